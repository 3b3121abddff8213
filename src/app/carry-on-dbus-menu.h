/* carry-on-dbus-menu.h
 *
 * SPDX-FileCopyrightText: 2026 The Carry On authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Exports a GMenuModel and the GActionGroup its items name as a
 * com.canonical.dbusmenu object (the menu protocol of StatusNotifierItem
 * hosts: KDE, xfce4-panel, the GNOME AppIndicator extension).  GIO only.
 */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

#define CARRY_ON_TYPE_DBUS_MENU (carry_on_dbus_menu_get_type ())
G_DECLARE_FINAL_TYPE (CarryOnDbusMenu, carry_on_dbus_menu, CARRY_ON, DBUS_MENU, GObject)

CarryOnDbusMenu *carry_on_dbus_menu_new          (GDBusConnection *connection,
                                                  const char      *object_path,
                                                  GMenuModel      *model,
                                                  GActionGroup    *actions);
gboolean         carry_on_dbus_menu_export       (CarryOnDbusMenu  *self,
                                                  GError          **error);
void             carry_on_dbus_menu_unexport     (CarryOnDbusMenu  *self);
const char      *carry_on_dbus_menu_get_object_path (CarryOnDbusMenu *self);
GMenuModel      *carry_on_dbus_menu_get_model    (CarryOnDbusMenu *self);
GActionGroup    *carry_on_dbus_menu_get_actions  (CarryOnDbusMenu *self);
guint            carry_on_dbus_menu_get_revision (CarryOnDbusMenu *self);
/* (transfer full): the layout as GetLayout (0, -1, []) returns it,
 * type (ia{sv}av); for tests and debugging. */
GVariant        *carry_on_dbus_menu_dup_layout   (CarryOnDbusMenu *self);

/*
 * Signals:
 *  "item-activated" (const char *action_name, GVariant *target)
 *      after a host's "clicked" Event activated @action_name (as named in
 *      the action group) from an idle callback; @target is nullable
 */

G_END_DECLS
