/* carry-on-help-window.h
 *
 * SPDX-FileCopyrightText: 2026 The Carry On authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define CARRY_ON_TYPE_HELP_WINDOW (carry_on_help_window_get_type ())
G_DECLARE_FINAL_TYPE (CarryOnHelpWindow, carry_on_help_window, CARRY_ON, HELP_WINDOW, AdwWindow)

GtkWidget *carry_on_help_window_new (void);

G_END_DECLS
