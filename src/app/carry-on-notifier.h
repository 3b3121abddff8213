/* carry-on-notifier.h
 *
 * SPDX-FileCopyrightText: 2026 The Carry On authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Desktop notifications (org.freedesktop.Notifications) for the moments a person must act: a
 * session Carry On gave up on, and a continue scheduled far ahead.
 */
#pragma once

#include <gio/gio.h>

#include "carry-on-clock.h"
#include "carry-on-settings.h"
#include "carry-on-supervisor.h"

G_BEGIN_DECLS

/* More give-ups (or "Will continue") than this within
 * CARRY_ON_NOTIFIER_BURST_WINDOW_S seconds become one summary notification. */
#define CARRY_ON_NOTIFIER_BURST_MAX      3
#define CARRY_ON_NOTIFIER_BURST_WINDOW_S 60

#define CARRY_ON_TYPE_NOTIFIER (carry_on_notifier_get_type ())
G_DECLARE_FINAL_TYPE (CarryOnNotifier, carry_on_notifier, CARRY_ON, NOTIFIER, GObject)

CarryOnNotifier *carry_on_notifier_new                 (GApplication      *app,
                                                        CarryOnSupervisor *supervisor,
                                                        CarryOnSettings   *settings,
                                                        CarryOnClock      *clock);
gboolean         carry_on_notifier_get_server_available (CarryOnNotifier *self);
gboolean         carry_on_notifier_get_server_actions   (CarryOnNotifier *self);
guint            carry_on_notifier_get_n_shown          (CarryOnNotifier *self);
gboolean         carry_on_notifier_has_give_up          (CarryOnNotifier *self,
                                                         const char      *key);
gboolean         carry_on_notifier_has_scheduled        (CarryOnNotifier *self,
                                                         const char      *key);
gboolean         carry_on_notifier_has_summary          (CarryOnNotifier *self);
gboolean         carry_on_notifier_has_scheduled_summary (CarryOnNotifier *self);
gboolean         carry_on_notifier_is_probing           (CarryOnNotifier *self);

G_END_DECLS
