/* carry-on-frame-trace.c
 *
 * SPDX-FileCopyrightText: 2026 The Carry On authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A frame trace beside the main-loop heartbeat probe (carry-on-heartbeat.c):
 * where the probe says how long the main loop could not react, this says
 * what a frame of the window spent of that, in GDK's frame clock phases:
 * the update and layout phases (tick callbacks, measuring and allocating),
 * the paint phase (snapshot and rendering) and what follows to the end of
 * the frame.  GTK connects its own handlers when the surface is made, so
 * ours, connected after, mark the end of its layout and paint.  One JSON
 * line per frame, appended to the file CARRY_ON_FRAME_TRACE names:
 *   {"t_us":…,"layout_us":…,"paint_us":…,"after_us":…,"total_us":…}
 * (t_us: the frame's start on the monotonic clock).  Off unless that
 * variable is set; for benchmarks (docs/performance.md).
 */
#include "config.h"

#include <errno.h>
#include <stdio.h>

#include "carry-on-frame-trace.h"

typedef struct
{
  FILE   *file;
  gint64  start;         /* monotonic µs */
  gint64  layout_done;
  gint64  paint_done;
} FrameTrace;

static void
frame_trace_free (gpointer data)
{
  FrameTrace *trace = data;

  if (trace->file != NULL)
    fclose (trace->file);
  g_free (trace);
}

static void
before_paint_cb (GdkFrameClock *clock,
                 FrameTrace    *trace)
{
  trace->start = g_get_monotonic_time ();
  trace->layout_done = trace->paint_done = trace->start;
}

static void
layout_cb (GdkFrameClock *clock,
           FrameTrace    *trace)
{
  trace->layout_done = g_get_monotonic_time ();
}

static void
paint_cb (GdkFrameClock *clock,
          FrameTrace    *trace)
{
  trace->paint_done = g_get_monotonic_time ();
}

static void
after_paint_cb (GdkFrameClock *clock,
                FrameTrace    *trace)
{
  gint64 end = g_get_monotonic_time ();

  /* A frame without a layout or paint phase of its own keeps the marks
   * of its start. */
  trace->paint_done = MAX (trace->paint_done, trace->layout_done);
  fprintf (trace->file,
           "{\"t_us\":%" G_GINT64_FORMAT ",\"layout_us\":%" G_GINT64_FORMAT ",\"paint_us\":%" G_GINT64_FORMAT
           ",\"after_us\":%" G_GINT64_FORMAT ",\"total_us\":%" G_GINT64_FORMAT "}\n",
           trace->start, trace->layout_done - trace->start, trace->paint_done - trace->layout_done,
           end - trace->paint_done, end - trace->start);
  fflush (trace->file);
}

/**
 * carry_on_frame_trace_attach_from_env:
 * @toplevel: a realized toplevel (its surface's frame clock is traced)
 *
 * When `CARRY_ON_FRAME_TRACE` names a file, appends a line to it for each
 * frame of @toplevel from now on, for as long as its frame clock lives; does
 * nothing when the variable is unset or empty.  A file that cannot be opened
 * is one warning, and no trace.
 */
void
carry_on_frame_trace_attach_from_env (GtkWidget *toplevel)
{
  const char *path = g_getenv (CARRY_ON_FRAME_TRACE_ENV);
  GdkFrameClock *clock;
  FrameTrace *trace;

  if (path == NULL || *path == '\0')
    return;

  clock = gtk_widget_get_frame_clock (toplevel);
  g_return_if_fail (clock != NULL);
  /* Realized again on the same clock: already traced. */
  if (g_object_get_data (G_OBJECT (clock), "carry-on-frame-trace") != NULL)
    return;

  trace = g_new0 (FrameTrace, 1);
  trace->file = fopen (path, "a");
  if (trace->file == NULL)
    {
      g_warning ("frame trace off: %s: %s", path, g_strerror (errno));
      frame_trace_free (trace);
      return;
    }

  g_object_set_data_full (G_OBJECT (clock), "carry-on-frame-trace", trace, frame_trace_free);
  g_signal_connect (clock, "before-paint", G_CALLBACK (before_paint_cb), trace);
  g_signal_connect (clock, "layout", G_CALLBACK (layout_cb), trace);
  g_signal_connect (clock, "paint", G_CALLBACK (paint_cb), trace);
  g_signal_connect_after (clock, "after-paint", G_CALLBACK (after_paint_cb), trace);
}
