/* carry-on-demo.h
 *
 * SPDX-FileCopyrightText: 2026 The Carry On authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * `carry-on --demo`: an embedded simulated agent host (carry-on-sim-host
 * running the demo scenario) as a child process with its socket in the
 * hosts directory, so a newcomer sees sessions fail, count down and continue
 * with no agent installed.  Shared by the headless runner and the GUI.
 */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

#define CARRY_ON_TYPE_DEMO (carry_on_demo_get_type ())
G_DECLARE_FINAL_TYPE (CarryOnDemo, carry_on_demo, CARRY_ON, DEMO, GObject)

CarryOnDemo *carry_on_demo_new             (void);

/**
 * carry_on_demo_start:
 * @hosts_dir: the hosts directory (carry_on_paths_ensure_hosts_dir())
 * @error: %G_IO_ERROR_NOT_FOUND when the sim-host or the scenario cannot be
 *   found, or a GSpawn/GIO error when the child cannot be started
 *
 * Spawns `carry-on-sim-host --socket HOSTS_DIR/demo-PID.sock --scenario
 * DEMO.json`.  The child dies with us (PR_SET_PDEATHSIG) and is killed by
 * carry_on_demo_stop() or when the object is disposed.
 */
gboolean     carry_on_demo_start           (CarryOnDemo  *self,
                                            const char   *hosts_dir,
                                            GError      **error);
/* Kills the child and removes its socket file; idempotent. */
void         carry_on_demo_stop            (CarryOnDemo  *self);
gboolean     carry_on_demo_is_running      (CarryOnDemo  *self);
/* (nullable): the demo host's socket path once started. */

/**
 * carry_on_demo_find_sim_host:
 *
 * `$CARRY_ON_SIM_HOST`; else `carry-on-sim-host` in the build tree when
 * running uninstalled (…/src/sim-host/ next to …/src/app/carry-on); else
 * next to the running binary; else on `PATH`.
 *
 * Returns: (transfer full) (nullable): the program, or %NULL
 */
char        *carry_on_demo_find_sim_host   (void);

/**
 * carry_on_demo_find_scenario:
 *
 * `$CARRY_ON_DEMO_SCENARIO`; else the source tree's
 * tests/scenarios/demo.json when running uninstalled; else
 * PKGDATADIR/scenarios/demo.json.
 *
 * Returns: (transfer full) (nullable): the scenario file, or %NULL
 */
char        *carry_on_demo_find_scenario   (void);

G_END_DECLS
