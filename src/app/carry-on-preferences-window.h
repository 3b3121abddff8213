/* carry-on-preferences-window.h
 *
 * SPDX-FileCopyrightText: 2026 The Carry On authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define CARRY_ON_TYPE_PREFERENCES_WINDOW (carry_on_preferences_window_get_type ())
G_DECLARE_FINAL_TYPE (CarryOnPreferencesWindow, carry_on_preferences_window, CARRY_ON, PREFERENCES_WINDOW, AdwPreferencesWindow)

CarryOnPreferencesWindow *carry_on_preferences_window_new        (GSettings                *settings);
GtkWidget                *carry_on_preferences_window_get_widget (CarryOnPreferencesWindow *self,
                                                                  const char               *key);

GtkWidget                *carry_on_preferences_window_get_agents_group (CarryOnPreferencesWindow *self);

G_END_DECLS
