/* test-protocol.c
 *
 * SPDX-FileCopyrightText: 2026 The Carry On authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Host protocol v1 parser, validator and serializer against docs/protocol.md.
 */
#include "config.h"

#include <string.h>

#include "carry-on-protocol.h"

static CarryOnMessage *
parse_ok (const char  *line,
          CarryOnPeer  from)
{
  g_autoptr(GError) error = NULL;
  CarryOnMessage *message;

  message = carry_on_message_parse (line, strlen (line), from, &error);
  if (message == NULL)
    g_test_message ("unexpected failure for %s: %s", line, error->message);
  g_assert_no_error (error);
  g_assert_nonnull (message);
  return message;
}

static void
assert_parse_fails (const char           *line,
                    gsize                 length,
                    CarryOnPeer           from,
                    CarryOnProtocolError  code)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(CarryOnMessage) message = NULL;

  message = carry_on_message_parse (line, length, from, &error);
  if (message != NULL)
    g_test_message ("unexpectedly accepted: %.*s", (int) MIN (length, 200), line);
  g_assert_null (message);
  g_assert_error (error, CARRY_ON_PROTOCOL_ERROR, (int) code);
  /* The reason is meant for a person and for the wire: short, valid UTF-8. */
  g_assert_true (g_utf8_validate (error->message, -1, NULL));
  g_assert_cmpuint (strlen (error->message), <, 400);
}

#define FAILS(line, from, code) assert_parse_fails ((line), strlen (line), (from), (code))

static const struct {
  const char         *line;
  CarryOnMessageType  type;
} host_lines[] = {
  { "{\"type\":\"hello\",\"protocol\":\"1.0\",\"role\":\"host\",\"host\":{\"kind\":\"claude-code\",\"name\":\"Claude Code\",\"version\":\"2.1.332\",\"pid\":123},\"capabilities\":[\"prompt.submit\",\"log\",\"usage\",\"handoff\"],\"retries\":{\"kinds\":[\"RATE_LIMIT\",\"SERVER\"],\"attempts\":5}}", CARRY_ON_MESSAGE_HELLO },
  { "{\"type\":\"error\",\"code\":\"malformed\",\"message\":\"bad\"}", CARRY_ON_MESSAGE_ERROR },
  { "{\"type\":\"control\",\"state\":\"free\"}", CARRY_ON_MESSAGE_CONTROL },
  { "{\"type\":\"control\",\"state\":\"observer\",\"controller\":{\"name\":\"Carry On\",\"pid\":9}}", CARRY_ON_MESSAGE_CONTROL },
  { "{\"type\":\"sessions\",\"sessions\":[]}", CARRY_ON_MESSAGE_SESSIONS },
  { "{\"type\":\"sessions\",\"sessions\":[{\"id\":\"s1\",\"title\":\"t\",\"cwd\":\"/p\",\"provider\":\"api.anthropic.com\",\"turn_running\":false,\"host_continues_limit\":false,\"last_turn\":{\"turn_id\":\"t1\",\"agent_id\":null,\"reason\":\"error\",\"ended_at\":1764450000000,\"failure\":{\"kind\":\"server_error\",\"status\":529}},\"last_request\":{\"request_id\":\"co-1\",\"state\":\"dropped\",\"drop\":\"x\"}}]}", CARRY_ON_MESSAGE_SESSIONS },
  { "{\"type\":\"session.start\",\"session\":{\"id\":\"s2\"}}", CARRY_ON_MESSAGE_SESSION_START },
  { "{\"type\":\"session.update\",\"session\":{\"id\":\"s2\",\"title\":\"new\"}}", CARRY_ON_MESSAGE_SESSION_UPDATE },
  { "{\"type\":\"session.end\",\"session_id\":\"s2\",\"reason\":\"exit\"}", CARRY_ON_MESSAGE_SESSION_END },
  { "{\"type\":\"turn.start\",\"session_id\":\"s1\",\"turn_id\":\"t2\"}", CARRY_ON_MESSAGE_TURN_START },
  { "{\"type\":\"turn.start\",\"session_id\":\"s1\",\"turn_id\":\"t3\",\"agent_id\":\"a1\",\"origin\":{\"kind\":\"plugin\",\"request_id\":\"co-2\"}}", CARRY_ON_MESSAGE_TURN_START },
  { "{\"type\":\"turn.complete\",\"session_id\":\"s1\",\"turn_id\":\"t2\",\"reason\":\"error\",\"ended_at\":1764450000000,\"failure\":{\"kind\":\"server_error\",\"status\":529,\"error_type\":\"overloaded_error\",\"message\":\"API Error: 529\",\"causes\":[\"a\",\"b\"],\"provider\":\"api.anthropic.com\",\"retry_after_ms\":30000,\"resets_at\":\"2025-11-29T22:00:00Z\",\"host_retried\":true}}", CARRY_ON_MESSAGE_TURN_COMPLETE },
  { "{\"type\":\"prompt.submit\",\"session_id\":\"s1\",\"origin\":{\"kind\":\"composer\"}}", CARRY_ON_MESSAGE_PROMPT_SUBMIT },
  { "{\"type\":\"prompt.result\",\"request_id\":\"co-1\",\"session_id\":\"s1\",\"ok\":true,\"turn_id\":\"t9\"}", CARRY_ON_MESSAGE_PROMPT_RESULT },
  { "{\"type\":\"prompt.result\",\"request_id\":\"co-1\",\"ok\":false,\"drop\":\"the session was stopped and nobody has sent input since\"}", CARRY_ON_MESSAGE_PROMPT_RESULT },
  { "{\"type\":\"usage\"}", CARRY_ON_MESSAGE_USAGE },
  { "{\"type\":\"usage\",\"session_id\":\"s1\",\"windows\":[{\"kind\":\"five_hour\",\"percent_used\":42.5,\"resets_at\":1764453600}],\"context\":{\"used\":12345,\"window\":200000}}", CARRY_ON_MESSAGE_USAGE },
  { "{\"type\":\"handoff.progress\",\"session_id\":\"s1\",\"request_id\":\"co-9\",\"stage\":\"note-written\",\"path\":\"/x/HANDOFF.md\"}", CARRY_ON_MESSAGE_HANDOFF_PROGRESS },
  { "{\"type\":\"command\",\"request_id\":\"cc-7\",\"session_id\":\"s1\",\"args\":\"limit 5\"}", CARRY_ON_MESSAGE_COMMAND },
  { "{\"type\":\"command\",\"request_id\":\"cc-8\",\"session_id\":\"s1\"}", CARRY_ON_MESSAGE_COMMAND },
};

static const struct {
  const char         *line;
  CarryOnMessageType  type;
} supervisor_lines[] = {
  { "{\"type\":\"hello\",\"protocol\":\"1.0\",\"role\":\"supervisor\",\"client\":{\"name\":\"Carry On\",\"version\":\"0.1.0\",\"pid\":456},\"capabilities\":[]}", CARRY_ON_MESSAGE_HELLO },
  { "{\"type\":\"error\",\"code\":\"unknown-type\",\"message\":\"?\"}", CARRY_ON_MESSAGE_ERROR },
  { "{\"type\":\"control.claim\"}", CARRY_ON_MESSAGE_CONTROL_CLAIM },
  { "{\"type\":\"control.release\"}", CARRY_ON_MESSAGE_CONTROL_RELEASE },
  { "{\"type\":\"control.take\"}", CARRY_ON_MESSAGE_CONTROL_TAKE },
  { "{\"type\":\"prompt.submit\",\"request_id\":\"co-1\",\"session_id\":\"s1\",\"text\":\"continue\"}", CARRY_ON_MESSAGE_PROMPT_SUBMIT },
  { "{\"type\":\"log\",\"session_id\":\"s1\",\"text\":\"continuing in 15 s (2/99)\",\"level\":\"info\"}", CARRY_ON_MESSAGE_LOG },
  { "{\"type\":\"handoff\",\"request_id\":\"co-9\",\"session_id\":\"s1\",\"focus\":\"x\",\"deliver\":\"fill\"}", CARRY_ON_MESSAGE_HANDOFF },
  { "{\"type\":\"handoff.paste\",\"session_id\":\"s1\"}", CARRY_ON_MESSAGE_HANDOFF_PASTE },
  { "{\"type\":\"command.result\",\"request_id\":\"cc-7\",\"ok\":true,\"text\":\"a\\nb\"}", CARRY_ON_MESSAGE_COMMAND_RESULT },
  { "{\"type\":\"session.status\",\"session_id\":\"s1\",\"enabled\":true,\"count\":1,\"limit\":99,\"state\":\"waiting\",\"due_at\":1764450015000}", CARRY_ON_MESSAGE_SESSION_STATUS },
};

static void
test_valid_host_lines (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (host_lines); i++)
    {
      g_autoptr(CarryOnMessage) message = parse_ok (host_lines[i].line, CARRY_ON_PEER_HOST);

      g_assert_cmpint (carry_on_message_get_message_type (message), ==, host_lines[i].type);
    }
}

static void
test_valid_supervisor_lines (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (supervisor_lines); i++)
    {
      g_autoptr(CarryOnMessage) message = parse_ok (supervisor_lines[i].line, CARRY_ON_PEER_SUPERVISOR);

      g_assert_cmpint (carry_on_message_get_message_type (message), ==, supervisor_lines[i].type);
    }
}

static void
test_wrong_direction (void)
{
  /* Every host-only type is unknown when a supervisor sends it, and back. */
  for (guint i = 0; i < G_N_ELEMENTS (host_lines); i++)
    {
      CarryOnMessageType t = host_lines[i].type;

      if (t == CARRY_ON_MESSAGE_HELLO || t == CARRY_ON_MESSAGE_ERROR
          || t == CARRY_ON_MESSAGE_PROMPT_SUBMIT)
        continue;
      FAILS (host_lines[i].line, CARRY_ON_PEER_SUPERVISOR, CARRY_ON_PROTOCOL_ERROR_UNKNOWN_TYPE);
    }
  for (guint i = 0; i < G_N_ELEMENTS (supervisor_lines); i++)
    {
      CarryOnMessageType t = supervisor_lines[i].type;

      if (t == CARRY_ON_MESSAGE_HELLO || t == CARRY_ON_MESSAGE_ERROR
          || t == CARRY_ON_MESSAGE_PROMPT_SUBMIT)
        continue;
      FAILS (supervisor_lines[i].line, CARRY_ON_PEER_HOST, CARRY_ON_PROTOCOL_ERROR_UNKNOWN_TYPE);
    }
}

static void
test_prompt_submit_directions (void)
{
  const char *command = "{\"type\":\"prompt.submit\",\"request_id\":\"co-1\",\"session_id\":\"s1\",\"text\":\"go on\"}";
  const char *report = "{\"type\":\"prompt.submit\",\"session_id\":\"s1\",\"origin\":{\"kind\":\"composer\"}}";
  g_autoptr(CarryOnMessage) m = NULL;

  /* The command needs request_id and text; the report needs an origin. */
  m = parse_ok (command, CARRY_ON_PEER_SUPERVISOR);
  g_assert_cmpstr (carry_on_message_get_request_id (m), ==, "co-1");
  FAILS (command, CARRY_ON_PEER_HOST, CARRY_ON_PROTOCOL_ERROR_INVALID_FIELD);
  FAILS (report, CARRY_ON_PEER_SUPERVISOR, CARRY_ON_PROTOCOL_ERROR_INVALID_FIELD);
  FAILS ("{\"type\":\"prompt.submit\",\"session_id\":\"s1\",\"origin\":{\"name\":\"x\"}}",
         CARRY_ON_PEER_HOST, CARRY_ON_PROTOCOL_ERROR_INVALID_FIELD);
  FAILS ("{\"type\":\"prompt.submit\",\"session_id\":\"s1\",\"origin\":\"composer\"}",
         CARRY_ON_PEER_HOST, CARRY_ON_PROTOCOL_ERROR_INVALID_FIELD);
}

static void
test_unknown_fields_ignored (void)
{
  g_autoptr(CarryOnMessage) m = NULL;
  g_autoptr(CarryOnMessage) s = NULL;

  m = parse_ok ("{\"type\":\"turn.complete\",\"session_id\":\"s1\",\"turn_id\":\"t1\",\"reason\":\"answer\","
                "\"future\":{\"nested\":[1,2,3]},\"failure\":{\"kind\":\"x\",\"new_member\":true},\"ratio\":0.5}",
                CARRY_ON_PEER_HOST);
  g_assert_cmpstr (carry_on_message_get_session_id (m), ==, "s1");
  g_assert_cmpstr (carry_on_message_get_string (m, "reason"), ==, "answer");
  /* Kept but ignored. */
  g_assert_true (json_object_has_member (carry_on_message_get_object (m), "future"));

  s = parse_ok ("{\"type\":\"sessions\",\"sessions\":[{\"id\":\"s1\",\"colour\":\"blue\",\"last_turn\":{\"mood\":1}}],\"page\":2}",
                CARRY_ON_PEER_HOST);
  g_assert_cmpint (carry_on_message_get_message_type (s), ==, CARRY_ON_MESSAGE_SESSIONS);
}

static void
test_null_optional (void)
{
  g_autoptr(CarryOnMessage) m = NULL;

  /* agent_id is null in the spec's own SESSION example. */
  m = parse_ok ("{\"type\":\"turn.complete\",\"session_id\":\"s1\",\"turn_id\":\"t1\",\"reason\":\"error\","
                "\"agent_id\":null,\"failure\":null,\"ended_at\":null}", CARRY_ON_PEER_HOST);
  g_assert_null (carry_on_message_get_string (m, "agent_id"));
  g_assert_cmpint (carry_on_message_get_int (m, "ended_at", -7), ==, -7);

  /* A required member may not be null. */
  FAILS ("{\"type\":\"turn.complete\",\"session_id\":null,\"turn_id\":\"t1\",\"reason\":\"error\"}",
         CARRY_ON_PEER_HOST, CARRY_ON_PROTOCOL_ERROR_INVALID_FIELD);
}

static void
test_malformed_json (void)
{
  const char *lines[] = {
    "{",
    "{\"type\":\"usage\"",
    "{\"type\":\"usage\",}x",
    "not json at all",
    "{\"type\":\"usage\"} {\"type\":\"usage\"}",
  };

  for (guint i = 0; i < G_N_ELEMENTS (lines); i++)
    FAILS (lines[i], CARRY_ON_PEER_HOST, CARRY_ON_PROTOCOL_ERROR_MALFORMED);
}

static void
test_not_an_object (void)
{
  const char *lines[] = { "[]", "[{\"type\":\"usage\"}]", "42", "\"usage\"", "null", "true" };

  for (guint i = 0; i < G_N_ELEMENTS (lines); i++)
    FAILS (lines[i], CARRY_ON_PEER_HOST, CARRY_ON_PROTOCOL_ERROR_MALFORMED);
}

static void
test_empty_line (void)
{
  assert_parse_fails ("", 0, CARRY_ON_PEER_HOST, CARRY_ON_PROTOCOL_ERROR_MALFORMED);
  FAILS ("   ", CARRY_ON_PEER_HOST, CARRY_ON_PROTOCOL_ERROR_MALFORMED);
  FAILS ("\r", CARRY_ON_PEER_HOST, CARRY_ON_PROTOCOL_ERROR_MALFORMED);
}

static void
test_crlf_tolerated (void)
{
  g_autoptr(CarryOnMessage) m = parse_ok ("{\"type\":\"control.claim\"}\r", CARRY_ON_PEER_SUPERVISOR);

  g_assert_cmpint (carry_on_message_get_message_type (m), ==, CARRY_ON_MESSAGE_CONTROL_CLAIM);
}

static void
test_invalid_utf8 (void)
{
  /* A lone continuation byte, an overlong encoding, a truncated sequence. */
  FAILS ("{\"type\":\"log\",\"session_id\":\"s\",\"text\":\"\x80\"}", CARRY_ON_PEER_SUPERVISOR,
         CARRY_ON_PROTOCOL_ERROR_MALFORMED);
  FAILS ("{\"type\":\"log\",\"session_id\":\"s\",\"text\":\"\xc0\xaf\"}", CARRY_ON_PEER_SUPERVISOR,
         CARRY_ON_PROTOCOL_ERROR_MALFORMED);
  FAILS ("{\"type\":\"log\",\"session_id\":\"s\",\"text\":\"\xe2\x82\"}", CARRY_ON_PEER_SUPERVISOR,
         CARRY_ON_PROTOCOL_ERROR_MALFORMED);
}

static void
test_nul_byte (void)
{
  const char line[] = "{\"type\":\"log\",\"session_id\":\"s\",\"text\":\"a\0b\"}";

  assert_parse_fails (line, sizeof line - 1, CARRY_ON_PEER_SUPERVISOR, CARRY_ON_PROTOCOL_ERROR_MALFORMED);
}

static void
test_lone_surrogate_escape (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(CarryOnMessage) m = NULL;
  const char *line = "{\"type\":\"log\",\"session_id\":\"s\",\"text\":\"x\\ud800y\"}";
  const char *text;

  /* Either refused, or accepted with valid UTF-8 only: never bad bytes out. */
  m = carry_on_message_parse (line, strlen (line), CARRY_ON_PEER_SUPERVISOR, &error);
  if (m == NULL)
    {
      g_assert_error (error, CARRY_ON_PROTOCOL_ERROR, CARRY_ON_PROTOCOL_ERROR_MALFORMED);
      return;
    }
  text = carry_on_message_get_string (m, "text");
  g_assert_nonnull (text);
  g_assert_true (g_utf8_validate (text, -1, NULL));
}

static void
test_bad_escape_in_broken_json (void)
{
  /* Found by fuzz-protocol: json-glib's own error quoted the bad bytes. */
  FAILS ("{\"type\":\"log\",\"session_id\":\"s\",\"texerrorud83d\\ude00 \\u00e9 \\n\"}",
         CARRY_ON_PEER_SUPERVISOR, CARRY_ON_PROTOCOL_ERROR_MALFORMED);
  FAILS ("{\"\\ud800\":1", CARRY_ON_PEER_HOST, CARRY_ON_PROTOCOL_ERROR_MALFORMED);
}

static void
test_escaped_text_kept (void)
{
  g_autoptr(CarryOnMessage) m = parse_ok ("{\"type\":\"log\",\"session_id\":\"s\",\"text\":\"line1\\nline2 \\u00e9 \\ud83d\\ude00\"}",
                                          CARRY_ON_PEER_SUPERVISOR);

  g_assert_cmpstr (carry_on_message_get_string (m, "text"), ==, "line1\nline2 é 😀");
}

static void
test_deep_nesting (void)
{
  GString *deep = g_string_new ("{\"type\":\"usage\",\"x\":");
  g_autoptr(CarryOnMessage) ok = NULL;

  for (guint i = 0; i < 100000; i++)
    g_string_append_c (deep, '[');
  for (guint i = 0; i < 100000; i++)
    g_string_append_c (deep, ']');
  g_string_append_c (deep, '}');

  /* Refused before json-glib recurses 100 000 levels deep. */
  assert_parse_fails (deep->str, deep->len, CARRY_ON_PEER_HOST, CARRY_ON_PROTOCOL_ERROR_MALFORMED);
  g_string_free (deep, TRUE);

  /* Brackets inside strings do not count. */
  ok = parse_ok ("{\"type\":\"log\",\"session_id\":\"s\",\"text\":\"[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[\\\"[[[\"}",
                 CARRY_ON_PEER_SUPERVISOR);
}

static char *
line_of_length (gsize length)
{
  const char *head = "{\"type\":\"log\",\"session_id\":\"s\",\"text\":\"";
  const char *tail = "\"}";
  gsize fill = length - strlen (head) - strlen (tail);
  char *line = g_malloc (length + 1);

  memcpy (line, head, strlen (head));
  memset (line + strlen (head), 'a', fill);
  memcpy (line + strlen (head) + fill, tail, strlen (tail) + 1);
  g_assert_cmpuint (strlen (line), ==, length);
  return line;
}

static void
test_oversized_line (void)
{
  g_autofree char *at_limit = line_of_length (CARRY_ON_PROTOCOL_MAX_LINE);
  g_autofree char *over = line_of_length (CARRY_ON_PROTOCOL_MAX_LINE + 1);
  g_autoptr(CarryOnMessage) m = NULL;

  /* Exactly 1 MiB is allowed; one byte more is too long. */
  m = parse_ok (at_limit, CARRY_ON_PEER_SUPERVISOR);
  g_assert_cmpuint (strlen (carry_on_message_get_string (m, "text")), ==, CARRY_ON_PROTOCOL_MAX_LINE - 41);
  assert_parse_fails (over, CARRY_ON_PROTOCOL_MAX_LINE + 1, CARRY_ON_PEER_SUPERVISOR,
                      CARRY_ON_PROTOCOL_ERROR_TOO_LONG);
}

static void
test_missing_type (void)
{
  FAILS ("{}", CARRY_ON_PEER_HOST, CARRY_ON_PROTOCOL_ERROR_UNKNOWN_TYPE);
  FAILS ("{\"session_id\":\"s1\"}", CARRY_ON_PEER_HOST, CARRY_ON_PROTOCOL_ERROR_UNKNOWN_TYPE);
  FAILS ("{\"type\":null}", CARRY_ON_PEER_HOST, CARRY_ON_PROTOCOL_ERROR_UNKNOWN_TYPE);
  FAILS ("{\"type\":7}", CARRY_ON_PEER_HOST, CARRY_ON_PROTOCOL_ERROR_INVALID_FIELD);
  FAILS ("{\"type\":[\"usage\"]}", CARRY_ON_PEER_HOST, CARRY_ON_PROTOCOL_ERROR_INVALID_FIELD);
}

static void
test_unknown_type (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(CarryOnMessage) m = NULL;
  g_autofree char *long_type = NULL;
  g_autofree char *line = NULL;

  FAILS ("{\"type\":\"turn.explode\"}", CARRY_ON_PEER_HOST, CARRY_ON_PROTOCOL_ERROR_UNKNOWN_TYPE);
  FAILS ("{\"type\":\"\"}", CARRY_ON_PEER_SUPERVISOR, CARRY_ON_PROTOCOL_ERROR_UNKNOWN_TYPE);
  FAILS ("{\"type\":\"HELLO\"}", CARRY_ON_PEER_SUPERVISOR, CARRY_ON_PROTOCOL_ERROR_UNKNOWN_TYPE);

  /* The reason quotes the type, but never echoes a huge one back. */
  m = carry_on_message_parse ("{\"type\":\"turn.explode\"}", 23, CARRY_ON_PEER_HOST, &error);
  g_assert_nonnull (strstr (error->message, "turn.explode"));
  g_clear_error (&error);

  long_type = g_strnfill (10000, 'x');
  line = g_strdup_printf ("{\"type\":\"%s\"}", long_type);
  m = carry_on_message_parse (line, strlen (line), CARRY_ON_PEER_HOST, &error);
  g_assert_error (error, CARRY_ON_PROTOCOL_ERROR, CARRY_ON_PROTOCOL_ERROR_UNKNOWN_TYPE);
  g_assert_cmpuint (strlen (error->message), <, 200);
}

static void
test_missing_required (void)
{
  static const struct {
    const char  *line;
    CarryOnPeer  from;
  } cases[] = {
    { "{\"type\":\"hello\",\"role\":\"host\"}", CARRY_ON_PEER_HOST },
    { "{\"type\":\"hello\",\"protocol\":\"1.0\"}", CARRY_ON_PEER_HOST },
    { "{\"type\":\"error\",\"code\":\"x\"}", CARRY_ON_PEER_HOST },
    { "{\"type\":\"error\",\"message\":\"x\"}", CARRY_ON_PEER_SUPERVISOR },
    { "{\"type\":\"control\"}", CARRY_ON_PEER_HOST },
    { "{\"type\":\"sessions\"}", CARRY_ON_PEER_HOST },
    { "{\"type\":\"sessions\",\"sessions\":[{\"title\":\"no id\"}]}", CARRY_ON_PEER_HOST },
    { "{\"type\":\"session.start\"}", CARRY_ON_PEER_HOST },
    { "{\"type\":\"session.update\",\"session\":{}}", CARRY_ON_PEER_HOST },
    { "{\"type\":\"session.end\"}", CARRY_ON_PEER_HOST },
    { "{\"type\":\"turn.start\",\"session_id\":\"s\"}", CARRY_ON_PEER_HOST },
    { "{\"type\":\"turn.start\",\"turn_id\":\"t\"}", CARRY_ON_PEER_HOST },
    { "{\"type\":\"turn.complete\",\"session_id\":\"s\",\"turn_id\":\"t\"}", CARRY_ON_PEER_HOST },
    { "{\"type\":\"prompt.submit\",\"origin\":{\"kind\":\"composer\"}}", CARRY_ON_PEER_HOST },
    { "{\"type\":\"prompt.result\",\"request_id\":\"r\"}", CARRY_ON_PEER_HOST },
    { "{\"type\":\"prompt.result\",\"ok\":true}", CARRY_ON_PEER_HOST },
    { "{\"type\":\"handoff.progress\",\"session_id\":\"s\"}", CARRY_ON_PEER_HOST },
    { "{\"type\":\"prompt.submit\",\"request_id\":\"r\",\"session_id\":\"s\"}", CARRY_ON_PEER_SUPERVISOR },
    { "{\"type\":\"prompt.submit\",\"session_id\":\"s\",\"text\":\"t\"}", CARRY_ON_PEER_SUPERVISOR },
    { "{\"type\":\"log\",\"session_id\":\"s\"}", CARRY_ON_PEER_SUPERVISOR },
    { "{\"type\":\"log\",\"text\":\"t\"}", CARRY_ON_PEER_SUPERVISOR },
    { "{\"type\":\"handoff\",\"session_id\":\"s\"}", CARRY_ON_PEER_SUPERVISOR },
    { "{\"type\":\"handoff.paste\"}", CARRY_ON_PEER_SUPERVISOR },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    FAILS (cases[i].line, cases[i].from, CARRY_ON_PROTOCOL_ERROR_INVALID_FIELD);
}

static void
test_wrong_field_types (void)
{
  static const char *host_cases[] = {
    "{\"type\":\"turn.complete\",\"session_id\":\"s\",\"turn_id\":\"t\",\"reason\":\"error\",\"failure\":{\"status\":\"abc\"}}",
    "{\"type\":\"turn.complete\",\"session_id\":\"s\",\"turn_id\":\"t\",\"reason\":\"error\",\"failure\":{\"status\":529.5}}",
    "{\"type\":\"turn.complete\",\"session_id\":\"s\",\"turn_id\":\"t\",\"reason\":\"error\",\"failure\":{\"status\":-1}}",
    "{\"type\":\"turn.complete\",\"session_id\":\"s\",\"turn_id\":\"t\",\"reason\":\"error\",\"failure\":{\"causes\":[\"a\",1]}}",
    "{\"type\":\"turn.complete\",\"session_id\":\"s\",\"turn_id\":\"t\",\"reason\":\"error\",\"failure\":{\"resets_at\":\"next tuesday\"}}",
    "{\"type\":\"turn.complete\",\"session_id\":\"s\",\"turn_id\":\"t\",\"reason\":\"error\",\"failure\":{\"resets_at\":true}}",
    "{\"type\":\"turn.complete\",\"session_id\":\"s\",\"turn_id\":\"t\",\"reason\":\"error\",\"failure\":{\"retry_after_ms\":-5}}",
    "{\"type\":\"turn.complete\",\"session_id\":\"s\",\"turn_id\":\"t\",\"reason\":\"error\",\"failure\":{\"host_retried\":\"yes\"}}",
    "{\"type\":\"turn.complete\",\"session_id\":\"s\",\"turn_id\":\"t\",\"reason\":\"error\",\"failure\":\"529\"}",
    "{\"type\":\"turn.complete\",\"session_id\":\"s\",\"turn_id\":\"t\",\"reason\":3}",
    "{\"type\":\"turn.complete\",\"session_id\":\"s\",\"turn_id\":\"t\",\"reason\":\"answer\",\"ended_at\":\"yesterday\"}",
    "{\"type\":\"turn.start\",\"session_id\":1,\"turn_id\":\"t\"}",
    "{\"type\":\"turn.start\",\"session_id\":\"s\",\"turn_id\":\"t\",\"agent_id\":{}}",
    "{\"type\":\"prompt.result\",\"request_id\":\"r\",\"ok\":\"true\"}",
    "{\"type\":\"prompt.result\",\"request_id\":\"r\",\"ok\":1}",
    "{\"type\":\"sessions\",\"sessions\":{}}",
    "{\"type\":\"sessions\",\"sessions\":[\"s1\"]}",
    "{\"type\":\"sessions\",\"sessions\":[{\"id\":\"s1\",\"turn_running\":\"no\"}]}",
    "{\"type\":\"sessions\",\"sessions\":[{\"id\":\"s1\",\"last_turn\":{\"failure\":{\"status\":\"x\"}}}]}",
    "{\"type\":\"session.start\",\"session\":{\"id\":42}}",
    "{\"type\":\"session.start\",\"session\":[]}",
    "{\"type\":\"usage\",\"windows\":[{\"percent_used\":\"half\"}]}",
    "{\"type\":\"usage\",\"windows\":[7]}",
    "{\"type\":\"usage\",\"context\":{\"used\":1.5}}",
    "{\"type\":\"control\",\"state\":\"observer\",\"controller\":{\"pid\":\"12\"}}",
    "{\"type\":\"hello\",\"protocol\":1.0,\"role\":\"host\"}",
    "{\"type\":\"hello\",\"protocol\":\"1.0\",\"role\":\"host\",\"capabilities\":\"log\"}",
    "{\"type\":\"hello\",\"protocol\":\"1.0\",\"role\":\"host\",\"host\":{\"pid\":\"123\"}}",
    "{\"type\":\"hello\",\"protocol\":\"1.0\",\"role\":\"host\",\"retries\":{\"attempts\":\"5\"}}",
  };
  static const char *supervisor_cases[] = {
    "{\"type\":\"prompt.submit\",\"request_id\":\"r\",\"session_id\":\"s\",\"text\":[\"go\"]}",
    "{\"type\":\"log\",\"session_id\":\"s\",\"text\":\"t\",\"level\":2}",
    "{\"type\":\"handoff\",\"request_id\":\"r\",\"session_id\":\"s\",\"deliver\":false}",
  };

  for (guint i = 0; i < G_N_ELEMENTS (host_cases); i++)
    FAILS (host_cases[i], CARRY_ON_PEER_HOST, CARRY_ON_PROTOCOL_ERROR_INVALID_FIELD);
  for (guint i = 0; i < G_N_ELEMENTS (supervisor_cases); i++)
    FAILS (supervisor_cases[i], CARRY_ON_PEER_SUPERVISOR, CARRY_ON_PROTOCOL_ERROR_INVALID_FIELD);
}

static void
test_error_names_member (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(CarryOnMessage) m = NULL;
  const char *line = "{\"type\":\"turn.complete\",\"session_id\":\"s\",\"turn_id\":\"t\",\"reason\":\"error\",\"failure\":{\"status\":\"abc\"}}";

  m = carry_on_message_parse (line, strlen (line), CARRY_ON_PEER_HOST, &error);
  g_assert_error (error, CARRY_ON_PROTOCOL_ERROR, CARRY_ON_PROTOCOL_ERROR_INVALID_FIELD);
  g_assert_nonnull (strstr (error->message, "failure.status"));
  g_assert_nonnull (strstr (error->message, "turn.complete"));
}

static void
test_integral_double_accepted (void)
{
  g_autoptr(CarryOnMessage) m = parse_ok ("{\"type\":\"turn.complete\",\"session_id\":\"s\",\"turn_id\":\"t\",\"reason\":\"error\","
                                          "\"failure\":{\"status\":529.0},\"ended_at\":1764450000000}",
                                          CARRY_ON_PEER_HOST);
  JsonObject *failure = json_object_get_object_member (carry_on_message_get_object (m), "failure");
  g_autoptr(CarryOnFailure) f = carry_on_failure_from_json (failure, NULL);

  g_assert_cmpint (f->status, ==, 529);
  g_assert_cmpint (carry_on_message_get_int (m, "ended_at", -1), ==, G_GINT64_CONSTANT (1764450000000));
}

static void
test_hello_role (void)
{
  FAILS ("{\"type\":\"hello\",\"protocol\":\"1.0\",\"role\":\"supervisor\"}", CARRY_ON_PEER_HOST,
         CARRY_ON_PROTOCOL_ERROR_INVALID_FIELD);
  FAILS ("{\"type\":\"hello\",\"protocol\":\"1.0\",\"role\":\"host\"}", CARRY_ON_PEER_SUPERVISOR,
         CARRY_ON_PROTOCOL_ERROR_INVALID_FIELD);
}

static void
test_version_same (void)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (carry_on_protocol_check_version ("1.0", &error));
  g_assert_no_error (error);
  g_assert_true (carry_on_protocol_check_version ("1", &error));
  g_assert_no_error (error);
}

static void
test_version_newer_minor (void)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (carry_on_protocol_check_version ("1.7", &error));
  g_assert_no_error (error);
  g_assert_true (carry_on_protocol_check_version ("1.12", &error));
  g_assert_no_error (error);
}

static void
test_version_other_major (void)
{
  g_autoptr(GError) error = NULL;

  g_assert_false (carry_on_protocol_check_version ("2.0", &error));
  g_assert_error (error, CARRY_ON_PROTOCOL_ERROR, CARRY_ON_PROTOCOL_ERROR_VERSION);
  /* The reason names both versions. */
  g_assert_nonnull (strstr (error->message, "2.0"));
  g_assert_nonnull (strstr (error->message, "1.0"));
  g_clear_error (&error);

  g_assert_false (carry_on_protocol_check_version ("0.9", &error));
  g_assert_error (error, CARRY_ON_PROTOCOL_ERROR, CARRY_ON_PROTOCOL_ERROR_VERSION);
}

static void
test_version_garbage (void)
{
  const char *bad[] = { "", "one", "1.x", "1.0.0", "-1.0", "1.-2", " 1.0", "99999999999.0" };

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autoptr(GError) error = NULL;

      g_assert_false (carry_on_protocol_check_version (bad[i], &error));
      g_assert_error (error, CARRY_ON_PROTOCOL_ERROR, CARRY_ON_PROTOCOL_ERROR_VERSION);
    }
  g_assert_false (carry_on_protocol_check_version (NULL, NULL));
}

static CarryOnFailure *
failure_from_string (const char *json,
                     GError    **error)
{
  g_autoptr(JsonParser) parser = json_parser_new ();

  g_assert_true (json_parser_load_from_data (parser, json, -1, NULL));
  return carry_on_failure_from_json (json_node_get_object (json_parser_get_root (parser)), error);
}

static void
test_failure_round_trip (void)
{
  g_autoptr(CarryOnFailure) f = carry_on_failure_new ();
  g_autoptr(CarryOnFailure) back = NULL;
  g_autoptr(CarryOnFailure) copy = NULL;
  g_autoptr(JsonNode) node = NULL;
  const char *causes[] = { "socket hang up", "ECONNRESET", NULL };

  f->kind = g_strdup ("server_error");
  f->status = 529;
  f->error_type = g_strdup ("overloaded_error");
  f->message = g_strdup ("API Error: 529 Overloaded\n(twice)");
  f->causes = g_strdupv ((char **) causes);
  f->provider = g_strdup ("api.anthropic.com");
  f->retry_after_ms = 30000;
  f->resets_at = 1764453600;
  f->host_retried = TRUE;

  node = carry_on_failure_to_json (f);
  back = carry_on_failure_from_json (json_node_get_object (node), NULL);
  g_assert_nonnull (back);
  g_assert_cmpstr (back->kind, ==, f->kind);
  g_assert_cmpint (back->status, ==, 529);
  g_assert_cmpstr (back->error_type, ==, f->error_type);
  g_assert_cmpstr (back->message, ==, f->message);
  g_assert_cmpstrv (back->causes, f->causes);
  g_assert_cmpstr (back->provider, ==, f->provider);
  g_assert_cmpint (back->retry_after_ms, ==, 30000);
  g_assert_cmpint (back->resets_at, ==, 1764453600);
  g_assert_true (back->host_retried);

  copy = carry_on_failure_copy (back);
  g_assert_cmpstrv (copy->causes, f->causes);
  g_assert_cmpstr (copy->message, ==, f->message);
}

static void
test_failure_defaults (void)
{
  g_autoptr(CarryOnFailure) f = failure_from_string ("{}", NULL);
  g_autoptr(JsonNode) node = NULL;

  g_assert_nonnull (f);
  g_assert_null (f->kind);
  g_assert_cmpint (f->status, ==, 0);
  g_assert_cmpint (f->retry_after_ms, ==, -1);
  g_assert_cmpint (f->resets_at, ==, -1);
  g_assert_false (f->host_retried);
  g_assert_null (f->causes);

  /* Unknown values are left out, not written as 0 or -1. */
  node = carry_on_failure_to_json (f);
  g_assert_cmpuint (json_object_get_size (json_node_get_object (node)), ==, 0);
}

static void
test_failure_resets_at_forms (void)
{
  static const struct {
    const char *json;
    gint64      expected;
  } cases[] = {
    { "{\"resets_at\":1764453600}", 1764453600 },
    { "{\"resets_at\":1764453600000}", 1764453600 },         /* epoch ms */
    { "{\"resets_at\":\"1764453600\"}", 1764453600 },
    { "{\"resets_at\":\"2025-11-29T22:00:00Z\"}", 1764453600 },
    { "{\"resets_at\":\"2025-11-29T23:00:00+01:00\"}", 1764453600 },
    { "{\"resets_at\":\"2025-11-29T22:00:00\"}", 1764453600 },  /* no zone: UTC */
    { "{\"resets_at\":\"2025-11-29T22:00:00.250Z\"}", 1764453600 },
    { "{\"resets_at\":null}", -1 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(CarryOnFailure) f = failure_from_string (cases[i].json, &error);

      g_assert_no_error (error);
      g_assert_cmpint (f->resets_at, ==, cases[i].expected);
    }
}

static void
test_failure_invalid (void)
{
  const char *bad[] = {
    "{\"resets_at\":\"7601-11-29T22:00:00Z\"}",   /* past 10^11 s: found by fuzz-protocol */
    "{\"resets_at\":1764453600000000}",
    "{\"resets_at\":\"1969-12-31T23:00:00Z\"}",
    "{\"resets_at\":\"soon\"}",
    "{\"resets_at\":-5}",
    "{\"status\":\"529\"}",
    "{\"message\":42}",
    "{\"causes\":\"one\"}",
  };

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(CarryOnFailure) f = failure_from_string (bad[i], &error);

      g_assert_null (f);
      g_assert_error (error, CARRY_ON_PROTOCOL_ERROR, CARRY_ON_PROTOCOL_ERROR_INVALID_FIELD);
    }
}

static void
test_session_round_trip (void)
{
  g_autoptr(CarryOnSessionInfo) info = g_new0 (CarryOnSessionInfo, 1);
  g_autoptr(CarryOnSessionInfo) back = NULL;
  g_autoptr(CarryOnSessionInfo) copy = NULL;
  g_autoptr(JsonNode) node = NULL;

  info->id = g_strdup ("s1");
  info->title = g_strdup ("Fix the build");
  info->cwd = g_strdup ("/home/me/app");
  info->provider = g_strdup ("api.anthropic.com");
  info->turn_running = TRUE;
  info->host_continues_limit = TRUE;
  info->last_reason = CARRY_ON_TURN_REASON_ERROR;
  info->last_turn_id = g_strdup ("t7");
  info->last_ended_at = G_GINT64_CONSTANT (1764450000000);
  info->last_failure = carry_on_failure_new ();
  info->last_failure->status = 500;
  info->last_failure->message = g_strdup ("API Error: 500");
  info->last_request_id = g_strdup ("co-1");
  info->last_request_state = g_strdup ("dropped");

  node = carry_on_session_info_to_json (info);
  back = carry_on_session_info_from_json (json_node_get_object (node), NULL);
  g_assert_nonnull (back);
  g_assert_cmpstr (back->id, ==, "s1");
  g_assert_cmpstr (back->title, ==, info->title);
  g_assert_cmpstr (back->cwd, ==, info->cwd);
  g_assert_cmpstr (back->provider, ==, info->provider);
  g_assert_true (back->turn_running);
  g_assert_true (back->host_continues_limit);
  g_assert_cmpint (back->last_reason, ==, CARRY_ON_TURN_REASON_ERROR);
  g_assert_cmpstr (back->last_turn_id, ==, "t7");
  g_assert_null (back->last_agent_id);
  g_assert_cmpint (back->last_ended_at, ==, info->last_ended_at);
  g_assert_nonnull (back->last_failure);
  g_assert_cmpint (back->last_failure->status, ==, 500);
  g_assert_cmpstr (back->last_failure->message, ==, "API Error: 500");
  g_assert_cmpstr (back->last_request_id, ==, "co-1");
  g_assert_cmpstr (back->last_request_state, ==, "dropped");

  copy = carry_on_session_info_copy (back);
  g_assert_cmpstr (copy->last_failure->message, ==, "API Error: 500");
  g_assert_cmpstr (copy->last_request_state, ==, "dropped");
}

static void
test_session_minimal (void)
{
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(CarryOnSessionInfo) info = NULL;
  g_autoptr(JsonNode) node = NULL;
  JsonObject *object;

  g_assert_true (json_parser_load_from_data (parser, "{\"id\":\"only\"}", -1, NULL));
  info = carry_on_session_info_from_json (json_node_get_object (json_parser_get_root (parser)), NULL);
  g_assert_nonnull (info);
  g_assert_cmpstr (info->id, ==, "only");
  g_assert_cmpint (info->last_reason, ==, CARRY_ON_TURN_REASON_NONE);
  g_assert_cmpint (info->last_ended_at, ==, -1);
  g_assert_null (info->last_failure);

  node = carry_on_session_info_to_json (info);
  object = json_node_get_object (node);
  g_assert_false (json_object_has_member (object, "last_turn"));
  g_assert_false (json_object_has_member (object, "last_request"));
}

static void
test_session_failure_only (void)
{
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(CarryOnSessionInfo) info = NULL;
  g_autoptr(CarryOnSessionInfo) back = NULL;
  g_autoptr(JsonNode) node = NULL;

  /* Found by fuzz-protocol: a last_turn holding only a failure was lost on
   * the way back out. */
  g_assert_true (json_parser_load_from_data (parser, "{\"id\":\"s1\",\"last_turn\":{\"failure\":{\"status\":529}}}", -1, NULL));
  info = carry_on_session_info_from_json (json_node_get_object (json_parser_get_root (parser)), NULL);
  g_assert_nonnull (info->last_failure);
  node = carry_on_session_info_to_json (info);
  back = carry_on_session_info_from_json (json_node_get_object (node), NULL);
  g_assert_nonnull (back->last_failure);
  g_assert_cmpint (back->last_failure->status, ==, 529);
}

static void
test_session_invalid (void)
{
  const char *bad[] = { "{}", "{\"id\":1}", "{\"id\":\"s\",\"last_turn\":[]}", "{\"id\":\"s\",\"title\":false}" };

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autoptr(JsonParser) parser = json_parser_new ();
      g_autoptr(GError) error = NULL;
      g_autoptr(CarryOnSessionInfo) info = NULL;

      g_assert_true (json_parser_load_from_data (parser, bad[i], -1, NULL));
      info = carry_on_session_info_from_json (json_node_get_object (json_parser_get_root (parser)), &error);
      g_assert_null (info);
      g_assert_error (error, CARRY_ON_PROTOCOL_ERROR, CARRY_ON_PROTOCOL_ERROR_INVALID_FIELD);
    }
}

static void
test_message_to_line (void)
{
  g_autoptr(CarryOnMessage) m = carry_on_message_new_log ("s1", "two\nlines \"quoted\" é");
  g_autoptr(CarryOnMessage) back = NULL;
  g_autofree char *line = NULL;
  gsize length = 0;

  line = carry_on_message_to_line (m, &length);
  g_assert_cmpuint (length, ==, strlen (line));
  g_assert_cmpint (line[length - 1], ==, '\n');
  /* The text's newline is escaped: one line on the wire. */
  g_assert_null (memchr (line, '\n', length - 1));

  back = carry_on_message_parse (line, length - 1, CARRY_ON_PEER_SUPERVISOR, NULL);
  g_assert_nonnull (back);
  g_assert_cmpint (carry_on_message_get_message_type (back), ==, CARRY_ON_MESSAGE_LOG);
  g_assert_cmpstr (carry_on_message_get_string (back, "text"), ==, "two\nlines \"quoted\" é");
  g_assert_cmpstr (carry_on_message_get_string (back, "level"), ==, "info");
}

static void
test_round_trip_every_line (void)
{
  /* parse → to_line → parse gives the same type and the same JSON. */
  for (guint pass = 0; pass < 2; pass++)
    {
      guint n = pass == 0 ? G_N_ELEMENTS (host_lines) : G_N_ELEMENTS (supervisor_lines);
      CarryOnPeer from = pass == 0 ? CARRY_ON_PEER_HOST : CARRY_ON_PEER_SUPERVISOR;

      for (guint i = 0; i < n; i++)
        {
          const char *src = pass == 0 ? host_lines[i].line : supervisor_lines[i].line;
          g_autoptr(CarryOnMessage) a = parse_ok (src, from);
          g_autofree char *line = NULL;
          g_autofree char *line2 = NULL;
          g_autoptr(CarryOnMessage) b = NULL;
          gsize len;

          line = carry_on_message_to_line (a, &len);
          b = carry_on_message_parse (line, len - 1, from, NULL);
          g_assert_nonnull (b);
          g_assert_cmpint (carry_on_message_get_message_type (a), ==, carry_on_message_get_message_type (b));
          line2 = carry_on_message_to_line (b, NULL);
          g_assert_cmpstr (line, ==, line2);
        }
    }
}

static void
test_builders (void)
{
  const char *caps[] = { "prompt.submit", "log", NULL };
  g_autoptr(CarryOnMessage) hs = carry_on_message_new_hello_supervisor ("Carry On", "0.1.0", 456);
  g_autoptr(CarryOnMessage) hh = carry_on_message_new_hello_host ("simulated", "Simulated", "0.1.0", 123, caps);
  g_autoptr(CarryOnMessage) err = carry_on_message_new_error (CARRY_ON_PROTOCOL_ERROR_UNKNOWN_TYPE, "what is that");
  g_autoptr(CarryOnMessage) ps = carry_on_message_new_prompt_submit ("co-1", "s1", "continue");
  struct {
    CarryOnMessage *m;
    CarryOnPeer     from;
  } built[] = {
    { hs, CARRY_ON_PEER_SUPERVISOR }, { hh, CARRY_ON_PEER_HOST },
    { err, CARRY_ON_PEER_HOST }, { err, CARRY_ON_PEER_SUPERVISOR },
    { ps, CARRY_ON_PEER_SUPERVISOR },
  };
  JsonObject *client;

  /* Whatever we build, the other side's parser accepts. */
  for (guint i = 0; i < G_N_ELEMENTS (built); i++)
    {
      gsize len;
      g_autofree char *line = carry_on_message_to_line (built[i].m, &len);
      g_autoptr(GError) error = NULL;
      g_autoptr(CarryOnMessage) back = carry_on_message_parse (line, len - 1, built[i].from, &error);

      g_assert_no_error (error);
      g_assert_nonnull (back);
    }

  g_assert_cmpstr (carry_on_message_get_string (hs, "protocol"), ==, CARRY_ON_PROTOCOL_VERSION);
  g_assert_cmpstr (carry_on_message_get_string (hs, "role"), ==, "supervisor");
  client = json_object_get_object_member (carry_on_message_get_object (hs), "client");
  g_assert_cmpint (json_object_get_int_member (client, "pid"), ==, 456);
  g_assert_cmpstr (carry_on_message_get_string (hh, "role"), ==, "host");
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (carry_on_message_get_object (hh), "capabilities")), ==, 2);
  g_assert_cmpstr (carry_on_message_get_string (err, "code"), ==, "unknown-type");
  g_assert_cmpstr (carry_on_message_get_string (ps, "text"), ==, "continue");
  g_assert_cmpstr (carry_on_message_get_session_id (ps), ==, "s1");
}

static void
test_getters_defaults (void)
{
  g_autoptr(CarryOnMessage) m = parse_ok ("{\"type\":\"prompt.result\",\"request_id\":\"r\",\"ok\":false,\"n\":3,\"d\":2.9}",
                                          CARRY_ON_PEER_HOST);

  g_assert_false (carry_on_message_get_boolean (m, "ok", TRUE));
  g_assert_true (carry_on_message_get_boolean (m, "missing", TRUE));
  g_assert_true (carry_on_message_get_boolean (m, "request_id", TRUE)); /* wrong type: default */
  g_assert_cmpint (carry_on_message_get_int (m, "n", 0), ==, 3);
  g_assert_cmpint (carry_on_message_get_int (m, "d", 0), ==, 2);
  g_assert_cmpint (carry_on_message_get_int (m, "request_id", 11), ==, 11);
  g_assert_null (carry_on_message_get_string (m, "n"));
  g_assert_null (carry_on_message_get_session_id (m));
  g_assert_cmpstr (carry_on_message_get_request_id (m), ==, "r");
}

static void
test_origin_classify (void)
{
  const char *person[] = { "composer", "bridge", "sdk", "slack-ping", "user" };
  const char *automated[] = {
    "plugin", "task-notification", "scheduled-trigger", "peer", "peer-send-message",
    "projects-relay", "channel", "coordinator", "observer", "observer-activity",
    "auto-continuation", "unclassified", "something-new", "",
  };

  for (guint i = 0; i < G_N_ELEMENTS (person); i++)
    g_assert_cmpint (carry_on_origin_classify (person[i], NULL, NULL), ==, CARRY_ON_ORIGIN_PERSON);
  for (guint i = 0; i < G_N_ELEMENTS (automated); i++)
    g_assert_cmpint (carry_on_origin_classify (automated[i], NULL, NULL), ==, CARRY_ON_ORIGIN_AUTOMATED);
  g_assert_cmpint (carry_on_origin_classify (NULL, NULL, NULL), ==, CARRY_ON_ORIGIN_AUTOMATED);

  /* The wire class wins over the table. */
  g_assert_cmpint (carry_on_origin_classify ("plugin", "person", NULL), ==, CARRY_ON_ORIGIN_PERSON);
  g_assert_cmpint (carry_on_origin_classify ("composer", "automated", NULL), ==, CARRY_ON_ORIGIN_AUTOMATED);
  g_assert_cmpint (carry_on_origin_classify ("composer", "robot?", NULL), ==, CARRY_ON_ORIGIN_PERSON);

  /* Our own prompt is known by its request id, whatever the kind says. */
  g_assert_cmpint (carry_on_origin_classify ("plugin", NULL, "co-1"), ==, CARRY_ON_ORIGIN_SUPERVISOR);
  g_assert_cmpint (carry_on_origin_classify ("composer", "person", "co-1"), ==, CARRY_ON_ORIGIN_SUPERVISOR);
  g_assert_cmpint (carry_on_origin_classify ("composer", NULL, ""), ==, CARRY_ON_ORIGIN_PERSON);
}

static void
test_turn_reason (void)
{
  g_assert_cmpint (carry_on_turn_reason_from_string (NULL), ==, CARRY_ON_TURN_REASON_NONE);
  g_assert_cmpint (carry_on_turn_reason_from_string ("answer"), ==, CARRY_ON_TURN_REASON_ANSWER);
  g_assert_cmpint (carry_on_turn_reason_from_string ("error"), ==, CARRY_ON_TURN_REASON_ERROR);
  g_assert_cmpint (carry_on_turn_reason_from_string ("aborted"), ==, CARRY_ON_TURN_REASON_ABORTED);
  g_assert_cmpint (carry_on_turn_reason_from_string ("refusal"), ==, CARRY_ON_TURN_REASON_REFUSAL);
  g_assert_cmpint (carry_on_turn_reason_from_string ("max-tokens"), ==, CARRY_ON_TURN_REASON_UNKNOWN);
  g_assert_null (carry_on_turn_reason_to_string (CARRY_ON_TURN_REASON_NONE));
  g_assert_cmpstr (carry_on_turn_reason_to_string (CARRY_ON_TURN_REASON_REFUSAL), ==, "refusal");
}

static void
test_names (void)
{
  g_assert_cmpstr (carry_on_protocol_error_code_to_string (CARRY_ON_PROTOCOL_ERROR_MALFORMED), ==, "malformed");
  g_assert_cmpstr (carry_on_protocol_error_code_to_string (CARRY_ON_PROTOCOL_ERROR_UNKNOWN_TYPE), ==, "unknown-type");
  g_assert_cmpstr (carry_on_protocol_error_code_to_string (CARRY_ON_PROTOCOL_ERROR_INVALID_FIELD), ==, "invalid-field");
  g_assert_cmpstr (carry_on_protocol_error_code_to_string (CARRY_ON_PROTOCOL_ERROR_TOO_LONG), ==, "too-long");
  g_assert_cmpstr (carry_on_protocol_error_code_to_string (CARRY_ON_PROTOCOL_ERROR_VERSION), ==, "version");
  g_assert_cmpstr (carry_on_message_type_to_string (CARRY_ON_MESSAGE_TURN_COMPLETE), ==, "turn.complete");
  g_assert_cmpstr (carry_on_message_type_to_string (CARRY_ON_MESSAGE_HANDOFF_PASTE), ==, "handoff.paste");
  g_assert_null (carry_on_message_type_to_string (CARRY_ON_MESSAGE_N_TYPES));
}

/* The typed views: what handles a message reads no JSON. */
static void
test_typed_views (void)
{
  g_autoptr(CarryOnMessage) start = parse_ok ("{\"type\":\"turn.start\",\"session_id\":\"s1\",\"turn_id\":\"t1\","
                                              "\"origin\":{\"kind\":\"plugin\",\"request_id\":\"co-1\"}}", CARRY_ON_PEER_HOST);
  g_autoptr(CarryOnMessage) bare = parse_ok ("{\"type\":\"turn.start\",\"session_id\":\"s1\",\"turn_id\":\"t2\"}", CARRY_ON_PEER_HOST);
  g_autoptr(CarryOnMessage) failed = parse_ok ("{\"type\":\"turn.complete\",\"session_id\":\"s1\",\"turn_id\":\"t1\",\"reason\":\"error\","
                                               "\"failure\":{\"kind\":\"server_error\",\"status\":529,\"retry_after_ms\":3000}}",
                                               CARRY_ON_PEER_HOST);
  g_autoptr(CarryOnMessage) snapshot = parse_ok ("{\"type\":\"sessions\",\"sessions\":[{\"id\":\"a\"},{\"id\":\"b\",\"title\":\"B\"}]}",
                                                 CARRY_ON_PEER_HOST);
  g_autoptr(CarryOnMessage) usage = parse_ok ("{\"type\":\"usage\",\"session_id\":\"s1\",\"context\":{\"used\":900,\"window\":1000}}",
                                              CARRY_ON_PEER_HOST);
  g_autoptr(CarryOnFailure) failure = NULL;
  g_autoptr(GPtrArray) infos = NULL;
  g_autoptr(GError) error = NULL;
  const char *kind = NULL, *klass = NULL, *request_id = NULL;
  gint64 used = 0, window = 0;
  gboolean value = TRUE;

  g_assert_true (carry_on_message_get_origin (start, &kind, &klass, &request_id));
  g_assert_cmpstr (kind, ==, "plugin");
  g_assert_null (klass);
  g_assert_cmpstr (request_id, ==, "co-1");
  g_assert_false (carry_on_message_get_origin (bare, &kind, &klass, &request_id));
  g_assert_null (carry_on_message_dup_failure (bare, &error));
  g_assert_no_error (error);

  failure = carry_on_message_dup_failure (failed, &error);
  g_assert_no_error (error);
  g_assert_cmpint (failure->status, ==, 529);
  g_assert_cmpint (failure->retry_after_ms, ==, 3000);

  infos = carry_on_message_dup_sessions (snapshot, NULL, NULL);
  g_assert_cmpuint (infos->len, ==, 2);
  g_assert_cmpstr (((CarryOnSessionInfo *) g_ptr_array_index (infos, 1))->title, ==, "B");

  g_assert_true (carry_on_message_get_context (usage, &used, &window));
  g_assert_cmpint (used, ==, 900);
  g_assert_cmpint (window, ==, 1000);
  g_assert_false (carry_on_message_get_context (bare, &used, &window));
  g_assert_false (carry_on_message_lookup_boolean (bare, "can_paste", &value));
  g_assert_true (value);
}

/* A `command` becomes a typed struct; `args` is "" when absent. */
static void
test_command_parse (void)
{
  const char *line = "{\"type\":\"command\",\"request_id\":\"cc-7\",\"session_id\":\"s1\",\"args\":\"  LIMIT   5 \"}";
  g_autoptr(CarryOnMessage) m = parse_ok (line, CARRY_ON_PEER_HOST);
  g_autoptr(CarryOnMessage) bare = parse_ok ("{\"type\":\"command\",\"request_id\":\"r\",\"session_id\":\"s\"}", CARRY_ON_PEER_HOST);
  g_autoptr(CarryOnCommand) c = carry_on_message_dup_command (m);
  g_autoptr(CarryOnCommand) b = carry_on_message_dup_command (bare);
  g_autoptr(CarryOnMessage) built = carry_on_message_new_command ("cc-9", "s2", "status");
  g_autofree char *built_line = carry_on_message_to_line (built, NULL);
  g_autoptr(CarryOnMessage) again = NULL;
  g_autoptr(CarryOnCommand) a = NULL;

  g_assert_cmpstr (c->request_id, ==, "cc-7");
  g_assert_cmpstr (c->session_id, ==, "s1");
  g_assert_cmpstr (c->args, ==, "  LIMIT   5 ");
  g_assert_cmpstr (b->args, ==, "");

  again = parse_ok (g_strchomp (built_line), CARRY_ON_PEER_HOST);
  a = carry_on_message_dup_command (again);
  g_assert_cmpstr (a->request_id, ==, "cc-9");
  g_assert_cmpstr (a->session_id, ==, "s2");
  g_assert_cmpstr (a->args, ==, "status");

  FAILS ("{\"type\":\"command\",\"session_id\":\"s1\"}", CARRY_ON_PEER_HOST, CARRY_ON_PROTOCOL_ERROR_INVALID_FIELD);
  FAILS ("{\"type\":\"command\",\"request_id\":\"r\"}", CARRY_ON_PEER_HOST, CARRY_ON_PROTOCOL_ERROR_INVALID_FIELD);
  FAILS ("{\"type\":\"command\",\"request_id\":7,\"session_id\":\"s1\"}", CARRY_ON_PEER_HOST, CARRY_ON_PROTOCOL_ERROR_INVALID_FIELD);
  FAILS ("{\"type\":\"command\",\"request_id\":\"r\",\"session_id\":\"s1\",\"args\":[\"x\"]}", CARRY_ON_PEER_HOST, CARRY_ON_PROTOCOL_ERROR_INVALID_FIELD);
}

/* request_id ≤ 128 bytes, args ≤ 1 KiB: one byte more is refused. */
static void
test_command_bounds (void)
{
  g_autofree char *id_ok = g_strnfill (CARRY_ON_COMMAND_MAX_REQUEST_ID, 'r');
  g_autofree char *id_long = g_strnfill (CARRY_ON_COMMAND_MAX_REQUEST_ID + 1, 'r');
  g_autofree char *args_ok = g_strnfill (CARRY_ON_COMMAND_MAX_ARGS, 'a');
  g_autofree char *args_long = g_strnfill (CARRY_ON_COMMAND_MAX_ARGS + 1, 'a');
  g_autofree char *l1 = g_strdup_printf ("{\"type\":\"command\",\"request_id\":\"%s\",\"session_id\":\"s\",\"args\":\"%s\"}", id_ok, args_ok);
  g_autofree char *l2 = g_strdup_printf ("{\"type\":\"command\",\"request_id\":\"%s\",\"session_id\":\"s\"}", id_long);
  g_autofree char *l3 = g_strdup_printf ("{\"type\":\"command\",\"request_id\":\"r\",\"session_id\":\"s\",\"args\":\"%s\"}", args_long);
  g_autoptr(CarryOnMessage) m = parse_ok (l1, CARRY_ON_PEER_HOST);

  FAILS (l2, CARRY_ON_PEER_HOST, CARRY_ON_PROTOCOL_ERROR_INVALID_FIELD);
  FAILS (l3, CARRY_ON_PEER_HOST, CARRY_ON_PROTOCOL_ERROR_INVALID_FIELD);
}

/* command.result: text cut to 16 KiB at a character, never invalid UTF-8. */
static void
test_command_result (void)
{
  g_autoptr(GString) big = g_string_new (NULL);
  g_autoptr(CarryOnMessage) small = carry_on_message_new_command_result ("cc-1", FALSE, "line 1\nline 2");
  g_autoptr(CarryOnMessage) cut = NULL;
  g_autoptr(CarryOnMessage) back = NULL;
  g_autofree char *line = NULL;
  const char *text;

  g_assert_false (carry_on_message_get_boolean (small, "ok", TRUE));
  g_assert_cmpstr (carry_on_message_get_string (small, "text"), ==, "line 1\nline 2");
  g_assert_cmpstr (carry_on_message_get_request_id (small), ==, "cc-1");

  while (big->len < CARRY_ON_COMMAND_MAX_RESULT + 10)
    g_string_append (big, "ä");
  g_string_prepend_c (big, 'x'); /* so the limit falls inside a character */
  cut = carry_on_message_new_command_result ("cc-2", TRUE, big->str);
  text = carry_on_message_get_string (cut, "text");
  g_assert_cmpuint (strlen (text), <=, CARRY_ON_COMMAND_MAX_RESULT);
  g_assert_cmpuint (strlen (text), >=, CARRY_ON_COMMAND_MAX_RESULT - 1);
  g_assert_true (g_utf8_validate (text, -1, NULL));

  line = carry_on_message_to_line (cut, NULL);
  back = parse_ok (g_strchomp (line), CARRY_ON_PEER_SUPERVISOR);
  g_assert_cmpint (carry_on_message_get_message_type (back), ==, CARRY_ON_MESSAGE_COMMAND_RESULT);
  FAILS ("{\"type\":\"command.result\",\"request_id\":\"r\",\"ok\":true}", CARRY_ON_PEER_SUPERVISOR, CARRY_ON_PROTOCOL_ERROR_INVALID_FIELD);
  FAILS ("{\"type\":\"command.result\",\"request_id\":\"r\",\"ok\":\"yes\",\"text\":\"\"}", CARRY_ON_PEER_SUPERVISOR, CARRY_ON_PROTOCOL_ERROR_INVALID_FIELD);
}

/* session.status: due_at only while waiting. */
static void
test_session_status (void)
{
  g_autoptr(CarryOnMessage) waiting = carry_on_message_new_session_status ("s1", TRUE, 1, 99, CARRY_ON_STATUS_WAITING, 1764450015000);
  g_autoptr(CarryOnMessage) idle = carry_on_message_new_session_status ("s1", FALSE, 0, 5, CARRY_ON_STATUS_OFF, 1764450015000);
  g_autofree char *line = carry_on_message_to_line (waiting, NULL);
  g_autoptr(CarryOnMessage) back = parse_ok (g_strchomp (line), CARRY_ON_PEER_SUPERVISOR);

  g_assert_cmpstr (carry_on_message_get_string (back, "state"), ==, "waiting");
  g_assert_true (carry_on_message_get_boolean (back, "enabled", FALSE));
  g_assert_cmpint (carry_on_message_get_int (back, "count", -1), ==, 1);
  g_assert_cmpint (carry_on_message_get_int (back, "limit", -1), ==, 99);
  g_assert_cmpint (carry_on_message_get_int (back, "due_at", -1), ==, 1764450015000);
  g_assert_cmpstr (carry_on_message_get_string (idle, "state"), ==, "off");
  g_assert_cmpint (carry_on_message_get_int (idle, "due_at", -1), ==, -1);

  g_assert_cmpstr (carry_on_status_state_to_string (CARRY_ON_STATUS_IDLE), ==, "idle");
  g_assert_cmpstr (carry_on_status_state_to_string (CARRY_ON_STATUS_RUNNING), ==, "running");
  g_assert_cmpstr (carry_on_status_state_to_string (CARRY_ON_STATUS_GAVE_UP), ==, "gave-up");
  FAILS ("{\"type\":\"session.status\",\"session_id\":\"s1\",\"enabled\":true,\"count\":1,\"limit\":9}", CARRY_ON_PEER_SUPERVISOR,
         CARRY_ON_PROTOCOL_ERROR_INVALID_FIELD);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/protocol/parse/valid-host-lines", test_valid_host_lines);
  g_test_add_func ("/protocol/parse/valid-supervisor-lines", test_valid_supervisor_lines);
  g_test_add_func ("/protocol/parse/wrong-direction", test_wrong_direction);
  g_test_add_func ("/protocol/parse/prompt-submit-directions", test_prompt_submit_directions);
  g_test_add_func ("/protocol/parse/unknown-fields-ignored", test_unknown_fields_ignored);
  g_test_add_func ("/protocol/parse/null-optional", test_null_optional);
  g_test_add_func ("/protocol/parse/malformed-json", test_malformed_json);
  g_test_add_func ("/protocol/parse/not-an-object", test_not_an_object);
  g_test_add_func ("/protocol/parse/empty-line", test_empty_line);
  g_test_add_func ("/protocol/parse/crlf-tolerated", test_crlf_tolerated);
  g_test_add_func ("/protocol/parse/invalid-utf8", test_invalid_utf8);
  g_test_add_func ("/protocol/parse/nul-byte", test_nul_byte);
  g_test_add_func ("/protocol/parse/lone-surrogate-escape", test_lone_surrogate_escape);
  g_test_add_func ("/protocol/parse/bad-escape-in-broken-json", test_bad_escape_in_broken_json);
  g_test_add_func ("/protocol/parse/escaped-text-kept", test_escaped_text_kept);
  g_test_add_func ("/protocol/parse/deep-nesting", test_deep_nesting);
  g_test_add_func ("/protocol/parse/oversized-line", test_oversized_line);
  g_test_add_func ("/protocol/parse/missing-type", test_missing_type);
  g_test_add_func ("/protocol/parse/unknown-type", test_unknown_type);
  g_test_add_func ("/protocol/parse/missing-required", test_missing_required);
  g_test_add_func ("/protocol/parse/wrong-field-types", test_wrong_field_types);
  g_test_add_func ("/protocol/parse/error-names-member", test_error_names_member);
  g_test_add_func ("/protocol/parse/integral-double-accepted", test_integral_double_accepted);
  g_test_add_func ("/protocol/parse/hello-role", test_hello_role);
  g_test_add_func ("/protocol/version/same", test_version_same);
  g_test_add_func ("/protocol/version/newer-minor", test_version_newer_minor);
  g_test_add_func ("/protocol/version/other-major", test_version_other_major);
  g_test_add_func ("/protocol/version/garbage", test_version_garbage);
  g_test_add_func ("/protocol/failure/round-trip", test_failure_round_trip);
  g_test_add_func ("/protocol/failure/defaults", test_failure_defaults);
  g_test_add_func ("/protocol/failure/resets-at-forms", test_failure_resets_at_forms);
  g_test_add_func ("/protocol/failure/invalid", test_failure_invalid);
  g_test_add_func ("/protocol/session/round-trip", test_session_round_trip);
  g_test_add_func ("/protocol/session/minimal", test_session_minimal);
  g_test_add_func ("/protocol/session/failure-only", test_session_failure_only);
  g_test_add_func ("/protocol/session/invalid", test_session_invalid);
  g_test_add_func ("/protocol/message/to-line", test_message_to_line);
  g_test_add_func ("/protocol/message/round-trip-every-line", test_round_trip_every_line);
  g_test_add_func ("/protocol/message/builders", test_builders);
  g_test_add_func ("/protocol/message/getters-defaults", test_getters_defaults);
  g_test_add_func ("/protocol/origin/classify", test_origin_classify);
  g_test_add_func ("/protocol/turn-reason", test_turn_reason);
  g_test_add_func ("/protocol/names", test_names);
  g_test_add_func ("/protocol/typed-views", test_typed_views);
  g_test_add_func ("/protocol/command/parse", test_command_parse);
  g_test_add_func ("/protocol/command/bounds", test_command_bounds);
  g_test_add_func ("/protocol/command/result", test_command_result);
  g_test_add_func ("/protocol/session-status", test_session_status);

  return g_test_run ();
}
