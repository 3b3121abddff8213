/* carry-on-protocol.h
 *
 * SPDX-FileCopyrightText: 2026 The Carry On authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Host protocol v1: newline-delimited JSON between an agent host (its plugin
 * or bridge) and a supervisor (Carry On).  docs/protocol.md is the spec; this
 * file is its C face: carry-on-protocol-types.h (types, typed views,
 * builders; no JSON) and the JSON side, for code that parses or builds lines
 * by member (the host connection, host servers, bridges, tests).  Nothing
 * here does I/O.
 */
#pragma once

#include <json-glib/json-glib.h>
#include "carry-on-protocol-types.h"

G_BEGIN_DECLS

/* Parses a wire `failure` object.  Wrong-typed members give
 * %CARRY_ON_PROTOCOL_ERROR_INVALID_FIELD; unknown members are ignored. */
CarryOnFailure *carry_on_failure_from_json (JsonObject  *object,
                                            GError     **error);
JsonNode       *carry_on_failure_to_json   (const CarryOnFailure *failure);

CarryOnSessionInfo *carry_on_session_info_from_json (JsonObject *object,
                                                     GError    **error);
JsonNode           *carry_on_session_info_to_json   (const CarryOnSessionInfo *info);

/* (transfer none): the whole object, `type` included; writable. */
JsonObject         *carry_on_message_get_object (CarryOnMessage *message);

G_END_DECLS
