/* carry-on-bridge.c
 *
 * SPDX-FileCopyrightText: 2026 The Carry On authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * carry-on-bridge: the host end of protocol v1 for one Claude Code process.
 *
 * Claude Code mods run sandboxed (no sockets of their own), so the Carry On
 * mod spawns this program at session.start with `$.process.spawn` and:
 *
 *  - the bridge owns the process's host socket in the hosts directory
 *    (`claude-code-<claude pid>.sock`) through CarryOnHostServer, so Carry On
 *    connects to it as to any host (docs/protocol.md);
 *  - the mod POSTs protocol-v1 host events (session.start, turn.complete, …)
 *    to `POST /event` on a private HTTP control socket (libsoup 3 on a Unix
 *    socket in a fresh 0700 directory, the socket itself 0600); each body is
 *    validated with carry_on_message_parse (CARRY_ON_PEER_HOST) and emitted;
 *  - Carry On's commands (prompt.submit, log, handoff, handoff.paste) arrive
 *    through the server's "command" signal and are written as JSON lines on
 *    stdout, which the mod reads (the mod runs the hand-off and POSTs its
 *    handoff.progress events back); the first stdout line is
 *    `{"type":"bridge.ready","control":PATH,"host_socket":PATH,"pid":N}`;
 *  - a person's `/carry-on ARGS` is a `command` the mod POSTs: it goes to
 *    the controlling supervisor, else the first connected one, and the POST
 *    is held until that supervisor's `command.result`, which is its 200
 *    answer.  A long poll, because a Claude Code hook's budget (10 s of its
 *    own time) stops only while one of its `$` calls is in flight: the mod
 *    waits inside `$.http.fetch`, not on a promise of its own.  No
 *    supervisor connected: 503 (the mod says Carry On is not running); no
 *    answer within COMMAND_WAIT_S (or `--command-wait`): 504.
 *
 * `$.process.spawn` closes the child's stdin from the start, so stdin says
 * nothing.  The bridge ends, removing its sockets, when its parent process
 * exits (a pidfd on it turns readable; see watch_parent), when stdout's
 * reader goes away (POLLERR on the pipe, or EPIPE on a write), and on
 * SIGINT/SIGTERM/SIGHUP.  It never polls.
 */

#include "config.h"

#include <locale.h>

#include <errno.h>
#include <signal.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <unistd.h>

#include <gio/gio.h>
#include <gio/gunixoutputstream.h>
#include <glib-unix.h>
#include <glib/gstdio.h>
#include <libsoup/soup.h>

#include "carry-on-host-server.h"
#include "carry-on-paths.h"
#include "carry-on-protocol.h"

typedef struct
{
  GMainLoop         *loop;
  CarryOnHostServer *server;
  SoupServer        *http;
  GOutputStream     *out;
  char              *control_dir;
  char              *control_path;
  char              *host_socket;
  pid_t              parent;
  int                parent_fd;     /* pidfd on the parent, or -1 */
  guint              command_wait_s;
  int                exit_status;
  gboolean           quitting;
  GHashTable        *asked;         /* request id → (owned) Asked: held commands */
} Bridge;

/* How long a `command` POST is held for its `command.result`, in seconds. */
#define COMMAND_WAIT_S 10

/* A person's command on its way: the mod's POST, held until the answer. */
typedef struct
{
  Bridge            *bridge;
  SoupServerMessage *msg;           /* (owned) paused */
  char              *request_id;
  guint              timeout_id;
  gulong             finished_id;
} Asked;

static void
asked_free (gpointer data)
{
  Asked *asked = data;

  g_clear_handle_id (&asked->timeout_id, g_source_remove);
  g_clear_signal_handler (&asked->finished_id, asked->msg);
  g_clear_object (&asked->msg);
  g_free (asked->request_id);
  g_free (asked);
}

static void
bridge_quit (Bridge     *self,
             const char *why,
             int         status)
{
  if (self->quitting)
    return;
  self->quitting = TRUE;
  self->exit_status = status;
  g_message ("ending: %s", why);
  g_main_loop_quit (self->loop);
}

/* -- stdout: Carry On's commands for the mod ------------------------------ */

static gboolean
bridge_write_line (Bridge     *self,
                   const char *line,
                   gsize       length)
{
  g_autoptr(GError) error = NULL;

  if (self->out == NULL)
    return FALSE;

  if (!g_output_stream_write_all (self->out, line, length, NULL, NULL, &error) ||
      !g_output_stream_flush (self->out, NULL, &error))
    {
      /* EPIPE: the mod stopped reading, so the session is gone. */
      g_clear_object (&self->out);
      bridge_quit (self, error->message, 0);
      return FALSE;
    }

  return TRUE;
}

static gboolean
bridge_write_message (Bridge         *self,
                      CarryOnMessage *message)
{
  g_autofree char *line = NULL;
  gsize length = 0;

  line = carry_on_message_to_line (message, &length);
  return bridge_write_line (self, line, length);
}

static void
bridge_answer_drop (Bridge         *self,
                    CarryOnMessage *command,
                    const char     *reason)
{
  g_autoptr(CarryOnMessage) result = NULL;
  JsonObject *object;

  result = carry_on_message_new (CARRY_ON_MESSAGE_PROMPT_RESULT);
  object = carry_on_message_get_object (result);
  json_object_set_string_member (object, "request_id",
                                 carry_on_message_get_request_id (command));
  json_object_set_string_member (object, "session_id",
                                 carry_on_message_get_session_id (command));
  json_object_set_boolean_member (object, "ok", FALSE);
  json_object_set_string_member (object, "drop", reason);
  carry_on_host_server_emit (self->server, result);
}

static void
bridge_answer_handoff_stop (Bridge         *self,
                            CarryOnMessage *command,
                            const char     *reason)
{
  g_autoptr(CarryOnMessage) progress = NULL;
  JsonObject *object;
  const char *request_id = carry_on_message_get_request_id (command);

  progress = carry_on_message_new (CARRY_ON_MESSAGE_HANDOFF_PROGRESS);
  object = carry_on_message_get_object (progress);
  json_object_set_string_member (object, "session_id",
                                 carry_on_message_get_session_id (command));
  if (request_id != NULL)
    json_object_set_string_member (object, "request_id", request_id);
  json_object_set_string_member (object, "stage", "stopped");
  json_object_set_string_member (object, "reason", reason);
  carry_on_host_server_emit (self->server, progress);
}

/* Answers the held POST of @request_id with @status and @body (may be
 * %NULL) and lets it go. */
static void
bridge_answer_asked (Bridge          *self,
                     const char      *request_id,
                     guint            status,
                     CarryOnMessage  *body)
{
  Asked *asked = g_hash_table_lookup (self->asked, request_id);
  g_autoptr(SoupServerMessage) msg = NULL;

  if (asked == NULL)
    {
      g_debug ("no command %s is waiting: a late answer, dropped", request_id);
      return;
    }
  msg = g_object_ref (asked->msg);
  g_hash_table_remove (self->asked, request_id);
  soup_server_message_set_status (msg, status, NULL);
  if (body != NULL)
    {
      gsize length = 0;
      char *line = carry_on_message_to_line (body, &length);

      soup_server_message_set_response (msg, "application/json", SOUP_MEMORY_TAKE, line, length);
    }
  soup_server_message_unpause (msg);
}

static gboolean
on_command_timeout (gpointer user_data)
{
  Asked *asked = user_data;
  g_autofree char *request_id = g_strdup (asked->request_id);

  asked->timeout_id = 0;
  g_message ("command %s: no answer within %u s", request_id, asked->bridge->command_wait_s);
  bridge_answer_asked (asked->bridge, request_id, SOUP_STATUS_GATEWAY_TIMEOUT, NULL);
  return G_SOURCE_REMOVE;
}

/* libsoup finished the POST by itself (the server is going away): forget
 * it.  A mod that gave up is not noticed while the POST is paused; its
 * entry goes at COMMAND_WAIT_S, and a mod never reuses a request id. */
static void
on_asked_finished (SoupServerMessage *msg,
                   Asked             *asked)
{
  g_hash_table_remove (asked->bridge->asked, asked->request_id);
}

static void
on_command (CarryOnHostServer *server,
            CarryOnMessage    *command,
            gpointer           user_data)
{
  Bridge *self = user_data;

  switch (carry_on_message_get_message_type (command))
    {
    case CARRY_ON_MESSAGE_PROMPT_SUBMIT:
      /* The mod answers with a prompt.result POSTed back to /event. */
      if (!bridge_write_message (self, command))
        bridge_answer_drop (self, command, "the Claude Code mod is not reading its bridge");
      break;

    case CARRY_ON_MESSAGE_LOG:
      bridge_write_message (self, command);
      break;

    case CARRY_ON_MESSAGE_COMMAND_RESULT:
      /* The answer to the person's /carry-on: the held POST's answer. */
      bridge_answer_asked (self, carry_on_message_get_request_id (command), SOUP_STATUS_OK, command);
      break;

    case CARRY_ON_MESSAGE_HANDOFF:
    case CARRY_ON_MESSAGE_HANDOFF_PASTE:
      /* The mod runs it and answers with handoff.progress events
       * POSTed back to /event, carrying the command's request id. */
      if (!bridge_write_message (self, command))
        bridge_answer_handoff_stop (self, command, "the Claude Code mod is not reading its bridge");
      break;

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
    case CARRY_ON_MESSAGE_COMMAND:
    case CARRY_ON_MESSAGE_SESSION_STATUS:
    case CARRY_ON_MESSAGE_N_TYPES:
    default:
      g_debug ("ignoring a %s command",
               carry_on_message_type_to_string (carry_on_message_get_message_type (command)));
      break;
    }
}

/* -- the control socket: the mod's events ---------------------------------- */

/* Events the mod may send; hello, control and sessions are the server's. */
static gboolean
is_mod_event (CarryOnMessageType type)
{
  switch (type)
    {
    case CARRY_ON_MESSAGE_SESSION_START:
    case CARRY_ON_MESSAGE_SESSION_UPDATE:
    case CARRY_ON_MESSAGE_SESSION_END:
    case CARRY_ON_MESSAGE_TURN_START:
    case CARRY_ON_MESSAGE_TURN_COMPLETE:
    case CARRY_ON_MESSAGE_PROMPT_SUBMIT:
    case CARRY_ON_MESSAGE_PROMPT_RESULT:
    case CARRY_ON_MESSAGE_USAGE:
    case CARRY_ON_MESSAGE_HANDOFF_PROGRESS:
    case CARRY_ON_MESSAGE_COMMAND:
      return TRUE;

    case CARRY_ON_MESSAGE_HELLO:
    case CARRY_ON_MESSAGE_ERROR:
    case CARRY_ON_MESSAGE_CONTROL_CLAIM:
    case CARRY_ON_MESSAGE_CONTROL_RELEASE:
    case CARRY_ON_MESSAGE_CONTROL_TAKE:
    case CARRY_ON_MESSAGE_CONTROL:
    case CARRY_ON_MESSAGE_SESSIONS:
    case CARRY_ON_MESSAGE_LOG:
    case CARRY_ON_MESSAGE_HANDOFF:
    case CARRY_ON_MESSAGE_HANDOFF_PASTE:
    case CARRY_ON_MESSAGE_COMMAND_RESULT:
    case CARRY_ON_MESSAGE_SESSION_STATUS:
    case CARRY_ON_MESSAGE_N_TYPES:
    default:
      return FALSE;
    }
}

static void
reply_json (SoupServerMessage *msg,
            guint              status,
            CarryOnMessage    *body)
{
  g_autofree char *line = NULL;
  gsize length = 0;

  soup_server_message_set_status (msg, status, NULL);
  if (body == NULL)
    return;
  line = carry_on_message_to_line (body, &length);
  soup_server_message_set_response (msg, "application/json", SOUP_MEMORY_TAKE,
                                    g_steal_pointer (&line), length);
}

static void
reply_error (SoupServerMessage    *msg,
             guint                 status,
             CarryOnProtocolError  code,
             const char           *text)
{
  g_autoptr(CarryOnMessage) error = carry_on_message_new_error (code, text);

  g_info ("refused an event: %s", text);
  reply_json (msg, status, error);
}

static gboolean
peer_is_us (SoupServerMessage *msg)
{
  g_autoptr(GCredentials) credentials = NULL;
  g_autoptr(GError) error = NULL;
  GSocket *socket;
  uid_t uid;

  socket = soup_server_message_get_socket (msg);
  if (socket == NULL)
    return FALSE;
  credentials = g_socket_get_credentials (socket, &error);
  if (credentials == NULL)
    {
      g_warning ("cannot read the control peer's credentials: %s", error->message);
      return FALSE;
    }
  uid = g_credentials_get_unix_user (credentials, &error);
  return uid == getuid ();
}

/* The body of one POST /event, gathered chunk by chunk so that the 1 MiB
 * limit holds while reading: a chunked upload has no Content-Length to
 * refuse up front, and libsoup would otherwise buffer all of it. */
typedef struct
{
  GByteArray *data;
  gboolean    too_large;
} Upload;

static void
upload_free (gpointer data)
{
  Upload *upload = data;

  g_clear_pointer (&upload->data, g_byte_array_unref);
  g_free (upload);
}

static void
on_got_chunk (SoupServerMessage *msg,
              GBytes            *chunk,
              Upload            *upload)
{
  gsize size = g_bytes_get_size (chunk);

  if (upload->too_large)
    return;
  if (size > CARRY_ON_PROTOCOL_MAX_LINE - upload->data->len)
    {
      /* Drop what was kept; the rest is read and thrown away. */
      upload->too_large = TRUE;
      g_byte_array_set_size (upload->data, 0);
      return;
    }
  g_byte_array_append (upload->data, g_bytes_get_data (chunk, NULL), size);
}

static void
on_early_request (SoupServer        *http,
                  SoupServerMessage *msg,
                  const char        *path,
                  GHashTable        *query,
                  gpointer           user_data)
{
  SoupMessageHeaders *headers = soup_server_message_get_request_headers (msg);
  Upload *upload;

  if (soup_message_headers_get_encoding (headers) == SOUP_ENCODING_CONTENT_LENGTH &&
      soup_message_headers_get_content_length (headers) > CARRY_ON_PROTOCOL_MAX_LINE)
    {
      reply_error (msg, SOUP_STATUS_REQUEST_ENTITY_TOO_LARGE, CARRY_ON_PROTOCOL_ERROR_TOO_LONG,
                   "an event is at most 1 MiB");
      return;
    }

  upload = g_new0 (Upload, 1);
  upload->data = g_byte_array_new ();
  g_object_set_data_full (G_OBJECT (msg), "carry-on-upload", upload, upload_free);
  soup_message_body_set_accumulate (soup_server_message_get_request_body (msg), FALSE);
  g_signal_connect (msg, "got-chunk", G_CALLBACK (on_got_chunk), upload);
}

static void
on_event (SoupServer        *http,
          SoupServerMessage *msg,
          const char        *path,
          GHashTable        *query,
          gpointer           user_data)
{
  Bridge *self = user_data;
  g_autoptr(CarryOnMessage) message = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GBytes) body = NULL;
  Upload *upload;
  const char *data;
  gsize length;

  if (!peer_is_us (msg))
    {
      reply_error (msg, SOUP_STATUS_FORBIDDEN, CARRY_ON_PROTOCOL_ERROR_MALFORMED,
                   "the control socket takes requests from its own user only");
      return;
    }

  if (strcmp (soup_server_message_get_method (msg), SOUP_METHOD_POST) != 0)
    {
      reply_error (msg, SOUP_STATUS_METHOD_NOT_ALLOWED, CARRY_ON_PROTOCOL_ERROR_MALFORMED,
                   "POST one protocol v1 event as JSON");
      return;
    }

  upload = g_object_get_data (G_OBJECT (msg), "carry-on-upload");
  if (upload != NULL)
    {
      data = (const char *) upload->data->data;
      length = upload->data->len;
    }
  else
    {
      /* Not through the early handler (cannot happen for /event). */
      body = soup_message_body_flatten (soup_server_message_get_request_body (msg));
      data = g_bytes_get_data (body, &length);
    }
  if ((upload != NULL && upload->too_large) || length > CARRY_ON_PROTOCOL_MAX_LINE)
    {
      reply_error (msg, SOUP_STATUS_REQUEST_ENTITY_TOO_LARGE, CARRY_ON_PROTOCOL_ERROR_TOO_LONG,
                   "an event is at most 1 MiB");
      return;
    }

  message = carry_on_message_parse (data != NULL ? data : "", length, CARRY_ON_PEER_HOST, &error);
  if (message == NULL)
    {
      CarryOnProtocolError code = CARRY_ON_PROTOCOL_ERROR_MALFORMED;

      if (g_error_matches (error, CARRY_ON_PROTOCOL_ERROR, error->code))
        code = error->code;
      reply_error (msg, SOUP_STATUS_BAD_REQUEST, code, error->message);
      return;
    }

  if (!is_mod_event (carry_on_message_get_message_type (message)))
    {
      g_autofree char *text = NULL;

      text = g_strdup_printf ("%s is not an event the mod sends",
                              carry_on_message_type_to_string (carry_on_message_get_message_type (message)));
      reply_error (msg, SOUP_STATUS_BAD_REQUEST, CARRY_ON_PROTOCOL_ERROR_UNKNOWN_TYPE, text);
      return;
    }

  if (carry_on_message_get_message_type (message) == CARRY_ON_MESSAGE_COMMAND &&
      g_hash_table_contains (self->asked, carry_on_message_get_request_id (message)))
    {
      reply_error (msg, SOUP_STATUS_CONFLICT, CARRY_ON_PROTOCOL_ERROR_INVALID_FIELD,
                   "a command with this request_id is already waiting for its answer");
      return;
    }

  /* Answer 204 only for an event that went out: one the host server
   * would not send is refused here, where the mod sees it. */
  if (!carry_on_host_server_try_emit (self->server, message, &error))
    {
      CarryOnProtocolError code = CARRY_ON_PROTOCOL_ERROR_MALFORMED;

      /* A `command` with no supervisor to take it: 503, so the mod
       * answers the person itself (Carry On is not running). */
      if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_NOT_CONNECTED))
        {
          soup_server_message_set_status (msg, SOUP_STATUS_SERVICE_UNAVAILABLE, NULL);
          return;
        }

      if (g_error_matches (error, CARRY_ON_PROTOCOL_ERROR, error->code))
        code = error->code;
      reply_error (msg, SOUP_STATUS_BAD_REQUEST, code, error->message);
      return;
    }

  if (carry_on_message_get_message_type (message) == CARRY_ON_MESSAGE_COMMAND)
    {
      Asked *asked = g_new0 (Asked, 1);

      /* Held until the supervisor answers, or command_wait_s.  A timeout
       * in milliseconds: g_timeout_add_seconds() aligns its expiry to a
       * per-session mark and may fire up to a quarter of a second early,
       * and the answer then said "did not answer within 10 s" after 9.9 s
       * (the e2e test that checks it failed so in a CI run). */
      asked->bridge = self;
      asked->msg = g_object_ref (msg);
      asked->request_id = g_strdup (carry_on_message_get_request_id (message));
      asked->timeout_id = g_timeout_add (self->command_wait_s * 1000, on_command_timeout, asked);
      asked->finished_id = g_signal_connect (msg, "finished", G_CALLBACK (on_asked_finished), asked);
      g_hash_table_replace (self->asked, asked->request_id, asked);
      soup_server_message_pause (msg);
      return;
    }
  soup_server_message_set_status (msg, SOUP_STATUS_NO_CONTENT, NULL);
}

static void
on_health (SoupServer        *http,
           SoupServerMessage *msg,
           const char        *path,
           GHashTable        *query,
           gpointer           user_data)
{
  Bridge *self = user_data;
  g_autofree char *text = NULL;

  text = g_strdup_printf ("{\"ok\":true,\"clients\":%u}\n",
                          carry_on_host_server_get_n_clients (self->server));
  soup_server_message_set_status (msg, SOUP_STATUS_OK, NULL);
  soup_server_message_set_response (msg, "application/json", SOUP_MEMORY_TAKE,
                                    g_steal_pointer (&text), strlen (text));
}

static gboolean
bridge_listen_control (Bridge  *self,
                       GError **error)
{
  g_autoptr(GSocket) socket = NULL;
  g_autoptr(GSocketAddress) address = NULL;
  g_autofree char *template = NULL;
  mode_t old_mask;
  gboolean bound;

  template = g_build_filename (g_get_user_runtime_dir (), "carry-on-bridge-XXXXXX", NULL);
  if (g_mkdtemp_full (template, 0700) == NULL)
    {
      int saved_errno = errno;

      g_set_error (error, G_IO_ERROR, g_io_error_from_errno (saved_errno),
                   "cannot make the control directory %s: %s", template, g_strerror (saved_errno));
      return FALSE;
    }
  self->control_dir = g_steal_pointer (&template);
  self->control_path = g_build_filename (self->control_dir, "control.sock", NULL);

  socket = g_socket_new (G_SOCKET_FAMILY_UNIX, G_SOCKET_TYPE_STREAM, G_SOCKET_PROTOCOL_DEFAULT, error);
  if (socket == NULL)
    return FALSE;
  address = g_unix_socket_address_new (self->control_path);

  old_mask = umask (0177);  /* the socket file is 0600 from birth */
  bound = g_socket_bind (socket, address, FALSE, error);
  umask (old_mask);
  if (!bound || !g_socket_listen (socket, error))
    return FALSE;

  self->http = soup_server_new ("server-header", "carry-on-bridge", NULL);
  soup_server_add_early_handler (self->http, "/event", on_early_request, self, NULL);
  soup_server_add_handler (self->http, "/event", on_event, self, NULL);
  soup_server_add_handler (self->http, "/health", on_health, self, NULL);
  return soup_server_listen_socket (self->http, socket, 0, error);
}

/* -- life and death -------------------------------------------------------- */

static gboolean
on_quit_signal (gpointer user_data)
{
  Bridge *self = user_data;

  bridge_quit (self, getppid () != self->parent ? "the parent process died" : "asked to stop", 0);
  return G_SOURCE_CONTINUE;
}

static gboolean
on_parent_exit (int          fd,
                GIOCondition condition,
                gpointer     user_data)
{
  bridge_quit (user_data, "the parent process died", 0);
  return G_SOURCE_REMOVE;
}

/* watch_parent:
 * @self: the bridge, whose parent is getppid() at start
 *
 * Arranges for the bridge to end when the process that spawned it exits.
 *
 * The parent is watched through a pidfd (pidfd_open(2), Linux 5.3), which
 * turns readable when the parent *process* exits.  PR_SET_PDEATHSIG is only
 * the fallback where pidfd_open is missing or refused (an old kernel, a
 * seccomp filter): its "parent" is the thread that forked the bridge, so a
 * host that spawns from a worker thread which later ends (a JavaScript
 * runtime's pool) would have the bridge killed while the host lives on —
 * prctl(2), PR_SET_PDEATHSIG: https://man7.org/linux/man-pages/man2/prctl.2.html
 *
 * Returns: %FALSE when the parent has already gone (the bridge was
 *   reparented before the watch was set up), so the bridge should end now.
 */
static gboolean
watch_parent (Bridge *self)
{
  self->parent = getppid ();
  self->parent_fd = -1;
#ifdef SYS_pidfd_open
  self->parent_fd = (int) syscall (SYS_pidfd_open, self->parent, 0);
#else
  errno = ENOSYS;
#endif
  if (self->parent_fd < 0)
    {
      g_debug ("pidfd_open on the parent failed (%s): PR_SET_PDEATHSIG instead",
               g_strerror (errno));
      if (prctl (PR_SET_PDEATHSIG, SIGTERM) != 0)
        g_warning ("PR_SET_PDEATHSIG failed: %s", g_strerror (errno));
    }
  /* Still our parent after the watch was set: then the pidfd is on it (a
   * live parent's pid is not reused) or the death signal will come. */
  return getppid () == self->parent;
}

static gboolean
on_stdout_error (int          fd,
                 GIOCondition condition,
                 gpointer     user_data)
{
  bridge_quit (user_data, "stdout's reader went away", 0);
  return G_SOURCE_REMOVE;
}

static void
bridge_clear (Bridge *self)
{
  g_clear_pointer (&self->asked, g_hash_table_unref);
  if (self->server != NULL)
    carry_on_host_server_close (self->server);
  g_clear_object (&self->server);
  if (self->http != NULL)
    soup_server_disconnect (self->http);
  g_clear_object (&self->http);
  if (self->control_path != NULL)
    g_unlink (self->control_path);
  if (self->control_dir != NULL)
    g_rmdir (self->control_dir);
  g_clear_pointer (&self->control_path, g_free);
  g_clear_pointer (&self->control_dir, g_free);
  g_clear_pointer (&self->host_socket, g_free);
  g_clear_object (&self->out);
  g_clear_pointer (&self->loop, g_main_loop_unref);
  if (self->parent_fd >= 0)
    close (self->parent_fd);
  self->parent_fd = -1;
}

int
main (int    argc,
      char **argv)
{
  static const char * const capabilities[] = {
    "prompt.submit", "log", "usage", "handoff", CARRY_ON_CAPABILITY_COMMAND, NULL
  };
  g_autofree char *host_version = NULL;
  g_autofree char *socket_path = NULL;
  g_autofree char *hosts_dir = NULL;
  g_autoptr(GOptionContext) context = NULL;
  g_autoptr(JsonBuilder) ready = NULL;
  g_autoptr(JsonNode) ready_node = NULL;
  g_autofree char *ready_json = NULL;
  g_autofree char *ready_line = NULL;
  g_autoptr(GError) error = NULL;
  Bridge bridge = { 0 };
  gboolean version = FALSE;
  int command_wait = COMMAND_WAIT_S;
  const GOptionEntry entries[] = {
    { "host-version", 0, 0, G_OPTION_ARG_STRING, &host_version,
      "Claude Code's version, for the hello", "VERSION" },
    { "socket", 0, 0, G_OPTION_ARG_FILENAME, &socket_path,
      "Host socket path (default: claude-code-<parent pid>.sock in the hosts directory)", "PATH" },
    { "version", 0, 0, G_OPTION_ARG_NONE, &version, "Print the version and exit", NULL },
    /* For tests: how long a held command waits for its answer. */
    { "command-wait", 0, G_OPTION_FLAG_HIDDEN, G_OPTION_ARG_INT, &command_wait,
      "Seconds a command waits for the supervisor's answer (default 10)", "SECONDS" },
    { NULL }
  };

  /* Messages in the user's charset (GLib converts from UTF-8 with it). */
  setlocale (LC_ALL, "");

  context = g_option_context_new ("— the Claude Code host for Carry On");
  g_option_context_set_summary (context,
                                "Spawned by the Carry On Claude Code mod; not meant to be run by hand.");
  g_option_context_add_main_entries (context, entries, NULL);
  if (!g_option_context_parse (context, &argc, &argv, &error))
    {
      g_printerr ("carry-on-bridge: %s\n", error->message);
      return 2;
    }
  if (version)
    {
      g_print ("carry-on-bridge %s\n", PACKAGE_VERSION);
      return 0;
    }
  if (command_wait < 1 || command_wait > 3600)
    {
      g_printerr ("carry-on-bridge: --command-wait must be 1–3600 seconds\n");
      return 2;
    }
  bridge.command_wait_s = (guint) command_wait;

  /* End with the parent; it may already have gone.  After the options, so
   * their early returns hold no pidfd to close. */
  if (!watch_parent (&bridge))
    {
      bridge_clear (&bridge);
      return 0;
    }
  signal (SIGPIPE, SIG_IGN);

  bridge.loop = g_main_loop_new (NULL, FALSE);
  bridge.asked = g_hash_table_new_full (g_str_hash, g_str_equal, NULL, asked_free);
  bridge.out = g_unix_output_stream_new (STDOUT_FILENO, FALSE);

  if (socket_path == NULL)
    {
      g_autofree char *name = NULL;

      hosts_dir = carry_on_paths_ensure_hosts_dir (&error);
      if (hosts_dir == NULL)
        {
          g_printerr ("carry-on-bridge: %s\n", error->message);
          bridge_clear (&bridge);
          return 1;
        }
      name = g_strdup_printf ("claude-code-%d.sock", (int) bridge.parent);
      socket_path = g_build_filename (hosts_dir, name, NULL);
    }

  /* Before the sockets exist: a signal from anyone who has seen them is a
   * clean exit that removes them. */
  g_unix_signal_add (SIGTERM, on_quit_signal, &bridge);
  g_unix_signal_add (SIGINT, on_quit_signal, &bridge);
  g_unix_signal_add (SIGHUP, on_quit_signal, &bridge);

  bridge.server = carry_on_host_server_new ("claude-code", "Claude Code",
                                            host_version != NULL ? host_version : "unknown",
                                            capabilities);
  g_signal_connect (bridge.server, "command", G_CALLBACK (on_command), &bridge);
  if (!carry_on_host_server_listen (bridge.server, socket_path, &error) ||
      !bridge_listen_control (&bridge, &error))
    {
      g_printerr ("carry-on-bridge: %s\n", error->message);
      bridge_clear (&bridge);
      return 1;
    }
  bridge.host_socket = g_strdup (socket_path);

  g_unix_fd_add (STDOUT_FILENO, G_IO_ERR | G_IO_HUP, on_stdout_error, &bridge);
  if (bridge.parent_fd >= 0)
    g_unix_fd_add (bridge.parent_fd, G_IO_IN, on_parent_exit, &bridge);

  /* The first line tells the mod where to POST its events. */
  ready = json_builder_new ();
  json_builder_begin_object (ready);
  json_builder_set_member_name (ready, "type");
  json_builder_add_string_value (ready, "bridge.ready");
  json_builder_set_member_name (ready, "control");
  json_builder_add_string_value (ready, bridge.control_path);
  json_builder_set_member_name (ready, "host_socket");
  json_builder_add_string_value (ready, bridge.host_socket);
  json_builder_set_member_name (ready, "pid");
  json_builder_add_int_value (ready, getpid ());
  json_builder_end_object (ready);
  ready_node = json_builder_get_root (ready);
  ready_json = json_to_string (ready_node, FALSE);
  ready_line = g_strconcat (ready_json, "\n", NULL);
  if (bridge_write_line (&bridge, ready_line, strlen (ready_line)))
    {
      g_message ("serving %s (control %s)", bridge.host_socket, bridge.control_path);
      g_main_loop_run (bridge.loop);
    }

  {
    int status = bridge.exit_status;

    bridge_clear (&bridge);
    return status;
  }
}
