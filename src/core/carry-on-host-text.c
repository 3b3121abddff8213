/* carry-on-host-text.c
 *
 * SPDX-FileCopyrightText: 2026 The Carry On authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Text from a host (session titles, host names, failure messages) is data:
 * made one bounded plain line before the window, the tray, a notification
 * or an answer to /carry-on shows it, so it cannot forge a line or turn
 * the reading order round.
 */
#include "config.h"

#include <string.h>

#include "carry-on-host-text.h"

/* Characters that would break a line, steer the text direction (a forged
 * reading order) or hide text: replaced by a space or dropped. */
static gboolean
is_line_break (gunichar c)
{
  return c == '\n' || c == '\r' || c == 0x0b || c == 0x0c || c == 0x85
         || c == 0x2028 || c == 0x2029;
}

static gboolean
is_direction_control (gunichar c)
{
  return (c >= 0x202a && c <= 0x202e) || (c >= 0x2066 && c <= 0x2069)
         || c == 0x200e || c == 0x200f || c == 0x061c;
}

/**
 * carry_on_host_text_line:
 * @text: (nullable): text from a host (any bytes: invalid UTF-8 is
 *   replaced)
 * @max_chars: the most characters (not bytes) to keep, at least 2
 *
 * Makes host text one plain line for the UI, a notification or an
 * answer to a host: line breaks, tabs
 * and other control characters become a space, direction overrides and
 * isolates are dropped, runs of spaces collapse, the ends are trimmed, and
 * text longer than @max_chars is cut to @max_chars - 1 characters plus
 * "…".  Not escaped for markup (the app's notifier does that for a
 * server that reads it).
 *
 * Returns: (transfer full): the line ("" for %NULL)
 */
char *
carry_on_host_text_line (const char *text,
                             guint       max_chars)
{
  g_autofree char *valid = NULL;
  g_autoptr(GString) out = NULL;
  guint n = 0;
  gboolean space = FALSE;
  gboolean cut = FALSE;

  g_return_val_if_fail (max_chars >= 2, NULL);

  if (text == NULL)
    return g_strdup ("");

  valid = g_utf8_make_valid (text, -1);
  out = g_string_sized_new (MIN (strlen (valid), (gsize) max_chars * 4) + 4);

  for (const char *p = valid; *p != '\0'; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);

      if (is_direction_control (c))
        continue;
      if (is_line_break (c) || g_unichar_iscntrl (c) || g_unichar_isspace (c))
        {
          space = n > 0;
          continue;
        }
      if (n + (space ? 1 : 0) >= max_chars)
        {
          cut = TRUE;
          break;
        }
      if (space)
        {
          g_string_append_c (out, ' ');
          n++;
          space = FALSE;
        }
      g_string_append_unichar (out, c);
      n++;
    }

  if (cut)
    {
      /* Room for the ellipsis: drop the last character (and a space
       * before it). */
      while (n >= max_chars)
        {
          const char *last = g_utf8_find_prev_char (out->str, out->str + out->len);

          g_string_truncate (out, last - out->str);
          n--;
        }
      while (out->len > 0 && out->str[out->len - 1] == ' ')
        {
          g_string_truncate (out, out->len - 1);
          n--;
        }
      g_string_append (out, "…");
    }

  return g_string_free (g_steal_pointer (&out), FALSE);
}
