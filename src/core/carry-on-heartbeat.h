/* carry-on-heartbeat.h
 *
 * SPDX-FileCopyrightText: 2026 The Carry On authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A main-loop stall probe for benchmarks (docs/performance.md): off unless
 * CARRY_ON_HEARTBEAT names a file.
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* The environment variables carry_on_heartbeat_start_from_env() reads. */
#define CARRY_ON_HEARTBEAT_ENV          "CARRY_ON_HEARTBEAT"
#define CARRY_ON_HEARTBEAT_INTERVAL_ENV "CARRY_ON_HEARTBEAT_INTERVAL_MS"

gboolean carry_on_heartbeat_start_from_env (void);
gboolean carry_on_heartbeat_start          (GMainContext  *context,
                                            const char    *path,
                                            guint          interval_ms,
                                            GError       **error);
gboolean carry_on_heartbeat_is_running     (void);
void     carry_on_heartbeat_stop           (void);

G_END_DECLS
