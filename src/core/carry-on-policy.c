/* carry-on-policy.c
 *
 * SPDX-FileCopyrightText: 2026 The Carry On authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "carry-on-policy.h"

static const gint64 steady_ladder_s[] = { 5, 15, 45, 135, 300 };
static const gint64 limit_ladder_min[] = { 5, 10, 20, 40, 60 };

const char *
carry_on_backoff_preset_to_string (CarryOnBackoffPreset preset)
{
  switch (preset)
    {
    case CARRY_ON_BACKOFF_DOUBLING: return "doubling";
    case CARRY_ON_BACKOFF_QUICK:    return "quick";
    case CARRY_ON_BACKOFF_STEADY:
    default:                        return "steady";
    }
}

CarryOnBackoffPreset
carry_on_backoff_preset_from_string (const char *str)
{
  if (g_strcmp0 (str, "doubling") == 0)
    return CARRY_ON_BACKOFF_DOUBLING;
  if (g_strcmp0 (str, "quick") == 0)
    return CARRY_ON_BACKOFF_QUICK;
  return CARRY_ON_BACKOFF_STEADY;
}

static double
rand_double (GRand *rand)
{
  return rand != NULL ? g_rand_double (rand) : g_random_double ();
}

gint64
carry_on_policy_backoff_ms (CarryOnBackoffPreset preset,
                            guint                attempt,
                            gboolean             jitter,
                            GRand               *rand)
{
  gint64 ms;

  switch (preset)
    {
    case CARRY_ON_BACKOFF_DOUBLING:
      /* 30 s, 60 s, 120 s, then 240 s each. */
      ms = 30000 << MIN (attempt, 3u);
      break;

    case CARRY_ON_BACKOFF_QUICK:
      /* Flat and already random: 1–2 s.  Jitter adds nothing. */
      return 1000 + (gint64) (rand_double (rand) * 1000.0);

    case CARRY_ON_BACKOFF_STEADY:
    default:
      ms = steady_ladder_s[MIN (attempt, G_N_ELEMENTS (steady_ladder_s) - 1)] * 1000;
      break;
    }

  if (jitter)
    {
      double factor = 0.8 + rand_double (rand) * 0.4;

      ms = MAX ((gint64) (ms * factor), 1000);
    }

  return ms;
}

gint64
carry_on_policy_limit_backoff_ms (guint attempt)
{
  return limit_ladder_min[MIN (attempt, G_N_ELEMENTS (limit_ladder_min) - 1)] * 60 * 1000;
}

gint64
carry_on_policy_resume_us (gint64   resets_at,
                           gboolean structured,
                           guint    margin_s)
{
  guint floor_s = structured ? CARRY_ON_RESUME_STRUCTURED_MIN_S : CARRY_ON_RESUME_TEXT_MIN_S;

  return (resets_at + (gint64) MAX (margin_s, floor_s)) * G_USEC_PER_SEC;
}
