/* carry-on-state-store.c
 *
 * SPDX-FileCopyrightText: 2026 The Carry On authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <errno.h>
#include <glib/gstdio.h>
#include <gio/gio.h>

#include "carry-on-state-store.h"

JsonObject *
carry_on_state_store_load (const char  *path,
                           GError     **error)
{
  g_autoptr(JsonParser) parser = NULL;
  g_autofree char *contents = NULL;
  g_autoptr(GError) local_error = NULL;
  gsize length = 0;
  JsonNode *root;

  g_return_val_if_fail (path != NULL, NULL);

  if (!g_file_get_contents (path, &contents, &length, &local_error))
    {
      if (g_error_matches (local_error, G_FILE_ERROR, G_FILE_ERROR_NOENT))
        g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND, "no state file at %s", path);
      else
        g_propagate_error (error, g_steal_pointer (&local_error));
      return NULL;
    }

  parser = json_parser_new_immutable ();
  if (!json_parser_load_from_data (parser, contents, length, &local_error) ||
      (root = json_parser_get_root (parser)) == NULL ||
      !JSON_NODE_HOLDS_OBJECT (root))
    {
      g_autofree char *aside = g_strconcat (path, ".corrupt", NULL);

      if (local_error == NULL)
        g_set_error (&local_error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                     "%s does not hold a JSON object", path);
      if (g_rename (path, aside) != 0)
        g_warning ("state: cannot move the corrupt %s aside: %s", path, g_strerror (errno));
      g_propagate_prefixed_error (error, g_steal_pointer (&local_error),
                                  "corrupt state file (kept as %s): ", aside);
      return NULL;
    }

  return json_object_ref (json_node_get_object (root));
}

static gboolean
save_with_flags (const char            *path,
                 JsonObject            *root,
                 GFileSetContentsFlags  flags,
                 GError               **error)
{
  g_autoptr(JsonNode) node = json_node_new (JSON_NODE_OBJECT);
  g_autoptr(JsonGenerator) generator = json_generator_new ();
  g_autofree char *dir = g_path_get_dirname (path);
  g_autofree char *data = NULL;
  gsize length = 0;

  g_return_val_if_fail (path != NULL, FALSE);
  g_return_val_if_fail (root != NULL, FALSE);

  if (g_mkdir_with_parents (dir, 0700) != 0)
    {
      int saved = errno;

      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved),
                   "cannot create %s: %s", dir, g_strerror (saved));
      return FALSE;
    }

  json_node_set_object (node, root);
  json_generator_set_root (generator, node);
  data = json_generator_to_data (generator, &length);

  return g_file_set_contents_full (path, data, length, flags, 0600, error);
}

gboolean
carry_on_state_store_save (const char  *path,
                           JsonObject  *root,
                           GError     **error)
{
  return save_with_flags (path, root, G_FILE_SET_CONTENTS_CONSISTENT, error);
}

gboolean
carry_on_state_store_save_quick (const char  *path,
                                 JsonObject  *root,
                                 GError     **error)
{
  g_autofree char *tmp = g_strconcat (path, ".tmp", NULL);

  /* G_FILE_SET_CONTENTS_NONE writes over the old file in place without
   * truncating it on GLib 2.74, so a shorter journal would keep the old
   * one's tail.  A fresh temporary file renamed over the journal is atomic
   * and needs no fsync. */
  if (g_unlink (tmp) != 0 && errno != ENOENT)
    {
      int saved = errno;

      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved),
                   "cannot remove %s: %s", tmp, g_strerror (saved));
      return FALSE;
    }
  if (!save_with_flags (tmp, root, G_FILE_SET_CONTENTS_NONE, error))
    return FALSE;
  if (g_rename (tmp, path) != 0)
    {
      int saved = errno;

      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved),
                   "cannot rename %s to %s: %s", tmp, path, g_strerror (saved));
      return FALSE;
    }
  return TRUE;
}
