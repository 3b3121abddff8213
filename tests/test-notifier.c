/* test-notifier.c
 *
 * SPDX-FileCopyrightText: 2026 The Carry On authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * CarryOnNotifier against the dunst that tests/desktop-session.sh starts: a
 * real supervisor (fake clock, a host over a socketpair) gives up or
 * schedules; the notification appears in dunst; its buttons are pressed
 * through dunst itself (`dunstctl context`, whose menu runs our picker
 * script) and must reach the core through the `app.*` actions.  The
 * no-server and no-buttons cases run in subprocesses on private buses.
 * Outside the harness: TAP skip.
 */

#include "config.h"

#include <glib/gstdio.h>
#include <string.h>

#include "carry-on-notifier.h"
#include "tray-test-utils.h"

#define WAIT_MS 10000
#define KEY1 "claude-code:s1"

static const char one_session[] = "[{\"id\":\"s1\",\"cwd\":\"/home/me/alpha\"}]";
static const char five_sessions[] =
  "[{\"id\":\"s1\",\"cwd\":\"/home/me/alpha\"},{\"id\":\"s2\",\"cwd\":\"/home/me/beta\"},"
  "{\"id\":\"s3\",\"cwd\":\"/home/me/gamma\"},{\"id\":\"s4\",\"cwd\":\"/home/me/delta\"},"
  "{\"id\":\"s5\",\"cwd\":\"/home/me/epsilon\"}]";

/* ---- dunst --------------------------------------------------------------- */

static char *
dunstctl (const char *argument,
          const char *argument2)
{
  const char *argv[] = { "dunstctl", argument, argument2, NULL };
  g_autofree char *out = NULL;
  g_autoptr(GError) error = NULL;
  int status = 0;

  g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_SEARCH_PATH | G_SPAWN_STDERR_TO_DEV_NULL,
                NULL, NULL, &out, NULL, &status, &error);
  g_assert_no_error (error);
  g_assert_true (g_spawn_check_wait_status (status, NULL));
  return g_strstrip (g_steal_pointer (&out));
}

static int
dunst_displayed (void)
{
  g_autofree char *out = dunstctl ("count", "displayed");

  return atoi (out);
}

typedef struct
{
  int wanted;
} Displayed;

static gboolean
displayed_is (gpointer data)
{
  return dunst_displayed () == ((Displayed *) data)->wanted;
}

/* Spins until dunst shows @wanted notifications. */
static void
wait_displayed (int wanted)
{
  Displayed d = { wanted };

  if (!tray_test_wait (displayed_is, &d, WAIT_MS))
    g_error ("dunst shows %d notifications, not %d", dunst_displayed (), wanted);
}

/* Presses the button labelled @label through dunst's context menu. */
static void
dunst_press (const char *label)
{
  const char *pick_file = g_getenv ("CARRY_ON_DUNST_PICK_FILE");
  g_autoptr(GError) error = NULL;
  g_autofree char *out = NULL;

  g_assert_nonnull (pick_file);
  g_file_set_contents (pick_file, label, -1, &error);
  g_assert_no_error (error);
  out = dunstctl ("context", NULL);
}

typedef struct
{
  TrayTest   *t;
  const char *what;
} Activated;

static gboolean
was_activated (gpointer data)
{
  Activated *a = data;

  return tray_test_was_activated (a->t, a->what);
}

static void
wait_activated (TrayTest   *t,
                const char *what)
{
  Activated a = { t, what };

  if (!tray_test_wait (was_activated, &a, WAIT_MS))
    g_error ("The app action \"%s\" did not run", what);
}

typedef struct
{
  TrayTest        *t;
  CarryOnNotifier *notifier;
} Fixture;

static void
fixture_setup (Fixture    *f,
               const char *sessions)
{
  g_autofree char *out = dunstctl ("close-all", NULL);

  wait_displayed (0);
  f->t = tray_test_new ("io.carryon.CarryOn.TestNotifier", sessions);
  f->notifier = carry_on_notifier_new (f->t->app, f->t->supervisor, f->t->settings, f->t->clock);
}

static void
fixture_teardown (Fixture *f)
{
  /* Disposing closes what is still on screen. */
  g_assert_finalize_object (f->notifier);
  wait_displayed (0);
  tray_test_free (f->t);
}

static gboolean
no_give_up (gpointer data)
{
  return !carry_on_notifier_has_give_up (((Fixture *) data)->notifier, KEY1);
}

/* A give-up raises a notification in dunst, naming session and reason;
 * its "Retry now" button, pressed in dunst, retries in the core. */
static void
test_give_up_retry_now (void)
{
  Fixture f = { 0 };
  CarryOnSession *session;

  fixture_setup (&f, one_session);
  g_assert_true (carry_on_notifier_get_server_available (f.notifier));
  g_assert_true (carry_on_notifier_get_server_actions (f.notifier));

  tray_test_fail_turn (f.t, "s1", TRAY_TEST_FATAL);
  session = tray_test_session (f.t, "s1");
  g_assert_cmpint (carry_on_session_get_state (session), ==, CARRY_ON_SESSION_STATE_GAVE_UP);
  g_assert_true (carry_on_notifier_has_give_up (f.notifier, KEY1));
  wait_displayed (1);

  dunst_press ("Retry now");
  wait_activated (f.t, "retry-now " KEY1);
  tray_test_settle (f.t);
  /* The core retried: the continue went out (or is on its way). */
  tray_test_advance (f.t, 1 * TRAY_TEST_SEC);
  g_assert_cmpint (carry_on_session_get_state (session), !=, CARRY_ON_SESSION_STATE_GAVE_UP);
  g_assert_cmpuint (tray_test_count_sent (f.t, "prompt.submit"), ==, 1);
  /* And the give-up notification is gone. */
  g_assert_true (tray_test_wait (no_give_up, &f, WAIT_MS));
  wait_displayed (0);

  fixture_teardown (&f);
}

/* "Open" shows the window at that session. */
static void
test_give_up_open (void)
{
  Fixture f = { 0 };

  fixture_setup (&f, one_session);
  tray_test_fail_turn (f.t, "s1", TRAY_TEST_FATAL);
  wait_displayed (1);
  dunst_press (",default]");   /* the default action: Open */
  wait_activated (f.t, "show-session " KEY1);
  g_assert_false (tray_test_was_activated (f.t, "retry-now " KEY1));

  fixture_teardown (&f);
}

/* A second give-up of the same session updates the notification in place. */
static void
test_give_up_in_place (void)
{
  Fixture f = { 0 };
  guint shown;

  fixture_setup (&f, one_session);
  tray_test_fail_turn (f.t, "s1", TRAY_TEST_FATAL);
  wait_displayed (1);
  shown = carry_on_notifier_get_n_shown (f.notifier);

  /* The person tries again by hand; it fails the same way. */
  tray_test_writef (f.t, "{\"type\":\"prompt.submit\",\"session_id\":\"s1\",\"origin\":{\"kind\":\"composer\"}}");
  tray_test_fail_turn (f.t, "s1", TRAY_TEST_FATAL);
  g_assert_cmpint (carry_on_session_get_state (tray_test_session (f.t, "s1")), ==,
                   CARRY_ON_SESSION_STATE_GAVE_UP);
  g_assert_cmpuint (carry_on_notifier_get_n_shown (f.notifier), ==, shown + 1);
  tray_test_spin_ms (300);
  g_assert_cmpint (dunst_displayed (), ==, 1);

  fixture_teardown (&f);
}

/* More than three give-ups within a minute: one summary, not a pile. */
static void
test_summary (void)
{
  Fixture f = { 0 };
  const char *ids[] = { "s1", "s2", "s3", "s4", "s5" };

  fixture_setup (&f, five_sessions);
  for (guint i = 0; i < 3; i++)
    tray_test_fail_turn (f.t, ids[i], TRAY_TEST_FATAL);
  wait_displayed (3);
  g_assert_false (carry_on_notifier_has_summary (f.notifier));

  tray_test_advance (f.t, 20 * TRAY_TEST_SEC);
  tray_test_fail_turn (f.t, ids[3], TRAY_TEST_FATAL);
  tray_test_fail_turn (f.t, ids[4], TRAY_TEST_FATAL);
  g_assert_true (carry_on_notifier_has_summary (f.notifier));
  g_assert_false (carry_on_notifier_has_give_up (f.notifier, KEY1));
  wait_displayed (1);

  dunst_press ("Open");
  wait_activated (f.t, "show-window");

  fixture_teardown (&f);
}

/* The notify-give-up setting off: nothing is shown. */
static void
test_give_up_setting_off (void)
{
  Fixture f = { 0 };

  fixture_setup (&f, one_session);
  g_settings_set_boolean (f.t->gsettings, "notify-give-up", FALSE);
  tray_test_fail_turn (f.t, "s1", TRAY_TEST_FATAL);
  tray_test_spin_ms (300);
  g_assert_cmpuint (carry_on_notifier_get_n_shown (f.notifier), ==, 0);
  g_assert_cmpint (dunst_displayed (), ==, 0);

  fixture_teardown (&f);
}

static gboolean
no_scheduled (gpointer data)
{
  return !carry_on_notifier_has_scheduled (((Fixture *) data)->notifier, KEY1);
}

/* A continue an hour away: "Will continue alpha at …", whose "Cancel
 * retry" (pressed in dunst) cancels it in the core.  A 5 s backoff says
 * nothing. */
static void
test_scheduled_cancel (void)
{
  Fixture f = { 0 };
  CarryOnSession *session;

  fixture_setup (&f, five_sessions);
  g_settings_set_uint (f.t->gsettings, "notify-scheduled-minutes", 10);

  tray_test_fail_turn (f.t, "s2", TRAY_TEST_OVERLOADED);
  tray_test_spin_ms (200);
  g_assert_false (carry_on_notifier_has_scheduled (f.notifier, "claude-code:s2"));
  g_assert_cmpint (dunst_displayed (), ==, 0);

  tray_test_limit_turn (f.t, "s1", 3600);
  session = tray_test_session (f.t, "s1");
  g_assert_cmpint (carry_on_session_get_state (session), ==, CARRY_ON_SESSION_STATE_WAITING);
  g_assert_true (carry_on_notifier_has_scheduled (f.notifier, KEY1));
  wait_displayed (1);

  dunst_press ("Cancel retry");
  wait_activated (f.t, "cancel " KEY1);
  tray_test_settle (f.t);
  g_assert_cmpint (carry_on_session_get_state (session), !=, CARRY_ON_SESSION_STATE_WAITING);
  g_assert_cmpint (carry_on_session_get_due (session), ==, 0);
  g_assert_true (tray_test_wait (no_scheduled, &f, WAIT_MS));
  wait_displayed (0);

  /* Nothing goes out at the reset. */
  tray_test_advance (f.t, 2 * 3600 * TRAY_TEST_SEC);
  g_assert_cmpuint (tray_test_count_sent (f.t, "prompt.submit"), ==, 1);   /* s2's */

  fixture_teardown (&f);
}

/* When the continue goes out, its notification closes. */
static void
test_scheduled_closed_when_sent (void)
{
  Fixture f = { 0 };

  fixture_setup (&f, one_session);
  tray_test_limit_turn (f.t, "s1", 3600);
  g_assert_true (carry_on_notifier_has_scheduled (f.notifier, KEY1));
  wait_displayed (1);

  tray_test_advance (f.t, (3600 + 61) * TRAY_TEST_SEC);
  g_assert_cmpuint (tray_test_count_sent (f.t, "prompt.submit"), ==, 1);
  g_assert_false (carry_on_notifier_has_scheduled (f.notifier, KEY1));
  wait_displayed (0);

  fixture_teardown (&f);
}

/* ---- private buses: no server, a server without buttons ------------------ */

/* A notification server without the "actions" capability.  It runs in a
 * thread of its own: libnotify calls it synchronously from the main one. */
typedef struct
{
  GMutex        lock;
  GPtrArray    *notify_calls;   /* GVariant: the Notify parameters */
  GMainContext *context;
  GMainLoop    *loop;
  gboolean      ready;
} FakeServer;

static void
fake_server_method (GDBusConnection       *connection,
                    const char            *sender,
                    const char            *object_path,
                    const char            *interface_name,
                    const char            *method_name,
                    GVariant              *parameters,
                    GDBusMethodInvocation *invocation,
                    gpointer               user_data)
{
  FakeServer *server = user_data;

  if (g_str_equal (method_name, "GetCapabilities"))
    g_dbus_method_invocation_return_value (invocation,
                                           g_variant_new_parsed ("(['body'],)"));
  else if (g_str_equal (method_name, "GetServerInformation"))
    g_dbus_method_invocation_return_value (invocation,
                                           g_variant_new ("(ssss)", "fake", "test", "1", "1.2"));
  else if (g_str_equal (method_name, "Notify"))
    {
      guint id;

      g_mutex_lock (&server->lock);
      g_ptr_array_add (server->notify_calls, g_variant_ref (parameters));
      id = server->notify_calls->len;
      g_mutex_unlock (&server->lock);
      g_main_context_wakeup (g_main_context_default ());
      g_dbus_method_invocation_return_value (invocation, g_variant_new ("(u)", id));
    }
  else
    g_dbus_method_invocation_return_value (invocation, NULL);
}

static const char fake_server_xml[] =
  "<node><interface name='org.freedesktop.Notifications'>"
  "<method name='GetCapabilities'><arg type='as' direction='out'/></method>"
  "<method name='GetServerInformation'><arg type='s' direction='out'/><arg type='s' direction='out'/>"
  "<arg type='s' direction='out'/><arg type='s' direction='out'/></method>"
  "<method name='Notify'><arg type='s' direction='in'/><arg type='u' direction='in'/>"
  "<arg type='s' direction='in'/><arg type='s' direction='in'/><arg type='s' direction='in'/>"
  "<arg type='as' direction='in'/><arg type='a{sv}' direction='in'/><arg type='i' direction='in'/>"
  "<arg type='u' direction='out'/></method>"
  "<method name='CloseNotification'><arg type='u' direction='in'/></method>"
  "</interface></node>";

static void
name_acquired_cb (GDBusConnection *connection,
                  const char      *name,
                  gpointer         user_data)
{
  FakeServer *server = user_data;

  g_mutex_lock (&server->lock);
  server->ready = TRUE;
  g_mutex_unlock (&server->lock);
  /* The test waits in the main thread's context: wake it. */
  g_main_context_wakeup (g_main_context_default ());
}

static gpointer
fake_server_thread (gpointer data)
{
  static const GDBusInterfaceVTable vtable = { fake_server_method, NULL, NULL, { 0 } };
  FakeServer *server = data;
  g_autoptr(GDBusConnection) connection = NULL;
  g_autoptr(GDBusNodeInfo) info = NULL;
  g_autoptr(GError) error = NULL;
  guint owner_id;

  g_main_context_push_thread_default (server->context);
  connection = tray_test_new_connection ();
  info = g_dbus_node_info_new_for_xml (fake_server_xml, &error);
  g_assert_no_error (error);
  g_dbus_connection_register_object (connection, "/org/freedesktop/Notifications",
                                     info->interfaces[0], &vtable, server, NULL, &error);
  g_assert_no_error (error);
  owner_id = g_bus_own_name_on_connection (connection, "org.freedesktop.Notifications",
                                           G_BUS_NAME_OWNER_FLAGS_NONE, name_acquired_cb, NULL,
                                           server, NULL);
  g_main_loop_run (server->loop);
  g_bus_unown_name (owner_id);
  g_dbus_connection_close_sync (connection, NULL, NULL);
  g_main_context_pop_thread_default (server->context);
  return NULL;
}

static gboolean
server_state (gpointer data)
{
  FakeServer *server = data;
  gboolean done;

  g_mutex_lock (&server->lock);
  done = server->ready;
  g_mutex_unlock (&server->lock);
  return done;
}

static gboolean
server_notified (gpointer data)
{
  FakeServer *server = data;
  gboolean done;

  g_mutex_lock (&server->lock);
  done = server->notify_calls->len > 0;
  g_mutex_unlock (&server->lock);
  return done;
}

static void
test_no_buttons_subprocess (void)
{
  g_autoptr(GTestDBus) bus = g_test_dbus_new (G_TEST_DBUS_NONE);
  FakeServer server = { 0 };
  Fixture f = { 0 };
  GThread *thread;
  const char *summary, *body;
  g_autoptr(GVariant) actions = NULL;

  g_test_dbus_up (bus);
  g_mutex_init (&server.lock);
  server.notify_calls = g_ptr_array_new_with_free_func ((GDestroyNotify) g_variant_unref);
  server.context = g_main_context_new ();
  server.loop = g_main_loop_new (server.context, FALSE);
  thread = g_thread_new ("fake-notification-server", fake_server_thread, &server);
  g_assert_true (tray_test_wait (server_state, &server, WAIT_MS));

  f.t = tray_test_new ("io.carryon.CarryOn.TestNotifier", one_session);
  f.notifier = carry_on_notifier_new (f.t->app, f.t->supervisor, f.t->settings, f.t->clock);
  g_assert_true (carry_on_notifier_get_server_available (f.notifier));
  g_assert_false (carry_on_notifier_get_server_actions (f.notifier));

  tray_test_fail_turn (f.t, "s1", TRAY_TEST_FATAL);
  g_assert_true (tray_test_wait (server_notified, &server, WAIT_MS));
  g_mutex_lock (&server.lock);
  g_variant_get_child (g_ptr_array_index (server.notify_calls, 0), 3, "&s", &summary);
  g_variant_get_child (g_ptr_array_index (server.notify_calls, 0), 4, "&s", &body);
  actions = g_variant_get_child_value (g_ptr_array_index (server.notify_calls, 0), 5);
  g_assert_cmpstr (summary, ==, "Carry On gave up on alpha");
  g_assert_nonnull (strstr (body, "Claude Code: "));
  /* No buttons: the text says what to do instead. */
  g_assert_nonnull (strstr (body, "Open Carry On to retry it."));
  g_assert_cmpuint (g_variant_n_children (actions), ==, 0);
  g_mutex_unlock (&server.lock);

  g_clear_object (&f.notifier);
  tray_test_free (f.t);
  g_main_loop_quit (server.loop);
  g_thread_join (thread);
  g_main_loop_unref (server.loop);
  g_main_context_unref (server.context);
  g_ptr_array_unref (server.notify_calls);
  g_mutex_clear (&server.lock);
  g_test_dbus_down (bus);
}

static void
test_no_server_subprocess (void)
{
  /* A bus with no notification server and none to activate. */
  g_autoptr(GTestDBus) bus = g_test_dbus_new (G_TEST_DBUS_NONE);
  Fixture f = { 0 };

  g_test_dbus_up (bus);
  f.t = tray_test_new ("io.carryon.CarryOn.TestNotifier", five_sessions);
  f.notifier = carry_on_notifier_new (f.t->app, f.t->supervisor, f.t->settings, f.t->clock);

  /* Give-ups, a burst, a far continue: the core runs on, nothing breaks. */
  tray_test_fail_turn (f.t, "s1", TRAY_TEST_FATAL);
  tray_test_fail_turn (f.t, "s2", TRAY_TEST_FATAL);
  tray_test_fail_turn (f.t, "s3", TRAY_TEST_FATAL);
  tray_test_fail_turn (f.t, "s4", TRAY_TEST_FATAL);
  tray_test_limit_turn (f.t, "s5", 3600);
  g_assert_cmpint (carry_on_session_get_state (tray_test_session (f.t, "s5")), ==,
                   CARRY_ON_SESSION_STATE_WAITING);
  g_assert_false (carry_on_notifier_get_server_available (f.notifier));
  g_assert_cmpuint (carry_on_notifier_get_n_shown (f.notifier), ==, 0);
  tray_test_advance (f.t, (3600 + 61) * TRAY_TEST_SEC);
  g_assert_cmpuint (tray_test_count_sent (f.t, "prompt.submit"), ==, 1);

  g_clear_object (&f.notifier);
  tray_test_free (f.t);
  g_test_dbus_down (bus);
}

static void
test_no_server (void)
{
  g_test_trap_subprocess ("/tray/notifier/no-server/subprocess", 60 * G_USEC_PER_SEC, 0);
  g_test_trap_assert_passed ();
  /* Said once, however many notifications were skipped. */
  g_test_trap_assert_stderr ("*No desktop notification server*");
  g_test_trap_assert_stderr_unmatched ("*No desktop notification server*No desktop notification server*");
  g_test_trap_assert_stderr_unmatched ("*WARNING*");
}

static void
test_no_buttons (void)
{
  g_test_trap_subprocess ("/tray/notifier/no-buttons/subprocess", 60 * G_USEC_PER_SEC, 0);
  g_test_trap_assert_passed ();
  g_test_trap_assert_stderr ("*shows no buttons*");
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *dunstctl_path = NULL;

  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);
  dunstctl_path = g_find_program_in_path ("dunstctl");

  g_test_add_func ("/tray/notifier/no-server/subprocess", test_no_server_subprocess);
  g_test_add_func ("/tray/notifier/no-buttons/subprocess", test_no_buttons_subprocess);

  if (!g_test_subprocess ()
      && (!tray_test_name_has_owner ("org.freedesktop.Notifications")
          || g_getenv ("CARRY_ON_DUNST_PICK_FILE") == NULL
          || dunstctl_path == NULL))
    {
      g_print ("1..0 # SKIP no dunst on the session bus (run under tests/desktop-session.sh)\n");
      return 0;
    }

  g_test_add_func ("/tray/notifier/no-server", test_no_server);
  g_test_add_func ("/tray/notifier/no-buttons", test_no_buttons);
  g_test_add_func ("/tray/notifier/give-up-retry-now", test_give_up_retry_now);
  g_test_add_func ("/tray/notifier/give-up-open", test_give_up_open);
  g_test_add_func ("/tray/notifier/give-up-in-place", test_give_up_in_place);
  g_test_add_func ("/tray/notifier/give-up-setting-off", test_give_up_setting_off);
  g_test_add_func ("/tray/notifier/summary", test_summary);
  g_test_add_func ("/tray/notifier/scheduled-cancel", test_scheduled_cancel);
  g_test_add_func ("/tray/notifier/scheduled-closed-when-sent", test_scheduled_closed_when_sent);

  return g_test_run ();
}
