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
#include "carry-on-fake-notifications.h"
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
has_give_up (gpointer data)
{
  return carry_on_notifier_has_give_up (((Fixture *) data)->notifier, KEY1);
}

static gboolean
has_scheduled (gpointer data)
{
  return carry_on_notifier_has_scheduled (((Fixture *) data)->notifier, KEY1);
}

static gboolean
probed (gpointer data)
{
  return !carry_on_notifier_is_probing (((Fixture *) data)->notifier);
}

/* Spins until @done holds for @f, or fails the test saying @what did not
 * happen.  The first decision that may notify asks the server first,
 * without waiting for it: its notification follows the answer. */
static void
wait_fixture (Fixture     *f,
              gboolean   (*done) (gpointer data),
              const char  *what)
{
  if (!tray_test_wait (done, f, WAIT_MS))
    g_error ("%s never happened", what);
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

  tray_test_fail_turn (f.t, "s1", TRAY_TEST_FATAL);
  session = tray_test_session (f.t, "s1");
  g_assert_cmpint (carry_on_session_get_state (session), ==, CARRY_ON_SESSION_STATE_GAVE_UP);
  wait_fixture (&f, has_give_up, "a give-up notification for " KEY1);
  wait_displayed (1);
  g_assert_true (carry_on_notifier_get_server_available (f.notifier));
  g_assert_true (carry_on_notifier_get_server_actions (f.notifier));

  dunst_press ("Retry now");
  tray_test_wait_activated (f.t, "retry-now " KEY1, WAIT_MS);
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
  tray_test_wait_activated (f.t, "show-session " KEY1, WAIT_MS);
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
  tray_test_wait_activated (f.t, "show-window", WAIT_MS);

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
  wait_fixture (&f, has_scheduled, "a \"Will continue\" notification for " KEY1);
  wait_displayed (1);

  dunst_press ("Cancel retry");
  tray_test_wait_activated (f.t, "cancel " KEY1, WAIT_MS);
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
  wait_fixture (&f, has_scheduled, "a \"Will continue\" notification for " KEY1);
  wait_displayed (1);

  tray_test_advance (f.t, (3600 + 61) * TRAY_TEST_SEC);
  g_assert_cmpuint (tray_test_count_sent (f.t, "prompt.submit"), ==, 1);
  g_assert_false (carry_on_notifier_has_scheduled (f.notifier, KEY1));
  wait_displayed (0);

  fixture_teardown (&f);
}

/* ---- private buses: a recording notification server ---------------------- */

static void
count_start_element (GMarkupParseContext  *context,
                     const char           *element_name,
                     const char          **attribute_names,
                     const char          **attribute_values,
                     gpointer              user_data,
                     GError              **error)
{
  (*(guint *) user_data)++;
}

/* The number of elements in @body read as markup, the way a server that
 * advertises body-markup reads it (it must parse: 0 elements means the
 * server shows the text as it was). */
static guint
count_elements (const char *body)
{
  static const GMarkupParser parser = { .start_element = count_start_element };
  g_autofree char *wrapped = g_strconcat ("<markup>", body, "</markup>", NULL);
  g_autoptr(GMarkupParseContext) context = NULL;
  g_autoptr(GError) error = NULL;
  guint n = 0;

  context = g_markup_parse_context_new (&parser, 0, &n, NULL);
  g_markup_parse_context_parse (context, wrapped, -1, &error);
  g_assert_no_error (error);
  g_markup_parse_context_end_parse (context, &error);
  g_assert_no_error (error);
  return n - 1;
}

static void
test_no_buttons_subprocess (void)
{
  static const char *const caps[] = { "body", NULL };
  g_autoptr(GTestDBus) bus = g_test_dbus_new (G_TEST_DBUS_NONE);
  CarryOnFakeNotifications *server;
  Fixture f = { 0 };
  g_autoptr(GVariant) call = NULL;
  g_autoptr(GVariant) actions = NULL;
  const char *summary, *body;

  g_test_dbus_up (bus);
  server = carry_on_fake_notifications_start (caps);

  f.t = tray_test_new ("io.carryon.CarryOn.TestNotifier", one_session);
  f.notifier = carry_on_notifier_new (f.t->app, f.t->supervisor, f.t->settings, f.t->clock);
  g_assert_false (carry_on_notifier_get_server_available (f.notifier));   /* not asked yet */

  tray_test_fail_turn (f.t, "s1", TRAY_TEST_FATAL);
  call = carry_on_fake_notifications_wait_notify (server, 1, WAIT_MS);
  g_assert_true (carry_on_notifier_get_server_available (f.notifier));
  g_assert_false (carry_on_notifier_get_server_actions (f.notifier));
  g_variant_get_child (call, 3, "&s", &summary);
  g_variant_get_child (call, 4, "&s", &body);
  actions = g_variant_get_child_value (call, 5);
  g_assert_cmpstr (summary, ==, "Carry On gave up on alpha");
  g_assert_nonnull (strstr (body, "Claude Code: "));
  /* No buttons: the text says what to do instead. */
  g_assert_nonnull (strstr (body, "Open Carry On to retry it."));
  g_assert_cmpuint (g_variant_n_children (actions), ==, 0);

  g_clear_object (&f.notifier);
  tray_test_free (f.t);
  carry_on_fake_notifications_stop (server);
  g_test_dbus_down (bus);
}
/* ---- host text is data (markup, length, line breaks) ---------------------- */

#define HOSTILE_HOST_NAME "<b>Evil</b> & <a href=\"file:///etc/passwd\">co</a>"
#define HOSTILE_TITLE \
  "<a href=\"file:///etc/passwd\">click</a><img src=\"file:///tmp/x.png\"/><b>bold</b>"

static char *
hostile_hello (void)
{
  g_autoptr(JsonBuilder) b = json_builder_new ();
  g_autoptr(JsonNode) root = NULL;

  json_builder_begin_object (b);
  json_builder_set_member_name (b, "type");
  json_builder_add_string_value (b, "hello");
  json_builder_set_member_name (b, "protocol");
  json_builder_add_string_value (b, "1.0");
  json_builder_set_member_name (b, "role");
  json_builder_add_string_value (b, "host");
  json_builder_set_member_name (b, "host");
  json_builder_begin_object (b);
  json_builder_set_member_name (b, "kind");
  json_builder_add_string_value (b, "claude-code");
  json_builder_set_member_name (b, "name");
  json_builder_add_string_value (b, HOSTILE_HOST_NAME);
  json_builder_set_member_name (b, "version");
  json_builder_add_string_value (b, "2.1.0");
  json_builder_set_member_name (b, "pid");
  json_builder_add_int_value (b, 4242);
  json_builder_end_object (b);
  json_builder_set_member_name (b, "capabilities");
  json_builder_begin_array (b);
  json_builder_add_string_value (b, "prompt.submit");
  json_builder_end_array (b);
  json_builder_end_object (b);
  root = json_builder_get_root (b);
  return json_to_string (root, FALSE);
}

/* Five sessions s1…s5 whose titles are markup, 10 kB long, with a line
 * break that would forge a line of the body. */
static char *
hostile_sessions (void)
{
  g_autoptr(JsonBuilder) b = json_builder_new ();
  g_autoptr(JsonNode) root = NULL;
  g_autofree char *filler = g_strnfill (10000, 'A');

  json_builder_begin_array (b);
  for (guint i = 1; i <= 5; i++)
    {
      g_autofree char *id = g_strdup_printf ("s%u", i);
      g_autofree char *title = g_strdup_printf ("%s%u\nOpen Carry On to retry it.%s", HOSTILE_TITLE, i, filler);

      json_builder_begin_object (b);
      json_builder_set_member_name (b, "id");
      json_builder_add_string_value (b, id);
      json_builder_set_member_name (b, "cwd");
      json_builder_add_string_value (b, "/home/me/alpha");
      json_builder_set_member_name (b, "title");
      json_builder_add_string_value (b, title);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
  root = json_builder_get_root (b);
  return json_to_string (root, FALSE);
}

static void
hostile_fixture_setup (Fixture *f)
{
  g_autofree char *hello = hostile_hello ();
  g_autofree char *sessions = hostile_sessions ();

  f->t = tray_test_new_full ("io.carryon.CarryOn.TestNotifier", hello, sessions);
  f->notifier = carry_on_notifier_new (f->t->app, f->t->supervisor, f->t->settings, f->t->clock);
}

/* A server that reads markup in the body: host text is escaped there, one
 * bounded line everywhere; the summary (plain text by the specification)
 * is bounded too; the burst summary likewise.  "Open" is offered once. */
static void
test_markup_escaped_subprocess (void)
{
  static const char *const caps[] = { "actions", "body", "body-markup", "body-hyperlinks",
                                      "body-images", NULL };
  g_autoptr(GTestDBus) bus = g_test_dbus_new (G_TEST_DBUS_NONE);
  CarryOnFakeNotifications *server;
  Fixture f = { 0 };
  g_autoptr(GVariant) call = NULL;
  g_autoptr(GVariant) burst = NULL;
  g_autofree const char **actions = NULL;
  const char *summary, *body;
  guint n_open = 0;

  g_test_dbus_up (bus);
  server = carry_on_fake_notifications_start (caps);
  hostile_fixture_setup (&f);

  tray_test_fail_turn (f.t, "s1", TRAY_TEST_FATAL);
  call = carry_on_fake_notifications_wait_notify (server, 1, WAIT_MS);
  g_assert_true (carry_on_notifier_get_server_actions (f.notifier));
  g_variant_get_child (call, 3, "&s", &summary);
  g_variant_get_child (call, 4, "&s", &body);
  g_variant_get_child (call, 5, "^a&s", &actions);
  g_test_message ("summary: %s", summary);
  g_test_message ("body: %s", body);

  /* The summary: plain text, the title cut to one short line. */
  g_assert_true (g_str_has_prefix (summary, "Carry On gave up on <a href=\"file:///etc/passwd\">click</a><img"));
  g_assert_true (g_str_has_suffix (summary, "…"));
  g_assert_cmpuint (g_utf8_strlen (summary, -1), <=, strlen ("Carry On gave up on ") + 60);
  g_assert_null (strchr (summary, '\n'));
  /* The body: the host's name escaped (and cut), no element at all, no
   * forged line. */
  g_assert_true (g_str_has_prefix (body, "&lt;b&gt;Evil&lt;/b&gt; &amp; &lt;a href="));
  g_assert_null (strchr (body, '<'));
  g_assert_cmpuint (count_elements (body), ==, 0);
  g_assert_null (strchr (body, '\n'));
  g_assert_cmpuint (strlen (body), <, 2000);
  /* "Open" once: the default action (clicking the notification). */
  for (guint i = 0; actions[i] != NULL && actions[i + 1] != NULL; i += 2)
    if (g_str_equal (actions[i + 1], "Open"))
      {
        g_assert_cmpstr (actions[i], ==, "default");
        n_open++;
      }
  g_assert_cmpuint (n_open, ==, 1);
  g_assert_true (g_strv_contains (actions, "retry-now"));

  /* Four more give-ups within the minute: the burst summary. */
  for (guint i = 2; i <= 5; i++)
    {
      g_autofree char *id = g_strdup_printf ("s%u", i);

      tray_test_fail_turn (f.t, id, TRAY_TEST_FATAL);
    }
  g_assert_true (carry_on_notifier_has_summary (f.notifier));
  burst = carry_on_fake_notifications_wait_notify (server,
                                                   carry_on_fake_notifications_get_n_notified (server),
                                                   WAIT_MS);
  g_variant_get_child (burst, 3, "&s", &summary);
  g_variant_get_child (burst, 4, "&s", &body);
  g_test_message ("burst body: %s", body);
  g_assert_cmpstr (summary, ==, "Carry On gave up on 5 sessions");
  g_assert_null (strchr (body, '<'));
  g_assert_cmpuint (count_elements (body), ==, 0);
  g_assert_nonnull (strstr (body, "&lt;a href="));
  /* One line per session (at most five), each bounded. */
  {
    g_auto(GStrv) lines = g_strsplit (body, "\n", -1);

    g_assert_cmpuint (g_strv_length (lines), ==, 5);
    for (guint i = 0; lines[i] != NULL; i++)
      {
        g_assert_true (g_str_has_prefix (lines[i], "&lt;a href="));
        g_assert_cmpuint (g_utf8_strlen (lines[i], -1), <, 600);
        g_assert_nonnull (strstr (lines[i], "… — "));
      }
  }

  g_clear_object (&f.notifier);
  tray_test_free (f.t);
  carry_on_fake_notifications_stop (server);
  g_test_dbus_down (bus);
}

/* A server that shows the body as plain text: nothing is escaped (it would
 * show as "&lt;"), still one bounded line.  These are the capabilities of
 * the notification portal inside Flatpak as libnotify 0.8 reports them. */
static void
test_markup_plain_subprocess (void)
{
  static const char *const caps[] = { "actions", "body", "body-images", "icon-static", NULL };
  g_autoptr(GTestDBus) bus = g_test_dbus_new (G_TEST_DBUS_NONE);
  CarryOnFakeNotifications *server;
  Fixture f = { 0 };
  g_autoptr(GVariant) call = NULL;
  const char *summary, *body;

  g_test_dbus_up (bus);
  server = carry_on_fake_notifications_start (caps);
  hostile_fixture_setup (&f);

  tray_test_fail_turn (f.t, "s1", TRAY_TEST_FATAL);
  call = carry_on_fake_notifications_wait_notify (server, 1, WAIT_MS);
  g_variant_get_child (call, 3, "&s", &summary);
  g_variant_get_child (call, 4, "&s", &body);
  g_assert_true (g_str_has_prefix (summary, "Carry On gave up on <a href=\"file:///etc/passwd\">click</a><img"));
  g_assert_true (g_str_has_suffix (summary, "…"));
  g_assert_true (g_str_has_prefix (body, "<b>Evil</b> & <a href="));
  g_assert_null (strstr (body, "&lt;"));
  g_assert_null (strchr (body, '\n'));

  g_clear_object (&f.notifier);
  tray_test_free (f.t);
  carry_on_fake_notifications_stop (server);
  g_test_dbus_down (bus);
}

/* ---- "Will continue … at HH:MM" is withdrawn ------------------------------ */

typedef enum {
  WITHDRAW_SENT,
  WITHDRAW_CANCELLED,
  WITHDRAW_HOST_LEFT,
} WithdrawCase;

static void
scheduled_withdrawn (WithdrawCase how)
{
  static const char *const caps[] = { "actions", "body", NULL };
  g_autoptr(GTestDBus) bus = g_test_dbus_new (G_TEST_DBUS_NONE);
  CarryOnFakeNotifications *server;
  Fixture f = { 0 };
  g_autoptr(GVariant) call = NULL;
  const char *summary;
  gint32 expires_ms;

  g_test_dbus_up (bus);
  server = carry_on_fake_notifications_start (caps);
  f.t = tray_test_new ("io.carryon.CarryOn.TestNotifier", one_session);
  f.notifier = carry_on_notifier_new (f.t->app, f.t->supervisor, f.t->settings, f.t->clock);

  tray_test_limit_turn (f.t, "s1", 3600);
  call = carry_on_fake_notifications_wait_notify (server, 1, WAIT_MS);
  g_variant_get_child (call, 3, "&s", &summary);
  g_variant_get_child (call, 7, "i", &expires_ms);
  g_assert_true (g_str_has_prefix (summary, "Will continue alpha at "));
  /* It expires by itself at the time it names. */
  g_assert_cmpint (expires_ms, ==, (carry_on_session_get_due (tray_test_session (f.t, "s1"))
                                    - carry_on_clock_get_wall (f.t->clock)) / 1000);
  g_assert_cmpint (expires_ms, >=, 3600 * 1000);
  g_assert_true (carry_on_notifier_has_scheduled (f.notifier, KEY1));

  switch (how)
    {
    case WITHDRAW_SENT:
      tray_test_advance (f.t, (3600 + 61) * TRAY_TEST_SEC);
      g_assert_cmpuint (tray_test_count_sent (f.t, "prompt.submit"), ==, 1);
      break;
    case WITHDRAW_CANCELLED:
      g_assert_true (carry_on_supervisor_cancel (f.t->supervisor, KEY1));
      tray_test_settle (f.t);
      break;
    case WITHDRAW_HOST_LEFT:
      /* The host's end of the socket closes (the agent quit). */
      g_socket_close (f.t->fake->peer, NULL);
      tray_test_settle (f.t);
      break;
    default:
      g_assert_not_reached ();
    }

  carry_on_fake_notifications_wait_closed (server, 1, WAIT_MS);
  g_assert_false (carry_on_notifier_has_scheduled (f.notifier, KEY1));
  if (how == WITHDRAW_HOST_LEFT)
    {
      /* The session is still known, its continue still waits for the host. */
      g_assert_nonnull (tray_test_session (f.t, "s1"));
      g_assert_cmpint (carry_on_session_get_due (tray_test_session (f.t, "s1")), >, 0);
    }
  /* Nothing new was shown meanwhile. */
  g_assert_cmpuint (carry_on_fake_notifications_get_n_notified (server), ==, 1);

  g_clear_object (&f.notifier);
  tray_test_free (f.t);
  carry_on_fake_notifications_stop (server);
  g_test_dbus_down (bus);
}

static void
test_withdraw_sent_subprocess (void)
{
  scheduled_withdrawn (WITHDRAW_SENT);
}

static void
test_withdraw_cancelled_subprocess (void)
{
  scheduled_withdrawn (WITHDRAW_CANCELLED);
}

static void
test_withdraw_host_left_subprocess (void)
{
  scheduled_withdrawn (WITHDRAW_HOST_LEFT);
}

/* Another supervisor holds control of the host: it notifies, we do not. */
static void
test_observer_silent_subprocess (void)
{
  static const char *const caps[] = { "actions", "body", NULL };
  g_autoptr(GTestDBus) bus = g_test_dbus_new (G_TEST_DBUS_NONE);
  CarryOnFakeNotifications *server;
  Fixture f = { 0 };
  const char *hello = CARRY_ON_FAKE_HOST_HELLO ("claude-code", "Claude Code", "2.1.0", 4242,
                                                "\"prompt.submit\"");

  g_test_dbus_up (bus);
  server = carry_on_fake_notifications_start (caps);
  f.t = tray_test_new ("io.carryon.CarryOn.TestNotifier", one_session);
  f.notifier = carry_on_notifier_new (f.t->app, f.t->supervisor, f.t->settings, f.t->clock);
  carry_on_fake_host_connect (f.t->fake, f.t->supervisor, hello,
                              "{\"type\":\"control\",\"state\":\"observer\","
                              "\"controller\":{\"name\":\"Carry On\",\"pid\":456}}",
                              one_session);
  g_assert_false (carry_on_host_is_controller (f.t->fake->host));

  tray_test_fail_turn (f.t, "s1", TRAY_TEST_FATAL);
  tray_test_limit_turn (f.t, "s1", 3600);
  wait_fixture (&f, probed, "the notification server's answer");
  g_assert_false (carry_on_notifier_has_give_up (f.notifier, KEY1));
  g_assert_false (carry_on_notifier_has_scheduled (f.notifier, KEY1));
  g_assert_cmpuint (carry_on_notifier_get_n_shown (f.notifier), ==, 0);
  g_assert_cmpuint (carry_on_fake_notifications_get_n_notified (server), ==, 0);

  g_clear_object (&f.notifier);
  tray_test_free (f.t);
  carry_on_fake_notifications_stop (server);
  g_test_dbus_down (bus);
}

/* Five sessions hit the same usage limit: three "Will continue" each, then
 * one summary in their place (a limit is often the account's, and all its
 * sessions wait for the same reset), which stays until the last of them
 * is no longer waiting. */
static void
test_scheduled_summary_subprocess (void)
{
  static const char *const caps[] = { "actions", "body", NULL };
  g_autoptr(GTestDBus) bus = g_test_dbus_new (G_TEST_DBUS_NONE);
  CarryOnFakeNotifications *server;
  Fixture f = { 0 };
  const char *ids[] = { "s1", "s2", "s3", "s4", "s5" };
  g_autoptr(GVariant) summary_call = NULL;
  g_autofree const char **actions = NULL;
  const char *title, *body;
  guint32 summary_id = 0;
  guint n_calls;

  g_test_dbus_up (bus);
  server = carry_on_fake_notifications_start (caps);
  f.t = tray_test_new ("io.carryon.CarryOn.TestNotifier", five_sessions);
  f.notifier = carry_on_notifier_new (f.t->app, f.t->supervisor, f.t->settings, f.t->clock);

  for (guint i = 0; i < 3; i++)
    {
      g_autoptr(GVariant) call = NULL;

      tray_test_limit_turn (f.t, ids[i], 3600);
      call = carry_on_fake_notifications_wait_notify (server, i + 1, WAIT_MS);
      g_variant_get_child (call, 3, "&s", &title);
      g_assert_true (g_str_has_prefix (title, "Will continue "));
    }
  g_assert_false (carry_on_notifier_has_scheduled_summary (f.notifier));

  /* The fourth: the three go, one summary comes. */
  tray_test_limit_turn (f.t, ids[3], 3600);
  g_assert_true (carry_on_notifier_has_scheduled_summary (f.notifier));
  for (guint id = 1; id <= 3; id++)
    carry_on_fake_notifications_wait_closed (server, id, WAIT_MS);
  summary_call = carry_on_fake_notifications_wait_notify (server, 4, WAIT_MS);
  g_variant_get_child (summary_call, 3, "&s", &title);
  g_variant_get_child (summary_call, 4, "&s", &body);
  g_variant_get_child (summary_call, 5, "^a&s", &actions);
  g_test_message ("summary: %s / %s", title, body);
  g_assert_cmpstr (title, ==, "Carry On will continue 4 sessions");
  g_assert_nonnull (strstr (body, "alpha at "));
  g_assert_nonnull (strstr (body, "delta at "));
  g_assert_true (g_strv_contains (actions, "default"));
  for (guint i = 0; i < 4; i++)
    {
      g_autofree char *key = g_strconcat ("claude-code:", ids[i], NULL);

      g_assert_false (carry_on_notifier_has_scheduled (f.notifier, key));
    }

  /* The fifth joins it: the same notification, replaced in place. */
  tray_test_limit_turn (f.t, ids[4], 3600);
  {
    g_autoptr(GVariant) call = carry_on_fake_notifications_wait_notify (server, 5, WAIT_MS);
    guint32 replaces;

    g_variant_get_child (call, 1, "u", &replaces);
    g_variant_get_child (call, 3, "&s", &title);
    g_assert_cmpstr (title, ==, "Carry On will continue 5 sessions");
    g_assert_cmpuint (replaces, ==, 4);
    summary_id = replaces;
  }

  /* Cancelled one by one: nothing new is shown, and the summary goes with
   * the last. */
  n_calls = carry_on_fake_notifications_get_n_notified (server);
  for (guint i = 0; i < 5; i++)
    {
      g_autofree char *key = g_strconcat ("claude-code:", ids[i], NULL);

      g_assert_true (carry_on_notifier_has_scheduled_summary (f.notifier));
      g_assert_true (carry_on_supervisor_cancel (f.t->supervisor, key));
      tray_test_settle (f.t);
    }
  g_assert_false (carry_on_notifier_has_scheduled_summary (f.notifier));
  carry_on_fake_notifications_wait_closed (server, summary_id, WAIT_MS);
  g_assert_cmpuint (carry_on_fake_notifications_get_n_notified (server), ==, n_calls);

  g_clear_object (&f.notifier);
  tray_test_free (f.t);
  carry_on_fake_notifications_stop (server);
  g_test_dbus_down (bus);
}

/* A notification server that does not answer (busy, stuck) never holds up
 * the main loop: the decision returns, the loop runs on, and the
 * notification appears when the answer comes.  A close asked for meanwhile
 * waits for the server's id, then takes it off the screen: nothing is left
 * behind, nothing shown twice. */
static gboolean
idle_ran_cb (gpointer data)
{
  (*(guint *) data)++;
  return G_SOURCE_REMOVE;
}

static gboolean
idle_ran (gpointer data)
{
  return *(guint *) data > 0;
}

static gboolean
give_up_id_known (gpointer data)
{
  return carry_on_fake_notifications_get_n_held (data) == 0;
}

static void
test_slow_server_subprocess (void)
{
  static const char *const caps[] = { "actions", "body", NULL };
  g_autoptr(GTestDBus) bus = g_test_dbus_new (G_TEST_DBUS_NONE);
  CarryOnFakeNotifications *server;
  Fixture f = { 0 };
  guint idles = 0;

  g_test_dbus_up (bus);
  server = carry_on_fake_notifications_start (caps);
  f.t = tray_test_new ("io.carryon.CarryOn.TestNotifier", five_sessions);
  f.notifier = carry_on_notifier_new (f.t->app, f.t->supervisor, f.t->settings, f.t->clock);

  carry_on_fake_notifications_hold (server, TRUE);
  tray_test_fail_turn (f.t, "s1", TRAY_TEST_FATAL);
  g_autoptr(GVariant) call = carry_on_fake_notifications_wait_notify (server, 1, WAIT_MS);
  wait_fixture (&f, has_give_up, "a give-up notification for " KEY1);
  /* The Notify call is out and unanswered, and the main loop still runs. */
  g_assert_cmpuint (carry_on_fake_notifications_get_n_held (server), ==, 1);
  g_idle_add (idle_ran_cb, &idles);
  g_assert_true (tray_test_wait (idle_ran, &idles, WAIT_MS));
  g_assert_cmpuint (carry_on_fake_notifications_get_n_held (server), ==, 1);

  /* More decisions while the server is stuck: each sends, none waits. */
  tray_test_fail_turn (f.t, "s2", TRAY_TEST_FATAL);
  tray_test_fail_turn (f.t, "s3", TRAY_TEST_FATAL);
  g_assert_cmpuint (carry_on_notifier_get_n_shown (f.notifier), ==, 3);

  /* s1 is retried before the server has answered: the give-up is old
   * news, and its close waits for the id. */
  g_assert_true (carry_on_supervisor_retry_now (f.t->supervisor, KEY1));
  tray_test_settle (f.t);
  g_assert_false (carry_on_notifier_has_give_up (f.notifier, KEY1));
  carry_on_fake_notifications_hold (server, FALSE);
  g_assert_true (tray_test_wait (give_up_id_known, server, WAIT_MS));
  /* s1's notification was id 1: closed once its id came. */
  carry_on_fake_notifications_wait_closed (server, 1, WAIT_MS);
  g_assert_cmpuint (carry_on_fake_notifications_get_n_notified (server), ==, 3);
  g_assert_true (carry_on_notifier_has_give_up (f.notifier, "claude-code:s2"));

  g_clear_object (&f.notifier);
  tray_test_free (f.t);
  carry_on_fake_notifications_stop (server);
  g_test_dbus_down (bus);
}

static void
run_subprocess (gconstpointer path)
{
  g_test_trap_subprocess (path, 120 * G_USEC_PER_SEC, 0);
  g_test_trap_assert_passed ();
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
  wait_fixture (&f, probed, "the notification server's answer");
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

static const struct {
  const char *path;
  GTestFunc   func;
} private_bus_tests[] = {
  { "/tray/notifier/markup-escaped", test_markup_escaped_subprocess },
  { "/tray/notifier/markup-plain", test_markup_plain_subprocess },
  { "/tray/notifier/withdraw-when-sent", test_withdraw_sent_subprocess },
  { "/tray/notifier/withdraw-when-cancelled", test_withdraw_cancelled_subprocess },
  { "/tray/notifier/withdraw-when-host-left", test_withdraw_host_left_subprocess },
  { "/tray/notifier/observer-silent", test_observer_silent_subprocess },
  { "/tray/notifier/slow-server", test_slow_server_subprocess },
  { "/tray/notifier/scheduled-summary", test_scheduled_summary_subprocess },
};

int
main (int   argc,
      char *argv[])
{
  g_autofree char *dunstctl_path = NULL;

  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);
  dunstctl_path = g_find_program_in_path ("dunstctl");

  g_test_add_func ("/tray/notifier/no-server/subprocess", test_no_server_subprocess);
  g_test_add_func ("/tray/notifier/no-buttons/subprocess", test_no_buttons_subprocess);

  /* Private buses with a recording server: no dunst needed. */
  for (guint i = 0; i < G_N_ELEMENTS (private_bus_tests); i++)
    {
      g_autofree char *sub = g_strconcat (private_bus_tests[i].path, "/subprocess", NULL);

      g_test_add_func (sub, private_bus_tests[i].func);
      if (!g_test_subprocess ())
        g_test_add_data_func (private_bus_tests[i].path, g_steal_pointer (&sub), run_subprocess);
    }

  g_test_add_func ("/tray/notifier/no-server", test_no_server);
  g_test_add_func ("/tray/notifier/no-buttons", test_no_buttons);

  /* The rest needs dunst (run under tests/desktop-session.sh). */
  if (!g_test_subprocess ()
      && (!tray_test_name_has_owner ("org.freedesktop.Notifications")
          || g_getenv ("CARRY_ON_DUNST_PICK_FILE") == NULL
          || dunstctl_path == NULL))
    {
      g_test_message ("No dunst on the session bus: only the private-bus tests run");
      return g_test_run ();
    }

  g_test_add_func ("/tray/notifier/give-up-retry-now", test_give_up_retry_now);
  g_test_add_func ("/tray/notifier/give-up-open", test_give_up_open);
  g_test_add_func ("/tray/notifier/give-up-in-place", test_give_up_in_place);
  g_test_add_func ("/tray/notifier/give-up-setting-off", test_give_up_setting_off);
  g_test_add_func ("/tray/notifier/summary", test_summary);
  g_test_add_func ("/tray/notifier/scheduled-cancel", test_scheduled_cancel);
  g_test_add_func ("/tray/notifier/scheduled-closed-when-sent", test_scheduled_closed_when_sent);

  return g_test_run ();
}
