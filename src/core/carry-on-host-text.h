/* carry-on-host-text.h
 *
 * SPDX-FileCopyrightText: 2026 The Carry On authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

char *carry_on_host_text_line (const char *text,
                               guint       max_chars);

G_END_DECLS
