/* carry-on-session.h
 *
 * SPDX-FileCopyrightText: 2026 The Carry On authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * One supervised session of one agent host: what the UI shows in a row.
 * The supervisor drives its state; the UI reads properties (all notify only
 * on change) and may write "enabled" and "limit".
 */
#pragma once

#include <gio/gio.h>
#include "carry-on-protocol-types.h"

G_BEGIN_DECLS

/**
 * CarryOnSessionState:
 * @CARRY_ON_SESSION_STATE_IDLE: the last turn ended and nothing is pending
 * @CARRY_ON_SESSION_STATE_WORKING: a turn runs
 * @CARRY_ON_SESSION_STATE_WAITING: a continue is scheduled (see "due")
 * @CARRY_ON_SESSION_STATE_CONTINUING: our prompt.submit is in flight or its
 *   turn runs
 * @CARRY_ON_SESSION_STATE_GAVE_UP: a fatal error, the limit, or the cap
 * @CARRY_ON_SESSION_STATE_OFF: this session's pill (or the global switch) is off
 * @CARRY_ON_SESSION_STATE_ENDED: the host ended the session
 */
typedef enum {
  CARRY_ON_SESSION_STATE_IDLE,
  CARRY_ON_SESSION_STATE_WORKING,
  CARRY_ON_SESSION_STATE_WAITING,
  CARRY_ON_SESSION_STATE_CONTINUING,
  CARRY_ON_SESSION_STATE_GAVE_UP,
  CARRY_ON_SESSION_STATE_OFF,
  CARRY_ON_SESSION_STATE_ENDED,
} CarryOnSessionState;

#define CARRY_ON_TYPE_SESSION (carry_on_session_get_type ())
G_DECLARE_FINAL_TYPE (CarryOnSession, carry_on_session, CARRY_ON, SESSION, GObject)

/* "<host kind>:<session id>": stable across restarts of either side. */
const char          *carry_on_session_get_key        (CarryOnSession *self);
const char          *carry_on_session_get_id         (CarryOnSession *self);
const char          *carry_on_session_get_host_kind  (CarryOnSession *self);
/* (transfer none) (nullable): the CarryOnHost now serving it (a GObject). */
gpointer             carry_on_session_get_host       (CarryOnSession *self);
/* Host title, else the cwd's basename, else the id. */
const char          *carry_on_session_get_title      (CarryOnSession *self);
const char          *carry_on_session_get_cwd        (CarryOnSession *self);
CarryOnSessionState  carry_on_session_get_state      (CarryOnSession *self);
gboolean             carry_on_session_get_enabled    (CarryOnSession *self);
void                 carry_on_session_set_enabled    (CarryOnSession *self,
                                                      gboolean        enabled);
/* Continues allowed in a row, 1–999 (clamped). */
guint                carry_on_session_get_limit      (CarryOnSession *self);
void                 carry_on_session_set_limit      (CarryOnSession *self,
                                                      guint           limit);
/* Continues sent in a row (reset by an answer or a person's prompt). */
guint                carry_on_session_get_count      (CarryOnSession *self);
/* Continues sent in all, against the total cap. */
guint                carry_on_session_get_total      (CarryOnSession *self);
/* When the pending continue is due, wall-clock epoch µs; 0 when none. */
gint64               carry_on_session_get_due        (CarryOnSession *self);
/* TRUE when the pending continue waits for a usage-limit reset. */
gboolean             carry_on_session_get_due_is_reset (CarryOnSession *self);
/* The last failure's label or the give-up reason; (nullable). */
const char          *carry_on_session_get_reason     (CarryOnSession *self);
gboolean             carry_on_session_get_turn_running (CarryOnSession *self);
/* (nullable): who controls the session's host while another supervisor
 * does ("Carry On (pid 456)"); %NULL while this one does or nobody does. */
const char          *carry_on_session_get_controller (CarryOnSession *self);
/* TRUE when app.take-control can take control of the session's host:
 * another supervisor controls it and the host's plugin knows
 * control.take.  FALSE with a controller: the plugin must be updated. */
gboolean             carry_on_session_get_can_take_control (CarryOnSession *self);
/* (transfer none): CarryOnHistoryItem items, oldest first, at most 50. */
GListModel          *carry_on_session_get_history    (CarryOnSession *self);

/* Hand-off: the last run's stage ("handoff-stage", an int holding
 * a CarryOnHandoffStage), the note it wrote ("handoff-note-path",
 * nullable), why it stopped ("handoff-reason", nullable) and whether the
 * host keeps a continuation prompt that handoff.paste can fill again
 * ("handoff-can-paste"). */
CarryOnHandoffStage  carry_on_session_get_handoff_stage     (CarryOnSession *self);
const char          *carry_on_session_get_handoff_note_path (CarryOnSession *self);
const char          *carry_on_session_get_handoff_reason    (CarryOnSession *self);
gboolean             carry_on_session_get_handoff_can_paste (CarryOnSession *self);
/* TRUE from the request until the run is delivered or stopped. */
gboolean             carry_on_session_get_handoff_running   (CarryOnSession *self);

G_END_DECLS
