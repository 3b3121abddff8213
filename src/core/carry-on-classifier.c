/* carry-on-classifier.c
 *
 * SPDX-FileCopyrightText: 2026 The Carry On authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The failure classifier: transient / limit / fatal, from the rule table in
 * carry-on-classifier-rules.c.  Precedence (docs/classifier.md):
 *
 *  1. the user's extra transient texts (settings), in the failure kind, the
 *     message and every nested cause;
 *  2. the host's stop-failure kind (Claude Code StopFailure, DSH code),
 *     unless it says nothing ("unknown");
 *  3. a provider business code (Z.ai "1308"), then the API error type, else
 *     the HTTP status (structured, or written in the text when its row is
 *     FINAL): a strong text phrase (specific / overload / limit tiers) with
 *     another verdict refines them unless the rule is FINAL (401, 402, 529,
 *     …); a usage window with a named reset (WINDOW_RESET), or whose words
 *     say it reopens (WINDOW_WORDS: "will reset when the current 7-day
 *     window ends"), beats even a FINAL fatal one;
 *  4. strong text phrases (specific, overload, limit tiers), by tier then
 *     table order;
 *  5. an HTTP status written in the text with an anchor ("API Error: 503"),
 *     or opening an HTML error page's <title> or <h1>;
 *  6. generic text phrases (invalid request, network, timeout, stream);
 *  7. otherwise the words: a naive Bayes over the labelled corpora's words
 *     (carry-on-classifier-cues.c) gives limit or fatal when they lean
 *     clearly that way (rules "words-limit", "words-fatal"), else
 *     transient, rule "default".
 */

#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "carry-on-classifier.h"
#include "carry-on-classifier-private.h"
#include "carry-on-reset-time.h"

struct _CarryOnClassifier
{
  GObject    parent_instance;

  /* normalised, lower-cased user texts */
  GPtrArray *extra_transient;
  /* a text no rule knows is weighed by the corpora's words */
  gboolean   word_evidence;
};

G_DEFINE_FINAL_TYPE (CarryOnClassifier, carry_on_classifier, G_TYPE_OBJECT)

/* ------------------------------------------------------------------------ */
/* Compiled phrase index (built once, read-only afterwards)                 */
/* ------------------------------------------------------------------------ */

typedef struct {
  const char *phrase;   /* points into the table's strings, not terminated */
  gsize       len;
  guint       rule;
  guint       key2;     /* its second matchable byte, or KEY2_ANY */
} Phrase;

/* A phrase whose second byte is not a plain literal (white space, a gap,
 * the end) is tried wherever its first byte is. */
#define KEY2_ANY 0

typedef struct {
  Phrase *phrases;
  guint   n_phrases;
  /* phrases by their first matchable byte, and inside each bucket those
   * with KEY2_ANY first, then by their second byte */
  guint  *bucket_start;  /* 257 entries */
  guint  *bucket_items;
  guint  *bucket_any_end;  /* 256 entries: where a bucket's KEY2_ANY part ends */
} Index;

static gboolean
is_alnum_byte (guchar c)
{
  return g_ascii_isalnum (c);
}

/* The byte the matcher compares literally right after the first one, as
 * carry_on_norm_text_match_at() does: white space, a '~' gap and the
 * end boundary are not literal; after an alphanumeric first byte, only an
 * alphanumeric second byte is keyed (the matcher then skips a line break
 * a terminal put between the two). */
static guint
phrase_key2 (const char *phrase,
             gsize       len)
{
  gsize at = phrase[0] == '<' ? 1 : 0;
  guchar first, second;

  if (at + 1 >= len)
    return KEY2_ANY;
  first = (guchar) phrase[at];
  second = (guchar) phrase[at + 1];
  if (at + 2 == len && second == '>')
    return KEY2_ANY;
  if (is_alnum_byte (first))
    return is_alnum_byte (second) ? second : KEY2_ANY;
  if (is_alnum_byte (second) || second >= 0x80)
    return second;
  return KEY2_ANY;
}

/* The text's byte that a phrase keyed by phrase_key2() compares after the
 * one at @i: after an alphanumeric byte, line breaks are skipped. */
static guint
text_key2 (const char *lower,
           gsize       len,
           gsize       i)
{
  gsize k = i + 1;

  if (is_alnum_byte ((guchar) lower[i]))
    while (k < len && lower[k] == '\n')
      k++;
  return k < len ? (guchar) lower[k] : G_MAXUINT;
}

static int
compare_by_key2 (gconstpointer a,
                 gconstpointer b,
                 gpointer      user_data)
{
  const Phrase *phrases = user_data;
  const Phrase *pa = &phrases[*(const guint *) a];
  const Phrase *pb = &phrases[*(const guint *) b];

  if (pa->key2 != pb->key2)
    return pa->key2 < pb->key2 ? -1 : 1;
  /* table order inside a key, so the first listed row is found first */
  return *(const guint *) a < *(const guint *) b ? -1 : 1;
}

static const Index *
get_index (void)
{
  static gsize once = 0;
  static Index index;

  if (g_once_init_enter (&once))
    {
      GArray *phrases = g_array_new (FALSE, FALSE, sizeof (Phrase));
      guint counts[256] = { 0 };
      guint fill[256];

      for (guint r = 0; r < carry_on_classifier_n_rules; r++)
        {
          const CarryOnRule *rule = &carry_on_classifier_rules[r];
          const char *p;

          if (rule->field != CARRY_ON_RULE_TEXT || rule->match == NULL)
            continue;

          p = rule->match;
          while (*p != '\0')
            {
              const char *end = strchr (p, '|');
              Phrase ph;

              if (end == NULL)
                end = p + strlen (p);
              ph.phrase = p;
              ph.len = (gsize) (end - p);
              ph.rule = r;
              ph.key2 = ph.len > 0 ? phrase_key2 (p, ph.len) : KEY2_ANY;
              if (ph.len > 0 && !(ph.len == 1 && p[0] == '<'))
                g_array_append_val (phrases, ph);
              p = *end == '|' ? end + 1 : end;
            }
        }

      index.n_phrases = phrases->len;
      index.phrases = (Phrase *) (gpointer) g_array_free (phrases, FALSE);
      index.bucket_start = g_new0 (guint, 257);
      index.bucket_items = g_new0 (guint, MAX (index.n_phrases, 1));

      for (guint i = 0; i < index.n_phrases; i++)
        {
          const Phrase *ph = &index.phrases[i];
          guchar first = (guchar) (ph->phrase[0] == '<' ? ph->phrase[1] : ph->phrase[0]);

          counts[first]++;
        }
      for (guint b = 0; b < 256; b++)
        {
          index.bucket_start[b + 1] = index.bucket_start[b] + counts[b];
          fill[b] = index.bucket_start[b];
        }
      for (guint i = 0; i < index.n_phrases; i++)
        {
          const Phrase *ph = &index.phrases[i];
          guchar first = (guchar) (ph->phrase[0] == '<' ? ph->phrase[1] : ph->phrase[0]);

          index.bucket_items[fill[first]++] = i;
        }
      index.bucket_any_end = g_new0 (guint, 256);
      for (guint b = 0; b < 256; b++)
        {
          guint start = index.bucket_start[b];
          guint end = index.bucket_start[b + 1];
          guint k = start;

          g_qsort_with_data (index.bucket_items + start, (gint) (end - start), sizeof (guint),
                             compare_by_key2, index.phrases);
          while (k < end && index.phrases[index.bucket_items[k]].key2 == KEY2_ANY)
            k++;
          index.bucket_any_end[b] = k;
        }

      g_once_init_leave (&once, 1);
    }

  return &index;
}

/* ------------------------------------------------------------------------ */
/* Provider families                                                        */
/* ------------------------------------------------------------------------ */

typedef enum {
  FAMILY_OTHER,
  FAMILY_ANTHROPIC,
  FAMILY_OPENAI,
  FAMILY_GEMINI,
  FAMILY_DEEPSEEK,
  FAMILY_MOONSHOT,
  FAMILY_ZHIPU,
  FAMILY_DASHSCOPE,
  FAMILY_OPENROUTER,
} Family;

static const char *family_names[] = {
  "other", "anthropic", "openai", "gemini", "deepseek", "moonshot", "zhipu", "dashscope", "openrouter",
};

/* The zone a provider prints its reset times in when it names none.  Z.ai
 * (Zhipu) prints Beijing time: "您的限额将在 2026-08-25 07:41:44 重置"
 * (https://github.com/open-ace/open-ace/pull/2714 found it 8 hours off
 * when read as UTC).  NULL: the caller's local zone. */
static const char *family_zones[] = {
  NULL, NULL, NULL, NULL, NULL, NULL, "Asia/Shanghai", NULL, NULL,
};

static Family
family_from_name (const char *name)
{
  g_autofree char *lower = NULL;

  if (name == NULL || name[0] == '\0')
    return FAMILY_OTHER;
  lower = g_ascii_strdown (name, -1);

  /* Order matters: a Gemini model behind a Claude Code router names Google */
  if (strstr (lower, "gemini") || strstr (lower, "google") || strstr (lower, "vertex") ||
      strstr (lower, "aistudio"))
    return FAMILY_GEMINI;
  if (strstr (lower, "deepseek") || strcmp (lower, "dsh") == 0 || g_str_has_prefix (lower, "dsh-"))
    return FAMILY_DEEPSEEK;
  if (strstr (lower, "kimi") || strstr (lower, "moonshot"))
    return FAMILY_MOONSHOT;
  if (strstr (lower, "bigmodel") || strstr (lower, "zhipu") || strstr (lower, "z.ai") ||
      g_str_has_prefix (lower, "glm") || strcmp (lower, "zai") == 0 || g_str_has_prefix (lower, "zai-"))
    return FAMILY_ZHIPU;
  if (strstr (lower, "dashscope") || strstr (lower, "aliyun") || strstr (lower, "alibaba") ||
      strstr (lower, "bailian") || strstr (lower, "qwen") || strstr (lower, "modelstudio"))
    return FAMILY_DASHSCOPE;
  if (strstr (lower, "openai") || strstr (lower, "codex") || strstr (lower, "chatgpt"))
    return FAMILY_OPENAI;
  if (strstr (lower, "anthropic") || strstr (lower, "claude"))
    return FAMILY_ANTHROPIC;
  /* Last: a model's own family named in a router's provider string wins */
  if (strstr (lower, "openrouter"))
    return FAMILY_OPENROUTER;
  return FAMILY_OTHER;
}

/* Clues in the text itself (litellm's "VertexAIException", a docs URL). */
static Family
family_from_text (const CarryOnNormText *nt)
{
  static const struct { const char *phrase; Family family; } clues[] = {
    { "generativelanguage.googleapis", FAMILY_GEMINI },
    { "ai.google.dev", FAMILY_GEMINI },
    { "aiplatform.googleapis", FAMILY_GEMINI },
    { "geminiexception", FAMILY_GEMINI },
    { "vertexaiexception", FAMILY_GEMINI },
    { "vertex_ai", FAMILY_GEMINI },
    { "deepseekexception", FAMILY_DEEPSEEK },
    { "api.deepseek.com", FAMILY_DEEPSEEK },
    { "moonshot", FAMILY_MOONSHOT },
    { "openaiexception", FAMILY_OPENAI },
    { "platform.openai.com", FAMILY_OPENAI },
    { "help.openai.com", FAMILY_OPENAI },
    { "anthropicexception", FAMILY_ANTHROPIC },
    { "bigmodel.cn", FAMILY_ZHIPU },
    { "bigmodel-coding-plan", FAMILY_ZHIPU },
    { "api.z.ai", FAMILY_ZHIPU },
    /* Z.ai's Anthropic-compatible endpoint writes its business code and
     * message in brackets ("API Error: 529 [1305][该模型当前访问量过大…]",
     * https://github.com/fancy1108/Clutch/issues/19; "[1310][Weekly/Monthly
     * Limit Exhausted … Your limit will reset at 2026-08-29 21:01:21]",
     * https://github.com/diegosouzapw/OmniRoute/issues/11352): its codes
     * (https://docs.z.ai/api-reference/api-code) in that form name Z.ai,
     * and so Beijing time for a stamp without a zone */
    { "[1113][", FAMILY_ZHIPU },
    { "[1301][", FAMILY_ZHIPU },
    { "[1302][", FAMILY_ZHIPU },
    { "[1303][", FAMILY_ZHIPU },
    { "[1304][", FAMILY_ZHIPU },
    { "[1305][", FAMILY_ZHIPU },
    { "[1308][", FAMILY_ZHIPU },
    { "[1309][", FAMILY_ZHIPU },
    { "[1310][", FAMILY_ZHIPU },
    /* …and its usage caps' own wording without the code, as relays and
     * agents print it: 1308's "Usage limit reached for 5 hour. Your limit
     * will reset at 2026-04-11 20:30:24" (OpenCode,
     * https://github.com/anomalyco/opencode/issues/22015) and "您的限额将在
     * 2026-08-25 07:41:44 重置" (https://github.com/dirge-code/dirge/issues/818),
     * 1310's "Weekly/Monthly Limit Exhausted"
     * (https://github.com/gabrielkoerich/orch/pull/2844): Beijing time,
     * which read in the local zone parked a session 7 to 15 hours too long
     * (found by a review) */
    { "usage limit reached for 5 hour", FAMILY_ZHIPU },
    { "weekly/monthly limit exhausted", FAMILY_ZHIPU },
    { "\xe6\x82\xa8\xe7\x9a\x84\xe9\x99\x90\xe9\xa2\x9d\xe5\xb0\x86\xe5\x9c\xa8", FAMILY_ZHIPU },  /* 您的限额将在 */
    { "help.aliyun.com", FAMILY_DASHSCOPE },
    { "dashscope", FAMILY_DASHSCOPE },
    { "provider (alibaba)", FAMILY_DASHSCOPE },
    { "error from alibaba", FAMILY_DASHSCOPE },
    { "openrouter.ai", FAMILY_OPENROUTER },
    /* Last, as weaker evidence than a host or an exception's name: the
     * Gemini API's own quota metrics and quota id, which name it when a
     * relay or a bot has masked the host before them ("***.***.com/
     * generate_content_free_tier_requests, limit: 500 … Please retry in
     * 39.8s", AstrBot, https://github.com/AstrBotDevs/AstrBot/issues/7639;
     * unmasked in https://github.com/google-gemini/gemini-cli/issues/22486;
     * the paid tier's metric in
     * https://github.com/browserbase/mcp-server-browserbase/issues/129; the
     * quota id "GenerateRequestsPerDayPerProjectPerModel-FreeTier" in
     * https://github.com/google-gemini/gemini-cli/issues/6962).  A metric
     * quoted among another provider's previous errors must not outweigh
     * that provider's own address. */
    { "generate_content_free_tier", FAMILY_GEMINI },
    { "generate_content_paid_tier", FAMILY_GEMINI },
    { "generaterequestsperdayperprojectpermodel", FAMILY_GEMINI },
    /* and, weakest, the google.rpc status Google's APIs send with a 429:
     * "You exceeded your current quota, please check your plan and billing
     * details. Please retry in 52.3s.", "status": "RESOURCE_EXHAUSTED",
     * whose docs address a relay dropped; read as OpenAI's billing wording
     * it gave up a wait the provider names (found by a review; the
     * addressed form in https://github.com/google-gemini/gemini-cli/issues/22486) */
    { "resource_exhausted", FAMILY_GEMINI },
  };

  for (guint i = 0; i < G_N_ELEMENTS (clues); i++)
    if (carry_on_norm_text_find (nt->lower, nt->len, 0, clues[i].phrase,
                                 strlen (clues[i].phrase), NULL) >= 0)
      return clues[i].family;
  return FAMILY_OTHER;
}

static gboolean
rule_allows_family (const CarryOnRule *rule,
                    Family             family)
{
  const char *list = rule->hosts;
  const char *name = family_names[family];
  gsize name_len = strlen (name);
  gboolean negate = FALSE;
  gboolean found = FALSE;

  if (list == NULL)
    return TRUE;
  if (list[0] == '!')
    {
      negate = TRUE;
      list++;
    }
  while (*list != '\0')
    {
      const char *end = strchr (list, ',');
      gsize len = end != NULL ? (gsize) (end - list) : strlen (list);

      if (len == name_len && strncmp (list, name, len) == 0)
        found = TRUE;
      list += len;
      if (*list == ',')
        list++;
    }
  return negate ? !found : found;
}

/* ------------------------------------------------------------------------ */
/* Rule lookups                                                             */
/* ------------------------------------------------------------------------ */

static gboolean rule_allows_family (const CarryOnRule *rule,
                                    Family             family);

/* The first row of @field whose value is @value (ASCII case-insensitive)
 * and whose provider list admits @family. */
static const CarryOnRule *
find_exact (CarryOnRuleField  field,
            const char       *value,
            Family            family)
{
  if (value == NULL || value[0] == '\0')
    return NULL;

  for (guint r = 0; r < carry_on_classifier_n_rules; r++)
    {
      const CarryOnRule *rule = &carry_on_classifier_rules[r];

      if (rule->field == field && g_ascii_strcasecmp (rule->match, value) == 0 &&
          rule_allows_family (rule, family))
        return rule;
    }
  return NULL;
}

/* Copies the word at byte @at of @nt (letters, digits, '_': a quoted
 * code or status name such as "1308" or "invalid_argument") into @out, at
 * most @size - 1 bytes, terminated.  Returns its length; the byte after it
 * (the closing quote the callers expect) is at @at + length.  A longer
 * word is cut, and the byte after the cut is then a word byte, which no
 * caller accepts as a closing quote. */
static gsize
copy_word (const CarryOnNormText *nt,
           gsize                  at,
           char                  *out,
           gsize                  size)
{
  gsize k = 0;

  while (at + k < nt->len && k + 1 < size &&
         (g_ascii_isalnum (nt->lower[at + k]) || nt->lower[at + k] == '_'))
    {
      out[k] = nt->lower[at + k];
      k++;
    }
  out[k] = '\0';
  return k;
}

/* A provider business code in the error body: the value of a "code" member
 * written as a string ("code":"1308", 'code': '1308') or bracketed after a
 * status ("429 [1308]"), or a machine-readable reason a provider documents
 * beside it: OpenRouter's typed "error_type" (which its Responses skin keeps
 * while it collapses "code" to "server_error") and the "reason" /
 * "limit_source" of its credit errors.  Those keys are tried first.  Tries
 * each occurrence until a PROVIDER_CODE row of @family knows it. */
static const CarryOnRule *
find_provider_code (const CarryOnNormText *nt,
                    const char            *error_type,
                    Family                 family)
{
  static const char *prefixes[] = {
    "\"error_type\":\"", "\"error_type\": \"", "\"reason\":\"", "\"reason\": \"",
    "\"limit_source\":\"", "\"limit_source\": \"",
    "\"code\":\"", "\"code\": \"", "'code': '", "'code':'", " [",
  };
  const CarryOnRule *rule;

  if (family == FAMILY_OTHER)
    return NULL;
  rule = find_exact (CARRY_ON_RULE_PROVIDER_CODE, error_type, family);
  if (rule != NULL)
    return rule;

  for (guint p = 0; p < G_N_ELEMENTS (prefixes); p++)
    {
      gsize plen = strlen (prefixes[p]);
      gsize from = 0;

      for (guint guard = 0; guard < 16; guard++)
        {
          gsize end = 0;
          gssize at = carry_on_norm_text_find (nt->lower, nt->len, from, prefixes[p], plen, &end);
          char code[48];
          gsize k;

          if (at < 0)
            break;
          from = (gsize) at + 1;
          /* "1308", "in_flight_budget_exhausted" */
          k = copy_word (nt, end, code, sizeof code);
          if (k == 0 || end + k >= nt->len || strchr ("\"']", nt->lower[end + k]) == NULL)
            continue;
          rule = find_exact (CARRY_ON_RULE_PROVIDER_CODE, code, family);
          if (rule != NULL)
            return rule;
        }
    }
  return NULL;
}

static const CarryOnRule *
find_status (int status)
{
  if (status <= 0)
    return NULL;

  for (guint r = 0; r < carry_on_classifier_n_rules; r++)
    {
      const CarryOnRule *rule = &carry_on_classifier_rules[r];

      if (rule->field == CARRY_ON_RULE_STATUS &&
          status >= rule->status_min && status <= rule->status_max)
        return rule;
    }
  return NULL;
}

/* Whether the @n bytes at @w are one of @list's words */
static gboolean
word_in_list (const char *const *list,
              guint              n_list,
              const char        *w,
              gsize              n)
{
  for (guint i = 0; i < n_list; i++)
    if (strlen (list[i]) == n && memcmp (w, list[i], n) == 0)
      return TRUE;
  return FALSE;
}

/* Whether the phrase at @start is denied by the words just before it, up
 * to three back, the nearer ones articles, possessives or copulas: "not",
 * "never" or a word ending in "n't" ("(not your usage limit)", "isn't a
 * rate limit"); the same denial in the languages whose denial comes before
 * what it denies: ru and uk "не", de "nicht" and "kein…", nl "niet" and
 * "geen", fr "pas" ("ce n'est pas une limite") and "non", it "non", es "no"
 * and pt "não" before a copula ("no es un límite", "não é um limite"; a
 * bare "no" also stands before nouns: "no quota left" is the limit);
 * el "δεν" and "όχι", cs "není", "nejsou" and "nebyl(a/o)", he "לא";
 * pl "nie" and eo "ne" before a copula ("to nie jest limit", "nie był", "nie są",
 * "ne estas kvoto"); zh 不是, 并非 and 并不是 and th ไม่ใช่ and ไม่ได้ right
 * before the phrase.  A denied phrase does not match.  Denials after the
 * phrase (ja ではない, ko 아닙니다, tr değil) are not read. */
static gboolean
is_negated (const char *lower,
            gsize       start)
{
  static const char *const fillers[] = {
    "your", "a", "an", "the", "my", "our", "this",
    /* de, nl, fr, es, it, pt: articles, possessives */
    "das", "der", "die", "den", "ein", "eine", "einen", "ihr", "ihre", "ihren", "dein", "deine",
    "het", "een", "uw", "je", "jouw",
    "le", "la", "les", "un", "une", "votre", "ton", "ta",
    "el", "los", "las", "una", "su", "tu",
    "il", "lo", "uno",
    "o", "um", "uma", "seu", "sua",
    /* ru, uk: "это", "ваш", "ваша" */
    "\xd1\x8d\xd1\x82\xd0\xbe", "\xd0\xb2\xd0\xb0\xd1\x88", "\xd0\xb2\xd0\xb0\xd1\x88\xd0\xb0",
    /* el: "το", "η", "ο", "ένα", "μια" */
    "\xcf\x84\xce\xbf", "\xce\xb7", "\xce\xbf", "\xce\xad\xce\xbd\xce\xb1", "\xce\xbc\xce\xb9\xce\xb1",
  };
  /* copulas after which a bare "no" / "não" / "non" / "nie" / "ne" denies:
   * es es, está, son; pt é, está; it è; pl jest, był(a/o), są, były, byli; eo estas; and el είναι
   * after "δεν" */
  static const char *const copulas[] = {
    "es", "est\xc3\xa1", "son", "\xc3\xa9", "\xc3\xa8", "jest", "by\xc5\x82", "by\xc5\x82" "a", "by\xc5\x82o", "estas",
    "s\xc4\x85", "by\xc5\x82y", "byli",  /* pl są, były, byli: the plural ("to nie są złe poświadczenia") */
    "\xce\xb5\xce\xaf\xce\xbd\xce\xb1\xce\xb9",  /* είναι */
  };
  /* denials that deny only before a copula: es, it "no", "non", pt "não",
   * pl "nie", eo "ne" */
  static const char *const copula_denials[] = {
    "no", "non", "n\xc3\xa3o", "nie", "ne",
  };
  static const char *const denials[] = {
    "not", "never", "nicht", "kein", "keine", "keinen", "keinem", "keiner", "niet", "geen", "pas",
    "\xd0\xbd\xd0\xb5",  /* не */
    "\xce\xb4\xce\xb5\xce\xbd", "\xcf\x8c\xcf\x87\xce\xb9",  /* δεν, όχι */
    "nen\xc3\xad", "nejsou", "nebyl", "nebyla", "nebylo",  /* není, nejsou, nebyl(a/o) */
    "\xd7\x9c\xd7\x90",  /* לא */
  };
  /* denials written together with what they deny */
  static const char *const joined_denials[] = {
    "\xe4\xb8\x8d\xe6\x98\xaf",  /* 不是 */
    "\xe5\xb9\xb6\xe9\x9d\x9e",  /* 并非 */
    "\xe0\xb9\x84\xe0\xb8\xa1\xe0\xb9\x88\xe0\xb9\x83\xe0\xb8\x8a\xe0\xb9\x88",  /* ไม่ใช่ */
    "\xe0\xb9\x84\xe0\xb8\xa1\xe0\xb9\x88\xe0\xb9\x84\xe0\xb8\x94\xe0\xb9\x89",  /* ไม่ได้ (did not) */
  };
  gsize pos = start;
  gboolean after_copula = FALSE;

  for (guint z = 0; z < G_N_ELEMENTS (joined_denials); z++)
    {
      gsize n = strlen (joined_denials[z]);

      if (start >= n && memcmp (lower + start - n, joined_denials[z], n) == 0)
        return TRUE;
    }

  for (guint word = 0; word < 3; word++)
    {
      gsize end, begin;
      gsize n;
      gboolean copula;

      while (pos > 0 && (lower[pos - 1] == ' ' || lower[pos - 1] == '\n' || lower[pos - 1] == '('))
        pos--;
      /* a phrase that starts inside a word ("верный" in "неверный") has
       * no word before it */
      if (word == 0 && pos == start)
        return FALSE;
      end = pos;
      /* a word: ASCII letters and apostrophes, or the bytes of letters
       * outside ASCII (ru "не", pt "não") */
      while (pos > 0 && end - pos < 16 &&
             (g_ascii_isalpha (lower[pos - 1]) || lower[pos - 1] == '\'' || (guchar) lower[pos - 1] >= 0x80))
        pos--;
      /* longer than any word below (and a run of CJK is not one) */
      if (pos > 0 && end - pos == 16)
        return FALSE;
      begin = pos;
      n = end - begin;
      if (n == 0)
        return FALSE;
      if (n > 3 && memcmp (lower + end - 3, "n't", 3) == 0)
        return TRUE;
      if (word_in_list (denials, G_N_ELEMENTS (denials), lower + begin, n))
        return TRUE;
      if (after_copula && word_in_list (copula_denials, G_N_ELEMENTS (copula_denials), lower + begin, n))
        return TRUE;
      copula = word_in_list (copulas, G_N_ELEMENTS (copulas), lower + begin, n);
      if (!copula && !word_in_list (fillers, G_N_ELEMENTS (fillers), lower + begin, n))
        return FALSE;
      after_copula = after_copula || copula;
    }
  return FALSE;
}

/* Whether a word for "remaining" follows within the clause after @p (at
 * most 40 bytes, before a ",", "." or line break): en remaining, left; es,
 * pt restantes; it rimanenti; fr restant(e)s; de verbleibend */
static gboolean
zero_counts_remaining (const CarryOnNormText *nt,
                       gsize                  p)
{
  static const char *const words[] = { "remaining", "left", "restante", "rimanent", "restant", "verbleibend" };
  gsize end = p;

  while (end < nt->len && end - p < 40 && nt->lower[end] != ',' && nt->lower[end] != '.' && nt->lower[end] != '\n')
    end++;
  for (guint w = 0; w < G_N_ELEMENTS (words); w++)
    if (g_strstr_len (nt->lower + p, (gssize) (end - p), words[w]) != NULL)
      return TRUE;
  return FALSE;
}

/* Whether the text names a quota limit that is not zero: "limit: 20",
 * "limit: 0.5", "limit: 1500000".  Gemini lists every violated metric
 * ("Quota exceeded for metric: …, limit: 0, model: …"); a 0 next to a
 * non-zero limit is one metric among others that do come back.  A zero
 * that counts what remains ("Limit: 0 requests remaining", pt "0
 * requisições restantes") is a window used up, not a tier without quota,
 * and counts as non-zero here. */
static gboolean
names_nonzero_limit (const CarryOnNormText *nt)
{
  /* "limit: 20" in Gemini's quota violations, "limit=20, requested=21847"
   * in its cached-content quota's */
  static const char *const needles[] = { "limit:", "limit=", "l\xc3\xadmite:", "limite:" };

  for (guint k = 0; k < G_N_ELEMENTS (needles); k++)
    {
      gsize from = 0;
      gsize end;
      gssize at;

      while ((at = carry_on_norm_text_find (nt->lower, nt->len, from, needles[k], strlen (needles[k]), &end)) >= 0)
        {
          gsize p = end;

          while (p < nt->len && nt->lower[p] == ' ')
            p++;
          while (p < nt->len && (g_ascii_isdigit (nt->lower[p]) || nt->lower[p] == '.' || nt->lower[p] == ','))
            {
              if (g_ascii_isdigit (nt->lower[p]) && nt->lower[p] != '0')
                return TRUE;
              /* "limit: 0, model" ends the number at ", " */
              if (nt->lower[p] == ',' && !(p + 1 < nt->len && g_ascii_isdigit (nt->lower[p + 1])))
                break;
              p++;
            }
          if (zero_counts_remaining (nt, p))
            return TRUE;
          from = end;
        }
    }
  return FALSE;
}

/* Reads a plain decimal integer (up to 12 digits) at @p, skipping a "~"
 * or spaces before it; -1 when there is none */
static gint64
read_count (const CarryOnNormText *nt,
            gsize                  p)
{
  gint64 value = 0;
  guint digits = 0;

  while (p < nt->len && (nt->lower[p] == ' ' || nt->lower[p] == '~'))
    p++;
  for (; p < nt->len && g_ascii_isdigit (nt->lower[p]) && digits < 12; p++, digits++)
    value = value * 10 + (nt->lower[p] - '0');
  /* "12903." ends a sentence; "12903.5" or "7000k" is not a count */
  if (digits == 0 || digits == 12 ||
      (p < nt->len && (g_ascii_isalnum (nt->lower[p]) ||
                       (nt->lower[p] == '.' && p + 1 < nt->len && g_ascii_isdigit (nt->lower[p + 1])))))
    return -1;
  return value;
}

/* Whether a per-minute rate limit names a request that alone is larger
 * than the limit: Groq's "on tokens per minute (TPM): Limit 7000, Used 0,
 * Requested ~12903" (OpenAI's "Limit 10000, Requested 15000" is the same
 * shape).  No wait lets such a request through; a person must shorten it
 * or raise the tier.  Only that exact "Limit N, [Used M,] Requested R"
 * sequence counts, within a few bytes; a "Requested" not larger than the
 * limit is an ordinary window.  Source: https://console.groq.com/docs/rate-limits;
 * https://github.com/danielmiessler/Fabric/issues/364 (the message itself). */
static gboolean
request_exceeds_limit (const CarryOnNormText *nt)
{
  gsize from = 0;
  gsize end;
  gssize at;

  while ((at = carry_on_norm_text_find (nt->lower, nt->len, from, "<limit ", 7, &end)) >= 0)
    {
      gint64 limit = read_count (nt, end);
      gsize window = MIN (nt->len, end + 48);
      gsize req_end;
      gssize req;

      from = end;
      if (limit <= 0)
        continue;
      req = carry_on_norm_text_find (nt->lower, window, end, "requested ", 10, &req_end);
      if (req >= 0)
        {
          gint64 requested = read_count (nt, req_end);

          if (requested > limit)
            return TRUE;
        }
    }

  /* xAI's "Tokens per Minute (actual/limit): 65605/16000": the actual
   * count is what the window holds with this request, and the window held
   * at most the limit before it, so an actual above twice the limit means
   * the request alone is larger than the limit ("16500/16000" is an
   * ordinary full window).  Source: https://github.com/cline/cline/issues/4826 */
  from = 0;
  while ((at = carry_on_norm_text_find (nt->lower, nt->len, from, "(actual/limit):", 15, &end)) >= 0)
    {
      gint64 actual = read_count (nt, end);
      gint64 limit;
      gsize p = end;

      from = end;
      if (actual < 0)
        continue;
      while (p < nt->len && nt->lower[p] == ' ')
        p++;
      while (p < nt->len && g_ascii_isdigit (nt->lower[p]))
        p++;
      if (p >= nt->len || nt->lower[p] != '/')
        continue;
      limit = read_count (nt, p + 1);
      if (limit > 0 && actual > 2 * limit)
        return TRUE;
    }
  return FALSE;
}

/* Whether text rule @rule (an index in the table) wins over @than: a lower
 * tier, or the same tier and listed first.  G_MAXUINT is no rule. */
static gboolean
text_rule_better (guint rule,
                  guint than)
{
  return than == G_MAXUINT ||
         carry_on_classifier_rules[rule].tier < carry_on_classifier_rules[than].tier ||
         (carry_on_classifier_rules[rule].tier == carry_on_classifier_rules[than].tier && rule < than);
}

static gint64 find_reset (const CarryOnFailure  *failure,
                          const CarryOnNormText *nt,
                          GDateTime             *now,
                          GTimeZone             *zone);

/* The best text rule: lowest tier, then first in the table; a phrase
 * denied by "not" / "n't" just before it does not count, nor does a
 * ZERO_LIMIT phrase when a non-zero limit is named, nor a WINDOW_RESET
 * phrase when the failure names no reset instant.  @failure, @now and
 * @zone serve that last check only.  @plain gets the best rule that is not
 * REFINE_ONLY (see the caller); @denied gets a bit (1 << verdict) for each
 * verdict of a phrase that matched but was denied. */
static const CarryOnRule *
find_text (const CarryOnNormText *nt,
           Family                 family,
           const CarryOnFailure  *failure,
           GDateTime             *now,
           GTimeZone             *zone,
           const CarryOnRule    **plain,
           guint                 *denied)
{
  const Index *index = get_index ();
  guint best = G_MAXUINT;
  guint best_plain = G_MAXUINT;
  int nonzero_limit = -1;  /* not looked for yet */
  int names_reset = -1;    /* not looked for yet */

  for (gsize i = 0; i < nt->len; i++)
    {
      guchar c = (guchar) nt->lower[i];
      guint any_end = index->bucket_any_end[c];
      guint end = index->bucket_start[c + 1];
      guint key_begin = any_end, key_end = any_end;

      /* The phrases keyed by the text's next byte: a binary search in the
       * bucket's sorted part.  With thousands of phrases, most of them
       * starting with a handful of letters, this is what keeps a 64 KiB
       * text from costing tens of milliseconds. */
      if (any_end < end)
        {
          guint key = text_key2 (nt->lower, nt->len, i);
          guint lo = any_end, hi = end;

          while (lo < hi)
            {
              guint mid = lo + (hi - lo) / 2;

              if (index->phrases[index->bucket_items[mid]].key2 < key)
                lo = mid + 1;
              else
                hi = mid;
            }
          key_begin = key_end = lo;
          while (key_end < end && index->phrases[index->bucket_items[key_end]].key2 == key)
            key_end++;
        }

      const guint ranges[2][2] = { { index->bucket_start[c], any_end }, { key_begin, key_end } };

      for (guint r = 0; r < G_N_ELEMENTS (ranges); r++)
      for (guint k = ranges[r][0]; k < ranges[r][1]; k++)
        {
          const Phrase *ph = &index->phrases[index->bucket_items[k]];
          const CarryOnRule *rule = &carry_on_classifier_rules[ph->rule];
          gboolean refine_only = (rule->flags & CARRY_ON_RULE_REFINE_ONLY) != 0;

          if (!text_rule_better (ph->rule, best) &&
              (refine_only || !text_rule_better (ph->rule, best_plain)))
            continue;
          if (!carry_on_norm_text_match_at (nt->lower, nt->len, i, ph->phrase, ph->len, NULL))
            continue;
          if (!rule_allows_family (rule, family))
            continue;
          if (is_negated (nt->lower, i))
            {
              *denied |= 1u << rule->verdict;
              continue;
            }
          if (rule->flags & CARRY_ON_RULE_ZERO_LIMIT)
            {
              if (nonzero_limit < 0)
                nonzero_limit = names_nonzero_limit (nt) ? 1 : 0;
              if (nonzero_limit)
                continue;
            }
          if (rule->flags & CARRY_ON_RULE_WINDOW_RESET)
            {
              if (names_reset < 0)
                names_reset = find_reset (failure, nt, now, zone) >= 0 ? 1 : 0;
              if (!names_reset)
                continue;
            }
          if (text_rule_better (ph->rule, best))
            best = ph->rule;
          if (!refine_only && text_rule_better (ph->rule, best_plain))
            best_plain = ph->rule;
        }
    }

  *plain = best_plain == G_MAXUINT ? NULL : &carry_on_classifier_rules[best_plain];
  return best == G_MAXUINT ? NULL : &carry_on_classifier_rules[best];
}

/* The HTTP statuses written in a text.  A wrapper (a relay, an SDK, an
 * app) prints its own status first and the provider's body after it, so
 * the first status found is the outermost and the last one after it the
 * innermost: "Error code: 500 - {'error': 'status 400: {… "code": 400 …}'}". */
typedef struct {
  int    outer;      /* 0: none */
  gssize outer_pos;
  int    inner;      /* the last status after the outer one; 0: none */
  gssize inner_pos;
} TextStatus;

/* Notes an HTTP error status @value written at byte @at: the first one
 * is the outermost, the last the innermost.  Anything outside 400–599 is
 * not an error status and is ignored. */
static void
text_status_note (TextStatus *ts,
                  int         value,
                  gssize      at)
{
  if (value < 400 || value > 599)
    return;
  if (ts->outer_pos < 0 || at < ts->outer_pos)
    {
      ts->outer = value;
      ts->outer_pos = at;
    }
  if (at > ts->inner_pos)
    {
      ts->inner = value;
      ts->inner_pos = at;
    }
}

/* The three digits at @s as a number, or -1 */
static int
three_digits (const char *s)
{
  if (!g_ascii_isdigit (s[0]) || !g_ascii_isdigit (s[1]) || !g_ascii_isdigit (s[2]))
    return -1;
  return (s[0] - '0') * 100 + (s[1] - '0') * 10 + (s[2] - '0');
}

/* An HTTP status written in the text behind an anchor: "API Error: 529",
 * "API Error (502 …", "Error code: 429", "Request rejected (429)",
 * "got status: 503", "status 500", "HTTP 504", `"code":429`, or a status
 * that opens the message ("403 {…").  Clients in other languages print it
 * their own way: Warp's Rust client "ErrorStatus(403, …)", "status=429",
 * "http_status=401" (openai-python 0.x), .NET's "does not indicate
 * success: 401 (Unauthorized)", "StatusCode: 401", "HTTP/1.1 503", Claude
 * Code's "error_status":429.  A number
 * anywhere else is ignored. */
static void
find_text_status (const CarryOnNormText *nt,
                  TextStatus            *ts)
{
  static const char *prefixes[] = {
    "<api error: ", "<api error (", "<api error ", "<error: ", "<error code: ", "<error code ",
    "<error ", "<status code: ", "<status code ", "<status: ", "<status ", "<http ",
    "<http/1.1 ", "<http/2 ", "\"code\":", "\"code\": ", "'code': ", "\"status\":", "\"status\": ",
    "\"statuscode\":", "<statuscode: ", "<status was ", "<returned http ", "(",
    "<errorstatus(", "<status=", "<status_code=", "<http_status=", "<statuscode=", "<status_code: ",
    "<indicate success: ", "<code ", "<code: ", "<code=",
    /* Claude Code's stream-json: its api_retry event's "error_status":429
     * and a result's "api_error_status":400 */
    "\"error_status\":", "\"error_status\": ", "\"api_error_status\":", "\"api_error_status\": ",
    /* "request failed: 403, {…}" and its Chinese form 请求失败: 403 (NarratoAI's
     * Doubao TTS client), "failed with status 429", a code quoted as a
     * string ("code": "429") */
    "<failed: ", "<failed with ", "<failed with status ", "<failed with status code ",
    "\xe5\xa4\xb1\xe8\xb4\xa5: ", "\xe5\xa4\xb1\xe8\xb4\xa5:", "\xe9\x94\x99\xe8\xaf\xaf: ",
    "\"code\": \"", "\"code\":\"", "'code': '",
    /* a status named in other languages: 状态码：402 (Operit's Chinese
     * client, full-width colon normalised), HTTP状态码 500, 状态码为 429,
     * ja ステータスコード: 429, ko 상태 코드: 429; and "statusCode 403" */
    "\xe7\x8a\xb6\xe6\x80\x81\xe7\xa0\x81:", "\xe7\x8a\xb6\xe6\x80\x81\xe7\xa0\x81: ",
    "\xe7\x8a\xb6\xe6\x80\x81\xe7\xa0\x81 ", "\xe7\x8a\xb6\xe6\x80\x81\xe7\xa0\x81\xe4\xb8\xba",
    "\xe7\x8a\xb6\xe6\x80\x81\xe7\xa0\x81\xe4\xb8\xba ", "\xe7\x8a\xb6\xe6\x80\x81\xe7\xa0\x81\xe4\xb8\xba:",
    "\xe7\x8a\xb6\xe6\x80\x81\xe7\xa0\x81\xe4\xb8\xba: ",
    "\xe3\x82\xb9\xe3\x83\x86\xe3\x83\xbc\xe3\x82\xbf\xe3\x82\xb9\xe3\x82\xb3\xe3\x83\xbc\xe3\x83\x89:",
    "\xe3\x82\xb9\xe3\x83\x86\xe3\x83\xbc\xe3\x82\xbf\xe3\x82\xb9\xe3\x82\xb3\xe3\x83\xbc\xe3\x83\x89: ",
    "\xec\x83\x81\xed\x83\x9c \xec\xbd\x94\xeb\x93\x9c: ", "\xec\x83\x81\xed\x83\x9c \xec\xbd\x94\xeb\x93\x9c ",
    "<statuscode ", "<status code is ", "<status code was ", "<status code=",
    /* es, pt, fr, ru ("código de estado 429", "code de statut : 402", "Код
     * ответа 403": its stem, only ASCII is lowered), ja with a space, zh 响应码 */
    "\xe3\x82\xb9\xe3\x83\x86\xe3\x83\xbc\xe3\x82\xbf\xe3\x82\xb9\xe3\x82\xb3\xe3\x83\xbc\xe3\x83\x89 ", "c\xc3\xb3" "digo de estado ",
    "c\xc3\xb3" "digo de estado: ", "c\xc3\xb3" "digo de status ", "c\xc3\xb3" "digo de status: ",
    "code de statut ", "code de statut : ", "code d'\xc3\xa9tat ",
    "code d'\xc3\xa9tat : ", "\xd0\xbe\xd0\xb4 \xd0\xbe\xd1\x82\xd0\xb2\xd0\xb5\xd1\x82\xd0\xb0 ", "\xd0\xbe\xd0\xb4 \xd0\xbe\xd1\x82\xd0\xb2\xd0\xb5\xd1\x82\xd0\xb0: ",
    "\xd0\xbe\xd0\xb4 \xd1\x81\xd0\xbe\xd1\x81\xd1\x82\xd0\xbe\xd1\x8f\xd0\xbd\xd0\xb8\xd1\x8f ", "\xd0\xbe\xd0\xb4 \xd1\x81\xd0\xbe\xd1\x81\xd1\x82\xd0\xbe\xd1\x8f\xd0\xbd\xd0\xb8\xd1\x8f: ", "\xe5\x93\x8d\xe5\xba\x94\xe7\xa0\x81:",
    "\xe5\x93\x8d\xe5\xba\x94\xe7\xa0\x81: ", "\xe5\x93\x8d\xe5\xba\x94\xe7\xa0\x81 ",
  };
  static const char *html_tags[] = { "<title>", "<h1>" };

  ts->outer = ts->inner = 0;
  ts->outer_pos = ts->inner_pos = -1;

  for (guint p = 0; p < G_N_ELEMENTS (prefixes); p++)
    {
      gsize plen = strlen (prefixes[p]);
      gsize from = 0;

      for (;;)
        {
          gsize end = 0;
          gssize at = carry_on_norm_text_find (nt->lower, nt->len, from, prefixes[p], plen, &end);
          int value = 0;
          gsize k;

          if (at < 0)
            break;
          from = (gsize) at + 1;

          for (k = end; k < nt->len && k < end + 3 && g_ascii_isdigit (nt->lower[k]); k++)
            value = value * 10 + (nt->lower[k] - '0');
          /* "HTTP 402." ends a sentence; "429.5" or "500/8" is not a status */
          if (k != end + 3 || (k < nt->len && (g_ascii_isalnum (nt->lower[k]) || nt->lower[k] == '/' ||
                                               (nt->lower[k] == ':' && k + 1 < nt->len && g_ascii_isdigit (nt->lower[k + 1])) ||
                                               (nt->lower[k] == '.' && k + 1 < nt->len && g_ascii_isdigit (nt->lower[k + 1])))))
            continue;
          /* "(429)" must close right there */
          if (prefixes[p][0] == '(' && (k >= nt->len || nt->lower[k] != ')'))
            continue;
          text_status_note (ts, value, at);
        }
    }

  /* An HTML error page from a proxy or a CDN in front of the API
   * (openresty/nginx "<title>401 Authorization Required</title>",
   * "<h1>502 Bad Gateway</h1>", Cloudflare "<title>host | 522: Connection
   * timed out</title>"): the status that opens the title or a heading, or
   * follows its "| " */
  for (guint t = 0; t < G_N_ELEMENTS (html_tags); t++)
    {
      gsize tlen = strlen (html_tags[t]);

      for (gsize at = 0; at + tlen < nt->len; at++)
        {
          gsize k, limit;

          if (memcmp (nt->lower + at, html_tags[t], tlen) != 0)
            continue;
          limit = MIN (nt->len, at + tlen + 160);
          for (k = at + tlen; k < limit && nt->lower[k] != '<'; k++)
            {
              int value;

              if (!(k == at + tlen || (k >= 2 && nt->lower[k - 2] == '|' && nt->lower[k - 1] == ' ') ||
                    (k == at + tlen + 1 && nt->lower[k - 1] == ' ')))
                continue;
              if (k + 3 >= nt->len || (value = three_digits (nt->lower + k)) < 0 ||
                  strchr (" :<", nt->lower[k + 3]) == NULL)
                continue;
              if (value < 400 || value > 599)
                continue;
              text_status_note (ts, value, (gssize) at);
              break;
            }
        }
    }

  /* the JavaScript SDKs' message for an error without a body (openai-node
   * and anthropic-sdk-typescript: "405 status code (no body)"): the status
   * is written before its anchor */
  {
    static const char suffix[] = " status code (no body)";
    gsize from = 0;

    for (;;)
      {
        gssize at = carry_on_norm_text_find (nt->lower, nt->len, from, suffix, sizeof suffix - 1, NULL);
        int value;

        if (at < 0)
          break;
        from = (gsize) at + 1;
        if (at < 3 || (value = three_digits (nt->lower + at - 3)) < 0 ||
            (at > 3 && g_ascii_isalnum (nt->lower[at - 4])))
          continue;
        text_status_note (ts, value, at - 3);
      }
  }

  /* "403 {…}" at the very start */
  if (ts->outer == 0 && nt->len >= 4 && (nt->lower[3] == ' ' || nt->lower[3] == '\n'))
    {
      int value = three_digits (nt->lower);

      if (value >= 400 && value <= 599)
        {
          ts->outer = ts->inner = value;
          ts->outer_pos = ts->inner_pos = 0;
        }
    }

  /* the innermost is only the one after the outermost */
  if (ts->inner_pos <= ts->outer_pos)
    {
      ts->inner = 0;
      ts->inner_pos = -1;
    }
}

/* The last quoted value after one of @prefixes ("\"status\": \"") past
 * byte @after that is one of @names and an ERROR_TYPE row knows: that row,
 * and its position in *@best_pos (kept when no later one is found). */
static const CarryOnRule *
find_quoted_name (const CarryOnNormText *nt,
                  gssize                 after,
                  Family                 family,
                  const char *const     *prefixes,
                  guint                  n_prefixes,
                  const char *const     *names,
                  guint                  n_names,
                  const CarryOnRule     *best,
                  gssize                *best_pos)
{
  for (guint p = 0; p < n_prefixes; p++)
    {
      gsize plen = strlen (prefixes[p]);
      gsize from = after >= 0 ? (gsize) after : 0;

      for (;;)
        {
          gsize end = 0;
          gssize at = carry_on_norm_text_find (nt->lower, nt->len, from, prefixes[p], plen, &end);
          char name[32];
          gsize k;

          if (at < 0)
            break;
          from = (gsize) at + 1;
          k = copy_word (nt, end, name, sizeof name);
          if (k == 0 || end + k >= nt->len || nt->lower[end + k] != prefixes[p][plen - 1] || at <= *best_pos)
            continue;
          for (guint n = 0; n < n_names; n++)
            if (strcmp (name, names[n]) == 0)
              {
                const CarryOnRule *rule = find_exact (CARRY_ON_RULE_ERROR_TYPE, name, family);

                if (rule != NULL)
                  {
                    best = rule;
                    *best_pos = at;
                  }
              }
        }
    }
  return best;
}

/* A google.rpc.Code name in a "status" member of an error body after byte
 * @after (`"status": "INVALID_ARGUMENT"`): the provider's own word for what
 * happened, whatever status a relay or SDK wrapped it in.  The last one
 * wins (the innermost body).  Only the code names the ERROR_TYPE rows know
 * count, so "status": "Bad Request" or "failure" says nothing.  Source:
 * https://cloud.google.com/apis/design/errors (google.rpc.Code). */
static const CarryOnRule *
find_inner_rpc_status (const CarryOnNormText *nt,
                       gssize                 after,
                       Family                 family)
{
  static const char *const prefixes[] = { "\"status\": \"", "\"status\":\"", "'status': '", "'status':'" };
  static const char *const names[] = {
    "invalid_argument", "failed_precondition", "out_of_range", "permission_denied", "unauthenticated",
    "not_found", "resource_exhausted", "unavailable", "internal", "deadline_exceeded",
  };
  /* an invalid-request code or type in the body ("code":"invalid_request",
   * "type":"invalid_request_error") is the provider's 400 too: a relay that
   * answers 500 around it has only passed the rejection on */
  static const char *const code_prefixes[] = {
    "\"code\": \"", "\"code\":\"", "'code': '", "'code':'", "\"type\": \"", "\"type\":\"", "'type': '", "'type':'",
  };
  static const char *const code_names[] = { "invalid_request", "invalid_request_error" };
  const CarryOnRule *best = NULL;
  gssize best_pos = -1;

  /* one scan decides whether the eight code prefixes are worth it */
  if (carry_on_norm_text_find (nt->lower, nt->len, after >= 0 ? (gsize) after : 0,
                               "invalid_request", strlen ("invalid_request"), NULL) >= 0)
    best = find_quoted_name (nt, after, family, code_prefixes, G_N_ELEMENTS (code_prefixes),
                             code_names, G_N_ELEMENTS (code_names), best, &best_pos);
  return find_quoted_name (nt, after, family, prefixes, G_N_ELEMENTS (prefixes),
                           names, G_N_ELEMENTS (names), best, &best_pos);
}

/* The status rule a text's written statuses give: the innermost one (a
 * google.rpc name, else the last numeric status after the outermost; with
 * @outer_pos < 0, after a structured @outer_rule, any status in the text) when
 * it gives another verdict than the outermost, unless the outermost is
 * FINAL.  A relay's 500 around the provider's 400 INVALID_ARGUMENT is the
 * provider's 400; a gateway's 400 around the provider's 503 is the 503.
 * When both agree the outermost names the result. */
static const CarryOnRule *
written_status_rule (const CarryOnNormText *nt,
                     const CarryOnRule     *outer_rule,
                     gssize                 outer_pos,
                     const TextStatus      *ts,
                     Family                 family)
{
  const CarryOnRule *inner = find_inner_rpc_status (nt, outer_pos, family);

  /* @outer_pos < 0: the outer status is the structured one, and the text is
   * its body, so every status written in it is inside */
  if (inner == NULL && ts->inner > 0 && ts->inner_pos > outer_pos)
    inner = find_status (ts->inner);
  else if (inner == NULL && outer_pos < 0 && ts->outer > 0)
    inner = find_status (ts->outer);
  if (outer_rule == NULL)
    return inner;
  if (inner != NULL && !(outer_rule->flags & CARRY_ON_RULE_FINAL) && inner->verdict != outer_rule->verdict)
    return inner;
  return outer_rule;
}

static gboolean
is_strong_tier (const CarryOnRule *rule)
{
  return rule != NULL &&
         (rule->tier == CARRY_ON_TIER_SPECIFIC || rule->tier == CARRY_ON_TIER_OVERLOAD ||
          rule->tier == CARRY_ON_TIER_LIMIT);
}

/* ------------------------------------------------------------------------ */
/* GObject                                                                  */
/* ------------------------------------------------------------------------ */

static void
carry_on_classifier_finalize (GObject *object)
{
  CarryOnClassifier *self = (CarryOnClassifier *) object;

  g_clear_pointer (&self->extra_transient, g_ptr_array_unref);

  G_OBJECT_CLASS (carry_on_classifier_parent_class)->finalize (object);
}

static void
carry_on_classifier_class_init (CarryOnClassifierClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = carry_on_classifier_finalize;
}

static void
carry_on_classifier_init (CarryOnClassifier *self)
{
  self->word_evidence = TRUE;
  self->extra_transient = g_ptr_array_new_with_free_func (g_free);
}

/**
 * carry_on_verdict_to_string:
 * @verdict: a #CarryOnVerdict
 *
 * Returns: (transfer none): "transient", "limit" or "fatal" (the words of
 *   `carry-on-classify` and the state file); "transient" for a value out of
 *   range
 */
const char *
carry_on_verdict_to_string (CarryOnVerdict verdict)
{
  switch (verdict)
    {
    case CARRY_ON_VERDICT_LIMIT:
      return "limit";
    case CARRY_ON_VERDICT_FATAL:
      return "fatal";
    case CARRY_ON_VERDICT_TRANSIENT:
    default:
      return "transient";
    }
}

/**
 * carry_on_classifier_new:
 *
 * Creates a classifier with no extra transient texts.  The rule table is
 * compiled once per process, on first use, and shared.
 *
 * Returns: (transfer full): a new #CarryOnClassifier
 */
CarryOnClassifier *
carry_on_classifier_new (void)
{
  return g_object_new (CARRY_ON_TYPE_CLASSIFIER, NULL);
}

/* Whether the normalised @lower holds the user's text @t literally: a
 * space in it matches a space or a line break, nothing else is an
 * operator.  The user writes plain text, so the rows' '<', '>', '~', '^'
 * and '@' are characters like any other in it ("user@host", "x^2"). */
static gboolean
contains_user_text (const char *lower,
                    gsize       len,
                    const char *t)
{
  gsize t_len = strlen (t);

  for (gsize i = 0; i + t_len <= len; i++)
    {
      gsize j = 0;

      while (j < t_len && (lower[i + j] == t[j] || (t[j] == ' ' && lower[i + j] == '\n')))
        j++;
      if (j == t_len)
        return TRUE;
    }
  return FALSE;
}

/**
 * carry_on_classifier_set_extra_transient:
 * @self: a #CarryOnClassifier
 * @texts: (nullable) (array zero-terminated=1): case-insensitive texts; empty
 *   strings are ignored; %NULL clears the list
 *
 * Replaces the user's extra transient texts (settings key
 * `extra-transient-texts`).  A failure whose kind, message or any nested
 * cause contains one (white space runs compared as one space) is transient
 * with rule id "user-extra-transient", whatever the other rules say: it is
 * the user's explicit decision.
 */
void
carry_on_classifier_set_extra_transient (CarryOnClassifier  *self,
                                         const char * const *texts)
{
  g_return_if_fail (CARRY_ON_IS_CLASSIFIER (self));

  g_ptr_array_set_size (self->extra_transient, 0);
  if (texts == NULL)
    return;

  for (guint i = 0; texts[i] != NULL; i++)
    {
      CarryOnNormText nt;
      const char *parts[1] = { texts[i] };

      carry_on_norm_text_init (&nt, parts, 1, 4096);
      if (nt.len > 0)
        g_ptr_array_add (self->extra_transient, g_steal_pointer (&nt.lower));
      carry_on_norm_text_clear (&nt);
    }
}

/**
 * carry_on_classifier_set_word_evidence:
 * @self: a #CarryOnClassifier
 * @enabled: whether a text no rule knows is weighed by its words
 *
 * On (the default), a failure no rule decides is given the verdict its
 * words lean to in the labelled corpora when they lean clearly away from
 * transient (rule ids "words-fatal" and "words-limit"; see
 * carry-on-classifier-cues.c and docs/classifier.md, "Word evidence").
 * Off, such a failure stays at the default, transient: what the rule
 * table alone says, which is what the rules' own tests check.
 */
void
carry_on_classifier_set_word_evidence (CarryOnClassifier *self,
                                       gboolean           enabled)
{
  g_return_if_fail (CARRY_ON_IS_CLASSIFIER (self));

  self->word_evidence = !!enabled;
}

/* @failure's message and every nested cause, as one normalised text (the
 * text the rules and the words read); clear @nt with
 * carry_on_norm_text_clear() */
static void
norm_failure_text (CarryOnNormText      *nt,
                   const CarryOnFailure *failure)
{
  g_autofree const char **parts = NULL;
  gsize n_parts = 0;

  parts = g_new0 (const char *, 2 + (failure->causes != NULL ? g_strv_length (failure->causes) : 0));
  parts[n_parts++] = failure->message;
  for (guint i = 0; failure->causes != NULL && failure->causes[i] != NULL; i++)
    parts[n_parts++] = failure->causes[i];
  carry_on_norm_text_init (nt, parts, n_parts, CARRY_ON_CLASSIFIER_MAX_TEXT);
}

/* The status of DSH's kind HTTP_<n>, which it sends for a status it has no
 * code for; 0 for any other kind or a number out of 100–599 */
static int
dsh_http_status (const char *kind)
{
  gint64 v;

  if (kind == NULL || g_ascii_strncasecmp (kind, "HTTP_", 5) != 0)
    return 0;
  v = g_ascii_strtoll (kind + 5, NULL, 10);
  return v >= 100 && v <= 599 ? (int) v : 0;
}

/* A feature as a person reads it (carry_on_cues_features() names them) */
static char *
feature_for_people (const char *feature)
{
  if (g_str_has_prefix (feature, "w:") || g_str_has_prefix (feature, "c:"))
    return g_strdup (feature + 2);
  if (g_str_has_prefix (feature, "n:"))
    return g_strdup_printf ("%s in the text", feature + 2);
  if (g_str_has_prefix (feature, "s:"))
    return g_strdup_printf ("status %s", feature + 2);
  if (g_str_has_prefix (feature, "k:"))
    return g_strdup_printf ("\xe2\x80\x9c%s\xe2\x80\x9d in any language", feature + 2);
  return g_strdup (feature);
}

/**
 * carry_on_classifier_explain_words:
 * @self: a #CarryOnClassifier
 * @failure: the failure that was classified
 * @verdict: the verdict its words gave: the class of a classification
 *   whose rule_id is "words-fatal" or "words-limit"
 * @max_words: how many to return at most
 *
 * Why the word evidence gave @verdict: the words of @failure (its message
 * and nested causes, and its status) that weigh most for @verdict against
 * transient in the labelled corpora, strongest first, as a person reads
 * them: a word ("administrator"), a pair of CJK characters ("额度"),
 * "“key” in any language" (a concept, carry_on_concept_of()), "4xx in the
 * text" or "status 429".  `carry-on-classify` prints them beside
 * such a verdict, so a give-up no rule made can be checked by eye.
 *
 * Returns: (transfer full) (array zero-terminated=1): at most @max_words
 *   strings, possibly none; free with g_strfreev()
 */
char **
carry_on_classifier_explain_words (CarryOnClassifier    *self,
                                   const CarryOnFailure *failure,
                                   CarryOnVerdict        verdict,
                                   guint                 max_words)
{
  g_autoptr(GPtrArray) features = NULL;
  GPtrArray *words;
  CarryOnNormText nt;
  int status;

  g_return_val_if_fail (CARRY_ON_IS_CLASSIFIER (self), NULL);
  g_return_val_if_fail (failure != NULL, NULL);
  g_return_val_if_fail (verdict <= CARRY_ON_VERDICT_FATAL, NULL);

  norm_failure_text (&nt, failure);
  /* the status carry_on_classifier_classify() weighs: DSH's HTTP_<n> kind
   * stands for a missing one (no KIND row names an HTTP_ kind) */
  status = failure->status > 0 ? failure->status : dsh_http_status (failure->kind);

  features = carry_on_cues_explain (nt.lower, nt.len, status, verdict, max_words);
  carry_on_norm_text_clear (&nt);
  words = g_ptr_array_new ();
  for (guint i = 0; i < features->len; i++)
    g_ptr_array_add (words, feature_for_people (g_ptr_array_index (features, i)));
  g_ptr_array_add (words, NULL);
  return (char **) g_ptr_array_free (words, FALSE);
}

static void
set_out (CarryOnClassification *out,
         const CarryOnRule     *rule,
         const char            *label)
{
  out->verdict = rule->verdict;
  out->rule_id = rule->id;
  out->label = label != NULL ? label : rule->label;
}

/* The deciding structured rule's verdict with the text rule's more specific
 * label when they agree. */
static const char *
refined_label (const CarryOnRule *decider,
               const CarryOnRule *text_rule)
{
  if (text_rule != NULL && text_rule->verdict == decider->verdict)
    return text_rule->label;
  return decider->label;
}

/* The reset instant named by the failure: its structured resets_at, else
 * now + retry_after_ms, else a reset phrase in the text.  -1: none. */
static gint64
find_reset (const CarryOnFailure  *failure,
            const CarryOnNormText *nt,
            GDateTime             *now,
            GTimeZone             *zone)
{
  gint64 value;

  if (failure->resets_at >= 0)
    return failure->resets_at;
  if (failure->retry_after_ms >= 0)
    {
      /* In seconds first, saturating: now + G_MAXINT64 ms must not
       * overflow.  How far ahead a reset may be is the policy's call. */
      gint64 now_s = g_date_time_to_unix (now);
      gint64 after_s = failure->retry_after_ms / 1000 + (failure->retry_after_ms % 1000 != 0);

      return after_s > G_MAXINT64 - now_s ? G_MAXINT64 : now_s + after_s;
    }
  if (carry_on_reset_time_parse_norm (nt, now, zone, &value))
    return value;
  return -1;
}

static void
compute_reset (const CarryOnFailure  *failure,
               const CarryOnNormText *nt,
               GDateTime             *now,
               GTimeZone             *local_tz,
               CarryOnClassification *out)
{
  out->resets_at = -1;
  if (out->verdict == CARRY_ON_VERDICT_FATAL)
    return;
  out->resets_at = find_reset (failure, nt, now, local_tz);
}

/**
 * carry_on_classifier_classify:
 * @self: a #CarryOnClassifier
 * @failure: the failure details (see #CarryOnFailure); any field may be
 *   unset (%NULL, 0 or -1)
 * @host_kind: (nullable): the agent host's kind, a provider hint
 * @now: the current wall-clock time (for relative resets)
 * @local_tz: (nullable): zone of clock times printed without one; %NULL is
 *   the local zone (`TZ`)
 * @out: (out caller-allocates): the result; @out->label and @out->rule_id
 *   are static strings
 *
 * See carry-on-classifier.h and docs/classifier.md for the precedence.
 * The reset instant (epoch s) is taken, for a transient or limit verdict,
 * from @failure->resets_at, else now + @failure->retry_after_ms (rounded up
 * to a second), else from a reset phrase in the message or its causes; a
 * fatal verdict never has one.  Only the first 64 KiB of text are read.
 * Never fails.
 */
void
carry_on_classifier_classify (CarryOnClassifier     *self,
                              const CarryOnFailure  *failure,
                              const char            *host_kind,
                              GDateTime             *now,
                              GTimeZone             *local_tz,
                              CarryOnClassification *out)
{
  static const CarryOnRule default_rule = {
    "default", CARRY_ON_RULE_TEXT, NULL, 0, 0, NULL, CARRY_ON_TIER_TRANSIENT,
    CARRY_ON_VERDICT_TRANSIENT, 0, NC_("failure label", "unknown error"), "docs/classifier.md (default: retry with backoff)"
  };
  static const CarryOnRule cues_fatal_rule = {
    "words-fatal", CARRY_ON_RULE_TEXT, NULL, 0, 0, NULL, CARRY_ON_TIER_TRANSIENT,
    CARRY_ON_VERDICT_FATAL, 0, NC_("failure label", "unrecognised error that reads as fatal"),
    "tests/corpus (word evidence, carry-on-classifier-cue-table.c)"
  };
  static const CarryOnRule cues_limit_rule = {
    "words-limit", CARRY_ON_RULE_TEXT, NULL, 0, 0, NULL, CARRY_ON_TIER_TRANSIENT,
    CARRY_ON_VERDICT_LIMIT, 0, NC_("failure label", "unrecognised error that reads as a limit"),
    "tests/corpus (word evidence, carry-on-classifier-cue-table.c)"
  };
  static const CarryOnRule user_rule = {
    "user-extra-transient", CARRY_ON_RULE_TEXT, NULL, 0, 0, NULL, CARRY_ON_TIER_STRUCTURED,
    CARRY_ON_VERDICT_TRANSIENT, 0, NC_("failure label", "user-listed transient error"), "settings key extra-transient-texts"
  };
  CarryOnNormText nt;
  g_autoptr(GTimeZone) provider_zone = NULL;
  const CarryOnRule *code_rule;
  const CarryOnRule *decider = NULL;
  Family family;
  const CarryOnRule *text_rule;
  const CarryOnRule *refining_rule;
  guint denied = 0;
  const CarryOnRule *kind_rule = NULL;
  const CarryOnRule *type_rule;
  const CarryOnRule *status_rule;
  const CarryOnRule *structured;
  const CarryOnRule *written_rule;
  TextStatus text_status;
  int status;

  g_return_if_fail (CARRY_ON_IS_CLASSIFIER (self));
  g_return_if_fail (failure != NULL);
  g_return_if_fail (now != NULL);
  g_return_if_fail (out != NULL);

  set_out (out, &default_rule, NULL);
  out->resets_at = -1;

  /* the message and every nested cause, as one normalised text */
  norm_failure_text (&nt, failure);

  family = family_from_name (failure->provider);
  if (family == FAMILY_OTHER)
    family = family_from_text (&nt);
  if (family == FAMILY_OTHER)
    family = family_from_name (host_kind);
  if (family_zones[family] != NULL)
    provider_zone = g_time_zone_new_identifier (family_zones[family]);
  if (provider_zone != NULL)
    local_tz = provider_zone;

  /* 1. the user's own transient texts: in the failure kind (a DSH or Claude
   * Code code such as "TRANSPORT"), the message and every nested cause (a
   * cause's code travels in its text: "ECONNRESET: socket hang up") */
  if (self->extra_transient->len > 0)
    {
      g_autofree char *kind_lower = failure->kind != NULL ? g_ascii_strdown (failure->kind, -1) : NULL;

      for (guint i = 0; i < self->extra_transient->len; i++)
        {
          const char *t = g_ptr_array_index (self->extra_transient, i);

          if (contains_user_text (nt.lower, nt.len, t) ||
              (kind_lower != NULL && strstr (kind_lower, t) != NULL))
            {
              set_out (out, &user_rule, NULL);
              goto done;
            }
        }
    }

  /* refining_rule may be a REFINE_ONLY row (transport wording that beats a
   * 4xx wrapper); it refines a structured rule in step 3.  Elsewhere the
   * best ordinary row stands for it when they agree ("ECONNRESET" alone is
   * the connection row), and it decides when they do not ("Bad Request
   * Error, The read operation timed out" is transient). */
  refining_rule = find_text (&nt, family, failure, now, local_tz, &text_rule, &denied);
  if (refining_rule != NULL && !((refining_rule->flags & CARRY_ON_RULE_REFINE_ONLY) &&
                                 text_rule != NULL && text_rule->verdict == refining_rule->verdict))
    text_rule = refining_rule;

  /* 2. the host's kind decides, unless it says nothing */
  status = failure->status;
  if (failure->kind != NULL && failure->kind[0] != '\0')
    {
      kind_rule = find_exact (CARRY_ON_RULE_KIND, failure->kind, family);
      if (kind_rule == NULL && g_ascii_strncasecmp (failure->kind, "HTTP_", 5) == 0 && status <= 0)
        {
          /* DSH: HTTP_<status> for a status it has no code for */
          int v = dsh_http_status (failure->kind);

          if (v > 0)
            status = v;
        }
      else if (kind_rule == NULL)
        {
          /* The kind comes from a host: never put raw bytes in the log. */
          g_autofree char *shown = g_strescape (failure->kind, NULL);

          g_debug ("unknown failure kind \"%s\": classifying by the other fields", shown);
        }
    }
  if (kind_rule != NULL && !(kind_rule->flags & CARRY_ON_RULE_DEFER))
    {
      set_out (out, kind_rule, refined_label (kind_rule, text_rule));
      goto done;
    }

  /* 3. a provider business code, the API error type, else the HTTP status
   * (a status written in the text counts here when its row is FINAL: "402",
   * "401", "529" say everything); strong text refines what is not FINAL */
  code_rule = find_provider_code (&nt, failure->error_type, family);
  type_rule = find_exact (CARRY_ON_RULE_ERROR_TYPE, failure->error_type, family);
  status_rule = find_status (status);
  /* The statuses written in the text: the innermost (the provider's own,
   * inside a relay's or an SDK's wrapper) beats the outermost, or the
   * structured status, when it says something else (docs/classifier.md,
   * "An inner status beats the wrapper's") */
  find_text_status (&nt, &text_status);
  written_rule = written_status_rule (&nt, find_status (text_status.outer), text_status.outer_pos,
                                      &text_status, family);
  if (code_rule == NULL && type_rule == NULL && status_rule != NULL)
    status_rule = written_status_rule (&nt, status_rule, -1, &text_status, family);
  structured = code_rule != NULL ? code_rule : type_rule != NULL ? type_rule : status_rule;
  if (structured == NULL && written_rule != NULL && (written_rule->flags & CARRY_ON_RULE_FINAL))
    structured = written_rule;
  if (structured != NULL)
    {
      /* A usage window with a named reset beats a billing-looking status or
       * type, even a FINAL one (find_text kept it only with a reset) */
      gboolean window_wins = refining_rule != NULL &&
                             (refining_rule->flags & (CARRY_ON_RULE_WINDOW_RESET | CARRY_ON_RULE_WINDOW_WORDS)) &&
                             structured->verdict == CARRY_ON_VERDICT_FATAL;

      if (window_wins ||
          (!(structured->flags & CARRY_ON_RULE_FINAL) &&
           (is_strong_tier (refining_rule) ||
            (refining_rule != NULL && (structured->flags & CARRY_ON_RULE_RELAYED))) &&
           refining_rule->verdict != structured->verdict))
        {
          set_out (out, refining_rule, NULL);
          decider = refining_rule;
        }
      else
        set_out (out, structured, refined_label (structured, text_rule));
      goto done;
    }

  /* 4. strong text phrases (specific, overload, limit); a REFINE_ONLY row
   * lends its strength to the ordinary row that agrees with it */
  if (is_strong_tier (refining_rule))
    {
      set_out (out, text_rule, NULL);
      decider = text_rule;
      goto done;
    }

  /* 5. a status written in the text, before generic wording */
  if (written_rule != NULL)
    {
      set_out (out, written_rule, refined_label (written_rule, text_rule));
      goto done;
    }

  /* 6. generic text phrases (invalid request, network, timeouts, streams)
   * and the fallbacks; a fallback that waits for a reset named beside it
   * (RESET_WAITS) decides as the strong rows do */
  if (text_rule != NULL)
    {
      set_out (out, text_rule, NULL);
      decider = text_rule;
      goto done;
    }

  /* 7. no rule knows the text: its words decide when they lean clearly
   * away from transient (carry-on-classifier-cues.c), else transient.  An
   * unrecognised text costs least that way: a wrong retry is one more
   * request on the policy's ladder, capped at N in a row, while a wrong
   * give-up parks a session until a person looks (docs/classifier.md, "The
   * default" and "Word evidence").  Words that lean to the verdict of a
   * phrase the text denies ("Это не лимит использования" leaning to a
   * limit) are the denied phrase's own: they do not decide. */
  {
    CarryOnVerdict leaning;

    if (self->word_evidence && carry_on_cues_decide (nt.lower, nt.len, status, &leaning) &&
        (denied & (1u << leaning)) == 0)
      set_out (out, leaning == CARRY_ON_VERDICT_FATAL ? &cues_fatal_rule : &cues_limit_rule, NULL);
  }

done:
  /* Extra usage or a spend cap with a reset named: the plan window reopens
   * then, so wait for it rather than give up */
  if (decider != NULL && (decider->flags & CARRY_ON_RULE_RESET_WAITS) &&
      out->verdict == CARRY_ON_VERDICT_FATAL &&
      find_reset (failure, &nt, now, local_tz) >= 0)
    {
      out->verdict = CARRY_ON_VERDICT_LIMIT;
      out->label = NC_("failure label", "usage limit");
    }
  /* A rate limit that the request alone exceeds: waiting cannot help */
  if (out->verdict == CARRY_ON_VERDICT_LIMIT && request_exceeds_limit (&nt))
    {
      out->verdict = CARRY_ON_VERDICT_FATAL;
      out->rule_id = "request-exceeds-limit";
      out->label = NC_("failure label", "request too large");
      out->resets_at = -1;
    }
  compute_reset (failure, &nt, now, local_tz, out);
  carry_on_norm_text_clear (&nt);
}
