/* carry-on-codex-mapper.h
 *
 * SPDX-FileCopyrightText: 2026 The Carry On authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * What carry-on-codex-bridge reads in the traffic between Codex TUIs and
 * Codex's app-server, turned into protocol v1 host events
 * (docs/protocol.md), and Carry On's prompts turned into app-server
 * requests.  Pure: no sockets, no clock; the bridge feeds it the JSON-RPC
 * messages it relays and sends what it returns.
 *
 * The app-server's messages (Codex 0.171.0, `codex app-server
 * generate-json-schema`): the TUI's `thread/start`, `thread/resume` and
 * `thread/fork` answers name its threads (never `thread/started`, which
 * every client is sent, and never `ephemeral` threads, the TUI's title
 * generator); `turn/started`, `item/started` (`userMessage`, whose
 * `clientId` echoes `turn/start`'s `clientUserMessageId`), `error`
 * (`willRetry`), `turn/completed` (`completed`, `interrupted`, `failed`
 * with `error.codexErrorInfo`), `thread/name/updated` and
 * `account/rateLimits/updated` (or the answer to the TUI's
 * `account/rateLimits/read`) become sessions, turns, prompt reports,
 * failures and usage.
 */
#pragma once

#include <json-glib/json-glib.h>

#include "carry-on-protocol.h"

G_BEGIN_DECLS

#define CARRY_ON_TYPE_CODEX_MAPPER (carry_on_codex_mapper_get_type ())
G_DECLARE_FINAL_TYPE (CarryOnCodexMapper, carry_on_codex_mapper, CARRY_ON, CODEX_MAPPER, GObject)

CarryOnCodexMapper *carry_on_codex_mapper_new            (void);

/**
 * carry_on_codex_mapper_client_message:
 * @tui: the bridge's number for the TUI connection (never 0)
 * @message: a JSON-RPC message the TUI sent to the app-server
 *
 * Remembers the TUI's requests whose answers name its threads, and claims
 * every thread the TUI names in a request's `threadId` for it.
 */
void                carry_on_codex_mapper_client_message (CarryOnCodexMapper *self,
                                                          guint               tui,
                                                          JsonObject         *message);
/**
 * carry_on_codex_mapper_server_message:
 * @tui: the TUI connection the app-server sent @message on
 * @message: a JSON-RPC message from the app-server
 *
 * Emits the host events @message means (through #CarryOnCodexMapper::event).
 *
 * Returns: %TRUE when @message answers a request the bridge injected
 *   (carry_on_codex_mapper_submit()): the bridge swallows it, since the TUI
 *   never sent that request.
 */
gboolean            carry_on_codex_mapper_server_message (CarryOnCodexMapper *self,
                                                          guint               tui,
                                                          JsonObject         *message);
/* The TUI's connection closed (its process ended): its sessions end. */
void                carry_on_codex_mapper_tui_closed     (CarryOnCodexMapper *self,
                                                          guint               tui);
/**
 * carry_on_codex_mapper_submit:
 * @command: a `prompt.submit` from the controller
 * @tui: (out): the TUI connection to inject the request on
 *
 * A prompt goes in as `turn/start {threadId, clientUserMessageId:
 * request_id, input}` on the connection of the TUI that owns the thread, so
 * the turn is that TUI's as if the person had typed it (its approvals go to
 * that TUI).  Refused, with a `prompt.result` `ok:false` emitted at once,
 * when the session is unknown, has no TUI, or a turn runs (Codex would fold
 * the prompt into the running turn).
 *
 * Returns: (transfer full) (nullable): the request's JSON text, or %NULL
 *   when refused
 */
char               *carry_on_codex_mapper_submit         (CarryOnCodexMapper *self,
                                                          CarryOnMessage     *command,
                                                          guint              *tui);
/* The injected request could not be written: answers a drop. */
void                carry_on_codex_mapper_submit_failed  (CarryOnCodexMapper *self,
                                                          CarryOnMessage     *command,
                                                          const char         *reason);

/**
 * carry_on_codex_mapper_failure_from_error:
 * @error: a Codex `TurnError` object (`message`, `codexErrorInfo`,
 *   `additionalDetails`)
 *
 * FAILURE (docs/protocol.md §4.1) from a failed turn's error: `kind` is the
 * `codexErrorInfo` name (a string, or the one key of its object form),
 * `status` its `httpStatusCode`, `message`, `causes` = [`additionalDetails`],
 * and `error_type` the API error type the kind stands for, in the words
 * Carry On's classifier already knows (e.g. `internalServerError` →
 * `server_error`, `unauthorized` → `authentication_error`,
 * `contextWindowExceeded` → `context_length_exceeded`).
 *
 * Returns: (transfer full): the failure (never %NULL)
 */
CarryOnFailure     *carry_on_codex_mapper_failure_from_error (JsonObject *error);

/*
 * Signals:
 *  "event" (CarryOnMessage *msg)  a host → supervisor event to emit
 */

G_END_DECLS
