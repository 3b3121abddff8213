/* carry-on-notification.h
 *
 * SPDX-FileCopyrightText: 2026 The Carry On authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * One desktop notification over org.freedesktop.Notifications, sent and
 * closed without ever waiting for the server on the main loop.
 */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

/**
 * CarryOnNotificationCaps:
 * @CARRY_ON_NOTIFICATION_CAPS_NONE: no server on the bus (none running and
 *   none the bus can start)
 * @CARRY_ON_NOTIFICATION_CAPS_PRESENT: a server answered
 * @CARRY_ON_NOTIFICATION_CAPS_ACTIONS: it shows buttons ("actions")
 * @CARRY_ON_NOTIFICATION_CAPS_BODY_MARKUP: it parses the body as markup
 *   ("body-markup" or "body-hyperlinks")
 *
 * What the notification server said of itself (GetCapabilities).
 */
typedef enum {
  CARRY_ON_NOTIFICATION_CAPS_NONE        = 0,
  CARRY_ON_NOTIFICATION_CAPS_PRESENT     = 1 << 0,
  CARRY_ON_NOTIFICATION_CAPS_ACTIONS     = 1 << 1,
  CARRY_ON_NOTIFICATION_CAPS_BODY_MARKUP = 1 << 2,
} CarryOnNotificationCaps;

/* The expire_timeout values of the specification. */
#define CARRY_ON_NOTIFICATION_EXPIRES_DEFAULT (-1)
#define CARRY_ON_NOTIFICATION_EXPIRES_NEVER   0

#define CARRY_ON_TYPE_NOTIFICATION (carry_on_notification_get_type ())
G_DECLARE_FINAL_TYPE (CarryOnNotification, carry_on_notification, CARRY_ON, NOTIFICATION, GObject)

void                     carry_on_notification_probe_server        (GDBusConnection     *bus,
                                                                    GCancellable        *cancellable,
                                                                    GAsyncReadyCallback  callback,
                                                                    gpointer             user_data);
CarryOnNotificationCaps  carry_on_notification_probe_server_finish (GAsyncResult        *result,
                                                                    GError             **error);

CarryOnNotification     *carry_on_notification_new                 (GDBusConnection     *bus,
                                                                    const char          *app_name,
                                                                    const char          *desktop_entry);
void                     carry_on_notification_set_content         (CarryOnNotification *self,
                                                                    const char          *summary,
                                                                    const char          *body,
                                                                    const char          *icon);
void                     carry_on_notification_set_timeout         (CarryOnNotification *self,
                                                                    int                  timeout_ms);
void                     carry_on_notification_add_action          (CarryOnNotification *self,
                                                                    const char          *id,
                                                                    const char          *label);
void                     carry_on_notification_show                (CarryOnNotification *self);
void                     carry_on_notification_close               (CarryOnNotification *self);
guint32                  carry_on_notification_get_id              (CarryOnNotification *self);

G_END_DECLS
