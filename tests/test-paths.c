/* test-paths.c
 *
 * SPDX-FileCopyrightText: 2026 The Carry On authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The hosts directory is trusted: every socket in it is taken for one of
 * our hosts.  So it, and every directory it depends on, must be closed to
 * others.
 */

#include "config.h"

#include <sys/stat.h>
#include <unistd.h>

#include <glib/gstdio.h>
#include <gio/gio.h>

#include "carry-on-paths.h"

typedef struct
{
  char *top;   /* a private dir in /tmp */
} Fixture;

static void
fixture_setup (Fixture       *f,
               gconstpointer  data)
{
  g_autoptr(GError) error = NULL;

  f->top = g_dir_make_tmp ("carry-on-paths-XXXXXX", &error);
  g_assert_no_error (error);
}

static void
fixture_teardown (Fixture       *f,
                  gconstpointer  data)
{
  g_autofree char *argv0 = g_strdup_printf ("rm -rf '%s'", f->top);

  g_assert_true (g_spawn_command_line_sync (argv0, NULL, NULL, NULL, NULL));
  g_free (f->top);
  g_unsetenv ("CARRY_ON_HOSTS_DIR");
}

static char *
ensure (const char  *hosts,
        GError     **error)
{
  g_setenv ("CARRY_ON_HOSTS_DIR", hosts, TRUE);
  return carry_on_paths_ensure_hosts_dir (error);
}

static void
test_private_dir_accepted (Fixture       *f,
                           gconstpointer  data)
{
  g_autofree char *hosts = g_build_filename (f->top, "a", "hosts", NULL);
  g_autoptr(GError) error = NULL;
  g_autofree char *got = ensure (hosts, &error);
  GStatBuf st;

  g_assert_no_error (error);
  g_assert_cmpstr (got, ==, hosts);
  g_assert_cmpint (g_stat (hosts, &st), ==, 0);
  g_assert_cmpint (st.st_mode & 0777, ==, 0700);
}

/* A sticky world-writable parent (as /tmp itself) cannot have our
 * directory swapped by others. */
static void
test_sticky_parent_accepted (Fixture       *f,
                             gconstpointer  data)
{
  g_autofree char *shared = g_build_filename (f->top, "shared", NULL);
  g_autofree char *hosts = g_build_filename (shared, "hosts", NULL);
  g_autoptr(GError) error = NULL;
  g_autofree char *got = NULL;

  g_assert_cmpint (g_mkdir (shared, 0700), ==, 0);
  g_assert_cmpint (g_chmod (shared, 01777), ==, 0);
  got = ensure (hosts, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (got, ==, hosts);
}

static void
test_writable_parent_refused (Fixture       *f,
                              gconstpointer  data)
{
  g_autofree char *open_dir = g_build_filename (f->top, "open", NULL);
  g_autofree char *hosts = g_build_filename (open_dir, "hosts", NULL);
  g_autoptr(GError) error = NULL;
  g_autofree char *got = NULL;

  g_assert_cmpint (g_mkdir (open_dir, 0700), ==, 0);
  g_assert_cmpint (g_chmod (open_dir, 0777), ==, 0);
  got = ensure (hosts, &error);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_PERMISSION_DENIED);
  g_assert_null (got);
  g_assert_nonnull (strstr (error->message, open_dir));
}

/* The path looks private, but one of its directories is a symlink into a
 * world-writable one. */
static void
test_writable_parent_through_symlink_refused (Fixture       *f,
                                              gconstpointer  data)
{
  g_autofree char *open_dir = g_build_filename (f->top, "open", NULL);
  g_autofree char *inner = g_build_filename (open_dir, "inner", NULL);
  g_autofree char *priv = g_build_filename (f->top, "private", NULL);
  g_autofree char *link = g_build_filename (priv, "link", NULL);
  g_autofree char *hosts = g_build_filename (link, "hosts", NULL);
  g_autoptr(GError) error = NULL;
  g_autofree char *got = NULL;

  g_assert_cmpint (g_mkdir (open_dir, 0700), ==, 0);
  g_assert_cmpint (g_mkdir (inner, 0700), ==, 0);
  g_assert_cmpint (g_chmod (open_dir, 0777), ==, 0);
  g_assert_cmpint (g_mkdir (priv, 0700), ==, 0);
  g_assert_cmpint (symlink (inner, link), ==, 0);

  got = ensure (hosts, &error);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_PERMISSION_DENIED);
  g_assert_null (got);
}

/* A symlink in a directory others may write to could be swapped, even
 * when it leads somewhere private. */
static void
test_symlink_in_writable_dir_refused (Fixture       *f,
                                      gconstpointer  data)
{
  g_autofree char *open_dir = g_build_filename (f->top, "open", NULL);
  g_autofree char *priv = g_build_filename (f->top, "private", NULL);
  g_autofree char *link = g_build_filename (open_dir, "link", NULL);
  g_autofree char *hosts = g_build_filename (link, "hosts", NULL);
  g_autoptr(GError) error = NULL;
  g_autofree char *got = NULL;

  g_assert_cmpint (g_mkdir (open_dir, 0700), ==, 0);
  g_assert_cmpint (g_mkdir (priv, 0700), ==, 0);
  g_assert_cmpint (symlink (priv, link), ==, 0);
  g_assert_cmpint (g_chmod (open_dir, 0777), ==, 0);

  got = ensure (hosts, &error);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_PERMISSION_DENIED);
  g_assert_null (got);
}

/* A parent owned by someone else (as root, the test can arrange it). */
static void
test_foreign_parent_refused (Fixture       *f,
                             gconstpointer  data)
{
  g_autofree char *theirs = g_build_filename (f->top, "theirs", NULL);
  g_autofree char *hosts = g_build_filename (theirs, "hosts", NULL);
  g_autoptr(GError) error = NULL;
  g_autofree char *got = NULL;

  if (getuid () != 0)
    {
      g_test_skip ("needs root to give a directory to another user");
      return;
    }
  g_assert_cmpint (g_mkdir (theirs, 0755), ==, 0);
  g_assert_cmpint (g_mkdir (hosts, 0700), ==, 0);
  g_assert_cmpint (chown (theirs, 12345, 12345), ==, 0);

  got = ensure (hosts, &error);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_PERMISSION_DENIED);
  g_assert_nonnull (strstr (error->message, "12345"));
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);

#define ADD(path, func) \
  g_test_add (path, Fixture, NULL, fixture_setup, func, fixture_teardown)
  ADD ("/core/paths/private-dir-accepted", test_private_dir_accepted);
  ADD ("/core/paths/sticky-parent-accepted", test_sticky_parent_accepted);
  ADD ("/core/paths/writable-parent-refused", test_writable_parent_refused);
  ADD ("/core/paths/writable-parent-through-symlink-refused", test_writable_parent_through_symlink_refused);
  ADD ("/core/paths/symlink-in-writable-dir-refused", test_symlink_in_writable_dir_refused);
  ADD ("/core/paths/foreign-parent-refused", test_foreign_parent_refused);
#undef ADD

  return g_test_run ();
}
