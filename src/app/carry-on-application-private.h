/* carry-on-application-private.h
 *
 * SPDX-FileCopyrightText: 2026 The Carry On authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The GTK application object behind carry_on_gui_main(): shared by the
 * window, the tray, the notifications and the UI tests.  Kept out of
 * carry-on-application.h so the headless build never needs GTK.
 */
#pragma once

#include <adwaita.h>

#include "carry-on-clock.h"
#include "carry-on-settings.h"
#include "carry-on-supervisor.h"
#include "carry-on-tray.h"

G_BEGIN_DECLS

#define CARRY_ON_TYPE_APPLICATION (carry_on_application_get_type ())
G_DECLARE_FINAL_TYPE (CarryOnApplication, carry_on_application, CARRY_ON, APPLICATION, AdwApplication)

CarryOnApplication *carry_on_application_new                (GApplicationFlags   flags,
                                                             CarryOnClock       *clock);
CarryOnSupervisor  *carry_on_application_get_supervisor     (CarryOnApplication *self);
CarryOnSettings    *carry_on_application_get_settings       (CarryOnApplication *self);
CarryOnClock       *carry_on_application_get_clock          (CarryOnApplication *self);
GtkWindow          *carry_on_application_get_main_window    (CarryOnApplication *self);
CarryOnTray        *carry_on_application_get_tray           (CarryOnApplication *self);
GtkWindow          *carry_on_application_ensure_main_window (CarryOnApplication *self);
void                carry_on_application_set_tray_available (CarryOnApplication *self,
                                                             gboolean            available);
gboolean            carry_on_application_get_tray_available (CarryOnApplication *self);
gboolean            carry_on_application_get_keep_running   (CarryOnApplication *self);
char               *carry_on_application_dup_autostart_path (void);
gboolean            carry_on_application_start_demo         (CarryOnApplication  *self,
                                                             GError             **error);
void                carry_on_application_stop_demo          (CarryOnApplication  *self);

G_END_DECLS
