/* test-handoff-ui.c
 *
 * SPDX-FileCopyrightText: 2026 The Carry On authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * UI tests of the hand-off (suite `ui`): the real
 * CarryOnApplication on a fake clock, its window's session rows and the
 * "Hand off…" dialog, clicked like a person would, against a host the test
 * plays over a socketpair (a real CarryOnHost on the app's side, as in
 * tests/test-handoff.c).  Each test checks the `handoff` / `handoff.paste`
 * command that reaches the host and what the row shows for every stage of
 * the run, for a stop and after a restart.  Needs a display and a session
 * bus: run it under tests/desktop-session.sh; elsewhere it skips.
 */
#include "config.h"

#include <string.h>

#include "carry-on-application-private.h"
#include "carry-on-fake-host.h"
#include "carry-on-handoff-dialog.h"
#include "carry-on-history-item.h"
#include "carry-on-host.h"
#include "carry-on-session-row.h"
#include "carry-on-ui-utils.h"
#include "carry-on-window.h"

#define WAIT_MS 15000

#define HELLO_HANDOFF CARRY_ON_FAKE_HOST_HELLO ("claude-code", "Claude Code", "2.1.332", 4242, \
                                                "\"prompt.submit\",\"log\",\"usage\",\"handoff\"")
#define HELLO_PLAIN CARRY_ON_FAKE_HOST_HELLO ("dsh", "DSH", "0.1.0", 4343, "\"prompt.submit\",\"log\"")

#define KEY "claude-code:s1"
#define NOTE_PATH "/home/me/.local/state/carry-on/handoffs/proj-20261129T120000Z.md"
/* Longer than any row is wide. */
#define LONG_REASON "the answer had no <handoff-note> tags; not compacting. The model replied at " \
  "length about the parser tests, the lexer, the grammar and the fixtures it meant to write next, " \
  "but it never closed its note, so nothing was compacted and the conversation is as it was"

/* The system's shared-mime-info dirs, taken before the XDG dirs are
 * isolated: GdkPixbuf needs them to load any SVG icon. */
static char **mime_dirs;

typedef struct _Fixture Fixture;
typedef void (*TestBody) (Fixture *f);

struct _Fixture
{
  CarryOnApplication *app;
  CarryOnClock       *clock;
  TestBody            body;
  CarryOnFakeHost    *host;    /* a host with the capability */
  CarryOnFakeHost    *plain;   /* a host without the capability */
};

/* Main loop helpers ---------------------------------------------------------- */

static gboolean
wake_cb (gpointer user_data)
{
  return G_SOURCE_CONTINUE;
}

/* Iterates the main loop until @expr holds (real time, never a backoff:
 * the supervisor runs on the fake clock); a test error after WAIT_MS. */
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

static gboolean
timeout_cb (gpointer user_data)
{
  *(gboolean *) user_data = TRUE;
  return G_SOURCE_REMOVE;
}

/* Lets pending I/O and idles run for @ms. */
static void
spin_ms (guint ms)
{
  gboolean done = FALSE;

  g_timeout_add (ms, timeout_cb, &done);
  while (!done)
    g_main_context_iteration (NULL, TRUE);
}

/* The fake host ---------------------------------------------------------------- */

/* What Carry On sent so far: read first, then counted / the newest
 * ((transfer none) (nullable)). */
static guint
fake_host_count (CarryOnFakeHost *h,
                 const char      *type)
{
  carry_on_fake_host_read (h);
  return carry_on_fake_host_count_type (h, type);
}

static JsonObject *
fake_host_last (CarryOnFakeHost *h,
                const char      *type)
{
  carry_on_fake_host_read (h);
  return carry_on_fake_host_last_of_type (h, type);
}

/* (transfer full): a host connected to the app's supervisor: hello,
 * control granted, and the sessions snapshot @sessions_json (a JSON
 * array). */
static CarryOnFakeHost *
fake_host_connect (Fixture    *f,
                   const char *hello,
                   const char *sessions_json)
{
  return carry_on_fake_host_new (carry_on_application_get_supervisor (f->app), f->clock,
                                 hello, sessions_json);
}

/* The app ------------------------------------------------------------------- */

static void
reset_settings (void)
{
  g_autoptr(GSettings) settings = g_settings_new ("io.carryon.CarryOn");
  g_autoptr(GSettingsSchema) schema = NULL;
  g_auto(GStrv) keys = NULL;

  g_object_get (settings, "settings-schema", &schema, NULL);
  keys = g_settings_schema_list_keys (schema);
  for (guint i = 0; keys[i] != NULL; i++)
    g_settings_reset (settings, keys[i]);
  g_settings_set_boolean (settings, "jitter", FALSE);
}

static void
fixture_init (Fixture *f)
{
  memset (f, 0, sizeof *f);
  g_content_type_set_mime_dirs ((const char * const *) mime_dirs);
  f->clock = carry_on_clock_new_fake (g_get_real_time ());
  reset_settings ();
}

static void
fixture_clear (Fixture *f)
{
  g_clear_pointer (&f->host, carry_on_fake_host_free);
  g_clear_pointer (&f->plain, carry_on_fake_host_free);
  g_clear_object (&f->clock);
}

static void
activate_after_cb (GApplication *app,
                   Fixture      *f)
{
  GList *windows;

  f->body (f);
  while ((windows = gtk_application_get_windows (GTK_APPLICATION (app))) != NULL)
    gtk_window_destroy (GTK_WINDOW (windows->data));
  g_application_quit (app);
}

/* Runs the whole application (startup, activate, shutdown: the state file
 * is written) with @body called once the window is up. */
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
  g_assert_null (f->app);
}

static CarryOnSession *
session (Fixture    *f,
         const char *key)
{
  return carry_on_supervisor_lookup_session (carry_on_application_get_supervisor (f->app), key);
}

static CarryOnSessionRow *
row (Fixture    *f,
     const char *key)
{
  GtkWindow *window = carry_on_application_get_main_window (f->app);

  return CARRY_ON_IS_WINDOW (window) ? carry_on_window_find_row (CARRY_ON_WINDOW (window), key) : NULL;
}

static GtkWidget *
control (Fixture    *f,
         const char *name)
{
  CarryOnSessionRow *r = row (f, KEY);

  g_assert_nonnull (r);
  return carry_on_session_row_get_control (r, name);
}

/* The row's hand-off line as the person reads it ("" when hidden). */
static const char *
handoff_line (Fixture *f)
{
  if (!gtk_widget_get_visible (control (f, "handoff-box")))
    return "";
  return gtk_label_get_label (GTK_LABEL (control (f, "handoff-label")));
}

static gboolean
paste_offered (Fixture *f)
{
  return gtk_widget_get_visible (control (f, "handoff-box")) &&
         gtk_widget_get_visible (control (f, "paste")) &&
         gtk_widget_is_sensitive (control (f, "paste"));
}

static gboolean
offers_nothing (Fixture *f)
{
  CarryOnSessionRow *r = row (f, KEY);

  return r == NULL ||
         (!gtk_widget_is_sensitive (carry_on_session_row_get_control (r, "handoff")) &&
          !gtk_widget_is_sensitive (carry_on_session_row_get_control (r, "paste")));
}

static gboolean
history_has (Fixture    *f,
             const char *text)
{
  GListModel *history = carry_on_session_get_history (session (f, KEY));

  for (guint i = g_list_model_get_n_items (history); i > 0; i--)
    {
      g_autoptr(CarryOnHistoryItem) item = g_list_model_get_item (history, i - 1);

      if (strstr (carry_on_history_item_get_text (item), text) != NULL)
        return TRUE;
    }
  return FALSE;
}

/* The dialog ------------------------------------------------------------------- */

static CarryOnHandoffDialog *
find_dialog (Fixture *f)
{
  for (GList *l = gtk_application_get_windows (GTK_APPLICATION (f->app)); l != NULL; l = l->next)
    if (CARRY_ON_IS_HANDOFF_DIALOG (l->data))
      return l->data;
  return NULL;
}

/* The first widget under @root (depth first) of @type whose label, when
 * @label is set, is @label. */
static GtkWidget *
find_widget (GtkWidget  *root,
             GType       type,
             const char *label)
{
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found;

      if (G_TYPE_CHECK_INSTANCE_TYPE (child, type))
        {
          const char *text = NULL;

          if (GTK_IS_CHECK_BUTTON (child))
            text = gtk_check_button_get_label (GTK_CHECK_BUTTON (child));
          else if (GTK_IS_BUTTON (child))
            text = gtk_button_get_label (GTK_BUTTON (child));
          if (label == NULL || g_strcmp0 (text, label) == 0)
            return child;
        }
      found = find_widget (child, type, label);
      if (found != NULL)
        return found;
    }
  return NULL;
}

/* Clicks the row's "Hand off…" button and returns the dialog it opens. */
static CarryOnHandoffDialog *
open_dialog_from_row (Fixture *f)
{
  GtkWidget *button = control (f, "handoff");
  CarryOnHandoffDialog *dialog;

  g_assert_true (gtk_widget_get_visible (button));
  g_assert_true (gtk_widget_is_sensitive (button));
  g_assert_cmpstr (gtk_actionable_get_action_name (GTK_ACTIONABLE (button)), ==, "app.handoff-dialog");
  gtk_widget_activate (button);
  WAIT_FOR (find_dialog (f) != NULL);
  dialog = find_dialog (f);
  WAIT_FOR (gtk_widget_get_mapped (GTK_WIDGET (dialog)));
  return dialog;
}

/* Presses one of the dialog's response buttons ("_Hand Off", "_Cancel"). */
static void
press (Fixture              *f,
       CarryOnHandoffDialog *dialog,
       const char           *label)
{
  GtkWidget *button = find_widget (GTK_WIDGET (dialog), GTK_TYPE_BUTTON, label);

  g_assert_nonnull (button);
  gtk_widget_activate (button);
  WAIT_FOR (find_dialog (f) == NULL);
}

static void
progress (Fixture    *f,
          const char *request_id,
          const char *rest)
{
  carry_on_fake_host_writef (f->host, "{\"type\":\"handoff.progress\",\"session_id\":\"s1\","
                                      "\"request_id\":\"%s\",%s}", request_id, rest);
}

static void
connect_hosts (Fixture *f)
{
  f->host = fake_host_connect (f, HELLO_HANDOFF, "[{\"id\":\"s1\",\"cwd\":\"/home/me/proj\"}]");
  f->plain = fake_host_connect (f, HELLO_PLAIN, "[{\"id\":\"p1\",\"cwd\":\"/home/me/plain\"}]");
  WAIT_FOR (row (f, KEY) != NULL && row (f, "dsh:p1") != NULL);
}

/* Tests ---------------------------------------------------------------------- */

static void
test_stage_labels (void)
{
  static const struct {
    CarryOnHandoffStage stage;
    const char         *reason;
    const char         *label;
  } cases[] = {
    { CARRY_ON_HANDOFF_STAGE_NONE, NULL, NULL },
    { CARRY_ON_HANDOFF_STAGE_REQUESTED, NULL, "Hand-off: starting…" },
    { CARRY_ON_HANDOFF_STAGE_SAVING, NULL, "Hand-off: saving the state (1/4)…" },
    { CARRY_ON_HANDOFF_STAGE_NOTE_WRITTEN, NULL, "Hand-off: note written (1/4)" },
    { CARRY_ON_HANDOFF_STAGE_DRAFTING, NULL, "Hand-off: drafting the continuation prompt (2/4)…" },
    { CARRY_ON_HANDOFF_STAGE_COMPACTING, NULL, "Hand-off: compacting (3/4)…" },
    { CARRY_ON_HANDOFF_STAGE_DELIVERED, NULL, "Hand-off done: the continuation prompt is delivered" },
    { CARRY_ON_HANDOFF_STAGE_STOPPED, "cancelled: you pressed Esc", "Hand-off stopped: cancelled: you pressed Esc" },
    { CARRY_ON_HANDOFF_STAGE_STOPPED, NULL, "Hand-off stopped: no reason given" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *label = carry_on_handoff_stage_to_label (cases[i].stage, cases[i].reason);

      g_assert_cmpstr (label, ==, cases[i].label);
    }
}

/* Fill (the default) with a focus: the row's button, the dialog, every
 * stage in the row, the result in the history, then Paste Again. */
static void
fill_body (Fixture *f)
{
  CarryOnHandoffDialog *dialog;
  GtkWidget *entry;
  JsonObject *cmd;
  g_autofree char *req = NULL;
  const char *tooltip;

  connect_hosts (f);

  /* Only a host that offers it gets the button; nothing shows before a
   * run. */
  g_assert_false (gtk_widget_get_visible (carry_on_session_row_get_control (row (f, "dsh:p1"), "handoff")));
  g_assert_cmpstr (handoff_line (f), ==, "");
  g_assert_false (paste_offered (f));

  dialog = open_dialog_from_row (f);
  g_assert_true (gtk_window_get_transient_for (GTK_WINDOW (dialog)) ==
                 carry_on_application_get_main_window (f->app));
  g_assert_cmpstr (adw_message_dialog_get_heading (ADW_MESSAGE_DIALOG (dialog)), ==, "Hand Off proj?");
  /* Fill is the default: the person reviews the prompt. */
  g_assert_cmpstr (carry_on_handoff_dialog_get_deliver (dialog), ==, "fill");
  g_assert_true (gtk_check_button_get_active (GTK_CHECK_BUTTON (
    find_widget (GTK_WIDGET (dialog), GTK_TYPE_CHECK_BUTTON,
                 "_Put it in the prompt box; I review it and press Enter"))));
  entry = find_widget (GTK_WIDGET (dialog), GTK_TYPE_ENTRY, NULL);
  g_assert_nonnull (entry);
  gtk_editable_set_text (GTK_EDITABLE (entry), "the parser tests");
  press (f, dialog, "_Hand Off");

  /* The command the host gets. */
  WAIT_FOR (fake_host_count (f->host, "handoff") == 1);
  cmd = fake_host_last (f->host, "handoff");
  g_assert_cmpstr (json_object_get_string_member (cmd, "session_id"), ==, "s1");
  g_assert_cmpstr (json_object_get_string_member (cmd, "focus"), ==, "the parser tests");
  g_assert_cmpstr (json_object_get_string_member (cmd, "deliver"), ==, "fill");
  req = g_strdup (json_object_get_string_member (cmd, "request_id"));
  g_assert_cmpuint (fake_host_count (f->plain, "handoff"), ==, 0);

  /* Each stage in the row; no second run while one runs. */
  WAIT_FOR (g_str_equal (handoff_line (f), "Hand-off: starting…"));
  g_assert_false (gtk_widget_is_sensitive (control (f, "handoff")));
  g_assert_false (paste_offered (f));

  progress (f, req, "\"run_id\":\"h1\",\"stage\":\"saving\",\"can_paste\":false");
  WAIT_FOR (g_str_equal (handoff_line (f), "Hand-off: saving the state (1/4)…"));

  progress (f, req, "\"run_id\":\"h1\",\"stage\":\"note-written\",\"path\":\"" NOTE_PATH "\"");
  WAIT_FOR (g_str_equal (handoff_line (f), "Hand-off: note written (1/4)"));
  tooltip = carry_on_widget_get_tip (control (f, "handoff-label"));
  g_assert_nonnull (strstr (tooltip, "Note: " NOTE_PATH));

  progress (f, req, "\"run_id\":\"h1\",\"stage\":\"drafting\"");
  WAIT_FOR (g_str_equal (handoff_line (f), "Hand-off: drafting the continuation prompt (2/4)…"));

  /* The host keeps a prompt from here on, but a running run offers no
   * paste. */
  progress (f, req, "\"run_id\":\"h1\",\"stage\":\"compacting\",\"can_paste\":true");
  WAIT_FOR (g_str_equal (handoff_line (f), "Hand-off: compacting (3/4)…"));
  g_assert_false (paste_offered (f));
  g_assert_false (gtk_widget_is_sensitive (control (f, "handoff")));

  progress (f, req, "\"run_id\":\"h1\",\"stage\":\"delivered\",\"can_paste\":true");
  WAIT_FOR (g_str_equal (handoff_line (f), "Hand-off done: the continuation prompt is delivered"));
  g_assert_true (paste_offered (f));
  g_assert_true (gtk_widget_is_sensitive (control (f, "handoff")));
  g_assert_true (history_has (f, "hand-off done: the continuation prompt is in the prompt box"));
  /* Paste Again names the note of the run it belongs to. */
  g_assert_nonnull (strstr (carry_on_widget_get_tip (control (f, "paste")), "the note " NOTE_PATH));

  /* Paste Again asks the host for the kept prompt. */
  gtk_widget_activate (control (f, "paste"));
  WAIT_FOR (fake_host_count (f->host, "handoff.paste") == 1);
  cmd = fake_host_last (f->host, "handoff.paste");
  g_assert_cmpstr (json_object_get_string_member (cmd, "session_id"), ==, "s1");
  g_assert_cmpstr (json_object_get_string_member (cmd, "request_id"), !=, req);
  carry_on_fake_host_writef (f->host, "{\"type\":\"handoff.progress\",\"session_id\":\"s1\",\"request_id\":\"%s\","
                                      "\"run_id\":\"h1\",\"stage\":\"delivered\",\"can_paste\":true,"
                                      "\"path\":\"" NOTE_PATH "\"}",
                            json_object_get_string_member (cmd, "request_id"));
  WAIT_FOR (history_has (f, "in the prompt box again (its note: " NOTE_PATH ")"));
  /* The answer does not replace the run's result. */
  g_assert_cmpstr (handoff_line (f), ==, "Hand-off done: the continuation prompt is delivered");
  g_assert_true (paste_offered (f));

  /* Nothing ever went out as a continue. */
  g_assert_cmpuint (fake_host_count (f->host, "prompt.submit"), ==, 0);
}

static void
test_dialog_fill (void)
{
  Fixture f;

  fixture_init (&f);
  run_app (&f, fill_body);
  fixture_clear (&f);
}

/* Submit, chosen in the dialog opened through app.handoff-dialog (the
 * tray's path); Cancel sends nothing; a person's prompt stops the run; a
 * stop during compaction keeps the prompt for Paste Again. */
static void
submit_body (Fixture *f)
{
  CarryOnHandoffDialog *dialog;
  GtkWidget *submit;
  JsonObject *cmd;
  g_autofree char *req = NULL;

  connect_hosts (f);

  /* Cancel: no command. */
  g_action_group_activate_action (G_ACTION_GROUP (f->app), "handoff-dialog", g_variant_new_string (KEY));
  WAIT_FOR (find_dialog (f) != NULL);
  press (f, find_dialog (f), "_Cancel");
  spin_ms (100);
  g_assert_cmpuint (fake_host_count (f->host, "handoff"), ==, 0);
  g_assert_cmpint (carry_on_session_get_handoff_stage (session (f, KEY)), ==, CARRY_ON_HANDOFF_STAGE_NONE);

  /* An unknown session opens nothing. */
  g_action_group_activate_action (G_ACTION_GROUP (f->app), "handoff-dialog", g_variant_new_string ("claude-code:nope"));
  spin_ms (50);
  g_assert_null (find_dialog (f));

  g_action_group_activate_action (G_ACTION_GROUP (f->app), "handoff-dialog", g_variant_new_string (KEY));
  WAIT_FOR (find_dialog (f) != NULL);
  dialog = find_dialog (f);
  submit = find_widget (GTK_WIDGET (dialog), GTK_TYPE_CHECK_BUTTON, "_Send it at once");
  g_assert_nonnull (submit);
  gtk_check_button_set_active (GTK_CHECK_BUTTON (submit), TRUE);
  g_assert_cmpstr (carry_on_handoff_dialog_get_deliver (dialog), ==, "submit");
  press (f, dialog, "_Hand Off");

  WAIT_FOR (fake_host_count (f->host, "handoff") == 1);
  cmd = fake_host_last (f->host, "handoff");
  g_assert_cmpstr (json_object_get_string_member (cmd, "deliver"), ==, "submit");
  /* No focus typed: none is sent. */
  g_assert_false (json_object_has_member (cmd, "focus"));
  req = g_strdup (json_object_get_string_member (cmd, "request_id"));
  WAIT_FOR (history_has (f, "will run by itself"));

  /* The person typed during the run: stopped, the note kept, no paste. */
  progress (f, req, "\"run_id\":\"h1\",\"stage\":\"note-written\",\"path\":\"" NOTE_PATH "\"");
  progress (f, req, "\"run_id\":\"h1\",\"stage\":\"stopped\",\"can_paste\":false,"
                    "\"reason\":\"you sent a prompt during the hand-off\"");
  WAIT_FOR (g_str_equal (handoff_line (f), "Hand-off stopped: you sent a prompt during the hand-off"));
  g_assert_false (paste_offered (f));
  g_assert_true (gtk_widget_is_sensitive (control (f, "handoff")));
  g_assert_true (history_has (f, "the note is kept at " NOTE_PATH));

  /* A long reason is read in full in the row: the line wraps, never cut
   * (not only in a tooltip). */
  dialog = open_dialog_from_row (f);
  press (f, dialog, "_Hand Off");
  WAIT_FOR (fake_host_count (f->host, "handoff") == 2);
  g_free (req);
  req = g_strdup (json_object_get_string_member (fake_host_last (f->host, "handoff"), "request_id"));
  WAIT_FOR (g_str_equal (handoff_line (f), "Hand-off: starting…"));
  progress (f, req, "\"run_id\":\"h9\",\"stage\":\"stopped\",\"can_paste\":false,"
                    "\"reason\":\"" LONG_REASON "\"");
  WAIT_FOR (g_str_equal (handoff_line (f), "Hand-off stopped: " LONG_REASON));
  {
    GtkLabel *label = GTK_LABEL (control (f, "handoff-label"));
    PangoLayout *layout;

    WAIT_FOR (gtk_widget_get_mapped (GTK_WIDGET (label)) && gtk_widget_get_width (GTK_WIDGET (label)) > 0);
    layout = gtk_label_get_layout (label);
    g_assert_cmpint (gtk_label_get_ellipsize (label), ==, PANGO_ELLIPSIZE_NONE);
    g_assert_false (pango_layout_is_ellipsized (layout));
    g_assert_cmpint (pango_layout_get_line_count (layout), >, 1);
  }

  /* Again, fill this time; Esc during compaction keeps the prompt. */
  dialog = open_dialog_from_row (f);
  /* A new dialog starts from the default again. */
  g_assert_cmpstr (carry_on_handoff_dialog_get_deliver (dialog), ==, "fill");
  press (f, dialog, "_Hand Off");
  WAIT_FOR (fake_host_count (f->host, "handoff") == 3);
  g_free (req);
  req = g_strdup (json_object_get_string_member (fake_host_last (f->host, "handoff"), "request_id"));
  WAIT_FOR (g_str_equal (handoff_line (f), "Hand-off: starting…"));
  progress (f, req, "\"run_id\":\"h2\",\"stage\":\"compacting\",\"can_paste\":true");
  WAIT_FOR (g_str_equal (handoff_line (f), "Hand-off: compacting (3/4)…"));
  progress (f, req, "\"run_id\":\"h2\",\"stage\":\"stopped\",\"can_paste\":true,"
                    "\"reason\":\"cancelled: you pressed Esc\"");
  WAIT_FOR (g_str_equal (handoff_line (f), "Hand-off stopped: cancelled: you pressed Esc"));
  g_assert_true (paste_offered (f));
  g_assert_true (history_has (f, "the continuation prompt is kept (Paste again)"));

  /* The host goes away: the row (if it stays) offers neither any more
   * (both are greyed; the kept prompt is still shown). */
  g_socket_close (f->host->peer, NULL);
  WAIT_FOR (offers_nothing (f));
}

static void
test_dialog_submit_and_stops (void)
{
  Fixture f;

  fixture_init (&f);
  run_app (&f, submit_body);
  fixture_clear (&f);
}

/* Restart: the app quits after a stop that kept the prompt; the next run
 * (same state file, same host snapshot) still shows the result and offers
 * Paste Again, which reaches the host. */
static void
before_restart_body (Fixture *f)
{
  g_autofree char *req = NULL;

  f->host = fake_host_connect (f, HELLO_HANDOFF, "[{\"id\":\"s1\",\"cwd\":\"/home/me/proj\"}]");
  WAIT_FOR (row (f, KEY) != NULL);
  g_assert_true (carry_on_supervisor_handoff (carry_on_application_get_supervisor (f->app), KEY,
                                              NULL, "fill", NULL));
  WAIT_FOR (fake_host_count (f->host, "handoff") == 1);
  req = g_strdup (json_object_get_string_member (fake_host_last (f->host, "handoff"), "request_id"));
  progress (f, req, "\"run_id\":\"h1\",\"stage\":\"note-written\",\"path\":\"" NOTE_PATH "\"");
  progress (f, req, "\"run_id\":\"h1\",\"stage\":\"stopped\",\"can_paste\":true,"
                    "\"reason\":\"cancelled: you pressed Esc\"");
  WAIT_FOR (paste_offered (f));
}

static void
after_restart_body (Fixture *f)
{
  f->host = fake_host_connect (f, HELLO_HANDOFF, "[{\"id\":\"s1\",\"cwd\":\"/home/me/proj\"}]");
  WAIT_FOR (row (f, KEY) != NULL);
  g_assert_cmpstr (handoff_line (f), ==, "Hand-off stopped: cancelled: you pressed Esc");
  g_assert_true (paste_offered (f));
  g_assert_cmpstr (carry_on_session_get_handoff_note_path (session (f, KEY)), ==, NOTE_PATH);

  gtk_widget_activate (control (f, "paste"));
  WAIT_FOR (fake_host_count (f->host, "handoff.paste") == 1);
  g_assert_cmpstr (json_object_get_string_member (fake_host_last (f->host, "handoff.paste"), "session_id"),
                   ==, "s1");
}

static void
test_restart_keeps_paste (void)
{
  Fixture f;

  fixture_init (&f);
  run_app (&f, before_restart_body);
  g_clear_pointer (&f.host, carry_on_fake_host_free);
  run_app (&f, after_restart_body);
  fixture_clear (&f);
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
  g_setenv ("LC_ALL", "C.UTF-8", TRUE);

  {
    const char * const *data_dirs = g_get_system_data_dirs ();
    guint n = g_strv_length ((char **) data_dirs);

    mime_dirs = g_new0 (char *, n + 1);
    for (guint i = 0; i < n; i++)
      mime_dirs[i] = g_build_filename (data_dirs[i], "mime", NULL);
  }

  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);

  g_test_add_func ("/ui/handoff/stage-labels", test_stage_labels);

  if (g_getenv ("DISPLAY") == NULL && g_getenv ("WAYLAND_DISPLAY") == NULL)
    g_test_add_func ("/ui/handoff/needs-a-display", test_no_display);
  else
    {
      gtk_init ();
      g_test_add_func ("/ui/handoff/dialog-fill", test_dialog_fill);
      g_test_add_func ("/ui/handoff/dialog-submit-and-stops", test_dialog_submit_and_stops);
      g_test_add_func ("/ui/handoff/restart-keeps-paste", test_restart_keeps_paste);
    }

  return g_test_run ();
}
