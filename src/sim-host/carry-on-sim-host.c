/* carry-on-sim-host.c
 *
 * SPDX-FileCopyrightText: 2026 The Carry On authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A real agent host that speaks protocol v1 exactly as a plugin would,
 * scripted by a JSON scenario (docs/sim-host.md): for tests, for
 * `carry-on --demo`, and for anyone writing a host plugin.
 */
#include "config.h"

#include <errno.h>
#include <locale.h>
#include <math.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include <glib-unix.h>
#include <glib/gstdio.h>

#include "carry-on-host-server.h"
#include "carry-on-paths.h"

/* Scenario defaults, in scenario ms (before --speed). */
#define DEFAULT_TURN_MS       300
#define DEFAULT_LIMIT_RESET_S 90

typedef enum {
  /* Events: happen after_ms after the previous step finished. */
  STEP_PROMPT,
  STEP_SUBAGENT,
  STEP_END,
  STEP_DROP,
  STEP_USAGE,
  STEP_UPDATE,
  STEP_WAIT,
  STEP_EXIT,
  STEP_COMMAND,
  /* Outcomes: how the next turn(s) end, whoever starts them. */
  STEP_FAIL,
  STEP_LIMIT,
  STEP_ANSWER,
  STEP_ABORT,
  STEP_REFUSAL,
} StepKind;

static const char * const step_names[] = {
  [STEP_PROMPT] = "prompt",
  [STEP_SUBAGENT] = "subagent",
  [STEP_END] = "end",
  [STEP_DROP] = "drop",
  [STEP_USAGE] = "usage",
  [STEP_UPDATE] = "update",
  [STEP_WAIT] = "wait",
  [STEP_EXIT] = "exit",
  [STEP_COMMAND] = "command",
  [STEP_FAIL] = "fail",
  [STEP_LIMIT] = "limit",
  [STEP_ANSWER] = "answer",
  [STEP_ABORT] = "abort",
  [STEP_REFUSAL] = "refusal",
};

typedef struct {
  StepKind    kind;
  gint64      after_ms;   /* events */
  gint64      turn_ms;    /* outcomes, -1 = the scenario's default */
  guint       times;      /* fail, limit, drop: how many turns / prompts */
  JsonObject *spec;       /* the step's own object, for its details */
} Step;

typedef struct _SimHost SimHost;

typedef struct {
  SimHost    *sim;
  char       *id;
  JsonObject *info;        /* id, title, cwd, provider, host_continues_limit */
  gint64      start_ms;
  GPtrArray  *steps;       /* Step */
  guint       cursor;
  guint       used;        /* turns taken by the step at the cursor */
  gboolean    started;
  gboolean    ended;
  gboolean    turn_running;
  char       *turn_id;
  Step       *outcome;     /* how the running turn ends; NULL = answer */
  guint       turn_source;
  guint       step_source;
  guint       n_turns;
  GQueue      queued;      /* CarryOnMessage: prompt.submit commands waiting for idle */
  guint       queued_person_prompts;
  char       *drop_reason;
  guint       drop_times;
} SimSession;

struct _SimHost {
  CarryOnHostServer *server;
  GMainLoop         *loop;
  double             speed;
  gint64             turn_ms;
  gint64             start_us;    /* monotonic */
  GPtrArray         *sessions;    /* SimSession */
  FILE              *record;
  int                exit_code;
  gboolean           begun;
  guint              n_commands;  /* request ids of `command` steps */
};

static void session_advance     (SimSession *session);
static const char *spec_string  (JsonObject *spec,
                                 const char *member,
                                 const char *fallback);
static void session_subagent    (SimSession *session,
                                 Step       *step);
static void session_start_turn  (SimSession *session,
                                 JsonObject *origin,
                                 const char *turn_id);

/* --- time ---------------------------------------------------------------- */

/* Real ms for @scenario_ms at the chosen speed (at least 0). */
static guint
scaled_ms (SimHost *sim,
           gint64   scenario_ms)
{
  double ms = (double) MAX (scenario_ms, 0) / sim->speed;

  return (guint) MIN (ms, (double) G_MAXUINT);
}

/* --- scenario ------------------------------------------------------------ */

static gboolean
step_is_outcome (StepKind kind)
{
  return kind >= STEP_FAIL;
}

static void
step_free (Step *step)
{
  g_clear_pointer (&step->spec, json_object_unref);
  g_free (step);
}

static void
session_free (SimSession *session)
{
  g_clear_handle_id (&session->turn_source, g_source_remove);
  g_clear_handle_id (&session->step_source, g_source_remove);
  g_queue_clear_full (&session->queued, (GDestroyNotify) carry_on_message_unref);
  g_clear_pointer (&session->steps, g_ptr_array_unref);
  g_clear_pointer (&session->info, json_object_unref);
  g_free (session->id);
  g_free (session->turn_id);
  g_free (session->drop_reason);
  g_free (session);
}

static gboolean
get_ms (JsonObject  *object,
        const char  *member,
        gint64       default_value,
        gint64      *out,
        const char  *where,
        GError     **error)
{
  JsonNode *node = json_object_get_member (object, member);

  if (node == NULL || JSON_NODE_HOLDS_NULL (node))
    {
      *out = default_value;
      return TRUE;
    }
  if (!JSON_NODE_HOLDS_VALUE (node)
      || (json_node_get_value_type (node) != G_TYPE_INT64
          && json_node_get_value_type (node) != G_TYPE_DOUBLE)
      || json_node_get_double (node) < 0)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                   "%s: \"%s\" must be a number ≥ 0", where, member);
      return FALSE;
    }
  *out = (gint64) json_node_get_double (node);
  return TRUE;
}

static Step *
step_parse (JsonNode    *node,
            const char  *where,
            GError     **error)
{
  g_autoptr(JsonObject) spec = NULL;
  const char *name;
  Step *step;
  gint64 times;
  guint kind;

  if (!JSON_NODE_HOLDS_OBJECT (node))
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA, "%s: a step must be an object", where);
      return NULL;
    }
  spec = json_object_ref (json_node_get_object (node));

  if (!json_object_has_member (spec, "do")
      || !JSON_NODE_HOLDS_VALUE (json_object_get_member (spec, "do"))
      || json_node_get_value_type (json_object_get_member (spec, "do")) != G_TYPE_STRING)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA, "%s: \"do\" (a string) is missing", where);
      return NULL;
    }
  name = json_object_get_string_member (spec, "do");
  for (kind = 0; kind < G_N_ELEMENTS (step_names); kind++)
    if (g_str_equal (step_names[kind], name))
      break;
  if (kind == G_N_ELEMENTS (step_names))
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                   "%s: unknown step \"%s\" (known: prompt, subagent, end, drop, usage, update, "
                   "wait, exit, command, fail, limit, answer, abort, refusal)", where, name);
      return NULL;
    }

  step = g_new0 (Step, 1);
  step->kind = kind;
  if (!get_ms (spec, "after_ms", 0, &step->after_ms, where, error)
      || !get_ms (spec, "turn_ms", -1, &step->turn_ms, where, error)
      || !get_ms (spec, "times", 1, &times, where, error))
    {
      step_free (step);
      return NULL;
    }
  if (step_is_outcome (kind) && json_object_has_member (spec, "after_ms"))
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                   "%s: \"%s\" ends the next turn and has no after_ms (put a \"wait\" step before it)",
                   where, name);
      step_free (step);
      return NULL;
    }
  if (json_object_has_member (spec, "failure")
      && !JSON_NODE_HOLDS_OBJECT (json_object_get_member (spec, "failure")))
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA, "%s: \"failure\" must be an object", where);
      step_free (step);
      return NULL;
    }
  step->times = (guint) CLAMP (times, 1, G_MAXUINT);
  step->spec = g_steal_pointer (&spec);
  return step;
}

static gboolean
scenario_load (SimHost     *sim,
               const char  *path,
               char       **kind,
               char       **name,
               GError     **error)
{
  g_autoptr(JsonParser) parser = json_parser_new ();
  JsonObject *root;
  JsonArray *sessions;
  gint64 turn_ms;

  if (!json_parser_load_from_file (parser, path, error))
    return FALSE;
  if (json_parser_get_root (parser) == NULL || !JSON_NODE_HOLDS_OBJECT (json_parser_get_root (parser)))
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA, "%s: the scenario must be a JSON object", path);
      return FALSE;
    }
  root = json_node_get_object (json_parser_get_root (parser));

  if (!get_ms (root, "turn_ms", DEFAULT_TURN_MS, &turn_ms, path, error))
    return FALSE;
  sim->turn_ms = turn_ms;

  if (json_object_has_member (root, "host") && JSON_NODE_HOLDS_OBJECT (json_object_get_member (root, "host")))
    {
      JsonObject *host = json_object_get_object_member (root, "host");

      if (*kind == NULL)
        *kind = g_strdup (spec_string (host, "kind", NULL));
      if (*name == NULL)
        *name = g_strdup (spec_string (host, "name", NULL));
    }

  if (!json_object_has_member (root, "sessions")
      || !JSON_NODE_HOLDS_ARRAY (json_object_get_member (root, "sessions")))
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA, "%s: \"sessions\" (an array) is missing", path);
      return FALSE;
    }
  sessions = json_object_get_array_member (root, "sessions");

  for (guint i = 0; i < json_array_get_length (sessions); i++)
    {
      JsonNode *node = json_array_get_element (sessions, i);
      g_autofree char *where = g_strdup_printf ("%s: sessions[%u]", path, i);
      SimSession *session;
      JsonObject *object;
      JsonArray *steps;
      JsonObject *info;

      if (!JSON_NODE_HOLDS_OBJECT (node))
        {
          g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA, "%s: must be an object", where);
          return FALSE;
        }
      object = json_node_get_object (node);
      if (!json_object_has_member (object, "id")
          || json_node_get_value_type (json_object_get_member (object, "id")) != G_TYPE_STRING)
        {
          g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA, "%s: \"id\" (a string) is missing", where);
          return FALSE;
        }

      session = g_new0 (SimSession, 1);
      session->sim = sim;
      session->id = g_strdup (json_object_get_string_member (object, "id"));
      session->steps = g_ptr_array_new_with_free_func ((GDestroyNotify) step_free);
      g_queue_init (&session->queued);
      g_ptr_array_add (sim->sessions, session);

      info = json_object_new ();
      session->info = info;
      json_object_set_string_member (info, "id", session->id);
      for (guint m = 0; m < 3; m++)
        {
          const char *member = (const char *[]) { "title", "cwd", "provider" }[m];

          if (json_object_has_member (object, member)
              && json_node_get_value_type (json_object_get_member (object, member)) == G_TYPE_STRING)
            json_object_set_string_member (info, member, json_object_get_string_member (object, member));
        }
      /* A session that already has a history (a restarted host). */
      if (json_object_has_member (object, "last_turn")
          && JSON_NODE_HOLDS_OBJECT (json_object_get_member (object, "last_turn")))
        json_object_set_member (info, "last_turn", json_node_copy (json_object_get_member (object, "last_turn")));
      if (json_object_has_member (object, "host_continues_limit")
          && json_node_get_value_type (json_object_get_member (object, "host_continues_limit")) == G_TYPE_BOOLEAN)
        json_object_set_boolean_member (info, "host_continues_limit",
                                        json_object_get_boolean_member (object, "host_continues_limit"));

      if (!get_ms (object, "start_ms", 0, &session->start_ms, where, error))
        return FALSE;

      if (!json_object_has_member (object, "steps"))
        continue;
      if (!JSON_NODE_HOLDS_ARRAY (json_object_get_member (object, "steps")))
        {
          g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA, "%s: \"steps\" must be an array", where);
          return FALSE;
        }
      steps = json_object_get_array_member (object, "steps");
      for (guint s = 0; s < json_array_get_length (steps); s++)
        {
          g_autofree char *step_where = g_strdup_printf ("%s.steps[%u]", where, s);
          Step *step = step_parse (json_array_get_element (steps, s), step_where, error);

          if (step == NULL)
            return FALSE;
          g_ptr_array_add (session->steps, step);
        }
    }

  return TRUE;
}

/* --- emitting ------------------------------------------------------------ */

static void
emit (SimHost        *sim,
      CarryOnMessage *message)
{
  carry_on_host_server_emit (sim->server, message);
}

static const char *
spec_string (JsonObject *spec,
             const char *member,
             const char *fallback)
{
  JsonNode *node = spec ? json_object_get_member (spec, member) : NULL;

  if (node != NULL && JSON_NODE_HOLDS_VALUE (node) && json_node_get_value_type (node) == G_TYPE_STRING)
    return json_node_get_string (node);
  return fallback;
}

static void
emit_session (SimSession         *session,
              CarryOnMessageType  type)
{
  g_autoptr(CarryOnMessage) message = carry_on_message_new (type);
  JsonObject *object = carry_on_message_get_object (message);
  JsonNode *node = json_node_init_object (json_node_alloc (), session->info);

  json_object_set_member (object, "session", node);
  emit (session->sim, message);
  /* A history given in the scenario is told once, at the start. */
  json_object_remove_member (session->info, "last_turn");
}

/* "{reset_clock}" and friends in a failure message, for a reset @reset_s. */
static char *
expand_reset (const char *text,
              gint64      reset_s)
{
  g_autoptr(GDateTime) utc = NULL;
  g_autoptr(GDateTime) local = NULL;
  g_autoptr(GString) out = g_string_new (text);
  g_autofree char *clock = NULL;
  g_autofree char *hour = NULL;
  g_autofree char *iso = NULL;
  g_autofree char *epoch = NULL;
  g_autoptr(GTimeZone) zone = g_time_zone_new_local ();
  const char *zone_id = g_time_zone_get_identifier (zone);
  int h;

  if (reset_s < 0)
    return g_strdup (text);

  utc = g_date_time_new_from_unix_utc (reset_s);
  local = g_date_time_to_local (utc);
  h = g_date_time_get_hour (local) % 12;
  /* As Claude Code prints it: "5:10pm", "7pm". */
  clock = g_strdup_printf ("%d:%02d%s", h == 0 ? 12 : h, g_date_time_get_minute (local),
                           g_date_time_get_hour (local) < 12 ? "am" : "pm");
  hour = g_strdup_printf ("%d%s", h == 0 ? 12 : h, g_date_time_get_hour (local) < 12 ? "am" : "pm");
  iso = g_date_time_format_iso8601 (utc);
  epoch = g_strdup_printf ("%" G_GINT64_FORMAT, reset_s);

  g_string_replace (out, "{reset_clock}", clock, 0);
  g_string_replace (out, "{reset_hour}", hour, 0);
  g_string_replace (out, "{reset_iso}", iso, 0);
  g_string_replace (out, "{reset_epoch}", epoch, 0);
  g_string_replace (out, "{reset_zone}", zone_id ? zone_id : "UTC", 0);
  return g_string_free (g_steal_pointer (&out), FALSE);
}

/* The wire FAILURE for an outcome step (docs/sim-host.md "fail", "limit"). */
static JsonObject *
build_failure (SimSession *session,
               Step       *step)
{
  SimHost *sim = session->sim;
  JsonObject *spec = NULL;
  JsonObject *failure = json_object_new ();
  gboolean limit = step->kind == STEP_LIMIT;
  const char *format;
  JsonNode *node;
  gint64 reset_s = -1;
  double resets_in_s = limit ? DEFAULT_LIMIT_RESET_S : -1;
  const char *members[] = { "kind", "error_type", "message", "provider" };
  const char *limit_defaults[] = {
    "rate_limit", "rate_limit_error",
    "You've hit your session limit · resets {reset_clock}", NULL,
  };
  const char *fail_defaults[] = {
    "server_error", "overloaded_error", "API Error: 529 Overloaded. This is a server-side issue, usually temporary — try again in a moment.", NULL,
  };

  if (json_object_has_member (step->spec, "failure"))
    spec = json_object_get_object_member (step->spec, "failure");

  if (spec != NULL && (node = json_object_get_member (spec, "resets_in_s")) != NULL
      && JSON_NODE_HOLDS_VALUE (node) && json_node_get_value_type (node) != G_TYPE_STRING)
    resets_in_s = json_node_get_double (node);
  if (resets_in_s >= 0)
    reset_s = (g_get_real_time () / G_USEC_PER_SEC) + (gint64) ceil (resets_in_s / sim->speed);

  for (guint i = 0; i < G_N_ELEMENTS (members); i++)
    {
      const char *fallback = limit ? limit_defaults[i] : fail_defaults[i];
      const char *value;

      if (i == 3)
        fallback = spec_string (session->info, "provider", NULL);
      value = spec_string (spec, members[i], fallback);
      if (value == NULL)
        continue;
      if (i == 2)
        {
          g_autofree char *text = expand_reset (value, reset_s);

          json_object_set_string_member (failure, members[i], text);
        }
      else
        {
          json_object_set_string_member (failure, members[i], value);
        }
    }

  node = spec ? json_object_get_member (spec, "status") : NULL;
  if (node != NULL && JSON_NODE_HOLDS_VALUE (node))
    json_object_set_int_member (failure, "status", json_node_get_int (node));
  else
    json_object_set_int_member (failure, "status", limit ? 429 : 529);

  for (guint i = 0; i < 3; i++)
    {
      const char *member = (const char *[]) { "causes", "retry_after_ms", "host_retried" }[i];

      if (spec != NULL && (node = json_object_get_member (spec, member)) != NULL)
        json_object_set_member (failure, member, json_node_copy (node));
    }

  /* The structured reset: epoch s (default), ISO 8601, or left to the text. */
  format = spec_string (spec, "resets_at_format", "epoch");
  if (reset_s >= 0 && g_strcmp0 (format, "none") != 0)
    {
      if (g_strcmp0 (format, "iso") == 0)
        {
          g_autoptr(GDateTime) dt = g_date_time_new_from_unix_utc (reset_s);
          g_autofree char *iso = g_date_time_format_iso8601 (dt);

          json_object_set_string_member (failure, "resets_at", iso);
        }
      else
        {
          json_object_set_int_member (failure, "resets_at", reset_s);
        }
    }

  return failure;
}

/* --- turns --------------------------------------------------------------- */

/* --unique-turn-ids: a per-process tag in generated turn ids, so a host
 * run again with the same scenario does not repeat the ids a supervisor
 * remembers from the last run (the demo runs this way; tests that restart a
 * host on purpose keep the plain, repeatable ids). */
static char *option_turn_tag = NULL;

static char *
session_next_turn_id (SimSession *session)
{
  if (option_turn_tag != NULL)
    return g_strdup_printf ("%s-%s-t%u", session->id, option_turn_tag, ++session->n_turns);
  return g_strdup_printf ("%s-t%u", session->id, ++session->n_turns);
}

static void
session_start_requested (SimSession     *session,
                         CarryOnMessage *command)
{
  g_autoptr(CarryOnMessage) result = carry_on_message_new (CARRY_ON_MESSAGE_PROMPT_RESULT);
  g_autoptr(CarryOnMessage) report = carry_on_message_new (CARRY_ON_MESSAGE_PROMPT_SUBMIT);
  g_autofree char *turn_id = session_next_turn_id (session);
  const char *request_id = carry_on_message_get_request_id (command);
  JsonObject *object;
  JsonObject *origin = json_object_new ();

  /* As Claude Code's $.prompt.submit: resolves as the turn starts. */
  object = carry_on_message_get_object (result);
  json_object_set_string_member (object, "request_id", request_id);
  json_object_set_string_member (object, "session_id", session->id);
  json_object_set_boolean_member (object, "ok", TRUE);
  json_object_set_string_member (object, "turn_id", turn_id);
  emit (session->sim, result);

  json_object_set_string_member (origin, "kind", "plugin");
  json_object_set_string_member (origin, "name", "carry-on");
  json_object_set_string_member (origin, "request_id", request_id);
  object = carry_on_message_get_object (report);
  json_object_set_string_member (object, "session_id", session->id);
  json_object_set_object_member (object, "origin", json_object_ref (origin));
  emit (session->sim, report);

  session_start_turn (session, origin, turn_id);
  json_object_unref (origin);
}

static void
session_start_person_turn (SimSession *session)
{
  g_autoptr(JsonObject) origin = json_object_new ();
  g_autofree char *turn_id = session_next_turn_id (session);

  json_object_set_string_member (origin, "kind", "composer");
  session_start_turn (session, origin, turn_id);
}

/* A turn ended: the next queued prompt runs, else the script goes on. */
static void
session_idle (SimSession *session)
{
  CarryOnMessage *command;

  if (session->ended)
    return;

  command = g_queue_pop_head (&session->queued);
  if (command != NULL)
    {
      session_start_requested (session, command);
      carry_on_message_unref (command);
      return;
    }
  if (session->queued_person_prompts > 0)
    {
      session->queued_person_prompts--;
      session_start_person_turn (session);
      return;
    }
  session_advance (session);
}

static gboolean
on_turn_done (gpointer user_data)
{
  SimSession *session = user_data;
  g_autoptr(CarryOnMessage) message = carry_on_message_new (CARRY_ON_MESSAGE_TURN_COMPLETE);
  JsonObject *object = carry_on_message_get_object (message);
  Step *outcome = session->outcome;
  const char *reason = "answer";

  session->turn_source = 0;
  session->turn_running = FALSE;
  session->outcome = NULL;

  if (outcome != NULL)
    {
      switch (outcome->kind)
        {
        case STEP_FAIL:
        case STEP_LIMIT:
          reason = "error";
          json_object_set_object_member (object, "failure", build_failure (session, outcome));
          break;
        case STEP_ABORT:
          reason = "aborted";
          break;
        case STEP_REFUSAL:
          reason = "refusal";
          break;
        case STEP_ANSWER:
        case STEP_PROMPT:
        case STEP_SUBAGENT:
        case STEP_END:
        case STEP_DROP:
        case STEP_USAGE:
        case STEP_UPDATE:
        case STEP_WAIT:
        case STEP_EXIT:
        case STEP_COMMAND:
        default:
          break;
        }
      /* The answer's text rides along as an unknown member: a supervisor
       * must not read "rate limit" in an answer as a failure. */
      if (spec_string (outcome->spec, "text", NULL) != NULL)
        json_object_set_string_member (object, "text", spec_string (outcome->spec, "text", NULL));
    }

  json_object_set_string_member (object, "session_id", session->id);
  json_object_set_string_member (object, "turn_id", session->turn_id);
  json_object_set_string_member (object, "reason", reason);
  json_object_set_int_member (object, "ended_at", g_get_real_time () / 1000);
  g_message ("%s: turn %s ended: %s", session->id, session->turn_id, reason);
  emit (session->sim, message);

  session_idle (session);
  return G_SOURCE_REMOVE;
}

static void
session_start_turn (SimSession *session,
                    JsonObject *origin,
                    const char *turn_id)
{
  g_autoptr(CarryOnMessage) message = carry_on_message_new (CARRY_ON_MESSAGE_TURN_START);
  JsonObject *object = carry_on_message_get_object (message);
  Step *outcome = NULL;
  gint64 turn_ms = session->sim->turn_ms;

  g_assert (!session->turn_running);

  /* The outcome step at the cursor decides how this turn ends. */
  if (session->cursor < session->steps->len)
    {
      Step *step = g_ptr_array_index (session->steps, session->cursor);

      if (step_is_outcome (step->kind))
        {
          outcome = step;
          if (++session->used >= step->times)
            {
              session->cursor++;
              session->used = 0;
            }
        }
    }
  if (outcome != NULL && outcome->turn_ms >= 0)
    turn_ms = outcome->turn_ms;

  /* A scripted event already armed keeps its time: the script is driven
   * by time as well as by prompts. */

  session->turn_running = TRUE;
  session->outcome = outcome;
  g_free (session->turn_id);
  session->turn_id = g_strdup (turn_id);

  json_object_set_string_member (object, "session_id", session->id);
  json_object_set_string_member (object, "turn_id", turn_id);
  if (origin != NULL)
    json_object_set_object_member (object, "origin", json_object_ref (origin));
  emit (session->sim, message);

  session->turn_source = g_timeout_add (scaled_ms (session->sim, turn_ms), on_turn_done, session);

  /* "subagent": {…} on an outcome: a subagent turn inside this one. */
  if (outcome != NULL && json_object_has_member (outcome->spec, "subagent")
      && JSON_NODE_HOLDS_OBJECT (json_object_get_member (outcome->spec, "subagent")))
    {
      Step inner = { .kind = STEP_SUBAGENT, .turn_ms = -1, .times = 1 };
      gint64 inner_ms;

      inner.spec = json_object_get_object_member (outcome->spec, "subagent");
      if (get_ms (inner.spec, "turn_ms", -1, &inner_ms, session->id, NULL))
        inner.turn_ms = inner_ms;
      session_subagent (session, &inner);
    }
}

/* --- events -------------------------------------------------------------- */

typedef struct {
  SimHost    *sim;
  char       *session_id;
  char       *turn_id;
  char       *agent_id;
  char       *reason;
  JsonObject *failure;
} SubagentTurn;

static void
subagent_turn_free (SubagentTurn *turn)
{
  g_free (turn->session_id);
  g_free (turn->turn_id);
  g_free (turn->agent_id);
  g_free (turn->reason);
  g_clear_pointer (&turn->failure, json_object_unref);
  g_free (turn);
}

static gboolean
on_subagent_done (gpointer user_data)
{
  SubagentTurn *turn = user_data;
  g_autoptr(CarryOnMessage) message = carry_on_message_new (CARRY_ON_MESSAGE_TURN_COMPLETE);
  JsonObject *object = carry_on_message_get_object (message);
  const char *reason = turn->reason;

  json_object_set_string_member (object, "session_id", turn->session_id);
  json_object_set_string_member (object, "turn_id", turn->turn_id);
  json_object_set_string_member (object, "agent_id", turn->agent_id);
  json_object_set_string_member (object, "reason", reason);
  if (g_str_equal (reason, "error") && turn->failure != NULL)
    json_object_set_object_member (object, "failure", json_object_ref (turn->failure));
  json_object_set_int_member (object, "ended_at", g_get_real_time () / 1000);
  emit (turn->sim, message);
  return G_SOURCE_REMOVE;
}

static void
session_subagent (SimSession *session,
                  Step       *step)
{
  g_autoptr(CarryOnMessage) message = carry_on_message_new (CARRY_ON_MESSAGE_TURN_START);
  JsonObject *object = carry_on_message_get_object (message);
  SubagentTurn *turn = g_new0 (SubagentTurn, 1);
  gint64 turn_ms = step->turn_ms >= 0 ? step->turn_ms : session->sim->turn_ms;

  turn->sim = session->sim;
  turn->session_id = g_strdup (session->id);
  turn->turn_id = g_strdup_printf ("%s-sub%u", session->id, ++session->n_turns);
  turn->agent_id = g_strdup (spec_string (step->spec, "agent_id", "agent-1"));
  turn->reason = g_strdup (spec_string (step->spec, "reason", "error"));
  turn->failure = build_failure (session, step);

  json_object_set_string_member (object, "session_id", turn->session_id);
  json_object_set_string_member (object, "turn_id", turn->turn_id);
  json_object_set_string_member (object, "agent_id", turn->agent_id);
  emit (session->sim, message);

  g_timeout_add_full (G_PRIORITY_DEFAULT, scaled_ms (session->sim, turn_ms),
                      on_subagent_done, turn, (GDestroyNotify) subagent_turn_free);
}

static void
session_person_prompt (SimSession *session,
                       Step       *step)
{
  g_autoptr(CarryOnMessage) report = carry_on_message_new (CARRY_ON_MESSAGE_PROMPT_SUBMIT);
  JsonObject *object = carry_on_message_get_object (report);
  JsonObject *origin = json_object_new ();
  JsonNode *node = json_object_get_member (step->spec, "origin");

  /* "origin": "composer" or a whole ORIGIN object; default a person. */
  if (node != NULL && JSON_NODE_HOLDS_OBJECT (node))
    {
      json_object_unref (origin);
      origin = json_object_ref (json_node_get_object (node));
    }
  else
    {
      json_object_set_string_member (origin, "kind", spec_string (step->spec, "origin", "composer"));
    }

  json_object_set_string_member (object, "session_id", session->id);
  json_object_set_object_member (object, "origin", json_object_ref (origin));
  emit (session->sim, report);

  if (session->turn_running)
    {
      session->queued_person_prompts++;
    }
  else
    {
      g_autofree char *turn_id = session_next_turn_id (session);

      session_start_turn (session, origin, turn_id);
    }
  json_object_unref (origin);
}

static void
session_end (SimSession *session,
             const char *reason)
{
  g_autoptr(CarryOnMessage) message = carry_on_message_new (CARRY_ON_MESSAGE_SESSION_END);
  JsonObject *object = carry_on_message_get_object (message);
  CarryOnMessage *command;

  if (session->ended)
    return;
  session->ended = TRUE;
  g_clear_handle_id (&session->turn_source, g_source_remove);
  g_clear_handle_id (&session->step_source, g_source_remove);

  while ((command = g_queue_pop_head (&session->queued)) != NULL)
    {
      g_autoptr(CarryOnMessage) result = carry_on_message_new (CARRY_ON_MESSAGE_PROMPT_RESULT);
      JsonObject *r = carry_on_message_get_object (result);

      json_object_set_string_member (r, "request_id", carry_on_message_get_request_id (command));
      json_object_set_string_member (r, "session_id", session->id);
      json_object_set_boolean_member (r, "ok", FALSE);
      json_object_set_string_member (r, "drop", "the session has ended");
      emit (session->sim, result);
      carry_on_message_unref (command);
    }

  json_object_set_string_member (object, "session_id", session->id);
  json_object_set_string_member (object, "reason", reason);
  emit (session->sim, message);
}

static void
session_usage (SimSession *session,
               Step       *step)
{
  g_autoptr(CarryOnMessage) message = carry_on_message_new (CARRY_ON_MESSAGE_USAGE);
  JsonObject *object = carry_on_message_get_object (message);
  JsonNode *windows = json_object_get_member (step->spec, "windows");
  JsonNode *context = json_object_get_member (step->spec, "context");

  json_object_set_string_member (object, "session_id", session->id);
  if (windows != NULL && JSON_NODE_HOLDS_ARRAY (windows))
    {
      JsonArray *in = json_node_get_array (windows);
      JsonArray *out = json_array_new ();

      for (guint i = 0; i < json_array_get_length (in); i++)
        {
          JsonNode *element = json_array_get_element (in, i);
          JsonObject *window;

          if (!JSON_NODE_HOLDS_OBJECT (element))
            continue;
          window = json_object_new ();
          json_object_set_string_member (window, "kind",
                                         spec_string (json_node_get_object (element), "kind", "five_hour"));
          if (json_object_has_member (json_node_get_object (element), "percent_used"))
            json_object_set_double_member (window, "percent_used",
                                           json_object_get_double_member (json_node_get_object (element), "percent_used"));
          if (json_object_has_member (json_node_get_object (element), "resets_in_s"))
            {
              double in_s = json_object_get_double_member (json_node_get_object (element), "resets_in_s");

              json_object_set_int_member (window, "resets_at",
                                          g_get_real_time () / G_USEC_PER_SEC
                                          + (gint64) ceil (in_s / session->sim->speed));
            }
          json_array_add_object_element (out, window);
        }
      json_object_set_array_member (object, "windows", out);
    }
  if (context != NULL && JSON_NODE_HOLDS_OBJECT (context))
    json_object_set_member (object, "context", json_node_copy (context));
  emit (session->sim, message);
}

static void
session_update (SimSession *session,
                Step       *step)
{
  const CarryOnSessionInfo *current = carry_on_host_server_lookup_session (session->sim->server, session->id);
  g_autoptr(CarryOnSessionInfo) info = NULL;
  g_autoptr(CarryOnMessage) message = carry_on_message_new (CARRY_ON_MESSAGE_SESSION_UPDATE);

  if (current == NULL)
    return;

  /* session.update carries the complete SESSION (docs/protocol.md §4.2):
   * start from the table, so the last turn and request stay right. */
  info = carry_on_session_info_copy (current);
  for (guint m = 0; m < 3; m++)
    {
      const char *member = (const char *[]) { "title", "cwd", "provider" }[m];
      const char *value = spec_string (step->spec, member, NULL);
      char **field = (char **[]) { &info->title, &info->cwd, &info->provider }[m];

      if (value == NULL)
        continue;
      json_object_set_string_member (session->info, member, value);
      g_free (*field);
      *field = g_strdup (value);
    }
  json_object_set_member (carry_on_message_get_object (message), "session",
                          carry_on_session_info_to_json (info));
  emit (session->sim, message);
}

static void
sim_quit (SimHost *sim,
          int      code)
{
  sim->exit_code = code;
  g_main_loop_quit (sim->loop);
}

/* A person typed `/carry-on ARGS` in this session: the `command` goes to
 * the controller (else the first supervisor); with none connected the
 * host answers by itself, as a plugin does. */
static void
session_command (SimSession *session,
                 Step       *step)
{
  g_autofree char *request_id = g_strdup_printf ("sim-cmd-%u", ++session->sim->n_commands);
  g_autoptr(CarryOnMessage) command = NULL;
  g_autoptr(GError) error = NULL;

  command = carry_on_message_new_command (spec_string (step->spec, "request_id", request_id),
                                          session->id, spec_string (step->spec, "args", ""));
  if (!carry_on_host_server_try_emit (session->sim->server, command, &error))
    {
      g_print ("command.result %s ok=false\n"
               "Carry On is not running: start it with `carry-on`, or `carry-on --headless` on a server.\n"
               "--\n",
               spec_string (step->spec, "request_id", request_id));
      fflush (stdout);
      g_message ("%s: command not sent: %s", session->id, error->message);
      return;
    }
  g_message ("%s: command %s sent", session->id, spec_string (step->spec, "request_id", request_id));
}

static void
session_perform (SimSession *session,
                 Step       *step)
{
  g_debug ("%s: %s", session->id, step_names[step->kind]);

  switch (step->kind)
    {
    case STEP_PROMPT:
      session_person_prompt (session, step);
      break;
    case STEP_SUBAGENT:
      session_subagent (session, step);
      break;
    case STEP_END:
      session_end (session, spec_string (step->spec, "reason", "exit"));
      break;
    case STEP_DROP:
      g_free (session->drop_reason);
      session->drop_reason = g_strdup (spec_string (step->spec, "reason",
                                                    "the session was stopped and nobody has sent input since"));
      session->drop_times = step->times;
      break;
    case STEP_USAGE:
      session_usage (session, step);
      break;
    case STEP_UPDATE:
      session_update (session, step);
      break;
    case STEP_WAIT:
      break;
    case STEP_COMMAND:
      session_command (session, step);
      break;
    case STEP_EXIT:
      if (json_object_has_member (step->spec, "crash")
          && json_object_get_boolean_member (step->spec, "crash"))
        {
          /* Like a killed host: no goodbye, the socket file stays. */
          g_message ("crashing as the scenario says");
          if (session->sim->record != NULL)
            fflush (session->sim->record);
          _exit (1);
        }
      sim_quit (session->sim, 0);
      break;
    case STEP_FAIL:
    case STEP_LIMIT:
    case STEP_ANSWER:
    case STEP_ABORT:
    case STEP_REFUSAL:
    default:
      g_assert_not_reached ();
    }
}

static gboolean
on_step_due (gpointer user_data)
{
  SimSession *session = user_data;
  Step *step = g_ptr_array_index (session->steps, session->cursor);

  session->step_source = 0;
  session->cursor++;
  session->used = 0;
  session_perform (session, step);
  if (!session->turn_running)
    session_advance (session);
  return G_SOURCE_REMOVE;
}

/* Runs the script from the cursor: events fire after their delay; an
 * outcome waits for the next turn. */
static void
session_advance (SimSession *session)
{
  while (!session->ended && !session->turn_running && session->step_source == 0
         && session->cursor < session->steps->len)
    {
      Step *step = g_ptr_array_index (session->steps, session->cursor);

      if (step_is_outcome (step->kind))
        return;

      if (step->after_ms > 0)
        {
          session->step_source = g_timeout_add (scaled_ms (session->sim, step->after_ms),
                                                on_step_due, session);
          return;
        }

      session->cursor++;
      session->used = 0;
      session_perform (session, step);
    }
}

static gboolean
on_session_start (gpointer user_data)
{
  SimSession *session = user_data;

  session->step_source = 0;
  session->started = TRUE;
  emit_session (session, CARRY_ON_MESSAGE_SESSION_START);
  session_advance (session);
  return G_SOURCE_REMOVE;
}

/* --- commands from the controller ---------------------------------------- */

static SimSession *
sim_lookup (SimHost    *sim,
            const char *session_id)
{
  for (guint i = 0; i < sim->sessions->len; i++)
    {
      SimSession *session = g_ptr_array_index (sim->sessions, i);

      if (g_strcmp0 (session->id, session_id) == 0)
        return session;
    }
  return NULL;
}

static void
emit_drop (SimHost        *sim,
           CarryOnMessage *command,
           const char     *reason)
{
  g_autoptr(CarryOnMessage) result = carry_on_message_new (CARRY_ON_MESSAGE_PROMPT_RESULT);
  JsonObject *object = carry_on_message_get_object (result);

  json_object_set_string_member (object, "request_id", carry_on_message_get_request_id (command));
  json_object_set_string_member (object, "session_id", carry_on_message_get_session_id (command));
  json_object_set_boolean_member (object, "ok", FALSE);
  json_object_set_string_member (object, "drop", reason);
  g_message ("%s: dropped %s: %s", carry_on_message_get_session_id (command),
             carry_on_message_get_request_id (command), reason);
  emit (sim, result);
}

static void
on_command (CarryOnHostServer *server,
            CarryOnMessage    *message,
            SimHost           *sim)
{
  const char *session_id = carry_on_message_get_session_id (message);
  SimSession *session = sim_lookup (sim, session_id);

  switch (carry_on_message_get_message_type (message))
    {
    case CARRY_ON_MESSAGE_PROMPT_SUBMIT:
      g_message ("%s: prompt.submit %s", session_id, carry_on_message_get_request_id (message));
      if (session == NULL || !session->started)
        emit_drop (sim, message, "no such session");
      else if (session->ended)
        emit_drop (sim, message, "the session has ended");
      else if (session->drop_times > 0)
        {
          session->drop_times--;
          emit_drop (sim, message, session->drop_reason);
        }
      else if (session->turn_running)
        g_queue_push_tail (&session->queued, carry_on_message_ref (message));
      else
        session_start_requested (session, message);
      break;

    case CARRY_ON_MESSAGE_LOG:
      g_message ("%s: log: %s", session_id, carry_on_message_get_string (message, "text"));
      break;

    case CARRY_ON_MESSAGE_HANDOFF:
      {
        g_autoptr(CarryOnMessage) progress = carry_on_message_new (CARRY_ON_MESSAGE_HANDOFF_PROGRESS);
        JsonObject *object = carry_on_message_get_object (progress);

        json_object_set_string_member (object, "session_id", session_id);
        json_object_set_string_member (object, "request_id", carry_on_message_get_request_id (message));
        json_object_set_string_member (object, "stage", "stopped");
        json_object_set_string_member (object, "reason", "the simulated host cannot hand off");
        emit (sim, progress);
      }
      break;

    case CARRY_ON_MESSAGE_COMMAND_RESULT:
      /* The answer to a `command` step, on stdout for people and tests:
       * a header, the text verbatim, and a "--" line. */
      g_print ("command.result %s ok=%s\n%s\n--\n",
               carry_on_message_get_request_id (message),
               carry_on_message_get_boolean (message, "ok", FALSE) ? "true" : "false",
               carry_on_message_get_string (message, "text"));
      fflush (stdout);
      break;

    case CARRY_ON_MESSAGE_SESSION_STATUS:
      g_message ("%s: status: %s, %s, %" G_GINT64_FORMAT " of %" G_GINT64_FORMAT,
                 session_id, carry_on_message_get_string (message, "state"),
                 carry_on_message_get_boolean (message, "enabled", FALSE) ? "on" : "off",
                 carry_on_message_get_int (message, "count", 0),
                 carry_on_message_get_int (message, "limit", 0));
      break;

    case CARRY_ON_MESSAGE_COMMAND:
    case CARRY_ON_MESSAGE_HANDOFF_PASTE:
    case CARRY_ON_MESSAGE_HELLO:
    case CARRY_ON_MESSAGE_ERROR:
    case CARRY_ON_MESSAGE_CONTROL_CLAIM:
    case CARRY_ON_MESSAGE_CONTROL_RELEASE:
    case CARRY_ON_MESSAGE_CONTROL_TAKE:
    case CARRY_ON_MESSAGE_CONTROL:
    case CARRY_ON_MESSAGE_SESSIONS:
    case CARRY_ON_MESSAGE_SESSION_START:
    case CARRY_ON_MESSAGE_SESSION_UPDATE:
    case CARRY_ON_MESSAGE_SESSION_END:
    case CARRY_ON_MESSAGE_TURN_START:
    case CARRY_ON_MESSAGE_TURN_COMPLETE:
    case CARRY_ON_MESSAGE_PROMPT_RESULT:
    case CARRY_ON_MESSAGE_USAGE:
    case CARRY_ON_MESSAGE_HANDOFF_PROGRESS:
    case CARRY_ON_MESSAGE_N_TYPES:
    default:
      break;
    }
}

/* --record: one line per received message, flushed at once. */
static void
on_received (CarryOnHostServer *server,
             CarryOnMessage    *message,
             SimHost           *sim)
{
  g_autoptr(JsonGenerator) generator = NULL;
  g_autoptr(JsonNode) root = NULL;
  g_autofree char *json = NULL;
  JsonObject *line = json_object_new ();

  json_object_set_int_member (line, "t_ms", (g_get_monotonic_time () - sim->start_us) / 1000);
  json_object_set_int_member (line, "wall_ms", g_get_real_time () / 1000);
  json_object_set_member (line, "msg",
                          json_node_init_object (json_node_alloc (), carry_on_message_get_object (message)));
  root = json_node_init_object (json_node_alloc (), line);
  json_object_unref (line);

  generator = json_generator_new ();
  json_generator_set_root (generator, root);
  json = json_generator_to_data (generator, NULL);
  if (fprintf (sim->record, "%s\n", json) < 0 || fflush (sim->record) != 0)
    g_warning ("cannot write the record file: %s", g_strerror (errno));
}

/* Starts every session's script (now, or at its start_ms). */
static void
sim_begin (SimHost *sim)
{
  if (sim->begun)
    return;
  sim->begun = TRUE;

  for (guint i = 0; i < sim->sessions->len; i++)
    {
      SimSession *session = g_ptr_array_index (sim->sessions, i);

      if (session->started)
        session_advance (session);
      else
        session->step_source = g_timeout_add (scaled_ms (sim, session->start_ms), on_session_start, session);
    }
}

/* --wait-for-supervisor: the script starts with the first supervisor hello. */
static void
on_first_hello (CarryOnHostServer *server,
                CarryOnMessage    *message,
                SimHost           *sim)
{
  if (carry_on_message_get_message_type (message) == CARRY_ON_MESSAGE_HELLO)
    sim_begin (sim);
}

static gboolean
on_signal (gpointer user_data)
{
  SimHost *sim = user_data;

  g_message ("signal received: closing");
  sim_quit (sim, 0);
  return G_SOURCE_CONTINUE;
}

static gboolean
on_exit_after (gpointer user_data)
{
  sim_quit (user_data, 0);
  return G_SOURCE_REMOVE;
}

static double option_speed = 1.0;

static gboolean
speed_cb (const char  *option_name,
          const char  *value,
          gpointer     data,
          GError     **error)
{
  char *end = NULL;
  double v = g_ascii_strtod (value, &end);

  if (end == value || *end != '\0' || !(v > 0) || isinf (v))
    {
      g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                   "--speed needs a number > 0, not “%s”", value);
      return FALSE;
    }
  option_speed = v;
  return TRUE;
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *socket_path = NULL;
  g_autofree char *scenario = NULL;
  g_autofree char *record = NULL;
  g_autofree char *kind = NULL;
  g_autofree char *name = NULL;
  gint64 exit_after_ms = -1;
  gboolean wait_for_supervisor = FALSE;
  gboolean unique_turn_ids = FALSE;
  gboolean version = FALSE;
  g_autoptr(GOptionContext) context = NULL;
  g_autoptr(GError) error = NULL;
  const char *caps[] = { "prompt.submit", "log", "usage", CARRY_ON_CAPABILITY_COMMAND, CARRY_ON_CAPABILITY_STATUS, NULL };
  SimHost sim = { 0 };
  GOptionEntry entries[] = {
    { "socket", 0, 0, G_OPTION_ARG_FILENAME, &socket_path,
      "Listen on PATH (default: sim-<pid>.sock in the hosts directory)", "PATH" },
    { "scenario", 0, 0, G_OPTION_ARG_FILENAME, &scenario,
      "Run the JSON scenario FILE (docs/sim-host.md); without it, sessions wait for prompts", "FILE" },
    { "record", 0, 0, G_OPTION_ARG_FILENAME, &record,
      "Append every message received to FILE, one JSON line each", "FILE" },
    { "speed", 0, 0, G_OPTION_ARG_CALLBACK, speed_cb,
      "Run the scenario N times faster (all durations divided by N)", "N" },
    { "kind", 0, 0, G_OPTION_ARG_STRING, &kind, "Host kind to announce (default: simulated)", "KIND" },
    { "name", 0, 0, G_OPTION_ARG_STRING, &name, "Host name to announce (default: Simulated)", "NAME" },
    { "exit-after", 0, 0, G_OPTION_ARG_INT64, &exit_after_ms,
      "Exit after MS milliseconds of real time", "MS" },
    { "wait-for-supervisor", 0, 0, G_OPTION_ARG_NONE, &wait_for_supervisor,
      "Start the scenario's clock when the first supervisor says hello", NULL },
    { "unique-turn-ids", 0, 0, G_OPTION_ARG_NONE, &unique_turn_ids,
      "Tag generated turn ids with this run, so a rerun never repeats them", NULL },
    { "version", 0, 0, G_OPTION_ARG_NONE, &version, "Print the version and exit", NULL },
    { NULL }
  };

  setlocale (LC_ALL, "");
  signal (SIGPIPE, SIG_IGN);

  context = g_option_context_new ("- a simulated agent host for Carry On");
  g_option_context_set_summary (context,
                                "Speaks host protocol v1 on a Unix socket, scripted by a scenario:\n"
                                "failed turns, usage limits, a person typing, dropped prompts.");
  g_option_context_add_main_entries (context, entries, NULL);
  if (!g_option_context_parse (context, &argc, &argv, &error))
    {
      g_printerr ("carry-on-sim-host: %s\n", error->message);
      return 2;
    }
  if (version)
    {
      g_print ("carry-on-sim-host %s\n", PACKAGE_VERSION);
      return 0;
    }

  if (unique_turn_ids)
    option_turn_tag = g_strdup_printf ("%08x", g_random_int ());
  sim.speed = option_speed;
  sim.turn_ms = DEFAULT_TURN_MS;
  sim.sessions = g_ptr_array_new_with_free_func ((GDestroyNotify) session_free);
  sim.start_us = g_get_monotonic_time ();

  if (scenario != NULL && !scenario_load (&sim, scenario, &kind, &name, &error))
    {
      g_printerr ("carry-on-sim-host: scenario: %s\n", error->message);
      return 2;
    }

  if (socket_path == NULL)
    {
      g_autofree char *dir = carry_on_paths_ensure_hosts_dir (&error);
      g_autofree char *base = NULL;

      if (dir == NULL)
        {
          g_printerr ("carry-on-sim-host: hosts directory: %s\n", error->message);
          return 1;
        }
      base = g_strdup_printf ("sim-%d.sock", (int) getpid ());
      socket_path = g_build_filename (dir, base, NULL);
    }

  if (record != NULL)
    {
      sim.record = g_fopen (record, "a");
      if (sim.record == NULL)
        {
          g_printerr ("carry-on-sim-host: cannot open %s: %s\n", record, g_strerror (errno));
          return 1;
        }
    }

  /* Before the socket exists: whoever sees the socket may signal us, and
   * SIGINT/SIGTERM must then be a clean exit that removes it. */
  sim.loop = g_main_loop_new (NULL, FALSE);
  g_unix_signal_add (SIGINT, on_signal, &sim);
  g_unix_signal_add (SIGTERM, on_signal, &sim);

  sim.server = carry_on_host_server_new (kind ? kind : "simulated", name ? name : "Simulated",
                                         PACKAGE_VERSION, caps);
  g_signal_connect (sim.server, "command", G_CALLBACK (on_command), &sim);
  if (sim.record != NULL)
    g_signal_connect (sim.server, "received", G_CALLBACK (on_received), &sim);

  /* Sessions present from the start are in the table before anyone
   * connects, so the first snapshot has them. */
  for (guint i = 0; i < sim.sessions->len; i++)
    {
      SimSession *session = g_ptr_array_index (sim.sessions, i);

      if (session->start_ms == 0)
        {
          session->started = TRUE;
          emit_session (session, CARRY_ON_MESSAGE_SESSION_START);
        }
    }

  if (!carry_on_host_server_listen (sim.server, socket_path, &error))
    {
      g_printerr ("carry-on-sim-host: %s\n", error->message);
      g_object_unref (sim.server);
      return 1;
    }

  if (exit_after_ms >= 0)
    g_timeout_add (MIN (exit_after_ms, G_MAXUINT), on_exit_after, &sim);

  if (wait_for_supervisor)
    g_signal_connect (sim.server, "received", G_CALLBACK (on_first_hello), &sim);
  else
    sim_begin (&sim);

  /* Tests wait for this line (or for the socket file). */
  g_print ("listening on %s\n", socket_path);
  fflush (stdout);

  g_main_loop_run (sim.loop);

  carry_on_host_server_close (sim.server);
  g_clear_object (&sim.server);
  g_ptr_array_unref (sim.sessions);
  g_main_loop_unref (sim.loop);
  if (sim.record != NULL)
    fclose (sim.record);
  return sim.exit_code;
}
