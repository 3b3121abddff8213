/* carry-on-codex-bridge.c
 *
 * SPDX-FileCopyrightText: 2026 The Carry On authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * carry-on-codex-bridge: the Codex host of protocol v1, one per user.
 *
 * Codex CLI has no plugin API that sees a failed turn, but its app-server
 * does, and its TUI can be a client of a shared one (`codex --remote`).  The
 * launcher, carry-on-codex, starts this bridge once per user; the bridge:
 *
 *  - runs `codex app-server --listen unix://DIR/app-server.sock` as its own
 *    child (it dies with the bridge: PR_SET_PDEATHSIG), so there is exactly
 *    one bridge per app-server and no two bridges report a thread twice;
 *  - listens on DIR/tui.sock, where every TUI the launcher starts connects
 *    (`codex --remote unix://DIR/tui.sock`), and relays each connection to
 *    the app-server byte for byte (the WebSocket upgrade, then frames),
 *    reading the JSON-RPC text messages as they pass
 *    (CarryOnCodexMapper).  So the bridge knows which TUI holds which
 *    thread from the TUI's own requests, sees each thread's events from the
 *    first one (a failure of the very first turn included, with no
 *    subscription race), and when a TUI's connection closes its sessions
 *    end at once, though the app-server may keep the thread loaded;
 *  - owns `codex-<pid>.sock` in the hosts directory (CarryOnHostServer):
 *    Carry On's `prompt.submit` goes into the thread as a `turn/start`
 *    injected into the holding TUI's connection, with
 *    `clientUserMessageId` = the request id, and the answer is kept from
 *    the TUI;
 *  - ends when no TUI is left: each launcher holds a shared flock(2) on
 *    DIR/users.lock from before it looks for the bridge until its TUI exits
 *    (the descriptor survives the exec into codex); the bridge waits for
 *    the exclusive lock in a thread, and once it has it, new launchers
 *    wait until it is gone and then start a new one.  Also on SIGTERM,
 *    SIGINT, SIGHUP, or when the app-server dies.
 *
 * It prints `ready` on stdout once the app-server answers and the sockets
 * listen, then lets go of stdout.  Logs go to stderr (the launcher points
 * it at DIR/bridge.log).
 */

#include "config.h"

#include <locale.h>

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <string.h>
#include <sys/file.h>
#include <sys/prctl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <gio/gio.h>
#include <gio/gunixsocketaddress.h>
#include <glib-unix.h>
#include <glib/gstdio.h>
#include <json-glib/json-glib.h>

#include "carry-on-codex-mapper.h"
#include "carry-on-codex-websocket.h"
#include "carry-on-host-server.h"
#include "carry-on-paths.h"
#include "carry-on-protocol.h"

/* Longest HTTP upgrade head accepted from either side. */
#define MAX_HEAD (64 * 1024)
#define READ_SIZE (64 * 1024)

typedef struct _Bridge Bridge;

typedef struct
{
  GSocketConnection *connection;
  GQueue             queue;      /* GBytes waiting to be written */
  gboolean           writing;
  GByteArray        *head;       /* the HTTP head, until it is complete */
  gboolean           head_done;
  CarryOnCodexWsReader *reader;
} Side;

typedef struct
{
  Bridge       *bridge;
  guint         id;
  pid_t         pid;
  Side          down;            /* the TUI */
  Side          up;              /* the app-server */
  GQueue        injected;        /* our frames waiting for the end of a
                                  * fragmented message from the TUI */
  GCancellable *cancellable;
  gboolean      closed;
  int           ref_count;
} Tui;

struct _Bridge
{
  GMainLoop          *loop;
  CarryOnHostServer  *server;
  CarryOnCodexMapper *mapper;
  GSocketService     *service;
  GSubprocess        *app_server;
  GFileMonitor       *monitor;
  GHashTable         *tuis;      /* id → Tui */
  guint               next_id;
  char               *codex;
  char               *dir;
  char               *app_server_path;
  char               *tui_path;
  int                 users_fd;
  gboolean            app_server_gone;
  guint               recheck_source;
  gboolean            ready;
  gboolean            quitting;
  int                 exit_status;
};

static void tui_close (Tui *tui, const char *why);
static void side_read (Tui *tui, Side *side);

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

/* -- one TUI connection --------------------------------------------------- */

static Tui *
tui_ref (Tui *tui)
{
  tui->ref_count++;
  return tui;
}

static void
side_clear (Side *side)
{
  g_queue_clear_full (&side->queue, (GDestroyNotify) g_bytes_unref);
  g_clear_pointer (&side->head, g_byte_array_unref);
  g_clear_pointer (&side->reader, carry_on_codex_ws_reader_free);
  g_clear_object (&side->connection);
}

static void
tui_unref (Tui *tui)
{
  if (--tui->ref_count > 0)
    return;
  side_clear (&tui->down);
  side_clear (&tui->up);
  g_queue_clear_full (&tui->injected, (GDestroyNotify) g_bytes_unref);
  g_clear_object (&tui->cancellable);
  g_free (tui);
}

static void side_flush (Tui *tui, Side *side);

static void
on_written (GObject      *source,
            GAsyncResult *result,
            gpointer      user_data)
{
  Tui *tui = user_data;
  Side *side = NULL;
  g_autoptr(GError) error = NULL;

  if (!tui->closed)
    side = G_OUTPUT_STREAM (source) == g_io_stream_get_output_stream (G_IO_STREAM (tui->down.connection))
           ? &tui->down : &tui->up;
  if (!g_output_stream_write_all_finish (G_OUTPUT_STREAM (source), result, NULL, &error))
    {
      if (!tui->closed)
        tui_close (tui, error->message);
    }
  else if (side != NULL)
    {
      side->writing = FALSE;
      side_flush (tui, side);
    }
  tui_unref (tui);
}

static void
side_flush (Tui  *tui,
            Side *side)
{
  GBytes *bytes;
  GOutputStream *out;

  if (side->writing || tui->closed || side->connection == NULL)
    return;
  bytes = g_queue_pop_head (&side->queue);
  if (bytes == NULL)
    return;
  side->writing = TRUE;
  out = g_io_stream_get_output_stream (G_IO_STREAM (side->connection));
  /* The bytes live as long as the write: the task keeps them. */
  g_object_set_data_full (G_OBJECT (out), "carry-on-writing", bytes, (GDestroyNotify) g_bytes_unref);
  g_output_stream_write_all_async (out, g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes),
                                   G_PRIORITY_DEFAULT, tui->cancellable, on_written, tui_ref (tui));
}

static void
side_send (Tui    *tui,
           Side   *side,
           GBytes *bytes)
{
  g_queue_push_tail (&side->queue, g_bytes_ref (bytes));
  side_flush (tui, side);
}

static void
tui_close (Tui        *tui,
           const char *why)
{
  Bridge *self = tui->bridge;

  if (tui->closed)
    return;
  tui->closed = TRUE;
  g_info ("TUI %u (pid %d) disconnected: %s", tui->id, (int) tui->pid, why);
  g_cancellable_cancel (tui->cancellable);
  if (tui->down.connection != NULL)
    g_io_stream_close (G_IO_STREAM (tui->down.connection), NULL, NULL);
  if (tui->up.connection != NULL)
    g_io_stream_close (G_IO_STREAM (tui->up.connection), NULL, NULL);
  carry_on_codex_mapper_tui_closed (self->mapper, tui->id);
  /* The table's reference; pending reads and writes hold their own. */
  if (g_hash_table_remove (self->tuis, GUINT_TO_POINTER (tui->id)))
    tui_unref (tui);
}

/* Drops the extension requests from the TUI's upgrade: the bridge reads the
 * frames, so they must be plain text (Codex 0.171.0's TUI asks for
 * `x-codex-app-server-compression: zstd-stream-v1`, and the app-server
 * answers without it when it is not asked). */
static GBytes *
filter_head (const guint8 *head,
             gsize         length)
{
  g_autofree char *text = g_strndup ((const char *) head, length);
  g_auto(GStrv) lines = g_strsplit (text, "\r\n", -1);
  GString *out = g_string_sized_new (length);

  for (guint i = 0; lines[i] != NULL; i++)
    {
      if (g_ascii_strncasecmp (lines[i], "x-codex-app-server-compression:", 31) == 0
          || g_ascii_strncasecmp (lines[i], "sec-websocket-extensions:", 25) == 0)
        continue;
      g_string_append (out, lines[i]);
      if (lines[i + 1] != NULL)
        g_string_append (out, "\r\n");
    }
  return g_string_free_to_bytes (out);
}

static void
on_text (Tui    *tui,
         Side   *from,
         GBytes *message,
         gboolean *swallow)
{
  Bridge *self = tui->bridge;
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;
  gsize length;
  const char *data = g_bytes_get_data (message, &length);
  JsonNode *root;

  if (!json_parser_load_from_data (parser, data, length, &error))
    {
      g_debug ("TUI %u: a message that is not JSON: %s", tui->id, error->message);
      return;
    }
  root = json_parser_get_root (parser);
  if (root == NULL || !JSON_NODE_HOLDS_OBJECT (root))
    return;
  if (from == &tui->down)
    carry_on_codex_mapper_client_message (self->mapper, tui->id, json_node_get_object (root));
  else
    *swallow = carry_on_codex_mapper_server_message (self->mapper, tui->id, json_node_get_object (root));
}

/* Bytes read from @from: relayed to the other side, frame by frame. */
static gboolean
on_bytes (Tui          *tui,
          Side         *from,
          const guint8 *data,
          gsize         length)
{
  Side *to = from == &tui->down ? &tui->up : &tui->down;

  if (!from->head_done)
    {
      const guint8 *end;

      g_byte_array_append (from->head, data, length);
      end = memmem (from->head->data, from->head->len, "\r\n\r\n", 4);
      if (end == NULL)
        {
          if (from->head->len > MAX_HEAD)
            {
              tui_close (tui, "an HTTP head over 64 KiB");
              return FALSE;
            }
          return TRUE;
        }
      {
        gsize head_length = end + 4 - from->head->data;
        g_autoptr(GBytes) head = NULL;

        if (from == &tui->down)
          head = filter_head (from->head->data, head_length);
        else
          head = g_bytes_new (from->head->data, head_length);
        side_send (tui, to, head);
        from->head_done = TRUE;
        carry_on_codex_ws_reader_push (from->reader, from->head->data + head_length,
                                       from->head->len - head_length);
        g_clear_pointer (&from->head, g_byte_array_unref);
      }
    }
  else
    {
      carry_on_codex_ws_reader_push (from->reader, data, length);
    }

  for (;;)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(CarryOnCodexWsFrame) frame = carry_on_codex_ws_reader_next (from->reader, &error);
      gboolean swallow = FALSE;

      if (frame == NULL)
        {
          if (error != NULL)
            {
              tui_close (tui, error->message);
              return FALSE;
            }
          return TRUE;
        }
      if (frame->message != NULL)
        on_text (tui, from, frame->message, &swallow);
      if (tui->closed)
        return FALSE;
      if (!swallow)
        side_send (tui, to, frame->raw);
      /* Our requests go in between the TUI's messages, never inside one. */
      if (from == &tui->down && !carry_on_codex_ws_reader_in_message (from->reader))
        {
          GBytes *injected;

          while ((injected = g_queue_pop_head (&tui->injected)) != NULL)
            {
              side_send (tui, to, injected);
              g_bytes_unref (injected);
            }
        }
    }
}

static void
on_read (GObject      *source,
         GAsyncResult *result,
         gpointer      user_data)
{
  Tui *tui = user_data;
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GError) error = NULL;
  Side *side;

  bytes = g_input_stream_read_bytes_finish (G_INPUT_STREAM (source), result, &error);
  if (tui->closed)
    {
      tui_unref (tui);
      return;
    }
  side = G_INPUT_STREAM (source) == g_io_stream_get_input_stream (G_IO_STREAM (tui->down.connection))
         ? &tui->down : &tui->up;
  if (bytes == NULL)
    tui_close (tui, error->message);
  else if (g_bytes_get_size (bytes) == 0)
    tui_close (tui, side == &tui->down ? "the TUI closed" : "the app-server closed");
  else if (on_bytes (tui, side, g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes)))
    side_read (tui, side);
  tui_unref (tui);
}

static void
side_read (Tui  *tui,
           Side *side)
{
  GInputStream *in = g_io_stream_get_input_stream (G_IO_STREAM (side->connection));

  g_input_stream_read_bytes_async (in, READ_SIZE, G_PRIORITY_DEFAULT, tui->cancellable,
                                   on_read, tui_ref (tui));
}

static void
side_init (Side *side)
{
  g_queue_init (&side->queue);
  side->head = g_byte_array_new ();
  side->reader = carry_on_codex_ws_reader_new ();
}

static gboolean
peer_is_us (GSocketConnection *connection,
            pid_t             *pid)
{
  g_autoptr(GCredentials) credentials = NULL;
  g_autoptr(GError) error = NULL;
  GSocket *socket = g_socket_connection_get_socket (connection);

  credentials = g_socket_get_credentials (socket, &error);
  if (credentials == NULL)
    {
      g_warning ("cannot read a TUI's credentials: %s", error->message);
      return FALSE;
    }
  *pid = g_credentials_get_unix_pid (credentials, NULL);
  return g_credentials_get_unix_user (credentials, NULL) == getuid ();
}

static gboolean
on_incoming (GSocketService    *service,
             GSocketConnection *connection,
             GObject           *source_object,
             gpointer           user_data)
{
  Bridge *self = user_data;
  g_autoptr(GSocketClient) client = NULL;
  g_autoptr(GSocketAddress) address = NULL;
  g_autoptr(GSocketConnection) up = NULL;
  g_autoptr(GError) error = NULL;
  pid_t pid = 0;
  Tui *tui;

  if (!peer_is_us (connection, &pid))
    {
      g_warning ("refused a TUI connection from another user");
      return TRUE;
    }

  /* A local connect: the app-server accepts at once or not at all. */
  client = g_socket_client_new ();
  address = g_unix_socket_address_new (self->app_server_path);
  up = g_socket_client_connect (client, G_SOCKET_CONNECTABLE (address), NULL, &error);
  if (up == NULL)
    {
      g_warning ("cannot reach the app-server for a TUI: %s", error->message);
      return TRUE;
    }

  tui = g_new0 (Tui, 1);
  tui->ref_count = 1;
  tui->bridge = self;
  tui->id = ++self->next_id;
  tui->pid = pid;
  tui->cancellable = g_cancellable_new ();
  g_queue_init (&tui->injected);
  side_init (&tui->down);
  side_init (&tui->up);
  tui->down.connection = g_object_ref (connection);
  tui->up.connection = g_steal_pointer (&up);
  g_hash_table_insert (self->tuis, GUINT_TO_POINTER (tui->id), tui);
  g_info ("TUI %u connected (pid %d)", tui->id, (int) pid);

  side_read (tui, &tui->down);
  side_read (tui, &tui->up);
  return TRUE;
}

/* -- Carry On's commands -------------------------------------------------- */

static void
on_event (CarryOnCodexMapper *mapper,
          CarryOnMessage     *message,
          gpointer            user_data)
{
  Bridge *self = user_data;

  if (g_log_writer_default_would_drop (G_LOG_LEVEL_DEBUG, G_LOG_DOMAIN) == FALSE)
    {
      g_autofree char *line = carry_on_message_to_line (message, NULL);

      g_debug ("event: %.*s", (int) strcspn (line, "\n"), line);
    }
  carry_on_host_server_emit (self->server, message);
}

static void
on_command (CarryOnHostServer *server,
            CarryOnMessage    *command,
            gpointer           user_data)
{
  Bridge *self = user_data;
  g_autofree char *request = NULL;
  g_autoptr(GBytes) frame = NULL;
  guint id = 0;
  Tui *tui;

  if (carry_on_message_get_message_type (command) != CARRY_ON_MESSAGE_PROMPT_SUBMIT)
    return;  /* `log` has nowhere to go: the TUI has no sidebar to write to */

  request = carry_on_codex_mapper_submit (self->mapper, command, &id);
  if (request == NULL)
    return;
  tui = g_hash_table_lookup (self->tuis, GUINT_TO_POINTER (id));
  if (tui == NULL || tui->closed || !tui->down.head_done)
    {
      carry_on_codex_mapper_submit_failed (self->mapper, command, "the Codex TUI is gone");
      return;
    }
  g_info ("TUI %u: starting a turn for %s", tui->id, carry_on_message_get_request_id (command));
  frame = carry_on_codex_ws_encode_text (request, strlen (request), TRUE);
  if (carry_on_codex_ws_reader_in_message (tui->down.reader))
    g_queue_push_tail (&tui->injected, g_bytes_ref (frame));
  else
    side_send (tui, &tui->up, frame);
}

/* -- the app-server ---------------------------------------------------------- */

static void
child_setup (gpointer user_data)
{
  /* The app-server ends with its bridge: one bridge per app-server. */
  prctl (PR_SET_PDEATHSIG, SIGTERM);
}

static void
on_app_server_exited (GObject      *source,
                      GAsyncResult *result,
                      gpointer      user_data)
{
  Bridge *self = user_data;

  self->app_server_gone = TRUE;
  if (!self->ready)
    g_main_loop_quit (self->loop);
  else if (!self->quitting)
    bridge_quit (self, "the app-server exited", 1);
}

static gboolean
app_server_answers (Bridge *self)
{
  g_autoptr(GSocket) socket = NULL;
  g_autoptr(GSocketAddress) address = NULL;

  socket = g_socket_new (G_SOCKET_FAMILY_UNIX, G_SOCKET_TYPE_STREAM, G_SOCKET_PROTOCOL_DEFAULT, NULL);
  if (socket == NULL)
    return FALSE;
  address = g_unix_socket_address_new (self->app_server_path);
  if (!g_socket_connect (socket, address, NULL, NULL))
    return FALSE;
  g_socket_close (socket, NULL);
  return TRUE;
}

static gboolean
check_app_server (gpointer user_data)
{
  Bridge *self = user_data;

  self->recheck_source = 0;
  if (self->ready)
    return G_SOURCE_REMOVE;
  if (app_server_answers (self))
    {
      self->ready = TRUE;
      g_main_loop_quit (self->loop);
    }
  else if (g_file_test (self->app_server_path, G_FILE_TEST_EXISTS))
    {
      /* The socket file is there before it listens (bind, then listen):
       * look again shortly, until it answers or the app-server ends. */
      self->recheck_source = g_timeout_add (50, check_app_server, self);
    }
  return G_SOURCE_REMOVE;
}

static void
on_dir_changed (GFileMonitor      *monitor,
                GFile             *file,
                GFile             *other,
                GFileMonitorEvent  event,
                gpointer           user_data)
{
  Bridge *self = user_data;

  if (!self->ready && self->recheck_source == 0)
    check_app_server (self);
}

static gboolean
start_app_server (Bridge  *self,
                  GError **error)
{
  g_autoptr(GSubprocessLauncher) launcher = NULL;
  g_autoptr(GFile) dir = g_file_new_for_path (self->dir);
  g_autofree char *listen = g_strconcat ("unix://", self->app_server_path, NULL);

  g_unlink (self->app_server_path);  /* a stale link from a crash */
  self->monitor = g_file_monitor_directory (dir, G_FILE_MONITOR_NONE, NULL, error);
  if (self->monitor == NULL)
    return FALSE;
  g_signal_connect (self->monitor, "changed", G_CALLBACK (on_dir_changed), self);

  /* Its output goes to our log, never to the launcher's pipe on stdout. */
  launcher = g_subprocess_launcher_new (G_SUBPROCESS_FLAGS_STDIN_INHERIT);
  g_subprocess_launcher_take_stdout_fd (launcher, dup (STDERR_FILENO));
  g_subprocess_launcher_set_child_setup (launcher, child_setup, NULL, NULL);
  self->app_server = g_subprocess_launcher_spawn (launcher, error, self->codex,
                                                  "app-server", "--listen", listen, NULL);
  if (self->app_server == NULL)
    return FALSE;
  g_message ("app-server started (pid %s): %s", g_subprocess_get_identifier (self->app_server), listen);
  g_subprocess_wait_async (self->app_server, NULL, on_app_server_exited, self);

  /* Wait for its socket: the directory monitor wakes us when it appears. */
  if (!app_server_answers (self))
    g_main_loop_run (self->loop);
  else
    self->ready = TRUE;
  g_clear_object (&self->monitor);
  g_clear_handle_id (&self->recheck_source, g_source_remove);
  if (!self->ready)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED,
                   "the app-server ended before it listened on %s", self->app_server_path);
      return FALSE;
    }
  return TRUE;
}

static void
stop_app_server (Bridge *self)
{
  if (self->app_server == NULL || self->app_server_gone)
    return;
  g_subprocess_send_signal (self->app_server, SIGTERM);
  if (!g_subprocess_wait (self->app_server, NULL, NULL))
    g_subprocess_force_exit (self->app_server);
}

static char *
dup_codex_version (const char *codex)
{
  g_autofree char *out = NULL;
  const char *argv[] = { codex, "--version", NULL };
  char *space;

  if (!g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_STDERR_TO_DEV_NULL, NULL, NULL,
                     &out, NULL, NULL, NULL) || out == NULL)
    return g_strdup ("unknown");
  g_strstrip (out);
  space = strrchr (out, ' ');  /* "codex-cli 0.171.0" */
  return g_strdup (space != NULL ? space + 1 : out);
}

/* -- life ---------------------------------------------------------------------- */

/* Runs in a thread: returns once no launcher and no TUI holds users.lock. */
static gpointer
wait_for_no_tui (gpointer user_data)
{
  Bridge *self = user_data;

  while (flock (self->users_fd, LOCK_EX) != 0 && errno == EINTR)
    ;
  return NULL;
}

static gboolean
on_no_tui (gpointer user_data)
{
  bridge_quit (user_data, "no Codex TUI is left", 0);
  return G_SOURCE_REMOVE;
}

static gpointer
watch_users (gpointer user_data)
{
  Bridge *self = user_data;

  wait_for_no_tui (self);
  g_idle_add (on_no_tui, self);
  return NULL;
}

static gboolean
on_quit_signal (gpointer user_data)
{
  bridge_quit (user_data, "asked to stop", 0);
  return G_SOURCE_CONTINUE;
}

static gboolean
listen_tuis (Bridge  *self,
             GError **error)
{
  g_autoptr(GSocketAddress) address = g_unix_socket_address_new (self->tui_path);
  mode_t old_mask;
  gboolean ok;

  g_unlink (self->tui_path);  /* the launcher holds start.lock: any file here is stale */
  self->service = g_socket_service_new ();
  old_mask = umask (0177);
  ok = g_socket_listener_add_address (G_SOCKET_LISTENER (self->service), address,
                                      G_SOCKET_TYPE_STREAM, G_SOCKET_PROTOCOL_DEFAULT,
                                      NULL, NULL, error);
  umask (old_mask);
  if (!ok)
    return FALSE;
  g_signal_connect (self->service, "incoming", G_CALLBACK (on_incoming), self);
  g_socket_service_start (self->service);
  return TRUE;
}

static void
bridge_clear (Bridge *self)
{
  if (self->service != NULL)
    {
      g_socket_service_stop (self->service);
      g_socket_listener_close (G_SOCKET_LISTENER (self->service));
    }
  if (self->tui_path != NULL)
    g_unlink (self->tui_path);
  if (self->tuis != NULL)
    {
      g_autoptr(GList) tuis = g_hash_table_get_values (self->tuis);

      for (GList *l = tuis; l != NULL; l = l->next)
        tui_close (l->data, "the bridge is ending");
    }
  if (self->server != NULL)
    carry_on_host_server_close (self->server);
  stop_app_server (self);
  g_clear_object (&self->service);
  g_clear_object (&self->server);
  g_clear_object (&self->mapper);
  g_clear_object (&self->app_server);
  g_clear_object (&self->monitor);
  g_clear_pointer (&self->tuis, g_hash_table_unref);
  g_clear_pointer (&self->codex, g_free);
  g_clear_pointer (&self->dir, g_free);
  g_clear_pointer (&self->app_server_path, g_free);
  g_clear_pointer (&self->tui_path, g_free);
  g_clear_pointer (&self->loop, g_main_loop_unref);
  if (self->users_fd >= 0)
    close (self->users_fd);
}

int
main (int    argc,
      char **argv)
{
  static const char * const capabilities[] = { "prompt.submit", "usage", NULL };
  g_autoptr(GOptionContext) context = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *codex = NULL;
  g_autofree char *dir = NULL;
  g_autofree char *socket_path = NULL;
  g_autofree char *version = NULL;
  g_autofree char *lock_path = NULL;
  Bridge bridge = { .users_fd = -1 };
  gboolean print_version = FALSE;
  const GOptionEntry entries[] = {
    { "codex", 0, 0, G_OPTION_ARG_FILENAME, &codex, "The codex command (default: codex on PATH)", "PATH" },
    { "dir", 0, 0, G_OPTION_ARG_FILENAME, &dir,
      "Where the app-server and TUI sockets live (default: $XDG_RUNTIME_DIR/carry-on/codex)", "DIR" },
    { "socket", 0, 0, G_OPTION_ARG_FILENAME, &socket_path,
      "Host socket path (default: codex-<pid>.sock in the hosts directory)", "PATH" },
    { "version", 0, 0, G_OPTION_ARG_NONE, &print_version, "Print the version and exit", NULL },
    { NULL }
  };

  /* Messages in the user's charset (GLib converts from UTF-8 with it). */
  setlocale (LC_ALL, "");
  signal (SIGPIPE, SIG_IGN);
  context = g_option_context_new ("— the Codex host for Carry On");
  g_option_context_set_summary (context, "Started by carry-on-codex; not meant to be run by hand.");
  g_option_context_add_main_entries (context, entries, NULL);
  if (!g_option_context_parse (context, &argc, &argv, &error))
    {
      g_printerr ("carry-on-codex-bridge: %s\n", error->message);
      return 2;
    }
  if (print_version)
    {
      g_print ("carry-on-codex-bridge %s\n", PACKAGE_VERSION);
      return 0;
    }

  if (codex == NULL)
    codex = g_find_program_in_path ("codex");
  if (codex == NULL)
    {
      g_printerr ("carry-on-codex-bridge: codex is not on PATH (--codex names it)\n");
      return 1;
    }
  if (dir == NULL)
    dir = g_build_filename (g_get_user_runtime_dir (), "carry-on", "codex", NULL);
  if (g_mkdir_with_parents (dir, 0700) != 0)
    {
      g_printerr ("carry-on-codex-bridge: cannot create %s: %s\n", dir, g_strerror (errno));
      return 1;
    }

  bridge.loop = g_main_loop_new (NULL, FALSE);
  bridge.codex = g_steal_pointer (&codex);
  bridge.dir = g_steal_pointer (&dir);
  bridge.app_server_path = g_build_filename (bridge.dir, "app-server.sock", NULL);
  bridge.tui_path = g_build_filename (bridge.dir, "tui.sock", NULL);
  bridge.tuis = g_hash_table_new (NULL, NULL);
  bridge.mapper = carry_on_codex_mapper_new ();
  g_signal_connect (bridge.mapper, "event", G_CALLBACK (on_event), &bridge);

  lock_path = g_build_filename (bridge.dir, "users.lock", NULL);
  bridge.users_fd = open (lock_path, O_RDWR | O_CREAT | O_CLOEXEC, 0600);
  if (bridge.users_fd < 0)
    {
      g_printerr ("carry-on-codex-bridge: cannot open %s: %s\n", lock_path, g_strerror (errno));
      bridge_clear (&bridge);
      return 1;
    }

  if (socket_path == NULL)
    {
      g_autofree char *hosts_dir = carry_on_paths_ensure_hosts_dir (&error);
      g_autofree char *name = NULL;

      if (hosts_dir == NULL)
        {
          g_printerr ("carry-on-codex-bridge: %s\n", error->message);
          bridge_clear (&bridge);
          return 1;
        }
      name = g_strdup_printf ("codex-%d.sock", (int) getpid ());
      socket_path = g_build_filename (hosts_dir, name, NULL);
    }

  version = dup_codex_version (bridge.codex);
  bridge.server = carry_on_host_server_new ("codex", "Codex", version, capabilities);
  g_signal_connect (bridge.server, "command", G_CALLBACK (on_command), &bridge);

  if (!start_app_server (&bridge, &error) ||
      !listen_tuis (&bridge, &error) ||
      !carry_on_host_server_listen (bridge.server, socket_path, &error))
    {
      g_printerr ("carry-on-codex-bridge: %s\n", error->message);
      bridge_clear (&bridge);
      return 1;
    }

  g_unix_signal_add (SIGTERM, on_quit_signal, &bridge);
  g_unix_signal_add (SIGINT, on_quit_signal, &bridge);
  g_unix_signal_add (SIGHUP, on_quit_signal, &bridge);
  g_thread_unref (g_thread_new ("carry-on-codex-users", watch_users, &bridge));

  g_message ("serving %s for the TUIs at %s (Codex %s)", socket_path, bridge.tui_path, version);
  {
    int null_fd = open ("/dev/null", O_WRONLY | O_CLOEXEC);

    /* Tell the launcher, then let go of its pipe. */
    if (write (STDOUT_FILENO, "ready\n", 6) != 6)
      g_warning ("cannot tell the launcher we are ready: %s", g_strerror (errno));
    if (null_fd >= 0)
      {
        dup2 (null_fd, STDOUT_FILENO);
        close (null_fd);
      }
  }
  g_main_loop_run (bridge.loop);

  {
    int status = bridge.exit_status;

    bridge_clear (&bridge);
    return status;
  }
}
