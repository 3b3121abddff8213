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
