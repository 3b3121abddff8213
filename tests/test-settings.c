/* test-settings.c
 *
 * SPDX-FileCopyrightText: 2026 The Carry On authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>
#include <glib/gstdio.h>
#define G_SETTINGS_ENABLE_BACKEND
#include <gio/gsettingsbackend.h>

#include "carry-on-settings.h"

static void
test_defaults (void)
{
  g_autoptr(CarryOnSettings) settings = carry_on_settings_new (NULL);
  g_autofree char *prompt = carry_on_settings_dup_continue_prompt (settings);
  g_autofree char *limit_prompt = carry_on_settings_dup_limit_prompt (settings);

  g_assert_true (carry_on_settings_get_enabled (settings));
  g_assert_cmpuint (carry_on_settings_get_default_limit (settings), ==, 99);
  g_assert_cmpuint (carry_on_settings_get_total_cap (settings), ==, 200);
  g_assert_cmpint (carry_on_settings_get_backoff_preset (settings), ==, CARRY_ON_BACKOFF_STEADY);
  g_assert_cmpuint (carry_on_settings_get_resume_margin (settings), <=, 60);
  /* The continue prompt tells the model it was an API error, not the
   * person, and to say so and stop when unsure. */
  g_assert_nonnull (strstr (prompt, "API error"));
  g_assert_nonnull (strstr (prompt, "say so and stop"));
  g_assert_nonnull (strstr (limit_prompt, "limit"));
}

static void
test_empty_prompt_falls_back (void)
{
  g_autoptr(GSettings) gs = g_settings_new (CARRY_ON_SETTINGS_SCHEMA_ID);
  g_autoptr(CarryOnSettings) settings = carry_on_settings_new (gs);
  g_autofree char *prompt = NULL;

  g_settings_set_string (gs, "continue-prompt", "   ");
  prompt = carry_on_settings_dup_continue_prompt (settings);
  g_assert_nonnull (strstr (prompt, "API error"));
  g_settings_reset (gs, "continue-prompt");
}

static void
test_changed_signal (void)
{
  g_autoptr(GSettings) gs = g_settings_new (CARRY_ON_SETTINGS_SCHEMA_ID);
  g_autoptr(CarryOnSettings) settings = carry_on_settings_new (gs);
  int fired = 0;

  g_signal_connect_swapped (settings, "changed::enabled", G_CALLBACK (g_atomic_int_inc), &fired);
  carry_on_settings_set_enabled (settings, FALSE);
  g_assert_cmpint (fired, ==, 1);
  g_assert_false (g_settings_get_boolean (gs, "enabled"));
  g_settings_reset (gs, "enabled");
}

/* The values a decision reads are kept between reads; a change made
 * through GSettings (the window's bindings, another GSettings on the same
 * backend, gsettings(1)) is still the next value read. */
static void
test_cached_values_follow_changes (void)
{
  g_autoptr(GSettings) gs = g_settings_new (CARRY_ON_SETTINGS_SCHEMA_ID);
  g_autoptr(GSettings) other = g_settings_new (CARRY_ON_SETTINGS_SCHEMA_ID);
  g_autoptr(CarryOnSettings) settings = carry_on_settings_new (gs);

  /* Fill the cache with the defaults. */
  g_assert_true (carry_on_settings_get_enabled (settings));
  g_assert_cmpuint (carry_on_settings_get_default_limit (settings), ==, 99);
  g_assert_cmpuint (carry_on_settings_get_total_cap (settings), ==, 200);
  g_assert_cmpint (carry_on_settings_get_backoff_preset (settings), ==, CARRY_ON_BACKOFF_STEADY);
  g_assert_true (carry_on_settings_get_jitter (settings));
  g_assert_true (carry_on_settings_get_resume_after_limit (settings));
  g_assert_true (carry_on_settings_get_cross_session (settings));
  g_assert_true (carry_on_settings_get_pick_up_missed (settings));
  (void) carry_on_settings_get_resume_margin (settings);

  g_settings_set_boolean (other, "enabled", FALSE);
  g_settings_set_uint (other, "default-limit", 7);
  g_settings_set_uint (other, "total-cap", 0);
  g_settings_set_string (other, "backoff-preset", "doubling");
  g_settings_set_boolean (other, "jitter", FALSE);
  g_settings_set_boolean (other, "resume-after-limit", FALSE);
  g_settings_set_uint (other, "resume-margin", 42);
  g_settings_set_boolean (other, "cross-session", FALSE);
  g_settings_set_boolean (other, "pick-up-missed", FALSE);

  g_assert_false (carry_on_settings_get_enabled (settings));
  g_assert_cmpuint (carry_on_settings_get_default_limit (settings), ==, 7);
  g_assert_cmpuint (carry_on_settings_get_total_cap (settings), ==, 0);
  g_assert_cmpint (carry_on_settings_get_backoff_preset (settings), ==, CARRY_ON_BACKOFF_DOUBLING);
  g_assert_false (carry_on_settings_get_jitter (settings));
  g_assert_false (carry_on_settings_get_resume_after_limit (settings));
  g_assert_cmpuint (carry_on_settings_get_resume_margin (settings), ==, 42);
  g_assert_false (carry_on_settings_get_cross_session (settings));
  g_assert_false (carry_on_settings_get_pick_up_missed (settings));

  /* And back through our own setter. */
  carry_on_settings_set_enabled (settings, TRUE);
  g_assert_true (carry_on_settings_get_enabled (settings));

  for (const char * const *key = (const char * const[]) { "enabled", "default-limit", "total-cap",
                                                          "backoff-preset", "jitter",
                                                          "resume-after-limit", "resume-margin",
                                                          "cross-session", "pick-up-missed", NULL };
       *key != NULL; key++)
    g_settings_reset (gs, *key);
}

/* A keyfile edited by hand with values out of range or of the wrong type:
 * GSettings falls back or we clamp; nothing crashes. */
static void
test_corrupt_keyfile (void)
{
  g_autofree char *dir = g_build_filename (g_get_user_config_dir (), "corrupt", NULL);
  g_autofree char *file = g_build_filename (dir, "keyfile", NULL);
  g_autoptr(GSettingsBackend) backend = NULL;
  g_autoptr(GSettings) gs = NULL;
  g_autoptr(CarryOnSettings) settings = NULL;

  g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
  g_assert_true (g_file_set_contents (file,
                                      "[io/carryon/CarryOn]\n"
                                      "default-limit=uint32 5000\n"
                                      "resume-margin='sixty'\n"
                                      "backoff-preset='bogus'\n"
                                      "enabled=maybe\n", -1, NULL));
  backend = g_keyfile_settings_backend_new (file, "/", NULL);
  gs = g_settings_new_with_backend (CARRY_ON_SETTINGS_SCHEMA_ID, backend);
  settings = carry_on_settings_new (gs);

  g_assert_cmpuint (carry_on_settings_get_default_limit (settings), >=, 1);
  g_assert_cmpuint (carry_on_settings_get_default_limit (settings), <=, 999);
  g_assert_cmpuint (carry_on_settings_get_resume_margin (settings), <=, 600);
  g_assert_cmpint (carry_on_settings_get_backoff_preset (settings), ==, CARRY_ON_BACKOFF_STEADY);
  g_assert_true (carry_on_settings_get_enabled (settings));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);
  g_test_add_func ("/settings/defaults", test_defaults);
  g_test_add_func ("/settings/empty-prompt-falls-back", test_empty_prompt_falls_back);
  g_test_add_func ("/settings/changed-signal", test_changed_signal);
  g_test_add_func ("/settings/cached-values-follow-changes", test_cached_values_follow_changes);
  g_test_add_func ("/settings/corrupt-keyfile", test_corrupt_keyfile);
  return g_test_run ();
}
