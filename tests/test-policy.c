/* test-policy.c
 *
 * SPDX-FileCopyrightText: 2026 The Carry On authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "carry-on-policy.h"

static void
test_steady (void)
{
  const gint64 expected[] = { 5000, 15000, 45000, 135000, 300000, 300000, 300000 };

  for (guint i = 0; i < G_N_ELEMENTS (expected); i++)
    g_assert_cmpint (carry_on_policy_backoff_ms (CARRY_ON_BACKOFF_STEADY, i, FALSE, NULL), ==, expected[i]);
}

static void
test_doubling (void)
{
  const gint64 expected[] = { 30000, 60000, 120000, 240000, 240000, 240000 };

  for (guint i = 0; i < G_N_ELEMENTS (expected); i++)
    g_assert_cmpint (carry_on_policy_backoff_ms (CARRY_ON_BACKOFF_DOUBLING, i, FALSE, NULL), ==, expected[i]);
}

static void
test_quick (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (7);

  for (guint i = 0; i < 200; i++)
    {
      gint64 ms = carry_on_policy_backoff_ms (CARRY_ON_BACKOFF_QUICK, i, TRUE, rand);

      g_assert_cmpint (ms, >=, 1000);
      g_assert_cmpint (ms, <=, 2000);
    }
}

static void
test_jitter_bounds (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (42);
  gboolean differs = FALSE;

  for (guint i = 0; i < 500; i++)
    {
      gint64 ms = carry_on_policy_backoff_ms (CARRY_ON_BACKOFF_STEADY, 1, TRUE, rand);

      g_assert_cmpint (ms, >=, 12000);
      g_assert_cmpint (ms, <=, 18000);
      differs |= ms != 15000;
    }
  g_assert_true (differs);
  /* Never below a second, even for the shortest rung. */
  for (guint i = 0; i < 500; i++)
    g_assert_cmpint (carry_on_policy_backoff_ms (CARRY_ON_BACKOFF_STEADY, 0, TRUE, rand), >=, 4000);
}

static void
test_limit_ladder (void)
{
  g_assert_cmpint (carry_on_policy_limit_backoff_ms (0), ==, 5 * 60 * 1000);
  g_assert_cmpint (carry_on_policy_limit_backoff_ms (3), ==, 40 * 60 * 1000);
  g_assert_cmpint (carry_on_policy_limit_backoff_ms (50), ==, 60 * 60 * 1000);
}

static void
test_preset_strings (void)
{
  g_assert_cmpint (carry_on_backoff_preset_from_string ("doubling"), ==, CARRY_ON_BACKOFF_DOUBLING);
  g_assert_cmpint (carry_on_backoff_preset_from_string ("quick"), ==, CARRY_ON_BACKOFF_QUICK);
  g_assert_cmpint (carry_on_backoff_preset_from_string ("nonsense"), ==, CARRY_ON_BACKOFF_STEADY);
  g_assert_cmpint (carry_on_backoff_preset_from_string (NULL), ==, CARRY_ON_BACKOFF_STEADY);
  g_assert_cmpstr (carry_on_backoff_preset_to_string (CARRY_ON_BACKOFF_QUICK), ==, "quick");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/policy/steady", test_steady);
  g_test_add_func ("/policy/doubling", test_doubling);
  g_test_add_func ("/policy/quick", test_quick);
  g_test_add_func ("/policy/jitter-bounds", test_jitter_bounds);
  g_test_add_func ("/policy/limit-ladder", test_limit_ladder);
  g_test_add_func ("/policy/preset-strings", test_preset_strings);
  return g_test_run ();
}
