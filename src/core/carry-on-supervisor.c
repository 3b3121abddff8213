/* carry-on-supervisor.c
 *
 * SPDX-FileCopyrightText: 2026 The Carry On authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The supervisor: keeps each session's continue record (pending, timer,
 * request in flight, count), asks carry_on_policy_decide() about every
 * event and applies the plan it returns: arms timers on the injectable
 * clock, sends continues (on disk before on the wire) and narrates each
 * decision.  The rules live in carry-on-policy.c; host events come in
 * through carry-on-supervisor-hosts.c (docs/architecture.md).
 */
#include "config.h"

#include <stdarg.h>
#include <string.h>

#include <glib/gi18n-lib.h>

#include "carry-on-classifier.h"
#include "carry-on-history-item.h"
#include "carry-on-policy.h"
#include "carry-on-duration.h"
#include "carry-on-supervisor-private.h"

G_DEFINE_FINAL_TYPE (CarryOnSupervisor, carry_on_supervisor, G_TYPE_OBJECT)

enum { PROP_0, PROP_N_PENDING, PROP_N_GAVE_UP, N_PROPS };
static GParamSpec *properties[N_PROPS];

enum { DECISION, N_SIGNALS };
static guint signals[N_SIGNALS];

const char *
carry_on_decision_to_string (CarryOnDecision decision)
{
  switch (decision)
    {
    case CARRY_ON_DECISION_SCHEDULED: return "scheduled";
    case CARRY_ON_DECISION_SENT:      return "sent";
    case CARRY_ON_DECISION_ACCEPTED:  return "accepted";
    case CARRY_ON_DECISION_DROPPED:   return "dropped";
    case CARRY_ON_DECISION_CANCELLED: return "cancelled";
    case CARRY_ON_DECISION_GAVE_UP:   return "gave-up";
    case CARRY_ON_DECISION_RECOVERED: return "recovered";
    case CARRY_ON_DECISION_IGNORED:   return "ignored";
    default:                          return "unknown";
    }
}

/* ------------------------------------------------------------------ */
/* Small helpers                                                       */

static gint64
wall_now (CarryOnSupervisor *self)
{
  return carry_on_clock_get_wall (self->clock);
}

static gboolean
globally_enabled (CarryOnSupervisor *self)
{
  return self->enabled;
}

CarryOnSessionState
_carry_on_supervisor_resting_state (CarryOnSupervisor *self,
               CarryOnSession    *s)
{
  if (!globally_enabled (self) || !s->enabled)
    return CARRY_ON_SESSION_STATE_OFF;
  if (s->gave_up)
    return CARRY_ON_SESSION_STATE_GAVE_UP;
  if (s->our_turn_id != NULL || s->accepted_request != NULL)
    return CARRY_ON_SESSION_STATE_CONTINUING;
  if (s->turn_running)
    return CARRY_ON_SESSION_STATE_WORKING;
  return CARRY_ON_SESSION_STATE_IDLE;
}

/* Keeps n-pending and n-gave-up right after @s changed, in O(1): each
 * session remembers what it contributes (a recount over every session per
 * event made event cost grow with the number of sessions). */
void
_carry_on_supervisor_recount (CarryOnSupervisor *self,
         CarryOnSession    *s)
{
  gboolean pending = s->in_model && (s->pending != PENDING_NONE || s->fire_when_idle);
  gboolean gave_up = s->in_model && s->state == CARRY_ON_SESSION_STATE_GAVE_UP;

  if (pending != s->counted_pending)
    {
      self->n_pending = pending ? self->n_pending + 1 : self->n_pending - 1;
      s->counted_pending = pending;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_N_PENDING]);
    }
  if (gave_up != s->counted_gave_up)
    {
      self->n_gave_up = gave_up ? self->n_gave_up + 1 : self->n_gave_up - 1;
      s->counted_gave_up = gave_up;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_N_GAVE_UP]);
    }
}

static void
send_log (CarryOnSession *s,
          const char     *text)
{
  CarryOnHost *host = s->host;
  g_autoptr(CarryOnMessage) msg = NULL;

  /* The host shows where the line comes from (Claude Code prefixes a
   * plugin's log lines with its name), so the text stands alone. */
  if (host == NULL || !carry_on_host_has_capability (host, "log"))
    return;
  msg = carry_on_message_new_log (s->id, text);
  carry_on_host_send (host, msg);
}

void
_carry_on_supervisor_decide (CarryOnSupervisor *self,
                             CarryOnSession    *s,
                             CarryOnDecision    decision,
                             const char        *format,
                             ...) G_GNUC_PRINTF (4, 5);

void
_carry_on_supervisor_decide (CarryOnSupervisor *self,
                             CarryOnSession    *s,
                             CarryOnDecision    decision,
                             const char        *format,
                             ...)
{
  g_autofree char *text = NULL;
  va_list args;

  va_start (args, format);
  text = g_strdup_vprintf (format, args);
  va_end (args);

  /* The host's log line first: it is what the host (and a person
   * watching it) waits for.  The history, the journal and the runner's own
   * line can follow; none of them is a promise to the host.  (Only a
   * continue, prompt.submit, is on disk before it is on the wire.) */
  if (decision != CARRY_ON_DECISION_ACCEPTED)
    send_log (s, text);
  g_debug ("%s: %s: %s", s->key, carry_on_decision_to_string (decision), text);
  _carry_on_session_add_history (s, wall_now (self), text);
  _carry_on_supervisor_save_history (self, s, wall_now (self), text);
  _carry_on_supervisor_recount (self, s);
  _carry_on_supervisor_mark_dirty (self, s);
  g_signal_emit (self, signals[DECISION], 0, s, decision, text);
}

/* A history line that is not a decision. */
void
_carry_on_supervisor_note (CarryOnSupervisor *self,
                           CarryOnSession    *s,
                           const char        *format,
                           ...)
{
  g_autofree char *text = NULL;
  va_list args;

  va_start (args, format);
  text = g_strdup_vprintf (format, args);
  va_end (args);

  g_debug ("%s: %s", s->key, text);
  _carry_on_session_add_history (s, wall_now (self), text);
  _carry_on_supervisor_save_history (self, s, wall_now (self), text);
  _carry_on_supervisor_mark_dirty (self, s);
}

/* What the policy needs of @s. */
static void
record_of (CarryOnSupervisor     *self,
           CarryOnSession        *s,
           CarryOnContinueRecord *record)
{
  *record = (CarryOnContinueRecord) {
    .enabled = globally_enabled (self) && s->enabled,
    .observed = _carry_on_supervisor_other_controller (s) != NULL,
    .host_ready = s->host != NULL && carry_on_host_is_controller (s->host),
    .host_continues_limit = s->host_continues_limit,
    .turn_running = s->turn_running,
    .pending = s->pending != PENDING_NONE || s->fire_when_idle,
    .pending_transient = s->pending == PENDING_BACKOFF && s->last_verdict == CARRY_ON_VERDICT_TRANSIENT,
    .pending_in_ms = s->due != 0 ? (s->due - wall_now (self)) / 1000 : 0,
    .inflight_request = s->inflight_request,
    .accepted_request = s->accepted_request,
    .count = s->count,
    .limit = s->limit,
    .total = s->total,
    .drops_in_row = s->drops_in_row,
    .gave_up = s->gave_up,
    .retry_once = s->retry_once,
    .reset_resumed_at = s->reset_resumed_at,
    .reset_refusals = s->reset_refusals,
    .offline = self->connectivity != NULL && !carry_on_connectivity_get_online (self->connectivity),
  };
}

static void
policy_settings (CarryOnSupervisor     *self,
                 CarryOnPolicySettings *settings)
{
  *settings = (CarryOnPolicySettings) {
    .preset = carry_on_settings_get_backoff_preset (self->settings),
    .jitter = carry_on_settings_get_jitter (self->settings) ? 0.8 + g_rand_double (self->rand) * 0.4 : 1.0,
    .resume_after_limit = carry_on_settings_get_resume_after_limit (self->settings),
    .resume_margin_s = carry_on_settings_get_resume_margin (self->settings),
    .total_cap = carry_on_settings_get_total_cap (self->settings),
    .cross_session = carry_on_settings_get_cross_session (self->settings),
  };
}

/* Asks the policy about @event for @s. */
void
_carry_on_supervisor_ask_policy (CarryOnSupervisor        *self,
                                 CarryOnSession           *s,
                                 const CarryOnPolicyEvent *event,
                                 CarryOnPlan              *plan)
{
  CarryOnContinueRecord record;
  CarryOnPolicySettings settings;

  record_of (self, s, &record);
  policy_settings (self, &settings);
  carry_on_policy_decide (&record, event, &settings, wall_now (self), plan);
}

/* ------------------------------------------------------------------ */
/* Pending continues                                                   */

void
_carry_on_supervisor_disarm (CarryOnSupervisor *self,
                             CarryOnSession    *s)
{
  carry_on_clock_clear (self->clock, &s->timer_id);
  s->pending = PENDING_NONE;
  s->fire_when_idle = FALSE;
  _carry_on_session_set_due (s, 0, FALSE);
}

static void on_due (gpointer user_data);

static void
on_due (gpointer user_data)
{
  CarryOnSession *s = user_data;
  CarryOnSupervisor *self = s->supervisor;
  g_autoptr(CarryOnSession) hold = g_object_ref (s);
  g_autoptr(GPtrArray) others = NULL;

  s->timer_id = 0;

  /* A usage window that resets resumes every session waiting on it
   * together, spread over a bounded window instead of in one burst. */
  if (s->pending == PENDING_RESET && carry_on_settings_get_cross_session (self->settings))
    others = _carry_on_supervisor_collect_reset_waiting (self, s);
  s->pending = PENDING_NONE;
  _carry_on_supervisor_send_continue (self, s);

  if (others != NULL)
    _carry_on_supervisor_resume_after_reset (self, others);

  _carry_on_supervisor_recount (self, s);
}

/* Arms a backoff of @delay_ms (monotonic), shown as a continue, or with
 * @due_is_reset as resuming after a usage limit; or a wall-clock instant. */
void
_carry_on_supervisor_arm_backoff (CarryOnSupervisor *self,
                                  CarryOnSession    *s,
                                  gint64             delay_ms,
                                  gboolean           due_is_reset)
{
  carry_on_clock_cancel (self->clock, s->timer_id);
  s->fire_when_idle = FALSE;
  s->pending = PENDING_BACKOFF;
  s->timer_id = carry_on_clock_schedule (self->clock, CARRY_ON_DEADLINE_MONOTONIC,
                                         carry_on_clock_get_monotonic (self->clock) + delay_ms * 1000,
                                         on_due, s);
  _carry_on_session_set_due (s, wall_now (self) + delay_ms * 1000, due_is_reset);
  _carry_on_session_set_state (s, CARRY_ON_SESSION_STATE_WAITING);
}

void
_carry_on_supervisor_arm_wall (CarryOnSupervisor *self,
                               CarryOnSession    *s,
                               gint64             wall_us,
                               gboolean           is_reset)
{
  carry_on_clock_cancel (self->clock, s->timer_id);
  s->fire_when_idle = FALSE;
  s->pending = is_reset ? PENDING_RESET : PENDING_BACKOFF;
  s->timer_id = carry_on_clock_schedule (self->clock, CARRY_ON_DEADLINE_WALL, wall_us, on_due, s);
  _carry_on_session_set_due (s, wall_us, is_reset);
  _carry_on_session_set_state (s, CARRY_ON_SESSION_STATE_WAITING);
}

void
_carry_on_supervisor_give_up (CarryOnSupervisor *self,
                              CarryOnSession    *s,
                              const char        *reason)
{
  _carry_on_supervisor_disarm (self, s);
  s->gave_up = TRUE;
  _carry_on_session_set_reason (s, reason);
  _carry_on_session_set_state (s, _carry_on_supervisor_resting_state (self, s));
  /* Translators: a history line; %s is why, e.g. "limit reached (5 in a row)" */
  _carry_on_supervisor_decide (self, s, CARRY_ON_DECISION_GAVE_UP, _("gave up: %s"), reason);
}

/* Cancels what is pending, for a person's prompt, Cancel, or a switch. */
gboolean
_carry_on_supervisor_cancel_pending (CarryOnSupervisor *self,
                CarryOnSession    *s,
                const char        *why)
{
  if (s->pending == PENDING_NONE && !s->fire_when_idle)
    return FALSE;
  _carry_on_supervisor_disarm (self, s);
  _carry_on_session_set_state (s, _carry_on_supervisor_resting_state (self, s));
  /* Translators: a history line; %s is why, e.g. "you sent a prompt" */
  _carry_on_supervisor_decide (self, s, CARRY_ON_DECISION_CANCELLED, _("%s: pending continue cancelled"), why);
  return TRUE;
}

/* Arms what a SCHEDULE plan says and returns when it is due, in ms. */
gint64
_carry_on_supervisor_arm_plan (CarryOnSupervisor *self,
                               CarryOnSession    *s,
                               const CarryOnPlan *plan)
{
  if (plan->clock == CARRY_ON_PLAN_CLOCK_WALL)
    {
      _carry_on_supervisor_arm_wall (self, s, plan->wall_us, plan->is_reset);
      return MAX (plan->wall_us - wall_now (self), 0) / 1000;
    }
  _carry_on_supervisor_arm_backoff (self, s, plan->delay_ms, FALSE);
  return plan->delay_ms;
}

G_STATIC_ASSERT ((int) CARRY_ON_POLICY_FAILURE_LIMIT == (int) CARRY_ON_VERDICT_LIMIT);
G_STATIC_ASSERT ((int) CARRY_ON_POLICY_FAILURE_FATAL == (int) CARRY_ON_VERDICT_FATAL);

/* A main-loop turn ended with an API error: classify, ask the policy,
 * apply its plan. */
void
_carry_on_supervisor_handle_failure (CarryOnSupervisor    *self,
                                     CarryOnSession       *s,
                                     const CarryOnFailure *failure,
                                     const char           *prefix)
{
  CarryOnClassification c;
  g_autoptr(GDateTime) now = carry_on_clock_dup_now (self->clock);
  CarryOnFailure empty = { .retry_after_ms = -1, .resets_at = -1 };
  g_auto(CarryOnPlan) plan = { 0 };
  CarryOnPolicyEvent event;
  g_autofree char *in = NULL;
  g_autofree char *label = NULL;
  const char *shown_label;
  gint64 due_ms;

  if (failure == NULL)
    failure = &empty;

  carry_on_classifier_classify (self->classifier, failure, s->host_kind, now, NULL, &c);
  /* The history says when the host had retried it already (OpenCode's
   * five tries, DSH's, Claude Code's): not a reason to skip a rung. */
  /* The classifier's labels are English, marked with this context. */
  shown_label = g_dpgettext2 (GETTEXT_PACKAGE, "failure label", c.label);
  /* Translators: %s is a failure's label, e.g. "server overloaded" */
  label = failure->host_retried ? g_strdup_printf (_("%s, after the host's own retries"), shown_label)
                                : g_strdup (shown_label);
  event = (CarryOnPolicyEvent) {
    .kind = CARRY_ON_POLICY_EVENT_TURN_FAILED,
    .failure = (CarryOnPolicyFailure) c.verdict,
    .failure_guessed = g_str_has_prefix (c.rule_id, "words-"),
    .label = shown_label,
    .resets_at = c.resets_at,
    /* The classifier takes the reset from the host's resets_at, else from
     * its retry-after, and only then from the text (known to the minute). */
    .resets_at_structured = failure->resets_at > 0,
    .reset_from_retry_after = failure->resets_at <= 0 && failure->retry_after_ms > 0,
    .retry_after_ms = failure->retry_after_ms,
  };
  _carry_on_supervisor_ask_policy (self, s, &event, &plan);

  s->last_verdict = c.verdict;
  if (failure != s->last_failure)
    {
      g_clear_pointer (&s->last_failure, carry_on_failure_free);
      s->last_failure = carry_on_failure_copy (failure);
    }
  g_free (s->failure_provider);
  s->failure_provider = g_strdup (failure->provider);
  _carry_on_session_set_reason (s, shown_label);
  s->gave_up = FALSE;
  s->retry_once = FALSE;
  if (!plan.reset_refusal)
    {
      s->reset_resumed_at = 0;
      s->reset_refusals = 0;
    }

  switch (plan.kind)
    {
    case CARRY_ON_PLAN_GIVE_UP:
      {
        g_autofree char *reason = g_strconcat (prefix, plan.reason, NULL);

        _carry_on_supervisor_give_up (self, s, reason);
      }
      return;

    case CARRY_ON_PLAN_SCHEDULE:
      if (plan.reset_refusal)
        {
          s->reset_refusals++;
          _carry_on_session_set_count (s, s->count > 0 ? s->count - 1 : 0);
        }
      due_ms = _carry_on_supervisor_arm_plan (self, s, &plan);
      in = carry_on_format_duration_ms (due_ms);
      if (plan.reset_refusal)
        /* Translators: a history line. %1$s is an optional lead-in such as
         * "picked up: " (translated on its own; empty for a failure just
         * seen), %2$s the failure's label ("server overloaded"), %3$s a
         * duration ("5 s"), %4$u/%5$u the continue's number in a row and the
         * limit. */
        _carry_on_supervisor_decide (self, s, CARRY_ON_DECISION_SCHEDULED,
                _("%1$s%2$s right after the reset (the provider's clock is behind); resuming again in %3$s, not counted (%4$u/%5$u)"),
                prefix, label, in, s->count + 1, s->limit);
      else if (plan.is_reset)
        {
          g_autofree char *at = carry_on_format_wall_time (plan.wall_us, wall_now (self), FALSE);

          /* Translators: a history line. %1$s is an optional lead-in such as
           * "picked up: " (translated on its own; empty for a failure just
           * seen), %2$s the failure's label ("server overloaded"), %3$s a
           * time ("14:05"), %4$s a duration ("2 h 5 min"), %5$u/%6$u the
           * continue's number in a row and the limit. */
          _carry_on_supervisor_decide (self, s, CARRY_ON_DECISION_SCHEDULED, _("%1$s%2$s; resuming at %3$s (in %4$s) (%5$u/%6$u)"),
                  prefix, label, at, in, s->count + 1, s->limit);
        }
      else if (plan.refused_reset != 0 && plan.refused_is_retry_after)
        /* Translators: a history line. %1$s is an optional lead-in such as
         * "picked up: " (translated on its own; empty for a failure just
         * seen), %2$s the failure's label ("server overloaded"), %3$lld
         * seconds, %4$s a duration ("5 s"), %5$u/%6$u the continue's number
         * in a row and the limit. */
        _carry_on_supervisor_decide (self, s, CARRY_ON_DECISION_SCHEDULED,
                _("%1$s%2$s; its retry-after (%3$lld s) is beyond any usage window, so not believed; "
                  "continuing in %4$s (%5$u/%6$u)"),
                prefix, label, (long long) (plan.refused_reset / 1000), in, s->count + 1, s->limit);
      else if (plan.refused_reset != 0)
        {
          g_autoptr(GDateTime) when = g_date_time_new_from_unix_local (MIN (plan.refused_reset, G_GINT64_CONSTANT (253402300799)));
          g_autofree char *date = when != NULL ? g_date_time_format (when, "%Y-%m-%d %H:%M") : g_strdup ("?");

          /* Translators: a history line. %1$s is an optional lead-in such as
           * "picked up: " (translated on its own; empty for a failure just
           * seen), %2$s the failure's label ("server overloaded"), %3$s a
           * date and time, %4$s a duration ("5 s"), %5$u/%6$u the continue's
           * number in a row and the limit. */
          _carry_on_supervisor_decide (self, s, CARRY_ON_DECISION_SCHEDULED,
                  _("%1$s%2$s; the reset it names (%3$s) is beyond any usage window, so not believed; "
                    "continuing in %4$s (%5$u/%6$u)"),
                  prefix, label, date, in, s->count + 1, s->limit);
        }
      else
        /* Translators: a history line. %1$s is an optional lead-in such as
         * "picked up: " (translated on its own; empty for a failure just
         * seen), %2$s the failure's label ("server overloaded"), %3$s a
         * duration ("5 s", "2 min"), %4$u/%5$u the continue's number in a row
         * and the limit. */
        _carry_on_supervisor_decide (self, s, CARRY_ON_DECISION_SCHEDULED, _("%1$s%2$s; continuing in %3$s (%4$u/%5$u)"),
                prefix, label, in, s->count + 1, s->limit);
      return;

    case CARRY_ON_PLAN_IGNORE:
    case CARRY_ON_PLAN_CANCEL:
    case CARRY_ON_PLAN_SEND:
    case CARRY_ON_PLAN_WAIT:
    case CARRY_ON_PLAN_RECOVERED:
    default:
      break;
    }

  _carry_on_supervisor_disarm (self, s);
  switch (plan.ignore)
    {
    case CARRY_ON_PLAN_IGNORE_OFF:
      _carry_on_session_set_state (s, CARRY_ON_SESSION_STATE_OFF);
      /* Translators: a history line. %1$s is an optional lead-in such as
       * "picked up: " (translated on its own; empty for a failure just seen),
       * %2$s the failure's label ("server overloaded") */
      _carry_on_supervisor_decide (self, s, CARRY_ON_DECISION_IGNORED, _("%1$s%2$s; switched off, not continuing"), prefix, label);
      return;

    case CARRY_ON_PLAN_IGNORE_OBSERVED:
      {
        /* Another supervisor decides and sends.  Should control come
         * here, the failure is decided then. */
        const char *who = _carry_on_supervisor_other_controller (s);
        g_autofree char *reason = carry_on_host_can_take_control (s->host)
          /* Translators: %1$s is a failure's label ("server overloaded"),
           * %2$s the other supervisor ("Carry On on host-b (pid 42)") */
          ? g_strdup_printf (_("%1$s; %2$s controls this host"), label, who)
          /* Translators: %1$s is a failure's label ("server overloaded"),
           * %2$s the other supervisor, %3$s the agent host's name ("Claude Code") */
          : g_strdup_printf (_("%1$s; %2$s controls this host (update the %3$s plugin to take control here)"),
                             label, who, carry_on_host_get_name (s->host));

        g_clear_pointer (&s->observed_failure, carry_on_failure_free);
        s->observed_failure = g_boxed_copy (CARRY_ON_TYPE_FAILURE, failure);
        _carry_on_session_set_reason (s, reason);
        _carry_on_session_set_state (s, _carry_on_supervisor_resting_state (self, s));
        /* Translators: a history line. %1$s is an optional lead-in such as
         * "picked up: " (translated on its own; empty for a failure just
         * seen), %2$s the failure's label ("server overloaded"), %3$s the
         * other supervisor */
        _carry_on_supervisor_decide (self, s, CARRY_ON_DECISION_IGNORED, _("%1$s%2$s; %3$s controls this host and decides"), prefix, label, who);
      }
      return;

    case CARRY_ON_PLAN_IGNORE_HOST_CONTINUES:
    case CARRY_ON_PLAN_IGNORE_NOTHING:
    case CARRY_ON_PLAN_IGNORE_SUBAGENT:
    case CARRY_ON_PLAN_IGNORE_OURS:
    case CARRY_ON_PLAN_IGNORE_NOT_OURS:
    case CARRY_ON_PLAN_IGNORE_IN_FLIGHT:
    case CARRY_ON_PLAN_IGNORE_SOONER:
    default:
      _carry_on_session_set_state (s, _carry_on_supervisor_resting_state (self, s));
      /* Translators: a history line. %1$s is an optional lead-in such as
       * "picked up: " (translated on its own; empty for a failure just seen),
       * %2$s the failure's label ("server overloaded") */
      _carry_on_supervisor_decide (self, s, CARRY_ON_DECISION_IGNORED,
              _("%1$s%2$s; the host continues this session itself after the reset"), prefix, label);
      return;
    }
}

void
_carry_on_supervisor_send_continue (CarryOnSupervisor *self,
               CarryOnSession    *s)
{
  CarryOnHost *host = s->host;
  g_autoptr(CarryOnMessage) msg = NULL;
  g_autofree char *uuid = NULL;
  g_autofree char *text = NULL;
  gboolean is_reset = s->due_is_reset;

  CarryOnPolicyEvent event = { .kind = CARRY_ON_POLICY_EVENT_DUE };
  g_auto(CarryOnPlan) plan = { 0 };

  _carry_on_supervisor_ask_policy (self, s, &event, &plan);
  switch (plan.kind)
    {
    case CARRY_ON_PLAN_IGNORE:
      if (plan.ignore == CARRY_ON_PLAN_IGNORE_OFF)
        {
          _carry_on_supervisor_disarm (self, s);
          _carry_on_session_set_state (s, CARRY_ON_SESSION_STATE_OFF);
        }
      return;  /* at most one continue in flight */

    case CARRY_ON_PLAN_GIVE_UP:
      _carry_on_supervisor_give_up (self, s, plan.reason);
      return;

    case CARRY_ON_PLAN_WAIT:
      /* Keep it due: it goes out when the turn ends, or when the host is
       * back with control. */
      s->fire_when_idle = TRUE;
      _carry_on_session_set_state (s, CARRY_ON_SESSION_STATE_WAITING);
      if (s->turn_running)
        _carry_on_supervisor_note (self, s, "%s", _("continue due; waiting for the running turn to end"));
      else if (self->connectivity != NULL && !carry_on_connectivity_get_online (self->connectivity))
        /* Translators: a history line; %s is why the machine is offline ("no network") */
        _carry_on_supervisor_note (self, s, _("continue due; offline (%s): it waits, not counted"),
                                   carry_on_connectivity_get_reason (self->connectivity));
      else
        _carry_on_supervisor_note (self, s, "%s", host == NULL ? _("continue due; waiting for the host to come back")
                                                               : _("continue due; another supervisor holds control of this host"));
      _carry_on_supervisor_recount (self, s);
      return;

    case CARRY_ON_PLAN_SEND:
      break;

    case CARRY_ON_PLAN_CANCEL:
    case CARRY_ON_PLAN_SCHEDULE:
    case CARRY_ON_PLAN_RECOVERED:
    default:
      g_return_if_reached ();
    }

  uuid = g_uuid_string_random ();
  s->inflight_request = g_strdup_printf ("co-%s", uuid);
  s->fire_when_idle = FALSE;
  s->pending = PENDING_NONE;
  _carry_on_session_set_due (s, 0, FALSE);
  _carry_on_session_set_count (s, s->count + 1);
  _carry_on_session_set_total (s, s->total + 1);
  if (is_reset)
    s->reset_resumed_at = wall_now (self);
  else if (s->reset_refusals == 0)
    s->reset_resumed_at = 0;
  _carry_on_session_set_state (s, CARRY_ON_SESSION_STATE_CONTINUING);

  /* On disk before on the wire: a crash right after sending must find
   * the request id, so the restarted supervisor never sends it again.
   * Only this session's record is written and synced. */
  _carry_on_supervisor_save_before_send (self, s);

  text = is_reset ? carry_on_settings_dup_limit_prompt (self->settings)
                  : carry_on_settings_dup_continue_prompt (self->settings);
  msg = carry_on_message_new_prompt_submit (s->inflight_request, s->id, text);

  if (!carry_on_host_send (host, msg))
    {
      g_clear_pointer (&s->inflight_request, g_free);
      _carry_on_session_set_count (s, s->count - 1);
      _carry_on_session_set_total (s, s->total - 1);
      s->fire_when_idle = TRUE;
      _carry_on_session_set_state (s, CARRY_ON_SESSION_STATE_WAITING);
      _carry_on_supervisor_note (self, s, "%s", _("continue due; the host connection is not ready"));
      _carry_on_supervisor_recount (self, s);
      return;
    }

  if (s->retry_once)
    _carry_on_supervisor_decide (self, s, CARRY_ON_DECISION_SENT, "%s", _("sent the one continue you asked for"));
  else
    /* Translators: a history line; the continue's number in a row and the limit */
    _carry_on_supervisor_decide (self, s, CARRY_ON_DECISION_SENT, _("sent continue (%u/%u)"), s->count, s->limit);
}

/* ------------------------------------------------------------------ */
/* GObject                                                             */

static void
carry_on_supervisor_dispose (GObject *object)
{
  CarryOnSupervisor *self = CARRY_ON_SUPERVISOR (object);
  GHashTableIter iter;
  gpointer value;

  if (self->store != NULL)
    carry_on_supervisor_save_state (self);
  carry_on_supervisor_set_connectivity (self, NULL);

  if (self->by_key != NULL)
    {
      g_hash_table_iter_init (&iter, self->by_key);
      while (g_hash_table_iter_next (&iter, NULL, &value))
        {
          CarryOnSession *s = value;

          carry_on_clock_cancel (self->clock, s->timer_id);
          s->timer_id = 0;
          s->supervisor = NULL;
          g_signal_handlers_disconnect_by_data (s, self);
        }
    }

  if (self->hosts != NULL)
    {
      guint n = g_list_model_get_n_items (G_LIST_MODEL (self->hosts));

      for (guint i = 0; i < n; i++)
        {
          g_autoptr(CarryOnHost) host = g_list_model_get_item (G_LIST_MODEL (self->hosts), i);

          g_signal_handlers_disconnect_by_data (host, self);
        }
    }

  if (self->settings != NULL)
    g_signal_handlers_disconnect_by_data (self->settings, self);
  _carry_on_supervisor_clear_commands (self);

  g_clear_object (&self->hosts);
  g_clear_object (&self->sessions);
  g_clear_pointer (&self->by_route, g_hash_table_unref);
  g_clear_pointer (&self->by_key, g_hash_table_unref);
  g_clear_pointer (&self->per_host, g_hash_table_unref);
  g_clear_pointer (&self->over_cap, g_hash_table_unref);
  g_clear_pointer (&self->departed, g_hash_table_unref);
  g_clear_pointer (&self->dirty, g_hash_table_unref);
  g_clear_object (&self->store);
  g_clear_object (&self->actions);
  g_clear_object (&self->classifier);
  g_clear_object (&self->settings);
  g_clear_object (&self->clock);

  G_OBJECT_CLASS (carry_on_supervisor_parent_class)->dispose (object);
}

static void
carry_on_supervisor_finalize (GObject *object)
{
  CarryOnSupervisor *self = CARRY_ON_SUPERVISOR (object);

  g_clear_pointer (&self->rand, g_rand_free);

  G_OBJECT_CLASS (carry_on_supervisor_parent_class)->finalize (object);
}

static void
carry_on_supervisor_get_property (GObject    *object,
                                  guint       prop_id,
                                  GValue     *value,
                                  GParamSpec *pspec)
{
  CarryOnSupervisor *self = CARRY_ON_SUPERVISOR (object);

  switch (prop_id)
    {
    case PROP_N_PENDING: g_value_set_uint (value, self->n_pending); break;
    case PROP_N_GAVE_UP: g_value_set_uint (value, self->n_gave_up); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
carry_on_supervisor_class_init (CarryOnSupervisorClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = carry_on_supervisor_dispose;
  object_class->finalize = carry_on_supervisor_finalize;
  object_class->get_property = carry_on_supervisor_get_property;

  properties[PROP_N_PENDING] = g_param_spec_uint ("n-pending", NULL, NULL, 0, G_MAXUINT, 0,
                                                  G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_N_GAVE_UP] = g_param_spec_uint ("n-gave-up", NULL, NULL, 0, G_MAXUINT, 0,
                                                  G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * CarryOnSupervisor::decision:
   * @session: the session decided on
   * @decision: a #CarryOnDecision (as an int)
   * @text: the human line, as in the history
   */
  signals[DECISION] = g_signal_new ("decision", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                    0, NULL, NULL, NULL, G_TYPE_NONE, 3,
                                    CARRY_ON_TYPE_SESSION, G_TYPE_INT, G_TYPE_STRING);
}

static void
carry_on_supervisor_init (CarryOnSupervisor *self)
{
  self->hosts = g_list_store_new (CARRY_ON_TYPE_HOST);
  self->sessions = g_list_store_new (CARRY_ON_TYPE_SESSION);
  self->by_key = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_object_unref);
  self->by_route = g_hash_table_new (g_str_hash, g_str_equal);
  self->per_host = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  self->over_cap = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  self->departed = g_hash_table_new_full (g_str_hash, g_str_equal, NULL, (GDestroyNotify) carry_on_saved_session_free);
  self->dirty = g_hash_table_new_full (NULL, NULL, g_object_unref, NULL);
  self->classifier = carry_on_classifier_new ();
  self->rand = g_rand_new ();
}

static void
on_extra_transient_changed (CarryOnSettings   *settings,
                            const char        *key,
                            CarryOnSupervisor *self)
{
  g_auto(GStrv) texts = carry_on_settings_dup_extra_transient (settings);

  carry_on_classifier_set_extra_transient (self->classifier, (const char * const *) texts);
}

/**
 * carry_on_supervisor_new:
 * @settings: (transfer none): the settings to follow
 * @clock: (transfer none): the clock for backoffs and reset instants
 *
 * Returns: (transfer full): a supervisor with no hosts
 */
CarryOnSupervisor *
carry_on_supervisor_new (CarryOnSettings *settings,
                         CarryOnClock    *clock)
{
  CarryOnSupervisor *self;

  g_return_val_if_fail (CARRY_ON_IS_SETTINGS (settings), NULL);
  g_return_val_if_fail (CARRY_ON_IS_CLOCK (clock), NULL);

  self = g_object_new (CARRY_ON_TYPE_SUPERVISOR, NULL);
  self->settings = g_object_ref (settings);
  self->clock = g_object_ref (clock);
  self->enabled = carry_on_settings_get_enabled (settings);

  _carry_on_supervisor_setup_actions (self);
  _carry_on_supervisor_setup_commands (self);
  g_signal_connect (settings, "changed::extra-transient-texts", G_CALLBACK (on_extra_transient_changed), self);
  on_extra_transient_changed (settings, NULL, self);

  return self;
}

GListModel *
carry_on_supervisor_get_hosts (CarryOnSupervisor *self)
{
  g_return_val_if_fail (CARRY_ON_IS_SUPERVISOR (self), NULL);
  return G_LIST_MODEL (self->hosts);
}

GListModel *
carry_on_supervisor_get_sessions (CarryOnSupervisor *self)
{
  g_return_val_if_fail (CARRY_ON_IS_SUPERVISOR (self), NULL);
  return G_LIST_MODEL (self->sessions);
}

CarryOnSession *
carry_on_supervisor_lookup_session (CarryOnSupervisor *self,
                                    const char        *key)
{
  g_return_val_if_fail (CARRY_ON_IS_SUPERVISOR (self), NULL);
  g_return_val_if_fail (key != NULL, NULL);
  return g_hash_table_lookup (self->by_key, key);
}

GActionGroup *
carry_on_supervisor_get_actions (CarryOnSupervisor *self)
{
  g_return_val_if_fail (CARRY_ON_IS_SUPERVISOR (self), NULL);
  return G_ACTION_GROUP (self->actions);
}

guint
carry_on_supervisor_get_n_pending (CarryOnSupervisor *self)
{
  g_return_val_if_fail (CARRY_ON_IS_SUPERVISOR (self), 0);
  return self->n_pending;
}

guint
carry_on_supervisor_get_n_gave_up (CarryOnSupervisor *self)
{
  g_return_val_if_fail (CARRY_ON_IS_SUPERVISOR (self), 0);
  return self->n_gave_up;
}
