/* carry-on-codex-mapper.c
 *
 * SPDX-FileCopyrightText: 2026 The Carry On authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "carry-on-codex-mapper.h"

/* JSON-RPC ids of the requests the bridge injects: "carry-on:<request_id>". */
#define INJECTED_PREFIX "carry-on:"

typedef struct
{
  char       *id;
  guint       owner;          /* the TUI connection that holds it */
  char       *title;
  char       *cwd;
  gboolean    announced;      /* session.start went out */
  char       *turn_id;        /* the running turn, NULL when idle */
  gboolean    turn_reported;  /* turn.start went out for turn_id */
  gboolean    retried;        /* an `error` with willRetry:true in this turn */
  char       *pending;        /* our prompt.submit waiting for its answer */
  GHashTable *ours;           /* request ids we sent into this thread */
} Thread;

typedef struct
{
  char  *request_id;
  char  *session_id;
  guint  tui;
} Injected;

struct _CarryOnCodexMapper
{
  GObject     parent_instance;

  GHashTable *threads;      /* id → Thread */
  GHashTable *ephemeral;    /* ids of ephemeral threads (set) */
  GHashTable *requests;     /* "tui/idkey" → method, the TUIs' open requests */
  GHashTable *injected;     /* JSON-RPC id → Injected */
  char       *provider;     /* host name of the model provider's base_url */
  JsonObject *rate_limits;  /* the last RateLimitSnapshot */
};

G_DEFINE_FINAL_TYPE (CarryOnCodexMapper, carry_on_codex_mapper, G_TYPE_OBJECT)

enum { EVENT, N_SIGNALS };
static guint signals[N_SIGNALS];

static void
thread_free (Thread *thread)
{
  g_free (thread->id);
  g_free (thread->title);
  g_free (thread->cwd);
  g_free (thread->turn_id);
  g_free (thread->pending);
  g_hash_table_unref (thread->ours);
  g_free (thread);
}

static void
injected_free (Injected *injected)
{
  g_free (injected->request_id);
  g_free (injected->session_id);
  g_free (injected);
}

/* -- small JSON helpers (every member is checked: this is a peer's data) -- */

static const char *
get_string (JsonObject *object,
            const char *member)
{
  JsonNode *node;

  if (object == NULL || !json_object_has_member (object, member))
    return NULL;
  node = json_object_get_member (object, member);
  if (!JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_STRING)
    return NULL;
  return json_node_get_string (node);
}

static JsonObject *
get_object (JsonObject *object,
            const char *member)
{
  JsonNode *node;

  if (object == NULL || !json_object_has_member (object, member))
    return NULL;
  node = json_object_get_member (object, member);
  return JSON_NODE_HOLDS_OBJECT (node) ? json_node_get_object (node) : NULL;
}

static gboolean
get_int (JsonObject *object,
         const char *member,
         gint64     *value)
{
  JsonNode *node;

  if (object == NULL || !json_object_has_member (object, member))
    return FALSE;
  node = json_object_get_member (object, member);
  if (!JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_INT64)
    return FALSE;
  *value = json_node_get_int (node);
  return TRUE;
}

static gboolean
get_bool (JsonObject *object,
          const char *member)
{
  JsonNode *node;

  if (object == NULL || !json_object_has_member (object, member))
    return FALSE;
  node = json_object_get_member (object, member);
  return JSON_NODE_HOLDS_VALUE (node) && json_node_get_value_type (node) == G_TYPE_BOOLEAN
         && json_node_get_boolean (node);
}

/* A JSON-RPC id (string or integer) as a key; NULL when absent or other. */
static char *
id_key (JsonObject *message)
{
  JsonNode *node;

  if (!json_object_has_member (message, "id"))
    return NULL;
  node = json_object_get_member (message, "id");
  if (!JSON_NODE_HOLDS_VALUE (node))
    return NULL;
  if (json_node_get_value_type (node) == G_TYPE_STRING)
    return g_strconcat ("s:", json_node_get_string (node), NULL);
  if (json_node_get_value_type (node) == G_TYPE_INT64)
    return g_strdup_printf ("i:%" G_GINT64_FORMAT, json_node_get_int (node));
  return NULL;
}

/* -- events ---------------------------------------------------------------- */

static void
emit (CarryOnCodexMapper *self,
      CarryOnMessage     *message)
{
  g_signal_emit (self, signals[EVENT], 0, message);
}

static JsonNode *
session_node (CarryOnCodexMapper *self,
              Thread             *thread)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "id");
  json_builder_add_string_value (builder, thread->id);
  if (thread->title != NULL)
    {
      json_builder_set_member_name (builder, "title");
      json_builder_add_string_value (builder, thread->title);
    }
  if (thread->cwd != NULL)
    {
      json_builder_set_member_name (builder, "cwd");
      json_builder_add_string_value (builder, thread->cwd);
    }
  if (self->provider != NULL)
    {
      json_builder_set_member_name (builder, "provider");
      json_builder_add_string_value (builder, self->provider);
    }
  json_builder_set_member_name (builder, "turn_running");
  json_builder_add_boolean_value (builder, thread->turn_id != NULL);
  json_builder_end_object (builder);
  return json_builder_get_root (builder);
}

static void
announce (CarryOnCodexMapper *self,
          Thread             *thread)
{
  g_autoptr(CarryOnMessage) message = NULL;

  message = carry_on_message_new (thread->announced ? CARRY_ON_MESSAGE_SESSION_UPDATE
                                                    : CARRY_ON_MESSAGE_SESSION_START);
  json_object_set_member (carry_on_message_get_object (message), "session",
                          session_node (self, thread));
  thread->announced = TRUE;
  emit (self, message);
}

static void
end_thread (CarryOnCodexMapper *self,
            Thread             *thread,
            const char         *reason)
{
  g_autoptr(CarryOnMessage) message = NULL;
  JsonObject *object;

  if (thread->announced)
    {
      message = carry_on_message_new (CARRY_ON_MESSAGE_SESSION_END);
      object = carry_on_message_get_object (message);
      json_object_set_string_member (object, "session_id", thread->id);
      json_object_set_string_member (object, "reason", reason);
      emit (self, message);
    }
  g_hash_table_remove (self->threads, thread->id);
}

static void
emit_result (CarryOnCodexMapper *self,
             const char         *request_id,
             const char         *session_id,
             const char         *turn_id,
             const char         *drop)
{
  g_autoptr(CarryOnMessage) result = carry_on_message_new (CARRY_ON_MESSAGE_PROMPT_RESULT);
  JsonObject *object = carry_on_message_get_object (result);

  json_object_set_string_member (object, "request_id", request_id);
  if (session_id != NULL)
    json_object_set_string_member (object, "session_id", session_id);
  json_object_set_boolean_member (object, "ok", drop == NULL);
  if (turn_id != NULL)
    json_object_set_string_member (object, "turn_id", turn_id);
  if (drop != NULL)
    json_object_set_string_member (object, "drop", drop);
  emit (self, result);
}

/* -- threads --------------------------------------------------------------- */

static void
set_string (char       **field,
            const char  *value)
{
  if (g_strcmp0 (*field, value) == 0)
    return;
  g_free (*field);
  *field = g_strdup (value);
}

/* A Thread object from an answer to the TUI @tui: that TUI holds it. */
static void
thread_seen (CarryOnCodexMapper *self,
             guint               tui,
             JsonObject         *object)
{
  const char *id = get_string (object, "id");
  const char *name = get_string (object, "name");
  const char *preview = get_string (object, "preview");
  const char *cwd = get_string (object, "cwd");
  Thread *thread;

  if (id == NULL)
    return;
  if (get_bool (object, "ephemeral"))
    {
      g_hash_table_add (self->ephemeral, g_strdup (id));
      return;
    }

  thread = g_hash_table_lookup (self->threads, id);
  if (thread == NULL)
    {
      thread = g_new0 (Thread, 1);
      thread->id = g_strdup (id);
      thread->ours = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
      g_hash_table_insert (self->threads, thread->id, thread);
    }
  /* A thread another live TUI holds stays with it: events are read from
   * the holder's connection only, so none is counted twice. */
  if (thread->owner == 0)
    thread->owner = tui;

  if (name != NULL && *name != '\0')
    set_string (&thread->title, name);
  else if (thread->title == NULL && preview != NULL && *preview != '\0')
    set_string (&thread->title, preview);
  if (cwd != NULL)
    set_string (&thread->cwd, cwd);

  announce (self, thread);
}

/* The thread @id when @tui holds it, else NULL. */
static Thread *
held_thread (CarryOnCodexMapper *self,
             guint               tui,
             const char         *id)
{
  Thread *thread;

  if (id == NULL)
    return NULL;
  thread = g_hash_table_lookup (self->threads, id);
  if (thread == NULL || thread->owner != tui)
    return NULL;
  return thread;
}

/* -- the TUI's requests ------------------------------------------------------ */

void
carry_on_codex_mapper_client_message (CarryOnCodexMapper *self,
                                      guint               tui,
                                      JsonObject         *message)
{
  const char *method;
  g_autofree char *key = NULL;
  JsonObject *params;
  const char *thread_id;

  g_return_if_fail (CARRY_ON_IS_CODEX_MAPPER (self));
  g_return_if_fail (tui != 0 && message != NULL);

  method = get_string (message, "method");
  key = id_key (message);
  if (method == NULL || key == NULL)
    return;  /* a notification or an answer to the app-server's request */

  if (strcmp (method, "thread/start") == 0 || strcmp (method, "thread/resume") == 0
      || strcmp (method, "thread/fork") == 0 || strcmp (method, "config/read") == 0
      || strcmp (method, "account/rateLimits/read") == 0)
    g_hash_table_insert (self->requests, g_strdup_printf ("%u/%s", tui, key), g_strdup (method));

  params = get_object (message, "params");
  thread_id = get_string (params, "threadId");
  if (thread_id == NULL)
    return;

  if (strcmp (method, "turn/start") == 0)
    {
      Thread *thread = g_hash_table_lookup (self->threads, thread_id);

      /* A turn in a thread nobody holds (its TUI quit, this one resumed
       * it): it is this TUI's now. */
      if (thread != NULL && thread->owner == 0)
        {
          thread->owner = tui;
          announce (self, thread);
        }
    }
  else if (strcmp (method, "thread/unsubscribe") == 0)
    {
      Thread *thread = held_thread (self, tui, thread_id);

      if (thread != NULL)
        end_thread (self, thread, "closed");
    }
}

/* -- the app-server's messages ---------------------------------------------- */

static void
note_provider (CarryOnCodexMapper *self,
               JsonObject         *config)
{
  const char *name = get_string (config, "model_provider");
  JsonObject *providers = get_object (config, "model_providers");
  const char *base_url = get_string (get_object (providers, name), "base_url");
  g_autoptr(GUri) uri = NULL;

  if (name != NULL && base_url == NULL && strcmp (name, "openai") == 0)
    base_url = "https://api.openai.com/v1";
  if (base_url == NULL)
    return;
  uri = g_uri_parse (base_url, G_URI_FLAGS_NONE, NULL);
  if (uri != NULL && g_uri_get_host (uri) != NULL)
    set_string (&self->provider, g_uri_get_host (uri));
}

static void on_rate_limits (CarryOnCodexMapper *self,
                            JsonObject         *snapshot);

static void
on_answer (CarryOnCodexMapper *self,
           guint               tui,
           JsonObject         *message,
           const char         *key)
{
  g_autofree char *pending_key = g_strdup_printf ("%u/%s", tui, key);
  g_autofree char *stolen_key = NULL;
  g_autofree char *method = NULL;
  JsonObject *result = get_object (message, "result");

  if (!g_hash_table_steal_extended (self->requests, pending_key,
                                    (gpointer *) &stolen_key, (gpointer *) &method))
    return;

  if (result == NULL)
    return;  /* an error answer: nothing was started */
  if (strcmp (method, "config/read") == 0)
    note_provider (self, get_object (result, "config"));
  else if (strcmp (method, "account/rateLimits/read") == 0)
    {
      JsonObject *snapshot = get_object (result, "rateLimits");

      if (snapshot != NULL)
        on_rate_limits (self, snapshot);
    }
  else
    thread_seen (self, tui, get_object (result, "thread"));
}

static void
on_injected_answer (CarryOnCodexMapper *self,
                    Injected           *injected,
                    JsonObject         *message)
{
  JsonObject *result = get_object (message, "result");
  JsonObject *error = get_object (message, "error");
  const char *turn_id = get_string (get_object (result, "turn"), "id");
  Thread *thread = g_hash_table_lookup (self->threads, injected->session_id);

  if (thread != NULL && g_strcmp0 (thread->pending, injected->request_id) == 0)
    g_clear_pointer (&thread->pending, g_free);

  if (turn_id != NULL)
    {
      emit_result (self, injected->request_id, injected->session_id, turn_id, NULL);
    }
  else
    {
      const char *text = get_string (error, "message");
      g_autofree char *drop = g_strdup_printf ("Codex refused the turn: %s",
                                               text != NULL ? text : "no reason given");

      emit_result (self, injected->request_id, injected->session_id, NULL, drop);
    }
}

static JsonNode *
origin_node (Thread     *thread,
             const char *client_id)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();

  json_builder_begin_object (builder);
  if (client_id != NULL && g_hash_table_contains (thread->ours, client_id))
    {
      json_builder_set_member_name (builder, "kind");
      json_builder_add_string_value (builder, "plugin");
      json_builder_set_member_name (builder, "name");
      json_builder_add_string_value (builder, "carry-on");
      json_builder_set_member_name (builder, "request_id");
      json_builder_add_string_value (builder, client_id);
    }
  else if (client_id != NULL)
    {
      /* The TUI marks what the person typed with a fresh UUID. */
      json_builder_set_member_name (builder, "kind");
      json_builder_add_string_value (builder, "user");
      json_builder_set_member_name (builder, "class");
      json_builder_add_string_value (builder, "person");
    }
  else
    {
      json_builder_set_member_name (builder, "kind");
      json_builder_add_string_value (builder, "unknown");
      json_builder_set_member_name (builder, "class");
      json_builder_add_string_value (builder, "automated");
    }
  json_builder_end_object (builder);
  return json_builder_get_root (builder);
}

static void
emit_turn_start (CarryOnCodexMapper *self,
                 Thread             *thread,
                 JsonNode           *origin)
{
  g_autoptr(CarryOnMessage) start = carry_on_message_new (CARRY_ON_MESSAGE_TURN_START);
  JsonObject *object = carry_on_message_get_object (start);

  json_object_set_string_member (object, "session_id", thread->id);
  json_object_set_string_member (object, "turn_id", thread->turn_id);
  if (origin != NULL)
    json_object_set_member (object, "origin", json_node_copy (origin));
  thread->turn_reported = TRUE;
  emit (self, start);
}

static void
on_user_message (CarryOnCodexMapper *self,
                 Thread             *thread,
                 const char         *turn_id,
                 JsonObject         *item)
{
  g_autoptr(CarryOnMessage) report = carry_on_message_new (CARRY_ON_MESSAGE_PROMPT_SUBMIT);
  JsonObject *object = carry_on_message_get_object (report);
  g_autoptr(JsonNode) origin = origin_node (thread, get_string (item, "clientId"));

  json_object_set_string_member (object, "session_id", thread->id);
  json_object_set_member (object, "origin", json_node_copy (origin));
  emit (self, report);

  if (turn_id != NULL && thread->turn_id == NULL)
    {
      thread->turn_id = g_strdup (turn_id);
      thread->turn_reported = FALSE;
      thread->retried = FALSE;
    }
  if (thread->turn_id != NULL && !thread->turn_reported)
    emit_turn_start (self, thread, origin);
}

/* The reset of a used-up window from the last rate-limit snapshot, epoch s;
 * -1 when none is used up. */
static gint64
used_up_reset (CarryOnCodexMapper *self)
{
  static const char * const windows[] = { "primary", "secondary" };
  gint64 reset = -1;

  for (guint i = 0; i < G_N_ELEMENTS (windows); i++)
    {
      JsonObject *window = get_object (self->rate_limits, windows[i]);
      gint64 used = 0, at = 0;

      if (get_int (window, "usedPercent", &used) && used >= 100
          && get_int (window, "resetsAt", &at) && at > reset)
        reset = at;
    }
  return reset;
}

static void
on_turn_completed (CarryOnCodexMapper *self,
                   Thread             *thread,
                   JsonObject         *turn)
{
  const char *turn_id = get_string (turn, "id");
  const char *status = get_string (turn, "status");
  g_autoptr(CarryOnMessage) complete = NULL;
  JsonObject *object;
  const char *reason;
  gint64 completed_at = 0;

  if (turn_id == NULL || status == NULL)
    return;
  if (strcmp (status, "completed") == 0)
    reason = "answer";
  else if (strcmp (status, "interrupted") == 0)
    reason = "aborted";
  else if (strcmp (status, "failed") == 0)
    reason = "error";
  else
    return;

  if (g_strcmp0 (thread->turn_id, turn_id) != 0)
    {
      set_string (&thread->turn_id, turn_id);
      thread->turn_reported = FALSE;
    }
  if (!thread->turn_reported)
    emit_turn_start (self, thread, NULL);

  complete = carry_on_message_new (CARRY_ON_MESSAGE_TURN_COMPLETE);
  object = carry_on_message_get_object (complete);
  json_object_set_string_member (object, "session_id", thread->id);
  json_object_set_string_member (object, "turn_id", turn_id);
  json_object_set_string_member (object, "reason", reason);
  if (get_int (turn, "completedAt", &completed_at) && completed_at > 0)
    json_object_set_int_member (object, "ended_at", completed_at * 1000);
  else
    json_object_set_int_member (object, "ended_at", g_get_real_time () / 1000);

  if (strcmp (reason, "error") == 0)
    {
      g_autoptr(CarryOnFailure) failure = NULL;
      JsonObject *error = get_object (turn, "error");

      failure = error != NULL ? carry_on_codex_mapper_failure_from_error (error)
                              : carry_on_failure_new ();
      failure->host_retried = thread->retried;
      if (self->provider != NULL && failure->provider == NULL)
        failure->provider = g_strdup (self->provider);
      if (g_strcmp0 (failure->kind, "usageLimitExceeded") == 0
          || g_strcmp0 (failure->kind, "rateLimitExceeded") == 0)
        failure->resets_at = used_up_reset (self);
      json_object_set_member (object, "failure", carry_on_failure_to_json (failure));
    }

  g_clear_pointer (&thread->turn_id, g_free);
  thread->turn_reported = FALSE;
  thread->retried = FALSE;
  emit (self, complete);
}

static void
on_rate_limits (CarryOnCodexMapper *self,
                JsonObject         *snapshot)
{
  static const char * const windows[] = { "primary", "secondary" };
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  g_autoptr(CarryOnMessage) usage = NULL;
  g_autoptr(JsonNode) root = NULL;
  guint n = 0;

  g_clear_pointer (&self->rate_limits, json_object_unref);
  self->rate_limits = json_object_ref (snapshot);

  json_builder_begin_array (builder);
  for (guint i = 0; i < G_N_ELEMENTS (windows); i++)
    {
      JsonObject *window = get_object (snapshot, windows[i]);
      gint64 used = 0, minutes = 0, at = 0;
      g_autofree char *kind = NULL;

      if (!get_int (window, "usedPercent", &used))
        continue;
      if (get_int (window, "windowDurationMins", &minutes) && minutes == 300)
        kind = g_strdup ("five_hour");
      else if (minutes == 7 * 24 * 60)
        kind = g_strdup ("seven_day");
      else if (minutes > 0)
        kind = g_strdup_printf ("%" G_GINT64_FORMAT "_minutes", minutes);
      else
        kind = g_strdup (windows[i]);
      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "kind");
      json_builder_add_string_value (builder, kind);
      json_builder_set_member_name (builder, "percent_used");
      json_builder_add_double_value (builder, CLAMP (used, 0, 100));
      if (get_int (window, "resetsAt", &at) && at > 0 && at < G_GINT64_CONSTANT (100000000000))
        {
          json_builder_set_member_name (builder, "resets_at");
          json_builder_add_int_value (builder, at);
        }
      json_builder_end_object (builder);
      n++;
    }
  json_builder_end_array (builder);
  if (n == 0)
    return;  /* Codex sends empty snapshots when the API gave no headers */

  root = json_builder_get_root (builder);
  usage = carry_on_message_new (CARRY_ON_MESSAGE_USAGE);
  json_object_set_member (carry_on_message_get_object (usage), "windows", g_steal_pointer (&root));
  emit (self, usage);
}

gboolean
carry_on_codex_mapper_server_message (CarryOnCodexMapper *self,
                                      guint               tui,
                                      JsonObject         *message)
{
  const char *method;
  JsonObject *params;
  Thread *thread;

  g_return_val_if_fail (CARRY_ON_IS_CODEX_MAPPER (self), FALSE);
  g_return_val_if_fail (message != NULL, FALSE);

  method = get_string (message, "method");
  if (method == NULL)
    {
      g_autofree char *key = id_key (message);
      const char *id = get_string (message, "id");
      Injected *injected;

      if (key == NULL)
        return FALSE;
      if (id != NULL && g_str_has_prefix (id, INJECTED_PREFIX)
          && (injected = g_hash_table_lookup (self->injected, id)) != NULL)
        {
          if (injected->tui != tui)
            return FALSE;
          on_injected_answer (self, injected, message);
          g_hash_table_remove (self->injected, id);
          return TRUE;
        }
      on_answer (self, tui, message, key);
      return FALSE;
    }

  params = get_object (message, "params");

  if (strcmp (method, "thread/started") == 0)
    {
      JsonObject *object = get_object (params, "thread");

      if (get_bool (object, "ephemeral") && get_string (object, "id") != NULL)
        g_hash_table_add (self->ephemeral, g_strdup (get_string (object, "id")));
      return FALSE;
    }

  if (strcmp (method, "account/rateLimits/updated") == 0)
    {
      JsonObject *snapshot = get_object (params, "rateLimits");

      if (snapshot != NULL)
        on_rate_limits (self, snapshot);
      return FALSE;
    }

  thread = held_thread (self, tui, get_string (params, "threadId"));
  if (thread == NULL)
    return FALSE;

  if (strcmp (method, "turn/started") == 0)
    {
      const char *turn_id = get_string (get_object (params, "turn"), "id");

      if (turn_id != NULL && g_strcmp0 (thread->turn_id, turn_id) != 0)
        {
          set_string (&thread->turn_id, turn_id);
          thread->turn_reported = FALSE;
          thread->retried = FALSE;
        }
    }
  else if (strcmp (method, "item/started") == 0)
    {
      JsonObject *item = get_object (params, "item");

      if (g_strcmp0 (get_string (item, "type"), "userMessage") == 0)
        on_user_message (self, thread, get_string (params, "turnId"), item);
    }
  else if (strcmp (method, "error") == 0)
    {
      if (get_bool (params, "willRetry"))
        thread->retried = TRUE;
    }
  else if (strcmp (method, "turn/completed") == 0)
    {
      JsonObject *turn = get_object (params, "turn");

      if (turn != NULL)
        on_turn_completed (self, thread, turn);
    }
  else if (strcmp (method, "thread/name/updated") == 0)
    {
      const char *name = get_string (params, "threadName");

      if (name != NULL && *name != '\0' && g_strcmp0 (name, thread->title) != 0)
        {
          set_string (&thread->title, name);
          announce (self, thread);
        }
    }
  else if (strcmp (method, "thread/closed") == 0 || strcmp (method, "thread/archived") == 0
           || strcmp (method, "thread/deleted") == 0)
    {
      end_thread (self, thread, "closed");
    }

  return FALSE;
}

void
carry_on_codex_mapper_tui_closed (CarryOnCodexMapper *self,
                                  guint               tui)
{
  g_autofree char *prefix = g_strdup_printf ("%u/", tui);
  g_autoptr(GPtrArray) gone = g_ptr_array_new ();
  GHashTableIter iter;
  gpointer key, value;

  g_return_if_fail (CARRY_ON_IS_CODEX_MAPPER (self));

  g_hash_table_iter_init (&iter, self->requests);
  while (g_hash_table_iter_next (&iter, &key, NULL))
    if (g_str_has_prefix (key, prefix))
      g_hash_table_iter_remove (&iter);

  g_hash_table_iter_init (&iter, self->injected);
  while (g_hash_table_iter_next (&iter, &key, &value))
    {
      Injected *injected = value;

      if (injected->tui != tui)
        continue;
      emit_result (self, injected->request_id, injected->session_id, NULL,
                   "the Codex TUI closed before it answered");
      g_hash_table_iter_remove (&iter);
    }

  g_hash_table_iter_init (&iter, self->threads);
  while (g_hash_table_iter_next (&iter, NULL, &value))
    if (((Thread *) value)->owner == tui)
      g_ptr_array_add (gone, value);
  for (guint i = 0; i < gone->len; i++)
    end_thread (self, g_ptr_array_index (gone, i), "exit");
}

char *
carry_on_codex_mapper_submit (CarryOnCodexMapper *self,
                              CarryOnMessage     *command,
                              guint              *tui)
{
  const char *session_id, *request_id, *text;
  g_autoptr(JsonBuilder) builder = NULL;
  g_autoptr(JsonNode) root = NULL;
  g_autofree char *id = NULL;
  Injected *injected;
  Thread *thread;

  g_return_val_if_fail (CARRY_ON_IS_CODEX_MAPPER (self), NULL);
  g_return_val_if_fail (tui != NULL, NULL);

  session_id = carry_on_message_get_session_id (command);
  request_id = carry_on_message_get_request_id (command);
  text = carry_on_message_get_string (command, "text");
  thread = g_hash_table_lookup (self->threads, session_id);
  if (thread == NULL)
    {
      emit_result (self, request_id, session_id, NULL, "no such Codex session");
      return NULL;
    }
  if (thread->owner == 0)
    {
      emit_result (self, request_id, session_id, NULL, "no Codex TUI holds this session");
      return NULL;
    }
  if (thread->turn_id != NULL || thread->pending != NULL)
    {
      emit_result (self, request_id, session_id, NULL, "a turn is running");
      return NULL;
    }

  id = g_strconcat (INJECTED_PREFIX, request_id, NULL);
  builder = json_builder_new ();
  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "id");
  json_builder_add_string_value (builder, id);
  json_builder_set_member_name (builder, "method");
  json_builder_add_string_value (builder, "turn/start");
  json_builder_set_member_name (builder, "params");
  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "threadId");
  json_builder_add_string_value (builder, thread->id);
  json_builder_set_member_name (builder, "clientUserMessageId");
  json_builder_add_string_value (builder, request_id);
  json_builder_set_member_name (builder, "input");
  json_builder_begin_array (builder);
  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "type");
  json_builder_add_string_value (builder, "text");
  json_builder_set_member_name (builder, "text");
  json_builder_add_string_value (builder, text);
  json_builder_set_member_name (builder, "text_elements");
  json_builder_begin_array (builder);
  json_builder_end_array (builder);
  json_builder_end_object (builder);
  json_builder_end_array (builder);
  json_builder_end_object (builder);
  json_builder_end_object (builder);
  root = json_builder_get_root (builder);

  injected = g_new0 (Injected, 1);
  injected->request_id = g_strdup (request_id);
  injected->session_id = g_strdup (session_id);
  injected->tui = thread->owner;
  g_hash_table_replace (self->injected, g_strdup (id), injected);
  set_string (&thread->pending, request_id);
  g_hash_table_add (thread->ours, g_strdup (request_id));

  *tui = thread->owner;
  return json_to_string (root, FALSE);
}

void
carry_on_codex_mapper_submit_failed (CarryOnCodexMapper *self,
                                     CarryOnMessage     *command,
                                     const char         *reason)
{
  g_autofree char *id = NULL;
  const char *request_id;
  Thread *thread;

  g_return_if_fail (CARRY_ON_IS_CODEX_MAPPER (self));

  request_id = carry_on_message_get_request_id (command);
  id = g_strconcat (INJECTED_PREFIX, request_id, NULL);
  g_hash_table_remove (self->injected, id);
  thread = g_hash_table_lookup (self->threads, carry_on_message_get_session_id (command));
  if (thread != NULL && g_strcmp0 (thread->pending, request_id) == 0)
    g_clear_pointer (&thread->pending, g_free);
  emit_result (self, request_id, carry_on_message_get_session_id (command), NULL, reason);
}

/* -- FAILURE ------------------------------------------------------------------ */

/* codexErrorInfo → the API error type it stands for, in the words the
 * classifier knows (docs/classifier.md; src/core/carry-on-classifier-rules.c).
 * The kinds are Codex 0.171.0's `CodexErrorInfo` (its app-server JSON
 * schema); kinds without a row (`other`, `sessionBudgetExceeded`,
 * `policyCapacityUnavailable`, `threadRollbackFailed`, the connection
 * kinds) leave the decision to the status and the text. */
static const struct {
  const char *kind;
  const char *error_type;
} codex_error_types[] = {
  { "internalServerError",        "server_error" },
  { "serverOverloaded",           "overloaded_error" },
  { "flexUnavailable",            "overloaded_error" },
  { "usageLimitExceeded",         "rate_limit_exceeded" },
  { "rateLimitExceeded",          "rate_limit_exceeded" },
  { "contextWindowExceeded",      "context_length_exceeded" },
  { "modelNotFound",              "model_not_found" },
  { "unauthorized",               "authentication_error" },
  { "badRequest",                 "invalid_request_error" },
  { "cyberPolicy",                "content_filter" },
  { "bioPolicy",                  "content_filter" },
  { "misalignmentPolicyViolation", "content_filter" },
  /* Not the API's: the person's denials, the sandbox, a hook said no. */
  { "tooManyDenials",             "permission_error" },
  { "sandboxError",               "permission_error" },
  { "inferenceHookDenied",        "permission_error" },
};

CarryOnFailure *
carry_on_codex_mapper_failure_from_error (JsonObject *error)
{
  CarryOnFailure *failure = carry_on_failure_new ();
  JsonNode *info = NULL;
  const char *message = get_string (error, "message");
  const char *details = get_string (error, "additionalDetails");

  if (message != NULL)
    failure->message = g_strdup (message);
  if (details != NULL && *details != '\0' && g_strcmp0 (details, message) != 0)
    {
      failure->causes = g_new0 (char *, 2);
      failure->causes[0] = g_strdup (details);
    }

  if (error != NULL && json_object_has_member (error, "codexErrorInfo"))
    info = json_object_get_member (error, "codexErrorInfo");
  if (info != NULL && JSON_NODE_HOLDS_VALUE (info) && json_node_get_value_type (info) == G_TYPE_STRING)
    {
      failure->kind = g_strdup (json_node_get_string (info));
    }
  else if (info != NULL && JSON_NODE_HOLDS_OBJECT (info) && json_object_get_size (json_node_get_object (info)) == 1)
    {
      JsonObject *object = json_node_get_object (info);
      g_autoptr(GList) members = json_object_get_members (object);
      gint64 status = 0;

      failure->kind = g_strdup (members->data);
      if (get_int (get_object (object, members->data), "httpStatusCode", &status)
          && status >= 100 && status <= 599)
        failure->status = status;
    }

  for (guint i = 0; failure->kind != NULL && i < G_N_ELEMENTS (codex_error_types); i++)
    if (strcmp (failure->kind, codex_error_types[i].kind) == 0)
      failure->error_type = g_strdup (codex_error_types[i].error_type);

  return failure;
}

/* -- GObject ------------------------------------------------------------------ */

static void
carry_on_codex_mapper_finalize (GObject *object)
{
  CarryOnCodexMapper *self = CARRY_ON_CODEX_MAPPER (object);

  g_clear_pointer (&self->threads, g_hash_table_unref);
  g_clear_pointer (&self->ephemeral, g_hash_table_unref);
  g_clear_pointer (&self->requests, g_hash_table_unref);
  g_clear_pointer (&self->injected, g_hash_table_unref);
  g_clear_pointer (&self->rate_limits, json_object_unref);
  g_clear_pointer (&self->provider, g_free);

  G_OBJECT_CLASS (carry_on_codex_mapper_parent_class)->finalize (object);
}

static void
carry_on_codex_mapper_class_init (CarryOnCodexMapperClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = carry_on_codex_mapper_finalize;

  /**
   * CarryOnCodexMapper::event:
   * @message: a host → supervisor protocol v1 event
   *
   * A host event to broadcast (the bridge hands it to CarryOnHostServer).
   */
  signals[EVENT] = g_signal_new ("event", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                 0, NULL, NULL, NULL, G_TYPE_NONE, 1, CARRY_ON_TYPE_MESSAGE);
}

static void
carry_on_codex_mapper_init (CarryOnCodexMapper *self)
{
  self->threads = g_hash_table_new_full (g_str_hash, g_str_equal, NULL, (GDestroyNotify) thread_free);
  self->ephemeral = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  self->requests = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  self->injected = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, (GDestroyNotify) injected_free);
}

CarryOnCodexMapper *
carry_on_codex_mapper_new (void)
{
  return g_object_new (CARRY_ON_TYPE_CODEX_MAPPER, NULL);
}
