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
 * The ladders are those of the auto-continue tools users compare Carry On
 * with: a short first wait growing to a 5-minute cap ("doubling" is
 * claude-auto-retry's 30 s → 240 s overload ladder,
 * https://github.com/cheapestinference/claude-auto-retry).
 * docs/performance.md measures them.
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

/**
 * carry_on_policy_resume_us:
 * @resets_at: the limit's reset instant, epoch seconds
 * @structured: whether the host gave the instant in a field (`resets_at`,
 *   a reset header, Claude Code's `rateLimits[].resetsAt`) rather than in
 *   the error's text
 * @margin_s: the `resume-margin` setting, seconds
 *
 * When to send the first continue after a usage limit.  A structured
 * instant is whole seconds, possibly cut down from the provider's
 * sub-second one, so the wait is @margin_s but at least
 * %CARRY_ON_RESUME_STRUCTURED_MIN_S: never before the reset by the local
 * clock.  A reset read from text ("resets 3:40pm") is known only to the
 * minute, so the wait is at least %CARRY_ON_RESUME_TEXT_MIN_S.
 *
 * Returns: the resume instant, epoch µs
 */
gint64 carry_on_policy_resume_us (gint64   resets_at,
                                  gboolean structured,
                                  guint    margin_s);

/* A continue sent at a reset and refused again by the same limit (the
 * provider's clock runs behind ours) is tried again after this many
 * seconds times the refusals so far, without counting against the limit in
 * a row, at most CARRY_ON_RESET_REFUSALS_MAX times; a refusal counts as
 * "the same limit" when it comes within CARRY_ON_RESET_REFUSAL_WINDOW_S of
 * the continue and names no reset later than that window. */
#define CARRY_ON_RESET_REFUSAL_RETRY_S 10
#define CARRY_ON_RESET_REFUSALS_MAX 3
#define CARRY_ON_RESET_REFUSAL_WINDOW_S 300
#define CARRY_ON_RESUME_STRUCTURED_MIN_S 1
#define CARRY_ON_RESUME_TEXT_MIN_S 60

/* Limits of the settings (clamped, never trusted). */
#define CARRY_ON_LIMIT_MIN 1
#define CARRY_ON_LIMIT_MAX 999
#define CARRY_ON_LIMIT_DEFAULT 99
#define CARRY_ON_TOTAL_CAP_DEFAULT 200
#define CARRY_ON_RESUME_MARGIN_MAX_S 600
/* The default margin keeps margin + spread within 20 s of a structured
 * reset (the spread is under CARRY_ON_RECOVERY_SPREAD_MS). */
#define CARRY_ON_RESUME_MARGIN_DEFAULT_S 5
/* Cross-session recovery spreads its continues over at most this window. */
#define CARRY_ON_RECOVERY_SPREAD_MS 15000
/* Events kept per session. */
#define CARRY_ON_HISTORY_MAX 50

G_END_DECLS
