/* carry-on-session-private.h
 *
 * SPDX-FileCopyrightText: 2026 The Carry On authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The session's fields, shared by carry-on-session.c and the supervisor
 * that drives them.  Everything the UI sees changes through the setters
 * below so notify fires exactly on change.
 */
#pragma once

#include "carry-on-classifier.h"
#include "carry-on-session.h"

G_BEGIN_DECLS

typedef enum {
  PENDING_NONE,
  PENDING_BACKOFF,   /* monotonic deadline */
  PENDING_RESET,     /* wall deadline: a usage limit's reset + margin */
} PendingKind;

struct _CarryOnSession
{
  GObject              parent_instance;

  char                *key;
  char                *id;
  char                *host_kind;
  char                *host_id;         /* the CarryOnHost id last serving it */
  char                *route;           /* "<host_id>\n<id>": the supervisor's by_route key */
  gpointer             host;            /* CarryOnHost, weak pointer */
  char                *title;
  char                *title_key;      /* its collation key, made on first use */
  char                *cwd;
  char                *provider;

  CarryOnSessionState  state;
  gboolean             enabled;
  guint                limit;
  guint                count;
  guint                total;
  gint64               due;             /* wall µs, 0 none */
  gboolean             due_is_reset;
  char                *reason;
  gboolean             turn_running;
  gboolean             host_continues_limit;
  char                *controller;      /* who controls the host when another supervisor does */
  gboolean             can_take_control;
  GListStore          *history;

  /* Supervisor bookkeeping, not properties. */
  PendingKind          pending;
  guint                timer_id;
  gboolean             fire_when_idle;  /* due while a turn ran */
  char                *inflight_request; /* sent, no prompt.result yet */
  char                *accepted_request; /* accepted, its turn not seen yet */
  char                *our_turn_id;
  char                *handled_turn_id;  /* last failed turn we decided on */
  CarryOnVerdict       last_verdict;
  char                *failure_provider;
  guint                drops_in_row;
  gboolean             gave_up;
  CarryOnFailure      *observed_failure; /* failed while another supervisor controlled the host */
  CarryOnTurnReason    last_turn_reason; /* how the last main-loop turn ended (for `/carry-on status`) */
  CarryOnFailure      *last_failure;     /* the last failure decided on, for the same */
  struct {                               /* the last session.status sent to its host */
    gboolean           sent;
    gboolean           enabled;
    guint              count;
    guint              limit;
    int                state;
    gint64             due_at_ms;
  }                    status_sent;
  gboolean             retry_once;      /* Retry now after a give-up: one continue, no stretch */
  gint64               reset_resumed_at; /* wall µs a continue went at a limit's reset, 0 none */
  guint                reset_refusals;   /* of that continue by the same limit, not counted */
  gboolean             in_model;
  gboolean             counted_pending;  /* in the supervisor's n-pending */
  gboolean             counted_gave_up;  /* in the supervisor's n-gave-up */
  gboolean             history_saved;    /* the state store has its history: lines are appended */
  gpointer             supervisor;      /* unowned: it cancels our timer before it goes */
  gint64               seen_wall;        /* last time a host reported it, epoch µs */

  /* Hand-off: properties ... */
  CarryOnHandoffStage  handoff_stage;
  char                *handoff_note_path;
  char                *handoff_reason;
  gboolean             handoff_can_paste;
  /* ... and bookkeeping. */
  char                *handoff_request;  /* the current run's request id */
  char                *handoff_run_id;   /* the host's run id, from its first progress */
  char                *handoff_deliver;  /* "fill" or "submit" */
  char                *paste_request;    /* a handoff.paste waiting for its answer */
  gboolean             auto_handoff_spent; /* started one; again only once compacted */
};

/* @key: (nullable): the session's key; %NULL for "<host_kind>:<id>" */
CarryOnSession *_carry_on_session_new          (const char *key,
                                                const char *host_kind,
                                                const char *id,
                                                guint       limit);
void _carry_on_session_set_state      (CarryOnSession *self, CarryOnSessionState state);
void _carry_on_session_set_title      (CarryOnSession *self, const char *title, const char *cwd);
const char *_carry_on_session_get_title_key (CarryOnSession *self);
void _carry_on_session_set_provider   (CarryOnSession *self, const char *provider);
void _carry_on_session_set_host       (CarryOnSession *self, gpointer host, const char *host_id);
void _carry_on_session_set_count      (CarryOnSession *self, guint count);
void _carry_on_session_set_total      (CarryOnSession *self, guint total);
void _carry_on_session_set_due        (CarryOnSession *self, gint64 due, gboolean is_reset);
void _carry_on_session_set_reason     (CarryOnSession *self, const char *reason);
void _carry_on_session_set_turn_running (CarryOnSession *self, gboolean running);
void _carry_on_session_set_control    (CarryOnSession *self, const char *controller, gboolean can_take_control);
void _carry_on_session_set_enabled_silently (CarryOnSession *self, gboolean enabled);
void _carry_on_session_add_history    (CarryOnSession *self, gint64 time_us, const char *text);
void _carry_on_session_set_handoff_stage     (CarryOnSession *self, CarryOnHandoffStage stage);
void _carry_on_session_set_handoff_note_path (CarryOnSession *self, const char *path);
void _carry_on_session_set_handoff_reason    (CarryOnSession *self, const char *reason);
void _carry_on_session_set_handoff_can_paste (CarryOnSession *self, gboolean can_paste);

G_END_DECLS
