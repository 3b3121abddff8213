/* test-window.c
 *
 * SPDX-FileCopyrightText: 2026 The Carry On authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * UI tests (suite `ui`): the real CarryOnApplication, its window and
 * settings dialog, driven like a person would (switches, spin buttons,
 * buttons), against a real carry-on-sim-host process and a fake clock, so no
 * test sleeps for a backoff.  Needs a display and a session bus: run it
 * under tests/desktop-session.sh (or xvfb-run -a dbus-run-session --).
 */
#include "config.h"

#include <glib/gstdio.h>
#include <json-glib/json-glib.h>
#include <signal.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "carry-on-agents-group.h"
#include "carry-on-application-private.h"
#include "carry-on-frame-trace.h"
#include "carry-on-protocol.h"
#include "carry-on-host-group.h"
#include "carry-on-preferences-window.h"
#include "carry-on-session-row.h"
#include "carry-on-string-list-group.h"
#include "carry-on-test-utils.h"
#include "carry-on-time-text.h"
#include "carry-on-fake-host.h"
#include "carry-on-ui-utils.h"
#include "carry-on-window.h"

#define WAIT_MS 15000

/* The system's shared-mime-info dirs, taken before the XDG dirs are
 * isolated: GdkPixbuf needs them to load any SVG icon. */
static char **mime_dirs;

typedef struct _Fixture Fixture;
typedef void (*TestBody) (Fixture *f);

struct _Fixture
{
  CarryOnApplication *app;
  CarryOnClock       *clock;
  char               *hosts_dir;
  char               *record;
  GPid                sim_pid;
  TestBody            body;
};

/* Main loop helpers ---------------------------------------------------------- */

static gboolean
wake_cb (gpointer user_data)
{
  return G_SOURCE_CONTINUE;
}

/* Iterates the main loop until @cond holds; FALSE after @timeout_ms. */
static gboolean
wait_until (gboolean (*cond) (gpointer),
            gpointer   data,
            guint      timeout_ms)
{
  gint64 end = g_get_monotonic_time () + (gint64) timeout_ms * 1000;
  guint wake = g_timeout_add (10, wake_cb, NULL);
  gboolean ok;

  while (!(ok = cond (data)) && g_get_monotonic_time () < end)
    g_main_context_iteration (NULL, TRUE);

  g_source_remove (wake);
  return ok;
}

static gboolean
never (gpointer data)
{
  return FALSE;
}

/* Lets pending I/O and idles run for @ms (no backoff is ever waited out:
 * the supervisor runs on the fake clock). */
static void
settle (guint ms)
{
  wait_until (never, NULL, ms);
}

#define WAIT_FOR(expr) \
  G_STMT_START { \
    gint64 _end = g_get_monotonic_time () + (gint64) WAIT_MS * 1000; \
    guint _wake = g_timeout_add (10, wake_cb, NULL); \
    while (!(expr) && g_get_monotonic_time () < _end) \
      g_main_context_iteration (NULL, TRUE); \
    g_source_remove (_wake); \
    if (!(expr)) \
      g_error ("timed out waiting for: %s", #expr); \
  } G_STMT_END

/* The app ------------------------------------------------------------------- */

static void
fixture_init (Fixture *f)
{
  memset (f, 0, sizeof *f);
  g_content_type_set_mime_dirs ((const char * const *) mime_dirs);
  f->clock = carry_on_clock_new_fake (g_get_real_time ());
  f->hosts_dir = g_build_filename (g_get_user_runtime_dir (), "carry-on-test-hosts", NULL);
  g_assert_no_errno (g_mkdir_with_parents (f->hosts_dir, 0700));
  g_setenv ("CARRY_ON_HOSTS_DIR", f->hosts_dir, TRUE);
}

static void
sim_host_exited_cb (GPid     pid,
                    gint     wait_status,
                    gpointer user_data)
{
  gboolean *exited = user_data;

  *exited = TRUE;
  g_spawn_close_pid (pid);
}

static gboolean
flag_is_set (gpointer data)
{
  return *(gboolean *) data;
}

/* Stops the simulated host: SIGTERM, then waits for its exit (a child
 * watch) for at most WAIT_MS.  A host that outlives that is killed and the
 * test fails saying so, rather than hanging in waitpid() until meson's
 * timeout with nothing logged. */
static void
stop_sim_host (Fixture *f)
{
  gboolean exited = FALSE;
  GPid pid = f->sim_pid;

  if (pid <= 0)
    return;
  f->sim_pid = 0;
  g_child_watch_add (pid, sim_host_exited_cb, &exited);
  kill (pid, SIGTERM);
  if (!wait_until (flag_is_set, &exited, WAIT_MS))
    {
      kill (pid, SIGKILL);
      g_error ("the simulated host (pid %d) was still running %d ms after SIGTERM", (int) pid, WAIT_MS);
    }
}

static void
fixture_clear (Fixture *f)
{
  stop_sim_host (f);
  g_clear_object (&f->clock);
  g_clear_pointer (&f->hosts_dir, g_free);
  g_clear_pointer (&f->record, g_free);
  g_unsetenv ("CARRY_ON_HOSTS_DIR");
}

static GSettings *
test_settings (void)
{
  return g_settings_new ("io.carryon.CarryOn");
}

static void
reset_settings (void)
{
  g_autoptr(GSettings) settings = test_settings ();
  g_autoptr(GSettingsSchema) schema = NULL;
  g_auto(GStrv) keys = NULL;

  g_object_get (settings, "settings-schema", &schema, NULL);
  keys = g_settings_schema_list_keys (schema);
  for (guint i = 0; keys[i] != NULL; i++)
    g_settings_reset (settings, keys[i]);

  /* Exact countdowns: no jitter. */
  g_settings_set_boolean (settings, "jitter", FALSE);
}

static void
destroy_windows (GtkApplication *app)
{
  GList *windows;

  while ((windows = gtk_application_get_windows (app)) != NULL)
    gtk_window_destroy (GTK_WINDOW (windows->data));
}

static void
activate_after_cb (GApplication *app,
                   Fixture      *f)
{
  f->body (f);
  destroy_windows (GTK_APPLICATION (app));
  g_application_quit (app);
}

/* Runs the whole application (startup, command line, activate, shutdown)
 * with @body called once the window is up. */
static void
run_app (Fixture  *f,
         TestBody  body)
{
  char *argv[] = { (char *) "carry-on", NULL };
  int status;

  f->body = body;
  f->app = carry_on_application_new (G_APPLICATION_NON_UNIQUE, f->clock);
  g_signal_connect_after (f->app, "activate", G_CALLBACK (activate_after_cb), f);
  status = g_application_run (G_APPLICATION (f->app), 1, argv);
  g_assert_cmpint (status, ==, 0);
  g_object_add_weak_pointer (G_OBJECT (f->app), (gpointer *) &f->app);
  g_object_unref (f->app);
  /* Nothing (window, row, timer, tray) may keep the app alive. */
  g_assert_null (f->app);
}

static CarryOnWindow *
main_window (Fixture *f)
{
  GtkWindow *window = carry_on_application_get_main_window (f->app);

  g_assert_true (CARRY_ON_IS_WINDOW (window));
  return CARRY_ON_WINDOW (window);
}

/* The simulated host ---------------------------------------------------------- */

static char *
sim_host_path (void)
{
  const char *build = g_getenv ("CARRY_ON_BUILD_DIR");

  if (g_getenv ("CARRY_ON_SIM_HOST") != NULL)
    return g_strdup (g_getenv ("CARRY_ON_SIM_HOST"));
  g_assert_nonnull (build);
  return g_build_filename (build, "src", "sim-host", "carry-on-sim-host", NULL);
}

static void
start_sim_host (Fixture    *f,
                const char *scenario_name)
{
  g_autofree char *program = sim_host_path ();
  g_autofree char *scenario = NULL;
  g_autofree char *socket_path = g_build_filename (f->hosts_dir, "sim.sock", NULL);
  g_autoptr(GError) error = NULL;
  const char *argv[10];
  guint n = 0;

  g_assert_true (g_file_test (program, G_FILE_TEST_IS_EXECUTABLE));
  scenario = g_build_filename (g_getenv ("CARRY_ON_SOURCE_DIR"), "tests", "scenarios",
                               scenario_name, NULL);
  f->record = g_build_filename (g_get_user_runtime_dir (), "sim-record.jsonl", NULL);

  argv[n++] = program;
  argv[n++] = "--socket";
  argv[n++] = socket_path;
  argv[n++] = "--scenario";
  argv[n++] = scenario;
  argv[n++] = "--record";
  argv[n++] = f->record;
  argv[n] = NULL;

  /* Its stdout goes to our stderr: stdout is the TAP stream.  It dies with
   * us, so a failed assertion ends the test at once. */
  g_spawn_async_with_pipes_and_fds (NULL, (const char * const *) argv, NULL,
                                    G_SPAWN_DO_NOT_REAP_CHILD, carry_on_test_die_with_parent, NULL,
                                    -1, STDERR_FILENO, -1, NULL, NULL, 0,
                                    &f->sim_pid, NULL, NULL, NULL, &error);
  g_assert_no_error (error);

  /* The monitor also picks up a late socket; waiting keeps the test simple. */
  WAIT_FOR (g_file_test (socket_path, G_FILE_TEST_EXISTS));
}

/* Prompts Carry On sent to the host for @session_id (from --record). */
static guint
count_prompts (Fixture    *f,
               const char *session_id)
{
  g_autofree char *contents = NULL;
  g_auto(GStrv) lines = NULL;
  guint n = 0;

  if (!g_file_get_contents (f->record, &contents, NULL, NULL))
    return 0;

  lines = g_strsplit (contents, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    {
      g_autoptr(JsonParser) parser = json_parser_new ();
      JsonObject *line;
      JsonObject *msg;

      if (*lines[i] == '\0' || !json_parser_load_from_data (parser, lines[i], -1, NULL))
        continue;
      line = json_node_get_object (json_parser_get_root (parser));
      if (line == NULL || !json_object_has_member (line, "msg"))
        continue;
      msg = json_object_get_object_member (line, "msg");
      if (g_strcmp0 (json_object_get_string_member_with_default (msg, "type", ""), "prompt.submit") == 0 &&
          g_strcmp0 (json_object_get_string_member_with_default (msg, "session_id", ""), session_id) == 0)
        n++;
    }

  return n;
}

static CarryOnSession *
session (Fixture    *f,
         const char *key)
{
  return carry_on_supervisor_lookup_session (carry_on_application_get_supervisor (f->app), key);
}

static CarryOnSessionState
session_state (Fixture    *f,
               const char *key)
{
  CarryOnSession *s = session (f, key);

  return s != NULL ? carry_on_session_get_state (s) : (CarryOnSessionState) -1;
}

static CarryOnSessionRow *
row (Fixture    *f,
     const char *key)
{
  return carry_on_window_find_row (main_window (f), key);
}

static gboolean
row_pending (Fixture    *f,
             const char *key)
{
  CarryOnSessionRow *r = row (f, key);

  return r != NULL && carry_on_session_row_get_pending (r);
}

/* Tests ---------------------------------------------------------------------- */

static void
test_countdown_format (void)
{
  const gint64 s = G_USEC_PER_SEC;
  /* 2026-11-29 17:49:00 UTC */
  const gint64 now = G_GINT64_CONSTANT (1795974540) * s;
  char *text;

  text = carry_on_format_countdown (0, FALSE, FALSE, now);
  g_assert_null (text);

  text = carry_on_format_countdown (now + 42 * s, FALSE, FALSE, now);
  g_assert_cmpstr (text, ==, "Continuing in 0:42");
  g_free (text);

  /* Whole seconds of the due time minus whole seconds of now: the text
   * changes on the wall clock's second boundaries only (one timer serves
   * every row), and a 5 s wait reads 0:05 from any fraction of a second. */
  text = carry_on_format_countdown (now + 5 * s + 700000, FALSE, FALSE, now + 700000);
  g_assert_cmpstr (text, ==, "Continuing in 0:05");
  g_free (text);
  text = carry_on_format_countdown (now + 5 * s + 700000, FALSE, FALSE, now + 999999);
  g_assert_cmpstr (text, ==, "Continuing in 0:05");
  g_free (text);
  g_assert_cmpint (carry_on_countdown_next_change (now + 42 * s, now + 300000), ==, now + s);

  /* An hour or more: minutes, rounded down, changing on the minute. */
  text = carry_on_format_countdown (now + 3725 * s, FALSE, FALSE, now);
  g_assert_cmpstr (text, ==, "Continuing in 1 h 2 min");
  g_free (text);
  g_assert_cmpint (carry_on_countdown_next_change (now + 3725 * s, now + 5 * s), ==, now + 60 * s);
  g_assert_cmpint (carry_on_countdown_next_change (now + 3630 * s, now + 5 * s), ==, now + 6 * s);
  /* How often the text changes: once a minute for a wait of an hour or more, also a moment before the minute
   * boundary, when the next change is under a second away (the window's tick period read that distance once and
   * said 1 s), and every second under it. */
  g_assert_cmpint (carry_on_countdown_next_change (now + 7200 * s, now + 59 * s + 700000), ==, now + 60 * s);
  g_assert_cmpuint (carry_on_countdown_period_s (now + 7200 * s, now + 59 * s + 700000), ==, 60);
  g_assert_cmpuint (carry_on_countdown_period_s (now + 3725 * s, now + 5 * s), ==, 60);
  g_assert_cmpuint (carry_on_countdown_period_s (now + 3630 * s, now + 5 * s), ==, 1);
  g_assert_cmpuint (carry_on_countdown_period_s (now + 42 * s, now), ==, 1);

  /* A usage-limit reset: the absolute time first, then the relative one
   * rounded down (1 min 14 s left is "1 min", not "2 min"). */
  text = carry_on_format_countdown (now + (72 * 60) * s, TRUE, FALSE, now);
  g_assert_cmpstr (text, ==, "Resuming at 19:01 (in 1 h 12 min) after the usage limit");
  g_free (text);
  text = carry_on_format_countdown (now + 74 * s, TRUE, FALSE, now);
  g_assert_cmpstr (text, ==, "Resuming at 17:50 (in 1 min) after the usage limit");
  g_free (text);

  text = carry_on_format_countdown (now + 30 * s, TRUE, FALSE, now);
  g_assert_cmpstr (text, ==, "Resuming at 17:49 (in 30 s) after the usage limit");
  g_free (text);

  /* Another day always gets its date (2026-11-30 is a Monday). */
  text = carry_on_format_countdown (now + (7 * 3600) * s, TRUE, FALSE, now);
  g_assert_cmpstr (text, ==, "Resuming at Mon 30 Nov 00:49 (in 7 h) after the usage limit");
  g_free (text);

  /* The status line counts the pending continue, as the host does. */
  text = carry_on_format_status ("Continuing in 0:42", 2, 99);
  g_assert_cmpstr (text, ==, "Continuing in 0:42 (2 of 99 in a row)");
  g_free (text);
  g_assert_null (carry_on_format_status (NULL, 1, 99));

  /* Due but a turn runs: the continue waits for it. */
  text = carry_on_format_countdown (now - s, FALSE, TRUE, now);
  g_assert_cmpstr (text, ==, "Continuing when the running turn ends");
  g_free (text);

  text = carry_on_format_countdown (now - s, FALSE, FALSE, now);
  g_assert_cmpstr (text, ==, "Continuing now");
  g_free (text);
}

static void
empty_body (Fixture *f)
{
  CarryOnWindow *window = main_window (f);
  GAction *demo;

  g_assert_cmpstr (carry_on_window_get_page (window), ==, "empty");
  g_assert_false (carry_on_window_get_ticking (window));

  /* The empty state's "Run the Demo" button needs its action. */
  demo = g_action_map_lookup_action (G_ACTION_MAP (f->app), "demo");
  g_assert_nonnull (demo);
  g_assert_true (g_action_get_enabled (demo));

  /* Every action the tray and notifications use is in the app's table. */
  for (const char * const *name = (const char * const[]) {
         "enabled", "session-enabled", "set-limit", "cancel", "retry-now",
         "show-window", "show-session", "preferences", "about", "quit", NULL };
       *name != NULL; name++)
    g_assert_true (g_action_group_has_action (G_ACTION_GROUP (f->app), *name));

  /* Closing the window: it only hides while a tray shows the
   * icon or the person chose to keep running in the background ... */
  {
    g_autoptr(GSettings) settings = test_settings ();

    carry_on_application_set_tray_available (f->app, FALSE);
    g_settings_set_boolean (settings, "run-in-background", TRUE);
    gtk_window_close (GTK_WINDOW (window));
    g_assert_true (carry_on_application_get_main_window (f->app) == GTK_WINDOW (window));
    g_assert_false (gtk_widget_get_visible (GTK_WIDGET (window)));
    g_action_group_activate_action (G_ACTION_GROUP (f->app), "show-window", NULL);
    g_assert_true (gtk_widget_get_visible (GTK_WIDGET (window)));

    carry_on_application_set_tray_available (f->app, TRUE);
    g_settings_set_boolean (settings, "run-in-background", FALSE);
    g_assert_true (carry_on_application_get_keep_running (f->app));

    /* ... and otherwise quits rather than leave an invisible process. */
    carry_on_application_set_tray_available (f->app, FALSE);
    g_assert_false (carry_on_application_get_keep_running (f->app));
    gtk_window_close (GTK_WINDOW (window));
    g_assert_null (carry_on_application_get_main_window (f->app));
  }
}

static void
test_window_empty (void)
{
  Fixture f;

  fixture_init (&f);
  reset_settings ();
  run_app (&f, empty_body);
  fixture_clear (&f);
}

static void
sim_body (Fixture *f)
{
  CarryOnWindow *window = main_window (f);
  CarryOnSessionRow *r1, *r2, *r3;
  GtkWidget *countdown;
  GtkSpinButton *spin;

  /* Rows appear, one per session of the host. */
  WAIT_FOR (row (f, "simulated:s1") && row (f, "simulated:s2") && row (f, "simulated:s3"));
  g_assert_cmpstr (carry_on_window_get_page (window), ==, "list");
  r1 = row (f, "simulated:s1");
  r2 = row (f, "simulated:s2");
  r3 = row (f, "simulated:s3");
  g_assert_cmpstr (carry_on_session_get_title (carry_on_session_row_get_session (r2)), ==, "Limit session");

  /* Each 529 schedules a continue: the countdowns show (5 s, the first
   * step of the steady ladder; the fake clock does not move). */
  WAIT_FOR (row_pending (f, "simulated:s1") && row_pending (f, "simulated:s2") &&
            row_pending (f, "simulated:s3"));
  countdown = carry_on_session_row_get_control (r3, "status");
  g_assert_cmpstr (gtk_inscription_get_text (GTK_INSCRIPTION (countdown)), ==,
                   "Continuing in 0:05 (1 of 99 in a row)");
  g_assert_true (gtk_widget_get_visible (carry_on_session_row_get_control (r3, "countdown-icon")));
  g_assert_true (gtk_widget_get_visible (carry_on_session_row_get_control (r3, "cancel")));
  /* The project directory and the host process are on the row's second
   * line (not in a header line per process above the list). */
  {
    g_autofree char *expected = g_strdup_printf ("/home/demo/cancel · process %d · ", (int) f->sim_pid);

    g_assert_true (g_str_has_prefix (gtk_label_get_label (GTK_LABEL (carry_on_session_row_get_control (r3, "detail"))),
                                     expected));
  }

  /* The shared timer runs only while something is pending and the
   * window is visible. */
  WAIT_FOR (carry_on_window_get_ticking (window));
  gtk_widget_set_visible (GTK_WIDGET (window), FALSE);
  g_assert_false (carry_on_window_get_ticking (window));
  gtk_window_present (GTK_WINDOW (window));
  WAIT_FOR (carry_on_window_get_ticking (window));

  /* Toggling s1's pill off cancels its continue. */
  gtk_switch_set_active (GTK_SWITCH (carry_on_session_row_get_control (r1, "switch")), FALSE);
  g_assert_false (carry_on_session_get_enabled (session (f, "simulated:s1")));
  WAIT_FOR (session_state (f, "simulated:s1") == CARRY_ON_SESSION_STATE_OFF);
  g_assert_false (carry_on_session_row_get_pending (r1));

  /* s2's limit, "at most N in a row" in the row's menu, sets the limit
   * the core enforces, and the status line follows. */
  /* A row's menu is made when it first opens (most rows never are), by
   * the menu button itself. */
  {
    GtkMenuButton *menu = GTK_MENU_BUTTON (carry_on_session_row_get_control (r2, "menu"));

    g_assert_null (gtk_menu_button_get_popover (menu));
    gtk_menu_button_popup (menu);
    WAIT_FOR (gtk_menu_button_get_popover (menu) != NULL &&
              gtk_widget_get_mapped (GTK_WIDGET (gtk_menu_button_get_popover (menu))));
  }
  spin = GTK_SPIN_BUTTON (carry_on_session_row_get_control (r2, "limit"));
  g_assert_true (gtk_widget_is_visible (GTK_WIDGET (spin)));
  gtk_spin_button_set_value (spin, 1);
  g_assert_cmpuint (carry_on_session_get_limit (session (f, "simulated:s2")), ==, 1);
  g_assert_cmpstr (gtk_label_get_label (GTK_LABEL (carry_on_session_row_get_control (r2, "count"))),
                   ==, "0 sent in a row now, 0 in all");
  g_assert_cmpstr (gtk_inscription_get_text (GTK_INSCRIPTION (carry_on_session_row_get_control (r2, "status"))),
                   ==, "Continuing in 0:05 (1 of 1 in a row)");
  gtk_menu_button_popdown (GTK_MENU_BUTTON (carry_on_session_row_get_control (r2, "menu")));

  /* Cancel on s3 removes its countdown. */
  gtk_widget_activate (carry_on_session_row_get_control (r3, "cancel"));
  WAIT_FOR (!row_pending (f, "simulated:s3"));
  g_assert_false (gtk_widget_get_visible (carry_on_session_row_get_control (r3, "countdown-icon")));
  g_assert_false (gtk_widget_get_visible (carry_on_session_row_get_control (r3, "cancel")));

  /* Time passes (fake clock): only s2 is continued; its next turn fails
   * again and, at 1 of 1, Carry On gives up. */
  carry_on_clock_advance (f->clock, 6 * G_USEC_PER_SEC);
  WAIT_FOR (count_prompts (f, "s2") == 1);
  WAIT_FOR (session_state (f, "simulated:s2") == CARRY_ON_SESSION_STATE_GAVE_UP);
  g_assert_cmpstr (gtk_label_get_label (GTK_LABEL (carry_on_session_row_get_control (r2, "count"))),
                   ==, "1 sent in a row now, 1 in all");
  g_assert_true (gtk_widget_get_visible (carry_on_session_row_get_control (r2, "retry")));

  /* Much later: still nothing for s1 (off), s3 (cancelled), nor a second
   * one for s2 (gave up). */
  carry_on_clock_advance (f->clock, 900 * G_USEC_PER_SEC);
  settle (300);
  g_assert_cmpuint (count_prompts (f, "s1"), ==, 0);
  g_assert_cmpuint (count_prompts (f, "s2"), ==, 1);
  g_assert_cmpuint (count_prompts (f, "s3"), ==, 0);

  /* Nothing pending: nothing ticks. */
  WAIT_FOR (!carry_on_window_get_ticking (window));

  /* The history popover lists the session's events, newest first, with
   * their time stamps, selectable. */
  {
    GtkWidget *history = carry_on_session_row_get_control (r2, "history");
    GListModel *events = carry_on_session_get_history (session (f, "simulated:s2"));
    GtkPopover *popover = GTK_POPOVER (carry_on_session_row_get_control (r2, "history-popover"));
    GtkWidget *list = gtk_widget_get_last_child (gtk_popover_get_child (popover));
    GtkWidget *first = NULL;
    guint n_rows = 0;

    g_assert_cmpuint (g_list_model_get_n_items (events), >, 0);
    gtk_widget_activate (history);
    WAIT_FOR (gtk_widget_get_mapped (GTK_WIDGET (popover)));
    list = gtk_scrolled_window_get_child (GTK_SCROLLED_WINDOW (list));
    if (GTK_IS_VIEWPORT (list))
      list = gtk_viewport_get_child (GTK_VIEWPORT (list));
    g_assert_true (GTK_IS_LIST_BOX (list));
    for (GtkWidget *child = gtk_widget_get_first_child (list); child != NULL;
         child = gtk_widget_get_next_sibling (child))
      if (GTK_IS_LIST_BOX_ROW (child))
        {
          n_rows++;
          if (first == NULL)
            first = child;
        }
    g_assert_cmpuint (n_rows, ==, g_list_model_get_n_items (events));
    {
      /* The row's box: the time, then the text, both selectable. */
      GtkWidget *box = gtk_list_box_row_get_child (GTK_LIST_BOX_ROW (first));
      GtkWidget *time_label = gtk_widget_get_first_child (box);
      GtkWidget *text_label = gtk_widget_get_next_sibling (time_label);

      /* The clock of the time: alone for an event of today, after the
       * day ("Fri 4 Dec 23:58:27") for one of another day, which it is
       * when the test starts late in the evening and the fake clock has
       * been advanced past midnight. */
      g_assert_true (g_regex_match_simple ("^([^ ]+ [0-9]+ [^ ]+ )?[0-9][0-9]:[0-9][0-9]:[0-9][0-9]$",
                                           gtk_label_get_label (GTK_LABEL (time_label)), 0, 0));
      g_assert_true (gtk_label_get_selectable (GTK_LABEL (text_label)));
      /* Wide enough to read: not one word per line. */
      WAIT_FOR (gtk_widget_get_width (text_label) >= 200);
    }
    gtk_popover_popdown (popover);
  }

  /* The search filters rows; show-session clears it and flashes the row. */
  carry_on_window_set_search (window, "cancel");
  g_assert_null (row (f, "simulated:s1"));
  g_assert_nonnull (row (f, "simulated:s3"));
  carry_on_window_set_search (window, "no such session");
  g_assert_cmpstr (carry_on_window_get_page (window), ==, "no-results");
  g_action_group_activate_action (G_ACTION_GROUP (f->app), "show-session",
                                  g_variant_new_string ("simulated:s1"));
  g_assert_cmpstr (carry_on_window_get_page (window), ==, "list");
  g_assert_nonnull (row (f, "simulated:s1"));
  g_assert_true (gtk_widget_has_css_class (GTK_WIDGET (row (f, "simulated:s1")), "flash"));
}

static void
test_window_sim_host (void)
{
  Fixture f;

  fixture_init (&f);
  reset_settings ();
  start_sim_host (&f, "ui-window.json");
  run_app (&f, sim_body);
  fixture_clear (&f);
}

/* A row's tooltips are kept on the widget (the tests run with GTK_A11Y=none,
 * so the accessible description is not checked here). */
static void
test_tip (void)
{
  GtkWidget *window = gtk_window_new ();
  GtkWidget *label = gtk_label_new ("x");
  gtk_window_set_child (GTK_WINDOW (window), label);
  g_assert_null (carry_on_widget_get_tip (label));
  carry_on_widget_set_tip (label, "Resuming at 19:01");
  g_assert_cmpstr (carry_on_widget_get_tip (label), ==, "Resuming at 19:01");
  g_assert_true (gtk_widget_get_has_tooltip (label));
  /* Not through GTK's own tooltip text, which asks the X server where the
   * pointer is on each change. */
  g_assert_null (gtk_widget_get_tooltip_text (label));
  /* An empty text is none. */
  carry_on_widget_set_tip (label, "");
  g_assert_null (carry_on_widget_get_tip (label));
  gtk_window_destroy (GTK_WINDOW (window));
}

/* The frame trace (CARRY_ON_FRAME_TRACE): off, a window's frame clock gets
 * nothing; on, each frame appends a line whose phases add up to its
 * total. */
static void
test_frame_trace (void)
{
  g_autofree char *dir = g_dir_make_tmp ("carry-on-frame-trace-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "frames.jsonl", NULL);
  GtkWidget *window = gtk_window_new ();
  GtkWidget *label = gtk_label_new ("x");
  GdkFrameClock *clock;
  g_autofree char *contents = NULL;
  g_auto(GStrv) lines = NULL;
  g_autoptr(JsonParser) parser = json_parser_new ();
  JsonObject *frame;

  gtk_window_set_child (GTK_WINDOW (window), label);
  gtk_window_present (GTK_WINDOW (window));
  WAIT_FOR (gtk_widget_get_mapped (window));
  clock = gtk_widget_get_frame_clock (window);

  g_unsetenv (CARRY_ON_FRAME_TRACE_ENV);
  carry_on_frame_trace_attach_from_env (window);
  g_assert_null (g_object_get_data (G_OBJECT (clock), "carry-on-frame-trace"));

  g_setenv (CARRY_ON_FRAME_TRACE_ENV, path, TRUE);
  carry_on_frame_trace_attach_from_env (window);
  /* Twice on one clock is once. */
  carry_on_frame_trace_attach_from_env (window);
  g_unsetenv (CARRY_ON_FRAME_TRACE_ENV);
  g_assert_nonnull (g_object_get_data (G_OBJECT (clock), "carry-on-frame-trace"));

  gtk_label_set_text (GTK_LABEL (label), "a frame to lay out and draw");
  WAIT_FOR (g_file_get_contents (path, &contents, NULL, NULL) && strchr (contents, '\n') != NULL);

  lines = g_strsplit (contents, "\n", -1);
  g_assert_true (json_parser_load_from_data (parser, lines[0], -1, NULL));
  frame = json_node_get_object (json_parser_get_root (parser));
  g_assert_cmpint (json_object_get_int_member (frame, "t_us"), >, 0);
  g_assert_cmpint (json_object_get_int_member (frame, "layout_us"), >=, 0);
  g_assert_cmpint (json_object_get_int_member (frame, "paint_us"), >=, 0);
  g_assert_cmpint (json_object_get_int_member (frame, "after_us"), >=, 0);
  g_assert_cmpint (json_object_get_int_member (frame, "layout_us") + json_object_get_int_member (frame, "paint_us")
                   + json_object_get_int_member (frame, "after_us"), ==,
                   json_object_get_int_member (frame, "total_us"));

  gtk_window_destroy (GTK_WINDOW (window));
  g_remove (path);
  g_rmdir (dir);
}

/* Sessions arriving in numbers ------------------------------------------------ */

#define HELLO_DSH CARRY_ON_FAKE_HOST_HELLO ("dsh", "DSH", "0.1.0", 4343, "\"prompt.submit\",\"log\"")

static GtkWidget *
find_widget_of_type (GtkWidget *root,
                     GType      type)
{
  if (G_TYPE_CHECK_INSTANCE_TYPE (root, type))
    return root;
  for (GtkWidget *child = gtk_widget_get_first_child (root);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_widget_of_type (child, type);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* Every recorded change of the list (position, removed, added) removed
 * nothing and added at most four rows, and there were at least
 * @min_changes of them. */
static void
assert_few_rows_a_change (GArray *changes,
                          guint   min_changes)
{
  g_assert_cmpuint (changes->len / 3, >=, min_changes);
  for (guint i = 0; i < changes->len; i += 3)
    {
      g_assert_cmpuint (g_array_index (changes, guint, i + 1), ==, 0);
      g_assert_cmpuint (g_array_index (changes, guint, i + 2), <=, 4);
    }
}

/* A host with @sessions connects; every change of @items until it has
 * @n_items is recorded in @changes (emptied first).  Returns the host. */
static CarryOnFakeHost *
connect_recording_changes (Fixture    *f,
                           GListModel *items,
                           GArray     *changes,
                           const char *sessions,
                           guint       n_items)
{
  CarryOnSupervisor *sup = carry_on_application_get_supervisor (f->app);
  CarryOnFakeHost *host;

  g_array_set_size (changes, 0);
  g_signal_connect (items, "items-changed", G_CALLBACK (carry_on_fake_host_record_change), changes);
  host = carry_on_fake_host_new (sup, f->clock, HELLO_DSH, sessions);
  WAIT_FOR (g_list_model_get_n_items (items) == n_items);
  g_signal_handlers_disconnect_by_func (items, carry_on_fake_host_record_change, changes);
  return host;
}

/* Items 1 … @n_items - 1 of the list (0 is the group's header) are
 * sessions in the order of their titles. */
static void
assert_sessions_in_order (GListModel *items,
                          guint       n_items)
{
  for (guint i = 2; i < n_items; i++)
    {
      g_autoptr(GObject) prev = g_list_model_get_item (items, i - 1);
      g_autoptr(GObject) next = g_list_model_get_item (items, i);

      g_assert_true (CARRY_ON_IS_SESSION (prev) && CARRY_ON_IS_SESSION (next));
      g_assert_cmpint (g_utf8_collate (carry_on_session_get_title (CARRY_ON_SESSION (prev)),
                                       carry_on_session_get_title (CARRY_ON_SESSION (next))), <, 0);
    }
}

/* The items of the window's list: the groups' headers and sessions. */
static GListModel *
list_items (Fixture *f)
{
  GtkWidget *list = find_widget_of_type (GTK_WIDGET (main_window (f)), GTK_TYPE_LIST_VIEW);

  return G_LIST_MODEL (gtk_list_view_get_model (GTK_LIST_VIEW (list)));
}

/* A host's twenty sessions arrive in the middle of ten shown ones: the ten
 * keep their rows (nothing shown is removed and added back) and the twenty
 * come in a few at a time, at their place. */
static void
arrivals_body (Fixture *f)
{
  GListModel *items = list_items (f);
  CarryOnSupervisor *sup = carry_on_application_get_supervisor (f->app);
  g_autoptr(GArray) changes = g_array_new (FALSE, FALSE, sizeof (guint));
  g_autofree char *odd = carry_on_fake_host_titled_sessions ("a", "t", 0, 100, 10);     /* t000, t100, … t900 */
  g_autofree char *even = carry_on_fake_host_titled_sessions ("b", "t", 101, 1, 20);    /* t101 … t120 */
  g_autoptr(CarryOnFakeHost) a = NULL;
  g_autoptr(CarryOnFakeHost) b = NULL;

  a = carry_on_fake_host_new (sup, f->clock, HELLO_DSH, odd);
  /* The group's header and its ten sessions. */
  WAIT_FOR (g_list_model_get_n_items (items) == 11);

  b = connect_recording_changes (f, items, changes, even, 31);

  assert_few_rows_a_change (changes, 5);
  /* The header, then t000, t100, t101, … t120, t200, … t900 in order. */
  assert_sessions_in_order (items, 31);

  /* Sixty more at the end: more than one reveal step's worth of new
   * rows, and still every one comes, a few a change, in order (u001 …
   * u060 after t900). */
  {
    g_autofree char *many = carry_on_fake_host_titled_sessions ("c", "u", 1, 1, 60);
    g_autoptr(CarryOnFakeHost) c = NULL;

    c = connect_recording_changes (f, items, changes, many, 91);

    assert_few_rows_a_change (changes, 15);
    assert_sessions_in_order (items, 91);
  }
}

static void
test_window_arrivals (void)
{
  Fixture f;

  fixture_init (&f);
  reset_settings ();
  run_app (&f, arrivals_body);
  fixture_clear (&f);
}

/* A reveal step's rows and the main loop's time of the dispatch that
 * showed them. */
typedef struct
{
  guint  added;
  gint64 at;
} PacedChange;

static void
record_paced_change_cb (GListModel *items,
                        guint       position,
                        guint       removed,
                        guint       added,
                        GArray     *changes)
{
  GSource *source = g_main_current_source ();
  PacedChange change = { added, source != NULL ? g_source_get_time (source) : -1 };

  g_assert_cmpuint (removed, ==, 0);
  g_array_append_val (changes, change);
}

/* Twenty sessions arrive at once: they show one, then three at a time,
 * each step in its own dispatch 16 ms or more after the one before (the
 * main loop's time of each dispatch), so that a frame makes, lays out and
 * draws one step's rows and not twenty at once (the first seconds of
 * twenty usage limits, docs/performance.md). */
static void
reveal_paced_body (Fixture *f)
{
  GListModel *items = list_items (f);
  CarryOnSupervisor *sup = carry_on_application_get_supervisor (f->app);
  g_autoptr(GArray) changes = g_array_new (FALSE, FALSE, sizeof (PacedChange));
  g_autofree char *twenty = carry_on_fake_host_titled_sessions ("a", "t", 1, 1, 20);
  g_autoptr(CarryOnFakeHost) a = NULL;
  guint shown = 0;

  g_signal_connect (items, "items-changed", G_CALLBACK (record_paced_change_cb), changes);
  a = carry_on_fake_host_new (sup, f->clock, HELLO_DSH, twenty);
  WAIT_FOR (g_list_model_get_n_items (items) == 21);
  g_signal_handlers_disconnect_by_func (items, record_paced_change_cb, changes);

  for (guint i = 0; i < changes->len; i++)
    {
      PacedChange *c = &g_array_index (changes, PacedChange, i);
      /* The first change brings the group's header, alone as the host
       * connects or with the first step. */
      guint sessions = c->added - (i == 0 ? 1 : 0);

      g_test_message ("change %u: %u added at %" G_GINT64_FORMAT, i, c->added, c->at);
      /* One row first (it pays for the row's first use), then three. */
      g_assert_cmpuint (sessions, <=, shown <= 1 ? 1 : 3);
      g_assert_cmpint (c->at, >, 0);
      if (i > 0)
        g_assert_cmpint (c->at - g_array_index (changes, PacedChange, i - 1).at, >=, 16 * 1000);
      shown += c->added;
    }
  g_assert_cmpuint (changes->len, >=, 7);
  g_assert_cmpuint (shown, ==, 21);
  assert_sessions_in_order (items, 21);
}

static void
test_window_reveal_paced (void)
{
  Fixture f;

  fixture_init (&f);
  reset_settings ();
  run_app (&f, reveal_paced_body);
  fixture_clear (&f);
}

/* An idle of the default idle priority that is ready on every iteration,
 * as the supervisor's status pushes are while hosts keep talking.  It
 * starts when the sessions reach the supervisor and lasts at most a bound,
 * so that code that starves the reveal fails rather than hangs. */
typedef struct
{
  guint    id;
  gint64   until;
  guint    want;          /* the list's items once every session shows */
  gboolean shown_while_busy;
} BusyIdle;

static gboolean
busy_idle_cb (gpointer user_data)
{
  BusyIdle *busy = user_data;

  if (g_get_monotonic_time () < busy->until)
    return G_SOURCE_CONTINUE;
  busy->id = 0;
  return G_SOURCE_REMOVE;
}

static void
busy_sessions_changed_cb (GListModel *sessions,
                          guint       position,
                          guint       removed,
                          guint       added,
                          BusyIdle   *busy)
{
  if (added > 0 && busy->until == 0)
    {
      busy->until = g_get_monotonic_time () + 10 * G_USEC_PER_SEC;
      busy->id = g_idle_add_full (G_PRIORITY_DEFAULT_IDLE, busy_idle_cb, busy, NULL);
    }
}

static void
busy_items_changed_cb (GListModel *items,
                       guint       position,
                       guint       removed,
                       guint       added,
                       BusyIdle   *busy)
{
  if (g_list_model_get_n_items (items) == busy->want && busy->id != 0)
    {
      busy->shown_while_busy = TRUE;
      g_clear_handle_id (&busy->id, g_source_remove);
    }
}

/* Sixty sessions arrive and an idle above the reveal's priority is ready
 * all the time from then on: they all show while it is, a few at a time. */
static void
reveal_not_starved_body (Fixture *f)
{
  GListModel *items = list_items (f);
  GListModel *sessions = carry_on_supervisor_get_sessions (carry_on_application_get_supervisor (f->app));
  g_autoptr(GArray) changes = g_array_new (FALSE, FALSE, sizeof (guint));
  g_autofree char *many = carry_on_fake_host_titled_sessions ("c", "u", 1, 1, 60);
  g_autoptr(CarryOnFakeHost) c = NULL;
  BusyIdle busy = { 0, 0, 61, FALSE };

  g_signal_connect (sessions, "items-changed", G_CALLBACK (busy_sessions_changed_cb), &busy);
  g_signal_connect (items, "items-changed", G_CALLBACK (busy_items_changed_cb), &busy);
  c = connect_recording_changes (f, items, changes, many, 61);
  g_signal_handlers_disconnect_by_func (sessions, busy_sessions_changed_cb, &busy);
  g_signal_handlers_disconnect_by_func (items, busy_items_changed_cb, &busy);
  g_clear_handle_id (&busy.id, g_source_remove);

  g_assert_cmpint (busy.until, >, 0);
  g_assert_true (busy.shown_while_busy);
  assert_few_rows_a_change (changes, 15);
  assert_sessions_in_order (items, 61);
}

static void
test_window_reveal_not_starved (void)
{
  Fixture f;

  fixture_init (&f);
  reset_settings ();
  run_app (&f, reveal_not_starved_body);
  fixture_clear (&f);
}

/* Observing: another Carry On controls the host ------------------------------ */

static CarryOnTestClient *other_controller;

static GtkWidget *
find_widget_named (GtkWidget  *root,
                   const char *name)
{
  if (g_strcmp0 (gtk_widget_get_name (root), name) == 0)
    return root;
  for (GtkWidget *child = gtk_widget_get_first_child (root);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_widget_named (child, name);

      if (found != NULL)
        return found;
    }
  return NULL;
}

static GtkWidget *
take_control_button (Fixture *f)
{
  return find_widget_named (GTK_WIDGET (main_window (f)), "take-control");
}

static void
observer_body (Fixture *f)
{
  CarryOnSessionRow *r;
  GtkWidget *sw;
  GtkWidget *take;
  CarryOnMessage *m;

  WAIT_FOR (row (f, "simulated:s1") != NULL &&
            carry_on_session_get_controller (session (f, "simulated:s1")) != NULL);
  r = row (f, "simulated:s1");
  sw = carry_on_session_row_get_control (r, "switch");

  /* While the other one controls the host, nothing here pretends to act:
   * the switch and the limit are inactive and say who acts ... */
  g_assert_false (gtk_widget_get_sensitive (sw));
  g_assert_false (gtk_widget_get_sensitive (carry_on_session_row_get_control (r, "limit")));
  g_assert_true (g_str_has_prefix (carry_on_widget_get_tip (sw), "Controlled by carry-on-test"));

  /* ... and the host's header offers Take Control. */
  WAIT_FOR ((take = take_control_button (f)) != NULL && gtk_widget_get_visible (take));
  g_assert_true (gtk_widget_get_mapped (take));
  gtk_widget_activate (take);

  /* The host hands control over: the other one is told it observes, the
   * row acts again, the offer goes. */
  m = carry_on_test_client_wait_for (other_controller, CARRY_ON_MESSAGE_CONTROL, NULL);
  g_assert_cmpstr (carry_on_message_get_string (m, "state"), ==, "observer");
  WAIT_FOR (carry_on_session_get_controller (session (f, "simulated:s1")) == NULL);
  g_assert_true (gtk_widget_get_sensitive (sw));
  g_assert_true (gtk_widget_get_sensitive (carry_on_session_row_get_control (r, "limit")));
  g_assert_false (g_str_has_prefix (carry_on_widget_get_tip (sw), "Controlled by"));
  WAIT_FOR (!gtk_widget_get_visible (take_control_button (f)));

  /* Its switch now acts here. */
  gtk_switch_set_active (GTK_SWITCH (sw), FALSE);
  g_assert_false (carry_on_session_get_enabled (session (f, "simulated:s1")));
}

static void
test_window_observer (void)
{
  Fixture f;
  g_autofree char *socket_path = NULL;

  fixture_init (&f);
  reset_settings ();
  start_sim_host (&f, "ui-window.json");
  socket_path = g_build_filename (f.hosts_dir, "sim.sock", NULL);
  other_controller = carry_on_test_client_connect_greeted (socket_path, TRUE);
  run_app (&f, observer_body);
  g_clear_pointer (&other_controller, carry_on_test_client_free);
  fixture_clear (&f);
}

/* Twenty countdowns at once -------------------------------------------------- */

static guint n_paints;

static void
after_paint_cb (GdkFrameClock *clock,
                gpointer       user_data)
{
  n_paints++;
}

/* Waits until the window has painted a frame after now (the layout phase
 * of that frame has run by then). */
static void
wait_for_paint (CarryOnWindow *window)
{
  guint before = n_paints;

  gtk_widget_queue_draw (GTK_WIDGET (window));
  WAIT_FOR (n_paints > before);
}

static const char *
status_text (CarryOnSessionRow *r)
{
  return gtk_inscription_get_text (GTK_INSCRIPTION (carry_on_session_row_get_control (r, "status")));
}

static char *
countdown_key (guint i)
{
  return g_strdup_printf ("simulated:c%u", i);
}

static gboolean
all_pending (Fixture *f)
{
  for (guint i = 1; i <= 20; i++)
    {
      g_autofree char *key = countdown_key (i);

      if (!row_pending (f, key))
        return FALSE;
    }
  return TRUE;
}

static double row_y (Fixture    *f,
                     const char *key);

/* The rows wholly on screen (the window's height is the screen's at most;
 * the benchmark runs on a taller screen to show all twenty). */
static gboolean
on_screen (Fixture    *f,
           const char *key)
{
  CarryOnWindow *window = main_window (f);

  /* The list view unmaps the rows it keeps bound off screen. */
  if (!gtk_widget_get_mapped (GTK_WIDGET (row (f, key))))
    return FALSE;
  return row_y (f, key) + gtk_widget_get_height (GTK_WIDGET (row (f, key))) <=
         gtk_widget_get_height (GTK_WIDGET (window));
}

/* Every countdown on screen shows @text. */
static gboolean
all_status (Fixture    *f,
            const char *text)
{
  for (guint i = 1; i <= 20; i++)
    {
      g_autofree char *key = countdown_key (i);

      if (on_screen (f, key) && g_strcmp0 (status_text (row (f, key)), text) != 0)
        return FALSE;
    }
  return TRUE;
}

static guint
count_on_screen (Fixture *f)
{
  guint n = 0;

  for (guint i = 1; i <= 20; i++)
    {
      g_autofree char *key = countdown_key (i);

      n += on_screen (f, key);
    }
  return n;
}

static guint
sum_allocations (Fixture *f)
{
  guint sum = 0;

  for (guint i = 1; i <= 20; i++)
    {
      g_autofree char *key = countdown_key (i);

      sum += carry_on_session_row_get_n_allocations (row (f, key));
    }
  return sum;
}

static double
row_y (Fixture    *f,
       const char *key)
{
  graphene_point_t point;

  g_assert_true (gtk_widget_compute_point (GTK_WIDGET (row (f, key)), GTK_WIDGET (main_window (f)),
                                           &GRAPHENE_POINT_INIT (0, 0), &point));
  return point.y;
}

/* Resizes the window like a person would, through the window system (a
 * new default size applies when the window is mapped again). */
static void
resize_window (CarryOnWindow *window,
               int            width,
               int            height)
{
  gtk_widget_set_visible (GTK_WIDGET (window), FALSE);
  gtk_window_set_default_size (GTK_WINDOW (window), width, height);
  gtk_window_present (GTK_WINDOW (window));
  /* The window system may take a few pixels (decorations) and clamps the
   * height to the screen. */
  WAIT_FOR (gtk_widget_get_mapped (GTK_WIDGET (window)) &&
            ABS (gtk_widget_get_width (GTK_WIDGET (window)) - width) <= 24);
}

static void
countdowns_body (Fixture *f)
{
  CarryOnWindow *window = main_window (f);
  GdkFrameClock *frame_clock;
  guint allocations, ticks;
  int height;
  int min_width;

  /* Tall enough for all twenty rows on screen (X lets a window be taller
   * than the screen). */
  resize_window (window, 720, 2200);
  g_test_message ("window: %d × %d px", gtk_widget_get_width (GTK_WIDGET (window)),
                  gtk_widget_get_height (GTK_WIDGET (window)));
  WAIT_FOR (all_pending (f));
  frame_clock = gtk_widget_get_frame_clock (GTK_WIDGET (window));
  g_signal_connect (frame_clock, "after-paint", G_CALLBACK (after_paint_cb), NULL);
  wait_for_paint (window);

  /* Natural order: "Session 1" to "Session 5" are the first rows, in that
   * order, and "Session 10" is below them (a sort as text put it second). */
  for (guint i = 2; i <= 5; i++)
    {
      g_autofree char *above = countdown_key (i - 1);
      g_autofree char *key = countdown_key (i);

      g_assert_true (on_screen (f, key));
      g_assert_cmpfloat (row_y (f, above), <, row_y (f, key));
    }
  g_assert_true (!on_screen (f, "simulated:c10") ||
                 row_y (f, "simulated:c10") > row_y (f, "simulated:c5"));

  /* One timer, per second, for every row on screen. */
  WAIT_FOR (carry_on_window_get_ticking (window));
  g_assert_cmpuint (carry_on_window_get_tick_period (window), ==, 1);
  WAIT_FOR (all_status (f, "Continuing in 0:05 (1 of 99 in a row)"));
  wait_for_paint (window);
  g_test_message ("%u of the 20 countdowns on screen", count_on_screen (f));
  g_assert_cmpuint (count_on_screen (f), >=, 5);

  /* A second passes: every countdown changes its text on one tick, and no
   * row is allocated again (the status line is a GtkInscription, whose
   * size does not depend on its text).  The one timer is a deadline of
   * the window's clock, so only the step fires it, however long the wait
   * takes on a loaded machine. */
  allocations = sum_allocations (f);
  ticks = carry_on_window_get_n_ticks (window);
  carry_on_clock_advance (f->clock, G_USEC_PER_SEC);
  WAIT_FOR (all_status (f, "Continuing in 0:04 (1 of 99 in a row)"));
  wait_for_paint (window);
  g_assert_cmpuint (sum_allocations (f), ==, allocations);
  g_assert_cmpuint (carry_on_window_get_n_ticks (window) - ticks, <=, 1);
  g_test_message ("20 countdowns: %u row allocations and %u ticks for one second",
                  sum_allocations (f) - allocations, carry_on_window_get_n_ticks (window) - ticks);

  /* A row's height does not depend on its state: cancel one countdown. */
  height = gtk_widget_get_height (GTK_WIDGET (row (f, "simulated:c2")));
  g_assert_cmpint (height, ==, gtk_widget_get_height (GTK_WIDGET (row (f, "simulated:c3"))));
  gtk_widget_activate (carry_on_session_row_get_control (row (f, "simulated:c2"), "cancel"));
  WAIT_FOR (!row_pending (f, "simulated:c2"));
  wait_for_paint (window);
  g_assert_cmpint (gtk_widget_get_height (GTK_WIDGET (row (f, "simulated:c2"))), ==, height);

  /* Hidden, nothing ticks; shown again, the timer is back. */
  gtk_widget_set_visible (GTK_WIDGET (window), FALSE);
  g_assert_false (carry_on_window_get_ticking (window));
  gtk_window_present (GTK_WINDOW (window));
  WAIT_FOR (carry_on_window_get_ticking (window));

  /* Global off: one banner, the rows dimmed, their switches keep their
   * own value. */
  g_assert_false (gtk_revealer_get_reveal_child (GTK_REVEALER (carry_on_window_get_off_banner (window))));
  g_action_group_change_action_state (G_ACTION_GROUP (f->app), "enabled", g_variant_new_boolean (FALSE));
  WAIT_FOR (gtk_revealer_get_reveal_child (GTK_REVEALER (carry_on_window_get_off_banner (window))));
  g_assert_true (carry_on_session_row_get_overridden (row (f, "simulated:c1")));
  g_assert_true (gtk_widget_has_css_class (GTK_WIDGET (row (f, "simulated:c1")), "overridden"));
  g_assert_true (gtk_switch_get_active (GTK_SWITCH (carry_on_session_row_get_control (row (f, "simulated:c1"), "switch"))));
  g_action_group_change_action_state (G_ACTION_GROUP (f->app), "enabled", g_variant_new_boolean (TRUE));
  WAIT_FOR (!gtk_revealer_get_reveal_child (GTK_REVEALER (carry_on_window_get_off_banner (window))));
  g_assert_false (carry_on_session_row_get_overridden (row (f, "simulated:c1")));

  /* Narrow: the window's minimum width with sessions is at most 360 px,
   * and at 360 px the rows fold History into their menu, which is
   * labelled for screen readers. */
  gtk_widget_measure (GTK_WIDGET (window), GTK_ORIENTATION_HORIZONTAL, -1, &min_width, NULL, NULL, NULL);
  g_test_message ("window minimum width with sessions: %d px", min_width);
  g_assert_cmpint (min_width, <=, 360);
  g_assert_false (carry_on_window_get_narrow (window));
  g_assert_true (gtk_widget_get_visible (carry_on_session_row_get_control (row (f, "simulated:c1"), "history")));
  resize_window (window, 360, 700);
  WAIT_FOR (carry_on_window_get_narrow (window));
  wait_for_paint (window);
  {
    CarryOnSessionRow *r = row (f, "simulated:c1");
    GtkWidget *menu = carry_on_session_row_get_control (r, "menu");
    GtkWidget *entry = carry_on_session_row_get_control (r, "menu-history");
    g_autofree char *label = NULL;
    int row_min;

    g_assert_false (gtk_widget_get_visible (carry_on_session_row_get_control (r, "history")));
    g_assert_false (gtk_widget_get_visible (carry_on_session_row_get_control (r, "cancel")));
    g_assert_true (gtk_widget_get_visible (carry_on_session_row_get_control (r, "menu-cancel")) ==
                   (carry_on_session_get_state (carry_on_session_row_get_session (r)) == CARRY_ON_SESSION_STATE_WAITING));
    g_assert_true (gtk_widget_get_visible (menu));
    /* The narrow layout itself fits: the window needs at most 360 px. */
    gtk_widget_measure (GTK_WIDGET (window), GTK_ORIENTATION_HORIZONTAL, -1, &min_width, NULL, NULL, NULL);
    g_test_message ("narrow window minimum width: %d px; row %d px", min_width,
                    gtk_widget_get_width (GTK_WIDGET (r)));
    g_assert_cmpint (min_width, <=, 360);
    g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (window)), <=, 360 + 24);
    g_assert_true (gtk_widget_get_focusable (menu) || gtk_widget_get_focusable (gtk_widget_get_first_child (menu)));
    /* The badge is one word and the status line has room for the whole
     * usage-limit text at this width (three lines, whatever the state). */
    if (carry_on_session_get_state (carry_on_session_row_get_session (r)) == CARRY_ON_SESSION_STATE_WAITING)
      g_assert_cmpstr (gtk_label_get_label (GTK_LABEL (carry_on_session_row_get_control (r, "state"))), ==, "Waiting");
    g_assert_cmpuint (gtk_inscription_get_min_lines (GTK_INSCRIPTION (carry_on_session_row_get_control (r, "status"))), ==, 3);
    /* Nothing is cut off: the row gets at least its minimum width. */
    gtk_widget_measure (GTK_WIDGET (r), GTK_ORIENTATION_HORIZONTAL, -1, &row_min, NULL, NULL, NULL);
    g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (r)), >=, row_min);
    gtk_menu_button_popup (GTK_MENU_BUTTON (menu));
    WAIT_FOR (gtk_widget_get_mapped (entry));
    gtk_widget_activate (entry);
    WAIT_FOR (gtk_widget_get_mapped (carry_on_session_row_get_control (r, "history-popover")));
    gtk_popover_popdown (GTK_POPOVER (carry_on_session_row_get_control (r, "history-popover")));
    (void) label;
  }
  resize_window (window, 720, 700);
  WAIT_FOR (!carry_on_window_get_narrow (window));
  /* The rows follow the window's layout: one status line again. */
  WAIT_FOR (gtk_inscription_get_min_lines (GTK_INSCRIPTION (carry_on_session_row_get_control (row (f, "simulated:c1"), "status"))) == 1);
  g_signal_handlers_disconnect_by_func (frame_clock, after_paint_cb, NULL);
}

static void
test_window_countdowns (void)
{
  Fixture f;

  fixture_init (&f);
  reset_settings ();
  start_sim_host (&f, "ui-countdowns.json");
  run_app (&f, countdowns_body);
  fixture_clear (&f);
}

static CarryOnPreferencesWindow *
open_preferences (Fixture *f)
{
  g_action_group_activate_action (G_ACTION_GROUP (f->app), "preferences", NULL);
  for (GList *l = gtk_application_get_windows (GTK_APPLICATION (f->app)); l != NULL; l = l->next)
    if (CARRY_ON_IS_PREFERENCES_WINDOW (l->data))
      return l->data;
  g_assert_not_reached ();
  return NULL;
}

static void
preferences_body (Fixture *f)
{
  g_autoptr(GSettings) settings = test_settings ();
  CarryOnPreferencesWindow *prefs = open_preferences (f);
  g_autofree char *autostart = carry_on_application_dup_autostart_path ();
  g_autofree char *value = NULL;
  g_autofree char *default_prompt = NULL;
  g_auto(GStrv) sockets = NULL;
  GtkWidget *widget;
  GtkSpinButton *spin;
  GtkTextBuffer *buffer;
  CarryOnStringListGroup *list;

  /* Every key of the schema has a control. */
  {
    g_autoptr(GSettingsSchema) schema = NULL;
    g_auto(GStrv) keys = NULL;

    g_object_get (settings, "settings-schema", &schema, NULL);
    keys = g_settings_schema_list_keys (schema);
    for (guint i = 0; keys[i] != NULL; i++)
      if (carry_on_preferences_window_get_widget (prefs, keys[i]) == NULL)
        g_error ("no control for the key %s", keys[i]);
  }

  /* Switches. */
  widget = carry_on_preferences_window_get_widget (prefs, "jitter");
  g_assert_false (gtk_switch_get_active (GTK_SWITCH (widget)));
  gtk_switch_set_active (GTK_SWITCH (widget), TRUE);
  g_assert_true (g_settings_get_boolean (settings, "jitter"));
  widget = carry_on_preferences_window_get_widget (prefs, "run-in-background");
  gtk_switch_set_active (GTK_SWITCH (widget), TRUE);
  g_assert_true (g_settings_get_boolean (settings, "run-in-background"));
  g_assert_true (carry_on_application_get_keep_running (f->app));

  /* Numbers, and a typed value out of range is clamped, not refused. */
  spin = GTK_SPIN_BUTTON (carry_on_preferences_window_get_widget (prefs, "default-limit"));
  gtk_spin_button_set_value (spin, 42);
  g_assert_cmpuint (g_settings_get_uint (settings, "default-limit"), ==, 42);
  gtk_editable_set_text (GTK_EDITABLE (spin), "5000");
  gtk_spin_button_update (spin);
  g_assert_cmpuint (g_settings_get_uint (settings, "default-limit"), ==, 999);
  gtk_editable_set_text (GTK_EDITABLE (spin), "0");
  gtk_spin_button_update (spin);
  g_assert_cmpuint (g_settings_get_uint (settings, "default-limit"), ==, 1);
  gtk_editable_set_text (GTK_EDITABLE (spin), "not a number");
  gtk_spin_button_update (spin);
  g_assert_cmpuint (g_settings_get_uint (settings, "default-limit"), ==, 1);

  spin = GTK_SPIN_BUTTON (carry_on_preferences_window_get_widget (prefs, "resume-margin"));
  gtk_spin_button_set_value (spin, 120);
  g_assert_cmpuint (g_settings_get_uint (settings, "resume-margin"), ==, 120);
  spin = GTK_SPIN_BUTTON (carry_on_preferences_window_get_widget (prefs, "notify-scheduled-minutes"));
  gtk_spin_button_set_value (spin, 30);
  g_assert_cmpuint (g_settings_get_uint (settings, "notify-scheduled-minutes"), ==, 30);
  spin = GTK_SPIN_BUTTON (carry_on_preferences_window_get_widget (prefs, "total-cap"));
  gtk_spin_button_set_value (spin, 0);
  g_assert_cmpuint (g_settings_get_uint (settings, "total-cap"), ==, 0);

  /* The backoff preset, both ways. */
  widget = carry_on_preferences_window_get_widget (prefs, "backoff-preset");
  adw_combo_row_set_selected (ADW_COMBO_ROW (widget), 2);
  value = g_settings_get_string (settings, "backoff-preset");
  g_assert_cmpstr (value, ==, "quick");
  g_settings_set_string (settings, "backoff-preset", "doubling");
  g_assert_cmpuint (adw_combo_row_get_selected (ADW_COMBO_ROW (widget)), ==, 1);

  /* The continue prompt, and its reset to the default. */
  widget = carry_on_preferences_window_get_widget (prefs, "continue-prompt");
  buffer = gtk_text_view_get_buffer (GTK_TEXT_VIEW (widget));
  default_prompt = g_settings_get_string (settings, "continue-prompt");
  gtk_text_buffer_set_text (buffer, "Please carry on.", -1);
  g_clear_pointer (&value, g_free);
  value = g_settings_get_string (settings, "continue-prompt");
  g_assert_cmpstr (value, ==, "Please carry on.");
  g_settings_reset (settings, "continue-prompt");
  {
    g_autofree char *text = NULL;

    g_object_get (buffer, "text", &text, NULL);
    g_assert_cmpstr (text, ==, default_prompt);
  }

  /* The editable lists. */
  list = CARRY_ON_STRING_LIST_GROUP (carry_on_preferences_window_get_widget (prefs, "extra-sockets"));
  g_assert_false (carry_on_string_list_group_add (list, "relative/path.sock"));
  g_assert_false (carry_on_string_list_group_add (list, "   "));
  g_assert_true (carry_on_string_list_group_add (list, "/tmp/remote.sock"));
  g_assert_false (carry_on_string_list_group_add (list, "/tmp/remote.sock"));
  sockets = g_settings_get_strv (settings, "extra-sockets");
  g_assert_cmpuint (g_strv_length (sockets), ==, 1);
  g_assert_cmpstr (sockets[0], ==, "/tmp/remote.sock");
  g_assert_true (carry_on_string_list_group_remove (list, 0));
  g_clear_pointer (&sockets, g_strfreev);
  sockets = g_settings_get_strv (settings, "extra-sockets");
  g_assert_cmpuint (g_strv_length (sockets), ==, 0);

  list = CARRY_ON_STRING_LIST_GROUP (carry_on_preferences_window_get_widget (prefs, "extra-transient-texts"));
  g_assert_true (carry_on_string_list_group_add (list, "  E_UPSTREAM_BUSY "));
  g_clear_pointer (&sockets, g_strfreev);
  sockets = g_settings_get_strv (settings, "extra-transient-texts");
  g_assert_cmpstr (sockets[0], ==, "E_UPSTREAM_BUSY");

  /* Start at login puts the autostart file in place and takes it away. */
  g_assert_false (g_file_test (autostart, G_FILE_TEST_EXISTS));
  gtk_switch_set_active (GTK_SWITCH (carry_on_preferences_window_get_widget (prefs, "autostart")), TRUE);
  g_assert_true (g_settings_get_boolean (settings, "autostart"));
  g_assert_true (g_file_test (autostart, G_FILE_TEST_EXISTS));
  {
    g_autoptr(GKeyFile) keyfile = g_key_file_new ();
    g_autofree char *exec = NULL;

    g_assert_true (g_key_file_load_from_file (keyfile, autostart, G_KEY_FILE_NONE, NULL));
    exec = g_key_file_get_string (keyfile, "Desktop Entry", "Exec", NULL);
    g_assert_cmpstr (exec, ==, "carry-on --background");
  }
  gtk_switch_set_active (GTK_SWITCH (carry_on_preferences_window_get_widget (prefs, "autostart")), FALSE);
  g_assert_false (g_file_test (autostart, G_FILE_TEST_EXISTS));

  /* The global switch in the header and the dialog are the same key. */
  gtk_switch_set_active (GTK_SWITCH (carry_on_preferences_window_get_widget (prefs, "enabled")), FALSE);
  g_assert_false (g_settings_get_boolean (settings, "enabled"));
  g_assert_false (g_variant_get_boolean (g_action_group_get_action_state (G_ACTION_GROUP (f->app), "enabled")));
}

static void
test_preferences (void)
{
  Fixture f;

  fixture_init (&f);
  reset_settings ();
  run_app (&f, preferences_body);
  fixture_clear (&f);
  reset_settings ();
}

/* Every countdown on screen an hour or more away: the timer ticks once a
 * minute, and the status line shows the absolute time first. */
static void
hours_body (Fixture *f)
{
  CarryOnWindow *window = main_window (f);
  const char *text;

  WAIT_FOR (row_pending (f, "simulated:h1") && row_pending (f, "simulated:h2"));
  WAIT_FOR (carry_on_window_get_ticking (window));
  g_assert_cmpuint (carry_on_window_get_tick_period (window), ==, 60);
  text = gtk_inscription_get_text (GTK_INSCRIPTION (carry_on_session_row_get_control (row (f, "simulated:h1"), "status")));
  g_test_message ("%s", text);
  g_assert_true (g_regex_match_simple ("^Resuming at [0-9][0-9]:[0-9][0-9] \\(in [12] h( [0-9]+ min)?\\) after the usage limit \\(1 of 99 in a row\\)$|"
                                       "^Resuming at [A-Z][a-z][a-z] [0-9]+ [A-Z][a-z][a-z] [0-9][0-9]:[0-9][0-9] \\(in [12] h( [0-9]+ min)?\\) after the usage limit \\(1 of 99 in a row\\)$",
                                       text, 0, 0));

  /* Cancel one; the other keeps the timer per minute.  Cancel both: none. */
  gtk_widget_activate (carry_on_session_row_get_control (row (f, "simulated:h1"), "cancel"));
  WAIT_FOR (!row_pending (f, "simulated:h1"));
  g_assert_cmpuint (carry_on_window_get_tick_period (window), ==, 60);
  gtk_widget_activate (carry_on_session_row_get_control (row (f, "simulated:h2"), "cancel"));
  WAIT_FOR (!carry_on_window_get_ticking (window));
}

static void
test_window_hours (void)
{
  Fixture f;

  fixture_init (&f);
  reset_settings ();
  start_sim_host (&f, "ui-limit-hours.json");
  run_app (&f, hours_body);
  fixture_clear (&f);
}

/* "Run the Demo" is offered again once the demo is over (here a demo
 * host that ends at once). */
static void
demo_ends_body (Fixture *f)
{
  GAction *demo = g_action_map_lookup_action (G_ACTION_MAP (f->app), "demo");

  g_assert_true (g_action_get_enabled (demo));
  g_action_activate (demo, NULL);
  g_assert_false (g_action_get_enabled (demo));
  WAIT_FOR (g_action_get_enabled (demo));
}

static void
test_demo_ends (void)
{
  Fixture f;
  g_autofree char *scenario = g_build_filename (g_getenv ("CARRY_ON_SOURCE_DIR"), "tests", "scenarios",
                                                "ui-window.json", NULL);

  g_setenv ("CARRY_ON_SIM_HOST", "/bin/true", TRUE);
  g_setenv ("CARRY_ON_DEMO_SCENARIO", scenario, TRUE);
  fixture_init (&f);
  reset_settings ();
  run_app (&f, demo_ends_body);
  fixture_clear (&f);
  g_unsetenv ("CARRY_ON_SIM_HOST");
  g_unsetenv ("CARRY_ON_DEMO_SCENARIO");
}

/* Settings → Hosts → Agent Programs, against a stand-in `claude` on PATH
 * that keeps its plugin list in a file. */
static char *agents_dir;

static gboolean
agent_state_is (CarryOnAgentsGroup *group,
                const char         *kind,
                int                 state)
{
  return !carry_on_agents_group_get_busy (group) &&
         carry_on_agents_group_get_state (group, kind) == state;
}

static void
agents_body (Fixture *f)
{
  CarryOnPreferencesWindow *prefs = open_preferences (f);
  CarryOnAgentsGroup *group = CARRY_ON_AGENTS_GROUP (carry_on_preferences_window_get_agents_group (prefs));
  GtkWidget *button = carry_on_agents_group_get_button (group, "claude-code");
  g_autofree char *claude = g_build_filename (agents_dir, "claude", NULL);
  g_autofree char *found = g_strdup_printf ("Found at %s", claude);
  const char *output;

  /* The person opens the Hosts page. */
  adw_preferences_window_set_visible_page (ADW_PREFERENCES_WINDOW (prefs),
                                           ADW_PREFERENCES_PAGE (gtk_widget_get_ancestor (GTK_WIDGET (group),
                                                                                          ADW_TYPE_PREFERENCES_PAGE)));
  WAIT_FOR (gtk_widget_get_mapped (button));

  /* Found on PATH, the plugin not installed yet; DSH is not on PATH. */
  WAIT_FOR (agent_state_is (group, "claude-code", CARRY_ON_AGENT_NOT_INSTALLED));
  g_assert_true (g_str_has_prefix (adw_action_row_get_subtitle (ADW_ACTION_ROW (carry_on_agents_group_get_row (group, "claude-code"))),
                                   found));
  g_assert_cmpint (carry_on_agents_group_get_state (group, "dsh"), ==, CARRY_ON_AGENT_NOT_FOUND);
  g_assert_false (gtk_widget_get_sensitive (carry_on_agents_group_get_button (group, "dsh")));
  g_assert_cmpstr (gtk_button_get_label (GTK_BUTTON (button)), ==, "_Install");

  /* Install runs `carry-on install-host claude-code` and shows its output. */
  gtk_widget_activate (button);
  /* (A button's activation clicks it a moment later.) */
  WAIT_FOR (strstr (carry_on_agents_group_get_output (group), "\nDone.") != NULL ||
            strstr (carry_on_agents_group_get_output (group), "\nFailed") != NULL);
  g_test_message ("install output:\n%s", carry_on_agents_group_get_output (group));
  WAIT_FOR (agent_state_is (group, "claude-code", CARRY_ON_AGENT_INSTALLED));
  output = carry_on_agents_group_get_output (group);
  g_test_message ("install output:\n%s", output);
  g_assert_true (g_str_has_prefix (output, "$ carry-on install-host claude-code\n"));
  g_assert_nonnull (strstr (output, "plugin install carry-on@carry-on"));
  g_assert_nonnull (strstr (output, "Done."));
  g_assert_cmpstr (gtk_button_get_label (GTK_BUTTON (button)), ==, "_Remove");

  /* Remove undoes it. */
  gtk_widget_activate (button);
  WAIT_FOR (strstr (carry_on_agents_group_get_output (group), "--remove\n") != NULL &&
            !carry_on_agents_group_get_busy (group));
  WAIT_FOR (agent_state_is (group, "claude-code", CARRY_ON_AGENT_NOT_INSTALLED));
  output = carry_on_agents_group_get_output (group);
  g_assert_true (g_str_has_prefix (output, "$ carry-on install-host claude-code --remove\n"));
  g_assert_nonnull (strstr (output, "plugin uninstall carry-on@carry-on"));
}

static void
test_agents (void)
{
  Fixture f;
  g_autofree char *script = NULL;
  g_autofree char *claude = NULL;
  g_autofree char *program = g_build_filename (g_getenv ("CARRY_ON_BUILD_DIR"), "src", "app", "carry-on", NULL);
  g_autofree char *data = g_build_filename (g_getenv ("CARRY_ON_SOURCE_DIR"), "data", "hosts", NULL);
  g_autofree char *old_path = g_strdup (g_getenv ("PATH"));
  g_autofree char *path = NULL;

  agents_dir = g_dir_make_tmp ("agents-XXXXXX", NULL);
  g_assert_nonnull (agents_dir);
  claude = g_build_filename (agents_dir, "claude", NULL);
  script = g_strdup_printf ("#!/bin/sh\n"
                            "case \"$1 $2\" in\n"
                            "  'plugin list') [ -e '%1$s/installed' ] && echo 'carry-on@carry-on  Version: 0.1.0  Status: enabled'; exit 0 ;;\n"
                            "  'plugin install') touch '%1$s/installed'; echo \"Installed $3\"; exit 0 ;;\n"
                            "  'plugin uninstall') rm -f '%1$s/installed'; echo \"Uninstalled $3\"; exit 0 ;;\n"
                            "  'plugin marketplace') echo \"marketplace $3\"; exit 0 ;;\n"
                            "esac\n"
                            "exit 1\n", agents_dir);
  g_assert_true (g_file_set_contents (claude, script, -1, NULL));
  g_assert_no_errno (g_chmod (claude, 0755));
  path = g_strdup_printf ("%s:/usr/bin:/bin", agents_dir);
  g_setenv ("PATH", path, TRUE);
  g_setenv ("CARRY_ON_PROGRAM", program, TRUE);
  g_setenv ("CARRY_ON_HOSTS_DATA_DIR", data, TRUE);

  fixture_init (&f);
  reset_settings ();
  run_app (&f, agents_body);
  fixture_clear (&f);

  g_setenv ("PATH", old_path, TRUE);
  g_unsetenv ("CARRY_ON_PROGRAM");
  g_unsetenv ("CARRY_ON_HOSTS_DATA_DIR");
  g_unlink (claude);
  {
    g_autofree char *installed = g_build_filename (agents_dir, "installed", NULL);

    g_unlink (installed);
  }
  g_rmdir (agents_dir);
  g_clear_pointer (&agents_dir, g_free);
}

static void
test_no_display (void)
{
  g_test_skip ("no display: run under tests/desktop-session.sh or xvfb-run -a dbus-run-session --");
}

int
main (int   argc,
      char *argv[])
{
  /* Times in the countdowns are local: pin the zone. */
  g_setenv ("TZ", "UTC", TRUE);
  g_setenv ("LC_ALL", "C.UTF-8", TRUE);

  {
    const char * const *data_dirs = g_get_system_data_dirs ();
    guint n = g_strv_length ((char **) data_dirs);

    mime_dirs = g_new0 (char *, n + 1);
    for (guint i = 0; i < n; i++)
      mime_dirs[i] = g_build_filename (data_dirs[i], "mime", NULL);
  }

  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);

  g_test_add_func ("/ui/countdown/format", test_countdown_format);

  if (g_getenv ("DISPLAY") == NULL && g_getenv ("WAYLAND_DISPLAY") == NULL)
    {
      g_test_add_func ("/ui/window/needs-a-display", test_no_display);
    }
  else
    {
      gtk_init ();
      g_test_add_func ("/ui/window/empty", test_window_empty);
      g_test_add_func ("/ui/window/sim-host", test_window_sim_host);
      g_test_add_func ("/ui/window/observer", test_window_observer);
      g_test_add_func ("/ui/window/arrivals", test_window_arrivals);
      g_test_add_func ("/ui/window/reveal-not-starved", test_window_reveal_not_starved);
      g_test_add_func ("/ui/window/reveal-paced", test_window_reveal_paced);
      g_test_add_func ("/ui/tip", test_tip);
      g_test_add_func ("/ui/frame-trace", test_frame_trace);
      g_test_add_func ("/ui/window/countdowns", test_window_countdowns);
      g_test_add_func ("/ui/window/demo-ends", test_demo_ends);
      g_test_add_func ("/ui/window/per-minute", test_window_hours);
      g_test_add_func ("/ui/preferences/writes-keys", test_preferences);
      g_test_add_func ("/ui/preferences/agents-install", test_agents);
    }

  return g_test_run ();
}
