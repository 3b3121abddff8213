/* carry-on-policy.h
 *
 * SPDX-FileCopyrightText: 2026 The Carry On authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/**
 * CarryOnBackoffPreset:
 * @CARRY_ON_BACKOFF_STEADY: 5 s, 15 s, 45 s, 135 s, then 300 s each
 * @CARRY_ON_BACKOFF_DOUBLING: 30 s doubling to 240 s
 * @CARRY_ON_BACKOFF_QUICK: flat, random 1–2 s
 *
 * The ladders are the seeds' (auto-continue plugins users compare us with,
 * see ../shared/anchors.md); docs/performance.md measures them.
 */
typedef enum {
  CARRY_ON_BACKOFF_STEADY,
  CARRY_ON_BACKOFF_DOUBLING,
  CARRY_ON_BACKOFF_QUICK,
} CarryOnBackoffPreset;

const char          *carry_on_backoff_preset_to_string   (CarryOnBackoffPreset preset);
/* Unknown strings give STEADY. */
CarryOnBackoffPreset carry_on_backoff_preset_from_string (const char *str);

/**
 * carry_on_policy_backoff_ms:
 * @attempt: 0 for the first continue after a failure, 1 for the next, …
 * @jitter: add up to ±20 % (never below 1 s)
 * @rand: (nullable): random source (tests pass a seeded one); %NULL uses
 *   g_random_*
 *
 * Returns: the wait before continue number @attempt + 1, in ms
 */
gint64 carry_on_policy_backoff_ms       (CarryOnBackoffPreset preset,
                                         guint                attempt,
                                         gboolean             jitter,
                                         GRand               *rand);
/* The slow ladder for a usage limit with no known reset: 5, 10, 20, 40 min,
 * then every 60 min. In ms. */
gint64 carry_on_policy_limit_backoff_ms (guint attempt);

/* Limits of the settings (clamped, never trusted). */
#define CARRY_ON_LIMIT_MIN 1
#define CARRY_ON_LIMIT_MAX 999
#define CARRY_ON_LIMIT_DEFAULT 99
#define CARRY_ON_TOTAL_CAP_DEFAULT 200
#define CARRY_ON_RESUME_MARGIN_MAX_S 600
/* Cross-session recovery spreads its continues over at most this window. */
#define CARRY_ON_RECOVERY_SPREAD_MS 15000
/* Events kept per session. */
#define CARRY_ON_HISTORY_MAX 50

G_END_DECLS
