/* carry-on-fake-network-monitor.h
 *
 * SPDX-FileCopyrightText: 2026 The Carry On authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A GNetworkMonitor the test switches on and off.
 */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

#define CARRY_ON_TYPE_FAKE_NETWORK_MONITOR (carry_on_fake_network_monitor_get_type ())
G_DECLARE_FINAL_TYPE (CarryOnFakeNetworkMonitor, carry_on_fake_network_monitor,
                      CARRY_ON, FAKE_NETWORK_MONITOR, GObject)

/* Starts available. */
CarryOnFakeNetworkMonitor *carry_on_fake_network_monitor_new           (void);
/* Sets network-available and emits GNetworkMonitor::network-changed. */
void                       carry_on_fake_network_monitor_set_available (CarryOnFakeNetworkMonitor *self,
                                                                        gboolean                   available);

G_END_DECLS
