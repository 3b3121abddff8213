/* test-host-server.c
 *
 * SPDX-FileCopyrightText: 2026 The Carry On authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * CarryOnHostServer over a real Unix socket in a temporary directory, with
 * hand-written supervisors in the same main loop.
 */
#include "config.h"

#include <string.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/un.h>
#include <unistd.h>

#include <gio/gunixsocketaddress.h>
#include <glib/gstdio.h>

#include "carry-on-host-server.h"

#define WAIT_TIMEOUT_US (60 * G_USEC_PER_SEC)

typedef struct {
  GSocketConnection *connection;
  GDataInputStream  *input;
  GOutputStream     *output;
  GCancellable      *cancellable;
  GPtrArray         *messages;   /* CarryOnMessage */
  guint              cursor;
  gboolean           eof;
  guint              pending_writes;
  GPtrArray         *written;    /* GBytes kept alive while written */
} TestClient;

typedef struct {
  char              *dir;
  char              *path;
  CarryOnHostServer *server;
  GPtrArray         *commands;   /* CarryOnMessage */
  guint              n_received;
} Fixture;

static void test_client_read (TestClient *client);

static void
on_line (GObject      *source,
         GAsyncResult *result,
         gpointer      user_data)
{
  TestClient *client = user_data;
  g_autoptr(GError) error = NULL;
  g_autofree char *line = NULL;
  gsize length = 0;
  CarryOnMessage *message;

  line = g_data_input_stream_read_line_finish_utf8 (G_DATA_INPUT_STREAM (source), result, &length, &error);
  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;
  if (line == NULL)
    {
      client->eof = TRUE;
      return;
    }

  message = carry_on_message_parse (line, length, CARRY_ON_PEER_HOST, &error);
  g_assert_no_error (error);
  g_ptr_array_add (client->messages, message);
  test_client_read (client);
}

static void
test_client_read (TestClient *client)
{
  g_data_input_stream_read_line_async (client->input, G_PRIORITY_DEFAULT, client->cancellable, on_line, client);
}

static TestClient *
test_client_connect (Fixture *fixture)
{
  g_autoptr(GSocketClient) socket_client = g_socket_client_new ();
  g_autoptr(GSocketAddress) address = g_unix_socket_address_new (fixture->path);
  g_autoptr(GError) error = NULL;
  TestClient *client = g_new0 (TestClient, 1);

  client->connection = g_socket_client_connect (socket_client, G_SOCKET_CONNECTABLE (address), NULL, &error);
  g_assert_no_error (error);
  client->input = g_data_input_stream_new (g_io_stream_get_input_stream (G_IO_STREAM (client->connection)));
  g_buffered_input_stream_set_buffer_size (G_BUFFERED_INPUT_STREAM (client->input), 2 * 1024 * 1024);
  client->output = g_object_ref (g_io_stream_get_output_stream (G_IO_STREAM (client->connection)));
  client->cancellable = g_cancellable_new ();
  client->messages = g_ptr_array_new_with_free_func ((GDestroyNotify) carry_on_message_unref);
  client->written = g_ptr_array_new_with_free_func ((GDestroyNotify) g_bytes_unref);
  test_client_read (client);
  return client;
}

static void
test_client_free (TestClient *client)
{
  g_cancellable_cancel (client->cancellable);
  /* Let the cancelled read and any write return before the streams go. */
  while (g_main_context_iteration (NULL, FALSE) || client->pending_writes > 0)
    ;
  g_io_stream_close (G_IO_STREAM (client->connection), NULL, NULL);
  g_object_unref (client->input);
  g_object_unref (client->output);
  g_object_unref (client->connection);
  g_object_unref (client->cancellable);
  g_ptr_array_unref (client->messages);
  g_ptr_array_unref (client->written);
  g_free (client);
}

static void
on_written (GObject      *source,
            GAsyncResult *result,
            gpointer      user_data)
{
  TestClient *client = user_data;

  /* The server may close while a long write is in flight: that is fine. */
  g_output_stream_write_all_finish (G_OUTPUT_STREAM (source), result, NULL, NULL);
  client->pending_writes--;
}

/* Writes without blocking the main loop the server runs in. */
static void
test_client_write (TestClient *client,
                   const char *data,
                   gsize       length)
{
  GBytes *bytes = g_bytes_new (data, length);

  /* One write at a time on a stream: wait for the previous one. */
  while (client->pending_writes > 0)
    g_main_context_iteration (NULL, TRUE);
  client->pending_writes++;
  g_output_stream_write_all_async (client->output, g_bytes_get_data (bytes, NULL), length,
                                   G_PRIORITY_DEFAULT, NULL, on_written, client);
  /* Keep the data alive as long as the client. */
  g_ptr_array_add (client->written, bytes);
}

static void
test_client_send (TestClient *client,
                  const char *json)
{
  g_autofree char *line = g_strconcat (json, "\n", NULL);

  test_client_write (client, line, strlen (line));
}

#define WAIT_UNTIL(cond)                                                  \
  G_STMT_START {                                                          \
    gint64 _deadline = g_get_monotonic_time () + WAIT_TIMEOUT_US;         \
    while (!(cond))                                                       \
      {                                                                   \
        if (g_get_monotonic_time () > _deadline)                          \
          g_error ("timed out waiting for: %s", #cond);                   \
        g_main_context_iteration (NULL, TRUE);                            \
      }                                                                   \
  } G_STMT_END

static gboolean
wake_up (gpointer data)
{
  return G_SOURCE_CONTINUE;
}

/* (transfer none): the next message the client has not looked at yet. */
static CarryOnMessage *
next_message (TestClient *client)
{
  WAIT_UNTIL (client->messages->len > client->cursor || client->eof);
  g_assert_cmpuint (client->messages->len, >, client->cursor);
  return g_ptr_array_index (client->messages, client->cursor++);
}

static CarryOnMessage *
expect_message (TestClient         *client,
                CarryOnMessageType  type)
{
  CarryOnMessage *message = next_message (client);

  if (carry_on_message_get_message_type (message) != type)
    {
      g_autofree char *line = carry_on_message_to_line (message, NULL);

      g_error ("expected %s, got %s", carry_on_message_type_to_string (type), line);
    }
  return message;
}

static void
expect_control (TestClient *client,
                const char *state)
{
  CarryOnMessage *message = expect_message (client, CARRY_ON_MESSAGE_CONTROL);

  g_assert_cmpstr (carry_on_message_get_string (message, "state"), ==, state);
}

static void
expect_eof (TestClient *client)
{
  WAIT_UNTIL (client->eof);
}

/* Nothing more arrives within a few main-loop turns (used sparingly). */
static void
expect_quiet (TestClient *client)
{
  gint64 until = g_get_monotonic_time () + 100 * 1000;

  while (g_get_monotonic_time () < until)
    g_main_context_iteration (NULL, TRUE);
  g_assert_cmpuint (client->messages->len, ==, client->cursor);
}

/* Connects, greets, and reads the hello / control / sessions preamble. */
static TestClient *
greeted_client (Fixture    *fixture,
                const char *name,
                const char *expected_control)
{
  TestClient *client = test_client_connect (fixture);
  g_autofree char *hello = g_strdup_printf ("{\"type\":\"hello\",\"protocol\":\"1.0\",\"role\":\"supervisor\","
                                            "\"client\":{\"name\":\"%s\",\"version\":\"0.1.0\",\"pid\":%d},\"capabilities\":[]}",
                                            name, (int) getpid ());

  expect_message (client, CARRY_ON_MESSAGE_HELLO);
  test_client_send (client, hello);
  expect_control (client, expected_control);
  expect_message (client, CARRY_ON_MESSAGE_SESSIONS);
  return client;
}

static void
on_command (CarryOnHostServer *server,
            CarryOnMessage    *message,
            Fixture           *fixture)
{
  g_ptr_array_add (fixture->commands, carry_on_message_ref (message));
}

static void
on_received (CarryOnHostServer *server,
             CarryOnMessage    *message,
             Fixture           *fixture)
{
  fixture->n_received++;
}

static void
fixture_setup (Fixture       *fixture,
               gconstpointer  data)
{
  const char *caps[] = { "prompt.submit", "log", "usage", NULL };
  g_autoptr(GError) error = NULL;

  fixture->dir = g_dir_make_tmp ("carry-on-host-server-XXXXXX", &error);
  g_assert_no_error (error);
  fixture->path = g_build_filename (fixture->dir, "test.sock", NULL);
  fixture->server = carry_on_host_server_new ("simulated", "Simulated", "9.9", caps);
  fixture->commands = g_ptr_array_new_with_free_func ((GDestroyNotify) carry_on_message_unref);
  g_signal_connect (fixture->server, "command", G_CALLBACK (on_command), fixture);
  g_signal_connect (fixture->server, "received", G_CALLBACK (on_received), fixture);
  g_assert_true (carry_on_host_server_listen (fixture->server, fixture->path, &error));
  g_assert_no_error (error);
}

static void
fixture_teardown (Fixture       *fixture,
                  gconstpointer  data)
{
  carry_on_host_server_close (fixture->server);
  g_assert_false (g_file_test (fixture->path, G_FILE_TEST_EXISTS));
  while (g_main_context_iteration (NULL, FALSE))
    ;
  g_assert_finalize_object (fixture->server);
  g_ptr_array_unref (fixture->commands);
  g_rmdir (fixture->dir);
  g_free (fixture->path);
  g_free (fixture->dir);
}

static void
emit_json (Fixture    *fixture,
           const char *json)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(CarryOnMessage) message = carry_on_message_parse (json, strlen (json), CARRY_ON_PEER_HOST, &error);

  g_assert_no_error (error);
  carry_on_host_server_emit (fixture->server, message);
}

static void
test_handshake (Fixture       *fixture,
                gconstpointer  data)
{
  TestClient *client = test_client_connect (fixture);
  CarryOnMessage *hello = expect_message (client, CARRY_ON_MESSAGE_HELLO);
  JsonObject *host = json_object_get_object_member (carry_on_message_get_object (hello), "host");
  CarryOnMessage *sessions;
  struct stat st;

  g_assert_cmpstr (carry_on_message_get_string (hello, "protocol"), ==, CARRY_ON_PROTOCOL_VERSION);
  g_assert_cmpstr (carry_on_message_get_string (hello, "role"), ==, "host");
  g_assert_cmpstr (json_object_get_string_member (host, "kind"), ==, "simulated");
  g_assert_cmpstr (json_object_get_string_member (host, "name"), ==, "Simulated");
  g_assert_cmpstr (json_object_get_string_member (host, "version"), ==, "9.9");
  g_assert_cmpint (json_object_get_int_member (host, "pid"), ==, getpid ());

  /* The socket is private to its owner. */
  g_assert_cmpint (g_stat (fixture->path, &st), ==, 0);
  g_assert_true (S_ISSOCK (st.st_mode));
  g_assert_cmpint (st.st_mode & 0777, ==, 0600);

  test_client_send (client, "{\"type\":\"hello\",\"protocol\":\"1.3\",\"role\":\"supervisor\",\"future\":1}");
  expect_control (client, "free");
  sessions = expect_message (client, CARRY_ON_MESSAGE_SESSIONS);
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (carry_on_message_get_object (sessions), "sessions")), ==, 0);
  g_assert_cmpuint (carry_on_host_server_get_n_clients (fixture->server), ==, 1);
  g_assert_cmpuint (fixture->n_received, ==, 1);

  test_client_free (client);
  WAIT_UNTIL (carry_on_host_server_get_n_clients (fixture->server) == 0);
}

static void
test_version_mismatch (Fixture       *fixture,
                       gconstpointer  data)
{
  TestClient *client = test_client_connect (fixture);
  CarryOnMessage *error;
  const char *text;

  expect_message (client, CARRY_ON_MESSAGE_HELLO);
  test_client_send (client, "{\"type\":\"hello\",\"protocol\":\"2.0\",\"role\":\"supervisor\"}");
  error = expect_message (client, CARRY_ON_MESSAGE_ERROR);
  g_assert_cmpstr (carry_on_message_get_string (error, "code"), ==, "version");
  text = carry_on_message_get_string (error, "message");
  g_assert_nonnull (strstr (text, "supervisor speaks 2.0"));
  g_assert_nonnull (strstr (text, "host speaks 1.0"));
  expect_eof (client);
  g_assert_cmpuint (client->messages->len, ==, 2);
  WAIT_UNTIL (carry_on_host_server_get_n_clients (fixture->server) == 0);
  test_client_free (client);
}

static void
test_hello_first (Fixture       *fixture,
                  gconstpointer  data)
{
  TestClient *client = test_client_connect (fixture);
  CarryOnMessage *error;

  expect_message (client, CARRY_ON_MESSAGE_HELLO);
  test_client_send (client, "{\"type\":\"control.claim\"}");
  error = expect_message (client, CARRY_ON_MESSAGE_ERROR);
  g_assert_cmpstr (carry_on_message_get_string (error, "code"), ==, "invalid-field");
  g_assert_nonnull (strstr (carry_on_message_get_string (error, "message"), "hello"));

  /* The claim was not taken: after hello, control is still free. */
  test_client_send (client, "{\"type\":\"hello\",\"protocol\":\"1.0\",\"role\":\"supervisor\"}");
  expect_control (client, "free");
  expect_message (client, CARRY_ON_MESSAGE_SESSIONS);

  /* A second hello is an error, and changes nothing. */
  test_client_send (client, "{\"type\":\"hello\",\"protocol\":\"1.0\",\"role\":\"supervisor\"}");
  error = expect_message (client, CARRY_ON_MESSAGE_ERROR);
  g_assert_cmpstr (carry_on_message_get_string (error, "code"), ==, "invalid-field");
  test_client_free (client);
}

static void
test_claim_order (Fixture       *fixture,
                  gconstpointer  data)
{
  TestClient *a = greeted_client (fixture, "A", "free");
  TestClient *b = greeted_client (fixture, "B", "free");
  TestClient *c = NULL;
  CarryOnMessage *observer;
  JsonObject *controller;

  test_client_send (a, "{\"type\":\"control.claim\"}");
  expect_control (a, "granted");
  test_client_send (b, "{\"type\":\"control.claim\"}");
  observer = expect_message (b, CARRY_ON_MESSAGE_CONTROL);
  g_assert_cmpstr (carry_on_message_get_string (observer, "state"), ==, "observer");
  controller = json_object_get_object_member (carry_on_message_get_object (observer), "controller");
  g_assert_cmpstr (json_object_get_string_member (controller, "name"), ==, "A");
  g_assert_cmpint (json_object_get_int_member (controller, "pid"), ==, getpid ());

  /* Claiming again while holding it is still granted. */
  test_client_send (a, "{\"type\":\"control.claim\"}");
  expect_control (a, "granted");

  /* A latecomer learns at once that someone else holds control. */
  c = greeted_client (fixture, "C", "observer");

  test_client_free (a);
  test_client_free (b);
  test_client_free (c);
}

static void
test_observer_prompt_dropped (Fixture       *fixture,
                              gconstpointer  data)
{
  TestClient *a = greeted_client (fixture, "A", "free");
  TestClient *b = greeted_client (fixture, "B", "free");
  CarryOnMessage *result;
  CarryOnMessage *command;

  test_client_send (a, "{\"type\":\"control.claim\"}");
  expect_control (a, "granted");

  test_client_send (b, "{\"type\":\"prompt.submit\",\"request_id\":\"co-b\",\"session_id\":\"s1\",\"text\":\"continue\"}");
  result = expect_message (b, CARRY_ON_MESSAGE_PROMPT_RESULT);
  g_assert_cmpstr (carry_on_message_get_request_id (result), ==, "co-b");
  g_assert_cmpstr (carry_on_message_get_session_id (result), ==, "s1");
  g_assert_false (carry_on_message_get_boolean (result, "ok", TRUE));
  g_assert_cmpstr (carry_on_message_get_string (result, "drop"), ==, "not the controller");

  /* An observer's log line never reaches the host either. */
  test_client_send (b, "{\"type\":\"log\",\"session_id\":\"s1\",\"text\":\"I am not in charge\"}");

  test_client_send (a, "{\"type\":\"prompt.submit\",\"request_id\":\"co-a\",\"session_id\":\"s1\",\"text\":\"continue\"}");
  test_client_send (a, "{\"type\":\"log\",\"session_id\":\"s1\",\"text\":\"continuing in 5 s (1/99)\"}");
  WAIT_UNTIL (fixture->commands->len == 2);
  command = g_ptr_array_index (fixture->commands, 0);
  g_assert_cmpint (carry_on_message_get_message_type (command), ==, CARRY_ON_MESSAGE_PROMPT_SUBMIT);
  g_assert_cmpstr (carry_on_message_get_request_id (command), ==, "co-a");
  command = g_ptr_array_index (fixture->commands, 1);
  g_assert_cmpint (carry_on_message_get_message_type (command), ==, CARRY_ON_MESSAGE_LOG);
  g_assert_cmpstr (carry_on_message_get_string (command, "text"), ==, "continuing in 5 s (1/99)");

  /* The host does not answer a controller's prompt by itself. */
  expect_quiet (a);
  g_assert_cmpuint (fixture->n_received, ==, 7);

  test_client_free (a);
  test_client_free (b);
}

static void
test_controller_leaves (Fixture       *fixture,
                        gconstpointer  data)
{
  TestClient *a = greeted_client (fixture, "A", "free");
  TestClient *b = greeted_client (fixture, "B", "free");
  TestClient *c = greeted_client (fixture, "C", "free");

  test_client_send (a, "{\"type\":\"control.claim\"}");
  expect_control (a, "granted");

  test_client_free (a);
  expect_control (b, "free");
  expect_control (c, "free");

  /* The first new claim wins. */
  test_client_send (c, "{\"type\":\"control.claim\"}");
  expect_control (c, "granted");
  test_client_send (b, "{\"type\":\"control.claim\"}");
  expect_control (b, "observer");

  test_client_free (b);
  test_client_free (c);
}

static void
test_release (Fixture       *fixture,
              gconstpointer  data)
{
  TestClient *a = greeted_client (fixture, "A", "free");
  TestClient *b = greeted_client (fixture, "B", "free");

  test_client_send (a, "{\"type\":\"control.claim\"}");
  expect_control (a, "granted");

  /* A release from a client without control changes nothing. */
  test_client_send (b, "{\"type\":\"control.release\"}");
  test_client_send (b, "{\"type\":\"control.claim\"}");
  expect_control (b, "observer");

  test_client_send (a, "{\"type\":\"control.release\"}");
  expect_control (a, "free");
  expect_control (b, "free");
  test_client_send (b, "{\"type\":\"control.claim\"}");
  expect_control (b, "granted");

  test_client_free (a);
  test_client_free (b);
}

/* docs/protocol.md §3, control.take: the host announces it, hands control
 * to the taker at once, tells the old controller and every observer who
 * controls now, and sends the taker a fresh snapshot; the old controller's
 * prompts are refused from then on. */
static void
test_take_control (Fixture       *fixture,
                   gconstpointer  data)
{
  TestClient *a = test_client_connect (fixture);
  TestClient *b, *c;
  CarryOnMessage *hello = expect_message (a, CARRY_ON_MESSAGE_HELLO);
  JsonArray *caps = json_object_get_array_member (carry_on_message_get_object (hello), "capabilities");
  CarryOnMessage *observer, *result, *sessions;
  JsonObject *controller;
  gboolean announced = FALSE;

  for (guint i = 0; i < json_array_get_length (caps); i++)
    announced |= g_strcmp0 (json_array_get_string_element (caps, i), "control.take") == 0;
  g_assert_true (announced);
  test_client_send (a, "{\"type\":\"hello\",\"protocol\":\"1.0\",\"role\":\"supervisor\","
                       "\"client\":{\"name\":\"A\",\"pid\":1}}");
  expect_control (a, "free");
  expect_message (a, CARRY_ON_MESSAGE_SESSIONS);
  test_client_send (a, "{\"type\":\"control.claim\"}");
  expect_control (a, "granted");
  b = greeted_client (fixture, "B", "observer");
  c = greeted_client (fixture, "C", "observer");
  emit_json (fixture, "{\"type\":\"session.start\",\"session\":{\"id\":\"s1\",\"title\":\"Fix\"}}");
  expect_message (a, CARRY_ON_MESSAGE_SESSION_START);
  expect_message (b, CARRY_ON_MESSAGE_SESSION_START);
  expect_message (c, CARRY_ON_MESSAGE_SESSION_START);

  test_client_send (b, "{\"type\":\"control.take\"}");
  /* The old controller is told who took it. */
  observer = expect_message (a, CARRY_ON_MESSAGE_CONTROL);
  g_assert_cmpstr (carry_on_message_get_string (observer, "state"), ==, "observer");
  controller = json_object_get_object_member (carry_on_message_get_object (observer), "controller");
  g_assert_cmpstr (json_object_get_string_member (controller, "name"), ==, "B");
  /* So is every other observer. */
  observer = expect_message (c, CARRY_ON_MESSAGE_CONTROL);
  g_assert_cmpstr (carry_on_message_get_string (observer, "state"), ==, "observer");
  controller = json_object_get_object_member (carry_on_message_get_object (observer), "controller");
  g_assert_cmpstr (json_object_get_string_member (controller, "name"), ==, "B");
  /* The taker holds control and gets the snapshot to plan from. */
  expect_control (b, "granted");
  sessions = expect_message (b, CARRY_ON_MESSAGE_SESSIONS);
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (carry_on_message_get_object (sessions), "sessions")), ==, 1);

  /* The old controller's continue no longer reaches the agent. */
  test_client_send (a, "{\"type\":\"prompt.submit\",\"request_id\":\"co-a\",\"session_id\":\"s1\",\"text\":\"continue\"}");
  result = expect_message (a, CARRY_ON_MESSAGE_PROMPT_RESULT);
  g_assert_false (carry_on_message_get_boolean (result, "ok", TRUE));
  g_assert_cmpstr (carry_on_message_get_string (result, "drop"), ==, "not the controller");
  test_client_send (b, "{\"type\":\"prompt.submit\",\"request_id\":\"co-b\",\"session_id\":\"s1\",\"text\":\"continue\"}");
  WAIT_UNTIL (fixture->commands->len == 1);
  g_assert_cmpstr (carry_on_message_get_request_id (g_ptr_array_index (fixture->commands, 0)), ==, "co-b");

  /* Taking it again while holding it only says granted. */
  test_client_send (b, "{\"type\":\"control.take\"}");
  expect_control (b, "granted");
  expect_quiet (a);
  g_assert_cmpuint (c->messages->len, ==, c->cursor);

  /* The old controller can take it back. */
  test_client_send (a, "{\"type\":\"control.take\"}");
  expect_control (b, "observer");
  expect_control (a, "granted");
  expect_message (a, CARRY_ON_MESSAGE_SESSIONS);

  test_client_free (a);
  test_client_free (b);
  test_client_free (c);
}

static void
test_snapshot_reflects_events (Fixture       *fixture,
                               gconstpointer  data)
{
  TestClient *a = greeted_client (fixture, "A", "free");
  TestClient *b;
  CarryOnMessage *sessions;
  const CarryOnSessionInfo *info;
  g_autoptr(CarryOnSessionInfo) s1 = NULL;
  JsonArray *array;

  emit_json (fixture, "{\"type\":\"session.start\",\"session\":{\"id\":\"s1\",\"title\":\"Fix\",\"provider\":\"api.anthropic.com\"}}");
  emit_json (fixture, "{\"type\":\"session.start\",\"session\":{\"id\":\"s2\",\"title\":\"Other\"}}");
  emit_json (fixture, "{\"type\":\"session.start\",\"session\":{\"id\":\"s3\"}}");
  emit_json (fixture, "{\"type\":\"turn.start\",\"session_id\":\"s1\",\"turn_id\":\"t1\"}");
  info = carry_on_host_server_lookup_session (fixture->server, "s1");
  g_assert_nonnull (info);
  g_assert_true (info->turn_running);

  /* A subagent turn inside it changes neither turn_running nor last_turn. */
  emit_json (fixture, "{\"type\":\"turn.start\",\"session_id\":\"s1\",\"turn_id\":\"t1a\",\"agent_id\":\"a1\"}");
  emit_json (fixture, "{\"type\":\"turn.complete\",\"session_id\":\"s1\",\"turn_id\":\"t1a\",\"agent_id\":\"a1\",\"reason\":\"error\"}");
  g_assert_true (info->turn_running);
  g_assert_cmpint (info->last_reason, ==, CARRY_ON_TURN_REASON_NONE);

  emit_json (fixture, "{\"type\":\"turn.complete\",\"session_id\":\"s1\",\"turn_id\":\"t1\",\"reason\":\"error\",\"ended_at\":1764450000000,"
                      "\"failure\":{\"kind\":\"server_error\",\"status\":529,\"message\":\"API Error: 529 Overloaded\"}}");
  emit_json (fixture, "{\"type\":\"session.update\",\"session\":{\"id\":\"s2\",\"title\":\"Renamed\"}}");
  emit_json (fixture, "{\"type\":\"session.end\",\"session_id\":\"s3\"}");
  emit_json (fixture, "{\"type\":\"prompt.result\",\"request_id\":\"co-7\",\"session_id\":\"s2\",\"ok\":false,\"drop\":\"stopped\"}");

  /* The greeted client saw every event, in order. */
  expect_message (a, CARRY_ON_MESSAGE_SESSION_START);
  expect_message (a, CARRY_ON_MESSAGE_SESSION_START);
  expect_message (a, CARRY_ON_MESSAGE_SESSION_START);
  expect_message (a, CARRY_ON_MESSAGE_TURN_START);
  expect_message (a, CARRY_ON_MESSAGE_TURN_START);
  expect_message (a, CARRY_ON_MESSAGE_TURN_COMPLETE);
  expect_message (a, CARRY_ON_MESSAGE_TURN_COMPLETE);
  expect_message (a, CARRY_ON_MESSAGE_SESSION_UPDATE);
  expect_message (a, CARRY_ON_MESSAGE_SESSION_END);
  expect_message (a, CARRY_ON_MESSAGE_PROMPT_RESULT);

  /* A newcomer's snapshot says the same. */
  b = test_client_connect (fixture);
  expect_message (b, CARRY_ON_MESSAGE_HELLO);
  test_client_send (b, "{\"type\":\"hello\",\"protocol\":\"1.0\",\"role\":\"supervisor\"}");
  expect_control (b, "free");
  sessions = expect_message (b, CARRY_ON_MESSAGE_SESSIONS);
  array = json_object_get_array_member (carry_on_message_get_object (sessions), "sessions");
  g_assert_cmpuint (json_array_get_length (array), ==, 2);

  s1 = carry_on_session_info_from_json (json_array_get_object_element (array, 0), NULL);
  g_assert_cmpstr (s1->id, ==, "s1");
  g_assert_cmpstr (s1->title, ==, "Fix");
  g_assert_cmpstr (s1->provider, ==, "api.anthropic.com");
  g_assert_false (s1->turn_running);
  g_assert_cmpint (s1->last_reason, ==, CARRY_ON_TURN_REASON_ERROR);
  g_assert_cmpstr (s1->last_turn_id, ==, "t1");
  g_assert_null (s1->last_agent_id);
  g_assert_cmpint (s1->last_ended_at, ==, G_GINT64_CONSTANT (1764450000000));
  g_assert_nonnull (s1->last_failure);
  g_assert_cmpint (s1->last_failure->status, ==, 529);
  g_assert_cmpstr (s1->last_failure->message, ==, "API Error: 529 Overloaded");

  {
    g_autoptr(CarryOnSessionInfo) s2 = carry_on_session_info_from_json (json_array_get_object_element (array, 1), NULL);

    g_assert_cmpstr (s2->id, ==, "s2");
    g_assert_cmpstr (s2->title, ==, "Renamed");
    g_assert_cmpstr (s2->last_request_id, ==, "co-7");
    g_assert_cmpstr (s2->last_request_state, ==, "dropped");
  }
  g_assert_null (carry_on_host_server_lookup_session (fixture->server, "s3"));

  test_client_free (a);
  test_client_free (b);
}

static void
test_request_state (Fixture       *fixture,
                    gconstpointer  data)
{
  const CarryOnSessionInfo *info;

  emit_json (fixture, "{\"type\":\"session.start\",\"session\":{\"id\":\"s1\"}}");
  emit_json (fixture, "{\"type\":\"prompt.result\",\"request_id\":\"co-1\",\"session_id\":\"s1\",\"ok\":true}");
  info = carry_on_host_server_lookup_session (fixture->server, "s1");
  g_assert_cmpstr (info->last_request_id, ==, "co-1");
  g_assert_cmpstr (info->last_request_state, ==, "queued");

  emit_json (fixture, "{\"type\":\"prompt.submit\",\"session_id\":\"s1\",\"origin\":{\"kind\":\"plugin\",\"request_id\":\"co-1\"}}");
  g_assert_cmpstr (info->last_request_state, ==, "started");

  /* A person's prompt is not a supervisor request. */
  emit_json (fixture, "{\"type\":\"prompt.submit\",\"session_id\":\"s1\",\"origin\":{\"kind\":\"composer\"}}");
  g_assert_cmpstr (info->last_request_id, ==, "co-1");
}

static void
test_ungreeted_gets_no_events (Fixture       *fixture,
                               gconstpointer  data)
{
  TestClient *client = test_client_connect (fixture);

  expect_message (client, CARRY_ON_MESSAGE_HELLO);
  WAIT_UNTIL (carry_on_host_server_get_n_clients (fixture->server) == 1);
  emit_json (fixture, "{\"type\":\"session.start\",\"session\":{\"id\":\"s1\"}}");
  expect_quiet (client);

  /* It gets the state in the snapshot instead. */
  test_client_send (client, "{\"type\":\"hello\",\"protocol\":\"1.0\",\"role\":\"supervisor\"}");
  expect_control (client, "free");
  expect_message (client, CARRY_ON_MESSAGE_SESSIONS);
  expect_quiet (client);
  test_client_free (client);
}

static void
test_emit_refuses_invalid (Fixture       *fixture,
                           gconstpointer  data)
{
  g_autoptr(CarryOnMessage) bad = carry_on_message_new (CARRY_ON_MESSAGE_TURN_COMPLETE);
  TestClient *client = greeted_client (fixture, "A", "free");

  /* turn.complete without session_id, turn_id and reason: a host bug. */
  g_test_expect_message ("carry-on-host", G_LOG_LEVEL_CRITICAL, "*not emitting an invalid turn.complete*");
  carry_on_host_server_emit (fixture->server, bad);
  g_test_assert_expected_messages ();
  expect_quiet (client);
  test_client_free (client);
}

static void
test_malformed_line_keeps_connection (Fixture       *fixture,
                                      gconstpointer  data)
{
  TestClient *client = greeted_client (fixture, "A", "free");
  CarryOnMessage *error;
  const char bad_utf8[] = "{\"type\":\"log\",\"session_id\":\"s\",\"text\":\"\xff\"}\n";

  test_client_send (client, "this is not json");
  error = expect_message (client, CARRY_ON_MESSAGE_ERROR);
  g_assert_cmpstr (carry_on_message_get_string (error, "code"), ==, "malformed");

  test_client_write (client, bad_utf8, sizeof bad_utf8 - 1);
  error = expect_message (client, CARRY_ON_MESSAGE_ERROR);
  g_assert_cmpstr (carry_on_message_get_string (error, "code"), ==, "malformed");

  test_client_send (client, "{\"type\":\"explode\"}");
  error = expect_message (client, CARRY_ON_MESSAGE_ERROR);
  g_assert_cmpstr (carry_on_message_get_string (error, "code"), ==, "unknown-type");

  /* A host → supervisor type is unknown from a supervisor. */
  test_client_send (client, "{\"type\":\"turn.complete\",\"session_id\":\"s\",\"turn_id\":\"t\",\"reason\":\"error\"}");
  error = expect_message (client, CARRY_ON_MESSAGE_ERROR);
  g_assert_cmpstr (carry_on_message_get_string (error, "code"), ==, "unknown-type");

  test_client_send (client, "{\"type\":\"prompt.submit\",\"request_id\":\"co-1\",\"session_id\":\"s\",\"text\":7}");
  error = expect_message (client, CARRY_ON_MESSAGE_ERROR);
  g_assert_cmpstr (carry_on_message_get_string (error, "code"), ==, "invalid-field");

  /* An error from the peer is never answered. */
  test_client_send (client, "{\"type\":\"error\",\"code\":\"malformed\",\"message\":\"you first\"}");

  /* The connection is still up and working. */
  test_client_send (client, "{\"type\":\"control.claim\"}");
  expect_control (client, "granted");
  g_assert_cmpuint (carry_on_host_server_get_n_clients (fixture->server), ==, 1);
  test_client_free (client);
}

static void
test_fragmented_and_batched_lines (Fixture       *fixture,
                                   gconstpointer  data)
{
  TestClient *client = greeted_client (fixture, "A", "free");
  const char *claim = "{\"type\":\"control.claim\"}\n";

  /* One line in three writes, then two lines in one write. */
  test_client_write (client, claim, 5);
  for (guint i = 0; i < 5; i++)
    g_main_context_iteration (NULL, FALSE);
  test_client_write (client, claim + 5, 10);
  for (guint i = 0; i < 5; i++)
    g_main_context_iteration (NULL, FALSE);
  test_client_write (client, claim + 15, strlen (claim) - 15);
  expect_control (client, "granted");

  test_client_send (client, "{\"type\":\"log\",\"session_id\":\"s1\",\"text\":\"one\"}\n"
                            "{\"type\":\"log\",\"session_id\":\"s1\",\"text\":\"two\"}\r");
  WAIT_UNTIL (fixture->commands->len == 2);
  g_assert_cmpstr (carry_on_message_get_string (g_ptr_array_index (fixture->commands, 0), "text"), ==, "one");
  g_assert_cmpstr (carry_on_message_get_string (g_ptr_array_index (fixture->commands, 1), "text"), ==, "two");
  test_client_free (client);
}

static char *
prompt_line_of_length (gsize length)
{
  const char *head = "{\"type\":\"prompt.submit\",\"request_id\":\"co-big\",\"session_id\":\"s1\",\"text\":\"";
  const char *tail = "\"}";
  GString *line = g_string_sized_new (length + 2);

  g_string_append (line, head);
  while (line->len < length - strlen (tail))
    g_string_append_c (line, 'x');
  g_string_append (line, tail);
  g_assert_cmpuint (line->len, ==, length);
  g_string_append_c (line, '\n');
  return g_string_free (line, FALSE);
}

static void
test_line_at_limit_accepted (Fixture       *fixture,
                             gconstpointer  data)
{
  TestClient *client = greeted_client (fixture, "A", "free");
  g_autofree char *line = prompt_line_of_length (CARRY_ON_PROTOCOL_MAX_LINE);
  CarryOnMessage *result;

  /* Exactly 1 MiB plus the newline goes through the bounded reader. */
  test_client_write (client, line, strlen (line));
  result = expect_message (client, CARRY_ON_MESSAGE_PROMPT_RESULT);
  g_assert_cmpstr (carry_on_message_get_request_id (result), ==, "co-big");
  g_assert_cmpstr (carry_on_message_get_string (result, "drop"), ==, "not the controller");
  test_client_free (client);
}

static void
test_oversized_line_closes_that_client (Fixture       *fixture,
                                        gconstpointer  data)
{
  TestClient *a = greeted_client (fixture, "A", "free");
  TestClient *b = greeted_client (fixture, "B", "free");
  g_autofree char *line = prompt_line_of_length (CARRY_ON_PROTOCOL_MAX_LINE + 1);
  g_autofree char *endless = g_malloc (4 * 1024 * 1024);
  CarryOnMessage *error;

  test_client_send (a, "{\"type\":\"control.claim\"}");
  expect_control (a, "granted");

  /* One byte over the limit: an error reply, then the connection closes. */
  test_client_write (a, line, strlen (line));
  error = expect_message (a, CARRY_ON_MESSAGE_ERROR);
  g_assert_cmpstr (carry_on_message_get_string (error, "code"), ==, "too-long");
  expect_eof (a);

  /* The other client is unharmed, and control was handed back. */
  expect_control (b, "free");
  emit_json (fixture, "{\"type\":\"usage\",\"windows\":[{\"kind\":\"five_hour\",\"percent_used\":1}]}");
  expect_message (b, CARRY_ON_MESSAGE_USAGE);
  g_assert_cmpuint (fixture->commands->len, ==, 0);

  /* 4 MiB without any newline: refused after the cap, never buffered whole. */
  memset (endless, 'y', 4 * 1024 * 1024);
  test_client_write (b, endless, 4 * 1024 * 1024);
  error = expect_message (b, CARRY_ON_MESSAGE_ERROR);
  g_assert_cmpstr (carry_on_message_get_string (error, "code"), ==, "too-long");
  expect_eof (b);
  WAIT_UNTIL (carry_on_host_server_get_n_clients (fixture->server) == 0);

  test_client_free (a);
  test_client_free (b);
}

static void
test_close_ends_clients (Fixture       *fixture,
                         gconstpointer  data)
{
  TestClient *client = greeted_client (fixture, "A", "free");

  carry_on_host_server_close (fixture->server);
  g_assert_false (g_file_test (fixture->path, G_FILE_TEST_EXISTS));
  g_assert_cmpuint (carry_on_host_server_get_n_clients (fixture->server), ==, 0);
  expect_eof (client);
  test_client_free (client);
}

static void
test_stale_socket_replaced (void)
{
  g_autofree char *dir = g_dir_make_tmp ("carry-on-host-server-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "stale.sock", NULL);
  g_autoptr(CarryOnHostServer) server = carry_on_host_server_new ("simulated", "Simulated", NULL, NULL);
  g_autoptr(GError) error = NULL;
  struct sockaddr_un sun = { .sun_family = AF_UNIX };
  int fd;

  /* A socket file nobody listens on any more, as a crashed host leaves it. */
  fd = socket (AF_UNIX, SOCK_STREAM, 0);
  g_assert_cmpint (fd, >=, 0);
  g_strlcpy (sun.sun_path, path, sizeof sun.sun_path);
  g_assert_cmpint (bind (fd, (struct sockaddr *) &sun, sizeof sun), ==, 0);
  close (fd);
  g_assert_true (g_file_test (path, G_FILE_TEST_EXISTS));

  g_assert_true (carry_on_host_server_listen (server, path, &error));
  g_assert_no_error (error);
  carry_on_host_server_close (server);
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
  g_rmdir (dir);
}

static void
test_live_socket_refused (void)
{
  g_autofree char *dir = g_dir_make_tmp ("carry-on-host-server-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "live.sock", NULL);
  g_autoptr(CarryOnHostServer) first = carry_on_host_server_new ("simulated", "First", NULL, NULL);
  g_autoptr(CarryOnHostServer) second = carry_on_host_server_new ("simulated", "Second", NULL, NULL);
  g_autoptr(GError) error = NULL;

  g_assert_true (carry_on_host_server_listen (first, path, NULL));
  g_assert_false (carry_on_host_server_listen (second, path, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_ADDRESS_IN_USE);

  /* The first host's socket is untouched. */
  g_assert_true (g_file_test (path, G_FILE_TEST_EXISTS));
  carry_on_host_server_close (first);
  g_rmdir (dir);
}

static void
test_non_socket_refused (void)
{
  g_autofree char *dir = g_dir_make_tmp ("carry-on-host-server-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "file.sock", NULL);
  g_autoptr(CarryOnHostServer) server = carry_on_host_server_new ("simulated", "Simulated", NULL, NULL);
  g_autoptr(GError) error = NULL;
  g_autofree char *contents = NULL;

  g_assert_true (g_file_set_contents (path, "keep me", -1, NULL));
  g_assert_false (carry_on_host_server_listen (server, path, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_EXISTS);

  /* Never lose data: the file is still there, unchanged. */
  g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
  g_assert_cmpstr (contents, ==, "keep me");
  g_unlink (path);
  g_rmdir (dir);
}

typedef struct
{
  char    *path;
  gboolean created;   /* the final name appeared by itself */
  gboolean moved_in;  /* the final name appeared by a rename */
} Appearance;

static void
on_dir_event (GFileMonitor      *monitor,
              GFile             *file,
              GFile             *other,
              GFileMonitorEvent  event,
              Appearance        *seen)
{
  g_autofree char *path = g_file_get_path (file);
  g_autofree char *other_path = other != NULL ? g_file_get_path (other) : NULL;

  if (event == G_FILE_MONITOR_EVENT_CREATED && g_strcmp0 (path, seen->path) == 0)
    seen->created = TRUE;
  if ((event == G_FILE_MONITOR_EVENT_RENAMED && g_strcmp0 (other_path, seen->path) == 0)
      || (event == G_FILE_MONITOR_EVENT_MOVED_IN && g_strcmp0 (path, seen->path) == 0))
    seen->moved_in = TRUE;
}

/* The socket file appears only once it listens (bound under a hidden name,
 * then renamed): a supervisor that connects as soon as it sees the file is
 * never refused, which it would take for a stale socket. */
static void
test_published_listening (void)
{
  g_autofree char *dir = g_dir_make_tmp ("carry-on-host-server-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "host.sock", NULL);
  g_autoptr(GFile) gdir = g_file_new_for_path (dir);
  g_autoptr(GFileMonitor) monitor = NULL;
  g_autoptr(CarryOnHostServer) server = carry_on_host_server_new ("simulated", "Simulated", NULL, NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(GDir) listing = NULL;
  Appearance seen = { path, FALSE, FALSE };
  const char *name;

  monitor = g_file_monitor_directory (gdir, G_FILE_MONITOR_WATCH_MOVES, NULL, &error);
  g_assert_no_error (error);
  g_signal_connect (monitor, "changed", G_CALLBACK (on_dir_event), &seen);

  g_assert_true (carry_on_host_server_listen (server, path, &error));
  g_assert_no_error (error);
  WAIT_UNTIL (seen.created || seen.moved_in);
  g_assert_false (seen.created);

  /* Nothing hidden is left behind. */
  listing = g_dir_open (dir, 0, &error);
  g_assert_no_error (error);
  while ((name = g_dir_read_name (listing)) != NULL)
    g_assert_cmpstr (name, ==, "host.sock");

  carry_on_host_server_close (server);
  g_signal_handlers_disconnect_by_data (monitor, &seen);
  g_rmdir (dir);
}

static void
test_path_too_long (void)
{
  g_autoptr(CarryOnHostServer) server = carry_on_host_server_new ("simulated", "Simulated", NULL, NULL);
  g_autoptr(GError) error = NULL;
  g_autofree char *name = g_strnfill (200, 'x');
  g_autofree char *path = g_build_filename (g_get_tmp_dir (), name, NULL);

  g_assert_false (carry_on_host_server_listen (server, path, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT);
}

/* A `command` goes to one supervisor: the controller, else the first
 * greeted; with none, the host is told so it can answer by itself.
 * Every `command.result` reaches the host; `session.status` only from the
 * controller. */
static void
test_command_routing (Fixture       *fixture,
                      gconstpointer  data)
{
  g_autoptr(CarryOnMessage) command = carry_on_message_new_command ("cc-1", "s1", "status");
  g_autoptr(GError) error = NULL;
  TestClient *a, *b;
  CarryOnMessage *got;

  g_assert_false (carry_on_host_server_try_emit (fixture->server, command, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_CONNECTED);
  g_clear_error (&error);

  a = greeted_client (fixture, "A", "free");
  b = greeted_client (fixture, "B", "free");

  /* Nobody controls: the first greeted gets it. */
  g_assert_true (carry_on_host_server_try_emit (fixture->server, command, &error));
  g_assert_no_error (error);
  got = expect_message (a, CARRY_ON_MESSAGE_COMMAND);
  g_assert_cmpstr (carry_on_message_get_request_id (got), ==, "cc-1");

  /* B controls: only B gets the next. */
  test_client_send (b, "{\"type\":\"control.claim\"}");
  expect_control (b, "granted");
  g_assert_true (carry_on_host_server_try_emit (fixture->server, command, &error));
  expect_message (b, CARRY_ON_MESSAGE_COMMAND);
  expect_quiet (a);

  test_client_send (a, "{\"type\":\"command.result\",\"request_id\":\"cc-1\",\"ok\":false,\"text\":\"Controlled by another Carry On\"}");
  test_client_send (a, "{\"type\":\"session.status\",\"session_id\":\"s1\",\"enabled\":true,\"count\":0,\"limit\":9,\"state\":\"idle\"}");
  test_client_send (b, "{\"type\":\"session.status\",\"session_id\":\"s1\",\"enabled\":true,\"count\":1,\"limit\":9,\"state\":\"waiting\",\"due_at\":1}");
  test_client_send (b, "{\"type\":\"command.result\",\"request_id\":\"cc-1\",\"ok\":true,\"text\":\"on\"}");
  WAIT_UNTIL (fixture->commands->len == 3);
  g_assert_cmpint (carry_on_message_get_message_type (g_ptr_array_index (fixture->commands, 0)), ==, CARRY_ON_MESSAGE_COMMAND_RESULT);
  g_assert_false (carry_on_message_get_boolean (g_ptr_array_index (fixture->commands, 0), "ok", TRUE));
  got = g_ptr_array_index (fixture->commands, 1);
  g_assert_cmpint (carry_on_message_get_message_type (got), ==, CARRY_ON_MESSAGE_SESSION_STATUS);
  g_assert_cmpint (carry_on_message_get_int (got, "count", -1), ==, 1);
  g_assert_cmpint (carry_on_message_get_message_type (g_ptr_array_index (fixture->commands, 2)), ==, CARRY_ON_MESSAGE_COMMAND_RESULT);

  test_client_free (a);
  test_client_free (b);
}

#define ADD(name, func) \
  g_test_add ("/host-server/" name, Fixture, NULL, fixture_setup, func, fixture_teardown)

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);

  /* A periodic wake-up keeps WAIT_UNTIL's deadline check running. */
  g_timeout_add (50, wake_up, NULL);

  ADD ("handshake", test_handshake);
  ADD ("version-mismatch", test_version_mismatch);
  ADD ("hello-first", test_hello_first);
  ADD ("claim-order", test_claim_order);
  ADD ("observer-prompt-dropped", test_observer_prompt_dropped);
  ADD ("command-routing", test_command_routing);
  ADD ("controller-leaves", test_controller_leaves);
  ADD ("release", test_release);
  ADD ("take-control", test_take_control);
  ADD ("snapshot-reflects-events", test_snapshot_reflects_events);
  ADD ("request-state", test_request_state);
  ADD ("ungreeted-gets-no-events", test_ungreeted_gets_no_events);
  ADD ("emit-refuses-invalid", test_emit_refuses_invalid);
  ADD ("malformed-line-keeps-connection", test_malformed_line_keeps_connection);
  ADD ("fragmented-and-batched-lines", test_fragmented_and_batched_lines);
  ADD ("line-at-limit-accepted", test_line_at_limit_accepted);
  ADD ("oversized-line-closes-that-client", test_oversized_line_closes_that_client);
  ADD ("close-ends-clients", test_close_ends_clients);
  g_test_add_func ("/host-server/stale-socket-replaced", test_stale_socket_replaced);
  g_test_add_func ("/host-server/live-socket-refused", test_live_socket_refused);
  g_test_add_func ("/host-server/non-socket-refused", test_non_socket_refused);
  g_test_add_func ("/host-server/path-too-long", test_path_too_long);
  g_test_add_func ("/host-server/published-listening", test_published_listening);

  return g_test_run ();
}
