/* carry-on-duration.h
 *
 * SPDX-FileCopyrightText: 2026 The Carry On authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/**
 * carry_on_format_duration_ms:
 * @ms: a wait in milliseconds (negative counts as 0)
 *
 * A wait as the decision lines say it: "5 s", "2 min", "2 min 15 s",
 * "1 h 12 min".  Seconds round up, so a wait is never shown shorter than
 * it is.  Untranslated: it goes into logs and the hosts' transcripts.
 *
 * Returns: (transfer full): the text
 */
char *carry_on_format_duration_ms (gint64 ms);

/**
 * carry_on_format_wall_time:
 * @wall_us: an instant, wall-clock epoch µs
 * @now_us: the wall-clock now, epoch µs
 * @seconds: whether to show seconds ("14:05:09")
 *
 * An instant in local time as decision lines and /carry-on's answers say
 * it: "14:05" today, "Thu 3 Dec 14:05" on another day, with the year in
 * another year: an instant that is not today always shows its date.
 * Translated (the formats are in the catalogue).
 *
 * Returns: (transfer full): the text, "?" for an instant GLib cannot
 *   represent
 */
char *carry_on_format_wall_time   (gint64   wall_us,
                                   gint64   now_us,
                                   gboolean seconds);

G_END_DECLS
