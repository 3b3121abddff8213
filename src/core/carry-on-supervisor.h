/* carry-on-supervisor.h
 *
 * SPDX-FileCopyrightText: 2026 The Carry On authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The engine: takes host events, classifies failed turns, schedules and
 * sends continues, keeps per-session state (and its state file), and exposes
 * hosts and sessions as GListModels and its commands as GActions.
 */
#pragma once

#include <gio/gio.h>
#include "carry-on-clock.h"
#include "carry-on-connectivity.h"
#include "carry-on-host.h"
#include "carry-on-session.h"
#include "carry-on-settings.h"

G_BEGIN_DECLS

/**
 * CarryOnDecision:
 * What the supervisor decided; each one is a history line, a host `log`
 * line, a line of the headless runner's log and, for some, a notification.
 */
typedef enum {
  CARRY_ON_DECISION_SCHEDULED,   /* a continue is pending */
  CARRY_ON_DECISION_SENT,        /* prompt.submit went out */
  CARRY_ON_DECISION_ACCEPTED,    /* the host started or queued it */
  CARRY_ON_DECISION_DROPPED,     /* the host dropped it: backing off again */
  CARRY_ON_DECISION_CANCELLED,   /* a person's prompt, Cancel, or off */
  CARRY_ON_DECISION_GAVE_UP,     /* fatal, limit reached, cap reached */
  CARRY_ON_DECISION_RECOVERED,   /* a turn answered: the count is reset */
  CARRY_ON_DECISION_IGNORED,     /* a failure we leave alone (host handles it, …) */
} CarryOnDecision;

const char *carry_on_decision_to_string (CarryOnDecision decision);

#define CARRY_ON_TYPE_SUPERVISOR (carry_on_supervisor_get_type ())
G_DECLARE_FINAL_TYPE (CarryOnSupervisor, carry_on_supervisor, CARRY_ON, SUPERVISOR, GObject)

CarryOnSupervisor *carry_on_supervisor_new (CarryOnSettings *settings,
                                            CarryOnClock    *clock);

/**
 * CARRY_ON_DEMO_HOST_KIND:
 *
 * The host kind of `carry-on --demo`'s simulated host.  Its sessions are
 * never written to the state file: a demo must leave no history, pill or
 * limit behind for a real session, nor find one from an earlier demo.
 */
#define CARRY_ON_DEMO_HOST_KIND "demo"

/* Loads @path (a missing file is fine, a corrupt one is logged and set
 * aside as @path.corrupt) and saves there atomically on every change.
 * %NULL: no state file (tests). */
void               carry_on_supervisor_set_state_file (CarryOnSupervisor *self,
                                                       const char        *path);
/**
 * carry_on_supervisor_set_connectivity:
 * @connectivity: (nullable): whether continues can reach a provider now;
 *   %NULL: always
 *
 * While @connectivity is offline, due continues wait without being sent or
 * counted against the limit in a row; when it is online again they go
 * out, spread over a few seconds rather than in one burst.
 */
void               carry_on_supervisor_set_connectivity (CarryOnSupervisor   *self,
                                                         CarryOnConnectivity *connectivity);
/* Writes the state file now (otherwise 0.5 s after a change, and always
 * right before a continue goes out). */
void               carry_on_supervisor_save_state     (CarryOnSupervisor *self);

/* Takes a reference and follows the host's signals; the host should not be
 * started yet (the supervisor starts it). */
void               carry_on_supervisor_add_host    (CarryOnSupervisor *self,
                                                    CarryOnHost       *host);
void               carry_on_supervisor_remove_host (CarryOnSupervisor *self,
                                                    CarryOnHost       *host);

/* (transfer none): CarryOnHost items in the order they were added. */
GListModel        *carry_on_supervisor_get_hosts    (CarryOnSupervisor *self);
/* (transfer none): CarryOnSession items of live sessions, sorted by host
 * kind then title. */
GListModel        *carry_on_supervisor_get_sessions (CarryOnSupervisor *self);
/* (transfer none) (nullable) */
CarryOnSession    *carry_on_supervisor_lookup_session (CarryOnSupervisor *self,
                                                       const char        *key);

/**
 * carry_on_supervisor_get_actions:
 *
 * The commands, for `app.*` (window, tray and notification buttons share
 * them; the app adds each to its action map):
 *  "enabled"         boolean state: the global on/off
 *  "session-enabled" (sb): session key, on/off
 *  "set-limit"       (su): session key, limit 1–999
 *  "cancel"          s: session key: cancel the pending continue
 *  "retry-now"       s: session key: continue now (also after a give-up)
 *  "handoff"         (sss): session key, focus ("" for none), deliver
 *                    ("fill" or "submit"): carry_on_supervisor_handoff()
 *  "handoff-paste"   s: session key: carry_on_supervisor_handoff_paste()
 *  "take-control"    s: host id: carry_on_supervisor_take_control(); a
 *                    session's "controller" and "can-take-control" say
 *                    when it applies
 *
 * Returns: (transfer none)
 */
GActionGroup      *carry_on_supervisor_get_actions (CarryOnSupervisor *self);

gboolean           carry_on_supervisor_cancel    (CarryOnSupervisor *self,
                                                  const char        *key);
gboolean           carry_on_supervisor_retry_now (CarryOnSupervisor *self,
                                                  const char        *key);
gboolean           carry_on_supervisor_take_control (CarryOnSupervisor  *self,
                                                     const char         *host_id,
                                                     GError            **error);

/* Hand-off: see the doc comments in carry-on-supervisor.c. */
gboolean           carry_on_supervisor_handoff       (CarryOnSupervisor  *self,
                                                      const char         *key,
                                                      const char         *focus,
                                                      const char         *deliver,
                                                      GError            **error);
gboolean           carry_on_supervisor_handoff_paste (CarryOnSupervisor  *self,
                                                      const char         *key,
                                                      GError            **error);

/* Number of sessions with a pending continue (for the tray). */
guint              carry_on_supervisor_get_n_pending (CarryOnSupervisor *self);
/* Number of sessions that gave up and were not retried since. */
guint              carry_on_supervisor_get_n_gave_up (CarryOnSupervisor *self);

/*
 * Signals:
 *  "decision" (CarryOnSession *session, CarryOnDecision decision, const char *text)
 *      after each decision; @text is the human line ("continuing in 15 s (2/99)")
 *  notify::n-pending, notify::n-gave-up
 */

G_END_DECLS
