/* test-connectivity.c
 *
 * SPDX-FileCopyrightText: 2026 The Carry On authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * CarryOnConnectivity with a fake network monitor and a fake logind on a
 * private bus (GTestDBus): offline without a network, while going to sleep
 * and just after a resume until the network is confirmed or the grace
 * passes on the fake clock.
 */
#include "config.h"

#include <gio/gio.h>

#include "carry-on-connectivity.h"
#include "carry-on-fake-network-monitor.h"

#define START_US G_GINT64_CONSTANT (1773144000000000)

/* ---- a logind on a private bus ------------------------------------------ */

typedef struct
{
  GTestDBus       *bus;
  GDBusConnection *logind;    /* owns org.freedesktop.login1 */
  GDBusConnection *client;    /* Carry On's side */
} Fixture;

static void
fixture_setup (Fixture       *f,
               gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GVariant) reply = NULL;
  const char *address;

  f->bus = g_test_dbus_new (G_TEST_DBUS_NONE);
  g_test_dbus_up (f->bus);
  address = g_test_dbus_get_bus_address (f->bus);

  f->logind = g_dbus_connection_new_for_address_sync (address,
                                                      G_DBUS_CONNECTION_FLAGS_AUTHENTICATION_CLIENT |
                                                      G_DBUS_CONNECTION_FLAGS_MESSAGE_BUS_CONNECTION,
                                                      NULL, NULL, &error);
  g_assert_no_error (error);
  reply = g_dbus_connection_call_sync (f->logind, "org.freedesktop.DBus", "/org/freedesktop/DBus",
                                       "org.freedesktop.DBus", "RequestName",
                                       g_variant_new ("(su)", "org.freedesktop.login1", 0),
                                       G_VARIANT_TYPE ("(u)"), G_DBUS_CALL_FLAGS_NONE, -1, NULL, &error);
  g_assert_no_error (error);

  f->client = g_dbus_connection_new_for_address_sync (address,
                                                      G_DBUS_CONNECTION_FLAGS_AUTHENTICATION_CLIENT |
                                                      G_DBUS_CONNECTION_FLAGS_MESSAGE_BUS_CONNECTION,
                                                      NULL, NULL, &error);
  g_assert_no_error (error);
}

static void
fixture_teardown (Fixture       *f,
                  gconstpointer  data)
{
  g_dbus_connection_close_sync (f->client, NULL, NULL);
  g_dbus_connection_close_sync (f->logind, NULL, NULL);
  g_clear_object (&f->client);
  g_clear_object (&f->logind);
  g_test_dbus_down (f->bus);
  g_clear_object (&f->bus);
}

/* Emits PrepareForSleep(@start) and waits until @conn gives @reason: the
 * signal crossed the bus. */
static void
sleep_signal (Fixture             *f,
              CarryOnConnectivity *conn,
              gboolean             start,
              const char          *reason)
{
  g_autoptr(GError) error = NULL;
  gint64 deadline = g_get_monotonic_time () + 60 * G_USEC_PER_SEC;

  g_dbus_connection_emit_signal (f->logind, NULL, "/org/freedesktop/login1",
                                 "org.freedesktop.login1.Manager", "PrepareForSleep",
                                 g_variant_new ("(b)", start), &error);
  g_assert_no_error (error);
  g_dbus_connection_flush_sync (f->logind, NULL, &error);
  g_assert_no_error (error);
  while (g_strcmp0 (carry_on_connectivity_get_reason (conn), reason) != 0)
    {
      g_main_context_iteration (NULL, TRUE);
      g_assert_cmpint (g_get_monotonic_time (), <, deadline);
    }
}

/* Subscribing is asynchronous on the bus: a round trip after it makes sure
 * the match rule is in place before the first signal. */
static void
sync_bus (Fixture *f)
{
  g_autoptr(GVariant) reply = NULL;
  g_autoptr(GError) error = NULL;

  reply = g_dbus_connection_call_sync (f->client, "org.freedesktop.DBus", "/org/freedesktop/DBus",
                                       "org.freedesktop.DBus", "GetId", NULL, NULL,
                                       G_DBUS_CALL_FLAGS_NONE, -1, NULL, &error);
  g_assert_no_error (error);
}

static void
test_network (Fixture       *f,
              gconstpointer  data)
{
  g_autoptr(CarryOnClock) clock = carry_on_clock_new_fake (START_US);
  g_autoptr(CarryOnFakeNetworkMonitor) monitor = carry_on_fake_network_monitor_new ();
  g_autoptr(CarryOnConnectivity) conn = NULL;

  conn = carry_on_connectivity_new (G_NETWORK_MONITOR (monitor), NULL, clock);
  g_assert_true (carry_on_connectivity_get_online (conn));
  g_assert_null (carry_on_connectivity_get_reason (conn));

  carry_on_fake_network_monitor_set_available (monitor, FALSE);
  g_assert_false (carry_on_connectivity_get_online (conn));
  g_assert_cmpstr (carry_on_connectivity_get_reason (conn), ==, "no network");

  carry_on_fake_network_monitor_set_available (monitor, TRUE);
  g_assert_true (carry_on_connectivity_get_online (conn));
  g_assert_cmpuint (carry_on_clock_get_n_pending (clock), ==, 0);

  /* Starting without a network: offline from the start. */
  carry_on_fake_network_monitor_set_available (monitor, FALSE);
  g_clear_object (&conn);
  conn = carry_on_connectivity_new (G_NETWORK_MONITOR (monitor), NULL, clock);
  g_assert_false (carry_on_connectivity_get_online (conn));
}

static void
test_suspend_resume_network_back (Fixture       *f,
                                  gconstpointer  data)
{
  g_autoptr(CarryOnClock) clock = carry_on_clock_new_fake (START_US);
  g_autoptr(CarryOnFakeNetworkMonitor) monitor = carry_on_fake_network_monitor_new ();
  g_autoptr(CarryOnConnectivity) conn = NULL;

  conn = carry_on_connectivity_new (G_NETWORK_MONITOR (monitor), f->client, clock);
  sync_bus (f);
  g_assert_true (carry_on_connectivity_get_online (conn));

  sleep_signal (f, conn, TRUE, "going to sleep");
  g_assert_false (carry_on_connectivity_get_online (conn));

  /* Awake, but the monitor still says "available" from before the sleep:
   * not trusted until it reports a change. */
  sleep_signal (f, conn, FALSE, "just resumed, waiting for the network");
  g_assert_false (carry_on_connectivity_get_online (conn));
  carry_on_clock_advance (clock, 10 * G_USEC_PER_SEC);
  g_assert_false (carry_on_connectivity_get_online (conn));

  /* The Wi-Fi comes back. */
  carry_on_fake_network_monitor_set_available (monitor, FALSE);
  g_assert_false (carry_on_connectivity_get_online (conn));
  carry_on_fake_network_monitor_set_available (monitor, TRUE);
  g_assert_true (carry_on_connectivity_get_online (conn));
  g_assert_cmpuint (carry_on_clock_get_n_pending (clock), ==, 0);
}

static void
test_suspend_resume_grace (Fixture       *f,
                           gconstpointer  data)
{
  g_autoptr(CarryOnClock) clock = carry_on_clock_new_fake (START_US);
  g_autoptr(CarryOnFakeNetworkMonitor) monitor = carry_on_fake_network_monitor_new ();
  g_autoptr(CarryOnConnectivity) conn = NULL;

  conn = carry_on_connectivity_new (G_NETWORK_MONITOR (monitor), f->client, clock);
  sync_bus (f);
  sleep_signal (f, conn, TRUE, "going to sleep");
  sleep_signal (f, conn, FALSE, "just resumed, waiting for the network");

  /* No change from the monitor (a wired network that never went down):
   * trusted once the grace has passed. */
  carry_on_clock_advance (clock, (CARRY_ON_CONNECTIVITY_RESUME_GRACE_S - 1) * G_USEC_PER_SEC);
  g_assert_false (carry_on_connectivity_get_online (conn));
  carry_on_clock_advance (clock, 1 * G_USEC_PER_SEC);
  g_assert_true (carry_on_connectivity_get_online (conn));

  /* ...but not when the network is really gone by then. */
  sleep_signal (f, conn, TRUE, "going to sleep");
  carry_on_fake_network_monitor_set_available (monitor, FALSE);
  sleep_signal (f, conn, FALSE, "just resumed, waiting for the network");
  carry_on_clock_advance (clock, CARRY_ON_CONNECTIVITY_RESUME_GRACE_S * G_USEC_PER_SEC);
  g_assert_false (carry_on_connectivity_get_online (conn));
  g_assert_cmpstr (carry_on_connectivity_get_reason (conn), ==, "no network");
  carry_on_fake_network_monitor_set_available (monitor, TRUE);
  g_assert_true (carry_on_connectivity_get_online (conn));
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);

#define ADD(path, func) \
  g_test_add (path, Fixture, NULL, fixture_setup, func, fixture_teardown)
  ADD ("/core/connectivity/network", test_network);
  ADD ("/core/connectivity/suspend-resume-network-back", test_suspend_resume_network_back);
  ADD ("/core/connectivity/suspend-resume-grace", test_suspend_resume_grace);
#undef ADD

  return g_test_run ();
}
