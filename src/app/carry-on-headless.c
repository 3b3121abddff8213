/* carry-on-headless.c
 *
 * SPDX-FileCopyrightText: 2026 The Carry On authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * `carry-on --headless`: the whole core without a display (servers, SSH,
 * CI, the systemd user unit in data/).  GLib only, no GTK.  It discovers
 * hosts, decides, sends continues and writes one line per decision to
 * stderr.  In a desktop session (the "headless-notify"
 * setting) it also shows the give-up and "Will continue" notifications;
 * their "Open" starts the window through D-Bus activation.
 */

#include "config.h"

#include <locale.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>

#include <glib-unix.h>
#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <json-glib/json-glib.h>

#include "carry-on-clock.h"
#include "carry-on-demo.h"
#include "carry-on-headless.h"
#include "carry-on-host-monitor.h"
#include "carry-on-paths.h"
#include "carry-on-session.h"
#include "carry-on-settings.h"
#include "carry-on-supervisor.h"
#ifdef CARRY_ON_WITH_GUI
#include "carry-on-notifier.h"
#endif

typedef enum {
  LOG_FORMAT_TEXT,
  LOG_FORMAT_JSON,
} LogFormat;

typedef struct
{
  LogFormat  format;
  GMainLoop *loop;
  int        exit_status;
} Runner;

/**
 * carry_on_wants_headless:
 * @argc: as main() got it
 * @argv: as main() got it
 *
 * Returns: %TRUE when @argv holds `--headless` (before any `--`)
 */
gboolean
carry_on_wants_headless (int    argc,
                         char **argv)
{
  for (int i = 1; i < argc && argv[i] != NULL; i++)
    {
      if (strcmp (argv[i], "--") == 0)
        break;
      if (strcmp (argv[i], "--headless") == 0)
        return TRUE;
    }
  return FALSE;
}

/* The local zone, looked up again at most once a minute: GLib looks it
 * up on every g_date_time_new_now_local() when TZ is unset (a stat of
 * /usr/share/zoneinfo and /etc/localtime and a readlink each time), and
 * every decision writes a line.  A zone changed by the system shows in
 * the log within a minute.  Log lines may come from other threads. */
static GDateTime *
dup_now_local (void)
{
  static GMutex lock;
  static GTimeZone *zone;
  static gint64 looked_up_us;
  gint64 mono = g_get_monotonic_time ();
  g_autoptr(GTimeZone) tz = NULL;

  g_mutex_lock (&lock);
  if (zone == NULL || mono - looked_up_us > 60 * G_USEC_PER_SEC)
    {
      g_clear_pointer (&zone, g_time_zone_unref);
      zone = g_time_zone_new_local ();
      looked_up_us = mono;
    }
  tz = g_time_zone_ref (zone);
  g_mutex_unlock (&lock);

  return g_date_time_new_now (tz);
}

static char *
dup_local_time (const char *format)
{
  g_autoptr(GDateTime) now = dup_now_local ();

  return g_date_time_format (now, format);
}

static void
write_line (const char *line)
{
  /* One write per line, so lines from a busy runner never interleave. */
  g_autofree char *with_nl = g_strconcat (line, "\n", NULL);

  fputs (with_nl, stderr);
  fflush (stderr);
}

/* The text format puts host text (titles, failure messages, request ids)
 * on a terminal or into a journal: a newline in a title could forge a whole
 * decision line, an escape sequence could clear the screen.  Control
 * characters (C0, DEL, C1), the line and paragraph separators and the
 * bidirectional overrides are written as escapes, and so is the backslash,
 * so an escape in the log always means one. */
static char *
escape_text_line (const char *line)
{
  g_autofree char *valid = g_utf8_make_valid (line, -1);
  GString *out = g_string_sized_new (strlen (valid) + 8);

  for (const char *p = valid; *p != '\0'; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);

      switch (c)
        {
        case '\\': g_string_append (out, "\\\\"); continue;
        case '\n': g_string_append (out, "\\n"); continue;
        case '\r': g_string_append (out, "\\r"); continue;
        case '\t': g_string_append (out, "\\t"); continue;
        default: break;
        }
      if (c < 0x20 || (c >= 0x7f && c <= 0x9f))
        g_string_append_printf (out, "\\x%02x", c);
      else if (c == 0x2028 || c == 0x2029 || (c >= 0x202a && c <= 0x202e)
               || (c >= 0x2066 && c <= 0x2069))
        g_string_append_printf (out, "\\u%04x", c);
      else
        g_string_append_unichar (out, c);
    }
  return g_string_free (out, FALSE);
}

/* write_line() for the text format: @line may hold host text. */
static void
write_text_line (const char *line)
{
  g_autofree char *escaped = escape_text_line (line);

  write_line (escaped);
}

static void
write_json (JsonBuilder *builder)
{
  g_autoptr(JsonGenerator) generator = json_generator_new ();
  g_autoptr(JsonNode) root = json_builder_get_root (builder);
  g_autofree char *text = NULL;

  json_generator_set_root (generator, root);
  text = json_generator_to_data (generator, NULL);
  write_line (text);
}

/* GLib's own log records (connection losses, refused sockets, warnings)
 * in the runner's format, so that with --log-format=json stderr holds JSON
 * lines only and a pipe into jq keeps working. */
static GLogWriterOutput
log_writer (GLogLevelFlags   log_level,
            const GLogField *fields,
            gsize            n_fields,
            gpointer         user_data)
{
  Runner *runner = user_data;
  const char *domain = NULL;
  const char *message = NULL;
  const char *level;

  if (g_log_writer_default_would_drop (log_level, NULL))
    return G_LOG_WRITER_HANDLED;

  for (gsize i = 0; i < n_fields; i++)
    {
      if (g_strcmp0 (fields[i].key, "GLIB_DOMAIN") == 0)
        domain = fields[i].value;
      else if (g_strcmp0 (fields[i].key, "MESSAGE") == 0)
        message = fields[i].value;
    }
  if (message == NULL)
    return G_LOG_WRITER_UNHANDLED;

  switch (log_level & G_LOG_LEVEL_MASK)
    {
    case G_LOG_LEVEL_ERROR:    level = "error"; break;
    case G_LOG_LEVEL_CRITICAL: level = "critical"; break;
    case G_LOG_LEVEL_WARNING:  level = "warning"; break;
    case G_LOG_LEVEL_MESSAGE:  level = "message"; break;
    case G_LOG_LEVEL_INFO:     level = "info"; break;
    case G_LOG_LEVEL_DEBUG:    level = "debug"; break;
    default:                   level = "log"; break;
    }

  if (runner->format == LOG_FORMAT_JSON)
    {
      g_autoptr(JsonBuilder) builder = json_builder_new ();
      g_autofree char *time = dup_local_time ("%FT%T.%f%:z");

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "time");
      json_builder_add_string_value (builder, time);
      json_builder_set_member_name (builder, "level");
      json_builder_add_string_value (builder, level);
      json_builder_set_member_name (builder, "domain");
      json_builder_add_string_value (builder, domain != NULL ? domain : "");
      json_builder_set_member_name (builder, "text");
      json_builder_add_string_value (builder, message);
      json_builder_end_object (builder);
      write_json (builder);
    }
  else
    {
      g_autofree char *time = dup_local_time ("%T");
      g_autofree char *line = NULL;

      if ((log_level & G_LOG_LEVEL_MASK) == G_LOG_LEVEL_MESSAGE ||
          (log_level & G_LOG_LEVEL_MASK) == G_LOG_LEVEL_INFO)
        line = g_strdup_printf ("%s %s", time, message);
      else
        line = g_strdup_printf ("%s %s: %s: %s", time, level, domain != NULL ? domain : "carry-on", message);
      write_text_line (line);
    }
  return G_LOG_WRITER_HANDLED;
}

/* "14:02:11 claude-code my-project: continuing in 15 s (2/99)"; JSON:
 * {"time":ISO 8601,"host":kind,"session":key,"title":…,"decision":…,"text":…} */
static void
on_decision (CarryOnSupervisor *supervisor,
             CarryOnSession    *session,
             CarryOnDecision    decision,
             const char        *text,
             Runner            *runner)
{
  const char *kind = carry_on_session_get_host_kind (session);
  const char *title = carry_on_session_get_title (session);

  if (runner->format == LOG_FORMAT_JSON)
    {
      g_autoptr(JsonBuilder) builder = json_builder_new ();
      g_autofree char *time = dup_local_time ("%FT%T.%f%:z");

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "time");
      json_builder_add_string_value (builder, time);
      json_builder_set_member_name (builder, "host");
      json_builder_add_string_value (builder, kind);
      json_builder_set_member_name (builder, "session");
      json_builder_add_string_value (builder, carry_on_session_get_key (session));
      json_builder_set_member_name (builder, "title");
      json_builder_add_string_value (builder, title);
      json_builder_set_member_name (builder, "decision");
      json_builder_add_string_value (builder, carry_on_decision_to_string (decision));
      json_builder_set_member_name (builder, "text");
      json_builder_add_string_value (builder, text);
      json_builder_set_member_name (builder, "count");
      json_builder_add_int_value (builder, carry_on_session_get_count (session));
      json_builder_set_member_name (builder, "due_us");
      json_builder_add_int_value (builder, carry_on_session_get_due (session));
      json_builder_end_object (builder);
      write_json (builder);
    }
  else
    {
      g_autofree char *time = dup_local_time ("%T");
      g_autofree char *line = g_strdup_printf ("%s %s %s: %s", time,
                                               kind != NULL ? kind : "?",
                                               title != NULL ? title : "?",
                                               text);
      write_text_line (line);
    }
}

/* Host connection changes get a line too: "connected (observer: another
 * supervisor holds control)" must be visible. */
static void
on_host_state (CarryOnHost *host,
               GParamSpec  *pspec,
               Runner      *runner)
{
  CarryOnHostState state = carry_on_host_get_state (host);
  const char *kind = carry_on_host_get_kind (host);
  const char *error = carry_on_host_get_error (host);
  const char *what;

  switch (state)
    {
    case CARRY_ON_HOST_STATE_CONTROLLER:
      what = "connected, in control";
      break;
    case CARRY_ON_HOST_STATE_OBSERVER:
      what = "connected, observing only (another supervisor holds control)";
      break;
    case CARRY_ON_HOST_STATE_RECONNECTING:
      what = "lost, reconnecting";
      break;
    case CARRY_ON_HOST_STATE_REFUSED:
      what = "refused";
      break;
    case CARRY_ON_HOST_STATE_CLOSED:
      what = "closed";
      break;
    case CARRY_ON_HOST_STATE_CONNECTING:
    default:
      return;
    }

  /* A host that keeps failing to connect goes CONNECTING → RECONNECTING on
   * every try: one line for the streak. */
  if (GPOINTER_TO_INT (g_object_get_data (G_OBJECT (host), "carry-on-logged-state")) == (int) state + 1)
    return;
  g_object_set_data (G_OBJECT (host), "carry-on-logged-state", GINT_TO_POINTER ((int) state + 1));

  if (runner->format == LOG_FORMAT_JSON)
    {
      g_autoptr(JsonBuilder) builder = json_builder_new ();
      g_autofree char *time = dup_local_time ("%FT%T.%f%:z");

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "time");
      json_builder_add_string_value (builder, time);
      json_builder_set_member_name (builder, "host");
      json_builder_add_string_value (builder, kind);
      json_builder_set_member_name (builder, "socket");
      json_builder_add_string_value (builder, carry_on_host_get_id (host));
      json_builder_set_member_name (builder, "host_state");
      json_builder_add_string_value (builder, carry_on_host_state_to_string (state));
      json_builder_set_member_name (builder, "text");
      json_builder_add_string_value (builder, what);
      if (error != NULL && state != CARRY_ON_HOST_STATE_CONTROLLER
          && state != CARRY_ON_HOST_STATE_OBSERVER)
        {
          json_builder_set_member_name (builder, "error");
          json_builder_add_string_value (builder, error);
        }
      json_builder_end_object (builder);
      write_json (builder);
    }
  else
    {
      g_autofree char *time = dup_local_time ("%T");
      g_autofree char *line =
        g_strdup_printf ("%s %s %s: %s%s%s", time,
                         kind != NULL ? kind : "host",
                         carry_on_host_get_id (host), what,
                         error != NULL && state != CARRY_ON_HOST_STATE_CONTROLLER
                         && state != CARRY_ON_HOST_STATE_OBSERVER ? " — " : "",
                         error != NULL && state != CARRY_ON_HOST_STATE_CONTROLLER
                         && state != CARRY_ON_HOST_STATE_OBSERVER ? error : "");
      write_text_line (line);
    }
}

static void
on_host_added (CarryOnHostMonitor *monitor,
               CarryOnHost        *host,
               Runner             *runner)
{
  g_signal_connect (host, "notify::state", G_CALLBACK (on_host_state), runner);
}

static void
on_host_removed (CarryOnHostMonitor *monitor,
                 CarryOnHost        *host,
                 Runner             *runner)
{
  g_signal_handlers_disconnect_by_data (host, runner);
}

static gboolean
on_quit_signal (gpointer user_data)
{
  Runner *runner = user_data;

  g_main_loop_quit (runner->loop);
  return G_SOURCE_CONTINUE;
}

#ifdef CARRY_ON_WITH_GUI
/* ---- notifications ---------------------------------------------------------- */

/* Whether this process runs inside a graphical session (systemd-logind's
 * XDG_SESSION_TYPE, or a display to talk to). */
static gboolean
in_desktop_session (void)
{
  const char *type = g_getenv ("XDG_SESSION_TYPE");

  if (g_strcmp0 (type, "x11") == 0 || g_strcmp0 (type, "wayland") == 0)
    return TRUE;
  return (g_getenv ("WAYLAND_DISPLAY") != NULL && *g_getenv ("WAYLAND_DISPLAY") != '\0')
         || (g_getenv ("DISPLAY") != NULL && *g_getenv ("DISPLAY") != '\0');
}

static void
on_bus_closed (GDBusConnection *connection,
               gboolean         remote_peer_vanished,
               GError          *error,
               gpointer         user_data)
{
  g_warning ("the session bus went away (%s): no more desktop notifications; "
             "supervising goes on", error != NULL ? error->message : "closed");
}

/* The "headless-notify" setting: on (the default), a runner in a desktop
 * session notifies like the window (when a server is there: the notifier
 * finds out); a runner on a server or over SSH never tries. */
static gboolean
wants_notifications (GSettings *gsettings)
{
  return g_settings_get_boolean (gsettings, "headless-notify") && in_desktop_session ();
}

/* "Open" on a notification: the runner has no window, so the app's own
 * (io.carryon.CarryOn, started by the bus when it is not running: its
 * desktop file says DBusActivatable) shows it. */
static void
activate_app_action (const char *name,
                     GVariant   *parameter)
{
  g_autoptr(GDBusConnection) bus = NULL;
  g_autoptr(GError) error = NULL;
  GVariantBuilder params;

  bus = g_bus_get_sync (G_BUS_TYPE_SESSION, NULL, &error);
  if (bus == NULL)
    {
      g_message ("Cannot open the window: %s", error->message);
      return;
    }
  g_variant_builder_init (&params, G_VARIANT_TYPE ("av"));
  if (parameter != NULL)
    g_variant_builder_add (&params, "v", parameter);
  g_dbus_connection_call (bus, APP_ID, "/io/carryon/CarryOn", "org.freedesktop.Application",
                          "ActivateAction",
                          g_variant_new ("(sav@a{sv})", name, &params,
                                         g_variant_new_array (G_VARIANT_TYPE ("{sv}"), NULL, 0)),
                          NULL, G_DBUS_CALL_FLAGS_NONE, 60 * 1000, NULL, NULL, NULL);
}

static void
show_window_action (GSimpleAction *action,
                    GVariant      *parameter,
                    gpointer       user_data)
{
  activate_app_action ("show-window", NULL);
}

static void
show_session_action (GSimpleAction *action,
                     GVariant      *parameter,
                     gpointer       user_data)
{
  activate_app_action ("show-session", parameter);
}

/* (transfer full) (nullable): an application carrying the actions the
 * notification buttons activate: the supervisor's own (retry-now, cancel:
 * this runner holds control, so it acts) and the window's, forwarded. */
static GApplication *
make_action_app (CarryOnSupervisor *supervisor)
{
  static const GActionEntry window_actions[] = {
    { .name = "show-window", .activate = show_window_action },
    { .name = "show-session", .activate = show_session_action, .parameter_type = "s" },
  };
  g_autoptr(GApplication) app = g_application_new (NULL, G_APPLICATION_NON_UNIQUE);
  GActionGroup *group = carry_on_supervisor_get_actions (supervisor);
  g_auto(GStrv) names = g_action_group_list_actions (group);
  g_autoptr(GError) error = NULL;

  if (!g_application_register (app, NULL, &error))
    {
      g_message ("No notifications: %s", error->message);
      return NULL;
    }
  g_action_map_add_action_entries (G_ACTION_MAP (app), window_actions,
                                   G_N_ELEMENTS (window_actions), NULL);
  for (guint i = 0; names[i] != NULL; i++)
    {
      GAction *action = g_action_map_lookup_action (G_ACTION_MAP (group), names[i]);

      if (action != NULL)
        g_action_map_add_action (G_ACTION_MAP (app), action);
    }
  return g_steal_pointer (&app);
}

static void
drop_action_app (GApplication      *app,
                 CarryOnSupervisor *supervisor)
{
  g_auto(GStrv) names = g_action_group_list_actions (carry_on_supervisor_get_actions (supervisor));

  /* The shared actions go first: the app's group holds handlers on them. */
  for (guint i = 0; names[i] != NULL; i++)
    g_action_map_remove_action (G_ACTION_MAP (app), names[i]);
}
#endif

/* The schema from the system, else (running from a build tree) the one
 * compiled in the build dir; NULL with a clear message when neither. */
static GSettings *
make_gsettings (GError **error)
{
  GSettingsSchemaSource *source = g_settings_schema_source_get_default ();
  g_autoptr(GSettingsSchema) schema = NULL;

  if (source != NULL)
    schema = g_settings_schema_source_lookup (source, CARRY_ON_SETTINGS_SCHEMA_ID, TRUE);

#ifdef CARRY_ON_BUILD_SCHEMA_DIR
  if (schema == NULL)
    {
      g_autoptr(GSettingsSchemaSource) build_source =
        g_settings_schema_source_new_from_directory (CARRY_ON_BUILD_SCHEMA_DIR, source, FALSE, NULL);

      if (build_source != NULL)
        schema = g_settings_schema_source_lookup (build_source, CARRY_ON_SETTINGS_SCHEMA_ID, FALSE);
    }
#endif

  if (schema == NULL)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND,
                   "the GSettings schema %s is not installed (run `meson install`, "
                   "or set GSETTINGS_SCHEMA_DIR to <build>/data)",
                   CARRY_ON_SETTINGS_SCHEMA_ID);
      return NULL;
    }

  return g_settings_new_full (schema, NULL, NULL);
}

/**
 * carry_on_headless_main:
 * @argc: as main() got it
 * @argv: as main() got it: `--headless [--demo] [--log-format=text|json]`
 *
 * Runs the core until SIGINT or SIGTERM: settings from GSettings
 * (io.carryon.CarryOn), the state file from carry_on_paths_dup_state_file(),
 * hosts from carry_on_paths_ensure_hosts_dir() and the `extra-sockets`
 * setting.  Each decision is one line on stderr.
 *
 * Returns: 0 on a clean stop, 1 when it cannot start (no schema, a hosts
 *   directory that is not ours, no demo host), 2 on bad usage
 */
int
carry_on_headless_main (int    argc,
                        char **argv)
{
  gboolean headless = FALSE;
  gboolean demo_wanted = FALSE;
  g_autofree char *log_format = NULL;
  GOptionEntry entries[] = {
    { "headless", 0, 0, G_OPTION_ARG_NONE, &headless, N_("Run without a window"), NULL },
    { "demo", 0, 0, G_OPTION_ARG_NONE, &demo_wanted, N_("Also run a simulated agent host (the demo scenario)"), NULL },
    { "log-format", 0, 0, G_OPTION_ARG_STRING, &log_format, N_("How decisions are logged on stderr"), "text|json" },
    { NULL }
  };
  g_autoptr(GOptionContext) context = NULL;
  g_autoptr(GError) error = NULL;
  g_auto(GStrv) args = NULL;
  g_autoptr(GSettings) gsettings = NULL;
  g_autoptr(CarryOnSettings) settings = NULL;
  g_autoptr(CarryOnClock) clock = NULL;
  g_autoptr(CarryOnSupervisor) supervisor = NULL;
  g_autoptr(CarryOnHostMonitor) monitor = NULL;
  g_autoptr(CarryOnDemo) demo = NULL;
  g_autoptr(GMainLoop) loop = NULL;
#ifdef CARRY_ON_WITH_GUI
  g_autoptr(GApplication) action_app = NULL;
  g_autoptr(CarryOnNotifier) notifier = NULL;
  g_autoptr(GDBusConnection) bus = NULL;
#endif
  g_autoptr(CarryOnConnectivity) connectivity = NULL;
  g_autofree char *hosts_dir = NULL;
  g_autofree char *state_file = NULL;
  g_autofree char *state_dir = NULL;
  Runner runner = { LOG_FORMAT_TEXT, NULL, 0 };
  guint sigint_id, sigterm_id;

  context = g_option_context_new (NULL);
  g_option_context_set_summary (context, _("Carry On without a window: supervises agent hosts and logs each decision on stderr."));
  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  args = g_strdupv (argv);
  if (!g_option_context_parse_strv (context, &args, &error))
    {
      g_printerr ("carry-on: %s\n", error->message);
      return 2;
    }

  if (log_format == NULL || g_strcmp0 (log_format, "text") == 0)
    runner.format = LOG_FORMAT_TEXT;
  else if (g_strcmp0 (log_format, "json") == 0)
    runner.format = LOG_FORMAT_JSON;
  else
    {
      g_printerr ("carry-on: unknown --log-format \"%s\" (text or json)\n", log_format);
      return 2;
    }
  g_log_set_writer_func (log_writer, &runner, NULL);

  gsettings = make_gsettings (&error);
  if (gsettings == NULL)
    {
      g_printerr ("carry-on: %s\n", error->message);
      return 1;
    }
  settings = carry_on_settings_new (gsettings);

  hosts_dir = carry_on_paths_ensure_hosts_dir (&error);
  if (hosts_dir == NULL)
    {
      g_printerr ("carry-on: %s\n", error->message);
      return 1;
    }

  state_file = carry_on_paths_dup_state_file ();
  state_dir = g_path_get_dirname (state_file);
  if (g_mkdir_with_parents (state_dir, 0700) != 0)
    g_printerr ("carry-on: cannot create %s; state will not survive a restart\n", state_dir);

  /* The handlers go in before anything can be seen from outside (the
   * hosts dir watch, the demo's socket, the first log line): a SIGTERM
   * that follows any of them is a clean stop, never the default action. */
  loop = g_main_loop_new (NULL, FALSE);
  runner.loop = loop;
  sigint_id = g_unix_signal_add (SIGINT, on_quit_signal, &runner);
  sigterm_id = g_unix_signal_add (SIGTERM, on_quit_signal, &runner);

  clock = carry_on_clock_new_system ();
  supervisor = carry_on_supervisor_new (settings, clock);
  carry_on_supervisor_set_state_file (supervisor, state_file);
  {
    /* logind is on the system bus; without one, suspend is not followed. */
    g_autoptr(GDBusConnection) system_bus = g_bus_get_sync (G_BUS_TYPE_SYSTEM, NULL, NULL);

    connectivity = carry_on_connectivity_new (NULL, system_bus, clock);
    carry_on_supervisor_set_connectivity (supervisor, connectivity);
  }
  g_signal_connect (supervisor, "decision", G_CALLBACK (on_decision), &runner);

#ifdef CARRY_ON_WITH_GUI
  if (wants_notifications (gsettings) && (action_app = make_action_app (supervisor)) != NULL)
    {
      notifier = carry_on_notifier_new (action_app, supervisor, settings, clock);
      /* Notifications use the shared session bus, whose default is to
       * raise(SIGTERM) when it goes away: a runner keeps supervising. */
      bus = g_bus_get_sync (G_BUS_TYPE_SESSION, NULL, NULL);
      if (bus != NULL)
        {
          g_dbus_connection_set_exit_on_close (bus, FALSE);
          g_signal_connect (bus, "closed", G_CALLBACK (on_bus_closed), NULL);
        }
    }
#endif

  monitor = carry_on_host_monitor_new (supervisor, settings, clock, hosts_dir);
  g_signal_connect (monitor, "host-added", G_CALLBACK (on_host_added), &runner);
  g_signal_connect (monitor, "host-removed", G_CALLBACK (on_host_removed), &runner);
  if (!carry_on_host_monitor_start (monitor, &error))
    {
      g_printerr ("carry-on: cannot watch %s: %s\n", hosts_dir, error->message);
      return 1;
    }

  if (demo_wanted)
    {
      demo = carry_on_demo_new ();
      if (!carry_on_demo_start (demo, hosts_dir, &error))
        {
          g_printerr ("carry-on: cannot start the demo host: %s\n", error->message);
          carry_on_host_monitor_stop (monitor);
          return 1;
        }
    }

  if (runner.format == LOG_FORMAT_TEXT)
    {
      g_autofree char *time = dup_local_time ("%T");
      g_autofree char *line = g_strdup_printf ("%s Carry On %s running headless: watching %s%s",
                                               time, PACKAGE_VERSION, hosts_dir,
                                               carry_on_settings_get_enabled (settings)
                                               ? "" : " (switched off in settings)");
      write_text_line (line);
    }

  g_main_loop_run (loop);
  g_source_remove (sigint_id);
  g_source_remove (sigterm_id);

  if (runner.format == LOG_FORMAT_TEXT)
    {
      g_autofree char *time = dup_local_time ("%T");
      g_autofree char *line = g_strdup_printf ("%s Carry On stopping", time);
      write_line (line);
    }

  if (demo != NULL)
    carry_on_demo_stop (demo);
  g_signal_handlers_disconnect_by_data (monitor, &runner);
  for (guint i = 0; i < g_list_model_get_n_items (carry_on_supervisor_get_hosts (supervisor)); i++)
    {
      g_autoptr(CarryOnHost) host = g_list_model_get_item (carry_on_supervisor_get_hosts (supervisor), i);
      g_signal_handlers_disconnect_by_data (host, &runner);
    }
  carry_on_host_monitor_stop (monitor);
  g_signal_handlers_disconnect_by_data (supervisor, &runner);
#ifdef CARRY_ON_WITH_GUI
  /* Closes what is still on screen: its buttons die with us. */
  g_clear_object (&notifier);
  if (action_app != NULL)
    drop_action_app (action_app, supervisor);
#endif

  return runner.exit_status;
}
