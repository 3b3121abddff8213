/* carry-on-codex.c
 *
 * SPDX-FileCopyrightText: 2026 The Carry On authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * carry-on-codex: run it instead of `codex` (alias codex=carry-on-codex) and
 * Carry On sees the session.  It takes a shared lock on
 * DIR/users.lock (DIR = $XDG_RUNTIME_DIR/carry-on/codex), starts
 * carry-on-codex-bridge unless one answers on DIR/tui.sock (under
 * DIR/start.lock, so two terminals never start two), and execs
 *
 *   codex --remote unix://DIR/tui.sock -C $PWD ARGS…
 *
 * keeping the lock's descriptor open across the exec: the bridge, and the
 * app-server it runs, live while any TUI started this way does.  `-C` is
 * added unless ARGS name a directory: the TUI would otherwise work in the
 * app-server's directory (Codex 0.171.0 sends `thread/start` with
 * `cwd: null` in remote mode).  Commands that are no TUI (`codex exec`,
 * `login`, `mcp`, …) run as plain codex.
 *
 * Environment: CARRY_ON_CODEX (the codex command, else codex on PATH),
 * CARRY_ON_CODEX_BRIDGE (else carry-on-codex-bridge beside this program,
 * else on PATH), CARRY_ON_CODEX_DIR (else DIR above).
 */

#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <string.h>
#include <sys/file.h>
#include <sys/socket.h>
#include <sys/un.h>
#include <unistd.h>

#include <glib.h>
#include <glib/gstdio.h>

/* codex subcommands that are not an interactive session (codex --help,
 * 0.171.0): they go to codex untouched. */
static const char * const plain_commands[] = {
  "exec", "e", "review", "login", "logout", "mcp", "mcp-server", "app-server", "app",
  "completion", "update", "sandbox", "debug", "apply", "a", "cloud", "features",
  "remote-control", "queue", "help", "-h", "--help", "-V", "--version", NULL
};

static int
fail (const char *format,
      ...) G_GNUC_PRINTF (1, 2);

static int
fail (const char *format,
      ...)
{
  va_list args;
  g_autofree char *text = NULL;

  va_start (args, format);
  text = g_strdup_vprintf (format, args);
  va_end (args);
  g_printerr ("carry-on-codex: %s\n", text);
  return 1;
}

static char *
dup_codex (void)
{
  const char *env = g_getenv ("CARRY_ON_CODEX");

  if (env != NULL && *env != '\0')
    return g_strdup (env);
  return g_find_program_in_path ("codex");
}

static char *
dup_bridge (void)
{
  const char *env = g_getenv ("CARRY_ON_CODEX_BRIDGE");
  g_autofree char *self = NULL;

  if (env != NULL && *env != '\0')
    return g_strdup (env);
  self = g_file_read_link ("/proc/self/exe", NULL);
  if (self != NULL)
    {
      g_autofree char *dir = g_path_get_dirname (self);
      g_autofree char *beside = g_build_filename (dir, "carry-on-codex-bridge", NULL);

      if (g_file_test (beside, G_FILE_TEST_IS_EXECUTABLE))
        return g_steal_pointer (&beside);
    }
  return g_find_program_in_path ("carry-on-codex-bridge");
}

static gboolean
bridge_answers (const char *path)
{
  struct sockaddr_un address = { .sun_family = AF_UNIX };
  int fd;
  gboolean ok;

  if (strlen (path) >= sizeof address.sun_path)
    return FALSE;
  strcpy (address.sun_path, path);
  fd = socket (AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0);
  if (fd < 0)
    return FALSE;
  ok = connect (fd, (struct sockaddr *) &address, sizeof address) == 0;
  close (fd);
  return ok;
}

static void
bridge_child_setup (gpointer user_data)
{
  /* Not in the terminal's session: Ctrl-C and the terminal's hang-up are
   * the TUI's, never the bridge's. */
  setsid ();
}

/* Starts the bridge and waits for its `ready` line (or its end). */
static gboolean
start_bridge (const char  *bridge,
              const char  *codex,
              const char  *dir,
              GError     **error)
{
  g_autofree char *log_path = g_build_filename (dir, "bridge.log", NULL);
  const char *argv[] = { bridge, "--codex", codex, "--dir", dir, NULL };
  int out_fd = -1;
  int log_fd;
  GPid pid;
  g_autoptr(GString) said = g_string_new (NULL);
  gboolean spawned;

  /* A new bridge starts a new log: the old one ended with the last TUI. */
  log_fd = open (log_path, O_WRONLY | O_CREAT | O_TRUNC | O_APPEND | O_CLOEXEC, 0600);
  if (log_fd < 0)
    {
      int saved_errno = errno;

      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved_errno),
                   "cannot open %s: %s", log_path, g_strerror (saved_errno));
      return FALSE;
    }

  spawned = g_spawn_async_with_pipes_and_fds (NULL, argv, NULL,
                                              G_SPAWN_DO_NOT_REAP_CHILD | G_SPAWN_STDIN_FROM_DEV_NULL,
                                              bridge_child_setup, NULL,
                                              -1, -1, log_fd, NULL, NULL, 0,
                                              &pid, NULL, &out_fd, NULL, error);
  close (log_fd);
  if (!spawned)
    return FALSE;

  /* Blocking reads: nothing else to do until the bridge is up. */
  while (said->len < 4096 && !g_str_has_prefix (said->str, "ready\n")
         && strstr (said->str, "\nready\n") == NULL)
    {
      char buffer[256];
      gssize n = read (out_fd, buffer, sizeof buffer);

      if (n < 0 && errno == EINTR)
        continue;
      if (n <= 0)
        break;
      g_string_append_len (said, buffer, n);
    }
  close (out_fd);
  /* The bridge lives on, reparented; the launcher is about to exec. */
  g_spawn_close_pid (pid);

  if (!g_str_has_prefix (said->str, "ready\n") && strstr (said->str, "\nready\n") == NULL)
    {
      g_set_error (error, G_SPAWN_ERROR, G_SPAWN_ERROR_FAILED,
                   "carry-on-codex-bridge did not start; see %s", log_path);
      return FALSE;
    }
  return TRUE;
}

static gboolean
names_a_directory (int    argc,
                   char **argv)
{
  for (int i = 1; i < argc; i++)
    {
      if (strcmp (argv[i], "--") == 0)
        break;
      if (strcmp (argv[i], "-C") == 0 || strcmp (argv[i], "--cd") == 0
          || g_str_has_prefix (argv[i], "--cd=") || (g_str_has_prefix (argv[i], "-C") && argv[i][2] != '\0'))
        return TRUE;
    }
  return FALSE;
}

int
main (int    argc,
      char **argv)
{
  g_autofree char *codex = NULL;
  g_autofree char *bridge = NULL;
  g_autofree char *dir = NULL;
  g_autofree char *users_path = NULL;
  g_autofree char *start_path = NULL;
  g_autofree char *tui_path = NULL;
  g_autofree char *remote = NULL;
  g_autofree char *cwd = NULL;
  g_autoptr(GPtrArray) args = NULL;
  g_autoptr(GError) error = NULL;
  const char *env_dir;
  int users_fd, start_fd;

  codex = dup_codex ();
  if (codex == NULL)
    return fail ("codex is not on PATH (install it with `npm install -g @openai/codex`, "
                 "or set CARRY_ON_CODEX)");

  if (argc > 1 && g_strv_contains (plain_commands, argv[1]))
    {
      argv[0] = codex;
      execvp (codex, argv);
      return fail ("cannot run %s: %s", codex, g_strerror (errno));
    }

  bridge = dup_bridge ();
  if (bridge == NULL)
    return fail ("carry-on-codex-bridge is not installed beside carry-on-codex or on PATH");

  env_dir = g_getenv ("CARRY_ON_CODEX_DIR");
  if (env_dir != NULL && *env_dir != '\0')
    dir = g_strdup (env_dir);
  else
    dir = g_build_filename (g_get_user_runtime_dir (), "carry-on", "codex", NULL);
  if (g_mkdir_with_parents (dir, 0700) != 0)
    return fail ("cannot create %s: %s", dir, g_strerror (errno));

  users_path = g_build_filename (dir, "users.lock", NULL);
  start_path = g_build_filename (dir, "start.lock", NULL);
  tui_path = g_build_filename (dir, "tui.sock", NULL);

  /* Shared: "a TUI is here".  Taken before looking for the bridge, so a
   * bridge that sees no TUI left has already stopped answering when we
   * get it (we wait here while it ends). */
  users_fd = open (users_path, O_RDWR | O_CREAT | O_CLOEXEC, 0600);
  if (users_fd < 0)
    return fail ("cannot open %s: %s", users_path, g_strerror (errno));
  while (flock (users_fd, LOCK_SH) != 0)
    if (errno != EINTR)
      return fail ("cannot lock %s: %s", users_path, g_strerror (errno));

  start_fd = open (start_path, O_RDWR | O_CREAT | O_CLOEXEC, 0600);
  if (start_fd < 0)
    return fail ("cannot open %s: %s", start_path, g_strerror (errno));
  while (flock (start_fd, LOCK_EX) != 0)
    if (errno != EINTR)
      return fail ("cannot lock %s: %s", start_path, g_strerror (errno));
  if (!bridge_answers (tui_path) && !start_bridge (bridge, codex, dir, &error))
    return fail ("%s", error->message);
  close (start_fd);

  /* The shared lock goes with codex through the exec. */
  if (fcntl (users_fd, F_SETFD, 0) != 0)
    return fail ("cannot keep %s open: %s", users_path, g_strerror (errno));

  remote = g_strconcat ("unix://", tui_path, NULL);
  args = g_ptr_array_new ();
  g_ptr_array_add (args, codex);
  g_ptr_array_add (args, (char *) "--remote");
  g_ptr_array_add (args, remote);
  if (!names_a_directory (argc, argv))
    {
      cwd = g_get_current_dir ();
      g_ptr_array_add (args, (char *) "-C");
      g_ptr_array_add (args, cwd);
    }
  for (int i = 1; i < argc; i++)
    g_ptr_array_add (args, argv[i]);
  g_ptr_array_add (args, NULL);

  execvp (codex, (char **) args->pdata);
  return fail ("cannot run %s: %s", codex, g_strerror (errno));
}
