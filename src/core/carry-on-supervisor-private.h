/* carry-on-supervisor-private.h
 *
 * SPDX-FileCopyrightText: 2026 The Carry On authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * What the supervisor's sibling files share: carry-on-supervisor.c routes
 * host events and applies decisions, carry-on-supervisor-sessions.c finds,
 * makes, ends and reconciles sessions, carry-on-supervisor-actions.c is what
 * a person does (the `app.*` actions), carry-on-supervisor-handoff.c the
 * hand-off, carry-on-supervisor-state.c keeps the sessions on disk
 * (through the state store), carry-on-supervisor-commands.c answers a
 * host's in-session `command` and pushes `session.status`.
 */
#pragma once

#include "carry-on-classifier.h"
#include "carry-on-session-private.h"
#include "carry-on-state-store.h"
#include "carry-on-supervisor.h"

G_BEGIN_DECLS

/* Departed sessions (their host is gone) kept for when they come back:
 * at most this many, the oldest dropped first, and none older than
 * CARRY_ON_DEPARTED_KEEP_US.  Live sessions are never dropped. */
#define CARRY_ON_DEPARTED_MAX 4096
#define CARRY_ON_DEPARTED_KEEP_US (G_GINT64_CONSTANT (7) * 24 * 3600 * G_USEC_PER_SEC)

struct _CarryOnSupervisor
{
  GObject             parent_instance;

  CarryOnSettings    *settings;
  CarryOnClock       *clock;
  CarryOnClassifier  *classifier;
  GListStore         *hosts;
  GListStore         *sessions;
  GHashTable         *by_key;        /* key → CarryOnSession (ref) */
  GHashTable         *by_route;      /* "<host id>\n<session id>" (the session's) → CarryOnSession */
  GHashTable         *per_host;      /* host id → count of sessions */
  GHashTable         *over_cap;      /* host ids told of the sessions cap (a set) */
  GHashTable         *departed;      /* key → CarryOnSavedSession: saved, not reported (yet) */
  GSimpleActionGroup *actions;
  GRand              *rand;

  CarryOnConnectivity *connectivity; /* (nullable): always online */
  CarryOnStateStore  *store;         /* (nullable): no state file */
  GHashTable         *dirty;         /* CarryOnSession (ref) changed since the last save */
  GPtrArray          *batch;         /* new sessions of a snapshot, not in the model yet */
  guint               save_source;
  GHashTable         *status_dirty;  /* CarryOnSession (ref) whose session.status is due */
  guint               status_source; /* the idle that sends them */

  guint               n_pending;
  guint               n_gave_up;
  gboolean            enabled;
};

/* carry-on-supervisor.c */
void                _carry_on_supervisor_note            (CarryOnSupervisor *self,
                                                          CarryOnSession    *s,
                                                          const char        *format,
                                                          ...) G_GNUC_PRINTF (3, 4);
void                _carry_on_supervisor_arm_wall        (CarryOnSupervisor *self,
                                                          CarryOnSession    *s,
                                                          gint64             wall_us,
                                                          gboolean           is_reset);
gboolean            _carry_on_supervisor_cancel_pending  (CarryOnSupervisor *self,
                                                          CarryOnSession    *s,
                                                          const char        *why);
void                _carry_on_supervisor_send_continue   (CarryOnSupervisor *self,
                                                          CarryOnSession    *s);
void                _carry_on_supervisor_recount         (CarryOnSupervisor *self,
                                                          CarryOnSession    *s);
CarryOnSessionState _carry_on_supervisor_resting_state   (CarryOnSupervisor *self,
                                                          CarryOnSession    *s);

void                _carry_on_supervisor_decide          (CarryOnSupervisor *self,
                                                          CarryOnSession    *s,
                                                          CarryOnDecision    decision,
                                                          const char        *format,
                                                          ...) G_GNUC_PRINTF (4, 5);
void                _carry_on_supervisor_disarm          (CarryOnSupervisor *self,
                                                          CarryOnSession    *s);
void                _carry_on_supervisor_arm_backoff     (CarryOnSupervisor *self,
                                                          CarryOnSession    *s,
                                                          gint64             delay_ms,
                                                          gboolean           due_is_reset);
void                _carry_on_supervisor_ask_policy      (CarryOnSupervisor        *self,
                                                          CarryOnSession           *s,
                                                          const CarryOnPolicyEvent *event,
                                                          CarryOnPlan              *plan);
gint64              _carry_on_supervisor_arm_plan        (CarryOnSupervisor *self,
                                                          CarryOnSession    *s,
                                                          const CarryOnPlan *plan);
void                _carry_on_supervisor_give_up         (CarryOnSupervisor *self,
                                                          CarryOnSession    *s,
                                                          const char        *reason);
void                _carry_on_supervisor_recover_provider (CarryOnSupervisor *self,
                                                           CarryOnSession    *answered);
GPtrArray          *_carry_on_supervisor_collect_reset_waiting (CarryOnSupervisor *self,
                                                                CarryOnSession    *s);
void                _carry_on_supervisor_resume_after_reset (CarryOnSupervisor *self,
                                                             GPtrArray         *others);
void                _carry_on_supervisor_handle_failure  (CarryOnSupervisor    *self,
                                                          CarryOnSession       *s,
                                                          const CarryOnFailure *failure,
                                                          const char           *prefix);

/* carry-on-supervisor-sessions.c */
CarryOnSession     *_carry_on_supervisor_lookup_or_create (CarryOnSupervisor *self,
                                                           CarryOnHost       *host,
                                                           const char        *session_id,
                                                           gboolean           create);
void                _carry_on_supervisor_forget_session  (CarryOnSupervisor *self,
                                                          CarryOnSession    *s,
                                                          gboolean           keep_state);
void                _carry_on_supervisor_end_session     (CarryOnSupervisor *self,
                                                          CarryOnSession    *s,
                                                          const char        *why);
void                _carry_on_supervisor_update_from_info (CarryOnSupervisor        *self,
                                                           CarryOnSession           *s,
                                                           const CarryOnSessionInfo *info);
int                 _carry_on_supervisor_compare_sessions (gconstpointer a,
                                                           gconstpointer b,
                                                           gpointer      user_data);
void                _carry_on_supervisor_flush_batch     (CarryOnSupervisor *self);
void                _carry_on_supervisor_reconcile_snapshot (CarryOnSupervisor *self,
                                                             CarryOnHost       *host,
                                                             CarryOnMessage    *msg);

CarryOnSession     *_carry_on_supervisor_find_session    (CarryOnSupervisor *self,
                                                          CarryOnHost       *host,
                                                          const char        *session_id);

/* carry-on-supervisor-hosts.c */
const char         *_carry_on_supervisor_other_controller (CarryOnSession   *s);
void                _carry_on_supervisor_sync_control    (CarryOnSession    *s);
void                _carry_on_supervisor_send_due        (CarryOnSupervisor *self,
                                                          CarryOnHost       *host);
void                _carry_on_supervisor_send_due_among  (CarryOnSupervisor *self,
                                                          CarryOnHost       *host,
                                                          GPtrArray         *sessions);

/* carry-on-supervisor-commands.c */
void _carry_on_supervisor_handle_command   (CarryOnSupervisor *self,
                                            CarryOnHost       *host,
                                            CarryOnMessage    *msg);
void _carry_on_supervisor_setup_commands   (CarryOnSupervisor *self);
void _carry_on_supervisor_watch_status     (CarryOnSupervisor *self,
                                            CarryOnSession    *s);
void _carry_on_supervisor_status_granted   (CarryOnSupervisor *self,
                                            CarryOnHost       *host);
void _carry_on_supervisor_clear_commands   (CarryOnSupervisor *self);

/* carry-on-supervisor-actions.c */
void _carry_on_supervisor_setup_actions (CarryOnSupervisor *self);

/* carry-on-supervisor-handoff.c */
void _carry_on_supervisor_handle_handoff_progress (CarryOnSupervisor *self,
                                                   CarryOnHost       *host,
                                                   CarryOnMessage    *msg);
void _carry_on_supervisor_handle_usage            (CarryOnSupervisor *self,
                                                   CarryOnHost       *host,
                                                   CarryOnMessage    *msg);
void _carry_on_supervisor_stop_handoffs           (CarryOnSupervisor *self,
                                                   CarryOnHost       *host);
void _carry_on_supervisor_action_handoff          (GSimpleAction     *action,
                                                   GVariant          *param,
                                                   gpointer           user_data);
void _carry_on_supervisor_action_handoff_paste    (GSimpleAction     *action,
                                                   GVariant          *param,
                                                   gpointer           user_data);

/* carry-on-supervisor-state.c */
void                 _carry_on_supervisor_mark_dirty      (CarryOnSupervisor   *self,
                                                           CarryOnSession      *s);
void                 _carry_on_supervisor_save_history    (CarryOnSupervisor   *self,
                                                           CarryOnSession      *s,
                                                           gint64               time_us,
                                                           const char          *text);
void                 _carry_on_supervisor_save_before_send (CarryOnSupervisor  *self,
                                                            CarryOnSession     *s);
void                 _carry_on_supervisor_forget_saved    (CarryOnSupervisor   *self,
                                                           CarryOnSession      *s);
void                 _carry_on_supervisor_depart          (CarryOnSupervisor   *self,
                                                           CarryOnSession      *s);
void                 _carry_on_supervisor_trim_departed   (CarryOnSupervisor   *self);
CarryOnSavedSession *_carry_on_supervisor_take_departed   (CarryOnSupervisor   *self,
                                                           const char          *host_id,
                                                           const char          *key,
                                                           const char          *base_key);
void                 _carry_on_supervisor_apply_saved     (CarryOnSupervisor   *self,
                                                           CarryOnSession      *s,
                                                           CarryOnSavedSession *saved);

G_END_DECLS

/* The supervisor reads no JSON: message JSON is parsed in the protocol
 * (carry-on-protocol-types.h gives typed views), persistence JSON lives in
 * the state store.  Each supervisor file includes this header last. */
#if defined(__JSON_GLIB_H__) || defined(__JSON_TYPES_H__)
#error "a supervisor file includes json-glib: use carry-on-protocol-types.h, not carry-on-protocol.h"
#endif
