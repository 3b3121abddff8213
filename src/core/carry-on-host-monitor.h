/* carry-on-host-monitor.h
 *
 * SPDX-FileCopyrightText: 2026 The Carry On authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Discovery: watches the hosts directory (GFileMonitor) and the
 * `extra-sockets` setting, makes a CarryOnHost for each socket and hands it
 * to the supervisor; removes it when its file goes away.
 */
#pragma once

#include <gio/gio.h>
#include "carry-on-clock.h"
#include "carry-on-host.h"
#include "carry-on-settings.h"
#include "carry-on-supervisor.h"

G_BEGIN_DECLS

#define CARRY_ON_TYPE_HOST_MONITOR (carry_on_host_monitor_get_type ())
G_DECLARE_FINAL_TYPE (CarryOnHostMonitor, carry_on_host_monitor, CARRY_ON, HOST_MONITOR, GObject)

/**
 * carry_on_host_monitor_new:
 * @supervisor: (nullable): hosts are added to it with
 *   carry_on_supervisor_add_host() (which starts them) and removed with
 *   carry_on_supervisor_remove_host(); %NULL: the monitor starts and stops
 *   the hosts itself and only emits its signals (tests)
 * @settings: (nullable): for `extra-sockets`, followed while running
 * @clock: (nullable): passed to each host (reconnect ladder); %NULL: system
 * @hosts_dir: the directory to watch (carry_on_paths_ensure_hosts_dir())
 *
 * Returns: (transfer full)
 */
CarryOnHostMonitor *carry_on_host_monitor_new    (CarryOnSupervisor *supervisor,
                                                  CarryOnSettings   *settings,
                                                  CarryOnClock      *clock,
                                                  const char        *hosts_dir);
/**
 * carry_on_host_monitor_start:
 * @error: a #GIOError when the directory cannot be watched or listed
 *
 * Scans the directory, connects to every socket of our uid in it (and to
 * the extra sockets), then follows changes.  Non-sockets and sockets of
 * another uid are skipped with one log line each; they never block others.
 */
gboolean            carry_on_host_monitor_start  (CarryOnHostMonitor *self,
                                                  GError            **error);
/* Stops watching and removes (and stops) every host it added. */
void                carry_on_host_monitor_stop   (CarryOnHostMonitor *self);

/* Re-reads the directory and the extra sockets now (also done on every
 * file-monitor event). */
void                carry_on_host_monitor_rescan (CarryOnHostMonitor *self);

/* (transfer none) (nullable): the live host for @socket_path. */
CarryOnHost        *carry_on_host_monitor_lookup (CarryOnHostMonitor *self,
                                                  const char         *socket_path);
guint               carry_on_host_monitor_get_n_hosts (CarryOnHostMonitor *self);
/* TRUE when @path was skipped (not a socket, another uid). */
gboolean            carry_on_host_monitor_is_ignored  (CarryOnHostMonitor *self,
                                                       const char         *path);

/*
 * Signals:
 *  "host-added"   (CarryOnHost *host)   after it was handed over (started)
 *  "host-removed" (CarryOnHost *host)   after it was stopped and removed
 *  "ignored"      (const char *path, const char *reason)  a skipped file
 */

G_END_DECLS
