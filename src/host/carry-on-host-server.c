/* carry-on-host-server.c
 *
 * SPDX-FileCopyrightText: 2026 The Carry On authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The host end of protocol v1 (docs/protocol.md §3, §7): a GSocketService on
 * a Unix socket, one reader and one ordered write queue per supervisor,
 * control arbitration, and the session table snapshots are made from.
 */
#include "config.h"

#include <errno.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/un.h>
#include <unistd.h>

#include <gio/gunixsocketaddress.h>
#include <glib/gstdio.h>

#include "carry-on-host-server.h"

/* Reader buffer: starts small, grows up to one full line plus its newline,
 * never further (docs/protocol.md §1). */
#define READ_BUFFER_INITIAL (64 * 1024)
#define READ_BUFFER_MAX     (CARRY_ON_PROTOCOL_MAX_LINE + 1)
/* A supervisor that stops reading is dropped once this much is queued for
 * it, instead of growing the host's memory without bound. */
#define WRITE_QUEUE_MAX     (64 * 1024 * 1024)
/* After a fatal error reply, how long the peer gets to read it. */
#define CLOSE_GRACE_SECONDS 5

typedef struct _Client Client;

struct _Client
{
  guint              ref_count;
  guint              id;
  CarryOnHostServer *server;        /* (unowned) NULL once closed */
  GSocketConnection *connection;
  GInputStream      *input;         /* a GDataInputStream, used as a bounded GBufferedInputStream */
  GOutputStream     *output;
  GCancellable      *cancellable;
  gsize              scanned;       /* buffered bytes known to hold no newline */
  GQueue             write_queue;   /* GBytes */
  gsize              queued_bytes;
  gboolean           writing;
  gboolean           greeted;
  gboolean           closing;       /* close once the queue is flushed */
  gboolean           closed;
  guint              grace_id;
  char              *name;          /* hello.client.name */
  gint64             pid;           /* hello.client.pid, 0 unknown */
};

struct _CarryOnHostServer
{
  GObject         parent_instance;

  char           *kind;
  char           *name;
  char           *version;
  char          **capabilities;

  GSocketService *service;
  char           *socket_path;

  GPtrArray      *clients;          /* (element-type Client) owned refs */
  Client         *controller;       /* (unowned) one of @clients or NULL */
  guint           next_client_id;

  GPtrArray      *sessions;         /* (element-type CarryOnSessionInfo) in start order */
  GHashTable     *sessions_by_id;   /* id → (unowned) info */
};

G_DEFINE_FINAL_TYPE (CarryOnHostServer, carry_on_host_server, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_N_CLIENTS,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum {
  SIGNAL_COMMAND,
  SIGNAL_RECEIVED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void client_close     (Client     *client,
                              const char *reason);
static void client_read      (Client     *client);
static void broadcast_bytes  (CarryOnHostServer *self,
                              GBytes            *bytes,
                              Client            *except);

/* --- clients ------------------------------------------------------------- */

static Client *
client_ref (Client *client)
{
  client->ref_count++;
  return client;
}

static void
client_unref (Client *client)
{
  g_assert (client->ref_count > 0);

  if (--client->ref_count > 0)
    return;

  g_assert (client->closed);
  g_assert (client->grace_id == 0);

  /* Every async operation has returned by now, so closing cannot race. */
  g_io_stream_close (G_IO_STREAM (client->connection), NULL, NULL);
  g_queue_clear_full (&client->write_queue, (GDestroyNotify) g_bytes_unref);
  g_clear_object (&client->input);
  g_clear_object (&client->output);
  g_clear_object (&client->cancellable);
  g_clear_object (&client->connection);
  g_free (client->name);
  g_free (client);
}

static void
client_flush (Client *client);

static void
on_written (GObject      *source,
            GAsyncResult *result,
            gpointer      user_data)
{
  Client *client = user_data;
  g_autoptr(GError) error = NULL;
  GBytes *bytes;

  client->writing = FALSE;
  if (!g_output_stream_write_all_finish (G_OUTPUT_STREAM (source), result, NULL, &error))
    {
      if (!client->closed)
        {
          g_debug ("supervisor %u: write failed: %s", client->id, error->message);
          client_close (client, NULL);
        }
      client_unref (client);
      return;
    }

  bytes = g_queue_pop_head (&client->write_queue);
  if (bytes != NULL)
    {
      client->queued_bytes -= g_bytes_get_size (bytes);
      g_bytes_unref (bytes);
    }

  if (!client->closed)
    client_flush (client);
  client_unref (client);
}

static void
client_flush (Client *client)
{
  GBytes *bytes;
  gsize size;
  gconstpointer data;

  if (client->writing || client->closed)
    return;

  bytes = g_queue_peek_head (&client->write_queue);
  if (bytes == NULL)
    {
      if (client->closing)
        client_close (client, NULL);
      return;
    }

  data = g_bytes_get_data (bytes, &size);
  client->writing = TRUE;
  g_output_stream_write_all_async (client->output, data, size, G_PRIORITY_DEFAULT,
                                   client->cancellable, on_written, client_ref (client));
}

static void
client_send_bytes (Client *client,
                   GBytes *bytes)
{
  if (client->closed)
    return;

  if (client->queued_bytes + g_bytes_get_size (bytes) > WRITE_QUEUE_MAX)
    {
      client_close (client, "it does not read what the host sends (write queue full)");
      return;
    }

  g_queue_push_tail (&client->write_queue, g_bytes_ref (bytes));
  client->queued_bytes += g_bytes_get_size (bytes);
  client_flush (client);
}

static GBytes *
message_to_bytes (CarryOnMessage *message)
{
  gsize length;
  char *line = carry_on_message_to_line (message, &length);

  return g_bytes_new_take (line, length);
}

static void
client_send (Client         *client,
             CarryOnMessage *message)
{
  g_autoptr(GBytes) bytes = message_to_bytes (message);

  client_send_bytes (client, bytes);
}

static void
client_send_error (Client               *client,
                   CarryOnProtocolError  code,
                   const char           *text)
{
  g_autoptr(CarryOnMessage) message = carry_on_message_new_error (code, text);

  client_send (client, message);
}

static gboolean
on_grace_expired (gpointer user_data)
{
  Client *client = user_data;

  client->grace_id = 0;
  client_close (client, "it did not read the error reply in time");
  return G_SOURCE_REMOVE;
}

/* Closes @client once what is queued is written (or after a grace period). */
static void
client_close_after_flush (Client *client)
{
  if (client->closed || client->closing)
    return;

  client->closing = TRUE;
  client->grace_id = g_timeout_add_seconds_full (G_PRIORITY_DEFAULT, CLOSE_GRACE_SECONDS,
                                                 on_grace_expired, client_ref (client),
                                                 (GDestroyNotify) client_unref);
  client_flush (client);
}

static CarryOnMessage *
new_control_message (const char *state,
                     Client     *controller)
{
  CarryOnMessage *message = carry_on_message_new (CARRY_ON_MESSAGE_CONTROL);
  JsonObject *object = carry_on_message_get_object (message);

  json_object_set_string_member (object, "state", state);
  if (controller != NULL)
    {
      JsonObject *who = json_object_new ();

      json_object_set_string_member (who, "name", controller->name ? controller->name : "");
      json_object_set_int_member (who, "pid", controller->pid);
      json_object_set_object_member (object, "controller", who);
    }
  return message;
}

/* Drops @client from the server: cancels its I/O, hands control back. */
static void
client_close (Client     *client,
              const char *reason)
{
  CarryOnHostServer *self = client->server;

  if (client->closed)
    return;

  client->closed = TRUE;
  client->server = NULL;
  g_cancellable_cancel (client->cancellable);
  g_clear_handle_id (&client->grace_id, g_source_remove);

  if (reason != NULL)
    g_message ("closing supervisor %u (%s, pid %" G_GINT64_FORMAT "): %s", client->id,
               client->name ? client->name : "no hello yet", client->pid, reason);
  else
    g_debug ("supervisor %u disconnected", client->id);

  if (self == NULL)
    return;

  if (self->controller == client)
    {
      g_autoptr(CarryOnMessage) free_msg = new_control_message ("free", NULL);
      g_autoptr(GBytes) bytes = message_to_bytes (free_msg);

      self->controller = NULL;
      g_debug ("control is free: supervisor %u left", client->id);
      broadcast_bytes (self, bytes, client);
    }

  /* The array holds a reference; the caller (a callback) holds another. */
  if (g_ptr_array_remove (self->clients, client))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_N_CLIENTS]);
}

static void
send_snapshot (CarryOnHostServer *self,
               Client            *client)
{
  g_autoptr(CarryOnMessage) message = carry_on_message_new (CARRY_ON_MESSAGE_SESSIONS);
  JsonArray *array = json_array_new ();

  for (guint i = 0; i < self->sessions->len; i++)
    json_array_add_element (array, carry_on_session_info_to_json (g_ptr_array_index (self->sessions, i)));
  json_object_set_array_member (carry_on_message_get_object (message), "sessions", array);
  client_send (client, message);
}

static void record_request (CarryOnHostServer *self,
                            CarryOnMessage    *message);
static void set_string     (char             **field,
                            const char        *value);

static void
handle_hello (CarryOnHostServer *self,
              Client            *client,
              CarryOnMessage    *message)
{
  const char *protocol = carry_on_message_get_string (message, "protocol");
  JsonObject *object = carry_on_message_get_object (message);
  g_autoptr(GError) error = NULL;
  g_autoptr(CarryOnMessage) control = NULL;

  if (client->greeted)
    {
      client_send_error (client, CARRY_ON_PROTOCOL_ERROR_INVALID_FIELD, "hello already received");
      return;
    }

  if (!carry_on_protocol_check_version (protocol, &error))
    {
      g_autofree char *text = g_strdup_printf ("supervisor speaks %s, host speaks %s",
                                               protocol, CARRY_ON_PROTOCOL_VERSION);

      g_message ("supervisor %u: %s", client->id, text);
      client_send_error (client, CARRY_ON_PROTOCOL_ERROR_VERSION, text);
      client_close_after_flush (client);
      return;
    }

  if (json_object_has_member (object, "client")
      && JSON_NODE_HOLDS_OBJECT (json_object_get_member (object, "client")))
    {
      JsonObject *who = json_object_get_object_member (object, "client");
      JsonNode *pid = json_object_get_member (who, "pid");

      if (json_object_has_member (who, "name")
          && JSON_NODE_HOLDS_VALUE (json_object_get_member (who, "name")))
        client->name = g_strdup (json_object_get_string_member (who, "name"));
      if (pid != NULL && JSON_NODE_HOLDS_VALUE (pid) && json_node_get_value_type (pid) == G_TYPE_INT64)
        client->pid = json_node_get_int (pid);
    }

  client->greeted = TRUE;
  g_debug ("supervisor %u is %s (pid %" G_GINT64_FORMAT ")", client->id,
           client->name ? client->name : "unnamed", client->pid);

  /* docs/protocol.md §3: the control state, then the snapshot. */
  if (self->controller != NULL)
    control = new_control_message ("observer", self->controller);
  else
    control = new_control_message ("free", NULL);
  client_send (client, control);
  send_snapshot (self, client);
}

static void
handle_claim (CarryOnHostServer *self,
              Client            *client)
{
  g_autoptr(CarryOnMessage) reply = NULL;

  if (self->controller == NULL)
    {
      self->controller = client;
      g_debug ("supervisor %u holds control", client->id);
    }

  if (self->controller == client)
    reply = new_control_message ("granted", NULL);
  else
    reply = new_control_message ("observer", self->controller);
  client_send (client, reply);
}

/* docs/protocol.md §3, `control.take`: @client takes control from whoever
 * holds it.  Every other greeted client, the old controller among them, is
 * told who controls now (the old one drops its plans); @client gets
 * `granted` and a fresh snapshot to rebuild its plans from. */
static void
handle_take (CarryOnHostServer *self,
             Client            *client)
{
  g_autoptr(CarryOnMessage) granted = new_control_message ("granted", NULL);
  g_autoptr(CarryOnMessage) observer = NULL;
  g_autoptr(GBytes) bytes = NULL;

  if (self->controller == client)
    {
      client_send (client, granted);
      return;
    }

  g_debug ("supervisor %u takes control%s", client->id,
           self->controller != NULL ? " from the controller" : "");
  self->controller = client;
  observer = new_control_message ("observer", client);
  bytes = message_to_bytes (observer);
  broadcast_bytes (self, bytes, client);
  client_send (client, granted);
  send_snapshot (self, client);
}

static void
handle_release (CarryOnHostServer *self,
                Client            *client)
{
  g_autoptr(CarryOnMessage) free_msg = NULL;
  g_autoptr(GBytes) bytes = NULL;

  if (self->controller != client)
    return;

  self->controller = NULL;
  g_debug ("control is free: supervisor %u released it", client->id);
  free_msg = new_control_message ("free", NULL);
  bytes = message_to_bytes (free_msg);
  broadcast_bytes (self, bytes, NULL);
}

static void
refuse_prompt (Client         *client,
               CarryOnMessage *message)
{
  g_autoptr(CarryOnMessage) reply = carry_on_message_new (CARRY_ON_MESSAGE_PROMPT_RESULT);
  JsonObject *object = carry_on_message_get_object (reply);

  json_object_set_string_member (object, "request_id", carry_on_message_get_request_id (message));
  json_object_set_string_member (object, "session_id", carry_on_message_get_session_id (message));
  json_object_set_boolean_member (object, "ok", FALSE);
  json_object_set_string_member (object, "drop", "not the controller");
  client_send (client, reply);
}

static void
refuse_handoff (Client         *client,
                CarryOnMessage *message)
{
  g_autoptr(CarryOnMessage) reply = carry_on_message_new (CARRY_ON_MESSAGE_HANDOFF_PROGRESS);
  JsonObject *object = carry_on_message_get_object (reply);

  json_object_set_string_member (object, "session_id", carry_on_message_get_session_id (message));
  json_object_set_string_member (object, "request_id", carry_on_message_get_request_id (message));
  json_object_set_string_member (object, "stage", "stopped");
  json_object_set_string_member (object, "reason", "not the controller");
  client_send (client, reply);
}

static void
client_handle_line (Client     *client,
                    const char *line,
                    gsize       length)
{
  CarryOnHostServer *self = client->server;
  g_autoptr(GError) error = NULL;
  g_autoptr(CarryOnMessage) message = NULL;
  CarryOnMessageType type;

  message = carry_on_message_parse (line, length, CARRY_ON_PEER_SUPERVISOR, &error);
  if (message == NULL)
    {
      g_message ("supervisor %u sent a bad line: %s", client->id, error->message);
      client_send_error (client, error->code, error->message);
      return;
    }

  g_object_ref (self);
  g_signal_emit (self, signals[SIGNAL_RECEIVED], 0, message);
  if (client->closed || client->closing)
    {
      g_object_unref (self);
      return;
    }

  type = carry_on_message_get_message_type (message);
  if (!client->greeted && type != CARRY_ON_MESSAGE_HELLO && type != CARRY_ON_MESSAGE_ERROR)
    {
      g_autofree char *text = g_strdup_printf ("hello expected before %s",
                                               carry_on_message_type_to_string (type));

      client_send_error (client, CARRY_ON_PROTOCOL_ERROR_INVALID_FIELD, text);
      g_object_unref (self);
      return;
    }

  switch (type)
    {
    case CARRY_ON_MESSAGE_HELLO:
      handle_hello (self, client, message);
      break;

    case CARRY_ON_MESSAGE_ERROR:
      /* Logged, never answered: no error loops (docs/protocol.md §2). */
      g_message ("supervisor %u reports an error: %s: %s", client->id,
                 carry_on_message_get_string (message, "code"),
                 carry_on_message_get_string (message, "message"));
      break;

    case CARRY_ON_MESSAGE_CONTROL_CLAIM:
      handle_claim (self, client);
      break;

    case CARRY_ON_MESSAGE_CONTROL_RELEASE:
      handle_release (self, client);
      break;

    case CARRY_ON_MESSAGE_CONTROL_TAKE:
      handle_take (self, client);
      break;

    case CARRY_ON_MESSAGE_PROMPT_SUBMIT:
      if (self->controller != client)
        refuse_prompt (client, message);
      else
        {
          record_request (self, message);
          g_signal_emit (self, signals[SIGNAL_COMMAND], 0, message);
        }
      break;

    case CARRY_ON_MESSAGE_HANDOFF:
      if (self->controller != client)
        refuse_handoff (client, message);
      else
        g_signal_emit (self, signals[SIGNAL_COMMAND], 0, message);
      break;

    case CARRY_ON_MESSAGE_COMMAND_RESULT:
      /* The answer to a `command` this host sent: an observer answers
       * too (that it acts on nothing). */
      g_signal_emit (self, signals[SIGNAL_COMMAND], 0, message);
      break;

    case CARRY_ON_MESSAGE_LOG:
    case CARRY_ON_MESSAGE_HANDOFF_PASTE:
    case CARRY_ON_MESSAGE_SESSION_STATUS:
      if (self->controller != client)
        g_debug ("supervisor %u is not the controller: %s ignored", client->id,
                 carry_on_message_type_to_string (type));
      else
        g_signal_emit (self, signals[SIGNAL_COMMAND], 0, message);
      break;

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
    case CARRY_ON_MESSAGE_N_TYPES:
    default:
      /* The parser refuses host → supervisor types from a supervisor. */
      g_assert_not_reached ();
      break;
    }

  g_object_unref (self);
}

/* Handles every complete line in the buffer.  Returns FALSE when the
 * client was closed meanwhile or must not be read any more. */
static gboolean
client_process_buffer (Client *client)
{
  GBufferedInputStream *buffered = G_BUFFERED_INPUT_STREAM (client->input);

  for (;;)
    {
      gsize available;
      const char *buffer = g_buffered_input_stream_peek_buffer (buffered, &available);
      const char *newline;
      gsize length;

      if (client->closed || client->closing)
        return FALSE;

      newline = memchr (buffer + client->scanned, '\n', available - client->scanned);
      if (newline == NULL)
        {
          gsize size = g_buffered_input_stream_get_buffer_size (buffered);

          client->scanned = available;
          if (available > CARRY_ON_PROTOCOL_MAX_LINE)
            {
              g_autofree char *text = g_strdup_printf ("line longer than %d bytes",
                                                       CARRY_ON_PROTOCOL_MAX_LINE);

              g_message ("closing supervisor %u: it sent a %s", client->id, text);
              client_send_error (client, CARRY_ON_PROTOCOL_ERROR_TOO_LONG, text);
              client_close_after_flush (client);
              return FALSE;
            }
          if (available == size)
            g_buffered_input_stream_set_buffer_size (buffered, MIN (size * 2, READ_BUFFER_MAX));
          return TRUE;
        }

      length = newline - buffer;
      client_handle_line (client, buffer, length);

      /* The bytes are buffered: skipping them does no I/O. */
      if (!client->closed)
        g_input_stream_skip (client->input, length + 1, NULL, NULL);
      client->scanned = 0;
    }
}

static void
on_filled (GObject      *source,
           GAsyncResult *result,
           gpointer      user_data)
{
  Client *client = user_data;
  g_autoptr(GError) error = NULL;
  gssize n;

  n = g_buffered_input_stream_fill_finish (G_BUFFERED_INPUT_STREAM (source), result, &error);
  if (client->closed)
    {
      client_unref (client);
      return;
    }

  if (n < 0)
    {
      g_debug ("supervisor %u: read failed: %s", client->id, error->message);
      client_close (client, NULL);
      client_unref (client);
      return;
    }

  if (n == 0)
    {
      gsize available;
      const char *rest = g_buffered_input_stream_peek_buffer (G_BUFFERED_INPUT_STREAM (source), &available);

      /* A last line without its newline is still a line. */
      if (available > 0 && !client->closing)
        client_handle_line (client, rest, available);
      client_close (client, NULL);
      client_unref (client);
      return;
    }

  if (client_process_buffer (client))
    client_read (client);
  client_unref (client);
}

static void
client_read (Client *client)
{
  g_buffered_input_stream_fill_async (G_BUFFERED_INPUT_STREAM (client->input), -1,
                                      G_PRIORITY_DEFAULT, client->cancellable,
                                      on_filled, client_ref (client));
}

/* docs/protocol.md §1: a peer of another uid is refused. */
static gboolean
peer_is_same_user (GSocketConnection  *connection,
                   GError            **error)
{
  GSocket *socket = g_socket_connection_get_socket (connection);
  g_autoptr(GCredentials) credentials = NULL;
  uid_t uid;

  credentials = g_socket_get_credentials (socket, error);
  if (credentials == NULL)
    return FALSE;

  uid = g_credentials_get_unix_user (credentials, error);
  if (uid == (uid_t) -1)
    return FALSE;

  if (uid != getuid ())
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_PERMISSION_DENIED,
                   "peer uid %u is not ours (%u)", (guint) uid, (guint) getuid ());
      return FALSE;
    }

  return TRUE;
}

static gboolean
on_incoming (GSocketService    *service,
             GSocketConnection *connection,
             GObject           *source_object,
             gpointer           user_data)
{
  CarryOnHostServer *self = CARRY_ON_HOST_SERVER (user_data);
  g_autoptr(GError) error = NULL;
  g_autoptr(CarryOnMessage) hello = NULL;
  Client *client;

  if (!peer_is_same_user (connection, &error))
    {
      g_warning ("refusing a connection on %s: %s", self->socket_path, error->message);
      g_io_stream_close (G_IO_STREAM (connection), NULL, NULL);
      return TRUE;
    }

  client = g_new0 (Client, 1);
  client->ref_count = 1;
  client->id = ++self->next_client_id;
  client->server = self;
  client->connection = g_object_ref (connection);
  client->cancellable = g_cancellable_new ();
  client->output = g_object_ref (g_io_stream_get_output_stream (G_IO_STREAM (connection)));
  client->input = G_INPUT_STREAM (g_data_input_stream_new (g_io_stream_get_input_stream (G_IO_STREAM (connection))));
  g_buffered_input_stream_set_buffer_size (G_BUFFERED_INPUT_STREAM (client->input), READ_BUFFER_INITIAL);
  g_queue_init (&client->write_queue);

  g_ptr_array_add (self->clients, client);
  g_debug ("supervisor %u connected", client->id);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_N_CLIENTS]);

  hello = carry_on_message_new_hello_host (self->kind, self->name, self->version, getpid (),
                                           (const char * const *) self->capabilities);
  client_send (client, hello);
  client_read (client);

  return TRUE;
}

/* Sends @bytes to every greeted client but @except. */
static void
broadcast_bytes (CarryOnHostServer *self,
                 GBytes            *bytes,
                 Client            *except)
{
  g_autoptr(GPtrArray) clients = g_ptr_array_new_with_free_func ((GDestroyNotify) client_unref);

  /* Sending may close a client (full queue), which edits self->clients. */
  for (guint i = 0; i < self->clients->len; i++)
    g_ptr_array_add (clients, client_ref (g_ptr_array_index (self->clients, i)));

  for (guint i = 0; i < clients->len; i++)
    {
      Client *client = g_ptr_array_index (clients, i);

      if (client != except && client->greeted && !client->closing)
        client_send_bytes (client, bytes);
    }
}

/* A `command` goes to one supervisor only: the controller, else the first
 * greeted client (docs/protocol.md §4.5).  G_IO_ERROR_NOT_CONNECTED when
 * there is none: the host answers the person by itself. */
static gboolean
send_command (CarryOnHostServer  *self,
              GBytes             *bytes,
              GError            **error)
{
  Client *to = NULL;

  if (self->controller != NULL && self->controller->greeted && !self->controller->closing)
    to = self->controller;
  for (guint i = 0; to == NULL && i < self->clients->len; i++)
    {
      Client *client = g_ptr_array_index (self->clients, i);

      if (client->greeted && !client->closing)
        to = client;
    }
  if (to == NULL)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_NOT_CONNECTED,
                           "no supervisor is connected");
      return FALSE;
    }
  client_send_bytes (to, bytes);
  return TRUE;
}

/* --- the session table ------------------------------------------------- */

static CarryOnSessionInfo *
ensure_session (CarryOnHostServer *self,
                const char        *session_id)
{
  CarryOnSessionInfo *info = g_hash_table_lookup (self->sessions_by_id, session_id);

  if (info == NULL)
    {
      info = g_new0 (CarryOnSessionInfo, 1);
      info->id = g_strdup (session_id);
      info->last_ended_at = -1;
      g_ptr_array_add (self->sessions, info);
      g_hash_table_insert (self->sessions_by_id, info->id, info);
    }
  return info;
}

/* The controller's prompt.submit reached the host: from now on a snapshot
 * says so (last_request "queued"), so a supervisor that reconnects before
 * the result knows the host has it and never sends it again. */
static void
record_request (CarryOnHostServer *self,
                CarryOnMessage    *message)
{
  CarryOnSessionInfo *info = g_hash_table_lookup (self->sessions_by_id,
                                                  carry_on_message_get_session_id (message));

  if (info == NULL)
    return;
  set_string (&info->last_request_id, carry_on_message_get_request_id (message));
  set_string (&info->last_request_state, "queued");
}

static void
remove_session (CarryOnHostServer *self,
                const char        *session_id)
{
  CarryOnSessionInfo *info = g_hash_table_lookup (self->sessions_by_id, session_id);

  if (info == NULL)
    return;
  g_hash_table_remove (self->sessions_by_id, session_id);
  g_ptr_array_remove (self->sessions, info);
}

static void
set_string (char       **field,
            const char  *value)
{
  if (g_strcmp0 (*field, value) == 0)
    return;
  g_free (*field);
  *field = g_strdup (value);
}

static void
update_table (CarryOnHostServer *self,
              CarryOnMessage    *message)
{
  JsonObject *object = carry_on_message_get_object (message);
  const char *session_id = carry_on_message_get_session_id (message);
  CarryOnSessionInfo *info;

  switch (carry_on_message_get_message_type (message))
    {
    case CARRY_ON_MESSAGE_SESSION_START:
    case CARRY_ON_MESSAGE_SESSION_UPDATE:
      {
        g_autoptr(GError) error = NULL;
        CarryOnSessionInfo *fresh;
        guint index;

        fresh = carry_on_session_info_from_json (json_object_get_object_member (object, "session"), &error);
        if (fresh == NULL)
          {
            g_warning ("emitted session is invalid: %s", error->message);
            return;
          }
        info = g_hash_table_lookup (self->sessions_by_id, fresh->id);
        if (info != NULL && g_ptr_array_find (self->sessions, info, &index))
          {
            g_hash_table_remove (self->sessions_by_id, fresh->id);
            g_ptr_array_index (self->sessions, index) = fresh;
            carry_on_session_info_free (info);
          }
        else
          {
            g_ptr_array_add (self->sessions, fresh);
          }
        g_hash_table_insert (self->sessions_by_id, fresh->id, fresh);
      }
      break;

    case CARRY_ON_MESSAGE_SESSION_END:
      remove_session (self, session_id);
      break;

    case CARRY_ON_MESSAGE_TURN_START:
      /* Subagent turns run inside a main turn; only main turns count. */
      if (carry_on_message_get_string (message, "agent_id") == NULL)
        ensure_session (self, session_id)->turn_running = TRUE;
      break;

    case CARRY_ON_MESSAGE_TURN_COMPLETE:
      if (carry_on_message_get_string (message, "agent_id") == NULL)
        {
          JsonNode *failure = json_object_get_member (object, "failure");

          info = ensure_session (self, session_id);
          info->turn_running = FALSE;
          info->last_reason = carry_on_turn_reason_from_string (carry_on_message_get_string (message, "reason"));
          set_string (&info->last_turn_id, carry_on_message_get_string (message, "turn_id"));
          set_string (&info->last_agent_id, NULL);
          info->last_ended_at = carry_on_message_get_int (message, "ended_at", g_get_real_time () / 1000);
          g_clear_pointer (&info->last_failure, carry_on_failure_free);
          if (failure != NULL && JSON_NODE_HOLDS_OBJECT (failure))
            info->last_failure = carry_on_failure_from_json (json_node_get_object (failure), NULL);
        }
      break;

    case CARRY_ON_MESSAGE_PROMPT_SUBMIT:
      {
        JsonObject *origin = json_object_get_object_member (object, "origin");
        const char *request_id = NULL;

        if (json_object_has_member (origin, "request_id")
            && JSON_NODE_HOLDS_VALUE (json_object_get_member (origin, "request_id")))
          request_id = json_object_get_string_member (origin, "request_id");
        if (request_id != NULL)
          {
            info = ensure_session (self, session_id);
            set_string (&info->last_request_id, request_id);
            set_string (&info->last_request_state, "started");
          }
      }
      break;

    case CARRY_ON_MESSAGE_PROMPT_RESULT:
      if (session_id != NULL)
        {
          gboolean ok = carry_on_message_get_boolean (message, "ok", FALSE);
          const char *request_id = carry_on_message_get_request_id (message);

          /* A refusal of an observer's request says nothing about the session. */
          if (!ok && g_strcmp0 (carry_on_message_get_string (message, "drop"), "not the controller") == 0)
            break;
          info = ensure_session (self, session_id);
          if (g_strcmp0 (info->last_request_id, request_id) == 0
              && g_strcmp0 (info->last_request_state, "started") == 0 && ok)
            break;
          set_string (&info->last_request_id, request_id);
          if (!ok)
            set_string (&info->last_request_state, "dropped");
          else if (carry_on_message_get_string (message, "turn_id") != NULL)
            set_string (&info->last_request_state, "started");
          else
            set_string (&info->last_request_state, "queued");
        }
      break;

    case CARRY_ON_MESSAGE_HELLO:
    case CARRY_ON_MESSAGE_ERROR:
    case CARRY_ON_MESSAGE_CONTROL_CLAIM:
    case CARRY_ON_MESSAGE_CONTROL_RELEASE:
    case CARRY_ON_MESSAGE_CONTROL_TAKE:
    case CARRY_ON_MESSAGE_CONTROL:
    case CARRY_ON_MESSAGE_SESSIONS:
    case CARRY_ON_MESSAGE_USAGE:
    case CARRY_ON_MESSAGE_LOG:
    case CARRY_ON_MESSAGE_HANDOFF:
    case CARRY_ON_MESSAGE_HANDOFF_PASTE:
    case CARRY_ON_MESSAGE_HANDOFF_PROGRESS:
    case CARRY_ON_MESSAGE_COMMAND:
    case CARRY_ON_MESSAGE_COMMAND_RESULT:
    case CARRY_ON_MESSAGE_SESSION_STATUS:
    case CARRY_ON_MESSAGE_N_TYPES:
    default:
      break;
    }
}

/* --- GObject ------------------------------------------------------------- */

static void
carry_on_host_server_dispose (GObject *object)
{
  CarryOnHostServer *self = CARRY_ON_HOST_SERVER (object);

  carry_on_host_server_close (self);

  G_OBJECT_CLASS (carry_on_host_server_parent_class)->dispose (object);
}

static void
carry_on_host_server_finalize (GObject *object)
{
  CarryOnHostServer *self = CARRY_ON_HOST_SERVER (object);

  g_clear_pointer (&self->clients, g_ptr_array_unref);
  g_clear_pointer (&self->sessions_by_id, g_hash_table_unref);
  g_clear_pointer (&self->sessions, g_ptr_array_unref);
  g_clear_pointer (&self->kind, g_free);
  g_clear_pointer (&self->name, g_free);
  g_clear_pointer (&self->version, g_free);
  g_clear_pointer (&self->capabilities, g_strfreev);
  g_clear_pointer (&self->socket_path, g_free);

  G_OBJECT_CLASS (carry_on_host_server_parent_class)->finalize (object);
}

static void
carry_on_host_server_get_property (GObject    *object,
                                   guint       prop_id,
                                   GValue     *value,
                                   GParamSpec *pspec)
{
  CarryOnHostServer *self = CARRY_ON_HOST_SERVER (object);

  switch (prop_id)
    {
    case PROP_N_CLIENTS:
      g_value_set_uint (value, carry_on_host_server_get_n_clients (self));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
carry_on_host_server_class_init (CarryOnHostServerClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = carry_on_host_server_dispose;
  object_class->finalize = carry_on_host_server_finalize;
  object_class->get_property = carry_on_host_server_get_property;

  /**
   * CarryOnHostServer:n-clients:
   *
   * Connected supervisors (greeted or not).  Notified on change only.
   */
  properties[PROP_N_CLIENTS] =
    g_param_spec_uint ("n-clients", NULL, NULL, 0, G_MAXUINT, 0,
                       G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * CarryOnHostServer::command:
   * @message: prompt.submit, log, handoff or handoff.paste
   *
   * A command from the controller.  Answer a prompt.submit by emitting
   * prompt.result with carry_on_host_server_emit().
   */
  signals[SIGNAL_COMMAND] =
    g_signal_new ("command", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 1,
                  CARRY_ON_TYPE_MESSAGE | G_SIGNAL_TYPE_STATIC_SCOPE);

  /**
   * CarryOnHostServer::received:
   * @message: any valid line from any client, before it is handled
   */
  signals[SIGNAL_RECEIVED] =
    g_signal_new ("received", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 1,
                  CARRY_ON_TYPE_MESSAGE | G_SIGNAL_TYPE_STATIC_SCOPE);
}

static void
carry_on_host_server_init (CarryOnHostServer *self)
{
  self->clients = g_ptr_array_new_with_free_func ((GDestroyNotify) client_unref);
  self->sessions = g_ptr_array_new_with_free_func ((GDestroyNotify) carry_on_session_info_free);
  self->sessions_by_id = g_hash_table_new (g_str_hash, g_str_equal);
}

/* --- public API ---------------------------------------------------------- */

/**
 * carry_on_host_server_new:
 * @kind: the host kind sent in `hello.host.kind` ("simulated", "claude-code")
 * @name: the display name ("Simulated")
 * @version: (nullable): the host's version
 * @capabilities: (nullable): %NULL-terminated `hello.capabilities`;
 *   "control.take" is added (the server arbitrates it)
 *
 * Returns: (transfer full): a server that does nothing until
 *   carry_on_host_server_listen().
 */
CarryOnHostServer *
carry_on_host_server_new (const char         *kind,
                          const char         *name,
                          const char         *version,
                          const char * const *capabilities)
{
  CarryOnHostServer *self;

  g_return_val_if_fail (kind != NULL, NULL);
  g_return_val_if_fail (name != NULL, NULL);

  self = g_object_new (CARRY_ON_TYPE_HOST_SERVER, NULL);
  self->kind = g_strdup (kind);
  self->name = g_strdup (name);
  self->version = g_strdup (version ? version : PACKAGE_VERSION);
  /* The arbitration of control.take lives here, so every host built on
   * this server has it. */
  {
    g_autoptr(GStrvBuilder) caps = g_strv_builder_new ();

    if (capabilities != NULL)
      g_strv_builder_addv (caps, (const char **) capabilities);
    if (capabilities == NULL || !g_strv_contains (capabilities, CARRY_ON_CAPABILITY_CONTROL_TAKE))
      g_strv_builder_add (caps, CARRY_ON_CAPABILITY_CONTROL_TAKE);
    self->capabilities = g_strv_builder_end (caps);
  }
  return self;
}

/* An existing file at @path: a stale socket is removed, anything else is an
 * error (docs/protocol.md §7 step 1). */
static gboolean
clear_stale_socket (const char  *path,
                    GError     **error)
{
  GStatBuf st;
  g_autoptr(GSocket) probe = NULL;
  g_autoptr(GSocketAddress) address = NULL;
  g_autoptr(GError) local_error = NULL;

  if (g_lstat (path, &st) != 0)
    return TRUE;

  if (!S_ISSOCK (st.st_mode))
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_EXISTS,
                   "%s exists and is not a socket", path);
      return FALSE;
    }

  probe = g_socket_new (G_SOCKET_FAMILY_UNIX, G_SOCKET_TYPE_STREAM, G_SOCKET_PROTOCOL_DEFAULT, error);
  if (probe == NULL)
    return FALSE;
  address = g_unix_socket_address_new (path);
  if (g_socket_connect (probe, address, NULL, &local_error))
    {
      g_socket_close (probe, NULL);
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_ADDRESS_IN_USE,
                   "another host is listening on %s", path);
      return FALSE;
    }
  if (!g_error_matches (local_error, G_IO_ERROR, G_IO_ERROR_CONNECTION_REFUSED))
    {
      g_propagate_prefixed_error (error, g_steal_pointer (&local_error),
                                  "cannot tell whether %s is in use: ", path);
      return FALSE;
    }

  g_debug ("removing stale socket %s", path);
  if (g_unlink (path) != 0 && errno != ENOENT)
    {
      int saved_errno = errno;

      g_set_error (error, G_IO_ERROR, g_io_error_from_errno (saved_errno),
                   "cannot remove stale socket %s: %s", path, g_strerror (saved_errno));
      return FALSE;
    }
  return TRUE;
}

/**
 * carry_on_host_server_listen:
 * @socket_path: where to bind (its directory must exist)
 * @error: a #GIOError: %G_IO_ERROR_EXISTS (not a socket),
 *   %G_IO_ERROR_ADDRESS_IN_USE (a live host answers there),
 *   %G_IO_ERROR_INVALID_ARGUMENT (path too long for a Unix socket), or the
 *   bind error
 *
 * Binds @socket_path with mode 0600 and starts accepting supervisors.
 *
 * Returns: %TRUE when listening
 */
gboolean
carry_on_host_server_listen (CarryOnHostServer  *self,
                             const char         *socket_path,
                             GError            **error)
{
  struct sockaddr_un sun;
  g_autoptr(GSocketAddress) address = NULL;
  g_autoptr(GSocketService) service = NULL;
  g_autofree char *hidden = NULL;
  mode_t old_mask;
  gboolean added;

  g_return_val_if_fail (CARRY_ON_IS_HOST_SERVER (self), FALSE);
  g_return_val_if_fail (socket_path != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (self->service != NULL)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_BUSY, "already listening on %s", self->socket_path);
      return FALSE;
    }

  if (strlen (socket_path) >= sizeof sun.sun_path)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                   "socket path is longer than %" G_GSIZE_FORMAT " bytes: %s",
                   sizeof sun.sun_path - 1, socket_path);
      return FALSE;
    }

  if (!clear_stale_socket (socket_path, error))
    return FALSE;

  /* The socket is bound under a hidden name and renamed into place once
   * it listens: a supervisor that sees the file appear (inotify) never
   * finds it bound but not yet listening, which it would take for a stale
   * socket and retry only after a backoff.  Hosts dirs ignore dot files.
   * When the hidden name would not fit in sun_path, bind in place. */
  {
    g_autofree char *dir = g_path_get_dirname (socket_path);
    g_autofree char *base = g_path_get_basename (socket_path);
    g_autofree char *name = g_strdup_printf (".%s.%d.tmp", base, (int) getpid ());

    hidden = g_build_filename (dir, name, NULL);
    if (strlen (hidden) >= sizeof sun.sun_path)
      g_clear_pointer (&hidden, g_free);
    else
      g_unlink (hidden);
  }

  service = g_socket_service_new ();
  address = g_unix_socket_address_new (hidden != NULL ? hidden : socket_path);
  /* 0600 from birth: a chmod after bind() left a moment in which the socket
   * was open to others (and a test saw 0755 under ASan's slower timing).
   * The umask is process-wide; hosts bind from their main thread at start. */
  old_mask = umask (0177);
  added = g_socket_listener_add_address (G_SOCKET_LISTENER (service), address,
                                         G_SOCKET_TYPE_STREAM, G_SOCKET_PROTOCOL_DEFAULT,
                                         NULL, NULL, error);
  umask (old_mask);
  if (!added)
    return FALSE;

  /* Belt and braces where the umask could not apply (some filesystems). */
  if (g_chmod (hidden != NULL ? hidden : socket_path, 0600) != 0
      || (hidden != NULL && g_rename (hidden, socket_path) != 0))
    {
      int saved_errno = errno;

      g_socket_listener_close (G_SOCKET_LISTENER (service));
      g_unlink (hidden != NULL ? hidden : socket_path);
      g_set_error (error, G_IO_ERROR, g_io_error_from_errno (saved_errno),
                   "cannot publish %s: %s", socket_path, g_strerror (saved_errno));
      return FALSE;
    }

  g_signal_connect_object (service, "incoming", G_CALLBACK (on_incoming), self, 0);
  g_socket_service_start (service);

  self->service = g_steal_pointer (&service);
  self->socket_path = g_strdup (socket_path);
  g_debug ("listening on %s", socket_path);
  return TRUE;
}

/**
 * carry_on_host_server_close:
 *
 * Stops accepting, closes every client and removes the socket file.  Safe
 * to call more than once.
 */
void
carry_on_host_server_close (CarryOnHostServer *self)
{
  guint n_before;

  g_return_if_fail (CARRY_ON_IS_HOST_SERVER (self));

  if (self->service != NULL)
    {
      g_socket_service_stop (self->service);
      g_socket_listener_close (G_SOCKET_LISTENER (self->service));
      g_signal_handlers_disconnect_by_data (self->service, self);
      g_clear_object (&self->service);
    }

  if (self->socket_path != NULL)
    {
      g_unlink (self->socket_path);
      g_clear_pointer (&self->socket_path, g_free);
    }

  n_before = self->clients->len;
  self->controller = NULL;
  while (self->clients->len > 0)
    {
      Client *client = client_ref (g_ptr_array_index (self->clients, 0));

      client->server = NULL;
      client_close (client, NULL);
      g_ptr_array_remove_index (self->clients, 0);
      client_unref (client);
    }
  if (n_before > 0)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_N_CLIENTS]);
}

/**
 * carry_on_host_server_try_emit:
 * @message: a host → supervisor event
 * @error: set (CARRY_ON_PROTOCOL_ERROR) when a supervisor would refuse
 *   @message; nothing is sent or recorded then
 *
 * Updates the session table from @message (session.start/update replace an
 * entry, session.end removes it, main-loop turn.start/turn.complete set
 * `turn_running` and `last_turn`, prompt.submit/prompt.result set
 * `last_request`), then sends @message to every greeted client, in order.
 * A `command` goes to the controller only, else to the first greeted
 * client; with none, %G_IO_ERROR_NOT_CONNECTED.
 *
 * Returns: TRUE when @message went out
 */
gboolean
carry_on_host_server_try_emit (CarryOnHostServer  *self,
                               CarryOnMessage     *message,
                               GError            **error)
{
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(CarryOnMessage) check = NULL;
  gsize length;
  const char *line;

  g_return_val_if_fail (CARRY_ON_IS_HOST_SERVER (self), FALSE);
  g_return_val_if_fail (message != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  /* Send only what a supervisor's parser accepts: the server is the model
   * of a correct host. */
  bytes = message_to_bytes (message);
  line = g_bytes_get_data (bytes, &length);
  check = carry_on_message_parse (line, length - 1, CARRY_ON_PEER_HOST, error);
  if (check == NULL)
    return FALSE;

  if (carry_on_message_get_message_type (check) == CARRY_ON_MESSAGE_COMMAND)
    return send_command (self, bytes, error);

  update_table (self, check);
  broadcast_bytes (self, bytes, NULL);
  return TRUE;
}

/**
 * carry_on_host_server_emit:
 * @message: a host → supervisor event built by this process
 *
 * carry_on_host_server_try_emit() for the host's own events: one a
 * supervisor would refuse is a bug of this host, logged with g_critical()
 * and not sent.
 */
void
carry_on_host_server_emit (CarryOnHostServer *self,
                           CarryOnMessage    *message)
{
  g_autoptr(GError) error = NULL;

  g_return_if_fail (CARRY_ON_IS_HOST_SERVER (self));
  g_return_if_fail (message != NULL);

  if (!carry_on_host_server_try_emit (self, message, &error))
    g_critical ("not emitting an invalid %s: %s",
                carry_on_message_type_to_string (carry_on_message_get_message_type (message)),
                error->message);
}

/**
 * carry_on_host_server_lookup_session:
 * @session_id: a session id
 *
 * Returns: (transfer none) (nullable): the table entry, valid until the
 *   next carry_on_host_server_emit()
 */
const CarryOnSessionInfo *
carry_on_host_server_lookup_session (CarryOnHostServer *self,
                                     const char        *session_id)
{
  g_return_val_if_fail (CARRY_ON_IS_HOST_SERVER (self), NULL);
  g_return_val_if_fail (session_id != NULL, NULL);

  return g_hash_table_lookup (self->sessions_by_id, session_id);
}

/**
 * carry_on_host_server_get_n_clients:
 *
 * Returns: the number of connected supervisors, greeted or not
 */
guint
carry_on_host_server_get_n_clients (CarryOnHostServer *self)
{
  g_return_val_if_fail (CARRY_ON_IS_HOST_SERVER (self), 0);

  return self->clients->len;
}
