/* test-status-notifier.c
 *
 * SPDX-FileCopyrightText: 2026 The Carry On authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * CarryOnStatusNotifier against the real StatusNotifierWatcher and host that
 * tests/desktop-session.sh starts (xfce4-panel's systray plugin), plus the
 * watcher coming and going and no watcher at all, each on a private bus of
 * its own (a GTestDBus in a subprocess).  Outside the harness (no session
 * bus or no watcher) the program prints a TAP skip.
 */

#include "config.h"

#include <gio/gio.h>

#include "carry-on-status-notifier.h"

#define TIMEOUT_S 10

static gboolean
timeout_cb (gpointer user_data)
{
  gboolean *timed_out = user_data;

  *timed_out = TRUE;
  return G_SOURCE_REMOVE;
}

/* Spins the default main context until *@flag is TRUE; fails after 10 s. */
static void
wait_for_flag (const gboolean *flag,
               const char     *what)
{
  gboolean timed_out = FALSE;
  guint id = g_timeout_add_seconds (TIMEOUT_S, timeout_cb, &timed_out);

  while (!*flag && !timed_out)
    g_main_context_iteration (NULL, TRUE);
  if (!timed_out)
    g_source_remove (id);
  if (!*flag)
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

static void
notify_flag_cb (GObject    *object,
                GParamSpec *pspec,
                gpointer    user_data)
{
  *(gboolean *) user_data = TRUE;
}

static void
wait_for_registered (CarryOnStatusNotifier *item,
                     gboolean               wanted)
{
  while (carry_on_status_notifier_get_registered (item) != wanted)
    {
      gboolean changed = FALSE;
      gulong handler = g_signal_connect (item, "notify::registered",
                                         G_CALLBACK (notify_flag_cb), &changed);

      wait_for_flag (&changed, "notify::registered");
      g_signal_handler_disconnect (item, handler);
    }
}

/* A connection of its own to the session bus: each one is a separate
 * "application" as the watcher sees it. */
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

static GVariant *
call_sync (GDBusConnection    *connection,
           const char         *dest,
           const char         *path,
           const char         *interface,
           const char         *method,
           GVariant           *args,
           const GVariantType *reply_type,
           GError            **error)
{
  return g_dbus_connection_call_sync (connection, dest, path, interface, method, args,
                                      reply_type, G_DBUS_CALL_FLAGS_NONE, 5000, NULL, error);
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

/* Calls a method of an object exported in this very thread: the call must
 * not block the main context that serves it. */
static GVariant *
call_and_spin (GDBusConnection *connection,
               const char      *dest,
               const char      *path,
               const char      *interface,
               const char      *method,
               GVariant        *args,
               GError         **error)
{
  AsyncReply reply = { 0 };

  g_dbus_connection_call (connection, dest, path, interface, method, args, NULL,
                          G_DBUS_CALL_FLAGS_NONE, 5000, NULL, async_reply_cb, &reply);
  wait_for_flag (&reply.done, method);
  if (reply.error != NULL)
    g_propagate_error (error, reply.error);
  return reply.reply;
}

static char **
dup_registered_items (GDBusConnection *client)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GVariant) reply = NULL;
  g_autoptr(GVariant) value = NULL;

  reply = call_sync (client, "org.kde.StatusNotifierWatcher", "/StatusNotifierWatcher",
                     "org.freedesktop.DBus.Properties", "Get",
                     g_variant_new ("(ss)", "org.kde.StatusNotifierWatcher",
                                    "RegisteredStatusNotifierItems"),
                     G_VARIANT_TYPE ("(v)"), &error);
  g_assert_no_error (error);
  g_variant_get (reply, "(v)", &value);
  g_assert_true (g_variant_is_of_type (value, G_VARIANT_TYPE_STRING_ARRAY));
  return g_variant_dup_strv (value, NULL);
}

/* Whether the watcher lists the item of @connection (xfce lists
 * "<unique name>/StatusNotifierItem", other watchers the bare name). */
static gboolean
watcher_lists (GDBusConnection *client,
               GDBusConnection *connection)
{
  g_auto(GStrv) items = dup_registered_items (client);
  const char *unique = g_dbus_connection_get_unique_name (connection);

  for (guint i = 0; items[i] != NULL; i++)
    if (g_str_has_prefix (items[i], unique)
        && (items[i][strlen (unique)] == '\0' || items[i][strlen (unique)] == '/'))
      return TRUE;
  return FALSE;
}

static void
signal_count_cb (GDBusConnection *connection,
                 const char      *sender,
                 const char      *path,
                 const char      *interface,
                 const char      *signal_name,
                 GVariant        *parameters,
                 gpointer         user_data)
{
  GPtrArray *seen = user_data;

  g_ptr_array_add (seen, g_strdup (signal_name));
}

static gboolean
seen_signal (GPtrArray  *seen,
             const char *name)
{
  for (guint i = 0; i < seen->len; i++)
    if (g_str_equal (g_ptr_array_index (seen, i), name))
      return TRUE;
  return FALSE;
}

static void
activate_cb (CarryOnStatusNotifier *item,
             int                    x,
             int                    y,
             gpointer               user_data)
{
  int *where = user_data;

  where[0] = x;
  where[1] = y;
  where[2]++;
}

/* The item registers with the real watcher, the host registered, the
 * watcher lists it, and it goes away from the list when the app does. */
static void
test_registers_with_real_watcher (void)
{
  g_autoptr(GDBusConnection) connection = new_session_connection ();
  g_autoptr(GDBusConnection) client = new_session_connection ();
  g_autoptr(CarryOnStatusNotifier) item = NULL;
  g_autoptr(GError) error = NULL;

  item = carry_on_status_notifier_new (connection, "io.carryon.CarryOn.Test");
  carry_on_status_notifier_set_icon_name (item, "io.carryon.CarryOn-quiet");
  carry_on_status_notifier_set_title (item, "Carry On");
  g_assert_false (carry_on_status_notifier_get_registered (item));

  g_assert_true (carry_on_status_notifier_register (item, &error));
  g_assert_no_error (error);
  /* Idempotent. */
  g_assert_true (carry_on_status_notifier_register (item, &error));
  g_assert_no_error (error);

  wait_for_registered (item, TRUE);
  g_assert_true (carry_on_status_notifier_get_watcher_present (item));
  g_assert_true (watcher_lists (client, connection));

  /* The app exits: the watcher must drop it (it follows the unique name). */
  g_clear_object (&item);
  g_dbus_connection_close_sync (connection, NULL, &error);
  g_assert_no_error (error);
  for (int i = 0; i < 100 && watcher_lists (client, connection); i++)
    spin_for_ms (50);
  g_assert_false (watcher_lists (client, connection));
}

/* Properties have the spec's types and values, setters emit New* signals
 * after storing the value, and Activate is answered, then signalled. */
static void
test_properties_and_signals (void)
{
  g_autoptr(GDBusConnection) connection = new_session_connection ();
  g_autoptr(GDBusConnection) client = new_session_connection ();
  g_autoptr(CarryOnStatusNotifier) item = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GVariant) reply = NULL;
  g_autoptr(GVariant) all = NULL;
  g_autoptr(GVariant) tooltip = NULL;
  g_autoptr(GPtrArray) seen = g_ptr_array_new_with_free_func (g_free);
  const char *unique = g_dbus_connection_get_unique_name (connection);
  const char *str;
  gboolean flag;
  guint sub;
  int where[3] = { 0, 0, 0 };

  item = carry_on_status_notifier_new (connection, "io.carryon.CarryOn.Test");
  carry_on_status_notifier_set_title (item, "Carry On");
  carry_on_status_notifier_set_icon_name (item, "io.carryon.CarryOn-quiet");
  carry_on_status_notifier_set_tooltip (item, "Carry On", "All quiet");
  carry_on_status_notifier_set_menu_path (item, CARRY_ON_STATUS_NOTIFIER_MENU_PATH);
  g_assert_true (carry_on_status_notifier_register (item, &error));
  g_assert_no_error (error);
  g_signal_connect (item, "activate", G_CALLBACK (activate_cb), where);

  reply = call_and_spin (client, unique, CARRY_ON_STATUS_NOTIFIER_PATH,
                         "org.freedesktop.DBus.Properties", "GetAll",
                         g_variant_new ("(s)", "org.kde.StatusNotifierItem"), &error);
  g_assert_no_error (error);
  all = g_variant_get_child_value (reply, 0);
  {
    g_auto(GVariantDict) dict = G_VARIANT_DICT_INIT (all);
    g_autoptr(GVariant) pixmap = NULL;

    g_assert_true (g_variant_dict_lookup (&dict, "Category", "&s", &str));
    g_assert_cmpstr (str, ==, "ApplicationStatus");
    g_assert_true (g_variant_dict_lookup (&dict, "Id", "&s", &str));
    g_assert_cmpstr (str, ==, "io.carryon.CarryOn.Test");
    g_assert_true (g_variant_dict_lookup (&dict, "Status", "&s", &str));
    g_assert_cmpstr (str, ==, "Active");
    g_assert_true (g_variant_dict_lookup (&dict, "IconName", "&s", &str));
    g_assert_cmpstr (str, ==, "io.carryon.CarryOn-quiet");
    g_assert_true (g_variant_dict_lookup (&dict, "Menu", "&o", &str));
    g_assert_cmpstr (str, ==, "/StatusNotifierItem/Menu");
    g_assert_true (g_variant_dict_lookup (&dict, "ItemIsMenu", "b", &flag));
    g_assert_false (flag);
    pixmap = g_variant_dict_lookup_value (&dict, "IconPixmap", NULL);
    g_assert_nonnull (pixmap);
    g_assert_cmpstr (g_variant_get_type_string (pixmap), ==, "a(iiay)");
    tooltip = g_variant_dict_lookup_value (&dict, "ToolTip", NULL);
    g_assert_nonnull (tooltip);
    /* The type qTox got wrong: (sa(iiay)ss), not (s(iiay)ss). */
    g_assert_cmpstr (g_variant_get_type_string (tooltip), ==, "(sa(iiay)ss)");
  }
  g_clear_pointer (&reply, g_variant_unref);

  sub = g_dbus_connection_signal_subscribe (client, unique, "org.kde.StatusNotifierItem",
                                            NULL, CARRY_ON_STATUS_NOTIFIER_PATH, NULL,
                                            G_DBUS_SIGNAL_FLAGS_NONE, signal_count_cb,
                                            seen, NULL);
  /* A round trip to the bus: the match rule is in place before we emit. */
  g_variant_unref (call_sync (client, "org.freedesktop.DBus", "/org/freedesktop/DBus",
                              "org.freedesktop.DBus", "GetId", NULL, NULL, &error));
  g_assert_no_error (error);

  /* A change emits its signal once the value is readable. */
  carry_on_status_notifier_set_icon_name (item, "io.carryon.CarryOn-pending");
  carry_on_status_notifier_set_status (item, CARRY_ON_STATUS_NOTIFIER_STATUS_NEEDS_ATTENTION);
  carry_on_status_notifier_set_tooltip (item, "Carry On", "Continuing demo in 0:42");
  for (int i = 0; i < 200 && (!seen_signal (seen, "NewToolTip") || !seen_signal (seen, "NewStatus")); i++)
    spin_for_ms (10);
  g_assert_true (seen_signal (seen, "NewToolTip"));
  g_assert_true (seen_signal (seen, "NewStatus"));
  g_assert_true (seen_signal (seen, "NewIcon"));

  reply = call_and_spin (client, unique, CARRY_ON_STATUS_NOTIFIER_PATH,
                         "org.freedesktop.DBus.Properties", "Get",
                         g_variant_new ("(ss)", "org.kde.StatusNotifierItem", "IconName"), &error);
  g_assert_no_error (error);
  {
    g_autoptr(GVariant) value = NULL;

    g_variant_get (reply, "(v)", &value);
    g_assert_cmpstr (g_variant_get_string (value, NULL), ==, "io.carryon.CarryOn-pending");
  }
  g_clear_pointer (&reply, g_variant_unref);

  reply = call_and_spin (client, unique, CARRY_ON_STATUS_NOTIFIER_PATH,
                         "org.freedesktop.DBus.Properties", "Get",
                         g_variant_new ("(ss)", "org.kde.StatusNotifierItem", "Status"), &error);
  g_assert_no_error (error);
  {
    g_autoptr(GVariant) value = NULL;

    g_variant_get (reply, "(v)", &value);
    g_assert_cmpstr (g_variant_get_string (value, NULL), ==, "NeedsAttention");
  }
  g_clear_pointer (&reply, g_variant_unref);

  /* Setting the same value again says nothing. */
  g_ptr_array_set_size (seen, 0);
  carry_on_status_notifier_set_icon_name (item, "io.carryon.CarryOn-pending");
  spin_for_ms (100);
  g_assert_false (seen_signal (seen, "NewIcon"));

  /* Activate: the reply comes, the signal follows with the coordinates. */
  reply = call_and_spin (client, unique, CARRY_ON_STATUS_NOTIFIER_PATH,
                         "org.kde.StatusNotifierItem", "Activate",
                         g_variant_new ("(ii)", 12, 16), &error);
  g_assert_no_error (error);
  g_clear_pointer (&reply, g_variant_unref);
  for (int i = 0; i < 200 && where[2] == 0; i++)
    spin_for_ms (10);
  g_assert_cmpint (where[0], ==, 12);
  g_assert_cmpint (where[1], ==, 16);
  g_assert_cmpint (where[2], ==, 1);

  /* A wrong signature is refused by GDBus, not by a crash. */
  reply = call_and_spin (client, unique, CARRY_ON_STATUS_NOTIFIER_PATH,
                         "org.kde.StatusNotifierItem", "Activate",
                         g_variant_new ("(s)", "nonsense"), &error);
  g_assert_null (reply);
  g_assert_error (error, G_DBUS_ERROR, G_DBUS_ERROR_INVALID_ARGS);
  g_clear_error (&error);
  g_assert_cmpint (where[2], ==, 1);

  g_dbus_connection_signal_unsubscribe (client, sub);
}

/* ---- a private bus: no watcher, then a fake one that comes and goes ---- */

typedef struct
{
  GPtrArray *registrations;  /* "sender path" strings */
} FakeWatcher;

static void
fake_watcher_method (GDBusConnection       *connection,
                     const char            *sender,
                     const char            *object_path,
                     const char            *interface_name,
                     const char            *method_name,
                     GVariant              *parameters,
                     GDBusMethodInvocation *invocation,
                     gpointer               user_data)
{
  FakeWatcher *watcher = user_data;
  const char *arg;

  if (g_str_equal (method_name, "RegisterStatusNotifierItem"))
    {
      g_variant_get (parameters, "(&s)", &arg);
      g_ptr_array_add (watcher->registrations, g_strdup_printf ("%s %s", sender, arg));
      g_dbus_method_invocation_return_value (invocation, NULL);
      return;
    }
  g_dbus_method_invocation_return_value (invocation, NULL);
}

static GVariant *
fake_watcher_get_property (GDBusConnection  *connection,
                           const char       *sender,
                           const char       *object_path,
                           const char       *interface_name,
                           const char       *property_name,
                           GError          **error,
                           gpointer          user_data)
{
  if (g_str_equal (property_name, "IsStatusNotifierHostRegistered"))
    return g_variant_new_boolean (TRUE);
  if (g_str_equal (property_name, "ProtocolVersion"))
    return g_variant_new_int32 (0);
  return g_variant_new_strv (NULL, 0);
}

static const char fake_watcher_xml[] =
  "<node><interface name='org.kde.StatusNotifierWatcher'>"
  "<method name='RegisterStatusNotifierItem'><arg type='s' direction='in'/></method>"
  "<method name='RegisterStatusNotifierHost'><arg type='s' direction='in'/></method>"
  "<property name='RegisteredStatusNotifierItems' type='as' access='read'/>"
  "<property name='IsStatusNotifierHostRegistered' type='b' access='read'/>"
  "<property name='ProtocolVersion' type='i' access='read'/>"
  "</interface></node>";

static void
name_acquired_cb (GDBusConnection *connection,
                  const char      *name,
                  gpointer         user_data)
{
  *(gboolean *) user_data = TRUE;
}

static void
test_private_bus_subprocess (void)
{
  static const GDBusInterfaceVTable vtable = { fake_watcher_method, fake_watcher_get_property, NULL, { 0 } };
  g_autoptr(GTestDBus) bus = g_test_dbus_new (G_TEST_DBUS_NONE);
  g_autoptr(GDBusConnection) connection = NULL;
  g_autoptr(GDBusConnection) watcher_connection = NULL;
  g_autoptr(GDBusNodeInfo) info = NULL;
  g_autoptr(CarryOnStatusNotifier) item = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *expected = NULL;
  FakeWatcher watcher = { g_ptr_array_new_with_free_func (g_free) };
  gboolean acquired = FALSE;
  guint object_id, owner_id;

  /* A bus with no service files: nothing is activated behind our back. */
  g_test_dbus_up (bus);
  connection = new_session_connection ();

  /* No watcher: the item exports, logs once, and waits. */
  item = carry_on_status_notifier_new (connection, "io.carryon.CarryOn.Test");
  carry_on_status_notifier_set_icon_name (item, "io.carryon.CarryOn-quiet");
  g_assert_true (carry_on_status_notifier_register (item, &error));
  g_assert_no_error (error);
  spin_for_ms (200);
  g_assert_false (carry_on_status_notifier_get_registered (item));
  g_assert_false (carry_on_status_notifier_get_watcher_present (item));
  /* It still works as an object: setters, signals. */
  carry_on_status_notifier_set_status (item, CARRY_ON_STATUS_NOTIFIER_STATUS_NEEDS_ATTENTION);
  carry_on_status_notifier_set_tooltip (item, "Carry On", "Gave up on demo");

  /* A watcher appears: the item registers by object path. */
  watcher_connection = new_session_connection ();
  info = g_dbus_node_info_new_for_xml (fake_watcher_xml, &error);
  g_assert_no_error (error);
  object_id = g_dbus_connection_register_object (watcher_connection, "/StatusNotifierWatcher",
                                                 info->interfaces[0], &vtable, &watcher,
                                                 NULL, &error);
  g_assert_no_error (error);
  owner_id = g_bus_own_name_on_connection (watcher_connection, "org.kde.StatusNotifierWatcher",
                                           G_BUS_NAME_OWNER_FLAGS_NONE, name_acquired_cb,
                                           NULL, &acquired, NULL);
  wait_for_flag (&acquired, "the watcher name");
  wait_for_registered (item, TRUE);
  g_assert_cmpuint (watcher.registrations->len, ==, 1);
  expected = g_strdup_printf ("%s /StatusNotifierItem", g_dbus_connection_get_unique_name (connection));
  g_assert_cmpstr (g_ptr_array_index (watcher.registrations, 0), ==, expected);

  /* The panel goes away: not registered any more. */
  g_bus_unown_name (owner_id);
  wait_for_registered (item, FALSE);
  g_assert_false (carry_on_status_notifier_get_watcher_present (item));

  /* It comes back: registered again, once more. */
  acquired = FALSE;
  owner_id = g_bus_own_name_on_connection (watcher_connection, "org.kde.StatusNotifierWatcher",
                                           G_BUS_NAME_OWNER_FLAGS_NONE, name_acquired_cb,
                                           NULL, &acquired, NULL);
  wait_for_flag (&acquired, "the watcher name again");
  wait_for_registered (item, TRUE);
  g_assert_cmpuint (watcher.registrations->len, ==, 2);
  g_assert_cmpstr (g_ptr_array_index (watcher.registrations, 1), ==, expected);

  g_bus_unown_name (owner_id);
  g_dbus_connection_unregister_object (watcher_connection, object_id);
  g_clear_object (&item);
  g_ptr_array_unref (watcher.registrations);
  g_dbus_connection_close_sync (connection, NULL, NULL);
  g_dbus_connection_close_sync (watcher_connection, NULL, NULL);
  g_test_dbus_down (bus);
}

static void
test_private_bus (void)
{
  g_test_trap_subprocess ("/tray/status-notifier/private-bus/subprocess", 30 * G_USEC_PER_SEC, 0);
  g_test_trap_assert_passed ();
  /* The one log line for the missing watcher, not one per retry. */
  g_test_trap_assert_stderr ("*No StatusNotifierWatcher on the session bus*");
  g_test_trap_assert_stderr_unmatched ("*No StatusNotifierWatcher*No StatusNotifierWatcher*");
  g_test_trap_assert_stderr ("*went away*");
}

static gboolean
name_has_owner (const char *name)
{
  g_autoptr(GDBusConnection) connection = NULL;
  g_autoptr(GVariant) reply = NULL;
  gboolean has_owner = FALSE;

  connection = g_bus_get_sync (G_BUS_TYPE_SESSION, NULL, NULL);
  if (connection == NULL)
    return FALSE;
  reply = call_sync (connection, "org.freedesktop.DBus", "/org/freedesktop/DBus",
                     "org.freedesktop.DBus", "NameHasOwner", g_variant_new ("(s)", name),
                     G_VARIANT_TYPE ("(b)"), NULL);
  if (reply == NULL)
    return FALSE;
  g_variant_get (reply, "(b)", &has_owner);
  return has_owner;
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/tray/status-notifier/private-bus/subprocess", test_private_bus_subprocess);

  if (!g_test_subprocess ())
    {
      if (g_getenv ("DBUS_SESSION_BUS_ADDRESS") == NULL
          || !name_has_owner ("org.kde.StatusNotifierWatcher"))
        {
          g_print ("1..0 # SKIP no session bus with a StatusNotifierWatcher "
                   "(run under tests/desktop-session.sh)\n");
          return 0;
        }
    }

  g_test_add_func ("/tray/status-notifier/private-bus", test_private_bus);
  g_test_add_func ("/tray/status-notifier/registers-with-real-watcher",
                   test_registers_with_real_watcher);
  g_test_add_func ("/tray/status-notifier/properties-and-signals",
                   test_properties_and_signals);

  return g_test_run ();
}
