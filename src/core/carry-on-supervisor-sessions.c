/* carry-on-supervisor-sessions.c
 *
 * SPDX-FileCopyrightText: 2026 The Carry On authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The supervisor's sessions: found by host instance and session id, made
 * when a host first reports one (with what was saved of it), ended or kept
 * as departed when the host lets go, and reconciled with a host's
 * `sessions` snapshot after every (re)connect.
 */
#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "carry-on-duration.h"
#include "carry-on-policy.h"
#include "carry-on-supervisor-private.h"

int
_carry_on_supervisor_compare_sessions (gconstpointer a,
                                       gconstpointer b,
                                       gpointer      user_data)
{
  CarryOnSession *sa = (CarryOnSession *) a;
  CarryOnSession *sb = (CarryOnSession *) b;
  int r = g_strcmp0 (sa->host_kind, sb->host_kind);

  if (r != 0)
    return r;
  r = strcmp (_carry_on_session_get_title_key (sa), _carry_on_session_get_title_key (sb));
  return r != 0 ? r : g_strcmp0 (sa->key, sb->key);
}

static int
compare_session_ptrs (gconstpointer a,
                      gconstpointer b,
                      gpointer      user_data)
{
  return _carry_on_supervisor_compare_sessions (*(gpointer *) a, *(gpointer *) b, user_data);
}

static void
on_session_enabled (CarryOnSession    *s,
                    GParamSpec        *pspec,
                    CarryOnSupervisor *self)
{
  if (!s->enabled)
    {
      if (!_carry_on_supervisor_cancel_pending (self, s, _("switched off for this session")))
        _carry_on_supervisor_note (self, s, "%s", _("switched off for this session"));
    }
  else
    _carry_on_supervisor_note (self, s, "%s", _("switched on for this session"));
  _carry_on_session_set_state (s, _carry_on_supervisor_resting_state (self, s));
  _carry_on_supervisor_recount (self, s);
  _carry_on_supervisor_mark_dirty (self, s);
}

static void
on_session_limit (CarryOnSession    *s,
                  GParamSpec        *pspec,
                  CarryOnSupervisor *self)
{
  _carry_on_supervisor_mark_dirty (self, s);
}

static gboolean
host_is_connected (CarryOnHost *host)
{
  CarryOnHostState state;

  if (host == NULL)
    return FALSE;
  state = carry_on_host_get_state (host);
  return state == CARRY_ON_HOST_STATE_CONTROLLER || state == CARRY_ON_HOST_STATE_OBSERVER;
}

static void
set_route (CarryOnSupervisor *self,
           CarryOnSession    *s,
           CarryOnHost       *host)
{
  const char *host_id = carry_on_host_get_id (host);

  if (s->route != NULL)
    g_hash_table_remove (self->by_route, s->route);
  g_free (s->route);
  s->route = g_strconcat (host_id, "\n", s->id, NULL);
  g_hash_table_insert (self->by_route, s->route, s);
  _carry_on_session_set_host (s, host, host_id);
  _carry_on_supervisor_sync_control (s);
}

static void
count_for_host (CarryOnSupervisor *self,
                const char        *host_id,
                int                delta)
{
  guint n = GPOINTER_TO_UINT (g_hash_table_lookup (self->per_host, host_id != NULL ? host_id : ""));

  if (host_id == NULL || (delta < 0 && n == 0))
    return;
  g_hash_table_insert (self->per_host, g_strdup (host_id), GUINT_TO_POINTER (n + delta));
}

/* Sessions are routed by host instance and session id: two hosts of one
 * kind that report the same id (two sim-hosts running one scenario, a
 * Claude Code session resumed in two processes) are two sessions, each
 * continued only through its own host.  The key is "<kind>:<id>" for the
 * first holder and "<kind>:<id>@<host id>" for any other live one.  A
 * session whose host is no longer connected moves to a new host reporting
 * its id (it came back in a new process). */
CarryOnSession *
_carry_on_supervisor_lookup_or_create (CarryOnSupervisor *self,
                                       CarryOnHost       *host,
                                       const char        *session_id,
                                       gboolean           create)
{
  const char *kind = carry_on_host_get_kind (host);
  const char *host_id = carry_on_host_get_id (host);
  /* Runs for every message: a concatenation, not a printf. */
  g_autofree char *route = g_strconcat (host_id, "\n", session_id, NULL);
  CarryOnSession *s = g_hash_table_lookup (self->by_route, route);
  g_autofree char *base_key = NULL;
  g_autofree char *key = NULL;
  CarryOnSavedSession *saved;
  CarryOnSession *holder;
  guint n;

  if (s != NULL || !create)
    return s;

  /* per_host counts the sessions served, never the refused: once some
   * end, new ones are taken again.  The warning comes once per host. */
  n = GPOINTER_TO_UINT (g_hash_table_lookup (self->per_host, host_id));
  if (n >= CARRY_ON_PROTOCOL_MAX_SESSIONS)
    {
      if (g_hash_table_add (self->over_cap, g_strdup (host_id)))
        g_warning ("host %s reports more than %u sessions; refusing the rest",
                   host_id, CARRY_ON_PROTOCOL_MAX_SESSIONS);
      return NULL;
    }

  base_key = g_strconcat (kind != NULL ? kind : "unknown", ":", session_id, NULL);
  holder = g_hash_table_lookup (self->by_key, base_key);
  if (holder != NULL && holder->host != (gpointer) host && !host_is_connected (holder->host))
    {
      g_message ("%s: moves from host %s, no longer connected, to host %s",
                 holder->key, holder->host_id != NULL ? holder->host_id : "(none)", host_id);
      count_for_host (self, holder->host_id, -1);
      count_for_host (self, host_id, +1);
      set_route (self, holder, host);
      return holder;
    }

  count_for_host (self, host_id, +1);
  key = holder == NULL ? g_strdup (base_key) : g_strconcat (base_key, "@", host_id, NULL);
  if (holder != NULL)
    g_message ("%s: host %s reports the same session id as host %s; kept apart as %s",
               base_key, host_id, holder->host_id != NULL ? holder->host_id : "(none)", key);

  s = _carry_on_session_new (key, kind, session_id, carry_on_settings_get_default_limit (self->settings));
  s->supervisor = self;
  set_route (self, s, host);
  g_hash_table_insert (self->by_key, g_strdup (s->key), s);

  if ((saved = _carry_on_supervisor_take_departed (self, host_id, key, base_key)) != NULL)
    {
      _carry_on_supervisor_apply_saved (self, s, saved);
      carry_on_saved_session_free (saved);
    }

  if (s->pending == PENDING_NONE)
    _carry_on_session_set_state (s, _carry_on_supervisor_resting_state (self, s));
  g_signal_connect (s, "notify::enabled", G_CALLBACK (on_session_enabled), self);
  g_signal_connect (s, "notify::limit", G_CALLBACK (on_session_limit), self);
  _carry_on_supervisor_watch_status (self, s);
  s->in_model = TRUE;
  _carry_on_supervisor_mark_dirty (self, s);
  if (self->batch != NULL)
    g_ptr_array_add (self->batch, g_object_ref (s));
  else
    g_list_store_insert_sorted (self->sessions, s, _carry_on_supervisor_compare_sessions, NULL);
  return s;
}

/* (nullable): the session @host reports as @session_id, if it is known. */
CarryOnSession *
_carry_on_supervisor_find_session (CarryOnSupervisor *self,
                                   CarryOnHost       *host,
                                   const char        *session_id)
{
  return session_id != NULL ? _carry_on_supervisor_lookup_or_create (self, host, session_id, FALSE) : NULL;
}

void
_carry_on_supervisor_forget_session (CarryOnSupervisor *self,
                                     CarryOnSession    *s,
                                     gboolean           keep_state)
{
  g_autoptr(CarryOnSession) hold = g_object_ref (s);
  guint pos;

  if (keep_state)
    _carry_on_supervisor_depart (self, s);
  else
    _carry_on_supervisor_forget_saved (self, s);

  carry_on_clock_cancel (self->clock, s->timer_id);
  s->timer_id = 0;
  g_signal_handlers_disconnect_by_data (s, self);
  s->supervisor = NULL;

  count_for_host (self, s->host_id, -1);

  if (s->in_model && g_list_store_find (self->sessions, s, &pos))
    g_list_store_remove (self->sessions, pos);
  s->in_model = FALSE;
  if (s->route != NULL)
    g_hash_table_remove (self->by_route, s->route);
  g_clear_pointer (&s->route, g_free);
  g_hash_table_remove (self->by_key, s->key);
  _carry_on_supervisor_recount (self, s);
}

void
_carry_on_supervisor_end_session (CarryOnSupervisor *self,
                                  CarryOnSession    *s,
                                  const char        *why)
{
  if (s->pending != PENDING_NONE || s->fire_when_idle)
    {
      _carry_on_supervisor_disarm (self, s);
      /* Translators: a history line; %s is why ("session ended") */
      _carry_on_supervisor_decide (self, s, CARRY_ON_DECISION_CANCELLED, _("%s: pending continue dropped"), why);
    }
  else
    _carry_on_supervisor_note (self, s, "%s", why);
  _carry_on_session_set_state (s, CARRY_ON_SESSION_STATE_ENDED);
  _carry_on_supervisor_forget_session (self, s, FALSE);
}

void
_carry_on_supervisor_update_from_info (CarryOnSupervisor        *self,
                                       CarryOnSession           *s,
                                       const CarryOnSessionInfo *info)
{
  _carry_on_session_set_title (s, info->title, info->cwd);
  _carry_on_session_set_provider (s, info->provider);
  s->host_continues_limit = info->host_continues_limit;
  s->seen_wall = carry_on_clock_get_wall (self->clock);
}

/* Where @s goes in the sorted model: the number of sessions before it. */
static guint
lower_bound (GListModel     *model,
             CarryOnSession *s)
{
  guint lo = 0;
  guint hi = g_list_model_get_n_items (model);

  while (lo < hi)
    {
      guint mid = lo + (hi - lo) / 2;
      g_autoptr(CarryOnSession) other = g_list_model_get_item (model, mid);

      if (_carry_on_supervisor_compare_sessions (other, s, NULL) < 0)
        lo = mid + 1;
      else
        hi = mid;
    }
  return lo;
}

/* Puts the sessions a snapshot brought into the model with as few
 * items-changed as possible: one for the first snapshot, and then one for
 * each run of new sessions that are neighbours in the order (a host's
 * sessions often are).  The sessions already there stay where they are,
 * so a window keeps their rows; a splice of the whole model made it drop
 * and rebuild every row for each host that arrived. */
void
_carry_on_supervisor_flush_batch (CarryOnSupervisor *self)
{
  g_autoptr(GPtrArray) batch = g_steal_pointer (&self->batch);
  GListModel *model = G_LIST_MODEL (self->sessions);
  g_autoptr(GPtrArray) added = NULL;
  guint run_start = 0;
  guint run_pos = 0;

  if (batch == NULL || batch->len == 0)
    return;

  added = g_ptr_array_new ();
  for (guint i = 0; i < batch->len; i++)
    if (((CarryOnSession *) g_ptr_array_index (batch, i))->in_model)
      g_ptr_array_add (added, g_ptr_array_index (batch, i));
  if (added->len == 0)
    return;
  g_ptr_array_sort_with_data (added, (GCompareDataFunc) compare_session_ptrs, NULL);

  /* added[run_start .. i) all go in at run_pos of the model as it is (into
   * an empty model: one run, one splice). */
  for (guint i = 0; i < added->len; i++)
    {
      guint pos = lower_bound (model, g_ptr_array_index (added, i));

      if (i > run_start && pos != run_pos)
        {
          g_list_store_splice (self->sessions, run_pos, 0, added->pdata + run_start, i - run_start);
          pos += i - run_start;
          run_start = i;
        }
      if (i == run_start)
        run_pos = pos;
    }
  g_list_store_splice (self->sessions, run_pos, 0, added->pdata + run_start, added->len - run_start);
}

static void
log_unreadable_entry (guint       index,
                      const char *why,
                      gpointer    user_data)
{
  g_message ("host %s: snapshot entry %u unreadable: %s", (const char *) user_data, index, why);
}

void
_carry_on_supervisor_reconcile_snapshot (CarryOnSupervisor *self,
                                         CarryOnHost       *host,
                                         CarryOnMessage    *msg)
{
  const char *host_id = carry_on_host_get_id (host);
  g_autoptr(GPtrArray) infos = carry_on_message_dup_sessions (msg, log_unreadable_entry, (gpointer) host_id);
  g_autoptr(GHashTable) present = g_hash_table_new (NULL, NULL);
  /* The same sessions, held, in the snapshot's order. */
  g_autoptr(GPtrArray) present_list = g_ptr_array_new_with_free_func (g_object_unref);
  g_autoptr(GPtrArray) gone = g_ptr_array_new_with_free_func (g_object_unref);
  guint n_served;

  g_assert (self->batch == NULL);
  self->batch = g_ptr_array_new_with_free_func (g_object_unref);

  for (guint i = 0; i < infos->len; i++)
    {
      const CarryOnSessionInfo *info = g_ptr_array_index (infos, i);
      gboolean is_new;
      CarryOnSession *s;

      s = _carry_on_supervisor_lookup_or_create (self, host, info->id, FALSE);
      is_new = s == NULL;
      if (is_new)
        s = _carry_on_supervisor_lookup_or_create (self, host, info->id, TRUE);
      if (s == NULL)
        continue;
      if (g_hash_table_add (present, s))
        g_ptr_array_add (present_list, g_object_ref (s));
      _carry_on_supervisor_update_from_info (self, s, info);
      _carry_on_session_set_turn_running (s, info->turn_running);

      /* A continue we sent before the connection dropped: the host says
       * whether it ran.  It is never sent again. */
      if (s->inflight_request != NULL)
        {
          if (g_strcmp0 (info->last_request_id, s->inflight_request) == 0 &&
              g_strcmp0 (info->last_request_state, "dropped") != 0)
            {
              g_free (s->accepted_request);
              s->accepted_request = g_steal_pointer (&s->inflight_request);
              _carry_on_supervisor_note (self, s, "%s", _("reconnected: the host had taken the continue"));
            }
          else
            {
              gboolean dropped = g_strcmp0 (info->last_request_id, s->inflight_request) == 0;
              gint64 ms;
              g_autofree char *in = NULL;

              g_clear_pointer (&s->inflight_request, g_free);
              if (!dropped)
                {
                  /* It never reached the host: it does not count. */
                  _carry_on_session_set_count (s, s->count > 0 ? s->count - 1 : 0);
                  _carry_on_session_set_total (s, s->total > 0 ? s->total - 1 : 0);
                }
              ms = carry_on_policy_backoff_ms (carry_on_settings_get_backoff_preset (self->settings), s->count,
                                               carry_on_settings_get_jitter (self->settings), self->rand);
              in = carry_on_format_duration_ms (ms);
              _carry_on_supervisor_arm_backoff (self, s, ms, FALSE);
              if (dropped)
                /* Translators: a history line; %s is a duration ("5 s") */
                _carry_on_supervisor_decide (self, s, CARRY_ON_DECISION_DROPPED,
                        _("reconnected: the continue was dropped; trying again in %s"), in);
              else
                /* Translators: a history line; %s is a duration ("5 s") */
                _carry_on_supervisor_decide (self, s, CARRY_ON_DECISION_DROPPED,
                        _("reconnected: the continue never reached the host; trying again in %s"), in);
            }
        }

      /* Another supervisor's continue waits at the host to run (it
       * controlled the host until it lost control to us): ours would be a
       * second one. */
      if ((s->pending != PENDING_NONE || s->fire_when_idle) &&
          g_strcmp0 (info->last_request_state, "queued") == 0 &&
          info->last_request_id != NULL &&
          g_strcmp0 (info->last_request_id, s->inflight_request) != 0 &&
          g_strcmp0 (info->last_request_id, s->accepted_request) != 0)
        _carry_on_supervisor_cancel_pending (self, s, _("another supervisor's continue is queued at the host"));

      if (info->turn_running)
        {
          if (s->pending == PENDING_NONE && !s->fire_when_idle)
            _carry_on_session_set_state (s, _carry_on_supervisor_resting_state (self, s));
          continue;
        }

      /* What `/carry-on status` tells of the last turn after a restart of
       * either side. */
      if (info->last_reason != CARRY_ON_TURN_REASON_NONE && info->last_agent_id == NULL)
        {
          s->last_turn_reason = info->last_reason;
          if (info->last_failure != NULL && s->last_failure == NULL)
            s->last_failure = carry_on_failure_copy (info->last_failure);
        }

      if (info->last_reason == CARRY_ON_TURN_REASON_ERROR &&
          g_strcmp0 (info->last_turn_id, s->handled_turn_id) != 0 &&
          s->pending == PENDING_NONE && !s->fire_when_idle && s->inflight_request == NULL)
        {
          g_free (s->handled_turn_id);
          s->handled_turn_id = g_strdup (info->last_turn_id);
          g_clear_pointer (&s->accepted_request, g_free);
          g_clear_pointer (&s->our_turn_id, g_free);

          if (info->last_agent_id != NULL)
            continue;
          if (!carry_on_settings_get_pick_up_missed (self->settings))
            {
              _carry_on_supervisor_note (self, s, "%s", _("a turn failed while Carry On was away; left alone (picking up is off)"));
              continue;
            }
          /* Translators: lead-ins of a history line about a failure that
           * happened while Carry On was away ("picked up: server
           * overloaded; continuing in 5 s (1/5)"); keep the trailing space */
          _carry_on_supervisor_handle_failure (self, s, info->last_failure, is_new ? _("picked up: ") : _("while disconnected: "));
          continue;
        }

      if (info->last_reason == CARRY_ON_TURN_REASON_ANSWER &&
          g_strcmp0 (info->last_turn_id, s->handled_turn_id) != 0 &&
          (s->pending != PENDING_NONE || s->fire_when_idle))
        {
          _carry_on_supervisor_disarm (self, s);
          _carry_on_session_set_count (s, 0);
          _carry_on_supervisor_decide (self, s, CARRY_ON_DECISION_RECOVERED,
                  "%s", _("answered while Carry On was away: pending continue dropped"));
        }
      else if (info->last_reason == CARRY_ON_TURN_REASON_ABORTED &&
               g_strcmp0 (info->last_turn_id, s->handled_turn_id) != 0)
        _carry_on_supervisor_cancel_pending (self, s, _("turn interrupted while Carry On was away"));

      if (s->accepted_request != NULL && info->last_turn_id != NULL)
        g_clear_pointer (&s->accepted_request, g_free);

      if (s->pending == PENDING_NONE && !s->fire_when_idle)
        _carry_on_session_set_state (s, _carry_on_supervisor_resting_state (self, s));
    }

  _carry_on_supervisor_flush_batch (self);

  for (guint i = 0; i < present_list->len; i++)
    _carry_on_supervisor_recount (self, g_ptr_array_index (present_list, i));

  /* Sessions this host served that it no longer has.  per_host counts
   * what it serves (never fewer): only when it serves more than it
   * reported are all sessions looked at, so a snapshot's work follows its
   * own sessions, not those of every host (fifty hosts arriving at once
   * each walked all thousand). */
  n_served = GPOINTER_TO_UINT (g_hash_table_lookup (self->per_host, host_id));
  if (n_served > g_hash_table_size (present))
    {
      GHashTableIter iter;
      gpointer value;

      g_hash_table_iter_init (&iter, self->by_key);
      while (g_hash_table_iter_next (&iter, NULL, &value))
        {
          CarryOnSession *s = value;

          if (g_strcmp0 (s->host_id, host_id) == 0 && !g_hash_table_contains (present, s))
            g_ptr_array_add (gone, g_object_ref (s));
        }
    }
  for (guint i = 0; i < gone->len; i++)
    _carry_on_supervisor_end_session (self, g_ptr_array_index (gone, i), _("the host no longer has this session"));

  /* Due continues that waited for this host: after the ends above, every
   * session it serves is in the snapshot. */
  if (carry_on_host_is_controller (host))
    _carry_on_supervisor_send_due_among (self, host, present_list);
}
