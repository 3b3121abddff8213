/* carry-on-notification.c
 *
 * SPDX-FileCopyrightText: 2026 The Carry On authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A client of the Desktop Notifications Specification
 * (https://specifications.freedesktop.org/notification-spec/latest/),
 * asynchronous from end to end: Notify and CloseNotification are sent with
 * g_dbus_connection_call() and their answers come back on the main loop.
 *
 * Why not libnotify: its notify_notification_show() and
 * notify_notification_close() are blocking calls (g_dbus_proxy_call_sync()
 * in libnotify 0.8), and twenty usage limits at once kept the window's main
 * loop waiting for a busy notification server for up to 82 ms in one
 * dispatch.  Why not GIO's GNotification: it has no expiry time (a "Will
 * continue at 19:01" must not stay on screen past 19:01 when Carry On is
 * not there to close it), says nothing when the person dismisses a
 * notification, and the freedesktop backend of GLib 2.74 sends the body
 * unescaped to servers that read it as markup, where a host's text is data.
 *
 * A notification is one server id, replaced in place by each show.  While a
 * Notify call is out, further shows only mark it changed (one more Notify
 * goes when the answer comes, with the id it gave) and a close waits for the
 * id, so a notification is never shown twice nor left on screen.
 */

#include "config.h"

#include "carry-on-notification.h"

#define NOTIFICATIONS_NAME      "org.freedesktop.Notifications"
#define NOTIFICATIONS_PATH      "/org/freedesktop/Notifications"
#define NOTIFICATIONS_INTERFACE "org.freedesktop.Notifications"
/* The server is another process, which may be slow or stuck; the call
 * never blocks us, but its answer is given up on after this long. */
#define CALL_TIMEOUT_MS         25000

struct _CarryOnNotification
{
  GObject          parent_instance;

  GDBusConnection *bus;
  char            *app_name;
  char            *desktop_entry;
  char            *summary;
  char            *body;
  char            *icon;
  GPtrArray       *actions;        /* id, label, id, label … */
  int              timeout_ms;

  guint32          id;             /* the server's, 0 while not on screen */
  guint            subscription;   /* the server's signals, from the first show */
  guint            in_flight : 1;  /* a Notify call is out */
  guint            dirty : 1;      /* shown again while it was out */
  guint            close_asked : 1;/* closed while it was out */
};

G_DEFINE_FINAL_TYPE (CarryOnNotification, carry_on_notification, G_TYPE_OBJECT)

enum {
  SIGNAL_ACTION_INVOKED,
  SIGNAL_CLOSED,
  SIGNAL_FAILED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* ---- the server's capabilities ----------------------------------------------- */

static void
get_capabilities_cb (GObject      *source,
                     GAsyncResult *result,
                     gpointer      user_data)
{
  g_autoptr(GTask) task = user_data;
  g_autoptr(GError) error = NULL;
  g_autoptr(GVariant) reply = NULL;
  g_autofree const char **caps = NULL;
  CarryOnNotificationCaps found = CARRY_ON_NOTIFICATION_CAPS_PRESENT;

  reply = g_dbus_connection_call_finish (G_DBUS_CONNECTION (source), result, &error);
  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    {
      g_task_return_error (task, g_steal_pointer (&error));
      return;
    }
  if (reply == NULL)
    {
      g_debug ("No notification server: %s", error->message);
      g_task_return_int (task, CARRY_ON_NOTIFICATION_CAPS_NONE);
      return;
    }

  g_variant_get (reply, "(^a&s)", &caps);
  for (guint i = 0; caps[i] != NULL; i++)
    {
      if (g_str_equal (caps[i], "actions"))
        found |= CARRY_ON_NOTIFICATION_CAPS_ACTIONS;
      /* Either means the body is parsed as markup. */
      else if (g_str_equal (caps[i], "body-markup") || g_str_equal (caps[i], "body-hyperlinks"))
        found |= CARRY_ON_NOTIFICATION_CAPS_BODY_MARKUP;
    }
  g_task_return_int (task, found);
}

/**
 * carry_on_notification_probe_server:
 * @bus: (transfer none): the session bus
 * @cancellable: (nullable): a #GCancellable
 * @callback: called on the thread-default main context with the answer
 * @user_data: for @callback
 *
 * Asks the notification server for its capabilities (GetCapabilities).
 * The bus starts a server that is installed but not running (dunst, mako
 * …), as the specification expects; when there is none the answer is
 * %CARRY_ON_NOTIFICATION_CAPS_NONE.
 */
void
carry_on_notification_probe_server (GDBusConnection     *bus,
                                    GCancellable        *cancellable,
                                    GAsyncReadyCallback  callback,
                                    gpointer             user_data)
{
  GTask *task;

  g_return_if_fail (G_IS_DBUS_CONNECTION (bus));

  task = g_task_new (NULL, cancellable, callback, user_data);
  g_task_set_source_tag (task, carry_on_notification_probe_server);
  g_dbus_connection_call (bus, NOTIFICATIONS_NAME, NOTIFICATIONS_PATH, NOTIFICATIONS_INTERFACE,
                          "GetCapabilities", NULL, G_VARIANT_TYPE ("(as)"),
                          G_DBUS_CALL_FLAGS_NONE, CALL_TIMEOUT_MS, cancellable,
                          get_capabilities_cb, task);
}

/**
 * carry_on_notification_probe_server_finish:
 * @result: the #GAsyncResult given to the callback
 * @error: set only when the probe was cancelled (%G_IO_ERROR_CANCELLED)
 *
 * Returns: the server's capabilities; %CARRY_ON_NOTIFICATION_CAPS_NONE when
 *   there is no server (or the call failed: the debug log says why)
 */
CarryOnNotificationCaps
carry_on_notification_probe_server_finish (GAsyncResult  *result,
                                           GError       **error)
{
  gssize caps;

  g_return_val_if_fail (g_task_is_valid (result, NULL), CARRY_ON_NOTIFICATION_CAPS_NONE);

  caps = g_task_propagate_int (G_TASK (result), error);
  return caps < 0 ? CARRY_ON_NOTIFICATION_CAPS_NONE : (CarryOnNotificationCaps) caps;
}

/* ---- the server's signals ----------------------------------------------------- */

static void
signal_cb (GDBusConnection *bus,
           const char      *sender,
           const char      *path,
           const char      *interface,
           const char      *signal,
           GVariant        *parameters,
           gpointer         user_data)
{
  CarryOnNotification *self = user_data;

  if (g_str_equal (signal, "ActionInvoked")
      && g_variant_is_of_type (parameters, G_VARIANT_TYPE ("(us)")))
    {
      guint32 id;
      const char *action;

      g_variant_get (parameters, "(u&s)", &id, &action);
      if (id != 0 && id == self->id)
        g_signal_emit (self, signals[SIGNAL_ACTION_INVOKED], 0, action);
    }
  else if (g_str_equal (signal, "NotificationClosed")
           && g_variant_is_of_type (parameters, G_VARIANT_TYPE ("(uu)")))
    {
      guint32 id, reason;

      g_variant_get (parameters, "(uu)", &id, &reason);
      if (id == 0 || id != self->id)
        return;
      self->id = 0;
      /* A show on its way puts it back on screen: not closed for us. */
      if (!self->in_flight)
        g_signal_emit (self, signals[SIGNAL_CLOSED], 0, reason);
    }
}

/* ---- Notify and CloseNotification ----------------------------------------------- */

static void
close_call_cb (GObject      *source,
               GAsyncResult *result,
               gpointer      user_data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GVariant) reply = g_dbus_connection_call_finish (G_DBUS_CONNECTION (source),
                                                             result, &error);

  /* Gone already (expired, dismissed) is what a close wanted. */
  if (reply == NULL)
    g_debug ("CloseNotification: %s", error->message);
}

static void
send_close (CarryOnNotification *self)
{
  if (self->id == 0)
    return;
  g_dbus_connection_call (self->bus, NOTIFICATIONS_NAME, NOTIFICATIONS_PATH,
                          NOTIFICATIONS_INTERFACE, "CloseNotification",
                          g_variant_new ("(u)", self->id), NULL, G_DBUS_CALL_FLAGS_NONE,
                          CALL_TIMEOUT_MS, NULL, close_call_cb, NULL);
  self->id = 0;
}

static void send_notify (CarryOnNotification *self);

static void
notify_call_cb (GObject      *source,
                GAsyncResult *result,
                gpointer      user_data)
{
  g_autoptr(CarryOnNotification) self = user_data;  /* the call's reference */
  g_autoptr(GError) error = NULL;
  g_autoptr(GVariant) reply = g_dbus_connection_call_finish (G_DBUS_CONNECTION (source),
                                                             result, &error);

  self->in_flight = FALSE;
  if (reply == NULL)
    {
      self->dirty = FALSE;
      self->close_asked = FALSE;
      g_signal_emit (self, signals[SIGNAL_FAILED], 0, error);
      return;
    }

  g_variant_get (reply, "(u)", &self->id);
  if (self->close_asked)
    {
      self->close_asked = FALSE;
      self->dirty = FALSE;
      send_close (self);
    }
  else if (self->dirty)
    {
      self->dirty = FALSE;
      send_notify (self);
    }
}

static void
send_notify (CarryOnNotification *self)
{
  GVariantBuilder actions;
  GVariantBuilder hints;

  g_variant_builder_init (&actions, G_VARIANT_TYPE_STRING_ARRAY);
  for (guint i = 0; i < self->actions->len; i++)
    g_variant_builder_add (&actions, "s", (const char *) g_ptr_array_index (self->actions, i));
  g_variant_builder_init (&hints, G_VARIANT_TYPE_VARDICT);
  if (self->desktop_entry != NULL)
    g_variant_builder_add (&hints, "{sv}", "desktop-entry",
                           g_variant_new_string (self->desktop_entry));

  /* ActionInvoked and NotificationClosed: signal_cb tells them apart */
  if (self->subscription == 0)
    self->subscription = g_dbus_connection_signal_subscribe (self->bus, NOTIFICATIONS_NAME,
                                                             NOTIFICATIONS_INTERFACE, NULL,
                                                             NOTIFICATIONS_PATH, NULL,
                                                             G_DBUS_SIGNAL_FLAGS_NONE, signal_cb,
                                                             self, NULL);

  self->in_flight = TRUE;
  g_dbus_connection_call (self->bus, NOTIFICATIONS_NAME, NOTIFICATIONS_PATH,
                          NOTIFICATIONS_INTERFACE, "Notify",
                          g_variant_new ("(susssasa{sv}i)", self->app_name, self->id,
                                         self->icon != NULL ? self->icon : "",
                                         self->summary != NULL ? self->summary : "",
                                         self->body != NULL ? self->body : "",
                                         &actions, &hints, self->timeout_ms),
                          G_VARIANT_TYPE ("(u)"), G_DBUS_CALL_FLAGS_NONE, CALL_TIMEOUT_MS,
                          NULL, notify_call_cb, g_object_ref (self));
}

/* ---- GObject --------------------------------------------------------------------- */

static void
carry_on_notification_dispose (GObject *object)
{
  CarryOnNotification *self = CARRY_ON_NOTIFICATION (object);

  if (self->bus != NULL)
    {
      if (self->subscription != 0)
        g_dbus_connection_signal_unsubscribe (self->bus, self->subscription);
      self->subscription = 0;
    }
  g_clear_object (&self->bus);

  G_OBJECT_CLASS (carry_on_notification_parent_class)->dispose (object);
}

static void
carry_on_notification_finalize (GObject *object)
{
  CarryOnNotification *self = CARRY_ON_NOTIFICATION (object);

  g_free (self->app_name);
  g_free (self->desktop_entry);
  g_free (self->summary);
  g_free (self->body);
  g_free (self->icon);
  g_ptr_array_unref (self->actions);

  G_OBJECT_CLASS (carry_on_notification_parent_class)->finalize (object);
}

static void
carry_on_notification_class_init (CarryOnNotificationClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = carry_on_notification_dispose;
  object_class->finalize = carry_on_notification_finalize;

  /**
   * CarryOnNotification::action-invoked:
   * @action: the id given to carry_on_notification_add_action(), or
   *   "default" for a click on the notification
   *
   * A button was pressed (ActionInvoked).
   */
  signals[SIGNAL_ACTION_INVOKED] =
    g_signal_new ("action-invoked", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);

  /**
   * CarryOnNotification::closed:
   * @reason: the specification's reason: 1 expired, 2 dismissed by the
   *   person, 3 closed by a CloseNotification call, 4 undefined
   *
   * The server took it off the screen (NotificationClosed); a later show
   * is a new notification.  Not emitted for carry_on_notification_close().
   */
  signals[SIGNAL_CLOSED] =
    g_signal_new ("closed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_UINT);

  /**
   * CarryOnNotification::failed:
   * @error: (type GError): why the Notify call failed
   *
   * A show did not reach the screen (no server any more, a timeout).
   */
  signals[SIGNAL_FAILED] =
    g_signal_new ("failed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_ERROR);
}

static void
carry_on_notification_init (CarryOnNotification *self)
{
  self->actions = g_ptr_array_new_with_free_func (g_free);
  self->timeout_ms = CARRY_ON_NOTIFICATION_EXPIRES_DEFAULT;
}

/**
 * carry_on_notification_new:
 * @bus: (transfer none): the session bus (referenced)
 * @app_name: the application's name the server shows ("Carry On")
 * @desktop_entry: (nullable): the "desktop-entry" hint: the application id,
 *   with which servers find the icon and the settings of the app
 *
 * Nothing is sent until carry_on_notification_show().
 *
 * Returns: (transfer full): a new #CarryOnNotification
 */
CarryOnNotification *
carry_on_notification_new (GDBusConnection *bus,
                           const char      *app_name,
                           const char      *desktop_entry)
{
  CarryOnNotification *self;

  g_return_val_if_fail (G_IS_DBUS_CONNECTION (bus), NULL);
  g_return_val_if_fail (app_name != NULL, NULL);

  self = g_object_new (CARRY_ON_TYPE_NOTIFICATION, NULL);
  self->bus = g_object_ref (bus);
  self->app_name = g_strdup (app_name);
  self->desktop_entry = g_strdup (desktop_entry);
  return self;
}

/**
 * carry_on_notification_set_content:
 * @summary: the title: plain text (the specification's summary is never
 *   markup)
 * @body: (nullable): the body, already escaped if the server reads markup
 *   (see carry_on_notifier_text_for_body())
 * @icon: (nullable): an icon name
 *
 * Sets what the next carry_on_notification_show() sends.
 */
void
carry_on_notification_set_content (CarryOnNotification *self,
                                   const char          *summary,
                                   const char          *body,
                                   const char          *icon)
{
  g_return_if_fail (CARRY_ON_IS_NOTIFICATION (self));

  g_free (self->summary);
  self->summary = g_strdup (summary);
  g_free (self->body);
  self->body = g_strdup (body);
  g_free (self->icon);
  self->icon = g_strdup (icon);
}

/**
 * carry_on_notification_set_timeout:
 * @timeout_ms: milliseconds on screen; %CARRY_ON_NOTIFICATION_EXPIRES_NEVER
 *   (0) until closed, %CARRY_ON_NOTIFICATION_EXPIRES_DEFAULT (-1) the
 *   server's choice
 */
void
carry_on_notification_set_timeout (CarryOnNotification *self,
                                   int                  timeout_ms)
{
  g_return_if_fail (CARRY_ON_IS_NOTIFICATION (self));

  self->timeout_ms = MAX (timeout_ms, CARRY_ON_NOTIFICATION_EXPIRES_DEFAULT);
}

/**
 * carry_on_notification_add_action:
 * @id: the action's key, given back by #CarryOnNotification::action-invoked;
 *   "default" is a click on the notification itself
 * @label: the button's text
 *
 * Adds a button (shown only by servers with the "actions" capability).
 */
void
carry_on_notification_add_action (CarryOnNotification *self,
                                  const char          *id,
                                  const char          *label)
{
  g_return_if_fail (CARRY_ON_IS_NOTIFICATION (self));
  g_return_if_fail (id != NULL && label != NULL);

  g_ptr_array_add (self->actions, g_strdup (id));
  g_ptr_array_add (self->actions, g_strdup (label));
}

/**
 * carry_on_notification_show:
 *
 * Puts the notification on screen with its current content, replacing
 * what this notification showed before.  Returns at once; the Notify call
 * holds a reference until the server answers.  A failure is reported by
 * #CarryOnNotification::failed.
 */
void
carry_on_notification_show (CarryOnNotification *self)
{
  g_return_if_fail (CARRY_ON_IS_NOTIFICATION (self));
  g_return_if_fail (self->bus != NULL);

  self->close_asked = FALSE;
  if (self->in_flight)
    {
      self->dirty = TRUE;
      return;
    }
  send_notify (self);
}

/**
 * carry_on_notification_close:
 *
 * Takes the notification off the screen (CloseNotification), once the
 * server has given its id if a show is on its way.  Returns at once.
 */
void
carry_on_notification_close (CarryOnNotification *self)
{
  g_return_if_fail (CARRY_ON_IS_NOTIFICATION (self));

  if (self->in_flight)
    {
      self->close_asked = TRUE;
      self->dirty = FALSE;
      return;
    }
  if (self->bus != NULL)
    send_close (self);
}

/**
 * carry_on_notification_get_id:
 *
 * Returns: the server's id while the notification is on screen, else 0
 */
guint32
carry_on_notification_get_id (CarryOnNotification *self)
{
  g_return_val_if_fail (CARRY_ON_IS_NOTIFICATION (self), 0);

  return self->id;
}
