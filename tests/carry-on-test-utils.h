/* carry-on-test-utils.h
 *
 * SPDX-FileCopyrightText: 2026 The Carry On authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Helpers for tests that run real carry-on-sim-host processes and talk
 * protocol v1 over real sockets.  Everything waits on the thread-default
 * main context with a deadline; nothing sleeps.
 */
#pragma once

#include <gio/gio.h>
#include <json-glib/json-glib.h>

#include "carry-on-protocol.h"

G_BEGIN_DECLS

/* Longest any helper waits before failing the test, in ms. */
#define CARRY_ON_TEST_TIMEOUT_MS 60000

/**
 * CARRY_ON_TEST_WAIT_UNTIL:
 * Iterates the default main context until @cond holds; aborts the test
 * with the condition's text after %CARRY_ON_TEST_TIMEOUT_MS.
 */
#define CARRY_ON_TEST_WAIT_UNTIL(cond)                                          \
  G_STMT_START {                                                                \
    gint64 _co_deadline = g_get_monotonic_time () + CARRY_ON_TEST_TIMEOUT_MS * 1000; \
    guint _co_tick = g_timeout_add (20, carry_on_test_tick, NULL);              \
    while (!(cond))                                                             \
      {                                                                         \
        if (g_get_monotonic_time () > _co_deadline)                             \
          g_error ("timed out waiting for: %s", #cond);                         \
        g_main_context_iteration (NULL, TRUE);                                  \
      }                                                                         \
    g_source_remove (_co_tick);                                                 \
  } G_STMT_END

gboolean carry_on_test_tick (gpointer data);

/* (transfer full): tests/scenarios/@name (".json" added when missing), from
 * $CARRY_ON_SOURCE_DIR; an absolute @name is returned as is. */
char *carry_on_test_scenario_path (const char *name);

/* (transfer full): the sim-host binary: $CARRY_ON_SIM_HOST, else
 * $CARRY_ON_BUILD_DIR/src/sim-host/carry-on-sim-host. */
char *carry_on_test_sim_host_path (void);

typedef struct {
  GSubprocess *process;
  char        *dir;          /* a fresh temp dir holding the socket and record */
  char        *socket_path;
  char        *record_path;
  GString     *output;       /* its stdout + stderr, collected */
} CarryOnTestSimHost;

/**
 * carry_on_test_sim_host_start:
 * @scenario: (nullable): a scenario name or path (see
 *   carry_on_test_scenario_path()), or %NULL for none
 * @speed: --speed (1.0 = real time)
 * @extra_args: (nullable): more command-line arguments
 *
 * Starts carry-on-sim-host on `sim.sock` in a new temp dir with `--record
 * record.jsonl` there, and returns once the socket accepts connections.
 * Fails the test (g_error) if it exits or times out first.
 */
CarryOnTestSimHost *carry_on_test_sim_host_start (const char         *scenario,
                                                  double              speed,
                                                  const char * const *extra_args);
/* SIGTERM, waits for the exit; returns the exit status (0 = clean). */
int                 carry_on_test_sim_host_stop  (CarryOnTestSimHost *host);
/* SIGKILL (a crashed host: the socket file stays), waits for the exit. */
void                carry_on_test_sim_host_kill  (CarryOnTestSimHost *host);
/* Stops it if running, deletes the temp dir, frees. */
void                carry_on_test_sim_host_free  (CarryOnTestSimHost *host);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (CarryOnTestSimHost, carry_on_test_sim_host_free)

/**
 * carry_on_test_read_record:
 * @path: a --record file
 *
 * Returns: (transfer full) (element-type JsonObject): one object per line,
 *   {"t_ms","wall_ms","msg"}; an empty array when the file does not exist.
 *   A line that is not a JSON object fails the test.
 */
GPtrArray *carry_on_test_read_record (const char *path);
/* (transfer container): the "msg" objects of @records whose type is @type. */
GPtrArray *carry_on_test_record_filter (GPtrArray  *records,
                                        const char *type);

/* A supervisor end for tests: connects, reads host lines into messages. */
typedef struct {
  GSocketConnection *connection;
  GDataInputStream  *input;
  GOutputStream     *output;
  GCancellable      *cancellable;
  GPtrArray         *messages;   /* CarryOnMessage, all received so far */
  guint              cursor;     /* next message carry_on_test_client_next() returns */
  gboolean           eof;
  guint              pending_writes;
} CarryOnTestClient;

CarryOnTestClient *carry_on_test_client_connect (const char        *socket_path);
/* Connects, reads hello, sends a supervisor hello, reads control + sessions,
 * and with @claim sends control.claim and expects "granted". */
CarryOnTestClient *carry_on_test_client_connect_greeted (const char *socket_path,
                                                         gboolean    claim);
/* Queues @json plus a newline (one write at a time, without blocking). */
void               carry_on_test_client_send    (CarryOnTestClient *client,
                                                 const char        *json);
/* (transfer none): the next unread message, waiting for it. */
CarryOnMessage    *carry_on_test_client_next    (CarryOnTestClient *client);
/* (transfer none): skips ahead to the next message of @type (and, when
 * @session_id is set, of that session), waiting for it. */
CarryOnMessage    *carry_on_test_client_wait_for (CarryOnTestClient  *client,
                                                  CarryOnMessageType  type,
                                                  const char         *session_id);
void               carry_on_test_client_free    (CarryOnTestClient *client);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (CarryOnTestClient, carry_on_test_client_free)

void carry_on_test_die_with_parent (gpointer data);

G_END_DECLS
