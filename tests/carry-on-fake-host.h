/* carry-on-fake-host.h
 *
 * SPDX-FileCopyrightText: 2026 The Carry On authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The agent host, played by a test over a socketpair: one end is wrapped in
 * a real CarryOnHost added to a CarryOnSupervisor, the test holds the other
 * end, writes protocol v1 lines (docs/protocol.md) and reads what the supervisor
 * sends.  Shared by test-supervisor.c, test-handoff.c, test-handoff-ui.c
 * and tray-test-utils.c.  No timer here is real: settling only spins the
 * main context with 1 ms I/O waits.
 */
#pragma once

#include <gio/gio.h>
#include <json-glib/json-glib.h>

#include "carry-on-clock.h"
#include "carry-on-host.h"
#include "carry-on-supervisor.h"

G_BEGIN_DECLS

/* A host `hello` line (protocol 1.0, role host).  @kind, @name, @version:
 * string literals; @pid: a number; @capabilities: the inside of the JSON
 * array, e.g. "\"prompt.submit\",\"log\"". */
#define CARRY_ON_FAKE_HOST_HELLO(kind, name, version, pid, capabilities) \
  "{\"type\":\"hello\",\"protocol\":\"1.0\",\"role\":\"host\"," \
  "\"host\":{\"kind\":\"" kind "\",\"name\":\"" name "\",\"version\":\"" version "\",\"pid\":" #pid "}," \
  "\"capabilities\":[" capabilities "]}"

#define CARRY_ON_FAKE_HOST_GRANTED "{\"type\":\"control\",\"state\":\"granted\"}"

typedef struct
{
  CarryOnClock *clock;     /* (owned) */
  CarryOnHost  *host;      /* (owned) (nullable): the supervisor's end */
  GSocket      *peer;      /* (owned) (nullable): the host's end, non-blocking */
  GString      *inbuf;     /* bytes read, not yet a whole line */
  GPtrArray    *received;  /* (element-type JsonObject): what the supervisor sent, oldest first */
} CarryOnFakeHost;

/* (transfer full): a fake host connected to @supervisor as controller
 * (carry_on_fake_host_connect() with CARRY_ON_FAKE_HOST_GRANTED); with
 * @hello NULL, not connected yet (@supervisor and @sessions_json unused).
 * Keeps a reference on @clock, none on @supervisor. */
CarryOnFakeHost *carry_on_fake_host_new        (CarryOnSupervisor *supervisor,
                                                CarryOnClock      *clock,
                                                const char        *hello,
                                                const char        *sessions_json);
/* Connects again over a fresh socketpair (the previous CarryOnHost and
 * peer are dropped; received lines are kept): writes @hello and
 * `control free`, waits (up to 15 s real time) for the supervisor's hello
 * and control.claim, writes @control (a `control` line) and the
 * `sessions` snapshot @sessions_json (a JSON array), settles.  Asserts the
 * supervisor holds control when @control is CARRY_ON_FAKE_HOST_GRANTED. */
void             carry_on_fake_host_connect    (CarryOnFakeHost   *self,
                                                CarryOnSupervisor *supervisor,
                                                const char        *hello,
                                                const char        *control,
                                                const char        *sessions_json);
void             carry_on_fake_host_free       (CarryOnFakeHost   *self);

/* Writes @json and a newline to the supervisor (all of it: spins the main
 * context while the socket is full). */
void             carry_on_fake_host_write      (CarryOnFakeHost   *self,
                                                const char        *json);
void             carry_on_fake_host_writef     (CarryOnFakeHost   *self,
                                                const char        *format,
                                                ...) G_GNUC_PRINTF (2, 3);
void             carry_on_fake_host_writev     (CarryOnFakeHost   *self,
                                                const char        *format,
                                                va_list            args) G_GNUC_PRINTF (2, 0);
/* Appends the whole lines the supervisor sent so far to ->received (each
 * must be a JSON object: a test assertion otherwise). */
void             carry_on_fake_host_read       (CarryOnFakeHost   *self);
/* Runs the default main context until nothing is pending and the
 * supervisor's writes have reached us (at most ~50 rounds of 1 ms). */
void             carry_on_fake_host_settle     (CarryOnFakeHost   *self);

/* Over the lines received so far (no read): how many have @type, and the
 * newest of @type / the newest prompt.submit for @session_id ((transfer
 * none) (nullable)). */
guint            carry_on_fake_host_count_type      (CarryOnFakeHost *self,
                                                     const char      *type);
JsonObject      *carry_on_fake_host_last_of_type    (CarryOnFakeHost *self,
                                                     const char      *type);
JsonObject      *carry_on_fake_host_last_submit_for (CarryOnFakeHost *self,
                                                     const char      *session_id);

char            *carry_on_fake_host_titled_sessions (const char *id_prefix,
                                                     const char *title_prefix,
                                                     guint       first,
                                                     guint       step,
                                                     guint       n);
void             carry_on_fake_host_record_change   (GListModel *model,
                                                     guint       position,
                                                     guint       removed,
                                                     guint       added,
                                                     GArray     *changes);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (CarryOnFakeHost, carry_on_fake_host_free)

G_END_DECLS
