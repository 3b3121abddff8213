/* carry-on-protocol.c
 *
 * SPDX-FileCopyrightText: 2026 The Carry On authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Parser, validator and serializer of host protocol v1 (docs/protocol.md).
 * Every check here answers one row of the spec's tables; nothing does I/O.
 */
#include "config.h"

#include <math.h>
#include <string.h>

#include "carry-on-protocol.h"

/* No message needs more than 4 levels; deeper input is hostile or broken and
 * would only make json-glib's recursive parser use stack (docs/protocol.md §1). */
#define MAX_DEPTH 64
/* Longest piece of peer text quoted back in an error message. */
#define QUOTE_MAX 48
/* Integers above this in `resets_at` are epoch ms, not epoch s (§4.1). */
#define RESETS_AT_MS_THRESHOLD G_GINT64_CONSTANT (100000000000)
/* Largest integer a double holds exactly. */
#define MAX_SAFE_DOUBLE_INT 9007199254740992.0

G_DEFINE_QUARK (carry-on-protocol-error-quark, carry_on_protocol_error)

struct _CarryOnMessage
{
  gatomicrefcount     ref_count;
  CarryOnMessageType  type;
  JsonNode           *root;
};

G_DEFINE_BOXED_TYPE (CarryOnMessage, carry_on_message,
                     carry_on_message_ref, carry_on_message_unref)
G_DEFINE_BOXED_TYPE (CarryOnFailure, carry_on_failure,
                     carry_on_failure_copy, carry_on_failure_free)
G_DEFINE_BOXED_TYPE (CarryOnSessionInfo, carry_on_session_info,
                     carry_on_session_info_copy, carry_on_session_info_free)

#define FROM_HOST       (1u << CARRY_ON_PEER_HOST)
#define FROM_SUPERVISOR (1u << CARRY_ON_PEER_SUPERVISOR)

static const struct {
  const char *name;
  guint       from;
} message_types[CARRY_ON_MESSAGE_N_TYPES] = {
  [CARRY_ON_MESSAGE_HELLO]            = { "hello", FROM_HOST | FROM_SUPERVISOR },
  [CARRY_ON_MESSAGE_ERROR]            = { "error", FROM_HOST | FROM_SUPERVISOR },
  [CARRY_ON_MESSAGE_CONTROL_CLAIM]    = { "control.claim", FROM_SUPERVISOR },
  [CARRY_ON_MESSAGE_CONTROL_RELEASE]  = { "control.release", FROM_SUPERVISOR },
  [CARRY_ON_MESSAGE_CONTROL_TAKE]     = { "control.take", FROM_SUPERVISOR },
  [CARRY_ON_MESSAGE_CONTROL]          = { "control", FROM_HOST },
  [CARRY_ON_MESSAGE_SESSIONS]         = { "sessions", FROM_HOST },
  [CARRY_ON_MESSAGE_SESSION_START]    = { "session.start", FROM_HOST },
  [CARRY_ON_MESSAGE_SESSION_UPDATE]   = { "session.update", FROM_HOST },
  [CARRY_ON_MESSAGE_SESSION_END]      = { "session.end", FROM_HOST },
  [CARRY_ON_MESSAGE_TURN_START]       = { "turn.start", FROM_HOST },
  [CARRY_ON_MESSAGE_TURN_COMPLETE]    = { "turn.complete", FROM_HOST },
  [CARRY_ON_MESSAGE_PROMPT_SUBMIT]    = { "prompt.submit", FROM_HOST | FROM_SUPERVISOR },
  [CARRY_ON_MESSAGE_PROMPT_RESULT]    = { "prompt.result", FROM_HOST },
  [CARRY_ON_MESSAGE_USAGE]            = { "usage", FROM_HOST },
  [CARRY_ON_MESSAGE_LOG]              = { "log", FROM_SUPERVISOR },
  [CARRY_ON_MESSAGE_HANDOFF]          = { "handoff", FROM_SUPERVISOR },
  [CARRY_ON_MESSAGE_HANDOFF_PASTE]    = { "handoff.paste", FROM_SUPERVISOR },
  [CARRY_ON_MESSAGE_HANDOFF_PROGRESS] = { "handoff.progress", FROM_HOST },
  [CARRY_ON_MESSAGE_COMMAND]          = { "command", FROM_HOST },
  [CARRY_ON_MESSAGE_COMMAND_RESULT]   = { "command.result", FROM_SUPERVISOR },
  [CARRY_ON_MESSAGE_SESSION_STATUS]   = { "session.status", FROM_SUPERVISOR },
};

static const char * const error_codes[] = {
  [CARRY_ON_PROTOCOL_ERROR_MALFORMED]     = "malformed",
  [CARRY_ON_PROTOCOL_ERROR_UNKNOWN_TYPE]  = "unknown-type",
  [CARRY_ON_PROTOCOL_ERROR_INVALID_FIELD] = "invalid-field",
  [CARRY_ON_PROTOCOL_ERROR_TOO_LONG]      = "too-long",
  [CARRY_ON_PROTOCOL_ERROR_VERSION]       = "version",
};

/**
 * carry_on_protocol_error_code_to_string:
 * @code: a #CarryOnProtocolError
 *
 * Returns: (transfer none): the wire `error.code` for @code ("malformed",
 *   "unknown-type", "invalid-field", "too-long", "version"); "malformed" for
 *   a value out of range.
 */
const char *
carry_on_protocol_error_code_to_string (CarryOnProtocolError code)
{
  if ((guint) code >= G_N_ELEMENTS (error_codes))
    return error_codes[CARRY_ON_PROTOCOL_ERROR_MALFORMED];
  return error_codes[code];
}

/**
 * carry_on_message_type_to_string:
 * @type: a #CarryOnMessageType
 *
 * Returns: (transfer none) (nullable): the wire `type` ("turn.complete", …),
 *   %NULL for a value out of range.
 */
const char *
carry_on_message_type_to_string (CarryOnMessageType type)
{
  if ((guint) type >= CARRY_ON_MESSAGE_N_TYPES)
    return NULL;
  return message_types[type].name;
}

static gboolean
message_type_from_string (const char         *str,
                          CarryOnMessageType *out)
{
  for (guint i = 0; i < CARRY_ON_MESSAGE_N_TYPES; i++)
    {
      if (g_strcmp0 (message_types[i].name, str) == 0)
        {
          *out = i;
          return TRUE;
        }
    }
  return FALSE;
}

/**
 * carry_on_turn_reason_from_string:
 * @str: (nullable): `turn.complete.reason`
 *
 * Returns: the reason; %CARRY_ON_TURN_REASON_NONE for %NULL,
 *   %CARRY_ON_TURN_REASON_UNKNOWN for a reason this version does not know
 *   (docs/protocol.md §4.2: left alone, like `aborted`).
 */
CarryOnTurnReason
carry_on_turn_reason_from_string (const char *str)
{
  if (str == NULL)
    return CARRY_ON_TURN_REASON_NONE;
  if (g_str_equal (str, "answer"))
    return CARRY_ON_TURN_REASON_ANSWER;
  if (g_str_equal (str, "error"))
    return CARRY_ON_TURN_REASON_ERROR;
  if (g_str_equal (str, "aborted"))
    return CARRY_ON_TURN_REASON_ABORTED;
  if (g_str_equal (str, "refusal"))
    return CARRY_ON_TURN_REASON_REFUSAL;
  return CARRY_ON_TURN_REASON_UNKNOWN;
}

/**
 * carry_on_turn_reason_to_string:
 * @reason: a #CarryOnTurnReason
 *
 * Returns: (transfer none) (nullable): the wire string; %NULL for
 *   %CARRY_ON_TURN_REASON_NONE, "unknown" for %CARRY_ON_TURN_REASON_UNKNOWN.
 */
const char *
carry_on_turn_reason_to_string (CarryOnTurnReason reason)
{
  switch (reason)
    {
    case CARRY_ON_TURN_REASON_NONE:
      return NULL;
    case CARRY_ON_TURN_REASON_ANSWER:
      return "answer";
    case CARRY_ON_TURN_REASON_ERROR:
      return "error";
    case CARRY_ON_TURN_REASON_ABORTED:
      return "aborted";
    case CARRY_ON_TURN_REASON_REFUSAL:
      return "refusal";
    case CARRY_ON_TURN_REASON_UNKNOWN:
    default:
      return "unknown";
    }
}

/* Origins a person is behind (docs/protocol.md §5): Claude Code's d.ts
 * `PromptOrigin` human kinds, and DSH's `source.kind` "user". */
static const char * const person_origin_kinds[] = {
  "composer",   /* Claude Code: the person's Enter (also tmux send-keys) */
  "bridge",     /* Claude Code: Remote Control */
  "sdk",        /* Claude Code: claude -p, Agent SDK */
  "slack-ping", /* Claude Code: a Slack mention */
  "user",       /* DSH: a user message that is not ours */
  NULL
};

CarryOnOriginClass
carry_on_origin_classify (const char *origin_kind,
                          const char *wire_class,
                          const char *request_id)
{
  if (request_id != NULL && request_id[0] != '\0')
    return CARRY_ON_ORIGIN_SUPERVISOR;

  if (g_strcmp0 (wire_class, "person") == 0)
    return CARRY_ON_ORIGIN_PERSON;
  if (g_strcmp0 (wire_class, "automated") == 0)
    return CARRY_ON_ORIGIN_AUTOMATED;

  if (origin_kind != NULL && g_strv_contains (person_origin_kinds, origin_kind))
    return CARRY_ON_ORIGIN_PERSON;

  return CARRY_ON_ORIGIN_AUTOMATED;
}

/* --- validation helpers ------------------------------------------------ */

/* (transfer full): @str cut to a short, valid UTF-8 quote for messages. */
static char *
quote_short (const char *str)
{
  const char *end;

  if (str == NULL)
    return g_strdup ("(null)");
  if (!g_utf8_validate (str, -1, &end))
    return g_strdup ("(invalid UTF-8)");
  if (g_utf8_strlen (str, -1) <= QUOTE_MAX)
    return g_strdup_printf ("\"%s\"", str);

  end = g_utf8_offset_to_pointer (str, QUOTE_MAX);
  return g_strdup_printf ("\"%.*s…\"", (int) (end - str), str);
}

typedef enum {
  FIELD_STRING,
  FIELD_BOOLEAN,
  FIELD_INT,
  FIELD_NUMBER,
  FIELD_OBJECT,
  FIELD_ARRAY,
  FIELD_STRING_ARRAY,
  FIELD_RESET,
} FieldKind;

static const char *
field_kind_describe (FieldKind kind)
{
  switch (kind)
    {
    case FIELD_STRING:
      return "a string";
    case FIELD_BOOLEAN:
      return "a boolean";
    case FIELD_INT:
      return "an integer";
    case FIELD_NUMBER:
      return "a number";
    case FIELD_OBJECT:
      return "an object";
    case FIELD_ARRAY:
      return "an array";
    case FIELD_STRING_ARRAY:
      return "an array of strings";
    case FIELD_RESET:
      return "epoch seconds or an ISO 8601 date";
    default:
      return "?";
    }
}

static gboolean
node_get_int (JsonNode *node,
              gint64   *out)
{
  GType vtype;

  if (node == NULL || !JSON_NODE_HOLDS_VALUE (node))
    return FALSE;

  vtype = json_node_get_value_type (node);
  if (vtype == G_TYPE_INT64)
    {
      *out = json_node_get_int (node);
      return TRUE;
    }
  if (vtype == G_TYPE_DOUBLE)
    {
      double d = json_node_get_double (node);

      /* 529.0 is an integer; 529.5, NaN and 1e300 are not. */
      if (d >= -MAX_SAFE_DOUBLE_INT && d <= MAX_SAFE_DOUBLE_INT && d == (double) (gint64) d)
        {
          *out = (gint64) d;
          return TRUE;
        }
    }
  return FALSE;
}

/* Reads a reset instant (§4.1 FAILURE.resets_at): epoch s, epoch ms above
 * 10^11, an all-digit string, or an ISO 8601 date (UTC when no zone).
 * Instants before 1970 or past 10^11 s (year 5138) are refused. */
static gboolean
node_get_reset (JsonNode *node,
                gint64   *out_epoch_s)
{
  gint64 v;

  if (node_get_int (node, &v))
    {
      if (v < 0)
        return FALSE;
      if (v > RESETS_AT_MS_THRESHOLD)
        v /= 1000;
      *out_epoch_s = v;
      return v <= RESETS_AT_MS_THRESHOLD;
    }

  if (node != NULL && JSON_NODE_HOLDS_VALUE (node)
      && json_node_get_value_type (node) == G_TYPE_STRING)
    {
      const char *str = json_node_get_string (node);
      g_autoptr(GTimeZone) utc = g_time_zone_new_utc ();
      g_autoptr(GDateTime) dt = NULL;
      guint64 u;

      if (str != NULL && str[0] != '\0' && str[0] != '-' && str[0] != '+'
          && g_ascii_string_to_unsigned (str, 10, 0, G_MAXINT64, &u, NULL))
        {
          v = (gint64) u;
          if (v > RESETS_AT_MS_THRESHOLD)
            v /= 1000;
          *out_epoch_s = v;
          return v <= RESETS_AT_MS_THRESHOLD;
        }

      if (str != NULL)
        dt = g_date_time_new_from_iso8601 (str, utc);
      if (dt == NULL)
        return FALSE;
      *out_epoch_s = g_date_time_to_unix (dt);
      return *out_epoch_s >= 0 && *out_epoch_s <= RESETS_AT_MS_THRESHOLD;
    }

  return FALSE;
}

static gboolean
node_matches (JsonNode  *node,
              FieldKind  kind)
{
  gint64 dummy;

  switch (kind)
    {
    case FIELD_STRING:
      return JSON_NODE_HOLDS_VALUE (node) && json_node_get_value_type (node) == G_TYPE_STRING;
    case FIELD_BOOLEAN:
      return JSON_NODE_HOLDS_VALUE (node) && json_node_get_value_type (node) == G_TYPE_BOOLEAN;
    case FIELD_INT:
      return node_get_int (node, &dummy);
    case FIELD_NUMBER:
      return JSON_NODE_HOLDS_VALUE (node)
             && (json_node_get_value_type (node) == G_TYPE_INT64
                 || json_node_get_value_type (node) == G_TYPE_DOUBLE);
    case FIELD_OBJECT:
      return JSON_NODE_HOLDS_OBJECT (node);
    case FIELD_ARRAY:
      return JSON_NODE_HOLDS_ARRAY (node);
    case FIELD_STRING_ARRAY:
      {
        JsonArray *array;

        if (!JSON_NODE_HOLDS_ARRAY (node))
          return FALSE;
        array = json_node_get_array (node);
        for (guint i = 0; i < json_array_get_length (array); i++)
          {
            JsonNode *element = json_array_get_element (array, i);

            if (!JSON_NODE_HOLDS_VALUE (element)
                || json_node_get_value_type (element) != G_TYPE_STRING)
              return FALSE;
          }
        return TRUE;
      }
    case FIELD_RESET:
      return node_get_reset (node, &dummy);
    default:
      return FALSE;
    }
}

/* (transfer none) (nullable): @member of @object, %NULL when absent or null. */
static JsonNode *
object_get (JsonObject *object,
            const char *member)
{
  JsonNode *node;

  if (object == NULL)
    return NULL;
  node = json_object_get_member (object, member);
  if (node == NULL || JSON_NODE_HOLDS_NULL (node))
    return NULL;
  return node;
}

/*
 * check_field:
 * @where: the message type, for the error text ("turn.complete")
 * @path: (nullable): the enclosing member path ("failure"), or %NULL
 *
 * An absent (or null) optional member is fine; a required one is
 * INVALID_FIELD; a present member of the wrong type is INVALID_FIELD.
 */
static gboolean
check_field (JsonObject  *object,
             const char  *where,
             const char  *path,
             const char  *member,
             FieldKind    kind,
             gboolean     required,
             GError     **error)
{
  JsonNode *node = object_get (object, member);

  if (node == NULL)
    {
      if (!required)
        return TRUE;
      g_set_error (error, CARRY_ON_PROTOCOL_ERROR, CARRY_ON_PROTOCOL_ERROR_INVALID_FIELD,
                   "%s: required member \"%s%s%s\" is missing",
                   where, path ? path : "", path ? "." : "", member);
      return FALSE;
    }

  if (!node_matches (node, kind))
    {
      g_set_error (error, CARRY_ON_PROTOCOL_ERROR, CARRY_ON_PROTOCOL_ERROR_INVALID_FIELD,
                   "%s: member \"%s%s%s\" must be %s",
                   where, path ? path : "", path ? "." : "", member,
                   field_kind_describe (kind));
      return FALSE;
    }

  return TRUE;
}

#define REQ TRUE
#define OPT FALSE

static gboolean
validate_failure (JsonObject  *failure,
                  const char  *where,
                  const char  *path,
                  GError     **error)
{
  JsonNode *node;
  gint64 v;

  if (!check_field (failure, where, path, "kind", FIELD_STRING, OPT, error)
      || !check_field (failure, where, path, "status", FIELD_INT, OPT, error)
      || !check_field (failure, where, path, "error_type", FIELD_STRING, OPT, error)
      || !check_field (failure, where, path, "message", FIELD_STRING, OPT, error)
      || !check_field (failure, where, path, "causes", FIELD_STRING_ARRAY, OPT, error)
      || !check_field (failure, where, path, "provider", FIELD_STRING, OPT, error)
      || !check_field (failure, where, path, "retry_after_ms", FIELD_INT, OPT, error)
      || !check_field (failure, where, path, "resets_at", FIELD_RESET, OPT, error)
      || !check_field (failure, where, path, "host_retried", FIELD_BOOLEAN, OPT, error))
    return FALSE;

  node = object_get (failure, "status");
  if (node != NULL && node_get_int (node, &v) && (v < 0 || v > 999))
    {
      g_set_error (error, CARRY_ON_PROTOCOL_ERROR, CARRY_ON_PROTOCOL_ERROR_INVALID_FIELD,
                   "%s: member \"%s.status\" is not an HTTP status", where, path);
      return FALSE;
    }
  node = object_get (failure, "retry_after_ms");
  if (node != NULL && node_get_int (node, &v) && v < 0)
    {
      g_set_error (error, CARRY_ON_PROTOCOL_ERROR, CARRY_ON_PROTOCOL_ERROR_INVALID_FIELD,
                   "%s: member \"%s.retry_after_ms\" is negative", where, path);
      return FALSE;
    }

  return TRUE;
}

static gboolean
validate_origin (JsonObject  *origin,
                 const char  *where,
                 GError     **error)
{
  return check_field (origin, where, "origin", "kind", FIELD_STRING, REQ, error)
         && check_field (origin, where, "origin", "name", FIELD_STRING, OPT, error)
         && check_field (origin, where, "origin", "class", FIELD_STRING, OPT, error)
         && check_field (origin, where, "origin", "request_id", FIELD_STRING, OPT, error);
}

static gboolean
validate_session (JsonObject  *session,
                  const char  *where,
                  const char  *path,
                  GError     **error)
{
  JsonNode *node;

  if (!check_field (session, where, path, "id", FIELD_STRING, REQ, error)
      || !check_field (session, where, path, "title", FIELD_STRING, OPT, error)
      || !check_field (session, where, path, "cwd", FIELD_STRING, OPT, error)
      || !check_field (session, where, path, "provider", FIELD_STRING, OPT, error)
      || !check_field (session, where, path, "turn_running", FIELD_BOOLEAN, OPT, error)
      || !check_field (session, where, path, "host_continues_limit", FIELD_BOOLEAN, OPT, error)
      || !check_field (session, where, path, "last_turn", FIELD_OBJECT, OPT, error)
      || !check_field (session, where, path, "last_request", FIELD_OBJECT, OPT, error))
    return FALSE;

  if ((node = object_get (session, "last_turn")) != NULL)
    {
      JsonObject *turn = json_node_get_object (node);
      g_autofree char *sub = g_strconcat (path, ".last_turn", NULL);
      g_autofree char *fsub = g_strconcat (sub, ".failure", NULL);

      if (!check_field (turn, where, sub, "turn_id", FIELD_STRING, OPT, error)
          || !check_field (turn, where, sub, "agent_id", FIELD_STRING, OPT, error)
          || !check_field (turn, where, sub, "reason", FIELD_STRING, OPT, error)
          || !check_field (turn, where, sub, "ended_at", FIELD_INT, OPT, error)
          || !check_field (turn, where, sub, "failure", FIELD_OBJECT, OPT, error))
        return FALSE;
      if ((node = object_get (turn, "failure")) != NULL
          && !validate_failure (json_node_get_object (node), where, fsub, error))
        return FALSE;
    }

  if ((node = object_get (session, "last_request")) != NULL)
    {
      JsonObject *request = json_node_get_object (node);
      g_autofree char *sub = g_strconcat (path, ".last_request", NULL);

      if (!check_field (request, where, sub, "request_id", FIELD_STRING, OPT, error)
          || !check_field (request, where, sub, "state", FIELD_STRING, OPT, error)
          || !check_field (request, where, sub, "drop", FIELD_STRING, OPT, error))
        return FALSE;
    }

  return TRUE;
}

static gboolean
validate_hello (JsonObject   *object,
                CarryOnPeer   from,
                GError      **error)
{
  const char *role;
  const char *expected = from == CARRY_ON_PEER_HOST ? "host" : "supervisor";
  JsonNode *node;

  if (!check_field (object, "hello", NULL, "protocol", FIELD_STRING, REQ, error)
      || !check_field (object, "hello", NULL, "role", FIELD_STRING, REQ, error)
      || !check_field (object, "hello", NULL, "host", FIELD_OBJECT, OPT, error)
      || !check_field (object, "hello", NULL, "client", FIELD_OBJECT, OPT, error)
      || !check_field (object, "hello", NULL, "capabilities", FIELD_STRING_ARRAY, OPT, error)
      || !check_field (object, "hello", NULL, "retries", FIELD_OBJECT, OPT, error))
    return FALSE;

  role = json_object_get_string_member (object, "role");
  if (g_strcmp0 (role, expected) != 0)
    {
      g_autofree char *quoted = quote_short (role);

      g_set_error (error, CARRY_ON_PROTOCOL_ERROR, CARRY_ON_PROTOCOL_ERROR_INVALID_FIELD,
                   "hello: role %s from a peer that must be a %s", quoted, expected);
      return FALSE;
    }

  for (guint i = 0; i < 2; i++)
    {
      const char *name = i == 0 ? "host" : "client";

      if ((node = object_get (object, name)) != NULL)
        {
          JsonObject *peer = json_node_get_object (node);

          if (!check_field (peer, "hello", name, "kind", FIELD_STRING, OPT, error)
              || !check_field (peer, "hello", name, "name", FIELD_STRING, OPT, error)
              || !check_field (peer, "hello", name, "version", FIELD_STRING, OPT, error)
              || !check_field (peer, "hello", name, "pid", FIELD_INT, OPT, error))
            return FALSE;
        }
    }

  if ((node = object_get (object, "retries")) != NULL)
    {
      JsonObject *retries = json_node_get_object (node);

      if (!check_field (retries, "hello", "retries", "kinds", FIELD_STRING_ARRAY, OPT, error)
          || !check_field (retries, "hello", "retries", "attempts", FIELD_INT, OPT, error))
        return FALSE;
    }

  return TRUE;
}

static gboolean
validate_usage (JsonObject  *object,
                GError     **error)
{
  JsonNode *node;

  if (!check_field (object, "usage", NULL, "session_id", FIELD_STRING, OPT, error)
      || !check_field (object, "usage", NULL, "windows", FIELD_ARRAY, OPT, error)
      || !check_field (object, "usage", NULL, "context", FIELD_OBJECT, OPT, error))
    return FALSE;

  if ((node = object_get (object, "windows")) != NULL)
    {
      JsonArray *windows = json_node_get_array (node);

      for (guint i = 0; i < json_array_get_length (windows); i++)
        {
          JsonNode *element = json_array_get_element (windows, i);
          g_autofree char *path = g_strdup_printf ("windows[%u]", i);
          JsonObject *window;

          if (!JSON_NODE_HOLDS_OBJECT (element))
            {
              g_set_error (error, CARRY_ON_PROTOCOL_ERROR, CARRY_ON_PROTOCOL_ERROR_INVALID_FIELD,
                           "usage: member \"%s\" must be an object", path);
              return FALSE;
            }
          window = json_node_get_object (element);
          if (!check_field (window, "usage", path, "kind", FIELD_STRING, OPT, error)
              || !check_field (window, "usage", path, "percent_used", FIELD_NUMBER, OPT, error)
              || !check_field (window, "usage", path, "resets_at", FIELD_RESET, OPT, error))
            return FALSE;
        }
    }

  if ((node = object_get (object, "context")) != NULL)
    {
      JsonObject *context = json_node_get_object (node);

      if (!check_field (context, "usage", "context", "used", FIELD_INT, OPT, error)
          || !check_field (context, "usage", "context", "window", FIELD_INT, OPT, error))
        return FALSE;
    }

  return TRUE;
}

static gboolean
validate_message (JsonObject          *object,
                  CarryOnMessageType   type,
                  CarryOnPeer          from,
                  GError             **error)
{
  const char *where = message_types[type].name;
  JsonNode *node;

  switch (type)
    {
    case CARRY_ON_MESSAGE_HELLO:
      return validate_hello (object, from, error);

    case CARRY_ON_MESSAGE_ERROR:
      return check_field (object, where, NULL, "code", FIELD_STRING, REQ, error)
             && check_field (object, where, NULL, "message", FIELD_STRING, REQ, error);

    case CARRY_ON_MESSAGE_CONTROL_CLAIM:
    case CARRY_ON_MESSAGE_CONTROL_RELEASE:
    case CARRY_ON_MESSAGE_CONTROL_TAKE:
      return TRUE;

    case CARRY_ON_MESSAGE_CONTROL:
      if (!check_field (object, where, NULL, "state", FIELD_STRING, REQ, error)
          || !check_field (object, where, NULL, "controller", FIELD_OBJECT, OPT, error))
        return FALSE;
      if ((node = object_get (object, "controller")) != NULL)
        {
          JsonObject *controller = json_node_get_object (node);

          return check_field (controller, where, "controller", "name", FIELD_STRING, OPT, error)
                 && check_field (controller, where, "controller", "pid", FIELD_INT, OPT, error);
        }
      return TRUE;

    case CARRY_ON_MESSAGE_SESSIONS:
      {
        JsonArray *sessions;

        if (!check_field (object, where, NULL, "sessions", FIELD_ARRAY, REQ, error))
          return FALSE;
        sessions = json_object_get_array_member (object, "sessions");
        for (guint i = 0; i < json_array_get_length (sessions); i++)
          {
            JsonNode *element = json_array_get_element (sessions, i);
            g_autofree char *path = g_strdup_printf ("sessions[%u]", i);

            if (!JSON_NODE_HOLDS_OBJECT (element))
              {
                g_set_error (error, CARRY_ON_PROTOCOL_ERROR, CARRY_ON_PROTOCOL_ERROR_INVALID_FIELD,
                             "sessions: member \"%s\" must be an object", path);
                return FALSE;
              }
            if (!validate_session (json_node_get_object (element), where, path, error))
              return FALSE;
          }
        return TRUE;
      }

    case CARRY_ON_MESSAGE_SESSION_START:
    case CARRY_ON_MESSAGE_SESSION_UPDATE:
      return check_field (object, where, NULL, "session", FIELD_OBJECT, REQ, error)
             && validate_session (json_object_get_object_member (object, "session"),
                                  where, "session", error);

    case CARRY_ON_MESSAGE_SESSION_END:
      return check_field (object, where, NULL, "session_id", FIELD_STRING, REQ, error)
             && check_field (object, where, NULL, "reason", FIELD_STRING, OPT, error);

    case CARRY_ON_MESSAGE_TURN_START:
      if (!check_field (object, where, NULL, "session_id", FIELD_STRING, REQ, error)
          || !check_field (object, where, NULL, "turn_id", FIELD_STRING, REQ, error)
          || !check_field (object, where, NULL, "agent_id", FIELD_STRING, OPT, error)
          || !check_field (object, where, NULL, "origin", FIELD_OBJECT, OPT, error))
        return FALSE;
      if ((node = object_get (object, "origin")) != NULL)
        return validate_origin (json_node_get_object (node), where, error);
      return TRUE;

    case CARRY_ON_MESSAGE_TURN_COMPLETE:
      if (!check_field (object, where, NULL, "session_id", FIELD_STRING, REQ, error)
          || !check_field (object, where, NULL, "turn_id", FIELD_STRING, REQ, error)
          || !check_field (object, where, NULL, "reason", FIELD_STRING, REQ, error)
          || !check_field (object, where, NULL, "agent_id", FIELD_STRING, OPT, error)
          || !check_field (object, where, NULL, "failure", FIELD_OBJECT, OPT, error)
          || !check_field (object, where, NULL, "ended_at", FIELD_INT, OPT, error))
        return FALSE;
      if ((node = object_get (object, "failure")) != NULL)
        return validate_failure (json_node_get_object (node), where, "failure", error);
      return TRUE;

    case CARRY_ON_MESSAGE_PROMPT_SUBMIT:
      if (from == CARRY_ON_PEER_SUPERVISOR)
        return check_field (object, where, NULL, "request_id", FIELD_STRING, REQ, error)
               && check_field (object, where, NULL, "session_id", FIELD_STRING, REQ, error)
               && check_field (object, where, NULL, "text", FIELD_STRING, REQ, error);
      return check_field (object, where, NULL, "session_id", FIELD_STRING, REQ, error)
             && check_field (object, where, NULL, "origin", FIELD_OBJECT, REQ, error)
             && validate_origin (json_object_get_object_member (object, "origin"), where, error);

    case CARRY_ON_MESSAGE_PROMPT_RESULT:
      return check_field (object, where, NULL, "request_id", FIELD_STRING, REQ, error)
             && check_field (object, where, NULL, "ok", FIELD_BOOLEAN, REQ, error)
             && check_field (object, where, NULL, "session_id", FIELD_STRING, OPT, error)
             && check_field (object, where, NULL, "turn_id", FIELD_STRING, OPT, error)
             && check_field (object, where, NULL, "drop", FIELD_STRING, OPT, error);

    case CARRY_ON_MESSAGE_USAGE:
      return validate_usage (object, error);

    case CARRY_ON_MESSAGE_LOG:
      return check_field (object, where, NULL, "session_id", FIELD_STRING, REQ, error)
             && check_field (object, where, NULL, "text", FIELD_STRING, REQ, error)
             && check_field (object, where, NULL, "level", FIELD_STRING, OPT, error);

    case CARRY_ON_MESSAGE_HANDOFF:
      if (!check_field (object, where, NULL, "request_id", FIELD_STRING, REQ, error)
          || !check_field (object, where, NULL, "session_id", FIELD_STRING, REQ, error)
          || !check_field (object, where, NULL, "focus", FIELD_STRING, OPT, error)
          || !check_field (object, where, NULL, "deliver", FIELD_STRING, OPT, error))
        return FALSE;
      /* A host that took an unknown way of delivering for "fill" could
       * send a prompt nobody reviewed: refuse it (docs/protocol.md §4.3). */
      if ((node = object_get (object, "deliver")) != NULL &&
          !carry_on_handoff_deliver_is_valid (json_node_get_string (node)))
        {
          g_autofree char *quoted = quote_short (json_node_get_string (node));

          g_set_error (error, CARRY_ON_PROTOCOL_ERROR, CARRY_ON_PROTOCOL_ERROR_INVALID_FIELD,
                       "handoff: deliver %s is neither \"fill\" nor \"submit\"", quoted);
          return FALSE;
        }
      return TRUE;

    case CARRY_ON_MESSAGE_HANDOFF_PASTE:
      return check_field (object, where, NULL, "session_id", FIELD_STRING, REQ, error)
             && check_field (object, where, NULL, "request_id", FIELD_STRING, OPT, error);

    case CARRY_ON_MESSAGE_HANDOFF_PROGRESS:
      /* `stage` is any string: a newer host may add stages (§6); the
       * supervisor logs one it does not know. */
      return check_field (object, where, NULL, "session_id", FIELD_STRING, REQ, error)
             && check_field (object, where, NULL, "stage", FIELD_STRING, REQ, error)
             && check_field (object, where, NULL, "request_id", FIELD_STRING, OPT, error)
             && check_field (object, where, NULL, "run_id", FIELD_STRING, OPT, error)
             && check_field (object, where, NULL, "path", FIELD_STRING, OPT, error)
             && check_field (object, where, NULL, "reason", FIELD_STRING, OPT, error)
             && check_field (object, where, NULL, "can_paste", FIELD_BOOLEAN, OPT, error);

    case CARRY_ON_MESSAGE_COMMAND:
      if (!check_field (object, where, NULL, "request_id", FIELD_STRING, REQ, error)
          || !check_field (object, where, NULL, "session_id", FIELD_STRING, REQ, error)
          || !check_field (object, where, NULL, "args", FIELD_STRING, OPT, error))
        return FALSE;
      if (strlen (json_object_get_string_member (object, "request_id")) > CARRY_ON_COMMAND_MAX_REQUEST_ID)
        {
          g_set_error (error, CARRY_ON_PROTOCOL_ERROR, CARRY_ON_PROTOCOL_ERROR_INVALID_FIELD,
                       "command: member \"request_id\" is longer than %d bytes", CARRY_ON_COMMAND_MAX_REQUEST_ID);
          return FALSE;
        }
      if ((node = object_get (object, "args")) != NULL &&
          strlen (json_node_get_string (node)) > CARRY_ON_COMMAND_MAX_ARGS)
        {
          g_set_error (error, CARRY_ON_PROTOCOL_ERROR, CARRY_ON_PROTOCOL_ERROR_INVALID_FIELD,
                       "command: member \"args\" is longer than %d bytes", CARRY_ON_COMMAND_MAX_ARGS);
          return FALSE;
        }
      return TRUE;

    case CARRY_ON_MESSAGE_COMMAND_RESULT:
      return check_field (object, where, NULL, "request_id", FIELD_STRING, REQ, error)
             && check_field (object, where, NULL, "ok", FIELD_BOOLEAN, REQ, error)
             && check_field (object, where, NULL, "text", FIELD_STRING, REQ, error);

    case CARRY_ON_MESSAGE_SESSION_STATUS:
      return check_field (object, where, NULL, "session_id", FIELD_STRING, REQ, error)
             && check_field (object, where, NULL, "enabled", FIELD_BOOLEAN, REQ, error)
             && check_field (object, where, NULL, "count", FIELD_INT, REQ, error)
             && check_field (object, where, NULL, "limit", FIELD_INT, REQ, error)
             && check_field (object, where, NULL, "state", FIELD_STRING, REQ, error)
             && check_field (object, where, NULL, "due_at", FIELD_INT, OPT, error);

    case CARRY_ON_MESSAGE_N_TYPES:
    default:
      g_assert_not_reached ();
      return FALSE;
    }
}

/* Nesting depth of the JSON text, strings skipped; stops early past
 * MAX_DEPTH.  Sets @trailing when something other than whitespace follows
 * the first complete top-level object or array: json-glib stops after the
 * first value, and a second object on the same line must not be lost
 * silently. */
static guint
scan_structure (const char *line,
                gsize       length,
                gboolean   *trailing)
{
  guint depth = 0;
  guint max_depth = 0;
  gboolean in_string = FALSE;
  gboolean closed = FALSE;

  *trailing = FALSE;

  for (gsize i = 0; i < length; i++)
    {
      char c = line[i];

      if (in_string)
        {
          if (c == '\\')
            i++;
          else if (c == '"')
            in_string = FALSE;
          continue;
        }

      if (closed)
        {
          if (c != ' ' && c != '\t' && c != '\r' && c != '\n')
            {
              *trailing = TRUE;
              return max_depth;
            }
          continue;
        }

      switch (c)
        {
        case '"':
          in_string = TRUE;
          break;
        case '{':
        case '[':
          depth++;
          if (depth > max_depth)
            max_depth = depth;
          if (max_depth > MAX_DEPTH)
            return max_depth;
          break;
        case '}':
        case ']':
          if (depth > 0)
            {
              depth--;
              if (depth == 0)
                closed = TRUE;
            }
          break;
        default:
          break;
        }
    }

  return max_depth;
}

/* json-glib 1.6's generator writes a double as g_ascii_dtostr() and adds
 * ".0" when there is no '.', so 1e308 comes out as "1e+308.0" and a value
 * that overflowed as "inf.0": not JSON, and a host's line that parsed would
 * not survive being sent on.  Every double a message holds is made one
 * that prints as valid JSON: integral values that fit go in as integers,
 * an overflow becomes ±G_MAXDOUBLE, and the few others that print without
 * a '.' move one ulp towards zero (nothing in protocol v1 is that precise).
 * Runs on every parsed line and before every line is written. */
static void
canonicalize_number (JsonNode *node)
{
  char buf[G_ASCII_DTOSTR_BUF_SIZE];
  double d = json_node_get_double (node);

  if (isnan (d))
    d = 0.0;
  else if (isinf (d))
    d = d > 0 ? G_MAXDOUBLE : -G_MAXDOUBLE;

  if (d == floor (d) && d >= (double) G_MININT64 && d < 9223372036854775808.0)
    {
      json_node_set_int (node, (gint64) d);
      return;
    }

  while (strchr (g_ascii_dtostr (buf, sizeof buf, d), '.') == NULL)
    d = nextafter (d, 0.0);
  json_node_set_double (node, d);
}

static void
canonicalize_numbers (JsonNode *node)
{
  switch (JSON_NODE_TYPE (node))
    {
    case JSON_NODE_OBJECT:
      {
        JsonObjectIter iter;
        const char *name;
        JsonNode *member;

        json_object_iter_init (&iter, json_node_get_object (node));
        while (json_object_iter_next (&iter, &name, &member))
          canonicalize_numbers (member);
        break;
      }
    case JSON_NODE_ARRAY:
      {
        JsonArray *array = json_node_get_array (node);

        for (guint i = 0; i < json_array_get_length (array); i++)
          canonicalize_numbers (json_array_get_element (array, i));
        break;
      }
    case JSON_NODE_VALUE:
      if (json_node_get_value_type (node) == G_TYPE_DOUBLE)
        canonicalize_number (node);
      break;
    case JSON_NODE_NULL:
    default:
      break;
    }
}

/* The one walk over a parsed line's tree: refuses a string or member name
 * that is not UTF-8 (json-glib turns a lone \uD800 escape into bytes that
 * are not; such strings must never reach a GtkLabel or be echoed back) and
 * canonicalizes every number on the way (canonicalize_number()).  Two
 * walks, one per job, cost twice the pointer chasing on every line.
 * Returns FALSE at the first string that is not UTF-8; the tree is then
 * dropped with the line. */
static gboolean
check_and_canonicalize (JsonNode *node)
{
  switch (JSON_NODE_TYPE (node))
    {
    case JSON_NODE_OBJECT:
      {
        JsonObjectIter iter;
        const char *name;
        JsonNode *member;

        json_object_iter_init (&iter, json_node_get_object (node));
        while (json_object_iter_next (&iter, &name, &member))
          {
            if (!g_utf8_validate (name, -1, NULL) || !check_and_canonicalize (member))
              return FALSE;
          }
        return TRUE;
      }
    case JSON_NODE_ARRAY:
      {
        JsonArray *array = json_node_get_array (node);
        guint n = json_array_get_length (array);

        for (guint i = 0; i < n; i++)
          {
            if (!check_and_canonicalize (json_array_get_element (array, i)))
              return FALSE;
          }
        return TRUE;
      }
    case JSON_NODE_VALUE:
      switch (json_node_get_value_type (node))
        {
        case G_TYPE_STRING:
          return g_utf8_validate (json_node_get_string (node), -1, NULL);
        case G_TYPE_DOUBLE:
          canonicalize_number (node);
          return TRUE;
        default:
          return TRUE;
        }
    case JSON_NODE_NULL:
    default:
      return TRUE;
    }
}

/* One JsonParser per thread, reused for every short line: creating and
 * finalising one per line was 7 % of the instructions of a flood
 * (carry-on-bench --only throughput under callgrind).  Parsing clears the
 * previous root, so the parser keeps the last short line's tree until the
 * next line; longer lines (snapshots, hostile input up to the 1 MiB cap)
 * get a parser of their own, so their tree goes with their message. */
#define REUSED_PARSER_MAX_LINE 4096

static JsonParser *
thread_parser (void)
{
  static GPrivate key = G_PRIVATE_INIT (g_object_unref);
  JsonParser *parser = g_private_get (&key);

  if (parser == NULL)
    {
      parser = json_parser_new ();
      g_private_set (&key, parser);
    }
  return parser;
}

CarryOnMessage *
carry_on_message_parse (const char  *line,
                        gsize        length,
                        CarryOnPeer  from,
                        GError     **error)
{
  g_autoptr(JsonParser) own_parser = NULL;
  JsonParser *parser;
  g_autoptr(GError) local_error = NULL;
  CarryOnMessage *message;
  CarryOnMessageType type;
  JsonNode *root;
  JsonObject *object;
  JsonNode *type_node;
  const char *type_str;
  gboolean trailing;

  g_return_val_if_fail (line != NULL || length == 0, NULL);
  g_return_val_if_fail (from == CARRY_ON_PEER_HOST || from == CARRY_ON_PEER_SUPERVISOR, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (length > CARRY_ON_PROTOCOL_MAX_LINE)
    {
      g_set_error (error, CARRY_ON_PROTOCOL_ERROR, CARRY_ON_PROTOCOL_ERROR_TOO_LONG,
                   "line of %" G_GSIZE_FORMAT " bytes is over the limit of %d bytes",
                   length, CARRY_ON_PROTOCOL_MAX_LINE);
      return NULL;
    }

  /* Tolerate CRLF line ends (docs/protocol.md §1). */
  if (length > 0 && line[length - 1] == '\r')
    length--;

  if (length == 0)
    {
      g_set_error_literal (error, CARRY_ON_PROTOCOL_ERROR, CARRY_ON_PROTOCOL_ERROR_MALFORMED,
                           "empty line: expected a JSON object");
      return NULL;
    }

  /* Also refuses NUL bytes inside the line. */
  if (!g_utf8_validate_len (line, length, NULL))
    {
      g_set_error_literal (error, CARRY_ON_PROTOCOL_ERROR, CARRY_ON_PROTOCOL_ERROR_MALFORMED,
                           "line is not valid UTF-8");
      return NULL;
    }

  if (scan_structure (line, length, &trailing) > MAX_DEPTH)
    {
      g_set_error (error, CARRY_ON_PROTOCOL_ERROR, CARRY_ON_PROTOCOL_ERROR_MALFORMED,
                   "JSON nested deeper than %d levels", MAX_DEPTH);
      return NULL;
    }
  if (trailing)
    {
      g_set_error_literal (error, CARRY_ON_PROTOCOL_ERROR, CARRY_ON_PROTOCOL_ERROR_MALFORMED,
                           "data after the JSON object: one object per line");
      return NULL;
    }

  if (length <= REUSED_PARSER_MAX_LINE)
    parser = thread_parser ();
  else
    parser = own_parser = json_parser_new ();
  if (!json_parser_load_from_data (parser, line, (gssize) length, &local_error))
    {
      /* json-glib may quote the bad token, bytes from a lone \uD800 included. */
      g_autofree char *reason = g_utf8_make_valid (local_error->message, -1);

      g_set_error (error, CARRY_ON_PROTOCOL_ERROR, CARRY_ON_PROTOCOL_ERROR_MALFORMED,
                   "line is not valid JSON: %s", reason);
      return NULL;
    }

  root = json_parser_get_root (parser);
  if (root == NULL || !JSON_NODE_HOLDS_OBJECT (root))
    {
      g_set_error_literal (error, CARRY_ON_PROTOCOL_ERROR, CARRY_ON_PROTOCOL_ERROR_MALFORMED,
                           "line is JSON but not a JSON object");
      return NULL;
    }

  if (!check_and_canonicalize (root))
    {
      g_set_error_literal (error, CARRY_ON_PROTOCOL_ERROR, CARRY_ON_PROTOCOL_ERROR_MALFORMED,
                           "a string holds an invalid \\u escape (not UTF-8)");
      return NULL;
    }

  object = json_node_get_object (root);
  type_node = object_get (object, "type");
  if (type_node == NULL)
    {
      g_set_error_literal (error, CARRY_ON_PROTOCOL_ERROR, CARRY_ON_PROTOCOL_ERROR_UNKNOWN_TYPE,
                           "member \"type\" is missing");
      return NULL;
    }
  if (!node_matches (type_node, FIELD_STRING))
    {
      g_set_error_literal (error, CARRY_ON_PROTOCOL_ERROR, CARRY_ON_PROTOCOL_ERROR_INVALID_FIELD,
                           "member \"type\" must be a string");
      return NULL;
    }

  type_str = json_node_get_string (type_node);
  if (!message_type_from_string (type_str, &type))
    {
      g_autofree char *quoted = quote_short (type_str);

      g_set_error (error, CARRY_ON_PROTOCOL_ERROR, CARRY_ON_PROTOCOL_ERROR_UNKNOWN_TYPE,
                   "unknown message type %s", quoted);
      return NULL;
    }
  if ((message_types[type].from & (1u << from)) == 0)
    {
      g_set_error (error, CARRY_ON_PROTOCOL_ERROR, CARRY_ON_PROTOCOL_ERROR_UNKNOWN_TYPE,
                   "\"%s\" is not a message a %s sends", message_types[type].name,
                   from == CARRY_ON_PEER_HOST ? "host" : "supervisor");
      return NULL;
    }

  if (!validate_message (object, type, from, error))
    return NULL;

  message = g_new0 (CarryOnMessage, 1);
  g_atomic_ref_count_init (&message->ref_count);
  message->type = type;
  message->root = json_node_ref (root);
  return message;
}

/**
 * carry_on_message_new:
 * @type: the message type
 *
 * Returns: (transfer full): a message whose object holds only `type`; fill
 *   it through carry_on_message_get_object().
 */
CarryOnMessage *
carry_on_message_new (CarryOnMessageType type)
{
  CarryOnMessage *message;
  JsonObject *object;

  g_return_val_if_fail ((guint) type < CARRY_ON_MESSAGE_N_TYPES, NULL);

  object = json_object_new ();
  json_object_set_string_member (object, "type", message_types[type].name);

  message = g_new0 (CarryOnMessage, 1);
  g_atomic_ref_count_init (&message->ref_count);
  message->type = type;
  message->root = json_node_init_object (json_node_alloc (), object);
  json_object_unref (object);
  return message;
}

CarryOnMessage *
carry_on_message_ref (CarryOnMessage *message)
{
  g_return_val_if_fail (message != NULL, NULL);

  g_atomic_ref_count_inc (&message->ref_count);
  return message;
}

void
carry_on_message_unref (CarryOnMessage *message)
{
  g_return_if_fail (message != NULL);

  if (g_atomic_ref_count_dec (&message->ref_count))
    {
      json_node_unref (message->root);
      g_free (message);
    }
}

CarryOnMessageType
carry_on_message_get_message_type (CarryOnMessage *message)
{
  g_return_val_if_fail (message != NULL, CARRY_ON_MESSAGE_N_TYPES);

  return message->type;
}

JsonObject *
carry_on_message_get_object (CarryOnMessage *message)
{
  g_return_val_if_fail (message != NULL, NULL);

  return json_node_get_object (message->root);
}

/**
 * carry_on_message_to_line:
 * @message: a message
 * @length: (out) (optional): the length in bytes, newline included
 *
 * Returns: (transfer full): compact JSON on one line, ending in "\n".  json-glib
 *   escapes control characters inside strings, so the only newline is the
 *   last byte.
 */
char *
carry_on_message_to_line (CarryOnMessage *message,
                          gsize          *length)
{
  g_autoptr(JsonGenerator) generator = NULL;
  g_autofree char *json = NULL;
  gsize json_length = 0;
  char *line;

  g_return_val_if_fail (message != NULL, NULL);

  canonicalize_numbers (message->root);
  generator = json_generator_new ();
  json_generator_set_pretty (generator, FALSE);
  json_generator_set_root (generator, message->root);
  json = json_generator_to_data (generator, &json_length);

  line = g_malloc (json_length + 2);
  memcpy (line, json, json_length);
  line[json_length] = '\n';
  line[json_length + 1] = '\0';
  if (length != NULL)
    *length = json_length + 1;
  return line;
}

const char *
carry_on_message_get_string (CarryOnMessage *message,
                             const char     *member)
{
  JsonNode *node;

  g_return_val_if_fail (message != NULL, NULL);
  g_return_val_if_fail (member != NULL, NULL);

  node = object_get (json_node_get_object (message->root), member);
  if (node == NULL || !node_matches (node, FIELD_STRING))
    return NULL;
  return json_node_get_string (node);
}

gboolean
carry_on_message_lookup_boolean (CarryOnMessage *message,
                                 const char     *member,
                                 gboolean       *value)
{
  JsonNode *node;

  g_return_val_if_fail (message != NULL, FALSE);
  g_return_val_if_fail (member != NULL, FALSE);

  node = object_get (json_node_get_object (message->root), member);
  if (node == NULL || !node_matches (node, FIELD_BOOLEAN))
    return FALSE;
  if (value != NULL)
    *value = json_node_get_boolean (node);
  return TRUE;
}

static JsonObject *
member_object (CarryOnMessage *message,
               const char     *member)
{
  JsonNode *node = object_get (json_node_get_object (message->root), member);

  return node != NULL && JSON_NODE_HOLDS_OBJECT (node) ? json_node_get_object (node) : NULL;
}

static const char *
string_member (JsonObject *object,
               const char *member)
{
  JsonNode *node = object_get (object, member);

  return node != NULL && node_matches (node, FIELD_STRING) ? json_node_get_string (node) : NULL;
}

gboolean
carry_on_message_get_origin (CarryOnMessage  *message,
                             const char     **kind,
                             const char     **klass,
                             const char     **request_id)
{
  JsonObject *origin;

  g_return_val_if_fail (message != NULL, FALSE);

  if ((origin = member_object (message, "origin")) == NULL)
    return FALSE;
  if (kind != NULL)
    *kind = string_member (origin, "kind");
  if (klass != NULL)
    *klass = string_member (origin, "class");
  if (request_id != NULL)
    *request_id = string_member (origin, "request_id");
  return TRUE;
}

CarryOnFailure *
carry_on_message_dup_failure (CarryOnMessage  *message,
                              GError         **error)
{
  JsonObject *failure;

  g_return_val_if_fail (message != NULL, NULL);

  if ((failure = member_object (message, "failure")) == NULL)
    return NULL;
  return carry_on_failure_from_json (failure, error);
}

CarryOnSessionInfo *
carry_on_message_dup_session (CarryOnMessage  *message,
                              GError         **error)
{
  JsonObject *session;

  g_return_val_if_fail (message != NULL, NULL);

  if ((session = member_object (message, "session")) == NULL)
    {
      g_set_error_literal (error, CARRY_ON_PROTOCOL_ERROR, CARRY_ON_PROTOCOL_ERROR_INVALID_FIELD,
                           "no session object");
      return NULL;
    }
  return carry_on_session_info_from_json (session, error);
}

GPtrArray *
carry_on_message_dup_sessions (CarryOnMessage  *message,
                               void           (*on_unreadable) (guint       index,
                                                                const char *why,
                                                                gpointer    user_data),
                               gpointer         user_data)
{
  GPtrArray *infos = g_ptr_array_new_with_free_func ((GDestroyNotify) carry_on_session_info_free);
  JsonNode *node;
  JsonArray *array;

  g_return_val_if_fail (message != NULL, infos);

  node = object_get (json_node_get_object (message->root), "sessions");
  if (node == NULL || !JSON_NODE_HOLDS_ARRAY (node))
    return infos;
  array = json_node_get_array (node);
  for (guint i = 0; i < json_array_get_length (array); i++)
    {
      JsonNode *element = json_array_get_element (array, i);
      g_autoptr(GError) error = NULL;
      CarryOnSessionInfo *info = NULL;

      if (JSON_NODE_HOLDS_OBJECT (element))
        info = carry_on_session_info_from_json (json_node_get_object (element), &error);
      if (info != NULL)
        g_ptr_array_add (infos, info);
      else if (on_unreadable != NULL)
        on_unreadable (i, error != NULL ? error->message : "not an object", user_data);
    }
  return infos;
}

gboolean
carry_on_message_get_context (CarryOnMessage *message,
                              gint64         *used,
                              gint64         *window)
{
  JsonObject *context;
  JsonNode *node;

  g_return_val_if_fail (message != NULL, FALSE);

  if ((context = member_object (message, "context")) == NULL)
    return FALSE;
  *used = (node = object_get (context, "used")) != NULL && node_get_int (node, used) ? *used : -1;
  *window = (node = object_get (context, "window")) != NULL && node_get_int (node, window) ? *window : -1;
  return TRUE;
}

gint64
carry_on_message_get_int (CarryOnMessage *message,
                          const char     *member,
                          gint64          default_value)
{
  JsonNode *node;
  gint64 v;

  g_return_val_if_fail (message != NULL, default_value);
  g_return_val_if_fail (member != NULL, default_value);

  node = object_get (json_node_get_object (message->root), member);
  if (node != NULL && node_get_int (node, &v))
    return v;
  if (node != NULL && node_matches (node, FIELD_NUMBER))
    return (gint64) CLAMP (json_node_get_double (node), (double) G_MININT64, (double) G_MAXINT64);
  return default_value;
}

gboolean
carry_on_message_get_boolean (CarryOnMessage *message,
                              const char     *member,
                              gboolean        default_value)
{
  JsonNode *node;

  g_return_val_if_fail (message != NULL, default_value);
  g_return_val_if_fail (member != NULL, default_value);

  node = object_get (json_node_get_object (message->root), member);
  if (node == NULL || !node_matches (node, FIELD_BOOLEAN))
    return default_value;
  return json_node_get_boolean (node);
}

const char *
carry_on_message_get_session_id (CarryOnMessage *message)
{
  return carry_on_message_get_string (message, "session_id");
}

const char *
carry_on_message_get_request_id (CarryOnMessage *message)
{
  return carry_on_message_get_string (message, "request_id");
}

/* --- CarryOnFailure ------------------------------------------------------ */

CarryOnFailure *
carry_on_failure_new (void)
{
  CarryOnFailure *failure = g_new0 (CarryOnFailure, 1);

  failure->retry_after_ms = -1;
  failure->resets_at = -1;
  return failure;
}

CarryOnFailure *
carry_on_failure_copy (const CarryOnFailure *failure)
{
  CarryOnFailure *copy;

  g_return_val_if_fail (failure != NULL, NULL);

  copy = g_new0 (CarryOnFailure, 1);
  copy->kind = g_strdup (failure->kind);
  copy->status = failure->status;
  copy->error_type = g_strdup (failure->error_type);
  copy->message = g_strdup (failure->message);
  copy->causes = g_strdupv (failure->causes);
  copy->provider = g_strdup (failure->provider);
  copy->retry_after_ms = failure->retry_after_ms;
  copy->resets_at = failure->resets_at;
  copy->host_retried = failure->host_retried;
  return copy;
}

void
carry_on_failure_free (CarryOnFailure *failure)
{
  if (failure == NULL)
    return;

  g_free (failure->kind);
  g_free (failure->error_type);
  g_free (failure->message);
  g_strfreev (failure->causes);
  g_free (failure->provider);
  g_free (failure);
}

static char *
dup_string_member (JsonObject *object,
                   const char *member)
{
  JsonNode *node = object_get (object, member);

  if (node == NULL || !node_matches (node, FIELD_STRING))
    return NULL;
  return g_strdup (json_node_get_string (node));
}

static gboolean
get_bool_member (JsonObject *object,
                 const char *member)
{
  JsonNode *node = object_get (object, member);

  return node != NULL && node_matches (node, FIELD_BOOLEAN) && json_node_get_boolean (node);
}

static gint64
get_int_member (JsonObject *object,
                const char *member,
                gint64      default_value)
{
  JsonNode *node = object_get (object, member);
  gint64 v;

  if (node != NULL && node_get_int (node, &v))
    return v;
  return default_value;
}

/* Fills a failure from an object validate_failure() accepted. */
static CarryOnFailure *
failure_from_valid_json (JsonObject *object)
{
  CarryOnFailure *failure = carry_on_failure_new ();
  JsonNode *node;

  failure->kind = dup_string_member (object, "kind");
  failure->status = (int) get_int_member (object, "status", 0);
  failure->error_type = dup_string_member (object, "error_type");
  failure->message = dup_string_member (object, "message");
  failure->provider = dup_string_member (object, "provider");
  failure->retry_after_ms = get_int_member (object, "retry_after_ms", -1);
  if ((node = object_get (object, "resets_at")) == NULL
      || !node_get_reset (node, &failure->resets_at))
    failure->resets_at = -1;
  failure->host_retried = get_bool_member (object, "host_retried");

  if ((node = object_get (object, "causes")) != NULL)
    {
      JsonArray *array = json_node_get_array (node);
      guint n = json_array_get_length (array);

      failure->causes = g_new0 (char *, n + 1);
      for (guint i = 0; i < n; i++)
        failure->causes[i] = g_strdup (json_array_get_string_element (array, i));
    }

  return failure;
}

/**
 * carry_on_failure_from_json:
 * @object: a wire FAILURE object (docs/protocol.md §4.1)
 * @error: %CARRY_ON_PROTOCOL_ERROR_INVALID_FIELD for a wrong-typed member
 *
 * `resets_at` is read as epoch s, epoch ms above 10^11, or an ISO 8601
 * string (UTC when it names no zone).  Absent numbers become 0 (`status`) or
 * -1 (`retry_after_ms`, `resets_at`).
 *
 * Returns: (transfer full) (nullable): the failure, or %NULL with @error set.
 */
CarryOnFailure *
carry_on_failure_from_json (JsonObject  *object,
                            GError     **error)
{
  g_return_val_if_fail (object != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (!validate_failure (object, "failure", "failure", error))
    return NULL;
  return failure_from_valid_json (object);
}

/**
 * carry_on_failure_to_json:
 * @failure: a failure
 *
 * Returns: (transfer full): a FAILURE object node holding the members that
 *   are known (`resets_at` as epoch s, `host_retried` only when true).
 */
JsonNode *
carry_on_failure_to_json (const CarryOnFailure *failure)
{
  JsonObject *object;
  JsonNode *node;

  g_return_val_if_fail (failure != NULL, NULL);

  object = json_object_new ();
  if (failure->kind != NULL)
    json_object_set_string_member (object, "kind", failure->kind);
  if (failure->status > 0)
    json_object_set_int_member (object, "status", failure->status);
  if (failure->error_type != NULL)
    json_object_set_string_member (object, "error_type", failure->error_type);
  if (failure->message != NULL)
    json_object_set_string_member (object, "message", failure->message);
  if (failure->causes != NULL)
    {
      JsonArray *causes = json_array_new ();

      for (guint i = 0; failure->causes[i] != NULL; i++)
        json_array_add_string_element (causes, failure->causes[i]);
      json_object_set_array_member (object, "causes", causes);
    }
  if (failure->provider != NULL)
    json_object_set_string_member (object, "provider", failure->provider);
  if (failure->retry_after_ms >= 0)
    json_object_set_int_member (object, "retry_after_ms", failure->retry_after_ms);
  if (failure->resets_at >= 0)
    json_object_set_int_member (object, "resets_at", failure->resets_at);
  if (failure->host_retried)
    json_object_set_boolean_member (object, "host_retried", TRUE);

  node = json_node_init_object (json_node_alloc (), object);
  json_object_unref (object);
  return node;
}

/* --- CarryOnSessionInfo -------------------------------------------------- */

CarryOnSessionInfo *
carry_on_session_info_copy (const CarryOnSessionInfo *info)
{
  CarryOnSessionInfo *copy;

  g_return_val_if_fail (info != NULL, NULL);

  copy = g_new0 (CarryOnSessionInfo, 1);
  copy->id = g_strdup (info->id);
  copy->title = g_strdup (info->title);
  copy->cwd = g_strdup (info->cwd);
  copy->provider = g_strdup (info->provider);
  copy->turn_running = info->turn_running;
  copy->host_continues_limit = info->host_continues_limit;
  copy->last_reason = info->last_reason;
  copy->last_turn_id = g_strdup (info->last_turn_id);
  copy->last_agent_id = g_strdup (info->last_agent_id);
  copy->last_ended_at = info->last_ended_at;
  copy->last_failure = info->last_failure ? carry_on_failure_copy (info->last_failure) : NULL;
  copy->last_request_id = g_strdup (info->last_request_id);
  copy->last_request_state = g_strdup (info->last_request_state);
  return copy;
}

void
carry_on_session_info_free (CarryOnSessionInfo *info)
{
  if (info == NULL)
    return;

  g_free (info->id);
  g_free (info->title);
  g_free (info->cwd);
  g_free (info->provider);
  g_free (info->last_turn_id);
  g_free (info->last_agent_id);
  g_clear_pointer (&info->last_failure, carry_on_failure_free);
  g_free (info->last_request_id);
  g_free (info->last_request_state);
  g_free (info);
}

/**
 * carry_on_session_info_from_json:
 * @object: a wire SESSION object (docs/protocol.md §4.1)
 * @error: %CARRY_ON_PROTOCOL_ERROR_INVALID_FIELD when `id` is missing or a
 *   member has the wrong type
 *
 * Returns: (transfer full) (nullable): the session, or %NULL with @error
 *   set.  `last_ended_at` is -1 when unknown.
 */
CarryOnSessionInfo *
carry_on_session_info_from_json (JsonObject  *object,
                                 GError     **error)
{
  CarryOnSessionInfo *info;
  JsonNode *node;

  g_return_val_if_fail (object != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (!validate_session (object, "session", "session", error))
    return NULL;

  info = g_new0 (CarryOnSessionInfo, 1);
  info->id = dup_string_member (object, "id");
  info->title = dup_string_member (object, "title");
  info->cwd = dup_string_member (object, "cwd");
  info->provider = dup_string_member (object, "provider");
  info->turn_running = get_bool_member (object, "turn_running");
  info->host_continues_limit = get_bool_member (object, "host_continues_limit");
  info->last_reason = CARRY_ON_TURN_REASON_NONE;
  info->last_ended_at = -1;

  if ((node = object_get (object, "last_turn")) != NULL)
    {
      JsonObject *turn = json_node_get_object (node);
      g_autofree char *reason = dup_string_member (turn, "reason");

      info->last_reason = carry_on_turn_reason_from_string (reason);
      info->last_turn_id = dup_string_member (turn, "turn_id");
      info->last_agent_id = dup_string_member (turn, "agent_id");
      info->last_ended_at = get_int_member (turn, "ended_at", -1);
      if ((node = object_get (turn, "failure")) != NULL)
        info->last_failure = failure_from_valid_json (json_node_get_object (node));
    }

  if ((node = object_get (object, "last_request")) != NULL)
    {
      JsonObject *request = json_node_get_object (node);

      info->last_request_id = dup_string_member (request, "request_id");
      info->last_request_state = dup_string_member (request, "state");
    }

  return info;
}

/**
 * carry_on_session_info_to_json:
 * @info: a session
 *
 * Returns: (transfer full): a SESSION object node; `last_turn` only when
 *   something is known about the last turn, `last_request` only when a
 *   request id is known.
 */
JsonNode *
carry_on_session_info_to_json (const CarryOnSessionInfo *info)
{
  JsonObject *object;
  JsonNode *node;

  g_return_val_if_fail (info != NULL, NULL);
  g_return_val_if_fail (info->id != NULL, NULL);

  object = json_object_new ();
  json_object_set_string_member (object, "id", info->id);
  if (info->title != NULL)
    json_object_set_string_member (object, "title", info->title);
  if (info->cwd != NULL)
    json_object_set_string_member (object, "cwd", info->cwd);
  if (info->provider != NULL)
    json_object_set_string_member (object, "provider", info->provider);
  json_object_set_boolean_member (object, "turn_running", info->turn_running);
  json_object_set_boolean_member (object, "host_continues_limit", info->host_continues_limit);

  if (info->last_reason != CARRY_ON_TURN_REASON_NONE || info->last_turn_id != NULL
      || info->last_agent_id != NULL || info->last_ended_at >= 0 || info->last_failure != NULL)
    {
      JsonObject *turn = json_object_new ();
      const char *reason = carry_on_turn_reason_to_string (info->last_reason);

      if (info->last_turn_id != NULL)
        json_object_set_string_member (turn, "turn_id", info->last_turn_id);
      if (info->last_agent_id != NULL)
        json_object_set_string_member (turn, "agent_id", info->last_agent_id);
      else
        json_object_set_null_member (turn, "agent_id");
      if (reason != NULL)
        json_object_set_string_member (turn, "reason", reason);
      if (info->last_ended_at >= 0)
        json_object_set_int_member (turn, "ended_at", info->last_ended_at);
      if (info->last_failure != NULL)
        json_object_set_member (turn, "failure", carry_on_failure_to_json (info->last_failure));
      json_object_set_object_member (object, "last_turn", turn);
    }

  if (info->last_request_id != NULL)
    {
      JsonObject *request = json_object_new ();

      json_object_set_string_member (request, "request_id", info->last_request_id);
      if (info->last_request_state != NULL)
        json_object_set_string_member (request, "state", info->last_request_state);
      json_object_set_object_member (object, "last_request", request);
    }

  node = json_node_init_object (json_node_alloc (), object);
  json_object_unref (object);
  return node;
}

/* --- builders ------------------------------------------------------------ */

static JsonObject *
message_object (CarryOnMessage *message)
{
  return json_node_get_object (message->root);
}

/**
 * carry_on_message_new_hello_supervisor:
 * @name: the supervisor's name ("Carry On")
 * @version: its version
 * @pid: its process id
 *
 * Returns: (transfer full): `hello` with role "supervisor", protocol
 *   %CARRY_ON_PROTOCOL_VERSION and no capabilities (docs/protocol.md §3).
 */
CarryOnMessage *
carry_on_message_new_hello_supervisor (const char *name,
                                       const char *version,
                                       GPid        pid)
{
  CarryOnMessage *message = carry_on_message_new (CARRY_ON_MESSAGE_HELLO);
  JsonObject *object = message_object (message);
  JsonObject *client = json_object_new ();

  json_object_set_string_member (object, "protocol", CARRY_ON_PROTOCOL_VERSION);
  json_object_set_string_member (object, "role", "supervisor");
  json_object_set_string_member (client, "name", name ? name : "");
  json_object_set_string_member (client, "version", version ? version : "");
  json_object_set_int_member (client, "pid", pid);
  json_object_set_object_member (object, "client", client);
  json_object_set_array_member (object, "capabilities", json_array_new ());
  return message;
}

/**
 * carry_on_message_new_hello_host:
 * @kind: the host kind ("claude-code", "dsh", "simulated")
 * @name: its display name
 * @version: its version
 * @pid: its process id
 * @capabilities: (nullable): %NULL-terminated capabilities
 *
 * Returns: (transfer full): `hello` with role "host" (docs/protocol.md §3).
 */
CarryOnMessage *
carry_on_message_new_hello_host (const char         *kind,
                                 const char         *name,
                                 const char         *version,
                                 GPid                pid,
                                 const char * const *capabilities)
{
  CarryOnMessage *message = carry_on_message_new (CARRY_ON_MESSAGE_HELLO);
  JsonObject *object = message_object (message);
  JsonObject *host = json_object_new ();
  JsonArray *caps = json_array_new ();

  json_object_set_string_member (object, "protocol", CARRY_ON_PROTOCOL_VERSION);
  json_object_set_string_member (object, "role", "host");
  json_object_set_string_member (host, "kind", kind ? kind : "");
  json_object_set_string_member (host, "name", name ? name : "");
  json_object_set_string_member (host, "version", version ? version : "");
  json_object_set_int_member (host, "pid", pid);
  json_object_set_object_member (object, "host", host);
  for (guint i = 0; capabilities != NULL && capabilities[i] != NULL; i++)
    json_array_add_string_element (caps, capabilities[i]);
  json_object_set_array_member (object, "capabilities", caps);
  return message;
}

/**
 * carry_on_message_new_error:
 * @code: what went wrong; its wire name goes in `code`
 * @message: (nullable): a human-readable reason
 *
 * Returns: (transfer full): an `error` message (docs/protocol.md §2).
 */
CarryOnMessage *
carry_on_message_new_error (CarryOnProtocolError  code,
                            const char           *message)
{
  CarryOnMessage *msg = carry_on_message_new (CARRY_ON_MESSAGE_ERROR);
  JsonObject *object = message_object (msg);

  json_object_set_string_member (object, "code", carry_on_protocol_error_code_to_string (code));
  json_object_set_string_member (object, "message", message ? message : "");
  return msg;
}

/**
 * carry_on_message_new_prompt_submit:
 * @request_id: the supervisor's request id ("co-<uuid>")
 * @session_id: the host's session id
 * @text: the prompt text
 *
 * Returns: (transfer full): the supervisor → host `prompt.submit` command.
 */
CarryOnMessage *
carry_on_message_new_prompt_submit (const char *request_id,
                                    const char *session_id,
                                    const char *text)
{
  CarryOnMessage *message;
  JsonObject *object;

  g_return_val_if_fail (request_id != NULL, NULL);
  g_return_val_if_fail (session_id != NULL, NULL);
  g_return_val_if_fail (text != NULL, NULL);

  message = carry_on_message_new (CARRY_ON_MESSAGE_PROMPT_SUBMIT);
  object = message_object (message);
  json_object_set_string_member (object, "request_id", request_id);
  json_object_set_string_member (object, "session_id", session_id);
  json_object_set_string_member (object, "text", text);
  return message;
}

/**
 * carry_on_message_new_log:
 * @session_id: the host's session id
 * @text: the line to show ("continuing in 15 s (2/99)")
 *
 * Returns: (transfer full): a `log` message with level "info".
 */
CarryOnMessage *
carry_on_message_new_log (const char *session_id,
                          const char *text)
{
  CarryOnMessage *message;
  JsonObject *object;

  g_return_val_if_fail (session_id != NULL, NULL);
  g_return_val_if_fail (text != NULL, NULL);

  message = carry_on_message_new (CARRY_ON_MESSAGE_LOG);
  object = message_object (message);
  json_object_set_string_member (object, "session_id", session_id);
  json_object_set_string_member (object, "text", text);
  json_object_set_string_member (object, "level", "info");
  return message;
}

static gboolean
parse_version (const char *version,
               guint64    *major,
               guint64    *minor)
{
  g_auto(GStrv) parts = NULL;

  if (version == NULL || version[0] == '\0')
    return FALSE;

  parts = g_strsplit (version, ".", 3);
  if (g_strv_length (parts) > 2)
    return FALSE;
  if (!g_ascii_string_to_unsigned (parts[0], 10, 0, G_MAXUINT32, major, NULL))
    return FALSE;
  *minor = 0;
  if (parts[1] != NULL
      && !g_ascii_string_to_unsigned (parts[1], 10, 0, G_MAXUINT32, minor, NULL))
    return FALSE;
  return TRUE;
}

gboolean
carry_on_protocol_check_version (const char  *version,
                                 GError     **error)
{
  guint64 major, minor;
  g_autofree char *quoted = NULL;

  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (!parse_version (version, &major, &minor))
    {
      quoted = quote_short (version);
      g_set_error (error, CARRY_ON_PROTOCOL_ERROR, CARRY_ON_PROTOCOL_ERROR_VERSION,
                   "protocol version %s is not MAJOR.MINOR (we speak %s)",
                   quoted, CARRY_ON_PROTOCOL_VERSION);
      return FALSE;
    }

  if (major != CARRY_ON_PROTOCOL_MAJOR)
    {
      g_set_error (error, CARRY_ON_PROTOCOL_ERROR, CARRY_ON_PROTOCOL_ERROR_VERSION,
                   "peer speaks %s, we speak %s", version, CARRY_ON_PROTOCOL_VERSION);
      return FALSE;
    }

  return TRUE;
}

/* ---- Hand-off (docs/protocol.md §4.3) ---- */

static const char * const handoff_stage_names[] = {
  [CARRY_ON_HANDOFF_STAGE_NONE]         = "none",
  [CARRY_ON_HANDOFF_STAGE_REQUESTED]    = "requested",
  [CARRY_ON_HANDOFF_STAGE_SAVING]       = "saving",
  [CARRY_ON_HANDOFF_STAGE_NOTE_WRITTEN] = "note-written",
  [CARRY_ON_HANDOFF_STAGE_DRAFTING]     = "drafting",
  [CARRY_ON_HANDOFF_STAGE_COMPACTING]   = "compacting",
  [CARRY_ON_HANDOFF_STAGE_DELIVERED]    = "delivered",
  [CARRY_ON_HANDOFF_STAGE_STOPPED]      = "stopped",
};

/**
 * carry_on_handoff_stage_to_string:
 * @stage: a stage
 *
 * Returns: (transfer none): the wire name ("note-written", …); "none" and
 *   "requested" are Carry On's own and never on the wire
 */
const char *
carry_on_handoff_stage_to_string (CarryOnHandoffStage stage)
{
  if ((guint) stage >= G_N_ELEMENTS (handoff_stage_names))
    return "unknown";
  return handoff_stage_names[stage];
}

/**
 * carry_on_handoff_stage_from_string:
 * @str: (nullable): a `handoff.progress` `stage`
 * @stage: (out): the stage, %CARRY_ON_HANDOFF_STAGE_NONE when unknown
 *
 * Only the six wire stages of docs/protocol.md §4.2 are known: saving,
 * note-written, drafting, compacting, delivered, stopped.
 *
 * Returns: %TRUE when @str is one of them
 */
gboolean
carry_on_handoff_stage_from_string (const char          *str,
                                    CarryOnHandoffStage *stage)
{
  g_return_val_if_fail (stage != NULL, FALSE);

  *stage = CARRY_ON_HANDOFF_STAGE_NONE;
  if (str == NULL)
    return FALSE;
  for (guint i = CARRY_ON_HANDOFF_STAGE_SAVING; i < G_N_ELEMENTS (handoff_stage_names); i++)
    if (g_str_equal (str, handoff_stage_names[i]))
      {
        *stage = i;
        return TRUE;
      }
  return FALSE;
}

/**
 * carry_on_handoff_deliver_is_valid:
 * @deliver: (nullable): a `handoff` `deliver` value
 *
 * Returns: %TRUE for "fill" (the prompt box, the person presses Enter) and
 *   "submit" (runs as a turn by itself)
 */
gboolean
carry_on_handoff_deliver_is_valid (const char *deliver)
{
  return g_strcmp0 (deliver, "fill") == 0 || g_strcmp0 (deliver, "submit") == 0;
}

/**
 * carry_on_message_new_handoff:
 * @request_id: the supervisor's request id ("co-<uuid>")
 * @session_id: the host's session id
 * @focus: (nullable): what the note and the continuation should stress;
 *   %NULL or "" for none
 * @deliver: (nullable): "fill" or "submit"; %NULL means "fill"
 *
 * Returns: (transfer full): a `handoff` command (docs/protocol.md §4.3)
 */
CarryOnMessage *
carry_on_message_new_handoff (const char *request_id,
                              const char *session_id,
                              const char *focus,
                              const char *deliver)
{
  CarryOnMessage *message;
  JsonObject *object;

  g_return_val_if_fail (request_id != NULL, NULL);
  g_return_val_if_fail (session_id != NULL, NULL);
  g_return_val_if_fail (deliver == NULL || carry_on_handoff_deliver_is_valid (deliver), NULL);

  message = carry_on_message_new (CARRY_ON_MESSAGE_HANDOFF);
  object = message_object (message);
  json_object_set_string_member (object, "request_id", request_id);
  json_object_set_string_member (object, "session_id", session_id);
  if (focus != NULL && focus[0] != '\0')
    json_object_set_string_member (object, "focus", focus);
  json_object_set_string_member (object, "deliver", deliver != NULL ? deliver : "fill");
  return message;
}

/**
 * carry_on_message_new_handoff_paste:
 * @request_id: (nullable): a request id the host's answer will carry
 * @session_id: the host's session id
 *
 * Returns: (transfer full): a `handoff.paste` command: fill the last
 *   continuation prompt into the prompt box again
 */
CarryOnMessage *
carry_on_message_new_handoff_paste (const char *request_id,
                                    const char *session_id)
{
  CarryOnMessage *message;
  JsonObject *object;

  g_return_val_if_fail (session_id != NULL, NULL);

  message = carry_on_message_new (CARRY_ON_MESSAGE_HANDOFF_PASTE);
  object = message_object (message);
  json_object_set_string_member (object, "session_id", session_id);
  if (request_id != NULL)
    json_object_set_string_member (object, "request_id", request_id);
  return message;
}

/* ------------------------------------------------------------------ */
/* In-session control (docs/protocol.md §4.5)                          */

/**
 * carry_on_command_free:
 * @command: (nullable): a #CarryOnCommand
 */
void
carry_on_command_free (CarryOnCommand *command)
{
  if (command == NULL)
    return;
  g_free (command->request_id);
  g_free (command->session_id);
  g_free (command->args);
  g_free (command);
}

/**
 * carry_on_message_dup_command:
 * @message: a `command` that carry_on_message_parse() accepted
 *
 * Returns: (transfer full): its typed view; `args` "" when absent.
 */
CarryOnCommand *
carry_on_message_dup_command (CarryOnMessage *message)
{
  CarryOnCommand *command;
  const char *args;

  g_return_val_if_fail (message != NULL, NULL);
  g_return_val_if_fail (message->type == CARRY_ON_MESSAGE_COMMAND, NULL);

  command = g_new0 (CarryOnCommand, 1);
  command->request_id = g_strdup (carry_on_message_get_request_id (message));
  command->session_id = g_strdup (carry_on_message_get_session_id (message));
  args = carry_on_message_get_string (message, "args");
  command->args = g_strdup (args != NULL ? args : "");
  return command;
}

/**
 * carry_on_message_new_command:
 * @request_id: the host's id for the command
 * @session_id: the session the person typed in
 * @args: (nullable): what they typed after `/carry-on`
 *
 * Returns: (transfer full): a host → supervisor `command` (the sim host's
 *   and tests').
 */
CarryOnMessage *
carry_on_message_new_command (const char *request_id,
                              const char *session_id,
                              const char *args)
{
  CarryOnMessage *message;
  JsonObject *object;

  g_return_val_if_fail (request_id != NULL, NULL);
  g_return_val_if_fail (session_id != NULL, NULL);

  message = carry_on_message_new (CARRY_ON_MESSAGE_COMMAND);
  object = message_object (message);
  json_object_set_string_member (object, "request_id", request_id);
  json_object_set_string_member (object, "session_id", session_id);
  json_object_set_string_member (object, "args", args != NULL ? args : "");
  return message;
}

/**
 * carry_on_message_new_command_result:
 * @request_id: the `command`'s request id
 * @ok: %FALSE for a usage error, an unknown session or an observer
 * @text: plain text, lines separated by "\n"
 *
 * @text longer than %CARRY_ON_COMMAND_MAX_RESULT bytes is cut at a
 * character boundary, and made valid UTF-8.
 *
 * Returns: (transfer full): the one `command.result` for that command.
 */
CarryOnMessage *
carry_on_message_new_command_result (const char *request_id,
                                     gboolean    ok,
                                     const char *text)
{
  CarryOnMessage *message;
  JsonObject *object;
  g_autofree char *valid = NULL;

  g_return_val_if_fail (request_id != NULL, NULL);
  g_return_val_if_fail (text != NULL, NULL);

  valid = g_utf8_make_valid (text, -1);
  if (strlen (valid) > CARRY_ON_COMMAND_MAX_RESULT)
    {
      const char *end = g_utf8_find_prev_char (valid, valid + CARRY_ON_COMMAND_MAX_RESULT + 1);

      valid[end - valid] = '\0';
    }
  message = carry_on_message_new (CARRY_ON_MESSAGE_COMMAND_RESULT);
  object = message_object (message);
  json_object_set_string_member (object, "request_id", request_id);
  json_object_set_boolean_member (object, "ok", !!ok);
  json_object_set_string_member (object, "text", valid);
  return message;
}

static const char * const status_state_names[] = {
  [CARRY_ON_STATUS_IDLE] = "idle",
  [CARRY_ON_STATUS_RUNNING] = "running",
  [CARRY_ON_STATUS_WAITING] = "waiting",
  [CARRY_ON_STATUS_GAVE_UP] = "gave-up",
  [CARRY_ON_STATUS_OFF] = "off",
};

/**
 * carry_on_status_state_to_string:
 *
 * Returns: (transfer none): the wire `session.status` `state`; "idle" for
 *   a value out of range.
 */
const char *
carry_on_status_state_to_string (CarryOnStatusState state)
{
  if ((guint) state >= G_N_ELEMENTS (status_state_names))
    return "idle";
  return status_state_names[state];
}

/**
 * carry_on_message_new_session_status:
 * @session_id: the host's session id
 * @enabled: the session's pill and the global switch both on
 * @count: continues sent in a row
 * @limit: continues allowed in a row
 * @state: what is going on
 * @due_at_ms: when the pending continue goes, epoch ms; only sent for
 *   %CARRY_ON_STATUS_WAITING
 *
 * Returns: (transfer full): a `session.status` push.
 */
CarryOnMessage *
carry_on_message_new_session_status (const char        *session_id,
                                     gboolean           enabled,
                                     guint              count,
                                     guint              limit,
                                     CarryOnStatusState state,
                                     gint64             due_at_ms)
{
  CarryOnMessage *message;
  JsonObject *object;

  g_return_val_if_fail (session_id != NULL, NULL);

  message = carry_on_message_new (CARRY_ON_MESSAGE_SESSION_STATUS);
  object = message_object (message);
  json_object_set_string_member (object, "session_id", session_id);
  json_object_set_boolean_member (object, "enabled", !!enabled);
  json_object_set_int_member (object, "count", count);
  json_object_set_int_member (object, "limit", limit);
  json_object_set_string_member (object, "state", carry_on_status_state_to_string (state));
  if (state == CARRY_ON_STATUS_WAITING && due_at_ms > 0)
    json_object_set_int_member (object, "due_at", due_at_ms);
  return message;
}
