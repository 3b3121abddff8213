/* carry-on-duration.c
 *
 * SPDX-FileCopyrightText: 2026 The Carry On authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "carry-on-duration.h"

char *
carry_on_format_duration_ms (gint64 ms)
{
  gint64 s = (MAX (ms, 0) + 999) / 1000;

  if (s < 60)
    return g_strdup_printf ("%" G_GINT64_FORMAT " s", s);
  if (s < 3600)
    return s % 60 == 0 ? g_strdup_printf ("%" G_GINT64_FORMAT " min", s / 60)
                       : g_strdup_printf ("%" G_GINT64_FORMAT " min %" G_GINT64_FORMAT " s", s / 60, s % 60);
  return g_strdup_printf ("%" G_GINT64_FORMAT " h %" G_GINT64_FORMAT " min", s / 3600, (s % 3600) / 60);
}
