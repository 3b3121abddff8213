/* carry-on-status-notifier.h
 *
 * SPDX-FileCopyrightText: 2026 The Carry On authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A StatusNotifierItem (the freedesktop/KDE tray protocol) written with GIO
 * alone: no GTK, so it runs and is tested on any session bus.
 */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

/* The object paths we export: the item, and where CarryOnDbusMenu puts its
 * com.canonical.dbusmenu object. */
#define CARRY_ON_STATUS_NOTIFIER_PATH      "/StatusNotifierItem"
#define CARRY_ON_STATUS_NOTIFIER_MENU_PATH "/StatusNotifierItem/Menu"

/**
 * CarryOnStatusNotifierStatus:
 * @CARRY_ON_STATUS_NOTIFIER_STATUS_PASSIVE: "Passive": hosts may hide the item
 * @CARRY_ON_STATUS_NOTIFIER_STATUS_ACTIVE: "Active": shown with `IconName`
 * @CARRY_ON_STATUS_NOTIFIER_STATUS_NEEDS_ATTENTION: "NeedsAttention": shown
 *   with `AttentionIconName` (hosts may also highlight it)
 *
 * The item's `Status` property, as in the StatusNotifierItem spec.
 */
typedef enum {
  CARRY_ON_STATUS_NOTIFIER_STATUS_PASSIVE,
  CARRY_ON_STATUS_NOTIFIER_STATUS_ACTIVE,
  CARRY_ON_STATUS_NOTIFIER_STATUS_NEEDS_ATTENTION,
} CarryOnStatusNotifierStatus;

GType       carry_on_status_notifier_status_get_type  (void) G_GNUC_CONST;
#define CARRY_ON_TYPE_STATUS_NOTIFIER_STATUS (carry_on_status_notifier_status_get_type ())
/* "Passive", "Active" or "NeedsAttention". */
const char *carry_on_status_notifier_status_to_string (CarryOnStatusNotifierStatus status);

#define CARRY_ON_TYPE_STATUS_NOTIFIER (carry_on_status_notifier_get_type ())
G_DECLARE_FINAL_TYPE (CarryOnStatusNotifier, carry_on_status_notifier, CARRY_ON, STATUS_NOTIFIER, GObject)

CarryOnStatusNotifier       *carry_on_status_notifier_new                 (GDBusConnection  *connection,
                                                                           const char       *id);
gboolean                     carry_on_status_notifier_register            (CarryOnStatusNotifier *self,
                                                                           GError               **error);
GDBusConnection             *carry_on_status_notifier_get_connection      (CarryOnStatusNotifier *self);
const char                  *carry_on_status_notifier_get_id              (CarryOnStatusNotifier *self);
gboolean                     carry_on_status_notifier_get_registered      (CarryOnStatusNotifier *self);
gboolean                     carry_on_status_notifier_get_watcher_present (CarryOnStatusNotifier *self);

const char                  *carry_on_status_notifier_get_title           (CarryOnStatusNotifier *self);
void                         carry_on_status_notifier_set_title           (CarryOnStatusNotifier *self,
                                                                           const char            *title);
const char                  *carry_on_status_notifier_get_icon_name       (CarryOnStatusNotifier *self);
void                         carry_on_status_notifier_set_icon_name       (CarryOnStatusNotifier *self,
                                                                           const char            *icon_name);
const char                  *carry_on_status_notifier_get_attention_icon_name (CarryOnStatusNotifier *self);
void                         carry_on_status_notifier_set_attention_icon_name (CarryOnStatusNotifier *self,
                                                                               const char            *icon_name);
CarryOnStatusNotifierStatus  carry_on_status_notifier_get_status          (CarryOnStatusNotifier *self);
void                         carry_on_status_notifier_set_status          (CarryOnStatusNotifier       *self,
                                                                           CarryOnStatusNotifierStatus  status);
const char                  *carry_on_status_notifier_get_tooltip_title   (CarryOnStatusNotifier *self);
const char                  *carry_on_status_notifier_get_tooltip_body    (CarryOnStatusNotifier *self);
void                         carry_on_status_notifier_set_tooltip         (CarryOnStatusNotifier *self,
                                                                           const char            *title,
                                                                           const char            *body);
const char                  *carry_on_status_notifier_get_icon_theme_path (CarryOnStatusNotifier *self);
void                         carry_on_status_notifier_set_icon_theme_path (CarryOnStatusNotifier *self,
                                                                           const char            *path);
const char                  *carry_on_status_notifier_get_menu_path       (CarryOnStatusNotifier *self);
void                         carry_on_status_notifier_set_menu_path       (CarryOnStatusNotifier *self,
                                                                           const char            *object_path);

/*
 * Signals (each emitted from an idle callback after the D-Bus method has
 * been answered, so a handler may block, quit or show a window freely):
 *  "activate"           (int x, int y)   primary (left) click
 *  "secondary-activate" (int x, int y)   middle click
 *  "context-menu"       (int x, int y)   a host without dbusmenu support
 *                                        asks for the menu
 *  "scroll"             (int delta, const char *orientation)
 *                                        "horizontal" or "vertical"
 */

G_END_DECLS
