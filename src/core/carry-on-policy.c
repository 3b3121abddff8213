/* carry-on-policy.c
 *
 * SPDX-FileCopyrightText: 2026 The Carry On authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "carry-on-policy.h"

static const gint64 steady_ladder_s[] = { 5, 15, 45, 135, 300 };
static const gint64 limit_ladder_min[] = { 5, 10, 20, 40, 60 };

gint64
carry_on_policy_spread_ms (guint index,
                           guint count)
{
  gint64 step_ms = MIN (CARRY_ON_RECOVERY_STEP_MS,
                        CARRY_ON_RECOVERY_SPREAD_MS / ((gint64) MAX (count, 1) + 1));

  return step_ms * ((gint64) index + 1);
}

const char *
carry_on_backoff_preset_to_string (CarryOnBackoffPreset preset)
{
  switch (preset)
    {
    case CARRY_ON_BACKOFF_DOUBLING: return "doubling";
    case CARRY_ON_BACKOFF_QUICK:    return "quick";
    case CARRY_ON_BACKOFF_STEADY:
    default:                        return "steady";
    }
}

CarryOnBackoffPreset
carry_on_backoff_preset_from_string (const char *str)
{
  if (g_strcmp0 (str, "doubling") == 0)
    return CARRY_ON_BACKOFF_DOUBLING;
  if (g_strcmp0 (str, "quick") == 0)
    return CARRY_ON_BACKOFF_QUICK;
  return CARRY_ON_BACKOFF_STEADY;
}

static double
rand_double (GRand *rand)
{
  return rand != NULL ? g_rand_double (rand) : g_random_double ();
}

gint64
carry_on_policy_backoff_ms (CarryOnBackoffPreset preset,
                            guint                attempt,
                            gboolean             jitter,
                            GRand               *rand)
{
  gint64 ms;

  switch (preset)
    {
    case CARRY_ON_BACKOFF_DOUBLING:
      /* 30 s, 60 s, 120 s, then 240 s each. */
      ms = 30000 << MIN (attempt, 3u);
      break;

    case CARRY_ON_BACKOFF_QUICK:
      /* Flat and already random: 1–2 s.  Jitter adds nothing. */
      return 1000 + (gint64) (rand_double (rand) * 1000.0);

    case CARRY_ON_BACKOFF_STEADY:
    default:
      ms = steady_ladder_s[MIN (attempt, G_N_ELEMENTS (steady_ladder_s) - 1)] * 1000;
      break;
    }

  if (jitter)
    {
      double factor = 0.8 + rand_double (rand) * 0.4;

      ms = MAX ((gint64) (ms * factor), 1000);
    }

  return ms;
}

gint64
carry_on_policy_limit_backoff_ms (guint attempt)
{
  return limit_ladder_min[MIN (attempt, G_N_ELEMENTS (limit_ladder_min) - 1)] * 60 * 1000;
}

gint64
carry_on_policy_resume_us (gint64   resets_at,
                           gboolean structured,
                           guint    margin_s)
{
  guint floor_s = structured ? CARRY_ON_RESUME_STRUCTURED_MIN_S : CARRY_ON_RESUME_TEXT_MIN_S;

  return (resets_at + (gint64) MAX (margin_s, floor_s)) * G_USEC_PER_SEC;
}

void
carry_on_plan_clear (CarryOnPlan *plan)
{
  g_clear_pointer (&plan->reason, g_free);
}

static void
ignore (CarryOnPlan       *plan,
        CarryOnPlanIgnore  why)
{
  plan->kind = CARRY_ON_PLAN_IGNORE;
  plan->ignore = why;
}

static void
give_up (CarryOnPlan *plan,
         char        *reason)
{
  plan->kind = CARRY_ON_PLAN_GIVE_UP;
  plan->reason = reason;
}

static void
schedule_in (CarryOnPlan                 *plan,
             const CarryOnContinueRecord *record,
             gint64                       delay_ms)
{
  plan->kind = CARRY_ON_PLAN_SCHEDULE;
  plan->clock = CARRY_ON_PLAN_CLOCK_MONOTONIC;
  plan->delay_ms = delay_ms;
  plan->attempt = record->count + 1;
}

/* The next backoff, the provider's retry-after when longer. */
static gint64
backoff_ms (const CarryOnContinueRecord *record,
            const CarryOnPolicySettings *settings,
            gint64                       retry_after_ms)
{
  gint64 ms = carry_on_policy_backoff_ms (settings->preset, record->count, FALSE, NULL);

  if (settings->preset != CARRY_ON_BACKOFF_QUICK && settings->jitter != 1.0)
    ms = MAX ((gint64) (ms * CLAMP (settings->jitter, 0.8, 1.2)), 1000);
  if (retry_after_ms > ms)
    ms = MIN (retry_after_ms, CARRY_ON_RETRY_AFTER_MAX_MS);
  return ms;
}

/* Limit in a row, then the total cap.  Returns whether one gave up. */
static gboolean
over_limits (const CarryOnContinueRecord *record,
             const CarryOnPolicySettings *settings,
             CarryOnPlan                 *plan)
{
  if (record->count >= record->limit)
    {
      /* Translators: why a session gave up; %u is the limit of continues in a row */
      give_up (plan, g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "limit reached (%u in a row)",
                                                   "limit reached (%u in a row)", record->limit),
                                      record->limit));
      return TRUE;
    }
  if (settings->total_cap != 0 && record->total >= settings->total_cap)
    {
      /* Translators: why a session gave up; %u is the cap on continues in all */
      give_up (plan, g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "cap reached (%u continue in all)",
                                                   "cap reached (%u continues in all)", settings->total_cap),
                                      settings->total_cap));
      return TRUE;
    }
  return FALSE;
}

static void
decide_failed (const CarryOnContinueRecord *record,
               const CarryOnPolicyEvent    *event,
               const CarryOnPolicySettings *settings,
               gint64                       now_us,
               CarryOnPlan                 *plan)
{
  const gint64 window_us = (gint64) CARRY_ON_RESET_REFUSAL_WINDOW_S * G_USEC_PER_SEC;
  gboolean limit = event->failure == CARRY_ON_POLICY_FAILURE_LIMIT;

  if (!record->enabled)
    {
      ignore (plan, CARRY_ON_PLAN_IGNORE_OFF);
      return;
    }
  if (record->retry_once)
    {
      /* Translators: why a session gave up; %s is a failure's label ("server overloaded") */
      give_up (plan, g_strdup_printf (_("%s (the one continue you asked for failed too)"), event->label));
      return;
    }
  if (record->observed)
    {
      ignore (plan, CARRY_ON_PLAN_IGNORE_OBSERVED);
      return;
    }
  /* A fatal verdict no rule made, only the text's words, is a guess: one
   * continue first, on the transient ladder, since a wrong give-up parks
   * the session and a wrong retry costs one request (docs/classifier.md,
   * "The default, and why"); failing again after a continue, it gives up */
  if (event->failure == CARRY_ON_POLICY_FAILURE_FATAL && event->failure_guessed && record->count > 0)
    {
      /* Translators: why a session gave up; %s is a failure's label ("unrecognised error that reads as fatal") */
      give_up (plan, g_strdup_printf (_("%s (again after a continue)"), event->label));
      return;
    }
  if (event->failure == CARRY_ON_POLICY_FAILURE_FATAL && !event->failure_guessed)
    {
      /* Translators: why a session gave up; %s is a failure's label ("authentication failed") */
      give_up (plan, g_strdup_printf (_("%s (retrying cannot help)"), event->label));
      return;
    }
  if (limit && record->host_continues_limit)
    {
      ignore (plan, CARRY_ON_PLAN_IGNORE_HOST_CONTINUES);
      return;
    }

  /* Our continue at a reset, refused by the same limit right away: the
   * provider's clock runs behind ours.  Again shortly, not counted. */
  if (limit && !event->reset_from_retry_after && record->reset_resumed_at != 0 &&
      record->reset_refusals < CARRY_ON_RESET_REFUSALS_MAX &&
      now_us - record->reset_resumed_at <= window_us &&
      (event->resets_at <= 0 || event->resets_at * G_USEC_PER_SEC <= record->reset_resumed_at + window_us))
    {
      gint64 resume = now_us + (gint64) CARRY_ON_RESET_REFUSAL_RETRY_S * (record->reset_refusals + 1) * G_USEC_PER_SEC;

      if (event->resets_at > 0)
        resume = MAX (resume, carry_on_policy_resume_us (event->resets_at, event->resets_at_structured,
                                                         settings->resume_margin_s));
      plan->kind = CARRY_ON_PLAN_SCHEDULE;
      plan->clock = CARRY_ON_PLAN_CLOCK_WALL;
      plan->wall_us = resume;
      plan->is_reset = TRUE;
      plan->reset_refusal = TRUE;
      plan->attempt = record->count > 0 ? record->count : 1;
      return;
    }

  if (over_limits (record, settings, plan))
    return;

  /* A reset or retry-after beyond any real window: not believed. */
  {
    const gint64 max_s = CARRY_ON_POLICY_MAX_RESET_AHEAD_S;
    gint64 resets_at = event->resets_at;
    gint64 retry_after_ms = event->retry_after_ms;

    if (retry_after_ms > 0 && retry_after_ms / 1000 > max_s)
      {
        plan->refused_reset = retry_after_ms;
        plan->refused_is_retry_after = TRUE;
        retry_after_ms = -1;
        resets_at = -1;   /* the classifier's now + retry-after */
      }
    if (resets_at > 0 && resets_at - now_us / G_USEC_PER_SEC > max_s)
      {
        plan->refused_reset = resets_at;
        resets_at = -1;
      }
    if (plan->refused_reset != 0)
      {
        if (limit)
          schedule_in (plan, record, carry_on_policy_limit_backoff_ms (record->count));
        else
          schedule_in (plan, record, backoff_ms (record, settings, -1));
        return;
      }
  }

  /* A throttle's retry-after: exactly when the provider says, no margin
   * (it is relative, so no clock difference to cover). */
  if (limit && event->reset_from_retry_after && event->retry_after_ms > 0)
    {
      if (!settings->resume_after_limit)
        {
          /* Translators: why a session gave up; %s is a failure's label ("usage limit") */
          give_up (plan, g_strdup_printf (_("%s; resuming after usage limits is off"), event->label));
          return;
        }
      plan->kind = CARRY_ON_PLAN_SCHEDULE;
      plan->clock = CARRY_ON_PLAN_CLOCK_WALL;
      plan->wall_us = now_us + event->retry_after_ms * 1000;
      plan->is_reset = TRUE;
      plan->attempt = record->count + 1;
      return;
    }

  if (limit && event->resets_at > 0)
    {
      if (!settings->resume_after_limit)
        {
          /* Translators: why a session gave up; %s is a failure's label ("usage limit") */
          give_up (plan, g_strdup_printf (_("%s; resuming after usage limits is off"), event->label));
          return;
        }
      plan->kind = CARRY_ON_PLAN_SCHEDULE;
      plan->clock = CARRY_ON_PLAN_CLOCK_WALL;
      plan->wall_us = MAX (carry_on_policy_resume_us (event->resets_at, event->resets_at_structured,
                                                      settings->resume_margin_s), now_us);
      plan->is_reset = TRUE;
      plan->attempt = record->count + 1;
      return;
    }

  if (limit && event->retry_after_ms <= 0)
    {
      schedule_in (plan, record, carry_on_policy_limit_backoff_ms (record->count));
      return;
    }
  schedule_in (plan, record, backoff_ms (record, settings, event->retry_after_ms));
}

static void
decide_dropped (const CarryOnContinueRecord *record,
                const CarryOnPolicyEvent    *event,
                const CarryOnPolicySettings *settings,
                CarryOnPlan                 *plan)
{
  const char *drop = event->drop != NULL ? event->drop : _("no reason given");

  if (record->retry_once)
    {
      /* Translators: why a session gave up; %s is the host's reason (its own text) */
      give_up (plan, g_strdup_printf (_("the host dropped the one continue you asked for (%s)"), drop));
      return;
    }
  /* The Claude Code plugin drops a continue after the person stopped the
   * session, until they type ("the session was stopped and nobody has sent
   * input since"): waiting cannot help, their prompt will. */
  if (strstr (drop, "stopped") != NULL && strstr (drop, "input") != NULL)
    {
      /* Translators: why a session gave up; %s is the host's reason (its own text) */
      give_up (plan, g_strdup_printf (_("the host refuses input until you type (%s)"), drop));
      return;
    }
  if (record->drops_in_row + 1 >= CARRY_ON_MAX_DROPS_IN_ROW)
    {
      /* Translators: why a session gave up.  %1$u is how many continues
       * in a row the host refused, %2$s its reason (its own text) */
      give_up (plan, g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "the host refused %1$u time (%2$s)",
                                                   "the host refused %1$u times (%2$s)", record->drops_in_row + 1),
                                      record->drops_in_row + 1, drop));
      return;
    }
  schedule_in (plan, record, backoff_ms (record, settings, -1));
}

void
carry_on_policy_decide (const CarryOnContinueRecord *record,
                        const CarryOnPolicyEvent    *event,
                        const CarryOnPolicySettings *settings,
                        gint64                       now_us,
                        CarryOnPlan                 *plan)
{
  g_return_if_fail (record != NULL && event != NULL && settings != NULL && plan != NULL);

  memset (plan, 0, sizeof *plan);
  ignore (plan, CARRY_ON_PLAN_IGNORE_NOTHING);

  switch (event->kind)
    {
    case CARRY_ON_POLICY_EVENT_TURN_FAILED:
      if (event->subagent)
        {
          ignore (plan, CARRY_ON_PLAN_IGNORE_SUBAGENT);
          return;
        }
      {
        decide_failed (record, event, settings, now_us, plan);
        return;
      }

    case CARRY_ON_POLICY_EVENT_TURN_ANSWERED:
      if (event->subagent)
        {
          ignore (plan, CARRY_ON_PLAN_IGNORE_SUBAGENT);
          return;
        }
      if (record->count > 0 || record->gave_up)
        plan->kind = CARRY_ON_PLAN_RECOVERED;
      return;

    case CARRY_ON_POLICY_EVENT_TURN_ABORTED:
      /* The person interrupted, or the model refused: they are there and
       * in charge.  Never continue this. */
      if (event->subagent)
        {
          ignore (plan, CARRY_ON_PLAN_IGNORE_SUBAGENT);
          return;
        }
      if (record->pending)
        plan->kind = CARRY_ON_PLAN_CANCEL;
      return;

    case CARRY_ON_POLICY_EVENT_PROMPT:
      switch (event->prompter)
        {
        case CARRY_ON_POLICY_PROMPTER_PERSON:
          plan->kind = CARRY_ON_PLAN_CANCEL;
          plan->reset_count = TRUE;
          return;
        case CARRY_ON_POLICY_PROMPTER_SUPERVISOR:
          if (event->request_id != NULL &&
              (g_strcmp0 (event->request_id, record->inflight_request) == 0 ||
               g_strcmp0 (event->request_id, record->accepted_request) == 0))
            {
              ignore (plan, CARRY_ON_PLAN_IGNORE_OURS);
              return;
            }
          {
            ignore (plan, CARRY_ON_PLAN_IGNORE_NOT_OURS);
            return;
          }
        case CARRY_ON_POLICY_PROMPTER_AUTOMATED:
        default:
          return;
        }

    case CARRY_ON_POLICY_EVENT_DUE:
      if (record->inflight_request != NULL)
        {
          ignore (plan, CARRY_ON_PLAN_IGNORE_IN_FLIGHT);
          return;
        }
      if (!record->enabled)
        {
          ignore (plan, CARRY_ON_PLAN_IGNORE_OFF);
          return;
        }
      /* Offline: a continue now would fail again and count; it waits,
       * uncounted, for the network (the supervisor spreads them then). */
      if (record->turn_running || !record->host_ready || record->offline)
        {
          plan->kind = CARRY_ON_PLAN_WAIT;
          return;
        }
      if (!record->retry_once && over_limits (record, settings, plan))
        return;
      plan->kind = CARRY_ON_PLAN_SEND;
      plan->attempt = record->count + 1;
      return;

    case CARRY_ON_POLICY_EVENT_DROPPED:
      {
        decide_dropped (record, event, settings, plan);
        return;
      }

    case CARRY_ON_POLICY_EVENT_PROVIDER_BACK:
      {
        gint64 delay_ms = carry_on_policy_spread_ms (event->spread_index, event->spread_count);

        if (!settings->cross_session || !record->pending || !record->pending_transient)
          return;
        if (record->pending_in_ms <= delay_ms)
          {
            ignore (plan, CARRY_ON_PLAN_IGNORE_SOONER);
            return;
          }
        schedule_in (plan, record, delay_ms);
        return;
      }

    default:
      return;
    }
}
