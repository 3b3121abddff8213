/* carry-on-settings.c
 *
 * SPDX-FileCopyrightText: 2026 The Carry On authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "carry-on-settings.h"

/* The keys a decision reads.  Reading a key from GSettings costs about
 * 18,000 instructions (the schema key and its range are rebuilt from
 * GVariants on every read), and a failed turn read six of them: a third of
 * a decision's instructions under callgrind.  They are read once and kept
 * until GSettings says a key changed. */
typedef enum
{
  CACHED_ENABLED            = 1 << 0,
  CACHED_DEFAULT_LIMIT      = 1 << 1,
  CACHED_TOTAL_CAP          = 1 << 2,
  CACHED_BACKOFF_PRESET     = 1 << 3,
  CACHED_JITTER             = 1 << 4,
  CACHED_RESUME_AFTER_LIMIT = 1 << 5,
  CACHED_RESUME_MARGIN      = 1 << 6,
  CACHED_CROSS_SESSION      = 1 << 7,
  CACHED_PICK_UP_MISSED     = 1 << 8,
} CachedKey;

struct _CarryOnSettings
{
  GObject    parent_instance;
  GSettings *settings;

  guint                cached;   /* CachedKey bits: which values below hold */
  gboolean             enabled;
  guint                default_limit;
  guint                total_cap;
  CarryOnBackoffPreset backoff_preset;
  gboolean             jitter;
  gboolean             resume_after_limit;
  guint                resume_margin;
  gboolean             cross_session;
  gboolean             pick_up_missed;
};

G_DEFINE_FINAL_TYPE (CarryOnSettings, carry_on_settings, G_TYPE_OBJECT)

enum { CHANGED, N_SIGNALS };
static guint signals[N_SIGNALS];

static void
on_gsettings_changed (GSettings       *settings,
                      const char      *key,
                      CarryOnSettings *self)
{
  /* Before our own handlers run, so they read the new value.  GSettings
   * emits this at once for a write from this process (a person's change in
   * the window) and from the main loop for one from outside (dconf). */
  self->cached = 0;
  g_signal_emit (self, signals[CHANGED], g_quark_from_string (key), key);
}

static void
carry_on_settings_dispose (GObject *object)
{
  CarryOnSettings *self = CARRY_ON_SETTINGS (object);

  if (self->settings != NULL)
    g_signal_handlers_disconnect_by_data (self->settings, self);
  g_clear_object (&self->settings);

  G_OBJECT_CLASS (carry_on_settings_parent_class)->dispose (object);
}

static void
carry_on_settings_class_init (CarryOnSettingsClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = carry_on_settings_dispose;

  /**
   * CarryOnSettings::changed:
   * @key: the GSettings key that changed
   *
   * Detailed by the key, like GSettings::changed.
   */
  signals[CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass),
                                   G_SIGNAL_RUN_LAST | G_SIGNAL_DETAILED,
                                   0, NULL, NULL, NULL,
                                   G_TYPE_NONE, 1, G_TYPE_STRING);
}

static void
carry_on_settings_init (CarryOnSettings *self)
{
}

CarryOnSettings *
carry_on_settings_new (GSettings *settings)
{
  CarryOnSettings *self = g_object_new (CARRY_ON_TYPE_SETTINGS, NULL);

  self->settings = settings != NULL ? g_object_ref (settings)
                                    : g_settings_new (CARRY_ON_SETTINGS_SCHEMA_ID);
  g_signal_connect (self->settings, "changed", G_CALLBACK (on_gsettings_changed), self);
  return self;
}

GSettings *
carry_on_settings_get_gsettings (CarryOnSettings *self)
{
  g_return_val_if_fail (CARRY_ON_IS_SETTINGS (self), NULL);
  return self->settings;
}

/* GSettings enforces the schema's ranges on writes, but a keyfile edited by
 * hand or an older schema can still hand us anything: clamp and say so. */
static guint
get_clamped_uint (CarryOnSettings *self,
                  const char      *key,
                  guint            min,
                  guint            max)
{
  guint value = g_settings_get_uint (self->settings, key);

  if (value < min || value > max)
    {
      guint clamped = CLAMP (value, min, max);

      g_warning ("settings: %s = %u is out of range %u–%u; using %u", key, value, min, max, clamped);
      return clamped;
    }
  return value;
}

gboolean
carry_on_settings_get_enabled (CarryOnSettings *self)
{
  g_return_val_if_fail (CARRY_ON_IS_SETTINGS (self), FALSE);
  if ((self->cached & CACHED_ENABLED) == 0)
    {
      self->enabled = g_settings_get_boolean (self->settings, "enabled");
      self->cached |= CACHED_ENABLED;
    }
  return self->enabled;
}

void
carry_on_settings_set_enabled (CarryOnSettings *self,
                               gboolean         enabled)
{
  g_return_if_fail (CARRY_ON_IS_SETTINGS (self));
  g_settings_set_boolean (self->settings, "enabled", enabled);
  self->cached &= ~CACHED_ENABLED;
}

guint
carry_on_settings_get_default_limit (CarryOnSettings *self)
{
  g_return_val_if_fail (CARRY_ON_IS_SETTINGS (self), CARRY_ON_LIMIT_DEFAULT);
  if ((self->cached & CACHED_DEFAULT_LIMIT) == 0)
    {
      self->default_limit = get_clamped_uint (self, "default-limit", CARRY_ON_LIMIT_MIN, CARRY_ON_LIMIT_MAX);
      self->cached |= CACHED_DEFAULT_LIMIT;
    }
  return self->default_limit;
}

guint
carry_on_settings_get_total_cap (CarryOnSettings *self)
{
  g_return_val_if_fail (CARRY_ON_IS_SETTINGS (self), CARRY_ON_TOTAL_CAP_DEFAULT);
  if ((self->cached & CACHED_TOTAL_CAP) == 0)
    {
      self->total_cap = get_clamped_uint (self, "total-cap", 0, 100000);
      self->cached |= CACHED_TOTAL_CAP;
    }
  return self->total_cap;
}

CarryOnBackoffPreset
carry_on_settings_get_backoff_preset (CarryOnSettings *self)
{
  g_return_val_if_fail (CARRY_ON_IS_SETTINGS (self), CARRY_ON_BACKOFF_STEADY);
  if ((self->cached & CACHED_BACKOFF_PRESET) == 0)
    {
      g_autofree char *str = g_settings_get_string (self->settings, "backoff-preset");

      self->backoff_preset = carry_on_backoff_preset_from_string (str);
      self->cached |= CACHED_BACKOFF_PRESET;
    }
  return self->backoff_preset;
}

gboolean
carry_on_settings_get_jitter (CarryOnSettings *self)
{
  g_return_val_if_fail (CARRY_ON_IS_SETTINGS (self), TRUE);
  if ((self->cached & CACHED_JITTER) == 0)
    {
      self->jitter = g_settings_get_boolean (self->settings, "jitter");
      self->cached |= CACHED_JITTER;
    }
  return self->jitter;
}

gboolean
carry_on_settings_get_resume_after_limit (CarryOnSettings *self)
{
  g_return_val_if_fail (CARRY_ON_IS_SETTINGS (self), TRUE);
  if ((self->cached & CACHED_RESUME_AFTER_LIMIT) == 0)
    {
      self->resume_after_limit = g_settings_get_boolean (self->settings, "resume-after-limit");
      self->cached |= CACHED_RESUME_AFTER_LIMIT;
    }
  return self->resume_after_limit;
}

guint
carry_on_settings_get_resume_margin (CarryOnSettings *self)
{
  g_return_val_if_fail (CARRY_ON_IS_SETTINGS (self), 60);
  if ((self->cached & CACHED_RESUME_MARGIN) == 0)
    {
      self->resume_margin = get_clamped_uint (self, "resume-margin", 0, CARRY_ON_RESUME_MARGIN_MAX_S);
      self->cached |= CACHED_RESUME_MARGIN;
    }
  return self->resume_margin;
}

gboolean
carry_on_settings_get_cross_session (CarryOnSettings *self)
{
  g_return_val_if_fail (CARRY_ON_IS_SETTINGS (self), TRUE);
  if ((self->cached & CACHED_CROSS_SESSION) == 0)
    {
      self->cross_session = g_settings_get_boolean (self->settings, "cross-session");
      self->cached |= CACHED_CROSS_SESSION;
    }
  return self->cross_session;
}

gboolean
carry_on_settings_get_pick_up_missed (CarryOnSettings *self)
{
  g_return_val_if_fail (CARRY_ON_IS_SETTINGS (self), TRUE);
  if ((self->cached & CACHED_PICK_UP_MISSED) == 0)
    {
      self->pick_up_missed = g_settings_get_boolean (self->settings, "pick-up-missed");
      self->cached |= CACHED_PICK_UP_MISSED;
    }
  return self->pick_up_missed;
}

static char *
dup_text_or_default (CarryOnSettings *self,
                     const char      *key)
{
  g_autofree char *text = g_settings_get_string (self->settings, key);

  if (text == NULL || *g_strstrip (text) == '\0')
    {
      g_autoptr(GVariant) def = g_settings_get_default_value (self->settings, key);

      return g_variant_dup_string (def, NULL);
    }
  return g_steal_pointer (&text);
}

char *
carry_on_settings_dup_continue_prompt (CarryOnSettings *self)
{
  g_return_val_if_fail (CARRY_ON_IS_SETTINGS (self), NULL);
  return dup_text_or_default (self, "continue-prompt");
}

char *
carry_on_settings_dup_limit_prompt (CarryOnSettings *self)
{
  g_return_val_if_fail (CARRY_ON_IS_SETTINGS (self), NULL);
  return dup_text_or_default (self, "limit-prompt");
}

char **
carry_on_settings_dup_extra_sockets (CarryOnSettings *self)
{
  g_return_val_if_fail (CARRY_ON_IS_SETTINGS (self), NULL);
  return g_settings_get_strv (self->settings, "extra-sockets");
}

char **
carry_on_settings_dup_extra_transient (CarryOnSettings *self)
{
  g_return_val_if_fail (CARRY_ON_IS_SETTINGS (self), NULL);
  return g_settings_get_strv (self->settings, "extra-transient-texts");
}
