/* carry-on-renderer.c
 *
 * SPDX-FileCopyrightText: 2026 The Carry On authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Draw with cairo where OpenGL is only a software rasterizer.
 *
 * GTK 4 draws with OpenGL by default.  Where the only OpenGL is Mesa's
 * software rasterizer (llvmpipe: virtual machines, remote desktops, Xvfb,
 * machines without a GPU driver), every frame is drawn by the CPU, and
 * drawn whole: llvmpipe offers neither EGL_EXT_buffer_age nor
 * EGL_KHR_swap_buffers_with_damage, so a toolkit cannot redraw only what
 * changed (https://github.com/swaywm/wlroots/issues/2871).  Measured under
 * Xvfb (docs/performance.md, "The renderer"), one frame of the window with
 * twenty countdowns then takes 20–50 ms where cairo takes 6–8 ms, and
 * llvmpipe's buffers and libLLVM add some 180 MB to the process.  A list of
 * rows gains nothing from GL, so there Carry On asks GDK for no GL at all
 * (GDK_DEBUG=gl-disable, GSK_RENDERER=cairo), and GTK draws with cairo.
 *
 * Which rasterizer is behind OpenGL can only be learnt from a GL context,
 * and making one loads the driver (libLLVM) into the process for good, so
 * the question is asked in a short-lived child: carry-on itself, with
 * CARRY_ON_GL_PROBE set, prints GL_RENDERER and exits.  The answer must be
 * known before GTK opens the display, which is when GDK reads GDK_DEBUG.
 *
 * A person who sets GSK_RENDERER, or a GL flag in GDK_DEBUG, has chosen:
 * then nothing is probed.
 */

#include "config.h"

#include <stdio.h>
#include <string.h>

#include <epoxy/gl.h>
#include <gio/gio.h>
#include <gtk/gtk.h>

#include "carry-on-renderer.h"

/**
 * carry_on_renderer_is_software:
 * @gl_renderer: (nullable): the GL_RENDERER string of a context
 *
 * Whether @gl_renderer names one of Mesa's software rasterizers: llvmpipe,
 * softpipe or the classic swrast ("Software Rasterizer").  Mesa names its
 * drivers so in GL_RENDERER (https://docs.mesa3d.org/drivers/llvmpipe.html).
 *
 * Returns: %TRUE for a software rasterizer; %FALSE for anything else,
 *   including %NULL and the empty string
 */
gboolean
carry_on_renderer_is_software (const char *gl_renderer)
{
  static const char * const software[] = { "llvmpipe", "softpipe", "swrast", "software rasterizer" };
  g_autofree char *lower = NULL;

  if (gl_renderer == NULL || *gl_renderer == '\0')
    return FALSE;
  lower = g_ascii_strdown (gl_renderer, -1);
  for (guint i = 0; i < G_N_ELEMENTS (software); i++)
    if (strstr (lower, software[i]) != NULL)
      return TRUE;
  return FALSE;
}

typedef struct
{
  char     *out;
  GError   *error;
  gboolean  done;
  gboolean  timed_out;
} Probe;

static void
on_communicated (GObject      *source,
                 GAsyncResult *result,
                 gpointer      user_data)
{
  Probe *probe = user_data;

  g_subprocess_communicate_utf8_finish (G_SUBPROCESS (source), result, &probe->out, NULL, &probe->error);
  probe->done = TRUE;
}

static gboolean
on_probe_timeout (gpointer user_data)
{
  Probe *probe = user_data;

  probe->timed_out = TRUE;
  return G_SOURCE_REMOVE;
}

/**
 * carry_on_renderer_probe:
 * @argv: (array zero-terminated=1): the probe command; it prints the
 *   GL_RENDERER string on its first line and exits 0
 * @timeout_ms: how long to wait for it, in milliseconds
 * @error: return location for a #GError: a #GSpawnError when it cannot
 *   start, %G_IO_ERROR_TIMED_OUT when it does not answer in time (it is
 *   then killed), %G_IO_ERROR_FAILED when it exits with an error or prints
 *   nothing
 *
 * Runs the probe and waits for it on a private main context, so nothing
 * else of the caller's runs meanwhile.
 *
 * Returns: (transfer full) (nullable): the renderer string, stripped, or
 *   %NULL with @error set
 */
char *
carry_on_renderer_probe (const char * const  *argv,
                         guint                timeout_ms,
                         GError             **error)
{
  g_autoptr(GMainContext) context = g_main_context_new ();
  g_autoptr(GSubprocess) child = NULL;
  g_autoptr(GSubprocessLauncher) launcher = NULL;
  g_autoptr(GSource) timeout = NULL;
  Probe probe = { NULL, NULL, FALSE, FALSE };
  g_autofree char *out = NULL;
  g_autoptr(GError) local_error = NULL;
  const char *line;

  g_return_val_if_fail (argv != NULL && argv[0] != NULL, NULL);

  launcher = g_subprocess_launcher_new (G_SUBPROCESS_FLAGS_STDOUT_PIPE | G_SUBPROCESS_FLAGS_STDERR_SILENCE);
  g_subprocess_launcher_setenv (launcher, CARRY_ON_RENDERER_PROBE_ENV, "1", TRUE);
  child = g_subprocess_launcher_spawnv (launcher, argv, error);
  if (child == NULL)
    return NULL;

  g_main_context_push_thread_default (context);
  timeout = g_timeout_source_new (timeout_ms);
  g_source_set_callback (timeout, on_probe_timeout, &probe, NULL);
  g_source_attach (timeout, context);
  g_subprocess_communicate_utf8_async (child, NULL, NULL, on_communicated, &probe);
  while (!probe.done && !probe.timed_out)
    g_main_context_iteration (context, TRUE);
  if (!probe.done)
    {
      g_subprocess_force_exit (child);
      while (!probe.done)
        g_main_context_iteration (context, TRUE);
    }
  g_source_destroy (timeout);
  g_main_context_pop_thread_default (context);
  out = g_steal_pointer (&probe.out);
  local_error = g_steal_pointer (&probe.error);

  if (probe.timed_out)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_TIMED_OUT,
                   "the GL probe did not answer within %u ms", timeout_ms);
      return NULL;
    }
  if (local_error != NULL)
    {
      g_propagate_error (error, g_steal_pointer (&local_error));
      return NULL;
    }
  if (!g_subprocess_get_if_exited (child) || g_subprocess_get_exit_status (child) != 0)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED, "the GL probe failed (no GL context)");
      return NULL;
    }

  /* The first line, stripped. */
  line = out != NULL ? g_strstrip (g_strdelimit (out, "\n", '\0')) : NULL;
  if (line == NULL || *line == '\0')
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED, "the GL probe printed nothing");
      return NULL;
    }
  return g_strdup (line);
}

/**
 * carry_on_renderer_choose:
 * @probe_argv: (array zero-terminated=1): the probe command (see
 *   carry_on_renderer_probe()); carry-on passes itself
 * @timeout_ms: how long to wait for the probe, in milliseconds
 *
 * Unless GSK_RENDERER is set or GDK_DEBUG names a GL flag (`gl-disable`,
 * `gl-gles`, …), probes which OpenGL the display has and, when it is a
 * software rasterizer, adds `gl-disable` to GDK_DEBUG (its other flags
 * are kept) and sets GSK_RENDERER=cairo, so that GTK draws with cairo.  Must run before GTK opens the display
 * (gtk_init()), where GDK reads GDK_DEBUG, and while no other thread reads
 * the environment: CarryOnApplication calls it at the start of its
 * startup, where the only other thread is GDBus's worker.  A probe that
 * fails or does not answer changes nothing (logged at debug level).
 *
 * Returns: %TRUE when it added `gl-disable` to GDK_DEBUG
 */
gboolean
carry_on_renderer_choose (const char * const *probe_argv,
                          guint               timeout_ms)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *gl_renderer = NULL;
  g_autofree char *debug = NULL;
  const char *old_debug = g_getenv ("GDK_DEBUG");

  if (g_getenv ("GSK_RENDERER") != NULL || (old_debug != NULL && strstr (old_debug, "gl-") != NULL))
    {
      g_debug ("GSK_RENDERER or a GL flag in GDK_DEBUG is set: the renderer is the person's choice");
      return FALSE;
    }

  gl_renderer = carry_on_renderer_probe (probe_argv, timeout_ms, &error);
  if (gl_renderer == NULL)
    {
      g_debug ("No GL renderer probed: %s", error->message);
      return FALSE;
    }
  if (!carry_on_renderer_is_software (gl_renderer))
    {
      g_debug ("OpenGL is drawn by “%s”: GTK's default renderer", gl_renderer);
      return FALSE;
    }

  debug = old_debug != NULL && *old_debug != '\0' ? g_strconcat (old_debug, ",gl-disable", NULL)
                                                   : g_strdup ("gl-disable");
  g_setenv ("GDK_DEBUG", debug, TRUE);
  /* Else GSK tries GL first and logs its failure for every window. */
  g_setenv ("GSK_RENDERER", "cairo", TRUE);
  g_info ("OpenGL is only software (“%s”): drawing with cairo", gl_renderer);
  return TRUE;
}

/**
 * carry_on_renderer_probe_main:
 *
 * The probe child's whole life (carry-on with CARRY_ON_GL_PROBE set): opens
 * the display, makes a GL context current and prints its GL_RENDERER
 * string on one line.
 *
 * Returns: the exit status: 0 when it printed the renderer, 1 when there
 *   is no display or no GL
 */
int
carry_on_renderer_probe_main (void)
{
  g_autoptr(GdkGLContext) context = NULL;
  g_autoptr(GError) error = NULL;
  GdkDisplay *display;
  const char *gl_renderer;

  if (!gtk_init_check ())
    return 1;
  display = gdk_display_get_default ();
  if (display == NULL || !gdk_display_prepare_gl (display, &error))
    return 1;
  context = gdk_display_create_gl_context (display, &error);
  if (context == NULL || !gdk_gl_context_realize (context, &error))
    return 1;
  gdk_gl_context_make_current (context);
  gl_renderer = (const char *) glGetString (GL_RENDERER);
  if (gl_renderer == NULL)
    return 1;
  printf ("%s\n", gl_renderer);
  gdk_gl_context_clear_current ();
  return 0;
}
