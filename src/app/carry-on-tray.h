/* carry-on-tray.h
 *
 * SPDX-FileCopyrightText: 2026 The Carry On authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The tray icon: glue between the supervisor's state, the app's `app.*`
 * actions, a CarryOnStatusNotifier and a CarryOnDbusMenu.
 */
#pragma once

#include <gio/gio.h>

#include "carry-on-clock.h"
#include "carry-on-dbus-menu.h"
#include "carry-on-status-notifier.h"
#include "carry-on-supervisor.h"

G_BEGIN_DECLS

/* The state icons in data/icons (hicolor, colour and -symbolic). */
#define CARRY_ON_TRAY_ICON_QUIET     "io.carryon.CarryOn-quiet"
#define CARRY_ON_TRAY_ICON_PENDING   "io.carryon.CarryOn-pending"
#define CARRY_ON_TRAY_ICON_ATTENTION "io.carryon.CarryOn-attention"
#define CARRY_ON_TRAY_ICON_PAUSED    "io.carryon.CarryOn-paused"

/* "Cancel retry — <session>" items shown before "N more…". */
#define CARRY_ON_TRAY_MAX_SESSION_ITEMS 5

#define CARRY_ON_TYPE_TRAY (carry_on_tray_get_type ())
G_DECLARE_FINAL_TYPE (CarryOnTray, carry_on_tray, CARRY_ON, TRAY, GObject)

CarryOnTray           *carry_on_tray_new                   (GApplication      *app,
                                                            CarryOnSupervisor *supervisor,
                                                            CarryOnClock      *clock);
gboolean               carry_on_tray_get_available         (CarryOnTray *self);
GMenuModel            *carry_on_tray_get_menu              (CarryOnTray *self);
CarryOnStatusNotifier *carry_on_tray_get_status_notifier   (CarryOnTray *self);
CarryOnDbusMenu       *carry_on_tray_get_dbus_menu         (CarryOnTray *self);
void                   carry_on_tray_refresh               (CarryOnTray *self);

G_END_DECLS
