/* test-renderer.c
 *
 * SPDX-FileCopyrightText: 2026 The Carry On authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Cairo where OpenGL is only software (carry-on-renderer.c): which
 * renderer strings are software, what the choice does to the environment,
 * a probe that fails or hangs, and the real probe, carry-on itself, on
 * this test's display.
 */

#include "config.h"

#include <string.h>

#include <glib/gstdio.h>
#include <gio/gio.h>

#include "carry-on-renderer.h"

static void
test_is_software (void)
{
  /* GL_RENDERER strings as Mesa and the vendors' drivers print them. */
  g_assert_true (carry_on_renderer_is_software ("llvmpipe (LLVM 15.0.6, 256 bits)"));
  g_assert_true (carry_on_renderer_is_software ("softpipe"));
  g_assert_true (carry_on_renderer_is_software ("Mesa DRI Software Rasterizer"));
  g_assert_true (carry_on_renderer_is_software ("Gallium 0.4 on llvmpipe (LLVM 3.4, 128 bits)"));
  g_assert_false (carry_on_renderer_is_software ("Mesa Intel(R) UHD Graphics 620 (KBL GT2)"));
  g_assert_false (carry_on_renderer_is_software ("AMD Radeon RX 6600 (navi23, LLVM 15.0.6, DRM 3.49, 6.1.0-13-amd64)"));
  g_assert_false (carry_on_renderer_is_software ("NVIDIA GeForce RTX 3060/PCIe/SSE2"));
  g_assert_false (carry_on_renderer_is_software ("virgl (Intel(R) UHD Graphics 620)"));
  g_assert_false (carry_on_renderer_is_software (""));
  g_assert_false (carry_on_renderer_is_software (NULL));
}

/* The choice sets the environment: each case runs in its own process. */

static void
test_choose_software_child (void)
{
  const char *probe[] = { "/bin/sh", "-c", "echo 'llvmpipe (LLVM 15.0.6, 256 bits)'", NULL };

  g_unsetenv ("GSK_RENDERER");
  g_setenv ("GDK_DEBUG", "default-settings", TRUE);
  g_assert_true (carry_on_renderer_choose (probe, 10000));
  /* The person's other flags stay. */
  g_assert_cmpstr (g_getenv ("GDK_DEBUG"), ==, "default-settings,gl-disable");
  g_assert_cmpstr (g_getenv ("GSK_RENDERER"), ==, "cairo");

  g_unsetenv ("GSK_RENDERER");
  g_unsetenv ("GDK_DEBUG");
  g_assert_true (carry_on_renderer_choose (probe, 10000));
  g_assert_cmpstr (g_getenv ("GDK_DEBUG"), ==, "gl-disable");
}

static void
test_choose_hardware_child (void)
{
  const char *probe[] = { "/bin/sh", "-c", "echo 'Mesa Intel(R) UHD Graphics 620 (KBL GT2)'", NULL };

  g_unsetenv ("GSK_RENDERER");
  g_unsetenv ("GDK_DEBUG");
  g_assert_false (carry_on_renderer_choose (probe, 10000));
  g_assert_null (g_getenv ("GDK_DEBUG"));
  g_assert_null (g_getenv ("GSK_RENDERER"));
}

/* GSK_RENDERER, or a GL flag in GDK_DEBUG, is the person's choice: the
 * probe does not even run (it would leave a file behind). */
static void
test_choose_person_chose_child (void)
{
  g_autofree char *dir = g_dir_make_tmp ("carry-on-renderer-XXXXXX", NULL);
  g_autofree char *marker = g_build_filename (dir, "probed", NULL);
  g_autofree char *script = g_strdup_printf ("touch '%s'; echo llvmpipe", marker);
  const char *probe[] = { "/bin/sh", "-c", script, NULL };

  g_setenv ("GSK_RENDERER", "gl", TRUE);
  g_unsetenv ("GDK_DEBUG");
  g_assert_false (carry_on_renderer_choose (probe, 10000));
  g_assert_cmpstr (g_getenv ("GSK_RENDERER"), ==, "gl");
  g_assert_null (g_getenv ("GDK_DEBUG"));

  g_unsetenv ("GSK_RENDERER");
  g_setenv ("GDK_DEBUG", "gl-gles", TRUE);
  g_assert_false (carry_on_renderer_choose (probe, 10000));
  g_assert_cmpstr (g_getenv ("GDK_DEBUG"), ==, "gl-gles");
  g_assert_null (g_getenv ("GSK_RENDERER"));

  g_assert_false (g_file_test (marker, G_FILE_TEST_EXISTS));

  /* The same probe does run without them: the marker is what it leaves. */
  g_unsetenv ("GDK_DEBUG");
  g_assert_true (carry_on_renderer_choose (probe, 10000));
  g_assert_true (g_file_test (marker, G_FILE_TEST_EXISTS));
  g_unlink (marker);
  g_rmdir (dir);
}

static void
test_choose (gconstpointer data)
{
  g_autofree char *child = g_strconcat ((const char *) data, "/subprocess", NULL);

  g_test_trap_subprocess (child, 0, G_TEST_SUBPROCESS_INHERIT_STDERR);
  g_test_trap_assert_passed ();
}

/* A probe that fails, prints nothing or cannot start gives an error and
 * changes nothing. */
static void
test_probe_fails (void)
{
  const char *fails[] = { "/bin/sh", "-c", "echo llvmpipe; exit 1", NULL };
  const char *silent[] = { "/bin/sh", "-c", "true", NULL };
  const char *blank[] = { "/bin/sh", "-c", "printf '  \\n'", NULL };
  const char *missing[] = { "/nonexistent/carry-on-probe", NULL };
  const char *env[] = { "/bin/sh", "-c", "echo \"$" CARRY_ON_RENDERER_PROBE_ENV "\"", NULL };
  g_autoptr(GError) error = NULL;
  g_autofree char *out = NULL;

  g_assert_null (carry_on_renderer_probe (fails, 10000, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_FAILED);
  g_clear_error (&error);
  g_assert_null (carry_on_renderer_probe (silent, 10000, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_FAILED);
  g_clear_error (&error);
  g_assert_null (carry_on_renderer_probe (blank, 10000, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_FAILED);
  g_clear_error (&error);
  g_assert_null (carry_on_renderer_probe (missing, 10000, &error));
  g_assert_error (error, G_SPAWN_ERROR, G_SPAWN_ERROR_NOENT);
  g_clear_error (&error);

  /* The child is told it is the probe. */
  out = carry_on_renderer_probe (env, 10000, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (out, ==, "1");
}

/* A probe that never answers is killed when the time is up: start-up goes
 * on with GTK's default renderer. */
static void
test_probe_hangs (void)
{
  const char *hangs[] = { "/bin/sh", "-c", "exec sleep 600", NULL };
  g_autoptr(GError) error = NULL;

  g_assert_null (carry_on_renderer_probe (hangs, 50, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_TIMED_OUT);
}

/* The real probe, carry-on itself, on this test's display. */
static void
test_probe_real (void)
{
  const char *exe = g_getenv ("CARRY_ON_EXE");
  g_autoptr(GError) error = NULL;
  g_autofree char *gl_renderer = NULL;

  if (exe == NULL)
    {
      g_test_skip ("CARRY_ON_EXE is not set");
      return;
    }
  if (g_getenv ("DISPLAY") == NULL && g_getenv ("WAYLAND_DISPLAY") == NULL)
    {
      g_test_skip ("no display");
      return;
    }

  {
    const char *probe[] = { exe, NULL };

    gl_renderer = carry_on_renderer_probe (probe, 60000, &error);
  }
  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_FAILED))
    {
      g_test_skip ("no GL on this display");
      return;
    }
  g_assert_no_error (error);
  g_assert_nonnull (gl_renderer);
  g_assert_cmpstr (gl_renderer, !=, "");
  /* One line, the renderer's name. */
  g_assert_null (strchr (gl_renderer, '\n'));
  g_test_message ("GL_RENDERER: %s (software: %s)", gl_renderer,
                  carry_on_renderer_is_software (gl_renderer) ? "yes" : "no");
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/renderer/is-software", test_is_software);
  g_test_add_data_func ("/renderer/choose/software", "/renderer/choose/software", test_choose);
  g_test_add_func ("/renderer/choose/software/subprocess", test_choose_software_child);
  g_test_add_data_func ("/renderer/choose/hardware", "/renderer/choose/hardware", test_choose);
  g_test_add_func ("/renderer/choose/hardware/subprocess", test_choose_hardware_child);
  g_test_add_data_func ("/renderer/choose/person-chose", "/renderer/choose/person-chose", test_choose);
  g_test_add_func ("/renderer/choose/person-chose/subprocess", test_choose_person_chose_child);
  g_test_add_func ("/renderer/probe/fails", test_probe_fails);
  g_test_add_func ("/renderer/probe/hangs", test_probe_hangs);
  g_test_add_func ("/renderer/probe/real", test_probe_real);

  return g_test_run ();
}
