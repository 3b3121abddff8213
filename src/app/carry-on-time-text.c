/* carry-on-time-text.c
 *
 * SPDX-FileCopyrightText: 2026 The Carry On authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "carry-on-time-text.h"

/**
 * carry_on_countdown_remaining_s:
 * @due_us: the due time, wall-clock epoch µs
 * @now_us: the wall-clock now, epoch µs
 *
 * Seconds left as the countdowns show them: whole seconds of the due time
 * minus whole seconds of now (0 or less once due).  The text then changes only on the wall
 * clock's second boundaries, so one timer aligned to them serves every
 * row; a 5 s backoff reads 0:05 whatever the fraction of the second it
 * started at, and "now" shows in the second the continue goes out.
 *
 * Returns: whole seconds
 */
gint64
carry_on_countdown_remaining_s (gint64 due_us,
                                gint64 now_us)
{
  return due_us / G_USEC_PER_SEC - now_us / G_USEC_PER_SEC;
}

/* Whole minutes left, rounded down, counted from the next minute boundary
 * of the wall clock: the text of a wait of an hour or more changes only
 * once a minute, on the minute (carry_on_countdown_next_change()). */
static gint64
remaining_minutes_coarse (gint64 due_us,
                          gint64 now_us)
{
  gint64 due_s = due_us / G_USEC_PER_SEC;
  gint64 now_s = now_us / G_USEC_PER_SEC;
  gint64 next_minute = (now_s + 59) / 60 * 60;

  return MAX (0, (due_s - next_minute) / 60);
}

/**
 * carry_on_format_span:
 * @due_us: the due time, wall-clock epoch µs
 * @now_us: the wall-clock now, epoch µs
 *
 * The wait until @due_us: "42 s", "12 min", "1 h 12 min", "2 d 3 h",
 * rounded down (a relative time that rounds up says "in 2 min" with
 * 1 min 14 s left); at an hour or more it changes only on the minute
 * (carry_on_countdown_next_change()).
 *
 * Returns: (transfer full): a translated text
 */
char *
carry_on_format_span (gint64 due_us,
                      gint64 now_us)
{
  gint64 seconds = carry_on_countdown_remaining_s (due_us, now_us);
  gint64 minutes;

  if (seconds < 60)
    /* Translators: a short duration, e.g. "in 42 s" */
    return g_strdup_printf (_("%d s"), (int) seconds);

  if (seconds < CARRY_ON_COUNTDOWN_COARSE_S)
    /* Translators: a short duration in minutes, e.g. "in 12 min" */
    return g_strdup_printf (_("%d min"), (int) (seconds / 60));

  minutes = remaining_minutes_coarse (due_us, now_us);
  if (minutes < 24 * 60)
    {
      if (minutes % 60 == 0)
        /* Translators: a duration in hours, e.g. "in 2 h" */
        return g_strdup_printf (_("%d h"), (int) (minutes / 60));
      /* Translators: a duration in hours and minutes, e.g. "in 1 h 12 min" */
      return g_strdup_printf (_("%d h %d min"), (int) (minutes / 60), (int) (minutes % 60));
    }

  /* Translators: a duration in days and hours, e.g. "in 2 d 3 h" */
  return g_strdup_printf (_("%d d %d h"), (int) (minutes / (24 * 60)),
                          (int) ((minutes / 60) % 24));
}

/**
 * carry_on_format_time_of_day:
 * @time_us: wall-clock epoch µs
 * @now_us: the wall-clock now, epoch µs
 *
 * "19:01" today, "Tue 1 Dec 19:01" on any other day (local time): a time
 * of another day always says which day.
 *
 * Returns: (transfer full) (nullable): the text, %NULL for a time GLib
 *   cannot represent
 */
char *
carry_on_format_time_of_day (gint64 time_us,
                             gint64 now_us)
{
  g_autoptr(GDateTime) when = g_date_time_new_from_unix_local (time_us / G_USEC_PER_SEC);
  g_autoptr(GDateTime) now = g_date_time_new_from_unix_local (now_us / G_USEC_PER_SEC);

  if (when == NULL)
    return NULL;
  if (now != NULL &&
      g_date_time_get_day_of_year (when) == g_date_time_get_day_of_year (now) &&
      g_date_time_get_year (when) == g_date_time_get_year (now))
    return g_date_time_format (when, "%H:%M");
  /* Translators: strftime format of a time on another day, e.g. "Tue 1 Dec 19:01" */
  return g_date_time_format (when, _("%a %-d %b %H:%M"));
}

/**
 * carry_on_format_countdown:
 * @due_us: when the pending continue is due, wall-clock epoch µs (the
 *   session's "due"); 0 when nothing is pending
 * @due_is_reset: %TRUE when the continue waits for a usage-limit reset
 * @turn_running: %TRUE when a turn runs (a due continue then waits for it)
 * @now_us: the wall-clock now, epoch µs (from the app's CarryOnClock)
 *
 * The countdown part of a row's status line: "Continuing in 0:42" for a
 * backoff under an hour ("Continuing in 1 h 12 min" above), "Resuming at
 * 19:01 (in 1 h 12 min) after the usage limit" for a usage-limit reset
 * (the absolute time first, with the date when it is not today; the
 * relative time rounded down).  The text changes only on the wall
 * clock's second boundaries, and for a wait of an hour or more only on its
 * minute boundaries (see carry_on_countdown_next_change()).
 *
 * Returns: (transfer full) (nullable): the text, or %NULL when @due_us is 0
 */
char *
carry_on_format_countdown (gint64   due_us,
                           gboolean due_is_reset,
                           gboolean turn_running,
                           gint64   now_us)
{
  gint64 remaining;
  g_autofree char *span = NULL;
  g_autofree char *at = NULL;

  if (due_us <= 0)
    return NULL;

  remaining = carry_on_countdown_remaining_s (due_us, now_us);

  if (remaining <= 0)
    {
      if (turn_running)
        return g_strdup (_("Continuing when the running turn ends"));
      return g_strdup (due_is_reset ? _("Resuming now") : _("Continuing now"));
    }

  span = carry_on_format_span (due_us, now_us);

  if (!due_is_reset)
    {
      if (remaining < CARRY_ON_COUNTDOWN_COARSE_S)
        /* Translators: a countdown in minutes:seconds, "Continuing in 0:42" */
        return g_strdup_printf (_("Continuing in %d:%02d"),
                                (int) (remaining / 60), (int) (remaining % 60));
      /* Translators: %s is a duration, "Continuing in 1 h 12 min" */
      return g_strdup_printf (_("Continuing in %s"), span);
    }

  at = carry_on_format_time_of_day (due_us, now_us);
  if (at == NULL)
    return g_strdup_printf (_("Resuming in %s after the usage limit"), span);
  /* Translators: "Resuming at 19:01 (in 1 h 12 min) after the usage limit":
   * the times first, so a narrow window still shows them */
  return g_strdup_printf (_("Resuming at %s (in %s) after the usage limit"), at, span);
}

/**
 * carry_on_countdown_next_change:
 * @due_us: the due time, wall-clock epoch µs (> 0)
 * @now_us: the wall-clock now, epoch µs
 *
 * When carry_on_format_countdown() next gives another text for @due_us:
 * the next second boundary of the wall clock while under an hour
 * (%CARRY_ON_COUNTDOWN_COARSE_S) is left or the continue is due, the next
 * minute boundary otherwise.
 *
 * Returns: a wall-clock time, epoch µs, after @now_us
 */
gint64
carry_on_countdown_next_change (gint64 due_us,
                                gint64 now_us)
{
  gint64 now_s = now_us / G_USEC_PER_SEC;

  if (carry_on_countdown_period_s (due_us, now_us) == 60)
    return ((now_s / 60) + 1) * 60 * G_USEC_PER_SEC;
  return (now_s + 1) * G_USEC_PER_SEC;
}

/**
 * carry_on_countdown_period_s:
 * @due_us: the due time, wall-clock epoch µs (> 0)
 * @now_us: the wall-clock now, epoch µs
 *
 * How often carry_on_format_countdown() gives another text for @due_us
 * from @now_us on: every minute while the wait is still an hour or more
 * (%CARRY_ON_COUNTDOWN_COARSE_S) at the next minute boundary, every second
 * otherwise.  The step carry_on_countdown_next_change() takes, whatever
 * part of it is left: a timer due in 0.3 s on the minute still ticks once
 * a minute.
 *
 * Returns: 60 or 1 (seconds)
 */
guint
carry_on_countdown_period_s (gint64 due_us,
                             gint64 now_us)
{
  /* Still coarse at the next minute boundary (at most 60 s later)? */
  return carry_on_countdown_remaining_s (due_us, now_us) >= CARRY_ON_COUNTDOWN_COARSE_S + 60 ? 60 : 1;
}
