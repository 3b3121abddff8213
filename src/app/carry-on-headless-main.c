/* carry-on-headless-main.c
 *
 * SPDX-FileCopyrightText: 2026 The Carry On authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The `carry-on-headless` command: the headless runner
 * (carry-on-headless.c) in an executable linked against the core only
 * (GLib, GIO, json-glib), so a server never maps GTK or libadwaita.
 * `carry-on --headless` execs it.
 */

#include "config.h"

#include <locale.h>
#include <stdio.h>
#include <string.h>

#include <glib.h>
#include <glib/gi18n.h>

#include "carry-on-headless.h"
#include "carry-on-heartbeat.h"

static void
print_help (void)
{
  printf (_("Usage:\n"
            "  carry-on-headless [--demo] [--log-format=text|json]\n"
            "                    supervise without a display; one line per decision on stderr\n"
            "  carry-on-headless --version\n"
            "\n"
            "The same as `carry-on --headless`. Carry On watches the agent hosts in\n"
            "$XDG_RUNTIME_DIR/carry-on/hosts ($CARRY_ON_HOSTS_DIR overrides it) and the\n"
            "sockets in the extra-sockets setting, and continues turns that failed on API errors.\n"));
}

int
main (int   argc,
      char *argv[])
{
  setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE, LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  for (int i = 1; i < argc; i++)
    {
      if (strcmp (argv[i], "--") == 0)
        break;
      if (strcmp (argv[i], "--version") == 0 || strcmp (argv[i], "-v") == 0)
        {
          printf ("carry-on %s\n", PACKAGE_VERSION);
          return 0;
        }
      if (strcmp (argv[i], "--help") == 0 || strcmp (argv[i], "-h") == 0)
        {
          print_help ();
          return 0;
        }
    }

  /* A benchmark probe; nothing at all unless CARRY_ON_HEARTBEAT is set. */
  carry_on_heartbeat_start_from_env ();

  return carry_on_headless_main (argc, argv);
}
