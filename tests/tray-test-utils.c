/* tray-test-utils.c
 *
 * SPDX-FileCopyrightText: 2026 The Carry On authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>
#include <sys/socket.h>

#include "tray-test-utils.h"

static void
host_write (TrayTest   *t,
            const char *json)
{
  g_autofree char *line = g_strconcat (json, "\n", NULL);
  gsize len = strlen (line), off = 0;

  while (off < len)
    {
      g_autoptr(GError) error = NULL;
      gssize n = g_socket_send (t->peer, line + off, len - off, NULL, &error);

      if (n < 0 && g_error_matches (error, G_IO_ERROR, G_IO_ERROR_WOULD_BLOCK))
        {
          g_main_context_iteration (NULL, FALSE);
          continue;
        }
      g_assert_no_error (error);
      off += n;
    }
}

void
tray_test_writef (TrayTest   *t,
                  const char *format,
                  ...)
{
  g_autofree char *json = NULL;
  va_list args;

  va_start (args, format);
  json = g_strdup_vprintf (format, args);
  va_end (args);
  host_write (t, json);
}

static void
host_read (TrayTest *t)
{
  char buf[65536];

  for (;;)
    {
      g_autoptr(GError) error = NULL;
      gssize n = g_socket_receive (t->peer, buf, sizeof buf, NULL, &error);
      char *nl;

      if (n <= 0)
        break;
      g_string_append_len (t->inbuf, buf, n);
      while ((nl = memchr (t->inbuf->str, '\n', t->inbuf->len)) != NULL)
        {
          g_autoptr(JsonParser) parser = json_parser_new ();
          gsize linelen = nl - t->inbuf->str;

          g_assert_true (json_parser_load_from_data (parser, t->inbuf->str, linelen, NULL));
          g_ptr_array_add (t->received,
                           json_object_ref (json_node_get_object (json_parser_get_root (parser))));
          g_string_erase (t->inbuf, 0, linelen + 1);
        }
    }
}

/* Runs the main context until the supervisor's I/O has settled (no timer
 * of the core is real: they are on the fake clock). */
void
tray_test_settle (TrayTest *t)
{
  for (int i = 0; i < 50; i++)
    {
      while (g_main_context_iteration (NULL, FALSE))
        ;
      host_read (t);
      g_usleep (1000);
      if (!g_main_context_pending (NULL))
        {
          while (g_main_context_iteration (NULL, FALSE))
            ;
          host_read (t);
          if (i > 3)
            break;
        }
    }
}

guint
tray_test_count_sent (TrayTest   *t,
                      const char *type)
{
  guint n = 0;

  host_read (t);
  for (guint i = 0; i < t->received->len; i++)
    if (g_strcmp0 (json_object_get_string_member (g_ptr_array_index (t->received, i), "type"),
                   type) == 0)
      n++;
  return n;
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
  TrayTest *t = g_new0 (TrayTest, 1);
  g_autoptr(GError) error = NULL;
  g_autoptr(GSocket) ours = NULL;
  g_autoptr(GSocketConnection) conn = NULL;
  int fds[2];

  /* The fake clock starts at the real second, so "19:01" texts are sane. */
  t->clock = carry_on_clock_new_fake (g_get_real_time () / TRAY_TEST_SEC * TRAY_TEST_SEC);
  t->gsettings = g_settings_new ("io.carryon.CarryOn");
  g_settings_set_boolean (t->gsettings, "jitter", FALSE);
  t->settings = carry_on_settings_new (t->gsettings);
  t->supervisor = carry_on_supervisor_new (t->settings, t->clock);
  t->inbuf = g_string_new (NULL);
  t->received = g_ptr_array_new_with_free_func ((GDestroyNotify) json_object_unref);
  t->activated = g_ptr_array_new_with_free_func (g_free);

  g_assert_cmpint (socketpair (AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, fds), ==, 0);
  ours = g_socket_new_from_fd (fds[0], &error);
  g_assert_no_error (error);
  t->peer = g_socket_new_from_fd (fds[1], &error);
  g_assert_no_error (error);
  g_socket_set_blocking (t->peer, FALSE);
  conn = g_socket_connection_factory_create_connection (ours);
  t->host = carry_on_host_new_for_stream (G_IO_STREAM (conn), t->clock);
  carry_on_supervisor_add_host (t->supervisor, t->host);

  host_write (t, "{\"type\":\"hello\",\"protocol\":\"1.0\",\"role\":\"host\","
                 "\"host\":{\"kind\":\"claude-code\",\"name\":\"Claude Code\",\"version\":\"2.1.0\",\"pid\":4242},"
                 "\"capabilities\":[\"prompt.submit\",\"log\",\"usage\"]}");
  host_write (t, "{\"type\":\"control\",\"state\":\"free\"}");
  tray_test_settle (t);
  host_write (t, "{\"type\":\"control\",\"state\":\"granted\"}");
  tray_test_writef (t, "{\"type\":\"sessions\",\"sessions\":%s}", sessions_json);
  tray_test_settle (t);
  g_assert_true (carry_on_host_is_controller (t->host));

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
  g_clear_object (&t->host);
  g_clear_object (&t->peer);
  g_clear_object (&t->settings);
  g_settings_reset (t->gsettings, "enabled");
  g_settings_reset (t->gsettings, "jitter");
  g_settings_reset (t->gsettings, "notify-give-up");
  g_settings_reset (t->gsettings, "notify-scheduled-minutes");
  g_clear_object (&t->gsettings);
  g_clear_object (&t->clock);
  g_string_free (t->inbuf, TRUE);
  g_ptr_array_unref (t->received);
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
