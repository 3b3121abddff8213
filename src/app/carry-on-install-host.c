/* carry-on-install-host.c
 *
 * SPDX-FileCopyrightText: 2026 The Carry On authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * `carry-on install-host claude-code [--remove]`: registers the Carry On mod
 * with Claude Code through Claude Code's own plugin commands, so it is
 * installed, listed and removed the way every Claude Code plugin is.
 *
 * `carry-on install-host opencode [--remove|--check]`: copies the OpenCode
 * plugin (carry-on.js and its folder carry-on/) into OpenCode's global
 * plugins folder, where OpenCode loads every plugins/NAME.js at start, and
 * says when the plugin it replaces was older than this build's (--check
 * only says).  The Claude Code and Codex hosts' protocol end is the
 * installed carry-on-bridge / carry-on-codex-bridge, never out of step.
 */

#include "config.h"

#include <errno.h>
#include <string.h>

#include <glib/gstdio.h>
#include <gio/gio.h>

#include "carry-on-install-host.h"

#define CLAUDE_CODE_MARKETPLACE "carry-on"
#define CLAUDE_CODE_PLUGIN      "carry-on@carry-on"

static char *
dup_marketplace_dir (const char *option)
{
  const char *env;

  if (option != NULL)
    return g_canonicalize_filename (option, NULL);
  env = g_getenv ("CARRY_ON_HOSTS_DATA_DIR");
  if (env != NULL && *env != '\0')
    return g_build_filename (env, "claude-code", NULL);
  return g_build_filename (PKGDATADIR, "hosts", "claude-code", NULL);
}

static char *
dup_claude (const char *option)
{
  const char *env;

  if (option != NULL)
    return g_strdup (option);
  env = g_getenv ("CARRY_ON_CLAUDE");
  if (env != NULL && *env != '\0')
    return g_strdup (env);
  return g_find_program_in_path ("claude");
}

/* Runs @argv with its output going to ours, so the user sees what Claude
 * Code says; returns TRUE when it exited 0. */
static gboolean
run (const char * const *argv)
{
  g_autoptr(GSubprocess) process = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *line = NULL;

  line = g_strjoinv (" ", (char **) argv);
  g_print ("$ %s\n", line);

  process = g_subprocess_newv (argv, G_SUBPROCESS_FLAGS_STDIN_INHERIT, &error);
  if (process == NULL || !g_subprocess_wait (process, NULL, &error))
    {
      g_printerr ("carry-on: cannot run %s: %s\n", argv[0], error->message);
      return FALSE;
    }
  if (!g_subprocess_get_if_exited (process) || g_subprocess_get_exit_status (process) != 0)
    {
      g_printerr ("carry-on: '%s' failed (exit status %d)\n", line,
                  g_subprocess_get_if_exited (process) ? g_subprocess_get_exit_status (process) : -1);
      return FALSE;
    }
  return TRUE;
}

static int
install_claude_code (const char *claude,
                     const char *dir)
{
  g_autofree char *manifest = NULL;
  g_autofree char *bridge = NULL;
  const char *add[] = { claude, "plugin", "marketplace", "add", dir, NULL };
  const char *install[] = { claude, "plugin", "install", CLAUDE_CODE_PLUGIN, NULL };

  manifest = g_build_filename (dir, ".claude-plugin", "marketplace.json", NULL);
  if (!g_file_test (manifest, G_FILE_TEST_IS_REGULAR))
    {
      g_printerr ("carry-on: %s is missing: is Carry On installed? (--dir names another folder)\n",
                  manifest);
      return 1;
    }

  if (!run (add) || !run (install))
    return 1;

  bridge = g_find_program_in_path ("carry-on-bridge");
  if (bridge == NULL)
    g_printerr ("carry-on: warning: carry-on-bridge is not on PATH, so the mod cannot start it;\n"
                "  add %s to PATH or set CARRY_ON_BRIDGE to its full path in Claude Code's environment.\n",
                BINDIR);

  g_print ("\nDone. Claude Code sessions started from now on (or after /reload-plugins) report to\n"
           "Carry On, which lists them under 'Claude Code' and continues turns cut off by API errors.\n"
           "Remove it with: carry-on install-host claude-code --remove\n");
  return 0;
}

static int
remove_claude_code (const char *claude)
{
  const char *uninstall[] = { claude, "plugin", "uninstall", CLAUDE_CODE_PLUGIN, NULL };
  const char *forget[] = { claude, "plugin", "marketplace", "remove", CLAUDE_CODE_MARKETPLACE, NULL };
  gboolean uninstalled, forgotten;

  /* Both run even if the first fails: each undoes one of the two steps. */
  uninstalled = run (uninstall);
  forgotten = run (forget);
  if (!uninstalled && !forgotten)
    {
      g_printerr ("carry-on: nothing was removed: was the Claude Code host installed?\n");
      return 1;
    }
  g_print ("\nDone. New Claude Code sessions no longer report to Carry On.\n");
  return 0;
}

/* Codex needs nothing installed into it: the host is carry-on-codex, a
 * launcher run instead of `codex` (src/codex/carry-on-codex.c).  This
 * checks what the launcher needs and says how to make it the default. */
static int
install_codex (gboolean remove)
{
  g_autofree char *codex = NULL;
  g_autofree char *launcher = g_find_program_in_path ("carry-on-codex");
  g_autofree char *version = NULL;
  const char *env = g_getenv ("CARRY_ON_CODEX");
  const char *argv[] = { NULL, "--version", NULL };
  int status = 0;

  if (remove)
    {
      g_print ("Nothing to remove: Carry On installs nothing into Codex.\n"
               "Sessions you start with plain `codex` are not watched; if you added\n"
               "  alias codex=carry-on-codex\n"
               "to your shell's startup file, delete that line.  The shared app-server\n"
               "ends by itself when the last carry-on-codex session exits.\n");
      return 0;
    }

  codex = env != NULL && *env != '\0' ? g_strdup (env) : g_find_program_in_path ("codex");
  argv[0] = codex;
  if (codex == NULL
      || !g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_STDERR_TO_DEV_NULL, NULL, NULL,
                        &version, NULL, &status, NULL)
      || !g_spawn_check_wait_status (status, NULL))
    {
      g_printerr ("carry-on install-host: Codex's `codex` command is not on PATH (or does not run).\n"
                  "Install it with: npm install -g @openai/codex\n");
      return 1;
    }

  g_print ("Codex: %s (%s)\n", g_strstrip (version), codex);
  g_print ("Nothing to install into Codex: start sessions with carry-on-codex instead of codex.\n"
           "It runs one shared Codex app-server per user with a bridge in front, and your\n"
           "TUI as its client (codex --remote), so Carry On sees and continues its turns.\n"
           "To make it the default, add to ~/.bashrc (or your shell's startup file):\n"
           "  alias codex=carry-on-codex\n");
  if (launcher == NULL)
    g_printerr ("carry-on: warning: carry-on-codex is not on PATH; add %s to PATH.\n", BINDIR);
  return 0;
}

/* -- OpenCode ------------------------------------------------------------- */

#define OPENCODE_ENTRY  "carry-on.js"
#define OPENCODE_FOLDER "carry-on"

static char *
dup_opencode_source (const char *option)
{
  const char *env;

  if (option != NULL)
    return g_canonicalize_filename (option, NULL);
  env = g_getenv ("CARRY_ON_HOSTS_DATA_DIR");
  if (env != NULL && *env != '\0')
    return g_build_filename (env, "opencode", NULL);
  return g_build_filename (PKGDATADIR, "hosts", "opencode", NULL);
}

/* OpenCode's global plugins folder: $XDG_CONFIG_HOME/opencode/plugins
 * (OpenCode finds its config folder with xdg-basedir and loads
 * `{plugin,plugins}/NAME.{ts,js}` from it; https://opencode.ai/docs/plugins). */
static char *
dup_opencode_plugins_dir (void)
{
  return g_build_filename (g_get_user_config_dir (), "opencode", "plugins", NULL);
}

static int
compare_names (gconstpointer a,
               gconstpointer b)
{
  return strcmp (*(const char * const *) a, *(const char * const *) b);
}

/* The files of the plugin, relative to @source: carry-on.js, then the
 * modules in carry-on/ (sorted).  NULL with @error set when @source is not
 * a complete plugin. */
static GPtrArray *
list_opencode_files (const char  *source,
                     GError     **error)
{
  g_autoptr(GPtrArray) files = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *entry = g_build_filename (source, OPENCODE_ENTRY, NULL);
  g_autofree char *folder = g_build_filename (source, OPENCODE_FOLDER, NULL);
  g_autoptr(GDir) dir = NULL;
  g_autoptr(GPtrArray) modules = g_ptr_array_new_with_free_func (g_free);
  const char *name;

  if (!g_file_test (entry, G_FILE_TEST_IS_REGULAR))
    {
      g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_NOENT, "%s is missing", entry);
      return NULL;
    }
  dir = g_dir_open (folder, 0, error);
  if (dir == NULL)
    return NULL;
  g_ptr_array_add (files, g_strdup (OPENCODE_ENTRY));
  while ((name = g_dir_read_name (dir)) != NULL)
    if (g_str_has_suffix (name, ".mjs"))
      g_ptr_array_add (modules, g_build_filename (OPENCODE_FOLDER, name, NULL));
  g_ptr_array_sort (modules, compare_names);
  for (guint i = 0; i < modules->len; i++)
    g_ptr_array_add (files, g_strdup (g_ptr_array_index (modules, i)));
  return g_steal_pointer (&files);
}

/* The shared socket server: the file that carries the plugin's revision. */
#define OPENCODE_SERVER OPENCODE_FOLDER G_DIR_SEPARATOR_S "host-server.mjs"
#define REVISION_MARK   "export const PLUGIN_REVISION = "

/* The revision a plugin's host-server.mjs carries (its line
 * "export const PLUGIN_REVISION = N;"): what the plugin can do, raised
 * whenever a supervisor comes to rely on something new (2: control.take,
 * docs/protocol.md §3).  A file without the line predates revisions: 1.
 * Returns FALSE when @path cannot be read (not installed). */
static gboolean
read_plugin_revision (const char *path,
                      guint64    *revision)
{
  g_autofree char *contents = NULL;
  const char *mark;

  if (!g_file_get_contents (path, &contents, NULL, NULL))
    return FALSE;
  *revision = 1;
  for (mark = strstr (contents, REVISION_MARK); mark != NULL; mark = strstr (mark + 1, REVISION_MARK))
    if (mark == contents || mark[-1] == '\n')
      {
        const char *digits = mark + strlen (REVISION_MARK);
        g_autofree char *number = g_strndup (digits, strspn (digits, "0123456789"));
        guint64 value;

        if (g_ascii_string_to_unsigned (number, 10, 1, G_MAXUINT32, &value, NULL))
          *revision = value;
        break;
      }
  return TRUE;
}

/* Says how the installed OpenCode plugin compares with the one in
 * @source.  Returns 0 when it is installed and not older, 1 otherwise. */
static int
report_opencode_revision (const char *source,
                          gboolean    installing)
{
  g_autofree char *target = dup_opencode_plugins_dir ();
  g_autofree char *installed_path = g_build_filename (target, OPENCODE_SERVER, NULL);
  g_autofree char *shipped_path = g_build_filename (source, OPENCODE_SERVER, NULL);
  guint64 installed, shipped;

  if (!read_plugin_revision (shipped_path, &shipped))
    {
      g_printerr ("carry-on: cannot read %s: is Carry On installed? (--dir names another folder)\n", shipped_path);
      return 1;
    }
  if (!read_plugin_revision (installed_path, &installed))
    {
      if (!installing)
        g_print ("Carry On's OpenCode plugin is not installed in %s.\n"
                 "Install it with: carry-on install-host opencode\n", target);
      return 1;
    }
  if (installed < shipped)
    {
      g_print ("The installed OpenCode plugin (revision %" G_GUINT64_FORMAT ") is older than this Carry On's"
               " (revision %" G_GUINT64_FORMAT "):\nit cannot hand control over to another Carry On"
               " (\"Take control\").\n", installed, shipped);
      if (!installing)
        g_print ("Update it with: carry-on install-host opencode\n");
      return 1;
    }
  if (installed > shipped)
    g_print ("The installed OpenCode plugin (revision %" G_GUINT64_FORMAT ") is newer than this Carry On's"
             " (revision %" G_GUINT64_FORMAT ")%s.\n", installed, shipped,
             installing ? "; replacing it with this one's" : "");
  else if (!installing)
    g_print ("The installed OpenCode plugin is up to date (revision %" G_GUINT64_FORMAT ").\n", installed);
  return 0;
}

static int
install_opencode (const char *source)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) files = NULL;
  g_autofree char *target = dup_opencode_plugins_dir ();
  g_autofree char *target_folder = g_build_filename (target, OPENCODE_FOLDER, NULL);

  files = list_opencode_files (source, &error);
  if (files == NULL)
    {
      g_printerr ("carry-on: the OpenCode plugin is incomplete (%s): is Carry On installed?"
                  " (--dir names another folder)\n", error->message);
      return 1;
    }
  if (g_mkdir_with_parents (target_folder, 0755) != 0)
    {
      g_printerr ("carry-on: cannot create %s: %s\n", target_folder, g_strerror (errno));
      return 1;
    }

  report_opencode_revision (source, TRUE);
  g_print ("Installing Carry On's OpenCode plugin into %s:\n", target);
  for (guint i = 0; i < files->len; i++)
    {
      const char *rel = g_ptr_array_index (files, i);
      g_autofree char *from = g_build_filename (source, rel, NULL);
      g_autofree char *to = g_build_filename (target, rel, NULL);
      g_autofree char *contents = NULL;
      gsize length;

      /* Read and written whole (the source may be a symlink into the DSH
       * plugin); g_file_set_contents() replaces a file atomically, so a
       * running OpenCode never loads half of it. */
      if (!g_file_get_contents (from, &contents, &length, &error)
          || !g_file_set_contents_full (to, contents, length, G_FILE_SET_CONTENTS_CONSISTENT,
                                        0644, &error))
        {
          g_printerr ("carry-on: cannot install %s: %s\n", to, error->message);
          return 1;
        }
      g_print ("  %s\n", rel);
    }

  g_print ("\nDone. OpenCode processes started from now on (restart the ones already running)\n"
           "report to Carry On, which lists their sessions under 'OpenCode' and continues turns\n"
           "cut off by API errors.\n"
           "Remove it with: carry-on install-host opencode --remove\n");
  return 0;
}

static int
remove_opencode (void)
{
  g_autofree char *target = dup_opencode_plugins_dir ();
  g_autofree char *entry = g_build_filename (target, OPENCODE_ENTRY, NULL);
  g_autofree char *folder = g_build_filename (target, OPENCODE_FOLDER, NULL);
  g_autoptr(GDir) dir = NULL;
  guint removed = 0;
  const char *name;

  if (g_unlink (entry) == 0)
    {
      g_print ("removed %s\n", entry);
      removed++;
    }
  else if (errno != ENOENT)
    g_printerr ("carry-on: cannot remove %s: %s\n", entry, g_strerror (errno));

  /* Only our modules: anything else a person put there stays. */
  dir = g_dir_open (folder, 0, NULL);
  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = g_build_filename (folder, name, NULL);

      if (!g_str_has_suffix (name, ".mjs"))
        continue;
      if (g_unlink (path) == 0)
        {
          g_print ("removed %s\n", path);
          removed++;
        }
      else
        g_printerr ("carry-on: cannot remove %s: %s\n", path, g_strerror (errno));
    }
  if (dir != NULL)
    g_rmdir (folder);

  if (removed == 0)
    {
      g_printerr ("carry-on: nothing was removed: Carry On's OpenCode plugin is not in %s\n", target);
      return 1;
    }
  g_print ("\nDone. OpenCode processes started from now on no longer report to Carry On.\n");
  return 0;
}

/* Inside the Flatpak sandbox ~/.config is not the host's: say what to run
 * on the host instead. */
static int
opencode_from_flatpak (gboolean remove)
{
  if (remove)
    g_printerr ("carry-on install-host: inside the Flatpak Carry On cannot reach OpenCode's config folder.\n"
                "Run this on the host:\n"
                "  rm -r ~/.config/opencode/plugins/" OPENCODE_ENTRY " ~/.config/opencode/plugins/" OPENCODE_FOLDER "\n");
  else
    g_printerr ("carry-on install-host: inside the Flatpak Carry On cannot reach OpenCode's config folder.\n"
                "Run this on the host:\n"
                "  mkdir -p ~/.config/opencode/plugins\n"
                "  cp -rL \"$(flatpak info --show-location io.carryon.CarryOn)/files/share/carry-on/hosts/opencode/.\" \\\n"
                "    ~/.config/opencode/plugins/\n");
  return 1;
}

static int
opencode_main (gboolean    remove,
               gboolean    check,
               const char *dir_option)
{
  g_autofree char *source = NULL;

  if (g_file_test ("/.flatpak-info", G_FILE_TEST_EXISTS))
    return opencode_from_flatpak (remove);
  if (remove)
    return remove_opencode ();
  source = dup_opencode_source (dir_option);
  if (check)
    return report_opencode_revision (source, FALSE);
  return install_opencode (source);
}

int
carry_on_install_host_main (int    argc,
                            char **argv)
{
  g_autoptr(GOptionContext) context = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *dir_option = NULL;
  g_autofree char *claude_option = NULL;
  g_autofree char *claude = NULL;
  g_autofree char *dir = NULL;
  g_auto(GStrv) args = NULL;
  gboolean remove = FALSE;
  gboolean check = FALSE;
  int n_args;
  const GOptionEntry entries[] = {
    { "remove", 0, 0, G_OPTION_ARG_NONE, &remove, "Remove the host plugin instead", NULL },
    { "check", 0, 0, G_OPTION_ARG_NONE, &check,
      "Only say whether the installed plugin is older than this Carry On's (opencode; exit status 1 if so)", NULL },
    { "dir", 0, 0, G_OPTION_ARG_FILENAME, &dir_option,
      "The host's plugin folder: Claude Code's marketplace, OpenCode's plugin (default: the installed one)", "DIR" },
    { "claude", 0, 0, G_OPTION_ARG_FILENAME, &claude_option,
      "The claude command (default: claude on PATH)", "PATH" },
    { NULL }
  };

  g_return_val_if_fail (argc >= 1 && argv != NULL, 2);

  /* Work on a copy: GOptionContext rewrites the vector it parses. */
  args = g_new0 (char *, argc + 1);
  args[0] = g_strdup ("carry-on install-host");
  n_args = 1;
  for (int i = 1; i < argc; i++)
    {
      if (i == 1 && g_strcmp0 (argv[i], "install-host") == 0)
        continue;
      args[n_args++] = g_strdup (argv[i]);
    }

  context = g_option_context_new ("HOST — install Carry On's plugin into an agent host");
  g_option_context_set_summary (context, "Hosts: claude-code, codex, opencode");
  g_option_context_add_main_entries (context, entries, NULL);
  if (!g_option_context_parse_strv (context, &args, &error))
    {
      g_printerr ("carry-on install-host: %s\n", error->message);
      return 2;
    }

  if (g_strv_length (args) != 2)
    {
      g_printerr ("carry-on install-host: name one host (known: claude-code, codex, opencode)\n"
                  "usage: carry-on install-host claude-code|codex|opencode [--remove]\n");
      return 2;
    }
  if (strcmp (args[1], "dsh") == 0)
    {
      /* DSH installs plugins with its own command; say which. */
      g_printerr ("carry-on install-host: DSH plugins are added with DSH's own command:\n"
                  "  dsh plugin --profile web add file:%s/hosts/dsh/carry-on-dsh\n"
                  "(see the README's \"DeepSeek Harness (DSH)\" section)\n", PKGDATADIR);
      return 2;
    }
  if (strcmp (args[1], "codex") == 0)
    return install_codex (remove);
  if (strcmp (args[1], "opencode") == 0)
    return opencode_main (remove, check, dir_option);
  if (strcmp (args[1], "claude-code") != 0)
    {
      g_printerr ("carry-on install-host: unknown host '%s' (known: claude-code, codex, opencode)\n", args[1]);
      return 2;
    }

  claude = dup_claude (claude_option);
  if (claude == NULL)
    {
      g_autofree char *fallback = dup_marketplace_dir (dir_option);

      if (remove)
        g_printerr ("carry-on install-host: Claude Code's 'claude' command is not on PATH.\n"
                    "Run these two commands where it is:\n"
                    "  claude plugin uninstall " CLAUDE_CODE_PLUGIN "\n"
                    "  claude plugin marketplace remove " CLAUDE_CODE_MARKETPLACE "\n");
      else
        g_printerr ("carry-on install-host: Claude Code's 'claude' command is not on PATH.\n"
                    "Install Claude Code first, or run these two commands where it is:\n"
                    "  claude plugin marketplace add %s\n"
                    "  claude plugin install " CLAUDE_CODE_PLUGIN "\n", fallback);
      return 1;
    }

  if (remove)
    return remove_claude_code (claude);

  dir = dup_marketplace_dir (dir_option);
  return install_claude_code (claude, dir);
}
