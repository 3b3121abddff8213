/* test-activation.c
 *
 * SPDX-FileCopyrightText: 2026 The Carry On authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * D-Bus activation as a person meets it, each case on a private session bus
 * whose service directory holds the D-Bus service file the build installs
 * (data/io.carryon.CarryOn.service, its Exec pointed at the build tree's
 * binary), a carry-on-sim-host in the hosts directory and a recording
 * notification server:
 *
 *  - a notification button's action (org.freedesktop.Application
 *    ActivateAction "retry-now" for a session) while Carry On is not
 *    running: the bus starts it, it waits for the session's host and its
 *    snapshot, and the continue reaches the host;
 *  - `carry-on --headless` notifies its give-up (a notification server is
 *    there, and this is a desktop session), and that notification's "Open"
 *    starts the window, which shows the session without notifying again
 *    (the runner holds control, the window only watches).
 *
 * The window needs a display: run under tests/desktop-session.sh
 * (elsewhere: TAP skip).
 */

#include "config.h"

#include <signal.h>
#include <sys/prctl.h>
#include <string.h>

#include <glib/gstdio.h>
#include <json-glib/json-glib.h>

#include "carry-on-fake-notifications.h"
#include "carry-on-test-utils.h"

#define WAIT_MS  60000
#define APP_PATH "/io/carryon/CarryOn"

static const char one_waiting_session[] =
  "{\"description\":\"One session that waits for prompts.\",\"turn_ms\":200,"
  "\"sessions\":[{\"id\":\"s1\",\"title\":\"Deploy script\",\"steps\":[]}]}";

typedef struct
{
  char                     *dir;        /* temp: services/, scenario */
  CarryOnTestSimHost       *host;
  GTestDBus                *bus;
  CarryOnFakeNotifications *server;
  GDBusConnection          *connection;
} Fixture;

static char *
build_path (const char *relative)
{
  const char *build_dir = g_getenv ("CARRY_ON_BUILD_DIR");

  g_assert_nonnull (build_dir);
  return g_build_filename (build_dir, relative, NULL);
}

/* The service file as installed, with only its binary moved to the build
 * tree: the name and arguments are the ones a packager ships. */
static void
write_service_file (const char *services_dir)
{
  g_autofree char *installed = build_path ("data/io.carryon.CarryOn.service");
  g_autofree char *binary = build_path ("src/app/carry-on");
  g_autofree char *contents = NULL;
  g_autofree char *target = g_build_filename (services_dir, "io.carryon.CarryOn.service", NULL);
  g_autoptr(GKeyFile) keyfile = g_key_file_new ();
  g_autoptr(GError) error = NULL;
  g_autofree char *name = NULL;
  g_autofree char *exec = NULL;
  g_auto(GStrv) argv = NULL;
  g_autofree char *new_exec = NULL;

  g_key_file_load_from_file (keyfile, installed, G_KEY_FILE_NONE, &error);
  g_assert_no_error (error);
  name = g_key_file_get_string (keyfile, "D-BUS Service", "Name", &error);
  g_assert_no_error (error);
  g_assert_cmpstr (name, ==, APP_ID);
  exec = g_key_file_get_string (keyfile, "D-BUS Service", "Exec", &error);
  g_assert_no_error (error);
  g_shell_parse_argv (exec, NULL, &argv, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (g_strv_length (argv), ==, 2);
  g_assert_true (g_str_has_suffix (argv[0], "/carry-on"));
  g_assert_true (g_path_is_absolute (argv[0]));
  g_assert_cmpstr (argv[1], ==, "--gapplication-service");

  new_exec = g_strdup_printf ("%s %s", binary, argv[1]);
  g_key_file_set_string (keyfile, "D-BUS Service", "Exec", new_exec);
  g_key_file_save_to_file (keyfile, target, &error);
  g_assert_no_error (error);
}

static void
fixture_setup (Fixture            *f,
               const char         *scenario_json,
               const char * const *sim_args)
{
  static const char *const caps[] = { "actions", "body", NULL };
  g_autoptr(GError) error = NULL;
  g_autofree char *services = NULL;
  g_autofree char *scenario = NULL;
  g_autofree char *display = NULL;

  f->dir = g_dir_make_tmp ("carry-on-activation-XXXXXX", &error);
  g_assert_no_error (error);
  services = g_build_filename (f->dir, "services", NULL);
  g_assert_cmpint (g_mkdir (services, 0700), ==, 0);
  write_service_file (services);
  scenario = g_build_filename (f->dir, "scenario.json", NULL);
  g_file_set_contents (scenario, scenario_json, -1, &error);
  g_assert_no_error (error);

  f->host = carry_on_test_sim_host_start (scenario, 1.0, sim_args);
  /* Every Carry On started here (by the bus or by us) inherits this. */
  g_setenv ("CARRY_ON_HOSTS_DIR", f->host->dir, TRUE);

  f->bus = g_test_dbus_new (G_TEST_DBUS_NONE);
  g_test_dbus_add_service_dir (f->bus, services);
  display = g_strdup (g_getenv ("DISPLAY"));
  g_test_dbus_up (f->bus);
  /* GTestDBus unsets DISPLAY (against X11 autolaunch); the headless runner
   * we start must see the desktop session. */
  g_setenv ("DISPLAY", display, TRUE);
  f->server = carry_on_fake_notifications_start (caps);
  f->connection = g_bus_get_sync (G_BUS_TYPE_SESSION, NULL, &error);
  g_assert_no_error (error);
}

static gboolean
name_has_owner (GDBusConnection *connection,
                const char      *name)
{
  g_autoptr(GVariant) reply = NULL;
  gboolean has_owner = FALSE;

  reply = g_dbus_connection_call_sync (connection, "org.freedesktop.DBus", "/org/freedesktop/DBus",
                                       "org.freedesktop.DBus", "NameHasOwner",
                                       g_variant_new ("(s)", name), G_VARIANT_TYPE ("(b)"),
                                       G_DBUS_CALL_FLAGS_NONE, -1, NULL, NULL);
  if (reply != NULL)
    g_variant_get (reply, "(b)", &has_owner);
  return has_owner;
}

static gboolean
tick_cb (gpointer data)
{
  return G_SOURCE_CONTINUE;
}

/* Iterates the default main context until @cond holds (checked at least
 * every 50 ms); fails the test after WAIT_MS. */
#define WAIT_UNTIL(cond)                                                       \
  G_STMT_START {                                                               \
    gint64 _deadline = g_get_monotonic_time () + WAIT_MS * (gint64) 1000;      \
    guint _tick = g_timeout_add (50, tick_cb, NULL);                           \
    while (!(cond))                                                            \
      {                                                                        \
        if (g_get_monotonic_time () > _deadline)                               \
          g_error ("timed out waiting for: %s", #cond);                        \
        g_main_context_iteration (NULL, TRUE);                                 \
      }                                                                        \
    g_source_remove (_tick);                                                   \
  } G_STMT_END

/* Asks the running (or to be started) app to quit and waits until it has
 * left the bus. */
static void
quit_app (Fixture *f)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GVariant) reply = NULL;

  if (!name_has_owner (f->connection, APP_ID))
    return;
  reply = g_dbus_connection_call_sync (f->connection, APP_ID, APP_PATH, "org.freedesktop.Application",
                                       "ActivateAction",
                                       g_variant_new_parsed ("('quit', @av [], @a{sv} {})"),
                                       NULL, G_DBUS_CALL_FLAGS_NO_AUTO_START, WAIT_MS, NULL, &error);
  /* The app may leave the bus before its reply. */
  if (error != NULL)
    g_test_message ("quit: %s", error->message);
  WAIT_UNTIL (!name_has_owner (f->connection, APP_ID));
}

static void
fixture_teardown (Fixture *f)
{
  quit_app (f);
  g_clear_object (&f->connection);
  carry_on_fake_notifications_stop (f->server);
  g_test_dbus_down (f->bus);
  g_clear_object (&f->bus);
  g_clear_pointer (&f->host, carry_on_test_sim_host_free);
  g_unsetenv ("CARRY_ON_HOSTS_DIR");
  /* The app's state file etc. live in the isolated XDG dirs. */
  {
    g_autoptr(GFile) dir = g_file_new_for_path (f->dir);
    g_autoptr(GFileEnumerator) children = g_file_enumerate_children (dir, G_FILE_ATTRIBUTE_STANDARD_NAME,
                                                                     G_FILE_QUERY_INFO_NOFOLLOW_SYMLINKS,
                                                                     NULL, NULL);
    GFileInfo *info;
    GFile *child;

    while (children != NULL && g_file_enumerator_iterate (children, &info, &child, NULL, NULL)
           && info != NULL)
      {
        g_autofree char *path = g_file_get_path (child);

        if (g_file_info_get_file_type (info) == G_FILE_TYPE_DIRECTORY)
          {
            g_autofree char *service = g_build_filename (path, "io.carryon.CarryOn.service", NULL);

            g_unlink (service);
          }
        g_remove (path);
      }
  }
  g_rmdir (f->dir);
  g_free (f->dir);
}

static guint
count_submits_for (Fixture    *f,
                   const char *session_id)
{
  g_autoptr(GPtrArray) records = carry_on_test_read_record (f->host->record_path);
  g_autoptr(GPtrArray) submits = carry_on_test_record_filter (records, "prompt.submit");
  guint n = 0;

  for (guint i = 0; i < submits->len; i++)
    if (g_strcmp0 (json_object_get_string_member_with_default (g_ptr_array_index (submits, i),
                                                               "session_id", NULL),
                   session_id) == 0)
      n++;
  return n;
}

static gboolean
has_window (Fixture *f)
{
  g_autoptr(GVariant) reply = NULL;

  /* GtkApplication exports each of its windows' actions there. */
  reply = g_dbus_connection_call_sync (f->connection, APP_ID, APP_PATH "/window/1", "org.gtk.Actions",
                                       "List", NULL, G_VARIANT_TYPE ("(as)"),
                                       G_DBUS_CALL_FLAGS_NO_AUTO_START, -1, NULL, NULL);
  return reply != NULL;
}

static void
activated_reply_cb (GObject      *source,
                    GAsyncResult *result,
                    gpointer      user_data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GVariant) reply = g_dbus_connection_call_finish (G_DBUS_CONNECTION (source), result, &error);

  g_assert_no_error (error);
  *(gboolean *) user_data = TRUE;
}

/* A notification's "Retry now" while Carry On is not running: the bus
 * starts it; once the host has connected and sent its snapshot, the
 * continue goes out; with no tray and not "run in background", the window
 * shows what happened. */
static void
test_action_starts_app_subprocess (void)
{
  Fixture f = { 0 };
  gboolean replied = FALSE;

  fixture_setup (&f, one_waiting_session, NULL);
  g_assert_false (name_has_owner (f.connection, APP_ID));
  g_assert_cmpuint (count_submits_for (&f, "s1"), ==, 0);

  g_dbus_connection_call (f.connection, APP_ID, APP_PATH, "org.freedesktop.Application",
                          "ActivateAction",
                          g_variant_new_parsed ("('retry-now', [<'simulated:s1'>], @a{sv} {})"),
                          NULL, G_DBUS_CALL_FLAGS_NONE, WAIT_MS, NULL, activated_reply_cb, &replied);
  WAIT_UNTIL (replied);
  g_assert_true (name_has_owner (f.connection, APP_ID));

  WAIT_UNTIL (count_submits_for (&f, "s1") == 1);
  WAIT_UNTIL (has_window (&f));
  /* Nothing to notify: no give-up, no far continue. */
  g_assert_cmpuint (carry_on_fake_notifications_get_n_notified (f.server), ==, 0);

  fixture_teardown (&f);
}

/* The runner must not outlive a failed test. */
static void
die_with_parent (gpointer data)
{
  prctl (PR_SET_PDEATHSIG, SIGTERM);
}

/* The headless runner notifies its give-up; the notification's "Open" (the
 * default action) starts the window through the bus, showing the session;
 * the window watches and does not notify it again. */
static void
test_headless_open_starts_app_subprocess (void)
{
  const char *sim_args[] = { "--wait-for-supervisor", NULL };
  g_autofree char *fatal = carry_on_test_scenario_path ("fatal");
  g_autofree char *scenario_json = NULL;
  g_autofree char *binary = build_path ("src/app/carry-on");
  g_autoptr(GSubprocessLauncher) launcher = NULL;
  g_autoptr(GSubprocess) runner = NULL;
  g_autoptr(GVariant) call = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree const char **actions = NULL;
  const char *summary;
  Fixture f = { 0 };

  g_file_get_contents (fatal, &scenario_json, NULL, &error);
  g_assert_no_error (error);
  fixture_setup (&f, scenario_json, sim_args);

  launcher = g_subprocess_launcher_new (G_SUBPROCESS_FLAGS_NONE);
  g_subprocess_launcher_set_child_setup (launcher, die_with_parent, NULL, NULL);
  runner = g_subprocess_launcher_spawn (launcher, &error, binary, "--headless", NULL);
  g_assert_no_error (error);

  call = carry_on_fake_notifications_wait_notify (f.server, 1, WAIT_MS);
  g_variant_get_child (call, 3, "&s", &summary);
  g_variant_get_child (call, 5, "^a&s", &actions);
  g_assert_cmpstr (summary, ==, "Carry On gave up on Deploy script");
  g_assert_true (g_strv_contains (actions, "default"));
  g_assert_false (name_has_owner (f.connection, APP_ID));

  carry_on_fake_notifications_invoke (f.server, 1, "default");
  WAIT_UNTIL (name_has_owner (f.connection, APP_ID));
  WAIT_UNTIL (has_window (&f));
  /* The runner holds control: the window acted on nothing, notified
   * nothing, and the runner's notification is still the only one. */
  g_assert_cmpuint (carry_on_fake_notifications_get_n_notified (f.server), ==, 1);
  g_assert_cmpuint (count_submits_for (&f, "s1"), ==, 0);

  quit_app (&f);
  /* A clean stop withdraws what the runner still shows. */
  g_subprocess_send_signal (runner, SIGTERM);
  g_subprocess_wait (runner, NULL, &error);
  g_assert_no_error (error);
  g_assert_true (g_subprocess_get_if_exited (runner));
  g_assert_cmpint (g_subprocess_get_exit_status (runner), ==, 0);
  carry_on_fake_notifications_wait_closed (f.server, 1, WAIT_MS);

  fixture_teardown (&f);
}

static void
run_subprocess (gconstpointer path)
{
  g_test_trap_subprocess (path, 0, G_TEST_SUBPROCESS_INHERIT_STDERR);
  g_test_trap_assert_passed ();
}

static const struct {
  const char *path;
  GTestFunc   func;
} tests[] = {
  { "/activation/action-starts-app", test_action_starts_app_subprocess },
  { "/activation/headless-open-starts-app", test_headless_open_starts_app_subprocess },
};

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);

  if (!g_test_subprocess () && (g_getenv ("DISPLAY") == NULL || *g_getenv ("DISPLAY") == '\0'))
    {
      g_print ("1..0 # SKIP the window needs a display (run under tests/desktop-session.sh)\n");
      return 0;
    }

  for (guint i = 0; i < G_N_ELEMENTS (tests); i++)
    {
      g_autofree char *sub = g_strconcat (tests[i].path, "/subprocess", NULL);

      g_test_add_func (sub, tests[i].func);
      if (!g_test_subprocess ())
        g_test_add_data_func (tests[i].path, g_steal_pointer (&sub), run_subprocess);
    }

  return g_test_run ();
}
