/* test-tray.c
 *
 * SPDX-FileCopyrightText: 2026 The Carry On authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * CarryOnTray end to end, on the bus tests/desktop-session.sh provides: a
 * real supervisor (fake clock, a host over a socketpair) drives the tray;
 * the item registers with xfce4-panel's watcher; its dbusmenu layout is the
 * tray's GMenuModel; a menu Event for "Cancel retry" cancels that session's
 * pending continue in the core; the icon, status and tooltip follow the
 * state; "Quit" is answered before it runs.  Outside the harness: TAP skip.
 */

#include "config.h"

#include <string.h>
#include <sys/socket.h>

#include "carry-on-tray.h"
#include "tray-test-utils.h"

#define WAIT_MS 10000

static const char seven_sessions[] =
  "[{\"id\":\"s1\",\"cwd\":\"/home/me/alpha\"},{\"id\":\"s2\",\"cwd\":\"/home/me/beta\"},"
  "{\"id\":\"s3\",\"cwd\":\"/home/me/gamma\"},{\"id\":\"s4\",\"cwd\":\"/home/me/delta\"},"
  "{\"id\":\"s5\",\"cwd\":\"/home/me/epsilon\"},{\"id\":\"s6\",\"cwd\":\"/home/me/zeta\"},"
  "{\"id\":\"s7\",\"cwd\":\"/home/me/my_eta\"}]";

typedef struct
{
  TrayTest        *t;
  CarryOnTray     *tray;
  GDBusConnection *client;   /* the host's end */
  const char      *item_bus_name;
} Fixture;

static gboolean
tray_available (gpointer data)
{
  return carry_on_tray_get_available (((Fixture *) data)->tray);
}

static void
fixture_setup_with (Fixture    *f,
                    const char *sessions)
{
  f->t = tray_test_new ("io.carryon.CarryOn.TestTray", sessions);
  f->tray = carry_on_tray_new (f->t->app, f->t->supervisor, f->t->clock);
  f->client = tray_test_new_connection ();
  f->item_bus_name = g_dbus_connection_get_unique_name (
    carry_on_status_notifier_get_connection (carry_on_tray_get_status_notifier (f->tray)));
  g_assert_true (tray_test_wait (tray_available, f, WAIT_MS));
}

static void
fixture_setup (Fixture *f)
{
  fixture_setup_with (f, seven_sessions);
}

static void
fixture_teardown (Fixture *f)
{
  g_assert_finalize_object (f->tray);
  g_clear_object (&f->client);
  tray_test_free (f->t);
}

typedef struct
{
  GVariant *reply;
  GError   *error;
  gboolean  done;
} AsyncReply;

static void
async_reply_cb (GObject      *source,
                GAsyncResult *result,
                gpointer      user_data)
{
  AsyncReply *reply = user_data;

  reply->reply = g_dbus_connection_call_finish (G_DBUS_CONNECTION (source), result, &reply->error);
  reply->done = TRUE;
}

static gboolean
reply_done (gpointer data)
{
  return ((AsyncReply *) data)->done;
}

/* Runs what is already due on the default main context: the idle
 * callbacks the tray, the menu and the item queue for their updates.  Each
 * is ready at once, so this needs no time to pass, however slow the
 * machine. */
static void
drain (void)
{
  while (g_main_context_iteration (NULL, FALSE))
    ;
}

static GVariant *
call (Fixture    *f,
      const char *path,
      const char *interface,
      const char *method,
      GVariant   *args)
{
  AsyncReply reply = { 0 };

  g_dbus_connection_call (f->client, f->item_bus_name, path, interface, method, args, NULL,
                          G_DBUS_CALL_FLAGS_NONE, 5000, NULL, async_reply_cb, &reply);
  g_assert_true (tray_test_wait (reply_done, &reply, WAIT_MS));
  g_assert_no_error (reply.error);
  return reply.reply;
}

static GVariant *
get_layout (Fixture *f)
{
  g_autoptr(GVariant) reply = NULL;
  GVariant *layout;
  guint revision;

  /* Let the tray's and the menu's idle updates run first. */
  drain ();
  reply = call (f, CARRY_ON_STATUS_NOTIFIER_MENU_PATH, "com.canonical.dbusmenu", "GetLayout",
                g_variant_new ("(ii^as)", 0, -1, (const char * const[]) { NULL }));
  g_variant_get (reply, "(u@(ia{sv}av))", &revision, &layout);
  return layout;
}

static char *
get_item_string (Fixture    *f,
                 const char *property)
{
  g_autoptr(GVariant) reply = NULL;
  g_autoptr(GVariant) value = NULL;

  drain ();
  reply = call (f, CARRY_ON_STATUS_NOTIFIER_PATH, "org.freedesktop.DBus.Properties", "Get",
                g_variant_new ("(ss)", "org.kde.StatusNotifierItem", property));
  g_variant_get (reply, "(v)", &value);
  if (g_variant_is_of_type (value, G_VARIANT_TYPE_STRING))
    return g_variant_dup_string (value, NULL);
  return g_variant_print (value, FALSE);
}

/* The top-level items of a layout as "label" (or "---"), one per line;
 * a checkmark item adds " [x]" or " [ ]". */
static char *
layout_outline (GVariant *layout)
{
  g_autoptr(GVariant) children = NULL;
  GString *out = g_string_new (NULL);

  children = g_variant_get_child_value (layout, 2);
  for (gsize i = 0; i < g_variant_n_children (children); i++)
    {
      g_autoptr(GVariant) boxed = g_variant_get_child_value (children, i);
      g_autoptr(GVariant) child = g_variant_get_variant (boxed);
      g_autoptr(GVariant) props = g_variant_get_child_value (child, 1);
      const char *label = NULL, *type = NULL, *toggle = NULL;
      int state = 0;

      g_variant_lookup (props, "label", "&s", &label);
      g_variant_lookup (props, "type", "&s", &type);
      if (g_strcmp0 (type, "separator") == 0)
        g_string_append (out, "---\n");
      else
        {
          g_string_append (out, label);
          if (g_variant_lookup (props, "toggle-type", "&s", &toggle))
            {
              g_variant_lookup (props, "toggle-state", "i", &state);
              g_string_append (out, state ? " [x]" : " [ ]");
            }
          g_string_append_c (out, '\n');
        }
    }
  return g_string_free (out, FALSE);
}

/* The same outline from the GMenuModel the app gave the tray. */
static void
model_outline (GMenuModel *model,
               GString    *out,
               gboolean   *first_section)
{
  for (int i = 0; i < g_menu_model_get_n_items (model); i++)
    {
      g_autoptr(GMenuModel) section = g_menu_model_get_item_link (model, i, G_MENU_LINK_SECTION);
      g_autofree char *label = NULL;

      if (section != NULL)
        {
          if (g_menu_model_get_n_items (section) == 0)
            continue;
          if (!*first_section)
            g_string_append (out, "---\n");
          *first_section = FALSE;
          model_outline (section, out, first_section);
          continue;
        }
      g_menu_model_get_item_attribute (model, i, G_MENU_ATTRIBUTE_LABEL, "s", &label);
      g_string_append (out, label);
      if (g_str_has_prefix (label, "Carry On is"))
        g_string_append (out, g_str_has_suffix (label, "_on") ? " [x]" : " [ ]");
      g_string_append_c (out, '\n');
    }
}

static int
find_id (GVariant   *layout,
         const char *label)
{
  g_autoptr(GVariant) children = g_variant_get_child_value (layout, 2);

  for (gsize i = 0; i < g_variant_n_children (children); i++)
    {
      g_autoptr(GVariant) boxed = g_variant_get_child_value (children, i);
      g_autoptr(GVariant) child = g_variant_get_variant (boxed);
      g_autoptr(GVariant) props = g_variant_get_child_value (child, 1);
      const char *item_label = NULL;
      int id;

      g_variant_get_child (child, 0, "i", &id);
      if (g_variant_lookup (props, "label", "&s", &item_label) && g_str_equal (item_label, label))
        return id;
    }
  return -1;
}

static void
item_activated_cb (CarryOnDbusMenu *menu,
                   const char      *action,
                   GVariant        *target,
                   gpointer         user_data)
{
  (*(guint *) user_data)++;
}

static gboolean
counted (gpointer data)
{
  return *(guint *) data > 0;
}

static void
click (Fixture    *f,
       const char *label)
{
  g_autoptr(GVariant) layout = get_layout (f);
  g_autoptr(GVariant) reply = NULL;
  CarryOnDbusMenu *menu = carry_on_tray_get_dbus_menu (f->tray);
  int id = find_id (layout, label);
  guint activated = 0;
  gulong handler;

  g_assert_cmpint (id, >, 0);
  handler = g_signal_connect (menu, "item-activated", G_CALLBACK (item_activated_cb), &activated);
  reply = call (f, CARRY_ON_STATUS_NOTIFIER_MENU_PATH, "com.canonical.dbusmenu", "Event",
                g_variant_new ("(isvu)", id, "clicked", g_variant_new_int32 (0), 0));
  /* The menu answers first and runs the item's action from an idle
   * callback: wait for that, not for some time to pass. */
  g_assert_true (tray_test_wait (counted, &activated, WAIT_MS));
  g_signal_handler_disconnect (menu, handler);
}

static gboolean
registered_with_watcher (gpointer data)
{
  Fixture *f = data;
  g_autoptr(GVariant) reply = NULL;
  g_autoptr(GVariant) value = NULL;
  g_autofree const char **items = NULL;

  reply = g_dbus_connection_call_sync (f->client, "org.kde.StatusNotifierWatcher",
                                       "/StatusNotifierWatcher", "org.freedesktop.DBus.Properties",
                                       "Get", g_variant_new ("(ss)", "org.kde.StatusNotifierWatcher",
                                                             "RegisteredStatusNotifierItems"),
                                       G_VARIANT_TYPE ("(v)"), G_DBUS_CALL_FLAGS_NONE, 5000,
                                       NULL, NULL);
  if (reply == NULL)
    return FALSE;
  g_variant_get (reply, "(v)", &value);
  items = g_variant_get_strv (value, NULL);
  for (guint i = 0; items[i] != NULL; i++)
    if (g_str_has_prefix (items[i], f->item_bus_name))
      return TRUE;
  return FALSE;
}

/* The item appears at the real watcher; the menu has the three sections;
 * quiet state in icon and tooltip. */
static void
test_registers_quiet (void)
{
  Fixture f = { 0 };
  g_autoptr(GVariant) layout = NULL;
  g_autofree char *outline = NULL;
  g_autofree char *icon = NULL;
  g_autofree char *status = NULL;
  g_autofree char *tooltip = NULL;

  fixture_setup (&f);
  g_assert_true (registered_with_watcher (&f));

  layout = get_layout (&f);
  outline = layout_outline (layout);
  g_assert_cmpstr (outline, ==,
                   "Carry On is _on [x]\n"
                   "_Show window\n"
                   "---\n"
                   "S_ettings\n"
                   "_Quit\n");

  icon = get_item_string (&f, "IconName");
  g_assert_cmpstr (icon, ==, CARRY_ON_TRAY_ICON_QUIET);
  status = get_item_string (&f, "Status");
  g_assert_cmpstr (status, ==, "Active");
  tooltip = get_item_string (&f, "ToolTip");
  g_assert_nonnull (strstr (tooltip, "All quiet: watching 7 sessions"));

  fixture_teardown (&f);
}

/* Seven continues pending: the nearest five, then "2 more…"; the layout is
 * the model; "Cancel retry" cancels that session's continue in the core. */
static void
test_cancel_retry_from_menu (void)
{
  Fixture f = { 0 };
  g_autoptr(GVariant) layout = NULL;
  g_autofree char *outline = NULL;
  g_autofree char *icon = NULL;
  g_autofree char *tooltip = NULL;
  g_autoptr(GString) from_model = g_string_new (NULL);
  gboolean first = TRUE;
  CarryOnSession *gamma;
  const char *ids[] = { "s1", "s2", "s3", "s4", "s5", "s6", "s7" };

  fixture_setup (&f);
  g_settings_set_uint (f.t->gsettings, "resume-margin", 60);

  /* Usage limits resetting 20, 21, … minutes from now (margin 60 s):
   * distinct, far enough that nothing fires. */
  for (guint i = 0; i < G_N_ELEMENTS (ids); i++)
    tray_test_limit_turn (f.t, ids[G_N_ELEMENTS (ids) - 1 - i], 20 * 60 + 60 * (G_N_ELEMENTS (ids) - 1 - i));
  g_assert_cmpuint (carry_on_supervisor_get_n_pending (f.t->supervisor), ==, 7);

  layout = get_layout (&f);
  outline = layout_outline (layout);
  g_assert_cmpstr (outline, ==,
                   "Carry On is _on [x]\n"
                   "_Show window\n"
                   "---\n"
                   "Cancel retry — alpha\n"
                   "Cancel retry — beta\n"
                   "Cancel retry — gamma\n"
                   "Cancel retry — delta\n"
                   "Cancel retry — epsilon\n"
                   "2 more…\n"
                   "---\n"
                   "S_ettings\n"
                   "_Quit\n");
  /* What hosts see is what the app's model says. */
  model_outline (carry_on_tray_get_menu (f.tray), from_model, &first);
  g_assert_cmpstr (outline, ==, from_model->str);

  icon = get_item_string (&f, "IconName");
  g_assert_cmpstr (icon, ==, CARRY_ON_TRAY_ICON_PENDING);
  tooltip = get_item_string (&f, "ToolTip");
  /* The nearest: alpha, reset in 20 min + 60 s margin. */
  g_assert_nonnull (strstr (tooltip, "Resuming alpha at "));
  g_assert_nonnull (strstr (tooltip, "in 21 min"));
  g_assert_nonnull (strstr (tooltip, "6 more continues pending"));

  /* Cancel gamma's from the menu, as the panel would. */
  gamma = tray_test_session (f.t, "s3");
  g_assert_cmpint (carry_on_session_get_state (gamma), ==, CARRY_ON_SESSION_STATE_WAITING);
  click (&f, "Cancel retry — gamma");
  tray_test_settle (f.t);
  g_assert_true (tray_test_was_activated (f.t, "cancel claude-code:s3"));
  g_assert_cmpint (carry_on_session_get_state (gamma), !=, CARRY_ON_SESSION_STATE_WAITING);
  g_assert_cmpint (carry_on_session_get_due (gamma), ==, 0);
  g_assert_cmpuint (carry_on_supervisor_get_n_pending (f.t->supervisor), ==, 6);
  /* Nothing went out for it, even once its time has passed. */
  tray_test_advance (f.t, (21 * 60 + 30) * TRAY_TEST_SEC);
  g_assert_cmpuint (tray_test_count_sent (f.t, "prompt.submit"), ==, 1);  /* alpha's only */

  g_clear_pointer (&layout, g_variant_unref);
  g_clear_pointer (&outline, g_free);
  layout = get_layout (&f);
  outline = layout_outline (layout);
  g_assert_null (strstr (outline, "gamma"));
  g_assert_null (strstr (outline, "alpha"));   /* sent: no longer pending */
  g_assert_nonnull (strstr (outline, "Cancel retry — my__eta\n"));  /* "_" kept */

  fixture_teardown (&f);
}

/* Paused and gave-up states; the toggle item switches the core off. */
static void
test_states (void)
{
  Fixture f = { 0 };
  g_autoptr(GVariant) layout = NULL;
  g_autofree char *outline = NULL;
  g_autofree char *icon = NULL;
  g_autofree char *status = NULL;
  g_autofree char *tooltip = NULL;

  fixture_setup (&f);

  /* Off from the tray menu: the GSettings action turns the core off. */
  click (&f, "Carry On is _on");
  g_assert_false (g_settings_get_boolean (f.t->gsettings, "enabled"));
  layout = get_layout (&f);
  outline = layout_outline (layout);
  g_assert_true (g_str_has_prefix (outline, "Carry On is _off [ ]\n"));
  icon = get_item_string (&f, "IconName");
  g_assert_cmpstr (icon, ==, CARRY_ON_TRAY_ICON_PAUSED);
  tooltip = get_item_string (&f, "ToolTip");
  g_assert_nonnull (strstr (tooltip, "Off: no session is continued"));

  /* On again; a fatal error: NeedsAttention. */
  click (&f, "Carry On is _off");
  g_assert_true (g_settings_get_boolean (f.t->gsettings, "enabled"));
  tray_test_fail_turn (f.t, "s2", TRAY_TEST_FATAL);
  g_assert_cmpint (carry_on_session_get_state (tray_test_session (f.t, "s2")), ==,
                   CARRY_ON_SESSION_STATE_GAVE_UP);
  g_clear_pointer (&icon, g_free);
  icon = get_item_string (&f, "IconName");
  g_assert_cmpstr (icon, ==, CARRY_ON_TRAY_ICON_ATTENTION);
  status = get_item_string (&f, "Status");
  g_assert_cmpstr (status, ==, "NeedsAttention");
  g_clear_pointer (&tooltip, g_free);
  tooltip = get_item_string (&f, "ToolTip");
  g_assert_nonnull (strstr (tooltip, "Gave up on beta"));

  fixture_teardown (&f);
}

/* The countdown ticks on the (fake) clock only while something is pending. */
static void
test_countdown (void)
{
  Fixture f = { 0 };
  g_autofree char *tooltip = NULL;
  guint armed_idle;

  fixture_setup (&f);
  drain ();
  armed_idle = carry_on_clock_get_n_pending (f.t->clock);

  tray_test_fail_turn (f.t, "s1", TRAY_TEST_OVERLOADED);   /* 5 s */
  tooltip = get_item_string (&f, "ToolTip");
  g_assert_nonnull (strstr (tooltip, "Continuing alpha in 0:05"));
  carry_on_clock_advance (f.t->clock, 2 * TRAY_TEST_SEC);
  g_clear_pointer (&tooltip, g_free);
  tooltip = get_item_string (&f, "ToolTip");
  g_assert_nonnull (strstr (tooltip, "Continuing alpha in 0:03"));

  /* It goes out: quiet again, and no tick of ours stays armed. */
  tray_test_advance (f.t, 3 * TRAY_TEST_SEC);
  g_assert_cmpuint (tray_test_count_sent (f.t, "prompt.submit"), ==, 1);
  g_clear_pointer (&tooltip, g_free);
  tooltip = get_item_string (&f, "ToolTip");
  g_assert_null (strstr (tooltip, "Continuing"));
  g_assert_cmpuint (carry_on_clock_get_n_pending (f.t->clock), <=, armed_idle);

  fixture_teardown (&f);
}

/* Left click shows the window (no window is visible); Quit runs after its
 * reply; "N more…" opens the window. */
static void
test_clicks (void)
{
  Fixture f = { 0 };
  g_autoptr(GVariant) reply = NULL;

  fixture_setup (&f);

  reply = call (&f, CARRY_ON_STATUS_NOTIFIER_PATH, "org.kde.StatusNotifierItem", "Activate",
                g_variant_new ("(ii)", 10, 10));
  /* The item answers first and emits "activate" from an idle callback. */
  tray_test_wait_activated (f.t, "show-window", WAIT_MS);

  click (&f, "_Quit");
  g_assert_true (tray_test_was_activated (f.t, "quit"));

  click (&f, "S_ettings");
  g_assert_true (tray_test_was_activated (f.t, "preferences"));

  fixture_teardown (&f);
}

/* ---- hand-off ------------------------------------------------------ */

#define HANDOFF_KEY "claude-code:r1"

/* A second host, which offers hand-off (the fixture's does not): the test
 * plays it over a socketpair (tests/carry-on-fake-host.h), reading what
 * Carry On sends it. */

/* (transfer none) (nullable): the newest message of @type Carry On sent,
 * after reading what is there; *@count (optional) how many there are. */
static JsonObject *
relay_last (CarryOnFakeHost *h,
            const char      *type,
            guint           *count)
{
  carry_on_fake_host_read (h);
  if (count != NULL)
    *count = carry_on_fake_host_count_type (h, type);
  return carry_on_fake_host_last_of_type (h, type);
}

static CarryOnFakeHost *
relay_connect (Fixture *f)
{
  CarryOnFakeHost *h;

  h = carry_on_fake_host_new (f->t->supervisor, f->t->clock,
                              CARRY_ON_FAKE_HOST_HELLO ("claude-code", "Claude Code", "2.1.332", 4343,
                                                        "\"prompt.submit\",\"log\",\"usage\",\"handoff\""),
                              "[{\"id\":\"r1\",\"cwd\":\"/home/me/relay\"}]");
  tray_test_settle (f->t);
  g_assert_true (carry_on_host_is_controller (h->host));
  g_assert_nonnull (carry_on_supervisor_lookup_session (f->t->supervisor, HANDOFF_KEY));
  return h;
}

static void
relay_progress (Fixture         *f,
                CarryOnFakeHost *h,
                const char      *request_id,
                const char      *rest)
{
  carry_on_fake_host_writef (h, "{\"type\":\"handoff.progress\",\"session_id\":\"r1\",\"request_id\":\"%s\",%s}",
                             request_id, rest);
  tray_test_settle (f->t);
}

/* The app's hand-off actions as CarryOnApplication has them: the dialog
 * is recorded (the window tests open it), app.handoff and
 * app.handoff-paste run the supervisor's own. */
static void
handoff_action_cb (GSimpleAction *action,
                   GVariant      *parameter,
                   gpointer       user_data)
{
  Fixture *f = user_data;
  const char *name = g_action_get_name (G_ACTION (action));

  if (g_variant_is_of_type (parameter, G_VARIANT_TYPE_STRING))
    g_ptr_array_add (f->t->activated, g_strdup_printf ("%s %s", name, g_variant_get_string (parameter, NULL)));
  else
    g_ptr_array_add (f->t->activated, g_strdup (name));
  if (!g_str_equal (name, "handoff-dialog"))
    g_action_group_activate_action (carry_on_supervisor_get_actions (f->t->supervisor), name, parameter);
}

static char *
outline_now (Fixture *f)
{
  g_autoptr(GVariant) layout = get_layout (f);
  g_autoptr(GString) from_model = g_string_new (NULL);
  gboolean first = TRUE;
  char *outline = layout_outline (layout);

  /* What the panel shows is what the app's model says. */
  model_outline (carry_on_tray_get_menu (f->tray), from_model, &first);
  g_assert_cmpstr (outline, ==, from_model->str);
  return outline;
}

/* Whether the app's menu model offers no hand-off any more. */
static gboolean
offers_no_handoff (gpointer data)
{
  Fixture *f = data;
  g_autoptr(GString) text = g_string_new (NULL);
  gboolean first = TRUE;

  model_outline (carry_on_tray_get_menu (f->tray), text, &first);
  return strstr (text->str, "Hand off") == NULL;
}

/* "Hand off — <session>…" only for a session whose host offers it, gone
 * while its run goes; "Paste again — <session>" while the host keeps a
 * prompt; each item reaches the host as the right command. */
static void
test_handoff_items (void)
{
  static const GActionEntry entries[] = {
    { .name = "handoff-dialog", .activate = handoff_action_cb, .parameter_type = "s" },
    { .name = "handoff", .activate = handoff_action_cb, .parameter_type = "(sss)" },
    { .name = "handoff-paste", .activate = handoff_action_cb, .parameter_type = "s" },
  };
  Fixture f = { 0 };
  g_autoptr(CarryOnFakeHost) relay = NULL;
  g_autofree char *outline = NULL;
  g_autofree char *request = NULL;
  JsonObject *cmd;
  guint n;

  fixture_setup (&f);
  g_action_map_add_action_entries (G_ACTION_MAP (f.t->app), entries, G_N_ELEMENTS (entries), &f);

  /* Seven sessions whose host cannot hand off: no section at all. */
  outline = outline_now (&f);
  g_assert_null (strstr (outline, "Hand off"));

  relay = relay_connect (&f);
  g_clear_pointer (&outline, g_free);
  outline = outline_now (&f);
  g_assert_cmpstr (outline, ==,
                   "Carry On is _on [x]\n"
                   "_Show window\n"
                   "---\n"
                   "Hand off — relay…\n"
                   "---\n"
                   "S_ettings\n"
                   "_Quit\n");

  /* The item opens the dialog for that session ... */
  click (&f, "Hand off — relay…");
  g_assert_true (tray_test_was_activated (f.t, "handoff-dialog " HANDOFF_KEY));

  /* ... whose answer (fill, the default) goes to that host only. */
  g_action_group_activate_action (G_ACTION_GROUP (f.t->app), "handoff",
                                  g_variant_new ("(sss)", HANDOFF_KEY, "", "fill"));
  tray_test_settle (f.t);
  cmd = relay_last (relay, "handoff", &n);
  g_assert_cmpuint (n, ==, 1);
  g_assert_cmpstr (json_object_get_string_member (cmd, "session_id"), ==, "r1");
  g_assert_cmpstr (json_object_get_string_member (cmd, "deliver"), ==, "fill");
  request = g_strdup (json_object_get_string_member (cmd, "request_id"));
  g_assert_cmpuint (tray_test_count_sent (f.t, "handoff"), ==, 0);

  /* While it runs there is nothing to offer: the section goes. */
  relay_progress (&f, relay, request, "\"run_id\":\"h1\",\"stage\":\"compacting\",\"can_paste\":true");
  g_clear_pointer (&outline, g_free);
  outline = outline_now (&f);
  g_assert_null (strstr (outline, "Hand off"));
  g_assert_null (strstr (outline, "Paste again"));
  g_assert_cmpstr (outline, ==,
                   "Carry On is _on [x]\n"
                   "_Show window\n"
                   "---\n"
                   "S_ettings\n"
                   "_Quit\n");

  /* Esc during compaction: stopped, the prompt kept. */
  relay_progress (&f, relay, request, "\"run_id\":\"h1\",\"stage\":\"stopped\",\"can_paste\":true,"
                                       "\"reason\":\"cancelled: you pressed Esc\"");
  g_clear_pointer (&outline, g_free);
  outline = outline_now (&f);
  g_assert_nonnull (strstr (outline, "---\nHand off — relay…\nPaste again — relay\n---\n"));

  click (&f, "Paste again — relay");
  tray_test_settle (f.t);
  g_assert_true (tray_test_was_activated (f.t, "handoff-paste " HANDOFF_KEY));
  cmd = relay_last (relay, "handoff.paste", &n);
  g_assert_cmpuint (n, ==, 1);
  g_assert_cmpstr (json_object_get_string_member (cmd, "session_id"), ==, "r1");

  /* The host has nothing kept any more: Paste again goes. */
  relay_progress (&f, relay, json_object_get_string_member (cmd, "request_id"),
                  "\"stage\":\"stopped\",\"can_paste\":false,\"reason\":\"no continuation prompt is kept\"");
  g_clear_pointer (&outline, g_free);
  outline = outline_now (&f);
  g_assert_nonnull (strstr (outline, "Hand off — relay…\n"));
  g_assert_null (strstr (outline, "Paste again"));

  /* The host goes away: nothing of it is offered any more. */
  g_socket_close (relay->peer, NULL);
  g_assert_true (tray_test_wait (offers_no_handoff, &f, WAIT_MS));
  g_clear_pointer (&outline, g_free);
  outline = outline_now (&f);
  g_assert_null (strstr (outline, "Hand off"));

  g_action_map_remove_action (G_ACTION_MAP (f.t->app), "handoff-dialog");
  g_action_map_remove_action (G_ACTION_MAP (f.t->app), "handoff");
  g_action_map_remove_action (G_ACTION_MAP (f.t->app), "handoff-paste");
  fixture_teardown (&f);
  g_clear_pointer (&relay, carry_on_fake_host_free);
}

/* On GNOME (the AppIndicator extension draws what it is given in the
 * monochrome top bar) the item offers the -symbolic names itself. */
static void
test_symbolic_on_gnome_subprocess (void)
{
  Fixture f = { 0 };
  g_autofree char *icon = NULL;
  g_autofree char *attention = NULL;

  g_setenv ("XDG_CURRENT_DESKTOP", "ubuntu:GNOME", TRUE);
  fixture_setup (&f);
  icon = get_item_string (&f, "IconName");
  g_assert_cmpstr (icon, ==, CARRY_ON_TRAY_ICON_QUIET "-symbolic");
  attention = get_item_string (&f, "AttentionIconName");
  g_assert_cmpstr (attention, ==, CARRY_ON_TRAY_ICON_ATTENTION "-symbolic");
  fixture_teardown (&f);
}

static void
test_symbolic_on_gnome (void)
{
  g_test_trap_subprocess ("/tray/tray/symbolic-on-gnome/subprocess", 120 * G_USEC_PER_SEC,
                          G_TEST_SUBPROCESS_INHERIT_STDERR);
  g_test_trap_assert_passed ();
}

/* Elsewhere (xfce4-panel asks for -symbolic itself when set to, KDE prefers
 * it by itself) the colour names. */
static void
test_colour_elsewhere_subprocess (void)
{
  Fixture f = { 0 };
  g_autofree char *icon = NULL;

  g_setenv ("XDG_CURRENT_DESKTOP", "XFCE", TRUE);
  fixture_setup (&f);
  icon = get_item_string (&f, "IconName");
  g_assert_cmpstr (icon, ==, CARRY_ON_TRAY_ICON_QUIET);
  fixture_teardown (&f);
}

static void
test_colour_elsewhere (void)
{
  g_test_trap_subprocess ("/tray/tray/colour-elsewhere/subprocess", 120 * G_USEC_PER_SEC,
                          G_TEST_SUBPROCESS_INHERIT_STDERR);
  g_test_trap_assert_passed ();
}

/* A session title is host text: the tooltip (markup for KDE and xfce) gets
 * it escaped and cut, the menu as one bounded line. */
static void
test_hostile_title (void)
{
  Fixture f = { 0 };
  g_autofree char *tooltip = NULL;
  g_autoptr(GVariant) layout = NULL;
  g_autofree char *outline = NULL;
  g_autofree char *filler = g_strnfill (5000, 'A');
  g_autofree char *sessions = g_strdup_printf ("[{\"id\":\"s1\",\"cwd\":\"/home/me/alpha\","
                                               "\"title\":\"<b>bold</b>\\nforged %s\"}]", filler);

  fixture_setup_with (&f, sessions);
  tray_test_fail_turn (f.t, "s1", TRAY_TEST_FATAL);
  tooltip = get_item_string (&f, "ToolTip");
  g_test_message ("tooltip: %s", tooltip);
  g_assert_nonnull (strstr (tooltip, "Gave up on &lt;b&gt;bold&lt;/b&gt; forged AAA"));
  g_assert_null (strstr (tooltip, "<b>"));
  g_assert_nonnull (strstr (tooltip, "…"));
  g_assert_cmpuint (strlen (tooltip), <, 1000);

  tray_test_limit_turn (f.t, "s1", 3600);
  layout = get_layout (&f);
  outline = layout_outline (layout);
  g_test_message ("menu: %s", outline);
  g_assert_nonnull (strstr (outline, "<b>bold</b> forged AAA"));
  g_assert_cmpuint (strlen (outline), <, 1000);
  fixture_teardown (&f);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);

  if (!tray_test_name_has_owner ("org.kde.StatusNotifierWatcher"))
    {
      g_print ("1..0 # SKIP no session bus with a StatusNotifierWatcher "
               "(run under tests/desktop-session.sh)\n");
      return 0;
    }

  g_test_add_func ("/tray/tray/registers-quiet", test_registers_quiet);
  g_test_add_func ("/tray/tray/cancel-retry-from-menu", test_cancel_retry_from_menu);
  g_test_add_func ("/tray/tray/states", test_states);
  g_test_add_func ("/tray/tray/countdown", test_countdown);
  g_test_add_func ("/tray/tray/clicks", test_clicks);
  g_test_add_func ("/tray/tray/handoff-items", test_handoff_items);
  g_test_add_func ("/tray/tray/symbolic-on-gnome", test_symbolic_on_gnome);
  g_test_add_func ("/tray/tray/symbolic-on-gnome/subprocess", test_symbolic_on_gnome_subprocess);
  g_test_add_func ("/tray/tray/colour-elsewhere", test_colour_elsewhere);
  g_test_add_func ("/tray/tray/colour-elsewhere/subprocess", test_colour_elsewhere_subprocess);
  g_test_add_func ("/tray/tray/hostile-title", test_hostile_title);

  return g_test_run ();
}
