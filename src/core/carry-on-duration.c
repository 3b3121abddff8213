/* carry-on-duration.c
 *
 * SPDX-FileCopyrightText: 2026 The Carry On authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "carry-on-duration.h"

char *
carry_on_format_duration_ms (gint64 ms)
{
  long long s = (MAX (ms, 0) + 999) / 1000;

  if (s < 60)
    /* Translators: a duration in seconds, "42 s" */
    return g_strdup_printf (_("%lld s"), s);
  if (s < 3600)
    return s % 60 == 0
      /* Translators: a duration in minutes, "5 min" */
      ? g_strdup_printf (_("%lld min"), s / 60)
      /* Translators: a duration in minutes and seconds, "2 min 5 s" */
      : g_strdup_printf (_("%1$lld min %2$lld s"), s / 60, s % 60);
  /* Translators: a duration in hours and minutes, "3 h 12 min" */
  return g_strdup_printf (_("%1$lld h %2$lld min"), s / 3600, (s % 3600) / 60);
}

char *
carry_on_format_wall_time (gint64   wall_us,
                           gint64   now_us,
                           gboolean seconds)
{
  g_autoptr(GDateTime) utc = g_date_time_new_from_unix_utc (wall_us / G_USEC_PER_SEC);
  g_autoptr(GDateTime) now_utc = g_date_time_new_from_unix_utc (now_us / G_USEC_PER_SEC);
  g_autoptr(GDateTime) local = NULL;
  g_autoptr(GDateTime) now = NULL;

  if (utc == NULL || now_utc == NULL)
    return g_strdup ("?");
  local = g_date_time_to_local (utc);
  now = g_date_time_to_local (now_utc);
  if (g_date_time_get_year (local) != g_date_time_get_year (now))
    return g_date_time_format (local, seconds
      /* Translators: a g_date_time_format() format for an instant in
       * another year, "Thu 3 Dec 2026 14:05:09"; reorder as your language
       * writes dates.  xgettext:no-c-format */
      ? _("%a %e %b %Y %H:%M:%S")
      /* Translators: a g_date_time_format() format for a reset in another
       * year, "Thu 3 Dec 2026 14:05"; reorder as your language writes dates.
       * xgettext:no-c-format */
      : _("%a %e %b %Y %H:%M"));
  if (g_date_time_get_day_of_year (local) != g_date_time_get_day_of_year (now))
    return g_date_time_format (local, seconds
      /* Translators: a g_date_time_format() format for an instant on
       * another day this year, "Thu 3 Dec 14:05:09".
       * xgettext:no-c-format */
      ? _("%a %e %b %H:%M:%S")
      /* Translators: a g_date_time_format() format for a reset on another
       * day this year, "Thu 3 Dec 14:05".
       * xgettext:no-c-format */
      : _("%a %e %b %H:%M"));
  return g_date_time_format (local, seconds
    /* Translators: a g_date_time_format() format for an instant today,
     * "14:05:09".  xgettext:no-c-format */
    ? _("%H:%M:%S")
    /* Translators: a g_date_time_format() format for a reset today, "14:05".
     * xgettext:no-c-format */
    : _("%H:%M"));
}
