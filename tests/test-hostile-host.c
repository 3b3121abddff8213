/* test-hostile-host.c
 *
 * SPDX-FileCopyrightText: 2026 The Carry On authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The hostile-host suite: an in-process supervisor and host
 * monitor on the real clock, watching a hosts directory that holds one
 * well-behaved host and, per case, one hostile host.  Both hosts are
 * threads speaking raw POSIX sockets, so nothing of the product is used on
 * the host side.  Each case checks that Carry On stays up, that its memory
 * stays bounded (loosely: RSS), that it leaves a clear log line, and that
 * the good host keeps being served: a failed turn there is scheduled and,
 * on "retry now", its continue goes out and is answered.
 *
 * Nothing here waits for a backoff: the good host's continue is sent with
 * carry_on_supervisor_retry_now().
 */
#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/un.h>
#include <unistd.h>

#include <gio/gio.h>
#include <glib/gstdio.h>
#include <json-glib/json-glib.h>

#include "carry-on-clock.h"
#include "carry-on-host-monitor.h"
#include "carry-on-protocol.h"
#include "carry-on-settings.h"
#include "carry-on-supervisor.h"

/* Real-time guards against a hung test, not waits for anything;
 * CARRY_ON_TEST_SLOW=N stretches them N times (valgrind). */
#define GUARD_US (20 * G_USEC_PER_SEC * slow_factor ())
/* Loose bound on RSS growth across one case.  ASan holds freed memory in
 * its quarantine (256 MiB) and adds shadow memory, so RSS there says
 * little; its leak checker covers that build instead. */
#if defined(__SANITIZE_ADDRESS__)
#define RSS_BOUND_KIB (1024 * 1024)
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define RSS_BOUND_KIB (1024 * 1024)
#endif
#endif
#ifndef RSS_BOUND_KIB
#define RSS_BOUND_KIB (192 * 1024)
#endif

#define GOOD_KIND "good-host"
#define GOOD_KEY GOOD_KIND ":g1"
#define BAD_KIND "hostile"

#define OVERLOADED "{\"kind\":\"server_error\",\"status\":529,\"error_type\":\"overloaded_error\"," \
                   "\"message\":\"API Error: 529 Overloaded\",\"provider\":\"good.example\"}"

static gint64
slow_factor (void)
{
  const char *env = g_getenv ("CARRY_ON_TEST_SLOW");

  return env != NULL ? MAX (1, g_ascii_strtoll (env, NULL, 10)) : 1;
}

/* ------------------------------------------------------------------ */
/* Captured log lines                                                  */

typedef struct {
  GLogLevelFlags level;
  char          *domain;
  char          *text;
} LogLine;

static GMutex log_lock;
static GPtrArray *log_lines;  /* LogLine, all threads */
static guint n_criticals;

static void
log_line_free (gpointer data)
{
  LogLine *l = data;

  g_free (l->domain);
  g_free (l->text);
  g_free (l);
}

static GLogWriterOutput
capture_writer (GLogLevelFlags   level,
                const GLogField *fields,
                gsize            n_fields,
                gpointer         user_data)
{
  const char *domain = NULL, *text = NULL;

  for (gsize i = 0; i < n_fields; i++)
    {
      if (g_strcmp0 (fields[i].key, "GLIB_DOMAIN") == 0)
        domain = fields[i].value;
      else if (g_strcmp0 (fields[i].key, "MESSAGE") == 0)
        text = fields[i].value;
    }

  if ((level & G_LOG_LEVEL_DEBUG) != 0)
    return g_log_writer_default (level, fields, n_fields, user_data);

  g_mutex_lock (&log_lock);
  if ((level & G_LOG_LEVEL_CRITICAL) != 0)
    n_criticals++;
  if (log_lines->len < 100000)
    {
      LogLine *l = g_new0 (LogLine, 1);

      l->level = level & G_LOG_LEVEL_MASK;
      l->domain = g_strdup (domain);
      l->text = g_strdup (text);
      g_ptr_array_add (log_lines, l);
    }
  g_mutex_unlock (&log_lock);

  /* Keep the lines visible in the test log (stderr, outside TAP). */
  return g_log_writer_standard_streams (level, fields, n_fields, user_data);
}

static guint
log_mark (void)
{
  guint n;

  g_mutex_lock (&log_lock);
  n = log_lines->len;
  g_mutex_unlock (&log_lock);
  return n;
}

/* Number of carry-on-core lines since @mark containing @needle. */
static guint
log_count_since (guint       mark,
                 const char *needle)
{
  guint n = 0;

  g_mutex_lock (&log_lock);
  for (guint i = mark; i < log_lines->len; i++)
    {
      LogLine *l = g_ptr_array_index (log_lines, i);

      if (g_strcmp0 (l->domain, "carry-on-core") == 0 && l->text != NULL && strstr (l->text, needle) != NULL)
        n++;
    }
  g_mutex_unlock (&log_lock);
  return n;
}

/* ------------------------------------------------------------------ */
/* Fake hosts: threads on raw sockets                                  */

typedef struct _Server Server;
typedef void (*Behaviour) (Server *srv, int fd);

struct _Server
{
  char      *path;
  char      *kind;
  char      *sessions_json;  /* the snapshot array */
  Behaviour  behaviour;
  gconstpointer param;
  int        listen_fd;
  int        stop_pipe[2];
  GThread   *thread;

  GMutex     lock;           /* guards the fields below */
  int        conn_fd;        /* current connection, -1 */
  GPtrArray *received;       /* lines from Carry On */
  guint      n_accepted;
  guint      n_prompts;
  guint      n_errors;       /* `error` replies from Carry On */
  gboolean   done;           /* the behaviour finished its script */
  gint64     script_us;      /* how long the script took */
};

/* Writes all of @data; FALSE when the peer went away or we stop. */
static gboolean
write_all (Server     *srv,
           int         fd,
           const char *data,
           gsize       length)
{
  gsize done = 0;

  while (done < length)
    {
      ssize_t n = send (fd, data + done, length - done, MSG_NOSIGNAL | MSG_DONTWAIT);

      if (n > 0)
        done += n;
      else if (n < 0 && (errno == EAGAIN || errno == EINTR))
        {
          struct pollfd p[2] = { { fd, POLLOUT, 0 }, { srv->stop_pipe[0], POLLIN, 0 } };

          poll (p, 2, 1000);
          if (p[1].revents != 0)
            return FALSE;
        }
      else
        return FALSE;
    }
  return TRUE;
}

static gboolean
server_write_line (Server     *srv,
                   int         fd,
                   const char *line)
{
  g_autofree char *with_nl = g_strconcat (line, "\n", NULL);
  gboolean ok;

  g_mutex_lock (&srv->lock);
  ok = write_all (srv, fd, with_nl, strlen (with_nl));
  g_mutex_unlock (&srv->lock);
  return ok;
}

/* Reads one line from @fd into a new string; NULL on EOF, error, stop or
 * after @timeout_ms without a full line (-1: no timeout). */
static char *
read_line (Server  *srv,
           int      fd,
           GString *buf,
           int      timeout_ms)
{
  gint64 end = timeout_ms < 0 ? G_MAXINT64 : g_get_monotonic_time () + (gint64) timeout_ms * 1000;

  for (;;)
    {
      char *nl = memchr (buf->str, '\n', buf->len);
      struct pollfd p[2] = { { fd, POLLIN, 0 }, { srv->stop_pipe[0], POLLIN, 0 } };
      char chunk[65536];
      ssize_t n;
      gint64 left;

      if (nl != NULL)
        {
          char *line = g_strndup (buf->str, nl - buf->str);

          g_string_erase (buf, 0, nl - buf->str + 1);
          return line;
        }

      left = end - g_get_monotonic_time ();
      if (left <= 0)
        return NULL;
      poll (p, 2, (int) MIN (left / 1000 + 1, 200));
      if (p[1].revents != 0)
        return NULL;
      if (p[0].revents == 0)
        continue;
      n = recv (fd, chunk, sizeof chunk, MSG_DONTWAIT);
      if (n == 0)
        return NULL;
      if (n < 0)
        {
          if (errno == EAGAIN || errno == EINTR)
            continue;
          return NULL;
        }
      g_string_append_len (buf, chunk, n);
    }
}

static const char *
line_type (JsonParser *parser,
           const char *line)
{
  JsonNode *root;

  if (!json_parser_load_from_data (parser, line, -1, NULL))
    return NULL;
  root = json_parser_get_root (parser);
  if (root == NULL || !JSON_NODE_HOLDS_OBJECT (root))
    return NULL;
  return json_object_get_string_member_with_default (json_node_get_object (root), "type", NULL);
}

static void
record (Server     *srv,
        const char *line,
        const char *type)
{
  g_mutex_lock (&srv->lock);
  g_ptr_array_add (srv->received, g_strdup (line));
  if (g_strcmp0 (type, "prompt.submit") == 0)
    srv->n_prompts++;
  else if (g_strcmp0 (type, "error") == 0)
    srv->n_errors++;
  g_mutex_unlock (&srv->lock);
}

/* The host side of the handshake: hello and control state, then the
 * snapshot once Carry On claims control.  FALSE if Carry On went away. */
static gboolean
handshake (Server  *srv,
           int      fd,
           GString *buf)
{
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autofree char *hello =
    g_strdup_printf ("{\"type\":\"hello\",\"protocol\":\"1.0\",\"role\":\"host\","
                     "\"host\":{\"kind\":\"%s\",\"name\":\"%s\",\"version\":\"1\",\"pid\":%d},"
                     "\"capabilities\":[\"prompt.submit\",\"log\"]}",
                     srv->kind, srv->kind, (int) getpid ());
  g_autofree char *sessions = g_strdup_printf ("{\"type\":\"sessions\",\"sessions\":%s}", srv->sessions_json);

  if (!server_write_line (srv, fd, hello) ||
      !server_write_line (srv, fd, "{\"type\":\"control\",\"state\":\"free\"}"))
    return FALSE;

  for (;;)
    {
      g_autofree char *line = read_line (srv, fd, buf, 10000);
      const char *type;

      if (line == NULL)
        return FALSE;
      type = line_type (parser, line);
      record (srv, line, type);
      if (g_strcmp0 (type, "control.claim") == 0)
        break;
    }

  return server_write_line (srv, fd, "{\"type\":\"control\",\"state\":\"granted\"}") &&
         server_write_line (srv, fd, sessions);
}

/* Reads and records what Carry On sends until EOF or stop.  With
 * @answer, a prompt.submit is accepted and run as a turn that answers. */
static void
serve_lines (Server  *srv,
             int      fd,
             GString *buf,
             gboolean answer)
{
  g_autoptr(JsonParser) parser = json_parser_new ();
  guint turn = 0;

  for (;;)
    {
      g_autofree char *line = read_line (srv, fd, buf, -1);
      const char *type;

      if (line == NULL)
        return;
      type = line_type (parser, line);
      record (srv, line, type);

      if (answer && g_strcmp0 (type, "prompt.submit") == 0)
        {
          JsonObject *o = json_node_get_object (json_parser_get_root (parser));
          const char *rid = json_object_get_string_member (o, "request_id");
          const char *sid = json_object_get_string_member (o, "session_id");
          g_autofree char *result = NULL, *start = NULL, *done = NULL;

          turn++;
          result = g_strdup_printf ("{\"type\":\"prompt.result\",\"request_id\":\"%s\",\"session_id\":\"%s\",\"ok\":true}",
                                    rid, sid);
          start = g_strdup_printf ("{\"type\":\"turn.start\",\"session_id\":\"%s\",\"turn_id\":\"ours-%u\","
                                   "\"origin\":{\"kind\":\"plugin\",\"request_id\":\"%s\"}}", sid, turn, rid);
          done = g_strdup_printf ("{\"type\":\"turn.complete\",\"session_id\":\"%s\",\"turn_id\":\"ours-%u\","
                                  "\"reason\":\"answer\"}", sid, turn);
          if (!server_write_line (srv, fd, result) || !server_write_line (srv, fd, start) ||
              !server_write_line (srv, fd, done))
            return;
        }
    }
}

static void
good_behaviour (Server *srv,
                int     fd)
{
  g_autoptr(GString) buf = g_string_new (NULL);

  if (!handshake (srv, fd, buf))
    return;
  serve_lines (srv, fd, buf, TRUE);
}

static gpointer
server_thread (gpointer data)
{
  Server *srv = data;

  for (;;)
    {
      struct pollfd p[2] = { { srv->listen_fd, POLLIN, 0 }, { srv->stop_pipe[0], POLLIN, 0 } };
      int fd;

      if (poll (p, 2, -1) < 0 && errno == EINTR)
        continue;
      if (p[1].revents != 0)
        break;
      fd = accept4 (srv->listen_fd, NULL, NULL, SOCK_CLOEXEC);
      if (fd < 0)
        continue;

      g_mutex_lock (&srv->lock);
      srv->n_accepted++;
      srv->conn_fd = fd;
      g_mutex_unlock (&srv->lock);

      srv->behaviour (srv, fd);

      g_mutex_lock (&srv->lock);
      srv->conn_fd = -1;
      close (fd);
      g_mutex_unlock (&srv->lock);
    }
  return NULL;
}

static Server *
server_new (const char    *dir,
            const char    *name,
            const char    *kind,
            const char    *sessions_json,
            Behaviour      behaviour,
            gconstpointer  param)
{
  Server *srv = g_new0 (Server, 1);
  struct sockaddr_un addr = { .sun_family = AF_UNIX };

  srv->path = g_build_filename (dir, name, NULL);
  srv->kind = g_strdup (kind);
  srv->sessions_json = g_strdup (sessions_json);
  srv->behaviour = behaviour;
  srv->param = param;
  srv->conn_fd = -1;
  srv->received = g_ptr_array_new_with_free_func (g_free);
  g_mutex_init (&srv->lock);
  g_assert_cmpint (pipe2 (srv->stop_pipe, O_CLOEXEC), ==, 0);

  g_assert_cmpuint (strlen (srv->path), <, sizeof addr.sun_path);
  strcpy (addr.sun_path, srv->path);
  srv->listen_fd = socket (AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0);
  g_assert_cmpint (srv->listen_fd, >=, 0);
  g_assert_cmpint (bind (srv->listen_fd, (struct sockaddr *) &addr, sizeof addr), ==, 0);
  g_assert_cmpint (listen (srv->listen_fd, 64), ==, 0);

  srv->thread = g_thread_new (name, server_thread, srv);
  return srv;
}

static void
server_free (Server *srv)
{
  g_assert_cmpint (write (srv->stop_pipe[1], "x", 1), ==, 1);
  g_thread_join (srv->thread);
  close (srv->listen_fd);
  close (srv->stop_pipe[0]);
  close (srv->stop_pipe[1]);
  g_unlink (srv->path);
  g_ptr_array_unref (srv->received);
  g_mutex_clear (&srv->lock);
  g_free (srv->path);
  g_free (srv->kind);
  g_free (srv->sessions_json);
  g_free (srv);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (Server, server_free)

/* Main thread → the good host's current connection. */
static void
server_send (Server     *srv,
             const char *line)
{
  int fd;

  g_mutex_lock (&srv->lock);
  fd = srv->conn_fd;
  g_mutex_unlock (&srv->lock);
  g_assert_cmpint (fd, >=, 0);
  g_assert_true (server_write_line (srv, fd, line));
}

static guint
server_get (Server *srv,
            guint  *field)
{
  guint v;

  g_mutex_lock (&srv->lock);
  v = *field;
  g_mutex_unlock (&srv->lock);
  return v;
}

static gboolean
server_is_done (Server *srv)
{
  gboolean v;

  g_mutex_lock (&srv->lock);
  v = srv->done;
  g_mutex_unlock (&srv->lock);
  return v;
}

static void
server_set_done (Server *srv)
{
  g_mutex_lock (&srv->lock);
  srv->done = TRUE;
  g_mutex_unlock (&srv->lock);
}

/* ------------------------------------------------------------------ */
/* Fixture                                                             */

typedef struct {
  char               *hosts_dir;
  GSettings          *gsettings;
  CarryOnSettings    *settings;
  CarryOnClock       *clock;
  CarryOnSupervisor  *sup;
  CarryOnHostMonitor *monitor;
  Server             *good;
  guint               good_scheduled;
  guint               good_recovered;
  guint               good_turn;
  gsize               rss_start_kib;
} Fixture;

static gsize
rss_kib (void)
{
  g_autofree char *statm = NULL;
  unsigned long size = 0, resident = 0;

  if (!g_file_get_contents ("/proc/self/statm", &statm, NULL, NULL) ||
      sscanf (statm, "%lu %lu", &size, &resident) != 2)
    return 0;
  return resident * (sysconf (_SC_PAGESIZE) / 1024);
}

static gboolean
tick_cb (gpointer data)
{
  return G_SOURCE_CONTINUE;
}

typedef gboolean (*Cond) (Fixture *f, gconstpointer data);

/* Runs the main loop until @cond holds; fails the test after GUARD_US. */
static void
wait_for (Fixture       *f,
          Cond           cond,
          gconstpointer  data,
          const char    *what)
{
  gint64 guard = g_get_monotonic_time () + GUARD_US;
  guint tick = g_timeout_add (5, tick_cb, NULL);

  while (!cond (f, data))
    {
      g_main_context_iteration (NULL, TRUE);
      if (g_get_monotonic_time () > guard)
        g_error ("timed out waiting for %s", what);
    }
  g_source_remove (tick);
}

/* Runs the main loop for @ms of real time (only to let a hostile peer do
 * its worst meanwhile; never to wait for one of our timers). */
static void
run_for (guint ms)
{
  gint64 end = g_get_monotonic_time () + (gint64) ms * 1000;
  guint tick = g_timeout_add (5, tick_cb, NULL);

  while (g_get_monotonic_time () < end)
    g_main_context_iteration (NULL, TRUE);
  g_source_remove (tick);
}

static void
on_decision (CarryOnSupervisor *sup,
             CarryOnSession    *session,
             CarryOnDecision    decision,
             const char        *text,
             Fixture           *f)
{
  if (g_strcmp0 (carry_on_session_get_key (session), GOOD_KEY) != 0)
    return;
  if (decision == CARRY_ON_DECISION_SCHEDULED)
    f->good_scheduled++;
  else if (decision == CARRY_ON_DECISION_RECOVERED)
    f->good_recovered++;
}

static gboolean
session_known (Fixture *f, gconstpointer key)
{
  return carry_on_supervisor_lookup_session (f->sup, key) != NULL;
}

static gboolean
scheduled_more (Fixture *f, gconstpointer n)
{
  return f->good_scheduled > GPOINTER_TO_UINT (n);
}

static gboolean
recovered_more (Fixture *f, gconstpointer n)
{
  return f->good_recovered > GPOINTER_TO_UINT (n);
}

/* The good host fails a turn; Carry On must schedule a continue, send it
 * on "retry now", and count the answer as a recovery. */
static void
assert_good_host_served (Fixture *f)
{
  guint scheduled = f->good_scheduled;
  guint recovered = f->good_recovered;
  guint prompts = server_get (f->good, &f->good->n_prompts);
  g_autofree char *start = NULL, *fail = NULL;
  gint64 t0 = g_get_monotonic_time ();

  f->good_turn++;
  start = g_strdup_printf ("{\"type\":\"turn.start\",\"session_id\":\"g1\",\"turn_id\":\"g%u\"}", f->good_turn);
  fail = g_strdup_printf ("{\"type\":\"turn.complete\",\"session_id\":\"g1\",\"turn_id\":\"g%u\","
                          "\"reason\":\"error\",\"failure\":" OVERLOADED "}", f->good_turn);
  server_send (f->good, start);
  server_send (f->good, fail);
  wait_for (f, scheduled_more, GUINT_TO_POINTER (scheduled), "the good host's continue to be scheduled");
  g_assert_true (carry_on_supervisor_retry_now (f->sup, GOOD_KEY));
  wait_for (f, recovered_more, GUINT_TO_POINTER (recovered), "the good host's continue to be answered");
  g_assert_cmpuint (server_get (f->good, &f->good->n_prompts), ==, prompts + 1);
  g_test_message ("good host served in %" G_GINT64_FORMAT " ms",
                  (g_get_monotonic_time () - t0) / 1000);
}

static void
fixture_set_up (Fixture       *f,
                gconstpointer  data)
{
  g_autoptr(GError) error = NULL;

  /* Short: socket paths must fit in sun_path (108 bytes), which the
   * isolated XDG dirs of long test paths do not. */
  f->hosts_dir = g_dir_make_tmp ("co-hostile-XXXXXX", &error);
  g_assert_no_error (error);

  f->gsettings = g_settings_new (CARRY_ON_SETTINGS_SCHEMA_ID);
  g_settings_set_boolean (f->gsettings, "jitter", FALSE);
  f->settings = carry_on_settings_new (f->gsettings);
  f->clock = carry_on_clock_new_system ();
  f->sup = carry_on_supervisor_new (f->settings, f->clock);
  g_signal_connect (f->sup, "decision", G_CALLBACK (on_decision), f);

  f->good = server_new (f->hosts_dir, "good.sock", GOOD_KIND,
                        "[{\"id\":\"g1\",\"title\":\"good\",\"provider\":\"good.example\"}]",
                        good_behaviour, NULL);

  f->monitor = carry_on_host_monitor_new (f->sup, f->settings, f->clock, f->hosts_dir);
  g_assert_true (carry_on_host_monitor_start (f->monitor, &error));
  g_assert_no_error (error);
  wait_for (f, session_known, GOOD_KEY, "the good host's session");
  assert_good_host_served (f);
  f->rss_start_kib = rss_kib ();
}

static void
fixture_tear_down (Fixture       *f,
                   gconstpointer  data)
{
  g_mutex_lock (&log_lock);
  g_assert_cmpuint (n_criticals, ==, 0);
  g_mutex_unlock (&log_lock);

  carry_on_host_monitor_stop (f->monitor);
  g_clear_object (&f->monitor);
  g_clear_object (&f->sup);
  g_clear_pointer (&f->good, server_free);
  g_clear_object (&f->settings);
  g_settings_reset (f->gsettings, "jitter");
  g_clear_object (&f->gsettings);
  g_clear_object (&f->clock);
  while (g_main_context_iteration (NULL, FALSE))
    ;
  g_rmdir (f->hosts_dir);
  g_free (f->hosts_dir);
}

static void
assert_memory_bounded (Fixture    *f,
                       const char *what)
{
  gsize now = rss_kib ();
  gssize growth = (gssize) now - (gssize) f->rss_start_kib;

  g_test_message ("%s: RSS %" G_GSIZE_FORMAT " KiB (%+" G_GSSIZE_FORMAT " KiB in this case)",
                  what, now, growth);
  g_assert_cmpint (growth, <, RSS_BOUND_KIB);
}

static CarryOnHost *
host_for (Fixture *f,
          Server  *srv)
{
  return carry_on_host_monitor_lookup (f->monitor, srv->path);
}

static gboolean
server_done (Fixture *f, gconstpointer srv)
{
  return server_is_done ((Server *) srv);
}

static gboolean
log_seen (Fixture *f, gconstpointer data)
{
  const char * const *mark_and_needle = data;

  return log_count_since (GPOINTER_TO_UINT (mark_and_needle[0]), mark_and_needle[1]) > 0;
}

static void
wait_for_log (Fixture    *f,
              guint       mark,
              const char *needle)
{
  const char *data[2] = { GUINT_TO_POINTER (mark), needle };
  g_autofree char *what = g_strdup_printf ("a log line with \"%s\"", needle);

  wait_for (f, log_seen, data, what);
}

/* Starts the hostile host; it is discovered like any other. */
static Server *
start_hostile (Fixture       *f,
               const char    *name,
               const char    *sessions_json,
               Behaviour      behaviour,
               gconstpointer  param)
{
  Server *srv = server_new (f->hosts_dir, name, BAD_KIND, sessions_json, behaviour, param);

  carry_on_host_monitor_rescan (f->monitor);
  return srv;
}

static gboolean
host_gone (Fixture *f, gconstpointer path)
{
  carry_on_host_monitor_rescan (f->monitor);
  return carry_on_host_monitor_lookup (f->monitor, path) == NULL;
}

/* Removes the hostile host's socket; Carry On must drop its host. */
static void
stop_hostile (Fixture *f,
              Server  *srv)
{
  g_autofree char *path = g_strdup (srv->path);

  g_unlink (srv->path);
  wait_for (f, host_gone, path, "the hostile host to be removed");
  server_free (srv);
}

/* ------------------------------------------------------------------ */
/* Cases                                                               */

#define BAD_ONE "[{\"id\":\"h1\",\"provider\":\"bad.example\"}]"

/* 1. A 2 MiB line: over the 1 MiB cap, the connection is closed. */
static void
big_line_behaviour (Server *srv,
                    int     fd)
{
  g_autoptr(GString) buf = g_string_new (NULL);
  gsize size = 2 * 1024 * 1024;
  g_autofree char *line = g_malloc (size + 1);
  gint64 t0;

  if (srv->n_accepted > 1 || !handshake (srv, fd, buf))
    {
      serve_lines (srv, fd, buf, FALSE);
      return;
    }
  t0 = g_get_monotonic_time ();
  memset (line, 'a', size);
  memcpy (line, "{\"type\":\"log\",\"text\":\"", 22);
  line[size - 2] = '"';
  line[size - 1] = '}';
  line[size] = '\n';
  write_all (srv, fd, line, size + 1);
  srv->script_us = g_get_monotonic_time () - t0;
  server_set_done (srv);
  serve_lines (srv, fd, buf, FALSE);
}

static void
test_big_line (Fixture *f, gconstpointer data)
{
  guint mark = log_mark ();
  g_autoptr(Server) bad = start_hostile (f, "big.sock", BAD_ONE, big_line_behaviour, NULL);

  wait_for_log (f, mark, "over the 1048576-byte limit");
  g_assert_cmpint (carry_on_host_get_state (host_for (f, bad)), ==, CARRY_ON_HOST_STATE_RECONNECTING);
  assert_good_host_served (f);
  assert_memory_bounded (f, "2 MiB line");
  stop_hostile (f, g_steal_pointer (&bad));
}

/* 2. Invalid UTF-8: each bad line gets an `error` reply and a log line,
 * the connection stays up and later good lines still count. */
static void
utf8_behaviour (Server *srv,
                int     fd)
{
  g_autoptr(GString) buf = g_string_new (NULL);

  if (!handshake (srv, fd, buf))
    return;
  server_write_line (srv, fd, "{\"type\":\"turn.start\",\"session_id\":\"h1\xff\xfe\",\"turn_id\":\"x\"}");
  server_write_line (srv, fd, "\xc0\xaf\xed\xa0\x80\xf8\x88\x80\x80\x80");
  server_write_line (srv, fd, "{\"type\":\"session.start\",\"session\":{\"id\":\"h2\",\"title\":\"\xe2\x28\xa1\"}}");
  /* Still served afterwards: a valid session appears. */
  server_write_line (srv, fd, "{\"type\":\"session.start\",\"session\":{\"id\":\"h3\",\"title\":\"fine\"}}");
  server_set_done (srv);
  serve_lines (srv, fd, buf, FALSE);
}

static gboolean
three_errors (Fixture *f, gconstpointer srv)
{
  return server_get ((Server *) srv, &((Server *) srv)->n_errors) >= 3;
}

static void
test_invalid_utf8 (Fixture *f, gconstpointer data)
{
  guint mark = log_mark ();
  g_autoptr(Server) bad = start_hostile (f, "utf8.sock", BAD_ONE, utf8_behaviour, NULL);

  wait_for (f, session_known, BAD_KIND ":h3", "the session after the bad lines");
  wait_for (f, three_errors, bad, "three error replies");
  g_assert_cmpuint (log_count_since (mark, "sent a bad line (malformed)"), >=, 3);
  g_assert_null (carry_on_supervisor_lookup_session (f->sup, BAD_KIND ":h2"));
  g_assert_true (carry_on_host_is_controller (host_for (f, bad)));
  assert_good_host_served (f);
  assert_memory_bounded (f, "invalid UTF-8");
  stop_hostile (f, g_steal_pointer (&bad));
}

/* 3. 100,000 levels of nesting (200 KB, under the line cap). */
static void
nested_behaviour (Server *srv,
                  int     fd)
{
  g_autoptr(GString) buf = g_string_new (NULL);
  g_autoptr(GString) deep = g_string_new ("{\"type\":\"usage\",\"x\":");

  if (!handshake (srv, fd, buf))
    return;
  for (guint i = 0; i < 100000; i++)
    g_string_append_c (deep, '[');
  for (guint i = 0; i < 100000; i++)
    g_string_append_c (deep, ']');
  g_string_append_c (deep, '}');
  server_write_line (srv, fd, deep->str);
  /* Unclosed, too: the depth check must not need the end of the text. */
  g_string_truncate (deep, 100000 + 21);
  server_write_line (srv, fd, deep->str);
  server_write_line (srv, fd, "{\"type\":\"session.start\",\"session\":{\"id\":\"after-deep\"}}");
  server_set_done (srv);
  serve_lines (srv, fd, buf, FALSE);
}

static void
test_deep_nesting (Fixture *f, gconstpointer data)
{
  guint mark = log_mark ();
  g_autoptr(Server) bad = start_hostile (f, "deep.sock", BAD_ONE, nested_behaviour, NULL);

  wait_for (f, session_known, BAD_KIND ":after-deep", "the session after the deep lines");
  g_assert_cmpuint (log_count_since (mark, "sent a bad line"), >=, 2);
  assert_good_host_served (f);
  assert_memory_bounded (f, "deep nesting");
  stop_hostile (f, g_steal_pointer (&bad));
}

/* 4. 100,000 events as fast as the socket takes them, while the good host
 * must still be served. */
#define FLOOD_EVENTS 100000

static void
flood_behaviour (Server *srv,
                 int     fd)
{
  g_autoptr(GString) buf = g_string_new (NULL);
  g_autoptr(GString) batch = g_string_new (NULL);
  gint64 t0;

  if (!handshake (srv, fd, buf))
    return;
  t0 = g_get_monotonic_time ();
  for (guint i = 0; i < FLOOD_EVENTS; i += 2)
    {
      guint s = 1 + (i / 2) % 10;

      g_string_append_printf (batch, "{\"type\":\"turn.start\",\"session_id\":\"f%u\",\"turn_id\":\"t%u\"}\n", s, i);
      g_string_append_printf (batch, "{\"type\":\"turn.complete\",\"session_id\":\"f%u\",\"turn_id\":\"t%u\","
                                     "\"reason\":\"answer\"}\n", s, i);
      if (batch->len > 60000 || i + 2 >= FLOOD_EVENTS)
        {
          if (!write_all (srv, fd, batch->str, batch->len))
            return;
          g_string_truncate (batch, 0);
        }
    }
  /* A last, distinct event tells the test the flood was all read. */
  server_write_line (srv, fd, "{\"type\":\"session.start\",\"session\":{\"id\":\"flood-end\"}}");
  srv->script_us = g_get_monotonic_time () - t0;
  server_set_done (srv);
  serve_lines (srv, fd, buf, FALSE);
}

static void
test_flood (Fixture *f, gconstpointer data)
{
  g_autoptr(GString) sessions = g_string_new ("[");
  g_autoptr(Server) bad = NULL;
  gint64 t0;
  gint64 elapsed;

  for (guint i = 1; i <= 10; i++)
    g_string_append_printf (sessions, "%s{\"id\":\"f%u\"}", i > 1 ? "," : "", i);
  g_string_append_c (sessions, ']');

  t0 = g_get_monotonic_time ();
  bad = start_hostile (f, "flood.sock", sessions->str, flood_behaviour, NULL);
  /* Served while the flood runs. */
  wait_for (f, session_known, BAD_KIND ":f1", "the flooding host's snapshot");
  assert_good_host_served (f);
  wait_for (f, session_known, BAD_KIND ":flood-end", "the end of the flood");
  elapsed = g_get_monotonic_time () - t0;
  g_test_message ("flood: %d events read in %" G_GINT64_FORMAT " ms (%.0f events/s)",
                  FLOOD_EVENTS, elapsed / 1000, FLOOD_EVENTS / (elapsed / 1e6));
  /* Every event was handled: each session ended idle with its history at
   * the cap, not 10,000 items long. */
  for (guint i = 1; i <= 10; i++)
    {
      g_autofree char *key = g_strdup_printf (BAD_KIND ":f%u", i);
      CarryOnSession *s = carry_on_supervisor_lookup_session (f->sup, key);

      g_assert_nonnull (s);
      g_assert_false (carry_on_session_get_turn_running (s));
      g_assert_cmpuint (g_list_model_get_n_items (carry_on_session_get_history (s)), <=, 50);
    }
  g_assert_true (carry_on_host_is_controller (host_for (f, bad)));
  assert_good_host_served (f);
  assert_memory_bounded (f, "flood");
  stop_hostile (f, g_steal_pointer (&bad));
}

/* 5. Half a line, then silence: the partial line is held (bounded by the
 * cap), nothing spins, and the close is logged. */
static void
half_line_behaviour (Server *srv,
                     int     fd)
{
  g_autoptr(GString) buf = g_string_new (NULL);

  if (srv->n_accepted > 1 || !handshake (srv, fd, buf))
    return;
  write_all (srv, fd, "{\"type\":\"turn.start\",\"sess", 26);
  server_set_done (srv);
  /* Silence until the test closes us. */
  serve_lines (srv, fd, buf, FALSE);
}

static gint64
cpu_time_us (void)
{
  struct timespec ts;

  clock_gettime (CLOCK_PROCESS_CPUTIME_ID, &ts);
  return (gint64) ts.tv_sec * G_USEC_PER_SEC + ts.tv_nsec / 1000;
}

static void
test_half_line (Fixture *f, gconstpointer data)
{
  guint mark = log_mark ();
  g_autoptr(Server) bad = start_hostile (f, "half.sock", BAD_ONE, half_line_behaviour, NULL);
  gint64 cpu0;
  CarryOnHost *host;

  wait_for (f, session_known, BAD_KIND ":h1", "the silent host's snapshot");
  wait_for (f, server_done, bad, "the half line");
  cpu0 = cpu_time_us ();
  run_for (500);
  /* Waiting on a silent peer costs (next to) nothing: no busy loop. */
  g_assert_cmpint (cpu_time_us () - cpu0, <, 250000);
  host = host_for (f, bad);
  g_assert_true (carry_on_host_is_controller (host));
  assert_good_host_served (f);

  /* The host now hangs up mid-line; that is logged, nothing is parsed. */
  g_assert_cmpint (write (bad->stop_pipe[1], "x", 1), ==, 1);
  wait_for_log (f, mark, "the host closed the connection");
  assert_memory_bounded (f, "half line");
  stop_hostile (f, g_steal_pointer (&bad));
}

/* 6. Connect and disconnect in a tight loop: the host accepts and hangs
 * up at once; Carry On backs off instead of spinning.  Then its socket
 * comes and goes 200 times; no host object is leaked. */
static void
hangup_behaviour (Server *srv,
                  int     fd)
{
  /* Close at once (server_thread does it). */
}

static gboolean
accepted_twice (Fixture *f, gconstpointer srv)
{
  return server_get ((Server *) srv, &((Server *) srv)->n_accepted) >= 2;
}

static void
test_connect_loop (Fixture *f, gconstpointer data)
{
  guint mark = log_mark ();
  g_autoptr(Server) bad = start_hostile (f, "loop.sock", BAD_ONE, hangup_behaviour, NULL);
  guint accepted;
  guint base_hosts = carry_on_host_monitor_get_n_hosts (f->monitor);
  g_autofree char *flap = g_build_filename (f->hosts_dir, "flap.sock", NULL);

  wait_for (f, accepted_twice, bad, "a reconnect");
  wait_for_log (f, mark, "reconnecting in");
  run_for (1000);
  accepted = server_get (bad, &bad->n_accepted);
  g_test_message ("hang-up loop: %u connections in about 1 s", accepted);
  /* The reconnect ladder, not a busy loop. */
  g_assert_cmpuint (accepted, <, 20);
  assert_good_host_served (f);

  /* A socket file that comes and goes in a tight loop. */
  for (guint i = 0; i < 200; i++)
    {
      struct sockaddr_un addr = { .sun_family = AF_UNIX };
      int fd = socket (AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0);

      strcpy (addr.sun_path, flap);
      g_assert_cmpint (bind (fd, (struct sockaddr *) &addr, sizeof addr), ==, 0);
      listen (fd, 4);
      while (g_main_context_iteration (NULL, FALSE))
        ;
      if (i % 10 == 0)
        carry_on_host_monitor_rescan (f->monitor);
      close (fd);
      g_unlink (flap);
      while (g_main_context_iteration (NULL, FALSE))
        ;
    }
  carry_on_host_monitor_rescan (f->monitor);
  run_for (200);
  g_assert_null (carry_on_host_monitor_lookup (f->monitor, flap));
  g_assert_cmpuint (carry_on_host_monitor_get_n_hosts (f->monitor), ==, base_hosts);
  assert_good_host_served (f);
  assert_memory_bounded (f, "connect loop");
  stop_hostile (f, g_steal_pointer (&bad));
}

/* 7. A host that claims 10,000 sessions: 4,096 are supervised, the rest
 * refused with a log line, and later events about them are dropped; once
 * one ends, a new one is taken. */
static void
many_sessions_behaviour (Server *srv,
                         int     fd)
{
  g_autoptr(GString) buf = g_string_new (NULL);

  if (!handshake (srv, fd, buf))
    return;
  /* Events about refused sessions, and new sessions over the cap. */
  for (guint i = 9990; i < 10000; i++)
    {
      g_autofree char *line = g_strdup_printf ("{\"type\":\"turn.complete\",\"session_id\":\"m%u\","
                                               "\"turn_id\":\"t\",\"reason\":\"error\",\"failure\":{\"status\":529}}", i);
      server_write_line (srv, fd, line);
    }
  for (guint i = 0; i < 10; i++)
    {
      g_autofree char *line = g_strdup_printf ("{\"type\":\"session.start\",\"session\":{\"id\":\"extra%u\"}}", i);
      server_write_line (srv, fd, line);
    }
  server_write_line (srv, fd, "{\"type\":\"session.end\",\"session_id\":\"m0\"}");
  server_write_line (srv, fd, "{\"type\":\"session.start\",\"session\":{\"id\":\"after-end\"}}");
  server_set_done (srv);
  serve_lines (srv, fd, buf, FALSE);
}

static guint
count_sessions_of (Fixture    *f,
                   const char *kind)
{
  GListModel *sessions = carry_on_supervisor_get_sessions (f->sup);
  guint n = 0;

  for (guint i = 0; i < g_list_model_get_n_items (sessions); i++)
    {
      g_autoptr(CarryOnSession) s = g_list_model_get_item (sessions, i);

      if (g_strcmp0 (carry_on_session_get_host_kind (s), kind) == 0)
        n++;
    }
  return n;
}

static void
test_many_sessions (Fixture *f, gconstpointer data)
{
  g_autoptr(GString) sessions = g_string_new ("[");
  guint mark = log_mark ();
  g_autoptr(Server) bad = NULL;
  guint n;

  for (guint i = 0; i < 10000; i++)
    g_string_append_printf (sessions, "%s{\"id\":\"m%u\",\"title\":\"session %u\"}", i > 0 ? "," : "", i, i);
  g_string_append_c (sessions, ']');

  bad = start_hostile (f, "many.sock", sessions->str, many_sessions_behaviour, NULL);
  wait_for (f, session_known, BAD_KIND ":m4095", "the first 4,096 sessions");
  wait_for (f, server_done, bad, "the script");
  wait_for_log (f, mark, "only the first 4096 are supervised");
  /* The script's last line: m0 ended, so a session is taken again,
   * although ten were refused over the cap before. */
  wait_for (f, session_known, BAD_KIND ":after-end", "a new session once one ended");
  n = count_sessions_of (f, BAD_KIND);
  g_test_message ("10,000 claimed: %u supervised; %u refusal lines logged", n,
                  log_count_since (mark, "refused"));
  g_assert_cmpuint (n, ==, CARRY_ON_PROTOCOL_MAX_SESSIONS);
  g_assert_null (carry_on_supervisor_lookup_session (f->sup, BAD_KIND ":m0"));
  g_assert_null (carry_on_supervisor_lookup_session (f->sup, BAD_KIND ":m4096"));
  g_assert_null (carry_on_supervisor_lookup_session (f->sup, BAD_KIND ":m9999"));
  g_assert_null (carry_on_supervisor_lookup_session (f->sup, BAD_KIND ":extra9"));
  assert_good_host_served (f);
  assert_memory_bounded (f, "10,000 sessions");
  stop_hostile (f, g_steal_pointer (&bad));
}

/* 8. Answers to request ids Carry On never sent. */
static void
unknown_answers_behaviour (Server *srv,
                           int     fd)
{
  g_autoptr(GString) buf = g_string_new (NULL);

  if (!handshake (srv, fd, buf))
    return;
  server_write_line (srv, fd, "{\"type\":\"prompt.result\",\"request_id\":\"co-never-sent\",\"session_id\":\"h1\",\"ok\":true}");
  server_write_line (srv, fd, "{\"type\":\"prompt.result\",\"request_id\":\"co-never-sent-2\",\"ok\":false,\"drop\":\"busy\"}");
  server_write_line (srv, fd, "{\"type\":\"prompt.result\",\"request_id\":\"co-x\",\"session_id\":\"g1\",\"ok\":true}");
  server_write_line (srv, fd, "{\"type\":\"session.start\",\"session\":{\"id\":\"after-answers\"}}");
  server_set_done (srv);
  serve_lines (srv, fd, buf, FALSE);
}

static void
test_unknown_request_ids (Fixture *f, gconstpointer data)
{
  guint mark = log_mark ();
  g_autoptr(Server) bad = start_hostile (f, "answers.sock", BAD_ONE, unknown_answers_behaviour, NULL);
  CarryOnSession *h1;

  wait_for (f, session_known, BAD_KIND ":after-answers", "the answers");
  g_assert_cmpuint (log_count_since (mark, "which Carry On did not send or already settled; ignored"), ==, 3);
  h1 = carry_on_supervisor_lookup_session (f->sup, BAD_KIND ":h1");
  g_assert_nonnull (h1);
  g_assert_cmpuint (carry_on_session_get_count (h1), ==, 0);
  g_assert_cmpint (carry_on_session_get_state (h1), ==, CARRY_ON_SESSION_STATE_IDLE);
  assert_good_host_served (f);
  assert_memory_bounded (f, "unknown request ids");
  stop_hostile (f, g_steal_pointer (&bad));
}

/* 9. A prompt.submit that claims to be ours (a request id in its origin)
 * while a continue is pending: not ours, no person's either, so the
 * pending continue stays and the count does not move. */
static void
forged_behaviour (Server *srv,
                  int     fd)
{
  g_autoptr(GString) buf = g_string_new (NULL);

  if (!handshake (srv, fd, buf))
    return;
  server_write_line (srv, fd, "{\"type\":\"turn.start\",\"session_id\":\"h1\",\"turn_id\":\"t1\"}");
  server_write_line (srv, fd, "{\"type\":\"turn.complete\",\"session_id\":\"h1\",\"turn_id\":\"t1\",\"reason\":\"error\","
                              "\"failure\":{\"kind\":\"server_error\",\"status\":529,\"error_type\":\"overloaded_error\","
                              "\"message\":\"Overloaded\",\"provider\":\"bad.example\"}}");
  server_write_line (srv, fd, "{\"type\":\"prompt.submit\",\"session_id\":\"h1\","
                              "\"origin\":{\"kind\":\"plugin\",\"name\":\"carry-on\",\"request_id\":\"co-00000000-forged\"}}");
  server_write_line (srv, fd, "{\"type\":\"prompt.submit\",\"session_id\":\"h1\","
                              "\"origin\":{\"kind\":\"composer\",\"request_id\":\"co-11111111-forged\"}}");
  server_write_line (srv, fd, "{\"type\":\"session.start\",\"session\":{\"id\":\"after-forgery\"}}");
  server_set_done (srv);
  serve_lines (srv, fd, buf, FALSE);
}

static void
test_forged_prompt (Fixture *f, gconstpointer data)
{
  guint mark = log_mark ();
  g_autoptr(Server) bad = start_hostile (f, "forged.sock", BAD_ONE, forged_behaviour, NULL);
  CarryOnSession *h1;

  wait_for (f, session_known, BAD_KIND ":after-forgery", "the forged prompts");
  g_assert_cmpuint (log_count_since (mark, "that Carry On did not send; treated as automated"), ==, 2);
  h1 = carry_on_supervisor_lookup_session (f->sup, BAD_KIND ":h1");
  g_assert_nonnull (h1);
  g_assert_cmpint (carry_on_session_get_state (h1), ==, CARRY_ON_SESSION_STATE_WAITING);
  g_assert_cmpint (carry_on_session_get_due (h1), >, 0);
  g_assert_cmpuint (carry_on_session_get_count (h1), ==, 0);
  /* Nothing went to the forger. */
  g_assert_cmpuint (server_get (bad, &bad->n_prompts), ==, 0);
  assert_good_host_served (f);
  assert_memory_bounded (f, "forged prompt.submit");
  stop_hostile (f, g_steal_pointer (&bad));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);

  /* Warnings are what a hostile host should cause: capture them and
   * check them per case instead of aborting; criticals stay fatal. */
  log_lines = g_ptr_array_new_with_free_func (log_line_free);
  g_log_set_always_fatal (G_LOG_LEVEL_CRITICAL | G_LOG_LEVEL_ERROR);
  g_log_set_fatal_mask ("carry-on-core", G_LOG_LEVEL_CRITICAL | G_LOG_LEVEL_ERROR);
  g_log_set_writer_func (capture_writer, NULL, NULL);

#define ADD(path, func) \
  g_test_add ("/integration/hostile-host/" path, Fixture, NULL, fixture_set_up, func, fixture_tear_down)
  ADD ("big-line", test_big_line);
  ADD ("invalid-utf8", test_invalid_utf8);
  ADD ("deep-nesting", test_deep_nesting);
  ADD ("flood", test_flood);
  ADD ("half-line", test_half_line);
  ADD ("connect-loop", test_connect_loop);
  ADD ("many-sessions", test_many_sessions);
  ADD ("unknown-request-ids", test_unknown_request_ids);
  ADD ("forged-prompt", test_forged_prompt);
#undef ADD

  return g_test_run ();
}
