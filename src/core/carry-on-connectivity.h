/* carry-on-connectivity.h
 *
 * SPDX-FileCopyrightText: 2026 The Carry On authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "carry-on-clock.h"

G_BEGIN_DECLS

/**
 * CARRY_ON_CONNECTIVITY_RESUME_GRACE_S:
 *
 * After a resume from suspend, how long to wait for the network monitor to
 * say the network is back before trusting its (possibly stale) "available"
 * anyway, in seconds.
 */
#define CARRY_ON_CONNECTIVITY_RESUME_GRACE_S 30

#define CARRY_ON_TYPE_CONNECTIVITY (carry_on_connectivity_get_type ())
G_DECLARE_FINAL_TYPE (CarryOnConnectivity, carry_on_connectivity, CARRY_ON, CONNECTIVITY, GObject)

/**
 * carry_on_connectivity_new:
 * @monitor: (nullable): the network monitor; %NULL for
 *   g_network_monitor_get_default()
 * @system_bus: (nullable): where logind lives (the system bus); %NULL to
 *   ignore suspend and resume
 * @clock: the clock the resume grace runs on
 *
 * Whether a continue can reach the provider now: the network is available
 * (GNetworkMonitor:network-available) and the machine is neither going to
 * sleep nor just back from it (logind's PrepareForSleep signal,
 * https://www.freedesktop.org/software/systemd/man/org.freedesktop.login1.html).
 * After a resume it stays offline until the monitor reports a change to
 * "available", or %CARRY_ON_CONNECTIVITY_RESUME_GRACE_S have passed.
 *
 * Returns: (transfer full): a new #CarryOnConnectivity
 */
CarryOnConnectivity *carry_on_connectivity_new        (GNetworkMonitor *monitor,
                                                       GDBusConnection *system_bus,
                                                       CarryOnClock    *clock);
/* The "online" property. */
gboolean             carry_on_connectivity_get_online (CarryOnConnectivity *self);
/* Why it is offline ("no network", "going to sleep", "just resumed"), or
 * NULL while online.  Static. */
const char          *carry_on_connectivity_get_reason (CarryOnConnectivity *self);

G_END_DECLS
