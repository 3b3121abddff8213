/* carry-on-codex-websocket.h
 *
 * SPDX-FileCopyrightText: 2026 The Carry On authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Just enough of RFC 6455 (https://www.rfc-editor.org/rfc/rfc6455 §5) for
 * carry-on-codex-bridge to sit between a Codex TUI and Codex's app-server:
 * it relays every frame byte for byte and reads the text messages as they
 * pass.  No I/O here.
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* The app-server announces 16 MiB (`x-codex-websocket-max-unfragmented-
 * message-bytes: 16777216` on its 101 answer, Codex 0.171.0); a message
 * reassembled from fragments may be as long, plus a little. */
#define CARRY_ON_CODEX_WEBSOCKET_MAX_MESSAGE (17 * 1024 * 1024)

typedef enum {
  CARRY_ON_CODEX_WS_CONTINUATION = 0x0,
  CARRY_ON_CODEX_WS_TEXT         = 0x1,
  CARRY_ON_CODEX_WS_BINARY       = 0x2,
  CARRY_ON_CODEX_WS_CLOSE        = 0x8,
  CARRY_ON_CODEX_WS_PING         = 0x9,
  CARRY_ON_CODEX_WS_PONG         = 0xA,
} CarryOnCodexWsOpcode;

typedef struct _CarryOnCodexWsReader CarryOnCodexWsReader;

/**
 * CarryOnCodexWsFrame:
 * @raw: the frame's bytes as they came (header, mask and payload), to relay
 * @message: (nullable): a whole text message (unmasked, fragments joined)
 *   when this frame completes one; %NULL otherwise
 * @opcode: the frame's opcode
 */
typedef struct {
  GBytes               *raw;
  GBytes               *message;
  CarryOnCodexWsOpcode  opcode;
} CarryOnCodexWsFrame;

void                  carry_on_codex_ws_frame_free   (CarryOnCodexWsFrame *frame);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (CarryOnCodexWsFrame, carry_on_codex_ws_frame_free)

/* One reader per direction of one connection. */
CarryOnCodexWsReader *carry_on_codex_ws_reader_new   (void);
void                  carry_on_codex_ws_reader_free  (CarryOnCodexWsReader *reader);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (CarryOnCodexWsReader, carry_on_codex_ws_reader_free)

/**
 * carry_on_codex_ws_reader_push:
 * @data: bytes read from the socket
 * @length: their length
 *
 * Buffers @data; take the frames it completes with _next().
 */
void                  carry_on_codex_ws_reader_push  (CarryOnCodexWsReader *reader,
                                                      const guint8         *data,
                                                      gsize                 length);
/**
 * carry_on_codex_ws_reader_next:
 * @error: %G_IO_ERROR_INVALID_DATA for a frame no peer may send (a reserved
 *   opcode, a 64-bit length with the top bit set, a message over
 *   %CARRY_ON_CODEX_WEBSOCKET_MAX_MESSAGE, a continuation with nothing to
 *   continue)
 *
 * Returns: (transfer full) (nullable): the next complete frame, or %NULL
 *   when more bytes are needed (@error unset) or the stream is broken
 *   (@error set: close the connection).
 */
CarryOnCodexWsFrame  *carry_on_codex_ws_reader_next  (CarryOnCodexWsReader *reader,
                                                      GError              **error);
/* %TRUE between the first and the last frame of a fragmented message: a
 * frame of another message must not be sent on this stream now. */
gboolean              carry_on_codex_ws_reader_in_message  (CarryOnCodexWsReader *reader);
/* How many bytes are buffered that are not a whole frame yet. */
gsize                 carry_on_codex_ws_reader_get_pending (CarryOnCodexWsReader *reader);

/**
 * carry_on_codex_ws_encode_text:
 * @text: a UTF-8 message
 * @length: its length in bytes
 * @masked: %TRUE for a frame a client sends (RFC 6455 §5.3: a random key)
 *
 * Returns: (transfer full): one final text frame carrying @text.
 */
GBytes               *carry_on_codex_ws_encode_text  (const char *text,
                                                      gsize       length,
                                                      gboolean    masked);

G_END_DECLS
