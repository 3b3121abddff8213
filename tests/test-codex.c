/* test-codex.c
 *
 * SPDX-FileCopyrightText: 2026 The Carry On authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The Codex bridge's two pure parts: the WebSocket frame reader it relays
 * with (RFC 6455 §5), and the mapper from app-server JSON-RPC to protocol
 * v1.  The app-server messages are the ones Codex 0.171.0 sent a TUI
 * (recorded through the bridge), cut to the members that matter.
 */

#include "config.h"

#include <string.h>

#include "carry-on-codex-mapper.h"
#include "carry-on-codex-websocket.h"

/* -- WebSocket frames ---------------------------------------------------------- */

static GBytes *
frame_bytes (guint8        first,
             const char   *payload,
             gsize         length,
             const guint8 *mask)
{
  GByteArray *out = g_byte_array_new ();
  guint8 head[14];
  gsize n = 2;

  head[0] = first;
  if (length < 126)
    head[1] = length;
  else if (length <= 0xffff)
    {
      head[1] = 126;
      head[2] = length >> 8;
      head[3] = length & 0xff;
      n = 4;
    }
  else
    {
      head[1] = 127;
      for (int i = 0; i < 8; i++)
        head[2 + i] = ((guint64) length >> (8 * (7 - i))) & 0xff;
      n = 10;
    }
  if (mask != NULL)
    {
      head[1] |= 0x80;
      memcpy (head + n, mask, 4);
      n += 4;
    }
  g_byte_array_append (out, head, n);
  for (gsize i = 0; i < length; i++)
    {
      guint8 c = payload[i] ^ (mask != NULL ? mask[i % 4] : 0);

      g_byte_array_append (out, &c, 1);
    }
  return g_byte_array_free_to_bytes (out);
}

static void
push (CarryOnCodexWsReader *reader,
      GBytes               *bytes)
{
  carry_on_codex_ws_reader_push (reader, g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes));
}

static void
assert_message (GBytes     *message,
                const char *text)
{
  g_assert_nonnull (message);
  g_assert_cmpmem (g_bytes_get_data (message, NULL), g_bytes_get_size (message), text, strlen (text));
}

static void
test_ws_byte_by_byte (void)
{
  static const guint8 mask[4] = { 0x12, 0x34, 0x56, 0x78 };
  g_autoptr(CarryOnCodexWsReader) reader = carry_on_codex_ws_reader_new ();
  g_autoptr(GBytes) bytes = frame_bytes (0x81, "{\"method\":\"initialized\"}", 24, mask);
  const guint8 *data = g_bytes_get_data (bytes, NULL);
  g_autoptr(CarryOnCodexWsFrame) frame = NULL;
  g_autoptr(GError) error = NULL;

  /* A frame split at every byte comes out once, whole, with its raw bytes
   * as they came (the relay forwards them untouched). */
  for (gsize i = 0; i + 1 < g_bytes_get_size (bytes); i++)
    {
      carry_on_codex_ws_reader_push (reader, data + i, 1);
      g_assert_null (carry_on_codex_ws_reader_next (reader, &error));
      g_assert_no_error (error);
    }
  carry_on_codex_ws_reader_push (reader, data + g_bytes_get_size (bytes) - 1, 1);
  frame = carry_on_codex_ws_reader_next (reader, &error);
  g_assert_no_error (error);
  g_assert_nonnull (frame);
  g_assert_cmpint (frame->opcode, ==, CARRY_ON_CODEX_WS_TEXT);
  g_assert_true (g_bytes_equal (frame->raw, bytes));
  assert_message (frame->message, "{\"method\":\"initialized\"}");
  g_assert_cmpuint (carry_on_codex_ws_reader_get_pending (reader), ==, 0);
}

static void
test_ws_lengths (void)
{
  gsize sizes[] = { 0, 125, 126, 65535, 65536, 300000 };

  for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
    {
      g_autoptr(CarryOnCodexWsReader) reader = carry_on_codex_ws_reader_new ();
      g_autofree char *text = g_malloc (sizes[i] + 1);
      g_autoptr(GBytes) bytes = NULL;
      g_autoptr(CarryOnCodexWsFrame) frame = NULL;
      g_autoptr(GError) error = NULL;

      memset (text, 'x', sizes[i]);
      text[sizes[i]] = '\0';
      /* Both directions: the bridge's own injected frames are masked. */
      bytes = carry_on_codex_ws_encode_text (text, sizes[i], i % 2 == 0);
      push (reader, bytes);
      frame = carry_on_codex_ws_reader_next (reader, &error);
      g_assert_no_error (error);
      g_assert_nonnull (frame);
      assert_message (frame->message, text);
    }
}

static void
test_ws_fragments (void)
{
  g_autoptr(CarryOnCodexWsReader) reader = carry_on_codex_ws_reader_new ();
  g_autoptr(GBytes) first = frame_bytes (0x01, "{\"id\":", 6, NULL);
  g_autoptr(GBytes) ping = frame_bytes (0x89, "hi", 2, NULL);
  g_autoptr(GBytes) last = frame_bytes (0x80, "7}", 2, NULL);
  g_autoptr(GError) error = NULL;
  CarryOnCodexWsFrame *frame;

  push (reader, first);
  push (reader, ping);
  push (reader, last);

  g_assert_false (carry_on_codex_ws_reader_in_message (reader));
  frame = carry_on_codex_ws_reader_next (reader, &error);
  g_assert_nonnull (frame);
  g_assert_null (frame->message);
  g_assert_true (carry_on_codex_ws_reader_in_message (reader));
  carry_on_codex_ws_frame_free (frame);

  /* A control frame may come between fragments (RFC 6455 §5.4). */
  frame = carry_on_codex_ws_reader_next (reader, &error);
  g_assert_nonnull (frame);
  g_assert_cmpint (frame->opcode, ==, CARRY_ON_CODEX_WS_PING);
  g_assert_null (frame->message);
  carry_on_codex_ws_frame_free (frame);

  frame = carry_on_codex_ws_reader_next (reader, &error);
  g_assert_no_error (error);
  g_assert_nonnull (frame);
  assert_message (frame->message, "{\"id\":7}");
  g_assert_false (carry_on_codex_ws_reader_in_message (reader));
  carry_on_codex_ws_frame_free (frame);
}

static void
test_ws_broken (void)
{
  struct {
    const guint8 bytes[10];
    gsize        length;
  } cases[] = {
    { { 0x83, 0x00 }, 2 },                                          /* reserved opcode */
    { { 0x80, 0x00 }, 2 },                                          /* nothing to continue */
    { { 0x09, 0x00 }, 2 },                                          /* fragmented ping */
    { { 0x89, 0x7e, 0x00, 0x80 }, 4 },                              /* ping over 125 bytes */
    { { 0x81, 0x7f, 0x80, 0, 0, 0, 0, 0, 0, 0 }, 10 },              /* 64-bit length, top bit */
    { { 0x81, 0x7f, 0, 0, 0, 0, 0x10, 0, 0, 0 }, 10 },              /* 256 MiB */
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(CarryOnCodexWsReader) reader = carry_on_codex_ws_reader_new ();
      g_autoptr(GError) error = NULL;

      carry_on_codex_ws_reader_push (reader, cases[i].bytes, cases[i].length);
      g_assert_null (carry_on_codex_ws_reader_next (reader, &error));
      g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA);
    }
}

/* -- the mapper ---------------------------------------------------------------- */

typedef struct
{
  CarryOnCodexMapper *mapper;
  GPtrArray          *events;  /* CarryOnMessage */
} Fixture;

static void
on_event (CarryOnCodexMapper *mapper,
          CarryOnMessage     *message,
          Fixture            *fixture)
{
  g_autofree char *line = carry_on_message_to_line (message, NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(CarryOnMessage) parsed = NULL;

  /* Everything the bridge emits is valid protocol v1. */
  parsed = carry_on_message_parse (line, strcspn (line, "\n"), CARRY_ON_PEER_HOST, &error);
  g_assert_no_error (error);
  g_ptr_array_add (fixture->events, carry_on_message_ref (message));
}

static void
fixture_set_up (Fixture       *fixture,
                gconstpointer  data)
{
  fixture->mapper = carry_on_codex_mapper_new ();
  fixture->events = g_ptr_array_new_with_free_func ((GDestroyNotify) carry_on_message_unref);
  g_signal_connect (fixture->mapper, "event", G_CALLBACK (on_event), fixture);
}

static void
fixture_tear_down (Fixture       *fixture,
                   gconstpointer  data)
{
  g_clear_object (&fixture->mapper);
  g_ptr_array_unref (fixture->events);
}

static JsonObject *
parse_object (const char *json)
{
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;

  json_parser_load_from_data (parser, json, -1, &error);
  g_assert_no_error (error);
  return json_object_ref (json_node_get_object (json_parser_get_root (parser)));
}

static void
client (Fixture    *fixture,
        guint       tui,
        const char *json)
{
  g_autoptr(JsonObject) object = parse_object (json);

  carry_on_codex_mapper_client_message (fixture->mapper, tui, object);
}

static gboolean
server (Fixture    *fixture,
        guint       tui,
        const char *json)
{
  g_autoptr(JsonObject) object = parse_object (json);

  return carry_on_codex_mapper_server_message (fixture->mapper, tui, object);
}

static CarryOnMessage *
event (Fixture *fixture,
       guint    index)
{
  g_assert_cmpuint (index, <, fixture->events->len);
  return g_ptr_array_index (fixture->events, index);
}

static void
assert_type (Fixture            *fixture,
             guint               index,
             CarryOnMessageType  type)
{
  g_assert_cmpstr (carry_on_message_type_to_string (carry_on_message_get_message_type (event (fixture, index))),
                   ==, carry_on_message_type_to_string (type));
}

#define THREAD "01a23048-64a8-70f2-847f-9335302a421a"
#define TURN   "01a2304a-1723-7c63-a04d-50091050d0b3"

/* The TUI's startup: thread/start and its answer. */
static void
start_thread (Fixture    *fixture,
              guint       tui,
              const char *thread)
{
  g_autofree char *answer = NULL;

  client (fixture, tui, "{\"id\":\"startup-thread-start-1\",\"method\":\"thread/start\",\"params\":{\"cwd\":null,\"ephemeral\":false}}");
  answer = g_strdup_printf ("{\"id\":\"startup-thread-start-1\",\"result\":{\"thread\":{\"id\":\"%s\","
                            "\"preview\":\"\",\"ephemeral\":false,\"cwd\":\"/home/me/app\",\"modelProvider\":\"fake\","
                            "\"name\":null}}}", thread);
  g_assert_false (server (fixture, tui, answer));
}

static void
test_session_from_thread_start (Fixture       *fixture,
                                gconstpointer  data)
{
  JsonObject *session;

  client (fixture, 1, "{\"id\":\"tui-config-read-1\",\"method\":\"config/read\",\"params\":{\"cwd\":\".\"}}");
  server (fixture, 1, "{\"id\":\"tui-config-read-1\",\"result\":{\"config\":{\"model_provider\":\"fake\","
                      "\"model_providers\":{\"fake\":{\"base_url\":\"http://127.0.0.1:18420/v1\"}}}}}");
  start_thread (fixture, 1, THREAD);
  g_assert_cmpuint (fixture->events->len, ==, 1);
  assert_type (fixture, 0, CARRY_ON_MESSAGE_SESSION_START);
  session = json_object_get_object_member (carry_on_message_get_object (event (fixture, 0)), "session");
  g_assert_cmpstr (json_object_get_string_member (session, "id"), ==, THREAD);
  g_assert_cmpstr (json_object_get_string_member (session, "cwd"), ==, "/home/me/app");
  g_assert_cmpstr (json_object_get_string_member (session, "provider"), ==, "127.0.0.1");

  /* The title the TUI sets from the first prompt. */
  server (fixture, 1, "{\"method\":\"thread/name/updated\",\"params\":{\"threadId\":\"" THREAD "\",\"threadName\":\"say hello\"}}");
  assert_type (fixture, 1, CARRY_ON_MESSAGE_SESSION_UPDATE);
  session = json_object_get_object_member (carry_on_message_get_object (event (fixture, 1)), "session");
  g_assert_cmpstr (json_object_get_string_member (session, "title"), ==, "say hello");

  /* thread/started goes to every client, for every thread: it names no
   * holder, so it makes no session; ephemeral threads (the title
   * generator) never are one. */
  server (fixture, 1, "{\"method\":\"thread/started\",\"params\":{\"thread\":{\"id\":\"other\",\"ephemeral\":false}}}");
  client (fixture, 1, "{\"id\":\"temporary-structured-1\",\"method\":\"thread/start\",\"params\":{\"ephemeral\":true}}");
  server (fixture, 1, "{\"id\":\"temporary-structured-1\",\"result\":{\"thread\":{\"id\":\"eph\",\"ephemeral\":true,\"preview\":\"\"}}}");
  client (fixture, 1, "{\"id\":\"t\",\"method\":\"turn/start\",\"params\":{\"threadId\":\"eph\",\"clientUserMessageId\":null}}");
  server (fixture, 1, "{\"method\":\"turn/started\",\"params\":{\"threadId\":\"eph\",\"turn\":{\"id\":\"x\"}}}");
  server (fixture, 1, "{\"method\":\"turn/completed\",\"params\":{\"threadId\":\"eph\",\"turn\":{\"id\":\"x\",\"status\":\"completed\"}}}");
  g_assert_cmpuint (fixture->events->len, ==, 2);
}

/* A failed turn as Codex 0.171.0's TUI received it. */
static void
test_failed_turn (Fixture       *fixture,
                  gconstpointer  data)
{
  JsonObject *object, *origin, *failure;

  start_thread (fixture, 1, THREAD);
  g_ptr_array_set_size (fixture->events, 0);

  server (fixture, 1, "{\"method\":\"turn/started\",\"params\":{\"threadId\":\"" THREAD "\",\"turn\":{\"id\":\"" TURN "\",\"items\":[],\"status\":\"inProgress\",\"error\":null}}}");
  server (fixture, 1, "{\"method\":\"item/started\",\"params\":{\"item\":{\"type\":\"userMessage\",\"id\":\"i1\","
                      "\"clientId\":\"3d9800bf-c4a0-46f2-a89c-2f75a60dc0f2\",\"content\":[{\"type\":\"text\",\"text\":\"say hello again\"}]},"
                      "\"threadId\":\"" THREAD "\",\"turnId\":\"" TURN "\"}}");
  server (fixture, 1, "{\"method\":\"error\",\"params\":{\"error\":{\"message\":\"Reconnecting... 1/1\",\"codexErrorInfo\":"
                      "{\"responseStreamDisconnected\":{\"httpStatusCode\":null}},\"additionalDetails\":\"We\u2019re currently experiencing high demand\"},"
                      "\"willRetry\":true,\"threadId\":\"" THREAD "\",\"turnId\":\"" TURN "\"}}");
  server (fixture, 1, "{\"method\":\"turn/completed\",\"params\":{\"threadId\":\"" THREAD "\",\"turn\":{\"id\":\"" TURN "\",\"items\":[],"
                      "\"status\":\"failed\",\"error\":{\"message\":\"We\u2019re currently experiencing high demand, which may cause temporary errors.\","
                      "\"codexErrorInfo\":\"internalServerError\",\"additionalDetails\":null},\"startedAt\":1796106491,\"completedAt\":1796106492}}}");

  g_assert_cmpuint (fixture->events->len, ==, 3);
  assert_type (fixture, 0, CARRY_ON_MESSAGE_PROMPT_SUBMIT);
  origin = json_object_get_object_member (carry_on_message_get_object (event (fixture, 0)), "origin");
  g_assert_cmpstr (json_object_get_string_member (origin, "class"), ==, "person");
  g_assert_false (json_object_has_member (origin, "request_id"));
  assert_type (fixture, 1, CARRY_ON_MESSAGE_TURN_START);
  g_assert_cmpstr (carry_on_message_get_string (event (fixture, 1), "turn_id"), ==, TURN);

  assert_type (fixture, 2, CARRY_ON_MESSAGE_TURN_COMPLETE);
  object = carry_on_message_get_object (event (fixture, 2));
  g_assert_cmpstr (json_object_get_string_member (object, "reason"), ==, "error");
  g_assert_cmpint (json_object_get_int_member (object, "ended_at"), ==, G_GINT64_CONSTANT (1796106492000));
  failure = json_object_get_object_member (object, "failure");
  g_assert_cmpstr (json_object_get_string_member (failure, "kind"), ==, "internalServerError");
  g_assert_cmpstr (json_object_get_string_member (failure, "error_type"), ==, "server_error");
  g_assert_true (json_object_get_boolean_member (failure, "host_retried"));
  g_assert_false (json_object_has_member (failure, "status"));
}

static void
test_interrupted_and_answered (Fixture       *fixture,
                               gconstpointer  data)
{
  static const char * const statuses[][2] = { { "interrupted", "aborted" }, { "completed", "answer" } };

  start_thread (fixture, 1, THREAD);
  for (guint i = 0; i < G_N_ELEMENTS (statuses); i++)
    {
      g_autofree char *started = g_strdup_printf ("{\"method\":\"turn/started\",\"params\":{\"threadId\":\"" THREAD "\",\"turn\":{\"id\":\"t%u\"}}}", i);
      g_autofree char *done = g_strdup_printf ("{\"method\":\"turn/completed\",\"params\":{\"threadId\":\"" THREAD "\",\"turn\":{\"id\":\"t%u\",\"status\":\"%s\",\"error\":null}}}",
                                               i, statuses[i][0]);
      CarryOnMessage *last;

      g_ptr_array_set_size (fixture->events, 0);
      server (fixture, 1, started);
      server (fixture, 1, done);
      /* No user message seen (a turn the TUI started otherwise): the
       * turn.start still comes first. */
      g_assert_cmpuint (fixture->events->len, ==, 2);
      assert_type (fixture, 0, CARRY_ON_MESSAGE_TURN_START);
      last = event (fixture, 1);
      g_assert_cmpstr (carry_on_message_get_string (last, "reason"), ==, statuses[i][1]);
      g_assert_false (json_object_has_member (carry_on_message_get_object (last), "failure"));
    }
}

static CarryOnMessage *
submit_command (const char *request_id,
                const char *session_id)
{
  return carry_on_message_new_prompt_submit (request_id, session_id, "continue");
}

static void
test_submit (Fixture       *fixture,
             gconstpointer  data)
{
  g_autoptr(CarryOnMessage) command = submit_command ("co-a761635a", THREAD);
  g_autoptr(CarryOnMessage) again = submit_command ("co-b", THREAD);
  g_autoptr(JsonObject) request = NULL;
  g_autofree char *text = NULL;
  JsonObject *params, *origin;
  guint tui = 0;

  start_thread (fixture, 1, THREAD);
  start_thread (fixture, 2, "another-thread");
  g_ptr_array_set_size (fixture->events, 0);

  text = carry_on_codex_mapper_submit (fixture->mapper, command, &tui);
  g_assert_nonnull (text);
  g_assert_cmpuint (tui, ==, 1);  /* the TUI that holds the thread */
  request = parse_object (text);
  g_assert_cmpstr (json_object_get_string_member (request, "method"), ==, "turn/start");
  params = json_object_get_object_member (request, "params");
  g_assert_cmpstr (json_object_get_string_member (params, "threadId"), ==, THREAD);
  g_assert_cmpstr (json_object_get_string_member (params, "clientUserMessageId"), ==, "co-a761635a");

  /* While it is on its way, another is refused: one turn at a time. */
  g_assert_null (carry_on_codex_mapper_submit (fixture->mapper, again, &tui));
  g_assert_cmpuint (fixture->events->len, ==, 1);
  g_assert_false (carry_on_message_get_boolean (event (fixture, 0), "ok", TRUE));
  g_assert_cmpstr (carry_on_message_get_string (event (fixture, 0), "drop"), ==, "a turn is running");

  /* The answer is the bridge's, kept from the TUI (and from the other). */
  g_assert_false (server (fixture, 2, "{\"id\":\"carry-on:co-a761635a\",\"result\":{\"turn\":{\"id\":\"t-ours\"}}}"));
  g_assert_true (server (fixture, 1, "{\"id\":\"carry-on:co-a761635a\",\"result\":{\"turn\":{\"id\":\"t-ours\",\"status\":\"inProgress\"}}}"));
  g_assert_cmpuint (fixture->events->len, ==, 2);
  assert_type (fixture, 1, CARRY_ON_MESSAGE_PROMPT_RESULT);
  g_assert_true (carry_on_message_get_boolean (event (fixture, 1), "ok", FALSE));
  g_assert_cmpstr (carry_on_message_get_string (event (fixture, 1), "turn_id"), ==, "t-ours");

  /* Its user message carries our request id: origin plugin + request_id. */
  server (fixture, 1, "{\"method\":\"turn/started\",\"params\":{\"threadId\":\"" THREAD "\",\"turn\":{\"id\":\"t-ours\"}}}");
  server (fixture, 1, "{\"method\":\"item/started\",\"params\":{\"item\":{\"type\":\"userMessage\",\"clientId\":\"co-a761635a\"},"
                      "\"threadId\":\"" THREAD "\",\"turnId\":\"t-ours\"}}");
  g_assert_cmpuint (fixture->events->len, ==, 4);
  assert_type (fixture, 3, CARRY_ON_MESSAGE_TURN_START);
  origin = json_object_get_object_member (carry_on_message_get_object (event (fixture, 3)), "origin");
  g_assert_cmpstr (json_object_get_string_member (origin, "request_id"), ==, "co-a761635a");
  g_assert_cmpstr (json_object_get_string_member (origin, "kind"), ==, "plugin");

  /* A turn runs: refused. */
  g_assert_null (carry_on_codex_mapper_submit (fixture->mapper, again, &tui));
  g_assert_cmpstr (carry_on_message_get_string (event (fixture, 4), "drop"), ==, "a turn is running");
}

static void
test_submit_refused (Fixture       *fixture,
                     gconstpointer  data)
{
  g_autoptr(CarryOnMessage) unknown = submit_command ("co-1", "nope");
  g_autoptr(CarryOnMessage) command = submit_command ("co-2", THREAD);
  g_autofree char *request = NULL;
  guint tui = 0;

  g_assert_null (carry_on_codex_mapper_submit (fixture->mapper, unknown, &tui));
  g_assert_false (carry_on_message_get_boolean (event (fixture, 0), "ok", TRUE));

  /* Codex refuses the turn: a drop with its reason. */
  start_thread (fixture, 1, THREAD);
  g_ptr_array_set_size (fixture->events, 0);
  request = carry_on_codex_mapper_submit (fixture->mapper, command, &tui);
  g_assert_nonnull (request);
  g_assert_true (server (fixture, 1, "{\"id\":\"carry-on:co-2\",\"error\":{\"code\":-32600,\"message\":\"thread not loaded\"}}"));
  g_assert_false (carry_on_message_get_boolean (event (fixture, 0), "ok", TRUE));
  g_assert_nonnull (strstr (carry_on_message_get_string (event (fixture, 0), "drop"), "thread not loaded"));
}

static void
test_tui_closed (Fixture       *fixture,
                 gconstpointer  data)
{
  g_autoptr(CarryOnMessage) command = submit_command ("co-3", THREAD);
  g_autofree char *request = NULL;
  guint tui = 0;

  start_thread (fixture, 1, THREAD);
  start_thread (fixture, 2, "another-thread");
  request = carry_on_codex_mapper_submit (fixture->mapper, command, &tui);
  g_assert_nonnull (request);
  g_ptr_array_set_size (fixture->events, 0);

  /* Its sessions end at once, with the prompt it never answered; the
   * other TUI's session stays. */
  carry_on_codex_mapper_tui_closed (fixture->mapper, 1);
  g_assert_cmpuint (fixture->events->len, ==, 2);
  assert_type (fixture, 0, CARRY_ON_MESSAGE_PROMPT_RESULT);
  g_assert_false (carry_on_message_get_boolean (event (fixture, 0), "ok", TRUE));
  assert_type (fixture, 1, CARRY_ON_MESSAGE_SESSION_END);
  g_assert_cmpstr (carry_on_message_get_session_id (event (fixture, 1)), ==, THREAD);

  /* Events of a thread on a connection that does not hold it are not read. */
  server (fixture, 1, "{\"method\":\"turn/started\",\"params\":{\"threadId\":\"another-thread\",\"turn\":{\"id\":\"x\"}}}");
  server (fixture, 1, "{\"method\":\"turn/completed\",\"params\":{\"threadId\":\"another-thread\",\"turn\":{\"id\":\"x\",\"status\":\"failed\"}}}");
  g_assert_cmpuint (fixture->events->len, ==, 2);
}

static void
test_rate_limits (Fixture       *fixture,
                  gconstpointer  data)
{
  JsonArray *windows;
  JsonObject *window, *failure;

  start_thread (fixture, 1, THREAD);
  g_ptr_array_set_size (fixture->events, 0);

  /* The TUI's own read at start-up counts too. */
  client (fixture, 1, "{\"id\":9,\"method\":\"account/rateLimits/read\"}");
  server (fixture, 1, "{\"id\":9,\"result\":{\"rateLimits\":{\"primary\":{\"usedPercent\":3,\"windowDurationMins\":300}}}}");
  g_assert_cmpuint (fixture->events->len, ==, 1);
  assert_type (fixture, 0, CARRY_ON_MESSAGE_USAGE);
  g_ptr_array_set_size (fixture->events, 0);

  /* Empty snapshots (no headers from the API) say nothing. */
  server (fixture, 1, "{\"method\":\"account/rateLimits/updated\",\"params\":{\"rateLimits\":{\"limitId\":\"codex\",\"primary\":null,\"secondary\":null}}}");
  g_assert_cmpuint (fixture->events->len, ==, 0);

  server (fixture, 1, "{\"method\":\"account/rateLimits/updated\",\"params\":{\"rateLimits\":{\"limitId\":\"codex\","
                      "\"primary\":{\"usedPercent\":100,\"windowDurationMins\":300,\"resetsAt\":1796131468},"
                      "\"secondary\":{\"usedPercent\":40,\"windowDurationMins\":10080,\"resetsAt\":1796531468}}}}");
  g_assert_cmpuint (fixture->events->len, ==, 1);
  assert_type (fixture, 0, CARRY_ON_MESSAGE_USAGE);
  windows = json_object_get_array_member (carry_on_message_get_object (event (fixture, 0)), "windows");
  g_assert_cmpuint (json_array_get_length (windows), ==, 2);
  window = json_array_get_object_element (windows, 0);
  g_assert_cmpstr (json_object_get_string_member (window, "kind"), ==, "five_hour");
  g_assert_cmpfloat (json_object_get_double_member (window, "percent_used"), ==, 100.0);
  g_assert_cmpstr (json_object_get_string_member (json_array_get_object_element (windows, 1), "kind"), ==, "seven_day");

  /* The usage limit's reset is the used-up window's (the message only has
   * a clock time to the minute). */
  server (fixture, 1, "{\"method\":\"turn/started\",\"params\":{\"threadId\":\"" THREAD "\",\"turn\":{\"id\":\"t\"}}}");
  server (fixture, 1, "{\"method\":\"turn/completed\",\"params\":{\"threadId\":\"" THREAD "\",\"turn\":{\"id\":\"t\",\"status\":\"failed\","
                      "\"error\":{\"message\":\"You\u2019ve hit your usage limit. \u2026 try again at 1:24 PM.\",\"codexErrorInfo\":\"usageLimitExceeded\"}}}}");
  failure = json_object_get_object_member (carry_on_message_get_object (event (fixture, 2)), "failure");
  g_assert_cmpstr (json_object_get_string_member (failure, "kind"), ==, "usageLimitExceeded");
  g_assert_cmpint (json_object_get_int_member (failure, "resets_at"), ==, 1796131468);
  g_assert_false (json_object_get_boolean_member_with_default (failure, "host_retried", FALSE));
}

static void
test_failure_kinds (void)
{
  struct {
    const char *error;
    const char *kind;
    const char *error_type;
    int         status;
  } cases[] = {
    { "{\"message\":\"m\",\"codexErrorInfo\":{\"responseTooManyFailedAttempts\":{\"httpStatusCode\":429}}}",
      "responseTooManyFailedAttempts", NULL, 429 },
    /* A 401 with an API key (seen with 0.171.0): the status decides. */
    { "{\"message\":\"unexpected status 401 Unauthorized\",\"codexErrorInfo\":{\"httpConnectionFailed\":{\"httpStatusCode\":401}}}",
      "httpConnectionFailed", NULL, 401 },
    { "{\"message\":\"m\",\"codexErrorInfo\":\"unauthorized\"}", "unauthorized", "authentication_error", 0 },
    { "{\"message\":\"m\",\"codexErrorInfo\":\"contextWindowExceeded\"}", "contextWindowExceeded", "context_length_exceeded", 0 },
    { "{\"message\":\"m\",\"codexErrorInfo\":\"usageLimitExceeded\"}", "usageLimitExceeded", "rate_limit_exceeded", 0 },
    { "{\"message\":\"m\",\"codexErrorInfo\":\"tooManyDenials\"}", "tooManyDenials", "permission_error", 0 },
    { "{\"message\":\"m\",\"codexErrorInfo\":\"other\"}", "other", NULL, 0 },
    /* Hostile shapes: no kind rather than a guess. */
    { "{\"message\":\"m\",\"codexErrorInfo\":{\"a\":{},\"b\":{}}}", NULL, NULL, 0 },
    { "{\"message\":\"m\",\"codexErrorInfo\":{\"httpConnectionFailed\":{\"httpStatusCode\":99999}}}",
      "httpConnectionFailed", NULL, 0 },
    { "{\"message\":7,\"codexErrorInfo\":[1]}", NULL, NULL, 0 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(JsonObject) error = parse_object (cases[i].error);
      g_autoptr(CarryOnFailure) failure = carry_on_codex_mapper_failure_from_error (error);

      g_assert_cmpstr (failure->kind, ==, cases[i].kind);
      g_assert_cmpstr (failure->error_type, ==, cases[i].error_type);
      g_assert_cmpint (failure->status, ==, cases[i].status);
    }
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/codex/websocket/byte-by-byte", test_ws_byte_by_byte);
  g_test_add_func ("/codex/websocket/lengths", test_ws_lengths);
  g_test_add_func ("/codex/websocket/fragments", test_ws_fragments);
  g_test_add_func ("/codex/websocket/broken", test_ws_broken);
  g_test_add ("/codex/mapper/session", Fixture, NULL, fixture_set_up, test_session_from_thread_start, fixture_tear_down);
  g_test_add ("/codex/mapper/failed-turn", Fixture, NULL, fixture_set_up, test_failed_turn, fixture_tear_down);
  g_test_add ("/codex/mapper/interrupted-and-answered", Fixture, NULL, fixture_set_up, test_interrupted_and_answered, fixture_tear_down);
  g_test_add ("/codex/mapper/submit", Fixture, NULL, fixture_set_up, test_submit, fixture_tear_down);
  g_test_add ("/codex/mapper/submit-refused", Fixture, NULL, fixture_set_up, test_submit_refused, fixture_tear_down);
  g_test_add ("/codex/mapper/tui-closed", Fixture, NULL, fixture_set_up, test_tui_closed, fixture_tear_down);
  g_test_add ("/codex/mapper/rate-limits", Fixture, NULL, fixture_set_up, test_rate_limits, fixture_tear_down);
  g_test_add_func ("/codex/mapper/failure-kinds", test_failure_kinds);

  return g_test_run ();
}
