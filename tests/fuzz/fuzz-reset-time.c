/* fuzz-reset-time.c
 *
 * SPDX-FileCopyrightText: 2026 The Carry On authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * libFuzzer target for carry_on_reset_time_parse(): any bytes, with a
 * zone and without; a found instant must be a valid date.
 */

#include "config.h"

#include <stdint.h>
#include <stdlib.h>

#include "carry-on-reset-time.h"

int LLVMFuzzerTestOneInput (const uint8_t *data,
                            size_t         size);

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  static GDateTime *now;
  static GTimeZone *zone;
  g_autofree char *text = NULL;
  gint64 value = -1;

  if (now == NULL)
    {
      now = g_date_time_new_utc (2026, 10, 25, 0, 30, 0);  /* DST day in Europe */
      zone = g_time_zone_new_identifier ("America/Los_Angeles");
    }

  text = g_strndup ((const char *) data, size);

  if (carry_on_reset_time_parse (text, now, zone, &value))
    {
      g_autoptr(GDateTime) dt = g_date_time_new_from_unix_utc (value);

      if (dt == NULL)
        abort ();
    }
  if (carry_on_reset_time_parse (text, now, NULL, &value))
    {
      g_autoptr(GDateTime) dt = g_date_time_new_from_unix_utc (value);

      if (dt == NULL)
        abort ();
    }

  return 0;
}
