/* carry-on-about.c
 *
 * SPDX-FileCopyrightText: 2026 The Carry On authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The About window.  Its release notes come from the AppStream metainfo
 * compiled into our resources, so they are the ones software centres show
 * (libadwaita 1.2 has no adw_about_window_new_from_appdata(): that came in
 * 1.4).  There is no website or issue tracker to link yet: when there is,
 * it belongs in the metainfo's <url> elements first.
 */

#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "carry-on-about.h"

#define METAINFO_RESOURCE "/io/carryon/CarryOn/" APP_ID ".metainfo.xml"

typedef struct
{
  GString    *out;
  char       *version;      /* of the first <release> */
  const char *language;     /* the one to show, or NULL for the original */
  int         depth_in;     /* > 0 inside the first release's <description> */
  gboolean    releases_done;
  gboolean    in_release;
  gboolean    skipping;     /* inside an element of another language */
  int         skip_depth;
  GString    *text;         /* the current <p> or <li> */
  const char *element;      /* "p" or "li" while collecting */
  const char *element_lang;
  gsize       last_start;   /* where the last original p/li began in out */
  const char *last_element;
} Notes;

static const char *
lang_of (const char **names,
         const char **values)
{
  for (guint i = 0; names[i] != NULL; i++)
    if (g_str_equal (names[i], "xml:lang"))
      return values[i];
  return NULL;
}

static void
notes_start (GMarkupParseContext  *context,
             const char           *element,
             const char          **names,
             const char          **values,
             gpointer              user_data,
             GError              **error)
{
  Notes *notes = user_data;
  const char *lang = lang_of (names, values);

  if (notes->skipping)
    {
      notes->skip_depth++;
      return;
    }
  if (!notes->releases_done && !notes->in_release && g_str_equal (element, "release"))
    {
      for (guint i = 0; names[i] != NULL; i++)
        if (g_str_equal (names[i], "version"))
          notes->version = g_strdup (values[i]);
      notes->in_release = TRUE;
      return;
    }
  if (notes->in_release && notes->depth_in == 0 && g_str_equal (element, "description"))
    {
      notes->depth_in = 1;
      return;
    }
  if (notes->depth_in == 0)
    return;

  notes->depth_in++;
  if (lang != NULL && g_strcmp0 (lang, notes->language) != 0)
    {
      notes->skipping = TRUE;
      notes->skip_depth = 1;
      return;
    }
  if (g_str_equal (element, "p") || g_str_equal (element, "li"))
    {
      notes->element = g_intern_string (element);
      notes->element_lang = lang;
      g_string_truncate (notes->text, 0);
    }
  else if (g_str_equal (element, "ul") || g_str_equal (element, "ol"))
    g_string_append_printf (notes->out, "<%s>", element);
}

static void
notes_end (GMarkupParseContext  *context,
           const char           *element,
           gpointer              user_data,
           GError              **error)
{
  Notes *notes = user_data;

  if (notes->skipping)
    {
      if (--notes->skip_depth == 0)
        {
          notes->skipping = FALSE;
          notes->depth_in--;
        }
      return;
    }
  if (notes->in_release && g_str_equal (element, "release"))
    {
      notes->in_release = FALSE;
      notes->releases_done = TRUE;
      return;
    }
  if (notes->depth_in == 0)
    return;
  if (--notes->depth_in == 0)
    return;

  if (notes->element != NULL && g_str_equal (element, notes->element))
    {
      g_autofree char *escaped = g_markup_escape_text (g_strstrip (notes->text->str), -1);

      /* A translation follows its original (msgfmt --xml): it replaces it. */
      if (notes->element_lang != NULL && notes->last_element == notes->element)
        g_string_truncate (notes->out, notes->last_start);
      notes->last_start = notes->out->len;
      notes->last_element = notes->element;
      g_string_append_printf (notes->out, "<%s>%s</%s>", element, escaped, element);
      notes->element = NULL;
    }
  else if (g_str_equal (element, "ul") || g_str_equal (element, "ol"))
    {
      g_string_append_printf (notes->out, "</%s>", element);
      notes->last_element = NULL;
    }
}

static void
notes_text (GMarkupParseContext  *context,
            const char           *text,
            gsize                 len,
            gpointer              user_data,
            GError              **error)
{
  Notes *notes = user_data;

  if (!notes->skipping && notes->element != NULL)
    g_string_append_len (notes->text, text, len);
}

/* The first of the user's languages that the metainfo has, else NULL. */
static const char *
pick_language (const char *metainfo,
               gssize      length)
{
  const char * const *languages = g_get_language_names ();
  g_autofree char *copy = length < 0 ? g_strdup (metainfo) : g_strndup (metainfo, length);

  for (guint i = 0; languages[i] != NULL; i++)
    {
      g_autofree char *needle = g_strdup_printf ("xml:lang=\"%s\"", languages[i]);

      if (g_str_equal (languages[i], "C"))
        return NULL;
      if (strstr (copy, needle) != NULL)
        return languages[i];
    }
  return NULL;
}

/**
 * carry_on_about_dup_release_notes:
 * @metainfo: an AppStream metainfo document (as msgfmt --xml merges it:
 *   translations as xml:lang copies right after each original element)
 * @length: its length, or -1 when nul-terminated
 * @version: (out) (optional) (transfer full): the first release's version
 *
 * Returns: (transfer full) (nullable): the first (newest) release's
 *   description in the user's language as AdwAboutWindow:release-notes
 *   markup (p, ul, ol, li; text escaped), or %NULL when there is none or
 *   the document does not parse
 */
char *
carry_on_about_dup_release_notes (const char  *metainfo,
                                  gssize       length,
                                  char       **version)
{
  static const GMarkupParser parser = {
    .start_element = notes_start,
    .end_element = notes_end,
    .text = notes_text,
  };
  g_autoptr(GMarkupParseContext) context = NULL;
  g_autoptr(GError) error = NULL;
  Notes notes = { 0 };

  g_return_val_if_fail (metainfo != NULL, NULL);

  notes.out = g_string_new (NULL);
  notes.text = g_string_new (NULL);
  notes.language = pick_language (metainfo, length);
  context = g_markup_parse_context_new (&parser, G_MARKUP_PREFIX_ERROR_POSITION, &notes, NULL);
  if (!g_markup_parse_context_parse (context, metainfo, length, &error)
      || !g_markup_parse_context_end_parse (context, &error))
    {
      g_warning ("about: the metainfo does not parse: %s", error->message);
      g_string_free (notes.out, TRUE);
      g_string_free (notes.text, TRUE);
      g_free (notes.version);
      return NULL;
    }

  g_string_free (notes.text, TRUE);
  if (version != NULL)
    *version = g_steal_pointer (&notes.version);
  g_free (notes.version);
  if (notes.out->len == 0)
    {
      g_string_free (notes.out, TRUE);
      return NULL;
    }
  return g_string_free (notes.out, FALSE);
}

/**
 * carry_on_about_window_new:
 *
 * Returns: (transfer floating): the About window (not shown), with the
 *   release notes of the newest release in the metainfo
 */
GtkWidget *
carry_on_about_window_new (void)
{
  static const char *developers[] = { "The Carry On authors", NULL };
  g_autoptr(GBytes) metainfo = NULL;
  g_autofree char *notes = NULL;
  g_autofree char *notes_version = NULL;
  GtkWidget *about;

  metainfo = g_resources_lookup_data (METAINFO_RESOURCE, G_RESOURCE_LOOKUP_FLAGS_NONE, NULL);
  if (metainfo != NULL)
    notes = carry_on_about_dup_release_notes (g_bytes_get_data (metainfo, NULL),
                                              g_bytes_get_size (metainfo), &notes_version);

  about = g_object_new (ADW_TYPE_ABOUT_WINDOW,
                        "application-name", _("Carry On"),
                        "application-icon", APP_ID,
                        "version", PACKAGE_VERSION,
                        "developer-name", "The Carry On authors",
                        "developers", developers,
                        "copyright", "© 2026 The Carry On authors",
                        "license-type", GTK_LICENSE_GPL_3_0,
                        "comments",
                        _("Continues your AI coding agents’ turns after API errors and usage limits."),
                        /* Translators: your name(s), one per line */
                        "translator-credits", _("translator-credits"),
                        NULL);
  if (notes != NULL)
    g_object_set (about,
                  "release-notes", notes,
                  "release-notes-version", notes_version,
                  NULL);
  return about;
}
