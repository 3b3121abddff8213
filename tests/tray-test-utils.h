/* tray-test-utils.h
 *
 * SPDX-FileCopyrightText: 2026 The Carry On authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Shared by test-tray.c and test-notifier.c: a real CarryOnSupervisor on a
 * fake clock, fed by a host the test plays over a socketpair (a real
 * CarryOnHost on the other end), and a GApplication carrying the `app.*`
 * actions the tray and the notifications activate.
 */
#pragma once

#include <gio/gio.h>
#include <json-glib/json-glib.h>

#include "carry-on-clock.h"
#include "carry-on-fake-host.h"
#include "carry-on-host.h"
#include "carry-on-session.h"
#include "carry-on-settings.h"
#include "carry-on-supervisor.h"

G_BEGIN_DECLS

#define TRAY_TEST_SEC G_GINT64_CONSTANT (1000000)

#define TRAY_TEST_OVERLOADED \
  "{\"kind\":\"server_error\",\"status\":529,\"error_type\":\"overloaded_error\"," \
  "\"message\":\"API Error: 529 Overloaded\",\"provider\":\"api.anthropic.com\"}"
#define TRAY_TEST_FATAL \
  "{\"kind\":\"authentication_failed\",\"status\":401,\"error_type\":\"authentication_error\"," \
  "\"message\":\"API Error: 401 invalid x-api-key\"}"

typedef struct
{
  CarryOnClock      *clock;       /* fake, starting at the real "now" */
  GSettings         *gsettings;
  CarryOnSettings   *settings;
  CarryOnSupervisor *supervisor;
  CarryOnFakeHost   *fake;        /* the host the test plays */
  int                turn;

  GApplication      *app;
  GPtrArray         *activated;   /* "name target" of the stub app actions */
} TrayTest;

/* @sessions_json: the host's `sessions` snapshot (a JSON array). */
TrayTest       *tray_test_new            (const char *app_id,
                                          const char *sessions_json);
/* The same with the host's @hello line (a host of kind claude-code). */
TrayTest       *tray_test_new_full       (const char *app_id,
                                          const char *hello,
                                          const char *sessions_json);
void            tray_test_free           (TrayTest   *t);
void            tray_test_settle         (TrayTest   *t);
void            tray_test_writef         (TrayTest   *t,
                                          const char *format,
                                          ...) G_GNUC_PRINTF (2, 3);
void            tray_test_fail_turn      (TrayTest   *t,
                                          const char *id,
                                          const char *failure_json);
/* A usage limit that resets @in_s seconds from the fake now. */
void            tray_test_limit_turn     (TrayTest   *t,
                                          const char *id,
                                          gint64      in_s);
void            tray_test_advance        (TrayTest   *t,
                                          gint64      us);
guint           tray_test_count_sent     (TrayTest   *t,
                                          const char *type);
CarryOnSession *tray_test_session        (TrayTest   *t,
                                          const char *id);
gboolean        tray_test_was_activated  (TrayTest   *t,
                                          const char *what);

/* Spins the default main context (real time) until @done (@data) holds or
 * @timeout_ms passes; returns whether it holds. */
gboolean        tray_test_wait           (gboolean  (*done) (gpointer data),
                                          gpointer    data,
                                          guint       timeout_ms);
/* Spins until the stub app action @what ("name target") has run; a test
 * error after @timeout_ms. */
void            tray_test_wait_activated (TrayTest   *t,
                                          const char *what,
                                          guint       timeout_ms);
void            tray_test_spin_ms        (guint       ms);
/* A connection of its own to the session bus. */
GDBusConnection *tray_test_new_connection (void);
gboolean        tray_test_name_has_owner (const char *name);

G_END_DECLS
