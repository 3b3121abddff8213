/* carry-on-bench.c
 *
 * SPDX-FileCopyrightText: 2026 The Carry On authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * carry-on-bench: the numbers of docs/performance.md.  Every
 * section drives the real core (CarryOnSupervisor + CarryOnHost) over real
 * sockets (socketpairs) against a small host end written here, so the
 * figures describe the product, not a model of it:
 *
 *  latency     a failed turn's line → "scheduled"; due time → prompt.submit
 *              line at the host; 1, 100 and 1,000 live sessions
 *  throughput  events/s from one flooding host and from 50 hosts × 20
 *              sessions; main-thread CPU per event; worst main-loop stall
 *  policy      recovery lag vs wasted prompts per backoff preset, on the
 *              fake clock, 1 session alone and 5 sharing an outage
 *  idle        main-loop wake-ups and CPU with 20 idle sessions, nothing
 *              pending and one countdown pending (system clock, real time)
 *  memory      RSS of the core with 0, 20 and 1,000 sessions
 *
 *   carry-on-bench [--quick] [--only SECTION,...] [--runs N] [--idle-seconds S]
 *
 * Absolute times depend on the machine: compare ratios across runs.
 */
#include "config.h"

#include <errno.h>
#include <malloc.h>
#include <math.h>
#include <poll.h>
#include <stdio.h>
#include <string.h>
#include <signal.h>
#include <stdlib.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <time.h>
#include <unistd.h>

#define G_SETTINGS_ENABLE_BACKEND
#include <gio/gio.h>
#include <gio/gsettingsbackend.h>
#include <glib/gstdio.h>
#include <json-glib/json-glib.h>

#include "carry-on-clock.h"
#include "carry-on-host.h"
#include "carry-on-policy.h"
#include "carry-on-protocol.h"
#include "carry-on-session.h"
#include "carry-on-settings.h"
#include "carry-on-supervisor.h"

#define SEC G_GINT64_CONSTANT (1000000)
/* 2026-01-05T09:00:00Z: where every fake clock starts. */
#define T0_US (G_GINT64_CONSTANT (1767603600) * SEC)
#define PROVIDER "api.example.com"

static gboolean opt_quick;
static char *opt_only;
static int opt_runs;
static int opt_idle_seconds = 60;

/* ------------------------------------------------------------------ */
/* Small helpers                                                       */

static gint64
now_ns (void)
{
  struct timespec ts;

  clock_gettime (CLOCK_MONOTONIC, &ts);
  return (gint64) ts.tv_sec * 1000000000 + ts.tv_nsec;
}

static gint64
thread_cpu_ns (void)
{
  struct timespec ts;

  clock_gettime (CLOCK_THREAD_CPUTIME_ID, &ts);
  return (gint64) ts.tv_sec * 1000000000 + ts.tv_nsec;
}

static gint64
process_cpu_ns (void)
{
  struct timespec ts;

  clock_gettime (CLOCK_PROCESS_CPUTIME_ID, &ts);
  return (gint64) ts.tv_sec * 1000000000 + ts.tv_nsec;
}

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

static int
cmp_double (const void *a,
            const void *b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return x < y ? -1 : x > y;
}

/* Percentile @p (0–100) of @n values, nearest rank; sorts @v. */
static double
percentile (double *v,
            guint   n,
            double  p)
{
  guint rank;

  if (n == 0)
    return NAN;
  qsort (v, n, sizeof *v, cmp_double);
  rank = (guint) ceil (p / 100.0 * n);
  return v[CLAMP (rank, 1, n) - 1];
}

static double
mean (const double *v,
      guint         n)
{
  double sum = 0;

  if (n == 0)
    return NAN;
  for (guint i = 0; i < n; i++)
    sum += v[i];
  return sum / n;
}

static gboolean
section_wanted (const char *name)
{
  g_auto(GStrv) parts = NULL;

  if (opt_only == NULL)
    return TRUE;
  parts = g_strsplit (opt_only, ",", -1);
  return g_strv_contains ((const char * const *) parts, name);
}

/* Drains the default main context without blocking. */
static void
pump (void)
{
  for (int idle = 0; idle < 2;)
    {
      if (g_main_context_iteration (NULL, FALSE))
        idle = 0;
      else
        idle++;
    }
}

/* ------------------------------------------------------------------ */
/* Settings                                                            */

static GSettingsSchema *
lookup_schema (void)
{
  GSettingsSchemaSource *source = g_settings_schema_source_get_default ();
  GSettingsSchema *schema = NULL;

  if (source != NULL)
    schema = g_settings_schema_source_lookup (source, CARRY_ON_SETTINGS_SCHEMA_ID, TRUE);

  if (schema == NULL)
    {
      /* Run from a build dir: <build>/src/tools/carry-on-bench. */
      g_autofree char *exe = g_file_read_link ("/proc/self/exe", NULL);
      g_autofree char *dir = exe != NULL ? g_path_get_dirname (exe) : g_strdup (".");
      g_autofree char *data = g_build_filename (dir, "..", "..", "data", NULL);
      g_autoptr(GSettingsSchemaSource) local =
        g_settings_schema_source_new_from_directory (data, source, FALSE, NULL);

      if (local != NULL)
        schema = g_settings_schema_source_lookup (local, CARRY_ON_SETTINGS_SCHEMA_ID, TRUE);
    }

  if (schema == NULL)
    g_error ("the schema %s is not installed; set GSETTINGS_SCHEMA_DIR to <build>/data",
             CARRY_ON_SETTINGS_SCHEMA_ID);
  return schema;
}

/* Settings in memory, never the user's. */
static GSettings *
bench_gsettings_new (void)
{
  g_autoptr(GSettingsSchema) schema = lookup_schema ();
  g_autoptr(GSettingsBackend) backend = g_memory_settings_backend_new ();

  return g_settings_new_full (schema, backend, NULL);
}

/* ------------------------------------------------------------------ */
/* The host end: one socketpair per host, main thread                  */

typedef struct _Bench Bench;

typedef struct {
  Bench       *bench;
  guint        index;
  char        *kind;
  char        *snapshot;     /* `sessions` line */
  GSocket     *peer;         /* our end (non-blocking) */
  GSource     *source;
  GString     *in;
  CarryOnHost *host;
  guint        turn;
} FakeHost;

typedef void (*PromptFunc) (FakeHost   *fh,
                            const char *request_id,
                            const char *session_id);

struct _Bench {
  GSettings         *gsettings;
  CarryOnSettings   *settings;
  CarryOnClock      *clock;
  CarryOnSupervisor *sup;
  GPtrArray         *hosts;        /* FakeHost */
  char              *state_dir;
  JsonParser        *parser;

  PromptFunc         on_prompt;
  gpointer           data;         /* for the section */

  /* Latency: the key being measured and when its mark arrived. */
  const char        *watch_key;
  CarryOnDecision    watch_decision;
  gint64             watch_ns;
  gboolean           watch_hit;
  guint              n_prompts;
};

static void
fh_send (FakeHost   *fh,
         const char *data,
         gsize       length)
{
  gsize done = 0;

  while (done < length)
    {
      g_autoptr(GError) error = NULL;
      gssize n = g_socket_send (fh->peer, data + done, length - done, NULL, &error);

      if (n > 0)
        done += n;
      else if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_WOULD_BLOCK))
        {
          /* Let the supervisor read meanwhile. */
          g_main_context_iteration (NULL, FALSE);
          g_socket_condition_timed_wait (fh->peer, G_IO_OUT, 1000, NULL, NULL);
        }
      else
        g_error ("host %u: send failed: %s", fh->index, error ? error->message : "?");
    }
}

static void
fh_line (FakeHost   *fh,
         const char *line)
{
  g_autofree char *with_nl = g_strconcat (line, "\n", NULL);

  fh_send (fh, with_nl, strlen (with_nl));
}

G_GNUC_PRINTF (2, 3)
static void
fh_linef (FakeHost   *fh,
          const char *format,
          ...)
{
  va_list ap;
  g_autofree char *line = NULL;

  va_start (ap, format);
  line = g_strdup_vprintf (format, ap);
  va_end (ap);
  fh_line (fh, line);
}

static void
fh_handle_line (FakeHost   *fh,
                const char *line)
{
  Bench *b = fh->bench;

  if (strstr (line, "\"control.claim\"") != NULL)
    {
      fh_line (fh, "{\"type\":\"control\",\"state\":\"granted\"}");
      fh_line (fh, fh->snapshot);
      return;
    }

  if (strstr (line, "\"prompt.submit\"") != NULL)
    {
      JsonObject *o;

      b->n_prompts++;
      if (!json_parser_load_from_data (b->parser, line, -1, NULL))
        g_error ("unreadable prompt.submit: %s", line);
      o = json_node_get_object (json_parser_get_root (b->parser));
      if (b->on_prompt != NULL)
        {
          g_autofree char *rid = g_strdup (json_object_get_string_member (o, "request_id"));
          g_autofree char *sid = g_strdup (json_object_get_string_member (o, "session_id"));

          b->on_prompt (fh, rid, sid);
        }
    }
}

static gboolean
fh_readable (GSocket      *socket,
             GIOCondition  condition,
             gpointer      user_data)
{
  FakeHost *fh = user_data;

  for (;;)
    {
      char chunk[65536];
      g_autoptr(GError) error = NULL;
      gssize n = g_socket_receive (fh->peer, chunk, sizeof chunk, NULL, &error);
      char *nl;

      if (n <= 0)
        {
          if (n < 0 && g_error_matches (error, G_IO_ERROR, G_IO_ERROR_WOULD_BLOCK))
            break;
          fh->source = NULL;
          return G_SOURCE_REMOVE;
        }
      g_string_append_len (fh->in, chunk, n);

      while ((nl = memchr (fh->in->str, '\n', fh->in->len)) != NULL)
        {
          *nl = '\0';
          fh_handle_line (fh, fh->in->str);
          g_string_erase (fh->in, 0, nl - fh->in->str + 1);
        }
    }
  return G_SOURCE_CONTINUE;
}

static char *
snapshot_line (guint       n_sessions,
               const char *prefix)
{
  GString *s = g_string_new ("{\"type\":\"sessions\",\"sessions\":[");

  for (guint i = 0; i < n_sessions; i++)
    g_string_append_printf (s, "%s{\"id\":\"%s%u\",\"title\":\"session %u\",\"provider\":\"" PROVIDER "\"}",
                            i > 0 ? "," : "", prefix, i, i);
  g_string_append (s, "]}");
  return g_string_free (s, FALSE);
}

static FakeHost *
bench_add_host (Bench      *b,
                guint       n_sessions,
                const char *kind)
{
  FakeHost *fh = g_new0 (FakeHost, 1);
  int fds[2];
  g_autoptr(GError) error = NULL;
  g_autoptr(GSocket) ours = NULL;
  g_autoptr(GSocketConnection) conn = NULL;
  g_autofree char *hello = NULL;
  g_autofree char *last_key = NULL;

  fh->bench = b;
  fh->index = b->hosts->len;
  fh->kind = g_strdup (kind);
  fh->snapshot = snapshot_line (n_sessions, "s");
  fh->in = g_string_new (NULL);

  if (socketpair (AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, fds) != 0)
    g_error ("socketpair: %s", g_strerror (errno));
  ours = g_socket_new_from_fd (fds[0], &error);
  g_assert_no_error (error);
  fh->peer = g_socket_new_from_fd (fds[1], &error);
  g_assert_no_error (error);
  g_socket_set_blocking (fh->peer, FALSE);
  fh->source = g_socket_create_source (fh->peer, G_IO_IN | G_IO_HUP | G_IO_ERR, NULL);
  g_source_set_callback (fh->source, G_SOURCE_FUNC (fh_readable), fh, NULL);
  g_source_attach (fh->source, NULL);
  g_source_unref (fh->source);
  g_ptr_array_add (b->hosts, fh);

  conn = g_socket_connection_factory_create_connection (ours);
  fh->host = carry_on_host_new_for_stream (G_IO_STREAM (conn), b->clock);
  carry_on_supervisor_add_host (b->sup, fh->host);

  hello = g_strdup_printf ("{\"type\":\"hello\",\"protocol\":\"1.0\",\"role\":\"host\","
                           "\"host\":{\"kind\":\"%s\",\"name\":\"%s\",\"version\":\"1\",\"pid\":%d},"
                           "\"capabilities\":[\"prompt.submit\",\"log\"]}", kind, kind, (int) getpid ());
  fh_line (fh, hello);
  fh_line (fh, "{\"type\":\"control\",\"state\":\"free\"}");

  /* Until the snapshot is in. */
  last_key = n_sessions > 0 ? g_strdup_printf ("%s:s%u", kind, n_sessions - 1) : NULL;
  for (gint64 guard = now_ns () + 30 * G_GINT64_CONSTANT (1000000000);;)
    {
      pump ();
      if (carry_on_host_is_controller (fh->host) &&
          (last_key == NULL || carry_on_supervisor_lookup_session (b->sup, last_key) != NULL))
        break;
      if (now_ns () > guard)
        g_error ("host %s never finished its handshake", kind);
      g_usleep (100);
    }
  return fh;
}

static void
fake_host_free (gpointer data)
{
  FakeHost *fh = data;

  if (fh->source != NULL)
    g_source_destroy (fh->source);
  g_socket_close (fh->peer, NULL);
  g_clear_object (&fh->peer);
  g_clear_object (&fh->host);
  g_string_free (fh->in, TRUE);
  g_free (fh->kind);
  g_free (fh->snapshot);
  g_free (fh);
}

static void
on_decision (CarryOnSupervisor *sup,
             CarryOnSession    *session,
             CarryOnDecision    decision,
             const char        *text,
             Bench             *b)
{
  if (b->watch_key != NULL && decision == b->watch_decision &&
      strcmp (carry_on_session_get_key (session), b->watch_key) == 0)
    {
      b->watch_ns = now_ns ();
      b->watch_hit = TRUE;
    }
}

/* @fake: fake clock (else the system clock); @state: keep a state file as
 * the app does (its in-flight journal written right before every continue,
 * the whole state on a debounce). */
static Bench *
bench_new (gboolean             fake,
           gboolean             state,
           CarryOnBackoffPreset preset,
           gboolean             jitter)
{
  Bench *b = g_new0 (Bench, 1);

  b->gsettings = bench_gsettings_new ();
  g_settings_set_enum (b->gsettings, "backoff-preset", preset);
  g_settings_set_boolean (b->gsettings, "jitter", jitter);
  b->settings = carry_on_settings_new (b->gsettings);
  b->clock = fake ? carry_on_clock_new_fake (T0_US) : carry_on_clock_new_system ();
  b->sup = carry_on_supervisor_new (b->settings, b->clock);
  b->hosts = g_ptr_array_new_with_free_func (fake_host_free);
  b->parser = json_parser_new ();
  g_signal_connect (b->sup, "decision", G_CALLBACK (on_decision), b);

  if (state)
    {
      g_autofree char *file = NULL;

      b->state_dir = g_dir_make_tmp ("carry-on-bench-XXXXXX", NULL);
      file = g_build_filename (b->state_dir, "state.json", NULL);
      carry_on_supervisor_set_state_file (b->sup, file);
    }
  return b;
}

static void
bench_free (Bench *b)
{
  for (guint i = 0; i < b->hosts->len; i++)
    carry_on_supervisor_remove_host (b->sup, ((FakeHost *) g_ptr_array_index (b->hosts, i))->host);
  g_clear_object (&b->sup);
  g_ptr_array_unref (b->hosts);
  pump ();
  g_clear_object (&b->settings);
  g_clear_object (&b->gsettings);
  g_clear_object (&b->clock);
  g_clear_object (&b->parser);
  if (b->state_dir != NULL)
    {
      g_autofree char *file = g_build_filename (b->state_dir, "state.json", NULL);

      g_unlink (file);
      g_rmdir (b->state_dir);
      g_free (b->state_dir);
    }
  g_free (b);
}

/* Runs the loop until the watched decision arrived (or dies after 30 s). */
static void
wait_watch (Bench *b)
{
  gint64 guard = now_ns () + 30 * G_GINT64_CONSTANT (1000000000);

  while (!b->watch_hit)
    {
      if (!g_main_context_iteration (NULL, FALSE))
        {
          if (now_ns () > guard)
            g_error ("no %s decision for %s", carry_on_decision_to_string (b->watch_decision), b->watch_key);
        }
    }
}

static void
print_header (const char *title)
{
  printf ("\n## %s\n\n", title);
}

/* ------------------------------------------------------------------ */
/* 1. Decision latency                                                 */

typedef struct {
  gint64  sent_ns;   /* when the due time was reached */
  gint64  line_ns;   /* when the prompt.submit line reached the host */
  gboolean got;
} PromptMark;

static void
latency_on_prompt (FakeHost   *fh,
                   const char *request_id,
                   const char *session_id)
{
  PromptMark *mark = fh->bench->data;

  mark->line_ns = now_ns ();
  mark->got = TRUE;
  fh->turn++;
  /* The host runs our continue, and it answers. */
  fh_linef (fh, "{\"type\":\"prompt.result\",\"request_id\":\"%s\",\"session_id\":\"%s\",\"ok\":true}",
            request_id, session_id);
  fh_linef (fh, "{\"type\":\"turn.start\",\"session_id\":\"%s\",\"turn_id\":\"c%u\","
                "\"origin\":{\"kind\":\"plugin\",\"request_id\":\"%s\"}}", session_id, fh->turn, request_id);
  fh_linef (fh, "{\"type\":\"turn.complete\",\"session_id\":\"%s\",\"turn_id\":\"c%u\",\"reason\":\"answer\"}",
            session_id, fh->turn);
}

static void
run_latency (void)
{
  const guint sizes[] = { 1, 100, 1000, 1, 100, 1000 };
  guint samples = opt_quick ? 50 : 300;

  print_header ("1. Decision latency (real sockets; fake clock jumps to the due time)");
  printf ("With a state file the app writes its in-flight journal (state.json.inflight) right before each\n"
          "continue goes out, so a crash never sends twice, and the whole state on a debounce; the rows\n"
          "without one show what that costs.\n\n");
  printf ("| live sessions | state file | samples | failed turn → scheduled p50 / p99 / max (µs) | due → prompt.submit at host p50 / p99 / max (µs) |\n");
  printf ("|---:|---|---:|---|---|\n");

  for (guint si = 0; si < G_N_ELEMENTS (sizes); si++)
    {
      gboolean state = si < 3;
      Bench *b = bench_new (TRUE, state, CARRY_ON_BACKOFF_STEADY, FALSE);
      FakeHost *fh;

      /* One session takes every sample: lift the per-session total cap. */
      g_settings_set_uint (b->gsettings, "total-cap", 0);
      fh = bench_add_host (b, sizes[si], "bench");
      g_autofree double *sched = g_new0 (double, samples);
      g_autofree double *send = g_new0 (double, samples);
      PromptMark mark = { 0 };

      b->data = &mark;
      b->on_prompt = latency_on_prompt;

      for (guint k = 0; k < samples; k++)
        {
          guint idx = (k * 7919) % sizes[si];
          g_autofree char *key = g_strdup_printf ("bench:s%u", idx);
          g_autofree char *lines = NULL;
          CarryOnSession *s = carry_on_supervisor_lookup_session (b->sup, key);
          gint64 t0, delta;

          fh->turn++;
          lines = g_strdup_printf ("{\"type\":\"turn.start\",\"session_id\":\"s%u\",\"turn_id\":\"t%u\"}\n"
                                   "{\"type\":\"turn.complete\",\"session_id\":\"s%u\",\"turn_id\":\"t%u\","
                                   "\"reason\":\"error\",\"failure\":{\"kind\":\"server_error\",\"status\":529,"
                                   "\"error_type\":\"overloaded_error\",\"message\":\"API Error: 529 Overloaded\","
                                   "\"provider\":\"" PROVIDER "\"}}\n",
                                   idx, fh->turn, idx, fh->turn);
          b->watch_key = key;
          b->watch_decision = CARRY_ON_DECISION_SCHEDULED;
          b->watch_hit = FALSE;
          t0 = now_ns ();
          fh_send (fh, lines, strlen (lines));
          wait_watch (b);
          sched[k] = (b->watch_ns - t0) / 1000.0;

          /* Jump to the due time; time the line's way out. */
          delta = carry_on_session_get_due (s) - carry_on_clock_get_wall (b->clock);
          mark.got = FALSE;
          b->watch_decision = CARRY_ON_DECISION_RECOVERED;
          b->watch_hit = FALSE;
          t0 = now_ns ();
          carry_on_clock_advance (b->clock, MAX (delta, 0));
          while (!mark.got)
            g_main_context_iteration (NULL, FALSE);
          send[k] = (mark.line_ns - t0) / 1000.0;
          wait_watch (b);  /* answered: idle again */
          b->watch_key = NULL;
        }

      printf ("| %u | %s | %u | %.0f / %.0f / %.0f | %.0f / %.0f / %.0f |\n", sizes[si], state ? "yes" : "no", samples,
              percentile (sched, samples, 50), percentile (sched, samples, 99), percentile (sched, samples, 100),
              percentile (send, samples, 50), percentile (send, samples, 99), percentile (send, samples, 100));
      fflush (stdout);
      bench_free (b);
    }
}

/* ------------------------------------------------------------------ */
/* 2. Throughput                                                       */

typedef struct {
  int      fd;         /* blocking dup of the host end */
  GString *payload;
} Flood;

static gpointer
flood_thread (gpointer data)
{
  Flood *fl = data;
  gsize done = 0;

  while (done < fl->payload->len)
    {
      ssize_t n = send (fl->fd, fl->payload->str + done, fl->payload->len - done, MSG_NOSIGNAL);

      if (n <= 0)
        {
          if (n < 0 && (errno == EINTR || errno == EAGAIN))
            {
              struct pollfd p = { fl->fd, POLLOUT, 0 };

              poll (&p, 1, 1000);
              continue;
            }
          break;
        }
      done += n;
    }
  return NULL;
}

typedef struct {
  gint64 last_ns;
  gint64 worst_ns;
  gint64 interval_ns;
} Heartbeat;

static gboolean
heartbeat_cb (gpointer data)
{
  Heartbeat *hb = data;
  gint64 t = now_ns ();
  gint64 late = t - hb->last_ns - hb->interval_ns;

  if (late > hb->worst_ns)
    hb->worst_ns = late;
  hb->last_ns = t;
  return G_SOURCE_CONTINUE;
}

/* @n_hosts hosts × @per_host sessions; @events events in all (pairs of
 * turn.start / turn.complete answer, spread over the sessions), written by
 * one thread per host as fast as the sockets take them. */
static void
run_flood (guint       n_hosts,
           guint       per_host,
           guint       events,
           const char *label)
{
  Bench *b = bench_new (TRUE, TRUE, CARRY_ON_BACKOFF_STEADY, FALSE);
  g_autoptr(GPtrArray) threads = g_ptr_array_new ();
  g_autofree Flood *floods = g_new0 (Flood, n_hosts);
  guint per_host_events = events / n_hosts;
  Heartbeat hb = { 0, 0, 1000000 };
  guint hb_id;
  gint64 t0, cpu0, pcpu0, wall, cpu, pcpu;
  gint64 guard;

  for (guint h = 0; h < n_hosts; h++)
    {
      g_autofree char *kind = g_strdup_printf ("flood%u", h);
      FakeHost *fh = bench_add_host (b, per_host, kind);

      /* A dup shares the (non-blocking) file description: the thread
       * polls for room itself. */
      floods[h].fd = dup (g_socket_get_fd (fh->peer));
      floods[h].payload = g_string_new (NULL);
      for (guint e = 0; e < per_host_events; e += 2)
        {
          guint s = (e / 2) % per_host;

          g_string_append_printf (floods[h].payload,
                                  "{\"type\":\"turn.start\",\"session_id\":\"s%u\",\"turn_id\":\"f%u\"}\n"
                                  "{\"type\":\"turn.complete\",\"session_id\":\"s%u\",\"turn_id\":\"f%u\","
                                  "\"reason\":\"answer\"}\n", s, e, s, e);
        }
      g_string_append_printf (floods[h].payload,
                              "{\"type\":\"session.start\",\"session\":{\"id\":\"end\",\"provider\":\"" PROVIDER "\"}}\n");
    }

  hb.last_ns = now_ns ();
  hb_id = g_timeout_add (1, heartbeat_cb, &hb);
  pump ();
  hb.worst_ns = 0;
  hb.last_ns = now_ns ();

  t0 = now_ns ();
  cpu0 = thread_cpu_ns ();
  pcpu0 = process_cpu_ns ();
  for (guint h = 0; h < n_hosts; h++)
    g_ptr_array_add (threads, g_thread_new ("flood", flood_thread, &floods[h]));

  guard = now_ns () + 300 * G_GINT64_CONSTANT (1000000000);
  for (guint done = 0; done < n_hosts;)
    {
      g_main_context_iteration (NULL, TRUE);
      done = 0;
      for (guint h = 0; h < n_hosts; h++)
        {
          g_autofree char *key = g_strdup_printf ("flood%u:end", h);

          if (carry_on_supervisor_lookup_session (b->sup, key) != NULL)
            done++;
        }
      if (now_ns () > guard)
        g_error ("flood did not finish");
    }
  wall = now_ns () - t0;
  cpu = thread_cpu_ns () - cpu0;
  pcpu = process_cpu_ns () - pcpu0;
  g_source_remove (hb_id);

  for (guint h = 0; h < n_hosts; h++)
    {
      g_thread_join (g_ptr_array_index (threads, h));
      close (floods[h].fd);
      g_string_free (floods[h].payload, TRUE);
    }

  {
    guint total = per_host_events * n_hosts + n_hosts;

    printf ("| %s | %u | %.0f | %.0f | %.2f | %.2f | %.1f |\n", label, total,
            wall / 1e6, total / (wall / 1e9), cpu / 1e3 / total, pcpu / 1e3 / total, hb.worst_ns / 1e6);
  }
  fflush (stdout);
  bench_free (b);
}

static void
run_throughput (void)
{
  guint events = opt_quick ? 40000 : 200000;

  print_header ("2. Throughput (events written as fast as the sockets take them, one writer thread per host)");
  printf ("| hosts × sessions | events | wall (ms) | events/s | main-thread CPU µs/event | process CPU µs/event | worst main-loop stall (ms) |\n");
  printf ("|---|---:|---:|---:|---:|---:|---:|\n");
  run_flood (1, 10, events, "1 × 10 (one host flooding)");
  run_flood (50, 20, events, "50 × 20");
}

/* ------------------------------------------------------------------ */
/* 3. Policy simulator: recovery lag vs wasted prompts                 */

#define FAIL_AFTER_S 1      /* a continue sent into the outage fails this fast */
#define ANSWER_AFTER_S 10   /* a continue after the outage answers after this */

typedef struct {
  gint64 at;            /* wall µs */
  guint  session;
  gboolean error;
  guint  turn;
} HostEvent;

typedef struct {
  gint64   first_fail;
  gint64   success_sent;  /* wall µs of the first continue sent after the end, 0 none */
  guint    wasted;
  gboolean gave_up;
  guint    sent;
} SimSession;

typedef struct {
  Bench      *b;
  FakeHost   *fh;
  gint64      outage_end;     /* wall µs */
  gboolean    limit;          /* a usage limit with a known reset */
  guint       n;
  SimSession  s[8];
  GArray     *events;         /* HostEvent, unsorted */
  gint64      last_sent[8];
} Sim;

static guint
sim_index (const char *session_id)
{
  return (guint) g_ascii_strtoull (session_id + 1, NULL, 10);
}

static void
sim_failure_json (Sim     *sim,
                  GString *out)
{
  if (sim->limit)
    g_string_append_printf (out, "{\"kind\":\"rate_limit\",\"status\":429,\"error_type\":\"rate_limit_error\","
                                 "\"message\":\"You've hit your usage limit\",\"provider\":\"" PROVIDER "\","
                                 "\"resets_at\":%" G_GINT64_FORMAT "}", sim->outage_end / SEC);
  else
    g_string_append (out, "{\"kind\":\"server_error\",\"status\":529,\"error_type\":\"overloaded_error\","
                          "\"message\":\"API Error: 529 Overloaded\",\"provider\":\"" PROVIDER "\"}");
}

static void
sim_on_decision (CarryOnSupervisor *sup,
                 CarryOnSession    *session,
                 CarryOnDecision    decision,
                 const char        *text,
                 Sim               *sim)
{
  guint i = sim_index (carry_on_session_get_id (session));
  gint64 now = carry_on_clock_get_wall (sim->b->clock);

  if (i >= sim->n)
    return;
  if (decision == CARRY_ON_DECISION_SENT)
    {
      sim->last_sent[i] = now;
      sim->s[i].sent++;
      if (now < sim->outage_end)
        sim->s[i].wasted++;
      else if (sim->s[i].success_sent == 0)
        sim->s[i].success_sent = now;
    }
  else if (decision == CARRY_ON_DECISION_GAVE_UP && sim->s[i].success_sent == 0)
    sim->s[i].gave_up = TRUE;
}

static void
sim_on_prompt (FakeHost   *fh,
               const char *request_id,
               const char *session_id)
{
  Sim *sim = fh->bench->data;
  guint i = sim_index (session_id);
  gint64 sent = sim->last_sent[i];
  HostEvent ev = { 0 };

  fh->turn++;
  fh_linef (fh, "{\"type\":\"prompt.result\",\"request_id\":\"%s\",\"session_id\":\"%s\",\"ok\":true}",
            request_id, session_id);
  fh_linef (fh, "{\"type\":\"turn.start\",\"session_id\":\"%s\",\"turn_id\":\"c%u\","
                "\"origin\":{\"kind\":\"plugin\",\"request_id\":\"%s\"}}", session_id, fh->turn, request_id);
  ev.session = i;
  ev.turn = fh->turn;
  ev.error = sent < sim->outage_end;
  ev.at = sent + (ev.error ? FAIL_AFTER_S : ANSWER_AFTER_S) * SEC;
  g_array_append_val (sim->events, ev);
}

static void
sim_fire (Sim       *sim,
          HostEvent *ev)
{
  g_autoptr(GString) line = g_string_new (NULL);

  if (ev->turn == 0)
    {
      /* The session's first failure, as the outage hits it. */
      sim->fh->turn++;
      ev->turn = sim->fh->turn;
      g_string_printf (line, "{\"type\":\"turn.start\",\"session_id\":\"s%u\",\"turn_id\":\"u%u\"}", ev->session, ev->turn);
      fh_line (sim->fh, line->str);
      g_string_printf (line, "{\"type\":\"turn.complete\",\"session_id\":\"s%u\",\"turn_id\":\"u%u\","
                             "\"reason\":\"error\",\"failure\":", ev->session, ev->turn);
    }
  else if (ev->error)
    g_string_printf (line, "{\"type\":\"turn.complete\",\"session_id\":\"s%u\",\"turn_id\":\"c%u\","
                           "\"reason\":\"error\",\"failure\":", ev->session, ev->turn);
  else
    {
      g_string_printf (line, "{\"type\":\"turn.complete\",\"session_id\":\"s%u\",\"turn_id\":\"c%u\","
                             "\"reason\":\"answer\"}", ev->session, ev->turn);
      fh_line (sim->fh, line->str);
      return;
    }
  sim_failure_json (sim, line);
  g_string_append_c (line, '}');
  fh_line (sim->fh, line->str);
}

static gboolean
sim_done (Sim *sim)
{
  for (guint i = 0; i < sim->n; i++)
    if (sim->s[i].success_sent == 0 && !sim->s[i].gave_up)
      return FALSE;
  return TRUE;
}

/* One outage of @outage_s seconds (or a usage limit resetting then), hitting
 * @n sessions at random times in its first half (at most 30 s in). */
static void
sim_run (CarryOnBackoffPreset preset,
         gint64               outage_s,
         gboolean             limit,
         guint                n,
         GRand               *rand,
         Sim                 *out)
{
  Bench *b = bench_new (TRUE, FALSE, preset, TRUE);
  Sim *sim = out;
  gulong handler;
  gint64 horizon;

  memset (sim, 0, sizeof *sim);
  sim->b = b;
  sim->n = n;
  sim->limit = limit;
  sim->outage_end = T0_US + outage_s * SEC;
  sim->events = g_array_new (FALSE, TRUE, sizeof (HostEvent));
  b->data = sim;
  b->on_prompt = sim_on_prompt;
  handler = g_signal_connect (b->sup, "decision", G_CALLBACK (sim_on_decision), sim);
  sim->fh = bench_add_host (b, n, "sim");

  for (guint i = 0; i < n; i++)
    {
      HostEvent ev = { 0 };
      gint64 spread = MIN (outage_s / 2, 30) * SEC;

      ev.session = i;
      ev.at = T0_US + (spread > 0 ? g_rand_int_range (rand, 0, (gint32) MIN (spread, G_MAXINT32)) : 0);
      sim->s[i].first_fail = ev.at;
      g_array_append_val (sim->events, ev);
    }

  /* Event driven: jump to the next thing that can happen (a host event or
   * a session's due time), let the I/O settle, repeat. */
  horizon = sim->outage_end + 12 * 3600 * SEC;
  while (!sim_done (sim) && carry_on_clock_get_wall (b->clock) < horizon)
    {
      gint64 now = carry_on_clock_get_wall (b->clock);
      gint64 next = now + 60 * SEC;
      GListModel *sessions = carry_on_supervisor_get_sessions (b->sup);
      guint fired = 0;

      for (guint i = 0; i < sim->events->len; i++)
        next = MIN (next, g_array_index (sim->events, HostEvent, i).at);
      for (guint i = 0; i < g_list_model_get_n_items (sessions); i++)
        {
          g_autoptr(CarryOnSession) s = g_list_model_get_item (sessions, i);
          gint64 due = carry_on_session_get_due (s);

          if (due > 0)
            next = MIN (next, due);
        }
      if (next > now)
        carry_on_clock_advance (b->clock, next - now);
      pump ();

      /* Host events due now, in order. */
      for (guint i = 0; i < sim->events->len;)
        {
          HostEvent *ev = &g_array_index (sim->events, HostEvent, i);

          if (ev->at <= carry_on_clock_get_wall (b->clock))
            {
              HostEvent copy = *ev;

              g_array_remove_index_fast (sim->events, i);
              sim_fire (sim, &copy);
              fired++;
            }
          else
            i++;
        }
      if (fired > 0)
        pump ();
    }

  g_signal_handler_disconnect (b->sup, handler);
  g_array_unref (sim->events);
  sim->events = NULL;
  sim->b = NULL;
  sim->fh = NULL;
  bench_free (b);
}

static void
run_policy (void)
{
  const CarryOnBackoffPreset presets[] = { CARRY_ON_BACKOFF_STEADY, CARRY_ON_BACKOFF_DOUBLING, CARRY_ON_BACKOFF_QUICK };
  const struct { const char *name; gint64 s; gboolean limit; } outages[] = {
    { "10 s", 10, FALSE }, { "1 min", 60, FALSE }, { "10 min", 600, FALSE },
    { "1 h", 3600, FALSE }, { "6 h", 6 * 3600, FALSE },
    { "usage limit, reset in 1 h", 3600, TRUE }, { "usage limit, reset in 5 h", 5 * 3600, TRUE },
  };
  const guint sizes[] = { 1, 5 };
  guint runs = opt_runs > 0 ? (guint) opt_runs : (opt_quick ? 4 : 20);
  g_autoptr(GRand) rand = g_rand_new_with_seed (20260105);

  print_header ("3. Recovery lag vs wasted prompts (fake clock, real supervisor, jitter on, defaults otherwise)");
  printf ("Lag: outage end → the first continue sent after it (that one succeeds). Wasted: continues sent while\n"
          "the API still failed, per session. A continue into the outage fails after %d s; one after it answers\n"
          "after %d s (cross-session recovery starts on that answer). Sessions fail at random in the first half\n"
          "of the outage (at most 30 s in). %u runs per cell.\n\n", FAIL_AFTER_S, ANSWER_AFTER_S, runs);
  printf ("| outage | sessions | preset | lag mean (s) | lag p95 (s) | wasted / session mean | wasted p95 | gave up |\n");
  printf ("|---|---:|---|---:|---:|---:|---:|---:|\n");

  for (guint o = 0; o < G_N_ELEMENTS (outages); o++)
    for (guint z = 0; z < G_N_ELEMENTS (sizes); z++)
      for (guint p = 0; p < G_N_ELEMENTS (presets); p++)
        {
          g_autofree double *lags = g_new0 (double, runs * sizes[z]);
          g_autofree double *wasted = g_new0 (double, runs * sizes[z]);
          guint n_lags = 0, n_wasted = 0, gave_up = 0;

          if (outages[o].limit && p > 0)
            continue;  /* a known reset does not use the ladder */

          for (guint r = 0; r < runs; r++)
            {
              Sim sim;

              sim_run (presets[p], outages[o].s, outages[o].limit, sizes[z], rand, &sim);
              for (guint i = 0; i < sim.n; i++)
                {
                  wasted[n_wasted++] = sim.s[i].wasted;
                  if (sim.s[i].success_sent > 0)
                    lags[n_lags++] = (sim.s[i].success_sent - sim.outage_end) / 1e6;
                  else
                    gave_up++;
                }
            }

          printf ("| %s | %u | %s | %.1f | %.1f | %.1f | %.0f | %u/%u |\n",
                  outages[o].name, sizes[z],
                  outages[o].limit ? "any (reset known)" : carry_on_backoff_preset_to_string (presets[p]),
                  mean (lags, n_lags), percentile (lags, n_lags, 95),
                  mean (wasted, n_wasted), percentile (wasted, n_wasted, 95),
                  gave_up, runs * sizes[z]);
          fflush (stdout);
        }
}

/* ------------------------------------------------------------------ */
/* 4. Idle cost (in-process core, system clock, real time)             */

static guint n_polls;
static GPollFunc default_poll;

static gint
counting_poll (GPollFD *fds,
               guint    nfds,
               gint     timeout)
{
  n_polls++;
  return default_poll (fds, nfds, timeout);
}

static gboolean
guard_tick (gpointer data)
{
  return G_SOURCE_CONTINUE;
}

static void
idle_measure (Bench      *b,
              const char *label,
              guint       seconds)
{
  GMainContext *ctx = g_main_context_default ();
  gint64 end;
  gint64 cpu0 = process_cpu_ns ();
  struct rusage ru0, ru1;
  guint polls0;

  getrusage (RUSAGE_SELF, &ru0);
  pump ();
  polls0 = n_polls;
  end = g_get_monotonic_time () + (gint64) seconds * SEC;
  /* The loop as the app runs it: block until something happens. */
  while (g_get_monotonic_time () < end)
    {
      guint guard_id = g_timeout_add_seconds (1, guard_tick, NULL);

      g_main_context_iteration (ctx, TRUE);
      g_source_remove (guard_id);
    }
  getrusage (RUSAGE_SELF, &ru1);

  printf ("| %s | %u | %.1f | %.4f | %ld |\n", label, seconds,
          /* Our 1 s guard wakes the loop once a second: subtract it. */
          MAX (0.0, (double) (n_polls - polls0) - seconds) * 60.0 / seconds,
          (process_cpu_ns () - cpu0) / 1e9 / seconds * 60.0,
          ru1.ru_nvcsw - ru0.ru_nvcsw);
  fflush (stdout);
}

static void
run_idle (void)
{
  guint seconds = opt_quick ? 10 : (guint) opt_idle_seconds;
  Bench *b;
  g_autofree char *key = NULL;
  CarryOnSession *s;

  default_poll = g_main_context_get_poll_func (NULL);
  g_main_context_set_poll_func (NULL, counting_poll);

  print_header ("4. Idle cost of the core (in process, system clock; the headless runner adds its own loop)");
  printf ("| state | seconds | extra main-loop wake-ups per minute | CPU s per minute | voluntary context switches |\n");
  printf ("|---|---:|---:|---:|---:|\n");

  b = bench_new (FALSE, TRUE, CARRY_ON_BACKOFF_STEADY, FALSE);
  bench_add_host (b, 20, "idle");
  idle_measure (b, "20 idle sessions, nothing pending", seconds);
  printf ("<!-- timers armed while idle: %u -->\n", carry_on_clock_get_n_pending (b->clock));

  /* One countdown pending: a usage limit 1 h away. */
  key = g_strdup ("idle:s0");
  {
    FakeHost *fh = g_ptr_array_index (b->hosts, 0);
    gint64 reset = g_get_real_time () / SEC + 3600;

    fh_linef (fh, "{\"type\":\"turn.start\",\"session_id\":\"s0\",\"turn_id\":\"i1\"}");
    fh_linef (fh, "{\"type\":\"turn.complete\",\"session_id\":\"s0\",\"turn_id\":\"i1\",\"reason\":\"error\","
                  "\"failure\":{\"kind\":\"rate_limit\",\"status\":429,\"message\":\"You've hit your usage limit\","
                  "\"resets_at\":%" G_GINT64_FORMAT "}}", reset);
    pump ();
    g_usleep (20000);
    pump ();
  }
  s = carry_on_supervisor_lookup_session (b->sup, key);
  idle_measure (b, s != NULL && carry_on_session_get_due (s) > 0 ? "20 sessions, one countdown pending (1 h)"
                                                                  : "20 sessions, one countdown (NOT pending?)",
                seconds);
  printf ("\nArmed timers after the idle runs: %u (one per pending countdown is expected).\n",
          carry_on_clock_get_n_pending (b->clock));
  bench_free (b);
  g_main_context_set_poll_func (NULL, default_poll);
}

/* ------------------------------------------------------------------ */
/* 4b. Idle cost and memory of the real processes                      */

typedef struct {
  long   vol, invol;   /* context switches */
  double cpu_s;        /* utime + stime */
  long   rss_kib;
} ProcSample;

static gboolean
proc_sample (GPid        pid,
             ProcSample *out)
{
  g_autofree char *path = g_strdup_printf ("/proc/%d/status", pid);
  g_autofree char *status = NULL, *stat = NULL;
  g_auto(GStrv) lines = NULL;
  const char *p;
  unsigned long ut = 0, st = 0;

  memset (out, 0, sizeof *out);
  if (!g_file_get_contents (path, &status, NULL, NULL))
    return FALSE;
  lines = g_strsplit (status, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    {
      if (g_str_has_prefix (lines[i], "voluntary_ctxt_switches:"))
        out->vol = atol (lines[i] + 24);
      else if (g_str_has_prefix (lines[i], "nonvoluntary_ctxt_switches:"))
        out->invol = atol (lines[i] + 27);
      else if (g_str_has_prefix (lines[i], "VmRSS:"))
        out->rss_kib = atol (lines[i] + 6);
    }
  g_free (path);
  path = g_strdup_printf ("/proc/%d/stat", pid);
  if (!g_file_get_contents (path, &stat, NULL, NULL) || (p = strrchr (stat, ')')) == NULL)
    return FALSE;
  /* Fields after the comm: state(3) … utime(14) stime(15). */
  if (sscanf (p + 2, "%*c %*d %*d %*d %*d %*d %*u %*u %*u %*u %*u %lu %lu", &ut, &st) != 2)
    return FALSE;
  out->cpu_s = (double) (ut + st) / sysconf (_SC_CLK_TCK);
  return TRUE;
}

/* The newest process named @comm under @root (itself included), or 0. */
static GPid
find_descendant (GPid        root,
                 const char *comm)
{
  g_autoptr(GDir) dir = g_dir_open ("/proc", 0, NULL);
  const char *name;
  GPid best = 0;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      GPid pid = (GPid) atoi (name);
      GPid p = pid;
      g_autofree char *path = NULL, *cmd = NULL;

      if (pid <= 0)
        continue;
      path = g_strdup_printf ("/proc/%d/comm", pid);
      if (!g_file_get_contents (path, &cmd, NULL, NULL))
        continue;
      g_strstrip (cmd);
      if (strcmp (cmd, comm) != 0)
        continue;
      /* Walk up to @root. */
      for (int depth = 0; p > 1 && depth < 16; depth++)
        {
          g_autofree char *sp = g_strdup_printf ("/proc/%d/stat", p);
          g_autofree char *st = NULL;
          const char *q;
          int ppid = 0;

          if (p == root)
            break;
          if (!g_file_get_contents (sp, &st, NULL, NULL) || (q = strrchr (st, ')')) == NULL ||
              sscanf (q + 2, "%*c %d", &ppid) != 1)
            {
              p = 0;
              break;
            }
          p = ppid;
        }
      if (p == root && pid > best)
        best = pid;
    }
  return best;
}

static char *
tool_path (const char *rel)
{
  g_autofree char *exe = g_file_read_link ("/proc/self/exe", NULL);
  g_autofree char *dir = exe != NULL ? g_path_get_dirname (exe) : g_strdup (".");

  return g_build_filename (dir, "..", rel, NULL);
}

static void
process_row (const char  *label,
             const char  *scenario_json,
             gboolean     gui,
             guint        seconds)
{
  g_autofree char *tmp = g_dir_make_tmp ("co-bench-XXXXXX", NULL);
  g_autofree char *hosts = g_build_filename (tmp, "hosts", NULL);
  g_autofree char *sock = g_build_filename (hosts, "sim.sock", NULL);
  g_autofree char *scen = g_build_filename (tmp, "scenario.json", NULL);
  g_autofree char *sim = tool_path ("sim-host/carry-on-sim-host");
  g_autofree char *app = tool_path ("app/carry-on");
  g_autofree char *schema_dir = tool_path ("../data");
  g_autoptr(GSubprocessLauncher) launcher = g_subprocess_launcher_new (G_SUBPROCESS_FLAGS_STDOUT_SILENCE |
                                                                       G_SUBPROCESS_FLAGS_STDERR_SILENCE);
  g_autoptr(GSubprocess) simp = NULL, appp = NULL;
  g_autoptr(GError) error = NULL;
  ProcSample a, b2;
  GPid pid = 0;

  if (!g_file_test (sim, G_FILE_TEST_IS_EXECUTABLE) || !g_file_test (app, G_FILE_TEST_IS_EXECUTABLE))
    {
      printf ("| %s | – | (not built: %s, %s) | | | |\n", label, sim, app);
      return;
    }
  g_mkdir_with_parents (hosts, 0700);
  g_file_set_contents (scen, scenario_json, -1, NULL);
  g_subprocess_launcher_setenv (launcher, "CARRY_ON_HOSTS_DIR", hosts, TRUE);
  g_subprocess_launcher_setenv (launcher, "GSETTINGS_BACKEND", "memory", TRUE);
  if (g_getenv ("GSETTINGS_SCHEMA_DIR") == NULL)
    g_subprocess_launcher_setenv (launcher, "GSETTINGS_SCHEMA_DIR", schema_dir, TRUE);
  g_subprocess_launcher_setenv (launcher, "XDG_STATE_HOME", tmp, TRUE);
  g_subprocess_launcher_setenv (launcher, "XDG_CONFIG_HOME", tmp, TRUE);

  simp = g_subprocess_launcher_spawn (launcher, &error, sim, "--socket", sock, "--scenario", scen, NULL);
  g_assert_no_error (error);
  g_usleep (300000);
  if (gui)
    appp = g_subprocess_launcher_spawn (launcher, &error, "xvfb-run", "-a", "dbus-run-session", "--",
                                        app, "--background", NULL);
  else
    appp = g_subprocess_launcher_spawn (launcher, &error, app, "--headless", NULL);
  g_assert_no_error (error);

  /* Settle: connect, snapshot, the countdown's decision. */
  g_usleep (5 * G_USEC_PER_SEC);
  pid = gui ? find_descendant ((GPid) atoi (g_subprocess_get_identifier (appp)), "carry-on")
            : (GPid) atoi (g_subprocess_get_identifier (appp));
  if (pid <= 0 || !proc_sample (pid, &a))
    printf ("| %s | – | (process not found) | | | |\n", label);
  else
    {
      g_usleep ((gulong) seconds * G_USEC_PER_SEC);
      proc_sample (pid, &b2);
      printf ("| %s | %u | %.1f | %.1f | %.4f | %ld |\n", label, seconds,
              (b2.vol - a.vol) * 60.0 / seconds, (b2.invol - a.invol) * 60.0 / seconds,
              (b2.cpu_s - a.cpu_s) * 60.0 / seconds, b2.rss_kib);
    }
  fflush (stdout);

  if (gui && pid > 0)
    kill (pid, SIGTERM);
  g_subprocess_send_signal (appp, SIGTERM);
  g_subprocess_wait (appp, NULL, NULL);
  g_subprocess_send_signal (simp, SIGTERM);
  g_subprocess_wait (simp, NULL, NULL);
  g_unlink (scen);
  {
    g_autofree char *rm = g_strdup_printf ("rm -rf '%s'", tmp);

    if (system (rm) != 0)
      g_warning ("could not remove %s", tmp);
  }
}

static char *
idle_scenario (guint    n,
               gboolean countdown)
{
  GString *s = g_string_new ("{\"description\":\"bench: idle sessions\",\"turn_ms\":200,\"sessions\":[");

  for (guint i = 0; i < n; i++)
    {
      g_string_append_printf (s, "%s{\"id\":\"s%u\",\"title\":\"idle %u\",\"provider\":\"" PROVIDER "\"",
                              i > 0 ? "," : "", i, i);
      if (countdown && i == 0)
        g_string_append (s, ",\"steps\":[{\"do\":\"prompt\"},{\"do\":\"limit\",\"failure\":{\"resets_in_s\":3600}}]");
      g_string_append_c (s, '}');
    }
  g_string_append (s, "]}");
  return g_string_free (s, FALSE);
}

static void
run_processes (void)
{
  guint seconds = opt_quick ? 10 : (guint) opt_idle_seconds;
  g_autofree char *idle20 = idle_scenario (20, FALSE);
  g_autofree char *count20 = idle_scenario (20, TRUE);
  g_autofree char *idle1000 = idle_scenario (1000, FALSE);
  gboolean have_x = g_find_program_in_path ("xvfb-run") != NULL && g_find_program_in_path ("dbus-run-session") != NULL;

  print_header ("4b. Idle cost and memory of the processes (carry-on-sim-host feeding them, /proc sampling)");
  printf ("| process and load | seconds | voluntary wake-ups / min | involuntary / min | CPU s / min | RSS (KiB) |\n");
  printf ("|---|---:|---:|---:|---:|---:|\n");
  process_row ("`carry-on --headless`, 20 idle sessions", idle20, FALSE, seconds);
  process_row ("`carry-on --headless`, 20 sessions, one countdown (1 h)", count20, FALSE, seconds);
  process_row ("`carry-on --headless`, 1,000 idle sessions", idle1000, FALSE, MIN (seconds, 20));
  if (have_x)
    {
      process_row ("GUI `carry-on --background` (Xvfb, window hidden), 20 idle sessions", idle20, TRUE, seconds);
      process_row ("GUI `carry-on --background` (Xvfb), 20 sessions, one countdown", count20, TRUE, seconds);
      process_row ("GUI `carry-on --background` (Xvfb), 1,000 idle sessions", idle1000, TRUE, MIN (seconds, 20));
    }
}

/* ------------------------------------------------------------------ */
/* 5. Memory                                                           */

static gsize
heap_in_use (void)
{
  struct mallinfo2 mi = mallinfo2 ();

  return mi.uordblks + mi.hblkhd;
}

/* Runs first, in a fresh process: sessions are added host by host and
 * nothing is freed between rows, so RSS growth is the core's. */
static void
run_memory (void)
{
  const guint totals[] = { 0, 20, 1000, 4096 };
  Bench *b = bench_new (TRUE, TRUE, CARRY_ON_BACKOFF_STEADY, FALSE);
  gsize rss0, heap0;
  guint have = 0;

  print_header ("5. Memory of the core (this process: RSS, and malloc'd bytes in use)");
  printf ("| sessions | RSS (KiB) | RSS growth (KiB) | heap in use growth (KiB) | heap per session (KiB) |\n");
  printf ("|---:|---:|---:|---:|---:|\n");

  pump ();
  rss0 = rss_kib ();
  heap0 = heap_in_use ();
  for (guint i = 0; i < G_N_ELEMENTS (totals); i++)
    {
      gsize rss, heap;

      if (totals[i] > have)
        {
          g_autofree char *kind = g_strdup_printf ("mem%u", i);

          bench_add_host (b, totals[i] - have, kind);
          have = totals[i];
        }
      pump ();
      rss = rss_kib ();
      heap = heap_in_use ();
      printf ("| %u | %" G_GSIZE_FORMAT " | %" G_GSSIZE_FORMAT " | %.0f | %.2f |\n", totals[i], rss,
              (gssize) rss - (gssize) rss0, ((gssize) heap - (gssize) heap0) / 1024.0,
              totals[i] > 0 ? ((gssize) heap - (gssize) heap0) / 1024.0 / totals[i] : 0.0);
      fflush (stdout);
    }
  bench_free (b);
}

/* ------------------------------------------------------------------ */

static void
quiet_log (const char     *domain,
           GLogLevelFlags  level,
           const char     *message,
           gpointer        user_data)
{
}

int
main (int argc, char **argv)
{
  g_autoptr(GOptionContext) context = g_option_context_new ("— Carry On's benchmarks");
  g_autoptr(GError) error = NULL;
  const GOptionEntry entries[] = {
    { "quick", 'q', 0, G_OPTION_ARG_NONE, &opt_quick, "Fewer samples and runs (CI smoke)", NULL },
    { "only", 0, 0, G_OPTION_ARG_STRING, &opt_only, "Sections: memory,latency,throughput,policy,idle,process", "LIST" },
    { "runs", 0, 0, G_OPTION_ARG_INT, &opt_runs, "Policy simulator runs per cell (default 20)", "N" },
    { "idle-seconds", 0, 0, G_OPTION_ARG_INT, &opt_idle_seconds, "Length of each idle measurement (default 60)", "S" },
    { NULL }
  };
  g_autoptr(GDateTime) when = g_date_time_new_now_utc ();
  g_autofree char *stamp = g_date_time_format_iso8601 (when);
  struct utsname_like { char text[256]; } cpu = { "" };
  g_autofree char *cpuinfo = NULL;

  g_option_context_add_main_entries (context, entries, NULL);
  if (!g_option_context_parse (context, &argc, &argv, &error))
    {
      g_printerr ("%s\n", error->message);
      return 2;
    }
  /* Quiet: the core logs its routine lines; warnings still show. */
  if (g_getenv ("CARRY_ON_BENCH_VERBOSE") == NULL)
    g_log_set_handler ("carry-on-core", G_LOG_LEVEL_MESSAGE | G_LOG_LEVEL_INFO | G_LOG_LEVEL_DEBUG,
                       quiet_log, NULL);

  if (g_file_get_contents ("/proc/cpuinfo", &cpuinfo, NULL, NULL))
    {
      const char *m = strstr (cpuinfo, "model name");

      if (m != NULL && (m = strchr (m, ':')) != NULL)
        {
          const char *e = strchr (m, '\n');

          g_strlcpy (cpu.text, m + 2, MIN ((gsize) (e - m - 1), sizeof cpu.text));
        }
    }

  printf ("# carry-on-bench %s\n\n", PACKAGE_VERSION);
  printf ("- date: %s\n- cores: %u online (%s)\n- mode: %s\n", stamp, g_get_num_processors (),
          cpu.text[0] != '\0' ? cpu.text : "unknown CPU", opt_quick ? "quick" : "full");
  fflush (stdout);

  if (section_wanted ("memory"))
    run_memory ();
  if (section_wanted ("latency"))
    run_latency ();
  if (section_wanted ("throughput"))
    run_throughput ();
  if (section_wanted ("policy"))
    run_policy ();
  if (section_wanted ("idle"))
    run_idle ();
  if (section_wanted ("process"))
    run_processes ();

  return 0;
}
