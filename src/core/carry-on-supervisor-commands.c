/* carry-on-supervisor-commands.c
 *
 * SPDX-FileCopyrightText: 2026 The Carry On authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * In-session control (docs/protocol.md §4.5): a host's `command` — what a
 * person typed after `/carry-on` in Claude Code, or DSH's composer pill —
 * routed to its session by host instance and session id, acted on through
 * the same paths as the window's buttons (carry-on-supervisor-actions.c,
 * the session's pill and limit, the hand-off), and answered with exactly
 * one `command.result`.  Also the `session.status` pushes to hosts that
 * asked for them, coalesced into one idle per batch of changes.
 *
 * A command is never the person's prompt: nothing here resets the count.
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "carry-on-duration.h"
#include "carry-on-history-item.h"
#include "carry-on-host-text.h"
#include "carry-on-policy.h"
#include "carry-on-supervisor-private.h"

#define MAX_TITLE_CHARS   80
#define MAX_MESSAGE_CHARS 240
#define MAX_HISTORY_CHARS 240
#define MAX_WORD_CHARS    40
#define N_HISTORY_LINES   5

/* ------------------------------------------------------------------ */
/* Text                                                                */

static const char *
usage_text (void)
{
  return _("Usage: /carry-on [command]\n"
           "  status           what Carry On does for this session (the default)\n"
           "  on, off          switch Carry On on or off for this session\n"
           "  cancel           cancel the pending continue\n"
           "  retry            send one continue now\n"
           "  limit N          allow N continues in a row (1–999)\n"
           "  handoff [focus]  start a hand-off, with an optional focus\n"
           "  paste            paste the last hand-off’s continuation prompt again\n"
           "  help             this list");
}

static const char *
verdict_text (CarryOnVerdict verdict)
{
  switch (verdict)
    {
    case CARRY_ON_VERDICT_TRANSIENT: return _("transient (a continue after a backoff can help)");
    case CARRY_ON_VERDICT_LIMIT:     return _("a usage limit (a continue when it resets)");
    case CARRY_ON_VERDICT_FATAL:     return _("fatal (a continue cannot help)");
    default:                         return "?";
    }
}

/* The failure's own words: kind, HTTP status, error type and message. */
static char *
describe_failure (const CarryOnFailure *failure)
{
  GString *out = g_string_new (NULL);

  if (failure->kind != NULL)
    {
      g_autofree char *kind = carry_on_host_text_line (failure->kind, MAX_WORD_CHARS);

      g_string_append (out, kind);
    }
  if (failure->status > 0)
    g_string_append_printf (out, "%sHTTP %d", out->len > 0 ? ", " : "", failure->status);
  if (failure->error_type != NULL)
    {
      g_autofree char *type = carry_on_host_text_line (failure->error_type, MAX_WORD_CHARS);

      g_string_append_printf (out, "%s%s", out->len > 0 ? ", " : "", type);
    }
  if (failure->message != NULL)
    {
      g_autofree char *message = carry_on_host_text_line (failure->message, MAX_MESSAGE_CHARS);

      g_string_append_printf (out, "%s“%s”", out->len > 0 ? ": " : "", message);
    }
  if (out->len == 0)
    g_string_append (out, _("no details given"));
  return g_string_free (out, FALSE);
}

/* The words that gave @s's last failure its verdict when no rule knew it
 * (classified again as the supervisor did: rule "words-…"), else %NULL:
 * "why did it give up?" has no row to point at then.  They are the host's
 * text: one line, shortened, control characters shown, as the message is. */
static char *
deciding_words (CarryOnSupervisor *self,
                CarryOnSession    *s)
{
  g_autoptr(GDateTime) now = carry_on_clock_dup_now (self->clock);
  g_auto(GStrv) words = NULL;
  g_autofree char *joined = NULL;
  CarryOnClassification c;

  carry_on_classifier_classify (self->classifier, s->last_failure, s->host_kind, now, NULL, &c);
  if (!g_str_has_prefix (c.rule_id, "words-"))
    return NULL;
  words = carry_on_classifier_explain_words (self->classifier, s->last_failure, c.verdict, 5);
  joined = g_strjoinv (", ", words);
  return carry_on_host_text_line (joined, MAX_MESSAGE_CHARS);
}

static void
append_last_turn (CarryOnSupervisor *self,
                  CarryOnSession    *s,
                  GString           *out)
{
  switch (s->last_turn_reason)
    {
    case CARRY_ON_TURN_REASON_NONE:
      g_string_append (out, _("No turn has ended since Carry On saw this session."));
      break;
    case CARRY_ON_TURN_REASON_ANSWER:
      g_string_append (out, _("The last turn ended with an answer."));
      break;
    case CARRY_ON_TURN_REASON_ABORTED:
      g_string_append (out, _("The last turn was interrupted: Carry On never continues a turn a person stopped."));
      break;
    case CARRY_ON_TURN_REASON_REFUSAL:
      g_string_append (out, _("The last turn ended in a refusal: Carry On leaves it alone."));
      break;
    case CARRY_ON_TURN_REASON_UNKNOWN:
      g_string_append (out, _("The last turn ended for a reason Carry On does not know: it leaves it alone."));
      break;
    case CARRY_ON_TURN_REASON_ERROR:
    default:
      {
        g_autofree char *what = s->last_failure != NULL ? describe_failure (s->last_failure)
                                                        : g_strdup (_("no details given"));

        g_string_append_printf (out, _("The last turn failed (%s)."), what);
        if (s->last_failure != NULL)
          {
            g_autofree char *words = deciding_words (self, s);

            g_string_append_c (out, '\n');
            if (words == NULL)
              g_string_append_printf (out, _("Carry On classified it as %s."), verdict_text (s->last_verdict));
            else if (s->last_verdict == CARRY_ON_VERDICT_FATAL && !s->gave_up)
              /* Translators: %s lists words of the error's text */
              g_string_append_printf (out, _("No rule knew the error; its words read as fatal (%s), so it gets one continue before Carry On gives up."), words);
            else if (s->last_verdict == CARRY_ON_VERDICT_FATAL)
              /* Translators: %s lists words of the error's text */
              g_string_append_printf (out, _("No rule knew the error; its words read as fatal (%s)."), words);
            else
              /* Translators: %s lists words of the error's text */
              g_string_append_printf (out, _("No rule knew the error; its words read as a usage limit (%s)."), words);
          }
      }
      break;
    }
}

static void
append_status (CarryOnSupervisor *self,
               CarryOnSession    *s,
               GString           *out)
{
  gint64 now = carry_on_clock_get_wall (self->clock);
  g_autofree char *title = carry_on_host_text_line (carry_on_session_get_title (s), MAX_TITLE_CHARS);
  GListModel *history = G_LIST_MODEL (s->history);
  guint n_history = g_list_model_get_n_items (history);

  if (s->enabled && self->enabled)
    g_string_append_printf (out, _("Carry On is on for “%s”."), title);
  else if (!s->enabled && self->enabled)
    g_string_append_printf (out, _("Carry On is off for “%s” (this session’s switch)."), title);
  else if (s->enabled)
    g_string_append_printf (out, _("Carry On is switched off everywhere, so nothing is continued in “%s”."), title);
  else
    g_string_append_printf (out, _("Carry On is off for “%s”, and switched off everywhere."), title);
  g_string_append_c (out, '\n');

  g_string_append_printf (out, _("Continues in a row: %u of %u."), s->count, s->limit);
  g_string_append_c (out, '\n');

  if (s->pending != PENDING_NONE && s->due > 0)
    {
      g_autofree char *at = carry_on_format_wall_time (s->due, now, TRUE);
      g_autofree char *in = carry_on_format_duration_ms ((s->due - now) / 1000);

      if (s->due_is_reset)
        g_string_append_printf (out, _("A continue is due at %s, after the usage limit resets (in %s)."), at, in);
      else
        g_string_append_printf (out, _("A continue is due at %s (in %s)."), at, in);
    }
  else if (s->fire_when_idle)
    g_string_append (out, _("A continue is due and goes once the running turn ends."));
  else if (s->inflight_request != NULL)
    g_string_append (out, _("A continue was sent and waits for the host’s answer."));
  else
    g_string_append (out, _("No continue is pending."));
  g_string_append_c (out, '\n');

  append_last_turn (self, s, out);
  g_string_append_c (out, '\n');

  if (s->reason != NULL)
    {
      g_autofree char *reason = carry_on_host_text_line (s->reason, MAX_MESSAGE_CHARS);

      if (s->gave_up)
        g_string_append_printf (out, _("Carry On gave up: %s."), reason);
      else
        g_string_append_printf (out, _("Reason: %s."), reason);
      g_string_append_c (out, '\n');
    }

  if (n_history == 0)
    return;
  g_string_append (out, _("Recent history:"));
  for (guint i = n_history > N_HISTORY_LINES ? n_history - N_HISTORY_LINES : 0; i < n_history; i++)
    {
      g_autoptr(CarryOnHistoryItem) item = g_list_model_get_item (history, i);
      g_autofree char *when = carry_on_format_wall_time (carry_on_history_item_get_time (item), now, TRUE);
      g_autofree char *text = carry_on_host_text_line (carry_on_history_item_get_text (item), MAX_HISTORY_CHARS);

      g_string_append_printf (out, "\n  %s  %s", when, text);
    }
}

/* ------------------------------------------------------------------ */
/* Commands                                                            */

static gboolean
usage_error (GString    *out,
             const char *line)
{
  g_string_append (out, line);
  g_string_append_c (out, '\n');
  g_string_append (out, usage_text ());
  return FALSE;
}

static gboolean
no_arguments (const char *word,
              const char *rest,
              GString    *out)
{
  g_autofree char *cut = NULL;
  g_autofree char *line = NULL;

  if (*rest == '\0')
    return TRUE;
  cut = carry_on_host_text_line (word, MAX_WORD_CHARS);
  line = g_strdup_printf (_("“%s” takes no arguments."), cut);
  usage_error (out, line);
  return FALSE;
}

static gboolean
command_switch (CarryOnSupervisor *self,
                CarryOnSession    *s,
                gboolean           on,
                GString           *out)
{
  gboolean was_pending = s->pending != PENDING_NONE || s->fire_when_idle;

  /* The pill's path: saved, and `off` cancels a pending continue
   * (on_session_enabled in carry-on-supervisor-sessions.c). */
  carry_on_session_set_enabled (s, on);
  if (on)
    {
      g_string_append (out, _("Carry On is now on for this session."));
      if (!self->enabled)
        {
          g_string_append_c (out, '\n');
          g_string_append (out, _("It is switched off everywhere, though: switch it on in the window or the tray to continue anything."));
        }
    }
  else
    {
      g_string_append (out, _("Carry On is now off for this session: it continues nothing here until you switch it on again."));
      if (was_pending && s->pending == PENDING_NONE && !s->fire_when_idle)
        {
          g_string_append_c (out, '\n');
          g_string_append (out, _("The pending continue was cancelled."));
        }
    }
  return TRUE;
}

static gboolean
command_cancel (CarryOnSupervisor *self,
                CarryOnSession    *s,
                GString           *out)
{
  gint64 due = s->pending != PENDING_NONE ? s->due : 0;

  if (!carry_on_supervisor_cancel (self, s->key))
    {
      g_string_append (out, _("Nothing is pending, so nothing was cancelled."));
      return TRUE;
    }
  if (due > 0)
    {
      g_autofree char *at = carry_on_format_wall_time (due, carry_on_clock_get_wall (self->clock), TRUE);

      g_string_append_printf (out, _("Cancelled the continue that was due at %s. The count stays at %u of %u."),
                              at, s->count, s->limit);
    }
  else
    g_string_append_printf (out, _("Cancelled the pending continue. The count stays at %u of %u."),
                            s->count, s->limit);
  return TRUE;
}

static gboolean
command_retry (CarryOnSupervisor *self,
               CarryOnSession    *s,
               GString           *out)
{
  if (s->turn_running)
    {
      g_string_append (out, _("A turn is running: nothing was sent."));
      return TRUE;
    }
  if (s->inflight_request != NULL)
    {
      g_string_append (out, _("A continue is already on its way: nothing more was sent."));
      return TRUE;
    }
  if (carry_on_supervisor_retry_now (self, s->key))
    g_string_append_printf (out, _("Sent a continue now (%u of %u in a row)."), s->count, s->limit);
  else if (s->pending != PENDING_NONE || s->fire_when_idle)
    g_string_append (out, _("The continue cannot go this moment: it goes as soon as it can."));
  else
    g_string_append (out, _("No continue could be sent now."));
  return TRUE;
}

static gboolean
command_limit (CarryOnSession *s,
               const char     *rest,
               GString        *out)
{
  guint64 limit;
  g_autofree char *line = NULL;

  if (!g_ascii_string_to_unsigned (rest, 10, CARRY_ON_LIMIT_MIN, CARRY_ON_LIMIT_MAX, &limit, NULL))
    {
      line = g_strdup_printf (_("The limit must be a whole number from %d to %d."), CARRY_ON_LIMIT_MIN, CARRY_ON_LIMIT_MAX);
      return usage_error (out, line);
    }
  /* The spin button's path: saved; the count stays. */
  carry_on_session_set_limit (s, (guint) limit);
  g_string_append_printf (out, _("This session’s limit is now %u in a row (%u used so far)."), s->limit, s->count);
  return TRUE;
}

static gboolean
command_handoff (CarryOnSupervisor *self,
                 CarryOnSession    *s,
                 const char        *focus,
                 GString           *out)
{
  g_autoptr(GError) error = NULL;

  if (carry_on_supervisor_handoff (self, s->key, *focus != '\0' ? focus : NULL, NULL, &error))
    {
      g_string_append (out, _("Started a hand-off: the session saves its state, writes a note and fills a continuation prompt into the prompt box."));
      return TRUE;
    }
  g_string_append_printf (out, _("No hand-off started: %s."), error->message);
  return TRUE;
}

static gboolean
command_paste (CarryOnSupervisor *self,
               CarryOnSession    *s,
               GString           *out)
{
  g_autoptr(GError) error = NULL;

  if (carry_on_supervisor_handoff_paste (self, s->key, &error))
    {
      g_string_append (out, _("Asked the host to paste the last continuation prompt into the prompt box again."));
      return TRUE;
    }
  g_string_append_printf (out, _("Nothing pasted: %s."), error->message);
  return TRUE;
}

/* Runs @args on @s; what to answer in @out.  Returns the answer's `ok`. */
static gboolean
run_command (CarryOnSupervisor *self,
             CarryOnSession    *s,
             const char        *args,
             GString           *out)
{
  const char *p = args;
  const char *rest;
  g_autofree char *word = NULL;
  g_autofree char *tail = NULL;

  while (g_ascii_isspace (*p))
    p++;
  rest = p;
  while (*rest != '\0' && !g_ascii_isspace (*rest))
    rest++;
  word = g_ascii_strdown (p, rest - p);
  while (g_ascii_isspace (*rest))
    rest++;
  tail = g_strchomp (g_strdup (rest));

  if (*word == '\0' || g_str_equal (word, "status"))
    {
      if (!no_arguments (word, tail, out))
        return FALSE;
      append_status (self, s, out);
      return TRUE;
    }
  if (g_str_equal (word, "on") || g_str_equal (word, "off"))
    return no_arguments (word, tail, out) && command_switch (self, s, g_str_equal (word, "on"), out);
  if (g_str_equal (word, "cancel"))
    return no_arguments (word, tail, out) && command_cancel (self, s, out);
  if (g_str_equal (word, "retry"))
    return no_arguments (word, tail, out) && command_retry (self, s, out);
  if (g_str_equal (word, "limit"))
    return command_limit (s, tail, out);
  if (g_str_equal (word, "handoff"))
    return command_handoff (self, s, tail, out);
  if (g_str_equal (word, "paste"))
    return no_arguments (word, tail, out) && command_paste (self, s, out);
  if (g_str_equal (word, "help"))
    {
      if (!no_arguments (word, tail, out))
        return FALSE;
      g_string_append (out, usage_text ());
      return TRUE;
    }

  {
    g_autofree char *cut = carry_on_host_text_line (word, MAX_WORD_CHARS);
    g_autofree char *line = g_strdup_printf (_("Unknown command “%s”."), cut);

    return usage_error (out, line);
  }
}

/* The answer of a supervisor that only observes @host: it acts on nothing. */
static void
append_observer (CarryOnHost *host,
                 GString     *out)
{
  const char *name = carry_on_host_get_controller_name (host);
  gint64 pid = carry_on_host_get_controller_pid (host);
  g_autofree char *pid_text = g_strdup_printf ("%" G_GINT64_FORMAT, pid);

  if (name != NULL && pid > 0)
    g_string_append_printf (out, _("Controlled by another Carry On (%s, pid %s) — ask it, or take control from the window."),
                            name, pid_text);
  else if (name != NULL)
    g_string_append_printf (out, _("Controlled by another Carry On (%s) — ask it, or take control from the window."), name);
  else if (pid > 0)
    g_string_append_printf (out, _("Controlled by another Carry On (pid %s) — ask it, or take control from the window."), pid_text);
  else
    g_string_append (out, _("Controlled by another Carry On — ask it, or take control from the window."));
}

/**
 * _carry_on_supervisor_handle_command:
 * @host: the host the `command` came from
 * @msg: a validated `command`
 *
 * Answers @msg with exactly one `command.result` on @host.  An observing
 * supervisor acts on nothing and says who controls the host; an unknown
 * session or a usage error answers `ok: false`.
 */
void
_carry_on_supervisor_handle_command (CarryOnSupervisor *self,
                                     CarryOnHost       *host,
                                     CarryOnMessage    *msg)
{
  g_autoptr(CarryOnCommand) command = carry_on_message_dup_command (msg);
  g_autoptr(GString) out = g_string_new (NULL);
  g_autoptr(CarryOnMessage) result = NULL;
  CarryOnSession *s;
  gboolean ok;

  if (g_log_get_debug_enabled ())
    {
      g_autofree char *args = g_strescape (command->args, NULL);

      g_debug ("host %s: command for %s: \"%s\"", carry_on_host_get_id (host), command->session_id, args);
    }

  if (carry_on_host_get_state (host) == CARRY_ON_HOST_STATE_OBSERVER)
    {
      append_observer (host, out);
      ok = FALSE;
    }
  else if ((s = _carry_on_supervisor_find_session (self, host, command->session_id)) == NULL)
    {
      g_autofree char *id = carry_on_host_text_line (command->session_id, MAX_WORD_CHARS);

      g_string_append_printf (out, _("Carry On does not know the session “%s” yet: the host has not reported it."), id);
      ok = FALSE;
    }
  else
    {
      g_autoptr(CarryOnSession) hold = g_object_ref (s);

      ok = run_command (self, s, command->args, out);
    }

  result = carry_on_message_new_command_result (command->request_id, ok, out->str);
  if (!carry_on_host_send (host, result))
    g_message ("host %s: the answer to command %s could not be sent", carry_on_host_get_id (host), command->request_id);
}

/* ------------------------------------------------------------------ */
/* session.status                                                      */

static CarryOnStatusState
status_state_of (CarryOnSupervisor *self,
                 CarryOnSession    *s)
{
  if (!s->enabled || !self->enabled)
    return CARRY_ON_STATUS_OFF;
  if (s->pending != PENDING_NONE || s->fire_when_idle)
    return CARRY_ON_STATUS_WAITING;
  switch (s->state)
    {
    case CARRY_ON_SESSION_STATE_WORKING:
    case CARRY_ON_SESSION_STATE_CONTINUING:
      return CARRY_ON_STATUS_RUNNING;
    case CARRY_ON_SESSION_STATE_WAITING:
      return CARRY_ON_STATUS_WAITING;
    case CARRY_ON_SESSION_STATE_GAVE_UP:
      return CARRY_ON_STATUS_GAVE_UP;
    case CARRY_ON_SESSION_STATE_OFF:
      return CARRY_ON_STATUS_OFF;
    case CARRY_ON_SESSION_STATE_IDLE:
    case CARRY_ON_SESSION_STATE_ENDED:
    default:
      return CARRY_ON_STATUS_IDLE;
    }
}

static gboolean
wants_status (CarryOnSession *s)
{
  return s->host != NULL && s->route != NULL
         && carry_on_host_wants_status (s->host)
         && carry_on_host_is_controller (s->host);
}

static gboolean
send_statuses (gpointer user_data)
{
  CarryOnSupervisor *self = user_data;
  g_autoptr(GHashTable) dirty = g_steal_pointer (&self->status_dirty);
  GHashTableIter iter;
  gpointer key;

  self->status_source = 0;
  g_hash_table_iter_init (&iter, dirty);
  while (g_hash_table_iter_next (&iter, &key, NULL))
    {
      CarryOnSession *s = key;
      g_autoptr(CarryOnMessage) status = NULL;
      gboolean enabled = s->enabled && self->enabled;
      CarryOnStatusState state = status_state_of (self, s);
      gint64 due_at_ms = state == CARRY_ON_STATUS_WAITING ? s->due / 1000 : 0;

      /* Control may have gone meanwhile: then the host shows nothing. */
      if (!wants_status (s))
        continue;
      /* Several changes that show the same (working, then continuing:
       * both "running") are one push, or none. */
      if (s->status_sent.sent && s->status_sent.enabled == enabled && s->status_sent.count == s->count &&
          s->status_sent.limit == s->limit && s->status_sent.state == (int) state &&
          s->status_sent.due_at_ms == due_at_ms)
        continue;
      status = carry_on_message_new_session_status (s->id, enabled, s->count, s->limit, state, due_at_ms);
      if (!carry_on_host_send (s->host, status))
        continue;
      s->status_sent.sent = TRUE;
      s->status_sent.enabled = enabled;
      s->status_sent.count = s->count;
      s->status_sent.limit = s->limit;
      s->status_sent.state = state;
      s->status_sent.due_at_ms = due_at_ms;
    }
  return G_SOURCE_REMOVE;
}

/* Marks @s for a `session.status` in the next idle: only a flag and, for
 * the first of a batch, one idle source.  Nothing when its host did not
 * ask for them or this supervisor does not control it. */
static void
mark_status (CarryOnSupervisor *self,
             CarryOnSession    *s)
{
  if (!wants_status (s))
    return;
  if (self->status_dirty == NULL)
    self->status_dirty = g_hash_table_new_full (NULL, NULL, g_object_unref, NULL);
  if (!g_hash_table_contains (self->status_dirty, s))
    g_hash_table_add (self->status_dirty, g_object_ref (s));
  if (self->status_source == 0)
    {
      self->status_source = g_idle_add (send_statuses, self);
      g_source_set_static_name (g_main_context_find_source_by_id (NULL, self->status_source),
                                "[carry-on] session.status");
    }
}

static void
on_session_notify (CarryOnSession    *s,
                   GParamSpec        *pspec,
                   CarryOnSupervisor *self)
{
  const char *name = g_param_spec_get_name (pspec);

  /* Another host (the session came back in a new process) has heard
   * nothing yet. */
  if (g_str_equal (name, "host"))
    s->status_sent.sent = FALSE;
  if (g_str_equal (name, "state") || g_str_equal (name, "count") || g_str_equal (name, "due") ||
      g_str_equal (name, "enabled") || g_str_equal (name, "limit") || g_str_equal (name, "host"))
    mark_status (self, s);
}

/* Follows @s for `session.status` pushes, and pushes its first. */
void
_carry_on_supervisor_watch_status (CarryOnSupervisor *self,
                                   CarryOnSession    *s)
{
  g_signal_connect (s, "notify", G_CALLBACK (on_session_notify), self);
  mark_status (self, s);
}

/* Control of @host came here: each of its sessions' status goes out. */
void
_carry_on_supervisor_status_granted (CarryOnSupervisor *self,
                                     CarryOnHost       *host)
{
  GHashTableIter iter;
  gpointer value;

  if (!carry_on_host_wants_status (host))
    return;
  g_hash_table_iter_init (&iter, self->by_key);
  while (g_hash_table_iter_next (&iter, NULL, &value))
    {
      CarryOnSession *s = value;

      if (s->host == (gpointer) host)
        {
          /* A new controller's first word, whatever was said before. */
          s->status_sent.sent = FALSE;
          mark_status (self, s);
        }
    }
}

/* The global switch is part of every session's `enabled`. */
static void
on_global_enabled (CarryOnSettings   *settings,
                   const char        *key,
                   CarryOnSupervisor *self)
{
  GHashTableIter iter;
  gpointer value;

  g_hash_table_iter_init (&iter, self->by_key);
  while (g_hash_table_iter_next (&iter, NULL, &value))
    mark_status (self, value);
}

void
_carry_on_supervisor_setup_commands (CarryOnSupervisor *self)
{
  g_signal_connect (self->settings, "changed::enabled", G_CALLBACK (on_global_enabled), self);
}

void
_carry_on_supervisor_clear_commands (CarryOnSupervisor *self)
{
  g_clear_handle_id (&self->status_source, g_source_remove);
  g_clear_pointer (&self->status_dirty, g_hash_table_unref);
}
