/* carry-on-status-notifier.c
 *
 * SPDX-FileCopyrightText: 2026 The Carry On authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * org.kde.StatusNotifierItem over GDBus
 * (https://www.freedesktop.org/wiki/Specifications/StatusNotifierItem/):
 *  - the item is exported at /StatusNotifierItem on the caller's connection
 *    and registered with org.kde.StatusNotifierWatcher *by object path*
 *    (no well-known name is owned: Flatpak then needs only
 *    --talk-name=org.kde.StatusNotifierWatcher, and PIDs in sandboxes do not
 *    collide); every watcher in use treats an argument starting with "/" as
 *    a path on the sender's unique name;
 *  - it re-registers whenever the watcher appears again (the panel
 *    restarted);
 *  - hosts re-read a property only after its New* signal, so each setter
 *    stores the value first and then emits the signal;
 *  - method calls are answered at once; the GObject signals run from an
 *    idle callback afterwards.
 * Property types follow the spec (freedesktop.org StatusNotifierItem):
 * IconPixmap a(iiay), ToolTip (sa(iiay)ss); the IconThemePath extension is
 * KDE's and honoured by xfce4-panel and the GNOME AppIndicator extension.
 */

#include "config.h"

#include "carry-on-status-notifier.h"

#define WATCHER_NAME      "org.kde.StatusNotifierWatcher"
#define WATCHER_PATH      "/StatusNotifierWatcher"
#define WATCHER_INTERFACE "org.kde.StatusNotifierWatcher"
#define ITEM_INTERFACE    "org.kde.StatusNotifierItem"
#define NO_MENU_PATH      "/NO_DBUSMENU"
#define CALL_TIMEOUT_MS   5000

static const char item_xml[] =
  "<node>"
  "  <interface name='org.kde.StatusNotifierItem'>"
  "    <property name='Category' type='s' access='read'/>"
  "    <property name='Id' type='s' access='read'/>"
  "    <property name='Title' type='s' access='read'/>"
  "    <property name='Status' type='s' access='read'/>"
  "    <property name='WindowId' type='i' access='read'/>"
  "    <property name='IconName' type='s' access='read'/>"
  "    <property name='IconPixmap' type='a(iiay)' access='read'/>"
  "    <property name='OverlayIconName' type='s' access='read'/>"
  "    <property name='OverlayIconPixmap' type='a(iiay)' access='read'/>"
  "    <property name='AttentionIconName' type='s' access='read'/>"
  "    <property name='AttentionIconPixmap' type='a(iiay)' access='read'/>"
  "    <property name='AttentionMovieName' type='s' access='read'/>"
  "    <property name='ToolTip' type='(sa(iiay)ss)' access='read'/>"
  "    <property name='ItemIsMenu' type='b' access='read'/>"
  "    <property name='Menu' type='o' access='read'/>"
  "    <property name='IconThemePath' type='s' access='read'/>"
  "    <method name='ContextMenu'>"
  "      <arg name='x' type='i' direction='in'/>"
  "      <arg name='y' type='i' direction='in'/>"
  "    </method>"
  "    <method name='Activate'>"
  "      <arg name='x' type='i' direction='in'/>"
  "      <arg name='y' type='i' direction='in'/>"
  "    </method>"
  "    <method name='SecondaryActivate'>"
  "      <arg name='x' type='i' direction='in'/>"
  "      <arg name='y' type='i' direction='in'/>"
  "    </method>"
  "    <method name='Scroll'>"
  "      <arg name='delta' type='i' direction='in'/>"
  "      <arg name='orientation' type='s' direction='in'/>"
  "    </method>"
  "    <signal name='NewTitle'/>"
  "    <signal name='NewIcon'/>"
  "    <signal name='NewAttentionIcon'/>"
  "    <signal name='NewOverlayIcon'/>"
  "    <signal name='NewToolTip'/>"
  "    <signal name='NewStatus'>"
  "      <arg name='status' type='s'/>"
  "    </signal>"
  "    <signal name='NewIconThemePath'>"
  "      <arg name='icon_theme_path' type='s'/>"
  "    </signal>"
  "    <signal name='NewMenu'/>"
  "  </interface>"
  "</node>";

struct _CarryOnStatusNotifier
{
  GObject                      parent_instance;

  GDBusConnection             *connection;
  char                        *id;
  char                        *title;
  char                        *icon_name;
  char                        *attention_icon_name;
  char                        *tooltip_title;
  char                        *tooltip_body;
  char                        *icon_theme_path;
  char                        *menu_path;
  CarryOnStatusNotifierStatus  status;

  guint                        object_id;
  guint                        watch_id;
  guint                        host_registered_sub;
  guint                        host_unregistered_sub;
  GCancellable                *cancellable;

  guint                        watcher_present : 1;
  guint                        item_registered : 1;
  guint                        host_registered : 1;
  guint                        registered : 1;
  guint                        said_no_watcher : 1;
};

G_DEFINE_FINAL_TYPE (CarryOnStatusNotifier, carry_on_status_notifier, G_TYPE_OBJECT)

G_DEFINE_ENUM_TYPE (CarryOnStatusNotifierStatus, carry_on_status_notifier_status,
  G_DEFINE_ENUM_VALUE (CARRY_ON_STATUS_NOTIFIER_STATUS_PASSIVE, "passive"),
  G_DEFINE_ENUM_VALUE (CARRY_ON_STATUS_NOTIFIER_STATUS_ACTIVE, "active"),
  G_DEFINE_ENUM_VALUE (CARRY_ON_STATUS_NOTIFIER_STATUS_NEEDS_ATTENTION, "needs-attention"))

enum {
  PROP_0,
  PROP_CONNECTION,
  PROP_ID,
  PROP_TITLE,
  PROP_ICON_NAME,
  PROP_ATTENTION_ICON_NAME,
  PROP_STATUS,
  PROP_TOOLTIP_TITLE,
  PROP_TOOLTIP_BODY,
  PROP_ICON_THEME_PATH,
  PROP_MENU_PATH,
  PROP_REGISTERED,
  PROP_WATCHER_PRESENT,
  N_PROPS
};

enum {
  ACTIVATE,
  SECONDARY_ACTIVATE,
  CONTEXT_MENU,
  SCROLL,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

/**
 * carry_on_status_notifier_status_to_string:
 * @status: a status
 *
 * Returns: (transfer none): the spec's string for @status ("Passive",
 *   "Active", "NeedsAttention")
 */
const char *
carry_on_status_notifier_status_to_string (CarryOnStatusNotifierStatus status)
{
  switch (status)
    {
    case CARRY_ON_STATUS_NOTIFIER_STATUS_PASSIVE:
      return "Passive";
    case CARRY_ON_STATUS_NOTIFIER_STATUS_NEEDS_ATTENTION:
      return "NeedsAttention";
    case CARRY_ON_STATUS_NOTIFIER_STATUS_ACTIVE:
    default:
      return "Active";
    }
}

static GDBusInterfaceInfo *
item_interface_info (void)
{
  static GDBusNodeInfo *node_info;

  if (g_once_init_enter (&node_info))
    {
      /* The XML is a constant of this file: failing to parse it is a bug. */
      GDBusNodeInfo *info = g_dbus_node_info_new_for_xml (item_xml, NULL);
      g_assert (info != NULL);
      g_once_init_leave (&node_info, info);
    }

  return node_info->interfaces[0];
}

static void
emit_dbus_signal (CarryOnStatusNotifier *self,
                  const char            *name,
                  GVariant              *parameters)
{
  g_autoptr(GError) error = NULL;

  if (self->object_id == 0)
    {
      if (parameters != NULL)
        g_variant_unref (g_variant_ref_sink (parameters));
      return;
    }

  if (!g_dbus_connection_emit_signal (self->connection, NULL,
                                      CARRY_ON_STATUS_NOTIFIER_PATH,
                                      ITEM_INTERFACE, name, parameters,
                                      &error))
    g_debug ("Could not emit %s: %s", name, error->message);
}

static void
update_registered (CarryOnStatusNotifier *self)
{
  gboolean registered = self->item_registered && self->host_registered;

  if (registered == self->registered)
    return;

  self->registered = registered;
  g_debug ("Tray item %s", registered ? "is shown by a host" : "is not shown");
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_REGISTERED]);
}

static void
set_watcher_present (CarryOnStatusNotifier *self,
                     gboolean               present)
{
  present = !!present;
  if (self->watcher_present == present)
    return;

  self->watcher_present = present;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_WATCHER_PRESENT]);
}

/* ---- D-Bus side: methods and properties -------------------------------- */

typedef struct
{
  CarryOnStatusNotifier *self;
  guint                  signal_id;
  int                    a;
  int                    b;
  char                  *orientation;
} PendingEmission;

static void
pending_emission_free (gpointer data)
{
  PendingEmission *pending = data;

  g_clear_object (&pending->self);
  g_free (pending->orientation);
  g_free (pending);
}

static gboolean
emit_pending_cb (gpointer data)
{
  PendingEmission *pending = data;

  if (pending->signal_id == signals[SCROLL])
    g_signal_emit (pending->self, pending->signal_id, 0, pending->a,
                   pending->orientation);
  else
    g_signal_emit (pending->self, pending->signal_id, 0, pending->a,
                   pending->b);

  return G_SOURCE_REMOVE;
}

static void
emit_later (CarryOnStatusNotifier *self,
            guint                  signal_id,
            int                    a,
            int                    b,
            const char            *orientation)
{
  PendingEmission *pending = g_new0 (PendingEmission, 1);

  pending->self = g_object_ref (self);
  pending->signal_id = signal_id;
  pending->a = a;
  pending->b = b;
  pending->orientation = g_strdup (orientation);
  g_idle_add_full (G_PRIORITY_DEFAULT_IDLE, emit_pending_cb, pending,
                   pending_emission_free);
}

static void
item_method_call (GDBusConnection       *connection,
                  const char            *sender,
                  const char            *object_path,
                  const char            *interface_name,
                  const char            *method_name,
                  GVariant              *parameters,
                  GDBusMethodInvocation *invocation,
                  gpointer               user_data)
{
  CarryOnStatusNotifier *self = user_data;
  int a = 0, b = 0;
  const char *orientation = NULL;
  guint signal_id;

  /* GDBus has checked the signature against the introspection data. */
  if (g_str_equal (method_name, "Scroll"))
    {
      g_variant_get (parameters, "(i&s)", &a, &orientation);
      signal_id = signals[SCROLL];
    }
  else
    {
      g_variant_get (parameters, "(ii)", &a, &b);
      if (g_str_equal (method_name, "Activate"))
        signal_id = signals[ACTIVATE];
      else if (g_str_equal (method_name, "SecondaryActivate"))
        signal_id = signals[SECONDARY_ACTIVATE];
      else
        signal_id = signals[CONTEXT_MENU];
    }

  g_debug ("%s from %s", method_name, sender);

  /* Answer first: a handler may quit the app or run a nested loop, and the
   * host must not wait on it (quitting inside the call leaves the caller
   * with NoReply). */
  g_dbus_method_invocation_return_value (invocation, NULL);
  emit_later (self, signal_id, a, b, orientation);
}

static GVariant *
empty_pixmaps (void)
{
  return g_variant_new_array (G_VARIANT_TYPE ("(iiay)"), NULL, 0);
}

static GVariant *
item_get_property (GDBusConnection  *connection,
                   const char       *sender,
                   const char       *object_path,
                   const char       *interface_name,
                   const char       *property_name,
                   GError          **error,
                   gpointer          user_data)
{
  CarryOnStatusNotifier *self = user_data;

#define S(x) g_variant_new_string ((x) != NULL ? (x) : "")
  if (g_str_equal (property_name, "Category"))
    return g_variant_new_string ("ApplicationStatus");
  if (g_str_equal (property_name, "Id"))
    return S (self->id);
  if (g_str_equal (property_name, "Title"))
    return S (self->title);
  if (g_str_equal (property_name, "Status"))
    return g_variant_new_string (carry_on_status_notifier_status_to_string (self->status));
  if (g_str_equal (property_name, "WindowId"))
    return g_variant_new_int32 (0);
  if (g_str_equal (property_name, "IconName"))
    return S (self->icon_name);
  if (g_str_equal (property_name, "AttentionIconName"))
    return S (self->attention_icon_name != NULL ? self->attention_icon_name
                                                : self->icon_name);
  if (g_str_equal (property_name, "OverlayIconName")
      || g_str_equal (property_name, "AttentionMovieName"))
    return g_variant_new_string ("");
  if (g_str_equal (property_name, "IconPixmap")
      || g_str_equal (property_name, "OverlayIconPixmap")
      || g_str_equal (property_name, "AttentionIconPixmap"))
    return empty_pixmaps ();
  if (g_str_equal (property_name, "ToolTip"))
    return g_variant_new ("(s@a(iiay)ss)",
                          self->icon_name != NULL ? self->icon_name : "",
                          empty_pixmaps (),
                          self->tooltip_title != NULL ? self->tooltip_title : "",
                          self->tooltip_body != NULL ? self->tooltip_body : "");
  if (g_str_equal (property_name, "ItemIsMenu"))
    return g_variant_new_boolean (FALSE);
  if (g_str_equal (property_name, "Menu"))
    return g_variant_new_object_path (self->menu_path != NULL ? self->menu_path
                                                              : NO_MENU_PATH);
  if (g_str_equal (property_name, "IconThemePath"))
    return S (self->icon_theme_path);
#undef S

  g_set_error (error, G_DBUS_ERROR, G_DBUS_ERROR_UNKNOWN_PROPERTY,
               "No property %s", property_name);
  return NULL;
}

static const GDBusInterfaceVTable item_vtable = {
  item_method_call,
  item_get_property,
  NULL,
  { 0 }
};

/* ---- watcher side ------------------------------------------------------- */

static void
host_registered_get_cb (GObject      *source,
                        GAsyncResult *result,
                        gpointer      user_data)
{
  CarryOnStatusNotifier *self;
  g_autoptr(GError) error = NULL;
  g_autoptr(GVariant) reply = NULL;
  g_autoptr(GVariant) value = NULL;
  gboolean host_registered = TRUE;

  reply = g_dbus_connection_call_finish (G_DBUS_CONNECTION (source), result, &error);
  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;

  self = CARRY_ON_STATUS_NOTIFIER (user_data);
  if (reply != NULL)
    {
      g_variant_get (reply, "(v)", &value);
      if (g_variant_is_of_type (value, G_VARIANT_TYPE_BOOLEAN))
        host_registered = g_variant_get_boolean (value);
    }
  else
    {
      /* Some watchers lack the property; trust the registration then. */
      g_debug ("IsStatusNotifierHostRegistered: %s", error->message);
    }

  if (!host_registered && self->host_registered)
    g_message ("A StatusNotifierWatcher runs but no tray host shows items");
  self->host_registered = host_registered;
  update_registered (self);
}

static void
query_host_registered (CarryOnStatusNotifier *self)
{
  g_dbus_connection_call (self->connection, WATCHER_NAME, WATCHER_PATH,
                          "org.freedesktop.DBus.Properties", "Get",
                          g_variant_new ("(ss)", WATCHER_INTERFACE,
                                         "IsStatusNotifierHostRegistered"),
                          G_VARIANT_TYPE ("(v)"),
                          G_DBUS_CALL_FLAGS_NO_AUTO_START, CALL_TIMEOUT_MS,
                          self->cancellable, host_registered_get_cb, self);
}

static void
host_changed_cb (GDBusConnection *connection,
                 const char      *sender_name,
                 const char      *object_path,
                 const char      *interface_name,
                 const char      *signal_name,
                 GVariant        *parameters,
                 gpointer         user_data)
{
  CarryOnStatusNotifier *self = user_data;

  g_debug ("Watcher says %s", signal_name);
  if (self->item_registered)
    query_host_registered (self);
}

static void
register_item_cb (GObject      *source,
                  GAsyncResult *result,
                  gpointer      user_data)
{
  CarryOnStatusNotifier *self;
  g_autoptr(GError) error = NULL;
  g_autoptr(GVariant) reply = NULL;

  reply = g_dbus_connection_call_finish (G_DBUS_CONNECTION (source), result, &error);
  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;

  self = CARRY_ON_STATUS_NOTIFIER (user_data);
  if (reply == NULL)
    {
      g_message ("The StatusNotifierWatcher refused the tray item: %s",
                 error->message);
      self->item_registered = FALSE;
      update_registered (self);
      return;
    }

  g_debug ("Registered %s with the StatusNotifierWatcher",
           CARRY_ON_STATUS_NOTIFIER_PATH);
  self->item_registered = TRUE;
  query_host_registered (self);
}

static void
watcher_appeared_cb (GDBusConnection *connection,
                     const char      *name,
                     const char      *name_owner,
                     gpointer         user_data)
{
  CarryOnStatusNotifier *self = user_data;

  g_debug ("StatusNotifierWatcher appeared (%s)", name_owner);
  if (self->said_no_watcher)
    g_message ("A StatusNotifierWatcher appeared: the tray icon is back");
  self->said_no_watcher = FALSE;

  g_cancellable_cancel (self->cancellable);
  g_clear_object (&self->cancellable);
  self->cancellable = g_cancellable_new ();
  self->item_registered = FALSE;
  self->host_registered = FALSE;
  set_watcher_present (self, TRUE);

  g_dbus_connection_call (connection, name_owner, WATCHER_PATH, WATCHER_INTERFACE,
                          "RegisterStatusNotifierItem",
                          g_variant_new ("(s)", CARRY_ON_STATUS_NOTIFIER_PATH),
                          NULL, G_DBUS_CALL_FLAGS_NO_AUTO_START, CALL_TIMEOUT_MS,
                          self->cancellable, register_item_cb, self);
}

static void
watcher_vanished_cb (GDBusConnection *connection,
                     const char      *name,
                     gpointer         user_data)
{
  CarryOnStatusNotifier *self = user_data;

  /* Said once per absence, not per call: this is what a plain GNOME
   * session (no AppIndicator extension) looks like. */
  if (!self->said_no_watcher)
    {
      if (self->watcher_present)
        g_message ("The StatusNotifierWatcher went away: no tray icon until it comes back");
      else
        g_message ("No StatusNotifierWatcher on the session bus: no tray icon "
                   "(on GNOME, the AppIndicator extension provides one)");
      self->said_no_watcher = TRUE;
    }

  g_cancellable_cancel (self->cancellable);
  self->item_registered = FALSE;
  self->host_registered = FALSE;
  set_watcher_present (self, FALSE);
  update_registered (self);
}

/* ---- GObject ------------------------------------------------------------ */

static void
carry_on_status_notifier_dispose (GObject *object)
{
  CarryOnStatusNotifier *self = CARRY_ON_STATUS_NOTIFIER (object);

  g_cancellable_cancel (self->cancellable);
  g_clear_object (&self->cancellable);
  g_clear_handle_id (&self->watch_id, g_bus_unwatch_name);
  if (self->connection != NULL)
    {
      if (self->host_registered_sub != 0)
        g_dbus_connection_signal_unsubscribe (self->connection, self->host_registered_sub);
      if (self->host_unregistered_sub != 0)
        g_dbus_connection_signal_unsubscribe (self->connection, self->host_unregistered_sub);
      if (self->object_id != 0)
        g_dbus_connection_unregister_object (self->connection, self->object_id);
    }
  self->host_registered_sub = 0;
  self->host_unregistered_sub = 0;
  self->object_id = 0;
  g_clear_object (&self->connection);

  G_OBJECT_CLASS (carry_on_status_notifier_parent_class)->dispose (object);
}

static void
carry_on_status_notifier_finalize (GObject *object)
{
  CarryOnStatusNotifier *self = CARRY_ON_STATUS_NOTIFIER (object);

  g_clear_pointer (&self->id, g_free);
  g_clear_pointer (&self->title, g_free);
  g_clear_pointer (&self->icon_name, g_free);
  g_clear_pointer (&self->attention_icon_name, g_free);
  g_clear_pointer (&self->tooltip_title, g_free);
  g_clear_pointer (&self->tooltip_body, g_free);
  g_clear_pointer (&self->icon_theme_path, g_free);
  g_clear_pointer (&self->menu_path, g_free);

  G_OBJECT_CLASS (carry_on_status_notifier_parent_class)->finalize (object);
}

static void
carry_on_status_notifier_get_property (GObject    *object,
                                       guint       prop_id,
                                       GValue     *value,
                                       GParamSpec *pspec)
{
  CarryOnStatusNotifier *self = CARRY_ON_STATUS_NOTIFIER (object);

  switch (prop_id)
    {
    case PROP_CONNECTION:
      g_value_set_object (value, self->connection);
      break;
    case PROP_ID:
      g_value_set_string (value, self->id);
      break;
    case PROP_TITLE:
      g_value_set_string (value, self->title);
      break;
    case PROP_ICON_NAME:
      g_value_set_string (value, self->icon_name);
      break;
    case PROP_ATTENTION_ICON_NAME:
      g_value_set_string (value, self->attention_icon_name);
      break;
    case PROP_STATUS:
      g_value_set_enum (value, self->status);
      break;
    case PROP_TOOLTIP_TITLE:
      g_value_set_string (value, self->tooltip_title);
      break;
    case PROP_TOOLTIP_BODY:
      g_value_set_string (value, self->tooltip_body);
      break;
    case PROP_ICON_THEME_PATH:
      g_value_set_string (value, self->icon_theme_path);
      break;
    case PROP_MENU_PATH:
      g_value_set_string (value, self->menu_path);
      break;
    case PROP_REGISTERED:
      g_value_set_boolean (value, self->registered);
      break;
    case PROP_WATCHER_PRESENT:
      g_value_set_boolean (value, self->watcher_present);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
carry_on_status_notifier_set_property (GObject      *object,
                                       guint         prop_id,
                                       const GValue *value,
                                       GParamSpec   *pspec)
{
  CarryOnStatusNotifier *self = CARRY_ON_STATUS_NOTIFIER (object);

  switch (prop_id)
    {
    case PROP_CONNECTION:
      self->connection = g_value_dup_object (value);
      break;
    case PROP_ID:
      self->id = g_value_dup_string (value);
      break;
    case PROP_TITLE:
      carry_on_status_notifier_set_title (self, g_value_get_string (value));
      break;
    case PROP_ICON_NAME:
      carry_on_status_notifier_set_icon_name (self, g_value_get_string (value));
      break;
    case PROP_ATTENTION_ICON_NAME:
      carry_on_status_notifier_set_attention_icon_name (self, g_value_get_string (value));
      break;
    case PROP_STATUS:
      carry_on_status_notifier_set_status (self, g_value_get_enum (value));
      break;
    case PROP_TOOLTIP_TITLE:
      carry_on_status_notifier_set_tooltip (self, g_value_get_string (value),
                                            self->tooltip_body);
      break;
    case PROP_TOOLTIP_BODY:
      carry_on_status_notifier_set_tooltip (self, self->tooltip_title,
                                            g_value_get_string (value));
      break;
    case PROP_ICON_THEME_PATH:
      carry_on_status_notifier_set_icon_theme_path (self, g_value_get_string (value));
      break;
    case PROP_MENU_PATH:
      carry_on_status_notifier_set_menu_path (self, g_value_get_string (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
carry_on_status_notifier_class_init (CarryOnStatusNotifierClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GParamFlags rw = G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;

  object_class->dispose = carry_on_status_notifier_dispose;
  object_class->finalize = carry_on_status_notifier_finalize;
  object_class->get_property = carry_on_status_notifier_get_property;
  object_class->set_property = carry_on_status_notifier_set_property;

  /**
   * CarryOnStatusNotifier:connection:
   * The bus connection the item is exported on (construct only).
   */
  properties[PROP_CONNECTION] =
    g_param_spec_object ("connection", NULL, NULL, G_TYPE_DBUS_CONNECTION,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  /**
   * CarryOnStatusNotifier:id:
   * The item's `Id`, the application id (construct only).
   */
  properties[PROP_ID] =
    g_param_spec_string ("id", NULL, NULL, NULL,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  /** CarryOnStatusNotifier:title: the item's `Title` (NewTitle) */
  properties[PROP_TITLE] = g_param_spec_string ("title", NULL, NULL, NULL, rw);
  /** CarryOnStatusNotifier:icon-name: `IconName`, a themed icon (NewIcon) */
  properties[PROP_ICON_NAME] = g_param_spec_string ("icon-name", NULL, NULL, NULL, rw);
  /**
   * CarryOnStatusNotifier:attention-icon-name:
   * `AttentionIconName`, shown in NeedsAttention (NewAttentionIcon); %NULL
   * reuses the icon name.
   */
  properties[PROP_ATTENTION_ICON_NAME] =
    g_param_spec_string ("attention-icon-name", NULL, NULL, NULL, rw);
  /** CarryOnStatusNotifier:status: `Status` (NewStatus) */
  properties[PROP_STATUS] =
    g_param_spec_enum ("status", NULL, NULL, CARRY_ON_TYPE_STATUS_NOTIFIER_STATUS,
                       CARRY_ON_STATUS_NOTIFIER_STATUS_ACTIVE, rw);
  /** CarryOnStatusNotifier:tooltip-title: the tooltip's title (NewToolTip) */
  properties[PROP_TOOLTIP_TITLE] = g_param_spec_string ("tooltip-title", NULL, NULL, NULL, rw);
  /** CarryOnStatusNotifier:tooltip-body: the tooltip's body (NewToolTip) */
  properties[PROP_TOOLTIP_BODY] = g_param_spec_string ("tooltip-body", NULL, NULL, NULL, rw);
  /**
   * CarryOnStatusNotifier:icon-theme-path:
   * `IconThemePath` (KDE extension): an extra icon theme directory, for
   * uninstalled runs (NewIconThemePath).
   */
  properties[PROP_ICON_THEME_PATH] =
    g_param_spec_string ("icon-theme-path", NULL, NULL, NULL, rw);
  /**
   * CarryOnStatusNotifier:menu-path:
   * `Menu`: the object path of a com.canonical.dbusmenu object on the same
   * connection; %NULL exports "/NO_DBUSMENU" (no menu).
   */
  properties[PROP_MENU_PATH] = g_param_spec_string ("menu-path", NULL, NULL, NULL, rw);
  /**
   * CarryOnStatusNotifier:registered:
   * %TRUE while a watcher has accepted the item and reports a tray host
   * (so the icon can be seen): the app keeps running in the background on
   * window close only then.
   */
  properties[PROP_REGISTERED] =
    g_param_spec_boolean ("registered", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /**
   * CarryOnStatusNotifier:watcher-present:
   * %TRUE while org.kde.StatusNotifierWatcher has an owner.
   */
  properties[PROP_WATCHER_PRESENT] =
    g_param_spec_boolean ("watcher-present", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * CarryOnStatusNotifier::activate:
   * @x: screen x of the click, or 0
   * @y: screen y of the click, or 0
   *
   * The host's `Activate` (primary click), after the call was answered.
   */
  signals[ACTIVATE] =
    g_signal_new ("activate", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 2, G_TYPE_INT, G_TYPE_INT);
  /**
   * CarryOnStatusNotifier::secondary-activate:
   * @x: screen x, or 0
   * @y: screen y, or 0
   *
   * The host's `SecondaryActivate` (middle click).
   */
  signals[SECONDARY_ACTIVATE] =
    g_signal_new ("secondary-activate", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 2, G_TYPE_INT, G_TYPE_INT);
  /**
   * CarryOnStatusNotifier::context-menu:
   * @x: screen x, or 0
   * @y: screen y, or 0
   *
   * The host's `ContextMenu`: a host that does not read `Menu` itself.
   */
  signals[CONTEXT_MENU] =
    g_signal_new ("context-menu", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 2, G_TYPE_INT, G_TYPE_INT);
  /**
   * CarryOnStatusNotifier::scroll:
   * @delta: wheel steps
   * @orientation: "horizontal" or "vertical" (as the host sends it)
   *
   * The host's `Scroll`.
   */
  signals[SCROLL] =
    g_signal_new ("scroll", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 2, G_TYPE_INT, G_TYPE_STRING);
}

static void
carry_on_status_notifier_init (CarryOnStatusNotifier *self)
{
  self->status = CARRY_ON_STATUS_NOTIFIER_STATUS_ACTIVE;
}

/**
 * carry_on_status_notifier_new:
 * @connection: (transfer none): the session bus connection to export on
 *   (the app's, or a test's)
 * @id: the item's `Id`, normally the application id
 *
 * Creates the item; nothing is exported until
 * carry_on_status_notifier_register().
 *
 * Returns: (transfer full): a new #CarryOnStatusNotifier
 */
CarryOnStatusNotifier *
carry_on_status_notifier_new (GDBusConnection *connection,
                              const char      *id)
{
  g_return_val_if_fail (G_IS_DBUS_CONNECTION (connection), NULL);
  g_return_val_if_fail (id != NULL, NULL);

  return g_object_new (CARRY_ON_TYPE_STATUS_NOTIFIER,
                       "connection", connection,
                       "id", id,
                       NULL);
}

/**
 * carry_on_status_notifier_register:
 * @error: a #GError, or %NULL
 *
 * Exports the item at %CARRY_ON_STATUS_NOTIFIER_PATH and follows
 * org.kde.StatusNotifierWatcher: the item is registered whenever the
 * watcher (re)appears, and #CarryOnStatusNotifier:registered says whether a
 * host shows it.  With no watcher it logs so once and waits for one.
 * Calling it again is a no-op.  Unregistration happens on dispose.
 *
 * Returns: %FALSE with @error set (domain %G_IO_ERROR, e.g.
 *   %G_IO_ERROR_EXISTS when another object already sits at the path, or
 *   %G_IO_ERROR_CLOSED when the connection is closed)
 */
gboolean
carry_on_status_notifier_register (CarryOnStatusNotifier  *self,
                                   GError                **error)
{
  g_return_val_if_fail (CARRY_ON_IS_STATUS_NOTIFIER (self), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (self->object_id != 0)
    return TRUE;

  if (g_dbus_connection_is_closed (self->connection))
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_CLOSED,
                           "The D-Bus connection is closed");
      return FALSE;
    }

  self->object_id = g_dbus_connection_register_object (self->connection,
                                                       CARRY_ON_STATUS_NOTIFIER_PATH,
                                                       item_interface_info (),
                                                       &item_vtable, self, NULL,
                                                       error);
  if (self->object_id == 0)
    return FALSE;

  self->cancellable = g_cancellable_new ();
  self->host_registered_sub =
    g_dbus_connection_signal_subscribe (self->connection, WATCHER_NAME,
                                        WATCHER_INTERFACE, "StatusNotifierHostRegistered",
                                        WATCHER_PATH, NULL, G_DBUS_SIGNAL_FLAGS_NONE,
                                        host_changed_cb, self, NULL);
  self->host_unregistered_sub =
    g_dbus_connection_signal_subscribe (self->connection, WATCHER_NAME,
                                        WATCHER_INTERFACE, "StatusNotifierHostUnregistered",
                                        WATCHER_PATH, NULL, G_DBUS_SIGNAL_FLAGS_NONE,
                                        host_changed_cb, self, NULL);
  self->watch_id = g_bus_watch_name_on_connection (self->connection, WATCHER_NAME,
                                                   G_BUS_NAME_WATCHER_FLAGS_NONE,
                                                   watcher_appeared_cb,
                                                   watcher_vanished_cb,
                                                   self, NULL);
  return TRUE;
}

/**
 * carry_on_status_notifier_get_connection:
 *
 * Returns: (transfer none): the connection the item lives on
 */
GDBusConnection *
carry_on_status_notifier_get_connection (CarryOnStatusNotifier *self)
{
  g_return_val_if_fail (CARRY_ON_IS_STATUS_NOTIFIER (self), NULL);

  return self->connection;
}

/**
 * carry_on_status_notifier_get_id:
 *
 * Returns: (transfer none): the item's `Id`
 */
const char *
carry_on_status_notifier_get_id (CarryOnStatusNotifier *self)
{
  g_return_val_if_fail (CARRY_ON_IS_STATUS_NOTIFIER (self), NULL);

  return self->id;
}

/**
 * carry_on_status_notifier_get_registered:
 *
 * Returns: %TRUE while a watcher accepted the item and a tray host is there
 */
gboolean
carry_on_status_notifier_get_registered (CarryOnStatusNotifier *self)
{
  g_return_val_if_fail (CARRY_ON_IS_STATUS_NOTIFIER (self), FALSE);

  return self->registered;
}

/**
 * carry_on_status_notifier_get_watcher_present:
 *
 * Returns: %TRUE while org.kde.StatusNotifierWatcher has an owner
 */
gboolean
carry_on_status_notifier_get_watcher_present (CarryOnStatusNotifier *self)
{
  g_return_val_if_fail (CARRY_ON_IS_STATUS_NOTIFIER (self), FALSE);

  return self->watcher_present;
}

/* Stores @value in @field; TRUE when it changed. */
static gboolean
replace_string (char       **field,
                const char  *value)
{
  if (g_strcmp0 (*field, value) == 0)
    return FALSE;

  g_free (*field);
  *field = g_strdup (value);
  return TRUE;
}

/**
 * carry_on_status_notifier_get_title:
 *
 * Returns: (transfer none) (nullable): the item's `Title`
 */
const char *
carry_on_status_notifier_get_title (CarryOnStatusNotifier *self)
{
  g_return_val_if_fail (CARRY_ON_IS_STATUS_NOTIFIER (self), NULL);

  return self->title;
}

/**
 * carry_on_status_notifier_set_title:
 * @title: (nullable): a human title, e.g. "Carry On"
 *
 * Sets `Title` and emits NewTitle when it changed.
 */
void
carry_on_status_notifier_set_title (CarryOnStatusNotifier *self,
                                    const char            *title)
{
  g_return_if_fail (CARRY_ON_IS_STATUS_NOTIFIER (self));

  if (!replace_string (&self->title, title))
    return;

  emit_dbus_signal (self, "NewTitle", NULL);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TITLE]);
}

/**
 * carry_on_status_notifier_get_icon_name:
 *
 * Returns: (transfer none) (nullable): the item's `IconName`
 */
const char *
carry_on_status_notifier_get_icon_name (CarryOnStatusNotifier *self)
{
  g_return_val_if_fail (CARRY_ON_IS_STATUS_NOTIFIER (self), NULL);

  return self->icon_name;
}

/**
 * carry_on_status_notifier_set_icon_name:
 * @icon_name: (nullable): a themed icon name
 *
 * Sets `IconName` and emits NewIcon (and NewToolTip, whose icon follows
 * it) when it changed.
 */
void
carry_on_status_notifier_set_icon_name (CarryOnStatusNotifier *self,
                                        const char            *icon_name)
{
  g_return_if_fail (CARRY_ON_IS_STATUS_NOTIFIER (self));

  if (!replace_string (&self->icon_name, icon_name))
    return;

  emit_dbus_signal (self, "NewIcon", NULL);
  emit_dbus_signal (self, "NewToolTip", NULL);
  if (self->attention_icon_name == NULL)
    emit_dbus_signal (self, "NewAttentionIcon", NULL);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ICON_NAME]);
}

/**
 * carry_on_status_notifier_get_attention_icon_name:
 *
 * Returns: (transfer none) (nullable): the attention icon name as set
 */
const char *
carry_on_status_notifier_get_attention_icon_name (CarryOnStatusNotifier *self)
{
  g_return_val_if_fail (CARRY_ON_IS_STATUS_NOTIFIER (self), NULL);

  return self->attention_icon_name;
}

/**
 * carry_on_status_notifier_set_attention_icon_name:
 * @icon_name: (nullable): a themed icon name; %NULL reuses `IconName`
 *
 * Sets `AttentionIconName` and emits NewAttentionIcon when it changed.
 */
void
carry_on_status_notifier_set_attention_icon_name (CarryOnStatusNotifier *self,
                                                  const char            *icon_name)
{
  g_return_if_fail (CARRY_ON_IS_STATUS_NOTIFIER (self));

  if (!replace_string (&self->attention_icon_name, icon_name))
    return;

  emit_dbus_signal (self, "NewAttentionIcon", NULL);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ATTENTION_ICON_NAME]);
}

/**
 * carry_on_status_notifier_get_status:
 *
 * Returns: the item's `Status`
 */
CarryOnStatusNotifierStatus
carry_on_status_notifier_get_status (CarryOnStatusNotifier *self)
{
  g_return_val_if_fail (CARRY_ON_IS_STATUS_NOTIFIER (self),
                        CARRY_ON_STATUS_NOTIFIER_STATUS_ACTIVE);

  return self->status;
}

/**
 * carry_on_status_notifier_set_status:
 * @status: the new status
 *
 * Sets `Status` and emits NewStatus(s) when it changed.
 */
void
carry_on_status_notifier_set_status (CarryOnStatusNotifier       *self,
                                     CarryOnStatusNotifierStatus  status)
{
  g_return_if_fail (CARRY_ON_IS_STATUS_NOTIFIER (self));
  g_return_if_fail (status <= CARRY_ON_STATUS_NOTIFIER_STATUS_NEEDS_ATTENTION);

  if (self->status == status)
    return;

  self->status = status;
  emit_dbus_signal (self, "NewStatus",
                    g_variant_new ("(s)", carry_on_status_notifier_status_to_string (status)));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_STATUS]);
}

/**
 * carry_on_status_notifier_get_tooltip_title:
 *
 * Returns: (transfer none) (nullable): the tooltip's title
 */
const char *
carry_on_status_notifier_get_tooltip_title (CarryOnStatusNotifier *self)
{
  g_return_val_if_fail (CARRY_ON_IS_STATUS_NOTIFIER (self), NULL);

  return self->tooltip_title;
}

/**
 * carry_on_status_notifier_get_tooltip_body:
 *
 * Returns: (transfer none) (nullable): the tooltip's body
 */
const char *
carry_on_status_notifier_get_tooltip_body (CarryOnStatusNotifier *self)
{
  g_return_val_if_fail (CARRY_ON_IS_STATUS_NOTIFIER (self), NULL);

  return self->tooltip_body;
}

/**
 * carry_on_status_notifier_set_tooltip:
 * @title: (nullable): the tooltip's title (plain text)
 * @body: (nullable): its body, markup: the specification lets it carry the
 *   notification body markup and KDE and xfce4-panel render it, so escape
 *   any text that is not ours (g_markup_escape_text())
 *
 * Sets both parts at once, so a change gives one NewToolTip, not two.
 */
void
carry_on_status_notifier_set_tooltip (CarryOnStatusNotifier *self,
                                      const char            *title,
                                      const char            *body)
{
  gboolean title_changed, body_changed;
  g_autofree char *title_copy = g_strdup (title);
  g_autofree char *body_copy = g_strdup (body);

  g_return_if_fail (CARRY_ON_IS_STATUS_NOTIFIER (self));

  /* Copies: @title or @body may be our own fields (from set_property). */
  title_changed = replace_string (&self->tooltip_title, title_copy);
  body_changed = replace_string (&self->tooltip_body, body_copy);
  if (!title_changed && !body_changed)
    return;

  emit_dbus_signal (self, "NewToolTip", NULL);
  if (title_changed)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TOOLTIP_TITLE]);
  if (body_changed)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TOOLTIP_BODY]);
}

/**
 * carry_on_status_notifier_get_icon_theme_path:
 *
 * Returns: (transfer none) (nullable): the extra icon theme directory
 */
const char *
carry_on_status_notifier_get_icon_theme_path (CarryOnStatusNotifier *self)
{
  g_return_val_if_fail (CARRY_ON_IS_STATUS_NOTIFIER (self), NULL);

  return self->icon_theme_path;
}

/**
 * carry_on_status_notifier_set_icon_theme_path:
 * @path: (nullable) (type filename): a directory holding an icon theme
 *   tree (e.g. `data/icons` with `hicolor/scalable/apps/…`)
 *
 * Sets `IconThemePath` and emits NewIconThemePath(s) and NewIcon.
 */
void
carry_on_status_notifier_set_icon_theme_path (CarryOnStatusNotifier *self,
                                              const char            *path)
{
  g_return_if_fail (CARRY_ON_IS_STATUS_NOTIFIER (self));

  if (!replace_string (&self->icon_theme_path, path))
    return;

  emit_dbus_signal (self, "NewIconThemePath",
                    g_variant_new ("(s)", path != NULL ? path : ""));
  emit_dbus_signal (self, "NewIcon", NULL);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ICON_THEME_PATH]);
}

/**
 * carry_on_status_notifier_get_menu_path:
 *
 * Returns: (transfer none) (nullable): the menu's object path as set
 */
const char *
carry_on_status_notifier_get_menu_path (CarryOnStatusNotifier *self)
{
  g_return_val_if_fail (CARRY_ON_IS_STATUS_NOTIFIER (self), NULL);

  return self->menu_path;
}

/**
 * carry_on_status_notifier_set_menu_path:
 * @object_path: (nullable): where a com.canonical.dbusmenu object is
 *   exported on the same connection (normally
 *   %CARRY_ON_STATUS_NOTIFIER_MENU_PATH); %NULL for none
 *
 * Sets `Menu`.  Hosts read it when they add the item, so set it before
 * carry_on_status_notifier_register(); a later change emits NewMenu, which
 * not every host follows.
 */
void
carry_on_status_notifier_set_menu_path (CarryOnStatusNotifier *self,
                                        const char            *object_path)
{
  g_return_if_fail (CARRY_ON_IS_STATUS_NOTIFIER (self));
  g_return_if_fail (object_path == NULL || g_variant_is_object_path (object_path));

  if (!replace_string (&self->menu_path, object_path))
    return;

  emit_dbus_signal (self, "NewMenu", NULL);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MENU_PATH]);
}
