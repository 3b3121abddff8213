/* carry-on-classify-input.c
 *
 * SPDX-FileCopyrightText: 2026 The Carry On authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The input path of carry-on-classify: one line of JSON in, one line of
 * JSON out (see carry-on-classify.c for the formats).  Apart from main() so
 * the libFuzzer target tests/fuzz/fuzz-classify-input.c runs the very code
 * the tool runs.
 */

#include "config.h"

#include <errno.h>
#include <string.h>

#include <json-glib/json-glib.h>

#include "carry-on-classify-input.h"
#include "carry-on-reset-time.h"

/* as the protocol reader (carry-on-protocol.c MAX_DEPTH): json-glib
 * recurses once per level, so 100,000 levels would overflow the stack */
#define MAX_DEPTH 64
/* nested causes kept per line, as the DSH plugin sends at most 8 */
#define MAX_CAUSES 64


static char *
format_instant (gint64 epoch_s)
{
  g_autoptr(GDateTime) dt = g_date_time_new_from_unix_utc (epoch_s);

  if (dt == NULL)
    return NULL;
  return g_date_time_format (dt, "%Y-%m-%dT%H:%M:%SZ");
}

static char *
node_to_line (JsonNode *node)
{
  g_autoptr(JsonGenerator) gen = json_generator_new ();

  json_generator_set_root (gen, node);
  return json_generator_to_data (gen, NULL);
}

static void
print_error (const char *message)
{
  g_autoptr(JsonBuilder) b = json_builder_new ();
  g_autoptr(JsonNode) root = NULL;
  g_autofree char *line = NULL;

  json_builder_begin_object (b);
  json_builder_set_member_name (b, "error");
  json_builder_add_string_value (b, message);
  json_builder_end_object (b);
  root = json_builder_get_root (b);
  line = node_to_line (root);
  g_print ("%s\n", line);
}

/* Nesting depth of a JSON text, strings skipped; stops counting past
 * MAX_DEPTH.  Run before json-glib sees the line. */
static guint
json_depth (const char *s,
            gsize       len)
{
  guint depth = 0, max_depth = 0;
  gboolean in_string = FALSE;

  for (gsize i = 0; i < len; i++)
    {
      char c = s[i];

      if (in_string)
        {
          if (c == '\\')
            i++;
          else if (c == '"')
            in_string = FALSE;
          continue;
        }
      if (c == '"')
        in_string = TRUE;
      else if (c == '[' || c == '{')
        {
          depth++;
          max_depth = MAX (max_depth, depth);
          if (max_depth > MAX_DEPTH)
            return max_depth;
        }
      else if ((c == ']' || c == '}') && depth > 0)
        depth--;
    }
  return max_depth;
}

/* Reads an optional string member.  null counts as absent; another JSON
 * type is left out and its name added to @ignored. */
static const char *
get_opt_string (JsonObject *obj,
                const char *member,
                GPtrArray  *ignored)
{
  JsonNode *node = json_object_get_member (obj, member);

  if (node == NULL || JSON_NODE_HOLDS_NULL (node))
    return NULL;
  if (!JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_STRING)
    {
      g_ptr_array_add (ignored, (gpointer) member);
      return NULL;
    }
  return json_node_get_string (node);
}

/* Reads an optional integer member (a JSON number, or a string of digits)
 * in [@min, @max]; anything else is left out, named in @ignored, and
 * @fallback is returned. */
static gint64
get_opt_int (JsonObject *obj,
             const char *member,
             gint64      fallback,
             gint64      min,
             gint64      max,
             GPtrArray  *ignored)
{
  JsonNode *node = json_object_get_member (obj, member);
  gint64 v;

  if (node == NULL || JSON_NODE_HOLDS_NULL (node))
    return fallback;
  if (JSON_NODE_HOLDS_VALUE (node) && json_node_get_value_type (node) == G_TYPE_INT64)
    v = json_node_get_int (node);
  else if (JSON_NODE_HOLDS_VALUE (node) && json_node_get_value_type (node) == G_TYPE_DOUBLE &&
           json_node_get_double (node) >= (gdouble) min && json_node_get_double (node) <= (gdouble) max)
    v = (gint64) json_node_get_double (node);
  else if (JSON_NODE_HOLDS_VALUE (node) && json_node_get_value_type (node) == G_TYPE_STRING)
    {
      const char *s = json_node_get_string (node);
      char *end = NULL;

      errno = 0;
      v = g_ascii_strtoll (s, &end, 10);
      if (errno != 0 || end == s || *end != '\0')
        goto bad;
    }
  else
    goto bad;

  if (v < min || v > max)
    goto bad;
  return v;

bad:
  g_ptr_array_add (ignored, (gpointer) member);
  return fallback;
}

/* "resets_at": epoch seconds (milliseconds above 10^11), or an ISO 8601
 * string (UTC without a zone), as in docs/protocol.md.  -1 when absent or
 * unreadable (then named in @ignored). */
static gint64
get_resets_at (JsonObject *obj,
               GPtrArray  *ignored)
{
  JsonNode *node = json_object_get_member (obj, "resets_at");
  gint64 v;

  if (node != NULL && JSON_NODE_HOLDS_VALUE (node) && json_node_get_value_type (node) == G_TYPE_STRING &&
      strspn (json_node_get_string (node), "0123456789") != strlen (json_node_get_string (node)))
    {
      g_autoptr(GTimeZone) utc = g_time_zone_new_utc ();
      g_autoptr(GDateTime) dt = g_date_time_new_from_iso8601 (json_node_get_string (node), utc);

      if (dt != NULL)
        return g_date_time_to_unix (dt);
      g_ptr_array_add (ignored, (gpointer) "resets_at");
      return -1;
    }
  v = get_opt_int (obj, "resets_at", -1, 0, G_GINT64_CONSTANT (100000000000000), ignored);
  if (v > G_GINT64_CONSTANT (100000000000))
    v /= 1000;
  return v;
}

/* "causes": strings, or DSH-style objects {"code": …, "message": …} (a
 * Node error's cause chain), whose code and message are joined as
 * "code: message" so both the rules and the user's extra transient texts
 * see the code.  Another type is left out and named in @ignored. */
static void
get_causes (JsonObject *obj,
            GPtrArray  *causes,
            GPtrArray  *owned,
            GPtrArray  *ignored)
{
  JsonNode *node = json_object_get_member (obj, "causes");
  JsonArray *arr;
  gboolean bad = FALSE;

  if (node == NULL || JSON_NODE_HOLDS_NULL (node))
    return;
  if (!JSON_NODE_HOLDS_ARRAY (node))
    {
      g_ptr_array_add (ignored, (gpointer) "causes");
      return;
    }
  arr = json_node_get_array (node);
  for (guint i = 0; i < json_array_get_length (arr) && causes->len < MAX_CAUSES; i++)
    {
      JsonNode *el = json_array_get_element (arr, i);

      if (JSON_NODE_HOLDS_VALUE (el) && json_node_get_value_type (el) == G_TYPE_STRING)
        g_ptr_array_add (causes, (gpointer) json_node_get_string (el));
      else if (JSON_NODE_HOLDS_OBJECT (el))
        {
          JsonObject *c = json_node_get_object (el);
          JsonNode *code = json_object_get_member (c, "code");
          JsonNode *message = json_object_get_member (c, "message");
          const char *code_s = code != NULL && JSON_NODE_HOLDS_VALUE (code) &&
                               json_node_get_value_type (code) == G_TYPE_STRING ? json_node_get_string (code) : NULL;
          const char *msg_s = message != NULL && JSON_NODE_HOLDS_VALUE (message) &&
                              json_node_get_value_type (message) == G_TYPE_STRING ? json_node_get_string (message) : NULL;
          char *joined;

          if (code_s == NULL && msg_s == NULL)
            {
              bad = TRUE;
              continue;
            }
          joined = g_strdup_printf ("%s%s%s", code_s != NULL ? code_s : "",
                                    code_s != NULL && msg_s != NULL ? ": " : "",
                                    msg_s != NULL ? msg_s : "");
          g_ptr_array_add (owned, joined);
          g_ptr_array_add (causes, joined);
        }
      else
        bad = TRUE;
    }
  if (bad)
    g_ptr_array_add (ignored, (gpointer) "causes");
}

static const char *
expected_of (JsonObject *obj)
{
  JsonNode *node = json_object_get_member (obj, "expected");

  if (node != NULL && JSON_NODE_HOLDS_VALUE (node) && json_node_get_value_type (node) == G_TYPE_STRING)
    return json_node_get_string (node);
  return NULL;
}

/* Returns FALSE when the line was bad (an error line was printed) or had
 * an optional member left out. */
static gboolean
handle_line (CarryOnClassifyInput *tool,
             const char           *line,
             gsize                 len,
             guint                 lineno)
{
  g_autoptr(JsonParser) parser = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) causes = g_ptr_array_new ();
  g_autoptr(GPtrArray) owned = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GPtrArray) ignored = g_ptr_array_new ();
  JsonNode *root;
  JsonObject *obj;
  JsonNode *id_node;
  JsonNode *text_node;
  const char *text, *kind, *error_type, *provider, *host, *retry_after;
  CarryOnFailure failure = { 0 };
  CarryOnClassification result;
  g_autofree char *instant = NULL;

  if (!g_utf8_validate (line, (gssize) len, NULL))
    {
      g_autofree char *msg = g_strdup_printf ("line %u: not UTF-8", lineno);

      print_error (msg);
      return FALSE;
    }
  if (json_depth (line, len) > MAX_DEPTH)
    {
      g_autofree char *msg = g_strdup_printf ("line %u: JSON nested deeper than %d levels", lineno, MAX_DEPTH);

      print_error (msg);
      return FALSE;
    }
  parser = json_parser_new ();
  if (!json_parser_load_from_data (parser, line, (gssize) len, &error))
    {
      g_autofree char *msg = g_strdup_printf ("line %u: not valid JSON", lineno);

      g_debug ("line %u: %s", lineno, error->message);

      print_error (msg);
      return FALSE;
    }
  root = json_parser_get_root (parser);
  if (root == NULL || !JSON_NODE_HOLDS_OBJECT (root))
    {
      g_autofree char *msg = g_strdup_printf ("line %u: not a JSON object", lineno);

      print_error (msg);
      return FALSE;
    }
  obj = json_node_get_object (root);

  text_node = json_object_get_member (obj, "text");
  if (text_node == NULL || !JSON_NODE_HOLDS_VALUE (text_node) ||
      json_node_get_value_type (text_node) != G_TYPE_STRING)
    {
      g_autofree char *msg = g_strdup_printf ("line %u: \"text\" is required (a string)", lineno);

      print_error (msg);
      return FALSE;
    }
  text = json_node_get_string (text_node);

  /* optional members: one of the wrong type is left out and named */
  kind = get_opt_string (obj, "stop_failure_kind", ignored);
  error_type = get_opt_string (obj, "error_type", ignored);
  provider = get_opt_string (obj, "provider", ignored);
  host = get_opt_string (obj, "host", ignored);
  failure.status = (int) get_opt_int (obj, "status", 0, 0, 999, ignored);
  failure.retry_after_ms = get_opt_int (obj, "retry_after_ms", -1, 0, G_GINT64_CONSTANT (1) << 40, ignored);
  failure.resets_at = get_resets_at (obj, ignored);
  get_causes (obj, causes, owned, ignored);
  g_ptr_array_add (causes, NULL);

  /* "retry_after": an HTTP Retry-After value, delta-seconds or HTTP-date
   * (RFC 9110 §10.2.3), or a number of seconds */
  retry_after = NULL;
  {
    JsonNode *node = json_object_get_member (obj, "retry_after");

    if (node != NULL && JSON_NODE_HOLDS_VALUE (node) && json_node_get_value_type (node) == G_TYPE_STRING)
      retry_after = json_node_get_string (node);
    else if (node != NULL && !JSON_NODE_HOLDS_NULL (node))
      {
        gint64 secs = get_opt_int (obj, "retry_after", -1, 0, G_GINT64_CONSTANT (1) << 30, ignored);

        if (secs >= 0 && failure.resets_at < 0)
          failure.resets_at = g_date_time_to_unix (tool->now) + secs;
      }
  }
  if (retry_after != NULL)
    {
      gint64 when;

      if (!carry_on_reset_time_parse_retry_after (retry_after, tool->now, &when))
        g_ptr_array_add (ignored, (gpointer) "retry_after");
      else if (failure.resets_at < 0)
        failure.resets_at = when;
    }

  failure.kind = (char *) kind;
  failure.error_type = (char *) error_type;
  failure.message = (char *) text;
  failure.causes = causes->len > 1 ? (char **) causes->pdata : NULL;
  failure.provider = (char *) provider;

  carry_on_classifier_classify (tool->classifier, &failure, host, tool->now, tool->tz, &result);

  id_node = json_object_get_member (obj, "id");

  if (tool->check)
    {
      const char *expected = expected_of (obj);
      const char *got = carry_on_verdict_to_string (result.verdict);
      g_autofree char *got_reset = result.resets_at >= 0 ? format_instant (result.resets_at) : NULL;
      JsonNode *want_reset = json_object_get_member (obj, "expected_resets_at");
      gboolean reset_ok = TRUE;

      if (want_reset != NULL && result.verdict != CARRY_ON_VERDICT_FATAL &&
          g_strcmp0 (expected, got) == 0)
        {
          const char *w = JSON_NODE_HOLDS_VALUE (want_reset) &&
                          json_node_get_value_type (want_reset) == G_TYPE_STRING ?
                          json_node_get_string (want_reset) : NULL;

          reset_ok = g_strcmp0 (w, got_reset) == 0;
        }

      if (expected != NULL)
        {
          tool->n_checked++;
          if (g_strcmp0 (expected, got) == 0 && reset_ok)
            tool->n_agree++;
          else
            {
              g_autofree char *id = id_node != NULL ? node_to_line (id_node) : g_strdup_printf ("line %u", lineno);

              /* the expected values come from the input: escaped, so a
               * line break in them cannot forge an output line */
              if (!reset_ok)
                {
                  const char *w = JSON_NODE_HOLDS_VALUE (want_reset) &&
                                  json_node_get_value_type (want_reset) == G_TYPE_STRING ?
                                  json_node_get_string (want_reset) : "null";
                  g_autofree char *shown = g_strescape (w, NULL);

                  g_print ("disagree %s: resets at %s, expected %s (rule %s)\n", id,
                           got_reset != NULL ? got_reset : "null", shown, result.rule_id);
                }
              else
                {
                  g_autofree char *shown = g_strescape (expected, NULL);

                  g_print ("disagree %s: expected %s, got %s (rule %s)\n", id, shown, got, result.rule_id);
                }
            }
        }
      return ignored->len == 0;
    }

  {
    g_autoptr(JsonBuilder) b = json_builder_new ();
    g_autoptr(JsonNode) out = NULL;
    g_autofree char *out_line = NULL;

    json_builder_begin_object (b);
    json_builder_set_member_name (b, "id");
    if (id_node != NULL)
      json_builder_add_value (b, json_node_copy (id_node));
    else
      json_builder_add_null_value (b);
    json_builder_set_member_name (b, "verdict");
    json_builder_add_string_value (b, carry_on_verdict_to_string (result.verdict));
    json_builder_set_member_name (b, "label");
    json_builder_add_string_value (b, result.label);
    json_builder_set_member_name (b, "resets_at");
    instant = result.resets_at >= 0 ? format_instant (result.resets_at) : NULL;
    if (instant != NULL)
      json_builder_add_string_value (b, instant);
    else
      json_builder_add_null_value (b);
    json_builder_set_member_name (b, "rule");
    json_builder_add_string_value (b, result.rule_id);
    if (g_str_has_prefix (result.rule_id, "words-"))
      {
        /* no rule decided: the words that did, so a give-up can be checked */
        g_auto(GStrv) words = carry_on_classifier_explain_words (tool->classifier, &failure,
                                                                 result.verdict, 5);

        json_builder_set_member_name (b, "words");
        json_builder_begin_array (b);
        for (guint i = 0; words[i] != NULL; i++)
          json_builder_add_string_value (b, words[i]);
        json_builder_end_array (b);
      }
    if (ignored->len > 0)
      {
        json_builder_set_member_name (b, "ignored");
        json_builder_begin_array (b);
        for (guint i = 0; i < ignored->len; i++)
          json_builder_add_string_value (b, g_ptr_array_index (ignored, i));
        json_builder_end_array (b);
      }
    json_builder_end_object (b);

    out = json_builder_get_root (b);
    out_line = node_to_line (out);
    g_print ("%s\n", out_line);
  }

  return ignored->len == 0;
}

static gboolean
is_blank (const char *s,
          gsize       len)
{
  for (gsize i = 0; i < len; i++)
    if (!g_ascii_isspace (s[i]))
      return FALSE;
  return TRUE;
}

/**
 * carry_on_classify_input_line:
 * @input: the tool's state
 * @line: one input line, without its "\n"; a trailing "\r" is dropped
 *   (the byte is overwritten)
 * @len: its length in bytes
 *
 * Counts the line, skips it when blank, refuses it when longer than
 * %CARRY_ON_CLASSIFY_MAX_LINE, else classifies it: one output line (a
 * verdict or {"error": …}) through g_print(), or, with @input->check, a
 * "disagree" line when it disagrees with its "expected" members.
 *
 * Returns: %FALSE when the line was bad or had an optional member left
 *   out (the tool then exits with status 2)
 */
gboolean
carry_on_classify_input_line (CarryOnClassifyInput *input,
                              char                 *line,
                              gsize                 len)
{
  input->lineno++;
  if (len > 0 && line[len - 1] == '\r')
    line[--len] = '\0';
  if (is_blank (line, len))
    return TRUE;
  if (len > CARRY_ON_CLASSIFY_MAX_LINE)
    {
      g_autofree char *msg = g_strdup_printf ("line %u: longer than %d bytes", input->lineno,
                                              CARRY_ON_CLASSIFY_MAX_LINE);

      print_error (msg);
      return FALSE;
    }
  return handle_line (input, line, len, input->lineno);
}
