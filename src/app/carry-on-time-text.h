/* carry-on-time-text.h
 *
 * SPDX-FileCopyrightText: 2026 The Carry On authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * How the app says a wait and an instant (rows, tray, notifications, host
 * headers): one formatter, translated, GLib only so the headless runner
 * shares it.  The core's carry_on_format_duration_ms() is the untranslated
 * one for logs and the hosts' transcripts.
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* A wait this long or longer (s) shows minutes, not seconds, so its text
 * changes once a minute. */
#define CARRY_ON_COUNTDOWN_COARSE_S 3600

gint64  carry_on_countdown_remaining_s (gint64   due_us,
                                        gint64   now_us);
char   *carry_on_format_span           (gint64   due_us,
                                        gint64   now_us);
char   *carry_on_format_time_of_day    (gint64   time_us,
                                        gint64   now_us);
char   *carry_on_format_countdown      (gint64   due_us,
                                        gboolean due_is_reset,
                                        gboolean turn_running,
                                        gint64   now_us);
gint64  carry_on_countdown_next_change (gint64   due_us,
                                        gint64   now_us);
guint   carry_on_countdown_period_s    (gint64   due_us,
                                        gint64   now_us);

G_END_DECLS
