/* carry-on-fake-notifications.h
 *
 * SPDX-FileCopyrightText: 2026 The Carry On authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A recording org.freedesktop.Notifications server for tests on a private
 * session bus (GTestDBus): it advertises the capabilities a test gives,
 * records every Notify and CloseNotification, and can press a button
 * (ActionInvoked) the way a person would, and can hold its answers to
 * Notify (a busy or stuck server).  It runs in a thread of its own, so a
 * client that blocked the main one would show as a test that hangs.
 */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

typedef struct _CarryOnFakeNotifications CarryOnFakeNotifications;

/* Owns org.freedesktop.Notifications on the session bus and returns once
 * it does.  @caps: (array zero-terminated=1): what GetCapabilities says. */
CarryOnFakeNotifications *carry_on_fake_notifications_start         (const char *const        *caps);
void                      carry_on_fake_notifications_stop          (CarryOnFakeNotifications *self);
guint                     carry_on_fake_notifications_get_n_notified (CarryOnFakeNotifications *self);
/* Spins the default main context until the @n-th Notify came (g_error
 * after @timeout_ms); returns (transfer full) its parameters
 * (susssasa{sv}i).  The id the server gave it is @n, or replaces_id. */
GVariant                 *carry_on_fake_notifications_wait_notify   (CarryOnFakeNotifications *self,
                                                                     guint                     n,
                                                                     guint                     timeout_ms);
/* Spins until CloseNotification (@id) came (g_error after @timeout_ms). */
void                      carry_on_fake_notifications_wait_closed   (CarryOnFakeNotifications *self,
                                                                     guint                     id,
                                                                     guint                     timeout_ms);
/* Emits ActionInvoked (@id, @action_key). */
void                      carry_on_fake_notifications_invoke        (CarryOnFakeNotifications *self,
                                                                     guint                     id,
                                                                     const char               *action_key);

void                      carry_on_fake_notifications_hold          (CarryOnFakeNotifications *self,
                                                                     gboolean                  hold);
guint                     carry_on_fake_notifications_get_n_held    (CarryOnFakeNotifications *self);

G_END_DECLS
