/* carry-on-history-item.h
 *
 * SPDX-FileCopyrightText: 2026 The Carry On authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib-object.h>

G_BEGIN_DECLS

#define CARRY_ON_TYPE_HISTORY_ITEM (carry_on_history_item_get_type ())
G_DECLARE_FINAL_TYPE (CarryOnHistoryItem, carry_on_history_item, CARRY_ON, HISTORY_ITEM, GObject)

/* One line of a session's history: when (wall-clock epoch µs) and what. */
CarryOnHistoryItem *carry_on_history_item_new      (gint64      time_us,
                                                    const char *text);
gint64              carry_on_history_item_get_time (CarryOnHistoryItem *self);
const char         *carry_on_history_item_get_text (CarryOnHistoryItem *self);

G_END_DECLS
