/* carry-on-ui-utils.h
 *
 * SPDX-FileCopyrightText: 2026 The Carry On authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Small helpers shared by the window, the rows and the preferences.
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

void        carry_on_ui_ensure_resources          (void);
void        carry_on_show_toast                   (GtkWidget     *widget,
                                                   const char    *text);
void        carry_on_spin_button_clamp_with_toast (GtkSpinButton *spin,
                                                   const char    *what);
char       *carry_on_host_kind_to_display_name    (const char    *kind);
void        carry_on_widget_set_tip               (GtkWidget     *widget,
                                                   const char    *text);
const char *carry_on_widget_get_tip               (GtkWidget     *widget);

G_END_DECLS
