/* carry-on-heartbeat.c
 *
 * SPDX-FileCopyrightText: 2026 The Carry On authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The main-loop heartbeat probe: how long the main loop of the process it
 * runs in was unable to react, measured from inside, so anyone can rerun
 * the window and headless figures of docs/performance.md.
 *
 * A GSource at G_PRIORITY_HIGH asks to run every few milliseconds (its
 * ready time, in µs on the monotonic clock); whenever it runs, the time by
 * which it is late is the stall: the main loop was busy in some dispatch
 * (or blocked) for that long, and an input event would have waited as long.
 * Once a second it appends one JSON line to a file with the worst, median
 * and 99th-percentile stall of that second, the ticks it saw, the
 * process's CPU time and its VmRSS.  For the worst stall it also says how
 * the main thread spent it (the kernel's per-thread schedstat): running
 * on a CPU (work of this process: ours or the toolkit's) or runnable and
 * waiting for one (the machine's other load); the rest it slept.
 *
 * It is off unless CARRY_ON_HEARTBEAT is set: then it wakes the process
 * 200 times a second, so it is for benchmarks only, and idle wake-up
 * figures are taken without it.
 */

#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include <gio/gio.h>

#include "carry-on-heartbeat.h"

#define DEFAULT_INTERVAL_MS 5
#define REPORT_EVERY_US     G_USEC_PER_SEC

typedef struct
{
  GSource  source;
  int      fd;
  gint64   interval_us;
  gint64   window_start;   /* monotonic µs */
  GArray  *stalls;         /* gint64 µs, this window */
  gboolean write_failed;
  int      schedstat_fd;   /* the main thread's /proc/thread-self/schedstat, or -1 */
  gint64   last_run_ns;    /* its counters at the previous run */
  gint64   last_wait_ns;
  gint64   max_stall;      /* the worst stall of this window, µs */
  gint64   max_run_us;     /* the thread's time on a CPU since the run before it */
  gint64   max_wait_us;    /* and its time runnable, waiting for a CPU */
} Heartbeat;

static GSource *the_heartbeat;

static gint64
process_cpu_us (void)
{
  struct timespec ts;

  if (clock_gettime (CLOCK_PROCESS_CPUTIME_ID, &ts) != 0)
    return -1;
  return (gint64) ts.tv_sec * G_USEC_PER_SEC + ts.tv_nsec / 1000;
}

/* VmRSS and Threads from /proc/self/status; -1 where unknown. */
static void
read_status (gint64 *rss_kib,
             gint64 *threads)
{
  char buf[8192];
  ssize_t n;
  int fd;
  const char *p;

  *rss_kib = -1;
  *threads = -1;
  fd = open ("/proc/self/status", O_RDONLY | O_CLOEXEC);
  if (fd < 0)
    return;
  n = read (fd, buf, sizeof buf - 1);
  close (fd);
  if (n <= 0)
    return;
  buf[n] = '\0';

  if ((p = strstr (buf, "\nVmRSS:")) != NULL)
    *rss_kib = g_ascii_strtoll (p + strlen ("\nVmRSS:"), NULL, 10);
  if ((p = strstr (buf, "\nThreads:")) != NULL)
    *threads = g_ascii_strtoll (p + strlen ("\nThreads:"), NULL, 10);
}

/* The calling thread's time on a CPU and waiting on a run queue (ns), from
 * /proc/thread-self/schedstat (Linux with CONFIG_SCHED_INFO); FALSE
 * without it. */
static gboolean
read_schedstat (int     fd,
                gint64 *run_ns,
                gint64 *wait_ns)
{
  char buf[128];
  char *end;
  ssize_t n;

  if (fd < 0)
    return FALSE;
  n = pread (fd, buf, sizeof buf - 1, 0);
  if (n <= 0)
    return FALSE;
  buf[n] = '\0';
  *run_ns = g_ascii_strtoll (buf, &end, 10);
  if (end == buf)
    return FALSE;
  *wait_ns = g_ascii_strtoll (end, NULL, 10);
  return TRUE;
}

static int
compare_gint64 (gconstpointer a,
                gconstpointer b)
{
  gint64 x = *(const gint64 *) a;
  gint64 y = *(const gint64 *) b;

  return x < y ? -1 : x > y;
}

/* Nearest-rank percentile of the sorted @stalls. */
static gint64
percentile (GArray *stalls,
            guint   pct)
{
  guint rank;

  if (stalls->len == 0)
    return 0;
  rank = (stalls->len * pct + 99) / 100;
  return g_array_index (stalls, gint64, MAX (rank, 1) - 1);
}

static void
write_report (Heartbeat *self,
              gint64     now)
{
  g_autofree char *line = NULL;
  gint64 rss_kib, threads;
  gsize len, done = 0;

  g_array_sort (self->stalls, compare_gint64);
  read_status (&rss_kib, &threads);

  /* Integers only: no locale can turn a decimal point into a comma. */
  line = g_strdup_printf ("{\"time_us\":%" G_GINT64_FORMAT
                          ",\"window_us\":%" G_GINT64_FORMAT
                          ",\"ticks\":%u"
                          ",\"stall_max_us\":%" G_GINT64_FORMAT
                          ",\"stall_p50_us\":%" G_GINT64_FORMAT
                          ",\"stall_p99_us\":%" G_GINT64_FORMAT
                          ",\"stall_max_run_us\":%" G_GINT64_FORMAT
                          ",\"stall_max_wait_us\":%" G_GINT64_FORMAT
                          ",\"cpu_us\":%" G_GINT64_FORMAT
                          ",\"rss_kib\":%" G_GINT64_FORMAT
                          ",\"threads\":%" G_GINT64_FORMAT "}\n",
                          g_get_real_time (),
                          now - self->window_start,
                          self->stalls->len,
                          percentile (self->stalls, 100),
                          percentile (self->stalls, 50),
                          percentile (self->stalls, 99),
                          self->max_run_us,
                          self->max_wait_us,
                          process_cpu_us (),
                          rss_kib,
                          threads);
  len = strlen (line);

  /* One write per line (O_APPEND): a reader never sees half a line
   * unless the disk is full. */
  while (done < len)
    {
      ssize_t n = write (self->fd, line + done, len - done);

      if (n < 0 && errno == EINTR)
        continue;
      if (n <= 0)
        {
          if (!self->write_failed)
            g_warning ("cannot write the heartbeat: %s", g_strerror (errno));
          self->write_failed = TRUE;
          break;
        }
      done += n;
    }

  g_array_set_size (self->stalls, 0);
  self->max_stall = -1;
  self->window_start = now;
}

static gboolean
heartbeat_dispatch (GSource     *source,
                    GSourceFunc  callback,
                    gpointer     user_data)
{
  Heartbeat *self = (Heartbeat *) source;
  gint64 now = g_get_monotonic_time ();
  gint64 stall = MAX (0, now - g_source_get_ready_time (source));
  gint64 run_ns, wait_ns;

  if (read_schedstat (self->schedstat_fd, &run_ns, &wait_ns))
    {
      if (stall > self->max_stall)
        {
          self->max_run_us = (run_ns - self->last_run_ns) / 1000;
          self->max_wait_us = (wait_ns - self->last_wait_ns) / 1000;
        }
      self->last_run_ns = run_ns;
      self->last_wait_ns = wait_ns;
    }
  self->max_stall = MAX (self->max_stall, stall);
  g_array_append_val (self->stalls, stall);
  if (now - self->window_start >= REPORT_EVERY_US)
    write_report (self, now);

  g_source_set_ready_time (source, now + self->interval_us);
  return G_SOURCE_CONTINUE;
}

static void
heartbeat_finalize (GSource *source)
{
  Heartbeat *self = (Heartbeat *) source;

  if (self->fd >= 0)
    close (self->fd);
  if (self->schedstat_fd >= 0)
    close (self->schedstat_fd);
  g_clear_pointer (&self->stalls, g_array_unref);
}

static GSourceFuncs heartbeat_funcs = {
  .dispatch = heartbeat_dispatch,
  .finalize = heartbeat_finalize,
};

/**
 * carry_on_heartbeat_start:
 * @context: (nullable): the main context to watch; %NULL for the default
 * @path: the file to append one JSON line per second to (created 0600 if
 *   missing)
 * @interval_ms: how often the probe asks to run, 1–1000 ms; the smallest
 *   stall it can see is about this plus the 1 ms rounding of GLib's poll
 *   timeout
 * @error: set when @path cannot be opened
 *
 * Starts the probe (one per process; a second call while it runs returns
 * %TRUE and changes nothing).  Each line is an object of integers:
 * `time_us` (wall clock, epoch µs), `window_us` (the span it covers, about
 * 1 s), `ticks` (times the probe ran), `stall_max_us`, `stall_p50_us`,
 * `stall_p99_us` (lateness of the probe's runs, nearest rank),
 * `stall_max_run_us` and `stall_max_wait_us` (from the probe's run before
 * the worst-late one to that one, the main thread's time on a CPU and its
 * time runnable but waiting for a CPU; -1 where the kernel does not say;
 * the span is the stall plus up to one interval), `cpu_us`
 * (the process's user + system CPU since it started,
 * `CLOCK_PROCESS_CPUTIME_ID`), `rss_kib` (`VmRSS`) and `threads`.
 * A line is written by the first tick at least 1 s after the previous one,
 * so a stall of several seconds shows as one long window.
 *
 * Returns: %TRUE when the probe runs
 */
gboolean
carry_on_heartbeat_start (GMainContext  *context,
                          const char    *path,
                          guint          interval_ms,
                          GError       **error)
{
  Heartbeat *self;
  GSource *source;
  int fd;

  g_return_val_if_fail (path != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (the_heartbeat != NULL)
    return TRUE;

  fd = open (path, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0600);
  if (fd < 0)
    {
      int saved = errno;

      g_set_error (error, G_IO_ERROR, g_io_error_from_errno (saved),
                   "cannot open %s: %s", path, g_strerror (saved));
      return FALSE;
    }

  source = g_source_new (&heartbeat_funcs, sizeof (Heartbeat));
  self = (Heartbeat *) source;
  self->fd = fd;
  self->interval_us = (gint64) CLAMP (interval_ms, 1, 1000) * 1000;
  self->stalls = g_array_sized_new (FALSE, FALSE, sizeof (gint64),
                                    G_USEC_PER_SEC / self->interval_us + 16);
  self->max_stall = -1;
  self->max_run_us = -1;
  self->max_wait_us = -1;
  /* Opened here, by the thread that runs @context's loop. */
  self->schedstat_fd = open ("/proc/thread-self/schedstat", O_RDONLY | O_CLOEXEC);
  if (!read_schedstat (self->schedstat_fd, &self->last_run_ns, &self->last_wait_ns) &&
      self->schedstat_fd >= 0)
    {
      close (self->schedstat_fd);
      self->schedstat_fd = -1;
    }
  self->window_start = g_get_monotonic_time ();
  g_source_set_name (source, "[carry-on] heartbeat");
  g_source_set_priority (source, G_PRIORITY_HIGH);
  g_source_set_ready_time (source, self->window_start + self->interval_us);
  g_source_attach (source, context);
  the_heartbeat = source;
  return TRUE;
}

/**
 * carry_on_heartbeat_start_from_env:
 *
 * Starts the probe on the default main context when `CARRY_ON_HEARTBEAT`
 * names a file (`CARRY_ON_HEARTBEAT_INTERVAL_MS`, default 5, sets its
 * interval); does nothing at all, not even a timer, when it is unset or
 * empty.  A file that cannot be opened is one warning, and no probe.
 *
 * Returns: %TRUE when the probe runs
 */
gboolean
carry_on_heartbeat_start_from_env (void)
{
  const char *path = g_getenv (CARRY_ON_HEARTBEAT_ENV);
  const char *interval = g_getenv (CARRY_ON_HEARTBEAT_INTERVAL_ENV);
  guint64 interval_ms = DEFAULT_INTERVAL_MS;
  g_autoptr(GError) error = NULL;

  if (path == NULL || *path == '\0')
    return FALSE;

  if (interval != NULL && *interval != '\0'
      && !g_ascii_string_to_unsigned (interval, 10, 1, 1000, &interval_ms, NULL))
    {
      g_warning ("%s=%s is not 1–1000; using %d ms",
                 CARRY_ON_HEARTBEAT_INTERVAL_ENV, interval, DEFAULT_INTERVAL_MS);
      interval_ms = DEFAULT_INTERVAL_MS;
    }

  if (!carry_on_heartbeat_start (NULL, path, (guint) interval_ms, &error))
    {
      g_warning ("heartbeat off: %s", error->message);
      return FALSE;
    }
  return TRUE;
}

/**
 * carry_on_heartbeat_is_running:
 *
 * Returns: %TRUE while the probe runs
 */
gboolean
carry_on_heartbeat_is_running (void)
{
  return the_heartbeat != NULL;
}

/**
 * carry_on_heartbeat_stop:
 *
 * Removes the probe from its main context and closes its file (the last,
 * partial second is not written).  Nothing happens when it is not running.
 */
void
carry_on_heartbeat_stop (void)
{
  GSource *source = g_steal_pointer (&the_heartbeat);

  if (source == NULL)
    return;
  g_source_destroy (source);
  g_source_unref (source);
}
