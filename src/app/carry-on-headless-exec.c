/* carry-on-headless-exec.c
 *
 * SPDX-FileCopyrightText: 2026 The Carry On authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * `carry-on --headless` replaces itself with `carry-on-headless`, the
 * GTK-free build of the same runner: the `carry-on` executable links GTK
 * and libadwaita, whose mapped pages alone are most of a
 * headless process's memory (docs/performance.md).
 */

#include "config.h"

#include <errno.h>
#include <unistd.h>

#include <glib.h>

#include "carry-on-headless-exec.h"

#define HEADLESS_NAME "carry-on-headless"

/* Beside the running executable first (a build tree, a relocated
 * prefix), then the configured bindir. */
static char *
find_headless (void)
{
  g_autofree char *self = g_file_read_link ("/proc/self/exe", NULL);

  if (self != NULL)
    {
      g_autofree char *dir = g_path_get_dirname (self);
      g_autofree char *beside = g_build_filename (dir, HEADLESS_NAME, NULL);

      if (g_file_test (beside, G_FILE_TEST_IS_EXECUTABLE))
        return g_steal_pointer (&beside);
    }

  {
    g_autofree char *installed = g_build_filename (BINDIR, HEADLESS_NAME, NULL);

    if (g_file_test (installed, G_FILE_TEST_IS_EXECUTABLE))
      return g_steal_pointer (&installed);
  }
  return NULL;
}

/**
 * carry_on_headless_exec:
 * @argc: as main() got it
 * @argv: as main() got it (`--headless` is accepted by carry-on-headless)
 *
 * Replaces the process with `carry-on-headless`, same arguments and
 * environment.  Returns only when that is impossible (not found, exec
 * failed, with a warning for the latter); the caller then runs the
 * headless runner in this process, which works the same but maps the GUI
 * libraries.
 */
void
carry_on_headless_exec (int    argc,
                        char **argv)
{
  g_autofree char *path = find_headless ();
  g_autofree char **args = NULL;

  if (path == NULL)
    return;

  args = g_new0 (char *, argc + 1);
  args[0] = (char *) HEADLESS_NAME;
  for (int i = 1; i < argc; i++)
    args[i] = argv[i];

  execv (path, args);
  g_warning ("cannot run %s (%s); running headless in this process", path, g_strerror (errno));
}
