/* carry-on-train-cues.c
 *
 * SPDX-FileCopyrightText: 2026 The Carry On authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * carry-on-train-cues: writes src/core/carry-on-classifier-cue-table.c, the
 * word evidence the classifier weighs a text no rule knows by, from the
 * labelled corpora:
 *
 *   carry-on-train-cues --output src/core/carry-on-classifier-cue-table.c \
 *     tests/corpus/api-errors.jsonl tests/corpus/held-out.jsonl \
 *     tests/corpus/locale-messages.jsonl
 *
 * Each input line is a JSON object with "text" and "expected" ("transient",
 * "limit" or "fatal"), and optionally "status" and "source" (the address the
 * text was taken from); other members are ignored.  A feature
 * (carry_on_cues_features()) found in fewer than two texts is left out (one
 * text's id or name says nothing about the next), and so is one found in
 * more than a tenth of them (a word as common as "error").  What the table
 * counts are texts, but at most PER_SOURCE of one verdict from one source
 * address (a provider's page of error codes, one locale file), for the
 * verdict and for each feature, so a page that words twenty codes alike
 * does not outweigh twenty reports.  --check FILE
 * compares instead and fails when FILE is not what the corpora give (the
 * meson test classifier-cue-table), so the table cannot fall behind them.
 */

#include "config.h"

#include <locale.h>
#include <string.h>

#include <json-glib/json-glib.h>

#include "carry-on-classifier.h"
#include "carry-on-classifier-private.h"

/* A feature of fewer texts than this is one text's id or name */
#define MIN_TEXTS 2
/* A feature of more than this share of all texts ("the", "error", "api")
 * says more about how the corpora were collected than about the verdict;
 * leaving them out made no give-up wrong on the six blind rounds hm–hr
 * where keeping them made three (docs/classifier.md, "Word evidence") */
#define MAX_SHARE 0.10

/* The most texts of one verdict one source address counts for, for the
 * verdict and for each feature: a locale file's messages in one language,
 * a provider's page of error codes, word their texts alike.  With 5, when
 * each blind round was left out in turn (tests/corpus/leave-one-round-out.py
 * with the localised messages), two more texts were right on
 * retry-vs-give-up and exact and no more given up wrongly; 5 to 10 all did
 * at least as well as no cap, 1 to 4 gave up more texts wrongly, and the
 * replay of rounds hm–hr (tests/corpus/replay-words.py) neither gained nor
 * lost.  Per-class document-frequency cuts, other smoothing and coarser
 * sources (a repository, a round) did no better (docs/classifier.md, "At
 * most five texts from one source") */
#define PER_SOURCE 5

/* A feature's counts per #CarryOnVerdict: @texts, the texts holding it
 * (what MIN_TEXTS and MAX_SHARE look at), and @counted, the same with at
 * most PER_SOURCE from one source (what the table says) */
typedef struct {
  guint texts[3];
  guint counted[3];
} Counts;

/* What has been counted so far: per feature, its #Counts; per verdict, the
 * texts and the counted texts; and per (source, verdict) and (source,
 * verdict, feature), how many texts were seen */
typedef struct {
  GHashTable *counts;
  GHashTable *per_source;
  guint       texts[3];
  guint       counted[3];
} Learnt;

/* Records one more text of @verdict from @source holding @feature (or, for
 * %NULL, one more text); %TRUE while that is within PER_SOURCE */
static gboolean
within_source_cap (Learnt     *learnt,
                   const char *source,
                   guint       verdict,
                   const char *feature)
{
  g_autofree char *key = g_strdup_printf ("%s%c%u%c%s", source, 0x1f, verdict, 0x1f,
                                          feature != NULL ? feature : "");
  guint seen = GPOINTER_TO_UINT (g_hash_table_lookup (learnt->per_source, key)) + 1;

  g_hash_table_insert (learnt->per_source, g_steal_pointer (&key), GUINT_TO_POINTER (seen));
  return seen <= PER_SOURCE;
}

/* Whether @obj has a member @name holding a value of @type (a string,
 * G_TYPE_INT64 for a JSON integer) */
static gboolean
member_holds (JsonObject *obj,
              const char *name,
              GType       type)
{
  JsonNode *node = json_object_get_member (obj, name);

  return node != NULL && JSON_NODE_HOLDS_VALUE (node) && json_node_get_value_type (node) == type;
}

static gboolean
parse_verdict (const char     *s,
               CarryOnVerdict *out)
{
  for (CarryOnVerdict v = CARRY_ON_VERDICT_TRANSIENT; v <= CARRY_ON_VERDICT_FATAL; v++)
    if (g_strcmp0 (s, carry_on_verdict_to_string (v)) == 0)
      {
        *out = v;
        return TRUE;
      }
  return FALSE;
}

static gboolean
learn_file (const char  *path,
            Learnt      *learnt,
            GError     **error)
{
  g_autofree char *contents = NULL;
  g_auto(GStrv) lines = NULL;

  if (!g_file_get_contents (path, &contents, NULL, error))
    return FALSE;
  lines = g_strsplit (contents, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    {
      g_autoptr(JsonParser) parser = json_parser_new ();
      g_autoptr(GPtrArray) features = NULL;
      g_autofree char *source = NULL;
      const char *parts[1];
      CarryOnNormText nt;
      JsonObject *obj;
      CarryOnVerdict verdict;
      int status = 0;

      if (g_strstrip (lines[i])[0] == '\0')
        continue;
      if (!json_parser_load_from_data (parser, lines[i], -1, NULL) ||
          !JSON_NODE_HOLDS_OBJECT (json_parser_get_root (parser)))
        {
          g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA, "%s:%u: not a JSON object", path, i + 1);
          return FALSE;
        }
      obj = json_node_get_object (json_parser_get_root (parser));
      if (!member_holds (obj, "text", G_TYPE_STRING) ||
          !member_holds (obj, "expected", G_TYPE_STRING) ||
          !parse_verdict (json_object_get_string_member (obj, "expected"), &verdict))
        {
          g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                       "%s:%u: wants a string \"text\" and an \"expected\" verdict", path, i + 1);
          return FALSE;
        }
      if (member_holds (obj, "status", G_TYPE_INT64))
        status = (int) CLAMP (json_object_get_int_member (obj, "status"), 0, 999);

      /* A text without its address is a source of its own */
      if (member_holds (obj, "source", G_TYPE_STRING))
        source = g_strdup (json_object_get_string_member (obj, "source"));
      else
        source = g_strdup_printf ("%s:%u", path, i + 1);

      parts[0] = json_object_get_string_member (obj, "text");
      carry_on_norm_text_init (&nt, parts, 1, CARRY_ON_CLASSIFIER_MAX_TEXT);
      features = carry_on_cues_features (nt.lower, nt.len, status);
      carry_on_norm_text_clear (&nt);

      learnt->texts[verdict]++;
      if (within_source_cap (learnt, source, verdict, NULL))
        learnt->counted[verdict]++;
      for (guint j = 0; j < features->len; j++)
        {
          const char *f = g_ptr_array_index (features, j);
          Counts *c = g_hash_table_lookup (learnt->counts, f);

          if (c == NULL)
            {
              c = g_new0 (Counts, 1);
              g_hash_table_insert (learnt->counts, g_strdup (f), c);
            }
          c->texts[verdict]++;
          if (within_source_cap (learnt, source, verdict, f))
            c->counted[verdict]++;
        }
    }
  return TRUE;
}

static gint
compare_strings (gconstpointer a,
                 gconstpointer b)
{
  return strcmp (*(const char * const *) a, *(const char * const *) b);
}

/* A feature as a C string literal, UTF-8 as it is (the rule table is
 * UTF-8 too); control bytes, '"' and '\\' as three-digit octal escapes. */
static void
append_literal (GString    *out,
                const char *s)
{
  g_string_append_c (out, '"');
  for (const guchar *p = (const guchar *) s; *p != '\0'; p++)
    {
      if (*p < 0x20 || *p == 0x7f || *p == '"' || *p == '\\')
        g_string_append_printf (out, "\\%03o", *p);
      else
        g_string_append_c (out, *p);
    }
  g_string_append_c (out, '"');
}

static char *
write_table (const Learnt  *learnt,
             char         **inputs)
{
  g_autoptr(GPtrArray) keys = g_ptr_array_new ();
  g_autoptr(GString) out = g_string_new (NULL);
  g_autoptr(GString) names = g_string_new (NULL);
  GHashTableIter iter;
  gpointer key, value;
  guint n_texts = learnt->texts[0] + learnt->texts[1] + learnt->texts[2];

  for (guint i = 0; inputs[i] != NULL; i++)
    {
      g_autofree char *base = g_path_get_basename (inputs[i]);

      if (i > 0)
        g_string_append (names, inputs[i + 1] == NULL ? " and " : ", ");
      g_string_append (names, base);
    }

  g_hash_table_iter_init (&iter, learnt->counts);
  while (g_hash_table_iter_next (&iter, &key, &value))
    {
      const Counts *c = value;
      guint n = c->texts[0] + c->texts[1] + c->texts[2];

      if (n >= MIN_TEXTS && n <= MAX_SHARE * n_texts)
        g_ptr_array_add (keys, key);
    }
  g_ptr_array_sort (keys, compare_strings);

  g_string_append_printf (out,
    "/* carry-on-classifier-cue-table.c\n"
    " *\n"
    " * SPDX-FileCopyrightText: 2026 The Carry On authors\n"
    " * SPDX-License-Identifier: GPL-3.0-or-later\n"
    " *\n"
    " * Written by carry-on-train-cues from %s in\n"
    " * tests/corpus (every line there has its source address); do not edit.\n"
    " * After changing a corpus, from the source tree:\n"
    " *\n"
    " *   _build/src/tools/carry-on-train-cues --output src/core/carry-on-classifier-cue-table.c \\\n"
    " *     tests/corpus/api-errors.jsonl tests/corpus/held-out.jsonl \\\n"
    " *     tests/corpus/locale-messages.jsonl\n"
    " *\n"
    " * Per feature (carry_on_cues_features()): in how many texts it occurs,\n"
    " * transient, limit, fatal, at most %d of one verdict from one source\n"
    " * address; carry_on_classifier_cue_texts[] counts the texts of each\n"
    " * verdict so (of %u, %u and %u).  Features of fewer than %d texts, or of\n"
    " * more than %d %% of them, are left out.\n"
    " */\n"
    "\n"
    "#include \"config.h\"\n"
    "\n"
    "#include \"carry-on-classifier-private.h\"\n"
    "\n"
    "const guint carry_on_classifier_cue_texts[3] = { %u, %u, %u };\n"
    "\n"
    "const CarryOnCue carry_on_classifier_cues[] = {\n",
    names->str, PER_SOURCE, learnt->texts[0], learnt->texts[1], learnt->texts[2], MIN_TEXTS,
    (int) (MAX_SHARE * 100), learnt->counted[0], learnt->counted[1], learnt->counted[2]);

  for (guint i = 0; i < keys->len; i++)
    {
      const char *f = g_ptr_array_index (keys, i);
      const Counts *c = g_hash_table_lookup (learnt->counts, f);

      g_string_append (out, "  { ");
      append_literal (out, f);
      g_string_append_printf (out, ", { %u, %u, %u } },\n",
                              MIN (c->counted[0], G_MAXUINT16), MIN (c->counted[1], G_MAXUINT16),
                              MIN (c->counted[2], G_MAXUINT16));
    }

  g_string_append (out,
    "};\n"
    "\n"
    "const guint carry_on_classifier_n_cues = G_N_ELEMENTS (carry_on_classifier_cues);\n");
  return g_string_free (g_steal_pointer (&out), FALSE);
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *opt_output = NULL;
  g_autofree char *opt_check = NULL;
  g_auto(GStrv) inputs = NULL;
  const GOptionEntry entries[] = {
    { "output", 0, 0, G_OPTION_ARG_FILENAME, &opt_output, "Write the table to FILE", "FILE" },
    { "check", 0, 0, G_OPTION_ARG_FILENAME, &opt_check, "Fail unless FILE is the table the corpora give", "FILE" },
    { G_OPTION_REMAINING, 0, 0, G_OPTION_ARG_FILENAME_ARRAY, &inputs, NULL, "CORPUS.jsonl…" },
    { NULL }
  };
  g_autoptr(GOptionContext) context = NULL;
  g_autoptr(GHashTable) counts = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  g_autoptr(GHashTable) per_source = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_autoptr(GError) error = NULL;
  g_autofree char *table = NULL;
  Learnt learnt = { counts, per_source, { 0, 0, 0 }, { 0, 0, 0 } };

  setlocale (LC_ALL, "");

  context = g_option_context_new ("CORPUS.jsonl…");
  g_option_context_set_summary (context,
                                "Writes the classifier's word evidence (src/core/carry-on-classifier-cue-table.c)\n"
                                "from labelled corpora: lines with \"text\", \"expected\" and an optional \"status\".");
  g_option_context_add_main_entries (context, entries, NULL);
  if (!g_option_context_parse (context, &argc, &argv, &error))
    {
      g_printerr ("carry-on-train-cues: %s\n", error->message);
      return 1;
    }
  if (inputs == NULL || (opt_output == NULL) == (opt_check == NULL))
    {
      g_printerr ("carry-on-train-cues: give --output FILE or --check FILE, and the corpora\n");
      return 1;
    }

  for (guint i = 0; inputs[i] != NULL; i++)
    if (!learn_file (inputs[i], &learnt, &error))
      {
        g_printerr ("carry-on-train-cues: %s\n", error->message);
        return 1;
      }
  table = write_table (&learnt, inputs);

  if (opt_output != NULL)
    {
      if (!g_file_set_contents (opt_output, table, -1, &error))
        {
          g_printerr ("carry-on-train-cues: %s\n", error->message);
          return 1;
        }
      return 0;
    }
  else
    {
      g_autofree char *current = NULL;

      if (!g_file_get_contents (opt_check, &current, NULL, &error))
        {
          g_printerr ("carry-on-train-cues: %s\n", error->message);
          return 1;
        }
      if (strcmp (current, table) != 0)
        {
          g_printerr ("carry-on-train-cues: %s is not the table the corpora give; regenerate it with --output "
                      "(see the comment at its top)\n", opt_check);
          return 1;
        }
      g_print ("%s: %u features from %u texts (%u counted), up to date\n", opt_check,
               g_hash_table_size (counts), learnt.texts[0] + learnt.texts[1] + learnt.texts[2],
               learnt.counted[0] + learnt.counted[1] + learnt.counted[2]);
      return 0;
    }
}
