/* carry-on-classify-input.h
 *
 * SPDX-FileCopyrightText: 2026 The Carry On authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "carry-on-classifier.h"

G_BEGIN_DECLS

/* Longest input line, in bytes; a longer one gets an error line */
#define CARRY_ON_CLASSIFY_MAX_LINE (1024 * 1024)

/**
 * CarryOnClassifyInput:
 * @classifier: (not nullable): the classifier the lines go through
 * @now: (not nullable): the instant relative resets count from
 * @tz: (nullable): zone of clock times printed without one
 * @check: compare with each line's "expected" instead of printing verdicts
 * @n_checked: lines that had an "expected" (with @check)
 * @n_agree: of those, the lines that agreed
 * @lineno: lines seen so far, blank ones included
 *
 * The state of carry-on-classify over its input; the caller owns the
 * objects and frees them.
 */
typedef struct {
  CarryOnClassifier *classifier;
  GDateTime         *now;
  GTimeZone         *tz;
  gboolean           check;
  guint              n_checked;
  guint              n_agree;
  guint              lineno;
} CarryOnClassifyInput;

gboolean carry_on_classify_input_line (CarryOnClassifyInput *input,
                                       char                 *line,
                                       gsize                 len);

G_END_DECLS
