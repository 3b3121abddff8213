/* test-host-monitor.c
 *
 * SPDX-FileCopyrightText: 2026 The Carry On authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * CarryOnHostMonitor: discovery of host sockets in a real temp directory
 * (real inotify events) and through the `extra-sockets` setting.  The
 * monitor runs without a supervisor here, so only discovery is tested.
 */

#include "config.h"

#include <sys/stat.h>
#include <unistd.h>

#include <gio/gio.h>
#include <gio/gunixsocketaddress.h>
#include <glib/gstdio.h>

#include "carry-on-clock.h"
#include "carry-on-host-monitor.h"
#include "carry-on-settings.h"

#define CORE_DOMAIN "carry-on-core"
/* A guard against a hung test (real time), not a wait for a backoff. */
#define GUARD_US (60 * G_USEC_PER_SEC)
#define START_US (G_GINT64_CONSTANT (1764450000) * G_USEC_PER_SEC)

typedef struct
{
  GPtrArray *added;     /* CarryOnHost */
  GPtrArray *removed;   /* CarryOnHost */
  GPtrArray *ignored;   /* char * path */
} Events;

static void
on_added (CarryOnHostMonitor *monitor,
          CarryOnHost        *host,
          Events             *ev)
{
  g_ptr_array_add (ev->added, g_object_ref (host));
}

static void
on_removed (CarryOnHostMonitor *monitor,
            CarryOnHost        *host,
            Events             *ev)
{
  g_ptr_array_add (ev->removed, g_object_ref (host));
}

static void
on_ignored (CarryOnHostMonitor *monitor,
            const char         *path,
            const char         *reason,
            Events             *ev)
{
  g_ptr_array_add (ev->ignored, g_strdup (path));
}

static void
events_init (Events             *ev,
             CarryOnHostMonitor *monitor)
{
  ev->added = g_ptr_array_new_with_free_func (g_object_unref);
  ev->removed = g_ptr_array_new_with_free_func (g_object_unref);
  ev->ignored = g_ptr_array_new_with_free_func (g_free);
  g_signal_connect (monitor, "host-added", G_CALLBACK (on_added), ev);
  g_signal_connect (monitor, "host-removed", G_CALLBACK (on_removed), ev);
  g_signal_connect (monitor, "ignored", G_CALLBACK (on_ignored), ev);
}

static void
events_clear (Events             *ev,
              CarryOnHostMonitor *monitor)
{
  g_signal_handlers_disconnect_by_data (monitor, ev);
  g_clear_pointer (&ev->added, g_ptr_array_unref);
  g_clear_pointer (&ev->removed, g_ptr_array_unref);
  g_clear_pointer (&ev->ignored, g_ptr_array_unref);
}

/* Runs the main loop until *@counter reaches @n (file-monitor events). */
static void
wait_for_count (guint *counter,
                guint  n)
{
  gint64 guard = g_get_monotonic_time () + GUARD_US;

  while (*counter < n)
    {
      g_main_context_iteration (NULL, FALSE);
      g_usleep (500);
      g_assert_cmpint (g_get_monotonic_time (), <, guard);
    }
}

static GSocket *
listen_at (const char *path)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GSocketAddress) address = g_unix_socket_address_new (path);
  GSocket *socket = g_socket_new (G_SOCKET_FAMILY_UNIX, G_SOCKET_TYPE_STREAM, 0, &error);

  g_assert_no_error (error);
  g_assert_true (g_socket_bind (socket, address, FALSE, &error));
  g_assert_no_error (error);
  g_assert_true (g_socket_listen (socket, &error));
  g_socket_set_blocking (socket, FALSE);
  return socket;
}

/* Accepts one client and reads its first line: proof that the monitor's
 * host connected.  Returns the line. */
static char *
accept_and_read_line (GSocket *listener)
{
  gint64 guard = g_get_monotonic_time () + GUARD_US;
  g_autoptr(GSocket) client = NULL;
  g_autoptr(GString) line = g_string_new (NULL);

  while (client == NULL)
    {
      g_autoptr(GError) error = NULL;

      client = g_socket_accept (listener, NULL, &error);
      if (client == NULL)
        {
          g_assert_error (error, G_IO_ERROR, G_IO_ERROR_WOULD_BLOCK);
          g_main_context_iteration (NULL, FALSE);
          g_usleep (500);
        }
      g_assert_cmpint (g_get_monotonic_time (), <, guard);
    }

  g_socket_set_blocking (client, FALSE);
  for (;;)
    {
      char c;
      gssize n = g_socket_receive (client, &c, 1, NULL, NULL);

      if (n == 1 && c == '\n')
        break;
      if (n == 1)
        g_string_append_c (line, c);
      else
        {
          g_main_context_iteration (NULL, FALSE);
          g_usleep (200);
        }
      g_assert_cmpint (g_get_monotonic_time (), <, guard);
    }
  g_socket_close (client, NULL);
  return g_string_free (g_steal_pointer (&line), FALSE);
}

static char *
make_dir (void)
{
  g_autoptr(GError) error = NULL;
  char *dir = g_dir_make_tmp ("carry-on-hosts-XXXXXX", &error);

  g_assert_no_error (error);
  return dir;
}

static void
remove_dir (const char *dir)
{
  g_autoptr(GDir) d = g_dir_open (dir, 0, NULL);
  const char *name;

  while (d != NULL && (name = g_dir_read_name (d)) != NULL)
    {
      g_autofree char *path = g_build_filename (dir, name, NULL);

      if (g_rmdir (path) != 0)
        g_unlink (path);
    }
  g_rmdir (dir);
}

static void
test_monitor_scan (void)
{
  g_autoptr(CarryOnClock) clock = carry_on_clock_new_fake (START_US);
  g_autofree char *dir = make_dir ();
  g_autofree char *a = g_build_filename (dir, "a.sock", NULL);
  g_autofree char *b = g_build_filename (dir, "b.sock", NULL);
  g_autofree char *plain = g_build_filename (dir, "notes.txt", NULL);
  g_autofree char *sub = g_build_filename (dir, "subdir", NULL);
  g_autoptr(GSocket) sa = listen_at (a);
  g_autoptr(GSocket) sb = listen_at (b);
  g_autoptr(CarryOnHostMonitor) monitor = carry_on_host_monitor_new (NULL, NULL, clock, dir);
  g_autoptr(GError) error = NULL;
  g_autofree char *hello_a = NULL;
  g_autofree char *hello_b = NULL;
  Events ev;

  g_assert_true (g_file_set_contents (plain, "hello", -1, &error));
  g_assert_cmpint (g_mkdir (sub, 0700), ==, 0);

  events_init (&ev, monitor);
  g_assert_true (carry_on_host_monitor_start (monitor, &error));
  g_assert_no_error (error);

  g_assert_cmpuint (ev.added->len, ==, 2);
  g_assert_cmpuint (carry_on_host_monitor_get_n_hosts (monitor), ==, 2);
  g_assert_nonnull (carry_on_host_monitor_lookup (monitor, a));
  g_assert_nonnull (carry_on_host_monitor_lookup (monitor, b));
  g_assert_null (carry_on_host_monitor_lookup (monitor, plain));
  g_assert_true (carry_on_host_monitor_is_ignored (monitor, plain));
  g_assert_false (carry_on_host_monitor_is_ignored (monitor, sub));
  g_assert_cmpuint (ev.ignored->len, ==, 1);

  /* Both hosts really connect and say hello. */
  hello_a = accept_and_read_line (sa);
  hello_b = accept_and_read_line (sb);
  g_assert_nonnull (strstr (hello_a, "\"role\":\"supervisor\""));
  g_assert_nonnull (strstr (hello_b, "\"role\":\"supervisor\""));

  /* A rescan changes nothing and logs nothing new. */
  carry_on_host_monitor_rescan (monitor);
  g_assert_cmpuint (ev.added->len, ==, 2);
  g_assert_cmpuint (ev.ignored->len, ==, 1);

  carry_on_host_monitor_stop (monitor);
  g_assert_cmpuint (ev.removed->len, ==, 2);
  g_assert_cmpuint (carry_on_host_monitor_get_n_hosts (monitor), ==, 0);
  for (guint i = 0; i < ev.removed->len; i++)
    g_assert_cmpint (carry_on_host_get_state (g_ptr_array_index (ev.removed, i)), ==,
                     CARRY_ON_HOST_STATE_CLOSED);

  events_clear (&ev, monitor);
  remove_dir (dir);
}

static void
test_monitor_add_remove (void)
{
  g_autoptr(CarryOnClock) clock = carry_on_clock_new_fake (START_US);
  g_autofree char *dir = make_dir ();
  g_autofree char *path = g_build_filename (dir, "late.sock", NULL);
  g_autoptr(CarryOnHostMonitor) monitor = carry_on_host_monitor_new (NULL, NULL, clock, dir);
  g_autoptr(GError) error = NULL;
  g_autoptr(GSocket) listener = NULL;
  g_autofree char *hello = NULL;
  CarryOnHost *host;
  Events ev;

  events_init (&ev, monitor);
  g_assert_true (carry_on_host_monitor_start (monitor, &error));
  g_assert_cmpuint (ev.added->len, ==, 0);

  /* A host starts after us: the file monitor sees its socket. */
  listener = listen_at (path);
  wait_for_count (&ev.added->len, 1);
  host = g_ptr_array_index (ev.added, 0);
  g_assert_cmpstr (carry_on_host_get_socket_path (host), ==, path);
  hello = accept_and_read_line (listener);
  g_assert_nonnull (strstr (hello, "\"type\":\"hello\""));

  /* It exits and removes its socket: the host is removed and closed. */
  g_socket_close (listener, NULL);
  g_assert_cmpint (g_unlink (path), ==, 0);
  wait_for_count (&ev.removed->len, 1);
  g_assert_true (g_ptr_array_index (ev.removed, 0) == host);
  g_assert_cmpint (carry_on_host_get_state (host), ==, CARRY_ON_HOST_STATE_CLOSED);
  g_assert_cmpuint (carry_on_host_monitor_get_n_hosts (monitor), ==, 0);

  events_clear (&ev, monitor);
  carry_on_host_monitor_stop (monitor);
  remove_dir (dir);
}

/* A host that binds a hidden name and renames it into place once it
 * listens (as CarryOnHostServer does) is seen under its final name, and
 * the hidden one is never taken for a host. */
static void
test_monitor_renamed_into_place (void)
{
  g_autoptr(CarryOnClock) clock = carry_on_clock_new_fake (START_US);
  g_autofree char *dir = make_dir ();
  g_autofree char *hidden = g_build_filename (dir, ".late.sock.42.tmp", NULL);
  g_autofree char *path = g_build_filename (dir, "late.sock", NULL);
  g_autoptr(CarryOnHostMonitor) monitor = carry_on_host_monitor_new (NULL, NULL, clock, dir);
  g_autoptr(GError) error = NULL;
  g_autoptr(GSocket) listener = NULL;
  g_autofree char *hello = NULL;
  CarryOnHost *host;
  Events ev;

  events_init (&ev, monitor);
  g_assert_true (carry_on_host_monitor_start (monitor, &error));

  listener = listen_at (hidden);
  g_assert_cmpint (g_rename (hidden, path), ==, 0);
  wait_for_count (&ev.added->len, 1);
  host = g_ptr_array_index (ev.added, 0);
  g_assert_cmpstr (carry_on_host_get_socket_path (host), ==, path);
  hello = accept_and_read_line (listener);
  g_assert_nonnull (strstr (hello, "\"type\":\"hello\""));
  g_assert_cmpuint (carry_on_host_monitor_get_n_hosts (monitor), ==, 1);

  g_socket_close (listener, NULL);
  g_assert_cmpint (g_unlink (path), ==, 0);
  wait_for_count (&ev.removed->len, 1);
  events_clear (&ev, monitor);
  carry_on_host_monitor_stop (monitor);
  remove_dir (dir);
}

static void
test_monitor_bad_files_block_nobody (void)
{
  g_autoptr(CarryOnClock) clock = carry_on_clock_new_fake (START_US);
  g_autofree char *dir = make_dir ();
  g_autofree char *stale = g_build_filename (dir, "stale.sock", NULL);
  g_autofree char *plain = g_build_filename (dir, "fake.sock", NULL);
  g_autofree char *good = g_build_filename (dir, "good.sock", NULL);
  g_autoptr(CarryOnHostMonitor) monitor = carry_on_host_monitor_new (NULL, NULL, clock, dir);
  g_autoptr(GError) error = NULL;
  g_autoptr(GSocket) dead = NULL;
  g_autoptr(GSocket) listener = NULL;
  g_autofree char *hello = NULL;
  Events ev;

  /* A socket whose host died (nobody listens), and a plain file posing as
   * a socket. */
  dead = listen_at (stale);
  g_socket_close (dead, NULL);
  g_assert_true (g_file_set_contents (plain, "{}", -1, &error));

  events_init (&ev, monitor);
  g_assert_true (carry_on_host_monitor_start (monitor, &error));
  g_assert_cmpuint (ev.added->len, ==, 1);
  g_assert_cmpuint (ev.ignored->len, ==, 1);
  g_assert_cmpstr (g_ptr_array_index (ev.ignored, 0), ==, plain);

  /* A good host appears next to them and is served at once. */
  listener = listen_at (good);
  wait_for_count (&ev.added->len, 2);
  hello = accept_and_read_line (listener);
  g_assert_nonnull (strstr (hello, "\"type\":\"hello\""));

  /* The stale one backs off on the fake clock meanwhile. */
  {
    CarryOnHost *host = carry_on_host_monitor_lookup (monitor, stale);
    gint64 guard = g_get_monotonic_time () + GUARD_US;

    g_assert_nonnull (host);
    while (carry_on_host_get_state (host) != CARRY_ON_HOST_STATE_RECONNECTING)
      {
        g_main_context_iteration (NULL, FALSE);
        g_assert_cmpint (g_get_monotonic_time (), <, guard);
      }
  }

  events_clear (&ev, monitor);
  carry_on_host_monitor_stop (monitor);
  g_socket_close (listener, NULL);
  remove_dir (dir);
}

static void
test_monitor_other_uid (void)
{
  g_autoptr(CarryOnClock) clock = carry_on_clock_new_fake (START_US);
  g_autofree char *dir = NULL;
  g_autofree char *theirs = NULL;
  g_autofree char *ours = NULL;
  g_autoptr(CarryOnHostMonitor) monitor = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GSocket) s1 = NULL;
  g_autoptr(GSocket) s2 = NULL;
  Events ev;

  if (getuid () != 0)
    {
      g_test_skip ("making a socket of another uid needs root");
      return;
    }

  dir = make_dir ();
  theirs = g_build_filename (dir, "theirs.sock", NULL);
  ours = g_build_filename (dir, "ours.sock", NULL);
  s1 = listen_at (theirs);
  g_assert_cmpint (chown (theirs, 65534, 65534), ==, 0);
  s2 = listen_at (ours);

  monitor = carry_on_host_monitor_new (NULL, NULL, clock, dir);
  events_init (&ev, monitor);
  g_test_expect_message (CORE_DOMAIN, G_LOG_LEVEL_WARNING, "*theirs.sock*uid 65534*");
  g_assert_true (carry_on_host_monitor_start (monitor, &error));
  g_test_assert_expected_messages ();
  g_assert_cmpuint (ev.added->len, ==, 1);
  g_assert_null (carry_on_host_monitor_lookup (monitor, theirs));
  g_assert_true (carry_on_host_monitor_is_ignored (monitor, theirs));

  /* Our own socket handed to another uid later: its host goes away. */
  g_test_expect_message (CORE_DOMAIN, G_LOG_LEVEL_WARNING, "*ours.sock*uid 65534*");
  g_assert_cmpint (chown (ours, 65534, 65534), ==, 0);
  wait_for_count (&ev.removed->len, 1);
  g_test_assert_expected_messages ();
  g_assert_cmpuint (carry_on_host_monitor_get_n_hosts (monitor), ==, 0);

  events_clear (&ev, monitor);
  carry_on_host_monitor_stop (monitor);
  remove_dir (dir);
}

static void
test_monitor_extra_sockets (void)
{
  g_autoptr(CarryOnClock) clock = carry_on_clock_new_fake (START_US);
  g_autofree char *dir = make_dir ();
  g_autofree char *elsewhere = make_dir ();
  g_autofree char *forwarded = g_build_filename (elsewhere, "remote.sock", NULL);
  g_autoptr(CarryOnSettings) settings = carry_on_settings_new (NULL);
  GSettings *gsettings = carry_on_settings_get_gsettings (settings);
  g_autoptr(CarryOnHostMonitor) monitor = carry_on_host_monitor_new (NULL, settings, clock, dir);
  g_autoptr(GError) error = NULL;
  g_autoptr(GSocket) listener = NULL;
  g_autofree char *hello = NULL;
  const char *extra[] = { NULL, "relative/path.sock", "", NULL };
  Events ev;

  extra[0] = forwarded;
  events_init (&ev, monitor);
  g_assert_true (carry_on_host_monitor_start (monitor, &error));

  /* Listed before it exists (the ssh tunnel is not up yet). */
  g_assert_true (g_settings_set_strv (gsettings, "extra-sockets", extra));
  g_assert_cmpuint (ev.added->len, ==, 0);

  /* The tunnel comes up. */
  listener = listen_at (forwarded);
  wait_for_count (&ev.added->len, 1);
  g_assert_nonnull (carry_on_host_monitor_lookup (monitor, forwarded));
  hello = accept_and_read_line (listener);
  g_assert_nonnull (strstr (hello, "\"type\":\"hello\""));

  /* Taken out of the setting: the host goes. */
  g_settings_reset (gsettings, "extra-sockets");
  wait_for_count (&ev.removed->len, 1);
  g_assert_null (carry_on_host_monitor_lookup (monitor, forwarded));

  events_clear (&ev, monitor);
  carry_on_host_monitor_stop (monitor);
  g_socket_close (listener, NULL);
  remove_dir (dir);
  remove_dir (elsewhere);
}

static void
test_monitor_missing_dir (void)
{
  g_autoptr(CarryOnHostMonitor) monitor = carry_on_host_monitor_new (NULL, NULL, NULL, "/nonexistent/carry-on/hosts");
  g_autoptr(GError) error = NULL;

  /* inotify cannot watch a missing directory: a clear error, no crash. */
  if (carry_on_host_monitor_start (monitor, &error))
    g_assert_cmpuint (carry_on_host_monitor_get_n_hosts (monitor), ==, 0);
  else
    g_assert_nonnull (error);
  carry_on_host_monitor_stop (monitor);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);

  g_test_add_func ("/core/host-monitor/scan", test_monitor_scan);
  g_test_add_func ("/core/host-monitor/add-remove", test_monitor_add_remove);
  g_test_add_func ("/core/host-monitor/renamed-into-place", test_monitor_renamed_into_place);
  g_test_add_func ("/core/host-monitor/bad-files-block-nobody", test_monitor_bad_files_block_nobody);
  g_test_add_func ("/core/host-monitor/other-uid", test_monitor_other_uid);
  g_test_add_func ("/core/host-monitor/extra-sockets", test_monitor_extra_sockets);
  g_test_add_func ("/core/host-monitor/missing-dir", test_monitor_missing_dir);

  return g_test_run ();
}
