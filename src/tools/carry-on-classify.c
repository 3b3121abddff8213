/* carry-on-classify.c
 *
 * SPDX-FileCopyrightText: 2026 The Carry On authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * carry-on-classify: "why did (or didn't) it retry this?"  Reads JSON lines
 * on stdin, one failure per line, and writes one JSON line per input line,
 * in order, with the classifier's verdict.
 *
 *   input:  {"text": "...", "stop_failure_kind": "...", "status": 429,
 *            "error_type": "...", "provider": "...", "host": "...",
 *            "id": ..., "causes": ["...", {"code": "...", "message": "..."}],
 *            "retry_after_ms": 1000, "retry_after": "120" | "<HTTP-date>",
 *            "resets_at": 1755615600 | "2025-11-29T22:00:00Z"}
 *            (only "text" is required)
 *   output: {"id":...,"verdict":"transient|limit|fatal","label":"...",
 *            "resets_at":"<ISO 8601 UTC>"|null,"rule":"..."
 *            [,"words":["administrator",…]] [,"ignored":["status",…]]}
 *
 * "words" comes with a verdict no rule made (rule "words-fatal" or
 * "words-limit"): the words of the text that weighed most for it.
 *
 * A line that is not a JSON object with a string "text" gives
 * {"error":"..."} for that line; an optional member of the wrong type is
 * left out, named in "ignored", and the line is still classified.  JSON
 * nested deeper than 64 levels is refused before it is parsed (the
 * daemon's protocol reader has the same cap).  The tool goes on after a bad
 * line and exits with status 2 at the end if any line was bad or had a
 * member ignored.  --check compares each line's "expected" (and
 * "expected_resets_at", when present) and prints the disagreements and
 * "N/M agree" instead.
 */

#include "config.h"

#include <locale.h>
#include <stdio.h>
#include <stdlib.h>

#include <gio/gio.h>
#include <gio/gunixinputstream.h>

#include "carry-on-classify-input.h"

int
main (int   argc,
      char *argv[])
{
  g_autofree char *opt_now = NULL;
  g_autofree char *opt_tz = NULL;
  gboolean opt_check = FALSE;
  gboolean opt_version = FALSE;
  const GOptionEntry entries[] = {
    { "now", 0, 0, G_OPTION_ARG_STRING, &opt_now,
      "The current time, ISO 8601 with a zone (makes relative resets reproducible)", "TIME" },
    { "tz", 0, 0, G_OPTION_ARG_STRING, &opt_tz,
      "Zone of clock times printed without one (default: TZ, the local zone)", "ZONE" },
    { "check", 0, 0, G_OPTION_ARG_NONE, &opt_check,
      "Compare with each line's \"expected\" field; print disagreements and \"N/M agree\"", NULL },
    { "version", 0, 0, G_OPTION_ARG_NONE, &opt_version, "Print the version and exit", NULL },
    { NULL }
  };
  g_autoptr(GOptionContext) context = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GInputStream) in = NULL;
  g_autoptr(GDataInputStream) data = NULL;
  CarryOnClassifyInput tool = { 0 };
  gboolean any_bad = FALSE;

  /* Messages in the user's charset (GLib converts from UTF-8 with it). */
  setlocale (LC_ALL, "");

  context = g_option_context_new ("< failures.jsonl");
  g_option_context_set_summary (context,
                                "Classifies agent failures as Carry On does: one JSON object per line on\n"
                                "stdin (\"text\" required; \"stop_failure_kind\", \"status\", \"error_type\",\n"
                                "\"provider\", \"host\", \"id\", \"causes\", \"retry_after_ms\", \"retry_after\",\n"
                                "\"resets_at\" optional), one verdict line per input line on stdout.  An\n"
                                "optional member of the wrong type is left out and named in \"ignored\".");
  g_option_context_add_main_entries (context, entries, NULL);
  if (!g_option_context_parse (context, &argc, &argv, &error))
    {
      g_printerr ("carry-on-classify: %s\n", error->message);
      return 1;
    }
  if (opt_version)
    {
      g_print ("carry-on-classify %s\n", PACKAGE_VERSION);
      return 0;
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
      if (!carry_on_classify_input_line (&tool, line, len))
        any_bad = TRUE;
    }

  if (tool.check)
    g_print ("%u/%u agree\n", tool.n_agree, tool.n_checked);

  g_clear_object (&tool.classifier);
  g_clear_pointer (&tool.now, g_date_time_unref);
  g_clear_pointer (&tool.tz, g_time_zone_unref);

  return any_bad ? 2 : 0;
}
