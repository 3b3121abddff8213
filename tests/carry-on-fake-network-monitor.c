/* carry-on-fake-network-monitor.c
 *
 * SPDX-FileCopyrightText: 2026 The Carry On authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "carry-on-fake-network-monitor.h"

struct _CarryOnFakeNetworkMonitor
{
  GObject  parent_instance;
  gboolean available;
};

static void carry_on_fake_network_monitor_iface_init (GNetworkMonitorInterface *iface);
static void carry_on_fake_network_monitor_initable_init (GInitableIface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (CarryOnFakeNetworkMonitor, carry_on_fake_network_monitor, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (G_TYPE_INITABLE,
                                                      carry_on_fake_network_monitor_initable_init)
                               G_IMPLEMENT_INTERFACE (G_TYPE_NETWORK_MONITOR,
                                                      carry_on_fake_network_monitor_iface_init))

enum { PROP_0, PROP_AVAILABLE, PROP_METERED, PROP_CONNECTIVITY };

static void
carry_on_fake_network_monitor_get_property (GObject    *object,
                                            guint       prop_id,
                                            GValue     *value,
                                            GParamSpec *pspec)
{
  CarryOnFakeNetworkMonitor *self = CARRY_ON_FAKE_NETWORK_MONITOR (object);

  switch (prop_id)
    {
    case PROP_AVAILABLE:
      g_value_set_boolean (value, self->available);
      break;
    case PROP_METERED:
      g_value_set_boolean (value, FALSE);
      break;
    case PROP_CONNECTIVITY:
      g_value_set_enum (value, self->available ? G_NETWORK_CONNECTIVITY_FULL : G_NETWORK_CONNECTIVITY_LOCAL);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static gboolean
carry_on_fake_network_monitor_can_reach (GNetworkMonitor     *monitor,
                                         GSocketConnectable  *connectable,
                                         GCancellable        *cancellable,
                                         GError             **error)
{
  return CARRY_ON_FAKE_NETWORK_MONITOR (monitor)->available;
}

static gboolean
carry_on_fake_network_monitor_init_impl (GInitable     *initable,
                                         GCancellable  *cancellable,
                                         GError       **error)
{
  return TRUE;
}

static void
carry_on_fake_network_monitor_initable_init (GInitableIface *iface)
{
  iface->init = carry_on_fake_network_monitor_init_impl;
}

static void
carry_on_fake_network_monitor_iface_init (GNetworkMonitorInterface *iface)
{
  iface->can_reach = carry_on_fake_network_monitor_can_reach;
}

static void
carry_on_fake_network_monitor_class_init (CarryOnFakeNetworkMonitorClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->get_property = carry_on_fake_network_monitor_get_property;
  g_object_class_override_property (object_class, PROP_AVAILABLE, "network-available");
  g_object_class_override_property (object_class, PROP_METERED, "network-metered");
  g_object_class_override_property (object_class, PROP_CONNECTIVITY, "connectivity");
}

static void
carry_on_fake_network_monitor_init (CarryOnFakeNetworkMonitor *self)
{
  self->available = TRUE;
}

CarryOnFakeNetworkMonitor *
carry_on_fake_network_monitor_new (void)
{
  return g_object_new (CARRY_ON_TYPE_FAKE_NETWORK_MONITOR, NULL);
}

void
carry_on_fake_network_monitor_set_available (CarryOnFakeNetworkMonitor *self,
                                             gboolean                   available)
{
  self->available = available;
  g_object_notify (G_OBJECT (self), "network-available");
  g_signal_emit_by_name (self, "network-changed", available);
}
