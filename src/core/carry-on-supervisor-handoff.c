/* carry-on-supervisor-handoff.c
 *
 * SPDX-FileCopyrightText: 2026 The Carry On authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Hand-off (docs/protocol.md §4.3): asking a session's host to save the
 * state, write a note, draft a continuation prompt, compact and deliver
 * it; following its `handoff.progress`; starting one by itself when the
 * context is nearly full ("auto-handoff").
 */
#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "carry-on-supervisor-private.h"

/* A session whose context is this full (percent of the window) starts a
 * hand-off by itself when "auto-handoff" is on. */
#define AUTO_HANDOFF_PERCENT 90.0

static gboolean
host_usable_for_handoff (CarryOnSession  *s,
                         GError         **error)
{
  CarryOnHost *host = s->host;
  CarryOnHostState state = host != NULL ? carry_on_host_get_state (host) : CARRY_ON_HOST_STATE_CLOSED;

  if (host == NULL ||
      (state != CARRY_ON_HOST_STATE_CONTROLLER && state != CARRY_ON_HOST_STATE_OBSERVER))
    {
      /* Translators: %s is a session's title */
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_CONNECTED,
                   _("the host of %s is not connected"), carry_on_session_get_title (s));
      return FALSE;
    }
  if (!carry_on_host_has_capability (host, "handoff"))
    {
      /* Translators: %1$s is a session's title, %2$s its agent host's name ("Claude Code") */
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED,
                   _("%1$s cannot hand off: its host (%2$s) does not offer it"),
                   carry_on_session_get_title (s), carry_on_host_get_name (host));
      return FALSE;
    }
  if (!carry_on_host_is_controller (host))
    {
      /* Translators: %s is a session's title */
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_PERMISSION_DENIED,
                   _("another supervisor controls the host of %s"), carry_on_session_get_title (s));
      return FALSE;
    }
  return TRUE;
}

static gboolean
start_handoff (CarryOnSupervisor  *self,
               CarryOnSession     *s,
               const char         *focus,
               const char         *deliver,
               gboolean            automatic,
               GError            **error)
{
  g_autoptr(CarryOnMessage) msg = NULL;
  g_autofree char *uuid = NULL;
  g_autofree char *request = NULL;
  gboolean submit = g_strcmp0 (deliver, "submit") == 0;

  if (!host_usable_for_handoff (s, error))
    return FALSE;
  if (carry_on_session_get_handoff_running (s))
    {
      /* Translators: %s is a session's title */
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_BUSY,
                   _("a hand-off of %s is already running"), carry_on_session_get_title (s));
      return FALSE;
    }

  if (focus != NULL && focus[0] == '\0')
    focus = NULL;
  uuid = g_uuid_string_random ();
  request = g_strdup_printf ("co-%s", uuid);
  msg = carry_on_message_new_handoff (request, s->id, focus, submit ? "submit" : "fill");
  if (!carry_on_host_send (s->host, msg))
    {
      /* Translators: %s is a session's title */
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_CONNECTED,
                   _("the host of %s took no command"), carry_on_session_get_title (s));
      return FALSE;
    }

  g_free (s->handoff_request);
  s->handoff_request = g_steal_pointer (&request);
  g_clear_pointer (&s->handoff_run_id, g_free);
  g_free (s->handoff_deliver);
  s->handoff_deliver = g_strdup (submit ? "submit" : "fill");
  _carry_on_session_set_handoff_note_path (s, NULL);
  _carry_on_session_set_handoff_reason (s, NULL);
  /* "Paste again" belongs to the run shown: the new one offers it once
   * the host says it drafted a prompt of its own. */
  _carry_on_session_set_handoff_can_paste (s, FALSE);
  _carry_on_session_set_handoff_stage (s, CARRY_ON_HANDOFF_STAGE_REQUESTED);
  {
    const char *started;

    if (automatic)
      started = submit ? _("the context is nearly full: hand-off started; the continuation prompt will run by itself")
                       : _("the context is nearly full: hand-off started; the continuation prompt will wait in the prompt box");
    else
      started = submit ? _("hand-off requested; the continuation prompt will run by itself")
                       : _("hand-off requested; the continuation prompt will wait in the prompt box");
    if (focus != NULL)
      /* Translators: a history line.  %1$s is "hand-off requested; …",
       * %2$s what the person asked the hand-off to stress (their text) */
      _carry_on_supervisor_note (self, s, _("%1$s; focus: %2$s"), started, focus);
    else
      _carry_on_supervisor_note (self, s, "%s", started);
  }
  return TRUE;
}

/* The run ended (delivered or stopped, or the connection went away). */
static void
end_handoff (CarryOnSession      *s,
             CarryOnHandoffStage  stage,
             const char          *reason)
{
  g_clear_pointer (&s->handoff_request, g_free);
  _carry_on_session_set_handoff_reason (s, reason);
  _carry_on_session_set_handoff_stage (s, stage);
}

void
_carry_on_supervisor_handle_handoff_progress (CarryOnSupervisor *self,
                                              CarryOnHost       *host,
                                              CarryOnMessage    *msg)
{
  const char *session_id = carry_on_message_get_session_id (msg);
  const char *request_id = carry_on_message_get_request_id (msg);
  const char *run_id = carry_on_message_get_string (msg, "run_id");
  const char *stage_name = carry_on_message_get_string (msg, "stage");
  const char *path = carry_on_message_get_string (msg, "path");
  const char *reason = carry_on_message_get_string (msg, "reason");
  gboolean can_paste = FALSE;
  gboolean has_can_paste = carry_on_message_lookup_boolean (msg, "can_paste", &can_paste);
  CarryOnHandoffStage stage;
  CarryOnSession *s;

  s = _carry_on_supervisor_find_session (self, host, session_id);
  if (s == NULL)
    {
      g_message ("host %s: hand-off progress for session %s, which it never reported; ignored",
                 carry_on_host_get_id (host), session_id);
      return;
    }
  if (reason == NULL || reason[0] == '\0')
    reason = _("no reason given");

  /* The answer to "Paste again". */
  if (s->paste_request != NULL && g_strcmp0 (request_id, s->paste_request) == 0)
    {
      g_clear_pointer (&s->paste_request, g_free);
      if (has_can_paste)
        _carry_on_session_set_handoff_can_paste (s, can_paste);
      if (g_strcmp0 (stage_name, "delivered") == 0)
        {
          /* Name the note the pasted prompt points to: the host's word
           * for it, else the note of the run shown. */
          const char *pasted_note = path != NULL ? path : s->handoff_note_path;

          if (pasted_note != NULL)
            /* Translators: a history line; %s is the hand-off note's path */
            _carry_on_supervisor_note (self, s, _("hand-off: the continuation prompt is in the prompt box again (its note: %s)"),
                                       pasted_note);
          else
            _carry_on_supervisor_note (self, s, "%s", _("hand-off: the continuation prompt is in the prompt box again"));
        }
      else
        /* Translators: a history line; %s is the host's reason (its own text) */
        _carry_on_supervisor_note (self, s, _("hand-off: pasting again failed: %s"), reason);
      return;
    }

  if (!carry_on_handoff_stage_from_string (stage_name, &stage))
    {
      g_autofree char *shown = g_utf8_make_valid (stage_name, MIN (strlen (stage_name), 40));

      /* Translators: a history line; %s is the stage's name as the host sent it */
      _carry_on_supervisor_note (self, s, _("hand-off: the host reports a stage Carry On does not know (%s)"), shown);
      return;
    }

  /* Only the run Carry On asked for, and only while it runs: a stale run
   * (an older request, or another run id than the first progress named)
   * is logged and left alone. */
  if (!carry_on_session_get_handoff_running (s) ||
      (request_id != NULL && g_strcmp0 (request_id, s->handoff_request) != 0) ||
      (request_id == NULL && (run_id == NULL || g_strcmp0 (run_id, s->handoff_run_id) != 0)) ||
      (run_id != NULL && s->handoff_run_id != NULL && g_strcmp0 (run_id, s->handoff_run_id) != 0))
    {
      g_message ("%s: hand-off progress \"%s\" of request %s, run %s is not the current run; ignored",
                 s->key, stage_name, request_id != NULL ? request_id : "(none)",
                 run_id != NULL ? run_id : "(none)");
      return;
    }
  if (run_id != NULL && s->handoff_run_id == NULL)
    s->handoff_run_id = g_strdup (run_id);
  if (has_can_paste)
    _carry_on_session_set_handoff_can_paste (s, can_paste);

  switch (stage)
    {
    case CARRY_ON_HANDOFF_STAGE_SAVING:
      _carry_on_session_set_handoff_stage (s, stage);
      _carry_on_supervisor_note (self, s, "%s", _("hand-off: saving the session's state"));
      break;

    case CARRY_ON_HANDOFF_STAGE_NOTE_WRITTEN:
      _carry_on_session_set_handoff_note_path (s, path);
      _carry_on_session_set_handoff_stage (s, stage);
      if (path != NULL)
        /* Translators: a history line; %s is the hand-off note's path */
        _carry_on_supervisor_note (self, s, _("hand-off: note written to %s"), path);
      else
        _carry_on_supervisor_note (self, s, "%s", _("hand-off: note written (the host did not say where)"));
      break;

    case CARRY_ON_HANDOFF_STAGE_DRAFTING:
      _carry_on_session_set_handoff_stage (s, stage);
      _carry_on_supervisor_note (self, s, "%s", _("hand-off: drafting the continuation prompt"));
      break;

    case CARRY_ON_HANDOFF_STAGE_COMPACTING:
      _carry_on_session_set_handoff_stage (s, stage);
      _carry_on_supervisor_note (self, s, "%s", _("hand-off: compacting the conversation"));
      break;

    case CARRY_ON_HANDOFF_STAGE_DELIVERED:
      if (!has_can_paste)
        _carry_on_session_set_handoff_can_paste (s, TRUE);
      end_handoff (s, stage, NULL);
      _carry_on_supervisor_note (self, s, "%s",
            g_strcmp0 (s->handoff_deliver, "submit") == 0
            ? _("hand-off done: the continuation prompt runs as a new turn")
            : _("hand-off done: the continuation prompt is in the prompt box; press Enter there to go on"));
      break;

    case CARRY_ON_HANDOFF_STAGE_STOPPED:
      if (!has_can_paste)
        _carry_on_session_set_handoff_can_paste (s, FALSE);
      end_handoff (s, stage, reason);
      if (s->handoff_note_path != NULL && s->handoff_can_paste)
        /* Translators: a history line.  %1$s is the host's reason (its own
         * text), %2$s the hand-off note's path; "Paste again" is the
         * button of that name */
        _carry_on_supervisor_note (self, s, _("hand-off stopped: %1$s; the note is kept at %2$s; the continuation prompt is kept (Paste again)"),
                                   reason, s->handoff_note_path);
      else if (s->handoff_note_path != NULL)
        /* Translators: a history line.  %1$s is the host's reason (its own
         * text), %2$s the hand-off note's path */
        _carry_on_supervisor_note (self, s, _("hand-off stopped: %1$s; the note is kept at %2$s"),
                                   reason, s->handoff_note_path);
      else if (s->handoff_can_paste)
        /* Translators: a history line.  %s is the host's reason (its own
         * text); "Paste again" is the button of that name */
        _carry_on_supervisor_note (self, s, _("hand-off stopped: %s; the continuation prompt is kept (Paste again)"), reason);
      else
        /* Translators: a history line; %s is the host's reason (its own text) */
        _carry_on_supervisor_note (self, s, _("hand-off stopped: %s"), reason);
      break;

    case CARRY_ON_HANDOFF_STAGE_NONE:
    case CARRY_ON_HANDOFF_STAGE_REQUESTED:
    default:
      g_assert_not_reached ();
    }
}

/* Auto hand-off: a context at AUTO_HANDOFF_PERCENT or more starts one,
 * once, until a report shows the context below it again (compacted). */
void
_carry_on_supervisor_handle_usage (CarryOnSupervisor *self,
                                   CarryOnHost       *host,
                                   CarryOnMessage    *msg)
{
  const char *session_id = carry_on_message_get_session_id (msg);
  g_autoptr(GError) error = NULL;
  CarryOnSession *s;
  gint64 used, window;
  double percent;

  if (session_id == NULL || !carry_on_message_get_context (msg, &used, &window))
    return;
  s = _carry_on_supervisor_find_session (self, host, session_id);
  if (s == NULL)
    return;
  if (used < 0 || window <= 0)
    return;
  percent = (double) used * 100.0 / (double) window;

  if (percent < AUTO_HANDOFF_PERCENT)
    {
      s->auto_handoff_spent = FALSE;
      return;
    }
  if (s->auto_handoff_spent || carry_on_session_get_handoff_running (s) ||
      !g_settings_get_boolean (carry_on_settings_get_gsettings (self->settings), "auto-handoff") ||
      !self->enabled || !s->enabled)
    return;

  s->auto_handoff_spent = TRUE;
  if (!start_handoff (self, s, NULL, "fill", TRUE, &error))
    /* Translators: a history line.  %1$.0f is a percentage, %2$s why no
     * hand-off could start */
    _carry_on_supervisor_note (self, s, _("the context is %1$.0f %% full, but no hand-off could start: %2$s"), percent, error->message);
}

/* The connection went: a run in flight cannot report any more. */
void
_carry_on_supervisor_stop_handoffs (CarryOnSupervisor *self,
                                    CarryOnHost       *host)
{
  GHashTableIter iter;
  gpointer value;

  g_hash_table_iter_init (&iter, self->by_key);
  while (g_hash_table_iter_next (&iter, NULL, &value))
    {
      CarryOnSession *s = value;

      if (s->host != (gpointer) host)
        continue;
      g_clear_pointer (&s->paste_request, g_free);
      if (!carry_on_session_get_handoff_running (s))
        continue;
      end_handoff (s, CARRY_ON_HANDOFF_STAGE_STOPPED, _("the connection to the host was lost"));
      _carry_on_supervisor_note (self, s, "%s", _("hand-off stopped: the connection to the host was lost"));
    }
}

void
_carry_on_supervisor_action_handoff (GSimpleAction *action,
                                     GVariant      *param,
                                     gpointer       user_data)
{
  CarryOnSupervisor *self = user_data;
  g_autoptr(GError) error = NULL;
  const char *key, *focus, *deliver;
  CarryOnSession *s;

  g_variant_get (param, "(&s&s&s)", &key, &focus, &deliver);
  if (!carry_on_supervisor_handoff (self, key, focus, deliver, &error))
    {
      g_message ("hand-off of %s: %s", key, error->message);
      if ((s = g_hash_table_lookup (self->by_key, key)) != NULL)
        /* Translators: a history line; %s is why */
        _carry_on_supervisor_note (self, s, _("no hand-off: %s"), error->message);
    }
}

void
_carry_on_supervisor_action_handoff_paste (GSimpleAction *action,
                                           GVariant      *param,
                                           gpointer       user_data)
{
  CarryOnSupervisor *self = user_data;
  g_autoptr(GError) error = NULL;
  const char *key = g_variant_get_string (param, NULL);
  CarryOnSession *s;

  if (!carry_on_supervisor_handoff_paste (self, key, &error))
    {
      g_message ("paste again for %s: %s", key, error->message);
      if ((s = g_hash_table_lookup (self->by_key, key)) != NULL)
        /* Translators: a history line; %s is why */
        _carry_on_supervisor_note (self, s, _("cannot paste again: %s"), error->message);
    }
}

/**
 * carry_on_supervisor_handoff:
 * @key: a session key ("<host kind>:<session id>")
 * @focus: (nullable): what the note and the continuation prompt should
 *   stress; %NULL or "" for nothing in particular
 * @deliver: (nullable): "fill" (the continuation prompt waits in the
 *   prompt box for the person's Enter; the default for %NULL or "") or
 *   "submit" (it runs as a turn by itself)
 * @error: a #G_IO_ERROR: %G_IO_ERROR_INVALID_ARGUMENT for another
 *   @deliver, %G_IO_ERROR_NOT_FOUND for an unknown @key,
 *   %G_IO_ERROR_NOT_CONNECTED when its host is not connected,
 *   %G_IO_ERROR_NOT_SUPPORTED when the host's hello lacks the "handoff"
 *   capability, %G_IO_ERROR_PERMISSION_DENIED when another supervisor holds
 *   control, %G_IO_ERROR_BUSY while a run of this session is going
 *
 * Asks the session's host to hand off (docs/protocol.md §4.3):
 * save the state, write a note, draft a continuation prompt, compact, and
 * deliver that prompt.  The host's `handoff.progress` events then drive
 * the session's "handoff-stage", "handoff-note-path", "handoff-reason" and
 * "handoff-can-paste", each with a history line.
 *
 * Returns: %TRUE when the `handoff` command went out
 */
gboolean
carry_on_supervisor_handoff (CarryOnSupervisor  *self,
                             const char         *key,
                             const char         *focus,
                             const char         *deliver,
                             GError            **error)
{
  CarryOnSession *s;

  g_return_val_if_fail (CARRY_ON_IS_SUPERVISOR (self), FALSE);
  g_return_val_if_fail (key != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (deliver == NULL || deliver[0] == '\0')
    deliver = "fill";
  if (!carry_on_handoff_deliver_is_valid (deliver))
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                   "deliver \"%s\" is neither \"fill\" nor \"submit\"", deliver);
      return FALSE;
    }
  if ((s = g_hash_table_lookup (self->by_key, key)) == NULL)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND, "no session %s", key);
      return FALSE;
    }
  return start_handoff (self, s, focus, deliver, FALSE, error);
}

/**
 * carry_on_supervisor_handoff_paste:
 * @key: a session key
 * @error: a #G_IO_ERROR: %G_IO_ERROR_NOT_FOUND for an unknown @key or when
 *   the host keeps no continuation prompt ("handoff-can-paste" is %FALSE),
 *   else as carry_on_supervisor_handoff()
 *
 * "Paste again": asks the host (`handoff.paste`) to fill the last
 * continuation prompt into the prompt box again; its answer, a
 * `handoff.progress` carrying the same request id, becomes a history line.
 *
 * Returns: %TRUE when the `handoff.paste` command went out
 */
gboolean
carry_on_supervisor_handoff_paste (CarryOnSupervisor  *self,
                                   const char         *key,
                                   GError            **error)
{
  g_autoptr(CarryOnMessage) msg = NULL;
  g_autofree char *uuid = NULL;
  g_autofree char *request = NULL;
  CarryOnSession *s;

  g_return_val_if_fail (CARRY_ON_IS_SUPERVISOR (self), FALSE);
  g_return_val_if_fail (key != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if ((s = g_hash_table_lookup (self->by_key, key)) == NULL)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND, "no session %s", key);
      return FALSE;
    }
  if (!host_usable_for_handoff (s, error))
    return FALSE;
  if (!s->handoff_can_paste)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND,
                   /* Translators: %s is a session's title */
                   _("the host keeps no continuation prompt for %s"), carry_on_session_get_title (s));
      return FALSE;
    }

  uuid = g_uuid_string_random ();
  request = g_strdup_printf ("co-%s", uuid);
  msg = carry_on_message_new_handoff_paste (request, s->id);
  if (!carry_on_host_send (s->host, msg))
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_CONNECTED,
                   /* Translators: %s is a session's title */
                   _("the host of %s took no command"), carry_on_session_get_title (s));
      return FALSE;
    }
  g_free (s->paste_request);
  s->paste_request = g_steal_pointer (&request);
  _carry_on_supervisor_note (self, s, "%s", _("hand-off: asked to paste the continuation prompt again"));
  return TRUE;
}
