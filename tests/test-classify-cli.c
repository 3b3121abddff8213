/* test-classify-cli.c
 *
 * SPDX-FileCopyrightText: 2026 The Carry On authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * carry-on-classify as a user runs it: JSON lines on stdin, one JSON line
 * per input line on stdout, in order; bad lines answered with {"error":…}
 * and exit status 2 at the end; --now, --tz, --check.
 */

#include "config.h"

#include <signal.h>
#include <stdio.h>
#include <string.h>

#include <gio/gio.h>
#include <json-glib/json-glib.h>

static const char *tool_path;

typedef struct {
  char *out;
  char *err;
  int   status;
} Run;

static void
run_clear (Run *r)
{
  g_clear_pointer (&r->out, g_free);
  g_clear_pointer (&r->err, g_free);
}

static void
run_tool (const char * const *args,
          const char         *input,
          Run                *r)
{
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();
  g_autoptr(GSubprocess) proc = NULL;
  g_autoptr(GError) error = NULL;

  g_ptr_array_add (argv, (gpointer) tool_path);
  for (guint i = 0; args != NULL && args[i] != NULL; i++)
    g_ptr_array_add (argv, (gpointer) args[i]);
  g_ptr_array_add (argv, NULL);

  proc = g_subprocess_newv ((const char * const *) argv->pdata,
                            G_SUBPROCESS_FLAGS_STDIN_PIPE | G_SUBPROCESS_FLAGS_STDOUT_PIPE |
                            G_SUBPROCESS_FLAGS_STDERR_PIPE, &error);
  g_assert_no_error (error);
  g_subprocess_communicate_utf8 (proc, input, NULL, &r->out, &r->err, &error);
  g_assert_no_error (error);
  g_assert_true (g_subprocess_get_if_exited (proc));
  r->status = g_subprocess_get_exit_status (proc);
}

/* Good and bad lines mixed: one answer per non-blank line, in order, and
 * exit status 2 because some were bad. */
static void
test_mixed (void)
{
  const char *args[] = { "--now", "2026-03-10T12:00:00Z", "--tz", "Europe/Paris", NULL };
  const char *input =
    "{\"id\":\"a\",\"text\":\"API Error: 529 {\\\"type\\\":\\\"error\\\",\\\"error\\\":{\\\"type\\\":\\\"overloaded_error\\\",\\\"message\\\":\\\"Overloaded\\\"}}\"}\n"
    "not json\n"
    "{\"id\":2,\"text\":\"You've hit your limit · resets 3pm (Europe/Paris)\",\"host\":\"claude-code\"}\n"
    "{\"id\":\"c\"}\n"
    "{\"id\":\"d\",\"text\":\"Rate limited\",\"stop_failure_kind\":\"rate_limit\",\"status\":429}\n"
    "{\"text\":\"try again in 2 days 1 hour\",\"host\":\"codex\",\"error_type\":\"rate_limit_error\"}\n"
    "{\"id\":\"f\",\"text\":\"x\",\"status\":\"abc\"}\n"
    "[1,2]\n"
    "\n"
    "{\"id\":\"g\",\"text\":\"Invalid API key · Please run /login\",\"stop_failure_kind\":null}\n"
    "{\"id\":\"h\",\"text\":\"Error: 429 {\\\"error\\\":{\\\"message\\\":\\\"Insufficient Balance\\\"}}\",\"host\":\"dsh\"}\n"
    "{\"id\":\"i\",\"text\":\"Rate limit reached\",\"stop_failure_kind\":\"RATE_LIMIT\",\"retry_after_ms\":1000}";
  const char *expected =
    "{\"id\":\"a\",\"verdict\":\"transient\",\"label\":\"server overloaded\",\"resets_at\":null,\"rule\":\"status-529\"}\n"
    "{\"error\":\"line 2: not valid JSON\"}\n"
    "{\"id\":2,\"verdict\":\"limit\",\"label\":\"usage limit\",\"resets_at\":\"2026-03-10T14:00:00Z\",\"rule\":\"usage-limit\"}\n"
    "{\"error\":\"line 4: \\\"text\\\" is required (a string)\"}\n"
    "{\"id\":\"d\",\"verdict\":\"limit\",\"label\":\"rate limit\",\"resets_at\":null,\"rule\":\"kind-rate-limit\"}\n"
    "{\"id\":null,\"verdict\":\"limit\",\"label\":\"rate limit\",\"resets_at\":\"2026-03-12T13:00:00Z\",\"rule\":\"type-rate-limit-error\"}\n"
    /* a malformed optional member costs the line nothing but that member */
    "{\"id\":\"f\",\"verdict\":\"transient\",\"label\":\"unknown error\",\"resets_at\":null,\"rule\":\"default\",\"ignored\":[\"status\"]}\n"
    "{\"error\":\"line 8: not a JSON object\"}\n"
    "{\"id\":\"g\",\"verdict\":\"fatal\",\"label\":\"authentication failed\",\"resets_at\":null,\"rule\":\"invalid-api-key\"}\n"
    "{\"id\":\"h\",\"verdict\":\"fatal\",\"label\":\"out of credits\",\"resets_at\":null,\"rule\":\"credits\"}\n"
    "{\"id\":\"i\",\"verdict\":\"limit\",\"label\":\"rate limit\",\"resets_at\":\"2026-03-10T12:00:01Z\",\"rule\":\"kind-rate-limit\"}\n";
  Run r = { 0 };

  run_tool (args, input, &r);
  g_assert_cmpstr (r.out, ==, expected);
  g_assert_cmpint (r.status, ==, 2);
  run_clear (&r);
}

/* Only good lines: exit status 0 */
static void
test_good (void)
{
  const char *args[] = { "--now", "2026-06-01T12:00:00Z", "--tz", "America/New_York", NULL };
  const char *input =
    "{\"id\":\"x\",\"text\":\"5-hour limit reached ∙ resets 5am\"}\n"
    "{\"id\":\"y\",\"text\":\"Connection error.\",\"provider\":\"api.anthropic.com\"}\n";
  const char *expected =
    "{\"id\":\"x\",\"verdict\":\"limit\",\"label\":\"usage limit\",\"resets_at\":\"2026-06-02T09:00:00Z\",\"rule\":\"usage-limit\"}\n"
    "{\"id\":\"y\",\"verdict\":\"transient\",\"label\":\"connection failed\",\"resets_at\":null,\"rule\":\"connection\"}\n";
  Run r = { 0 };

  run_tool (args, input, &r);
  g_assert_cmpstr (r.out, ==, expected);
  g_assert_cmpint (r.status, ==, 0);
  run_clear (&r);
}

/* A verdict no rule made comes with the words that made it, strongest
 * first; a row's verdict has none */
static void
test_words (void)
{
  const char *input =
    "{\"id\":1,\"text\":\"Your seat requires your organisation's administrator to grant the assistant\"}\n"
    "{\"id\":2,\"text\":\"Connection error.\"}\n";
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_auto(GStrv) lines = NULL;
  JsonObject *obj;
  JsonArray *words;
  Run r = { 0 };

  run_tool (NULL, input, &r);
  g_assert_cmpint (r.status, ==, 0);
  lines = g_strsplit (r.out, "\n", -1);
  g_assert_cmpuint (g_strv_length (lines), ==, 3);

  g_assert_true (json_parser_load_from_data (parser, lines[0], -1, NULL));
  obj = json_node_get_object (json_parser_get_root (parser));
  g_assert_cmpstr (json_object_get_string_member (obj, "rule"), ==, "words-fatal");
  words = json_object_get_array_member (obj, "words");
  g_assert_nonnull (words);
  g_assert_cmpuint (json_array_get_length (words), >, 0);
  g_assert_cmpuint (json_array_get_length (words), <=, 5);
  /* the word that is most often a fatal text's and never a transient
   * one's among them; each a word of the text in lower case, or a concept
   * ("“required” in any language") */
  for (guint i = 0; i < json_array_get_length (words); i++)
    {
      const char *word = json_array_get_string_element (words, i);

      g_assert_true (strstr (input, word) != NULL || g_str_has_suffix (word, "\xe2\x80\x9d in any language"));
    }
  {
    gboolean found = FALSE;

    for (guint i = 0; i < json_array_get_length (words); i++)
      found |= g_strcmp0 (json_array_get_string_element (words, i), "requires") == 0;
    g_assert_true (found);
  }

  g_assert_true (json_parser_load_from_data (parser, lines[1], -1, NULL));
  obj = json_node_get_object (json_parser_get_root (parser));
  g_assert_cmpstr (json_object_get_string_member (obj, "rule"), ==, "connection");
  g_assert_false (json_object_has_member (obj, "words"));
  run_clear (&r);
}

/* --now makes relative resets reproducible */
static void
test_now (void)
{
  const char *args1[] = { "--now", "2026-01-01T00:00:00Z", NULL };
  const char *args2[] = { "--now", "2026-01-01T00:00:00+01:00", NULL };
  const char *input = "{\"id\":1,\"text\":\"usage limit reached, try again in 45 minutes\"}\n";
  Run r = { 0 };

  run_tool (args1, input, &r);
  g_assert_cmpstr (r.out, ==,
                   "{\"id\":1,\"verdict\":\"limit\",\"label\":\"usage limit\",\"resets_at\":\"2026-01-01T00:45:00Z\",\"rule\":\"usage-limit\"}\n");
  run_clear (&r);

  run_tool (args2, input, &r);
  g_assert_cmpstr (r.out, ==,
                   "{\"id\":1,\"verdict\":\"limit\",\"label\":\"usage limit\",\"resets_at\":\"2025-12-31T23:45:00Z\",\"rule\":\"usage-limit\"}\n");
  g_assert_cmpint (r.status, ==, 0);
  run_clear (&r);
}

/* Usage errors: a message on stderr, exit status 1, nothing on stdout */
static void
test_bad_options (void)
{
  const char *bad_now[] = { "--now", "yesterday", NULL };
  const char *bad_tz[] = { "--tz", "Mars/Olympus_Mons", NULL };
  Run r = { 0 };

  /* No input: the tool exits before reading stdin, and a write to it then
   * fails with EPIPE when the test is the slower side (under valgrind). */
  run_tool (bad_now, NULL, &r);
  g_assert_cmpint (r.status, ==, 1);
  g_assert_cmpstr (r.out, ==, "");
  g_assert_nonnull (strstr (r.err, "--now"));
  run_clear (&r);

  run_tool (bad_tz, NULL, &r);
  g_assert_cmpint (r.status, ==, 1);
  g_assert_cmpstr (r.out, ==, "");
  g_assert_nonnull (strstr (r.err, "Mars/Olympus_Mons"));
  run_clear (&r);
}

/* --check over the corpus: at least 95 % agree */
static void
test_check_corpus (void)
{
  const char *args[] = { "--check", "--now", "2026-03-10T12:00:00Z", "--tz", "Europe/Paris", NULL };
  const char *path = g_getenv ("CARRY_ON_CORPUS");
  g_autofree char *fallback = NULL;
  g_autofree char *corpus = NULL;
  g_autoptr(GError) error = NULL;
  g_auto(GStrv) lines = NULL;
  guint n_lines, agree = 0, total = 0;
  Run r = { 0 };

  if (path == NULL)
    path = fallback = g_test_build_filename (G_TEST_DIST, "corpus", "api-errors.jsonl", NULL);
  g_file_get_contents (path, &corpus, NULL, &error);
  g_assert_no_error (error);

  run_tool (args, corpus, &r);
  g_assert_cmpint (r.status, ==, 0);
  lines = g_strsplit (r.out, "\n", -1);
  n_lines = g_strv_length (lines);
  g_assert_cmpuint (n_lines, >=, 2);
  g_assert_cmpstr (lines[n_lines - 1], ==, "");
  g_assert_cmpint (sscanf (lines[n_lines - 2], "%u/%u agree", &agree, &total), ==, 2);
  g_test_message ("corpus: %s", lines[n_lines - 2]);
  g_assert_cmpuint (total, >=, 50);
  g_assert_cmpuint (agree * 100, >=, total * 95);
  /* every disagreement is named on its own line */
  g_assert_cmpuint (n_lines - 2, ==, total - agree);
  run_clear (&r);
}

/* A line over 1 MiB is refused; the next line is still answered */
static void
test_oversized_line (void)
{
  const char *args[] = { "--now", "2026-03-10T12:00:00Z", NULL };
  g_autoptr(GString) input = g_string_new ("{\"id\":1,\"text\":\"");
  Run r = { 0 };

  while (input->len < 1024 * 1024 + 16)
    g_string_append (input, "overloaded ");
  g_string_append (input, "\"}\n{\"id\":2,\"text\":\"Overloaded\"}\n");

  run_tool (args, input->str, &r);
  g_assert_cmpstr (r.out, ==,
                   "{\"error\":\"line 1: longer than 1048576 bytes\"}\n"
                   "{\"id\":2,\"verdict\":\"transient\",\"label\":\"server overloaded\",\"resets_at\":null,\"rule\":\"overloaded\"}\n");
  g_assert_cmpint (r.status, ==, 2);
  run_clear (&r);
}

/* JSON nested 100,000 levels deep (json-glib would recurse off the
 * stack): one error line, and the next lines are still classified */
static void
test_deep_nesting (void)
{
  const char *args[] = { "--now", "2026-03-10T12:00:00Z", NULL };
  g_autoptr(GString) input = g_string_new (NULL);
  Run r = { 0 };

  for (guint i = 0; i < 100000; i++)
    g_string_append_c (input, '[');
  for (guint i = 0; i < 100000; i++)
    g_string_append_c (input, ']');
  g_string_append (input, "\n{\"id\":2,\"text\":\"x\",\"causes\":");
  for (guint i = 0; i < 100000; i++)
    g_string_append (input, "{\"a\":");
  g_string_append (input, "1");
  for (guint i = 0; i < 100000; i++)
    g_string_append_c (input, '}');
  /* brackets inside a string are text, not nesting */
  g_string_append (input, "}\n{\"id\":3,\"text\":\"Overloaded [[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[\"}\n");

  run_tool (args, input->str, &r);
  g_assert_cmpstr (r.out, ==,
                   "{\"error\":\"line 1: JSON nested deeper than 64 levels\"}\n"
                   "{\"error\":\"line 2: JSON nested deeper than 64 levels\"}\n"
                   "{\"id\":3,\"verdict\":\"transient\",\"label\":\"server overloaded\",\"resets_at\":null,\"rule\":\"overloaded\"}\n");
  g_assert_cmpint (r.status, ==, 2);
  run_clear (&r);
}

/* One malformed optional member does not cost the line its verdict: the
 * member is left out and named; well-formed alternatives are read */
static void
test_malformed_optional (void)
{
  const char *args[] = { "--now", "2026-03-10T12:00:00Z", "--tz", "UTC", NULL };
  const char *input =
    "{\"id\":1,\"text\":\"You've hit your limit\",\"resets_at\":\"soon\"}\n"
    "{\"id\":2,\"text\":\"Quota exceeded\",\"provider\":{\"name\":\"gemini\"},\"host\":\"dsh\"}\n"
    "{\"id\":3,\"text\":\"Request failed\",\"causes\":\"socket hang up\"}\n"
    "{\"id\":4,\"text\":\"Rate limited\",\"resets_at\":\"2026-03-10T15:00:00Z\"}\n"
    "{\"id\":5,\"text\":\"Request failed\",\"causes\":[{\"code\":\"ECONNRESET\",\"message\":\"read failed\"},7]}\n"
    "{\"id\":6,\"text\":\"Rate limited\",\"status\":4290,\"retry_after_ms\":-5,\"host\":[1]}\n";
  const char *expected =
    "{\"id\":1,\"verdict\":\"limit\",\"label\":\"usage limit\",\"resets_at\":null,\"rule\":\"usage-limit\",\"ignored\":[\"resets_at\"]}\n"
    "{\"id\":2,\"verdict\":\"fatal\",\"label\":\"out of credits\",\"resets_at\":null,\"rule\":\"quota-billing\",\"ignored\":[\"provider\"]}\n"
    "{\"id\":3,\"verdict\":\"transient\",\"label\":\"unknown error\",\"resets_at\":null,\"rule\":\"default\",\"ignored\":[\"causes\"]}\n"
    "{\"id\":4,\"verdict\":\"limit\",\"label\":\"rate limit\",\"resets_at\":\"2026-03-10T15:00:00Z\",\"rule\":\"rate-limit\"}\n"
    "{\"id\":5,\"verdict\":\"transient\",\"label\":\"connection failed\",\"resets_at\":null,\"rule\":\"connection\",\"ignored\":[\"causes\"]}\n"
    "{\"id\":6,\"verdict\":\"limit\",\"label\":\"rate limit\",\"resets_at\":null,\"rule\":\"rate-limit\",\"ignored\":[\"host\",\"status\",\"retry_after_ms\"]}\n";
  Run r = { 0 };

  run_tool (args, input, &r);
  g_assert_cmpstr (r.out, ==, expected);
  g_assert_cmpint (r.status, ==, 2);
  run_clear (&r);
}

/* A limit sentence after the first 64 KiB of text (a long dump first) is
 * still read: the head and the tail of an oversized text are scanned */
static void
test_limit_after_64k (void)
{
  const char *args[] = { "--now", "2026-03-10T12:00:00Z", "--tz", "Europe/Paris", NULL };
  g_autoptr(GString) input = g_string_new ("{\"id\":1,\"text\":\"");
  Run r = { 0 };

  while (input->len < 200 * 1024)
    g_string_append (input, "at frame (/usr/lib/node_modules/x/cli.js:1:2)\\n");
  g_string_append (input, "You've hit your limit · resets 3pm (Europe/Paris)\"}\n");

  run_tool (args, input->str, &r);
  g_assert_cmpstr (r.out, ==,
                   "{\"id\":1,\"verdict\":\"limit\",\"label\":\"usage limit\",\"resets_at\":\"2026-03-10T14:00:00Z\",\"rule\":\"usage-limit\"}\n");
  g_assert_cmpint (r.status, ==, 0);
  run_clear (&r);
}

/* Retry-After as an HTTP-date (RFC 9110 §10.2.3): in the "retry_after"
 * member and written in the text; a date in the past means now */
static void
test_retry_after_http_date (void)
{
  const char *args[] = { "--now", "2026-03-10T12:00:00Z", NULL };
  const char *input =
    "{\"id\":1,\"text\":\"Service Unavailable\",\"status\":503,\"retry_after\":\"Tue, 10 Mar 2026 12:05:00 GMT\"}\n"
    "{\"id\":2,\"text\":\"429 Too Many Requests\\nRetry-After: Tue, 10 Mar 2026 13:00:00 GMT\"}\n"
    "{\"id\":3,\"text\":\"Too Many Requests\",\"status\":429,\"retry_after\":\"Wed, 21 Oct 2015 07:28:00 GMT\"}\n"
    "{\"id\":4,\"text\":\"Too Many Requests\",\"status\":429,\"retry_after\":\"120\"}\n"
    "{\"id\":5,\"text\":\"Too Many Requests\",\"status\":429,\"retry_after\":\"next week\"}\n";
  const char *expected =
    "{\"id\":1,\"verdict\":\"transient\",\"label\":\"service unavailable\",\"resets_at\":\"2026-03-10T12:05:00Z\",\"rule\":\"status-5xx\"}\n"
    "{\"id\":2,\"verdict\":\"limit\",\"label\":\"rate limit\",\"resets_at\":\"2026-03-10T13:00:00Z\",\"rule\":\"rate-limit\"}\n"
    "{\"id\":3,\"verdict\":\"limit\",\"label\":\"rate limit\",\"resets_at\":\"2026-03-10T12:00:00Z\",\"rule\":\"status-429\"}\n"
    "{\"id\":4,\"verdict\":\"limit\",\"label\":\"rate limit\",\"resets_at\":\"2026-03-10T12:02:00Z\",\"rule\":\"status-429\"}\n"
    "{\"id\":5,\"verdict\":\"limit\",\"label\":\"rate limit\",\"resets_at\":null,\"rule\":\"status-429\",\"ignored\":[\"retry_after\"]}\n";
  Run r = { 0 };

  run_tool (args, input, &r);
  g_assert_cmpstr (r.out, ==, expected);
  g_assert_cmpint (r.status, ==, 2);
  run_clear (&r);
}

/* Zero-width characters inside words (a copy from a web page, or text
 * crafted to slip past a filter) do not hide a phrase */
static void
test_zero_width (void)
{
  const char *args[] = { "--now", "2026-03-10T12:00:00Z", "--tz", "Europe/Paris", NULL };
  const char *input =
    "{\"id\":1,\"text\":\"Invalid API\\u200b key\"}\n"
    "{\"id\":2,\"text\":\"Over\u200bloaded\"}\n"
    "{\"id\":3,\"text\":\"You've hit your li\u2060mit \u00b7 re\u00adsets 3pm (Europe/\ufeffParis)\"}\n"
    "{\"id\":4,\"text\":\"credit bal\u200cance is too low\",\"status\":429}\n";
  const char *expected =
    "{\"id\":1,\"verdict\":\"fatal\",\"label\":\"authentication failed\",\"resets_at\":null,\"rule\":\"invalid-api-key\"}\n"
    "{\"id\":2,\"verdict\":\"transient\",\"label\":\"server overloaded\",\"resets_at\":null,\"rule\":\"overloaded\"}\n"
    "{\"id\":3,\"verdict\":\"limit\",\"label\":\"usage limit\",\"resets_at\":\"2026-03-10T14:00:00Z\",\"rule\":\"usage-limit\"}\n"
    "{\"id\":4,\"verdict\":\"fatal\",\"label\":\"out of credits\",\"resets_at\":null,\"rule\":\"credits\"}\n";
  Run r = { 0 };

  run_tool (args, input, &r);
  g_assert_cmpstr (r.out, ==, expected);
  g_assert_cmpint (r.status, ==, 0);
  run_clear (&r);
}

/* --check compares "expected_resets_at" too and names a wrong instant */
static void
test_check_resets (void)
{
  const char *args[] = { "--check", "--now", "2026-03-10T12:00:00Z", "--tz", "UTC", NULL };
  const char *input =
    "{\"id\":\"ok\",\"text\":\"Rate limit. Try again in 30 seconds.\",\"expected\":\"limit\",\"expected_resets_at\":\"2026-03-10T12:00:30Z\"}\n"
    "{\"id\":\"off\",\"text\":\"Rate limit. Try again in 30 seconds.\",\"expected\":\"limit\",\"expected_resets_at\":\"2026-03-10T12:01:00Z\"}\n"
    "{\"id\":\"none\",\"text\":\"Rate limit.\",\"expected\":\"limit\",\"expected_resets_at\":null}\n";
  Run r = { 0 };

  run_tool (args, input, &r);
  g_assert_cmpstr (r.out, ==,
                   "disagree \"off\": resets at 2026-03-10T12:00:30Z, expected 2026-03-10T12:01:00Z (rule rate-limit)\n"
                   "2/3 agree\n");
  run_clear (&r);
}

/* An expected value with a line break in it cannot forge a --check output
 * line (found by fuzz-classify-input) */
static void
test_check_escapes (void)
{
  const char *args[] = { "--check", "--now", "2026-03-10T12:00:00Z", NULL };
  const char *input =
    "{\"id\":1,\"text\":\"Rate limit. Try again in 30 seconds.\",\"expected\":\"limit\",\"expected_resets_at\":\"x\\n100/100 agree\"}\n"
    "{\"id\":2,\"text\":\"Overloaded\",\"expected\":\"fatal\\ndisagree 3\"}\n";
  Run r = { 0 };

  run_tool (args, input, &r);
  g_assert_cmpstr (r.out, ==,
                   "disagree 1: resets at 2026-03-10T12:00:30Z, expected x\\n100/100 agree (rule rate-limit)\n"
                   "disagree 2: expected fatal\\ndisagree 3, got transient (rule overloaded)\n"
                   "0/2 agree\n");
  run_clear (&r);
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *fallback = NULL;

  g_test_init (&argc, &argv, NULL);
  /* A usage error makes the tool exit before it reads stdin; writing the
   * rest of the input must then fail with EPIPE, not kill the test. */
  signal (SIGPIPE, SIG_IGN);

  if (argc > 1)
    tool_path = argv[1];
  else
    tool_path = fallback = g_build_filename (g_getenv ("CARRY_ON_BUILD_DIR") != NULL ? g_getenv ("CARRY_ON_BUILD_DIR") : ".",
                                             "src", "tools", "carry-on-classify", NULL);

  g_test_add_func ("/classify-cli/mixed-good-and-bad", test_mixed);
  g_test_add_func ("/classify-cli/good", test_good);
  g_test_add_func ("/classify-cli/now", test_now);
  g_test_add_func ("/classify-cli/words", test_words);
  g_test_add_func ("/classify-cli/bad-options", test_bad_options);
  g_test_add_func ("/classify-cli/check-corpus", test_check_corpus);
  g_test_add_func ("/classify-cli/oversized-line", test_oversized_line);
  g_test_add_func ("/classify-cli/deep-nesting", test_deep_nesting);
  g_test_add_func ("/classify-cli/malformed-optional-member", test_malformed_optional);
  g_test_add_func ("/classify-cli/limit-after-64k", test_limit_after_64k);
  g_test_add_func ("/classify-cli/retry-after-http-date", test_retry_after_http_date);
  g_test_add_func ("/classify-cli/zero-width", test_zero_width);
  g_test_add_func ("/classify-cli/check-resets", test_check_resets);
  g_test_add_func ("/classify-cli/check-escapes", test_check_escapes);

  return g_test_run ();
}
