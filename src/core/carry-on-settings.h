/* carry-on-settings.h
 *
 * SPDX-FileCopyrightText: 2026 The Carry On authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A typed face on the GSettings schema io.carryon.CarryOn (data/).  Getters
 * clamp to the documented ranges, so a corrupt setting never reaches the
 * policy; each clamp is logged once.
 */
#pragma once

#include <gio/gio.h>
#include "carry-on-policy.h"

G_BEGIN_DECLS

#define CARRY_ON_SETTINGS_SCHEMA_ID "io.carryon.CarryOn"

#define CARRY_ON_TYPE_SETTINGS (carry_on_settings_get_type ())
G_DECLARE_FINAL_TYPE (CarryOnSettings, carry_on_settings, CARRY_ON, SETTINGS, GObject)

/* @settings: (nullable) (transfer none): a GSettings of the schema; %NULL
 * makes one with g_settings_new (CARRY_ON_SETTINGS_SCHEMA_ID). */
CarryOnSettings      *carry_on_settings_new             (GSettings *settings);
GSettings            *carry_on_settings_get_gsettings   (CarryOnSettings *self);

gboolean              carry_on_settings_get_enabled            (CarryOnSettings *self);
void                  carry_on_settings_set_enabled            (CarryOnSettings *self, gboolean enabled);
guint                 carry_on_settings_get_default_limit      (CarryOnSettings *self); /* 1–999 */
guint                 carry_on_settings_get_total_cap          (CarryOnSettings *self); /* 0 = none */
CarryOnBackoffPreset  carry_on_settings_get_backoff_preset     (CarryOnSettings *self);
gboolean              carry_on_settings_get_jitter             (CarryOnSettings *self);
gboolean              carry_on_settings_get_resume_after_limit (CarryOnSettings *self);
guint                 carry_on_settings_get_resume_margin      (CarryOnSettings *self); /* s, 0–600 */
gboolean              carry_on_settings_get_cross_session      (CarryOnSettings *self);
gboolean              carry_on_settings_get_pick_up_missed     (CarryOnSettings *self);
/* (transfer full): the continue prompt and the usage-limit resume prompt;
 * the schema default when the user's text is empty. */
char                 *carry_on_settings_dup_continue_prompt    (CarryOnSettings *self);
char                 *carry_on_settings_dup_limit_prompt       (CarryOnSettings *self);
/* (transfer full): extra socket paths / extra transient failure texts. */
char                **carry_on_settings_dup_extra_sockets      (CarryOnSettings *self);
char                **carry_on_settings_dup_extra_transient    (CarryOnSettings *self);

G_END_DECLS
