/* carry-on-classifier-private.h
 *
 * SPDX-FileCopyrightText: 2026 The Carry On authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Shared by the classifier (carry-on-classifier.c), its rule table
 * (carry-on-classifier-rules.c) and the reset-time parser
 * (carry-on-reset-time.c).  Not installed, not a contract between areas.
 */
#pragma once

#include "carry-on-classifier.h"

G_BEGIN_DECLS

/* Longest stretch of a message (and of its causes together) the classifier
 * and the reset parser look at, in bytes.  Error texts are short; a longer
 * one is cut here so a hostile peer cannot make a call slow. */
#define CARRY_ON_CLASSIFIER_MAX_TEXT (64 * 1024)

/**
 * CarryOnRuleField:
 * Which part of a failure a rule looks at.
 * @CARRY_ON_RULE_KIND: the host's stop-failure kind (Claude Code
 *   `StopFailure.error`, DSH `LlmFailure.code`), exact, ASCII case-insensitive
 * @CARRY_ON_RULE_ERROR_TYPE: the API error type, exact, case-insensitive
 * @CARRY_ON_RULE_STATUS: the HTTP status, in [@status_min, @status_max]
 * @CARRY_ON_RULE_TEXT: anchored phrases in the message and its causes
 * @CARRY_ON_RULE_PROVIDER_CODE: a provider's business code, exact: the
 *   failure's error type, or a quoted "error_type", "reason",
 *   "limit_source" or "code" value in the error body (`"code":"1308"`,
 *   `"reason": "in_flight_budget_exhausted"`); only for the provider
 *   families in @hosts
 */
typedef enum {
  CARRY_ON_RULE_KIND,
  CARRY_ON_RULE_ERROR_TYPE,
  CARRY_ON_RULE_STATUS,
  CARRY_ON_RULE_TEXT,
  CARRY_ON_RULE_PROVIDER_CODE,
} CarryOnRuleField;

/**
 * CarryOnRuleTier:
 * Precedence of text rules: the lowest tier that matches wins; inside a
 * tier, the rule listed first.  Structured rules use
 * %CARRY_ON_TIER_STRUCTURED.
 * @CARRY_ON_TIER_SPECIFIC: specific phrases that decide alone, mostly
 *   fatal (context too long, credits, credentials, model not found,
 *   content filter, output cap) and the provider-dependent quota wording
 * @CARRY_ON_TIER_OVERLOAD: server capacity ("overloaded"), also inside a
 *   400 or a 429
 * @CARRY_ON_TIER_LIMIT: usage windows, rate limits, quotas
 * @CARRY_ON_TIER_INVALID: generic invalid-request wording and error types
 * @CARRY_ON_TIER_TRANSIENT: network, timeouts, 5xx wording, broken streams
 * @CARRY_ON_TIER_FALLBACK: a message template that decides only when
 *   nothing else in the text does (a status written in it, a refused
 *   connection): OpenCode's ProviderInitError in translation, whose own
 *   words ("check credentials and configuration") are a tip, not the cause
 */
typedef enum {
  CARRY_ON_TIER_STRUCTURED,
  CARRY_ON_TIER_SPECIFIC,
  CARRY_ON_TIER_OVERLOAD,
  CARRY_ON_TIER_LIMIT,
  CARRY_ON_TIER_INVALID,
  CARRY_ON_TIER_TRANSIENT,
  CARRY_ON_TIER_FALLBACK,
} CarryOnRuleTier;

/**
 * CarryOnRuleFlags:
 * @CARRY_ON_RULE_DEFER: a kind that says nothing ("unknown"): classify by
 *   the other fields and the text
 * @CARRY_ON_RULE_FINAL: a structured class text cannot refine (401, 402,
 *   529, authentication_error, …); without it a strong text phrase
 *   (tiers SPECIFIC, OVERLOAD, LIMIT) with another verdict wins, which is how
 *   "a 429 can be billing" and "overloaded inside a 400" are handled
 * @CARRY_ON_RULE_RESET_WAITS: a fatal text rule that becomes a limit when
 *   the text also names a reset instant ("You're out of extra usage ·
 *   resets 9pm": the plan window reopens then)
 * @CARRY_ON_RULE_ZERO_LIMIT: a text rule for a quota whose limit is 0
 *   ("limit: 0"): it does not count when the same text names a non-zero
 *   limit ("limit: 20"), because then the 0 is one metric among others
 *   that do come back
 * @CARRY_ON_RULE_WINDOW_RESET: a text rule for a usage window that counts
 *   only when the failure also names a reset instant (structured, or a
 *   reset phrase in the text); it then beats a fatal structured rule, even a
 *   FINAL one (402, insufficient_quota): "Free quota used (30 requests /
 *   5h). Resets at 10:00 UTC." is a window that reopens, whatever the
 *   billing-looking status around it says
 * @CARRY_ON_RULE_REFINE_ONLY: a strong text rule (transport wording that
 *   beats a 400 wrapper) that yields to the best ordinary text rule when
 *   that one gives the same verdict: a plain "ECONNRESET" keeps the
 *   `connection` row; it still refines a structured rule that is not FINAL
 * @CARRY_ON_RULE_WINDOW_WORDS: a text rule for a usage window whose own
 *   words say it reopens ("Your quota will reset when the current 7-day
 *   window ends"): like WINDOW_RESET it beats a fatal structured rule, even
 *   a FINAL one (402, a typed access_terminated_error), but needs no
 *   instant; the policy's limit ladder waits
 * @CARRY_ON_RULE_RELAYED: a status a gateway sends to pass on a failure
 *   of what it depends on (424): any text row with another verdict
 *   refines it, not only a strong one, since the failure passed on may be
 *   a request the model refuses ("Unsupported parameter …", an invalid
 *   request row) as well as a backend that went away
 */
typedef enum {
  CARRY_ON_RULE_NONE        = 0,
  CARRY_ON_RULE_DEFER       = 1 << 0,
  CARRY_ON_RULE_FINAL       = 1 << 1,
  CARRY_ON_RULE_RESET_WAITS = 1 << 2,
  CARRY_ON_RULE_ZERO_LIMIT  = 1 << 3,
  CARRY_ON_RULE_WINDOW_RESET = 1 << 4,
  CARRY_ON_RULE_REFINE_ONLY  = 1 << 5,
  CARRY_ON_RULE_WINDOW_WORDS = 1 << 6,
  CARRY_ON_RULE_RELAYED      = 1 << 7,
} CarryOnRuleFlags;

/**
 * CarryOnRule:
 * One row of the rule table (carry-on-classifier-rules.c).
 * @id: stable id, reported as CarryOnClassification.rule_id
 * @field: what the rule looks at
 * @match: KIND / ERROR_TYPE: the value; TEXT: lower-case phrases separated
 *   by '|'; a phrase starting with '<' (ending with '>') must start (end)
 *   at a word boundary (ASCII letters and digits, and the letters of Latin,
 *   Greek, Cyrillic, Armenian and Georgian; none in the scripts that run
 *   their words together or join particles to them); a space matches any run
 *   of white space; a '~' matches white space plus up to three auxiliary
 *   words ("has", "been", "was", "permanently", …; never a noun nor a
 *   denial such as "not"), so
 *   "<account~deactivated>" matches "account has been deactivated" but not
 *   "account is not deactivated" nor "account connection deactivated";
 *   a '^' joins two phrases by **proximity**: the second starts at a word
 *   start within four words after the first ends, in the same clause (no
 *   ". ", ", ", "!", "?", ";", line break or '"' between) and with no denial
 *   ("not", "no", "never", "…n't") skipped, so "insufficient^balance>"
 *   matches "Insufficient USD or Diem balance" but not "insufficient
 *   permissions. Your balance" nor "insufficient, not the balance";
 *   a '@' matches one command or path written without spaces or double
 *   quotes (a colon before white space ends it), so "<spawn @ enoent>"
 *   matches "spawn /usr/local/bin/uvx ENOENT" but not "spawn worker:
 *   ENOENT: no such file"
 * @status_min, @status_max: STATUS: the inclusive range
 * @hosts: %NULL for any provider; else a comma-separated list of provider
 *   families ("gemini,openai"); a leading '!' negates it.  Used by TEXT,
 *   ERROR_TYPE and PROVIDER_CODE rows
 * @tier: precedence of a TEXT rule
 * @verdict: the class it gives
 * @flags: #CarryOnRuleFlags
 * @label: short human label, static, untranslated
 * @source: the doc or bug report the rule comes from
 */
typedef struct {
  const char       *id;
  CarryOnRuleField  field;
  const char       *match;
  int               status_min;
  int               status_max;
  const char       *hosts;
  CarryOnRuleTier   tier;
  CarryOnVerdict    verdict;
  guint             flags;
  const char       *label;
  const char       *source;
} CarryOnRule;

extern const CarryOnRule carry_on_classifier_rules[];
extern const guint carry_on_classifier_n_rules;

/**
 * CarryOnNormText:
 * Text prepared for phrase matching: white space runs collapsed to one
 * space (to a '\n' when the run held a line break, so a terminal's
 * mid-word wrap can be bridged), JSON escapes undone ("\\uXXXX" too),
 * typographic quotes, hyphens and full-width punctuation folded to ASCII.
 * @lower is @text with its letters lowered where the lower case takes as
 * many bytes (all of ASCII, Á, Ü, Д; not İ), so an offset found in one is
 * valid in the other (zone names keep their case in @text).
 */
typedef struct {
  char     *text;
  char     *lower;
  gsize     len;
  gboolean  cut;   /* a part was longer than the budget: head + tail kept */
} CarryOnNormText;

void   carry_on_norm_text_init  (CarryOnNormText    *nt,
                                 const char * const *parts,
                                 gsize               n_parts,
                                 gsize               max_bytes);
void   carry_on_norm_text_clear (CarryOnNormText    *nt);

/* Finds @phrase (lower case, optional '<' / '>' boundary marks) in @lower
 * from byte @from.  Returns the start offset or -1; @match_end gets the
 * offset just past the match. */
gssize carry_on_norm_text_find  (const char *lower,
                                 gsize       len,
                                 gsize       from,
                                 const char *phrase,
                                 gsize       phrase_len,
                                 gsize      *match_end);

/* Whether @lower holds one of @phrases (carry_on_norm_text_find() patterns) */
gboolean carry_on_norm_text_find_any (const char         *lower,
                                      gsize               len,
                                      const char * const *phrases,
                                      gsize               n_phrases);

/* The character that starts at byte @pos of @s (@len bytes): -1 at or past
 * the end or on invalid UTF-8, -2 on a character cut short by the end. */
gunichar carry_on_norm_text_char_at (const char *s,
                                     gsize       len,
                                     gsize       pos);

/* Tries to match one phrase exactly at @pos ('<', '>', ' ', '~', '^' and '@' as in
 * #CarryOnRule.match).  Returns TRUE and sets @match_end on success. */
gboolean carry_on_norm_text_match_at (const char *lower,
                                      gsize       len,
                                      gsize       pos,
                                      const char *phrase,
                                      gsize       phrase_len,
                                      gsize      *match_end);

/* The reset parser on text already normalised. */
gboolean carry_on_reset_time_parse_norm (const CarryOnNormText *nt,
                                         GDateTime             *now,
                                         GTimeZone             *local_tz,
                                         gint64                *out_epoch_s);

/**
 * CarryOnCue:
 * One word's evidence for the fallback (carry-on-classifier-cues.c): in how
 * many texts of the labelled corpora it occurs, per verdict.
 * @feature: "w:word" (a word, lower case), "c:XY" (two neighbouring CJK
 *   characters, or "c:X" for one alone), "k:key" (the concept such a word
 *   names in any language, carry_on_concept_of()), "n:4xx" / "n:5xx" (a
 *   three-digit status written in the text), "s:4xx" / "s:429" (the
 *   structured status)
 * @n: texts per #CarryOnVerdict holding it, at most five of one verdict
 *   from one source address (carry-on-train-cues.c, PER_SOURCE)
 */
typedef struct {
  const char *feature;
  guint16     n[3];
} CarryOnCue;

/* carry-on-classifier-cue-table.c, written by carry-on-train-cues: sorted
 * by strcmp() of @feature; carry_on_classifier_cue_texts[] counts the
 * texts per verdict it was learnt from, with the same cap per source. */
extern const CarryOnCue carry_on_classifier_cues[];
extern const guint carry_on_classifier_n_cues;
extern const guint carry_on_classifier_cue_texts[3];

/* carry-on-classifier-concepts.c: the concept a word names across
 * languages ("key", "not found" …), or %NULL */
const char *carry_on_concept_of       (const char *word);
gboolean    carry_on_concepts_sorted  (void);

GPtrArray *carry_on_cues_features (const char *lower,
                                   gsize       len,
                                   int         status);
gboolean   carry_on_cues_decide   (const char     *lower,
                                   gsize           len,
                                   int             status,
                                   CarryOnVerdict *out_verdict);
GPtrArray *carry_on_cues_explain  (const char     *lower,
                                   gsize           len,
                                   int             status,
                                   CarryOnVerdict  verdict,
                                   guint           max_features);

G_END_DECLS
