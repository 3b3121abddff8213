/* carry-on-application.c
 *
 * SPDX-FileCopyrightText: 2026 The Carry On authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The GTK application: single instance io.carryon.CarryOn (a
 * second launch presents the window), owns the settings, the clock, the
 * supervisor with its state file and the host monitor, and keeps the one
 * `app.*` action table that the window, the tray menu and the notification
 * buttons all activate.
 */
#include "config.h"

#include <errno.h>
#include <locale.h>

#include <glib/gi18n.h>
#include <glib/gstdio.h>

#include "carry-on-application.h"
#include "carry-on-about.h"
#include "carry-on-application-private.h"
#include "carry-on-autostart.h"
#include "carry-on-demo.h"
#include "carry-on-handoff-dialog.h"
#include "carry-on-help-window.h"
#include "carry-on-host-monitor.h"
#include "carry-on-host.h"
#include "carry-on-notifier.h"
#include "carry-on-notifier-text.h"
#include "carry-on-paths.h"
#include "carry-on-preferences-window.h"
#include "carry-on-renderer.h"
#include "carry-on-tray.h"
#include "carry-on-window.h"
#include "carry-on-ui-utils.h"

/* How long start-up waits for the GL probe child (carry-on-renderer.c);
 * it answers in about 0.25 s under llvmpipe, a stuck driver must not keep
 * the window away. */
#define RENDERER_PROBE_TIMEOUT_MS 4000

struct _CarryOnApplication
{
  AdwApplication      parent_instance;

  CarryOnClock       *clock;
  CarryOnSettings    *settings;
  gboolean            probe_renderer;
  CarryOnSupervisor  *supervisor;
  CarryOnHostMonitor *monitor;
  CarryOnConnectivity *connectivity;
  CarryOnDemo        *demo;
  CarryOnTray        *tray;
  CarryOnNotifier    *notifier;
  char               *hosts_dir;
  CarryOnWindow      *window;             /* weak */
  GtkWindow          *preferences;        /* weak */
  GtkWindow          *help;               /* weak */
  GSettings          *state;              /* io.carryon.CarryOn.State */
  char               *startup_problem;

  GPtrArray          *waiting;            /* WaitingAction: for a session not there yet */
  guint               recheck_id;

  guint               tray_available : 1;
  guint               held_for_background : 1;
  guint               started_as_service : 1;
};

G_DEFINE_FINAL_TYPE (CarryOnApplication, carry_on_application, ADW_TYPE_APPLICATION)

enum {
  PROP_0,
  PROP_CLOCK,
  PROP_TRAY_AVAILABLE,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static const GOptionEntry option_entries[] = {
  { "demo", 0, 0, G_OPTION_ARG_NONE, NULL,
    N_("Show Carry On at work on a simulated agent host"), NULL },
  { "background", 0, 0, G_OPTION_ARG_NONE, NULL,
    N_("Start without showing the window (used at login)"), NULL },
  { "version", 0, 0, G_OPTION_ARG_NONE, NULL,
    N_("Print the version and exit"), NULL },
  { NULL }
};

/* Autostart ---------------------------------------------------------------- */

/**
 * carry_on_application_dup_autostart_path:
 *
 * Where "start at login" puts its desktop file outside a sandbox (see
 * carry_on_autostart_dup_path()).
 *
 * Returns: (transfer full): the path
 */
char *
carry_on_application_dup_autostart_path (void)
{
  return carry_on_autostart_dup_path ();
}

static void
autostart_done_cb (GObject      *source,
                   GAsyncResult *result,
                   gpointer      user_data)
{
  GWeakRef *weak = user_data;
  g_autoptr(CarryOnApplication) self = g_weak_ref_get (weak);
  g_autoptr(GError) error = NULL;

  g_weak_ref_clear (weak);
  g_free (weak);
  if (carry_on_autostart_set_finish (result, &error))
    return;
  g_message ("Start at login: %s", error->message);
  if (self != NULL && self->window != NULL)
    {
      g_autofree char *escaped = g_markup_escape_text (error->message, -1);

      carry_on_window_add_toast (self->window, escaped);
    }
}

/* The `autostart` key: the Background portal in Flatpak, the XDG autostart
 * file elsewhere (carry-on-autostart.c).  At startup the portal is only
 * asked when the key is on (it keeps what it was told before). */
static void
sync_autostart (CarryOnApplication *self,
                gboolean            at_startup)
{
  GSettings *gsettings = carry_on_settings_get_gsettings (self->settings);
  gboolean enabled = g_settings_get_boolean (gsettings, "autostart");
  CarryOnAutostartMethod method = carry_on_autostart_get_method ();
  GWeakRef *weak;

  if (at_startup && !enabled && method == CARRY_ON_AUTOSTART_PORTAL)
    return;
  /* Weak: the answer may come after the app is gone (the portal asks). */
  weak = g_new0 (GWeakRef, 1);
  g_weak_ref_init (weak, self);
  carry_on_autostart_set_async (enabled, method, NULL, autostart_done_cb, weak);
}

static void
autostart_changed_cb (GSettings          *gsettings,
                      const char         *key,
                      CarryOnApplication *self)
{
  sync_autostart (self, FALSE);
}

/* Windows ------------------------------------------------------------------ */

/**
 * carry_on_application_get_keep_running:
 *
 * Closing the window leaves Carry On running only when a tray
 * shows it or the person chose "keep running in the background".
 *
 * Returns: %TRUE when closing the window should only hide it
 */
gboolean
carry_on_application_get_keep_running (CarryOnApplication *self)
{
  g_return_val_if_fail (CARRY_ON_IS_APPLICATION (self), FALSE);

  return self->tray_available ||
         g_settings_get_boolean (carry_on_settings_get_gsettings (self->settings),
                                 "run-in-background");
}

/* The window's size and maximized state, kept in io.carryon.CarryOn.State
 * (the child "state" of the settings) when it closes or the app quits. */
static void
save_window_state (CarryOnApplication *self)
{
  int width = 0, height = 0;

  if (self->window == NULL || self->state == NULL)
    return;
  gtk_window_get_default_size (GTK_WINDOW (self->window), &width, &height);
  g_settings_delay (self->state);
  g_settings_set_boolean (self->state, "window-maximized",
                          gtk_window_is_maximized (GTK_WINDOW (self->window)));
  if (width > 0 && height > 0)
    {
      g_settings_set_int (self->state, "window-width", MIN (width, 32767));
      g_settings_set_int (self->state, "window-height", MIN (height, 32767));
    }
  g_settings_apply (self->state);
}

static void
restore_window_state (CarryOnApplication *self)
{
  int width = g_settings_get_int (self->state, "window-width");
  int height = g_settings_get_int (self->state, "window-height");

  if (width > 0 && height > 0)
    gtk_window_set_default_size (GTK_WINDOW (self->window), width, height);
  if (g_settings_get_boolean (self->state, "window-maximized"))
    gtk_window_maximize (GTK_WINDOW (self->window));
}

static gboolean
window_close_request_cb (GtkWindow          *window,
                         CarryOnApplication *self)
{
  save_window_state (self);

  if (carry_on_application_get_keep_running (self))
    {
      gtk_widget_set_visible (GTK_WIDGET (window), FALSE);
      return TRUE;
    }

  g_application_quit (G_APPLICATION (self));
  return FALSE;
}

/**
 * carry_on_application_ensure_main_window:
 *
 * Creates the main window if there is none (it is not shown).
 *
 * Returns: (transfer none): the main window
 */
GtkWindow *
carry_on_application_ensure_main_window (CarryOnApplication *self)
{
  g_return_val_if_fail (CARRY_ON_IS_APPLICATION (self), NULL);
  g_return_val_if_fail (self->supervisor != NULL, NULL);

  if (self->window == NULL)
    {
      self->window = carry_on_window_new (GTK_APPLICATION (self), self->supervisor, self->clock);
      g_object_add_weak_pointer (G_OBJECT (self->window), (gpointer *) &self->window);
      g_signal_connect_object (self->window, "close-request",
                               G_CALLBACK (window_close_request_cb), self, 0);
      if (self->state != NULL)
        restore_window_state (self);
      if (self->startup_problem != NULL)
        carry_on_window_add_toast (self->window, self->startup_problem);
    }

  return GTK_WINDOW (self->window);
}

/**
 * carry_on_application_get_tray:
 *
 * Returns: (transfer none) (nullable): the tray, between startup and
 *   shutdown
 */
CarryOnTray *
carry_on_application_get_tray (CarryOnApplication *self)
{
  g_return_val_if_fail (CARRY_ON_IS_APPLICATION (self), NULL);

  return self->tray;
}

/**
 * carry_on_application_get_main_window:
 *
 * Returns: (transfer none) (nullable): the main window, if it exists
 */
GtkWindow *
carry_on_application_get_main_window (CarryOnApplication *self)
{
  g_return_val_if_fail (CARRY_ON_IS_APPLICATION (self), NULL);

  return GTK_WINDOW (self->window);
}

/* Actions ------------------------------------------------------------------ */

static void
show_window_action (GSimpleAction *action,
                    GVariant      *parameter,
                    gpointer       user_data)
{
  CarryOnApplication *self = user_data;

  gtk_window_present (carry_on_application_ensure_main_window (self));
}

/* The tray's "Hide window": every window of ours goes off screen; Carry On
 * keeps running (the tray is there to bring them back). */
static void
hide_window_action (GSimpleAction *action,
                    GVariant      *parameter,
                    gpointer       user_data)
{
  CarryOnApplication *self = user_data;

  save_window_state (self);
  for (GList *l = gtk_application_get_windows (GTK_APPLICATION (self)); l != NULL; l = l->next)
    gtk_widget_set_visible (l->data, FALSE);
}

static void
preferences_action (GSimpleAction *action,
                    GVariant      *parameter,
                    gpointer       user_data)
{
  CarryOnApplication *self = user_data;

  if (self->preferences == NULL)
    {
      self->preferences = GTK_WINDOW (carry_on_preferences_window_new (
        carry_on_settings_get_gsettings (self->settings)));
      g_object_add_weak_pointer (G_OBJECT (self->preferences), (gpointer *) &self->preferences);
      gtk_window_set_application (self->preferences, GTK_APPLICATION (self));
    }

  if (self->window != NULL && gtk_widget_get_visible (GTK_WIDGET (self->window)))
    gtk_window_set_transient_for (self->preferences, GTK_WINDOW (self->window));
  else
    gtk_window_set_transient_for (self->preferences, NULL);

  gtk_window_present (self->preferences);
}

static void
about_action (GSimpleAction *action,
              GVariant      *parameter,
              gpointer       user_data)
{
  CarryOnApplication *self = user_data;
  GtkWidget *about = carry_on_about_window_new ();

  if (self->window != NULL && gtk_widget_get_visible (GTK_WIDGET (self->window)))
    gtk_window_set_transient_for (GTK_WINDOW (about), GTK_WINDOW (self->window));
  gtk_window_set_application (GTK_WINDOW (about), GTK_APPLICATION (self));
  gtk_window_present (GTK_WINDOW (about));
}

static void
help_action (GSimpleAction *action,
             GVariant      *parameter,
             gpointer       user_data)
{
  CarryOnApplication *self = user_data;

  if (self->help == NULL)
    {
      self->help = GTK_WINDOW (carry_on_help_window_new ());
      g_object_add_weak_pointer (G_OBJECT (self->help), (gpointer *) &self->help);
      gtk_window_set_application (self->help, GTK_APPLICATION (self));
    }
  if (self->window != NULL && gtk_widget_get_visible (GTK_WIDGET (self->window)))
    gtk_window_set_transient_for (self->help, GTK_WINDOW (self->window));
  gtk_window_present (self->help);
}

static void
quit_action (GSimpleAction *action,
             GVariant      *parameter,
             gpointer       user_data)
{
  g_application_quit (G_APPLICATION (user_data));
}

static void
demo_action (GSimpleAction *action,
             GVariant      *parameter,
             gpointer       user_data)
{
  CarryOnApplication *self = user_data;
  g_autoptr(GError) error = NULL;

  if (!carry_on_application_start_demo (self, &error))
    {
      g_warning ("demo: %s", error->message);
      if (self->window != NULL)
        carry_on_window_add_toast (self->window, error->message);
    }
}

/* "Hand off…" for a session: the dialog's response activates
 * app.handoff, the supervisor's action. */
static void
run_handoff_dialog (CarryOnApplication *self,
                    CarryOnSession     *session)
{
  GtkWindow *window;
  GtkWidget *dialog;

  window = carry_on_application_ensure_main_window (self);
  gtk_window_present (window);
  dialog = carry_on_handoff_dialog_new (window, session);
  gtk_window_set_application (GTK_WINDOW (dialog), GTK_APPLICATION (self));
  gtk_window_present (GTK_WINDOW (dialog));
}

/* Session actions that may arrive before their session ---------------------
 *
 * A notification's button or a script's `gdbus call … ActivateAction` may
 * start Carry On (D-Bus activation) for a session it does not know yet:
 * the action waits until the session's host has connected, said who holds
 * control and sent its snapshot, at most SESSION_WAIT_S seconds; then it
 * runs, or a message says why nothing was done.  Only the supervisor in
 * control of the host acts (retry-now, cancel); an observing instance
 * says who acts instead. */

#define SESSION_WAIT_S 20

typedef struct
{
  CarryOnApplication *self;      /* unowned: the app owns us */
  char               *action;
  char               *key;
  guint               timeout_id;    /* on the app's clock */
} WaitingAction;

static void
waiting_action_free (gpointer data)
{
  WaitingAction *waiting = data;

  carry_on_clock_clear (waiting->self->clock, &waiting->timeout_id);
  g_free (waiting->action);
  g_free (waiting->key);
  g_free (waiting);
}

/* Shows @text (plain, may hold host text) in the window, presented. */
static void
tell (CarryOnApplication *self,
      const char         *text)
{
  g_autofree char *escaped = g_markup_escape_text (text, -1);
  GtkWindow *window = carry_on_application_ensure_main_window (self);

  g_message ("%s", text);
  gtk_window_present (window);
  carry_on_window_add_toast (CARRY_ON_WINDOW (window), escaped);
}

static gboolean
session_ready (CarryOnApplication *self,
               const char         *key)
{
  CarryOnSession *session = carry_on_supervisor_lookup_session (self->supervisor, key);
  gpointer host = session != NULL ? carry_on_session_get_host (session) : NULL;
  CarryOnHostState state;

  if (!CARRY_ON_IS_HOST (host))
    return FALSE;
  state = carry_on_host_get_state (host);
  return state == CARRY_ON_HOST_STATE_CONTROLLER || state == CARRY_ON_HOST_STATE_OBSERVER;
}

/* Showing a session needs only the session, even while its host is away;
 * acting on it needs its host connected with control known. */
static gboolean
action_ready (CarryOnApplication *self,
              const char         *action,
              const char         *key)
{
  if (g_str_equal (action, "show-session"))
    return carry_on_supervisor_lookup_session (self->supervisor, key) != NULL;
  return session_ready (self, key);
}

static void
run_session_action (CarryOnApplication *self,
                    const char         *action,
                    const char         *key)
{
  CarryOnSession *session = carry_on_supervisor_lookup_session (self->supervisor, key);
  CarryOnHost *host = CARRY_ON_HOST (carry_on_session_get_host (session));
  g_autofree char *title = carry_on_host_text_line (carry_on_session_get_title (session),
                                                        CARRY_ON_NOTIFIER_TITLE_MAX);

  if (g_str_equal (action, "show-session"))
    {
      carry_on_window_show_session (CARRY_ON_WINDOW (carry_on_application_ensure_main_window (self)),
                                    key);
      return;
    }
  if (g_str_equal (action, "handoff-dialog"))
    {
      run_handoff_dialog (self, session);
      return;
    }

  if (!carry_on_host_is_controller (host))
    {
      g_autofree char *text = NULL;

      /* Translators: %s is a session's title */
      text = g_strdup_printf (_("Another Carry On controls the host of “%s”: it decides for this session, "
                                "this one only watches."), title);
      tell (self, text);
      return;
    }

  g_debug ("Session action %s for %s", action, key);
  g_action_group_activate_action (carry_on_supervisor_get_actions (self->supervisor), action,
                                  g_variant_new_string (key));

  /* Started by the bus just for this: stay in the background only if
   * closing the window would (a tray, or the setting); else show what
   * happened. */
  if (self->started_as_service && !carry_on_application_get_keep_running (self)
      && (self->window == NULL || !gtk_widget_get_visible (GTK_WIDGET (self->window))))
    carry_on_window_show_session (CARRY_ON_WINDOW (carry_on_application_ensure_main_window (self)),
                                  key);
}

static void
waiting_timeout_cb (gpointer user_data)
{
  WaitingAction *waiting = user_data;
  CarryOnApplication *self = waiting->self;
  g_autofree char *text = NULL;

  waiting->timeout_id = 0;
  /* Translators: %s is a session key such as "claude-code:1f2e…", %d seconds */
  text = g_strdup_printf (_("The agent host of session %s did not connect within %d seconds, so "
                            "nothing was done. Is the agent still running?"),
                          waiting->key, SESSION_WAIT_S);
  g_ptr_array_remove (self->waiting, waiting);
  tell (self, text);
}

static gboolean
recheck_waiting_cb (gpointer user_data)
{
  CarryOnApplication *self = user_data;
  g_autoptr(GPtrArray) ready = g_ptr_array_new_with_free_func (waiting_action_free);

  self->recheck_id = 0;
  for (guint i = 0; i < self->waiting->len;)
    {
      WaitingAction *waiting = g_ptr_array_index (self->waiting, i);

      if (action_ready (self, waiting->action, waiting->key))
        g_ptr_array_add (ready, g_ptr_array_steal_index (self->waiting, i));
      else
        i++;
    }
  for (guint i = 0; i < ready->len; i++)
    {
      WaitingAction *waiting = g_ptr_array_index (ready, i);

      run_session_action (self, waiting->action, waiting->key);
    }
  return G_SOURCE_REMOVE;
}

/* The sessions or a host's state changed: run what waited for it, from an
 * idle (never inside the supervisor's own signal emission). */
static void
queue_recheck (CarryOnApplication *self)
{
  if (self->recheck_id == 0 && self->waiting->len > 0)
    self->recheck_id = g_idle_add (recheck_waiting_cb, self);
}

static void
host_state_changed_cb (GObject            *host,
                       GParamSpec         *pspec,
                       CarryOnApplication *self)
{
  queue_recheck (self);
}

static void
hosts_changed_cb (GListModel         *hosts,
                  guint               position,
                  guint               removed,
                  guint               added,
                  CarryOnApplication *self)
{
  for (guint i = position; i < position + added; i++)
    {
      g_autoptr(GObject) host = g_list_model_get_item (hosts, i);

      g_signal_connect_object (host, "notify::state", G_CALLBACK (host_state_changed_cb), self, 0);
    }
  queue_recheck (self);
}

/* Runs @action (app.<action> with @key) now if the session is there, else
 * once it is. */
static void
session_action (CarryOnApplication *self,
                const char         *action,
                const char         *key)
{
  WaitingAction *waiting;

  if (action_ready (self, action, key))
    {
      run_session_action (self, action, key);
      return;
    }

  for (guint i = 0; i < self->waiting->len; i++)
    {
      waiting = g_ptr_array_index (self->waiting, i);
      if (g_str_equal (waiting->action, action) && g_str_equal (waiting->key, key))
        return;
    }

  g_message ("%s for session %s: waiting for its host to connect", action, key);
  waiting = g_new0 (WaitingAction, 1);
  waiting->self = self;
  waiting->action = g_strdup (action);
  waiting->key = g_strdup (key);
  waiting->timeout_id = carry_on_clock_schedule (self->clock, CARRY_ON_DEADLINE_MONOTONIC,
                                                 carry_on_clock_get_monotonic (self->clock)
                                                 + SESSION_WAIT_S * G_USEC_PER_SEC,
                                                 waiting_timeout_cb, waiting);
  g_ptr_array_add (self->waiting, waiting);
}

static void
session_action_cb (GSimpleAction *action,
                   GVariant      *parameter,
                   gpointer       user_data)
{
  session_action (CARRY_ON_APPLICATION (user_data), g_action_get_name (G_ACTION (action)),
                  g_variant_get_string (parameter, NULL));
}

static const GActionEntry app_actions[] = {
  { .name = "handoff-dialog", .activate = session_action_cb, .parameter_type = "s" },
  { .name = "show-window", .activate = show_window_action },
  { .name = "hide-window", .activate = hide_window_action },
  { .name = "show-session", .activate = session_action_cb, .parameter_type = "s" },
  { .name = "preferences", .activate = preferences_action },
  { .name = "about", .activate = about_action },
  { .name = "help", .activate = help_action },
  { .name = "quit", .activate = quit_action },
  { .name = "demo", .activate = demo_action },
};

/* The supervisor's commands ("enabled", "session-enabled", "set-limit",
 * "cancel", "retry-now") join the app's own, so `app.cancel` from a row, the
 * tray menu or a notification all reach the same GAction. */
static void
add_supervisor_actions (CarryOnApplication *self)
{
  GActionGroup *group = carry_on_supervisor_get_actions (self->supervisor);
  g_auto(GStrv) names = g_action_group_list_actions (group);

  g_return_if_fail (G_IS_ACTION_MAP (group));

  static const GActionEntry waiting_actions[] = {
    { .name = "retry-now", .activate = session_action_cb, .parameter_type = "s" },
    { .name = "cancel", .activate = session_action_cb, .parameter_type = "s" },
  };

  for (guint i = 0; names[i] != NULL; i++)
    {
      GAction *action = g_action_map_lookup_action (G_ACTION_MAP (group), names[i]);

      if (action != NULL)
        g_action_map_add_action (G_ACTION_MAP (self), action);
    }
  /* These two may come before their session does (see session_action()):
   * ours wait, then activate the supervisor's. */
  g_action_map_add_action_entries (G_ACTION_MAP (self), waiting_actions,
                                   G_N_ELEMENTS (waiting_actions), self);
}

/* The app's action group connects to each action it holds and only
 * disconnects on removal, so shared actions are removed before the
 * supervisor (which may outlive us) drops its side. */
static void
remove_supervisor_actions (CarryOnApplication *self)
{
  g_auto(GStrv) names = NULL;

  if (self->supervisor == NULL)
    return;

  names = g_action_group_list_actions (carry_on_supervisor_get_actions (self->supervisor));
  for (guint i = 0; names[i] != NULL; i++)
    g_action_map_remove_action (G_ACTION_MAP (self), names[i]);
}

/* GApplication ------------------------------------------------------------- */

/* GLib's default for the session bus is exit-on-close: raise(SIGTERM) when
 * the bus goes away, so the app vanished without a word.  It still quits
 * (the tray, notifications and actions all live on the bus), saying why. */
static void
on_bus_closed (GDBusConnection    *connection,
               gboolean            remote_peer_vanished,
               GError             *error,
               CarryOnApplication *self)
{
  g_warning ("the session bus went away (%s): Carry On quits; a headless runner "
             "(carry-on --headless) keeps supervising without one",
             error != NULL ? error->message : "closed");
  g_application_quit (G_APPLICATION (self));
}



static void
carry_on_application_startup (GApplication *app)
{
  CarryOnApplication *self = CARRY_ON_APPLICATION (app);
  static const char *quit_accels[] = { "<Control>q", NULL };
  static const char *preferences_accels[] = { "<Control>comma", NULL };
  static const char *help_accels[] = { "F1", NULL };
  g_autoptr(GError) error = NULL;
  g_autofree char *state_file = NULL;
  const char *hosts_dir;

  /* Before GTK opens the display (the parent's startup): see
   * carry-on-renderer.c.  Only carry-on itself can be its own probe. */
  if (self->probe_renderer)
    {
      static const char * const probe_argv[] = { "/proc/self/exe", NULL };

      carry_on_renderer_choose (probe_argv, RENDERER_PROBE_TIMEOUT_MS);
    }

  G_APPLICATION_CLASS (carry_on_application_parent_class)->startup (app);

  if (g_application_get_dbus_connection (app) != NULL)
    {
      GDBusConnection *bus = g_application_get_dbus_connection (app);

      g_dbus_connection_set_exit_on_close (bus, FALSE);
      g_signal_connect_object (bus, "closed", G_CALLBACK (on_bus_closed), self, 0);
    }

  if (self->clock == NULL)
    self->clock = carry_on_clock_new_system ();
  self->settings = carry_on_settings_new (NULL);
  self->state = g_settings_get_child (carry_on_settings_get_gsettings (self->settings), "state");
  self->supervisor = carry_on_supervisor_new (self->settings, self->clock);

  state_file = carry_on_paths_dup_state_file ();
  carry_on_supervisor_set_state_file (self->supervisor, state_file);
  {
    /* logind is on the system bus; without one, suspend is not followed. */
    g_autoptr(GDBusConnection) system_bus = g_bus_get_sync (G_BUS_TYPE_SYSTEM, NULL, NULL);

    self->connectivity = carry_on_connectivity_new (NULL, system_bus, self->clock);
    carry_on_supervisor_set_connectivity (self->supervisor, self->connectivity);
  }

  self->hosts_dir = carry_on_paths_ensure_hosts_dir (&error);
  hosts_dir = self->hosts_dir;
  if (hosts_dir == NULL)
    {
      g_warning ("hosts: %s", error->message);
      /* Translators: shown when the hosts directory is unusable */
      self->startup_problem = g_strdup_printf (_("Cannot watch the hosts directory: %s"), error->message);
      g_clear_error (&error);
    }
  else
    {
      self->monitor = carry_on_host_monitor_new (self->supervisor, self->settings,
                                                 self->clock, hosts_dir);
      if (!carry_on_host_monitor_start (self->monitor, &error))
        {
          g_warning ("hosts: %s", error->message);
          self->startup_problem = g_strdup_printf (_("Cannot watch the hosts directory: %s"), error->message);
          g_clear_error (&error);
        }
    }

  g_action_map_add_action_entries (G_ACTION_MAP (self), app_actions, G_N_ELEMENTS (app_actions), self);
  add_supervisor_actions (self);
  g_signal_connect_object (carry_on_supervisor_get_sessions (self->supervisor), "items-changed",
                           G_CALLBACK (queue_recheck), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (carry_on_supervisor_get_hosts (self->supervisor), "items-changed",
                           G_CALLBACK (hosts_changed_cb), self, 0);
  hosts_changed_cb (carry_on_supervisor_get_hosts (self->supervisor), 0, 0,
                    g_list_model_get_n_items (carry_on_supervisor_get_hosts (self->supervisor)), self);

  /* Started by the bus (DBusActivatable, --gapplication-service) for an
   * action or an Activate: keep supervising like --background, whatever
   * the action shows. */
  if (g_application_get_flags (app) & G_APPLICATION_IS_SERVICE)
    {
      self->started_as_service = TRUE;
      self->held_for_background = TRUE;
      g_application_hold (app);
    }

  /* The tray icon (its "available" decides hide-on-close) and the
   * desktop notifications, both on the app.* actions above. */
  self->tray = carry_on_tray_new (app, self->supervisor, self->clock);
  g_object_bind_property (self->tray, "available", self, "tray-available", G_BINDING_SYNC_CREATE);
  self->notifier = carry_on_notifier_new (app, self->supervisor, self->settings, self->clock);

  gtk_application_set_accels_for_action (GTK_APPLICATION (self), "app.quit", quit_accels);
  gtk_application_set_accels_for_action (GTK_APPLICATION (self), "app.preferences", preferences_accels);
  gtk_application_set_accels_for_action (GTK_APPLICATION (self), "app.help", help_accels);

  g_signal_connect_object (carry_on_settings_get_gsettings (self->settings), "changed::autostart",
                           G_CALLBACK (autostart_changed_cb), self, 0);
  sync_autostart (self, TRUE);
}

static void
carry_on_application_shutdown (GApplication *app)
{
  CarryOnApplication *self = CARRY_ON_APPLICATION (app);

  save_window_state (self);
  g_clear_object (&self->notifier);
  g_clear_object (&self->tray);
  if (self->monitor != NULL)
    carry_on_host_monitor_stop (self->monitor);
  carry_on_application_stop_demo (self);

  G_APPLICATION_CLASS (carry_on_application_parent_class)->shutdown (app);
}

static void
carry_on_application_activate (GApplication *app)
{
  CarryOnApplication *self = CARRY_ON_APPLICATION (app);

  gtk_window_present (carry_on_application_ensure_main_window (self));
}

static int
carry_on_application_handle_local_options (GApplication *app,
                                           GVariantDict *options)
{
  if (g_variant_dict_contains (options, "version"))
    {
      g_print ("%s %s\n", PACKAGE_NAME, PACKAGE_VERSION);
      return 0;
    }

  return -1;
}

static int
carry_on_application_command_line (GApplication            *app,
                                   GApplicationCommandLine *command_line)
{
  CarryOnApplication *self = CARRY_ON_APPLICATION (app);
  GVariantDict *options = g_application_command_line_get_options_dict (command_line);
  gboolean background = g_variant_dict_contains (options, "background");

  if (g_variant_dict_contains (options, "demo"))
    {
      g_autoptr(GError) error = NULL;

      if (!carry_on_application_start_demo (self, &error))
        {
          g_application_command_line_printerr (command_line, "carry-on: %s\n", error->message);
          return 1;
        }
    }

  if (background && self->window == NULL)
    {
      /* Started at login: supervise without a window.  Keep the process
       * alive; the tray (or "show window") brings the window up. */
      if (!self->held_for_background)
        {
          self->held_for_background = TRUE;
          g_application_hold (app);
        }
      return 0;
    }

  g_application_activate (app);
  return 0;
}

static void
carry_on_application_dispose (GObject *object)
{
  CarryOnApplication *self = CARRY_ON_APPLICATION (object);

  carry_on_application_stop_demo (self);
  g_clear_handle_id (&self->recheck_id, g_source_remove);
  g_clear_pointer (&self->waiting, g_ptr_array_unref);
  remove_supervisor_actions (self);
  g_clear_object (&self->monitor);
  g_clear_object (&self->supervisor);
  g_clear_object (&self->connectivity);
  g_clear_object (&self->state);
  g_clear_object (&self->settings);
  g_clear_object (&self->clock);
  g_clear_pointer (&self->startup_problem, g_free);
  g_clear_pointer (&self->hosts_dir, g_free);

  G_OBJECT_CLASS (carry_on_application_parent_class)->dispose (object);
}

static void
carry_on_application_get_property (GObject    *object,
                                   guint       prop_id,
                                   GValue     *value,
                                   GParamSpec *pspec)
{
  CarryOnApplication *self = CARRY_ON_APPLICATION (object);

  switch (prop_id)
    {
    case PROP_CLOCK:
      g_value_set_object (value, self->clock);
      break;
    case PROP_TRAY_AVAILABLE:
      g_value_set_boolean (value, self->tray_available);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
carry_on_application_set_property (GObject      *object,
                                   guint         prop_id,
                                   const GValue *value,
                                   GParamSpec   *pspec)
{
  CarryOnApplication *self = CARRY_ON_APPLICATION (object);

  switch (prop_id)
    {
    case PROP_CLOCK:
      self->clock = g_value_dup_object (value);
      break;
    case PROP_TRAY_AVAILABLE:
      carry_on_application_set_tray_available (self, g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
carry_on_application_class_init (CarryOnApplicationClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GApplicationClass *app_class = G_APPLICATION_CLASS (klass);

  carry_on_ui_ensure_resources ();
  object_class->dispose = carry_on_application_dispose;
  object_class->get_property = carry_on_application_get_property;
  object_class->set_property = carry_on_application_set_property;

  app_class->startup = carry_on_application_startup;
  app_class->shutdown = carry_on_application_shutdown;
  app_class->activate = carry_on_application_activate;
  app_class->handle_local_options = carry_on_application_handle_local_options;
  app_class->command_line = carry_on_application_command_line;

  /**
   * CarryOnApplication:clock:
   * The clock for the supervisor, the hosts and the countdowns; %NULL (the
   * default) means the system clock.  Tests pass a fake one.
   */
  properties[PROP_CLOCK] =
    g_param_spec_object ("clock", NULL, NULL, CARRY_ON_TYPE_CLOCK,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  /**
   * CarryOnApplication:tray-available:
   * Whether a tray shows our StatusNotifierItem (set by the tray).
   */
  properties[PROP_TRAY_AVAILABLE] =
    g_param_spec_boolean ("tray-available", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
carry_on_application_init (CarryOnApplication *self)
{
  self->waiting = g_ptr_array_new_with_free_func (waiting_action_free);
  g_application_add_main_option_entries (G_APPLICATION (self), option_entries);
}

/* Public API --------------------------------------------------------------- */

/**
 * carry_on_application_new:
 * @flags: #GApplicationFlags; %G_APPLICATION_HANDLES_COMMAND_LINE is always
 *   added (tests add %G_APPLICATION_NON_UNIQUE)
 * @clock: (nullable) (transfer none): the clock; %NULL for the system clock
 *
 * Returns: (transfer full): the application, id io.carryon.CarryOn
 */
CarryOnApplication *
carry_on_application_new (GApplicationFlags  flags,
                          CarryOnClock      *clock)
{
  g_return_val_if_fail (clock == NULL || CARRY_ON_IS_CLOCK (clock), NULL);

  return g_object_new (CARRY_ON_TYPE_APPLICATION,
                       "application-id", APP_ID,
                       "resource-base-path", "/io/carryon/CarryOn",
                       "flags", flags | G_APPLICATION_HANDLES_COMMAND_LINE,
                       "clock", clock,
                       NULL);
}

/**
 * carry_on_application_get_supervisor:
 *
 * Returns: (transfer none) (nullable): the engine; %NULL before startup
 */
CarryOnSupervisor *
carry_on_application_get_supervisor (CarryOnApplication *self)
{
  g_return_val_if_fail (CARRY_ON_IS_APPLICATION (self), NULL);

  return self->supervisor;
}

/**
 * carry_on_application_get_settings:
 *
 * Returns: (transfer none) (nullable): the settings; %NULL before startup
 */
CarryOnSettings *
carry_on_application_get_settings (CarryOnApplication *self)
{
  g_return_val_if_fail (CARRY_ON_IS_APPLICATION (self), NULL);

  return self->settings;
}

/**
 * carry_on_application_get_clock:
 *
 * Returns: (transfer none) (nullable): the clock; %NULL before startup
 *   unless one was given
 */
CarryOnClock *
carry_on_application_get_clock (CarryOnApplication *self)
{
  g_return_val_if_fail (CARRY_ON_IS_APPLICATION (self), NULL);

  return self->clock;
}

/**
 * carry_on_application_set_tray_available:
 * @available: whether a StatusNotifierWatcher shows our item now
 *
 * Called by the tray when it registers with a watcher or loses it; decides
 * whether closing the window hides it or quits.
 */
void
carry_on_application_set_tray_available (CarryOnApplication *self,
                                         gboolean            available)
{
  g_return_if_fail (CARRY_ON_IS_APPLICATION (self));

  available = !!available;
  if (self->tray_available == available)
    return;

  self->tray_available = available;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TRAY_AVAILABLE]);
}

/**
 * carry_on_application_get_tray_available:
 *
 * Returns: %TRUE while a tray shows our StatusNotifierItem
 */
gboolean
carry_on_application_get_tray_available (CarryOnApplication *self)
{
  g_return_val_if_fail (CARRY_ON_IS_APPLICATION (self), FALSE);

  return self->tray_available;
}

static void
demo_running_cb (CarryOnApplication *self)
{
  GAction *action = g_action_map_lookup_action (G_ACTION_MAP (self), "demo");

  if (action != NULL)
    g_simple_action_set_enabled (G_SIMPLE_ACTION (action),
                                 self->demo == NULL || !carry_on_demo_is_running (self->demo));
}

/**
 * carry_on_application_start_demo:
 * @error: %G_IO_ERROR_NOT_FOUND when carry-on-sim-host or the demo scenario
 *   is missing (see carry-on-demo.h), %G_IO_ERROR_NOT_INITIALIZED before
 *   startup or without a usable hosts directory, or a spawn error
 *
 * `--demo` and `app.demo`: spawns the simulated host with the demo
 * scenario in the hosts directory, where the host monitor finds it like
 * any other host.  Starting it twice is a no-op.
 *
 * Returns: %TRUE when the demo host runs
 */
gboolean
carry_on_application_start_demo (CarryOnApplication  *self,
                                 GError             **error)
{
  g_return_val_if_fail (CARRY_ON_IS_APPLICATION (self), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (self->hosts_dir == NULL)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_NOT_INITIALIZED,
                           _("The demo needs the hosts directory, which is not available"));
      return FALSE;
    }

  if (self->demo == NULL)
    self->demo = carry_on_demo_new ();
  if (carry_on_demo_is_running (self->demo))
    return TRUE;

  /* "Run the Demo" comes back when the demo ends. */
  g_signal_handlers_disconnect_by_func (self->demo, demo_running_cb, self);
  g_signal_connect_object (self->demo, "notify::running", G_CALLBACK (demo_running_cb), self,
                           G_CONNECT_SWAPPED);
  if (!carry_on_demo_start (self->demo, self->hosts_dir, error))
    return FALSE;

  g_simple_action_set_enabled (G_SIMPLE_ACTION (g_action_map_lookup_action (G_ACTION_MAP (self), "demo")),
                               FALSE);
  if (self->monitor != NULL)
    carry_on_host_monitor_rescan (self->monitor);
  return TRUE;
}

/**
 * carry_on_application_stop_demo:
 *
 * Stops the demo host if it runs; idempotent.
 */
void
carry_on_application_stop_demo (CarryOnApplication *self)
{
  g_return_if_fail (CARRY_ON_IS_APPLICATION (self));

  if (self->demo != NULL)
    carry_on_demo_stop (self->demo);
  g_clear_object (&self->demo);
}

/**
 * carry_on_gui_main:
 * @argc: from main()
 * @argv: from main()
 *
 * Runs the GTK application with the command line (`--demo`,
 * `--background`, `--version`, plus GApplication's own).  Sets up gettext
 * for the `carry-on` domain first.
 *
 * Returns: the exit status
 */
int
carry_on_gui_main (int    argc,
                   char **argv)
{
  g_autoptr(CarryOnApplication) app = NULL;

  setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE, LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  g_set_application_name (_("Carry On"));
  gtk_window_set_default_icon_name (APP_ID);

  app = carry_on_application_new (G_APPLICATION_DEFAULT_FLAGS, NULL);
  app->probe_renderer = TRUE;
  return g_application_run (G_APPLICATION (app), argc, argv);
}
