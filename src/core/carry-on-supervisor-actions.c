/* carry-on-supervisor-actions.c
 *
 * SPDX-FileCopyrightText: 2026 The Carry On authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * What a person does to sessions: the `app.*` actions the window, tray and
 * notifications share, Cancel and Retry now, taking control of a host, and
 * the global switch.
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "carry-on-supervisor-private.h"

static void
on_enabled_changed (CarryOnSettings   *settings,
                    const char        *key,
                    CarryOnSupervisor *self)
{
  gboolean enabled = carry_on_settings_get_enabled (settings);
  GHashTableIter iter;
  gpointer value;

  if (enabled == self->enabled)
    return;
  self->enabled = enabled;

  g_hash_table_iter_init (&iter, self->by_key);
  while (g_hash_table_iter_next (&iter, NULL, &value))
    {
      CarryOnSession *s = value;

      if (!enabled)
        _carry_on_supervisor_cancel_pending (self, s, _("Carry On switched off"));
      _carry_on_session_set_state (s, _carry_on_supervisor_resting_state (self, s));
      _carry_on_supervisor_recount (self, s);
    }
}

static CarryOnSession *
session_from_param (CarryOnSupervisor *self,
                    const char        *key)
{
  CarryOnSession *s = g_hash_table_lookup (self->by_key, key);

  if (s == NULL)
    g_message ("no session %s", key);
  return s;
}

static void
action_session_enabled (GSimpleAction *action,
                        GVariant      *param,
                        gpointer       user_data)
{
  CarryOnSupervisor *self = user_data;
  const char *key;
  gboolean enabled;
  CarryOnSession *s;

  g_variant_get (param, "(&sb)", &key, &enabled);
  if ((s = session_from_param (self, key)) != NULL)
    carry_on_session_set_enabled (s, enabled);
}

static void
action_set_limit (GSimpleAction *action,
                  GVariant      *param,
                  gpointer       user_data)
{
  CarryOnSupervisor *self = user_data;
  const char *key;
  guint32 limit;
  CarryOnSession *s;

  g_variant_get (param, "(&su)", &key, &limit);
  if ((s = session_from_param (self, key)) != NULL)
    carry_on_session_set_limit (s, limit);
}

static void
action_cancel (GSimpleAction *action,
               GVariant      *param,
               gpointer       user_data)
{
  carry_on_supervisor_cancel (user_data, g_variant_get_string (param, NULL));
}

static void
action_retry_now (GSimpleAction *action,
                  GVariant      *param,
                  gpointer       user_data)
{
  carry_on_supervisor_retry_now (user_data, g_variant_get_string (param, NULL));
}

static void
action_take_control (GSimpleAction *action,
                     GVariant      *param,
                     gpointer       user_data)
{
  g_autoptr(GError) error = NULL;

  if (!carry_on_supervisor_take_control (user_data, g_variant_get_string (param, NULL), &error))
    g_message ("take control: %s", error->message);
}

/* While another supervisor controls the session's host, this one's
 * buttons act on nothing: say so instead of claiming a result, and what
 * would let them act. */
static gboolean
refuse_when_observing (CarryOnSupervisor *self,
                       CarryOnSession    *s,
                       const char        *what)
{
  const char *who = _carry_on_supervisor_other_controller (s);

  if (who == NULL)
    return FALSE;
  if (carry_on_host_can_take_control (s->host))
    /* Translators: a history line.  %1$s is what you asked for ("cancel",
     * "retry now"), %2$s the supervisor in control ("Carry On on host-b (pid 42)") */
    _carry_on_supervisor_note (self, s, _("%1$s: nothing done here; %2$s controls this host (take control to act here)"), what, who);
  else
    /* Translators: a history line.  %1$s is what you asked for ("cancel",
     * "retry now"), %2$s the supervisor in control, %3$s the agent host's
     * name ("Claude Code") */
    _carry_on_supervisor_note (self, s, _("%1$s: nothing done here; %2$s controls this host (update the %3$s plugin to take control here)"),
                               what, who, carry_on_host_get_name (s->host));
  return TRUE;
}

/**
 * carry_on_supervisor_take_control:
 * @host_id: a host's id (carry_on_host_get_id(): its socket path)
 * @error: %G_IO_ERROR_NOT_FOUND for no such host,
 *   %G_IO_ERROR_NOT_CONNECTED when the host is not connected, or
 *   %G_IO_ERROR_NOT_SUPPORTED when its plugin predates `control.take`
 *   (the message says to update the plugin)
 *
 * Takes control of a host another supervisor controls, through the
 * host's `control.take` handover (docs/protocol.md §3): the other one drops
 * its planned continues, this one decides the failures it saw while
 * observing once the host says `granted`, and rebuilds its plans from the
 * snapshot that follows.
 *
 * Returns: %TRUE when the request went out or this supervisor already
 *   controls the host
 */
gboolean
carry_on_supervisor_take_control (CarryOnSupervisor  *self,
                                  const char         *host_id,
                                  GError            **error)
{
  guint n;

  g_return_val_if_fail (CARRY_ON_IS_SUPERVISOR (self), FALSE);
  g_return_val_if_fail (host_id != NULL, FALSE);

  n = g_list_model_get_n_items (G_LIST_MODEL (self->hosts));
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(CarryOnHost) host = g_list_model_get_item (G_LIST_MODEL (self->hosts), i);

      if (g_strcmp0 (carry_on_host_get_id (host), host_id) != 0)
        continue;
      if (carry_on_host_is_controller (host) || carry_on_host_take_control (host))
        return TRUE;
      if (carry_on_host_get_state (host) == CARRY_ON_HOST_STATE_OBSERVER)
        /* Translators: %s is an agent host's name ("Claude Code") */
        g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED,
                     _("%s's plugin cannot hand control over: update the plugin to take control here"),
                     carry_on_host_get_name (host));
      else
        /* Translators: %s is an agent host's name ("Claude Code") */
        g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_CONNECTED, _("%s is not connected"),
                     carry_on_host_get_name (host));
      return FALSE;
    }
  /* Translators: %s is a host's id (its socket's path) */
  g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND, _("no host %s"), host_id);
  return FALSE;
}

/**
 * carry_on_supervisor_cancel:
 * @key: a session key
 *
 * Cancels the session's pending continue, as the Cancel button does.  The
 * count is kept.  While another supervisor controls the session's host
 * nothing is cancelled (that one decides): the history says so.
 *
 * Returns: %TRUE if something was pending and is cancelled
 */
gboolean
carry_on_supervisor_cancel (CarryOnSupervisor *self,
                            const char        *key)
{
  CarryOnSession *s;

  g_return_val_if_fail (CARRY_ON_IS_SUPERVISOR (self), FALSE);

  if ((s = session_from_param (self, key)) == NULL)
    return FALSE;
  /* Translators: what you asked for, in "cancel: nothing done here; …" */
  if (refuse_when_observing (self, s, C_("refused action", "cancel")))
    return FALSE;
  return _carry_on_supervisor_cancel_pending (self, s, _("cancelled by you"));
}

/**
 * carry_on_supervisor_retry_now:
 * @key: a session key
 *
 * Continues now: a pending continue goes at once.  After a give-up exactly
 * one continue goes, whatever the count: if its turn fails (or the host
 * drops it) the session gives up again with that reason, an answer resets
 * the count.  A person who wants a fresh stretch types a prompt instead.
 * Nothing happens while a turn runs or a continue is in flight, or while
 * another supervisor controls the session's host (the history says so).
 *
 * Returns: %TRUE if a continue was sent
 */
gboolean
carry_on_supervisor_retry_now (CarryOnSupervisor *self,
                               const char        *key)
{
  CarryOnSession *s;
  guint cap;

  g_return_val_if_fail (CARRY_ON_IS_SUPERVISOR (self), FALSE);

  if ((s = session_from_param (self, key)) == NULL)
    return FALSE;
  /* Translators: what you asked for, in "retry now: nothing done here; …" */
  if (refuse_when_observing (self, s, C_("refused action", "retry now")))
    return FALSE;
  if (s->turn_running || s->inflight_request != NULL)
    return FALSE;

  cap = carry_on_settings_get_total_cap (self->settings);
  if (s->gave_up || s->count >= s->limit || (cap != 0 && s->total >= cap))
    {
      s->gave_up = FALSE;
      s->retry_once = TRUE;
      s->drops_in_row = 0;
      _carry_on_session_set_reason (s, NULL);
    }
  carry_on_clock_cancel (self->clock, s->timer_id);
  s->timer_id = 0;
  s->pending = PENDING_NONE;
  _carry_on_supervisor_note (self, s, "%s", s->retry_once ? _("retry now, as you asked: one continue") : _("retry now, as you asked"));
  _carry_on_supervisor_send_continue (self, s);
  _carry_on_supervisor_recount (self, s);
  return s->inflight_request != NULL;
}

/* Builds the action group (see carry_on_supervisor_get_actions()) and
 * follows the global switch. */
void
_carry_on_supervisor_setup_actions (CarryOnSupervisor *self)
{
  g_autoptr(GAction) enabled = NULL;
  static const GActionEntry entries[] = {
    { .name = "session-enabled", .activate = action_session_enabled, .parameter_type = "(sb)" },
    { .name = "set-limit",       .activate = action_set_limit,       .parameter_type = "(su)" },
    { .name = "cancel",          .activate = action_cancel,          .parameter_type = "s" },
    { .name = "retry-now",       .activate = action_retry_now,       .parameter_type = "s" },
    { .name = "take-control",    .activate = action_take_control,    .parameter_type = "s" },
    { .name = "handoff",         .activate = _carry_on_supervisor_action_handoff,       .parameter_type = "(sss)" },
    { .name = "handoff-paste",   .activate = _carry_on_supervisor_action_handoff_paste, .parameter_type = "s" },
  };

  self->actions = g_simple_action_group_new ();
  g_action_map_add_action_entries (G_ACTION_MAP (self->actions), entries, G_N_ELEMENTS (entries), self);
  enabled = g_settings_create_action (carry_on_settings_get_gsettings (self->settings), "enabled");
  g_action_map_add_action (G_ACTION_MAP (self->actions), enabled);
  g_signal_connect (self->settings, "changed::enabled", G_CALLBACK (on_enabled_changed), self);
}
