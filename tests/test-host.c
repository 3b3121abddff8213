/* test-host.c
 *
 * SPDX-FileCopyrightText: 2026 The Carry On authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * CarryOnHost, the supervisor end of one host connection, against a server
 * end written here by hand (a socketpair, or a real socket in a temp dir),
 * so every line on the wire is checked.  Timers run on the fake clock.
 */

#include "config.h"

#include <sys/socket.h>
#include <sys/stat.h>
#include <unistd.h>

#include <gio/gio.h>
#include <gio/gunixsocketaddress.h>
#include <glib/gstdio.h>
#include <json-glib/json-glib.h>

#include "carry-on-clock.h"
#include "carry-on-host.h"
#include "carry-on-protocol.h"

#define CORE_DOMAIN "carry-on-core"
/* A guard against a hung test, not a wait for anything: 10 s real time. */
#define GUARD_US (60 * G_USEC_PER_SEC)
/* 2025-11-29T21:00:00Z, where every fake clock starts. */
#define START_US (G_GINT64_CONSTANT (1764450000) * G_USEC_PER_SEC)

/* ---- the hand-written server end ---- */

typedef struct
{
  GSocket    *socket;
  GByteArray *buf;
  gboolean    eof;
} Peer;

static Peer *
peer_new (GSocket *socket)
{
  Peer *peer = g_new0 (Peer, 1);

  peer->socket = socket;
  g_socket_set_blocking (socket, FALSE);
  peer->buf = g_byte_array_new ();
  return peer;
}

static void
peer_free (Peer *peer)
{
  if (peer->socket != NULL)
    g_socket_close (peer->socket, NULL);
  g_clear_object (&peer->socket);
  g_byte_array_unref (peer->buf);
  g_free (peer);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (Peer, peer_free)

static void
spin (void)
{
  while (g_main_context_iteration (NULL, FALSE))
    ;
}

/* Sends all of @data, letting the host read meanwhile.  FALSE when the
 * host closed the connection. */
static gboolean
peer_send (Peer       *peer,
           const char *data,
           gsize       length)
{
  gint64 guard = g_get_monotonic_time () + GUARD_US;
  gsize done = 0;

  while (done < length)
    {
      g_autoptr(GError) error = NULL;
      gssize n = g_socket_send (peer->socket, data + done, length - done, NULL, &error);

      if (n > 0)
        done += n;
      else if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_WOULD_BLOCK))
        {
          g_main_context_iteration (NULL, FALSE);
          g_socket_condition_timed_wait (peer->socket, G_IO_OUT, 1000, NULL, NULL);
        }
      else
        return FALSE;
      g_assert_cmpint (g_get_monotonic_time (), <, guard);
    }
  spin ();
  return TRUE;
}

static void
peer_write (Peer       *peer,
            const char *line)
{
  g_autofree char *with_nl = g_strconcat (line, "\n", NULL);

  g_assert_true (peer_send (peer, with_nl, strlen (with_nl)));
}

/* Reads one line (without newline), running the main loop meanwhile;
 * NULL on EOF. */
static char *
peer_read_line (Peer *peer)
{
  gint64 guard = g_get_monotonic_time () + GUARD_US;

  for (;;)
    {
      guint8 chunk[4096];
      g_autoptr(GError) error = NULL;
      const guint8 *nl = peer->buf->len > 0 ? memchr (peer->buf->data, '\n', peer->buf->len) : NULL;
      gssize n;

      if (nl != NULL)
        {
          gsize len = nl - peer->buf->data;
          char *line = g_strndup ((const char *) peer->buf->data, len);

          g_byte_array_remove_range (peer->buf, 0, len + 1);
          return line;
        }
      if (peer->eof)
        return NULL;

      n = g_socket_receive (peer->socket, (char *) chunk, sizeof chunk, NULL, &error);
      if (n > 0)
        g_byte_array_append (peer->buf, chunk, n);
      else if (n == 0)
        peer->eof = TRUE;
      else if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_WOULD_BLOCK))
        {
          g_main_context_iteration (NULL, FALSE);
          g_socket_condition_timed_wait (peer->socket, G_IO_IN, 1000, NULL, NULL);
        }
      else
        peer->eof = TRUE;   /* ECONNRESET and friends */
      g_assert_cmpint (g_get_monotonic_time (), <, guard);
    }
}

/* Reads one line and parses it; asserts its type. */
static JsonObject *
peer_read_message (Peer       *peer,
                   const char *expected_type)
{
  g_autofree char *line = peer_read_line (peer);
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;
  JsonObject *object;

  g_assert_nonnull (line);
  json_parser_load_from_data (parser, line, -1, &error);
  g_assert_no_error (error);
  g_assert_true (JSON_NODE_HOLDS_OBJECT (json_parser_get_root (parser)));
  object = json_object_ref (json_node_get_object (json_parser_get_root (parser)));
  g_assert_cmpstr (json_object_get_string_member (object, "type"), ==, expected_type);
  return object;
}

/* Nothing is waiting to be read (after letting the host run). */
static void
peer_assert_quiet (Peer *peer)
{
  char c;
  gssize n;

  spin ();
  n = g_socket_receive (peer->socket, &c, 1, NULL, NULL);
  g_assert_cmpint (n, ==, -1);
  g_assert_cmpuint (peer->buf->len, ==, 0);
}

static void
peer_expect_eof (Peer *peer)
{
  char *line;

  while ((line = peer_read_line (peer)) != NULL)
    g_free (line);
  g_assert_true (peer->eof);
}

#define HOST_HELLO \
  "{\"type\":\"hello\",\"protocol\":\"1.0\",\"role\":\"host\"," \
  "\"host\":{\"kind\":\"claude-code\",\"name\":\"Claude Code\",\"version\":\"2.1.332\",\"pid\":123}," \
  "\"capabilities\":[\"prompt.submit\",\"log\",\"usage\"],\"unknown_member\":{\"x\":1}}"

/* ---- recording the host's signals ---- */

typedef struct
{
  guint      connected;
  guint      disconnected;
  guint      state_changes;
  GPtrArray *messages;   /* CarryOnMessage */
  GPtrArray *order;      /* "connected" / message type names, in order */
} Record;

static void
on_connected (CarryOnHost *host,
              Record      *rec)
{
  rec->connected++;
  g_ptr_array_add (rec->order, g_strdup ("connected"));
}

static void
on_disconnected (CarryOnHost *host,
                 Record      *rec)
{
  rec->disconnected++;
}

static void
on_message (CarryOnHost    *host,
            CarryOnMessage *message,
            Record         *rec)
{
  g_ptr_array_add (rec->messages, carry_on_message_ref (message));
  g_ptr_array_add (rec->order,
                   g_strdup (carry_on_message_type_to_string (carry_on_message_get_message_type (message))));
}

static void
on_state (CarryOnHost *host,
          GParamSpec  *pspec,
          Record      *rec)
{
  rec->state_changes++;
}

static void
record_init (Record      *rec,
             CarryOnHost *host)
{
  memset (rec, 0, sizeof *rec);
  rec->messages = g_ptr_array_new_with_free_func ((GDestroyNotify) carry_on_message_unref);
  rec->order = g_ptr_array_new_with_free_func (g_free);
  g_signal_connect (host, "connected", G_CALLBACK (on_connected), rec);
  g_signal_connect (host, "disconnected", G_CALLBACK (on_disconnected), rec);
  g_signal_connect (host, "message", G_CALLBACK (on_message), rec);
  g_signal_connect (host, "notify::state", G_CALLBACK (on_state), rec);
}

static void
record_clear (Record      *rec,
              CarryOnHost *host)
{
  g_signal_handlers_disconnect_by_data (host, rec);
  g_clear_pointer (&rec->messages, g_ptr_array_unref);
  g_clear_pointer (&rec->order, g_ptr_array_unref);
}

static void
wait_for_state (CarryOnHost      *host,
                CarryOnHostState  state)
{
  gint64 guard = g_get_monotonic_time () + GUARD_US;

  while (carry_on_host_get_state (host) != state)
    {
      g_main_context_iteration (NULL, FALSE);
      g_usleep (200);
      g_assert_cmpint (g_get_monotonic_time (), <, guard);
    }
}

/* A socketpair: one end for the host, one for the test's peer. */
static CarryOnHost *
host_new_pair (CarryOnClock  *clock,
               Peer         **peer_out)
{
  int fds[2];
  g_autoptr(GError) error = NULL;
  g_autoptr(GSocket) host_socket = NULL;
  g_autoptr(GSocketConnection) connection = NULL;
  GSocket *peer_socket;

  g_assert_cmpint (socketpair (AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, fds), ==, 0);
  host_socket = g_socket_new_from_fd (fds[0], &error);
  g_assert_no_error (error);
  peer_socket = g_socket_new_from_fd (fds[1], &error);
  g_assert_no_error (error);
  connection = g_socket_connection_factory_create_connection (host_socket);
  *peer_out = peer_new (peer_socket);
  return carry_on_host_new_for_stream (G_IO_STREAM (connection), clock);
}

/* Plays the host side of the handshake up to the control state. */
static void
peer_handshake (Peer       *peer,
                const char *hello,
                gboolean    grant)
{
  g_autoptr(JsonObject) supervisor_hello = peer_read_message (peer, "hello");
  g_autoptr(JsonObject) claim = NULL;

  g_assert_cmpstr (json_object_get_string_member (supervisor_hello, "role"), ==, "supervisor");
  g_assert_cmpstr (json_object_get_string_member (supervisor_hello, "protocol"), ==, "1.0");
  peer_write (peer, hello);
  peer_write (peer, "{\"type\":\"control\",\"state\":\"free\"}");
  peer_write (peer, "{\"type\":\"sessions\",\"sessions\":[{\"id\":\"s1\",\"title\":\"my-project\"}]}");
  claim = peer_read_message (peer, "control.claim");
  if (grant)
    peer_write (peer, "{\"type\":\"control\",\"state\":\"granted\"}");
  else
    peer_write (peer, "{\"type\":\"control\",\"state\":\"observer\",\"controller\":{\"name\":\"Other\",\"pid\":7}}");
}

/* ---- the tests ---- */

static void
test_host_handshake (void)
{
  g_autoptr(CarryOnClock) clock = carry_on_clock_new_fake (START_US);
  g_autoptr(Peer) peer = NULL;
  g_autoptr(CarryOnHost) host = host_new_pair (clock, &peer);
  g_autoptr(JsonObject) hello = NULL;
  g_autoptr(JsonObject) claim = NULL;
  JsonObject *client;
  Record rec;

  record_init (&rec, host);
  g_assert_cmpstr (carry_on_host_get_id (host), !=, NULL);
  g_assert_true (g_str_has_prefix (carry_on_host_get_id (host), "stream:"));
  g_assert_null (carry_on_host_get_socket_path (host));
  g_assert_null (carry_on_host_get_kind (host));

  carry_on_host_start (host);
  g_assert_cmpint (carry_on_host_get_state (host), ==, CARRY_ON_HOST_STATE_CONNECTING);

  hello = peer_read_message (peer, "hello");
  g_assert_cmpstr (json_object_get_string_member (hello, "protocol"), ==, "1.0");
  g_assert_cmpstr (json_object_get_string_member (hello, "role"), ==, "supervisor");
  client = json_object_get_object_member (hello, "client");
  g_assert_nonnull (client);
  g_assert_cmpstr (json_object_get_string_member (client, "name"), ==, "Carry On");
  g_assert_cmpint (json_object_get_int_member (client, "pid"), ==, getpid ());

  peer_write (peer, HOST_HELLO);
  peer_write (peer, "{\"type\":\"control\",\"state\":\"free\"}");
  peer_write (peer, "{\"type\":\"sessions\",\"sessions\":[{\"id\":\"s1\"},{\"id\":\"s2\"}]}");
  /* Control is not known yet: nothing is announced, the snapshot waits. */
  g_assert_cmpuint (rec.connected, ==, 0);
  g_assert_cmpuint (rec.messages->len, ==, 0);
  g_assert_cmpint (carry_on_host_get_state (host), ==, CARRY_ON_HOST_STATE_CONNECTING);
  g_assert_cmpstr (carry_on_host_get_kind (host), ==, "claude-code");
  g_assert_cmpstr (carry_on_host_get_name (host), ==, "Claude Code");
  g_assert_cmpstr (carry_on_host_get_version (host), ==, "2.1.332");
  g_assert_cmpint (carry_on_host_get_pid (host), ==, 123);
  g_assert_true (carry_on_host_has_capability (host, "prompt.submit"));
  g_assert_false (carry_on_host_has_capability (host, "handoff"));

  claim = peer_read_message (peer, "control.claim");
  peer_write (peer, "{\"type\":\"control\",\"state\":\"granted\"}");
  wait_for_state (host, CARRY_ON_HOST_STATE_CONTROLLER);

  g_assert_true (carry_on_host_is_controller (host));
  g_assert_cmpuint (rec.connected, ==, 1);
  g_assert_cmpuint (rec.messages->len, ==, 1);
  /* "connected" comes first, then the held snapshot. */
  g_assert_cmpstr (g_ptr_array_index (rec.order, 0), ==, "connected");
  g_assert_cmpstr (g_ptr_array_index (rec.order, 1), ==, "sessions");
  g_assert_null (carry_on_host_get_error (host));

  /* Later messages flow straight through, in order. */
  peer_write (peer, "{\"type\":\"turn.start\",\"session_id\":\"s1\",\"turn_id\":\"t1\"}");
  peer_write (peer, "{\"type\":\"turn.complete\",\"session_id\":\"s1\",\"turn_id\":\"t1\",\"reason\":\"answer\"}");
  g_assert_cmpuint (rec.messages->len, ==, 3);
  g_assert_cmpstr (g_ptr_array_index (rec.order, 2), ==, "turn.start");
  g_assert_cmpstr (g_ptr_array_index (rec.order, 3), ==, "turn.complete");
  peer_assert_quiet (peer);

  carry_on_host_stop (host);
  g_assert_cmpint (carry_on_host_get_state (host), ==, CARRY_ON_HOST_STATE_CLOSED);
  g_assert_cmpuint (rec.disconnected, ==, 1);
  carry_on_host_stop (host);
  g_assert_cmpuint (rec.disconnected, ==, 1);
  peer_expect_eof (peer);
  record_clear (&rec, host);
}

static void
test_host_version_mismatch (void)
{
  g_autoptr(CarryOnClock) clock = carry_on_clock_new_fake (START_US);
  g_autoptr(Peer) peer = NULL;
  g_autoptr(CarryOnHost) host = host_new_pair (clock, &peer);
  g_autoptr(JsonObject) hello = NULL;
  g_autoptr(JsonObject) error = NULL;
  const char *text;
  Record rec;

  record_init (&rec, host);
  carry_on_host_start (host);
  hello = peer_read_message (peer, "hello");

  g_test_expect_message (CORE_DOMAIN, G_LOG_LEVEL_WARNING, "*refused*host speaks 2.0, supervisor speaks 1.0*");
  peer_write (peer, "{\"type\":\"hello\",\"protocol\":\"2.0\",\"role\":\"host\",\"host\":{\"kind\":\"future\"}}");
  error = peer_read_message (peer, "error");
  g_assert_cmpstr (json_object_get_string_member (error, "code"), ==, "version");
  text = json_object_get_string_member (error, "message");
  g_assert_nonnull (strstr (text, "2.0"));
  g_assert_nonnull (strstr (text, "1.0"));
  peer_expect_eof (peer);
  wait_for_state (host, CARRY_ON_HOST_STATE_REFUSED);
  g_test_assert_expected_messages ();

  g_assert_nonnull (strstr (carry_on_host_get_error (host), "2.0"));
  g_assert_nonnull (strstr (carry_on_host_get_error (host), "1.0"));
  g_assert_cmpuint (rec.connected, ==, 0);
  g_assert_cmpuint (rec.messages->len, ==, 0);

  /* Refused is for good: stop keeps it, send refuses. */
  carry_on_host_stop (host);
  g_assert_cmpint (carry_on_host_get_state (host), ==, CARRY_ON_HOST_STATE_REFUSED);
  {
    g_autoptr(CarryOnMessage) log = carry_on_message_new_log ("s1", "hi");
    g_assert_false (carry_on_host_send (host, log));
  }
  record_clear (&rec, host);
}

static void
test_host_newer_minor (void)
{
  g_autoptr(CarryOnClock) clock = carry_on_clock_new_fake (START_US);
  g_autoptr(Peer) peer = NULL;
  g_autoptr(CarryOnHost) host = host_new_pair (clock, &peer);

  carry_on_host_start (host);
  peer_handshake (peer,
                  "{\"type\":\"hello\",\"protocol\":\"1.9\",\"role\":\"host\",\"host\":{\"kind\":\"dsh\"},\"new_field\":[1,2]}",
                  TRUE);
  wait_for_state (host, CARRY_ON_HOST_STATE_CONTROLLER);
  g_assert_cmpstr (carry_on_host_get_kind (host), ==, "dsh");
  /* No name in the hello: the kind stands in. */
  g_assert_cmpstr (carry_on_host_get_name (host), ==, "dsh");
}

static void
test_host_malformed (void)
{
  g_autoptr(CarryOnClock) clock = carry_on_clock_new_fake (START_US);
  g_autoptr(Peer) peer = NULL;
  g_autoptr(CarryOnHost) host = host_new_pair (clock, &peer);
  struct {
    const char *line;
    const char *code;
  } cases[] = {
    { "{not json", "malformed" },
    { "[1,2,3]", "malformed" },
    { "\"just a string\"", "malformed" },
    { "{\"type\":\"no.such.type\"}", "unknown-type" },
    { "{\"no_type\":1}", "unknown-type" },
    { "{\"type\":\"turn.complete\",\"session_id\":\"s1\",\"reason\":\"answer\"}", "invalid-field" },
    { "{\"type\":\"turn.complete\",\"session_id\":\"s1\",\"turn_id\":\"t\",\"reason\":\"error\",\"failure\":{\"status\":\"abc\"}}", "invalid-field" },
    { "{\"type\":\"sessions\",\"sessions\":[{\"title\":\"no id\"}]}", "invalid-field" },
    { "{\"type\":\"log\",\"session_id\":\"s1\",\"text\":\"a supervisor message from a host\"}", "unknown-type" },
    { "\xff\xfe{}", "malformed" },
  };
  Record rec;

  record_init (&rec, host);
  carry_on_host_start (host);
  peer_handshake (peer, HOST_HELLO, TRUE);
  wait_for_state (host, CARRY_ON_HOST_STATE_CONTROLLER);
  g_ptr_array_set_size (rec.messages, 0);

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(JsonObject) reply = NULL;
      g_autofree char *shown = g_strescape (cases[i].line, NULL);

      g_test_message ("bad line %u: %s", i, shown);
      peer_write (peer, cases[i].line);
      reply = peer_read_message (peer, "error");
      g_assert_cmpstr (json_object_get_string_member (reply, "code"), ==, cases[i].code);
      g_assert_true (strlen (json_object_get_string_member (reply, "message")) > 0);
      /* The connection stays up. */
      g_assert_cmpint (carry_on_host_get_state (host), ==, CARRY_ON_HOST_STATE_CONTROLLER);
    }

  g_assert_cmpuint (rec.messages->len, ==, 0);
  /* A blank line is no message and gets no reply; a good one still flows. */
  peer_write (peer, "");
  peer_write (peer, "{\"type\":\"turn.start\",\"session_id\":\"s1\",\"turn_id\":\"t9\"}");
  g_assert_cmpuint (rec.messages->len, ==, 1);
  peer_assert_quiet (peer);
  g_assert_cmpuint (rec.disconnected, ==, 0);
  record_clear (&rec, host);
}

static void
test_host_oversized_line (void)
{
  g_autoptr(CarryOnClock) clock = carry_on_clock_new_fake (START_US);
  g_autoptr(Peer) peer = NULL;
  g_autoptr(CarryOnHost) host = host_new_pair (clock, &peer);
  gsize size = 2 * 1024 * 1024;
  g_autofree char *big = g_malloc (size + 1);
  Record rec;

  record_init (&rec, host);
  carry_on_host_start (host);
  peer_handshake (peer, HOST_HELLO, TRUE);
  wait_for_state (host, CARRY_ON_HOST_STATE_CONTROLLER);
  g_ptr_array_set_size (rec.messages, 0);

  /* A 2 MiB "line": the host gives up at the 1 MiB mark, logs why and
   * closes; the rest of our write then fails, which is fine. */
  memset (big, 'a', size);
  big[0] = '{';
  big[size] = '\n';
  g_test_expect_message (CORE_DOMAIN, G_LOG_LEVEL_WARNING, "*1048576-byte limit*closing the connection*");
  peer_send (peer, big, size + 1);
  wait_for_state (host, CARRY_ON_HOST_STATE_CLOSED);
  g_test_assert_expected_messages ();

  g_assert_cmpuint (rec.disconnected, ==, 1);
  g_assert_cmpuint (rec.messages->len, ==, 0);
  g_assert_nonnull (strstr (carry_on_host_get_error (host), "limit"));
  peer_expect_eof (peer);
  record_clear (&rec, host);
}

static void
test_host_line_at_limit (void)
{
  g_autoptr(CarryOnClock) clock = carry_on_clock_new_fake (START_US);
  g_autoptr(Peer) peer = NULL;
  g_autoptr(CarryOnHost) host = host_new_pair (clock, &peer);
  const char *head = "{\"type\":\"turn.start\",\"session_id\":\"s1\",\"turn_id\":\"t1\",\"pad\":\"";
  const char *tail = "\"}\n";
  gsize size = CARRY_ON_PROTOCOL_MAX_LINE;   /* exactly the limit, newline excluded */
  g_autofree char *line = g_malloc (size + 1);
  Record rec;

  record_init (&rec, host);
  carry_on_host_start (host);
  peer_handshake (peer, HOST_HELLO, TRUE);
  wait_for_state (host, CARRY_ON_HOST_STATE_CONTROLLER);
  g_ptr_array_set_size (rec.messages, 0);

  memset (line, 'x', size + 1);
  memcpy (line, head, strlen (head));
  memcpy (line + size - 2, tail, strlen (tail));
  g_assert_true (peer_send (peer, line, size + 1));
  g_assert_cmpuint (rec.messages->len, ==, 1);
  g_assert_cmpint (carry_on_host_get_state (host), ==, CARRY_ON_HOST_STATE_CONTROLLER);
  record_clear (&rec, host);
}

static void
test_host_control (void)
{
  g_autoptr(CarryOnClock) clock = carry_on_clock_new_fake (START_US);
  g_autoptr(Peer) peer = NULL;
  g_autoptr(CarryOnHost) host = host_new_pair (clock, &peer);
  g_autoptr(CarryOnMessage) submit = carry_on_message_new_prompt_submit ("co-1", "s1", "carry on");
  g_autoptr(CarryOnMessage) log = carry_on_message_new_log ("s1", "continuing in 15 s (2/99)");
  g_autoptr(JsonObject) got_log = NULL;
  g_autoptr(JsonObject) claim = NULL;
  g_autoptr(JsonObject) got_submit = NULL;
  Record rec;

  record_init (&rec, host);

  /* Not connected yet: nothing goes out. */
  g_assert_false (carry_on_host_send (host, log));
  carry_on_host_start (host);
  g_assert_false (carry_on_host_send (host, log));

  /* Another client holds control: observe. */
  peer_handshake (peer, HOST_HELLO, FALSE);
  wait_for_state (host, CARRY_ON_HOST_STATE_OBSERVER);
  g_assert_false (carry_on_host_is_controller (host));
  g_assert_cmpuint (rec.connected, ==, 1);
  g_assert_cmpuint (rec.messages->len, ==, 1);

  /* An observer never sends prompt.submit; a log line is fine. */
  g_assert_false (carry_on_host_send (host, submit));
  g_assert_true (carry_on_host_send (host, log));
  got_log = peer_read_message (peer, "log");
  g_assert_cmpstr (json_object_get_string_member (got_log, "text"), ==, "continuing in 15 s (2/99)");
  peer_assert_quiet (peer);

  /* The controller left: claim, and the host grants it. */
  peer_write (peer, "{\"type\":\"control\",\"state\":\"free\"}");
  claim = peer_read_message (peer, "control.claim");
  g_assert_cmpint (carry_on_host_get_state (host), ==, CARRY_ON_HOST_STATE_OBSERVER);
  peer_write (peer, "{\"type\":\"control\",\"state\":\"granted\"}");
  wait_for_state (host, CARRY_ON_HOST_STATE_CONTROLLER);
  g_assert_cmpuint (rec.connected, ==, 1);

  g_assert_true (carry_on_host_send (host, submit));
  got_submit = peer_read_message (peer, "prompt.submit");
  g_assert_cmpstr (json_object_get_string_member (got_submit, "request_id"), ==, "co-1");
  g_assert_cmpstr (json_object_get_string_member (got_submit, "session_id"), ==, "s1");

  /* An unknown control state is an invalid field, and changes nothing. */
  peer_write (peer, "{\"type\":\"control\",\"state\":\"sideways\"}");
  {
    g_autoptr(JsonObject) reply = peer_read_message (peer, "error");
    g_assert_cmpstr (json_object_get_string_member (reply, "code"), ==, "invalid-field");
  }
  g_assert_cmpint (carry_on_host_get_state (host), ==, CARRY_ON_HOST_STATE_CONTROLLER);
  record_clear (&rec, host);
}

static void
test_host_stopped_reading (void)
{
  g_autoptr(CarryOnClock) clock = carry_on_clock_new_fake (START_US);
  g_autoptr(Peer) peer = NULL;
  g_autoptr(CarryOnHost) host = host_new_pair (clock, &peer);
  g_autofree char *text = g_malloc (64 * 1024 + 1);
  guint sent = 0;

  carry_on_host_start (host);
  peer_handshake (peer, HOST_HELLO, TRUE);
  wait_for_state (host, CARRY_ON_HOST_STATE_CONTROLLER);

  /* The host never reads: the queue is capped (8 MiB), then dropped. */
  memset (text, 'x', 64 * 1024);
  text[64 * 1024] = '\0';
  g_test_expect_message (CORE_DOMAIN, G_LOG_LEVEL_WARNING, "*stopped reading*");
  for (;;)
    {
      g_autoptr(CarryOnMessage) log = carry_on_message_new_log ("s1", text);

      if (!carry_on_host_send (host, log))
        break;
      sent++;
      g_assert_cmpuint (sent, <, 1000);
    }
  g_test_assert_expected_messages ();
  g_assert_cmpuint (sent, >, 100);
  g_assert_cmpint (carry_on_host_get_state (host), ==, CARRY_ON_HOST_STATE_CLOSED);
  g_assert_cmpstr (carry_on_host_get_error (host), ==, "the host stopped reading");
}

static void
test_host_handshake_timeout (void)
{
  g_autoptr(CarryOnClock) clock = carry_on_clock_new_fake (START_US);
  g_autoptr(Peer) peer = NULL;
  g_autoptr(CarryOnHost) host = host_new_pair (clock, &peer);
  g_autoptr(JsonObject) hello = NULL;

  carry_on_host_start (host);
  hello = peer_read_message (peer, "hello");
  /* The host says nothing; the fake clock passes the timeout. */
  carry_on_clock_advance (clock, 9 * G_USEC_PER_SEC);
  spin ();
  g_assert_cmpint (carry_on_host_get_state (host), ==, CARRY_ON_HOST_STATE_CONNECTING);
  carry_on_clock_advance (clock, 1 * G_USEC_PER_SEC);
  spin ();
  g_assert_cmpint (carry_on_host_get_state (host), ==, CARRY_ON_HOST_STATE_CLOSED);
  g_assert_nonnull (strstr (carry_on_host_get_error (host), "handshake"));
  peer_expect_eof (peer);
}

static void
test_host_messages_before_hello (void)
{
  g_autoptr(CarryOnClock) clock = carry_on_clock_new_fake (START_US);
  g_autoptr(Peer) peer = NULL;
  g_autoptr(CarryOnHost) host = host_new_pair (clock, &peer);
  g_autoptr(JsonObject) hello = NULL;
  g_autoptr(JsonObject) reply = NULL;
  Record rec;

  record_init (&rec, host);
  carry_on_host_start (host);
  hello = peer_read_message (peer, "hello");
  peer_write (peer, "{\"type\":\"turn.start\",\"session_id\":\"s1\",\"turn_id\":\"t1\"}");
  reply = peer_read_message (peer, "error");
  g_assert_nonnull (strstr (json_object_get_string_member (reply, "message"), "hello"));
  g_assert_cmpuint (rec.messages->len, ==, 0);
  g_assert_cmpint (carry_on_host_get_state (host), ==, CARRY_ON_HOST_STATE_CONNECTING);
  record_clear (&rec, host);
}

static void
test_host_session_cap (void)
{
  g_autoptr(CarryOnClock) clock = carry_on_clock_new_fake (START_US);
  g_autoptr(Peer) peer = NULL;
  g_autoptr(CarryOnHost) host = host_new_pair (clock, &peer);
  g_autoptr(GString) snapshot = g_string_new ("{\"type\":\"sessions\",\"sessions\":[");
  g_autoptr(JsonObject) hello = NULL;
  g_autoptr(JsonObject) claim = NULL;
  JsonArray *sessions;
  guint n = CARRY_ON_PROTOCOL_MAX_SESSIONS + 3;
  Record rec;

  for (guint i = 0; i < n; i++)
    g_string_append_printf (snapshot, "%s{\"id\":\"s%u\"}", i ? "," : "", i);
  g_string_append (snapshot, "]}");

  record_init (&rec, host);
  carry_on_host_start (host);
  hello = peer_read_message (peer, "hello");
  peer_write (peer, HOST_HELLO);
  peer_write (peer, "{\"type\":\"control\",\"state\":\"free\"}");
  claim = peer_read_message (peer, "control.claim");
  peer_write (peer, "{\"type\":\"control\",\"state\":\"granted\"}");
  wait_for_state (host, CARRY_ON_HOST_STATE_CONTROLLER);

  g_test_expect_message (CORE_DOMAIN, G_LOG_LEVEL_WARNING, "*4099 sessions*first 4096*other 3 are refused*");
  peer_write (peer, snapshot->str);
  g_test_assert_expected_messages ();
  g_assert_cmpuint (rec.messages->len, ==, 1);
  sessions = json_object_get_array_member (carry_on_message_get_object (g_ptr_array_index (rec.messages, 0)),
                                           "sessions");
  g_assert_cmpuint (json_array_get_length (sessions), ==, CARRY_ON_PROTOCOL_MAX_SESSIONS);

  /* Events of a refused session are dropped; of a kept one, passed on. */
  peer_write (peer, "{\"type\":\"turn.start\",\"session_id\":\"s4097\",\"turn_id\":\"t\"}");
  g_assert_cmpuint (rec.messages->len, ==, 1);
  peer_write (peer, "{\"type\":\"turn.start\",\"session_id\":\"s1\",\"turn_id\":\"t\"}");
  g_assert_cmpuint (rec.messages->len, ==, 2);

  /* A new session over the cap is refused with a log line. */
  g_test_expect_message (CORE_DOMAIN, G_LOG_LEVEL_WARNING, "*session extra refused*");
  peer_write (peer, "{\"type\":\"session.start\",\"session\":{\"id\":\"extra\"}}");
  g_test_assert_expected_messages ();
  g_assert_cmpuint (rec.messages->len, ==, 2);
  /* A host inventing ids does not fill the log: no further line. */
  for (int i = 0; i < 100; i++)
    {
      g_autofree char *line = g_strdup_printf ("{\"type\":\"session.start\",\"session\":{\"id\":\"invented-%d\"}}", i);
      peer_write (peer, line);
    }
  g_assert_cmpuint (rec.messages->len, ==, 2);

  /* One ends: room for a new one. */
  peer_write (peer, "{\"type\":\"session.end\",\"session_id\":\"s5\",\"reason\":\"exit\"}");
  peer_write (peer, "{\"type\":\"session.start\",\"session\":{\"id\":\"newer\"}}");
  g_assert_cmpuint (rec.messages->len, ==, 4);
  record_clear (&rec, host);
}

static void
count_cb (guint *counter)
{
  (*counter)++;
}

static void
test_host_usage (void)
{
  g_autoptr(CarryOnClock) clock = carry_on_clock_new_fake (START_US);
  g_autoptr(Peer) peer = NULL;
  g_autoptr(CarryOnHost) host = host_new_pair (clock, &peer);
  GPtrArray *usage;
  CarryOnUsageWindow *window;
  guint notified = 0;

  carry_on_host_start (host);
  peer_handshake (peer, HOST_HELLO, TRUE);
  wait_for_state (host, CARRY_ON_HOST_STATE_CONTROLLER);
  g_assert_null (carry_on_host_get_usage (host));
  g_signal_connect_swapped (host, "notify::usage", G_CALLBACK (count_cb), &notified);

  peer_write (peer, "{\"type\":\"usage\",\"windows\":[{\"kind\":\"five_hour\",\"percent_used\":42.5,\"resets_at\":1764453600},"
                    "{\"kind\":\"seven_day\",\"resets_at\":\"2025-12-01T00:00:00Z\"}],\"context\":{\"used\":1,\"window\":2}}");
  usage = carry_on_host_get_usage (host);
  g_assert_nonnull (usage);
  g_assert_cmpuint (usage->len, ==, 2);
  window = g_ptr_array_index (usage, 0);
  g_assert_cmpstr (window->kind, ==, "five_hour");
  g_assert_cmpfloat_with_epsilon (window->percent_used, 42.5, 0.001);
  g_assert_cmpint (window->resets_at, ==, 1764453600);
  window = g_ptr_array_index (usage, 1);
  g_assert_cmpfloat (window->percent_used, <, 0);
  g_assert_cmpint (window->resets_at, ==, 1764547200);
  g_assert_cmpuint (notified, ==, 1);
  g_signal_handlers_disconnect_by_data (host, &notified);
}

static void
test_host_peer_credentials (void)
{
  g_autoptr(GCredentials) ours = g_credentials_new ();
  g_autoptr(GCredentials) other = g_credentials_new ();
  g_autoptr(GError) error = NULL;
  guint uid = (guint) getuid ();
  g_autofree char *other_uid = g_strdup_printf ("%u", uid + 1000);
  g_autofree char *our_uid = g_strdup_printf ("%u", uid);

  g_assert_true (carry_on_host_check_peer_credentials (ours, uid, &error));
  g_assert_no_error (error);

  g_assert_true (g_credentials_set_unix_user (other, uid + 1000, &error));
  g_assert_no_error (error);
  g_assert_false (carry_on_host_check_peer_credentials (other, uid, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_PERMISSION_DENIED);
  g_assert_nonnull (strstr (error->message, other_uid));
  g_assert_nonnull (strstr (error->message, our_uid));
  g_clear_error (&error);

  /* Same peer, but we are someone else: refused too. */
  g_assert_false (carry_on_host_check_peer_credentials (ours, uid + 1, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_PERMISSION_DENIED);
  g_clear_error (&error);

  g_assert_false (carry_on_host_check_peer_credentials (NULL, uid, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_PERMISSION_DENIED);
}

/* ---- real sockets in a temp dir ---- */

typedef struct
{
  char    *dir;
  char    *path;
  GSocket *listener;
} Server;

static Server *
server_new (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GSocketAddress) address = NULL;
  Server *server = g_new0 (Server, 1);

  server->dir = g_dir_make_tmp ("carry-on-test-host-XXXXXX", &error);
  g_assert_no_error (error);
  server->path = g_build_filename (server->dir, "host.sock", NULL);
  server->listener = g_socket_new (G_SOCKET_FAMILY_UNIX, G_SOCKET_TYPE_STREAM, 0, &error);
  g_assert_no_error (error);
  address = g_unix_socket_address_new (server->path);
  g_assert_true (g_socket_bind (server->listener, address, FALSE, &error));
  g_assert_no_error (error);
  g_assert_true (g_socket_listen (server->listener, &error));
  g_socket_set_blocking (server->listener, FALSE);
  return server;
}

static void
server_free (Server *server)
{
  if (server->listener != NULL)
    g_socket_close (server->listener, NULL);
  g_clear_object (&server->listener);
  g_unlink (server->path);
  g_rmdir (server->dir);
  g_free (server->path);
  g_free (server->dir);
  g_free (server);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (Server, server_free)

/* Accepts one connection, running the main loop meanwhile. */
static Peer *
server_accept (Server *server)
{
  gint64 guard = g_get_monotonic_time () + GUARD_US;

  for (;;)
    {
      g_autoptr(GError) error = NULL;
      GSocket *socket = g_socket_accept (server->listener, NULL, &error);

      if (socket != NULL)
        return peer_new (socket);
      g_assert_error (error, G_IO_ERROR, G_IO_ERROR_WOULD_BLOCK);
      g_main_context_iteration (NULL, FALSE);
      g_usleep (200);
      g_assert_cmpint (g_get_monotonic_time (), <, guard);
    }
}

static gboolean
server_has_pending (Server *server)
{
  spin ();
  return g_socket_condition_check (server->listener, G_IO_IN) & G_IO_IN;
}

static void
test_host_reconnect (void)
{
  g_autoptr(CarryOnClock) clock = carry_on_clock_new_fake (START_US);
  g_autoptr(Server) server = server_new ();
  g_autoptr(CarryOnHost) host = carry_on_host_new (server->path, clock);
  g_autoptr(Peer) peer = NULL;
  Record rec;

  record_init (&rec, host);
  g_assert_cmpstr (carry_on_host_get_id (host), ==, server->path);
  g_assert_cmpstr (carry_on_host_get_socket_path (host), ==, server->path);

  carry_on_host_start (host);
  peer = server_accept (server);
  peer_handshake (peer, HOST_HELLO, TRUE);
  wait_for_state (host, CARRY_ON_HOST_STATE_CONTROLLER);
  g_assert_cmpuint (rec.connected, ==, 1);

  /* The host drops us; its socket file is still there: back off. */
  g_clear_pointer (&peer, peer_free);
  wait_for_state (host, CARRY_ON_HOST_STATE_RECONNECTING);
  g_assert_cmpuint (rec.disconnected, ==, 1);
  g_assert_nonnull (carry_on_host_get_error (host));

  /* Nothing happens until the first step of the ladder (250 ms) passes. */
  carry_on_clock_advance (clock, 249 * 1000);
  g_assert_false (server_has_pending (server));
  g_assert_cmpint (carry_on_host_get_state (host), ==, CARRY_ON_HOST_STATE_RECONNECTING);
  carry_on_clock_advance (clock, 1 * 1000);
  peer = server_accept (server);
  peer_handshake (peer, HOST_HELLO, TRUE);
  wait_for_state (host, CARRY_ON_HOST_STATE_CONTROLLER);
  g_assert_cmpuint (rec.connected, ==, 2);
  g_assert_null (carry_on_host_get_error (host));

  /* The host dies without removing its socket (a stale file): each try is
   * refused by the kernel and the ladder restarts at 250 ms, then 500 ms. */
  g_socket_close (server->listener, NULL);
  g_clear_object (&server->listener);
  g_clear_pointer (&peer, peer_free);
  wait_for_state (host, CARRY_ON_HOST_STATE_RECONNECTING);
  carry_on_clock_advance (clock, 250 * 1000);
  g_assert_cmpint (carry_on_host_get_state (host), ==, CARRY_ON_HOST_STATE_CONNECTING);
  wait_for_state (host, CARRY_ON_HOST_STATE_RECONNECTING);
  g_assert_nonnull (strstr (carry_on_host_get_error (host), "cannot connect"));
  carry_on_clock_advance (clock, 499 * 1000);
  g_assert_cmpint (carry_on_host_get_state (host), ==, CARRY_ON_HOST_STATE_RECONNECTING);

  /* The socket file goes away: the next step closes the host for good. */
  g_assert_cmpint (g_unlink (server->path), ==, 0);
  carry_on_clock_advance (clock, 1 * 1000);
  g_assert_cmpint (carry_on_host_get_state (host), ==, CARRY_ON_HOST_STATE_CLOSED);
  g_assert_cmpuint (carry_on_clock_get_n_pending (clock), ==, 0);
  g_assert_cmpuint (rec.connected, ==, 2);
  g_assert_cmpuint (rec.disconnected, ==, 2);
  record_clear (&rec, host);
}

static void
count_reconnect_lines (const char     *domain,
                       GLogLevelFlags  level,
                       const char     *message,
                       gpointer        user_data)
{
  if (strstr (message, "reconnecting in") != NULL)
    (*(guint *) user_data)++;
}

/* A stale socket (the file stays, nobody listens) is retried less and less
 * often, up to every 5 minutes, with one log line for the whole streak,
 * not two every 30 s forever. */
static void
test_host_stale_socket_backs_off (void)
{
  g_autoptr(CarryOnClock) clock = carry_on_clock_new_fake (START_US);
  g_autoptr(Server) server = server_new ();
  g_autoptr(CarryOnHost) host = carry_on_host_new (server->path, clock);
  g_autoptr(Peer) peer = NULL;
  guint lines = 0;
  guint handler;

  carry_on_host_start (host);
  peer = server_accept (server);
  peer_handshake (peer, HOST_HELLO, TRUE);
  wait_for_state (host, CARRY_ON_HOST_STATE_CONTROLLER);

  handler = g_log_set_handler (CORE_DOMAIN, G_LOG_LEVEL_MESSAGE, count_reconnect_lines, &lines);
  g_socket_close (server->listener, NULL);
  g_clear_object (&server->listener);
  g_clear_pointer (&peer, peer_free);
  wait_for_state (host, CARRY_ON_HOST_STATE_RECONNECTING);

  for (guint i = 0; i < 12; i++)
    {
      carry_on_clock_advance (clock, 300 * G_USEC_PER_SEC);
      g_assert_cmpint (carry_on_host_get_state (host), ==, CARRY_ON_HOST_STATE_CONNECTING);
      wait_for_state (host, CARRY_ON_HOST_STATE_RECONNECTING);
    }
  g_assert_cmpuint (lines, ==, 1);

  /* Far past the old 30 s rung: a minute passes without a try. */
  carry_on_clock_advance (clock, 60 * G_USEC_PER_SEC);
  g_assert_cmpint (carry_on_host_get_state (host), ==, CARRY_ON_HOST_STATE_RECONNECTING);
  carry_on_clock_advance (clock, 240 * G_USEC_PER_SEC);
  g_assert_cmpint (carry_on_host_get_state (host), ==, CARRY_ON_HOST_STATE_CONNECTING);
  wait_for_state (host, CARRY_ON_HOST_STATE_RECONNECTING);
  g_assert_cmpuint (lines, ==, 1);
  g_log_remove_handler (CORE_DOMAIN, handler);
  carry_on_host_stop (host);
}

static void
test_host_socket_removed (void)
{
  g_autoptr(CarryOnClock) clock = carry_on_clock_new_fake (START_US);
  g_autoptr(Server) server = server_new ();
  g_autoptr(CarryOnHost) host = carry_on_host_new (server->path, clock);
  g_autoptr(Peer) peer = NULL;

  carry_on_host_start (host);
  peer = server_accept (server);
  peer_handshake (peer, HOST_HELLO, TRUE);
  wait_for_state (host, CARRY_ON_HOST_STATE_CONTROLLER);

  /* A clean host exit: the file goes, then the connection. */
  g_assert_cmpint (g_unlink (server->path), ==, 0);
  g_clear_pointer (&peer, peer_free);
  wait_for_state (host, CARRY_ON_HOST_STATE_CLOSED);
  g_assert_cmpuint (carry_on_clock_get_n_pending (clock), ==, 0);
}

static void
test_host_not_a_socket (void)
{
  g_autoptr(CarryOnClock) clock = carry_on_clock_new_fake (START_US);
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("carry-on-test-host-XXXXXX", &error);
  g_autofree char *path = g_build_filename (dir, "plain.sock", NULL);
  g_autofree char *missing = g_build_filename (dir, "missing.sock", NULL);
  g_autoptr(CarryOnHost) host = NULL;
  g_autoptr(CarryOnHost) gone = NULL;

  g_assert_true (g_file_set_contents (path, "not a socket", -1, &error));
  host = carry_on_host_new (path, clock);
  g_test_expect_message (CORE_DOMAIN, G_LOG_LEVEL_WARNING, "*refused*not a socket*");
  carry_on_host_start (host);
  g_test_assert_expected_messages ();
  g_assert_cmpint (carry_on_host_get_state (host), ==, CARRY_ON_HOST_STATE_REFUSED);
  g_assert_nonnull (strstr (carry_on_host_get_error (host), "not a socket"));
  g_assert_cmpuint (carry_on_clock_get_n_pending (clock), ==, 0);

  gone = carry_on_host_new (missing, clock);
  carry_on_host_start (gone);
  g_assert_cmpint (carry_on_host_get_state (gone), ==, CARRY_ON_HOST_STATE_CLOSED);

  g_unlink (path);
  g_rmdir (dir);
}

static void
test_host_state_strings (void)
{
  g_assert_cmpstr (carry_on_host_state_to_string (CARRY_ON_HOST_STATE_CONNECTING), ==, "connecting");
  g_assert_cmpstr (carry_on_host_state_to_string (CARRY_ON_HOST_STATE_CONTROLLER), ==, "controller");
  g_assert_cmpstr (carry_on_host_state_to_string (CARRY_ON_HOST_STATE_OBSERVER), ==, "observer");
  g_assert_cmpstr (carry_on_host_state_to_string (CARRY_ON_HOST_STATE_RECONNECTING), ==, "reconnecting");
  g_assert_cmpstr (carry_on_host_state_to_string (CARRY_ON_HOST_STATE_REFUSED), ==, "refused");
  g_assert_cmpstr (carry_on_host_state_to_string (CARRY_ON_HOST_STATE_CLOSED), ==, "closed");
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);

  g_test_add_func ("/core/host/handshake", test_host_handshake);
  g_test_add_func ("/core/host/version-mismatch", test_host_version_mismatch);
  g_test_add_func ("/core/host/newer-minor", test_host_newer_minor);
  g_test_add_func ("/core/host/malformed-line", test_host_malformed);
  g_test_add_func ("/core/host/oversized-line", test_host_oversized_line);
  g_test_add_func ("/core/host/line-at-limit", test_host_line_at_limit);
  g_test_add_func ("/core/host/control", test_host_control);
  g_test_add_func ("/core/host/stopped-reading", test_host_stopped_reading);
  g_test_add_func ("/core/host/handshake-timeout", test_host_handshake_timeout);
  g_test_add_func ("/core/host/stale-socket-backs-off", test_host_stale_socket_backs_off);
  g_test_add_func ("/core/host/messages-before-hello", test_host_messages_before_hello);
  g_test_add_func ("/core/host/session-cap", test_host_session_cap);
  g_test_add_func ("/core/host/usage", test_host_usage);
  g_test_add_func ("/core/host/peer-credentials", test_host_peer_credentials);
  g_test_add_func ("/core/host/reconnect", test_host_reconnect);
  g_test_add_func ("/core/host/socket-removed", test_host_socket_removed);
  g_test_add_func ("/core/host/not-a-socket", test_host_not_a_socket);
  g_test_add_func ("/core/host/state-strings", test_host_state_strings);

  return g_test_run ();
}
