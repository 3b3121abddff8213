/* carry-on-classify.c
 *
 * SPDX-FileCopyrightText: 2026 The Carry On authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * carry-on-classify: "why did (or didn't) it retry this?"  Reads JSON lines
 * on stdin, one failure per line, and writes one JSON line per input line,
 * in order, with the classifier's verdict (issue 2).
 *
 *   input:  {"text": "...", "stop_failure_kind": "...", "status": 429,
 *            "error_type": "...", "provider": "...", "host": "...",
 *            "id": ..., "causes": ["..."], "retry_after_ms": 1000,
 *            "resets_at": 1755615600}            (only "text" is required)
 *   output: {"id":...,"verdict":"transient|limit|fatal","label":"...",
 *            "resets_at":"<ISO 8601 UTC>"|null,"rule":"..."}
 *
 * A bad line gives {"error":"..."} for that line; the tool goes on and exits
 * with status 2 at the end.  --check compares each line's "expected" field
 * and prints the disagreements and "N/M agree" instead.
 */

#include "config.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <gio/gio.h>
#include <gio/gunixinputstream.h>
#include <json-glib/json-glib.h>

#include "carry-on-classifier.h"

#define MAX_LINE (1024 * 1024)

typedef struct {
  CarryOnClassifier *classifier;
  GDateTime         *now;
  GTimeZone         *tz;
  gboolean           check;
  guint              n_checked;
  guint              n_agree;
} Tool;

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

/* Reads an optional string member; FALSE with @error set when it has
 * another JSON type.  null counts as absent. */
static gboolean
get_opt_string (JsonObject  *obj,
                const char  *member,
                const char **out,
                GString     *error)
{
  JsonNode *node = json_object_get_member (obj, member);

  *out = NULL;
  if (node == NULL || JSON_NODE_HOLDS_NULL (node))
    return TRUE;
  if (!JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_STRING)
    {
      g_string_printf (error, "\"%s\" must be a string", member);
      return FALSE;
    }
  *out = json_node_get_string (node);
  return TRUE;
}

static gboolean
get_opt_int (JsonObject *obj,
             const char *member,
             gint64      fallback,
             gint64     *out,
             GString    *error)
{
  JsonNode *node = json_object_get_member (obj, member);

  *out = fallback;
  if (node == NULL || JSON_NODE_HOLDS_NULL (node))
    return TRUE;
  if (JSON_NODE_HOLDS_VALUE (node) && json_node_get_value_type (node) == G_TYPE_INT64)
    {
      *out = json_node_get_int (node);
      return TRUE;
    }
  if (JSON_NODE_HOLDS_VALUE (node) && json_node_get_value_type (node) == G_TYPE_DOUBLE)
    {
      *out = (gint64) json_node_get_double (node);
      return TRUE;
    }
  if (JSON_NODE_HOLDS_VALUE (node) && json_node_get_value_type (node) == G_TYPE_STRING)
    {
      const char *s = json_node_get_string (node);
      char *end = NULL;
      gint64 v;

      errno = 0;
      v = g_ascii_strtoll (s, &end, 10);
      if (errno == 0 && end != s && *end == '\0')
        {
          *out = v;
          return TRUE;
        }
    }
  g_string_printf (error, "\"%s\" must be an integer", member);
  return FALSE;
}

static const char *
expected_of (JsonObject *obj)
{
  JsonNode *node = json_object_get_member (obj, "expected");

  if (node != NULL && JSON_NODE_HOLDS_VALUE (node) && json_node_get_value_type (node) == G_TYPE_STRING)
    return json_node_get_string (node);
  return NULL;
}

/* Returns FALSE when the line was bad (an error line was printed). */
static gboolean
handle_line (Tool       *tool,
             const char *line,
             gsize       len,
             guint       lineno)
{
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;
  g_autoptr(GString) why = g_string_new (NULL);
  g_autoptr(GPtrArray) causes = g_ptr_array_new ();
  JsonNode *root;
  JsonObject *obj;
  JsonNode *id_node;
  JsonNode *causes_node;
  const char *text, *kind, *error_type, *provider, *host;
  gint64 status, retry_after_ms, resets_at;
  CarryOnFailure failure = { 0 };
  CarryOnClassification result;
  g_autofree char *instant = NULL;

  if (!g_utf8_validate (line, (gssize) len, NULL))
    {
      g_autofree char *msg = g_strdup_printf ("line %u: not UTF-8", lineno);

      print_error (msg);
      return FALSE;
    }
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

  if (!get_opt_string (obj, "text", &text, why) ||
      !get_opt_string (obj, "stop_failure_kind", &kind, why) ||
      !get_opt_string (obj, "error_type", &error_type, why) ||
      !get_opt_string (obj, "provider", &provider, why) ||
      !get_opt_string (obj, "host", &host, why) ||
      !get_opt_int (obj, "status", 0, &status, why) ||
      !get_opt_int (obj, "retry_after_ms", -1, &retry_after_ms, why) ||
      !get_opt_int (obj, "resets_at", -1, &resets_at, why))
    {
      g_autofree char *msg = g_strdup_printf ("line %u: %s", lineno, why->str);

      print_error (msg);
      return FALSE;
    }
  if (text == NULL)
    {
      g_autofree char *msg = g_strdup_printf ("line %u: \"text\" is required", lineno);

      print_error (msg);
      return FALSE;
    }
  if (status < 0 || status > 999)
    {
      g_autofree char *msg = g_strdup_printf ("line %u: \"status\" is not an HTTP status", lineno);

      print_error (msg);
      return FALSE;
    }

  causes_node = json_object_get_member (obj, "causes");
  if (causes_node != NULL && JSON_NODE_HOLDS_ARRAY (causes_node))
    {
      JsonArray *arr = json_node_get_array (causes_node);

      for (guint i = 0; i < json_array_get_length (arr); i++)
        {
          JsonNode *el = json_array_get_element (arr, i);

          if (JSON_NODE_HOLDS_VALUE (el) && json_node_get_value_type (el) == G_TYPE_STRING)
            g_ptr_array_add (causes, (gpointer) json_node_get_string (el));
        }
    }
  else if (causes_node != NULL && !JSON_NODE_HOLDS_NULL (causes_node))
    {
      g_autofree char *msg = g_strdup_printf ("line %u: \"causes\" must be an array of strings", lineno);

      print_error (msg);
      return FALSE;
    }
  g_ptr_array_add (causes, NULL);

  failure.kind = (char *) kind;
  failure.status = (int) status;
  failure.error_type = (char *) error_type;
  failure.message = (char *) text;
  failure.causes = causes->len > 1 ? (char **) causes->pdata : NULL;
  failure.provider = (char *) provider;
  failure.retry_after_ms = retry_after_ms;
  failure.resets_at = resets_at;

  carry_on_classifier_classify (tool->classifier, &failure, host, tool->now, tool->tz, &result);

  id_node = json_object_get_member (obj, "id");

  if (tool->check)
    {
      const char *expected = expected_of (obj);
      const char *got = carry_on_verdict_to_string (result.verdict);

      if (expected != NULL)
        {
          tool->n_checked++;
          if (g_strcmp0 (expected, got) == 0)
            tool->n_agree++;
          else
            {
              g_autofree char *id = id_node != NULL ? node_to_line (id_node) : g_strdup_printf ("line %u", lineno);

              g_print ("disagree %s: expected %s, got %s (rule %s)\n", id, expected, got, result.rule_id);
            }
        }
      return TRUE;
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
    json_builder_end_object (b);

    out = json_builder_get_root (b);
    out_line = node_to_line (out);
    g_print ("%s\n", out_line);
  }

  return TRUE;
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

int
main (int   argc,
      char *argv[])
{
  g_autofree char *opt_now = NULL;
  g_autofree char *opt_tz = NULL;
  gboolean opt_check = FALSE;
  const GOptionEntry entries[] = {
    { "now", 0, 0, G_OPTION_ARG_STRING, &opt_now,
      "The current time, ISO 8601 with a zone (makes relative resets reproducible)", "TIME" },
    { "tz", 0, 0, G_OPTION_ARG_STRING, &opt_tz,
      "Zone of clock times printed without one (default: TZ, the local zone)", "ZONE" },
    { "check", 0, 0, G_OPTION_ARG_NONE, &opt_check,
      "Compare with each line's \"expected\" field; print disagreements and \"N/M agree\"", NULL },
    { NULL }
  };
  g_autoptr(GOptionContext) context = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GInputStream) in = NULL;
  g_autoptr(GDataInputStream) data = NULL;
  Tool tool = { 0 };
  gboolean any_bad = FALSE;
  guint lineno = 0;

  context = g_option_context_new ("< failures.jsonl");
  g_option_context_set_summary (context,
                                "Classifies agent failures as Carry On does: one JSON object per line on\n"
                                "stdin (\"text\" required; \"stop_failure_kind\", \"status\", \"error_type\",\n"
                                "\"provider\", \"host\", \"id\", \"causes\", \"retry_after_ms\", \"resets_at\"\n"
                                "optional), one verdict line per input line on stdout.");
  g_option_context_add_main_entries (context, entries, NULL);
  if (!g_option_context_parse (context, &argc, &argv, &error))
    {
      g_printerr ("carry-on-classify: %s\n", error->message);
      return 1;
    }

  if (opt_tz != NULL)
    {
      tool.tz = g_time_zone_new_identifier (opt_tz);
      if (tool.tz == NULL)
        {
          g_printerr ("carry-on-classify: unknown time zone \"%s\"\n", opt_tz);
          return 1;
        }
    }
  else
    tool.tz = g_time_zone_new_local ();

  if (opt_now != NULL)
    {
      tool.now = g_date_time_new_from_iso8601 (opt_now, NULL);
      if (tool.now == NULL)
        {
          g_printerr ("carry-on-classify: --now wants ISO 8601 with a zone, e.g. 2026-03-10T12:00:00Z\n");
          return 1;
        }
    }
  else
    tool.now = g_date_time_new_now_utc ();

  tool.classifier = carry_on_classifier_new ();
  tool.check = opt_check;

  in = g_unix_input_stream_new (0, FALSE);
  data = g_data_input_stream_new (in);
  g_buffered_input_stream_set_buffer_size (G_BUFFERED_INPUT_STREAM (data), 64 * 1024);
  g_data_input_stream_set_newline_type (data, G_DATA_STREAM_NEWLINE_TYPE_LF);

  for (;;)
    {
      g_autofree char *line = NULL;
      gsize len = 0;

      g_clear_error (&error);
      line = g_data_input_stream_read_line (data, &len, NULL, &error);
      if (line == NULL)
        {
          if (error != NULL)
            {
              g_printerr ("carry-on-classify: reading stdin: %s\n", error->message);
              any_bad = TRUE;
            }
          break;
        }
      lineno++;
      if (len > 0 && line[len - 1] == '\r')
        line[--len] = '\0';
      if (is_blank (line, len))
        continue;
      if (len > MAX_LINE)
        {
          g_autofree char *msg = g_strdup_printf ("line %u: longer than %d bytes", lineno, MAX_LINE);

          print_error (msg);
          any_bad = TRUE;
          continue;
        }
      if (!handle_line (&tool, line, len, lineno))
        any_bad = TRUE;
    }

  if (tool.check)
    g_print ("%u/%u agree\n", tool.n_agree, tool.n_checked);

  g_clear_object (&tool.classifier);
  g_clear_pointer (&tool.now, g_date_time_unref);
  g_clear_pointer (&tool.tz, g_time_zone_unref);

  return any_bad ? 2 : 0;
}
