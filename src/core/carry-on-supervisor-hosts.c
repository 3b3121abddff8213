/* carry-on-supervisor-hosts.c
 *
 * SPDX-FileCopyrightText: 2026 The Carry On authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The supervisor's hosts: adding and removing them, routing each host
 * message to its session by host instance and session id (prompt results,
 * prompts and turns, snapshots, usage, hand-off progress), and following
 * control: plans dropped when another supervisor takes it, observed
 * failures decided when it comes here, the sessions' "controller".
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "carry-on-duration.h"
#include "carry-on-supervisor-private.h"

/* Who controls the session's host when another supervisor does, else
 * %NULL (this one controls it, or nobody does for the moment). */
const char *
_carry_on_supervisor_other_controller (CarryOnSession *s)
{
  if (s->host == NULL || carry_on_host_get_state (s->host) != CARRY_ON_HOST_STATE_OBSERVER)
    return NULL;
  return carry_on_host_get_controller (s->host);
}

/* The session's "controller" and "can-take-control", from its host. */
void
_carry_on_supervisor_sync_control (CarryOnSession *s)
{
  _carry_on_session_set_control (s, _carry_on_supervisor_other_controller (s),
                                 s->host != NULL && carry_on_host_can_take_control (s->host));
}

/* A person typed: cancel what is pending and start counting afresh. */
static void
person_prompt (CarryOnSupervisor *self,
               CarryOnSession    *s)
{
  gboolean had_count = s->count > 0 || s->gave_up;

  _carry_on_supervisor_cancel_pending (self, s, _("you sent a prompt"));
  s->retry_once = FALSE;
  s->reset_resumed_at = 0;
  s->reset_refusals = 0;
  s->drops_in_row = 0;
  s->gave_up = FALSE;
  _carry_on_session_set_reason (s, NULL);
  _carry_on_session_set_count (s, 0);
  if (had_count)
    _carry_on_supervisor_note (self, s, "%s", _("count reset by your prompt"));
  _carry_on_session_set_state (s, _carry_on_supervisor_resting_state (self, s));
  _carry_on_supervisor_recount (self, s);
}

static void
handle_prompt_result (CarryOnSupervisor *self,
                      CarryOnHost       *host,
                      CarryOnMessage    *msg)
{
  const char *request_id = carry_on_message_get_request_id (msg);
  const char *session_id = carry_on_message_get_session_id (msg);
  CarryOnSession *s = NULL;
  GHashTableIter iter;
  gpointer value;

  if (session_id != NULL)
    {
      s = _carry_on_supervisor_lookup_or_create (self, host, session_id, FALSE);
      if (s != NULL && g_strcmp0 (s->inflight_request, request_id) != 0 &&
          g_strcmp0 (s->accepted_request, request_id) != 0)
        s = NULL;
    }
  else
    {
      /* No session id: look among this host's sessions only, so one host
       * can never settle a request sent to another. */
      g_hash_table_iter_init (&iter, self->by_key);
      while (s == NULL && g_hash_table_iter_next (&iter, NULL, &value))
        {
          CarryOnSession *o = value;

          if (o->host == (gpointer) host &&
              (g_strcmp0 (o->inflight_request, request_id) == 0 ||
               g_strcmp0 (o->accepted_request, request_id) == 0))
            s = o;
        }
    }

  if (s == NULL)
    {
      g_message ("host %s answered request %s, which Carry On did not send or already settled; ignored",
                 carry_on_host_get_id (host), request_id);
      return;
    }

  /* The result of a request the snapshot already said the host had
   * (queued) settles it the same way. */
  g_clear_pointer (&s->inflight_request, g_free);
  if (g_strcmp0 (s->accepted_request, request_id) == 0 && !carry_on_message_get_boolean (msg, "ok", FALSE))
    g_clear_pointer (&s->accepted_request, g_free);

  if (carry_on_message_get_boolean (msg, "ok", FALSE))
    {
      const char *turn_id = carry_on_message_get_string (msg, "turn_id");

      g_free (s->accepted_request);
      s->accepted_request = g_strdup (request_id);
      if (turn_id != NULL)
        {
          g_free (s->our_turn_id);
          s->our_turn_id = g_strdup (turn_id);
        }
      s->drops_in_row = 0;
      _carry_on_session_set_state (s, CARRY_ON_SESSION_STATE_CONTINUING);
      _carry_on_supervisor_decide (self, s, CARRY_ON_DECISION_ACCEPTED, "%s", _("the host took the continue"));
    }
  else
    {
      const char *drop = carry_on_message_get_string (msg, "drop");
      CarryOnPolicyEvent event = { .kind = CARRY_ON_POLICY_EVENT_DROPPED, .drop = drop };
      g_auto(CarryOnPlan) plan = { 0 };
      g_autofree char *in = NULL;

      _carry_on_supervisor_ask_policy (self, s, &event, &plan);
      s->drops_in_row++;
      s->retry_once = FALSE;
      if (plan.kind == CARRY_ON_PLAN_GIVE_UP)
        {
          _carry_on_supervisor_give_up (self, s, plan.reason);
          return;
        }
      in = carry_on_format_duration_ms (_carry_on_supervisor_arm_plan (self, s, &plan));
      /* Translators: a history line.  %1$s is the host's reason (its own
       * text), %2$s a duration ("5 s"), %3$u/%4$u the continue's number in
       * a row and the limit. */
      _carry_on_supervisor_decide (self, s, CARRY_ON_DECISION_DROPPED, _("the host dropped the continue (%1$s); trying again in %2$s (%3$u/%4$u)"),
              drop != NULL ? drop : _("no reason given"), in, s->count + 1, s->limit);
    }
}

static void
handle_origin (CarryOnSupervisor *self,
               CarryOnSession    *s,
               CarryOnMessage    *msg,
               const char        *turn_id)
{
  const char *kind = NULL, *klass = NULL, *request_id = NULL;
  CarryOnPolicyEvent event = { .kind = CARRY_ON_POLICY_EVENT_PROMPT };
  g_auto(CarryOnPlan) plan = { 0 };
  CarryOnOriginClass oc;

  if (!carry_on_message_get_origin (msg, &kind, &klass, &request_id))
    return;

  oc = carry_on_origin_classify (kind, klass, request_id);
  event.prompter = (CarryOnPolicyPrompter) oc;
  event.request_id = request_id;
  _carry_on_supervisor_ask_policy (self, s, &event, &plan);

  if (plan.kind == CARRY_ON_PLAN_CANCEL && plan.reset_count)
    {
      person_prompt (self, s);
      return;
    }
  if (plan.ignore == CARRY_ON_PLAN_IGNORE_NOT_OURS)
    {
      /* A prompt that claims a request id we never sent: another
       * supervisor's, or a forgery.  Not ours, and no person either. */
      g_message ("%s: prompt with request id %s that Carry On did not send; treated as automated",
                 s->key, request_id);
      return;
    }
  if (plan.ignore == CARRY_ON_PLAN_IGNORE_OURS)
    {
      if (g_strcmp0 (request_id, s->inflight_request) == 0)
        {
          /* The turn started before its prompt.result reached us: the
           * host took it all the same. */
          g_free (s->accepted_request);
          s->accepted_request = g_steal_pointer (&s->inflight_request);
        }
      if (g_strcmp0 (request_id, s->accepted_request) == 0)
        {
          if (turn_id != NULL)
            {
              g_free (s->our_turn_id);
              s->our_turn_id = g_strdup (turn_id);
            }
        }
    }
}

G_STATIC_ASSERT ((int) CARRY_ON_POLICY_PROMPTER_PERSON == (int) CARRY_ON_ORIGIN_PERSON);
G_STATIC_ASSERT ((int) CARRY_ON_POLICY_PROMPTER_SUPERVISOR == (int) CARRY_ON_ORIGIN_SUPERVISOR);

static void
handle_turn_start (CarryOnSupervisor *self,
                   CarryOnSession    *s,
                   CarryOnMessage    *msg)
{
  const char *turn_id = carry_on_message_get_string (msg, "turn_id");

  if (carry_on_message_get_string (msg, "agent_id") != NULL)
    return;

  _carry_on_session_set_turn_running (s, TRUE);
  if (s->observed_failure != NULL)
    g_clear_pointer (&s->observed_failure, carry_on_failure_free);
  handle_origin (self, s, msg, turn_id);

  if (s->pending == PENDING_NONE && !s->fire_when_idle)
    _carry_on_session_set_state (s, _carry_on_supervisor_resting_state (self, s));
  _carry_on_supervisor_recount (self, s);
}

static void
handle_turn_complete (CarryOnSupervisor *self,
                      CarryOnSession    *s,
                      CarryOnMessage    *msg,
                      const char        *prefix)
{
  const char *turn_id = carry_on_message_get_string (msg, "turn_id");
  CarryOnTurnReason reason = carry_on_turn_reason_from_string (carry_on_message_get_string (msg, "reason"));
  gboolean was_ours = s->our_turn_id != NULL && g_strcmp0 (s->our_turn_id, turn_id) == 0;
  gboolean fire = s->fire_when_idle;
  CarryOnPolicyEvent event = {
    .kind = reason == CARRY_ON_TURN_REASON_ANSWER ? CARRY_ON_POLICY_EVENT_TURN_ANSWERED
            : reason == CARRY_ON_TURN_REASON_ERROR ? CARRY_ON_POLICY_EVENT_TURN_FAILED
            : CARRY_ON_POLICY_EVENT_TURN_ABORTED,
    .subagent = carry_on_message_get_string (msg, "agent_id") != NULL,
  };
  g_auto(CarryOnPlan) plan = { 0 };

  /* Subagent turns are the main loop's business; for a failure the
   * classification comes first, in handle_failure(). */
  if (event.subagent)
    return;
  if (event.kind != CARRY_ON_POLICY_EVENT_TURN_FAILED)
    _carry_on_supervisor_ask_policy (self, s, &event, &plan);

  _carry_on_session_set_turn_running (s, FALSE);
  s->last_turn_reason = reason;
  if (was_ours || s->accepted_request != NULL)
    {
      g_clear_pointer (&s->our_turn_id, g_free);
      g_clear_pointer (&s->accepted_request, g_free);
    }

  switch (reason)
    {
    case CARRY_ON_TURN_REASON_ANSWER:
      g_clear_pointer (&s->observed_failure, carry_on_failure_free);
      s->retry_once = FALSE;
      s->reset_resumed_at = 0;
      s->reset_refusals = 0;
      if (plan.kind == CARRY_ON_PLAN_RECOVERED)
        {
          s->gave_up = FALSE;
          _carry_on_session_set_reason (s, NULL);
          _carry_on_session_set_count (s, 0);
          s->drops_in_row = 0;
          if (s->pending == PENDING_NONE && !fire)
            {
              _carry_on_session_set_state (s, _carry_on_supervisor_resting_state (self, s));
              _carry_on_supervisor_decide (self, s, CARRY_ON_DECISION_RECOVERED, "%s", _("answered: count reset"));
            }
          _carry_on_supervisor_recover_provider (self, s);
        }
      if (fire)
        _carry_on_supervisor_send_continue (self, s);
      break;

    case CARRY_ON_TURN_REASON_ERROR:
      {
        g_autoptr(CarryOnFailure) failure = NULL;
        g_autoptr(GError) error = NULL;

        /* Told twice (snapshot and event): decided once.  The session is
         * still no longer working. */
        if (turn_id != NULL && g_strcmp0 (turn_id, s->handled_turn_id) == 0)
          break;
        g_free (s->handled_turn_id);
        s->handled_turn_id = g_strdup (turn_id);

        failure = carry_on_message_dup_failure (msg, &error);
        if (error != NULL)
          g_message ("%s: failure details unreadable (%s); classifying without them", s->key, error->message);

        _carry_on_supervisor_handle_failure (self, s, failure, prefix);
      }
      break;

    case CARRY_ON_TURN_REASON_ABORTED:
    case CARRY_ON_TURN_REASON_REFUSAL:
    case CARRY_ON_TURN_REASON_UNKNOWN:
    case CARRY_ON_TURN_REASON_NONE:
    default:
      /* The person interrupted (or the model refused): they are there and
       * in charge.  Never continue this. */
      if (plan.kind != CARRY_ON_PLAN_CANCEL ||
          !_carry_on_supervisor_cancel_pending (self, s, reason == CARRY_ON_TURN_REASON_ABORTED ? _("turn interrupted") : _("turn ended")))
        _carry_on_session_set_state (s, _carry_on_supervisor_resting_state (self, s));
      break;
    }

  if (s->pending == PENDING_NONE && !s->fire_when_idle &&
      s->state != CARRY_ON_SESSION_STATE_GAVE_UP && s->inflight_request == NULL)
    _carry_on_session_set_state (s, _carry_on_supervisor_resting_state (self, s));
  _carry_on_supervisor_recount (self, s);
}

/* Whether the host's snapshot arrived on its current connection: due
 * continues wait for it, since only the snapshot says what the host did
 * with a request that was in flight when the connection dropped. */
#define SNAPSHOT_SEEN "carry-on-snapshot-seen"

static void
on_host_disconnected (CarryOnHost       *host,
                      CarryOnSupervisor *self)
{
  g_object_set_data (G_OBJECT (host), SNAPSHOT_SEEN, NULL);
  _carry_on_supervisor_stop_handoffs (self, host);
}

static void
on_host_message (CarryOnHost       *host,
                 CarryOnMessage    *msg,
                 CarryOnSupervisor *self)
{
  CarryOnMessageType type = carry_on_message_get_message_type (msg);
  const char *session_id = carry_on_message_get_session_id (msg);
  CarryOnSession *s = NULL;

  switch (type)
    {
    case CARRY_ON_MESSAGE_SESSIONS:
      g_object_set_data (G_OBJECT (host), SNAPSHOT_SEEN, GINT_TO_POINTER (TRUE));
      _carry_on_supervisor_reconcile_snapshot (self, host, msg);
      return;

    case CARRY_ON_MESSAGE_SESSION_START:
    case CARRY_ON_MESSAGE_SESSION_UPDATE:
      {
        g_autoptr(CarryOnSessionInfo) info = NULL;
        g_autoptr(GError) error = NULL;

        info = carry_on_message_dup_session (msg, &error);
        if (info == NULL)
          {
            g_message ("host %s: %s unreadable: %s", carry_on_host_get_id (host),
                       carry_on_message_type_to_string (type), error->message);
            return;
          }
        s = _carry_on_supervisor_lookup_or_create (self, host, info->id, TRUE);
        if (s == NULL)
          return;
        _carry_on_supervisor_update_from_info (self, s, info);
        if (type == CARRY_ON_MESSAGE_SESSION_START)
          _carry_on_supervisor_note (self, s, "%s", _("session started"));
      }
      return;

    case CARRY_ON_MESSAGE_SESSION_END:
      s = _carry_on_supervisor_lookup_or_create (self, host, session_id, FALSE);
      if (s != NULL)
        _carry_on_supervisor_end_session (self, s, _("session ended"));
      return;

    case CARRY_ON_MESSAGE_TURN_START:
      s = _carry_on_supervisor_lookup_or_create (self, host, session_id, TRUE);
      if (s != NULL)
        handle_turn_start (self, s, msg);
      return;

    case CARRY_ON_MESSAGE_TURN_COMPLETE:
      s = _carry_on_supervisor_lookup_or_create (self, host, session_id, TRUE);
      if (s != NULL)
        handle_turn_complete (self, s, msg, "");
      return;

    case CARRY_ON_MESSAGE_PROMPT_SUBMIT:
      s = _carry_on_supervisor_lookup_or_create (self, host, session_id, TRUE);
      if (s != NULL)
        handle_origin (self, s, msg, NULL);
      return;

    case CARRY_ON_MESSAGE_PROMPT_RESULT:
      handle_prompt_result (self, host, msg);
      return;

    case CARRY_ON_MESSAGE_USAGE:
      _carry_on_supervisor_handle_usage (self, host, msg);
      return;

    case CARRY_ON_MESSAGE_HANDOFF_PROGRESS:
      _carry_on_supervisor_handle_handoff_progress (self, host, msg);
      return;

    case CARRY_ON_MESSAGE_COMMAND:
      _carry_on_supervisor_handle_command (self, host, msg);
      return;

    case CARRY_ON_MESSAGE_HELLO:
    case CARRY_ON_MESSAGE_ERROR:
    case CARRY_ON_MESSAGE_CONTROL:
    case CARRY_ON_MESSAGE_CONTROL_CLAIM:
    case CARRY_ON_MESSAGE_CONTROL_RELEASE:
    case CARRY_ON_MESSAGE_CONTROL_TAKE:
    case CARRY_ON_MESSAGE_LOG:
    case CARRY_ON_MESSAGE_HANDOFF:
    case CARRY_ON_MESSAGE_HANDOFF_PASTE:
    case CARRY_ON_MESSAGE_COMMAND_RESULT:
    case CARRY_ON_MESSAGE_SESSION_STATUS:
    case CARRY_ON_MESSAGE_N_TYPES:
    default:
      return;
    }
}

/* Another supervisor took control of @host: it decides now, so the
 * continues this one planned are dropped, each said in its history. */
static void
drop_plans_of_host (CarryOnSupervisor *self,
                    CarryOnHost       *host)
{
  g_autoptr(GPtrArray) planned = g_ptr_array_new ();
  const char *who = carry_on_host_get_controller (host);
  GHashTableIter iter;
  gpointer value;

  g_hash_table_iter_init (&iter, self->by_key);
  while (g_hash_table_iter_next (&iter, NULL, &value))
    {
      CarryOnSession *s = value;

      if (s->host == (gpointer) host && (s->pending != PENDING_NONE || s->fire_when_idle))
        g_ptr_array_add (planned, s);
    }
  for (guint i = 0; i < planned->len; i++)
    {
      CarryOnSession *s = g_ptr_array_index (planned, i);

      _carry_on_supervisor_disarm (self, s);
      _carry_on_session_set_state (s, _carry_on_supervisor_resting_state (self, s));
      _carry_on_supervisor_decide (self, s, CARRY_ON_DECISION_CANCELLED, "%s took control of this host and decides now", who);
    }
}

/* Control came here: failures seen while observing that nobody has
 * answered since are decided now. */
static void
take_over_observed (CarryOnSupervisor *self,
                    CarryOnHost       *host)
{
  g_autoptr(GPtrArray) observed = g_ptr_array_new_with_free_func (g_object_unref);
  GHashTableIter iter;
  gpointer value;

  g_hash_table_iter_init (&iter, self->by_key);
  while (g_hash_table_iter_next (&iter, NULL, &value))
    {
      CarryOnSession *s = value;

      if (s->host == (gpointer) host && s->observed_failure != NULL)
        g_ptr_array_add (observed, g_object_ref (s));
    }
  for (guint i = 0; i < observed->len; i++)
    {
      CarryOnSession *s = g_ptr_array_index (observed, i);
      g_autoptr(CarryOnFailure) failure = g_steal_pointer (&s->observed_failure);

      if (!s->turn_running && s->pending == PENDING_NONE && !s->fire_when_idle && s->inflight_request == NULL)
        /* Translators: a lead-in of a history line about a failure decided
         * once this supervisor took control ("control came here: server
         * overloaded; continuing in 5 s (1/5)"); keep the trailing space */
        _carry_on_supervisor_handle_failure (self, s, failure, _("control came here: "));
    }
}

/* Who controls @host, or whether it can be taken, changed: its sessions
 * say so. */
static void
on_host_control (CarryOnHost       *host,
                 GParamSpec        *pspec,
                 CarryOnSupervisor *self)
{
  GHashTableIter iter;
  gpointer value;

  g_hash_table_iter_init (&iter, self->by_key);
  while (g_hash_table_iter_next (&iter, NULL, &value))
    {
      CarryOnSession *s = value;

      if (s->host == (gpointer) host)
        _carry_on_supervisor_sync_control (s);
    }
}

static void
on_host_state (CarryOnHost       *host,
               GParamSpec        *pspec,
               CarryOnSupervisor *self)
{
  if (carry_on_host_get_controller (host) != NULL)
    {
      drop_plans_of_host (self, host);
      return;
    }
  if (carry_on_host_is_controller (host))
    _carry_on_supervisor_status_granted (self, host);
  if (!carry_on_host_is_controller (host) ||
      g_object_get_data (G_OBJECT (host), SNAPSHOT_SEEN) == NULL)
    return;

  take_over_observed (self, host);

  /* Control came to us on a connection whose snapshot we have: continues
   * that fell due meanwhile go.  (After a reconnect they go at the end of
   * reconcile_snapshot() instead.) */
  _carry_on_supervisor_send_due (self, host);
}

static gboolean
is_due (CarryOnSession *s,
        CarryOnHost    *host)
{
  return s->host == (gpointer) host && s->fire_when_idle && !s->turn_running;
}

/* Sends the continues of @host's sessions that fell due while they could
 * not go (a turn ran, the host was away or controlled elsewhere). */
void
_carry_on_supervisor_send_due (CarryOnSupervisor *self,
                               CarryOnHost       *host)
{
  g_autoptr(GPtrArray) due = g_ptr_array_new ();
  GHashTableIter iter;
  gpointer value;

  g_hash_table_iter_init (&iter, self->by_key);
  while (g_hash_table_iter_next (&iter, NULL, &value))
    if (is_due (value, host))
      g_ptr_array_add (due, value);
  for (guint i = 0; i < due->len; i++)
    _carry_on_supervisor_send_continue (self, g_ptr_array_index (due, i));
}

/* The same, when the caller knows @sessions (CarryOnSession, held by the
 * caller) are all of @host's: its snapshot just said so.  The work follows
 * the host's sessions instead of every session of every host (fifty hosts
 * that arrive at once each looked at all thousand). */
void
_carry_on_supervisor_send_due_among (CarryOnSupervisor *self,
                                     CarryOnHost       *host,
                                     GPtrArray         *sessions)
{
  g_autoptr(GPtrArray) due = g_ptr_array_new ();

  for (guint i = 0; i < sessions->len; i++)
    {
      CarryOnSession *s = g_ptr_array_index (sessions, i);

      /* Still the supervisor's (not forgotten meanwhile). */
      if (s->supervisor == self && is_due (s, host))
        g_ptr_array_add (due, s);
    }
  for (guint i = 0; i < due->len; i++)
    _carry_on_supervisor_send_continue (self, g_ptr_array_index (due, i));
}

/* ------------------------------------------------------------------ */
/* Adding and removing hosts                                           */

void
carry_on_supervisor_add_host (CarryOnSupervisor *self,
                              CarryOnHost       *host)
{
  g_return_if_fail (CARRY_ON_IS_SUPERVISOR (self));
  g_return_if_fail (CARRY_ON_IS_HOST (host));

  g_list_store_append (self->hosts, host);
  g_signal_connect (host, "message", G_CALLBACK (on_host_message), self);
  g_signal_connect (host, "notify::state", G_CALLBACK (on_host_state), self);
  g_signal_connect (host, "notify::controlled-by", G_CALLBACK (on_host_control), self);
  g_signal_connect (host, "notify::can-take-control", G_CALLBACK (on_host_control), self);
  g_signal_connect (host, "disconnected", G_CALLBACK (on_host_disconnected), self);
  carry_on_host_start (host);
}

void
carry_on_supervisor_remove_host (CarryOnSupervisor *self,
                                 CarryOnHost       *host)
{
  g_autoptr(CarryOnHost) hold = NULL;
  g_autoptr(GPtrArray) orphans = g_ptr_array_new_with_free_func (g_object_unref);
  GHashTableIter iter;
  gpointer value;
  guint pos;

  g_return_if_fail (CARRY_ON_IS_SUPERVISOR (self));
  g_return_if_fail (CARRY_ON_IS_HOST (host));

  if (!g_list_store_find (self->hosts, host, &pos))
    return;
  hold = g_object_ref (host);

  g_hash_table_iter_init (&iter, self->by_key);
  while (g_hash_table_iter_next (&iter, NULL, &value))
    {
      CarryOnSession *s = value;

      if (g_strcmp0 (s->host_id, carry_on_host_get_id (host)) == 0)
        g_ptr_array_add (orphans, g_object_ref (s));
    }
  for (guint i = 0; i < orphans->len; i++)
    {
      CarryOnSession *s = g_ptr_array_index (orphans, i);

      _carry_on_supervisor_note (self, s, "%s", _("the host went away"));
      _carry_on_supervisor_forget_session (self, s, TRUE);
    }
  _carry_on_supervisor_trim_departed (self);
  g_hash_table_remove (self->per_host, carry_on_host_get_id (host));
  g_hash_table_remove (self->over_cap, carry_on_host_get_id (host));

  g_signal_handlers_disconnect_by_data (host, self);
  g_list_store_remove (self->hosts, pos);
  carry_on_host_stop (host);
}
