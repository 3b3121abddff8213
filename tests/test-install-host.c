/* test-install-host.c
 *
 * SPDX-FileCopyrightText: 2026 The Carry On authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * `carry-on install-host claude-code [--remove]` against a stand-in `claude`
 * that records its arguments: the two documented plugin commands run, in
 * order, with the marketplace folder; a missing `claude` or a failing one is
 * a clear error.  `install-host codex` against a stand-in `codex`.
 * `carry-on install-host opencode [--remove]` copies the OpenCode plugin
 * into $XDG_CONFIG_HOME/opencode/plugins (resolving the symlink to DSH's
 * host-server.mjs) and removes only its own files.
 */

#include "config.h"

#include <glib/gstdio.h>
#include <gio/gio.h>

#include "carry-on-install-host.h"

typedef struct
{
  char *dir;       /* temp dir */
  char *claude;    /* the stand-in script */
  char *log;       /* what it was called with, one call a line */
  char *market;    /* the marketplace folder in the source tree */
} Fixture;

static void
write_claude (Fixture *f,
              int      exit_status)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *script = NULL;

  script = g_strdup_printf ("#!/bin/sh\necho \"$*\" >> '%s'\nexit %d\n", f->log, exit_status);
  g_file_set_contents (f->claude, script, -1, &error);
  g_assert_no_error (error);
  g_assert_cmpint (g_chmod (f->claude, 0700), ==, 0);
}

static void
fixture_setup (Fixture       *f,
               gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  const char *source = g_getenv ("CARRY_ON_SOURCE_DIR");

  /* A trapped subprocess runs the setup again: it must use the parent's
   * folder, which the parent passes down in the environment. */
  if (g_test_subprocess ())
    {
      f->dir = g_strdup (g_getenv ("INSTALL_HOST_TEST_DIR"));
      g_assert_nonnull (f->dir);
    }
  else
    {
      f->dir = g_dir_make_tmp ("install-host-XXXXXX", &error);
      g_assert_no_error (error);
      g_setenv ("INSTALL_HOST_TEST_DIR", f->dir, TRUE);
    }
  f->claude = g_build_filename (f->dir, "claude", NULL);
  f->log = g_build_filename (f->dir, "calls.log", NULL);
  g_assert_nonnull (source);   /* tests/meson.build sets it */
  f->market = g_build_filename (source, "data", "hosts", "claude-code", NULL);
  if (!g_test_subprocess ())
    write_claude (f, 0);
}

static void
fixture_teardown (Fixture       *f,
                  gconstpointer  data)
{
  if (!g_test_subprocess ())
    {
      g_unlink (f->claude);
      g_unlink (f->log);
      g_rmdir (f->dir);
    }
  g_free (f->dir);
  g_free (f->claude);
  g_free (f->log);
  g_free (f->market);
}

static char *
read_log (Fixture *f)
{
  char *text = NULL;

  if (!g_file_get_contents (f->log, &text, NULL, NULL))
    return g_strdup ("");
  return text;
}

static int
run_main (const char *first, ...)
{
  g_autoptr(GPtrArray) args = g_ptr_array_new ();
  const char *arg;
  va_list ap;

  g_ptr_array_add (args, (char *) "carry-on");
  va_start (ap, first);
  for (arg = first; arg != NULL; arg = va_arg (ap, const char *))
    g_ptr_array_add (args, (char *) arg);
  va_end (ap);
  g_ptr_array_add (args, NULL);
  return carry_on_install_host_main (args->len - 1, (char **) args->pdata);
}

static void
test_install (Fixture       *f,
              gconstpointer  data)
{
  g_autofree char *calls = NULL;
  g_autofree char *expected = NULL;

  if (g_test_subprocess ())
    {
      int status = run_main ("install-host", "claude-code", "--claude", f->claude,
                             "--dir", f->market, NULL);
      g_assert_cmpint (status, ==, 0);
      return;
    }
  g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_DEFAULT);
  g_test_trap_assert_passed ();
  g_test_trap_assert_stdout ("*Done.*--remove*");

  calls = read_log (f);
  expected = g_strdup_printf ("plugin marketplace add %s\nplugin install carry-on@carry-on\n",
                              f->market);
  g_assert_cmpstr (calls, ==, expected);
}

static void
test_remove (Fixture       *f,
             gconstpointer  data)
{
  g_autofree char *calls = NULL;

  if (g_test_subprocess ())
    {
      g_assert_cmpint (run_main ("install-host", "claude-code", "--remove",
                                 "--claude", f->claude, NULL), ==, 0);
      return;
    }
  g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_DEFAULT);
  g_test_trap_assert_passed ();

  calls = read_log (f);
  g_assert_cmpstr (calls, ==,
                   "plugin uninstall carry-on@carry-on\n"
                   "plugin marketplace remove carry-on\n");
}

static void
test_claude_env (Fixture       *f,
                 gconstpointer  data)
{
  g_autofree char *calls = NULL;

  /* $CARRY_ON_CLAUDE names the command when --claude does not; the host
   * name may come first, without "install-host". */
  if (g_test_subprocess ())
    {
      g_setenv ("CARRY_ON_CLAUDE", f->claude, TRUE);
      g_assert_cmpint (run_main ("claude-code", "--dir", f->market, NULL), ==, 0);
      return;
    }
  g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_DEFAULT);
  g_test_trap_assert_passed ();
  calls = read_log (f);
  g_assert_true (g_str_has_prefix (calls, "plugin marketplace add "));
}

static void
test_no_claude (Fixture       *f,
                gconstpointer  data)
{
  if (g_test_subprocess ())
    {
      /* PATH is a folder with no claude in it */
      g_unsetenv ("CARRY_ON_CLAUDE");
      g_unlink (f->claude);
      g_setenv ("PATH", f->dir, TRUE);
      g_assert_cmpint (run_main ("install-host", "claude-code", "--dir", f->market, NULL), ==, 1);
      return;
    }
  g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_DEFAULT);
  g_test_trap_assert_passed ();
  g_test_trap_assert_stderr ("*'claude' command is not on PATH*claude plugin marketplace add*"
                             "claude plugin install carry-on@carry-on*");
}

static void
test_claude_fails (Fixture       *f,
                   gconstpointer  data)
{
  g_autofree char *calls = NULL;
  g_autofree char *expected = NULL;

  if (!g_test_subprocess ())
    write_claude (f, 3);
  if (g_test_subprocess ())
    {
      g_assert_cmpint (run_main ("install-host", "claude-code", "--claude", f->claude,
                                 "--dir", f->market, NULL), ==, 1);
      return;
    }
  g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_DEFAULT);
  g_test_trap_assert_passed ();
  g_test_trap_assert_stderr ("*failed (exit status 3)*");

  /* The install is not attempted once adding the marketplace failed. */
  calls = read_log (f);
  expected = g_strconcat ("plugin marketplace add ", f->market, "\n", NULL);
  g_assert_cmpstr (calls, ==, expected);
}

static void
test_no_claude_remove (Fixture       *f,
                       gconstpointer  data)
{
  if (g_test_subprocess ())
    {
      g_unsetenv ("CARRY_ON_CLAUDE");
      g_unlink (f->claude);
      g_setenv ("PATH", f->dir, TRUE);
      g_assert_cmpint (run_main ("install-host", "claude-code", "--remove", NULL), ==, 1);
      return;
    }
  g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_DEFAULT);
  g_test_trap_assert_passed ();
  /* The removal commands, not the install ones. */
  g_test_trap_assert_stderr ("*not on PATH*claude plugin uninstall carry-on@carry-on*"
                             "claude plugin marketplace remove carry-on*");
  g_test_trap_assert_stderr_unmatched ("*marketplace add*");
}

static void
test_dsh_points_to_dsh (Fixture       *f,
                        gconstpointer  data)
{
  if (g_test_subprocess ())
    {
      g_assert_cmpint (run_main ("install-host", "dsh", NULL), ==, 2);
      return;
    }
  g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_DEFAULT);
  g_test_trap_assert_passed ();
  g_test_trap_assert_stderr ("*dsh plugin --profile web add file:*hosts/dsh/carry-on-dsh*");
}

static void
test_bad_usage (Fixture       *f,
                gconstpointer  data)
{
  g_assert_cmpint (run_main ("install-host", "no-such-agent", "--claude", f->claude, NULL), ==, 2);
  g_assert_cmpint (run_main ("install-host", "--claude", f->claude, NULL), ==, 2);
  g_assert_cmpint (run_main ("install-host", "claude-code", "--bogus", NULL), ==, 2);
  g_assert_false (g_file_test (f->log, G_FILE_TEST_EXISTS));
}

static void
test_missing_marketplace (Fixture       *f,
                          gconstpointer  data)
{
  g_assert_cmpint (run_main ("install-host", "claude-code", "--claude", f->claude,
                             "--dir", f->dir, NULL), ==, 1);
  g_assert_false (g_file_test (f->log, G_FILE_TEST_EXISTS));
}

/* Codex needs nothing installed: install-host checks that `codex` runs
 * ($CARRY_ON_CODEX, here a stand-in) and says how to make carry-on-codex
 * the default. */
static void
test_codex (Fixture       *f,
            gconstpointer  data)
{
  if (g_test_subprocess ())
    {
      g_autoptr(GError) error = NULL;
      g_autofree char *codex = g_build_filename (f->dir, "codex", NULL);

      g_file_set_contents (codex, "#!/bin/sh\necho \"codex-cli 9.8.7\"\n", -1, &error);
      g_assert_no_error (error);
      g_assert_cmpint (g_chmod (codex, 0700), ==, 0);
      g_setenv ("CARRY_ON_CODEX", codex, TRUE);
      g_assert_cmpint (run_main ("install-host", "codex", NULL), ==, 0);
      g_unlink (codex);
      return;
    }
  g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_DEFAULT);
  g_test_trap_assert_passed ();
  g_test_trap_assert_stdout ("*codex-cli 9.8.7*alias codex=carry-on-codex*");
}

static void
test_codex_missing (Fixture       *f,
                    gconstpointer  data)
{
  if (g_test_subprocess ())
    {
      g_autofree char *codex = g_build_filename (f->dir, "no-codex-here", NULL);

      g_setenv ("CARRY_ON_CODEX", codex, TRUE);
      g_assert_cmpint (run_main ("install-host", "codex", NULL), ==, 1);
      /* Nothing is installed, so removing needs no codex. */
      g_assert_cmpint (run_main ("install-host", "codex", "--remove", NULL), ==, 0);
      return;
    }
  g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_DEFAULT);
  g_test_trap_assert_passed ();
  g_test_trap_assert_stderr ("*npm install -g @openai/codex*");
  g_test_trap_assert_stdout ("*Nothing to remove*alias codex=carry-on-codex*");
}

/* -- OpenCode: files copied into $XDG_CONFIG_HOME/opencode/plugins -------- */

static char *
opencode_target (const char *rel)
{
  return g_build_filename (g_get_user_config_dir (), "opencode", "plugins", rel, NULL);
}

static void
assert_same_file (const char *a,
                  const char *b)
{
  g_autofree char *ta = NULL;
  g_autofree char *tb = NULL;
  g_autoptr(GError) error = NULL;

  g_file_get_contents (a, &ta, NULL, &error);
  g_assert_no_error (error);
  g_file_get_contents (b, &tb, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (ta, ==, tb);
}

static void
test_opencode_install (Fixture       *f,
                       gconstpointer  data)
{
  g_autofree char *source = g_build_filename (g_getenv ("CARRY_ON_SOURCE_DIR"), "data", "hosts", NULL);

  /* The subprocess has isolated dirs of its own: it checks the files. */
  if (g_test_subprocess ())
    {
      g_autofree char *entry = opencode_target ("carry-on.js");
      g_autofree char *mapping = opencode_target ("carry-on/opencode-host.mjs");
      g_autofree char *shared = opencode_target ("carry-on/host-server.mjs");
      g_autofree char *src_entry = g_build_filename (source, "opencode", "carry-on.js", NULL);
      g_autofree char *src_mapping = g_build_filename (source, "opencode", "carry-on", "opencode-host.mjs", NULL);
      g_autofree char *dsh = g_build_filename (source, "dsh", "carry-on-dsh", "lib", "host-server.mjs", NULL);

      /* $CARRY_ON_HOSTS_DATA_DIR names the folder holding opencode/ */
      g_setenv ("CARRY_ON_HOSTS_DATA_DIR", source, TRUE);
      g_assert_cmpint (run_main ("install-host", "opencode", NULL), ==, 0);
      /* twice is harmless: the files are replaced */
      g_assert_cmpint (run_main ("install-host", "opencode", NULL), ==, 0);

      g_assert_true (g_file_test (entry, G_FILE_TEST_IS_REGULAR));
      g_assert_false (g_file_test (shared, G_FILE_TEST_IS_SYMLINK));
      assert_same_file (entry, src_entry);
      assert_same_file (mapping, src_mapping);
      /* the symlink in the tree is resolved: DSH's socket server, as a file */
      assert_same_file (shared, dsh);
      return;
    }
  g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_DEFAULT);
  g_test_trap_assert_passed ();
  g_test_trap_assert_stdout ("*opencode/plugins:*carry-on.js*carry-on/host-server.mjs*"
                             "carry-on/opencode-host.mjs*Done.*--remove*");
}

static void
test_opencode_remove (Fixture       *f,
                      gconstpointer  data)
{
  g_autofree char *source = g_build_filename (g_getenv ("CARRY_ON_SOURCE_DIR"), "data", "hosts", "opencode", NULL);

  if (g_test_subprocess ())
    {
      g_autofree char *other = opencode_target ("someone-elses.js");
      g_autofree char *folder = opencode_target ("carry-on");
      g_autofree char *entry = opencode_target ("carry-on.js");
      g_autoptr(GError) error = NULL;

      g_assert_cmpint (run_main ("install-host", "opencode", "--dir", source, NULL), ==, 0);
      g_file_set_contents (other, "export const X = async () => ({});\n", -1, &error);
      g_assert_no_error (error);
      g_assert_cmpint (run_main ("install-host", "opencode", "--remove", NULL), ==, 0);
      g_assert_false (g_file_test (entry, G_FILE_TEST_EXISTS));
      g_assert_false (g_file_test (folder, G_FILE_TEST_EXISTS));
      /* another plugin in the folder stays */
      g_assert_true (g_file_test (other, G_FILE_TEST_IS_REGULAR));
      /* nothing left to remove: a clear error */
      g_assert_cmpint (run_main ("install-host", "opencode", "--remove", NULL), ==, 1);
      return;
    }
  g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_DEFAULT);
  g_test_trap_assert_passed ();
  g_test_trap_assert_stdout ("*removed *carry-on.js*removed *.mjs*Done.*");
  g_test_trap_assert_stderr ("*nothing was removed*");
}

/* An installed plugin older than this build's (its host-server.mjs from
 * before control.take: no revision line) is reported, by --check and by an
 * install that replaces it. */
static void
test_opencode_outdated (Fixture       *f,
                        gconstpointer  data)
{
  g_autofree char *source = g_build_filename (g_getenv ("CARRY_ON_SOURCE_DIR"), "data", "hosts", "opencode", NULL);

  if (g_test_subprocess ())
    {
      g_autofree char *shared = opencode_target ("carry-on/host-server.mjs");
      g_autofree char *text = NULL;
      g_autofree char *old = NULL;
      g_autoptr(GRegex) mark = g_regex_new ("^export const PLUGIN_REVISION = [0-9]+;\n", G_REGEX_MULTILINE, 0, NULL);
      g_autoptr(GError) error = NULL;

      /* Not installed: --check says so, and fails. */
      g_assert_cmpint (run_main ("install-host", "opencode", "--check", "--dir", source, NULL), ==, 1);
      g_assert_cmpint (run_main ("install-host", "opencode", "--dir", source, NULL), ==, 0);
      g_assert_cmpint (run_main ("install-host", "opencode", "--check", "--dir", source, NULL), ==, 0);

      /* What a plugin from before revisions looks like. */
      g_file_get_contents (shared, &text, NULL, &error);
      g_assert_no_error (error);
      g_assert_true (g_regex_match (mark, text, 0, NULL));
      old = g_regex_replace_literal (mark, text, -1, 0, "", 0, &error);
      g_assert_no_error (error);
      g_file_set_contents (shared, old, -1, &error);
      g_assert_no_error (error);

      g_print ("-- check\n");
      g_assert_cmpint (run_main ("install-host", "opencode", "--check", "--dir", source, NULL), ==, 1);
      g_print ("-- install\n");
      g_assert_cmpint (run_main ("install-host", "opencode", "--dir", source, NULL), ==, 0);
      g_print ("-- check again\n");
      g_assert_cmpint (run_main ("install-host", "opencode", "--check", "--dir", source, NULL), ==, 0);
      return;
    }
  g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_DEFAULT);
  g_test_trap_assert_passed ();
  g_test_trap_assert_stdout ("*not installed*up to date (revision 2)*"
                             "-- check*installed OpenCode plugin (revision 1) is older than this Carry On's (revision 2)*"
                             "Update it with: carry-on install-host opencode*"
                             "-- install*(revision 1) is older*Installing*Done.*"
                             "-- check again*up to date (revision 2)*");
}

static void
test_opencode_missing_source (Fixture       *f,
                              gconstpointer  data)
{
  if (g_test_subprocess ())
    {
      g_autofree char *entry = opencode_target ("carry-on.js");

      g_assert_cmpint (run_main ("install-host", "opencode", "--dir", f->dir, NULL), ==, 1);
      g_assert_false (g_file_test (entry, G_FILE_TEST_EXISTS));
      return;
    }
  g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_DEFAULT);
  g_test_trap_assert_passed ();
  g_test_trap_assert_stderr ("*OpenCode plugin is incomplete*carry-on.js is missing*");
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);

#define ADD(path, func) \
  g_test_add (path, Fixture, NULL, fixture_setup, func, fixture_teardown)
  ADD ("/install-host/claude-code/install", test_install);
  ADD ("/install-host/claude-code/remove", test_remove);
  ADD ("/install-host/claude-code/claude-from-env", test_claude_env);
  ADD ("/install-host/claude-code/no-claude", test_no_claude);
  ADD ("/install-host/claude-code/claude-fails", test_claude_fails);
  ADD ("/install-host/claude-code/no-claude-remove", test_no_claude_remove);
  ADD ("/install-host/dsh-points-to-dsh", test_dsh_points_to_dsh);
  ADD ("/install-host/bad-usage", test_bad_usage);
  ADD ("/install-host/claude-code/missing-marketplace", test_missing_marketplace);
  ADD ("/install-host/codex/check", test_codex);
  ADD ("/install-host/codex/missing", test_codex_missing);
  ADD ("/install-host/opencode/install", test_opencode_install);
  ADD ("/install-host/opencode/remove", test_opencode_remove);
  ADD ("/install-host/opencode/outdated", test_opencode_outdated);
  ADD ("/install-host/opencode/missing-source", test_opencode_missing_source);
#undef ADD

  return g_test_run ();
}
