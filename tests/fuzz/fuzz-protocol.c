/* fuzz-protocol.c
 *
 * SPDX-FileCopyrightText: 2026 The Carry On authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * libFuzzer target for carry_on_message_parse(): any bytes, from either
 * peer.  A line must give a message or an error, never a crash; an accepted
 * message must serialise to one line that parses again to the same JSON,
 * and its sessions and failures must survive their own round trip.
 */

#include "config.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "carry-on-protocol.h"

int LLVMFuzzerTestOneInput (const uint8_t *data,
                            size_t         size);

static void
check_failure (JsonObject *object)
{
  g_autoptr(CarryOnFailure) failure = NULL;
  g_autoptr(CarryOnFailure) again = NULL;
  g_autoptr(JsonNode) node = NULL;

  failure = carry_on_failure_from_json (object, NULL);
  if (failure == NULL)
    return;
  node = carry_on_failure_to_json (failure);
  again = carry_on_failure_from_json (json_node_get_object (node), NULL);
  if (again == NULL || again->status != failure->status || again->resets_at != failure->resets_at
      || g_strcmp0 (again->message, failure->message) != 0)
    abort ();
}

static void
check_session (JsonObject *object)
{
  g_autoptr(CarryOnSessionInfo) info = NULL;
  g_autoptr(CarryOnSessionInfo) again = NULL;
  g_autoptr(JsonNode) node = NULL;

  info = carry_on_session_info_from_json (object, NULL);
  if (info == NULL)
    abort ();  /* the message parser accepted it, so it must be valid */
  node = carry_on_session_info_to_json (info);
  again = carry_on_session_info_from_json (json_node_get_object (node), NULL);
  if (again == NULL || g_strcmp0 (again->id, info->id) != 0
      || again->last_reason != info->last_reason
      || (again->last_failure == NULL) != (info->last_failure == NULL))
    abort ();
}

static void
check_message (CarryOnMessage *message,
               CarryOnPeer     from)
{
  g_autoptr(CarryOnMessage) again = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *line = NULL;
  g_autofree char *line2 = NULL;
  JsonObject *object = carry_on_message_get_object (message);
  gsize length;

  line = carry_on_message_to_line (message, &length);
  if (length == 0 || line[length - 1] != '\n' || memchr (line, '\n', length - 1) != NULL)
    abort ();
  again = carry_on_message_parse (line, length - 1, from, &error);
  if (again == NULL)
    {
      /* Only the limit can refuse what was accepted: escapes grow a line. */
      if (!g_error_matches (error, CARRY_ON_PROTOCOL_ERROR, CARRY_ON_PROTOCOL_ERROR_TOO_LONG))
        abort ();
      return;
    }
  if (carry_on_message_get_message_type (again) != carry_on_message_get_message_type (message))
    abort ();
  line2 = carry_on_message_to_line (again, NULL);
  if (strcmp (line, line2) != 0)
    abort ();

  carry_on_message_get_session_id (message);
  carry_on_message_get_request_id (message);
  carry_on_message_get_int (message, "ended_at", -1);
  carry_on_message_get_boolean (message, "ok", FALSE);

  switch (carry_on_message_get_message_type (message))
    {
    case CARRY_ON_MESSAGE_HELLO:
      carry_on_protocol_check_version (carry_on_message_get_string (message, "protocol"), NULL);
      break;
    case CARRY_ON_MESSAGE_SESSIONS:
      {
        JsonArray *sessions = json_object_get_array_member (object, "sessions");

        for (guint i = 0; i < json_array_get_length (sessions); i++)
          check_session (json_array_get_object_element (sessions, i));
      }
      break;
    case CARRY_ON_MESSAGE_SESSION_START:
    case CARRY_ON_MESSAGE_SESSION_UPDATE:
      check_session (json_object_get_object_member (object, "session"));
      break;
    case CARRY_ON_MESSAGE_TURN_COMPLETE:
      {
        JsonNode *failure = json_object_get_member (object, "failure");

        carry_on_turn_reason_from_string (carry_on_message_get_string (message, "reason"));
        if (failure != NULL && JSON_NODE_HOLDS_OBJECT (failure))
          check_failure (json_node_get_object (failure));
      }
      break;
    case CARRY_ON_MESSAGE_PROMPT_SUBMIT:
      if (from == CARRY_ON_PEER_HOST)
        {
          JsonObject *origin = json_object_get_object_member (object, "origin");

          carry_on_origin_classify (json_object_get_string_member (origin, "kind"), NULL, NULL);
        }
      break;
    case CARRY_ON_MESSAGE_ERROR:
    case CARRY_ON_MESSAGE_CONTROL_CLAIM:
    case CARRY_ON_MESSAGE_CONTROL_RELEASE:
    case CARRY_ON_MESSAGE_CONTROL_TAKE:
    case CARRY_ON_MESSAGE_CONTROL:
    case CARRY_ON_MESSAGE_SESSION_END:
    case CARRY_ON_MESSAGE_TURN_START:
    case CARRY_ON_MESSAGE_PROMPT_RESULT:
    case CARRY_ON_MESSAGE_USAGE:
    case CARRY_ON_MESSAGE_LOG:
    case CARRY_ON_MESSAGE_HANDOFF:
    case CARRY_ON_MESSAGE_HANDOFF_PASTE:
      break;
    case CARRY_ON_MESSAGE_COMMAND:
      {
        CarryOnCommand *command = carry_on_message_dup_command (message);

        g_assert (command != NULL && command->args != NULL && strlen (command->args) <= CARRY_ON_COMMAND_MAX_ARGS);
        carry_on_command_free (command);
      }
      break;
    case CARRY_ON_MESSAGE_HANDOFF_PROGRESS:
    case CARRY_ON_MESSAGE_COMMAND_RESULT:
    case CARRY_ON_MESSAGE_SESSION_STATUS:
    case CARRY_ON_MESSAGE_N_TYPES:
    default:
      break;
    }
}

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  for (guint p = 0; p < 2; p++)
    {
      CarryOnPeer from = p == 0 ? CARRY_ON_PEER_HOST : CARRY_ON_PEER_SUPERVISOR;
      g_autoptr(GError) error = NULL;
      g_autoptr(CarryOnMessage) message = NULL;

      message = carry_on_message_parse ((const char *) data, size, from, &error);
      if (message == NULL)
        {
          if (error == NULL || error->domain != CARRY_ON_PROTOCOL_ERROR
              || !g_utf8_validate (error->message, -1, NULL))
            abort ();
          continue;
        }
      check_message (message, from);
    }

  return 0;
}
