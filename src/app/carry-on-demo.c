/* carry-on-demo.c
 *
 * SPDX-FileCopyrightText: 2026 The Carry On authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <signal.h>
#include <sys/prctl.h>
#include <unistd.h>

#include <glib/gstdio.h>

#include "carry-on-demo.h"

#define SIM_HOST_NAME "carry-on-sim-host"

struct _CarryOnDemo
{
  GObject      parent_instance;

  GSubprocess  *child;
  GCancellable *cancellable;
  char         *socket_path;
};

G_DEFINE_FINAL_TYPE (CarryOnDemo, carry_on_demo, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_RUNNING,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static char *
dup_exe_dir (void)
{
  g_autofree char *exe = g_file_read_link ("/proc/self/exe", NULL);

  if (exe == NULL)
    return NULL;
  return g_path_get_dirname (exe);
}

static gboolean
is_executable (const char *path)
{
  return path != NULL
         && g_file_test (path, G_FILE_TEST_IS_REGULAR)
         && g_file_test (path, G_FILE_TEST_IS_EXECUTABLE);
}

char *
carry_on_demo_find_sim_host (void)
{
  const char *env = g_getenv ("CARRY_ON_SIM_HOST");
  g_autofree char *exe_dir = dup_exe_dir ();

  if (env != NULL && env[0] != '\0')
    return is_executable (env) ? g_strdup (env) : NULL;

  if (exe_dir != NULL)
    {
      /* Uninstalled: <build>/src/app/carry-on → <build>/src/sim-host/. */
      g_autofree char *in_build = g_build_filename (exe_dir, "..", "sim-host", SIM_HOST_NAME, NULL);
      g_autofree char *beside = g_build_filename (exe_dir, SIM_HOST_NAME, NULL);

      if (is_executable (in_build))
        return g_canonicalize_filename (in_build, NULL);
      if (is_executable (beside))
        return g_steal_pointer (&beside);
    }

  {
    g_autofree char *in_bindir = g_build_filename (BINDIR, SIM_HOST_NAME, NULL);

    if (is_executable (in_bindir))
      return g_steal_pointer (&in_bindir);
  }

  return g_find_program_in_path (SIM_HOST_NAME);
}

char *
carry_on_demo_find_scenario (void)
{
  const char *env = g_getenv ("CARRY_ON_DEMO_SCENARIO");
  g_autofree char *exe_dir = dup_exe_dir ();
  g_autofree char *installed = g_build_filename (PKGDATADIR, "scenarios", "demo.json", NULL);

  if (env != NULL && env[0] != '\0')
    return g_file_test (env, G_FILE_TEST_IS_REGULAR) ? g_strdup (env) : NULL;

#ifdef CARRY_ON_SOURCE_SCENARIOS
  /* Only when this binary runs from its build tree. */
  if (exe_dir != NULL)
    {
      g_autofree char *in_build = g_build_filename (exe_dir, "..", "sim-host", SIM_HOST_NAME, NULL);
      g_autofree char *source = g_build_filename (CARRY_ON_SOURCE_SCENARIOS, "demo.json", NULL);

      if (is_executable (in_build) && g_file_test (source, G_FILE_TEST_IS_REGULAR))
        return g_steal_pointer (&source);
    }
#endif

  if (g_file_test (installed, G_FILE_TEST_IS_REGULAR))
    return g_steal_pointer (&installed);

  return NULL;
}

CarryOnDemo *
carry_on_demo_new (void)
{
  return g_object_new (CARRY_ON_TYPE_DEMO, NULL);
}

/* In the child, before exec: die with the parent, whatever way it ends. */
static void
child_setup (gpointer user_data)
{
  prctl (PR_SET_PDEATHSIG, SIGTERM);
}

static void
child_exited_cb (GObject      *object,
                 GAsyncResult *result,
                 gpointer      user_data)
{
  CarryOnDemo *self = user_data;
  GSubprocess *child = G_SUBPROCESS (object);

  /* Cancelled by carry_on_demo_stop(): @self may be gone. */
  if (!g_subprocess_wait_finish (child, result, NULL))
    return;
  if (self->child != child)
    return;

  if (g_subprocess_get_if_exited (child))
    g_message ("the demo host exited with status %d", g_subprocess_get_exit_status (child));
  else if (g_subprocess_get_if_signaled (child))
    g_message ("the demo host was killed by signal %d", g_subprocess_get_term_sig (child));
  g_clear_object (&self->child);
  /* The demo is over: "Run the Demo" is offered again. */
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_RUNNING]);
}

gboolean
carry_on_demo_start (CarryOnDemo  *self,
                     const char   *hosts_dir,
                     GError      **error)
{
  g_autofree char *sim_host = NULL;
  g_autofree char *scenario = NULL;
  g_autofree char *name = NULL;
  g_autoptr(GSubprocessLauncher) launcher = NULL;

  g_return_val_if_fail (CARRY_ON_IS_DEMO (self), FALSE);
  g_return_val_if_fail (hosts_dir != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (self->child != NULL)
    return TRUE;

  sim_host = carry_on_demo_find_sim_host ();
  if (sim_host == NULL)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND,
                   "cannot find %s (set CARRY_ON_SIM_HOST, or install Carry On)",
                   SIM_HOST_NAME);
      return FALSE;
    }

  scenario = carry_on_demo_find_scenario ();
  if (scenario == NULL)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND,
                   "cannot find the demo scenario (set CARRY_ON_DEMO_SCENARIO, "
                   "or install Carry On: %s/scenarios/demo.json)", PKGDATADIR);
      return FALSE;
    }

  name = g_strdup_printf ("demo-%d.sock", (int) getpid ());
  g_free (self->socket_path);
  self->socket_path = g_build_filename (hosts_dir, name, NULL);

  /* The sim-host logs every event; the runner already logs our decisions,
   * so keep the demo host quiet unless asked (CARRY_ON_DEMO_VERBOSE=1). */
  launcher = g_subprocess_launcher_new (g_getenv ("CARRY_ON_DEMO_VERBOSE") != NULL
                                        ? G_SUBPROCESS_FLAGS_NONE
                                        : G_SUBPROCESS_FLAGS_STDOUT_SILENCE
                                          | G_SUBPROCESS_FLAGS_STDERR_SILENCE);
  g_subprocess_launcher_set_child_setup (launcher, child_setup, NULL, NULL);
  g_subprocess_launcher_setenv (launcher, "CARRY_ON_HOSTS_DIR", hosts_dir, TRUE);
  self->child = g_subprocess_launcher_spawn (launcher, error,
                                             sim_host,
                                             "--socket", self->socket_path,
                                             "--scenario", scenario,
                                             /* A rerun of the demo must not
                                              * repeat turn ids the state file
                                              * remembers as handled. */
                                             "--unique-turn-ids",
                                             NULL);
  if (self->child == NULL)
    return FALSE;

  g_message ("demo: %s runs %s on %s", sim_host, scenario, self->socket_path);
  self->cancellable = g_cancellable_new ();
  g_subprocess_wait_async (self->child, self->cancellable, child_exited_cb, self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_RUNNING]);
  return TRUE;
}

void
carry_on_demo_stop (CarryOnDemo *self)
{
  g_return_if_fail (CARRY_ON_IS_DEMO (self));

  if (self->cancellable != NULL)
    g_cancellable_cancel (self->cancellable);
  g_clear_object (&self->cancellable);

  if (self->child != NULL)
    {
      g_autoptr(GSubprocess) child = g_steal_pointer (&self->child);

      g_subprocess_send_signal (child, SIGTERM);
      /* Reap it so it leaves no zombie; a sim-host exits at once on TERM. */
      if (!g_subprocess_wait (child, NULL, NULL))
        g_subprocess_force_exit (child);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_RUNNING]);
    }

  /* A killed host may leave its socket behind. */
  if (self->socket_path != NULL)
    g_unlink (self->socket_path);
}

gboolean
carry_on_demo_is_running (CarryOnDemo *self)
{
  g_return_val_if_fail (CARRY_ON_IS_DEMO (self), FALSE);

  return self->child != NULL;
}

static void
carry_on_demo_dispose (GObject *object)
{
  CarryOnDemo *self = CARRY_ON_DEMO (object);

  carry_on_demo_stop (self);

  G_OBJECT_CLASS (carry_on_demo_parent_class)->dispose (object);
}

static void
carry_on_demo_finalize (GObject *object)
{
  CarryOnDemo *self = CARRY_ON_DEMO (object);

  g_free (self->socket_path);

  G_OBJECT_CLASS (carry_on_demo_parent_class)->finalize (object);
}

static void
carry_on_demo_get_property (GObject    *object,
                            guint       prop_id,
                            GValue     *value,
                            GParamSpec *pspec)
{
  CarryOnDemo *self = CARRY_ON_DEMO (object);

  switch (prop_id)
    {
    case PROP_RUNNING:
      g_value_set_boolean (value, self->child != NULL);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
carry_on_demo_class_init (CarryOnDemoClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = carry_on_demo_dispose;
  object_class->finalize = carry_on_demo_finalize;
  object_class->get_property = carry_on_demo_get_property;

  /**
   * CarryOnDemo:running:
   * Whether the demo host runs; notified when it starts, ends on its own
   * (its scenario is over) or is stopped.
   */
  properties[PROP_RUNNING] =
    g_param_spec_boolean ("running", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
carry_on_demo_init (CarryOnDemo *self)
{
}
