/* carry-on-state-store.c
 *
 * SPDX-FileCopyrightText: 2026 The Carry On authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The snapshot is `{"version":1,"sessions":{KEY:RECORD,…}}`, the format
 * Carry On always wrote (RECORD with its "history" array), so an existing
 * state file is read as is.  The journal holds one line per change:
 * `{"key":KEY,"session":RECORD}` (with `"history":[…]` beside it when the
 * whole history is written), `{"key":KEY,"add_history":{"t":…,"text":…}}`
 * or `{"key":KEY,"removed":true}`; replaying it over the snapshot gives the
 * state.  Records and history lines are kept serialized in memory, so
 * folding the journal into a new snapshot only concatenates text.
 */
#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <string.h>
#include <unistd.h>

#include <glib/gstdio.h>
#include <json-glib/json-glib.h>

#include "carry-on-policy.h"
#include "carry-on-state-store.h"

#define STATE_VERSION 1
/* The journal is folded into the snapshot once it is larger than the
 * snapshot and than this. */
#define COMPACT_MIN_BYTES (256 * 1024)
/* Strings and counts read back are bounded like those written. */
#define MAX_COUNT 999

struct _CarryOnStateStore
{
  GObject     parent_instance;

  char       *path;
  char       *journal_path;
  char       *legacy_path;   /* the in-flight journal of older versions */
  GHashTable *texts;         /* key → serialized record without history */
  GHashTable *histories;     /* key → GPtrArray of serialized history items */
  GString    *pending;       /* journal lines not written yet */
  int         journal_fd;
  gsize       journal_bytes;
  gsize       snapshot_bytes;
  gsize       bytes_written;  /* atomic: the store's thread adds, anyone reads */
  gboolean    dirty;          /* main thread: put or removed since the last flush */
  GPtrArray  *batch;          /* main thread: (element-type Op) not pushed yet */
  GThread    *thread;         /* (nullable): started by the first write */
  GAsyncQueue *ops;           /* (element-type Op): for the thread */
};

G_DEFINE_FINAL_TYPE (CarryOnStateStore, carry_on_state_store, G_TYPE_OBJECT)

/* ------------------------------------------------------------------ */
/* Records                                                             */

CarryOnSavedSession *
carry_on_saved_session_new (const char *key,
                            const char *host_kind,
                            const char *id)
{
  CarryOnSavedSession *saved = g_new0 (CarryOnSavedSession, 1);

  g_return_val_if_fail (key != NULL && host_kind != NULL && id != NULL, NULL);

  saved->key = g_strdup (key);
  saved->host_kind = g_strdup (host_kind);
  saved->id = g_strdup (id);
  saved->enabled = TRUE;
  saved->history_times = g_array_new (FALSE, FALSE, sizeof (gint64));
  saved->history_texts = g_ptr_array_new_with_free_func (g_free);
  return saved;
}

void
carry_on_saved_session_free (CarryOnSavedSession *saved)
{
  if (saved == NULL)
    return;
  g_free (saved->key);
  g_free (saved->host_kind);
  g_free (saved->id);
  g_free (saved->host_id);
  g_free (saved->title);
  g_free (saved->cwd);
  g_free (saved->provider);
  g_free (saved->reason);
  g_free (saved->handled_turn_id);
  g_free (saved->inflight_request);
  g_free (saved->accepted_request);
  g_free (saved->failure_provider);
  g_free (saved->handoff_stage);
  g_free (saved->handoff_note_path);
  g_free (saved->handoff_reason);
  g_array_unref (saved->history_times);
  g_ptr_array_unref (saved->history_texts);
  g_free (saved);
}

void
carry_on_saved_session_add_history (CarryOnSavedSession *saved,
                                    gint64               time_us,
                                    const char          *text)
{
  g_array_append_val (saved->history_times, time_us);
  g_ptr_array_add (saved->history_texts, g_strdup (text != NULL ? text : ""));
}

static void
set_string (JsonObject *o,
            const char *name,
            const char *value)
{
  if (value != NULL)
    json_object_set_string_member (o, name, value);
}

static JsonObject *
saved_to_json (const CarryOnSavedSession *saved)
{
  JsonObject *o = json_object_new ();

  json_object_set_string_member (o, "host_kind", saved->host_kind);
  json_object_set_string_member (o, "id", saved->id);
  set_string (o, "host_id", saved->host_id);
  set_string (o, "title", saved->title);
  set_string (o, "cwd", saved->cwd);
  set_string (o, "provider", saved->provider);
  json_object_set_boolean_member (o, "enabled", saved->enabled);
  json_object_set_int_member (o, "limit", saved->limit);
  json_object_set_int_member (o, "count", saved->count);
  json_object_set_int_member (o, "total", saved->total);
  json_object_set_boolean_member (o, "gave_up", saved->gave_up);
  set_string (o, "reason", saved->reason);
  set_string (o, "handled_turn_id", saved->handled_turn_id);
  set_string (o, "inflight_request", saved->inflight_request);
  set_string (o, "accepted_request", saved->accepted_request);
  if (saved->due_us != 0)
    {
      json_object_set_int_member (o, "due_us", saved->due_us);
      json_object_set_boolean_member (o, "due_is_reset", saved->due_is_reset);
    }
  json_object_set_int_member (o, "verdict", saved->verdict);
  set_string (o, "failure_provider", saved->failure_provider);
  json_object_set_int_member (o, "seen_us", saved->seen_us);
  set_string (o, "handoff_stage", saved->handoff_stage);
  set_string (o, "handoff_note_path", saved->handoff_note_path);
  set_string (o, "handoff_reason", saved->handoff_reason);
  if (saved->handoff_can_paste)
    json_object_set_boolean_member (o, "handoff_can_paste", TRUE);
  if (saved->auto_handoff_spent)
    json_object_set_boolean_member (o, "auto_handoff_spent", TRUE);

  return o;
}

static char *history_item_text (gint64      time_us,
                                const char *text);

/* The history of @saved as serialized items. */
static GPtrArray *
saved_history_items (const CarryOnSavedSession *saved)
{
  GPtrArray *items = g_ptr_array_new_with_free_func (g_free);

  for (guint i = 0; i < saved->history_times->len; i++)
    g_ptr_array_add (items, history_item_text (g_array_index (saved->history_times, gint64, i),
                                               g_ptr_array_index (saved->history_texts, i)));
  return items;
}

static char *
object_to_text (JsonObject *o)
{
  g_autoptr(JsonNode) node = json_node_new (JSON_NODE_OBJECT);

  json_node_set_object (node, o);
  return json_to_string (node, FALSE);
}

static char *
string_to_text (const char *str)
{
  g_autoptr(JsonNode) node = json_node_new (JSON_NODE_VALUE);

  json_node_set_string (node, str);
  return json_to_string (node, FALSE);
}

static char *
history_item_text (gint64      time_us,
                   const char *text)
{
  g_autofree char *quoted = string_to_text (text != NULL ? text : "");

  return g_strdup_printf ("{\"t\":%" G_GINT64_FORMAT ",\"text\":%s}", time_us, quoted);
}

/* Appends @item (transfer full) to @items, dropping the oldest beyond the
 * number of lines a session keeps. */
static void
push_history (GPtrArray *items,
              char      *item)
{
  g_ptr_array_add (items, item);
  if (items->len > CARRY_ON_HISTORY_MAX)
    g_ptr_array_remove_range (items, 0, items->len - CARRY_ON_HISTORY_MAX);
}

static void
append_items (GString   *out,
              GPtrArray *items)
{
  g_string_append_c (out, '[');
  for (guint i = 0; items != NULL && i < items->len; i++)
    {
      if (i > 0)
        g_string_append_c (out, ',');
      g_string_append (out, g_ptr_array_index (items, i));
    }
  g_string_append_c (out, ']');
}

static const char *
get_string (JsonObject *o,
            const char *name)
{
  JsonNode *node = json_object_get_member (o, name);

  if (node == NULL || !JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_STRING)
    return NULL;
  return json_node_get_string (node);
}

static gint64
get_int (JsonObject *o,
         const char *name,
         gint64      fallback)
{
  JsonNode *node = json_object_get_member (o, name);

  if (node == NULL || !JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_INT64)
    return fallback;
  return json_node_get_int (node);
}

static gboolean
get_bool (JsonObject *o,
          const char *name,
          gboolean    fallback)
{
  JsonNode *node = json_object_get_member (o, name);

  if (node == NULL || !JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_BOOLEAN)
    return fallback;
  return json_node_get_boolean (node);
}

/* (nullable): %NULL when @o lacks the host kind or the id.  @history:
 * (element-type JsonObject) (nullable): its history lines. */
static CarryOnSavedSession *
saved_from_json (const char *key,
                 JsonObject *o,
                 GPtrArray  *history)
{
  const char *kind = get_string (o, "host_kind");
  const char *id = get_string (o, "id");
  CarryOnSavedSession *saved;

  if (kind == NULL || id == NULL)
    return NULL;

  saved = carry_on_saved_session_new (key, kind, id);
  saved->host_id = g_strdup (get_string (o, "host_id"));
  saved->title = g_strdup (get_string (o, "title"));
  saved->cwd = g_strdup (get_string (o, "cwd"));
  saved->provider = g_strdup (get_string (o, "provider"));
  saved->enabled = get_bool (o, "enabled", TRUE);
  {
    gint64 limit = get_int (o, "limit", 0);

    /* Out of range (hand-edited, corrupt): the default applies, not the
     * nearest bound. */
    if (limit < 0 || limit > MAX_COUNT)
      g_message ("state: %s: limit %" G_GINT64_FORMAT " is out of range (1-%d); the default applies",
                 key, limit, MAX_COUNT);
    saved->limit = limit >= 1 && limit <= MAX_COUNT ? (guint) limit : 0;
  }
  saved->count = (guint) CLAMP (get_int (o, "count", 0), 0, MAX_COUNT);
  saved->total = (guint) CLAMP (get_int (o, "total", 0), 0, G_MAXINT);
  saved->gave_up = get_bool (o, "gave_up", FALSE);
  saved->reason = g_strdup (get_string (o, "reason"));
  saved->handled_turn_id = g_strdup (get_string (o, "handled_turn_id"));
  saved->inflight_request = g_strdup (get_string (o, "inflight_request"));
  saved->accepted_request = g_strdup (get_string (o, "accepted_request"));
  saved->due_us = MAX (get_int (o, "due_us", 0), 0);
  saved->due_is_reset = get_bool (o, "due_is_reset", FALSE);
  saved->verdict = (int) CLAMP (get_int (o, "verdict", 0), 0, 2);
  saved->failure_provider = g_strdup (get_string (o, "failure_provider"));
  saved->seen_us = get_int (o, "seen_us", 0);
  saved->handoff_stage = g_strdup (get_string (o, "handoff_stage"));
  saved->handoff_note_path = g_strdup (get_string (o, "handoff_note_path"));
  saved->handoff_reason = g_strdup (get_string (o, "handoff_reason"));
  saved->handoff_can_paste = get_bool (o, "handoff_can_paste", FALSE);
  saved->auto_handoff_spent = get_bool (o, "auto_handoff_spent", FALSE);

  for (guint i = 0; history != NULL && i < history->len; i++)
    {
      JsonObject *h = g_ptr_array_index (history, i);

      carry_on_saved_session_add_history (saved, get_int (h, "t", 0), get_string (h, "text"));
    }
  return saved;
}

/* ------------------------------------------------------------------ */
/* Files                                                               */

static gboolean
ensure_dir (const char  *path,
            GError     **error)
{
  g_autofree char *dir = g_path_get_dirname (path);

  if (g_mkdir_with_parents (dir, 0700) != 0)
    {
      int saved = errno;

      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved),
                   "cannot create %s: %s", dir, g_strerror (saved));
      return FALSE;
    }
  return TRUE;
}

static gboolean
open_journal (CarryOnStateStore  *self,
              GError            **error)
{
  struct stat st;

  if (self->journal_fd >= 0)
    return TRUE;
  if (!ensure_dir (self->journal_path, error))
    return FALSE;
  self->journal_fd = g_open (self->journal_path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0600);
  if (self->journal_fd < 0)
    {
      int saved = errno;

      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved),
                   "cannot open %s: %s", self->journal_path, g_strerror (saved));
      return FALSE;
    }
  if (fstat (self->journal_fd, &st) == 0)
    self->journal_bytes = st.st_size;
  return TRUE;
}

/* Writes every record as the new snapshot, then empties the journal.  A
 * crash in between replays a journal whose last word on each session is
 * what the snapshot already says. */
static gboolean
compact (CarryOnStateStore  *self,
         GError            **error)
{
  g_autoptr(GString) out = g_string_sized_new (self->snapshot_bytes + self->journal_bytes + 64);
  g_autoptr(GPtrArray) keys = NULL;
  GHashTableIter iter;
  gpointer key, text;
  gboolean first = TRUE;

  if (!ensure_dir (self->path, error))
    return FALSE;

  g_string_append_printf (out, "{\"version\":%d,\"sessions\":{", STATE_VERSION);
  g_hash_table_iter_init (&iter, self->texts);
  while (g_hash_table_iter_next (&iter, &key, &text))
    {
      g_autofree char *quoted = string_to_text (key);

      if (!first)
        g_string_append_c (out, ',');
      first = FALSE;
      gsize len = strlen (text);

      g_string_append (out, quoted);
      g_string_append_c (out, ':');
      /* The record without its closing brace, then its history. */
      g_string_append_len (out, text, len - 1);
      g_string_append (out, ",\"history\":");
      append_items (out, g_hash_table_lookup (self->histories, key));
      g_string_append_c (out, '}');
    }
  g_string_append (out, "}}\n");

  if (!g_file_set_contents_full (self->path, out->str, out->len, G_FILE_SET_CONTENTS_CONSISTENT, 0600, error))
    return FALSE;
  g_atomic_pointer_add (&self->bytes_written, out->len);
  self->snapshot_bytes = out->len;

  if (self->journal_fd >= 0 && ftruncate (self->journal_fd, 0) != 0)
    {
      int saved = errno;

      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved),
                   "cannot empty %s: %s", self->journal_path, g_strerror (saved));
      return FALSE;
    }
  if (self->journal_fd < 0)
    g_unlink (self->journal_path);
  self->journal_bytes = 0;
  return TRUE;
}

/* ------------------------------------------------------------------ */
/* Loading                                                             */

/* While loading: the sessions (key → JsonObject) and their history lines
 * (key → GPtrArray of JsonObject). */
typedef struct {
  GHashTable *objects;
  GHashTable *history;
} Loading;

static GPtrArray *
history_of (Loading    *loading,
            const char *key)
{
  GPtrArray *items = g_hash_table_lookup (loading->history, key);

  if (items == NULL)
    {
      items = g_ptr_array_new_with_free_func ((GDestroyNotify) json_object_unref);
      g_hash_table_insert (loading->history, g_strdup (key), items);
    }
  return items;
}

static void
add_history_node (GPtrArray *items,
                  JsonNode  *node)
{
  if (!JSON_NODE_HOLDS_OBJECT (node))
    return;
  g_ptr_array_add (items, json_object_ref (json_node_get_object (node)));
  if (items->len > CARRY_ON_HISTORY_MAX)
    g_ptr_array_remove_range (items, 0, items->len - CARRY_ON_HISTORY_MAX);
}

/* Sets @key's record to @o, and its history to @history when that is an
 * array (else the history so far stands). */
static void
put_object (Loading    *loading,
            const char *key,
            JsonObject *o,
            JsonNode   *history)
{
  g_hash_table_insert (loading->objects, g_strdup (key), json_object_ref (o));
  if (history != NULL && JSON_NODE_HOLDS_ARRAY (history))
    {
      JsonArray *array = json_node_get_array (history);
      GPtrArray *items = history_of (loading, key);

      g_ptr_array_set_size (items, 0);
      for (guint i = 0; i < json_array_get_length (array); i++)
        add_history_node (items, json_array_get_element (array, i));
    }
}

static void
load_snapshot (CarryOnStateStore *self,
               Loading           *loading)
{
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;
  g_autofree char *contents = NULL;
  g_autoptr(GList) members = NULL;
  JsonObject *root, *sessions;
  JsonNode *node;
  gsize length = 0;

  if (!g_file_get_contents (self->path, &contents, &length, &error))
    {
      if (!g_error_matches (error, G_FILE_ERROR, G_FILE_ERROR_NOENT))
        g_warning ("state: %s; starting afresh", error->message);
      return;
    }
  self->snapshot_bytes = length;

  if (!json_parser_load_from_data (parser, contents, length, &error) ||
      (node = json_parser_get_root (parser)) == NULL || !JSON_NODE_HOLDS_OBJECT (node))
    {
      g_autofree char *aside = g_strconcat (self->path, ".corrupt", NULL);

      if (g_rename (self->path, aside) != 0)
        g_warning ("state: cannot move the corrupt %s aside: %s", self->path, g_strerror (errno));
      g_warning ("state: corrupt state file (kept as %s): %s; starting afresh", aside,
                 error != NULL ? error->message : "not a JSON object");
      self->snapshot_bytes = 0;
      return;
    }

  root = json_node_get_object (node);
  node = json_object_get_member (root, "sessions");
  if (get_int (root, "version", 0) != STATE_VERSION || node == NULL || !JSON_NODE_HOLDS_OBJECT (node))
    {
      g_warning ("state: %s is not a version %d state file; starting afresh", self->path, STATE_VERSION);
      return;
    }

  sessions = json_node_get_object (node);
  members = json_object_get_members (sessions);
  for (GList *l = members; l != NULL; l = l->next)
    {
      JsonNode *member = json_object_get_member (sessions, l->data);

      if (JSON_NODE_HOLDS_OBJECT (member))
        put_object (loading, l->data, json_node_get_object (member),
                    json_object_get_member (json_node_get_object (member), "history"));
    }
}

/* Returns whether the journal ends in a line cut short. */
static gboolean
load_journal (CarryOnStateStore *self,
              Loading           *loading)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *contents = NULL;
  gsize length = 0;
  char *line, *next;
  guint n = 0;

  if (!g_file_get_contents (self->journal_path, &contents, &length, &error))
    {
      if (!g_error_matches (error, G_FILE_ERROR, G_FILE_ERROR_NOENT))
        g_warning ("state: %s", error->message);
      return FALSE;
    }

  for (line = contents; line < contents + length; line = next)
    {
      g_autoptr(JsonParser) parser = json_parser_new ();
      char *nl = memchr (line, '\n', contents + length - line);
      JsonNode *root, *session;
      JsonObject *o;
      const char *key;

      n++;
      next = nl != NULL ? nl + 1 : contents + length;
      if (nl == NULL)
        {
          g_message ("state: %s: line %u was cut short (a crash while writing); skipped", self->journal_path, n);
          self->journal_bytes = length;
          return TRUE;
        }
      if (nl == line)
        continue;
      if (!json_parser_load_from_data (parser, line, nl - line, NULL) ||
          (root = json_parser_get_root (parser)) == NULL || !JSON_NODE_HOLDS_OBJECT (root) ||
          (key = get_string (o = json_node_get_object (root), "key")) == NULL)
        {
          g_warning ("state: %s: line %u is unreadable; skipped", self->journal_path, n);
          continue;
        }
      if (get_bool (o, "removed", FALSE))
        {
          g_hash_table_remove (loading->objects, key);
          g_hash_table_remove (loading->history, key);
        }
      else if ((session = json_object_get_member (o, "session")) != NULL && JSON_NODE_HOLDS_OBJECT (session))
        put_object (loading, key, json_node_get_object (session), json_object_get_member (o, "history"));
      else if ((session = json_object_get_member (o, "add_history")) != NULL)
        add_history_node (history_of (loading, key), session);
    }
  self->journal_bytes = length;
  return FALSE;
}

/* The in-flight journal of older versions: key → request id. */
static gboolean
load_legacy (CarryOnStateStore *self,
             GHashTable        *saved_by_key)
{
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GList) members = NULL;
  JsonNode *root;
  JsonObject *o;

  if (!g_file_test (self->legacy_path, G_FILE_TEST_EXISTS))
    return FALSE;
  if (!json_parser_load_from_file (parser, self->legacy_path, NULL) ||
      (root = json_parser_get_root (parser)) == NULL || !JSON_NODE_HOLDS_OBJECT (root))
    {
      g_warning ("state: %s is unreadable; ignored", self->legacy_path);
      return TRUE;
    }

  o = json_node_get_object (root);
  members = json_object_get_members (o);
  for (GList *l = members; l != NULL; l = l->next)
    {
      const char *key = l->data;
      const char *request = get_string (o, key);
      const char *colon = strchr (key, ':');
      CarryOnSavedSession *saved = g_hash_table_lookup (saved_by_key, key);

      if (request == NULL || colon == NULL)
        continue;
      if (saved == NULL)
        {
          /* Sent before its session reached the state file. */
          g_autofree char *kind = g_strndup (key, colon - key);

          saved = carry_on_saved_session_new (key, kind, colon + 1);
          g_hash_table_insert (saved_by_key, saved->key, saved);
        }
      g_free (saved->inflight_request);
      saved->inflight_request = g_strdup (request);
      saved->due_us = 0;
    }
  return TRUE;
}

GPtrArray *
carry_on_state_store_load (CarryOnStateStore *self)
{
  g_autoptr(GHashTable) objects = g_hash_table_new_full (g_str_hash, g_str_equal, g_free,
                                                         (GDestroyNotify) json_object_unref);
  g_autoptr(GHashTable) history = g_hash_table_new_full (g_str_hash, g_str_equal, g_free,
                                                         (GDestroyNotify) g_ptr_array_unref);
  Loading loading = { objects, history };
  g_autoptr(GHashTable) saved_by_key = g_hash_table_new (g_str_hash, g_str_equal);
  GPtrArray *result = g_ptr_array_new_with_free_func ((GDestroyNotify) carry_on_saved_session_free);
  g_autoptr(GError) error = NULL;
  GHashTableIter iter;
  gpointer key, value;
  gboolean migrated, torn;

  g_return_val_if_fail (CARRY_ON_IS_STATE_STORE (self), result);

  load_snapshot (self, &loading);
  torn = load_journal (self, &loading);

  g_hash_table_iter_init (&iter, objects);
  while (g_hash_table_iter_next (&iter, &key, &value))
    {
      CarryOnSavedSession *saved = saved_from_json (key, value, g_hash_table_lookup (history, key));

      if (saved == NULL)
        {
          g_message ("state: the saved session %s names no host kind or id; dropped", (char *) key);
          continue;
        }
      g_hash_table_insert (saved_by_key, saved->key, saved);
    }

  migrated = load_legacy (self, saved_by_key);

  g_hash_table_remove_all (self->texts);
  g_hash_table_remove_all (self->histories);
  g_hash_table_iter_init (&iter, saved_by_key);
  while (g_hash_table_iter_next (&iter, &key, &value))
    {
      g_autoptr(JsonObject) o = saved_to_json (value);

      g_hash_table_insert (self->texts, g_strdup (key), object_to_text (o));
      g_hash_table_insert (self->histories, g_strdup (key), saved_history_items (value));
      g_ptr_array_add (result, value);
    }

  /* What an older version left becomes a snapshot of ours at once; so
   * does a journal cut short, which the next line would otherwise join. */
  if (migrated || torn)
    {
      if (compact (self, &error))
        g_unlink (self->legacy_path);
      else
        g_warning ("state: cannot save %s: %s", self->path, error->message);
    }
  return result;
}

/* ------------------------------------------------------------------ */
/* Writing, on the store's own thread                                  */

typedef enum { OP_PUT, OP_HISTORY, OP_REMOVE, OP_FLUSH, OP_SYNC, OP_COMPACT, OP_QUIT, OP_BATCH } OpKind;

/* Someone on the main thread waiting for an op to be done. */
typedef struct {
  GMutex    mutex;
  GCond     cond;
  gboolean  done;
  gboolean  ok;
  GError   *error;
} Waiter;

typedef struct {
  OpKind               kind;
  CarryOnSavedSession *saved;   /* OP_PUT */
  char                *key;     /* OP_HISTORY, OP_REMOVE */
  gint64               time_us; /* OP_HISTORY */
  char                *text;    /* OP_HISTORY */
  GPtrArray           *batch;   /* OP_BATCH: (element-type Op) puts, history lines and removals */
  Waiter              *waiter;  /* (nullable) */
} Op;

static void
op_free (Op *op)
{
  carry_on_saved_session_free (op->saved);
  g_free (op->key);
  g_free (op->text);
  g_clear_pointer (&op->batch, g_ptr_array_unref);
  g_free (op);
}

static gboolean
write_pending (CarryOnStateStore  *self,
               GError            **error)
{
  gsize done = 0;

  if (self->pending->len == 0)
    return TRUE;
  if (!open_journal (self, error))
    return FALSE;
  while (done < self->pending->len)
    {
      gssize n = write (self->journal_fd, self->pending->str + done, self->pending->len - done);

      if (n < 0 && errno == EINTR)
        continue;
      if (n < 0)
        {
          int saved = errno;

          /* What was written stays; the rest is tried again. */
          g_string_erase (self->pending, 0, done);
          g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved),
                       "cannot write %s: %s", self->journal_path, g_strerror (saved));
          return FALSE;
        }
      done += n;
    }
  self->journal_bytes += done;
  g_atomic_pointer_add (&self->bytes_written, done);
  g_string_truncate (self->pending, 0);
  return TRUE;
}

static gboolean
run_op (CarryOnStateStore  *self,
        Op                 *op,
        GError            **error)
{
  switch (op->kind)
    {
    case OP_BATCH:
      for (guint i = 0; i < op->batch->len; i++)
        run_op (self, g_ptr_array_index (op->batch, i), NULL);
      return TRUE;

    case OP_PUT:
      {
        g_autoptr(JsonObject) o = saved_to_json (op->saved);
        g_autofree char *quoted = string_to_text (op->saved->key);
        char *text = object_to_text (o);

        g_string_append_printf (self->pending, "{\"key\":%s,\"session\":%s", quoted, text);
        g_hash_table_insert (self->texts, g_strdup (op->saved->key), text);
        if (!op->saved->keep_history)
          {
            GPtrArray *items = saved_history_items (op->saved);

            g_string_append (self->pending, ",\"history\":");
            append_items (self->pending, items);
            g_hash_table_insert (self->histories, g_strdup (op->saved->key), items);
          }
        g_string_append (self->pending, "}\n");
      }
      return TRUE;

    case OP_HISTORY:
      {
        GPtrArray *items = g_hash_table_lookup (self->histories, op->key);
        g_autofree char *quoted = NULL;
        char *item;

        if (!g_hash_table_contains (self->texts, op->key))
          return TRUE;
        if (items == NULL)
          {
            items = g_ptr_array_new_with_free_func (g_free);
            g_hash_table_insert (self->histories, g_strdup (op->key), items);
          }
        quoted = string_to_text (op->key);
        item = history_item_text (op->time_us, op->text);
        g_string_append_printf (self->pending, "{\"key\":%s,\"add_history\":%s}\n", quoted, item);
        push_history (items, item);
      }
      return TRUE;

    case OP_REMOVE:
      g_hash_table_remove (self->histories, op->key);
      if (g_hash_table_remove (self->texts, op->key))
        {
          g_autofree char *quoted = string_to_text (op->key);

          g_string_append_printf (self->pending, "{\"key\":%s,\"removed\":true}\n", quoted);
        }
      return TRUE;

    case OP_FLUSH:
      if (!write_pending (self, error))
        return FALSE;
      if (self->journal_bytes > MAX ((gsize) COMPACT_MIN_BYTES, self->snapshot_bytes))
        return compact (self, error);
      return TRUE;

    case OP_SYNC:
      if (!write_pending (self, error))
        return FALSE;
      if (self->journal_fd >= 0 && fdatasync (self->journal_fd) != 0)
        {
          int saved = errno;

          g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved),
                       "cannot sync %s: %s", self->journal_path, g_strerror (saved));
          return FALSE;
        }
      return TRUE;

    case OP_COMPACT:
      if (!write_pending (self, error))
        return FALSE;
      if (self->journal_bytes == 0 && g_file_test (self->path, G_FILE_TEST_EXISTS))
        return TRUE;
      return compact (self, error);

    case OP_QUIT:
    default:
      return TRUE;
    }
}

static gpointer
worker (gpointer data)
{
  CarryOnStateStore *self = data;

  for (;;)
    {
      Op *op = g_async_queue_pop (self->ops);
      g_autoptr(GError) error = NULL;
      gboolean ok = run_op (self, op, &error);
      gboolean quit = op->kind == OP_QUIT;

      if (op->waiter != NULL)
        {
          g_mutex_lock (&op->waiter->mutex);
          op->waiter->ok = ok;
          op->waiter->error = g_steal_pointer (&error);
          op->waiter->done = TRUE;
          g_cond_signal (&op->waiter->cond);
          g_mutex_unlock (&op->waiter->mutex);
        }
      else if (!ok)
        g_warning ("state: cannot save: %s", error->message);
      op_free (op);
      if (quit)
        return NULL;
    }
}

static void
push (CarryOnStateStore *self,
      Op                *op)
{
  if (self->thread == NULL)
    self->thread = g_thread_new ("carry-on-state", worker, self);
  g_async_queue_push (self->ops, op);
}

/* Puts, history lines and removals wait on the caller's thread until the
 * next flush, and go to the store's thread together: one wake-up per
 * flush, not one per change. */
static void
queue_op (CarryOnStateStore *self,
          Op                *op)
{
  if (self->batch == NULL)
    self->batch = g_ptr_array_new_with_free_func ((GDestroyNotify) op_free);
  g_ptr_array_add (self->batch, op);
  self->dirty = TRUE;
}

static void
push_batch (CarryOnStateStore *self)
{
  Op *op;

  if (self->batch == NULL)
    return;
  op = g_new0 (Op, 1);
  op->kind = OP_BATCH;
  op->batch = g_steal_pointer (&self->batch);
  push (self, op);
}

/* Pushes @kind and waits until the store's thread has done it. */
static gboolean
push_and_wait (CarryOnStateStore  *self,
               OpKind              kind,
               GError            **error)
{
  Waiter waiter = { 0 };
  Op *op = g_new0 (Op, 1);
  gboolean ok;

  push_batch (self);
  g_mutex_init (&waiter.mutex);
  g_cond_init (&waiter.cond);
  op->kind = kind;
  op->waiter = &waiter;
  push (self, op);

  g_mutex_lock (&waiter.mutex);
  while (!waiter.done)
    g_cond_wait (&waiter.cond, &waiter.mutex);
  g_mutex_unlock (&waiter.mutex);

  ok = waiter.ok;
  if (waiter.error != NULL)
    g_propagate_error (error, waiter.error);
  g_mutex_clear (&waiter.mutex);
  g_cond_clear (&waiter.cond);
  self->dirty = FALSE;
  return ok;
}

/**
 * carry_on_state_store_put:
 * @saved: (transfer full): the session's record
 *
 * Records @saved, to be written at the next flush.  Serializing and
 * writing happen on the store's thread.
 */
void
carry_on_state_store_put (CarryOnStateStore   *self,
                          CarryOnSavedSession *saved)
{
  Op *op;

  g_return_if_fail (CARRY_ON_IS_STATE_STORE (self));
  g_return_if_fail (saved != NULL && saved->key != NULL);

  op = g_new0 (Op, 1);
  op->kind = OP_PUT;
  op->saved = saved;
  queue_op (self, op);
}

void
carry_on_state_store_add_history (CarryOnStateStore *self,
                                  const char        *key,
                                  gint64             time_us,
                                  const char        *text)
{
  Op *op;

  g_return_if_fail (CARRY_ON_IS_STATE_STORE (self));
  g_return_if_fail (key != NULL);

  op = g_new0 (Op, 1);
  op->kind = OP_HISTORY;
  op->key = g_strdup (key);
  op->time_us = time_us;
  op->text = g_strdup (text);
  queue_op (self, op);
}

void
carry_on_state_store_remove (CarryOnStateStore *self,
                             const char        *key)
{
  Op *op;

  g_return_if_fail (CARRY_ON_IS_STATE_STORE (self));
  g_return_if_fail (key != NULL);

  op = g_new0 (Op, 1);
  op->kind = OP_REMOVE;
  op->key = g_strdup (key);
  queue_op (self, op);
}

gboolean
carry_on_state_store_is_dirty (CarryOnStateStore *self)
{
  g_return_val_if_fail (CARRY_ON_IS_STATE_STORE (self), FALSE);
  return self->dirty;
}

gboolean
carry_on_state_store_flush (CarryOnStateStore  *self,
                            gboolean            sync,
                            GError            **error)
{
  Op *op;

  g_return_val_if_fail (CARRY_ON_IS_STATE_STORE (self), FALSE);

  if (sync)
    return push_and_wait (self, OP_SYNC, error);

  /* Errors are logged by the store's thread. */
  push_batch (self);
  op = g_new0 (Op, 1);
  op->kind = OP_FLUSH;
  push (self, op);
  self->dirty = FALSE;
  return TRUE;
}

gboolean
carry_on_state_store_compact (CarryOnStateStore  *self,
                              GError            **error)
{
  g_return_val_if_fail (CARRY_ON_IS_STATE_STORE (self), FALSE);
  return push_and_wait (self, OP_COMPACT, error);
}

guint64
carry_on_state_store_get_bytes_written (CarryOnStateStore *self)
{
  g_return_val_if_fail (CARRY_ON_IS_STATE_STORE (self), 0);
  return (guint64) g_atomic_pointer_get (&self->bytes_written);
}

/* ------------------------------------------------------------------ */
/* GObject                                                             */

static void
carry_on_state_store_finalize (GObject *object)
{
  CarryOnStateStore *self = CARRY_ON_STATE_STORE (object);

  g_clear_pointer (&self->batch, g_ptr_array_unref);
  if (self->thread != NULL)
    {
      Op *op = g_new0 (Op, 1);

      op->kind = OP_QUIT;
      g_async_queue_push (self->ops, op);
      g_thread_join (self->thread);
    }
  g_async_queue_unref (self->ops);
  if (self->journal_fd >= 0)
    close (self->journal_fd);
  g_free (self->path);
  g_free (self->journal_path);
  g_free (self->legacy_path);
  g_hash_table_unref (self->texts);
  g_hash_table_unref (self->histories);
  g_string_free (self->pending, TRUE);

  G_OBJECT_CLASS (carry_on_state_store_parent_class)->finalize (object);
}

static void
carry_on_state_store_class_init (CarryOnStateStoreClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = carry_on_state_store_finalize;
}

static void
carry_on_state_store_init (CarryOnStateStore *self)
{
  self->texts = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  self->histories = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, (GDestroyNotify) g_ptr_array_unref);
  self->pending = g_string_new (NULL);
  self->journal_fd = -1;
  self->ops = g_async_queue_new ();
}

/**
 * carry_on_state_store_new:
 * @path: the snapshot file; its directory is created 0700 when first
 *   written
 *
 * Returns: (transfer full): a store; nothing is read before
 *   carry_on_state_store_load()
 */
CarryOnStateStore *
carry_on_state_store_new (const char *path)
{
  CarryOnStateStore *self;

  g_return_val_if_fail (path != NULL, NULL);

  self = g_object_new (CARRY_ON_TYPE_STATE_STORE, NULL);
  self->path = g_strdup (path);
  self->journal_path = g_strconcat (path, ".journal", NULL);
  self->legacy_path = g_strconcat (path, ".inflight", NULL);
  return self;
}
