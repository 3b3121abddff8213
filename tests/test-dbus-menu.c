/* test-dbus-menu.c
 *
 * SPDX-FileCopyrightText: 2026 The Carry On authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * CarryOnDbusMenu over a real session bus (the one tests/desktop-session.sh
 * provides): the layout hosts read with GetLayout is the GMenuModel's,
 * "clicked" Events run the GActions only after the reply went out, changes
 * reach hosts as ItemsPropertiesUpdated / LayoutUpdated with stable ids,
 * and bad calls get D-Bus errors.  Without a session bus: TAP skip.
 */

#include "config.h"

#include <gio/gio.h>

#include "carry-on-dbus-menu.h"

#define MENU_PATH "/StatusNotifierItem/Menu"
#define TIMEOUT_S 10

typedef struct
{
  GDBusConnection    *connection;   /* the app's end, exports the menu */
  GDBusConnection    *client;       /* the host's end */
  GMenu              *menu;
  GSimpleActionGroup *actions;
  CarryOnDbusMenu    *dbus_menu;
  GPtrArray          *activated;    /* "name target" strings, in order */
  GPtrArray          *signals;      /* GVariant: (s name, params) */
  guint               subscription;
  gboolean            reply_sent;   /* an Event reply left the app's end */
  gboolean            reply_sent_before_action;
} Fixture;

static gboolean
timeout_cb (gpointer user_data)
{
  *(gboolean *) user_data = TRUE;
  return G_SOURCE_REMOVE;
}

static void
spin_until (gboolean  (*done) (Fixture *),
            Fixture    *fixture,
            const char *what)
{
  gboolean timed_out = FALSE;
  guint id = g_timeout_add_seconds (TIMEOUT_S, timeout_cb, &timed_out);

  while (!done (fixture) && !timed_out)
    g_main_context_iteration (NULL, TRUE);
  if (!timed_out)
    g_source_remove (id);
  if (!done (fixture))
    g_error ("Timed out waiting for %s", what);
}

static void
spin_for_ms (guint ms)
{
  gboolean done = FALSE;

  g_timeout_add (ms, timeout_cb, &done);
  while (!done)
    g_main_context_iteration (NULL, TRUE);
}

static GDBusConnection *
new_session_connection (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *address = NULL;
  GDBusConnection *connection;

  address = g_dbus_address_get_for_bus_sync (G_BUS_TYPE_SESSION, NULL, &error);
  g_assert_no_error (error);
  connection = g_dbus_connection_new_for_address_sync (address,
                                                       G_DBUS_CONNECTION_FLAGS_AUTHENTICATION_CLIENT
                                                       | G_DBUS_CONNECTION_FLAGS_MESSAGE_BUS_CONNECTION,
                                                       NULL, NULL, &error);
  g_assert_no_error (error);
  return connection;
}

static void
record_activation (Fixture      *fixture,
                   GSimpleAction *action,
                   GVariant      *parameter)
{
  g_autofree char *target = parameter ? g_variant_print (parameter, FALSE) : g_strdup ("-");

  /* Where the action runs, the Event's reply must already be on its way:
   * flush, then ask the outgoing filter whether it saw the reply. */
  g_dbus_connection_flush_sync (fixture->connection, NULL, NULL);
  fixture->reply_sent_before_action = fixture->reply_sent;
  g_ptr_array_add (fixture->activated,
                   g_strdup_printf ("%s %s", g_action_get_name (G_ACTION (action)), target));
}

static void
activate_cb (GSimpleAction *action,
             GVariant      *parameter,
             gpointer       user_data)
{
  record_activation (user_data, action, parameter);
}

static void
toggle_cb (GSimpleAction *action,
           GVariant      *parameter,
           gpointer       user_data)
{
  g_autoptr(GVariant) state = g_action_get_state (G_ACTION (action));

  record_activation (user_data, action, parameter);
  g_simple_action_set_state (action, g_variant_new_boolean (!g_variant_get_boolean (state)));
}

static GDBusMessage *
outgoing_filter (GDBusConnection *connection,
                 GDBusMessage    *message,
                 gboolean         incoming,
                 gpointer         user_data)
{
  Fixture *fixture = user_data;

  if (!incoming && g_dbus_message_get_message_type (message) == G_DBUS_MESSAGE_TYPE_METHOD_RETURN)
    fixture->reply_sent = TRUE;  /* (written from the GDBus worker thread) */
  return message;
}

static void
signal_cb (GDBusConnection *connection,
           const char      *sender,
           const char      *path,
           const char      *interface,
           const char      *signal_name,
           GVariant        *parameters,
           gpointer         user_data)
{
  Fixture *fixture = user_data;

  g_ptr_array_add (fixture->signals, g_variant_ref_sink (g_variant_new ("(s@*)", signal_name,
                                                                        parameters)));
}

static void
fixture_setup (Fixture       *fixture,
               gconstpointer  data)
{
  static const GActionEntry entries[] = {
    { "enabled", NULL, NULL, "true", NULL, { 0 } },
    { "show-window", NULL, NULL, NULL, NULL, { 0 } },
    { "cancel", NULL, "s", NULL, NULL, { 0 } },
    { "preferences", NULL, NULL, NULL, NULL, { 0 } },
    { "quit", NULL, NULL, NULL, NULL, { 0 } },
    { "broken", NULL, NULL, NULL, NULL, { 0 } },
    { "mode", NULL, "s", "'steady'", NULL, { 0 } },
  };
  g_autoptr(GError) error = NULL;
  g_autoptr(GMenu) sessions = g_menu_new ();
  g_autoptr(GMenu) first = g_menu_new ();
  g_autoptr(GMenu) last = g_menu_new ();
  g_autoptr(GMenu) submenu = g_menu_new ();
  g_autoptr(GMenuItem) hidden = NULL;
  g_autoptr(GMenuItem) with_icon = NULL;
  g_autoptr(GIcon) icon = g_themed_icon_new ("application-exit-symbolic");

  fixture->connection = new_session_connection ();
  fixture->client = new_session_connection ();
  fixture->activated = g_ptr_array_new_with_free_func (g_free);
  fixture->signals = g_ptr_array_new_with_free_func ((GDestroyNotify) g_variant_unref);

  fixture->actions = g_simple_action_group_new ();
  g_action_map_add_action_entries (G_ACTION_MAP (fixture->actions), entries,
                                   G_N_ELEMENTS (entries), fixture);
  /* Wire handlers by hand: GActionEntry's callbacks need the right type. */
  for (guint i = 0; i < G_N_ELEMENTS (entries); i++)
    {
      GAction *action = g_action_map_lookup_action (G_ACTION_MAP (fixture->actions),
                                                    entries[i].name);
      gboolean toggles = g_str_equal (entries[i].name, "enabled");

      g_signal_connect (action, "activate", toggles ? G_CALLBACK (toggle_cb)
                                                    : G_CALLBACK (activate_cb), fixture);
    }
  g_simple_action_set_enabled (G_SIMPLE_ACTION (g_action_map_lookup_action (G_ACTION_MAP (fixture->actions),
                                                                            "broken")), FALSE);

  /* The tray's menu, as CarryOnTray builds it, plus the odd cases. */
  g_menu_append (first, "Carry On is _on", "app.enabled");
  g_menu_append (first, "Show window", "app.show-window");
  g_menu_append_section (fixture->menu = g_menu_new (), NULL, G_MENU_MODEL (first));
  g_menu_append (sessions, "Cancel retry — alpha", "app.cancel::claude-code:alpha");
  g_menu_append (sessions, "Cancel retry — beta", "app.cancel::claude-code:beta");
  g_menu_append_section (fixture->menu, NULL, G_MENU_MODEL (sessions));
  g_menu_append (submenu, "Steady", "app.mode::steady");
  g_menu_append (submenu, "Quick", "app.mode::quick");
  g_menu_append_submenu (last, "Backoff", G_MENU_MODEL (submenu));
  g_menu_append (last, "Settings", "app.preferences");
  g_menu_append (last, "Broken", "app.broken");
  hidden = g_menu_item_new ("Not here", "app.missing");
  g_menu_item_set_attribute (hidden, "hidden-when", "s", "action-missing");
  g_menu_append_item (last, hidden);
  g_menu_append (last, "Missing", "app.missing");
  with_icon = g_menu_item_new ("Quit", "app.quit");
  g_menu_item_set_icon (with_icon, icon);
  g_menu_append_item (last, with_icon);
  g_menu_append_section (fixture->menu, NULL, G_MENU_MODEL (last));

  fixture->dbus_menu = carry_on_dbus_menu_new (fixture->connection, MENU_PATH,
                                               G_MENU_MODEL (fixture->menu),
                                               G_ACTION_GROUP (fixture->actions));
  g_assert_true (carry_on_dbus_menu_export (fixture->dbus_menu, &error));
  g_assert_no_error (error);
  g_dbus_connection_add_filter (fixture->connection, outgoing_filter, fixture, NULL);

  fixture->subscription =
    g_dbus_connection_signal_subscribe (fixture->client,
                                        g_dbus_connection_get_unique_name (fixture->connection),
                                        "com.canonical.dbusmenu", NULL, MENU_PATH, NULL,
                                        G_DBUS_SIGNAL_FLAGS_NONE, signal_cb, fixture, NULL);
  /* A round trip to the bus: the match rule is in place before any signal. */
  g_variant_unref (g_dbus_connection_call_sync (fixture->client, "org.freedesktop.DBus",
                                                "/org/freedesktop/DBus", "org.freedesktop.DBus",
                                                "GetId", NULL, NULL, G_DBUS_CALL_FLAGS_NONE, 5000,
                                                NULL, &error));
  g_assert_no_error (error);
}

static void
fixture_teardown (Fixture       *fixture,
                  gconstpointer  data)
{
  g_dbus_connection_signal_unsubscribe (fixture->client, fixture->subscription);
  g_assert_finalize_object (fixture->dbus_menu);
  g_clear_object (&fixture->menu);
  g_clear_object (&fixture->actions);
  g_dbus_connection_close_sync (fixture->connection, NULL, NULL);
  g_clear_object (&fixture->connection);
  g_clear_object (&fixture->client);
  g_ptr_array_unref (fixture->activated);
  g_ptr_array_unref (fixture->signals);
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

/* A host's call to the menu; the app's end is served by this thread's
 * main context, so spin it instead of blocking. */
static GVariant *
call_menu (Fixture     *fixture,
           const char  *method,
           GVariant    *args,
           GError     **error)
{
  AsyncReply reply = { 0 };
  gboolean timed_out = FALSE;
  guint id;

  g_dbus_connection_call (fixture->client,
                          g_dbus_connection_get_unique_name (fixture->connection),
                          MENU_PATH, "com.canonical.dbusmenu", method, args, NULL,
                          G_DBUS_CALL_FLAGS_NONE, 5000, NULL, async_reply_cb, &reply);
  id = g_timeout_add_seconds (TIMEOUT_S, timeout_cb, &timed_out);
  while (!reply.done && !timed_out)
    g_main_context_iteration (NULL, TRUE);
  g_assert_true (reply.done);
  g_source_remove (id);
  if (reply.error != NULL)
    g_propagate_error (error, reply.error);
  return reply.reply;
}

static char *
get_layout_text (Fixture *fixture,
                 guint   *revision)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GVariant) reply = NULL;
  g_autoptr(GVariant) layout = NULL;

  reply = call_menu (fixture, "GetLayout", g_variant_new ("(ii@as)", 0, -1,
                                                          g_variant_new_strv (NULL, 0)),
                     &error);
  g_assert_no_error (error);
  g_variant_get (reply, "(u@(ia{sv}av))", revision, &layout);
  return g_variant_print (layout, FALSE);
}

/* Finds the id of the item labelled @label in a (ia{sv}av) layout. */
static int
find_id (GVariant   *layout,
         const char *label)
{
  g_autoptr(GVariant) props = NULL;
  g_autoptr(GVariant) children = NULL;
  g_autoptr(GVariantIter) iter = NULL;
  const char *item_label = NULL;
  GVariant *child;
  int id;

  g_variant_get (layout, "(i@a{sv}@av)", &id, &props, &children);
  if (g_variant_lookup (props, "label", "&s", &item_label) && g_str_equal (item_label, label))
    return id;

  iter = g_variant_iter_new (children);
  while ((child = g_variant_iter_next_value (iter)))
    {
      g_autoptr(GVariant) boxed = child;
      g_autoptr(GVariant) inner = g_variant_get_variant (boxed);
      int found = find_id (inner, label);

      if (found >= 0)
        return found;
    }
  return -1;
}

static int
lookup_id (Fixture    *fixture,
           const char *label)
{
  g_autoptr(GVariant) layout = carry_on_dbus_menu_dup_layout (fixture->dbus_menu);

  return find_id (layout, label);
}

/* The layout is the model's, in the shape DbusmenuServer gives. */
static void
test_layout (Fixture       *fixture,
             gconstpointer  data)
{
  g_autofree char *text = NULL;
  g_autofree char *local = NULL;
  g_autofree char *expected = NULL;
  g_autoptr(GVariant) layout = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GVariant) reply = NULL;
  g_autoptr(GVariant) value = NULL;
  guint revision = 0;
  const char *golden =
    "(0, {'children-display': <'submenu'>}, ["
    "<(1, {'label': <'Carry On is _on'>, 'toggle-state': <1>, 'toggle-type': <'checkmark'>}, @av [])>, "
    "<(2, {'label': <'Show window'>}, @av [])>, "
    "<(3, {'type': <'separator'>}, @av [])>, "
    "<(4, {'label': <'Cancel retry — alpha'>}, @av [])>, "
    "<(5, {'label': <'Cancel retry — beta'>}, @av [])>, "
    "<(6, {'type': <'separator'>}, @av [])>, "
    "<(7, {'children-display': <'submenu'>, 'label': <'Backoff'>}, ["
    "<(8, {'label': <'Steady'>, 'toggle-state': <1>, 'toggle-type': <'radio'>}, @av [])>, "
    "<(9, {'label': <'Quick'>, 'toggle-state': <0>, 'toggle-type': <'radio'>}, @av [])>])>, "
    "<(10, {'label': <'Settings'>}, @av [])>, "
    "<(11, {'enabled': <false>, 'label': <'Broken'>}, @av [])>, "
    "<(12, {'enabled': <false>, 'label': <'Missing'>}, @av [])>, "
    "<(13, {'icon-name': <'application-exit-symbolic'>, 'label': <'Quit'>}, @av [])>])";

  text = get_layout_text (fixture, &revision);
  g_assert_cmpstr (text, ==, golden);
  g_assert_cmpuint (revision, ==, carry_on_dbus_menu_get_revision (fixture->dbus_menu));

  layout = carry_on_dbus_menu_dup_layout (fixture->dbus_menu);
  local = g_variant_print (layout, FALSE);
  g_assert_cmpstr (local, ==, golden);

  /* Depth and property filters. */
  reply = call_menu (fixture, "GetLayout",
                     g_variant_new ("(ii^as)", 7, 0, (const char * const[]) { "label", NULL }),
                     &error);
  g_assert_no_error (error);
  g_clear_pointer (&text, g_free);
  text = g_variant_print (reply, FALSE);
  expected = g_strdup_printf ("(%u, (7, {'label': <'Backoff'>}, []))", revision);
  g_assert_cmpstr (text, ==, expected);
  g_clear_pointer (&reply, g_variant_unref);

  reply = call_menu (fixture, "GetGroupProperties",
                     g_variant_new ("(@ai^as)",
                                    g_variant_new_fixed_array (G_VARIANT_TYPE_INT32,
                                                               (gint32[]) { 2, 99, 11 }, 3,
                                                               sizeof (gint32)),
                                    (const char * const[]) { NULL }),
                     &error);
  g_assert_no_error (error);
  g_clear_pointer (&text, g_free);
  text = g_variant_print (reply, FALSE);
  g_assert_cmpstr (text, ==, "([(2, {'label': <'Show window'>}), "
                             "(11, {'enabled': <false>, 'label': <'Broken'>})],)");
  g_clear_pointer (&reply, g_variant_unref);

  reply = call_menu (fixture, "GetProperty", g_variant_new ("(is)", 4, "label"), &error);
  g_assert_no_error (error);
  g_variant_get (reply, "(v)", &value);
  g_assert_cmpstr (g_variant_get_string (value, NULL), ==, "Cancel retry — alpha");
  g_clear_pointer (&reply, g_variant_unref);

  reply = call_menu (fixture, "AboutToShow", g_variant_new ("(i)", 0), &error);
  g_assert_no_error (error);
  g_clear_pointer (&reply, g_variant_unref);
}

static gboolean
one_activation (Fixture *fixture)
{
  return fixture->activated->len >= 1;
}

/* A "clicked" Event runs the item's action with its target, after the
 * reply was sent (a Quit must not leave the host without an answer). */
static void
test_event (Fixture       *fixture,
            gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GVariant) reply = NULL;
  int beta = lookup_id (fixture, "Cancel retry — beta");
  int quit = lookup_id (fixture, "Quit");

  g_assert_cmpint (beta, >, 0);
  reply = call_menu (fixture, "Event",
                     g_variant_new ("(isvu)", beta, "clicked", g_variant_new_int32 (0), 0),
                     &error);
  g_assert_no_error (error);
  spin_until (one_activation, fixture, "the cancel action");
  g_assert_cmpuint (fixture->activated->len, ==, 1);
  g_assert_cmpstr (g_ptr_array_index (fixture->activated, 0), ==, "cancel 'claude-code:beta'");
  g_assert_true (fixture->reply_sent_before_action);
  g_clear_pointer (&reply, g_variant_unref);

  /* Other events do nothing. */
  reply = call_menu (fixture, "Event",
                     g_variant_new ("(isvu)", quit, "hovered", g_variant_new_int32 (0), 0),
                     &error);
  g_assert_no_error (error);
  g_clear_pointer (&reply, g_variant_unref);
  reply = call_menu (fixture, "Event",
                     g_variant_new ("(isvu)", quit, "opened", g_variant_new_int32 (0), 0),
                     &error);
  g_assert_no_error (error);
  g_clear_pointer (&reply, g_variant_unref);
  spin_for_ms (50);
  g_assert_cmpuint (fixture->activated->len, ==, 1);

  /* Quit as a group event, as some hosts send it. */
  fixture->reply_sent = FALSE;
  reply = call_menu (fixture, "EventGroup",
                     g_variant_new_parsed ("([(%i, 'clicked', <0>, uint32 0), (4242, 'clicked', <0>, uint32 0)],)",
                                           quit),
                     &error);
  g_assert_no_error (error);
  {
    g_autofree char *text = g_variant_print (reply, FALSE);

    /* The unknown id is reported, the known one runs. */
    g_assert_cmpstr (text, ==, "([4242],)");
  }
  for (int i = 0; i < 500 && fixture->activated->len < 2; i++)
    spin_for_ms (10);
  g_assert_cmpuint (fixture->activated->len, ==, 2);
  g_assert_cmpstr (g_ptr_array_index (fixture->activated, 1), ==, "quit -");
  g_assert_true (fixture->reply_sent_before_action);
}

/* A disabled or missing action is never run from the menu. */
static void
test_disabled (Fixture       *fixture,
               gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GVariant) reply = NULL;

  reply = call_menu (fixture, "Event",
                     g_variant_new ("(isvu)", lookup_id (fixture, "Broken"), "clicked",
                                    g_variant_new_int32 (0), 0),
                     &error);
  g_assert_no_error (error);
  g_clear_pointer (&reply, g_variant_unref);
  reply = call_menu (fixture, "Event",
                     g_variant_new ("(isvu)", lookup_id (fixture, "Missing"), "clicked",
                                    g_variant_new_int32 (0), 0),
                     &error);
  g_assert_no_error (error);
  spin_for_ms (100);
  g_assert_cmpuint (fixture->activated->len, ==, 0);
}

static gboolean
has_signal (Fixture    *fixture,
            const char *name)
{
  for (guint i = 0; i < fixture->signals->len; i++)
    {
      const char *signal_name;

      g_variant_get_child (g_ptr_array_index (fixture->signals, i), 0, "&s", &signal_name);
      if (g_str_equal (signal_name, name))
        return TRUE;
    }
  return FALSE;
}

static gboolean
got_props_updated (Fixture *fixture)
{
  return has_signal (fixture, "ItemsPropertiesUpdated");
}

static gboolean
got_layout_updated (Fixture *fixture)
{
  return has_signal (fixture, "LayoutUpdated");
}

/* A state change is an ItemsPropertiesUpdated on the same id; a new item
 * is a LayoutUpdated with a higher revision; the ids that stayed are the
 * same, and a burst of changes gives one signal. */
static void
test_updates (Fixture       *fixture,
              gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GVariant) reply = NULL;
  g_autofree char *text = NULL;
  g_autofree char *layout_text = NULL;
  g_autofree char *expected = NULL;
  guint revision = carry_on_dbus_menu_get_revision (fixture->dbus_menu);
  guint new_revision = 0;
  guint n_layout = 0;
  int toggle = lookup_id (fixture, "Carry On is _on");
  int quit = lookup_id (fixture, "Quit");

  /* Click the checkmark item: the action toggles its state. */
  reply = call_menu (fixture, "Event",
                     g_variant_new ("(isvu)", toggle, "clicked", g_variant_new_int32 (0), 0),
                     &error);
  g_assert_no_error (error);
  spin_until (got_props_updated, fixture, "ItemsPropertiesUpdated");
  g_assert_cmpstr (g_ptr_array_index (fixture->activated, 0), ==, "enabled -");
  text = g_variant_print (g_ptr_array_index (fixture->signals, 0), FALSE);
  expected = g_strdup_printf ("('ItemsPropertiesUpdated', ([(%d, {'toggle-state': <0>})], []))",
                              toggle);
  g_assert_cmpstr (text, ==, expected);
  g_assert_false (got_layout_updated (fixture));
  g_assert_cmpuint (carry_on_dbus_menu_get_revision (fixture->dbus_menu), ==, revision);

  /* Two sessions more, and the first one's label changes: one LayoutUpdated. */
  g_ptr_array_set_size (fixture->signals, 0);
  {
    GMenuModel *sessions = g_menu_model_get_item_link (G_MENU_MODEL (fixture->menu), 1,
                                                       G_MENU_LINK_SECTION);

    g_menu_append (G_MENU (sessions), "Cancel retry — gamma", "app.cancel::claude-code:gamma");
    g_menu_append (G_MENU (sessions), "Cancel retry — delta", "app.cancel::claude-code:delta");
    g_object_unref (sessions);
  }
  spin_until (got_layout_updated, fixture, "LayoutUpdated");
  spin_for_ms (100);
  for (guint i = 0; i < fixture->signals->len; i++)
    {
      const char *name;

      g_variant_get_child (g_ptr_array_index (fixture->signals, i), 0, "&s", &name);
      n_layout += g_str_equal (name, "LayoutUpdated");
    }
  g_assert_cmpuint (n_layout, ==, 1);
  layout_text = get_layout_text (fixture, &new_revision);
  g_assert_cmpuint (new_revision, ==, revision + 1);
  g_assert_cmpint (lookup_id (fixture, "Quit"), ==, quit);
  g_assert_cmpint (lookup_id (fixture, "Carry On is _on"), ==, toggle);
  g_assert_cmpint (lookup_id (fixture, "Cancel retry — gamma"), >, 13);
  g_assert_nonnull (strstr (layout_text, "'Cancel retry — delta'"));

  /* An action that appears enables its item. */
  g_ptr_array_set_size (fixture->signals, 0);
  {
    g_autoptr(GSimpleAction) missing = g_simple_action_new ("missing", NULL);

    g_action_map_add_action (G_ACTION_MAP (fixture->actions), G_ACTION (missing));
  }
  spin_until (got_layout_updated, fixture, "LayoutUpdated for the hidden item");
  g_assert_cmpint (lookup_id (fixture, "Not here"), >, 0);
  g_assert_cmpint (lookup_id (fixture, "Missing"), >, 0);
}

/* Calls naming items that do not exist get errors, never a crash. */
static void
test_bad_calls (Fixture       *fixture,
                gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GVariant) reply = NULL;

  reply = call_menu (fixture, "GetLayout",
                     g_variant_new ("(ii^as)", 4242, -1, (const char * const[]) { NULL }), &error);
  g_assert_null (reply);
  g_assert_error (error, G_DBUS_ERROR, G_DBUS_ERROR_INVALID_ARGS);
  g_clear_error (&error);

  reply = call_menu (fixture, "Event",
                     g_variant_new ("(isvu)", -7, "clicked", g_variant_new_int32 (0), 0), &error);
  g_assert_null (reply);
  g_assert_error (error, G_DBUS_ERROR, G_DBUS_ERROR_INVALID_ARGS);
  g_clear_error (&error);

  reply = call_menu (fixture, "GetProperty", g_variant_new ("(is)", 1, "no-such"), &error);
  g_assert_null (reply);
  g_assert_error (error, G_DBUS_ERROR, G_DBUS_ERROR_INVALID_ARGS);
  g_clear_error (&error);

  reply = call_menu (fixture, "GetLayout", g_variant_new ("(s)", "wrong"), &error);
  g_assert_null (reply);
  g_assert_error (error, G_DBUS_ERROR, G_DBUS_ERROR_INVALID_ARGS);
  g_clear_error (&error);

  reply = call_menu (fixture, "AboutToShowGroup",
                     g_variant_new_parsed ("([0, 99],)"), &error);
  g_assert_no_error (error);
  {
    g_autofree char *text = g_variant_print (reply, FALSE);

    g_assert_cmpstr (text, ==, "([], [99])");
  }
  g_assert_cmpuint (fixture->activated->len, ==, 0);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  if (g_getenv ("DBUS_SESSION_BUS_ADDRESS") == NULL)
    {
      g_print ("1..0 # SKIP no session bus (run under tests/desktop-session.sh "
               "or dbus-run-session)\n");
      return 0;
    }

  g_test_add ("/tray/dbus-menu/layout", Fixture, NULL, fixture_setup, test_layout, fixture_teardown);
  g_test_add ("/tray/dbus-menu/event", Fixture, NULL, fixture_setup, test_event, fixture_teardown);
  g_test_add ("/tray/dbus-menu/disabled", Fixture, NULL, fixture_setup, test_disabled, fixture_teardown);
  g_test_add ("/tray/dbus-menu/updates", Fixture, NULL, fixture_setup, test_updates, fixture_teardown);
  g_test_add ("/tray/dbus-menu/bad-calls", Fixture, NULL, fixture_setup, test_bad_calls, fixture_teardown);

  return g_test_run ();
}
