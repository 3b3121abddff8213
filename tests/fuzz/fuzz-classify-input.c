/* fuzz-classify-input.c
 *
 * SPDX-FileCopyrightText: 2026 The Carry On authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * libFuzzer target for carry-on-classify's input path
 * (carry_on_classify_input_line(), the code the tool runs on every stdin
 * line): the input is split into lines as the tool splits stdin.  An input
 * whose first byte is odd runs in --check mode.  Asserts that every line
 * gives at most one output line, that each output line is a JSON object
 * with either "error" or a known "verdict", and that nothing crashes,
 * leaks or recurses off the stack (deeply nested JSON).
 */

#include "config.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <json-glib/json-glib.h>

#include "carry-on-classify-input.h"

int LLVMFuzzerTestOneInput (const uint8_t *data,
                            size_t         size);

static GString *printed;

static void
collect_print (const char *s)
{
  g_string_append (printed, s);
}

static void
check_output_line (const char *line,
                   gboolean    check_mode)
{
  g_autoptr(JsonParser) parser = json_parser_new ();
  JsonObject *obj;
  const char *verdict;

  /* with --check: "disagree …" lines, and error objects for bad lines */
  if (check_mode && g_str_has_prefix (line, "disagree "))
    return;
  if (!json_parser_load_from_data (parser, line, -1, NULL) ||
      !JSON_NODE_HOLDS_OBJECT (json_parser_get_root (parser)))
    abort ();
  obj = json_node_get_object (json_parser_get_root (parser));
  if (json_object_has_member (obj, "error"))
    return;
  if (check_mode)
    abort ();
  verdict = json_object_get_string_member_with_default (obj, "verdict", NULL);
  if (g_strcmp0 (verdict, "transient") != 0 && g_strcmp0 (verdict, "limit") != 0 &&
      g_strcmp0 (verdict, "fatal") != 0)
    abort ();
  if (!json_object_has_member (obj, "rule") || !json_object_has_member (obj, "resets_at"))
    abort ();
}

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  static CarryOnClassifier *classifier;
  static GDateTime *now;
  static GTimeZone *zone;
  CarryOnClassifyInput input = { 0 };
  gboolean check_mode = size > 0 && (data[0] & 1);
  const char *p = (const char *) data;
  const char *end = p + size;
  guint lines = 0;

  if (classifier == NULL)
    {
      const char *extra[] = { "econnreset", "Glitch", NULL };

      classifier = carry_on_classifier_new ();
      carry_on_classifier_set_extra_transient (classifier, extra);
      now = g_date_time_new_utc (2026, 3, 29, 0, 30, 0);  /* DST day in Europe */
      zone = g_time_zone_new_identifier ("Europe/London");
      printed = g_string_new (NULL);
      g_set_print_handler (collect_print);
    }

  input.classifier = classifier;
  input.now = now;
  input.tz = zone;
  input.check = check_mode;

  while (p < end)
    {
      const char *nl = memchr (p, '\n', (gsize) (end - p));
      gsize len = nl != NULL ? (gsize) (nl - p) : (gsize) (end - p);
      g_autofree char *line = g_strndup (p, len);
      gsize before = printed->len;

      /* g_strndup stops at a NUL byte: the tool reads such a line the same
       * way (GDataInputStream gives the length, the parser stops at NUL) */
      carry_on_classify_input_line (&input, line, strlen (line));
      lines++;

      /* at most one output line per input line, ending in "\n" */
      if (printed->len > before)
        {
          const char *out = printed->str + before;
          const char *first_nl = strchr (out, '\n');

          if (first_nl == NULL || first_nl[1] != '\0')
            abort ();
          printed->str[printed->len - 1] = '\0';
          check_output_line (out, check_mode);
        }
      g_string_truncate (printed, 0);
      p = nl != NULL ? nl + 1 : end;
    }

  if (input.lineno != lines || input.n_agree > input.n_checked)
    abort ();
  return 0;
}
