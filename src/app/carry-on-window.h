/* carry-on-window.h
 *
 * SPDX-FileCopyrightText: 2026 The Carry On authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "carry-on-clock.h"
#include "carry-on-session-row.h"
#include "carry-on-supervisor.h"

G_BEGIN_DECLS

#define CARRY_ON_TYPE_WINDOW (carry_on_window_get_type ())
G_DECLARE_FINAL_TYPE (CarryOnWindow, carry_on_window, CARRY_ON, WINDOW, AdwApplicationWindow)

CarryOnWindow     *carry_on_window_new          (GtkApplication    *application,
                                                 CarryOnSupervisor *supervisor,
                                                 CarryOnClock      *clock);
void               carry_on_window_show_session (CarryOnWindow     *self,
                                                 const char        *key);
CarryOnSessionRow *carry_on_window_find_row     (CarryOnWindow     *self,
                                                 const char        *key);
gboolean           carry_on_window_get_ticking  (CarryOnWindow     *self);
guint              carry_on_window_get_tick_period (CarryOnWindow  *self);
guint              carry_on_window_get_n_ticks  (CarryOnWindow     *self);
gboolean           carry_on_window_get_narrow   (CarryOnWindow     *self);
GtkWidget         *carry_on_window_get_off_banner (CarryOnWindow   *self);
void               carry_on_window_set_search   (CarryOnWindow     *self,
                                                 const char        *text);
const char        *carry_on_window_get_page     (CarryOnWindow     *self);
void               carry_on_window_add_toast    (CarryOnWindow     *self,
                                                 const char        *text);

G_END_DECLS
