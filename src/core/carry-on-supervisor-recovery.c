/* carry-on-supervisor-recovery.c
 *
 * SPDX-FileCopyrightText: 2026 The Carry On authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Cross-session recovery: when one session's provider answers again, or a
 * usage window resets, the other sessions waiting on the same provider
 * continue early, spread over CARRY_ON_RECOVERY_SPREAD_MS instead of one
 * burst; and when the network comes back, the continues held while offline
 * go out spread the same way.  The policy says when (the spread, whether a
 * session's plan allows it); this file finds the sessions and arms them.
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "carry-on-duration.h"
#include "carry-on-supervisor-private.h"

static const char *
provider_key (CarryOnSession *s)
{
  if (s->failure_provider != NULL)
    return s->failure_provider;
  if (s->provider != NULL)
    return s->provider;
  return s->host_kind;
}

/* Brings the continues of @sessions forward, the i-th to i+1 steps from
 * now, so that however many there are they go out within
 * CARRY_ON_RECOVERY_SPREAD_MS: not in one burst, not one per second for
 * minutes.  For an early recovery (@is_reset FALSE) a continue already due
 * sooner keeps its time; sessions resuming after a reset are all due now
 * and are spread from now. */
static void
spread_early (CarryOnSupervisor *self,
              GPtrArray         *sessions,
              gboolean           is_reset,
              const char        *why)
{
  if (sessions->len == 0)
    return;

  for (guint i = 0; i < sessions->len; i++)
    {
      CarryOnSession *o = g_ptr_array_index (sessions, i);
      gint64 delay_ms = carry_on_policy_spread_ms (i, sessions->len);

      if (!is_reset)
        {
          CarryOnPolicyEvent event = {
            .kind = CARRY_ON_POLICY_EVENT_PROVIDER_BACK,
            .spread_index = i,
            .spread_count = sessions->len,
          };
          g_auto(CarryOnPlan) plan = { 0 };

          _carry_on_supervisor_ask_policy (self, o, &event, &plan);
          if (plan.kind != CARRY_ON_PLAN_SCHEDULE)
            continue;
          delay_ms = plan.delay_ms;
        }
      _carry_on_supervisor_arm_backoff (self, o, delay_ms, is_reset);
      {
        g_autofree char *in = carry_on_format_duration_ms (delay_ms);

        /* A decision like any other: the new time is in the log, the
         * host's transcript and the window, not only in the history. */
        /* Translators: a history line.  %1$s is why the continue comes
         * early ("usage window reset: resuming with the others"), %2$s
         * a duration ("5 s", "2 min"), %3$u/%4$u the continue's number
         * in a row and the limit. */
        _carry_on_supervisor_decide (self, o, CARRY_ON_DECISION_SCHEDULED, _("%1$s; continuing in %2$s (%3$u/%4$u)"),
                why, in, o->count + 1, o->limit);
      }
    }
}

/* Sessions other than @s waiting like it: on the same provider, with a
 * pending continue of @kind (and, for a reset, due by @s's reset). */
static GPtrArray *
collect_waiting (CarryOnSupervisor *self,
                 CarryOnSession    *s,
                 PendingKind        kind)
{
  GPtrArray *waiting = g_ptr_array_new ();
  const char *provider = provider_key (s);
  GHashTableIter iter;
  gpointer value;

  g_hash_table_iter_init (&iter, self->by_key);
  while (g_hash_table_iter_next (&iter, NULL, &value))
    {
      CarryOnSession *o = value;

      if (o == s || o->pending != kind || g_strcmp0 (provider_key (o), provider) != 0)
        continue;
      if (kind == PENDING_RESET ? o->due <= s->due
                                : o->last_verdict == CARRY_ON_VERDICT_TRANSIENT)
        g_ptr_array_add (waiting, o);
    }
  return waiting;
}

/* The other sessions due by @s's usage-limit reset (cross-session on). */
GPtrArray *
_carry_on_supervisor_collect_reset_waiting (CarryOnSupervisor *self,
                                            CarryOnSession    *s)
{
  return collect_waiting (self, s, PENDING_RESET);
}

/* They resume with @s, spread from now. */
void
_carry_on_supervisor_resume_after_reset (CarryOnSupervisor *self,
                                         GPtrArray         *others)
{
  spread_early (self, others, TRUE, _("usage window reset: resuming with the others"));
}

/* Sessions of @provider waiting out a transient ladder continue early,
 * spread over CARRY_ON_RECOVERY_SPREAD_MS at most. */
void
_carry_on_supervisor_recover_provider (CarryOnSupervisor *self,
                                       CarryOnSession    *answered)
{
  g_autoptr(GPtrArray) waiting = NULL;
  g_autofree char *why = NULL;

  if (!carry_on_settings_get_cross_session (self->settings))
    return;

  waiting = collect_waiting (self, answered, PENDING_BACKOFF);
  /* Translators: %s is a provider ("anthropic") or an agent host's kind */
  why = g_strdup_printf (_("%s answers again: continuing early"), provider_key (answered));
  spread_early (self, waiting, FALSE, why);
}

/* Online again: the continues that fell due while offline go out, spread
 * as after a provider's recovery so a dozen sessions do not hit the
 * network in the same second. */
static void
on_online_changed (CarryOnConnectivity *connectivity,
                   GParamSpec          *pspec,
                   CarryOnSupervisor   *self)
{
  g_autoptr(GPtrArray) held = NULL;
  GHashTableIter iter;
  gpointer value;

  if (!carry_on_connectivity_get_online (connectivity))
    return;

  held = g_ptr_array_new ();
  g_hash_table_iter_init (&iter, self->by_key);
  while (g_hash_table_iter_next (&iter, NULL, &value))
    {
      CarryOnSession *s = value;

      if (s->fire_when_idle && !s->turn_running && s->inflight_request == NULL
          && s->host != NULL && carry_on_host_is_controller (s->host))
        g_ptr_array_add (held, s);
    }
  if (held->len == 0)
    return;

  /* The i-th goes i+1 steps from now, all within the recovery spread. */
  {
    for (guint i = 0; i < held->len; i++)
      {
        CarryOnSession *o = g_ptr_array_index (held, i);
        gint64 delay_ms = carry_on_policy_spread_ms (i, held->len);
        g_autofree char *in = carry_on_format_duration_ms (delay_ms);

        _carry_on_supervisor_arm_backoff (self, o, delay_ms, o->due_is_reset);
        /* Translators: a history line.  %1$s is a duration ("5 s"),
         * %2$u/%3$u the continue's number in a row and the limit. */
        _carry_on_supervisor_decide (self, o, CARRY_ON_DECISION_SCHEDULED, _("online again; continuing in %1$s (%2$u/%3$u)"),
                                     in, o->count + 1, o->limit);
        _carry_on_supervisor_recount (self, o);
      }
  }
}

void
carry_on_supervisor_set_connectivity (CarryOnSupervisor   *self,
                                      CarryOnConnectivity *connectivity)
{
  g_return_if_fail (CARRY_ON_IS_SUPERVISOR (self));
  g_return_if_fail (connectivity == NULL || CARRY_ON_IS_CONNECTIVITY (connectivity));

  if (self->connectivity != NULL)
    g_signal_handlers_disconnect_by_data (self->connectivity, self);
  g_set_object (&self->connectivity, connectivity);
  if (connectivity != NULL)
    g_signal_connect (connectivity, "notify::online", G_CALLBACK (on_online_changed), self);
}
