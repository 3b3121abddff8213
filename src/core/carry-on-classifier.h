/* carry-on-classifier.h
 *
 * SPDX-FileCopyrightText: 2026 The Carry On authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "carry-on-protocol-types.h"

G_BEGIN_DECLS

/**
 * CarryOnVerdict:
 * @CARRY_ON_VERDICT_TRANSIENT: retrying after a backoff can help (overload,
 *   5xx, dropped connection, timeout)
 * @CARRY_ON_VERDICT_LIMIT: a usage or rate limit: resume at its reset when
 *   known, else back off on a slow ladder
 * @CARRY_ON_VERDICT_FATAL: retrying cannot help (auth, billing, context too
 *   long, model not found, invalid request, max output tokens): give up
 */
typedef enum {
  CARRY_ON_VERDICT_TRANSIENT,
  CARRY_ON_VERDICT_LIMIT,
  CARRY_ON_VERDICT_FATAL,
} CarryOnVerdict;

const char *carry_on_verdict_to_string (CarryOnVerdict verdict);

/**
 * CarryOnClassification:
 * @verdict: the class
 * @label: (transfer none): a short human label ("server overloaded"),
 *   static and in English (what tools and logs print); marked for
 *   translation in the context "failure label", so a person is shown
 *   g_dpgettext2 (GETTEXT_PACKAGE, "failure label", label)
 * @rule_id: (transfer none): id of the rule that decided, static; it names
 *   the source in the rule table (carry-on-classifier-rules.c)
 * @resets_at: absolute reset instant in epoch seconds, -1 when unknown
 */
typedef struct {
  CarryOnVerdict  verdict;
  const char     *label;
  const char     *rule_id;
  gint64          resets_at;
} CarryOnClassification;

#define CARRY_ON_TYPE_CLASSIFIER (carry_on_classifier_get_type ())
G_DECLARE_FINAL_TYPE (CarryOnClassifier, carry_on_classifier, CARRY_ON, CLASSIFIER, GObject)

CarryOnClassifier *carry_on_classifier_new (void);

/**
 * carry_on_classifier_set_extra_transient:
 * @texts: (nullable): %NULL-terminated, case-insensitive substrings the user
 *   wants treated as transient (settings key `extra-transient-texts`); they
 *   are matched in the failure's kind (its code, e.g. DSH `TRANSPORT`), the
 *   message and every nested cause (a cause's code travels in its text)
 */
void carry_on_classifier_set_extra_transient (CarryOnClassifier  *self,
                                              const char * const *texts);

void carry_on_classifier_set_word_evidence (CarryOnClassifier *self,
                                            gboolean           enabled);
char **carry_on_classifier_explain_words (CarryOnClassifier    *self,
                                          const CarryOnFailure *failure,
                                          CarryOnVerdict        verdict,
                                          guint                 max_words);

/**
 * carry_on_classifier_classify:
 * @failure: the failure details
 * @host_kind: (nullable): the agent host's kind ("claude-code", "dsh", …),
 *   a provider hint for rules that differ between hosts
 * @now: the current wall-clock time, for relative resets ("in 2 hours")
 * @local_tz: (nullable): zone for clock times printed without one; %NULL
 *   means the local zone (`TZ`).  A provider known to print its own zone
 *   (Z.ai: Asia/Shanghai) overrides it.
 * @out: (out caller-allocates): the result
 *
 * Structured fields (host failure kind, provider business code, HTTP
 * status, API error type, retry-after, resets_at) win over text; text rules
 * are anchored phrases, chosen by the provider family (@failure->provider,
 * clues in the text, then @host_kind), and a phrase denied by "not" does
 * not count.  Never fails: an input no rule knows is given the verdict
 * its words lean to in the labelled corpora when they lean clearly away
 * from transient (rule_id "words-fatal" or "words-limit"), else it is
 * transient with rule_id "default" (a wrong retry costs less than a wrong
 * give-up; see docs/classifier.md).  Well under a millisecond per call (see
 * carry-on-bench).
 */
void carry_on_classifier_classify (CarryOnClassifier     *self,
                                   const CarryOnFailure  *failure,
                                   const char            *host_kind,
                                   GDateTime             *now,
                                   GTimeZone             *local_tz,
                                   CarryOnClassification *out);

G_END_DECLS
