/* carry-on-classifier-cues.c
 *
 * SPDX-FileCopyrightText: 2026 The Carry On authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The classifier's last step, for a text no rule knows: the words of the
 * labelled corpora (tests/corpus/api-errors.jsonl and held-out.jsonl, every
 * line with its source address) weigh it, as a naive Bayes over which words
 * occur (docs/classifier.md, "Word evidence").
 *
 * Why: measured on the 1,046 texts of rounds hf–hr, collected after the
 * classifier of commit 0d26abd was written, 173 fell to its default; only
 * 56 of those were transient (78 fatal, 39 limits).  The rules are phrases,
 * and each new round brings phrases no row has; its words are mostly old
 * ones ("administrator", "billing", "entitlement", "quota", "monthly").
 * Weighed by the 599 texts that existed at 0d26abd, 135 of the 173 were
 * right on retry-vs-give-up instead of 95, at the cost of 9 wrong give-ups.
 *
 * The fallback leans to retrying as the default does: transient starts
 * CARRY_ON_CUES_TRANSIENT_MARGIN nats ahead (e^2.5 ≈ 12 times as likely), so
 * a text is given up only when its words are much more often a fatal
 * text's.  A text with no word the corpora know stays transient.
 */

#include "config.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "carry-on-classifier-private.h"

/* The head start of transient, in nats (natural log units): the cost
 * argument of docs/classifier.md, "The default, and why".  2 was chosen on
 * the 0d26abd measurement above: 1 gave 13 wrong give-ups for one more
 * right verdict, 3 lost three right ones for two fewer wrong give-ups.
 * Raised to 2.25 when leave-one-round-out over 116 rounds (657 texts no
 * rule decides) gave 18 wrong give-ups and 72 wrong retries against 23
 * and 68 at 2, and one more right verdict; 2.5 gave 18 and 76 with three
 * fewer, 3 gave 16 and 86 with eleven fewer (docs/classifier.md, "Word
 * evidence").  Raised to 2.5 with the concepts (carry-on-classifier-
 * concepts.c), which make more texts lean somewhere: over 305 rounds (1848
 * texts) they gave at 2.5 the wrong give-ups of 2.25 without them (56)
 * with 13 more right verdicts, and 23 more without the localised
 * messages.  tests/corpus/replay-words.py reads it, and the word lists
 * below, from this file. */
#define CARRY_ON_CUES_TRANSIENT_MARGIN 2.5

/* Words by which a text says that retrying, or waiting, is its remedy:
 * the fallback never gives such a text up, whatever its other words (a
 * limit it may still be).  Not "try again": fatal texts end with it as
 * often as not ("check your API key and try again").  "wait for" ("Please
 * wait for the Inference Endpoint to be deployed … and try again",
 * huggingface_hub, held-out lq002; "Please wait for the conversation to
 * fully load", held-out kf006) is in 22 texts of the corpora and none of
 * them fatal; leave-one-round-out over 116 rounds went from 18 wrong
 * give-ups to 16 with it, and no more wrong retries. */
static const char * const sender_retries[] = {
  "<retrying>", "<will retry>", "<will be retried>", "<retry later>",
  "<reconnecting>", "<temporar", "<for the moment>", "<momentarily>",
  "<wait for>",
};

/* Words by which a client says its own retries ran out ("Max retries
 * reached. Unable to complete the request.", Cherry Studio:
 * https://github.com/CherryHQ/cherry-studio/issues/237; "failed to update
 * user quota after max retries", a relay's own database): the other words
 * describe the retrying, not the cause, so they decide nothing and the
 * default applies.  A cause the text also names is a row's to read. */
static const char * const retries_ran_out[] = {
  "<max retries>", "<maximum retries>", "<retries exhausted>",
};

/* A word longer than this is an id or a blob, not a word */
#define MAX_WORD_CHARS 40

static gboolean
is_cjk (gunichar c)
{
  return (c >= 0x3040 && c <= 0x30ff) ||   /* Hiragana, Katakana */
         (c >= 0x3400 && c <= 0x9fff) ||   /* CJK ideographs, extension A */
         (c >= 0xac00 && c <= 0xd7af) ||   /* Hangul syllables */
         (c >= 0xf900 && c <= 0xfaff);     /* CJK compatibility ideographs */
}

/* Thai, Lao, Myanmar and Khmer: scripts that, like CJK, do not space
 * their words, but whose letters carry vowel and tone marks */
static gboolean
is_unspaced (gunichar c)
{
  return (c >= 0x0e00 && c <= 0x0eff) ||   /* Thai, Lao */
         (c >= 0x1000 && c <= 0x109f) ||   /* Myanmar */
         (c >= 0x1780 && c <= 0x17ff);     /* Khmer */
}

static gboolean
is_word_char (gunichar c)
{
  return g_unichar_isalpha (c) && !is_cjk (c) && !is_unspaced (c);
}

static void
add_feature (GHashTable *set,
             char       *feature)
{
  g_hash_table_add (set, feature);
}

/* The character at @p, before @end (carry_on_norm_text_char_at()) */
static gunichar
char_at (const char *p,
         const char *end)
{
  return carry_on_norm_text_char_at (p, (gsize) (end - p), 0);
}

/* Whether @c continues a run of Thai, Lao, Myanmar or Khmer: a letter or a
 * mark of those scripts (never -1 or -2, which are of no script) */
static gboolean
in_unspaced_run (gunichar c)
{
  return is_unspaced (c) && (g_unichar_isalpha (c) || g_unichar_ismark (c));
}

/* The end of the cluster at @p in a run of an unspaced script: its
 * character and the marks of that script after it */
static const char *
cluster_end (const char *p,
             const char *end)
{
  gunichar c;

  p = g_utf8_next_char (p);
  while (is_unspaced (c = char_at (p, end)) && g_unichar_ismark (c))
    p = g_utf8_next_char (p);
  return p;
}

/* A run of Thai, Lao, Myanmar or Khmer letters and marks: each pair of
 * neighbouring clusters (a letter with its marks) stands for a word, as
 * a pair of CJK characters does; a lone cluster stands for itself.
 * Returns the run's end. */
static const char *
add_unspaced_run (GHashTable *set,
                  const char *p,
                  const char *end)
{
  const char *prev = NULL;

  while (in_unspaced_run (char_at (p, end)))
    {
      const char *next = cluster_end (p, end);

      if (prev != NULL)
        add_feature (set, g_strdup_printf ("c:%.*s", (int) (next - prev), prev));
      else if (!in_unspaced_run (char_at (next, end)))
        add_feature (set, g_strdup_printf ("c:%.*s", (int) (next - p), p));
      prev = p;
      p = next;
    }
  return p;
}

static void
add_cjk_run (GHashTable *set,
             const char *run,
             const char *end)
{
  const char *next = g_utf8_next_char (run);

  if (next >= end)
    {
      add_feature (set, g_strdup_printf ("c:%.*s", (int) (end - run), run));
      return;
    }
  for (const char *p = run; p < end; p = g_utf8_next_char (p))
    {
      const char *q = g_utf8_next_char (p);

      if (q >= end)
        break;
      add_feature (set, g_strdup_printf ("c:%.*s", (int) (g_utf8_next_char (q) - p), p));
    }
}

/* Whether the run of ASCII letters and digits around @p, in [@start,
 * @end), is an identifier rather than words: at least 8 long with a digit
 * in it (a request id's "0b4ab21a", a key's "abc123def456", a hash).  Its
 * letters ("ab", "fce") would lean by chance, so they are no features;
 * "5min" and "gpt4o" are too short to be one.  @run_end is set to the end
 * of the run, so a caller asks once per run (a 64 KiB run of "a1a1…" is
 * walked once, not once per letter) */
static gboolean
identifier_run (const char  *start,
                const char  *p,
                const char  *end,
                const char **run_end)
{
  const char *a = p;
  const char *b = p;
  gboolean digit = FALSE;

  while (a > start && g_ascii_isalnum (a[-1]))
    a--;
  while (b < end && g_ascii_isalnum (*b))
    b++;
  *run_end = b;
  for (const char *q = a; q < b && !digit; q++)
    digit = g_ascii_isdigit (*q);
  return digit && b - a >= 8;
}

static gint
compare_strings (gconstpointer a,
                 gconstpointer b)
{
  return strcmp (*(const char * const *) a, *(const char * const *) b);
}

/**
 * carry_on_cues_features:
 * @lower: text normalised as #CarryOnNormText.lower (need not be
 *   terminated; invalid UTF-8 bytes are skipped)
 * @len: its length in bytes
 * @status: the structured HTTP status, or ≤ 0 for none
 *
 * The features the fallback weighs, each once: "w:" and a word (a run of
 * letters of a script that spaces its words, with the combining marks that
 * follow them — Devanagari's and Bengali's vowel signs, Thai's tone marks,
 * Arabic's short vowels, without which a Hindi word fell apart into its
 * consonants — and inner apostrophes, lower case, 2 to 40 characters, not
 * inside an identifier: eight or more ASCII letters and digits with a
 * digit among them), "c:" and each pair of neighbouring CJK
 * characters (Chinese, Japanese and Korean are not spaced, so pairs stand
 * for words; a lone character stands for itself), "k:" and the concept a
 * word or pair names in any language (carry_on_concept_of(): "ключ",
 * "κλειδί" and "密钥" each add "k:key"), "n:4xx" or "n:5xx" for
 * a three-digit number from 400 to 599 not glued to a letter, and "s:4xx"
 * plus "s:NNN" for a structured status.  The trainer and the classifier
 * both call this, so the table and the text always agree on what a word is.
 *
 * Returns: (transfer full) (element-type utf8): the features, sorted by
 *   strcmp() and unique
 */
GPtrArray *
carry_on_cues_features (const char *lower,
                        gsize       len,
                        int         status)
{
  g_autoptr(GHashTable) set = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_autoptr(GString) word = g_string_new (NULL);
  const char *p = lower;
  const char *end = lower + len;
  GPtrArray *out;
  GHashTableIter iter;
  gpointer key;
  gunichar prev = 0;
  const char *run_end = lower;  /* the ASCII letter-and-digit run last asked about */
  gboolean run_is_identifier = FALSE;

  while (p < end)
    {
      gunichar c = g_utf8_get_char_validated (p, end - p);

      if (c == (gunichar) -1 || c == (gunichar) -2)
        {
          p++;
          prev = 0;
          continue;
        }

      if (is_unspaced (c) && g_unichar_isalpha (c))
        {
          const char *run_end_ = add_unspaced_run (set, p, end);

          prev = g_utf8_get_char (g_utf8_prev_char (run_end_));
          p = run_end_;
          continue;
        }

      if (is_cjk (c))
        {
          const char *run = p;

          while (p < end)
            {
              gunichar d = g_utf8_get_char_validated (p, end - p);

              if (d == (gunichar) -1 || d == (gunichar) -2 || !is_cjk (d))
                break;
              p = g_utf8_next_char (p);
            }
          add_cjk_run (set, run, p);
          prev = c;
          continue;
        }

      if (is_word_char (c))
        {
          guint n_chars = 0;
          gboolean identifier = FALSE;

          if (g_ascii_isalpha (*p))
            {
              if (p >= run_end)
                run_is_identifier = identifier_run (lower, p, end, &run_end);
              identifier = run_is_identifier;
            }

          g_string_truncate (word, 0);
          while (p < end)
            {
              gunichar d = g_utf8_get_char_validated (p, end - p);

              if (d == '\'' && p + 1 < end && n_chars > 0)
                {
                  gunichar e = g_utf8_get_char_validated (p + 1, end - p - 1);

                  if (e == (gunichar) -1 || e == (gunichar) -2 || !is_word_char (e))
                    break;
                }
              else if (d == (gunichar) -1 || d == (gunichar) -2 ||
                       !(is_word_char (d) || g_unichar_ismark (d)))
                break;
              g_string_append_unichar (word, g_unichar_tolower (d));
              n_chars++;
              prev = d;
              p = g_utf8_next_char (p);
            }
          if (n_chars >= 2 && n_chars <= MAX_WORD_CHARS && !identifier)
            add_feature (set, g_strconcat ("w:", word->str, NULL));
          continue;
        }

      if (c >= '0' && c <= '9')
        {
          const char *run = p;

          while (p < end && *p >= '0' && *p <= '9')
            p++;
          if (p - run == 3 && (run[0] == '4' || run[0] == '5') &&
              !g_unichar_isalpha (prev) &&
              (p >= end || !g_ascii_isalpha (*p)))
            add_feature (set, g_strdup_printf ("n:%cxx", run[0]));
          prev = '0';
          continue;
        }

      prev = c;
      p = g_utf8_next_char (p);
    }

  /* the concepts the words name, beside the words ("ключ" is also "key") */
  {
    g_autoptr(GPtrArray) concepts = g_ptr_array_new ();

    g_hash_table_iter_init (&iter, set);
    while (g_hash_table_iter_next (&iter, &key, NULL))
      {
        const char *f = key;
        const char *concept;

        if ((f[0] == 'w' || f[0] == 'c') && f[1] == ':' && (concept = carry_on_concept_of (f + 2)) != NULL)
          g_ptr_array_add (concepts, (gpointer) concept);
      }
    for (guint i = 0; i < concepts->len; i++)
      add_feature (set, g_strconcat ("k:", (const char *) g_ptr_array_index (concepts, i), NULL));
  }

  if (status >= 100 && status <= 599)
    {
      add_feature (set, g_strdup_printf ("s:%dxx", status / 100));
      add_feature (set, g_strdup_printf ("s:%d", status));
    }

  out = g_ptr_array_new_full (g_hash_table_size (set), g_free);
  g_hash_table_iter_init (&iter, set);
  while (g_hash_table_iter_next (&iter, &key, NULL))
    {
      g_hash_table_iter_steal (&iter);
      g_ptr_array_add (out, key);
    }
  g_ptr_array_sort (out, compare_strings);
  return out;
}

static int
compare_cue (const void *key,
             const void *member)
{
  return strcmp (key, ((const CarryOnCue *) member)->feature);
}

/* The table's row for @feature, or %NULL when the corpora do not know it */
static const CarryOnCue *
lookup_cue (const char *feature)
{
  return bsearch (feature, carry_on_classifier_cues, carry_on_classifier_n_cues,
                  sizeof (CarryOnCue), compare_cue);
}

/**
 * carry_on_cues_decide:
 * @lower: text normalised as #CarryOnNormText.lower
 * @len: its length in bytes
 * @status: the structured HTTP status, or ≤ 0 for none
 * @out_verdict: (out): the verdict the words lean to, when this returns %TRUE
 *
 * Weighs a text no rule knows by the words of the labelled corpora:
 * log P(verdict) + Σ log P(feature | verdict) over the features the table
 * knows (counts smoothed by one), transient given a head start of
 * CARRY_ON_CUES_TRANSIENT_MARGIN.
 *
 * A text that says retrying is its remedy ("temporarily", "retrying",
 * "retry later", …) is never given up this way, and one that says the
 * client's retries ran out ("max retries") is left to the default.
 *
 * Returns: %TRUE when the words lean to limit or fatal; %FALSE when they
 *   lean to transient, the table knows none of them, or they lean to
 *   fatal in a text that says it is temporary, or the text says the
 *   client's retries ran out (the caller keeps its default)
 */
gboolean
carry_on_cues_decide (const char     *lower,
                      gsize           len,
                      int             status,
                      CarryOnVerdict *out_verdict)
{
  g_autoptr(GPtrArray) features = carry_on_cues_features (lower, len, status);
  double score[3];
  guint total = 0;
  guint n_known = 0;
  CarryOnVerdict best = CARRY_ON_VERDICT_TRANSIENT;

  for (guint v = 0; v < 3; v++)
    total += carry_on_classifier_cue_texts[v];
  if (total == 0)
    return FALSE;

  for (guint v = 0; v < 3; v++)
    score[v] = log ((carry_on_classifier_cue_texts[v] + 1.0) / (total + 3.0));
  score[CARRY_ON_VERDICT_TRANSIENT] += CARRY_ON_CUES_TRANSIENT_MARGIN;

  for (guint i = 0; i < features->len; i++)
    {
      const CarryOnCue *cue = lookup_cue (g_ptr_array_index (features, i));

      if (cue == NULL)
        continue;
      n_known++;
      for (guint v = 0; v < 3; v++)
        score[v] += log ((cue->n[v] + 1.0) / (carry_on_classifier_cue_texts[v] + 2.0));
    }
  if (n_known == 0)
    return FALSE;

  for (guint v = 1; v < 3; v++)
    if (score[v] > score[best])
      best = v;
  if (best == CARRY_ON_VERDICT_TRANSIENT)
    return FALSE;
  if (carry_on_norm_text_find_any (lower, len, retries_ran_out, G_N_ELEMENTS (retries_ran_out)))
    return FALSE;
  if (best == CARRY_ON_VERDICT_FATAL &&
      carry_on_norm_text_find_any (lower, len, sender_retries, G_N_ELEMENTS (sender_retries)))
    return FALSE;
  *out_verdict = best;
  return TRUE;
}

typedef struct {
  const char *feature;
  double      weight;
} Contribution;

static gint
compare_contributions (gconstpointer a,
                       gconstpointer b)
{
  const Contribution *x = a;
  const Contribution *y = b;

  if (x->weight != y->weight)
    return x->weight > y->weight ? -1 : 1;
  return strcmp (x->feature, y->feature);
}

/**
 * carry_on_cues_explain:
 * @lower: text normalised as #CarryOnNormText.lower
 * @len: its length in bytes
 * @status: the structured HTTP status, or ≤ 0 for none
 * @verdict: the verdict to explain (limit or fatal)
 * @max_features: how many to return at most
 *
 * The features of the text that weigh most for @verdict against transient
 * in carry_on_cues_decide()'s sum: log P(feature | @verdict) − log
 * P(feature | transient), largest first, only those above zero (ties in
 * strcmp() order, so the answer is reproducible).
 *
 * Returns: (transfer full) (element-type utf8): at most @max_features
 *   features as carry_on_cues_features() writes them
 */
GPtrArray *
carry_on_cues_explain (const char     *lower,
                       gsize           len,
                       int             status,
                       CarryOnVerdict  verdict,
                       guint           max_features)
{
  g_autoptr(GPtrArray) features = carry_on_cues_features (lower, len, status);
  g_autoptr(GArray) weights = g_array_new (FALSE, FALSE, sizeof (Contribution));
  const guint *texts = carry_on_classifier_cue_texts;
  GPtrArray *out = g_ptr_array_new_with_free_func (g_free);

  g_return_val_if_fail (verdict <= CARRY_ON_VERDICT_FATAL, out);

  for (guint i = 0; i < features->len; i++)
    {
      const CarryOnCue *cue = lookup_cue (g_ptr_array_index (features, i));
      Contribution c;

      if (cue == NULL)
        continue;
      c.feature = cue->feature;
      c.weight = log ((cue->n[verdict] + 1.0) / (texts[verdict] + 2.0)) -
                 log ((cue->n[CARRY_ON_VERDICT_TRANSIENT] + 1.0) / (texts[CARRY_ON_VERDICT_TRANSIENT] + 2.0));
      if (c.weight > 0)
        g_array_append_val (weights, c);
    }
  g_array_sort (weights, compare_contributions);
  for (guint i = 0; i < weights->len && i < max_features; i++)
    g_ptr_array_add (out, g_strdup (g_array_index (weights, Contribution, i).feature));
  return out;
}
