/* carry-on-connectivity.c
 *
 * SPDX-FileCopyrightText: 2026 The Carry On authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Offline or online, for the continues: a dead Wi-Fi or a laptop lid must
 * not use up a session's continues in a row.  The supervisor holds due
 * continues while this says offline and sends them, spread out, when it
 * says online again.  Nothing here polls: the network monitor and logind
 * signal, and the only timer is the resume grace.
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "carry-on-connectivity.h"

#define LOGIND_NAME      "org.freedesktop.login1"
#define LOGIND_PATH      "/org/freedesktop/login1"
#define LOGIND_INTERFACE "org.freedesktop.login1.Manager"

struct _CarryOnConnectivity
{
  GObject          parent_instance;

  GNetworkMonitor *monitor;
  GDBusConnection *system_bus;
  CarryOnClock    *clock;
  guint            sleep_subscription;
  guint            grace_timer;

  gboolean         network;    /* the monitor says available */
  gboolean         sleeping;   /* between PrepareForSleep(true) and (false) */
  gboolean         resuming;   /* back from sleep, the network not yet confirmed */
  gboolean         online;
};

G_DEFINE_FINAL_TYPE (CarryOnConnectivity, carry_on_connectivity, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_ONLINE,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
update (CarryOnConnectivity *self)
{
  gboolean online = self->network && !self->sleeping && !self->resuming;

  if (online == self->online)
    return;
  self->online = online;
  if (online)
    g_message ("online again: held continues go out");
  else
    g_message ("offline (%s): due continues wait and do not count",
               carry_on_connectivity_get_reason (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ONLINE]);
}

static void
cancel_grace (CarryOnConnectivity *self)
{
  if (self->grace_timer != 0)
    {
      carry_on_clock_cancel (self->clock, self->grace_timer);
      self->grace_timer = 0;
    }
}

static void
grace_over (gpointer user_data)
{
  CarryOnConnectivity *self = user_data;

  self->grace_timer = 0;
  self->resuming = FALSE;
  update (self);
}

static void
network_changed_cb (GNetworkMonitor     *monitor,
                    gboolean             available,
                    CarryOnConnectivity *self)
{
  self->network = available;
  /* A change to "available" after a resume is the network coming back. */
  if (available && self->resuming && !self->sleeping)
    {
      cancel_grace (self);
      self->resuming = FALSE;
    }
  update (self);
}

static void
prepare_for_sleep_cb (GDBusConnection *connection,
                      const char      *sender_name,
                      const char      *object_path,
                      const char      *interface_name,
                      const char      *signal_name,
                      GVariant        *parameters,
                      gpointer         user_data)
{
  CarryOnConnectivity *self = user_data;
  gboolean start;

  if (!g_variant_is_of_type (parameters, G_VARIANT_TYPE ("(b)")))
    return;
  g_variant_get (parameters, "(b)", &start);

  cancel_grace (self);
  if (start)
    {
      self->sleeping = TRUE;
      self->resuming = FALSE;
    }
  else
    {
      self->sleeping = FALSE;
      self->resuming = TRUE;
      self->grace_timer = carry_on_clock_schedule (self->clock, CARRY_ON_DEADLINE_MONOTONIC,
                                                   carry_on_clock_get_monotonic (self->clock)
                                                   + CARRY_ON_CONNECTIVITY_RESUME_GRACE_S * G_USEC_PER_SEC,
                                                   grace_over, self);
    }
  update (self);
}

static void
carry_on_connectivity_dispose (GObject *object)
{
  CarryOnConnectivity *self = CARRY_ON_CONNECTIVITY (object);

  if (self->clock != NULL)
    cancel_grace (self);
  if (self->monitor != NULL)
    g_signal_handlers_disconnect_by_data (self->monitor, self);
  if (self->sleep_subscription != 0)
    {
      g_dbus_connection_signal_unsubscribe (self->system_bus, self->sleep_subscription);
      self->sleep_subscription = 0;
    }
  g_clear_object (&self->monitor);
  g_clear_object (&self->system_bus);
  g_clear_object (&self->clock);

  G_OBJECT_CLASS (carry_on_connectivity_parent_class)->dispose (object);
}

static void
carry_on_connectivity_get_property (GObject    *object,
                                    guint       prop_id,
                                    GValue     *value,
                                    GParamSpec *pspec)
{
  CarryOnConnectivity *self = CARRY_ON_CONNECTIVITY (object);

  switch (prop_id)
    {
    case PROP_ONLINE:
      g_value_set_boolean (value, self->online);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
carry_on_connectivity_class_init (CarryOnConnectivityClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = carry_on_connectivity_dispose;
  object_class->get_property = carry_on_connectivity_get_property;

  properties[PROP_ONLINE] =
    g_param_spec_boolean ("online", NULL, NULL, TRUE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
carry_on_connectivity_init (CarryOnConnectivity *self)
{
  self->online = TRUE;
}

CarryOnConnectivity *
carry_on_connectivity_new (GNetworkMonitor *monitor,
                           GDBusConnection *system_bus,
                           CarryOnClock    *clock)
{
  CarryOnConnectivity *self;

  g_return_val_if_fail (monitor == NULL || G_IS_NETWORK_MONITOR (monitor), NULL);
  g_return_val_if_fail (system_bus == NULL || G_IS_DBUS_CONNECTION (system_bus), NULL);
  g_return_val_if_fail (CARRY_ON_IS_CLOCK (clock), NULL);

  self = g_object_new (CARRY_ON_TYPE_CONNECTIVITY, NULL);
  self->clock = g_object_ref (clock);
  self->monitor = g_object_ref (monitor != NULL ? monitor : g_network_monitor_get_default ());
  self->network = g_network_monitor_get_network_available (self->monitor);
  g_signal_connect (self->monitor, "network-changed", G_CALLBACK (network_changed_cb), self);

  if (system_bus != NULL)
    {
      self->system_bus = g_object_ref (system_bus);
      self->sleep_subscription =
        g_dbus_connection_signal_subscribe (system_bus, LOGIND_NAME, LOGIND_INTERFACE,
                                            "PrepareForSleep", LOGIND_PATH, NULL,
                                            G_DBUS_SIGNAL_FLAGS_NONE,
                                            prepare_for_sleep_cb, self, NULL);
    }

  self->online = self->network;
  if (!self->online)
    g_message ("offline (%s): due continues wait and do not count",
               carry_on_connectivity_get_reason (self));
  return self;
}

gboolean
carry_on_connectivity_get_online (CarryOnConnectivity *self)
{
  g_return_val_if_fail (CARRY_ON_IS_CONNECTIVITY (self), TRUE);

  return self->online;
}

const char *
carry_on_connectivity_get_reason (CarryOnConnectivity *self)
{
  g_return_val_if_fail (CARRY_ON_IS_CONNECTIVITY (self), NULL);

  if (self->sleeping)
    /* Translators: why Carry On is offline, in "continue due; offline (%s): …" */
    return _("going to sleep");
  if (self->resuming)
    /* Translators: why Carry On is offline, after a suspend */
    return _("just resumed, waiting for the network");
  if (!self->network)
    /* Translators: why Carry On is offline */
    return _("no network");
  return NULL;
}
