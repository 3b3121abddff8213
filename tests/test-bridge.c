/* test-bridge.c
 *
 * SPDX-FileCopyrightText: 2026 The Carry On authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * carry-on-bridge as the mod sees it and as Carry On sees it, with no
 * Claude Code: the test spawns the real binary (its stdout is the mod's
 * command channel), POSTs events to its control socket with libsoup, and
 * talks protocol v1 to its host socket as a supervisor.
 */

#include "config.h"

#include <signal.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

#include <glib/gstdio.h>
#include <gio/gio.h>
#include <libsoup/soup.h>

#include "carry-on-protocol.h"

typedef struct
{
  GSubprocess      *bridge;
  GDataInputStream *bridge_out;   /* the mod's side: Carry On's commands */
  char             *control;
  char             *host_socket;
  char             *runtime;
  GSocketConnection *sup;
  GDataInputStream *sup_in;
  SoupSession      *http;
} Fixture;

static JsonObject *
parse_object (const char *line)
{
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;

  json_parser_load_from_data (parser, line, -1, &error);
  g_assert_no_error (error);
  g_assert_true (JSON_NODE_HOLDS_OBJECT (json_parser_get_root (parser)));
  return json_object_ref (json_node_get_object (json_parser_get_root (parser)));
}

static JsonObject *
read_object (GDataInputStream *in)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *line = NULL;

  line = g_data_input_stream_read_line_utf8 (in, NULL, NULL, &error);
  g_assert_no_error (error);
  g_assert_nonnull (line);
  return parse_object (line);
}

/* Reads supervisor lines until one of @type; returns it. */
static JsonObject *
read_until (Fixture    *f,
            const char *type)
{
  for (int i = 0; i < 20; i++)
    {
      JsonObject *object = read_object (f->sup_in);

      if (g_strcmp0 (json_object_get_string_member_with_default (object, "type", ""), type) == 0)
        return object;
      json_object_unref (object);
    }
  g_assert_not_reached ();
}

static void
sup_send (Fixture    *f,
          const char *line)
{
  g_autoptr(GError) error = NULL;
  GOutputStream *out = g_io_stream_get_output_stream (G_IO_STREAM (f->sup));

  g_output_stream_write_all (out, line, strlen (line), NULL, NULL, &error);
  g_assert_no_error (error);
  g_output_stream_write_all (out, "\n", 1, NULL, NULL, &error);
  g_assert_no_error (error);
}

static guint
post_event (Fixture    *f,
            const char *body,
            char      **reply)
{
  g_autoptr(SoupMessage) msg = NULL;
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GBytes) response = NULL;
  g_autoptr(GError) error = NULL;

  msg = soup_message_new (SOUP_METHOD_POST, "http://bridge/event");
  bytes = g_bytes_new (body, strlen (body));
  soup_message_set_request_body_from_bytes (msg, "application/json", bytes);
  response = soup_session_send_and_read (f->http, msg, NULL, &error);
  g_assert_no_error (error);
  if (reply != NULL)
    *reply = g_strndup (g_bytes_get_data (response, NULL), g_bytes_get_size (response));
  return soup_message_get_status (msg);
}

/* The bridge binary in the build tree */
static char *
bridge_path (void)
{
  const char *build = g_getenv ("CARRY_ON_BUILD_DIR");

  g_assert_nonnull (build);
  return g_build_filename (build, "src", "bridge", "carry-on-bridge", NULL);
}

/* A launcher (stdout piped) whose children take @runtime as their
 * XDG_RUNTIME_DIR and its "hosts" as the hosts directory */
static GSubprocessLauncher *
bridge_launcher (const char *runtime)
{
  GSubprocessLauncher *launcher = g_subprocess_launcher_new (G_SUBPROCESS_FLAGS_STDOUT_PIPE);
  g_autofree char *hosts = g_build_filename (runtime, "hosts", NULL);

  g_subprocess_launcher_setenv (launcher, "XDG_RUNTIME_DIR", runtime, TRUE);
  g_subprocess_launcher_setenv (launcher, "CARRY_ON_HOSTS_DIR", hosts, TRUE);
  return launcher;
}

static void
fixture_setup (Fixture       *f,
               gconstpointer  data)
{
  g_autoptr(GSubprocessLauncher) launcher = NULL;
  g_autoptr(GSocketClient) client = NULL;
  g_autoptr(GSocketAddress) address = NULL;
  g_autoptr(GSocketAddress) control = NULL;
  g_autoptr(JsonObject) ready = NULL;
  g_autoptr(JsonObject) hello = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *hosts = NULL;
  g_autofree char *bridge = bridge_path ();

  /* a short runtime dir: a Unix socket path has at most 107 bytes */
  f->runtime = g_dir_make_tmp ("cob-XXXXXX", &error);
  g_assert_no_error (error);
  hosts = g_build_filename (f->runtime, "hosts", NULL);

  launcher = bridge_launcher (f->runtime);
  {
    /* Under ASan, freed memory waits in a quarantine (256 MB by default):
     * keep it small so the bridge's peak RSS says what the bridge keeps. */
    const char *asan = g_getenv ("ASAN_OPTIONS");
    g_autofree char *options = g_strdup_printf ("%s%squarantine_size_mb=1",
                                                asan != NULL ? asan : "",
                                                asan != NULL && *asan != '\0' ? ":" : "");

    g_subprocess_launcher_setenv (launcher, "ASAN_OPTIONS", options, TRUE);
  }
  /* @data: how long a held command waits for its answer ("1" for the
   * test of the bridge giving up), else the bridge's own 10 s */
  f->bridge = g_subprocess_launcher_spawn (launcher, &error, bridge, "--host-version", "2.1.332",
                                           "--command-wait", data != NULL ? (const char *) data : "10", NULL);
  g_assert_no_error (error);
  f->bridge_out = g_data_input_stream_new (g_subprocess_get_stdout_pipe (f->bridge));

  ready = read_object (f->bridge_out);
  g_assert_cmpstr (json_object_get_string_member (ready, "type"), ==, "bridge.ready");
  f->control = g_strdup (json_object_get_string_member (ready, "control"));
  f->host_socket = g_strdup (json_object_get_string_member (ready, "host_socket"));
  g_assert_true (g_str_has_prefix (f->host_socket, hosts));
  g_assert_true (g_file_test (f->host_socket, G_FILE_TEST_EXISTS));

  control = g_unix_socket_address_new (f->control);
  f->http = soup_session_new_with_options ("remote-connectable", control, NULL);

  client = g_socket_client_new ();
  address = g_unix_socket_address_new (f->host_socket);
  f->sup = g_socket_client_connect (client, G_SOCKET_CONNECTABLE (address), NULL, &error);
  g_assert_no_error (error);
  f->sup_in = g_data_input_stream_new (g_io_stream_get_input_stream (G_IO_STREAM (f->sup)));
  sup_send (f, "{\"type\":\"hello\",\"protocol\":\"1.0\",\"role\":\"supervisor\","
               "\"client\":{\"name\":\"test\",\"version\":\"0\",\"pid\":1},\"capabilities\":[]}");
  hello = read_until (f, "hello");
  g_assert_cmpstr (json_object_get_string_member (json_object_get_object_member (hello, "host"), "kind"),
                   ==, "claude-code");
  sup_send (f, "{\"type\":\"control.claim\"}");
  {
    g_autoptr(JsonObject) granted = read_until (f, "control");

    /* the first control line may be "free"; the claim's answer follows */
    if (g_strcmp0 (json_object_get_string_member (granted, "state"), "granted") != 0)
      {
        g_autoptr(JsonObject) next = read_until (f, "control");
        g_assert_cmpstr (json_object_get_string_member (next, "state"), ==, "granted");
      }
  }
}

static void
fixture_teardown (Fixture       *f,
                  gconstpointer  data)
{
  /* SIGTERM (as a session's end sends it): the bridge cleans up. */
  g_subprocess_send_signal (f->bridge, SIGTERM);
  g_subprocess_wait (f->bridge, NULL, NULL);
  g_assert_false (g_file_test (f->host_socket, G_FILE_TEST_EXISTS));
  g_clear_object (&f->http);
  g_clear_object (&f->sup_in);
  g_clear_object (&f->sup);
  g_clear_object (&f->bridge_out);
  g_clear_object (&f->bridge);
  g_free (f->control);
  g_free (f->host_socket);
  {
    g_autofree char *hosts = g_build_filename (f->runtime, "hosts", NULL);

    g_rmdir (hosts);
    g_rmdir (f->runtime);
  }
  g_free (f->runtime);
}

static void
test_events_reach_supervisor (Fixture       *f,
                              gconstpointer  data)
{
  g_autoptr(JsonObject) done = NULL;
  JsonObject *failure;

  g_assert_cmpuint (post_event (f, "{\"type\":\"session.start\",\"session\":{\"id\":\"s1\","
                                   "\"cwd\":\"/p\",\"provider\":\"api.anthropic.com\"}}", NULL), ==, 204);
  g_assert_cmpuint (post_event (f, "{\"type\":\"turn.complete\",\"session_id\":\"s1\",\"turn_id\":\"t1\","
                                   "\"reason\":\"error\",\"ended_at\":1764450000000,\"failure\":{"
                                   "\"kind\":\"server_error\",\"status\":529,\"message\":\"API Error: 529\"}}",
                                NULL), ==, 204);
  done = read_until (f, "turn.complete");
  g_assert_cmpstr (json_object_get_string_member (done, "reason"), ==, "error");
  failure = json_object_get_object_member (done, "failure");
  g_assert_cmpint (json_object_get_int_member (failure, "status"), ==, 529);
}

static void
test_bad_events_refused (Fixture       *f,
                         gconstpointer  data)
{
  g_autofree char *reply1 = NULL;
  g_autofree char *reply2 = NULL;
  g_autofree char *reply3 = NULL;
  g_autoptr(JsonObject) e1 = NULL;
  g_autoptr(JsonObject) e2 = NULL;
  g_autoptr(JsonObject) e3 = NULL;

  g_assert_cmpuint (post_event (f, "{not json", &reply1), ==, 400);
  e1 = parse_object (reply1);
  g_assert_cmpstr (json_object_get_string_member (e1, "code"), ==, "malformed");

  g_assert_cmpuint (post_event (f, "{\"type\":\"turn.complete\",\"session_id\":\"s1\"}", &reply2), ==, 400);
  e2 = parse_object (reply2);
  g_assert_cmpstr (json_object_get_string_member (e2, "code"), ==, "invalid-field");

  /* hello/control are the server's to send, not the mod's */
  g_assert_cmpuint (post_event (f, "{\"type\":\"control\",\"state\":\"free\"}", &reply3), ==, 400);
  e3 = parse_object (reply3);
  g_assert_cmpstr (json_object_get_string_member (e3, "code"), ==, "unknown-type");

  /* and the bridge is still up */
  g_assert_cmpuint (post_event (f, "{\"type\":\"usage\"}", NULL), ==, 204);
}

/* A number json-glib's writer cannot print as JSON (1e308 became
 * "1e+308.0") must not cost the event: the bridge said 204 and then
 * dropped the turn.  Either it goes out, or the mod is told it did not. */
static void
test_huge_numbers_reach_supervisor (Fixture       *f,
                                    gconstpointer  data)
{
  g_autoptr(JsonObject) done = NULL;
  JsonObject *failure;

  g_assert_cmpuint (post_event (f, "{\"type\":\"session.start\",\"session\":{\"id\":\"s1\"}}", NULL), ==, 204);
  g_assert_cmpuint (post_event (f, "{\"type\":\"turn.complete\",\"session_id\":\"s1\",\"turn_id\":\"t1\","
                                   "\"reason\":\"error\",\"x\":1e308,\"y\":1e400,\"z\":-1e21,\"w\":1e-300,"
                                   "\"failure\":{\"kind\":\"server_error\",\"status\":529,"
                                   "\"message\":\"API Error: 529\",\"retry_after\":1e21}}", NULL), ==, 204);
  /* A second turn behind it: reading it first would mean t1 was lost. */
  g_assert_cmpuint (post_event (f, "{\"type\":\"turn.complete\",\"session_id\":\"s1\",\"turn_id\":\"t2\","
                                   "\"reason\":\"answer\"}", NULL), ==, 204);
  done = read_until (f, "turn.complete");
  g_assert_cmpstr (json_object_get_string_member (done, "turn_id"), ==, "t1");
  failure = json_object_get_object_member (done, "failure");
  g_assert_cmpint (json_object_get_int_member (failure, "status"), ==, 529);
}

/* VmHWM of @pid in KiB: the peak resident size. */
static gint64
peak_rss_kib (const char *pid)
{
  g_autofree char *path = g_strdup_printf ("/proc/%s/status", pid);
  g_autofree char *text = NULL;
  const char *hwm;

  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  hwm = strstr (text, "VmHWM:");
  g_assert_nonnull (hwm);
  return g_ascii_strtoll (hwm + strlen ("VmHWM:"), NULL, 10);
}

/* A chunked upload has no Content-Length to refuse up front: the 1 MiB
 * limit must hold while reading (a 150 MiB upload took the bridge from
 * 7 to 163 MB before the 413). */
static void
test_chunked_upload_bounded (Fixture       *f,
                             gconstpointer  data)
{
  g_autoptr(SoupMessage) msg = NULL;
  g_autoptr(GInputStream) body = NULL;
  g_autoptr(GBytes) mib = NULL;
  g_autoptr(GBytes) response = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonObject) refusal = NULL;
  g_autofree char *reply = NULL;
  char *block = g_malloc (1024 * 1024);

  memset (block, ' ', 1024 * 1024);
  mib = g_bytes_new_take (block, 1024 * 1024);
  body = g_memory_input_stream_new ();
  for (int i = 0; i < 150; i++)
    g_memory_input_stream_add_bytes (G_MEMORY_INPUT_STREAM (body), mib);

  msg = soup_message_new (SOUP_METHOD_POST, "http://bridge/event");
  /* -1: no length, so libsoup sends it chunked */
  soup_message_set_request_body (msg, "application/json", body, -1);
  response = soup_session_send_and_read (f->http, msg, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (soup_message_get_status (msg), ==, 413);
  reply = g_strndup (g_bytes_get_data (response, NULL), g_bytes_get_size (response));
  refusal = parse_object (reply);
  g_assert_cmpstr (json_object_get_string_member (refusal, "code"), ==, "too-long");

  g_assert_cmpint (peak_rss_kib (g_subprocess_get_identifier (f->bridge)), <, 64 * 1024);

  /* and the bridge still takes events */
  g_assert_cmpuint (post_event (f, "{\"type\":\"usage\"}", NULL), ==, 204);
}

static void
test_commands_reach_mod (Fixture       *f,
                         gconstpointer  data)
{
  g_autoptr(JsonObject) cmd = NULL;
  g_autoptr(JsonObject) log = NULL;
  g_autoptr(JsonObject) result = NULL;

  g_assert_cmpuint (post_event (f, "{\"type\":\"session.start\",\"session\":{\"id\":\"s1\"}}", NULL), ==, 204);
  sup_send (f, "{\"type\":\"log\",\"session_id\":\"s1\",\"text\":\"continuing in 5 s (1/99)\"}");
  sup_send (f, "{\"type\":\"prompt.submit\",\"request_id\":\"co-1\",\"session_id\":\"s1\",\"text\":\"Carry on.\"}");

  log = read_object (f->bridge_out);
  g_assert_cmpstr (json_object_get_string_member (log, "type"), ==, "log");
  g_assert_cmpstr (json_object_get_string_member (log, "text"), ==, "continuing in 5 s (1/99)");
  cmd = read_object (f->bridge_out);
  g_assert_cmpstr (json_object_get_string_member (cmd, "type"), ==, "prompt.submit");
  g_assert_cmpstr (json_object_get_string_member (cmd, "request_id"), ==, "co-1");
  g_assert_cmpstr (json_object_get_string_member (cmd, "text"), ==, "Carry on.");

  /* the mod's answer goes back to Carry On */
  g_assert_cmpuint (post_event (f, "{\"type\":\"prompt.result\",\"request_id\":\"co-1\",\"session_id\":\"s1\","
                                   "\"ok\":false,\"drop\":\"the session was stopped and nobody has sent input since\"}",
                                NULL), ==, 204);
  result = read_until (f, "prompt.result");
  g_assert_cmpstr (json_object_get_string_member (result, "request_id"), ==, "co-1");
  g_assert_false (json_object_get_boolean_member (result, "ok"));
}

/* The bridge announces "handoff", passes handoff and
 * handoff.paste to the mod and the mod's handoff.progress back. */
static void
test_handoff_reaches_mod (Fixture       *f,
                          gconstpointer  data)
{
  g_autoptr(JsonObject) cmd = NULL;
  g_autoptr(JsonObject) paste = NULL;
  g_autoptr(JsonObject) progress = NULL;

  g_assert_cmpuint (post_event (f, "{\"type\":\"session.start\",\"session\":{\"id\":\"s1\"}}", NULL), ==, 204);
  sup_send (f, "{\"type\":\"handoff\",\"request_id\":\"co-h\",\"session_id\":\"s1\","
               "\"focus\":\"the parser\",\"deliver\":\"submit\"}");
  sup_send (f, "{\"type\":\"handoff.paste\",\"request_id\":\"co-p\",\"session_id\":\"s1\"}");

  cmd = read_object (f->bridge_out);
  g_assert_cmpstr (json_object_get_string_member (cmd, "type"), ==, "handoff");
  g_assert_cmpstr (json_object_get_string_member (cmd, "request_id"), ==, "co-h");
  g_assert_cmpstr (json_object_get_string_member (cmd, "focus"), ==, "the parser");
  g_assert_cmpstr (json_object_get_string_member (cmd, "deliver"), ==, "submit");
  paste = read_object (f->bridge_out);
  g_assert_cmpstr (json_object_get_string_member (paste, "type"), ==, "handoff.paste");
  g_assert_cmpstr (json_object_get_string_member (paste, "request_id"), ==, "co-p");

  g_assert_cmpuint (post_event (f, "{\"type\":\"handoff.progress\",\"session_id\":\"s1\",\"request_id\":\"co-h\","
                                   "\"run_id\":\"h1\",\"stage\":\"note-written\",\"path\":\"/n.md\",\"can_paste\":false}",
                                NULL), ==, 204);
  progress = read_until (f, "handoff.progress");
  g_assert_cmpstr (json_object_get_string_member (progress, "run_id"), ==, "h1");
  g_assert_cmpstr (json_object_get_string_member (progress, "stage"), ==, "note-written");
  g_assert_cmpstr (json_object_get_string_member (progress, "path"), ==, "/n.md");
}

/* A POST from a thread of its own: a held command's POST returns only once
 * the supervisor (this test, on the main thread) has answered. */
typedef struct
{
  char    *control;
  char    *body;
  guint    status;
  char    *reply;
} Post;

static gpointer
post_thread (gpointer data)
{
  Post *post = data;
  g_autoptr(GMainContext) context = g_main_context_new ();
  g_autoptr(GSocketAddress) address = NULL;
  g_autoptr(SoupSession) http = NULL;
  g_autoptr(SoupMessage) msg = NULL;
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GBytes) response = NULL;
  g_autoptr(GError) error = NULL;

  g_main_context_push_thread_default (context);
  address = g_unix_socket_address_new (post->control);
  http = soup_session_new_with_options ("remote-connectable", address, "timeout", 60, NULL);
  msg = soup_message_new (SOUP_METHOD_POST, "http://bridge/event");
  bytes = g_bytes_new (post->body, strlen (post->body));
  soup_message_set_request_body_from_bytes (msg, "application/json", bytes);
  response = soup_session_send_and_read (http, msg, NULL, &error);
  g_assert_no_error (error);
  post->status = soup_message_get_status (msg);
  post->reply = g_strndup (g_bytes_get_data (response, NULL), g_bytes_get_size (response));
  g_main_context_pop_thread_default (context);
  return post;
}

static GThread *
post_in_thread (Fixture    *f,
                Post       *post,
                const char *body)
{
  post->control = f->control;
  post->body = g_strdup (body);
  return g_thread_new ("post", post_thread, post);
}

/* In-session control: a person's /carry-on goes from the mod to the
 * supervisor as `command`; the supervisor's `command.result` is the
 * answer to the mod's POST, which the bridge holds until then. */
static void
test_command_round_trip (Fixture       *f,
                         gconstpointer  data)
{
  g_autoptr(JsonObject) command = NULL;
  g_autoptr(JsonObject) result = NULL;
  Post post = { 0 };
  GThread *thread;

  g_assert_cmpuint (post_event (f, "{\"type\":\"session.start\",\"session\":{\"id\":\"s1\"}}", NULL), ==, 204);
  thread = post_in_thread (f, &post, "{\"type\":\"command\",\"request_id\":\"cc-1\",\"session_id\":\"s1\","
                                     "\"args\":\"limit 5\"}");
  command = read_until (f, "command");
  g_assert_cmpstr (json_object_get_string_member (command, "request_id"), ==, "cc-1");
  g_assert_cmpstr (json_object_get_string_member (command, "session_id"), ==, "s1");
  g_assert_cmpstr (json_object_get_string_member (command, "args"), ==, "limit 5");

  /* another command under the same id while it waits is refused */
  g_assert_cmpuint (post_event (f, "{\"type\":\"command\",\"request_id\":\"cc-1\",\"session_id\":\"s1\","
                                   "\"args\":\"\"}", NULL), ==, 409);
  /* an answer to no waiting command is dropped */
  sup_send (f, "{\"type\":\"command.result\",\"request_id\":\"cc-0\",\"ok\":true,\"text\":\"late\"}");
  sup_send (f, "{\"type\":\"command.result\",\"request_id\":\"cc-1\",\"ok\":true,"
               "\"text\":\"This session now allows 5 continues in a row.\\n<b>plain</b>\"}");
  g_thread_join (thread);
  g_assert_cmpuint (post.status, ==, 200);
  result = parse_object (post.reply);
  g_assert_cmpstr (json_object_get_string_member (result, "type"), ==, "command.result");
  g_assert_cmpstr (json_object_get_string_member (result, "request_id"), ==, "cc-1");
  g_assert_true (json_object_get_boolean_member (result, "ok"));
  g_assert_cmpstr (json_object_get_string_member (result, "text"), ==,
                   "This session now allows 5 continues in a row.\n<b>plain</b>");
  g_free (post.body);
  g_free (post.reply);
}

/* A supervisor that never answers: 504 once the bridge stops waiting (the
 * fixture's bridge waits 1 s), and not before: its answer says it waited
 * that long (a timer of whole seconds had fired early) */
static void
test_command_times_out (Fixture       *f,
                        gconstpointer  data)
{
  g_autoptr(JsonObject) command = NULL;
  Post post = { 0 };
  GThread *thread;
  gint64 asked_at;

  g_assert_cmpuint (post_event (f, "{\"type\":\"session.start\",\"session\":{\"id\":\"s1\"}}", NULL), ==, 204);
  asked_at = g_get_monotonic_time ();
  thread = post_in_thread (f, &post, "{\"type\":\"command\",\"request_id\":\"cc-2\",\"session_id\":\"s1\","
                                     "\"args\":\"status\"}");
  command = read_until (f, "command");
  g_assert_cmpstr (json_object_get_string_member (command, "request_id"), ==, "cc-2");
  g_thread_join (thread);
  g_assert_cmpuint (post.status, ==, 504);
  g_assert_cmpint (g_get_monotonic_time () - asked_at, >=, G_USEC_PER_SEC);
  g_free (post.body);
  g_free (post.reply);
}

static guint
health_clients (Fixture *f)
{
  g_autoptr(SoupMessage) msg = soup_message_new (SOUP_METHOD_GET, "http://bridge/health");
  g_autoptr(GBytes) body = NULL;
  g_autoptr(JsonObject) health = NULL;
  g_autofree char *text = NULL;
  g_autoptr(GError) error = NULL;

  body = soup_session_send_and_read (f->http, msg, NULL, &error);
  g_assert_no_error (error);
  text = g_strndup (g_bytes_get_data (body, NULL), g_bytes_get_size (body));
  health = parse_object (text);
  return (guint) json_object_get_int_member (health, "clients");
}

/* With no supervisor connected a command is answered 503 (the mod then
 * says Carry On is not running) and nothing is written to the mod. */
static void
test_command_without_supervisor (Fixture       *f,
                                 gconstpointer  data)
{
  gint64 deadline = g_get_monotonic_time () + 60 * G_USEC_PER_SEC;

  g_io_stream_close (G_IO_STREAM (f->sup), NULL, NULL);
  /* the bridge's event: it has seen the supervisor go */
  while (health_clients (f) > 0 && g_get_monotonic_time () < deadline)
    g_usleep (20 * 1000);
  g_assert_cmpuint (health_clients (f), ==, 0);

  g_assert_cmpuint (post_event (f, "{\"type\":\"command\",\"request_id\":\"cc-2\",\"session_id\":\"s1\","
                                   "\"args\":\"\"}", NULL), ==, 503);
  /* a bad command is still a 400, whoever is connected */
  g_assert_cmpuint (post_event (f, "{\"type\":\"command\",\"session_id\":\"s1\",\"args\":\"\"}", NULL), ==, 400);
}

static void
test_ends_without_reader (Fixture       *f,
                          gconstpointer  data)
{
  g_autoptr(GError) error = NULL;

  /* The mod's loop ends: stdout's reader goes away.  The bridge must end
   * by itself and remove both sockets. */
  g_input_stream_close (g_subprocess_get_stdout_pipe (f->bridge), NULL, NULL);
  g_clear_object (&f->bridge_out);
  g_subprocess_wait (f->bridge, NULL, &error);
  g_assert_no_error (error);
  g_assert_true (g_subprocess_get_if_exited (f->bridge));
  g_assert_false (g_file_test (f->host_socket, G_FILE_TEST_EXISTS));
  g_assert_false (g_file_test (f->control, G_FILE_TEST_EXISTS));
}

static void
test_ends_with_parent (void)
{
  g_autoptr(GSubprocessLauncher) launcher = NULL;
  g_autoptr(GSubprocess) parent = NULL;
  g_autoptr(GDataInputStream) out = NULL;
  g_autoptr(JsonObject) ready = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *runtime = NULL;
  g_autofree char *hosts = NULL;
  g_autofree char *bridge = bridge_path ();
  g_autofree char *script = NULL;
  char *line;
  const char *host_socket;

  runtime = g_dir_make_tmp ("cob-XXXXXX", &error);
  g_assert_no_error (error);
  hosts = g_build_filename (runtime, "hosts", NULL);

  /* The bridge's parent is a shell that becomes `sleep`, as Claude Code
   * would be; killing it must end the bridge (its pidfd on the parent). */
  launcher = bridge_launcher (runtime);
  script = g_strdup_printf ("'%s' & exec sleep 60", bridge);
  parent = g_subprocess_launcher_spawn (launcher, &error, "/bin/sh", "-c", script, NULL);
  g_assert_no_error (error);
  out = g_data_input_stream_new (g_subprocess_get_stdout_pipe (parent));
  ready = read_object (out);
  host_socket = json_object_get_string_member (ready, "host_socket");
  g_assert_true (g_file_test (host_socket, G_FILE_TEST_EXISTS));

  g_subprocess_force_exit (parent);
  g_subprocess_wait (parent, NULL, NULL);

  /* With the shell gone, the bridge holds the pipe's only writer: its end
   * of file is the bridge's exit, after it has removed its sockets. */
  while ((line = g_data_input_stream_read_line (out, NULL, NULL, &error)) != NULL)
    g_free (line);
  g_assert_no_error (error);
  g_assert_false (g_file_test (host_socket, G_FILE_TEST_EXISTS));
  g_assert_false (g_file_test (json_object_get_string_member (ready, "control"), G_FILE_TEST_EXISTS));
  g_assert_cmpint (g_rmdir (hosts), ==, 0);
  g_assert_cmpint (g_rmdir (runtime), ==, 0);
}

/* The bridge spawned from a thread of its host that ends first. */
typedef struct
{
  GMutex       lock;
  GCond        cond;
  const char  *bridge;
  const char  *runtime;
  GSubprocess *spawned;      /* (owned) */
  pid_t        tid;
  gboolean     may_end;
} Spawner;

static gpointer
spawner_thread (gpointer data)
{
  Spawner *sp = data;
  g_autoptr(GSubprocessLauncher) launcher = bridge_launcher (sp->runtime);
  g_autoptr(GError) error = NULL;
  GSubprocess *bridge;

  bridge = g_subprocess_launcher_spawn (launcher, &error, sp->bridge, NULL);
  g_assert_no_error (error);

  g_mutex_lock (&sp->lock);
  sp->tid = (pid_t) syscall (SYS_gettid);
  sp->spawned = bridge;
  g_cond_broadcast (&sp->cond);
  while (!sp->may_end)
    g_cond_wait (&sp->cond, &sp->lock);
  g_mutex_unlock (&sp->lock);
  return NULL;
}

/* Signals pending for @pid, thread-directed and shared, as a mask; all
 * bits set if they cannot be read (it asserts nothing: the caller has the
 * process stopped and must let it go first). */
static guint64
pending_signals (pid_t pid)
{
  g_autofree char *path = g_strdup_printf ("/proc/%d/status", (int) pid);
  g_autofree char *status = NULL;
  g_auto(GStrv) lines = NULL;
  guint64 mask = 0;

  if (!g_file_get_contents (path, &status, NULL, NULL))
    return G_MAXUINT64;
  lines = g_strsplit (status, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    if (g_str_has_prefix (lines[i], "SigPnd:") || g_str_has_prefix (lines[i], "ShdPnd:"))
      mask |= g_ascii_strtoull (strchr (lines[i], ':') + 1, NULL, 16);
  return mask;
}

/* A host may spawn the bridge from a worker thread that ends while the host
 * lives on.  PR_SET_PDEATHSIG's "parent" is that thread, so it would send
 * SIGTERM then; the bridge must outlive the thread and end only with the
 * process.  The bridge is stopped while the thread ends, so a death signal,
 * had one been sent, stays pending where the test can see it. */
static void
test_outlives_spawning_thread (void)
{
  Spawner sp = { 0 };
  g_autoptr(GThread) thread = NULL;
  g_autoptr(GDataInputStream) out = NULL;
  g_autoptr(JsonObject) ready = NULL;
  g_autoptr(GSocketAddress) control = NULL;
  g_autoptr(SoupSession) http = NULL;
  g_autoptr(SoupMessage) msg = NULL;
  g_autoptr(GBytes) body = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *bridge = NULL;
  g_autofree char *runtime = NULL;
  g_autofree char *task = NULL;
  g_autofree char *host_socket = NULL;
  g_autofree char *hosts = NULL;
  siginfo_t info = { 0 };
  pid_t pid;
  gint64 deadline;
  gboolean stopped, task_gone;
  guint64 pending;
  int probe;

  /* Where pidfd_open is refused (an old kernel, a seccomp filter), the
   * bridge falls back to the death signal this test rules out. */
#ifdef SYS_pidfd_open
  probe = (int) syscall (SYS_pidfd_open, getpid (), 0);
#else
  probe = -1;
#endif
  if (probe < 0)
    {
      g_test_skip ("pidfd_open is not available here");
      return;
    }
  close (probe);

  runtime = g_dir_make_tmp ("cob-XXXXXX", &error);
  g_assert_no_error (error);
  hosts = g_build_filename (runtime, "hosts", NULL);
  bridge = bridge_path ();
  g_mutex_init (&sp.lock);
  g_cond_init (&sp.cond);
  sp.bridge = bridge;
  sp.runtime = runtime;

  thread = g_thread_new ("spawner", spawner_thread, &sp);
  g_mutex_lock (&sp.lock);
  while (sp.spawned == NULL)
    g_cond_wait (&sp.cond, &sp.lock);
  g_mutex_unlock (&sp.lock);

  /* Ready: the bridge watches its parent by now. */
  out = g_data_input_stream_new (g_subprocess_get_stdout_pipe (sp.spawned));
  ready = read_object (out);
  g_assert_cmpstr (json_object_get_string_member (ready, "type"), ==, "bridge.ready");
  host_socket = g_strdup (json_object_get_string_member (ready, "host_socket"));
  pid = (pid_t) json_object_get_int_member (ready, "pid");

  /* From here until SIGCONT nothing asserts: a bridge left stopped would
   * outlive a failed test. */
  kill (pid, SIGSTOP);
  stopped = waitid (P_PID, pid, &info, WSTOPPED | WNOWAIT) == 0 && info.si_code == CLD_STOPPED;

  /* The thread ends; once the kernel has let it go (its task entry is
   * gone), any death signal for its children has been sent. */
  task = g_strdup_printf ("/proc/self/task/%d", (int) sp.tid);
  g_mutex_lock (&sp.lock);
  sp.may_end = TRUE;
  g_cond_broadcast (&sp.cond);
  g_mutex_unlock (&sp.lock);
  g_thread_join (g_steal_pointer (&thread));
  deadline = g_get_monotonic_time () + 60 * G_USEC_PER_SEC;
  while (g_file_test (task, G_FILE_TEST_EXISTS) && g_get_monotonic_time () < deadline)
    g_usleep (1000);
  task_gone = !g_file_test (task, G_FILE_TEST_EXISTS);
  pending = pending_signals (pid);
  kill (pid, SIGCONT);

  g_assert_true (stopped);
  g_assert_true (task_gone);
  g_assert_cmphex (pending & (G_GUINT64_CONSTANT (1) << (SIGTERM - 1)), ==, 0);

  /* Running again, it still answers. */
  control = g_unix_socket_address_new (json_object_get_string_member (ready, "control"));
  http = soup_session_new_with_options ("remote-connectable", control, NULL);
  msg = soup_message_new (SOUP_METHOD_GET, "http://bridge/health");
  body = soup_session_send_and_read (http, msg, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (soup_message_get_status (msg), ==, 200);
  g_assert_true (g_file_test (host_socket, G_FILE_TEST_EXISTS));

  g_subprocess_send_signal (sp.spawned, SIGTERM);
  g_subprocess_wait (sp.spawned, NULL, &error);
  g_assert_no_error (error);
  g_assert_false (g_file_test (host_socket, G_FILE_TEST_EXISTS));
  g_clear_object (&sp.spawned);
  g_mutex_clear (&sp.lock);
  g_cond_clear (&sp.cond);
  g_rmdir (hosts);
  g_rmdir (runtime);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);

#define ADD(path, func) \
  g_test_add (path, Fixture, NULL, fixture_setup, func, fixture_teardown)
  ADD ("/bridge/events-reach-supervisor", test_events_reach_supervisor);
  ADD ("/bridge/bad-events-refused", test_bad_events_refused);
  ADD ("/bridge/huge-numbers-reach-supervisor", test_huge_numbers_reach_supervisor);
  ADD ("/bridge/chunked-upload-bounded", test_chunked_upload_bounded);
  ADD ("/bridge/commands-reach-mod", test_commands_reach_mod);
  ADD ("/bridge/handoff-reaches-mod", test_handoff_reaches_mod);
  ADD ("/bridge/command-round-trip", test_command_round_trip);
  g_test_add ("/bridge/command-times-out", Fixture, "1", fixture_setup, test_command_times_out, fixture_teardown);
  ADD ("/bridge/command-without-supervisor", test_command_without_supervisor);
  ADD ("/bridge/ends-without-reader", test_ends_without_reader);
#undef ADD
  g_test_add_func ("/bridge/ends-with-parent", test_ends_with_parent);
  g_test_add_func ("/bridge/outlives-spawning-thread", test_outlives_spawning_thread);

  return g_test_run ();
}
