/* carry-on-protocol-types.h
 *
 * SPDX-FileCopyrightText: 2026 The Carry On authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Host protocol v1 without JSON: the message types, the typed views of a
 * validated message (CarryOnFailure, CarryOnSessionInfo, origin, context),
 * the builders and the field getters.  What handles host events (the
 * supervisor, the host connection's users, the UI) includes this, never
 * json-glib; carry-on-protocol.h adds the JSON side for those that parse
 * and build lines.  docs/protocol.md is the spec.  Nothing here does I/O.
 */
#pragma once

#include <glib-object.h>

G_BEGIN_DECLS

#define CARRY_ON_PROTOCOL_MAJOR 1
#define CARRY_ON_PROTOCOL_MINOR 0
#define CARRY_ON_PROTOCOL_VERSION "1.0"
/* Longest line accepted, newline excluded, in bytes (docs/protocol.md §1). */
#define CARRY_ON_PROTOCOL_MAX_LINE (1024 * 1024)
/* Most sessions one host may report; the rest are refused with a log line. */
#define CARRY_ON_PROTOCOL_MAX_SESSIONS 4096

#define CARRY_ON_PROTOCOL_ERROR (carry_on_protocol_error_quark ())

/**
 * CarryOnProtocolError:
 * @CARRY_ON_PROTOCOL_ERROR_MALFORMED: not UTF-8, not JSON, or not a JSON object
 * @CARRY_ON_PROTOCOL_ERROR_UNKNOWN_TYPE: `type` missing or not known in this direction
 * @CARRY_ON_PROTOCOL_ERROR_INVALID_FIELD: a required field is missing or has the wrong JSON type
 * @CARRY_ON_PROTOCOL_ERROR_TOO_LONG: the line is longer than %CARRY_ON_PROTOCOL_MAX_LINE
 * @CARRY_ON_PROTOCOL_ERROR_VERSION: the peer speaks another major version
 *
 * The wire `error` message carries the same names as its `code`
 * ("malformed", "unknown-type", "invalid-field", "too-long", "version").
 */
typedef enum {
  CARRY_ON_PROTOCOL_ERROR_MALFORMED,
  CARRY_ON_PROTOCOL_ERROR_UNKNOWN_TYPE,
  CARRY_ON_PROTOCOL_ERROR_INVALID_FIELD,
  CARRY_ON_PROTOCOL_ERROR_TOO_LONG,
  CARRY_ON_PROTOCOL_ERROR_VERSION,
} CarryOnProtocolError;

GQuark carry_on_protocol_error_quark (void);
const char *carry_on_protocol_error_code_to_string (CarryOnProtocolError code);

/**
 * CarryOnPeer:
 * Who wrote a line.  Some types exist in one direction only, and
 * `prompt.submit` means different things in each (a command from the
 * supervisor, a report of a submitted prompt from the host).
 */
typedef enum {
  CARRY_ON_PEER_HOST,
  CARRY_ON_PEER_SUPERVISOR,
} CarryOnPeer;

typedef enum {
  CARRY_ON_MESSAGE_HELLO,             /* both */
  CARRY_ON_MESSAGE_ERROR,             /* both */
  CARRY_ON_MESSAGE_CONTROL_CLAIM,     /* supervisor → host */
  CARRY_ON_MESSAGE_CONTROL_RELEASE,   /* supervisor → host */
  CARRY_ON_MESSAGE_CONTROL_TAKE,      /* supervisor → host (capability "control.take") */
  CARRY_ON_MESSAGE_CONTROL,           /* host → supervisor */
  CARRY_ON_MESSAGE_SESSIONS,          /* host → supervisor */
  CARRY_ON_MESSAGE_SESSION_START,     /* host → supervisor */
  CARRY_ON_MESSAGE_SESSION_UPDATE,    /* host → supervisor */
  CARRY_ON_MESSAGE_SESSION_END,       /* host → supervisor */
  CARRY_ON_MESSAGE_TURN_START,        /* host → supervisor */
  CARRY_ON_MESSAGE_TURN_COMPLETE,     /* host → supervisor */
  CARRY_ON_MESSAGE_PROMPT_SUBMIT,     /* both (command / report) */
  CARRY_ON_MESSAGE_PROMPT_RESULT,     /* host → supervisor */
  CARRY_ON_MESSAGE_USAGE,             /* host → supervisor */
  CARRY_ON_MESSAGE_LOG,               /* supervisor → host */
  CARRY_ON_MESSAGE_HANDOFF,           /* supervisor → host */
  CARRY_ON_MESSAGE_HANDOFF_PASTE,     /* supervisor → host */
  CARRY_ON_MESSAGE_HANDOFF_PROGRESS,  /* host → supervisor */
  CARRY_ON_MESSAGE_COMMAND,           /* host → supervisor (capability "command") */
  CARRY_ON_MESSAGE_COMMAND_RESULT,    /* supervisor → host */
  CARRY_ON_MESSAGE_SESSION_STATUS,    /* supervisor → host (capability "status") */
  CARRY_ON_MESSAGE_N_TYPES
} CarryOnMessageType;

const char *carry_on_message_type_to_string (CarryOnMessageType type);

/* The `hello.capabilities` entry of a host that arbitrates `control.take`
 * (docs/protocol.md §3): a supervisor may take control from a live
 * controller.  A host without it predates the handover. */
#define CARRY_ON_CAPABILITY_CONTROL_TAKE "control.take"
/* In-session control (docs/protocol.md §4.5): the host may send `command`
 * (what a person typed after `/carry-on`) and shows `command.result`. */
#define CARRY_ON_CAPABILITY_COMMAND "command"
/* The host wants `session.status` pushes for an in-host indicator. */
#define CARRY_ON_CAPABILITY_STATUS "status"

/* Bounds of a `command` (docs/protocol.md §4.5), in bytes. */
#define CARRY_ON_COMMAND_MAX_REQUEST_ID 128
#define CARRY_ON_COMMAND_MAX_ARGS 1024
/* Longest `command.result` text, in bytes; longer is cut at a character. */
#define CARRY_ON_COMMAND_MAX_RESULT (16 * 1024)

/**
 * CarryOnTurnReason:
 * How a turn ended, as the host reports it in `turn.complete.reason`
 * (Claude Code's `TurnCompleteReason`; DSH's `turn/end` reason kind).
 */
typedef enum {
  CARRY_ON_TURN_REASON_NONE,     /* no turn has ended yet */
  CARRY_ON_TURN_REASON_ANSWER,
  CARRY_ON_TURN_REASON_ERROR,
  CARRY_ON_TURN_REASON_ABORTED,
  CARRY_ON_TURN_REASON_REFUSAL,
  CARRY_ON_TURN_REASON_UNKNOWN,  /* a reason from a newer host: treated as "leave alone" */
} CarryOnTurnReason;

CarryOnTurnReason carry_on_turn_reason_from_string (const char *str);
const char       *carry_on_turn_reason_to_string   (CarryOnTurnReason reason);

/**
 * CarryOnOriginClass:
 * Who is behind a submitted prompt.  A person's prompt cancels a pending
 * continue and resets the count; an automated one only counts as a running
 * turn; the supervisor's own is recognised by its request id, never by text.
 */
typedef enum {
  CARRY_ON_ORIGIN_PERSON,
  CARRY_ON_ORIGIN_AUTOMATED,
  CARRY_ON_ORIGIN_SUPERVISOR,
} CarryOnOriginClass;

/**
 * carry_on_origin_classify:
 * @origin_kind: (nullable): the host's origin kind (e.g. Claude Code's
 *   `PromptOrigin.kind`: "composer", "plugin", "auto-continuation", …)
 * @wire_class: (nullable): the `origin.class` field a host may send
 *   ("person", "automated"); it wins over the kind table when present
 * @request_id: (nullable): `origin.request_id`; set means the prompt is one
 *   a supervisor sent
 *
 * Claude Code's person origins are composer, bridge, sdk and slack-ping
 * (d.ts `PromptOrigin`, see docs/protocol.md §5); everything else is
 * automated.  An unknown kind with no class counts as automated: it never
 * cancels a pending continue by mistake, but it does count as a running turn.
 */
CarryOnOriginClass carry_on_origin_classify (const char *origin_kind,
                                             const char *wire_class,
                                             const char *request_id);

/**
 * CarryOnFailure:
 * @kind: (nullable): the host's stop-failure kind (Claude Code's
 *   `StopFailure.error` such as "server_error", DSH's `LlmFailure.code`
 *   such as "RATE_LIMIT")
 * @status: HTTP status, 0 when unknown
 * @error_type: (nullable): API error type ("overloaded_error", …)
 * @message: (nullable): the error text as the host shows it
 * @causes: (nullable): %NULL-terminated nested cause messages
 * @provider: (nullable): the API endpoint's host name ("api.anthropic.com")
 *   used to group sessions that share an outage
 * @retry_after_ms: the provider's retry-after in ms, -1 when unknown
 * @resets_at: a structured reset instant in epoch seconds, -1 when unknown
 * @host_retried: the host already retried this failure before ending the turn
 *
 * The failure details of a turn that ended with reason `error`.
 */
typedef struct {
  char    *kind;
  int      status;
  char    *error_type;
  char    *message;
  char   **causes;
  char    *provider;
  gint64   retry_after_ms;
  gint64   resets_at;
  gboolean host_retried;
} CarryOnFailure;

#define CARRY_ON_TYPE_FAILURE (carry_on_failure_get_type ())
GType           carry_on_failure_get_type (void) G_GNUC_CONST;
CarryOnFailure *carry_on_failure_new      (void);
CarryOnFailure *carry_on_failure_copy     (const CarryOnFailure *failure);
void            carry_on_failure_free     (CarryOnFailure *failure);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (CarryOnFailure, carry_on_failure_free)

/**
 * CarryOnSessionInfo:
 * One entry of a `sessions` snapshot, or the body of `session.start` /
 * `session.update`.  Strings are owned; nullable unless said.
 * @id: the host's session id (never %NULL)
 * @title, @cwd, @provider: as the host reports them
 * @turn_running: a turn is running now
 * @host_continues_limit: the host itself will continue this session after a
 *   usage limit (Claude Code: subscription sessions with
 *   `autoContinueAtUsageLimit`), so the supervisor must not double it
 * @last_reason: how the last turn ended (%CARRY_ON_TURN_REASON_NONE if none)
 * @last_turn_id, @last_agent_id: ids of that turn
 * @last_ended_at: epoch ms when it ended, -1 unknown
 * @last_failure: (nullable): failure details when @last_reason is ERROR
 * @last_request_id: the last supervisor request id the host saw for this
 *   session, with @last_request_state "queued", "started" or "dropped"
 */
typedef struct {
  char              *id;
  char              *title;
  char              *cwd;
  char              *provider;
  gboolean           turn_running;
  gboolean           host_continues_limit;
  CarryOnTurnReason  last_reason;
  char              *last_turn_id;
  char              *last_agent_id;
  gint64             last_ended_at;
  CarryOnFailure    *last_failure;
  char              *last_request_id;
  char              *last_request_state;
} CarryOnSessionInfo;

#define CARRY_ON_TYPE_SESSION_INFO (carry_on_session_info_get_type ())
GType               carry_on_session_info_get_type  (void) G_GNUC_CONST;
CarryOnSessionInfo *carry_on_session_info_copy      (const CarryOnSessionInfo *info);
void                carry_on_session_info_free      (CarryOnSessionInfo *info);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (CarryOnSessionInfo, carry_on_session_info_free)

/**
 * CarryOnMessage:
 * One parsed, validated protocol line: its type and its JSON object.  After
 * carry_on_message_parse() succeeds every required field of the type is
 * present with the right JSON type, so the getters below never fail for
 * them.  Unknown fields are kept but ignored.  Reference counted.
 */
typedef struct _CarryOnMessage CarryOnMessage;

#define CARRY_ON_TYPE_MESSAGE (carry_on_message_get_type ())
GType               carry_on_message_get_type   (void) G_GNUC_CONST;

/**
 * carry_on_message_parse:
 * @line: the line's bytes, without the trailing newline (need not be
 *   nul-terminated)
 * @length: length of @line in bytes
 * @from: who wrote the line
 * @error: %CARRY_ON_PROTOCOL_ERROR on failure
 *
 * Returns: (transfer full) (nullable): the message, or %NULL with @error set.
 *   Never aborts on any input (fuzzed: tests/fuzz/).
 */
CarryOnMessage     *carry_on_message_parse      (const char  *line,
                                                 gsize        length,
                                                 CarryOnPeer  from,
                                                 GError     **error);
/* An empty message of @type, to be filled through its object. */
CarryOnMessage     *carry_on_message_new        (CarryOnMessageType type);
CarryOnMessage     *carry_on_message_ref        (CarryOnMessage *message);
void                carry_on_message_unref      (CarryOnMessage *message);
CarryOnMessageType  carry_on_message_get_message_type (CarryOnMessage *message);
/* (transfer full): one line of compact JSON ending in "\n". */
char               *carry_on_message_to_line    (CarryOnMessage *message,
                                                 gsize          *length);

/* Field getters: (transfer none) (nullable) for strings; the default when
 * absent.  The whole JSON object: carry_on_message_get_object() in
 * carry-on-protocol.h. */
const char *carry_on_message_get_string  (CarryOnMessage *message, const char *member);
gint64      carry_on_message_get_int     (CarryOnMessage *message, const char *member, gint64 default_value);
gboolean    carry_on_message_get_boolean (CarryOnMessage *message, const char *member, gboolean default_value);
/* Common members, for brevity. */
const char *carry_on_message_get_session_id (CarryOnMessage *message);  /* "session_id" */
const char *carry_on_message_get_request_id (CarryOnMessage *message);  /* "request_id" */

/* Typed views of a validated message, so that what handles it reads no
 * JSON. */

/* Whether @member is there (not null); its value in @value. */
gboolean    carry_on_message_lookup_boolean (CarryOnMessage *message,
                                             const char     *member,
                                             gboolean       *value);
/* A prompt's `origin` (prompt.submit, turn.start): FALSE when there is
 * none; each out string (transfer none) (nullable). */
gboolean    carry_on_message_get_origin     (CarryOnMessage  *message,
                                             const char     **kind,
                                             const char     **klass,
                                             const char     **request_id);
/* A turn.complete's `failure`: (transfer full) (nullable), %NULL with
 * @error unset when there is none, with @error set when it is unreadable. */
CarryOnFailure     *carry_on_message_dup_failure      (CarryOnMessage  *message,
                                                       GError         **error);
/* session.start / session.update's `session`: (transfer full) (nullable). */
CarryOnSessionInfo *carry_on_message_dup_session      (CarryOnMessage  *message,
                                                       GError         **error);
/* A `sessions` snapshot: (transfer full) (element-type CarryOnSessionInfo)
 * its readable entries, in order; each unreadable one is reported through
 * @on_unreadable (its index and why). */
GPtrArray          *carry_on_message_dup_sessions     (CarryOnMessage  *message,
                                                       void           (*on_unreadable) (guint       index,
                                                                                        const char *why,
                                                                                        gpointer    user_data),
                                                       gpointer         user_data);
/* A `usage` report's `context` (tokens used and window): FALSE when there
 * is none. */
gboolean            carry_on_message_get_context      (CarryOnMessage  *message,
                                                       gint64          *used,
                                                       gint64          *window);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (CarryOnMessage, carry_on_message_unref)

/* Builders for the lines Carry On and hosts write (docs/protocol.md §4). */
CarryOnMessage *carry_on_message_new_hello_supervisor (const char *name,
                                                       const char *version,
                                                       GPid        pid);
CarryOnMessage *carry_on_message_new_hello_host       (const char         *kind,
                                                       const char         *name,
                                                       const char         *version,
                                                       GPid                pid,
                                                       const char * const *capabilities);
CarryOnMessage *carry_on_message_new_error            (CarryOnProtocolError code,
                                                       const char          *message);
CarryOnMessage *carry_on_message_new_prompt_submit    (const char *request_id,
                                                       const char *session_id,
                                                       const char *text);
CarryOnMessage *carry_on_message_new_log              (const char *session_id,
                                                       const char *text);

/**
 * CarryOnHandoffStage:
 * @CARRY_ON_HANDOFF_STAGE_NONE: no hand-off yet (Carry On's own)
 * @CARRY_ON_HANDOFF_STAGE_REQUESTED: `handoff` sent, no progress yet
 *   (Carry On's own)
 * @CARRY_ON_HANDOFF_STAGE_SAVING: the save-state turn runs
 * @CARRY_ON_HANDOFF_STAGE_NOTE_WRITTEN: the note is on disk (`path`)
 * @CARRY_ON_HANDOFF_STAGE_DRAFTING: the continuation prompt is drafted
 * @CARRY_ON_HANDOFF_STAGE_COMPACTING: the conversation is compacted
 * @CARRY_ON_HANDOFF_STAGE_DELIVERED: the continuation prompt was filled
 *   into the prompt box or submitted (also the answer to `handoff.paste`)
 * @CARRY_ON_HANDOFF_STAGE_STOPPED: the run stopped (`reason`)
 *
 * The stages of a hand-off run, in order (docs/protocol.md §4.2).
 */
typedef enum {
  CARRY_ON_HANDOFF_STAGE_NONE,
  CARRY_ON_HANDOFF_STAGE_REQUESTED,
  CARRY_ON_HANDOFF_STAGE_SAVING,
  CARRY_ON_HANDOFF_STAGE_NOTE_WRITTEN,
  CARRY_ON_HANDOFF_STAGE_DRAFTING,
  CARRY_ON_HANDOFF_STAGE_COMPACTING,
  CARRY_ON_HANDOFF_STAGE_DELIVERED,
  CARRY_ON_HANDOFF_STAGE_STOPPED,
} CarryOnHandoffStage;

const char *carry_on_handoff_stage_to_string   (CarryOnHandoffStage  stage);
gboolean    carry_on_handoff_stage_from_string (const char          *str,
                                                CarryOnHandoffStage *stage);
gboolean    carry_on_handoff_deliver_is_valid  (const char          *deliver);

CarryOnMessage *carry_on_message_new_handoff       (const char *request_id,
                                                    const char *session_id,
                                                    const char *focus,
                                                    const char *deliver);
CarryOnMessage *carry_on_message_new_handoff_paste (const char *request_id,
                                                    const char *session_id);

/**
 * CarryOnCommand:
 * @request_id: the host's id for this command, echoed in `command.result`
 *   (never %NULL, at most %CARRY_ON_COMMAND_MAX_REQUEST_ID bytes)
 * @session_id: the host's session the person typed in (never %NULL)
 * @args: what the person typed after `/carry-on` (never %NULL, may be
 *   empty, at most %CARRY_ON_COMMAND_MAX_ARGS bytes, valid UTF-8)
 *
 * A validated host → supervisor `command` (docs/protocol.md §4.5).  It is
 * never the person's prompt: it does not reset the count.
 */
typedef struct {
  char *request_id;
  char *session_id;
  char *args;
} CarryOnCommand;

void carry_on_command_free (CarryOnCommand *command);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (CarryOnCommand, carry_on_command_free)

/* A `command`'s typed view: (transfer full); never %NULL for a message
 * carry_on_message_parse() accepted as a command. */
CarryOnCommand *carry_on_message_dup_command       (CarryOnMessage *message);
CarryOnMessage *carry_on_message_new_command       (const char *request_id,
                                                    const char *session_id,
                                                    const char *args);
CarryOnMessage *carry_on_message_new_command_result (const char *request_id,
                                                     gboolean    ok,
                                                     const char *text);

/**
 * CarryOnStatusState:
 * The `session.status` `state` (docs/protocol.md §4.5): what an in-host
 * indicator shows.
 */
typedef enum {
  CARRY_ON_STATUS_IDLE,
  CARRY_ON_STATUS_RUNNING,
  CARRY_ON_STATUS_WAITING,
  CARRY_ON_STATUS_GAVE_UP,
  CARRY_ON_STATUS_OFF,
} CarryOnStatusState;

const char     *carry_on_status_state_to_string     (CarryOnStatusState state);
CarryOnMessage *carry_on_message_new_session_status (const char        *session_id,
                                                     gboolean           enabled,
                                                     guint              count,
                                                     guint              limit,
                                                     CarryOnStatusState state,
                                                     gint64             due_at_ms);

/**
 * carry_on_protocol_check_version:
 * @version: the peer's "protocol" string, "MAJOR.MINOR"
 * @error: %CARRY_ON_PROTOCOL_ERROR_VERSION naming both versions when the
 *   major differs or the string is not a version
 *
 * A newer minor version is accepted (its unknown fields are ignored).
 */
gboolean carry_on_protocol_check_version (const char  *version,
                                          GError     **error);

G_END_DECLS
