/* carry-on-notifier-text.h
 *
 * SPDX-FileCopyrightText: 2026 The Carry On authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Host text (session titles, host names, reasons) made safe for a
 * notification: one line, bounded, and escaped when the server reads
 * markup.  Pure functions, no bus.
 */
#pragma once

#include "carry-on-host-text.h"

G_BEGIN_DECLS

/* How much of each piece of host text a notification shows, in characters
 * (an ellipsis ends what was cut). */
#define CARRY_ON_NOTIFIER_TITLE_MAX  60
#define CARRY_ON_NOTIFIER_HOST_MAX   40
#define CARRY_ON_NOTIFIER_REASON_MAX 200

char *carry_on_notifier_text_for_body (const char *text,
                                       gboolean    markup);

G_END_DECLS
