/* carry-on-codex-websocket.c
 *
 * SPDX-FileCopyrightText: 2026 The Carry On authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include <gio/gio.h>

#include "carry-on-codex-websocket.h"

struct _CarryOnCodexWsReader
{
  GByteArray *buffer;     /* bytes not yet a whole frame */
  GByteArray *message;    /* a fragmented text message being joined */
  gboolean    in_text;    /* the fragments being joined are text */
  gboolean    in_message; /* a fragmented message (text or binary) is open */
};

void
carry_on_codex_ws_frame_free (CarryOnCodexWsFrame *frame)
{
  if (frame == NULL)
    return;
  g_clear_pointer (&frame->raw, g_bytes_unref);
  g_clear_pointer (&frame->message, g_bytes_unref);
  g_free (frame);
}

CarryOnCodexWsReader *
carry_on_codex_ws_reader_new (void)
{
  CarryOnCodexWsReader *reader = g_new0 (CarryOnCodexWsReader, 1);

  reader->buffer = g_byte_array_new ();
  reader->message = g_byte_array_new ();
  return reader;
}

void
carry_on_codex_ws_reader_free (CarryOnCodexWsReader *reader)
{
  if (reader == NULL)
    return;
  g_byte_array_unref (reader->buffer);
  g_byte_array_unref (reader->message);
  g_free (reader);
}

void
carry_on_codex_ws_reader_push (CarryOnCodexWsReader *reader,
                               const guint8         *data,
                               gsize                 length)
{
  g_return_if_fail (reader != NULL);

  g_byte_array_append (reader->buffer, data, length);
}

gboolean
carry_on_codex_ws_reader_in_message (CarryOnCodexWsReader *reader)
{
  g_return_val_if_fail (reader != NULL, FALSE);

  return reader->in_message;
}

gsize
carry_on_codex_ws_reader_get_pending (CarryOnCodexWsReader *reader)
{
  g_return_val_if_fail (reader != NULL, 0);

  return reader->buffer->len;
}

static gboolean
invalid (GError    **error,
         const char *what)
{
  g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA, what);
  return FALSE;
}

CarryOnCodexWsFrame *
carry_on_codex_ws_reader_next (CarryOnCodexWsReader  *reader,
                               GError               **error)
{
  const guint8 *b;
  gsize have, header = 2;
  guint64 length;
  gboolean fin, masked;
  guint opcode;
  const guint8 *mask = NULL;
  CarryOnCodexWsFrame *frame;
  g_autofree guint8 *payload = NULL;

  g_return_val_if_fail (reader != NULL, NULL);

  b = reader->buffer->data;
  have = reader->buffer->len;
  if (have < 2)
    return NULL;

  fin = (b[0] & 0x80) != 0;
  opcode = b[0] & 0x0f;
  masked = (b[1] & 0x80) != 0;
  length = b[1] & 0x7f;

  if (length == 126)
    {
      header = 4;
      if (have < header)
        return NULL;
      length = ((guint64) b[2] << 8) | b[3];
    }
  else if (length == 127)
    {
      header = 10;
      if (have < header)
        return NULL;
      length = 0;
      for (int i = 2; i < 10; i++)
        length = (length << 8) | b[i];
      if (length >> 63)
        {
          invalid (error, "a WebSocket frame length with the top bit set");
          return NULL;
        }
    }

  switch (opcode)
    {
    case CARRY_ON_CODEX_WS_CONTINUATION:
    case CARRY_ON_CODEX_WS_TEXT:
    case CARRY_ON_CODEX_WS_BINARY:
      break;
    case CARRY_ON_CODEX_WS_CLOSE:
    case CARRY_ON_CODEX_WS_PING:
    case CARRY_ON_CODEX_WS_PONG:
      /* RFC 6455 §5.5: control frames are final and at most 125 bytes. */
      if (!fin || length > 125)
        {
          invalid (error, "a fragmented or long WebSocket control frame");
          return NULL;
        }
      break;
    default:
      invalid (error, "a reserved WebSocket opcode");
      return NULL;
    }

  if (length > CARRY_ON_CODEX_WEBSOCKET_MAX_MESSAGE)
    {
      invalid (error, "a WebSocket frame over the message limit");
      return NULL;
    }

  if (masked)
    {
      if (have < header + 4)
        return NULL;
      mask = b + header;
      header += 4;
    }
  if (have < header + length)
    return NULL;

  /* Fragment bookkeeping comes before anything is consumed, so a broken
   * stream leaves the reader as it was. */
  if (opcode == CARRY_ON_CODEX_WS_CONTINUATION && !reader->in_message)
    {
      invalid (error, "a WebSocket continuation frame with nothing to continue");
      return NULL;
    }
  if ((opcode == CARRY_ON_CODEX_WS_TEXT || opcode == CARRY_ON_CODEX_WS_BINARY) && reader->in_message)
    {
      invalid (error, "a new WebSocket message inside a fragmented one");
      return NULL;
    }
  if (opcode == CARRY_ON_CODEX_WS_CONTINUATION && reader->in_text
      && reader->message->len + length > CARRY_ON_CODEX_WEBSOCKET_MAX_MESSAGE)
    {
      invalid (error, "a fragmented WebSocket message over the message limit");
      return NULL;
    }

  payload = g_memdup2 (b + header, length);
  if (mask != NULL)
    for (guint64 i = 0; i < length; i++)
      payload[i] ^= mask[i % 4];

  frame = g_new0 (CarryOnCodexWsFrame, 1);
  frame->opcode = opcode;
  frame->raw = g_bytes_new (b, header + length);

  switch (opcode)
    {
    case CARRY_ON_CODEX_WS_TEXT:
      if (fin)
        {
          frame->message = g_bytes_new_take (g_steal_pointer (&payload), length);
        }
      else
        {
          reader->in_message = TRUE;
          reader->in_text = TRUE;
          g_byte_array_set_size (reader->message, 0);
          g_byte_array_append (reader->message, payload, length);
        }
      break;

    case CARRY_ON_CODEX_WS_BINARY:
      if (!fin)
        {
          reader->in_message = TRUE;
          reader->in_text = FALSE;
        }
      break;

    case CARRY_ON_CODEX_WS_CONTINUATION:
      if (reader->in_text)
        g_byte_array_append (reader->message, payload, length);
      if (fin)
        {
          if (reader->in_text)
            {
              frame->message = g_bytes_new (reader->message->data, reader->message->len);
              g_byte_array_set_size (reader->message, 0);
            }
          reader->in_message = FALSE;
          reader->in_text = FALSE;
        }
      break;

    case CARRY_ON_CODEX_WS_CLOSE:
    case CARRY_ON_CODEX_WS_PING:
    case CARRY_ON_CODEX_WS_PONG:
    default:
      break;
    }

  g_byte_array_remove_range (reader->buffer, 0, header + length);
  return frame;
}

GBytes *
carry_on_codex_ws_encode_text (const char *text,
                               gsize       length,
                               gboolean    masked)
{
  GByteArray *out = g_byte_array_sized_new (length + 14);
  guint8 head[10];
  gsize n = 2;
  guint8 mask[4];

  head[0] = 0x80 | CARRY_ON_CODEX_WS_TEXT;
  if (length < 126)
    {
      head[1] = length;
    }
  else if (length <= 0xffff)
    {
      head[1] = 126;
      head[2] = length >> 8;
      head[3] = length & 0xff;
      n = 4;
    }
  else
    {
      head[1] = 127;
      for (int i = 0; i < 8; i++)
        head[2 + i] = ((guint64) length >> (8 * (7 - i))) & 0xff;
      n = 10;
    }
  if (masked)
    head[1] |= 0x80;
  g_byte_array_append (out, head, n);

  if (masked)
    {
      guint32 key = g_random_int ();

      memcpy (mask, &key, 4);
      g_byte_array_append (out, mask, 4);
      for (gsize i = 0; i < length; i++)
        {
          guint8 c = text[i] ^ mask[i % 4];

          g_byte_array_append (out, &c, 1);
        }
    }
  else
    {
      g_byte_array_append (out, (const guint8 *) text, length);
    }

  return g_byte_array_free_to_bytes (out);
}
