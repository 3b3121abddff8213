/* test-classifier.c
 *
 * SPDX-FileCopyrightText: 2026 The Carry On authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The failure classifier: every corpus entry (tests/corpus/api-errors.jsonl)
 * as its own test case, held-out real-world wordings the rules were not
 * written from, the structured fields (Claude Code kinds, DSH codes, HTTP
 * status, API error type) and their precedence over text, the traps (a
 * bare number, a 429 that is billing, "overloaded" inside a 400, the same
 * sentence from two providers), the user's extra transient texts, reset
 * instants, the rule table itself and speed.
 */

#include "config.h"

#include <string.h>

#include <json-glib/json-glib.h>

#include "carry-on-classifier.h"
#include "carry-on-classifier-private.h"

/* All corpus and held-out cases run at this instant, with clock times
 * without a zone read in Europe/Paris. */
#define NOW_ISO  "2026-03-10T12:00:00Z"
#define LOCAL_TZ "Europe/Paris"

static GDateTime *
test_now (void)
{
  return g_date_time_new_from_iso8601 (NOW_ISO, NULL);
}

static GTimeZone *
test_zone (void)
{
  return g_time_zone_new_identifier (LOCAL_TZ);
}

static char *
format_utc (gint64 epoch_s)
{
  g_autoptr(GDateTime) dt = g_date_time_new_from_unix_utc (epoch_s);

  return g_date_time_format (dt, "%Y-%m-%dT%H:%M:%SZ");
}

static CarryOnFailure
failure_init (const char *kind,
              int         status,
              const char *error_type,
              const char *message)
{
  CarryOnFailure f = { 0 };

  f.kind = (char *) kind;
  f.status = status;
  f.error_type = (char *) error_type;
  f.message = (char *) message;
  f.retry_after_ms = -1;
  f.resets_at = -1;
  return f;
}

static void
classify_with (const CarryOnFailure  *f,
               const char            *host,
               gboolean               word_evidence,
               CarryOnClassification *out)
{
  g_autoptr(CarryOnClassifier) classifier = carry_on_classifier_new ();
  g_autoptr(GDateTime) now = test_now ();
  g_autoptr(GTimeZone) zone = test_zone ();

  carry_on_classifier_set_word_evidence (classifier, word_evidence);
  carry_on_classifier_classify (classifier, f, host, now, zone, out);
  g_assert_nonnull (out->label);
  g_assert_nonnull (out->rule_id);
}

/* As Carry On classifies: the rules, then the words for a text no rule
 * knows */
static void
classify (const CarryOnFailure  *f,
          const char            *host,
          CarryOnClassification *out)
{
  classify_with (f, host, TRUE, out);
}

/* The rules alone (a text no rule knows stays at the default): what the
 * family tests check, their near misses included; what the words make of
 * a text is checked in /classifier/words and by the corpora */
static void
classify_rows (const CarryOnFailure  *f,
               const char            *host,
               CarryOnClassification *out)
{
  classify_with (f, host, FALSE, out);
}

/* ------------------------------------------------------------------------ */
/* Corpus                                                                   */
/* ------------------------------------------------------------------------ */

/* Entries where the classifier disagrees with the corpus label, with the
 * class it does give and why.  Each is still checked, so a change shows.
 * (None at the moment: 100 % agreement.) */
static const struct {
  const char *id;
  const char *actual;
  const char *reason;
} known_disagreements[] = {
  { NULL, NULL, NULL },
};

/* Reset instants of the entries with a reset_hint, at NOW_ISO in LOCAL_TZ
 * (computed independently with Python zoneinfo). */
static const struct {
  const char *id;
  const char *resets_at;
} corpus_resets[] = {
  { "e008", "2026-03-10T16:00:00Z" },  /* 5pm (Europe/Warsaw), later today */
  { "e009", "2025-08-19T15:00:00Z" },  /* |1755615600 */
  { "e010", "2026-03-11T09:00:00Z" },  /* 1 PM (Asia/Dubai): passed, so tomorrow */
  { "e019", "2026-03-11T11:40:00Z" },  /* 5:10pm (Asia/Calcutta): passed */
  { "e021", "2026-03-10T21:30:00Z" },  /* 10:30pm (Europe/Berlin) */
  { "e037", "2026-03-11T03:00:00Z" },  /* 8pm (America/Los_Angeles), PDT since Mar 8 */
  { "e047", "2026-03-13T05:14:00Z" },  /* in 2 days 17 hours 14 minutes */
  { "e049", "2026-07-10T09:52:00Z" },  /* 10 de jul. de 2026, 11:52, local (CEST) */
  { "e050", "2026-07-10T09:52:00Z" },
  { "e081", "2026-03-10T12:00:01Z" },  /* after 1 seconds */
  { "e104", "2026-03-11T04:00:00Z" },  /* 5am local: passed, tomorrow */
  { "e106", "2026-12-02T16:00:00Z" },  /* Dec 2, 7pm (Europe/Moscow) */
  { "e107", "2026-10-31T08:00:00Z" },  /* Oct 31, 9am local (CET again) */
  { "e109", "2026-03-10T23:00:00Z" },  /* 12am local = midnight tonight */
};

typedef struct {
  char *id;
  char *host;
  char *text;
  char *kind;
  char *expected;
  char *reset_hint;
  char *expected_resets_at;  /* ISO 8601 UTC at NOW_ISO / LOCAL_TZ, or NULL */
  char *provider;
  char *error_type;
  char *source;
  char *key;                 /* locale-messages.jsonl: the message key */
  char *lang;                /* and its language */
  int   status;
} CorpusEntry;

static void
corpus_entry_free (gpointer data)
{
  CorpusEntry *e = data;

  g_free (e->id);
  g_free (e->host);
  g_free (e->text);
  g_free (e->kind);
  g_free (e->expected);
  g_free (e->reset_hint);
  g_free (e->expected_resets_at);
  g_free (e->provider);
  g_free (e->error_type);
  g_free (e->source);
  g_free (e->key);
  g_free (e->lang);
  g_free (e);
}

static char *
dup_member (JsonObject *obj,
            const char *name)
{
  JsonNode *node = json_object_get_member (obj, name);

  if (node == NULL || JSON_NODE_HOLDS_NULL (node))
    return NULL;
  return g_strdup (json_node_get_string (node));
}

static void
test_corpus_entry (gconstpointer data)
{
  const CorpusEntry *e = data;
  CarryOnFailure f = failure_init (e->kind, e->status, e->error_type, e->text);
  CarryOnClassification out;
  const char *want = e->expected;
  const char *want_reset = e->expected_resets_at;
  gboolean reset_listed = e->expected_resets_at != NULL;

  f.provider = e->provider;
  classify (&f, e->host, &out);
  g_test_message ("%s: %s, \"%s\", rule %s", e->id, carry_on_verdict_to_string (out.verdict),
                  out.label, out.rule_id);

  for (guint i = 0; known_disagreements[i].id != NULL; i++)
    if (g_strcmp0 (known_disagreements[i].id, e->id) == 0)
      {
        g_test_message ("known disagreement: expected %s, gives %s: %s", e->expected,
                        known_disagreements[i].actual, known_disagreements[i].reason);
        want = known_disagreements[i].actual;
      }
  g_assert_cmpstr (carry_on_verdict_to_string (out.verdict), ==, want);

  for (guint i = 0; i < G_N_ELEMENTS (corpus_resets); i++)
    if (g_strcmp0 (corpus_resets[i].id, e->id) == 0)
      {
        want_reset = corpus_resets[i].resets_at;
        reset_listed = TRUE;
      }

  if (e->reset_hint != NULL)
    {
      g_autofree char *got = NULL;

      if (!reset_listed)
        g_error ("%s has reset_hint \"%s\": add its instant to corpus_resets", e->id, e->reset_hint);
      g_assert_cmpint (out.resets_at, >=, 0);
      got = format_utc (out.resets_at);
      g_assert_cmpstr (got, ==, want_reset);
    }
  else
    {
      /* no reset named: none invented (no bare numbers, no retry countdowns) */
      g_assert_false (reset_listed);
      g_assert_cmpint (out.resets_at, ==, -1);
    }
}

/* Every known disagreement must still exist in the corpus and stay within
 * the 5 % docs/classifier.md allows. */
static void
test_corpus_agreement (gconstpointer data)
{
  const GPtrArray *entries = data;
  guint n_known = 0;

  for (guint i = 0; known_disagreements[i].id != NULL; i++)
    {
      gboolean found = FALSE;

      for (guint j = 0; j < entries->len; j++)
        if (g_strcmp0 (((CorpusEntry *) g_ptr_array_index (entries, j))->id, known_disagreements[i].id) == 0)
          found = TRUE;
      g_assert_true (found);
      n_known++;
    }
  g_assert_cmpuint (entries->len, >=, 50);
  g_assert_cmpuint (n_known * 100, <=, entries->len * 5);
  g_test_message ("agreement: %u/%u", entries->len - n_known, entries->len);
}

static GPtrArray *
load_corpus_file (const char *env,
                  const char *name)
{
  const char *path = g_getenv (env);
  g_autofree char *fallback = NULL;
  g_autofree char *contents = NULL;
  g_autoptr(GError) error = NULL;
  g_auto(GStrv) lines = NULL;
  GPtrArray *entries = g_ptr_array_new_with_free_func (corpus_entry_free);

  if (path == NULL)
    path = fallback = g_test_build_filename (G_TEST_DIST, "corpus", name, NULL);
  if (!g_file_get_contents (path, &contents, NULL, &error))
    g_error ("corpus: %s", error->message);

  lines = g_strsplit (contents, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    {
      g_autoptr(JsonParser) parser = json_parser_new ();
      JsonObject *obj;
      CorpusEntry *e;

      if (g_strstrip (lines[i])[0] == '\0')
        continue;
      if (!json_parser_load_from_data (parser, lines[i], -1, &error))
        g_error ("corpus line %u: %s", i + 1, error->message);
      obj = json_node_get_object (json_parser_get_root (parser));
      e = g_new0 (CorpusEntry, 1);
      e->id = dup_member (obj, "id");
      e->host = dup_member (obj, "host");
      e->text = dup_member (obj, "text");
      e->kind = dup_member (obj, "stop_failure_kind");
      e->expected = dup_member (obj, "expected");
      e->reset_hint = dup_member (obj, "reset_hint");
      e->expected_resets_at = dup_member (obj, "expected_resets_at");
      e->provider = dup_member (obj, "provider");
      e->error_type = dup_member (obj, "error_type");
      e->source = dup_member (obj, "source");
      e->key = dup_member (obj, "key");
      e->lang = dup_member (obj, "lang");
      e->status = json_object_has_member (obj, "status") ?
                  (int) json_object_get_int_member (obj, "status") : 0;
      /* every entry cites where its text comes from */
      g_assert_nonnull (e->source);
      g_assert_true (g_str_has_prefix (e->source, "https://"));
      g_assert_nonnull (e->id);
      g_assert_nonnull (e->text);
      g_assert_nonnull (e->expected);
      g_ptr_array_add (entries, e);
    }

  return entries;
}

static GPtrArray *
load_corpus (void)
{
  return load_corpus_file ("CARRY_ON_CORPUS", "api-errors.jsonl");
}

/* ------------------------------------------------------------------------ */
/* The held-out file: real texts collected with the corpus but kept apart   */
/* while the rules were written (tests/corpus/held-out.jsonl); the measure  */
/* of generalisation.  Each entry must give its class unless it is listed   */
/* here with the class it does give; the share is reported and bounded.     */
/* ------------------------------------------------------------------------ */

static const struct {
  const char *id;
  const char *actual;
  const char *actual_resets_at;  /* NULL: as expected; "none": no reset read */
  const char *reason;
} held_out_disagreements[] = {
  { "hb028", "limit", NULL, "Vertex's 429 RESOURCE_EXHAUSTED \"try again later\": the corpus labels the same message limit (e243), the collector transient; either way it is retried" },
  { "he017", "limit", "none", "\"Retrying in 20.387 second(s)… with extra buffer\": a countdown this short may be the host's own backoff, so it is not read as the reset (docs/classifier.md, \"A host's retry schedule\"); the ladder applies" },
  /* round hf, measured blind: see docs/classifier.md */
  { "hf006", "limit", NULL, "Vertex's bare \"Resource exhausted. Please try again later.\": the collector reads Google's page as the shared pool being busy; retried either way" },
  { "hf007", "limit", NULL, "the same Vertex text as hf006, from another report" },
  { "hf025", "limit", NULL, "Kimi's \"receiving too many requests at the moment\" typed rate_limit_reached_error: load on their side for the collector; retried either way" },
  /* round hg, measured blind: see docs/classifier.md */
  { "hg006", "limit", "2026-03-10T12:08:46Z", "Gemini's retryDelay \"525.312s\": the reset is rounded up to the whole second" },
  { "hg013", "transient", NULL, "Cursor's \"servers are currently overloaded for non-pro users, and you've used your free quota\": the overload wording wins; retried either way" },
  { "hg037", "limit", NULL, "服务器限流 (the server throttles): read as a rate limit; retried either way" },
  { "hg039", "limit", "2026-03-10T12:00:00Z", "Cody's \"Retry after 2024-06-27 03:57:26 +0000 UTC\": the date is read, and a retry-after instant already past at the fixed now means now (RFC 9110, as for an HTTP-date); the policy resumes at once either way" },
  { "hg040", "limit", "2026-03-10T12:00:00Z", "the same Cody wording, another past date: now" },
  { "hg041", "limit", "2026-03-10T12:00:00Z", "the same Cody wording, another past date: now" },
  { "hg044", "limit", "none", "\"Waiting for 10 seconds\": a client's wait under five minutes may be its own backoff (docs/classifier.md, \"A host's retry schedule\"); the ladder applies" },
  { "hg062", "transient", "2026-03-10T12:00:36Z", "Hugging Face's \"estimated_time\":35.667… is read, rounded up to the whole second" },
  { "hg078", "limit", "none", "\"Retrying in 19 seconds\": a countdown under five minutes may be the host's own backoff (docs/classifier.md, \"A host's retry schedule\")" },
  { "hg085", "limit", "2026-08-23T16:09:21Z", "Zhipu's reset printed without a zone is read in Beijing time (docs/classifier.md, provider awareness); the collector read it in the local zone and noted Beijing as likely" },
  { "hg086", "limit", NULL, "Kiro's \"Too many requests, please wait\" beside \"temporarily busy\": read as a rate limit; retried either way" },
  { "hg087", "limit", NULL, "Kiro's \"request was throttled by the service\": read as a rate limit; retried either way" },
  { "hg093", "limit", "2026-03-10T12:00:15Z", "Gemini's retryDelay \"14.1s\": rounded up to the whole second" },
  /* round hh, measured blind: see docs/classifier.md */
  { "hh002", "limit", "2026-03-10T12:00:01Z", "a retry-after of 6 ms: resets are whole seconds, rounded up" },
  { "hh003", "limit", "2026-03-10T12:00:01Z", "the same 6 ms retry-after" },
  { "hh008", "limit", "2026-03-10T12:00:48Z", "Gemini's retryDelay with milliseconds: rounded up to the whole second" },
  { "hh028", "limit", "none", "\"Retrying in 60 seconds… (attempt 1/10)\": a countdown under five minutes may be the host's own backoff (docs/classifier.md, \"A host's retry schedule\")" },
  { "hh038", "transient", "2026-03-10T12:30:10Z", "Hugging Face's \"is currently loading\" with a 30-minute estimate: transient from the text; the collector labelled it fatal from the thread (the model never loads)" },
  { "hh059", "transient", "none", "Kilo Code's log line \"next=1785093677726\" (epoch ms): a host's field, not read" },
  { "hh061", "limit", "none", "LangChain's \"Retrying … in 1.0 seconds\": the client's own backoff, not read" },
  { "hh078", "limit", "2026-03-10T12:00:16Z", "a retry-after with milliseconds: rounded up to the whole second" },
  { "hh088", "limit", "2026-03-26T10:49:45Z", "Zhipu's reset printed without a zone is read in Beijing time (docs/classifier.md, provider awareness); the collector read it in the local zone and noted Beijing as likely" },
  /* round hi, measured blind: see docs/classifier.md */
  { "hi001", "limit", NULL, "iFlow's platform-wide rate limit: read as the user's rate limit; retried either way" },
  { "hi006", "limit", "2026-03-10T12:00:06Z", "a retry-after with milliseconds: rounded up to the whole second" },
  { "hi013", "limit", NULL, "a Cloudflare 1015 passed on by OpenRouter as a 429: read as a limit; the collector reads a passing block; retried either way" },
  { "hi021", "limit", "2026-03-15T00:48:29Z", "both \"Resets in 108h48m29s\" and an absolute instant: the relative one is read; the collector took the absolute one" },
  { "hi035", "limit", "2026-03-10T12:01:48Z", "a retry-after with milliseconds: rounded up to the whole second" },
  { "hi037", "limit", "2026-03-10T12:00:05Z", "a retry-after with milliseconds: rounded up to the whole second" },
  { "hi039", "limit", "2026-03-10T12:00:07Z", "a retry-after with milliseconds: rounded up to the whole second" },
  { "hi079", "transient", NULL, "a limit inside a stream error: the stream row wins; retried either way" },
  /* round hj, measured blind: see docs/classifier.md */
  { "hj025", "limit", "2026-03-10T12:00:01Z", "a retry-after with milliseconds: rounded up to the whole second" },
  { "hj035", "limit", NULL, "Baidu's \"Daily free quota per user for AI Search exceeded\": the collector gives up (postpaid billing must be switched on), but the text names a daily allowance and no billing step, so it is a limit on the slow ladder (docs/classifier.md)" },
  { "hj077", "limit", "2026-03-10T12:00:46Z", "Gemini's \"Please retry in 45.564506184s\": rounded up to the whole second; the collector rounded down" },
  { "hj087", "limit", "2026-09-11T16:35:41Z", "Z.ai's reset printed without a zone is read in Beijing time (provider awareness); the collector read it in the local zone and noted Beijing" },
  { "hj100", "limit", NULL, "\"currently processing too many requests\": read as a rate limit; the collector reads load; retried either way" },
  /* round hk, measured blind: see docs/classifier.md */
  { "hk002", "fatal", NULL, "Kiro's 429 \"Too many requests, please wait\" with credits_exhausted: the credits word wins; the collector reads a monthly free plan that resets" },
  { "hk032", "limit", "2026-03-10T12:00:16Z", "Gemini's \"Please retry in 15.002899939s\": rounded up to the whole second" },
  { "hk041", "fatal", NULL, "Copilot CLI's 402 \"You have no quota\" (quota_exceeded): the 402 decides billing; the collector reads a monthly allowance" },
  { "hk046", "fatal", NULL, "the same Copilot 402 through another client" },
  { "hk061", "limit", NULL, "OpenCode Zen's \"Free usage exceeded, add credits\": read as a usage limit; the collector gives up (credits needed)" },
  { "hk101", "limit", "2026-03-10T12:00:01Z", "a retry-after with milliseconds: rounded up to the whole second" },
  { "hk102", "limit", "2026-03-10T12:00:19Z", "a retry-after with milliseconds: rounded up to the whole second" },
  { "hk103", "limit", "2026-03-10T12:00:17Z", "a retry-after with milliseconds: rounded up to the whole second" },
  { "hk104", "limit", "2026-03-10T12:00:01Z", "a retry-after with milliseconds: rounded up to the whole second" },
  /* round hl, measured blind: see docs/classifier.md */
  { "hl009", "transient", "none", "Claude Code's \"Retrying in 35 seconds… (attempt 8/10)\": a countdown under five minutes may be the host's own backoff (docs/classifier.md, \"A host's retry schedule\")" },
  { "hl043", "fatal", NULL, "a Chinese host hint 检测到请求格式错误 (request format error) around a rate limit with \"cooldown 9s\": the hint wins" },
  { "hl085", "limit", NULL, "DashScope's \"Allocated quota exceeded, please increase your quota limit\": read as a quota; the collector gives up" },
  { "hl086", "fatal", NULL, "Copilot Free's \"402: quota exceeded\": the 402 decides billing; the collector reads a monthly allowance" },
  /* round hm, measured blind: see docs/classifier.md */
  { "hm019", "transient", NULL, "a router's own JS error (\"Cannot read properties of undefined\") under HTTP 502: the 5xx decides, since a crash in a router can as well be a passing state (docs/classifier.md); the collector reads a deterministic bug" },
  { "hm049", "limit", NULL, "Windsurf's \"all API providers are over their global rate limit for trial users\": read as a rate limit (slow ladder); the collector reads a provider-wide throttle (transient); retried either way" },
  { "hm064", "transient", NULL, "a relay's Too Many Requests with 上游负载已饱和 and no code: the relay rewrites every upstream 429 so, and without the upstream's rate-limit code the overload wording decides (docs/classifier.md); retried either way" },
  /* round ho, measured blind: see docs/classifier.md */
  { "ho031", "fatal", NULL, "Hugging Face's 402 \"exceeded your monthly included credits\": judged and kept, the 402 decides billing as for Copilot's hk041 and hl086: a refill weeks away and \"Subscribe to PRO\" want a person (docs/classifier.md); the collector reads a monthly allowance (unsure)" },
  { "ho048", "transient", NULL, "Azure's 500 \"Backend returned unexpected response. Please contact Microsoft for help.\": judged and kept, the 5xx decides as for hm019, since the text names no input; the collector reads a deterministic region/model mismatch from the thread" },
  { "ho058", "transient", NULL, "\"AI service is temporarily overloaded\" with ERR_AI_RATE_LIMITED under 429: judged and kept, a gateway's own RATE_LIMITED code beside capacity words is not the upstream's (corpus e256, the upstream-rate-code row); the collector reads the code's rate limit; retried either way" },
  /* round hp, measured blind: see docs/classifier.md */
  { "hp018", "fatal", NULL, "Claude Code's \"Auto mode could not evaluate this action and is blocking it for safety\": no row knows it, and since the localised messages joined the word evidence its common words (not, mode, this) lean fatal; a guess, so the policy still continues once" },
  { "hp049", "transient", NULL, "Groq's bare \"Blocked by Cloudflare\" (not a block page): read as Cloudflare's server error; the collector reads a block that needs support" },
  { "hp052", "transient", NULL, "NGHTTP2_FRAME_SIZE_ERROR: a transport error by its words; the collector labelled it from its thread (a request too large, every time)" },
  { "hp060", "transient", "2026-03-10T12:00:20Z", "Hugging Face's estimated_time 20.0 beside \"Model is currently loading\" is read as when to retry (as hg062); the collector gives no instant" },
  { "hp062", "transient", NULL, "Replicate's \"E1001 - Model Out of Memory (OOM Killed)\": out of memory is read as passing; the collector reads an input too large, every time" },
  /* round hq, measured blind: see docs/classifier.md */
  { "hq019", "transient", NULL, "\"No object generated: could not parse the response.\": a parse failure reads as passing; the collector labelled it from its thread (output cut by the token cap)" },
  { "hq028", "limit", NULL, "Hugging Face router's 402 \"reached the free monthly usage limit for groq. Add pre-paid credits\": the monthly window wins over the 402; the collector gives up (credits must be added)" },
  { "hq047", "transient", NULL, "a proxy's \"503 Service Unavailable: Rate limit exceeded.\": the 5xx decides; retried either way" },
  { "hq051", "fatal", NULL, "PactFlow's \"403 Forbidden AI credits are exhausted\": exhausted credits under a 403 give up; the collector reads credits that reset after 30 days" },
  /* round hr, measured blind: see docs/classifier.md */
  { "hr016", "limit", NULL, "CloudBase's EXCEED_TOKEN_QUOTA_LIMIT \"Token usage exceeded quota limit\": a quota, kept a limit by the cost argument (docs/classifier.md, round hr): the text names no money and no end, most token quotas come back, and a wrong wait costs N refused requests; the collector reads a free grant used up for good" },
  /* round hx, measured blind: see docs/classifier.md */
  { "hx013", "transient", NULL, "Codex's \"stream disconnected before completion: This user's access … has been temporarily limited for potentially suspicious activity\": the stream row decides; the collector reads an account restriction (unsure)" },
  { "hx016", "limit", "none", "Claude Code's Vertex 429 with \"Retrying in 32 seconds\" after it: a countdown this short may be the host's own backoff, so it is not read as the reset (\"A host's retry schedule\"); the ladder applies" },
  { "hx020", "limit", NULL, "Gemini CLI's \"Trying to reach gemini-3-flash-preview (Attempt 8/10)\": no row knows it, and its words lean to a limit; retried either way" },
  { "hx041", "transient", NULL, "a relay's 503 \"No available accounts: this group only allows Claude Code clients\": the 503 decides; the collector reads a group closed to this client" },
  { "hx042", "transient", "none", "Claude Code's 503 \"upstream connect error … · Retrying in 5 seconds… (attempt 4/10)\": the host's own countdown is not read as a reset; the ladder applies" },
  { "hx045", "fatal", NULL, "Chat2API's 503 \"No available account for model: DeepSeek-R1-Search\": read as a relay without a channel for the model (fatal); the collector reads an account pool busy for now (unsure)" },
  /* round ib, measured blind: see docs/classifier.md */
  { "ib004", "fatal", NULL, "Copilot's \"You have exceeded your premium request allowance. We have automatically switched you to GPT-4.1\": the extra-usage row reads a paid allowance used up; the collector reads a monthly allowance that renews (unsure: the request goes on with another model)" },
  /* round ic, measured blind: see docs/classifier.md */
  { "ic009", "limit", NULL, "Vertex AI's 429 \"Rate of traffic exceeds capacity. Ramp your traffic up more slowly\": the 429 and the rate decide; the collector reads capacity while the endpoint scales (both retry)" },
  { "ic030", "transient", NULL, "Xinference's \"torch.cuda.OutOfMemoryError … CUDA out of memory\": a GPU out of memory is retried by choice (gpu-out-of-memory, docs/classifier.md); the collector reads a model that does not fit (unsure)" },
  { "ic031", "transient", NULL, "vLLM's \"MQEngineDeadError: Engine loop is not running … CUDA out of memory\": the out-of-memory choice decides; the collector reads an engine that stays dead until restarted (the ladder gives up after N)" },
  { "ic038", "fatal", NULL, "KServe's 400 {\"error\":\"Model sklearn-iris is not ready yet.\"}: the 400 decides; the collector reads a model scaled from zero that is still loading" },
  /* round id, measured blind: see docs/classifier.md */
  { "id017", "limit", NULL, "Tencent CloudBase's \"大模型 Token 用量已超出配额，请购买资源包以提升配额\" (token use over the quota, buy a resource pack): a token quota is kept a limit (the cost argument, as hr016); the collector reads a purchase needed" },
  { "id034", "transient", NULL, "MiniMax's 1042 \"invisible character ratio limit\": no row knows it, and its words do not lean fatal; the default retries" },
  { "id036", "transient", NULL, "Copilot's \"Copilot Pro trials have been temporarily paused. Please upgrade your account\": \"temporarily\" reads as passing; the collector reads a trial wall that needs an upgrade" },
  /* round ie, measured blind: see docs/classifier.md */
  { "ie003", "limit", NULL, "Qwen OAuth's \"free tier quota exceeded\" with the tier's end date: a quota, read as a limit; the collector gives up since the tier is being discontinued (unsure)" },
  { "ie018", "fatal", NULL, "Hermes' 500 wrapping a fallback model's \"status: 400\": the inner 4xx decides; the collector reads the outer server error (unsure: the thread found the context too long)" },
  { "ie028", "fatal", NULL, "freellmapi's \"All models exhausted: … 2 prompt too large for the model … Soonest reset ~3m\": the context cap wins over the pool's rate limits; the collector reads a pool mostly rate-limited" },
  /* round if, measured blind: see docs/classifier.md */
  { "if005", "transient", NULL, "one-api's 500 \"get request url failed: invalid_request: The request is missing a required parameter\": the 5xx decides, as for hm019 and ho048; the collector reads a misconfigured channel (unsure)" },
  { "if013", "transient", NULL, "chat.qwen.ai's anti-bot FAIL_SYS_USER_VALIDATE with 被挤爆啦,请稍后重试 (swamped, retry later): the words decide; the collector reads a captcha a person must pass (unsure)" },
  { "if050", "limit", NULL, "Antigravity-Manager's \"All accounts exhausted. Last error: … error sending request\": a pool used up reads as a limit; the collector reads the network failure; retried either way" },
  /* round ig, measured blind: see docs/classifier.md */
  { "ig024", "transient", NULL, "a relay's 429 typed overloaded_error around Vertex's 400 \"thinking.signature: Field required\": the overload type decides (overloaded inside a 400 is read as load); the collector reads the invalid request inside, which fails again" },
  /* round ih, measured blind: see docs/classifier.md */
  { "ih021", "transient", NULL, "Cursor's \"Too many computers used within the last 24 hours for the same Cursor account. Please try again later\": the try-later words decide, retried either way; the collector reads a rolling 24-hour limit (unsure)" },
  { "ih022", "limit", "2026-03-10T12:00:02Z", "a gateway's 429 rate_limit_error whose message is \"Update Required\" with its own \"(reset after 2s)\": the 429 and the code decide, and the gateway's 2 s is read; the collector reads a client too old to be served (unsure)" },
  { "ih037", "transient", "2026-03-10T12:01:00Z", "Freebuff's \"still at capacity … Wait a minute, then send your message again\": load, and the minute is read as when to retry; the collector gives no instant" },
  { "ii022", "transient", NULL, "Bedrock's modelStreamErrorException \"Model produced invalid sequence as part of ToolUse\": a broken stream is retried; the collector saw it repeat on every retry with one model (unsure: other reports see it now and then)" },
  { "ik014", "transient", NULL, "\"Cannot connect to Ollama at http://localhost:11434. Make sure Ollama is running\": a connection refused is retried (it costs no tokens and a server may come back); the collector reads a server a person must start (unsure; hm095, hn035 and hn036 were labelled transient)" },
  { "ik016", "transient", NULL, "a proxy whose host name does not resolve (getaddrinfo failed under ProxyError): retried like any name that does not resolve now; the collector reads a wrong proxy setting (unsure)" },
  { "ik045", "transient", NULL, "httpx's \"Attempted to access streaming response content, without having called `read()`\": a client bug no row knows, left to the default; the collector reads it repeating every turn (unsure)" },
  { "ik046", "transient", NULL, "\"Unable to connect to the LM Studio server. Please check the address\": a connection failure is retried; the collector reads a local server or address a person must fix (unsure)" },
  { "im039", "fatal", NULL, "a 404 \"Unknown error\" from Codex's own endpoint during an incident: a 404 is given up (a wrong endpoint or model); the collector saw it clear by itself (unsure)" },
  { "im042", "transient", NULL, "ECONNREFUSED on 127.0.0.1:9 with OpenCode's own retry: a connection refused is retried on purpose; the collector reads a proxy setting that lasted five days (unsure)" },
  { "in037", "transient", NULL, "a 502 whose message says a default model alias \"is not configured\": the 5xx decides, as no phrase reads \"not configured\" (too many things are); the collector reads a configuration error" },
  { "il016", "limit", "none", "Claude's usage line in Thai (CometAPI's translation: \"\u0e23\u0e35\u0e40\u0e0b\u0e47\u0e15\u0e40\u0e27\u0e25\u0e32 7 \u0e19. (\u0e40\u0e2d\u0e40\u0e0a\u0e35\u0e22/\u0e42\u0e15\u0e40\u0e01\u0e35\u0e22\u0e27)\"): no parser reads a Thai clock or zone, so the limit waits on the ladder" },
  { "il017", "limit", "none", "Claude's usage line in Kazakh (\"\u043a\u0435\u0448\u043a\u0456 \u0441\u0430\u0493\u0430\u0442 7-\u0434\u0435 (\u0410\u0437\u0438\u044f/\u0422\u043e\u043a\u0438\u043e)\", evening 7 o'clock): read as a limit by its words since the table learnt rounds lz–mg, but no parser reads the Kazakh clock, so the limit waits on the ladder" },
  { "io013", "transient", NULL, "ollama-ui's \"Unexpected token '<', \\\"<!DOCTYPE \\\"... is not valid JSON\" beside advice on OLLAMA_ORIGINS: an HTML page for JSON reads as an unparsable answer and is retried; the collector reads an origin setting a person must change (unsure: the same error from a gateway page passes)" },
  /* rounds ir, is, it and iu, measured blind: see docs/classifier.md */
  { "it027", "limit", "none", "the Gemini app's Portuguese \"Aguarde um minutinho e tente de novo\" (wait a little minute, try again): retried on the ladder; the collector reads the minute as when; with the concepts and the head start of 2.5 its words now lean to a limit" },
  { "it029", "limit", NULL, "a WhatsApp bot's Portuguese \"you reached my usage limit … for now I cannot go on\": a usage limit, waited for; the collector reads credits that do not renew (unsure: the text says \"for now\")" },
  { "iu009", "transient", NULL, "gRPC UNAVAILABLE whose details are \"Getting metadata from plugin failed\" (a credentials plugin that crashed in the client): the status decides; the collector reads a client bug no retry mends (unsure)" },
  { "iu025", "fatal", NULL, "Gemini's per-minute RATE_LIMIT_EXCEEDED with quota_limit_value \"0\": a quota of zero never lifts, so it is given up; the collector reads a per-minute limit (unsure: they note the zero)" },
  { "it037", "limit", NULL, "an Indonesian bot's \"API quota used up or billing not enabled\" under OpenAI's RateLimitError: the 429 decides, as the bot prints the same catch-all for every rate limit (its source prints the error after it); the collector reads insufficient_quota" },
  /* rounds iv, iw and ix, measured blind: see docs/classifier.md */
  { "iv011", "transient", NULL, "DeepSeek's 400 \"This response_format type is unavailable now\": \"unavailable\" reads as passing and outranks the 400; the collector reads a parameter the model does not take" },
  { "iw011", "limit", NULL, "\"Concurrent subagent limit reached. You can run 4 subagents at once.\": a usage limit, waited for; the collector reads a cap that clears when subagents finish (retried either way)" },
  { "iw023", "fatal", NULL, "Cursor's \"You've hit your usage limit … set a Spend Limit to continue with Sonnet\": the spend limit decides; the collector reads the month's included usage, which a new cycle restores (unsure)" },
  { "iw035", "limit", "none", "OpenCode's \"Rate limit exceeded: limit_rpd/… [retrying in 60s attempt #3]\": a countdown with the attempt is the host's own schedule, not read (docs/classifier.md, \"A host's retry schedule\"); the collector reads the 60 s" },
  { "iw036", "limit", "none", "OpenCode's \"Too Many Requests [retrying in 2m 5s attempt #3]\": the host's own schedule, not read, as iw035" },
  { "iw037", "transient", "none", "OpenCode's \"Provider is overloaded [retrying in 30s attempt #2]\": the host's own schedule, not read, as iw035; the ladder applies" },
  { "ix019", "transient", NULL, "Codex's \"stream disconnected before completion: failed to parse ResponseCompleted: missing field reasoning_tokens\" after five reconnects: a dropped stream is retried; the collector reads a proxy that never sends the field (unsure)" },
  { "ix027", "limit", NULL, "Copilot's \"Throttled: HTTP 502\": throttled reads as a rate limit; the collector reads the 502 (retried either way)" },
  { "ix049", "fatal", NULL, "Copilot CLI's \"Session token expired. Please resend your message.\" under a 401: an expired token under a 401 is given up; the collector reads the tool refreshing it by itself" },
  /* rounds iy and iz, measured blind: see docs/classifier.md */
  { "iy025", "limit", NULL, "Cloudflare Workers AI's 3040 \"Capacity temporarily exceeded, please try again\" under a 429: the 429 decides; the collector reads capacity (retried either way)" },
  { "iz005", "fatal", NULL, "FluxRouter's 402 credit_unresolved \"A prior charge is still being reconciled. Please retry shortly.\": the 402 decides; the collector reads the retry it asks for (unsure)" },
  { "iz018", "transient", NULL, "TGI's \"Server error: attention_scores_2d must be a CUDA tensor\": a server error is retried; the collector reads a deployment without GPUs that fails every request (unsure)" },
  /* rounds ja, jb and jc, measured blind: see docs/classifier.md */
  { "jc015", "fatal", NULL, "OpenRouter's 403 \"Key limit exceeded (monthly limit)\": the 403 decides; the collector reads a monthly cap that comes back with the month (unsure)" },
  /* rounds jd, je and jf, measured blind: see docs/classifier.md */
  { "jd034", "fatal", NULL, "OmniRoute's \"[402]: You have reached the limit.\" for Kiro: the 402 decides; the collector reads Kiro's weekly quota, which resets (unsure)" },
  { "jf001", "limit", NULL, "a Codex relay's 400 \"No available codex accounts in pool (ratelimited or failed)\": \"ratelimited\" reads as a limit; the collector reads the pool empty for a while (retried either way)" },
  { "jf003", "fatal", NULL, "a relay's 500 typed invalid_request_error, \"没有可用token\" (no usable token): the type decides; the collector reads the relay's pool empty for a while (unsure)" },
  { "jf008", "transient", NULL, "OmniRoute's \"502 [401]: Model qwen3.6-plus-free is not supported\": the 502 decides; the collector reads a model the route does not serve" },
  /* rounds jg, jh and ji, measured blind: see docs/classifier.md */
  { "jg003", "limit", "none", "Roo Code's \"Rate limiting for 15903 seconds...\": the client's own wait, like a host's retry schedule, is not read as the reset (docs/classifier.md, \"A host's retry schedule\"); the ladder applies" },
  { "jh030", "transient", NULL, "LobeHub's German server_throttle \"Der Anbieter begrenzt vorübergehend die Anfragen …\": retried by the default; the collector reads a limit (retried either way)" },
  /* taken back after a review: sub2api says the same while every account for the model is cooling down */
  { "jc013", "transient", NULL, "sub2api's 503 \"no available accounts supporting model: …\": the 503 decides, as sub2api says the same while every account for the model is rate-limited or cooling down; the collector reads a relay with no account for the model (unsure)" },
  { "jc028", "transient", NULL, "a local proxy's 502 \"unknown provider for model …\": the 502 decides, as routers build it from a model registry that changes and clients retry it; the collector reads a routing error no retry mends" },
  /* rounds jj, jk and jl, measured blind: see docs/classifier.md */
  { "jj017", "transient", NULL, "CLOVA Studio's 40005 \"Unavailable output\" alone: \"unavailable\" reads as passing; the collector reads a result the policy withholds every time (unsure)" },
  /* round jm, measured blind: see docs/classifier.md */
  { "jm020", "limit", NULL, "Trae's Chinese \"该账户连接的设备数量已达上限\" (the account's connected devices at their cap): read as a usage cap reached; the collector reads an account cap a person must lift (unsure: Trae's staff say to wait 24 hours)" },
  { "jm021", "limit", NULL, "Trae's \"Account limit reached on this device\": read as a usage cap reached; the collector reads an anti-abuse cap a retry cannot lift (unsure: Trae's staff say to wait 24 hours)" },
  { "jm022", "limit", NULL, "Trae's \"Free account limit reached. Please upgrade to Pro.\": a free tier's limit is read as one that renews; the collector reads an upgrade to buy (unsure)" },
  /* rounds jn, jo and jp, measured blind: see docs/classifier.md */
  { "jn010", "limit", "none", "avante.nvim's \"Rate limit reached. Retrying in 0 seconds ...\": the host's own retry schedule, not the provider's reset, by design (as OpenCode's \"retrying in 60s\")" },
  { "jo003", "limit", "2026-03-10T12:00:18Z", "plandex's 429 \"Please try again in 17.28s\": the reset is rounded up to the whole second" },
  /* rounds jq, jr and js, measured blind: see docs/classifier.md */
  { "jq028", "transient", NULL, "Nextcloud's Hebrew \"wrong access details\": no row knows the Hebrew words, the default retries" },
  { "jr024", "limit", "2026-03-10T12:00:38Z", "a browser add-on quoting Gemini's \"Please retry in 37.42897443s\": the reset is rounded up to the whole second" },
  /* relearnt with rounds jt, ju and jv: texts no rule decides whose words moved */
  { "iy006", "transient", NULL, "Codex app-server's \"auth refresh request failed: code=-32000 message=refresh failed\": no row reads a bare \"refresh failed\" (a refresh also fails on a network error), and since rounds jt-jv were learnt its words no longer lean fatal; the collector reads a login to redo" },
  /* rounds jt, ju and jv, measured blind: see docs/classifier.md */
  { "jt016", "transient", NULL, "ChatGPT's Indonesian \"aktivitas tidak biasa terdeteksi\" (unusual activity detected): no row knows it, the default retries; the collector reads an account flagged (unsure: it appeared during an outage)" },
  { "ju002", "limit", NULL, "OpenRouter's 429 \"… is temporarily rate-limited upstream\": the 429 and the words say rate limit; the collector reads the provider's own load passed on (retried either way)" },
  { "ju025", "transient", NULL, "SAP AI Core's \"Failed to fetch deployments\": no row knows it, the default retries; the collector reads a configuration to mend" },
  { "jv008", "fatal", NULL, "Codex's 403 \"Forbidden: Unknown error\" from its own endpoint during an incident: the 403 decides; the collector saw it clear (as im in round im)" },
  { "jv010", "transient", NULL, "a proxy's overloaded_error around Gemini's 429 \"Resource has been exhausted\": the proxy's overload type decides; the collector reads the quota inside, a limit (unsure; retried either way)" },
  { "jv011", "limit", "2026-03-10T12:00:01Z", "OpenAI's \"Please try again in 1ms\": the reset is rounded up to the whole second" },
  /* rounds jw, jx and jy, measured blind: see docs/classifier.md */
  { "jw012", "limit", "2026-03-13T11:15:27Z", "Antigravity's 429 \"Individual quota reached … Resets in 71h…\" beside a quotaResetTimeStamp: the relative wait is read from the fixed now; the collector took the stamp, an instant of the day it was reported" },
  { "jw013", "limit", "2026-03-11T13:20:26Z", "Antigravity's \"Your quota will reset after 25h20m26s\" beside a quotaResetTimeStamp: the wait is read, as jw012" },
  { "jw014", "limit", "2026-03-15T12:45:02Z", "Antigravity's \"Your quota will reset after …\" beside a quotaResetTimeStamp: the wait is read, as jw012" },
  { "jw015", "limit", "2026-03-17T04:20:10Z", "Antigravity's \"Resets in …\" beside a quotaResetTimeStamp: the wait is read, as jw012" },
  { "jw020", "limit", "2026-03-31T22:00:00Z", "Kiro's \"resets on 2026-04-01\": a date without a clock is the local zone's midnight; the collector reads Kiro's UTC midnight" },
  { "jw021", "limit", "2026-03-10T12:00:22Z", "Gemini's \"Please retry in 21.28s\": the reset is rounded up to the whole second" },
  { "jw022", "limit", "2026-03-10T12:00:59Z", "Gemini's \"Please retry in 58.218s\": the reset is rounded up to the whole second" },
  { "jx012", "limit", NULL, "Jan's Indonesian \"the chat is nearly at the AI's memory limit … enlarge the context size\": read as a limit by its words; the collector reads a context to enlarge" },
  { "jy011", "limit", NULL, "new-api's 500 \"rate_limit_check_failed\": read as a rate limit; the collector reads the relay's own check failing (its store), a passing fault (retried either way)" },
  /* rounds jz and ka, measured blind: see docs/classifier.md */
  { "ka010", "transient", NULL, "Goose's template \"Request failed with status: {}. Message: {}\" with nothing filled in: no status to read, the default retries; the collector reads a request error" },
  { "ka026", "fatal", NULL, "Zed's \"Maximum spending limit reached for this month. For more usage, increase your spending limit.\": a spend cap is given up; the collector reads a monthly cap that comes back (unsure)" },
  { "ka028", "fatal", NULL, "Kimi CLI's 403 \"Quota exceeded, please upgrade your plan or retry later\": the 403 and the upgrade decide; the collector reads a quota to wait for" },
  /* rounds kb, kc, kd and ke, measured blind: see docs/classifier.md */
  { "kb009", "fatal", NULL, "Reasonix's \"The provider omitted reasoning required to replay this tool turn … retry to continue safely\": read as fatal by its words (a guess: one continue before giving up); the collector reads the retry it asks for, though the same release failed this way on every run (https://github.com/esengine/DeepSeek-Reasonix/issues/8942)" },
  { "kb018", "limit", "2026-03-10T12:00:02Z", "OpenAI's \"Please try again in 1.574s\": the reset is rounded up to the whole second" },
  { "kb029", "transient", NULL, "Claude Code's \"Claude Fable 5 is currently unavailable. Learn more: …/fable-mythos-access\": read as a passing outage; the collector reads a model the account may not use (unsure)" },
  { "kd006", "limit", "2026-03-10T12:06:12Z", "Groq's \"Please try again in 6m 11.52s\": the reset is rounded up to the whole second" },
  { "kd029", "limit", NULL, "Bedrock's 429 \"Your request was throttled because of service-wide limitations\": read as a rate limit by its status; the collector reads the service's own load, but the sentence is the class text of Bedrock's ThrottlingException, an account quota as often (retried either way, unsure)" },
  /* rounds kf, kg and kh, measured blind: see docs/classifier.md */
  { "kf013", "transient", NULL, "Gemini web's \"something went wrong (8)\": no row reads the code, the default retries; the collector reads code 8 as a resource exhausted (unsure; retried either way)" },
  { "kf030", "transient", NULL, "\"www.perplexity.ai refused to connect.\": read as a passing connection failure; the collector reads a page that refuses to be framed" },
  { "kg021", "limit", "2026-03-10T12:00:37Z", "Gemini's \"Please retry in 36.4s\" in a JSON log: the reset is rounded up to the whole second" },
  /* rounds ki, kj and kk, measured blind: see docs/classifier.md */
  { "ki007", "limit", "none", "Twitter's \"Next reset at 123456 (UTC epoch seconds)\": an epoch in 1970 is no reset to wait for; the collector took the instant as written" },
  { "ki014", "limit", "2026-03-10T12:00:16Z", "\"try again in 15.314237833 secs\": the reset is rounded up to the whole second" },
  { "ki017", "limit", NULL, "Discord's 429 \"Service resource is being rate limited\" (code 40062, retry_after 3): read as a rate limit; the collector reads the service's own throttle (retried either way)" },
  { "ki020", "limit", "2026-03-17T05:39:41Z", "Antigravity's 429 with \"reset after 161h39m41s\" and a quotaResetTimeStamp of the day it was reported: the wait is read from now (as round jw); the collector took the stamp" },
  { "kj011", "limit", NULL, "Azure's server_error with code rate_limit_exceeded around a no_kv_space traceback: the upstream's code reads as a rate limit; the collector reads the server's capacity (retried either way)" },
  { "kj015", "transient", NULL, "OpenCode's \"Was there a typo in the url or port?\" (a remote Ollama it cannot reach): no row reads it, the default retries; the collector reads a configuration to mend (unsure)" },
  { "kk025", "transient", NULL, "LiteLLM's 500 APIConnectionError around \"'NoneType' object has no attribute 'rstrip'\": read as a connection failure; the collector reads a proxy bug only an upgrade mends (unsure)" },
  /* rounds kl, km and kn, measured blind: see docs/classifier.md */
  { "kl008", "limit", NULL, "Chutes' 429 \"Infrastructure is at maximum capacity, try again later\": read as a rate limit by its 429; the collector reads the platform's capacity (retried either way)" },
  { "kl016", "limit", NULL, "OpenCode Go's \"Provider rate limit exceeded [retrying in 15s attempt #5]\": read as a rate limit; the collector reads the provider's own throttle (retried either way, unsure)" },
  /* rounds ko, kp and kq, measured blind: see docs/classifier.md; and two texts of earlier rounds the word table
   * read right until it learnt them */
  { "jq015", "transient", NULL, "Slovak \"text generation limit exceeded\": no row knows the Slovak words, which leant to a limit until the table learnt rounds ko–kq; the default retries" },
  { "ko021", "fatal", NULL, "a 400 invalid_request_error \"Failed to read request body\": given up by its 400; the collector saw it clear by itself within 17 minutes for many users at once (an outage, unsure)" },
  { "kp001", "fatal", NULL, "Codex cloud's \"Failed to set up container\": read as fatal by its words (a guess: one continue first); the collector reads a passing infrastructure failure (unsure)" },
  { "kp008", "limit", NULL, "Claude Code's \"cloud session exceeded 30 minutes\": read as a limit by its words; the collector reads a passing failure (unsure)" },
  { "kp010", "limit", "2026-03-10T12:21:00Z", "Codex's \"try again at 1:21 PM\": a clock without a zone is read in the machine's zone (the test's Europe/Paris); the collector took the reporter's (JST) from the report" },
  { "kp012", "limit", "2026-03-11T08:35:00Z", "Codex's \"try again at 9:35 AM\": a clock without a zone is read in the machine's zone (the test's Europe/Paris); the collector took the reporter's (US Eastern) from the report" },
  { "kp025", "transient", NULL, "Codex's \"Error creating cloud task\": no row knows it, the default retries; the collector reads a give-up (unsure)" },
  /* rounds kr, ks and kt, measured blind: see docs/classifier.md */
  { "kr010", "fatal", NULL, "iFlow's \"406 status 406\" through CLIProxyAPI: a 4xx is given up; the collector saw it clear by itself (unsure)" },
  { "ks009", "fatal", NULL, "BrowserOS's \"LM Studio rate limit reached / HTTP 429 … Check your provider's dashboard for quota, usage, or billing details\": the billing words decide; the collector reads a rate limit (unsure)" },
  { "kt011", "fatal", NULL, "promptfoo's \"Cannot read properties of undefined (reading 'message')\": a client's TypeError gives up (client-type-error); the collector reads promptfoo's face of a rate limit" },
  /* rounds ku–kz, measured blind (and an earlier text the relearnt table turned): see docs/classifier.md */
  { "ku018", "transient", NULL, "Continue's \"Failed to connect to local Ollama instance. To start Ollama, first download it\": a connection failure is retried, cheaply (no request reached a model); the collector reads a server a person must start (unsure)" },
  { "ku024", "transient", NULL, "SillyTavern's bare \"SlashCommandExecutionError True\": no row knows it, the default retries; the collector knows from the thread that no model was loaded (unsure)" },
  { "kv005", "limit", "2026-03-10T12:00:40Z", "Gemini's free-tier quota relayed by AstrBot with the host masked: its \"Please retry in 39.817421289s\" rounded up to the whole second" },
  { "kw008", "limit", "2026-03-10T12:00:09Z", "OpenAI's \"Please try again in 8.64s\": rounded up to the whole second" },
  { "kw011", "limit", "2026-03-10T12:00:46Z", "Gemini's \"Please retry in 45.79…s\": rounded up to the whole second" },
  { "kw021", "limit", "2026-03-10T12:00:09Z", "ellmer's OpenAI 429 \"Please try again in 8.71s\": rounded up to the whole second" },
  { "kx007", "limit", "2026-03-10T12:00:01Z", "Gemini's \"Please retry in 964.97…ms\": rounded up to the whole second" },
  { "ky002", "limit", "2026-03-10T12:00:01Z", "OpenAI's \"Please try again in 1ms\": rounded up to the whole second, where the collector rounded to now" },
  { "ky007", "transient", NULL, "a review runner's \"Review verdict: UNAVAILABLE Summary: reason: 'QUOTA_EXHAUSTED'\": \"unavailable\" decides and retries; the collector reads Gemini's quota (retried either way, unsure)" },
  { "kz004", "transient", NULL, "Agnaistic's \"SSE request received unexpected content-type text/html\": no row knows it, the default retries; the collector reads a proxy address that serves a page every time (unsure)" },
  { "kz009", "limit", NULL, "JanitorAI's \"you may be rate limited or having connection issues: NetworkError\": the rate-limit words decide (retried either way, unsure)" },
  { "kz014", "limit", NULL, "JanitorAI's 429 \"model is under maintenance\": the status decides a limit, the collector reads an outage (retried either way)" },
  { "kz015", "fatal", NULL, "JanitorAI's \"PROXY ERROR 406:  (unk)\" with no body: a 4xx is given up; the collector saw it clear by itself (unsure)" },
  { "kz019", "transient", NULL, "KoboldAI Lite's \"Failed to connect to Custom Kobold Endpoint! Please check if KoboldAI is running at the url\": a connection failure is retried, cheaply; the collector reads an address a person must fix (unsure)" },
  /* rounds la–lf, measured blind, and earlier texts the relearnt table turned */
  { "lc013", "fatal", NULL, "Copilot CLI's 402 \"You have no quota … Quota exceeded. Upgrade to increase your limit\": the 402 decides a give-up; the collector reads a monthly allowance that renews (unsure)" },
  { "lc019", "limit", NULL, "Codex's \"exceeded retry limit, last status: 429 Too Many Requests\": the 429 decides a limit; the collector knows it was a service incident (retried either way, unsure)" },
  { "le003", "limit", "2026-03-10T12:00:02Z", "Codex's in-stream \"Please try again in 1.898s\": rounded up to the whole second" },
  { "le022", "transient", NULL, "Codex's \"stream disconnected before completion: This user's access … has been temporarily limited for potentially suspicious activity related to cybersecurity\": the stream row decides (as hx013); in that wave a continue worked (https://github.com/openai/codex/issues/13311), the collector reads an account restriction (unsure)" },
  /* rounds lg–ll, measured blind */
  { "lg020", "limit", "none", "a Korean diagnosis page's Gemini quota with \"Retry in: 52 seconds\": the colon after \"retry in\" is not read as an anchor" },
  { "lh017", "fatal", NULL, "Ollama cloud's 400 \"Claude model catalog changed; try again\": the 400 decides a give-up; the collector reads the retry it asks for (unsure)" },
  { "li019", "transient", NULL, "Claude Code's \"Unable to connect to API (EACCES)\" on a locked-down desktop: a connection failure is retried, cheaply; the collector knows from the thread that a local policy blocks the socket" },
  { "lj015", "transient", NULL, "VS Code's \"Language model unavailable\": \"unavailable\" decides a retry; the collector reads a missing sign-in or provider (unsure)" },
  { "lk001", "limit", "2026-03-10T12:00:03Z", "OpenAI's embeddings 429 \"Please try again in 2.812s\": rounded up to the whole second" },
  { "lk009", "limit", "2026-03-10T12:00:52Z", "\"try again after 51.81557421875 seconds\": rounded up to the whole second" },
  { "lk014", "fatal", NULL, "ElevenLabs' 401 quota_exceeded \"You have 0 credits remaining\": the 401 decides a give-up; the collector reads a monthly plan quota that renews (unsure)" },
  { "ll014", "transient", NULL, "a Cloudflare \"Just a moment...\" challenge page to a CLI: retried on purpose (cdn-challenge: no token is spent and it lifts with the address's score); the collector reads a check the client cannot pass (unsure)" },
  { "ll016", "transient", "2026-03-10T12:00:29Z", "\"fetch failed (reset after 29s)\": the connection's reset after 29 s is read as a reset instant (retried either way, 29 s later)" },
  /* rounds ln–ls, measured blind, and earlier texts the relearnt table turned */
  { "ku014", "transient", NULL, "vLLM's \"AsyncEngineDeadError: Background loop has errored already\": no row knows it, the default retries (the table flips it as it is relearnt); the collector reads a server that needs a restart (unsure)" },
  { "ln001", "fatal", NULL, "Groq's 400 tool_use_failed \"Failed to call a function. Please adjust your prompt.\": given up as an invalid request; its reporters found a repeated turn works (unsure)" },
  { "ln002", "limit", NULL, "Nvidia's \"ResourceExhausted: Worker local total request limit reached (32/32)\" through OpenRouter: waited for as a limit; a busy worker to the collector (retried either way)" },
  { "ln004", "fatal", NULL, "OpenRouter's mid-stream 502 \"Upstream error from AtlasCloud: Unexpected token … while expecting start token\" whose raw upstream code is 400: the 400 decides a give-up; the collector reads the upstream's own fault (unsure)" },
  { "lq007", "transient", "2026-03-10T12:00:20Z", "Hugging Face's \"is currently loading\",\"estimated_time\":20.0: the estimate is read as the reset on purpose (the provider's own wait); the collector took none" },
  { "lq008", "fatal", NULL, "\"Could not get Gradio config from: <URL>\": \"config\" reads as a setting a person must make since the fourth list of concepts; a fetch that failed to the collector" },
  { "lq009", "fatal", NULL, "TGI's \"Server error: Batch ID 408 not found in cache.\": \"not found\" reads as an invalid request; a server-side fault to the collector (unsure)" },
  { "lr004", "transient", NULL, "\"Max retries exceeded … (Caused by ProxyError\": a connection failure is retried, cheaply; the collector reads a proxy a person must fix" },
  { "lr012", "limit", NULL, "the old OpenAI client's \"RateLimitError: The server had an error while processing your request\": the class name reads as a rate limit; a server error to the collector (retried either way)" },
  { "lr013", "transient", NULL, "LiteLLM's \"ServiceUnavailableError: OllamaException … Max retries exceeded … host.docker.internal\": retried as unavailable; the collector reads a local server a person must start (unsure)" },
  { "lr014", "transient", NULL, "\"HTTPConnectionPool(host='localhost', port=11434): Max retries exceeded … NewConnectionError\": a refused local connection is retried, cheaply; a server to start, to the collector (unsure)" },
  { "lr018", "transient", NULL, "the AI SDK's \"Failed after 4 attempts. Last error: Conflict\" under 409: a conflict is retried; the collector knows from the pull request it is a session gate (unsure)" },
  { "lr022", "limit", NULL, "a wrapper's 429 RESOURCE_EXHAUSTED \"Resource has been exhausted (e.g. check quota)\" through OpenRouter: waited for as a quota; the collector reads a shared upstream overloaded (retried either way, unsure)" },
  { "ls011", "limit", NULL, "openai-kotlin's \"Unexpected JSON token … {\\\"rate_limit_usage\\\": …\": the stray chunk's words read as a rate limit; a server glitch to the collector (retried either way, unsure)" },
  /* rounds lt–ly, measured blind (short: the look-up budget ran out) */
  { "lu001", "limit", NULL, "Kiro's \"Too many requests, please wait before trying again\": waited for as a rate limit; the collector knows from the thread it was a service-wide throttle (retried either way, unsure)" },
  { "lw003", "limit", "2026-03-10T12:00:01Z", "OpenAI's \"Please try again in 6ms\" inside a Chinese wrapper: rounded up to the whole second" },
  { "lx004", "limit", NULL, "Gemini's bare \"429 You exceeded your current quota\": Gemini's quota comes back; the collector knows from the page it was a limit of 0 (unsure)" },
  /* rounds lz–mg, measured blind, and earlier texts the relearnt table turned */
  { "ma010", "transient", NULL, "Kilo Code's Dutch \"cannot complete the request, make sure you are connected and signed in to the selected provider\": the wrapper Kilo Code puts around every failed request, so no row reads it (the wrapped error decides) and the default retries" },
  { "lj024", "fatal", NULL, "JetBrains AI Assistant's empty 200 body (\"Fields [choices, …] are required … but they were missing\"): given up by its words again after relearning with rounds lz–mg; an empty answer to the collector (unsure)" },
  { "mb020", "fatal", NULL, "AgentKit's \"TypeError: candidate.content.parts is not iterable\" on an empty Gemini candidate: given up by its words; a random bad turn to the collector (unsure)" },
  { "mc016", "fatal", NULL, "an observability proxy's 429 budget_exceeded \"Daily budget exceeded: $10.00 / $5.00\": a spend cap the person set is given up on purpose; a daily budget that renews to the collector (unsure)" },
  { "mc017", "fatal", NULL, "the same proxy's budget_exceeded with \"should_abort\": true: a spend cap given up on purpose; renews daily, to the collector (unsure)" },
  { "mf013", "transient", NULL, "CopilotChat.nvim's \"curl: (23) Failed writing received data to disk/application\": no row knows curl's exit 23, the default retries; a local write problem to the collector (unsure)" },
  { "mf018", "transient", NULL, "codecompanion.nvim's \"curl: (7) Failed to connect to localhost port 11434\": a refused local connection is retried, cheaply; a server to start, to the collector (unsure)" },
  { "mg017", "fatal", NULL, "Elixir instructor's Ecto changeset \"content: can't be blank\" after a local model's empty answer: given up by its words; its maintainers suggest retrying (unsure)" },
  /* rounds mh–mp, measured blind, and earlier texts the relearnt table turned */
  { "mh008", "limit", "2026-03-10T12:00:03Z", "OpenAI's TPM limit \"Please try again in 2.363s\": rounded up to the whole second" },
  { "mh009", "limit", "2026-03-10T12:00:36Z", "OpenAI's TPM limit \"Please try again in 35.883s\": rounded up to the whole second" },
  { "mh010", "limit", "2026-03-10T12:00:01Z", "OpenAI's RPM limit \"Please try again in 20ms\": rounded up to the whole second" },
  { "mj008", "limit", NULL, "ElevenLabs' close 1002 \"This request exceeds your quota limit.\": waited for as a quota; credits to buy, to the collector (unsure: ElevenLabs' credits renew monthly)" },
  { "mj010", "limit", "2026-03-10T12:01:27Z", "OpenAI Realtime's RPD limit \"Please try again in 1m26.4s\": rounded up to the whole second" },
  { "mj016", "limit", NULL, "Gemini Live's 1011 \"throttling::THROTTLED_CLIENT: Request throttled at the client by Adapt\": waited for as a rate limit; Google's own throttle to the collector (retried either way, unsure)" },
  { "mi017", "transient", NULL, "azure-identity's \"DefaultAzureCredential failed to retrieve a token … authentication unavailable. Environment variables are not fully configured\": \"unavailable\" decides a retry; the same header opens a chain that timed out or lost the network, so no row reads it; no credential is configured, to the collector" },
  { "mj007", "transient", NULL, "websockets' \"PayloadTooBig: over size limit (3476354 > 1048576 bytes)\" in a realtime proxy: no row knows it, the default retries; a client limit to raise, to the collector (unsure)" },
  { "mk020", "limit", NULL, "Trae's Chinese \"the number of free accounts has reached its cap, upgrade to Pro\": read as a usage cap reached; an upgrade to buy, to the collector" },
  { "mn013", "limit", NULL, "Qianfan's error 19 \"Open api total request limit reached\": waited for as a request limit; the free interface's total quota to the collector" },
  { "mn014", "limit", NULL, "Qianfan's error 4 \"request limit by resouce cluster reached\": waited for as a request limit; the cluster's own limit to the collector (retried either way)" },
  { "mp014", "transient", NULL, "OpenHands' \"There was an unexpected error while running the agent: AttributeError. You can refresh the page or ask the agent to try again.\": no row knows it, the default retries; a client bug a retry does not mend, to the collector (unsure)" },
  /* rounds mq–mx, measured blind, and earlier texts the relearnt table turned */
  { "id016", "limit", NULL, "Tencent CloudBase's \"Token usage has exceeded the quota. Please purchase a resource package\": read as a limit by its words after relearning with rounds mq–mx; a package to buy, to the collector" },
  { "mq016", "transient", NULL, "home-llm's \"RuntimeError('llama_decode returned 1')\": no row knows it, the default retries; a context too small for the prompt, to the collector (unsure)" },
  { "mr004", "limit", NULL, "Dify's \"Too many requests … The current maximum concurrent requests allowed is {}\": waited for as a rate limit; a concurrency cap that frees at once, to the collector (retried either way, unsure)" },
  { "mr020", "transient", NULL, "Bisheng's Chinese \"LLM skill error … (pymysql.err.DataError) (1406, Data too long for column 'message')\": no row knows it, the default retries; the same message fails to store again, to the collector (unsure)" },
  { "ms013", "fatal", NULL, "duck.ai's {\"status\":418,\"type\":\"ERR_BN_LIMIT\"} through tgpt: the 418 decides a give-up; a throttle that lifts with time, to the collector (unsure)" },
  { "ms015", "limit", NULL, "Open Interpreter's \"HTTP code 200 from API (\\\"{\\\"rate_limit_usage\\\": {\\\")\": the stray chunk's words read as a rate limit; a stream glitch to the collector (retried either way, unsure)" },
  { "mt001", "limit", NULL, "Immersive Translate's Chinese \"500: too many API requests right now, retry later\": waited for as a rate limit; the upstream's overload to the collector (retried either way)" },
  { "mt006", "limit", NULL, "Immersive Translate's \"AI token quota exceeded … switch service or upgrade\": read as a usage cap reached; a trial's quota to buy past, to the collector (unsure)" },
  { "mu004", "limit", NULL, "Joplin Cloud's \"Code: 400 Error: Upstream returned 429\": waited for as the upstream's rate limit; a throttle on the provider's side to the collector (retried either way, unsure)" },
  { "mu010", "limit", "none", "a plugin's \"OpenAI rate limit reached. Retrying in 3 seconds...\": the client's own countdown is not read as the reset (retried either way)" },
  { "mu015", "limit", NULL, "AFFiNE's \"You have reached the limit of actions in this workspace, please upgrade your plan.\": read as a limit by its words; a plan to upgrade, to the collector (unsure)" },
  { "mu020", "limit", NULL, "a Logseq plugin's \"OpenAI Quota Reached\" under a 429: waited for as a quota; insufficient_quota to the collector, who read the plugin's source" },
  { "mu023", "transient", NULL, "Jarvis's \"Invalid JSON response: Unexpected token 'd', \\\"data: {\\\"id\\\"... is not valid JSON\": read as an empty or broken answer; a stream where JSON was expected, a setting to change, to the collector (unsure)" },
  { "mv004", "limit", "2026-03-10T12:00:03Z", "OpenAI's TPM limit \"Please try again in 2.05s\": rounded up to the whole second" },
  { "mv020", "limit", "2026-03-10T12:00:01Z", "OpenAI's TPM limit \"Please try again in 424ms\": rounded up to the whole second" },
  /* rounds my–nf, measured blind */
  { "my012", "fatal", NULL, "Minecraft Comes Alive's \"AI broke, please send latest.log to dev!\": given up by its words; the mod's server was down, to the collector (unsure)" },
  { "my015", "limit", "2026-03-10T12:00:02Z", "Gemini's free-tier per-day quota with \"Please retry in 2.06258963s\": the hint is read as the reset; the day's quota does not come back in 2 s, to the collector (unsure)" },
  { "mz016", "limit", NULL, "GPT-Subtrans' log of insufficient_quota with its own \"Please wait until the quota resets\": waited for by the client's words; out of credit, to the collector (unsure)" },
  { "na021", "transient", NULL, "Saffron's \"there's a limit on the number of requests I can handle in an hour. Please try again later\": retried as a try-later; a limit to the collector (retried either way, unsure)" },
  { "nb009", "limit", NULL, "ONLYOFFICE's Japanese \"too many tokens\": read as a limit by its words" },
  { "nb016", "transient", NULL, "WriterAgent's \"INTERNAL ERROR … Unknown tool: librarian_onboarding … KeyError\": retried as a server error; a client bug, to the collector" },
  { "nc008", "transient", NULL, "k8sgpt's \"dial tcp …: connect: operation not permitted\": retried by the default; a local policy denies it, to the collector" },
  { "nc017", "transient", NULL, "HolmesGPT's \"litellm.APIConnectionError: 'name'\": retried as a connection error; a KeyError in the parser, to the collector (unsure)" },
  { "nd002", "fatal", NULL, "OpenAI's batch line \"batch_expired … could not be executed before the completion window expired\": given up by its words; resubmitting works, to the collector (unsure)" },
  { "nf022", "fatal", NULL, "GitKraken CLI's \"insufficient tokens available. please upgrade your plan\": given up by its words; the plan's allowance renews, to the collector (unsure)" },
  { "nf024", "fatal", NULL, "GitLens' \"429: Too many requests (rate limit exceeded) or your account is out of funds\": given up by the funds; a rate limit is likelier, to the collector (unsure)" },
  /* earlier texts the table relearnt with rounds my–nf turned */
  { "lf017", "fatal", NULL, "Kilo Code's \"API Streaming Failed Failed to load Kilo Code provider model list.\": given up by its words (the table flips it as it is relearnt); resuming worked for the collector's reporter (unsure)" },
  /* rounds ng–nn, measured blind */
  { "nh010", "limit", "none", "Botline's \"We're a quick break — back tomorrow!\": no row knows it (the default retried it when the round was measured; the relearnt table reads it as a limit by its words) and \"back tomorrow\" names no instant; a daily cap to the collector" },
  { "nh023", "limit", NULL, "a WhatsApp bot's \"you have used up your message limit! … creating your own WhatsApp bot\": waited for as a usage limit; no renewal named, to the collector (unsure)" },
  { "ni014", "transient", NULL, "ThunderAI's \"Ollama API request failed: SyntaxError: JSON.parse: unexpected character\": no row knows it, the default retries; a setting to the collector" },
  { "ni020", "transient", NULL, "a Raycast backend's \"AI model is unavailable\": retried as an outage; a model not offered, to the collector (unsure)" },
  { "nj007", "limit", NULL, "Kilo Code's Hindi \"the model's response ended unexpectedly (no assistant message). This may be a sign of a rate limit.\": waited for by its rate limit words (retried either way)" },
  { "nj015", "transient", NULL, "Open WebUI's Urdu \"model {{modelId}} not found\": no row knows it, the default retries" },
  { "nj016", "transient", NULL, "Open WebUI's Bengali \"model {{modelId}} not found\": no row knows it, the default retries" },
  { "nj021", "transient", NULL, "Chatbot UI's Telugu \"please set your OpenAI API key at the bottom left of the sidebar\": no row knows it, the default retries" },
  { "nj024", "fatal", NULL, "a Gemini 429 \"Quota exceeded - limit: 0 Please retry in 42 seconds\": given up as a quota of zero; a window to the collector (unsure)" },
  { "nk004", "fatal", NULL, "llm-ls' \"Rate limit reached. Please log in or use your apiToken\": given up by the sign-in; Hugging Face's anonymous rate limit to the collector (unsure)" },
  { "nk005", "limit", NULL, "Tabby's \"Health check request failed … {\\\"error\\\": {}}\": read as a limit by its words (retried either way)" },
  { "nk011", "limit", "2026-03-10T12:00:01Z", "Groq's \"try again in 399ms\": rounded up to the whole second" },
  { "nk013", "limit", NULL, "Continue's 429 \"You have exceeded the maximum number of requests for the free trial\": waited for by the 429; a trial used up, to the collector (unsure)" },
  { "nk015", "limit", "2025-03-04T23:00:00Z", "Copilot's \"wait until March 5, 2025 for your limit to reset\": the date's midnight in the zone of --tz; the collector took UTC's (unsure)" },
  { "nl017", "limit", NULL, "Snowflake Document AI's \"Query limit reached: too many documents in a single query.\": waited for by \"limit reached\"; a query to split, to the collector" },
  { "nm012", "fatal", NULL, "gh-aw's \"The Copilot API returned a rate limit response (HTTP 429), but the workflow did not report the … budget-exceeded guardrail signal\": given up as a spend limit by a sentence that denies one" },
  /* earlier texts the table relearnt with rounds ng–nn turned */
  /* rounds no–nv, measured blind */
  { "np003", "limit", NULL, "CLOVA Studio's 429 \"Too many requests - image queue\": waited for by the 429; the provider's queue full, to the collector (retried either way, unsure)" },
  { "nt013", "limit", NULL, "gh-aw's \"The workflow hit the configured `max-ai-credits` guardrail\": read as a limit by its words; a cap in the workflow's own configuration, to the collector" },
  { "nu018", "transient", NULL, "BoltAI's \"SwiftAnthropic.APIError error 1\": no row knows it, the default retries (unsure)" },
  { "nv016", "transient", NULL, "Firefox Smart Window's Spanish \"could not connect to the server. Try another network or turn off your VPN\": retried as a connection failure; a block on this network, to the collector (unsure)" },
  { "nv022", "limit", "2026-03-10T12:00:52Z", "Gemini's \"Please retry in 51.143967712s\": rounded up to the whole second" },
  { "np005", "transient", NULL, "CLOVA Studio's 501 \"Not yet implemented\": retried as a 5xx; an API that does not exist, to the collector (a row for the phrase was taken back after a review: it beat every real cause beside a feature flag's note)" },
  /* round nz, measured blind */
  { "nz003", "limit", "2026-03-11T11:16:00Z", "hive-mind's Codex \"try again at 12:16 PM\": the clock read in the zone of --tz (passed, so tomorrow); the collector took UTC from the log's stamps (unsure)" },
  { "nz016", "limit", NULL, "Claude Code's bare \"Rate exceeded\": waited for as a rate limit; a passing fault many users met at once, to the collector (retried either way, unsure)" },
  /* rounds oa–oh, measured blind */
  { "oa008", "fatal", NULL, "PAL's clink \"Gemini CLI response is missing a textual 'response' field\": given up by its words; a tokens-per-minute limit behind it, to the reporter (unsure)" },
  { "oa017", "limit", "2026-03-10T12:00:01Z", "OpenAI's \"Please try again in 128ms\": rounded up to the whole second" },
  { "ob008", "limit", NULL, "Jetpack AI's \"You have reached the limit of requests for this site.\": waited for by its words; a plan's cap that asks for an upgrade, to the collector (unsure)" },
  { "ob018", "transient", "2026-03-10T12:05:00Z", "Rank Math's \"Server Maintenance Underway … Please wait for 5 minutes\": retried with the five minutes read as its wait; the collector gave no reset" },
  { "ob020", "limit", NULL, "exif-photo-blog's \"OpenAI connection error: \"Failed to rate limit OpenAI\"\": waited for as a rate limit; the blog's own rate limiter misconfigured, to the collector (unsure)" },
  { "oc017", "transient", NULL, "Apple's on-device \"Model assets unavailable\": retried as unavailable; Apple Intelligence not set up, to the collector (unsure)" },
  { "oc018", "limit", NULL, "ChatGPT's \"We're currently processing too many requests. Please try again later.\": waited for as a rate limit; the service's own load, to the collector (retried either way)" },
  { "oc019", "limit", NULL, "a 429 whose body is OpenAI's server_error \"The server had an error while processing your request\": waited for by the 429 (retried either way)" },
  { "oe017", "transient", NULL, "Agentforce's \"Oops, something went wrong. Try rewording your request or clearing the chat.\": no row knows it, the default retries; an org setting behind it, to the maintainer (unsure)" },
  { "oe021", "transient", NULL, "Watson SDK's \"WatsonException: Unknown error\": no row knows it, the default retries; a rate limit hidden by the SDK, to the collector (retried either way, unsure)" },
  { "of006", "transient", NULL, "llm-for-zotero's \"Semantic interpretation is unavailable. No actions were authorized.\": retried as unavailable; settings to update, to the maintainer (unsure)" },
  { "of021", "limit", "2026-03-10T23:00:00Z", "ChatAnywhere's \"Please try again after 00:00 the next day\": midnight in the zone of --tz; the collector read Beijing time (unsure)" },
  /* earlier texts the table relearnt with rounds oa–oh turned */
  /* rounds oi–on, measured blind */
  { "oj013", "transient", NULL, "augment.vim's \"Error signing in: Failed to process user code. Please try again.\": retried by its \"try again\"; a sign-in a person redoes, to the collector (it was a short fault on Augment's side, unsure)" },
  { "oj016", "fatal", NULL, "Augment's \"Authentication Failed\" over \"Unexpected token '<' … is not valid JSON\": given up as a failed authentication; an HTML page from an outage, to the collector (unsure)" },
  { "ok009", "limit", "2026-03-10T12:00:04Z", "OpenAI's \"Please try again in 3.89s\": rounded up to the whole second" },
  { "ok010", "limit", "2026-03-10T12:00:07Z", "OpenAI's \"Please try again in 6.596s\": rounded up to the whole second" },
  { "om010", "transient", NULL, "Open WebUI's Uzbek \"This model is not publicly available. Please select another model.\" (Latin script): no row knows it, the default retries" },
  { "om013", "transient", NULL, "Open WebUI's Uzbek \"This model is not publicly available. Please select another model.\" (Cyrillic script): no row knows it, the default retries" },
  { "on020", "limit", "2026-03-10T12:00:07Z", "OpenAI's \"Please try again in 6.396s\" behind LangChain's retry: rounded up to the whole second" },
  { "on021", "limit", "none", "a trading bot's \"Daily AI cost limit reached\" then \"Sleeping until next day to reset AI limits - 15.3 hours\": waited for without a reset (hours with a decimal fraction after a dash are not read)" },
  /* earlier texts the table relearnt with rounds oi–on turned */
  { "jz009", "limit", NULL, "AFFiNE's Russian \"you have reached the limit of actions in this workspace, please upgrade your plan\": relearning the table with rounds oi–on leaned its words to a wait (the table has flipped it before)" },
  /* rounds oo–ot, measured blind */
  { "oo012", "transient", NULL, "a chatbot's \"HTTP 500: API_KEY environment variable is not configured\": retried as a 5xx; a setting to make, to the collector" },
  { "oo025", "transient", NULL, "molecule's Lao \"AI provider not configured; connect an AI provider first\": no row knows it, the default retries" },
  { "op008", "limit", "none", "Firefox Smart Window's Welsh \"wait a minute and try again; you have sent too many messages in a short time\": waited for as a rate limit, without the minute (no Welsh units are read)" },
  { "op015", "transient", NULL, "Firefox Smart Window's Sardinian \"could not reach the server; try another network or turn off the VPN\": no row knows it, the default retries (a block on this network, unsure)" },
  { "op019", "transient", NULL, "Open WebUI's Kabyle \"this model is not publicly available; choose another model\": no row knows it, the default retries" },
  { "oq008", "fatal", NULL, "Vision Assistant Pro's \"AI failed to provide a response. This might be due to safety filters or a temporary server issue.\": given up as a block by \"safety filters\"; either cause, to the collector (unsure)" },
  { "or005", "limit", NULL, "Inbox Zero's \"You have exceeded your OpenAI API quota. Please check your OpenAI account.\": waited for by its words; OpenAI's insufficient_quota, to the collector (unsure)" },
  { "or007", "limit", "2026-03-10T12:00:11Z", "Gemini's \"Please retry in 10.05676626s\": rounded up to the whole second (the collector rounded down)" },
  { "or020", "limit", "none", "a transcript summarizer's \"Received rate limit error, waiting for 60 seconds before retrying...\": a client's own wait under five minutes is not read as the reset (docs/classifier.md, \"A host's retry schedule\")" },
  { "os016", "transient", NULL, "GovChat's \"temporarily exceeded its usage allowance with the AI server. Please try again in a few minutes\": retried by \"try again\" (retried either way)" },
  { "os019", "fatal", NULL, "Onyx's 429 \"Token budget exceeded for organization. Try again later.\": given up as a spend limit; its own token limit over a window, to the collector" },
  { "os022", "limit", NULL, "Algolia's 403 \"Operations quota exceeded, change plan to get more Operations.\": waited for as a quota; a plan to change, to the collector (unsure)" },
  { "ot004", "transient", NULL, "Kong ai-proxy's 500 \"transformation failed from type mistral://llm/v1/chat: failed to decode llm/v1/chat response\": retried as a 5xx; a format set wrong, to the collector (unsure)" },
  { "ot006", "transient", NULL, "Kong's \"balancer(): failed to set the current peer … no host allowed while connecting to upstream\": retried as a server error; the gateway's configuration, to the collector" },
  { "ot009", "transient", NULL, "APISIX's 503 \"failed to fetch the parent config\": retried as a 5xx; a configuration bug every retry meets, to the collector" },
  { "ot019", "transient", NULL, "kgateway's Cloudflare \"421 Misdirected Request\" page: retried as a misdirected request; the host or SNI set wrong, to the collector (unsure)" },
  /* rounds ou–oz, measured blind */
  { "ow004", "limit", "none", "GraphRAG's \"rate limit exceeded, will retry. Recommended sleep for 0 seconds\": a wait of nothing is not read as a reset; the ladder applies" },
  { "ox003", "transient", NULL, "Copilot for Xcode's \"Language server error: Server unavailable, please make sure that: 1. The path to node is correctly set …\": retried as unavailable; a local setup to fix, to the collector" },
  { "ox007", "transient", NULL, "Copilot for Xcode's \"Language server error: Server error: -32602 Document for URI could not be found\": retried as a server error; a permission missing, to the maintainers (unsure)" },
  { "ox008", "fatal", NULL, "JetBrains AI Assistant's \"New quota refill state is: Error(exception=…ResultDoesNotMatchConditionException …)\": given up by its words; a glitch in fetching the quota, to the collector (unsure)" },
  { "ox010", "limit", "2026-07-01T03:30:00Z", "Copilot's \"wait until your credits reset on July 1, 2026 at 5:30 AM\": the clock read in the zone of --tz (summer time in July); the collector took GitHub's UTC midnight as shown in India (unsure)" },
  { "oz019", "transient", NULL, "PostHog's \"No models available. Check proxy status.\": no row knows it, the default retries; the playground's daily limit behind it, to the collector (retried either way, unsure)" },
  { "oz021", "transient", NULL, "Azure AI Foundry's \"An unexpected error occurred. Check your agent config and try resubmitting the request.\": no row knows it, the default retries; an agent's configuration, to the collector (unsure)" },
  /* rounds pa–ph, measured blind */
  { "pa015", "transient", NULL, "OpenAISwift's \"The operation couldn’t be completed. (OpenAISwift.OpenAIError error 2.)\": no row knows it, the default retries; a request out of range, to the collector (unsure)" },
  { "pc014", "transient", NULL, "SillyTavern Objective's \"Generate circuit breaker interruption\": no row knows it, the default retries; a model answering empty again and again, to the collector (unsure)" },
  { "pc021", "transient", NULL, "AI Horde's \"Parallel requests (31) exceeded user limit (30). Please try again later or request to increase your concurrency.\": retried by \"try again later\"; the user's concurrency allowance, to the collector (retried either way)" },
  { "pd015", "transient", NULL, "ellmer's \"no applicable method for 'close' applied to an object of class … httr2_failure\": no row knows it, the default retries; a client bug, to the collector (unsure)" },
  { "pe013", "limit", "2026-03-10T12:00:01Z", "OpenAI's \"Please try again in 125ms\": rounded up to the whole second" },
  { "pe015", "limit", "none", "gemini-srt-translator's \"Quota exceeded, waiting 1 minute...\": a client's own wait under five minutes is not read as the reset (docs/classifier.md, \"A host's retry schedule\")" },
  { "pf006", "limit", NULL, "Fireworks' 429 \"Request didn't generate first token before the given deadline\": waited for as a 429; a slow backend, to the collector (retried either way, unsure)" },
  { "ph003", "transient", NULL, "PydanticAI's \"Exceeded maximum retries (1) for result validation\": a client's spent retries give no verdict by words, the default retries; the model cannot give the output, to the collector (unsure)" },
  { "ph010", "limit", NULL, "PydanticAI's \"UsageLimitExceeded: The next request would exceed the request_limit of 50\": waited for by its words; the caller's own cap on one run, to the collector" },
  { "ph012", "fatal", NULL, "DSPy's \"Expected to find output fields in the LM response … Actual output fields parsed from the LM response: []\": given up by its words; an empty answer, to the collector (unsure)" },
  { "ph015", "limit", "none", "Agent Zero's \"Rate limit exceeded. Waiting for 15.68 seconds due to: max calls\": a client's own wait under five minutes is not read as the reset (docs/classifier.md, \"A host's retry schedule\")" },
  /* earlier texts the table relearnt with rounds pa–ph turned */
  { "mj025", "limit", NULL, "xiaozhi's Doubao ASR \"达到最大重连次数限制，停止重连\" (the most reconnections reached, stopped): relearning the table with rounds pa–ph leaned its words to a limit again (retried either way; the table has flipped it before)" },
  /* rounds pi–pp, measured blind */
  { "pj010", "limit", "2026-03-17T00:00:35Z", "CLIProxyAPI's model_cooldown: its \"reset_seconds\":561635 is read (156 h 0 min 35 s); the collector took the \"156h0m34s\" printed beside it" },
  { "pk012", "transient", NULL, "KISS Translator's \"LanguageDetector unavailable\": retried as a service unavailable; the browser lacks the detector, to the collector" },
  { "pl004", "transient", NULL, "KoboldAI's 507 \"CUDA error: out of memory\": the GPU's memory is waited out (gpu-out-of-memory); a model too big for the card, to the collector (unsure)" },
  { "pl008", "transient", NULL, "TabbyAPI's 500 \"Unable to switch model … inline_model_loading is not True in config.yml\": retried as a server error; a server setting, to the collector" },
  /* molecule's "AI provider not configured, bond one first" in nine languages (one message of one project's locale files) */
  { "pm011", "transient", NULL, "molecule's Amharic \"AI provider not configured\": no row had the words, the default retries" },
  { "pm015", "transient", NULL, "molecule's Hausa \"AI provider not configured\": no row had the words, the default retries" },
  { "pm016", "transient", NULL, "molecule's Swahili \"Mtoa huduma wa AI hajasanidiwa\": no row had the words, the default retries" },
  { "pm020", "transient", NULL, "molecule's Gujarati \"AI provider not configured\": no row had the words, the default retries" },
  { "pn014", "limit", "2026-09-09T11:32:12Z", "Z.ai's code 1308 reset printed without a zone is read in Beijing time (provider awareness); the collector read it in the local zone and noted Beijing as likely" },
  { "po007", "limit", NULL, "Gemini Live's 1011 internal error naming \"resource_exhausted\": waited for as a quota; Google's own resources, to the collector (retried either way, unsure)" },
  { "po023", "transient", NULL, "Pipecat's \"ElevenLabsTTSService … connection closed … 1008 (policy violation) voice_settings field must be provided in the first message\": retried as a closed connection (a 1008 close has also been a passing fault, mj015, mj024); a request the provider refuses, to the collector" },
  /* earlier texts the table relearnt with rounds pi–pp turned */
  /* rounds pq–px, measured blind */
  { "pq019", "transient", NULL, "SoruSora's Korean \"an unknown error occurred; a bad message in the chat history may be the cause; fix it and try again\": no row knows it, the default retries; a history to fix, to the collector (unsure)" },
  { "pr011", "transient", NULL, "chatgpt-android's \"Something went wrong. Please check out your session and CF_CLEARANCE is valid.\": no row knows it, the default retries; a session cookie to renew, to the collector" },
  { "pr013", "transient", "none", "Claude Code's \"API error · Retrying in 8s · attempt 9/10\": the host's own retry schedule is not read as a reset (docs/classifier.md, \"A host's retry schedule\")" },
  { "ps009", "limit", NULL, "zotero-pdf-translate's Italian \"Il saldo punti NiuTrans non è sufficiente …\" (the points balance is not enough): relearning the table with rounds qw–rd left it to the default, which retries; money, to the collector; with the concepts and the head start of 2.5 its words now lean to a limit" },
  { "pu016", "fatal", NULL, "Activepieces' \"Unexpected error, please refresh the page or contact support\": given up by its words; a passing fault, to the collector (unsure)" },
  { "px021", "limit", NULL, "Kilo Code's Vietnamese \"the model returned an empty response … an API problem, a rate limit or the model … it was retried automatically\": waited for by its \"rate limit\" (retried either way)" },
  /* earlier texts the table relearnt with rounds pq–px turned */
  /* rounds py–qf, measured blind */
  { "qc011", "limit", "2026-03-10T23:00:00Z", "Cody's \"please come back tomorrow for more chats\": the next midnight, as for every \"come back tomorrow\" (docs/classifier.md, \"Tomorrow\"); no instant, to the collector" },
  { "qd009", "limit", "none", "dbdemos' \"hitting api request limit 429 … Sleeping 15sec and retrying...\": the client's own sleep is not read as the provider's reset" },
  { "qf005", "limit", NULL, "Qwen Code's Traditional Chinese \"retrying in {{seconds}} seconds … (attempt {{attempt}}/{{maxRetries}})\": waited for by its words; the host's own retry, to the collector (retried either way)" },
  /* rounds qg–qn, measured blind */
  { "qh013", "transient", NULL, "Amazon Q's \"too many active transformations running. Please try again after your other transformations have completed\": read as a passing \"try again\"; a concurrency cap to the collector (retried either way)" },
  { "qh016", "transient", "none", "Claude Code's \"API Error (503 Too many connections …) · Retrying in 1 seconds…\": the host's own retry notice is not read as a reset" },
  { "qi014", "transient", NULL, "Copilot's \"you have been rate-limited … Server Error: Claude Sonnet 4 is currently experiencing high demand\": the high demand read as an overload; a rate limit to the collector (retried either way)" },
  { "qj002", "transient", NULL, "Cherry Studio's Romanian \"please go to {{provider}} to top up\": no row had the words, the default retries" },
  { "qj014", "transient", NULL, "LobeChat's Bulgarian 509 \"the server has used up its bandwidth, please try again later\": read as a server error; a limit to the collector (retried either way)" },
  { "qk009", "transient", NULL, "a name that does not resolve (\"host='api.perplexity' … Name or service not known\"): a DNS failure reads as passing; the collector knows the host name was mistyped" },
  { "qn014", "limit", NULL, "Plandex's \"Token limit exceeded before adding conversation\": a token limit reads as a rate limit; the collector knows Plandex means the context (retried)" },
  { "qn017", "transient", NULL, "Cursor's \"Agent Execution Timed Out … the extension host is not running\" with \"isRetryable\":false: the timeout reads as passing (unsure to the collector too)" },
  /* earlier texts the table relearnt with rounds qg–qn turned */
  /* rounds qo–qv, measured blind */
  { "qo008", "transient", NULL, "Firefox's Serbian \"could not connect to the server; try another network or turn off your VPN\": read as a passing network fault; the collector gives up (unsure)" },
  { "qo012", "transient", NULL, "Firefox's Albanian translation \"sorry, we do not cover this language yet\": no row had the words, the default retries" },
  { "qo018", "transient", NULL, "Open WebUI's Bosnian \"at most 3 models can be downloaded at once; try again later\": no row had the words, the default retries (retried either way)" },
  { "qp013", "transient", NULL, "vLLM's \"torch.cuda.OutOfMemoryError: CUDA out of memory. Tried to allocate …\": GPU memory can free as other requests end; the collector gives up (the model does not fit)" },
  { "qp014", "transient", NULL, "Ollama Cloud's \"timed out waiting for a concurrent request slot\": read as a timeout; a concurrency cap to the collector (retried either way)" },
  { "qq024", "limit", "none", "Mastra's \"Rate limit approaching, waiting 10 seconds\": the client's own wait is not read as the provider's reset" },
  { "qs012", "fatal", NULL, "AssemblyAI's 3008 \"Session Expired: Maximum session duration exceeded\": the table leaned its words to fatal; a new session works, to the collector (unsure)" },
  { "qs017", "limit", NULL, "a voice API's \"message_type: 'quota_exceeded', error: 'You have exceeded your quota.'\": a quota exceeded reads as a period's quota; the collector knows the credits were spent" },
  { "qu008", "transient", NULL, "chatgpt-android's \"Something went wrong. Please check out your session and conversation id is valid.\": no row had the words, the default retries" },
  { "qu011", "transient", NULL, "Brave Leo's \"You've reached the premium limit for this model. Select a different model or try again later.\": read as a passing \"try again later\"; a limit to the collector (retried either way)" },
  /* earlier texts the table relearnt with rounds qo–qv turned */
  /* rounds qw–rd, measured blind */
  { "qx006", "limit", "none", "LobeChat's Persian \"your subscription points are used up; upgrade to a higher plan or configure a custom model API\": its words lean to a limit; the collector gives up (unsure)" },
  { "qx018", "transient", NULL, "LobeChat's Polish \"your requests are too many, the server is a little overloaded, try again later\": read as an overload; a rate limit to the collector (retried either way)" },
  { "qy001", "transient", NULL, "Firefox's Polish \"cannot connect to the server; try another network or turn off your VPN\": read as a passing network fault; the collector gives up (unsure), as for the Serbian" },
  { "qz004", "transient", NULL, "otari's \"502 - the provider rejected the gateway's credentials\": the 502 decides; the credentials to the collector (unsure)" },
  { "qz010", "transient", NULL, "a RunPod vLLM worker's KeyError traceback: a bug in the worker that repeats, to the collector; nothing says so, the default retries" },
  { "rb019", "fatal", NULL, "one-api's \"the load is full, try again later, or upgrade your account\" with status 403: the status decides; the words ask for a later retry (the collector, unsure)" },
  { "rc011", "fatal", NULL, "gh-aw's \"the Copilot API returned a rate limit response (HTTP 429), but the workflow did not report the … budget-exceeded guardrail signal\": the budget words decide though denied; a rate limit to the collector" },
  { "rc021", "transient", NULL, "LiteLLM's ServiceUnavailableError around \"1 validation error for ResponseCreatedEvent\": the unavailable class decides; a client's schema error to the collector (unsure)" },
  /* earlier texts the table relearnt with rounds qw–rd turned */
  { "ol018", "transient", NULL, "Kanka's Italian \"you have no more tokens; you would get them automatically on :date\": relearning the table with rounds qw–rd left it to the default, which retries (retried either way)" },
  { "po012", "transient", NULL, "AssemblyAI's \"Client sent audio too fast\": relearning the table with rounds qw–rd left it to the default, which retries (retried either way)" },
  { "qo003", "limit", "none", "Firefox's Catalan \"time to start a new chat; this one reached its maximum length\": relearning the table with rounds qw–rd leaned its words to a limit (retried)" },
  /* rounds re–rl, measured blind */
  { "rg009", "transient", NULL, "LibreChat's Polish \"request rejected: the given action domain is not allowed\": no row had the words, the default retries" },
  { "rh020", "transient", NULL, "Firefox's French \"could not connect to the server; try another network or turn off your VPN\": read as a passing network fault; the collector gives up (unsure), as for the Serbian" },
  { "ri009", "transient", NULL, "Helicone's \"Missing router id\" sent as a 500: the status decides; a configuration the gateway lacks, to the collector (unsure)" },
  { "ri018", "limit", "none", "ngrok's \"This limit will reset within 1 minute\": \"within\" a duration is not read as the wait" },
  { "rk009", "fatal", NULL, "AnythingLLM's \"404: llama3.1:latest has not completed downloading. Please wait for it to complete\": the 404 decides; the download finishes, to the collector" },
  { "rk011", "transient", NULL, "Reor's \"500 exception failed to open … blobs/sha256-…: No such file or directory\": the 500 decides; a missing model file, to the collector" },
  { "rk021", "transient", NULL, "LM Studio's \"Error in RPC handler: Error: Model is unloaded.\": no row had the words, the default retries; the model must be loaded again, to the collector (unsure)" },
  { "rl016", "transient", NULL, "Coze Studio's \"Workflow execution failure: can't fetch endpoint sts token without endpoint\": no row had the words, the default retries" },
  { "rf022", "transient", NULL, "OpenCode's Czech \"the Go service limit reached\": no row, as \"not reached\" would read the same; the default retries (retried either way)" },
  { "rl012", "transient", NULL, "FastGPT's \"触发安全风控\" (the safety control was triggered): no row, as it names IP and account risk control beside a 429 too; the default retries" },
  /* earlier texts the table relearnt with rounds re–rl turned */
  /* rounds rm–rt, measured blind */
  { "rm016", "transient", NULL, "NeuroAI's Chinese \"the free API access caps requests per second; retry later\": read as a passing \"retry later\" (retried either way)" },
  { "rm021", "transient", NULL, "Brave Leo's \"Unlock a higher response rate by subscribing to Premium, or try again later.\": read as a passing \"try again later\" (retried either way)" },
  { "rp008", "transient", NULL, "Firefox's Esperanto \"could not reach the server; try another network or turn off your VPN\": read as a passing network fault; the collector gives up (unsure), as for the others" },
  { "rp019", "transient", NULL, "Firefox's Belarusian link preview \"cannot preview this link\": no row had the words, the default retries" },
  { "rq008", "transient", NULL, "Open WebUI's Swedish \"at most 3 models can be downloaded at once; try again later\": no row had the words, the default retries (retried either way)" },
  { "rq012", "transient", NULL, "Open WebUI's Romanian \"the selected models do not support image input\": no row had the words, the default retries (a capability, as before)" },
  { "rq019", "transient", NULL, "Open WebUI's Georgian \"at most 3 models can be downloaded at once\": no row had the words, the default retries (retried either way)" },
  { "rq020", "transient", NULL, "Open WebUI's Georgian \"you are using an unsupported method (frontend only)\": no row had the words, the default retries" },
  { "rr004", "limit", "none", "a shop's German \"too many requests; try again in one minute\": \"einer Minute\" in words is not read" },
  { "rr005", "fatal", NULL, "a shop's German \"service temporarily unavailable\" sent for the gateway's 402: the status decides; the words ask for a later retry (the collector, unsure)" },
  { "rt002", "transient", NULL, "LiteLLM's \"InternalServerError: watsonxException - Object of type ChatCompletionMessageToolCall is not JSON serializable\": the server-error words decide; a client's bug, to the collector" },
  { "ro008", "transient", NULL, "OpenCode's Mongolian \"free usage exceeded\": no row, as \"check whether free usage was exceeded\" would read the same; the default retries (retried either way)" },
  /* earlier texts the table relearnt with rounds rm–rt turned */
  /* rounds ru–sb, measured blind (the search budget ran out: small rounds) */
  { "rx003", "fatal", NULL, "Brave Leo's \"You've reached the rate limit for this model or are out of credits. Please try again later.\": the credits decide; a rate limit, to the collector (unsure)" },
  { "sb009", "transient", NULL, "Qwen Code's Russian \"could not authenticate with the MCP server '{{name}}'\": no row had the words, the default retries (the collector, unsure)" },
  /* earlier texts the table relearnt with rounds ru–sb turned */
  /* rounds sc–sj, measured blind */
  { "sc014", "transient", NULL, "LibreChat's Japanese \"many sign-in attempts from your IP address in a short time; try again later\": read as a passing \"try later\" (retried either way)" },
  { "sc020", "transient", NULL, "Gemini-OmniChat's Chinese \"an API call is already in progress, please wait\": no row had the words, the default retries (a wait, to the collector, unsure)" },
  { "sc023", "transient", NULL, "Chatbox's Chinese \"invalid request parameters detected; try again later …\": read as the \"try later\" it asks for; an outdated client, to the collector (unsure)" },
  { "sd023", "limit", "none", "OpenCode's \"Error from provider (Alibaba): You exceeded your current quota, please check your...\", cut short: DashScope's quota wording is its throttle; the arrears, to the collector" },
  { "sf002", "transient", NULL, "Firefox Smart Window's Japanese \"could not reach the server; try another network or turn off your VPN\": read as a network failure; a person must change the network, to the collector (unsure)" },
  { "si010", "transient", NULL, "Kong's ai-proxy log \"path must be a string\", sent with a 500: the status decides; a configuration error, to the collector" },
  { "si014", "transient", NULL, "OmniRoute's \"[503] Service temporarily unavailable: all upstream accounts are inactive\": the 503 decides; accounts a person must re-enable, to the collector (unsure)" },
  /* earlier texts the table relearnt with rounds sc–sj turned */
  { "jx016", "transient", NULL, "Open WebUI's Czech \"your account is awaiting activation\": relearning the table with rounds sc–sj left it to the default, which retries" },
  /* rounds sk–sq, measured blind */
  { "sk005", "limit", "2026-03-10T12:05:00Z", "LiteLLM's Bedrock \"Model access is denied … AWS Marketplace actions … try again after 5 minutes\": a denial that names its wait is waited for; permissions a person must grant, to the collector" },
  { "sk014", "fatal", NULL, "hermes-agent's \"Bad response code, expected 200: {'status_code': 400 … internalServerException\": the 400 decides; Bedrock's internal error mid-stream, to the collector" },
  { "sn017", "transient", NULL, "text-embeddings-inference's \"429 Model is overloaded\": the overload wording beats the 429 (retried either way)" },
  { "sn018", "transient", NULL, "Dify's Ollama plugin \"PluginInvokeError … KeyError 'done'\": no row had the words, the default retries (a client bug, to the collector, unsure)" },
  { "so018", "limit", "none", "Kilo Code's Japanese \"the model returned an empty response … may be an API problem, a rate limit or …\": its rate limit named among causes decides (retried either way)" },
  { "sq005", "transient", NULL, "LibreChat's Telugu \"too many sign-in attempts in a short time; try again later\": no row had the words, the default retries (retried either way)" },
  { "sq010", "transient", NULL, "LibreChat's Gujarati \"too many sign-in attempts in a short time\": no row had the words, the default retries (retried either way)" },
  { "sq012", "transient", NULL, "LibreChat's Kannada \"the model {{0}} is not available for {{1}}; choose another\": no row (\"not available\" is a busy service's too, found by a review), the default retries" },
  { "sq013", "limit", "none", "Kilo Code's Turkish \"the model's response ended unexpectedly … may be a sign of rate limiting\": its rate limit named as a possible cause decides (retried either way)" },
  { "sq015", "transient", NULL, "LibreChat's Malayalam \"too many sign-in attempts in a short time\": no row had the words, the default retries (retried either way)" },
  { "sq021", "transient", NULL, "LibreChat's Tamil \"too many sign-in attempts in a short time\": no row had the words, the default retries (retried either way)" },
  /* earlier texts the table relearnt with rounds sk–sq turned */
  /* rounds sr–sy, measured blind */
  { "sr018", "transient", NULL, "Open WebUI's Bengali \"an OpenAI API key is required\": no row had the words, the default retries" },
  { "sr019", "transient", NULL, "Open WebUI's Bengali \"the model {{modelName}} cannot see images\": no row had the words, the default retries" },
  { "ss009", "limit", "2026-03-10T12:00:04Z", "a gateway's 429 rate_limit_error \"Model not available\" with ERROR_UNSUPPORTED_REGION and \"(reset after 4s)\": the 429 and its wait decide; a region refused, to the collector (unsure)" },
  { "st014", "limit", "none", "9router's \"LLM returned 200 OK but response body was empty (possible rate limit)\": its rate limit named as a possible cause decides (retried either way)" },
  { "sv010", "limit", "none", "a Discord bot's Japanese \"the OpenAI API quota was exceeded\": read as a quota; billing's insufficient_quota, to the collector (unsure)" },
  { "sv020", "limit", "none", "a retry log's \"Rate limit hit (attempt 1/5). Waiting 5000ms...\": the client's own backoff, not read as the provider's reset (the ladder applies)" },
  { "sv021", "limit", "none", "a retry log's \"Stream rate limit (attempt 2/4). Waiting 10000ms...\": the client's own backoff, as sv020" },
  /* earlier texts the table relearnt with rounds sr–sy turned */
  { "ni018", "limit", "none", "Easydict's \"failed: token … quota used up\": relearning the table with rounds sr–sy leaned its words to a limit; a key's quota spent, to the collector" },
  /* earlier texts that turned when words kept their combining marks and Thai, Lao, Myanmar and Khmer ran in pairs */
  { "pm017", "transient", NULL, "molecule's Tamil \"the AI provider is not configured; connect one first\": with its words whole, the table left it to the default, which retries" },
  /* rounds sz–tf, measured blind */
  { "sz021", "limit", "none", "Firefox Smart Window's Japanese daily limit \"access resets at midnight US Eastern Standard Time\": waited for, its reset in Japanese not read" },
  { "tb004", "limit", "none", "OmniRoute's log line \"recorded exhaustion failure 1/3 (HTTP 429, cooldown basis 120s)\": a 429, the gateway's cooldown basis not read as a reset" },
  { "td010", "transient", NULL, "ModelArts.4302 \"Gateway forwarding error because the access is rejected\" under a 500: the 5xx retries; the service stopped, to the collector (unsure)" },
  { "td019", "transient", NULL, "CodeArts' Chinese \"request timed out! check your proxy and host settings\": the timeout retries; a setting to fix, to the collector (unsure)" },
  { "te002", "transient", NULL, "Open WebUI's Ukrainian \"at most 3 models can download at once; try later\": the default retries (a concurrency cap, to the collector; retried either way)" },
  { "te006", "transient", NULL, "Open WebUI's Catalan \"at most 3 models can download at once\": as te002" },
  { "hv042", "limit", "2026-03-10T23:00:00Z", "MaxKB's Simplified Chinese \"… please come back tomorrow\": read as the next local midnight, as the English \"come back tomorrow\" is (its Traditional twin sz008 was collected so); the collector named no instant" },
  { "sz009", "transient", NULL, "MaxKB's Traditional Chinese \"the user's identity cannot be recognised\": no row (an authentication service that timed out says it too), the default retries" },
  /* earlier texts the table relearnt with rounds sz–tf turned */
  { "sv007", "transient", NULL, "Chatbox's Indonesian \"the answer was stopped by the provider's content safety filter\": relearning the table with rounds sz–tf left it to the default, which retries" },
  /* earlier texts the table relearnt with rounds tg–tn turned */
  /* rounds tg–tn, measured blind: see docs/classifier.md */
  { "iv026", "limit", "2026-03-10T23:00:00Z", "\"请明天再试\" (please try again tomorrow) is read as tomorrow's midnight, as \"try again tomorrow\" is; the collector gives no instant" },
  { "tg006", "transient", NULL, "Dify's Korean \"the vector space is full\": no row (a knowledge base's storage, not the model's), so the default retries" },
  { "tg017", "fatal", NULL, "Dify's {\"code\": \"invalid_param\", \"message\": \"Connection error.\", \"status\": 400}: the 400 decides; the collector reads the message, a network failure when credentials were checked (unsure)" },
  { "th020", "limit", NULL, "Chatbox's Korean \"points used up; claim the free reward's allowance to continue\": its words (한도, allowance) lean to a limit; the collector reads used-up credits (unsure)" },
  { "tj003", "fatal", NULL, "claude-relay-service's \"No available Claude accounts support the requested model\": the relay has no account for the model (relay-no-channel); the collector reads every account busy (unsure)" },
  { "tj014", "limit", "2026-07-29T05:00:01Z", "better-ccflare's \"Earliest reset at 2026-07-29T05:00:00.443Z\": the fraction is rounded up to the whole second" },
  /* earlier texts the table relearnt with rounds to–tv turned */
  /* rounds to–tv, measured blind: see docs/classifier.md */
  { "tp010", "transient", NULL, "LobeChat's German \"your request is too frequent. The server is somewhat overloaded\": the overload wording wins; retried either way" },
  { "tu014", "fatal", NULL, "Dify's documented 400 completion_request_error \"文本生成失败\" (text generation failed): the 400 decides; the collector reads a failed generation (unsure)" },
  { "tv002", "fatal", NULL, "Folo's \"AI credits depleted resets at 20:45\": credits used up decide (the phrase with its reset was taken back by the review: beside a cancelled subscription or a bad token it would wait); the collector reads the reset" },
  /* texts the word evidence turned with the concepts (carry-on-classifier-concepts.c) and transient's head start
   * at 2.5 */
  { "hq055", "fatal", NULL, "\"✕ [API Error: Model stream was invalid or completed without valid c …\": with the concepts and the head start of 2.5 its words lean to a give-up" },
  { "ls008", "fatal", NULL, "\"keyNotFound(CodingKeys(stringValue: \\\"id\\\", intValue: nil), Swift.Dec …\": with the concepts and the head start of 2.5 its words lean to a give-up" },
  { "nd001", "fatal", NULL, "\"Batch expired (error_file_id: file-1rte74QPMX4zZfvBdXy6k6)\": with the concepts and the head start of 2.5 its words lean to a give-up" },
  { "rf016", "fatal", NULL, "\"Elérte a használati korlátot. A modell használatának folytatásához …\": with the concepts and the head start of 2.5 its words lean to a give-up" },
  { "te009", "transient", NULL, "\"ניתן להוריד מקסימום 3 מודלים בו זמנית. אנא נסה שוב מאוחר יותר.\": with the concepts and the head start of 2.5 its words leave it to the default, which retries" },
  /* rounds tw–ud, measured blind: see docs/classifier.md */
  { "tw004", "transient", NULL, "Open WebUI's Indonesian \"at most 3 models can download at once; try again later\": retried by the default (a concurrency cap to the collector); retried either way" },
  { "tw007", "transient", NULL, "the same cap in Lithuanian: retried either way" },
  { "tw008", "transient", NULL, "the same cap in Slovak: retried either way" },
  { "tw020", "transient", NULL, "the same cap in Norwegian: retried either way" },
  { "tx013", "transient", NULL, "LibreChat's Hungarian \"too many sign-in attempts in a short time; try again later\": retried by the default; retried either way" },
  { "ua009", "transient", NULL, "chatGPTBox's Spanish \"an OpenAI security check is required\": no row, so the default retries (a person must pass the check, to the collector)" },
  { "ub004", "transient", NULL, "Firefox Smart Window's Upper Sorbian \"you reached today's chat limit\": no word the table knows; retried either way" },
  { "ub005", "transient", NULL, "Firefox Smart Window's Upper Sorbian \"to use the Smart Window you must sign in\": no word the table knows, so the default retries" },
  { "ub010", "transient", NULL, "Firefox Smart Window's Guarani daily chat limit: no word the table knows; retried either way" },
  { "ub011", "transient", NULL, "Firefox Smart Window's Guarani \"too many messages in a short time\": no word the table knows; retried either way" },
  { "uc017", "fatal", NULL, "new-api's Portuguese \"the request expired; refresh and restart the GitHub sign-in\": its words (expirou, login) lean to a give-up; a sign-in flow to restart, transient to the collector" },
  /* texts the word evidence turned with the concepts' second list (more languages, twelve more concepts) */
  { "jh019", "limit", NULL, "\"Demandez au propriétaire du bot d'ajouter des crédits au compte uti …\": with the second list of concepts its words lean to a limit" },
  { "jl001", "fatal", NULL, "\"Error: OpenAI 响应格式无效 - 缺少或空的 choices 数组。TraceID：2167786d17604890925 …\": with the second list of concepts its words lean to a give-up" },
  { "rz015", "limit", NULL, "\"Roo otomatik olarak onaylanmış ${{count}} maliyet sınırına ulaştı. …\": with the second list of concepts its words lean to a limit" },
  { "sp009", "fatal", NULL, "\"Failed to deserialize response: trailing characters at line 2 column 1\": with the second list of concepts its words lean to a give-up" },
  /* earlier texts the table relearnt with rounds ue–uk turned */
  { "od004", "limit", NULL, "LobeChat's Traditional Chinese \"the quota of this key has reached its cap; check your account balance\": relearning the table with rounds ue–uk leaned its words to a limit" },
  { "to015", "transient", NULL, "Cherry Studio's Spanish \"go to {{provider}} to recharge\": relearning the table with rounds ue–uk left it to the default" },
  { "tx018", "transient", NULL, "LibreChat's Romanian \"the message limit is {{maxLength}} characters\": relearning the table with rounds ue–uk left it to the default" },
  /* rounds ue–uk, measured blind: see docs/classifier.md */
  { "ug018", "transient", NULL, "Chatbox's German \"the file size exceeds the 50 MB limit; reduce it and try again\": no row, so the default retries" },
  { "uh020", "transient", NULL, "httpx's \"ConnectError: [Errno -2] Name or service not known\": a name that did not resolve, retried as a connection failure; a wrong host name to the collector" },
  { "ui003", "transient", NULL, "Open WebUI's Georgian \"the address seems wrong; check it and try again\": no word the table knows, so the default retries" },
  { "ui004", "transient", NULL, "Open WebUI's Galician \"Pipeline No Detectada\": no row, so the default retries" },
  { "ui009", "transient", NULL, "Jan's \"The model took too long to load and was stopped\": read as a timeout; a model too large for the machine to the collector (unsure)" },
  { "hv029", "limit", NULL, "\"token数量超过上限\" (the token count over the cap; shorten the input): relearning the table with rounds ul–ut leaned its words to a limit" },
  { "qb014", "transient", NULL, "LibreChat's Ukrainian \"could not complete the request, make sure you are connected and signed in\": relearning the table with rounds ul–ut left it to the default" },
  { "uf017", "limit", NULL, "Cherry Studio's Traditional Chinese \"the request is longer than the model can handle; shorten it and retry\": relearning the table with rounds ul–ut leaned its words to a limit" },
  /* rounds ul–ut, measured blind: see docs/classifier.md */
  { "ul013", "transient", NULL, "LobeChat's Italian \"you are making too many requests. The server is overloaded\": read as an overload, the collector reads the too many requests first; retried either way" },
  { "um020", "transient", NULL, "Cherry Studio's Vietnamese \"proxy or SSL certificate error, check the proxy settings and the network\": no row, so the default retries" },
  { "up007", "transient", NULL, "Open WebUI's Irish \"model {{modelId}} not found\": no word the table knows, so the default retries" },
  { "uq005", "transient", NULL, "AionUi's \"登录尝试过多，请稍后再试\" (too many sign-in attempts, try later): read as a passing error; a limit to the collector; retried either way" },
  { "uq017", "fatal", NULL, "Chatbox's \"daily points cap of the free plan reached; upgrade, or wait for the daily reset at dawn\": the upgrade wall is read first; the collector waits for the reset" },
  { "ur018", "transient", NULL, "Chatbox's Turkish \"content not allowed; change your request and try again\": no row, so the default retries" },
  { "us018", "transient", NULL, "cc-haha's provider check with httpStatus 503 and \"未配置供应商\" (no provider configured): read by its status; a setting to the collector.  A row for the phrase was taken back: the same words stand in tips beside a passing 503 (found by a review)" },
  { "ut009", "transient", NULL, "iFlytek's \"11200: licc failed.\" (a licence check): no word the table knows, so the default retries" },
  { "sy002", "limit", NULL, "CodeBuddy's \"请求重试深度超限（max=1）\" (the retry depth over its cap): relearning the table with rounds uu–ux leaned its words to a limit; a passing failure to the collector" },
  { "ud016", "transient", NULL, "a Persian \"no base URL found; provide one and try again\": relearning the table with rounds uu–ux left it to the default" },
  /* rounds uu–ux, measured blind: see docs/classifier.md */
  { "uu020", "limit", NULL, "Chatbox's Japanese \"points used up; claim the free reward allowance to continue\": its words read a limit; the collector gives up (unsure)" },
  { "uv001", "transient", NULL, "Tencent Hunyuan's \"同时处理的任务数过多，请稍后重试。\" (too many tasks at once, retry later): read by its \"retry later\"; a concurrency cap to the collector; retried either way" },
  { "uv007", "transient", NULL, "Tencent's \"Request exceeds the limit at the engine layer. try again later.\": read by its \"try again later\"; a limit to the collector; retried either way" },
  { "uv016", "limit", NULL, "Tencent TTS's \"Traffic is throttled due to high load.\": \"throttled\" reads as a rate limit; an overload to the collector; retried either way" },
  { "uv019", "limit", NULL, "Volcengine Ark's 429 \"the model is currently being loaded\": read by its status; a model loading to the collector; retried either way" },
  { "uw012", "transient", NULL, "Open WebUI's Persian \"you can chat with at most {{maxCount}} files at a time\": no row, so the default retries" },
  { "uw023", "transient", NULL, "LobeChat's Polish 509 \"the server's bandwidth is exhausted, try again later\": read by its 5xx; a limit to the collector (unsure); retried either way" },
  { "ux015", "fatal", NULL, "Mistral's 500 whose body says \"type\": \"invalid_request_error\": the error's type is read before the status; a server fault to the collector (unsure)" },
  /* rounds uy–vb, measured blind: see docs/classifier.md */
  { "uy021", "transient", NULL, "Dify's German \"Vektorraum ist voll.\" (the plan's vector space is full): no row, so the default retries" },
  { "uy022", "limit", NULL, "Dify's German \"you have reached the limit for creating apps in this plan\": its words read a limit; a plan to upgrade to the collector" },
  { "va010", "fatal", NULL, "Cherry Studio's \"服务器繁忙或提示词出现 … 版权词 … 敏感词 …，请重试。\" (the server busy, or the prompt holds copyrighted or sensitive words; retry): the content block is read first; the collector retries (unsure)" },
  { "vb012", "transient", NULL, "a 403 \"Invalid response body while trying to fetch …: Premature close\": read as a garbled answer; a firewall to the collector (unsure)" },
  { "vb013", "transient", NULL, "Tabby's \"cannot connect to server. Please check your settings.\": no row, so the default retries; a setting to the collector (unsure)" },
  /* rounds vc–vf, measured blind: see docs/classifier.md */
  { "vc001", "transient", NULL, "CLOVA Studio's \"Invalid response format schema\" (a request's response-format schema is invalid): read as a garbled answer; an invalid request to the collector" },
  { "vc009", "transient", NULL, "GigaChat's \"Закончились токены модели, к которой выполняется запрос\" (the model's tokens have run out): no row, so the default retries; a purchase to the collector (unsure)" },
  { "vc014", "transient", NULL, "Yandex's \"Service-side problem\" (its HTTP 501, whose remedy is support): read by its 5xx; fatal to the collector (unsure)" },
  { "vc016", "limit", "none", "mittwald's 429 \"The limit resets after the minute has passed.\": a reset said in words is not read; the ladder applies" },
  { "vd009", "transient", NULL, "Dify's Persian \"the app is not available\": no row, so the default retries" },
  { "vd022", "limit", NULL, "Dify's Thai \"you have reached the limit of 2 triggers per workflow for this plan; upgrade\": its words read a limit; a plan to upgrade to the collector" },
  /* Cursor's "… will reset when your monthly cycle ends on M/D/YYYY": the day after it (the cycle turns
   * during that day); a day already over names no instant.  The collectors took the start of the day */
  { "hj047", "limit", "none", "cursor-agent's cycle that \"ends on 10/1/2025\": a day already over (now is 2026-03-10) names no reset to wait for" },
  { "ki008", "limit", "none", "cursor-agent's cycle that \"ends on 10/3/2025\": a day already over names no reset to wait for, as hj047" },
  { "kn015", "limit", "none", "cursor-agent's cycle that \"ends on 8/17/2025\": a day already over names no reset to wait for, as hj047" },
  { "mk008", "limit", "2026-10-02T22:00:00Z", "cursor-agent's cycle that \"ends on 10/2/2026\": the start of the day after, since the cycle turns at some hour of that day; its start, to the collector" },
  { "mk009", "limit", "2026-09-09T22:00:00Z", "cursor-agent's cycle that \"ends on 9/9/2026\": the start of the day after, as mk008" },
  /* rounds vg–vn, measured blind */
  { "vg004", "transient", NULL, "OpenAI Realtime's \"Your session hit the maximum duration of 30 minutes\": a session the service ends by design, the next turn opens a new one (session-max-duration); a dead session, to the collector (unsure)" },
  { "vh010", "fatal", NULL, "CLIProxyAPI's \"认证失败: Failed to complete Gemini CLI onboarding … EOF\": the authentication failure its words name decides; the EOF under it, to the collector (unsure)" },
  { "vi018", "fatal", NULL, "Volcengine Ark's 400 \"the endpoint is closed or temporarily unavailable, retry later or contact its administrator\": the 400 decides; a passing outage, to the collector (unsure)" },
  { "vj019", "limit", "none", "claude-code-router's 429 RESOURCE_EXHAUSTED under \"Retrying in 1 seconds\": the host's own countdown is not read as the reset" },
  { "vk010", "transient", NULL, "Continue's \"Unable to connect to local Ollama instance. Ollama may not be installed or may not running\": a refused connection retries; a server to install, to the collector (unsure)" },
  { "vk014", "transient", NULL, "llama-swap's \"Process can not ProxyRequest, state is failed\": no row had the words, the default retries (a process to restart by hand, to the collector, unsure)" },
  { "vk018", "fatal", NULL, "LiteLLM proxy's 429 \"Max parallel request limit reached … tpm_limit: 0, rpm_limit: 0\": a key whose limits are zero can never send (quota-zero); a passing limit, to the collector (unsure)" },
  { "vk020", "transient", NULL, "Ollama's \"Error: failed to start a llama runner\": no row had the words, the default retries (unsure, to the collector)" },
  { "vl007", "limit", "none", "Dify's Vietnamese \"Quota đã hết\" (the quota is used up): its words lean to a limit; a hosted quota to buy, to the collector (unsure)" },
  { "vl018", "limit", "none", "Dify's Korean \"the quota has been used up\": as vl007" },
  { "vm003", "transient", "none", "picoclaw's \"Timeout error, retrying after backoff … backoff=5s\": the client's own backoff is not read as a reset" },
  { "vm008", "transient", "none", "LangChain's \"Retrying … in 4.0 seconds as it raised APIConnectionError\": the client's own countdown is not read as a reset" },
  { "vm019", "transient", NULL, "openai-python's \"ProxyError('Unable to connect to proxy', SSLError(SSLEOFError …))\": a proxy that did not answer retries; a proxy to set up, to the collector (unsure)" },
  { "vm022", "transient", NULL, "an app's \"Connection refused. Check local server.\": a refused connection retries (a server restarting comes back); a server to start, to the collector (unsure)" },
  { "vm023", "transient", NULL, "the same app's Japanese \"connection refused, check the local server\": no row had the words, the default retries (as vm022)" },
  /* earlier texts the table relearnt with rounds vg–vn turned */
  /* rounds vo–vu, measured blind */
  { "vt013", "limit", "none", "Antigravity-Manager's \"All accounts exhausted. Last error: HTTP 400 … Invalid `signature` in `thinking` block\": the accounts exhausted read as a limit; the 400 under it, to the collector (unsure)" },
  { "vt019", "limit", "none", "Copilot's \"Please wait -9223372036 seconds before trying again\": a negative wait is no reset (the ladder applies); the collector took it as written" },
  { "vt020", "transient", NULL, "Copilot's \"Claude 3.7 Sonnet is currently experiencing high demand … agent_mode_claude37_limit_exceeded\": the high demand retries (a limit, to the collector; retried either way)" },
  { "vu008", "fatal", NULL, "StepFun's documented 429 paragraph \"… wait a delay and retry; if that does not help, top up (充值) for a higher frequency\": the top-up decides; the rate limit, to the collector" },
  /* earlier texts the table relearnt with rounds vo–vu turned */
  { "qx007", "transient", NULL, "an Arabic \"the content was refused by the source's safety filter; change the request and retry\": relearning the table with rounds vo–vu left it to the default, which retries" },
  { "qy021", "fatal", NULL, "a Polish \"you have no tokens left; you will get new ones automatically on :date\": relearning the table with rounds vo–vu leaned its words fatal" },
  /* rounds vv–wb, measured blind */
  { "vv015", "transient", "none", "OpenCode's Chinese retry line \"Bad Gateway 重试中100秒后 第12次\" (retrying in 100 s, attempt 12): the host's own countdown under five minutes is not read as a reset" },
  { "vv019", "limit", "none", "OpenCode's \"Rate limited. Quick retry in 1s…\": the host's own countdown is not read as a reset" },
  { "vw007", "fatal", NULL, "Goose's 400 \"Model response did not respect the required format. Please consider retrying or using a more straightforward prompt\": the 400 decides; a retry it suggests, to the collector (unsure)" },
  { "vx003", "transient", NULL, "an n8n node's \"Error fetching options from OpenRouter Chat Model\": no row had the words, the default retries (a broken credential, to the collector, unsure)" },
  { "vz018", "transient", NULL, "Replicate's \"CUDA out of memory. Tried to allocate 5.92 GiB …\": a GPU short of memory for a while (gpu-out-of-memory); an input to shrink, to the collector (unsure)" },
  /* earlier texts the table relearnt with rounds vv–wb turned */
  { "qd011", "fatal", NULL, "a bot's \"I was not able to answer your question, because of the following error: <empty message>\": relearning the table with rounds vv–wb leaned its words fatal" },
  { "rg013", "transient", NULL, "LibreChat's Hebrew \"the model {{0}} is not available for {{1}}; choose another\": relearning the table with rounds vv–wb left it to the default, which retries" },
  /* rounds wc–wi, measured blind (short: the search tools' budget ran out) */
  { "wd003", "limit", "none", "a ChatGPT client's \"ChatGPT error 429: … server_error … The server had an error\": the 429 decides (retried either way)" },
  { "wi014", "transient", "none", "LiveKit's \"failed to synthesize speech, retrying in 0.1s\": the host's own countdown is not read as a reset" },
  { "wi015", "transient", "none", "LiveKit's \"failed to connect to livekit, retrying in 0s\": the host's own countdown is not read as a reset" },
  { "wi017", "transient", NULL, "Pipecat's Gemini Live \"received 1007 (invalid frame payload data)\": no row had the words, the default retries (to the collector a bad payload, unsure)" },
  /* rounds wj–wq, measured blind */
  { "wj019", "limit", "none", "an extension's \"Failed to parse Gemini response: [null, …]\": the words lean to a limit; a parser that will fail again, to the collector" },
  { "wl015", "transient", NULL, "LobeChat's Arabic 509 \"the server's bandwidth is exhausted, try again later\": the 5xx retries (a limit to wait out, to the collector, unsure; retried either way)" },
  { "wl018", "transient", NULL, "the same LobeChat 509 message in Spanish (retried either way)" },
  { "wl019", "transient", NULL, "LobeChat's pt-BR 429 \"your request is too frequent and the server is a bit overloaded\": the overload decides (a rate limit, to the collector; retried either way)" },
  { "wl009", "transient", NULL, "LM Studio's Arabic \"failed to load the model\": no row reads it, as تحميل is also \"download\" and a download that timed out says the same (found by a review); the default retries" },
  { "wm009", "transient", NULL, "CLIProxyAPI's \"auth_unavailable: no auth available (providers=codex …)\" as a 500: the 5xx retries, as the corpus labels the message elsewhere (ix016, ou002); a missing credential, to the collector (unsure)" },
  { "wm020", "limit", "none", "a proxy's \"All 1 account(s) rate-limited. Waiting 3s...\": the proxy's own wait is not read as a reset" },
  { "wn022", "transient", NULL, "a Pipecat client's \"ejected … Meeting has ended\": no row had the words, the default retries (a room token expired, to the collector)" },
  { "wo006", "transient", NULL, "Activepieces' \"TypeError: Cannot read properties of undefined (reading 'map')\" with a 500: the 5xx decides over the client's TypeError" },
  /* earlier texts the table relearnt with rounds wj–wq turned */
  { "vd007", "transient", NULL, "a Korean \"this app does not exist or cannot be reached from the current network\": relearning the table with rounds wj–wq left it to the default, which retries" },
  /* rounds wr–wy, measured blind */
  { "wr015", "limit", "none", "OpenHands' \"Wait a few seconds and retry … the provider may be having a wider incident\": the words lean to a limit (a wait either way)" },
  { "wu012", "fatal", NULL, "Modal's \"Runner has been initializing for too long: 300 seconds\": the words lean fatal; a start-up that may pass, to the collector (unsure)" },
  { "wu014", "transient", "none", "a worker's \"502 Bad Gateway … Retrying in 16 seconds...\": the client's own backoff is not read as a reset" },
  { "wu017", "fatal", NULL, "a proxy's 429 \"You are rate-limited Rate-limited or API key is invalid\": the invalid key decides; the 429, to the collector" },
  { "wv004", "transient", NULL, "async-openai's \"JSONDeserialize(Error(\\\"expected value\\\", …))\": no row knows it, the default retries (a response it cannot read, to the collector)" },
  { "wv005", "transient", NULL, "a Swift client's DecodingError \"The given data was not valid JSON\": the unparsable reply retries (a client without streaming, to the collector)" },
  { "wx017", "transient", NULL, "Open WebUI's German \"at most 3 models can download at once; try again later\": the try-later retries (a limit, to the collector; retried either way)" },
  /* earlier texts the table relearnt with rounds wr–wy turned */
  { "jz030", "transient", NULL, "AFFiNE's Italian \"no copilot provider available: {{modelId}}\": relearning the table with rounds wr–wy left it to the default, which retries" },
  /* rounds wz–xe, measured blind */
  { "wz010", "transient", NULL, "ChatLuna's joke-persona Chinese \"you were blacklisted\": no row had the words, the default retries" },
  { "xa004", "fatal", NULL, "Kong's \"failed to run body_filter_by_lua* … curl: (52) Empty reply from server\": the words lean fatal; an empty reply, to the collector (unsure)" },
  { "xb006", "fatal", NULL, "Tencent's aiart \"the generated image failed review, please retry\": the words lean fatal; its own \"retry\", to the collector (unsure)" },
  { "xb009", "limit", "none", "Tencent's \"负载限流\" (throttled under load): the throttle reads as a rate limit; the server shedding load, to the collector (unsure; retried either way)" },
  { "xb020", "limit", "none", "Tencent TMT's \"The free quota for this month is used up … upgrade to a paid account\": the words lean to a limit (the month ends); the upgrade it asks for, to the collector" },
  { "xc001", "transient", "none", "Augment's \"experiencing high system volume … temporarily paused your Agent access … will resume at midnight UTC\": the load decides and \"resume at\" is no reset anchor; a limit to wait out, to the collector (retried either way)" },
  { "xd001", "transient", NULL, "Instructor's \"Max retries exceeded … 1 validation error\": no row had the words, the default retries (the model's answer that fails validation again, to the collector)" },
  { "xd006", "limit", "none", "Guidance's \"We have exceeded the maximum number of calls! 10\": the words lean to a limit; the program's own cap, to the collector" },
  { "xd008", "fatal", NULL, "DSPy's \"AdapterParseError: … failed to parse the LM response\": the words lean fatal; an answer that parses on a retry, to the collector (unsure)" },
  { "xd013", "transient", NULL, "Databricks' template \"An error occurred while compiling the AI function: <statusCode>: <errorMessage>\": no row had the words, the default retries" },
  { "xd016", "limit", "none", "docbrain's \"OpenAI ask returned 429, retrying in 500ms (attempt 1/4)\": the client's own backoff is not read as a reset" },
  { "xe011", "fatal", NULL, "AI Horde's 4xx \"No active worker found to fulfill this request. Please Try again later\": the 4xx decides; workers come back, to the collector (unsure)" },
  { "xe014", "fatal", NULL, "Pollinations' 402 x402 body \"Queue full for IP … 1 requests already queued (max: 1)\": the 402 decides; a queue slot that frees, to the collector" },
  { "xe015", "transient", NULL, "midjourney-proxy's \"队列已满，请稍后尝试\" (the queue is full, try later): the default retries, as the corpus labels the same words (lm528; a limit, to the collector; retried either way)" },
  /* earlier texts the table relearnt with rounds wz–xe turned */
  /* rounds xf–xg, measured blind */
  { "xg019", "limit", "none", "a relay's \"rate_limit_check_failed (request id: …)\": the rate-limit words decide; the relay's own check that failed, to the collector (unsure; retried either way)" },
  /* earlier texts the table relearnt with rounds xf–xg turned */
  { "va003", "limit", "none", "LibreChat's Japanese \"the endpoint's file size limit was exceeded\": relearning the table with rounds xf–xg leaned its words to a limit again" },
  /* rounds xh–yf, measured blind: see docs/classifier.md */
  { "xi017", "transient", NULL, "kilo-code's \"CLI path: \xe2\x80\xa6\": the timeout row decides; fatal, to the collector (unsure)" },
  { "xj019", "transient", NULL, "one-api's \"[ERR] 2024/05/25 - 02:20:27 | 2024052502202733503658994402104 | \xe2\x80\xa6\": the overloaded row decides; limit, to the collector" },
  { "xj021", "transient", NULL, "AI's \"Bad Gateway: Incorrect API Endpoint\": the status-5xx row decides; fatal, to the collector (unsure)" },
  { "xl003", "transient", NULL, "vapi's \"call.in-progress.error-pipeline-no-available-llm-model\": no row knows it and its words do not lean, so the default retries; fatal, to the collector" },
  { "xm005", "transient", NULL, "minimax's \"conn limit\": no row knows it and its words do not lean, so the default retries; limit, to the collector" },
  { "xn006", "limit", NULL, "chathub's \"Sorry, you have reached chat turns limit in this conversation.\": no row knows it; its words lean limit; fatal, to the collector (unsure)" },
  { "xn010", "transient", NULL, "nonebot-plugin-chatgpt-plus's \"\xe8\xaf\xb7\xe6\xb1\x82 ChatGPT \xe6\x9c\x8d\xe5\x8a\xa1\xe5\x99\xa8\xe6\x97\xb6\xe5\x87\xba\xe7\x8e\xb0\xe9\x97\xae\xe9\xa2\x98\xef\xbc\x8c\xe8\xaf\xb7\xe7\xa8\x8d\xe5\x90\x8e\xe5\x86\x8d\xe8\xaf\x95 \xe9\x94\x99\xe8\xaf\xaf\xe4\xbf\xa1\xe6\x81\xaf: KeyError: 'error'\": the try-later row decides; fatal, to the collector (unsure)" },
  { "xn013", "transient", NULL, "bob-plugin-openai-translator's \"\xe6\x8e\xa5\xe5\x8f\xa3\xe6\x9c\xaa\xe8\xbf\x94\xe5\x9b\x9e\xe7\xbb\x93\xe6\x9e\x9c\": no row knows it and its words do not lean, so the default retries; fatal, to the collector (unsure)" },
  { "xn015", "transient", NULL, "chatluna's \"ChatLunaError: \xe4\xbd\xbf\xe7\x94\xa8 ChatLuna \xe6\x97\xb6\xe5\x87\xba\xe7\x8e\xb0\xe9\x94\x99\xe8\xaf\xaf\xef\xbc\x8c\xe9\x94\x99\xe8\xaf\xaf\xe7\xa0\x81\xe4\xb8\xba 103\xe3\x80\x82\xe8\xaf\xb7\xe8\x81\x94\xe7\xb3\xbb\xe5\xbc\x80\xe5\x8f\x91\xe8\x80\x85\xe4\xbb\xa5\xe8\xa7\xa3\xe5\x86\xb3\xe6\xad\xa4\xe9\x97\xae\xe9\xa2\x98\xe3\x80\x82\": no row knows it and its words do not lean, so the default retries; fatal, to the collector (unsure)" },
  { "xo019", "limit", NULL, "github-app's \"Limit reached. Model changed to Auto.\": the usage-limit row decides; transient, to the collector (unsure)" },
  { "xp001", "limit", NULL, "server-sdk-ruby's \"pipeline-error-eleven-labs-system-busy-and-requested-upgrade\": no row knows it; its words lean limit; transient, to the collector" },
  { "xp005", "limit", NULL, "server-sdk-csharp's \"pipeline-error-eleven-labs-quota-exceeded\": no row knows it; its words lean limit; fatal, to the collector (unsure)" },
  { "xp023", "transient", NULL, "hume-api's \"Your audio file was too long. The limit is 5000 milliseconds.\": no row knows it and its words do not lean, so the default retries; fatal, to the collector" },
  { "xq015", "limit", NULL, "zhipu-bigmodel's \"\xe6\x82\xa8\xe7\x9a\x84\xe8\xb4\xa6\xe6\x88\xb7\xe5\xbd\x93\xe5\x89\x8d\xe4\xbd\xbf\xe7\x94\xa8\xe6\xa8\xa1\xe5\xbc\x8f\xe4\xb8\x8d\xe7\xac\xa6\xe5\x90\x88\xe5\x85\xac\xe5\xb9\xb3\xe4\xbd\xbf\xe7\x94\xa8\xe7\xad\x96\xe7\x95\xa5,\xe8\xaf\xb7\xe6\xb1\x82\xe9\xa2\x91\xe7\x8e\x87\xe5\xb7\xb2\xe5\x8f\x97\xe5\x88\xb0\xe9\x99\x90\xe5\x88\xb6\xe3\x80\x82\": the rate-limit row decides; fatal, to the collector (unsure)" },
  { "xr016", "transient", NULL, "gemini-cli's \"Error connecting to MCP server 'task-master-ai': failed to start \xe2\x80\xa6\": the connection row decides; fatal, to the collector (unsure)" },
  { "xr018", "transient", NULL, "opencode's \"ERROR 2025-08-08T16:41:17 +3ms service=default name=MCPClientError \xe2\x80\xa6\": the server-error row decides; fatal, to the collector" },
  { "xs016", "fatal", NULL, "claude-code-router's \"All target providers failed. [upstream|429] Throttling: Request \xe2\x80\xa6\": the status-403 row decides; limit, to the collector (unsure)" },
  { "xt018", "limit", "none", "AstrBot's session limiter pausing \"1.30 seconds\" in Chinese: a pause is not one of the reset phrases, so the ladder applies" },
  { "xt019", "limit", "none", "AstrBot's session limiter \"Processing will pause for 1441.14 seconds\": a pause is not one of the reset phrases, so the ladder applies" },
  { "xt021", "limit", "none", "Telegram's \"Flood control exceeded. Retry in 27 seconds\": a bare \"retry in\" is a host's own countdown (docs/classifier.md), so the ladder applies" },
  { "xu010", "fatal", NULL, "BettaFish's \"\xe7\xa0\x94\xe7\xa9\xb6\xe8\xbf\x87\xe7\xa8\x8b\xe4\xb8\xad\xe5\x8f\x91\xe7\x94\x9f\xe9\x94\x99\xe8\xaf\xaf: Error code: 429 - {'error': {'message': \xe2\x80\xa6\": the credits row decides; limit, to the collector (unsure)" },
  { "xv005", "transient", NULL, "coze-proxy's \"b'{\"code\":700012014, \"msg\": \"We've detected unusual traffic from \xe2\x80\xa6\": the unavailable row decides; fatal, to the collector (unsure)" },
  { "xw008", "transient", NULL, "AstrBot's \"Provider xai/grok-2-image-1212 (ID: xai/grok-2-image-1212) is \xe2\x80\xa6\": the unavailable row decides; fatal, to the collector" },
  { "xw013", "limit", NULL, "kirara-ai's \"\xe7\xb3\x9f\xe7\xb3\x95\xef\xbc\x81\xe5\xbd\x93\xe5\x89\x8d\xe6\x94\xb6\xe5\x88\xb0\xe7\x9a\x84\xe8\xaf\xb7\xe6\xb1\x82\xe5\xa4\xaa\xe5\xa4\x9a\xe4\xba\x86\xef\xbc\x8c\xe6\x88\x91\xe9\x9c\x80\xe8\xa6\x81\xe4\xb8\x80\xe6\xae\xb5\xe6\x97\xb6\xe9\x97\xb4\xe5\x86\xb7\xe9\x9d\x99\xe5\x86\xb7\xe9\x9d\x99\xe3\x80\x82\xe4\xbd\xa0\xe5\x8f\xaf\xe4\xbb\xa5\xe9\x80\x89\xe6\x8b\xa9\xe2\x80\x9c\xe9\x87\x8d\xe7\xbd\xae\xe4\xbc\x9a\xe8\xaf\x9d\xe2\x80\x9d\xef\xbc\x8c\xe6\x88\x96\xe8\x80\x85\xe8\xbf\x87\xe4\xb8\x80\xe4\xbc\x9a\xe5\x84\xbf\xe5\x86\x8d\xe6\x9d\xa5\xe6\x89\xbe\xe6\x88\x91\xef\xbc\x81 \xe9\xa2\x84\xe8\xae\xa1\xe6\x81\xa2\xe5\xa4\x8d\xe6\x97\xb6\xe9\x97\xb4\xef\xbc\x9aServer \xe2\x80\xa6\": the rate-limit row decides; transient, to the collector" },
  { "xw022", "limit", NULL, "kirara-ai's \"requests.exceptions.TooManyRedirects: Exceeded 30 redirects.\": no row knows it; its words lean limit; fatal, to the collector (unsure)" },
  { "xx016", "transient", NULL, "librechat's \"\xd0\x9d\xd0\xb5 \xd0\xb2\xd0\xb8\xd0\xb1\xd1\x80\xd0\xb0\xd0\xbd\xd0\xbe \xd0\xbc\xd0\xbe\xd0\xb4\xd0\xb5\xd0\xbb\xd1\x8c \xd0\xb4\xd0\xbb\xd1\x8f {{0}}. \xd0\x91\xd1\x83\xd0\xb4\xd1\x8c \xd0\xbb\xd0\xb0\xd1\x81\xd0\xba\xd0\xb0, \xd0\xb2\xd0\xb8\xd0\xb1\xd0\xb5\xd1\x80\xd1\x96\xd1\x82\xd1\x8c \xd0\xbc\xd0\xbe\xd0\xb4\xd0\xb5\xd0\xbb\xd1\x8c \xd1\x82\xd0\xb0 \xe2\x80\xa6\": no row knows it and its words do not lean, so the default retries; fatal, to the collector" },
  { "xx020", "transient", NULL, "librechat's \"\xd7\x9c\xd7\x90 \xd7\xa0\xd7\x99\xd7\xaa\xd7\x9f \xd7\x9c\xd7\x94\xd7\xaa\xd7\x97\xd7\x91\xd7\xa8 \xd7\xa2\xd7\x9d \xd7\x94\xd7\x9e\xd7\x99\xd7\x93\xd7\xa2 \xd7\xa9\xd7\xa1\xd7\x95\xd7\xa4\xd7\xa7. \xd7\x90\xd7\xa0\xd7\x90 \xd7\x91\xd7\x93\xd7\x95\xd7\xa7 \xd7\x90\xd7\xaa \xd7\x94\xd7\x90\xd7\x99\xd7\xa9\xd7\x95\xd7\xa8\xd7\x99\xd7\x9d \xd7\xa9\xd7\x9c\xd7\x9a \xd7\x95\xd7\xa0\xd7\xa1\xd7\x94 \xd7\xa9\xd7\x95\xd7\x91.\": no row knows it and its words do not lean, so the default retries; fatal, to the collector" },
  { "xy001", "transient", NULL, "elevenlabs-python's \"websockets.exceptions.ConnectionClosedError: received 1011 \xe2\x80\xa6\": the server-error row decides; fatal, to the collector (unsure)" },
  { "xy010", "fatal", NULL, "azure-docs's \"The request was canceled. Did you update the subscription info? \xe2\x80\xa6\": no row knows it; its words lean fatal; transient, to the collector (unsure)" },
  { "xy015", "transient", "2026-03-10T12:00:01Z", "AssemblyAI's capacity_exceeded row with its \"retry after\" delay: retried after that delay, which the collector left out" },
  { "xy021", "limit", NULL, "cognitive-services-speech-sdk-js's \"The recognizer is using a free subscription that ran out of quota.\": the quota row decides; fatal, to the collector (unsure)" },
  { "xy022", "transient", NULL, "easyVoice's \"Error: WebSocket closed unexpectedly with code 1007: The processed \xe2\x80\xa6\": the connection row decides; fatal, to the collector" },
  { "xz004", "transient", "2026-03-10T12:00:30Z", "Bifrost's buffer_full 503 with retry_after 30: retried after that delay, which the collector left out" },
  { "xz006", "transient", NULL, "opencode's \"server unavailable key=xcode type=local status=failed\": the unavailable row decides; fatal, to the collector (unsure)" },
  { "xz007", "transient", NULL, "opencode's \"WARN server unavailable { key: \"my-server\", type: \"local\", status: \xe2\x80\xa6\": the unavailable row decides; fatal, to the collector (unsure)" },
  { "xz012", "transient", NULL, "obot's \"Streamable HTTP error: Error POSTing to endpoint: frontend \xe2\x80\xa6\": the unavailable row decides; fatal, to the collector" },
  { "ya003", "transient", NULL, "simple-one-api's \"Result: unexpected data format: {\"error\":\"websocket: bad handshake\"}\": no row knows it and its words do not lean, so the default retries; fatal, to the collector (unsure)" },
  { "ya007", "fatal", NULL, "jetbrains-cc-gui's \"API Error: 403 event:error \xe2\x80\xa6\": the status-403 row decides; limit, to the collector" },
  { "ya009", "transient", NULL, "dify's \"App unavailable, please check your app configurations.\": the unavailable row decides; fatal, to the collector" },
  { "yb004", "transient", NULL, "autohandai/code-cli's \"The request was malformed and could not be processed. \xe2\x80\xa6\": the wrapped-connection row decides; fatal, to the collector (unsure)" },
  { "yc006", "transient", NULL, "ai_automation_suggester's \"API validation failed: Cannot connect to host http:80 ssl:default \xe2\x80\xa6\": the timeout row decides; fatal, to the collector (unsure)" },
  { "yc009", "transient", NULL, "ThunderAI's \"Error trying to fetch Ollama models: JSON.parse: unexpected \xe2\x80\xa6\": no row knows it and its words do not lean, so the default retries; fatal, to the collector" },
  { "yc018", "fatal", NULL, "vscode-chatgpt's \"An error occurred. If this issue persists please clear your \xe2\x80\xa6\": no row knows it; its words lean fatal; transient, to the collector (unsure)" },
  { "xq017", "limit", NULL, "MemOS's \"Total API call limit reached\": read as a usage window (a review took back the phrase that gave it up, as a period's total with a reset reads the same); fatal, to the collector (no reset is named)" },
  { "ye005", "transient", NULL, "Retell's call JSON with disconnection_reason \"error_user_not_joined\": no row knows it and its words do not lean, so the default retries; fatal, to the collector (unsure)" },
  /* earlier texts the table relearnt with rounds xh–yf turned */
  { "hz014", "transient", NULL, "librechat's \"\xd0\x92\xd0\xb8\xd0\xba\xd0\xbe\xd1\x80\xd0\xb8\xd1\x81\xd1\x82\xd0\xb0\xd0\xbd\xd0\xbd\xd1\x8f \xd0\xb2\xd0\xb1\xd1\x83\xd0\xb4\xd0\xbe\xd0\xb2\xd0\xb0\xd0\xbd\xd0\xb8\xd1\x85 \xd1\x96\xd0\xbd\xd1\x81\xd1\x82\xd1\x80\xd1\x83\xd0\xbc\xd0\xb5\xd0\xbd\xd1\x82\xd1\x96\xd0\xb2 Google \xd1\x80\xd0\xb0\xd0\xb7\xd0\xbe\xd0\xbc \xd1\x96\xd0\xb7 \xd0\xb7\xd0\xbe\xd0\xb2\xd0\xbd\xd1\x96\xd1\x88\xd0\xbd\xd1\x96\xd0\xbc\xd0\xb8 \xe2\x80\xa6\": relearning the table with rounds xh–yc left it to the default, which retries" },
  { "mr008", "transient", NULL, "flowise's \"Predictions limit exceeded\": relearning the table with rounds xh–yc left it to the default, which retries" },
  { "nr010", "transient", NULL, "newelle's \"error: cannot import name 'Sentinel' from 'typing_extensions' \xe2\x80\xa6\": relearning the table with rounds xh–yc left it to the default, which retries" },
  { "oq009", "transient", NULL, "vision-assistant-pro's \"Translation failed. Check your API Key or Internet.\": relearning the table with rounds xh–yc left it to the default, which retries" },
  { "pm023", "transient", NULL, "molecule's \"A ko tunto olupese AI. So olupese AI ni ak\xe1\xbb\x8dk\xe1\xbb\x8d.\": relearning the table with rounds xh–yc left it to the default, which retries" },
  /* rounds yg–yn, measured blind: see docs/classifier.md */
  { "yh007", "fatal", NULL, "opencode's \"Unauthorized: unauthorised: token expired\": the invalid-api-key row decides; transient, to the collector (unsure)" },
  { "yi021", "transient", NULL, "litellm's \"01:13:33 - LiteLLM Proxy:ERROR: endpoints.py:191 - \xe2\x80\xa6\": the status-5xx row decides; fatal, to the collector (unsure)" },
  { "yl009", "limit", NULL, "chatbox's \"Ge\xc3\xa7" "erli d\xc3\xb6nem kotan\xc4\xb1z t\xc3\xbckendi. Devam etmek i\xc3\xa7in bir \xe2\x80\xa6\": no row knows it; its words lean to a limit; fatal, to the collector (unsure)" },
  { "ym001", "fatal", NULL, "aide's \"The LLM that you're using right now returned a response \xe2\x80\xa6\": no row knows it; its words lean fatal; transient, to the collector (unsure)" },
  { "ym003", "transient", NULL, "ai-sdk's \"Stream error: [Error [AI_InvalidToolArgumentsError]: \xe2\x80\xa6\": the stream row decides; fatal, to the collector (unsure)" },
  { "ym004", "fatal", NULL, "langchain's \"ValueError: Could not parse LLM output: `Based on the \xe2\x80\xa6\": no row knows it; its words lean fatal; transient, to the collector (unsure)" },
  { "ym008", "transient", NULL, "kimi-code's \"Error: [provider.api_error] OpenAI Responses final \xe2\x80\xa6\": the server-error row decides; fatal, to the collector (unsure)" },
  { "ym017", "fatal", NULL, "9router's \"Upstream returned an empty stream \xe2\x80\x94 no content was \xe2\x80\xa6\": the invalid-api-key row decides; transient, to the collector (unsure)" },
  { "ym025", "transient", NULL, "pal-mcp-server's \"CLI 'gemini' execution failed: Failed to parse output from \xe2\x80\xa6\": the empty-response row decides; fatal, to the collector" },
  { "yn003", "transient", NULL, "kilocode's \"Unknown Error: The pending stream has been canceled (caused \xe2\x80\xa6\": the connection row decides; fatal, to the collector (unsure)" },
  { "yn004", "fatal", NULL, "opencode's \"AI_TypeValidationError: Type validation failed: Value: \xe2\x80\xa6\": no row knows it; its words lean fatal; transient, to the collector (unsure)" },
  { "yn020", "transient", NULL, "databricks-sdk-go's \"HTTPError: 500 Server Error: unable to parse response. This \xe2\x80\xa6\": the status-5xx row decides; fatal, to the collector (unsure)" },
  /* earlier texts the table relearnt with rounds yg–yn turned */
  { "ul021", "limit", NULL, "lobe-chat's \"\xe6\x82\xa8\xe7\x9a\x84\xe8\xa8\x82\xe9\x96\xb1\xe9\xa1\x8d\xe5\xba\xa6\xe5\xb7\xb2\xe7\x94\xa8\xe7\x9b\xa1\xef\xbc\x8c\xe7\x84\xa1\xe6\xb3\x95\xe4\xbd\xbf\xe7\x94\xa8\xe8\xa9\xb2\xe5\x8a\x9f\xe8\x83\xbd\xef\xbc\x8c\xe8\xab\x8b\xe5\x8d\x87\xe7\xb4\x9a\xe5\x88\xb0\xe6\x9b\xb4\xe9\xab\x98\xe7\x9a\x84\xe8\xa8\x88\xe5\x8a\x83\xef\xbc\x8c\xe6\x88\x96\xe8\xb3\xbc\xe8\xb2\xb7\xe8\xb3\x87\xe6\xba\x90\xe5\x8c\x85\xe5\xbe\x8c\xe7\xb9\xbc\xe7\xba\x8c\xe4\xbd\xbf\xe7\x94\xa8\": relearning the table with rounds yg–yn leaned its words to a limit" },
  /* rounds yo–yv, measured blind: see docs/classifier.md */
  { "yp004", "limit", NULL, "auggie's \"\xe2\x9a\xa0\xef\xb8\x8f You have run out of usage for account ...\": no row knows it; its words lean to a limit; fatal, to the collector" },
  { "yq015", "transient", NULL, "Antigravity-Manager's \"API Error: 503 {\"error\":{\"message\":\"No available accounts: \xe2\x80\xa6\": the status-5xx row decides; limit, to the collector" },
  { "yq016", "transient", NULL, "Antigravity-Manager's \"503 {\"error\":{\"message\":\"No available accounts: Token pool \xe2\x80\xa6\": the status-5xx row decides; fatal, to the collector (unsure)" },
  { "yq017", "limit", "none", "teamclaude's \"All 3 accounts exhausted. Retry in 60s.\": waited for as a limit; a countdown this short may be the host's own backoff, so it is not read as the reset (docs/classifier.md, \"A host's retry schedule\"); the ladder applies" },
  { "yq019", "limit", NULL, "hermes-agent's \"agent.auxiliary_client: payment error on custom and all \xe2\x80\xa6\": no row knows it; its words lean to a limit; fatal, to the collector" },
  { "yr012", "transient", NULL, "llama.cpp's \"terminate called after throwing an instance of \xe2\x80\xa6\": no row knows it and its words do not lean, so the default retries; fatal, to the collector" },
  { "yr014", "transient", NULL, "ReACT_AI_Agent_for_Cisco_IOS_XE's \"ValueError: Ollama call failed with status code 500. \xe2\x80\xa6\": the status-5xx row decides; fatal, to the collector" },
  { "yr018", "fatal", NULL, "ollama-client's \"Ollama at http://localhost:11434 could not be reached while \xe2\x80\xa6\": no row knows it; its words lean fatal; transient, to the collector (unsure)" },
  { "ys014", "transient", NULL, "open-design's \"Run stopped: the agent repeated a failing Bash call 10x \xe2\x80\xa6\": no row knows it and its words do not lean, so the default retries; fatal, to the collector" },
  { "yu013", "transient", NULL, "qianfan's \"Get service token failed\": no row knows it and its words do not lean, so the default retries; fatal, to the collector (unsure)" },
  /* earlier texts the table relearnt with rounds yo–yv turned */
  { "rh018", "transient", NULL, "firefox's \"A { -smart-window-brand-name } nem tudta el\xc3\xa9rni a \xe2\x80\xa6\": relearning the table with rounds yo–yv left it to the default, which retries" },
  { "ua011", "limit", NULL, "chatgptbox's \"L\xc3\xbctfen \xc3\xb6nce https://claude.ai adresinde oturum a\xc3\xa7\xc4\xb1n ve \xe2\x80\xa6\": relearning the table with rounds yo–yv leaned its words to a limit" },
  { "xo020", "fatal", NULL, "cursor's \"Note: we default stop the agent after 25 tool calls. Please \xe2\x80\xa6\": relearning the table with rounds yo–yv leaned its words to fatal" },
  /* rounds yw–zc, measured blind: see docs/classifier.md */
  { "yw012", "transient", NULL, "openclaw's \"[openclaw] Unhandled promise rejection: Error: Agent \xe2\x80\xa6\": no row knows it and its words do not lean, so the default retries; fatal, to the collector" },
  { "yw014", "transient", NULL, "openclaw's \"Claude CLI ended the turn without a reply (terminal_reason: \xe2\x80\xa6\": no row knows it and its words do not lean, so the default retries; fatal, to the collector" },
  { "yx004", "transient", NULL, "continue's \"{\"messsage\":\"Expecting ',' delimiter: line 1 column 38 \xe2\x80\xa6\": no row knows it and its words do not lean, so the default retries; fatal, to the collector (unsure)" },
  { "yx014", "transient", NULL, "continue's \"500 Missing request extension: Extension of type \xe2\x80\xa6\": the status-5xx row decides; fatal, to the collector" },
  { "yx020", "fatal", NULL, "chatwise's \"OpenRouter (openrouter) provider error: No object \xe2\x80\xa6\": no row knows it; its words lean fatal; transient, to the collector (unsure)" },
  { "yy022", "transient", NULL, "vscode's \"Yapay zeka \xc3\xb6zellikleri \xc5\x9fu anda yaln\xc4\xb1zca g\xc3\xbcvenilir \xc3\xa7" "al\xc4\xb1\xc5\x9fma \xe2\x80\xa6\": no row knows it and its words do not lean, so the default retries; fatal, to the collector" },
  { "yz003", "transient", NULL, "voiceclaw's \"WebSocket closed during setup: 1007\": the connection row decides; fatal, to the collector (unsure)" },
  { "yz008", "fatal", NULL, "assemblyai-node-sdk's \"code: 1008, reason: Unauthorized connection: Incorrect \xe2\x80\xa6\": the invalid-api-key row decides; transient, to the collector (unsure)" },
  { "yz020", "transient", NULL, "nodejs-docs-samples's \"Error: Audio data is being streamed too fast. Please stream \xe2\x80\xa6\": no row knows it and its words do not lean, so the default retries; limit, to the collector" },
  { "za009", "transient", NULL, "new-api's \"{\"error\":{\"code\":\"\",\"message\":\"\xe5\x88\x86\xe7\xbb\x84 default \xe5\xb7\xb2\xe8\xa2\xab\xe5\xbc\x83\xe7\x94\xa8 (request id: \xe2\x80\xa6\": the server-error row decides; fatal, to the collector" },
  { "zb004", "transient", NULL, "lmstudio's \"vk::Queue::submit: ErrorDeviceLost\": no row knows it and its words do not lean, so the default retries; fatal, to the collector (unsure)" },
  { "zb011", "fatal", NULL, "LocalAI's \"Error rpc error: code = Canceled desc = context canceled\": no row knows it; its words lean fatal; transient, to the collector (unsure)" },
  { "zb017", "transient", NULL, "koboldcpp's \"Processing Prompt [BLAS] (512 / 12710 tokens)CUDA error: \xe2\x80\xa6\": the gpu-out-of-memory row decides; fatal, to the collector" },
  { "zc008", "transient", NULL, "goose's \"Ran into this error: Request failed: Stream decode error: \xe2\x80\xa6\": the stream row decides; fatal, to the collector (unsure)" },
  /* earlier texts the table relearnt with rounds yw–zc turned */
  /* rounds zd–ze, measured blind: see docs/classifier.md */
  { "zd011", "limit", NULL, "telnyx-sip's \"| D24 | 403 | Rate per minute exceeds profile maximum | \xe2\x80\xa6\": the token-rate-limit row decides; fatal, to the collector (unsure)" },
  /* earlier texts the table relearnt with rounds zd–ze turned */
  /* rounds zf–zm, measured blind: see docs/classifier.md */
  { "zf006", "transient", NULL, "gemini-business2api's \"All accounts unavailable: 503: No available accounts\": the status-5xx row decides; limit, to the collector (unsure)" },
  { "zf010", "fatal", NULL, "claude-relay-service's \"\xe2\x9d\x8c Failed to refresh token for account ea4*****893b9fb39: \xe2\x80\xa6\": the login-expired row decides; transient, to the collector" },
  { "zg020", "transient", NULL, "pentagi's \"time=\"2026-05-13T11:26:02Z\" level=error msg=\"failed to \xe2\x80\xa6\": the status-5xx row decides; fatal, to the collector (unsure)" },
  { "zj018", "limit", NULL, "cursor's \"\xe3\x83\x97\xe3\x83\xa9\xe3\x83\xb3\xe3\x81\xae\xe5\x88\xb6\xe9\x99\x90\xe3\x81\xab\xe9\x81\x94\xe3\x81\x97\xe3\x81\xbe\xe3\x81\x97\xe3\x81\x9f\xe3\x80\x82\xe3\x82\xa2\xe3\x83\x83\xe3\x83\x97\xe3\x82\xb0\xe3\x83\xac\xe3\x83\xbc\xe3\x83\x89\xe3\x81\x99\xe3\x82\x8b\xe3\x81\x8b\xe3\x80\x81\xe3\x82\xaf\xe3\x83\xac\xe3\x82\xb8\xe3\x83\x83\xe3\x83\x88\xe3\x82\x92\xe8\xbf\xbd\xe5\x8a\xa0\xe3\x81\x97\xe3\x81\xa6\xe3\x81\x8f\xe3\x81\xa0\xe3\x81\x95\xe3\x81\x84\": the usage-limit row decides; fatal, to the collector (unsure)" },
  { "zk003", "fatal", NULL, "windsurf's \"Failed to log in: ConnectError: [permission_denied] api \xe2\x80\xa6\": the permission-denied row decides; transient, to the collector (unsure)" },
  { "zk015", "limit", "2026-03-10T12:00:02Z", "OmniRoute's \"cursor | all 1 active accounts rate limited (reset after \xe2\x80\xa6\": the rate-limit row decides; transient, to the collector (unsure)" },
  { "zk017", "transient", NULL, "cursor's \"Request ID: c00f5f6a-c154-4c7e-8f55-0874fad6c602 \xe2\x80\xa6\": the unavailable row decides; limit, to the collector" },
  { "zl012", "limit", NULL, "claude-code's \"API Error (503 {\"error\":{\"message\":\"{\\\"message\\\":\\\"Model is \xe2\x80\xa6\": the rate-limit row decides; transient, to the collector" },
  /* earlier texts the table relearnt with rounds zf–zm turned */
  { "mj005", "transient", NULL, "elevenlabs conversational-ai python example's \"Error sending user audio chunk: received 1002 (protocol \xe2\x80\xa6\": relearning the table with rounds zf–zm left it to the default, which retries" },
  /* rounds zn–zu, measured blind: see docs/classifier.md */
  { "zp002", "transient", NULL, "vllm's \"ERROR 10-09 02:13:55 client.py:250] RuntimeError('Engine \xe2\x80\xa6\": no row knows it and its words do not lean, so the default retries; fatal, to the collector (unsure)" },
  { "zp003", "transient", NULL, "vllm's \"ERROR 01-16 17:16:49 [core_client.py:605] Engine core proc \xe2\x80\xa6\": no row knows it and its words do not lean, so the default retries; fatal, to the collector" },
  { "zp009", "transient", NULL, "text-generation-inference's \"data:{\"error\":\"Request failed during generation: Server \xe2\x80\xa6\": the server-error row decides; fatal, to the collector" },
  { "zp012", "transient", NULL, "TensorRT-LLM's \"RuntimeError: Executor worker returned error\": no row knows it and its words do not lean, so the default retries; fatal, to the collector" },
  { "zp016", "transient", NULL, "ollama's \"ollama run deepseek-r1:8b-0528-qwen3-q8_0 >>> hello Error: \xe2\x80\xa6\": no row knows it and its words do not lean, so the default retries; fatal, to the collector (unsure)" },
  { "zt009", "transient", NULL, "litellm's \"{\"error\":{\"message\":\"aresponses() missing 1 required \xe2\x80\xa6\": the status-5xx row decides; fatal, to the collector" },
  { "zt010", "transient", NULL, "litellm's \"01:40:37 - LiteLLM Proxy:ERROR: \xe2\x80\xa6\": the status-5xx row decides; fatal, to the collector (unsure)" },
  { "zt018", "transient", NULL, "dify-official-plugins's \"Run failed: Failed to transform agent message: req_id: \xe2\x80\xa6\": no row knows it and its words do not lean, so the default retries; fatal, to the collector (unsure)" },
  { "zt022", "transient", NULL, "generative-ai-use-cases's \"botocore.exceptions.EventStreamError: An error occurred \xe2\x80\xa6\": no row knows it and its words do not lean, so the default retries; fatal, to the collector" },
  { "zt025", "transient", NULL, "opencodex's \"504 Upstream Timeout The upstream provider did not respond \xe2\x80\xa6\": the status-5xx row decides; fatal, to the collector (unsure)" },
  /* earlier texts the table relearnt with rounds zn–zu turned */
  /* rounds zv–zz, measured blind: see docs/classifier.md */
  { "zz005", "transient", NULL, "codex's \"Codex process errored: Codex process is not available\": no row knows it and its words do not lean, so the default retries; fatal, to the collector (unsure)" },
  { "zz013", "transient", NULL, "opencode's \"Error: session.stream: The provider response ended with an \xe2\x80\xa6\": the stream row decides; fatal, to the collector (unsure)" },
  /* rounds aa–ad, measured blind: see docs/classifier.md */
  { "ab020", "transient", NULL, "inkos's \"\xe5\xb0\x8f\xe7\xb1\xb3 MiMo connection test failed. Service: \xe5\xb0\x8f\xe7\xb1\xb3 MiMo Test \xe2\x80\xa6\": the server-error row decides; fatal, to the collector" },
  { "ac013", "transient", NULL, "goose's \"Request failed: error decoding response body \xe2\x94\x82 \xe2\x94\x94 Failed to \xe2\x80\xa6\": the connection row decides; fatal, to the collector (unsure)" },
  /* earlier texts the table relearnt with rounds aa–ad turned */
  { "kh004", "fatal", NULL, "bili-copilot's \"2024/10/07 00:12:28.781|Error|HunYuan | hunyuan-lite \xe2\x80\xa6\": relearning the table with rounds aa–ad leaned its words to fatal" },
  /* rounds ae–al, measured blind: see docs/classifier.md */
  { "af008", "transient", NULL, "kimi-free-api's \"[2024-09-24 20:16:22.917][error][index<1020,28>] \xe2\x80\xa6\": no row knows it and its words do not lean, so the default retries; fatal, to the collector (unsure)" },
  { "ai009", "transient", NULL, "continue's \"Error streaming diff: SyntaxError: Unexpected token '<', \xe2\x80\xa6\": the tool-parse row decides; fatal, to the collector (unsure)" },
  { "aj003", "fatal", NULL, "sub2api's \"OpenAI 403 temporary cooldown (1/3): Access forbidden \xe2\x80\xa6\": the status-403 row decides; transient, to the collector (unsure)" },
  { "ak014", "transient", "2026-03-10T12:00:00Z", "codex-multi-auth's \"{\"code\":\"codex_runtime_rotation_pool_exhausted\",\"reason\":\"no \xe2\x80\xa6\": its retry_after_ms of 0 is read as a retry at once; the collector named no instant (unsure)" },
  { "al001", "fatal", NULL, "sglang-jax's \"[2026-01-05 06:12:41] Decode out of memory. Try to lower \xe2\x80\xa6\": no row knows it; its words lean fatal; transient, to the collector (unsure)" },
  { "al002", "transient", NULL, "ollama's \"Error: an unknown error was encountered while running the \xe2\x80\xa6\": the gpu-out-of-memory row decides; fatal, to the collector" },
  { "al007", "transient", NULL, "llamafile's \"update_slots : failed to decode the batch, n_batch = 1, ret \xe2\x80\xa6\": no row knows it and its words do not lean, so the default retries; fatal, to the collector (unsure)" },
  { "al022", "transient", NULL, "kwaak's \"Failed to handle command: Could not get chat name: http \xe2\x80\xa6\": the connection row decides; fatal, to the collector (unsure)" },
  { "ak005", "transient", NULL, "codex-lb's \"No account selected strategy=usage_weighted sticky=False \xe2\x80\xa6\": the status-5xx row decides; fatal, to the collector (unsure)" },
  { "ak019", "fatal", NULL, "ai-tools-mng's \"No available account in pool\": no row knows it; its words lean fatal; transient, to the collector (unsure)" },
  /* earlier texts the table relearnt with rounds ae–al turned */
  { "kv020", "transient", NULL, "koishi-plugin-chatluna's \"\xe4\xbd\xbf\xe7\x94\xa8 ChatLuna \xe6\x97\xb6\xe5\x87\xba\xe7\x8e\xb0\xe9\x94\x99\xe8\xaf\xaf\xef\xbc\x8c\xe9\x94\x99\xe8\xaf\xaf\xe7\xa0\x81\xe4\xb8\xba 1\xe3\x80\x82\xe8\xaf\xb7\xe8\x81\x94\xe7\xb3\xbb\xe5\xbc\x80\xe5\x8f\x91\xe8\x80\x85\xe4\xbb\xa5\xe8\xa7\xa3\xe5\x86\xb3\xe6\xad\xa4\xe9\x97\xae\xe9\xa2\x98\xe3\x80\x82\": relearning the table with rounds ae–al left it to the default, which retries" },
  /* rounds am–as, measured blind: see docs/classifier.md */
  { "am015", "transient", NULL, "ClaudeBar's \"Gemini Unavailable | HTTP 403\": the unavailable row decides; fatal, to the collector (unsure)" },
  { "an006", "transient", NULL, "opencode-quota's \"Claude: Claude CLI auth detected, but quota was unavailable \xe2\x80\xa6\": the unavailable row decides; limit, to the collector" },
  { "an019", "transient", NULL, "opencode-desktop's \"Error: Sidecar did not become ready within 60000ms: \xe2\x80\xa6\": no row knows it and its words do not lean, so the default retries; fatal, to the collector" },
  { "an020", "transient", NULL, "opencode-desktop's \"Error: Could not connect to server. Is there a server \xe2\x80\xa6\": the connection row decides; fatal, to the collector (unsure)" },
  { "as013", "fatal", NULL, "crush's \"\xc3\x97 Read {\"file_path\":\"SKILL.md\"} ERROR tool not found: read\": the invalid-request row decides; transient, to the collector (unsure)" },
  { "as014", "transient", NULL, "openhands's \"litellm.APIError - 'list' object has no attribute \xe2\x80\xa6\": no row knows it and its words do not lean, so the default retries; fatal, to the collector (unsure)" },
  { "as016", "fatal", NULL, "aider's \"litellm.BadRequestError: OpenrouterException - KeyError: \xe2\x80\xa6\": the invalid-request row decides; transient, to the collector (unsure)" },
  { "as018", "fatal", NULL, "openhands's \"Tool 'str_replace </parameter' not found. Available: \xe2\x80\xa6\": the invalid-request row decides; transient, to the collector (unsure)" },
  { "as019", "fatal", NULL, "openhands's \"Error validating args {} for tool 'think': 1 validation \xe2\x80\xa6\": the invalid-request row decides; transient, to the collector (unsure)" },
  /* earlier texts the table relearnt with rounds am–as turned */
  { "zg021", "transient", NULL, "NoLlama's \"09:10:58 !! [GPU] LLM error: Check 'res.m_status == \xe2\x80\xa6\": relearning the table with rounds am–as left it to the default, which retries" },
  /* rounds at–az, measured blind: see docs/classifier.md */
  { "at008", "limit", NULL, "DeepSeek-Reasonix's \"\xe8\xaf\xb7\xe6\xb1\x82\xe9\x80\x9f\xe7\x8e\x87\xe8\xbe\xbe\xe5\x88\xb0\xe4\xb8\x8a\xe9\x99\x90 (HTTP 429)\xef\xbc\x9a\xe8\xaf\xb7\xe6\xb1\x82\xe8\xbf\x87\xe4\xba\x8e\xe9\xa2\x91\xe7\xb9\x81 (TPM/RPM)\xe3\x80\x82\xe5\xb7\xb2\xe9\x80\x80\xe9\x81\xbf\xe9\x87\x8d\xe8\xaf\x95\xef\xbc\x8c\xe8\xaf\xb7\xe6\x94\xbe\xe6\x85\xa2\xe9\x80\x9f\xe7\x8e\x87\xe6\x88\x96\xe7\xa8\x8d\xe5\x90\x8e\xe5\x86\x8d\xe8\xaf\x95\xe3\x80\x82 \xe2\x80\xa6\": the status-429 row decides; fatal, to the collector (unsure)" },
  { "aw016", "transient", NULL, "claude-agent-sdk-python's \"Exception: Control request timeout: initialize\": the timeout row decides; fatal, to the collector (unsure)" },
  { "aw022", "transient", NULL, "claude-agent-acp's \"Internal error: { \"details\": \"Claude Code process \xe2\x80\xa6\": the server-error row decides; fatal, to the collector (unsure)" },
  { "ax006", "transient", NULL, "windsurf's \"Error acknowledging Cascade edit: ConnectError: [unknown] \xe2\x80\xa6\": no row knows it and its words do not lean, so the default retries; fatal, to the collector (unsure)" },
  { "az005", "transient", NULL, "codex's \"Warning: no last agent message; wrote empty content to \xe2\x80\xa6\": no row knows it and its words do not lean, so the default retries; fatal, to the collector (unsure)" },
  { "az012", "transient", NULL, "claude-desktop's \"Please check for updates and try again. If the issue \xe2\x80\xa6\": no row knows it and its words do not lean, so the default retries; fatal, to the collector" },
  /* earlier texts the table relearnt with rounds at–az turned */
  /* rounds ba–bg, measured blind: see docs/classifier.md */
  { "bb002", "transient", NULL, "claude-squad's \"failed to start new session: timed out waiting for tmux \xe2\x80\xa6\": the timeout row decides; fatal, to the collector (unsure)" },
  { "bb003", "fatal", NULL, "claude-squad's \"ERROR:2025/05/06 22:04:47 tmux.go:135: could not check 'do \xe2\x80\xa6\": no row knows it; its words lean fatal; transient, to the collector (unsure)" },
  { "bb004", "transient", NULL, "vibe-kanban's \"2026-01-03T13:56:40.344857Z ERROR \xe2\x80\xa6\": the server-error row decides; fatal, to the collector (unsure)" },
  { "bb020", "transient", NULL, "codelayer's \"[2025-12-24][00:16:37][humanlayer_wui_lib::daemon][INFO] \xe2\x80\xa6\": no row knows it and its words do not lean, so the default retries; fatal, to the collector (unsure)" },
  { "bb022", "transient", NULL, "vibe-kanban's \"2026-01-03T13:56:40.519538Z WARN \xe2\x80\xa6\": no row knows it and its words do not lean, so the default retries; fatal, to the collector (unsure)" },
  { "bc001", "fatal", NULL, "OmniRoute's \"{\"error\":\"ERROR_OPENAI\",\"details\":{\"title\":\"Unable to reach \xe2\x80\xa6\": the invalid-request row decides; transient, to the collector" },
  { "be006", "transient", NULL, "cherry-studio's \"Eroare de proxy sau certificat SSL, verifica\xc8\x9bi set\xc4\x83rile de \xe2\x80\xa6\": no row knows it and its words do not lean, so the default retries; fatal, to the collector (unsure)" },
  { "bf001", "fatal", NULL, "claude-agent-sdk-typescript's \"{ type: \"result\", subtype: \"error_during_execution\", \xe2\x80\xa6\": no row knows it; relearnt with rounds bx–cd, its words lean fatal (they leaned to a limit with bh–bo); transient, to the collector" },
  { "bf014", "transient", NULL, "claude-agent-sdk-python's \"Cannot write to terminated process (exit code: -9)\": the stream row decides; fatal, to the collector" },
  { "bf018", "transient", NULL, "grok-app's \"Could not connect the agent for this session; edit aborted.\": the connection row decides; fatal, to the collector (unsure)" },
  { "bf019", "transient", NULL, "nanoclaw's \"Spawning container ... agentGroup=\"Ken\" ... Container \xe2\x80\xa6\": no row knows it and its words do not lean, so the default retries; fatal, to the collector (unsure)" },
  { "bd011", "limit", NULL, "lobe-chat's \"Desculpe, o proxy ou roteador n\xc3\xa3o possui um canal \xe2\x80\xa6\": LobeHub's NoAvailableChannel, which a relay also says while its channels only cool down, so no row gives it up (a review's finding); fatal, to the collector (unsure)" },
  /* earlier texts the table relearnt with rounds ba–bg turned */
  { "nj020", "transient", NULL, "chatbot-ui's \"\xe0\xa6\xac\xe0\xa6\xbe\xe0\xa6\xb0\xe0\xa7\x8d\xe0\xa6\xa4\xe0\xa6\xbe\xe0\xa6\xb0 \xe0\xa6\xb8\xe0\xa6\xb0\xe0\xa7\x8d\xe0\xa6\xac\xe0\xa7\x8b\xe0\xa6\x9a\xe0\xa7\x8d\xe0\xa6\x9a \xe0\xa6\xb8\xe0\xa7\x80\xe0\xa6\xae\xe0\xa6\xbe \xe0\xa6\xb9\xe0\xa6\xb2 {{maxLength}} \xe0\xa6\x85\xe0\xa6\x95\xe0\xa7\x8d\xe0\xa6\xb7\xe0\xa6\xb0\xe0\xa7\xb7 \xe0\xa6\x86\xe0\xa6\xaa\xe0\xa6\xa8\xe0\xa6\xbf \xe2\x80\xa6\": relearning the table with rounds ba–bg left it to the default, which retries" },
  { "qf016", "fatal", NULL, "qwen-code's \"A autentica\xc3\xa7\xc3\xa3o Qwen OAuth expirou. Tente novamente.\": relearning the table with rounds ba–bg leaned its words to fatal" },
  { "rq022", "transient", NULL, "open-webui's \"T\xe1\xbb\x91i \xc4\x91" "a 3 m\xc3\xb4 h\xc3\xacnh c\xc3\xb3 th\xe1\xbb\x83 \xc4\x91\xc6\xb0\xe1\xbb\xa3" "c t\xe1\xba\xa3i xu\xe1\xbb\x91ng c\xc3\xb9ng l\xc3\xba" "c. Vui l\xc3\xb2ng \xe2\x80\xa6\": relearning the table with rounds ba–bg left it to the default, which retries" },
  { "uf003", "transient", NULL, "lobechat's \"\xd0\x93\xd1\x80\xd0\xb5\xd1\x88\xd0\xba\xd0\xb0 \xd0\xbf\xd1\x80\xd0\xb8 \xd0\xb0\xd0\xbd\xd0\xb0\xd0\xbb\xd0\xb8\xd0\xb7\xd0\xb8\xd1\x80\xd0\xb0\xd0\xbd\xd0\xb5 \xd0\xbd\xd0\xb0 \xd1\x87\xd0\xb0\xd1\x81\xd1\x82 \xd0\xbe\xd1\x82 \xd1\x81\xd1\x8a\xd0\xbe\xd0\xb1\xd1\x89\xd0\xb5\xd0\xbd\xd0\xb8\xd0\xb5\xd1\x82\xd0\xbe \xd0\xb2 \xd0\xb7\xd0\xb0\xd1\x8f\xd0\xb2\xd0\xba\xd0\xb0\xd1\x82\xd0\xb0 \xd0\xb7\xd0\xb0 \xe2\x80\xa6\": relearning the table with rounds ba–bg left it to the default, which retries" },
  /* rounds bh–bo, measured blind: see docs/classifier.md */
  { "bl004", "transient", NULL, "grok2api_python's \"[2025-02-28 23:56:24] [ERROR] [ChatAPI] Error: \xe8\xaf\xa5\xe6\xa8\xa1\xe5\x9e\x8b\xe6\x97\xa0\xe5\x8f\xaf\xe7\x94\xa8\xe4\xbb\xa4\xe7\x89\x8c\": the status-5xx row decides; limit, to the collector (unsure; retried either way)" },
  { "bl016", "limit", "none", "antigravity-claude-proxy's \"[CloudCode] Quota exhausted for [REDACTED_EMAIL] (1m0s), \xe2\x80\xa6\": the status-429 row decides; the proxy's \"(1m0s)\" beside the account it leaves is not read as a reset; limit at 12:01, to the collector" },
  { "bl018", "transient", NULL, "sub2api's \"no available OpenAI accounts supporting model: gpt-5.4-mini\": the 503 decides, as sub2api says the same while every account for the model is cooling down (jc013); fatal, to the collector" },
  { "bl024", "transient", NULL, "vscode-copilot-chat's \"Sorry, you have been rate-limited. Please wait a moment \xe2\x80\xa6\": the overloaded row decides: \"rate-limited\" beside \"experiencing high demand\" reads as overload, as its French twin ih019 was collected; limit, to the collector (retried either way)" },
  { "bn001", "transient", NULL, "openclaw's \"Error: Prepared direct auth fallback cannot bypass \xe2\x80\xa6\": the unavailable row decides; limit, to the collector (unsure; retried either way)" },
  { "bn003", "transient", NULL, "autohand's \"Rate limit exceeded. Please wait a moment and try again, or \xe2\x80\xa6\": the overloaded row decides: OpenRouter's \"High demand\" beside the route's per-minute cap reads as overload; limit, to the collector (retried either way)" },
  { "bn006", "fatal", NULL, "kimi-code's \"error, status code: 402, message: We're unable to verify \xe2\x80\xa6\": the 402 decides; Kimi Code documents this one as passing; transient, to the collector (unsure)" },
  { "bn007", "limit", NULL, "kimi-code's \"internal: failed to evaluate rate limit script: read tcp \xe2\x80\xa6\": the rate-limit row decides on the name of the script that timed out; transient, to the collector (retried either way)" },
  { "bn016", "limit", NULL, "modelscope-agent's \"Code: 429, status: Throttling.AllocationQuota, message: \xe2\x80\xa6\": the status-429 row decides, as DashScope's free allocation was collected before (hf035); fatal, to this collector (unsure)" },
  { "bo003", "transient", NULL, "chatwise's \"AiHubMix (cus_aihubmix) provider error: \xe2\x80\xa6\": the server-error row decides; fatal, to the collector (unsure)" },
  /* taken back after a review: as a phrase it beat a dropped connection, a 5xx or a 429 beside it */
  { "bk022", "transient", NULL, "cherry-studio's \"\xd0\x9e\xd1\x88\xd0\xb8\xd0\xb1\xd0\xba\xd0\xb0 \xd0\xbf\xd1\x80\xd0\xbe\xd0\xba\xd1\x81\xd0\xb8 \xd0\xb8\xd0\xbb\xd0\xb8 SSL-\xd1\x81\xd0\xb5\xd1\x80\xd1\x82\xd0\xb8\xd1\x84\xd0\xb8\xd0\xba\xd0\xb0\xd1\x82\xd0\xb0, \xe2\x80\xa6\": no row knows it and its words do not lean, so the default retries; fatal, to the collector (unsure)" },
  /* rounds bp–bw, measured blind: see docs/classifier.md */
  { "bs020", "transient", NULL, "copilot-cli's \"Execution failed: 421 421 Misdirected Request\": the misdirected-request row decides; fatal, to the collector (unsure)" },
  { "bt002", "limit", NULL, "lobe-chat's \"\xe6\x8a\xb1\xe6\xad\x89\xef\xbc\x8c\xe4\xbb\xa3\xe7\x90\x86\xe6\x88\x96\xe8\xb7\xaf\xe7\x94\xb1\xe5\x99\xa8\xe6\xb2\x92\xe6\x9c\x89\xe5\x8f\xaf\xe7\x94\xa8\xe7\x9a\x84\xe9\x80\x9a\xe9\x81\x93\xe4\xbe\x86\xe8\x99\x95\xe7\x90\x86\xe6\x89\x80\xe8\xab\x8b\xe6\xb1\x82\xe7\x9a\x84\xe6\xa8\xa1\xe5\x9e\x8b\xe3\x80\x82\xe8\xab\x8b\xe5\x88\x87\xe6\x8f\x9b\xe9\x80\x9a\xe9\x81\x93/\xe9\x87\x91\xe9\x91\xb0\xe9\x85\x8d\xe7\xbd\xae\xe6\x88\x96\xe7\xa8\x8d\xe5\xbe\x8c\xe9\x87\x8d\xe8\xa9\xa6\xe3\x80\x82\": LobeHub's NoAvailableChannel, which a relay also says while its channels only cool down, so no row gives it up (a review's finding); its words lean to a limit; fatal, to the collector (unsure)" },
  { "bt005", "limit", NULL, "lobe-chat's \"\xc3\x9czg\xc3\xbcn\xc3\xbcz, proxy veya y\xc3\xb6nlendiricide istenen model i\xc3\xa7in \xe2\x80\xa6\": LobeHub's NoAvailableChannel, which a relay also says while its channels only cool down, so no row gives it up (a review's finding); its words lean to a limit; fatal, to the collector (unsure)" },
  { "bt010", "transient", NULL, "lobe-chat's \"Sorry, de proxy of router heeft geen beschikbaar kanaal \xe2\x80\xa6\": LobeHub's NoAvailableChannel, which a relay also says while its channels only cool down, so no row gives it up (a review's finding); the default retries; fatal, to the collector (unsure)" },
  { "bu012", "transient", NULL, "anthropic-vertex-sdk's \"error: error:04000077:RSA \xe2\x80\xa6\": no row knows BoringSSL's inconsistent RSA key and its words do not lean, so the default retries; fatal, to the collector" },
  { "bu017", "fatal", NULL, "anthropic-vertex-sdk's \"Failed to acquire Google OAuth credentials.\": no row knows it; its words lean fatal; transient, to the collector (unsure)" },
  { "bv015", "transient", NULL, "cherry-studio's \"Proxy- oder SSL-Zertifikatsfehler, \xc3\xbc" "berpr\xc3\xbc" "fen Sie die \xe2\x80\xa6\": no row knows it and its words do not lean, so the default retries; fatal, to the collector (unsure)" },
  { "bv021", "fatal", NULL, "cherry-studio's \"\xe5\x9b\x9e\xe5\x82\xb3\xe4\xba\x86\xe7\x84\xa1\xe6\x95\x88\xe7\x9a\x84\xe8\xb3\x87\xe6\x96\x99\xe6\xa0\xbc\xe5\xbc\x8f\": no row knows it; its words lean fatal; transient, to the collector (unsure)" },
  /* taken back after a review: "unexpected end of JSON input" is a corrupted settings or credentials file's too,
   * and Go's '"…": EOF' a file's read as much as a request's */
  { "bs006", "fatal", NULL, "grok2api's \"\xe6\xa8\xa1\xe5\x9e\x8b grok-4: unexpected end of JSON input\": no row (a cut-off body and a corrupted file say it alike); its words lean fatal; transient, to the collector (unsure)" },
  { "as006", "fatal", NULL, "crush's \"\xc3\x97 Write ERROR error parsing parameters: unexpected end of \xe2\x80\xa6\": no row (a cut-off body and a corrupted file say it alike); its words lean fatal; transient, to the collector (unsure)" },
  { "ih013", "limit", NULL, "antigravity-cli's \"\xe2\x9a\xa0 Eligibility Check \xe2\x8e\xbf Eligibility check failed: Post \xe2\x80\xa6\": no row (Go's '\"\xe2\x80\xa6\": EOF' is a file's read too); relearnt with rounds bp–bw, its words lean to a limit; transient, to the collector (retried either way)" },
  /* earlier texts the table relearnt with rounds bp–bw turned */
  { "yt013", "transient", NULL, "lobe-chat's \"Der Ollama-Dienst ist nicht verf\xc3\xbcgbar. Bitte \xc3\xbc" "berpr\xc3\xbc" "fen \xe2\x80\xa6\": relearning the table with rounds bp–bw left it to the default, which retries" },
  /* rounds bx–cd, measured blind: see docs/classifier.md */
  { "by006", "fatal", NULL, "dashscope's \"Invalid according to Policy: Policy expired.\": the status-403 row decides; transient, to the collector (unsure)" },
  { "by007", "fatal", NULL, "dashscope's \"Client disconnected before task finished!\": the status-4xx row decides; transient, to the collector (unsure)" },
  { "by013", "fatal", NULL, "dashscope's \"429 Throttling.AllocationQuota / insufficient_quota\": the credits row decides; limit, to the collector" },
  { "ca003", "transient", NULL, "continue's \"Bedrock: no content in assistant message before \xe2\x80\xa6\": the empty-response row decides; fatal, to the collector (unsure)" },
  { "ca005", "fatal", NULL, "new-api's \"InvokeModel: operation error Bedrock Runtime: InvokeModel, \xe2\x80\xa6\": no row knows it; its words lean fatal; transient, to the collector (unsure)" },
  { "cc019", "limit", NULL, "kilocode's \"429 OpenAI completion error: 429 All accounts exhausted. \xe2\x80\xa6\": the rate-limit row decides; fatal, to the collector (unsure)" },
  { "cd016", "transient", NULL, "autohand's \"The CPA service is temporarily unavailable. Please try \xe2\x80\xa6\": the unavailable row decides; fatal, to the collector (unsure)" },
  /* taken back after a review: the wrapper is any SyntaxError the tool's own code throws, not only a model's JSON */
  { "zm013", "fatal", NULL, "openai-agents-js's \"Failed to run function tools: SyntaxError: Expected ':' after \xe2\x80\xa6\": relearning the table with rounds bx–cd leaned its words to fatal; transient, to the collector" },
  /* earlier texts the table relearnt with rounds bx–cd turned */
  { "wm021", "fatal", NULL, "antigravity-claude-proxy's \"[2026-01-08T10:22:24.894Z] [ERROR] [API] Error: Error: No \xe2\x80\xa6\": relearning the table with rounds bx–cd leaned its words to fatal" },
  /* rounds ce–ck, measured blind: see docs/classifier.md */
  { "cg002", "transient", NULL, "openhands's \"Memory error occurred. Please try reducing the workload or \xe2\x80\xa6\": no row knows it and its words do not lean, so the default retries; fatal, to the collector (unsure)" },
  { "cg003", "transient", NULL, "openhands's \"\xe5\x8f\x91\xe7\x94\x9f\xe5\x86\x85\xe5\xad\x98\xe9\x94\x99\xe8\xaf\xaf\xef\xbc\x8c\xe8\xaf\xb7\xe5\xb0\x9d\xe8\xaf\x95\xe5\x87\x8f\xe5\xb0\x91\xe5\xb7\xa5\xe4\xbd\x9c\xe8\xb4\x9f\xe8\xbd\xbd\xe6\x88\x96\xe9\x87\x8d\xe6\x96\xb0\xe5\x90\xaf\xe5\x8a\xa8\": no row knows it and its words do not lean, so the default retries; fatal, to the collector (unsure)" },
  { "cg015", "transient", NULL, "openhands's \"Zu viele Gespr\xc3\xa4" "che auf einmal.\": no row knows it and its words do not lean, so the default retries; limit, to the collector" },
  { "ci013", "fatal", NULL, "hermes-agent's \"key must be a string at line 1 column 338\": no row knows it; its words lean fatal; transient, to the collector (unsure)" },
  { "ci024", "limit", "none", "hermes-agent's \"\xe2\x8f\xb1\xef\xb8\x8f Rate limit reached. Waiting 7s before retry (attempt \xe2\x80\xa6\": the status-429 row decides; Hermes Agent's \"Waiting 7s before retry\" is its own backoff (docs/classifier.md, \"A host's retry schedule\"), not read as the reset; 12:00:07, to the collector (unsure)" },
  { "ck006", "fatal", NULL, "copilot-cli's \"Streamable HTTP error: Error POSTing to endpoint: \xe2\x80\xa6\": the invalid-request row decides on the JSON-RPC error; a remote MCP server that dropped its session, transient, to the collector (unsure)" },
  { "ck011", "transient", NULL, "gemini-cli's \"Failed to authenticate with user code. Failed to \xe2\x80\xa6\": the connection row decides; fatal, to the collector" },
  { "ck016", "transient", NULL, "codex's \"Sign-in could not be completed Token exchange failed: error \xe2\x80\xa6\": the connection row decides; fatal, to the collector (unsure)" },
  /* taken back after a review: as a row it beat a 403 and the expired token, suspension or limit beside it */
  { "ck004", "fatal", NULL, "copilot-cli's \"\xe2\x9c\x97 Session token expired and the request could not be retried. \xe2\x80\xa6\": the token-expired row decides; transient, to the collector (the CLI renews it and asks to resend)" },
  /* earlier texts the table relearnt with rounds ce–ck turned */
  { "zr013", "transient", NULL, "spring-ai's \"org.springframework.web.client.RestClientException: Error \xe2\x80\xa6\": relearning the table with rounds ce–ck left it to the default, which retries" },
  { "bd001", "transient", NULL, "lobe-chat's \"Przepraszamy, proxy lub router nie ma dost\xc4\x99pnego kana\xc5\x82u dla \xe2\x80\xa6\": LobeHub's NoAvailableChannel, which a relay also says while its channels only cool down, so no row gives it up (a review's finding); relearnt with rounds ce–ck, the default retries; fatal, to the collector (unsure)" },
  /* rounds cl–cr, measured blind: see docs/classifier.md */
  { "cp006", "transient", NULL, "vscode's \"Error: (query) Execution failed: Error: Failed to get \xe2\x80\xa6\": the tool-parse row reads a stream parsed as plain JSON as a passing parse error; a client bug every retry repeats, to the collector" },
  { "cq015", "transient", NULL, "codex's \"failed to read thread \xe2\x80\xa6 CRC (os error 23)\": no row knows it and its words do not lean, so the default retries; fatal, to the collector" },
  { "cr007", "limit", "none", "openclaw's \"anthropic:me.com: cooldown (1m) -- Wait for cooldown or \xe2\x80\xa6\": the rate-limit row decides; openclaw doctor's \"(1m)\" is not read as the reset; 12:01, to the collector (unsure)" },
  /* taken back after a review: the thread store says the same before a lock, a busy device or a timeout */
  { "cq004", "transient", NULL, "omnigent's \"RuntimeError: {'code': -32603, 'message': 'failed to read \xe2\x80\xa6\": the server-error row decides, as no row reads Codex's thread store (a review's finding); fatal, to the collector" },
  { "cq005", "transient", NULL, "codex's \"Failed to resume chat failed to read thread: thread-store \xe2\x80\xa6\": the server-error row decides, as no row reads Codex's thread store (a review's finding); fatal, to the collector" },
  { "cq006", "transient", NULL, "codex's \"failed to read thread: thread-store internal error: failed \xe2\x80\xa6\": the server-error row decides, as no row reads Codex's thread store (a review's finding); fatal, to the collector" },
  { "cq007", "transient", NULL, "codex's \"codex_thread_store::local::live_writer ... failed to \xe2\x80\xa6\": the server-error row decides, as no row reads Codex's thread store (a review's finding); fatal, to the collector" },
  { NULL, NULL, NULL, NULL },
};

static void
test_held_out_entry (gconstpointer data)
{
  const CorpusEntry *e = data;
  CarryOnFailure f = failure_init (e->kind, e->status, e->error_type, e->text);
  CarryOnClassification out;
  const char *want = e->expected;
  const char *want_resets_at = e->expected_resets_at;

  f.provider = e->provider;
  classify (&f, e->host, &out);
  g_test_message ("%s: %s, \"%s\", rule %s", e->id, carry_on_verdict_to_string (out.verdict),
                  out.label, out.rule_id);
  for (guint i = 0; held_out_disagreements[i].id != NULL; i++)
    if (g_strcmp0 (held_out_disagreements[i].id, e->id) == 0)
      {
        want = held_out_disagreements[i].actual;
        if (held_out_disagreements[i].actual_resets_at != NULL)
          want_resets_at = g_str_equal (held_out_disagreements[i].actual_resets_at, "none")
                           ? NULL : held_out_disagreements[i].actual_resets_at;
      }
  g_assert_cmpstr (carry_on_verdict_to_string (out.verdict), ==, want);
  /* A give-up has no reset to wait for, whatever the text names. */
  if (g_strcmp0 (want, e->expected) == 0 && want_resets_at != NULL && g_strcmp0 (want, "fatal") != 0)
    {
      g_autofree char *got = NULL;

      g_assert_cmpint (out.resets_at, >=, 0);
      got = format_utc (out.resets_at);
      g_assert_cmpstr (got, ==, want_resets_at);
    }
  else if (g_strcmp0 (want, "fatal") != 0 && want_resets_at == NULL)
    g_assert_cmpint (out.resets_at, ==, -1);
}

/* retry-vs-give-up agreement at least 90 %, the goal (docs/classifier.md) is 97 %: the
 * figure is printed so a change shows */
static void
test_held_out_agreement (gconstpointer data)
{
  const GPtrArray *entries = data;
  guint n_known = 0;

  for (guint i = 0; held_out_disagreements[i].id != NULL; i++)
    {
      gboolean found = FALSE;

      for (guint j = 0; j < entries->len; j++)
        if (g_strcmp0 (((CorpusEntry *) g_ptr_array_index (entries, j))->id, held_out_disagreements[i].id) == 0)
          found = TRUE;
      g_assert_true (found);
      n_known++;
    }
  g_assert_cmpuint (entries->len, >=, 30);
  g_assert_cmpuint (n_known * 100, <=, entries->len * 10);
  g_test_message ("held-out agreement: %u/%u", entries->len - n_known, entries->len);
}

/* The localised messages (tests/corpus/locale-messages.jsonl) only teach
 * the word evidence its vocabulary in other languages: the same message
 * key of a front-end's locale files in each language it ships, labelled
 * by what the message says.  Each line must stand on its own (its locale
 * file's address, the key and the language), and no id may be another
 * corpus's, so a line is never counted twice.  How many the classifier
 * gives their class is printed, not required: most are texts no rule was
 * written for. */
static void
test_locale_messages (void)
{
  g_autoptr(GPtrArray) corpus = load_corpus ();
  g_autoptr(GPtrArray) held = load_corpus_file ("CARRY_ON_HELD_OUT", "held-out.jsonl");
  g_autoptr(GPtrArray) messages = load_corpus_file ("CARRY_ON_LOCALE_MESSAGES", "locale-messages.jsonl");
  g_autoptr(GHashTable) ids = g_hash_table_new (g_str_hash, g_str_equal);
  g_autoptr(GHashTable) langs = g_hash_table_new (g_str_hash, g_str_equal);
  guint agree = 0;

  for (guint i = 0; i < corpus->len; i++)
    g_hash_table_add (ids, ((CorpusEntry *) g_ptr_array_index (corpus, i))->id);
  for (guint i = 0; i < held->len; i++)
    g_hash_table_add (ids, ((CorpusEntry *) g_ptr_array_index (held, i))->id);
  for (guint i = 0; i < messages->len; i++)
    {
      const CorpusEntry *e = g_ptr_array_index (messages, i);
      CarryOnFailure f = failure_init (NULL, e->status, NULL, e->text);
      CarryOnClassification out;

      g_assert_false (g_hash_table_contains (ids, e->id));
      g_hash_table_add (ids, e->id);
      /* its locale file, the key and the language */
      g_assert_true (g_str_has_prefix (e->source, "https://github.com/"));
      g_assert_nonnull (e->key);
      g_assert_nonnull (e->lang);
      g_hash_table_add (langs, e->lang);
      g_assert_true (g_str_equal (e->expected, "transient") || g_str_equal (e->expected, "limit") ||
                     g_str_equal (e->expected, "fatal"));
      classify (&f, NULL, &out);
      agree += g_str_equal (carry_on_verdict_to_string (out.verdict), e->expected);
    }

  g_assert_cmpuint (messages->len, >=, 100);
  g_assert_cmpuint (g_hash_table_size (langs), >=, 10);
  g_test_message ("locale messages: %u/%u given their class, %u languages", agree, messages->len,
                  g_hash_table_size (langs));
}

/* ------------------------------------------------------------------------ */
/* Held-out cases: real wordings from providers' docs and bug reports that  */
/* the rules were not written from (they were written from the corpus and   */
/* the docs' tables); they check the rules generalise.                     */
/* ------------------------------------------------------------------------ */

typedef struct {
  const char *name;
  const char *host;
  const char *kind;
  int         status;
  const char *error_type;
  const char *text;
  const char *expected;
  const char *resets_at;  /* NULL: -1 expected */
} HeldOut;

static const HeldOut held_out[] = {
  /* OpenAI vs Gemini: the same sentence, opposite meaning */
  { "openai-current-quota", "codex", NULL, 429, NULL,
    "You exceeded your current quota, please check your plan and billing details. For more information on this "
    "error, read the docs: https://platform.openai.com/docs/guides/error-codes/api-errors.", "fatal", NULL },
  { "gemini-current-quota", "gemini-cli", NULL, 0, NULL,
    "[API Error: You exceeded your current quota, please check your plan and billing details. For more information "
    "on this error, head to: https://ai.google.dev/gemini-api/docs/rate-limits.]", "limit", NULL },
  { "gemini-current-quota-unknown-host", "my-agent", NULL, 429, NULL,
    "You exceeded your current quota, please check your plan and billing details. For more information on this "
    "error, head to: https://ai.google.dev/gemini-api/docs/rate-limits. Please retry in 19.36s.", "limit",
    "2026-03-10T12:00:20Z" },
  { "litellm-insufficient-quota", "aider", NULL, 0, NULL,
    "litellm.RateLimitError: OpenAIException - Error code: 429 - {'error': {'message': 'You exceeded your current "
    "quota', 'type': 'insufficient_quota', 'param': None, 'code': 'insufficient_quota'}}", "fatal", NULL },
  { "codex-quota-exceeded", "codex", NULL, 0, NULL, "Quota exceeded. Check your plan and billing details.", "fatal", NULL },
  { "dsh-quota-exceeded", "dsh", NULL, 0, NULL, "Quota exceeded", "fatal", NULL },
  { "gemini-quota-exceeded", "gemini-cli", NULL, 0, NULL, "Quota exceeded", "limit", NULL },
  { "gemini-quota-metric", "gemini-cli", NULL, 429, NULL,
    "Quota exceeded for quota metric 'Generate Content API requests per minute' and limit 'GenerateContent request "
    "limit per minute for a region' of service 'generativelanguage.googleapis.com'", "limit", NULL },
  { "vertex-resource-exhausted", "claude-code", NULL, 0, NULL,
    "429 Resource exhausted. Please try again later. Please refer to "
    "https://cloud.google.com/vertex-ai/generative-ai/docs/error-code-429 for more details.", "limit", NULL },
  /* context */
  { "openai-context-length", "codex", NULL, 400, "invalid_request_error",
    "This model's maximum context length is 128000 tokens. However, your messages resulted in 130512 tokens. "
    "Please reduce the length of the messages.", "fatal", NULL },
  { "bedrock-input-too-long", "claude-code", NULL, 0, NULL,
    "ValidationException: Input is too long for requested model.", "fatal", NULL },
  { "openai-request-too-large", "codex", NULL, 429, NULL,
    "Request too large for gpt-4o in organization org-abc on tokens per min (TPM): Limit 30000, Requested 45000. "
    "The input or output tokens must be reduced in order to run successfully.", "fatal", NULL },
  { "anthropic-413", "claude-code", NULL, 413, "request_too_large",
    "Request exceeds the maximum allowed number of bytes.", "fatal", NULL },
  { "litellm-context-window", "aider", NULL, 0, NULL,
    "litellm.ContextWindowExceededError: AnthropicException - prompt is too long", "fatal", NULL },
  { "max-tokens-over-limit", "claude-code", NULL, 0, NULL,
    "max_tokens: 64000 > 32000, which is the maximum allowed number of output tokens for claude-x", "fatal", NULL },
  /* network, servers */
  { "econnreset", "claude-code", NULL, 0, NULL,
    "API Error: Connection dropped (ECONNRESET). Check the gateway set in ANTHROPIC_BASE_URL, then try again.",
    "transient", NULL },
  { "socket-hang-up", "cline", NULL, 0, NULL, "Error: socket hang up", "transient", NULL },
  { "nginx-503", "opencode", NULL, 0, NULL,
    "<html><head><title>503 Service Unavailable</title></head><body><center><h1>503 Service Unavailable</h1>"
    "</center></body></html>", "transient", NULL },
  { "gateway-timeout", "opencode", NULL, 0, NULL, "504 Gateway Timeout", "transient", NULL },
  { "openai-server-error", "codex", NULL, 0, NULL,
    "The server had an error while processing your request. Sorry about that!", "transient", NULL },
  { "envoy-reset", "claude-code", NULL, 0, NULL,
    "upstream connect error or disconnect/reset before headers. reset reason: connection termination",
    "transient", NULL },
  { "undici-terminated", "claude-code", NULL, 0, NULL, "TypeError: terminated", "transient", NULL },
  { "dns", "claude-code", NULL, 0, NULL, "getaddrinfo ENOTFOUND api.anthropic.com", "transient", NULL },
  { "codex-stream-retry", "codex", NULL, 0, NULL,
    "stream error: stream disconnected before completion: error sending request for url "
    "(https://chatgpt.com/backend-api/codex/responses); retrying 1/5 in 190ms…", "transient", NULL },
  { "codex-500", "codex", NULL, 0, NULL, "stream error: unexpected status 500 Internal Server Error", "transient", NULL },
  { "litellm-disconnected", "aider", NULL, 0, NULL,
    "litellm.APIConnectionError: AnthropicException - Server disconnected without sending a response.",
    "transient", NULL },
  { "vertex-unavailable", "gemini-cli", NULL, 0, NULL,
    "{\"error\":{\"code\":503,\"message\":\"The service is currently unavailable.\",\"status\":\"UNAVAILABLE\"}}",
    "transient", NULL },
  { "bedrock-unavailable", "claude-code", NULL, 0, "ServiceUnavailableException",
    "Bedrock is unable to process your request.", "transient", NULL },
  { "engine-overloaded", "kimi-cli", NULL, 0, NULL,
    "The engine is currently overloaded, please try again later", "transient", NULL },
  /* limits */
  { "claude-limit-paris", "claude-code", NULL, 0, NULL,
    "You've hit your limit · resets 3pm (Europe/Paris)", "limit", "2026-03-10T14:00:00Z" },
  { "codex-usage-limit", "codex", NULL, 0, NULL,
    "You've hit your usage limit. Try again in 3 hours 12 minutes.", "limit", "2026-03-10T15:12:00Z" },
  { "openai-tpm", "codex", NULL, 0, NULL,
    "Rate limit reached for gpt-4o in organization org-abc on tokens per min (TPM): Limit 30000, Used 29000, "
    "Requested 2000. Please try again in 2.02s.", "limit", "2026-03-10T12:00:03Z" },
  { "too-many-requests", "opencode", NULL, 0, NULL, "Error: 429 Too Many Requests", "limit", NULL },
  { "openrouter-upstream", "opencode", NULL, 429, NULL,
    "{\"error\":{\"message\":\"Provider returned error\",\"code\":429,\"metadata\":{\"raw\":\"google/gemini-2.5-pro "
    "is temporarily rate-limited upstream. Please retry shortly.\"}}}", "limit", NULL },
  { "bedrock-throttling", "claude-code", NULL, 0, NULL,
    "ThrottlingException: Too many requests, please wait before trying again.", "limit", NULL },
  { "codex-retry-limit", "codex", NULL, 0, NULL,
    "exceeded retry limit, last status: 429 Too Many Requests", "limit", NULL },
  { "anthropic-workspace-limit", "claude-code", NULL, 400, "invalid_request_error",
    "You have reached your specified workspace API usage limits. You will regain access on 2026-04-01 at 00:00 UTC.",
    "limit", "2026-04-01T00:00:00Z" },
  /* billing, auth, model, policy */
  { "openrouter-402", "opencode", NULL, 0, NULL,
    "{\"error\":{\"message\":\"This request requires more credits, or fewer max_tokens. You requested up to 32000 "
    "tokens, but can only afford 8123.\",\"code\":402}}", "fatal", NULL },
  { "deepseek-balance", "dsh", NULL, 402, NULL, "Insufficient Balance", "fatal", NULL },
  { "deepseek-balance-zh", "dsh", NULL, 0, NULL, "\xe4\xbd\x99\xe9\xa2\x9d\xe4\xb8\x8d\xe8\xb6\xb3", "fatal", NULL },
  { "credit-balance", "claude-code", NULL, 0, NULL, "Credit balance is too low", "fatal", NULL },
  { "anthropic-invalid-x-api-key", "claude-code", NULL, 401, NULL,
    "{\"type\":\"error\",\"error\":{\"type\":\"authentication_error\",\"message\":\"invalid x-api-key\"}}", "fatal", NULL },
  { "openai-incorrect-key", "codex", NULL, 0, NULL,
    "Error code: 401 - Incorrect API key provided: sk-proj-****abcd.", "fatal", NULL },
  { "gemini-api-key", "gemini-cli", NULL, 400, "INVALID_ARGUMENT",
    "API key not valid. Please pass a valid API key.", "fatal", NULL },
  { "oauth-revoked", "claude-code", NULL, 0, NULL, "OAuth token revoked · Please run /login", "fatal", NULL },
  { "bearer-missing", "codex", NULL, 0, NULL,
    "unexpected status 401 Unauthorized: Missing bearer or basic authentication in header", "fatal", NULL },
  { "permission", "claude-code", NULL, 403, "permission_error",
    "Your API key does not have permission to use the specified resource.", "fatal", NULL },
  { "org-disabled", "claude-code", NULL, 0, NULL, "This organization has been disabled.", "fatal", NULL },
  { "org-verify", "codex", NULL, 0, NULL, "Your organization must be verified to stream this model.", "fatal", NULL },
  { "openai-model-missing", "codex", NULL, 0, NULL,
    "The model `gpt-5-turbo` does not exist or you do not have access to it.", "fatal", NULL },
  { "gemini-model-missing", "gemini-cli", NULL, 0, NULL,
    "models/gemini-1.0-pro is not found for API version v1beta, or is not supported for generateContent.",
    "fatal", NULL },
  { "region", "gemini-cli", NULL, 0, NULL, "User location is not supported for the API use.", "fatal", NULL },
  { "litellm-not-found", "aider", NULL, 0, NULL,
    "litellm.NotFoundError: AnthropicException - {\"type\":\"error\",\"error\":{\"type\":\"not_found_error\","
    "\"message\":\"model: claude-9\"}}", "fatal", NULL },
};

static void
test_held_out (gconstpointer data)
{
  const HeldOut *h = data;
  CarryOnFailure f = failure_init (h->kind, h->status, h->error_type, h->text);
  CarryOnClassification out;

  classify (&f, h->host, &out);
  g_test_message ("%s: %s, \"%s\", rule %s", h->name, carry_on_verdict_to_string (out.verdict),
                  out.label, out.rule_id);
  g_assert_cmpstr (carry_on_verdict_to_string (out.verdict), ==, h->expected);
  if (h->resets_at != NULL)
    {
      g_autofree char *got = NULL;

      g_assert_cmpint (out.resets_at, >=, 0);
      got = format_utc (out.resets_at);
      g_assert_cmpstr (got, ==, h->resets_at);
    }
  else
    g_assert_cmpint (out.resets_at, ==, -1);
}

/* ------------------------------------------------------------------------ */
/* Structured fields                                                        */
/* ------------------------------------------------------------------------ */

/* Claude Code's 13 StopFailure kinds, with a text that says nothing */
static void
test_kind_claude_code (void)
{
  static const struct { const char *kind; const char *verdict; } kinds[] = {
    { "authentication_failed", "fatal" }, { "oauth_org_not_allowed", "fatal" },
    { "account_on_hold", "fatal" }, { "verification_required", "fatal" },
    { "billing_error", "fatal" }, { "rate_limit", "limit" }, { "overloaded", "transient" },
    { "invalid_request", "fatal" }, { "model_not_found", "fatal" }, { "server_error", "transient" },
    { "unknown", "transient" }, { "max_output_tokens", "fatal" }, { "cloud_credential_error", "fatal" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (kinds); i++)
    {
      CarryOnFailure f = failure_init (kinds[i].kind, 0, NULL, "API Error");
      CarryOnClassification out;

      classify (&f, "claude-code", &out);
      g_test_message ("%s → %s (%s)", kinds[i].kind, carry_on_verdict_to_string (out.verdict), out.rule_id);
      g_assert_cmpstr (carry_on_verdict_to_string (out.verdict), ==, kinds[i].verdict);
    }
}

/* Claude Code reports a 529 as server_error, not overloaded */
static void
test_kind_claude_code_529 (void)
{
  CarryOnFailure f = failure_init ("server_error", 0, NULL,
                                   "API Error: 529 Overloaded. This is a server-side issue, usually temporary — "
                                   "try again in a moment. If it persists, check your inference gateway (127.0.0.1:18531).");
  CarryOnClassification out;

  classify (&f, "claude-code", &out);
  g_assert_cmpint (out.verdict, ==, CARRY_ON_VERDICT_TRANSIENT);
  g_assert_cmpstr (out.rule_id, ==, "cc-kind-server-error");
  g_assert_cmpstr (out.label, ==, "server overloaded");  /* the text's more specific label */
  g_assert_cmpint (out.resets_at, ==, -1);
}

/* "unknown" says nothing: the text decides */
static void
test_kind_unknown_defers (void)
{
  CarryOnFailure f = failure_init ("unknown", 0, NULL, "Invalid API key · Please run /login");
  CarryOnClassification out;

  classify (&f, "claude-code", &out);
  g_assert_cmpint (out.verdict, ==, CARRY_ON_VERDICT_FATAL);
  g_assert_cmpstr (out.rule_id, ==, "invalid-api-key");

  f = failure_init ("SOMETHING_NEW", 0, NULL, "You've hit your limit · resets 3pm (Europe/Paris)");
  classify (&f, "claude-code", &out);
  g_assert_cmpint (out.verdict, ==, CARRY_ON_VERDICT_LIMIT);
}

/* Structured kinds win over text */
static void
test_kind_wins_over_text (void)
{
  CarryOnFailure f = failure_init ("rate_limit", 0, NULL, "Invalid API key");
  CarryOnClassification out;

  classify (&f, "claude-code", &out);
  g_assert_cmpint (out.verdict, ==, CARRY_ON_VERDICT_LIMIT);
  g_assert_cmpstr (out.rule_id, ==, "kind-rate-limit");

  f = failure_init ("server_error", 0, NULL, "Claude usage limit reached. Your limit will reset at 5pm.");
  classify (&f, "claude-code", &out);
  g_assert_cmpint (out.verdict, ==, CARRY_ON_VERDICT_TRANSIENT);

  f = failure_init ("billing_error", 429, "rate_limit_error", "Rate limited");
  classify (&f, "claude-code", &out);
  g_assert_cmpint (out.verdict, ==, CARRY_ON_VERDICT_FATAL);
  g_assert_cmpint (out.resets_at, ==, -1);
}

/* DSH LlmFailure codes: QUOTA/AUTH never retried, RATE_LIMIT
 * honours retry-after, the transport family is transient */
static void
test_kind_dsh (void)
{
  static const struct { const char *code; int status; const char *message; const char *verdict; } codes[] = {
    { "QUOTA", 402, "Insufficient Balance", "fatal" },
    { "QUOTA", 429, "quota exceeded", "fatal" },
    { "AUTH", 401, "Authentication Fails", "fatal" },
    { "RATE_LIMIT", 429, "Rate limit reached for requests", "limit" },
    { "SERVER", 503, "Service is too busy", "transient" },
    { "SERVER", 500, "Internal Server Error", "transient" },
    { "EMPTY_RESPONSE", 0, "model returned a completed response with no content", "transient" },
    { "TRANSPORT", 0, "DeepSeek API request to http://127.0.0.1:18611 failed", "transient" },
    { "STREAM_CLOSED", 0, "SSE stream ended without [DONE]", "transient" },
    { "TIMEOUT", 0, "DeepSeek stream idle timeout after 2000ms", "transient" },
    { "INVALID_REQUEST", 400, "bad request", "fatal" },
    { "CONTEXT_WINDOW_EXCEEDED", 400, "context too long", "fatal" },
    { "MISSING_CREDENTIAL", 0, "no key", "fatal" },
    { "INVALID_CREDENTIAL", 0, "bad key", "fatal" },
    { "MALFORMED_RESPONSE", 0, "bad json", "transient" },
    { "HTTP_402", 0, "Payment Required", "fatal" },
    { "HTTP_503", 0, "Service Unavailable", "transient" },
    { "HTTP_418", 0, "I'm a teapot", "fatal" },
    { "UNKNOWN", 0, "Error: socket hang up", "transient" },
    { "UNKNOWN", 0, "Error: Insufficient Balance", "fatal" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (codes); i++)
    {
      CarryOnFailure f = failure_init (codes[i].code, codes[i].status, NULL, codes[i].message);
      CarryOnClassification out;

      classify (&f, "dsh", &out);
      g_test_message ("%s %d → %s (%s)", codes[i].code, codes[i].status,
                      carry_on_verdict_to_string (out.verdict), out.rule_id);
      g_assert_cmpstr (carry_on_verdict_to_string (out.verdict), ==, codes[i].verdict);
    }
}

/* DSH RATE_LIMIT with providerRetryAfterMs: resume right after it */
static void
test_dsh_retry_after (void)
{
  g_autoptr(GDateTime) now = test_now ();
  CarryOnFailure f = failure_init ("RATE_LIMIT", 429, NULL, "Rate limit reached for requests");
  CarryOnClassification out;

  f.retry_after_ms = 1000;
  classify (&f, "dsh", &out);
  g_assert_cmpint (out.verdict, ==, CARRY_ON_VERDICT_LIMIT);
  g_assert_cmpint (out.resets_at, ==, g_date_time_to_unix (now) + 1);

  f.retry_after_ms = 1500;  /* rounded up */
  classify (&f, "dsh", &out);
  g_assert_cmpint (out.resets_at, ==, 1773144000 + 2);
}

/* HTTP status and API error type: structured, refined by strong text */
static void
test_status (void)
{
  static const struct {
    int status; const char *type; const char *host; const char *text; const char *verdict; const char *rule;
  } cases[] = {
    { 429, NULL, "claude-code", "", "limit", "status-429" },
    { 429, NULL, "codex", "credit balance is too low", "fatal", "credits" },        /* a 429 can be billing */
    { 429, "rate_limit_error", "pi", "The engine is currently overloaded, please try again later",
      "transient", "overloaded" },
    { 400, NULL, "gemini-cli", "The model is overloaded. Please try again later.", "transient", "overloaded" },
    { 400, "invalid_request_error", "claude-code", "messages.1: unexpected role", "fatal", "type-invalid-request-error" },
    { 401, NULL, "claude-code", "The engine is overloaded", "fatal", "status-401" },  /* FINAL */
    { 402, NULL, "opencode", "rate limit", "fatal", "status-402" },
    { 503, NULL, "claude-code", "", "transient", "status-5xx" },
    { 529, NULL, "claude-code", "", "transient", "status-529" },
    { 408, NULL, "claude-code", "", "transient", "status-408" },
    { 404, NULL, "claude-code", "", "fatal", "status-404" },
    { 0, "overloaded_error", "claude-code", "", "transient", "type-overloaded-error" },
    { 0, "RESOURCE_EXHAUSTED", "gemini-cli", "", "limit", "type-resource-exhausted" },
    { 0, "insufficient_quota", "codex", "rate limit", "fatal", "type-insufficient-quota" },
    /* the error type wins over the status */
    { 500, "rate_limit_error", "claude-code", "", "limit", "type-rate-limit-error" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      CarryOnFailure f = failure_init (NULL, cases[i].status, cases[i].type, cases[i].text);
      CarryOnClassification out;

      classify (&f, cases[i].host, &out);
      g_test_message ("%d %s \"%s\" → %s (%s)", cases[i].status, cases[i].type, cases[i].text,
                      carry_on_verdict_to_string (out.verdict), out.rule_id);
      g_assert_cmpstr (carry_on_verdict_to_string (out.verdict), ==, cases[i].verdict);
      g_assert_cmpstr (out.rule_id, ==, cases[i].rule);
    }
}

/* ------------------------------------------------------------------------ */
/* Traps                                                                    */
/* ------------------------------------------------------------------------ */

/* A status number anywhere but behind its anchor is never read */
static void
test_trap_bare_number (void)
{
  static const char *texts[] = {
    "Tool failed: cannot read /srv/logs/429/out.txt",
    "Processed 529 files, wrote 401 lines, skipped 402 tests",
    "Task 403 of 500 done; exit code 1",
    "request id req_429_529_503 failed",
  };

  for (guint i = 0; i < G_N_ELEMENTS (texts); i++)
    {
      CarryOnFailure f = failure_init (NULL, 0, NULL, texts[i]);
      CarryOnClassification out;

      classify (&f, "claude-code", &out);
      g_test_message ("\"%s\" → %s", texts[i], out.rule_id);
      g_assert_cmpstr (out.rule_id, ==, "default");
      g_assert_cmpint (out.verdict, ==, CARRY_ON_VERDICT_TRANSIENT);
      g_assert_cmpint (out.resets_at, ==, -1);
    }

  /* while the anchored forms are read */
  {
    CarryOnFailure f = failure_init (NULL, 0, NULL, "API Error: Request rejected (429)");
    CarryOnClassification out;

    classify (&f, "claude-code", &out);
    g_assert_cmpstr (out.rule_id, ==, "status-429");

    f = failure_init (NULL, 0, NULL, "API Error: 401 {\"message\":\"nope\"}");
    classify (&f, "claude-code", &out);
    g_assert_cmpstr (out.rule_id, ==, "status-401");
  }
}

/* The provider hint: from the host kind, the endpoint, or the text */
static void
test_trap_provider_hint (void)
{
  const char *text = "You exceeded your current quota, please check your plan and billing details.";
  CarryOnFailure f = failure_init (NULL, 0, NULL, text);
  CarryOnClassification out;

  classify (&f, "kimi-cli", &out);
  g_assert_cmpint (out.verdict, ==, CARRY_ON_VERDICT_FATAL);
  classify (&f, "gemini-cli", &out);
  g_assert_cmpint (out.verdict, ==, CARRY_ON_VERDICT_LIMIT);

  /* the endpoint wins over the host kind (a Gemini model behind a router) */
  f.provider = (char *) "generativelanguage.googleapis.com";
  classify (&f, "claude-code", &out);
  g_assert_cmpint (out.verdict, ==, CARRY_ON_VERDICT_LIMIT);
  f.provider = (char *) "api.openai.com";
  classify (&f, "gemini-cli", &out);
  g_assert_cmpint (out.verdict, ==, CARRY_ON_VERDICT_FATAL);
}

/* ------------------------------------------------------------------------ */
/* User texts, causes, resets                                               */
/* ------------------------------------------------------------------------ */

static void
test_extra_transient (void)
{
  g_autoptr(CarryOnClassifier) classifier = carry_on_classifier_new ();
  g_autoptr(GDateTime) now = test_now ();
  const char *extra[] = { "FooBar   Glitch", "", NULL };
  char *causes[] = { (char *) "inner: fetch wrapper", (char *) "deepest: upstream said foobar glitch #7", NULL };
  CarryOnFailure f = failure_init ("AUTH", 401, NULL, "Invalid API key");
  CarryOnClassification out;

  /* without the user's text: fatal */
  carry_on_classifier_classify (classifier, &f, "dsh", now, NULL, &out);
  g_assert_cmpint (out.verdict, ==, CARRY_ON_VERDICT_FATAL);

  /* matched case-insensitively in a nested cause */
  f.causes = causes;
  carry_on_classifier_set_extra_transient (classifier, extra);
  carry_on_classifier_classify (classifier, &f, "dsh", now, NULL, &out);
  g_assert_cmpint (out.verdict, ==, CARRY_ON_VERDICT_TRANSIENT);
  g_assert_cmpstr (out.rule_id, ==, "user-extra-transient");

  /* in the message itself */
  f.causes = NULL;
  f.message = (char *) "FOOBAR GLITCH in the message";
  carry_on_classifier_classify (classifier, &f, "dsh", now, NULL, &out);
  g_assert_cmpstr (out.rule_id, ==, "user-extra-transient");

  /* not when absent */
  f.message = (char *) "Invalid API key";
  carry_on_classifier_classify (classifier, &f, "dsh", now, NULL, &out);
  g_assert_cmpint (out.verdict, ==, CARRY_ON_VERDICT_FATAL);

  /* cleared */
  f.causes = causes;
  carry_on_classifier_set_extra_transient (classifier, NULL);
  carry_on_classifier_classify (classifier, &f, "dsh", now, NULL, &out);
  g_assert_cmpint (out.verdict, ==, CARRY_ON_VERDICT_FATAL);
}

/* The user's texts also match the failure's own code (kind) and a nested
 * cause's code, as DSH's own "error codes" setting did (a cause's code
 * travels in its text, "ECONNRESET: read failed") */
static void
test_extra_transient_codes (void)
{
  g_autoptr(CarryOnClassifier) classifier = carry_on_classifier_new ();
  g_autoptr(GDateTime) now = test_now ();
  const char *extra[] = { "invalid_credential", "EPROTO", NULL };
  char *causes[] = { (char *) "EPROTO: write EPROTO 1C0A:error:0A00010B:SSL routines", NULL };
  CarryOnFailure f = failure_init ("INVALID_CREDENTIAL", 401, NULL, "Request failed");
  CarryOnClassification out;

  carry_on_classifier_classify (classifier, &f, "dsh", now, NULL, &out);
  g_assert_cmpint (out.verdict, ==, CARRY_ON_VERDICT_FATAL);

  carry_on_classifier_set_extra_transient (classifier, extra);
  carry_on_classifier_classify (classifier, &f, "dsh", now, NULL, &out);
  g_assert_cmpint (out.verdict, ==, CARRY_ON_VERDICT_TRANSIENT);
  g_assert_cmpstr (out.rule_id, ==, "user-extra-transient");

  /* a code in a nested cause */
  f = failure_init ("AUTH", 0, NULL, "Request failed");
  f.causes = causes;
  carry_on_classifier_classify (classifier, &f, "dsh", now, NULL, &out);
  g_assert_cmpstr (out.rule_id, ==, "user-extra-transient");

  /* not when neither the kind nor a cause has it */
  f.causes = NULL;
  carry_on_classifier_classify (classifier, &f, "dsh", now, NULL, &out);
  g_assert_cmpint (out.verdict, ==, CARRY_ON_VERDICT_FATAL);
}

/* The user's texts are plain text: the rows' phrase operators ('<', '>',
 * '~', '^', '@') are characters like any other in them */
static void
test_extra_transient_literal (void)
{
  g_autoptr(CarryOnClassifier) classifier = carry_on_classifier_new ();
  g_autoptr(GDateTime) now = test_now ();
  const char *extra[] = { "proxy@corp says", "<gw>", "x^2 limit", NULL };
  static const struct { const char *text; gboolean user; } cases[] = {
    { "Invalid API key (proxy@corp says no)", TRUE },
    { "Invalid API key (proxy/anything says no)", FALSE },  /* '@' is no command here */
    { "Invalid API key from <gw>", TRUE },
    { "Invalid API key from gw", FALSE },
    { "Invalid API key: x^2 limit", TRUE },
    { "Invalid API key: x 2 limit", FALSE },
    { "Invalid API key (proxy@corp\nsays no)", TRUE },       /* a line break for a space */
  };

  carry_on_classifier_set_extra_transient (classifier, extra);
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      CarryOnFailure f = failure_init (NULL, 401, NULL, cases[i].text);
      CarryOnClassification out;

      carry_on_classifier_classify (classifier, &f, "dsh", now, NULL, &out);
      g_test_message ("\"%s\": %s", cases[i].text, out.rule_id);
      g_assert_cmpint (g_str_equal (out.rule_id, "user-extra-transient"), ==, cases[i].user);
    }
}

/* A denied phrase does not count: "(not your usage limit)" */
static void
test_negation (void)
{
  static const struct { const char *text; CarryOnVerdict verdict; } cases[] = {
    { "API Error: Server is temporarily limiting requests (not your usage limit) · Rate limited", CARRY_ON_VERDICT_TRANSIENT },
    { "This is not a rate limit: the connection was reset", CARRY_ON_VERDICT_TRANSIENT },
    { "You've hit your usage limit", CARRY_ON_VERDICT_LIMIT },
    { "The model does not exist or you do not have access to it", CARRY_ON_VERDICT_FATAL },
    { "Credit balance isn't too low; the request is not valid: bad request", CARRY_ON_VERDICT_FATAL },
    /* the same denial in the languages that put it before what it denies */
    { "Это не лимит использования: сервер перегружен, попробуйте позже", CARRY_ON_VERDICT_TRANSIENT },
    { "Dies ist kein Nutzungslimit, der Server ist \xc3\xbc" "berlastet", CARRY_ON_VERDICT_TRANSIENT },
    { "Das ist nicht das Nutzungslimit: der Server ist \xc3\xbc" "berlastet", CARRY_ON_VERDICT_TRANSIENT },
    { "Ce n\xe2\x80\x99" "est pas une limite d\xe2\x80\x99utilisation : le serveur est surcharg\xc3\xa9", CARRY_ON_VERDICT_TRANSIENT },
    { "Esto no es un l\xc3\xadmite de uso: el servidor est\xc3\xa1 sobrecargado", CARRY_ON_VERDICT_TRANSIENT },
    { "Isso n\xc3\xa3o \xc3\xa9 um limite de uso: o servidor est\xc3\xa1 sobrecarregado", CARRY_ON_VERDICT_TRANSIENT },
    { "\xe8\xbf\x99\xe4\xb8\x8d\xe6\x98\xaf\xe7\x94\xa8\xe9\x87\x8f\xe4\xb8\x8a\xe9\x99\x90\xef\xbc\x8c\xe6\x9c\x8d\xe5\x8a\xa1\xe5\x99\xa8\xe8\xbf\x87\xe8\xbd\xbd",  /* 这不是用量上限，服务器过载 */
      CARRY_ON_VERDICT_TRANSIENT },
    /* pl "nie" before its copula, el "δεν" (and its copula), cs "není", he "לא", th ไม่ใช่ written together */
    { "To nie jest limit u\xc5\xbcycia, a b\xc5\x82\xc4\x85" "d po\xc5\x82\xc4\x85" "czenia", CARRY_ON_VERDICT_TRANSIENT },
    { "\xce\x94\xce\xb5\xce\xbd \xce\xb5\xce\xaf\xce\xbd\xce\xb1\xce\xb9 \xcf\x85\xcf\x80\xce\xb5\xcf\x81\xce\xb2\xce\xbf\xce\xbb\xce\xb9\xce\xba\xce\xae \xcf\x83\xcf\x85\xcf\x87\xce\xbd\xcf\x8c\xcf\x84\xce\xb7\xcf\x84\xce\xb1 "
      "\xce\xb1\xce\xb9\xcf\x84\xce\xb7\xce\xbc\xce\xac\xcf\x84\xcf\x89\xce\xbd: \xce\xb7 \xcf\x83\xcf\x8d\xce\xbd\xce\xb4\xce\xb5\xcf\x83\xce\xb7 \xce\xb1\xcf\x80\xce\xad\xcf\x84\xcf\x85\xcf\x87\xce\xb5",  /* Δεν είναι υπερβολική συχνότητα αιτημάτων: η σύνδεση απέτυχε */
      CARRY_ON_VERDICT_TRANSIENT },
    { "Toto nen\xc3\xad p\xc5\x99\xc3\xadli\xc5\xa1 mnoho po\xc5\xbe" "adavk\xc5\xaf; p\xc5\x99ipojen\xc3\xad selhalo", CARRY_ON_VERDICT_TRANSIENT },  /* Toto není příliš mnoho požadavků; připojení selhalo */
    { "\xd7\x9c\xd7\x90 \xd7\x94\xd7\x92\xd7\xa2\xd7\xaa \xd7\x9c\xd7\x9e\xd7\x92\xd7\x91\xd7\x9c\xd7\xaa \xd7\x94\xd7\xa6'\xd7\x90\xd7\x98 \xd7\xa9\xd7\x9c \xd7\x94\xd7\x99\xd7\x95\xd7\x9d: "
      "\xd7\x90\xd7\x99\xd7\x9f \xd7\x97\xd7\x99\xd7\x91\xd7\x95\xd7\xa8 \xd7\x9c\xd7\x90\xd7\x99\xd7\xa0\xd7\x98\xd7\xa8\xd7\xa0\xd7\x98",  /* לא הגעת למגבלת הצ'אט של היום: אין חיבור לאינטרנט */
      CARRY_ON_VERDICT_TRANSIENT },
    { "\xe0\xb8\x99\xe0\xb8\xb5\xe0\xb9\x88\xe0\xb9\x84\xe0\xb8\xa1\xe0\xb9\x88\xe0\xb9\x83\xe0\xb8\x8a\xe0\xb9\x88\xe0\xb8\x84\xe0\xb8\xb3\xe0\xb8\x82\xe0\xb8\xad\xe0\xb8\xa1\xe0\xb8\xb2\xe0\xb8\x81\xe0\xb9\x80\xe0\xb8\x81\xe0\xb8\xb4\xe0\xb8\x99\xe0\xb9\x84\xe0\xb8\x9b "
      "\xe0\xb8\x82\xe0\xb9\x89\xe0\xb8\xad\xe0\xb8\x9c\xe0\xb8\xb4\xe0\xb8\x94\xe0\xb8\x9e\xe0\xb8\xa5\xe0\xb8\xb2\xe0\xb8\x94\xe0\xb8\x81\xe0\xb8\xb2\xe0\xb8\xa3\xe0\xb9\x80\xe0\xb8\x8a\xe0\xb8\xb7\xe0\xb9\x88\xe0\xb8\xad\xe0\xb8\xa1\xe0\xb8\x95\xe0\xb9\x88\xe0\xb8\xad",  /* นี่ไม่ใช่คำขอมากเกินไป ข้อผิดพลาดการเชื่อมต่อ */
      CARRY_ON_VERDICT_TRANSIENT },
    /* pl "nie był", th ไม่ได้ (found by a review) */
    { "To nie by\xc5\x82 limit u\xc5\xbcycia, tylko b\xc5\x82\xc4\x85" "d po\xc5\x82\xc4\x85" "czenia.", CARRY_ON_VERDICT_TRANSIENT },
    { "\xe0\xb9\x84\xe0\xb8\xa1\xe0\xb9\x88\xe0\xb9\x84\xe0\xb8\x94\xe0\xb9\x89\xe0\xb9\x80\xe0\xb8\x81\xe0\xb8\xb4\xe0\xb8\x99\xe0\xb8\x82\xe0\xb8\xb5\xe0\xb8\x94\xe0\xb8\x88\xe0\xb8\xb3\xe0\xb8\x81\xe0\xb8\xb1\xe0\xb8\x94\xe0\xb8\xad\xe0\xb8\xb1\xe0\xb8\x95\xe0\xb8\xa3\xe0\xb8\xb2 \xe0\xb9\x81\xe0\xb8\x95\xe0\xb9\x88\xe0\xb9\x80\xe0\xb8\x81\xe0\xb8\xb4\xe0\xb8\x94\xe0\xb8\x82\xe0\xb9\x89\xe0\xb8\xad\xe0\xb8\x9c\xe0\xb8\xb4\xe0\xb8\x94\xe0\xb8\x9e\xe0\xb8\xa5\xe0\xb8\xb2\xe0\xb8\x94\xe0\xb8\x81\xe0\xb8\xb2\xe0\xb8\xa3\xe0\xb9\x80\xe0\xb8\x8a\xe0\xb8\xb7\xe0\xb9\x88\xe0\xb8\xad\xe0\xb8\xa1\xe0\xb8\x95\xe0\xb9\x88\xe0\xb8\xad", CARRY_ON_VERDICT_TRANSIENT },
    /* denied, and nothing else decides: the words of the denied phrase do not make it a limit */
    { "\xe8\xbf\x99\xe4\xb8\x8d\xe6\x98\xaf\xe7\x94\xa8\xe9\x87\x8f\xe4\xb8\x8a\xe9\x99\x90", CARRY_ON_VERDICT_TRANSIENT },  /* 这不是用量上限 */
    /* not denials: a bare "no" before a noun, "non-" in a word, the limit itself */
    { "Sie haben Ihr Nutzungslimit erreicht", CARRY_ON_VERDICT_LIMIT },
    { "Has alcanzado tu l\xc3\xadmite de uso", CARRY_ON_VERDICT_LIMIT },
    { "No quota left: you have reached your usage limit", CARRY_ON_VERDICT_LIMIT },
    /* the same phrases undenied */
    { "\xce\x97 \xcf\x85\xcf\x80\xce\xb5\xcf\x81\xce\xb2\xce\xbf\xce\xbb\xce\xb9\xce\xba\xce\xae \xcf\x83\xcf\x85\xcf\x87\xce\xbd\xcf\x8c\xcf\x84\xce\xb7\xcf\x84\xce\xb1 \xce\xb1\xce\xb9\xcf\x84\xce\xb7\xce\xbc\xce\xac\xcf\x84\xcf\x89\xce\xbd",  /* Η υπερβολική συχνότητα αιτημάτων */
      CARRY_ON_VERDICT_LIMIT },
    { "P\xc5\x99\xc3\xadli\xc5\xa1 mnoho po\xc5\xbe" "adavk\xc5\xaf", CARRY_ON_VERDICT_LIMIT },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      CarryOnFailure f = failure_init (NULL, 0, NULL, cases[i].text);
      CarryOnClassification out;

      classify (&f, NULL, &out);
      g_test_message ("%s -> %s (%s)", cases[i].text, carry_on_verdict_to_string (out.verdict), out.rule_id);
      g_assert_cmpint (out.verdict, ==, cases[i].verdict);
    }
}

/* Provider awareness: the provider chooses vocabularies, codes and the
 * zone of a reset printed without one */
static void
test_provider_awareness (void)
{
  CarryOnClassification out;
  CarryOnFailure f;
  g_autofree char *got = NULL;

  /* Z.ai prints Beijing time without saying so */
  f = failure_init (NULL, 429, NULL, "Weekly/Monthly Limit Exhausted. Your limit will reset at 2026-04-23 18:33:48");
  f.provider = (char *) "api.z.ai";
  classify (&f, NULL, &out);
  g_assert_cmpint (out.verdict, ==, CARRY_ON_VERDICT_LIMIT);
  got = format_utc (out.resets_at);
  g_assert_cmpstr (got, ==, "2026-04-23T10:33:48Z");
  g_clear_pointer (&got, g_free);

  /* the same text with no provider named: its wording is Z.ai's own, so
   * Beijing still (a relay or an agent drops the provider) */
  f.provider = NULL;
  classify (&f, "my-agent", &out);
  got = format_utc (out.resets_at);
  g_assert_cmpstr (got, ==, "2026-04-23T10:33:48Z");
  g_clear_pointer (&got, g_free);

  /* a reset in other words from elsewhere: the local zone (Europe/Paris, CEST) */
  f = failure_init (NULL, 429, NULL, "Monthly limit exhausted. Your limit will reset at 2026-04-23 18:33:48");
  classify (&f, "my-agent", &out);
  got = format_utc (out.resets_at);
  g_assert_cmpstr (got, ==, "2026-04-23T16:33:48Z");
  g_clear_pointer (&got, g_free);

  /* Google's RESOURCE_EXHAUSTED with OpenAI's billing words and a retry
   * delay, its address dropped by a relay: Gemini's quota, waited for */
  f = failure_init (NULL, 429, NULL, "{\"error\":{\"code\":429,\"message\":\"You exceeded your current quota, please check your plan and billing details. Please retry in 52.3s.\",\"status\":\"RESOURCE_EXHAUSTED\"}}");
  classify (&f, NULL, &out);
  g_assert_cmpint (out.verdict, ==, CARRY_ON_VERDICT_LIMIT);
  got = format_utc (out.resets_at);
  g_assert_cmpstr (got, ==, "2026-03-10T12:00:53Z");
  g_clear_pointer (&got, g_free);
  /* and OpenAI's own, without it, still billing */
  f = failure_init (NULL, 429, NULL, "You exceeded your current quota, please check your plan and billing details.");
  classify (&f, NULL, &out);
  g_assert_cmpint (out.verdict, ==, CARRY_ON_VERDICT_FATAL);

  /* Z.ai business codes beat the 429 around them */
  f = failure_init (NULL, 429, NULL, "{\"error\":{\"code\":\"1113\",\"message\":\"x\"}}");
  f.provider = (char *) "open.bigmodel.cn";
  classify (&f, NULL, &out);
  g_assert_cmpint (out.verdict, ==, CARRY_ON_VERDICT_FATAL);
  g_assert_cmpstr (out.rule_id, ==, "zai-1113");
  f.message = (char *) "{\"error\":{\"code\":\"1312\",\"message\":\"x\"}}";
  classify (&f, NULL, &out);
  g_assert_cmpint (out.verdict, ==, CARRY_ON_VERDICT_TRANSIENT);
  /* …and mean nothing from another provider */
  f.provider = (char *) "api.openai.com";
  classify (&f, NULL, &out);
  g_assert_cmpstr (out.rule_id, ==, "status-429");
  /* the code may come as the error type */
  f = failure_init (NULL, 429, "1309", "plan");
  f.provider = (char *) "zai";
  classify (&f, NULL, &out);
  g_assert_cmpstr (out.rule_id, ==, "zai-1309");

  /* DashScope's TPM throttle reuses OpenAI's insufficient_quota */
  f = failure_init (NULL, 429, "insufficient_quota", "You exceeded your current quota, please check your plan and billing details.");
  f.provider = (char *) "dashscope.aliyuncs.com";
  classify (&f, NULL, &out);
  g_assert_cmpint (out.verdict, ==, CARRY_ON_VERDICT_LIMIT);
  f.provider = (char *) "api.openai.com";
  classify (&f, NULL, &out);
  g_assert_cmpint (out.verdict, ==, CARRY_ON_VERDICT_FATAL);
}

/* OpenRouter's machine-readable reasons in the body beat the status around
 * them (https://openrouter.ai/docs/use-cases/limits,
 * https://openrouter.ai/docs/api/reference/errors-and-debugging), and only
 * for OpenRouter */
static void
test_openrouter_body_codes (void)
{
  CarryOnClassification out;
  CarryOnFailure f;

  /* a full in-flight budget is a short wait, not an empty balance */
  f = failure_init (NULL, 402, NULL,
                    "{\"error\":{\"code\":402,\"message\":\"x\",\"metadata\":{\"reason\":\"in_flight_budget_exhausted\","
                    "\"limit_source\":\"openrouter_in_flight_budget\"}}}");
  f.provider = (char *) "openrouter.ai";
  classify (&f, "opencode", &out);
  g_assert_cmpint (out.verdict, ==, CARRY_ON_VERDICT_TRANSIENT);
  g_assert_cmpstr (out.rule_id, ==, "openrouter-in-flight-budget");

  /* one request larger than the whole budget never fits */
  f.message = (char *) "{\"error\":{\"code\":402,\"message\":\"x\",\"metadata\":{\"reason\": \"weight_exceeds_budget\","
                       "\"limit_source\": \"openrouter_credits\"}}}";
  classify (&f, "opencode", &out);
  g_assert_cmpint (out.verdict, ==, CARRY_ON_VERDICT_FATAL);
  g_assert_cmpstr (out.rule_id, ==, "openrouter-weight-exceeds-budget");

  /* a plain 402 stays payment required */
  f.message = (char *) "{\"error\":{\"code\":402,\"message\":\"Insufficient credits\"}}";
  classify (&f, "opencode", &out);
  g_assert_cmpint (out.verdict, ==, CARRY_ON_VERDICT_FATAL);

  /* the same reason from another provider means nothing */
  f = failure_init (NULL, 402, NULL, "{\"error\":{\"metadata\":{\"reason\":\"in_flight_budget_exhausted\"}}}");
  f.provider = (char *) "api.anthropic.com";
  classify (&f, NULL, &out);
  g_assert_cmpint (out.verdict, ==, CARRY_ON_VERDICT_FATAL);
  g_assert_cmpstr (out.rule_id, ==, "status-402");

  /* the Responses skin says "server_error"; error_type says what it is */
  f = failure_init (NULL, 0, NULL, "{\"status\":\"failed\",\"error\":{\"code\":\"server_error\",\"message\":\"x\"},"
                    "\"error_type\":\"authentication\"}");
  f.provider = (char *) "openrouter.ai";
  classify (&f, NULL, &out);
  g_assert_cmpint (out.verdict, ==, CARRY_ON_VERDICT_FATAL);
  g_assert_cmpstr (out.rule_id, ==, "openrouter-authentication");

  /* a typed overload mid-stream (HTTP 200 already sent); the family may
   * come from the text */
  f = failure_init (NULL, 0, NULL, "data: {\"error\":{\"code\":503,\"message\":\"x (see https://openrouter.ai/docs)\","
                    "\"metadata\":{\"error_type\":\"provider_overloaded\"}}}");
  classify (&f, NULL, &out);
  g_assert_cmpint (out.verdict, ==, CARRY_ON_VERDICT_TRANSIENT);
  g_assert_cmpstr (out.rule_id, ==, "openrouter-provider-overloaded");
}

/* Chinese client wordings (LobeChat, Cherry Studio, one-api / new-api
 * relays) that replace the provider's English */
static void
test_chinese_clients (void)
{
  static const struct {
    const char     *text;
    CarryOnVerdict  verdict;
  } cases[] = {
    { "\xe8\xaf\xb7\xe6\xb1\x82\xe9\x80\x9f\xe7\x8e\x87\xe8\xb6\x85\xe8\xbf\x87\xe9\x99\x90\xe5\x88\xb6\xef\xbc\x8c"
      "\xe8\xaf\xb7\xe7\xa8\x8d\xe5\x90\x8e\xe5\x86\x8d\xe8\xaf\x95", CARRY_ON_VERDICT_LIMIT },         /* 请求速率超过限制，请稍后再试 */
    { "\xe5\xbe\x88\xe6\x8a\xb1\xe6\xad\x89\xef\xbc\x8c\xe6\x82\xa8\xe7\x9a\x84\xe8\xaf\xb7\xe6\xb1\x82\xe5\xa4\xaa"
      "\xe5\xa4\x9a", CARRY_ON_VERDICT_LIMIT },                                                        /* 很抱歉，您的请求太多 */
    { "\xe9\x9c\x80\xe8\xa6\x81\xe6\x94\xaf\xe4\xbb\x98\xe3\x80\x82\xe8\xb4\xa6\xe6\x88\xb7\xe4\xbd\x99\xe9\xa2\x9d"
      "\xe6\x88\x96\xe9\xa2\x9d\xe5\xba\xa6\xe5\xb7\xb2\xe7\x94\xa8\xe5\xae\x8c\xef\xbc\x8c\xe8\xaf\xb7\xe5\x88\xb0"
      "\xe6\x9c\x8d\xe5\x8a\xa1\xe5\x95\x86\xe7\xbd\x91\xe7\xab\x99\xe5\x85\x85\xe5\x80\xbc", CARRY_ON_VERDICT_FATAL },
                                                       /* 需要支付。账户余额或额度已用完，请到服务商网站充值: billing, not a window */
    { "\xe8\xba\xab\xe4\xbb\xbd\xe9\xaa\x8c\xe8\xaf\x81\xe5\xa4\xb1\xe8\xb4\xa5\xef\xbc\x8c\xe8\xaf\xb7\xe6\xa3\x80"
      "\xe6\x9f\xa5 API \xe5\xaf\x86\xe9\x92\xa5\xe6\x98\xaf\xe5\x90\xa6\xe6\xad\xa3\xe7\xa1\xae", CARRY_ON_VERDICT_FATAL },
                                                       /* 身份验证失败，请检查 API 密钥是否正确 */
    { "\xe7\xa6\x81\xe6\xad\xa2\xe8\xae\xbf\xe9\x97\xae", CARRY_ON_VERDICT_FATAL },                /* 禁止访问 */
    { "\xe8\xaf\xa5\xe4\xbb\xa4\xe7\x89\x8c\xe5\xb7\xb2\xe8\xbf\x87\xe6\x9c\x9f", CARRY_ON_VERDICT_FATAL },  /* 该令牌已过期 */
    { "\xe8\xaf\xa5\xe4\xbb\xa4\xe7\x89\x8c\xe9\xa2\x9d\xe5\xba\xa6\xe5\xb7\xb2\xe7\x94\xa8\xe5\xb0\xbd", CARRY_ON_VERDICT_FATAL },
                                                       /* 该令牌额度已用尽 */
    { "\xe6\x9c\x8d\xe5\x8a\xa1\xe4\xb8\x8d\xe5\x8f\xaf\xe7\x94\xa8\xef\xbc\x8c\xe8\xaf\xb7\xe7\xa8\x8d\xe5\x90\x8e"
      "\xe5\x86\x8d\xe8\xaf\x95", CARRY_ON_VERDICT_TRANSIENT },                                     /* 服务不可用，请稍后再试 */
    { "\xe7\xbd\x91\xe5\x85\xb3\xe8\xb6\x85\xe6\x97\xb6", CARRY_ON_VERDICT_TRANSIENT },            /* 网关超时 */
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      CarryOnClassification out;
      CarryOnFailure f = failure_init (NULL, 0, NULL, cases[i].text);

      classify (&f, NULL, &out);
      g_test_message ("case %u: %s (rule %s)", i, carry_on_verdict_to_string (out.verdict), out.rule_id);
      g_assert_cmpint (out.verdict, ==, cases[i].verdict);
      g_assert_cmpstr (out.rule_id, !=, "default");
    }
}

/* Extra usage or a spend cap: a limit to wait out when a reset is named,
 * a give-up when none is */
static void
test_reset_waits (void)
{
  CarryOnClassification out;
  CarryOnFailure f;
  g_autofree char *got = NULL;

  f = failure_init (NULL, 0, NULL, "You're out of extra usage · resets 9pm");
  classify (&f, "claude-code", &out);
  g_assert_cmpint (out.verdict, ==, CARRY_ON_VERDICT_LIMIT);
  g_assert_cmpstr (out.rule_id, ==, "extra-usage");
  got = format_utc (out.resets_at);
  g_assert_cmpstr (got, ==, "2026-03-10T20:00:00Z");

  f = failure_init (NULL, 0, NULL, "You're out of extra usage. Add more at claude.ai/settings/usage and keep going.");
  classify (&f, "claude-code", &out);
  g_assert_cmpint (out.verdict, ==, CARRY_ON_VERDICT_FATAL);
  g_assert_cmpint (out.resets_at, ==, -1);

  /* a structured reset counts too */
  f.resets_at = 1773180000;
  classify (&f, "claude-code", &out);
  g_assert_cmpint (out.verdict, ==, CARRY_ON_VERDICT_LIMIT);
  g_assert_cmpint (out.resets_at, ==, 1773180000);

  /* a monthly spend limit with its reset */
  f = failure_init (NULL, 0, NULL, "You've hit your monthly spend limit · resets Apr 1, 12am (UTC)");
  classify (&f, "claude-code", &out);
  g_assert_cmpint (out.verdict, ==, CARRY_ON_VERDICT_LIMIT);
}

/* TLS: an untrusted certificate is configuration (fatal), a cut handshake
 * is the network (transient) */
static void
test_tls (void)
{
  CarryOnClassification out;
  CarryOnFailure f;

  f = failure_init (NULL, 0, NULL, "request to https://api.deepseek.com/v1/chat/completions failed, reason: self signed certificate in certificate chain");
  classify (&f, NULL, &out);
  g_assert_cmpint (out.verdict, ==, CARRY_ON_VERDICT_FATAL);
  g_assert_cmpstr (out.rule_id, ==, "tls-certificate");

  f = failure_init ("TRANSPORT", 0, NULL, "fetch failed");
  classify (&f, "dsh", &out);
  g_assert_cmpint (out.verdict, ==, CARRY_ON_VERDICT_TRANSIENT);

  f = failure_init (NULL, 0, NULL, "Client network socket disconnected before secure TLS connection was established");
  classify (&f, NULL, &out);
  g_assert_cmpint (out.verdict, ==, CARRY_ON_VERDICT_TRANSIENT);
  g_assert_cmpstr (out.rule_id, ==, "connection");
}

/* A FINAL status written in the text wins over softer wording */
static void
test_written_final_status (void)
{
  CarryOnClassification out;
  CarryOnFailure f = failure_init (NULL, 0, NULL, "[warning] [fetchCompletions] Response status was 402: quota exceeded");

  classify (&f, NULL, &out);
  g_assert_cmpint (out.verdict, ==, CARRY_ON_VERDICT_FATAL);
  g_assert_cmpstr (out.rule_id, ==, "status-402");

  f.message = (char *) "Upstream provider OPENROUTER returned HTTP 402.\nCategory: api_error";
  classify (&f, NULL, &out);
  g_assert_cmpstr (out.rule_id, ==, "status-402");

  /* a version or a time is not a status */
  f.message = (char *) "status 402.5 of the build; rate limit";
  classify (&f, NULL, &out);
  g_assert_cmpint (out.verdict, ==, CARRY_ON_VERDICT_LIMIT);
}

/* An inner status beats the wrapper's: a relay's or an SDK's 500 around
 * the provider's own 4xx is that 4xx; a gateway's 4xx around the
 * provider's 5xx is transient; a google.rpc name in the body is the most
 * specific of all; a FINAL outer status still decides (docs/classifier.md,
 * "An inner status beats the wrapper's"). */
static void
test_inner_status (void)
{
  static const struct {
    const char    *text;
    int            status;
    CarryOnVerdict verdict;
    const char    *rule;
  } cases[] = {
    { "Error code: 500 - {'error': 'status 400: {\"error\": {\"code\": 400, \"message\": \"Request is malformed.\", "
      "\"status\": \"INVALID_ARGUMENT\"}}'}", 0, CARRY_ON_VERDICT_FATAL, "type-invalid-argument" },
    /* the numeric inner status alone, no rpc name */
    { "Error code: 500 - {'error': 'status 400: {\"error\": {\"code\": 400, \"message\": \"bad field\"}}'}",
      0, CARRY_ON_VERDICT_FATAL, "status-4xx" },
    { "Error code: 500 - {'error': 'status 429: {\"error\": {\"code\": 429, \"status\": \"RESOURCE_EXHAUSTED\"}}'}",
      0, CARRY_ON_VERDICT_LIMIT, NULL },
    { "Error code: 502 - {\"error\": {\"code\": 401, \"message\": \"key rejected\", \"status\": \"UNAUTHENTICATED\"}}",
      0, CARRY_ON_VERDICT_FATAL, "type-unauthenticated" },
    /* an inner 5xx inside an outer 4xx: the provider's server failed */
    { "API Error: 400 {\"error\":{\"code\":503,\"message\":\"The model is busy\",\"status\":\"UNAVAILABLE\"}}",
      0, CARRY_ON_VERDICT_TRANSIENT, NULL },
    { "API Error: 400 {\"error\":{\"code\":500,\"message\":\"Internal error encountered.\"}}",
      0, CARRY_ON_VERDICT_TRANSIENT, "status-5xx" },
    /* a structured 500 whose body is the provider's INVALID_ARGUMENT */
    { "{\"error\":{\"code\":400,\"message\":\"bad field\",\"status\":\"INVALID_ARGUMENT\"}}",
      500, CARRY_ON_VERDICT_FATAL, "type-invalid-argument" },
    /* a structured 500 whose body holds only the provider's numeric 400 */
    { "{\"error\":{\"code\":400,\"message\":\"bad field\"}}",
      500, CARRY_ON_VERDICT_FATAL, "status-4xx" },
    /* a structured 400 (a gateway's) whose body is the provider's 503 */
    { "upstream answered: {\"error\":{\"code\":503,\"message\":\"try later\"}}",
      400, CARRY_ON_VERDICT_TRANSIENT, "status-5xx" },
    /* a FINAL outer status is not overruled by what it wraps */
    { "API Error: 401 {\"error\":{\"code\":500,\"message\":\"upstream failed\"}}",
      0, CARRY_ON_VERDICT_FATAL, "status-401" },
    /* a status name that is not a google.rpc code says nothing */
    { "Error code: 500 - {\"error\":{\"message\":\"boom\",\"status\":\"Bad Request\"}}",
      0, CARRY_ON_VERDICT_TRANSIENT, "status-5xx" },
    /* the inner status must come after the outer one */
    { "{\"code\": 400} then API Error: 503 Service Unavailable",
      0, CARRY_ON_VERDICT_TRANSIENT, NULL },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      CarryOnFailure f = failure_init (NULL, cases[i].status, NULL, cases[i].text);
      CarryOnClassification out;

      classify (&f, NULL, &out);
      g_test_message ("%u: %s %s", i, carry_on_verdict_to_string (out.verdict), out.rule_id);
      g_assert_cmpint (out.verdict, ==, cases[i].verdict);
      if (cases[i].rule != NULL)
        g_assert_cmpstr (out.rule_id, ==, cases[i].rule);
    }
}

/* Statuses written the way clients in other languages print them */
static void
test_status_forms (void)
{
  static const struct {
    const char *text;
    const char *rule;
  } cases[] = {
    { "Request failed with error: ErrorStatus(429, \"slow\")", "status-429" },
    { "upstream failed (status=402)", "status-402" },
    { "AuthenticationError(message='', http_status=401, request_id=None)", "status-401" },
    { "requests.exceptions.HTTPError: status_code=429", "status-429" },
    { "HTTP/1.1 503 Service Unavailable", NULL },
    { "StatusCode: 401, ReasonPhrase: 'Unauthorized'", "status-401" },
    { "Response status code does not indicate success: 402 (Payment Required).", "status-402" },
    { "Err(ApiError { code 429, body: \"slow\" })", "status-429" },
    { "Request failed (status 402)", "status-402" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      CarryOnFailure f = failure_init (NULL, 0, NULL, cases[i].text);
      CarryOnClassification out;

      classify (&f, NULL, &out);
      if (cases[i].rule != NULL)
        g_assert_cmpstr (out.rule_id, ==, cases[i].rule);
      else
        g_assert_cmpint (out.verdict, ==, CARRY_ON_VERDICT_TRANSIENT);
    }

  /* still no bare numbers: an exit code, a line number, a count (rows
   * only: what the relearnt words make of the rest is not this test's) */
  {
    CarryOnFailure f = failure_init (NULL, 0, NULL, "process exited with code 1; 429 files scanned; status=ok");
    CarryOnClassification out;

    classify_rows (&f, NULL, &out);
    g_assert_cmpstr (out.rule_id, ==, "default");
  }
}

/* Accounts blocked, banned, disabled, suspended or under review: fatal */
static void
test_account_blocked (void)
{
  static const char *texts[] = {
    "Your account has been blocked from using AI features. If you think this is in error, please contact appeals@example.com.",
    "This organization has been disabled.",
    "Your account is suspended.",
    "Permission denied: Consumer 'api_key:x' has been suspended.",
    "Your account has been banned for violating the terms.",
    "Your account is under review.",
    "\xe8\xb4\xa6\xe5\x8f\xb7\xe5\xb7\xb2\xe8\xa2\xab\xe5\xb0\x81\xe7\xa6\x81",  /* 账号已被封禁 */
    "\xe6\x82\xa8\xe7\x9a\x84\xe8\xb4\xa6\xe6\x88\xb7\xe5\xb7\xb2\xe8\xa2\xab\xe5\x86\xbb\xe7\xbb\x93",  /* 您的账户已被冻结 */
  };

  for (guint i = 0; i < G_N_ELEMENTS (texts); i++)
    {
      CarryOnFailure f = failure_init (NULL, 0, NULL, texts[i]);
      CarryOnClassification out;

      classify (&f, NULL, &out);
      g_test_message ("%s: %s", texts[i], out.rule_id);
      g_assert_cmpint (out.verdict, ==, CARRY_ON_VERDICT_FATAL);
      g_assert_cmpstr (out.rule_id, ==, "account");
    }

  /* a 429 around it does not make it a rate limit */
  {
    CarryOnFailure f = failure_init (NULL, 429, NULL, "Your account has been blocked from using AI features.");
    CarryOnClassification out;

    classify (&f, NULL, &out);
    g_assert_cmpint (out.verdict, ==, CARRY_ON_VERDICT_FATAL);
  }
}

/* One case of the family tests below: a text with an optional status and
 * error type, the verdict it must get and, when not %NULL, the reset
 * (UTC, at test_now()) */
typedef struct {
  const char     *text;
  int             status;
  const char     *error_type;
  CarryOnVerdict  verdict;
  const char     *resets_at;
} FamilyCase;

static void
check_family_cases (const FamilyCase *cases,
                    guint             n_cases)
{
  for (guint i = 0; i < n_cases; i++)
    {
      CarryOnFailure f = failure_init (NULL, cases[i].status, cases[i].error_type, cases[i].text);
      CarryOnClassification out;

      classify_rows (&f, NULL, &out);
      g_test_message ("%s -> %s (%s)", cases[i].text, carry_on_verdict_to_string (out.verdict), out.rule_id);
      g_assert_cmpstr (carry_on_verdict_to_string (out.verdict), ==, carry_on_verdict_to_string (cases[i].verdict));
      if (cases[i].resets_at != NULL)
        {
          g_autofree char *got = NULL;

          g_assert_cmpint (out.resets_at, >=, 0);
          got = format_utc (out.resets_at);
          g_assert_cmpstr (got, ==, cases[i].resets_at);
        }
    }
}

/* Spend and safety caps that stop a model until a person changes a console
 * setting (Volcengine Ark's inference limit and Safe Experience Mode, a
 * budget, a hard limit): fatal, unless a reset is named */
static void
test_spend_caps (void)
{
  static const FamilyCase cases[] = {
    { "Your account has reached the set inference limit for the model, and the model service has been paused.", 0, NULL, CARRY_ON_VERDICT_FATAL, NULL },
    { "To keep using it, close the \"Safe Experience Mode\" on the activation page", 0, NULL, CARRY_ON_VERDICT_FATAL, NULL },
    { "\xe5\xb7\xb2\xe8\xbe\xbe\xe5\x88\xb0\xe6\x8e\xa8\xe7\x90\x86\xe9\x99\x90\xe9\xa2\x9d", 0, NULL, CARRY_ON_VERDICT_FATAL, NULL },  /* 已达到推理限额 */
    { "You have exceeded your budget for this project.", 429, NULL, CARRY_ON_VERDICT_FATAL, NULL },
    { "Monthly spend cap reached for this workspace", 0, NULL, CARRY_ON_VERDICT_FATAL, NULL },
    { "\xe6\x9c\xac\xe6\x9c\x88\xe5\xb7\xb2\xe8\xb6\x85\xe5\x87\xba\xe9\xa2\x84\xe7\xae\x97", 0, NULL, CARRY_ON_VERDICT_FATAL, NULL },  /* 本月已超出预算 */
    { "You have reached your hard limit.", 0, NULL, CARRY_ON_VERDICT_FATAL, NULL },
    { "{\"code\":\"SPEND_LIMIT_EXCEEDED\"}", 429, NULL, CARRY_ON_VERDICT_FATAL, NULL },
    /* a cap with a reset waits for it */
    { "Spending cap reached. Resets in 2 hours.", 0, NULL, CARRY_ON_VERDICT_LIMIT, "2026-03-10T14:00:00Z" },
    /* near misses: a paused stream, a server-side pause */
    { "The stream was paused by the server; connection reset", 0, NULL, CARRY_ON_VERDICT_TRANSIENT, NULL },
    { "Rate limit reached, requests paused for 20s", 429, NULL, CARRY_ON_VERDICT_LIMIT, NULL },
  };

  check_family_cases (cases, G_N_ELEMENTS (cases));
}

/* A window that says it will reset stays a limit beside upsell words, a
 * billing-looking type or status; a free allowance gone for good with
 * payment details to complete is fatal */
static void
test_window_words (void)
{
  static const FamilyCase cases[] = {
    { "Your quota will reset when the current 30-day window ends. Buy more or upgrade your plan.", 0, NULL, CARRY_ON_VERDICT_LIMIT, NULL },
    { "Weekly limit used. It resets when the week ends. Purchase extra usage to continue now.", 0, "access_terminated_error", CARRY_ON_VERDICT_LIMIT, NULL },
    { "Your usage limit will reset when the billing period ends.", 403, NULL, CARRY_ON_VERDICT_LIMIT, NULL },
    { "You have reached the limit.", 402, NULL, CARRY_ON_VERDICT_FATAL, NULL },
    { "{\"message\":\"You have reached the limit.\",\"reason\":\"MONTHLY_REQUEST_COUNT\"}", 402, NULL, CARRY_ON_VERDICT_LIMIT, NULL },
    { "Monthly usage limit reached, please return next month.", 402, NULL, CARRY_ON_VERDICT_LIMIT, NULL },
    { "Extra usage exhausted. Resets in 3 days.", 0, NULL, CARRY_ON_VERDICT_LIMIT, "2026-03-13T12:00:00Z" },
    /* a usage window with an instant, under a billing-looking status or type */
    { "Daily limit reached. Your usage limit resets at 00:00 UTC.", 402, NULL, CARRY_ON_VERDICT_LIMIT, "2026-03-11T00:00:00Z" },
    { "Your 5-hour usage limit resets in 3h 10m. Buy extra usage to keep going.", 0, "insufficient_quota", CARRY_ON_VERDICT_LIMIT, "2026-03-10T15:10:00Z" },
    { "You have reached your usage limit for this week. Upgrade your plan or wait until it resets.", 403, "permission_error", CARRY_ON_VERDICT_LIMIT, NULL },
    { "You've used your weekly quota. It will reset on Monday.", 0, NULL, CARRY_ON_VERDICT_LIMIT, NULL },
    /* money, even with a reset-looking word */
    { "Your credit balance is too low. Resets at 5pm", 402, NULL, CARRY_ON_VERDICT_FATAL, NULL },
    { "Insufficient credits. Top up to continue.", 402, NULL, CARRY_ON_VERDICT_FATAL, NULL },
    /* gone for good */
    { "The free quota has been exhausted. Please complete your payment information to continue.", 403, NULL, CARRY_ON_VERDICT_FATAL, NULL },
    { "Free tier exhausted.", 0, "AllocationQuota.FreeTierOnly", CARRY_ON_VERDICT_FATAL, NULL },
    { "Your free trial has ended.", 0, NULL, CARRY_ON_VERDICT_FATAL, NULL },
    /* an upsell beside a rate limit stays a limit (held-out hc001) */
    { "Rate limit reached on requests per min. Please try again in 20s. Please add a payment method to your account to increase your rate limit.",
      429, NULL, CARRY_ON_VERDICT_LIMIT, "2026-03-10T12:00:20Z" },
    /* a connection or a maintenance window is not a usage window */
    { "The connection resets when the proxy restarts; ECONNRESET", 0, NULL, CARRY_ON_VERDICT_TRANSIENT, NULL },
    { "Service unavailable until the maintenance window ends", 503, NULL, CARRY_ON_VERDICT_TRANSIENT, NULL },
    /* a 401 is not a window, whatever else it says */
    { "Invalid API key.", 401, NULL, CARRY_ON_VERDICT_FATAL, NULL },
  };

  check_family_cases (cases, G_N_ELEMENTS (cases));
}

/* Chinese throttling words (访问过于频繁, 请稍候再试, 并发超限, QPS超限) and a
 * wait written inside them read as the reset */
static void
test_zh_throttling (void)
{
  static const FamilyCase cases[] = {
    { "\xe8\xae\xbf\xe9\x97\xae\xe8\xbf\x87\xe4\xba\x8e\xe9\xa2\x91\xe7\xb9\x81", 0, NULL, CARRY_ON_VERDICT_LIMIT, NULL },  /* 访问过于频繁 */
    { "\xe8\xb0\x83\xe7\x94\xa8\xe5\xa4\xaa\xe9\xa2\x91\xe7\xb9\x81\xe4\xba\x86", 0, NULL, CARRY_ON_VERDICT_LIMIT, NULL },  /* 调用太频繁了 */
    { "\xe5\xb9\xb6\xe5\x8f\x91\xe8\xb6\x85\xe9\x99\x90", 0, NULL, CARRY_ON_VERDICT_LIMIT, NULL },  /* 并发超限 */
    { "\xe5\xbd\x93\xe5\x89\x8d\xe5\xb9\xb6\xe5\x8f\x91\xe6\x95\xb0\xe8\xb6\x85\xe8\xbf\x87\xe9\x99\x90\xe5\x88\xb6", 0, NULL, CARRY_ON_VERDICT_LIMIT, NULL },  /* 当前并发数超过限制 */
    { "\xe8\xb6\x85\xe8\xbf\x87\xe5\xb9\xb6\xe5\x8f\x91\xe9\x99\x90\xe5\x88\xb6", 0, NULL, CARRY_ON_VERDICT_LIMIT, NULL },  /* 超过并发限制 */
    { "QPS\xe8\xb6\x85\xe9\x99\x90", 0, NULL, CARRY_ON_VERDICT_LIMIT, NULL },  /* QPS超限 */
    { "\xe8\xa7\xa6\xe5\x8f\x91\xe9\x99\x90\xe6\xb5\x81", 0, NULL, CARRY_ON_VERDICT_LIMIT, NULL },  /* 触发限流 */
    { "\xe8\xaf\xb7\xe6\xb1\x82\xe6\xac\xa1\xe6\x95\xb0\xe8\xbf\x87\xe5\xa4\x9a\xef\xbc\x8c\xe8\xaf\xb7\xe7\xa8\x8d\xe5\x90\x8e\xe5\x86\x8d\xe8\xaf\x95", 0, NULL, CARRY_ON_VERDICT_LIMIT, NULL },  /* 请求次数过多，请稍后再试 */
    { "\xe8\xb6\x85\xe8\xbf\x87QPM\xe9\x99\x90\xe5\x88\xb6", 0, NULL, CARRY_ON_VERDICT_LIMIT, NULL },  /* 超过QPM限制 */
    /* the wait inside them is the reset */
    { "\xe8\xaf\xb7\xe6\xb1\x82\xe5\x8f\x97\xe9\x80\x9f\xe7\x8e\x87\xe9\x99\x90\xe5\x88\xb6\xe3\x80\x82\xe8\xaf\xb7\xe7\xad\x89\xe5\xbe\x85 45 seconds\xef\xbc\x8c\xe7\x84\xb6\xe5\x90\x8e\xe9\x87\x8d\xe8\xaf\x95",
      0, NULL, CARRY_ON_VERDICT_LIMIT, "2026-03-10T12:00:45Z" },  /* 请求受速率限制。请等待 45 seconds，然后重试 */
    { "\xe8\xaf\xb7\xe6\xb1\x82\xe8\xbf\x87\xe4\xba\x8e\xe9\xa2\x91\xe7\xb9\x81\xef\xbc\x8c\xe8\xaf\xb7\xe5\x9c\xa8 30 \xe7\xa7\x92\xe5\x90\x8e\xe9\x87\x8d\xe8\xaf\x95",
      0, NULL, CARRY_ON_VERDICT_LIMIT, "2026-03-10T12:00:30Z" },  /* 请求过于频繁，请在 30 秒后重试 */
    { "\xe5\xb9\xb6\xe5\x8f\x91\xe8\xb6\x85\xe9\x99\x90\xef\xbc\x8c\xe8\xaf\xb7\xe7\xad\x89\xe5\xbe\x85 2 \xe5\x88\x86\xe9\x92\x9f",
      0, NULL, CARRY_ON_VERDICT_LIMIT, "2026-03-10T12:02:00Z" },  /* 并发超限，请等待 2 分钟 */
    /* near misses: 请稍候再试 alone is a temporary error; a 请在 without a duration is no reset */
    { "\xe6\x9c\x8d\xe5\x8a\xa1\xe5\xbc\x82\xe5\xb8\xb8\xef\xbc\x8c\xe8\xaf\xb7\xe7\xa8\x8d\xe5\x80\x99\xe5\x86\x8d\xe8\xaf\x95", 0, NULL, CARRY_ON_VERDICT_TRANSIENT, NULL },  /* 服务异常，请稍候再试 */
    { "\xe6\x9c\x8d\xe5\x8a\xa1\xe5\x99\xa8\xe7\xb9\x81\xe5\xbf\x99\xef\xbc\x8c\xe8\xaf\xb7\xe5\x9c\xa8\xe6\x8e\xa7\xe5\x88\xb6\xe5\x8f\xb0\xe6\x9f\xa5\xe7\x9c\x8b", 0, NULL, CARRY_ON_VERDICT_TRANSIENT, NULL },  /* 服务器繁忙，请在控制台查看 */
  };

  check_family_cases (cases, G_N_ELEMENTS (cases));
}

/* English throttling synonyms, and a provider's "please wait N before
 * trying again" read as the reset */
static void
test_en_throttling (void)
{
  static const FamilyCase cases[] = {
    { "Sorry, your request was speed limited. Please wait 5 minutes before trying again.", 0, NULL, CARRY_ON_VERDICT_LIMIT, "2026-03-10T12:05:00Z" },
    { "Your request was throttled.", 0, NULL, CARRY_ON_VERDICT_LIMIT, NULL },
    { "Too many requests, please wait 1 minute and try again", 0, NULL, CARRY_ON_VERDICT_LIMIT, "2026-03-10T12:01:00Z" },
    { "Slow down: requests are coming in too fast", 0, NULL, CARRY_ON_VERDICT_LIMIT, NULL },
    { "Rate exceeded", 0, NULL, CARRY_ON_VERDICT_LIMIT, NULL },
    { "You are sending requests too quickly.", 0, NULL, CARRY_ON_VERDICT_LIMIT, NULL },
    /* a speed that is not a limit */
    { "Download speed was low; connection reset by peer", 0, NULL, CARRY_ON_VERDICT_TRANSIENT, NULL },
  };

  check_family_cases (cases, G_N_ELEMENTS (cases));
}

/* Accounts locked or suspended with adverbs or an id in between; the
 * temporary words of a service stay transient */
static void
test_account_locked (void)
{
  static const FamilyCase cases[] = {
    { "Your User ID (abc-123) temporarily is suspended. We've locked your account as a security precaution.", 0, NULL, CARRY_ON_VERDICT_FATAL, NULL },
    { "Your account has been locked. Please contact support.", 0, NULL, CARRY_ON_VERDICT_FATAL, NULL },
    { "Account temporarily locked.", 0, NULL, CARRY_ON_VERDICT_FATAL, NULL },
    { "{\"detail\": \"User is locked. Reason: Admin lock.\"}", 403, NULL, CARRY_ON_VERDICT_FATAL, NULL },
    { "Please contact our support team to verify your identity.", 0, NULL, CARRY_ON_VERDICT_FATAL, NULL },
    { "\xe8\xb4\xa6\xe5\x8f\xb7\xe8\xa2\xab\xe9\x94\x81", 0, NULL, CARRY_ON_VERDICT_FATAL, NULL },  /* 账号被锁 */
    { "Your account is temporarily restricted.", 0, NULL, CARRY_ON_VERDICT_FATAL, NULL },
    { "Your account has been frozen.", 0, NULL, CARRY_ON_VERDICT_FATAL, NULL },
    { "\xe6\x82\xa8\xe7\x9a\x84\xe8\xb4\xa6\xe5\x8f\xb7\xe5\xb7\xb2\xe8\xa2\xab\xe9\x94\x81\xe5\xae\x9a", 0, NULL, CARRY_ON_VERDICT_FATAL, NULL },  /* 您的账号已被锁定 */
    /* near misses */
    { "The service is temporarily unavailable.", 0, NULL, CARRY_ON_VERDICT_TRANSIENT, NULL },
    { "The server is temporarily overloaded, please try again later", 0, NULL, CARRY_ON_VERDICT_TRANSIENT, NULL },
    { "Service temporarily suspended for maintenance, please try again later", 0, NULL, CARRY_ON_VERDICT_TRANSIENT, NULL },
    { "The file is locked by another process; retrying", 0, NULL, CARRY_ON_VERDICT_TRANSIENT, NULL },
    { "Your account is not locked; the upstream timed out", 0, NULL, CARRY_ON_VERDICT_TRANSIENT, NULL },
  };

  check_family_cases (cases, G_N_ELEMENTS (cases));
}

/* Models retired, decommissioned or no longer served: fatal */
static void
test_model_retired (void)
{
  static const FamilyCase cases[] = {
    { "The model mixtral-8x7b has been decommissioned and is no longer supported.", 0, NULL, CARRY_ON_VERDICT_FATAL, NULL },
    { "code: model_decommissioned", 0, NULL, CARRY_ON_VERDICT_FATAL, NULL },
    { "This model has been retired.", 0, NULL, CARRY_ON_VERDICT_FATAL, NULL },
    { "The model `gpt-4-32k` has been retired.", 0, NULL, CARRY_ON_VERDICT_FATAL, NULL },
    { "The model text-davinci-003 is deprecated and removed", 0, NULL, CARRY_ON_VERDICT_FATAL, NULL },
    { "Model claude-2 is not available anymore", 0, NULL, CARRY_ON_VERDICT_FATAL, NULL },
    { "This model is no longer available.", 0, NULL, CARRY_ON_VERDICT_FATAL, NULL },
    { "This model has been discontinued.", 0, NULL, CARRY_ON_VERDICT_FATAL, NULL },
    { "\xe8\xaf\xa5\xe6\xa8\xa1\xe5\x9e\x8b\xe5\xb7\xb2\xe4\xb8\x8b\xe7\xba\xbf", 0, NULL, CARRY_ON_VERDICT_FATAL, NULL },  /* 该模型已下线 */
    { "The model gpt-3.5-turbo-0301 has been sunset.", 0, NULL, CARRY_ON_VERDICT_FATAL, NULL },
    { "The parameter 'functions' is no longer supported.", 0, NULL, CARRY_ON_VERDICT_FATAL, NULL },
    /* near misses: something else decommissioned, a deprecation notice beside an overload */
    { "The node has been decommissioned, retrying on another replica", 0, NULL, CARRY_ON_VERDICT_TRANSIENT, NULL },
    { "Overloaded. (note: this SDK version is deprecated)", 0, NULL, CARRY_ON_VERDICT_TRANSIENT, NULL },
  };

  check_family_cases (cases, G_N_ELEMENTS (cases));
}

/* Token caps in inference-server wordings (TGI, vLLM, llama.cpp), even in
 * a 5xx; "context" words that are not a cap stay transient */
static void
test_server_token_caps (void)
{
  static const FamilyCase cases[] = {
    { "Input validation error: `inputs` tokens + `max_new_tokens` must be <= 4096. Given: 4000 `inputs` tokens and 512 `max_new_tokens`", 422, NULL, CARRY_ON_VERDICT_FATAL, NULL },
    { "This model's maximum context length is 32768 tokens. However, you requested 40000 tokens (39000 in the messages, 1000 in the completion).", 400, NULL, CARRY_ON_VERDICT_FATAL, NULL },
    { "max_tokens must be at most 8192", 0, NULL, CARRY_ON_VERDICT_FATAL, NULL },
    { "\xe8\xaf\xb7\xe6\xb1\x82\xe7\x9a\x84\xe4\xb8\x8a\xe4\xb8\x8b\xe6\x96\x87\xe9\x95\xbf\xe5\xba\xa6\xe8\xb6\x85\xe8\xbf\x87\xe6\xa8\xa1\xe5\x9e\x8b\xe9\x99\x90\xe5\x88\xb6", 0, NULL, CARRY_ON_VERDICT_FATAL, NULL },  /* 请求的上下文长度超过模型限制 */
    { "Prompt length of 5016 is longer than the maximum model length of 4096.", 0, NULL, CARRY_ON_VERDICT_FATAL, NULL },
    { "Input prompt (35247 tokens) is too long and exceeds limit of 1000", 0, NULL, CARRY_ON_VERDICT_FATAL, NULL },
    { "The request exceeds the model's max context length", 0, NULL, CARRY_ON_VERDICT_FATAL, NULL },
    { "the request exceeds the available context size. try increasing the context size or enable context shift", 500, NULL, CARRY_ON_VERDICT_FATAL, NULL },
    { "{\"error\":{\"code\":500,\"type\":\"exceed_context_size_error\"}}", 0, NULL, CARRY_ON_VERDICT_FATAL, NULL },
    /* near misses: Go's context errors in a 5xx */
    { "rpc error: context deadline exceeded", 500, NULL, CARRY_ON_VERDICT_TRANSIENT, NULL },
    { "upstream: context canceled", 503, NULL, CARRY_ON_VERDICT_TRANSIENT, NULL },
    { "failed to load context from cache; internal server error", 0, NULL, CARRY_ON_VERDICT_TRANSIENT, NULL },
  };

  check_family_cases (cases, G_N_ELEMENTS (cases));
}

/* Sequence and context caps of local inference servers and their
 * wrappers (TabbyAPI/ExLlama, vLLM, llama.cpp, KoboldCpp,
 * text-generation-webui, Ollama, LM Studio): fatal, even inside a 5xx */
static void
test_local_server_caps (void)
{
  static const FamilyCase cases[] = {
    { "ValueError: Request length 1200 + 512 is greater than max_seq_len 1024", 0, NULL, CARRY_ON_VERDICT_FATAL, NULL },
    { "Prompt exceeds max_seq_len (8192)", 500, NULL, CARRY_ON_VERDICT_FATAL, NULL },
    { "input (9000 tokens) is larger than max_model_len (8192)", 400, NULL, CARRY_ON_VERDICT_FATAL, NULL },
    { "Token indices sequence length is longer than the specified maximum sequence length for this model", 0, NULL, CARRY_ON_VERDICT_FATAL, NULL },
    { "Error: prompt (5000 tokens) exceeds the context size (4096)", 0, NULL, CARRY_ON_VERDICT_FATAL, NULL },
    { "{\"error\":{\"code\":500,\"message\":\"Context size has been exceeded.\",\"type\":\"server_error\"}}", 0, NULL, CARRY_ON_VERDICT_FATAL, NULL },
    { "the prompt (9000 tokens) exceeds truncation_length (8192)", 0, NULL, CARRY_ON_VERDICT_FATAL, NULL },
    { "input length exceeds the context length", 500, NULL, CARRY_ON_VERDICT_FATAL, NULL },
    { "The model is loaded with context length of only 4096 tokens, which is not enough", 0, NULL, CARRY_ON_VERDICT_FATAL, NULL },
    { "prompt of 9000 tokens is longer than n_ctx (8192)", 0, NULL, CARRY_ON_VERDICT_FATAL, NULL },
    /* near misses: a field name that merely contains the words, a setting reported, Go's context errors */
    { "upstream error: n_ctx_train_value missing; internal server error", 503, NULL, CARRY_ON_VERDICT_TRANSIENT, NULL },
    { "loading model: max_seq_len: 4096, cache_size: 8192; connection reset", 0, NULL, CARRY_ON_VERDICT_TRANSIENT, NULL },
    { "llama_context: n_ctx_per_seq (4096) < n_ctx_train (131072); socket hang up", 0, NULL, CARRY_ON_VERDICT_TRANSIENT, NULL },
    { "config: max_position_embeddings 32768, max sequence length 4096; ECONNRESET", 0, NULL, CARRY_ON_VERDICT_TRANSIENT, NULL },
    { "rpc error: context deadline exceeded", 500, NULL, CARRY_ON_VERDICT_TRANSIENT, NULL },
  };

  check_family_cases (cases, G_N_ELEMENTS (cases));
}

/* Vague wordings that still blame the request ("please check your
 * inputs", "your request was malformed"): fatal; a server's "could not
 * process your request" is not among them */
static void
test_vague_invalid (void)
{
  static const FamilyCase cases[] = {
    { "There was a problem with your request. Please check your inputs and try again", 0, NULL, CARRY_ON_VERDICT_FATAL, NULL },
    { "Something went wrong: please check your input.", 0, NULL, CARRY_ON_VERDICT_FATAL, NULL },
    { "Your request was malformed: messages must alternate", 0, NULL, CARRY_ON_VERDICT_FATAL, NULL },
    { "Malformed request body", 0, NULL, CARRY_ON_VERDICT_FATAL, NULL },
    { "422 Unprocessable Entity", 0, NULL, CARRY_ON_VERDICT_FATAL, NULL },
    { "Unprocessable Entity: field required", 0, NULL, CARRY_ON_VERDICT_FATAL, NULL },
    /* near misses: the server's fault, overload, a 5xx around the words */
    { "We could not process your request. Please try again later.", 0, NULL, CARRY_ON_VERDICT_TRANSIENT, NULL },
    { "The server had an error while processing your request. Sorry about that!", 0, NULL, CARRY_ON_VERDICT_TRANSIENT, NULL },
    { "Please check your input and try again", 503, NULL, CARRY_ON_VERDICT_TRANSIENT, NULL },
    { "The model is overloaded. Please check your inputs or try again later", 400, NULL, CARRY_ON_VERDICT_TRANSIENT, NULL },
    { "Malformed response from the server", 0, NULL, CARRY_ON_VERDICT_TRANSIENT, NULL },
  };

  check_family_cases (cases, G_N_ELEMENTS (cases));
}

/* Cloudflare in front of an API: a block (1005-1012, 1020, "Sorry, you
 * have been blocked") is fatal, a challenge transient, 1015 a limit, the
 * origin's 52x transient */
static void
test_cdn_pages (void)
{
  static const FamilyCase cases[] = {
    { "<title>Attention Required! | Cloudflare</title><h1 data-translate=\"block_headline\">Sorry, you have been blocked</h1>", 403, NULL, CARRY_ON_VERDICT_FATAL, NULL },
    { "<title>Attention Required! | Cloudflare</title>", 0, NULL, CARRY_ON_VERDICT_FATAL, NULL },
    { "<title>Access denied | api.example.com used Cloudflare to restrict access</title> Error 1020", 0, NULL, CARRY_ON_VERDICT_FATAL, NULL },
    { "error code: 1020", 403, NULL, CARRY_ON_VERDICT_FATAL, NULL },
    { "Error 1009 Access denied: The owner of this website has banned the country or region your IP address is in", 0, NULL, CARRY_ON_VERDICT_FATAL, NULL },
    { "Error 1006 Access denied: The owner of this website has banned your IP address", 0, NULL, CARRY_ON_VERDICT_FATAL, NULL },
    { "Error 1010 The owner of this website has banned your access based on your browser's signature", 0, NULL, CARRY_ON_VERDICT_FATAL, NULL },
    /* a block page carries the challenge platform's script too */
    { "Sorry, you have been blocked <script src=\"/cdn-cgi/challenge-platform/scripts/jsd/main.js\"></script>", 0, NULL, CARRY_ON_VERDICT_FATAL, NULL },
    /* challenges: transient */
    { "<title>Just a moment...</title> Enable JavaScript and cookies to continue", 403, NULL, CARRY_ON_VERDICT_TRANSIENT, NULL },
    { "<title>Attention Required! | Cloudflare</title> One more step: Please complete the security check to access api.example.com", 403, NULL, CARRY_ON_VERDICT_TRANSIENT, NULL },
    /* 1015: a rate limit */
    { "<title>Access denied | api.example.com used Cloudflare to restrict access</title> Error 1015 You are being rate limited", 0, NULL, CARRY_ON_VERDICT_LIMIT, NULL },
    /* the origin's errors: transient */
    { "<title>api.example.com | 522: Connection timed out</title> Cloudflare", 0, NULL, CARRY_ON_VERDICT_TRANSIENT, NULL },
    { "<title>api.example.com | 526: Invalid SSL certificate</title>", 0, NULL, CARRY_ON_VERDICT_TRANSIENT, NULL },
    /* near misses: a user who was blocked by nothing, an error number in a log */
    { "request 1020 of 5000 failed: socket hang up", 0, NULL, CARRY_ON_VERDICT_TRANSIENT, NULL },
    { "the stream was not blocked; connection reset", 0, NULL, CARRY_ON_VERDICT_TRANSIENT, NULL },
  };

  check_family_cases (cases, G_N_ELEMENTS (cases));
}

/* A status read from an HTML error page's title or heading (nginx,
 * openresty, Cloudflare) when nothing structured says one */
static void
test_html_status (void)
{
  static const FamilyCase cases[] = {
    { "<html>\n<head><title>401 Authorization Required</title></head>\n<body>\n<center><h1>401 Authorization Required</h1></center>", 0, NULL, CARRY_ON_VERDICT_FATAL, NULL },
    { "<html><head><title>403 Forbidden</title></head><body><h1>403 Forbidden</h1></body></html>", 0, NULL, CARRY_ON_VERDICT_FATAL, NULL },
    { "<html><body><h1>429 Too Many Requests</h1>You have sent too many requests.</body></html>", 0, NULL, CARRY_ON_VERDICT_LIMIT, NULL },
    { "<html><head><title>502 Bad Gateway</title></head><body><center><h1>502 Bad Gateway</h1></center><hr><center>nginx</center>", 0, NULL, CARRY_ON_VERDICT_TRANSIENT, NULL },
    { "<title>504 Gateway Time-out</title>", 0, NULL, CARRY_ON_VERDICT_TRANSIENT, NULL },
    { "<title>api.example.com | 520: Web server is returning an unknown error</title>", 0, NULL, CARRY_ON_VERDICT_TRANSIENT, NULL },
    { "<title>api.example.com | 524: A timeout occurred</title>", 0, NULL, CARRY_ON_VERDICT_TRANSIENT, NULL },
    /* Cloudflare's 1015 page says "Access denied" in its title, but it is a temporary ban */
    { "<title>Access denied | api.example.com used Cloudflare to restrict access</title> Error 1015 You are being rate limited", 0, NULL, CARRY_ON_VERDICT_LIMIT, NULL },
    /* near misses: a title without a status, a number that is not one, a structured status first */
    { "<html><head><title>Welcome</title></head><body>Stream ended</body></html>", 0, NULL, CARRY_ON_VERDICT_TRANSIENT, NULL },
    { "<title>Build 4012 failed</title> socket hang up", 0, NULL, CARRY_ON_VERDICT_TRANSIENT, NULL },
    { "<title>Chapter 401: intro</title> ECONNRESET", 0, NULL, CARRY_ON_VERDICT_TRANSIENT, NULL },
    { "<html><head><title>401 Authorization Required</title></head></html>", 503, NULL, CARRY_ON_VERDICT_FATAL, NULL },
  };

  check_family_cases (cases, G_N_ELEMENTS (cases));
}

/* Classifies @text alone (no kind, status or type) */
static void
classify_text (const char            *text,
               CarryOnClassification *out)
{
  CarryOnFailure f = failure_init (NULL, 0, NULL, text);

  classify_rows (&f, NULL, out);
  g_test_message ("%s -> %s (%s)", text, carry_on_verdict_to_string (out->verdict), out->rule_id);
}

/* One case of a family test: @text (under HTTP @status, 0 for none) must
 * give @verdict, the rule @rule unless it is %NULL, and the reset @resets
 * (ISO 8601, UTC) or none when it is %NULL. */
static void
check_family_case (guint           i,
                   const char     *text,
                   int             status,
                   CarryOnVerdict  verdict,
                   const char     *rule,
                   const char     *resets)
{
  CarryOnFailure f = failure_init (NULL, status, NULL, text);
  CarryOnClassification out;

  classify_rows (&f, NULL, &out);
  g_test_message ("case %u: \"%s\" -> %s (%s)", i, text, carry_on_verdict_to_string (out.verdict), out.rule_id);
  g_assert_cmpint (out.verdict, ==, verdict);
  if (rule != NULL)
    g_assert_cmpstr (out.rule_id, ==, rule);
  if (resets == NULL)
    g_assert_cmpint (out.resets_at, ==, -1);
  else
    {
      g_autofree char *got = format_utc (out.resets_at);

      g_assert_cmpstr (got, ==, resets);
    }
}

/* One case of the family tests that cite their sources: @text under HTTP
 * @status (0 for none) gives @verdict, by the rule @rule unless it is
 * %NULL, and the reset @resets (ISO 8601, UTC) or none when it is %NULL;
 * @source is the page or report the wording comes from */
typedef struct {
  const char     *text;
  int             status;
  CarryOnVerdict  verdict;
  const char     *rule;
  const char     *resets;
  const char     *source;
} SourcedCase;

static void
check_sourced_cases (const SourcedCase *cases,
                     gsize              n_cases)
{
  for (gsize i = 0; i < n_cases; i++)
    {
      g_assert_true (g_str_has_prefix (cases[i].source, "https://"));
      check_family_case (i, cases[i].text, cases[i].status, cases[i].verdict, cases[i].rule, cases[i].resets);
    }
}

/* Accounts and organizations deactivated, terminated, deleted or disabled,
 * in the words providers use (OpenAI account_deactivated and
 * access_terminated, "deleted or deactivated"), and the near misses that
 * must keep their class */
static void
test_account_states (void)
{
  static const char *fatal[] = {
    "The OpenAI account associated with this API key has been deactivated.",
    "This key is associated with a deactivated account. If you feel this is an error, contact us.",
    "You do not have an account because it has been deleted or deactivated.",
    "Your access was terminated due to violation of our policies, please check your email.",
    "{\"error\":{\"message\":\"Access denied\",\"type\":\"access_terminated\",\"code\":null}}",
    "Your account has been permanently suspended.",
    "Your organization was disabled by an administrator.",
    "This account has been terminated.",
    "error code: account_deactivated",
    "organization_deactivated",
    "Your account is inactive.",
    "\xe6\x82\xa8\xe7\x9a\x84\xe8\xb4\xa6\xe5\x8f\xb7\xe5\xb7\xb2\xe8\xa2\xab\xe7\xa6\x81\xe7\x94\xa8",  /* 您的账号已被禁用 */
    "\xe8\xb4\xa6\xe6\x88\xb7\xe5\xb7\xb2\xe5\x86\xbb\xe7\xbb\x93",  /* 账户已冻结 */
    "\xe8\xaf\xa5\xe8\xb4\xa6\xe5\x8f\xb7\xe5\xb7\xb2\xe6\xb3\xa8\xe9\x94\x80",  /* 该账号已注销 */
  };
  static const struct { const char *text; CarryOnVerdict verdict; } near[] = {
    /* a dropped connection, not an account */
    { "The request was terminated", CARRY_ON_VERDICT_TRANSIENT },
    { "Error: terminated (the stream ended early)", CARRY_ON_VERDICT_TRANSIENT },
    { "The account connection was closed by the server", CARRY_ON_VERDICT_TRANSIENT },
    /* denied */
    { "Your account is not deactivated; the upstream timed out", CARRY_ON_VERDICT_TRANSIENT },
    { "Account was never suspended. Connection reset by peer", CARRY_ON_VERDICT_TRANSIENT },
    /* an account's limit is still a limit */
    { "Your account has reached its rate limit", CARRY_ON_VERDICT_LIMIT },
    { "Your organization has been rate limited. Please try again later.", CARRY_ON_VERDICT_LIMIT },
  };

  for (guint i = 0; i < G_N_ELEMENTS (fatal); i++)
    {
      CarryOnClassification out;

      classify_text (fatal[i], &out);
      g_assert_cmpint (out.verdict, ==, CARRY_ON_VERDICT_FATAL);
      g_assert_cmpstr (out.rule_id, ==, "account");
    }
  for (guint i = 0; i < G_N_ELEMENTS (near); i++)
    {
      CarryOnClassification out;

      classify_text (near[i].text, &out);
      g_assert_cmpint (out.verdict, ==, near[i].verdict);
    }
}

typedef struct {
  const char     *text;
  CarryOnVerdict  verdict;
} TextVerdict;

static void
check_text_verdicts (const TextVerdict *cases,
                     guint              n)
{
  for (guint i = 0; i < n; i++)
    {
      CarryOnClassification out;

      classify_text (cases[i].text, &out);
      if (out.verdict != cases[i].verdict)
        g_error ("\"%s\": %s, expected %s (rule %s)", cases[i].text, carry_on_verdict_to_string (out.verdict),
                 carry_on_verdict_to_string (cases[i].verdict), out.rule_id);
    }
}

/* An app or a key not authorised for a model or a resource (iFlytek
 * AppIdNoAuthError, Volcengine "requested resource not granted", Ark
 * ModelNotOpen, 未授权, 无权限): fatal; a written 403 with nothing else is
 * the status row's (fatal); the near misses keep their class */
static void
test_not_authorised (void)
{
  static const TextVerdict cases[] = {
    { "11200:AppIdNoAuthError:(10:00:00.000) domain.generalv3", CARRY_ON_VERDICT_FATAL },
    { "{\"code\":3001,\"message\":\"[resource_id=volc.tts.default] requested resource not granted\"}", CARRY_ON_VERDICT_FATAL },
    { "You are not authorized to access this model.", CARRY_ON_VERDICT_FATAL },
    { "User: arn:aws:iam::1:user/x is not authorized to perform: bedrock:InvokeModel", CARRY_ON_VERDICT_FATAL },
    { "Your key has no permission for the model gpt-4o", CARRY_ON_VERDICT_FATAL },
    { "This organization is not entitled to use this model", CARRY_ON_VERDICT_FATAL },
    { "Access to model denied.", CARRY_ON_VERDICT_FATAL },
    { "ModelNotOpen: Your account has not activated the model doubao-pro. Please activate the model service in the Ark Console.", CARRY_ON_VERDICT_FATAL },
    { "\xe8\xaf\xb7\xe6\xb1\x82\xe5\xa4\xb1\xe8\xb4\xa5: \xe6\x82\xa8\xe6\x97\xa0\xe6\x9d\x83\xe9\x99\x90\xe8\xae\xbf\xe9\x97\xae\xe8\xaf\xa5\xe6\xa8\xa1\xe5\x9e\x8b", CARRY_ON_VERDICT_FATAL }, /* 请求失败: 您无权限访问该模型 */
    { "\xe5\xba\x94\xe7\x94\xa8\xe6\x9c\xaa\xe6\x8e\x88\xe6\x9d\x83", CARRY_ON_VERDICT_FATAL }, /* 应用未授权 */
    { "\xe6\xb2\xa1\xe6\x9c\x89\xe6\x9d\x83\xe9\x99\x90\xe8\xae\xbf\xe9\x97\xae\xe6\xad\xa4\xe6\xa8\xa1\xe5\x9e\x8b", CARRY_ON_VERDICT_FATAL }, /* 没有权限访问此模型 */
    { "AuthFailure.UnauthorizedOperation: The request is not authorized", CARRY_ON_VERDICT_FATAL },
    { "{\"error\":{\"code\":\"1220\",\"message\":\"\xe6\x82\xa8\xe6\x97\xa0\xe6\x9d\x83\xe8\xae\xbf\xe9\x97\xae glm-4-plus\"}}", CARRY_ON_VERDICT_FATAL }, /* 您无权访问 */
    /* a bare 403 written in the text: the status row (fatal) */
    { "\xe8\xaf\xb7\xe6\xb1\x82\xe5\xa4\xb1\xe8\xb4\xa5: 403, {\"reqid\":\"x\"}", CARRY_ON_VERDICT_FATAL },
    { "request failed: 403, {}", CARRY_ON_VERDICT_FATAL },
    { "Request failed with status code 403", CARRY_ON_VERDICT_FATAL },
    /* Ark's overdue account is billing, with its own label (below) */
    { "{\"error\":{\"code\":\"AccountOverdueError\",\"message\":\"The request failed because your account has an overdue balance.\",\"type\":\"Forbidden\"}}", CARRY_ON_VERDICT_FATAL },
    /* iFlytek's other 112xx: a per-second limit, not an authorisation */
    { "Error Code: 11202, Error: AppIdQpsOverFlowError", CARRY_ON_VERDICT_LIMIT },
    { "java.lang.StackOverflowError at com.example.Agent.run", CARRY_ON_VERDICT_TRANSIENT },
    /* a Cloudflare challenge page is a bot check, not the API's 403 */
    { "API Error: 403 <!DOCTYPE html><html><head><title>Just a moment...</title></head>", CARRY_ON_VERDICT_TRANSIENT },
    { "HTTP 403 - <html><body>Enable JavaScript and cookies to continue</body></html>", CARRY_ON_VERDICT_TRANSIENT },
    { "403 {\"error\":{\"type\":\"permission_error\",\"message\":\"Just a moment: this key lacks access\"}}", CARRY_ON_VERDICT_FATAL },
    { "403 Forbidden: unsupported_country_region_territory", CARRY_ON_VERDICT_FATAL },
    /* near misses */
    { "request failed: 429, {}", CARRY_ON_VERDICT_LIMIT },
    { "request failed: 503 Service Unavailable", CARRY_ON_VERDICT_TRANSIENT },
    { "Download failed: 4031 bytes left", CARRY_ON_VERDICT_TRANSIENT },
    { "The connection was not granted a slot; connection reset by peer", CARRY_ON_VERDICT_TRANSIENT },
    { "{\"code\": \"1308\", \"message\": \"limit reached\"}", CARRY_ON_VERDICT_LIMIT },
    { "{\"message\":\"request failed: \",\"type\":\"auth_error\",\"code\":\"429\"}", CARRY_ON_VERDICT_LIMIT },
  };

  check_text_verdicts (cases, G_N_ELEMENTS (cases));

  {
    CarryOnClassification out;

    classify_text ("403 AccountOverdueError: The request failed because your account has an overdue balance.", &out);
    g_assert_cmpstr (out.rule_id, ==, "arrears");
    classify_text ("ModelNotOpen: Your account 1 has not activated the model m. Please activate the model service in the Ark Console.", &out);
    g_assert_cmpstr (out.rule_id, ==, "permission-denied");
  }
}

/* A parameter missing or wrong (Volcengine MissingParameter, OpenAI
 * "Unrecognized request argument", 缺少必要参数): fatal; overload or a
 * limit around such wording keeps its class */
static void
test_invalid_parameters (void)
{
  static const TextVerdict cases[] = {
    { "The request failed because it is missing one or multiple required parameters. Request id: 0217", CARRY_ON_VERDICT_FATAL },
    { "code='MissingParameter', type='BadRequest'", CARRY_ON_VERDICT_FATAL },
    { "InvalidParameter: the parameter temperature specified in the request is not valid", CARRY_ON_VERDICT_FATAL },
    { "Required parameter 'model' is missing", CARRY_ON_VERDICT_FATAL },
    { "Invalid value for 'reasoning_effort': 'max'", CARRY_ON_VERDICT_FATAL },
    { "Unrecognized request argument supplied: functions", CARRY_ON_VERDICT_FATAL },
    { "\xe7\xbc\xba\xe5\xb0\x91\xe5\xbf\x85\xe8\xa6\x81\xe5\x8f\x82\xe6\x95\xb0: model", CARRY_ON_VERDICT_FATAL }, /* 缺少必要参数 */
    { "\xe8\xaf\xb7\xe6\xb1\x82\xe5\x8f\x82\xe6\x95\xb0\xe4\xb8\x8d\xe5\x90\x88\xe6\xb3\x95", CARRY_ON_VERDICT_FATAL }, /* 请求参数不合法 */
    { "Unsupported value: 'temperature' does not support 0.2 with this model. Only the default (1) value is supported.", CARRY_ON_VERDICT_FATAL },
    { "{\"code\": \"unsupported_parameter\", \"param\": \"max_tokens\"}", CARRY_ON_VERDICT_FATAL },
    { "'messages' is a required property", CARRY_ON_VERDICT_FATAL },
    { "Extra inputs are not permitted", CARRY_ON_VERDICT_FATAL },
    { "messages.1.content: Field required", CARRY_ON_VERDICT_FATAL },
    { "Invalid JSON payload received. Unknown name \"foo\": Cannot find field.", CARRY_ON_VERDICT_FATAL },
    { "\xe5\x8f\x82\xe6\x95\xb0\xe6\xa0\xa1\xe9\xaa\x8c\xe5\xa4\xb1\xe8\xb4\xa5: temperature", CARRY_ON_VERDICT_FATAL }, /* 参数校验失败 */
    /* a response the client could not read is not a request it must change */
    { "failed to deserialize the response: missing field `choices`", CARRY_ON_VERDICT_TRANSIENT },
    /* near misses: a stronger class around the same words */
    { "Rate limit exceeded (missing parameter ignored)", CARRY_ON_VERDICT_LIMIT },
    { "The engine is currently overloaded; invalid parameter check skipped", CARRY_ON_VERDICT_TRANSIENT },
    { "Connection reset while sending required parameters", CARRY_ON_VERDICT_TRANSIENT },
    { "\xe8\xaf\xb7\xe6\xb1\x82\xe8\xb6\x85\xe6\x97\xb6\xef\xbc\x8c\xe8\xaf\xb7\xe6\xa3\x80\xe6\x9f\xa5\xe8\xaf\xb7\xe6\xb1\x82\xe5\x8f\x82\xe6\x95\xb0\xe5\x90\x8e\xe9\x87\x8d\xe8\xaf\x95 (502)", CARRY_ON_VERDICT_TRANSIENT }, /* 请求超时，请检查请求参数后重试 (502) */
  };

  check_text_verdicts (cases, G_N_ELEMENTS (cases));
}

/* API-key and rate-limit words in other languages */
static void
test_languages (void)
{
  static const TextVerdict cases[] = {
    { "OpenAI \xe3\x81\xae API \xe3\x82\xad\xe3\x83\xbc\xe3\x81\x8c\xe7\x84\xa1\xe5\x8a\xb9\xe3\x81\xa7\xe3\x81\x99", CARRY_ON_VERDICT_FATAL }, /* API キーが無効です */
    { "\xe8\xaa\x8d\xe8\xa8\xbc\xe3\x81\xab\xe5\xa4\xb1\xe6\x95\x97\xe3\x81\x97\xe3\x81\xbe\xe3\x81\x97\xe3\x81\x9f", CARRY_ON_VERDICT_FATAL }, /* 認証に失敗しました */
    { "API \xed\x82\xa4\xea\xb0\x80 \xec\x9c\xa0\xed\x9a\xa8\xed\x95\x98\xec\xa7\x80 \xec\x95\x8a\xec\x8a\xb5\xeb\x8b\x88\xeb\x8b\xa4", CARRY_ON_VERDICT_FATAL }, /* API 키가 유효하지 않습니다 */
    { "\xd0\x9d\xd0\xb5\xd0\xb2\xd0\xb5\xd1\x80\xd0\xbd\xd1\x8b\xd0\xb9 API-\xd0\xba\xd0\xbb\xd1\x8e\xd1\x87", CARRY_ON_VERDICT_FATAL }, /* Неверный API-ключ */
    { "Clave de API no v\xc3\xa1lida", CARRY_ON_VERDICT_FATAL },
    { "Chave de API inv\xc3\xa1lida", CARRY_ON_VERDICT_FATAL },
    { "Ung\xc3\xbcltiger API-Schl\xc3\xbcssel", CARRY_ON_VERDICT_FATAL },
    { "Cl\xc3\xa9 API invalide", CARRY_ON_VERDICT_FATAL },
    { "\xe3\x83\xaa\xe3\x82\xaf\xe3\x82\xa8\xe3\x82\xb9\xe3\x83\x88\xe3\x81\x8c\xe5\xa4\x9a\xe3\x81\x99\xe3\x81\x8e\xe3\x81\xbe\xe3\x81\x99", CARRY_ON_VERDICT_LIMIT }, /* リクエストが多すぎます */
    { "\xec\x9a\x94\xec\xb2\xad\xec\x9d\xb4 \xeb\x84\x88\xeb\xac\xb4 \xeb\xa7\x8e\xec\x8a\xb5\xeb\x8b\x88\xeb\x8b\xa4", CARRY_ON_VERDICT_LIMIT }, /* 요청이 너무 많습니다 */
    { "\xd0\xa1\xd0\xbb\xd0\xb8\xd1\x88\xd0\xba\xd0\xbe\xd0\xbc \xd0\xbc\xd0\xbd\xd0\xbe\xd0\xb3\xd0\xbe \xd0\xb7\xd0\xb0\xd0\xbf\xd1\x80\xd0\xbe\xd1\x81\xd0\xbe\xd0\xb2", CARRY_ON_VERDICT_LIMIT }, /* Слишком много запросов */
    { "\xd0\x9f\xd1\x80\xd0\xb5\xd0\xb2\xd1\x8b\xd1\x88\xd0\xb5\xd0\xbd \xd0\xbb\xd0\xb8\xd0\xbc\xd0\xb8\xd1\x82 \xd0\xb7\xd0\xb0\xd0\xbf\xd1\x80\xd0\xbe\xd1\x81\xd0\xbe\xd0\xb2", CARRY_ON_VERDICT_LIMIT }, /* Превышен лимит запросов */
    { "A chave da API \xc3\xa9 inv\xc3\xa1lida", CARRY_ON_VERDICT_FATAL },
    { "\xec\x9e\x98\xeb\xaa\xbb\xeb\x90\x9c API \xed\x82\xa4\xec\x9e\x85\xeb\x8b\x88\xeb\x8b\xa4", CARRY_ON_VERDICT_FATAL }, /* 잘못된 API 키입니다 */
    { "Demasiadas solicitudes", CARRY_ON_VERDICT_LIMIT },
    { "Muitas solicita\xc3\xa7\xc3\xb5" "es", CARRY_ON_VERDICT_LIMIT },
    { "Zu viele Anfragen", CARRY_ON_VERDICT_LIMIT },
    { "Trop de requ\xc3\xaa" "tes", CARRY_ON_VERDICT_LIMIT },
    { "\xd0\x94\xd0\xbe\xd1\x81\xd1\x82\xd1\x83\xd0\xbf \xd0\xb7\xd0\xb0\xd0\xbf\xd1\x80\xd0\xb5\xd1\x89\xd1\x91\xd0\xbd", CARRY_ON_VERDICT_FATAL }, /* Доступ запрещён */
    { "Acceso denegado al modelo", CARRY_ON_VERDICT_FATAL },
    { "Zugriff verweigert", CARRY_ON_VERDICT_FATAL },
    { "Acc\xc3\xa8s refus\xc3\xa9", CARRY_ON_VERDICT_FATAL },
    /* near misses: a valid key, or a rate limit that names the key */
    { "Clave de API v\xc3\xa1lida; error del servidor", CARRY_ON_VERDICT_TRANSIENT },
    /* an invalid response from the API is not an invalid key */
    { "R\xc3\xa9ponse de l'API invalide (502)", CARRY_ON_VERDICT_TRANSIENT },
    { "Resposta da API inv\xc3\xa1lida: connection reset", CARRY_ON_VERDICT_TRANSIENT },
    { "Respuesta de la API no v\xc3\xa1lida, error del servidor 503", CARRY_ON_VERDICT_TRANSIENT },
    { "Zu viele Anfragen mit diesem API-Schl\xc3\xbcssel", CARRY_ON_VERDICT_LIMIT },
      /* Italian, Korean "too many requests", "quota exceeded" in other languages */
    { "Troppe richieste. Riprova pi\xc3\xb9 tardi.", CARRY_ON_VERDICT_LIMIT },
    { "Chiave API non valida", CARRY_ON_VERDICT_FATAL },
    { "\xeb\x84\x88\xeb\xac\xb4 \xeb\xa7\x8e\xec\x9d\x80 \xec\x9a\x94\xec\xb2\xad", CARRY_ON_VERDICT_LIMIT },  /* 너무 많은 요청 */
    { "Kontingent \xc3\xbc" "berschritten", CARRY_ON_VERDICT_LIMIT },
    { "Quota d\xc3\xa9" "pass\xc3\xa9" "e pour ce projet", CARRY_ON_VERDICT_LIMIT },
    { "Cuota excedida", CARRY_ON_VERDICT_LIMIT },
    { "\xed\x95\xa0\xeb\x8b\xb9\xeb\x9f\x89 \xec\xb4\x88\xea\xb3\xbc", CARRY_ON_VERDICT_LIMIT },  /* 할당량 초과 */
    /* near misses: the words in a sentence that is not a refusal */
    { "Nessuna chiave API trovata nella richiesta; connessione interrotta: ECONNRESET", CARRY_ON_VERDICT_TRANSIENT },
  };

  check_text_verdicts (cases, G_N_ELEMENTS (cases));
}

/* Keys expired, revoked, disabled, deleted or unknown: fatal, with the
 * key's label; a key that is denied one of those, or a "key" that is a
 * JSON member, is not */
static void
test_key_states (void)
{
  static const struct { const char *text; const char *rule; } fatal[] = {
    { "Error: API key expired. Please renew the API key.", "api-key-expired" },
    { "The API key you provided has expired.", "api-key-expired" },
    { "{\"error\":{\"code\":\"api_key_expired\"}}", "api-key-expired" },
    { "{\"error\":{\"message\":\"\xe8\xaf\xa5\xe4\xbb\xa4\xe7\x89\x8c\xe5\xb7\xb2\xe8\xbf\x87\xe6\x9c\x9f\"}}", "api-key-expired" },  /* 该令牌已过期 */
    { "AI_APICallError: ak is not exist: sk-xxx", "api-key-state" },
    { "This API key has been revoked.", "api-key-state" },
    { "The API key is disabled.", "api-key-state" },
    { "API key does not exist", "api-key-state" },
    { "The AWS Access Key Id you provided does not exist in our records.", "api-key-state" },
    { "Your API key was reported as leaked. Please use another API key.", "api-key-state" },
    { "\xe4\xbb\xa4\xe7\x89\x8c\xe4\xb8\x8d\xe5\xad\x98\xe5\x9c\xa8", "api-key-state" },  /* 令牌不存在 */
    { "Authentication Fails, Your api key: ****abcd is invalid", "invalid-api-key" },
  };
  static const struct { const char *text; CarryOnVerdict verdict; } near[] = {
    { "TypeError: key 'choices' does not exist in the response", CARRY_ON_VERDICT_TRANSIENT },
    { "API key isn't expired; upstream timed out", CARRY_ON_VERDICT_TRANSIENT },
    { "The API key is not revoked. Server overloaded", CARRY_ON_VERDICT_TRANSIENT },
    { "The API key is valid but the server is overloaded", CARRY_ON_VERDICT_TRANSIENT },
    /* a limit on a token (a relay's key) stays a limit */
    { "This API key has hit its rate limit", CARRY_ON_VERDICT_LIMIT },
  };

  for (guint i = 0; i < G_N_ELEMENTS (fatal); i++)
    {
      CarryOnClassification out;

      classify_text (fatal[i].text, &out);
      g_assert_cmpint (out.verdict, ==, CARRY_ON_VERDICT_FATAL);
      g_assert_cmpstr (out.rule_id, ==, fatal[i].rule);
    }
  for (guint i = 0; i < G_N_ELEMENTS (near); i++)
    {
      CarryOnClassification out;

      classify_text (near[i].text, &out);
      g_assert_cmpint (out.verdict, ==, near[i].verdict);
    }

  /* the relay's token out of quota is billing (fatal), not a window */
  {
    CarryOnClassification out;

    classify_text ("\xe8\xaf\xa5\xe4\xbb\xa4\xe7\x89\x8c\xe9\xa2\x9d\xe5\xba\xa6\xe5\xb7\xb2\xe7\x94\xa8\xe5\xb0\xbd", &out);  /* 该令牌额度已用尽 */
    g_assert_cmpint (out.verdict, ==, CARRY_ON_VERDICT_FATAL);
    g_assert_cmpstr (out.rule_id, ==, "credits");
  }
}

/* An expired login: fatal when the host reports it, transient when the
 * host says it is refreshing the token itself, fatal again when that
 * refresh fails */
static void
test_token_refresh (void)
{
  static const struct { const char *text; CarryOnVerdict verdict; const char *rule; } cases[] = {
    { "session token expired, refreshing", CARRY_ON_VERDICT_TRANSIENT, "token-refreshing" },
    { "Access token expired. Refreshing\xe2\x80\xa6", CARRY_ON_VERDICT_TRANSIENT, "token-refreshing" },
    { "OAuth token expired, refreshing... Failed to refresh token: 401", CARRY_ON_VERDICT_FATAL, "login-expired" },
    { "Token expired, refreshing the token failed: invalid_grant", CARRY_ON_VERDICT_FATAL, "login-expired" },
    /* Claude Code's own words, also in a headless run that resumes a
     * session (claude-code issue 28827): a person must /login */
    { "authentication_error: OAuth token has expired. Please obtain a new token or refresh your existing token.",
      CARRY_ON_VERDICT_FATAL, NULL },
    { "OAuth token has expired. Please obtain a new token or refresh your existing token.", CARRY_ON_VERDICT_FATAL, "token-expired" },
    { "API Error: 401 {\"type\":\"error\",\"error\":{\"type\":\"authentication_error\",\"message\":\"OAuth token has expired.\"}} \xc2\xb7 Please run /login",
      CARRY_ON_VERDICT_FATAL, NULL },
    /* a token expired in a streaming resume keeps the class it had */
    { "stream resume failed: token expired", CARRY_ON_VERDICT_FATAL, "token-expired" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      CarryOnClassification out;

      classify_text (cases[i].text, &out);
      g_assert_cmpint (out.verdict, ==, cases[i].verdict);
      if (cases[i].rule != NULL)
        g_assert_cmpstr (out.rule_id, ==, cases[i].rule);
    }
}

/* Access restricted to a client, a region or a plan: fatal; an upsell
 * beside a window is still a window */
static void
test_access_restrictions (void)
{
  static const struct { const char *text; const char *rule; } fatal[] = {
    { "Error from provider (Console): OpenCode's free tier can only be used from within OpenCode", "credential-restricted" },
    { "Country, region, or territory not supported", "permission-denied" },
    { "{\"error\":{\"code\":\"unsupported_country_region_territory\",\"message\":\"...\"}}", "permission-denied" },
    { "User location is not supported for the API use.", "permission-denied" },
    { "This model is not available in your region.", "permission-denied" },
    { "This model is only available to Pro and Max subscribers.", "permission-denied" },
    { "this model requires a subscription, upgrade for access", "permission-denied" },
    { "\xe4\xb8\x8d\xe6\x94\xaf\xe6\x8c\x81\xe7\x9a\x84\xe5\x9c\xb0\xe5\x8c\xba", "permission-denied" },  /* 不支持的地区 */
  };

  for (guint i = 0; i < G_N_ELEMENTS (fatal); i++)
    {
      CarryOnClassification out;

      classify_text (fatal[i].text, &out);
      g_assert_cmpint (out.verdict, ==, CARRY_ON_VERDICT_FATAL);
      g_assert_cmpstr (out.rule_id, ==, fatal[i].rule);
    }

  {
    CarryOnClassification out;

    classify_text ("You've hit your limit \xc2\xb7 resets 3pm (Europe/Paris). Upgrade your plan to continue.", &out);
    g_assert_cmpint (out.verdict, ==, CARRY_ON_VERDICT_LIMIT);
  }
}

/* A host's own retry countdown: the reset only when longer than any host's
 * backoff (docs/classifier.md, "A host's retry schedule"), and only when no
 * reset anchor names one */
static void
test_host_schedule (void)
{
  static const struct { const char *text; gint64 after_s; } cases[] = {
    { "Free usage exceeded, subscribe to Go [retrying in 8h 13m attempt #1]", 8 * 3600 + 13 * 60 },
    { "Rate limit reached. Retrying in 6 minutes (attempt 1/10)", 6 * 60 },
    { "Free limit reached [retrying in 73801s - attempt #1]", 73801 },
    /* backoffs */
    { "Rate limit reached. Retrying in 5 minutes (attempt 1/10)", -1 },
    { "Rate limited by the API\nRetrying in 20.387 second(s)... with extra buffer of: 20.0 second(s)", -1 },
    { "429 rate_limit_error \xc2\xb7 Retrying in 26 seconds\xe2\x80\xa6 (attempt 5/10)", -1 },
    { "Rate limit exceeded. Retry in 0.7 seconds.", -1 },
  };
  g_autoptr(GDateTime) now = test_now ();
  gint64 now_s = g_date_time_to_unix (now);

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      CarryOnClassification out;

      classify_text (cases[i].text, &out);
      g_assert_cmpint (out.verdict, ==, CARRY_ON_VERDICT_LIMIT);
      g_assert_cmpint (out.resets_at, ==, cases[i].after_s < 0 ? -1 : now_s + cases[i].after_s);
    }

  /* a reset the provider names wins over the host's schedule, wherever
   * it stands: 3pm Paris is 14:00 UTC */
  {
    CarryOnClassification out;
    g_autofree char *got = NULL;

    classify_text ("[retrying in 8h 13m attempt #1] You've hit your limit \xc2\xb7 resets 3pm (Europe/Paris)", &out);
    g_assert_cmpint (out.verdict, ==, CARRY_ON_VERDICT_LIMIT);
    got = format_utc (out.resets_at);
    g_assert_cmpstr (got, ==, "2026-03-10T14:00:00Z");
  }
}

/* A lower-case text and whether a phrase matches in it */
typedef struct {
  const char *text;
  gboolean    match;
} PhraseCase;

static void
check_phrase_cases (const char       *phrase,
                    const PhraseCase *cases,
                    gsize             n)
{
  for (gsize i = 0; i < n; i++)
    {
      gsize len = strlen (cases[i].text);
      gssize at = carry_on_norm_text_find (cases[i].text, len, 0, phrase, strlen (phrase), NULL);

      g_test_message ("\"%s\": %s", cases[i].text, at >= 0 ? "match" : "no match");
      g_assert_cmpint (at >= 0, ==, cases[i].match);
    }
}

/* The '~' of a phrase: up to three auxiliary words, never a noun or a
 * denial, and the word before it ends there */
static void
test_phrase_gap (void)
{
  static const PhraseCase cases[] = {
    { "account deactivated", TRUE },
    { "account has been deactivated", TRUE },
    { "account has been permanently deactivated", TRUE },
    { "account\nwas deactivated", TRUE },
    { "account has now been permanently deactivated", FALSE },  /* four words */
    { "account is not deactivated", FALSE },
    { "account isn't deactivated", FALSE },
    { "account service deactivated", FALSE },
    { "accounts deactivated", FALSE },
    { "subaccount deactivated", FALSE },
    { "account deactivatedx", FALSE },
    { "account ", FALSE },
    { "account has", FALSE },
  };
  static const char phrase[] = "<account~deactivated>";

  check_phrase_cases (phrase, cases, G_N_ELEMENTS (cases));
}

/* The '@' of a phrase: one command or path written without spaces or
 * double quotes, which a colon before white space ends */
static void
test_phrase_command (void)
{
  static const PhraseCase cases[] = {
    { "spawn npx enoent", TRUE },
    { "error: spawn /users/me/.local/bin/uvx enoent", TRUE },
    { "spawn /usr/local/lib/node_modules/@anthropic-ai/claude-code/vendor/ripgrep/arm64-darwin/rg enoent", TRUE },
    { "spawn c:/tools/rg.exe enoent", TRUE },
    { "failed to spawn worker: enoent: no such file", FALSE },  /* the colon ends it */
    { "spawn npx enoentx", FALSE },
    { "spawn  enoent", FALSE },                                 /* no command */
    { "spawn \"npx\" enoent", FALSE },
    { "spawn npx", FALSE },
    { "respawn npx enoent", FALSE },
  };
  static const char phrase[] = "<spawn @ enoent>";

  check_phrase_cases (phrase, cases, G_N_ELEMENTS (cases));
}

/* The '^' of a phrase: the second half within four words of the first,
 * in the same clause (ended also by the danda and the Arabic question mark
 * and comma, glued to the word before them), no denial skipped, the first
 * half's word ending there; a '~' or another '^' may follow in the second
 * half */
static void
test_phrase_near (void)
{
  static const struct { const char *phrase; const char *text; gboolean match; } cases[] = {
    { "<insufficient^balance>", "insufficient balance", TRUE },
    { "<insufficient^balance>", "Insufficient USD or Diem balance to complete request", TRUE },
    { "<insufficient^balance>", "insufficient account credit balance", TRUE },
    { "<insufficient^balance>", "insufficient one two three four balance", TRUE },     /* four words */
    { "<insufficient^balance>", "insufficient one two three four five balance", FALSE }, /* five */
    { "<insufficient^balance>", "insufficient permissions. Your balance", FALSE },        /* sentence end */
    { "<insufficient^balance>", "insufficient permissions; balance", FALSE },
    { "<insufficient^balance>", "insufficient permissions\nbalance", FALSE },
    { "<insufficient^balance>", "{\"insufficient\": 1, \"balance\": 2}", FALSE },        /* another JSON string */
    { "<insufficient^balance>", "insufficient, not the balance", FALSE },               /* a denial between */
    { "<insufficient^balance>", "insufficient and it isn't balance", FALSE },
    { "<insufficient^balance>", "insufficientx balance", FALSE },                       /* the word ends */
    { "<insufficient^balance>", "insufficient balances", FALSE },                       /* '>' still holds */
    { "<insufficient^balance>", "insufficient rebalance", FALSE },                      /* a word start */
    { "<insufficient^balance>", "insufficient v1.5 balance", TRUE },                    /* "." inside a word */
    { "<insufficient^balance>", "insufficient", FALSE },
    { "<out of^credits>", "run out of funds/credits in your account", TRUE },
    { "<tokens^exceeds^limit>", "the total number of tokens in the prompt exceeds the limit of 4081", TRUE },
    { "<tokens^exceeds^limit>", "tokens in the prompt exceeds nothing. The limit", FALSE },
    { "<quota~expired>", "quota has expired", TRUE },
    { "<plan^does~include>", "plan does not yet include", FALSE },
    { "<over^budget>", "End User=ishaan3 over budget", TRUE },
    { "<over^budget>", "over the team's budget", TRUE },
    { "<crédito^insuficiente>", "crédito disponível insuficiente", TRUE },
    { "\xe0\xa4\xae\xe0\xa5\x89\xe0\xa4\xa1\xe0\xa4\xb2^\xe0\xa4\xa8\xe0\xa4\xb9\xe0\xa5\x80\xe0\xa4\x82 \xe0\xa4\xae\xe0\xa4\xbf\xe0\xa4\xb2\xe0\xa4\xbe", "\xe0\xa4\xae\xe0\xa5\x89\xe0\xa4\xa1\xe0\xa4\xb2 {{model}} Amazon Bedrock \xe0\xa4\xae\xe0\xa5\x87\xe0\xa4\x82 \xe0\xa4\xa8\xe0\xa4\xb9\xe0\xa5\x80\xe0\xa4\x82 \xe0\xa4\xae\xe0\xa4\xbf\xe0\xa4\xb2\xe0\xa4\xbe", TRUE },
    { "\xe0\xa4\xae\xe0\xa5\x89\xe0\xa4\xa1\xe0\xa4\xb2^\xe0\xa4\xa8\xe0\xa4\xb9\xe0\xa5\x80\xe0\xa4\x82 \xe0\xa4\xae\xe0\xa4\xbf\xe0\xa4\xb2\xe0\xa4\xbe", "\xe0\xa4\xae\xe0\xa5\x89\xe0\xa4\xa1\xe0\xa4\xb2 \xe0\xa4\xa0\xe0\xa5\x80\xe0\xa4\x95 \xe0\xa4\xb9\xe0\xa5\x88\xe0\xa5\xa4 \xe0\xa4\x9c\xe0\xa4\xb5\xe0\xa4\xbe\xe0\xa4\xac \xe0\xa4\xa8\xe0\xa4\xb9\xe0\xa5\x80\xe0\xa4\x82 \xe0\xa4\xae\xe0\xa4\xbf\xe0\xa4\xb2\xe0\xa4\xbe", FALSE }, /* the danda ends a sentence, glued to its word */
    { "\xe0\xa4\xae\xe0\xa5\x89\xe0\xa4\xa1\xe0\xa4\xb2^\xe0\xa4\xa8\xe0\xa4\xb9\xe0\xa5\x80\xe0\xa4\x82 \xe0\xa4\xae\xe0\xa4\xbf\xe0\xa4\xb2\xe0\xa4\xbe", "\xe0\xa4\xae\xe0\xa5\x89\xe0\xa4\xa1\xe0\xa4\xb2 \xe0\xa4\xa0\xe0\xa5\x80\xe0\xa4\x95 \xe0\xa4\xb9\xe0\xa5\x88\xe0\xa5\xa5 \xe0\xa4\x9c\xe0\xa4\xb5\xe0\xa4\xbe\xe0\xa4\xac \xe0\xa4\xa8\xe0\xa4\xb9\xe0\xa5\x80\xe0\xa4\x82 \xe0\xa4\xae\xe0\xa4\xbf\xe0\xa4\xb2\xe0\xa4\xbe", FALSE },
    { "<api^key>", "api \xd9\x81\xd8\xb4\xd9\x84\xd8\x9f key", FALSE }, /* the Arabic question mark */
    { "<api^key>", "api \xd8\xae\xd8\xb7\xd8\xa3\xd8\x8c key", FALSE }, /* the Arabic comma before a space */
    { "<api^key>", "api \xd8\xae\xd8\xb7\xd8\xa3\xd8\x8c\xd8\xae\xd8\xb7\xd8\xa3 key", TRUE }, /* not before a space */
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      gsize len = strlen (cases[i].text);
      g_autofree char *lower = g_ascii_strdown (cases[i].text, -1);
      gssize at = carry_on_norm_text_find (lower, len, 0, cases[i].phrase, strlen (cases[i].phrase), NULL);

      g_test_message ("%s in \"%s\": %s", cases[i].phrase, cases[i].text, at >= 0 ? "match" : "no match");
      g_assert_cmpint (at >= 0, ==, cases[i].match);
    }
}

/* '<' and '>' hold at the letters of scripts that space their words, not
 * only at ASCII ones: an accented Latin, a Cyrillic or a Greek letter
 * beside the phrase continues the word.  Thai, Khmer and CJK run their
 * words together, so there the marks check nothing, as before */
static void
test_phrase_boundary_letters (void)
{
  static const struct {
    const char *phrase;
    const char *text;  /* lower case already */
    gboolean    match;
  } cases[] = {
    { "<\xc3\xbc" "ber das limit", "\xc3\xbc" "ber das limit", TRUE },                 /* über das limit */
    { "<\xc3\xbc" "ber das limit", "dar\xc3\xbc" "ber das limit", FALSE },             /* darüber das limit */
    { "<limit>", "limit\xc3\xa9", FALSE },                                     /* limité: the word goes on */
    { "<limit>", "limit \xc3\xa9puis\xc3\xa9", TRUE },                         /* limit épuisé */
    { "<\xd0\xbc\xd0\xbe\xd0\xb4\xd0\xb5\xd0\xbb\xd1\x8c>", "\xd0\xbc\xd0\xbe\xd0\xb4\xd0\xb5\xd0\xbb\xd1\x8c \xd0\xbd\xd0\xb5 \xd0\xbd\xd0\xb0\xd0\xb9\xd0\xb4\xd0\xb5\xd0\xbd\xd0\xb0", TRUE },   /* модель не найдена */
    { "<\xd0\xbc\xd0\xbe\xd0\xb4\xd0\xb5\xd0\xbb\xd1\x8c>", "\xd1\x84\xd0\xbe\xd1\x82\xd0\xbe\xd0\xbc\xd0\xbe\xd0\xb4\xd0\xb5\xd0\xbb\xd1\x8c", FALSE },          /* фотомодель */
    { "<\xd0\xbc\xd0\xbe\xd0\xb4\xd0\xb5\xd0\xbb\xd1\x8c>", "\xd0\xbc\xd0\xbe\xd0\xb4\xd0\xb5\xd0\xbb\xd1\x8c\xd0\xbd\xd1\x8b\xd0\xb9", FALSE },    /* модельный */
    { "<\xce\xba\xce\xbb\xce\xb5\xce\xb9\xce\xb4\xce\xaf>", "\xcf\x84\xce\xbf \xce\xba\xce\xbb\xce\xb5\xce\xb9\xce\xb4\xce\xaf", TRUE },        /* το κλειδί */
    { "<\xce\xba\xce\xbb\xce\xb5\xce\xb9\xce\xb4\xce\xaf>", "\xce\xba\xce\xbb\xce\xb5\xce\xb9\xce\xb4\xce\xaf\xce\xb1", FALSE },          /* κλειδία */
    { "<\xe0\xb9\x84\xe0\xb8\xa1\xe0\xb9\x88\xe0\xb8\x9e\xe0\xb8\x9a>", "\xe0\xb8\x82\xe0\xb8\xad\xe0\xb9\x84\xe0\xb8\xa1\xe0\xb9\x88\xe0\xb8\x9e\xe0\xb8\x9a\xe0\xb9\x82\xe0\xb8\xa1", TRUE }, /* Thai: no boundary */
    { "<limit>", "\xe9\x99\x90\xe5\x88\xb6limit\xe9\x99\x90\xe5\x88\xb6", TRUE },  /* Han beside it */
    { "<limit>", "\xff" "limit\xc3", TRUE },                                   /* bytes that are not UTF-8 */
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      gsize len = strlen (cases[i].text);
      gssize at = carry_on_norm_text_find (cases[i].text, len, 0, cases[i].phrase, strlen (cases[i].phrase), NULL);

      g_test_message ("case %u: %s", i, at >= 0 ? "match" : "no match");
      g_assert_cmpint (at >= 0, ==, cases[i].match);
    }
}

/* A plan's request or message cap with no reset is a limit (it reopens),
 * with a named relative wait read as the reset; generic "try again later"
 * after a 5xx stays transient */
static void
test_plan_caps (void)
{
  static const char *limits[] = {
    "You've reached our limits of messages. Please try again later.",
    "It seems you're out of requests. Please try again after",
    "error: {'message': 'requests limit reached: too many requests per minute for this model.'}",
    "QuotaLimit",
  };
  CarryOnClassification out;
  CarryOnFailure f;

  for (guint i = 0; i < G_N_ELEMENTS (limits); i++)
    {
      f = failure_init (NULL, 0, NULL, limits[i]);
      classify (&f, NULL, &out);
      g_assert_cmpint (out.verdict, ==, CARRY_ON_VERDICT_LIMIT);
      g_assert_cmpint (out.resets_at, ==, -1);
    }

  f = failure_init (NULL, 0, NULL, "You've made too many requests, please wait one minute and try again.");
  classify (&f, NULL, &out);
  g_assert_cmpint (out.verdict, ==, CARRY_ON_VERDICT_LIMIT);
  g_assert_cmpint (out.resets_at, ==, 1773144060);  /* 2026-03-10T12:01:00Z */

  f = failure_init (NULL, 503, NULL, "Service Unavailable. Please try again later.");
  classify (&f, NULL, &out);
  g_assert_cmpint (out.verdict, ==, CARRY_ON_VERDICT_TRANSIENT);

  f = failure_init (NULL, 0, NULL, "Error code: 500 - Internal server error, please try again later");
  classify (&f, NULL, &out);
  g_assert_cmpint (out.verdict, ==, CARRY_ON_VERDICT_TRANSIENT);
}

/* A table case for the round-hi families: the text (with an optional
 * status and error type) and the verdict it must get; resets -1 means
 * "no reset", 0 "do not check" */
typedef struct {
  int                status;
  const char        *error_type;
  const char        *text;
  CarryOnVerdict     verdict;
  gint64             resets_at;
} HiCase;

static void
check_hi_cases (const HiCase *cases,
              gsize             n)
{
  for (gsize i = 0; i < n; i++)
    {
      CarryOnFailure f = failure_init (NULL, cases[i].status, cases[i].error_type, cases[i].text);
      CarryOnClassification out;

      classify_rows (&f, NULL, &out);
      if (out.verdict != cases[i].verdict)
        g_error ("\"%s\": got %s (rule %s), expected %s", cases[i].text,
                 carry_on_verdict_to_string (out.verdict), out.rule_id,
                 carry_on_verdict_to_string (cases[i].verdict));
      if (cases[i].resets_at != 0)
        g_assert_cmpint (out.resets_at, ==, cases[i].resets_at);
    }
}

/* Trials and free plans that need an upgrade are fatal; with a reset named
 * they are a window to wait out; an upsell alone beside a usage window
 * decides nothing */
static void
test_trial_walls (void)
{
  static const HiCase cases[] = {
    { 0, NULL, "You've reached your trial request limit.", CARRY_ON_VERDICT_FATAL, -1 },
    { 0, NULL, "Your free trial has ended. Upgrade to Pro to keep going.", CARRY_ON_VERDICT_FATAL, -1 },
    { 0, NULL, "Too many free trial accounts used on this device.", CARRY_ON_VERDICT_FATAL, -1 },
    { 0, NULL, "Your trial period has expired", CARRY_ON_VERDICT_FATAL, -1 },
    { 403, NULL, "Your current plan does not include access to this model", CARRY_ON_VERDICT_FATAL, -1 },
    { 0, NULL, "\xe5\x85\x8d\xe8\xb4\xb9\xe8\xaf\x95\xe7\x94\xa8\xe5\xb7\xb2\xe7\xbb\x93\xe6\x9d\x9f", CARRY_ON_VERDICT_FATAL, -1 }, /* 免费试用已结束 */
    { 0, NULL, "Su prueba gratuita ha finalizado.", CARRY_ON_VERDICT_FATAL, -1 },
    { 0, NULL, "Ihre Testphase ist abgelaufen.", CARRY_ON_VERDICT_FATAL, -1 },
    { 0, NULL, "Votre essai gratuit est termin\xc3\xa9.", CARRY_ON_VERDICT_FATAL, -1 },
    /* a reset named: the trial's daily window comes back */
    { 0, NULL, "You've reached your trial request limit. Try again in 3 hours.", CARRY_ON_VERDICT_LIMIT, 1773154800 },
    /* near misses: an upsell beside a window */
    { 0, NULL, "you've reached your weekly usage limit, please wait or upgrade to continue", CARRY_ON_VERDICT_LIMIT, 0 },
    { 0, NULL, "You've hit your rate limit. Please upgrade your plan or wait for your limit to reset.", CARRY_ON_VERDICT_LIMIT, 0 },
    { 0, NULL, "Start your free trial today", CARRY_ON_VERDICT_TRANSIENT, 0 },
  };

  check_hi_cases (cases, G_N_ELEMENTS (cases));
}

/* Nobody signed in: fatal in every wording and language */
static void
test_sign_in_required (void)
{
  static const HiCase cases[] = {
    { 0, NULL, "Sign in with your Copilot subscription to use this model.", CARRY_ON_VERDICT_FATAL, -1 },
    { 0, NULL, "error.code: authenticationRequired", CARRY_ON_VERDICT_FATAL, -1 },
    { 0, NULL, "Authentication required", CARRY_ON_VERDICT_FATAL, -1 },
    { 0, NULL, "Not logged in \xc2\xb7 Please run /login", CARRY_ON_VERDICT_FATAL, -1 },
    { 0, NULL, "login required", CARRY_ON_VERDICT_FATAL, -1 },
    { 0, NULL, "You must be signed in to use this feature", CARRY_ON_VERDICT_FATAL, -1 },
    { 0, NULL, "[unauthenticated] Error", CARRY_ON_VERDICT_FATAL, -1 },
    { 0, NULL, "\xe8\xaf\xb7\xe5\x85\x88\xe7\x99\xbb\xe5\xbd\x95", CARRY_ON_VERDICT_FATAL, -1 },          /* 请先登录 */
    { 0, NULL, "\xe7\x94\xa8\xe6\x88\xb7\xe6\x9c\xaa\xe7\x99\xbb\xe5\xbd\x95", CARRY_ON_VERDICT_FATAL, -1 }, /* 用户未登录 */
    { 0, NULL, "\xe3\x83\xad\xe3\x82\xb0\xe3\x82\xa4\xe3\x83\xb3\xe3\x81\x97\xe3\x81\xa6\xe3\x81\x8f\xe3\x81\xa0\xe3\x81\x95\xe3\x81\x84", CARRY_ON_VERDICT_FATAL, -1 }, /* ログインしてください */
    { 0, NULL, "Sie sind nicht angemeldet.", CARRY_ON_VERDICT_FATAL, -1 },
    { 0, NULL, "Veuillez vous connecter pour continuer.", CARRY_ON_VERDICT_FATAL, -1 },
    { 0, NULL, "No has iniciado sesi\xc3\xb3n.", CARRY_ON_VERDICT_FATAL, -1 },
    { 0, NULL, "\xd0\x92\xd0\xbe\xd0\xb9\xd0\xb4\xd0\xb8\xd1\x82\xd0\xb5 \xd0\xb2 \xd1\x81\xd0\xb8\xd1\x81\xd1\x82\xd0\xb5\xd0\xbc\xd1\x83", CARRY_ON_VERDICT_FATAL, -1 }, /* Войдите в систему */
    /* near misses: a sign-in that went through, a stream cut */
    { 0, NULL, "Signed in as alice; stream disconnected before completion", CARRY_ON_VERDICT_TRANSIENT, 0 },
  };

  check_hi_cases (cases, G_N_ELEMENTS (cases));
}

/* Content-security rejections are fatal */
static void
test_content_security (void)
{
  static const HiCase cases[] = {
    { 400, NULL, "The request failed because the input text may contain sensitive content.", CARRY_ON_VERDICT_FATAL, -1 },
    { 400, "InputTextSensitiveContentDetected", "InputTextSensitiveContentDetected", CARRY_ON_VERDICT_FATAL, -1 },
    { 0, NULL, "violates ContentSecurityDetection", CARRY_ON_VERDICT_FATAL, -1 },
    { 500, NULL, "OpenAIException - sensitive_words_detected", CARRY_ON_VERDICT_FATAL, -1 },
    { 0, NULL, "Your prompt violates our content policy", CARRY_ON_VERDICT_FATAL, -1 },
    { 0, NULL, "\xe8\xbe\x93\xe5\x85\xa5\xe5\x86\x85\xe5\xae\xb9\xe4\xb8\x8d\xe5\x90\x88\xe8\xa7\x84", CARRY_ON_VERDICT_FATAL, -1 }, /* 输入内容不合规 */
    { 0, NULL, "\xe5\x86\x85\xe5\xae\xb9\xe5\xae\x89\xe5\x85\xa8\xe6\xa3\x80\xe6\xb5\x8b\xe6\x9c\xaa\xe9\x80\x9a\xe8\xbf\x87", CARRY_ON_VERDICT_FATAL, -1 }, /* 内容安全检测未通过 */
    { 400, NULL, "{'message': 'The response was filtered', 'code': 'content_filter', 'status': 400}", CARRY_ON_VERDICT_FATAL, -1 },
    { 0, NULL, "Error: (content_filter) The response was filtered", CARRY_ON_VERDICT_FATAL, -1 },
    { 400, NULL, "Code: content_filter", CARRY_ON_VERDICT_FATAL, -1 },
    /* near miss: a CSP header in a proxy's 502 page */
    { 502, NULL, "<html><head><meta http-equiv=\"Content-Security-Policy\"></head><h1>502 Bad Gateway</h1></html>", CARRY_ON_VERDICT_TRANSIENT, 0 },
    /* near miss: Azure's content_filter_results ride on every chunk, filtered
     * or not; a chunk the client could not parse is a broken stream */
    { 0, NULL, "Failed to parse streaming chunk: missing field delta: {\"choices\":[{\"content_filter_results\":"
      "{\"hate\":{\"filtered\":false,\"severity\":\"safe\"}},\"content_filter_offsets\":{\"check_offset\":54781}}]}",
      CARRY_ON_VERDICT_TRANSIENT, 0 },
  };

  check_hi_cases (cases, G_N_ELEMENTS (cases));
}

/* A balance in other words is fatal; credits held by other requests'
 * reservations come back, a limit */
static void
test_balance_words (void)
{
  static const HiCase cases[] = {
    { 0, NULL, "Your balance is low", CARRY_ON_VERDICT_FATAL, -1 },
    { 0, NULL, "Account balance too low to run this model", CARRY_ON_VERDICT_FATAL, -1 },
    { 0, NULL, "Not enough credits to complete the request", CARRY_ON_VERDICT_FATAL, -1 },
    { 0, NULL, "Your credits cannot cover this request.", CARRY_ON_VERDICT_FATAL, -1 },
    { 0, NULL, "\xe8\xb4\xa6\xe6\x88\xb7\xe4\xbd\x99\xe9\xa2\x9d\xe4\xb8\x8d\xe8\xb6\xb3", CARRY_ON_VERDICT_FATAL, -1 }, /* 账户余额不足 */
    { 0, NULL, "Credits cannot cover this request while pending reservations are held; retry later.", CARRY_ON_VERDICT_LIMIT, 0 },
    { 402, NULL, "Saldo insuficiente en la cuenta", CARRY_ON_VERDICT_FATAL, -1 },
    { 0, NULL, "Solde insuffisant pour cette requ\xc3\xaate", CARRY_ON_VERDICT_FATAL, -1 },
    { 0, NULL, "\xe6\xae\x8b\xe9\xab\x98\xe4\xb8\x8d\xe8\xb6\xb3\xe3\x81\xa7\xe3\x81\x99", CARRY_ON_VERDICT_FATAL, -1 }, /* 残高不足です */
    { 0, NULL, "\xec\x9e\x94\xec\x95\xa1\xec\x9d\xb4 \xeb\xb6\x80\xec\xa1\xb1\xed\x95\xa9\xeb\x8b\x88\xeb\x8b\xa4", CARRY_ON_VERDICT_FATAL, -1 }, /* 잔액이 부족합니다 */
    /* near misses: a balancer, not a balance */
    { 502, NULL, "load balancer upstream error", CARRY_ON_VERDICT_TRANSIENT, 0 },
    { 0, NULL, "Connection reset while checking your balance", CARRY_ON_VERDICT_TRANSIENT, 0 },
  };

  check_hi_cases (cases, G_N_ELEMENTS (cases));
}

/* A region refusal in any wording is fatal */
static void
test_region_words (void)
{
  static const HiCase cases[] = {
    { 0, NULL, "This service is not available in this country", CARRY_ON_VERDICT_FATAL, -1 },
    { 403, NULL, "{\"type\":\"RegionError\",\"message\":\"This model is not available in your country.\"}", CARRY_ON_VERDICT_FATAL, -1 },
    { 0, NULL, "Gemini API is not supported in your location", CARRY_ON_VERDICT_FATAL, -1 },
    { 0, NULL, "The assistant is unavailable in your region", CARRY_ON_VERDICT_FATAL, -1 },
    { 0, NULL, "Este servicio no est\xc3\xa1 disponible en tu pa\xc3\xads", CARRY_ON_VERDICT_FATAL, -1 },
    { 0, NULL, "Dieser Dienst ist in Ihrem Land nicht verf\xc3\xbc" "gbar", CARRY_ON_VERDICT_FATAL, -1 },
    { 0, NULL, "\xe6\x82\xa8\xe6\x89\x80\xe5\x9c\xa8\xe5\x9b\xbd\xe5\xae\xb6\xe6\x88\x96\xe5\x9c\xb0\xe5\x8c\xba\xe6\x9a\x82\xe4\xb8\x8d\xe6\x94\xaf\xe6\x8c\x81", CARRY_ON_VERDICT_FATAL, -1 }, /* 您所在国家或地区暂不支持 */
    /* near miss: a model that is briefly unavailable */
    { 503, NULL, "The model is temporarily unavailable in this region due to high load", CARRY_ON_VERDICT_FATAL, -1 },
    { 503, NULL, "The model is temporarily unavailable, please retry", CARRY_ON_VERDICT_TRANSIENT, 0 },
  };

  check_hi_cases (cases, G_N_ELEMENTS (cases));
}

/* Statuses written in Chinese, Japanese, Korean and other ways */
static void
test_status_words (void)
{
  static const HiCase cases[] = {
    { 0, NULL, "API\xe8\xaf\xb7\xe6\xb1\x82\xe5\xa4\xb1\xe8\xb4\xa5\xef\xbc\x8c\xe7\x8a\xb6\xe6\x80\x81\xe7\xa0\x81\xef\xbc\x9a" "402", CARRY_ON_VERDICT_FATAL, -1 }, /* 状态码：402 */
    { 0, NULL, "\xe7\x8a\xb6\xe6\x80\x81\xe7\xa0\x81: 429", CARRY_ON_VERDICT_LIMIT, 0 },
    { 0, NULL, "HTTP\xe7\x8a\xb6\xe6\x80\x81\xe7\xa0\x81 500", CARRY_ON_VERDICT_TRANSIENT, 0 },
    { 0, NULL, "\xe8\xbf\x94\xe5\x9b\x9e\xe7\x8a\xb6\xe6\x80\x81\xe7\xa0\x81\xe4\xb8\xba 401", CARRY_ON_VERDICT_FATAL, -1 }, /* 返回状态码为 401 */
    { 0, NULL, "\xe3\x82\xb9\xe3\x83\x86\xe3\x83\xbc\xe3\x82\xbf\xe3\x82\xb9\xe3\x82\xb3\xe3\x83\xbc\xe3\x83\x89: 403", CARRY_ON_VERDICT_FATAL, -1 }, /* ステータスコード: 403 */
    { 0, NULL, "request failed, status code 402", CARRY_ON_VERDICT_FATAL, -1 },
    { 0, NULL, "statusCode: 403", CARRY_ON_VERDICT_FATAL, -1 },
    { 0, NULL, "C\xc3\xb3" "digo de estado: 429", CARRY_ON_VERDICT_LIMIT, 0 },
    { 0, NULL, "code de statut : 401", CARRY_ON_VERDICT_FATAL, -1 },
    { 0, NULL, "\xd0\x9a\xd0\xbe\xd0\xb4 \xd0\xbe\xd1\x82\xd0\xb2\xd0\xb5\xd1\x82\xd0\xb0 402", CARRY_ON_VERDICT_FATAL, -1 }, /* Код ответа 402 */
    { 0, NULL, "\xe5\x93\x8d\xe5\xba\x94\xe7\xa0\x81: 503", CARRY_ON_VERDICT_TRANSIENT, 0 }, /* 响应码: 503 */
    /* near misses: not a status */
    { 0, NULL, "\xe7\x8a\xb6\xe6\x80\x81\xe7\xa0\x81: 4021", CARRY_ON_VERDICT_TRANSIENT, 0 },
    { 0, NULL, "\xe7\x8a\xb6\xe6\x80\x81\xe7\xa0\x81: 200", CARRY_ON_VERDICT_TRANSIENT, 0 },
  };

  check_hi_cases (cases, G_N_ELEMENTS (cases));
}

/* An account-pool relay with no account for the model is fatal even under
 * its 500; a bare "no available accounts" stays with the status */
static void
test_relay_accounts (void)
{
  static const HiCase cases[] = {
    { 500, NULL, "No available Claude accounts support the requested model: claude-x", CARRY_ON_VERDICT_FATAL, -1 },
    { 503, NULL, "no available accounts for model gpt-5", CARRY_ON_VERDICT_FATAL, -1 },
    { 0, NULL, "API Error (503 No available Gemini accounts support the requested model)", CARRY_ON_VERDICT_FATAL, -1 },
    { 503, NULL, "No available accounts", CARRY_ON_VERDICT_TRANSIENT, 0 },
  };

  check_hi_cases (cases, G_N_ELEMENTS (cases));
}

/* Mixed signals: a named reset beats a permission prefix (and only that); a structured billing type beats overload words; an admin's cap
 * without a reset is fatal; a malformed response is transient; a request
 * larger than its per-minute limit is fatal */
static void
test_mixed_signals (void)
{
  static const HiCase cases[] = {
    { 0, NULL, "Permission denied: rate limit exceeded for this model. Resets in: 5m0s", CARRY_ON_VERDICT_LIMIT, 1773144300 },
    { 0, NULL, "Permission denied: rate limit exceeded for this model.", CARRY_ON_VERDICT_FATAL, -1 },
    { 0, NULL, "Access denied. Resets in 5m", CARRY_ON_VERDICT_LIMIT, 1773144300 },
    /* near misses: a reset does not turn other fatal or transient wordings into a limit */
    { 0, NULL, "Your prompt was flagged by our content filter. Rate limit: try again in 30 seconds", CARRY_ON_VERDICT_FATAL, -1 },
    { 0, NULL, "Server is temporarily limiting requests (not your usage limit) \xc2\xb7 Rate limited. Try again in 10 minutes", CARRY_ON_VERDICT_TRANSIENT, 0 },
    { 0, NULL, "The server is overloaded. Rate limited, try again in 30 seconds", CARRY_ON_VERDICT_TRANSIENT, 0 },
    { 0, NULL, "{\"error\":{\"message\":\"Server overloaded, retry later\",\"type\":\"billing_not_active\"}}", CARRY_ON_VERDICT_FATAL, -1 },
    { 0, "billing_not_active", "The server is overloaded", CARRY_ON_VERDICT_FATAL, -1 },
    { 0, NULL, "Usage limit reached \xe2\x80\x93 ask your admin to increase your limit", CARRY_ON_VERDICT_FATAL, -1 },
    { 0, NULL, "Limit reached \xe2\x80\x94 contact your administrator to keep working. Resets in 2h", CARRY_ON_VERDICT_LIMIT, 1773151200 },
    { 0, NULL, "Individual quota reached. Contact your administrator to enable overages", CARRY_ON_VERDICT_LIMIT, -1 },
    { 0, NULL, "Error: \xe5\x93\x8d\xe5\xba\x94\xe6\xa0\xbc\xe5\xbc\x8f\xe9\x94\x99\xe8\xaf\xaf", CARRY_ON_VERDICT_TRANSIENT, 0 },   /* 响应格式错误 */
    { 0, NULL, "Error: \xe8\xaf\xb7\xe6\xb1\x82\xe6\xa0\xbc\xe5\xbc\x8f\xe9\x94\x99\xe8\xaf\xaf", CARRY_ON_VERDICT_FATAL, -1 },       /* 请求格式错误 */
    { 429, NULL, "Rate limit reached on tokens per minute (TPM): Limit 6000, Used 0, Requested ~9000.", CARRY_ON_VERDICT_FATAL, -1 },
    { 429, NULL, "Rate limit reached on tokens per minute (TPM): Limit 6000, Used 5800, Requested 400. Please try again in 2s.", CARRY_ON_VERDICT_LIMIT, 0 },
    { 429, NULL, "Rate limit reached: Limit 6000, Requested 9000.5k", CARRY_ON_VERDICT_LIMIT, 0 },
  };

  check_hi_cases (cases, G_N_ELEMENTS (cases));
}

/* Rules match in nested causes too (DSH's errorChain) */
static void
test_causes (void)
{
  char *causes[] = { (char *) "caused by: 402 Insufficient Balance", NULL };
  CarryOnFailure f = failure_init (NULL, 0, NULL, "LLM request failed");
  CarryOnClassification out;

  f.causes = causes;
  classify (&f, "dsh", &out);
  g_assert_cmpint (out.verdict, ==, CARRY_ON_VERDICT_FATAL);

  causes[0] = (char *) "You've hit your limit · resets 3pm (Europe/Paris)";
  classify (&f, "claude-code", &out);
  g_assert_cmpint (out.verdict, ==, CARRY_ON_VERDICT_LIMIT);
  g_assert_cmpint (out.resets_at, ==, 1773151200);  /* 2026-03-10T14:00:00Z */
}

static void
test_resets (void)
{
  CarryOnFailure f = failure_init ("rate_limit", 429, NULL, "You've hit your limit · resets 3pm (Europe/Paris)");
  CarryOnClassification out;

  /* structured resets_at wins over text and retry-after */
  f.resets_at = 1800000000;
  f.retry_after_ms = 5000;
  classify (&f, "claude-code", &out);
  g_assert_cmpint (out.resets_at, ==, 1800000000);

  /* then retry-after */
  f.resets_at = -1;
  classify (&f, "claude-code", &out);
  g_assert_cmpint (out.resets_at, ==, 1773144000 + 5);

  /* then the text */
  f.retry_after_ms = -1;
  classify (&f, "claude-code", &out);
  g_assert_cmpint (out.resets_at, ==, 1773151200);

  /* Retry-After at the int64 maximum does not overflow (the policy then
   * judges how far ahead is believable) */
  f = failure_init ("rate_limit", 429, NULL, "Too many requests");
  f.retry_after_ms = G_MAXINT64;
  classify (&f, "claude-code", &out);
  g_assert_cmpint (out.resets_at, ==, 1773144000 + G_MAXINT64 / 1000 + 1);

  /* a fatal verdict never has one */
  f = failure_init ("billing_error", 0, NULL, "Usage resets at 5pm");
  f.resets_at = 1800000000;
  classify (&f, "claude-code", &out);
  g_assert_cmpint (out.verdict, ==, CARRY_ON_VERDICT_FATAL);
  g_assert_cmpint (out.resets_at, ==, -1);
}

/* Codex's CodexErrorInfo and OpenCode's error names, as their hosts pass
 * them in `kind`: the structured kinds decide; the connection kinds and
 * APIError leave it to the status and the text. */
static void
test_agent_kinds (void)
{
  static const struct {
    const char *host;
    const char *kind;
    int         status;
    const char *text;
    CarryOnVerdict verdict;
  } cases[] = {
    { "codex", "internalServerError", 500, "Internal server error", CARRY_ON_VERDICT_TRANSIENT },
    { "codex", "serverOverloaded", 0, "The server is overloaded", CARRY_ON_VERDICT_TRANSIENT },
    { "codex", "usageLimitExceeded", 0, "You've hit your usage limit.", CARRY_ON_VERDICT_LIMIT },
    { "codex", "contextWindowExceeded", 0, "Codex ran out of room in the model's context window.", CARRY_ON_VERDICT_FATAL },
    { "codex", "unauthorized", 0, "Your access token could not be refreshed.", CARRY_ON_VERDICT_FATAL },
    { "codex", "sessionBudgetExceeded", 0, "This session used up its budget.", CARRY_ON_VERDICT_FATAL },
    { "codex", "httpConnectionFailed", 401, "unexpected status 401 Unauthorized", CARRY_ON_VERDICT_FATAL },
    { "codex", "httpConnectionFailed", 0, "error sending request: connection reset", CARRY_ON_VERDICT_TRANSIENT },
    { "codex", "responseTooManyFailedAttempts", 502, "exceeded retry limit, last status: 502 Bad Gateway", CARRY_ON_VERDICT_TRANSIENT },
    { "opencode", "ProviderAuthError", 0, "Invalid API key", CARRY_ON_VERDICT_FATAL },
    { "opencode", "ContextOverflowError", 0, "Input exceeds context window", CARRY_ON_VERDICT_FATAL },
    { "opencode", "MessageOutputLengthError", 0, NULL, CARRY_ON_VERDICT_FATAL },
    { "opencode", "APIError", 500, "Internal Server Error", CARRY_ON_VERDICT_TRANSIENT },
    { "opencode", "APIError", 401, "Unauthorized", CARRY_ON_VERDICT_FATAL },
    { "opencode", "APIError", 429, "Rate limit reached, try again in 20s", CARRY_ON_VERDICT_LIMIT },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      CarryOnFailure f = failure_init (cases[i].kind, cases[i].status, NULL, cases[i].text);
      CarryOnClassification out;

      classify (&f, cases[i].host, &out);
      g_test_message ("%s %s %d: %s (%s)", cases[i].host, cases[i].kind, cases[i].status,
                      carry_on_verdict_to_string (out.verdict), out.rule_id);
      g_assert_cmpint (out.verdict, ==, cases[i].verdict);
    }
}

/* A quota whose limit is 0 (no free tier for the model, no quota for the
 * project or region) is fatal whatever retry hint comes with it, unless a
 * non-zero limit is named in the same text */
static void
test_zero_limit (void)
{
  CarryOnClassification out;
  CarryOnFailure f;

  f = failure_init (NULL, 429, "RESOURCE_EXHAUSTED",
                    "You exceeded your current quota, please check your plan and billing details.\n"
                    "* Quota exceeded for metric: generativelanguage.googleapis.com/generate_content_free_tier_requests, "
                    "limit: 0, model: gemini-3.1-pro\nPlease retry in 17s.");
  f.provider = (char *) "generativelanguage.googleapis.com";
  classify (&f, "gemini-cli", &out);
  g_assert_cmpint (out.verdict, ==, CARRY_ON_VERDICT_FATAL);
  g_assert_cmpstr (out.rule_id, ==, "quota-zero");
  g_assert_cmpint (out.resets_at, ==, -1);

  /* a non-zero limit next to it: the 0 is one metric among others that
   * come back, so the ordinary quota rows (and the retry hint) apply */
  f.message = (char *) "* Quota exceeded for metric: generate_content_free_tier_requests, limit: 0, model: gemini-2.5-pro\n"
                       "* Quota exceeded for metric: generate_content_free_tier_requests, limit: 20, model: gemini-2.5-pro\n"
                       "Please retry in 17s.";
  classify (&f, "gemini-cli", &out);
  g_assert_cmpint (out.verdict, ==, CARRY_ON_VERDICT_LIMIT);
  g_assert_cmpint (out.resets_at, ==, 1773144000 + 17);

  /* "limit: 0.5" and "limit: 1,000" are not zero; "limit: 00" is no match */
  f.message = (char *) "Quota exceeded for metric: tokens, limit: 0.5\nPlease retry in 17s.";
  classify (&f, "gemini-cli", &out);
  g_assert_cmpint (out.verdict, ==, CARRY_ON_VERDICT_LIMIT);
  f.message = (char *) "Quota exceeded, limit: 0, then limit: 1,000 per day";
  classify (&f, "gemini-cli", &out);
  g_assert_cmpint (out.verdict, ==, CARRY_ON_VERDICT_LIMIT);

  /* the protobuf text form of google.rpc.ErrorInfo metadata */
  f = failure_init (NULL, 0, NULL, "429 Quota exceeded for quota metric 'Generate Content API requests per minute'\n"
                    "metadata {\n  key: \"quota_limit_value\"\n  value: \"0\"\n}");
  classify (&f, NULL, &out);
  g_assert_cmpint (out.verdict, ==, CARRY_ON_VERDICT_FATAL);
  g_assert_cmpstr (out.rule_id, ==, "quota-zero");

  /* structured fields win over text: a host that says rate_limit decides */
  f = failure_init ("rate_limit", 429, NULL, "Quota exceeded for metric: x, limit: 0, model: y");
  classify (&f, "claude-code", &out);
  g_assert_cmpint (out.verdict, ==, CARRY_ON_VERDICT_LIMIT);
}

/* one-api / new-api with no channel for the model: configuration, even as
 * 503; a channel lookup that failed for another reason is not this */
static void
test_relay_no_channel (void)
{
  CarryOnClassification out;
  CarryOnFailure f;

  f = failure_init (NULL, 503, NULL,
                    "{\"error\":{\"message\":\"\xe5\xbd\x93\xe5\x89\x8d\xe5\x88\x86\xe7\xbb\x84 default \xe4\xb8\x8b\xe5\xaf\xb9\xe4\xba\x8e\xe6\xa8\xa1\xe5\x9e\x8b gpt-5 "
                    "\xe6\x97\xa0\xe5\x8f\xaf\xe7\x94\xa8\xe6\xb8\xa0\xe9\x81\x93 (request id: 1)\",\"type\":\"one_api_error\"}}");
  classify (&f, NULL, &out);
  g_assert_cmpint (out.verdict, ==, CARRY_ON_VERDICT_FATAL);
  g_assert_cmpstr (out.rule_id, ==, "relay-no-channel");

  f = failure_init (NULL, 503, "model_not_found", "No available channel for model gpt-x under group default (distributor)");
  classify (&f, NULL, &out);
  g_assert_cmpint (out.verdict, ==, CARRY_ON_VERDICT_FATAL);

  f = failure_init (NULL, 503, NULL, "There are no channels available for model grok-2 under the current group Lv5");
  classify (&f, NULL, &out);
  g_assert_cmpint (out.verdict, ==, CARRY_ON_VERDICT_FATAL);
  g_assert_cmpstr (out.rule_id, ==, "relay-no-channel");

  /* new-api's get_channel_failed wraps another error (a database, a
   * cooling pool): not the missing-model family */
  f = failure_init (NULL, 503, NULL, "Failed to get available channel for model gpt-x under group default (distributor): "
                    "pool temporarily has no eligible key");
  classify (&f, NULL, &out);
  g_assert_cmpint (out.verdict, ==, CARRY_ON_VERDICT_TRANSIENT);

  /* the relay's saturated upstream stays transient */
  f = failure_init (NULL, 429, NULL, "\xe5\xbd\x93\xe5\x89\x8d\xe5\x88\x86\xe7\xbb\x84\xe4\xb8\x8a\xe6\xb8\xb8\xe8\xb4\x9f\xe8\xbd\xbd\xe5\xb7\xb2\xe9\xa5\xb1\xe5\x92\x8c\xef\xbc\x8c\xe8\xaf\xb7\xe7\xa8\x8d\xe5\x90\x8e\xe5\x86\x8d\xe8\xaf\x95");
  classify (&f, NULL, &out);
  g_assert_cmpint (out.verdict, ==, CARRY_ON_VERDICT_TRANSIENT);
}

/* LiteLLM's router budgets with a period reopen by themselves; a key's
 * budget without a period named stays fatal */
static void
test_budget_window (void)
{
  CarryOnClassification out;
  CarryOnFailure f;

  f = failure_init (NULL, 0, NULL, "429 No deployments available - crossed budget: Exceeded budget for deployment "
                    "model_name: m, litellm_params.model: openai/m, model_id: 1: 0.363 >= 1d");
  classify (&f, NULL, &out);
  g_assert_cmpint (out.verdict, ==, CARRY_ON_VERDICT_LIMIT);
  g_assert_cmpstr (out.rule_id, ==, "budget-window");
  g_assert_cmpint (out.resets_at, ==, -1);

  f = failure_init (NULL, 0, NULL, "Budget has been exceeded! Current cost: 26.075, Max budget: 0.25");
  classify (&f, NULL, &out);
  g_assert_cmpint (out.verdict, ==, CARRY_ON_VERDICT_FATAL);
  g_assert_cmpstr (out.rule_id, ==, "spend-limit");
}

/* A usage window with a reset beats a billing-looking status or type; a
 * pure balance or top-up message stays fatal, and so does a quota of 0 */
static void
test_free_window (void)
{
  CarryOnClassification out;
  CarryOnFailure f;
  g_autofree char *got = NULL;
  g_autofree char *got2 = NULL;

  f = failure_init (NULL, 402, NULL, "Free quota used (30 requests / 5h). Resets at 10:00 UTC.");
  classify (&f, NULL, &out);
  g_assert_cmpint (out.verdict, ==, CARRY_ON_VERDICT_LIMIT);
  g_assert_cmpstr (out.rule_id, ==, "free-window");
  got = format_utc (out.resets_at);
  g_assert_cmpstr (got, ==, "2026-03-11T10:00:00Z");

  /* "come back in <duration>" is a relative reset; insufficient_quota and
   * "top up" around it do not make it billing */
  f = failure_init (NULL, 0, "insufficient_quota", "You have used all of today's free usage. Top up to keep going, "
                    "or come back in 3h 47m \xe2\x80\x94 resets automatically at midnight Pacific.");
  classify (&f, NULL, &out);
  g_assert_cmpint (out.verdict, ==, CARRY_ON_VERDICT_LIMIT);
  got2 = format_utc (out.resets_at);
  g_assert_cmpstr (got2, ==, "2026-03-10T15:47:00Z");

  /* a structured resets_at counts as the reset too */
  f = failure_init (NULL, 402, NULL, "Daily free requests used up.");
  f.resets_at = 1773200000;
  classify (&f, NULL, &out);
  g_assert_cmpint (out.verdict, ==, CARRY_ON_VERDICT_LIMIT);
  g_assert_cmpint (out.resets_at, ==, 1773200000);

  /* without a reset: the credit rows and the 402 decide */
  f = failure_init (NULL, 402, NULL, "Free quota used. Top up your balance to continue.");
  classify (&f, NULL, &out);
  g_assert_cmpint (out.verdict, ==, CARRY_ON_VERDICT_FATAL);
  f = failure_init (NULL, 402, NULL, "Insufficient balance. Please top up your account.");
  classify (&f, NULL, &out);
  g_assert_cmpint (out.verdict, ==, CARRY_ON_VERDICT_FATAL);
  f = failure_init (NULL, 0, "insufficient_quota", "You exceeded your current quota, please check your plan and billing details.");
  classify (&f, NULL, &out);
  g_assert_cmpint (out.verdict, ==, CARRY_ON_VERDICT_FATAL);

  /* a quota of 0 is listed first and stays fatal even with "retry in" */
  f = failure_init (NULL, 429, NULL, "Free quota exceeded for metric: generate_content_free_tier_requests, limit: 0, "
                    "model: gemini-3.1-pro. Please retry in 25s.");
  classify (&f, "gemini-cli", &out);
  g_assert_cmpint (out.verdict, ==, CARRY_ON_VERDICT_FATAL);
  g_assert_cmpstr (out.rule_id, ==, "quota-zero");

  /* the host's kind still decides first */
  f = failure_init ("billing_error", 402, NULL, "Free quota used. Resets at 10:00 UTC.");
  classify (&f, "claude-code", &out);
  g_assert_cmpint (out.verdict, ==, CARRY_ON_VERDICT_FATAL);
}

/* The phrase index keys a phrase by its first two bytes; a terminal's line
 * break between them (which the matcher skips inside a word) must not hide
 * the phrase, nor a phrase whose second byte is not a letter (white space,
 * a gap, a multi-byte character) go untried. */
static void
test_phrase_index (void)
{
  static const struct {
    const char     *text;
    CarryOnVerdict  verdict;
    const char     *rule;
  } cases[] = {
    { "Error: o\nverloaded", CARRY_ON_VERDICT_TRANSIENT, "overloaded" },
    { "Error: ov\nerloaded", CARRY_ON_VERDICT_TRANSIENT, "overloaded" },
    { "Error: o\n\nverloaded", CARRY_ON_VERDICT_TRANSIENT, "overloaded" },
    { "Your credit balance is too l\now to access the API", CARRY_ON_VERDICT_FATAL, NULL },
    { "Your c\nredit balance is too low to access the API", CARRY_ON_VERDICT_FATAL, NULL },
    { "服务器繁忙，请稍后再试", CARRY_ON_VERDICT_TRANSIENT, NULL },
    { "Rate limit reached for requests", CARRY_ON_VERDICT_LIMIT, NULL },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      CarryOnFailure f = failure_init (NULL, 0, NULL, cases[i].text);
      CarryOnClassification out;

      classify (&f, NULL, &out);
      g_test_message ("%s: %s (%s)", cases[i].text, carry_on_verdict_to_string (out.verdict), out.rule_id);
      g_assert_cmpint (out.verdict, ==, cases[i].verdict);
      if (cases[i].rule != NULL)
        g_assert_cmpstr (out.rule_id, ==, cases[i].rule);
      g_assert_cmpstr (out.rule_id, !=, "default");
    }
}

/* Transport and capacity wording beats a 4xx or invalid-request wrapper;
 * a request that is invalid because of its timeout parameter stays fatal */
static void
test_wrapped_transport (void)
{
  CarryOnClassification out;
  CarryOnFailure f;

  f = failure_init (NULL, 400, "completion_request_error", "Timeout:Request timed out: HTTPSConnectionPool(host='api.openai.com', "
                    "port=443): Read timed out. (read timeout=60.0)");
  classify (&f, NULL, &out);
  g_assert_cmpint (out.verdict, ==, CARRY_ON_VERDICT_TRANSIENT);
  g_assert_cmpstr (out.rule_id, ==, "wrapped-timeout");

  f = failure_init (NULL, 400, NULL, "Connection reset by peer");
  classify (&f, NULL, &out);
  g_assert_cmpint (out.verdict, ==, CARRY_ON_VERDICT_TRANSIENT);
  g_assert_cmpstr (out.rule_id, ==, "wrapped-connection");

  f = failure_init (NULL, 400, "invalid_request_error", "Service tier capacity exceeded for this model.");
  classify (&f, NULL, &out);
  g_assert_cmpint (out.verdict, ==, CARRY_ON_VERDICT_TRANSIENT);
  g_assert_cmpstr (out.rule_id, ==, "overloaded");

  f = failure_init (NULL, 400, "invalid_request_error", "Invalid value for 'timeout': must be at most 600 seconds.");
  classify (&f, NULL, &out);
  g_assert_cmpint (out.verdict, ==, CARRY_ON_VERDICT_FATAL);
  f = failure_init (NULL, 400, NULL, "{\"error\":{\"message\":\"Unrecognized request argument supplied: request_timeout\","
                    "\"type\":\"invalid_request_error\"}}");
  classify (&f, NULL, &out);
  g_assert_cmpint (out.verdict, ==, CARRY_ON_VERDICT_FATAL);

  /* no status: "bad request" wording is overruled too; a plain network
   * error keeps the ordinary row's name */
  f = failure_init (NULL, 0, NULL, "InvokeBadRequestError: [models] Bad Request Error, The read operation timed out");
  classify (&f, NULL, &out);
  g_assert_cmpint (out.verdict, ==, CARRY_ON_VERDICT_TRANSIENT);
  g_assert_cmpstr (out.rule_id, ==, "wrapped-timeout");
  f = failure_init (NULL, 0, NULL, "read ECONNRESET");
  classify (&f, NULL, &out);
  g_assert_cmpint (out.verdict, ==, CARRY_ON_VERDICT_TRANSIENT);
  g_assert_cmpstr (out.rule_id, ==, "connection");
  f = failure_init (NULL, 0, NULL, "{\"status\": 400, \"message\": \"Request timed out\"}");
  classify (&f, NULL, &out);
  g_assert_cmpint (out.verdict, ==, CARRY_ON_VERDICT_TRANSIENT);

  /* FINAL statuses are not refined: a 401 stays an auth failure */
  f = failure_init (NULL, 401, NULL, "Unauthorized; connection reset");
  classify (&f, NULL, &out);
  g_assert_cmpint (out.verdict, ==, CARRY_ON_VERDICT_FATAL);
}

/* Tokens over time are a rate limit; a request larger than the budget is a
 * cap */
static void
test_token_rate (void)
{
  CarryOnClassification out;
  CarryOnFailure f;

  f = failure_init (NULL, 429, NULL, "You have exceeded the maximum number of tokens allowed within a given time frame. "
                    "Wait a bit and try again.");
  classify (&f, NULL, &out);
  g_assert_cmpint (out.verdict, ==, CARRY_ON_VERDICT_LIMIT);
  f = failure_init (NULL, 0, NULL, "You have exceeded the maximum number of tokens allowed within a given time frame.");
  classify (&f, NULL, &out);
  g_assert_cmpint (out.verdict, ==, CARRY_ON_VERDICT_LIMIT);
  g_assert_cmpstr (out.rule_id, ==, "token-rate-limit");
  f = failure_init (NULL, 0, "invalid_request_error", "This request would exceed the rate limit for your organization "
                    "of 20,000 input tokens per minute. Please reduce the prompt length or the maximum tokens requested, "
                    "or try again later.");
  classify (&f, NULL, &out);
  g_assert_cmpint (out.verdict, ==, CARRY_ON_VERDICT_LIMIT);
  f = failure_init (NULL, 400, NULL, "Exceeded token rate limit of your current pricing tier (TPM).");
  classify (&f, NULL, &out);
  g_assert_cmpint (out.verdict, ==, CARRY_ON_VERDICT_LIMIT);

  /* caps stay caps */
  f = failure_init (NULL, 400, NULL, "The input token count (1091639) exceeds the maximum number of tokens allowed (1048576).");
  classify (&f, NULL, &out);
  g_assert_cmpint (out.verdict, ==, CARRY_ON_VERDICT_FATAL);
  f = failure_init (NULL, 413, NULL, "Request too large for model m on tokens per minute (TPM): Limit 6000, Requested 7000, "
                    "please reduce your message size and try again.");
  classify (&f, NULL, &out);
  g_assert_cmpint (out.verdict, ==, CARRY_ON_VERDICT_FATAL);
  f = failure_init (NULL, 429, NULL, "Request too large for gpt-4o on tokens per min (TPM): Limit 30000, Requested 31538. "
                    "The input or output tokens must be reduced in order to run successfully.");
  classify (&f, NULL, &out);
  g_assert_cmpint (out.verdict, ==, CARRY_ON_VERDICT_FATAL);
}

/* Content moderation in the providers' and the clients' words */
static void
test_content_policy (void)
{
  static const char *const texts[] = {
    "Input data may contain inappropriate content.",
    "{\"error\":{\"code\":\"data_inspection_failed\",\"message\":\"x\"}}",
    "The response was blocked due to safety reasons.",
    "\xe8\xbe\x93\xe5\x85\xa5\xe5\x8f\xaf\xe8\x83\xbd\xe5\x8c\x85\xe5\x90\xab\xe4\xb8\x8d\xe5\xbd\x93\xe5\x86\x85\xe5\xae\xb9", /* 输入可能包含不当内容 */
    "\xe5\x86\x85\xe5\xae\xb9\xe8\xbf\x9d\xe8\xa7\x84", /* 内容违规 */
  };
  CarryOnClassification out;
  CarryOnFailure f;

  for (guint i = 0; i < G_N_ELEMENTS (texts); i++)
    {
      f = failure_init (NULL, 0, NULL, texts[i]);
      classify (&f, NULL, &out);
      g_assert_cmpint (out.verdict, ==, CARRY_ON_VERDICT_FATAL);
      g_assert_cmpstr (out.rule_id, ==, "content-blocked");
      /* inside a 400 the status decides, with the content label */
      f.status = 400;
      classify (&f, NULL, &out);
      g_assert_cmpint (out.verdict, ==, CARRY_ON_VERDICT_FATAL);
      g_assert_cmpstr (out.label, ==, "content blocked");
    }
  /* behind a gateway's "upstream" line, still content */
  f = failure_init (NULL, 0, NULL, "Upstream request failed: [data_inspection_failed] <400> Input text data may contain inappropriate content.");
  classify (&f, NULL, &out);
  g_assert_cmpint (out.verdict, ==, CARRY_ON_VERDICT_FATAL);
}

/* Rate limits in other words and languages */
static void
test_rate_limit_wording (void)
{
  static const char *const texts[] = {
    "Requests are too frequent, please try again later.",
    "\xe8\xaf\xb7\xe6\xb1\x82\xe9\x80\x9f\xe5\xba\xa6\xe8\xbf\x87\xe5\xbf\xab", /* 请求速度过快 */
    "\xe8\xa2\xab\xe6\x9c\x8d\xe5\x8a\xa1\xe5\x95\x86\xe9\x99\x90\xe5\x88\xb6\xe4\xba\x86\xe8\xae\xbf\xe9\x97\xae\xe9\xa2\x91\xe7\x8e\x87", /* 被服务商限制了访问频率 */
    "\xe8\xaf\xb7\xe6\xb1\x82\xe8\xbf\x87\xe4\xba\x8e\xe9\xa2\x91\xe7\xb9\x81\xef\xbc\x8c\xe8\xaf\xb7\xe7\xa8\x8d\xe5\x90\x8e\xe5\x86\x8d\xe8\xaf\x95", /* 请求过于频繁，请稍后再试 */
    "API\xe3\x81\xae\xe5\x88\xa9\xe7\x94\xa8\xe5\x88\xb6\xe9\x99\x90\xe3\x81\xab\xe5\xbc\x95\xe3\x81\xa3\xe3\x81\x8b\xe3\x81\x8b\xe3\x81\xa3\xe3\x81\xa6\xe3\x81\x84\xe3\x81\xbe\xe3\x81\x99", /* APIの利用制限に引っかかっています */
  };
  CarryOnClassification out;
  CarryOnFailure f;

  for (guint i = 0; i < G_N_ELEMENTS (texts); i++)
    {
      f = failure_init (NULL, 0, NULL, texts[i]);
      classify (&f, NULL, &out);
      g_assert_cmpint (out.verdict, ==, CARRY_ON_VERDICT_LIMIT);
    }
}

/* Z.ai business codes: 1305 is the model's own traffic (transient);
 * 1302/1303 the caller's rate and 1304 the daily count (limits) */
static void
test_zai_codes (void)
{
  static const struct { const char *code; CarryOnVerdict verdict; } cases[] = {
    { "1302", CARRY_ON_VERDICT_LIMIT },
    { "1303", CARRY_ON_VERDICT_LIMIT },
    { "1304", CARRY_ON_VERDICT_LIMIT },
    { "1305", CARRY_ON_VERDICT_TRANSIENT },
  };
  CarryOnClassification out;
  CarryOnFailure f;

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *text = g_strdup_printf ("{\"error\":{\"code\":\"%s\",\"message\":\"x\"}}", cases[i].code);
      g_autofree char *id = g_strdup_printf ("zai-%s", cases[i].code);

      f = failure_init (NULL, 429, NULL, text);
      f.provider = (char *) "open.bigmodel.cn";
      classify (&f, NULL, &out);
      g_assert_cmpint (out.verdict, ==, cases[i].verdict);
      g_assert_cmpstr (out.rule_id, ==, id);
    }
}

/* Gemini CLI's reset with a UTC offset goes through the classifier to the
 * right instant, not the local zone's (Europe/Paris here) */
static void
test_offset_reset (void)
{
  CarryOnClassification out;
  CarryOnFailure f;
  g_autofree char *got = NULL;
  g_autofree char *got2 = NULL;

  f = failure_init (NULL, 0, NULL, "Usage limit reached for gemini-3-flash-preview. Access resets at 10:57\xe2\x80\xafPM GMT-3.");
  classify (&f, "gemini-cli", &out);
  g_assert_cmpint (out.verdict, ==, CARRY_ON_VERDICT_LIMIT);
  got = format_utc (out.resets_at);
  g_assert_cmpstr (got, ==, "2026-03-11T01:57:00Z");

  /* PST is UTC-8 even on a date Los Angeles keeps PDT (since 2026-03-08) */
  f.message = (char *) "Usage limit reached for all Pro models. Access resets at 2:55 PM PST.";
  classify (&f, "gemini-cli", &out);
  got2 = format_utc (out.resets_at);
  g_assert_cmpstr (got2, ==, "2026-03-10T22:55:00Z");
}

/* Families from round hj, in wordings no held-out text uses: localised
 * usage windows and their clock resets, other daily caps, context caps in
 * ja/ko/zh, relay pre-charges and card setup, box-drawn dumps; and the
 * near misses that must keep their class. */
static void
test_hj_families (void)
{
  static const struct {
    const char *text;
    CarryOnVerdict verdict;
    const char *resets;   /* NULL: none */
  } cases[] = {
    /* ja/ko usage windows; 21:00 in Tokyo and Seoul at the test's now */
    { "\xe4\xb8\x8a\xe9\x99\x90\xe3\x81\xab\xe9\x81\x94\xe3\x81\x97\xe3\x81\xbe\xe3\x81\x97\xe3\x81\x9f\xe3\x80\x82\xe5\x8d\x88\xe5\xbe\x8c" "3\xe6\x99\x82" "30\xe5\x88\x86\xef\xbc\x88\xe3\x82\xa2\xe3\x82\xb8\xe3\x82\xa2/\xe3\x82\xbd\xe3\x82\xa6\xe3\x83\xab\xef\xbc\x89\xe3\x81\xab\xe3\x83\xaa\xe3\x82\xbb\xe3\x83\x83\xe3\x83\x88\xe3\x81\x95\xe3\x82\x8c\xe3\x81\xbe\xe3\x81\x99",
      /* 上限に達しました。午後3時30分（アジア/ソウル）にリセットされます */
      CARRY_ON_VERDICT_LIMIT, "2026-03-11T06:30:00Z" },
    { "\xec\x82\xac\xec\x9a\xa9 \xed\x95\x9c\xeb\x8f\x84\xec\x97\x90 \xeb\x8f\x84\xeb\x8b\xac\xed\x96\x88\xec\x8a\xb5\xeb\x8b\x88\xeb\x8b\xa4. \xec\x98\xa4\xec\xa0\x84 11\xec\x8b\x9c(\xec\x95\x84\xec\x8b\x9c\xec\x95\x84/\xec\x84\x9c\xec\x9a\xb8)\xec\x97\x90 \xec\xb4\x88\xea\xb8\xb0\xed\x99\x94\xeb\x90\xa9\xeb\x8b\x88\xeb\x8b\xa4.",
      /* 사용 한도에 도달했습니다. 오전 11시(아시아/서울)에 초기화됩니다. */
      CARRY_ON_VERDICT_LIMIT, "2026-03-11T02:00:00Z" },
    /* a zone the table does not know: the local zone (Paris, 13:00 now) */
    { "\xe5\x88\xb6\xe9\x99\x90\xe3\x81\xab\xe9\x81\x94\xe3\x81\x97\xe3\x81\xbe\xe3\x81\x97\xe3\x81\x9f\xe3\x80\x82\xe5\x8d\x88\xe5\xbe\x8c" "4\xe6\x99\x82(\xe7\x81\xab\xe6\x98\x9f)\xe3\x81\xab\xe3\x83\xaa\xe3\x82\xbb\xe3\x83\x83\xe3\x83\x88",
      /* 制限に達しました。午後4時(火星)にリセット */
      CARRY_ON_VERDICT_LIMIT, "2026-03-10T15:00:00Z" },
    /* near miss: a clock time with no reset word after it is not a reset */
    { "\xe5\x88\xb6\xe9\x99\x90\xe3\x81\xab\xe9\x81\x94\xe3\x81\x97\xe3\x81\xbe\xe3\x81\x97\xe3\x81\x9f\xe3\x80\x82\xe5\x8d\x88\xe5\xbe\x8c" "4\xe6\x99\x82\xe3\x81\xab\xe4\xbc\x9a\xe8\xad\xb0",
      /* 制限に達しました。午後4時に会議 */
      CARRY_ON_VERDICT_LIMIT, NULL },
    /* other daily caps */
    { "Unable to send. You've used all your chat messages for today.", CARRY_ON_VERDICT_LIMIT, NULL },
    { "You've used all of your remaining tokens for this month.", CARRY_ON_VERDICT_LIMIT, NULL },
    { "You've used all chat messages and commands for today. Usage will reset today at 9:25 PM",
      CARRY_ON_VERDICT_LIMIT, "2026-03-10T20:25:00Z" },
    { "Daily usage limit reached. Come back tomorrow.", CARRY_ON_VERDICT_LIMIT, "2026-03-10T23:00:00Z" },
    /* a monthly cap's next month: its first day at local midnight (Paris,
     * CEST from 29 March, before UTC's); a clock after it is that day's;
     * "the next month plan" names no reset */
    { "Exa monthly free tier exhausted (1,000 requests). Resets next month.", CARRY_ON_VERDICT_LIMIT, "2026-03-31T22:00:00Z" },
    { "Monthly quota reached. You can try again next month.", CARRY_ON_VERDICT_LIMIT, "2026-03-31T22:00:00Z" },
    { "Monthly quota reached; resets next month at 9am UTC", CARRY_ON_VERDICT_LIMIT, "2026-04-01T09:00:00Z" },
    { "Monthly quota reached. Try the next month plan.", CARRY_ON_VERDICT_LIMIT, NULL },
    /* Cursor's cycle end, month first, across a line break as its agent
     * wraps it: the day after it */
    { "You've hit your usage limit. Your usage limits will\nreset when your monthly cycle ends on 10/2/2026.",
      CARRY_ON_VERDICT_LIMIT, "2026-10-02T22:00:00Z" },
    { "Error 18: QPS limit reached", CARRY_ON_VERDICT_LIMIT, NULL },
    { "\xe8\xaf\xb7\xe6\xb1\x82\xe5\xa4\xaa\xe5\xbf\xab\xe4\xba\x86", CARRY_ON_VERDICT_LIMIT, NULL }, /* 请求太快了 */
    { "\xe4\xbb\x8a\xe6\x97\xa5\xe8\xb0\x83\xe7\x94\xa8\xe6\xac\xa1\xe6\x95\xb0\xe5\xb7\xb2\xe8\xbe\xbe\xe4\xb8\x8a\xe9\x99\x90", CARRY_ON_VERDICT_LIMIT, NULL }, /* 今日调用次数已达上限 */
    { "Daily free quota per user exceeded", CARRY_ON_VERDICT_LIMIT, NULL },
    /* context caps in ja/ko/zh */
    { "\xe3\x82\xb3\xe3\x83\xb3\xe3\x83\x86\xe3\x82\xad\xe3\x82\xb9\xe3\x83\x88\xe3\x81\xae\xe4\xb8\x8a\xe9\x99\x90\xe3\x82\x92\xe8\xb6\x85\xe3\x81\x88\xe3\x81\xbe\xe3\x81\x97\xe3\x81\x9f", CARRY_ON_VERDICT_FATAL, NULL }, /* コンテキストの上限を超えました */
    { "\xeb\xa9\x94\xec\x8b\x9c\xec\xa7\x80\xea\xb0\x80 \xea\xb8\xb8\xec\x9d\xb4 \xec\xa0\x9c\xed\x95\x9c\xec\x9d\x84 \xec\xb4\x88\xea\xb3\xbc\xed\x95\xa9\xeb\x8b\x88\xeb\x8b\xa4", CARRY_ON_VERDICT_FATAL, NULL }, /* 메시지가 길이 제한을 초과합니다 */
    { "\xe4\xb8\x8a\xe4\xb8\x8b\xe6\x96\x87\xe9\x95\xbf\xe5\xba\xa6\xe8\xb6\x85\xe8\xbf\x87\xe6\xa8\xa1\xe5\x9e\x8b\xe9\x99\x90\xe5\x88\xb6", CARRY_ON_VERDICT_FATAL, NULL }, /* 上下文长度超过模型限制 */
    /* billing: a relay's pre-charge, a card to set up */
    { "token pre-consumed quota failed, user quota: 5, need quota: 900", CARRY_ON_VERDICT_FATAL, NULL },
    { "\xe9\xa2\x84\xe6\x89\xa3\xe8\xb4\xb9\xe9\xa2\x9d\xe5\xba\xa6\xe5\xa4\xb1\xe8\xb4\xa5", CARRY_ON_VERDICT_FATAL, NULL }, /* 预扣费额度失败 */
    { "Make sure your account is set up with a valid credit card.", CARRY_ON_VERDICT_FATAL, NULL },
    /* near miss: "add a payment method" beside a per-minute rate limit */
    { "Rate limit reached for requests per min. Limit: 3. Add a payment method to your account to increase your rate limit.",
      CARRY_ON_VERDICT_LIMIT, NULL },
    /* a box-drawn traceback: phrases split across border columns */
    { "\xe2\x94\x82 \xe2\x94\x82 'status': 'Resource has been \xe2\x94\x82 \xe2\x94\x82\n\xe2\x94\x82 \xe2\x94\x82 exhausted' \xe2\x94\x82",
      CARRY_ON_VERDICT_LIMIT, NULL },
    { "\xe2\x95\xad\xe2\x94\x80 Traceback \xe2\x94\x80\xe2\x95\xae\n\xe2\x94\x82 ReadTimeout \xe2\x94\x82", CARRY_ON_VERDICT_TRANSIENT, NULL },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    check_family_case (i, cases[i].text, 0, cases[i].verdict, NULL, cases[i].resets);
}

/* Round hm's families (docs/classifier.md, "Round hm, generalised"): each
 * family in other providers' and servers' words, with near misses that keep
 * their class */
static void
test_hm_families (void)
{
  static const struct {
    const char *text;
    CarryOnVerdict verdict;
    const char *resets;   /* NULL: none */
  } cases[] = {
    /* a local model server that cannot load the model; a GPU out of memory mid-generation, a model still loading and a page that failed to load stay transient */
    { "llama runner process has terminated: error loading model: unable to allocate CUDA0 buffer", CARRY_ON_VERDICT_FATAL, NULL },
    { "llama_model_load: error loading model: unknown model architecture: 'gemma9'", CARRY_ON_VERDICT_FATAL, NULL },
    { "Failed to load model \"qwen3-32b\". Error: Model loading was stopped due to insufficient system resources. Overloading the system will likely cause it to freeze.", CARRY_ON_VERDICT_FATAL, NULL },
    { "Ollama call failed with status code 500. Details: {\"error\":\"model requires more memory than is available\"}", CARRY_ON_VERDICT_FATAL, NULL },
    { "\xe6\xa8\xa1\xe5\x9e\x8b\xe5\x8a\xa0\xe8\xbd\xbd\xe5\xa4\xb1\xe8\xb4\xa5\xef\xbc\x8c\xe8\xaf\xb7\xe6\xa3\x80\xe6\x9f\xa5\xe6\xa8\xa1\xe5\x9e\x8b\xe6\x96\x87\xe4\xbb\xb6", CARRY_ON_VERDICT_FATAL, NULL },
    { "torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 2.00 GiB", CARRY_ON_VERDICT_TRANSIENT, NULL },
    { "500: unexpected server status: llm server loading model", CARRY_ON_VERDICT_TRANSIENT, NULL },
    { "Failed to load resource: net::ERR_CONNECTION_RESET", CARRY_ON_VERDICT_TRANSIENT, NULL },
    { "The server has insufficient system resources to serve this request right now", CARRY_ON_VERDICT_TRANSIENT, NULL },
    /* message order and roles, in other providers' words */
    { "Please ensure that multiturn requests alternate between user and model.", CARRY_ON_VERDICT_FATAL, NULL },
    { "Expected last role User or Tool (or Assistant with prefix True) for serving but got assistant", CARRY_ON_VERDICT_FATAL, NULL },
    { "The first message must be a user message", CARRY_ON_VERDICT_FATAL, NULL },
    { "An assistant message with 'tool_calls' must be followed by tool messages responding to each 'tool_call_id'. The following tool_call_ids did not have response messages: call_1", CARRY_ON_VERDICT_FATAL, NULL },
    { "deepseek-reasoner does not support successive user or assistant messages (messages[1] and messages[2] in your input).", CARRY_ON_VERDICT_FATAL, NULL },
    { "Unexpected role 'user' after role 'tool'", CARRY_ON_VERDICT_FATAL, NULL },
    { "Overloaded: the first message of the stream was lost, retrying", CARRY_ON_VERDICT_TRANSIENT, NULL },
    { "stream parse error: unexpected role in delta; connection reset", CARRY_ON_VERDICT_TRANSIENT, NULL },
    /* a 405 and a method not allowed; the SDKs' bodyless message with other statuses and a number that is not one */
    { "Error: 405 status code (no body)", CARRY_ON_VERDICT_FATAL, NULL },
    { "Method Not Allowed", CARRY_ON_VERDICT_FATAL, NULL },
    { "Could not respond to message.\n503 status code (no body)", CARRY_ON_VERDICT_TRANSIENT, NULL },
    { "Could not respond to message.\n429 status code (no body)", CARRY_ON_VERDICT_LIMIT, NULL },
    { "Item 1405 status code (no body)", CARRY_ON_VERDICT_TRANSIENT, NULL },
    /* a model id not served for a mode or an endpoint; a throttle that names an inference profile stays a limit */
    { "Invocation of model ID anthropic.claude-3-haiku with on-demand throughput is not supported. Retry your request with the ID or ARN of an inference profile that contains this model.", CARRY_ON_VERDICT_FATAL, NULL },
    { "This is a chat model and not supported in the v1/completions endpoint. Did you mean to use v1/chat/completions?", CARRY_ON_VERDICT_FATAL, NULL },
    { "ValidationException: The provided model identifier is invalid.", CARRY_ON_VERDICT_FATAL, NULL },
    { "ThrottlingException: Too many tokens, please wait before trying again. (us.anthropic.claude inference profile)", CARRY_ON_VERDICT_LIMIT, NULL },
    /* an invalid-request code or type inside a 5xx body beats the 5xx; overload words and a longer code name do not */
    { "HTTP 500 Internal Server Error {\"error\":{\"message\":\"bad input\",\"type\":\"new_api_error\",\"code\":\"invalid_request\"}}", CARRY_ON_VERDICT_FATAL, NULL },
    { "Error code: 502 - {'error': {'message': 'messages is empty', 'type': 'invalid_request_error'}}", CARRY_ON_VERDICT_FATAL, NULL },
    { "API Error: 500 {\"error\":{\"message\":\"field model is required\"}}", CARRY_ON_VERDICT_FATAL, NULL },
    { "HTTP 503 {\"error\":{\"message\":\"The server is overloaded\",\"type\":\"invalid_request_error\"}}", CARRY_ON_VERDICT_TRANSIENT, NULL },
    { "HTTP 500 {\"error\":{\"type\":\"server_error\",\"code\":\"invalid_request_id\"}}", CARRY_ON_VERDICT_TRANSIENT, NULL },
    /* content flagged or called sensitive; a case-sensitive header is not */
    { "Input was flagged by moderation: harassment", CARRY_ON_VERDICT_FATAL, NULL },
    { "Your request was rejected as a result of our safety system.", CARRY_ON_VERDICT_FATAL, NULL },
    { "{\"error\":{\"message\":\"Prompt is sensitive.\"}}", CARRY_ON_VERDICT_FATAL, NULL },
    { "Header names are case-sensitive; connection reset by peer", CARRY_ON_VERDICT_TRANSIENT, NULL },
    /* a token cap named by its remedy */
    { "The token limit was exceeded. Please shorten your prompt.", CARRY_ON_VERDICT_FATAL, NULL },
    { "Request too long: reduce the length of your prompt", CARRY_ON_VERDICT_FATAL, NULL },
    /* Tencent Cloud's rate limit and its Chinese words */
    { "[TencentCloudSDKException] code:RequestLimitExceeded message:Your current request rate is over the limit.", CARRY_ON_VERDICT_LIMIT, NULL },
    { "code:RequestLimitExceeded.UinLimitExceeded", CARRY_ON_VERDICT_LIMIT, NULL },
    { "\xe6\x82\xa8\xe7\x9a\x84\xe8\xaf\xb7\xe6\xb1\x82\xe8\xb6\x85\xe8\xbf\x87\xe4\xba\x86\xe9\xa2\x91\xe7\x8e\x87\xe9\x99\x90\xe5\x88\xb6\xef\xbc\x8c\xe8\xaf\xb7\xe7\xa8\x8d\xe5\x90\x8e\xe9\x87\x8d\xe8\xaf\x95", CARRY_ON_VERDICT_LIMIT, NULL },
    /* a relay's rewording of an upstream 429: the upstream's rate-limit code decides; without it, or beside a balance, it does not */
    { "{\"error\":{\"message\":\"\xe5\xbd\x93\xe5\x89\x8d\xe5\x88\x86\xe7\xbb\x84\xe4\xb8\x8a\xe6\xb8\xb8\xe8\xb4\x9f\xe8\xbd\xbd\xe5\xb7\xb2\xe9\xa5\xb1\xe5\x92\x8c\xef\xbc\x8c\xe8\xaf\xb7\xe7\xa8\x8d\xe5\x90\x8e\xe5\x86\x8d\xe8\xaf\x95\",\"type\":\"new_api_error\",\"code\":\"rate_limit_exceeded\"}}", CARRY_ON_VERDICT_LIMIT, NULL },
    { "429 \xe5\xbd\x93\xe5\x89\x8d\xe5\x88\x86\xe7\xbb\x84\xe4\xb8\x8a\xe6\xb8\xb8\xe8\xb4\x9f\xe8\xbd\xbd\xe5\xb7\xb2\xe9\xa5\xb1\xe5\x92\x8c\xef\xbc\x8c\xe8\xaf\xb7\xe7\xa8\x8d\xe5\x90\x8e\xe5\x86\x8d\xe8\xaf\x95", CARRY_ON_VERDICT_TRANSIENT, NULL },
    { "{'error': {'message': '\xe4\xbd\x99\xe9\xa2\x9d\xe4\xb8\x8d\xe8\xb6\xb3', 'code': 'rate_limit_exceeded'}}", CARRY_ON_VERDICT_FATAL, NULL },
    { "{\"error\":{\"message\":\"The system is currently experiencing high demand\",\"code\":\"RATE_LIMITED\"},\"status\":429}", CARRY_ON_VERDICT_TRANSIENT, NULL },
    /* a usage window named by its period beside an upsell is a window; extra usage alone, a spending cap and a negated window are not */
    { "You have reached your weekly usage limit. Upgrade for higher limits or add extra usage.", CARRY_ON_VERDICT_LIMIT, NULL },
    { "You've hit your 5-hour limit \xc2\xb7 add extra usage at claude.ai/settings", CARRY_ON_VERDICT_LIMIT, NULL },
    { "You're out of extra usage. Add more at claude.ai/settings/usage", CARRY_ON_VERDICT_FATAL, NULL },
    { "You have reached your monthly spending limit", CARRY_ON_VERDICT_FATAL, NULL },
    { "Server is temporarily limiting requests (not your session limit)", CARRY_ON_VERDICT_TRANSIENT, NULL },
    /* a date to wait until, a date alone after a reset word; a client's plan and a clock the parser cannot read name none */
    { "You've reached your monthly chat messages limit. Wait until April 7, 2026 for your limit to reset.", CARRY_ON_VERDICT_LIMIT, "2026-04-06T22:00:00Z" },
    { "Daily limit reached. Wait until 5pm for it to reset.", CARRY_ON_VERDICT_LIMIT, "2026-03-10T16:00:00Z" },
    { "Usage limit reached, resets on Mar 12", CARRY_ON_VERDICT_LIMIT, "2026-03-11T23:00:00Z" },
    { "Rate limit reached. We will wait until March 12 to retry", CARRY_ON_VERDICT_LIMIT, NULL },
    { "Usage limit reached. Resets Mar 12 14 UTC", CARRY_ON_VERDICT_LIMIT, NULL },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    check_family_case (i, cases[i].text, 0, cases[i].verdict, NULL, cases[i].resets);
}

/* Round hn's families (docs/classifier.md, "Round hn, generalised"),
 * written with the proximity operator '^': each family in other wordings
 * and languages, with near misses that keep their class */
static void
test_hn_families (void)
{
  static const struct {
    const char *text;
    CarryOnVerdict verdict;
    const char *rule;     /* NULL: any */
    const char *resets;   /* NULL: none */
  } cases[] = {
    /* a deficiency word near a money noun: billing; capacity, a free window that resets and a token bucket are not */
    { "Insufficient USD or Diem balance to complete request.", CARRY_ON_VERDICT_FATAL, "credits-near", NULL },
    { "You seem to have run out of funds/credits in your account.", CARRY_ON_VERDICT_FATAL, "credits-near", NULL },
    { "Not enough API credits left on this account", CARRY_ON_VERDICT_FATAL, "credits-near", NULL },
    { "Your prepaid balance has been depleted", CARRY_ON_VERDICT_FATAL, "credits-near", NULL },
    { "saldo de la cuenta insuficiente", CARRY_ON_VERDICT_FATAL, "credits-near", NULL },
    { "Out of capacity, credits will not be charged. Please try again later.", CARRY_ON_VERDICT_TRANSIENT, NULL, NULL },
    { "Insufficient capacity for this model. Your balance was not charged", CARRY_ON_VERDICT_TRANSIENT, NULL, NULL },
    { "You have exhausted your daily free credits. They reset at 00:00 UTC.", CARRY_ON_VERDICT_LIMIT, NULL, "2026-03-11T00:00:00Z" },
    { "Rate limit exceeded: not enough tokens in the bucket", CARRY_ON_VERDICT_LIMIT, NULL, NULL },
    /* over a named budget: a spend cap; a deployment's budget window, an in-flight budget and a per-minute budget are limits */
    { "ExceededBudget: End User=ishaan3 over budget. Spend=0.00088, Budget=0.0001", CARRY_ON_VERDICT_FATAL, "spend-limit", NULL },
    { "Key exceeded the team's monthly budget", CARRY_ON_VERDICT_FATAL, "spend-limit", NULL },
    { "Exceeded budget for deployment gpt-4: 0.363 >= 1d", CARRY_ON_VERDICT_LIMIT, NULL, NULL },
    { "Request exceeds your in-flight budget; retry when pending requests settle", CARRY_ON_VERDICT_LIMIT, NULL, NULL },
    { "Rate limit: requests over the per-minute budget", CARRY_ON_VERDICT_LIMIT, NULL, NULL },
    /* a plan, subscription, tier or account type that lacks access: fatal; "not available" without the plan noun is not */
    { "Your current subscription plan does not yet include access to GLM-5", CARRY_ON_VERDICT_FATAL, "trial-wall", NULL },
    { "W&B Inference isn't available for personal accounts", CARRY_ON_VERDICT_FATAL, "trial-wall", NULL },
    { "This feature is not available on the Free tier", CARRY_ON_VERDICT_FATAL, "trial-wall", NULL },
    { "Tu plan no incluye acceso a este modelo", CARRY_ON_VERDICT_FATAL, "trial-wall", NULL },
    { "Model requires a Pro subscription; check out hf.co/pricing", CARRY_ON_VERDICT_FATAL, "permission-denied", NULL },
    { "The model is not available right now, please try again later", CARRY_ON_VERDICT_TRANSIENT, NULL, NULL },
    { "Capacity not available for the flex service tier", CARRY_ON_VERDICT_TRANSIENT, NULL, NULL },
    { "Service not available for the moment, the plan is to retry", CARRY_ON_VERDICT_TRANSIENT, NULL, NULL },
    { "The model is currently not available. Upgrade your plan for priority access", CARRY_ON_VERDICT_TRANSIENT, NULL, NULL },
    /* tokens, a prompt or an input over a named cap: context; tokens per minute or per day, a rate limit and a denial are not */
    { "Too many tokens: the total number of tokens in the prompt exceeds the limit of 4081.", CARRY_ON_VERDICT_FATAL, "context-too-long", NULL },
    { "prompt length exceeded the model's limit", CARRY_ON_VERDICT_FATAL, "context-too-long", NULL },
    { "Rate limit: number of tokens per minute exceeds the limit of 40000", CARRY_ON_VERDICT_LIMIT, NULL, NULL },
    { "TPM exceeded the limit of 30000 tokens", CARRY_ON_VERDICT_LIMIT, NULL, NULL },
    { "Tokens per day exceeded the limit of 1000000 for model x", CARRY_ON_VERDICT_LIMIT, NULL, NULL },
    { "Input tokens exceed the maximum allowed per minute for this model", CARRY_ON_VERDICT_LIMIT, NULL, NULL },
    { "The prompt does not exceed the limit of 4096; server overloaded", CARRY_ON_VERDICT_TRANSIENT, NULL, NULL },
    { "Your input exceeds the rate limit, try again in 20s", CARRY_ON_VERDICT_LIMIT, NULL, "2026-03-10T12:00:20Z" },
    /* a quota, package or subscription that expired: fatal; an expiry in another clause is not */
    { "Quota limit expired", CARRY_ON_VERDICT_FATAL, "plan-expired", NULL },
    { "Your resource package has expired", CARRY_ON_VERDICT_FATAL, "plan-expired", NULL },
    { "Subscription for this key expired on 2025-12-01", CARRY_ON_VERDICT_FATAL, "plan-expired", NULL },
    { "Quota exceeded; retry after 30 seconds. Cache expired", CARRY_ON_VERDICT_LIMIT, NULL, "2026-03-10T12:00:30Z" },
    /* an allowance named by its period: a limit; so is a daily spending cap, which the next day lifts
     * (https://apidirect.io/docs/spending-limits: requests resume at the next UTC midnight) */
    { "Daily flow action limit exceeded", CARRY_ON_VERDICT_LIMIT, "usage-limit", NULL },
    { "4006: you have used up your daily free allocation of 10,000 neurons", CARRY_ON_VERDICT_LIMIT, "usage-limit", NULL },
    { "Maximum GenerateAssistantResponse reached for this month. (Service: CodeWhispererStreaming, Status Code: 400)", CARRY_ON_VERDICT_LIMIT, NULL, NULL },
    { "Daily spending limit exceeded", CARRY_ON_VERDICT_LIMIT, "budget-window", NULL },
    { "Error: All models failed to respond. API might be exhausted for today.", CARRY_ON_VERDICT_LIMIT, "usage-limit", NULL },
    { "Free quota used up for the day", CARRY_ON_VERDICT_LIMIT, NULL, NULL },
    /* a pool whose accounts are all limited, with its long wait read (not a host's backoff); one limited account is not */
    { "Token error: All accounts are currently limited. Please wait 84152s.", CARRY_ON_VERDICT_LIMIT, "rate-limit", "2026-03-11T11:22:32Z" },
    { "Your account is limited", CARRY_ON_VERDICT_TRANSIENT, NULL, NULL },
    /* a person must write to the provider to continue: fatal; contact words beside a limit that comes back are not */
    { "status_code: 429, body: {'message': 'Too many requests', 'details': 'You have reached your request limit, email ops@nixtla.io to continue using the API'}", CARRY_ON_VERDICT_FATAL, "contact-to-continue", NULL },
    { "Please contact sales to continue using the service", CARRY_ON_VERDICT_FATAL, "contact-to-continue", NULL },
    { "Rate limit exceeded. Contact us to raise your rate limit.", CARRY_ON_VERDICT_LIMIT, NULL, NULL },
    { "Too many requests, email support if this persists", CARRY_ON_VERDICT_LIMIT, NULL, NULL },
    /* a sampler's inf/nan inside FastChat's banner: fatal; the banner alone stays transient */
    { "NETWORK ERROR DUE TO HIGH TRAFFIC. PLEASE REGENERATE OR REFRESH THIS PAGE. (probability tensor contains either `inf`, `nan` or element < 0)", CARRY_ON_VERDICT_FATAL, "model-numeric", NULL },
    { "NETWORK ERROR DUE TO HIGH TRAFFIC. PLEASE REGENERATE OR REFRESH THIS PAGE.", CARRY_ON_VERDICT_TRANSIENT, NULL, NULL },
    /* invalid requests in Bedrock's and Alibaba's words */
    { "Unknown Error: The provided request is not valid", CARRY_ON_VERDICT_FATAL, "invalid-request", NULL },
    { "'messages' must contain the word 'json' in some form, to use 'response_format' of type 'json_object'.", CARRY_ON_VERDICT_FATAL, "invalid-request", NULL },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    check_family_case (i, cases[i].text, 0, cases[i].verdict, cases[i].rule, cases[i].resets);
}

/* Round ho's families (docs/classifier.md, "Round ho"): each miss's family in
 * other providers' words, with the near misses that keep their class.  Every
 * row names where its wording comes from. */
static void
test_ho_families (void)
{
  static const SourcedCase cases[] = {
    /* a weekday and a clock without a zone: the next such day in the local zone (Europe/Paris here) */
    { "You've hit your weekly limit · resets Mon 12:00am", 0, CARRY_ON_VERDICT_LIMIT, "usage-limit", "2026-03-15T23:00:00Z",
      "https://dev-error-db.com/errors/claude-code-you-ve-hit-your-session-limit-resets-3-45pm-you-ve-hit-your-weekly-limit-resets-mon-12-00am/" },
    { "You've hit your weekly limit · resets Tuesday at 9am", 0, CARRY_ON_VERDICT_LIMIT, NULL, "2026-03-17T08:00:00Z",
      "https://dev-error-db.com/errors/claude-code-you-ve-hit-your-session-limit-resets-3-45pm-you-ve-hit-your-weekly-limit-resets-mon-12-00am/" },
    { "You've hit your weekly limit · resets Tue 3pm", 0, CARRY_ON_VERDICT_LIMIT, NULL, "2026-03-10T14:00:00Z",
      "https://dev-error-db.com/errors/claude-code-you-ve-hit-your-session-limit-resets-3-45pm-you-ve-hit-your-weekly-limit-resets-mon-12-00am/" },
    { "You've hit your weekly limit · resets Mon, Mar 16 at 12am", 0, CARRY_ON_VERDICT_LIMIT, NULL, "2026-03-15T23:00:00Z",
      "https://dev-error-db.com/errors/claude-code-you-ve-hit-your-session-limit-resets-3-45pm-you-ve-hit-your-weekly-limit-resets-mon-12-00am/" },
    { "You've hit your weekly limit · resets monthly", 0, CARRY_ON_VERDICT_LIMIT, NULL, NULL,
      "https://dev-error-db.com/errors/claude-code-you-ve-hit-your-session-limit-resets-3-45pm-you-ve-hit-your-weekly-limit-resets-mon-12-00am/" },
    /* nowhere left to send the request, under a 429: capacity; a request limit is not */
    { "No more data centers to forward the request to", 429, CARRY_ON_VERDICT_TRANSIENT, "overloaded", NULL,
      "https://developers.cloudflare.com/workers-ai/platform/errors/" },
    { "No available servers for model llama-3, please retry", 429, CARRY_ON_VERDICT_TRANSIENT, "overloaded", NULL,
      "https://developers.cloudflare.com/workers-ai/platform/errors/" },
    { "No hay servidores disponibles para este modelo", 429, CARRY_ON_VERDICT_TRANSIENT, "overloaded", NULL,
      "https://developers.cloudflare.com/workers-ai/platform/errors/" },
    { "no GPUs available to serve this request", 0, CARRY_ON_VERDICT_TRANSIENT, "overloaded", NULL,
      "https://developers.cloudflare.com/workers-ai/platform/errors/" },
    { "No more requests allowed for this minute", 429, CARRY_ON_VERDICT_LIMIT, NULL, NULL,
      "https://developers.cloudflare.com/workers-ai/platform/errors/" },
    /* a service or access refused to one account: fatal; an outage for all accounts and a denied restriction are not */
    { "Service unavailable for account", 403, CARRY_ON_VERDICT_FATAL, NULL, NULL,
      "https://developers.cloudflare.com/workers-ai/platform/errors/" },
    { "This model is unavailable for your account", 0, CARRY_ON_VERDICT_FATAL, "account", NULL,
      "https://developers.cloudflare.com/workers-ai/platform/errors/" },
    { "Your API access has been revoked.", 0, CARRY_ON_VERDICT_FATAL, "permission-denied", NULL,
      "https://github.com/BasicProtein/AugmentCode-Free/issues/74" },
    { "Your access has been restricted. Try again in 10 minutes.", 0, CARRY_ON_VERDICT_LIMIT, "permission-denied", "2026-03-10T12:10:00Z",
      "https://github.com/BasicProtein/AugmentCode-Free/issues/74" },
    { "Your access has been temporarily restricted due to too many requests", 0, CARRY_ON_VERDICT_LIMIT, NULL, NULL,
      "https://github.com/BasicProtein/AugmentCode-Free/issues/74" },
    { "Service unavailable for all accounts in this region", 503, CARRY_ON_VERDICT_TRANSIENT, NULL, NULL,
      "https://developers.cloudflare.com/workers-ai/platform/errors/" },
    { "Service unavailable. Your account is fine, please retry", 503, CARRY_ON_VERDICT_TRANSIENT, NULL, NULL,
      "https://developers.cloudflare.com/workers-ai/platform/errors/" },
    /* a purchase a person must make to go on: fatal; an upgrade offered beside a window that reopens is not */
    { "Your access has been restricted. You must purchase a paid subscription to continue using Augment.", 0, CARRY_ON_VERDICT_FATAL, "trial-wall", NULL,
      "https://github.com/BasicProtein/AugmentCode-Free/issues/74" },
    { "You need to purchase a Pro plan to keep using this model", 0, CARRY_ON_VERDICT_FATAL, "trial-wall", NULL,
      "https://github.com/BasicProtein/AugmentCode-Free/issues/74" },
    { "Debes comprar una suscripci\xc3\xb3n de pago para seguir usando el servicio", 0, CARRY_ON_VERDICT_FATAL, "trial-wall", NULL,
      "https://github.com/BasicProtein/AugmentCode-Free/issues/74" },
    { "Rate limit reached. Please wait or upgrade to continue.", 0, CARRY_ON_VERDICT_LIMIT, NULL, NULL,
      "https://github.com/BasicProtein/AugmentCode-Free/issues/74" },
    /* a request limit named by its period: a limit; a named contact to continue stays fatal */
    { "You have reached your request limit for the hour", 0, CARRY_ON_VERDICT_LIMIT, "rate-limit", NULL,
      "https://github.com/aledipa/Free-GPT4-WEB-API/issues/69" },
    { "Hourly request limit exceeded for this key", 0, CARRY_ON_VERDICT_LIMIT, NULL, NULL,
      "https://github.com/aledipa/Free-GPT4-WEB-API/issues/69" },
    { "L\xc3\xadmite de solicitudes por hora alcanzado", 0, CARRY_ON_VERDICT_LIMIT, NULL, NULL,
      "https://github.com/aledipa/Free-GPT4-WEB-API/issues/69" },
    { "Max 100 requests per hour", 0, CARRY_ON_VERDICT_LIMIT, NULL, NULL,
      "https://github.com/aledipa/Free-GPT4-WEB-API/issues/69" },
    { "You have reached your request limit, email ops@nixtla.io to continue using the API", 429, CARRY_ON_VERDICT_FATAL, "contact-to-continue", NULL,
      "https://github.com/Nixtla/nixtla/issues/145" },
    /* a host name built from an unset setting: fatal; a real host that does not resolve stays transient */
    { "The pending stream has been canceled (caused by: getaddrinfo ENOTFOUND bedrock-runtime.undefined.amazonaws.com)", 0, CARRY_ON_VERDICT_FATAL, "endpoint-unset", NULL,
      "https://github.com/continuedev/continue/issues/12791" },
    { "curl: (6) Could not resolve host: undefined", 0, CARRY_ON_VERDICT_FATAL, "endpoint-unset", NULL,
      "https://github.com/continuedev/continue/issues/12791" },
    { "request to https://undefined/v1/chat/completions failed", 0, CARRY_ON_VERDICT_FATAL, "endpoint-unset", NULL,
      "https://github.com/continuedev/continue/issues/12791" },
    { "dial tcp: lookup bedrock-runtime.undefined.amazonaws.com: no such host", 0, CARRY_ON_VERDICT_FATAL, "endpoint-unset", NULL,
      "https://github.com/continuedev/continue/issues/12791" },
    { "HTTPSConnectionPool(host='bedrock-runtime.undefined.amazonaws.com', port=443): Failed to resolve 'bedrock-runtime.undefined.amazonaws.com'", 0, CARRY_ON_VERDICT_FATAL, "endpoint-unset", NULL,
      "https://github.com/continuedev/continue/issues/12791" },
    { "dial tcp: lookup api.openai.com: no such host", 0, CARRY_ON_VERDICT_TRANSIENT, NULL, NULL,
      "https://github.com/continuedev/continue/issues/12791" },
    { "DNS lookup failed: undefined", 0, CARRY_ON_VERDICT_TRANSIENT, NULL, NULL,
      "https://github.com/continuedev/continue/issues/12791" },
    { "getaddrinfo ENOTFOUND bedrock-runtime.us-east-1.amazonaws.com", 0, CARRY_ON_VERDICT_TRANSIENT, NULL, NULL,
      "https://github.com/continuedev/continue/issues/12791" },
    { "getaddrinfo ENOTFOUND api.openai.com. Cause: undefined", 0, CARRY_ON_VERDICT_TRANSIENT, NULL, NULL,
      "https://github.com/continuedev/continue/issues/12791" },
    /* a promotion code the service does not know, whatever 5xx wraps it: fatal; a plain 500 is not */
    { "Coupon code not found", 500, CARRY_ON_VERDICT_FATAL, "coupon-invalid", NULL,
      "https://docs.aimlapi.com/errors-and-messages/errors-with-status-code-5xx" },
    { "The promo code has expired", 0, CARRY_ON_VERDICT_FATAL, "coupon-invalid", NULL,
      "https://docs.aimlapi.com/errors-and-messages/errors-with-status-code-5xx" },
    { "Internal server error while applying discounts", 500, CARRY_ON_VERDICT_TRANSIENT, NULL, NULL,
      "https://docs.aimlapi.com/errors-and-messages/errors-with-status-code-5xx" },
    /* round hp's families: credentials missing, in other tools' words; the resolver's "could not resolve" stays DNS */
    { "Could not resolve authentication method. Expected either apiKey or authToken to be set.", 0, CARRY_ON_VERDICT_FATAL, "credentials-missing", NULL,
      "https://spybara.com/anthropic/claude-code/history/docs/en/2026-07-03-2300..2026-07-04-0301/errors/" },
    { "google.auth.exceptions.DefaultCredentialsError: Could not automatically determine credentials.", 0, CARRY_ON_VERDICT_FATAL, "credentials-missing", NULL,
      "https://spybara.com/anthropic/claude-code/history/docs/en/2026-07-03-2300..2026-07-04-0301/errors/" },
    { "No OpenAI API key found for provider openai", 0, CARRY_ON_VERDICT_FATAL, NULL, NULL,
      "https://manifest.build/docs/errors" },
    { "Error: no Gemini API key configured", 0, CARRY_ON_VERDICT_FATAL, "credentials-missing", NULL,
      "https://manifest.build/docs/errors" },
    { "Missing Anthropic API key", 0, CARRY_ON_VERDICT_FATAL, "credentials-missing", NULL,
      "https://manifest.build/docs/errors" },
    { "An API key is required to use this provider", 0, CARRY_ON_VERDICT_FATAL, "credentials-missing", NULL,
      "https://manifest.build/docs/errors" },
    { "curl: (6) Could not resolve host: api.anthropic.com", 0, CARRY_ON_VERDICT_TRANSIENT, NULL, NULL,
      "https://spybara.com/anthropic/claude-code/history/docs/en/2026-07-03-2300..2026-07-04-0301/errors/" },
    { "No retries left for this API key request: internal server error", 500, CARRY_ON_VERDICT_TRANSIENT, NULL, NULL,
      "https://manifest.build/docs/errors" },
    /* a configured id that does not belong to the account; a tool call's id is not this row */
    { "Specified folder ID does not match with service account", 0, CARRY_ON_VERDICT_FATAL, "id-mismatch", NULL,
      "https://aistudio.yandex.ru/docs/en/ai-studio/troubleshooting/error-codes" },
    { "The project ID does not match the project of the credentials", 0, CARRY_ON_VERDICT_FATAL, "id-mismatch", NULL,
      "https://aistudio.yandex.ru/docs/en/ai-studio/troubleshooting/error-codes" },
    { "Tenant ID mismatch for this subscription", 0, CARRY_ON_VERDICT_FATAL, "id-mismatch", NULL,
      "https://aistudio.yandex.ru/docs/en/ai-studio/troubleshooting/error-codes" },
    { "Request ID does not match, retrying", 503, CARRY_ON_VERDICT_TRANSIENT, NULL, NULL,
      "https://aistudio.yandex.ru/docs/en/ai-studio/troubleshooting/error-codes" },
    /* an organisation restricted; a temporary restriction is a throttle */
    { "Organization restricted", 0, CARRY_ON_VERDICT_FATAL, "account", NULL,
      "https://kerlig.com/help/groq/troubleshooting" },
    { "Your organization has been restricted. Please contact support.", 0, CARRY_ON_VERDICT_FATAL, "account", NULL,
      "https://kerlig.com/help/groq/troubleshooting" },
    { "Your organization is temporarily restricted due to too many requests", 0, CARRY_ON_VERDICT_LIMIT, NULL, NULL,
      "https://kerlig.com/help/groq/troubleshooting" },
    /* credits a feature requires; denied, they are not */
    { "Usage credits required for 1M context", 0, CARRY_ON_VERDICT_FATAL, "credits-near", NULL,
      "https://spybara.com/anthropic/claude-code/history/docs/en/2026-07-03-2300..2026-07-04-0301/errors/" },
    { "This model requires additional credits", 0, CARRY_ON_VERDICT_FATAL, "credits-near", NULL,
      "https://spybara.com/anthropic/claude-code/history/docs/en/2026-07-03-2300..2026-07-04-0301/errors/" },
    { "Credits are not required for this request; upstream timed out", 504, CARRY_ON_VERDICT_TRANSIENT, NULL, NULL,
      "https://spybara.com/anthropic/claude-code/history/docs/en/2026-07-03-2300..2026-07-04-0301/errors/" },
    /* an identifier format requirement; a model's answer not in the expected format is not */
    { "Agent ID must be in the format 'bc-<uuid>'", 0, CARRY_ON_VERDICT_FATAL, "id-format", NULL,
      "https://forge.jacquin.app/charles/claude-hooks/issues/1027" },
    { "tools[0].function.name: string does not match pattern", 0, CARRY_ON_VERDICT_FATAL, NULL, NULL,
      "https://forge.jacquin.app/charles/claude-hooks/issues/1027" },
    { "The model response was not in the expected format", 0, CARRY_ON_VERDICT_TRANSIENT, NULL, NULL,
      "https://forge.jacquin.app/charles/claude-hooks/issues/1027" },
    /* a feature withheld for a usage limit: a limit; unavailable for another reason stays transient */
    { "Unavailable due to usage limits.", 0, CARRY_ON_VERDICT_LIMIT, "billing-cycle-window", NULL,
      "https://dredyson.com/the-hidden-truth-about-cursor-pro-plan-limits-how-i-mastered-advanced-agent-optimization-and-avoided-usage-pitfalls-in-3-proven-steps" },
    { "Agent mode paused due to usage limit; resumes with your next billing cycle", 0, CARRY_ON_VERDICT_LIMIT, NULL, NULL,
      "https://dredyson.com/the-hidden-truth-about-cursor-pro-plan-limits-how-i-mastered-advanced-agent-optimization-and-avoided-usage-pitfalls-in-3-proven-steps" },
    { "Model unavailable due to maintenance", 0, CARRY_ON_VERDICT_TRANSIENT, NULL, NULL,
      "https://dredyson.com/the-hidden-truth-about-cursor-pro-plan-limits-how-i-mastered-advanced-agent-optimization-and-avoided-usage-pitfalls-in-3-proven-steps" },
    /* the usage-limit line in other languages, with its clock and zone */
    { "\xd0\x94\xd0\xbe\xd1\x81\xd1\x82\xd0\xb8\xd0\xb3\xd0\xbd\xd1\x83\xd1\x82 \xd0\xbb\xd0\xb8\xd0\xbc\xd0\xb8\xd1\x82 \xd0\xb8\xd1\x81\xd0\xbf\xd0\xbe\xd0\xbb\xd1\x8c\xd0\xb7\xd0\xbe\xd0\xb2\xd0\xb0\xd0\xbd\xd0\xb8\xd1\x8f Claude. \xd0\x92\xd0\xb0\xd1\x88 \xd0\xbb\xd0\xb8\xd0\xbc\xd0\xb8\xd1\x82 \xd0\xb1\xd1\x83\xd0\xb4\xd0\xb5\xd1\x82 \xd1\x81\xd0\xb1\xd1\x80\xd0\xbe\xd1\x88\xd0\xb5\xd0\xbd \xd0\xb2 19:00 (\xd0\x90\xd0\xb7\xd0\xb8\xd1\x8f/\xd0\xa2\xd0\xbe\xd0\xba\xd0\xb8\xd0\xbe)", 0, CARRY_ON_VERDICT_LIMIT, "usage-limit", "2026-03-11T10:00:00Z",
      "https://www.cometapi.com/ru/when-does-claude-code-usage-reset" },
    { "L\xc3\xadmite de uso de Claude alcanzado. Tu l\xc3\xadmite se restablecer\xc3\xa1 a las 7 p. m. (hora de Tokio).", 0, CARRY_ON_VERDICT_LIMIT, "usage-limit", "2026-03-11T10:00:00Z",
      "https://www.cometapi.com/es/when-does-claude-code-usage-reset" },
    { "Limite di utilizzo di Claude raggiunto. Il limite verr\xc3\xa0 reimpostato alle 19:00 (Asia/Tokyo).", 0, CARRY_ON_VERDICT_LIMIT, "usage-limit", "2026-03-11T10:00:00Z",
      "https://www.cometapi.com/it/when-does-claude-code-usage-reset" },
    { "Batas penggunaan Claude telah tercapai. Batas Anda akan direset pukul 19.00.", 0, CARRY_ON_VERDICT_LIMIT, "usage-limit", "2026-03-10T18:00:00Z",
      "https://www.cometapi.com/id/when-does-claude-code-usage-reset" },
  };

  check_sourced_cases (cases, G_N_ELEMENTS (cases));
}

/* Round hq's families (docs/classifier.md, "Round hq"): each miss's family in
 * other providers' words, with near misses that keep their class */
static void
test_hq_families (void)
{
  static const SourcedCase cases[] = {
    /* a GPU or compute-time quota: a limit; its H:MM:SS countdown after "in" is the reset, "0:00:00" now, and a clock after "at" stays a clock */
    { "You have exceeded your GPU quota (46s left vs. 60s requested). Sign-up on Hugging Face to get more quotas or retry in 0:09:48.", 0, CARRY_ON_VERDICT_LIMIT, "quota", "2026-03-10T12:09:48Z",
      "https://github.com/levihsu/OOTDiffusion/issues/205" },
    { "You have exceeded your GPU quota (60s requested vs. 0s left). Try again in 0:00:00", 0, CARRY_ON_VERDICT_LIMIT, "quota", "2026-03-10T12:00:00Z",
      "https://discuss.huggingface.co/t/zerogpu-quota-shows-0s-left-despite-active-pro-subscription/173970" },
    { "Monthly compute quota exceeded for this workspace.", 0, CARRY_ON_VERDICT_LIMIT, "quota", NULL,
      "https://huggingface.co/docs/hub/spaces-zerogpu" },
    { "You have used all of your included GPU hours for this billing period.", 0, CARRY_ON_VERDICT_LIMIT, "quota", NULL,
      "https://huggingface.co/docs/hub/spaces-zerogpu" },
    { "GPU\xe9\x85\x8d\xe9\xa2\x9d\xe5\xb7\xb2\xe7\x94\xa8\xe5\xae\x8c", 0, CARRY_ON_VERDICT_LIMIT, "quota", NULL,
      "https://huggingface.co/docs/hub/spaces-zerogpu" },
    { "CUDA out of memory. Tried to allocate 2.00 GiB (GPU 0; 15.78 GiB total capacity)", 0, CARRY_ON_VERDICT_TRANSIENT, NULL, NULL,
      "https://huggingface.co/docs/hub/spaces-zerogpu" },
    { "You have exceeded your GPU quota. Try again at 14:16", 0, CARRY_ON_VERDICT_LIMIT, "quota", "2026-03-10T13:16:00Z",
      "https://github.com/levihsu/OOTDiffusion/issues/205" },
    /* a duration in words after "retry in" is the provider's, whatever its length; digits under five minutes may be a host's backoff; "a few" is no instant */
    { "Rate limit exceeded: 1-minute data processing limit reached. Retry in one minute.", 0, CARRY_ON_VERDICT_LIMIT, NULL, "2026-03-10T12:01:00Z",
      "https://docs.blinkops.com/docs/agent-builder/error-handling" },
    { "Too many requests. Please try again in one minute.", 0, CARRY_ON_VERDICT_LIMIT, NULL, "2026-03-10T12:01:00Z",
      "https://docs.blinkops.com/docs/agent-builder/error-handling" },
    { "Rate limit exceeded. Retry in a few seconds.", 0, CARRY_ON_VERDICT_LIMIT, NULL, NULL,
      "https://docs.blinkops.com/docs/agent-builder/error-handling" },
    { "Rate limit exceeded. Retry in 30 seconds.", 0, CARRY_ON_VERDICT_LIMIT, NULL, NULL,
      "https://docs.blinkops.com/docs/agent-builder/error-handling" },
    { "Rate limit exceeded. Retry in two minutes.", 0, CARRY_ON_VERDICT_LIMIT, NULL, "2026-03-10T12:02:00Z",
      "https://docs.blinkops.com/docs/agent-builder/error-handling" },
    /* a cap on steps, tool calls or turns in one run: fatal; executions counted per minute stay a limit */
    { "The agent exceeded the maximum limit of 20 abilities executions in a single run.", 0, CARRY_ON_VERDICT_FATAL, "run-step-cap", NULL,
      "https://docs.blinkops.com/docs/agent-builder/error-handling" },
    { "Recursion limit of 25 reached without hitting a stop condition. You can increase the limit by setting the `recursion_limit` config key.", 0, CARRY_ON_VERDICT_FATAL, "run-step-cap", NULL,
      "https://langchain-ai.github.io/langgraph/troubleshooting/errors/GRAPH_RECURSION_LIMIT/" },
    { "Agent stopped due to max iterations.", 0, CARRY_ON_VERDICT_FATAL, "run-step-cap", NULL,
      "https://langchain-ai.github.io/langgraph/troubleshooting/errors/GRAPH_RECURSION_LIMIT/" },
    { "MaxTurnsExceeded: Max turns (10) exceeded", 0, CARRY_ON_VERDICT_FATAL, "run-step-cap", NULL,
      "https://openai.github.io/openai-agents-python/ref/exceptions/" },
    { "Error: max steps reached (50)", 0, CARRY_ON_VERDICT_FATAL, "run-step-cap", NULL,
      "https://openai.github.io/openai-agents-python/ref/exceptions/" },
    { "Rate limit exceeded: 100 executions per minute", 0, CARRY_ON_VERDICT_LIMIT, NULL, NULL,
      "https://docs.blinkops.com/docs/agent-builder/error-handling" },
    { "Maximum executions per minute reached. Try again shortly.", 0, CARRY_ON_VERDICT_LIMIT, NULL, NULL,
      "https://docs.blinkops.com/docs/agent-builder/error-handling" },
    /* a chat's or a message's length cap: context too long; a message count stays a usage limit */
    { "Your message will exceed the length limit for this chat. Try attaching fewer or smaller files or starting a new conversation.", 0, CARRY_ON_VERDICT_FATAL, "context-too-long", NULL,
      "https://support.claude.com/en/articles/12466728-understanding-claude-error-messages" },
    { "Bad Request: message is too long", 0, CARRY_ON_VERDICT_FATAL, "context-too-long", NULL,
      "https://core.telegram.org/method/messages.sendMessage" },
    { "This conversation has become too long. Please start a new chat.", 0, CARRY_ON_VERDICT_FATAL, "context-too-long", NULL,
      "https://support.claude.com/en/articles/12466728-understanding-claude-error-messages" },
    { "You have reached the message limit for this chat.", 0, CARRY_ON_VERDICT_LIMIT, "usage-limit", NULL,
      "https://support.claude.com/en/articles/12466728-understanding-claude-error-messages" },
    { "Your message could not be sent. The server is overloaded.", 0, CARRY_ON_VERDICT_TRANSIENT, NULL, NULL,
      "https://support.claude.com/en/articles/12466728-understanding-claude-error-messages" },
    /* a day's quota used up in Chinese: a limit; a token's quota used up stays out of credits */
    { "\xe5\xbd\x93\xe5\x89\x8d\xe5\x9c\xb0\xe5\x8c\xba\xe5\xbd\x93\xe6\x97\xa5\xe9\xa2\x9d\xe5\xba\xa6\xe5\xb7\xb2\xe6\xb6\x88\xe8\x80\x97\xe5\xae\x8c", 0, CARRY_ON_VERDICT_LIMIT, "usage-limit", NULL,
      "https://github.com/aandrew-me/tgpt/issues/137" },
    { "\xe4\xbb\x8a\xe6\x97\xa5\xe9\xa2\x9d\xe5\xba\xa6\xe5\xb7\xb2\xe7\x94\xa8\xe5\xae\x8c\xef\xbc\x8c\xe8\xaf\xb7\xe6\x98\x8e\xe5\xa4\xa9\xe5\x86\x8d\xe6\x9d\xa5", 0, CARRY_ON_VERDICT_LIMIT, "usage-limit",
      "2026-03-10T23:00:00Z" /* 请明天再来, come back tomorrow: the next local midnight */,
      "https://github.com/aandrew-me/tgpt/issues/137" },
    { "\xe4\xbb\xa4\xe7\x89\x8c\xe9\xa2\x9d\xe5\xba\xa6\xe5\xb7\xb2\xe7\x94\xa8\xe5\xb0\xbd", 0, CARRY_ON_VERDICT_FATAL, "credits", NULL,
      "https://github.com/QuantumNous/new-api/issues/3302" },
    /* a per-minute count above twice its limit: the request alone never fits; a full window stays a limit */
    { "429 \"Too many tokens for team e9fe and model grok-4-0709. Your team's rate limit is \xe2\x80\x94 Tokens per Minute (actual/limit): 65605/16000. You can view your team rate limits at https://console.x.ai.\"", 429, CARRY_ON_VERDICT_FATAL, "request-exceeds-limit", NULL,
      "https://github.com/cline/cline/issues/4826" },
    { "Too many tokens for team e9fe and model grok-4-0709. Your team's rate limit is \xe2\x80\x94 Tokens per Minute (actual/limit): 16500/16000.", 429, CARRY_ON_VERDICT_LIMIT, NULL, NULL,
      "https://github.com/cline/cline/issues/4826" },
  };

  check_sourced_cases (cases, G_N_ELEMENTS (cases));
}

/* Round hr's families (docs/classifier.md, "Round hr, generalised"): each
 * family in other providers', SDKs' and gateways' words, with near misses
 * that keep their class; each case names its source */
static void
test_hr_families (void)
{
  static const SourcedCase cases[] = {
    /* a token cap worded "too many tokens": fatal, beating the throttle's words; Bedrock's throttle and a per-minute limit stay limits */
    { "too many tokens: max tokens must be less than or equal to 4096, the maximum output for this model - received 8192.", 0, CARRY_ON_VERDICT_FATAL, "token-cap", NULL,
      "https://docs.cohere.com/v1/reference/errors" },
    { "AI_APICallError: `max_tokens` must be less than or equal to `16384`", 0, CARRY_ON_VERDICT_FATAL, "token-cap", NULL,
      "https://github.com/anomalyco/opencode/issues/1000" },
    { "too many tokens: total number of tokens in the prompt cannot exceed 4081 - received 4292. Try using a shorter prompt, or enabling prompt truncating.", 0, CARRY_ON_VERDICT_FATAL, "context-too-long", NULL,
      "https://www.developersdigest.tech/errors/api/cohere-api/400-too-many-tokens" },
    { "too many tokens: size limit exceeded by 11326 tokens. Try using shorter or fewer inputs, or setting prompt_truncation='AUTO'.", 0, CARRY_ON_VERDICT_FATAL, "context-too-long", NULL,
      "https://docs.cohere.com/v1/reference/errors" },
    { "Too many tokens, please wait before trying again.", 0, CARRY_ON_VERDICT_LIMIT, "rate-limit", NULL,
      "https://github.com/anthropics/claude-code/issues/236" },
    { "Rate limit reached for gpt-4o on tokens per min (TPM): Limit 30000, Used 29000, Requested 900.", 429, CARRY_ON_VERDICT_LIMIT, NULL, NULL,
      "https://developers.openai.com/api/docs/guides/error-codes" },
    /* a per-conversation token cap: fatal; a usage window beside the tip to start a new chat stays a limit */
    { "Session token limit reached. Please start a new conversation.", 0, CARRY_ON_VERDICT_FATAL, "context-too-long", NULL,
      "https://withclearspan.com/docs/ai-troubleshooting" },
    { "You have reached the token limit for this conversation.", 0, CARRY_ON_VERDICT_FATAL, "context-too-long", NULL,
      "https://developers.glean.com/errors/token-limit-exceeded" },
    { "Claude hit the maximum length for this conversation. Please start a new conversation to continue chatting with Claude.", 0, CARRY_ON_VERDICT_FATAL, "context-too-long", NULL,
      "https://support.claude.com/en/articles/12466728-understanding-claude-error-messages" },
    { "You are out of free messages until 5 PM. Tip: Long chats cause you to reach your usage limits faster. Start a new chat.", 0, CARRY_ON_VERDICT_LIMIT, NULL, "2026-03-10T16:00:00Z",
      "https://support.claude.com/en/articles/12466728-understanding-claude-error-messages" },
    { "Session limit reached. Resets at 5pm.", 0, CARRY_ON_VERDICT_LIMIT, NULL, "2026-03-10T16:00:00Z",
      "https://withclearspan.com/docs/ai-troubleshooting" },
    /* resets: an ISO instant after "try after" (fraction rounded up, kept as printed), a request "after" a duration */
    { "Your request did not succeed as this operation has reached the limit for your account. Please try after 2026-03-10T12:03:57.071Z.", 429, CARRY_ON_VERDICT_LIMIT, NULL, "2026-03-10T12:03:58Z",
      "https://techdocs.akamai.com/cloudlets/v2/reference/429" },
    { "Quota has been exhausted. You can submit the request after 49 seconds", 429, CARRY_ON_VERDICT_LIMIT, NULL, "2026-03-10T12:00:49Z",
      "https://techdocs.akamai.com/mtls-edge-truststore/reference/429" },
    { "{\"rateLimitNext\": \"2026-03-10T12:05:00.5Z\", \"detail\": \"Account Rate Limit Exceeded\"}", 429, CARRY_ON_VERDICT_LIMIT, NULL, "2026-03-10T12:05:01Z",
      "https://techdocs.akamai.com/mtls-edge-truststore/reference/429" },
    { "Service temporarily unavailable. Please try after some time.", 503, CARRY_ON_VERDICT_TRANSIENT, NULL, NULL,
      "https://techdocs.akamai.com/cloudlets/v2/reference/429" },
    /* billing not enabled or disabled: fatal even with "then retry"; "enable billing" as an upsell beside a free tier's rate limit is not one */
    { "This API method requires billing to be enabled. Please enable billing on project #123 by visiting https://console.developers.google.com/billing/enable?project=123 then retry.", 0, CARRY_ON_VERDICT_FATAL, "billing-disabled", NULL,
      "https://github.com/pgmichael/wavenet-for-chrome/issues/83" },
    { "Project charming-module-137923 (#808448574146) has billing disabled. Please enable it.", 403, CARRY_ON_VERDICT_FATAL, NULL, NULL,
      "https://github.com/GoogleCloudPlatform/java-docs-samples/issues/276" },
    { "{\"reason\": \"BILLING_DISABLED\", \"domain\": \"googleapis.com\"}", 0, CARRY_ON_VERDICT_FATAL, "billing-disabled", NULL,
      "https://cloud.google.com/php/docs/reference/common-protos/latest/Api.ErrorReason" },
    { "Model access is denied due to invalid payment instrument. A valid payment instrument must be provided.", 0, CARRY_ON_VERDICT_FATAL, "billing-disabled", NULL,
      "https://docs.aws.amazon.com/bedrock/latest/APIReference/CommonErrors.html" },
    { "Rate limit reached for free tier. Enable billing to get higher limits.", 429, CARRY_ON_VERDICT_LIMIT, NULL, NULL,
      "https://ai.google.dev/gemini-api/docs/troubleshooting" },
    /* no entitlement, licence or seat; not eligible in a location: fatal; an administrator asked for a quota increase, a refund or a higher tier is not one */
    { "You must be a named user on your organization's Gemini Code Assist Standard edition subscription to use this service. Please contact your administrator to request an entitlement to Gemini Code Assist Standard edition.", 0, CARRY_ON_VERDICT_FATAL, "permission-denied", NULL,
      "https://geminicli.com/docs/troubleshooting" },
    { "You don't have a valid license for Gemini Code Assist. Contact your administrator.", 0, CARRY_ON_VERDICT_FATAL, "permission-denied", NULL,
      "https://developers.google.com/gemini-code-assist/docs/troubleshoot-setup" },
    { "You have not been assigned a Copilot seat by your organization.", 0, CARRY_ON_VERDICT_FATAL, "permission-denied", NULL,
      "https://github.com/orgs/community/discussions/197437" },
    { "Failed to login. Message: Your current account is not eligible... because it is not currently available in your location.", 0, CARRY_ON_VERDICT_FATAL, "permission-denied", NULL,
      "https://www.developersdigest.tech/errors/gemini-cli/account-not-eligible-location" },
    { "This model isn't currently available in your country.", 0, CARRY_ON_VERDICT_FATAL, "permission-denied", NULL,
      "https://github.com/anomalyco/opencode/issues/8796" },
    { "Rate limit exceeded. Contact your administrator to request a quota increase.", 429, CARRY_ON_VERDICT_LIMIT, NULL, NULL,
      "https://developers.google.com/gemini-code-assist/docs/troubleshoot-setup" },
    { "Your account is not yet eligible for a higher usage tier. Rate limit reached for requests per minute.", 429, CARRY_ON_VERDICT_LIMIT, NULL, NULL,
      "https://platform.openai.com/docs/guides/rate-limits" },
    { "This order is not eligible for a refund.", 0, CARRY_ON_VERDICT_TRANSIENT, "default", NULL,
      "https://www.developersdigest.tech/errors/gemini-cli/account-not-eligible-location" },
    /* quotas and allowances that lift: limits; a premium allowance without overages stays fatal, a quota not exceeded inside a 500 stays transient */
    { "Your request exceeds the service quota for your account. You can view your quotas at Viewing service quotas. You can resubmit your request later.", 0, CARRY_ON_VERDICT_LIMIT, "quota", NULL,
      "https://docs.aws.amazon.com/botocore/latest/reference/services/bedrock-runtime/client/exceptions/ServiceQuotaExceededException.html" },
    { "The request would exceed a service quota for your account.", 0, CARRY_ON_VERDICT_LIMIT, "quota", NULL,
      "https://docs.aws.amazon.com/botocore/latest/reference/services/lambda-core/client/exceptions/ServiceQuotaExceededException.html" },
    { "Request does not exceed the service quota; the server failed.", 500, CARRY_ON_VERDICT_TRANSIENT, NULL, NULL,
      "https://docs.aws.amazon.com/bedrock/latest/APIReference/CommonErrors.html" },
    { "You've used your monthly AI assistant allowance", 0, CARRY_ON_VERDICT_LIMIT, "usage-limit", NULL,
      "https://withclearspan.com/docs/ai-troubleshooting" },
    { "You have used up your allowance for this month.", 0, CARRY_ON_VERDICT_LIMIT, "usage-limit", NULL,
      "https://withclearspan.com/docs/ai-troubleshooting" },
    { "You have exceeded your premium request allowance. Enable additional paid premium requests to continue.", 0, CARRY_ON_VERDICT_FATAL, "extra-usage", NULL,
      "https://docs.github.com/en/copilot/concepts/billing/copilot-requests" },
    /* the provider's load under a 429: transient; the plan's concurrency under the same 429 stays a limit */
    { "{\"detail\":{\"status\":\"system_busy\",\"message\":\"Our servers are experiencing high traffic\"}}", 429, CARRY_ON_VERDICT_TRANSIENT, "overloaded", NULL,
      "https://help.elevenlabs.io/hc/en-us/articles/19571824571921-API-Error-Code-429" },
    { "The system is busy, please try again later.", 0, CARRY_ON_VERDICT_TRANSIENT, "overloaded", NULL,
      "https://help.elevenlabs.io/hc/en-us/articles/19571824571921-API-Error-Code-429" },
    { "{\"detail\":{\"status\":\"too_many_concurrent_requests\",\"message\":\"Too many concurrent requests\"}}", 429, CARRY_ON_VERDICT_LIMIT, NULL, NULL,
      "https://help.elevenlabs.io/hc/en-us/articles/19571824571921-API-Error-Code-429" },
    /* Gemini's block reasons as the API and SDKs print them, also under a relay's 429: fatal; a safety setting in a config dump is not one */
    { "{\"promptFeedback\": {\"blockReason\": \"PROHIBITED_CONTENT\"}}", 0, CARRY_ON_VERDICT_FATAL, "content-blocked", NULL,
      "https://github.com/vercel/ai/issues/4235" },
    { "429: {\"error\":\"gemini Error when proxying request: blocked: prompt: BlockedReasonSafety ()\"}", 429, CARRY_ON_VERDICT_FATAL, "content-blocked", NULL,
      "https://cloud.google.com/vertex-ai/generative-ai/docs/reference/nodejs/latest/vertexai/blockedreason" },
    { "google.generativeai.types.generation_types.BlockedPromptException: block_reason: SAFETY", 0, CARRY_ON_VERDICT_FATAL, "content-blocked", NULL,
      "https://ai.google.dev/api/python/google/generativeai/protos/GenerateContentResponse/PromptFeedback/BlockReason" },
    { "safety_settings=[{\"category\": \"HARM_CATEGORY_HARASSMENT\", \"threshold\": \"BLOCK_NONE\"}] 503 The model is overloaded.", 503, CARRY_ON_VERDICT_TRANSIENT, NULL, NULL,
      "https://ai.google.dev/gemini-api/docs/troubleshooting" },
    /* a spend cap the account holder set: fatal without an instant, a limit with one; a plan's monthly window stays a limit */
    { "Maximum billing reached for this API key as set in your dashboard, please go to https://dashboard.cohere.com/billing?tab=payment to increase your maximum amount to continue using this API key. Your billing capacity will reset at the beginning of next month.", 402, CARRY_ON_VERDICT_FATAL, NULL, NULL,
      "https://docs.cohere.com/v1/reference/errors" },
    { "Maximum billing reached for this API key. Your billing capacity will reset on 2026-04-01T00:00:00Z.", 0, CARRY_ON_VERDICT_LIMIT, "billing-cap", "2026-04-01T00:00:00Z",
      "https://docs.cohere.com/v1/reference/errors" },
    { "Billing hard limit has been reached.", 0, CARRY_ON_VERDICT_FATAL, "billing-cap", NULL,
      "https://github.com/sbounmy/hongbao_bitcoin/issues/497" },
    { "You've reached your monthly usage limit. Please return next month.", 402, CARRY_ON_VERDICT_LIMIT, "window-will-reset", NULL,
      "https://github.com/kirodotdev/Kiro/issues/9134" },
  };

  check_sourced_cases (cases, G_N_ELEMENTS (cases));
}

/* Round hk's and hl's families (docs/classifier.md, "An eleventh
 * measurement"): each family in other providers' and languages' words, with
 * near misses that keep their class */
static void
test_hk_hl_families (void)
{
  static const struct {
    const char *text;
    CarryOnVerdict verdict;
    const char *resets;   /* NULL: none */
  } cases[] = {
    /* a named resource that does not exist, in other providers' words */
    { "The API deployment for this resource does not exist.", CARRY_ON_VERDICT_FATAL, NULL },
    { "{\"error\":{\"code\":\"DeploymentNotFound\",\"message\":\"Resource not available\"}}", CARRY_ON_VERDICT_FATAL, NULL },
    { "Deployment not found: gpt-4o", CARRY_ON_VERDICT_FATAL, NULL },
    { "code: 'InvalidEndpointOrModel.NotFound', message: 'The model or endpoint ep-2025 does not exist or you do not have access to it.'", CARRY_ON_VERDICT_FATAL, NULL },
    { "Publisher Model `projects/p/locations/us/publishers/google/models/gemini-9` was not found or your project does not have access to it.", CARRY_ON_VERDICT_FATAL, NULL },
    { "\xe6\x8e\xa8\xe7\x90\x86\xe6\x8e\xa5\xe5\x85\xa5\xe7\x82\xb9\xe4\xb8\x8d\xe5\xad\x98\xe5\x9c\xa8", CARRY_ON_VERDICT_FATAL, NULL },
    { "\xe3\x83\xa2\xe3\x83\x87\xe3\x83\xab\xe3\x81\x8c\xe8\xa6\x8b\xe3\x81\xa4\xe3\x81\x8b\xe3\x82\x8a\xe3\x81\xbe\xe3\x81\x9b\xe3\x82\x93", CARRY_ON_VERDICT_FATAL, NULL },
    { "Modelo no encontrado: gpt-9", CARRY_ON_VERDICT_FATAL, NULL },
    { "mod\xc3\xa8le introuvable", CARRY_ON_VERDICT_FATAL, NULL },
    /* near misses: a tool's missing file, a DNS failure, an endpoint that timed out */
    { "Error: the file does not exist: /home/u/project/src/main.rs", CARRY_ON_VERDICT_TRANSIENT, NULL },
    { "getaddrinfo ENOTFOUND api.anthropic.com", CARRY_ON_VERDICT_TRANSIENT, NULL },
    { "Connection to endpoint timed out", CARRY_ON_VERDICT_TRANSIENT, NULL },
    /* a pool of credentials cooling down, with its exact seconds */
    { "{\"error\":{\"code\":\"model_cooldown\",\"message\":\"All credentials for model m are cooling down\",\"reset_seconds\":90,\"reset_time\":\"1m29s\"}}", CARRY_ON_VERDICT_LIMIT, "2026-03-10T12:01:30Z" },
    { "All API keys for this provider are in cooldown", CARRY_ON_VERDICT_LIMIT, NULL },
    { "\xe8\xaf\xa5\xe6\xa8\xa1\xe5\x9e\x8b\xe7\x9a\x84\xe5\x87\xad\xe8\xaf\x81\xe6\xad\xa3\xe5\x9c\xa8\xe5\x86\xb7\xe5\x8d\xb4\xef\xbc\x8c\xe8\xaf\xb7 30 \xe7\xa7\x92\xe5\x90\x8e\xe9\x87\x8d\xe8\xaf\x95", CARRY_ON_VERDICT_LIMIT, "2026-03-10T12:00:30Z" },
    /* a traffic limit */
    { "\xe8\xaf\xa5 API \xe5\xb7\xb2\xe8\xa7\xa6\xe5\x8f\x91\xe6\xb5\x81\xe9\x87\x8f\xe9\x99\x90\xe5\x88\xb6", CARRY_ON_VERDICT_LIMIT, NULL },
    { "Traffic limit exceeded for this application", CARRY_ON_VERDICT_LIMIT, NULL },
    /* unpaid invoices and a payment method to update; the upsell "add a payment method" is not one */
    { "Your organization has an unpaid invoice. Update your payment method to continue.", CARRY_ON_VERDICT_FATAL, NULL },
    { "Your account is past due. Please update your billing information.", CARRY_ON_VERDICT_FATAL, NULL },
    { "\xe6\x82\xa8\xe6\x9c\x89\xe6\x9c\xaa\xe4\xbb\x98\xe8\xb4\xa6\xe5\x8d\x95\xef\xbc\x8c\xe8\xaf\xb7\xe6\x9b\xb4\xe6\x96\xb0\xe4\xbb\x98\xe6\xac\xbe\xe4\xbf\xa1\xe6\x81\xaf", CARRY_ON_VERDICT_FATAL, NULL },
    { "Tienes facturas pendientes", CARRY_ON_VERDICT_FATAL, NULL },
    { "\xd0\x97\xd0\xb0\xd0\xb4\xd0\xbe\xd0\xbb\xd0\xb6\xd0\xb5\xd0\xbd\xd0\xbd\xd0\xbe\xd1\x81\xd1\x82\xd1\x8c \xd0\xbf\xd0\xbe \xd1\x81\xd1\x87\xd1\x91\xd1\x82\xd1\x83", CARRY_ON_VERDICT_FATAL, NULL }, /* Задолженность по счёту: a capital the stem still matches */
    { "Rate limit reached for requests per min. Limit: 3. Add a payment method to your account to increase your rate limit.", CARRY_ON_VERDICT_LIMIT, NULL },
    /* a certificate not trusted, in other clients' words; a handshake cut off stays transient */
    { "x509: certificate signed by unknown authority", CARRY_ON_VERDICT_FATAL, NULL },
    { "PKIX path building failed: unable to find valid certification path to requested target", CARRY_ON_VERDICT_FATAL, NULL },
    { "The remote certificate is invalid according to the validation procedure: RemoteCertificateChainErrors", CARRY_ON_VERDICT_FATAL, NULL },
    { "invalid peer certificate: UnknownIssuer", CARRY_ON_VERDICT_FATAL, NULL },
    { "SSL certificate problem: self signed certificate in certificate chain", CARRY_ON_VERDICT_FATAL, NULL },
    { "\xe8\xaf\x81\xe4\xb9\xa6\xe9\xaa\x8c\xe8\xaf\x81\xe5\xa4\xb1\xe8\xb4\xa5", CARRY_ON_VERDICT_FATAL, NULL },
    { "Client network socket disconnected before secure TLS connection was established", CARRY_ON_VERDICT_TRANSIENT, NULL },
    { "Downloading the certificate bundle failed: ECONNRESET", CARRY_ON_VERDICT_TRANSIENT, NULL },
    /* a monthly allowance that renews, against a monthly spending cap */
    { "You've reached your monthly chat messages quota.", CARRY_ON_VERDICT_LIMIT, NULL },
    { "You have used your monthly allowance. Wait for your allowance to renew or upgrade.", CARRY_ON_VERDICT_LIMIT, NULL },
    { "403 Your quota renews next month.", CARRY_ON_VERDICT_LIMIT, NULL },
    { "\xe6\x9c\xac\xe6\x9c\x88\xe9\xa2\x9d\xe5\xba\xa6\xe5\xb7\xb2\xe7\x94\xa8\xe5\xae\x8c", CARRY_ON_VERDICT_LIMIT, NULL },
    { "Has alcanzado tu l\xc3\xadmite mensual", CARRY_ON_VERDICT_LIMIT, NULL },
    { "You have reached your monthly spending limit.", CARRY_ON_VERDICT_FATAL, NULL },
    /* paid usage beyond the allowance switched off; with a reset it waits; "to enable overages" beside a quota that comes back is not one */
    { "You have exceeded your premium request allowance. Enable additional paid premium requests to continue.", CARRY_ON_VERDICT_FATAL, NULL },
    { "Premium request limit reached and overages are disabled for your organization.", CARRY_ON_VERDICT_FATAL, NULL },
    { "You have exceeded your premium request allowance. It resets 9pm (Europe/Paris).", CARRY_ON_VERDICT_LIMIT, "2026-03-10T20:00:00Z" },
    { "Individual quota reached. Contact your administrator to enable overages.", CARRY_ON_VERDICT_LIMIT, NULL },
    /* a key's own credit cap, against a rate limit per key */
    { "Key limit exceeded (total limit). Manage it using https://openrouter.ai/settings/keys", CARRY_ON_VERDICT_FATAL, NULL },
    { "Your API key limit has been reached.", CARRY_ON_VERDICT_FATAL, NULL },
    { "Rate limit for this key exceeded, please try again in 20s", CARRY_ON_VERDICT_LIMIT, "2026-03-10T12:00:20Z" },
    { "Key rate limit exceeded", CARRY_ON_VERDICT_LIMIT, NULL },
    /* an expired token in Chinese and other languages; a host refreshing it */
    { "Authentication Token \xe5\xb7\xb2\xe8\xbf\x87\xe6\x9c\x9f,\xe8\xaf\xb7\xe9\x87\x8d\xe6\x96\xb0\xe7\x94\x9f\xe6\x88\x90/\xe8\x8e\xb7\xe5\x8f\x96", CARRY_ON_VERDICT_FATAL, NULL },
    { "\xe8\xae\xbf\xe9\x97\xae\xe4\xbb\xa4\xe7\x89\x8c\xe8\xbf\x87\xe6\x9c\x9f", CARRY_ON_VERDICT_FATAL, NULL },
    { "\xe3\x83\x88\xe3\x83\xbc\xe3\x82\xaf\xe3\x83\xb3\xe3\x81\xae\xe6\x9c\x89\xe5\x8a\xb9\xe6\x9c\x9f\xe9\x99\x90\xe3\x81\x8c\xe5\x88\x87\xe3\x82\x8c\xe3\x81\xa6\xe3\x81\x84\xe3\x81\xbe\xe3\x81\x99", CARRY_ON_VERDICT_FATAL, NULL },
    { "El token ha expirado", CARRY_ON_VERDICT_FATAL, NULL },
    { "Token ist abgelaufen", CARRY_ON_VERDICT_FATAL, NULL },
    { "Token \xe5\xb7\xb2\xe8\xbf\x87\xe6\x9c\x9f\xef\xbc\x8c\xe6\xad\xa3\xe5\x9c\xa8\xe5\x88\xb7\xe6\x96\xb0", CARRY_ON_VERDICT_TRANSIENT, NULL },
    /* an account inactive, not activated, suspended in other languages */
    { "\xe6\x82\xa8\xe7\x9a\x84\xe8\xb4\xa6\xe6\x88\xb7\xe5\xbd\x93\xe5\x89\x8d\xe5\xa4\x84\xe4\xba\x8e\xe9\x9d\x9e\xe6\xb4\xbb\xe5\x8a\xa8\xe7\x8a\xb6\xe6\x80\x81\xe3\x80\x82\xe8\xaf\xb7\xe6\xa3\x80\xe6\x9f\xa5\xe8\xb4\xa6\xe6\x88\xb7\xe4\xbf\xa1\xe6\x81\xaf", CARRY_ON_VERDICT_FATAL, NULL },
    { "Your account is currently inactive.", CARRY_ON_VERDICT_FATAL, NULL },
    { "This account has not been activated.", CARRY_ON_VERDICT_FATAL, NULL },
    { "Votre compte a \xc3\xa9t\xc3\xa9 suspendu.", CARRY_ON_VERDICT_FATAL, NULL },
    { "Ihr Konto wurde gesperrt.", CARRY_ON_VERDICT_FATAL, NULL },
    { "\xd0\x90\xd0\xba\xd0\xba\xd0\xb0\xd1\x83\xd0\xbd\xd1\x82 \xd0\xb7\xd0\xb0\xd0\xb1\xd0\xbb\xd0\xbe\xd0\xba\xd0\xb8\xd1\x80\xd0\xbe\xd0\xb2\xd0\xb0\xd0\xbd", CARRY_ON_VERDICT_FATAL, NULL }, /* Аккаунт заблокирован */
    { "\xe3\x82\xa2\xe3\x82\xab\xe3\x82\xa6\xe3\x83\xb3\xe3\x83\x88\xe3\x81\x8c\xe5\x81\x9c\xe6\xad\xa2\xe3\x81\x95\xe3\x82\x8c\xe3\x81\xa6\xe3\x81\x84\xe3\x81\xbe\xe3\x81\x99", CARRY_ON_VERDICT_FATAL, NULL },
    { "Your account is not inactive; the server is overloaded", CARRY_ON_VERDICT_TRANSIENT, NULL },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    check_family_case (i, cases[i].text, 0, cases[i].verdict, NULL, cases[i].resets);
}

static void
test_default (void)
{
  CarryOnFailure f = failure_init (NULL, 0, NULL, NULL);
  CarryOnClassification out;

  classify (&f, NULL, &out);
  g_assert_cmpint (out.verdict, ==, CARRY_ON_VERDICT_TRANSIENT);
  g_assert_cmpstr (out.rule_id, ==, "default");
  g_assert_cmpint (out.resets_at, ==, -1);

  f.message = (char *) "Something nobody has seen before happened";
  classify (&f, "new-host", &out);
  g_assert_cmpstr (out.rule_id, ==, "default");
}

/* The concepts a word names across languages (carry-on-classifier-
 * concepts.c): a whole word, a CJK pair, or an inflected form through a
 * prefix of four or more characters; a word that only starts like one is
 * none.  The features carry the concept beside the word. */
static void
test_words_concepts (void)
{
  static const struct {
    const char *word;
    const char *concept;
  } cases[] = {
    { "key", "key" },
    { "cl\xc3\xa9", "key" },                                   /* clé */
    { "\xd0\xba\xd0\xbb\xd1\x8e\xd1\x87", "key" },             /* ключ */
    { "\xd0\xba\xd0\xbb\xd1\x8e\xd1\x87\xd0\xbe\xd0\xbc", "key" }, /* ключом, through the prefix ключ */
    { "\xe5\xaf\x86\xe9\x92\xa5", "key" },                     /* 密钥 */
    { "\xe7\x84\xa1\xe5\x8a\xb9", "invalid" },                 /* 無効 */
    { "\xd0\xbd\xd0\xb0\xd1\x81\xd1\x82\xd1\x80\xd0\xbe\xd0\xb8\xd0\xbb\xd0\xb8", "configure" }, /* настроили */
    { "\xe9\x81\xb8\xe6\x8a\x9e", "choose" },               /* 選択 */
    { "usuni\xc4\x99ty", "removed" },                         /* usunięty */
    { "\xce\xb5\xce\xb9\xce\xba\xcf\x8c\xce\xbd\xcf\x89\xce\xbd", "image" }, /* εικόνων */
    { "fichier", "file" },
    { "par\xc3\xa1metros", "parameter" },                     /* parámetros */
    { "keyboard", NULL },
    { "abcd", NULL },
    { "filename", NULL },
    { "visual", NULL },                                         /* Visual Studio Code, not an image */
    { "nastavi", NULL },                                        /* Serbian and Croatian "continue" */
  };

  g_assert_true (carry_on_concepts_sorted ());
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    g_assert_cmpstr (carry_on_concept_of (cases[i].word), ==, cases[i].concept);

  {
    static const char text[] = "\xd0\x9a\xd0\xbb\xd1\x8e\xd1\x87 API \xe5\xaf\x86\xe9\x92\xa5";  /* Ключ API 密钥 */
    g_autoptr(GPtrArray) got = carry_on_cues_features (text, strlen (text), 0);
    static const char * const want[] = {
      "c:\xe5\xaf\x86\xe9\x92\xa5", "k:key", "w:api", "w:\xd0\xba\xd0\xbb\xd1\x8e\xd1\x87",
    };

    for (guint i = 0; i < got->len; i++)
      g_test_message ("feature %u: %s", i, (const char *) g_ptr_array_index (got, i));
    g_assert_cmpuint (got->len, ==, G_N_ELEMENTS (want));
    for (guint i = 0; i < got->len; i++)
      g_assert_cmpstr (g_ptr_array_index (got, i), ==, want[i]);
  }
}

/* The features the word evidence weighs: words of spaced scripts lowered,
 * pairs of CJK characters and of Thai clusters, a written 4xx/5xx, the
 * structured status; the
 * trainer (carry-on-train-cues) calls the same function */
static void
test_words_features (void)
{
  static const char text[] =
    "Your key's entitlement lapsed: 请联系管理员 (HTTP 403) x404 4030 a \xff ÉCHEC 错 "
    "abcdefghijabcdefghijabcdefghijabcdefghijk";
  static const char * const want[] = {
    "c:理员", "c:管理", "c:系管", "c:联系", "c:请联", "c:错",
    "n:4xx", "s:429", "s:4xx",
    "w:entitlement", "w:http", "w:key's", "w:lapsed", "w:your", "w:échec",
  };
  g_autoptr(GPtrArray) got = carry_on_cues_features (text, strlen (text), 429);

  for (guint i = 0; i < got->len; i++)
    g_test_message ("feature %u: %s", i, (const char *) g_ptr_array_index (got, i));
  g_assert_cmpuint (got->len, ==, G_N_ELEMENTS (want));
  for (guint i = 0; i < got->len; i++)
    g_assert_cmpstr (g_ptr_array_index (got, i), ==, want[i]);

  /* no status, nothing but punctuation: nothing to weigh */
  g_clear_pointer (&got, g_ptr_array_unref);
  got = carry_on_cues_features ("-- 42 ...", 9, 0);
  g_assert_cmpuint (got->len, ==, 0);

  /* the letters of an identifier (eight or more ASCII letters and digits
   * with a digit among them) are no words; shorter runs keep theirs */
  {
    static const char ids[] = "request 0b4ab21a-c3ce619fce4d sk-abc123def456 5min gpt4o";
    static const char * const want_ids[] = { "w:gpt", "w:min", "w:request", "w:sk" };

    g_clear_pointer (&got, g_ptr_array_unref);
    got = carry_on_cues_features (ids, strlen (ids), 0);
    for (guint i = 0; i < got->len; i++)
      g_test_message ("feature %u: %s", i, (const char *) g_ptr_array_index (got, i));
    g_assert_cmpuint (got->len, ==, G_N_ELEMENTS (want_ids));
    for (guint i = 0; i < got->len; i++)
      g_assert_cmpstr (g_ptr_array_index (got, i), ==, want_ids[i]);
  }

  /* a word keeps the combining marks after its letters (Hindi's vowel
   * signs and virama: "मॉडल" and "नहीं", not "म", "डल" and "नह"); Thai runs
   * its words together, so pairs of clusters (a letter with its marks)
   * stand for words, as pairs of CJK characters do; a lone cluster stands
   * for itself; "मॉडल" is also a model in any language */
  {
    static const char marks[] = "मॉडल नहीं मिला; ถึงขีดจำกัด ก";
    static const char * const want_marks[] = {
      "c:ก", "c:กัด", "c:ขีด", "c:งขี", "c:จำ", "c:ดจ", "c:ถึง", "c:ำกั",
      "k:model", "w:नहीं", "w:मिला", "w:मॉडल",
    };

    g_clear_pointer (&got, g_ptr_array_unref);
    got = carry_on_cues_features (marks, strlen (marks), 0);
    for (guint i = 0; i < got->len; i++)
      g_test_message ("feature %u: %s", i, (const char *) g_ptr_array_index (got, i));
    g_assert_cmpuint (got->len, ==, G_N_ELEMENTS (want_marks));
    for (guint i = 0; i < got->len; i++)
      g_assert_cmpstr (g_ptr_array_index (got, i), ==, want_marks[i]);
  }
}

/* Rounds hy, hz and ia, generalised (docs/classifier.md): sign-in
 * required, a key invalid or not found and access denied in languages the
 * rows did not know; a plan without the model; retired APIs; output-token
 * and chat-length caps in other languages; a zero quota written limit=0;
 * Azure API Management's quota and its .NET time span; OAuth scopes; a busy
 * queue or model; one message at a time; OpenRouter's data policy.  The
 * rows alone decide (classify_rows) */
static void
test_hyia_families (void)
{
  static const SourcedCase cases[] = {
    /* LiteLLM's router with every deployment cooling down: a limit with the wait it names; a budget it crossed is another row */
    { "litellm.acompletion(model=None) Exception No deployments available for selected model, Try again in 1 seconds.", 0,
      CARRY_ON_VERDICT_LIMIT, "rate-limit", "2026-03-10T12:00:01Z", "https://github.com/BerriAI/litellm/issues/3933" },
    /* sign-in required in other languages: fatal; a dropped connection stays transient */
    { "Per utilizzare le Finestre intelligenti devi effettuare l\xe2\x80\x99" "accesso.", 0, CARRY_ON_VERDICT_FATAL, "login-expired", NULL,
      "https://github.com/mozilla-l10n/firefox-l10n/blob/06980b13da7ad82d3c8b398e8d16440a4ea4bad2/it/browser/browser/aiWindowContent.ftl" },
    { "Il provider Roo richiede l'autenticazione cloud. Accedi a Roo Code Cloud.", 0, CARRY_ON_VERDICT_FATAL, "login-expired", NULL,
      "https://github.com/Kilo-Org/kilocode/blob/0fc86cec2299b333cb21da87b649003b19319ecc/src/i18n/locales/it/common.json" },
    { "Pour utiliser la fen\xc3\xaatre intelligente, vous devez vous connecter.", 0, CARRY_ON_VERDICT_FATAL, "login-expired", NULL,
      "https://github.com/mozilla-l10n/firefox-l10n/blob/1aeb69eb42b9dd50e2e079c3f52ce2d658e89c41/fr/browser/browser/aiWindowContent.ftl" },
    { "\xd0\xa7\xd1\x82\xd0\xbe\xd0\xb1\xd1\x8b \xd0\xb8\xd1\x81\xd0\xbf\xd0\xbe\xd0\xbb\xd1\x8c\xd0\xb7\xd0\xbe\xd0\xb2\xd0\xb0\xd1\x82\xd1\x8c \xd1\x83\xd0\xbc\xd0\xbd\xd0\xbe\xd0\xb5 \xd0\xbe\xd0\xba\xd0\xbd\xd0\xbe, \xd0\xb2\xd0\xb0\xd0\xbc \xd0\xbd\xd1\x83\xd0\xb6\xd0\xbd\xd0\xbe \xd1\x81\xd0\xbe\xd0\xb2\xd0\xb5\xd1\x80\xd1\x88\xd0\xb8\xd1\x82\xd1\x8c \xd0\xb2\xd1\x85\xd0\xbe\xd0\xb4.", 0, CARRY_ON_VERDICT_FATAL, "login-expired", NULL,
      "https://github.com/mozilla-l10n/firefox-l10n (ru/browser/browser/aiWindowContent.ftl)" },
    { "\xe0\xb8\x84\xe0\xb8\xb8\xe0\xb8\x93\xe0\xb8\x95\xe0\xb9\x89\xe0\xb8\xad\xe0\xb8\x87\xe0\xb9\x80\xe0\xb8\x82\xe0\xb9\x89\xe0\xb8\xb2\xe0\xb8\xaa\xe0\xb8\xb9\xe0\xb9\x88\xe0\xb8\xa3\xe0\xb8\xb0\xe0\xb8\x9a\xe0\xb8\x9a Poe \xe0\xb8\x81\xe0\xb9\x88\xe0\xb8\xad\xe0\xb8\x99", 0, CARRY_ON_VERDICT_FATAL, "login-expired", NULL,
      "https://github.com/chathub-dev/chathub/blob/6bbabef32fe5b3bd02415128d8fe399b89e25679/src/app/i18n/locales/thai.json" },
    { "La connessione \xc3\xa8 stata interrotta. Riprova pi\xc3\xb9 tardi.", 0, CARRY_ON_VERDICT_TRANSIENT, NULL, NULL,
      "https://github.com/Kilo-Org/kilocode/blob/0fc86cec2299b333cb21da87b649003b19319ecc/src/i18n/locales/it/common.json" },
    /* a key invalid or not found, and access denied, in Turkish, Vietnamese, Ukrainian and Italian: fatal; iFlytek's 授权错误 before a daily flow limit stays a limit */
    { "Ge\xc3\xa7" "ersiz API Anahtar\xc4\xb1 tespit edildi, l\xc3\xbctfen API Anahtar\xc4\xb1n\xc4\xb1 do\xc4\x9fru \xc5\x9f" "ekilde yap\xc4\xb1land\xc4\xb1r\xc4\xb1n.", 0, CARRY_ON_VERDICT_FATAL, "invalid-api-key", NULL,
      "https://github.com/ChatGPTNextWeb/ChatGPT-Next-Web/blob/e033bef5442f5294bee20959273408b0be775c33/app/locales/tr.ts" },
    { "API Key kh\xc3\xb4ng h\xe1\xbb\xa3p l\xe1\xbb\x87. Vui l\xc3\xb2ng ki\xe1\xbb\x83m tra l\xe1\xba\xa1i c\xc3\xa0i \xc4\x91\xe1\xba\xb7t.", 0, CARRY_ON_VERDICT_FATAL, "invalid-api-key", NULL,
      "https://github.com/marx5/browser-translate-extension/blob/1e27ed0fb22c5b14106bd6d1eaa908729e615a01/src/constants/locales.js" },
    { "\xd0\x9a\xd0\xbb\xd1\x8e\xd1\x87 \xd0\xbd\xd0\xb5 \xd0\xb7\xd0\xbd\xd0\xb0\xd0\xb9\xd0\xb4\xd0\xb5\xd0\xbd\xd0\xbe. \xd0\x91\xd1\x83\xd0\xb4\xd1\x8c \xd0\xbb\xd0\xb0\xd1\x81\xd0\xba\xd0\xb0, \xd0\xb2\xd0\xba\xd0\xb0\xd0\xb6\xd1\x96\xd1\x82\xd1\x8c \xd0\xba\xd0\xbb\xd1\x8e\xd1\x87 \xd1\x96 \xd1\x81\xd0\xbf\xd1\x80\xd0\xbe\xd0\xb1\xd1\x83\xd0\xb9\xd1\x82\xd0\xb5 \xd1\x89\xd0\xb5 \xd1\x80\xd0\xb0\xd0\xb7.", 0, CARRY_ON_VERDICT_FATAL, "invalid-api-key", NULL,
      "https://github.com/danny-avila/LibreChat/blob/03a543012870417542881d61a903c19f04bba079/client/src/locales/uk/translation.json" },
    { "Accesso API Cerebras negato. La tua chiave API potrebbe non avere accesso al modello.", 0, CARRY_ON_VERDICT_FATAL, "permission-denied", NULL,
      "https://github.com/Kilo-Org/kilocode/blob/0fc86cec2299b333cb21da87b649003b19319ecc/src/i18n/locales/it/common.json" },
    { "\xe6\x8e\x88\xe6\x9d\x83\xe9\x94\x99\xe8\xaf\xaf\xef\xbc\x9a\xe8\xaf\xa5" "appId\xe6\xb2\xa1\xe6\x9c\x89\xe7\x9b\xb8\xe5\x85\xb3\xe5\x8a\x9f\xe8\x83\xbd\xe7\x9a\x84\xe6\x8e\x88\xe6\x9d\x83", 0, CARRY_ON_VERDICT_FATAL, "permission-denied", NULL,
      "https://github.com/briqt/xunfei-spark4j/issues/17" },
    { "\xe6\x8e\x88\xe6\x9d\x83\xe9\x94\x99\xe8\xaf\xaf:\xe6\x97\xa5\xe6\xb5\x81\xe6\x8e\xa7\xe8\xb6\x85\xe9\x99\x90\xe3\x80\x82\xe8\xb6\x85\xe8\xbf\x87\xe5\xbd\x93\xe6\x97\xa5\xe6\x9c\x80\xe5\xa4\xa7\xe8\xae\xbf\xe9\x97\xae\xe9\x87\x8f\xe7\x9a\x84\xe9\x99\x90\xe5\x88\xb6", 0, CARRY_ON_VERDICT_LIMIT, "rate-limit", NULL,
      "https://xfyun.cn/doc/spark/Web.html" },
    /* a plan that does not include the model: fatal; a count of requests included in a plan is not one */
    { "Las claves API y los planes de suscripci\xc3\xb3n permiten diferentes modelos. Aseg\xc3\xbarate de que el modelo seleccionado est\xc3\xa9 incluido en tu plan.", 0, CARRY_ON_VERDICT_FATAL, "trial-wall", NULL,
      "https://github.com/Kilo-Org/kilocode/blob/0fc86cec2299b333cb21da87b649003b19319ecc/src/i18n/locales/es/common.json" },
    { "API keys and subscription plans allow different models. Make sure the selected model is included in your plan.", 0, CARRY_ON_VERDICT_FATAL, "trial-wall", NULL,
      "https://github.com/Kilo-Org/kilocode/blob/0fc86cec2299b333cb21da87b649003b19319ecc/src/i18n/locales/es/common.json" },
    { "To use Codex with your ChatGPT plan, upgrade to Plus: https://openai.com/chatgpt/pricing.", 0, CARRY_ON_VERDICT_FATAL, "trial-wall", NULL,
      "https://github.com/openai/codex/blob/001cb8e233f250c7086c791c51390286c087faea/codex-rs/core/src/error.rs" },
    { "\xe5\xbd\x93\xe5\x89\x8d\xe8\xae\xa2\xe9\x98\x85\xe5\xa5\x97\xe9\xa4\x90\xe6\x9a\x82\xe6\x9c\xaa\xe5\xbc\x80\xe6\x94\xbeGLM-5\xe6\x9d\x83\xe9\x99\x90", 0, CARRY_ON_VERDICT_FATAL, "trial-wall", NULL,
      "https://docs.bigmodel.cn/cn/api/api-code" },
    { "You've used all the premium requests included in your plan this month.", 0, CARRY_ON_VERDICT_TRANSIENT, "default", NULL,
      "https://github.com/Kilo-Org/kilocode/blob/0fc86cec2299b333cb21da87b649003b19319ecc/src/i18n/locales/es/common.json" },
    /* an API or a model retired: fatal; a relay's channel taken offline is not one */
    { "API glm-4v \xe5\xb7\xb2\xe4\xb8\x8b\xe7\xba\xbf", 0, CARRY_ON_VERDICT_FATAL, "model-not-found", NULL,
      "https://docs.bigmodel.cn/cn/api/api-code" },
    { "\xe8\xaf\xa5\xe6\x8e\xa5\xe5\x8f\xa3\xe5\xb7\xb2\xe5\x81\x9c\xe7\x94\xa8", 0, CARRY_ON_VERDICT_FATAL, "model-not-found", NULL,
      "https://docs.bigmodel.cn/cn/api/api-code" },
    { "This API is no longer available. Please migrate to v2.", 0, CARRY_ON_VERDICT_FATAL, "model-not-found", NULL,
      "https://docs.bigmodel.cn/cn/api/api-code" },
    { "\xe6\xb8\xa0\xe9\x81\x93\xe5\xb7\xb2\xe4\xb8\x8b\xe7\xba\xbf\xef\xbc\x8c\xe6\xad\xa3\xe5\x9c\xa8\xe5\x88\x87\xe6\x8d\xa2", 0, CARRY_ON_VERDICT_TRANSIENT, "default", NULL,
      "https://docs.bigmodel.cn/cn/api/api-code" },
    /* output-token caps and a chat's length cap in other languages: fatal; a token rate limit and a usage limit stay limits */
    { "Se alcanz\xc3\xb3 el n\xc3\xbamero m\xc3\xa1ximo de tokens de finalizaci\xc3\xb3n.", 0, CARRY_ON_VERDICT_FATAL, "max-output-tokens", NULL,
      "https://github.com/Kilo-Org/kilocode/blob/14f5d8facd6d0c0e8de23f13c2ec00a2349cc4e7/src/i18n/locales/es/kilocode.json" },
    { "Rate limit reached for max tokens per minute", 0, CARRY_ON_VERDICT_LIMIT, "rate-limit", NULL,
      "https://github.com/Kilo-Org/kilocode/blob/14f5d8facd6d0c0e8de23f13c2ec00a2349cc4e7/src/i18n/locales/es/kilocode.json" },
    { "\xea\xb7\x80\xed\x95\x98\xec\x9d\x98 \xeb\xa9\x94\xec\x8b\x9c\xec\xa7\x80\xeb\x8a\x94 \xec\x9d\xb4 \xec\xb1\x84\xed\x8c\x85\xec\x9d\x98 \xed\x95\x9c\xeb\x8f\x84\xeb\xa5\xbc \xec\xb4\x88\xea\xb3\xbc\xed\x95\xa0 \xea\xb2\x83\xec\x9e\x85\xeb\x8b\x88\xeb\x8b\xa4", 0, CARRY_ON_VERDICT_FATAL, "context-too-long", NULL,
      "https://clickup.com/ko/blog/593010/how-to-solve-claude-ai-capacity-constraint-issue" },
    { "Es ist Zeit, einen neuen Chat zu beginnen. Dieser hat die L\xc3\xa4ngenbeschr\xc3\xa4nkung erreicht.", 0, CARRY_ON_VERDICT_FATAL, "context-too-long", NULL,
      "https://github.com/mozilla-l10n/firefox-l10n/blob/08860f7de55230bdd2008da3b523c8e2775a6860/de/browser/browser/aiWindowContent.ftl" },
    { "\xec\x82\xac\xec\x9a\xa9 \xed\x95\x9c\xeb\x8f\x84\xec\x97\x90 \xeb\x8f\x84\xeb\x8b\xac\xed\x96\x88\xec\x8a\xb5\xeb\x8b\x88\xeb\x8b\xa4", 0, CARRY_ON_VERDICT_LIMIT, "usage-limit", NULL,
      "https://clickup.com/ko/blog/593010/how-to-solve-claude-ai-capacity-constraint-issue" },
    /* a quota whose limit is zero written limit=0: fatal, unless a non-zero limit is named; Azure API Management's 403 quota and its .NET time span; GigaChat's scopes */
    { "got status: 429 Too Many Requests. {\"error\":{\"code\":429,\"message\":\"TotalCachedContentStorageTokensPerModelFreeTier limit exceeded for model gemini-2.0-flash: limit=0, requested=21847\",\"status\":\"RESOURCE_EXHAUSTED\"}}", 0, CARRY_ON_VERDICT_FATAL, "quota-zero", NULL,
      "https://github.com/RooCodeInc/Roo-Code-Docs/issues/150" },
    { "Quota exceeded: limit=0 for cached content storage; limit=1500000 for input tokens per minute", 429, CARRY_ON_VERDICT_LIMIT, NULL, NULL,
      "https://github.com/google-gemini/computer-use-preview/issues/56" },
    { "Out of call volume quota. Quota will be replenished in 5.03:23:11.", 403, CARRY_ON_VERDICT_LIMIT, "quota", "2026-03-15T15:23:11Z",
      "https://learn.microsoft.com/en-us/azure/api-management/quota-policy" },
    { "Out of bandwidth quota. Quota will be replenished in 00:42:10.", 403, CARRY_ON_VERDICT_LIMIT, "quota", "2026-03-10T12:42:10Z",
      "https://learn.microsoft.com/en-us/azure/api-management/quota-policy" },
    { "{\n\"code\": 5,\n\"message\": \"scope is empty\"\n}", 0, CARRY_ON_VERDICT_FATAL, "oauth-scope", NULL,
      "https://developers.sber.ru/docs/ru/gigachat/api/errors-description" },
    /* a busy queue or model: transient, even under a 429; ChatGPT's one message at a time: a limit at the minute it names; OpenRouter's data policy under a 502: fatal */
    { "Too many current requests. Your queue position is 38. Please wait for a while or switch to other models for a smoother experience.", 0, CARRY_ON_VERDICT_TRANSIENT, "overloaded", NULL,
      "https://github.com/Trae-AI/TRAE/issues/581" },
    { "Too many requests. Please wait for a while", 0, CARRY_ON_VERDICT_LIMIT, "rate-limit", NULL,
      "https://github.com/Trae-AI/TRAE/issues/581" },
    { "{\"error\":{\"message\":\"Model busy, retry later\"}}", 429, CARRY_ON_VERDICT_TRANSIENT, "overloaded", NULL,
      "https://github.com/truefoundry/models/pull/862" },
    { "{\"detail\":\"Only one message at a time. Please allow any other responses to complete before sending another message, or wait one minute.\"}", 0, CARRY_ON_VERDICT_LIMIT, "rate-limit", "2026-03-10T12:01:00Z",
      "https://github.com/chathub-dev/chathub/issues/595" },
    { "HTTP 502 - Paid model training violation (account settings): 1 endpoint excluded", 502, CARRY_ON_VERDICT_FATAL, "permission-denied", NULL,
      "https://github.com/omnara-ai/omnara/issues/501" },
  };

  check_sourced_cases (cases, G_N_ELEMENTS (cases));
}

/* Rounds ie and if, generalised (docs/classifier.md): a day's allowance
 * spent; a queue position and the provider's load in ja and ko; requests
 * "frequent" (zh) or concentrated in a short time (ja); an empty response
 * in zh.  The rows alone decide (classify_rows) */
static void
test_ieif_families (void)
{
  static const SourcedCase cases[] = {
    { "Error: All models failed to respond. API might be exhausted for today.", 0, CARRY_ON_VERDICT_LIMIT, "usage-limit", NULL,
      "https://github.com/dinguschan-owo/Helios/issues/48" },
    { "Too many requests right now. You\u2019re in the queue at position 10. Thanks for your patience \u2014 we\u2019ll start your task soon.", 0,
      CARRY_ON_VERDICT_TRANSIENT, "overloaded", NULL, "https://github.com/Trae-AI/TRAE/issues/2239" },
    { "\u30b5\u30fc\u30d0\u30fc\u304c\u51e6\u7406\u80fd\u529b\u306e\u4e0a\u9650\u306b\u9054\u3057\u3066\u3044\u307e\u3059\u3002"
      "\u3057\u3070\u3089\u304f\u3057\u3066\u304b\u3089\u3082\u3046\u4e00\u5ea6\u304a\u8a66\u3057\u304f\u3060\u3055\u3044\u3002", 0,
      CARRY_ON_VERDICT_TRANSIENT, "overloaded", NULL, "https://ty-jos.com/?p=4062" },
    { "\u30ea\u30af\u30a8\u30b9\u30c8\u304c\u77ed\u671f\u9593\u306b\u96c6\u4e2d\u3057\u3066\u3044\u307e\u3059\u3002"
      "\u3057\u3070\u3089\u304f\u3057\u3066\u304b\u3089\u3082\u3046\u4e00\u5ea6\u304a\u8a66\u3057\u304f\u3060\u3055\u3044\u3002", 0,
      CARRY_ON_VERDICT_LIMIT, "rate-limit", NULL, "https://services.awaisora.com/2025/07/06/aef8bb57-55d2-43de-b5d2-dac6f6b3cf16" },
    { "{\"code\":710022002,\"message\":\"block\",\"error_detail\":{\"code\":710022002,\"locale\":\"zh\",\"message\":\"\u5f53\u524d\u670d\u52a1\u8bbf\u95ee\u9891\u7e41\uff0c\u8bf7\u7a0d\u540e\u91cd\u8bd5\"}}", 0,
      CARRY_ON_VERDICT_LIMIT, "rate-limit", NULL, "https://github.com/XilyFeAAAA/DoubaoFreeApi/issues/5" },
    { "\u6a21\u578b\u6d41\u54cd\u5e94\u4e3a\u7a7a\uff0c\u8bf7\u68c0\u67e5\u6a21\u578b\u6d41\u8f93\u51fa\u662f\u5426\u6b63\u5e38", 0,
      CARRY_ON_VERDICT_TRANSIENT, "empty-response", NULL, "https://github.com/labring/FastGPT/issues/3716" },
    /* near misses: a usage limit whose line gives congestion or high load as its cause stays a limit
     * (those words are not load rows); an empty response blocked by a safety filter is given up; an
     * account stopped after requests concentrated in a short time is the account's */
    { "\u30b5\u30fc\u30d0\u30fc\u304c\u6df7\u96d1\u3057\u3066\u3044\u308b\u305f\u3081\u3001\u5229\u7528\u4e0a\u9650\u306b\u9054\u3057\u307e\u3057\u305f\u3002", 0,
      CARRY_ON_VERDICT_LIMIT, "usage-limit", NULL, "https://cg-method.com/ai/claude-usage-limit-guide" },
    { "\uc11c\ubc84 \ud63c\uc7a1\uc73c\ub85c \uc778\ud574 \uc0ac\uc6a9 \ud55c\ub3c4\uc5d0 \ub3c4\ub2ec\ud588\uc2b5\ub2c8\ub2e4.", 0,
      CARRY_ON_VERDICT_LIMIT, "usage-limit", NULL, "https://www.cometapi.com/ko/when-does-claude-code-usage-reset" },
    { "\u54cd\u5e94\u4e3a\u7a7a\uff1a\u8f93\u51fa\u88ab\u5b89\u5168\u8fc7\u6ee4\u5668\u62e6\u622a", 0,
      CARRY_ON_VERDICT_FATAL, "content-blocked", NULL, "https://github.com/labring/FastGPT/issues/3716" },
    { "\u30a2\u30af\u30bb\u30b9\u304c\u77ed\u6642\u9593\u306b\u96c6\u4e2d\u3057\u305f\u305f\u3081\u3001\u3053\u306e\u30a2\u30ab\u30a6\u30f3\u30c8\u306f\u505c\u6b62\u3055\u308c\u307e\u3057\u305f\u3002", 0,
      CARRY_ON_VERDICT_FATAL, "account", NULL, "https://services.awaisora.com/2025/07/06/aef8bb57-55d2-43de-b5d2-dac6f6b3cf16" },
    /* round ih's families: a cap on overages is a spend cap, "enable overages" beside a quota that refreshes is
     * not; a prepaid resource pack used up is out of credits; "server overload" under a 429 is load */
    { "You've reached your overage limit.", 0, CARRY_ON_VERDICT_FATAL, "spend-limit", NULL,
      "https://github.com/kirodotdev/Kiro/issues/8128" },
    { "Your plan\u2019s baseline quota will refresh on 16.03.2026, 19:10:46. To continue using this model now, enable AI Credit overages.", 0,
      CARRY_ON_VERDICT_LIMIT, "usage-limit", "2026-03-16T18:10:46Z",
      "https://discuss.ai.google.dev/t/bug-google-ai-pro-baseline-quota-refresh-showing-7-days-lock-instead-of-advertised-5-hour-reset-in-antigravity/132403" },
    { "[TencentCloudSDKException] code:UnsupportedOperation.PkgExhausted message:The resource pack allowance has been exhausted, please check your resource pack.", 0,
      CARRY_ON_VERDICT_FATAL, "credits", NULL, "https://github.com/ddean2009/MoneyPrinterPlus/issues/53" },
    { "server overload, please try again later", 429, CARRY_ON_VERDICT_TRANSIENT, "overloaded", NULL,
      "https://github.com/NousResearch/hermes-agent/issues/106205" },
    /* a usage limit with its reset named beats the load words a line gives as its cause, in ja, ko and zh
     * as in English; without a reset the load row decides */
    { "\u904e\u8ca0\u8377\u306e\u305f\u3081\u3001\u672c\u65e5\u306e\u5229\u7528\u4e0a\u9650\u306b\u9054\u3057\u307e\u3057\u305f\u3002\u5348\u5f8c5\u6642\u306b\u30ea\u30bb\u30c3\u30c8\u3055\u308c\u307e\u3059\u3002", 0,
      CARRY_ON_VERDICT_LIMIT, "usage-window-reset", "2026-03-10T16:00:00Z", "https://cg-method.com/ai/claude-usage-limit-guide" },
    { "\uacfc\ubd80\ud558\ub85c \uc778\ud574 \uc0ac\uc6a9 \ud55c\ub3c4\uc5d0 \ub3c4\ub2ec\ud588\uc2b5\ub2c8\ub2e4. \uc624\ud6c4 5\uc2dc\uc5d0 \uc7ac\uc124\uc815\ub429\ub2c8\ub2e4.", 0,
      CARRY_ON_VERDICT_LIMIT, "usage-window-reset", "2026-03-10T16:00:00Z", "https://www.cometapi.com/ko/when-does-claude-code-usage-reset" },
    { "\u670d\u52a1\u5668\u8fc7\u8f7d\uff0c\u60a8\u7684\u4f7f\u7528\u989d\u5ea6\u5df2\u8fbe\u4e0a\u9650\uff0c\u5c06\u5728 17:00 \u91cd\u7f6e", 0,
      CARRY_ON_VERDICT_LIMIT, "usage-window-reset", "2026-03-10T16:00:00Z", "https://github.com/aandrew-me/tgpt/issues/137" },
    { "\u904e\u8ca0\u8377\u306e\u305f\u3081\u3001\u5229\u7528\u4e0a\u9650\u306b\u9054\u3057\u307e\u3057\u305f\u3002", 0,
      CARRY_ON_VERDICT_TRANSIENT, "overloaded", NULL, "https://ty-jos.com/?p=4062" },
    /* a near miss: the usage window in ja (制限に達) stays a limit without the capacity words */
    { "\u5229\u7528\u5236\u9650\u306b\u9054\u3057\u307e\u3057\u305f", 0, CARRY_ON_VERDICT_LIMIT, NULL, NULL,
      "https://cg-method.com/ai/claude-usage-limit-guide" },
  };

  check_sourced_cases (cases, G_N_ELEMENTS (cases));
}

/* Evidence that is weak by nature yields to what else a text says: a
 * chained traceback's JSONDecodeError to the real error after it, an SDK's
 * AuthenticationError class to a token renewing itself or to the provider's
 * load, Cursor's rate-limit line to a key revoked beside it.  Pieces of
 * real texts joined as tracebacks and wrappers join them */
static void
test_weak_evidence_yields (void)
{
  static const struct {
    const char     *text;
    CarryOnVerdict  verdict;
    const char     *rule;
  } cases[] = {
    { "json.decoder.JSONDecodeError: Expecting value: line 1 column 1 (char 0)\n\nDuring handling of the above exception, "
      "another exception occurred:\n\nopenai.BadRequestError: Error code: 400 - {'error': {'message': \"This model's maximum "
      "context length is 128000 tokens.\", 'code': 'context_length_exceeded'}}", CARRY_ON_VERDICT_FATAL, "context-too-long" },
    { "Failed to parse tool arguments (JSONDecodeError: Expecting value: line 1 column 1 (char 0)); Error: Your credit balance is too low",
      CARRY_ON_VERDICT_FATAL, "credits" },
    { "anthropic.AuthenticationError: OAuth token expired, refreshing", CARRY_ON_VERDICT_TRANSIENT, "token-refreshing" },
    { "litellm.AuthenticationError: AnthropicException - Overloaded", CARRY_ON_VERDICT_TRANSIENT, "overloaded" },
    { "You've hit your rate limit. Your API key has been revoked.", CARRY_ON_VERDICT_FATAL, NULL },
    /* a security filter is no safety filter */
    { "Sie haben das Ratenlimit erreicht. Anfrage vom Sicherheitsfilter blockiert.", CARRY_ON_VERDICT_LIMIT, NULL },
  };

  for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
    check_family_case (i, cases[i].text, 0, cases[i].verdict, cases[i].rule, NULL);
}

/* Text beyond ASCII as JSON writers escape it (Python's json.dumps, Go's
 * encoding/json for '<' and '>', relays that re-encode a body): the rows
 * read "\\u00e1" as "á", a surrogate pair as one character, a lone
 * surrogate as nothing; and capitals beyond ASCII as lower case (Turkish İ
 * too).  The same
 * real texts as the sourced cases, written as those writers write them */
static void
test_escaped_and_capital_text (void)
{
  static const struct {
    const char     *text;
    int             status;
    CarryOnVerdict  verdict;
    const char     *rule;
  } cases[] = {
    { "{\"error\":{\"message\":\"Credenciales inv\\u00e1lidas\"}}", 0, CARRY_ON_VERDICT_FATAL, "invalid-api-key" },
    { "{\"message\":\"\\u65e0\\u6548\\u7684\\u4ee4\\u724c\"}", 0, CARRY_ON_VERDICT_FATAL, "invalid-api-key" },
    { "errorMessage={\"error\": {\"message\": \"\\u003c!DOCTYPE html\\u003e\\n\\u003cpre\\u003eCannot POST /messages\\u003c/pre\\u003e\", "
      "\"type\": \"upstream_error\", \"code\": 502}}", 502, CARRY_ON_VERDICT_FATAL, "endpoint-invalid" },
    { "\\ud83d\\ude80 Over\\u200bloaded", 0, CARRY_ON_VERDICT_TRANSIENT, "overloaded" },
    /* a pair, or a lone surrogate, glued to a word that needs its start: read as one character, or none, it
     * leaves the word whole ("ude80invalid" was no word start) */
    { "Error:\\ud83d\\ude80Invalid API key", 0, CARRY_ON_VERDICT_FATAL, "invalid-api-key" },
    { "Error:\\ud83dInvalid API key \\udc00", 0, CARRY_ON_VERDICT_FATAL, "invalid-api-key" },
    { "CREDENCIALES INV\xc3\x81LIDAS", 0, CARRY_ON_VERDICT_FATAL, "invalid-api-key" },
    /* Turkish's capital dotted I, whose lower case is shorter than it, opening the sentence (held-out rn008) */
    { "\xc4\xb0stek h\xc4\xb1z\xc4\xb1 s\xc4\xb1n\xc4\xb1r\xc4\xb1 a\xc5\x9f\xc4\xb1ld\xc4\xb1, l\xc3\xbctfen daha sonra tekrar deneyin", 0,
      CARRY_ON_VERDICT_LIMIT, "rate-limit" },
  };

  for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
    check_family_case (i, cases[i].text, cases[i].status, cases[i].verdict, cases[i].rule, NULL);
}

/* Rounds ik, ii and ij, generalised (docs/classifier.md): below the API, a certificate
 * not trusted in Claude Code's words and Schannel's revocation check; an
 * API address that cannot work (https:// to a plain-HTTP port, no scheme,
 * a URL that does not parse); a WebSocket message over the peer's size; a
 * Responses WebSocket at the end of its 60 minutes is no usage limit; what
 * gateways in front of the provider say; keys and lengths in Spanish and
 * Arabic; what agent frameworks wrap.  The rows alone decide
 * (classify_rows) */
/* Near misses of the rows written from rounds ir–ix: a key removed from a
 * log is no removed key; an invalid answer is no invalid request; an
 * outage of the Responsible AI Service or a delay by a safety filter is no
 * block; a bot's catch-all "quota used up or billing not enabled" before a
 * rate limit is the rate limit */
static void
test_ir_iu_near_misses (void)
{
  /* reqwest's "error sending request" keeps what the chain says after it: an untrusted certificate, a 401 */
  check_family_case (100, "error sending request for url (https://api.openai.com/v1/responses): error trying to connect: "
                     "invalid peer certificate: UnknownIssuer", 0, CARRY_ON_VERDICT_FATAL, "tls-certificate", NULL);
  check_family_case (101, "unexpected status 401 Unauthorized: error sending request for url (https://api.openai.com/v1/responses)",
                     401, CARRY_ON_VERDICT_FATAL, "status-401", NULL);
  check_family_case (0, "API key removed from the log output; request timed out", 0,
                     CARRY_ON_VERDICT_TRANSIENT, "timeout", NULL);
  check_family_case (1, "Errore di rete: impossibile inviare la richiesta, riprova", 0,
                     CARRY_ON_VERDICT_TRANSIENT, NULL, NULL);
  check_family_case (2, "Server sedang sibuk (503), kamu sudah mengaktifkan billing, coba lagi nanti", 503,
                     CARRY_ON_VERDICT_TRANSIENT, "status-5xx", NULL);
  check_family_case (3, "Errore nella richiesta: Risposta non valida dal modello Gemini", 0,
                     CARRY_ON_VERDICT_TRANSIENT, NULL, NULL);
  check_family_case (4, "Richiesta fallita: risposta JSON non valida dal server (502 Bad Gateway), riprova pi\xc3\xb9 tardi", 0,
                     CARRY_ON_VERDICT_TRANSIENT, NULL, NULL);
  check_family_case (5, "Request failed with 503 Service Unavailable (API key has been removed from this log for safety)", 503,
                     CARRY_ON_VERDICT_TRANSIENT, "status-5xx", NULL);
  check_family_case (6, "Sorry, the Responsible AI Service is temporarily unavailable. Please try again later.", 0,
                     CARRY_ON_VERDICT_TRANSIENT, NULL, NULL);
  check_family_case (7, "\xe5\xae\x89\xe5\x85\xa8\xe3\x83\x95\xe3\x82\xa3\xe3\x83\xab\xe3\x82\xbf\xe3\x83\xbc\xe3\x81\xab\xe3\x82\x88\xe3\x82\x8a\xe5\xbf\x9c\xe7\xad\x94\xe3\x81\x8c\xe9\x81\x85\xe5\xbb\xb6\xe3\x81\x97\xe3\x81\xa6\xe3\x81\x84\xe3\x81\xbe\xe3\x81\x99\xe3\x80\x82\xe3\x81\x97\xe3\x81\xb0\xe3\x82\x89\xe3\x81\x8f\xe3\x81\x97\xe3\x81\xa6\xe3\x81\x8b\xe3\x82\x89\xe5\x86\x8d\xe8\xa9\xa6\xe8\xa1\x8c\xe3\x81\x97\xe3\x81\xa6\xe3\x81\x8f\xe3\x81\xa0\xe3\x81\x95\xe3\x81\x84", 0,
                     CARRY_ON_VERDICT_TRANSIENT, NULL, NULL);
  check_family_case (8, "\xe2\x9d\x8c Kuota API habis atau kamu belum mengaktifkan billing. Coba cek dashboard OpenAI kamu.\nError code: 429 - {'error': {'message': 'Rate limit reached for gpt-4o. Please try again in 20s.', 'code': 'rate_limit_exceeded'}}", 429,
                     CARRY_ON_VERDICT_LIMIT, NULL, "2026-03-10T12:00:20Z");
  check_family_case (9, "Concurrent usage credit checks are slow; retrying shortly", 0,
                     CARRY_ON_VERDICT_TRANSIENT, NULL, NULL);
  /* "disabled by …" is an account matter only when the account or the usage allocation is its subject: a
   * feature switched off beside a 429 or a 503 leaves the status to decide */
  check_family_case (10, "503 Service Unavailable: the code interpreter has been disabled by your admin for this workspace; retry later", 503,
                     CARRY_ON_VERDICT_TRANSIENT, "status-5xx", NULL);
  check_family_case (11, "429 Too Many Requests. Note: web search is disabled by your organization.", 429,
                     CARRY_ON_VERDICT_LIMIT, "status-429", NULL);
  check_family_case (12, "Your account was disabled by your organization", 0,
                     CARRY_ON_VERDICT_FATAL, "account", NULL);
  /* a named window beside Claude Code's usage credits reopens by itself, so it is waited out, not given up */
  check_family_case (13, "5-hour limit reached \xc2\xb7 usage credit limit reached", 429,
                     CARRY_ON_VERDICT_LIMIT, NULL, NULL);
  /* Copilot's "additional usage limit" only when it is reached: a footnote that such limits exist leaves the 429 a rate limit */
  check_family_case (14, "Rate limit exceeded. Additional usage limits may apply to some models.", 429,
                     CARRY_ON_VERDICT_LIMIT, "status-429", NULL);
  check_family_case (15, "You have reached your additional usage limit for this month.", 429,
                     CARRY_ON_VERDICT_FATAL, "usage-credits", NULL);
}

/* Rounds ja–jc: a client that must be updated, credits used up, Kiro's
 * monthly limit, Thai sign-in and output cap, a French OAuth token,
 * Persian and Dutch quotas and windows, Dutch "busy", proxies with no
 * route for the model, Apps Script's daily quota; and their near misses. */
static void
test_ja_jc_families (void)
{
  static const SourcedCase cases[] = {
    { "{\"type\":\"error\",\"code\":\"resource_exhausted\",\"message\":\"{\\\"title\\\":\\\"Please update to the latest version of Cursor at cursor.com/downloads to continue using the Agent\\\",\\\"detail\\\":\\\"Please update to the latest version of Cursor at cursor.com/downloads to continue using the Agent\\\"}\",\"param\":null}", 429,
      CARRY_ON_VERDICT_FATAL, "client-outdated", NULL, "https://github.com/wisdgod/cursor-api/issues/25" },
    { "Your current credits have been used up and we are unable to process further rquests. Please visit https://infron.ai/dashboard/credits", 0,
      CARRY_ON_VERDICT_FATAL, "credits-near", NULL, "https://github.com/CodebuffAI/freebuff/issues/929" },
    { "Your monthly limit has expired.", 0,
      CARRY_ON_VERDICT_LIMIT, "usage-limit", NULL, "https://github.com/kirodotdev/Kiro/issues/2638" },
    { "\xe0\xb8\x88\xe0\xb8\xb3\xe0\xb8\x99\xe0\xb8\xa7\xe0\xb8\x99\xe0\xb9\x82\xe0\xb8\x97\xe0\xb9\x80\xe0\xb8\x84\xe0\xb9\x87\xe0\xb8\x99\xe0\xb8\x81\xe0\xb8\xb2\xe0\xb8\xa3\xe0\xb8\x95\xe0\xb8\xad\xe0\xb8\x9a\xe0\xb8\xaa\xe0\xb8\x99\xe0\xb8\xad\xe0\xb8\x87\xe0\xb8\xaa\xe0\xb8\xb9\xe0\xb8\x87\xe0\xb8\xaa\xe0\xb8\xb8\xe0\xb8\x94\xe0\xb8\x96\xe0\xb8\xb9\xe0\xb8\x81\xe0\xb9\x83\xe0\xb8\x8a\xe0\xb9\x89\xe0\xb8\xab\xe0\xb8\xa1\xe0\xb8\x94\xe0\xb9\x81\xe0\xb8\xa5\xe0\xb9\x89\xe0\xb8\xa7", 0,
      CARRY_ON_VERDICT_FATAL, "token-cap", NULL, "https://github.com/Kilo-Org/kilocode/blob/14f5d8facd6d0c0e8de23f13c2ec00a2349cc4e7/src/i18n/locales/th/kilocode.json" },
    { "Token OAuth expir\xc3\xa9 (plus de {{seconds}} secondes). Veuillez s\xc3\xa9lectionner \xc3\xa0 nouveau la m\xc3\xa9thode d'authentification.", 0,
      CARRY_ON_VERDICT_FATAL, "token-expired", NULL, "https://github.com/QwenLM/qwen-code/blob/0235cf1a259ef5d1e539757b1370fac4f4f58952/packages/cli/src/i18n/locales/fr.js" },
    { "\xd8\xb3\xd9\x87\xd9\x85\xdb\x8c\xd9\x87 \xd9\x87\xd9\x81\xd8\xaa\xda\xaf\xdb\x8c \xd8\xaa\xd9\x85\xd8\xa7\xd9\x85 \xd8\xb4\xd8\xaf.", 0,
      CARRY_ON_VERDICT_LIMIT, "usage-limit", NULL, "https://github.com/lobehub/lobehub/blob/cbb158e4d6e7334c7f3935bf1502301874e9c578/locales/fa-IR/heterogeneousError.json" },
    { "\xd8\xb3\xd9\x87\xd9\x85\xdb\x8c\xd9\x87 \xd8\xac\xd9\x84\xd8\xb3\xd9\x87 \xd8\xaa\xd9\x85\xd8\xa7\xd9\x85 \xd8\xb4\xd8\xaf.", 0,
      CARRY_ON_VERDICT_LIMIT, "usage-limit", NULL, "https://github.com/lobehub/lobehub/blob/cbb158e4d6e7334c7f3935bf1502301874e9c578/locales/fa-IR/heterogeneousError.json" },
    { "Sorry, het tokengebruik of aantal verzoeken heeft het quotum bereikt. Verhoog het quotum of probeer later opnieuw.", 0,
      CARRY_ON_VERDICT_LIMIT, "quota", NULL, "https://github.com/lobehub/lobehub/blob/8292edf6cc2d982a6bd5b439ef975ce42b5b8d18/locales/nl-NL/error.json" },
    { "Quotum wordt gereset om {{time}} (UTC).", 0,
      CARRY_ON_VERDICT_LIMIT, "quota", NULL, "https://github.com/lobehub/lobehub/blob/cbb158e4d6e7334c7f3935bf1502301874e9c578/locales/nl-NL/heterogeneousError.json" },
    { "De provider achter {{agent}} is druk of niet beschikbaar. Probeer het over een tijdje opnieuw.", 0,
      CARRY_ON_VERDICT_TRANSIENT, "overloaded", NULL, "https://github.com/lobehub/lobehub/blob/cbb158e4d6e7334c7f3935bf1502301874e9c578/locales/nl-NL/heterogeneousError.json" },
    { " 503 {\"error\":{\"message\":\"No available \n     accounts: no available accounts supporting \n     model: claude-sonnet-4-5-20250929\",\"type\":\"\n     api_error\"},\"type\":\"error\"}", 503,
      CARRY_ON_VERDICT_TRANSIENT, "status-5xx", NULL, "https://github.com/Wei-Shaw/sub2api/issues/96" },
    { "{\"error\":{\"message\":\"Anthropic messages provider config not found for model: anthropic.claude-3-7-sonnet-20250219-v1:0\",\"type\":\"None\",\"param\":\"None\",\"code\":\"500\"}}", 500,
      CARRY_ON_VERDICT_FATAL, "relay-no-channel", NULL, "https://github.com/BerriAI/litellm/issues/10435" },
    { "Error 502 Bad Gateway: {\"error\":{\"message\":\"unknown provider for model gemini-claude-sonnet-4-5\",\"type\":\"server_error\",\"code\":\"internal_server_error\"}}", 502,
      CARRY_ON_VERDICT_TRANSIENT, "status-5xx", NULL, "https://github.com/heyhuynhgiabuu/proxypal/issues/189" },
    { "2026-05-13T10:47:54.347343Z ERROR Relay failed: relay error: fetch failed: Exception: \xd8\xb3\xd8\xb1\xd9\x88\xdb\x8c\xd8\xb3 \xd8\xaf\xd8\xb1 \xd8\xb7\xd9\x88\xd9\x84 \xdb\x8c\xda\xa9 \xd8\xb1\xd9\x88\xd8\xb2 \xd8\xa8\xd9\x87 \xd8\xaf\xd9\x81\xd8\xb9\xd8\xa7\xd8\xaa \xd8\xb2\xdb\x8c\xd8\xa7\xd8\xaf \xd9\x81\xd8\xb1\xd8\xa7\xd8\xae\xd9\x88\xd8\xa7\xd9\x86 \xd8\xb4\xd8\xaf\xd9\x87 \xd8\xa7\xd8\xb3\xd8\xaa:urlfetch.", 0,
      CARRY_ON_VERDICT_LIMIT, "usage-limit", NULL, "https://github.com/therealaleph/MasterHttpRelayVPN-RUST/issues/1132" },
    /* rounds jd–jf: HTTP 451 in words, no credentials for a provider, Z.ai's account held under fair use,
     * Spark's capacity short and appid blacklisted, a credits reason under a 429 */
    { "HTTP status client error (451 Unavailable For Legal Reasons) for url (https://api.ngc.nvidia.com/v2/org/nim/team/nvidia/models/nvidia-nemotron-nano-9b-v2/v1.2.2-ga/files)", 451,
      CARRY_ON_VERDICT_FATAL, NULL, NULL, "https://github.com/NVIDIA-AI-Blueprints/video-search-and-summarization/issues/1470" },
    { "No credentials for provider: nvidia", 0,
      CARRY_ON_VERDICT_FATAL, "credentials-missing", NULL, "https://github.com/diegosouzapw/OmniRoute/issues/1231" },
    { "API Error: Request rejected (429) \xc2\xb7 [1313][Your account's current usage pattern does not comply with the Fair Usage Policy, and your request frequency has been limited. For details, please refer to the Subscription Service Agreement. To restore access, please submit a request.][20260610204201088e4da7a3644b8c]", 429,
      CARRY_ON_VERDICT_FATAL, NULL, NULL, "https://github.com/zai-org/GLM-5/issues/77" },
    { "\xe6\x9c\x8d\xe5\x8a\xa1\xe5\xae\xb9\xe9\x87\x8f\xe4\xb8\x8d\xe8\xb6\xb3,\xe8\x81\x94\xe7\xb3\xbb\xe5\xb7\xa5\xe4\xbd\x9c\xe4\xba\xba\xe5\x91\x98", 0,
      CARRY_ON_VERDICT_TRANSIENT, "overloaded", NULL, "https://xfyun.cn/doc/spark/接口说明.html" },
    { "appid\xe5\x9c\xa8\xe9\xbb\x91\xe5\x90\x8d\xe5\x8d\x95\xe4\xb8\xad", 0,
      CARRY_ON_VERDICT_FATAL, "account", NULL, "https://xfyun.cn/doc/spark/接口说明.html" },
    { "\"error\": {\n\"code\": 429,\n\"message\": \"Resource has been exhausted (e.g. check quota).\",\n\"status\": \"RESOURCE_EXHAUSTED\",\n\"details\": [\n{\n\"@type\": \"type.googleapis.com/google.rpc.ErrorInfo\",\n\"reason\": \"INSUFFICIENT_G1_CREDITS_BALANCE\",\n\"metadata\": {\n\"error_number\": \"2008\"\n}", 429,
      CARRY_ON_VERDICT_FATAL, "credits", NULL, "https://github.com/su-kaka/gcli2api/issues/416" },
    /* rounds jg-ji: DeepSeek's concurrency by balance, Roo Code's Italian empty answer, LobeHub's French weekly
     * window, Italian model unavailable and Portuguese request refused, Gemini CLI's Spanish sign-in */
    { "Your current concurrency is 40, which exceeds your concurrency limit of 39 based on your remaining balance. Please top up your balance to restore your concurrency.", 0,
      CARRY_ON_VERDICT_LIMIT, "credits-reserved", NULL, "https://github.com/tarigelamin1997/jobfetcher/pull/42" },
    { "Il modello non ha fornito alcun contenuto di risposta. Questo potrebbe indicare un problema con l'API o l'output del modello.", 0,
      CARRY_ON_VERDICT_TRANSIENT, "empty-response", NULL, "https://github.com/RooCodeInc/Roo-Code/blob/003a2057c11a90b59c9e43310cfafee6c4d776e9/webview-ui/src/i18n/locales/it/chat.json" },
    { "Allocation hebdomadaire \xc3\xa9puis\xc3\xa9" "e.", 0,
      CARRY_ON_VERDICT_LIMIT, "usage-limit", NULL, "https://github.com/lobehub/lobehub/blob/cbb158e4d6e7334c7f3935bf1502301874e9c578/locales/fr-FR/heterogeneousError.json" },
    { "Il modello selezionato per {{agent}} non \xc3\xa8 disponibile. Chiedi al proprietario del bot di scegliere un altro modello.", 0,
      CARRY_ON_VERDICT_FATAL, "model-unsupported", NULL, "https://github.com/lobehub/lobehub/blob/cbb158e4d6e7334c7f3935bf1502301874e9c578/locales/it-IT/heterogeneousError.json" },
    { "O provedor rejeitou a solicita\xc3\xa7\xc3\xa3o enviada pelo {{agent}}. Tente um novo t\xc3\xb3pico; se persistir, compartilhe o ID da Opera\xc3\xa7\xc3\xa3o com o suporte.", 0,
      CARRY_ON_VERDICT_FATAL, "invalid-request", NULL, "https://github.com/lobehub/lobehub/blob/cbb158e4d6e7334c7f3935bf1502301874e9c578/locales/pt-BR/heterogeneousError.json" },
    { "Autenticaci\xc3\xb3n requerida", 0,
      CARRY_ON_VERDICT_FATAL, "login-expired", NULL, "https://github.com/google-gemini/gemini-cli/blob/883509cbe4f3b328d468147e1dad1577b9dea14f/packages/cli/src/i18n/locales/es/errors.json" },
    /* round jk: safety and copyright blocks in id, tr, ru; a Thai expired key; Indonesian sign-in and credits;
     * a Turkish quota that points to the balance */
    { "(Berpikir selesai, tetapi output diblokir karena pengaturan keamanan.)", 0,
      CARRY_ON_VERDICT_FATAL, "content-blocked", NULL, "https://github.com/Kilo-Org/kilocode/blob/0fc86cec2299b333cb21da87b649003b19319ecc/src/i18n/locales/id/common.json" },
    { "\xc3\x9czg\xc3\xbcn\xc3\xbcz, bu anahtar i\xc3\xa7in kota s\xc4\xb1n\xc4\xb1r\xc4\xb1na ula\xc5\x9f\xc4\xb1ld\xc4\xb1. L\xc3\xbctfen hesab\xc4\xb1n\xc4\xb1z\xc4\xb1n bakiyesini kontrol edin veya kotay\xc4\xb1 art\xc4\xb1rd\xc4\xb1ktan sonra tekrar deneyin.", 0,
      CARRY_ON_VERDICT_FATAL, "credits", NULL, "https://github.com/lobehub/lobehub/blob/8292edf6cc2d982a6bd5b439ef975ce42b5b8d18/locales/tr-TR/error.json" },
    { "\xc4\xb0\xc3\xa7" "eri\xc4\x9finiz olas\xc4\xb1 telif hakk\xc4\xb1 endi\xc5\x9f" "eleri nedeniyle engellendi. L\xc3\xbctfen \xc3\xb6zg\xc3\xbcn i\xc3\xa7" "erik kullan\xc4\xb1n veya iste\xc4\x9finizi yeniden ifade edin.", 0,
      CARRY_ON_VERDICT_FATAL, "content-blocked", NULL, "https://github.com/lobehub/lobehub/blob/8292edf6cc2d982a6bd5b439ef975ce42b5b8d18/locales/tr-TR/error.json" },
    { "\xd0\x9e\xd1\x82\xd0\xb2\xd0\xb5\xd1\x82 \xd0\xb1\xd1\x8b\xd0\xbb \xd0\xbe\xd1\x82\xd0\xba\xd0\xbb\xd0\xbe\xd0\xbd\xd1\x91\xd0\xbd \xd1\x81\xd0\xb8\xd1\x81\xd1\x82\xd0\xb5\xd0\xbc\xd0\xb0\xd0\xbc\xd0\xb8 \xd0\xb1\xd0\xb5\xd0\xb7\xd0\xbe\xd0\xbf\xd0\xb0\xd1\x81\xd0\xbd\xd0\xbe\xd1\x81\xd1\x82\xd0\xb8. \xd0\x9f\xd0\xb5\xd1\x80\xd0\xb5\xd1\x84\xd0\xbe\xd1\x80\xd0\xbc\xd1\x83\xd0\xbb\xd0\xb8\xd1\x80\xd1\x83\xd0\xb9\xd1\x82\xd0\xb5 \xd1\x81\xd0\xbe\xd0\xbe\xd0\xb1\xd1\x89\xd0\xb5\xd0\xbd\xd0\xb8\xd0\xb5 \xd0\xb8 \xd0\xbf\xd0\xbe\xd0\xbf\xd1\x80\xd0\xbe\xd0\xb1\xd1\x83\xd0\xb9\xd1\x82\xd0\xb5 \xd1\x81\xd0\xbd\xd0\xbe\xd0\xb2\xd0\xb0. \xd0\x95\xd1\x81\xd0\xbb\xd0\xb8 \xd1\x8d\xd1\x82\xd0\xbe \xd0\xbf\xd1\x80\xd0\xbe\xd0\xb8\xd1\x81\xd1\x85\xd0\xbe\xd0\xb4\xd0\xb8\xd1\x82 \xd1\x87\xd0\xb0\xd1\x81\xd1\x82\xd0\xbe \xd0\xbf\xd1\x80\xd0\xb8 \xd0\xb8\xd1\x81\xd0\xbf\xd0\xbe\xd0\xbb\xd1\x8c\xd0\xb7\xd0\xbe\xd0\xb2\xd0\xb0\xd0\xbd\xd0\xb8\xd0\xb8 Claude Sonnet 4.5 \xd0\xb8\xd0\xbb\xd0\xb8 Opus 4.1, \xd0\xbf\xd0\xbe\xd0\xbf\xd1\x80\xd0\xbe\xd0\xb1\xd1\x83\xd0\xb9\xd1\x82\xd0\xb5 \xd0\xbc\xd0\xbe\xd0\xb4\xd0\xb5\xd0\xbb\xd1\x8c Sonnet 4, \xd0\xba\xd0\xbe\xd1\x82\xd0\xbe\xd1\x80\xd0\xb0\xd1\x8f \xd0\xb8\xd0\xbc\xd0\xb5\xd0\xb5\xd1\x82 \xd0\xb4\xd1\x80\xd1\x83\xd0\xb3\xd0\xb8\xd0\xb5 \xd0\xbe\xd0\xb3\xd1\x80\xd0\xb0\xd0\xbd\xd0\xb8\xd1\x87\xd0\xb5\xd0\xbd\xd0\xb8\xd1\x8f.", 0,
      CARRY_ON_VERDICT_FATAL, "content-blocked", NULL, "https://github.com/danny-avila/LibreChat/blob/02a51574f17fb0a14eb85f2e7265afd7623ea3db/client/src/locales/ru/translation.json" },
  };

  check_sourced_cases (cases, G_N_ELEMENTS (cases));

  /* a credits window that refreshes is not a balance run out, and "refresh at" names its reset */
  check_family_case (0, "Your daily credits have been used up. Credits refresh at 00:00 UTC.", 429, CARRY_ON_VERDICT_LIMIT, "status-429",
                     "2026-03-11T00:00:00Z");
  /* without a status: a day's credits with the instant they come back are a window, without it a balance */
  check_family_case (0, "Daily credits exhausted. Credits refresh at 00:00 UTC.", 0, CARRY_ON_VERDICT_LIMIT, "usage-window-reset",
                     "2026-03-11T00:00:00Z");
  check_family_case (0, "Daily credits exhausted. Please buy more credits.", 0, CARRY_ON_VERDICT_FATAL, "credits", NULL);
  check_family_case (0, "Refresh token expired: refresh at login failed", 0, CARRY_ON_VERDICT_FATAL, NULL, NULL);
  /* the provider's load in words no corpus text uses yet (cs, el, hu, sv, ro) */
  check_family_case (0, "Server je p\xc5\x99" "et\xc3\xad\xc5\xbe" "en\xc3\xbd, zkuste to pozd\xc4\x9bji", 0, CARRY_ON_VERDICT_TRANSIENT, "overloaded", NULL);
  check_family_case (0, "\xce\x9f \xce\xb4\xce\xb9\xce\xb1\xce\xba\xce\xbf\xce\xbc\xce\xb9\xcf\x83\xcf\x84\xce\xae\xcf\x82 \xce\xb5\xce\xaf\xce\xbd\xce\xb1\xce\xb9 "
                     "\xce\xa5\xce\xa0\xce\x95\xce\xa1\xce\xa6\xce\x9f\xce\xa1\xce\xa4\xce\xa9\xce\x9c\xce\x95\xce\x9d\xce\x9f\xce\xa3",  /* Ο διακομιστής είναι ΥΠΕΡΦΟΡΤΩΜΕΝΟΣ */
                     0, CARRY_ON_VERDICT_TRANSIENT, "overloaded", NULL);
  check_family_case (0, "A szerver t\xc3\xbalterhelt, pr\xc3\xb3" "b\xc3\xa1ld \xc3\xbajra k\xc3\xa9s\xc5\x91" "bb", 0, CARRY_ON_VERDICT_TRANSIENT, "overloaded", NULL);
  check_family_case (0, "Servern \xc3\xa4r \xc3\xb6verbelastad just nu", 0, CARRY_ON_VERDICT_TRANSIENT, "overloaded", NULL);
  check_family_case (0, "Serverul este supra\xc3\xaenc\xc4\x83rcat", 0, CARRY_ON_VERDICT_TRANSIENT, "overloaded", NULL);
  /* advice to update beside an outage is not a client to update */
  check_family_case (1, "Server is temporarily unavailable. Please update your client or try again later.", 503,
                     CARRY_ON_VERDICT_TRANSIENT, "status-5xx", NULL);
  /* a feature switched off by the organization's administrator, with no status to decide */
  check_family_case (2, "GitHub Copilot Chat has been disabled by your organization's administrator", 0,
                     CARRY_ON_VERDICT_FATAL, "account", NULL);
  /* a bare "No available accounts" is the relay's pool busy for a while: the 503 decides */
  check_family_case (3, "No available accounts", 503, CARRY_ON_VERDICT_TRANSIENT, "status-5xx", NULL);
  /* only Cursor's own demand is a client to update, not any advice to update */
  check_family_case (4, "Server error. If this persists, please update to the latest version of the extension.", 500,
                     CARRY_ON_VERDICT_TRANSIENT, "status-5xx", NULL);
  /* a denial between the halves of "credits … used up" */
  check_family_case (5, "Your credits are not used up; the server is overloaded, try again", 0,
                     CARRY_ON_VERDICT_TRANSIENT, "overloaded", NULL);
  /* "quotum niet bereikt" is not "quotum bereikt" */
  check_family_case (6, "Quotum niet bereikt: de server is overbelast, probeer het later opnieuw", 0,
                     CARRY_ON_VERDICT_TRANSIENT, "overloaded", NULL);
  /* a concurrency limit not tied to the balance stays the rate limit it is (Cody Gateway's, held-out hg041) */
  check_family_case (7, "you have exceeded the concurrency limit of 3 requests", 429, CARRY_ON_VERDICT_LIMIT, "status-429", NULL);
  /* a denial between the halves of the Indonesian "kredit … habis" */
  check_family_case (8, "Kredit belum habis, server sedang sibuk, coba lagi nanti", 0, CARRY_ON_VERDICT_TRANSIENT, NULL, NULL);
  /* and of the German "Kontingent … erreicht" */
  check_family_case (9, "Das Kontingent ist noch nicht erreicht; der Server ist ausgelastet", 503, CARRY_ON_VERDICT_TRANSIENT, NULL, NULL);
  /* a "non-" prefix is no denial: "non-expiring credits" are still credits */
  check_family_case (10, "You are out of non-expiring credits.", 429, CARRY_ON_VERDICT_FATAL, "credits-near", NULL);
  /* Kilo Code's Thai sign-in wrapper around a rate limit: the rate limit decides */
  check_family_case (11, "\xe0\xb9\x84\xe0\xb8\xa1\xe0\xb9\x88\xe0\xb8\xaa\xe0\xb8\xb2\xe0\xb8\xa1\xe0\xb8\xb2\xe0\xb8\xa3\xe0\xb8\x96\xe0\xb8\x94\xe0\xb8\xb3\xe0\xb9\x80\xe0\xb8\x99\xe0\xb8\xb4\xe0\xb8\x99\xe0\xb8\x81\xe0\xb8\xb2\xe0\xb8\xa3 \xe0\xb9\x82\xe0\xb8\x9b\xe0\xb8\xa3\xe0\xb8\x94\xe0\xb8\x95\xe0\xb8\xa3\xe0\xb8\xa7\xe0\xb8\x88\xe0\xb8\xaa\xe0\xb8\xad\xe0\xb8\x9a\xe0\xb8\xa7\xe0\xb9\x88\xe0\xb8\xb2\xe0\xb8\x84\xe0\xb8\xb8\xe0\xb8\x93\xe0\xb9\x84\xe0\xb8\x94\xe0\xb9\x89\xe0\xb9\x80\xe0\xb8\x8a\xe0\xb8\xb7\xe0\xb9\x88\xe0\xb8\xad\xe0\xb8\xa1\xe0\xb8\x95\xe0\xb9\x88\xe0\xb8\xad\xe0\xb9\x81\xe0\xb8\xa5\xe0\xb8\xb0\xe0\xb9\x80\xe0\xb8\x82\xe0\xb9\x89\xe0\xb8\xb2\xe0\xb8\xaa\xe0\xb8\xb9\xe0\xb9\x88\xe0\xb8\xa3\xe0\xb8\xb0\xe0\xb8\x9a\xe0\xb8\x9a\n\n429 Rate limit exceeded. Please retry after 20 seconds.", 0,
                     CARRY_ON_VERDICT_LIMIT, NULL, "2026-03-10T12:00:20Z");
  /* an IP on a blacklist that lifts by itself is not an account problem */
  check_family_case (12, "\xe8\xaf\xb7\xe6\xb1\x82\xe8\xbf\x87\xe4\xba\x8e\xe9\xa2\x91\xe7\xb9\x81,IP\xe5\x9c\xa8\xe9\xbb\x91\xe5\x90\x8d\xe5\x8d\x95\xe4\xb8\xad,10\xe5\x88\x86\xe9\x92\x9f\xe5\x90\x8e\xe8\x87\xaa\xe5\x8a\xa8\xe8\xa7\xa3\xe9\x99\xa4", 429,
                     CARRY_ON_VERDICT_LIMIT, NULL, "2026-03-10T12:10:00Z");
  /* the Italian model unavailable "right now" is passing */
  check_family_case (13, "Il modello selezionato non \xc3\xa8 disponibile in questo momento. Riprova tra qualche minuto.", 503,
                     CARRY_ON_VERDICT_TRANSIENT, NULL, NULL);
  /* a Dutch "busy" beside an invalid key: the key decides */
  check_family_case (14, "Ongeldige API-sleutel. De server is druk bezig, maar deze sleutel werkt niet.", 401,
                     CARRY_ON_VERDICT_FATAL, NULL, NULL);
}

/* Rounds jn-jp, generalised after measuring: the families their misses
 * belong to, in the words of other sources and languages */
static void
test_jn_jp_families (void)
{
  static const SourcedCase cases[] = {
    { "Your tokens have been used up. Please try again in 1651132 second(s), or upgrade your plan.", 0,
      CARRY_ON_VERDICT_LIMIT, "usage-window-reset", "2026-03-29T14:38:52Z", "https://github.com/carlrobertoh/ProxyAI/issues/700" },
    /* the families in the languages the rows knew least, as four projects' locale files word them */
    /* cs, translation.message.error.invalid.api.key */
    { "Neplatn\xc3\xbd API kl\xc3\xad\xc4\x8d", 0,
      CARRY_ON_VERDICT_FATAL, "invalid-api-key", NULL, "https://github.com/CherryHQ/cherry-studio/blob/877fcfae98eed3f7696e48983ca46d2762b21104/src/renderer/src/i18n/locales/cs-cz.json" },
    /* pl, response.InvalidProviderAPIKey */
    { "{{provider}} Klucz API jest nieprawid\xc5\x82owy lub pusty. Sprawd\xc5\xba Klucz API {{provider}} i spr\xc3\xb3" "buj ponownie.", 0,
      CARRY_ON_VERDICT_FATAL, "invalid-api-key", NULL, "https://github.com/lobehub/lobe-chat/blob/013e3cc69e372984dcee7e8cd471d6e3f3428194/locales/pl-PL/error.json" },
    /* sv, errors.cerebras.authenticationFailed */
    { "Cerebras API-autentisering misslyckades. Kontrollera att din API-nyckel \xc3\xa4r giltig och inte har l\xc3\xb6pt ut.", 0,
      CARRY_ON_VERDICT_FATAL, "invalid-api-key", NULL, "https://github.com/Kilo-Org/kilocode/blob/eab83d65c9c99daa7a121a1c53e2f5191c13abd6/src/i18n/locales/sv/common.json" },
    /* he, apiRequest.errorMessage.401 */
    { "\xd7\x9c\xd7\x90 \xd7\xa0\xd7\x99\xd7\xaa\xd7\x9f \xd7\x9c\xd7\x91\xd7\xa6\xd7\xa2 \xd7\x90\xd7\x99\xd7\x9e\xd7\x95\xd7\xaa \xd7\x9e\xd7\x95\xd7\x9c \xd7\x94\xd7\xa1\xd7\xa4\xd7\xa7. \xd7\x90\xd7\xa0\xd7\x90 \xd7\x91\xd7\x93\xd7\x95\xd7\xa7 \xd7\x90\xd7\xaa \xd7\xaa\xd7\xa6\xd7\x95\xd7\xa8\xd7\xaa \xd7\x9e\xd7\xa4\xd7\xaa\xd7\x97 \xd7\x94-API \xd7\xa9\xd7\x9c\xd7\x9a.", 0,
      CARRY_ON_VERDICT_FATAL, "invalid-api-key", NULL, "https://github.com/RooCodeInc/Roo-Code/blob/0bdb9526571b935a9c9429871f3b21ef47db8ba6/webview-ui/src/i18n/locales/he/chat.json" },
    /* ro, error.http.403 */
    { "Acces refuzat. Te rug\xc4\x83m s\xc4\x83 verifici dac\xc4\x83 contul t\xc4\x83u este verificat sau contacteaz\xc4\x83 furnizorul de servicii pentru mai multe informa\xc8\x9bii", 0,
      CARRY_ON_VERDICT_FATAL, "permission-denied", NULL, "https://github.com/CherryHQ/cherry-studio/blob/a5c4c7224e47704145b4e4533214bf3ad1523c37/src/renderer/src/i18n/translate/ro-ro.json" },
    /* el, error.http.403 */
    { "\xce\x91\xcf\x80\xce\xb1\xce\xb3\xce\xbf\xcf\x81\xce\xb5\xcf\x8d\xce\xb5\xcf\x84\xce\xb1\xce\xb9 \xce\xb7 \xcf\x80\xcf\x81\xcf\x8c\xcf\x83\xce\xb2\xce\xb1\xcf\x83\xce\xb7, \xcf\x80\xce\xb1\xcf\x81\xce\xb1\xce\xba\xce\xb1\xce\xbb\xcf\x8e \xce\xbc\xce\xb5\xcf\x84\xce\xb1\xcf\x86\xcf\x81\xce\xac\xcf\x83\xcf\x84\xce\xb5 \xcf\x84\xce\xbf \xcf\x83\xcf\x85\xce\xb3\xce\xba\xce\xb5\xce\xba\xcf\x81\xce\xb9\xce\xbc\xce\xad\xce\xbd\xce\xbf \xcf\x83\xcf\x86\xce\xac\xce\xbb\xce\xbc\xce\xb1 \xce\xb3\xce\xb9\xce\xb1 \xce\xbd\xce\xb1 \xce\xb4\xce\xb5\xce\xaf\xcf\x84\xce\xb5 \xcf\x84\xce\xb7\xce\xbd \xce\xb1\xce\xb9\xcf\x84\xce\xaf\xce\xb1 \xce\xae \xce\xb5\xcf\x80\xce\xb9\xce\xba\xce\xbf\xce\xb9\xce\xbd\xcf\x89\xce\xbd\xce\xae\xcf\x83\xcf\x84\xce\xb5 \xce\xbc\xce\xb5 \xcf\x84\xce\xbf\xce\xbd \xcf\x80\xce\xb1\xcf\x81\xce\xbf\xcf\x87\xce\xb5\xcf\x8d\xcf\x84\xce\xb7 \xce\xb3\xce\xb9\xce\xb1 \xce\xbd\xce\xb1 \xce\xbc\xce\xac\xce\xb8\xce\xb5\xcf\x84\xce\xb5 \xcf\x84\xce\xb7\xce\xbd \xce\xb1\xce\xb9\xcf\x84\xce\xaf\xce\xb1 \xcf\x84\xce\xb7\xcf\x82 \xce\xb1\xcf\x80\xce\xb1\xce\xb3\xcf\x8c\xcf\x81\xce\xb5\xcf\x85\xcf\x83\xce\xb7\xcf\x82", 0,
      CARRY_ON_VERDICT_FATAL, "permission-denied", NULL, "https://github.com/CherryHQ/cherry-studio/blob/01dac1552ee5d0b8a6e0b8f03c09e9b3448cd62e/src/renderer/src/i18n/translate/el-gr.json" },
    /* bg, response.LocationNotSupportError */
    { "\xd0\xa1\xd1\x8a\xd0\xb6\xd0\xb0\xd0\xbb\xd1\x8f\xd0\xb2\xd0\xb0\xd0\xbc\xd0\xb5, \xd0\xb2\xd0\xb0\xd1\x88\xd0\xb5\xd1\x82\xd0\xbe \xd1\x82\xd0\xb5\xd0\xba\xd1\x83\xd1\x89\xd0\xbe \xd0\xbc\xd0\xb5\xd1\x81\xd1\x82\xd0\xbe\xd0\xbf\xd0\xbe\xd0\xbb\xd0\xbe\xd0\xb6\xd0\xb5\xd0\xbd\xd0\xb8\xd0\xb5 \xd0\xbd\xd0\xb5 \xd0\xbf\xd0\xbe\xd0\xb4\xd0\xb4\xd1\x8a\xd1\x80\xd0\xb6\xd0\xb0 \xd1\x82\xd0\xb0\xd0\xb7\xd0\xb8 \xd1\x83\xd1\x81\xd0\xbb\xd1\x83\xd0\xb3\xd0\xb0 \xd0\xbd\xd0\xb0 \xd0\xbc\xd0\xbe\xd0\xb4\xd0\xb5\xd0\xbb\xd0\xb0. \xd0\xa2\xd0\xbe\xd0\xb2\xd0\xb0 \xd0\xbc\xd0\xbe\xd0\xb6\xd0\xb5 \xd0\xb4\xd0\xb0 \xd1\x81\xd0\xb5 \xd0\xb4\xd1\x8a\xd0\xbb\xd0\xb6\xd0\xb8 \xd0\xbd\xd0\xb0 \xd1\x80\xd0\xb5\xd0\xb3\xd0\xb8\xd0\xbe\xd0\xbd\xd0\xb0\xd0\xbb\xd0\xbd\xd0\xb8 \xd0\xbe\xd0\xb3\xd1\x80\xd0\xb0\xd0\xbd\xd0\xb8\xd1\x87\xd0\xb5\xd0\xbd\xd0\xb8\xd1\x8f \xd0\xb8\xd0\xbb\xd0\xb8 \xd0\xbd\xd0\xb0 \xd0\xbd\xd0\xb5\xd0\xb4\xd0\xbe\xd1\x81\xd1\x82\xd1\x8a\xd0\xbf\xd0\xbd\xd0\xbe\xd1\x81\xd1\x82 \xd0\xbd\xd0\xb0 \xd1\x83\xd1\x81\xd0\xbb\xd1\x83\xd0\xb3\xd0\xb0\xd1\x82\xd0\xb0. \xd0\x9c\xd0\xbe\xd0\xbb\xd1\x8f, \xd0\xbf\xd0\xbe\xd1\x82\xd0\xb2\xd1\x8a\xd1\x80\xd0\xb4\xd0\xb5\xd1\x82\xd0\xb5 \xd0\xb4\xd0\xb0\xd0\xbb\xd0\xb8 \xd1\x82\xd0\xb5\xd0\xba\xd1\x83\xd1\x89\xd0\xbe\xd1\x82\xd0\xbe \xd0\xbc\xd0\xb5\xd1\x81\xd1\x82\xd0\xbe\xd0\xbf\xd0\xbe\xd0\xbb\xd0\xbe\xd0\xb6\xd0\xb5\xd0\xbd\xd0\xb8\xd0\xb5 \xd0\xbf\xd0\xbe\xd0\xb4\xd0\xb4\xd1\x8a\xd1\x80\xd0\xb6\xd0\xb0 \xd0\xb8\xd0\xb7\xd0\xbf\xd0\xbe\xd0\xbb\xd0\xb7\xd0\xb2\xd0\xb0\xd0\xbd\xd0\xb5\xd1\x82\xd0\xbe \xd0\xbd\xd0\xb0 \xd1\x82\xd0\xb0\xd0\xb7\xd0\xb8 \xd1\x83\xd1\x81\xd0\xbb\xd1\x83\xd0\xb3\xd0\xb0 \xd0\xb8\xd0\xbb\xd0\xb8 \xd0\xbe\xd0\xbf\xd0\xb8\xd1\x82\xd0\xb0\xd0\xb9\xd1\x82\xd0\xb5 \xd0\xb4\xd0\xb0 \xd0\xb8\xd0\xb7\xd0\xbf\xd0\xbe\xd0\xbb\xd0\xb7\xd0\xb2\xd0\xb0\xd1\x82\xd0\xb5 \xd0\xb4\xd1\x80\xd1\x83\xd0\xb3\xd0\xbe \xd0\xbc\xd0\xb5\xd1\x81\xd1\x82\xd0\xbe\xd0\xbf\xd0\xbe\xd0\xbb\xd0\xbe\xd0\xb6\xd0\xb5\xd0\xbd\xd0\xb8\xd0\xb5.", 0,
      CARRY_ON_VERDICT_FATAL, "permission-denied", NULL, "https://github.com/lobehub/lobe-chat/blob/8c3342a0b431222eec0285e2cf9b53bda11335db/locales/bg-BG/error.json" },
    /* fa, response.LocationNotSupportError */
    { "\xd9\x85\xd8\xaa\xd8\xa3\xd8\xb3\xd9\x81\xdb\x8c\xd9\x85\xd8\x8c \xd9\x85\xd9\x86\xd8\xb7\xd9\x82\xd9\x87 \xd8\xb4\xd9\x85\xd8\xa7 \xd8\xa7\xd8\xb2 \xd8\xa7\xdb\x8c\xd9\x86 \xd8\xb3\xd8\xb1\xd9\x88\xdb\x8c\xd8\xb3 \xd9\x85\xd8\xaf\xd9\x84 \xd9\xbe\xd8\xb4\xd8\xaa\xdb\x8c\xd8\xa8\xd8\xa7\xd9\x86\xdb\x8c \xd9\x86\xd9\x85\xdb\x8c\xda\xa9\xd9\x86\xd8\xaf\xd8\x8c \xd9\x85\xd9\x85\xda\xa9\xd9\x86 \xd8\xa7\xd8\xb3\xd8\xaa \xd8\xa8\xd9\x87 \xd8\xaf\xd9\x84\xdb\x8c\xd9\x84 \xd9\x85\xd8\xad\xd8\xaf\xd9\x88\xd8\xaf\xdb\x8c\xd8\xaa\xd9\x87\xd8\xa7\xdb\x8c \xd9\x85\xd9\x86\xd8\xb7\xd9\x82\xd9\x87\xd8\xa7\xdb\x8c \xdb\x8c\xd8\xa7 \xd8\xb9\xd8\xaf\xd9\x85 \xd8\xaf\xd8\xb3\xd8\xaa\xd8\xb1\xd8\xb3\xdb\x8c \xd8\xa8\xd9\x87 \xd8\xb3\xd8\xb1\xd9\x88\xdb\x8c\xd8\xb3 \xd8\xa8\xd8\xa7\xd8\xb4\xd8\xaf. \xd9\x84\xd8\xb7\xd9\x81\xd8\xa7\xd9\x8b \xd8\xa8\xd8\xb1\xd8\xb1\xd8\xb3\xdb\x8c \xda\xa9\xd9\x86\xdb\x8c\xd8\xaf \xda\xa9\xd9\x87 \xd8\xa2\xdb\x8c\xd8\xa7 \xd9\x85\xd9\x86\xd8\xb7\xd9\x82\xd9\x87 \xd9\x81\xd8\xb9\xd9\x84\xdb\x8c \xd8\xb4\xd9\x85\xd8\xa7 \xd8\xa7\xd8\xb2 \xd8\xa7\xdb\x8c\xd9\x86 \xd8\xb3\xd8\xb1\xd9\x88\xdb\x8c\xd8\xb3 \xd9\xbe\xd8\xb4\xd8\xaa\xdb\x8c\xd8\xa8\xd8\xa7\xd9\x86\xdb\x8c \xd9\x85\xdb\x8c\xda\xa9\xd9\x86\xd8\xaf \xdb\x8c\xd8\xa7 \xd8\xb3\xd8\xb9\xdb\x8c \xda\xa9\xd9\x86\xdb\x8c\xd8\xaf \xd8\xa8\xd9\x87 \xd9\x85\xd9\x86\xd8\xb7\xd9\x82\xd9\x87 \xd8\xaf\xdb\x8c\xda\xaf\xd8\xb1\xdb\x8c \xd8\xaa\xd8\xba\xdb\x8c\xdb\x8c\xd8\xb1 \xd8\xaf\xd9\x87\xdb\x8c\xd8\xaf \xd9\x88 \xd8\xaf\xd9\x88\xd8\xa8\xd8\xa7\xd8\xb1\xd9\x87 \xd8\xaa\xd9\x84\xd8\xa7\xd8\xb4 \xda\xa9\xd9\x86\xdb\x8c\xd8\xaf", 0,
      CARRY_ON_VERDICT_FATAL, "permission-denied", NULL, "https://github.com/lobehub/lobe-chat/blob/933688e29d4a0107acb608b98c6e79c6b33b5cf4/locales/fa-IR/error.json" },
    /* vi, error.diagnosis.context_length */
    { "Cu\xe1\xbb\x99" "c h\xe1\xbb\x99i tho\xe1\xba\xa1i qu\xc3\xa1 d\xc3\xa0i, vui l\xc3\xb2ng x\xc3\xb3" "a l\xe1\xbb\x8b" "ch s\xe1\xbb\xad ho\xe1\xba\xb7" "c b\xe1\xba\xaft \xc4\x91\xe1\xba\xa7u cu\xe1\xbb\x99" "c tr\xc3\xb2 chuy\xe1\xbb\x87n m\xe1\xbb\x9bi", 0,
      CARRY_ON_VERDICT_FATAL, "context-too-long", NULL, "https://github.com/CherryHQ/cherry-studio/blob/00a0b491c7250d82217d9929ebf5940b36990513/src/renderer/src/i18n/translate/vi-vn.json" },
    /* pl, response.ExceededContextWindow */
    { "Aktualna zawarto\xc5\x9b\xc4\x87 \xc5\xbc\xc4\x85" "dania przekracza d\xc5\x82ugo\xc5\x9b\xc4\x87, kt\xc3\xb3r\xc4\x85 model mo\xc5\xbc" "e przetworzy\xc4\x87. Prosz\xc4\x99 zmniejszy\xc4\x87 ilo\xc5\x9b\xc4\x87 tre\xc5\x9b" "ci i spr\xc3\xb3" "bowa\xc4\x87 ponownie.", 0,
      CARRY_ON_VERDICT_FATAL, "context-too-long", NULL, "https://github.com/lobehub/lobe-chat/blob/013e3cc69e372984dcee7e8cd471d6e3f3428194/locales/pl-PL/error.json" },
    /* he, errors.gemini.thinking_complete_safety */
    { "(\xd7\x94\xd7\x97\xd7\xa9\xd7\x99\xd7\x91\xd7\x94 \xd7\x94\xd7\x95\xd7\xa9\xd7\x9c\xd7\x9e\xd7\x94, \xd7\x90\xd7\x9a \xd7\x94\xd7\xa4\xd7\x9c\xd7\x98 \xd7\xa0\xd7\x97\xd7\xa1\xd7\x9d \xd7\x91\xd7\x92\xd7\x9c\xd7\x9c \xd7\x94\xd7\x92\xd7\x93\xd7\xa8\xd7\x95\xd7\xaa \xd7\x91\xd7\x98\xd7\x99\xd7\x97\xd7\x95\xd7\xaa.)", 0,
      CARRY_ON_VERDICT_FATAL, "content-blocked", NULL, "https://github.com/RooCodeInc/Roo-Code/blob/2c2eb88f35d145bc6137bba0c23c0f179f9e4be0/src/i18n/locales/he/common.json" },
    /* vi, error.diagnosis.content */
    { "N\xe1\xbb\x99i dung b\xe1\xbb\x8b ch\xe1\xba\xb7n b\xe1\xbb\x9fi h\xe1\xbb\x87 th\xe1\xbb\x91ng an to\xc3\xa0n, vui l\xc3\xb2ng s\xe1\xbb\xad" "a \xc4\x91\xe1\xbb\x95i v\xc3\xa0 th\xe1\xbb\xad l\xe1\xba\xa1i", 0,
      CARRY_ON_VERDICT_FATAL, "content-blocked", NULL, "https://github.com/CherryHQ/cherry-studio/blob/00a0b491c7250d82217d9929ebf5940b36990513/src/renderer/src/i18n/translate/vi-vn.json" },
    /* ar, apiRequest.errorMessage.429 */
    { "\xd8\xb7\xd9\x84\xd8\xa8\xd8\xa7\xd8\xaa \xd9\x83\xd8\xab\xd9\x8a\xd8\xb1\xd8\xa9. \xd8\xa7\xd9\x84\xd9\x85\xd9\x88\xd9\x81\xd8\xb1 \xd8\xad\xd8\xaf\xd8\xaf \xd9\x85\xd8\xb9\xd8\xaf\xd9\x84 \xd8\xb7\xd9\x84\xd8\xa8\xd8\xa7\xd8\xaa\xd9\x83. \xd8\xa7\xd9\x86\xd8\xaa\xd8\xb8\xd8\xb1 \xd8\xb4\xd9\x88\xd9\x8a \xd9\x82\xd8\xa8\xd9\x84 \xd8\xb7\xd9\x84\xd8\xa8 API \xd8\xa7\xd9\x84\xd8\xac\xd8\xa7\xd9\x8a.", 0,
      CARRY_ON_VERDICT_LIMIT, "rate-limit", NULL, "https://github.com/Kilo-Org/kilocode/blob/5bfac861403eba828a70000796783d33faf3914a/webview-ui/src/i18n/locales/ar/chat.json" },
    /* cs, translation.error.http.429 */
    { "P\xc5\x99\xc3\xadli\xc5\xa1 mnoho \xc5\xbe\xc3\xa1" "dost\xc3\xad. Zkuste to pros\xc3\xadm znovu pozd\xc4\x9bji", 0,
      CARRY_ON_VERDICT_LIMIT, "rate-limit", NULL, "https://github.com/CherryHQ/cherry-studio/blob/877fcfae98eed3f7696e48983ca46d2762b21104/src/renderer/src/i18n/locales/cs-cz.json" },
    /* ro, error.chat.quota_exceeded */
    { "Cota ta gratuit\xc4\x83 zilnic\xc4\x83 {{quota}} a fost epuizat\xc4\x83. Te rug\xc4\x83m s\xc4\x83 mergi la <provider>{{provider}}</provider> pentru a ob\xc8\x9bine o cheie API \xc8\x99i configureaz\xc4\x83 cheia API pentru a continua utilizarea.", 0,
      CARRY_ON_VERDICT_LIMIT, "quota", NULL, "https://github.com/CherryHQ/cherry-studio/blob/a5c4c7224e47704145b4e4533214bf3ad1523c37/src/renderer/src/i18n/translate/ro-ro.json" },
    /* el, error.chat.quota_exceeded */
    { "\xce\x97 \xce\xb7\xce\xbc\xce\xb5\xcf\x81\xce\xae\xcf\x83\xce\xb9\xce\xb1 \xce\xb4\xcf\x89\xcf\x81\xce\xb5\xce\xac\xce\xbd \xcf\x80\xce\xbf\xcf\x83\xcf\x8c\xcf\x83\xcf\x84\xcf\x89\xcf\x83\xce\xb7 {{quota}} tokens \xcf\x83\xce\xb1\xcf\x82 \xce\xad\xcf\x87\xce\xb5\xce\xb9 \xce\xb5\xce\xbe\xce\xb1\xce\xbd\xcf\x84\xce\xbb\xce\xb7\xce\xb8\xce\xb5\xce\xaf. \xce\xa0\xce\xb1\xcf\x81\xce\xb1\xce\xba\xce\xb1\xce\xbb\xcf\x8e \xce\xbc\xce\xb5\xcf\x84\xce\xb1\xce\xb2\xce\xb5\xce\xaf\xcf\x84\xce\xb5 \xcf\x83\xcf\x84\xce\xbf <provider>{{provider}}</provider> \xce\xb3\xce\xb9\xce\xb1 \xce\xbd\xce\xb1 \xce\xbb\xce\xac\xce\xb2\xce\xb5\xcf\x84\xce\xb5 \xce\xad\xce\xbd\xce\xb1 \xce\xba\xce\xbb\xce\xb5\xce\xb9\xce\xb4\xce\xaf API \xce\xba\xce\xb1\xce\xb9 \xce\xbd\xce\xb1 \xcf\x81\xcf\x85\xce\xb8\xce\xbc\xce\xaf\xcf\x83\xce\xb5\xcf\x84\xce\xb5 \xcf\x84\xce\xbf \xce\xba\xce\xbb\xce\xb5\xce\xb9\xce\xb4\xce\xaf API \xce\xb3\xce\xb9\xce\xb1 \xce\xbd\xce\xb1 \xcf\x83\xcf\x85\xce\xbd\xce\xb5\xcf\x87\xce\xaf\xcf\x83\xce\xb5\xcf\x84\xce\xb5 \xcf\x84\xce\xb7 \xcf\x87\xcf\x81\xce\xae\xcf\x83\xce\xb7.", 0,
      CARRY_ON_VERDICT_LIMIT, "quota", NULL, "https://github.com/CherryHQ/cherry-studio/blob/01dac1552ee5d0b8a6e0b8f03c09e9b3448cd62e/src/renderer/src/i18n/translate/el-gr.json" },
    /* fa, response.ModelNotFound */
    { "\xd9\x85\xd8\xaa\xd8\xa3\xd8\xb3\xd9\x81\xdb\x8c\xd9\x85\xd8\x8c \xd9\x86\xd9\x85\xdb\x8c\xd8\xaa\xd9\x88\xd8\xa7\xd9\x86\xdb\x8c\xd9\x85 \xd9\x85\xd8\xaf\xd9\x84 \xd9\x85\xd8\xb1\xd8\xa8\xd9\x88\xd8\xb7\xd9\x87 \xd8\xb1\xd8\xa7 \xd8\xaf\xd8\xb1\xd8\xae\xd9\x88\xd8\xa7\xd8\xb3\xd8\xaa \xda\xa9\xd9\x86\xdb\x8c\xd9\x85\xd8\x8c \xd9\x85\xd9\x85\xda\xa9\xd9\x86 \xd8\xa7\xd8\xb3\xd8\xaa \xd9\x85\xd8\xaf\xd9\x84 \xd9\x88\xd8\xac\xd9\x88\xd8\xaf \xd9\x86\xd8\xaf\xd8\xa7\xd8\xb4\xd8\xaa\xd9\x87 \xd8\xa8\xd8\xa7\xd8\xb4\xd8\xaf \xdb\x8c\xd8\xa7 \xd8\xa8\xd9\x87 \xd8\xaf\xd9\x84\xdb\x8c\xd9\x84 \xd8\xb9\xd8\xaf\xd9\x85 \xd8\xaf\xd8\xb3\xd8\xaa\xd8\xb1\xd8\xb3\xdb\x8c\xd8\x8c \xd9\x84\xd8\xb7\xd9\x81\xd8\xa7\xd9\x8b \xda\xa9\xd9\x84\xdb\x8c\xd8\xaf API \xd8\xae\xd9\x88\xd8\xaf \xd8\xb1\xd8\xa7 \xd8\xaa\xd8\xba\xdb\x8c\xdb\x8c\xd8\xb1 \xd8\xaf\xd9\x87\xdb\x8c\xd8\xaf \xdb\x8c\xd8\xa7 \xd8\xaf\xd8\xb3\xd8\xaa\xd8\xb1\xd8\xb3\xdb\x8c\xd9\x87\xd8\xa7 \xd8\xb1\xd8\xa7 \xd8\xaa\xd9\x86\xd8\xb8\xdb\x8c\xd9\x85 \xda\xa9\xd9\x86\xdb\x8c\xd8\xaf \xd9\x88 \xd8\xaf\xd9\x88\xd8\xa8\xd8\xa7\xd8\xb1\xd9\x87 \xd8\xaa\xd9\x84\xd8\xa7\xd8\xb4 \xda\xa9\xd9\x86\xdb\x8c\xd8\xaf", 0,
      CARRY_ON_VERDICT_FATAL, "model-not-found", NULL, "https://github.com/lobehub/lobe-chat/blob/933688e29d4a0107acb608b98c6e79c6b33b5cf4/locales/fa-IR/error.json" },
    /* cs, translation.error.http.404 */
    { "Model nebyl nalezen nebo je nespr\xc3\xa1vn\xc3\xa1 cesta \xc5\xbe\xc3\xa1" "dosti", 0,
      CARRY_ON_VERDICT_FATAL, "model-not-found", NULL, "https://github.com/CherryHQ/cherry-studio/blob/877fcfae98eed3f7696e48983ca46d2762b21104/src/renderer/src/i18n/locales/cs-cz.json" },
    /* bg, response.503 */
    { "\xd0\xa1\xd1\x8a\xd0\xb6\xd0\xb0\xd0\xbb\xd1\x8f\xd0\xb2\xd0\xb0\xd0\xbc\xd0\xb5, \xd1\x81\xd1\x8a\xd1\x80\xd0\xb2\xd1\x8a\xd1\x80\xd1\x8a\xd1\x82 \xd0\xb2 \xd0\xbc\xd0\xbe\xd0\xbc\xd0\xb5\xd0\xbd\xd1\x82\xd0\xb0 \xd0\xbd\xd0\xb5 \xd0\xbc\xd0\xbe\xd0\xb6\xd0\xb5 \xd0\xb4\xd0\xb0 \xd0\xbe\xd0\xb1\xd1\x80\xd0\xb0\xd0\xb1\xd0\xbe\xd1\x82\xd0\xb8 \xd0\xb7\xd0\xb0\xd1\x8f\xd0\xb2\xd0\xba\xd0\xb0\xd1\x82\xd0\xb0 \xd0\xb2\xd0\xb8, \xd0\xb2\xd0\xb5\xd1\x80\xd0\xbe\xd1\x8f\xd1\x82\xd0\xbd\xd0\xbe \xd0\xbf\xd0\xbe\xd1\x80\xd0\xb0\xd0\xb4\xd0\xb8 \xd0\xbf\xd1\x80\xd0\xb5\xd1\x82\xd0\xbe\xd0\xb2\xd0\xb0\xd1\x80\xd0\xb2\xd0\xb0\xd0\xbd\xd0\xb5 \xd0\xb8\xd0\xbb\xd0\xb8 \xd0\xbf\xd0\xbe\xd0\xb4\xd0\xb4\xd1\x80\xd1\x8a\xd0\xb6\xd0\xba\xd0\xb0. \xd0\x9c\xd0\xbe\xd0\xbb\xd1\x8f, \xd0\xbe\xd0\xbf\xd0\xb8\xd1\x82\xd0\xb0\xd0\xb9\xd1\x82\xd0\xb5 \xd0\xbe\xd1\x82\xd0\xbd\xd0\xbe\xd0\xb2\xd0\xbe \xd0\xbf\xd0\xbe-\xd0\xba\xd1\x8a\xd1\x81\xd0\xbd\xd0\xbe.", 0,
      CARRY_ON_VERDICT_TRANSIENT, "overloaded", NULL, "https://github.com/lobehub/lobe-chat/blob/8c3342a0b431222eec0285e2cf9b53bda11335db/locales/bg-BG/error.json" },
    /* ar, response.503 */
    { "\xd8\xb9\xd8\xb0\xd8\xb1\xd9\x8b\xd8\xa7\xd8\x8c \xd8\xa7\xd9\x84\xd8\xae\xd8\xa7\xd8\xaf\xd9\x85 \xd8\xba\xd9\x8a\xd8\xb1 \xd9\x82\xd8\xa7\xd8\xaf\xd8\xb1 \xd8\xad\xd8\xa7\xd9\x84\xd9\x8a\xd9\x8b\xd8\xa7 \xd8\xb9\xd9\x84\xd9\x89 \xd9\x85\xd8\xb9\xd8\xa7\xd9\x84\xd8\xac\xd8\xa9 \xd8\xb7\xd9\x84\xd8\xa8\xd9\x83\xd8\x8c \xd9\x82\xd8\xaf \xd9\x8a\xd9\x83\xd9\x88\xd9\x86 \xd8\xa8\xd8\xb3\xd8\xa8\xd8\xa8 \xd8\xa7\xd9\x84\xd8\xad\xd9\x85\xd9\x84 \xd8\xa7\xd9\x84\xd8\xb2\xd8\xa7\xd8\xa6\xd8\xaf \xd8\xa3\xd9\x88 \xd8\xa7\xd9\x84\xd8\xb5\xd9\x8a\xd8\xa7\xd9\x86\xd8\xa9 \xd8\xa7\xd9\x84\xd8\xac\xd8\xa7\xd8\xb1\xd9\x8a\xd8\xa9\xd8\x8c \xd9\x8a\xd8\xb1\xd8\xac\xd9\x89 \xd8\xa7\xd9\x84\xd9\x85\xd8\xad\xd8\xa7\xd9\x88\xd9\x84\xd8\xa9 \xd9\x85\xd8\xb1\xd8\xa9 \xd8\xa3\xd8\xae\xd8\xb1\xd9\x89 \xd9\x84\xd8\xa7\xd8\xad\xd9\x82\xd9\x8b\xd8\xa7", 0,
      CARRY_ON_VERDICT_TRANSIENT, "overloaded", NULL, "https://github.com/lobehub/lobe-chat/blob/2e04463ba173badd1ac309ea418191df1140d005/locales/ar/error.json" },
    /* sv, errors.cerebras.noResponseBody */
    { "Cerebras API-fel: Ingen svarsbody", 0,
      CARRY_ON_VERDICT_TRANSIENT, "empty-response", NULL, "https://github.com/Kilo-Org/kilocode/blob/eab83d65c9c99daa7a121a1c53e2f5191c13abd6/src/i18n/locales/sv/common.json" },
    /* pl, response.ConnectionCheckFailed */
    { "Odpowied\xc5\xba jest pusta. Sprawd\xc5\xba, czy na ko\xc5\x84" "cu adresu proxy API nie brakuje `/v1`", 0,
      CARRY_ON_VERDICT_TRANSIENT, "empty-response", NULL, "https://github.com/lobehub/lobe-chat/blob/013e3cc69e372984dcee7e8cd471d6e3f3428194/locales/pl-PL/error.json" },
    /* sv, errors.no_internet */
    { "Ingen internetanslutning. Kontrollera din n\xc3\xa4tverksanslutning och f\xc3\xb6rs\xc3\xb6k igen.", 0,
      CARRY_ON_VERDICT_TRANSIENT, "connection", NULL, "https://github.com/Kilo-Org/kilocode/blob/eab83d65c9c99daa7a121a1c53e2f5191c13abd6/src/i18n/locales/sv/common.json" },
    /* he, apiRequest.errorMessage.connection */
    { "\xd7\xa9\xd7\x92\xd7\x99\xd7\x90\xd7\xaa \xd7\x97\xd7\x99\xd7\x91\xd7\x95\xd7\xa8. \xd7\x95\xd7\x93\xd7\x90 \xd7\xa9\xd7\x99\xd7\xa9 \xd7\x9c\xd7\x9a \xd7\x97\xd7\x99\xd7\x91\xd7\x95\xd7\xa8 \xd7\x90\xd7\x99\xd7\xa0\xd7\x98\xd7\xa8\xd7\xa0\xd7\x98 \xd7\xaa\xd7\xa7\xd7\x99\xd7\x9f.", 0,
      CARRY_ON_VERDICT_TRANSIENT, "connection", NULL, "https://github.com/RooCodeInc/Roo-Code/blob/0bdb9526571b935a9c9429871f3b21ef47db8ba6/webview-ui/src/i18n/locales/he/chat.json" },
    /* ro, error.http.504 */
    { "Expirare gateway. Te rug\xc4\x83m s\xc4\x83 \xc3\xaencerci din nou mai t\xc3\xa2rziu", 0,
      CARRY_ON_VERDICT_TRANSIENT, "timeout", NULL, "https://github.com/CherryHQ/cherry-studio/blob/a5c4c7224e47704145b4e4533214bf3ad1523c37/src/renderer/src/i18n/translate/ro-ro.json" },
    /* el, error.http.504 */
    { "\xce\xa5\xcf\x80\xce\xb5\xcf\x81\xcf\x87\xcf\x81\xce\xbf\xce\xbd\xce\xb9\xcf\x83\xce\xbc\xcf\x8c\xcf\x82 \xcf\x86\xce\xac\xcf\x81\xcf\x89\xce\xbd, \xcf\x80\xce\xb1\xcf\x81\xce\xb1\xce\xba\xce\xb1\xce\xbb\xcf\x8e \xce\xb4\xce\xbf\xce\xba\xce\xb9\xce\xbc\xce\xac\xcf\x83\xcf\x84\xce\xb5 \xce\xbe\xce\xb1\xce\xbd\xce\xac", 0,
      CARRY_ON_VERDICT_TRANSIENT, "timeout", NULL, "https://github.com/CherryHQ/cherry-studio/blob/01dac1552ee5d0b8a6e0b8f03c09e9b3448cd62e/src/renderer/src/i18n/translate/el-gr.json" },
  };

  check_sourced_cases (cases, G_N_ELEMENTS (cases));

  /* a plan's tokens used up with the wait named is the plan's window; without one, or in a conversation, not */
  check_family_case (0, "Your tokens have been used up.", 0, CARRY_ON_VERDICT_TRANSIENT, "default", NULL);
  check_family_case (0, "Your tokens have been used up for this conversation; please start a new chat.", 0, CARRY_ON_VERDICT_TRANSIENT,
                     "default", NULL);
  check_family_case (0, "Your token allowance is insufficient for the requested max_tokens (8192). Reduce max_tokens.", 400,
                     CARRY_ON_VERDICT_FATAL, "status-4xx", NULL);
  check_family_case (1, "This model's maximum context length is 8192 tokens. However, your messages resulted in 9000 tokens.", 400,
                     CARRY_ON_VERDICT_FATAL, NULL, NULL);
  /* no access to the internet is the machine's network, in any language; access to a model stays a permission */
  check_family_case (2, "You do not have access to the internet. Check your connection.", 0, CARRY_ON_VERDICT_TRANSIENT, "no-internet", NULL);
  check_family_case (3, "Za\xc5\x99\xc3\xad" "zen\xc3\xad nem\xc3\xa1 p\xc5\x99\xc3\xadstup k internetu.", 0, CARRY_ON_VERDICT_TRANSIENT, "no-internet", NULL);
  check_family_case (4, "You do not have access to model gpt-5", 0, CARRY_ON_VERDICT_FATAL, "permission-denied", NULL);
  check_family_case (5, "403 Forbidden: this API key does not have network access permission", 0, CARRY_ON_VERDICT_FATAL, "permission-denied", NULL);
  /* a key's rate limit against its quota: waiting helps the first; the balance is money */
  check_family_case (6, "Limit rychlosti p\xc5\x99" "ekro\xc4\x8d" "en, zkuste to za 20 sekund", 0, CARRY_ON_VERDICT_LIMIT, "rate-limit", "2026-03-10T12:00:20Z");
  check_family_case (7, "Cota contului epuizat\xc4\x83, re\xc3\xaenc\xc4\x83rca\xc8\x9bi sau schimba\xc8\x9bi furnizorul", 0, CARRY_ON_VERDICT_FATAL, "credits", NULL);
  /* the seventh review's near misses: each phrase only in the words that say its fact */
  /* "security settings" of a firewall or a browser, against "blocked by the safety settings" */
  check_family_case (16, "B\xc5\x82\xc4\x85" "d po\xc5\x82\xc4\x85" "czenia sieciowego. Sprawd\xc5\xba ustawienia bezpiecze\xc5\x84stwa zapory sieciowej.", 0,
                     CARRY_ON_VERDICT_TRANSIENT, NULL, NULL);
  check_family_case (17, "Error de connexi\xc3\xb3: comproveu la configuraci\xc3\xb3 de seguretat del tallafoc", 0, CARRY_ON_VERDICT_TRANSIENT, NULL, NULL);
  /* a top-up upsell beside a rate limit, in English and Vietnamese: the 429 decides */
  check_family_case (18, "Rate limit exceeded: 20 requests per minute on the free tier. Please top up at least $5 to unlock higher limits.", 429,
                     CARRY_ON_VERDICT_LIMIT, NULL, NULL);
  check_family_case (19, "Vui l\xc3\xb2ng n\xe1\xba\xa1p ti\xe1\xbb\x81n \xc4\x91\xe1\xbb\x83 t\xc4\x83ng gi\xe1\xbb\x9bi h\xe1\xba\xa1n t\xe1\xbb\x91" "c \xc4\x91\xe1\xbb\x99. "
                     "Qu\xc3\xa1 nhi\xe1\xbb\x81u y\xc3\xaau c\xe1\xba\xa7u.", 429, CARRY_ON_VERDICT_LIMIT, NULL, NULL);
  /* an account's per-minute quota in Romanian; resources (not funds) run out on a server in Czech */
  check_family_case (20, "Cota contului pentru cereri pe minut a fost dep\xc4\x83\xc8\x99it\xc4\x83.", 429, CARRY_ON_VERDICT_LIMIT, NULL, NULL);
  check_family_case (21, "Na serveru do\xc5\xa1ly prost\xc5\x99" "edky, zkuste to znovu pozd\xc4\x9bji.", 503, CARRY_ON_VERDICT_TRANSIENT, NULL, NULL);
  /* credits that reset for subscribers only, beside a payment request and a generic wait, under a 402 */
  check_family_case (22, "You have run out of credits. Daily credits are only available on the Pro plan; please purchase credits. Try again in 30 seconds.",
                     402, CARRY_ON_VERDICT_FATAL, NULL, NULL);
  /* "exceeded the allowed limit" of tokens in Arabic is no rate limit */
  check_family_case (23, "\xd8\xa7\xd9\x84\xd8\xb1\xd8\xb3\xd8\xa7\xd9\x84\xd8\xa9 \xd8\xaa\xd8\xac\xd8\xa7\xd9\x88\xd8\xb2\xd8\xaa \xd8\xa7\xd9\x84\xd8\xad\xd8\xaf "
                     "\xd8\xa7\xd9\x84\xd9\x85\xd8\xb3\xd9\x85\xd9\x88\xd8\xad \xd8\xa8\xd9\x87 \xd9\x85\xd9\x86 \xd8\xa7\xd9\x84\xd8\xb1\xd9\x85\xd9\x88\xd8\xb2", 400,
                     CARRY_ON_VERDICT_FATAL, NULL, NULL);
  /* an endpoint facing the internet, and a policy that denies it, are permissions */
  check_family_case (24, "Access to the internet-facing endpoint is forbidden for this API key.", 0, CARRY_ON_VERDICT_FATAL, "permission-denied", NULL);
  /* the noun "overload" in advice beside a 429 is no overload */
  check_family_case (25, "Troppe richieste. Per evitare il sovraccarico del server, attendi 60 secondi.", 429, CARRY_ON_VERDICT_LIMIT, NULL,
                     "2026-03-10T12:01:00Z");
  /* rounds jt-jv: a sign-in failed by the network, against a session that expired */
  check_family_case (27, "Codex OAuth \xe8\xae\xa4\xe8\xaf\x81\xe5\xa4\xb1\xe8\xb4\xa5: timeout of 30000ms exceeded", 0, CARRY_ON_VERDICT_TRANSIENT,
                     "auth-transport", NULL);
  check_family_case (28, "OAuth authentication failed: connect ETIMEDOUT 10.0.0.1:443", 0, CARRY_ON_VERDICT_TRANSIENT, "auth-transport", NULL);
  check_family_case (29, "Authentication failed: session timed out, please log in again", 0, CARRY_ON_VERDICT_FATAL, NULL, NULL);
  /* a day's budget with its seconds, under a 402; a budget without either stays money */
  check_family_case (30, "Error: 402 {\"error\":{\"type\":\"budget_exhausted\",\"reason\":\"day-exhausted\",\"retry_after_s\":39949}}", 0,
                     CARRY_ON_VERDICT_LIMIT, "usage-window-reset", "2026-03-10T23:05:49Z");
  check_family_case (31, "Error: 402 {\"error\":{\"type\":\"budget_exhausted\",\"reason\":\"total-exhausted\"}}", 0, CARRY_ON_VERDICT_FATAL, NULL, NULL);
  /* "max tokens of N … exceeded" is as often a per-minute limit: no row reads it as a cap (held-out ju029 listed) */
  check_family_case (32, "Rate limit exceeded: max tokens of 40000 per minute exceeded. Please retry after 20 seconds.", 429,
                     CARRY_ON_VERDICT_LIMIT, NULL, "2026-03-10T12:00:20Z");
  check_family_case (33, "Rate limit: max tokens per minute of 40000 exceeded, try again in 20s", 429, CARRY_ON_VERDICT_LIMIT, NULL,
                     "2026-03-10T12:00:20Z");
  /* rounds jw-jy: a free tier's limit of zero in Spanish, against a limit that comes back */
  check_family_case (34, "Error: 429 You exceeded your current quota L\xc3\xadmite: 0 generaciones por minuto (Free Tier) Modelo: gemini-2.0-flash-exp", 0,
                     CARRY_ON_VERDICT_FATAL, "quota-zero", NULL);
  check_family_case (35, "Quota exceeded for metric: generate_requests_per_minute, L\xc3\xadmite: 0, L\xc3\xadmite: 15", 429,
                     CARRY_ON_VERDICT_LIMIT, NULL, NULL);
  /* a key with no quota at all needs one added; a model or a pool without quota for now does not */
  check_family_case (36, "This API KEY has no quota available, please read the docs", 0, CARRY_ON_VERDICT_FATAL, "credits", NULL);
  check_family_case (37, "This model has no quota available at the moment, please try again later", 429, CARRY_ON_VERDICT_LIMIT, NULL, NULL);
  /* the eighth review's near misses: a counter at zero, a network to connect to, a key revoked after a timeout */
  check_family_case (38, "Limite: 0 requisi\xc3\xa7\xc3\xb5" "es restantes. Tente novamente em 60 segundos.", 429, CARRY_ON_VERDICT_LIMIT, NULL,
                     "2026-03-10T12:01:00Z");
  check_family_case (39, "\xd7\x90\xd7\x99\xd7\x9f \xd7\x97\xd7\x99\xd7\x91\xd7\x95\xd7\xa8 \xd7\x9c\xd7\x90\xd7\x99\xd7\xa0\xd7\x98\xd7\xa8\xd7\xa0\xd7\x98. "
                     "\xd7\xa6\xd7\xa8\xd7\x99\xd7\x9a \xd7\x9c\xd7\x94\xd7\xaa\xd7\x97\xd7\x91\xd7\xa8 \xd7\x9c\xd7\xa8\xd7\xa9\xd7\xaa",  /* no internet; connect to the network */
                     0, CARRY_ON_VERDICT_TRANSIENT, NULL, NULL);
  check_family_case (40, "Authentication failed: request timed out. Your API key has been revoked.", 0, CARRY_ON_VERDICT_FATAL, NULL, NULL);
  /* rounds jz and ka: a subscription expired in Portuguese, not a certificate's signature; a client version no
   * longer served; a Russian message over a character limit */
  check_family_case (41, "A sua assinatura expirou. Renove o plano para continuar.", 0, CARRY_ON_VERDICT_FATAL, "plan-expired", NULL);
  check_family_case (42, "A assinatura do certificado expirou", 0, CARRY_ON_VERDICT_TRANSIENT, "default", NULL);
  check_family_case (43, "Unsupported client version [1.2.0], required version is [1.5.0].", 0, CARRY_ON_VERDICT_FATAL, "client-outdated", NULL);
  check_family_case (44, "\xd0\xa1\xd0\xbe\xd0\xbe\xd0\xb1\xd1\x89\xd0\xb5\xd0\xbd\xd0\xb8\xd0\xb5 \xd0\xbf\xd1\x80\xd0\xb5\xd0\xb2\xd1\x8b\xd1\x88\xd0\xb0\xd0\xb5\xd1\x82 "
                     "\xd0\xbe\xd0\xb3\xd1\x80\xd0\xb0\xd0\xbd\xd0\xb8\xd1\x87\xd0\xb5\xd0\xbd\xd0\xb8\xd0\xb5 \xd0\xb2 4000 \xd1\x81\xd0\xb8\xd0\xbc\xd0\xb2\xd0\xbe\xd0\xbb\xd0\xbe\xd0\xb2", 0,
                     CARRY_ON_VERDICT_FATAL, "context-too-long", NULL);
  /* a zero that counts what remains is a window used up, in English too; Gemini's metric with no quota stays */
  check_family_case (45, "Limit: 0 requests remaining. Try again in 60 seconds.", 429, CARRY_ON_VERDICT_LIMIT, NULL, "2026-03-10T12:01:00Z");
  check_family_case (46, "Quota exceeded for metric: generativelanguage.googleapis.com/generate_content_free_tier_requests, limit: 0, "
                     "model: gemini-2.5-pro. Please retry in 33s.", 429, CARRY_ON_VERDICT_FATAL, "quota-zero", NULL);
  /* Ukrainian "waiting time" is no timeout */
  check_family_case (26, "\xd0\x94\xd0\xbe\xd1\x81\xd1\x8f\xd0\xb3\xd0\xbd\xd1\x83\xd1\x82\xd0\xbe \xd0\xb4\xd0\xb5\xd0\xbd\xd0\xbd\xd0\xbe\xd0\xb3\xd0\xbe \xd0\xbb\xd1\x96\xd0\xbc\xd1\x96\xd1\x82\xd1\x83. "
                     "\xd0\xa7\xd0\xb0\xd1\x81 \xd0\xbe\xd1\x87\xd1\x96\xd0\xba\xd1\x83\xd0\xb2\xd0\xb0\xd0\xbd\xd0\xbd\xd1\x8f \xd0\xb4\xd0\xbe \xd1\x81\xd0\xba\xd0\xb8\xd0\xb4\xd0\xb0\xd0\xbd\xd0\xbd\xd1\x8f", 429,
                     CARRY_ON_VERDICT_LIMIT, NULL, NULL);
  /* "token limit" alone names no family (a per-minute token limit is one too): no row reads it */
  check_family_case (8, "(Berpikir selesai, tetapi output terpotong karena batas token.)", 0, CARRY_ON_VERDICT_TRANSIENT, "default", NULL);
  /* waits in the languages the reset reader learnt from these files' neighbours */
  check_family_case (9, "Hastighetsgr\xc3\xa4ns \xc3\xb6verskriden. F\xc3\xb6rs\xc3\xb6k igen om 30 sekunder.", 0, CARRY_ON_VERDICT_LIMIT, "rate-limit",
                     "2026-03-10T12:00:30Z");
  check_family_case (10, "Prea multe cereri. \xc3\x8e" "ncerca\xc8\x9bi din nou peste 30 de secunde.", 0, CARRY_ON_VERDICT_LIMIT, "rate-limit",
                     "2026-03-10T12:00:30Z");
  check_family_case (11, "Rate limit. Yrit\xc3\xa4 uudelleen 2 minuutin kuluttua.", 0, CARRY_ON_VERDICT_LIMIT, "rate-limit", "2026-03-10T12:02:00Z");
  /* rounds jq-js: a Polish limit of N requests and its wait in the locative; the SDK's refusal of a long
   * non-streaming request under a proxy's 500, against mere advice */
  check_family_case (12, "Przekroczono limit 20 \xc5\xbc\xc4\x85" "da\xc5\x84 na minut\xc4\x99. Spr\xc3\xb3" "buj ponownie po 30 sekundach.", 429,
                     CARRY_ON_VERDICT_LIMIT, NULL, "2026-03-10T12:00:30Z");
  check_family_case (13, "Przekroczono limit czasu \xc5\xbc\xc4\x85" "dania", 0, CARRY_ON_VERDICT_TRANSIENT, "timeout", NULL);
  check_family_case (14, "API Error: 500 Streaming is required for operations that may take longer than 10 minutes.", 0,
                     CARRY_ON_VERDICT_FATAL, "request-field-missing", NULL);
  check_family_case (15, "API Error: 500 Internal server error. Streaming is strongly recommended for long requests.", 0,
                     CARRY_ON_VERDICT_TRANSIENT, NULL, NULL);
}

/* Rounds no-nv: an invalid key, moderation, a safety block, a location
 * refused, a daily chat limit and too many messages in Spanish locale
 * files; a model's refusal (LobeHub, in Vietnamese), an image moderated,
 * Kling's prepaid pack used up under a 429 and an empty answer the word
 * table had given up; near misses beside each, the review's among them */
static void
test_no_nv_families (void)
{
  static const SourcedCase cases[] = {
    { "Clave proporcionada no v\xc3\xa1lida. Por favor proporcione una clave v\xc3\xa1lida e int\xc3\xa9ntelo de nuevo.", 0,
      CARRY_ON_VERDICT_FATAL, "invalid-api-key", NULL, "https://github.com/danny-avila/LibreChat/blob/12f5c0d7d33e0a0027bd5620060c71c6deaad514/client/src/locales/es/translation.json" },
    { "Parece que el contenido enviado ha sido marcado por nuestro sistema de moderaci\xc3\xb3n por no estar alineado con nuestras pautas comunitarias. No podemos proceder con este tema espec\xc3\xad" "fico. Si tiene alguna otra pregunta o tema que le gustar\xc3\xad" "a explorar, por favor edite su mensaje o cree una nueva conversaci\xc3\xb3n.", 0,
      CARRY_ON_VERDICT_FATAL, "content-blocked", NULL, "https://github.com/danny-avila/LibreChat/blob/12f5c0d7d33e0a0027bd5620060c71c6deaad514/client/src/locales/es/translation.json" },
    { "(Pensamiento completado, pero la salida fue bloqueada debido a la configuraci\xc3\xb3n de seguridad.)", 0,
      CARRY_ON_VERDICT_FATAL, "content-blocked", NULL, "https://github.com/RooCodeInc/Roo-Code/blob/003a2057c11a90b59c9e43310cfafee6c4d776e9/src/i18n/locales/es/common.json" },
    { "BFL API did not return an image due to: Request Moderated.", 0,
      CARRY_ON_VERDICT_FATAL, "content-blocked", NULL, "https://github.com/ai-dock/comfyui/issues/148" },
    { "M\xc3\xb4 h\xc3\xacnh \xc4\x91\xc3\xa3 t\xe1\xbb\xab ch\xe1\xbb\x91i tr\xe1\xba\xa3 l\xe1\xbb\x9di y\xc3\xaau c\xe1\xba\xa7u n\xc3\xa0y. H\xc3\xa3y th\xe1\xbb\xad di\xe1\xbb\x85n \xc4\x91\xe1\xba\xa1t l\xe1\xba\xa1i ho\xe1\xba\xb7" "c ch\xe1\xbb\x8dn m\xe1\xbb\x99t m\xc3\xb4 h\xc3\xacnh kh\xc3\xa1" "c.", 0,
      CARRY_ON_VERDICT_FATAL, "content-blocked", NULL, "https://github.com/lobehub/lobe-chat/blob/HEAD/locales/vi-VN/modelRuntime.json" },
    { "Lo sentimos, tu ubicaci\xc3\xb3n actual no es compatible con este servicio de modelo, puede ser debido a restricciones geogr\xc3\xa1" "ficas o a que el servicio no est\xc3\xa1 disponible. Por favor, verifica si tu ubicaci\xc3\xb3n actual es compatible con este servicio o intenta usar otra informaci\xc3\xb3n de ubicaci\xc3\xb3n.", 0,
      CARRY_ON_VERDICT_FATAL, "permission-denied", NULL, "https://github.com/lobehub/lobe-chat/blob/02f346b84d99ffa7b13000debafd122716914edb/locales/es-ES/error.json" },
    { "Se alcanz\xc3\xb3 el l\xc3\xadmite de chats de hoy.", 0,
      CARRY_ON_VERDICT_LIMIT, "quota", NULL, "https://github.com/mozilla-l10n/firefox-l10n/blob/0e112954f8354835e53f7cf1701f5877286e0eed/es-AR/browser/browser/aiWindowContent.ftl" },
    { "Por favor, espera un momento y vuelve a intentarlo. Se han enviado demasiados mensajes en muy poco tiempo.", 0,
      CARRY_ON_VERDICT_LIMIT, "rate-limit", NULL, "https://github.com/mozilla-l10n/firefox-l10n/blob/034198757f7c8de66aadc2d13cf603e21b604e55/es-MX/browser/browser/aiWindowContent.ftl" },
    { "\xe8\xb5\x84\xe6\xba\x90\xe5\x8c\x85\xe5\xb7\xb2\xe7\x94\xa8\xe5\xae\x8c/\xe5\xb7\xb2\xe8\xbf\x87\xe6\x9c\x9f\xef\xbc\x88\xe9\xa2\x84\xe4\xbb\x98\xe8\xb4\xb9\xe5\x9c\xba\xe6\x99\xaf\xef\xbc\x89", 429,
      CARRY_ON_VERDICT_FATAL, "credits", NULL, "https://github.com/WHQ25/rawgenai/blob/HEAD/docs/research/kling/common-info.md" },
    { "error, the model did not provide a response", 0,
      CARRY_ON_VERDICT_TRANSIENT, "empty-response", NULL, "https://github.com/Zoo-Code-Org/Zoo-Code/issues/587" },
  };

  check_sourced_cases (cases, G_N_ELEMENTS (cases));
  /* a request moderated is no request queued for moderation */
  check_family_case (0, "Request queued for moderation review, retrying in 5 seconds", 0, CARRY_ON_VERDICT_TRANSIENT, NULL, NULL);
  /* the review's near misses: a free daily pack used up renews (Kling's "used up/expired" is the prepaid one; its
   * "please try again tomorrow" makes it a day's limit, its midnight read) */
  check_family_case (1, "\xe4\xbb\x8a\xe6\x97\xa5\xe5\x85\x8d\xe8\xb4\xb9\xe8\xb5\x84\xe6\xba\x90\xe5\x8c\x85\xe5\xb7\xb2\xe7\x94\xa8\xe5\xae\x8c\xef\xbc\x8c\xe5\xb0\x86\xe4\xba\x8e\xe6\x98\x8e\xe5\xa4\xa9" "0\xe7\x82\xb9\xe9\x87\x8d\xe7\xbd\xae\xef\xbc\x8c\xe8\xaf\xb7\xe6\x98\x8e\xe5\xa4\xa9\xe5\x86\x8d\xe8\xaf\x95",
                     0, CARRY_ON_VERDICT_LIMIT, "come-back-tomorrow", "2026-03-10T23:00:00Z");
  /* a gateway's "request moderated" and a refusal that names an overload are not blocks */
  check_family_case (2, "Request moderated by the gateway: rate limit exceeded, retry after 30s",
                     0, CARRY_ON_VERDICT_LIMIT, "rate-limit", "2026-03-10T12:00:30Z");
  check_family_case (3, "The model refused to answer this request due to temporary overload; please retry.",
                     0, CARRY_ON_VERDICT_TRANSIENT, NULL, NULL);
  /* "not yet implemented" decides nothing beside a real cause (its row was taken back) */
  check_family_case (4, "503 Service Unavailable: upstream overloaded, please retry. (feature flag streaming_v2: not yet implemented)",
                     503, CARRY_ON_VERDICT_TRANSIENT, NULL, NULL);
}

/* Rounds oa-on: a safety block in Brazilian Portuguese and French, Firefox's
 * conversation length cap in three more locales, a request too long, a key
 * required, bad credentials and an account pending activation in Uzbek,
 * Georgian, Azerbaijani and Italian; ElevenLabs' characters spent (under a
 * RateLimitError too), Watson's daily transaction limit under a 400, a
 * browser's fetch that could not connect and the AI SDK's empty output;
 * near misses beside them */
static void
test_oa_on_families (void)
{
  static const SourcedCase cases[] = {
    { "(Pensamento conclu\xc3\xad" "do, mas a sa\xc3\xad" "da foi bloqueada devido \xc3\xa0s configura\xc3\xa7\xc3\xb5" "es de seguran\xc3\xa7" "a.)", 0,
      CARRY_ON_VERDICT_FATAL, "content-blocked", NULL, "https://github.com/RooCodeInc/Roo-Code/blob/003a2057c11a90b59c9e43310cfafee6c4d776e9/src/i18n/locales/pt-BR/common.json" },
    { "(R\xc3\xa9" "flexion termin\xc3\xa9" "e, mais la sortie a \xc3\xa9t\xc3\xa9 bloqu\xc3\xa9" "e en raison des param\xc3\xa8tres de s\xc3\xa9" "curit\xc3\xa9.)", 0,
      CARRY_ON_VERDICT_FATAL, "content-blocked", NULL, "https://github.com/RooCodeInc/Roo-Code/blob/HEAD/src/i18n/locales/fr/common.json" },
    { "\xc3\x89 altura de iniciar uma nova conversa. Esta chegou ao seu tamanho limite.", 0,
      CARRY_ON_VERDICT_FATAL, "context-too-long", NULL, "https://github.com/mozilla-l10n/firefox-l10n/blob/46cee2af9566b5e49920761f96cb66d840c75e3b/pt-PT/browser/browser/aiWindowContent.ftl" },
    { "Det \xc3\xa4r dags att starta en ny chatt. Den h\xc3\xa4r har n\xc3\xa5tt sin l\xc3\xa4ngdgr\xc3\xa4ns.", 0,
      CARRY_ON_VERDICT_FATAL, "context-too-long", NULL, "https://github.com/mozilla-l10n/firefox-l10n/blob/HEAD/sv-SE/browser/browser/aiWindowContent.ftl" },
    { "\xd0\xa7\xd0\xb0\xd1\x81 \xd1\x80\xd0\xbe\xd0\xb7\xd0\xbf\xd0\xbe\xd1\x87\xd0\xb0\xd1\x82\xd0\xb8 \xd0\xbd\xd0\xbe\xd0\xb2\xd0\xb8\xd0\xb9 \xd1\x87\xd0\xb0\xd1\x82. \xd0\xa6\xd0\xb5\xd0\xb9 \xd1\x87\xd0\xb0\xd1\x82 \xd0\xb4\xd0\xbe\xd1\x81\xd1\x8f\xd0\xb3 \xd0\xbb\xd1\x96\xd0\xbc\xd1\x96\xd1\x82\xd1\x83.", 0,
      CARRY_ON_VERDICT_FATAL, "context-too-long", NULL, "https://github.com/mozilla-l10n/firefox-l10n/blob/2fb63cf739442789f797c04cc8dfbc50adb7393b/uk/browser/browser/aiWindowContent.ftl" },
    { "So'rov juda uzun, iltimos qisqartirib qaytadan yuboring", 0,
      CARRY_ON_VERDICT_FATAL, "context-too-long", NULL, "https://github.com/dro14/yordamchi/blob/HEAD/text/too_long.go" },
    { "OpenAI API \xe1\x83\x92\xe1\x83\x90\xe1\x83\xa1\xe1\x83\x90\xe1\x83\xa6\xe1\x83\x94\xe1\x83\x91\xe1\x83\x98 \xe1\x83\x90\xe1\x83\xa3\xe1\x83\xaa\xe1\x83\x98\xe1\x83\x9a\xe1\x83\x94\xe1\x83\x91\xe1\x83\x94\xe1\x83\x9a\xe1\x83\x98\xe1\x83\x90", 0,
      CARRY_ON_VERDICT_FATAL, "credentials-missing", NULL, "https://github.com/open-webui/open-webui/blob/HEAD/src/lib/i18n/locales/ka-GE/translation.json" },
    { "OpenAI API A\xc3\xa7" "ar\xc4\xb1 t\xc9\x99l\xc9\x99" "b olunur.", 0,
      CARRY_ON_VERDICT_FATAL, "credentials-missing", NULL, "https://github.com/open-webui/open-webui/blob/HEAD/src/lib/i18n/locales/az-AZ/translation.json" },
    { "La chiave API OpenAI \xc3\xa8 vuota. Aggiungi una chiave API personalizzata OpenAI", 0,
      CARRY_ON_VERDICT_FATAL, "credentials-missing", NULL, "https://github.com/lobehub/lobe-chat/blob/HEAD/locales/it-IT/error.json" },
    { "Akkaunt ma'lumotlari xato", 0,
      CARRY_ON_VERDICT_FATAL, "invalid-api-key", NULL, "https://github.com/nextcloud/integration_openai/blob/HEAD/l10n/uz.json" },
    { "Hisobingiz holati hozirda faollashtirishni kutmoqda.", 0,
      CARRY_ON_VERDICT_FATAL, "account", NULL, "https://github.com/open-webui/open-webui/blob/HEAD/src/lib/i18n/locales/uz-Latn-Uz/translation.json" },
    { "Response content: b'{\"detail\":{\"status\":\"quota_exceeded\",\"message\":\"This request exceeds your quota. You have 11 characters remaining, while 70 characters are required for this request.\",\"character_used\":10059,\"character_limit\":10000}}'", 0,
      CARRY_ON_VERDICT_FATAL, "credits", NULL, "https://github.com/Significant-Gravitas/AutoGPT/issues/263" },
    { "RateLimitError: This request exceeds your quota. You have 119 characters remaining, while 965 characters are required for this request.", 0,
      CARRY_ON_VERDICT_FATAL, "credits", NULL, "https://github.com/elevenlabs/elevenlabs-python/issues/13" },
    { "Status: 400, Message: {\n  \"code\": 400,\n  \"error\": \"daily-transaction-limit-exceeded\"\n}", 400,
      CARRY_ON_VERDICT_LIMIT, "named-window", NULL, "https://github.com/watson-developer-cloud/news-intelligence/issues/26" },
    { "Connection to Ollama API failed. This typically occurs due to incorrect configuration or Ollama API account issues. Please check your settings and verify your Ollama API account status, or purchase a [Chatbox AI License](https://chatboxai.app/redirect_app/advanced_url_processing) to unlock all advanced models instantly without any configuration.\n\nAPI Error: Error from Ollama: TypeError: Load failed", 0,
      CARRY_ON_VERDICT_TRANSIENT, "connection", NULL, "https://github.com/chatboxai/chatbox/issues/2472" },
    { "Failed to save AI messages JSON: AI_NoOutputGeneratedError: No output generated. Check the stream for errors.", 0,
      CARRY_ON_VERDICT_TRANSIENT, "empty-response", NULL, "https://github.com/dyad-sh/dyad/issues/2399" },
  };

  check_sourced_cases (cases, G_N_ELEMENTS (cases));
  /* an empty output whose cause is named: the cause decides */
  check_family_case (0, "AI_NoOutputGeneratedError: No output generated. Cause: AI_APICallError: Incorrect API key provided", 0,
                     CARRY_ON_VERDICT_FATAL, "invalid-api-key", NULL);
  /* "failed to fetch" without the browser's TypeError is no transport failure */
  check_family_case (1, "Failed to fetch models: 401 Unauthorized", 0, CARRY_ON_VERDICT_FATAL, NULL, NULL);
  /* the review's near misses: a browser's cross-origin block beside the TypeError it causes, and an empty output
   * filtered, are for a person; a queue at its size limit, a chat at its request limit, a word that only begins
   * like "xato" (error), a daily limit named in a note beside an invalid key, ElevenLabs' count of characters beside
   * a throttle and a tip that names the safety settings are not the rows' families */
  check_family_case (2, "Access to fetch at 'https://api.openai.com/v1/' from origin 'app://obsidian.md' has been blocked by CORS policy: No 'Access-Control-Allow-Origin' header is present on the requested resource. TypeError: Failed to fetch", 0,
                     CARRY_ON_VERDICT_FATAL, "endpoint-invalid", NULL);
  check_family_case (3, "AI_NoOutputGeneratedError: No output generated. Check the stream for errors. finishReason: content-filter", 0,
                     CARRY_ON_VERDICT_FATAL, "content-blocked", NULL);
  check_family_case (4, "O servidor est\xc3\xa1 sobrecarregado: a fila de pedidos chegou ao seu tamanho limite. Tente novamente mais tarde.", 0,
                     CARRY_ON_VERDICT_TRANSIENT, NULL, NULL);
  check_family_case (5, "\xd0\xa6\xd0\xb5\xd0\xb9 \xd1\x87\xd0\xb0\xd1\x82 \xd0\xb4\xd0\xbe\xd1\x81\xd1\x8f\xd0\xb3 \xd0\xbb\xd1\x96\xd0\xbc\xd1\x96\xd1\x82\xd1\x83 \xd0\xb7\xd0\xb0\xd0\xbf\xd0\xb8\xd1\x82\xd1\x96\xd0\xb2. \xd0\x97\xd0\xb0\xd1\x87\xd0\xb5\xd0\xba\xd0\xb0\xd0\xb9\xd1\x82\xd0\xb5 \xd1\x85\xd0\xb2\xd0\xb8\xd0\xbb\xd0\xb8\xd0\xbd\xd1\x83 \xd1\x96 \xd1\x81\xd0\xbf\xd1\x80\xd0\xbe\xd0\xb1\xd1\x83\xd0\xb9\xd1\x82\xd0\xb5 \xd0\xb7\xd0\xbd\xd0\xbe\xd0\xb2\xd1\x83.", 0,
                     CARRY_ON_VERDICT_LIMIT, NULL, NULL);
  check_family_case (6, "K\xc3\xb6n har n\xc3\xa5tt sin l\xc3\xa4ngdgr\xc3\xa4ns. F\xc3\xb6rs\xc3\xb6k igen om en stund.", 0,
                     CARRY_ON_VERDICT_TRANSIENT, NULL, NULL);
  check_family_case (7, "Akkaunt ma'lumotlari xatolik tufayli yuklanmadi. Qaytadan urinib ko'ring.", 0,
                     CARRY_ON_VERDICT_TRANSIENT, NULL, NULL);
  check_family_case (8, "Invalid API key. Note: keys on the Lite plan have a daily transaction limit of 1000.", 0,
                     CARRY_ON_VERDICT_FATAL, "invalid-api-key", NULL);
  check_family_case (9, "Rate limit exceeded: too many concurrent requests. You have 10000 characters remaining, while 70 characters are required for this request.", 0,
                     CARRY_ON_VERDICT_LIMIT, "rate-limit", NULL);
  check_family_case (10, "Erro 429: limite de taxa excedido. Dica: se a sa\xc3\xad" "da foi bloqueada devido \xc3\xa0s configura\xc3\xa7\xc3\xb5" "es de seguran\xc3\xa7" "a, ajuste o filtro.", 0,
                     CARRY_ON_VERDICT_LIMIT, NULL, NULL);
}

/* Rounds pa-ph: a 401 in British spelling; an API's authentication failed
 * in Polish and Turkish, its access forbidden in Turkish; a key's quota
 * with the account's balance in Bulgarian and Persian; an account
 * deactivated in Polish; a key expired in Estonian and Persian, none
 * found in Estonian; a location refused in Turkish and a service "only
 * available in certain regions"; a message too long and moderation in
 * Persian (locale files and reports); near misses beside them */
static void
test_pa_ph_families (void)
{
  static const SourcedCase cases[] = {
    { "\"error\": \"Unauthorised\"", 0,
      CARRY_ON_VERDICT_FATAL, "invalid-api-key", NULL, "https://github.com/xtekky/gpt4free/issues/1948" },
    { "Uwierzytelnianie API Cerebras nie powiod\xc5\x82o si\xc4\x99. Sprawd\xc5\xba, czy tw\xc3\xb3j klucz API jest wa\xc5\xbcny i nie wygas\xc5\x82.", 0,
      CARRY_ON_VERDICT_FATAL, "invalid-api-key", NULL, "https://github.com/RooCodeInc/Roo-Code/blob/HEAD/src/i18n/locales/pl/common.json" },
    { "Cerebras API kimlik do\xc4\x9frulama ba\xc5\x9f" "ar\xc4\xb1s\xc4\xb1z oldu. API anahtar\xc4\xb1n\xc4\xb1z\xc4\xb1n ge\xc3\xa7" "erli oldu\xc4\x9funu ve s\xc3\xbcresi dolmad\xc4\xb1\xc4\x9f\xc4\xb1n\xc4\xb1 kontrol edin.", 0,
      CARRY_ON_VERDICT_FATAL, "invalid-api-key", NULL, "https://github.com/RooCodeInc/Roo-Code/blob/003a2057c11a90b59c9e43310cfafee6c4d776e9/src/i18n/locales/tr/common.json" },
    { "V\xc3\xb5tit ei leitud. Palun sisestage v\xc3\xb5ti ja proovige uuesti.", 0,
      CARRY_ON_VERDICT_FATAL, "invalid-api-key", NULL, "https://github.com/danny-avila/LibreChat/blob/HEAD/client/src/locales/et/translation.json" },
    { "Cerebras API eri\xc5\x9fimi yasak. API anahtar\xc4\xb1n\xc4\xb1z istenen modele veya \xc3\xb6zelli\xc4\x9f" "e eri\xc5\x9fimi olmayabilir.", 0,
      CARRY_ON_VERDICT_FATAL, "permission-denied", NULL, "https://github.com/RooCodeInc/Roo-Code/blob/003a2057c11a90b59c9e43310cfafee6c4d776e9/src/i18n/locales/tr/common.json" },
    { "\xc3\x9czg\xc3\xbcn\xc3\xbcz, bulundu\xc4\x9funuz konum bu model hizmetini desteklemiyor, muhtemelen b\xc3\xb6lge k\xc4\xb1s\xc4\xb1tlamalar\xc4\xb1 veya hizmetin hen\xc3\xbcz a\xc3\xa7\xc4\xb1lmam\xc4\xb1\xc5\x9f olmas\xc4\xb1 nedeniyle. L\xc3\xbctfen mevcut konumun bu hizmeti kullanmaya uygun olup olmad\xc4\xb1\xc4\x9f\xc4\xb1n\xc4\xb1 do\xc4\x9frulay\xc4\xb1n veya ba\xc5\x9fka bir konum bilgisi kullanmay\xc4\xb1 deneyin.", 0,
      CARRY_ON_VERDICT_FATAL, "permission-denied", NULL, "https://github.com/lobehub/lobe-chat/blob/HEAD/locales/tr-TR/error.json" },
    { "App unavailable\nUnfortunately, Claude is only available in certain regions right now. Please contact support if you believe you are receiving this message in error.", 0,
      CARRY_ON_VERDICT_FATAL, "permission-denied", NULL, "https://github.com/bepass-org/oblivion/issues/463" },
    { "\xd0\xa1\xd1\x8a\xd0\xb6\xd0\xb0\xd0\xbb\xd1\x8f\xd0\xb2\xd0\xb0\xd0\xbc\xd0\xb5, \xd0\xba\xd0\xb2\xd0\xbe\xd1\x82\xd0\xb0\xd1\x82\xd0\xb0 \xd0\xb7\xd0\xb0 \xd1\x82\xd0\xbe\xd0\xb7\xd0\xb8 \xd0\xba\xd0\xbb\xd1\x8e\xd1\x87 \xd0\xb5 \xd0\xb8\xd0\xb7\xd1\x87\xd0\xb5\xd1\x80\xd0\xbf\xd0\xb0\xd0\xbd\xd0\xb0. \xd0\x9c\xd0\xbe\xd0\xbb\xd1\x8f, \xd0\xbf\xd1\x80\xd0\xbe\xd0\xb2\xd0\xb5\xd1\x80\xd0\xb5\xd1\x82\xd0\xb5 \xd0\xb4\xd0\xb0\xd0\xbb\xd0\xb8 \xd0\xb1\xd0\xb0\xd0\xbb\xd0\xb0\xd0\xbd\xd1\x81\xd1\x8a\xd1\x82 \xd0\xbd\xd0\xb0 \xd0\xb2\xd0\xb0\xd1\x88\xd0\xb8\xd1\x8f \xd0\xb0\xd0\xba\xd0\xb0\xd1\x83\xd0\xbd\xd1\x82 \xd0\xb5 \xd0\xb4\xd0\xbe\xd1\x81\xd1\x82\xd0\xb0\xd1\x82\xd1\x8a\xd1\x87\xd0\xb5\xd0\xbd \xd0\xb8\xd0\xbb\xd0\xb8 \xd0\xbe\xd0\xbf\xd0\xb8\xd1\x82\xd0\xb0\xd0\xb9\xd1\x82\xd0\xb5 \xd0\xbe\xd1\x82\xd0\xbd\xd0\xbe\xd0\xb2\xd0\xbe \xd1\x81\xd0\xbb\xd0\xb5\xd0\xb4 \xd1\x83\xd0\xb2\xd0\xb5\xd0\xbb\xd0\xb8\xd1\x87\xd0\xb0\xd0\xb2\xd0\xb0\xd0\xbd\xd0\xb5 \xd0\xbd\xd0\xb0 \xd0\xba\xd0\xb2\xd0\xbe\xd1\x82\xd0\xb0\xd1\x82\xd0\xb0 \xd0\xbd\xd0\xb0 \xd0\xba\xd0\xbb\xd1\x8e\xd1\x87\xd0\xb0.", 0,
      CARRY_ON_VERDICT_FATAL, "credits", NULL, "https://github.com/lobehub/lobe-chat/blob/HEAD/locales/bg-BG/modelRuntime.json" },
    { "\xd9\x85\xd8\xaa\xd8\xa3\xd8\xb3\xd9\x81\xdb\x8c\xd9\x85\xd8\x8c \xd8\xb3\xd9\x87\xd9\x85\xdb\x8c\xd9\x87 \xd8\xa7\xdb\x8c\xd9\x86 \xda\xa9\xd9\x84\xdb\x8c\xd8\xaf \xd8\xa8\xd9\x87 \xd8\xad\xd8\xaf\xd8\xa7\xda\xa9\xd8\xab\xd8\xb1 \xd8\xb1\xd8\xb3\xdb\x8c\xd8\xaf\xd9\x87 \xd8\xa7\xd8\xb3\xd8\xaa\xd8\x8c \xd9\x84\xd8\xb7\xd9\x81\xd8\xa7\xd9\x8b \xd9\x85\xd9\x88\xd8\xac\xd9\x88\xd8\xaf\xdb\x8c \xd8\xad\xd8\xb3\xd8\xa7\xd8\xa8 \xd8\xae\xd9\x88\xd8\xaf \xd8\xb1\xd8\xa7 \xd8\xa8\xd8\xb1\xd8\xb1\xd8\xb3\xdb\x8c \xda\xa9\xd8\xb1\xd8\xaf\xd9\x87 \xdb\x8c\xd8\xa7 \xd8\xb3\xd9\x87\xd9\x85\xdb\x8c\xd9\x87 \xda\xa9\xd9\x84\xdb\x8c\xd8\xaf \xd8\xb1\xd8\xa7 \xd8\xa7\xd9\x81\xd8\xb2\xd8\xa7\xdb\x8c\xd8\xb4 \xd8\xaf\xd9\x87\xdb\x8c\xd8\xaf \xd9\x88 \xd8\xaf\xd9\x88\xd8\xa8\xd8\xa7\xd8\xb1\xd9\x87 \xd8\xaa\xd9\x84\xd8\xa7\xd8\xb4 \xda\xa9\xd9\x86\xdb\x8c\xd8\xaf", 0,
      CARRY_ON_VERDICT_FATAL, "credits", NULL, "https://github.com/lobehub/lobe-chat/blob/HEAD/locales/fa-IR/error.json" },
    { "Twoje konto zosta\xc5\x82o dezaktywowane lub zawieszone. Mo\xc5\xbc" "e to by\xc4\x87 spowodowane naruszeniem zasad, wzgl\xc4\x99" "dami bezpiecze\xc5\x84stwa lub przegl\xc4\x85" "dem konta. Skontaktuj si\xc4\x99 z pomoc\xc4\x85 techniczn\xc4\x85 dostawcy, aby uzyska\xc4\x87 pomoc.", 0,
      CARRY_ON_VERDICT_FATAL, "account", NULL, "https://github.com/lobehub/lobe-chat/blob/HEAD/locales/pl-PL/modelRuntime.json" },
    { "Esitatud v\xc3\xb5ti {{0}} aegus {{1}}. Esitage uus v\xc3\xb5ti ja proovige uuesti.", 0,
      CARRY_ON_VERDICT_FATAL, "api-key-expired", NULL, "https://github.com/danny-avila/LibreChat/blob/HEAD/client/src/locales/et/translation.json" },
    { "\xda\xa9\xd9\x84\xdb\x8c\xd8\xaf \xd8\xa7\xd8\xb1\xd8\xa7\xd8\xa6\xd9\x87 \xd8\xb4\xd8\xaf\xd9\x87 \xd8\xa8\xd8\xb1\xd8\xa7\xdb\x8c {{0}} \xd9\x85\xd9\x86\xd9\x82\xd8\xb6\xdb\x8c \xd8\xb4\xd8\xaf\xd9\x87 \xd8\xaf\xd8\xb1 {{1}}. \xd9\x84\xd8\xb7\xd9\x81\xd8\xa7\xd9\x8b \xdb\x8c\xda\xa9 \xda\xa9\xd9\x84\xdb\x8c\xd8\xaf \xd8\xac\xd8\xaf\xdb\x8c\xd8\xaf \xd8\xa7\xd8\xb1\xd8\xa7\xd8\xa6\xd9\x87 \xd8\xaf\xd9\x87\xdb\x8c\xd8\xaf \xd9\x88 \xd8\xaf\xd9\x88\xd8\xa8\xd8\xa7\xd8\xb1\xd9\x87 \xd8\xa7\xd9\x85\xd8\xaa\xd8\xad\xd8\xa7\xd9\x86 \xda\xa9\xd9\x86\xdb\x8c\xd8\xaf.", 0,
      CARRY_ON_VERDICT_FATAL, "api-key-expired", NULL, "https://github.com/danny-avila/LibreChat/blob/HEAD/client/src/locales/fa/translation.json" },
    { "\xd8\xa2\xd8\xae\xd8\xb1\xdb\x8c\xd9\x86 \xd8\xaa\xd8\xb9\xd8\xaf\xd8\xa7\xd8\xaf \xd8\xaa\xd9\x88\xda\xa9\xd9\x86 \xd9\xbe\xdb\x8c\xd8\xa7\xd9\x85 \xd8\xa8\xd8\xb3\xdb\x8c\xd8\xa7\xd8\xb1 \xd8\xb7\xd9\x88\xd9\x84\xd8\xa7\xd9\x86\xdb\x8c \xd8\xa7\xd8\xb3\xd8\xaa\xd8\x8c \xd8\xa7\xd8\xb2 \xd8\xad\xd8\xaf \xd9\x85\xd8\xac\xd8\xa7\xd8\xb2 \xd8\xa8\xdb\x8c\xd8\xb4\xd8\xaa\xd8\xb1 \xd8\xa7\xd8\xb3\xd8\xaa\xd8\x8c \xdb\x8c\xd8\xa7 \xd9\xbe\xd8\xa7\xd8\xb1\xd8\xa7\xd9\x85\xd8\xaa\xd8\xb1\xd9\x87\xd8\xa7\xdb\x8c \xd9\x85\xd8\xad\xd8\xaf\xd9\x88\xd8\xaf\xdb\x8c\xd8\xaa \xd8\xb1\xd9\x85\xd8\xb2 \xd8\xb4\xd9\x85\xd8\xa7 \xd8\xa8\xd9\x87 \xd8\xa7\xd8\xb4\xd8\xaa\xd8\xa8\xd8\xa7\xd9\x87 \xd9\xbe\xdb\x8c\xda\xa9\xd8\xb1\xd8\xa8\xd9\x86\xd8\xaf\xdb\x8c \xd8\xb4\xd8\xaf\xd9\x87 \xd8\xa7\xd9\x86\xd8\xaf\xd8\x8c \xda\xa9\xd9\x87 \xd8\xa8\xd8\xb1 \xd9\xbe\xd9\x86\xd8\xac\xd8\xb1\xd9\x87 \xd8\xb2\xd9\x85\xdb\x8c\xd9\x86\xd9\x87 \xd8\xaa\xd8\xa3\xd8\xab\xdb\x8c\xd8\xb1 \xd9\x85\xd9\x86\xd9\x81\xdb\x8c \xd9\x85\xdb\x8c \xda\xaf\xd8\xb0\xd8\xa7\xd8\xb1\xd8\xaf. \xd8\xa7\xd8\xb7\xd9\x84\xd8\xa7\xd8\xb9\xd8\xa7\xd8\xaa \xd8\xa8\xdb\x8c\xd8\xb4\xd8\xaa\xd8\xb1: {{0}}. \xd9\x84\xd8\xb7\xd9\x81\xd8\xa7\xd9\x8b \xd9\xbe\xdb\x8c\xd8\xa7\xd9\x85 \xd8\xae\xd9\x88\xd8\xaf \xd8\xb1\xd8\xa7 \xda\xa9\xd9\x88\xd8\xaa\xd8\xa7\xd9\x87 \xda\xa9\xd9\x86\xdb\x8c\xd8\xaf\xd8\x8c \xd8\xad\xd8\xaf\xd8\xa7\xda\xa9\xd8\xab\xd8\xb1 \xd8\xa7\xd9\x86\xd8\xaf\xd8\xa7\xd8\xb2\xd9\x87 \xd8\xb2\xd9\x85\xdb\x8c\xd9\x86\xd9\x87 \xd8\xb1\xd8\xa7 \xd8\xa7\xd8\xb2 \xd8\xb1\xd9\x88\xdb\x8c \xd9\xbe\xd8\xa7\xd8\xb1\xd8\xa7\xd9\x85\xd8\xaa\xd8\xb1\xd9\x87\xd8\xa7\xdb\x8c \xd9\x85\xda\xa9\xd8\xa7\xd9\x84\xd9\x85\xd9\x87 \xd8\xaa\xd9\x86\xd8\xb8\xdb\x8c\xd9\x85 \xda\xa9\xd9\x86\xdb\x8c\xd8\xaf\xd8\x8c \xdb\x8c\xd8\xa7 \xd9\x85\xda\xa9\xd8\xa7\xd9\x84\xd9\x85\xd9\x87 \xd8\xb1\xd8\xa7 \xd8\xa8\xd8\xb1\xd8\xa7\xdb\x8c \xd8\xa7\xd8\xaf\xd8\xa7\xd9\x85\xd9\x87 \xd8\xa7\xd8\xaf\xd8\xa7\xd9\x85\xd9\x87 \xd8\xaf\xd9\x87\xdb\x8c\xd8\xaf.", 0,
      CARRY_ON_VERDICT_FATAL, "context-too-long", NULL, "https://github.com/danny-avila/LibreChat/blob/HEAD/client/src/locales/fa/translation.json" },
    { "\xd8\xa8\xd9\x87 \xd9\x86\xd8\xb8\xd8\xb1 \xd9\x85\xdb\x8c\xd8\xb1\xd8\xb3\xd8\xaf \xd9\x85\xd8\xad\xd8\xaa\xd9\x88\xd8\xa7\xdb\x8c \xd8\xa7\xd8\xb1\xd8\xb3\xd8\xa7\xd9\x84\xd8\xb4\xd8\xaf\xd9\x87 \xd8\xaa\xd9\x88\xd8\xb3\xd8\xb7 \xd8\xb3\xdb\x8c\xd8\xb3\xd8\xaa\xd9\x85 \xd9\x86\xd8\xb8\xd8\xa7\xd8\xb1\xd8\xaa \xd9\x85\xd8\xa7 \xd8\xa8\xd9\x87 \xd8\xaf\xd9\x84\xdb\x8c\xd9\x84 \xd8\xb9\xd8\xaf\xd9\x85 \xd9\x87\xd9\x85\xd8\xb3\xd9\x88\xdb\x8c\xdb\x8c \xd8\xa8\xd8\xa7 \xd8\xaf\xd8\xb3\xd8\xaa\xd9\x88\xd8\xb1\xd8\xa7\xd9\x84\xd8\xb9\xd9\x85\xd9\x84\xd9\x87\xd8\xa7\xdb\x8c \xd8\xa7\xd9\x86\xd8\xac\xd9\x85\xd9\x86 \xd9\x85\xd8\xa7 \xd9\xbe\xd8\xb1\xda\x86\xd9\x85\xda\xaf\xd8\xb0\xd8\xa7\xd8\xb1\xdb\x8c \xd8\xb4\xd8\xaf\xd9\x87 \xd8\xa7\xd8\xb3\xd8\xaa. \xd9\x85\xd8\xa7 \xd9\x86\xd9\x85\xdb\x8c \xd8\xaa\xd9\x88\xd8\xa7\xd9\x86\xdb\x8c\xd9\x85 \xd8\xa8\xd8\xa7 \xd8\xa7\xdb\x8c\xd9\x86 \xd9\x85\xd9\x88\xd8\xb6\xd9\x88\xd8\xb9 \xd8\xae\xd8\xa7\xd8\xb5 \xd8\xa7\xd8\xaf\xd8\xa7\xd9\x85\xd9\x87 \xd8\xaf\xd9\x87\xdb\x8c\xd9\x85. \xd8\xa7\xda\xaf\xd8\xb1 \xd8\xb3\xd8\xa4\xd8\xa7\xd9\x84 \xdb\x8c\xd8\xa7 \xd9\x85\xd9\x88\xd8\xb6\xd9\x88\xd8\xb9 \xd8\xaf\xdb\x8c\xda\xaf\xd8\xb1\xdb\x8c \xd8\xaf\xd8\xa7\xd8\xb1\xdb\x8c\xd8\xaf \xda\xa9\xd9\x87 \xd9\x85\xdb\x8c\xd8\xae\xd9\x88\xd8\xa7\xd9\x87\xdb\x8c\xd8\xaf \xd8\xa8\xd8\xb1\xd8\xb1\xd8\xb3\xdb\x8c \xda\xa9\xd9\x86\xdb\x8c\xd8\xaf\xd8\x8c \xd9\x84\xd8\xb7\xd9\x81\xd8\xa7\xd9\x8b \xd9\xbe\xdb\x8c\xd8\xa7\xd9\x85 \xd8\xae\xd9\x88\xd8\xaf \xd8\xb1\xd8\xa7 \xd9\x88\xdb\x8c\xd8\xb1\xd8\xa7\xdb\x8c\xd8\xb4 \xda\xa9\xd9\x86\xdb\x8c\xd8\xaf \xdb\x8c\xd8\xa7 \xdb\x8c\xda\xa9 \xd9\x85\xda\xa9\xd8\xa7\xd9\x84\xd9\x85\xd9\x87 \xd8\xac\xd8\xaf\xdb\x8c\xd8\xaf \xd8\xa7\xdb\x8c\xd8\xac\xd8\xa7\xd8\xaf \xda\xa9\xd9\x86\xdb\x8c\xd8\xaf.", 0,
      CARRY_ON_VERDICT_FATAL, "content-blocked", NULL, "https://github.com/danny-avila/LibreChat/blob/HEAD/client/src/locales/fa/translation.json" },
  };

  check_sourced_cases (cases, G_N_ELEMENTS (cases));
  /* authentication named without the API may head a transport failure, as in English: its cause decides */
  check_family_case (0, "Kimlik do\xc4\x9frulama ba\xc5\x9f" "ar\xc4\xb1s\xc4\xb1z oldu: ba\xc4\x9flant\xc4\xb1 zaman a\xc5\x9f\xc4\xb1m\xc4\xb1na u\xc4\x9frad\xc4\xb1 (timeout)", 0,
                     CARRY_ON_VERDICT_TRANSIENT, "timeout", NULL);
  /* authentication that succeeded, then a server that did not answer */
  check_family_case (1, "Uwierzytelnianie API Cerebras powiod\xc5\x82o si\xc4\x99, ale serwer nie odpowiedzia\xc5\x82", 0,
                     CARRY_ON_VERDICT_TRANSIENT, NULL, NULL);
  /* a region named without "only available in" is no refusal */
  check_family_case (2, "Service unavailable in certain regions right now; we are working on it, please retry.", 503,
                     CARRY_ON_VERDICT_TRANSIENT, NULL, NULL);
  /* the review's near misses: "by our monitoring system" in an outage's notice (Persian), a daily quota that says to
   * top the balance up to go on now (Bulgarian), a cache's key not found (Estonian) */
  check_family_case (3, "\xd8\xa7\xdb\x8c\xd9\x86 \xd9\x85\xd8\xb4\xda\xa9\xd9\x84 \xd8\xaa\xd9\x88\xd8\xb3\xd8\xb7 \xd8\xb3\xdb\x8c\xd8\xb3\xd8\xaa\xd9\x85 \xd9\x86\xd8\xb8\xd8\xa7\xd8\xb1\xd8\xaa \xd9\x85\xd8\xa7 \xd8\xb4\xd9\x86\xd8\xa7\xd8\xb3\xd8\xa7\xdb\x8c\xdb\x8c \xd8\xb4\xd8\xaf\xd9\x87 \xd8\xa7\xd8\xb3\xd8\xaa \xd9\x88 \xd8\xaa\xdb\x8c\xd9\x85 \xd9\x81\xd9\x86\xdb\x8c \xd8\xaf\xd8\xb1 \xd8\xad\xd8\xa7\xd9\x84 \xd8\xb1\xd9\x81\xd8\xb9 \xd8\xa2\xd9\x86 \xd8\xa7\xd8\xb3\xd8\xaa. \xd9\x84\xd8\xb7\xd9\x81\xd8\xa7\xd9\x8b \xda\x86\xd9\x86\xd8\xaf \xd8\xaf\xd9\x82\xdb\x8c\xd9\x82\xd9\x87 \xd8\xaf\xdb\x8c\xda\xaf\xd8\xb1 \xd8\xaf\xd9\x88\xd8\xa8\xd8\xa7\xd8\xb1\xd9\x87 \xd8\xaa\xd9\x84\xd8\xa7\xd8\xb4 \xda\xa9\xd9\x86\xdb\x8c\xd8\xaf.", 503,
                     CARRY_ON_VERDICT_TRANSIENT, NULL, NULL);
  check_family_case (4, "\xd0\x94\xd0\xbd\xd0\xb5\xd0\xb2\xd0\xbd\xd0\xb0\xd1\x82\xd0\xb0 \xd0\xb2\xd0\xb8 \xd0\xba\xd0\xb2\xd0\xbe\xd1\x82\xd0\xb0 \xd1\x89\xd0\xb5 \xd0\xb1\xd1\x8a\xd0\xb4\xd0\xb5 \xd0\xbd\xd1\x83\xd0\xbb\xd0\xb8\xd1\x80\xd0\xb0\xd0\xbd\xd0\xb0 \xd0\xb2 00:00 UTC. \xd0\x97\xd0\xb0 \xd0\xb4\xd0\xb0 \xd0\xbf\xd1\x80\xd0\xbe\xd0\xb4\xd1\x8a\xd0\xbb\xd0\xb6\xd0\xb8\xd1\x82\xd0\xb5 \xd0\xb2\xd0\xb5\xd0\xb4\xd0\xbd\xd0\xb0\xd0\xb3\xd0\xb0, \xd0\xb7\xd0\xb0\xd1\x80\xd0\xb5\xd0\xb4\xd0\xb5\xd1\x82\xd0\xb5 \xd0\xb1\xd0\xb0\xd0\xbb\xd0\xb0\xd0\xbd\xd1\x81\xd0\xb0 \xd0\xbd\xd0\xb0 \xd0\xb2\xd0\xb0\xd1\x88\xd0\xb8\xd1\x8f \xd0\xb0\xd0\xba\xd0\xb0\xd1\x83\xd0\xbd\xd1\x82.", 429,
                     CARRY_ON_VERDICT_LIMIT, NULL, NULL);
  check_family_case (5, "Vahem\xc3\xa4lu v\xc3\xb5tit ei leitud, p\xc3\xa4ring saadetakse uuesti.", 503,
                     CARRY_ON_VERDICT_TRANSIENT, NULL, NULL);
}

/* Rounds pi-pp: a conversation or a message too long in Romanian and
 * Croatian; moderation in Hungarian; a response rate limit in Romanian and
 * Slovenian and a cap on concurrent streams; bad credentials in Serbian and
 * Slovenian, an invalid key in Persian and a key required in Croatian; a
 * request body that is not JSON and a request that fails validation
 * (locale files and reports); near misses beside them */
static void
test_pi_pp_families (void)
{
  static const SourcedCase cases[] = {
    { "Conversa\xc8\x9bia este prea lung\xc4\x83, te rug\xc4\x83m s\xc4\x83 \xc8\x99tergi istoricul sau s\xc4\x83 \xc3\xaencepi o conversa\xc8\x9bie nou\xc4\x83", 0,
      CARRY_ON_VERDICT_FATAL, "context-too-long", NULL, "https://github.com/CherryHQ/cherry-studio/blob/00a0b491c7250d82217d9929ebf5940b36990513/src/renderer/src/i18n/translate/ro-ro.json" },
    { "Mesajul t\xc4\x83u e prea lung \xc5\x9fi nu poate fi procesat.  (%1 &gt; %2). \xc3\x8encearca iar cu un mesaj mai scurt", 0,
      CARRY_ON_VERDICT_FATAL, "context-too-long", NULL, "https://github.com/nomic-ai/gpt4all/blob/03f7ca44091c978eee39abbb8bcf169057ade49e/gpt4all-chat/translations/gpt4all_ro_RO.ts" },
    { "Ovaj je razgovor predug i ne mo\xc5\xbe" "e se nastaviti.\nMo\xc5\xbe" "da su dostupni drugi modeli s kojima se pomo\xc4\x87nikom Leo mo\xc5\xbe" "e odr\xc5\xbe" "avati to\xc4\x8dnost tijekom duljih razgovora.", 0,
      CARRY_ON_VERDICT_FATAL, "context-too-long", NULL, "https://github.com/brave/brave-core/blob/0e0ae4657dcd88e0b57b0587176c235f84024e4a/ios/brave-ios/Sources/AIChat/Resources/hr.lproj/BraveLeo.strings" },
    { "\xc3\x9agy t\xc5\xb1nik, a beny\xc3\xbajtott tartalmat moder\xc3\xa1" "ci\xc3\xb3s rendszer\xc3\xbcnk jel\xc3\xb6lte meg, mert nem felel meg k\xc3\xb6z\xc3\xb6ss\xc3\xa9gi ir\xc3\xa1nyelveinknek. Nem tudunk tov\xc3\xa1" "bbl\xc3\xa9pni ezzel a konkr\xc3\xa9t t\xc3\xa9m\xc3\xa1val. Ha tov\xc3\xa1" "bbi k\xc3\xa9rd\xc3\xa9sei vagy m\xc3\xa1s t\xc3\xa9m\xc3\xa1kban szeretne besz\xc3\xa9lni, k\xc3\xa9rj\xc3\xbck, szerkessze az \xc3\xbczenet\xc3\xa9t, vagy hozzon l\xc3\xa9tre \xc3\xbaj besz\xc3\xa9lget\xc3\xa9st.", 0,
      CARRY_ON_VERDICT_FATAL, "content-blocked", NULL, "https://github.com/danny-avila/LibreChat/blob/03a543012870417542881d61a903c19f04bba079/client/src/locales/hu/translation.json" },
    { "Limita ratei de r\xc4\x83spunsuri a fost atins\xc4\x83", 0,
      CARRY_ON_VERDICT_LIMIT, "rate-limit", NULL, "https://github.com/brave/brave-core/blob/0e0ae4657dcd88e0b57b0587176c235f84024e4a/ios/brave-ios/Sources/AIChat/Resources/ro.lproj/BraveLeo.strings" },
    { "Dose\xc5\xbe" "ena omejitev stopnje odziva", 0,
      CARRY_ON_VERDICT_LIMIT, "rate-limit", NULL, "https://github.com/brave/brave-core/blob/41f9d9924b226b7772163dc22d26dd38fe62545d/ios/brave-ios/Sources/AIChat/Resources/sl.lproj/BraveLeo.strings" },
    { "This account has exceeded the number of allowed streams", 0,
      CARRY_ON_VERDICT_LIMIT, "rate-limit", NULL, "https://assemblyai.com/docs/api-reference/real-time" },
    { "\xd0\x9b\xd0\xbe\xd1\x88\xd0\xb8 \xd0\xba\xd1\x80\xd0\xb5\xd0\xb4\xd0\xb5\xd0\xbd\xd1\x86\xd0\xb8\xd1\x98\xd0\xb0\xd0\xbb\xd0\xb8", 0,
      CARRY_ON_VERDICT_FATAL, "invalid-api-key", NULL, "https://github.com/nextcloud/integration_openai/blob/024b16431e346aedd537e4771c1fda9d3262831d/l10n/sr.json" },
    { "Neustrezna poverila", 0,
      CARRY_ON_VERDICT_FATAL, "invalid-api-key", NULL, "https://github.com/nextcloud/integration_openai/blob/03abac9c0b93d33a945a39086a79ee3645f70efd/l10n/sl.json" },
    { "\xda\xa9\xd9\x84\xdb\x8c\xd8\xaf API \xd9\x86\xd8\xa7\xd9\x85\xd8\xb9\xd8\xaa\xd8\xa8\xd8\xb1 \xdb\x8c\xd8\xa7 \xd8\xba\xdb\x8c\xd8\xb1\xd9\x85\xd8\xac\xd8\xa7\xd8\xb2 \xd8\xa7\xd8\xb3\xd8\xaa.", 0,
      CARRY_ON_VERDICT_FATAL, "invalid-api-key", NULL, "https://github.com/iSegaro/Translate-It/blob/a5d1fcf15e1413ec2dbecb7f95a26577e6377fd1/_locales/fa/messages.json" },
    { "Potreban je OpenAI API klju\xc4\x8d.", 0,
      CARRY_ON_VERDICT_FATAL, "credentials-missing", NULL, "https://github.com/open-webui/open-webui/blob/006f95ee595a4d1d63b705c517f1c64cf9ebc676/src/lib/i18n/locales/hr-HR/translation.json" },
    { "Error from OpenAI API:\n\nWe could not parse the JSON body of your request. (HINT: This likely means you aren't using your HTTP library correctly. The OpenAI API expects a JSON payload, but what was sent was not valid JSON. If you have trouble figuring out how to fix this, please contact us through our help center at help.openai.com.)", 0,
      CARRY_ON_VERDICT_FATAL, "invalid-request", NULL, "https://github.com/rksm/org-ai/issues/108" },
    { "Request validation failed", 0,
      CARRY_ON_VERDICT_FATAL, "invalid-request", NULL, "https://github.com/mengxi-ream/read-frog/issues/267" },
  };

  check_sourced_cases (cases, G_N_ELEMENTS (cases));
  /* a limit named beside a failed validation is still waited for; a response's body that cannot be parsed is the
   * server's, not the request's; a long answer or a conversation cut off is not a conversation too long */
  check_family_case (0, "Request validation failed: rate limit exceeded, try again in 20s", 0,
                     CARRY_ON_VERDICT_LIMIT, "rate-limit", "2026-03-10T12:00:20Z");
  check_family_case (1, "We could not parse the JSON body of the response from the upstream server", 0,
                     CARRY_ON_VERDICT_TRANSIENT, NULL, NULL);
  check_family_case (2, "Mesajul de eroare: serverul a r\xc4\x83spuns prea lung", 0,
                     CARRY_ON_VERDICT_TRANSIENT, NULL, NULL);
  check_family_case (3, "Razgovor je prekinut zbog gre\xc5\xa1ke na poslu\xc5\xbeitelju. Poku\xc5\xa1" "ajte ponovno.", 0,
                     CARRY_ON_VERDICT_TRANSIENT, NULL, NULL);
  /* the same wordings typed without diacritics or in Serbian's other script; and the review's near misses: a
   * conversation "not too long", a message that took too long, an answer too long to show, "not our moderation
   * system", an API key "not invalid" */
  check_family_case (4, "Conversatia este prea lunga, te rugam sa stergi istoricul", 0,
                     CARRY_ON_VERDICT_FATAL, "context-too-long", NULL);
  check_family_case (5, "\xd0\x9e\xd0\xb2\xd0\xb0\xd1\x98 \xd1\x80\xd0\xb0\xd0\xb7\xd0\xb3\xd0\xbe\xd0\xb2\xd0\xbe\xd1\x80 \xd1\x98\xd0\xb5 \xd0\xbf\xd1\x80\xd0\xb5\xd0\xb4\xd1\x83\xd0\xb3 \xd0\xb8 \xd0\xbd\xd0\xb5 \xd0\xbc\xd0\xbe\xd0\xb6\xd0\xb5 \xd1\x81\xd0\xb5 \xd0\xbd\xd0\xb0\xd1\x81\xd1\x82\xd0\xb0\xd0\xb2\xd0\xb8\xd1\x82\xd0\xb8", 0,
                     CARRY_ON_VERDICT_FATAL, "context-too-long", NULL);
  check_family_case (6, "Lo\xc5\xa1i kredencijali", 0,
                     CARRY_ON_VERDICT_FATAL, "invalid-api-key", NULL);
  check_family_case (7, "Conversa\xc8\x9bia nu este prea lung\xc4\x83, dar serverul nu a r\xc4\x83spuns. \xc3\x8encerca\xc8\x9bi din nou.", 0,
                     CARRY_ON_VERDICT_TRANSIENT, NULL, NULL);
  check_family_case (8, "Mesajul a durat un timp prea lung; conexiunea a expirat", 0,
                     CARRY_ON_VERDICT_TRANSIENT, NULL, NULL);
  check_family_case (9, "Razgovor prekinut: odgovor predug za prikaz", 0,
                     CARRY_ON_VERDICT_TRANSIENT, NULL, NULL);
  check_family_case (10, "A k\xc3\xa9r\xc3\xa9st nem a moder\xc3\xa1" "ci\xc3\xb3s rendszer\xc3\xbcnk jel\xc3\xb6lte meg: a szerver t\xc3\xbalterhelt, pr\xc3\xb3" "b\xc3\xa1lja \xc3\xbajra k\xc3\xa9s\xc5\x91" "bb.", 0,
                     CARRY_ON_VERDICT_TRANSIENT, "overloaded", NULL);
  check_family_case (11, "\xda\xa9\xd9\x84\xdb\x8c\xd8\xaf API \xd9\x86\xd8\xa7\xd9\x85\xd8\xb9\xd8\xaa\xd8\xa8\xd8\xb1 \xd9\x86\xdb\x8c\xd8\xb3\xd8\xaa\xd8\x9b \xd8\xb3\xd8\xb1\xd9\x88\xd8\xb1 \xd9\x85\xd9\x88\xd9\x82\xd8\xaa\xd8\xa7\xd9\x8b \xd8\xaf\xd8\xb1 \xd8\xaf\xd8\xb3\xd8\xaa\xd8\xb1\xd8\xb3 \xd9\x86\xdb\x8c\xd8\xb3\xd8\xaa. \xd9\x84\xd8\xb7\xd9\x81\xd8\xa7\xd9\x8b \xd8\xaf\xd9\x88\xd8\xa8\xd8\xa7\xd8\xb1\xd9\x87 \xd8\xaa\xd9\x84\xd8\xa7\xd8\xb4 \xda\xa9\xd9\x86\xdb\x8c\xd8\xaf.", 0,
                     CARRY_ON_VERDICT_TRANSIENT, NULL, NULL);
}

/* Rounds xh–xv: a sandbox or an MCP command the host cannot start, a
 * model with no free tier, gateway credits spent, a stream without its
 * finish_reason, a call refused as fraud, a web session behind Cloudflare's
 * check, AssemblyAI's concurrency close; near misses beside them */
static void
test_xh_xv_families (void)
{
  static const SourcedCase cases[] = {
    { "Sandbox failed to initialize.", 0,
      CARRY_ON_VERDICT_FATAL, "local-tool-failed", NULL, "https://github.com/anthropics/claude-code/issues/26095" },
    { "bwrap: execvp /bin/bash: No such file or directory", 0,
      CARRY_ON_VERDICT_FATAL, "local-tool-failed", NULL, "https://github.com/anthropics/claude-code/issues/41863" },
    { "error applying legacy Linux sandbox restrictions: Sandbox(LandlockRestrict)", 0,
      CARRY_ON_VERDICT_FATAL, "local-tool-failed", NULL, "https://github.com/openai/codex/issues/35547" },
    { "spawn npx ENOENT spawn npx ENOENT", 0,
      CARRY_ON_VERDICT_FATAL, "local-tool-failed", NULL, "https://github.com/cline/cline/issues/3358" },
    { "Gemini 2.5 Pro Preview doesn't have a free quota tier", 0,
      CARRY_ON_VERDICT_FATAL, "quota-zero", NULL, "https://blog.gitcode.com/d8a3f22b7b54b14e58bea93597f6bf69.html" },
    { "LLM token credit quota exceeded, category: MaxGatewayCredits, ...", 429,
      CARRY_ON_VERDICT_FATAL, "credits", NULL, "https://github.com/livekit/agents/pull/6012" },
    { "StreamingErrorRetryProcessor: Non-API error detected (retry 1): missing finish_reason for choice 0", 0,
      CARRY_ON_VERDICT_TRANSIENT, "stream", NULL, "https://github.com/github/copilot-cli/issues/2799" },
    { "call.start.error-fraud-check-failed", 0,
      CARRY_ON_VERDICT_FATAL, "account", NULL, "https://github.com/VapiAI/docs/blob/17ef402b9f4594e2fb30b2aef8fa605df56527ee/fern/calls/troubleshoot-call-errors.mdx" },
    { "UnauthorizedRequest  Please pass Cloudflare check", 0,
      CARRY_ON_VERDICT_FATAL, "login-expired", NULL, "https://github.com/chathub-dev/chathub/issues/499" },
    { "Unauthorized connection: Too many concurrent sessions", 0,
      CARRY_ON_VERDICT_LIMIT, "rate-limit-hit", NULL, "https://assemblyai.com/docs/faq/what-happens-if-i-reach-my-concurrency-limit" },
    { "Something went wrong during completion. Reason: Dialog messages is reduced to zero, but still has too many tokens to make completion", 0,
      CARRY_ON_VERDICT_FATAL, "context-too-long", NULL, "https://github.com/father-bot/chatgpt_telegram_bot/issues/190" },
    { "output content security inspection failed by Modelscope. - {\"code\":555,\"message\":\"output content security inspection failed by Modelscope.\"}", 0,
      CARRY_ON_VERDICT_FATAL, "content-blocked", NULL, "https://github.com/modelscope/evalscope/issues/1294" },
  };

  check_sourced_cases (cases, G_N_ELEMENTS (cases));
  /* an MCP server over HTTP that could not be reached may come back (held-out
   * xr024): only a missing command or a sandbox gives up */
  check_family_case (0, "\xe2\x9c\x96  failed to start or connect to MCP server 'httpServer' {\"timeout\":5000};\n    TypeError: fetch failed", 0,
                     /* ✖ failed to start … */
                     CARRY_ON_VERDICT_TRANSIENT, NULL, NULL);
  /* Bedrock's throttle is still a limit, with or without "too many tokens" */
  check_family_case (1, "ThrottlingException: Too many tokens, please wait before trying again.", 0,
                     CARRY_ON_VERDICT_LIMIT, NULL, NULL);
  /* a sandbox named beside an overloaded server is no sandbox failure */
  check_family_case (2, "529 Overloaded: the sandbox pool is busy, try again", 0,
                     CARRY_ON_VERDICT_TRANSIENT, NULL, NULL);
  /* a model that has a free quota tier, used up for now, is a window, not a tier without one */
  check_family_case (3, "This model does have a free quota tier, and you exceeded it for today. Please retry later.", 429,
                     CARRY_ON_VERDICT_LIMIT, NULL, NULL);
  /* the review's: a command written as its whole path, a missing lock file named beside "spawn" (no command), Node's
   * synchronous spawn */
  check_family_case (4, "Error: spawn /Users/me/.local/bin/uvx ENOENT", 0,
                     CARRY_ON_VERDICT_FATAL, "local-tool-failed", NULL);
  check_family_case (5, "Failed to spawn worker: ENOENT: no such file or directory, open '/tmp/claude-1234/lock'", 0,
                     CARRY_ON_VERDICT_TRANSIENT, NULL, NULL);
  check_family_case (6, "Error: spawnSync /bin/sh ENOENT", 0,
                     CARRY_ON_VERDICT_FATAL, "local-tool-failed", NULL);
  /* the AWS SDK's DispatchFailure of its "other" kind carries a missing credential: no row reads it as the
   * connection (the words give it up); its timeout kind is one */
  check_family_case (7, "dispatch failure (other): no providers in chain provided credentials", 0,
                     CARRY_ON_VERDICT_TRANSIENT, "default", NULL);
  check_family_case (8, "Kiro is having trouble responding right now: dispatch failure (timeout error)", 0,
                     CARRY_ON_VERDICT_TRANSIENT, "connection", NULL);
  /* a day's credit quota with its reset is a window, not LiveKit's spent credits */
  check_family_case (9, "Daily credit quota exceeded. Resets at 2026-03-11T00:00:00Z", 429,
                     CARRY_ON_VERDICT_LIMIT, NULL, "2026-03-11T00:00:00Z");
  /* Gemini's model without a free tier, with the retry delay Google sends beside it: no wait gives it one */
  check_family_case (10, "[429 Too Many Requests] Gemini 2.5 Pro Preview doesn't have a free quota tier. [{\"@type\":\"type.googleapis.com/google.rpc.RetryInfo\",\"retryDelay\":\"13s\"}]", 0,
                     CARRY_ON_VERDICT_FATAL, "quota-zero", NULL);
  check_family_case (11, "Please pass the Cloudflare check at bing.com", 0,
                     CARRY_ON_VERDICT_FATAL, "login-expired", NULL);
  check_family_case (12, "Sandbox is required but unavailable on this system", 0,
                     CARRY_ON_VERDICT_FATAL, "local-tool-failed", NULL);
  /* OpenCode Zen's AuthError type gives up whatever its "upstream" says; the word in a message is no type */
  check_family_case (13, "{\"type\":\"error\",\"error\":{\"type\":\"AuthError\",\"message\":\"Request blocked by upstream provider.\"}}", 0,
                     CARRY_ON_VERDICT_FATAL, "sdk-authentication-class", NULL);
  check_family_case (14, "{\"type\":\"error\",\"error\":{\"type\":\"UpstreamError\",\"message\":\"AuthError retried; upstream provider busy\"}}", 0,
                     CARRY_ON_VERDICT_TRANSIENT, NULL, NULL);
}

/* Rounds cl–cr (cut short when the search budget ran out): LobeHub
 * Cloud's Arabic balance and context messages; a near miss beside them */
static void
test_cl_cr_families (void)
{
  static const SourcedCase cases[] = {
    { "\xd8\xb1\xd8\xb5\xd9\x8a\xd8\xaf\xd9\x83 \xd8\xa7\xd9\x84\xd9\x85\xd8\xaa\xd8\xa8\xd9\x82\xd9\x8a \xd8\xba\xd9\x8a\xd8\xb1 \xd9\x83\xd8\xa7\xd9\x81\xd9\x8d \xd9\x84\xd9\x87\xd8\xb0\xd8\xa7 \xd8\xa7\xd9\x84\xd9\x86\xd9\x85\xd9\x88\xd8\xb0\xd8\xac. \xd9\x8a\xd8\xb1\xd8\xac\xd9\x89 \xd8\xa5\xd8\xb9\xd8\xa7\xd8\xaf\xd8\xa9 \xd8\xb4\xd8\xad\xd9\x86 \xd8\xa7\xd9\x84\xd8\xb1\xd8\xb5\xd9\x8a\xd8\xaf\xd8\x8c \xd8\xaa\xd8\xb1\xd9\x82\xd9\x8a\xd8\xa9 \xd8\xae\xd8\xb7\xd8\xaa\xd9\x83\xd8\x8c \xd8\xa3\xd9\x88 \xd8\xaa\xd8\xac\xd8\xb1\xd8\xa8\xd8\xa9 \xd9\x86\xd9\x85\xd9\x88\xd8\xb0\xd8\xac \xd8\xa3\xd9\x82\xd9\x84 \xd8\xaa\xd9\x83\xd9\x84\xd9\x81\xd8\xa9.", 0,
      CARRY_ON_VERDICT_FATAL, "credits", NULL, "https://github.com/find-xposed-magisk/lobe-chat/blob/0e6d1a759d56e359e3a14634bf6b70316e7749b9/locales/ar/error.json" },
    { "\xd8\xa7\xd9\x84\xd9\x85\xd8\xad\xd8\xa7\xd8\xaf\xd8\xab\xd8\xa9 \xd8\xb7\xd9\x88\xd9\x8a\xd9\x84\xd8\xa9 \xd8\xac\xd8\xaf\xd9\x8b\xd8\xa7 \xd9\x84\xd9\x85\xd8\xb9\xd8\xa7\xd9\x84\xd8\xac\xd8\xaa\xd9\x87\xd8\xa7. \xd9\x8a\xd8\xb1\xd8\xac\xd9\x89 \xd8\xaa\xd8\xb9\xd8\xaf\xd9\x8a\xd9\x84 \xd8\xb1\xd8\xb3\xd8\xa7\xd9\x84\xd8\xaa\xd9\x83 \xd8\xa7\xd9\x84\xd8\xa3\xd8\xae\xd9\x8a\xd8\xb1\xd8\xa9 \xd9\x84\xd8\xaa\xd9\x82\xd9\x84\xd9\x8a\xd9\x84 \xd8\xa7\xd9\x84\xd8\xa5\xd8\xaf\xd8\xae\xd8\xa7\xd9\x84 \xd8\xa3\xd9\x88 \xd8\xad\xd8\xb0\xd9\x81 \xd8\xa8\xd8\xb9\xd8\xb6 \xd8\xa7\xd9\x84\xd8\xb1\xd8\xb3\xd8\xa7\xd8\xa6\xd9\x84 \xd9\x88\xd8\xa7\xd9\x84\xd9\x85\xd8\xad\xd8\xa7\xd9\x88\xd9\x84\xd8\xa9 \xd9\x85\xd8\xb1\xd8\xa9 \xd8\xa3\xd8\xae\xd8\xb1\xd9\x89.", 0,
      CARRY_ON_VERDICT_FATAL, "context-too-long", NULL, "https://github.com/find-xposed-magisk/lobe-chat/blob/0e6d1a759d56e359e3a14634bf6b70316e7749b9/locales/ar/error.json" },
  };

  check_sourced_cases (cases, G_N_ELEMENTS (cases));
  /* Codex's thread store behind a file another process holds for now: the
   * reason decides, so no row gives the thread store up (a review's
   * finding) */
  check_family_case (0, "failed to read thread: thread-store internal error: failed to read thread C:\\Users\\me\\.codex\\sessions\\rollout-x.jsonl: The process cannot access the file because it is being used by another process. (os error 32)", 0,
                     CARRY_ON_VERDICT_TRANSIENT, NULL, NULL);
}

/* Rounds ce–ck: LobeHub's Gemini block reasons in other languages (safety,
 * personal information, recitation, prohibited material, an unsupported
 * language), OpenHands' status strings (credits, a provider down), Hermes
 * Agent's empty content, and the older texts the relearnt table turned that a phrase
 * keeps; near misses beside them */
static void
test_ce_ck_families (void)
{
  static const SourcedCase cases[] = {
    { "Der Inhalt k\xc3\xb6nnte sensible pers\xc3\xb6nliche Informationen (SPII) enthalten. Bitte entfernen Sie sensible Details und versuchen Sie es erneut.", 0,
      CARRY_ON_VERDICT_FATAL, "content-blocked", NULL, "https://github.com/find-xposed-magisk/lobe-chat/blob/09e6f02e4561dd86fb8e143debec3de9b1bc25c1/locales/de-DE/error.json" },
    { "Der Inhalt wurde aus Sicherheitsgr\xc3\xbcnden blockiert. Bitte passen Sie ihn an und versuchen Sie es erneut.", 0,
      CARRY_ON_VERDICT_FATAL, "content-blocked", NULL, "https://github.com/find-xposed-magisk/lobe-chat/blob/09e6f02e4561dd86fb8e143debec3de9b1bc25c1/locales/de-DE/error.json" },
    { "El contenido fue bloqueado debido al riesgo de recitaci\xc3\xb3n. Por favor, utiliza un lenguaje m\xc3\xa1s original y vuelve a intentarlo.", 0,
      CARRY_ON_VERDICT_FATAL, "content-blocked", NULL, "https://github.com/find-xposed-magisk/lobe-chat/blob/0e6d1a759d56e359e3a14634bf6b70316e7749b9/locales/es-ES/error.json" },
    { "\xd0\xa1\xd0\xbe\xd0\xb4\xd0\xb5\xd1\x80\xd0\xb6\xd0\xb8\xd0\xbc\xd0\xbe\xd0\xb5 \xd0\xb1\xd1\x8b\xd0\xbb\xd0\xbe \xd0\xb7\xd0\xb0\xd0\xb1\xd0\xbb\xd0\xbe\xd0\xba\xd0\xb8\xd1\x80\xd0\xbe\xd0\xb2\xd0\xb0\xd0\xbd\xd0\xbe \xd0\xbf\xd0\xbe \xd0\xbd\xd0\xb5\xd0\xb8\xd0\xb7\xd0\xb2\xd0\xb5\xd1\x81\xd1\x82\xd0\xbd\xd0\xbe\xd0\xb9 \xd0\xbf\xd1\x80\xd0\xb8\xd1\x87\xd0\xb8\xd0\xbd\xd0\xb5. \xd0\x9f\xd0\xbe\xd0\xb6\xd0\xb0\xd0\xbb\xd1\x83\xd0\xb9\xd1\x81\xd1\x82\xd0\xb0, \xd0\xbf\xd0\xb5\xd1\x80\xd0\xb5\xd1\x84\xd0\xbe\xd1\x80\xd0\xbc\xd1\x83\xd0\xbb\xd0\xb8\xd1\x80\xd1\x83\xd0\xb9\xd1\x82\xd0\xb5 \xd0\xb8 \xd0\xbf\xd0\xbe\xd0\xbf\xd1\x80\xd0\xbe\xd0\xb1\xd1\x83\xd0\xb9\xd1\x82\xd0\xb5 \xd1\x81\xd0\xbd\xd0\xbe\xd0\xb2\xd0\xb0.", 0,
      CARRY_ON_VERDICT_FATAL, "content-blocked", NULL, "https://github.com/find-xposed-magisk/lobe-chat/blob/0fd3814ca33a19e770de4b7682c9752d08f50595/locales/ru-RU/error.json" },
    { "\xd0\xa1\xd0\xbe\xd0\xb4\xd0\xb5\xd1\x80\xd0\xb6\xd0\xb8\xd0\xbc\xd0\xbe\xd0\xb5 \xd0\xb1\xd1\x8b\xd0\xbb\xd0\xbe \xd0\xb7\xd0\xb0\xd0\xb1\xd0\xbb\xd0\xbe\xd0\xba\xd0\xb8\xd1\x80\xd0\xbe\xd0\xb2\xd0\xb0\xd0\xbd\xd0\xbe \xd0\xbf\xd0\xbe \xd1\x81\xd0\xbe\xd0\xbe\xd0\xb1\xd1\x80\xd0\xb0\xd0\xb6\xd0\xb5\xd0\xbd\xd0\xb8\xd1\x8f\xd0\xbc \xd0\xb1\xd0\xb5\xd0\xb7\xd0\xbe\xd0\xbf\xd0\xb0\xd1\x81\xd0\xbd\xd0\xbe\xd1\x81\xd1\x82\xd0\xb8. \xd0\x9f\xd0\xbe\xd0\xb6\xd0\xb0\xd0\xbb\xd1\x83\xd0\xb9\xd1\x81\xd1\x82\xd0\xb0, \xd0\xbe\xd1\x82\xd1\x80\xd0\xb5\xd0\xb4\xd0\xb0\xd0\xba\xd1\x82\xd0\xb8\xd1\x80\xd1\x83\xd0\xb9\xd1\x82\xd0\xb5 \xd0\xb5\xd0\xb3\xd0\xbe \xd0\xb8 \xd0\xbf\xd0\xbe\xd0\xbf\xd1\x80\xd0\xbe\xd0\xb1\xd1\x83\xd0\xb9\xd1\x82\xd0\xb5 \xd1\x81\xd0\xbd\xd0\xbe\xd0\xb2\xd0\xb0.", 0,
      CARRY_ON_VERDICT_FATAL, "content-blocked", NULL, "https://github.com/find-xposed-magisk/lobe-chat/blob/0fd3814ca33a19e770de4b7682c9752d08f50595/locales/ru-RU/error.json" },
    { "O conte\xc3\xba" "do pode conter material proibido. Por favor, ajuste e tente novamente.", 0,
      CARRY_ON_VERDICT_FATAL, "content-blocked", NULL, "https://github.com/find-xposed-magisk/lobe-chat/blob/09e6f02e4561dd86fb8e143debec3de9b1bc25c1/locales/pt-BR/error.json" },
    { "\xe8\xa6\x81\xe6\xb1\x82\xe3\x81\x95\xe3\x82\x8c\xe3\x81\x9f\xe8\xa8\x80\xe8\xaa\x9e\xe3\x81\xaf\xe3\x82\xb5\xe3\x83\x9d\xe3\x83\xbc\xe3\x83\x88\xe3\x81\x95\xe3\x82\x8c\xe3\x81\xa6\xe3\x81\x84\xe3\x81\xbe\xe3\x81\x9b\xe3\x82\x93\xe3\x80\x82\xe3\x82\xb5\xe3\x83\x9d\xe3\x83\xbc\xe3\x83\x88\xe3\x81\x95\xe3\x82\x8c\xe3\x81\xa6\xe3\x81\x84\xe3\x82\x8b\xe8\xa8\x80\xe8\xaa\x9e\xe3\x81\xa7\xe5\x86\x8d\xe8\xa9\xa6\xe8\xa1\x8c\xe3\x81\x97\xe3\x81\xa6\xe3\x81\x8f\xe3\x81\xa0\xe3\x81\x95\xe3\x81\x84\xe3\x80\x82", 0,
      CARRY_ON_VERDICT_FATAL, "model-unsupported", NULL, "https://github.com/find-xposed-magisk/lobe-chat/blob/09e6f02e4561dd86fb8e143debec3de9b1bc25c1/locales/ja-JP/error.json" },
    { "Die angeforderte Sprache wird nicht unterst\xc3\xbctzt. Bitte versuchen Sie es in einer unterst\xc3\xbctzten Sprache erneut.", 0,
      CARRY_ON_VERDICT_FATAL, "model-unsupported", NULL, "https://github.com/find-xposed-magisk/lobe-chat/blob/09e6f02e4561dd86fb8e143debec3de9b1bc25c1/locales/de-DE/error.json" },
    { "Kulland\xc4\xb1\xc4\x9f\xc4\xb1n\xc4\xb1z dil \xc5\x9fu anda desteklenmiyor. L\xc3\xbctfen \xc4\xb0ngilizce veya desteklenen di\xc4\x9f" "er dillerden birini kullanarak tekrar sorun.", 0,
      CARRY_ON_VERDICT_FATAL, "model-unsupported", NULL, "https://github.com/thaohienhomes/lobe-chat/blob/4b9fedb81f9cd15b47d472ce363aff78e33f1fb3/locales/tr-TR/error.json" },
    { "\xe6\x82\xa8\xe7\x9a\x84OpenHands\xe7\x82\xb9\xe6\x95\xb0\xe5\xb7\xb2\xe7\x94\xa8\xe5\xae\x8c\xe3\x80\x82<a>\xe6\xb7\xbb\xe5\x8a\xa0\xe8\xb5\x84\xe9\x87\x91</a>", 0,
      CARRY_ON_VERDICT_FATAL, "credits", NULL, "https://github.com/MkDev11/OpenHands/blob/061782eaf7a0f4de3a33d2531a6f899c1966e3c8/frontend/src/i18n/translation.json" },
    { "LLM \xea\xb3\xb5\xea\xb8\x89\xec\x9e\x90\xea\xb0\x80 \xed\x98\x84\xec\x9e\xac \xec\x82\xac\xec\x9a\xa9 \xeb\xb6\x88\xea\xb0\x80\xeb\x8a\xa5\xed\x95\xa9\xeb\x8b\x88\xeb\x8b\xa4", 0,
      CARRY_ON_VERDICT_TRANSIENT, "unavailable", NULL, "https://github.com/MkDev11/OpenHands/blob/061782eaf7a0f4de3a33d2531a6f899c1966e3c8/frontend/src/i18n/translation.json" },
    { "Invalid API response (retry 1/3): response.content invalid (not a non-empty list) | Provider: model=claude-fable-5\nInvalid API response (retry 2/3): response.content invalid (not a non-empty list) | Provider: model=claude-fable-5\nInvalid API response after 3 retries.", 0,
      CARRY_ON_VERDICT_TRANSIENT, "empty-response", NULL, "https://github.com/NousResearch/hermes-agent/issues/73777" },
    { "AI \xe0\xa4\xaa\xe0\xa5\x8d\xe0\xa4\xb0\xe0\xa4\xa6\xe0\xa4\xbe\xe0\xa4\xa4\xe0\xa4\xbe \xe0\xa4\x95\xe0\xa5\x89\xe0\xa4\xa8\xe0\xa5\x8d\xe0\xa4\xab\xe0\xa4\xbf\xe0\xa4\x97\xe0\xa4\xb0 \xe0\xa4\x95\xe0\xa5\x87\xe0\xa4\xb2\xe0\xa5\x87\xe0\xa4\xb2\xe0\xa4\xbe \xe0\xa4\xa8\xe0\xa4\xbe\xe0\xa4\xb9\xe0\xa5\x80. \xe0\xa4\xaa\xe0\xa5\x8d\xe0\xa4\xb0\xe0\xa4\xa5\xe0\xa4\xae AI \xe0\xa4\xaa\xe0\xa5\x8d\xe0\xa4\xb0\xe0\xa4\xa6\xe0\xa4\xbe\xe0\xa4\xa4\xe0\xa4\xbe \xe0\xa4\xac\xe0\xa5\x89\xe0\xa4\xa8\xe0\xa5\x8d\xe0\xa4\xa1 \xe0\xa4\x95\xe0\xa4\xb0\xe0\xa4\xbe.", 0,
      CARRY_ON_VERDICT_FATAL, "endpoint-unset", NULL, "https://github.com/molecule-dev/molecule/blob/f5f6d5ec1938d249c3646fc660d20a94c5e9cd1c/packages/api/locales/ai/src/mr.ts" },
    { "\xec\x9e\x98\xeb\xaa\xbb\xeb\x90\x9c \xec\x9a\x94\xec\xb2\xad \xeb\xa7\xa4\xea\xb0\x9c\xeb\xb3\x80\xec\x88\x98\xea\xb0\x80 \xea\xb0\x90\xec\xa7\x80\xeb\x90\x98\xec\x97\x88\xec\x8a\xb5\xeb\x8b\x88\xeb\x8b\xa4. \xeb\x82\x98\xec\xa4\x91\xec\x97\x90 \xeb\x8b\xa4\xec\x8b\x9c \xec\x8b\x9c\xeb\x8f\x84\xed\x95\x98\xec\x84\xb8\xec\x9a\x94. \xec\xa7\x80\xec\x86\x8d\xec\xa0\x81\xec\x9d\xb8 \xec\x8b\xa4\xed\x8c\xa8\xeb\x8a\x94 \xec\x98\xa4\xeb\x9e\x98\xeb\x90\x9c \xec\x86\x8c\xed\x94\x84\xed\x8a\xb8\xec\x9b\xa8\xec\x96\xb4 \xeb\xb2\x84\xec\xa0\x84\xec\x9d\x84 \xeb\x82\x98\xed\x83\x80\xeb\x82\xbc \xec\x88\x98 \xec\x9e\x88\xec\x8a\xb5\xeb\x8b\x88\xeb\x8b\xa4. \xec\xb5\x9c\xec\x8b\xa0 \xec\x84\xb1\xeb\x8a\xa5 \xed\x96\xa5\xec\x83\x81 \xeb\xb0\x8f \xea\xb8\xb0\xeb\x8a\xa5\xec\x97\x90 \xec\x95\xa1\xec\x84\xb8\xec\x8a\xa4\xed\x95\x98\xeb\xa0\xa4\xeb\xa9\xb4 \xec\x97\x85\xea\xb7\xb8\xeb\xa0\x88\xec\x9d\xb4\xeb\x93\x9c\xeb\xa5\xbc \xea\xb3\xa0\xeb\xa0\xa4\xed\x95\x98\xec\x84\xb8\xec\x9a\x94.", 0,
      CARRY_ON_VERDICT_FATAL, "invalid-request", NULL, "https://github.com/Bin-Huang/chatbox/blob/c5985e8ae170bedc4768ed4a66c9762165209955/src/renderer/i18n/locales/ko/translation.json" },
  };

  check_sourced_cases (cases, G_N_ELEMENTS (cases));
  /* the review's: Russian "content was blocked" alone heads a rate
   * limiter's block too */
  check_family_case (0, "\xd0\xa1\xd0\xbe\xd0\xb4\xd0\xb5\xd1\x80\xd0\xb6\xd0\xb8\xd0\xbc\xd0\xbe\xd0\xb5 \xd0\xb1\xd1\x8b\xd0\xbb\xd0\xbe \xd0\xb7\xd0\xb0\xd0\xb1\xd0\xbb\xd0\xbe\xd0\xba\xd0\xb8\xd1\x80\xd0\xbe\xd0\xb2\xd0\xb0\xd0\xbd\xd0\xbe: too many requests, retry in 30 seconds", 429,
                     CARRY_ON_VERDICT_LIMIT, NULL, NULL);
  /* content blocked for a while by a rate limiter is no policy block */
  check_family_case (1, "\xd0\x97\xd0\xb0\xd0\xbf\xd1\x80\xd0\xbe\xd1\x81 \xd0\xb2\xd1\x80\xd0\xb5\xd0\xbc\xd0\xb5\xd0\xbd\xd0\xbd\xd0\xbe \xd0\xb7\xd0\xb0\xd0\xb1\xd0\xbb\xd0\xbe\xd0\xba\xd0\xb8\xd1\x80\xd0\xbe\xd0\xb2\xd0\xb0\xd0\xbd: rate limit exceeded, retry in 30 seconds", 429,
                     CARRY_ON_VERDICT_LIMIT, NULL, NULL);
}

/* Rounds bx–cd: Chatbox's storage full and Agent Mode in other languages,
 * a mode the model does not offer (streaming, tool use while streaming),
 * Kimi Code's blocked URL, Gemini CLI's safety stop, a proxy without its
 * host, credits used up and balances in Chinese, Korean and Indonesian, Cherry Studio's
 * Korean key and Arabic retired model, and the older texts the relearnt
 * table turned that a phrase keeps; near misses beside them */
static void
test_bx_cd_families (void)
{
  static const SourcedCase cases[] = {
    { "\xd0\xa5\xd1\x80\xd0\xb0\xd0\xbd\xd0\xb8\xd0\xbb\xd0\xb8\xd1\x89\xd0\xb5 \xd0\xb7\xd0\xb0\xd0\xbf\xd0\xbe\xd0\xbb\xd0\xbd\xd0\xb5\xd0\xbd\xd0\xbe. \xd0\xa3\xd0\xb4\xd0\xb0\xd0\xbb\xd0\xb8\xd1\x82\xd0\xb5 \xd1\x81\xd1\x82\xd0\xb0\xd1\x80\xd1\x8b\xd0\xb5 \xd0\xb4\xd0\xb8\xd0\xb0\xd0\xbb\xd0\xbe\xd0\xb3\xd0\xb8 \xd0\xb8\xd0\xbb\xd0\xb8 \xd0\xb1\xd0\xbe\xd0\xbb\xd1\x8c\xd1\x88\xd0\xb8\xd0\xb5 \xd0\xb2\xd0\xbb\xd0\xbe\xd0\xb6\xd0\xb5\xd0\xbd\xd0\xb8\xd1\x8f \xd0\xbb\xd0\xb8\xd0\xb1\xd0\xbe \xd0\xbe\xd1\x81\xd0\xb2\xd0\xbe\xd0\xb1\xd0\xbe\xd0\xb4\xd0\xb8\xd1\x82\xd0\xb5 \xd0\xbc\xd0\xb5\xd1\x81\xd1\x82\xd0\xbe \xd0\xbd\xd0\xb0 \xd1\x83\xd1\x81\xd1\x82\xd1\x80\xd0\xbe\xd0\xb9\xd1\x81\xd1\x82\xd0\xb2\xd0\xb5, \xd0\xb7\xd0\xb0\xd1\x82\xd0\xb5\xd0\xbc \xd0\xbf\xd0\xbe\xd0\xb2\xd1\x82\xd0\xbe\xd1\x80\xd0\xb8\xd1\x82\xd0\xb5 \xd0\xbf\xd0\xbe\xd0\xbf\xd1\x8b\xd1\x82\xd0\xba\xd1\x83.", 0,
      CARRY_ON_VERDICT_FATAL, "storage-full", NULL, "https://github.com/chatboxai/chatbox/blob/1a356ba83ec061cae895f4b8d61c780244e78a44/src/renderer/i18n/locales/ru/translation.json" },
    { "\xe3\x82\xb9\xe3\x83\x88\xe3\x83\xac\xe3\x83\xbc\xe3\x82\xb8\xe3\x81\x8c\xe3\x81\x84\xe3\x81\xa3\xe3\x81\xb1\xe3\x81\x84\xe3\x81\xa7\xe3\x81\x99\xe3\x80\x82\xe5\x8f\xa4\xe3\x81\x84\xe4\xbc\x9a\xe8\xa9\xb1\xe3\x82\x84\xe5\xa4\xa7\xe3\x81\x8d\xe3\x81\xaa\xe6\xb7\xbb\xe4\xbb\x98\xe3\x83\x95\xe3\x82\xa1\xe3\x82\xa4\xe3\x83\xab\xe3\x82\x92\xe5\x89\x8a\xe9\x99\xa4\xe3\x81\x99\xe3\x82\x8b\xe3\x81\x8b\xe3\x80\x81\xe3\x83\x87\xe3\x83\x90\xe3\x82\xa4\xe3\x82\xb9\xe3\x81\xae\xe7\xa9\xba\xe3\x81\x8d\xe5\xae\xb9\xe9\x87\x8f\xe3\x82\x92\xe7\xa2\xba\xe4\xbf\x9d\xe3\x81\x97\xe3\x81\xa6\xe3\x81\x8b\xe3\x82\x89\xe3\x80\x81\xe3\x82\x82\xe3\x81\x86\xe4\xb8\x80\xe5\xba\xa6\xe3\x81\x8a\xe8\xa9\xa6\xe3\x81\x97\xe3\x81\x8f\xe3\x81\xa0\xe3\x81\x95\xe3\x81\x84\xe3\x80\x82", 0,
      CARRY_ON_VERDICT_FATAL, "storage-full", NULL, "https://github.com/chatboxai/chatbox/blob/1a356ba83ec061cae895f4b8d61c780244e78a44/src/renderer/i18n/locales/ja/translation.json" },
    { "\xe5\xad\x98\xe5\x82\xa8\xe7\xa9\xba\xe9\x97\xb4\xe5\xb7\xb2\xe6\xbb\xa1\xe3\x80\x82\xe8\xaf\xb7\xe5\x88\xa0\xe9\x99\xa4\xe4\xb8\x80\xe4\xba\x9b\xe6\x97\xa7\xe5\xaf\xb9\xe8\xaf\x9d\xe6\x88\x96\xe5\xa4\xa7\xe9\x99\x84\xe4\xbb\xb6\xef\xbc\x8c\xe6\x88\x96\xe6\xb8\x85\xe7\x90\x86\xe8\xae\xbe\xe5\xa4\x87\xe7\xa9\xba\xe9\x97\xb4\xe5\x90\x8e\xe9\x87\x8d\xe8\xaf\x95\xe3\x80\x82", 0,
      CARRY_ON_VERDICT_FATAL, "storage-full", NULL, "https://github.com/chatboxai/chatbox/blob/0047c20e7059cb4d0b1278970ccc2a9c4f89e9df/src/renderer/i18n/locales/zh-Hans/translation.json" },
    { "Este modelo no es compatible con el Modo Agente", 0,
      CARRY_ON_VERDICT_FATAL, "model-unsupported", NULL, "https://github.com/chatboxai/chatbox/blob/1a356ba83ec061cae895f4b8d61c780244e78a44/src/renderer/i18n/locales/es/translation.json" },
    { "\xd0\xad\xd1\x82\xd0\xb0 \xd0\xbc\xd0\xbe\xd0\xb4\xd0\xb5\xd0\xbb\xd1\x8c \xd0\xbd\xd0\xb5 \xd0\xbf\xd0\xbe\xd0\xb4\xd0\xb4\xd0\xb5\xd1\x80\xd0\xb6\xd0\xb8\xd0\xb2\xd0\xb0\xd0\xb5\xd1\x82 \xd1\x80\xd0\xb5\xd0\xb6\xd0\xb8\xd0\xbc \xd0\xb0\xd0\xb3\xd0\xb5\xd0\xbd\xd1\x82\xd0\xb0", 0,
      CARRY_ON_VERDICT_FATAL, "model-unsupported", NULL, "https://github.com/chatboxai/chatbox/blob/1a356ba83ec061cae895f4b8d61c780244e78a44/src/renderer/i18n/locales/ru/translation.json" },
    { "LibreChat  | 2025-08-06 07:49:44 error: [api/server/controllers/agents/client.js #sendCompletion] Operation aborted The model is unsupported for streaming.", 0,
      CARRY_ON_VERDICT_FATAL, "model-unsupported", NULL, "https://github.com/danny-avila/LibreChat/issues/8877" },
    { "bifrost request failed: 500 Internal Server Error \"This model doesn't support tool use in streaming mode.\\n\"", 500,
      CARRY_ON_VERDICT_FATAL, "model-unsupported", NULL, "https://github.com/obot-platform/obot/issues/6740" },
    { "url-to-text request failed: 500 url is in blacklist", 500,
      CARRY_ON_VERDICT_FATAL, "content-blocked", NULL, "https://www.kimi.com/code/docs/en/kimi-code/error-reference.html" },
    { "\xe2\x9a\xa0\xef\xb8\x8f  Response stopped due to safety reasons.", 0,
      CARRY_ON_VERDICT_FATAL, "content-blocked", NULL, "https://github.com/google-gemini/gemini-cli/blob/004faa7cbaf02931545aafc2b361b2b0d91a792e/packages/cli/src/ui/hooks/useGeminiStream.ts" },
    { "[TOKEN_REFRESH] Network error refreshing Codex token: [ProxyDispatcher] Context proxy host is required", 0,
      CARRY_ON_VERDICT_FATAL, "endpoint-unset", NULL, "https://github.com/diegosouzapw/OmniRoute/issues/1187" },
    { "\xe5\xaf\x86\xe9\x92\xa5\xe7\xa7\xaf\xe5\x88\x86\xe9\xa2\x9d\xe5\xba\xa6\xe5\xb7\xb2\xe7\x94\xa8\xe5\xb0\xbd\xef\xbc\x88\xe5\xb7\xb2\xe7\x94\xa8 60 / \xe4\xb8\x8a\xe9\x99\x90 50\xef\xbc\x89", 429,
      CARRY_ON_VERDICT_FATAL, "subscription-used-up", NULL, "https://github.com/ithtelab/workbuddy-manager/issues/27" },
    { "<provider>{{provider}}</provider>\xeb\xa1\x9c \xec\x9d\xb4\xeb\x8f\x99\xed\x95\x98\xec\x97\xac \xec\xb6\xa9\xec\xa0\x84\xed\x95\x98\xec\x84\xb8\xec\x9a\x94.", 0,
      CARRY_ON_VERDICT_FATAL, "credits", NULL, "https://github.com/CherryHQ/cherry-studio/blob/0a8822dd15fbbb88e633fd461d1cfed0fa50ca79/src/renderer/src/i18n/translate/ko-kr.json" },
    { "\xeb\xac\xb4\xed\x9a\xa8\xed\x95\x9c API \xed\x82\xa4\xec\x9e\x85\xeb\x8b\x88\xeb\x8b\xa4", 0,
      CARRY_ON_VERDICT_FATAL, "invalid-api-key", NULL, "https://github.com/CherryHQ/cherry-studio/blob/b47dfb7aa4e68c6c2d3997acc345ca165e06c997/src/renderer/src/i18n/locales/ko-kr.json" },
    { "\xd8\xaa\xd9\x85 \xd8\xa5\xd9\x8a\xd9\x82\xd8\xa7\xd9\x81 \xd9\x87\xd8\xb0\xd8\xa7 \xd8\xa7\xd9\x84\xd9\x86\xd9\x85\xd9\x88\xd8\xb0\xd8\xac\xd8\x8c \xd9\x8a\xd8\xb1\xd8\xac\xd9\x89 \xd8\xa7\xd9\x84\xd8\xaa\xd8\xa8\xd8\xaf\xd9\x8a\xd9\x84 \xd8\xa5\xd9\x84\xd9\x89 \xd9\x86\xd9\x85\xd9\x88\xd8\xb0\xd8\xac \xd8\xa2\xd8\xae\xd8\xb1", 0,
      CARRY_ON_VERDICT_FATAL, "model-not-found", NULL, "https://github.com/CherryHQ/cherry-studio/blob/4cb99fba1d1eec470494e834e447c575e94e9f05/src/renderer/src/i18n/locales/ar-ye.json" },
    { "AI \xed\x81\xac\xeb\xa0\x88\xeb\x94\xa7\xec\x9d\xb4 \xec\x86\x8c\xec\xa7\x84\xeb\x90\x98\xec\x97\x88\xec\x8a\xb5\xeb\x8b\x88\xeb\x8b\xa4. \xed\x94\x8c\xeb\x9e\x9c\xec\x9d\x84 \xec\x97\x85\xea\xb7\xb8\xeb\xa0\x88\xec\x9d\xb4\xeb\x93\x9c\xed\x95\x98\xea\xb1\xb0\xeb\x82\x98 API \xed\x82\xa4\xeb\xa5\xbc \xec\xb6\x94\xea\xb0\x80\xed\x95\x98\xec\x84\xb8\xec\x9a\x94.", 0,
      CARRY_ON_VERDICT_FATAL, "subscription-used-up", NULL, "https://github.com/langgenius/dify/blob/0024a845f7098d0bdf0878fd1a2db5c870f8d3f0/web/i18n/ko-KR/common.json" },
    { "\xec\xa3\x84\xec\x86\xa1\xed\x95\xa9\xeb\x8b\x88\xeb\x8b\xa4. \xed\x95\xb4\xeb\x8b\xb9 \xed\x82\xa4\xec\x9d\x98 \xed\x95\xa0\xeb\x8b\xb9\xeb\x9f\x89\xec\x9d\xb4 \xec\xb4\x88\xea\xb3\xbc\xeb\x90\x98\xec\x97\x88\xec\x8a\xb5\xeb\x8b\x88\xeb\x8b\xa4. \xea\xb3\x84\xec\xa2\x8c \xec\x9e\x94\xec\x95\xa1\xec\x9d\xb4 \xec\xb6\xa9\xeb\xb6\x84\xed\x95\x9c\xec\xa7\x80 \xed\x99\x95\xec\x9d\xb8\xed\x95\x98\xea\xb1\xb0\xeb\x82\x98 \xed\x82\xa4 \xed\x95\xa0\xeb\x8b\xb9\xeb\x9f\x89\xec\x9d\x84 \xeb\x8a\x98\xeb\xa6\xb0 \xed\x9b\x84 \xeb\x8b\xa4\xec\x8b\x9c \xec\x8b\x9c\xeb\x8f\x84\xed\x95\xb4 \xec\xa3\xbc\xec\x8b\xad\xec\x8b\x9c\xec\x98\xa4.", 0,
      CARRY_ON_VERDICT_FATAL, "credits", NULL, "https://github.com/sijinhui/lobe-chat/blob/780461399364b3a9cdb1196c38169c1df8feac7d/locales/ko-KR/error.json" },
    { "Error: Your function was stopped as it did not return an initial response within 25s", 0,
      CARRY_ON_VERDICT_TRANSIENT, "timeout", NULL, "https://github.com/jorge-menjivar/unsaged/issues/63" },
    { "{\n  \"error\": {\n    \"timestamp\": \"2026-01-08T01:15:49.463Z\",\n    \"version\": \"3.37.1\",\n    \"provider\": \"bedrock\",\n    \"model\": \"anthropic.claude-opus-4-5-20251101-v1:0\",\n    \"details\": \"Unknown Error: Request aborted\"\n  }", 0,
      CARRY_ON_VERDICT_TRANSIENT, "connection", NULL, "https://github.com/RooCodeInc/Roo-Code/issues/10532" },
  };

  check_sourced_cases (cases, G_N_ELEMENTS (cases));
  /* a disk that is full is not Chatbox's storage message: ENOSPC may free */
  check_family_case (0, "ENOSPC: no space left on device, write", 0,
                     CARRY_ON_VERDICT_TRANSIENT, NULL, NULL);
  /* "Response stopped due to" another reason is not the safety stop */
  check_family_case (1, "\xe2\x9a\xa0  Response stopped due to malformed function call.", 0,
                     CARRY_ON_VERDICT_TRANSIENT, NULL, NULL);
  /* the review's: a key's credit cap with its reset waits for it; a blocked
   * URL for a while is no give-up */
  check_family_case (2, "\xe4\xbb\x8a\xe6\x97\xa5\xe5\xaf\x86\xe9\x92\xa5\xe7\xa7\xaf\xe5\x88\x86\xe9\xa2\x9d\xe5\xba\xa6\xe5\xb7\xb2\xe7\x94\xa8\xe5\xb0\xbd. Resets at 10:00 UTC", 429,
                     CARRY_ON_VERDICT_LIMIT, "subscription-used-up", "2026-03-11T10:00:00Z");
  check_family_case (3, "FetchURL failed: 429 Too Many Requests. url is in blacklist for 60 seconds", 0,
                     CARRY_ON_VERDICT_LIMIT, NULL, NULL);
}

/* Rounds bp–bw: Chatbox's, Cherry Studio's and LobeHub's strings in more
 * languages (input a model does not take, content not allowed, a retired
 * model, no provider, credentials, reward points, a send throttle), Kimi
 * Code's image moderation, a native binary that will not launch, a
 * corrupted session file, node-fetch's transport error, a pool cooling
 * down, and the older texts the relearnt table turned that a phrase keeps;
 * near misses beside them */
static void
test_bp_bw_families (void)
{
  static const SourcedCase cases[] = {
    { "I formati immagine avanzati non sono supportati. Si prega di convertire in JPG o PNG.", 0,
      CARRY_ON_VERDICT_FATAL, "model-unsupported", NULL, "https://github.com/chatboxai/chatbox/blob/1a356ba83ec061cae895f4b8d61c780244e78a44/src/renderer/i18n/locales/it-IT/translation.json" },
    { "Beklager, den gjeldende {{model}}-API-en st\xc3\xb8tter ikke bildeforst\xc3\xa5" "else. Hvis du trenger \xc3\xa5 sende bilder, vennligst bytt til en annen modell eller bruk de anbefalte <OpenMorePlanButton>Chatbox AI-modellene</OpenMorePlanButton>.", 0,
      CARRY_ON_VERDICT_FATAL, "model-unsupported", NULL, "https://github.com/chatboxai/chatbox/blob/1a356ba83ec061cae895f4b8d61c780244e78a44/src/renderer/i18n/locales/nb-NO/translation.json" },
    { "{{model}}-API-en st\xc3\xb8tter ikke sending av filer. P\xc3\xa5 grunn av kompleksiteten ved lokal filparsing, behandler Chatbox kun tekstbaserte filer (inkludert kode).", 0,
      CARRY_ON_VERDICT_FATAL, "model-unsupported", NULL, "https://github.com/chatboxai/chatbox/blob/1a356ba83ec061cae895f4b8d61c780244e78a44/src/renderer/i18n/locales/nb-NO/translation.json" },
    { "{{model}} Modeli i\xc3\xa7in g\xc3\xb6rsel yetene\xc4\x9fi etkin de\xc4\x9fil. L\xc3\xbctfen etkinle\xc5\x9ftirin veya <OpenSettingButton>Ayarlar</OpenSettingButton>'da varsay\xc4\xb1lan bir OCR modeli belirleyin", 0,
      CARRY_ON_VERDICT_FATAL, "model-unsupported", NULL, "https://github.com/chatboxai/chatbox/blob/11399548c006cd064e7d48b579e96f4397f6e259/src/renderer/i18n/locales/tr/translation.json" },
    { "\xe9\xbb\x9e\xe6\x95\xb8\xe5\xb7\xb2\xe7\x94\xa8\xe5\xae\x8c\xef\xbc\x8c\xe5\x8f\xaf\xe5\x85\x8d\xe8\xb2\xbb\xe9\xa0\x98\xe5\x8f\x96\xe7\x8d\x8e\xe5\x8b\xb5\xe9\xa1\x8d\xe5\xba\xa6", 0,
      CARRY_ON_VERDICT_FATAL, "subscription-used-up", NULL, "https://github.com/chatboxai/chatbox/blob/1a356ba83ec061cae895f4b8d61c780244e78a44/src/renderer/i18n/locales/zh-Hant/translation.json" },
    { "\xd9\x85\xd8\xad\xd8\xaa\xd9\x88\xd8\xa7 \xd9\x85\xd8\xac\xd8\xa7\xd8\xb2 \xd9\x86\xdb\x8c\xd8\xb3\xd8\xaa. \xd9\x84\xd8\xb7\xd9\x81\xd8\xa7\xd9\x8b \xd8\xaf\xd8\xb1\xd8\xae\xd9\x88\xd8\xa7\xd8\xb3\xd8\xaa \xd8\xb1\xd8\xa7 \xd8\xa7\xd8\xb5\xd9\x84\xd8\xa7\xd8\xad \xda\xa9\xd9\x86\xdb\x8c\xd8\xaf \xd9\x88 \xd8\xaf\xd9\x88\xd8\xa8\xd8\xa7\xd8\xb1\xd9\x87 \xd8\xaa\xd9\x84\xd8\xa7\xd8\xb4 \xda\xa9\xd9\x86\xdb\x8c\xd8\xaf.", 0,
      CARRY_ON_VERDICT_FATAL, "content-blocked", NULL, "https://github.com/chatboxai/chatbox/blob/1eb59561d5f2e95c580d201bd3507215b0e878ce/src/renderer/i18n/locales/fa/translation.json" },
    { "Inhalt wurde vom Sicherheitssystem blockiert, bitte \xc3\xa4ndern und erneut versuchen", 0,
      CARRY_ON_VERDICT_FATAL, "content-blocked", NULL, "https://github.com/CherryHQ/cherry-studio/blob/00a0b491c7250d82217d9929ebf5940b36990513/src/renderer/src/i18n/translate/de-de.json" },
    { "image_url:moderation request error: \xe9\x9d\x9e\xe6\xb3\x95\xe8\xbe\x93\xe5\x85\xa5", 500,
      CARRY_ON_VERDICT_FATAL, "content-blocked", NULL, "https://www.kimi.com/code/docs/kimi-code/error-reference.html" },
    { "Este modelo ha sido retirado, por favor cambia a otro modelo", 0,
      CARRY_ON_VERDICT_FATAL, "model-not-found", NULL, "https://github.com/CherryHQ/cherry-studio/blob/00a0b491c7250d82217d9929ebf5940b36990513/src/renderer/src/i18n/translate/es-es.json" },
    { "Le fournisseur de mod\xc3\xa8les n'est pas activ\xc3\xa9", 0,
      CARRY_ON_VERDICT_FATAL, "endpoint-unset", NULL, "https://github.com/CherryHQ/cherry-studio/blob/d741d1354ebfdef1dcd17f799dbffdc9fcda033b/src/renderer/src/i18n/translate/fr-fr.json" },
    { "Vertex-authenticatie is mislukt. Controleer uw inloggegevens en probeer het opnieuw.", 0,
      CARRY_ON_VERDICT_FATAL, "invalid-api-key", NULL, "https://github.com/lobehub/lobe-chat/blob/5e912a4dcdcba65461dcc4218a3c684c085ecf0e/locales/nl-NL/modelRuntime.json" },
    { "Internal error: {\n  \"details\": \"Claude Code native binary at /.../Library/Application Support/Zed/node/cache/_npx/10ef62dbb392c711/node_modules/@anthropic-ai/claude-agent-sdk-darwin-arm64/claude exists but failed to launch.\"\n}", 0,
      CARRY_ON_VERDICT_FATAL, "local-tool-failed", NULL, "https://github.com/zed-industries/zed/issues/58462" },
    { "Failed to resume session: Error: Session file is corrupted (line 7103: SyntaxError: Unexpected token '', \"\"... is not valid JSON)", 0,
      CARRY_ON_VERDICT_FATAL, "local-tool-failed", NULL, "https://github.com/github/copilot-cli/issues/1864" },
    { "\xe2\x9c\x95 [API Error: request to https://oauth2.googleapis.com/token failed, reason: ]", 0,
      CARRY_ON_VERDICT_TRANSIENT, "connection", NULL, "https://github.com/google-gemini/gemini-cli/issues/1552" },
    { "upstream_cooling", 0,
      CARRY_ON_VERDICT_LIMIT, "pool-cooldown", NULL, "https://github.com/chenyme/grok2api/issues/975" },
    { "\xec\xa0\x84\xec\x86\xa1\xec\x9d\xb4 \xeb\x84\x88\xeb\xac\xb4 \xec\x9e\x90\xec\xa3\xbc \xeb\xb0\x9c\xec\x83\x9d\xed\x95\xa9\xeb\x8b\x88\xeb\x8b\xa4. {{seconds}} \xec\xb4\x88 \xed\x9b\x84\xec\x97\x90 \xeb\x8b\xa4\xec\x8b\x9c \xec\x8b\x9c\xeb\x8f\x84\xed\x95\xb4\xec\xa3\xbc\xec\x84\xb8\xec\x9a\x94.", 0,
      CARRY_ON_VERDICT_LIMIT, "rate-limit", NULL, "https://github.com/CherryHQ/cherry-studio/blob/b47dfb7aa4e68c6c2d3997acc345ca165e06c997/src/renderer/src/i18n/locales/ko-kr.json" },
    { "Kredit AI Anda telah habis. Silakan tingkatkan paket Anda atau tambahkan kunci API.", 0,
      CARRY_ON_VERDICT_FATAL, "subscription-used-up", NULL, "https://github.com/langgenius/dify/blob/0157a2e1f580ac81b115cb115438748c53d27b61/web/i18n/id-ID/common.json" },
    { "Failed to parse LLM response as JSON: [json.exception.parse_error.101] parse error at line 1, column 1: syntax error while parsing value - invalid literal; last read: 'T'", 0,
      CARRY_ON_VERDICT_TRANSIENT, "empty-response", NULL, "https://github.com/MinLL/SkyrimNet-GamePlugin/issues/455" },
    { "Trying to acquire 1 unit; currently 1500 units in use; maximum of 1500 units allowed. Server: /bns/jt/borg/jt/bns/cloud-ml-tts-composer/prod-standard-voice-global.tts-composer/4", 0,
      CARRY_ON_VERDICT_TRANSIENT, "overloaded", NULL, "https://github.com/pgmichael/wavenet-for-chrome/issues/79" },
    { "[CHAT_RECORDING] Error saving assistant turn: Error: partOrString cannot be an empty array", 0,
      CARRY_ON_VERDICT_TRANSIENT, "empty-response", NULL, "https://github.com/QwenLM/qwen-code/issues/2064" },
    { "N\xc3\xa3o \xc3\xa9 poss\xc3\xadvel prosseguir com esta conversa por ser muito longa.\nPodem estar dispon\xc3\xadveis outros modelos nos quais o Leo consiga manter conversas mais longas com precis\xc3\xa3o.", 0,
      CARRY_ON_VERDICT_FATAL, "context-too-long", NULL, "https://github.com/brave/brave-core/blob/092d1791ed2ec4e40500314d90f11f1ddbce13f3/ios/brave-ios/Sources/AIChat/Resources/pt-BR.lproj/BraveLeo.strings" },
  };

  check_sourced_cases (cases, G_N_ELEMENTS (cases));
  /* a transport error's reason is read first: a certificate nobody trusts
   * or an unset host still gives up */
  check_family_case (0, "request to https://api.openai.com/v1/chat/completions failed, reason: unable to get local issuer certificate", 0,
                     CARRY_ON_VERDICT_FATAL, "tls-certificate", NULL);
  check_family_case (1, "request to https://undefined/v1/messages failed, reason: getaddrinfo ENOTFOUND undefined", 0,
                     CARRY_ON_VERDICT_FATAL, "endpoint-unset", NULL);
  check_family_case (2, "Post \"https://x.example/v1\": x509: certificate signed by unknown authority", 0,
                     CARRY_ON_VERDICT_FATAL, "tls-certificate", NULL);
  /* the send throttle's wait, when filled in, is its reset */
  check_family_case (3, "\xec\xa0\x84\xec\x86\xa1\xec\x9d\xb4 \xeb\x84\x88\xeb\xac\xb4 \xec\x9e\x90\xec\xa3\xbc \xeb\xb0\x9c\xec\x83\x9d\xed\x95\xa9\xeb\x8b\x88\xeb\x8b\xa4. 30 \xec\xb4\x88 \xed\x9b\x84\xec\x97\x90 \xeb\x8b\xa4\xec\x8b\x9c \xec\x8b\x9c\xeb\x8f\x84\xed\x95\xb4\xec\xa3\xbc\xec\x84\xb8\xec\x9a\x94.", 0,
                     CARRY_ON_VERDICT_LIMIT, "rate-limit", "2026-03-10T12:00:30Z");
  /* a reward points wall that names its reset waits for it */
  check_family_case (4, "\xe9\xbb\x9e\xe6\x95\xb8\xe5\xb7\xb2\xe7\x94\xa8\xe5\xae\x8c\xef\xbc\x8c\xe5\x8f\xaf\xe5\x85\x8d\xe8\xb2\xbb\xe9\xa0\x98\xe5\x8f\x96\xe7\x8d\x8e\xe5\x8b\xb5\xe9\xa1\x8d\xe5\xba\xa6. Resets at 10:00 UTC", 0,
                     CARRY_ON_VERDICT_LIMIT, "subscription-used-up", "2026-03-11T10:00:00Z");
  /* the review's: an unreadable reply that is a limit's message is the
   * limit; a reward to claim beside a rate limit is the rate limit */
  check_family_case (5, "Failed to parse LLM response as JSON: Too Many Requests", 429,
                     CARRY_ON_VERDICT_LIMIT, NULL, NULL);
  check_family_case (6, "\xe8\xab\x8b\xe6\xb1\x82\xe9\x81\x8e\xe6\x96\xbc\xe9\xa0\xbb\xe7\xb9\x81\xef\xbc\x8c\xe8\xab\x8b\xe7\xa8\x8d\xe5\xbe\x8c\xe5\x86\x8d\xe8\xa9\xa6\xe3\x80\x82\xe5\x8f\xaf\xe5\x85\x8d\xe8\xb2\xbb\xe9\xa0\x98\xe5\x8f\x96\xe7\x8d\x8e\xe5\x8b\xb5\xe9\xa1\x8d\xe5\xba\xa6", 429,
                     CARRY_ON_VERDICT_LIMIT, NULL, NULL);
  /* a retired model only for now is no give-up */
  check_family_case (7, "Este modelo ha sido retirado temporalmente, int\xc3\xa9ntelo m\xc3\xa1s tarde", 0,
                     CARRY_ON_VERDICT_TRANSIENT, NULL, NULL);
}

/* Rounds bh–bo: Open WebUI's, LobeHub's, Chatbox's and Cherry Studio's
 * strings in more languages (a model without image input, no provider set
 * up, an account waiting for activation, a free plan, points used up), a
 * Spanish balance to check, new-api's channels, Google's failed
 * precondition, and the older texts the relearnt table turned that a
 * phrase keeps; near misses beside them */
static void
test_bh_bo_families (void)
{
  static const SourcedCase cases[] = {
    { "Geselecteerde modellen ondersteunen geen beeldinvoer", 0,
      CARRY_ON_VERDICT_FATAL, "model-unsupported", NULL, "https://github.com/Joey-Kot/OUI-X/blob/4fe9730846ffd7d9c207b6150073ccbf02d99a0a/src/lib/i18n/locales/nl-NL/translation.json" },
    { "\xd7\x93\xd7\x92\xd7\x9d {{modelName}} \xd7\x90\xd7\x99\xd7\xa0\xd7\x95 \xd7\x91\xd7\xa2\xd7\x9c \xd7\x99\xd7\x9b\xd7\x95\xd7\x9c\xd7\xaa \xd7\xa8\xd7\x90\xd7\x99\xd7\x99\xd7\x94", 0,
      CARRY_ON_VERDICT_FATAL, "model-unsupported", NULL, "https://github.com/open-webui/open-webui/blob/006f95ee595a4d1d63b705c517f1c64cf9ebc676/src/lib/i18n/locales/he-IL/translation.json" },
    { "D\xc3\xa9sol\xc3\xa9, l'API du mod\xc3\xa8le {{model}} actuel ne prend pas en charge l'analyse d'images. Si vous avez besoin d'envoyer des images, veuillez passer \xc3\xa0 un autre mod\xc3\xa8le ou utiliser les <OpenMorePlanButton>Mod\xc3\xa8les Chatbox AI</OpenMorePlanButton> recommand\xc3\xa9s.", 0,
      CARRY_ON_VERDICT_FATAL, "model-unsupported", NULL, "https://github.com/chatboxai/chatbox/blob/1a356ba83ec061cae895f4b8d61c780244e78a44/src/renderer/i18n/locales/fr/translation.json" },
    { "Sohbete ba\xc5\x9flamak i\xc3\xa7in bir AI sa\xc4\x9flay\xc4\xb1" "c\xc4\xb1s\xc4\xb1na ba\xc4\x9flan\xc4\xb1n", 0,
      CARRY_ON_VERDICT_FATAL, "endpoint-unset", NULL, "https://github.com/open-webui/open-webui/blob/000b33086d79c5a109a22cea64962cdf6685ba0f/src/lib/i18n/locales/tr-TR/translation.json" },
    { "\xd0\x9f\xd1\x80\xd0\xbe\xd0\xb2\xd0\xb0\xd0\xb9\xd0\xb4\xd0\xb5\xd1\x80 \xd0\xbc\xd0\xbe\xd0\xb4\xd0\xb5\xd0\xbb\xd0\xb5\xd0\xb9 \xd0\xbd\xd0\xb5 \xd0\xb2\xd0\xba\xd0\xbb\xd1\x8e\xd1\x87\xd0\xb5\xd0\xbd", 0,
      CARRY_ON_VERDICT_FATAL, "endpoint-unset", NULL, "https://github.com/CherryHQ/cherry-studio/blob/00a0b491c7250d82217d9929ebf5940b36990513/src/renderer/src/i18n/translate/ru-ru.json" },
    { "Status akun Anda saat ini sedang menunggu aktivasi.", 0,
      CARRY_ON_VERDICT_FATAL, "account", NULL, "https://github.com/open-webui/open-webui/blob/000906cd997869a96057f23691b2ea56d96ba66e/src/lib/i18n/locales/id-ID/translation.json" },
    { "Vous \xc3\xaates actuellement un utilisateur gratuit et ne pouvez pas utiliser cette fonction. Veuillez passer \xc3\xa0 un plan payant pour continuer \xc3\xa0 l'utiliser.", 0,
      CARRY_ON_VERDICT_FATAL, "trial-wall", NULL, "https://github.com/lobehub/lobe-chat/blob/00e080c53901e854a041185758297877f3461629/locales/fr-FR/error.json" },
    { "\xd8\xb3\xd9\x87\xd9\x85\xdb\x8c\xd9\x87 \xd8\xa2\xd8\xb2\xd9\x85\xd8\xa7\xdb\x8c\xd8\xb4\xdb\x8c \xd8\xb4\xd9\x85\xd8\xa7 \xd8\xaa\xd9\x85\xd8\xa7\xd9\x85 \xd8\xb4\xd8\xaf\xd9\x87 \xd8\xa7\xd8\xb3\xd8\xaa\xd8\x8c \xd9\x84\xd8\xb7\xd9\x81\xd8\xa7\xd9\x8b \xda\xa9\xd9\x84\xdb\x8c\xd8\xaf API \xd8\xae\xd9\x88\xd8\xaf \xd8\xb1\xd8\xa7 \xd8\xaa\xd9\x86\xd8\xb8\xdb\x8c\xd9\x85 \xda\xa9\xd9\x86\xdb\x8c\xd8\xaf.", 0,
      CARRY_ON_VERDICT_FATAL, "trial-wall", NULL, "https://github.com/langgenius/dify/blob/04862016be5625abc040f4906850d2cd6bb5bc07/web/i18n/fa-IR/app-overview.json" },
    { "I tuoi punti di abbonamento sono esauriti, non puoi utilizzare questa funzione. Ti preghiamo di passare a un piano superiore o di configurare un modello API personalizzato per continuare a utilizzare.", 0,
      CARRY_ON_VERDICT_FATAL, "subscription-used-up", NULL, "https://github.com/lobehub/lobe-chat/blob/d83c299241abbf22c20102bbab764bf1eef26fb0/locales/it-IT/error.json" },
    { "Conte\xc3\xba" "do n\xc3\xa3o permitido. Por favor, modifique o seu pedido e tente novamente.", 0,
      CARRY_ON_VERDICT_FATAL, "content-blocked", NULL, "https://github.com/chatboxai/chatbox/blob/1a356ba83ec061cae895f4b8d61c780244e78a44/src/renderer/i18n/locales/pt-PT/translation.json" },
    { "Model neg\xc4\x83sit sau f\xc4\x83r\xc4\x83 acces", 0,
      CARRY_ON_VERDICT_FATAL, "model-not-found", NULL, "https://github.com/CherryHQ/cherry-studio/blob/00a0b491c7250d82217d9929ebf5940b36990513/src/renderer/src/i18n/translate/ro-ro.json" },
    { "%s: se agot\xc3\xb3 la cuota de cr\xc3\xa9" "ditos o suscripci\xc3\xb3n del proveedor (HTTP %d). Revisa tu saldo de cuenta antes de continuar.", 0,
      CARRY_ON_VERDICT_FATAL, "credits", NULL, "https://github.com/esengine/DeepSeek-Reasonix/blob/ea4cadf9703e61700b8264bb40bd2d0085cd0da1/internal/i18n/messages_es.go" },
    { "\xe6\x97\xa0\xe6\x9c\x89\xe6\x95\x88\xe4\xb8\x8a\xe6\xb8\xb8\xe6\xb8\xa0\xe9\x81\x93", 0,
      CARRY_ON_VERDICT_FATAL, "relay-no-channel", NULL, "https://github.com/QuantumNous/new-api/blob/002f91220c7d6214836d2d2d0fd7fdee82279cbd/i18n/locales/zh-CN.yaml" },
    { "\xe3\x82\xb0\xe3\x83\xab\xe3\x83\xbc\xe3\x83\x97{{.Group}}\xe3\x81\xae\xe3\x83\xa2\xe3\x83\x87\xe3\x83\xab{{.Model}}\xe3\x81\xab\xe5\x88\xa9\xe7\x94\xa8\xe5\x8f\xaf\xe8\x83\xbd\xe3\x81\xaa\xe3\x83\x81\xe3\x83\xa3\xe3\x83\xb3\xe3\x83\x8d\xe3\x83\xab\xe3\x81\x8c\xe3\x81\x82\xe3\x82\x8a\xe3\x81\xbe\xe3\x81\x9b\xe3\x82\x93\xef\xbc\x88\xe3\x83\x87\xe3\x82\xa3\xe3\x82\xb9\xe3\x83\x88\xe3\x83\xaa\xe3\x83\x93\xe3\x83\xa5\xe3\x83\xbc\xe3\x82\xbf\xe3\x83\xbc\xef\xbc\x89", 0,
      CARRY_ON_VERDICT_FATAL, "relay-no-channel", NULL, "https://github.com/QuantumNous/new-api/blob/1779dd59487b1918625ae0601a192689ebc314e7/i18n/locales/ja.yaml" },
    { "Kesalahan kehabisan konteks", 0,
      CARRY_ON_VERDICT_FATAL, "context-too-long", NULL, "https://github.com/janhq/jan/blob/cad3fbc0f9b662fe3136214e3ab3591e2a0f99fc/web-app/src/locales/id/model-errors.json" },
    { "Anfrageinhalt zu gro\xc3\x9f, bitte verringern Sie die Datei- oder Textgr\xc3\xb6\xc3\x9f" "e", 0,
      CARRY_ON_VERDICT_FATAL, "batch-too-large", NULL, "https://github.com/CherryHQ/cherry-studio/blob/00a0b491c7250d82217d9929ebf5940b36990513/src/renderer/src/i18n/translate/de-de.json" },
    { "An unexpected critical error occurred:\nError: Precondition check failed.\n    at Gaxios._request (gaxios.js:142:23)", 0,
      CARRY_ON_VERDICT_FATAL, "invalid-request", NULL, "https://github.com/google-gemini/gemini-cli/issues/5738" },
  };

  check_sourced_cases (cases, G_N_ELEMENTS (cases));
  /* sub2api says "no available … accounts supporting model" while every
   * account for the model cools down too: its 503 decides */
  check_family_case (0, "no available OpenAI accounts supporting model: gpt-5.4-mini", 503,
                     CARRY_ON_VERDICT_TRANSIENT, NULL, NULL);
  /* a network error that asks to check the proxy is no certificate */
  check_family_case (1, "\xd0\x9e\xd1\x88\xd0\xb8\xd0\xb1\xd0\xba\xd0\xb0 \xd1\x81\xd0\xb5\xd1\x82\xd0\xb8, \xd0\xbf\xd1\x80\xd0\xbe\xd0\xb2\xd0\xb5\xd1\x80\xd1\x8c\xd1\x82\xd0\xb5 \xd0\xbd\xd0\xb0\xd1\x81\xd1\x82\xd1\x80\xd0\xbe\xd0\xb9\xd0\xba\xd0\xb8 \xd0\xbf\xd1\x80\xd0\xbe\xd0\xba\xd1\x81\xd0\xb8 \xd0\xb8 \xd1\x81\xd0\xb5\xd1\x82\xd0\xb8", 0,
                     CARRY_ON_VERDICT_TRANSIENT, NULL, NULL);
  /* a provider that is down for now, not one that is off */
  check_family_case (2, "\xd0\x9f\xd1\x80\xd0\xbe\xd0\xb2\xd0\xb0\xd0\xb9\xd0\xb4\xd0\xb5\xd1\x80 \xd0\xbc\xd0\xbe\xd0\xb4\xd0\xb5\xd0\xbb\xd0\xb5\xd0\xb9 \xd0\xb2\xd1\x80\xd0\xb5\xd0\xbc\xd0\xb5\xd0\xbd\xd0\xbd\xd0\xbe \xd0\xbd\xd0\xb5\xd0\xb4\xd0\xbe\xd1\x81\xd1\x82\xd1\x83\xd0\xbf\xd0\xb5\xd0\xbd, \xd0\xbf\xd0\xbe\xd0\xbf\xd1\x80\xd0\xbe\xd0\xb1\xd1\x83\xd0\xb9\xd1\x82\xd0\xb5 \xd0\xbf\xd0\xbe\xd0\xb7\xd0\xb6\xd0\xb5", 0,
                     CARRY_ON_VERDICT_TRANSIENT, NULL, NULL);
  /* a model, not the account, waiting for activation */
  check_family_case (3, "Model sedang menunggu aktivasi", 0,
                     CARRY_ON_VERDICT_TRANSIENT, NULL, NULL);
  /* a precondition that is only a lock held for now */
  check_family_case (4, "Precondition check failed: the lock is held by another request, try again", 0,
                     CARRY_ON_VERDICT_TRANSIENT, NULL, NULL);
  /* being a free user is no give-up by itself: the phrase needs the
   * feature it shuts */
  check_family_case (5, "Vous \xc3\xaates actuellement un utilisateur gratuit de ce service.", 0,
                     CARRY_ON_VERDICT_TRANSIENT, "default", NULL);
  /* the review's: a credit quota per minute with its wait is a limit (the
   * Spanish "cuota de créditos" alone is no phrase), and Cherry Studio's
   * Russian proxy or certificate diagnosis beside a dropped connection is
   * the drop */
  check_family_case (6, "Has superado la cuota de cr\xc3\xa9" "ditos por minuto. Int\xc3\xa9ntalo de nuevo en 30 segundos.", 429,
                     CARRY_ON_VERDICT_LIMIT, NULL, "2026-03-10T12:00:30Z");
  check_family_case (7, "\xd0\x9e\xd1\x88\xd0\xb8\xd0\xb1\xd0\xba\xd0\xb0 \xd0\xbf\xd1\x80\xd0\xbe\xd0\xba\xd1\x81\xd0\xb8 \xd0\xb8\xd0\xbb\xd0\xb8 SSL-\xd1\x81\xd0\xb5\xd1\x80\xd1\x82\xd0\xb8\xd1\x84\xd0\xb8\xd0\xba\xd0\xb0\xd1\x82\xd0\xb0\nError: read ECONNRESET", 0,
                     CARRY_ON_VERDICT_TRANSIENT, "connection", NULL);
  /* a trial used up that names its reset waits for it */
  check_family_case (8, "\xd8\xb3\xd9\x87\xd9\x85\xdb\x8c\xd9\x87 \xd8\xa2\xd8\xb2\xd9\x85\xd8\xa7\xdb\x8c\xd8\xb4\xdb\x8c \xd8\xb4\xd9\x85\xd8\xa7 \xd8\xaa\xd9\x85\xd8\xa7\xd9\x85 \xd8\xb4\xd8\xaf\xd9\x87 \xd8\xa7\xd8\xb3\xd8\xaa. Resets at 10:00 UTC", 0,
                     CARRY_ON_VERDICT_LIMIT, "trial-wall", "2026-03-11T10:00:00Z");
}

/* Rounds ba–bg: LobeHub's newer keys in other languages (an empty answer
 * that cost credits, a payload it cannot read back, a capability the model
 * lacks), Cherry Studio's Romanian size and safety messages, a provider id
 * the client does not know, and the two older texts the relearnt table
 * turned that a phrase keeps; near misses beside them */
static void
test_ba_bg_families (void)
{
  static const SourcedCase cases[] = {
    { "Dostawca modelu zwr\xc3\xb3" "ci\xc5\x82 pust\xc4\x85 odpowied\xc5\xba. To \xc5\xbc\xc4\x85" "danie kosztowa\xc5\x82o 3 kredyt\xc3\xb3w.", 0,
      CARRY_ON_VERDICT_TRANSIENT, "empty-response", NULL, "https://github.com/lobehub/lobe-chat/blob/5e912a4dcdcba65461dcc4218a3c684c085ecf0e/locales/pl-PL/modelRuntime.json" },
    { "Nie mo\xc5\xbcna odczyta\xc4\x87 wewn\xc4\x99trznego \xc5\x82" "adunku, wi\xc4\x99" "c operacja zosta\xc5\x82" "a przerwana. Ponowienie tego samego \xc5\xbc\xc4\x85" "dania spowoduje ten sam b\xc5\x82\xc4\x85" "d \xe2\x80\x94 prosz\xc4\x99 rozpocz\xc4\x85\xc4\x87 now\xc4\x85 wiadomo\xc5\x9b\xc4\x87.", 0,
      CARRY_ON_VERDICT_FATAL, "invalid-request", NULL, "https://github.com/lobehub/lobe-chat/blob/5e912a4dcdcba65461dcc4218a3c684c085ecf0e/locales/pl-PL/modelRuntime.json" },
    { "\xd8\xb9\xd8\xb0\xd8\xb1\xd9\x8b\xd8\xa7\xd8\x8c \xd9\x87\xd8\xb0\xd8\xa7 \xd8\xa7\xd9\x84\xd9\x86\xd9\x85\xd9\x88\xd8\xb0\xd8\xac \xd9\x84\xd8\xa7 \xd9\x8a\xd8\xaf\xd8\xb9\xd9\x85 \xd8\xa7\xd9\x84\xd8\xa5\xd9\x85\xd9\x83\xd8\xa7\xd9\x86\xd9\x8a\xd8\xa9 \xd8\xa7\xd9\x84\xd9\x85\xd8\xb7\xd9\x84\xd9\x88\xd8\xa8\xd8\xa9 (\xd9\x85\xd8\xab\xd9\x84 \xd8\xa5\xd8\xaf\xd8\xae\xd8\xa7\xd9\x84 \xd8\xa7\xd9\x84\xd8\xb1\xd8\xa4\xd9\x8a\xd8\xa9 \xd8\xa3\xd9\x88 \xd8\xa7\xd8\xb3\xd8\xaa\xd8\xaf\xd8\xb9\xd8\xa7\xd8\xa1 \xd8\xa7\xd9\x84\xd8\xa3\xd8\xaf\xd9\x88\xd8\xa7\xd8\xaa). \xd9\x8a\xd8\xb1\xd8\xac\xd9\x89 \xd8\xa7\xd9\x84\xd8\xaa\xd8\xa8\xd8\xaf\xd9\x8a\xd9\x84 \xd8\xa5\xd9\x84\xd9\x89 \xd9\x86\xd9\x85\xd9\x88\xd8\xb0\xd8\xac \xd9\x8a\xd8\xaf\xd8\xb9\xd9\x85 \xd8\xb0\xd9\x84\xd9\x83.", 0,
      CARRY_ON_VERDICT_FATAL, "model-unsupported", NULL, "https://github.com/lobehub/lobe-chat/blob/5e912a4dcdcba65461dcc4218a3c684c085ecf0e/locales/ar/modelRuntime.json" },
    { "Con\xc8\x9binutul cererii este prea mare, reduce\xc8\x9bi dimensiunea fi\xc8\x99ierului sau a textului.", 0,
      CARRY_ON_VERDICT_FATAL, "batch-too-large", NULL, "https://github.com/CherryHQ/cherry-studio/blob/00a0b491c7250d82217d9929ebf5940b36990513/src/renderer/src/i18n/translate/ro-ro.json" },
    { "Con\xc8\x9binut blocat de sistemul de securitate, modifica\xc8\x9bi \xc8\x99i re\xc3\xaencerca\xc8\x9bi", 0,
      CARRY_ON_VERDICT_FATAL, "content-blocked", NULL, "https://github.com/CherryHQ/cherry-studio/blob/00a0b491c7250d82217d9929ebf5940b36990513/src/renderer/src/i18n/translate/ro-ro.json" },
    { "Error: Unknown provider \"omniroute\"", 0,
      CARRY_ON_VERDICT_FATAL, "endpoint-unset", NULL, "https://github.com/diegosouzapw/OmniRoute/issues/8830" },
    { "\xd0\x9e\xd1\x88\xd0\xb8\xd0\xb1\xd0\xba\xd0\xb0: \xd0\xb2\xd1\x8b\xd1\x85\xd0\xbe\xd0\xb4 \xd0\xb7\xd0\xb0 \xd0\xbf\xd1\x80\xd0\xb5\xd0\xb4\xd0\xb5\xd0\xbb\xd1\x8b \xd0\xba\xd0\xbe\xd0\xbd\xd1\x82\xd0\xb5\xd0\xba\xd1\x81\xd1\x82\xd0\xb0", 0,
      CARRY_ON_VERDICT_FATAL, "context-too-long", NULL, "https://github.com/janhq/jan/blob/2677cc37e0be11657774c9d5f1fc6dac6526f297/web-app/src/locales/ru/model-errors.json" },
    { "\xd8\xa7\xd8\xb9\xd8\xaa\xd8\xa8\xd8\xa7\xd8\xb1 \xd9\x87\xd9\x88\xd8\xb4 \xd9\x85\xd8\xb5\xd9\x86\xd9\x88\xd8\xb9\xdb\x8c \xd8\xb4\xd9\x85\xd8\xa7 \xd8\xaa\xd9\x85\xd8\xa7\xd9\x85 \xd8\xb4\xd8\xaf\xd9\x87 \xd8\xa7\xd8\xb3\xd8\xaa. \xd9\x84\xd8\xb7\xd9\x81\xd8\xa7\xd9\x8b \xd8\xb7\xd8\xb1\xd8\xad \xd8\xae\xd9\x88\xd8\xaf \xd8\xb1\xd8\xa7 \xd8\xa7\xd8\xb1\xd8\xaa\xd9\x82\xd8\xa7 \xd8\xaf\xd9\x87\xdb\x8c\xd8\xaf \xdb\x8c\xd8\xa7 \xdb\x8c\xda\xa9 \xda\xa9\xd9\x84\xdb\x8c\xd8\xaf API \xd8\xa7\xd8\xb6\xd8\xa7\xd9\x81\xd9\x87 \xda\xa9\xd9\x86\xdb\x8c\xd8\xaf.", 0,
      CARRY_ON_VERDICT_FATAL, "credits", NULL, "https://github.com/langgenius/dify/blob/013f2388bf68ee56afcefbd6aa34d39ed1abdccd/web/i18n/fa-IR/common.json" },
  };

  check_sourced_cases (cases, G_N_ELEMENTS (cases));
  /* a nested "session limitation" is no session limit (oh-my-claudecode's
   * advisors that cannot run inside a session, held-out bb016) */
  check_family_case (0, "Both Codex and Gemini advisors failed due to nested session limitation (omc ask cannot run inside an active Claude Code session).", 0,
                     CARRY_ON_VERDICT_TRANSIENT, "default", NULL);
  /* a router's "unknown provider for model" under a 502 stays a gateway's */
  check_family_case (1, "502 Bad Gateway: unknown provider for model gpt-5", 0,
                     CARRY_ON_VERDICT_TRANSIENT, NULL, NULL);
  /* your session limit, singular or plural, is still one */
  check_family_case (2, "You've reached your session limits. Try again later.", 0,
                     CARRY_ON_VERDICT_LIMIT, NULL, NULL);
  /* the review's: a relay's "no available channel for the requested model"
   * while its channels cool down (LobeHub's NoAvailableChannel is left to
   * its words for this), a spawn that fails for want of resources for now */
  check_family_case (3, "upstream error: no available channel for the requested model, all channels are rate limited, retry after 30 seconds", 429,
                     CARRY_ON_VERDICT_LIMIT, NULL, "2026-03-10T12:00:30Z");
  check_family_case (4, "Terminal process failed to start: posix_spawnp failed. (EAGAIN: resource temporarily unavailable)", 0,
                     CARRY_ON_VERDICT_TRANSIENT, NULL, NULL);
  check_family_case (5, "Error: spawn /bin/sh EAGAIN", 0,
                     CARRY_ON_VERDICT_TRANSIENT, "try-later", NULL);
}

/* Rounds at–az: a command given a flag its version does not know, more
 * tools than one request takes, Chatbox's Arabic points; near misses
 * beside them */
static void
test_at_az_families (void)
{
  static const SourcedCase cases[] = {
    { "\xe8\xbf\x9e\xe6\x8e\xa5\xe6\xb5\x8b\xe8\xaf\x95\xe5\xa4\xb1\xe8\xb4\xa5: CodeBuddy CLI execution failed: stderr: error: unknown option '--enable-session-tracking'; error: exit status 1", 0,
      CARRY_ON_VERDICT_FATAL, "client-arguments", NULL, "https://github.com/Syngnat/GoNavi/issues/1085" },
    { "Maximum tools limit reached. 219 tools have been provided but the maximum is 200.", 0,
      CARRY_ON_VERDICT_FATAL, "batch-too-large", NULL, "https://github.com/anomalyco/opencode/issues/28911" },
    { "\xd9\x86\xd9\x81\xd8\xaf\xd8\xaa \xd9\x86\xd9\x82\xd8\xa7\xd8\xb7\xd9\x83. \xd8\xa7\xd8\xad\xd8\xb5\xd9\x84 \xd8\xb9\xd9\x84\xd9\x89 \xd8\xb1\xd8\xb5\xd9\x8a\xd8\xaf \xd9\x85\xd9\x83\xd8\xa7\xd9\x81\xd8\xa3\xd8\xa9 \xd9\x85\xd8\xac\xd8\xa7\xd9\x86\xd9\x8a \xd9\x84\xd9\x84\xd9\x85\xd8\xaa\xd8\xa7\xd8\xa8\xd8\xb9\xd8\xa9.", 0,
      CARRY_ON_VERDICT_FATAL, "subscription-used-up", NULL, "https://github.com/chatboxai/chatbox/blob/1a356ba83ec061cae895f4b8d61c780244e78a44/src/renderer/i18n/locales/ar/translation.json" },
  };

  check_sourced_cases (cases, G_N_ELEMENTS (cases));
  /* a count of requests over a per-minute maximum is a rate limit */
  check_family_case (0, "Rate limit reached: 219 requests have been provided but the maximum is 200 per minute.", 429,
                     CARRY_ON_VERDICT_LIMIT, NULL, NULL);
  /* a windowed cost limit with its reset waits (claude-code-hub's wording;
   * the bare "Cost limit exceeded" of round at is left to its status) */
  check_family_case (1, "Weekly cost limit exceeded: 12 USD (limit: 10 USD). Resets at 2026-03-16T00:00:00Z", 0,
                     CARRY_ON_VERDICT_LIMIT, NULL, "2026-03-16T00:00:00Z");
  /* the review's: "當前不支援使用" (not supported at present) beside a busy
   * server, which is why Dify's trial notice was left to its words */
  check_family_case (2, "\xe4\xbc\xba\xe6\x9c\x8d\xe5\x99\xa8\xe7\xb9\x81\xe5\xbf\x99\xef\xbc\x8c\xe7\x95\xb6\xe5\x89\x8d\xe4\xb8\x8d\xe6\x94\xaf\xe6\x8f\xb4\xe4\xbd\xbf\xe7\x94\xa8 GPT-4\xef\xbc\x8c\xe8\xab\x8b\xe7\xa8\x8d\xe5\xbe\x8c\xe5\x86\x8d\xe8\xa9\xa6", 503,
                     CARRY_ON_VERDICT_TRANSIENT, NULL, NULL);
}

/* Rounds am–as: a JavaScript call on no function, OpenCode Desktop's server
 * that died before it served, Kiro's model the account cannot use, LobeHub's
 * Dutch free plan, balance and deactivated account, Open WebUI's Thai account
 * pending activation, Chatbox's Indonesian sign-in, Cherry Studio's Greek
 * provider not enabled, Qwen Code's Japanese raw mode, an account manager's
 * Go-printed wait; near misses beside them */
static void
test_am_as_families (void)
{
  static const SourcedCase cases[] = {
    { "err.stdout.split is not a function", 0,
      CARRY_ON_VERDICT_FATAL, "client-type-error", NULL, "https://github.com/anomalyco/opencode/issues/15768" },
    { "Error: Failed to spawn OpenCode Server (Sidecar terminated before becoming healthy (code=Some(-1) signal=None)). Logs:", 0,
      CARRY_ON_VERDICT_FATAL, "local-tool-failed", NULL, "https://github.com/anomalyco/opencode/issues/13935" },
    { "Error sending prompt: The model 'auto' is not available. Please select a different model and try again.", 0,
      CARRY_ON_VERDICT_FATAL, "model-unsupported", NULL, "https://github.com/kirodotdev/Kiro/issues/11159" },
    { "U bent momenteel een gratis gebruiker en kunt deze functie niet gebruiken. Upgrade naar een betaald plan om door te gaan met gebruiken.", 0,
      CARRY_ON_VERDICT_FATAL, "free-tier-only", NULL, "https://github.com/lobehub/lobe-chat/blob/c658cc40b1b4543fc3a5a232ade008ef1c3a6198/locales/nl-NL/error.json" },
    { "Sorry, het quotum voor deze sleutel is bereikt. Controleer of uw accountbalans toereikend is of probeer het opnieuw nadat u het quotum van de sleutel hebt verhoogd.", 0,
      CARRY_ON_VERDICT_FATAL, "credits", NULL, "https://github.com/lobehub/lobe-chat/blob/5e912a4dcdcba65461dcc4218a3c684c085ecf0e/locales/nl-NL/modelRuntime.json" },
    { "Uw account is gedeactiveerd of geschorst. Neem contact op met de ondersteuning van de provider voor hulp.", 0,
      CARRY_ON_VERDICT_FATAL, "account", NULL, "https://github.com/lobehub/lobe-chat/blob/5e912a4dcdcba65461dcc4218a3c684c085ecf0e/locales/nl-NL/modelRuntime.json" },
    { "\xe0\xb8\xaa\xe0\xb8\x96\xe0\xb8\xb2\xe0\xb8\x99\xe0\xb8\xb0\xe0\xb8\x9a\xe0\xb8\xb1\xe0\xb8\x8d\xe0\xb8\x8a\xe0\xb8\xb5\xe0\xb8\x82\xe0\xb8\xad\xe0\xb8\x87\xe0\xb8\x84\xe0\xb8\xb8\xe0\xb8\x93\xe0\xb8\x81\xe0\xb8\xb3\xe0\xb8\xa5\xe0\xb8\xb1\xe0\xb8\x87\xe0\xb8\xa3\xe0\xb8\xad\xe0\xb8\x81\xe0\xb8\xb2\xe0\xb8\xa3\xe0\xb9\x80\xe0\xb8\x9b\xe0\xb8\xb4\xe0\xb8\x94\xe0\xb9\x83\xe0\xb8\x8a\xe0\xb9\x89\xe0\xb8\x87\xe0\xb8\xb2\xe0\xb8\x99", 0,
      CARRY_ON_VERDICT_FATAL, "account", NULL, "https://github.com/open-webui/open-webui/blob/30095f5cb53e90df2f716b94adbb9311b68510d2/src/lib/i18n/locales/th-TH/translation.json" },
    { "Pencarian Web dilewati karena Chatbox AI mengharuskan Anda untuk masuk.", 0,
      CARRY_ON_VERDICT_FATAL, "login-expired", NULL, "https://github.com/chatboxai/chatbox/blob/af12f54f0b083cd1554c0c96629e3b5d08ec37b2/src/renderer/i18n/locales/id/translation.json" },
    { "\xce\x9f \xcf\x80\xce\xb1\xcf\x81\xce\xb5\xcf\x87\xcf\x8c\xce\xbc\xce\xb5\xce\xbd\xce\xbf\xcf\x82 \xcf\x80\xce\xb1\xcf\x81\xce\xbf\xcf\x87\xcf\x8c\xcf\x82 \xcf\x84\xce\xbf\xcf\x85 \xce\xbc\xce\xbf\xce\xbd\xcf\x84\xce\xad\xce\xbb\xce\xbf\xcf\x85 \xce\xb4\xce\xb5\xce\xbd \xce\xb5\xce\xaf\xce\xbd\xce\xb1\xce\xb9 \xce\xb5\xce\xbd\xce\xb5\xcf\x81\xce\xb3\xce\xbf\xcf\x80\xce\xbf\xce\xb9\xce\xb7\xce\xbc\xce\xad\xce\xbd\xce\xbf\xcf\x82", 0,
      CARRY_ON_VERDICT_FATAL, "endpoint-unset", NULL, "https://github.com/CherryHQ/cherry-studio/blob/01dac1552ee5d0b8a6e0b8f03c09e9b3448cd62e/src/renderer/src/i18n/translate/el-gr.json" },
    { "Raw\xe3\x83\xa2\xe3\x83\xbc\xe3\x83\x89\xe3\x81\x8c\xe5\x88\xa9\xe7\x94\xa8\xe3\x81\xa7\xe3\x81\x8d\xe3\x81\xbe\xe3\x81\x9b\xe3\x82\x93\xe3\x80\x82\xe3\x82\xa4\xe3\x83\xb3\xe3\x82\xbf\xe3\x83\xa9\xe3\x82\xaf\xe3\x83\x86\xe3\x82\xa3\xe3\x83\x96\xe3\x82\xbf\xe3\x83\xbc\xe3\x83\x9f\xe3\x83\x8a\xe3\x83\xab\xe3\x81\xa7\xe5\xae\x9f\xe8\xa1\x8c\xe3\x81\x97\xe3\x81\xa6\xe3\x81\x8f\xe3\x81\xa0\xe3\x81\x95\xe3\x81\x84\xe3\x80\x82", 0,
      CARRY_ON_VERDICT_FATAL, "local-tool-failed", NULL, "https://github.com/QwenLM/qwen-code/blob/0235cf1a259ef5d1e539757b1370fac4f4f58952/packages/cli/src/i18n/locales/ja.js" },
    { "[WARN] [AccountManager] Rate limited: someone@example.com. Available in 1m0s", 429,
      CARRY_ON_VERDICT_LIMIT, NULL, "2026-03-10T12:01:00Z", "https://github.com/NoeFabris/opencode-antigravity-auth/issues/148" },
    { "Bitte gehen Sie zu OpenRouter zum Aufladen", 0,
      CARRY_ON_VERDICT_FATAL, "credits", NULL, "https://github.com/CherryHQ/cherry-studio/blob/00a0b491c7250d82217d9929ebf5940b36990513/src/renderer/src/i18n/translate/de-de.json" },
  };

  check_sourced_cases (cases, G_N_ELEMENTS (cases));
  /* Amazon Q's model that is only unavailable for now */
  check_family_case (0, "The model you've selected is temporarily unavailable. Please use '/model' to select a different model and try again.", 0,
                     CARRY_ON_VERDICT_TRANSIENT, NULL, NULL);
  /* a desktop server that only took long to start */
  check_family_case (1, "Error: Sidecar did not become ready within 60000ms", 0,
                     CARRY_ON_VERDICT_TRANSIENT, "default", NULL);
  /* a reset connection beside the missing function */
  check_family_case (2, "fetch failed: ECONNRESET (TypeError: res.body.getReader is not a function)", 0,
                     CARRY_ON_VERDICT_TRANSIENT, NULL, NULL);
  /* "available in" before regions or sizes names no wait */
  check_family_case (3, "429 Too Many Requests: higher limits are available in 2 regions", 0,
                     CARRY_ON_VERDICT_LIMIT, NULL, NULL);
  check_family_case (4, "Rate limited. More capacity available in 16GB plans", 429,
                     CARRY_ON_VERDICT_LIMIT, NULL, NULL);
  /* the review's: a model not available for now beside a rate limit; the
   * desktop wrapper around a slow start; a duration Go would not print; a
   * device's charging and a page's reload; Go's fractions and a full stop */
  check_family_case (5, "The selected model has reached its rate limit and is not available. Please select a different model or wait 60 seconds.", 429,
                     CARRY_ON_VERDICT_LIMIT, NULL, "2026-03-10T12:01:00Z");
  check_family_case (6, "Error: Failed to spawn OpenCode Server (Sidecar did not become ready within 60000ms)", 0,
                     CARRY_ON_VERDICT_TRANSIENT, "default", NULL);
  check_family_case (7, "Rate limit reached. Usage dashboard available in 10m; please try again later.", 429,
                     CARRY_ON_VERDICT_LIMIT, NULL, NULL);
  check_family_case (8, "Der Akku ist leer: Bitte das Ger\xc3\xa4t zum Aufladen anschlie\xc3\x9f" "en.", 0,
                     CARRY_ON_VERDICT_TRANSIENT, "default", NULL);
  check_family_case (9, "No se pudo conectar con el servidor. Comprueba si puedes recargar la p\xc3\xa1gina o vuelve a intentarlo.", 0,
                     CARRY_ON_VERDICT_TRANSIENT, NULL, NULL);
  check_family_case (10, "All accounts rate limited. Available in 2m30.5s.", 429,
                     CARRY_ON_VERDICT_LIMIT, NULL, "2026-03-10T12:02:31Z");
  check_family_case (11, "All accounts rate limited. Available in 2.25ms", 429,
                     CARRY_ON_VERDICT_LIMIT, NULL, "2026-03-10T12:00:01Z");
}

/* Rounds ae–al: Codex's Linux sandbox that cannot run, a Windows helper
 * that cannot start, VS Code's extension host that stopped restarting, an
 * Ollama runner that aborted, FastAPI's body error behind codex-lb,
 * Codex's failed sign-in, a tenant's monthly cost cap in French and a
 * key's lifetime request quota; near misses beside them */
static void
test_ae_al_families (void)
{
  static const SourcedCase cases[] = {
    { "Extension host terminated unexpectedly 3 times within the last 5 minutes.", 0,
      CARRY_ON_VERDICT_FATAL, "local-tool-failed", NULL, "https://github.com/cline/cline/issues/10030" },
    { "CLI process exited with code 3221225785 before server started", 0,
      CARRY_ON_VERDICT_FATAL, "local-tool-failed", NULL, "https://github.com/Kilo-Org/kilocode/issues/11811" },
    { "LandlockSandboxExecutableNotProvided", 0,
      CARRY_ON_VERDICT_FATAL, "local-tool-failed", NULL, "https://github.com/zed-industries/codex-acp/issues/93" },
    { "thread 'main' panicked at linux-sandbox/src/linux_run_main.rs:30:9: error running landlock: Sandbox(LandlockRestrict)", 0,
      CARRY_ON_VERDICT_FATAL, "local-tool-failed", NULL, "https://github.com/openai/codex/issues/6828" },
    { "Error: llama runner process has terminated: signal: aborted (core dumped)", 0,
      CARRY_ON_VERDICT_FATAL, "model-load-failed", NULL, "https://github.com/ollama/ollama/issues/4912" },
    { "{\"detail\":\"There was an error parsing the body\"}", 0,
      CARRY_ON_VERDICT_FATAL, "invalid-request", NULL, "https://github.com/Soju06/codex-lb/issues/48" },
    { "Error logging in with device code: error sending request for url (https://auth.openai.com/api/accounts/deviceauth/usercode)", 0,
      CARRY_ON_VERDICT_FATAL, "login-expired", NULL, "https://github.com/openai/codex/issues/16052" },
    { "Plafond mensuel des co\xc3\xbbts d'IA atteint pour votre locataire.", 0,
      CARRY_ON_VERDICT_FATAL, "spend-limit", NULL, "https://github.com/Deden199/aiassisten/blob/HEAD/resources/lang/fr/ui.php" },
    { "Total request quota exhausted: 5/5 lifetime requests used. Raise the total request quota in the permission profile to continue.", 429,
      CARRY_ON_VERDICT_FATAL, "credits", NULL, "https://github.com/kittors/CliRelay/blob/0a833e1a12eb26b0299712376849edb10cf62deb/internal/api/middleware/quota_admission.go" },
  };

  check_sourced_cases (cases, G_N_ELEMENTS (cases));
  /* one crash of the extension host, which VS Code restarts */
  check_family_case (0, "Extension host terminated unexpectedly. Restarting extension host...", 0,
                     CARRY_ON_VERDICT_TRANSIENT, NULL, NULL);
  /* a runner killed from outside; an exit status that is no missing DLL */
  check_family_case (1, "Error: llama runner process has terminated: signal: killed", 0,
                     CARRY_ON_VERDICT_TRANSIENT, "local-model-crashed", NULL);
  check_family_case (2, "Process exited with code 3221225786", 0,
                     CARRY_ON_VERDICT_TRANSIENT, "default", NULL);
  /* a pool without an account for the model; accounts that are only
   * rate-limited, with their wait; accounts paused until a time, which no
   * row gives up (the words, not run here, wait for it) */
  check_family_case (3, "No available accounts for model claude-sonnet-4", 0,
                     CARRY_ON_VERDICT_FATAL, "relay-no-channel", NULL);
  check_family_case (4, "No available accounts, all accounts are rate limited; retry after 30 seconds", 0,
                     CARRY_ON_VERDICT_LIMIT, NULL, "2026-03-10T12:00:30Z");
  check_family_case (5, "All accounts are paused until 2026-03-10T13:00:00Z", 0,
                     CARRY_ON_VERDICT_TRANSIENT, "default", "2026-03-10T13:00:00Z");
  /* the monthly cap with its reset named waits until then */
  check_family_case (6, "Plafond mensuel des co\xc3\xbbts d'IA atteint. R\xc3\xa9initialisation le 1 avril \xc3\xa0 00:00.", 0,
                     CARRY_ON_VERDICT_LIMIT, "spend-limit", "2026-03-31T22:00:00Z");
  /* a body error beside a gateway's 502 is the gateway's */
  check_family_case (7, "502 Bad Gateway; There was an error parsing the body", 0,
                     CARRY_ON_VERDICT_TRANSIENT, NULL, NULL);
  /* the review's: a count of lifetime requests beside another cause */
  check_family_case (8, "Too many concurrent requests. Key usage: 52 lifetime requests used, 948 remaining.", 429,
                     CARRY_ON_VERDICT_LIMIT, NULL, NULL);
  check_family_case (9, "Upstream 503: model overloaded. Usage: 12/1000 lifetime requests used", 0,
                     CARRY_ON_VERDICT_TRANSIENT, NULL, NULL);
}

/* Rounds aa–ad: Chatbox's licence named in English inside any language,
 * its context limit in Arabic and its points with a reward to claim in
 * Turkish, a runtime without a class; near misses beside them */
static void
test_aa_ad_families (void)
{
  static const SourcedCase cases[] = {
    { "Din n\xc3\xa5v\xc3\xa6rende lisens (Chatbox AI Free/Lite) st\xc3\xb8tter ikke {{model}}-modellen.", 0,
      CARRY_ON_VERDICT_FATAL, "chatbox-licence", NULL, "https://github.com/chatboxai/chatbox/blob/1a356ba83ec061cae895f4b8d61c780244e78a44/src/renderer/i18n/locales/nb-NO/translation.json" },
    { "\xd8\xaa\xd8\xac\xd8\xa7\xd9\x88\xd8\xb2\xd8\xaa \xd9\x85\xd8\xad\xd8\xa7\xd8\xaf\xd8\xab\xd8\xaa\xd9\x83 \xd8\xad\xd8\xaf \xd8\xb3\xd9\x8a\xd8\xa7\xd9\x82 \xd8\xa7\xd9\x84\xd9\x86\xd9\x85\xd9\x88\xd8\xb0\xd8\xac. \xd8\xad\xd8\xa7\xd9\x88\xd9\x84 \xd8\xb6\xd8\xba\xd8\xb7 \xd8\xa7\xd9\x84\xd9\x85\xd8\xad\xd8\xa7\xd8\xaf\xd8\xab\xd8\xa9.", 0,
      CARRY_ON_VERDICT_FATAL, "context-too-long", NULL, "https://github.com/chatboxai/chatbox/blob/1a356ba83ec061cae895f4b8d61c780244e78a44/src/renderer/i18n/locales/ar/translation.json" },
    { "Puanlar\xc4\xb1n\xc4\xb1z t\xc3\xbckendi. Devam etmek i\xc3\xa7in \xc3\xbc" "cretsiz \xc3\xb6" "d\xc3\xbcl kotan\xc4\xb1z\xc4\xb1 al\xc4\xb1n.", 0,
      CARRY_ON_VERDICT_FATAL, "subscription-used-up", NULL, "https://github.com/chatboxai/chatbox/blob/11399548c006cd064e7d48b579e96f4397f6e259/src/renderer/i18n/locales/tr/translation.json" },
    { "Headers is not a constructor", 0,
      CARRY_ON_VERDICT_FATAL, "client-type-error", NULL, "https://github.com/continuedev/continue/issues/10794" },
    { "Tus AI credits se han agotado. Por favor, mejora tu plan o a\xc3\xb1" "ade una API Key.", 0,
      CARRY_ON_VERDICT_FATAL, "credits", NULL, "https://github.com/langgenius/dify/blob/0157a2e1f580ac81b115cb115438748c53d27b61/web/i18n/es-ES/common.json" },
  };

  check_sourced_cases (cases, G_N_ELEMENTS (cases));
  /* today's free points come back every day: not the reward to claim */
  check_family_case (0, "Hai esaurito i punti gratuiti di oggi. Si ripristinano ogni giorno; aggiorna il piano per continuare subito.", 0,
                     CARRY_ON_VERDICT_TRANSIENT, "default", NULL);
  /* a missing constructor beside a reset connection: the connection */
  check_family_case (1, "fetch failed: ECONNRESET; TypeError: Headers is not a constructor", 0,
                     CARRY_ON_VERDICT_TRANSIENT, NULL, NULL);
  /* the review's: the licence's name beside another cause; the slow pool
   * busy with other users; the quota asked about; points with a reset */
  check_family_case (2, "Network error: ECONNRESET while contacting the server (Chatbox AI Lite)", 0,
                     CARRY_ON_VERDICT_TRANSIENT, "connection", NULL);
  check_family_case (3, "Rate limit exceeded for your plan (Chatbox AI Free/Lite). Retry after 20 seconds.", 429,
                     CARRY_ON_VERDICT_LIMIT, NULL, "2026-03-10T12:00:20Z");
  check_family_case (4, "The slow pool is busy right now because many users are using the slow pool excessively. Please try again in a few minutes.", 0,
                     CARRY_ON_VERDICT_TRANSIENT, NULL, NULL);
  check_family_case (5, "\xe3\x83\xaa\xe3\x82\xaf\xe3\x82\xa8\xe3\x82\xb9\xe3\x83\x88\xe3\x81\xab\xe5\xa4\xb1\xe6\x95\x97\xe3\x81\x97\xe3\x81\xbe\xe3\x81\x97\xe3\x81\x9f (fetch failed)\xe3\x80\x82\xe3\x82\xaf\xe3\x82\xa9\xe3\x83\xbc\xe3\x82\xbf\xe3\x81\x8c\xe6\xae\x8b\xe3\x81\xa3\xe3\x81\xa6\xe3\x81\x84\xe3\x81\xbe\xe3\x81\x9b\xe3\x82\x93\xe3\x81\x8b\xef\xbc\x9f", 0,
                     CARRY_ON_VERDICT_TRANSIENT, NULL, NULL);
  check_family_case (6, "Hai esaurito i punti. Riscatta il premio gratuito o attendi il ripristino. Resets at 2026-03-11T00:00:00Z", 0,
                     CARRY_ON_VERDICT_LIMIT, "subscription-used-up", "2026-03-11T00:00:00Z");
}

/* Rounds zv–zz: Chatbox's strings in Japanese, German, Portuguese and
 * Italian (a month's quota, invalid parameters, the context limit, a plan
 * that lacks the model), Open WebUI's Russian front-end-only setup, Dify's
 * Persian trial quota; near misses beside them */
static void
test_zv_zz_families (void)
{
  static const SourcedCase cases[] = {
    { "\xe4\xbb\x8a\xe6\x9c\x88\xe3\x81\xae" "Chatbox AI \xe3\x82\xaf\xe3\x82\xa9\xe3\x83\xbc\xe3\x82\xbf\xe3\x81\x8c\xe6\xae\x8b\xe3\x81\xa3\xe3\x81\xa6\xe3\x81\x84\xe3\x81\xbe\xe3\x81\x9b\xe3\x82\x93\xe3\x80\x82", 0,
      CARRY_ON_VERDICT_LIMIT, "quota", NULL, "https://github.com/chatboxai/chatbox/blob/1a356ba83ec061cae895f4b8d61c780244e78a44/src/renderer/i18n/locales/ja/translation.json" },
    { "Ung\xc3\xbcltige Anforderungsparameter erkannt. Bitte versuchen Sie es sp\xc3\xa4ter erneut.", 0,
      CARRY_ON_VERDICT_FATAL, "invalid-request", NULL, "https://github.com/chatboxai/chatbox/blob/1a356ba83ec061cae895f4b8d61c780244e78a44/src/renderer/i18n/locales/de/translation.json" },
    { "La tua conversazione ha superato il limite di contesto del modello. Prova a comprimere la conversazione.", 0,
      CARRY_ON_VERDICT_FATAL, "context-too-long", NULL, "https://github.com/chatboxai/chatbox/blob/1a356ba83ec061cae895f4b8d61c780244e78a44/src/renderer/i18n/locales/it-IT/translation.json" },
    { "\xd0\xa3\xd0\xbf\xd1\x81! \xd0\x92\xd1\x8b \xd0\xb8\xd1\x81\xd0\xbf\xd0\xbe\xd0\xbb\xd1\x8c\xd0\xb7\xd1\x83\xd0\xb5\xd1\x82\xd0\xb5 \xd0\xbd\xd0\xb5\xd0\xbf\xd0\xbe\xd0\xb4\xd0\xb4\xd0\xb5\xd1\x80\xd0\xb6\xd0\xb8\xd0\xb2\xd0\xb0\xd0\xb5\xd0\xbc\xd1\x8b\xd0\xb9 \xd0\xbc\xd0\xb5\xd1\x82\xd0\xbe\xd0\xb4 (\xd1\x82\xd0\xbe\xd0\xbb\xd1\x8c\xd0\xba\xd0\xbe \xd1\x84\xd1\x80\xd0\xbe\xd0\xbd\xd1\x82\xd0\xb5\xd0\xbd\xd0\xb4).", 0,
      CARRY_ON_VERDICT_FATAL, "operation-unsupported", NULL, "https://github.com/open-webui/open-webui/blob/df4a8e167d653e82268878ea743bc088064cd992/src/lib/i18n/locales/ru-RU/translation.json" },
    { "La tua licenza attuale (Chatbox AI Lite) non supporta il modello gpt-5.", 0,
      CARRY_ON_VERDICT_FATAL, "chatbox-licence", NULL, "https://github.com/chatboxai/chatbox/blob/f0a47f7e246ef1a86b52fc40ef17399520467c4f/src/renderer/i18n/locales/it-IT/translation.json" },
  };

  check_sourced_cases (cases, G_N_ELEMENTS (cases));
  /* a month's quota with its reset named waits until then; invalid
   * parameters beside an overload are the overload */
  check_family_case (0, "\xe4\xbb\x8a\xe6\x9c\x88\xe3\x81\xae\xe3\x82\xaf\xe3\x82\xa9\xe3\x83\xbc\xe3\x82\xbf\xe3\x81\x8c\xe6\xae\x8b\xe3\x81\xa3\xe3\x81\xa6\xe3\x81\x84\xe3\x81\xbe\xe3\x81\x9b\xe3\x82\x93\xe3\x80\x82 Resets at 2026-04-01T00:00:00Z", 0,
                     CARRY_ON_VERDICT_LIMIT, "quota", "2026-04-01T00:00:00Z");
  check_family_case (1, "Server overloaded (529). Ung\xc3\xbcltige Anforderungsparameter erkannt?", 0,
                     CARRY_ON_VERDICT_TRANSIENT, NULL, NULL);
}

/* Rounds zn–zu: Zed's cap on tool calls in a row that a new message
 * lifts, Cline's monthly spend cap, proxies that wrap a refused token or a
 * malformed request in an overload or a 500, a 424 from a gateway whose
 * backing service failed, a pool's model in cooldown, JavaScriptCore's
 * crash words, gRPC's UNIMPLEMENTED; near misses beside them */
static void
test_zn_zu_families (void)
{
  static const SourcedCase cases[] = {
    { "Error interacting with language model\ncompletion request failed. request_id: 1416c8cf-3e5f-474d-abae-0505ddd828eb, code: http_403 Forbidden, message: Consecutive tool use limit exceeded. Send a new message to continue the conversation.", 0,
      CARRY_ON_VERDICT_TRANSIENT, "tool-use-streak", NULL, "https://github.com/zed-industries/zed/issues/30217" },
    { "$100.00 monthly limit has been reached.", 429,
      CARRY_ON_VERDICT_FATAL, "spend-limit", NULL, "https://github.com/cline/cline/blob/31156470d449912ae6a0a2edf09a53fdc0089a64/webview-ui/src/components/chat/ErrorRow.stories.tsx" },
    { "500 {\"error\":{\"message\":\"API error 400: {\\\"message\\\":\\\"Improperly formed request.\\\",\\\"reason\\\":null}\",\"type\":\"error\",\"code\":500}}", 0,
      CARRY_ON_VERDICT_FATAL, "invalid-argument", NULL, "https://github.com/chaogei/Kiro-account-manager/issues/16" },
    { "API Error: undefined is not an object (evaluating 'H.startsWith')", 0,
      CARRY_ON_VERDICT_FATAL, "client-type-error", NULL, "https://github.com/routatic/proxy/issues/20" },
    { "API Error: 503 {\"error\":{\"message\":\"Model kiro/claude-sonnet-4.5 is temporarily unavailable (cooldown)\"}}", 0,
      CARRY_ON_VERDICT_LIMIT, "pool-cooldown", NULL, "https://github.com/kirodotdev/Kiro/issues/8037" },
    { "Exceeded maximum number of runs (50/50)", 0,
      CARRY_ON_VERDICT_FATAL, "run-step-cap", NULL, "https://github.com/brainlid/langchain/pull/519" },
    { "API Error: 424 No available accounts: no available accounts", 0,
      CARRY_ON_VERDICT_TRANSIENT, "status-424", NULL, "https://github.com/Wei-Shaw/sub2api/issues/4636" },
    { "common.types.A2AClientHTTPError: HTTP Error 400: timed out", 0,
      CARRY_ON_VERDICT_TRANSIENT, NULL, NULL, "https://github.com/a2aproject/A2A/issues/551" },
    { "502: unable to start process: upstream command exited prematurely but successfully", 0,
      CARRY_ON_VERDICT_FATAL, "model-load-failed", NULL, "https://github.com/mostlygeek/llama-swap/issues/218" },
    { "{ \"error\": { \"code\": 500, \"message\": \"rpc error: code = Unknown desc = unimplemented\", \"type\": \"\" } }", 0,
      CARRY_ON_VERDICT_FATAL, "operation-unsupported", NULL, "https://github.com/mudler/LocalAI/issues/800" },
    { "\xd0\x92\xd1\x80\xd0\xb5\xd0\xbc\xd1\x8f \xd0\xbe\xd0\xb6\xd0\xb8\xd0\xb4\xd0\xb0\xd0\xbd\xd0\xb8\xd1\x8f \xd0\xb0\xd0\xb2\xd1\x82\xd0\xbe\xd1\x80\xd0\xb8\xd0\xb7\xd0\xb0\xd1\x86\xd0\xb8\xd0\xb8 Qwen OAuth \xd0\xb8\xd1\x81\xd1\x82\xd0\xb5\xd0\xba\xd0\xbb\xd0\xbe.", 0,
      CARRY_ON_VERDICT_FATAL, "login-expired", NULL, "https://github.com/QwenLM/qwen-code/blob/0235cf1a259ef5d1e539757b1370fac4f4f58952/packages/cli/src/i18n/locales/ru.js" },
  };

  check_sourced_cases (cases, G_N_ELEMENTS (cases));
  /* Cline's daily cap comes back tomorrow; a monthly cap with its reset
   * waits */
  check_family_case (0, "$20.00 daily limit has been reached.", 429,
                     CARRY_ON_VERDICT_LIMIT, NULL, NULL);
  check_family_case (1, "$100.00 monthly limit has been reached. Your limit resets on 2026-04-01T00:00:00Z.", 0,
                     CARRY_ON_VERDICT_LIMIT, NULL, "2026-04-01T00:00:00Z");
  /* llama-swap's health check that timed out on a slow load is retried */
  check_family_case (2, "unable to start process: health check failed after 15s", 502,
                     CARRY_ON_VERDICT_TRANSIENT, NULL, NULL);
  /* a JavaScriptCore crash on a reset connection's body: the connection */
  check_family_case (3, "fetch failed: ECONNRESET; TypeError: undefined is not an object (evaluating 'e.data')", 0,
                     CARRY_ON_VERDICT_TRANSIENT, NULL, NULL);
  /* a 400 that names a bad value, not a timeout that happened */
  check_family_case (4, "HTTP Error 400: invalid value for 'timeout': must be a number", 0,
                     CARRY_ON_VERDICT_FATAL, NULL, NULL);
  /* another gRPC code written the same way is not UNIMPLEMENTED */
  check_family_case (5, "rpc error: code = Unavailable desc = connection refused", 500,
                     CARRY_ON_VERDICT_TRANSIENT, NULL, NULL);
  /* the review's: the tool streak beside credits spent; a plan's monthly
   * limit that resets; a request refused under a 424; Copilot's review
   * refused for the pull request's size (no row: the words decide it,
   * which these rows-only cases leave out); a server's authorisation that
   * timed out; a gRPC UNIMPLEMENTED the server retries */
  check_family_case (6, "Consecutive tool use limit reached. Your credit balance is too low to access the Anthropic API.", 0,
                     CARRY_ON_VERDICT_FATAL, "credits", NULL);
  check_family_case (7, "Your monthly limit has been reached. Upgrade to Pro or wait for your limit to reset.", 429,
                     CARRY_ON_VERDICT_LIMIT, NULL, NULL);
  check_family_case (8, "Unsupported parameter: 'temperature' is not supported with this model.", 424,
                     CARRY_ON_VERDICT_FATAL, "invalid-request", NULL);
  check_family_case (9, "Copilot was unable to review this pull request because it exceeds the maximum number of files. You can try again by re-requesting a review.", 0,
                     CARRY_ON_VERDICT_TRANSIENT, "default", NULL);
  check_family_case (10, "\xd0\x92\xd1\x80\xd0\xb5\xd0\xbc\xd1\x8f \xd0\xbe\xd0\xb6\xd0\xb8\xd0\xb4\xd0\xb0\xd0\xbd\xd0\xb8\xd1\x8f \xd0\xb0\xd0\xb2\xd1\x82\xd0\xbe\xd1\x80\xd0\xb8\xd0\xb7\xd0\xb0\xd1\x86\xd0\xb8\xd0\xb8 \xd0\xbd\xd0\xb0 \xd1\x81\xd0\xb5\xd1\x80\xd0\xb2\xd0\xb5\xd1\x80\xd0\xb5 \xd0\xb8\xd1\x81\xd1\x82\xd0\xb5\xd0\xba\xd0\xbb\xd0\xbe, \xd0\xbf\xd0\xbe\xd0\xb2\xd1\x82\xd0\xbe\xd1\x80\xd0\xb8\xd1\x82\xd0\xb5 \xd0\xbf\xd0\xbe\xd0\xbf\xd1\x8b\xd1\x82\xd0\xba\xd1\x83 \xd0\xbf\xd0\xbe\xd0\xb7\xd0\xb6\xd0\xb5", 504,
                     CARRY_ON_VERDICT_TRANSIENT, NULL, NULL);
  check_family_case (11, "grpc: the server is restarting; rpc error: code = Unimplemented desc = method not yet registered, retrying in 2s", 503,
                     CARRY_ON_VERDICT_TRANSIENT, NULL, NULL);
}

/* Rounds zf–zm: local model processes that crash with no cause (retried)
 * beside those that name a load failure (given up), Copilot's model list
 * fetched over a failing network, a proxy's pool in cooldown, a client
 * that calls its library with arguments it does not take, an agent's
 * iteration cap, LobeChat's points used up in more languages; near misses
 * beside them */
static void
test_zf_zm_families (void)
{
  static const SourcedCase cases[] = {
    { "Error: The model has crashed without additional information. (Exit code: null)", 0,
      CARRY_ON_VERDICT_TRANSIENT, "local-model-crashed", NULL, "https://github.com/lmstudio-ai/lmstudio-bug-tracker/issues/2255" },
    { "\"llama runner process has terminated: %!w(<nil>)\"", 0,
      CARRY_ON_VERDICT_TRANSIENT, "local-model-crashed", NULL, "https://github.com/continuedev/continue/issues/11953" },
    { "time=2025-03-12T12:14:22.015Z level=ERROR source=sched.go:456 msg=\"error loading llama server\" error=\"llama runner process has terminated: signal: killed\"", 0,
      CARRY_ON_VERDICT_FATAL, "model-load-failed", NULL, "https://github.com/ollama/ollama/issues/9685" },
    { "Error loading model list: TypeError: fetch failed", 0,
      CARRY_ON_VERDICT_TRANSIENT, "connection", NULL, "https://github.com/github/copilot-cli/issues/753" },
    { "{\"error\":\"no model id could be identified\",\"src\":\"llama-swap\"}", 0,
      CARRY_ON_VERDICT_FATAL, "model-not-found", NULL, "https://github.com/mostlygeek/llama-swap/issues/921" },
    { "[Conversations Warning] [CopilotClient] Issue with setting up the connection to 'https://api.githubcopilot.com/chat/completions', if you are using a proxy, check if HTTPS_PROXY is set correctly.", 0,
      CARRY_ON_VERDICT_TRANSIENT, "connection", NULL, "https://github.com/microsoft/copilot-intellij-feedback/issues/1334" },
    { "auth unavailable: 1 of 1 candidate(s) for model \"gpt-5.6-luna\" (provider=codex) are in cooldown:\n[provider=codex auth_file=codex-pro.json, reason=quota, remaining=58h03m]", 0,
      CARRY_ON_VERDICT_LIMIT, "pool-cooldown", "2026-03-12T22:03:00Z", "https://github.com/router-for-me/Cli-Proxy-API-Management-Center/issues/433" },
    { "TypeError: Completions.create() got an unexpected keyword argument 'request_timeout'", 0,
      CARRY_ON_VERDICT_FATAL, "client-arguments", NULL, "https://github.com/microsoft/autogen/issues/1156" },
    { "[2023-06-11 08:56:56,082: WARNING/ForkPoolWorker-7] ITERATION_LIMIT_CROSSED", 0,
      CARRY_ON_VERDICT_FATAL, "run-step-cap", NULL, "https://github.com/TransformerOptimus/SuperAGI/issues/323" },
    { "Seu limite de pontos de assinatura foi atingido, n\xc3\xa3o \xc3\xa9 poss\xc3\xadvel usar essa funcionalidade. Por favor, fa\xc3\xa7" "a um upgrade para um plano superior.", 0,
      CARRY_ON_VERDICT_FATAL, "subscription-used-up", NULL, "https://github.com/lobehub/lobe-chat/blob/007485dcd0293e20e2aad3e19e0fc0899264ccfa/locales/pt-BR/error.json" },
    { "L\xc3\xadmite de palabras excedido.", 0,
      CARRY_ON_VERDICT_FATAL, "word-limit", NULL, "https://github.com/CodeSwallow/ai-report-agent/blob/a75b2527f9124987c0eb566b8b76b30c13adea94/utils/localization.py" },
  };

  check_sourced_cases (cases, G_N_ELEMENTS (cases));
  /* a runner that names the load it failed, a crash status, exit status 2:
   * given up; exit status 1 and a kill with no load named: retried */
  check_family_case (0, "Error: llama runner process has terminated: exit status 0xc0000409", 500,
                     CARRY_ON_VERDICT_FATAL, "model-load-failed", NULL);
  check_family_case (1, "could not respond to message. llama runner process has terminated: exit status 2", 0,
                     CARRY_ON_VERDICT_FATAL, "model-load-failed", NULL);
  check_family_case (2, "Error: llama runner process has terminated: exit status 1", 0,
                     CARRY_ON_VERDICT_TRANSIENT, "local-model-crashed", NULL);
  check_family_case (3, "llama runner process has terminated: error loading model: unable to allocate CUDA0 buffer", 0,
                     CARRY_ON_VERDICT_FATAL, "model-load-failed", NULL);
  /* LM Studio's load that failed, with the crash line under it */
  check_family_case (4, "Failed to load the model\n\nThe model has crashed without additional information. (Exit code: 1)", 0,
                     CARRY_ON_VERDICT_FATAL, "model-load-failed", NULL);
  check_family_case (5, "Error loading model. (Exit code: 6). Please check settings and try loading the model again.", 0,
                     CARRY_ON_VERDICT_FATAL, "model-load-failed", NULL);
  /* the model list refused, not fetched: its status decides */
  check_family_case (6, "Error loading model list: Error: Failed to list models: 403 Forbidden", 0,
                     CARRY_ON_VERDICT_FATAL, NULL, NULL);
  /* a pool in cooldown beside a fatal cause listed before it; a bare
   * unavailable; a cooldown with no time */
  check_family_case (7, "Invalid API key provided; the other keys are in cooldown", 0,
                     CARRY_ON_VERDICT_FATAL, NULL, NULL);
  check_family_case (8, "Provider google is in cooldown (all profiles unavailable)", 0,
                     CARRY_ON_VERDICT_LIMIT, "pool-cooldown", NULL);
  check_family_case (9, "auth unavailable: no auth available", 503,
                     CARRY_ON_VERDICT_TRANSIENT, NULL, NULL);
  /* a timeout that happened, with "request_timeout" in it, is no argument error */
  check_family_case (10, "Request timed out after 600 s (request_timeout=600)", 0,
                     CARRY_ON_VERDICT_TRANSIENT, NULL, NULL);
  /* the review's: a client's own retry cooldown beside a refused
   * connection, a denial, a GPU; a fatal cause beside a pool's cooldown */
  check_family_case (12, "ECONNREFUSED 127.0.0.1:11434 - backoff is in cooldown, next attempt in 10s", 0,
                     CARRY_ON_VERDICT_TRANSIENT, NULL, NULL);
  check_family_case (13, "None of the profiles are in cooldown; the request timed out after 60s", 0,
                     CARRY_ON_VERDICT_TRANSIENT, NULL, NULL);
  check_family_case (14, "The fan is cooling down the GPU; connection reset by peer", 0,
                     CARRY_ON_VERDICT_TRANSIENT, NULL, NULL);
  check_family_case (15, "spawn npx ENOENT; MCP server is in cooldown", 0,
                     CARRY_ON_VERDICT_FATAL, "local-tool-failed", NULL);
  check_family_case (16, "Provider google is currently in cooldown (all profiles unavailable)", 0,
                     CARRY_ON_VERDICT_LIMIT, "pool-cooldown", NULL);
  /* a runner that ended on a cause every load meets again */
  check_family_case (17, "llama runner process has terminated: cudaMalloc failed: out of memory", 500,
                     CARRY_ON_VERDICT_FATAL, "model-load-failed", NULL);
  check_family_case (18, "llama runner process has terminated: signal: illegal instruction (core dumped)", 500,
                     CARRY_ON_VERDICT_FATAL, "model-load-failed", NULL);
  check_family_case (19, "{\"error\":\"error loading model\"}", 0,
                     CARRY_ON_VERDICT_FATAL, "model-load-failed", NULL);
  /* an exception class built wrong while a rate limit was handled: the limit */
  check_family_case (20, "Error code: 429 - Rate limit reached. TypeError: RateLimitError.__init__() missing 1 required positional argument: 'response'", 429,
                     CARRY_ON_VERDICT_LIMIT, NULL, NULL);
  /* a word quota per minute or per day waits */
  check_family_case (21, "Word limit exceeded: 10000 words per minute. Try again in 30 seconds.", 429,
                     CARRY_ON_VERDICT_LIMIT, NULL, "2026-03-10T12:00:30Z");
  check_family_case (22, "L\xc3\xadmite de palabras excedido. Int\xc3\xa9ntelo de nuevo en 30 segundos.", 0,
                     CARRY_ON_VERDICT_LIMIT, "word-limit", "2026-03-10T12:00:30Z");
  /* a lock counted in Chinese minutes is the reset */
  check_family_case (11, "\xe6\xa3\x80\xe6\xb5\x8b\xe5\x88\xb0\xe9\x85\x8d\xe9\xa2\x9d\xe8\x80\x97\xe5\xb0\xbd (QUOTA_EXHAUSTED)\xef\xbc\x8c\xe9\x94\x81\xe5\xae\x9a 30\xe5\x88\x86\xe9\x92\x9f", 429,
                     CARRY_ON_VERDICT_LIMIT, NULL, "2026-03-10T12:30:00Z");
}

/* Rounds yw–zc: local engines that die before they serve, llama.cpp's
 * and Transcribe's inputs too large, a client that cannot stream, VS
 * Code's Copilot strings in Russian, Czech, French and Italian; near misses
 * beside them.  The two cases of rounds zd–ze close it. */
static void
test_yw_zc_families (void)
{
  static const SourcedCase cases[] = {
    { "Engine protocol runtime llama-server for 05ojjodwMEcYta2ebJ+aEDEu exited before becoming healthy. exitCode=3221225477, signal=null", 0,
      CARRY_ON_VERDICT_FATAL, "model-load-failed", NULL, "https://github.com/lmstudio-ai/lmstudio-bug-tracker/issues/2321" },
    { "Error Something went wrong LLAMA_CPP_PROCESS_ERROR The model process encountered an unexpected error.", 0,
      CARRY_ON_VERDICT_FATAL, "model-load-failed", NULL, "https://github.com/janhq/jan/issues/7324" },
    { "level=ERROR source=server.go:449 msg=\"llama runner terminated\" error=\"exit status 0xc0000409\"", 0,
      CARRY_ON_VERDICT_FATAL, "model-load-failed", NULL, "https://github.com/ollama/ollama/issues/10265" },
    { "Model Load Failed exited with code 3221225781", 0,
      CARRY_ON_VERDICT_FATAL, "model-load-failed", NULL, "https://github.com/techjarves/Uncensored-Local-Studio/issues/19" },
    { "Failed to start llama.cpp local-server ; No exception info.", 0,
      CARRY_ON_VERDICT_FATAL, "model-load-failed", NULL, "https://github.com/abgulati/LARS/issues/19" },
    { "{\"error\":{\"code\":500,\"message\":\"input is too large to process. increase the physical batch size\",\"type\":\"server_error\"}}", 0,
      CARRY_ON_VERDICT_FATAL, "context-too-long", NULL, "https://github.com/ggml-org/llama.cpp/issues/11105" },
    { "BadRequestException: Your stream is too big", 0,
      CARRY_ON_VERDICT_FATAL, "context-too-long", NULL, "https://github.com/aws-samples/amazon-transcribe-live-call-analytics/issues/41" },
    { "Error: Unsupported operation: streaming not implemented", 0,
      CARRY_ON_VERDICT_FATAL, "operation-unsupported", NULL, "https://github.com/aaif-goose/goose/issues/4308" },
    { "{\"error\":{\"code\":500,\"message\":\"Invalid input batch.\",\"type\":\"server_error\"}}", 0,
      CARRY_ON_VERDICT_FATAL, "operation-unsupported", NULL, "https://github.com/ggml-org/llama.cpp/issues/14204" },
    { "Copilot \xd0\xbf\xd1\x80\xd0\xb8\xd0\xbe\xd1\x81\xd1\x82\xd0\xb0\xd0\xbd\xd0\xbe\xd0\xb2\xd0\xbb\xd0\xb5\xd0\xbd \xd0\xb4\xd0\xbe \xd1\x82\xd0\xb5\xd1\x85 \xd0\xbf\xd0\xbe\xd1\x80, \xd0\xbf\xd0\xbe\xd0\xba\xd0\xb0 \xd0\xbb\xd0\xb8\xd0\xbc\xd0\xb8\xd1\x82\xd1\x8b \xd0\xbd\xd0\xb5 \xd0\xb2\xd0\xbe\xd0\xb7\xd0\xbe\xd0\xb1\xd0\xbd\xd0\xbe\xd0\xb2\xd1\x8f\xd1\x82\xd1\x81\xd1\x8f. \xd0\x94\xd0\xbb\xd1\x8f \xd0\xbf\xd0\xbe\xd0\xbb\xd1\x83\xd1\x87\xd0\xb5\xd0\xbd\xd0\xb8\xd1\x8f \xd0\xb4\xd0\xbe\xd0\xbf\xd0\xbe\xd0\xbb\xd0\xbd\xd0\xb8\xd1\x82\xd0\xb5\xd0\xbb\xd1\x8c\xd0\xbd\xd1\x8b\xd1\x85 \xd1\x81\xd0\xb2\xd0\xb5\xd0\xb4\xd0\xb5\xd0\xbd\xd0\xb8\xd0\xb9 \xd0\xbe\xd0\xb1\xd1\x80\xd0\xb0\xd1\x82\xd0\xb8\xd1\x82\xd0\xb5\xd1\x81\xd1\x8c \xd0\xba \xd0\xb0\xd0\xb4\xd0\xbc\xd0\xb8\xd0\xbd\xd0\xb8\xd1\x81\xd1\x82\xd1\x80\xd0\xb0\xd1\x82\xd0\xbe\xd1\x80\xd1\x83.", 0,
      CARRY_ON_VERDICT_LIMIT, "window-will-reset", NULL, "https://github.com/microsoft/vscode-loc/blob/0070d970d049c4ca1c12fc76d5a533f72b716661/i18n/vscode-language-pack-ru/translations/main.i18n.json" },
    { "Copilot je pozastaven\xc3\xbd, dokud se limit neobnov\xc3\xad.", 0,
      CARRY_ON_VERDICT_LIMIT, "window-will-reset", NULL, "https://github.com/microsoft/vscode-loc/blob/0070d970d049c4ca1c12fc76d5a533f72b716661/i18n/vscode-language-pack-cs/translations/main.i18n.json" },
    { "Votre organisation ou entreprise a d\xc3\xa9pass\xc3\xa9 son budget Copilot. Contactez l\xe2\x80\x99" "administrateur pour reprendre l\xe2\x80\x99utilisation.", 0,
      CARRY_ON_VERDICT_FATAL, "spend-limit", NULL, "https://github.com/microsoft/vscode-loc/blob/0070d970d049c4ca1c12fc76d5a533f72b716661/i18n/vscode-language-pack-fr/translations/main.i18n.json" },
    { "Per usare Copilot, \xc3\xa8 necessario aver eseguito l'accesso.", 0,
      CARRY_ON_VERDICT_FATAL, "login-expired", NULL, "https://github.com/microsoft/vscode-loc/blob/0043887d4a482d76b265c72090f773c4d6c2a71c/i18n/vscode-language-pack-it/translations/main.i18n.json" },
    { "Contenido de la solicitud demasiado grande, por favor reduce el tama\xc3\xb1o del archivo o del texto", 0,
      CARRY_ON_VERDICT_FATAL, "context-too-long", NULL, "https://github.com/CherryHQ/cherry-studio/blob/00a0b491c7250d82217d9929ebf5940b36990513/src/renderer/src/i18n/translate/es-es.json" },
    { "Questa conversazione \xc3\xa8 troppo lunga e non pu\xc3\xb2 continuare.", 0,
      CARRY_ON_VERDICT_FATAL, "context-too-long", NULL, "https://github.com/brave/brave-core/blob/8377ad97f1f5d1156dc2bf35341c7d44972d5c0e/ios/brave-ios/Sources/AIChat/Resources/it.lproj/BraveLeo.strings" },
  };

  check_sourced_cases (cases, G_N_ELEMENTS (cases));
  /* "too large to process" without llama.cpp's remedy, beside an overload;
   * a client falling back from streaming; a runner that started */
  check_family_case (0, "Server busy: input is too large to process right now, the server is overloaded; please retry", 0,
                     CARRY_ON_VERDICT_TRANSIENT, "overloaded", NULL);
  check_family_case (1, "llama runner started in 2.31 seconds; 503 Service Unavailable", 0,
                     CARRY_ON_VERDICT_TRANSIENT, "unavailable", NULL);
  /* the review's: a runner ended by a cancel, a load retried, an engine
   * restarted, none with the words of an end for good; the Czech plural */
  check_family_case (2, "Error: llama runner terminated: context canceled", 500,
                     CARRY_ON_VERDICT_TRANSIENT, NULL, NULL);
  check_family_case (3, "Model load failed, retrying with CPU offload... model loaded successfully. Error: 503 server busy", 0,
                     CARRY_ON_VERDICT_TRANSIENT, NULL, NULL);
  check_family_case (4, "llama-server process exited before becoming healthy; restarting (attempt 2/3)... server is healthy, but request failed: 503", 0,
                     CARRY_ON_VERDICT_TRANSIENT, NULL, NULL);
  check_family_case (5, "Copilot je pozastaven\xc3\xbd, dokud se limity neobnov\xc3\xad.", 0,
                     CARRY_ON_VERDICT_LIMIT, "window-will-reset", NULL);
  /* rounds zd–ze: Telnyx's outbound profile cap waits like its other
   * concurrent-call caps; new-api's French "token not provided" gives up */
  check_family_case (6, "| D2 | 403 | Outbound profile concurrent call limit exceeded | Reduce active calls or increase profile limit |", 0,
                     CARRY_ON_VERDICT_LIMIT, "concurrency-cap", NULL);
  check_family_case (7, "Jeton non fourni", 0,
                     CARRY_ON_VERDICT_FATAL, "credentials-missing", NULL);
}

/* Rounds yo–yv: agents that stop at their own caps and loop guards, a
 * passing error that says no credits were consumed, LM Studio's server
 * asked for a path it does not serve, Telnyx's global call cap, Tencent's
 * request body too large; near misses beside them */
static void
test_yo_yv_families (void)
{
  static const SourcedCase cases[] = {
    { "\xe2\x9a\xa0\xef\xb8\x8f Stopped: Maximum iterations exceeded!", 0, /* ⚠️ Stopped: … */
      CARRY_ON_VERDICT_FATAL, "run-step-cap", NULL, "https://github.com/TransformerOptimus/SuperAGI/issues/323" },
    { "ValueError: Reached max iterations.", 0,
      CARRY_ON_VERDICT_FATAL, "run-step-cap", NULL, "https://github.com/run-llama/llama_index/issues/12209" },
    { "Reached maximum number of turns (40)", 0,
      CARRY_ON_VERDICT_FATAL, "run-step-cap", NULL, "https://github.com/RyanCodrai/turbovec/pull/262" },
    { "Tool Execution Limit Reached  The agent stopped after executing 10 tools (the configured maximum).", 0,
      CARRY_ON_VERDICT_FATAL, "run-step-cap", NULL, "https://github.com/vanna-ai/vanna/issues/1032" },
    { "WARNING  Agent loop hit max_tool_rounds=30. Forcing stop to prevent infinite tool-call loop.", 0,
      CARRY_ON_VERDICT_FATAL, "run-step-cap", NULL, "https://github.com/definableai/definable.ai/issues/92" },
    { "Reached max session turns for this session. Increase the number of turns by specifying maxSessionTurns in settings.json.", 0,
      CARRY_ON_VERDICT_FATAL, "run-step-cap", NULL, "https://github.com/google-gemini/gemini-cli/blob/main/packages/cli/src/nonInteractiveCli.ts" },
    { "Doom loop: agent stuck after 6 consecutive repetitions", 0,
      CARRY_ON_VERDICT_FATAL, "run-step-cap", NULL, "https://github.com/agentscope-ai/QwenPaw/issues/6116" },
    { "[YOLO MODE] Task failed: Too many consecutive mistakes (3)", 0,
      CARRY_ON_VERDICT_FATAL, "run-step-cap", NULL, "https://github.com/cline/cline/issues/10358" },
    { "ErrorCascade has encountered an internal error in this step. No credits consumed on this tool call.", 0,
      CARRY_ON_VERDICT_TRANSIENT, "server-error", NULL, "https://github.com/Exafunction/codeium/issues/137" },
    { "{\"error\":\"Unexpected endpoint or method. (POST /chat/completions)\"}", 200,
      CARRY_ON_VERDICT_FATAL, "endpoint-invalid", NULL, "https://github.com/lmstudio-ai/lmstudio-bug-tracker/issues/618" },
    { "D1 | 403 | Concurrent outbound calls exceed global limit", 0,
      CARRY_ON_VERDICT_LIMIT, "concurrency-cap", NULL, "https://developers.telnyx.com/docs/voice/sip-trunking/troubleshooting/response-codes" },
    { "\xe6\x95\xb4\xe4\xb8\xaa\xe8\xaf\xb7\xe6\xb1\x82\xe4\xbd\x93\xe5\xa4\xaa\xe5\xa4\xa7\xef\xbc\x88\xe9\x80\x9a\xe5\xb8\xb8\xe4\xb8\xbb\xe8\xa6\x81\xe6\x98\xaf\xe5\x9b\xbe\xe7\x89\x87\xef\xbc\x89\xe3\x80\x82", 0, /* 整个请求体太大（通常主要是图片）。 */
      CARRY_ON_VERDICT_FATAL, "context-too-long", NULL, "https://github.com/TencentCloud/tencentcloud-sdk-go/blob/master/tencentcloud/aiart/v20221229/errors.go" },
  };

  check_sourced_cases (cases, G_N_ELEMENTS (cases));
  /* a cap counted over time is a rate limit, not the run's own cap */
  check_family_case (0, "Rate limit: maximum iterations per minute exceeded, retry after 20s", 0,
                     CARRY_ON_VERDICT_LIMIT, NULL, "2026-03-10T12:00:20Z");
  check_family_case (1, "The tool call limit reached its maximum of 100 per minute; try again in 30 seconds", 0,
                     CARRY_ON_VERDICT_LIMIT, NULL, "2026-03-10T12:00:30Z");
  /* credits that are gone still give up; "no credits were charged" beside
   * an overload does not */
  check_family_case (2, "You have no credits remaining. Add credits to continue.", 0,
                     CARRY_ON_VERDICT_FATAL, "credits", NULL);
  check_family_case (3, "Overloaded, please retry. No credits were charged.", 0,
                     CARRY_ON_VERDICT_TRANSIENT, "overloaded", NULL);
  /* the review's: a cap that names when it reopens waits for it; the
   * loop guard's plural */
  check_family_case (4, "[429] Tool execution limit reached: 60 tool executions per minute. Retry after 20s.", 0,
                     CARRY_ON_VERDICT_LIMIT, "run-step-cap", "2026-03-10T12:00:20Z");
  check_family_case (5, "Free tier: reached max turns for this 3-hour window. Your limit resets at 3:00 PM.", 0,
                     CARRY_ON_VERDICT_LIMIT, NULL, "2026-03-10T14:00:00Z");
  check_family_case (6, "Stopped to prevent infinite tool-call loops.", 0,
                     CARRY_ON_VERDICT_FATAL, "run-step-cap", NULL);
}

/* Rounds yg–yn: a clock out of step with the server's, an upload over the
 * endpoint's byte cap, an agent's helper process gone before it answered,
 * Telnyx's concurrent-call limit, LM Studio's image input refused in
 * Ukrainian, Jan's context overflow in French; near misses beside them */
static void
test_yg_yn_families (void)
{
  static const SourcedCase cases[] = {
    { "Sorry, your system time does not match the server. Please check your system time and try again.", 0,
      CARRY_ON_VERDICT_FATAL, "clock-skew", NULL, "https://github.com/lobehub/lobe-chat/blob/00e080c53901e854a041185758297877f3461629/locales/en-US/error.json" },
    { "Maximum content size limit (26214400) exceeded (222592852 bytes read)", 0,
      CARRY_ON_VERDICT_FATAL, "context-too-long", NULL, "https://github.com/chidiwilliams/buzz/issues/381" },
    { "Failed to start core\n\nHealthcheck abandoned after 62638ms: the core process is gone", 0,
      CARRY_ON_VERDICT_FATAL, "local-tool-failed", NULL, "https://github.com/cline/cline/issues/13736" },
    { "403 User channel limit exceeded D1", 0,
      CARRY_ON_VERDICT_LIMIT, "concurrency-cap", NULL, "https://developers.telnyx.com/docs/voice/sip-trunking/configuration/concurrent-limits" },
    { "\xd0\x9c\xd0\xbe\xd0\xb4\xd0\xb5\xd0\xbb\xd1\x8c \xd0\xbd\xd0\xb5 \xd0\xbf\xd1\x96\xd0\xb4\xd1\x82\xd1\x80\xd0\xb8\xd0\xbc\xd1\x83\xd1\x94 \xd0\xb2\xd0\xb2\xd0\xb5\xd0\xb4\xd0\xb5\xd0\xbd\xd0\xbd\xd1\x8f \xd0\xb7\xd0\xbe\xd0\xb1\xd1\x80\xd0\xb0\xd0\xb6\xd0\xb5\xd0\xbd\xd1\x8c", 0, /* Модель не підтримує введення зображень */
      CARRY_ON_VERDICT_FATAL, "operation-unsupported", NULL, "https://github.com/lmstudio-ai/localization/blob/994c43f4f992a9c6cb38bb7f7f64142506ed3d99/uk/chat.json" },
    { "Erreur de d\xc3\xa9passement de contexte", 0, /* Erreur de dépassement de contexte */
      CARRY_ON_VERDICT_FATAL, "context-too-long", NULL, "https://github.com/janhq/jan/blob/bc80c10fd1cdf698746872f96b2ae79cc8c6e166/web-app/src/locales/fr/model-errors.json" },
  };

  check_sourced_cases (cases, G_N_ELEMENTS (cases));
  /* a system time named beside an outage, and a server's own clock out of
   * step with NTP: the clock-skew row wants the user's clock against the
   * server in one clause */
  check_family_case (0, "System time: 2026-03-10 12:00. Error: 503 Service Unavailable", 0,
                     CARRY_ON_VERDICT_TRANSIENT, "unavailable", NULL);
  check_family_case (1, "The system time on this server does not match NTP; 503 Service Unavailable", 0,
                     CARRY_ON_VERDICT_TRANSIENT, "unavailable", NULL);
  /* a size cap stated, not exceeded, beside an overload */
  check_family_case (2, "Maximum content size limit is 25 MB; the server is overloaded, please retry", 0,
                     CARRY_ON_VERDICT_TRANSIENT, "overloaded", NULL);
  /* a core process that restarted and is back is no failure to start */
  check_family_case (3, "The core process restarted after an update; retrying the request", 0,
                     CARRY_ON_VERDICT_TRANSIENT, NULL, NULL);
  /* the review's: a clock beside a rate limit is not the user's clock; a
   * core that is gone but being restarted has not failed to start; the
   * error type alone; the shorter Ukrainian refusal of images */
  check_family_case (4, "System time does not match NTP server pool.ntp.org (offset 0.3s); continuing. Error: 429 Too Many Requests, retry after 20s", 0,
                     CARRY_ON_VERDICT_LIMIT, "rate-limit", "2026-03-10T12:00:20Z");
  check_family_case (5, "Lost connection to Cline Core: the core process is gone. Restarting core (attempt 1 of 3)...", 0,
                     CARRY_ON_VERDICT_TRANSIENT, NULL, NULL);
  check_family_case (6, "{\"errorType\":\"SystemTimeNotMatchError\"}", 0,
                     CARRY_ON_VERDICT_FATAL, "clock-skew", NULL);
  check_family_case (7, "\xd0\x9c\xd0\xbe\xd0\xb4\xd0\xb5\xd0\xbb\xd1\x8c \xd0\xbd\xd0\xb5 \xd0\xbf\xd1\x96\xd0\xb4\xd1\x82\xd1\x80\xd0\xb8\xd0\xbc\xd1\x83\xd1\x94 \xd0\xb7\xd0\xbe\xd0\xb1\xd1\x80\xd0\xb0\xd0\xb6\xd0\xb5\xd0\xbd\xd0\xbd\xd1\x8f", 0, /* Модель не підтримує зображення */
                     CARRY_ON_VERDICT_FATAL, "operation-unsupported", NULL);
}

/* Rounds wz–xe: a library older or newer than the program (Python's
 * module without the attribute, JavaScript's "is not a function"),
 * Tencent's image prompt too long and AI Horde's IP put into timeout;
 * near misses beside them */
static void
test_wz_xe_families (void)
{
  static const SourcedCase cases[] = {
    { "Something went wrong during completion. Reason: module 'openai' has no attribute 'error'", 0,
      CARRY_ON_VERDICT_FATAL, "client-type-error", NULL, "https://github.com/father-bot/chatgpt_telegram_bot/issues/391" },
    { "Error: TypeError: sdk.languageModel is not a function. (In 'sdk.languageModel(model.api.id)', 'sdk.languageModel' is undefined)", 0,
      CARRY_ON_VERDICT_FATAL, "client-type-error", NULL, "https://github.com/anomalyco/opencode/issues/16774" },
    { "\xe8\xbe\x93\xe5\x85\xa5\xe6\x96\x87\xe6\x9c\xac\xe8\xbf\x87\xe9\x95\xbf\xef\xbc\x8c\xe8\xaf\xb7\xe6\x9b\xb4\xe6\x8d\xa2\xe7\x9f\xad\xe4\xb8\x80\xe7\x82\xb9\xe7\x9a\x84\xe6\x96\x87\xe6\x9c\xac\xe5\x90\x8e\xe9\x87\x8d\xe8\xaf\x95\xe3\x80\x82", 0,
      /* 输入文本过长，请更换短一点的文本后重试。 */
      CARRY_ON_VERDICT_FATAL, "token-cap", NULL, "https://github.com/TencentCloud/tencentcloud-sdk-python/blob/01ec01946ec7262b507af8754ef3bcc6cfe1488b/tencentcloud/aiart/v20221229/errorcodes.py" },
    { "Due to abuse prevention, your IP address has been put into timeout. Please try again later, or contact us on discord if you think this was an error.", 403,
      CARRY_ON_VERDICT_LIMIT, "rate-limit", NULL, "https://github.com/Haidra-Org/AI-Horde/blob/0068c6293ebddbba18880c6682c1392ddf8cfc61/horde/exceptions.py" },
  };

  check_sourced_cases (cases, G_N_ELEMENTS (cases));
  /* any other object without the attribute is no library mismatch (held-out
   * lz009: a service that failed to complete the prompt) */
  check_family_case (0, "AttributeError(\"'str' object has no attribute 'usage'\")", 0,
                     CARRY_ON_VERDICT_TRANSIENT, NULL, NULL);
  /* a request "put into the queue" is no timeout of the caller */
  check_family_case (1, "Your request has been put into the queue; please wait", 0,
                     CARRY_ON_VERDICT_TRANSIENT, NULL, NULL);
}

/* Rounds wr–wy: Lua's nil index beside V8's and Python's TypeErrors, a
 * local tool (an MCP server, bubblewrap) that did not start, ElevenLabs'
 * unusual-activity code, a lifetime quota and Hunyuan's billed resources
 * used up, LobeChat's Turkish content block and LibreChat's login throttle;
 * near misses beside them */
static void
test_wr_wy_families (void)
{
  static const SourcedCase cases[] = {
    { "vim.schedule callback: ...codecompanion.nvim/lua/codecompanion/adapters/openai.lua:281: attempt to index field 'choices' (a nil value)", 0,
      CARRY_ON_VERDICT_FATAL, "client-type-error", NULL, "https://github.com/olimorris/codecompanion.nvim/issues/1945" },
    { "\xe2\x9a\xa0 MCP client for `js-reverse-mcp` failed to start: MCP startup failed: handshaking with MCP server failed: connection\n  closed: initialize response", 0,
      /* ⚠ MCP client … failed to start */
      CARRY_ON_VERDICT_FATAL, "local-tool-failed", NULL, "https://github.com/zhizhuodemao/js-reverse-mcp/issues/12" },
    { "bubblewrap is unavailable: no system bwrap was found on PATH and no bundled codex-resources/bwrap binary was found next to the Codex executable", 0,
      CARRY_ON_VERDICT_FATAL, "local-tool-failed", NULL, "https://github.com/openai/codex/issues/24873" },
    { "{\"message\": \"11labs reported an error: detected_unusual_activity\", \"level\": \"ERROR\", \"name\": \"livekit.plugins.elevenlabs\"}", 0,
      CARRY_ON_VERDICT_FATAL, "free-tier-only", NULL, "https://github.com/livekit/agents/issues/921" },
    { "Cannot preview the input phrase with these settings.\n\nStatus code: 429 (b'{\"error\": \"Exceeded User lifetime quota\"}\\n')", 429,
      CARRY_ON_VERDICT_FATAL, "credits", NULL, "https://github.com/AwesomeTTS/awesometts-anki-addon/issues/200" },
    { "\xe8\xae\xa1\xe8\xb4\xb9\xe8\xb5\x84\xe6\xba\x90\xe5\xb7\xb2\xe8\x80\x97\xe5\xb0\xbd\xe3\x80\x82", 0,
      /* 计费资源已耗尽。 */
      CARRY_ON_VERDICT_FATAL, "credits", NULL, "https://github.com/TencentCloud/tencentcloud-sdk-python/blob/3e323f13145b8f2d655c0bd8e99fe60831dceee7/tencentcloud/hunyuan/v20230901/errorcodes.py" },
    { "Sa\xc4\x9flay\xc4\xb1" "c\xc4\xb1, i\xc3\xa7" "erik politikas\xc4\xb1 nedeniyle bu iste\xc4\x9fi veya \xc3\xa7\xc4\xb1kt\xc4\xb1s\xc4\xb1n\xc4\xb1 engelledi. L\xc3\xbctfen isteminizi g\xc3\xb6zden ge\xc3\xa7irip tekrar deneyin.", 0,
      /* Sağlayıcı, içerik politikası nedeniyle … */
      CARRY_ON_VERDICT_FATAL, "content-blocked", NULL, "https://github.com/lobehub/lobe-chat/blob/5e912a4dcdcba65461dcc4218a3c684c085ecf0e/locales/tr-TR/modelRuntime.json" },
    { "Zu viele Anmeldeversuche in kurzer Zeit. Bitte versuche es sp\xc3\xa4ter erneut.", 0,
      CARRY_ON_VERDICT_LIMIT, "rate-limit", NULL, "https://github.com/danny-avila/LibreChat/blob/00ad58dfcac7f9243e6291961a4260fab2bf29bc/client/src/locales/de/translation.json" },
    { "Te veel inlogpogingen in een korte tijd. Probeer het later nog eens.", 0,
      CARRY_ON_VERDICT_LIMIT, "rate-limit", NULL, "https://github.com/danny-avila/LibreChat/blob/03a543012870417542881d61a903c19f04bba079/client/src/locales/nl/translation.json" },
  };

  check_sourced_cases (cases, G_N_ELEMENTS (cases));
  /* an MCP tool or an MCP start that timed out is the moment's, not a setup
   * to mend; bubblewrap's fallback to a bundled copy is no failure */
  check_family_case (0, "MCP error -32001: Request timed out", 0,
                     CARRY_ON_VERDICT_TRANSIENT, "timeout", NULL);
  check_family_case (1, "MCP startup failed: timed out handshaking with MCP server after 10s", 0,
                     CARRY_ON_VERDICT_TRANSIENT, NULL, NULL);
  check_family_case (2, "warning: no system bwrap was found on PATH; using the bundled bubblewrap\nstream disconnected before completion", 0,
                     CARRY_ON_VERDICT_TRANSIENT, NULL, NULL);
  /* a quota with no lifetime named stays a limit */
  check_family_case (3, "Status code: 429 (b'{\"error\": \"Exceeded User daily quota\"}')", 429,
                     CARRY_ON_VERDICT_LIMIT, NULL, NULL);
  /* a day's points used up, reset tomorrow, is a window, not billing */
  check_family_case (4, "\xe4\xbb\x8a\xe6\x97\xa5\xe9\xa2\x9d\xe5\xba\xa6\xe5\xb7\xb2\xe7\x94\xa8\xe5\xae\x8c\xef\xbc\x8c\xe6\x98\x8e\xe5\xa4\xa9\xe9\x87\x8d\xe7\xbd\xae", 0,
                     CARRY_ON_VERDICT_LIMIT, NULL, NULL);
}

/* Rounds wj–wq: a client's TypeError on a response it cannot handle,
 * ElevenLabs' "something went wrong" under close code 1008 and a Japanese
 * load-capacity message sent with a 429; near misses beside them */
static void
test_wj_wq_families (void)
{
  static const SourcedCase cases[] = {
    { "TypeError: Cannot read properties of undefined (reading 'forEach')", 0,
      CARRY_ON_VERDICT_FATAL, "client-type-error", NULL, "https://github.com/montaque22/node-red-contrib-ai-intent/issues/6" },
    { "251111 14:32:42[0.8.3-SiFuChEdnocaCh][core.connection]-ERROR-LLM \xe5\xa4\x84\xe7\x90\x86\xe5\x87\xba\xe9\x94\x99 fdfdfgfd: 'NoneType' object has no attribute 'response'", 0,
      CARRY_ON_VERDICT_FATAL, "client-type-error", NULL, "https://github.com/xinnan-tech/xiaozhi-esp32-server/issues/2502" },
    { "Something went wrong: ErrorFrame#1(error: ElevenLabsTTSService#0 error receiving messages: received 1008 (policy violation) We are sorry, something went wrong. You are not charged for this request.; then sent 1008 (policy violation) We are sorry, something went wrong. You are not charged for this request., fatal: False)", 0,
      CARRY_ON_VERDICT_TRANSIENT, "server-error", NULL, "https://github.com/pipecat-ai/pipecat/issues/1426" },
    { "\xe7\x8f\xbe\xe5\x9c\xa8\xe3\x81\xaeGemini\xe3\x82\xb5\xe3\x83\xbc\xe3\x83\x93\xe3\x82\xb9\xe3\x81\xae\xe7\x8f\xbe\xe5\x9c\xa8\xe3\x81\xae\xe8\xb2\xa0\xe8\x8d\xb7\xe8\x83\xbd\xe5\x8a\x9b\xe3\x81\x8c\xe4\xb8\x8a\xe9\x99\x90\xe3\x81\xab\xe9\x81\x94\xe3\x81\x97\xe3\x81\xa6\xe3\x81\x84\xe3\x81\xbe\xe3\x81\x99\xe3\x81\xae\xe3\x81\xa7\xe3\x80\x81\xe5\xbe\x8c\xe3\x81\xbb\xe3\x81\xa9\xe5\x86\x8d\xe5\xba\xa6\xe3\x81\x8a\xe8\xa9\xa6\xe3\x81\x97\xe3\x81\x84\xe3\x81\x9f\xe3\x81\xa0\xe3\x81\x8f\xe3\x81\x8b\xe3\x80\x81\xe4\xbb\x96\xe3\x81\xae\xe7\xbf\xbb\xe8\xa8\xb3\xe3\x82\xb5\xe3\x83\xbc\xe3\x83\x93\xe3\x82\xb9\xe3\x81\xab\xe5\x88\x87\xe3\x82\x8a\xe6\x9b\xbf\xe3\x81\x88\xe3\x81\xa6\xe3\x81\x8f\xe3\x81\xa0\xe3\x81\x95\xe3\x81\x84\xe3\x80\x82", 429,
      /* 現在のGeminiサービスの現在の負荷能力が上限に達していますので、後ほど再度お試しいただくか、他の翻訳サービスに切り替えてください。 */
      CARRY_ON_VERDICT_TRANSIENT, "overloaded", NULL, "https://github.com/immersive-translate/i18ns/blob/056805e052093b7cd08f59c77582eb23db584ca7/extension/locales/ja.json" },
  };

  check_sourced_cases (cases, G_N_ELEMENTS (cases));
  /* the same crash that a relay reports with its 5xx is the status's; a
   * program that cannot read a file is no TypeError */
  check_family_case (0, "Error: HTTP 502: Cannot read properties of undefined (reading 'test')", 0,
                     CARRY_ON_VERDICT_TRANSIENT, "status-5xx", NULL);
  check_family_case (1, "Cannot read properties file: connection reset by peer", 0,
                     CARRY_ON_VERDICT_TRANSIENT, NULL, NULL);
  /* the crash on the body of a failure the client did not expect is the
   * failure's: a network error or a server's error event beside it decides */
  check_family_case (2, "connect ETIMEDOUT 104.18.7.192:443\nTypeError: Cannot read properties of undefined (reading 'data')", 0,
                     CARRY_ON_VERDICT_TRANSIENT, NULL, NULL);
  check_family_case (3, "{\"type\":\"error\",\"error\":{\"type\":\"api_error\",\"message\":\"Internal server error\"}} TypeError: Cannot read properties of undefined (reading 'choices')", 0,
                     CARRY_ON_VERDICT_TRANSIENT, NULL, NULL);
  check_family_case (4, "openai.APIConnectionError: Connection error.\nAttributeError: 'NoneType' object has no attribute 'choices'", 0,
                     CARRY_ON_VERDICT_TRANSIENT, NULL, NULL);
  /* ElevenLabs refusing a key under the same close code still gives up */
  check_family_case (5, "received 1008 (policy violation) Invalid API key", 0,
                     CARRY_ON_VERDICT_FATAL, NULL, NULL);
}

/* Rounds wc–wi: ElevenLabs' cap on simultaneous contexts, closed with the
 * WebSocket code RFC 6455 names "policy violation" */
static void
test_wc_wi_families (void)
{
  static const SourcedCase cases[] = {
    { "received 1008 (policy violation) Maximum simultaneous contexts per WebSocket connection exceeded (5).\nPlease close an existing context before opening a new one.", 0,
      CARRY_ON_VERDICT_LIMIT, "concurrency-cap", NULL, "https://github.com/pipecat-ai/pipecat/issues/4041" },
  };

  check_sourced_cases (cases, G_N_ELEMENTS (cases));
  /* the same close code over a key refused stays a give-up, and over a
   * context simply closed is no limit */
  check_family_case (0, "received 1008 (policy violation) Invalid API key provided", 0,
                     CARRY_ON_VERDICT_FATAL, NULL, NULL);
  check_family_case (1, "received 1008 (policy violation) context closed by the client", 0,
                     CARRY_ON_VERDICT_TRANSIENT, NULL, NULL);
}

/* Rounds vv–wb: Zhipu's 1210 "Invalid API parameter" as OpenCode Zen
 * relays it, Kimi Code's Chinese content blocks and Copilot's invalid
 * GitHub token quoted under "could not connect"; near misses beside them */
static void
test_vv_wb_families (void)
{
  static const SourcedCase cases[] = {
    { "Error from provider (Console): Upstream request failed: [1210] Invalid API parameter, please check the documentation.invalid zstd request body", 0,
      CARRY_ON_VERDICT_FATAL, "invalid-request", NULL, "https://github.com/anomalyco/opencode/issues/44384" },
    { "\xe6\x8f\x90\xe4\xbe\x9b\xe5\x95\x86\xe5\xae\x89\xe5\x85\xa8\xe7\xad\x96\xe7\x95\xa5\xe6\x8b\xa6\xe6\x88\xaa\xe4\xba\x86\xe5\x93\x8d\xe5\xba\x94\xe3\x80\x82", 0,
      /* 提供商安全策略拦截了响应。 */
      CARRY_ON_VERDICT_FATAL, "content-blocked", NULL, "https://github.com/MoonshotAI/kimi-code/blob/04c889dd10612fc00702d20600936d4dc81dd075/apps/kimi-code/src/i18n/locales/zh.json" },
    { "\xe6\x8f\x90\xe4\xbe\x9b\xe5\x95\x86\xe5\x9c\xa8\xe5\x8f\xaf\xe8\xa7\x81\xe8\xbe\x93\xe5\x87\xba\xe4\xb9\x8b\xe5\x89\x8d\xe8\xbf\x87\xe6\xbb\xa4\xe4\xba\x86\xe5\x93\x8d\xe5\xba\x94\xef\xbc\x88" "finishReason={{reason}}{{raw}}\xef\xbc\x89\xe3\x80\x82", 0,
      /* 提供商在可见输出之前过滤了响应（finishReason={{reason}}{{raw}}）。 */
      CARRY_ON_VERDICT_FATAL, "content-blocked", NULL, "https://github.com/MoonshotAI/kimi-code/blob/04c889dd10612fc00702d20600936d4dc81dd075/apps/kimi-code/src/i18n/locales/zh.json" },
    { "GitHub Copilot could not connect to server. Extension activation failed: \"Your GitHub token is invalid. Please sign out from your GitHub account using VSCode UI and try again.\"", 0,
      CARRY_ON_VERDICT_FATAL, "login-expired", NULL, "https://github.com/pengzhile/cocopilot/issues/48" },
  };

  check_sourced_cases (cases, G_N_ELEMENTS (cases));
  /* a gateway's failure with no parameter named stays a server fault */
  check_family_case (0, "Error from provider (Console): Upstream request failed: 502 Bad Gateway", 0,
                     CARRY_ON_VERDICT_TRANSIENT, NULL, NULL);
  /* Copilot unable to connect, with no token named, is a network fault */
  check_family_case (1, "GitHub Copilot could not connect to server. Extension activation failed: \"connect ETIMEDOUT 140.82.112.21:443\"", 0,
                     CARRY_ON_VERDICT_TRANSIENT, NULL, NULL);
}

/* Rounds vo–vu: Kilo Code's Czech informal "please sign in", Dify's
 * Italian trial quota used up and key without quota, Mistral's batch over
 * its token cap and the AI SDK's stop on a non-retryable error; near misses
 * beside them */
static void
test_vo_vu_families (void)
{
  static const SourcedCase cases[] = {
    { "Poskytovatel Roo vy\xc5\xbe" "aduje cloudovou autentizaci. Pros\xc3\xadm p\xc5\x99ihlas se do Roo Code Cloud.", 0,
      CARRY_ON_VERDICT_FATAL, "login-expired", NULL, "https://github.com/Kilo-Org/kilocode/blob/d7cf106323f8bc52b5c392b924fbc741d1b8b5dc/src/i18n/locales/cs/common.json" },
    { "Quota di prova esaurita. Aggiungi il tuo fornitore di modelli.", 0,
      CARRY_ON_VERDICT_FATAL, "trial-wall", NULL, "https://github.com/langgenius/dify/blob/e117165fb2987c24107d47c524ef3c3295ffdf2a/web/i18n/it-IT/common.json" },
    { "Questa API KEY non ha pi\xc3\xb9 quota disponibile, per favore leggi", 0,
      CARRY_ON_VERDICT_FATAL, "credits", NULL, "https://github.com/langgenius/dify/blob/e117165fb2987c24107d47c524ef3c3295ffdf2a/web/i18n/it-IT/common.json" },
    { "MistralAPIException: Status: 400. Message: {\"object\":\"error\",\"message\":\"Too many tokens in batch. Max is 16384 got 17555\",\"type\":\"invalid_request_error\",\"param\":null,\"code\":null}", 0,
      CARRY_ON_VERDICT_FATAL, "batch-too-large", NULL, "https://github.com/aurelio-labs/semantic-router/issues/297" },
    { "Error: An error occurred while processing your request. Failed after 2 attempts with non-retryable error: 'Provider returned error'", 0,
      CARRY_ON_VERDICT_FATAL, "sdk-non-retryable", NULL, "https://github.com/OpenRouterArchived/openrouter-runner/issues/110" },
  };

  check_sourced_cases (cases, G_N_ELEMENTS (cases));
  /* the SDK giving up after retryable errors leaves the error it quotes to decide */
  check_family_case (0, "Failed after 3 attempts. Last error: Service Unavailable", 0,
                     CARRY_ON_VERDICT_TRANSIENT, NULL, NULL);
  /* a non-retryable error that names its reset is a window */
  check_family_case (1, "Failed after 2 attempts with non-retryable error: 'You have reached your usage limit. Try again in 2 hours.'", 0,
                     CARRY_ON_VERDICT_LIMIT, NULL, "2026-03-10T14:00:00Z");
  /* tokens per minute, batch or not, is a throttle */
  check_family_case (2, "Too many tokens per minute in batch requests, slow down", 429,
                     CARRY_ON_VERDICT_LIMIT, NULL, NULL);
  /* the SDK's wrapper decides only when no row reads the error it quotes
   * (found by a review): a runtime's network error it did not know, a
   * throttle; its older "attempt(s)" */
  check_family_case (3, "AI_RetryError: Failed after 3 attempts with non-retryable error: 'terminated'", 0,
                     CARRY_ON_VERDICT_TRANSIENT, NULL, NULL);
  check_family_case (4, "AI_RetryError: Failed after 3 attempts with non-retryable error: 'Rate limit exceeded'", 0,
                     CARRY_ON_VERDICT_LIMIT, NULL, NULL);
  check_family_case (5, "Failed after 2 attempt(s) with non-retryable error: 'Provider returned error'", 0,
                     CARRY_ON_VERDICT_FATAL, "sdk-non-retryable", NULL);
  /* the Czech informal "sign in" only with its "please" or "again": "přihlas se k odběru" subscribes */
  check_family_case (6, "Server je do\xc4\x8d" "asn\xc4\x9b nedostupn\xc3\xbd (503). P\xc5\x99ihlas se k odb\xc4\x9bru novinek.", 503,
                     CARRY_ON_VERDICT_TRANSIENT, NULL, NULL);
}

/* Rounds vg–vn: a client built without TLS (Codex, libcurl), OpenAI
 * Realtime's response already in progress and Codex's "will retry with
 * full history"; near misses beside them */
static void
test_vg_vn_families (void)
{
  static const SourcedCase cases[] = {
    { "stream disconnected before completion: URL error: TLS support not compiled in", 0,
      CARRY_ON_VERDICT_FATAL, "tls-not-built", NULL, "https://github.com/openai/codex/issues/9738" },
    { "Error(message='Conversation already has an active response in progress: resp_C4IHTez0STfDDIteKgMyW. Wait until the response is finished before creating a new one.', type='invalid_request_error', code='conversation_already_has_active_response', event_id=None, param=None)", 400,
      CARRY_ON_VERDICT_TRANSIENT, "active-response-in-progress", NULL, "https://github.com/openai/openai-agents-python/issues/1466" },
    { "previous response id not found - will retry with full history", 0,
      CARRY_ON_VERDICT_TRANSIENT, "host-retries-with-history", NULL,
      "https://github.com/openai/codex/blob/001cb8e233f250c7086c791c51390286c087faea/codex-rs/core/src/error.rs" },
    { "curl: (1) Protocol \"https\" not supported or disabled in libcurl", 0,
      CARRY_ON_VERDICT_FATAL, "tls-not-built", NULL, "https://curl.se/libcurl/c/libcurl-errors.html" },
  };

  check_sourced_cases (cases, G_N_ELEMENTS (cases));
  /* a stream cut with TLS built in stays a dropped connection */
  check_family_case (0, "stream disconnected before completion: error sending request for url (https://chatgpt.com/backend-api/codex/responses)", 0,
                     CARRY_ON_VERDICT_TRANSIENT, NULL, NULL);
  /* the previous response gone, with nobody saying it retries, is a bad request */
  check_family_case (1, "Previous response with id 'resp_0695fe81fd9f5ed1016a55e272d1d88194' not found.", 400,
                     CARRY_ON_VERDICT_FATAL, NULL, NULL);
  /* a key refused beside the race still gives up */
  check_family_case (2, "Incorrect API key provided. Conversation already has an active response in progress.", 401,
                     CARRY_ON_VERDICT_FATAL, NULL, NULL);
  /* a warning that one part lacks TLS, beside a dropped stream, is the drop */
  check_family_case (3, "warning: native-tls support not compiled in, using rustls. stream disconnected before completion: connection reset by peer", 0,
                     CARRY_ON_VERDICT_TRANSIENT, NULL, NULL);
  /* another refusal with Codex's words after it stays a bad request */
  check_family_case (4, "The encrypted content for item rs_abc could not be verified. will retry with full history", 400,
                     CARRY_ON_VERDICT_FATAL, NULL, NULL);
}

/* Rounds uu–vf: Tencent Hunyuan's free resource package whose remedy is
 * a purchase or post-payment, Open WebUI's licence seats exceeded in
 * Catalan, Czech and Estonian, Jan's corrupted or rejected model file in
 * English, Russian and German, Dify's French "credentials unavailable"
 * and Slovenian "too many requests"; near misses beside them */
static void
test_uu_vf_families (void)
{
  static const SourcedCase cases[] = {
    { "The remaining free resource package quota is exhausted. purchase a resource pack or enable post-payment.", 0,
      CARRY_ON_VERDICT_FATAL, "credits", NULL, "https://github.com/TencentCloud/tencentcloud-sdk-go-intl-en/blob/71c505ee1066f4fd5255b2b1287a070921c0e6a9/tencentcloud/hunyuan/v20230901/errors.go" },
    { "\xe5\x85\x8d\xe8\xb4\xb9\xe8\xb5\x84\xe6\xba\x90\xe5\x8c\x85\xe4\xbd\x99\xe9\x87\x8f\xe5\xb7\xb2\xe7\x94\xa8\xe5\xb0\xbd\xef\xbc\x8c\xe8\xaf\xb7\xe8\xb4\xad\xe4\xb9\xb0\xe8\xb5\x84\xe6\xba\x90\xe5\x8c\x85\xe6\x88\x96\xe5\xbc\x80\xe9\x80\x9a\xe5\x90\x8e\xe4\xbb\x98\xe8\xb4\xb9\xe3\x80\x82", 0,
      CARRY_ON_VERDICT_FATAL, "credits", NULL, "https://github.com/TencentCloud/tencentcloud-sdk-java/blob/HEAD/src/main/java/com/tencentcloudapi/hunyuan/v20230901/HunyuanErrorCode.java" },
    { "S'ha superat el nombre de places a la vostra llic\xc3\xa8ncia. Poseu-vos en contacte amb el servei d'assist\xc3\xa8ncia per augmentar el nombre de places.", 0,
      CARRY_ON_VERDICT_FATAL, "permission-denied", NULL, "https://github.com/open-webui/open-webui/blob/39cee9ab3e57f795235bda3c34c851923c04b7db/src/lib/i18n/locales/ca-ES/translation.json" },
    { "P\xc5\x99" "ekro\xc4\x8dili jste po\xc4\x8d" "et m\xc3\xadst ve va\xc5\xa1\xc3\xad licenci. Pro nav\xc3\xbd\xc5\xa1" "en\xc3\xad po\xc4\x8dtu m\xc3\xadst pros\xc3\xadm kontaktujte podporu.", 0,
      CARRY_ON_VERDICT_FATAL, "permission-denied", NULL, "https://github.com/open-webui/open-webui/blob/7d4323ff9d6264784e93fca99694c18d91b758b4/src/lib/i18n/locales/cs-CZ/translation.json" },
    { "\xc3\x9cletasite litsentsis m\xc3\xa4\xc3\xa4ratud istekohtade arvu. Palun v\xc3\xb5tke \xc3\xbchendust toega, et suurendada istekohtade arvu.", 0,
      CARRY_ON_VERDICT_FATAL, "permission-denied", NULL, "https://github.com/open-webui/open-webui/blob/ef04a704ce6e1292b4831ffbeee179a9aadb2b9d/src/lib/i18n/locales/et-EE/translation.json" },
    { "The model file appears to be incomplete or corrupted, likely from an interrupted download. Delete the model and download it again.", 0,
      CARRY_ON_VERDICT_FATAL, "model-load-failed", NULL, "https://github.com/janhq/jan/blob/d08a69ff708ffaf191b4d07fa207276a3cd11490/web-app/src/locales/en/model-errors.json" },
    { "\xd0\x9f\xd0\xbe\xd1\x85\xd0\xbe\xd0\xb6\xd0\xb5, \xd1\x84\xd0\xb0\xd0\xb9\xd0\xbb \xd0\xbc\xd0\xbe\xd0\xb4\xd0\xb5\xd0\xbb\xd0\xb8 \xd0\xbd\xd0\xb5\xd0\xbf\xd0\xbe\xd0\xbb\xd0\xbd\xd1\x8b\xd0\xb9 \xd0\xb8\xd0\xbb\xd0\xb8 \xd0\xbf\xd0\xbe\xd0\xb2\xd1\x80\xd0\xb5\xd0\xb6\xd0\xb4\xd1\x91\xd0\xbd \xe2\x80\x94 \xd0\xb2\xd0\xb5\xd1\x80\xd0\xbe\xd1\x8f\xd1\x82\xd0\xbd\xd0\xbe, \xd0\xb8\xd0\xb7-\xd0\xb7\xd0\xb0 \xd0\xbf\xd1\x80\xd0\xb5\xd1\x80\xd0\xb2\xd0\xb0\xd0\xbd\xd0\xbd\xd0\xbe\xd0\xb9 \xd0\xb7\xd0\xb0\xd0\xb3\xd1\x80\xd1\x83\xd0\xb7\xd0\xba\xd0\xb8. \xd0\xa3\xd0\xb4\xd0\xb0\xd0\xbb\xd0\xb8\xd1\x82\xd0\xb5 \xd0\xbc\xd0\xbe\xd0\xb4\xd0\xb5\xd0\xbb\xd1\x8c \xd0\xb8 \xd1\x81\xd0\xba\xd0\xb0\xd1\x87\xd0\xb0\xd0\xb9\xd1\x82\xd0\xb5 \xd0\xb5\xd1\x91 \xd0\xb7\xd0\xb0\xd0\xbd\xd0\xbe\xd0\xb2\xd0\xbe.", 0,
      CARRY_ON_VERDICT_FATAL, "model-load-failed", NULL, "https://github.com/janhq/jan/blob/2677cc37e0be11657774c9d5f1fc6dac6526f297/web-app/src/locales/ru/model-errors.json" },
    { "Das heruntergeladene Modell \"{{modelId}}\" ist bei der Integrit\xc3\xa4tspr\xc3\xbc" "fung fehlgeschlagen und wurde entfernt. Die Datei k\xc3\xb6nnte besch\xc3\xa4" "digt oder manipuliert worden sein.", 0,
      CARRY_ON_VERDICT_FATAL, "model-load-failed", NULL, "https://github.com/janhq/jan/blob/d27d31458495267885bfde9e98a1ed6ae78a54ca/web-app/src/locales/de-DE/common.json" },
    { "Les informations d'identification ne sont actuellement pas disponibles. Veuillez contacter l'administrateur.", 0,
      CARRY_ON_VERDICT_FATAL, "credentials-missing", NULL, "https://github.com/langgenius/dify/blob/030eeacfeffea8269721b19b65086e29590111a3/web/i18n/fr-FR/plugin.json" },
    { "Preve\xc4\x8d zahtev, poskusite znova kasneje.", 0,
      CARRY_ON_VERDICT_LIMIT, "rate-limit", NULL, "https://github.com/langgenius/dify/blob/030eeacfeffea8269721b19b65086e29590111a3/web/i18n/sl-SI/share.json" },
  };

  check_sourced_cases (cases, G_N_ELEMENTS (cases));
  check_family_case (0, "All seats in the queue are busy, please retry in a moment", 503, CARRY_ON_VERDICT_TRANSIENT, NULL, NULL);
  check_family_case (1, "\xe6\xa8\xa1\xe5\x9e\x8b\xe6\x96\x87\xe4\xbb\xb6\xe4\xb8\x8b\xe8\xbd\xbd\xe4\xb8\xad\xe6\x96\xad\xef\xbc\x8c\xe6\xad\xa3\xe5\x9c\xa8\xe9\x87\x8d\xe8\xaf\x95", 0, CARRY_ON_VERDICT_TRANSIENT, NULL, NULL);
}

/* Rounds ul–ut: AionUi's Korean "too frequent" and Japanese
 * "authentication failed", LobeChat's Italian "under high load",
 * claude-code-hub's Traditional Chinese "not retryable", new-api's model
 * without a price; near misses beside them */
static void
test_ul_ut_families (void)
{
  static const SourcedCase cases[] = {
    { "\xeb\x84\x88\xeb\xac\xb4 \xeb\xb9\x88\xeb\xb2\x88\xed\x95\xa9\xeb\x8b\x88\xeb\x8b\xa4. \xeb\x82\x98\xec\xa4\x91\xec\x97\x90 \xeb\x8b\xa4\xec\x8b\x9c \xec\x8b\x9c\xeb\x8f\x84\xed\x95\x98\xec\x84\xb8\xec\x9a\x94", 0,
      CARRY_ON_VERDICT_LIMIT, "rate-limit", NULL, "https://github.com/iOfficeAI/AionUi/blob/170851558b9c867d8c5dc698e6c1bc88e0922e77/src/renderer/i18n/locales/ko-KR.json" },
    { "Il servizio del modello \xc3\xa8 attualmente sotto carico elevato. Per favore, riprova pi\xc3\xb9 tardi.", 0,
      CARRY_ON_VERDICT_TRANSIENT, "overloaded", NULL, "https://github.com/Krida0412/bot-repo/blob/1534227936697cb4a6e01585183918aff8e72db6/locales/it-IT/error.json" },
    { "\xe5\xae\xa2\xe6\x88\xb6\xe7\xab\xaf\xe9\x8c\xaf\xe8\xaa\xa4\xef\xbc\x88\xe7\xac\xac {attempt} \xe6\xac\xa1\xe5\x98\x97\xe8\xa9\xa6\xef\xbc\x8c\xe4\xb8\x8d\xe5\x8f\xaf\xe9\x87\x8d\xe8\xa9\xa6\xef\xbc\x89", 0,
      CARRY_ON_VERDICT_FATAL, "invalid-request", NULL, "https://github.com/ding113/claude-code-hub/blob/02a8e0f4d1aa16c0f412d76a8cd962f9e8fe1614/messages/zh-TW/provider-chain.json" },
    { "{{backend}} \xe8\xaa\x8d\xe8\xa8\xbc\xe3\x81\x8c\xe5\xa4\xb1\xe6\x95\x97\xe3\x81\x97\xe3\x81\xbe\xe3\x81\x97\xe3\x81\x9f\xef\xbc\x9a\n\n{{error}}\n\n\xe3\x83\xad\xe3\x83\xbc\xe3\x82\xab\xe3\x83\xab" "CLI\xe3\x83\x84\xe3\x83\xbc\xe3\x83\xab\xe3\x81\xae\xe8\xaa\x8d\xe8\xa8\xbc\xe7\x8a\xb6\xe6\x85\x8b\xe3\x82\x92\xe7\xa2\xba\xe8\xaa\x8d\xe3\x81\x97\xe3\x81\xa6\xe3\x81\x8f\xe3\x81\xa0\xe3\x81\x95\xe3\x81\x84", 0,
      CARRY_ON_VERDICT_FATAL, "invalid-api-key", NULL, "https://github.com/iOfficeAI/AionUi/blob/170851558b9c867d8c5dc698e6c1bc88e0922e77/src/renderer/i18n/locales/ja-JP.json" },
    { "{\n    \"error\": {\n        \"message\": \"\xe6\xa8\xa1\xe5\x9e\x8b grok-2-1212 \xe5\x80\x8d\xe7\x8e\x87\xe6\x88\x96\xe4\xbb\xb7\xe6\xa0\xbc\xe6\x9c\xaa\xe9\x85\x8d\xe7\xbd\xae\xef\xbc\x8c\xe8\xaf\xb7\xe8\xae\xbe\xe7\xbd\xae\xe6\x88\x96\xe5\xbc\x80\xe5\xa7\x8b\xe8\x87\xaa\xe7\x94\xa8\xe6\xa8\xa1\xe5\xbc\x8f\xef\xbc\x9bModel grok-2-1212 ratio or price not set, please set or start self-use mode (request id: 20250408175742944465429Eo37aZWQ)\",\n        \"type\": \"new_api_error\",\n        \"param\": \"\",\n        \"code\": \"model_price_error\"\n    }\n}", 0,
      CARRY_ON_VERDICT_FATAL, "relay-no-channel", NULL, "https://github.com/QuantumNous/new-api/issues/941" },
  };

  check_sourced_cases (cases, G_N_ELEMENTS (cases));
  check_family_case (0, "\xec\x97\xb0\xea\xb2\xb0\xec\x9d\xb4 \xeb\x84\x88\xeb\xac\xb4 \xeb\xb9\x88\xeb\xb2\x88\xed\x95\x98\xea\xb2\x8c \xeb\x81\x8a\xec\x96\xb4\xec\xa7\x91\xeb\x8b\x88\xeb\x8b\xa4. \xeb\x84\xa4\xed\x8a\xb8\xec\x9b\x8c\xed\x81\xac\xeb\xa5\xbc \xed\x99\x95\xec\x9d\xb8\xed\x95\x98\xec\x84\xb8\xec\x9a\x94", 0, CARRY_ON_VERDICT_TRANSIENT, NULL, NULL);
  check_family_case (1, "\xe4\xb8\x8a\xe6\xb8\xb8\xe8\xbf\x94\xe5\x9b\x9e 503\xef\xbc\x8c\xe5\x8f\xaf\xe9\x87\x8d\xe8\xaf\x95", 503, CARRY_ON_VERDICT_TRANSIENT, NULL, NULL);
  check_family_case (2, "\xec\x97\xb0\xea\xb2\xb0 \xeb\x81\x8a\xea\xb9\x80\xec\x9d\xb4 \xeb\x84\x88\xeb\xac\xb4 \xeb\xb9\x88\xeb\xb2\x88\xed\x95\xa9\xeb\x8b\x88\xeb\x8b\xa4. \xeb\x84\xa4\xed\x8a\xb8\xec\x9b\x8c\xed\x81\xac\xeb\xa5\xbc \xed\x99\x95\xec\x9d\xb8\xed\x95\x98\xec\x84\xb8\xec\x9a\x94", 0, CARRY_ON_VERDICT_TRANSIENT, NULL, NULL);
  check_family_case (3, "Claude \xe8\xaa\x8d\xe8\xa8\xbc\xe3\x81\x8c\xe5\xa4\xb1\xe6\x95\x97\xe3\x81\x97\xe3\x81\x9f\xe3\x82\x8f\xe3\x81\x91\xe3\x81\xa7\xe3\x81\xaf\xe3\x81\x82\xe3\x82\x8a\xe3\x81\xbe\xe3\x81\x9b\xe3\x82\x93\xe3\x80\x82\xe3\x82\xb5\xe3\x83\xbc\xe3\x83\x90\xe3\x83\xbc\xe3\x81\x8c\xe6\xb7\xb7\xe9\x9b\x91\xe3\x81\x97\xe3\x81\xa6\xe3\x81\x84\xe3\x81\xbe\xe3\x81\x99", 503, CARRY_ON_VERDICT_TRANSIENT, NULL, NULL);
}

/* Rounds tw–ud: new-api's Japanese and Korean "too many requests",
 * accounts blocked or disabled in Lithuanian, Hungarian and Arabic, Open WebUI's Serbian "OpenAI API key is needed", Firefox Smart
 * Window's Belarusian and Punjabi chat length limit, claude-code-hub's
 * Japanese "client error, not retryable"; near misses beside them */
static void
test_tw_ud_families (void)
{
  static const SourcedCase cases[] = {
    { "\xe3\x82\xa8\xe3\x83\xa9\xe3\x83\xbc\xef\xbc\x9a\xe3\x83\xaa\xe3\x82\xaf\xe3\x82\xa8\xe3\x82\xb9\xe3\x83\x88\xe5\x9b\x9e\xe6\x95\xb0\xe3\x81\x8c\xe5\xa4\x9a\xe3\x81\x99\xe3\x81\x8e\xe3\x81\xbe\xe3\x81\x99\xe3\x80\x82\xe3\x81\x97\xe3\x81\xb0\xe3\x82\x89\xe3\x81\x8f\xe3\x81\x97\xe3\x81\xa6\xe3\x81\x8b\xe3\x82\x89\xe5\x86\x8d\xe8\xa9\xa6\xe8\xa1\x8c\xe3\x81\x97\xe3\x81\xa6\xe3\x81\x8f\xe3\x81\xa0\xe3\x81\x95\xe3\x81\x84\xe3\x80\x82", 0,
      CARRY_ON_VERDICT_LIMIT, "rate-limit", NULL, "https://github.com/QuantumNous/new-api/blob/1a6915f0eade610afce170e9b6a49c0b88b59332/web/src/i18n/locales/ja/common.json" },
    { "\xec\x98\xa4\xeb\xa5\x98: \xec\x9a\x94\xec\xb2\xad \xed\x9a\x9f\xec\x88\x98\xea\xb0\x80 \xeb\x84\x88\xeb\xac\xb4 \xeb\xa7\x8e\xec\x8a\xb5\xeb\x8b\x88\xeb\x8b\xa4. \xec\x9e\xa0\xec\x8b\x9c \xed\x9b\x84 \xeb\x8b\xa4\xec\x8b\x9c \xec\x8b\x9c\xeb\x8f\x84\xed\x95\x98\xec\x84\xb8\xec\x9a\x94!", 0,
      CARRY_ON_VERDICT_LIMIT, "rate-limit", NULL, "https://github.com/QuantumNous/new-api/blob/0903d9b9b5f2fff1e5ec7cf669c0bfabf5d42576/web/src/i18n/locales/ko.json" },
    { "J\xc5\xabs\xc5\xb3 paskyra laikinai u\xc5\xbe" "blokuota d\xc4\x97l paslaug\xc5\xb3 naudojimo taisykli\xc5\xb3 pa\xc5\xbe" "eidim\xc5\xb3.", 0,
      CARRY_ON_VERDICT_FATAL, "account", NULL, "https://github.com/danny-avila/LibreChat/blob/12bae0e5d4950b5861e0875e35b230e83be3018b/client/src/locales/lt/translation.json" },
    { "Fi\xc3\xb3kja ideiglenesen tiltva lett a szolg\xc3\xa1ltat\xc3\xa1sunk megs\xc3\xa9rt\xc3\xa9se miatt.", 0,
      CARRY_ON_VERDICT_FATAL, "account", NULL, "https://github.com/danny-avila/LibreChat/blob/03a543012870417542881d61a903c19f04bba079/client/src/locales/hu/translation.json" },
    { "\xd8\xaa\xd9\x85 \xd8\xaa\xd8\xb9\xd8\xb7\xd9\x8a\xd9\x84 \xd8\xad\xd8\xb3\xd8\xa7\xd8\xa8\xd9\x83 \xd8\xa3\xd9\x88 \xd8\xaa\xd8\xb9\xd9\x84\xd9\x8a\xd9\x82\xd9\x87. \xd9\x82\xd8\xaf \xd9\x8a\xd9\x83\xd9\x88\xd9\x86 \xd8\xb0\xd9\x84\xd9\x83 \xd8\xa8\xd8\xb3\xd8\xa8\xd8\xa8 \xd8\xa7\xd9\x84\xd8\xb3\xd9\x8a\xd8\xa7\xd8\xb3\xd8\xa7\xd8\xaa \xd8\xa3\xd9\x88 \xd8\xa7\xd9\x84\xd8\xa3\xd9\x85\xd9\x86 \xd8\xa3\xd9\x88 \xd9\x85\xd8\xb1\xd8\xa7\xd8\xac\xd8\xb9\xd8\xa9 \xd8\xa7\xd9\x84\xd8\xad\xd8\xb3\xd8\xa7\xd8\xa8. \xd9\x8a\xd8\xb1\xd8\xac\xd9\x89 \xd8\xa7\xd9\x84\xd8\xa7\xd8\xaa\xd8\xb5\xd8\xa7\xd9\x84 \xd8\xa8\xd8\xaf\xd8\xb9\xd9\x85 \xd8\xa7\xd9\x84\xd9\x85\xd8\xb2\xd9\x88\xd8\xaf \xd9\x84\xd9\x84\xd8\xad\xd8\xb5\xd9\x88\xd9\x84 \xd8\xb9\xd9\x84\xd9\x89 \xd8\xa7\xd9\x84\xd9\x85\xd8\xb3\xd8\xa7\xd8\xb9\xd8\xaf\xd8\xa9.", 0,
      CARRY_ON_VERDICT_FATAL, "account", NULL, "https://github.com/lobehub/lobe-chat/blob/5e912a4dcdcba65461dcc4218a3c684c085ecf0e/locales/ar/modelRuntime.json" },
    { "\xd0\x9f\xd0\xbe\xd1\x82\xd1\x80\xd0\xb5\xd0\xb1\xd0\xb0\xd0\xbd \xd1\x98\xd0\xb5 OpenAI API \xd0\xba\xd1\x99\xd1\x83\xd1\x87.", 0,
      CARRY_ON_VERDICT_FATAL, "credentials-missing", NULL, "https://github.com/open-webui/open-webui/blob/006f95ee595a4d1d63b705c517f1c64cf9ebc676/src/lib/i18n/locales/sr-RS/translation.json" },
    { "\xd0\x9f\xd0\xb0\xd1\x80\xd0\xb0 \xd0\xbf\xd0\xb0\xd1\x87\xd0\xb0\xd1\x86\xd1\x8c \xd0\xbd\xd0\xbe\xd0\xb2\xd1\x8b \xd1\x87\xd0\xb0\xd1\x82. \xd0\x93\xd1\x8d\xd1\x82\xd1\x8b \xd0\xb4\xd0\xb0\xd1\x81\xd1\x8f\xd0\xb3\xd0\xbd\xd1\x83\xd1\x9e \xd0\xbb\xd1\x96\xd0\xbc\xd1\x96\xd1\x82\xd1\x83 \xd0\xbf\xd1\x80\xd0\xb0\xd1\x86\xd1\x8f\xd0\xb3\xd0\xbb\xd0\xb0\xd1\x81\xd1\x86\xd1\x96.", 0,
      CARRY_ON_VERDICT_FATAL, "context-too-long", NULL, "https://github.com/mozilla-l10n/firefox-l10n/blob/14e5dd6532f49219a5bb85b2237ecd7b51bd53bb/be/browser/browser/aiWindowContent.ftl" },
    { "\xe0\xa8\xa8\xe0\xa8\xb5\xe0\xa9\x80\xe0\xa8\x82 \xe0\xa8\x9a\xe0\xa9\x88\xe0\xa8\x9f \xe0\xa8\xb8\xe0\xa8\xbc\xe0\xa9\x81\xe0\xa8\xb0\xe0\xa9\x82 \xe0\xa8\x95\xe0\xa8\xb0\xe0\xa8\xa8 \xe0\xa8\xa6\xe0\xa8\xbe \xe0\xa8\xb8\xe0\xa8\xae\xe0\xa8\xbe\xe0\xa8\x82 \xe0\xa8\xb9\xe0\xa9\x88\xe0\xa5\xa4 \xe0\xa8\x87\xe0\xa8\xb8 \xe0\xa8\x9a\xe0\xa9\x88\xe0\xa8\x9f \xe0\xa8\xb2\xe0\xa8\x88 \xe0\xa8\xb9\xe0\xa9\xb1\xe0\xa8\xa6 \xe0\xa8\xaa\xe0\xa9\x82\xe0\xa8\xb0\xe0\xa9\x80 \xe0\xa8\xb9\xe0\xa9\x8b \xe0\xa8\x97\xe0\xa8\x88 \xe0\xa8\xb9\xe0\xa9\x88\xe0\xa5\xa4", 0,
      CARRY_ON_VERDICT_FATAL, "context-too-long", NULL, "https://github.com/mozilla-l10n/firefox-l10n/blob/3985a970489e32fc751e1b80abf4d5534c905e45/pa-IN/browser/browser/aiWindowContent.ftl" },
    { "\xe3\x82\xaf\xe3\x83\xa9\xe3\x82\xa4\xe3\x82\xa2\xe3\x83\xb3\xe3\x83\x88\xe3\x82\xa8\xe3\x83\xa9\xe3\x83\xbc\xef\xbc\x88\xe8\xa9\xa6\xe8\xa1\x8c{attempt}\xe3\x80\x81\xe5\x86\x8d\xe8\xa9\xa6\xe8\xa1\x8c\xe4\xb8\x8d\xe5\x8f\xaf\xef\xbc\x89", 0,
      CARRY_ON_VERDICT_FATAL, "invalid-request", NULL, "https://github.com/ding113/claude-code-hub/blob/ff054a66ace89762a680c3d6ff4bd76a3722a5b1/messages/ja/provider-chain.json" },
  };

  check_sourced_cases (cases, G_N_ELEMENTS (cases));
  /* the review's near misses: "аккаунт отключён от сети" is a network dropped, a question or a condition
   * beside a 502 or 503, a temporary switch-off for a rate limit; the Punjabi words alone are a day's cap, the
   * Belarusian in a tip beside an overload */
  check_family_case (0, "\xd0\x90\xd0\xba\xd0\xba\xd0\xb0\xd1\x83\xd0\xbd\xd1\x82 \xd0\xbe\xd1\x82\xd0\xba\xd0\xbb\xd1\x8e\xd1\x87\xd1\x91\xd0\xbd \xd0\xbe\xd1\x82 \xd0\xbf\xd1\x80\xd0\xbe\xd0\xba\xd1\x81\xd0\xb8-\xd1\x81\xd0\xb5\xd1\x80\xd0\xb2\xd0\xb5\xd1\x80\xd0\xb0: \xd1\x81\xd0\xbe\xd0\xb5\xd0\xb4\xd0\xb8\xd0\xbd\xd0\xb5\xd0\xbd\xd0\xb8\xd0\xb5 \xd1\x81\xd0\xb1\xd1\x80\xd0\xbe\xd1\x88\xd0\xb5\xd0\xbd\xd0\xbe (ECONNRESET), \xd0\xbf\xd0\xbe\xd0\xb2\xd1\x82\xd0\xbe\xd1\x80\xd0\xbd\xd0\xbe\xd0\xb5 \xd0\xbf\xd0\xbe\xd0\xb4\xd0\xba\xd0\xbb\xd1\x8e\xd1\x87\xd0\xb5\xd0\xbd\xd0\xb8\xd0\xb5\xe2\x80\xa6", 0, CARRY_ON_VERDICT_TRANSIENT, NULL, NULL);
  check_family_case (1, "\xd0\x90\xd0\xba\xd0\xba\xd0\xb0\xd1\x83\xd0\xbd\xd1\x82 \xd0\xbe\xd1\x82\xd0\xba\xd0\xbb\xd1\x8e\xd1\x87\xd0\xb5\xd0\xbd \xd0\xbe\xd1\x82 \xd1\x81\xd0\xb5\xd1\x82\xd0\xb8, \xd0\xbe\xd1\x88\xd0\xb8\xd0\xb1\xd0\xba\xd0\xb0 \xd1\x81\xd0\xb5\xd1\x82\xd0\xb8: socket hang up", 0, CARRY_ON_VERDICT_TRANSIENT, NULL, NULL);
  check_family_case (2, "\xd0\x90\xd0\xba\xd0\xba\xd0\xb0\xd1\x83\xd0\xbd\xd1\x82 \xd0\xbe\xd1\x82\xd0\xba\xd0\xbb\xd1\x8e\xd1\x87\xd1\x91\xd0\xbd? \xd0\x9d\xd0\xb5\xd1\x82, \xd0\xbf\xd0\xbe\xd0\xbb\xd1\x83\xd1\x87\xd0\xb5\xd0\xbd\xd0\xb0 \xd0\xbe\xd1\x88\xd0\xb8\xd0\xb1\xd0\xba\xd0\xb0 502 Bad Gateway \xd0\xbe\xd1\x82 \xd0\xb0\xd0\xbf\xd1\x81\xd1\x82\xd1\x80\xd0\xb8\xd0\xbc\xd0\xb0", 0, CARRY_ON_VERDICT_TRANSIENT, NULL, NULL);
  check_family_case (3, "\xd0\x95\xd1\x81\xd0\xbb\xd0\xb8 \xd0\xb0\xd0\xba\xd0\xba\xd0\xb0\xd1\x83\xd0\xbd\xd1\x82 \xd0\xbe\xd1\x82\xd0\xba\xd0\xbb\xd1\x8e\xd1\x87\xd1\x91\xd0\xbd, API \xd0\xb2\xd0\xb5\xd1\x80\xd0\xbd\xd1\x91\xd1\x82 403. \xd0\xa1\xd0\xb5\xd0\xb9\xd1\x87\xd0\xb0\xd1\x81 \xd0\xbf\xd0\xbe\xd0\xbb\xd1\x83\xd1\x87\xd0\xb5\xd0\xbd\xd0\xbe: 503 Service Unavailable, \xd0\xbf\xd0\xbe\xd0\xb2\xd1\x82\xd0\xbe\xd1\x80\xd0\xb8\xd1\x82\xd0\xb5 \xd0\xbf\xd0\xbe\xd0\xb7\xd0\xb6\xd0\xb5", 0, CARRY_ON_VERDICT_TRANSIENT, NULL, NULL);
  check_family_case (4, "\xd0\x90\xd0\xba\xd0\xba\xd0\xb0\xd1\x83\xd0\xbd\xd1\x82 \xd0\xbe\xd1\x82\xd0\xba\xd0\xbb\xd1\x8e\xd1\x87\xd1\x91\xd0\xbd \xd0\xb2\xd1\x80\xd0\xb5\xd0\xbc\xd0\xb5\xd0\xbd\xd0\xbd\xd0\xbe: \xd0\xbf\xd1\x80\xd0\xb5\xd0\xb2\xd1\x8b\xd1\x88\xd0\xb5\xd0\xbd \xd0\xbb\xd0\xb8\xd0\xbc\xd0\xb8\xd1\x82 \xd0\xb7\xd0\xb0\xd0\xbf\xd1\x80\xd0\xbe\xd1\x81\xd0\xbe\xd0\xb2, \xd0\xbf\xd0\xbe\xd0\xb2\xd1\x82\xd0\xbe\xd1\x80\xd0\xb8\xd1\x82\xd0\xb5 \xd1\x87\xd0\xb5\xd1\x80\xd0\xb5\xd0\xb7 60 \xd1\x81\xd0\xb5\xd0\xba\xd1\x83\xd0\xbd\xd0\xb4", 0, CARRY_ON_VERDICT_LIMIT, NULL, "2026-03-10T12:01:00Z");
  check_family_case (5, "\xe0\xa8\x85\xe0\xa9\xb1\xe0\xa8\x9c \xe0\xa8\x87\xe0\xa8\xb8 \xe0\xa8\x9a\xe0\xa9\x88\xe0\xa8\x9f \xe0\xa8\xb2\xe0\xa8\x88 \xe0\xa8\xb9\xe0\xa9\xb1\xe0\xa8\xa6 \xe0\xa8\xaa\xe0\xa9\x82\xe0\xa8\xb0\xe0\xa9\x80 \xe0\xa8\xb9\xe0\xa9\x8b \xe0\xa8\x97\xe0\xa8\x88 \xe0\xa8\xb9\xe0\xa9\x88, \xe0\xa8\x95\xe0\xa9\xb1\xe0\xa8\xb2\xe0\xa9\x8d\xe0\xa8\xb9 \xe0\xa8\xa6\xe0\xa9\x81\xe0\xa8\xac\xe0\xa8\xbe\xe0\xa8\xb0\xe0\xa8\xbe \xe0\xa8\x95\xe0\xa9\x8b\xe0\xa8\xb8\xe0\xa8\xbc\xe0\xa8\xbf\xe0\xa8\xb8\xe0\xa8\xbc \xe0\xa8\x95\xe0\xa8\xb0\xe0\xa9\x8b (429 rate limit)", 429, CARRY_ON_VERDICT_LIMIT, NULL, NULL);
  check_family_case (6, "\xd0\x9f\xd0\xb0\xd1\x80\xd0\xb0\xd0\xb4\xd0\xb0: \xd0\xba\xd0\xb0\xd0\xbb\xd1\x96 \xd1\x87\xd0\xb0\xd1\x82 \xd0\xbf\xd0\xb0\xd0\xb2\xd0\xb5\xd0\xb4\xd0\xb0\xd0\xbc\xd0\xbb\xd1\x8f\xd0\xb5 \xc2\xab\xd0\x93\xd1\x8d\xd1\x82\xd1\x8b \xd0\xb4\xd0\xb0\xd1\x81\xd1\x8f\xd0\xb3\xd0\xbd\xd1\x83\xd1\x9e \xd0\xbb\xd1\x96\xd0\xbc\xd1\x96\xd1\x82\xd1\x83 \xd0\xbf\xd1\x80\xd0\xb0\xd1\x86\xd1\x8f\xd0\xb3\xd0\xbb\xd0\xb0\xd1\x81\xd1\x86\xd1\x96\xc2\xbb, \xd0\xbf\xd0\xb0\xd1\x87\xd0\xbd\xd1\x96\xd1\x86\xd0\xb5 \xd0\xbd\xd0\xbe\xd0\xb2\xd1\x8b. \xd0\x9f\xd0\xb0\xd0\xbc\xd1\x8b\xd0\xbb\xd0\xba\xd0\xb0: \xd1\x81\xd0\xb5\xd1\x80\xd0\xb2\xd0\xb5\xd1\x80 \xd0\xbf\xd0\xb5\xd1\x80\xd0\xb0\xd0\xb3\xd1\x80\xd1\x83\xd0\xb6\xd0\xb0\xd0\xbd\xd1\x8b (529 overloaded)", 0, CARRY_ON_VERDICT_TRANSIENT, NULL, NULL);

}

/* Rounds to–tv: Cherry Studio's retired model in Romanian and German,
 * Chatbox's sign-in in Swedish and Turkish, LobeChat's German account
 * balance, Dify's provider_quota_exceeded, AnythingLLM's engine out of
 * reach, Kimi's concurrent-request cap under a 403, llama.cpp server's
 * 500s for what it was not started with; near misses beside them */
static void
test_to_tv_families (void)
{
  static const SourcedCase cases[] = {
    { "Acest model a fost retras, te rug\xc4\x83m s\xc4\x83 treci la alt model", 0,
      CARRY_ON_VERDICT_FATAL, "model-not-found", NULL, "https://github.com/CherryHQ/cherry-studio/blob/00a0b491c7250d82217d9929ebf5940b36990513/src/renderer/src/i18n/translate/ro-ro.json" },
    { "Dieses Modell wurde au\xc3\x9f" "er Betrieb genommen, bitte wechseln Sie zu einem anderen Modell", 0,
      CARRY_ON_VERDICT_FATAL, "model-not-found", NULL, "https://github.com/CherryHQ/cherry-studio/blob/00a0b491c7250d82217d9929ebf5940b36990513/src/renderer/src/i18n/translate/de-de.json" },
    { "Webbs\xc3\xb6kningen hoppades \xc3\xb6ver eftersom Chatbox AI kr\xc3\xa4ver inloggning. Senare s\xc3\xb6kningar i den h\xc3\xa4r chatten misslyckas tills du loggar in eller byter leverant\xc3\xb6r.", 0,
      CARRY_ON_VERDICT_FATAL, "login-expired", NULL, "https://github.com/chatboxai/chatbox/blob/1a356ba83ec061cae895f4b8d61c780244e78a44/src/renderer/i18n/locales/sv/translation.json" },
    { "Chatbox AI bilgi taban\xc4\xb1n\xc4\xb1z aktif bir oturum gerektirir. Bu bilgi taban\xc4\xb1n\xc4\xb1 kullanmak i\xc3\xa7in l\xc3\xbctfen Chatbox AI'ya giri\xc5\x9f yap\xc4\xb1n.", 0,
      CARRY_ON_VERDICT_FATAL, "login-expired", NULL, "https://github.com/chatboxai/chatbox/blob/11399548c006cd064e7d48b579e96f4397f6e259/src/renderer/i18n/locales/tr/translation.json" },
    { "Es tut uns leid, das Kontingent (Quota) f\xc3\xbcr diesen Schl\xc3\xbcssel ist erreicht. Bitte \xc3\xbc" "berpr\xc3\xbc" "fen Sie Ihr Kontoguthaben oder erh\xc3\xb6hen Sie das Kontingent des Schl\xc3\xbcssels und versuchen Sie es erneut.", 0,
      CARRY_ON_VERDICT_FATAL, "credits", NULL, "https://github.com/lobehub/lobe-chat/blob/007485dcd0293e20e2aad3e19e0fc0899264ccfa/locales/de-DE/error.json" },
    { "400\xef\xbc\x8c`provider_quota_exceeded`\xef\xbc\x8c\xe6\xa8\xa1\xe5\x9e\x8b\xe8\xb0\x83\xe7\x94\xa8\xe9\xa2\x9d\xe5\xba\xa6\xe4\xb8\x8d\xe8\xb6\xb3", 400,
      CARRY_ON_VERDICT_FATAL, "status-4xx", NULL, "https://github.com/langgenius/dify/blob/3ed450fe00fa9956c2493abaf987f071188abecb/web/app/components/develop/template/template_workflow.zh.mdx" },
    { "400, `provider_quota_exceeded`, \xe3\x83\xa2\xe3\x83\x87\xe3\x83\xab\xe5\x91\xbc\xe3\x81\xb3\xe5\x87\xba\xe3\x81\x97\xe3\x81\xae\xe3\x82\xaf\xe3\x82\xa9\xe3\x83\xbc\xe3\x82\xbf\xe3\x81\x8c\xe4\xb8\x8d\xe8\xb6\xb3\xe3\x81\x97\xe3\x81\xa6\xe3\x81\x84\xe3\x81\xbe\xe3\x81\x99", 400,
      CARRY_ON_VERDICT_FATAL, "status-4xx", NULL, "https://github.com/langgenius/dify/blob/e3e8eafd32ced0c39c5cf83fd3ba9b882d832955/web/app/components/develop/template/template_workflow.ja.mdx" },
    { "The AnythingLLM LLM engine instance could not be reached or is not responding. You may need to reboot the app or check the logs for more information.", 0,
      CARRY_ON_VERDICT_TRANSIENT, "connection", NULL, "https://github.com/Mintplex-Labs/anything-llm/issues/5438" },
    { "{\n  \"error\": {\n    \"message\": \"You've reached your concurrent request limit. Please wait for your ongoing requests to finish and try again.\",\n    \"type\": \"permission_error\"\n  },\n  \"type\": \"error\"\n}", 403,
      CARRY_ON_VERDICT_LIMIT, "concurrency-cap", NULL, "https://github.com/Wei-Shaw/sub2api/issues/6955" },
    { "500 tools param requires --jinja flag", 500,
      CARRY_ON_VERDICT_FATAL, "operation-unsupported", NULL, "https://github.com/defilantech/LLMKube/issues/126" },
    { "{\"code\":500,\"message\":\"Unsupported param: tools\",\"type\":\"server_error\"}", 500,
      CARRY_ON_VERDICT_FATAL, "operation-unsupported", NULL, "https://github.com/ggml-org/llama.cpp/issues/10920" },
    { "got exception: {\"code\":500,\"message\":\"image input is not supported - hint: if this is unexpected, you may need to provide the mmproj\",\"type\":\"server_error\"}", 500,
      CARRY_ON_VERDICT_FATAL, "operation-unsupported", NULL, "https://github.com/ggml-org/llama.cpp/issues/15377" },
  };

  check_sourced_cases (cases, G_N_ELEMENTS (cases));
  /* the review's near misses: the concurrency cap beside a suspended account or a revoked key, and credits
   * that reset named beside a bad token or a cancelled subscription, still give up */
  check_family_case (0, "Your account has been suspended due to a policy violation. You've reached your concurrent request limit. Please wait for your ongoing requests to finish", 403, CARRY_ON_VERDICT_FATAL, NULL, NULL);
  check_family_case (1, "Invalid Authentication: your API key has been revoked. You've reached your concurrent request limit. Please wait for your ongoing requests to finish", 403, CARRY_ON_VERDICT_FATAL, NULL, NULL);
  check_family_case (2, "Why does it say 'AI credits depleted resets at 20:45' when my plan is unlimited? Actual error: 401 Unauthorized: invalid token", 401, CARRY_ON_VERDICT_FATAL, NULL, NULL);
  check_family_case (3, "Your subscription has been cancelled; please update your payment method. (Free-tier notice: AI credits depleted resets at 20:45 applies only to free accounts.)", 402, CARRY_ON_VERDICT_FATAL, NULL, NULL);

}

/* Rounds tg–tn: Cherry Studio's French retired model, Greek conversation
 * too long and Greek allowance to top up, LobeChat's Persian context
 * window, Russian region, free plan, subscription allowance and Persian
 * upstream gateway, Chatbox's Arabic licence expired, Quivr's and
 * ChatGLM's request caps, Copilot Studio's agent at its usage limit, Kiro's
 * improperly formed request, Dify's Polish credentials unavailable, Cherry Studio's Russian sensitive content, a
 * proxy's weekly capacity with its reset, and "try again tomorrow"; near
 * misses beside them */
static void
test_tg_tn_families (void)
{
  static const SourcedCase cases[] = {
    { "Ce mod\xc3\xa8le a \xc3\xa9t\xc3\xa9 retir\xc3\xa9, veuillez passer \xc3\xa0 un autre mod\xc3\xa8le", 0,
      CARRY_ON_VERDICT_FATAL, "model-not-found", NULL, "https://github.com/CherryHQ/cherry-studio/blob/00a0b491c7250d82217d9929ebf5940b36990513/src/renderer/src/i18n/translate/fr-fr.json" },
    { "\xce\x97 \xcf\x83\xcf\x85\xce\xbd\xce\xbf\xce\xbc\xce\xb9\xce\xbb\xce\xaf\xce\xb1 \xce\xb5\xce\xaf\xce\xbd\xce\xb1\xce\xb9 \xcf\x80\xce\xbf\xce\xbb\xcf\x8d \xce\xbc\xce\xb5\xce\xb3\xce\xac\xce\xbb\xce\xb7, \xcf\x80\xce\xb1\xcf\x81\xce\xb1\xce\xba\xce\xb1\xce\xbb\xcf\x8e \xce\xba\xce\xb1\xce\xb8\xce\xb1\xcf\x81\xce\xaf\xcf\x83\xcf\x84\xce\xb5 \xcf\x84\xce\xbf \xce\xb9\xcf\x83\xcf\x84\xce\xbf\xcf\x81\xce\xb9\xce\xba\xcf\x8c \xce\xae \xce\xbe\xce\xb5\xce\xba\xce\xb9\xce\xbd\xce\xae\xcf\x83\xcf\x84\xce\xb5 \xce\xbc\xce\xb9\xce\xb1 \xce\xbd\xce\xad\xce\xb1 \xcf\x83\xcf\x85\xce\xbd\xce\xbf\xce\xbc\xce\xb9\xce\xbb\xce\xaf\xce\xb1", 0,
      CARRY_ON_VERDICT_FATAL, "context-too-long", NULL, "https://github.com/CherryHQ/cherry-studio/blob/00a0b491c7250d82217d9929ebf5940b36990513/src/renderer/src/i18n/translate/el-gr.json" },
    { "\xd9\x85\xd8\xad\xd8\xaa\xd9\x88\xd8\xa7\xdb\x8c \xd8\xaf\xd8\xb1\xd8\xae\xd9\x88\xd8\xa7\xd8\xb3\xd8\xaa \xd9\x81\xd8\xb9\xd9\x84\xdb\x8c \xd8\xa7\xd8\xb2 \xd8\xb7\xd9\x88\xd9\x84\xdb\x8c \xda\xa9\xd9\x87 \xd9\x85\xd8\xaf\xd9\x84 \xd9\x85\xdb\x8c\xd8\xaa\xd9\x88\xd8\xa7\xd9\x86\xd8\xaf \xd9\xbe\xd8\xb1\xd8\xaf\xd8\xa7\xd8\xb2\xd8\xb4 \xda\xa9\xd9\x86\xd8\xaf \xd9\x81\xd8\xb1\xd8\xa7\xd8\xaa\xd8\xb1 \xd8\xb1\xd9\x81\xd8\xaa\xd9\x87 \xd8\xa7\xd8\xb3\xd8\xaa. \xd9\x84\xd8\xb7\xd9\x81\xd8\xa7\xd9\x8b \xd9\x85\xd9\x82\xd8\xaf\xd8\xa7\xd8\xb1 \xd9\x85\xd8\xad\xd8\xaa\xd9\x88\xd8\xa7 \xd8\xb1\xd8\xa7 \xda\xa9\xd8\xa7\xd9\x87\xd8\xb4 \xd8\xaf\xd8\xa7\xd8\xaf\xd9\x87 \xd9\x88 \xd8\xaf\xd9\x88\xd8\xa8\xd8\xa7\xd8\xb1\xd9\x87 \xd8\xaa\xd9\x84\xd8\xa7\xd8\xb4 \xda\xa9\xd9\x86\xdb\x8c\xd8\xaf.", 0,
      CARRY_ON_VERDICT_FATAL, "context-too-long", NULL, "https://github.com/lobehub/lobe-chat/blob/5e912a4dcdcba65461dcc4218a3c684c085ecf0e/locales/fa-IR/modelRuntime.json" },
    { "\xce\x95\xce\xbe\xce\xb1\xce\xbd\xcf\x84\xce\xbb\xce\xae\xce\xb8\xce\xb7\xce\xba\xce\xb5 \xcf\x84\xce\xbf \xcf\x8c\xcf\x81\xce\xb9\xce\xbf \xce\xbb\xce\xbf\xce\xb3\xce\xb1\xcf\x81\xce\xb9\xce\xb1\xcf\x83\xce\xbc\xce\xbf\xcf\x8d, \xcf\x86\xce\xbf\xcf\x81\xcf\x84\xce\xaf\xcf\x83\xcf\x84\xce\xb5 \xce\xae \xce\xb1\xce\xbb\xce\xbb\xce\xac\xce\xbe\xcf\x84\xce\xb5 \xcf\x80\xce\xac\xcf\x81\xce\xbf\xcf\x87\xce\xbf", 0,
      CARRY_ON_VERDICT_FATAL, "credits", NULL, "https://github.com/CherryHQ/cherry-studio/blob/00a0b491c7250d82217d9929ebf5940b36990513/src/renderer/src/i18n/translate/el-gr.json" },
    { "\xd8\xa7\xd9\x86\xd8\xaa\xd9\x87\xd8\xaa \xd8\xb5\xd9\x84\xd8\xa7\xd8\xad\xd9\x8a\xd8\xa9 \xd8\xaa\xd8\xb1\xd8\xae\xd9\x8a\xd8\xb5\xd9\x83. \xd9\x8a\xd8\xb1\xd8\xac\xd9\x89 \xd8\xa7\xd9\x84\xd8\xaa\xd8\xad\xd9\x82\xd9\x82 \xd9\x85\xd9\x86 \xd8\xa7\xd8\xb4\xd8\xaa\xd8\xb1\xd8\xa7\xd9\x83\xd9\x83 \xd8\xa3\xd9\x88 \xd8\xb4\xd8\xb1\xd8\xa7\xd8\xa1 \xd8\xa7\xd8\xb4\xd8\xaa\xd8\xb1\xd8\xa7\xd9\x83 \xd8\xac\xd8\xaf\xd9\x8a\xd8\xaf.", 0,
      CARRY_ON_VERDICT_FATAL, "plan-expired", NULL, "https://github.com/chatboxai/chatbox/blob/1a356ba83ec061cae895f4b8d61c780244e78a44/src/renderer/i18n/locales/ar/translation.json" },
    { "You have reached the limit of requests, please try again later", 0,
      CARRY_ON_VERDICT_LIMIT, "rate-limit", NULL, "https://github.com/QuivrHQ/quivr/blob/0610aa0b4376a5fd1c8cd8c31a54df65cb59dc7f/frontend/public/locales/en/chat.json" },
    { "{\"message\":\"\xe5\xbd\x93\xe5\x89\x8d\xe8\xbf\x98\xe6\x9c\x89\xe5\x85\xb6\xe4\xbb\x96\xe8\xaf\xb7\xe6\xb1\x82\xe6\xad\xa3\xe5\x9c\xa8\xe8\xbf\x9b\xe8\xa1\x8c\",\"result\":[],\"status\":10006}", 0,
      CARRY_ON_VERDICT_LIMIT, "rate-limit", NULL, "https://github.com/LLM-Red-Team/glm-free-api/issues/26" },
    { "This agent is currently unavailable. It has reached its usage limit. Please try again later.", 0,
      CARRY_ON_VERDICT_LIMIT, "named-window", NULL, "https://learn.microsoft.com/cs-cz/troubleshoot/power-platform/copilot-studio/licensing/throttling-errors-agents" },
    { "Error sending prompt: Improperly formed request. (Request ID: f55fde36-589c-45e5-91ff-387367cd0dc0) (Conversation ID: sess_f8a36bdd-d04e-4231-81dc-0e920d8de0a0)", 0,
      CARRY_ON_VERDICT_FATAL, "invalid-argument", NULL, "https://github.com/kirodotdev/Kiro/issues/10965" },
    { "Kredencje s\xc4\x85 obecnie niedost\xc4\x99pne. Prosz\xc4\x99 skontaktowa\xc4\x87 si\xc4\x99 z administratorem.", 0,
      CARRY_ON_VERDICT_FATAL, "credentials-missing", NULL, "https://github.com/langgenius/dify/blob/030eeacfeffea8269721b19b65086e29590111a3/web/i18n/pl-PL/plugin.json" },
    { "\xd0\x98\xd0\xb7\xd0\xb2\xd0\xb8\xd0\xbd\xd0\xb8\xd1\x82\xd0\xb5, \xd0\xb2\xd0\xb0\xd1\x88\xd0\xb5 \xd1\x82\xd0\xb5\xd0\xba\xd1\x83\xd1\x89\xd0\xb5\xd0\xb5 \xd0\xbc\xd0\xb5\xd1\x81\xd1\x82\xd0\xbe\xd0\xbf\xd0\xbe\xd0\xbb\xd0\xbe\xd0\xb6\xd0\xb5\xd0\xbd\xd0\xb8\xd0\xb5 \xd0\xbd\xd0\xb5 \xd0\xbf\xd0\xbe\xd0\xb4\xd0\xb4\xd0\xb5\xd1\x80\xd0\xb6\xd0\xb8\xd0\xb2\xd0\xb0\xd0\xb5\xd1\x82 \xd1\x8d\xd1\x82\xd1\x83 \xd1\x81\xd0\xbb\xd1\x83\xd0\xb6\xd0\xb1\xd1\x83 \xd0\xbc\xd0\xbe\xd0\xb4\xd0\xb5\xd0\xbb\xd0\xb8, \xd0\xb2\xd0\xbe\xd0\xb7\xd0\xbc\xd0\xbe\xd0\xb6\xd0\xbd\xd0\xbe \xd0\xb8\xd0\xb7-\xd0\xb7\xd0\xb0 \xd0\xbe\xd0\xb3\xd1\x80\xd0\xb0\xd0\xbd\xd0\xb8\xd1\x87\xd0\xb5\xd0\xbd\xd0\xb8\xd0\xb9 \xd1\x80\xd0\xb5\xd0\xb3\xd0\xb8\xd0\xbe\xd0\xbd\xd0\xb0 \xd0\xb8\xd0\xbb\xd0\xb8 \xd0\xbd\xd0\xb5\xd0\xb4\xd0\xbe\xd1\x81\xd1\x82\xd1\x83\xd0\xbf\xd0\xbd\xd0\xbe\xd1\x81\xd1\x82\xd0\xb8 \xd1\x81\xd0\xbb\xd1\x83\xd0\xb6\xd0\xb1\xd1\x8b. \xd0\x9f\xd0\xbe\xd0\xb6\xd0\xb0\xd0\xbb\xd1\x83\xd0\xb9\xd1\x81\xd1\x82\xd0\xb0, \xd1\x83\xd0\xb1\xd0\xb5\xd0\xb4\xd0\xb8\xd1\x82\xd0\xb5\xd1\x81\xd1\x8c, \xd1\x87\xd1\x82\xd0\xbe \xd1\x82\xd0\xb5\xd0\xba\xd1\x83\xd1\x89\xd0\xb5\xd0\xb5 \xd0\xbc\xd0\xb5\xd1\x81\xd1\x82\xd0\xbe\xd0\xbf\xd0\xbe\xd0\xbb\xd0\xbe\xd0\xb6\xd0\xb5\xd0\xbd\xd0\xb8\xd0\xb5 \xd0\xbf\xd0\xbe\xd0\xb4\xd0\xb4\xd0\xb5\xd1\x80\xd0\xb6\xd0\xb8\xd0\xb2\xd0\xb0\xd0\xb5\xd1\x82 \xd0\xb8\xd1\x81\xd0\xbf\xd0\xbe\xd0\xbb\xd1\x8c\xd0\xb7\xd0\xbe\xd0\xb2\xd0\xb0\xd0\xbd\xd0\xb8\xd0\xb5 \xd1\x8d\xd1\x82\xd0\xbe\xd0\xb9 \xd1\x81\xd0\xbb\xd1\x83\xd0\xb6\xd0\xb1\xd1\x8b, \xd0\xb8\xd0\xbb\xd0\xb8 \xd0\xbf\xd0\xbe\xd0\xbf\xd1\x80\xd0\xbe\xd0\xb1\xd1\x83\xd0\xb9\xd1\x82\xd0\xb5 \xd0\xb8\xd1\x81\xd0\xbf\xd0\xbe\xd0\xbb\xd1\x8c\xd0\xb7\xd0\xbe\xd0\xb2\xd0\xb0\xd1\x82\xd1\x8c \xd0\xb4\xd1\x80\xd1\x83\xd0\xb3\xd1\x83\xd1\x8e \xd0\xb8\xd0\xbd\xd1\x84\xd0\xbe\xd1\x80\xd0\xbc\xd0\xb0\xd1\x86\xd0\xb8\xd1\x8e \xd0\xbe \xd0\xbc\xd0\xb5\xd1\x81\xd1\x82\xd0\xbe\xd0\xbf\xd0\xbe\xd0\xbb\xd0\xbe\xd0\xb6\xd0\xb5\xd0\xbd\xd0\xb8\xd0\xb8.", 0,
      CARRY_ON_VERDICT_FATAL, "permission-denied", NULL, "https://github.com/lobehub/lobe-chat/blob/001d37c6514d1440ae210de2509f26eace3c168a/locales/ru-RU/error.json" },
    { "\xd0\x9d\xd0\xb5 \xd1\x83\xd0\xb4\xd0\xb0\xd0\xbb\xd0\xbe\xd1\x81\xd1\x8c \xd0\xb7\xd0\xb0\xd0\xb3\xd1\x80\xd1\x83\xd0\xb7\xd0\xb8\xd1\x82\xd1\x8c \xd0\xb8\xd0\xb7\xd0\xbe\xd0\xb1\xd1\x80\xd0\xb0\xd0\xb6\xd0\xb5\xd0\xbd\xd0\xb8\xd0\xb5, \xd0\xb2\xd0\xbe\xd0\xb7\xd0\xbc\xd0\xbe\xd0\xb6\xd0\xbd\xd0\xbe, \xd0\xb7\xd0\xb0\xd0\xbf\xd1\x80\xd0\xbe\xd1\x81 \xd1\x81\xd0\xbe\xd0\xb4\xd0\xb5\xd1\x80\xd0\xb6\xd0\xb8\xd1\x82 \xd0\xba\xd0\xbe\xd0\xbd\xd1\x84\xd0\xb8\xd0\xb4\xd0\xb5\xd0\xbd\xd1\x86\xd0\xb8\xd0\xb0\xd0\xbb\xd1\x8c\xd0\xbd\xd1\x8b\xd0\xb9 \xd0\xba\xd0\xbe\xd0\xbd\xd1\x82\xd0\xb5\xd0\xbd\xd1\x82 \xd0\xb8\xd0\xbb\xd0\xb8 \xd0\xb7\xd0\xb0\xd0\xbf\xd1\x80\xd0\xb5\xd1\x89\xd0\xb5\xd0\xbd\xd0\xbd\xd1\x8b\xd0\xb5 \xd1\x81\xd0\xbb\xd0\xbe\xd0\xb2\xd0\xb0", 0,
      CARRY_ON_VERDICT_FATAL, "content-blocked", NULL, "https://github.com/CherryHQ/cherry-studio/blob/815f6177a85264e030dd64ebf5dbc7d25f3a9475/src/renderer/src/i18n/locales/ru-ru.json" },
    { "\xd0\x92\xd1\x8b \xd1\x8f\xd0\xb2\xd0\xbb\xd1\x8f\xd0\xb5\xd1\x82\xd0\xb5\xd1\x81\xd1\x8c \xd0\xb1\xd0\xb5\xd1\x81\xd0\xbf\xd0\xbb\xd0\xb0\xd1\x82\xd0\xbd\xd1\x8b\xd0\xbc \xd0\xbf\xd0\xbe\xd0\xbb\xd1\x8c\xd0\xb7\xd0\xbe\xd0\xb2\xd0\xb0\xd1\x82\xd0\xb5\xd0\xbb\xd0\xb5\xd0\xbc \xd0\xb8 \xd0\xbd\xd0\xb5 \xd0\xbc\xd0\xbe\xd0\xb6\xd0\xb5\xd1\x82\xd0\xb5 \xd0\xb8\xd1\x81\xd0\xbf\xd0\xbe\xd0\xbb\xd1\x8c\xd0\xb7\xd0\xbe\xd0\xb2\xd0\xb0\xd1\x82\xd1\x8c \xd1\x8d\xd1\x82\xd1\x83 \xd1\x84\xd1\x83\xd0\xbd\xd0\xba\xd1\x86\xd0\xb8\xd1\x8e. \xd0\x9f\xd0\xbe\xd0\xb6\xd0\xb0\xd0\xbb\xd1\x83\xd0\xb9\xd1\x81\xd1\x82\xd0\xb0, \xd0\xbf\xd0\xb5\xd1\x80\xd0\xb5\xd0\xb9\xd0\xb4\xd0\xb8\xd1\x82\xd0\xb5 \xd0\xbd\xd0\xb0 \xd0\xbf\xd0\xbb\xd0\xb0\xd1\x82\xd0\xbd\xd1\x8b\xd0\xb9 \xd0\xbf\xd0\xbb\xd0\xb0\xd0\xbd \xd0\xb4\xd0\xbb\xd1\x8f \xd0\xbf\xd1\x80\xd0\xbe\xd0\xb4\xd0\xbe\xd0\xbb\xd0\xb6\xd0\xb5\xd0\xbd\xd0\xb8\xd1\x8f \xd0\xb8\xd1\x81\xd0\xbf\xd0\xbe\xd0\xbb\xd1\x8c\xd0\xb7\xd0\xbe\xd0\xb2\xd0\xb0\xd0\xbd\xd0\xb8\xd1\x8f.", 0,
      CARRY_ON_VERDICT_FATAL, "free-tier-only", NULL, "https://github.com/lobehub/lobe-chat/blob/9bdd3330b224bcf2fcc0cc4cc8afd42d453aed28/locales/ru-RU/error.json" },
    { "\xd0\x92\xd1\x8b \xd0\xb8\xd1\x81\xd1\x87\xd0\xb5\xd1\x80\xd0\xbf\xd0\xb0\xd0\xbb\xd0\xb8 \xd1\x81\xd0\xb2\xd0\xbe\xd0\xb9 \xd0\xbb\xd0\xb8\xd0\xbc\xd0\xb8\xd1\x82 \xd0\xbf\xd0\xbe\xd0\xb4\xd0\xbf\xd0\xb8\xd1\x81\xd0\xba\xd0\xb8 \xd0\xb8 \xd0\xbd\xd0\xb5 \xd0\xbc\xd0\xbe\xd0\xb6\xd0\xb5\xd1\x82\xd0\xb5 \xd0\xb8\xd1\x81\xd0\xbf\xd0\xbe\xd0\xbb\xd1\x8c\xd0\xb7\xd0\xbe\xd0\xb2\xd0\xb0\xd1\x82\xd1\x8c \xd1\x8d\xd1\x82\xd1\x83 \xd1\x84\xd1\x83\xd0\xbd\xd0\xba\xd1\x86\xd0\xb8\xd1\x8e. \xd0\x9f\xd0\xbe\xd0\xb6\xd0\xb0\xd0\xbb\xd1\x83\xd0\xb9\xd1\x81\xd1\x82\xd0\xb0, \xd0\xbf\xd0\xb5\xd1\x80\xd0\xb5\xd0\xb9\xd0\xb4\xd0\xb8\xd1\x82\xd0\xb5 \xd0\xbd\xd0\xb0 \xd0\xb1\xd0\xbe\xd0\xbb\xd0\xb5\xd0\xb5 \xd0\xb2\xd1\x8b\xd1\x81\xd0\xbe\xd0\xba\xd0\xb8\xd0\xb9 \xd0\xbf\xd0\xbb\xd0\xb0\xd0\xbd \xd0\xb8\xd0\xbb\xd0\xb8 \xd0\xbf\xd1\x80\xd0\xb8\xd0\xbe\xd0\xb1\xd1\x80\xd0\xb5\xd1\x82\xd0\xb8\xd1\x82\xd0\xb5 \xd0\xb4\xd0\xbe\xd0\xbf\xd0\xbe\xd0\xbb\xd0\xbd\xd0\xb8\xd1\x82\xd0\xb5\xd0\xbb\xd1\x8c\xd0\xbd\xd1\x8b\xd0\xb5 \xd1\x80\xd0\xb5\xd1\x81\xd1\x83\xd1\x80\xd1\x81\xd1\x8b \xd0\xb4\xd0\xbb\xd1\x8f \xd0\xbf\xd1\x80\xd0\xbe\xd0\xb4\xd0\xbe\xd0\xbb\xd0\xb6\xd0\xb5\xd0\xbd\xd0\xb8\xd1\x8f \xd0\xb8\xd1\x81\xd0\xbf\xd0\xbe\xd0\xbb\xd1\x8c\xd0\xb7\xd0\xbe\xd0\xb2\xd0\xb0\xd0\xbd\xd0\xb8\xd1\x8f.", 0,
      CARRY_ON_VERDICT_FATAL, "subscription-used-up", NULL, "https://github.com/lobehub/lobe-chat/blob/9bdd3330b224bcf2fcc0cc4cc8afd42d453aed28/locales/ru-RU/error.json" },
    { "\xd8\xaf\xd8\xb1\xd9\x88\xd8\xa7\xd8\xb2\xd9\x87 \xdb\x8c\xd8\xa7 \xd9\xbe\xd8\xb1\xd8\xa7\xda\xa9\xd8\xb3\xdb\x8c \xd8\xa8\xd8\xa7\xd9\x84\xd8\xa7\xd8\xaf\xd8\xb3\xd8\xaa\xdb\x8c \xd8\xae\xd8\xb7\xd8\xa7\xdb\x8c\xdb\x8c \xd8\xa8\xd8\xa7\xd8\xb2\xda\xaf\xd8\xb1\xd8\xaf\xd8\xa7\xd9\x86\xd8\xaf. \xd9\x84\xd8\xb7\xd9\x81\xd8\xa7\xd9\x8b \xd8\xa8\xd9\x87 \xd8\xb2\xd9\x88\xd8\xaf\xdb\x8c \xd8\xaf\xd9\x88\xd8\xa8\xd8\xa7\xd8\xb1\xd9\x87 \xd8\xaa\xd9\x84\xd8\xa7\xd8\xb4 \xda\xa9\xd9\x86\xdb\x8c\xd8\xaf\xd8\x9b \xd8\xa7\xda\xaf\xd8\xb1 \xd9\x85\xd8\xb4\xda\xa9\xd9\x84 \xd8\xa7\xd8\xaf\xd8\xa7\xd9\x85\xd9\x87 \xd8\xaf\xd8\xa7\xd8\xb4\xd8\xaa\xd8\x8c \xd9\xbe\xdb\x8c\xda\xa9\xd8\xb1\xd8\xa8\xd9\x86\xd8\xaf\xdb\x8c \xd9\xbe\xd8\xb1\xd8\xa7\xda\xa9\xd8\xb3\xdb\x8c/\xd9\x86\xd9\x82\xd8\xb7\xd9\x87 \xd9\xbe\xd8\xa7\xdb\x8c\xd8\xa7\xd9\x86\xdb\x8c \xd8\xae\xd9\x88\xd8\xaf \xd8\xb1\xd8\xa7 \xd8\xa8\xd8\xb1\xd8\xb1\xd8\xb3\xdb\x8c \xda\xa9\xd9\x86\xdb\x8c\xd8\xaf.", 0,
      CARRY_ON_VERDICT_TRANSIENT, "server-error", NULL, "https://github.com/lobehub/lobe-chat/blob/5e912a4dcdcba65461dcc4218a3c684c085ecf0e/locales/fa-IR/modelRuntime.json" },
    { "All available accounts have exhausted their weekly fable capacity. Earliest reset at 2026-07-29T05:00:00.443Z", 503,
      CARRY_ON_VERDICT_LIMIT, "usage-window-reset", "2026-07-29T05:00:01Z", "https://github.com/tombii/better-ccflare/pull/342" },
    { "Sorry, you have reached the maximum number of questions. Please try again tomorrow!", 0,
      CARRY_ON_VERDICT_LIMIT, "come-back-tomorrow", "2026-03-10T23:00:00Z", "https://github.com/1Panel-dev/MaxKB/blob/02aa640fa0b4c252047601c92e1dded6f469cfa4/ui/src/locales/lang/en-US/ai-chat.ts" },
  };

  check_sourced_cases (cases, G_N_ELEMENTS (cases));
  /* the review's near misses: a row's words in a plan, a notice or a note ("once it has reached its usage
   * limit", "Embedding model is not configured", "если запрос содержит …"), a question, "usage capture"; and
   * "tomorrow" in a person's echoed words, a tip after a condition, an alternative, another sense, a denial */
  check_family_case (0, "Service currently unavailable (503). The agent will be paused automatically once it has reached its usage limit; this is not that case, please retry shortly.", 503, CARRY_ON_VERDICT_TRANSIENT, NULL, NULL);
  check_family_case (1, "Embedding model is not configured, falling back to keyword search. Upstream error: 503 Service Unavailable, please retry later.", 503, CARRY_ON_VERDICT_TRANSIENT, NULL, NULL);
  check_family_case (2, "\xd0\xa1\xd0\xb5\xd1\x80\xd0\xb2\xd0\xb5\xd1\x80 \xd0\xbf\xd0\xb5\xd1\x80\xd0\xb5\xd0\xb3\xd1\x80\xd1\x83\xd0\xb6\xd0\xb5\xd0\xbd, \xd0\xbf\xd0\xbe\xd0\xb2\xd1\x82\xd0\xbe\xd1\x80\xd0\xb8\xd1\x82\xd0\xb5 \xd0\xbf\xd0\xbe\xd0\xbf\xd1\x8b\xd1\x82\xd0\xba\xd1\x83 \xd0\xbf\xd0\xbe\xd0\xb7\xd0\xb6\xd0\xb5. \xd0\x9f\xd1\x80\xd0\xb8\xd0\xbc\xd0\xb5\xd1\x87\xd0\xb0\xd0\xbd\xd0\xb8\xd0\xb5: \xd0\xb5\xd1\x81\xd0\xbb\xd0\xb8 \xd0\xb7\xd0\xb0\xd0\xbf\xd1\x80\xd0\xbe\xd1\x81 \xd1\x81\xd0\xbe\xd0\xb4\xd0\xb5\xd1\x80\xd0\xb6\xd0\xb8\xd1\x82 \xd0\xba\xd0\xbe\xd0\xbd\xd1\x84\xd0\xb8\xd0\xb4\xd0\xb5\xd0\xbd\xd1\x86\xd0\xb8\xd0\xb0\xd0\xbb\xd1\x8c\xd0\xbd\xd1\x8b\xd0\xb9 \xd0\xba\xd0\xbe\xd0\xbd\xd1\x82\xd0\xb5\xd0\xbd\xd1\x82 \xd0\xb8\xd0\xbb\xd0\xb8 \xd0\xb7\xd0\xb0\xd0\xbf\xd1\x80\xd0\xb5\xd1\x89\xd0\xb5\xd0\xbd\xd0\xbd\xd1\x8b\xd0\xb5 \xd1\x81\xd0\xbb\xd0\xbe\xd0\xb2\xd0\xb0, \xd0\xbe\xd0\xbd \xd0\xb1\xd1\x83\xd0\xb4\xd0\xb5\xd1\x82 \xd0\xbe\xd1\x82\xd0\xba\xd0\xbb\xd0\xbe\xd0\xbd\xd0\xb5\xd0\xbd.", 503, CARRY_ON_VERDICT_TRANSIENT, NULL, NULL);
  check_family_case (3, "Invalid request: messages[2].content must be a string, got object {\"text\": \"ok, I will come back tomorrow\"}", 400, CARRY_ON_VERDICT_FATAL, NULL, NULL);
  check_family_case (4, "Invalid request: messages[2].content must be a string, got object {\"text\": \"ok, I will come back tomorrow\"}", 0, CARRY_ON_VERDICT_FATAL, NULL, NULL);
  check_family_case (5, "Error 400: image could not be processed (unsupported format). Try again tomorrow or use a PNG.", 400, CARRY_ON_VERDICT_FATAL, NULL, NULL);
  check_family_case (6, "Network error: connect ETIMEDOUT 104.18.6.192:443. If your connection is unstable, try again tomorrow.", 0, CARRY_ON_VERDICT_TRANSIENT, NULL, "2026-03-10T23:00:00Z");
  check_family_case (7, "Please return tomorrow's report by email. Internal server error (500), retry shortly.", 0, CARRY_ON_VERDICT_TRANSIENT, NULL, NULL);
  check_family_case (8, "\xe7\xbd\x91\xe7\xbb\x9c\xe8\xbf\x9e\xe6\x8e\xa5\xe5\xa4\xb1\xe8\xb4\xa5\xef\xbc\x8c\xe8\xaf\xb7\xe6\xa3\x80\xe6\x9f\xa5\xe7\xbd\x91\xe7\xbb\x9c\xe5\x90\x8e\xe9\x87\x8d\xe8\xaf\x95\xef\xbc\x8c\xe6\x88\x96\xe6\x98\x8e\xe5\xa4\xa9\xe5\x86\x8d\xe6\x9d\xa5", 0, CARRY_ON_VERDICT_TRANSIENT, NULL, "2026-03-10T23:00:00Z");
  check_family_case (9, "Error: improperly formed request? No - the upstream returned 502 Bad Gateway, retrying.", 0, CARRY_ON_VERDICT_TRANSIENT, NULL, NULL);
  check_family_case (10, "Usage capture is required by the compliance policy; request rejected.", 0, CARRY_ON_VERDICT_TRANSIENT, NULL, NULL);
  check_family_case (11, "403 Forbidden: your account has been banned for repeated abuse. Do not try again tomorrow; contact support@example.com to appeal.", 403, CARRY_ON_VERDICT_FATAL, NULL, NULL);
  check_family_case (12, "\xe6\x82\xa8\xe7\x9a\x84\xe8\xb4\xa6\xe5\x8f\xb7\xe5\x9b\xa0\xe8\xbf\x9d\xe8\xa7\x84\xe5\xb7\xb2\xe8\xa2\xab\xe5\xb0\x81\xe7\xa6\x81\xef\xbc\x8c\xe8\xaf\xb7\xe6\x98\x8e\xe5\xa4\xa9\xe5\x86\x8d\xe8\xaf\x95\xe4\xb9\x9f\xe6\x97\xa0\xe6\xb3\x95\xe8\xa7\xa3\xe5\xb0\x81\xef\xbc\x8c\xe8\xaf\xb7\xe8\x81\x94\xe7\xb3\xbb\xe5\xae\xa2\xe6\x9c\x8d\xe3\x80\x82", 403, CARRY_ON_VERDICT_FATAL, NULL, NULL);

}

/* Rounds sz–tf: Open WebUI's "OpenAI API key is required" in Catalan,
 * Galician and Hebrew and its model not found in Basque, LobeChat's
 * Japanese key wrong or empty and Korean content-policy block, Chatbox's
 * licence invalid, expired or at its activation limit, ModelArts' backend
 * that did not answer, a proxy's Cloudflare clearance to renew by hand;
 * near misses beside them (the last twelve found by a review): the key
 * denied before its verb or named in a tip, a question or a condition,
 * "not found" in the next sentence or meaning "is not", the block, the key
 * and the licence asked about, an identity not recognised while a service
 * times out, the remedy for a clearance named in a tip or denied */
static void
test_sz_tf_families (void)
{
  static const SourcedCase cases[] = {
    { "Es requereix la clau API d'OpenAI.", 0,
      CARRY_ON_VERDICT_FATAL, "credentials-missing", NULL, "https://github.com/open-webui/open-webui/blob/39cee9ab3e57f795235bda3c34c851923c04b7db/src/lib/i18n/locales/ca-ES/translation.json" },
    { "Achave da API de OpenAI es requerida.", 0,
      CARRY_ON_VERDICT_FATAL, "credentials-missing", NULL, "https://github.com/open-webui/open-webui/blob/a9e65e59130037617766c85f3650be414d66e88b/src/lib/i18n/locales/gl-ES/translation.json" },
    { "\xd7\xa0\xd7\x93\xd7\xa8\xd7\xa9 \xd7\x9e\xd7\xa4\xd7\xaa\xd7\x97 API \xd7\xa9\xd7\x9c OpenAI.", 0,
      CARRY_ON_VERDICT_FATAL, "credentials-missing", NULL, "https://github.com/open-webui/open-webui/blob/bd7b9bad3538d0c65ae8b8bfd5d0a691ad4cb316/src/lib/i18n/locales/he-IL/translation.json" },
    { "{{modelId}} modeloa ez da aurkitu", 0,
      CARRY_ON_VERDICT_FATAL, "invalid-request", NULL, "https://github.com/open-webui/open-webui/blob/0020dcef1048dba530a303cb85eecc2cca7e4b18/src/lib/i18n/locales/eu-ES/translation.json" },
    { "Anthropic API\xe3\x82\xad\xe3\x83\xbc\xe3\x81\x8c\xe6\xad\xa3\xe3\x81\x97\xe3\x81\x8f\xe3\x81\xaa\xe3\x81\x84\xe3\x81\x8b\xe7\xa9\xba\xe3\x81\xa7\xe3\x81\x99\xe3\x80\x82" "Anthropic API\xe3\x82\xad\xe3\x83\xbc\xe3\x82\x92\xe7\xa2\xba\xe8\xaa\x8d\xe3\x81\x97\xe3\x81\xa6\xe3\x82\x82\xe3\x81\x86\xe4\xb8\x80\xe5\xba\xa6\xe3\x81\x8a\xe8\xa9\xa6\xe3\x81\x97\xe3\x81\x8f\xe3\x81\xa0\xe3\x81\x95\xe3\x81\x84\xe3\x80\x82", 0,
      CARRY_ON_VERDICT_FATAL, "invalid-api-key", NULL, "https://github.com/lobehub/lobe-chat/blob/acb9266c7a6b03f7b19040f87d83367c040931d5/locales/ja-JP/error.json" },
    { "\xec\xa0\x9c\xea\xb3\xb5\xec\x9e\x90\xea\xb0\x80 \xec\xbd\x98\xed\x85\x90\xec\xb8\xa0 \xec\xa0\x95\xec\xb1\x85\xec\x97\x90 \xeb\x94\xb0\xeb\x9d\xbc \xec\x9d\xb4 \xec\x9a\x94\xec\xb2\xad \xeb\x98\x90\xeb\x8a\x94 \xea\xb2\xb0\xea\xb3\xbc\xeb\xa5\xbc \xec\xb0\xa8\xeb\x8b\xa8\xed\x96\x88\xec\x8a\xb5\xeb\x8b\x88\xeb\x8b\xa4. \xec\x9a\x94\xec\xb2\xad\xec\x9d\x84 \xec\x88\x98\xec\xa0\x95\xed\x95\x98\xea\xb3\xa0 \xeb\x8b\xa4\xec\x8b\x9c \xec\x8b\x9c\xeb\x8f\x84\xed\x95\xb4 \xeb\xb3\xb4\xec\x84\xb8\xec\x9a\x94.", 0,
      CARRY_ON_VERDICT_FATAL, "content-blocked", NULL, "https://github.com/lobehub/lobe-chat/blob/5e912a4dcdcba65461dcc4218a3c684c085ecf0e/locales/ko-KR/modelRuntime.json" },
    { "La clave de licencia que ha introducido no es v\xc3\xa1lida. Por favor, verifique su clave de licencia e int\xc3\xa9ntelo de nuevo.", 0,
      CARRY_ON_VERDICT_FATAL, "plan-expired", NULL, "https://github.com/chatboxai/chatbox/blob/f0a47f7e246ef1a86b52fc40ef17399520467c4f/src/renderer/i18n/locales/es/translation.json" },
    { "Ihre Lizenz ist abgelaufen. Bitte \xc3\xbc" "berpr\xc3\xbc" "fen Sie Ihr Abonnement oder kaufen Sie ein neues.", 0,
      CARRY_ON_VERDICT_FATAL, "plan-expired", NULL, "https://github.com/chatboxai/chatbox/blob/f0a47f7e246ef1a86b52fc40ef17399520467c4f/src/renderer/i18n/locales/de/translation.json" },
    { "\xe3\x81\x93\xe3\x81\xae\xe3\x83\xa9\xe3\x82\xa4\xe3\x82\xbb\xe3\x83\xb3\xe3\x82\xb9\xe3\x82\xad\xe3\x83\xbc\xe3\x81\xaf\xe6\x9c\x89\xe5\x8a\xb9\xe5\x8c\x96\xe5\x88\xb6\xe9\x99\x90\xe3\x81\xab\xe9\x81\x94\xe3\x81\x97\xe3\x81\xbe\xe3\x81\x97\xe3\x81\x9f\xe3\x80\x81\xe5\x8f\xa4\xe3\x81\x84\xe3\x83\x87\xe3\x83\x90\xe3\x82\xa4\xe3\x82\xb9\xe3\x82\x92\xe7\x84\xa1\xe5\x8a\xb9\xe5\x8c\x96\xe3\x81\x99\xe3\x82\x8b\xe3\x81\x9f\xe3\x82\x81\xe3\x81\xab\xe3\x83\xa9\xe3\x82\xa4\xe3\x82\xbb\xe3\x83\xb3\xe3\x82\xb9\xe3\x81\xa8\xe3\x83\x87\xe3\x83\x90\xe3\x82\xa4\xe3\x82\xb9\xe3\x82\x92\xe7\xae\xa1\xe7\x90\x86\xe3\x81\x99\xe3\x82\x8b\xe3\x81\xab\xe3\x81\xaf<a>\xe3\x81\x93\xe3\x81\x93\xe3\x82\x92\xe3\x82\xaf\xe3\x83\xaa\xe3\x83\x83\xe3\x82\xaf\xe3\x81\x97\xe3\x81\xa6</a>\xe3\x81\x8f\xe3\x81\xa0\xe3\x81\x95\xe3\x81\x84\xe3\x80\x82", 0,
      CARRY_ON_VERDICT_FATAL, "plan-expired", NULL, "https://github.com/chatboxai/chatbox/blob/f0a47f7e246ef1a86b52fc40ef17399520467c4f/src/renderer/i18n/locales/ja/translation.json" },
    { "{\"error_code\":\"ModelArts.4503\",\"error_msg\":\"Failed to respond due to backend service not found or failed to respond\"}", 0,
      CARRY_ON_VERDICT_TRANSIENT, "unavailable", NULL, "https://support.huaweicloud.com/intl/en-us/trouble-modelarts/modelarts_13_0219.html" },
    { "{\"error\":{\"message\":\"Cloudflare clearance expired and could not be refreshed headlessly. Re-clear in a browser: run `python -m copilot login` (or `python tests/diagnostic.py`) and pass the 'verify you're human' check, then retry.\",\"type\":\"clearance_required\"}}", 0,
      CARRY_ON_VERDICT_FATAL, "login-expired", NULL, "https://github.com/sums001/Windows-Copilot-API/issues/27" },
  };

  check_sourced_cases (cases, G_N_ELEMENTS (cases));
  check_family_case (0, "No es requereix la clau API d'OpenAI per als models locals; el servidor est\xc3\xa0 ocupat (503).", 503, CARRY_ON_VERDICT_TRANSIENT, NULL, NULL);
  check_family_case (1, "\xd7\x94\xd7\x9e\xd7\x95\xd7\x93\xd7\x9c \xd7\xa0\xd7\x98\xd7\xa2\xd7\x9f. \xd7\x94\xd7\xa7\xd7\x95\xd7\x91\xd7\xa5 \xd7\x9c\xd7\x90 \xd7\xa0\xd7\x9e\xd7\xa6\xd7\x90, \xd7\x9e\xd7\xa0\xd7\xa1\xd7\x94 \xd7\xa9\xd7\x95\xd7\x91", 0, CARRY_ON_VERDICT_TRANSIENT, NULL, NULL);
  check_family_case (2, "\xec\xa0\x9c\xea\xb3\xb5\xec\x9e\x90\xea\xb0\x80 \xec\xbd\x98\xed\x85\x90\xec\xb8\xa0 \xec\xa0\x95\xec\xb1\x85\xec\x97\x90 \xeb\x94\xb0\xeb\x9d\xbc \xec\x9d\xb4 \xec\x9a\x94\xec\xb2\xad \xeb\x98\x90\xeb\x8a\x94 \xea\xb2\xb0\xea\xb3\xbc\xeb\xa5\xbc \xec\xb0\xa8\xeb\x8b\xa8\xed\x96\x88\xec\x8a\xb5\xeb\x8b\x88\xea\xb9\x8c? \xec\x84\x9c\xeb\xb2\x84\xea\xb0\x80 \xeb\xb0\x94\xec\x81\xa9\xeb\x8b\x88\xeb\x8b\xa4 (503)", 503, CARRY_ON_VERDICT_TRANSIENT, NULL, NULL);
  check_family_case (3, "Si la clave de licencia que ha introducido no es v\xc3\xa1lida, verif\xc3\xadquela. Error de red, reintentando...", 0, CARRY_ON_VERDICT_TRANSIENT, NULL, NULL);
  check_family_case (4, "Anthropic API\xe3\x82\xad\xe3\x83\xbc\xe3\x81\x8c\xe6\xad\xa3\xe3\x81\x97\xe3\x81\x8f\xe3\x81\xaa\xe3\x81\x84\xe3\x81\x8b\xe7\xa9\xba\xe3\x81\xa7\xe3\x81\x99\xe3\x81\x8b\xef\xbc\x9f\xe3\x83\xaa\xe3\x82\xaf\xe3\x82\xa8\xe3\x82\xb9\xe3\x83\x88\xe3\x81\x8c\xe3\x82\xbf\xe3\x82\xa4\xe3\x83\xa0\xe3\x82\xa2\xe3\x82\xa6\xe3\x83\x88\xe3\x81\x97\xe3\x81\xbe\xe3\x81\x97\xe3\x81\x9f", 0, CARRY_ON_VERDICT_TRANSIENT, NULL, NULL);
  check_family_case (5, "Pr\xc3\xbc" "fen Sie, ob Ihre Lizenz abgelaufen ist. Zeit\xc3\xbc" "berschreitung der Anfrage", 0, CARRY_ON_VERDICT_TRANSIENT, NULL, NULL);
  check_family_case (6, "Consell: nom\xc3\xa9s es requereix la clau API d'OpenAI si feu servir models al n\xc3\xbavol. Error: temps d'espera esgotat (timeout) despr\xc3\xa9s de 60 s.", 0, CARRY_ON_VERDICT_TRANSIENT, NULL, NULL);
  check_family_case (7, "Es requereix la clau API d'OpenAI? No: l'error \xc3\xa9s 502 Bad Gateway del servidor intermediari.", 502, CARRY_ON_VERDICT_TRANSIENT, NULL, NULL);
  check_family_case (8, "Nota: Achave da API de OpenAI es requerida s\xc3\xb3 para modelos na nube. Erro 503: servidor ocupado, t\xc3\xa9nteo de novo.", 503, CARRY_ON_VERDICT_TRANSIENT, NULL, NULL);
  check_family_case (9, "Se Achave da API de OpenAI es requerida ou non depende do modelo. Erro: tempo de espera esgotado (timeout).", 0, CARRY_ON_VERDICT_TRANSIENT, NULL, NULL);
  check_family_case (10, "\xd7\x90\xd7\x9d \xd7\xa0\xd7\x93\xd7\xa8\xd7\xa9 \xd7\x9e\xd7\xa4\xd7\xaa\xd7\x97 API \xd7\xa9\xd7\x9c OpenAI, \xd7\x94\xd7\x92\xd7\x93\xd7\xa8 \xd7\x90\xd7\x95\xd7\xaa\xd7\x95 \xd7\x91\xd7\x94\xd7\x92\xd7\x93\xd7\xa8\xd7\x95\xd7\xaa. \xd7\xa9\xd7\x92\xd7\x99\xd7\x90\xd7\x94: \xd7\xaa\xd7\x9d \xd7\x94\xd7\x96\xd7\x9e\xd7\x9f \xd7\x94\xd7\xa7\xd7\xa6\xd7\x95\xd7\x91 \xd7\x9c\xd7\x91\xd7\xa7\xd7\xa9\xd7\x94 (timeout).", 0, CARRY_ON_VERDICT_TRANSIENT, NULL, NULL);
  check_family_case (11, "\xd7\x94\xd7\x90\xd7\x9d \xd7\xa0\xd7\x93\xd7\xa8\xd7\xa9 \xd7\x9e\xd7\xa4\xd7\xaa\xd7\x97 API \xd7\xa9\xd7\x9c OpenAI? \xd7\x94\xd7\xa9\xd7\xa8\xd7\xaa \xd7\x9c\xd7\x90 \xd7\x94\xd7\x92\xd7\x99\xd7\x91 (504 Gateway Timeout).", 504, CARRY_ON_VERDICT_TRANSIENT, NULL, NULL);
  check_family_case (12, "\xd7\xa9\xd7\x92\xd7\x99\xd7\x90\xd7\x94: \xd7\xa9\xd7\xa8\xd7\xaa \xd7\x94\xd7\x9e\xd7\x95\xd7\x93\xd7\x9c \xd7\x9c\xd7\x90 \xd7\xa0\xd7\x9e\xd7\xa6\xd7\x90 \xd7\x96\xd7\x9e\xd7\x99\xd7\x9f \xd7\x9b\xd7\xa8\xd7\x92\xd7\xa2, \xd7\xa0\xd7\xa1\xd7\x94 \xd7\xa9\xd7\x95\xd7\x91 \xd7\x91\xd7\xa2\xd7\x95\xd7\x93 \xd7\x93\xd7\xa7\xd7\x94", 0, CARRY_ON_VERDICT_TRANSIENT, NULL, NULL);
  check_family_case (13, "\xd7\x94\xd7\x9e\xd7\x95\xd7\x93\xd7\x9c \xd7\x9c\xd7\x90 \xd7\xa0\xd7\x9e\xd7\xa6\xd7\x90 \xd7\x91\xd7\xa2\xd7\x95\xd7\x9e\xd7\xa1 \xd7\x9b\xd7\xa2\xd7\xaa; \xd7\x94\xd7\x91\xd7\xa7\xd7\xa9\xd7\x94 \xd7\xa0\xd7\x9b\xd7\xa9\xd7\x9c\xd7\x94 \xd7\x91\xd7\x92\xd7\x9c\xd7\x9c timeout", 0, CARRY_ON_VERDICT_TRANSIENT, NULL, NULL);
  check_family_case (14, "\xe6\x9c\x8d\xe5\x8a\xa1\xe5\x99\xa8\xe7\xb9\x81\xe5\xbf\x99(503)\xef\xbc\x8c\xe6\x9a\x82\xe6\x97\xb6\xe6\x97\xa0\xe6\xb3\x95\xe8\xaf\x86\xe5\x88\xab\xe7\x94\xa8\xe6\x88\xb7\xe8\xba\xab\xe4\xbb\xbd\xef\xbc\x8c\xe8\xaf\xb7\xe7\xa8\x8d\xe5\x90\x8e\xe5\x86\x8d\xe8\xaf\x95", 503, CARRY_ON_VERDICT_TRANSIENT, NULL, NULL);
  check_family_case (15, "\xe8\xae\xa4\xe8\xaf\x81\xe6\x9c\x8d\xe5\x8a\xa1\xe8\xaf\xb7\xe6\xb1\x82\xe8\xb6\x85\xe6\x97\xb6\xef\xbc\x8c\xe6\x97\xa0\xe6\xb3\x95\xe8\xaf\x86\xe5\x88\xab\xe7\x94\xa8\xe6\x88\xb7\xe8\xba\xab\xe4\xbb\xbd\xef\xbc\x8c\xe6\xad\xa3\xe5\x9c\xa8\xe9\x87\x8d\xe8\xaf\x95\xe2\x80\xa6", 0, CARRY_ON_VERDICT_TRANSIENT, NULL, NULL);
  check_family_case (16, "Request timed out after 60s (ETIMEDOUT). Tip: if Cloudflare challenges keep appearing, re-clear in a browser.", 0, CARRY_ON_VERDICT_TRANSIENT, NULL, NULL);
  check_family_case (17, "Cloudflare clearance refreshed automatically; no need to re-clear in a browser. Upstream returned 502 Bad Gateway, retrying.", 502, CARRY_ON_VERDICT_TRANSIENT, NULL, NULL);
}

/* Rounds sr–sy: a model not found in Hindi, a token that could not be
 * refreshed and a content filter's block in Hindi, a key needed in
 * Punjabi, a subscription's quota used up in Arabic, a key invalid and one
 * expired in Turkish, a model outside the plan in Thai; near misses beside
 * them (the last sixteen found by a review): "not found" in the sentence
 * after the model's (the danda ends it) or said of the model's reply, the
 * block, the key and the refresh in a tip, a condition, a question or
 * denied after the verb, an invalid answer beside a valid key, a cache's
 * and a session's key expired, the model said to be in the plan */
static void
test_sr_sy_families (void)
{
  static const SourcedCase cases[] = {
    { "\xe0\xa4\xae\xe0\xa5\x89\xe0\xa4\xa1\xe0\xa4\xb2 {{model}} Amazon Bedrock \xe0\xa4\xae\xe0\xa5\x87\xe0\xa4\x82 \xe0\xa4\xa8\xe0\xa4\xb9\xe0\xa5\x80\xe0\xa4\x82 \xe0\xa4\xae\xe0\xa4\xbf\xe0\xa4\xb2\xe0\xa4\xbe", 0,
      CARRY_ON_VERDICT_FATAL, "model-not-found", NULL, "https://github.com/RooCodeInc/Roo-Code/blob/695b5b5b7a21fa9774f03eccf45ceaa0f7c519bf/src/i18n/locales/hi/embeddings.json" },
    { "OAuth \xe0\xa4\x9f\xe0\xa5\x8b\xe0\xa4\x95\xe0\xa4\xa8 \xe0\xa4\xb0\xe0\xa5\x80\xe0\xa4\xab\xe0\xa5\x8d\xe0\xa4\xb0\xe0\xa5\x87\xe0\xa4\xb6 \xe0\xa4\x95\xe0\xa4\xb0\xe0\xa4\xa8\xe0\xa5\x87 \xe0\xa4\xae\xe0\xa5\x87\xe0\xa4\x82 \xe0\xa4\xb5\xe0\xa4\xbf\xe0\xa4\xab\xe0\xa4\xb2: {{error}}", 0,
      CARRY_ON_VERDICT_FATAL, "login-expired", NULL, "https://github.com/Kilo-Org/kilocode/blob/0fc86cec2299b333cb21da87b649003b19319ecc/src/i18n/locales/hi/common.json" },
    { "\xe0\xa4\x85\xe0\xa4\xa8\xe0\xa5\x81\xe0\xa4\xb0\xe0\xa5\x8b\xe0\xa4\xa7 \xe0\xa4\xb8\xe0\xa4\xbe\xe0\xa4\xae\xe0\xa4\x97\xe0\xa5\x8d\xe0\xa4\xb0\xe0\xa5\x80 \xe0\xa4\xab\xe0\xa4\xbc\xe0\xa4\xbf\xe0\xa4\xb2\xe0\xa5\x8d\xe0\xa4\x9f\xe0\xa4\xb0 \xe0\xa4\xa6\xe0\xa5\x8d\xe0\xa4\xb5\xe0\xa4\xbe\xe0\xa4\xb0\xe0\xa4\xbe \xe0\xa4\x85\xe0\xa4\xb5\xe0\xa4\xb0\xe0\xa5\x8b\xe0\xa4\xa7\xe0\xa4\xbf\xe0\xa4\xa4 \xe0\xa4\x95\xe0\xa4\xbf\xe0\xa4\xaf\xe0\xa4\xbe \xe0\xa4\x97\xe0\xa4\xaf\xe0\xa4\xbe \xe0\xa4\xa5\xe0\xa4\xbe\xe0\xa5\xa4", 0,
      CARRY_ON_VERDICT_FATAL, "content-blocked", NULL, "https://github.com/Kilo-Org/kilocode/blob/2f1279cfee824cedee03d747a4dba14f17de728c/src/i18n/locales/hi/kilocode.json" },
    { "\xe0\xa8\x93\xe0\xa8\xaa\xe0\xa8\xa8\xe0\xa8\x8f\xe0\xa8\x86\xe0\xa8\x88 API \xe0\xa8\x95\xe0\xa9\x81\xe0\xa9\xb0\xe0\xa8\x9c\xe0\xa9\x80 \xe0\xa8\xa6\xe0\xa9\x80 \xe0\xa8\xb2\xe0\xa9\x8b\xe0\xa9\x9c \xe0\xa8\xb9\xe0\xa9\x88\xe0\xa5\xa4", 0,
      CARRY_ON_VERDICT_FATAL, "credentials-missing", NULL, "https://github.com/open-webui/open-webui/blob/00f58658f7e633e63623c8866dd720fb60e02fe2/src/lib/i18n/locales/pa-IN/translation.json" },
    { "\xd9\x84\xd9\x82\xd8\xaf \xd8\xa7\xd8\xb3\xd8\xaa\xd9\x86\xd9\x81\xd8\xb0\xd8\xaa \xd8\xad\xd8\xb5\xd8\xaa\xd9\x83 \xd9\x85\xd9\x86 \xd8\xa7\xd9\x84\xd8\xa7\xd8\xb4\xd8\xaa\xd8\xb1\xd8\xa7\xd9\x83\xd8\x8c \xd9\x84\xd8\xa7 \xd9\x8a\xd9\x85\xd9\x83\xd9\x86\xd9\x83 \xd8\xa7\xd8\xb3\xd8\xaa\xd8\xae\xd8\xaf\xd8\xa7\xd9\x85 \xd9\x87\xd8\xb0\xd9\x87 \xd8\xa7\xd9\x84\xd9\x88\xd8\xb8\xd9\x8a\xd9\x81\xd8\xa9\xd8\x8c \xd9\x8a\xd8\xb1\xd8\xac\xd9\x89 \xd8\xa7\xd9\x84\xd8\xaa\xd8\xb1\xd9\x82\xd9\x8a\xd8\xa9 \xd8\xa5\xd9\x84\xd9\x89 \xd8\xae\xd8\xb7\xd8\xa9 \xd8\xa3\xd8\xb9\xd9\x84\xd9\x89 \xd8\xa3\xd9\x88 \xd8\xb4\xd8\xb1\xd8\xa7\xd8\xa1 \xd8\xad\xd8\xb2\xd9\x85\xd8\xa9 \xd9\x85\xd9\x88\xd8\xa7\xd8\xb1\xd8\xaf \xd9\x84\xd9\x84\xd9\x85\xd8\xaa\xd8\xa7\xd8\xa8\xd8\xb9\xd8\xa9", 0,
      CARRY_ON_VERDICT_FATAL, "subscription-used-up", NULL, "https://github.com/lobehub/lobe-chat/blob/2e04463ba173badd1ac309ea418191df1140d005/locales/ar/error.json" },
    { "Ge\xc3\xa7" "ersiz veya bo\xc5\x9f Moonshot AI API Anahtar\xc4\xb1, l\xc3\xbctfen Moonshot API Anahtar\xc4\xb1n\xc4\xb1z\xc4\xb1 kontrol edip tekrar deneyin", 0,
      CARRY_ON_VERDICT_FATAL, "invalid-api-key", NULL, "https://github.com/lobehub/lobe-chat/blob/dd2c50446a349726025ec30f5d51bc2472059943/locales/tr-TR/error.json" },
    { "Belirtilen {{0}} anahtar\xc4\xb1 {{1}} tarihinde s\xc3\xbcresi dolmu\xc5\x9f. L\xc3\xbctfen bir anahtar sa\xc4\x9flay\xc4\xb1n ve tekrar deneyin.", 0,
      CARRY_ON_VERDICT_FATAL, "api-key-expired", NULL, "https://github.com/danny-avila/LibreChat/blob/c14751cef509183ee67b629b30fa851abafd2a49/client/src/locales/tr/translation.json" },
    { "\xe0\xb8\x84\xe0\xb8\xb5\xe0\xb8\xa2\xe0\xb9\x8c API \xe0\xb9\x81\xe0\xb8\xa5\xe0\xb8\xb0\xe0\xb9\x81\xe0\xb8\x9c\xe0\xb8\x99\xe0\xb8\x81\xe0\xb8\xb2\xe0\xb8\xa3\xe0\xb8\xaa\xe0\xb8\xa1\xe0\xb8\xb1\xe0\xb8\x84\xe0\xb8\xa3\xe0\xb8\xaa\xe0\xb8\xa1\xe0\xb8\xb2\xe0\xb8\x8a\xe0\xb8\xb4\xe0\xb8\x81\xe0\xb8\xad\xe0\xb8\x99\xe0\xb8\xb8\xe0\xb8\x8d\xe0\xb8\xb2\xe0\xb8\x95\xe0\xb9\x83\xe0\xb8\xab\xe0\xb9\x89\xe0\xb9\x83\xe0\xb8\x8a\xe0\xb9\x89\xe0\xb9\x82\xe0\xb8\xa1\xe0\xb9\x80\xe0\xb8\x94\xe0\xb8\xa5\xe0\xb8\x97\xe0\xb8\xb5\xe0\xb9\x88\xe0\xb9\x81\xe0\xb8\x95\xe0\xb8\x81\xe0\xb8\x95\xe0\xb9\x88\xe0\xb8\xb2\xe0\xb8\x87\xe0\xb8\x81\xe0\xb8\xb1\xe0\xb8\x99 \xe0\xb8\x95\xe0\xb8\xa3\xe0\xb8\xa7\xe0\xb8\x88\xe0\xb8\xaa\xe0\xb8\xad\xe0\xb8\x9a\xe0\xb9\x83\xe0\xb8\xab\xe0\xb9\x89\xe0\xb9\x81\xe0\xb8\x99\xe0\xb9\x88\xe0\xb9\x83\xe0\xb8\x88\xe0\xb8\xa7\xe0\xb9\x88\xe0\xb8\xb2\xe0\xb9\x82\xe0\xb8\xa1\xe0\xb9\x80\xe0\xb8\x94\xe0\xb8\xa5\xe0\xb8\x97\xe0\xb8\xb5\xe0\xb9\x88\xe0\xb9\x80\xe0\xb8\xa5\xe0\xb8\xb7\xe0\xb8\xad\xe0\xb8\x81\xe0\xb8\xa3\xe0\xb8\xa7\xe0\xb8\xa1\xe0\xb8\xad\xe0\xb8\xa2\xe0\xb8\xb9\xe0\xb9\x88\xe0\xb9\x83\xe0\xb8\x99\xe0\xb9\x81\xe0\xb8\x9c\xe0\xb8\x99\xe0\xb8\x82\xe0\xb8\xad\xe0\xb8\x87\xe0\xb8\x84\xe0\xb8\xb8\xe0\xb8\x93", 0,
      CARRY_ON_VERDICT_FATAL, "free-tier-only", NULL, "https://github.com/Kilo-Org/kilocode/blob/6d7eb39d2025a432fa3c390ee27f857fe89f5327/src/i18n/locales/th/common.json" },
  };

  check_sourced_cases (cases, G_N_ELEMENTS (cases));
  check_family_case (0, "\xe0\xa4\xae\xe0\xa5\x89\xe0\xa4\xa1\xe0\xa4\xb2 \xe0\xa4\xa4\xe0\xa5\x88\xe0\xa4\xaf\xe0\xa4\xbe\xe0\xa4\xb0 \xe0\xa4\xb9\xe0\xa5\x88\xe0\xa5\xa4 \xe0\xa4\x9c\xe0\xa4\xb5\xe0\xa4\xbe\xe0\xa4\xac \xe0\xa4\xa8\xe0\xa4\xb9\xe0\xa5\x80\xe0\xa4\x82 \xe0\xa4\xae\xe0\xa4\xbf\xe0\xa4\xb2\xe0\xa4\xbe, \xe0\xa4\x95\xe0\xa5\x83\xe0\xa4\xaa\xe0\xa4\xaf\xe0\xa4\xbe \xe0\xa4\xaa\xe0\xa5\x81\xe0\xa4\xa8\xe0\xa4\x83 \xe0\xa4\xaa\xe0\xa5\x8d\xe0\xa4\xb0\xe0\xa4\xaf\xe0\xa4\xbe\xe0\xa4\xb8 \xe0\xa4\x95\xe0\xa4\xb0\xe0\xa5\x87\xe0\xa4\x82", 0, CARRY_ON_VERDICT_TRANSIENT, NULL, NULL);
  check_family_case (1, "\xe0\xa4\x85\xe0\xa4\xa8\xe0\xa5\x81\xe0\xa4\xb0\xe0\xa5\x8b\xe0\xa4\xa7 \xe0\xa4\xb8\xe0\xa4\xbe\xe0\xa4\xae\xe0\xa4\x97\xe0\xa5\x8d\xe0\xa4\xb0\xe0\xa5\x80 \xe0\xa4\xab\xe0\xa4\xbc\xe0\xa4\xbf\xe0\xa4\xb2\xe0\xa5\x8d\xe0\xa4\x9f\xe0\xa4\xb0 \xe0\xa4\xa6\xe0\xa5\x8d\xe0\xa4\xb5\xe0\xa4\xbe\xe0\xa4\xb0\xe0\xa4\xbe \xe0\xa4\x85\xe0\xa4\xb5\xe0\xa4\xb0\xe0\xa5\x8b\xe0\xa4\xa7\xe0\xa4\xbf\xe0\xa4\xa4 \xe0\xa4\xa8\xe0\xa4\xb9\xe0\xa5\x80\xe0\xa4\x82 \xe0\xa4\x95\xe0\xa4\xbf\xe0\xa4\xaf\xe0\xa4\xbe \xe0\xa4\x97\xe0\xa4\xaf\xe0\xa4\xbe \xe0\xa4\xa5\xe0\xa4\xbe\xe0\xa5\xa4 \xe0\xa4\xb8\xe0\xa4\xb0\xe0\xa5\x8d\xe0\xa4\xb5\xe0\xa4\xb0 \xe0\xa4\xa4\xe0\xa5\x8d\xe0\xa4\xb0\xe0\xa5\x81\xe0\xa4\x9f\xe0\xa4\xbf, \xe0\xa4\x95\xe0\xa5\x83\xe0\xa4\xaa\xe0\xa4\xaf\xe0\xa4\xbe \xe0\xa4\xac\xe0\xa4\xbe\xe0\xa4\xa6 \xe0\xa4\xae\xe0\xa5\x87\xe0\xa4\x82 \xe0\xa4\xaa\xe0\xa5\x81\xe0\xa4\xa8\xe0\xa4\x83 \xe0\xa4\xaa\xe0\xa5\x8d\xe0\xa4\xb0\xe0\xa4\xaf\xe0\xa4\xbe\xe0\xa4\xb8 \xe0\xa4\x95\xe0\xa4\xb0\xe0\xa5\x87\xe0\xa4\x82", 0, CARRY_ON_VERDICT_TRANSIENT, NULL, NULL);
  check_family_case (2, "API \xe0\xa8\x95\xe0\xa9\x81\xe0\xa9\xb0\xe0\xa8\x9c\xe0\xa9\x80 \xe0\xa8\xa6\xe0\xa9\x80 \xe0\xa8\xb2\xe0\xa9\x8b\xe0\xa9\x9c \xe0\xa8\xa8\xe0\xa8\xb9\xe0\xa9\x80\xe0\xa8\x82 \xe0\xa8\xb9\xe0\xa9\x88\xe0\xa5\xa4 \xe0\xa8\xb8\xe0\xa8\xb0\xe0\xa8\xb5\xe0\xa8\xb0 \xe0\xa8\xb0\xe0\xa9\x81\xe0\xa9\xb1\xe0\xa8\x9d\xe0\xa8\xbf\xe0\xa8\x86 \xe0\xa8\xb9\xe0\xa9\x8b\xe0\xa8\x87\xe0\xa8\x86 \xe0\xa8\xb9\xe0\xa9\x88", 0, CARRY_ON_VERDICT_TRANSIENT, NULL, NULL);
  check_family_case (3, "Anahtar ge\xc3\xa7" "erli. \xc3\x96nbelle\xc4\x9fin s\xc3\xbcresi dolmu\xc5\x9f, yeniden deneniyor", 0, CARRY_ON_VERDICT_TRANSIENT, NULL, NULL);
  check_family_case (4, "\xd9\x84\xd9\x82\xd8\xaf \xd8\xa7\xd8\xb3\xd8\xaa\xd9\x86\xd9\x81\xd8\xb0\xd8\xaa \xd8\xad\xd8\xb5\xd8\xaa\xd9\x83 \xd9\x85\xd9\x86 \xd8\xa7\xd9\x84\xd8\xa7\xd8\xb4\xd8\xaa\xd8\xb1\xd8\xa7\xd9\x83 \xd9\x84\xd9\x87\xd8\xb0\xd8\xa7 \xd8\xa7\xd9\x84\xd9\x8a\xd9\x88\xd9\x85\xd8\x8c \xd9\x8a\xd8\xb1\xd8\xac\xd9\x89 \xd8\xa7\xd9\x84\xd9\x85\xd8\xad\xd8\xa7\xd9\x88\xd9\x84\xd8\xa9 \xd8\xba\xd8\xaf\xd9\x8b\xd8\xa7", 0, CARRY_ON_VERDICT_LIMIT, "quota", NULL);
  check_family_case (5, "\xe0\xb9\x82\xe0\xb8\xa1\xe0\xb9\x80\xe0\xb8\x94\xe0\xb8\xa5\xe0\xb8\x97\xe0\xb8\xb5\xe0\xb9\x88\xe0\xb9\x80\xe0\xb8\xa5\xe0\xb8\xb7\xe0\xb8\xad\xe0\xb8\x81\xe0\xb8\xa3\xe0\xb8\xa7\xe0\xb8\xa1\xe0\xb8\xad\xe0\xb8\xa2\xe0\xb8\xb9\xe0\xb9\x88\xe0\xb9\x83\xe0\xb8\x99\xe0\xb9\x81\xe0\xb8\x9c\xe0\xb8\x99\xe0\xb8\x82\xe0\xb8\xad\xe0\xb8\x87\xe0\xb8\x84\xe0\xb8\xb8\xe0\xb8\x93 \xe0\xb9\x80\xe0\xb8\x8b\xe0\xb8\xb4\xe0\xb8\xa3\xe0\xb9\x8c\xe0\xb8\x9f\xe0\xb9\x80\xe0\xb8\xa7\xe0\xb8\xad\xe0\xb8\xa3\xe0\xb9\x8c\xe0\xb9\x84\xe0\xb8\xa1\xe0\xb9\x88\xe0\xb8\xa7\xe0\xb9\x88\xe0\xb8\xb2\xe0\xb8\x87 \xe0\xb9\x82\xe0\xb8\x9b\xe0\xb8\xa3\xe0\xb8\x94\xe0\xb8\xa5\xe0\xb8\xad\xe0\xb8\x87\xe0\xb8\xad\xe0\xb8\xb5\xe0\xb8\x81\xe0\xb8\x84\xe0\xb8\xa3\xe0\xb8\xb1\xe0\xb9\x89\xe0\xb8\x87", 0, CARRY_ON_VERDICT_TRANSIENT, NULL, NULL);
  check_family_case (6, "\xe0\xa4\xae\xe0\xa5\x89\xe0\xa4\xa1\xe0\xa4\xb2 \xe0\xa4\xb8\xe0\xa5\x87 \xe0\xa4\x95\xe0\xa5\x8b\xe0\xa4\x88 \xe0\xa4\x9c\xe0\xa4\xb5\xe0\xa4\xbe\xe0\xa4\xac \xe0\xa4\xa8\xe0\xa4\xb9\xe0\xa5\x80\xe0\xa4\x82 \xe0\xa4\xae\xe0\xa4\xbf\xe0\xa4\xb2\xe0\xa4\xbe, \xe0\xa4\x95\xe0\xa5\x83\xe0\xa4\xaa\xe0\xa4\xaf\xe0\xa4\xbe \xe0\xa4\xaa\xe0\xa5\x81\xe0\xa4\xa8\xe0\xa4\x83 \xe0\xa4\xaa\xe0\xa5\x8d\xe0\xa4\xb0\xe0\xa4\xaf\xe0\xa4\xbe\xe0\xa4\xb8 \xe0\xa4\x95\xe0\xa4\xb0\xe0\xa5\x87\xe0\xa4\x82", 0, CARRY_ON_VERDICT_TRANSIENT, NULL, NULL);
  check_family_case (7, "\xe0\xa4\xae\xe0\xa5\x89\xe0\xa4\xa1\xe0\xa4\xb2 \xe0\xa4\x95\xe0\xa4\xbe \xe0\xa4\x86\xe0\xa4\x89\xe0\xa4\x9f\xe0\xa4\xaa\xe0\xa5\x81\xe0\xa4\x9f \xe0\xa4\xa8\xe0\xa4\xb9\xe0\xa5\x80\xe0\xa4\x82 \xe0\xa4\xae\xe0\xa4\xbf\xe0\xa4\xb2\xe0\xa4\xbe; \xe0\xa4\xb8\xe0\xa5\x8d\xe0\xa4\x9f\xe0\xa5\x8d\xe0\xa4\xb0\xe0\xa5\x80\xe0\xa4\xae \xe0\xa4\xac\xe0\xa5\x80\xe0\xa4\x9a \xe0\xa4\xae\xe0\xa5\x87\xe0\xa4\x82 \xe0\xa4\xac\xe0\xa4\x82\xe0\xa4\xa6 \xe0\xa4\xb9\xe0\xa5\x8b \xe0\xa4\x97\xe0\xa4\x88", 0, CARRY_ON_VERDICT_TRANSIENT, NULL, NULL);
  check_family_case (8, "\xe0\xa8\xae\xe0\xa8\xbe\xe0\xa8\xa1\xe0\xa8\xb2 \xe0\xa8\xa4\xe0\xa9\x8b\xe0\xa8\x82 \xe0\xa8\x95\xe0\xa9\x8b\xe0\xa8\x88 \xe0\xa8\x9c\xe0\xa8\xb5\xe0\xa8\xbe\xe0\xa8\xac \xe0\xa8\xa8\xe0\xa8\xb9\xe0\xa9\x80\xe0\xa8\x82 \xe0\xa8\xae\xe0\xa8\xbf\xe0\xa8\xb2\xe0\xa8\xbf\xe0\xa8\x86, \xe0\xa8\xa6\xe0\xa9\x81\xe0\xa8\xac\xe0\xa8\xbe\xe0\xa8\xb0\xe0\xa8\xbe \xe0\xa8\x95\xe0\xa9\x8b\xe0\xa8\xb8\xe0\xa8\xbc\xe0\xa8\xbf\xe0\xa8\xb8\xe0\xa8\xbc \xe0\xa8\x95\xe0\xa8\xb0\xe0\xa9\x8b", 0, CARRY_ON_VERDICT_TRANSIENT, NULL, NULL);
  check_family_case (9, "\xe0\xa8\xb8\xe0\xa8\xb0\xe0\xa8\xb5\xe0\xa8\xb0 \xe0\xa8\xb0\xe0\xa9\x81\xe0\xa9\xb1\xe0\xa8\x9d\xe0\xa8\xbf\xe0\xa8\x86 \xe0\xa8\xb9\xe0\xa9\x8b\xe0\xa8\x87\xe0\xa8\x86 \xe0\xa8\xb9\xe0\xa9\x88 (503), \xe0\xa8\x95\xe0\xa8\xbf\xe0\xa8\xb0\xe0\xa8\xaa\xe0\xa8\xbe \xe0\xa8\x95\xe0\xa8\xb0\xe0\xa8\x95\xe0\xa9\x87 \xe0\xa8\xac\xe0\xa8\xbe\xe0\xa8\x85\xe0\xa8\xa6 \xe0\xa8\xb5\xe0\xa8\xbf\xe0\xa9\xb1\xe0\xa8\x9a \xe0\xa8\x95\xe0\xa9\x8b\xe0\xa8\xb8\xe0\xa8\xbc\xe0\xa8\xbf\xe0\xa8\xb8\xe0\xa8\xbc \xe0\xa8\x95\xe0\xa8\xb0\xe0\xa9\x8b\xe0\xa5\xa4 \xe0\xa8\xb8\xe0\xa9\x81\xe0\xa8\x9d\xe0\xa8\xbe\xe0\xa8\x85: \xe0\xa8\xb8\xe0\xa8\xbf\xe0\xa8\xb0\xe0\xa8\xab\xe0\xa8\xbc \xe0\xa8\x95\xe0\xa8\xb2\xe0\xa8\xbe\xe0\xa8\x89\xe0\xa8\xa1 \xe0\xa8\xae\xe0\xa8\xbe\xe0\xa8\xa1\xe0\xa8\xb2\xe0\xa8\xbe\xe0\xa8\x82 \xe0\xa8\xb2\xe0\xa8\x88 API \xe0\xa8\x95\xe0\xa9\x81\xe0\xa9\xb0\xe0\xa8\x9c\xe0\xa9\x80 \xe0\xa8\xa6\xe0\xa9\x80 \xe0\xa8\xb2\xe0\xa9\x8b\xe0\xa9\x9c \xe0\xa8\xb9\xe0\xa9\x88\xe0\xa5\xa4", 503, CARRY_ON_VERDICT_TRANSIENT, NULL, NULL);
  check_family_case (10, "\xe0\xa8\x95\xe0\xa9\x80 API \xe0\xa8\x95\xe0\xa9\x81\xe0\xa9\xb0\xe0\xa8\x9c\xe0\xa9\x80 \xe0\xa8\xa6\xe0\xa9\x80 \xe0\xa8\xb2\xe0\xa9\x8b\xe0\xa9\x9c \xe0\xa8\xb9\xe0\xa9\x88? Rate limit exceeded, retry after 20 seconds", 429, CARRY_ON_VERDICT_LIMIT, NULL,
                     "2026-03-10T12:00:20Z");
  check_family_case (11, "\xe0\xa4\xb8\xe0\xa4\xb0\xe0\xa5\x8d\xe0\xa4\xb5\xe0\xa4\xb0 \xe0\xa4\x85\xe0\xa4\xad\xe0\xa5\x80 \xe0\xa4\xb5\xe0\xa5\x8d\xe0\xa4\xaf\xe0\xa4\xb8\xe0\xa5\x8d\xe0\xa4\xa4 \xe0\xa4\xb9\xe0\xa5\x88 (503)\xe0\xa5\xa4 \xe0\xa4\xaf\xe0\xa4\xa6\xe0\xa4\xbf \xe0\xa4\x9f\xe0\xa5\x8b\xe0\xa4\x95\xe0\xa4\xa8 \xe0\xa4\xb0\xe0\xa5\x80\xe0\xa4\xab\xe0\xa5\x8d\xe0\xa4\xb0\xe0\xa5\x87\xe0\xa4\xb6 \xe0\xa4\x95\xe0\xa4\xb0\xe0\xa4\xa8\xe0\xa5\x87 \xe0\xa4\xae\xe0\xa5\x87\xe0\xa4\x82 \xe0\xa4\xb5\xe0\xa4\xbf\xe0\xa4\xab\xe0\xa4\xb2 \xe0\xa4\xb0\xe0\xa4\xb9\xe0\xa5\x87, \xe0\xa4\xa4\xe0\xa5\x8b \xe0\xa4\xab\xe0\xa4\xbf\xe0\xa4\xb0 \xe0\xa4\xb8\xe0\xa5\x87 \xe0\xa4\xb8\xe0\xa4\xbe\xe0\xa4\x87\xe0\xa4\xa8 \xe0\xa4\x87\xe0\xa4\xa8 \xe0\xa4\x95\xe0\xa4\xb0\xe0\xa5\x87\xe0\xa4\x82\xe0\xa5\xa4", 503, CARRY_ON_VERDICT_TRANSIENT, NULL, NULL);
  check_family_case (12, "\xe0\xa4\xb8\xe0\xa4\xb0\xe0\xa5\x8d\xe0\xa4\xb5\xe0\xa4\xb0 \xe0\xa4\xb5\xe0\xa5\x8d\xe0\xa4\xaf\xe0\xa4\xb8\xe0\xa5\x8d\xe0\xa4\xa4 \xe0\xa4\xb9\xe0\xa5\x88, \xe0\xa4\x95\xe0\xa5\x83\xe0\xa4\xaa\xe0\xa4\xaf\xe0\xa4\xbe \xe0\xa4\xac\xe0\xa4\xbe\xe0\xa4\xa6 \xe0\xa4\xae\xe0\xa5\x87\xe0\xa4\x82 \xe0\xa4\xaa\xe0\xa5\x81\xe0\xa4\xa8\xe0\xa4\x83 \xe0\xa4\xaa\xe0\xa5\x8d\xe0\xa4\xb0\xe0\xa4\xaf\xe0\xa4\xbe\xe0\xa4\xb8 \xe0\xa4\x95\xe0\xa4\xb0\xe0\xa5\x87\xe0\xa4\x82 (503)\xe0\xa5\xa4 \xe0\xa4\xa7\xe0\xa5\x8d\xe0\xa4\xaf\xe0\xa4\xbe\xe0\xa4\xa8 \xe0\xa4\xa6\xe0\xa5\x87\xe0\xa4\x82: \xe0\xa4\xaf\xe0\xa4\xa6\xe0\xa4\xbf \xe0\xa4\x85\xe0\xa4\xa8\xe0\xa5\x81\xe0\xa4\xb0\xe0\xa5\x8b\xe0\xa4\xa7 \xe0\xa4\xb8\xe0\xa4\xbe\xe0\xa4\xae\xe0\xa4\x97\xe0\xa5\x8d\xe0\xa4\xb0\xe0\xa5\x80 \xe0\xa4\xab\xe0\xa4\xbc\xe0\xa4\xbf\xe0\xa4\xb2\xe0\xa5\x8d\xe0\xa4\x9f\xe0\xa4\xb0 \xe0\xa4\xa6\xe0\xa5\x8d\xe0\xa4\xb5\xe0\xa4\xbe\xe0\xa4\xb0\xe0\xa4\xbe \xe0\xa4\x85\xe0\xa4\xb5\xe0\xa4\xb0\xe0\xa5\x8b\xe0\xa4\xa7\xe0\xa4\xbf\xe0\xa4\xa4 \xe0\xa4\x95\xe0\xa4\xbf\xe0\xa4\xaf\xe0\xa4\xbe \xe0\xa4\x97\xe0\xa4\xaf\xe0\xa4\xbe \xe0\xa4\xb9\xe0\xa5\x88, \xe0\xa4\xa4\xe0\xa5\x8b \xe0\xa4\xaf\xe0\xa4\xb9 \xe0\xa4\xb8\xe0\xa4\x82\xe0\xa4\xa6\xe0\xa5\x87\xe0\xa4\xb6 \xe0\xa4\x85\xe0\xa4\xb2\xe0\xa4\x97 \xe0\xa4\xb9\xe0\xa5\x8b\xe0\xa4\x97\xe0\xa4\xbe\xe0\xa5\xa4", 503, CARRY_ON_VERDICT_TRANSIENT, NULL, NULL);
  check_family_case (13, "\xe0\xa4\x9f\xe0\xa4\xbe\xe0\xa4\x87\xe0\xa4\xae\xe0\xa4\x86\xe0\xa4\x89\xe0\xa4\x9f: \xe0\xa4\xaf\xe0\xa4\xb9 \xe0\xa4\xaa\xe0\xa4\xa4\xe0\xa4\xbe \xe0\xa4\xa8\xe0\xa4\xb9\xe0\xa5\x80\xe0\xa4\x82 \xe0\xa4\x9a\xe0\xa4\xb2 \xe0\xa4\xb8\xe0\xa4\x95\xe0\xa4\xbe \xe0\xa4\x95\xe0\xa4\xbf \xe0\xa4\x85\xe0\xa4\xa8\xe0\xa5\x81\xe0\xa4\xb0\xe0\xa5\x8b\xe0\xa4\xa7 \xe0\xa4\xb8\xe0\xa4\xbe\xe0\xa4\xae\xe0\xa4\x97\xe0\xa5\x8d\xe0\xa4\xb0\xe0\xa5\x80 \xe0\xa4\xab\xe0\xa4\xbc\xe0\xa4\xbf\xe0\xa4\xb2\xe0\xa5\x8d\xe0\xa4\x9f\xe0\xa4\xb0 \xe0\xa4\xa6\xe0\xa5\x8d\xe0\xa4\xb5\xe0\xa4\xbe\xe0\xa4\xb0\xe0\xa4\xbe \xe0\xa4\x85\xe0\xa4\xb5\xe0\xa4\xb0\xe0\xa5\x8b\xe0\xa4\xa7\xe0\xa4\xbf\xe0\xa4\xa4 \xe0\xa4\x95\xe0\xa4\xbf\xe0\xa4\xaf\xe0\xa4\xbe \xe0\xa4\x97\xe0\xa4\xaf\xe0\xa4\xbe \xe0\xa4\xaf\xe0\xa4\xbe \xe0\xa4\xa8\xe0\xa4\xb9\xe0\xa5\x80\xe0\xa4\x82, \xe0\xa4\x95\xe0\xa5\x83\xe0\xa4\xaa\xe0\xa4\xaf\xe0\xa4\xbe \xe0\xa4\xaa\xe0\xa5\x81\xe0\xa4\xa8\xe0\xa4\x83 \xe0\xa4\xaa\xe0\xa5\x8d\xe0\xa4\xb0\xe0\xa4\xaf\xe0\xa4\xbe\xe0\xa4\xb8 \xe0\xa4\x95\xe0\xa4\xb0\xe0\xa5\x87\xe0\xa4\x82", 0, CARRY_ON_VERDICT_TRANSIENT, NULL, NULL);
  check_family_case (14, "\xe0\xa4\x95\xe0\xa5\x8d\xe0\xa4\xaf\xe0\xa4\xbe \xe0\xa4\x86\xe0\xa4\xaa\xe0\xa4\x95\xe0\xa4\xbe \xe0\xa4\x85\xe0\xa4\xa8\xe0\xa5\x81\xe0\xa4\xb0\xe0\xa5\x8b\xe0\xa4\xa7 \xe0\xa4\xb8\xe0\xa4\xbe\xe0\xa4\xae\xe0\xa4\x97\xe0\xa5\x8d\xe0\xa4\xb0\xe0\xa5\x80 \xe0\xa4\xab\xe0\xa4\xbc\xe0\xa4\xbf\xe0\xa4\xb2\xe0\xa5\x8d\xe0\xa4\x9f\xe0\xa4\xb0 \xe0\xa4\xa6\xe0\xa5\x8d\xe0\xa4\xb5\xe0\xa4\xbe\xe0\xa4\xb0\xe0\xa4\xbe \xe0\xa4\x85\xe0\xa4\xb5\xe0\xa4\xb0\xe0\xa5\x8b\xe0\xa4\xa7\xe0\xa4\xbf\xe0\xa4\xa4 \xe0\xa4\x95\xe0\xa4\xbf\xe0\xa4\xaf\xe0\xa4\xbe \xe0\xa4\x97\xe0\xa4\xaf\xe0\xa4\xbe? \xe0\xa4\xa8\xe0\xa4\xb9\xe0\xa5\x80\xe0\xa4\x82, \xe0\xa4\x85\xe0\xa4\xaa\xe0\xa4\xb8\xe0\xa5\x8d\xe0\xa4\x9f\xe0\xa5\x8d\xe0\xa4\xb0\xe0\xa5\x80\xe0\xa4\xae \xe0\xa4\xa8\xe0\xa5\x87 502 \xe0\xa4\xb2\xe0\xa5\x8c\xe0\xa4\x9f\xe0\xa4\xbe\xe0\xa4\xaf\xe0\xa4\xbe, \xe0\xa4\xaa\xe0\xa5\x81\xe0\xa4\xa8\xe0\xa4\x83 \xe0\xa4\xaa\xe0\xa5\x8d\xe0\xa4\xb0\xe0\xa4\xaf\xe0\xa4\xbe\xe0\xa4\xb8 \xe0\xa4\x95\xe0\xa4\xb0\xe0\xa5\x87\xe0\xa4\x82", 502, CARRY_ON_VERDICT_TRANSIENT, NULL, NULL);
  check_family_case (15, "Sunucudan ge\xc3\xa7" "ersiz yan\xc4\xb1t: API anahtar\xc4\xb1n\xc4\xb1z do\xc4\x9fruland\xc4\xb1 ancak sa\xc4\x9flay\xc4\xb1" "c\xc4\xb1 zaman a\xc5\x9f\xc4\xb1m\xc4\xb1na u\xc4\x9frad\xc4\xb1", 502, CARRY_ON_VERDICT_TRANSIENT, NULL, NULL);
  check_family_case (16, "Ge\xc3\xa7" "ersiz bir API anahtar\xc4\xb1 m\xc4\xb1 girdiniz? Hay\xc4\xb1r ise sunucu me\xc5\x9fgul olabilir, l\xc3\xbctfen birka\xc3\xa7 dakika sonra tekrar deneyin", 0, CARRY_ON_VERDICT_TRANSIENT, NULL, NULL);
  check_family_case (17, "\xc3\x96nbellek anahtar\xc4\xb1 s\xc3\xbcresi dolmu\xc5\x9f, yan\xc4\xb1t yeniden olu\xc5\x9fturuluyor", 0, CARRY_ON_VERDICT_TRANSIENT, NULL, NULL);
  check_family_case (18, "API anahtar\xc4\xb1n\xc4\xb1z\xc4\xb1n s\xc3\xbcresi dolmu\xc5\x9f mu? Kontrol etmek i\xc3\xa7in Ayarlar > Sa\xc4\x9flay\xc4\xb1" "c\xc4\xb1lar'a gidin. Hata: istek zaman a\xc5\x9f\xc4\xb1m\xc4\xb1na u\xc4\x9frad\xc4\xb1", 0, CARRY_ON_VERDICT_TRANSIENT, NULL, NULL);
  check_family_case (19, "API anahtar\xc4\xb1n\xc4\xb1z\xc4\xb1n s\xc3\xbcresi dolmu\xc5\x9f de\xc4\x9fil; sorun sunucu taraf\xc4\xb1nda (503), l\xc3\xbctfen tekrar deneyin", 503, CARRY_ON_VERDICT_TRANSIENT, NULL, NULL);
  check_family_case (20, "\xe0\xb9\x80\xe0\xb8\x8b\xe0\xb8\xb4\xe0\xb8\xa3\xe0\xb9\x8c\xe0\xb8\x9f\xe0\xb9\x80\xe0\xb8\xa7\xe0\xb8\xad\xe0\xb8\xa3\xe0\xb9\x8c\xe0\xb9\x84\xe0\xb8\xa1\xe0\xb9\x88\xe0\xb8\xa7\xe0\xb9\x88\xe0\xb8\xb2\xe0\xb8\x87\xe0\xb8\x8a\xe0\xb8\xb1\xe0\xb9\x88\xe0\xb8\xa7\xe0\xb8\x84\xe0\xb8\xa3\xe0\xb8\xb2\xe0\xb8\xa7 (503) \xe0\xb8\x81\xe0\xb8\xa3\xe0\xb8\xb8\xe0\xb8\x93\xe0\xb8\xb2\xe0\xb8\xa5\xe0\xb8\xad\xe0\xb8\x87\xe0\xb9\x83\xe0\xb8\xab\xe0\xb8\xa1\xe0\xb9\x88\xe0\xb8\xad\xe0\xb8\xb5\xe0\xb8\x81\xe0\xb8\x84\xe0\xb8\xa3\xe0\xb8\xb1\xe0\xb9\x89\xe0\xb8\x87\xe0\xb9\x83\xe0\xb8\x99\xe0\xb8\xa0\xe0\xb8\xb2\xe0\xb8\xa2\xe0\xb8\xab\xe0\xb8\xa5\xe0\xb8\xb1\xe0\xb8\x87 \xe0\xb8\xab\xe0\xb8\xb2\xe0\xb8\x81\xe0\xb8\x9b\xe0\xb8\xb1\xe0\xb8\x8d\xe0\xb8\xab\xe0\xb8\xb2\xe0\xb8\xa2\xe0\xb8\xb1\xe0\xb8\x87\xe0\xb8\x84\xe0\xb8\x87\xe0\xb8\xad\xe0\xb8\xa2\xe0\xb8\xb9\xe0\xb9\x88 \xe0\xb9\x83\xe0\xb8\xab\xe0\xb9\x89\xe0\xb8\x95\xe0\xb8\xa3\xe0\xb8\xa7\xe0\xb8\x88\xe0\xb8\xaa\xe0\xb8\xad\xe0\xb8\x9a\xe0\xb9\x83\xe0\xb8\xab\xe0\xb9\x89\xe0\xb9\x81\xe0\xb8\x99\xe0\xb9\x88\xe0\xb9\x83\xe0\xb8\x88\xe0\xb8\xa7\xe0\xb9\x88\xe0\xb8\xb2\xe0\xb9\x82\xe0\xb8\xa1\xe0\xb9\x80\xe0\xb8\x94\xe0\xb8\xa5\xe0\xb8\x97\xe0\xb8\xb5\xe0\xb9\x88\xe0\xb9\x80\xe0\xb8\xa5\xe0\xb8\xb7\xe0\xb8\xad\xe0\xb8\x81\xe0\xb8\xa3\xe0\xb8\xa7\xe0\xb8\xa1\xe0\xb8\xad\xe0\xb8\xa2\xe0\xb8\xb9\xe0\xb9\x88\xe0\xb9\x83\xe0\xb8\x99\xe0\xb9\x81\xe0\xb8\x9c\xe0\xb8\x99\xe0\xb8\x82\xe0\xb8\xad\xe0\xb8\x87\xe0\xb8\x84\xe0\xb8\xb8\xe0\xb8\x93", 503, CARRY_ON_VERDICT_TRANSIENT, NULL, NULL);
  check_family_case (21, "\xe0\xb8\x95\xe0\xb8\xa3\xe0\xb8\xa7\xe0\xb8\x88\xe0\xb8\xaa\xe0\xb8\xad\xe0\xb8\x9a\xe0\xb9\x83\xe0\xb8\xab\xe0\xb9\x89\xe0\xb9\x81\xe0\xb8\x99\xe0\xb9\x88\xe0\xb9\x83\xe0\xb8\x88\xe0\xb8\xa7\xe0\xb9\x88\xe0\xb8\xb2\xe0\xb9\x82\xe0\xb8\xa1\xe0\xb9\x80\xe0\xb8\x94\xe0\xb8\xa5\xe0\xb8\x97\xe0\xb8\xb5\xe0\xb9\x88\xe0\xb9\x80\xe0\xb8\xa5\xe0\xb8\xb7\xe0\xb8\xad\xe0\xb8\x81\xe0\xb8\xa3\xe0\xb8\xa7\xe0\xb8\xa1\xe0\xb8\xad\xe0\xb8\xa2\xe0\xb8\xb9\xe0\xb9\x88\xe0\xb9\x83\xe0\xb8\x99\xe0\xb9\x81\xe0\xb8\x9c\xe0\xb8\x99\xe0\xb8\x82\xe0\xb8\xad\xe0\xb8\x87\xe0\xb8\x84\xe0\xb8\xb8\xe0\xb8\x93\xe0\xb9\x81\xe0\xb8\xa5\xe0\xb9\x89\xe0\xb8\xa7 \xe2\x9c\x93 \xe0\xb9\x81\xe0\xb8\x95\xe0\xb9\x88\xe0\xb8\x81\xe0\xb8\xb2\xe0\xb8\xa3\xe0\xb9\x80\xe0\xb8\x8a\xe0\xb8\xb7\xe0\xb9\x88\xe0\xb8\xad\xe0\xb8\xa1\xe0\xb8\x95\xe0\xb9\x88\xe0\xb8\xad\xe0\xb8\xab\xe0\xb8\xa1\xe0\xb8\x94\xe0\xb9\x80\xe0\xb8\xa7\xe0\xb8\xa5\xe0\xb8\xb2 \xe0\xb8\x81\xe0\xb8\xa3\xe0\xb8\xb8\xe0\xb8\x93\xe0\xb8\xb2\xe0\xb8\xa5\xe0\xb8\xad\xe0\xb8\x87\xe0\xb9\x83\xe0\xb8\xab\xe0\xb8\xa1\xe0\xb9\x88", 0, CARRY_ON_VERDICT_TRANSIENT, NULL, NULL);
}

/* Rounds sk–sq: Azure's deployments refused for want of Tokens-per-Minute
 * quota (a limit of 0, or the region's quota taken), content filters in
 * Turkish, Marathi, Tamil and Bengali, LibreChat's expired key in Korean and
 * Tamil, Dify's Japanese AI credits used up and Korean model not usable in
 * this version, LibreChat's Malayalam token limit; near misses beside them:
 * Azure's InsufficientQuota in a 400 (a give-up) and its rate limit over a
 * TPM quota that is not 0, "choose another model" in Kannada and "not
 * available in this version" said of a feature in Korean, beside a busy
 * server */
static void
test_sk_sq_families (void)
{
  static const SourcedCase cases[] = {
    { "Azure: Failed to execute task of step (Prepare GPT Deployment). This operation require 10 new capacity in quota Tokens Per Minute (thousands) - GPT-4o-mini, which is bigger than the current available capacity 0. The current quota usage is 0 and the quota limit is 0 for quota Tokens Per Minute (thousands) - GPT-4o-mini.", 0,
      CARRY_ON_VERDICT_FATAL, "quota-zero", NULL, "https://github.com/microsoft/copilot-intellij-feedback/issues/938" },
    { "insufficientQuota: This operation require 8 new capacity in quota Tokens Per Minute (thousands) - gpt-4o-mini, which is bigger than the current available capacity 0. The current quota usage is 0 and the quota limit is 0 for quota Tokens Per Minute (thousands) - gpt-4o-mini. Eastus", 0,
      CARRY_ON_VERDICT_FATAL, "quota-zero", NULL, "https://github.com/Azure-Samples/azure-search-openai-demo-csharp/issues/398" },
    { "{\"code\":\"InvalidTemplateDeployment\",\"message\":\"The template deployment 'dmsdev05-ai-services-deployment' is not valid according to the validation procedure. The tracking id is '6312a911-8fe3-4445-98f6-03236b338dd4'. See inner errors for details.\",\"details\":[{\"code\":\"InsufficientQuota\",\"message\":\"This operation require 10 new capacity in quota Tokens Per Minute (thousands) - gpt-4o - GlobalStandard, which is bigger than the current available capacity 0. The current quota usage is 530 and the quota limit is 530 for quota Tokens Per Minute (thousands) - gpt-4o - GlobalStandard.\"}]}", 0,
      CARRY_ON_VERDICT_FATAL, "quota-zero", NULL, "https://github.com/microsoft/Deploy-Your-AI-Application-In-Production/issues/27" },
    { "\xc4\xb0stek i\xc3\xa7" "erik filtresi taraf\xc4\xb1ndan engellendi.", 0,
      CARRY_ON_VERDICT_FATAL, "content-blocked", NULL, "https://github.com/Kilo-Org/kilocode/blob/7c12e84f33e4642dc0df6a665acb2514bcbcee7c/src/i18n/locales/tr/kilocode.json" },
    { "\xe0\xa4\xb8\xe0\xa5\x81\xe0\xa4\xb0\xe0\xa4\x95\xe0\xa5\x8d\xe0\xa4\xb7\xe0\xa4\xbe \xe0\xa4\xab\xe0\xa4\xbf\xe0\xa4\xb2\xe0\xa5\x8d\xe0\xa4\x9f\xe0\xa4\xb0\xe0\xa5\x8d\xe0\xa4\xb8\xe0\xa4\xa6\xe0\xa5\x8d\xe0\xa4\xb5\xe0\xa4\xbe\xe0\xa4\xb0\xe0\xa5\x87 \xe0\xa4\xaa\xe0\xa5\x8d\xe0\xa4\xb0\xe0\xa4\xa4\xe0\xa4\xbf\xe0\xa4\xb8\xe0\xa4\xbe\xe0\xa4\xa6 \xe0\xa4\xa8\xe0\xa4\xbe\xe0\xa4\x95\xe0\xa4\xbe\xe0\xa4\xb0\xe0\xa4\xb2\xe0\xa4\xbe \xe0\xa4\x97\xe0\xa5\x87\xe0\xa4\xb2\xe0\xa4\xbe \xe0\xa4\x86\xe0\xa4\xb9\xe0\xa5\x87. \xe0\xa4\xa4\xe0\xa5\x81\xe0\xa4\xae\xe0\xa4\x9a\xe0\xa4\xbe \xe0\xa4\xb8\xe0\xa4\x82\xe0\xa4\xa6\xe0\xa5\x87\xe0\xa4\xb6 \xe0\xa4\xaa\xe0\xa5\x81\xe0\xa4\xa8\xe0\xa5\x8d\xe0\xa4\xb9\xe0\xa4\xbe \xe0\xa4\xb2\xe0\xa4\xbf\xe0\xa4\xb9\xe0\xa4\xbe \xe0\xa4\x86\xe0\xa4\xa3\xe0\xa4\xbf \xe0\xa4\xaa\xe0\xa5\x81\xe0\xa4\xa8\xe0\xa5\x8d\xe0\xa4\xb9\xe0\xa4\xbe \xe0\xa4\xaa\xe0\xa5\x8d\xe0\xa4\xb0\xe0\xa4\xaf\xe0\xa4\xa4\xe0\xa5\x8d\xe0\xa4\xa8 \xe0\xa4\x95\xe0\xa4\xb0\xe0\xa4\xbe. Claude Sonnet 4.5 \xe0\xa4\x95\xe0\xa4\xbf\xe0\xa4\x82\xe0\xa4\xb5\xe0\xa4\xbe Opus 4.1 \xe0\xa4\xb5\xe0\xa4\xbe\xe0\xa4\xaa\xe0\xa4\xb0\xe0\xa4\xa4\xe0\xa4\xbe\xe0\xa4\xa8\xe0\xa4\xbe \xe0\xa4\xa4\xe0\xa5\x81\xe0\xa4\xae\xe0\xa5\x8d\xe0\xa4\xb9\xe0\xa4\xbe\xe0\xa4\xb2\xe0\xa4\xbe \xe0\xa4\xb5\xe0\xa4\xbe\xe0\xa4\xb0\xe0\xa4\x82\xe0\xa4\xb5\xe0\xa4\xbe\xe0\xa4\xb0 \xe0\xa4\xb9\xe0\xa5\x87 \xe0\xa4\x86\xe0\xa4\xa2\xe0\xa4\xb3\xe0\xa4\xb2\xe0\xa5\x8d\xe0\xa4\xaf\xe0\xa4\xbe\xe0\xa4\xb8, \xe0\xa4\xa4\xe0\xa5\x81\xe0\xa4\xae\xe0\xa5\x8d\xe0\xa4\xb9\xe0\xa5\x80 Sonnet 4 \xe0\xa4\xb5\xe0\xa4\xbe\xe0\xa4\xaa\xe0\xa4\xb0\xe0\xa5\x82\xe0\xa4\xa8 \xe0\xa4\xaa\xe0\xa4\xbe\xe0\xa4\xb9\xe0\xa5\x82 \xe0\xa4\xb6\xe0\xa4\x95\xe0\xa4\xa4\xe0\xa4\xbe, \xe0\xa4\x9c\xe0\xa5\x8d\xe0\xa4\xaf\xe0\xa4\xbe\xe0\xa4\xae\xe0\xa4\xa7\xe0\xa5\x8d\xe0\xa4\xaf\xe0\xa5\x87 \xe0\xa4\xb5\xe0\xa4\xbe\xe0\xa4\xaa\xe0\xa4\xb0\xe0\xa4\xa3\xe0\xa5\x8d\xe0\xa4\xaf\xe0\xa4\xbe\xe0\xa4\x9a\xe0\xa5\x87 \xe0\xa4\xa8\xe0\xa4\xbf\xe0\xa4\xb0\xe0\xa5\x8d\xe0\xa4\xac\xe0\xa4\x82\xe0\xa4\xa7 \xe0\xa4\xb5\xe0\xa5\x87\xe0\xa4\x97\xe0\xa4\xb3\xe0\xa5\x87 \xe0\xa4\x86\xe0\xa4\xb9\xe0\xa5\x87\xe0\xa4\xa4.", 0,
      CARRY_ON_VERDICT_FATAL, "content-blocked", NULL, "https://github.com/danny-avila/LibreChat/blob/7fdd0c386860c1aba56b75beded970f5210c1dda/client/src/locales/mr-IN/translation.json" },
    { "\xe0\xae\x9a\xe0\xae\xae\xe0\xae\xb0\xe0\xaf\x8d\xe0\xae\xaa\xe0\xaf\x8d\xe0\xae\xaa\xe0\xae\xbf\xe0\xae\x95\xe0\xaf\x8d\xe0\xae\x95\xe0\xae\xaa\xe0\xaf\x8d\xe0\xae\xaa\xe0\xae\x9f\xe0\xaf\x8d\xe0\xae\x9f \xe0\xae\x89\xe0\xae\xb3\xe0\xaf\x8d\xe0\xae\xb3\xe0\xae\x9f\xe0\xae\x95\xe0\xaf\x8d\xe0\xae\x95\xe0\xae\xae\xe0\xaf\x8d \xe0\xae\x8e\xe0\xae\x99\xe0\xaf\x8d\xe0\xae\x95\xe0\xae\xb3\xe0\xaf\x8d \xe0\xae\x9a\xe0\xae\xae\xe0\xaf\x82\xe0\xae\x95 \xe0\xae\xb5\xe0\xae\xb4\xe0\xae\xbf\xe0\xae\x95\xe0\xae\xbe\xe0\xae\x9f\xe0\xaf\x8d\xe0\xae\x9f\xe0\xaf\x81\xe0\xae\xa4\xe0\xae\xb2\xe0\xaf\x8d\xe0\xae\x95\xe0\xae\xb3\xe0\xaf\x81\xe0\xae\x9f\xe0\xae\xa9\xe0\xaf\x8d \xe0\xae\xaa\xe0\xaf\x8a\xe0\xae\xb0\xe0\xaf\x81\xe0\xae\xa8\xe0\xaf\x8d\xe0\xae\xa4\xe0\xae\xbe\xe0\xae\xa4\xe0\xae\xa4\xe0\xae\xbe\xe0\xae\xb2\xe0\xaf\x8d \xe0\xae\x8e\xe0\xae\x99\xe0\xaf\x8d\xe0\xae\x95\xe0\xae\xb3\xe0\xaf\x8d \xe0\xae\xae\xe0\xae\xa4\xe0\xae\xbf\xe0\xae\xaa\xe0\xaf\x8d\xe0\xae\xaa\xe0\xae\xbe\xe0\xae\xaf\xe0\xaf\x8d\xe0\xae\xb5\xe0\xaf\x81 \xe0\xae\x85\xe0\xae\xae\xe0\xaf\x88\xe0\xae\xaa\xe0\xaf\x8d\xe0\xae\xaa\xe0\xae\xbe\xe0\xae\xb2\xe0\xaf\x8d \xe0\xae\x95\xe0\xaf\x8a\xe0\xae\x9f\xe0\xae\xbf\xe0\xae\xaf\xe0\xae\xbf\xe0\xae\x9f\xe0\xae\xaa\xe0\xaf\x8d\xe0\xae\xaa\xe0\xae\x9f\xe0\xaf\x8d\xe0\xae\x9f\xe0\xae\xa4\xe0\xae\xbe\xe0\xae\x95\xe0\xae\xa4\xe0\xaf\x8d \xe0\xae\xa4\xe0\xaf\x86\xe0\xae\xb0\xe0\xae\xbf\xe0\xae\x95\xe0\xae\xbf\xe0\xae\xb1\xe0\xae\xa4\xe0\xaf\x81.", 0,
      CARRY_ON_VERDICT_FATAL, "content-blocked", NULL, "https://github.com/danny-avila/LibreChat/blob/444aed0a70fef41dcfa1a12c12599c54cec0738d/client/src/locales/ta-IN/translation.json" },
    { "\xe0\xa6\x86\xe0\xa6\xaa\xe0\xa6\xa8\xe0\xa6\xbe\xe0\xa6\xb0 \xe0\xa6\xa6\xe0\xa7\x87\xe0\xa6\x93\xe0\xa6\xaf\xe0\xa6\xbc\xe0\xa6\xbe \xe0\xa6\xa4\xe0\xa6\xa5\xe0\xa7\x8d\xe0\xa6\xaf \xe0\xa6\x86\xe0\xa6\xae\xe0\xa6\xbe\xe0\xa6\xa6\xe0\xa7\x87\xe0\xa6\xb0 \xe0\xa6\xa8\xe0\xa6\xbf\xe0\xa6\xaf\xe0\xa6\xbc\xe0\xa6\xae\xe0\xa6\xac\xe0\xa6\xbf\xe0\xa6\xb0\xe0\xa7\x8b\xe0\xa6\xa7\xe0\xa7\x80 \xe0\xa6\xb9\xe0\xa6\xbf\xe0\xa6\xb8\xe0\xa7\x87\xe0\xa6\xac\xe0\xa7\x87 \xe0\xa6\x9a\xe0\xa6\xbf\xe0\xa6\xb9\xe0\xa7\x8d\xe0\xa6\xa8\xe0\xa6\xbf\xe0\xa6\xa4 \xe0\xa6\xb9\xe0\xa6\xaf\xe0\xa6\xbc\xe0\xa7\x87\xe0\xa6\x9b\xe0\xa7\x87\xe0\xa5\xa4 \xe0\xa6\x86\xe0\xa6\xae\xe0\xa6\xb0\xe0\xa6\xbe \xe0\xa6\x8f\xe0\xa6\x87 \xe0\xa6\xac\xe0\xa6\xbf\xe0\xa6\xb7\xe0\xa6\xaf\xe0\xa6\xbc\xe0\xa7\x87 \xe0\xa6\x95\xe0\xa6\xa5\xe0\xa6\xbe \xe0\xa6\xac\xe0\xa6\xb2\xe0\xa6\xa4\xe0\xa7\x87 \xe0\xa6\xaa\xe0\xa6\xbe\xe0\xa6\xb0\xe0\xa6\xac \xe0\xa6\xa8\xe0\xa6\xbe\xe0\xa5\xa4", 0,
      CARRY_ON_VERDICT_FATAL, "content-blocked", NULL, "https://github.com/danny-avila/LibreChat/blob/9d7cb9a2f430f65ba5259ec0feb98569bc8b9dbd/client/src/locales/bn-IN/translation.json" },
    { "{{0}}\xec\x97\x90 \xeb\x8c\x80\xed\x95\x9c \xed\x82\xa4\xea\xb0\x80 {{1}}\xec\x97\x90 \xeb\xa7\x8c\xeb\xa3\x8c\xeb\x90\x98\xec\x97\x88\xec\x8a\xb5\xeb\x8b\x88\xeb\x8b\xa4. \xec\x83\x88 \xed\x82\xa4\xeb\xa5\xbc \xec\xa0\x9c\xea\xb3\xb5\xed\x95\x98\xea\xb3\xa0 \xeb\x8b\xa4\xec\x8b\x9c \xec\x8b\x9c\xeb\x8f\x84\xed\x95\xb4\xec\xa3\xbc\xec\x84\xb8\xec\x9a\x94.", 0,
      CARRY_ON_VERDICT_FATAL, "api-key-expired", NULL, "https://github.com/danny-avila/LibreChat/blob/03a543012870417542881d61a903c19f04bba079/client/src/locales/ko/translation.json" },
    { "{{0}} \xe0\xae\x95\xe0\xaf\x8d\xe0\xae\x95\xe0\xaf\x81 \xe0\xae\xb5\xe0\xae\xb4\xe0\xae\x99\xe0\xaf\x8d\xe0\xae\x95\xe0\xae\xaa\xe0\xaf\x8d\xe0\xae\xaa\xe0\xae\x9f\xe0\xaf\x8d\xe0\xae\x9f \xe0\xae\xa4\xe0\xae\xbf\xe0\xae\xb1\xe0\xae\xb5\xe0\xaf\x81\xe0\xae\x95\xe0\xaf\x8b\xe0\xae\xb2\xe0\xaf\x8d {{1}} \xe0\xae\x87\xe0\xae\xb2\xe0\xaf\x8d \xe0\xae\x95\xe0\xae\xbe\xe0\xae\xb2\xe0\xae\xbe\xe0\xae\xb5\xe0\xae\xa4\xe0\xae\xbf\xe0\xae\xaf\xe0\xae\xbe\xe0\xae\x95\xe0\xae\xbf\xe0\xae\xb5\xe0\xae\xbf\xe0\xae\x9f\xe0\xaf\x8d\xe0\xae\x9f\xe0\xae\xa4\xe0\xaf\x81. \xe0\xae\xaa\xe0\xaf\x81\xe0\xae\xa4\xe0\xae\xbf\xe0\xae\xaf \xe0\xae\xa4\xe0\xae\xbf\xe0\xae\xb1\xe0\xae\xb5\xe0\xaf\x81\xe0\xae\x95\xe0\xaf\x8b\xe0\xae\xb2\xe0\xaf\x88 \xe0\xae\xb5\xe0\xae\xb4\xe0\xae\x99\xe0\xaf\x8d\xe0\xae\x95\xe0\xae\xbf \xe0\xae\xae\xe0\xaf\x80\xe0\xae\xa3\xe0\xaf\x8d\xe0\xae\x9f\xe0\xaf\x81\xe0\xae\xae\xe0\xaf\x8d \xe0\xae\xae\xe0\xaf\x81\xe0\xae\xaf\xe0\xae\xb1\xe0\xaf\x8d\xe0\xae\x9a\xe0\xae\xbf\xe0\xae\x95\xe0\xaf\x8d\xe0\xae\x95\xe0\xae\xb5\xe0\xaf\x81\xe0\xae\xae\xe0\xaf\x8d.", 0,
      CARRY_ON_VERDICT_FATAL, "api-key-expired", NULL, "https://github.com/danny-avila/LibreChat/blob/444aed0a70fef41dcfa1a12c12599c54cec0738d/client/src/locales/ta-IN/translation.json" },
    { "AI \xe3\x82\xaf\xe3\x83\xac\xe3\x82\xb8\xe3\x83\x83\xe3\x83\x88\xe3\x82\x92\xe4\xbd\xbf\xe3\x81\x84\xe5\x88\x87\xe3\x82\x8a\xe3\x81\xbe\xe3\x81\x97\xe3\x81\x9f\xe3\x80\x82\xe3\x83\x97\xe3\x83\xa9\xe3\x83\xb3\xe3\x82\x92\xe3\x82\xa2\xe3\x83\x83\xe3\x83\x97\xe3\x82\xb0\xe3\x83\xac\xe3\x83\xbc\xe3\x83\x89\xe3\x81\x99\xe3\x82\x8b\xe3\x81\x8b\xe3\x80\x81" "API \xe3\x82\xad\xe3\x83\xbc\xe3\x82\x92\xe8\xbf\xbd\xe5\x8a\xa0\xe3\x81\x97\xe3\x81\xa6\xe3\x81\x8f\xe3\x81\xa0\xe3\x81\x95\xe3\x81\x84\xe3\x80\x82", 0,
      CARRY_ON_VERDICT_FATAL, "credits", NULL, "https://github.com/langgenius/dify/blob/00defdf02af87dc2d56d16b7b64a7fcf4a30a0ee/web/i18n/ja-JP/common.json" },
    { "\xe0\xb4\x85\xe0\xb4\xb5\xe0\xb4\xb8\xe0\xb4\xbe\xe0\xb4\xa8 \xe0\xb4\xb8\xe0\xb4\xa8\xe0\xb5\x8d\xe0\xb4\xa6\xe0\xb5\x87\xe0\xb4\xb6\xe0\xb4\xa4\xe0\xb5\x8d\xe0\xb4\xa4\xe0\xb4\xbf\xe0\xb4\xb2\xe0\xb5\x86 \xe0\xb4\x9f\xe0\xb5\x8b\xe0\xb4\x95\xe0\xb5\x8d\xe0\xb4\x95\xe0\xb4\xa3\xe0\xb5\x81\xe0\xb4\x95\xe0\xb4\xb3\xe0\xb5\x81\xe0\xb4\x9f\xe0\xb5\x86 \xe0\xb4\x8e\xe0\xb4\xa3\xe0\xb5\x8d\xe0\xb4\xa3\xe0\xb4\x82 \xe0\xb4\x95\xe0\xb5\x82\xe0\xb4\x9f\xe0\xb5\x81\xe0\xb4\xa4\xe0\xb4\xb2\xe0\xb4\xbe\xe0\xb4\xa3\xe0\xb5\x8d, \xe0\xb4\x87\xe0\xb4\xa4\xe0\xb5\x8d \xe0\xb4\x9f\xe0\xb5\x8b\xe0\xb4\x95\xe0\xb5\x8d\xe0\xb4\x95\xe0\xb5\xba \xe0\xb4\xaa\xe0\xb4\xb0\xe0\xb4\xbf\xe0\xb4\xa7\xe0\xb4\xbf \xe0\xb4\x95\xe0\xb4\xb5\xe0\xb4\xbf\xe0\xb4\xaf\xe0\xb5\x81\xe0\xb4\xa8\xe0\xb5\x8d\xe0\xb4\xa8\xe0\xb5\x81. \xe0\xb4\xa6\xe0\xb4\xaf\xe0\xb4\xb5\xe0\xb4\xbe\xe0\xb4\xaf\xe0\xb4\xbf \xe0\xb4\xb8\xe0\xb4\xa8\xe0\xb5\x8d\xe0\xb4\xa6\xe0\xb5\x87\xe0\xb4\xb6\xe0\xb4\x82 \xe0\xb4\x9a\xe0\xb5\x86\xe0\xb4\xb1\xe0\xb5\x81\xe0\xb4\xa4\xe0\xb4\xbe\xe0\xb4\x95\xe0\xb5\x8d\xe0\xb4\x95\xe0\xb5\x81\xe0\xb4\x95 \xe0\xb4\x85\xe0\xb4\xb2\xe0\xb5\x8d\xe0\xb4\xb2\xe0\xb5\x86\xe0\xb4\x99\xe0\xb5\x8d\xe0\xb4\x95\xe0\xb4\xbf\xe0\xb5\xbd \xe0\xb4\x95\xe0\xb5\x8b\xe0\xb5\xba\xe0\xb4\x9f\xe0\xb5\x86\xe0\xb4\x95\xe0\xb5\x8d\xe0\xb4\xb8\xe0\xb5\x8d\xe0\xb4\xb1\xe0\xb5\x8d\xe0\xb4\xb1\xe0\xb5\x8d \xe0\xb4\xb8\xe0\xb5\x88\xe0\xb4\xb8\xe0\xb5\x8d \xe0\xb4\xae\xe0\xb4\xbe\xe0\xb4\xb1\xe0\xb5\x8d\xe0\xb4\xb1\xe0\xb5\x81\xe0\xb4\x95.", 0,
      CARRY_ON_VERDICT_FATAL, "context-too-long", NULL, "https://github.com/danny-avila/LibreChat/blob/0649e92691f9d027a96e4ea04f6e734c7878f816/client/src/locales/ml-IN/translation.json" },
    { "\xec\x9d\xb4 \xeb\xaa\xa8\xeb\x8d\xb8\xec\x9d\x80 \xed\x98\x84\xec\x9e\xac \xeb\xb2\x84\xec\xa0\x84\xec\x97\x90\xec\x84\x9c \xec\x82\xac\xec\x9a\xa9\xed\x95\xa0 \xec\x88\x98 \xec\x97\x86\xec\x8a\xb5\xeb\x8b\x88\xeb\x8b\xa4. \xeb\x8b\xa4\xeb\xa5\xb8 \xec\x82\xac\xec\x9a\xa9 \xea\xb0\x80\xeb\x8a\xa5\xed\x95\x9c \xeb\xaa\xa8\xeb\x8d\xb8\xec\x9d\x84 \xec\x84\xa0\xed\x83\x9d\xed\x95\x98\xec\x84\xb8\xec\x9a\x94.", 0,
      CARRY_ON_VERDICT_FATAL, "model-unsupported", NULL, "https://github.com/langgenius/dify/blob/0024a845f7098d0bdf0878fd1a2db5c870f8d3f0/web/i18n/ko-KR/common.json" },
  };

  check_sourced_cases (cases, G_N_ELEMENTS (cases));
  check_family_case (0, "InsufficientQuota: This operation require 10 new capacity in quota Tokens Per Minute (thousands) - gpt-4o-mini, which is bigger than the current available capacity 0. The current quota usage is 0 and the quota limit is 0 for quota Tokens Per Minute (thousands) - gpt-4o-mini.", 400, CARRY_ON_VERDICT_FATAL, NULL, NULL);
  check_family_case (1, "Requests to the ChatCompletions_Create Operation under Azure OpenAI API version 2024-10-21 have exceeded token rate limit of your current OpenAI S0 pricing tier. Please retry after 30 seconds.", 429, CARRY_ON_VERDICT_LIMIT, NULL, "2026-03-10T12:00:30Z");
  check_family_case (2, "\xe0\xb2\xb8\xe0\xb2\xb0\xe0\xb3\x8d\xe0\xb2\xb5\xe0\xb2\xb0\xe0\xb3\x8d \xe0\xb2\x95\xe0\xb2\xbe\xe0\xb2\xb0\xe0\xb3\x8d\xe0\xb2\xaf\xe0\xb2\xa8\xe0\xb2\xbf\xe0\xb2\xb0\xe0\xb2\xa4\xe0\xb2\xb5\xe0\xb2\xbe\xe0\xb2\x97\xe0\xb2\xbf\xe0\xb2\xa6\xe0\xb3\x86. \xe0\xb2\xa6\xe0\xb2\xaf\xe0\xb2\xb5\xe0\xb2\xbf\xe0\xb2\x9f\xe0\xb3\x8d\xe0\xb2\x9f\xe0\xb3\x81 \xe0\xb2\xac\xe0\xb3\x87\xe0\xb2\xb0\xe0\xb3\x86 \xe0\xb2\xae\xe0\xb2\xbe\xe0\xb2\xa6\xe0\xb2\xb0\xe0\xb2\xbf\xe0\xb2\xaf\xe0\xb2\xa8\xe0\xb3\x8d\xe0\xb2\xa8\xe0\xb3\x81 \xe0\xb2\x86\xe0\xb2\xaf\xe0\xb3\x8d\xe0\xb2\x95\xe0\xb3\x86\xe0\xb2\xae\xe0\xb2\xbe\xe0\xb2\xa1\xe0\xb2\xbf \xe0\xb2\x85\xe0\xb2\xa5\xe0\xb2\xb5\xe0\xb2\xbe \xe0\xb2\xa8\xe0\xb2\x82\xe0\xb2\xa4\xe0\xb2\xb0 \xe0\xb2\xaa\xe0\xb3\x8d\xe0\xb2\xb0\xe0\xb2\xaf\xe0\xb2\xa4\xe0\xb3\x8d\xe0\xb2\xa8\xe0\xb2\xbf\xe0\xb2\xb8\xe0\xb2\xbf.", 503, CARRY_ON_VERDICT_TRANSIENT, NULL, NULL);
  check_family_case (3, "\xec\x9d\xb4 \xea\xb8\xb0\xeb\x8a\xa5\xec\x9d\x80 \xed\x98\x84\xec\x9e\xac \xeb\xb2\x84\xec\xa0\x84\xec\x97\x90\xec\x84\x9c \xec\x82\xac\xec\x9a\xa9\xed\x95\xa0 \xec\x88\x98 \xec\x97\x86\xec\x8a\xb5\xeb\x8b\x88\xeb\x8b\xa4. \xec\x84\x9c\xeb\xb2\x84\xea\xb0\x80 \xea\xb3\xbc\xeb\xb6\x80\xed\x95\x98 \xec\x83\x81\xed\x83\x9c\xec\x9e\x85\xeb\x8b\x88\xeb\x8b\xa4.", 503, CARRY_ON_VERDICT_TRANSIENT, NULL, NULL);
  /* and the review's: Azure's quota sentence quoted in tips beside a 429 that passes, a scheduler's capacity; an
   * expired key's request as a tip and Dify's Korean model message quoted in a denial; today's free credits with
   * their reset; "token limit exceeded" as a per-minute rate limit; "not available" said of a service; the content
   * filters denied, asked about or named in a tip */
  check_family_case (4, "Requests to the ChatCompletions_Create Operation under Azure OpenAI API version 2024-10-21 have exceeded token rate limit of your current OpenAI S0 pricing tier. Please retry after 30 seconds. Please go here: https://aka.ms/oai/quotaincrease if you would like to further increase the default rate limit. Note: if a new deployment fails with 'the quota limit is 0 for quota Tokens Per Minute', request quota for the region first.", 429, CARRY_ON_VERDICT_LIMIT, NULL, "2026-03-10T12:00:30Z");
  check_family_case (5, "Error code: 429 - {'error': {'code': '429', 'message': 'Requests to the Embeddings_Create Operation under Azure OpenAI API version 2024-02-01 have exceeded call rate limit of your current AIServices S0 pricing tier. Please retry after 6 seconds. Tip: deployments that fail with \"which is bigger than the current available capacity\" need capacity freed in the region.'}}", 429, CARRY_ON_VERDICT_LIMIT, NULL, "2026-03-10T12:00:06Z");
  check_family_case (6, "Server busy: the batch requires 4 GPUs, which is bigger than the current available capacity of 1 GPU. Try again in 30 seconds.", 503, CARRY_ON_VERDICT_TRANSIENT, NULL, "2026-03-10T12:00:30Z");
  check_family_case (7, "\xec\x84\x9c\xeb\xb2\x84\xea\xb0\x80 \xea\xb3\xbc\xeb\xb6\x80\xed\x95\x98 \xec\x83\x81\xed\x83\x9c\xec\x9e\x85\xeb\x8b\x88\xeb\x8b\xa4. \xec\x9e\xa0\xec\x8b\x9c \xed\x9b\x84 \xeb\x8b\xa4\xec\x8b\x9c \xec\x8b\x9c\xeb\x8f\x84\xed\x95\xb4\xec\xa3\xbc\xec\x84\xb8\xec\x9a\x94. \xed\x82\xa4\xea\xb0\x80 \xeb\xa7\x8c\xeb\xa3\x8c\xeb\x90\x9c \xea\xb2\xbd\xec\x9a\xb0\xec\x97\x90\xeb\x8a\x94 \xec\x83\x88 \xed\x82\xa4\xeb\xa5\xbc \xec\xa0\x9c\xea\xb3\xb5\xed\x95\x98\xea\xb3\xa0 \xeb\x8b\xa4\xec\x8b\x9c \xec\x8b\x9c\xeb\x8f\x84\xed\x95\xb4\xec\xa3\xbc\xec\x84\xb8\xec\x9a\x94.", 503, CARRY_ON_VERDICT_TRANSIENT, NULL, NULL);
  check_family_case (8, "\xec\x84\x9c\xeb\xb2\x84\xea\xb0\x80 \xec\x9d\xbc\xec\x8b\x9c\xec\xa0\x81\xec\x9c\xbc\xeb\xa1\x9c \xec\x82\xac\xec\x9a\xa9\xed\x95\xa0 \xec\x88\x98 \xec\x97\x86\xec\x8a\xb5\xeb\x8b\x88\xeb\x8b\xa4 (503). '\xec\x9d\xb4 \xeb\xaa\xa8\xeb\x8d\xb8\xec\x9d\x80 \xed\x98\x84\xec\x9e\xac \xeb\xb2\x84\xec\xa0\x84\xec\x97\x90\xec\x84\x9c \xec\x82\xac\xec\x9a\xa9\xed\x95\xa0 \xec\x88\x98 \xec\x97\x86\xec\x8a\xb5\xeb\x8b\x88\xeb\x8b\xa4' \xec\x98\xa4\xeb\xa5\x98\xea\xb0\x80 \xec\x95\x84\xeb\x8b\x88\xeb\xaf\x80\xeb\xa1\x9c \xec\x9e\xa0\xec\x8b\x9c \xed\x9b\x84 \xeb\x8b\xa4\xec\x8b\x9c \xec\x8b\x9c\xeb\x8f\x84\xed\x95\x98\xec\x84\xb8\xec\x9a\x94.", 503, CARRY_ON_VERDICT_TRANSIENT, NULL, NULL);
  check_family_case (9, "\xe6\x9c\xac\xe6\x97\xa5\xe3\x81\xae\xe7\x84\xa1\xe6\x96\x99 AI \xe3\x82\xaf\xe3\x83\xac\xe3\x82\xb8\xe3\x83\x83\xe3\x83\x88\xe3\x82\x92\xe4\xbd\xbf\xe3\x81\x84\xe5\x88\x87\xe3\x82\x8a\xe3\x81\xbe\xe3\x81\x97\xe3\x81\x9f\xe3\x80\x82\xe3\x82\xaf\xe3\x83\xac\xe3\x82\xb8\xe3\x83\x83\xe3\x83\x88\xe3\x81\xaf 2026-03-11 00:00 UTC \xe3\x81\xab\xe3\x83\xaa\xe3\x82\xbb\xe3\x83\x83\xe3\x83\x88\xe3\x81\x95\xe3\x82\x8c\xe3\x81\xbe\xe3\x81\x99\xe3\x80\x82", 429, CARRY_ON_VERDICT_LIMIT, NULL, NULL);
  check_family_case (10, "\xe0\xb4\xa8\xe0\xb4\xbf\xe0\xb4\xb0\xe0\xb4\x95\xe0\xb5\x8d\xe0\xb4\x95\xe0\xb5\x8d \xe0\xb4\xaa\xe0\xb4\xb0\xe0\xb4\xbf\xe0\xb4\xa7\xe0\xb4\xbf: \xe0\xb4\xae\xe0\xb4\xbf\xe0\xb4\xa8\xe0\xb4\xbf\xe0\xb4\xb1\xe0\xb5\x8d\xe0\xb4\xb1\xe0\xb4\xbf\xe0\xb4\xb2\xe0\xb5\x86 \xe0\xb4\x9f\xe0\xb5\x8b\xe0\xb4\x95\xe0\xb5\x8d\xe0\xb4\x95\xe0\xb5\xba \xe0\xb4\xaa\xe0\xb4\xb0\xe0\xb4\xbf\xe0\xb4\xa7\xe0\xb4\xbf \xe0\xb4\x95\xe0\xb4\xb5\xe0\xb4\xbf\xe0\xb4\xaf\xe0\xb5\x81\xe0\xb4\xa8\xe0\xb5\x8d\xe0\xb4\xa8\xe0\xb5\x81. 30 \xe0\xb4\xb8\xe0\xb5\x86\xe0\xb4\x95\xe0\xb5\x8d\xe0\xb4\x95\xe0\xb5\xbb\xe0\xb4\xa1\xe0\xb4\xbf\xe0\xb4\xa8\xe0\xb5\x8d \xe0\xb4\xb6\xe0\xb5\x87\xe0\xb4\xb7\xe0\xb4\x82 \xe0\xb4\xb5\xe0\xb5\x80\xe0\xb4\xa3\xe0\xb5\x8d\xe0\xb4\x9f\xe0\xb5\x81\xe0\xb4\x82 \xe0\xb4\xb6\xe0\xb5\x8d\xe0\xb4\xb0\xe0\xb4\xae\xe0\xb4\xbf\xe0\xb4\x95\xe0\xb5\x8d\xe0\xb4\x95\xe0\xb5\x81\xe0\xb4\x95.", 429, CARRY_ON_VERDICT_LIMIT, NULL, NULL);
  check_family_case (11, "\xe0\xb2\xb8\xe0\xb3\x87\xe0\xb2\xb5\xe0\xb3\x86 \xe0\xb2\xa4\xe0\xb2\xbe\xe0\xb2\xa4\xe0\xb3\x8d\xe0\xb2\x95\xe0\xb2\xbe\xe0\xb2\xb2\xe0\xb2\xbf\xe0\xb2\x95\xe0\xb2\xb5\xe0\xb2\xbe\xe0\xb2\x97\xe0\xb2\xbf \xe0\xb2\xb2\xe0\xb2\xad\xe0\xb3\x8d\xe0\xb2\xaf\xe0\xb2\xb5\xe0\xb2\xbf\xe0\xb2\xb2\xe0\xb3\x8d\xe0\xb2\xb2. \xe0\xb2\xa6\xe0\xb2\xaf\xe0\xb2\xb5\xe0\xb2\xbf\xe0\xb2\x9f\xe0\xb3\x8d\xe0\xb2\x9f\xe0\xb3\x81 \xe0\xb2\xac\xe0\xb3\x87\xe0\xb2\xb0\xe0\xb3\x86 \xe0\xb2\xae\xe0\xb2\xbe\xe0\xb2\xa6\xe0\xb2\xb0\xe0\xb2\xbf\xe0\xb2\xaf\xe0\xb2\xa8\xe0\xb3\x8d\xe0\xb2\xa8\xe0\xb3\x81 \xe0\xb2\x86\xe0\xb2\xaf\xe0\xb3\x8d\xe0\xb2\x95\xe0\xb3\x86\xe0\xb2\xae\xe0\xb2\xbe\xe0\xb2\xa1\xe0\xb2\xbf \xe0\xb2\x85\xe0\xb2\xa5\xe0\xb2\xb5\xe0\xb2\xbe \xe0\xb2\xa8\xe0\xb2\x82\xe0\xb2\xa4\xe0\xb2\xb0 \xe0\xb2\xae\xe0\xb2\xa4\xe0\xb3\x8d\xe0\xb2\xa4\xe0\xb3\x86 \xe0\xb2\xaa\xe0\xb3\x8d\xe0\xb2\xb0\xe0\xb2\xaf\xe0\xb2\xa4\xe0\xb3\x8d\xe0\xb2\xa8\xe0\xb2\xbf\xe0\xb2\xb8\xe0\xb2\xbf.", 503, CARRY_ON_VERDICT_TRANSIENT, NULL, NULL);
  check_family_case (12, "\xe0\xa4\xb8\xe0\xa5\x81\xe0\xa4\xb0\xe0\xa4\x95\xe0\xa5\x8d\xe0\xa4\xb7\xe0\xa4\xbe \xe0\xa4\xab\xe0\xa4\xbf\xe0\xa4\xb2\xe0\xa5\x8d\xe0\xa4\x9f\xe0\xa4\xb0\xe0\xa5\x8d\xe0\xa4\xb8\xe0\xa4\xa6\xe0\xa5\x8d\xe0\xa4\xb5\xe0\xa4\xbe\xe0\xa4\xb0\xe0\xa5\x87 \xe0\xa4\xaa\xe0\xa5\x8d\xe0\xa4\xb0\xe0\xa4\xa4\xe0\xa4\xbf\xe0\xa4\xb8\xe0\xa4\xbe\xe0\xa4\xa6 \xe0\xa4\xa8\xe0\xa4\xbe\xe0\xa4\x95\xe0\xa4\xbe\xe0\xa4\xb0\xe0\xa4\xb2\xe0\xa4\xbe \xe0\xa4\x97\xe0\xa5\x87\xe0\xa4\xb2\xe0\xa4\xbe \xe0\xa4\xa8\xe0\xa4\xbe\xe0\xa4\xb9\xe0\xa5\x80; \xe0\xa4\x95\xe0\xa4\xa8\xe0\xa5\x87\xe0\xa4\x95\xe0\xa5\x8d\xe0\xa4\xb6\xe0\xa4\xa8 \xe0\xa4\x95\xe0\xa4\xbe\xe0\xa4\xb2\xe0\xa4\xac\xe0\xa4\xbe\xe0\xa4\xb9\xe0\xa5\x8d\xe0\xa4\xaf \xe0\xa4\x9d\xe0\xa4\xbe\xe0\xa4\xb2\xe0\xa5\x87. \xe0\xa4\x95\xe0\xa5\x83\xe0\xa4\xaa\xe0\xa4\xaf\xe0\xa4\xbe \xe0\xa4\xaa\xe0\xa5\x81\xe0\xa4\xa8\xe0\xa5\x8d\xe0\xa4\xb9\xe0\xa4\xbe \xe0\xa4\xaa\xe0\xa5\x8d\xe0\xa4\xb0\xe0\xa4\xaf\xe0\xa4\xa4\xe0\xa5\x8d\xe0\xa4\xa8 \xe0\xa4\x95\xe0\xa4\xb0\xe0\xa4\xbe.", 0, CARRY_ON_VERDICT_TRANSIENT, NULL, NULL);
  check_family_case (13, "\xe0\xa6\x86\xe0\xa6\xaa\xe0\xa6\xa8\xe0\xa6\xbe\xe0\xa6\xb0 \xe0\xa6\xac\xe0\xa6\xbe\xe0\xa6\xb0\xe0\xa7\x8d\xe0\xa6\xa4\xe0\xa6\xbe \xe0\xa6\x95\xe0\xa6\xbf \xe0\xa6\x86\xe0\xa6\xae\xe0\xa6\xbe\xe0\xa6\xa6\xe0\xa7\x87\xe0\xa6\xb0 \xe0\xa6\xa8\xe0\xa6\xbf\xe0\xa6\xaf\xe0\xa6\xbc\xe0\xa6\xae\xe0\xa6\xac\xe0\xa6\xbf\xe0\xa6\xb0\xe0\xa7\x8b\xe0\xa6\xa7\xe0\xa7\x80 \xe0\xa6\xb9\xe0\xa6\xbf\xe0\xa6\xb8\xe0\xa7\x87\xe0\xa6\xac\xe0\xa7\x87 \xe0\xa6\x9a\xe0\xa6\xbf\xe0\xa6\xb9\xe0\xa7\x8d\xe0\xa6\xa8\xe0\xa6\xbf\xe0\xa6\xa4 \xe0\xa6\xb9\xe0\xa6\xaf\xe0\xa6\xbc\xe0\xa7\x87\xe0\xa6\x9b\xe0\xa7\x87? \xe0\xa6\xa8\xe0\xa6\xbe \xe2\x80\x94 \xe0\xa6\x85\xe0\xa6\xa8\xe0\xa7\x81\xe0\xa6\xb0\xe0\xa7\x8b\xe0\xa6\xa7\xe0\xa7\x87\xe0\xa6\xb0 \xe0\xa6\xb8\xe0\xa7\x80\xe0\xa6\xae\xe0\xa6\xbe \xe0\xa6\x85\xe0\xa6\xa4\xe0\xa6\xbf\xe0\xa6\x95\xe0\xa7\x8d\xe0\xa6\xb0\xe0\xa6\xae \xe0\xa6\xb9\xe0\xa6\xaf\xe0\xa6\xbc\xe0\xa7\x87\xe0\xa6\x9b\xe0\xa7\x87, \xe0\xa7\xa9\xe0\xa7\xa6 \xe0\xa6\xb8\xe0\xa7\x87\xe0\xa6\x95\xe0\xa7\x87\xe0\xa6\xa8\xe0\xa7\x8d\xe0\xa6\xa1 \xe0\xa6\xaa\xe0\xa6\xb0\xe0\xa7\x87 \xe0\xa6\x86\xe0\xa6\xac\xe0\xa6\xbe\xe0\xa6\xb0 \xe0\xa6\x9a\xe0\xa7\x87\xe0\xa6\xb7\xe0\xa7\x8d\xe0\xa6\x9f\xe0\xa6\xbe \xe0\xa6\x95\xe0\xa6\xb0\xe0\xa7\x81\xe0\xa6\xa8\xe0\xa5\xa4", 429, CARRY_ON_VERDICT_LIMIT, NULL, NULL);
  check_family_case (14, "\xe0\xae\x9a\xe0\xaf\x87\xe0\xae\xb5\xe0\xaf\x88\xe0\xae\xaf\xe0\xae\x95\xe0\xae\xae\xe0\xaf\x8d \xe0\xae\xaa\xe0\xae\xbf\xe0\xae\xb8\xe0\xae\xbf\xe0\xae\xaf\xe0\xae\xbe\xe0\xae\x95 \xe0\xae\x89\xe0\xae\xb3\xe0\xaf\x8d\xe0\xae\xb3\xe0\xae\xa4\xe0\xaf\x81. \xe0\xae\x9a\xe0\xae\xbf\xe0\xae\xb1\xe0\xae\xbf\xe0\xae\xa4\xe0\xaf\x81 \xe0\xae\xa8\xe0\xaf\x87\xe0\xae\xb0\xe0\xae\xae\xe0\xaf\x8d \xe0\xae\x95\xe0\xae\xb4\xe0\xae\xbf\xe0\xae\xa4\xe0\xaf\x8d\xe0\xae\xa4\xe0\xaf\x81 \xe0\xae\xae\xe0\xaf\x80\xe0\xae\xa3\xe0\xaf\x8d\xe0\xae\x9f\xe0\xaf\x81\xe0\xae\xae\xe0\xaf\x8d \xe0\xae\xae\xe0\xaf\x81\xe0\xae\xaf\xe0\xae\xb1\xe0\xaf\x8d\xe0\xae\x9a\xe0\xae\xbf\xe0\xae\x95\xe0\xaf\x8d\xe0\xae\x95\xe0\xae\xb5\xe0\xaf\x81\xe0\xae\xae\xe0\xaf\x8d. (\xe0\xae\x9a\xe0\xae\xae\xe0\xaf\x82\xe0\xae\x95 \xe0\xae\xb5\xe0\xae\xb4\xe0\xae\xbf\xe0\xae\x95\xe0\xae\xbe\xe0\xae\x9f\xe0\xaf\x8d\xe0\xae\x9f\xe0\xaf\x81\xe0\xae\xa4\xe0\xae\xb2\xe0\xaf\x8d\xe0\xae\x95\xe0\xae\xb3\xe0\xaf\x81\xe0\xae\x9f\xe0\xae\xa9\xe0\xaf\x8d \xe0\xae\xaa\xe0\xaf\x8a\xe0\xae\xb0\xe0\xaf\x81\xe0\xae\xa8\xe0\xaf\x8d\xe0\xae\xa4\xe0\xae\xbe\xe0\xae\xa4\xe0\xae\xa4\xe0\xae\xbe\xe0\xae\xb2\xe0\xaf\x8d \xe0\xae\xae\xe0\xae\xb1\xe0\xaf\x81\xe0\xae\x95\xe0\xaf\x8d\xe0\xae\x95\xe0\xae\xaa\xe0\xaf\x8d\xe0\xae\xaa\xe0\xae\x9f\xe0\xaf\x8d\xe0\xae\x9f \xe0\xae\x9a\xe0\xaf\x86\xe0\xae\xaf\xe0\xaf\x8d\xe0\xae\xa4\xe0\xae\xbf\xe0\xae\x95\xe0\xae\xb3\xe0\xaf\x8d \xe0\xae\x87\xe0\xae\x99\xe0\xaf\x8d\xe0\xae\x95\xe0\xaf\x87 \xe0\xae\x95\xe0\xae\xbe\xe0\xae\x9f\xe0\xaf\x8d\xe0\xae\x9f\xe0\xae\xaa\xe0\xaf\x8d\xe0\xae\xaa\xe0\xae\x9f\xe0\xaf\x81\xe0\xae\xae\xe0\xaf\x8d.)", 503, CARRY_ON_VERDICT_TRANSIENT, NULL, NULL);
  check_family_case (15, "\xc4\xb0stek i\xc3\xa7" "erik filtresi taraf\xc4\xb1ndan engellendi mi? Hay\xc4\xb1r: sunucu a\xc5\x9f\xc4\xb1r\xc4\xb1 y\xc3\xbckl\xc3\xbc, l\xc3\xbctfen birka\xc3\xa7 saniye sonra tekrar deneyin.", 503, CARRY_ON_VERDICT_TRANSIENT, NULL, NULL);
}

/* Rounds sc–sj: OpenCode's newer locales (Belarusian, Kabyle, Amharic: usage
 * and free limits, model not found, the provider's sign-in and start-up),
 * Firefox Smart Window's daily limit, message rate, sign-in and chat length
 * in Norwegian, Welsh, Punjabi, Armenian and Malay, Chatbox's Japanese
 * monthly quota, Qwen Code's and Gemini CLI's expired or missing OAuth
 * sign-in, keys missing or wrong in Dutch, Spanish and Portuguese, Cherry
 * Studio's Greek top-up and Spanish conversation length, Kilo Code's Thai
 * content filter, LobeChat's subscription used up, OmniRoute's exhausted
 * fallback chain and CLIProxyAPI's cooldown with its seconds; near misses
 * beside them */
static void
test_sc_sj_families (void)
{
  static const SourcedCase cases[] = {
    { "\xd0\x91\xd1\x8f\xd1\x81\xd0\xbf\xd0\xbb\xd0\xb0\xd1\x82\xd0\xbd\xd1\x8b \xd0\xbb\xd1\x96\xd0\xbc\xd1\x96\xd1\x82 \xd0\xbf\xd0\xb5\xd1\x80\xd0\xb0\xd0\xb2\xd1\x8b\xd1\x88\xd0\xb0\xd0\xbd\xd1\x8b", 0,
      CARRY_ON_VERDICT_LIMIT, "usage-limit", NULL, "https://github.com/anomalyco/opencode/blob/b138e5c9f7719a0fe09be7ecf0f683803cc7bb68/packages/ui/src/i18n/be.ts" },
    { "\xd0\x9b\xd1\x96\xd0\xbc\xd1\x96\xd1\x82 \xd0\xb2\xd1\x8b\xd0\xba\xd0\xb0\xd1\x80\xd1\x8b\xd1\x81\xd1\x82\xd0\xb0\xd0\xbd\xd0\xbd\xd1\x8f \xd0\xb4\xd0\xb0\xd1\x81\xd1\x8f\xd0\xb3\xd0\xbd\xd1\x83\xd1\x82\xd1\x8b. \xd0\x9a\xd0\xb0\xd0\xb1 \xd0\xbf\xd1\x80\xd0\xb0\xd1\x86\xd1\x8f\xd0\xb3\xd0\xbd\xd1\x83\xd1\x86\xd1\x8c \xd0\xb2\xd1\x8b\xd0\xba\xd0\xb0\xd1\x80\xd1\x8b\xd1\x81\xd1\x82\xd0\xbe\xd1\x9e\xd0\xb2\xd0\xb0\xd1\x86\xd1\x8c \xd0\xb3\xd1\x8d\xd1\x82\xd1\x83\xd1\x8e \xd0\xbc\xd0\xb0\xd0\xb4\xd1\x8d\xd0\xbb\xd1\x8c \xd0\xb7\xd0\xb0\xd1\x80\xd0\xb0\xd0\xb7, \xd1\x83\xd0\xba\xd0\xbb\xd1\x8e\xd1\x87\xd1\x8b\xd1\x86\xd0\xb5 \xd0\xb2\xd1\x8b\xd0\xba\xd0\xb0\xd1\x80\xd1\x8b\xd1\x81\xd1\x82\xd0\xb0\xd0\xbd\xd0\xbd\xd0\xb5 \xd0\xb7 \xd0\xb2\xd0\xb0\xd1\x88\xd0\xb0\xd0\xb3\xd0\xb0 \xd0\xb4\xd0\xb0\xd1\x81\xd1\x82\xd1\x83\xd0\xbf\xd0\xbd\xd0\xb0\xd0\xb3\xd0\xb0 \xd0\xb1\xd0\xb0\xd0\xbb\xd0\xb0\xd0\xbd\xd1\x81\xd1\x83.", 0,
      CARRY_ON_VERDICT_LIMIT, "usage-limit", NULL, "https://github.com/anomalyco/opencode/blob/b138e5c9f7719a0fe09be7ecf0f683803cc7bb68/packages/ui/src/i18n/be.ts" },
    { "Talast n useqdec tettwawe\xe1\xb8\x8d. Iwakken ad tkemmle\xe1\xb8\x8d aseqdec n tmudemt-a tura, rmed aseqdec seg yidrimen i tes\xc9\x9bi\xe1\xb8\x8d.", 0,
      CARRY_ON_VERDICT_LIMIT, "usage-limit", NULL, "https://github.com/anomalyco/opencode/blob/f5973b173b153d81384e7fb851acb88fb6fbc12d/packages/ui/src/i18n/kab.ts" },
    { "Du kan fortsatt surfe i dette vinduet. Chat blir tilgjengelig igjen n\xc3\xa5r den daglige grensen tilbakestilles.", 0,
      CARRY_ON_VERDICT_LIMIT, "usage-limit", NULL, "https://github.com/mozilla-l10n/firefox-l10n/blob/1649a20c8c904a88fe9386c9ffbdf78656dd2787/nb-NO/browser/browser/aiWindowContent.ftl" },
    { "Rydych chi wedi cyrraedd terfyn sgwrsio heddiw.", 0,
      CARRY_ON_VERDICT_LIMIT, "usage-limit", NULL, "https://github.com/mozilla-l10n/firefox-l10n/blob/050d07b7336125f79b84274df2b3a16e4fc3c589/cy/browser/browser/aiWindowContent.ftl" },
    { "\xe0\xa8\x85\xe0\xa9\xb1\xe0\xa8\x9c \xe0\xa8\xb2\xe0\xa8\x88 \xe0\xa8\xa4\xe0\xa9\x81\xe0\xa8\xb9\xe0\xa8\xbe\xe0\xa8\xa1\xe0\xa9\x80 \xe0\xa8\x9a\xe0\xa9\x88\xe0\xa8\x9f \xe0\xa8\xb2\xe0\xa8\xbf\xe0\xa8\xae\xe0\xa8\x9f \xe0\xa8\xaa\xe0\xa9\x82\xe0\xa8\xb0\xe0\xa9\x80 \xe0\xa8\xb9\xe0\xa9\x8b\xe0\xa8\x88 \xe0\xa8\xb9\xe0\xa9\x88\xe0\xa5\xa4", 0,
      CARRY_ON_VERDICT_LIMIT, "usage-limit", NULL, "https://github.com/mozilla-l10n/firefox-l10n/blob/3985a970489e32fc751e1b80abf4d5534c905e45/pa-IN/browser/browser/aiWindowContent.ftl" },
    { "\xe4\xbb\x8a\xe6\x9c\x88\xe3\x81\xae" "Chatbox AI\xe3\x81\xae\xe3\x82\xaf\xe3\x82\xa9\xe3\x83\xbc\xe3\x82\xbf\xe3\x81\xaf\xe3\x82\x82\xe3\x81\x86\xe3\x81\x82\xe3\x82\x8a\xe3\x81\xbe\xe3\x81\x9b\xe3\x82\x93\xe3\x80\x82", 0,
      CARRY_ON_VERDICT_LIMIT, "quota", NULL, "https://github.com/chatboxai/chatbox/blob/f0a47f7e246ef1a86b52fc40ef17399520467c4f/src/renderer/i18n/locales/ja/translation.json" },
    { "\xd4\xbd\xd5\xb6\xd5\xa4\xd6\x80\xd5\xb8\xd6\x82\xd5\xb4 \xd5\xa5\xd5\xb6\xd6\x84 \xd5\xb4\xd5\xab \xd5\xba\xd5\xa1\xd5\xb0 \xd5\xbd\xd5\xba\xd5\xa1\xd5\xbd\xd5\xa5\xd5\xac \xd6\x87 \xd5\xaf\xd6\x80\xd5\xaf\xd5\xab\xd5\xb6 \xd6\x83\xd5\xb8\xd6\x80\xd5\xb1\xd5\xa5\xd5\xac: \xd4\xbf\xd5\xa1\xd6\x80\xd5\xb3 \xd5\xaa\xd5\xa1\xd5\xb4\xd5\xa1\xd5\xb6\xd5\xa1\xd5\xaf\xd5\xb8\xd6\x82\xd5\xb4 \xd5\xb9\xd5\xa1\xd6\x83\xd5\xa1\xd5\xa6\xd5\xa1\xd5\xb6\xd6\x81 \xd5\xb7\xd5\xa1\xd5\xbf \xd5\xb0\xd5\xa1\xd5\xb2\xd5\xb8\xd6\x80\xd5\xa4\xd5\xa1\xd5\xa3\xd6\x80\xd5\xb8\xd6\x82\xd5\xa9\xd5\xb5\xd5\xb8\xd6\x82\xd5\xb6\xd5\xb6\xd5\xa5\xd6\x80 \xd5\xa5\xd5\xb6 \xd5\xb8\xd6\x82\xd5\xb2\xd5\xa1\xd6\x80\xd5\xaf\xd5\xbe\xd5\xa5\xd5\xac:", 0,
      CARRY_ON_VERDICT_LIMIT, "rate-limit", NULL, "https://github.com/mozilla-l10n/firefox-l10n/blob/08d171ad91ef5c12d472baec5fe2b18284cff60a/hy-AM/browser/browser/aiWindowContent.ftl" },
    { "\xe0\xa8\xaa\xe0\xa8\xb2\xe0\xa8\xbc \xe0\xa8\xad\xe0\xa8\xb0 \xe0\xa8\xb2\xe0\xa8\x88 \xe0\xa8\x89\xe0\xa8\xa1\xe0\xa9\x80\xe0\xa8\x95 \xe0\xa8\x95\xe0\xa9\x87 \xe0\xa8\xab\xe0\xa9\x87\xe0\xa8\xb0 \xe0\xa8\x85\xe0\xa8\x9c\xe0\xa8\xbc\xe0\xa8\xae\xe0\xa8\xbe\xe0\xa8\x93\xe0\xa5\xa4 \xe0\xa8\xa5\xe0\xa9\x8b\xe0\xa9\x9c\xe0\xa9\x8d\xe0\xa8\xb9\xe0\xa9\x87 \xe0\xa8\x9c\xe0\xa8\xbf\xe0\xa8\xb9\xe0\xa9\x87 \xe0\xa8\xb8\xe0\xa8\xae\xe0\xa9\x87\xe0\xa8\x82 \xe0\xa8\xb5\xe0\xa8\xbf\xe0\xa9\xb1\xe0\xa8\x9a \xe0\xa8\xac\xe0\xa8\xb9\xe0\xa9\x81\xe0\xa8\xa4 \xe0\xa8\xb8\xe0\xa8\xbe\xe0\xa8\xb0\xe0\xa9\x87 \xe0\xa8\xb8\xe0\xa9\x81\xe0\xa8\xa8\xe0\xa9\x87\xe0\xa8\xb9\xe0\xa9\x87 \xe0\xa8\xad\xe0\xa9\x87\xe0\xa8\x9c\xe0\xa9\x87 \xe0\xa8\x97\xe0\xa8\x8f \xe0\xa8\xb8\xe0\xa8\xa8\xe0\xa5\xa4", 0,
      CARRY_ON_VERDICT_LIMIT, "rate-limit", NULL, "https://github.com/mozilla-l10n/firefox-l10n/blob/3985a970489e32fc751e1b80abf4d5534c905e45/pa-IN/browser/browser/aiWindowContent.ftl" },
    { "{ -smart-window-brand-name }-\xd5\xb6 \xd6\x85\xd5\xa3\xd5\xbf\xd5\xa1\xd5\xa3\xd5\xb8\xd6\x80\xd5\xae\xd5\xa5\xd5\xac\xd5\xb8\xd6\x82 \xd5\xb0\xd5\xa1\xd5\xb4\xd5\xa1\xd6\x80 \xd5\xa1\xd5\xb6\xd5\xb0\xd6\x80\xd5\xa1\xd5\xaa\xd5\xa5\xd5\xb7\xd5\xbf \xd5\xa7 \xd5\xb4\xd5\xb8\xd6\x82\xd5\xbf\xd6\x84 \xd5\xa3\xd5\xb8\xd6\x80\xd5\xae\xd5\xa5\xd5\xac\xd6\x89", 0,
      CARRY_ON_VERDICT_FATAL, "login-expired", NULL, "https://github.com/mozilla-l10n/firefox-l10n/blob/08d171ad91ef5c12d472baec5fe2b18284cff60a/hy-AM/browser/browser/aiWindowContent.ftl" },
    { "{ -smart-window-brand-name } \xe0\xa8\xa8\xe0\xa9\x82\xe0\xa9\xb0 \xe0\xa8\xb5\xe0\xa8\xb0\xe0\xa8\xa4\xe0\xa8\xa3 \xe0\xa8\xb2\xe0\xa8\x88 \xe0\xa8\xa4\xe0\xa9\x81\xe0\xa8\xb9\xe0\xa8\xbe\xe0\xa8\xa8\xe0\xa9\x82\xe0\xa9\xb0 \xe0\xa8\xb8\xe0\xa8\xbe\xe0\xa8\x88\xe0\xa8\xa8 \xe0\xa8\x87\xe0\xa8\xa8 \xe0\xa8\x95\xe0\xa8\xb0\xe0\xa8\xa8\xe0\xa8\xbe \xe0\xa8\xaa\xe0\xa8\xb5\xe0\xa9\x87\xe0\xa8\x97\xe0\xa8\xbe\xe0\xa5\xa4", 0,
      CARRY_ON_VERDICT_FATAL, "login-expired", NULL, "https://github.com/mozilla-l10n/firefox-l10n/blob/3985a970489e32fc751e1b80abf4d5534c905e45/pa-IN/browser/browser/aiWindowContent.ftl" },
    { "Fehler beim Laden der OAuth-Anmeldedaten. Bitte authentifiziere dich zuerst: {{error}}", 0,
      CARRY_ON_VERDICT_FATAL, "login-expired", NULL, "https://github.com/rainth888/RooCode-GeminiCli-Create/blob/f235fb50eaf48647ad91aeff6c55717db7a5310d/z-geminicli-install/src/i18n/locales/de/common.json.diff.md" },
    { "\xd0\xa2\xd0\xbe\xd0\xba\xd0\xb5\xd0\xbd OAuth \xd0\xb8\xd1\x81\xd1\x82\xd0\xb5\xd0\xba (\xd0\xb1\xd0\xbe\xd0\xbb\xd0\xb5\xd0\xb5 {{seconds}} \xd1\x81\xd0\xb5\xd0\xba\xd1\x83\xd0\xbd\xd0\xb4). \xd0\x9f\xd0\xbe\xd0\xb6\xd0\xb0\xd0\xbb\xd1\x83\xd0\xb9\xd1\x81\xd1\x82\xd0\xb0, \xd0\xb2\xd1\x8b\xd0\xb1\xd0\xb5\xd1\x80\xd0\xb8\xd1\x82\xd0\xb5 \xd0\xbc\xd0\xb5\xd1\x82\xd0\xbe\xd0\xb4 \xd0\xb0\xd0\xb2\xd1\x82\xd0\xbe\xd1\x80\xd0\xb8\xd0\xb7\xd0\xb0\xd1\x86\xd0\xb8\xd0\xb8 \xd1\x81\xd0\xbd\xd0\xbe\xd0\xb2\xd0\xb0.", 0,
      CARRY_ON_VERDICT_FATAL, "token-expired", NULL, "https://github.com/QwenLM/qwen-code/blob/3d88ddd6689e84aa850376145f8ba74e7ca8f5ee/packages/cli/src/i18n/locales/ru.js" },
    { "Token OAuth expirado (mais de {{seconds}} segundos). Selecione o m\xc3\xa9todo de autentica\xc3\xa7\xc3\xa3o novamente.", 0,
      CARRY_ON_VERDICT_FATAL, "token-expired", NULL, "https://github.com/QwenLM/qwen-code/blob/f17300b2a4e19801bf1ae15de6cfd86aeb6fe0b4/packages/cli/src/i18n/locales/pt.js" },
    { "\xe1\x88\x9e\xe1\x8b\xb4\xe1\x88\x8d \xe1\x8a\xa0\xe1\x88\x8d\xe1\x89\xb0\xe1\x8c\x88\xe1\x8a\x98\xe1\x88\x9d\xe1\x8d\xa6 {{provider}}/{{model}}", 0,
      CARRY_ON_VERDICT_FATAL, "model-not-found", NULL, "https://github.com/sst/opencode/blob/a8dec0a40f1ea4f9cc9e72fbc648cd5ffcec4a40/packages/app/src/i18n/am.ts" },
    { "Tamudemt ur d-tettwaf ara: {{provider}}/{{model}}", 0,
      CARRY_ON_VERDICT_FATAL, "model-not-found", NULL, "https://github.com/anomalyco/opencode/blob/00a759527049a55ba46e98b208af569c28746558/packages/app/src/i18n/kab.ts" },
    { "\xe1\x8b\xa8\xe1\x8a\xa0\xe1\x89\x85\xe1\x88\xab\xe1\x89\xa2\xe1\x8b\x8d\xe1\x8a\x95 \xe1\x88\x9b\xe1\x88\xa8\xe1\x8c\x8b\xe1\x8c\x88\xe1\x8c\xa5 \xe1\x8a\xa0\xe1\x88\x8d\xe1\x89\xb0\xe1\x88\xb3\xe1\x8a\xab\xe1\x88\x9d ({{provider}}): {{message}}", 0,
      CARRY_ON_VERDICT_FATAL, "invalid-api-key", NULL, "https://github.com/sst/opencode/blob/a8dec0a40f1ea4f9cc9e72fbc648cd5ffcec4a40/packages/app/src/i18n/am.ts" },
    { "Asesteb n usag\xc7\xa7" "aw ur yeddi ara ({{provider}}): {{message}}", 0,
      CARRY_ON_VERDICT_FATAL, "invalid-api-key", NULL, "https://github.com/anomalyco/opencode/blob/00a759527049a55ba46e98b208af569c28746558/packages/app/src/i18n/kab.ts" },
    { "Anthropic API Key is onjuist of leeg. Controleer de Anthropic API Key en probeer het opnieuw.", 0,
      CARRY_ON_VERDICT_FATAL, "invalid-api-key", NULL, "https://github.com/lobehub/lobe-chat/blob/001d37c6514d1440ae210de2509f26eace3c168a/locales/nl-NL/error.json" },
    { "\xd0\x9d\xd0\xb5 \xd0\xb0\xd1\x82\xd1\x80\xd1\x8b\xd0\xbc\xd0\xb0\xd0\xbb\xd0\xb0\xd1\x81\xd1\x8f \xd1\x96\xd0\xbd\xd1\x96\xd1\x86\xd1\x8b\xd1\x8f\xd0\xbb\xd1\x96\xd0\xb7\xd0\xb0\xd0\xb2\xd0\xb0\xd1\x86\xd1\x8c \xd0\xbf\xd1\x80\xd0\xb0\xd0\xb2\xd0\xb0\xd0\xb9\xd0\xb4\xd1\x8d\xd1\x80\xd0\xb0 \"{{provider}}\". \xd0\x9f\xd1\x80\xd0\xb0\xd0\xb2\xd0\xb5\xd1\x80\xd1\x86\xd0\xb5 \xd1\x9e\xd0\xbb\xd1\x96\xd0\xba\xd0\xbe\xd0\xb2\xd1\x8b\xd1\x8f \xd0\xb4\xd0\xb0\xd0\xbd\xd1\x8b\xd1\x8f \xd1\x96 \xd0\xba\xd0\xb0\xd0\xbd\xd1\x84\xd1\x96\xd0\xb3\xd1\x83\xd1\x80\xd0\xb0\xd1\x86\xd1\x8b\xd1\x8e.", 0,
      CARRY_ON_VERDICT_FATAL, "provider-init", NULL, "https://github.com/anomalyco/opencode/blob/b138e5c9f7719a0fe09be7ecf0f683803cc7bb68/packages/app/src/i18n/be.ts" },
    { "\xe1\x8a\xa0\xe1\x89\x85\xe1\x88\xab\xe1\x89\xa2\xe1\x8b\x8d\xe1\x8a\x95 \"{{provider}}\" \xe1\x88\x9b\xe1\x88\xb5\xe1\x8c\x80\xe1\x88\x98\xe1\x88\xad \xe1\x8a\xa0\xe1\x88\x8d\xe1\x89\xb0\xe1\x88\xb3\xe1\x8a\xab\xe1\x88\x9d\xe1\x8d\xa2 \xe1\x88\x9d\xe1\x88\xb5\xe1\x8a\xad\xe1\x88\xad\xe1\x8a\x90\xe1\x89\xb6\xe1\x89\xbd\xe1\x8a\x95 \xe1\x8a\xa5\xe1\x8a\x93 \xe1\x8b\x8d\xe1\x89\x85\xe1\x88\xa8\xe1\x89\xb5\xe1\x8a\x95 \xe1\x8b\xab\xe1\x88\xa8\xe1\x8c\x8b\xe1\x8c\x8d\xe1\x8c\xa1\xe1\x8d\xa2", 0,
      CARRY_ON_VERDICT_FATAL, "provider-init", NULL, "https://github.com/sst/opencode/blob/a8dec0a40f1ea4f9cc9e72fbc648cd5ffcec4a40/packages/app/src/i18n/am.ts" },
    { "Geen OpenAI key geconfigureerd", 500,
      CARRY_ON_VERDICT_FATAL, "credentials-missing", NULL, "https://github.com/chinfosieeuw9-prog/mister-portfolio/blob/1281cc97f95697fe551e309aea7975977915bae7/api/openai.js" },
    { "API key no configurada en el servidor", 500,
      CARRY_ON_VERDICT_FATAL, "credentials-missing", NULL, "https://github.com/inditurek/asistente-hogar/blob/a6ec2bcb9762f1d6f71babdc51c551cad29667b6/api/claude.js" },
    { "Voc\xc3\xaa n\xc3\xa3o configurou uma chave API. Por favor, v\xc3\xa1 para <provider>{{provider}}</provider> para obter uma chave API.", 0,
      CARRY_ON_VERDICT_FATAL, "credentials-missing", NULL, "https://github.com/CherryHQ/cherry-studio/blob/e35570b9ad8eb3c5ed9d83a1858525da4e1535aa/src/renderer/src/i18n/translate/pt-pt.json" },
    { "\xce\xa0\xce\xb1\xcf\x81\xce\xb1\xce\xba\xce\xb1\xce\xbb\xcf\x8e \xce\xbc\xce\xb5\xcf\x84\xce\xb1\xce\xb2\xce\xb5\xce\xaf\xcf\x84\xce\xb5 \xcf\x83\xcf\x84\xce\xbf <provider>{{provider}}</provider> \xce\xb3\xce\xb9\xce\xb1 \xce\xb5\xcf\x80\xce\xb1\xce\xbd\xce\xb1\xcf\x86\xcf\x8c\xcf\x81\xcf\x84\xcf\x89\xcf\x83\xce\xb7.", 0,
      CARRY_ON_VERDICT_FATAL, "billing", NULL, "https://github.com/CherryHQ/cherry-studio/blob/0009b2b8ed505751b0d3c5907c1438b0bbb004a4/src/renderer/src/i18n/translate/el-gr.json" },
    { "Conversaci\xc3\xb3n demasiado larga, por favor borra el historial o inicia un nuevo chat", 0,
      CARRY_ON_VERDICT_FATAL, "context-too-long", NULL, "https://github.com/CherryHQ/cherry-studio/blob/00a0b491c7250d82217d9929ebf5940b36990513/src/renderer/src/i18n/translate/es-es.json" },
    { "Mae'n bryd dechrau sgwrs newydd. Mae'r sgwrs yma wedi cyrraedd terfyn ei hyd.", 0,
      CARRY_ON_VERDICT_FATAL, "context-too-long", NULL, "https://github.com/mozilla-l10n/firefox-l10n/blob/050d07b7336125f79b84274df2b3a16e4fc3c589/cy/browser/browser/aiWindowContent.ftl" },
    { "Sudah tiba masanya untuk memulakan sembang baharu. Sembang ini telah mencapai had panjangnya.", 0,
      CARRY_ON_VERDICT_FATAL, "context-too-long", NULL, "https://github.com/mozilla-l10n/firefox-l10n/blob/0a0933c371369a57a393521c1402f7032463097c/ms/browser/browser/aiWindowContent.ftl" },
    { "\xe0\xb8\x84\xe0\xb8\xb3\xe0\xb8\x82\xe0\xb8\xad\xe0\xb8\x96\xe0\xb8\xb9\xe0\xb8\x81\xe0\xb8\x9a\xe0\xb8\xa5\xe0\xb9\x87\xe0\xb8\xad\xe0\xb8\x81\xe0\xb9\x82\xe0\xb8\x94\xe0\xb8\xa2\xe0\xb8\x95\xe0\xb8\xb1\xe0\xb8\xa7\xe0\xb8\x81\xe0\xb8\xa3\xe0\xb8\xad\xe0\xb8\x87\xe0\xb9\x80\xe0\xb8\x99\xe0\xb8\xb7\xe0\xb9\x89\xe0\xb8\xad\xe0\xb8\xab\xe0\xb8\xb2", 0,
      CARRY_ON_VERDICT_FATAL, "content-blocked", NULL, "https://github.com/Kilo-Org/kilocode/blob/7c12e84f33e4642dc0df6a665acb2514bcbcee7c/src/i18n/locales/th/kilocode.json" },
    { "Has alcanzado el l\xc3\xadmite de tu suscripci\xc3\xb3n y no puedes utilizar esta funci\xc3\xb3n. Por favor, actualiza a un plan superior o compra un paquete de recursos para seguir utilizando.", 0,
      CARRY_ON_VERDICT_FATAL, "subscription-used-up", NULL, "https://github.com/lobehub/lobe-chat/blob/02f346b84d99ffa7b13000debafd122716914edb/locales/es-ES/error.json" },
    { "S\xe1\xbb\x91 l\xc6\xb0\xe1\xbb\xa3ng \xc4\x91\xc4\x83ng k\xc3\xbd c\xe1\xbb\xa7" "a b\xe1\xba\xa1n \xc4\x91\xc3\xa3 h\xe1\xba\xbft, kh\xc3\xb4ng th\xe1\xbb\x83 s\xe1\xbb\xad d\xe1\xbb\xa5ng t\xc3\xadnh n\xc4\x83ng n\xc3\xa0y. Vui l\xc3\xb2ng n\xc3\xa2ng c\xe1\xba\xa5p l\xc3\xaan g\xc3\xb3i cao h\xc6\xa1n ho\xe1\xba\xb7" "c mua g\xc3\xb3i t\xc3\xa0i nguy\xc3\xaan \xc4\x91\xe1\xbb\x83 ti\xe1\xba\xbfp t\xe1\xbb\xa5" "c s\xe1\xbb\xad d\xe1\xbb\xa5ng.", 0,
      CARRY_ON_VERDICT_FATAL, "subscription-used-up", NULL, "https://github.com/lobehub/lobe-chat/blob/9e9037cbed18f80f894d1757d380822d6cc39c98/locales/vi-VN/error.json" },
    { "API Error: 503 Maximum combo retry limit reached. This is a server-side issue, usually temporary \xe2\x80\x94 try again in a moment.\nIf it persists, check your inference gateway (localhost:20128).", 503,
      CARRY_ON_VERDICT_TRANSIENT, "status-5xx", NULL, "https://github.com/diegosouzapw/OmniRoute/issues/11462" },
    { "\xe2\x9c\xbb 503 Maximum combo retry limit reached \xc2\xb7 Retrying in 28s \xc2\xb7 attempt 10/10", 503,
      CARRY_ON_VERDICT_TRANSIENT, "status-5xx", NULL, "https://github.com/diegosouzapw/OmniRoute/issues/11134" },
    { "All credentials for model coder-model are cooling down (216s)", 0,
      CARRY_ON_VERDICT_LIMIT, "pool-cooldown", "2026-03-10T12:03:36Z", "https://github.com/router-for-me/CLIProxyAPI/issues/2428" },
  };

  check_sourced_cases (cases, G_N_ELEMENTS (cases));
  /* near misses: Greek "go to Settings to reload the page" beside a busy server (the top-up's word is also a
   * reload); CLIProxyAPI's cooldown without its seconds names no reset */
  check_family_case (0, "\xce\x9f \xce\xb4\xce\xb9\xce\xb1\xce\xba\xce\xbf\xce\xbc\xce\xb9\xcf\x83\xcf\x84\xce\xae\xcf\x82 \xce\xb5\xce\xaf\xce\xbd\xce\xb1\xce\xb9 \xcf\x85\xcf\x80\xce\xb5\xcf\x81\xcf\x86\xce\xbf\xcf\x81\xcf\x84\xcf\x89\xce\xbc\xce\xad\xce\xbd\xce\xbf\xcf\x82. \xce\x9c\xce\xb5\xcf\x84\xce\xb1\xce\xb2\xce\xb5\xce\xaf\xcf\x84\xce\xb5 \xcf\x83\xcf\x84\xce\xbf \xce\xbc\xce\xb5\xce\xbd\xce\xbf\xcf\x8d \xce\xb3\xce\xb9\xce\xb1 \xce\xb5\xcf\x80\xce\xb1\xce\xbd\xce\xb1\xcf\x86\xcf\x8c\xcf\x81\xcf\x84\xcf\x89\xcf\x83\xce\xb7 \xcf\x84\xce\xb7\xcf\x82 \xcf\x83\xce\xb5\xce\xbb\xce\xaf\xce\xb4\xce\xb1\xcf\x82.", 0, CARRY_ON_VERDICT_TRANSIENT, NULL, NULL);
  check_family_case (1, "All credentials for model coder-model are cooling down", 0, CARRY_ON_VERDICT_LIMIT, "pool-cooldown", NULL);
  /* Firefox Smart Window's Welsh and Serbian sign-in now need the window's name before them, as the Belarusian: "to
   * keep the history you will need to sign in" beside a busy server is a tip */
  check_family_case (2, "Mae'r gweinydd yn brysur. I gadw'r hanes, bydd angen i chi fewngofnodi.", 503, CARRY_ON_VERDICT_TRANSIENT, NULL, NULL);
  check_family_case (3, "\xd0\xa1\xd0\xb5\xd1\x80\xd0\xb2\xd0\xb5\xd1\x80 \xd1\x98\xd0\xb5 \xd0\xbf\xd1\x80\xd0\xb5\xd0\xbe\xd0\xbf\xd1\x82\xd0\xb5\xd1\x80\xd0\xb5\xd1\x9b\xd0\xb5\xd0\xbd. \xd0\x94\xd0\xb0 \xd0\xb1\xd0\xb8\xd1\x81\xd1\x82\xd0\xb5 \xd1\x81\xd0\xb0\xd1\x87\xd1\x83\xd0\xb2\xd0\xb0\xd0\xbb\xd0\xb8 \xd0\xb8\xd1\x81\xd1\x82\xd0\xbe\xd1\x80\xd0\xb8\xd1\x98\xd1\x83, \xd0\xbc\xd0\xbe\xd1\x80\xd0\xb0\xd1\x9b\xd0\xb5\xd1\x82\xd0\xb5 \xd0\xb4\xd0\xb0 \xd1\x81\xd0\xb5 \xd0\xbf\xd1\x80\xd0\xb8\xd1\x98\xd0\xb0\xd0\xb2\xd0\xb8\xd1\x82\xd0\xb5.", 503, CARRY_ON_VERDICT_TRANSIENT, NULL, NULL);
  check_family_case (4, "I ddefnyddio Smart Window, bydd angen i chi fewngofnodi.", 0, CARRY_ON_VERDICT_FATAL, "login-expired", NULL);
  /* and the review's: a subscription's limit for a period, or with its reset; keys "not configured" for a fallback,
   * in a condition or a question; an OAuth token being refreshed; a page's reload; a conversation's length, a sign-in
   * and a content filter named as tips or denied; any failed check in Amharic and a tip that quotes "model not
   * found"; the cause inside OmniRoute's exhausted combo; the daily and usage limits as tips, conditions, a question
   * or a Welsh denial; and "there is no internet access", whose Czech "není" is no denial */
  check_family_case (5, "Has alcanzado el l\xc3\xadmite de tu suscripci\xc3\xb3n para este periodo. Vuelve a intentarlo en 45 minutos.", 429, CARRY_ON_VERDICT_LIMIT, NULL, "2026-03-10T12:45:00Z");
  check_family_case (6, "API Error: 503 Service Unavailable. Let op: geen fallback key geconfigureerd, dus er is niet overgeschakeld naar een andere provider.", 0, CARRY_ON_VERDICT_TRANSIENT, NULL, NULL);
  check_family_case (7, "O servidor est\xc3\xa1 ocupado no momento. Se voc\xc3\xaa n\xc3\xa3o configurou uma chave API pr\xc3\xb3pria, o plano gratuito pode estar congestionado; tente novamente em alguns minutos.", 503, CARRY_ON_VERDICT_TRANSIENT, NULL, NULL);
  check_family_case (8, "Error de conexi\xc3\xb3n: ECONNRESET. \xc2\xbf" "API key no configurada? Puedes a\xc3\xb1" "adirla en Ajustes > Proveedores.", 0, CARRY_ON_VERDICT_TRANSIENT, NULL, NULL);
  check_family_case (9, "\xd0\xa2\xd0\xbe\xd0\xba\xd0\xb5\xd0\xbd OAuth \xd0\xb8\xd1\x81\xd1\x82\xd0\xb5\xd0\xba, \xd0\xb2\xd1\x8b\xd0\xbf\xd0\xbe\xd0\xbb\xd0\xbd\xd1\x8f\xd0\xb5\xd1\x82\xd1\x81\xd1\x8f \xd0\xbe\xd0\xb1\xd0\xbd\xd0\xbe\xd0\xb2\xd0\xbb\xd0\xb5\xd0\xbd\xd0\xb8\xd0\xb5... \xd0\x9e\xd1\x88\xd0\xb8\xd0\xb1\xd0\xba\xd0\xb0: fetch failed (ECONNRESET)", 0, CARRY_ON_VERDICT_TRANSIENT, NULL, NULL);
  check_family_case (10, "\xce\x97 \xcf\x83\xcf\x8d\xce\xbd\xce\xb4\xce\xb5\xcf\x83\xce\xb7 \xce\xb4\xce\xb9\xce\xba\xcf\x84\xcf\x8d\xce\xbf\xcf\x85 \xce\xb4\xce\xb9\xce\xb1\xce\xba\xcf\x8c\xcf\x80\xce\xb7\xce\xba\xce\xb5. \xce\x9c\xce\xb5\xcf\x84\xce\xb1\xce\xb2\xce\xb5\xce\xaf\xcf\x84\xce\xb5 \xcf\x83\xcf\x84\xce\xbf \xce\xbc\xce\xb5\xce\xbd\xce\xbf\xcf\x8d \xce\xa0\xcf\x81\xce\xbf\xce\xb2\xce\xbf\xce\xbb\xce\xae \xce\xb3\xce\xb9\xce\xb1 \xce\xb5\xcf\x80\xce\xb1\xce\xbd\xce\xb1\xcf\x86\xcf\x8c\xcf\x81\xcf\x84\xcf\x89\xcf\x83\xce\xb7.", 0, CARRY_ON_VERDICT_TRANSIENT, NULL, NULL);
  check_family_case (11, "API Error: 503 El servidor est\xc3\xa1 sobrecargado. Consejo: una conversaci\xc3\xb3n demasiado larga consume m\xc3\xa1s tokens; considera iniciar un chat nuevo.", 0, CARRY_ON_VERDICT_TRANSIENT, NULL, NULL);
  check_family_case (12, "Der Dienst ist vor\xc3\xbc" "bergehend nicht verf\xc3\xbcgbar. Hinweis: F\xc3\xbcr private Modelle bitte authentifiziere dich zuerst mit /auth.", 503, CARRY_ON_VERDICT_TRANSIENT, NULL, NULL);
  check_family_case (13, "\xe0\xb8\x84\xe0\xb8\xb3\xe0\xb8\x82\xe0\xb8\xad\xe0\xb9\x84\xe0\xb8\xa1\xe0\xb9\x88\xe0\xb9\x84\xe0\xb8\x94\xe0\xb9\x89\xe0\xb8\x96\xe0\xb8\xb9\xe0\xb8\x81\xe0\xb8\x9a\xe0\xb8\xa5\xe0\xb9\x87\xe0\xb8\xad\xe0\xb8\x81\xe0\xb9\x82\xe0\xb8\x94\xe0\xb8\xa2\xe0\xb8\x95\xe0\xb8\xb1\xe0\xb8\xa7\xe0\xb8\x81\xe0\xb8\xa3\xe0\xb8\xad\xe0\xb8\x87\xe0\xb9\x80\xe0\xb8\x99\xe0\xb8\xb7\xe0\xb9\x89\xe0\xb8\xad\xe0\xb8\xab\xe0\xb8\xb2 \xe0\xb9\x81\xe0\xb8\x95\xe0\xb9\x88\xe0\xb9\x80\xe0\xb8\x8b\xe0\xb8\xb4\xe0\xb8\xa3\xe0\xb9\x8c\xe0\xb8\x9f\xe0\xb9\x80\xe0\xb8\xa7\xe0\xb8\xad\xe0\xb8\xa3\xe0\xb9\x8c\xe0\xb9\x84\xe0\xb8\xa1\xe0\xb9\x88\xe0\xb8\xa7\xe0\xb9\x88\xe0\xb8\xb2\xe0\xb8\x87\xe0\xb9\x83\xe0\xb8\x99\xe0\xb8\x82\xe0\xb8\x93\xe0\xb8\xb0\xe0\xb8\x99\xe0\xb8\xb5\xe0\xb9\x89 \xe0\xb9\x82\xe0\xb8\x9b\xe0\xb8\xa3\xe0\xb8\x94\xe0\xb8\xa5\xe0\xb8\xad\xe0\xb8\x87\xe0\xb8\xad\xe0\xb8\xb5\xe0\xb8\x81\xe0\xb8\x84\xe0\xb8\xa3\xe0\xb8\xb1\xe0\xb9\x89\xe0\xb8\x87", 503, CARRY_ON_VERDICT_TRANSIENT, NULL, NULL);
  check_family_case (14, "\xe1\x8b\xa8\xe1\x8c\x8d\xe1\x8a\x95\xe1\x8a\x99\xe1\x8a\x90\xe1\x89\xb5 \xe1\x88\x9b\xe1\x88\xa8\xe1\x8c\x8b\xe1\x8c\x88\xe1\x8c\xa5 \xe1\x8a\xa0\xe1\x88\x8d\xe1\x89\xb0\xe1\x88\xb3\xe1\x8a\xab\xe1\x88\x9d (ECONNRESET)\xe1\x8d\xa2 \xe1\x8a\xa5\xe1\x89\xa3\xe1\x8a\xad\xe1\x8b\x8e \xe1\x8a\xa5\xe1\x8a\x95\xe1\x8b\xb0\xe1\x8c\x88\xe1\x8a\x93 \xe1\x8b\xad\xe1\x88\x9e\xe1\x8a\xad\xe1\x88\xa9\xe1\x8d\xa2", 0, CARRY_ON_VERDICT_TRANSIENT, NULL, NULL);
  check_family_case (15, "\xe1\x8a\xa0\xe1\x8c\x88\xe1\x88\x8d\xe1\x8c\x8b\xe1\x8b\xa9 \xe1\x88\xb5\xe1\x88\xab \xe1\x89\xa0\xe1\x8b\x9d\xe1\x89\xb6\xe1\x89\xa0\xe1\x89\xb3\xe1\x88\x8d\xe1\x8d\xa2 \xe1\x88\x9e\xe1\x8b\xb4\xe1\x88\x8d \xe1\x8a\xa0\xe1\x88\x8d\xe1\x89\xb0\xe1\x8c\x88\xe1\x8a\x98\xe1\x88\x9d \xe1\x8b\xa8\xe1\x88\x9a\xe1\x88\x8d \xe1\x88\x98\xe1\x88\x8d\xe1\x8a\xa5\xe1\x8a\xad\xe1\x89\xb5 \xe1\x8a\xab\xe1\x8b\xa9 \xe1\x8b\xa8\xe1\x88\x9e\xe1\x8b\xb4\xe1\x88\x89\xe1\x8a\x95 \xe1\x88\xb5\xe1\x88\x9d \xe1\x8b\xab\xe1\x88\xa8\xe1\x8c\x8b\xe1\x8c\x8d\xe1\x8c\xa1\xe1\x8d\xa4 \xe1\x8b\xab\xe1\x88\x88\xe1\x89\xa0\xe1\x88\x88\xe1\x8b\x9a\xe1\x8b\xab \xe1\x8a\xa5\xe1\x8a\x95\xe1\x8b\xb0\xe1\x8c\x88\xe1\x8a\x93 \xe1\x8b\xad\xe1\x88\x9e\xe1\x8a\xad\xe1\x88\xa9\xe1\x8d\xa2", 503, CARRY_ON_VERDICT_TRANSIENT, NULL, NULL);
  check_family_case (16, "API Error: 503 {\"error\":{\"message\":\"Maximum combo retry limit reached\",\"type\":\"server_error\",\"combo\":{\"attempted\":30,\"lastError\":\"This model's maximum context length is 128000 tokens. However, your messages resulted in 141233 tokens. Please reduce the length of the messages.\"}}}", 0, CARRY_ON_VERDICT_FATAL, NULL, NULL);
  check_family_case (17, "Maximum combo retry limit reached. Last upstream error (openai): 401 Incorrect API key provided: sk-proj-****abcd. You can find your API key at https://platform.openai.com/account/api-keys.", 503, CARRY_ON_VERDICT_FATAL, NULL, NULL);
  check_family_case (18, "Maximum combo retry limit reached: all accounts are rate limited. Please retry after 60 seconds.", 429, CARRY_ON_VERDICT_LIMIT, NULL, "2026-03-10T12:01:00Z");
  check_family_case (19, "Tjenesten er midlertidig utilgjengelig. Pr\xc3\xb8v igjen om litt. Merk: den daglige grensen tilbakestilles ved midnatt.", 503, CARRY_ON_VERDICT_TRANSIENT, NULL, NULL);
  check_family_case (20, "Nid ydych chi wedi cyrraedd terfyn sgwrsio heddiw eto; mae'r gweinydd yn brysur. Ceisiwch eto mewn ychydig.", 503, CARRY_ON_VERDICT_TRANSIENT, NULL, NULL);
  check_family_case (21, "\xd0\xa1\xd1\x8d\xd1\x80\xd0\xb2\xd0\xb5\xd1\x80 \xd0\xbf\xd0\xb5\xd1\x80\xd0\xb0\xd0\xb3\xd1\x80\xd1\x83\xd0\xb6\xd0\xb0\xd0\xbd\xd1\x8b. \xd0\x9a\xd0\xb0\xd0\xbb\xd1\x96 \xd0\xbb\xd1\x96\xd0\xbc\xd1\x96\xd1\x82 \xd0\xb2\xd1\x8b\xd0\xba\xd0\xb0\xd1\x80\xd1\x8b\xd1\x81\xd1\x82\xd0\xb0\xd0\xbd\xd0\xbd\xd1\x8f \xd0\xb4\xd0\xb0\xd1\x81\xd1\x8f\xd0\xb3\xd0\xbd\xd1\x83\xd1\x82\xd1\x8b, \xd0\xbf\xd0\xb0\xd1\x87\xd0\xb0\xd0\xba\xd0\xb0\xd0\xb9\xd1\x86\xd0\xb5 \xd0\xb4\xd0\xb0 \xd0\xbd\xd0\xb0\xd1\x81\xd1\x82\xd1\x83\xd0\xbf\xd0\xbd\xd0\xb0\xd0\xb3\xd0\xb0 \xd0\xbf\xd0\xb5\xd1\x80\xd1\x8b\xd1\x8f\xd0\xb4\xd1\x83; \xd1\x96\xd0\xbd\xd0\xb0\xd0\xba\xd1\x88 \xd0\xbf\xd0\xb0\xd1\x81\xd0\xbf\xd1\x80\xd0\xb0\xd0\xb1\xd1\x83\xd0\xb9\xd1\x86\xd0\xb5 \xd1\x8f\xd1\x88\xd1\x87\xd1\x8d \xd1\x80\xd0\xb0\xd0\xb7 \xd0\xbf\xd1\x80\xd0\xb0\xd0\xb7 \xd1\x85\xd0\xb2\xd1\x96\xd0\xbb\xd1\x96\xd0\xbd\xd1\x83.", 503, CARRY_ON_VERDICT_TRANSIENT, NULL, NULL);
  check_family_case (22, "\xe0\xa8\xb8\xe0\xa8\xb0\xe0\xa8\xb5\xe0\xa8\xb0 \xe0\xa8\xb5\xe0\xa8\xbf\xe0\xa8\x85\xe0\xa8\xb8\xe0\xa8\xa4 \xe0\xa8\xb9\xe0\xa9\x88\xe0\xa5\xa4 \xe0\xa8\x9c\xe0\xa9\x87 \xe0\xa8\xa4\xe0\xa9\x81\xe0\xa8\xb9\xe0\xa8\xbe\xe0\xa8\xa1\xe0\xa9\x80 \xe0\xa8\x9a\xe0\xa9\x88\xe0\xa8\x9f \xe0\xa8\xb2\xe0\xa8\xbf\xe0\xa8\xae\xe0\xa8\x9f \xe0\xa8\xaa\xe0\xa9\x82\xe0\xa8\xb0\xe0\xa9\x80 \xe0\xa8\xb9\xe0\xa9\x8b\xe0\xa8\x88 \xe0\xa8\xb9\xe0\xa9\x88 \xe0\xa8\xa4\xe0\xa8\xbe\xe0\xa8\x82 \xe0\xa8\x95\xe0\xa9\xb1\xe0\xa8\xb2\xe0\xa9\x8d\xe0\xa8\xb9 \xe0\xa8\xa6\xe0\xa9\x81\xe0\xa8\xac\xe0\xa8\xbe\xe0\xa8\xb0\xe0\xa8\xbe \xe0\xa8\x95\xe0\xa9\x8b\xe0\xa8\xb8\xe0\xa8\xbc\xe0\xa8\xbf\xe0\xa8\xb8\xe0\xa8\xbc \xe0\xa8\x95\xe0\xa8\xb0\xe0\xa9\x8b, \xe0\xa8\xa8\xe0\xa8\xb9\xe0\xa9\x80\xe0\xa8\x82 \xe0\xa8\xa4\xe0\xa8\xbe\xe0\xa8\x82 \xe0\xa8\xa5\xe0\xa9\x8b\xe0\xa9\x9c\xe0\xa9\x8d\xe0\xa8\xb9\xe0\xa9\x80 \xe0\xa8\xa6\xe0\xa9\x87\xe0\xa8\xb0 \xe0\xa8\xac\xe0\xa8\xbe\xe0\xa8\x85\xe0\xa8\xa6\xe0\xa5\xa4", 503, CARRY_ON_VERDICT_TRANSIENT, NULL, NULL);
  check_family_case (23, "\xe3\x82\xb5\xe3\x83\xbc\xe3\x83\x90\xe3\x83\xbc\xe3\x81\x8c\xe6\xb7\xb7\xe9\x9b\x91\xe3\x81\x97\xe3\x81\xa6\xe3\x81\x84\xe3\x81\xbe\xe3\x81\x99\xe3\x80\x82\xe7\x84\xa1\xe6\x96\x99\xe3\x83\x97\xe3\x83\xa9\xe3\x83\xb3\xe3\x81\xae\xe3\x82\xaf\xe3\x82\xa9\xe3\x83\xbc\xe3\x82\xbf\xe3\x81\xaf\xe3\x82\x82\xe3\x81\x86\xe3\x81\x82\xe3\x82\x8a\xe3\x81\xbe\xe3\x81\x9b\xe3\x82\x93\xe3\x81\x8b\xef\xbc\x9f \xe8\xa8\xad\xe5\xae\x9a\xe3\x82\x92\xe7\xa2\xba\xe8\xaa\x8d\xe3\x81\x97\xe3\x81\xa6\xe3\x81\x8b\xe3\x82\x89\xe3\x80\x81\xe3\x81\x97\xe3\x81\xb0\xe3\x82\x89\xe3\x81\x8f\xe3\x81\x97\xe3\x81\xa6\xe3\x81\x8b\xe3\x82\x89\xe5\x86\x8d\xe8\xa9\xa6\xe8\xa1\x8c\xe3\x81\x97\xe3\x81\xa6\xe3\x81\x8f\xe3\x81\xa0\xe3\x81\x95\xe3\x81\x84\xe3\x80\x82", 503, CARRY_ON_VERDICT_TRANSIENT, NULL, NULL);
  check_family_case (24, "Has alcanzado el l\xc3\xadmite de tu suscripci\xc3\xb3n y no puedes utilizar esta funci\xc3\xb3n. Vuelve a intentarlo en 45 minutos.", 0, CARRY_ON_VERDICT_LIMIT, "subscription-used-up", "2026-03-10T12:45:00Z");
  check_family_case (25, "Nen\xc3\xad p\xc5\x99\xc3\xadstup k internetu. Zkontrolujte p\xc5\x99ipojen\xc3\xad a zkuste to znovu.", 0, CARRY_ON_VERDICT_TRANSIENT, "no-internet", NULL);
}

/* OpenCode's ProviderInitError in translation (tier FALLBACK): fatal when
 * it is the whole message, but what the message says after it decides, as
 * for the English text, which no row knows: the SDK could not be set up
 * because the network failed, or the server was busy */
static void
test_provider_init_fallback (void)
{
  check_family_case (0, "\xc3\x89" "chec de l'initialisation du fournisseur \"anthropic\". V\xc3\xa9rifiez les identifiants et la "
                     "configuration.", 0, CARRY_ON_VERDICT_FATAL, "provider-init", NULL);
  check_family_case (1, "\xc3\x89" "chec de l'initialisation du fournisseur \"anthropic\". V\xc3\xa9rifiez les identifiants et la "
                     "configuration. connect ECONNREFUSED 127.0.0.1:443", 0, CARRY_ON_VERDICT_TRANSIENT, "connection", NULL);
  check_family_case (2, "Fallo al inicializar proveedor \"openai\": fetch failed", 0, CARRY_ON_VERDICT_TRANSIENT, NULL,
                     NULL);
  check_family_case (3, "Nie uda\xc5\x82o si\xc4\x99 zainicjowa\xc4\x87 dostawcy \"openai\": API Error: 503", 0,
                     CARRY_ON_VERDICT_TRANSIENT, NULL, NULL);
  check_family_case (4, "Falha ao inicializar provedor \"openai\". Verifique credenciais e configura\xc3\xa7\xc3\xa3o. "
                     "Error: 429 Too Many Requests", 0, CARRY_ON_VERDICT_LIMIT, NULL, NULL);
  /* a structured status decides as ever: a refused key, a busy server */
  check_family_case (5, "Neuspjelo inicijalizovanje provajdera \"openai\".", 401, CARRY_ON_VERDICT_FATAL, NULL, NULL);
  check_family_case (6, "Neuspjelo inicijalizovanje provajdera \"openai\".", 503, CARRY_ON_VERDICT_TRANSIENT, NULL, NULL);
  /* alone, in Ukrainian: still a give-up */
  check_family_case (7, "\xd0\x9d\xd0\xb5 \xd0\xb2\xd0\xb4\xd0\xb0\xd0\xbb\xd0\xbe\xd1\x81\xd1\x8f \xd1\x96\xd0\xbd\xd1\x96\xd1\x86\xd1\x96\xd0\xb0\xd0\xbb\xd1\x96\xd0\xb7\xd1\x83\xd0\xb2\xd0\xb0\xd1\x82\xd0\xb8 "
                     "\xd0\xbf\xd1\x80\xd0\xbe\xd0\xb2\xd0\xb0\xd0\xb9\xd0\xb4\xd0\xb5\xd1\x80\xd0\xb0 \"openai\"", 0,
                     CARRY_ON_VERDICT_FATAL, "provider-init", NULL);
}

/* Rounds ru-sb: OpenCode's provider failing to start in Bosnian, Cherry
 * Studio's Arabic quota used up and conversation too long, sign-ins in
 * ChatGPTBox's German and Chatbox's Arabic, Chatbox's Russian licence
 * expired and monthly quota, Gemini CLI's Chinese "request a quota
 * increase", and Kilo Code's Vietnamese "the alpha period has ended"
 * (locale files); near misses beside them */
static void
test_ru_sb_families (void)
{
  static const SourcedCase cases[] = {
    { "Neuspjelo inicijalizovanje provajdera \"{{provider}}\". Provjeri kredencijale i konfiguraciju.", 0,
      CARRY_ON_VERDICT_FATAL, "provider-init", NULL, "https://github.com/sst/opencode/blob/a8dec0a40f1ea4f9cc9e72fbc648cd5ffcec4a40/packages/app/src/i18n/bs.ts" },
    { "\xd9\x86\xd9\x81\xd8\xaf\xd8\xaa \xd8\xad\xd8\xb5\xd8\xa9 \xd8\xa7\xd9\x84\xd8\xad\xd8\xb3\xd8\xa7\xd8\xa8\xd8\x8c \xd9\x8a\xd8\xb1\xd8\xac\xd9\x89 \xd8\xa7\xd9\x84\xd8\xb4\xd8\xad\xd9\x86 \xd8\xa3\xd9\x88 \xd8\xaa\xd8\xa8\xd8\xaf\xd9\x8a\xd9\x84 \xd8\xa7\xd9\x84\xd9\x85\xd8\xb2\xd9\x88\xd8\xaf", 0,
      CARRY_ON_VERDICT_FATAL, "billing", NULL, "https://github.com/CherryHQ/cherry-studio/blob/4cb99fba1d1eec470494e834e447c575e94e9f05/src/renderer/src/i18n/locales/ar-ye.json" },
    { "\xd8\xa7\xd9\x84\xd9\x85\xd8\xad\xd8\xa7\xd8\xaf\xd8\xab\xd8\xa9 \xd8\xb7\xd9\x88\xd9\x8a\xd9\x84\xd8\xa9 \xd8\xac\xd8\xaf\xd8\xa7\xd9\x8b\xd8\x8c \xd9\x8a\xd8\xb1\xd8\xac\xd9\x89 \xd9\x85\xd8\xb3\xd8\xad \xd8\xa7\xd9\x84\xd8\xb3\xd8\xac\xd9\x84 \xd8\xa3\xd9\x88 \xd8\xa8\xd8\xaf\xd8\xa1 \xd8\xaf\xd8\xb1\xd8\xaf\xd8\xb4\xd8\xa9 \xd8\xac\xd8\xaf\xd9\x8a\xd8\xaf\xd8\xa9", 0,
      CARRY_ON_VERDICT_FATAL, "context-too-long", NULL, "https://github.com/CherryHQ/cherry-studio/blob/da140c24f8115063f98051a10920ae94983fafe1/src/renderer/src/i18n/locales/ar-ye.json" },
    { "Bitte zuerst bei https://chatgpt.com anmelden", 0,
      CARRY_ON_VERDICT_FATAL, "login-expired", NULL, "https://github.com/ChatGPTBox-dev/chatGPTBox/blob/af4981d7a427548f29fd79a7b9eac00e858d6c80/src/_locales/de/main.json" },
    { "Moonshot-Token erforderlich, bitte zuerst bei https://kimi.com anmelden und dann auf die Schaltfl\xc3\xa4" "che Wiederholen klicken", 0,
      CARRY_ON_VERDICT_FATAL, "login-expired", NULL, "https://github.com/ChatGPTBox-dev/chatGPTBox/blob/af4981d7a427548f29fd79a7b9eac00e858d6c80/src/_locales/de/main.json" },
    { "<OpenSettingButton>\xd8\xb3\xd8\xac\xd9\x91\xd9\x84 \xd8\xa7\xd9\x84\xd8\xaf\xd8\xae\xd9\x88\xd9\x84 \xd8\xa5\xd9\x84\xd9\x89 Chatbox AI</OpenSettingButton> \xd9\x84\xd8\xa7\xd8\xb3\xd8\xaa\xd8\xae\xd8\xaf\xd8\xa7\xd9\x85 \xd8\xaa\xd8\xb1\xd8\xae\xd9\x8a\xd8\xb5 \xd8\xad\xd8\xb3\xd8\xa7\xd8\xa8\xd9\x83.", 0,
      CARRY_ON_VERDICT_FATAL, "login-expired", NULL, "https://github.com/chatboxai/chatbox/blob/HEAD/src/renderer/i18n/locales/ar/translation.json" },
    { "\xd0\x92\xd0\xb0\xd1\x88\xd0\xb0 \xd0\xbb\xd0\xb8\xd1\x86\xd0\xb5\xd0\xbd\xd0\xb7\xd0\xb8\xd1\x8f \xd0\xb8\xd1\x81\xd1\x82\xd0\xb5\xd0\xba\xd0\xbb\xd0\xb0. \xd0\x9f\xd0\xbe\xd0\xb6\xd0\xb0\xd0\xbb\xd1\x83\xd0\xb9\xd1\x81\xd1\x82\xd0\xb0, \xd0\xbf\xd1\x80\xd0\xbe\xd0\xb2\xd0\xb5\xd1\x80\xd1\x8c\xd1\x82\xd0\xb5 \xd0\xb2\xd0\xb0\xd1\x88\xd1\x83 \xd0\xbf\xd0\xbe\xd0\xb4\xd0\xbf\xd0\xb8\xd1\x81\xd0\xba\xd1\x83 \xd0\xb8\xd0\xbb\xd0\xb8 \xd0\xbf\xd1\x80\xd0\xb8\xd0\xbe\xd0\xb1\xd1\x80\xd0\xb5\xd1\x82\xd0\xb8\xd1\x82\xd0\xb5 \xd0\xbd\xd0\xbe\xd0\xb2\xd1\x83\xd1\x8e.", 0,
      CARRY_ON_VERDICT_FATAL, "plan-expired", NULL, "https://github.com/chatboxai/chatbox/blob/f0a47f7e246ef1a86b52fc40ef17399520467c4f/src/renderer/i18n/locales/ru/translation.json" },
    { "\xd0\x92\xd1\x8b \xd0\xb4\xd0\xbe\xd1\x81\xd1\x82\xd0\xb8\xd0\xb3\xd0\xbb\xd0\xb8 \xd1\x81\xd0\xb2\xd0\xbe\xd0\xb5\xd0\xb9 \xd0\xbc\xd0\xb5\xd1\x81\xd1\x8f\xd1\x87\xd0\xbd\xd0\xbe\xd0\xb9 \xd0\xba\xd0\xb2\xd0\xbe\xd1\x82\xd1\x8b \xd0\xb4\xd0\xbb\xd1\x8f \xd0\xbc\xd0\xbe\xd0\xb4\xd0\xb5\xd0\xbb\xd0\xb8 {{model}}. \xd0\x9f\xd0\xbe\xd0\xb6\xd0\xb0\xd0\xbb\xd1\x83\xd0\xb9\xd1\x81\xd1\x82\xd0\xb0, <OpenSettingButton>\xd0\xbf\xd0\xb5\xd1\x80\xd0\xb5\xd0\xb9\xd0\xb4\xd0\xb8\xd1\x82\xd0\xb5 \xd0\xb2 \xd0\x9d\xd0\xb0\xd1\x81\xd1\x82\xd1\x80\xd0\xbe\xd0\xb9\xd0\xba\xd0\xb8</OpenSettingButton>, \xd1\x87\xd1\x82\xd0\xbe\xd0\xb1\xd1\x8b \xd0\xbf\xd0\xb5\xd1\x80\xd0\xb5\xd0\xba\xd0\xbb\xd1\x8e\xd1\x87\xd0\xb8\xd1\x82\xd1\x8c\xd1\x81\xd1\x8f \xd0\xbd\xd0\xb0 \xd0\xb4\xd1\x80\xd1\x83\xd0\xb3\xd1\x83\xd1\x8e \xd0\xbc\xd0\xbe\xd0\xb4\xd0\xb5\xd0\xbb\xd1\x8c, \xd0\xbf\xd1\x80\xd0\xbe\xd1\x81\xd0\xbc\xd0\xbe\xd1\x82\xd1\x80\xd0\xb5\xd1\x82\xd1\x8c \xd0\xb8\xd1\x81\xd0\xbf\xd0\xbe\xd0\xbb\xd1\x8c\xd0\xb7\xd0\xbe\xd0\xb2\xd0\xb0\xd0\xbd\xd0\xb8\xd0\xb5 \xd0\xba\xd0\xb2\xd0\xbe\xd1\x82\xd1\x8b \xd0\xb8\xd0\xbb\xd0\xb8 \xd0\xbe\xd0\xb1\xd0\xbd\xd0\xbe\xd0\xb2\xd0\xb8\xd1\x82\xd1\x8c \xd1\x81\xd0\xb2\xd0\xbe\xd0\xb9 \xd0\xbf\xd0\xbb\xd0\xb0\xd0\xbd.", 0,
      CARRY_ON_VERDICT_LIMIT, "usage-limit", NULL, "https://github.com/chatboxai/chatbox/blob/f0a47f7e246ef1a86b52fc40ef17399520467c4f/src/renderer/i18n/locales/ru/translation.json" },
    { "\xe8\xaf\xb7\xe7\xa8\x8d\xe5\x80\x99\xe9\x87\x8d\xe8\xaf\x95\xe3\x80\x82\xe8\xa6\x81\xe6\x8f\x90\xe9\xab\x98\xe9\x99\x90\xe5\x88\xb6\xef\xbc\x8c\xe8\xaf\xb7\xe9\x80\x9a\xe8\xbf\x87 AI Studio \xe8\xaf\xb7\xe6\xb1\x82\xe9\x85\x8d\xe9\xa2\x9d\xe5\xa2\x9e\xe5\x8a\xa0\xef\xbc\x8c\xe6\x88\x96\xe5\x88\x87\xe6\x8d\xa2\xe5\x88\xb0\xe5\x85\xb6\xe4\xbb\x96 /auth \xe6\x96\xb9\xe6\xb3\x95", 0,
      CARRY_ON_VERDICT_LIMIT, "quota", NULL, "https://github.com/google-gemini/gemini-cli/blob/b04d556d8834b025e17b9e11777b3b207f78ec96/packages/cli/src/i18n/locales/zh/errors.json" },
    { "\xf0\x9f\x8e\x89 Giai \xc4\x91o\xe1\xba\xa1n alpha cho {{model}} \xc4\x91\xc3\xa3 k\xe1\xba\xbft th\xc3\xba" "c! Chuy\xe1\xbb\x83n sang m\xc3\xb4 h\xc3\xacnh kh\xc3\xa1" "c \xc4\x91\xe1\xbb\x83 ti\xe1\xba\xbfp t\xe1\xbb\xa5" "c.", 0,
      CARRY_ON_VERDICT_FATAL, "model-not-found", NULL, "https://github.com/Kilo-Org/kilocode/blob/47eeff23f297d463f33f2c3ac85e16edd1ca94b4/webview-ui/src/i18n/locales/vi/kilocode.json" },
  };

  check_sourced_cases (cases, G_N_ELEMENTS (cases));
  /* a sign-in too far from "first at"; a licence not expired; an alpha period not yet ended; and a review's: a licence
   * and an Arabic quota named as tips, an Arabic sign-in denied, a German sign-in's trouble, a feature's alpha */
  check_family_case (0, "Bitte zuerst bei https://status.example.com pr\xc3\xbc" "fen und dann erneut anmelden", 503,
                     CARRY_ON_VERDICT_TRANSIENT, NULL, NULL);
  check_family_case (1, "\xd0\x92\xd0\xb0\xd1\x88\xd0\xb0 \xd0\xbb\xd0\xb8\xd1\x86\xd0\xb5\xd0\xbd\xd0\xb7\xd0\xb8\xd1\x8f \xd0\xbd\xd0\xb5 \xd0\xb8\xd1\x81\xd1\x82\xd0\xb5\xd0\xba\xd0\xbb\xd0\xb0; \xd1\x81\xd0\xb5\xd1\x80\xd0\xb2\xd0\xb5\xd1\x80 \xd0\xbf\xd0\xb5\xd1\x80\xd0\xb5\xd0\xb3\xd1\x80\xd1\x83\xd0\xb6\xd0\xb5\xd0\xbd", 503,
                     CARRY_ON_VERDICT_TRANSIENT, NULL, NULL);
  check_family_case (2, "Giai \xc4\x91o\xe1\xba\xa1n alpha cho {{model}} ch\xc6\xb0" "a k\xe1\xba\xbft th\xc3\xba" "c; m\xc3\xa1y ch\xe1\xbb\xa7 \xc4\x91" "ang b\xe1\xba\xadn", 503,
                     CARRY_ON_VERDICT_TRANSIENT, NULL, NULL);
  check_family_case (3, "\xd0\xa1\xd0\xb5\xd1\x80\xd0\xb2\xd0\xb5\xd1\x80 \xd0\xbf\xd0\xb5\xd1\x80\xd0\xb5\xd0\xb3\xd1\x80\xd1\x83\xd0\xb6\xd0\xb5\xd0\xbd. \xd0\x95\xd1\x81\xd0\xbb\xd0\xb8 \xd0\xb2\xd0\xb0\xd1\x88\xd0\xb0 \xd0\xbb\xd0\xb8\xd1\x86\xd0\xb5\xd0\xbd\xd0\xb7\xd0\xb8\xd1\x8f \xd0\xb8\xd1\x81\xd1\x82\xd0\xb5\xd0\xba\xd0\xbb\xd0\xb0, \xd0\xbe\xd0\xb1\xd0\xbd\xd0\xbe\xd0\xb2\xd0\xb8\xd1\x82\xd0\xb5 \xd0\xba\xd0\xbb\xd1\x8e\xd1\x87 \xd0\xb2 \xd0\xbd\xd0\xb0\xd1\x81\xd1\x82\xd1\x80\xd0\xbe\xd0\xb9\xd0\xba\xd0\xb0\xd1\x85.", 503,
                     CARRY_ON_VERDICT_TRANSIENT, NULL, NULL);
  check_family_case (4, "\xd8\xa7\xd9\x84\xd8\xae\xd8\xa7\xd8\xaf\xd9\x85 \xd9\x85\xd8\xb4\xd8\xba\xd9\x88\xd9\x84. \xd8\xa5\xd8\xb0\xd8\xa7 \xd9\x86\xd9\x81\xd8\xaf\xd8\xaa \xd8\xad\xd8\xb5\xd8\xa9 \xd8\xa7\xd9\x84\xd8\xad\xd8\xb3\xd8\xa7\xd8\xa8\xd8\x8c \xd9\x8a\xd8\xb1\xd8\xac\xd9\x89 \xd8\xa7\xd9\x84\xd8\xb4\xd8\xad\xd9\x86", 503,
                     CARRY_ON_VERDICT_TRANSIENT, NULL, NULL);
  check_family_case (5, "\xd8\xa7\xd9\x84\xd8\xae\xd8\xa7\xd8\xaf\xd9\x85 \xd9\x85\xd8\xb4\xd8\xba\xd9\x88\xd9\x84 \xd8\xad\xd8\xa7\xd9\x84\xd9\x8a\xd8\xa7\xd9\x8b. \xd9\x84\xd8\xa7 \xd8\xaa\xd8\xad\xd8\xaa\xd8\xa7\xd8\xac \xd8\xa5\xd9\x84\xd9\x89 \xd8\xa3\xd9\x86 \xd8\xaa\xd8\xb3\xd8\xac\xd9\x91\xd9\x84 \xd8\xa7\xd9\x84\xd8\xaf\xd8\xae\xd9\x88\xd9\x84 \xd8\xa5\xd9\x84\xd9\x89 Chatbox AI \xd8\xb9\xd9\x86\xd8\xaf \xd8\xa7\xd8\xb3\xd8\xaa\xd8\xae\xd8\xaf\xd8\xa7\xd9\x85 \xd9\x85\xd9\x81\xd8\xaa\xd8\xa7\xd8\xad API \xd8\xa7\xd9\x84\xd8\xae\xd8\xa7\xd8\xb5 \xd8\xa8\xd9\x83.", 503,
                     CARRY_ON_VERDICT_TRANSIENT, NULL, NULL);
  check_family_case (6, "Server \xc3\xbc" "berlastet. Bitte zuerst bei Problemen mit dem Anmelden den Browser-Cache leeren.", 503,
                     CARRY_ON_VERDICT_TRANSIENT, NULL, NULL);
  check_family_case (7, "Giai \xc4\x91o\xe1\xba\xa1n alpha cho t\xc3\xadnh n\xc4\x83ng \xc4\x91\xe1\xbb\x93ng b\xe1\xbb\x99 \xc4\x91\xc3\xa3 k\xe1\xba\xbft th\xc3\xba" "c, m\xc3\xa1y ch\xe1\xbb\xa7 \xc4\x91" "ang qu\xc3\xa1 t\xe1\xba\xa3i.", 503,
                     CARRY_ON_VERDICT_TRANSIENT, NULL, NULL);
}

/* Rounds rm-rt: OpenCode's usage limit in Mongolian, its provider failing
 * to start in Ukrainian and to authenticate in Thai, molecule's AI provider not
 * configured in German and French, Firefox Smart Window's Belarusian
 * sign-in, Kazakh and Armenian length limits, Esperanto and Belarusian too
 * many messages and Armenian, Kazakh and Frisian daily chat limits,
 * Cherry Studio's Korean "requested too often", and Open WebUI's account
 * pending activation in Danish, Finnish and Greek (locale files); near
 * misses beside them */
static void
test_rm_rt_families (void)
{
  static const SourcedCase cases[] = {
    { "\xd0\xa5\xd1\x8d\xd1\x80\xd1\x8d\xd0\xb3\xd0\xbb\xd1\x8d\xd1\x8d\xd0\xbd\xd0\xb8\xd0\xb9 \xd1\x85\xd1\x8f\xd0\xb7\xd0\xb3\xd0\xb0\xd0\xb0\xd1\x80\xd1\x82 \xd1\x85\xd2\xaf\xd1\x80\xd1\x81\xd1\x8d\xd0\xbd. \xd0\xad\xd0\xbd\xd1\x8d \xd0\xb7\xd0\xb0\xd0\xb3\xd0\xb2\xd0\xb0\xd1\x80\xd1\x8b\xd0\xb3 \xd0\xbe\xd0\xb4\xd0\xbe\xd0\xbe \xd2\xaf\xd1\x80\xd0\xb3\xd1\x8d\xd0\xbb\xd0\xb6\xd0\xbb\xd2\xaf\xd2\xaf\xd0\xbb\xd1\x8d\xd0\xbd \xd0\xb0\xd1\x88\xd0\xb8\xd0\xb3\xd0\xbb\xd0\xb0\xd1\x85\xd1\x8b\xd0\xbd \xd1\x82\xd1\x83\xd0\xbb\xd0\xb4 \xd0\xb1\xd0\xb0\xd0\xb9\xd0\xb3\xd0\xb0\xd0\xb0 \xd2\xaf\xd0\xbb\xd0\xb4\xd1\x8d\xd0\xb3\xd0\xb4\xd0\xbb\xd1\x8d\xd1\x8d\xd1\x81\xd1\x8d\xd1\x8d \xd0\xb0\xd1\x88\xd0\xb8\xd0\xb3\xd0\xbb\xd0\xb0\xd0\xbb\xd1\x82\xd1\x8b\xd0\xb3 \xd0\xb8\xd0\xb4\xd1\x8d\xd0\xb2\xd1\x85\xd0\xb6\xd2\xaf\xd2\xaf\xd0\xbb\xd0\xbd\xd1\x8d \xd2\xaf\xd2\xaf", 0,
      CARRY_ON_VERDICT_LIMIT, "usage-limit", NULL, "https://github.com/anomalyco/opencode/blob/ec0c88ae310efac8446d78a657616be36b76fe79/packages/ui/src/i18n/mn.ts" },
    { "\xd0\x9d\xd0\xb5 \xd0\xb2\xd0\xb4\xd0\xb0\xd0\xbb\xd0\xbe\xd1\x81\xd1\x8f \xd1\x96\xd0\xbd\xd1\x96\xd1\x86\xd1\x96\xd0\xb0\xd0\xbb\xd1\x96\xd0\xb7\xd1\x83\xd0\xb2\xd0\xb0\xd1\x82\xd0\xb8 \xd0\xbf\xd1\x80\xd0\xbe\xd0\xb2\xd0\xb0\xd0\xb9\xd0\xb4\xd0\xb5\xd1\x80\xd0\xb0 \"{{provider}}\". \xd0\x9f\xd0\xb5\xd1\x80\xd0\xb5\xd0\xb2\xd1\x96\xd1\x80\xd1\x82\xd0\xb5 \xd0\xbe\xd0\xb1\xd0\xbb\xd1\x96\xd0\xba\xd0\xbe\xd0\xb2\xd1\x96 \xd0\xb4\xd0\xb0\xd0\xbd\xd1\x96 \xd1\x82\xd0\xb0 \xd0\xba\xd0\xbe\xd0\xbd\xd1\x84\xd1\x96\xd0\xb3\xd1\x83\xd1\x80\xd0\xb0\xd1\x86\xd1\x96\xd1\x8e.", 0,
      CARRY_ON_VERDICT_FATAL, "provider-init", NULL, "https://github.com/sst/opencode/blob/a8dec0a40f1ea4f9cc9e72fbc648cd5ffcec4a40/packages/app/src/i18n/uk.ts" },
    { "\xe0\xb8\x81\xe0\xb8\xb2\xe0\xb8\xa3\xe0\xb8\x95\xe0\xb8\xa3\xe0\xb8\xa7\xe0\xb8\x88\xe0\xb8\xaa\xe0\xb8\xad\xe0\xb8\x9a\xe0\xb8\xaa\xe0\xb8\xb4\xe0\xb8\x97\xe0\xb8\x98\xe0\xb8\xb4\xe0\xb9\x8c\xe0\xb8\x9c\xe0\xb8\xb9\xe0\xb9\x89\xe0\xb9\x83\xe0\xb8\xab\xe0\xb9\x89\xe0\xb8\x9a\xe0\xb8\xa3\xe0\xb8\xb4\xe0\xb8\x81\xe0\xb8\xb2\xe0\xb8\xa3\xe0\xb8\xa5\xe0\xb9\x89\xe0\xb8\xa1\xe0\xb9\x80\xe0\xb8\xab\xe0\xb8\xa5\xe0\xb8\xa7 ({{provider}}): {{message}}", 0,
      CARRY_ON_VERDICT_FATAL, "invalid-api-key", NULL, "https://github.com/sst/opencode/blob/9899f8d73d7fabaed4ec5de12cd1c68423a87570/packages/app/src/i18n/th.ts" },
    { "KI-Anbieter nicht konfiguriert. Binden Sie zuerst einen KI-Anbieter.", 0,
      CARRY_ON_VERDICT_FATAL, "credentials-missing", NULL, "https://github.com/molecule-dev/molecule/blob/726128a01022914236229dc9bd984601d63ad45c/packages/api/locales/ai/src/de.ts" },
    { "Le fournisseur d'IA n'est pas configur\xc3\xa9. Liez d'abord un fournisseur d'IA.", 0,
      CARRY_ON_VERDICT_FATAL, "credentials-missing", NULL, "https://github.com/molecule-dev/molecule/blob/726128a01022914236229dc9bd984601d63ad45c/packages/api/locales/ai/src/fr.ts" },
    { "\xd0\x9a\xd0\xb0\xd0\xb1 \xd0\xba\xd0\xb0\xd1\x80\xd1\x8b\xd1\x81\xd1\x82\xd0\xb0\xd1\x86\xd1\x86\xd0\xb0 { -smart-window-brand-name }, \xd0\xb2\xd0\xb0\xd0\xbc \xd1\x82\xd1\x80\xd1\x8d\xd0\xb1\xd0\xb0 \xd1\x9e\xd0\xb2\xd0\xb0\xd0\xb9\xd1\x81\xd1\x86\xd1\x96.", 0,
      CARRY_ON_VERDICT_FATAL, "login-expired", NULL, "https://github.com/mozilla-l10n/firefox-l10n/blob/14e5dd6532f49219a5bb85b2237ecd7b51bd53bb/be/browser/browser/aiWindowContent.ftl" },
    { "\xd0\x96\xd0\xb0\xd2\xa3\xd0\xb0 \xd1\x87\xd0\xb0\xd1\x82 \xd0\xb1\xd0\xb0\xd1\x81\xd1\x82\xd0\xb0\xd1\x83 \xd1\x83\xd0\xb0\xd2\x9b\xd1\x8b\xd1\x82\xd1\x8b \xd0\xba\xd0\xb5\xd0\xbb\xd0\xb4\xd1\x96. \xd0\x91\xd2\xb1\xd0\xbb \xd1\x87\xd0\xb0\xd1\x82 \xd2\xb1\xd0\xb7\xd1\x8b\xd0\xbd\xd0\xb4\xd1\x8b\xd2\x9b \xd1\x88\xd0\xb5\xd0\xb3\xd1\x96\xd0\xbd\xd0\xb5 \xd0\xb6\xd0\xb5\xd1\x82\xd1\x82\xd1\x96.", 0,
      CARRY_ON_VERDICT_FATAL, "context-too-long", NULL, "https://github.com/mozilla-l10n/firefox-l10n/blob/0a69a905409954ac3e9990340f0130d9e1a93b7f/kk/browser/browser/aiWindowContent.ftl" },
    { "\xd4\xba\xd5\xa1\xd5\xb4\xd5\xa1\xd5\xb6\xd5\xa1\xd5\xaf\xd5\xb6 \xd5\xa7 \xd5\xb6\xd5\xb8\xd6\x80 \xd5\xa6\xd6\x80\xd5\xb8\xd6\x82\xd5\xb5\xd6\x81 \xd5\xbd\xd5\xaf\xd5\xbd\xd5\xa5\xd5\xac\xd5\xb8\xd6\x82\xd6\x89 \xd4\xb1\xd5\xb5\xd5\xbd \xd5\xb4\xd5\xa5\xd5\xaf\xd5\xa8 \xd5\xb0\xd5\xa1\xd5\xbd\xd5\xa5\xd5\xac \xd5\xa7 \xd5\xab\xd6\x80 \xd5\xa5\xd6\x80\xd5\xaf\xd5\xa1\xd6\x80\xd5\xb8\xd6\x82\xd5\xa9\xd5\xb5\xd5\xa1\xd5\xb6 \xd5\xbd\xd5\xa1\xd5\xb0\xd5\xb4\xd5\xa1\xd5\xb6\xd5\xa1\xd5\xb9\xd5\xa1\xd6\x83\xd5\xab\xd5\xb6\xd6\x89", 0,
      CARRY_ON_VERDICT_FATAL, "context-too-long", NULL, "https://github.com/mozilla-l10n/firefox-l10n/blob/08d171ad91ef5c12d472baec5fe2b18284cff60a/hy-AM/browser/browser/aiWindowContent.ftl" },
    { "Bonvolu atendi momenton kaj provi denove. Tro multaj mesa\xc4\x9doj estis senditaj dum mallonga tempo.", 0,
      CARRY_ON_VERDICT_LIMIT, "rate-limit", NULL, "https://github.com/mozilla-l10n/firefox-l10n/blob/16d53863ee1d40cc2f0728ea9e3db2b94d623f75/eo/browser/browser/aiWindowContent.ftl" },
    { "\xd0\x9f\xd0\xb0\xd1\x87\xd0\xb0\xd0\xba\xd0\xb0\xd0\xb9\xd1\x86\xd0\xb5 \xd1\x85\xd0\xb2\xd1\x96\xd0\xbb\xd1\x96\xd0\xbd\xd0\xba\xd1\x83 \xd1\x96 \xd0\xbf\xd0\xb0\xd1\x81\xd0\xbf\xd1\x80\xd0\xb0\xd0\xb1\xd1\x83\xd0\xb9\xd1\x86\xd0\xb5 \xd0\xb7\xd0\xbd\xd0\xbe\xd1\x9e. \xd0\x97\xd0\xb0 \xd0\xba\xd0\xb0\xd1\x80\xd0\xbe\xd1\x82\xd0\xba\xd1\x96 \xd1\x87\xd0\xb0\xd1\x81 \xd0\xb1\xd1\x8b\xd0\xbb\xd0\xbe \xd0\xb0\xd0\xb4\xd0\xbf\xd1\x80\xd0\xb0\xd1\x9e\xd0\xbb\xd0\xb5\xd0\xbd\xd0\xb0 \xd0\xb7\xd0\xb0\xd0\xbd\xd0\xb0\xd0\xb4\xd1\x82\xd0\xb0 \xd1\x88\xd0\xbc\xd0\xb0\xd1\x82 \xd0\xbf\xd0\xb0\xd0\xb2\xd0\xb5\xd0\xb4\xd0\xb0\xd0\xbc\xd0\xbb\xd0\xb5\xd0\xbd\xd0\xbd\xd1\x8f\xd1\x9e.", 0,
      CARRY_ON_VERDICT_LIMIT, "rate-limit", NULL, "https://github.com/mozilla-l10n/firefox-l10n/blob/14e5dd6532f49219a5bb85b2237ecd7b51bd53bb/be/browser/browser/aiWindowContent.ftl" },
    { "\xeb\x84\x88\xeb\xac\xb4 \xec\x9e\x90\xec\xa3\xbc \xec\x9a\x94\xec\xb2\xad\xed\x96\x88\xec\x8a\xb5\xeb\x8b\x88\xeb\x8b\xa4. {{seconds}}\xec\xb4\x88 \xed\x9b\x84 \xeb\x8b\xa4\xec\x8b\x9c \xec\x8b\x9c\xeb\x8f\x84\xed\x95\xb4\xec\xa3\xbc\xec\x84\xb8\xec\x9a\x94", 0,
      CARRY_ON_VERDICT_LIMIT, "rate-limit", NULL, "https://github.com/CherryHQ/cherry-studio/blob/c45d398b2329f61bd2e79fe6f580063124822b59/src/renderer/src/i18n/translate/ko-kr.json" },
    { "\xd4\xb4\xd5\xb8\xd6\x82\xd6\x84 \xd5\xb0\xd5\xa1\xd5\xbd\xd5\xa5\xd5\xac \xd5\xa5\xd6\x84 \xd5\xa1\xd5\xb5\xd5\xbd\xd6\x85\xd6\x80\xd5\xbe\xd5\xa1 \xd5\xa6\xd6\x80\xd5\xb8\xd6\x82\xd5\xb5\xd6\x81\xd5\xab \xd5\xbd\xd5\xa1\xd5\xb0\xd5\xb4\xd5\xa1\xd5\xb6\xd5\xa1\xd5\xb9\xd5\xa1\xd6\x83\xd5\xab\xd5\xb6\xd6\x89", 0,
      CARRY_ON_VERDICT_LIMIT, "quota", NULL, "https://github.com/mozilla-l10n/firefox-l10n/blob/08d171ad91ef5c12d472baec5fe2b18284cff60a/hy-AM/browser/browser/aiWindowContent.ftl" },
    { "\xd0\x91\xd2\xaf\xd0\xb3\xd1\x96\xd0\xbd\xd0\xb3\xd1\x96 \xd1\x87\xd0\xb0\xd1\x82 \xd1\x88\xd0\xb5\xd0\xb3\xd1\x96\xd0\xbd\xd0\xb5 \xd0\xb6\xd0\xb5\xd1\x82\xd1\x82\xd1\x96\xd2\xa3\xd1\x96\xd0\xb7.", 0,
      CARRY_ON_VERDICT_LIMIT, "quota", NULL, "https://github.com/mozilla-l10n/firefox-l10n/blob/0a69a905409954ac3e9990340f0130d9e1a93b7f/kk/browser/browser/aiWindowContent.ftl" },
    { "Jo hawwe de chatlimyt fan hjoed berikt.", 0,
      CARRY_ON_VERDICT_LIMIT, "quota", NULL, "https://github.com/mozilla-l10n/firefox-l10n/blob/2e760aae1bea204145aec1e852567d3c84fd0760/fy-NL/browser/browser/aiWindowContent.ftl" },
    { "Aktivering af profil afventer", 0,
      CARRY_ON_VERDICT_FATAL, "account", NULL, "https://github.com/open-webui/open-webui/blob/00f58658f7e633e63623c8866dd720fb60e02fe2/src/lib/i18n/locales/da-DK/translation.json" },
    { "Tilisi tila on t\xc3\xa4ll\xc3\xa4 hetkell\xc3\xa4 odottaa aktivointia.", 0,
      CARRY_ON_VERDICT_FATAL, "account", NULL, "https://github.com/open-webui/open-webui/blob/00b61ee25cb4bd8ef430926609526eee13950832/src/lib/i18n/locales/fi-FI/translation.json" },
    { "\xce\x97 \xce\xba\xce\xb1\xcf\x84\xce\xac\xcf\x83\xcf\x84\xce\xb1\xcf\x83\xce\xb7 \xcf\x84\xce\xbf\xcf\x85 \xce\xbb\xce\xbf\xce\xb3\xce\xb1\xcf\x81\xce\xb9\xce\xb1\xcf\x83\xce\xbc\xce\xbf\xcf\x8d \xcf\x83\xce\xb1\xcf\x82 \xce\xb5\xce\xaf\xce\xbd\xce\xb1\xce\xb9 \xce\xb1\xcf\x85\xcf\x84\xce\xae \xcf\x84\xce\xb7 \xcf\x83\xcf\x84\xce\xb9\xce\xb3\xce\xbc\xce\xae \xcf\x83\xce\xb5 \xce\xb5\xce\xba\xce\xba\xcf\x81\xce\xb5\xce\xbc\xcf\x8c\xcf\x84\xce\xb7\xcf\x84\xce\xb1 \xce\xb5\xce\xbd\xce\xb5\xcf\x81\xce\xb3\xce\xbf\xcf\x80\xce\xbf\xce\xaf\xce\xb7\xcf\x83\xce\xb7\xcf\x82.", 0,
      CARRY_ON_VERDICT_FATAL, "account", NULL, "https://github.com/open-webui/open-webui/blob/00f58658f7e633e63623c8866dd720fb60e02fe2/src/lib/i18n/locales/el-GR/translation.json" },
  };

  check_sourced_cases (cases, G_N_ELEMENTS (cases));
  /* a sign-in named as a tip beside a busy server (the Belarusian phrase holds to its full stop); a model not found in
   * a cache; not too many messages; and a review's: a model, a server or a reply where the account or the chat was, a
   * daily or usage limit as a tip or a question, an Esperanto denial, a Thai "if … fails", and sign-ins named as
   * tips in Belarusian, Hungarian and Swedish */
  check_family_case (0, "\xd0\xa1\xd0\xb5\xd1\x80\xd0\xb2\xd0\xb5\xd1\x80 \xd0\xbf\xd0\xb5\xd1\x80\xd0\xb0\xd0\xb3\xd1\x80\xd1\x83\xd0\xb6\xd0\xb0\xd0\xbd\xd1\x8b. \xd0\x9a\xd0\xb0\xd0\xbb\xd1\x96 \xd0\xb2\xd0\xb0\xd0\xbc \xd1\x82\xd1\x80\xd1\x8d\xd0\xb1\xd0\xb0 \xd1\x9e\xd0\xb2\xd0\xb0\xd0\xb9\xd1\x81\xd1\x86\xd1\x96 \xd0\xb7\xd0\xbd\xd0\xbe\xd1\x9e, \xd0\xbf\xd0\xb0\xd1\x81\xd0\xbf\xd1\x80\xd0\xb0\xd0\xb1\xd1\x83\xd0\xb9\xd1\x86\xd0\xb5 \xd0\xbf\xd0\xb0\xd0\xb7\xd0\xbd\xd0\xb5\xd0\xb9", 503,
                     CARRY_ON_VERDICT_TRANSIENT, NULL, NULL);
  check_family_case (1, "Model ikke fundet i cachen, henter igen", 503,
                     CARRY_ON_VERDICT_TRANSIENT, NULL, NULL);
  check_family_case (2, "Ne tro multaj mesa\xc4\x9doj; la servilo estas okupata", 503,
                     CARRY_ON_VERDICT_TRANSIENT, NULL, NULL);
  check_family_case (3, "\xce\xa4\xce\xbf \xce\xbc\xce\xbf\xce\xbd\xcf\x84\xce\xad\xce\xbb\xce\xbf \xce\xb5\xce\xaf\xce\xbd\xce\xb1\xce\xb9 \xcf\x83\xce\xb5 \xce\xb5\xce\xba\xce\xba\xcf\x81\xce\xb5\xce\xbc\xcf\x8c\xcf\x84\xce\xb7\xcf\x84\xce\xb1 \xce\xb5\xce\xbd\xce\xb5\xcf\x81\xce\xb3\xce\xbf\xcf\x80\xce\xbf\xce\xaf\xce\xb7\xcf\x83\xce\xb7\xcf\x82, \xce\xb4\xce\xbf\xce\xba\xce\xb9\xce\xbc\xce\xac\xcf\x83\xcf\x84\xce\xb5 \xce\xbe\xce\xb1\xce\xbd\xce\xac \xcf\x83\xce\xb5 \xce\xbb\xce\xaf\xce\xb3\xce\xb1 \xce\xbb\xce\xb5\xcf\x80\xcf\x84\xce\xac.", 503,
                     CARRY_ON_VERDICT_TRANSIENT, NULL, NULL);
  check_family_case (4, "Palvelimen tila on t\xc3\xa4ll\xc3\xa4 hetkell\xc3\xa4 odottaa aktivointia", 503,
                     CARRY_ON_VERDICT_TRANSIENT, NULL, NULL);
  check_family_case (5, "\xd5\x8a\xd5\xa1\xd5\xbf\xd5\xa1\xd5\xbd\xd5\xad\xd5\xa1\xd5\xb6\xd5\xa8 \xd5\xb0\xd5\xa1\xd5\xbd\xd5\xa5\xd5\xac \xd5\xa7 \xd5\xab\xd6\x80 \xd5\xa5\xd6\x80\xd5\xaf\xd5\xa1\xd6\x80\xd5\xb8\xd6\x82\xd5\xa9\xd5\xb5\xd5\xa1\xd5\xb6 \xd5\xbd\xd5\xa1\xd5\xb0\xd5\xb4\xd5\xa1\xd5\xb6\xd5\xa1\xd5\xb9\xd5\xa1\xd6\x83\xd5\xab\xd5\xb6", 503,
                     CARRY_ON_VERDICT_TRANSIENT, NULL, NULL);
  check_family_case (6, "De tsjinner is tydlik net beskikber. As jo de chatlimyt fan hjoed berikt hawwe, wachtsje dan oant moarn.", 503,
                     CARRY_ON_VERDICT_TRANSIENT, NULL, NULL);
  check_family_case (7, "\xd0\xa1\xd0\xb5\xd1\x80\xd0\xb2\xd0\xb5\xd1\x80 \xd0\xb1\xd0\xbe\xd1\x81 \xd0\xb5\xd0\xbc\xd0\xb5\xd1\x81. \xd0\x91\xd2\xaf\xd0\xb3\xd1\x96\xd0\xbd\xd0\xb3\xd1\x96 \xd1\x87\xd0\xb0\xd1\x82 \xd1\x88\xd0\xb5\xd0\xb3\xd1\x96\xd0\xbd\xd0\xb5 \xd0\xb6\xd0\xb5\xd1\x82\xd1\x82\xd1\x96\xd2\xa3\xd1\x96\xd0\xb7 \xd0\xb1\xd0\xb5? \xd0\x9a\xd0\xb5\xd0\xb9\xd1\x96\xd0\xbd\xd1\x96\xd1\x80\xd0\xb5\xd0\xba \xd0\xba\xd3\xa9\xd1\x80\xd1\x96\xd2\xa3\xd1\x96\xd0\xb7", 503,
                     CARRY_ON_VERDICT_TRANSIENT, NULL, NULL);
  check_family_case (8, "\xd0\xa1\xd0\xb5\xd1\x80\xd0\xb2\xd0\xb5\xd1\x80 \xd0\xb0\xd1\x87\xd0\xb0\xd0\xb0\xd0\xbb\xd0\xb0\xd0\xbb\xd1\x82\xd0\xb0\xd0\xb9 \xd0\xb1\xd0\xb0\xd0\xb9\xd0\xbd\xd0\xb0. \xd0\xa5\xd1\x8d\xd1\x80\xd1\x8d\xd0\xb3\xd0\xbb\xd1\x8d\xd1\x8d\xd0\xbd\xd0\xb8\xd0\xb9 \xd1\x85\xd1\x8f\xd0\xb7\xd0\xb3\xd0\xb0\xd0\xb0\xd1\x80\xd1\x82 \xd1\x85\xd2\xaf\xd1\x80\xd1\x81\xd1\x8d\xd0\xbd \xd1\x82\xd0\xbe\xd1\x85\xd0\xb8\xd0\xbe\xd0\xbb\xd0\xb4\xd0\xbe\xd0\xbb\xd0\xb4 \xd0\xb1\xd0\xb0\xd0\xb3\xd1\x86\xd0\xb0\xd0\xb0 \xd1\x88\xd0\xb8\xd0\xbd\xd1\x8d\xd1\x87\xd0\xb8\xd0\xbb\xd0\xbd\xd1\x8d \xd2\xaf\xd2\xaf", 503,
                     CARRY_ON_VERDICT_TRANSIENT, NULL, NULL);
  check_family_case (9, "Ne tro multaj mesa\xc4\x9doj estis senditaj; la servilo estas okupata", 503,
                     CARRY_ON_VERDICT_TRANSIENT, NULL, NULL);
  check_family_case (10, "\xe0\xb9\x80\xe0\xb8\x8b\xe0\xb8\xb4\xe0\xb8\xa3\xe0\xb9\x8c\xe0\xb8\x9f\xe0\xb9\x80\xe0\xb8\xa7\xe0\xb8\xad\xe0\xb8\xa3\xe0\xb9\x8c\xe0\xb9\x84\xe0\xb8\xa1\xe0\xb9\x88\xe0\xb8\x9e\xe0\xb8\xa3\xe0\xb9\x89\xe0\xb8\xad\xe0\xb8\xa1\xe0\xb9\x83\xe0\xb8\x8a\xe0\xb9\x89\xe0\xb8\x87\xe0\xb8\xb2\xe0\xb8\x99\xe0\xb8\x8a\xe0\xb8\xb1\xe0\xb9\x88\xe0\xb8\xa7\xe0\xb8\x84\xe0\xb8\xa3\xe0\xb8\xb2\xe0\xb8\xa7 \xe0\xb8\xab\xe0\xb8\xb2\xe0\xb8\x81\xe0\xb8\x81\xe0\xb8\xb2\xe0\xb8\xa3\xe0\xb8\x95\xe0\xb8\xa3\xe0\xb8\xa7\xe0\xb8\x88\xe0\xb8\xaa\xe0\xb8\xad\xe0\xb8\x9a\xe0\xb8\xaa\xe0\xb8\xb4\xe0\xb8\x97\xe0\xb8\x98\xe0\xb8\xb4\xe0\xb9\x8c\xe0\xb8\x9c\xe0\xb8\xb9\xe0\xb9\x89\xe0\xb9\x83\xe0\xb8\xab\xe0\xb9\x89\xe0\xb8\x9a\xe0\xb8\xa3\xe0\xb8\xb4\xe0\xb8\x81\xe0\xb8\xb2\xe0\xb8\xa3\xe0\xb8\xa5\xe0\xb9\x89\xe0\xb8\xa1\xe0\xb9\x80\xe0\xb8\xab\xe0\xb8\xa5\xe0\xb8\xa7 \xe0\xb9\x82\xe0\xb8\x9b\xe0\xb8\xa3\xe0\xb8\x94\xe0\xb8\x95\xe0\xb8\xa3\xe0\xb8\xa7\xe0\xb8\x88\xe0\xb8\xaa\xe0\xb8\xad\xe0\xb8\x9a\xe0\xb8\x84\xe0\xb8\xb5\xe0\xb8\xa2\xe0\xb9\x8c API", 503,
                     CARRY_ON_VERDICT_TRANSIENT, NULL, NULL);
  check_family_case (11, "\xd0\xa1\xd0\xb5\xd1\x80\xd0\xb2\xd0\xb5\xd1\x80 \xd0\xbf\xd0\xb5\xd1\x80\xd0\xb0\xd0\xb3\xd1\x80\xd1\x83\xd0\xb6\xd0\xb0\xd0\xbd\xd1\x8b, \xd0\xbf\xd0\xb0\xd1\x81\xd0\xbf\xd1\x80\xd0\xb0\xd0\xb1\xd1\x83\xd0\xb9\xd1\x86\xd0\xb5 \xd0\xbf\xd0\xb0\xd0\xb7\xd0\xbd\xd0\xb5\xd0\xb9. \xd0\x9a\xd0\xb0\xd0\xb1 \xd0\xb7\xd0\xb0\xd1\x85\xd0\xb0\xd0\xb2\xd0\xb0\xd1\x86\xd1\x8c \xd0\xb3\xd1\x96\xd1\x81\xd1\x82\xd0\xbe\xd1\x80\xd1\x8b\xd1\x8e \xd1\x87\xd0\xb0\xd1\x82\xd0\xb0\xd1\x9e, \xd0\xb2\xd0\xb0\xd0\xbc \xd1\x82\xd1\x80\xd1\x8d\xd0\xb1\xd0\xb0 \xd1\x9e\xd0\xb2\xd0\xb0\xd0\xb9\xd1\x81\xd1\x86\xd1\x96.", 503,
                     CARRY_ON_VERDICT_TRANSIENT, NULL, NULL);
  check_family_case (12, "A kiszolg\xc3\xa1l\xc3\xb3 t\xc3\xbalterhelt, pr\xc3\xb3" "b\xc3\xa1lja \xc3\xbajra k\xc3\xa9s\xc5\x91" "bb. A pr\xc3\xa9mium modellek haszn\xc3\xa1lat\xc3\xa1hoz be kell jelentkeznie.", 503,
                     CARRY_ON_VERDICT_TRANSIENT, NULL, NULL);
  check_family_case (13, "Servern \xc3\xa4r \xc3\xb6verbelastad. F\xc3\xb6r att anv\xc3\xa4nda premiummodeller m\xc3\xa5ste du logga in.", 503,
                     CARRY_ON_VERDICT_TRANSIENT, NULL, NULL);
}

/* Rounds re-rl: OpenCode's free usage in Hungarian, Hebrew and Czech, its
 * provider failing to start or to authenticate in Polish and Arabic, LibreChat's too many sign-in attempts in English, Czech, Korean,
 * Turkish and Thai, Firefox Smart Window's Greek too many messages,
 * Traditional Chinese length limit and Hungarian sign-in, content blocked
 * in Russian (Cherry Studio), a retired model in Vietnamese, an account
 * blocked in Hebrew, and ChatGPT's outage page; near misses beside them */
static void
test_re_rl_families (void)
{
  static const SourcedCase cases[] = {
    { "Az ingyenes haszn\xc3\xa1lat t\xc3\xball\xc3\xa9pve", 0,
      CARRY_ON_VERDICT_LIMIT, "usage-limit", NULL, "https://github.com/anomalyco/opencode/blob/20a715dc5ccd892dccb16b42af123d0ed81b5236/packages/ui/src/i18n/hu.ts" },
    { "\xd7\x97\xd7\xa8\xd7\x99\xd7\x92\xd7\x94 \xd7\x9e\xd7\x94\xd7\xa9\xd7\x99\xd7\x9e\xd7\x95\xd7\xa9 \xd7\x91\xd7\x97\xd7\x99\xd7\xa0\xd7\x9d", 0,
      CARRY_ON_VERDICT_LIMIT, "usage-limit", NULL, "https://github.com/anomalyco/opencode/blob/f37c9e768bb88661aee24a1d15793bfb1eb28335/packages/ui/src/i18n/he.ts" },
    { "Bezplatn\xc3\xa9 vyu\xc5\xbeit\xc3\xad p\xc5\x99" "ekro\xc4\x8d" "eno", 0,
      CARRY_ON_VERDICT_LIMIT, "usage-limit", NULL, "https://github.com/anomalyco/opencode/blob/20a715dc5ccd892dccb16b42af123d0ed81b5236/packages/ui/src/i18n/cs.ts" },
    { "Nie uda\xc5\x82o si\xc4\x99 zainicjowa\xc4\x87 dostawcy \"{{provider}}\". Sprawd\xc5\xba po\xc5\x9bwiadczenia i konfiguracj\xc4\x99.", 0,
      CARRY_ON_VERDICT_FATAL, "provider-init", NULL, "https://github.com/sst/opencode/blob/a8dec0a40f1ea4f9cc9e72fbc648cd5ffcec4a40/packages/app/src/i18n/pl.ts" },
    { "Uwierzytelnianie dostawcy nie powiod\xc5\x82o si\xc4\x99 ({{provider}}): {{message}}", 0,
      CARRY_ON_VERDICT_FATAL, "invalid-api-key", NULL, "https://github.com/sst/opencode/blob/a8dec0a40f1ea4f9cc9e72fbc648cd5ffcec4a40/packages/app/src/i18n/pl.ts" },
    { "\xd9\x81\xd8\xb4\xd9\x84\xd8\xaa \xd9\x85\xd8\xb5\xd8\xa7\xd8\xaf\xd9\x82\xd8\xa9 \xd8\xa7\xd9\x84\xd9\x85\xd9\x88\xd9\x81\xd8\xb1 ({{provider}}): {{message}}", 0,
      CARRY_ON_VERDICT_FATAL, "invalid-api-key", NULL, "https://github.com/sst/opencode/blob/a8dec0a40f1ea4f9cc9e72fbc648cd5ffcec4a40/packages/app/src/i18n/ar.ts" },
    { "P\xc5\x99\xc3\xadli\xc5\xa1 mnoho pokus\xc5\xaf o p\xc5\x99ihl\xc3\xa1\xc5\xa1" "en\xc3\xad v kr\xc3\xa1tk\xc3\xa9m \xc4\x8d" "ase. Zkuste to pros\xc3\xadm pozd\xc4\x9bji.", 0,
      CARRY_ON_VERDICT_LIMIT, "rate-limit", NULL, "https://github.com/danny-avila/LibreChat/blob/14ff66b2c34ece5924c5b8949aab5b575036c462/client/src/locales/cs/translation.json" },
    { "\xec\xa7\xa7\xec\x9d\x80 \xec\x8b\x9c\xea\xb0\x84 \xeb\x8f\x99\xec\x95\x88 \xeb\x84\x88\xeb\xac\xb4 \xeb\xa7\x8e\xec\x9d\x80 \xeb\xa1\x9c\xea\xb7\xb8\xec\x9d\xb8 \xec\x8b\x9c\xeb\x8f\x84\xea\xb0\x80 \xec\x9e\x88\xec\x97\x88\xec\x8a\xb5\xeb\x8b\x88\xeb\x8b\xa4. \xec\x9e\xa0\xec\x8b\x9c \xed\x9b\x84 \xeb\x8b\xa4\xec\x8b\x9c \xec\x8b\x9c\xeb\x8f\x84\xed\x95\xb4 \xec\xa3\xbc\xec\x84\xb8\xec\x9a\x94.", 0,
      CARRY_ON_VERDICT_LIMIT, "rate-limit", NULL, "https://github.com/danny-avila/LibreChat/blob/44eb762f64560aae78a53cc174d494a834c3308b/client/src/locales/ko/translation.json" },
    { "K\xc4\xb1sa s\xc3\xbcrede \xc3\xa7ok fazla giri\xc5\x9f denemesi yap\xc4\xb1ld\xc4\xb1. L\xc3\xbctfen daha sonra tekrar deneyin.", 0,
      CARRY_ON_VERDICT_LIMIT, "rate-limit", NULL, "https://github.com/danny-avila/LibreChat/blob/c14751cef509183ee67b629b30fa851abafd2a49/client/src/locales/tr/translation.json" },
    { "\xe0\xb8\xa1\xe0\xb8\xb5\xe0\xb8\x81\xe0\xb8\xb2\xe0\xb8\xa3\xe0\xb8\x9e\xe0\xb8\xa2\xe0\xb8\xb2\xe0\xb8\xa2\xe0\xb8\xb2\xe0\xb8\xa1\xe0\xb9\x80\xe0\xb8\x82\xe0\xb9\x89\xe0\xb8\xb2\xe0\xb8\xaa\xe0\xb8\xb9\xe0\xb9\x88\xe0\xb8\xa3\xe0\xb8\xb0\xe0\xb8\x9a\xe0\xb8\x9a\xe0\xb8\xa1\xe0\xb8\xb2\xe0\xb8\x81\xe0\xb9\x80\xe0\xb8\x81\xe0\xb8\xb4\xe0\xb8\x99\xe0\xb9\x84\xe0\xb8\x9b\xe0\xb9\x83\xe0\xb8\x99\xe0\xb8\x8a\xe0\xb9\x88\xe0\xb8\xa7\xe0\xb8\x87\xe0\xb9\x80\xe0\xb8\xa7\xe0\xb8\xa5\xe0\xb8\xb2\xe0\xb8\xaa\xe0\xb8\xb1\xe0\xb9\x89\xe0\xb8\x99\xe0\xb9\x86 \xe0\xb9\x82\xe0\xb8\x9b\xe0\xb8\xa3\xe0\xb8\x94\xe0\xb8\xa5\xe0\xb8\xad\xe0\xb8\x87\xe0\xb8\xad\xe0\xb8\xb5\xe0\xb8\x81\xe0\xb8\x84\xe0\xb8\xa3\xe0\xb8\xb1\xe0\xb9\x89\xe0\xb8\x87\xe0\xb9\x83\xe0\xb8\x99\xe0\xb8\xa0\xe0\xb8\xb2\xe0\xb8\xa2\xe0\xb8\xab\xe0\xb8\xa5\xe0\xb8\xb1\xe0\xb8\x87", 0,
      CARRY_ON_VERDICT_LIMIT, "rate-limit", NULL, "https://github.com/danny-avila/LibreChat/blob/62969fff1046fc9f8a3654fc17823c069c31b4f4/client/src/locales/th/translation.json" },
    { "\xce\xa0\xce\xb5\xcf\x81\xce\xb9\xce\xbc\xce\xad\xce\xbd\xce\xb5\xcf\x84\xce\xb5 \xce\xbb\xce\xaf\xce\xb3\xce\xbf \xce\xba\xce\xb1\xce\xb9 \xce\xb4\xce\xbf\xce\xba\xce\xb9\xce\xbc\xce\xac\xcf\x83\xcf\x84\xce\xb5 \xce\xbe\xce\xb1\xce\xbd\xce\xac. \xce\xa3\xcf\x84\xce\xac\xce\xbb\xce\xb8\xce\xb7\xce\xba\xce\xb1\xce\xbd \xcf\x80\xce\xac\xcf\x81\xce\xb1 \xcf\x80\xce\xbf\xce\xbb\xce\xbb\xce\xac \xce\xbc\xce\xb7\xce\xbd\xcf\x8d\xce\xbc\xce\xb1\xcf\x84\xce\xb1 \xcf\x83\xce\xb5 \xce\xbc\xce\xb9\xce\xba\xcf\x81\xcf\x8c \xcf\x87\xcf\x81\xce\xbf\xce\xbd\xce\xb9\xce\xba\xcf\x8c \xce\xb4\xce\xb9\xce\xac\xcf\x83\xcf\x84\xce\xb7\xce\xbc\xce\xb1.", 0,
      CARRY_ON_VERDICT_LIMIT, "rate-limit", NULL, "https://github.com/mozilla-l10n/firefox-l10n/blob/018cf3121b6727cb701f48acca5f1b56079296c4/el/browser/browser/aiWindowContent.ftl" },
    { "\xd0\xa1\xd0\xbe\xd0\xb4\xd0\xb5\xd1\x80\xd0\xb6\xd0\xb8\xd0\xbc\xd0\xbe\xd0\xb5 \xd0\xb7\xd0\xb0\xd0\xb1\xd0\xbb\xd0\xbe\xd0\xba\xd0\xb8\xd1\x80\xd0\xbe\xd0\xb2\xd0\xb0\xd0\xbd\xd0\xbe \xd1\x81\xd0\xb8\xd1\x81\xd1\x82\xd0\xb5\xd0\xbc\xd0\xbe\xd0\xb9 \xd0\xb1\xd0\xb5\xd0\xb7\xd0\xbe\xd0\xbf\xd0\xb0\xd1\x81\xd0\xbd\xd0\xbe\xd1\x81\xd1\x82\xd0\xb8, \xd0\xb8\xd0\xb7\xd0\xbc\xd0\xb5\xd0\xbd\xd0\xb8\xd1\x82\xd0\xb5 \xd0\xb8 \xd0\xbf\xd0\xbe\xd0\xb2\xd1\x82\xd0\xbe\xd1\x80\xd0\xb8\xd1\x82\xd0\xb5", 0,
      CARRY_ON_VERDICT_FATAL, "content-blocked", NULL, "https://github.com/CherryHQ/cherry-studio/blob/00a0b491c7250d82217d9929ebf5940b36990513/src/renderer/src/i18n/translate/ru-ru.json" },
    { "M\xc3\xb4 h\xc3\xacnh n\xc3\xa0y \xc4\x91\xc3\xa3 ng\xe1\xbb\xabng ho\xe1\xba\xa1t \xc4\x91\xe1\xbb\x99ng, vui l\xc3\xb2ng chuy\xe1\xbb\x83n sang m\xc3\xb4 h\xc3\xacnh kh\xc3\xa1" "c", 0,
      CARRY_ON_VERDICT_FATAL, "model-not-found", NULL, "https://github.com/CherryHQ/cherry-studio/blob/00a0b491c7250d82217d9929ebf5940b36990513/src/renderer/src/i18n/translate/vi-vn.json" },
    { "\xe9\x80\x99\xe5\x80\x8b\xe8\x81\x8a\xe5\xa4\xa9\xe8\xa8\x98\xe9\x8c\x84\xe5\xb7\xb2\xe9\x81\x94\xe9\x95\xb7\xe5\xba\xa6\xe9\x99\x90\xe5\x88\xb6\xef\xbc\x8c\xe6\x98\xaf\xe6\x99\x82\xe5\x80\x99\xe9\x96\x8b\xe5\x95\x9f\xe6\x96\xb0\xe8\x81\x8a\xe5\xa4\xa9\xe4\xba\x86\xe3\x80\x82", 0,
      CARRY_ON_VERDICT_FATAL, "context-too-long", NULL, "https://github.com/mozilla-l10n/firefox-l10n/blob/04e32180bda3cd4261896716f3cb04de284f9516/zh-TW/browser/browser/aiWindowContent.ftl" },
    { "A { -smart-window-brand-name } haszn\xc3\xa1lat\xc3\xa1hoz be kell jelentkeznie.", 0,
      CARRY_ON_VERDICT_FATAL, "login-expired", NULL, "https://github.com/mozilla-l10n/firefox-l10n/blob/2912fac64797ad3ffed796040612d94f4297646a/hu/browser/browser/aiWindowContent.ftl" },
    { "\xd7\x94\xd7\x97\xd7\xa9\xd7\x91\xd7\x95\xd7\x9f \xd7\xa9\xd7\x9c\xd7\x9a \xd7\xa0\xd7\x97\xd7\xa1\xd7\x9d \xd7\x91\xd7\x90\xd7\x95\xd7\xa4\xd7\x9f \xd7\x96\xd7\x9e\xd7\xa0\xd7\x99 \xd7\xa2\xd7\xa7\xd7\x91 \xd7\x94\xd7\xa4\xd7\xa8\xd7\x95\xd7\xaa \xd7\xa9\xd7\x9c \xd7\x94\xd7\xa9\xd7\x99\xd7\xa8\xd7\x95\xd7\xaa \xd7\xa9\xd7\x9c\xd7\xa0\xd7\x95.", 0,
      CARRY_ON_VERDICT_FATAL, "account", NULL, "https://github.com/danny-avila/LibreChat/blob/5549ecccecd3e88d1ea8cbf2b318ebd967d89ecf/client/src/localization/languages/He.ts" },
    { "OpenAI Whoa there! You might need to wait a bit. Currently we are receiving more requests than we are comfortable with! \xe2\x80\xa6", 0,
      CARRY_ON_VERDICT_TRANSIENT, "try-later", NULL, "https://net-trouble.portal.jp.net/archives/3165" },
  };

  check_sourced_cases (cases, G_N_ELEMENTS (cases));
  /* credentials and configuration of a proxy beside a timeout; sign-in attempts denied; a sign-in named as a tip beside
   * a busy server; content not blocked; and a review's: FastGPT's 安全风控 beside a 429 (it names IP and account risk
   * control too), a model that stopped working for a while, a connection blocked, an account locked after too many
   * sign-ins, credentials named as a tip, a 429 worded as ChatGPT's outage page for one key, a Turkish "if it fails",
   * and a Greek denial */
  check_family_case (0, "Przekroczono limit czasu. Sprawd\xc5\xba po\xc5\x9bwiadczenia i konfiguracj\xc4\x99 proxy", 503,
                     CARRY_ON_VERDICT_TRANSIENT, NULL, NULL);
  check_family_case (1, "Not too many login attempts; the server failed", 503,
                     CARRY_ON_VERDICT_TRANSIENT, NULL, NULL);
  check_family_case (2, "A szerver foglalt. Ha a haszn\xc3\xa1lat\xc3\xa1hoz be kell jelentkeznie, pr\xc3\xb3" "b\xc3\xa1lja \xc3\xbajra k\xc3\xa9s\xc5\x91" "bb", 503,
                     CARRY_ON_VERDICT_TRANSIENT, NULL, NULL);
  check_family_case (3, "\xd0\xa1\xd0\xbe\xd0\xb4\xd0\xb5\xd1\x80\xd0\xb6\xd0\xb8\xd0\xbc\xd0\xbe\xd0\xb5 \xd0\xbd\xd0\xb5 \xd0\xb7\xd0\xb0\xd0\xb1\xd0\xbb\xd0\xbe\xd0\xba\xd0\xb8\xd1\x80\xd0\xbe\xd0\xb2\xd0\xb0\xd0\xbd\xd0\xbe \xd1\x81\xd0\xb8\xd1\x81\xd1\x82\xd0\xb5\xd0\xbc\xd0\xbe\xd0\xb9 \xd0\xb1\xd0\xb5\xd0\xb7\xd0\xbe\xd0\xbf\xd0\xb0\xd1\x81\xd0\xbd\xd0\xbe\xd1\x81\xd1\x82\xd0\xb8; \xd1\x81\xd0\xb5\xd1\x80\xd0\xb2\xd0\xb5\xd1\x80 \xd0\xbf\xd0\xb5\xd1\x80\xd0\xb5\xd0\xb3\xd1\x80\xd1\x83\xd0\xb6\xd0\xb5\xd0\xbd", 503,
                     CARRY_ON_VERDICT_TRANSIENT, NULL, NULL);
  check_family_case (4, "\xe8\xaf\xb7\xe6\xb1\x82\xe8\xbf\x87\xe4\xba\x8e\xe9\xa2\x91\xe7\xb9\x81\xef\xbc\x8c\xe8\xa7\xa6\xe5\x8f\x91\xe5\xae\x89\xe5\x85\xa8\xe9\xa3\x8e\xe6\x8e\xa7\xef\xbc\x8c\xe8\xaf\xb7\xe7\xa8\x8d\xe5\x90\x8e\xe5\x86\x8d\xe8\xaf\x95", 429,
                     CARRY_ON_VERDICT_LIMIT, NULL, NULL);
  check_family_case (5, "M\xc3\xb4 h\xc3\xacnh n\xc3\xa0y \xc4\x91\xc3\xa3 ng\xe1\xbb\xabng ho\xe1\xba\xa1t \xc4\x91\xe1\xbb\x99ng t\xe1\xba\xa1m th\xe1\xbb\x9di do qu\xc3\xa1 t\xe1\xba\xa3i, vui l\xc3\xb2ng th\xe1\xbb\xad l\xe1\xba\xa1i sau", 503,
                     CARRY_ON_VERDICT_TRANSIENT, NULL, NULL);
  check_family_case (6, "\xd0\xa1\xd0\xbb\xd0\xb8\xd1\x88\xd0\xba\xd0\xbe\xd0\xbc \xd0\xbc\xd0\xbd\xd0\xbe\xd0\xb3\xd0\xbe \xd0\xb7\xd0\xb0\xd0\xbf\xd1\x80\xd0\xbe\xd1\x81\xd0\xbe\xd0\xb2. \xd0\x9f\xd0\xbe\xd0\xb4\xd0\xba\xd0\xbb\xd1\x8e\xd1\x87\xd0\xb5\xd0\xbd\xd0\xb8\xd0\xb5 \xd0\xb7\xd0\xb0\xd0\xb1\xd0\xbb\xd0\xbe\xd0\xba\xd0\xb8\xd1\x80\xd0\xbe\xd0\xb2\xd0\xb0\xd0\xbd\xd0\xbe \xd1\x81\xd0\xb8\xd1\x81\xd1\x82\xd0\xb5\xd0\xbc\xd0\xbe\xd0\xb9 \xd0\xb1\xd0\xb5\xd0\xb7\xd0\xbe\xd0\xbf\xd0\xb0\xd1\x81\xd0\xbd\xd0\xbe\xd1\x81\xd1\x82\xd0\xb8, \xd0\xbf\xd0\xbe\xd0\xb2\xd1\x82\xd0\xbe\xd1\x80\xd0\xb8\xd1\x82\xd0\xb5 \xd1\x87\xd0\xb5\xd1\x80\xd0\xb5\xd0\xb7 \xd0\xbc\xd0\xb8\xd0\xbd\xd1\x83\xd1\x82\xd1\x83.", 429,
                     CARRY_ON_VERDICT_LIMIT, NULL, NULL);
  check_family_case (7, "\xeb\x84\x88\xeb\xac\xb4 \xeb\xa7\x8e\xec\x9d\x80 \xeb\xa1\x9c\xea\xb7\xb8\xec\x9d\xb8 \xec\x8b\x9c\xeb\x8f\x84\xeb\xa1\x9c \xec\x9d\xb8\xed\x95\xb4 \xea\xb3\x84\xec\xa0\x95\xec\x9d\xb4 \xec\x9e\xa0\xea\xb2\xbc\xec\x8a\xb5\xeb\x8b\x88\xeb\x8b\xa4. \xea\xb4\x80\xeb\xa6\xac\xec\x9e\x90\xec\x97\x90\xea\xb2\x8c \xeb\xac\xb8\xec\x9d\x98\xed\x95\x98\xec\x84\xb8\xec\x9a\x94.", 403,
                     CARRY_ON_VERDICT_FATAL, NULL, NULL);
  check_family_case (8, "Serwer przeci\xc4\x85\xc5\xbcony. Spr\xc3\xb3" "buj ponownie za chwil\xc4\x99 lub sprawd\xc5\xba po\xc5\x9bwiadczenia i konfiguracj\xc4\x99.", 503,
                     CARRY_ON_VERDICT_TRANSIENT, NULL, NULL);
  check_family_case (9, "We are receiving more requests than we are comfortable with from your API key. Please slow down.", 429,
                     CARRY_ON_VERDICT_LIMIT, NULL, NULL);
  check_family_case (10, "Sunucu hatas\xc4\xb1 (503). Sa\xc4\x9flay\xc4\xb1" "c\xc4\xb1 kimlik do\xc4\x9frulamas\xc4\xb1 ba\xc5\x9f" "ar\xc4\xb1s\xc4\xb1z olursa API anahtar\xc4\xb1n\xc4\xb1z\xc4\xb1 kontrol edin.", 503,
                     CARRY_ON_VERDICT_TRANSIENT, NULL, NULL);
  check_family_case (11, "\xce\xa3\xcf\x86\xce\xac\xce\xbb\xce\xbc\xce\xb1 \xce\xb4\xce\xb9\xce\xb1\xce\xba\xce\xbf\xce\xbc\xce\xb9\xcf\x83\xcf\x84\xce\xae (503). \xce\x94\xce\xb5\xce\xbd \xcf\x83\xcf\x84\xce\xb5\xce\xaf\xce\xbb\xce\xb1\xcf\x84\xce\xb5 \xcf\x80\xce\xac\xcf\x81\xce\xb1 \xcf\x80\xce\xbf\xce\xbb\xce\xbb\xce\xac \xce\xbc\xce\xb7\xce\xbd\xcf\x8d\xce\xbc\xce\xb1\xcf\x84\xce\xb1 \xcf\x83\xce\xb5 \xce\xbc\xce\xb9\xce\xba\xcf\x81\xcf\x8c \xcf\x87\xcf\x81\xce\xbf\xce\xbd\xce\xb9\xce\xba\xcf\x8c \xce\xb4\xce\xb9\xce\xac\xcf\x83\xcf\x84\xce\xb7\xce\xbc\xce\xb1\xc2\xb7 \xce\xb4\xce\xbf\xce\xba\xce\xb9\xce\xbc\xce\xac\xcf\x83\xcf\x84\xce\xb5 \xce\xbe\xce\xb1\xce\xbd\xce\xac.", 503,
                     CARRY_ON_VERDICT_TRANSIENT, NULL, NULL);
}

/* Rounds qw-rd: a sign-in needed in Swedish, credentials wrong in Finnish
 * and Norwegian, a key invalid in Dutch and expired in Norwegian and
 * Finnish, an insufficient balance and a message too long in Icelandic, a
 * chat's length limit in Hebrew, a day's chat limit in Hebrew and Greek, an
 * account pending activation in Polish, OpenCode's provider failing to
 * start for its credentials in French, Spanish and Portuguese (locale
 * files), and LiteLLM's router with no healthy deployment; near misses
 * beside them */
static void
test_qw_rd_families (void)
{
  static const SourcedCase cases[] = {
    { "F\xc3\xb6r att anv\xc3\xa4nda { -smart-window-brand-name } m\xc3\xa5ste du logga in.", 0,
      CARRY_ON_VERDICT_FATAL, "login-expired", NULL, "https://github.com/mozilla-l10n/firefox-l10n/blob/13ad42dee4e74fbd4853163c885cb375c2a1472f/sv-SE/browser/browser/aiWindowContent.ftl" },
    { "Virheelliset kirjautumistiedot", 0,
      CARRY_ON_VERDICT_FATAL, "invalid-api-key", NULL, "https://github.com/nextcloud/integration_openai/blob/0b0aa0a280b4fcf12f29af8bc1dc1a703a9f0e94/l10n/fi.json" },
    { "P\xc3\xa5loggingsdetaljene er feil", 0,
      CARRY_ON_VERDICT_FATAL, "invalid-api-key", NULL, "https://github.com/nextcloud/integration_openai/blob/e8fa225b9f48f71da4e8eca1ba41d6d709fba874/l10n/nb.json" },
    { "Ekki n\xc3\xa6g innist\xc3\xa6\xc3\xb0" "a. Innist\xc3\xa6\xc3\xb0" "a: {{0}}. T\xc3\xb3kar \xc3\xad fyrirm\xc3\xa6lum: {{1}}. Kostna\xc3\xb0ur: {{2}}.", 0,
      CARRY_ON_VERDICT_FATAL, "billing", NULL, "https://github.com/danny-avila/LibreChat/blob/04dd1045ec92c742dde13a43f3a731c1aa6fe167/client/src/locales/is/translation.json" },
    { "N\xc3\xb8kkelen for {{0}} utl\xc3\xb8p {{1}}. Oppgi en ny n\xc3\xb8kkel og pr\xc3\xb8v igjen.", 0,
      CARRY_ON_VERDICT_FATAL, "api-key-expired", NULL, "https://github.com/danny-avila/LibreChat/blob/03a543012870417542881d61a903c19f04bba079/client/src/locales/nb/translation.json" },
    { "Skilabo\xc3\xb0in eru of l\xc3\xb6ng (fara yfir h\xc3\xa1mark t\xc3\xb3ka) e\xc3\xb0" "a stillingar samhengis eru rangar. Styttu skilabo\xc3\xb0in, breyttu stillingum e\xc3\xb0" "a kleyf\xc3\xb0u (e. fork) samtali\xc3\xb0. Meira: {{0}}.", 0,
      CARRY_ON_VERDICT_FATAL, "context-too-long", NULL, "https://github.com/danny-avila/LibreChat/blob/04dd1045ec92c742dde13a43f3a731c1aa6fe167/client/src/locales/is/translation.json" },
    { "{{0}} varten annettu avain vanheni {{1}}. Sy\xc3\xb6t\xc3\xa4 uusi avain ja yrit\xc3\xa4 uudestaan.", 0,
      CARRY_ON_VERDICT_FATAL, "api-key-expired", NULL, "https://github.com/danny-avila/LibreChat/blob/0c975a9cd40aea5473cada89e30742d967540bd6/client/src/locales/fi/translation.json" },
    { "Ongeldige of lege Mistral AI API-sleutel. Controleer de Mistral API-sleutel en probeer het opnieuw.", 0,
      CARRY_ON_VERDICT_FATAL, "invalid-api-key", NULL, "https://github.com/lobehub/lobe-chat/blob/001d37c6514d1440ae210de2509f26eace3c168a/locales/nl-NL/error.json" },
    { "\xd7\x94\xd7\x92\xd7\xa2\xd7\xaa \xd7\x9c\xd7\x9e\xd7\x92\xd7\x91\xd7\x9c\xd7\xaa \xd7\x94\xd7\xa6\xe2\x80\x99\xd7\x90\xd7\x98 \xd7\xa9\xd7\x9c \xd7\x94\xd7\x99\xd7\x95\xd7\x9d.", 0,
      CARRY_ON_VERDICT_LIMIT, "quota", NULL, "https://github.com/mozilla-l10n/firefox-l10n/blob/07ebb825d9fc26b73a55113b5b99b052440a3aa2/he/browser/browser/aiWindowContent.ftl" },
    { "\xd7\x94\xd7\x92\xd7\x99\xd7\xa2 \xd7\x94\xd7\x96\xd7\x9e\xd7\x9f \xd7\x9c\xd7\x94\xd7\xaa\xd7\x97\xd7\x99\xd7\x9c \xd7\xa6\xe2\x80\x99\xd7\x90\xd7\x98 \xd7\x97\xd7\x93\xd7\xa9. \xd7\x94\xd7\xa6\xe2\x80\x99\xd7\x90\xd7\x98 \xd7\x94\xd7\xa0\xd7\x95\xd7\x9b\xd7\x97\xd7\x99 \xd7\x94\xd7\x92\xd7\x99\xd7\xa2 \xd7\x9c\xd7\x9e\xd7\x92\xd7\x91\xd7\x9c\xd7\xaa \xd7\x94\xd7\x90\xd7\x95\xd7\xa8\xd7\x9a \xd7\xa9\xd7\x9c\xd7\x95.", 0,
      CARRY_ON_VERDICT_FATAL, "context-too-long", NULL, "https://github.com/mozilla-l10n/firefox-l10n/blob/07ebb825d9fc26b73a55113b5b99b052440a3aa2/he/browser/browser/aiWindowContent.ftl" },
    { "\xce\x88\xcf\x87\xce\xb5\xcf\x84\xce\xb5 \xcf\x86\xcf\x84\xce\xac\xcf\x83\xce\xb5\xce\xb9 \xcf\x84\xce\xbf \xcf\x83\xce\xb7\xce\xbc\xce\xb5\xcf\x81\xce\xb9\xce\xbd\xcf\x8c \xcf\x8c\xcf\x81\xce\xb9\xce\xbf \xcf\x83\xcf\x85\xce\xbd\xce\xbf\xce\xbc\xce\xb9\xce\xbb\xce\xb9\xcf\x8e\xce\xbd.", 0,
      CARRY_ON_VERDICT_LIMIT, "quota", NULL, "https://github.com/mozilla-l10n/firefox-l10n/blob/018cf3121b6727cb701f48acca5f1b56079296c4/el/browser/browser/aiWindowContent.ftl" },
    { "Twoje konto oczekuje obecnie na aktywacj\xc4\x99.", 0,
      CARRY_ON_VERDICT_FATAL, "account", NULL, "https://github.com/open-webui/open-webui/blob/000906cd997869a96057f23691b2ea56d96ba66e/src/lib/i18n/locales/pl-PL/translation.json" },
    { "Error condensing thoughts: No healthy deployment available, passed model=ollama/llama2", 0,
      CARRY_ON_VERDICT_TRANSIENT, "server-error", NULL, "https://github.com/OpenHands/OpenHands/issues/780" },
    { "\xc3\x89" "chec de l'initialisation du fournisseur \"{{provider}}\". V\xc3\xa9rifiez les identifiants et la configuration.", 0,
      CARRY_ON_VERDICT_FATAL, "provider-init", NULL, "https://github.com/sst/opencode/blob/9899f8d73d7fabaed4ec5de12cd1c68423a87570/packages/app/src/i18n/fr.ts" },
    { "Fallo al inicializar proveedor \"{{provider}}\". Comprueba credenciales y configuraci\xc3\xb3n.", 0,
      CARRY_ON_VERDICT_FATAL, "provider-init", NULL, "https://github.com/sst/opencode/blob/9899f8d73d7fabaed4ec5de12cd1c68423a87570/packages/app/src/i18n/es.ts" },
    { "Falha ao inicializar provedor \"{{provider}}\". Verifique credenciais e configura\xc3\xa7\xc3\xa3o.", 0,
      CARRY_ON_VERDICT_FATAL, "provider-init", NULL, "https://github.com/sst/opencode/blob/a8dec0a40f1ea4f9cc9e72fbc648cd5ffcec4a40/packages/app/src/i18n/br.ts" },
  };

  check_sourced_cases (cases, G_N_ELEMENTS (cases));
  /* a sign-in again named as a tip beside a busy server (the Swedish phrase holds to its full stop); a cache's key
   * that expired; an input, not the key, invalid; a message "not too long"; and a review's: a sign-in, credentials
   * or a new key named as a tip beside a busy server or a timeout, a cache's key in Finnish, messages left until
   * today's limit, LiteLLM's phrase with the 400 it sends for a model not in its list, a file name's length limit */
  check_family_case (0, "Servern \xc3\xa4r upptagen. Om du m\xc3\xa5ste logga in igen, f\xc3\xb6rs\xc3\xb6k senare", 503,
                     CARRY_ON_VERDICT_TRANSIENT, NULL, NULL);
  check_family_case (1, "N\xc3\xb8kkelen for hurtigbufferen utl\xc3\xb8p; pr\xc3\xb8ver igjen", 0,
                     CARRY_ON_VERDICT_TRANSIENT, NULL, NULL);
  check_family_case (2, "Ongeldige of lege invoer, de API-sleutel is wel geldig", 0,
                     CARRY_ON_VERDICT_TRANSIENT, NULL, NULL);
  check_family_case (3, "Skilabo\xc3\xb0in eru ekki of l\xc3\xb6ng; \xc3\xbej\xc3\xb3nninn er upptekinn", 503,
                     CARRY_ON_VERDICT_TRANSIENT, NULL, NULL);
  check_family_case (4, "Tj\xc3\xa4nsten \xc3\xa4r \xc3\xb6verbelastad just nu. F\xc3\xb6rs\xc3\xb6k igen om en stund. F\xc3\xb6r att spara historiken m\xc3\xa5ste du logga in.", 503,
                     CARRY_ON_VERDICT_TRANSIENT, NULL, NULL);
  check_family_case (5, "D\xc3\xa9lai de connexion d\xc3\xa9pass\xc3\xa9. V\xc3\xa9rifiez les identifiants et la configuration du proxy.", 503,
                     CARRY_ON_VERDICT_TRANSIENT, NULL, NULL);
  check_family_case (6, "Foresp\xc3\xb8rselen ble tidsavbrutt. Hvis n\xc3\xb8kkelen er utl\xc3\xb8pt, oppgi en ny n\xc3\xb8kkel.", 504,
                     CARRY_ON_VERDICT_TRANSIENT, NULL, NULL);
  check_family_case (7, "V\xc3\xa4limuistille annettu avain vanheni, haetaan uudelleen.", 503,
                     CARRY_ON_VERDICT_TRANSIENT, NULL, NULL);
  check_family_case (8, "\xce\x97 \xcf\x83\xcf\x8d\xce\xbd\xce\xb4\xce\xb5\xcf\x83\xce\xb7 \xce\xb4\xce\xb9\xce\xb1\xce\xba\xcf\x8c\xcf\x80\xce\xb7\xce\xba\xce\xb5. \xce\x91\xcf\x80\xce\xbf\xce\xbc\xce\xad\xce\xbd\xce\xbf\xcf\x85\xce\xbd 3 \xce\xbc\xce\xb7\xce\xbd\xcf\x8d\xce\xbc\xce\xb1\xcf\x84\xce\xb1 \xce\xbc\xce\xad\xcf\x87\xcf\x81\xce\xb9 \xcf\x84\xce\xbf \xcf\x83\xce\xb7\xce\xbc\xce\xb5\xcf\x81\xce\xb9\xce\xbd\xcf\x8c \xcf\x8c\xcf\x81\xce\xb9\xce\xbf \xcf\x83\xcf\x85\xce\xbd\xce\xbf\xce\xbc\xce\xb9\xce\xbb\xce\xb9\xcf\x8e\xce\xbd.", 503,
                     CARRY_ON_VERDICT_TRANSIENT, NULL, NULL);
  check_family_case (9, "No healthy deployment available, passed model=very-bad-model", 400,
                     CARRY_ON_VERDICT_FATAL, NULL, NULL);
  check_family_case (10, "\xd7\x94\xd7\xa9\xd7\xa8\xd7\xaa \xd7\xa2\xd7\x9e\xd7\x95\xd7\xa1. \xd7\xa9\xd7\x9d \xd7\x94\xd7\xa7\xd7\x95\xd7\x91\xd7\xa5 \xd7\x94\xd7\x92\xd7\x99\xd7\xa2 \xd7\x9c\xd7\x9e\xd7\x92\xd7\x91\xd7\x9c\xd7\xaa \xd7\x94\xd7\x90\xd7\x95\xd7\xa8\xd7\x9a", 503,
                     CARRY_ON_VERDICT_TRANSIENT, NULL, NULL);
}

/* Rounds qo-qv: a sign-in needed in Serbian, credentials wrong in
 * Macedonian, a message too long in Galician, an account pending
 * activation in English and Bosnian, too many messages in Basque, HTTP
 * 429's name run together, and a day's chat limit in Catalan and Basque
 * (locale files, Azure's Speech SDK); near misses beside them */
static void
test_qo_qv_families (void)
{
  static const SourcedCase cases[] = {
    { "\xd0\x94\xd0\xb0 \xd0\xb1\xd0\xb8\xd1\x81\xd1\x82\xd0\xb5 \xd0\xba\xd0\xbe\xd1\x80\xd0\xb8\xd1\x81\xd1\x82\xd0\xb8\xd0\xbb\xd0\xb8 { -smart-window-brand-name }, \xd0\xbc\xd0\xbe\xd1\x80\xd0\xb0\xd1\x9b\xd0\xb5\xd1\x82\xd0\xb5 \xd0\xb4\xd0\xb0 \xd1\x81\xd0\xb5 \xd0\xbf\xd1\x80\xd0\xb8\xd1\x98\xd0\xb0\xd0\xb2\xd0\xb8\xd1\x82\xd0\xb5.", 0,
      CARRY_ON_VERDICT_FATAL, "login-expired", NULL, "https://github.com/mozilla-l10n/firefox-l10n/blob/271052872c39b9c022317f816e823245b6a79e38/sr/browser/browser/aiWindowContent.ftl" },
    { "\xd0\x9d\xd0\xb5\xd1\x82\xd0\xbe\xd1\x87\xd0\xbd\xd0\xb8 \xd0\xb0\xd0\xba\xd1\x80\xd0\xb5\xd0\xb4\xd0\xb8\xd1\x82\xd0\xb8\xd0\xb2\xd0\xb8", 0,
      CARRY_ON_VERDICT_FATAL, "invalid-api-key", NULL, "https://github.com/nextcloud/integration_openai/blob/024b16431e346aedd537e4771c1fda9d3262831d/l10n/mk.json" },
    { "A nova mensaxe \xc3\xa9 longa de m\xc3\xa1is", 0,
      CARRY_ON_VERDICT_FATAL, "context-too-long", NULL, "https://github.com/nextcloud/assistant/blob/002b0522123e0170fa5e922dbc9730b0e1d222a4/l10n/gl.json" },
    { "Status va\xc5\xa1" "eg ra\xc4\x8duna trenutno \xc4\x8d" "eka aktivaciju.", 0,
      CARRY_ON_VERDICT_FATAL, "account", NULL, "https://github.com/open-webui/open-webui/blob/00b61ee25cb4bd8ef430926609526eee13950832/src/lib/i18n/locales/bs-BA/translation.json" },
    { "Mesedez itxaron pixka bat eta saiatu berriro. Mezu gehiegi bidali dira denbora-tarte laburrean.", 0,
      CARRY_ON_VERDICT_LIMIT, "rate-limit", NULL, "https://github.com/mozilla-l10n/firefox-l10n/blob/25feb12abf0f49b24210a9a6b76dcd4bca9d05bb/eu/browser/browser/aiWindowContent.ftl" },
    { "{\n    \"privSessionId\": \"9AC4B13654CE431BA7C0EAF39209DBA0\",\n    \"privReason\": 0,\n    \"privErrorDetails\": \"Validation failed with status: TooManyRequests websocket error code: 1007\",\n    \"privErrorCode\": 2\n}", 0,
      CARRY_ON_VERDICT_LIMIT, "rate-limit", NULL, "https://github.com/Azure-Samples/cognitive-services-speech-sdk/issues/1293" },
    { "Heu arribat al l\xc3\xadmit de xat d'avui.", 0,
      CARRY_ON_VERDICT_LIMIT, "quota", NULL, "https://github.com/mozilla-l10n/firefox-l10n/blob/6746ab15c1316907f262a86a930918c1469c0f04/ca/browser/browser/aiWindowContent.ftl" },
    { "Gaurko txaten mugara heldu zara.", 0,
      CARRY_ON_VERDICT_LIMIT, "quota", NULL, "https://github.com/mozilla-l10n/firefox-l10n/blob/25feb12abf0f49b24210a9a6b76dcd4bca9d05bb/eu/browser/browser/aiWindowContent.ftl" },
  };

  check_sourced_cases (cases, G_N_ELEMENTS (cases));
  /* a sign-in again named as a tip beside a busy server (the Serbian phrase holds to its full stop); an answer, not
   * a message, "not too long"; the English account pending activation */
  check_family_case (0, "\xd0\xa1\xd0\xb5\xd1\x80\xd0\xb2\xd0\xb5\xd1\x80 \xd1\x98\xd0\xb5 \xd0\xb7\xd0\xb0\xd1\x83\xd0\xb7\xd0\xb5\xd1\x82. \xd0\x90\xd0\xba\xd0\xbe \xd1\x82\xd1\x80\xd0\xb5\xd0\xb1\xd0\xb0, \xd0\xbc\xd0\xbe\xd1\x80\xd0\xb0\xd1\x9b\xd0\xb5\xd1\x82\xd0\xb5 \xd0\xb4\xd0\xb0 \xd1\x81\xd0\xb5 \xd0\xbf\xd1\x80\xd0\xb8\xd1\x98\xd0\xb0\xd0\xb2\xd0\xb8\xd1\x82\xd0\xb5 \xd0\xbf\xd0\xbe\xd0\xbd\xd0\xbe\xd0\xb2\xd0\xbe \xd0\xba\xd0\xb0\xd1\x81\xd0\xbd\xd0\xb8\xd1\x98\xd0\xb5", 503,
                     CARRY_ON_VERDICT_TRANSIENT, NULL, NULL);
  check_family_case (1, "A resposta non \xc3\xa9 longa de m\xc3\xa1is; o servidor est\xc3\xa1 ocupado, t\xc3\xa9nteo de novo", 0,
                     CARRY_ON_VERDICT_TRANSIENT, NULL, NULL);
  check_family_case (2, "Your account status is currently pending activation.", 0,
                     CARRY_ON_VERDICT_FATAL, "account", NULL);
}

/* Rounds qg-qn: a key removed, refused or required and credentials wrong
 * in Slovenian, Romanian, Slovak, Hindi, Bengali and Lithuanian, a model
 * not found and an account deactivated in Bulgarian, Dify's trial quota and
 * a key with no quota in Romanian and Thai, AI credits used up in
 * Slovenian, sensitive content in Romanian, Bedrock's model not ready, and
 * rate limits, quotas and a daily chat limit in Slovenian, Slovak and
 * Estonian (locale files); near misses beside them */
static void
test_qg_qn_families (void)
{
  static const SourcedCase cases[] = {
    { "API klju\xc4\x8d je bil odstranjen. Prosimo, konfigurirajte nov API klju\xc4\x8d.", 0,
      CARRY_ON_VERDICT_FATAL, "invalid-api-key", NULL, "https://github.com/langgenius/dify/blob/0157a2e1f580ac81b115cb115438748c53d27b61/web/i18n/sl-SI/common.json" },
    { "Cheie API OpenAI nevalid\xc4\x83", 0,
      CARRY_ON_VERDICT_FATAL, "invalid-api-key", NULL, "https://github.com/langgenius/dify/blob/1f4196223dc982ae45cfbea63b8922082e91c4f0/web/i18n/ro-RO/common.json" },
    { "Nespr\xc3\xa1vne prihlasovacie \xc3\xba" "daje", 0,
      CARRY_ON_VERDICT_FATAL, "invalid-api-key", NULL, "https://github.com/nextcloud/integration_openai/blob/98ee5d46cd35d5294785f44fd2ba6b935ca42a17/l10n/sk.json" },
    { "\xe0\xa4\x85\xe0\xa4\xb5\xe0\xa5\x88\xe0\xa4\xa7 API \xe0\xa4\x95\xe0\xa5\x81\xe0\xa4\x82\xe0\xa4\x9c\xe0\xa5\x80, \xe0\xa4\x95\xe0\xa5\x83\xe0\xa4\xaa\xe0\xa4\xaf\xe0\xa4\xbe \xe0\xa4\x87\xe0\xa4\xb8\xe0\xa5\x87 [\xe0\xa4\xb8\xe0\xa5\x87\xe0\xa4\x9f\xe0\xa4\xbf\xe0\xa4\x82\xe0\xa4\x97\xe0\xa5\x8d\xe0\xa4\xb8](/#/settings) \xe0\xa4\xaa\xe0\xa5\x83\xe0\xa4\xb7\xe0\xa5\x8d\xe0\xa4\xa0 \xe0\xa4\xaa\xe0\xa4\xb0 \xe0\xa4\x9c\xe0\xa4\xbe\xe0\xa4\x82\xe0\xa4\x9a\xe0\xa5\x87\xe0\xa4\x82\xe0\xa5\xa4", 0,
      CARRY_ON_VERDICT_FATAL, "invalid-api-key", NULL, "https://github.com/ChatGPTNextWeb/ChatGPT-Next-Web/blob/0aac7ac15cd2d8cc172560a4b769ead48dd81333/app/locales/hi.ts" },
    { "\xe0\xa6\x85\xe0\xa6\xa8\xe0\xa6\xa8\xe0\xa7\x81\xe0\xa6\xae\xe0\xa7\x8b\xe0\xa6\xa6\xe0\xa6\xbf\xe0\xa6\xa4 \xe0\xa6\x85\xe0\xa7\x8d\xe0\xa6\xaf\xe0\xa6\xbe\xe0\xa6\x95\xe0\xa7\x8d\xe0\xa6\xb8\xe0\xa7\x87\xe0\xa6\xb8, \xe0\xa6\x85\xe0\xa6\xa8\xe0\xa7\x81\xe0\xa6\x97\xe0\xa7\x8d\xe0\xa6\xb0\xe0\xa6\xb9 \xe0\xa6\x95\xe0\xa6\xb0\xe0\xa7\x87 [\xe0\xa6\x85\xe0\xa6\xa5\xe0\xa7\x8b\xe0\xa6\xb0\xe0\xa6\xbe\xe0\xa6\x87\xe0\xa6\x9c\xe0\xa6\xb6\xe0\xa6\xa8](/#/auth) \xe0\xa6\xaa\xe0\xa7\x83\xe0\xa6\xb7\xe0\xa7\x8d\xe0\xa6\xa0\xe0\xa6\xbe\xe0\xa6\xaf\xe0\xa6\xbc \xe0\xa6\x85\xe0\xa7\x8d\xe0\xa6\xaf\xe0\xa6\xbe\xe0\xa6\x95\xe0\xa7\x8d\xe0\xa6\xb8\xe0\xa7\x87\xe0\xa6\xb8 \xe0\xa6\x95\xe0\xa7\x8b\xe0\xa6\xa1 \xe0\xa6\x87\xe0\xa6\xa8\xe0\xa6\xaa\xe0\xa7\x81\xe0\xa6\x9f \xe0\xa6\x95\xe0\xa6\xb0\xe0\xa7\x81\xe0\xa6\xa8\xe0\xa5\xa4", 0,
      CARRY_ON_VERDICT_FATAL, "invalid-api-key", NULL, "https://github.com/ChatGPTNextWeb/ChatGPT-Next-Web/blob/03e54b597a8c4b0958a8b87f18c8e26096fcff77/app/locales/bn.ts" },
    { "OpenAI API raktas b\xc5\xabtinas.", 0,
      CARRY_ON_VERDICT_FATAL, "credentials-missing", NULL, "https://github.com/open-webui/open-webui/blob/0020dcef1048dba530a303cb85eecc2cca7e4b18/src/lib/i18n/locales/lt-LT/translation.json" },
    { "OpenAI API nuoroda ir raktas b\xc5\xabtini", 0,
      CARRY_ON_VERDICT_FATAL, "credentials-missing", NULL, "https://github.com/open-webui/open-webui/blob/0020dcef1048dba530a303cb85eecc2cca7e4b18/src/lib/i18n/locales/lt-LT/translation.json" },
    { "\xd0\x9c\xd0\xbe\xd0\xb4\xd0\xb5\xd0\xbb\xd1\x8a\xd1\x82 {{modelId}} \xd0\xbd\xd0\xb5 \xd0\xb5 \xd0\xbd\xd0\xb0\xd0\xbc\xd0\xb5\xd1\x80\xd0\xb5\xd0\xbd", 0,
      CARRY_ON_VERDICT_FATAL, "invalid-request", NULL, "https://github.com/open-webui/open-webui/blob/dd570dd4d2ad9cfcfc7b3f26b2cc6752035bacfa/src/lib/i18n/locales/bg-BG/translation.json" },
    { "\xd0\x92\xd0\xb0\xd1\x88\xd0\xb8\xd1\x8f\xd1\x82 \xd0\xb0\xd0\xba\xd0\xb0\xd1\x83\xd0\xbd\xd1\x82 \xd0\xb5 \xd0\xb4\xd0\xb5\xd0\xb0\xd0\xba\xd1\x82\xd0\xb8\xd0\xb2\xd0\xb8\xd1\x80\xd0\xb0\xd0\xbd \xd0\xb8\xd0\xbb\xd0\xb8 \xd0\xb2\xd1\x80\xd0\xb5\xd0\xbc\xd0\xb5\xd0\xbd\xd0\xbd\xd0\xbe \xd1\x81\xd0\xbf\xd1\x80\xd1\x8f\xd0\xbd. \xd0\xa2\xd0\xbe\xd0\xb2\xd0\xb0 \xd0\xbc\xd0\xbe\xd0\xb6\xd0\xb5 \xd0\xb4\xd0\xb0 \xd1\x81\xd0\xb5 \xd0\xb4\xd1\x8a\xd0\xbb\xd0\xb6\xd0\xb8 \xd0\xbd\xd0\xb0 \xd0\xbf\xd0\xbe\xd0\xbb\xd0\xb8\xd1\x82\xd0\xb8\xd0\xba\xd0\xb0, \xd1\x81\xd0\xb8\xd0\xb3\xd1\x83\xd1\x80\xd0\xbd\xd0\xbe\xd1\x81\xd1\x82 \xd0\xb8\xd0\xbb\xd0\xb8 \xd0\xbf\xd1\x80\xd0\xb5\xd0\xb3\xd0\xbb\xd0\xb5\xd0\xb4 \xd0\xbd\xd0\xb0 \xd0\xb0\xd0\xba\xd0\xb0\xd1\x83\xd0\xbd\xd1\x82\xd0\xb0. \xd0\x9c\xd0\xbe\xd0\xbb\xd1\x8f, \xd1\x81\xd0\xb2\xd1\x8a\xd1\x80\xd0\xb6\xd0\xb5\xd1\x82\xd0\xb5 \xd1\x81\xd0\xb5 \xd1\x81 \xd0\xbf\xd0\xbe\xd0\xb4\xd0\xb4\xd1\x80\xd1\x8a\xd0\xb6\xd0\xba\xd0\xb0\xd1\x82\xd0\xb0 \xd0\xbd\xd0\xb0 \xd0\xb4\xd0\xbe\xd1\x81\xd1\x82\xd0\xb0\xd0\xb2\xd1\x87\xd0\xb8\xd0\xba\xd0\xb0 \xd0\xb7\xd0\xb0 \xd0\xbf\xd0\xbe\xd0\xbc\xd0\xbe\xd1\x89.", 0,
      CARRY_ON_VERDICT_FATAL, "account", NULL, "https://github.com/lobehub/lobe-chat/blob/5e912a4dcdcba65461dcc4218a3c684c085ecf0e/locales/bg-BG/modelRuntime.json" },
    { "Cota de prob\xc4\x83 a fost epuizat\xc4\x83. Ad\xc4\x83uga\xc8\x9bi propriul furnizor de modele.", 0,
      CARRY_ON_VERDICT_FATAL, "trial-wall", NULL, "https://github.com/langgenius/dify/blob/1f4196223dc982ae45cfbea63b8922082e91c4f0/web/i18n/ro-RO/common.json" },
    { "Aceast\xc4\x83 CHEIE API nu are cot\xc4\x83 disponibil\xc4\x83, v\xc4\x83 rug\xc4\x83m s\xc4\x83 citi\xc8\x9bi", 0,
      CARRY_ON_VERDICT_FATAL, "credits", NULL, "https://github.com/langgenius/dify/blob/1f4196223dc982ae45cfbea63b8922082e91c4f0/web/i18n/ro-RO/common.json" },
    { "\xe0\xb8\x84\xe0\xb8\xb5\xe0\xb8\xa2\xe0\xb9\x8c API \xe0\xb8\x99\xe0\xb8\xb5\xe0\xb9\x89\xe0\xb9\x84\xe0\xb8\xa1\xe0\xb9\x88\xe0\xb8\xa1\xe0\xb8\xb5\xe0\xb9\x82\xe0\xb8\x84\xe0\xb8\xa7\xe0\xb8\x95\xe0\xb9\x89\xe0\xb8\xb2 \xe0\xb9\x82\xe0\xb8\x9b\xe0\xb8\xa3\xe0\xb8\x94\xe0\xb8\xad\xe0\xb9\x88\xe0\xb8\xb2\xe0\xb8\x99", 0,
      CARRY_ON_VERDICT_FATAL, "credits", NULL, "https://github.com/langgenius/dify/blob/7a465c122adcc56932d1f54f989040c4ba5b531e/web/i18n/th-TH/common.json" },
    { "Va\xc5\xa1i krediti AI so bili porabljeni. Prosimo, nadgradite na\xc4\x8drt ali dodajte API klju\xc4\x8d.", 0,
      CARRY_ON_VERDICT_FATAL, "credits", NULL, "https://github.com/langgenius/dify/blob/0157a2e1f580ac81b115cb115438748c53d27b61/web/i18n/sl-SI/common.json" },
    { "Nu s-a putut desc\xc4\x83rca imaginea, posibil din cauza promptului care con\xc8\x9bine con\xc8\x9binut sensibil sau cuvinte interzise", 0,
      CARRY_ON_VERDICT_FATAL, "content-blocked", NULL, "https://github.com/CherryHQ/cherry-studio/blob/a5c4c7224e47704145b4e4533214bf3ad1523c37/src/renderer/src/i18n/translate/ro-ro.json" },
    { "The model specified in the request is not ready to serve inference requests. The AWS SDK will automatically retry the operation up to 5 times. For information about configuring automatic retries, see Retry behavior in the AWS SDKs and Tools reference guide.", 0,
      CARRY_ON_VERDICT_TRANSIENT, "overloaded", NULL, "https://docs.aws.amazon.com/sdk-for-python/v1/reference/clients/bedrock-runtime/errors/ModelNotReadyException/" },
    { "Omejitev hitrosti je dose\xc5\xbe" "ena, na voljo po {{seconds}} sekundah", 0,
      CARRY_ON_VERDICT_LIMIT, "rate-limit", NULL, "https://github.com/langgenius/dify/blob/0157a2e1f580ac81b115cb115438748c53d27b61/web/i18n/sl-SI/common.json" },
    { "Po\xc4\x8dkajte chv\xc3\xad\xc4\xbeu a sk\xc3\xbaste to znova. V kr\xc3\xa1tkom \xc4\x8d" "ase bolo odoslan\xc3\xbd" "ch pr\xc3\xadli\xc5\xa1 ve\xc4\xbe" "a spr\xc3\xa1v.", 0,
      CARRY_ON_VERDICT_LIMIT, "rate-limit", NULL, "https://github.com/mozilla-l10n/firefox-l10n/blob/0cc9293ba8f6baee136bc73663d7375a5a2ba06f/sk/browser/browser/aiWindowContent.ftl" },
    { "Pildiloome kvoot on \xc3\xbcletatud", 0,
      CARRY_ON_VERDICT_LIMIT, "quota", NULL, "https://github.com/nextcloud/integration_openai/blob/3348d789cc6711f137e4945fa22ece697f870944/l10n/et_EE.json" },
    { "Heli \xc3\xbcleskirjutamise kvoot on \xc3\xbcletatud", 0,
      CARRY_ON_VERDICT_LIMIT, "quota", NULL, "https://github.com/nextcloud/integration_openai/blob/3348d789cc6711f137e4945fa22ece697f870944/l10n/et_EE.json" },
    { "Dosiahli ste dne\xc5\xa1n\xc3\xbd limit pre rozhovory.", 0,
      CARRY_ON_VERDICT_LIMIT, "quota", NULL, "https://github.com/mozilla-l10n/firefox-l10n/blob/0cc9293ba8f6baee136bc73663d7375a5a2ba06f/sk/browser/browser/aiWindowContent.ftl" },
  };

  check_sourced_cases (cases, G_N_ELEMENTS (cases));
  /* a model's server "not found" under a 503 (the invalid-request tier yields to the 5xx); a conversation that holds
   * too many messages is its length, not messages sent too fast; a key that is valid; Bedrock's message alone */
  check_family_case (0, "\xd0\x9c\xd0\xbe\xd0\xb4\xd0\xb5\xd0\xbb\xd1\x8a\xd1\x82 \xd1\x81\xd1\x8a\xd1\x80\xd0\xb2\xd1\x8a\xd1\x80 \xd0\xbd\xd0\xb5 \xd0\xb5 \xd0\xbd\xd0\xb0\xd0\xbc\xd0\xb5\xd1\x80\xd0\xb5\xd0\xbd", 503,
                     CARRY_ON_VERDICT_TRANSIENT, NULL, NULL);
  check_family_case (1, "Konverz\xc3\xa1" "cia obsahuje pr\xc3\xadli\xc5\xa1 ve\xc4\xbe" "a spr\xc3\xa1v. Za\xc4\x8dnite nov\xc3\xba konverz\xc3\xa1" "ciu.", 0,
                     CARRY_ON_VERDICT_TRANSIENT, NULL, NULL);
  check_family_case (2, "Cheie API OpenAI valid\xc4\x83. Serverul nu r\xc4\x83spunde, \xc3\xaencerca\xc8\x9bi din nou.", 0,
                     CARRY_ON_VERDICT_TRANSIENT, NULL, NULL);
  check_family_case (3, "The model specified in the request is not ready to serve inference requests.", 0,
                     CARRY_ON_VERDICT_TRANSIENT, "overloaded", NULL);
  /* found by a review: Thai "this key has no quota limit, but the server is busy"; a Slovak conversation in which
   * too many messages were sent (its length); a hint that the prompt does not contain sensitive content, beside a
   * timeout; a key removed from the log beside a 502; streaming disabled for this account */
  check_family_case (4, "\xe0\xb8\x84\xe0\xb8\xb5\xe0\xb8\xa2\xe0\xb9\x8c API \xe0\xb8\x99\xe0\xb8\xb5\xe0\xb9\x89\xe0\xb9\x84\xe0\xb8\xa1\xe0\xb9\x88\xe0\xb8\xa1\xe0\xb8\xb5\xe0\xb9\x82\xe0\xb8\x84\xe0\xb8\xa7\xe0\xb8\x95\xe0\xb9\x89\xe0\xb8\xb2\xe0\xb8\x88\xe0\xb8\xb3\xe0\xb8\x81\xe0\xb8\xb1\xe0\xb8\x94 \xe0\xb9\x81\xe0\xb8\x95\xe0\xb9\x88\xe0\xb9\x80\xe0\xb8\x8b\xe0\xb8\xb4\xe0\xb8\xa3\xe0\xb9\x8c\xe0\xb8\x9f\xe0\xb9\x80\xe0\xb8\xa7\xe0\xb8\xad\xe0\xb8\xa3\xe0\xb9\x8c\xe0\xb9\x84\xe0\xb8\xa1\xe0\xb9\x88\xe0\xb8\xa7\xe0\xb9\x88\xe0\xb8\xb2\xe0\xb8\x87\xe0\xb9\x83\xe0\xb8\x99\xe0\xb8\x82\xe0\xb8\x93\xe0\xb8\xb0\xe0\xb8\x99\xe0\xb8\xb5\xe0\xb9\x89 \xe0\xb8\x81\xe0\xb8\xa3\xe0\xb8\xb8\xe0\xb8\x93\xe0\xb8\xb2\xe0\xb8\xa5\xe0\xb8\xad\xe0\xb8\x87\xe0\xb9\x83\xe0\xb8\xab\xe0\xb8\xa1\xe0\xb9\x88\xe0\xb8\xad\xe0\xb8\xb5\xe0\xb8\x81\xe0\xb8\x84\xe0\xb8\xa3\xe0\xb8\xb1\xe0\xb9\x89\xe0\xb8\x87", 0,
                     CARRY_ON_VERDICT_TRANSIENT, NULL, NULL);
  check_family_case (5, "V tejto konverz\xc3\xa1" "cii bolo odoslan\xc3\xbd" "ch pr\xc3\xadli\xc5\xa1 ve\xc4\xbe" "a spr\xc3\xa1v. Za\xc4\x8dnite nov\xc3\xbd rozhovor.", 0,
                     CARRY_ON_VERDICT_TRANSIENT, "default", NULL);
  check_family_case (6, "Desc\xc4\x83rcarea imaginii a expirat (timeout). Verifica\xc8\x9bi \xc8\x99i c\xc4\x83 promptul nu con\xc8\x9bine con\xc8\x9binut sensibil sau cuvinte interzise, apoi \xc3\xaencerca\xc8\x9bi din nou.", 0,
                     CARRY_ON_VERDICT_TRANSIENT, NULL, NULL);
  check_family_case (7, "Zahteva ni uspela (502 Bad Gateway), poskusite znova. API klju\xc4\x8d je bil odstranjen iz dnevnika.", 502,
                     CARRY_ON_VERDICT_TRANSIENT, NULL, NULL);
  check_family_case (8, "\xd0\xa1\xd1\x82\xd1\x80\xd0\xb8\xd0\xb9\xd0\xbc\xd0\xb8\xd0\xbd\xd0\xb3\xd1\x8a\xd1\x82 \xd0\xb7\xd0\xb0 \xd1\x82\xd0\xbe\xd0\xb7\xd0\xb8 \xd0\xb0\xd0\xba\xd0\xb0\xd1\x83\xd0\xbd\xd1\x82 \xd0\xb5 \xd0\xb4\xd0\xb5\xd0\xb0\xd0\xba\xd1\x82\xd0\xb8\xd0\xb2\xd0\xb8\xd1\x80\xd0\xb0\xd0\xbd; \xd0\xbe\xd1\x82\xd0\xb3\xd0\xbe\xd0\xb2\xd0\xbe\xd1\x80\xd1\x8a\xd1\x82 \xd1\x89\xd0\xb5 \xd0\xb1\xd1\x8a\xd0\xb4\xd0\xb5 \xd0\xb8\xd0\xb7\xd0\xbf\xd1\x80\xd0\xb0\xd1\x82\xd0\xb5\xd0\xbd \xd0\xbd\xd0\xb0\xd0\xb2\xd0\xb5\xd0\xb4\xd0\xbd\xd1\x8a\xd0\xb6.", 0,
                     CARRY_ON_VERDICT_TRANSIENT, NULL, NULL);
  /* and the variants it found missed: the definite "cheia", "nu este validă", the key with no more quota, the trial
   * quota "s-a epuizat"; "ključ API" with its follow-up; "neplatné"; "अमान्य"; "yra būtinas"; "акаунтът"; "модел …
   * не може да бъде намерен"; "not yet ready"; "odoslali ste"; a daily limit renewed; a conversation at its length
   * limit */
  check_family_case (9, "Cheia API OpenAI nevalid\xc4\x83", 0,
                     CARRY_ON_VERDICT_FATAL, "invalid-api-key", NULL);
  check_family_case (10, "Cheia API OpenAI nu este valid\xc4\x83.", 0,
                     CARRY_ON_VERDICT_FATAL, "invalid-api-key", NULL);
  check_family_case (11, "Aceast\xc4\x83 cheie API nu mai are cot\xc4\x83 disponibil\xc4\x83.", 0,
                     CARRY_ON_VERDICT_FATAL, "credits", NULL);
  check_family_case (12, "Cota de prob\xc4\x83 s-a epuizat.", 0,
                     CARRY_ON_VERDICT_FATAL, "trial-wall", NULL);
  check_family_case (13, "Klju\xc4\x8d API je bil odstranjen. Prosimo, konfigurirajte nov klju\xc4\x8d API.", 0,
                     CARRY_ON_VERDICT_FATAL, "invalid-api-key", NULL);
  check_family_case (14, "Neplatn\xc3\xa9 prihlasovacie \xc3\xba" "daje", 0,
                     CARRY_ON_VERDICT_FATAL, "invalid-api-key", NULL);
  check_family_case (15, "\xe0\xa4\x85\xe0\xa4\xae\xe0\xa4\xbe\xe0\xa4\xa8\xe0\xa5\x8d\xe0\xa4\xaf API \xe0\xa4\x95\xe0\xa5\x81\xe0\xa4\x82\xe0\xa4\x9c\xe0\xa5\x80", 0,
                     CARRY_ON_VERDICT_FATAL, "invalid-api-key", NULL);
  check_family_case (16, "API raktas yra b\xc5\xabtinas", 0,
                     CARRY_ON_VERDICT_FATAL, "credentials-missing", NULL);
  check_family_case (17, "\xd0\x90\xd0\xba\xd0\xb0\xd1\x83\xd0\xbd\xd1\x82\xd1\x8a\xd1\x82 \xd0\xb5 \xd0\xb4\xd0\xb5\xd0\xb0\xd0\xba\xd1\x82\xd0\xb8\xd0\xb2\xd0\xb8\xd1\x80\xd0\xb0\xd0\xbd.", 0,
                     CARRY_ON_VERDICT_FATAL, "account", NULL);
  check_family_case (18, "\xd0\xa1\xd1\x8a\xd0\xb6\xd0\xb0\xd0\xbb\xd1\x8f\xd0\xb2\xd0\xb0\xd0\xbc\xd0\xb5, \xd0\xb7\xd0\xb0\xd1\x8f\xd0\xb2\xd0\xb5\xd0\xbd\xd0\xb8\xd1\x8f\xd1\x82 \xd0\xbc\xd0\xbe\xd0\xb4\xd0\xb5\xd0\xbb \xd0\xbd\xd0\xb5 \xd0\xbc\xd0\xbe\xd0\xb6\xd0\xb5 \xd0\xb4\xd0\xb0 \xd0\xb1\xd1\x8a\xd0\xb4\xd0\xb5 \xd0\xbd\xd0\xb0\xd0\xbc\xd0\xb5\xd1\x80\xd0\xb5\xd0\xbd.", 0,
                     CARRY_ON_VERDICT_FATAL, "invalid-request", NULL);
  check_family_case (19, "Model 'llama3' isn't yet ready to serve requests", 400,
                     CARRY_ON_VERDICT_TRANSIENT, "overloaded", NULL);
  check_family_case (20, "Odoslali ste pr\xc3\xadli\xc5\xa1 ve\xc4\xbe" "a spr\xc3\xa1v. Sk\xc3\xbaste to nesk\xc3\xb4r.", 0,
                     CARRY_ON_VERDICT_LIMIT, "rate-limit", NULL);
  check_family_case (21, "Rozhovory bud\xc3\xba op\xc3\xa4\xc5\xa5 k dispoz\xc3\xad" "cii po obnoven\xc3\xad denn\xc3\xa9ho limitu.", 0,
                     CARRY_ON_VERDICT_LIMIT, "quota", NULL);
  check_family_case (22, "Je \xc4\x8d" "as za\xc4\x8d" "a\xc5\xa5 nov\xc3\xbd rozhovor. Tento dosiahol svoj limit d\xc4\xba\xc5\xbeky.", 0,
                     CARRY_ON_VERDICT_FATAL, "context-too-long", NULL);
}

/* Rounds py-qf: a key refused, a key missing, too many sign-ins, a day's
 * points or a period's quota used up and an account closed in the Nordic
 * languages, Latvian and Czech (locale files); a request too long in
 * Bulgarian; sending too often in Traditional Chinese; a job queue full, a
 * moderated request, a card to enter and a free tier ended; near misses
 * beside them */
static void
test_py_qf_families (void)
{
  static const SourcedCase cases[] = {
    { "API-nyckel ogiltig!", 0,
      CARRY_ON_VERDICT_FATAL, "invalid-api-key", NULL, "https://github.com/chatboxai/chatbox/blob/1a356ba83ec061cae895f4b8d61c780244e78a44/src/renderer/i18n/locales/sv/translation.json" },
    { "API-n\xc3\xb8kkel ugyldig!", 0,
      CARRY_ON_VERDICT_FATAL, "invalid-api-key", NULL, "https://github.com/chatboxai/chatbox/blob/1a356ba83ec061cae895f4b8d61c780244e78a44/src/renderer/i18n/locales/nb-NO/translation.json" },
    { "Ugyldig n\xc3\xb8gle angivet. Angiv venligst en gyldig n\xc3\xb8gle, og pr\xc3\xb8v igen.", 0,
      CARRY_ON_VERDICT_FATAL, "invalid-api-key", NULL, "https://github.com/danny-avila/LibreChat/blob/03a543012870417542881d61a903c19f04bba079/client/src/locales/da/translation.json" },
    { "Avain ei kelpaa. Lis\xc3\xa4\xc3\xa4 toimiva avain ja yrit\xc3\xa4 uudestaan.", 0,
      CARRY_ON_VERDICT_FATAL, "invalid-api-key", NULL, "https://github.com/danny-avila/LibreChat/blob/0c975a9cd40aea5473cada89e30742d967540bd6/client/src/locales/fi/translation.json" },
    { "Nor\xc4\x81" "d\xc4\xabta neder\xc4\xabga atsl\xc4\x93ga. L\xc5\xab" "dzu, ievadiet der\xc4\xabgu atsl\xc4\x93gu un m\xc4\x93\xc4\xa3iniet v\xc4\x93lreiz.", 0,
      CARRY_ON_VERDICT_FATAL, "invalid-api-key", NULL, "https://github.com/danny-avila/LibreChat/blob/4fa46488bf4b8e116a1eaf5f6a6d443511a1c2fc/client/src/locales/lv/translation.json" },
    { "Ogiltiga inloggningsuppgifter", 0,
      CARRY_ON_VERDICT_FATAL, "invalid-api-key", NULL, "https://github.com/nextcloud/integration_openai/blob/024b16431e346aedd537e4771c1fda9d3262831d/l10n/sv.json" },
    { "Autentifikace Cerebras API selhala. Zkontrolujte pros\xc3\xadm, \xc5\xbe" "e v\xc3\xa1\xc5\xa1 API kl\xc3\xad\xc4\x8d je platn\xc3\xbd a nevypr\xc5\xa1" "el.", 0,
      CARRY_ON_VERDICT_FATAL, "invalid-api-key", NULL, "https://github.com/Kilo-Org/kilocode/blob/6d7eb39d2025a432fa3c390ee27f857fe89f5327/src/i18n/locales/cs/common.json" },
    { "Ingen nyckel hittades. V\xc3\xa4nligen ange en nyckel och f\xc3\xb6rs\xc3\xb6k igen.", 0,
      CARRY_ON_VERDICT_FATAL, "credentials-missing", NULL, "https://github.com/danny-avila/LibreChat/blob/1982e9249f15dffc67d5337e00abc22e4ace958e/client/src/locales/sv/translation.json" },
    { "F\xc3\xb6r m\xc3\xa5nga inloggningsf\xc3\xb6rs\xc3\xb6k fr\xc3\xa5n den h\xc3\xa4r IP-adressen p\xc3\xa5 kort tid. V\xc3\xa4nligen f\xc3\xb6rs\xc3\xb6k igen senare.", 0,
      CARRY_ON_VERDICT_LIMIT, "rate-limit", NULL, "https://github.com/danny-avila/LibreChat/blob/1982e9249f15dffc67d5337e00abc22e4ace958e/client/src/locales/sv/translation.json" },
    { "For mange innloggingsfors\xc3\xb8k p\xc3\xa5 kort tid. Vennligst pr\xc3\xb8v igjen senere.", 0,
      CARRY_ON_VERDICT_LIMIT, "rate-limit", NULL, "https://github.com/danny-avila/LibreChat/blob/03a543012870417542881d61a903c19f04bba079/client/src/locales/nb/translation.json" },
    { "Liian monta kirjautumisyrityst\xc3\xa4 lyhyen ajan sis\xc3\xa4ll\xc3\xa4. Yrit\xc3\xa4 my\xc3\xb6hemmin uudestaan.", 0,
      CARRY_ON_VERDICT_LIMIT, "rate-limit", NULL, "https://github.com/danny-avila/LibreChat/blob/0c975a9cd40aea5473cada89e30742d967540bd6/client/src/locales/fi/translation.json" },
    { "Of margar innskr\xc3\xa1ningartilraunir. Reyndu aftur s\xc3\xad\xc3\xb0" "ar.", 0,
      CARRY_ON_VERDICT_LIMIT, "rate-limit", NULL, "https://github.com/danny-avila/LibreChat/blob/04dd1045ec92c742dde13a43f3a731c1aa6fe167/client/src/locales/is/translation.json" },
    { "\xe7\x99\xbc\xe9\x80\x81\xe9\x81\x8e\xe6\x96\xbc\xe9\xa0\xbb\xe7\xb9\x81\xef\xbc\x8c\xe8\xab\x8b\xe5\x9c\xa8 {{seconds}} \xe7\xa7\x92\xe5\xbe\x8c\xe5\x86\x8d\xe5\x98\x97\xe8\xa9\xa6", 0,
      CARRY_ON_VERDICT_LIMIT, "rate-limit", NULL, "https://github.com/CherryHQ/cherry-studio/blob/761001c743482e8bcbead0db35f116cdfd775e35/src/renderer/src/i18n/locales/zh-tw.json" },
    { "midjourney: queue full: your job queue is full. please wait for a job to finish first, then resubmit this one.", 0,
      CARRY_ON_VERDICT_LIMIT, "rate-limit", NULL, "https://github.com/igolaizola/bulkai/issues/84" },
    { "Dagens kostnadsfria po\xc3\xa4ng \xc3\xa4r slut. De \xc3\xa5terst\xc3\xa4lls dagligen; uppgradera planen f\xc3\xb6r att forts\xc3\xa4tta nu.", 0,
      CARRY_ON_VERDICT_LIMIT, "quota", NULL, "https://github.com/chatboxai/chatbox/blob/1a356ba83ec061cae895f4b8d61c780244e78a44/src/renderer/i18n/locales/sv/translation.json" },
    { "Din kvot f\xc3\xb6r den aktuella perioden \xc3\xa4r slut. Uppgradera planen f\xc3\xb6r att forts\xc3\xa4tta.", 0,
      CARRY_ON_VERDICT_LIMIT, "quota", NULL, "https://github.com/chatboxai/chatbox/blob/1a356ba83ec061cae895f4b8d61c780244e78a44/src/renderer/i18n/locales/sv/translation.json" },
    { "\xd0\xa1\xd1\x8a\xd0\xb4\xd1\x8a\xd1\x80\xd0\xb6\xd0\xb0\xd0\xbd\xd0\xb8\xd0\xb5\xd1\x82\xd0\xbe \xd0\xbd\xd0\xb0 \xd1\x82\xd0\xb5\xd0\xba\xd1\x83\xd1\x89\xd0\xb0\xd1\x82\xd0\xb0 \xd0\xb7\xd0\xb0\xd1\x8f\xd0\xb2\xd0\xba\xd0\xb0 \xd0\xbd\xd0\xb0\xd0\xb4\xd0\xb2\xd0\xb8\xd1\x88\xd0\xb0\xd0\xb2\xd0\xb0 \xd0\xb4\xd1\x8a\xd0\xbb\xd0\xb6\xd0\xb8\xd0\xbd\xd0\xb0\xd1\x82\xd0\xb0, \xd0\xba\xd0\xbe\xd1\x8f\xd1\x82\xd0\xbe \xd0\xbc\xd0\xbe\xd0\xb4\xd0\xb5\xd0\xbb\xd1\x8a\xd1\x82 \xd0\xbc\xd0\xbe\xd0\xb6\xd0\xb5 \xd0\xb4\xd0\xb0 \xd0\xbe\xd0\xb1\xd1\x80\xd0\xb0\xd0\xb1\xd0\xbe\xd1\x82\xd0\xb8. \xd0\x9c\xd0\xbe\xd0\xbb\xd1\x8f, \xd0\xbd\xd0\xb0\xd0\xbc\xd0\xb0\xd0\xbb\xd0\xb5\xd1\x82\xd0\xb5 \xd0\xba\xd0\xbe\xd0\xbb\xd0\xb8\xd1\x87\xd0\xb5\xd1\x81\xd1\x82\xd0\xb2\xd0\xbe\xd1\x82\xd0\xbe \xd1\x81\xd1\x8a\xd0\xb4\xd1\x8a\xd1\x80\xd0\xb6\xd0\xb0\xd0\xbd\xd0\xb8\xd0\xb5 \xd0\xb8 \xd0\xbe\xd0\xbf\xd0\xb8\xd1\x82\xd0\xb0\xd0\xb9\xd1\x82\xd0\xb5 \xd0\xbe\xd1\x82\xd0\xbd\xd0\xbe\xd0\xb2\xd0\xbe.", 0,
      CARRY_ON_VERDICT_FATAL, "context-too-long", NULL, "https://github.com/lobehub/lobe-chat/blob/5e912a4dcdcba65461dcc4218a3c684c085ecf0e/locales/bg-BG/modelRuntime.json" },
    { "Reikningurinn \xc3\xbeinn hefur veri\xc3\xb0 loka\xc3\xb0ur t\xc3\xadmabundi\xc3\xb0 vegna brota \xc3\xa1 skilm\xc3\xa1lum.", 0,
      CARRY_ON_VERDICT_FATAL, "account", NULL, "https://github.com/danny-avila/LibreChat/blob/04dd1045ec92c742dde13a43f3a731c1aa6fe167/client/src/locales/is/translation.json" },
    { "BFL API Message: Request Moderated", 0,
      CARRY_ON_VERDICT_FATAL, "content-blocked", NULL, "https://github.com/black-forest-labs/bfl-comfy-nodes/issues/4" },
    { "[detail] => You have reached the free time limit. You need to enter your credit card to continue using the API: https://replicate.com/subscriptions/new", 0,
      CARRY_ON_VERDICT_FATAL, "credits", NULL, "https://github.com/RuliLG/Laravel-Stable-Diffusion/issues/1" },
    { "Qwen OAuth \xe5\x85\x8d\xe8\xb2\xbb\xe9\xa1\x8d\xe5\xba\xa6\xe5\xb7\xb2\xe6\x96\xbc 2026-04-15 \xe5\x81\x9c\xe7\x94\xa8\xe3\x80\x82\xe8\xab\x8b\xe9\x81\x8b\xe8\xa1\x8c /auth \xe5\x88\x87\xe6\x8f\x9b\xe6\x9c\x8d\xe5\x8b\x99\xe5\x95\x86\xe3\x80\x82", 0,
      CARRY_ON_VERDICT_FATAL, "free-tier-only", NULL, "https://github.com/QwenLM/qwen-code/blob/e3db54c2af8cfe21b016317ffc8f1988c39a9fe3/packages/cli/src/i18n/locales/zh-TW.js" },
  };

  check_sourced_cases (cases, G_N_ELEMENTS (cases));
  /* a free quota used up today is not the free tier's end (its "try again tomorrow" waits for the day); the Czech
   * halves in two clauses; an account "not closed"; no card needed */
  check_family_case (0, "Qwen OAuth \xe5\x85\x8d\xe8\xb2\xbb\xe9\xa1\x8d\xe5\xba\xa6\xe5\xb7\xb2\xe6\x96\xbc\xe4\xbb\x8a\xe6\x97\xa5\xe7\x94\xa8\xe5\xae\x8c\xef\xbc\x8c\xe8\xab\x8b\xe6\x98\x8e\xe5\xa4\xa9\xe5\x86\x8d\xe8\xa9\xa6", 0,
                     CARRY_ON_VERDICT_LIMIT, "come-back-tomorrow", "2026-03-10T23:00:00Z");
  check_family_case (1, "Autentifikace prob\xc4\x9bhla. P\xc5\x99ipojen\xc3\xad k serveru selhala, zkuste to znovu", 0,
                     CARRY_ON_VERDICT_TRANSIENT, NULL, NULL);
  check_family_case (2, "Reikningurinn \xc3\xbeinn hefur ekki veri\xc3\xb0 loka\xc3\xb0ur. Reyndu aftur s\xc3\xad\xc3\xb0" "ar.", 0,
                     CARRY_ON_VERDICT_TRANSIENT, NULL, NULL);
  check_family_case (3, "You don't need to enter your credit card to continue; the server is busy, try again", 0,
                     CARRY_ON_VERDICT_TRANSIENT, NULL, NULL);
  /* an authentication that failed on a timeout is no refused key (a review) */
  check_family_case (5, "Autentifikace selhala: vypr\xc5\xa1" "el \xc4\x8d" "asov\xc3\xbd limit p\xc5\x99ipojen\xc3\xad", 0,
                     CARRY_ON_VERDICT_TRANSIENT, "timeout", NULL);
  /* the free tier's end in Simplified Chinese */
  check_family_case (4, "Qwen OAuth \xe5\x85\x8d\xe8\xb4\xb9\xe9\xa2\x9d\xe5\xba\xa6\xe5\xb7\xb2\xe4\xba\x8e 2026-04-15 \xe5\x81\x9c\xe7\x94\xa8\xe3\x80\x82\xe8\xaf\xb7\xe8\xbf\x90\xe8\xa1\x8c /auth \xe5\x88\x87\xe6\x8d\xa2\xe6\x9c\x8d\xe5\x8a\xa1\xe5\x95\x86\xe3\x80\x82", 0,
                     CARRY_ON_VERDICT_FATAL, "free-tier-only", NULL);
}

/* Rounds pq-px: Dify's trial quota used up in Korean and Thai, a licence
 * expired in Portuguese, a provider's authentication failed in Italian
 * (locale files); their variants and near misses */
static void
test_pq_px_families (void)
{
  static const SourcedCase cases[] = {
    { "\xed\x8a\xb8\xeb\x9d\xbc\xec\x9d\xb4\xec\x96\xbc \xec\xbf\xbc\xed\x84\xb0\xea\xb0\x80 \xec\x86\x8c\xec\xa7\x84\xeb\x90\x98\xec\x97\x88\xec\x8a\xb5\xeb\x8b\x88\xeb\x8b\xa4. API \xed\x82\xa4\xeb\xa5\xbc \xec\x84\xa4\xec\xa0\x95\xed\x95\x98\xec\x84\xb8\xec\x9a\x94.", 0,
      CARRY_ON_VERDICT_FATAL, "trial-wall", NULL, "https://github.com/langgenius/dify/blob/112f6a1150c8755a4cec6f9013e3665dc950a87c/web/i18n/ko-KR/app-overview.ts" },
    { "\xe0\xb9\x82\xe0\xb8\x84\xe0\xb8\xa7\xe0\xb8\x95\xe0\xb9\x89\xe0\xb8\xb2\xe0\xb8\x97\xe0\xb8\x94\xe0\xb8\xa5\xe0\xb8\xad\xe0\xb8\x87\xe0\xb9\x83\xe0\xb8\x8a\xe0\xb9\x89\xe0\xb8\xab\xe0\xb8\xa1\xe0\xb8\x94 \xe0\xb9\x80\xe0\xb8\x9e\xe0\xb8\xb4\xe0\xb9\x88\xe0\xb8\xa1\xe0\xb8\x9c\xe0\xb8\xb9\xe0\xb9\x89\xe0\xb9\x83\xe0\xb8\xab\xe0\xb9\x89\xe0\xb8\x9a\xe0\xb8\xa3\xe0\xb8\xb4\xe0\xb8\x81\xe0\xb8\xb2\xe0\xb8\xa3\xe0\xb9\x82\xe0\xb8\xa1\xe0\xb9\x80\xe0\xb8\x94\xe0\xb8\xa5\xe0\xb8\x82\xe0\xb8\xad\xe0\xb8\x87\xe0\xb8\x95\xe0\xb8\xb1\xe0\xb8\xa7\xe0\xb9\x80\xe0\xb8\xad\xe0\xb8\x87", 0,
      CARRY_ON_VERDICT_FATAL, "trial-wall", NULL, "https://github.com/langgenius/dify/blob/7a465c122adcc56932d1f54f989040c4ba5b531e/web/i18n/th-TH/common.json" },
    { "Licen\xc3\xa7" "a expirada, por favor verifique a sua chave de licen\xc3\xa7" "a", 0,
      CARRY_ON_VERDICT_FATAL, "plan-expired", NULL, "https://github.com/chatboxai/chatbox/blob/f0a47f7e246ef1a86b52fc40ef17399520467c4f/src/renderer/i18n/locales/pt-PT/translation.json" },
    { "Autenticazione del provider non riuscita ({{provider}}): {{message}}", 0,
      CARRY_ON_VERDICT_FATAL, "invalid-api-key", NULL, "https://github.com/sst/opencode/blob/a8dec0a40f1ea4f9cc9e72fbc648cd5ffcec4a40/packages/app/src/i18n/it.ts" },
  };

  check_sourced_cases (cases, G_N_ELEMENTS (cases));
  /* a balance that is sufficient, a trial quota that is left; then the same messages worded otherwise */
  check_family_case (0, "Il saldo \xc3\xa8 sufficiente; il server \xc3\xa8 temporaneamente sovraccarico, riprova.", 0,
                     CARRY_ON_VERDICT_TRANSIENT, NULL, NULL);
  check_family_case (1, "\xed\x8a\xb8\xeb\x9d\xbc\xec\x9d\xb4\xec\x96\xbc \xec\xbf\xbc\xed\x84\xb0\xea\xb0\x80 \xeb\x82\xa8\xec\x95\x84 \xec\x9e\x88\xec\x8a\xb5\xeb\x8b\x88\xeb\x8b\xa4. \xec\x84\x9c\xeb\xb2\x84 \xec\x98\xa4\xeb\xa5\x98\xec\x9e\x85\xeb\x8b\x88\xeb\x8b\xa4. \xeb\x8b\xa4\xec\x8b\x9c \xec\x8b\x9c\xeb\x8f\x84\xed\x95\x98\xec\x84\xb8\xec\x9a\x94.", 0,
                     CARRY_ON_VERDICT_TRANSIENT, NULL, NULL);
  check_family_case (2, "\xe0\xb9\x82\xe0\xb8\x84\xe0\xb8\xa7\xe0\xb8\x95\xe0\xb8\xb2\xe0\xb8\x97\xe0\xb8\x94\xe0\xb8\xa5\xe0\xb8\xad\xe0\xb8\x87\xe0\xb9\x83\xe0\xb8\x8a\xe0\xb9\x89\xe0\xb8\xab\xe0\xb8\xa1\xe0\xb8\x94\xe0\xb9\x81\xe0\xb8\xa5\xe0\xb9\x89\xe0\xb8\xa7 \xe0\xb9\x80\xe0\xb8\x9e\xe0\xb8\xb4\xe0\xb9\x88\xe0\xb8\xa1\xe0\xb8\x9c\xe0\xb8\xb9\xe0\xb9\x89\xe0\xb9\x83\xe0\xb8\xab\xe0\xb9\x89\xe0\xb8\x9a\xe0\xb8\xa3\xe0\xb8\xb4\xe0\xb8\x81\xe0\xb8\xb2\xe0\xb8\xa3\xe0\xb9\x82\xe0\xb8\xa1\xe0\xb9\x80\xe0\xb8\x94\xe0\xb8\xa5\xe0\xb8\x82\xe0\xb8\xad\xe0\xb8\x87\xe0\xb8\x95\xe0\xb8\xb1\xe0\xb8\xa7\xe0\xb9\x80\xe0\xb8\xad\xe0\xb8\x87", 0,
                     CARRY_ON_VERDICT_FATAL, "trial-wall", NULL);
  check_family_case (3, "\xe0\xb9\x82\xe0\xb8\x84\xe0\xb8\xa7\xe0\xb8\x95\xe0\xb9\x89\xe0\xb8\xb2\xe0\xb8\x97\xe0\xb8\x94\xe0\xb8\xa5\xe0\xb8\xad\xe0\xb8\x87\xe0\xb9\x83\xe0\xb8\x8a\xe0\xb9\x89\xe0\xb8\x82\xe0\xb8\xad\xe0\xb8\x87\xe0\xb8\x84\xe0\xb8\xb8\xe0\xb8\x93\xe0\xb8\xab\xe0\xb8\xa1\xe0\xb8\x94\xe0\xb9\x81\xe0\xb8\xa5\xe0\xb9\x89\xe0\xb8\xa7", 0,
                     CARRY_ON_VERDICT_FATAL, "trial-wall", NULL);
  check_family_case (4, "A sua licen\xc3\xa7" "a expirou. Por favor verifique a sua chave de licen\xc3\xa7" "a.", 0,
                     CARRY_ON_VERDICT_FATAL, "plan-expired", NULL);
}

/* Rounds oo-ot: messages in Thai, Khmer, Malay, Irish, Basque, Icelandic,
 * Welsh, Sardinian, Esperanto and Lower Sorbian that no row or word knew (a
 * model not found, a key required or refused, a daily chat limit, a quota,
 * too many messages, a sign-in, moderation, a length cap), and a request
 * or a question too long in German, French and English; near misses
 * beside them */
static void
test_oo_ot_families (void)
{
  static const SourcedCase cases[] = {
    { "Sorry, this question is too long. Please try again with a shorter question.", 0,
      CARRY_ON_VERDICT_FATAL, "context-too-long", NULL, "https://github.com/HealthInnovators/GovChat/blob/HEAD/django_app/GovChat_app/GovChat_core/error_messages.py" },
    { "Ihre Anfrage ist zu lang, bitte versuchen Sie es noch einmal in einem k\xc3\xbcrzeren Format.", 0,
      CARRY_ON_VERDICT_FATAL, "context-too-long", NULL, "https://github.com/Infomaniak/android-kMail/pull/1393" },
    { "L\xe2\x80\x99" "e-mail auquel vous r\xc3\xa9pondez est trop long pour que l\xe2\x80\x99IA puisse actuellement g\xc3\xa9n\xc3\xa9rer une r\xc3\xa9ponse.\n\nR\xc3\xa9sumez ce que vous souhaitez dire pour obtenir son aide.", 0,
      CARRY_ON_VERDICT_FATAL, "context-too-long", NULL, "https://github.com/Infomaniak/android-kMail/blob/HEAD/app/src/main/res/values-fr/strings.xml" },
    { "Txat berri bat hasteko unea da. Honek bere luzeraren muga gainditu du jada.", 0,
      CARRY_ON_VERDICT_FATAL, "context-too-long", NULL, "https://github.com/mozilla-l10n/firefox-l10n/blob/HEAD/eu/browser/browser/aiWindowContent.ftl" },
    { "\xe0\xb8\x88\xe0\xb8\xb3\xe0\xb8\x99\xe0\xb8\xa7\xe0\xb8\x99\xe0\xb9\x82\xe0\xb8\x97\xe0\xb9\x80\xe0\xb8\x84\xe0\xb9\x87\xe0\xb8\x99\xe0\xb8\x82\xe0\xb8\xad\xe0\xb8\x87\xe0\xb8\x82\xe0\xb9\x89\xe0\xb8\xad\xe0\xb8\x84\xe0\xb8\xa7\xe0\xb8\xb2\xe0\xb8\xa1\xe0\xb8\xa5\xe0\xb9\x88\xe0\xb8\xb2\xe0\xb8\xaa\xe0\xb8\xb8\xe0\xb8\x94\xe0\xb8\xa2\xe0\xb8\xb2\xe0\xb8\xa7\xe0\xb9\x80\xe0\xb8\x81\xe0\xb8\xb4\xe0\xb8\x99\xe0\xb9\x84\xe0\xb8\x9b \xe0\xb9\x80\xe0\xb8\x81\xe0\xb8\xb4\xe0\xb8\x99\xe0\xb8\x82\xe0\xb8\xb5\xe0\xb8\x94\xe0\xb8\x88\xe0\xb8\xb3\xe0\xb8\x81\xe0\xb8\xb1\xe0\xb8\x94\xe0\xb9\x82\xe0\xb8\x97\xe0\xb9\x80\xe0\xb8\x84\xe0\xb9\x87\xe0\xb8\x99 ({{0}}) \xe0\xb9\x82\xe0\xb8\x9b\xe0\xb8\xa3\xe0\xb8\x94\xe0\xb8\xa2\xe0\xb9\x88\xe0\xb8\xad\xe0\xb8\x82\xe0\xb9\x89\xe0\xb8\xad\xe0\xb8\x84\xe0\xb8\xa7\xe0\xb8\xb2\xe0\xb8\xa1\xe0\xb8\x82\xe0\xb8\xad\xe0\xb8\x87\xe0\xb8\x84\xe0\xb8\xb8\xe0\xb8\x93 \xe0\xb8\x9b\xe0\xb8\xa3\xe0\xb8\xb1\xe0\xb8\x9a\xe0\xb8\x82\xe0\xb8\x99\xe0\xb8\xb2\xe0\xb8\x94\xe0\xb8\x9a\xe0\xb8\xa3\xe0\xb8\xb4\xe0\xb8\x9a\xe0\xb8\x97\xe0\xb8\xaa\xe0\xb8\xb9\xe0\xb8\x87\xe0\xb8\xaa\xe0\xb8\xb8\xe0\xb8\x94\xe0\xb8\x88\xe0\xb8\xb2\xe0\xb8\x81\xe0\xb8\x9e\xe0\xb8\xb2\xe0\xb8\xa3\xe0\xb8\xb2\xe0\xb8\xa1\xe0\xb8\xb4\xe0\xb9\x80\xe0\xb8\x95\xe0\xb8\xad\xe0\xb8\xa3\xe0\xb9\x8c\xe0\xb8\x81\xe0\xb8\xb2\xe0\xb8\xa3\xe0\xb8\xaa\xe0\xb8\x99\xe0\xb8\x97\xe0\xb8\x99\xe0\xb8\xb2 \xe0\xb8\xab\xe0\xb8\xa3\xe0\xb8\xb7\xe0\xb8\xad\xe0\xb9\x81\xe0\xb8\xa2\xe0\xb8\x81\xe0\xb8\x81\xe0\xb8\xb2\xe0\xb8\xa3\xe0\xb8\xaa\xe0\xb8\x99\xe0\xb8\x97\xe0\xb8\x99\xe0\xb8\xb2\xe0\xb9\x80\xe0\xb8\x9e\xe0\xb8\xb7\xe0\xb9\x88\xe0\xb8\xad\xe0\xb8\x94\xe0\xb8\xb3\xe0\xb9\x80\xe0\xb8\x99\xe0\xb8\xb4\xe0\xb8\x99\xe0\xb8\x81\xe0\xb8\xb2\xe0\xb8\xa3\xe0\xb8\x95\xe0\xb9\x88\xe0\xb8\xad", 0,
      CARRY_ON_VERDICT_FATAL, "context-too-long", NULL, "https://github.com/danny-avila/LibreChat/blob/02a51574f17fb0a14eb85f2e7265afd7623ea3db/client/src/locales/th/translation.json" },
    { "\xe0\xb9\x84\xe0\xb8\xa1\xe0\xb9\x88\xe0\xb8\x9e\xe0\xb8\x9a\xe0\xb9\x82\xe0\xb8\xa1\xe0\xb9\x80\xe0\xb8\x94\xe0\xb8\xa5 {{modelId}}", 0,
      CARRY_ON_VERDICT_FATAL, "invalid-request", NULL, "https://github.com/open-webui/open-webui/blob/00b61ee25cb4bd8ef430926609526eee13950832/src/lib/i18n/locales/th-TH/translation.json" },
    { "\xe1\x9e\x9a\xe1\x9e\x80\xe1\x9e\x98\xe1\x9e\xb7\xe1\x9e\x93\xe1\x9e\x83\xe1\x9e\xbe\xe1\x9e\x89\xe1\x9e\x98\xe1\x9f\x89\xe1\x9e\xbc\xe1\x9e\x8c\xe1\x9f\x82\xe1\x9e\x9b {{modelId}}", 0,
      CARRY_ON_VERDICT_FATAL, "invalid-request", NULL, "https://github.com/open-webui/open-webui/blob/35388a655d12ec64b72db87cd91b152b9ad20f88/src/lib/i18n/locales/km-KH/translation.json" },
    { "Kekunci API OpenAI diperlukan", 0,
      CARRY_ON_VERDICT_FATAL, "credentials-missing", NULL, "https://github.com/open-webui/open-webui/blob/006f95ee595a4d1d63b705c517f1c64cf9ebc676/src/lib/i18n/locales/ms-MY/translation.json" },
    { "\xe1\x9e\x8f\xe1\x9e\x98\xe1\x9f\x92\xe1\x9e\x9a\xe1\x9e\xbc\xe1\x9e\x9c\xe1\x9e\xb2\xe1\x9f\x92\xe1\x9e\x99\xe1\x9e\x98\xe1\x9e\xb6\xe1\x9e\x93\xe1\x9e\x80\xe1\x9e\xbc\xe1\x9e\x93\xe1\x9e\x9f\xe1\x9f\x84 API OpenAI\xe1\x9f\x94", 0,
      CARRY_ON_VERDICT_FATAL, "credentials-missing", NULL, "https://github.com/open-webui/open-webui/blob/35388a655d12ec64b72db87cd91b152b9ad20f88/src/lib/i18n/locales/km-KH/translation.json" },
    { "T\xc3\xa1 Eochair API OpenAI ag teast\xc3\xa1il.", 0,
      CARRY_ON_VERDICT_FATAL, "credentials-missing", NULL, "https://github.com/open-webui/open-webui/blob/HEAD/src/lib/i18n/locales/ie-GA/translation.json" },
    { "Dinti\xc3\xbair dona", 0,
      CARRY_ON_VERDICT_FATAL, "invalid-api-key", NULL, "https://github.com/nextcloud/integration_openai/blob/HEAD/l10n/ga.json" },
    { "Kredentzial okerrak", 0,
      CARRY_ON_VERDICT_FATAL, "invalid-api-key", NULL, "https://github.com/nextcloud/integration_openai/blob/HEAD/l10n/eu.json" },
    { "G\xc3\xb6llu\xc3\xb0 au\xc3\xb0kenni", 0,
      CARRY_ON_VERDICT_FATAL, "invalid-api-key", NULL, "https://github.com/nextcloud/integration_openai/blob/HEAD/l10n/is.json" },
    { "Eochair API/\xc3\x9a" "dar\xc3\xba Bun\xc3\xbasach neamhbhail\xc3\xad:", 0,
      CARRY_ON_VERDICT_FATAL, "invalid-api-key", NULL, "https://github.com/nextcloud/integration_openai/blob/HEAD/l10n/ga.js" },
    { "As barigadu su l\xc3\xacmite de tzarradas de oe.", 0,
      CARRY_ON_VERDICT_LIMIT, "quota", NULL, "https://github.com/mozilla-l10n/firefox-l10n/blob/HEAD/sc/browser/browser/aiWindowContent.ftl" },
    { "Vi atingis la hodia\xc5\xad" "an limon konversacian.", 0,
      CARRY_ON_VERDICT_LIMIT, "quota", NULL, "https://github.com/mozilla-l10n/firefox-l10n/blob/HEAD/eo/browser/browser/aiWindowContent.ftl" },
    { "Leiho honetan nabigatzen jarrai dezakezu halere. Txata berriro egongo da erabilgarri zure eguneko muga berrezartzen denean.", 0,
      CARRY_ON_VERDICT_LIMIT, "quota", NULL, "https://github.com/mozilla-l10n/firefox-l10n/blob/HEAD/eu/browser/browser/aiWindowContent.ftl" },
    { "M\xc3\xb3\xc5\xbeo\xc5\x9bo hy\xc5\xa1\xc4\x87i w to\xc5\x9b tom woknje p\xc5\x9b" "egl\xc4\x9b" "dowa\xc5\x9b. Chat bu\xc5\xbao zasej k dispoziciji, ga\xc5\xbe se wa\xc5\xa1 dnjowny limit sl\xc4\x9b" "dk staja.", 0,
      CARRY_ON_VERDICT_LIMIT, "quota", NULL, "https://github.com/mozilla-l10n/firefox-l10n/blob/HEAD/dsb/browser/browser/aiWindowContent.ftl" },
    { "S\xc3\xa1ra\xc3\xadodh an cu\xc3\xb3ta gini\xc3\xbana t\xc3\xa9" "acs", 0,
      CARRY_ON_VERDICT_LIMIT, "quota", NULL, "https://github.com/nextcloud/integration_openai/blob/HEAD/l10n/ga.json" },
    { "Chu\xc3\xb3ta gini\xc3\xbana cainte s\xc3\xa1raithe", 0,
      CARRY_ON_VERDICT_LIMIT, "quota", NULL, "https://github.com/nextcloud/integration_openai/blob/HEAD/l10n/ga.js" },
    { "Arhoswch funud a rhoi cynnig arall arni. Rydych wedi anfon gormod o negeseuon mewn amser byr.", 0,
      CARRY_ON_VERDICT_LIMIT, "rate-limit", NULL, "https://github.com/mozilla-l10n/firefox-l10n/blob/HEAD/cy/browser/browser/aiWindowContent.ftl" },
    { "Es scheint, dass Sie in kurzer Zeit zu viele Suchanfragen gestellt haben. \n\nBitte haben Sie einen Moment Geduld.", 0,
      CARRY_ON_VERDICT_LIMIT, "rate-limit", NULL, "https://github.com/Infomaniak/android-kMail/pull/1393" },
    { "Kekerapan permintaan melebihi had", 0,
      CARRY_ON_VERDICT_LIMIT, "rate-limit", NULL, "https://github.com/saashqdev/delightful/blob/d116f11fa09f2a9e4c22b05cdc8473bb18161a37/backend/magic-service/storage/languages/ms_MY/api.php" },
    { "I ddefnyddio { -smart-window-brand-name }, bydd angen i chi fewngofnodi.", 0,
      CARRY_ON_VERDICT_FATAL, "login-expired", NULL, "https://github.com/mozilla-l10n/firefox-l10n/blob/HEAD/cy/browser/browser/aiWindowContent.ftl" },
    { "\xe0\xb8\x94\xe0\xb8\xb9\xe0\xb9\x80\xe0\xb8\xab\xe0\xb8\xa1\xe0\xb8\xb7\xe0\xb8\xad\xe0\xb8\x99\xe0\xb8\xa7\xe0\xb9\x88\xe0\xb8\xb2\xe0\xb9\x80\xe0\xb8\x99\xe0\xb8\xb7\xe0\xb9\x89\xe0\xb8\xad\xe0\xb8\xab\xe0\xb8\xb2\xe0\xb8\x97\xe0\xb8\xb5\xe0\xb9\x88\xe0\xb8\xaa\xe0\xb9\x88\xe0\xb8\x87\xe0\xb8\xa1\xe0\xb8\xb2\xe0\xb8\x96\xe0\xb8\xb9\xe0\xb8\x81\xe0\xb8\x95\xe0\xb8\xa3\xe0\xb8\xa7\xe0\xb8\x88\xe0\xb8\xaa\xe0\xb8\xad\xe0\xb8\x9a\xe0\xb9\x82\xe0\xb8\x94\xe0\xb8\xa2\xe0\xb8\xa3\xe0\xb8\xb0\xe0\xb8\x9a\xe0\xb8\x9a\xe0\xb8\x82\xe0\xb8\xad\xe0\xb8\x87\xe0\xb9\x80\xe0\xb8\xa3\xe0\xb8\xb2\xe0\xb8\xa7\xe0\xb9\x88\xe0\xb8\xb2\xe0\xb9\x84\xe0\xb8\xa1\xe0\xb9\x88\xe0\xb8\xaa\xe0\xb8\xad\xe0\xb8\x94\xe0\xb8\x84\xe0\xb8\xa5\xe0\xb9\x89\xe0\xb8\xad\xe0\xb8\x87\xe0\xb8\x81\xe0\xb8\xb1\xe0\xb8\x9a\xe0\xb9\x81\xe0\xb8\x99\xe0\xb8\xa7\xe0\xb8\x97\xe0\xb8\xb2\xe0\xb8\x87\xe0\xb8\x8a\xe0\xb8\xb8\xe0\xb8\xa1\xe0\xb8\x8a\xe0\xb8\x99\xe0\xb8\x82\xe0\xb8\xad\xe0\xb8\x87\xe0\xb9\x80\xe0\xb8\xa3\xe0\xb8\xb2 \xe0\xb9\x80\xe0\xb8\xa3\xe0\xb8\xb2\xe0\xb9\x84\xe0\xb8\xa1\xe0\xb9\x88\xe0\xb8\xaa\xe0\xb8\xb2\xe0\xb8\xa1\xe0\xb8\xb2\xe0\xb8\xa3\xe0\xb8\x96\xe0\xb8\x94\xe0\xb8\xb3\xe0\xb9\x80\xe0\xb8\x99\xe0\xb8\xb4\xe0\xb8\x99\xe0\xb8\x81\xe0\xb8\xb2\xe0\xb8\xa3\xe0\xb8\x81\xe0\xb8\xb1\xe0\xb8\x9a\xe0\xb8\xab\xe0\xb8\xb1\xe0\xb8\xa7\xe0\xb8\x82\xe0\xb9\x89\xe0\xb8\xad\xe0\xb9\x80\xe0\xb8\x89\xe0\xb8\x9e\xe0\xb8\xb2\xe0\xb8\xb0\xe0\xb8\x99\xe0\xb8\xb5\xe0\xb9\x89\xe0\xb9\x84\xe0\xb8\x94\xe0\xb9\x89 \xe0\xb8\xab\xe0\xb8\xb2\xe0\xb8\x81\xe0\xb8\x84\xe0\xb8\xb8\xe0\xb8\x93\xe0\xb8\xa1\xe0\xb8\xb5\xe0\xb8\x84\xe0\xb8\xb3\xe0\xb8\x96\xe0\xb8\xb2\xe0\xb8\xa1\xe0\xb8\xab\xe0\xb8\xa3\xe0\xb8\xb7\xe0\xb8\xad\xe0\xb8\xab\xe0\xb8\xb1\xe0\xb8\xa7\xe0\xb8\x82\xe0\xb9\x89\xe0\xb8\xad\xe0\xb8\xad\xe0\xb8\xb7\xe0\xb9\x88\xe0\xb8\x99\xe0\xb8\x97\xe0\xb8\xb5\xe0\xb9\x88\xe0\xb8\x84\xe0\xb8\xb8\xe0\xb8\x93\xe0\xb8\x95\xe0\xb9\x89\xe0\xb8\xad\xe0\xb8\x87\xe0\xb8\x81\xe0\xb8\xb2\xe0\xb8\xa3\xe0\xb8\xaa\xe0\xb8\xb3\xe0\xb8\xa3\xe0\xb8\xa7\xe0\xb8\x88 \xe0\xb9\x82\xe0\xb8\x9b\xe0\xb8\xa3\xe0\xb8\x94\xe0\xb9\x81\xe0\xb8\x81\xe0\xb9\x89\xe0\xb9\x84\xe0\xb8\x82\xe0\xb8\x82\xe0\xb9\x89\xe0\xb8\xad\xe0\xb8\x84\xe0\xb8\xa7\xe0\xb8\xb2\xe0\xb8\xa1\xe0\xb8\x82\xe0\xb8\xad\xe0\xb8\x87\xe0\xb8\x84\xe0\xb8\xb8\xe0\xb8\x93\xe0\xb8\xab\xe0\xb8\xa3\xe0\xb8\xb7\xe0\xb8\xad\xe0\xb8\xaa\xe0\xb8\xa3\xe0\xb9\x89\xe0\xb8\xb2\xe0\xb8\x87\xe0\xb8\x81\xe0\xb8\xb2\xe0\xb8\xa3\xe0\xb8\xaa\xe0\xb8\x99\xe0\xb8\x97\xe0\xb8\x99\xe0\xb8\xb2\xe0\xb9\x83\xe0\xb8\xab\xe0\xb8\xa1\xe0\xb9\x88", 0,
      CARRY_ON_VERDICT_FATAL, "content-blocked", NULL, "https://github.com/danny-avila/LibreChat/blob/02a51574f17fb0a14eb85f2e7265afd7623ea3db/client/src/locales/th/translation.json" },
  };

  check_sourced_cases (cases, G_N_ELEMENTS (cases));
}

/* Rounds ng-nn: invalid credentials, a text too long, requests per
 * period and an API that took too long in German; an authentication
 * failure in Portuguese; an API key required and a top-up in Hindi;
 * Moodle's hourly cap and Claude's cyber safeguards; near misses beside
 * each, the review's among them */
static void
test_ng_nn_families (void)
{
  static const SourcedCase cases[] = {
    { "OpenAI API \xe0\xa4\x95\xe0\xa5\x81\xe0\xa4\x82\xe0\xa4\x9c\xe0\xa5\x80 \xe0\xa4\x86\xe0\xa4\xb5\xe0\xa4\xb6\xe0\xa5\x8d\xe0\xa4\xaf\xe0\xa4\x95 \xe0\xa4\xb9\xe0\xa5\x88", 0,
      CARRY_ON_VERDICT_FATAL, "credentials-missing", NULL, "https://github.com/open-webui/open-webui/blob/0051995d01a533b6fd58dd409f9b90ad45244a9c/src/lib/i18n/locales/hi-IN/translation.json" },
    { "\xe0\xa4\x9c\xe0\xa4\xbe\xe0\xa4\x82\xe0\xa4\x9a\xe0\xa5\x87\xe0\xa4\x82 \xe0\xa4\x95\xe0\xa4\xbf \xe0\xa4\x95\xe0\xa5\x8d\xe0\xa4\xaf\xe0\xa4\xbe \xe0\xa4\x86\xe0\xa4\xaa \xe0\xa4\xae\xe0\xa5\x81\xe0\xa4\xab\xe0\xa5\x8d\xe0\xa4\xa4 \xe0\xa4\x95\xe0\xa5\x8d\xe0\xa4\xb0\xe0\xa5\x87\xe0\xa4\xa1\xe0\xa4\xbf\xe0\xa4\x9f \xe0\xa4\x95\xe0\xa5\x87 \xe0\xa4\xb8\xe0\xa4\xbe\xe0\xa4\xa5 \xe0\xa4\x9f\xe0\xa5\x89\xe0\xa4\xaa-\xe0\xa4\x85\xe0\xa4\xaa \xe0\xa4\x95\xe0\xa4\xb0 \xe0\xa4\xb8\xe0\xa4\x95\xe0\xa4\xa4\xe0\xa5\x87 \xe0\xa4\xb9\xe0\xa5\x88\xe0\xa4\x82 \xe0\xa4\xaf\xe0\xa4\xbe \xe0\xa4\x94\xe0\xa4\xb0 \xe0\xa4\x96\xe0\xa4\xb0\xe0\xa5\x80\xe0\xa4\xa6 \xe0\xa4\xb8\xe0\xa4\x95\xe0\xa4\xa4\xe0\xa5\x87 \xe0\xa4\xb9\xe0\xa5\x88\xe0\xa4\x82!", 0,
      CARRY_ON_VERDICT_FATAL, "credits", NULL, "https://github.com/Kilo-Org/kilocode/blob/14f5d8facd6d0c0e8de23f13c2ec00a2349cc4e7/src/i18n/locales/hi/kilocode.json" },
    { "Der von Ihnen bereitgestellte Text ist zu lang. Sie m\xc3\xbcssen ihn k\xc3\xbcrzen.", 0,
      CARRY_ON_VERDICT_FATAL, "context-too-long", NULL, "https://github.com/micz/ThunderAI/blob/HEAD/_locales/de/messages.json" },
    { "Der Zugriff auf die API wurde aufgrund ung\xc3\xbcltiger Anmeldedaten verweigert.", 0,
      CARRY_ON_VERDICT_FATAL, "invalid-api-key", NULL, "https://github.com/mebis-lp/moodle-local_ai_manager/blob/HEAD/lang/de/local_ai_manager.php" },
    { "Falha na Autentica\xc3\xa7\xc3\xa3o da API", 0,
      CARRY_ON_VERDICT_FATAL, "invalid-api-key", NULL, "https://suporte.bytebio.com/artigo/resolucao-problemas-erros-comuns-bytegpt" },
    { "Agent \"\xe5\x8d\x8f\xe8\xb0\x83\xe5\xae\x8c\xe6\x95\xb4\xe6\xb8\x97\xe9\x80\x8f\xe6\xb5\x8b\xe8\xaf\x95\xe5\x85\xa8\xe6\xb5\x81\xe7\xa8\x8b\" failed: Agent terminated early due to an API error: API Error: Sonnet 5 has safety\nmeasures that flagged this message for a cybersecurity topic. To learn about the Cyber Verification Program and apply\nfor access, visit our help center: https://support.claude.com/en/articles/14604842-real-time-cyber-safeguards-on-claude.\n\nIf you were not engaging in a cybersecurity topic, please send feedback via /feedback.", 0,
      CARRY_ON_VERDICT_FATAL, "content-blocked", NULL, "https://github.com/0xSteph/pentest-ai-agents/issues/10" },
    { "Es wurden zu viele oder zu gro\xc3\x9f" "e Anfragen in einem bestimmten Zeitraum an das KI-Tool gesendet. Bitte versuchen Sie es sp\xc3\xa4ter erneut.", 0,
      CARRY_ON_VERDICT_LIMIT, "rate-limit", NULL, "https://github.com/mebis-lp/moodle-local_ai_manager/blob/HEAD/lang/de/local_ai_manager.php" },
    { "You have reached the maximum number of AI requests you can make in an hour. Try again later.", 0,
      CARRY_ON_VERDICT_LIMIT, "rate-limit", NULL, "https://github.com/moodle/moodle/blob/HEAD/public/lang/en/ai.php" },
    { "Die API hat zu lange gebraucht, um Ihre Anfrage zu verarbeiten, oder konnte nicht in angemessener Zeit erreicht werden.", 0,
      CARRY_ON_VERDICT_TRANSIENT, "timeout", NULL, "https://github.com/mebis-lp/moodle-local_ai_manager/blob/HEAD/lang/de/local_ai_manager.php" },
  };

  check_sourced_cases (cases, G_N_ELEMENTS (cases));
  /* a request limit reached is no time limit */
  check_family_case (0, "Limite de requisi\xc3\xa7\xc3\xb5" "es atingido. Tente novamente em 30 segundos.", 0, CARRY_ON_VERDICT_LIMIT, NULL,
                     "2026-03-10T12:00:30Z");
  /* the agent's wrapper alone is no block: its cause decides */
  check_family_case (1, "Agent terminated early due to an API error: API Error: Connection error.", 0, CARRY_ON_VERDICT_TRANSIENT, NULL, NULL);
  /* the review's near misses: Portuguese "time limit reached" also titles a usage cap, so no row reads it (its words
   * decide) */
  check_family_case (2, "Limite de tempo atingido para o seu plano gratuito. Tente novamente amanh\xc3\xa3.",
                     0, CARRY_ON_VERDICT_TRANSIENT, "default", NULL);
  /* a rate limit that says no top-up is needed, and "no API key needed" beside a refused connection (Hindi) */
  check_family_case (3, "\xe0\xa4\xa6\xe0\xa4\xb0 \xe0\xa4\xb8\xe0\xa5\x80\xe0\xa4\xae\xe0\xa4\xbe \xe0\xa4\xaa\xe0\xa4\xbe\xe0\xa4\xb0 \xe0\xa4\xb9\xe0\xa5\x8b \xe0\xa4\x97\xe0\xa4\x88\xe0\xa5\xa4 \xe0\xa4\x9f\xe0\xa5\x89\xe0\xa4\xaa-\xe0\xa4\x85\xe0\xa4\xaa \xe0\xa4\x95\xe0\xa4\xb0\xe0\xa4\xa8\xe0\xa5\x87 \xe0\xa4\x95\xe0\xa5\x80 \xe0\xa4\x86\xe0\xa4\xb5\xe0\xa4\xb6\xe0\xa5\x8d\xe0\xa4\xaf\xe0\xa4\x95\xe0\xa4\xa4\xe0\xa4\xbe \xe0\xa4\xa8\xe0\xa4\xb9\xe0\xa5\x80\xe0\xa4\x82 \xe0\xa4\xb9\xe0\xa5\x88, 1 \xe0\xa4\xae\xe0\xa4\xbf\xe0\xa4\xa8\xe0\xa4\x9f \xe0\xa4\xac\xe0\xa4\xbe\xe0\xa4\xa6 \xe0\xa4\xaa\xe0\xa5\x81\xe0\xa4\xa8\xe0\xa4\x83 \xe0\xa4\xaa\xe0\xa5\x8d\xe0\xa4\xb0\xe0\xa4\xaf\xe0\xa4\xbe\xe0\xa4\xb8 \xe0\xa4\x95\xe0\xa4\xb0\xe0\xa5\x87\xe0\xa4\x82\xe0\xa5\xa4",
                     0, CARRY_ON_VERDICT_LIMIT, "rate-limit", NULL);
  check_family_case (4, "\xe0\xa4\xb8\xe0\xa5\x8d\xe0\xa4\xa5\xe0\xa4\xbe\xe0\xa4\xa8\xe0\xa5\x80\xe0\xa4\xaf \xe0\xa4\xae\xe0\xa5\x89\xe0\xa4\xa1\xe0\xa4\xb2 \xe0\xa4\x95\xe0\xa5\x87 \xe0\xa4\xb2\xe0\xa4\xbf\xe0\xa4\x8f API \xe0\xa4\x95\xe0\xa5\x81\xe0\xa4\x82\xe0\xa4\x9c\xe0\xa5\x80 \xe0\xa4\x86\xe0\xa4\xb5\xe0\xa4\xb6\xe0\xa5\x8d\xe0\xa4\xaf\xe0\xa4\x95 \xe0\xa4\xa8\xe0\xa4\xb9\xe0\xa5\x80\xe0\xa4\x82 \xe0\xa4\xb9\xe0\xa5\x88\xe0\xa5\xa4 \xe0\xa4\xb8\xe0\xa4\xb0\xe0\xa5\x8d\xe0\xa4\xb5\xe0\xa4\xb0 \xe0\xa4\xb8\xe0\xa5\x87 \xe0\xa4\x95\xe0\xa4\xa8\xe0\xa5\x87\xe0\xa4\x95\xe0\xa5\x8d\xe0\xa4\x9f \xe0\xa4\xa8\xe0\xa4\xb9\xe0\xa5\x80\xe0\xa4\x82 \xe0\xa4\xb9\xe0\xa5\x8b \xe0\xa4\xb8\xe0\xa4\x95\xe0\xa4\xbe\xe0\xa5\xa4",
                     0, CARRY_ON_VERDICT_TRANSIENT, NULL, NULL);
  /* "zu lange" (too long a time) is no text too long */
  check_family_case (5, "Der bereitgestellte Text ist zu lange unbearbeitet geblieben, Zeit\xc3\xbc" "berschreitung. Bitte erneut versuchen.",
                     0, CARRY_ON_VERDICT_TRANSIENT, NULL, NULL);
}

/* Rounds my-nf: OpenAI's insufficient_quota and "too many tokens in your
 * request" as an office plugin translates them; keys in Greek, Hungarian,
 * Slovak, Estonian, Hebrew and Croatian, a model not found in Hungarian,
 * a length limit and moderation in Estonian, an account's balance in
 * Bulgarian (locale files); a batch queue's cap, Apps Script's
 * short-window quota and Vertex AI's service agents still being made;
 * near misses beside each, the review's among them */
static void
test_my_nf_families (void)
{
  static const SourcedCase cases[] = {
    { "Sie haben Ihr aktuelles Kontingent \xc3\xbc" "berschritten.Bitte \xc3\xbc" "berpr\xc3\xbc" "fen Sie Ihren Plan und Ihre Rechnungsdetails.", 0,
      CARRY_ON_VERDICT_FATAL, "billing", NULL, "https://github.com/ONLYOFFICE/onlyoffice.github.io/blob/HEAD/sdkjs-plugins/content/ai/translations/de-DE.json" },
    { "\xd0\x92\xd1\x8b \xd0\xbf\xd1\x80\xd0\xb5\xd0\xb2\xd1\x8b\xd1\x81\xd0\xb8\xd0\xbb\xd0\xb8 \xd1\x81\xd0\xb2\xd0\xbe\xd1\x8e \xd1\x82\xd0\xb5\xd0\xba\xd1\x83\xd1\x89\xd1\x83\xd1\x8e \xd0\xba\xd0\xb2\xd0\xbe\xd1\x82\xd1\x83, \xd0\xbf\xd0\xbe\xd0\xb6\xd0\xb0\xd0\xbb\xd1\x83\xd0\xb9\xd1\x81\xd1\x82\xd0\xb0, \xd0\xbf\xd1\x80\xd0\xbe\xd0\xb2\xd0\xb5\xd1\x80\xd1\x8c\xd1\x82\xd0\xb5 \xd1\x81\xd0\xb2\xd0\xbe\xd0\xb9 \xd1\x82\xd0\xb0\xd1\x80\xd0\xb8\xd1\x84\xd0\xbd\xd1\x8b\xd0\xb9 \xd0\xbf\xd0\xbb\xd0\xb0\xd0\xbd \xd0\xb8 \xd0\xbf\xd0\xbb\xd0\xb0\xd1\x82\xd0\xb5\xd0\xb6\xd0\xbd\xd1\x8b\xd0\xb5 \xd1\x80\xd0\xb5\xd0\xba\xd0\xb2\xd0\xb8\xd0\xb7\xd0\xb8\xd1\x82\xd1\x8b.", 0,
      CARRY_ON_VERDICT_FATAL, "billing", NULL, "https://github.com/ONLYOFFICE/onlyoffice.github.io/blob/HEAD/sdkjs-plugins/content/ai/translations/ru-RU.json" },
    { "\xe6\x82\xa8\xe8\xb6\x85\xe5\x87\xba\xe4\xba\x86\xe5\xbd\x93\xe5\x89\x8d\xe9\x85\x8d\xe9\xa2\x9d\xef\xbc\x8c\xe8\xaf\xb7\xe6\xa3\x80\xe6\x9f\xa5\xe6\x82\xa8\xe7\x9a\x84\xe6\x96\xb9\xe6\xa1\x88\xe5\x92\x8c\xe8\xb4\xa6\xe5\x8d\x95\xe8\xaf\xa6\xe6\x83\x85\xe3\x80\x82", 0,
      CARRY_ON_VERDICT_FATAL, "billing", NULL, "https://github.com/ONLYOFFICE/onlyoffice.github.io/blob/HEAD/sdkjs-plugins/content/ai/translations/zh-CN.json" },
    { "\xe7\x8f\xbe\xe5\x9c\xa8\xe3\x81\xae\xe3\x82\xaf\xe3\x82\xa9\xe3\x83\xbc\xe3\x82\xbf\xe3\x82\x92\xe8\xb6\x85\xe9\x81\x8e\xe3\x81\x97\xe3\x81\xbe\xe3\x81\x97\xe3\x81\x9f\xe3\x80\x82\xe3\x83\x97\xe3\x83\xa9\xe3\x83\xb3\xe3\x81\xa8\xe8\xaa\xb2\xe9\x87\x91\xe3\x81\xae\xe8\xa9\xb3\xe7\xb4\xb0\xe3\x82\x92\xe3\x81\x94\xe7\xa2\xba\xe8\xaa\x8d\xe3\x81\x8f\xe3\x81\xa0\xe3\x81\x95\xe3\x81\x84\xe3\x80\x82", 0,
      CARRY_ON_VERDICT_FATAL, "billing", NULL, "https://github.com/ONLYOFFICE/onlyoffice.github.io/blob/HEAD/sdkjs-plugins/content/ai/translations/ja-JA.json" },
    { "Zu viele Token in Ihrer Anfrage.", 0,
      CARRY_ON_VERDICT_FATAL, "context-too-long", NULL, "https://github.com/ONLYOFFICE/onlyoffice.github.io/blob/HEAD/sdkjs-plugins/content/ai/translations/de-DE.json" },
    { "\xd0\xa1\xd0\xbb\xd0\xb8\xd1\x88\xd0\xba\xd0\xbe\xd0\xbc \xd0\xbc\xd0\xbd\xd0\xbe\xd0\xb3\xd0\xbe \xd1\x82\xd0\xbe\xd0\xba\xd0\xb5\xd0\xbd\xd0\xbe\xd0\xb2 \xd0\xb2 \xd0\xb2\xd0\xb0\xd1\x88\xd0\xb5\xd0\xbc \xd0\xb7\xd0\xb0\xd0\xbf\xd1\x80\xd0\xbe\xd1\x81\xd0\xb5.", 0,
      CARRY_ON_VERDICT_FATAL, "context-too-long", NULL, "https://github.com/ONLYOFFICE/onlyoffice.github.io/blob/HEAD/sdkjs-plugins/content/ai/translations/ru-RU.json" },
    { "\xe6\x82\xa8\xe7\x9a\x84\xe8\xaf\xb7\xe6\xb1\x82\xe4\xb8\xad\xe5\x8c\x85\xe5\x90\xab\xe5\xa4\xaa\xe5\xa4\x9a\xe4\xbb\xa3\xe5\xb8\x81\xe3\x80\x82", 0,
      CARRY_ON_VERDICT_FATAL, "context-too-long", NULL, "https://github.com/ONLYOFFICE/onlyoffice.github.io/blob/HEAD/sdkjs-plugins/content/ai/translations/zh-CN.json" },
    { "Viimase s\xc3\xb5numi m\xc3\xa4rkide arv on liiga pikk, \xc3\xbcletades m\xc3\xa4rkide limiidi (vastavalt {{0}}). Palun l\xc3\xbchendage oma s\xc3\xb5numit, kohandage vestluse parameetrites maksimaalset konteksti suurust v\xc3\xb5i j\xc3\xa4tkamiseks hargnege vestlus.", 0,
      CARRY_ON_VERDICT_FATAL, "context-too-long", NULL, "https://github.com/danny-avila/LibreChat/blob/03a543012870417542881d61a903c19f04bba079/client/src/locales/et/translation.json" },
    { "A {{modelId}} modell nem tal\xc3\xa1lhat\xc3\xb3", 0,
      CARRY_ON_VERDICT_FATAL, "model-not-found", NULL, "https://github.com/open-webui/open-webui/blob/000906cd997869a96057f23691b2ea56d96ba66e/src/lib/i18n/locales/hu-HU/translation.json" },
    { "\xce\x91\xcf\x80\xce\xb1\xce\xb9\xcf\x84\xce\xb5\xce\xaf\xcf\x84\xce\xb1\xce\xb9 \xcf\x84\xce\xbf \xce\x9a\xce\xbb\xce\xb5\xce\xb9\xce\xb4\xce\xaf API OpenAI.", 0,
      CARRY_ON_VERDICT_FATAL, "credentials-missing", NULL, "https://github.com/open-webui/open-webui/blob/00f58658f7e633e63623c8866dd720fb60e02fe2/src/lib/i18n/locales/el-GR/translation.json" },
    { "Gemini API kulcs sz\xc3\xbcks\xc3\xa9ges.", 0,
      CARRY_ON_VERDICT_FATAL, "credentials-missing", NULL, "https://github.com/open-webui/open-webui/blob/000906cd997869a96057f23691b2ea56d96ba66e/src/lib/i18n/locales/hu-HU/translation.json" },
    { "Je vy\xc5\xbe" "adovan\xc3\xbd odkaz/adresa URL alebo k\xc4\xbe\xc3\xba\xc4\x8d OpenAI.", 0,
      CARRY_ON_VERDICT_FATAL, "credentials-missing", NULL, "https://github.com/open-webui/open-webui/blob/000906cd997869a96057f23691b2ea56d96ba66e/src/lib/i18n/locales/sk-SK/translation.json" },
    { "\xd7\xa2\xd7\x9c\xd7\x99\xd7\x9a \xd7\x9c\xd7\x94\xd7\x96\xd7\x99\xd7\x9f \xd7\x90\xd7\xaa \xd7\x94\xd7\x9e\xd7\xa4\xd7\xaa\xd7\x97 \xd7\x94\xd7\x90\xd7\x99\xd7\xa9\xd7\x99 \xd7\xa9\xd7\x9c\xd7\x9a \xd7\x91\xd7\xa6\xd7\x99\xd7\x93\xd7\x95 \xd7\x94\xd7\xa9\xd7\x9e\xd7\x90\xd7\x9c\xd7\x99 \xd7\x94\xd7\xaa\xd7\x97\xd7\xaa\xd7\x95\xd7\x9f \xd7\xa9\xd7\x9c \xd7\xaa\xd7\xa4\xd7\xa8\xd7\x99\xd7\x98 \xd7\x94\xd7\xa0\xd7\x99\xd7\x95\xd7\x95\xd7\x98.", 0,
      CARRY_ON_VERDICT_FATAL, "credentials-missing", NULL, "https://github.com/mckaywrigley/chatbot-ui/blob/0885ead8a01a577f756b91ee02665c83c7ccf77c/public/locales/he/chat.json" },
    { "Esitati vigane v\xc3\xb5ti. Esitage kehtiv v\xc3\xb5ti ja proovige uuesti.", 0,
      CARRY_ON_VERDICT_FATAL, "invalid-api-key", NULL, "https://github.com/danny-avila/LibreChat/blob/03a543012870417542881d61a903c19f04bba079/client/src/locales/et/translation.json" },
    { "Pogre\xc5\xa1ne vjerodajnice", 0,
      CARRY_ON_VERDICT_FATAL, "invalid-api-key", NULL, "https://github.com/nextcloud/integration_openai/blob/024b16431e346aedd537e4771c1fda9d3262831d/l10n/hr.json" },
    { "Tundub, et esitatud sisu on meie modereerimiss\xc3\xbcsteemi poolt m\xc3\xa4rgistatud kui meie kogukonna juhistega mitte vastav. Me ei saa selle konkreetse teemaga j\xc3\xa4tkata. Kui teil on muid k\xc3\xbcsimusi v\xc3\xb5i teemasid, mida soovite uurida, muutke oma s\xc3\xb5numit v\xc3\xb5i looge uus vestlus.", 0,
      CARRY_ON_VERDICT_FATAL, "content-blocked", NULL, "https://github.com/danny-avila/LibreChat/blob/03a543012870417542881d61a903c19f04bba079/client/src/locales/et/translation.json" },
    { "\xd0\xa1\xd1\x8a\xd0\xb6\xd0\xb0\xd0\xbb\xd1\x8f\xd0\xb2\xd0\xb0\xd0\xbc\xd0\xb5, \xd0\xba\xd0\xb2\xd0\xbe\xd1\x82\xd0\xb0\xd1\x82\xd0\xb0 \xd0\xb7\xd0\xb0 \xd1\x82\xd0\xbe\xd0\xb7\xd0\xb8 \xd0\xba\xd0\xbb\xd1\x8e\xd1\x87 \xd0\xb5 \xd0\xb4\xd0\xbe\xd1\x81\xd1\x82\xd0\xb8\xd0\xb3\xd0\xbd\xd0\xb0\xd0\xbb\xd0\xb0 \xd0\xbb\xd0\xb8\xd0\xbc\xd0\xb8\xd1\x82\xd0\xb0. \xd0\x9c\xd0\xbe\xd0\xbb\xd1\x8f, \xd0\xbf\xd1\x80\xd0\xbe\xd0\xb2\xd0\xb5\xd1\x80\xd0\xb5\xd1\x82\xd0\xb5 \xd0\xb1\xd0\xb0\xd0\xbb\xd0\xb0\xd0\xbd\xd1\x81\xd0\xb0 \xd0\xbd\xd0\xb0 \xd0\xb0\xd0\xba\xd0\xb0\xd1\x83\xd0\xbd\xd1\x82\xd0\xb0 \xd1\x81\xd0\xb8 \xd0\xb8\xd0\xbb\xd0\xb8 \xd1\x83\xd0\xb2\xd0\xb5\xd0\xbb\xd0\xb8\xd1\x87\xd0\xb5\xd1\x82\xd0\xb5 \xd0\xba\xd0\xb2\xd0\xbe\xd1\x82\xd0\xb0\xd1\x82\xd0\xb0 \xd0\xbd\xd0\xb0 \xd0\xba\xd0\xbb\xd1\x8e\xd1\x87\xd0\xb0 \xd0\xb8 \xd0\xbe\xd0\xbf\xd0\xb8\xd1\x82\xd0\xb0\xd0\xb9\xd1\x82\xd0\xb5 \xd0\xbe\xd1\x82\xd0\xbd\xd0\xbe\xd0\xb2\xd0\xbe.", 0,
      CARRY_ON_VERDICT_FATAL, "credits", NULL, "https://github.com/lobehub/lobe-chat/blob/00e080c53901e854a041185758297877f3461629/locales/bg-BG/error.json" },
    { "{ \"data\": [ { \"code\": \"token_limit_exceeded\", \"message\": \"The number of enqueued tokens has surpassed the configured limit of 30K for the deployment 'gpt-4.1-batch'. Please either increase the limit or try again once the current jobs have finished.\", \"line\": null, \"param\": null } ], \"object\": \"list\" }", 0,
      CARRY_ON_VERDICT_LIMIT, "usage-limit", NULL, "https://learn.microsoft.com/en-us/answers/questions/2285577/azure-openai-batch-api-token-limit-exceeded-error" },
    { "Exception: Service invoked too many times in a short time: urlfetch. Try Utilities.sleep(1000) between calls. (line 43).", 0,
      CARRY_ON_VERDICT_LIMIT, "rate-limit", NULL, "https://github.com/Blacksmoke16/GESI/issues/99" },
    { "Bad Request: {\"error\": {\"code\": 400, \"message\": \"Service agents are being provisioned (https://cloud.google.com/vertex-ai/docs/general/access-control#service-agents). Service agents are needed to read the Cloud Storage file provided. So please try again in a few minutes.\", \"status\": \"FAILED_PRECONDITION\"}}", 400,
      CARRY_ON_VERDICT_TRANSIENT, "service-provisioning", NULL, "https://github.com/GoogleCloudPlatform/generative-ai/issues/1308" },
  };

  check_sourced_cases (cases, G_N_ELEMENTS (cases));
  /* the bare "too many tokens" is also Bedrock's throttle, not the request's cap */
  check_family_case (0, "Too many tokens, please wait before trying again.", 0, CARRY_ON_VERDICT_LIMIT, "rate-limit", NULL);
  /* a file not found is no model not found; a rate limit exceeded in Hebrew is no character limit */
  check_family_case (1, "\xce\xa4\xce\xbf \xce\xb1\xcf\x81\xcf\x87\xce\xb5\xce\xaf\xce\xbf \xce\xb4\xce\xb5\xce\xbd \xce\xb2\xcf\x81\xce\xad\xce\xb8\xce\xb7\xce\xba\xce\xb5",  /* Το αρχείο δεν βρέθηκε */
                     0, CARRY_ON_VERDICT_TRANSIENT, "default", NULL);
  check_family_case (2, "\xd7\x94\xd7\x91\xd7\xa7\xd7\xa9\xd7\x94 \xd7\x97\xd7\x95\xd7\xa8\xd7\x92\xd7\xaa \xd7\x9e\xd7\x9e\xd7\x92\xd7\x91\xd7\x9c\xd7\xaa \xd7\x94\xd7\xa7\xd7\xa6\xd7\x91",  /* הבקשה חורגת ממגבלת הקצב */
                     429, CARRY_ON_VERDICT_LIMIT, NULL, NULL);
  /* a key refused beside the service agents is the key */
  check_family_case (3, "Service agents are being provisioned. API key not valid. Please pass a valid API key.", 400,
                     CARRY_ON_VERDICT_FATAL, NULL, NULL);
  /* Apps Script's daily quota stays a usage limit, OpenAI's enqueued token limit a limit */
  check_family_case (4, "Exception: Service invoked too many times for one day: urlfetch.", 0, CARRY_ON_VERDICT_LIMIT, "usage-limit", NULL);
  check_family_case (5, "Enqueued token limit reached for gpt-4o-mini in organization org-abc. Limit: 2,000,000 enqueued tokens. "
                     "Please try again once some in_progress batches have been completed.", 0, CARRY_ON_VERDICT_LIMIT, NULL, NULL);
  /* the review's near misses: "billing details" alone is a link or a page, not money */
  check_family_case (6, "Rate-Limit erreicht. Bitte versuchen Sie es in 60 Sekunden erneut. Ihre Rechnungsdetails finden Sie im Dashboard.",
                     0, CARRY_ON_VERDICT_LIMIT, NULL, "2026-03-10T12:01:00Z");
  check_family_case (7, "\xe6\x97\xa0\xe6\xb3\x95\xe5\x8a\xa0\xe8\xbd\xbd\xe8\xb4\xa6\xe5\x8d\x95\xe8\xaf\xa6\xe6\x83\x85\xef\xbc\x8c\xe8\xaf\xb7\xe7\xa8\x8d\xe5\x90\x8e\xe9\x87\x8d\xe8\xaf\x95\xe3\x80\x82",
                     0, CARRY_ON_VERDICT_TRANSIENT, NULL, NULL);
  /* a model overloaded with no server found is no model not found (the Greek and Romanian '^' forms were dropped) */
  check_family_case (8, "\xce\xa4\xce\xbf \xce\xbc\xce\xbf\xce\xbd\xcf\x84\xce\xad\xce\xbb\xce\xbf gpt-4o \xce\xb5\xce\xaf\xce\xbd\xce\xb1\xce\xb9 \xcf\x85\xcf\x80\xce\xb5\xcf\x81\xcf\x86\xce\xbf\xcf\x81\xcf\x84\xcf\x89\xce\xbc\xce\xad\xce\xbd\xce\xbf: \xce\xb4\xce\xb5\xce\xbd \xce\xb2\xcf\x81\xce\xad\xce\xb8\xce\xb7\xce\xba\xce\xb5 \xce\xb4\xce\xb9\xce\xb1\xce\xb8\xce\xad\xcf\x83\xce\xb9\xce\xbc\xce\xbf\xcf\x82 \xce\xb4\xce\xb9\xce\xb1\xce\xba\xce\xbf\xce\xbc\xce\xb9\xcf\x83\xcf\x84\xce\xae\xcf\x82, \xce\xb4\xce\xbf\xce\xba\xce\xb9\xce\xbc\xce\xac\xcf\x83\xcf\x84\xce\xb5 \xce\xbe\xce\xb1\xce\xbd\xce\xac \xcf\x83\xce\xb5 \xce\xbb\xce\xaf\xce\xb3\xce\xbf.",
                     0, CARRY_ON_VERDICT_TRANSIENT, NULL, NULL);
  /* a key in a tool's arguments is no API key, in Estonian, Slovak and Hebrew */
  check_family_case (9, "T\xc3\xb6\xc3\xb6riista argumentides on vigane v\xc3\xb5ti 'pth'. Kas m\xc3\xb5tlesite 'path'?",
                     0, CARRY_ON_VERDICT_TRANSIENT, "default", NULL);
  check_family_case (10, "Pre n\xc3\xa1stroj read_file je vy\xc5\xbe" "adovan\xc3\xbd k\xc4\xbe\xc3\xba\xc4\x8d 'path' v argumentoch.",
                     0, CARRY_ON_VERDICT_TRANSIENT, "default", NULL);
  check_family_case (11, "\xd7\x90\xd7\x99\xd7\x9f \xd7\xa6\xd7\x95\xd7\xa8\xd7\x9a \xd7\x9c\xd7\x94\xd7\x96\xd7\x99\xd7\x9f \xd7\x90\xd7\xaa \xd7\x94\xd7\x9e\xd7\xa4\xd7\xaa\xd7\x97 \xd7\x9e\xd7\x97\xd7\x93\xd7\xa9; \xd7\x94\xd7\xa9\xd7\xa8\xd7\xaa \xd7\xa2\xd7\x9e\xd7\x95\xd7\xa1 \xd7\x9b\xd7\xa8\xd7\x92\xd7\xa2, \xd7\xa0\xd7\xa1\xd7\x94 \xd7\xa9\xd7\x95\xd7\x91 \xd7\x91\xd7\xa2\xd7\x95\xd7\x93 \xd7\x93\xd7\xa7\xd7\x94.",
                     0, CARRY_ON_VERDICT_TRANSIENT, NULL, NULL);
  /* the moderation system unavailable is no moderation block */
  check_family_case (12, "Modereerimiss\xc3\xbcsteem on ajutiselt k\xc3\xa4ttesaamatu. Palun proovige m\xc3\xb5ne aja p\xc3\xa4rast uuesti.",
                     0, CARRY_ON_VERDICT_TRANSIENT, NULL, NULL);
  /* a batch too large on its own is no queue that frees (left to the words) */
  check_family_case (13, "The number of enqueued tokens in this batch (2,500,000) exceeds the maximum of 2,000,000 allowed for a single job. Split the input file.",
                     0, CARRY_ON_VERDICT_TRANSIENT, "default", NULL);
}

/* Rounds mq-mx: Gemini's retired model whose long name the '^' phrases
 * cannot span, 421 Misdirected Request by its reason phrase, a proxy's
 * status around its upstream's 429, and a host's own "unknown API error";
 * near misses beside each */
static void
test_mq_mx_families (void)
{
  static const SourcedCase cases[] = {
    { "grpc.aio._call.AioRpcError: <AioRpcError of RPC that terminated with:\n\tstatus = StatusCode.NOT_FOUND\n\tdetails = \"This model models/gemini-2.5-flash-lite is no longer available to new users. Please update your code to use models/gemini-3.5-flash-lite for the latest features and improvements. We recommend you to use the Interactions API.\"", 0,
      CARRY_ON_VERDICT_FATAL, "model-not-found", NULL, "https://github.com/goruck/home-generative-agent/issues/575" },
    { "This model models/gemini-2.5-flash-lite is no longer available to new users. Please update your code to use a newer model for the latest features and improvements.", 0,
      CARRY_ON_VERDICT_FATAL, "model-not-found", NULL, "https://github.com/Musheer360/SwiftSlate/issues/113" },
    { "Sorry, your request failed. Please try again.\n\nCopilot Request id: c6096848-0dc9-4765-a307-c7cc65572f3d\n\nGH Request Id: 15DB:1D396D:313C7B5:37F5AF7:69A02B41\n\nReason: Request Failed: 421 Misdirected Request", 421,
      CARRY_ON_VERDICT_TRANSIENT, "misdirected-request", NULL, "https://github.com/microsoft/vscode/issues/297963" },
    { "Code: 400\nError: Upstream returned 429", 400,
      CARRY_ON_VERDICT_LIMIT, "rate-limit", NULL, "https://github.com/laurent22/joplin/issues/16428" },
    { "\xe9\x94\x99\xe8\xaf\xaf\xe5\x90\x8d\xe7\xa7\xb0: AI_ProviderSpecificError\n\xe9\x94\x99\xe8\xaf\xaf\xe4\xbf\xa1\xe6\x81\xaf: Error Details:\n  \"Chat upstream returned 429\"", 0,
      CARRY_ON_VERDICT_LIMIT, "rate-limit", NULL, "https://github.com/chenyme/grok2api/issues/508" },
    { "Unknown API error. Please contact Roo Code support", 0,
      CARRY_ON_VERDICT_TRANSIENT, "unknown-api-error", NULL, "https://github.com/RooCodeInc/Roo-Code/issues/10454" },
  };

  check_sourced_cases (cases, G_N_ELEMENTS (cases));
  /* an address's pieces do not bring "api" near a socket that is gone, and a pool closed to new requests is
   * not a model closed to new users */
  check_family_case (0, "POST https://api.openai.com/v1/responses stream interrupted: socket no longer available", 0,
                     CARRY_ON_VERDICT_TRANSIENT, "stream", NULL);
  check_family_case (5, "Connection pool no longer available to new requests", 503, CARRY_ON_VERDICT_TRANSIENT, "status-5xx", NULL);
  /* a rate limit beside a misdirected request decides */
  check_family_case (6, "421 Misdirected Request: rate limit exceeded", 421, CARRY_ON_VERDICT_LIMIT, "rate-limit", NULL);
  /* a rate limit whose period follows its number is a rate, not the context's cap; a cap without a period is */
  check_family_case (7, "The tokens for this request exceeded the rate limit of 30000 per minute", 429, CARRY_ON_VERDICT_LIMIT, NULL, NULL);
  check_family_case (8, "The prompt tokens exceeded the limit of 128000 for this model", 0, CARRY_ON_VERDICT_FATAL, "context-too-long", NULL);
  /* a provider's own code 421 is no misdirected request (MiMo's moderation block) */
  check_family_case (1, "PROXY ERROR 400: data:{\"error\":{\"code\":\"421\",\"message\":\"Moderation Block\"}}", 400,
                     CARRY_ON_VERDICT_FATAL, NULL, NULL);
  /* money beside a misdirected request is money */
  check_family_case (2, "You exceeded your current quota, please check your plan and billing details. 421 Misdirected Request", 429,
                     CARRY_ON_VERDICT_FATAL, "billing", NULL);
  /* a number that only starts with 429 is no status */
  check_family_case (3, "Upstream returned 4290 records", 0, CARRY_ON_VERDICT_TRANSIENT, NULL, NULL);
  /* an unknown API error that names its cause is that cause */
  check_family_case (4, "Unknown API error: invalid api key", 0, CARRY_ON_VERDICT_FATAL, "invalid-api-key", NULL);
}

/* Rounds mh-mp: the Assistants API's run still holding a thread, a
 * realtime session at its maximum length, a user a team switched off, an
 * agent's own guardrail, an operation a live model does not offer, a
 * WebSocket close code that is not a Cloudflare ban, and Gemini CLI's
 * Flash tail; near misses beside each */
static void
test_mh_mp_families (void)
{
  static const SourcedCase cases[] = {
    { "openai.BadRequestError: Error code: 400 - {'error': {'message': \"Can't add messages to thread_jD1dj44APTovq48PCBZACOGV while a run run_KfVG8fSJg882VHYeewFQ2BHk is active.\", 'type': 'invalid_request_error', 'param': None, 'code': None}}", 400,
      CARRY_ON_VERDICT_TRANSIENT, "run-in-progress", NULL, "https://github.com/openai/openai-python/issues/1023" },
    { "Error processing message for user: redacted - error: Error: 400 Thread thread_CPVZx74fS5K632dyhbeFDXGr already has an active run run_nuUSpZ5d4fwV7GAPR2Khrcv6.", 0,
      CARRY_ON_VERDICT_TRANSIENT, "run-in-progress", NULL, "https://github.com/TripSit/TripBot/issues/939" },
    { "openai.BadRequestError: Error code: 400 - {'error': {'message': 'Runs in status \"expired\" do not accept tool outputs.', 'type': 'invalid_request_error', 'param': None, 'code': None}}", 400,
      CARRY_ON_VERDICT_TRANSIENT, "run-in-progress", NULL, "https://github.com/VRSEN/agency-swarm/issues/71" },
    { "{\"message\": \"OpenAI S2S error {'type': 'error', 'event_id': 'event_AW4k97NLw8djhOYGTmAKE', 'error': {'type': 'invalid_request_error', 'code': 'session_expired', 'message': 'Your session hit the maximum duration of 15 minutes.', 'param': None, 'event_id': None}}\", \"level\": \"ERROR\", \"name\": \"livekit.plugins.openai.realtime\", \"session_id\": \"sess_AW4VdS3rzu9Urm09yxmVF\", \"pid\": 14, \"job_id\": \"AJ_tvF6DWGpnsJx\", \"timestamp\": \"2024-11-21T16:54:53.552867+00:00\"}", 0,
      CARRY_ON_VERDICT_TRANSIENT, "session-max-duration", NULL, "https://github.com/livekit/agents/pull/1122" },
    { "Connection Error\napi server wire error: user is disabled by team\nIf this problem persists, click here to download diagnostics and send it to us.", 0,
      CARRY_ON_VERDICT_FATAL, "account", NULL, "https://github.com/Exafunction/codeium/issues/128" },
    { "agents.exceptions.InputGuardrailTripwireTriggered: Guardrail InputGuardrail triggered tripwire", 0,
      CARRY_ON_VERDICT_FATAL, "content-blocked", NULL, "https://github.com/openai/openai-agents-python/issues/1062" },
    { "direct-gemini-client.ts:244 \xf0\x9f\x94\x8c Gemini connection closed (code: 1008, reason: Operation is not implemented, or supported, or enabled.)", 0,
      CARRY_ON_VERDICT_FATAL, "operation-unsupported", NULL, "https://github.com/googleapis/js-genai/issues/1236" },
    { "10:35:26.212 (AZURE)                              \xe2\x80\xba CANCELED: Reason=0 ErrorDetails=Quota exceeded. Cid:  websocket error code: 1007", 0,
      CARRY_ON_VERDICT_LIMIT, "quota", NULL, "https://github.com/ZuodaoTech/everyone-can-use-english/issues/173" },
  };

  check_sourced_cases (cases, G_N_ELEMENTS (cases));
  /* a busy run beside money is money: the fatal rows come first; an organisation's run limit is not the race */
  check_family_case (0, "You exceeded your current quota, please check your plan and billing details. "
                     "Thread thread_x already has an active run run_y.", 429, CARRY_ON_VERDICT_FATAL, "billing", NULL);
  check_family_case (1, "The organization already has an active run limit reached", 429, CARRY_ON_VERDICT_LIMIT, NULL, NULL);
  /* a WebSocket close code is no Cloudflare ban; Cloudflare's 1020 is, by its number alone */
  check_family_case (2, "CANCELED: Reason=Error ErrorCode=ConnectionFailure ErrorDetails=Connection was closed by the remote host. "
                     "Error code: 1011. Error details: Internal service error.", 0, CARRY_ON_VERDICT_TRANSIENT, NULL, NULL);
  check_family_case (3, "<p>Error code: 1020</p>\n<p>Ray ID: 7a597c10a9229</p>", 0, CARRY_ON_VERDICT_FATAL, "cdn-block", NULL);
  /* a session hit by a rate limit is not one at its maximum length */
  check_family_case (4, "Your session hit the rate limit, try again in 20 seconds", 0, CARRY_ON_VERDICT_LIMIT, NULL,
                     "2026-03-10T12:00:20Z");
  /* a guardrail check that timed out has not tripped */
  check_family_case (5, "guardrail tripwire check timed out", 0, CARRY_ON_VERDICT_TRANSIENT, "timeout", NULL);
  /* a user's input switched off is not a user switched off */
  check_family_case (6, "User input is disabled by the host for this tool; connection reset by peer", 0,
                     CARRY_ON_VERDICT_TRANSIENT, "connection", NULL);
  /* Gemini CLI's Flash tail alone asks for the next query; beside Pro's daily quota the quota decides */
  check_family_case (7, "\xe2\x9c\x95 [API Error: Please submit a new query to continue with the Flash model.]", 0,  /* ✕ */
                     CARRY_ON_VERDICT_TRANSIENT, "model-fallback-continue", NULL);
  check_family_case (8, "You have reached your daily quota limit. Automatically switching from gemini-2.5-pro to gemini-2.5-flash. "
                     "Please submit a new query to continue with the Flash model.", 0, CARRY_ON_VERDICT_LIMIT, NULL, NULL);
}

/* Rounds lz-mg: keys, sign-in and limits in Dutch, Danish, Norwegian,
 * Swedish and Finnish; Gemini's finish reasons that block an answer and the
 * one that is a sampling accident; OpenAI's parameter validation under a
 * proxy's 500; near misses beside each */
static void
test_lz_mg_families (void)
{
  static const SourcedCase cases[] = {
    { "Cerebras API-authenticatie mislukt. Controleer of je API-sleutel geldig is en niet verlopen.", 0,
      CARRY_ON_VERDICT_FATAL, "invalid-api-key", NULL, "https://github.com/RooCodeInc/Roo-Code/blob/003a2057c11a90b59c9e43310cfafee6c4d776e9/src/i18n/locales/nl/common.json" },
    { "Leveret n\xc3\xb8gle til {{0}} udl\xc3\xb8" "bet p\xc3\xa5 {{1}}. Angiv venligst en ny n\xc3\xb8gle og pr\xc3\xb8v igen.", 0,
      CARRY_ON_VERDICT_FATAL, "api-key-expired", NULL, "https://github.com/danny-avila/LibreChat/blob/03a543012870417542881d61a903c19f04bba079/client/src/locales/da/translation.json" },
    { "OpenAI API -avain vaaditaan.", 0,
      CARRY_ON_VERDICT_FATAL, "credentials-missing", NULL, "https://github.com/open-webui/open-webui/blob/00b61ee25cb4bd8ef430926609526eee13950832/src/lib/i18n/locales/fi-FI/translation.json" },
    { "Vent litt og pr\xc3\xb8v p\xc3\xa5 nytt. For mange meldinger ble sendt p\xc3\xa5 kort tid.", 0,
      CARRY_ON_VERDICT_LIMIT, "rate-limit", NULL, "https://github.com/mozilla-l10n/firefox-l10n/blob/1649a20c8c904a88fe9386c9ffbdf78656dd2787/nb-NO/browser/browser/aiWindowContent.ftl" },
    { "Du har ingen Chatbox AI-kvot kvar idag.", 0,
      CARRY_ON_VERDICT_LIMIT, "quota", NULL, "https://github.com/chatboxai/chatbox/blob/1a356ba83ec061cae895f4b8d61c780244e78a44/src/renderer/i18n/locales/sv/translation.json" },
    { "Antallet af tokener i den seneste meddelelse er for langt og overskrider tokengr\xc3\xa6nsen, eller dine tokengr\xc3\xa6nseparametre er forkert konfigureret, hvilket p\xc3\xa5virker kontekstvinduet negativt. Mere information: {{0}}. Forkort venligst din besked, juster den maksimale kontekstst\xc3\xb8rrelse fra samtaleparametrene, eller forgren samtalen for at forts\xc3\xa6tte.", 0,
      CARRY_ON_VERDICT_FATAL, "context-too-long", NULL, "https://github.com/danny-avila/LibreChat/blob/03a543012870417542881d61a903c19f04bba079/client/src/locales/da/translation.json" },
    { "Content generation stopped. Reason: RECITATION", 0,
      CARRY_ON_VERDICT_FATAL, "content-blocked", NULL, "https://github.com/google/generative-ai-docs/issues/257" },
    { "{\n  \"candidates\": [\n    {\n      \"finishReason\": \"BLOCKLIST\"\n    }\n  ],\n  \"usageMetadata\": {\n    \"promptTokenCount\": 829,\n    \"totalTokenCount\": 829\n  },\n  \"modelVersion\": \"gemini-1.5-flash-8b-001\"\n}", 0,
      CARRY_ON_VERDICT_FATAL, "content-blocked", NULL, "https://github.com/googleapis/python-aiplatform/issues/3622" },
    { "{\n\"choices\": [{\n\"finish_reason\": \"error\",\n\"native_finish_reason\": \"MALFORMED_FUNCTION_CALL\",\n\"message\": {\"role\": \"assistant\", \"content\": null}\n}]\n}", 0,
      CARRY_ON_VERDICT_TRANSIENT, "malformed-function-call", NULL, "https://github.com/OpenRouterTeam/openrouter-examples/issues/67" },
    { "{\n  \"id\": \"chatcmpl-045b95a7-a588-4035-944f-a113d1947a50\",\n  \"object\": \"chat.completion\",\n  \"created\": 1770268206,\n  \"model\": \"gemini-3-pro-image-9-16\",\n  \"choices\": [\n    {\n      \"index\": 0,\n      \"message\": {\n        \"role\": \"assistant\",\n        \"content\": \"\"\n      },\n      \"finish_reason\": \"MALFORMED_FUNCTION_CALL\"\n    }\n  ],\n  \"usage\": {\n    \"prompt_tokens\": 419,\n    \"completion_tokens\": 0,\n    \"total_tokens\": 419\n  }\n}", 0,
      CARRY_ON_VERDICT_TRANSIENT, "malformed-function-call", NULL, "https://github.com/lbjlaq/Antigravity-Manager/issues/1559" },
    { "500 Invalid 'messages[38].tool_calls[0].function.name': empty string. Expected a string with minimum length 1, but got an empty string instead.", 500,
      CARRY_ON_VERDICT_FATAL, "param-validation", NULL, "https://github.com/continuedev/continue/issues/10521" },
  };

  check_sourced_cases (cases, G_N_ELEMENTS (cases));
  /* a cache key that expires is not the credential; "key for" alone is not read */
  check_family_case (0, "The cache key for this request expired, retrying", 0, CARRY_ON_VERDICT_TRANSIENT, "default", NULL);
  check_family_case (1, "Provided key for OpenAI expired at 2024-01-01. Please provide a new key and try again.", 0,
                     CARRY_ON_VERDICT_FATAL, "api-key-expired", NULL);
  /* a count of what is left today is no limit: only "no … quota left today" is */
  check_family_case (2, "Internal error (quota left today: 12)", 500, CARRY_ON_VERDICT_TRANSIENT, "status-5xx", NULL);
  check_family_case (3, "You have no Chatbox AI quota left today.", 0, CARRY_ON_VERDICT_LIMIT, "quota", NULL);
  /* Open WebUI's Finnish spaces "API -avain": the key word alone, in either order */
  check_family_case (4, "OpenAI API -avain on virheellinen.", 0, CARRY_ON_VERDICT_FATAL, "invalid-api-key", NULL);
  /* too many messages in a short time is a rate, in English as in Norwegian */
  check_family_case (5, "Too many messages were sent in a short time.", 0, CARRY_ON_VERDICT_LIMIT, "rate-limit", NULL);
  /* the finish reasons as enum values, not as words: an IP block list is not a content block */
  check_family_case (6, "{\"candidates\": [{\"finishReason\": \"SPII\"}]}", 0, CARRY_ON_VERDICT_FATAL, "content-blocked", NULL);
  check_family_case (7, "403 Your IP address is on our blocklist", 403, CARRY_ON_VERDICT_FATAL, "status-403", NULL);
  /* a malformed tool call stays the model's accident under a proxy's 400, but not beside a fatal phrase, nor as
   * a request's own validation of its tool-call arguments */
  check_family_case (8, "MALFORMED_FUNCTION_CALL", 400, CARRY_ON_VERDICT_TRANSIENT, "malformed-function-call", NULL);
  /* a string the model was expected to write is not a parameter's validation */
  check_family_case (9, "upstream timed out while reading the response: expected a string at position 3", 504,
                     CARRY_ON_VERDICT_TRANSIENT, NULL, NULL);
  check_family_case (10, "You exceeded your current quota, please check your plan and billing details. finish_reason: MALFORMED_FUNCTION_CALL", 429,
                     CARRY_ON_VERDICT_FATAL, NULL, NULL);
  check_family_case (11, "Invalid 'messages[3].tool_calls[0].function.arguments': malformed function call arguments, expected JSON object", 400,
                     CARRY_ON_VERDICT_FATAL, NULL, NULL);
  /* the enum values only after a reason field: a proxy's policy or a check that timed out is not a block */
  check_family_case (12, "dial tcp 1.2.3.4:443: i/o timeout (policy: blocklist)", 0, CARRY_ON_VERDICT_TRANSIENT, NULL, NULL);
  check_family_case (13, "Upstream timed out during recitation check; please retry", 504, CARRY_ON_VERDICT_TRANSIENT, NULL, NULL);
  check_family_case (14, "StopCandidateException: finish_reason: RECITATION", 0, CARRY_ON_VERDICT_FATAL, "content-blocked", NULL);
  /* a key other than the API's, in Finnish and Danish: a cache key is no credential */
  check_family_case (15, "virheellinen v\xc3\xa4limuistin avain, yritet\xc3\xa4\xc3\xa4n uudelleen", 503,  /* virheellinen välimuistin avain, yritetään uudelleen */
                     CARRY_ON_VERDICT_TRANSIENT, "status-5xx", NULL);
  check_family_case (16, "Cache-n\xc3\xb8gle til foresp\xc3\xb8rgslen udl\xc3\xb8" "bet, pr\xc3\xb8ver igen", 503,  /* Cache-nøgle til forespørgslen udløbet, prøver igen */
                     CARRY_ON_VERDICT_TRANSIENT, "status-5xx", NULL);
  /* a token limit per minute in Danish is a rate, not the conversation's length */
  check_family_case (17, "Anmodningen overskrider tokengr\xc3\xa6nsen pr. minut for din organisation. Pr\xc3\xb8v igen om 20 sekunder.", 429,
                     CARRY_ON_VERDICT_LIMIT, "status-429", "2026-03-10T12:00:20Z");
  /* "no" that belongs to another phrase does not make a count of what is left a limit */
  check_family_case (18, "Error: no response from upstream (quota left today: 12)", 502, CARRY_ON_VERDICT_TRANSIENT, "status-5xx", NULL);
  /* Kilo Code's sign-in wrapper around a refused connection: the wrapped error decides */
  check_family_case (19, "Cannot complete request, make sure you are connected and logged in with the selected provider.\n\n"
                     "connect ECONNREFUSED 127.0.0.1:11434", 0, CARRY_ON_VERDICT_TRANSIENT, "connection", NULL);
}

/* Rounds kb-kk: Copilot's public-code block in the editor's language, a
 * web chat's length cap, an invalid credential behind a gateway, a finish
 * reason written out, GitHub's rate limit sent as a 403; near misses
 * beside each */
static void
test_kb_kh_families (void)
{
  static const SourcedCase cases[] = {
    { "Sorry, the response matched public code so it was blocked. Please rephrase your prompt. Learn more.", 0,
      CARRY_ON_VERDICT_FATAL, "content-blocked", NULL, "https://github.com/microsoft/vscode-copilot-release/issues/6144" },
    { "A resposta correspondeu ao c\xc3\xb3" "digo p\xc3\xba" "blico, por isso foi bloqueada. Reformular o promp", 0,
      CARRY_ON_VERDICT_FATAL, "content-blocked", NULL, "https://github.com/microsoft/vscode-copilot-release/issues/2585" },
    { "Ich bekomme die Meldung: Die Antwort stimmte leider mit \xc3\xb6" "ffentlichem Code \xc3\xbc" "berein, sodass sie blockiert wurde. "
      "Bitte \xc3\xa4" "ndern Sie Ihre Eingabeaufforderung.", 0,
      CARRY_ON_VERDICT_FATAL, "content-blocked", NULL, "https://github.com/microsoft/vscode-copilot-release/issues/4275" },
    { "Length limit reached. Please start a new chat.", 0,
      CARRY_ON_VERDICT_FATAL, "context-too-long", NULL, "https://github.com/EdgeTypE/better-deepseek/issues/80" },
    { "\xe8\xbe\xbe\xe5\x88\xb0\xe5\xaf\xb9\xe8\xaf\x9d\xe9\x95\xbf\xe5\xba\xa6\xe4\xb8\x8a\xe9\x99\x90\xef\xbc\x8c\xe8\xaf\xb7\xe5\xbc\x80\xe5\x90\xaf\xe6\x96\xb0\xe5\xaf\xb9\xe8\xaf\x9d", 0,  /* 达到对话长度上限，请开启新对话 */
      CARRY_ON_VERDICT_FATAL, "context-too-long", NULL, "https://github.com/deepseek-ai/DeepSeek-V3/issues/1418" },
    { "AI_APICallError: Upstream request failed: Invalid credential", 0,
      CARRY_ON_VERDICT_FATAL, "invalid-api-key", NULL, "https://github.com/anomalyco/opencode/issues/50593" },
  };

  check_sourced_cases (cases, G_N_ELEMENTS (cases));
  /* "public code" without the match is a setting, not a block: no row reads it */
  check_family_case (0, "Suggestions matching public code are allowed for this organization", 0, CARRY_ON_VERDICT_TRANSIENT, "default", NULL);
  /* a queue's length limit is not the conversation's: retried (its "limit reached" reads as a limit), not given
   * up; "start a new chat" beside a rate or a daily limit is a tip */
  check_family_case (1, "Queue length limit reached. Try again later", 503, CARRY_ON_VERDICT_LIMIT, "usage-limit", NULL);
  check_family_case (2, "Rate limit reached. Please start a new chat later.", 0, CARRY_ON_VERDICT_LIMIT, "rate-limit", NULL);
  check_family_case (3, "Daily message limit reached. Please start a new chat tomorrow.", 0, CARRY_ON_VERDICT_LIMIT, NULL, NULL);
  /* the conversation's length cap in another word order */
  check_family_case (4, "\xe4\xbc\x9a\xe8\xaf\x9d\xe9\x95\xbf\xe5\xba\xa6\xe5\xb7\xb2\xe8\xbe\xbe\xe4\xb8\x8a\xe9\x99\x90\xef\xbc\x8c\xe8\xaf\xb7\xe6\x96\xb0\xe5\xbb\xba\xe4\xbc\x9a\xe8\xaf\x9d", 0,  /* 会话长度已达上限，请新建会话 */
                     CARRY_ON_VERDICT_FATAL, "context-too-long", NULL);
  /* a credential that failed to refresh on a dropped connection is the connection's */
  check_family_case (5, "Credential refresh failed: connection reset by peer", 0, CARRY_ON_VERDICT_TRANSIENT, "connection", NULL);
  /* rounds ki-kk: a finish reason written out; GitHub's rate limit beats the 403 it came with, a spent counter
   * among pasted headers beside a refusal or a bad request does not */
  check_family_case (6, "Incomplete response returned, reason: content_filter", 0, CARRY_ON_VERDICT_FATAL, "content-blocked", NULL);
  check_family_case (7, "HTTP/1.1 403 Forbidden\nX-RateLimit-Limit: 60\nX-RateLimit-Remaining: 0\n"
                     "{\"message\": \"API rate limit exceeded for 10.0.0.1. (But here's the good news: Authenticated requests get a higher rate limit.)\"}", 0,
                     CARRY_ON_VERDICT_LIMIT, "github-rate-limit", NULL);
  check_family_case (8, "HTTP/1.1 403 Forbidden\nX-RateLimit-Remaining: 0\n{\"message\": \"Resource not accessible by integration\"}", 0,
                     CARRY_ON_VERDICT_FATAL, NULL, NULL);
  check_family_case (9, "400 messages.3: `tool_use` ids were found without `tool_result` blocks immediately after: toolu_01 "
                     "anthropic-ratelimit-tokens-remaining: 0", 400, CARRY_ON_VERDICT_FATAL, NULL, NULL);
  /* an empty answer, a cut stream and "try again" in words the word evidence gave up when their rounds were left
   * out; a block named beside them still decides */
  check_family_case (10, "LLM did not return a response. This is only seen in Gemini models so far.", 0,
                     CARRY_ON_VERDICT_TRANSIENT, "empty-response", NULL);
  check_family_case (11, "The model did not return a response: the output was blocked by the content filter", 0,
                     CARRY_ON_VERDICT_FATAL, "content-blocked", NULL);
  check_family_case (12, "Request failed: Stream decode error: Failed to parse Responses stream event: unknown variant `keepalive`", 0,
                     CARRY_ON_VERDICT_TRANSIENT, "stream", NULL);
  check_family_case (13, "Kiszolg\xc3\xa1l\xc3\xb3hiba (HTTP { $status }). Pr\xc3\xb3" "b\xc3\xa1lja meg \xc3\xbajra.", 0,
                     CARRY_ON_VERDICT_TRANSIENT, "try-later", NULL);
  check_family_case (14, "\xc3\x89rv\xc3\xa9nytelen API-kulcs. Jav\xc3\xadtsa ki, majd pr\xc3\xb3" "b\xc3\xa1lja meg \xc3\xbajra.", 401,
                     CARRY_ON_VERDICT_FATAL, NULL, NULL);
  /* rounds kl-kn: OpenAI's billing words with a window after them wait; without one, or with the window in
   * another clause, they stay money; a workspace whose admin turned the agent off is given up despite "try
   * again" */
  check_family_case (15, "429: Too Many Requests - You exceeded your current quota of requests/tokens per minute", 0,
                     CARRY_ON_VERDICT_LIMIT, "token-rate-limit", NULL);
  check_family_case (16, "You exceeded your current quota, please check your plan and billing details.", 0, CARRY_ON_VERDICT_FATAL, "billing", NULL);
  check_family_case (17, "You exceeded your current quota. Limits reset per minute; check your billing details", 0,
                     CARRY_ON_VERDICT_FATAL, "billing", NULL);
  check_family_case (18, "An error occurred during authentication (codex_cli_workspace_disabled). Please try again.", 0,
                     CARRY_ON_VERDICT_FATAL, "account", NULL);
  /* the tenth review's near misses: a flag named like the code is no switch-off; "did not return any response" in
   * Portuguese is an empty answer */
  check_family_case (19, "{\"workspace_disabled\": false, \"error\": \"upstream connect error\"}", 503, CARRY_ON_VERDICT_TRANSIENT, NULL, NULL);
  check_family_case (20, "GPT n\xc3\xa3o retornou nenhuma resposta v\xc3\xa1lida", 0, CARRY_ON_VERDICT_TRANSIENT, "empty-response", NULL);
  /* rounds ku-kz: Gemini's quota metric names the provider when a bot has masked the host before it, so its
   * billing words are a quota that comes back; the same words beside an OpenAI metric stay money */
  check_family_case (21, "Error code: 429 - {'error': {'message': 'You exceeded your current quota, please check your plan and billing "
                     "details. * Quota exceeded for metric: ***.***.com/generate_content_free_tier_requests, limit: 500, "
                     "model: gemini-3.1-flash-lite\nPlease retry in 39.817421289s.', 'code': 429}}", 0,
                     CARRY_ON_VERDICT_LIMIT, "gemini-current-quota", "2026-03-10T12:00:40Z");
  check_family_case (22, "Error code: 429 - You exceeded your current quota, please check your plan and billing details. "
                     "(***.***.com/v1/chat/completions)", 0, CARRY_ON_VERDICT_FATAL, "billing", NULL);
  /* Markdown's emphasis no longer splits a row's phrase: "**API key** is **invalid**" reads as written */
  check_family_case (23, "Your **API key** is **invalid**", 0, CARRY_ON_VERDICT_FATAL, "invalid-api-key", NULL);
  /* the review of these rows: a Gemini metric quoted among OpenRouter's previous errors does not outweigh
   * OpenRouter's address; Gemini's per-day quota id without its host is its quota too */
  check_family_case (24, "{\"error\":{\"message\":\"Your in-flight spending budget is full; retry when running requests settle. "
                     "https://openrouter.ai/docs\",\"code\":402,\"metadata\":{\"error_type\":\"in_flight_budget_exhausted\","
                     "\"previous_errors\":[{\"code\":429,\"message\":\"Quota exceeded for metric: generate_content_free_tier_requests, "
                     "limit: 50\"}]}}}", 402, CARRY_ON_VERDICT_TRANSIENT, "openrouter-in-flight-budget", NULL);
  check_family_case (25, "You exceeded your current quota, please check your plan and billing details. \"quotaId\": "
                     "\"GenerateRequestsPerDayPerProjectPerModel-FreeTier\", Please retry in 4h59m27.7s.", 0,
                     CARRY_ON_VERDICT_LIMIT, "gemini-current-quota", "2026-03-10T16:59:28Z");
  /* rounds la-lf: a task's cost cap the person set waits for the person; OpenAI's billing words in Russian;
   * invalid keys in Czech and Polish word orders; near misses beside each */
  check_family_case (26, "Roo has reached the auto-approved cost limit of $10.00. Would you like to reset the cost and proceed with the task?", 0,
                     CARRY_ON_VERDICT_FATAL, "spend-limit", NULL);
  check_family_case (27, "Command was auto-approved. Rate limit reached, please try again in 30 seconds", 0,
                     CARRY_ON_VERDICT_LIMIT, "rate-limit", "2026-03-10T12:00:30Z");
  check_family_case (28, "429 - \xd0\x92\xd1\x8b \xd0\xbf\xd1\x80\xd0\xb5\xd0\xb2\xd1\x8b\xd1\x81\xd0\xb8\xd0\xbb\xd0\xb8 "
                     "\xd0\xb2\xd0\xb0\xd1\x88\xd1\x83 \xd1\x82\xd0\xb5\xd0\xba\xd1\x83\xd1\x89\xd1\x83\xd1\x8e "
                     "\xd0\xba\xd0\xb2\xd0\xbe\xd1\x82\xd1\x83", 429,  /* Вы превысили вашу текущую квоту */
                     CARRY_ON_VERDICT_FATAL, "billing", NULL);
  check_family_case (29, "Zadan\xc3\xbd kl\xc3\xad\xc4\x8d je neplatn\xc3\xbd. Zadejte platn\xc3\xbd kl\xc3\xad\xc4\x8d a zkuste to znovu.", 0,
                     CARRY_ON_VERDICT_FATAL, "invalid-api-key", NULL);
  check_family_case (30, "Klucz API nieprawid\xc5\x82owy lub go nie znaleziono", 0, CARRY_ON_VERDICT_FATAL, "invalid-api-key", NULL);
  check_family_case (31, "Kl\xc3\xad\xc4\x8d je platn\xc3\xbd, ale server je p\xc5\x99" "et\xc3\xad\xc5\xbe" "en\xc3\xbd", 0,  /* the key is valid, the server overloaded */
                     CARRY_ON_VERDICT_TRANSIENT, "overloaded", NULL);
  /* rounds lg-ll: a prompt too long in Korean, Copilot's output cap, a content block sent as a 500 that calls
   * itself temporary, a filtered response; near misses beside each */
  check_family_case (32, "\xed\x94\x84\xeb\xa1\xac\xed\x94\x84\xed\x8a\xb8\xea\xb0\x80 \xeb\x84\x88\xeb\xac\xb4 "
                     "\xea\xb9\x81\xeb\x8b\x88\xeb\x8b\xa4. {tokenLimit} \xed\x86\xa0\xed\x81\xb0 \xec\x9d\xb4\xed\x95\x98\xeb\xa1\x9c "
                     "\xec\xa4\x84\xec\x97\xac\xec\xa3\xbc\xec\x84\xb8\xec\x9a\x94.", 0,  /* 프롬프트가 너무 깁니다. {tokenLimit} 토큰 이하로 줄여주세요. */
                     CARRY_ON_VERDICT_FATAL, "context-too-long", NULL);
  check_family_case (33, "\xec\x9a\x94\xec\xb2\xad\xec\x9d\xb4 \xeb\x84\x88\xeb\xac\xb4 \xeb\xa7\x8e\xec\x8a\xb5\xeb\x8b\x88\xeb\x8b\xa4", 429,  /* 요청이 너무 많습니다 (too many requests) */
                     CARRY_ON_VERDICT_LIMIT, NULL, NULL);
  check_family_case (34, "Sorry, the response hit the length limit. Please rephrase your prompt.", 0,
                     CARRY_ON_VERDICT_FATAL, "max-output-tokens", NULL);
  check_family_case (35, "The response hit the rate limit, try again in 20 seconds", 0, CARRY_ON_VERDICT_LIMIT, NULL, "2026-03-10T12:00:20Z");
  check_family_case (36, "[Error] Internal error: API Error: 500 input new_sensitive, messages[13]'s content[2] image is sensitive, please "
                     "check your input (1026). This is a server-side issue, usually temporary \xe2\x80\x94 try again in a moment.", 500,
                     CARRY_ON_VERDICT_FATAL, "content-blocked", NULL);
  check_family_case (37, "API Error: 500 Internal server error. This is a server-side issue, usually temporary \xe2\x80\x94 try again in a moment.", 500,
                     CARRY_ON_VERDICT_TRANSIENT, NULL, NULL);
  check_family_case (38, "API Streaming Failed - Response got filtered", 0, CARRY_ON_VERDICT_FATAL, "content-blocked", NULL);
  /* rounds ln-ls: an account switched off in Persian, a safety filter's refusal in Turkish, a key asked for;
   * near misses beside each */
  check_family_case (39, "\xd8\xad\xd8\xb3\xd8\xa7\xd8\xa8 \xd8\xb4\xd9\x85\xd8\xa7 \xd8\xba\xdb\x8c\xd8\xb1\xd9\x81\xd8\xb9\xd8\xa7\xd9\x84 "
                     "\xdb\x8c\xd8\xa7 \xd9\x85\xd8\xb9\xd9\x84\xd9\x82 \xd8\xb4\xd8\xaf\xd9\x87 \xd8\xa7\xd8\xb3\xd8\xaa.", 0,  /* حساب شما غیرفعال یا معلق شده است. */
                     CARRY_ON_VERDICT_FATAL, "account", NULL);
  check_family_case (40, "\xd8\xad\xd8\xb3\xd8\xa7\xd8\xa8 \xd8\xb4\xd9\x85\xd8\xa7 \xd9\x81\xd8\xb9\xd8\xa7\xd9\x84 \xd8\xa7\xd8\xb3\xd8\xaa; "
                     "503 Service Unavailable", 503,  /* حساب شما فعال است (your account is active) */
                     CARRY_ON_VERDICT_TRANSIENT, NULL, NULL);
  check_family_case (41, "\xc3\x9czg\xc3\xbcn\xc3\xbcz, i\xc3\xa7" "erik yukar\xc4\xb1 ak\xc4\xb1\xc5\x9f g\xc3\xbcvenlik filtresi "
                     "taraf\xc4\xb1ndan reddedildi.", 0,  /* Üzgünüz, içerik yukarı akış güvenlik filtresi tarafından reddedildi. */
                     CARRY_ON_VERDICT_FATAL, "content-blocked", NULL);
  check_family_case (42, "G\xc3\xbcvenlik filtresi zaman a\xc5\x9f\xc4\xb1m\xc4\xb1na u\xc4\x9frad\xc4\xb1", 504,  /* Güvenlik filtresi zaman aşımına uğradı (the security filter timed out) */
                     CARRY_ON_VERDICT_TRANSIENT, NULL, NULL);
  check_family_case (43, "Please provide chatGPT apiKey and try again.", 0, CARRY_ON_VERDICT_FATAL, "invalid-api-key", NULL);
  check_family_case (44, "The provider's API key rate limit was exceeded, retry in 10 seconds", 0, CARRY_ON_VERDICT_LIMIT, NULL, NULL);
  /* Envoy's upstream reset retries whatever status word a host prints before it; a 403 without it is still
   * given up, and with it under a 503 the 5xx row keeps its name */
  check_family_case (45, "Forbidden: upstream connect error or disconnect/reset before headers. reset reason: connection termination", 0,
                     CARRY_ON_VERDICT_TRANSIENT, "proxy-upstream-reset", NULL);
  check_family_case (46, "Forbidden: you do not have access to this model", 403, CARRY_ON_VERDICT_FATAL, NULL, NULL);
  check_family_case (47, "503 upstream connect error or disconnect/reset before headers. reset reason: overflow", 503,
                     CARRY_ON_VERDICT_TRANSIENT, "status-5xx", NULL);
}

static void
test_ik_families (void)
{
  static const SourcedCase cases[] = {
    { "Unable to connect to API: SSL certificate verification failed. Check your proxy or corporate SSL certificates", 0,
      CARRY_ON_VERDICT_FATAL, "tls-certificate", NULL, "https://github.com/anthropics/claude-code/issues/28859" },
    { "curl: (35) schannel: next InitializeSecurityContext failed: Unknown error (0x80092012)", 0,
      CARRY_ON_VERDICT_FATAL, "tls-certificate", NULL, "https://github.com/przeprogramowani/cursor-ollama-backend/issues/1" },
    { "urllib3.exceptions.MaxRetryError: HTTPSConnectionPool(host='192.168.101.5', port=8006): Max retries exceeded with url: "
      "/v1/chat/completions (Caused by SSLError(SSLError(1, '[SSL: WRONG_VERSION_NUMBER] wrong version number (_ssl.c:1006)')))", 0,
      CARRY_ON_VERDICT_FATAL, "endpoint-invalid", NULL, "https://github.com/LLM-Red-Team/glm-free-api/issues/25" },
    { "httpx.UnsupportedProtocol: Request URL is missing an 'http://' or 'https://' protocol.", 0,
      CARRY_ON_VERDICT_FATAL, "endpoint-invalid", NULL, "https://github.com/jjyaoao/HelloAgents/issues/59" },
    { "Error handling model response\nThere was an error handling the response from <model name>.\n\nInvalid URL", 0,
      CARRY_ON_VERDICT_FATAL, "endpoint-invalid", NULL, "https://github.com/continuedev/continue/issues/11872" },
    { "websocket: close 1009 (message too big)", 0, CARRY_ON_VERDICT_FATAL, "context-too-long", NULL,
      "https://github.com/router-for-me/CLIProxyAPI/issues/4409" },
    { "Error: Codex error: Responses websocket connection limit reached (60 minutes). Create a new websocket\n connection to continue.", 0,
      CARRY_ON_VERDICT_TRANSIENT, "websocket-lifetime", NULL, "https://github.com/earendil-works/pi/issues/6268" },
    /* round ii: a gateway that got no answer from the provider is retried under its 400; a path the server
     * does not serve (Express's 404 page under a relay's 502), a gateway route naming a provider it does not
     * have, a route that needs max_tokens, a deployment that does not exist are given up */
    { "{\"success\":false,\"result\":[],\"messages\":[],\"error\":[{\"code\":2005,\"message\":\"Failed to get response from provider\"}]}", 400,
      CARRY_ON_VERDICT_TRANSIENT, "wrapped-connection", NULL, "https://github.com/cloudflare/ai/issues/436" },
    /* ngrok's words under a gateway's 400, as Cloudflare's come (ngrok itself sends a 502) */
    { "Could not reach the AI provider. The upstream request failed.", 400, CARRY_ON_VERDICT_TRANSIENT, "wrapped-connection", NULL,
      "https://ngrok.com/docs/ai-gateway/reference/error-codes" },
    /* a near miss: Schannel's revocation server offline (CRYPT_E_REVOCATION_OFFLINE) may come back */
    { "The revocation function was unable to check revocation because the revocation server was offline.", 0,
      CARRY_ON_VERDICT_TRANSIENT, NULL, NULL, "https://learn.microsoft.com/en-us/windows/win32/seccrypto/common-hresult-values" },
    { "errorMessage={\"error\": {\"message\": \"<!DOCTYPE html>\\n<html lang=\\\"en\\\">\\n<head>\\n<meta charset=\\\"utf-8\\\">\\n<title>Error</title>\\n</head>\\n<body>\\n<pre>Cannot POST /messages</pre>\\n</body>\\n</html>\", \"type\": \"upstream_error\", \"code\": 502}, \"request_id\": \"619c8844-0e7e-4c72-b9e0-5ba267c02203\"}", 502,
      CARRY_ON_VERDICT_FATAL, "endpoint-invalid", NULL, "https://github.com/Routstr/routstr-core/issues/461" },
    { "An unexpected error occurred: ExecutionException - Error occurred while processing chat message Caused by: CompletionException - com.devoxx.genie.service.prompt.error.ModelException: Provider unavailable: {\"success\":false,\"result\":[],\"messages\":[],\"error\":[{\"code\":2008,\"message\":\"Invalid provider\"}],\"name\":\"AiGatewayError\",\"httpCode\":400,\"internalCode\":2008,\"message\":\"Invalid provider\",\"description\":\"Invalid provider\"} Please check the IDE log for more details.", 400,
      CARRY_ON_VERDICT_FATAL, "status-4xx", NULL, "https://github.com/devoxx/DevoxxGenieIDEAPlugin/issues/1254" },
    { "tensorzero.types.TensorZeroError: TensorZeroError (status code 502): {\"error\":\"All variants failed with errors: openai::gpt-5-mini: All model providers failed to infer with errors: openai: Missing max tokens for rate limited request.\"}", 502,
      CARRY_ON_VERDICT_FATAL, "request-field-missing", NULL, "https://github.com/tensorzero/tensorzero/issues/3648" },
    { "Error: No deployment matched the given criteria: {\"scenarioId\":\"orchestration\"}", 0,
      CARRY_ON_VERDICT_FATAL, "model-not-found", NULL, "https://github.com/SAP/ai-sdk-js/issues/382" },
    /* round ij: invalid credentials in Spanish; the Arabic "the key's validity has ended" and "shorten your
     * message" (LibreChat) */
    { "Credenciales inv\u00e1lidas", 0, CARRY_ON_VERDICT_FATAL, "invalid-api-key", NULL,
      "https://github.com/google-gemini/gemini-cli/blob/883509cbe4f3b328d468147e1dad1577b9dea14f/packages/cli/src/i18n/locales/es/errors.json" },
    { "\u0627\u0646\u062a\u0647\u062a \u0635\u0644\u0627\u062d\u064a\u0629 \u0627\u0644\u0645\u0641\u062a\u0627\u062d \u0627\u0644\u0645\u0642\u062f\u0645 \u0644\u0640 {{0}} \u0641\u064a {{1}}. \u064a\u0631\u062c\u0649 \u062a\u0642\u062f\u064a\u0645 \u0645\u0641\u062a\u0627\u062d \u0648\u062d\u0627\u0648\u0644 \u0645\u0631\u0629 \u0623\u062e\u0631\u0649.", 0, CARRY_ON_VERDICT_FATAL, "api-key-expired", NULL,
      "https://github.com/danny-avila/LibreChat/blob/14ff66b2c34ece5924c5b8949aab5b575036c462/client/src/locales/ar/translation.json" },
    { "\u0639\u062f\u062f \u0627\u0644\u0631\u0645\u0648\u0632 \u0641\u064a \u0622\u062e\u0631 \u0631\u0633\u0627\u0644\u0629 \u0637\u0648\u064a\u0644 \u062c\u062f\u0627\u064b\u060c \u0648\u064a\u062a\u062c\u0627\u0648\u0632 \u0627\u0644\u062d\u062f \u0627\u0644\u0645\u0633\u0645\u0648\u062d \u0628\u0647 ({{0}}). \u064a\u0631\u062c\u0649 \u062a\u0642\u0635\u064a\u0631 \u0631\u0633\u0627\u0644\u062a\u0643\u060c \u0623\u0648 \u062a\u0639\u062f\u064a\u0644 \u0627\u0644\u062d\u062f \u0627\u0644\u0623\u0642\u0635\u0649 \u0644\u0644\u0633\u064a\u0627\u0642 \u0645\u0646 \u0645\u0639\u0644\u0645\u0627\u062a \u0627\u0644\u0645\u062d\u0627\u062f\u062b\u0629\u060c \u0623\u0648 \u062a\u0641\u0631\u064a\u0639 \u0627\u0644\u0645\u062d\u0627\u062f\u062b\u0629 \u0644\u0644\u0645\u062a\u0627\u0628\u0639\u0629.", 0, CARRY_ON_VERDICT_FATAL, "context-too-long", NULL,
      "https://github.com/danny-avila/LibreChat/blob/14ff66b2c34ece5924c5b8949aab5b575036c462/client/src/locales/ar/translation.json" },
    /* round in: an SDK's AuthenticationError named alone by a retry wrapper; Strands' MaxTokensReachedException */
    { "tenacity.RetryError: RetryError[<Future at 0x1d829ab8a10 state=finished raised AuthenticationError>]", 0, CARRY_ON_VERDICT_FATAL, "sdk-authentication-class", NULL,
      "https://github.com/FoundationAgents/MetaGPT/issues/176" },
    { "MaxTokensReachedException: Agent has reached an unrecoverable state due to max_tokens limit.", 0, CARRY_ON_VERDICT_FATAL, "max-output-tokens", NULL,
      "https://github.com/strands-agents/harness-sdk/issues/2163" },
    /* round il: a rate limit hit whatever the line then offers (a spend limit to set); a model with no free
     * tier at all under a 429; a concurrent task limit; a daily spending cap, which the next day lifts */
    { "You\u2019ve hit the rate limit on this model.\nSwitch to a different model, upgrade to Ultra plan for 20x higher limits on Claude / Gemini / OpenAI models, or set a Spend Limit for requests over your rate limit.", 0, CARRY_ON_VERDICT_LIMIT, "rate-limit-hit", NULL, "https://forum.cursor.com/t/youve-hit-the-rate-limit-on-this-model/108251" },
    { "Gemini 2.5 Pro Preview doesn't have a free quota tier", 429, CARRY_ON_VERDICT_FATAL, "quota-zero", NULL, "https://blog.gitcode.com/d8a3f22b7b54b14e58bea93597f6bf69.html" },
    { "You are currently at your concurrent task limit", 0, CARRY_ON_VERDICT_LIMIT, "rate-limit", NULL, "https://github.com/iHildy/jules-task-queue/blob/main/jules-queueing-system.md" },
    { "{\n  \"error\": \"Daily spending limit reached\",\n  \"code\": \"daily_limit_exceeded\"\n}", 429, CARRY_ON_VERDICT_LIMIT, "status-429", NULL, "https://apidirect.io/docs/spending-limits" },
    /* round io: a cap on messages sent (HuggingChat; ChatGPT web's model_cap_exceeded with its clears_in seconds);
     * ChatGPT web's own "try me again in a little bit"; Jan's model that does not start */
    { "hugchat.exceptions.ChatError: Failed to parse response: {\"message\":\"You are sending too many messages. Try again later.\"}", 0, CARRY_ON_VERDICT_LIMIT, "rate-limit", NULL, "https://github.com/Soulter/hugging-chat-api/issues/275" },
    { "{\"detail\":{\"message\":\"You have sent too many messages to the model. Please try again later.\",\"code\":\"model_cap_exceeded\",\"clears_in\":13078}}", 0, CARRY_ON_VERDICT_LIMIT, "rate-limit", "2026-03-10T15:37:58Z", "https://github.com/chathub-dev/chathub/issues/1311" },
    { "{\"detail\":\"Hmm...something seems to have gone wrong. Maybe try me again in a little bit.\"}", 0, CARRY_ON_VERDICT_TRANSIENT, "try-later", NULL, "https://github.com/ChatGPTBox-dev/chatGPTBox/issues/92" },
    { "Generation failed Failed to create model: Failed to start model", 0, CARRY_ON_VERDICT_FATAL, "model-load-failed", NULL, "https://github.com/janhq/jan/issues/8575" },
    /* round iq: a caller's IP not on the server's allow-list; a request body that is not JSON */
    { "Illegal request, the IP is not in the whitelist of the server!", 0, CARRY_ON_VERDICT_FATAL, "permission-denied", NULL, "https://www.hiascend.com/document/detail/en/mind-sdk/300/vision/mxvisionug/mxmxvisionug_1096.html" },
    { "2026-05-04 14:06:10 [ERROR]\n [LM STUDIO SERVER] Received request for /api/v1/chat with invalid JSON: Expected ',' or ']' after array element in JSON at position 150 (line 6 column 5)", 0, CARRY_ON_VERDICT_FATAL, "invalid-request", NULL, "https://github.com/lmstudio-ai/lmstudio-bug-tracker/issues/1879" },
    /* from leave-one-round-out's wrong give-ups: transport failures and empty answers the words had given up
     * (a body cut short, a non-JSON body, no assistant message, a response ended unexpectedly, "connection
     * error" in German) */
    { "aiohttp.client_exceptions.ClientPayloadError: Response payload is not completed: <TransferEncodingError: 400, message='Not enough data to satisfy transfer length header.'>", 0, CARRY_ON_VERDICT_TRANSIENT, "connection", NULL, "https://github.com/xtekky/gpt4free/issues/3292" },
    { "\"raise JSONDecodeError(\"Expecting value\", s, err.value) from None json.decoder.JSONDecodeError: Expecting value: line 1 column 1 (char 0)\" ", 0, CARRY_ON_VERDICT_TRANSIENT, "empty-response", NULL, "https://github.com/deepseek-ai/DeepSeek-V3/issues/599" },
    { "Unexpected API Response: The language model did not provide any assistant messages. This may indicate an issue with the API or the model's output.", 0, CARRY_ON_VERDICT_TRANSIENT, "empty-response", NULL, "https://github.com/cline/cline/issues/1664" },
    { "La respuesta del modelo termin\u00f3 inesperadamente (sin mensajes del asistente). Esto puede ser una se\u00f1al de limitaci\u00f3n de tasa.", 0, CARRY_ON_VERDICT_TRANSIENT, NULL, NULL, "https://github.com/Kilo-Org/kilocode/blob/14f5d8facd6d0c0e8de23f13c2ec00a2349cc4e7/src/i18n/locales/es/kilocode.json" },
    { "Verbindungsfehler. Stelle sicher, dass du eine funktionierende Internetverbindung hast.", 0, CARRY_ON_VERDICT_TRANSIENT, "connection", NULL, "https://github.com/RooCodeInc/Roo-Code/blob/003a2057c11a90b59c9e43310cfafee6c4d776e9/webview-ui/src/i18n/locales/de/chat.json" },
    /* near misses: a host name that does not resolve now is the network's (retried); "Invalid URL" under a
     * 404 keeps the status's rule */
    { " [API Error: request to https://cloudcode-pa.googleapis.com/v1internal:streamGenerateContent?alt=sse failed, reason:\n"
      "  getaddrinfo ENOTFOUND cloudcode-pa.googleapis.com]", 0, CARRY_ON_VERDICT_TRANSIENT, "connection", NULL,
      "https://github.com/google-gemini/gemini-cli/issues/19908" },
    { "create chat completion failed: error, status code: 404, message: Invalid URL (POST /chat/completions)", 404,
      CARRY_ON_VERDICT_FATAL, "status-404", NULL, "https://github.com/siyuan-note/siyuan/issues/7731" },
    /* rounds ir–iu: Copilot's Responsible AI filter and Gemini's safety block in Japanese and Korean, a
     * location not served in Korean, Roo Code's empty answer, credits used up in Japanese */
    { "\xe7\x94\xb3\xe3\x81\x97\xe8\xa8\xb3\xe3\x81\x94\xe3\x81\x96\xe3\x81\x84\xe3\x81\xbe\xe3\x81\x9b\xe3\x82\x93\xe3\x80\x82\xe3\x81\x93\xe3\x81\xae\xe5\x9b\x9e\xe7\xad\x94\xe3\x81\xaf\xe8\xb2\xac\xe4\xbb\xbb\xe3\x81\x82\xe3\x82\x8b AI \xe3\x82\xb5\xe3\x83\xbc\xe3\x83\x93\xe3\x82\xb9\xe3\x81\xab\xe3\x82\x88\xe3\x81\xa3\xe3\x81\xa6\xe3\x83\x95\xe3\x82\xa3\xe3\x83\xab\xe3\x82\xbf\xe3\x83\xbc\xe5\x87\xa6\xe7\x90\x86\xe3\x81\x95\xe3\x82\x8c\xe3\x81\xbe\xe3\x81\x97\xe3\x81\x9f\xe3\x80\x82\xe3\x83\x97\xe3\x83\xad\xe3\x83\xb3\xe3\x83\x97\xe3\x83\x88\xe3\x82\x92\xe8\xa8\x80\xe3\x81\x84\xe6\x8f\x9b\xe3\x81\x88\xe3\x81\xa6\xe3\x82\x82\xe3\x81\x86\xe4\xb8\x80\xe5\xba\xa6\xe3\x81\x8a\xe8\xa9\xa6\xe3\x81\x97\xe3\x81\x8f\xe3\x81\xa0\xe3\x81\x95\xe3\x81\x84\xe3\x80\x82", 0,
      CARRY_ON_VERDICT_FATAL, "content-blocked", NULL, "https://github.com/microsoft/vscode-copilot-release/issues/10306" },  /* 申し訳ございません。この回答は責任ある AI サービスによっ */
    { "Sorry, your prompt was filtered by the Responsible AI Service. Please rephrase your prompt and try again.", 0,
      CARRY_ON_VERDICT_FATAL, "content-blocked", NULL, "https://aka.ms/copilot-chat-filtered-docs" },  /* Sorry, your prompt was filtere */
    { "(\xec\x83\x9d\xea\xb0\x81 \xec\x99\x84\xeb\xa3\x8c, \xec\x95\x88\xec\xa0\x84 \xec\x84\xa4\xec\xa0\x95\xec\x9c\xbc\xeb\xa1\x9c \xec\xb6\x9c\xeb\xa0\xa5 \xec\xb0\xa8\xeb\x8b\xa8\xeb\x90\xa8)", 0,
      CARRY_ON_VERDICT_FATAL, "content-blocked", NULL, "https://github.com/Kilo-Org/kilocode/blob/0fc86cec2299b333cb21da87b649003b19319ecc/src/i18n/locales/ko/common.json" },  /* (생각 완료, 안전 설정으로 출력 차단됨) */
    { "\xec\xa3\x84\xec\x86\xa1\xed\x95\xa9\xeb\x8b\x88\xeb\x8b\xa4. \xed\x98\x84\xec\x9e\xac \xec\x9c\x84\xec\xb9\x98\xec\x97\x90\xec\x84\x9c\xeb\x8a\x94 \xec\x9d\xb4 \xeb\xaa\xa8\xeb\x8d\xb8 \xec\x84\x9c\xeb\xb9\x84\xec\x8a\xa4\xeb\xa5\xbc \xec\xa7\x80\xec\x9b\x90\xed\x95\x98\xec\xa7\x80 \xec\x95\x8a\xec\x8a\xb5\xeb\x8b\x88\xeb\x8b\xa4.", 0,
      CARRY_ON_VERDICT_FATAL, "permission-denied", NULL, "https://github.com/lobehub/lobehub/blob/cbb158e4d6e7334c7f3935bf1502301874e9c578/locales/ko-KR/runtimeError.json" },  /* 죄송합니다. 현재 위치에서는 이 모델 서비스를 지원하지 */
    { "\xe3\x83\xa2\xe3\x83\x87\xe3\x83\xab\xe3\x81\xaf\xe5\xbf\x9c\xe7\xad\x94\xe3\x82\xb3\xe3\x83\xb3\xe3\x83\x86\xe3\x83\xb3\xe3\x83\x84\xe3\x82\x92\xe6\x8f\x90\xe4\xbe\x9b\xe3\x81\x97\xe3\x81\xbe\xe3\x81\x9b\xe3\x82\x93\xe3\x81\xa7\xe3\x81\x97\xe3\x81\x9f\xe3\x80\x82\xe3\x81\x93\xe3\x82\x8c\xe3\x81\xaf" "API\xe3\x81\xbe\xe3\x81\x9f\xe3\x81\xaf\xe3\x83\xa2\xe3\x83\x87\xe3\x83\xab\xe3\x81\xae\xe5\x87\xba\xe5\x8a\x9b\xe3\x81\xab\xe5\x95\x8f\xe9\xa1\x8c\xe3\x81\x8c\xe3\x81\x82\xe3\x82\x8b\xe5\x8f\xaf\xe8\x83\xbd\xe6\x80\xa7\xe3\x82\x92\xe7\xa4\xba\xe3\x81\x97\xe3\x81\xa6\xe3\x81\x84\xe3\x81\xbe\xe3\x81\x99\xe3\x80\x82", 0,
      CARRY_ON_VERDICT_TRANSIENT, "empty-response", NULL, "https://github.com/RooCodeInc/Roo-Code/blob/003a2057c11a90b59c9e43310cfafee6c4d776e9/webview-ui/src/i18n/locales/ja/chat.json" },  /* モデルは応答コンテンツを提供しませんでした。これはAPIまた */
    { "\xeb\xaa\xa8\xeb\x8d\xb8\xec\x9d\xb4 \xec\x9d\x91\xeb\x8b\xb5 \xeb\x82\xb4\xec\x9a\xa9\xec\x9d\x84 \xec\xa0\x9c\xea\xb3\xb5\xed\x95\x98\xec\xa7\x80 \xec\x95\x8a\xec\x95\x98\xec\x8a\xb5\xeb\x8b\x88\xeb\x8b\xa4. API \xeb\x98\x90\xeb\x8a\x94 \xeb\xaa\xa8\xeb\x8d\xb8 \xec\xb6\x9c\xeb\xa0\xa5\xec\x97\x90 \xeb\xac\xb8\xec\xa0\x9c\xea\xb0\x80 \xec\x9e\x88\xec\x9d\x84 \xec\x88\x98 \xec\x9e\x88\xec\x8a\xb5\xeb\x8b\x88\xeb\x8b\xa4.", 0,
      CARRY_ON_VERDICT_TRANSIENT, "empty-response", NULL, "https://github.com/RooCodeInc/Roo-Code/blob/003a2057c11a90b59c9e43310cfafee6c4d776e9/webview-ui/src/i18n/locales/ko/chat.json" },  /* 모델이 응답 내용을 제공하지 않았습니다. API 또는  */
    { "\xe3\x82\xaf\xe3\x83\xac\xe3\x82\xb8\xe3\x83\x83\xe3\x83\x88\xe3\x81\x8c\xe4\xbd\xbf\xe3\x81\x84\xe6\x9e\x9c\xe3\x81\x9f\xe3\x81\x95\xe3\x82\x8c\xe3\x81\xbe\xe3\x81\x97\xe3\x81\x9f", 0,
      CARRY_ON_VERDICT_FATAL, "credits", NULL, "https://github.com/lobehub/lobehub/blob/cbb158e4d6e7334c7f3935bf1502301874e9c578/locales/ja-JP/heterogeneousError.json" },  /* クレジットが使い果たされました */
    /* round it: an invalid request in Italian, a removed key in Turkish */
    { "Richiesta OpenAI non valida", 0,
      CARRY_ON_VERDICT_FATAL, "invalid-request", NULL, "https://github.com/n3d1117/chatgpt-telegram-bot/blob/fd6bc400facf52ebb69140016e44f07af28daea9/translations.json" },
    { "API anahtar\xc4\xb1 kald\xc4\xb1r\xc4\xb1ld\xc4\xb1. L\xc3\xbctfen yeni bir API anahtar\xc4\xb1 yap\xc4\xb1land\xc4\xb1r\xc4\xb1n.", 0,
      CARRY_ON_VERDICT_FATAL, "api-key-state", NULL, "https://github.com/langgenius/dify/blob/0157a2e1f580ac81b115cb115438748c53d27b61/web/i18n/tr-TR/common.json" },
    /* what leave-one-round-out still gave to the words: a conversation too long and a model retired in
     * Russian (Cherry Studio), an invalid key and the safety filter in Japanese (LibreChat) */
    { "\xd0\xa1\xd0\xbb\xd0\xb8\xd1\x88\xd0\xba\xd0\xbe\xd0\xbc \xd0\xb4\xd0\xbb\xd0\xb8\xd0\xbd\xd0\xbd\xd1\x8b\xd0\xb9 \xd1\x80\xd0\xb0\xd0\xb7\xd0\xb3\xd0\xbe\xd0\xb2\xd0\xbe\xd1\x80, \xd0\xbf\xd0\xbe\xd0\xb6\xd0\xb0\xd0\xbb\xd1\x83\xd0\xb9\xd1\x81\xd1\x82\xd0\xb0, \xd0\xbe\xd1\x87\xd0\xb8\xd1\x81\xd1\x82\xd0\xb8\xd1\x82\xd0\xb5 \xd0\xb8\xd1\x81\xd1\x82\xd0\xbe\xd1\x80\xd0\xb8\xd1\x8e \xd0\xb8\xd0\xbb\xd0\xb8 \xd0\xbd\xd0\xb0\xd1\x87\xd0\xbd\xd0\xb8\xd1\x82\xd0\xb5 \xd0\xbd\xd0\xbe\xd0\xb2\xd1\x8b\xd0\xb9 \xd1\x87\xd0\xb0\xd1\x82", 0,
      CARRY_ON_VERDICT_FATAL, "context-too-long", NULL, "https://github.com/CherryHQ/cherry-studio/blob/00a0b491c7250d82217d9929ebf5940b36990513/src/renderer/src/i18n/translate/ru-ru.json" },
    { "\xd0\xad\xd1\x82\xd0\xb0 \xd0\xbc\xd0\xbe\xd0\xb4\xd0\xb5\xd0\xbb\xd1\x8c \xd0\xb1\xd1\x8b\xd0\xbb\xd0\xb0 \xd1\x81\xd0\xbd\xd1\x8f\xd1\x82\xd0\xb0 \xd1\x81 \xd0\xbf\xd1\x80\xd0\xbe\xd0\xb8\xd0\xb7\xd0\xb2\xd0\xbe\xd0\xb4\xd1\x81\xd1\x82\xd0\xb2\xd0\xb0, \xd0\xbf\xd0\xbe\xd0\xb6\xd0\xb0\xd0\xbb\xd1\x83\xd0\xb9\xd1\x81\xd1\x82\xd0\xb0, \xd0\xbf\xd0\xb5\xd1\x80\xd0\xb5\xd0\xba\xd0\xbb\xd1\x8e\xd1\x87\xd0\xb8\xd1\x82\xd0\xb5\xd1\x81\xd1\x8c \xd0\xbd\xd0\xb0 \xd0\xb4\xd1\x80\xd1\x83\xd0\xb3\xd1\x83\xd1\x8e \xd0\xbc\xd0\xbe\xd0\xb4\xd0\xb5\xd0\xbb\xd1\x8c", 0,
      CARRY_ON_VERDICT_FATAL, "model-not-found", NULL, "https://github.com/CherryHQ/cherry-studio/blob/00a0b491c7250d82217d9929ebf5940b36990513/src/renderer/src/i18n/translate/ru-ru.json" },
    { "\xe7\x84\xa1\xe5\x8a\xb9\xe3\x81\xaa\xe3\x82\xad\xe3\x83\xbc\xe3\x81\x8c\xe6\x8f\x90\xe4\xbe\x9b\xe3\x81\x95\xe3\x82\x8c\xe3\x81\xbe\xe3\x81\x97\xe3\x81\x9f\xe3\x80\x82\xe3\x82\xad\xe3\x83\xbc\xe3\x82\x92\xe5\x85\xa5\xe5\x8a\x9b\xe3\x81\x97\xe3\x81\xa6\xe5\x86\x8d\xe8\xa9\xa6\xe8\xa1\x8c\xe3\x81\x97\xe3\x81\xa6\xe3\x81\x8f\xe3\x81\xa0\xe3\x81\x95\xe3\x81\x84\xe3\x80\x82", 0,
      CARRY_ON_VERDICT_FATAL, "invalid-api-key", NULL, "https://github.com/danny-avila/LibreChat/blob/02a51574f17fb0a14eb85f2e7265afd7623ea3db/client/src/locales/ja/translation.json" },
    { "\xe5\xae\x89\xe5\x85\xa8\xe3\x83\x95\xe3\x82\xa3\xe3\x83\xab\xe3\x82\xbf\xe3\x83\xbc\xe3\x81\xab\xe3\x82\x88\xe3\x82\x8a\xe5\xbf\x9c\xe7\xad\x94\xe3\x81\x8c\xe6\x8b\x92\xe5\x90\xa6\xe3\x81\x95\xe3\x82\x8c\xe3\x81\xbe\xe3\x81\x97\xe3\x81\x9f\xe3\x80\x82\xe3\x83\xa1\xe3\x83\x83\xe3\x82\xbb\xe3\x83\xbc\xe3\x82\xb8\xe3\x82\x92\xe6\x9b\xb8\xe3\x81\x8d\xe7\x9b\xb4\xe3\x81\x97\xe3\x80\x81\xe5\x86\x8d\xe5\xba\xa6\xe3\x81\x8a\xe8\xa9\xa6\xe3\x81\x97\xe3\x81\x8f\xe3\x81\xa0\xe3\x81\x95\xe3\x81\x84\xe3\x80\x82" "Claude Sonnet 4.5\xe3\x81\xbe\xe3\x81\x9f\xe3\x81\xafOpus 4.1\xe4\xbd\xbf\xe7\x94\xa8\xe4\xb8\xad\xe3\x81\xab\xe3\x81\x93\xe3\x81\xae\xe7\x8f\xbe\xe8\xb1\xa1\xe3\x81\x8c\xe9\xa0\xbb\xe7\xb9\x81\xe3\x81\xab\xe7\x99\xba\xe7\x94\x9f\xe3\x81\x99\xe3\x82\x8b\xe5\xa0\xb4\xe5\x90\x88\xe3\x81\xaf\xe3\x80\x81\xe4\xbd\xbf\xe7\x94\xa8\xe5\x88\xb6\xe9\x99\x90\xe3\x81\x8c\xe7\x95\xb0\xe3\x81\xaa\xe3\x82\x8bSonnet 4\xe3\x82\x92\xe3\x81\x8a\xe8\xa9\xa6\xe3\x81\x97\xe3\x81\x8f\xe3\x81\xa0\xe3\x81\x95\xe3\x81\x84\xe3\x80\x82", 0,
      CARRY_ON_VERDICT_FATAL, "content-blocked", NULL, "https://github.com/danny-avila/LibreChat/blob/02a51574f17fb0a14eb85f2e7265afd7623ea3db/client/src/locales/ja/translation.json" },
    /* rounds iv–ix: paid usage beyond a plan in the newest words (waits for a reset it names), a text that calls
     * itself transient, Baidu's IAM failure, a Portuguese sign-in that failed */
    { "You've hit your usage credit limit", 0,
      CARRY_ON_VERDICT_FATAL, "usage-credits", NULL, "https://github.com/MolnarMario/ai-hive/blob/7cdb2fc48f0c3cee420aa328223980d404e36206/tests/smoke/limits.py" },
    { "You're out of usage credits \xc2\xb7 resets Oct 3, 9am (UTC)", 0,
      CARRY_ON_VERDICT_LIMIT, "usage-credits", "2026-10-03T09:00:00Z", "https://github.com/JeremiahM37/lectern/blob/acfbd59f9703aa8cef26781336b8a492f219b3ae/internal/limits/patterns.go" },
    { "You've reached your additional usage limit for your plan. Upgrade your plan to keep going.", 0,
      CARRY_ON_VERDICT_FATAL, "usage-credits", NULL, "https://github.com/microsoft/vscode/blob/f261acefc3bf403e592d511375b21872dc1aff3e/src/vs/workbench/contrib/chat/test/common/chatQuotaMessage.test.ts" },
    { "Fast mode disabled \xc2\xb7 usage credit limit reached", 0,
      CARRY_ON_VERDICT_FATAL, "usage-credits", NULL, "https://github.com/MolnarMario/ai-hive/blob/7cdb2fc48f0c3cee420aa328223980d404e36206/tests/smoke/limits.py" },
    { "Could not refresh the design access token (transient error). Retry shortly, or run /design-login to re-authorize.", 0,
      CARRY_ON_VERDICT_TRANSIENT, "try-later", NULL, "https://github.com/saaranshM/unsnooze/blob/680a0fda2d1c7e9f8cae089a1f592e7e35bf044d/test/claude-real-banners.test.js" },
    { "IAM Certification failed", 0,
      CARRY_ON_VERDICT_FATAL, "invalid-api-key", NULL, "https://ai.baidu.com/ai-doc/WENXINWORKSHOP/tlmyncueh" },
    { "Erro de autentica\xc3\xa7\xc3\xa3o\nO in\xc3\xad" "cio de sess\xc3\xa3o falhou. Inicie novamente o processo de in\xc3\xad" "cio de sess\xc3\xa3o.", 0,
      CARRY_ON_VERDICT_FATAL, "login-expired", NULL, "https://github.com/openai/codex/issues/41815" },
    /* Rust reqwest's transport failure under a login; an administrator's switch-off */
    { "Token exchange failed: error sending request for url (https://auth.openai.com/oauth/token)", 0,
      CARRY_ON_VERDICT_TRANSIENT, "connection", NULL, "https://github.com/Haleclipse/CodexDesktop-Rebuild/issues/9" },
    { "Your usage allocation has been disabled by your admin", 0,
      CARRY_ON_VERDICT_FATAL, "account", NULL, "https://github.com/umputun/ralphex/issues/317" },
  };

  check_sourced_cases (cases, G_N_ELEMENTS (cases));
}

/* Rounds hs, ht and hu, generalised (docs/classifier.md): a key's rate and
 * quota limits, its balance, a request too large, a model not found or not
 * supported and a region not served, in the languages LobeHub's and other
 * front-ends' messages use; billing facts and the provider's capacity under
 * a 429; llama.cpp's KV size; a client not approved; Copilot's localised
 * wait.  The rows alone decide (classify_rows) */
static void
test_stu_families (void)
{
  static const SourcedCase cases[] = {
    /* a key's rate or quota limit in the languages LobeHub speaks: a limit; a balance beside the key's quota is billing (fatal); the provider busy stays transient */
    { "Przepraszamy, wykorzystanie token\xc3\xb3w lub liczba \xc5\xbc\xc4\x85" "da\xc5\x84 osi\xc4\x85gn\xc4\x99\xc5\x82y limit przydzia\xc5\x82u dla tego klucza. Prosz\xc4\x99 zwi\xc4\x99kszy\xc4\x87 przydzia\xc5\x82 klucza lub spr\xc3\xb3" "bowa\xc4\x87 ponownie p\xc3\xb3\xc5\xbaniej.", 0, CARRY_ON_VERDICT_LIMIT, "quota", NULL,
      "https://github.com/lobehub/lobehub/blob/cbb158e4d6e7334c7f3935bf1502301874e9c578/locales/pl-PL/runtimeError.json" },
    { "Przepraszamy, osi\xc4\x85gni\xc4\x99to limit przydzia\xc5\x82u dla tego klucza. Prosz\xc4\x99 sprawdzi\xc4\x87, czy saldo konta jest wystarczaj\xc4\x85" "ce, lub spr\xc3\xb3" "bowa\xc4\x87 ponownie po zwi\xc4\x99kszeniu przydzia\xc5\x82u klucza.", 0, CARRY_ON_VERDICT_FATAL, "credits", NULL,
      "https://github.com/lobehub/lobehub/blob/cbb158e4d6e7334c7f3935bf1502301874e9c578/locales/pl-PL/runtimeError.json" },
    { "Dostawca jest tymczasowo przeci\xc4\x85\xc5\xbcony lub niedost\xc4\x99pny. Prosz\xc4\x99 spr\xc3\xb3" "bowa\xc4\x87 ponownie za chwil\xc4\x99.", 0, CARRY_ON_VERDICT_TRANSIENT, NULL, NULL,
      "https://github.com/lobehub/lobehub/blob/cbb158e4d6e7334c7f3935bf1502301874e9c578/locales/pl-PL/runtimeError.json" },
    { "\xc3\x9czg\xc3\xbcn\xc3\xbcz, jeton kullan\xc4\xb1m\xc4\xb1 veya istek say\xc4\xb1s\xc4\xb1 bu anahtar i\xc3\xa7in h\xc4\xb1z s\xc4\xb1n\xc4\xb1r\xc4\xb1na ula\xc5\x9ft\xc4\xb1. L\xc3\xbctfen daha sonra yeniden deneyin veya anahtar\xc4\xb1n kotas\xc4\xb1n\xc4\xb1 art\xc4\xb1r\xc4\xb1n.", 0, CARRY_ON_VERDICT_LIMIT, "rate-limit", NULL,
      "https://github.com/lobehub/lobehub/blob/cbb158e4d6e7334c7f3935bf1502301874e9c578/locales/tr-TR/runtimeError.json" },
    { "\xc3\x9czg\xc3\xbcn\xc3\xbcz, bu anahtar i\xc3\xa7in kota doldu. L\xc3\xbctfen hesap bakiyenizin yeterli olup olmad\xc4\xb1\xc4\x9f\xc4\xb1n\xc4\xb1 kontrol edin veya anahtar\xc4\xb1n kotas\xc4\xb1n\xc4\xb1 art\xc4\xb1rd\xc4\xb1ktan sonra yeniden deneyin.", 0, CARRY_ON_VERDICT_FATAL, "credits", NULL,
      "https://github.com/lobehub/lobehub/blob/cbb158e4d6e7334c7f3935bf1502301874e9c578/locales/tr-TR/runtimeError.json" },
    { "R\xe1\xba\xa5t ti\xe1\xba\xbf" "c, h\xe1\xba\xa1n m\xe1\xbb\xa9" "c cho kh\xc3\xb3" "a n\xc3\xa0y \xc4\x91\xc3\xa3 \xc4\x91\xe1\xba\xa1t \xc4\x91\xe1\xba\xbfn gi\xe1\xbb\x9bi h\xe1\xba\xa1n. Vui l\xc3\xb2ng ki\xe1\xbb\x83m tra s\xe1\xbb\x91 d\xc6\xb0 t\xc3\xa0i kho\xe1\xba\xa3n c\xe1\xbb\xa7" "a b\xe1\xba\xa1n ho\xe1\xba\xb7" "c th\xe1\xbb\xad l\xe1\xba\xa1i sau khi t\xc4\x83ng h\xe1\xba\xa1n m\xe1\xbb\xa9" "c c\xe1\xbb\xa7" "a kh\xc3\xb3" "a.", 0, CARRY_ON_VERDICT_FATAL, "credits", NULL,
      "https://github.com/lobehub/lobehub/blob/cbb158e4d6e7334c7f3935bf1502301874e9c578/locales/vi-VN/runtimeError.json" },
    { "R\xe1\xba\xa5t ti\xe1\xba\xbf" "c, vi\xe1\xbb\x87" "c s\xe1\xbb\xad d\xe1\xbb\xa5ng token ho\xe1\xba\xb7" "c s\xe1\xbb\x91 l\xc6\xb0\xe1\xbb\xa3ng y\xc3\xaau c\xe1\xba\xa7u \xc4\x91\xc3\xa3 \xc4\x91\xe1\xba\xa1t \xc4\x91\xe1\xba\xbfn gi\xe1\xbb\x9bi h\xe1\xba\xa1n h\xe1\xba\xa1n m\xe1\xbb\xa9" "c cho kh\xc3\xb3" "a n\xc3\xa0y. Vui l\xc3\xb2ng t\xc4\x83ng h\xe1\xba\xa1n m\xe1\xbb\xa9" "c c\xe1\xbb\xa7" "a kh\xc3\xb3" "a ho\xe1\xba\xb7" "c th\xe1\xbb\xad l\xe1\xba\xa1i sau.", 0, CARRY_ON_VERDICT_LIMIT, "quota", NULL,
      "https://github.com/lobehub/lobehub/blob/cbb158e4d6e7334c7f3935bf1502301874e9c578/locales/vi-VN/runtimeError.json" },
    { "Nh\xc3\xa0 cung c\xe1\xba\xa5p t\xe1\xba\xa1m th\xe1\xbb\x9di qu\xc3\xa1 t\xe1\xba\xa3i ho\xe1\xba\xb7" "c kh\xc3\xb4ng kh\xe1\xba\xa3 d\xe1\xbb\xa5ng. Vui l\xc3\xb2ng th\xe1\xbb\xad l\xe1\xba\xa1i sau.", 0, CARRY_ON_VERDICT_TRANSIENT, NULL, NULL,
      "https://github.com/lobehub/lobehub/blob/cbb158e4d6e7334c7f3935bf1502301874e9c578/locales/vi-VN/runtimeError.json" },
    { "\xd8\xb9\xd8\xb0\xd8\xb1\xd9\x8b\xd8\xa7\xd8\x8c \xd8\xaa\xd9\x85 \xd8\xa7\xd9\x84\xd9\x88\xd8\xb5\xd9\x88\xd9\x84 \xd8\xa5\xd9\x84\xd9\x89 \xd8\xa7\xd9\x84\xd8\xad\xd8\xb5\xd8\xa9 \xd8\xa7\xd9\x84\xd9\x85\xd8\xae\xd8\xb5\xd8\xb5\xd8\xa9 \xd9\x84\xd9\x87\xd8\xb0\xd9\x87 \xd8\xa7\xd9\x84\xd9\x85\xd9\x81\xd8\xaa\xd8\xa7\xd8\xad. \xd9\x8a\xd8\xb1\xd8\xac\xd9\x89 \xd8\xa7\xd9\x84\xd8\xaa\xd8\xad\xd9\x82\xd9\x82 \xd9\x85\xd9\x85\xd8\xa7 \xd8\xa5\xd8\xb0\xd8\xa7 \xd9\x83\xd8\xa7\xd9\x86 \xd8\xb1\xd8\xb5\xd9\x8a\xd8\xaf \xd8\xad\xd8\xb3\xd8\xa7\xd8\xa8\xd9\x83 \xd9\x83\xd8\xa7\xd9\x81\xd9\x8a\xd9\x8b\xd8\xa7 \xd8\xa3\xd9\x88 \xd8\xa5\xd8\xb9\xd8\xa7\xd8\xaf\xd8\xa9 \xd8\xa7\xd9\x84\xd9\x85\xd8\xad\xd8\xa7\xd9\x88\xd9\x84\xd8\xa9 \xd8\xa8\xd8\xb9\xd8\xaf \xd8\xb2\xd9\x8a\xd8\xa7\xd8\xaf\xd8\xa9 \xd8\xad\xd8\xb5\xd8\xa9 \xd8\xa7\xd9\x84\xd9\x85\xd9\x81\xd8\xaa\xd8\xa7\xd8\xad.", 0, CARRY_ON_VERDICT_FATAL, "credits", NULL,
      "https://github.com/lobehub/lobehub/blob/cbb158e4d6e7334c7f3935bf1502301874e9c578/locales/ar/runtimeError.json" },
    { "\xd8\xa7\xd9\x84\xd9\x85\xd8\xb2\xd9\x88\xd8\xaf \xd9\x85\xd8\xb4\xd8\xba\xd9\x88\xd9\x84 \xd9\x85\xd8\xa4\xd9\x82\xd8\xaa\xd9\x8b\xd8\xa7 \xd8\xa3\xd9\x88 \xd8\xba\xd9\x8a\xd8\xb1 \xd9\x85\xd8\xaa\xd9\x88\xd9\x81\xd8\xb1. \xd9\x8a\xd8\xb1\xd8\xac\xd9\x89 \xd8\xa5\xd8\xb9\xd8\xa7\xd8\xaf\xd8\xa9 \xd8\xa7\xd9\x84\xd9\x85\xd8\xad\xd8\xa7\xd9\x88\xd9\x84\xd8\xa9 \xd9\x82\xd8\xb1\xd9\x8a\xd8\xa8\xd9\x8b\xd8\xa7.", 0, CARRY_ON_VERDICT_TRANSIENT, NULL, NULL,
      "https://github.com/lobehub/lobehub/blob/cbb158e4d6e7334c7f3935bf1502301874e9c578/locales/ar/runtimeError.json" },
    { "\xd0\x98\xd0\xb7\xd0\xb2\xd0\xb8\xd0\xbd\xd0\xb8\xd1\x82\xd0\xb5, \xd0\xb8\xd1\x81\xd0\xbf\xd0\xbe\xd0\xbb\xd1\x8c\xd0\xb7\xd0\xbe\xd0\xb2\xd0\xb0\xd0\xbd\xd0\xb8\xd0\xb5 \xd1\x82\xd0\xbe\xd0\xba\xd0\xb5\xd0\xbd\xd0\xbe\xd0\xb2 \xd0\xb8\xd0\xbb\xd0\xb8 \xd0\xba\xd0\xbe\xd0\xbb\xd0\xb8\xd1\x87\xd0\xb5\xd1\x81\xd1\x82\xd0\xb2\xd0\xbe \xd0\xb7\xd0\xb0\xd0\xbf\xd1\x80\xd0\xbe\xd1\x81\xd0\xbe\xd0\xb2 \xd0\xb4\xd0\xbe\xd1\x81\xd1\x82\xd0\xb8\xd0\xb3\xd0\xbb\xd0\xb8 \xd0\xbb\xd0\xb8\xd0\xbc\xd0\xb8\xd1\x82\xd0\xb0 \xd1\x81\xd0\xba\xd0\xbe\xd1\x80\xd0\xbe\xd1\x81\xd1\x82\xd0\xb8 \xd0\xb4\xd0\xbb\xd1\x8f \xd1\x8d\xd1\x82\xd0\xbe\xd0\xb3\xd0\xbe \xd0\xba\xd0\xbb\xd1\x8e\xd1\x87\xd0\xb0. \xd0\x9f\xd0\xbe\xd0\xb6\xd0\xb0\xd0\xbb\xd1\x83\xd0\xb9\xd1\x81\xd1\x82\xd0\xb0, \xd0\xbf\xd0\xbe\xd0\xb2\xd1\x82\xd0\xbe\xd1\x80\xd0\xb8\xd1\x82\xd0\xb5 \xd0\xbf\xd0\xbe\xd0\xbf\xd1\x8b\xd1\x82\xd0\xba\xd1\x83 \xd0\xbf\xd0\xbe\xd0\xb7\xd0\xb6\xd0\xb5 \xd0\xb8\xd0\xbb\xd0\xb8 \xd1\x83\xd0\xb2\xd0\xb5\xd0\xbb\xd0\xb8\xd1\x87\xd1\x8c\xd1\x82\xd0\xb5 \xd0\xba\xd0\xb2\xd0\xbe\xd1\x82\xd1\x83 \xd0\xba\xd0\xbb\xd1\x8e\xd1\x87\xd0\xb0.", 0, CARRY_ON_VERDICT_LIMIT, "rate-limit", NULL,
      "https://github.com/lobehub/lobehub/blob/cbb158e4d6e7334c7f3935bf1502301874e9c578/locales/ru-RU/runtimeError.json" },
    { "\xd0\x98\xd0\xb7\xd0\xb2\xd0\xb8\xd0\xbd\xd0\xb8\xd1\x82\xd0\xb5, \xd0\xba\xd0\xb2\xd0\xbe\xd1\x82\xd0\xb0 \xd0\xb4\xd0\xbb\xd1\x8f \xd1\x8d\xd1\x82\xd0\xbe\xd0\xb3\xd0\xbe \xd0\xba\xd0\xbb\xd1\x8e\xd1\x87\xd0\xb0 \xd0\xb8\xd1\x81\xd1\x87\xd0\xb5\xd1\x80\xd0\xbf\xd0\xb0\xd0\xbd\xd0\xb0. \xd0\x9f\xd0\xbe\xd0\xb6\xd0\xb0\xd0\xbb\xd1\x83\xd0\xb9\xd1\x81\xd1\x82\xd0\xb0, \xd0\xbf\xd1\x80\xd0\xbe\xd0\xb2\xd0\xb5\xd1\x80\xd1\x8c\xd1\x82\xd0\xb5 \xd0\xb1\xd0\xb0\xd0\xbb\xd0\xb0\xd0\xbd\xd1\x81 \xd0\xb2\xd0\xb0\xd1\x88\xd0\xb5\xd0\xb3\xd0\xbe \xd0\xb0\xd0\xba\xd0\xba\xd0\xb0\xd1\x83\xd0\xbd\xd1\x82\xd0\xb0 \xd0\xb8\xd0\xbb\xd0\xb8 \xd1\x83\xd0\xb2\xd0\xb5\xd0\xbb\xd0\xb8\xd1\x87\xd1\x8c\xd1\x82\xd0\xb5 \xd0\xba\xd0\xb2\xd0\xbe\xd1\x82\xd1\x83 \xd0\xba\xd0\xbb\xd1\x8e\xd1\x87\xd0\xb0.", 0, CARRY_ON_VERDICT_FATAL, "credits", NULL,
      "https://github.com/lobehub/lobehub/blob/cbb158e4d6e7334c7f3935bf1502301874e9c578/locales/ru-RU/runtimeError.json" },
    { "Entschuldigung, die Token-Nutzung oder die Anzahl der Anfragen hat das Kontingentlimit f\xc3\xbcr diesen Schl\xc3\xbcssel erreicht. Bitte erh\xc3\xb6hen Sie das Kontingent des Schl\xc3\xbcssels oder versuchen Sie es sp\xc3\xa4ter erneut.", 0, CARRY_ON_VERDICT_LIMIT, "quota", NULL,
      "https://github.com/lobehub/lobehub/blob/cbb158e4d6e7334c7f3935bf1502301874e9c578/locales/de-DE/runtimeError.json" },
    { "Entschuldigung, das Kontingent f\xc3\xbcr diesen Schl\xc3\xbcssel wurde erreicht. Bitte \xc3\xbc" "berpr\xc3\xbc" "fen Sie, ob Ihr Kontostand ausreicht, oder versuchen Sie es erneut, nachdem Sie das Kontingent des Schl\xc3\xbcssels erh\xc3\xb6ht haben.", 0, CARRY_ON_VERDICT_FATAL, "credits", NULL,
      "https://github.com/lobehub/lobehub/blob/cbb158e4d6e7334c7f3935bf1502301874e9c578/locales/de-DE/runtimeError.json" },
    /* a weekly or session allowance used up (a limit); credit that waiting does not bring back (fatal) */
    { "Sitzungskontingent ersch\xc3\xb6pft.", 0, CARRY_ON_VERDICT_LIMIT, "usage-limit", NULL,
      "https://github.com/lobehub/lobehub/blob/cbb158e4d6e7334c7f3935bf1502301874e9c578/locales/de-DE/heterogeneousError.json" },
    { "Das Konto, das von Codex verwendet wird, hat sein Kontingent ausgesch\xc3\xb6pft. Warten Sie, bis die Quote zur\xc3\xbc" "ckgesetzt wird.", 0, CARRY_ON_VERDICT_LIMIT, NULL, NULL,
      "https://github.com/lobehub/lobehub/blob/cbb158e4d6e7334c7f3935bf1502301874e9c578/locales/de-DE/heterogeneousError.json" },
    { "Bitten Sie den Bot-Besitzer, dem Konto, das von Codex verwendet wird, Guthaben hinzuzuf\xc3\xbcgen, oder wechseln Sie das Modell.", 0, CARRY_ON_VERDICT_FATAL, "credits", NULL,
      "https://github.com/lobehub/lobehub/blob/cbb158e4d6e7334c7f3935bf1502301874e9c578/locales/de-DE/heterogeneousError.json" },
    /* a request too large, over the model's length or its context window, and a chat's length cap: fatal; a connection that timed out stays transient */
    { "This request is too large for the model provider. Compact the conversation or reduce attached content, then try again.", 0, CARRY_ON_VERDICT_FATAL, "context-too-long", NULL,
      "https://github.com/lobehub/lobehub/blob/cbb158e4d6e7334c7f3935bf1502301874e9c578/locales/en-US/runtimeError.json" },
    { "The current request content exceeds the length that the model can handle. Please reduce the amount of content and try again.", 0, CARRY_ON_VERDICT_FATAL, "context-too-long", NULL,
      "https://github.com/lobehub/lobehub/blob/cbb158e4d6e7334c7f3935bf1502301874e9c578/locales/en-US/runtimeError.json" },
    { "Bu istek model sa\xc4\x9flay\xc4\xb1" "c\xc4\xb1s\xc4\xb1 i\xc3\xa7in \xc3\xa7ok b\xc3\xbcy\xc3\xbck. Konu\xc5\x9fmay\xc4\xb1 s\xc4\xb1k\xc4\xb1\xc5\x9ft\xc4\xb1r\xc4\xb1n veya ekli i\xc3\xa7" "eri\xc4\x9fi azalt\xc4\xb1n, ard\xc4\xb1ndan tekrar deneyin.", 0, CARRY_ON_VERDICT_FATAL, "context-too-long", NULL,
      "https://github.com/lobehub/lobehub/blob/cbb158e4d6e7334c7f3935bf1502301874e9c578/locales/tr-TR/runtimeError.json" },
    { "Tre\xc5\x9b\xc4\x87 bie\xc5\xbc\xc4\x85" "cego \xc5\xbc\xc4\x85" "dania przekracza d\xc5\x82ugo\xc5\x9b\xc4\x87, kt\xc3\xb3r\xc4\x85 model mo\xc5\xbc" "e obs\xc5\x82u\xc5\xbcy\xc4\x87. Prosz\xc4\x99 zmniejszy\xc4\x87 ilo\xc5\x9b\xc4\x87 tre\xc5\x9b" "ci i spr\xc3\xb3" "bowa\xc4\x87 ponownie.", 0, CARRY_ON_VERDICT_FATAL, "context-too-long", NULL,
      "https://github.com/lobehub/lobehub/blob/cbb158e4d6e7334c7f3935bf1502301874e9c578/locales/pl-PL/runtimeError.json" },
    { "Y\xc3\xaau c\xe1\xba\xa7u n\xc3\xa0y qu\xc3\xa1 l\xe1\xbb\x9bn \xc4\x91\xe1\xbb\x91i v\xe1\xbb\x9bi nh\xc3\xa0 cung c\xe1\xba\xa5p m\xc3\xb4 h\xc3\xacnh. H\xc3\xa3y thu g\xe1\xbb\x8dn cu\xe1\xbb\x99" "c tr\xc3\xb2 chuy\xe1\xbb\x87n ho\xe1\xba\xb7" "c gi\xe1\xba\xa3m n\xe1\xbb\x99i dung \xc4\x91\xc3\xadnh k\xc3\xa8m, sau \xc4\x91\xc3\xb3 th\xe1\xbb\xad l\xe1\xba\xa1i.", 0, CARRY_ON_VERDICT_FATAL, "context-too-long", NULL,
      "https://github.com/lobehub/lobehub/blob/cbb158e4d6e7334c7f3935bf1502301874e9c578/locales/vi-VN/runtimeError.json" },
    { "\xd9\x8a\xd8\xaa\xd8\xac\xd8\xa7\xd9\x88\xd8\xb2 \xd9\x85\xd8\xad\xd8\xaa\xd9\x88\xd9\x89 \xd8\xa7\xd9\x84\xd8\xb7\xd9\x84\xd8\xa8 \xd8\xa7\xd9\x84\xd8\xad\xd8\xa7\xd9\x84\xd9\x8a \xd8\xa7\xd9\x84\xd8\xb7\xd9\x88\xd9\x84 \xd8\xa7\xd9\x84\xd8\xb0\xd9\x8a \xd9\x8a\xd9\x85\xd9\x83\xd9\x86 \xd9\x84\xd9\x84\xd9\x86\xd9\x85\xd9\x88\xd8\xb0\xd8\xac \xd8\xa7\xd9\x84\xd8\xaa\xd8\xb9\xd8\xa7\xd9\x85\xd9\x84 \xd9\x85\xd8\xb9\xd9\x87. \xd9\x8a\xd8\xb1\xd8\xac\xd9\x89 \xd8\xaa\xd9\x82\xd9\x84\xd9\x8a\xd9\x84 \xd9\x83\xd9\x85\xd9\x8a\xd8\xa9 \xd8\xa7\xd9\x84\xd9\x85\xd8\xad\xd8\xaa\xd9\x88\xd9\x89 \xd9\x88\xd8\xa5\xd8\xb9\xd8\xa7\xd8\xaf\xd8\xa9 \xd8\xa7\xd9\x84\xd9\x85\xd8\xad\xd8\xa7\xd9\x88\xd9\x84\xd8\xa9.", 0, CARRY_ON_VERDICT_FATAL, "context-too-long", NULL,
      "https://github.com/lobehub/lobehub/blob/cbb158e4d6e7334c7f3935bf1502301874e9c578/locales/ar/runtimeError.json" },
    { "Esta solicitud es demasiado grande para el proveedor del modelo. Compacta la conversaci\xc3\xb3n o reduce el contenido adjunto, y luego int\xc3\xa9ntalo de nuevo.", 0, CARRY_ON_VERDICT_FATAL, "context-too-long", NULL,
      "https://github.com/lobehub/lobehub/blob/cbb158e4d6e7334c7f3935bf1502301874e9c578/locales/es-ES/runtimeError.json" },
    { "Der aktuelle Anfrageinhalt \xc3\xbc" "berschreitet die L\xc3\xa4nge, die das Modell verarbeiten kann.", 0, CARRY_ON_VERDICT_FATAL, "context-too-long", NULL,
      "https://github.com/lobehub/lobehub/blob/cbb158e4d6e7334c7f3935bf1502301874e9c578/locales/de-DE/runtimeError.json" },
    { "\xd0\xad\xd1\x82\xd0\xbe\xd1\x82 \xd0\xb7\xd0\xb0\xd0\xbf\xd1\x80\xd0\xbe\xd1\x81 \xd1\x81\xd0\xbb\xd0\xb8\xd1\x88\xd0\xba\xd0\xbe\xd0\xbc \xd0\xb2\xd0\xb5\xd0\xbb\xd0\xb8\xd0\xba \xd0\xb4\xd0\xbb\xd1\x8f \xd0\xbf\xd0\xbe\xd1\x81\xd1\x82\xd0\xb0\xd0\xb2\xd1\x89\xd0\xb8\xd0\xba\xd0\xb0 \xd0\xbc\xd0\xbe\xd0\xb4\xd0\xb5\xd0\xbb\xd0\xb8. \xd0\xa1\xd0\xbe\xd0\xba\xd1\x80\xd0\xb0\xd1\x82\xd0\xb8\xd1\x82\xd0\xb5 \xd1\x80\xd0\xb0\xd0\xb7\xd0\xb3\xd0\xbe\xd0\xb2\xd0\xbe\xd1\x80 \xd0\xb8\xd0\xbb\xd0\xb8 \xd1\x83\xd0\xbc\xd0\xb5\xd0\xbd\xd1\x8c\xd1\x88\xd0\xb8\xd1\x82\xd0\xb5 \xd0\xbf\xd1\x80\xd0\xb8\xd0\xba\xd1\x80\xd0\xb5\xd0\xbf\xd0\xbb\xd0\xb5\xd0\xbd\xd0\xbd\xd1\x8b\xd0\xb9 \xd0\xba\xd0\xbe\xd0\xbd\xd1\x82\xd0\xb5\xd0\xbd\xd1\x82, \xd0\xb7\xd0\xb0\xd1\x82\xd0\xb5\xd0\xbc \xd0\xbf\xd0\xbe\xd0\xbf\xd1\x80\xd0\xbe\xd0\xb1\xd1\x83\xd0\xb9\xd1\x82\xd0\xb5 \xd1\x81\xd0\xbd\xd0\xbe\xd0\xb2\xd0\xb0.", 0, CARRY_ON_VERDICT_FATAL, "context-too-long", NULL,
      "https://github.com/lobehub/lobehub/blob/cbb158e4d6e7334c7f3935bf1502301874e9c578/locales/ru-RU/runtimeError.json" },
    { "Ihre Nachricht \xc3\xbc" "berschreitet das L\xc3\xa4ngenlimit f\xc3\xbcr diesen Chat.", 0, CARRY_ON_VERDICT_FATAL, "context-too-long", NULL,
      "https://support.claude.com/de/articles/12466728-claude-fehlermeldungen-verstehen" },
    { "Po\xc5\x82\xc4\x85" "czenie z dostawc\xc4\x85 zosta\xc5\x82o przerwane lub przekroczono limit czasu. Prosz\xc4\x99 sprawdzi\xc4\x87 swoje po\xc5\x82\xc4\x85" "czenie sieciowe i spr\xc3\xb3" "bowa\xc4\x87 ponownie.", 0, CARRY_ON_VERDICT_TRANSIENT, NULL, NULL,
      "https://github.com/lobehub/lobehub/blob/cbb158e4d6e7334c7f3935bf1502301874e9c578/locales/pl-PL/runtimeError.json" },
    /* llama.cpp's prompt larger than the KV cache, under a 500: fatal, as its context-size error; a slot the cache cannot serve now stays transient */
    { "Input prompt is too big compared to KV size. Please try increasing KV size.", 500, CARRY_ON_VERDICT_FATAL, "token-cap", NULL,
      "https://github.com/ggerganov/llama.cpp/blob/c92431a0a4643346e3c96a6b971dcadf0d5d4a99/examples/server/server.cpp" },
    { "slot unavailable, the server is busy", 503, CARRY_ON_VERDICT_TRANSIENT, NULL, NULL,
      "https://github.com/ggerganov/llama.cpp/blob/c92431a0a4643346e3c96a6b971dcadf0d5d4a99/examples/server/server.cpp" },
    /* a model not found or not supported, a region not served: fatal; a capability the model lacks is not a model the service lacks */
    { "Sorry, the requested model could not be found. It may not exist or you may not have the necessary access permissions.", 0, CARRY_ON_VERDICT_FATAL, "model-not-found", NULL,
      "https://github.com/lobehub/lobehub/blob/cbb158e4d6e7334c7f3935bf1502301874e9c578/locales/en-US/runtimeError.json" },
    { "Przepraszamy, \xc5\xbc\xc4\x85" "dany model nie zosta\xc5\x82 znaleziony. Mo\xc5\xbc" "e nie istnie\xc4\x87 lub mo\xc5\xbc" "esz nie mie\xc4\x87 odpowiednich uprawnie\xc5\x84 dost\xc4\x99pu.", 0, CARRY_ON_VERDICT_FATAL, "model-not-found", NULL,
      "https://github.com/lobehub/lobehub/blob/cbb158e4d6e7334c7f3935bf1502301874e9c578/locales/pl-PL/runtimeError.json" },
    { "\xc3\x9czg\xc3\xbcn\xc3\xbcz, istenen model bulunamad\xc4\xb1. Model mevcut olmayabilir veya gerekli eri\xc5\x9fim izinlerine sahip olmayabilirsiniz.", 0, CARRY_ON_VERDICT_FATAL, "model-not-found", NULL,
      "https://github.com/lobehub/lobehub/blob/cbb158e4d6e7334c7f3935bf1502301874e9c578/locales/tr-TR/runtimeError.json" },
    { "R\xe1\xba\xa5t ti\xe1\xba\xbf" "c, kh\xc3\xb4ng th\xe1\xbb\x83 t\xc3\xacm th\xe1\xba\xa5y m\xc3\xb4 h\xc3\xacnh \xc4\x91\xc6\xb0\xe1\xbb\xa3" "c y\xc3\xaau c\xe1\xba\xa7u. C\xc3\xb3 th\xe1\xbb\x83 m\xc3\xb4 h\xc3\xacnh kh\xc3\xb4ng t\xe1\xbb\x93n t\xe1\xba\xa1i ho\xe1\xba\xb7" "c b\xe1\xba\xa1n kh\xc3\xb4ng c\xc3\xb3 quy\xe1\xbb\x81n truy c\xe1\xba\xadp c\xe1\xba\xa7n thi\xe1\xba\xbft.", 0, CARRY_ON_VERDICT_FATAL, "model-not-found", NULL,
      "https://github.com/lobehub/lobehub/blob/cbb158e4d6e7334c7f3935bf1502301874e9c578/locales/vi-VN/runtimeError.json" },
    { "Lo sentimos, no se pudo encontrar el modelo solicitado. Puede que no exista o que no tengas los permisos de acceso necesarios.", 0, CARRY_ON_VERDICT_FATAL, "model-not-found", NULL,
      "https://github.com/lobehub/lobehub/blob/cbb158e4d6e7334c7f3935bf1502301874e9c578/locales/es-ES/runtimeError.json" },
    { "Error: \xe5\xbf\x83\xe6\xb5\x81\xe4\xb8\x8d\xe6\x94\xaf\xe6\x8c\x81\xe8\xaf\xa5\xe6\xa8\xa1\xe5\x9e\x8b\xef\xbc\x8c\xe8\xaf\xb7\xe6\x9b\xb4\xe6\x8d\xa2\xe6\xa8\xa1\xe5\x9e\x8b\xe5\x90\x8e\xe9\x87\x8d\xe8\xaf\x95\xe3\x80\x82", 0, CARRY_ON_VERDICT_FATAL, "model-unsupported", NULL,
      "https://github.com/iflow-ai/iflow-cli/issues/370" },
    { "Przepraszamy, Twoja obecna lokalizacja nie obs\xc5\x82uguje tej us\xc5\x82ugi modelu. Mo\xc5\xbc" "e to by\xc4\x87 spowodowane ograniczeniami regionalnymi lub niedost\xc4\x99pno\xc5\x9b" "ci\xc4\x85 us\xc5\x82ugi.", 0, CARRY_ON_VERDICT_FATAL, "permission-denied", NULL,
      "https://github.com/lobehub/lobehub/blob/cbb158e4d6e7334c7f3935bf1502301874e9c578/locales/pl-PL/runtimeError.json" },
    { "R\xe1\xba\xa5t ti\xe1\xba\xbf" "c, v\xe1\xbb\x8b tr\xc3\xad hi\xe1\xbb\x87n t\xe1\xba\xa1i c\xe1\xbb\xa7" "a b\xe1\xba\xa1n kh\xc3\xb4ng h\xe1\xbb\x97 tr\xe1\xbb\xa3 d\xe1\xbb\x8b" "ch v\xe1\xbb\xa5 m\xc3\xb4 h\xc3\xacnh n\xc3\xa0y. \xc4\x90i\xe1\xbb\x81u n\xc3\xa0y c\xc3\xb3 th\xe1\xbb\x83 do h\xe1\xba\xa1n ch\xe1\xba\xbf khu v\xe1\xbb\xb1" "c ho\xe1\xba\xb7" "c d\xe1\xbb\x8b" "ch v\xe1\xbb\xa5 kh\xc3\xb4ng kh\xe1\xba\xa3 d\xe1\xbb\xa5ng.", 0, CARRY_ON_VERDICT_FATAL, "permission-denied", NULL,
      "https://github.com/lobehub/lobehub/blob/cbb158e4d6e7334c7f3935bf1502301874e9c578/locales/vi-VN/runtimeError.json" },
    { "\xd9\x86\xd8\xa3\xd8\xb3\xd9\x81\xd8\x8c \xd9\x85\xd9\x88\xd9\x82\xd8\xb9\xd9\x83 \xd8\xa7\xd9\x84\xd8\xad\xd8\xa7\xd9\x84\xd9\x8a \xd9\x84\xd8\xa7 \xd9\x8a\xd8\xaf\xd8\xb9\xd9\x85 \xd8\xae\xd8\xaf\xd9\x85\xd8\xa9 \xd9\x87\xd8\xb0\xd8\xa7 \xd8\xa7\xd9\x84\xd9\x86\xd9\x85\xd9\x88\xd8\xb0\xd8\xac. \xd9\x82\xd8\xaf \xd9\x8a\xd9\x83\xd9\x88\xd9\x86 \xd8\xb0\xd9\x84\xd9\x83 \xd8\xa8\xd8\xb3\xd8\xa8\xd8\xa8 \xd9\x82\xd9\x8a\xd9\x88\xd8\xaf \xd8\xa5\xd9\x82\xd9\x84\xd9\x8a\xd9\x85\xd9\x8a\xd8\xa9 \xd8\xa3\xd9\x88 \xd8\xb9\xd8\xaf\xd9\x85 \xd8\xaa\xd9\x88\xd9\x81\xd8\xb1 \xd8\xa7\xd9\x84\xd8\xae\xd8\xaf\xd9\x85\xd8\xa9.", 0, CARRY_ON_VERDICT_FATAL, "permission-denied", NULL,
      "https://github.com/lobehub/lobehub/blob/cbb158e4d6e7334c7f3935bf1502301874e9c578/locales/ar/runtimeError.json" },
    { "Entschuldigung, Ihr aktueller Standort unterst\xc3\xbctzt diesen Modelldienst nicht. Dies kann auf regionale Einschr\xc3\xa4nkungen zur\xc3\xbc" "ckzuf\xc3\xbchren sein.", 0, CARRY_ON_VERDICT_FATAL, "permission-denied", NULL,
      "https://github.com/lobehub/lobehub/blob/cbb158e4d6e7334c7f3935bf1502301874e9c578/locales/de-DE/runtimeError.json" },
    { "\xd0\x98\xd0\xb7\xd0\xb2\xd0\xb8\xd0\xbd\xd0\xb8\xd1\x82\xd0\xb5, \xd0\xb2 \xd0\xb2\xd0\xb0\xd1\x88\xd0\xb5\xd0\xbc \xd1\x82\xd0\xb5\xd0\xba\xd1\x83\xd1\x89\xd0\xb5\xd0\xbc \xd0\xbc\xd0\xb5\xd1\x81\xd1\x82\xd0\xbe\xd0\xbf\xd0\xbe\xd0\xbb\xd0\xbe\xd0\xb6\xd0\xb5\xd0\xbd\xd0\xb8\xd0\xb8 \xd1\x8d\xd1\x82\xd0\xb0 \xd0\xbc\xd0\xbe\xd0\xb4\xd0\xb5\xd0\xbb\xd1\x8c \xd0\xbd\xd0\xb5\xd0\xb4\xd0\xbe\xd1\x81\xd1\x82\xd1\x83\xd0\xbf\xd0\xbd\xd0\xb0. \xd0\xad\xd1\x82\xd0\xbe \xd0\xbc\xd0\xbe\xd0\xb6\xd0\xb5\xd1\x82 \xd0\xb1\xd1\x8b\xd1\x82\xd1\x8c \xd1\x81\xd0\xb2\xd1\x8f\xd0\xb7\xd0\xb0\xd0\xbd\xd0\xbe \xd1\x81 \xd1\x80\xd0\xb5\xd0\xb3\xd0\xb8\xd0\xbe\xd0\xbd\xd0\xb0\xd0\xbb\xd1\x8c\xd0\xbd\xd1\x8b\xd0\xbc\xd0\xb8 \xd0\xbe\xd0\xb3\xd1\x80\xd0\xb0\xd0\xbd\xd0\xb8\xd1\x87\xd0\xb5\xd0\xbd\xd0\xb8\xd1\x8f\xd0\xbc\xd0\xb8.", 0, CARRY_ON_VERDICT_FATAL, "permission-denied", NULL,
      "https://github.com/lobehub/lobehub/blob/cbb158e4d6e7334c7f3935bf1502301874e9c578/locales/ru-RU/runtimeError.json" },
    /* a billing fact under a 429: fatal; the provider's own capacity under a 429: transient; the caller's frequency stays a limit */
    { "The prepaid bill is overdue.", 429, CARRY_ON_VERDICT_FATAL, "arrears", NULL,
      "https://www.alibabacloud.com/help/en/model-studio/error-code" },
    { "You have not purchased this model service yet.", 429, CARRY_ON_VERDICT_FATAL, "plan-expired", NULL,
      "https://www.alibabacloud.com/help/en/model-studio/error-code" },
    { "Your bill is not overdue. Too many requests.", 429, CARRY_ON_VERDICT_LIMIT, NULL, NULL,
      "https://www.alibabacloud.com/help/en/model-studio/error-code" },
    { "Too many requests. Batch requests are being throttled due to system capacity limits. Please try again later.", 429, CARRY_ON_VERDICT_TRANSIENT, "server-throttling", NULL,
      "https://www.alibabacloud.com/help/en/model-studio/error-code" },
    { "System protection triggered by request burst. Please slow down traffic growth and increase requests gradually before retrying.", 429, CARRY_ON_VERDICT_TRANSIENT, "server-throttling", NULL,
      "https://www.volcengine.com/docs/82379/1299023" },
    { "Requests are too frequent. Please reduce your request frequency, wait a short moment, and retry your request.", 429, CARRY_ON_VERDICT_LIMIT, NULL, NULL,
      "https://www.volcengine.com/docs/82379/1299023" },
    /* a call from a client the provider has not approved: fatal, though the same body says retry later */
    { "{\"code\": 11128, \"displayMsg\": {\"en\": \"The request was blocked by security policy. Please retry later or contact support.\"}, \"msg\": \"Illegal API invocation from an unapproved channel\"}", 0, CARRY_ON_VERDICT_FATAL, "credential-restricted", NULL,
      "https://github.com/caidaoli/ccLoad/issues/154" },
    /* Copilot's localised rate limit with the wait in English or in the language's own unit: a limit at that instant */
    { "Lo sentimos, su solicitud estaba limitada a la velocidad. Espere 31 seconds antes de intentarlo de nuevo.", 0, CARRY_ON_VERDICT_LIMIT, "rate-limit", "2026-03-10T12:00:31Z",
      "https://github.com/microsoft/vscode-copilot-release/issues/1813" },
    { "Ne yaz\xc4\xb1k ki h\xc4\xb1z\xc4\xb1n\xc4\xb1z s\xc4\xb1n\xc4\xb1rland\xc4\xb1r\xc4\xb1ld\xc4\xb1. Yeniden denemeden \xc3\xb6nce l\xc3\xbctfen 2 dakika bekleyin.", 0, CARRY_ON_VERDICT_LIMIT, "rate-limit", "2026-03-10T12:02:00Z",
      "https://github.com/microsoft/vscode-copilot-release/issues/10239" },
  };

  check_sourced_cases (cases, G_N_ELEMENTS (cases));
}

/* A text no rule knows: its words decide when they lean clearly away from
 * transient, never a text that says it is temporary, and nothing when the
 * text says a client's retries ran out, when the corpora know none of its
 * words or when the evidence is switched off */
static void
test_words (void)
{
  static const struct {
    const char     *text;
    CarryOnVerdict  verdict;
    const char     *rule;
  } cases[] = {
    /* written for this test (in no corpus): a seat an administrator grants */
    { "Your organisation's administrator must grant this seat access to the assistant",
      CARRY_ON_VERDICT_FATAL, "words-fatal" },
    /* Japanese, "today's usage allowance is used up": pairs of characters
     * the Japanese and Chinese limit texts share (利用, 今日) */
    { "今日の利用枠を使い切りました", CARRY_ON_VERDICT_LIMIT, "words-limit" },
    /* words that lean fatal … */
    { "Service not available, the plan is to retry", CARRY_ON_VERDICT_FATAL, "words-fatal" },
    /* … in a text that says it is temporary, or that it is reconnecting: not given up */
    { "Service not available for the moment, the plan is to retry", CARRY_ON_VERDICT_TRANSIENT, "default" },
    { "Service not available, the plan is reconnecting", CARRY_ON_VERDICT_TRANSIENT, "default" },
    /* or that waiting is its remedy (huggingface_hub's "not yet deployed. Please wait for …", held-out lq002):
     * waited for ("wait" is a word for waiting in any language, which leans to a limit), not given up */
    { "Service not available, the plan is to wait for it", CARRY_ON_VERDICT_LIMIT, "words-limit" },
    /* a relay's own words (held-out hm028 without its end) lean fatal … */
    { "error consuming token remain quota: failed to update user quota", CARRY_ON_VERDICT_FATAL, "words-fatal" },
    /* … but a client whose retries ran out names the retrying, not the cause */
    { "error consuming token remain quota: failed to update user quota after max retries",
      CARRY_ON_VERDICT_TRANSIENT, "default" },
    /* no word the corpora know */
    { "zqxj vrbl", CARRY_ON_VERDICT_TRANSIENT, "default" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      CarryOnFailure f = failure_init (NULL, 0, NULL, cases[i].text);
      CarryOnClassification out;

      /* no row knows any of them … */
      classify_rows (&f, NULL, &out);
      g_assert_cmpstr (out.rule_id, ==, "default");
      g_assert_cmpint (out.verdict, ==, CARRY_ON_VERDICT_TRANSIENT);

      /* … and the words decide */
      classify (&f, NULL, &out);
      g_test_message ("%s -> %s (%s)", cases[i].text, carry_on_verdict_to_string (out.verdict), out.rule_id);
      g_assert_cmpint (out.verdict, ==, cases[i].verdict);
      g_assert_cmpstr (out.rule_id, ==, cases[i].rule);
      g_assert_cmpint (out.resets_at, ==, -1);
    }
}

/* What the words say for a verdict: the text's own words and the concepts
 * they name, strongest for it first, as many as asked; a status by its
 * number; nothing for words the corpora do not know */
static void
test_words_explain (void)
{
  g_autoptr(CarryOnClassifier) classifier = carry_on_classifier_new ();
  CarryOnFailure f = failure_init (NULL, 0, NULL,
                                   "Your seat requires your organisation's administrator to grant the assistant");
  g_auto(GStrv) words = carry_on_classifier_explain_words (classifier, &f, CARRY_ON_VERDICT_FATAL, 5);
  g_auto(GStrv) two = carry_on_classifier_explain_words (classifier, &f, CARRY_ON_VERDICT_FATAL, 2);
  g_auto(GStrv) none = NULL;
  g_auto(GStrv) status = NULL;

  /* "requires": only ever a fatal text's word in the corpora, and in many */
  g_assert_true (g_strv_contains ((const char * const *) words, "requires"));
  g_assert_cmpuint (g_strv_length (words), <=, 5);
  /* each a word of the text, or the concept one names ("“required” in any language") */
  for (guint i = 0; words[i] != NULL; i++)
    g_assert_true (strstr (f.message, words[i]) != NULL || g_str_has_suffix (words[i], "\xe2\x80\x9d in any language"));
  g_assert_true (g_strv_contains ((const char * const *) words, "\xe2\x80\x9crequired\xe2\x80\x9d in any language"));
  /* the strongest come first, whatever the limit */
  g_assert_cmpuint (g_strv_length (two), ==, MIN (2, g_strv_length (words)));
  for (guint i = 0; two[i] != NULL; i++)
    g_assert_cmpstr (two[i], ==, words[i]);

  f.message = (char *) "zqxj vrbl";
  none = carry_on_classifier_explain_words (classifier, &f, CARRY_ON_VERDICT_FATAL, 5);
  g_assert_cmpuint (g_strv_length (none), ==, 0);

  f.status = 401;
  status = carry_on_classifier_explain_words (classifier, &f, CARRY_ON_VERDICT_FATAL, 5);
  g_assert_true (g_strv_contains ((const char * const *) status, "status 401") ||
                 g_strv_contains ((const char * const *) status, "status 4xx"));
}

/* A limit by its words still has its reset read */
static void
test_words_reset (void)
{
  CarryOnFailure f = failure_init (NULL, 0, NULL, "今日の利用枠を使い切りました. Retry after 120 seconds");
  CarryOnClassification out;
  g_autofree char *got = NULL;

  classify (&f, NULL, &out);
  g_test_message ("-> %s (%s)", carry_on_verdict_to_string (out.verdict), out.rule_id);
  g_assert_cmpint (out.verdict, ==, CARRY_ON_VERDICT_LIMIT);
  g_assert_cmpint (out.resets_at, >=, 0);
  got = format_utc (out.resets_at);
  g_assert_cmpstr (got, ==, "2026-03-10T12:02:00Z");
}

static void
test_verdict_to_string (void)
{
  g_assert_cmpstr (carry_on_verdict_to_string (CARRY_ON_VERDICT_TRANSIENT), ==, "transient");
  g_assert_cmpstr (carry_on_verdict_to_string (CARRY_ON_VERDICT_LIMIT), ==, "limit");
  g_assert_cmpstr (carry_on_verdict_to_string (CARRY_ON_VERDICT_FATAL), ==, "fatal");
}

/* ------------------------------------------------------------------------ */
/* The table, hostile input, speed                                          */
/* ------------------------------------------------------------------------ */

/* Whether @p holds a character the text's normalisation never leaves in
 * place (carry_on_norm_text_init(): typographic quotes, full-width ASCII,
 * Arabic-Indic digits, typographic spaces and hyphens and Turkish İ fold to ASCII; box drawing
 * becomes a space; zero-width characters and the soft hyphen are dropped):
 * a phrase with one can never match. */
static gboolean
holds_folded_char (const char *p)
{
  for (const char *q = p; *q != '\0'; q = g_utf8_next_char (q))
    {
      gunichar c = g_utf8_get_char_validated (q, -1);

      if (c == (gunichar) -1 || c == (gunichar) -2)
        return FALSE;
      if (c == 0x2018 || c == 0x2019 || c == 0x201C || c == 0x201D ||
          (c >= 0xFF01 && c <= 0xFF5E) || (c >= 0x0660 && c <= 0x0669) ||
          (c >= 0x2000 && c <= 0x200D) || c == 0x2010 || c == 0x2011 || c == 0x202F || c == 0x2060 || c == 0xFEFF ||
          c == 0x00AD || c == 0x0130 || (c >= 0x2500 && c <= 0x257F))
        return TRUE;
    }
  return FALSE;
}

static void
test_rule_table (void)
{
  g_autoptr(GHashTable) ids = g_hash_table_new (g_str_hash, g_str_equal);
  guint n_folded = 0;

  g_assert_cmpuint (carry_on_classifier_n_rules, >, 50);
  for (guint r = 0; r < carry_on_classifier_n_rules; r++)
    {
      const CarryOnRule *rule = &carry_on_classifier_rules[r];

      g_assert_nonnull (rule->id);
      g_assert_true (g_hash_table_add (ids, (gpointer) rule->id));  /* unique */
      g_assert_nonnull (rule->label);
      g_assert_cmpuint (strlen (rule->label), >, 0);
      /* a label is a short phrase a person reads (and translates), never a
       * source run into it */
      g_assert_cmpuint (strlen (rule->label), <, 48);
      g_assert_null (strstr (rule->label, "http"));
      g_assert_nonnull (rule->source);
      g_assert_cmpuint (strlen (rule->source), >, 5);

      if (rule->field == CARRY_ON_RULE_TEXT)
        {
          g_auto(GStrv) phrases = g_strsplit (rule->match, "|", -1);

          for (guint i = 0; phrases[i] != NULL; i++)
            {
              const char *p = phrases[i];
              gboolean all_digits = TRUE;

              g_assert_cmpuint (strlen (p), >, 1);
              for (const char *q = p; *q != '\0'; q++)
                {
                  g_assert_false (g_ascii_isupper (*q));  /* matched against lower-cased text */
                  if (*q != '<' && *q != '>' && !g_ascii_isdigit (*q))
                    all_digits = FALSE;
                }
              g_assert_false (all_digits);  /* never a bare number */
              /* never a character the text no longer holds when it is matched */
              if (holds_folded_char (p))
                {
                  g_test_message ("phrase \"%s\" of %s holds a character the text never does", p, rule->id);
                  n_folded++;
                }
              /* a gap joins two words: not at either end, not beside a space */
              for (const char *q = strchr (p, '~'); q != NULL; q = strchr (q + 1, '~'))
                {
                  g_assert_true (q > p && q[1] != '\0' && q[1] != '>');
                  g_assert_true (q[-1] != ' ' && q[-1] != '<' && q[1] != ' ');
                }
              /* a command stands between two spaces, after a word ("<spawn @ enoent>"); no phrase holds a literal '@' */
              for (const char *q = strchr (p, '@'); q != NULL; q = strchr (q + 1, '@'))
                {
                  g_test_message ("phrase \"%s\" of %s", p, rule->id);
                  g_assert_true (q - p >= 2 && q[-1] == ' ' && g_ascii_isalnum (q[-2]) && q[1] == ' ' && q[2] != '\0');
                }
              /* proximity joins two phrases: a word's end before it, a
               * word's start after it; the second half may open with a
               * letter outside ASCII ("<przekroczono limit^żądań>") or a
               * CJK word after a spaced one ("<api^已下线": "API glm-4 已下线"),
               * and the first may close with one ("认证失败^timeout of"),
               * though not with the punctuation of U+0080..U+00BF */
              for (const char *q = strchr (p, '^'); q != NULL; q = strchr (q + 1, '^'))
                {
                  g_assert_true (q > p && q[1] != '\0');
                  g_assert_true ((g_ascii_isalnum (q[-1]) || (guchar) q[-1] >= 0x80) &&
                                 (g_ascii_isalnum (q[1]) || (guchar) q[1] >= 0xc3));
                }
            }
        }
      else if (rule->field == CARRY_ON_RULE_STATUS)
        g_assert_cmpint (rule->status_min, <=, rule->status_max);
      else if (rule->field == CARRY_ON_RULE_PROVIDER_CODE)
        {
          /* a provider's own code means nothing from another provider */
          g_assert_nonnull (rule->match);
          g_assert_nonnull (rule->hosts);
          g_assert_true (rule->hosts[0] != '!');
          g_assert_true (rule->flags & CARRY_ON_RULE_FINAL);
        }
      else
        g_assert_nonnull (rule->match);

      /* only a fatal text rule can wait for a reset */
      if (rule->flags & CARRY_ON_RULE_RESET_WAITS)
        {
          g_assert_cmpint (rule->field, ==, CARRY_ON_RULE_TEXT);
          g_assert_cmpint (rule->verdict, ==, CARRY_ON_VERDICT_FATAL);
        }
    }
  g_assert_cmpuint (n_folded, ==, 0);
}

static void
test_hostile (void)
{
  g_autoptr(GString) s = g_string_new (NULL);
  g_autoptr(GPtrArray) causes = g_ptr_array_new ();
  CarryOnFailure f = failure_init ("\xff\xfe", -5, "\xc3", NULL);
  CarryOnClassification out;
  gint64 start;

  for (guint i = 0; s->len < 4 * 1024 * 1024; i++)
    g_string_append_printf (s, "%c\\\n\xe2\x80 resets %u (Europe/ 429 ", (char) (i * 37 % 256 ? i * 37 % 256 : 1), i);
  for (guint i = 0; i < 1000; i++)
    g_ptr_array_add (causes, s->str);
  g_ptr_array_add (causes, NULL);

  f.message = s->str;
  f.causes = (char **) causes->pdata;
  start = g_get_monotonic_time ();
  classify (&f, "\x01", &out);
  /* No crash, a verdict.  The time is a figure, not a pass mark (the text
   * is cut at 64 KiB plus its tail; valgrind or a loaded machine are
   * slower by a factor nobody can bound). */
  g_assert_true (out.verdict == CARRY_ON_VERDICT_TRANSIENT || out.verdict == CARRY_ON_VERDICT_LIMIT
                 || out.verdict == CARRY_ON_VERDICT_FATAL);
  g_test_message ("4 MiB message and 1,000 causes of it: %.1f ms",
                  (g_get_monotonic_time () - start) / 1000.0);
}

/* Well under a millisecond per call, on the corpus texts */
static void
test_speed (gconstpointer data)
{
  const GPtrArray *entries = data;
  g_autoptr(CarryOnClassifier) classifier = carry_on_classifier_new ();
  g_autoptr(GDateTime) now = test_now ();
  g_autoptr(GTimeZone) zone = test_zone ();
  guint n = 0;
  gint64 start = g_get_monotonic_time ();
  gint64 elapsed;

  if (strstr (g_getenv ("LD_PRELOAD") != NULL ? g_getenv ("LD_PRELOAD") : "", "vgpreload") != NULL)
    {
      g_test_skip ("timing is meaningless under valgrind");
      return;
    }

  for (guint round = 0; round < 50; round++)
    for (guint i = 0; i < entries->len; i++)
      {
        const CorpusEntry *e = g_ptr_array_index (entries, i);
        CarryOnFailure f = failure_init (e->kind, 0, NULL, e->text);
        CarryOnClassification out;

        carry_on_classifier_classify (classifier, &f, e->host, now, zone, &out);
        n++;
      }
  elapsed = g_get_monotonic_time () - start;
  g_test_message ("%u calls, %.1f µs per call", n, (double) elapsed / n);
  /* A figure; a pass mark only when asked for (-m perf). */
  if (g_test_perf ())
    g_assert_cmpfloat ((double) elapsed / n, <, 1000.0);
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GPtrArray) entries = NULL;
  g_autoptr(GPtrArray) held = NULL;

  g_test_init (&argc, &argv, NULL);

  entries = load_corpus ();
  held = load_corpus_file ("CARRY_ON_HELD_OUT", "held-out.jsonl");
  for (guint i = 0; i < held->len; i++)
    {
      const CorpusEntry *e = g_ptr_array_index (held, i);
      g_autofree char *path = g_strdup_printf ("/classifier/held-out-file/%s", e->id);

      g_test_add_data_func (path, e, test_held_out_entry);
    }
  g_test_add_data_func ("/classifier/held-out-file/agreement", held, test_held_out_agreement);
  g_test_add_func ("/classifier/locale-messages", test_locale_messages);

  for (guint i = 0; i < entries->len; i++)
    {
      const CorpusEntry *e = g_ptr_array_index (entries, i);
      g_autofree char *path = g_strdup_printf ("/classifier/corpus/%s", e->id);

      g_test_add_data_func (path, e, test_corpus_entry);
    }
  g_test_add_data_func ("/classifier/corpus-agreement", entries, test_corpus_agreement);

  for (guint i = 0; i < G_N_ELEMENTS (held_out); i++)
    {
      g_autofree char *path = g_strdup_printf ("/classifier/held-out/%s", held_out[i].name);

      g_test_add_data_func (path, &held_out[i], test_held_out);
    }

  g_test_add_func ("/classifier/kind/claude-code", test_kind_claude_code);
  g_test_add_func ("/classifier/kind/claude-code-529-is-server-error", test_kind_claude_code_529);
  g_test_add_func ("/classifier/kind/unknown-defers-to-text", test_kind_unknown_defers);
  g_test_add_func ("/classifier/kind/wins-over-text", test_kind_wins_over_text);
  g_test_add_func ("/classifier/kind/dsh", test_kind_dsh);
  g_test_add_func ("/classifier/kind/dsh-retry-after", test_dsh_retry_after);
  g_test_add_func ("/classifier/status-and-type", test_status);
  g_test_add_func ("/classifier/trap/bare-number", test_trap_bare_number);
  g_test_add_func ("/classifier/trap/provider-hint", test_trap_provider_hint);
  g_test_add_func ("/classifier/extra-transient", test_extra_transient);
  g_test_add_func ("/classifier/extra-transient-codes", test_extra_transient_codes);
  g_test_add_func ("/classifier/extra-transient-literal", test_extra_transient_literal);
  g_test_add_func ("/classifier/negation", test_negation);
  g_test_add_func ("/classifier/provider-awareness", test_provider_awareness);
  g_test_add_func ("/classifier/openrouter-body-codes", test_openrouter_body_codes);
  g_test_add_func ("/classifier/chinese-clients", test_chinese_clients);
  g_test_add_func ("/classifier/reset-waits", test_reset_waits);
  g_test_add_func ("/classifier/tls", test_tls);
  g_test_add_func ("/classifier/written-final-status", test_written_final_status);
  g_test_add_func ("/classifier/causes", test_causes);
  g_test_add_func ("/classifier/resets", test_resets);
  g_test_add_func ("/classifier/agent-kinds", test_agent_kinds);
  g_test_add_func ("/classifier/zero-limit", test_zero_limit);
  g_test_add_func ("/classifier/relay-no-channel", test_relay_no_channel);
  g_test_add_func ("/classifier/budget-window", test_budget_window);
  g_test_add_func ("/classifier/offset-reset", test_offset_reset);
  g_test_add_func ("/classifier/free-window", test_free_window);
  g_test_add_func ("/classifier/wrapped-transport", test_wrapped_transport);
  g_test_add_func ("/classifier/phrase-index", test_phrase_index);
  g_test_add_func ("/classifier/token-rate", test_token_rate);
  g_test_add_func ("/classifier/content-policy", test_content_policy);
  g_test_add_func ("/classifier/inner-status", test_inner_status);
  g_test_add_func ("/classifier/status-forms", test_status_forms);
  g_test_add_func ("/classifier/account-blocked", test_account_blocked);
  g_test_add_func ("/classifier/plan-caps", test_plan_caps);
  g_test_add_func ("/classifier/rate-limit-wording", test_rate_limit_wording);
  g_test_add_func ("/classifier/zai-codes", test_zai_codes);
  g_test_add_func ("/classifier/account-states", test_account_states);
  g_test_add_func ("/classifier/not-authorised", test_not_authorised);
  g_test_add_func ("/classifier/invalid-parameters", test_invalid_parameters);
  g_test_add_func ("/classifier/languages", test_languages);
  g_test_add_func ("/classifier/key-states", test_key_states);
  g_test_add_func ("/classifier/token-refresh", test_token_refresh);
  g_test_add_func ("/classifier/access-restrictions", test_access_restrictions);
  g_test_add_func ("/classifier/host-schedule", test_host_schedule);
  g_test_add_func ("/classifier/phrase-gap", test_phrase_gap);
  g_test_add_func ("/classifier/phrase-command", test_phrase_command);
  g_test_add_func ("/classifier/phrase-near", test_phrase_near);
  g_test_add_func ("/classifier/phrase-boundary-letters", test_phrase_boundary_letters);
  g_test_add_func ("/classifier/spend-caps", test_spend_caps);
  g_test_add_func ("/classifier/window-words", test_window_words);
  g_test_add_func ("/classifier/zh-throttling", test_zh_throttling);
  g_test_add_func ("/classifier/en-throttling", test_en_throttling);
  g_test_add_func ("/classifier/account-locked", test_account_locked);
  g_test_add_func ("/classifier/model-retired", test_model_retired);
  g_test_add_func ("/classifier/server-token-caps", test_server_token_caps);
  g_test_add_func ("/classifier/html-status", test_html_status);
  g_test_add_func ("/classifier/local-server-caps", test_local_server_caps);
  g_test_add_func ("/classifier/vague-invalid", test_vague_invalid);
  g_test_add_func ("/classifier/cdn-pages", test_cdn_pages);
  g_test_add_func ("/classifier/trial-walls", test_trial_walls);
  g_test_add_func ("/classifier/sign-in-required", test_sign_in_required);
  g_test_add_func ("/classifier/content-security", test_content_security);
  g_test_add_func ("/classifier/balance-words", test_balance_words);
  g_test_add_func ("/classifier/region-words", test_region_words);
  g_test_add_func ("/classifier/status-words", test_status_words);
  g_test_add_func ("/classifier/relay-accounts", test_relay_accounts);
  g_test_add_func ("/classifier/mixed-signals", test_mixed_signals);
  g_test_add_func ("/classifier/hj-families", test_hj_families);
  g_test_add_func ("/classifier/hk-hl-families", test_hk_hl_families);
  g_test_add_func ("/classifier/hm-families", test_hm_families);
  g_test_add_func ("/classifier/hn-families", test_hn_families);
  g_test_add_func ("/classifier/ho-families", test_ho_families);
  g_test_add_func ("/classifier/hq-families", test_hq_families);
  g_test_add_func ("/classifier/hr-families", test_hr_families);
  g_test_add_func ("/classifier/stu-families", test_stu_families);
  g_test_add_func ("/classifier/hyia-families", test_hyia_families);
  g_test_add_func ("/classifier/ieif-families", test_ieif_families);
  g_test_add_func ("/classifier/ik-families", test_ik_families);
  g_test_add_func ("/classifier/ir-iu-near-misses", test_ir_iu_near_misses);
  g_test_add_func ("/classifier/ja-jc-families", test_ja_jc_families);
  g_test_add_func ("/classifier/jn-jp-families", test_jn_jp_families);
  g_test_add_func ("/classifier/kb-kh-families", test_kb_kh_families);
  g_test_add_func ("/classifier/lz-mg-families", test_lz_mg_families);
  g_test_add_func ("/classifier/mh-mp-families", test_mh_mp_families);
  g_test_add_func ("/classifier/mq-mx-families", test_mq_mx_families);
  g_test_add_func ("/classifier/my-nf-families", test_my_nf_families);
  g_test_add_func ("/classifier/ng-nn-families", test_ng_nn_families);
  g_test_add_func ("/classifier/no-nv-families", test_no_nv_families);
  g_test_add_func ("/classifier/oa-on-families", test_oa_on_families);
  g_test_add_func ("/classifier/oo-ot-families", test_oo_ot_families);
  g_test_add_func ("/classifier/pa-ph-families", test_pa_ph_families);
  g_test_add_func ("/classifier/pi-pp-families", test_pi_pp_families);
  g_test_add_func ("/classifier/pq-px-families", test_pq_px_families);
  g_test_add_func ("/classifier/py-qf-families", test_py_qf_families);
  g_test_add_func ("/classifier/qg-qn-families", test_qg_qn_families);
  g_test_add_func ("/classifier/qo-qv-families", test_qo_qv_families);
  g_test_add_func ("/classifier/qw-rd-families", test_qw_rd_families);
  g_test_add_func ("/classifier/re-rl-families", test_re_rl_families);
  g_test_add_func ("/classifier/rm-rt-families", test_rm_rt_families);
  g_test_add_func ("/classifier/ru-sb-families", test_ru_sb_families);
  g_test_add_func ("/classifier/provider-init-fallback", test_provider_init_fallback);
  g_test_add_func ("/classifier/sc-sj-families", test_sc_sj_families);
  g_test_add_func ("/classifier/sk-sq-families", test_sk_sq_families);
  g_test_add_func ("/classifier/sr-sy-families", test_sr_sy_families);
  g_test_add_func ("/classifier/sz-tf-families", test_sz_tf_families);
  g_test_add_func ("/classifier/tg-tn-families", test_tg_tn_families);
  g_test_add_func ("/classifier/to-tv-families", test_to_tv_families);
  g_test_add_func ("/classifier/tw-ud-families", test_tw_ud_families);
  g_test_add_func ("/classifier/ul-ut-families", test_ul_ut_families);
  g_test_add_func ("/classifier/uu-vf-families", test_uu_vf_families);
  g_test_add_func ("/classifier/vg-vn-families", test_vg_vn_families);
  g_test_add_func ("/classifier/vo-vu-families", test_vo_vu_families);
  g_test_add_func ("/classifier/vv-wb-families", test_vv_wb_families);
  g_test_add_func ("/classifier/wc-wi-families", test_wc_wi_families);
  g_test_add_func ("/classifier/wj-wq-families", test_wj_wq_families);
  g_test_add_func ("/classifier/wr-wy-families", test_wr_wy_families);
  g_test_add_func ("/classifier/cl-cr-families", test_cl_cr_families);
  g_test_add_func ("/classifier/ce-ck-families", test_ce_ck_families);
  g_test_add_func ("/classifier/bx-cd-families", test_bx_cd_families);
  g_test_add_func ("/classifier/bp-bw-families", test_bp_bw_families);
  g_test_add_func ("/classifier/bh-bo-families", test_bh_bo_families);
  g_test_add_func ("/classifier/ba-bg-families", test_ba_bg_families);
  g_test_add_func ("/classifier/at-az-families", test_at_az_families);
  g_test_add_func ("/classifier/am-as-families", test_am_as_families);
  g_test_add_func ("/classifier/ae-al-families", test_ae_al_families);
  g_test_add_func ("/classifier/aa-ad-families", test_aa_ad_families);
  g_test_add_func ("/classifier/zv-zz-families", test_zv_zz_families);
  g_test_add_func ("/classifier/zn-zu-families", test_zn_zu_families);
  g_test_add_func ("/classifier/zf-zm-families", test_zf_zm_families);
  g_test_add_func ("/classifier/yw-zc-families", test_yw_zc_families);
  g_test_add_func ("/classifier/yo-yv-families", test_yo_yv_families);
  g_test_add_func ("/classifier/yg-yn-families", test_yg_yn_families);
  g_test_add_func ("/classifier/xh-xv-families", test_xh_xv_families);
  g_test_add_func ("/classifier/wz-xe-families", test_wz_xe_families);
  g_test_add_func ("/classifier/escaped-and-capital-text", test_escaped_and_capital_text);
  g_test_add_func ("/classifier/weak-evidence-yields", test_weak_evidence_yields);
  g_test_add_func ("/classifier/default", test_default);
  g_test_add_func ("/classifier/words/features", test_words_features);
  g_test_add_func ("/classifier/words/concepts", test_words_concepts);
  g_test_add_func ("/classifier/words", test_words);
  g_test_add_func ("/classifier/words/reset", test_words_reset);
  g_test_add_func ("/classifier/words/explain", test_words_explain);
  g_test_add_func ("/classifier/verdict-to-string", test_verdict_to_string);
  g_test_add_func ("/classifier/rule-table", test_rule_table);
  g_test_add_func ("/classifier/hostile", test_hostile);
  g_test_add_data_func ("/classifier/speed", entries, test_speed);

  return g_test_run ();
}
