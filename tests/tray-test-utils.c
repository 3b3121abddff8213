/* tray-test-utils.c
 *
 * SPDX-FileCopyrightText: 2026 The Carry On authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "tray-test-utils.h"

void
tray_test_writef (TrayTest   *t,
                  const char *format,
                  ...)
{
  va_list args;

  va_start (args, format);
  carry_on_fake_host_writev (t->fake, format, args);
  va_end (args);
}

/* Runs the main context until the supervisor's I/O has settled (no timer
 * of the core is real: they are on the fake clock), then a few rounds
 * more.  Unlike the core tests', the desktop's work also arrives from
 * outside this context (D-Bus replies from dunst and the panel through
 * GDBus's worker thread, GTK's frame clock), and a settle of the core
 * alone returns before it; a test that needs one such reply waits for it
 * by name (tray_test_wait()), and these rounds only let the rest land. */
void
tray_test_settle (TrayTest *t)
{
  carry_on_fake_host_settle (t->fake);
  for (int i = 0; i < 50; i++)
    {
      g_usleep (1000);
      if (!g_main_context_pending (NULL) && i >= 3)
        break;
      carry_on_fake_host_settle (t->fake);
    }
}

guint
tray_test_count_sent (TrayTest   *t,
                      const char *type)
{
  carry_on_fake_host_read (t->fake);
  return carry_on_fake_host_count_type (t->fake, type);
}

void
tray_test_fail_turn (TrayTest   *t,
                     const char *id,
                     const char *failure_json)
{
  t->turn++;
  tray_test_writef (t, "{\"type\":\"turn.start\",\"session_id\":\"%s\",\"turn_id\":\"t%d\"}",
                    id, t->turn);
  tray_test_writef (t, "{\"type\":\"turn.complete\",\"session_id\":\"%s\",\"turn_id\":\"t%d\","
                       "\"reason\":\"error\",\"failure\":%s}", id, t->turn, failure_json);
  tray_test_settle (t);
}

void
tray_test_limit_turn (TrayTest   *t,
                      const char *id,
                      gint64      in_s)
{
  gint64 reset = carry_on_clock_get_wall (t->clock) / TRAY_TEST_SEC + in_s;
  g_autofree char *failure = NULL;

  failure = g_strdup_printf ("{\"kind\":\"rate_limit\",\"status\":429,"
                             "\"message\":\"You've hit your usage limit\","
                             "\"resets_at\":%" G_GINT64_FORMAT "}", reset);
  tray_test_fail_turn (t, id, failure);
}

void
tray_test_advance (TrayTest *t,
                   gint64    us)
{
  carry_on_clock_advance (t->clock, us);
  tray_test_settle (t);
}

CarryOnSession *
tray_test_session (TrayTest   *t,
                   const char *id)
{
  g_autofree char *key = g_strdup_printf ("claude-code:%s", id);

  return carry_on_supervisor_lookup_session (t->supervisor, key);
}

gboolean
tray_test_was_activated (TrayTest   *t,
                         const char *what)
{
  for (guint i = 0; i < t->activated->len; i++)
    if (g_str_equal (g_ptr_array_index (t->activated, i), what))
      return TRUE;
  return FALSE;
}

static void
stub_action_cb (GSimpleAction *action,
                GVariant      *parameter,
                gpointer       user_data)
{
  TrayTest *t = user_data;

  if (parameter != NULL && g_variant_is_of_type (parameter, G_VARIANT_TYPE_STRING))
    g_ptr_array_add (t->activated, g_strdup_printf ("%s %s", g_action_get_name (G_ACTION (action)),
                                                    g_variant_get_string (parameter, NULL)));
  else
    g_ptr_array_add (t->activated, g_strdup (g_action_get_name (G_ACTION (action))));
}

/* The supervisor's real actions are wrapped so the test sees them run too. */
static void
forward_action_cb (GSimpleAction *action,
                   GVariant      *parameter,
                   gpointer       user_data)
{
  TrayTest *t = user_data;

  stub_action_cb (action, parameter, user_data);
  g_action_group_activate_action (carry_on_supervisor_get_actions (t->supervisor),
                                  g_action_get_name (G_ACTION (action)), parameter);
}

static void
startup_cb (GApplication *app,
            TrayTest     *t)
{
  static const GActionEntry stubs[] = {
    { .name = "show-window", .activate = stub_action_cb },
    { .name = "show-session", .activate = stub_action_cb, .parameter_type = "s" },
    { .name = "preferences", .activate = stub_action_cb },
    { .name = "quit", .activate = stub_action_cb },
    { .name = "cancel", .activate = forward_action_cb, .parameter_type = "s" },
    { .name = "retry-now", .activate = forward_action_cb, .parameter_type = "s" },
  };
  GAction *enabled;

  g_action_map_add_action_entries (G_ACTION_MAP (app), stubs, G_N_ELEMENTS (stubs), t);
  /* The global switch is the supervisor's own (a GSettings action). */
  enabled = g_action_map_lookup_action (G_ACTION_MAP (carry_on_supervisor_get_actions (t->supervisor)),
                                        "enabled");
  g_action_map_add_action (G_ACTION_MAP (app), enabled);
}

TrayTest *
tray_test_new (const char *app_id,
               const char *sessions_json)
{
  return tray_test_new_full (app_id,
                             CARRY_ON_FAKE_HOST_HELLO ("claude-code", "Claude Code", "2.1.0", 4242,
                                                       "\"prompt.submit\",\"log\",\"usage\""),
                             sessions_json);
}

TrayTest *
tray_test_new_full (const char *app_id,
                    const char *hello,
                    const char *sessions_json)
{
  TrayTest *t = g_new0 (TrayTest, 1);
  g_autoptr(GError) error = NULL;

  /* The fake clock starts at the real second, so "19:01" texts are sane. */
  t->clock = carry_on_clock_new_fake (g_get_real_time () / TRAY_TEST_SEC * TRAY_TEST_SEC);
  t->gsettings = g_settings_new ("io.carryon.CarryOn");
  g_settings_set_boolean (t->gsettings, "jitter", FALSE);
  t->settings = carry_on_settings_new (t->gsettings);
  t->supervisor = carry_on_supervisor_new (t->settings, t->clock);
  t->activated = g_ptr_array_new_with_free_func (g_free);
  t->fake = carry_on_fake_host_new (t->supervisor, t->clock, hello, sessions_json);

  t->app = g_application_new (app_id, G_APPLICATION_NON_UNIQUE);
  g_signal_connect (t->app, "startup", G_CALLBACK (startup_cb), t);
  g_application_register (t->app, NULL, &error);
  g_assert_no_error (error);

  return t;
}

void
tray_test_free (TrayTest *t)
{
  /* The shared "enabled" action would keep calling into the freed app's
   * action group when the setting changes: take it out first. */
  g_action_map_remove_action (G_ACTION_MAP (t->app), "enabled");
  g_clear_object (&t->app);
  g_clear_object (&t->supervisor);
  g_clear_pointer (&t->fake, carry_on_fake_host_free);
  g_clear_object (&t->settings);
  g_settings_reset (t->gsettings, "enabled");
  g_settings_reset (t->gsettings, "jitter");
  g_settings_reset (t->gsettings, "resume-margin");
  g_settings_reset (t->gsettings, "notify-give-up");
  g_settings_reset (t->gsettings, "notify-scheduled-minutes");
  g_clear_object (&t->gsettings);
  g_clear_object (&t->clock);
  g_ptr_array_unref (t->activated);
  g_free (t);
  while (g_main_context_iteration (NULL, FALSE))
    ;
}

static gboolean
timeout_cb (gpointer user_data)
{
  *(gboolean *) user_data = TRUE;
  return G_SOURCE_REMOVE;
}

gboolean
tray_test_wait (gboolean (*done) (gpointer data),
                gpointer   data,
                guint      timeout_ms)
{
  gboolean timed_out = FALSE;
  guint id = g_timeout_add (timeout_ms, timeout_cb, &timed_out);

  while (!done (data) && !timed_out)
    g_main_context_iteration (NULL, TRUE);
  if (!timed_out)
    g_source_remove (id);
  return done (data);
}

typedef struct
{
  TrayTest   *t;
  const char *what;
} Activated;

static gboolean
was_activated (gpointer data)
{
  Activated *a = data;

  return tray_test_was_activated (a->t, a->what);
}

void
tray_test_wait_activated (TrayTest   *t,
                          const char *what,
                          guint       timeout_ms)
{
  Activated a = { t, what };

  if (!tray_test_wait (was_activated, &a, timeout_ms))
    g_error ("The app action \"%s\" did not run", what);
}

void
tray_test_spin_ms (guint ms)
{
  gboolean done = FALSE;

  g_timeout_add (ms, timeout_cb, &done);
  while (!done)
    g_main_context_iteration (NULL, TRUE);
}

GDBusConnection *
tray_test_new_connection (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *address = NULL;
  GDBusConnection *connection;

  address = g_dbus_address_get_for_bus_sync (G_BUS_TYPE_SESSION, NULL, &error);
  g_assert_no_error (error);
  connection = g_dbus_connection_new_for_address_sync (address,
                                                       G_DBUS_CONNECTION_FLAGS_AUTHENTICATION_CLIENT
                                                       | G_DBUS_CONNECTION_FLAGS_MESSAGE_BUS_CONNECTION,
                                                       NULL, NULL, &error);
  g_assert_no_error (error);
  return connection;
}

gboolean
tray_test_name_has_owner (const char *name)
{
  g_autoptr(GDBusConnection) connection = NULL;
  g_autoptr(GVariant) reply = NULL;
  gboolean has_owner = FALSE;

  if (g_getenv ("DBUS_SESSION_BUS_ADDRESS") == NULL)
    return FALSE;
  connection = g_bus_get_sync (G_BUS_TYPE_SESSION, NULL, NULL);
  if (connection == NULL)
    return FALSE;
  reply = g_dbus_connection_call_sync (connection, "org.freedesktop.DBus", "/org/freedesktop/DBus",
                                       "org.freedesktop.DBus", "NameHasOwner",
                                       g_variant_new ("(s)", name), G_VARIANT_TYPE ("(b)"),
                                       G_DBUS_CALL_FLAGS_NONE, 5000, NULL, NULL);
  if (reply != NULL)
    g_variant_get (reply, "(b)", &has_owner);
  return has_owner;
}
