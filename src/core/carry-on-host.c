/* carry-on-host.c
 *
 * SPDX-FileCopyrightText: 2026 The Carry On authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * One supervisor-side connection to an agent host socket (host protocol v1,
 * docs/protocol.md).  The life of a connection:
 *
 *   CONNECTING: lstat the socket file (must be a socket of our uid), connect
 *     (GSocketClient + GUnixSocketAddress), check the peer's uid
 *     (SO_PEERCRED), send our hello, wait for the host's hello and for the
 *     control state (claiming control when it is free), all within
 *     HANDSHAKE_TIMEOUT_MS.  Host messages that arrive before the control
 *     state is known (the `sessions` snapshot) are held back, so "connected"
 *     always comes before them.
 *   CONTROLLER / OBSERVER: lines are read with the 1 MiB cap and emitted as
 *     "message"; writes go through a queue, one write in flight.
 *   RECONNECTING: the connection was lost but the socket file is still
 *     there: retry on the RECONNECT_DELAYS_MS ladder (injectable clock).
 *   REFUSED: another uid, not a socket, another major version: for good.
 *   CLOSED: stopped, or the socket file is gone.
 */

#include "config.h"

#include <errno.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <gio/gunixsocketaddress.h>
#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>

#include "carry-on-host.h"
#include "carry-on-protocol.h"

/* How long the host has to send hello and the control state. */
#define HANDSHAKE_TIMEOUT_MS 10000
/* Bytes asked for per read.  Every line of a chunk is handled in one
 * dispatch, and when many hosts flood at once one main-loop iteration
 * dispatches a read of each: 4 KiB (about 40 events) keeps that iteration
 * short (carry-on-bench, 50 hosts flooding: worst stall 360 ms with
 * 64 KiB, 40-50 ms with 4 KiB, for 2 % more instructions per event). */
#define READ_CHUNK 4096
/* Unwritten bytes allowed before a host that stopped reading is dropped. */
#define MAX_QUEUED_BYTES (8 * 1024 * 1024)
/* Bad lines logged per connection before the log goes quiet (debug). */
#define MAX_LOGGED_BAD_LINES 10

/* Reconnect ladder while the socket file exists, ms; the last one repeats. */
/* A host that restarts makes a new socket file, which the host monitor
 * sees at once; the ladder only serves a file whose listener is gone for
 * good (a stale socket) or busy, so it may end at minutes. */
static const gint64 reconnect_delays_ms[] = { 250, 500, 1000, 2000, 4000, 8000, 15000, 30000,
                                              60000, 120000, 300000 };

struct _CarryOnHost
{
  GObject           parent_instance;

  char             *socket_path;
  char             *id;
  CarryOnClock     *clock;
  GIOStream        *given_stream;   /* _new_for_stream(), until started */

  CarryOnHostState  state;
  char             *kind;
  char             *name;
  char             *version;
  char             *controller;   /* who holds control while we observe */
  char             *controller_name; /* its hello name, cut; (nullable) */
  gboolean          wants_status;    /* hello lists "status" */
  gint64            controller_pid;  /* its pid, 0 unknown */
  GPid              pid;
  GStrv             capabilities;
  char             *error;
  GPtrArray        *usage;          /* CarryOnUsageWindow */

  /* The current connection; all reset by teardown_connection(). */
  GIOStream        *stream;
  GCancellable     *cancellable;
  GByteArray       *inbuf;
  guint8           *readbuf;
  GSource          *read_source;    /* stays attached while connected */
  gboolean          in_read;        /* readable_cb() is running */
  GQueue            write_queue;    /* GBytes */
  gsize             queued_bytes;
  gboolean          writing;
  gboolean          close_after_flush;
  char             *pending_refusal;
  gboolean          got_hello;
  gboolean          control_known;
  gboolean          connected_emitted;
  gboolean          claim_sent;
  GPtrArray        *held;           /* CarryOnMessage, before "connected" */
  GHashTable       *session_ids;    /* ids of supervised sessions */
  GHashTable       *refused_ids;    /* ids over the session cap */
  gboolean          start_refusal_logged; /* a session.start over the cap */
  guint             bad_lines;
  guint             handshake_timer;

  guint             reconnect_timer;
  guint             reconnect_attempt;
  gboolean          started;
  gboolean          stopped;
};

G_DEFINE_FINAL_TYPE (CarryOnHost, carry_on_host, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_SOCKET_PATH,
  PROP_ID,
  PROP_STATE,
  PROP_KIND,
  PROP_NAME,
  PROP_VERSION,
  PROP_ERROR,
  PROP_CONTROLLER,
  PROP_CONTROLLED_BY,
  PROP_CAN_TAKE_CONTROL,
  PROP_USAGE,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum {
  SIGNAL_CONNECTED,
  SIGNAL_DISCONNECTED,
  SIGNAL_MESSAGE,
  N_SIGNALS
};

static guint signals[N_SIGNALS];
static guint stream_counter;

static void begin_connect       (CarryOnHost *self);
static void start_read          (CarryOnHost *self);
static void connection_lost     (CarryOnHost *self,
                                 const char  *reason);
static void refuse              (CarryOnHost *self,
                                 const char  *reason);

const char *
carry_on_host_state_to_string (CarryOnHostState state)
{
  switch (state)
    {
    case CARRY_ON_HOST_STATE_CONNECTING:   return "connecting";
    case CARRY_ON_HOST_STATE_CONTROLLER:   return "controller";
    case CARRY_ON_HOST_STATE_OBSERVER:     return "observer";
    case CARRY_ON_HOST_STATE_RECONNECTING: return "reconnecting";
    case CARRY_ON_HOST_STATE_REFUSED:      return "refused";
    case CARRY_ON_HOST_STATE_CLOSED:       return "closed";
    default:                               return "unknown";
    }
}

static void
usage_window_free (gpointer data)
{
  CarryOnUsageWindow *window = data;

  g_free (window->kind);
  g_free (window);
}

/* ---- small setters that notify only on change ---- */

static void
set_state (CarryOnHost      *self,
           CarryOnHostState  state)
{
  gboolean was_controller = self->state == CARRY_ON_HOST_STATE_CONTROLLER;

  if (self->state == state)
    return;

  g_debug ("host %s: %s → %s", self->id,
           carry_on_host_state_to_string (self->state),
           carry_on_host_state_to_string (state));
  self->state = state;
  if (state != CARRY_ON_HOST_STATE_OBSERVER)
    {
      g_clear_pointer (&self->controller_name, g_free);
      self->controller_pid = 0;
    }
  if (state != CARRY_ON_HOST_STATE_OBSERVER && self->controller != NULL)
    {
      g_clear_pointer (&self->controller, g_free);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CONTROLLED_BY]);
    }
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_STATE]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_TAKE_CONTROL]);
  if (was_controller != (state == CARRY_ON_HOST_STATE_CONTROLLER))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CONTROLLER]);
}

static void
set_string_prop (CarryOnHost  *self,
                 char        **field,
                 const char   *value,
                 guint         prop)
{
  if (g_strcmp0 (*field, value) == 0)
    return;

  g_free (*field);
  *field = g_strdup (value);
  g_object_notify_by_pspec (G_OBJECT (self), properties[prop]);
}

static void
set_error (CarryOnHost *self,
           const char  *error)
{
  set_string_prop (self, &self->error, error, PROP_ERROR);
}

static const char *
display_name (CarryOnHost *self)
{
  if (self->kind != NULL)
    return self->kind;
  return self->id;
}

/* ---- peer credentials ---- */

/**
 * carry_on_host_check_peer_credentials:
 * @peer: (nullable): the peer's credentials
 * @expected_uid: the uid the peer must run as
 * @error: %G_IO_ERROR_PERMISSION_DENIED when refused
 *
 * See carry-on-host.h.  Host protocol v1 §1: "Peers check each other's uid
 * (SO_PEERCRED / GCredentials): another uid is refused."
 *
 * Returns: %TRUE when @peer runs as @expected_uid
 */
gboolean
carry_on_host_check_peer_credentials (GCredentials  *peer,
                                      guint          expected_uid,
                                      GError       **error)
{
  g_autoptr(GError) local_error = NULL;
  uid_t peer_uid;

  g_return_val_if_fail (peer == NULL || G_IS_CREDENTIALS (peer), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (peer == NULL)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_PERMISSION_DENIED,
                           _("the peer's credentials could not be read"));
      return FALSE;
    }

  peer_uid = g_credentials_get_unix_user (peer, &local_error);
  if (peer_uid == (uid_t) -1)
    {
      /* Translators: %s is the system's error */
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_PERMISSION_DENIED,
                   _("the peer's uid is unknown: %s"),
                   local_error != NULL ? local_error->message : _("no uid"));
      return FALSE;
    }

  if ((guint) peer_uid != expected_uid)
    {
      /* Translators: %1$u and %2$u are user ids */
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_PERMISSION_DENIED,
                   _("the peer runs as uid %1$u, not as our uid %2$u"),
                   (guint) peer_uid, expected_uid);
      return FALSE;
    }

  return TRUE;
}

/* Checks the socket file before connecting: it must be a socket owned by us.
 * Returns FALSE with @missing set when there is no file. */
static gboolean
check_socket_file (const char  *path,
                   gboolean    *missing,
                   GError     **error)
{
  GStatBuf st;

  *missing = FALSE;
  if (g_lstat (path, &st) != 0)
    {
      int saved_errno = errno;

      *missing = saved_errno == ENOENT || saved_errno == ENOTDIR;
      g_set_error (error, G_IO_ERROR, g_io_error_from_errno (saved_errno),
                   "%s: %s", path, g_strerror (saved_errno));
      return FALSE;
    }

  if (!S_ISSOCK (st.st_mode))
    {
      /* Translators: %s is a path in the hosts directory */
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED,
                   _("%s is not a socket"), path);
      return FALSE;
    }

  if (st.st_uid != getuid ())
    {
      /* Translators: %1$s is a path in the hosts directory, %2$u and %3$u user ids */
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_PERMISSION_DENIED,
                   _("%1$s belongs to uid %2$u, not to our uid %3$u"),
                   path, (guint) st.st_uid, (guint) getuid ());
      return FALSE;
    }

  return TRUE;
}

static gboolean
socket_file_exists (CarryOnHost *self)
{
  GStatBuf st;

  return self->socket_path != NULL && g_lstat (self->socket_path, &st) == 0;
}

/* ---- the write queue ---- */

typedef struct
{
  CarryOnHost  *self;
  GCancellable *cancellable;
  GBytes       *bytes;
} IoData;

static IoData *
io_data_new (CarryOnHost *self)
{
  IoData *data = g_new0 (IoData, 1);

  data->self = g_object_ref (self);
  data->cancellable = g_object_ref (self->cancellable);
  return data;
}

static void
io_data_free (IoData *data)
{
  g_clear_object (&data->self);
  g_clear_object (&data->cancellable);
  g_clear_pointer (&data->bytes, g_bytes_unref);
  g_free (data);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (IoData, io_data_free)

/* TRUE when @data's connection is still the current one. */
static gboolean
io_data_is_current (IoData *data)
{
  return data->self->cancellable == data->cancellable
         && !g_cancellable_is_cancelled (data->cancellable);
}

static void write_next (CarryOnHost *self);

static void
write_cb (GObject      *object,
          GAsyncResult *result,
          gpointer      user_data)
{
  g_autoptr(IoData) data = user_data;
  g_autoptr(GError) error = NULL;
  CarryOnHost *self = data->self;

  if (!g_output_stream_write_all_finish (G_OUTPUT_STREAM (object), result, NULL, &error))
    {
      if (io_data_is_current (data))
        {
          /* Translators: why a host's connection was lost; %s is the system's error */
          g_autofree char *reason = g_strdup_printf (_("write failed: %s"), error->message);
          self->writing = FALSE;
          connection_lost (self, reason);
        }
      return;
    }

  if (!io_data_is_current (data))
    return;

  self->writing = FALSE;
  write_next (self);
}

static void
write_next (CarryOnHost *self)
{
  IoData *data;
  GBytes *bytes;

  if (self->writing || self->stream == NULL)
    return;

  bytes = g_queue_pop_head (&self->write_queue);
  if (bytes != NULL)
    self->queued_bytes -= g_bytes_get_size (bytes);
  if (bytes == NULL)
    {
      if (self->close_after_flush)
        {
          g_autofree char *reason = g_steal_pointer (&self->pending_refusal);
          refuse (self, reason);
        }
      return;
    }

  data = io_data_new (self);
  data->bytes = bytes;
  self->writing = TRUE;
  g_output_stream_write_all_async (g_io_stream_get_output_stream (self->stream),
                                   g_bytes_get_data (bytes, NULL),
                                   g_bytes_get_size (bytes),
                                   G_PRIORITY_DEFAULT,
                                   self->cancellable,
                                   write_cb, data);
}

/* Queues @message whatever the state (handshake lines, error replies). */
static gboolean
enqueue (CarryOnHost    *self,
         CarryOnMessage *message)
{
  g_autofree char *line = NULL;
  gsize length = 0;

  if (self->stream == NULL || self->close_after_flush)
    return FALSE;

  line = carry_on_message_to_line (message, &length);
  if (line == NULL)
    return FALSE;
  if (self->queued_bytes + length > MAX_QUEUED_BYTES)
    {
      g_warning ("host %s stopped reading (%" G_GSIZE_FORMAT " bytes unwritten); dropping the connection",
                 display_name (self), self->queued_bytes);
      connection_lost (self, _("the host stopped reading"));
      return FALSE;
    }
  self->queued_bytes += length;
  g_queue_push_tail (&self->write_queue, g_bytes_new_take (g_steal_pointer (&line), length));
  write_next (self);
  return TRUE;
}

static void
reply_error (CarryOnHost          *self,
             CarryOnProtocolError  code,
             const char           *text)
{
  g_autoptr(CarryOnMessage) reply = carry_on_message_new_error (code, text);

  enqueue (self, reply);
}

/* ---- teardown, loss, refusal ---- */

static void
teardown_connection (CarryOnHost *self)
{
  gboolean was_connected = self->connected_emitted;

  if (self->cancellable != NULL)
    g_cancellable_cancel (self->cancellable);
  g_clear_object (&self->cancellable);
  if (self->read_source != NULL)
    g_source_destroy (self->read_source);
  g_clear_pointer (&self->read_source, g_source_unref);

  if (self->stream != NULL)
    g_io_stream_close (self->stream, NULL, NULL);
  g_clear_object (&self->stream);

  if (self->handshake_timer != 0 && self->clock != NULL)
    carry_on_clock_cancel (self->clock, self->handshake_timer);
  self->handshake_timer = 0;
  g_queue_clear_full (&self->write_queue, (GDestroyNotify) g_bytes_unref);
  self->queued_bytes = 0;
  g_clear_pointer (&self->inbuf, g_byte_array_unref);
  g_clear_pointer (&self->readbuf, g_free);
  g_clear_pointer (&self->held, g_ptr_array_unref);
  g_clear_pointer (&self->session_ids, g_hash_table_unref);
  g_clear_pointer (&self->refused_ids, g_hash_table_unref);
  g_clear_pointer (&self->pending_refusal, g_free);
  self->writing = FALSE;
  self->close_after_flush = FALSE;
  self->got_hello = FALSE;
  self->control_known = FALSE;
  self->connected_emitted = FALSE;
  self->claim_sent = FALSE;
  self->bad_lines = 0;

  if (was_connected)
    g_signal_emit (self, signals[SIGNAL_DISCONNECTED], 0);
}

static void
cancel_handshake_timer (CarryOnHost *self)
{
  if (self->handshake_timer != 0)
    {
      carry_on_clock_cancel (self->clock, self->handshake_timer);
      self->handshake_timer = 0;
    }
}

static void
cancel_reconnect_timer (CarryOnHost *self)
{
  if (self->reconnect_timer != 0)
    {
      carry_on_clock_cancel (self->clock, self->reconnect_timer);
      self->reconnect_timer = 0;
    }
}

static void
refuse (CarryOnHost *self,
        const char  *reason)
{
  g_autoptr(CarryOnHost) hold = g_object_ref (self);

  g_warning ("host %s refused: %s", self->id, reason);
  cancel_handshake_timer (self);
  cancel_reconnect_timer (self);
  teardown_connection (self);
  set_error (self, reason);
  set_state (self, CARRY_ON_HOST_STATE_REFUSED);
}

static void
reconnect_cb (gpointer user_data)
{
  CarryOnHost *self = user_data;

  self->reconnect_timer = 0;
  if (self->stopped)
    return;
  begin_connect (self);
}

static void
connection_lost (CarryOnHost *self,
                 const char  *reason)
{
  g_autoptr(CarryOnHost) hold = g_object_ref (self);
  gint64 delay_ms;
  guint index;

  cancel_handshake_timer (self);
  teardown_connection (self);
  if (self->stopped || self->state == CARRY_ON_HOST_STATE_REFUSED)
    return;
  set_error (self, reason);

  if (!socket_file_exists (self))
    {
      if (self->socket_path != NULL)
        g_message ("host %s: %s; the socket is gone, closing", display_name (self), reason);
      else
        g_message ("host %s: %s; closing", display_name (self), reason);
      set_state (self, CARRY_ON_HOST_STATE_CLOSED);
      return;
    }

  index = MIN (self->reconnect_attempt, G_N_ELEMENTS (reconnect_delays_ms) - 1);
  delay_ms = reconnect_delays_ms[index];
  self->reconnect_attempt++;
  /* One line per streak, not one per try: a stale socket would otherwise
   * log forever. */
  if (self->reconnect_attempt == 1)
    g_message ("host %s: %s; reconnecting in %" G_GINT64_FORMAT " ms, then less and less "
               "often (up to every %" G_GINT64_FORMAT " s) without logging each try",
               display_name (self), reason, delay_ms,
               reconnect_delays_ms[G_N_ELEMENTS (reconnect_delays_ms) - 1] / 1000);
  else
    g_debug ("host %s: %s; reconnecting in %" G_GINT64_FORMAT " ms",
             display_name (self), reason, delay_ms);
  set_state (self, CARRY_ON_HOST_STATE_RECONNECTING);
  cancel_reconnect_timer (self);
  self->reconnect_timer = carry_on_clock_schedule (self->clock,
                                                   CARRY_ON_DEADLINE_MONOTONIC,
                                                   carry_on_clock_get_monotonic (self->clock)
                                                   + delay_ms * 1000,
                                                   reconnect_cb, self);
}

/* ---- incoming messages ---- */

static void
emit_message (CarryOnHost    *self,
              CarryOnMessage *message)
{
  if (!self->connected_emitted)
    {
      if (self->held == NULL)
        self->held = g_ptr_array_new_with_free_func ((GDestroyNotify) carry_on_message_unref);
      g_ptr_array_add (self->held, carry_on_message_ref (message));
      return;
    }

  g_signal_emit (self, signals[SIGNAL_MESSAGE], 0, message);
}

/* Called once the control state is first known on this connection. */
static void
become_connected (CarryOnHost *self)
{
  g_autoptr(GPtrArray) held = g_steal_pointer (&self->held);
  g_autoptr(GCancellable) cancellable = g_object_ref (self->cancellable);

  cancel_handshake_timer (self);
  self->reconnect_attempt = 0;
  set_error (self, NULL);
  self->connected_emitted = TRUE;
  g_signal_emit (self, signals[SIGNAL_CONNECTED], 0);

  for (guint i = 0; held != NULL && i < held->len; i++)
    {
      if (self->cancellable != cancellable || g_cancellable_is_cancelled (cancellable))
        return;
      g_signal_emit (self, signals[SIGNAL_MESSAGE], 0, g_ptr_array_index (held, i));
    }
}

static void
handle_hello (CarryOnHost    *self,
              CarryOnMessage *message)
{
  JsonObject *object = carry_on_message_get_object (message);
  const char *protocol = carry_on_message_get_string (message, "protocol");
  const char *role = carry_on_message_get_string (message, "role");
  g_autoptr(GError) error = NULL;
  const char *kind = NULL;
  const char *name = NULL;
  const char *version = NULL;
  GPid pid = 0;
  g_autoptr(GPtrArray) caps = g_ptr_array_new_with_free_func (g_free);

  if (self->got_hello)
    {
      reply_error (self, CARRY_ON_PROTOCOL_ERROR_INVALID_FIELD, "hello was already received");
      return;
    }

  if (!carry_on_protocol_check_version (protocol, &error))
    {
      /* Say why, naming both versions, then close once the error line is
       * written (docs/protocol.md, handshake). */
      g_autofree char *text = g_strdup_printf ("host speaks %s, supervisor speaks %s",
                                               protocol, CARRY_ON_PROTOCOL_VERSION);

      g_debug ("host %s: %s", self->id, error->message);
      reply_error (self, CARRY_ON_PROTOCOL_ERROR_VERSION, text);
      /* The host gets the protocol's English; the person, their language.
       * Translators: why a host was refused; protocol versions, "1.0" */
      self->pending_refusal = g_strdup_printf (_("host speaks %1$s, supervisor speaks %2$s"),
                                               protocol, CARRY_ON_PROTOCOL_VERSION);
      self->close_after_flush = TRUE;
      write_next (self);
      return;
    }

  if (g_strcmp0 (role, "host") != 0)
    {
      g_autofree char *text = g_strdup_printf ("expected role \"host\", got \"%s\"", role);
      reply_error (self, CARRY_ON_PROTOCOL_ERROR_INVALID_FIELD, text);
      /* Translators: why a host was refused; "host" is a protocol keyword,
       * %s what the peer claimed to be */
      self->pending_refusal = g_strdup_printf (_("expected role \"host\", got \"%s\""), role);
      self->close_after_flush = TRUE;
      write_next (self);
      return;
    }

  if (json_object_has_member (object, "host")
      && JSON_NODE_HOLDS_OBJECT (json_object_get_member (object, "host")))
    {
      JsonObject *host = json_object_get_object_member (object, "host");
      JsonNode *node;

      if ((node = json_object_get_member (host, "kind")) != NULL
          && JSON_NODE_HOLDS_VALUE (node) && json_node_get_value_type (node) == G_TYPE_STRING)
        kind = json_node_get_string (node);
      if ((node = json_object_get_member (host, "name")) != NULL
          && JSON_NODE_HOLDS_VALUE (node) && json_node_get_value_type (node) == G_TYPE_STRING)
        name = json_node_get_string (node);
      if ((node = json_object_get_member (host, "version")) != NULL
          && JSON_NODE_HOLDS_VALUE (node) && json_node_get_value_type (node) == G_TYPE_STRING)
        version = json_node_get_string (node);
      if ((node = json_object_get_member (host, "pid")) != NULL
          && JSON_NODE_HOLDS_VALUE (node) && json_node_get_value_type (node) == G_TYPE_INT64)
        pid = (GPid) CLAMP (json_node_get_int (node), 0, G_MAXINT);
    }

  if (kind == NULL || kind[0] == '\0')
    {
      g_message ("host %s: hello names no host kind; using \"unknown\"", self->id);
      kind = "unknown";
    }

  if (json_object_has_member (object, "capabilities")
      && JSON_NODE_HOLDS_ARRAY (json_object_get_member (object, "capabilities")))
    {
      JsonArray *array = json_object_get_array_member (object, "capabilities");

      for (guint i = 0; i < json_array_get_length (array); i++)
        {
          JsonNode *node = json_array_get_element (array, i);

          if (JSON_NODE_HOLDS_VALUE (node) && json_node_get_value_type (node) == G_TYPE_STRING)
            g_ptr_array_add (caps, g_strdup (json_node_get_string (node)));
        }
    }
  g_ptr_array_add (caps, NULL);

  self->got_hello = TRUE;
  g_strfreev (self->capabilities);
  self->capabilities = (GStrv) g_ptr_array_free (g_steal_pointer (&caps), FALSE);
  self->wants_status = g_strv_contains ((const char * const *) self->capabilities, CARRY_ON_CAPABILITY_STATUS);
  self->pid = pid;
  set_string_prop (self, &self->kind, kind, PROP_KIND);
  set_string_prop (self, &self->name, name != NULL ? name : kind, PROP_NAME);
  set_string_prop (self, &self->version, version, PROP_VERSION);
  g_debug ("host %s: hello from %s %s (pid %d, protocol %s)",
           self->id, kind, version != NULL ? version : "?", (int) pid, protocol);
}

static void
handle_control (CarryOnHost    *self,
                CarryOnMessage *message)
{
  const char *state = carry_on_message_get_string (message, "state");
  gboolean first = !self->control_known;

  if (g_strcmp0 (state, "free") == 0)
    {
      /* Nobody holds control: claim it; the host answers granted or
       * observer (the first claim wins). */
      if (self->state == CARRY_ON_HOST_STATE_CONTROLLER)
        set_state (self, CARRY_ON_HOST_STATE_OBSERVER);
      if (!self->claim_sent || !first)
        {
          g_autoptr(CarryOnMessage) claim = carry_on_message_new (CARRY_ON_MESSAGE_CONTROL_CLAIM);

          self->claim_sent = TRUE;
          enqueue (self, claim);
        }
      return;
    }
  else if (g_strcmp0 (state, "granted") == 0)
    {
      if (self->state != CARRY_ON_HOST_STATE_CONTROLLER)
        g_debug ("host %s: this supervisor holds control", display_name (self));
      self->control_known = TRUE;
      set_state (self, CARRY_ON_HOST_STATE_CONTROLLER);
    }
  else if (g_strcmp0 (state, "observer") == 0)
    {
      JsonObject *object = carry_on_message_get_object (message);
      const char *who = NULL;
      gint64 pid = 0;

      if (json_object_has_member (object, "controller")
          && JSON_NODE_HOLDS_OBJECT (json_object_get_member (object, "controller")))
        {
          JsonObject *controller = json_object_get_object_member (object, "controller");
          JsonNode *node;

          if ((node = json_object_get_member (controller, "name")) != NULL
              && JSON_NODE_HOLDS_VALUE (node) && json_node_get_value_type (node) == G_TYPE_STRING)
            who = json_node_get_string (node);
          if ((node = json_object_get_member (controller, "pid")) != NULL
              && JSON_NODE_HOLDS_VALUE (node) && json_node_get_value_type (node) == G_TYPE_INT64)
            pid = json_node_get_int (node);
        }

      if (self->state != CARRY_ON_HOST_STATE_OBSERVER || first)
        {
          g_autofree char *pid_text = pid > 0 ? g_strdup_printf (" (pid %" G_GINT64_FORMAT ")", pid)
                                              : g_strdup ("");

          g_message ("host %s: observing only; %s%s holds control",
                     display_name (self), who != NULL ? who : "another supervisor", pid_text);
        }
      g_autofree char *controller = NULL;

      self->control_known = TRUE;
      /* Text from the host: kept valid UTF-8 and short. */
      if (who != NULL)
        {
          g_autofree char *name = g_utf8_make_valid (who, MIN (strlen (who), 60));

          /* Translators: the supervisor in control of a host: %1$s is its
           * name as the host reports it, %2$lld its process id */
          controller = pid > 0 ? g_strdup_printf (_("%1$s (pid %2$lld)"), name, (long long) pid)
                               : g_steal_pointer (&name);
        }
      else
        /* Translators: the supervisor in control of a host, unnamed; %lld
         * is its process id.  Shown in "… another supervisor (pid 42)
         * controls this host" */
        controller = pid > 0 ? g_strdup_printf (_("another supervisor (pid %lld)"), (long long) pid)
                             : g_strdup (_("another supervisor"));
      /* Set before the state, so that whoever follows the state reads
       * the new controller; an observer learns of a new one too (someone
       * took control from the old). */
      g_free (self->controller_name);
      self->controller_name = who != NULL ? g_utf8_make_valid (who, MIN (strlen (who), 60)) : NULL;
      self->controller_pid = MAX (pid, 0);
      if (g_strcmp0 (controller, self->controller) != 0)
        {
          g_free (self->controller);
          self->controller = g_steal_pointer (&controller);
          g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CONTROLLED_BY]);
        }
      set_state (self, CARRY_ON_HOST_STATE_OBSERVER);
    }
  else
    {
      g_autofree char *text = g_strdup_printf ("unknown control state \"%s\"", state);
      reply_error (self, CARRY_ON_PROTOCOL_ERROR_INVALID_FIELD, text);
      return;
    }

  if (first)
    become_connected (self);
}

static void
handle_usage (CarryOnHost    *self,
              CarryOnMessage *message)
{
  JsonObject *object = carry_on_message_get_object (message);
  JsonArray *windows;
  g_autoptr(GPtrArray) usage = NULL;

  if (!json_object_has_member (object, "windows")
      || !JSON_NODE_HOLDS_ARRAY (json_object_get_member (object, "windows")))
    return;

  usage = g_ptr_array_new_with_free_func (usage_window_free);
  windows = json_object_get_array_member (object, "windows");
  for (guint i = 0; i < json_array_get_length (windows) && i < 64; i++)
    {
      JsonNode *node = json_array_get_element (windows, i);
      JsonObject *w;
      JsonNode *member;
      CarryOnUsageWindow *window;

      if (!JSON_NODE_HOLDS_OBJECT (node))
        continue;
      w = json_node_get_object (node);
      window = g_new0 (CarryOnUsageWindow, 1);
      window->percent_used = -1;
      window->resets_at = -1;

      if ((member = json_object_get_member (w, "kind")) != NULL
          && JSON_NODE_HOLDS_VALUE (member) && json_node_get_value_type (member) == G_TYPE_STRING)
        window->kind = g_strdup (json_node_get_string (member));
      if ((member = json_object_get_member (w, "percent_used")) != NULL
          && JSON_NODE_HOLDS_VALUE (member)
          && (json_node_get_value_type (member) == G_TYPE_DOUBLE
              || json_node_get_value_type (member) == G_TYPE_INT64))
        window->percent_used = CLAMP (json_node_get_double (member), 0.0, 100.0);
      if ((member = json_object_get_member (w, "resets_at")) != NULL
          && JSON_NODE_HOLDS_VALUE (member))
        {
          if (json_node_get_value_type (member) == G_TYPE_INT64)
            window->resets_at = json_node_get_int (member);
          else if (json_node_get_value_type (member) == G_TYPE_STRING)
            {
              g_autoptr(GDateTime) dt = g_date_time_new_from_iso8601 (json_node_get_string (member), NULL);

              if (dt != NULL)
                window->resets_at = g_date_time_to_unix (dt);
            }
        }

      g_ptr_array_add (usage, window);
    }

  g_clear_pointer (&self->usage, g_ptr_array_unref);
  self->usage = g_steal_pointer (&usage);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_USAGE]);
}

static const char *
session_id_of (JsonNode *node)
{
  JsonObject *object;
  JsonNode *id;

  if (!JSON_NODE_HOLDS_OBJECT (node))
    return NULL;
  object = json_node_get_object (node);
  id = json_object_get_member (object, "id");
  if (id == NULL || !JSON_NODE_HOLDS_VALUE (id) || json_node_get_value_type (id) != G_TYPE_STRING)
    return NULL;
  return json_node_get_string (id);
}

/* Applies the session cap (CARRY_ON_PROTOCOL_MAX_SESSIONS) to `sessions`:
 * keeps the first ones, drops the rest with a log line. */
static void
cap_snapshot (CarryOnHost    *self,
              CarryOnMessage *message)
{
  JsonObject *object = carry_on_message_get_object (message);
  JsonArray *sessions = json_object_get_array_member (object, "sessions");
  guint n = json_array_get_length (sessions);

  g_hash_table_remove_all (self->session_ids);
  g_hash_table_remove_all (self->refused_ids);
  self->start_refusal_logged = FALSE;

  if (n > CARRY_ON_PROTOCOL_MAX_SESSIONS)
    {
      JsonArray *kept = json_array_sized_new (CARRY_ON_PROTOCOL_MAX_SESSIONS);

      g_warning ("host %s reported %u sessions; only the first %u are supervised, "
                 "the other %u are refused",
                 display_name (self), n, CARRY_ON_PROTOCOL_MAX_SESSIONS,
                 n - CARRY_ON_PROTOCOL_MAX_SESSIONS);
      for (guint i = 0; i < n; i++)
        {
          JsonNode *node = json_array_get_element (sessions, i);
          const char *id = session_id_of (node);

          if (i < CARRY_ON_PROTOCOL_MAX_SESSIONS)
            json_array_add_element (kept, json_node_copy (node));
          else if (id != NULL)
            g_hash_table_add (self->refused_ids, g_strdup (id));
        }
      json_object_set_array_member (object, "sessions", kept);
      sessions = kept;
      n = CARRY_ON_PROTOCOL_MAX_SESSIONS;
    }

  for (guint i = 0; i < n; i++)
    {
      const char *id = session_id_of (json_array_get_element (sessions, i));

      if (id != NULL)
        g_hash_table_add (self->session_ids, g_strdup (id));
    }
}

/* FALSE when @message is about a session over the cap and must be dropped. */
static gboolean
apply_session_cap (CarryOnHost    *self,
                   CarryOnMessage *message)
{
  CarryOnMessageType type = carry_on_message_get_message_type (message);
  const char *id = NULL;

  switch (type)
    {
    case CARRY_ON_MESSAGE_SESSIONS:
      cap_snapshot (self, message);
      return TRUE;

    case CARRY_ON_MESSAGE_SESSION_START:
    case CARRY_ON_MESSAGE_SESSION_UPDATE:
      {
        JsonObject *object = carry_on_message_get_object (message);

        id = session_id_of (json_object_get_member (object, "session"));
        if (id == NULL || g_hash_table_contains (self->session_ids, id))
          return TRUE;
        if (g_hash_table_contains (self->refused_ids, id))
          return FALSE;
        if (g_hash_table_size (self->session_ids) >= CARRY_ON_PROTOCOL_MAX_SESSIONS)
          {
            /* One line per connection, and a bounded memory of refused
             * ids: a host inventing ids must not grow either. */
            if (!self->start_refusal_logged)
              g_warning ("host %s: session %s refused: the host already has %u sessions "
                         "(further refusals are not logged)",
                         display_name (self), id, CARRY_ON_PROTOCOL_MAX_SESSIONS);
            self->start_refusal_logged = TRUE;
            if (g_hash_table_size (self->refused_ids) < CARRY_ON_PROTOCOL_MAX_SESSIONS)
              g_hash_table_add (self->refused_ids, g_strdup (id));
            return FALSE;
          }
        g_hash_table_add (self->session_ids, g_strdup (id));
        return TRUE;
      }

    case CARRY_ON_MESSAGE_SESSION_END:
      id = carry_on_message_get_session_id (message);
      if (id != NULL && g_hash_table_remove (self->refused_ids, id))
        return FALSE;
      if (id != NULL)
        g_hash_table_remove (self->session_ids, id);
      return TRUE;

    case CARRY_ON_MESSAGE_HELLO:
    case CARRY_ON_MESSAGE_ERROR:
    case CARRY_ON_MESSAGE_CONTROL_CLAIM:
    case CARRY_ON_MESSAGE_CONTROL_RELEASE:
    case CARRY_ON_MESSAGE_CONTROL_TAKE:
    case CARRY_ON_MESSAGE_CONTROL:
    case CARRY_ON_MESSAGE_TURN_START:
    case CARRY_ON_MESSAGE_TURN_COMPLETE:
    case CARRY_ON_MESSAGE_PROMPT_SUBMIT:
    case CARRY_ON_MESSAGE_PROMPT_RESULT:
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
      id = carry_on_message_get_session_id (message);
      return id == NULL || !g_hash_table_contains (self->refused_ids, id);
    }
}

static void
handle_line (CarryOnHost *self,
             const char  *line,
             gsize        length)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(CarryOnMessage) message = NULL;
  CarryOnMessageType type;

  /* Tolerate CRLF peers. */
  if (length > 0 && line[length - 1] == '\r')
    length--;
  if (length == 0)
    return;

  message = carry_on_message_parse (line, length, CARRY_ON_PEER_HOST, &error);
  if (message == NULL)
    {
      CarryOnProtocolError code = CARRY_ON_PROTOCOL_ERROR_MALFORMED;

      if (error->domain == CARRY_ON_PROTOCOL_ERROR
          && error->code != CARRY_ON_PROTOCOL_ERROR_TOO_LONG)
        code = error->code;
      if (++self->bad_lines <= MAX_LOGGED_BAD_LINES)
        g_message ("host %s sent a bad line (%s): %s", display_name (self),
                   carry_on_protocol_error_code_to_string (code), error->message);
      else
        g_debug ("host %s sent a bad line (%s): %s", display_name (self),
                 carry_on_protocol_error_code_to_string (code), error->message);
      reply_error (self, code, error->message);
      return;
    }

  type = carry_on_message_get_message_type (message);

  if (type == CARRY_ON_MESSAGE_ERROR)
    {
      const char *code = carry_on_message_get_string (message, "code");
      const char *text = carry_on_message_get_string (message, "message");

      if (g_strcmp0 (code, "version") == 0)
        {
          refuse (self, text);
          return;
        }
      g_message ("host %s reports an error (%s): %s", display_name (self), code, text);
      if (self->got_hello)
        emit_message (self, message);
      return;
    }

  if (!self->got_hello)
    {
      if (type == CARRY_ON_MESSAGE_HELLO)
        handle_hello (self, message);
      else
        {
          g_autofree char *text = g_strdup_printf ("expected hello first, got %s",
                                                   carry_on_message_type_to_string (type));
          reply_error (self, CARRY_ON_PROTOCOL_ERROR_INVALID_FIELD, text);
        }
      return;
    }

  switch (type)
    {
    case CARRY_ON_MESSAGE_HELLO:
      handle_hello (self, message);
      return;

    case CARRY_ON_MESSAGE_CONTROL:
      handle_control (self, message);
      return;

    case CARRY_ON_MESSAGE_USAGE:
      handle_usage (self, message);
      break;

    case CARRY_ON_MESSAGE_ERROR:
    case CARRY_ON_MESSAGE_CONTROL_CLAIM:
    case CARRY_ON_MESSAGE_CONTROL_RELEASE:
    case CARRY_ON_MESSAGE_CONTROL_TAKE:
    case CARRY_ON_MESSAGE_SESSIONS:
    case CARRY_ON_MESSAGE_SESSION_START:
    case CARRY_ON_MESSAGE_SESSION_UPDATE:
    case CARRY_ON_MESSAGE_SESSION_END:
    case CARRY_ON_MESSAGE_TURN_START:
    case CARRY_ON_MESSAGE_TURN_COMPLETE:
    case CARRY_ON_MESSAGE_PROMPT_SUBMIT:
    case CARRY_ON_MESSAGE_PROMPT_RESULT:
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

  if (!apply_session_cap (self, message))
    {
      g_debug ("host %s: dropped %s for a refused session", display_name (self),
               carry_on_message_type_to_string (type));
      return;
    }

  emit_message (self, message);
}

/* Splits the buffer into lines and handles them.  Returns FALSE when the
 * connection went away meanwhile (a handler stopped the host, a refusal). */
static gboolean
process_buffer (CarryOnHost *self)
{
  g_autoptr(GCancellable) cancellable = g_object_ref (self->cancellable);
  g_autoptr(GByteArray) buf = g_byte_array_ref (self->inbuf);
  gsize start = 0;

  for (;;)
    {
      const guint8 *nl = start < buf->len ? memchr (buf->data + start, '\n', buf->len - start) : NULL;
      gsize length;

      if (nl == NULL)
        break;

      length = (gsize) (nl - (buf->data + start));
      if (length > CARRY_ON_PROTOCOL_MAX_LINE)
        {
          g_autofree char *reason =
            /* Translators: why a host's connection was closed; sizes in bytes */
            g_strdup_printf (_("a line of %1$zu bytes is over the %2$d-byte limit"),
                             length, CARRY_ON_PROTOCOL_MAX_LINE);
          g_warning ("host %s: %s; closing the connection", display_name (self), reason);
          connection_lost (self, reason);
          return FALSE;
        }

      handle_line (self, (const char *) buf->data + start, length);
      start += length + 1;

      if (self->cancellable != cancellable || g_cancellable_is_cancelled (cancellable))
        return FALSE;
    }

  if (start > 0)
    g_byte_array_remove_range (buf, 0, start);

  if (buf->len > CARRY_ON_PROTOCOL_MAX_LINE)
    {
      g_autofree char *reason =
        /* Translators: why a host's connection was closed; sizes in bytes */
        g_strdup_printf (_("a line over the %1$d-byte limit (%2$u bytes so far, no newline)"),
                         CARRY_ON_PROTOCOL_MAX_LINE, buf->len);
      g_warning ("host %s: %s; closing the connection", display_name (self), reason);
      connection_lost (self, reason);
      return FALSE;
    }

  return TRUE;
}

/* What a read brought: @n bytes in readbuf, 0 at the end, < 0 with
 * @error.  Returns FALSE when the connection went away meanwhile. */
static gboolean
got_data (CarryOnHost  *self,
          gssize        n,
          const GError *error)
{
  if (n < 0)
    {
      /* Translators: why a host's connection was lost; %s is the system's error */
      g_autofree char *reason = g_strdup_printf (_("read failed: %s"), error->message);
      connection_lost (self, reason);
      return FALSE;
    }

  if (n == 0)
    {
      connection_lost (self, _("the host closed the connection"));
      return FALSE;
    }

  g_byte_array_append (self->inbuf, self->readbuf, (guint) n);
  return process_buffer (self);
}

static void
read_cb (GObject      *object,
         GAsyncResult *result,
         gpointer      user_data)
{
  g_autoptr(IoData) data = user_data;
  g_autoptr(GError) error = NULL;
  CarryOnHost *self = data->self;
  gssize n;

  n = g_input_stream_read_finish (G_INPUT_STREAM (object), result, &error);
  if (!io_data_is_current (data))
    return;

  if (got_data (self, n, error))
    start_read (self);
}

/* A socket's reader: one source for the whole connection, one read of
 * READ_CHUNK per dispatch.  read_async() made a GTask, a source and a
 * poll record per read, and adding and removing that record woke the main
 * context through its eventfd: eight system calls a read where poll() and
 * recv() do (strace of carry-on --headless in the live bench). */
static gboolean
readable_cb (GSocket      *socket,
             GIOCondition  condition,
             gpointer      user_data)
{
  CarryOnHost *self = user_data;
  g_autoptr(CarryOnHost) hold = NULL;
  g_autoptr(GError) error = NULL;
  gssize n;

  if (self->in_read)
    return G_SOURCE_CONTINUE;
  hold = g_object_ref (self);
  n = g_socket_receive_with_blocking (socket, (char *) self->readbuf, READ_CHUNK, FALSE, NULL, &error);
  if (n < 0 && g_error_matches (error, G_IO_ERROR, G_IO_ERROR_WOULD_BLOCK))
    return G_SOURCE_CONTINUE;
  /* When it returns FALSE, teardown_connection() destroyed this source. */
  self->in_read = TRUE;
  got_data (self, n, error);
  self->in_read = FALSE;
  return G_SOURCE_CONTINUE;
}

static void
start_read (CarryOnHost *self)
{
  IoData *data;

  if (G_IS_SOCKET_CONNECTION (self->stream))
    {
      GSocket *socket = g_socket_connection_get_socket (G_SOCKET_CONNECTION (self->stream));

      self->read_source = g_socket_create_source (socket, G_IO_IN, NULL);
      g_source_set_callback (self->read_source, G_SOURCE_FUNC (readable_cb), self, NULL);
      g_source_set_static_name (self->read_source, "carry-on host reader");
      /* A source that may not recurse has its fd taken out of the poll set
       * for each dispatch and put back after, and each change wakes the
       * context through its eventfd.  No handler of a host's messages runs
       * a nested main loop (readable_cb() refuses to be entered twice all
       * the same). */
      g_source_set_can_recurse (self->read_source, TRUE);
      g_source_attach (self->read_source, g_main_context_get_thread_default ());
      return;
    }

  /* Any other stream (a test's pipe): a read at a time. */
  data = io_data_new (self);
  g_input_stream_read_async (g_io_stream_get_input_stream (self->stream),
                             self->readbuf, READ_CHUNK,
                             G_PRIORITY_DEFAULT,
                             self->cancellable,
                             read_cb, data);
}

static void
handshake_timeout_cb (gpointer user_data)
{
  CarryOnHost *self = user_data;

  self->handshake_timer = 0;
  connection_lost (self, _("the host did not finish the handshake in time"));
}

/* Takes over a connected @stream: credentials, hello, reader. */
static void
attach_stream (CarryOnHost *self,
               GIOStream   *stream)
{
  g_autoptr(CarryOnMessage) hello = NULL;

  if (G_IS_SOCKET_CONNECTION (stream))
    {
      GSocket *socket = g_socket_connection_get_socket (G_SOCKET_CONNECTION (stream));
      g_autoptr(GCredentials) peer = NULL;
      g_autoptr(GError) error = NULL;

      if (g_socket_get_family (socket) == G_SOCKET_FAMILY_UNIX)
        {
          peer = g_socket_get_credentials (socket, NULL);
          if (!carry_on_host_check_peer_credentials (peer, (guint) getuid (), &error))
            {
              g_io_stream_close (stream, NULL, NULL);
              refuse (self, error->message);
              return;
            }
        }
    }

  if (self->cancellable == NULL)
    self->cancellable = g_cancellable_new ();
  self->stream = g_object_ref (stream);
  self->inbuf = g_byte_array_new ();
  self->readbuf = g_malloc (READ_CHUNK);
  self->session_ids = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  self->refused_ids = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);

  cancel_handshake_timer (self);
  self->handshake_timer = carry_on_clock_schedule (self->clock,
                                                   CARRY_ON_DEADLINE_MONOTONIC,
                                                   carry_on_clock_get_monotonic (self->clock)
                                                   + (gint64) HANDSHAKE_TIMEOUT_MS * 1000,
                                                   handshake_timeout_cb, self);

  hello = carry_on_message_new_hello_supervisor (PACKAGE_NAME, PACKAGE_VERSION, (GPid) getpid ());
  enqueue (self, hello);
  start_read (self);
}

static void
connect_cb (GObject      *object,
            GAsyncResult *result,
            gpointer      user_data)
{
  g_autoptr(IoData) data = user_data;
  g_autoptr(GError) error = NULL;
  g_autoptr(GSocketConnection) connection = NULL;
  CarryOnHost *self = data->self;

  connection = g_socket_client_connect_finish (G_SOCKET_CLIENT (object), result, &error);
  if (!io_data_is_current (data))
    return;

  if (connection == NULL)
    {
      /* Translators: why a host's connection was lost; %s is the system's error */
      g_autofree char *reason = g_strdup_printf (_("cannot connect: %s"), error->message);
      connection_lost (self, reason);
      return;
    }

  /* GSocketClient's timeout stays on the connected socket, where it would
   * time out every idle read: the handshake has its own deadline on the
   * clock, and an established connection may be quiet for hours. */
  g_socket_set_timeout (g_socket_connection_get_socket (connection), 0);
  attach_stream (self, G_IO_STREAM (connection));
}

static void
begin_connect (CarryOnHost *self)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GSocketClient) client = NULL;
  g_autoptr(GSocketAddress) address = NULL;
  gboolean missing = FALSE;

  g_assert (self->socket_path != NULL);

  set_state (self, CARRY_ON_HOST_STATE_CONNECTING);

  if (!check_socket_file (self->socket_path, &missing, &error))
    {
      if (missing)
        {
          g_message ("host %s: the socket is gone, closing", self->id);
          set_error (self, _("the socket file is gone"));
          set_state (self, CARRY_ON_HOST_STATE_CLOSED);
        }
      else
        refuse (self, error->message);
      return;
    }

  self->cancellable = g_cancellable_new ();
  /* No GSocketClient timeout: it would stay on the socket and cut every
   * read after 10 idle seconds.  A Unix connect does not block; a host that
   * accepts and then says nothing is caught by the handshake timer. */
  client = g_socket_client_new ();
  address = g_unix_socket_address_new (self->socket_path);
  g_socket_client_connect_async (client, G_SOCKET_CONNECTABLE (address),
                                 self->cancellable, connect_cb, io_data_new (self));
}

/* ---- public API ---- */

/**
 * carry_on_host_new:
 * @socket_path: the host's socket file (an absolute path)
 * @clock: (nullable): the clock for the handshake timeout and the
 *   reconnect ladder; %NULL uses the system clock
 *
 * Returns: (transfer full): a host that connects once started
 */
CarryOnHost *
carry_on_host_new (const char   *socket_path,
                   CarryOnClock *clock)
{
  CarryOnHost *self;

  g_return_val_if_fail (socket_path != NULL, NULL);
  g_return_val_if_fail (clock == NULL || CARRY_ON_IS_CLOCK (clock), NULL);

  self = g_object_new (CARRY_ON_TYPE_HOST, "socket-path", socket_path, NULL);
  self->clock = clock != NULL ? g_object_ref (clock) : carry_on_clock_new_system ();
  return self;
}

/**
 * carry_on_host_new_for_stream:
 * @stream: a connected stream (one end of a socketpair in tests)
 * @clock: (nullable): as for carry_on_host_new()
 *
 * The host never reconnects: a lost stream is CLOSED.
 *
 * Returns: (transfer full): a host that speaks over @stream once started
 */
CarryOnHost *
carry_on_host_new_for_stream (GIOStream    *stream,
                              CarryOnClock *clock)
{
  CarryOnHost *self;

  g_return_val_if_fail (G_IS_IO_STREAM (stream), NULL);
  g_return_val_if_fail (clock == NULL || CARRY_ON_IS_CLOCK (clock), NULL);

  self = g_object_new (CARRY_ON_TYPE_HOST, NULL);
  self->given_stream = g_object_ref (stream);
  self->clock = clock != NULL ? g_object_ref (clock) : carry_on_clock_new_system ();
  g_free (self->id);
  self->id = g_strdup_printf ("stream:%u", ++stream_counter);
  return self;
}

/**
 * carry_on_host_start:
 *
 * Connects (or takes over the stream given at construction).  Calling it
 * again, or after carry_on_host_stop(), does nothing.
 */
void
carry_on_host_start (CarryOnHost *self)
{
  g_return_if_fail (CARRY_ON_IS_HOST (self));

  if (self->started || self->stopped)
    return;
  self->started = TRUE;

  if (self->given_stream != NULL)
    {
      g_autoptr(GIOStream) stream = g_steal_pointer (&self->given_stream);

      set_state (self, CARRY_ON_HOST_STATE_CONNECTING);
      attach_stream (self, stream);
    }
  else
    begin_connect (self);
}

/**
 * carry_on_host_stop:
 *
 * Closes the connection for good and cancels any pending reconnect; the
 * state becomes CLOSED (a REFUSED host stays REFUSED).  "disconnected" is
 * emitted when a connection was up.  Idempotent.
 */
void
carry_on_host_stop (CarryOnHost *self)
{
  g_autoptr(CarryOnHost) hold = NULL;

  g_return_if_fail (CARRY_ON_IS_HOST (self));

  if (self->stopped)
    return;

  hold = g_object_ref (self);
  self->stopped = TRUE;
  cancel_handshake_timer (self);
  cancel_reconnect_timer (self);
  teardown_connection (self);
  g_clear_object (&self->given_stream);
  if (self->state != CARRY_ON_HOST_STATE_REFUSED)
    set_state (self, CARRY_ON_HOST_STATE_CLOSED);
}

const char *
carry_on_host_get_id (CarryOnHost *self)
{
  g_return_val_if_fail (CARRY_ON_IS_HOST (self), NULL);
  return self->id;
}

/* (nullable): %NULL for a host made from a stream. */
const char *
carry_on_host_get_socket_path (CarryOnHost *self)
{
  g_return_val_if_fail (CARRY_ON_IS_HOST (self), NULL);
  return self->socket_path;
}

CarryOnHostState
carry_on_host_get_state (CarryOnHost *self)
{
  g_return_val_if_fail (CARRY_ON_IS_HOST (self), CARRY_ON_HOST_STATE_CLOSED);
  return self->state;
}

const char *
carry_on_host_get_kind (CarryOnHost *self)
{
  g_return_val_if_fail (CARRY_ON_IS_HOST (self), NULL);
  return self->kind;
}

const char *
carry_on_host_get_name (CarryOnHost *self)
{
  g_return_val_if_fail (CARRY_ON_IS_HOST (self), NULL);
  return self->name != NULL ? self->name : self->kind;
}

const char *
carry_on_host_get_version (CarryOnHost *self)
{
  g_return_val_if_fail (CARRY_ON_IS_HOST (self), NULL);
  return self->version;
}

/* The host process id from its hello; 0 when unknown. */
GPid
carry_on_host_get_pid (CarryOnHost *self)
{
  g_return_val_if_fail (CARRY_ON_IS_HOST (self), 0);
  return self->pid;
}

/* From the host's hello "capabilities"; FALSE before it. */
gboolean
carry_on_host_has_capability (CarryOnHost *self,
                              const char  *capability)
{
  g_return_val_if_fail (CARRY_ON_IS_HOST (self), FALSE);
  g_return_val_if_fail (capability != NULL, FALSE);

  return self->capabilities != NULL
         && g_strv_contains ((const char * const *) self->capabilities, capability);
}

/**
 * carry_on_host_get_controller:
 *
 * While this client only observes the host: who holds control, as the
 * host's `control` message named it ("Carry On (pid 456)", or "another
 * supervisor" when it named nobody), for the UI and logs.
 *
 * Returns: (nullable): %NULL unless the state is
 *   %CARRY_ON_HOST_STATE_OBSERVER
 */
const char *
carry_on_host_get_controller (CarryOnHost *self)
{
  g_return_val_if_fail (CARRY_ON_IS_HOST (self), NULL);
  return self->controller;
}

/**
 * carry_on_host_get_controller_name:
 *
 * Returns: (nullable): while observing, the controlling supervisor's
 *   hello name as the host reported it (valid UTF-8, at most 60 bytes);
 *   %NULL when not observing or the host named none
 */
const char *
carry_on_host_get_controller_name (CarryOnHost *self)
{
  g_return_val_if_fail (CARRY_ON_IS_HOST (self), NULL);
  return self->controller_name;
}

/**
 * carry_on_host_get_controller_pid:
 *
 * Returns: while observing, the controlling supervisor's pid as the host
 *   reported it; 0 when not observing or unknown
 */
gint64
carry_on_host_get_controller_pid (CarryOnHost *self)
{
  g_return_val_if_fail (CARRY_ON_IS_HOST (self), 0);
  return self->controller_pid;
}

/**
 * carry_on_host_wants_status:
 *
 * Whether the host's hello lists %CARRY_ON_CAPABILITY_STATUS: it wants
 * `session.status` pushes while this supervisor controls it
 * (docs/protocol.md §4.5).  Read on every change of a session, so kept
 * from the hello rather than looked up.
 *
 * Returns: %TRUE when it does; %FALSE before the hello
 */
gboolean
carry_on_host_wants_status (CarryOnHost *self)
{
  g_return_val_if_fail (CARRY_ON_IS_HOST (self), FALSE);
  return self->wants_status;
}

/**
 * carry_on_host_can_take_control:
 *
 * Whether carry_on_host_take_control() can act: this client observes the
 * host, and the host's hello lists "control.take" (docs/protocol.md §3).
 * A host whose plugin predates the handover does not: its plugin has to be
 * updated before control can be taken from a live controller.
 *
 * Returns: %TRUE while observing a host that arbitrates control.take
 */
gboolean
carry_on_host_can_take_control (CarryOnHost *self)
{
  g_return_val_if_fail (CARRY_ON_IS_HOST (self), FALSE);
  return self->state == CARRY_ON_HOST_STATE_OBSERVER
         && carry_on_host_has_capability (self, CARRY_ON_CAPABILITY_CONTROL_TAKE);
}

/**
 * carry_on_host_take_control:
 *
 * Asks the host for control with `control.take` (docs/protocol.md §3): the
 * host tells the controller it lost control (it drops its plans), answers
 * `granted` and sends a fresh `sessions` snapshot; the state becomes
 * %CARRY_ON_HOST_STATE_CONTROLLER then, not here.
 *
 * Returns: %TRUE when the request went out or this client already holds
 *   control; %FALSE, sending nothing, when carry_on_host_can_take_control()
 *   is %FALSE and this client is not the controller
 */
gboolean
carry_on_host_take_control (CarryOnHost *self)
{
  g_autoptr(CarryOnMessage) take = NULL;

  g_return_val_if_fail (CARRY_ON_IS_HOST (self), FALSE);

  if (self->state == CARRY_ON_HOST_STATE_CONTROLLER)
    return TRUE;
  if (!carry_on_host_can_take_control (self) || self->stream == NULL || self->close_after_flush)
    return FALSE;
  {
    /* Named by the host: data, escaped in the log. */
    g_autofree char *who = g_strescape (self->controller != NULL ? self->controller : "", NULL);

    g_message ("host %s: taking control from %s", display_name (self), who);
  }
  take = carry_on_message_new (CARRY_ON_MESSAGE_CONTROL_TAKE);
  return enqueue (self, take);
}

gboolean
carry_on_host_is_controller (CarryOnHost *self)
{
  g_return_val_if_fail (CARRY_ON_IS_HOST (self), FALSE);
  return self->state == CARRY_ON_HOST_STATE_CONTROLLER;
}

const char *
carry_on_host_get_error (CarryOnHost *self)
{
  g_return_val_if_fail (CARRY_ON_IS_HOST (self), NULL);
  return self->error;
}

GPtrArray *
carry_on_host_get_usage (CarryOnHost *self)
{
  g_return_val_if_fail (CARRY_ON_IS_HOST (self), NULL);
  return self->usage;
}

/**
 * carry_on_host_send:
 * @message: a supervisor → host message (prompt.submit, log, handoff, …)
 *
 * Queues @message (one line, written in order).  Host protocol v1 §3: only
 * the controller may send prompt.submit, so it is refused here when this
 * client observes.
 *
 * Returns: %FALSE, sending nothing, when not connected (state other than
 *   CONTROLLER/OBSERVER) or for prompt.submit/handoff when not the controller
 */
gboolean
carry_on_host_send (CarryOnHost    *self,
                    CarryOnMessage *message)
{
  CarryOnMessageType type;

  g_return_val_if_fail (CARRY_ON_IS_HOST (self), FALSE);
  g_return_val_if_fail (message != NULL, FALSE);

  if (self->state != CARRY_ON_HOST_STATE_CONTROLLER
      && self->state != CARRY_ON_HOST_STATE_OBSERVER)
    return FALSE;
  if (self->stream == NULL || self->close_after_flush)
    return FALSE;

  type = carry_on_message_get_message_type (message);
  if ((type == CARRY_ON_MESSAGE_PROMPT_SUBMIT
       || type == CARRY_ON_MESSAGE_HANDOFF
       || type == CARRY_ON_MESSAGE_HANDOFF_PASTE)
      && self->state != CARRY_ON_HOST_STATE_CONTROLLER)
    return FALSE;

  return enqueue (self, message);
}

/* ---- GObject ---- */

static void
carry_on_host_dispose (GObject *object)
{
  CarryOnHost *self = CARRY_ON_HOST (object);

  self->stopped = TRUE;
  cancel_handshake_timer (self);
  cancel_reconnect_timer (self);
  /* No signals from dispose: drop the connection quietly. */
  self->connected_emitted = FALSE;
  teardown_connection (self);
  g_clear_object (&self->given_stream);
  g_clear_object (&self->clock);

  G_OBJECT_CLASS (carry_on_host_parent_class)->dispose (object);
}

static void
carry_on_host_finalize (GObject *object)
{
  CarryOnHost *self = CARRY_ON_HOST (object);

  g_free (self->socket_path);
  g_free (self->id);
  g_free (self->kind);
  g_free (self->name);
  g_free (self->version);
  g_free (self->controller);
  g_free (self->controller_name);
  g_strfreev (self->capabilities);
  g_free (self->error);
  g_clear_pointer (&self->usage, g_ptr_array_unref);

  G_OBJECT_CLASS (carry_on_host_parent_class)->finalize (object);
}

static void
carry_on_host_get_property (GObject    *object,
                            guint       prop_id,
                            GValue     *value,
                            GParamSpec *pspec)
{
  CarryOnHost *self = CARRY_ON_HOST (object);

  switch (prop_id)
    {
    case PROP_SOCKET_PATH:
      g_value_set_string (value, self->socket_path);
      break;
    case PROP_ID:
      g_value_set_string (value, self->id);
      break;
    case PROP_STATE:
      g_value_set_int (value, self->state);
      break;
    case PROP_KIND:
      g_value_set_string (value, self->kind);
      break;
    case PROP_NAME:
      g_value_set_string (value, carry_on_host_get_name (self));
      break;
    case PROP_VERSION:
      g_value_set_string (value, self->version);
      break;
    case PROP_ERROR:
      g_value_set_string (value, self->error);
      break;
    case PROP_CONTROLLER:
      g_value_set_boolean (value, carry_on_host_is_controller (self));
      break;
    case PROP_CONTROLLED_BY:
      g_value_set_string (value, self->controller);
      break;
    case PROP_CAN_TAKE_CONTROL:
      g_value_set_boolean (value, carry_on_host_can_take_control (self));
      break;
    case PROP_USAGE:
      g_value_set_boxed (value, self->usage);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
carry_on_host_set_property (GObject      *object,
                            guint         prop_id,
                            const GValue *value,
                            GParamSpec   *pspec)
{
  CarryOnHost *self = CARRY_ON_HOST (object);

  switch (prop_id)
    {
    case PROP_SOCKET_PATH:
      g_assert (self->socket_path == NULL);
      self->socket_path = g_value_dup_string (value);
      if (self->socket_path != NULL)
        {
          g_free (self->id);
          self->id = g_strdup (self->socket_path);
        }
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
carry_on_host_class_init (CarryOnHostClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  const GParamFlags ro = G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;

  object_class->dispose = carry_on_host_dispose;
  object_class->finalize = carry_on_host_finalize;
  object_class->get_property = carry_on_host_get_property;
  object_class->set_property = carry_on_host_set_property;

  /**
   * CarryOnHost:socket-path: (nullable)
   * The host socket file; %NULL for a host made from a stream.
   */
  properties[PROP_SOCKET_PATH] =
    g_param_spec_string ("socket-path", NULL, NULL, NULL,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  properties[PROP_ID] = g_param_spec_string ("id", NULL, NULL, NULL, ro);
  /**
   * CarryOnHost:state:
   * A #CarryOnHostState (as int: the enum has no GType).
   */
  properties[PROP_STATE] =
    g_param_spec_int ("state", NULL, NULL,
                      CARRY_ON_HOST_STATE_CONNECTING, CARRY_ON_HOST_STATE_CLOSED,
                      CARRY_ON_HOST_STATE_CONNECTING, ro);
  properties[PROP_KIND] = g_param_spec_string ("kind", NULL, NULL, NULL, ro);
  properties[PROP_NAME] = g_param_spec_string ("name", NULL, NULL, NULL, ro);
  properties[PROP_VERSION] = g_param_spec_string ("version", NULL, NULL, NULL, ro);
  properties[PROP_ERROR] = g_param_spec_string ("error", NULL, NULL, NULL, ro);
  properties[PROP_CONTROLLER] = g_param_spec_boolean ("controller", NULL, NULL, FALSE, ro);
  /**
   * CarryOnHost:controlled-by: (nullable)
   * While this client observes: who holds control ("Carry On (pid 456)"),
   * see carry_on_host_get_controller().
   */
  properties[PROP_CONTROLLED_BY] = g_param_spec_string ("controlled-by", NULL, NULL, NULL, ro);
  /**
   * CarryOnHost:can-take-control:
   * See carry_on_host_can_take_control().
   */
  properties[PROP_CAN_TAKE_CONTROL] = g_param_spec_boolean ("can-take-control", NULL, NULL, FALSE, ro);
  /**
   * CarryOnHost:usage: (element-type CarryOnUsageWindow)
   * The windows of the last `usage` message.
   */
  properties[PROP_USAGE] = g_param_spec_boxed ("usage", NULL, NULL, G_TYPE_PTR_ARRAY, ro);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * CarryOnHost::connected:
   * The hello was exchanged and the control state is known.
   */
  signals[SIGNAL_CONNECTED] =
    g_signal_new ("connected", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  /**
   * CarryOnHost::disconnected:
   * A connection that had emitted "connected" is gone.
   */
  signals[SIGNAL_DISCONNECTED] =
    g_signal_new ("disconnected", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  /**
   * CarryOnHost::message:
   * @message: a valid host message other than hello and control
   */
  signals[SIGNAL_MESSAGE] =
    g_signal_new ("message", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1,
                  CARRY_ON_TYPE_MESSAGE | G_SIGNAL_TYPE_STATIC_SCOPE);
}

static void
carry_on_host_init (CarryOnHost *self)
{
  self->state = CARRY_ON_HOST_STATE_CONNECTING;
  self->id = g_strdup ("host");
  g_queue_init (&self->write_queue);
}
