/* carry-on-reset-time.h
 *
 * SPDX-FileCopyrightText: 2026 The Carry On authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/**
 * carry_on_reset_time_parse:
 * @text: an error message that may name when a limit resets
 * @now: the current wall-clock time
 * @local_tz: (nullable): zone for times printed without one (%NULL: `TZ`)
 * @out_epoch_s: (out): the reset instant, epoch seconds
 *
 * Understands epoch seconds or ms after "reset"/"resets_at", ISO 8601 dates,
 * "resets 7pm (Europe/London)" (IANA zone through GTimeZone; a clock time
 * that has passed today means tomorrow), "Access resets at 10:57 PM GMT-3."
 * or "(UTC+05:30)" (a fixed offset), "2:55 PM PST" (an abbreviation is the
 * fixed offset it names, in any season: PST is UTC-8 even in July; the
 * table is in docs/classifier.md), "resets 5am" (local zone),
 * "try again in 2 days 1 hour" / "in 45 minutes" / "after 30 seconds".
 * Anchored on reset/try-again phrases: a bare number elsewhere in the text
 * is never taken.
 *
 * Returns: %TRUE when a reset instant was found
 */
gboolean carry_on_reset_time_parse (const char *text,
                                    GDateTime  *now,
                                    GTimeZone  *local_tz,
                                    gint64     *out_epoch_s);

gboolean carry_on_reset_time_parse_retry_after (const char *value,
                                                GDateTime  *now,
                                                gint64     *out_epoch_s);

G_END_DECLS
