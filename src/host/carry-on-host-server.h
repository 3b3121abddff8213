/* carry-on-host-server.h
 *
 * SPDX-FileCopyrightText: 2026 The Carry On authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The host end of protocol v1, shared by carry-on-sim-host and
 * carry-on-bridge: owns the host socket, greets supervisors, arbitrates
 * control (one controller, the first claim wins, the rest observe), keeps the
 * session table that `sessions` snapshots are made from, and broadcasts
 * events.  Peers of another uid are refused.
 */
#pragma once

#include <gio/gio.h>
#include "carry-on-protocol.h"

G_BEGIN_DECLS

#define CARRY_ON_TYPE_HOST_SERVER (carry_on_host_server_get_type ())
G_DECLARE_FINAL_TYPE (CarryOnHostServer, carry_on_host_server, CARRY_ON, HOST_SERVER, GObject)

/* @capabilities: e.g. { "prompt.submit", "log", "usage", NULL } */
CarryOnHostServer *carry_on_host_server_new    (const char         *kind,
                                                const char         *name,
                                                const char         *version,
                                                const char * const *capabilities);
/* Binds @socket_path (0600; a stale socket file is replaced, a live one or
 * a non-socket is an error) and starts accepting. */
gboolean           carry_on_host_server_listen (CarryOnHostServer  *self,
                                                const char         *socket_path,
                                                GError            **error);
/* Stops accepting, closes every client, removes the socket file. */
void               carry_on_host_server_close  (CarryOnHostServer  *self);

/**
 * carry_on_host_server_emit:
 * @message: a host → supervisor event (session.start, turn.complete,
 *   prompt.submit, prompt.result, usage, …)
 *
 * Updates the session table (so later snapshots are right) and sends
 * @message to every greeted client.
 */
void               carry_on_host_server_emit   (CarryOnHostServer *self,
                                                CarryOnMessage    *message);
/**
 * carry_on_host_server_try_emit:
 * @message: a host → supervisor event
 * @error: set when @message is not one a supervisor would accept
 *   (CARRY_ON_PROTOCOL_ERROR); nothing is sent then
 *
 * carry_on_host_server_emit() for events that come from outside the
 * process (the bridge's HTTP endpoint): the caller learns whether the event
 * went out, so it never acknowledges one that was dropped.
 *
 * Returns: TRUE when @message was sent (or queued for every client)
 */
gboolean           carry_on_host_server_try_emit (CarryOnHostServer *self,
                                                  CarryOnMessage    *message,
                                                  GError           **error);
/* (transfer none) (nullable): the table entry for @session_id. */
const CarryOnSessionInfo *carry_on_host_server_lookup_session (CarryOnHostServer *self,
                                                               const char        *session_id);
guint              carry_on_host_server_get_n_clients (CarryOnHostServer *self);

/*
 * Signals:
 *  "command" (CarryOnMessage *msg)  a command from the controller:
 *      prompt.submit, log, handoff, handoff.paste.  The host answers a
 *      prompt.submit by emitting prompt.result (ok, or drop with a reason).
 *      prompt.submit from a client that is not the controller never reaches
 *      this signal: the server answers it with a drop itself.
 *  "received" (CarryOnMessage *msg)  every valid line from any client,
 *      before handling (carry-on-sim-host --record uses it)
 */

G_END_DECLS
