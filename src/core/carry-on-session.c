/* carry-on-session.c
 *
 * SPDX-FileCopyrightText: 2026 The Carry On authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "carry-on-history-item.h"
#include "carry-on-policy.h"
#include "carry-on-session-private.h"

G_DEFINE_FINAL_TYPE (CarryOnSession, carry_on_session, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_KEY,
  PROP_ID,
  PROP_HOST_KIND,
  PROP_HOST,
  PROP_TITLE,
  PROP_CWD,
  PROP_PROVIDER,
  PROP_STATE,
  PROP_ENABLED,
  PROP_LIMIT,
  PROP_COUNT,
  PROP_TOTAL,
  PROP_DUE,
  PROP_DUE_IS_RESET,
  PROP_REASON,
  PROP_TURN_RUNNING,
  PROP_CONTROLLER,
  PROP_CAN_TAKE_CONTROL,
  PROP_HISTORY,
  PROP_HANDOFF_STAGE,
  PROP_HANDOFF_NOTE_PATH,
  PROP_HANDOFF_REASON,
  PROP_HANDOFF_CAN_PASTE,
  PROP_HANDOFF_RUNNING,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
carry_on_session_finalize (GObject *object)
{
  CarryOnSession *self = CARRY_ON_SESSION (object);

  if (self->host != NULL)
    g_object_remove_weak_pointer (G_OBJECT (self->host), &self->host);
  g_free (self->key);
  g_free (self->id);
  g_free (self->host_kind);
  g_free (self->host_id);
  g_free (self->route);
  g_clear_pointer (&self->observed_failure, carry_on_failure_free);
  g_clear_pointer (&self->last_failure, carry_on_failure_free);
  g_free (self->title);
  g_free (self->title_key);
  g_free (self->cwd);
  g_free (self->provider);
  g_free (self->reason);
  g_free (self->controller);
  g_free (self->inflight_request);
  g_free (self->accepted_request);
  g_free (self->our_turn_id);
  g_free (self->handled_turn_id);
  g_free (self->failure_provider);
  g_free (self->handoff_note_path);
  g_free (self->handoff_reason);
  g_free (self->handoff_request);
  g_free (self->handoff_run_id);
  g_free (self->handoff_deliver);
  g_free (self->paste_request);
  g_clear_object (&self->history);

  G_OBJECT_CLASS (carry_on_session_parent_class)->finalize (object);
}

static void
carry_on_session_get_property (GObject    *object,
                               guint       prop_id,
                               GValue     *value,
                               GParamSpec *pspec)
{
  CarryOnSession *self = CARRY_ON_SESSION (object);

  switch (prop_id)
    {
    case PROP_KEY:          g_value_set_string (value, self->key); break;
    case PROP_ID:           g_value_set_string (value, self->id); break;
    case PROP_HOST_KIND:    g_value_set_string (value, self->host_kind); break;
    case PROP_HOST:         g_value_set_object (value, self->host); break;
    case PROP_TITLE:        g_value_set_string (value, carry_on_session_get_title (self)); break;
    case PROP_CWD:          g_value_set_string (value, self->cwd); break;
    case PROP_PROVIDER:     g_value_set_string (value, self->provider); break;
    case PROP_STATE:        g_value_set_int (value, self->state); break;
    case PROP_ENABLED:      g_value_set_boolean (value, self->enabled); break;
    case PROP_LIMIT:        g_value_set_uint (value, self->limit); break;
    case PROP_COUNT:        g_value_set_uint (value, self->count); break;
    case PROP_TOTAL:        g_value_set_uint (value, self->total); break;
    case PROP_DUE:          g_value_set_int64 (value, self->due); break;
    case PROP_DUE_IS_RESET: g_value_set_boolean (value, self->due_is_reset); break;
    case PROP_REASON:       g_value_set_string (value, self->reason); break;
    case PROP_TURN_RUNNING: g_value_set_boolean (value, self->turn_running); break;
    case PROP_CONTROLLER:   g_value_set_string (value, self->controller); break;
    case PROP_CAN_TAKE_CONTROL: g_value_set_boolean (value, self->can_take_control); break;
    case PROP_HISTORY:      g_value_set_object (value, self->history); break;
    case PROP_HANDOFF_STAGE:     g_value_set_int (value, self->handoff_stage); break;
    case PROP_HANDOFF_NOTE_PATH: g_value_set_string (value, self->handoff_note_path); break;
    case PROP_HANDOFF_REASON:    g_value_set_string (value, self->handoff_reason); break;
    case PROP_HANDOFF_CAN_PASTE: g_value_set_boolean (value, self->handoff_can_paste); break;
    case PROP_HANDOFF_RUNNING:   g_value_set_boolean (value, carry_on_session_get_handoff_running (self)); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
carry_on_session_set_property (GObject      *object,
                               guint         prop_id,
                               const GValue *value,
                               GParamSpec   *pspec)
{
  CarryOnSession *self = CARRY_ON_SESSION (object);

  switch (prop_id)
    {
    case PROP_ENABLED: carry_on_session_set_enabled (self, g_value_get_boolean (value)); break;
    case PROP_LIMIT:   carry_on_session_set_limit (self, g_value_get_uint (value)); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
carry_on_session_class_init (CarryOnSessionClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  const GParamFlags ro = G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;
  const GParamFlags rw = G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;

  object_class->finalize = carry_on_session_finalize;
  object_class->get_property = carry_on_session_get_property;
  object_class->set_property = carry_on_session_set_property;

  properties[PROP_KEY] = g_param_spec_string ("key", NULL, NULL, NULL, ro);
  properties[PROP_ID] = g_param_spec_string ("id", NULL, NULL, NULL, ro);
  properties[PROP_HOST_KIND] = g_param_spec_string ("host-kind", NULL, NULL, NULL, ro);
  properties[PROP_HOST] = g_param_spec_object ("host", NULL, NULL, G_TYPE_OBJECT, ro);
  properties[PROP_TITLE] = g_param_spec_string ("title", NULL, NULL, NULL, ro);
  properties[PROP_CWD] = g_param_spec_string ("cwd", NULL, NULL, NULL, ro);
  properties[PROP_PROVIDER] = g_param_spec_string ("provider", NULL, NULL, NULL, ro);
  /* An int holding CarryOnSessionState (no enum GType needed by bindings). */
  properties[PROP_STATE] = g_param_spec_int ("state", NULL, NULL, 0, CARRY_ON_SESSION_STATE_ENDED,
                                             CARRY_ON_SESSION_STATE_IDLE, ro);
  properties[PROP_ENABLED] = g_param_spec_boolean ("enabled", NULL, NULL, TRUE, rw);
  properties[PROP_LIMIT] = g_param_spec_uint ("limit", NULL, NULL, CARRY_ON_LIMIT_MIN, CARRY_ON_LIMIT_MAX,
                                              CARRY_ON_LIMIT_DEFAULT, rw);
  properties[PROP_COUNT] = g_param_spec_uint ("count", NULL, NULL, 0, G_MAXUINT, 0, ro);
  properties[PROP_TOTAL] = g_param_spec_uint ("total", NULL, NULL, 0, G_MAXUINT, 0, ro);
  properties[PROP_DUE] = g_param_spec_int64 ("due", NULL, NULL, 0, G_MAXINT64, 0, ro);
  properties[PROP_DUE_IS_RESET] = g_param_spec_boolean ("due-is-reset", NULL, NULL, FALSE, ro);
  properties[PROP_REASON] = g_param_spec_string ("reason", NULL, NULL, NULL, ro);
  properties[PROP_TURN_RUNNING] = g_param_spec_boolean ("turn-running", NULL, NULL, FALSE, ro);
  /* Who controls the session's host while another supervisor does
   * ("Carry On (pid 456)"), else NULL; and whether this one can take
   * control there (the host's plugin knows control.take). */
  properties[PROP_CONTROLLER] = g_param_spec_string ("controller", NULL, NULL, NULL, ro);
  properties[PROP_CAN_TAKE_CONTROL] = g_param_spec_boolean ("can-take-control", NULL, NULL, FALSE, ro);
  properties[PROP_HISTORY] = g_param_spec_object ("history", NULL, NULL, G_TYPE_LIST_MODEL, ro);
  /* An int holding CarryOnHandoffStage, like "state". */
  properties[PROP_HANDOFF_STAGE] = g_param_spec_int ("handoff-stage", NULL, NULL,
                                                     0, CARRY_ON_HANDOFF_STAGE_STOPPED,
                                                     CARRY_ON_HANDOFF_STAGE_NONE, ro);
  properties[PROP_HANDOFF_NOTE_PATH] = g_param_spec_string ("handoff-note-path", NULL, NULL, NULL, ro);
  properties[PROP_HANDOFF_REASON] = g_param_spec_string ("handoff-reason", NULL, NULL, NULL, ro);
  properties[PROP_HANDOFF_CAN_PASTE] = g_param_spec_boolean ("handoff-can-paste", NULL, NULL, FALSE, ro);
  properties[PROP_HANDOFF_RUNNING] = g_param_spec_boolean ("handoff-running", NULL, NULL, FALSE, ro);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
carry_on_session_init (CarryOnSession *self)
{
  self->enabled = TRUE;
  self->limit = CARRY_ON_LIMIT_DEFAULT;
  self->history = g_list_store_new (CARRY_ON_TYPE_HISTORY_ITEM);
}

CarryOnSession *
_carry_on_session_new (const char *key,
                       const char *host_kind,
                       const char *id,
                       guint       limit)
{
  CarryOnSession *self = g_object_new (CARRY_ON_TYPE_SESSION, NULL);

  self->host_kind = g_strdup (host_kind != NULL ? host_kind : "unknown");
  self->id = g_strdup (id);
  self->key = key != NULL ? g_strdup (key) : g_strdup_printf ("%s:%s", self->host_kind, id);
  self->limit = CLAMP (limit, CARRY_ON_LIMIT_MIN, CARRY_ON_LIMIT_MAX);
  return self;
}

const char *
carry_on_session_get_key (CarryOnSession *self)
{
  g_return_val_if_fail (CARRY_ON_IS_SESSION (self), NULL);
  return self->key;
}

const char *
carry_on_session_get_id (CarryOnSession *self)
{
  g_return_val_if_fail (CARRY_ON_IS_SESSION (self), NULL);
  return self->id;
}

const char *
carry_on_session_get_host_kind (CarryOnSession *self)
{
  g_return_val_if_fail (CARRY_ON_IS_SESSION (self), NULL);
  return self->host_kind;
}

gpointer
carry_on_session_get_host (CarryOnSession *self)
{
  g_return_val_if_fail (CARRY_ON_IS_SESSION (self), NULL);
  return self->host;
}

const char *
carry_on_session_get_title (CarryOnSession *self)
{
  g_return_val_if_fail (CARRY_ON_IS_SESSION (self), NULL);
  return self->title != NULL ? self->title : self->id;
}

const char *
carry_on_session_get_cwd (CarryOnSession *self)
{
  g_return_val_if_fail (CARRY_ON_IS_SESSION (self), NULL);
  return self->cwd;
}

CarryOnSessionState
carry_on_session_get_state (CarryOnSession *self)
{
  g_return_val_if_fail (CARRY_ON_IS_SESSION (self), CARRY_ON_SESSION_STATE_IDLE);
  return self->state;
}

gboolean
carry_on_session_get_enabled (CarryOnSession *self)
{
  g_return_val_if_fail (CARRY_ON_IS_SESSION (self), FALSE);
  return self->enabled;
}

/**
 * carry_on_session_set_enabled:
 * @enabled: this session's pill
 *
 * Turning a session off cancels its pending continue (the supervisor
 * follows notify::enabled); turning it on again schedules nothing by itself.
 */
void
carry_on_session_set_enabled (CarryOnSession *self,
                              gboolean        enabled)
{
  g_return_if_fail (CARRY_ON_IS_SESSION (self));

  enabled = !!enabled;
  if (self->enabled == enabled)
    return;
  self->enabled = enabled;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ENABLED]);
}

void
_carry_on_session_set_enabled_silently (CarryOnSession *self,
                                        gboolean        enabled)
{
  self->enabled = !!enabled;
}

guint
carry_on_session_get_limit (CarryOnSession *self)
{
  g_return_val_if_fail (CARRY_ON_IS_SESSION (self), CARRY_ON_LIMIT_DEFAULT);
  return self->limit;
}

/**
 * carry_on_session_set_limit:
 * @limit: continues allowed in a row; clamped to 1–999
 */
void
carry_on_session_set_limit (CarryOnSession *self,
                            guint           limit)
{
  g_return_if_fail (CARRY_ON_IS_SESSION (self));

  limit = CLAMP (limit, CARRY_ON_LIMIT_MIN, CARRY_ON_LIMIT_MAX);
  if (self->limit == limit)
    return;
  self->limit = limit;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_LIMIT]);
}

guint
carry_on_session_get_count (CarryOnSession *self)
{
  g_return_val_if_fail (CARRY_ON_IS_SESSION (self), 0);
  return self->count;
}

guint
carry_on_session_get_total (CarryOnSession *self)
{
  g_return_val_if_fail (CARRY_ON_IS_SESSION (self), 0);
  return self->total;
}

gint64
carry_on_session_get_due (CarryOnSession *self)
{
  g_return_val_if_fail (CARRY_ON_IS_SESSION (self), 0);
  return self->due;
}

gboolean
carry_on_session_get_due_is_reset (CarryOnSession *self)
{
  g_return_val_if_fail (CARRY_ON_IS_SESSION (self), FALSE);
  return self->due_is_reset;
}

const char *
carry_on_session_get_reason (CarryOnSession *self)
{
  g_return_val_if_fail (CARRY_ON_IS_SESSION (self), NULL);
  return self->reason;
}

gboolean
carry_on_session_get_turn_running (CarryOnSession *self)
{
  g_return_val_if_fail (CARRY_ON_IS_SESSION (self), FALSE);
  return self->turn_running;
}

const char *
carry_on_session_get_controller (CarryOnSession *self)
{
  g_return_val_if_fail (CARRY_ON_IS_SESSION (self), NULL);
  return self->controller;
}

gboolean
carry_on_session_get_can_take_control (CarryOnSession *self)
{
  g_return_val_if_fail (CARRY_ON_IS_SESSION (self), FALSE);
  return self->can_take_control;
}

GListModel *
carry_on_session_get_history (CarryOnSession *self)
{
  g_return_val_if_fail (CARRY_ON_IS_SESSION (self), NULL);
  return G_LIST_MODEL (self->history);
}

/* Private setters: notify only on change. */

void
_carry_on_session_set_state (CarryOnSession      *self,
                             CarryOnSessionState  state)
{
  if (self->state == state)
    return;
  self->state = state;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_STATE]);
}

static gboolean
set_string (char       **field,
            const char  *value)
{
  if (g_strcmp0 (*field, value) == 0)
    return FALSE;
  g_free (*field);
  *field = g_strdup (value);
  return TRUE;
}

void
_carry_on_session_set_title (CarryOnSession *self,
                             const char     *title,
                             const char     *cwd)
{
  g_autofree char *derived = NULL;

  if (cwd != NULL && *cwd != '\0' && set_string (&self->cwd, cwd))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CWD]);

  if (title == NULL || *title == '\0')
    {
      if (self->cwd == NULL)
        return;
      derived = g_path_get_basename (self->cwd);
      title = derived;
    }
  if (set_string (&self->title, title))
    {
      g_clear_pointer (&self->title_key, g_free);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TITLE]);
    }
}

/* The title's collation key (g_utf8_collate_key()), made once per title:
 * the sessions model keeps its order by it, and g_utf8_collate() on each
 * comparison normalized both titles again (a host's snapshot of 20 into
 * 1,000 sessions was thousands of those). */
const char *
_carry_on_session_get_title_key (CarryOnSession *self)
{
  if (self->title_key == NULL)
    self->title_key = g_utf8_collate_key (carry_on_session_get_title (self), -1);
  return self->title_key;
}

void
_carry_on_session_set_provider (CarryOnSession *self,
                                const char     *provider)
{
  if (provider != NULL && set_string (&self->provider, provider))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PROVIDER]);
}

void
_carry_on_session_set_host (CarryOnSession *self,
                            gpointer        host,
                            const char     *host_id)
{
  set_string (&self->host_id, host_id);
  if (self->host == host)
    return;
  if (self->host != NULL)
    g_object_remove_weak_pointer (G_OBJECT (self->host), &self->host);
  self->host = host;
  if (self->host != NULL)
    g_object_add_weak_pointer (G_OBJECT (self->host), &self->host);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_HOST]);
}

void
_carry_on_session_set_control (CarryOnSession *self,
                               const char     *controller,
                               gboolean        can_take_control)
{
  if (set_string (&self->controller, controller))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CONTROLLER]);
  can_take_control = !!can_take_control;
  if (self->can_take_control != can_take_control)
    {
      self->can_take_control = can_take_control;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_TAKE_CONTROL]);
    }
}

void
_carry_on_session_set_count (CarryOnSession *self,
                             guint           count)
{
  if (self->count == count)
    return;
  self->count = count;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_COUNT]);
}

void
_carry_on_session_set_total (CarryOnSession *self,
                             guint           total)
{
  if (self->total == total)
    return;
  self->total = total;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TOTAL]);
}

void
_carry_on_session_set_due (CarryOnSession *self,
                           gint64          due,
                           gboolean        is_reset)
{
  is_reset = due != 0 && is_reset;
  g_object_freeze_notify (G_OBJECT (self));
  if (self->due != due)
    {
      self->due = due;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_DUE]);
    }
  if (self->due_is_reset != is_reset)
    {
      self->due_is_reset = is_reset;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_DUE_IS_RESET]);
    }
  g_object_thaw_notify (G_OBJECT (self));
}

void
_carry_on_session_set_reason (CarryOnSession *self,
                              const char     *reason)
{
  if (set_string (&self->reason, reason))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_REASON]);
}

void
_carry_on_session_set_turn_running (CarryOnSession *self,
                                    gboolean        running)
{
  running = !!running;
  if (self->turn_running == running)
    return;
  self->turn_running = running;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TURN_RUNNING]);
}

void
_carry_on_session_add_history (CarryOnSession *self,
                               gint64          time_us,
                               const char     *text)
{
  g_autoptr(CarryOnHistoryItem) item = carry_on_history_item_new (time_us, text);
  guint n = g_list_model_get_n_items (G_LIST_MODEL (self->history));

  if (n >= CARRY_ON_HISTORY_MAX)
    g_list_store_splice (self->history, 0, n - CARRY_ON_HISTORY_MAX + 1, NULL, 0);
  g_list_store_append (self->history, item);
}

/* Hand-off ---------------------------------------------------------------- */

/**
 * carry_on_session_get_handoff_stage:
 *
 * Returns: the last hand-off run's stage; %CARRY_ON_HANDOFF_STAGE_NONE
 *   before any
 */
CarryOnHandoffStage
carry_on_session_get_handoff_stage (CarryOnSession *self)
{
  g_return_val_if_fail (CARRY_ON_IS_SESSION (self), CARRY_ON_HANDOFF_STAGE_NONE);
  return self->handoff_stage;
}

/**
 * carry_on_session_get_handoff_note_path:
 *
 * Returns: (transfer none) (nullable): the file the last run wrote its
 *   note to, as the host reported it (`note-written` `path`)
 */
const char *
carry_on_session_get_handoff_note_path (CarryOnSession *self)
{
  g_return_val_if_fail (CARRY_ON_IS_SESSION (self), NULL);
  return self->handoff_note_path;
}

/**
 * carry_on_session_get_handoff_reason:
 *
 * Returns: (transfer none) (nullable): why the last run stopped; %NULL
 *   unless the stage is %CARRY_ON_HANDOFF_STAGE_STOPPED
 */
const char *
carry_on_session_get_handoff_reason (CarryOnSession *self)
{
  g_return_val_if_fail (CARRY_ON_IS_SESSION (self), NULL);
  return self->handoff_reason;
}

/**
 * carry_on_session_get_handoff_can_paste:
 *
 * Returns: %TRUE while the host keeps a continuation prompt that
 *   `handoff.paste` ("Paste again") fills into the prompt box
 */
gboolean
carry_on_session_get_handoff_can_paste (CarryOnSession *self)
{
  g_return_val_if_fail (CARRY_ON_IS_SESSION (self), FALSE);
  return self->handoff_can_paste;
}

/**
 * carry_on_session_get_handoff_running:
 *
 * Returns: %TRUE from the `handoff` request until the run is delivered
 *   or stopped
 */
gboolean
carry_on_session_get_handoff_running (CarryOnSession *self)
{
  g_return_val_if_fail (CARRY_ON_IS_SESSION (self), FALSE);
  return self->handoff_stage >= CARRY_ON_HANDOFF_STAGE_REQUESTED &&
         self->handoff_stage <= CARRY_ON_HANDOFF_STAGE_COMPACTING;
}

void
_carry_on_session_set_handoff_stage (CarryOnSession      *self,
                                     CarryOnHandoffStage  stage)
{
  gboolean was_running = carry_on_session_get_handoff_running (self);

  if (self->handoff_stage == stage)
    return;
  self->handoff_stage = stage;
  g_object_freeze_notify (G_OBJECT (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_HANDOFF_STAGE]);
  if (was_running != carry_on_session_get_handoff_running (self))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_HANDOFF_RUNNING]);
  g_object_thaw_notify (G_OBJECT (self));
}

void
_carry_on_session_set_handoff_note_path (CarryOnSession *self,
                                         const char     *path)
{
  if (set_string (&self->handoff_note_path, path))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_HANDOFF_NOTE_PATH]);
}

void
_carry_on_session_set_handoff_reason (CarryOnSession *self,
                                      const char     *reason)
{
  if (set_string (&self->handoff_reason, reason))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_HANDOFF_REASON]);
}

void
_carry_on_session_set_handoff_can_paste (CarryOnSession *self,
                                         gboolean        can_paste)
{
  can_paste = !!can_paste;
  if (self->handoff_can_paste == can_paste)
    return;
  self->handoff_can_paste = can_paste;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_HANDOFF_CAN_PASTE]);
}
