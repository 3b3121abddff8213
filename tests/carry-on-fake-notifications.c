/* carry-on-fake-notifications.c
 *
 * SPDX-FileCopyrightText: 2026 The Carry On authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "carry-on-fake-notifications.h"

struct _CarryOnFakeNotifications
{
  GMutex             lock;
  char             **caps;
  GPtrArray         *notify_calls;   /* GVariant: the Notify parameters; id = index + 1 */
  GArray            *closed;         /* guint: ids CloseNotification was called with */
  GMainContext      *context;
  GMainLoop         *loop;
  GThread           *thread;
  GDBusConnection   *connection;     /* set before ready */
  gboolean           ready;
  gboolean           hold;           /* Notify answers wait in held */
  GPtrArray         *held;           /* GDBusMethodInvocation, with its id as data */
};

static void
server_method (GDBusConnection       *connection,
               const char            *sender,
               const char            *object_path,
               const char            *interface_name,
               const char            *method_name,
               GVariant              *parameters,
               GDBusMethodInvocation *invocation,
               gpointer               user_data)
{
  CarryOnFakeNotifications *self = user_data;

  if (g_str_equal (method_name, "GetCapabilities"))
    g_dbus_method_invocation_return_value (invocation, g_variant_new ("(^as)", self->caps));
  else if (g_str_equal (method_name, "GetServerInformation"))
    g_dbus_method_invocation_return_value (invocation,
                                           g_variant_new ("(ssss)", "fake", "test", "1", "1.2"));
  else if (g_str_equal (method_name, "Notify"))
    {
      guint id, replaces;
      gboolean hold;

      g_variant_get_child (parameters, 1, "u", &replaces);
      g_mutex_lock (&self->lock);
      id = replaces != 0 ? replaces : self->notify_calls->len + 1;
      hold = self->hold;
      if (hold)
        {
          g_object_set_data (G_OBJECT (invocation), "id", GUINT_TO_POINTER (id));
          g_ptr_array_add (self->held, g_object_ref (invocation));
        }
      g_mutex_unlock (&self->lock);
      /* The answer goes out before the test can see the call: a test that
       * waits for the call and then invokes an action sends the signal on
       * this connection after it, so the client knows the notification's id
       * when the signal comes (the other way round it dropped the action: a
       * flaky /activation/headless-open-starts-app). */
      if (!hold)
        g_dbus_method_invocation_return_value (invocation, g_variant_new ("(u)", id));
      g_mutex_lock (&self->lock);
      g_ptr_array_add (self->notify_calls, g_variant_ref (parameters));
      g_mutex_unlock (&self->lock);
      g_main_context_wakeup (g_main_context_default ());
    }
  else if (g_str_equal (method_name, "CloseNotification"))
    {
      guint id;

      g_variant_get (parameters, "(u)", &id);
      g_mutex_lock (&self->lock);
      g_array_append_val (self->closed, id);
      g_mutex_unlock (&self->lock);
      /* Reason 3: closed by a call to CloseNotification. */
      g_dbus_connection_emit_signal (connection, NULL, "/org/freedesktop/Notifications",
                                     "org.freedesktop.Notifications", "NotificationClosed",
                                     g_variant_new ("(uu)", id, 3), NULL);
      g_main_context_wakeup (g_main_context_default ());
      g_dbus_method_invocation_return_value (invocation, NULL);
    }
  else
    g_dbus_method_invocation_return_value (invocation, NULL);
}

static const char server_xml[] =
  "<node><interface name='org.freedesktop.Notifications'>"
  "<method name='GetCapabilities'><arg type='as' direction='out'/></method>"
  "<method name='GetServerInformation'><arg type='s' direction='out'/><arg type='s' direction='out'/>"
  "<arg type='s' direction='out'/><arg type='s' direction='out'/></method>"
  "<method name='Notify'><arg type='s' direction='in'/><arg type='u' direction='in'/>"
  "<arg type='s' direction='in'/><arg type='s' direction='in'/><arg type='s' direction='in'/>"
  "<arg type='as' direction='in'/><arg type='a{sv}' direction='in'/><arg type='i' direction='in'/>"
  "<arg type='u' direction='out'/></method>"
  "<method name='CloseNotification'><arg type='u' direction='in'/></method>"
  "<signal name='NotificationClosed'><arg type='u'/><arg type='u'/></signal>"
  "<signal name='ActionInvoked'><arg type='u'/><arg type='s'/></signal>"
  "</interface></node>";

static void
name_acquired_cb (GDBusConnection *connection,
                  const char      *name,
                  gpointer         user_data)
{
  CarryOnFakeNotifications *self = user_data;

  g_mutex_lock (&self->lock);
  self->ready = TRUE;
  g_mutex_unlock (&self->lock);
  /* The test waits in the main thread's context: wake it. */
  g_main_context_wakeup (g_main_context_default ());
}

static gpointer
server_thread (gpointer data)
{
  static const GDBusInterfaceVTable vtable = { server_method, NULL, NULL, { 0 } };
  CarryOnFakeNotifications *self = data;
  g_autoptr(GDBusNodeInfo) info = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *address = NULL;
  guint owner_id;

  g_main_context_push_thread_default (self->context);
  address = g_dbus_address_get_for_bus_sync (G_BUS_TYPE_SESSION, NULL, &error);
  g_assert_no_error (error);
  self->connection = g_dbus_connection_new_for_address_sync (address,
                                                             G_DBUS_CONNECTION_FLAGS_AUTHENTICATION_CLIENT
                                                             | G_DBUS_CONNECTION_FLAGS_MESSAGE_BUS_CONNECTION,
                                                             NULL, NULL, &error);
  g_assert_no_error (error);
  info = g_dbus_node_info_new_for_xml (server_xml, &error);
  g_assert_no_error (error);
  g_dbus_connection_register_object (self->connection, "/org/freedesktop/Notifications",
                                     info->interfaces[0], &vtable, self, NULL, &error);
  g_assert_no_error (error);
  owner_id = g_bus_own_name_on_connection (self->connection, "org.freedesktop.Notifications",
                                           G_BUS_NAME_OWNER_FLAGS_NONE, name_acquired_cb, NULL,
                                           self, NULL);
  g_main_loop_run (self->loop);
  g_bus_unown_name (owner_id);
  g_dbus_connection_close_sync (self->connection, NULL, NULL);
  g_main_context_pop_thread_default (self->context);
  return NULL;
}

static gboolean
timeout_cb (gpointer user_data)
{
  *(gboolean *) user_data = TRUE;
  return G_SOURCE_REMOVE;
}

/* Spins the default main context until @done holds or @timeout_ms pass. */
static gboolean
wait_for (CarryOnFakeNotifications *self,
          gboolean                (*done) (CarryOnFakeNotifications *self, guint arg),
          guint                     arg,
          guint                     timeout_ms)
{
  gboolean timed_out = FALSE;
  guint id = g_timeout_add (timeout_ms, timeout_cb, &timed_out);

  while (!done (self, arg) && !timed_out)
    g_main_context_iteration (NULL, TRUE);
  if (!timed_out)
    g_source_remove (id);
  return done (self, arg);
}

static gboolean
is_ready (CarryOnFakeNotifications *self,
          guint                     unused)
{
  gboolean ready;

  g_mutex_lock (&self->lock);
  ready = self->ready;
  g_mutex_unlock (&self->lock);
  return ready;
}

CarryOnFakeNotifications *
carry_on_fake_notifications_start (const char *const *caps)
{
  CarryOnFakeNotifications *self = g_new0 (CarryOnFakeNotifications, 1);

  g_mutex_init (&self->lock);
  self->caps = g_strdupv ((char **) caps);
  self->notify_calls = g_ptr_array_new_with_free_func ((GDestroyNotify) g_variant_unref);
  self->closed = g_array_new (FALSE, FALSE, sizeof (guint));
  self->held = g_ptr_array_new ();
  self->context = g_main_context_new ();
  self->loop = g_main_loop_new (self->context, FALSE);
  self->thread = g_thread_new ("fake-notification-server", server_thread, self);
  if (!wait_for (self, is_ready, 0, 30000))
    g_error ("The fake notification server did not get its name within 30 s");
  return self;
}

void
carry_on_fake_notifications_stop (CarryOnFakeNotifications *self)
{
  g_main_loop_quit (self->loop);
  g_thread_join (self->thread);
  g_clear_object (&self->connection);
  g_main_loop_unref (self->loop);
  g_main_context_unref (self->context);
  g_ptr_array_unref (self->notify_calls);
  g_array_unref (self->closed);
  g_ptr_array_unref (self->held);
  g_strfreev (self->caps);
  g_mutex_clear (&self->lock);
  g_free (self);
}

guint
carry_on_fake_notifications_get_n_notified (CarryOnFakeNotifications *self)
{
  guint n;

  g_mutex_lock (&self->lock);
  n = self->notify_calls->len;
  g_mutex_unlock (&self->lock);
  return n;
}

static gboolean
has_notified (CarryOnFakeNotifications *self,
              guint                     n)
{
  return carry_on_fake_notifications_get_n_notified (self) >= n;
}

GVariant *
carry_on_fake_notifications_wait_notify (CarryOnFakeNotifications *self,
                                         guint                     n,
                                         guint                     timeout_ms)
{
  GVariant *call;

  g_assert_cmpuint (n, >, 0);
  if (!wait_for (self, has_notified, n, timeout_ms))
    g_error ("The notification server got %u Notify calls, not %u",
             carry_on_fake_notifications_get_n_notified (self), n);
  g_mutex_lock (&self->lock);
  call = g_variant_ref (g_ptr_array_index (self->notify_calls, n - 1));
  g_mutex_unlock (&self->lock);
  return call;
}

static gboolean
has_closed (CarryOnFakeNotifications *self,
            guint                     id)
{
  gboolean found = FALSE;

  g_mutex_lock (&self->lock);
  for (guint i = 0; i < self->closed->len; i++)
    found |= g_array_index (self->closed, guint, i) == id;
  g_mutex_unlock (&self->lock);
  return found;
}

void
carry_on_fake_notifications_wait_closed (CarryOnFakeNotifications *self,
                                         guint                     id,
                                         guint                     timeout_ms)
{
  if (!wait_for (self, has_closed, id, timeout_ms))
    g_error ("Notification %u was never withdrawn", id);
}

void
carry_on_fake_notifications_invoke (CarryOnFakeNotifications *self,
                                    guint                     id,
                                    const char               *action_key)
{
  g_autoptr(GError) error = NULL;

  g_dbus_connection_emit_signal (self->connection, NULL, "/org/freedesktop/Notifications",
                                 "org.freedesktop.Notifications", "ActionInvoked",
                                 g_variant_new ("(us)", id, action_key), &error);
  g_assert_no_error (error);
  g_dbus_connection_flush_sync (self->connection, NULL, &error);
  g_assert_no_error (error);
}

static gboolean
answer_held_cb (gpointer user_data)
{
  CarryOnFakeNotifications *self = user_data;
  g_autoptr(GPtrArray) held = NULL;

  g_mutex_lock (&self->lock);
  held = g_steal_pointer (&self->held);
  self->held = g_ptr_array_new ();
  g_mutex_unlock (&self->lock);
  for (guint i = 0; i < held->len; i++)
    {
      GDBusMethodInvocation *invocation = g_ptr_array_index (held, i);
      guint id = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (invocation), "id"));

      /* Takes the reference the server kept. */
      g_dbus_method_invocation_return_value (invocation, g_variant_new ("(u)", id));
    }
  return G_SOURCE_REMOVE;
}

/**
 * carry_on_fake_notifications_hold:
 * @hold: %TRUE: Notify calls are recorded but not answered until
 *   carry_on_fake_notifications_hold() with %FALSE, which answers them
 *   (a slow or stuck server)
 */
void
carry_on_fake_notifications_hold (CarryOnFakeNotifications *self,
                                  gboolean                  hold)
{
  g_mutex_lock (&self->lock);
  self->hold = hold;
  g_mutex_unlock (&self->lock);
  if (!hold)
    g_main_context_invoke (self->context, answer_held_cb, self);
}

/**
 * carry_on_fake_notifications_get_n_held:
 *
 * Returns: how many Notify calls wait for their answer
 */
guint
carry_on_fake_notifications_get_n_held (CarryOnFakeNotifications *self)
{
  guint n;

  g_mutex_lock (&self->lock);
  n = self->held->len;
  g_mutex_unlock (&self->lock);
  return n;
}
