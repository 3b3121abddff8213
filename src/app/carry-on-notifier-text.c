/* carry-on-notifier-text.c
 *
 * SPDX-FileCopyrightText: 2026 The Carry On authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The Desktop Notifications specification makes the summary plain text and
 * lets the body carry markup only when the server advertises the
 * "body-markup" capability (or "body-hyperlinks"):
 * https://specifications.freedesktop.org/notification-spec/latest/markup.html
 * Servers follow it (dunst escapes the summary since
 * https://github.com/dunst-project/dunst/pull/503, GNOME Shell and
 * lxqt-notificationd show it as plain text), so host text goes into the
 * summary as it is, once made one bounded line, and into a markup body
 * escaped.
 */

#include "config.h"

#include <string.h>

#include "carry-on-notifier-text.h"

/**
 * carry_on_notifier_text_for_body:
 * @text: the body as it should read (already built from bounded lines;
 *   newlines between them are kept)
 * @markup: whether the server reads markup in the body (it advertised
 *   "body-markup" or "body-hyperlinks")
 *
 * Returns: (transfer full): @text with `&`, `<`, `>`, `'` and `"` escaped
 *   as entities when @markup, else a copy
 */
char *
carry_on_notifier_text_for_body (const char *text,
                                 gboolean    markup)
{
  g_return_val_if_fail (text != NULL, NULL);

  if (!markup)
    return g_strdup (text);
  return g_markup_escape_text (text, -1);
}
