/* fuzz-classifier.c
 *
 * SPDX-FileCopyrightText: 2026 The Carry On authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * libFuzzer target for carry_on_classifier_classify().  The input is the
 * message; when it holds 0x1E (record separator) bytes, the fields are
 * message, kind, error type, host kind, status (decimal), provider, then
 * nested causes.  Asserts the result is always well formed.
 */

#include "config.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "carry-on-classifier.h"

int LLVMFuzzerTestOneInput (const uint8_t *data,
                            size_t         size);

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  static CarryOnClassifier *classifier;
  static GDateTime *now;
  static GTimeZone *zone;
  g_autofree char *copy = NULL;
  g_auto(GStrv) fields = NULL;
  g_autoptr(GPtrArray) causes = g_ptr_array_new ();
  CarryOnFailure f = { 0 };
  CarryOnClassification out;
  guint n;

  if (classifier == NULL)
    {
      const char *extra[] = { "glitch", "Temporary  HICCUP", NULL };

      classifier = carry_on_classifier_new ();
      carry_on_classifier_set_extra_transient (classifier, extra);
      now = g_date_time_new_utc (2026, 3, 29, 0, 30, 0);  /* DST day in Europe */
      zone = g_time_zone_new_identifier ("Europe/London");
    }

  copy = g_strndup ((const char *) data, size);
  fields = g_strsplit (copy, "\x1e", 64);
  n = g_strv_length (fields);

  f.message = n > 0 ? fields[0] : NULL;
  f.kind = n > 1 ? fields[1] : NULL;
  f.error_type = n > 2 ? fields[2] : NULL;
  f.status = n > 4 ? (int) g_ascii_strtoll (fields[4], NULL, 10) : 0;
  f.provider = n > 5 ? fields[5] : NULL;
  for (guint i = 6; i < n; i++)
    g_ptr_array_add (causes, fields[i]);
  g_ptr_array_add (causes, NULL);
  f.causes = causes->len > 1 ? (char **) causes->pdata : NULL;
  f.retry_after_ms = size % 3 == 0 ? (gint64) size * 7 : -1;
  f.resets_at = -1;

  carry_on_classifier_classify (classifier, &f, n > 3 ? fields[3] : NULL, now,
                                size % 2 ? zone : NULL, &out);

  if (out.label == NULL || out.rule_id == NULL ||
      (out.verdict != CARRY_ON_VERDICT_TRANSIENT && out.verdict != CARRY_ON_VERDICT_LIMIT &&
       out.verdict != CARRY_ON_VERDICT_FATAL) ||
      (out.verdict == CARRY_ON_VERDICT_FATAL && out.resets_at != -1) ||
      out.resets_at < -1)
    abort ();

  return 0;
}
