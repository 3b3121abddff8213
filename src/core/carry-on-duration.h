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

G_END_DECLS
