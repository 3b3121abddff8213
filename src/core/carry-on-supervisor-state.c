/* carry-on-supervisor-state.c
 *
 * SPDX-FileCopyrightText: 2026 The Carry On authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The supervisor's sessions on disk, through the state store: a changed
 * session is written on its own (group commit, SAVE_DELAY_MS after the
 * first change), and a session whose continue is about to go out is
 * written and synced first ("on disk before on the wire"), so a restarted
 * Carry On knows the request and never sends it twice.  Sessions whose
 * host went away are kept, bounded, for when they come back.
 */
#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "carry-on-history-item.h"
#include "carry-on-policy.h"
#include "carry-on-supervisor-private.h"

/* Group commit: changes within this window share one write. */
#define SAVE_DELAY_MS 500

static gint64
wall_now (CarryOnSupervisor *self)
{
  return carry_on_clock_get_wall (self->clock);
}

/* @with_history: copy the history too; else the record says to keep the
 * saved one (its lines are appended as they come). */
static CarryOnSavedSession *
session_to_saved (CarryOnSupervisor *self,
                  CarryOnSession    *s,
                  gboolean           with_history)
{
  CarryOnSavedSession *saved = carry_on_saved_session_new (s->key, s->host_kind, s->id);
  guint n = with_history ? g_list_model_get_n_items (G_LIST_MODEL (s->history)) : 0;

  saved->host_id = g_strdup (s->host_id);
  saved->title = g_strdup (s->title);
  saved->cwd = g_strdup (s->cwd);
  saved->provider = g_strdup (s->provider);
  saved->enabled = s->enabled;
  saved->limit = s->limit;
  saved->count = s->count;
  saved->total = s->total;
  saved->gave_up = s->gave_up;
  saved->reason = g_strdup (s->reason);
  saved->handled_turn_id = g_strdup (s->handled_turn_id);
  saved->inflight_request = g_strdup (s->inflight_request);
  saved->accepted_request = g_strdup (s->accepted_request);
  if (s->pending != PENDING_NONE || s->fire_when_idle)
    {
      saved->due_us = s->due != 0 ? s->due : wall_now (self);
      saved->due_is_reset = s->due_is_reset;
    }
  saved->verdict = s->last_verdict;
  saved->failure_provider = g_strdup (s->failure_provider);
  saved->seen_us = s->seen_wall != 0 ? s->seen_wall : wall_now (self);
  if (s->handoff_stage != CARRY_ON_HANDOFF_STAGE_NONE)
    saved->handoff_stage = g_strdup (carry_on_handoff_stage_to_string (s->handoff_stage));
  saved->handoff_note_path = g_strdup (s->handoff_note_path);
  saved->handoff_reason = g_strdup (s->handoff_reason);
  saved->handoff_can_paste = s->handoff_can_paste;
  saved->auto_handoff_spent = s->auto_handoff_spent;
  saved->keep_history = !with_history;

  for (guint i = 0; i < n; i++)
    {
      g_autoptr(CarryOnHistoryItem) item = g_list_model_get_item (G_LIST_MODEL (s->history), i);

      carry_on_saved_session_add_history (saved, carry_on_history_item_get_time (item),
                                          carry_on_history_item_get_text (item));
    }
  return saved;
}

/* Writes @s's record; its history the first time only, then line by line
 * (_carry_on_supervisor_save_history()). */
static void
put_session (CarryOnSupervisor *self,
             CarryOnSession    *s)
{
  carry_on_state_store_put (self->store, session_to_saved (self, s, !s->history_saved));
  s->history_saved = TRUE;
}

void
_carry_on_supervisor_save_history (CarryOnSupervisor *self,
                                   CarryOnSession    *s,
                                   gint64             time_us,
                                   const char        *text)
{
  if (self->store != NULL && s->in_model && s->history_saved)
    carry_on_state_store_add_history (self->store, s->key, time_us, text);
}

static gboolean save_cb (gpointer user_data);

static void
schedule_save (CarryOnSupervisor *self)
{
  if (self->store == NULL || self->save_source != 0)
    return;
  self->save_source = g_timeout_add (SAVE_DELAY_MS, save_cb, self);
  g_source_set_static_name (g_main_context_find_source_by_id (NULL, self->save_source),
                            "[carry-on] save state");
}

/* The demo's sessions stay out of the state file (CARRY_ON_DEMO_HOST_KIND). */
static gboolean
is_saved (CarryOnSession *s)
{
  return g_strcmp0 (carry_on_session_get_host_kind (s), CARRY_ON_DEMO_HOST_KIND) != 0;
}

void
_carry_on_supervisor_mark_dirty (CarryOnSupervisor *self,
                                 CarryOnSession    *s)
{
  if (self->store == NULL || !s->in_model || !is_saved (s))
    return;
  if (!g_hash_table_contains (self->dirty, s))
    g_hash_table_add (self->dirty, g_object_ref (s));
  schedule_save (self);
}

void
_carry_on_supervisor_save_before_send (CarryOnSupervisor *self,
                                       CarryOnSession    *s)
{
  g_autoptr(GError) error = NULL;

  if (self->store == NULL || !is_saved (s))
    return;
  g_hash_table_remove (self->dirty, s);
  put_session (self, s);
  if (!carry_on_state_store_flush (self->store, TRUE, &error))
    g_warning ("state: cannot save %s before its continue: %s", s->key, error->message);
}

/* The session ended: nothing of it is kept. */
void
_carry_on_supervisor_forget_saved (CarryOnSupervisor *self,
                                   CarryOnSession    *s)
{
  g_hash_table_remove (self->dirty, s);
  if (self->store != NULL)
    {
      carry_on_state_store_remove (self->store, s->key);
      schedule_save (self);
    }
}

/* The session's host went away: keep what we know in case it comes back
 * (same session id), with a pending continue re-armed then. */
void
_carry_on_supervisor_depart (CarryOnSupervisor *self,
                             CarryOnSession    *s)
{
  CarryOnSavedSession *saved;

  if (!is_saved (s))
    return;
  saved = session_to_saved (self, s, TRUE);
  g_hash_table_remove (self->dirty, s);
  if (self->store != NULL)
    {
      put_session (self, s);
      schedule_save (self);
    }
  g_hash_table_replace (self->departed, saved->key, saved);
}

static int
compare_seen (gconstpointer a,
              gconstpointer b)
{
  const CarryOnSavedSession *sa = *(CarryOnSavedSession **) a;
  const CarryOnSavedSession *sb = *(CarryOnSavedSession **) b;

  if (sa->seen_us != sb->seen_us)
    return sa->seen_us < sb->seen_us ? -1 : 1;
  return strcmp (sa->key, sb->key);
}

/* Drops departed sessions older than CARRY_ON_DEPARTED_KEEP_US, then the
 * oldest beyond CARRY_ON_DEPARTED_MAX, and says how many went. */
void
_carry_on_supervisor_trim_departed (CarryOnSupervisor *self)
{
  g_autoptr(GPtrArray) all = NULL;
  gint64 now = wall_now (self);
  guint n_old = 0, n_over = 0, excess;
  GHashTableIter iter;
  gpointer value;

  if (g_hash_table_size (self->departed) == 0)
    return;

  all = g_ptr_array_sized_new (g_hash_table_size (self->departed));
  g_hash_table_iter_init (&iter, self->departed);
  while (g_hash_table_iter_next (&iter, NULL, &value))
    g_ptr_array_add (all, value);
  g_ptr_array_sort (all, compare_seen);

  excess = all->len > CARRY_ON_DEPARTED_MAX ? all->len - CARRY_ON_DEPARTED_MAX : 0;
  for (guint i = 0; i < all->len; i++)
    {
      CarryOnSavedSession *saved = g_ptr_array_index (all, i);
      gboolean too_old = now - saved->seen_us >= CARRY_ON_DEPARTED_KEEP_US;

      if (!too_old && i >= excess)
        break;
      if (too_old)
        n_old++;
      else
        n_over++;
      if (self->store != NULL)
        carry_on_state_store_remove (self->store, saved->key);
      g_hash_table_remove (self->departed, saved->key);
    }

  if (n_old > 0)
    g_message ("state: forgot %u sessions no host has reported for 7 days", n_old);
  if (n_over > 0)
    g_message ("state: forgot the %u oldest sessions of hosts that went away, to keep %u",
               n_over, CARRY_ON_DEPARTED_MAX);
  if (n_old + n_over > 0)
    schedule_save (self);
}

static gboolean
host_is_registered (CarryOnSupervisor *self,
                    const char        *host_id)
{
  guint n = g_list_model_get_n_items (G_LIST_MODEL (self->hosts));

  for (guint i = 0; host_id != NULL && i < n; i++)
    {
      g_autoptr(CarryOnHost) host = g_list_model_get_item (G_LIST_MODEL (self->hosts), i);

      if (g_strcmp0 (carry_on_host_get_id (host), host_id) == 0)
        return TRUE;
    }
  return FALSE;
}

/**
 * _carry_on_supervisor_take_departed:
 * @host_id: the host now reporting the session
 * @key: the key the session gets
 * @base_key: "<kind>:<id>"
 *
 * The saved state of a session a host reports for the first time, if it
 * is this one's: saved under @key, or under @base_key by a host that is no
 * longer registered (the session came back in a new process).  A saved
 * session whose host is still registered waits for that host.
 *
 * Returns: (transfer full) (nullable): the saved session, no longer kept
 *   as departed
 */
CarryOnSavedSession *
_carry_on_supervisor_take_departed (CarryOnSupervisor *self,
                                    const char        *host_id,
                                    const char        *key,
                                    const char        *base_key)
{
  const char *candidates[] = { key, base_key };

  for (guint i = 0; i < G_N_ELEMENTS (candidates); i++)
    {
      gpointer orig_key = NULL, value = NULL;
      CarryOnSavedSession *saved;

      if (i == 1 && strcmp (key, base_key) == 0)
        break;
      if (!g_hash_table_lookup_extended (self->departed, candidates[i], &orig_key, &value))
        continue;
      saved = value;
      if (saved->host_id != NULL && g_strcmp0 (saved->host_id, host_id) != 0 &&
          host_is_registered (self, saved->host_id))
        continue;
      g_hash_table_steal (self->departed, orig_key);
      if (self->store != NULL && strcmp (saved->key, key) != 0)
        carry_on_state_store_remove (self->store, saved->key);
      return saved;
    }
  return NULL;
}

/* A run that was still going when the state was written cannot be
 * followed any more (its request was on the old connection): it comes
 * back stopped, with what it had saved (the note, a kept prompt). */
static void
restore_handoff (CarryOnSupervisor   *self,
                 CarryOnSession      *s,
                 CarryOnSavedSession *saved)
{
  const char *name = saved->handoff_stage;
  CarryOnHandoffStage stage = CARRY_ON_HANDOFF_STAGE_NONE;

  if (name == NULL)
    return;
  if (!carry_on_handoff_stage_from_string (name, &stage) && g_strcmp0 (name, "requested") == 0)
    stage = CARRY_ON_HANDOFF_STAGE_REQUESTED;
  if (stage == CARRY_ON_HANDOFF_STAGE_NONE)
    {
      g_autofree char *shown = g_utf8_make_valid (name, MIN (strlen (name), 40));

      g_message ("state: %s: unknown hand-off stage \"%s\"; ignored", s->key, shown);
      return;
    }

  _carry_on_session_set_handoff_note_path (s, saved->handoff_note_path);
  _carry_on_session_set_handoff_can_paste (s, saved->handoff_can_paste);
  s->auto_handoff_spent = saved->auto_handoff_spent;
  if (stage >= CARRY_ON_HANDOFF_STAGE_REQUESTED && stage <= CARRY_ON_HANDOFF_STAGE_COMPACTING)
    {
      _carry_on_session_set_handoff_reason (s, _("Carry On was restarted during the hand-off; its result is unknown"));
      _carry_on_session_set_handoff_stage (s, CARRY_ON_HANDOFF_STAGE_STOPPED);
      /* Translators: a history line; %s is the stage's name in the
       * protocol ("drafting"), not translated */
      _carry_on_supervisor_note (self, s, _("restored: the hand-off that was running (%s) is no longer followed"), name);
    }
  else
    {
      _carry_on_session_set_handoff_reason (s, saved->handoff_reason);
      _carry_on_session_set_handoff_stage (s, stage);
    }
}

void
_carry_on_supervisor_apply_saved (CarryOnSupervisor   *self,
                                  CarryOnSession      *s,
                                  CarryOnSavedSession *saved)
{
  _carry_on_session_set_enabled_silently (s, saved->enabled);
  if (saved->limit != 0)
    carry_on_session_set_limit (s, CLAMP (saved->limit, CARRY_ON_LIMIT_MIN, CARRY_ON_LIMIT_MAX));
  _carry_on_session_set_count (s, MIN (saved->count, CARRY_ON_LIMIT_MAX));
  _carry_on_session_set_total (s, saved->total);
  s->gave_up = saved->gave_up;
  _carry_on_session_set_reason (s, saved->reason);
  if (saved->title != NULL || saved->cwd != NULL)
    _carry_on_session_set_title (s, saved->title, saved->cwd);
  if (saved->provider != NULL)
    _carry_on_session_set_provider (s, saved->provider);
  g_free (s->handled_turn_id);
  s->handled_turn_id = g_strdup (saved->handled_turn_id);
  g_free (s->inflight_request);
  s->inflight_request = g_strdup (saved->inflight_request);
  g_free (s->accepted_request);
  s->accepted_request = g_strdup (saved->accepted_request);
  g_free (s->failure_provider);
  s->failure_provider = g_strdup (saved->failure_provider);
  s->last_verdict = CLAMP (saved->verdict, CARRY_ON_VERDICT_TRANSIENT, CARRY_ON_VERDICT_FATAL);

  for (guint i = 0; i < saved->history_times->len; i++)
    _carry_on_session_add_history (s, g_array_index (saved->history_times, gint64, i),
                                   g_ptr_array_index (saved->history_texts, i));

  restore_handoff (self, s, saved);

  /* A pending continue survives a restart as a wall-clock instant (the
   * monotonic clock does not). */
  if (saved->due_us > 0 && s->inflight_request == NULL)
    {
      _carry_on_supervisor_arm_wall (self, s, MAX (saved->due_us, wall_now (self)), saved->due_is_reset);
      if (!s->due_is_reset)
        s->pending = PENDING_BACKOFF;
      _carry_on_supervisor_note (self, s, "%s", _("restored: continue still pending"));
    }
}

static void
save_changed (CarryOnSupervisor *self,
              gboolean           fold)
{
  g_autoptr(GError) error = NULL;
  GHashTableIter iter;
  gpointer key;

  g_clear_handle_id (&self->save_source, g_source_remove);
  if (self->store == NULL)
    return;

  g_hash_table_iter_init (&iter, self->dirty);
  while (g_hash_table_iter_next (&iter, &key, NULL))
    put_session (self, key);
  g_hash_table_remove_all (self->dirty);

  if (fold ? !carry_on_state_store_compact (self->store, &error)
           : !carry_on_state_store_flush (self->store, FALSE, &error))
    g_warning ("state: cannot save: %s", error->message);
}

static gboolean
save_cb (gpointer user_data)
{
  CarryOnSupervisor *self = user_data;

  self->save_source = 0;
  save_changed (self, FALSE);
  return G_SOURCE_REMOVE;
}

/**
 * carry_on_supervisor_save_state:
 *
 * Writes the whole state file now, as when Carry On quits.  Otherwise each
 * changed session is appended to its journal half a second after the
 * first change, and right before its continue goes out.  Errors are
 * logged.
 */
void
carry_on_supervisor_save_state (CarryOnSupervisor *self)
{
  g_return_if_fail (CARRY_ON_IS_SUPERVISOR (self));

  save_changed (self, TRUE);
}

/**
 * carry_on_supervisor_set_state_file:
 * @path: (nullable): the state file; %NULL for none (tests)
 *
 * Loads what @path (and its journal) hold, migrating the files of older
 * versions; a missing file is fine, a corrupt one is logged and set aside
 * as @path.corrupt.  From then on changes are saved there.  Set it once,
 * before hosts report sessions.
 */
void
carry_on_supervisor_set_state_file (CarryOnSupervisor *self,
                                    const char        *path)
{
  g_autoptr(GPtrArray) loaded = NULL;

  g_return_if_fail (CARRY_ON_IS_SUPERVISOR (self));

  if (self->store != NULL)
    carry_on_supervisor_save_state (self);
  g_clear_object (&self->store);
  g_hash_table_remove_all (self->dirty);
  if (path == NULL)
    return;

  self->store = carry_on_state_store_new (path);
  loaded = carry_on_state_store_load (self->store);
  while (loaded->len > 0)
    {
      CarryOnSavedSession *saved = g_ptr_array_steal_index_fast (loaded, loaded->len - 1);

      /* Demo sessions are never restored (none should be saved). */
      if (g_strcmp0 (saved->host_kind, CARRY_ON_DEMO_HOST_KIND) == 0)
        {
          carry_on_state_store_remove (self->store, saved->key);
          carry_on_saved_session_free (saved);
          continue;
        }
      g_hash_table_replace (self->departed, saved->key, saved);
    }
  _carry_on_supervisor_trim_departed (self);

  /* Sessions reported before the state file was set are saved too. */
  {
    GHashTableIter iter;
    gpointer value;

    g_hash_table_iter_init (&iter, self->by_key);
    while (g_hash_table_iter_next (&iter, NULL, &value))
      {
        ((CarryOnSession *) value)->history_saved = FALSE;
        _carry_on_supervisor_mark_dirty (self, value);
      }
  }
}
