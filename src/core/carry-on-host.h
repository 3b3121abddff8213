/* carry-on-host.h
 *
 * SPDX-FileCopyrightText: 2026 The Carry On authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The supervisor's end of one connection to one agent host socket:
 * handshake, peer-credential check, controller claim, line reader with the
 * 1 MiB cap, write queue, reconnect with backoff while the socket exists.
 */
#pragma once

#include <gio/gio.h>
#include "carry-on-clock.h"
#include "carry-on-protocol-types.h"

G_BEGIN_DECLS

/**
 * CarryOnHostState:
 * @CARRY_ON_HOST_STATE_CONNECTING: connecting or waiting for the host's hello
 * @CARRY_ON_HOST_STATE_CONTROLLER: connected; this client holds control
 *   (may send prompt.submit)
 * @CARRY_ON_HOST_STATE_OBSERVER: connected; another client holds control
 * @CARRY_ON_HOST_STATE_RECONNECTING: lost; a retry is scheduled
 * @CARRY_ON_HOST_STATE_REFUSED: refused for good (another uid, not a socket,
 *   another major protocol version); see carry_on_host_get_error()
 * @CARRY_ON_HOST_STATE_CLOSED: stopped, or the socket file went away
 */
typedef enum {
  CARRY_ON_HOST_STATE_CONNECTING,
  CARRY_ON_HOST_STATE_CONTROLLER,
  CARRY_ON_HOST_STATE_OBSERVER,
  CARRY_ON_HOST_STATE_RECONNECTING,
  CARRY_ON_HOST_STATE_REFUSED,
  CARRY_ON_HOST_STATE_CLOSED,
} CarryOnHostState;

const char *carry_on_host_state_to_string (CarryOnHostState state);

/**
 * CarryOnUsageWindow:
 * A rate-limit window a host reports in `usage` (Claude Code's
 * `session.measure` rateLimits): @kind ("five_hour", "seven_day", …),
 * @percent_used 0–100 (-1 unknown), @resets_at epoch s (-1 unknown).
 */
typedef struct {
  char   *kind;
  double  percent_used;
  gint64  resets_at;
} CarryOnUsageWindow;

#define CARRY_ON_TYPE_HOST (carry_on_host_get_type ())
G_DECLARE_FINAL_TYPE (CarryOnHost, carry_on_host, CARRY_ON, HOST, GObject)

/* Connects to the host socket at @socket_path once started; reconnects with
 * backoff while the file exists. */
CarryOnHost      *carry_on_host_new             (const char   *socket_path,
                                                 CarryOnClock *clock);
/* Uses an already connected stream (tests: one end of a socketpair); never
 * reconnects.  The peer-credential check still runs when @stream is a
 * GSocketConnection. */
CarryOnHost      *carry_on_host_new_for_stream  (GIOStream    *stream,
                                                 CarryOnClock *clock);
void              carry_on_host_start           (CarryOnHost *self);
/* Closes the connection for good (state CLOSED); idempotent. */
void              carry_on_host_stop            (CarryOnHost *self);

/* A stable id for this host object: the socket path, or "stream:N". */
const char       *carry_on_host_get_id          (CarryOnHost *self);
const char       *carry_on_host_get_socket_path (CarryOnHost *self);
CarryOnHostState  carry_on_host_get_state       (CarryOnHost *self);
/* From the host's hello; (nullable) before it. */
const char       *carry_on_host_get_kind        (CarryOnHost *self);
/* A display name for the kind: hello "name", else the kind. */
const char       *carry_on_host_get_name        (CarryOnHost *self);
const char       *carry_on_host_get_version     (CarryOnHost *self);
GPid              carry_on_host_get_pid         (CarryOnHost *self);
gboolean          carry_on_host_has_capability  (CarryOnHost *self,
                                                 const char  *capability);
/* In-session control (docs/protocol.md §4.5): whether the hello lists
 * "status"; "command" is carry_on_host_has_capability() (a host may send
 * `command` whatever it lists: it is answered all the same). */
gboolean          carry_on_host_wants_status    (CarryOnHost *self);
gboolean          carry_on_host_is_controller   (CarryOnHost *self);
/* (nullable): who holds control while this client observes ("Carry On
 * (pid 456)"); property "controlled-by". */
const char       *carry_on_host_get_controller  (CarryOnHost *self);
/* Its parts: the name (nullable) and pid (0 unknown). */
const char       *carry_on_host_get_controller_name (CarryOnHost *self);
gint64            carry_on_host_get_controller_pid  (CarryOnHost *self);
/* Property "can-take-control": observing a host that has control.take. */
gboolean          carry_on_host_can_take_control (CarryOnHost *self);
gboolean          carry_on_host_take_control     (CarryOnHost *self);
/* (nullable): why the host is refused or last lost. */
const char       *carry_on_host_get_error       (CarryOnHost *self);
/* (transfer none) (element-type CarryOnUsageWindow): the last `usage`. */
GPtrArray        *carry_on_host_get_usage       (CarryOnHost *self);

/**
 * carry_on_host_send:
 * @message: a supervisor → host message
 *
 * Queues @message on the write queue.  Returns %FALSE (and sends nothing)
 * when not connected, or for prompt.submit when not the controller.
 */
gboolean          carry_on_host_send            (CarryOnHost    *self,
                                                 CarryOnMessage *message);

/**
 * carry_on_host_check_peer_credentials:
 * @peer: (nullable): the peer's credentials (SO_PEERCRED through
 *   g_socket_get_credentials()); %NULL when they could not be read
 * @expected_uid: the uid the peer must have (ours: getuid())
 * @error: %G_IO_ERROR_PERMISSION_DENIED naming both uids when they differ,
 *   or when @peer is %NULL or has no uid
 *
 * The peer-credential rule of host protocol v1 (docs/protocol.md §1): a
 * host socket is trusted only when the process behind it runs as our uid.
 * Added for tests of the decision itself (a second uid cannot be made
 * without root).
 */
gboolean          carry_on_host_check_peer_credentials (GCredentials  *peer,
                                                        guint          expected_uid,
                                                        GError       **error);

/*
 * Signals:
 *  "connected"    ()                      hello exchanged and control known
 *  "disconnected" ()                      the connection was lost or closed
 *  "message"      (CarryOnMessage *msg)   every other valid host message,
 *                                         in order (sessions, turn.*, …)
 *  notify::state, notify::controller (this client holds control),
 *  notify::controlled-by, notify::can-take-control
 */

G_END_DECLS
