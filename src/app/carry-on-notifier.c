/* carry-on-notifier.c
 *
 * SPDX-FileCopyrightText: 2026 The Carry On authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Notifications over org.freedesktop.Notifications (carry-on-notification.c:
 * nothing here waits for the server):
 *
 *  - Give-up: "Carry On gave up on <session>", naming the host and the
 *    reason, with "Retry now" (app.retry-now) and "Open" (app.show-session,
 *    the default action: clicking the notification).  One per session, updated in place (the same
 *    CarryOnNotification, so the same server id), closed when the session
 *    continues again.  More than CARRY_ON_NOTIFIER_BURST_MAX give-ups within
 *    CARRY_ON_NOTIFIER_BURST_WINDOW_S seconds replace theirs by one summary
 *    ("Open": app.show-window).  The "notify-give-up" setting turns them off.
 *  - Scheduled: when a continue is due later than "notify-scheduled-minutes"
 *    from now (e.g. a usage limit resuming at 19:01), "Will continue
 *    <session> at 19:01" with "Cancel retry" (app.cancel); closed when the
 *    continue goes out, is cancelled, the session gives up, or its host
 *    leaves or loses control; it expires at the time it names.
 *
 * Only sessions whose host this supervisor controls are notified (another
 * instance in control notifies them).  Host text (titles, the host's name,
 * reasons) is one bounded line, escaped when the server reads body markup
 * (carry-on-notifier-text.c).
 *
 * Buttons only activate `app.*` actions on the application, the same the
 * window and the tray use.  No server (asked for its capabilities at the
 * first decision that may notify, again at most once a minute while there
 * is none), or a server without the "actions" capability: said once in
 * the log, notifications go on without buttons and the body says what to do
 * instead.  A failing Notify call is logged once and never stops the app.
 */

#include "config.h"

#include <glib/gi18n.h>

#include "carry-on-host.h"
#include "carry-on-notification.h"
#include "carry-on-notifier.h"
#include "carry-on-notifier-text.h"
#include "carry-on-session.h"
#include "carry-on-time-text.h"

#define ICON_ATTENTION     "io.carryon.CarryOn-attention"
#define ICON_PENDING       "io.carryon.CarryOn-pending"
#define SUMMARY_MAX_LINES  5

typedef enum {
  SERVER_UNKNOWN,
  SERVER_PROBING,
  SERVER_NONE,
  SERVER_NO_ACTIONS,
  SERVER_ACTIONS,
} ServerState;

typedef struct
{
  gint64  when_us;   /* monotonic */
  char   *key;
  char   *line;      /* "title — reason" (or "title at 19:01") for the summary */
  gint64  due;       /* wall, for a "Will continue"; 0 for a give-up */
} BurstEntry;

struct _CarryOnNotifier
{
  GObject             parent_instance;

  GApplication       *app;          /* weak */
  CarryOnSupervisor  *supervisor;
  CarryOnSettings    *settings;
  CarryOnClock       *clock;

  GDBusConnection    *bus;          /* NULL: no session bus */

  GHashTable         *give_ups;     /* session key → CarryOnNotification */
  GHashTable         *scheduled;    /* session key → CarryOnNotification */
  CarryOnNotification *summary;
  GQueue             *burst;        /* BurstEntry, oldest first */
  CarryOnNotification *scheduled_summary;
  GQueue             *scheduled_burst;  /* BurstEntry of "Will continue", oldest first */
  GHashTable         *in_scheduled_summary;  /* key → BurstEntry (owned) */

  ServerState         server;
  GPtrArray          *pending;      /* PendingDecision, while the server is probed */
  gint64              probed_us;    /* monotonic, when it was last asked */
  GCancellable       *probe;        /* while it is asked */
  guint               n_shown;
  guint               body_markup : 1;
  guint               tried_bus : 1;
  guint               said_no_server : 1;
  guint               said_no_actions : 1;
  guint               said_show_failed : 1;
};

G_DEFINE_FINAL_TYPE (CarryOnNotifier, carry_on_notifier, G_TYPE_OBJECT)

static void
burst_entry_free (gpointer data)
{
  BurstEntry *entry = data;

  g_free (entry->key);
  g_free (entry->line);
  g_free (entry);
}

/* Drops @key's entry from @burst, if there is one. */
static void
burst_remove (GQueue     *burst,
              const char *key)
{
  for (GList *l = burst->head; l != NULL; l = l->next)
    if (g_str_equal (((BurstEntry *) l->data)->key, key))
      {
        burst_entry_free (l->data);
        g_queue_delete_link (burst, l);
        return;
      }
}

/* Adds @key's entry (taking @line) to @burst, after dropping the entries
 * older than CARRY_ON_NOTIFIER_BURST_WINDOW_S and @key's earlier one. */
static void
burst_push (GQueue     *burst,
            gint64      now_us,
            const char *key,
            char       *line,
            gint64      due)
{
  BurstEntry *entry;

  while (!g_queue_is_empty (burst)
         && now_us - ((BurstEntry *) g_queue_peek_head (burst))->when_us
            > CARRY_ON_NOTIFIER_BURST_WINDOW_S * G_USEC_PER_SEC)
    burst_entry_free (g_queue_pop_head (burst));
  burst_remove (burst, key);
  entry = g_new0 (BurstEntry, 1);
  entry->when_us = now_us;
  entry->key = g_strdup (key);
  entry->line = line;
  entry->due = due;
  g_queue_push_tail (burst, entry);
}

/* A summary's body: the first SUMMARY_MAX_LINES lines of @entries
 * (BurstEntry), then "and N more". */
static void
append_summary_lines (GString   *body,
                      GPtrArray *entries)
{
  for (guint i = 0; i < MIN (entries->len, SUMMARY_MAX_LINES); i++)
    {
      if (body->len > 0)
        g_string_append_c (body, '\n');
      g_string_append (body, ((BurstEntry *) g_ptr_array_index (entries, i))->line);
    }
  if (entries->len > SUMMARY_MAX_LINES)
    {
      g_string_append_c (body, '\n');
      g_string_append_printf (body, g_dngettext (GETTEXT_PACKAGE, "and %u more", "and %u more",
                                                 entries->len - SUMMARY_MAX_LINES),
                              entries->len - SUMMARY_MAX_LINES);
    }
}

/* ---- the server ------------------------------------------------------------- */

static void handle_decision (CarryOnNotifier *self,
                             CarryOnSession  *session,
                             CarryOnDecision  decision,
                             const char      *text);

typedef struct
{
  CarryOnDecision  decision;
  char            *key;
  char            *text;
} PendingDecision;

static void
pending_decision_free (gpointer data)
{
  PendingDecision *pending = data;

  g_free (pending->key);
  g_free (pending->text);
  g_free (pending);
}

/* No server (or no bus): said once, however often it is found again. */
static void
set_no_server (CarryOnNotifier *self)
{
  if (!self->said_no_server)
    g_message ("No desktop notification server: Carry On goes on without notifications");
  self->said_no_server = TRUE;
  self->server = SERVER_NONE;
}

static void
probe_cb (GObject      *source,
          GAsyncResult *result,
          gpointer      user_data)
{
  CarryOnNotifier *self = user_data;
  g_autoptr(GError) error = NULL;
  CarryOnNotificationCaps caps = carry_on_notification_probe_server_finish (result, &error);
  g_autoptr(GPtrArray) pending = NULL;

  /* Disposed meanwhile: @self may be gone. */
  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;
  g_clear_object (&self->probe);
  pending = g_steal_pointer (&self->pending);
  self->pending = g_ptr_array_new_with_free_func (pending_decision_free);

  self->body_markup = (caps & CARRY_ON_NOTIFICATION_CAPS_BODY_MARKUP) != 0;
  if (caps == CARRY_ON_NOTIFICATION_CAPS_NONE)
    set_no_server (self);
  else if ((caps & CARRY_ON_NOTIFICATION_CAPS_ACTIONS) == 0)
    {
      if (!self->said_no_actions)
        g_message ("The notification server shows no buttons: notifications say what to do instead");
      self->said_no_actions = TRUE;
      self->server = SERVER_NO_ACTIONS;
    }
  else
    self->server = SERVER_ACTIONS;

  /* What happened while we asked, in order. */
  for (guint i = 0; i < pending->len; i++)
    {
      PendingDecision *decision = g_ptr_array_index (pending, i);
      CarryOnSession *session = carry_on_supervisor_lookup_session (self->supervisor, decision->key);

      if (session != NULL)
        handle_decision (self, session, decision->decision, decision->text);
    }
}

/* Asks the bus (without waiting) whether notifications can be shown, and
 * with buttons; until it answers, decisions wait in order. */
static void
start_probe (CarryOnNotifier *self)
{
  if (self->server == SERVER_PROBING)
    return;
  if (self->bus == NULL && !self->tried_bus)
    {
      /* Not registered (a runner without a name): the shared session bus. */
      g_autoptr(GError) error = NULL;

      self->tried_bus = TRUE;
      self->bus = g_bus_get_sync (G_BUS_TYPE_SESSION, NULL, &error);
      if (self->bus == NULL)
        g_debug ("No session bus: %s", error->message);
    }
  if (self->bus == NULL)
    {
      set_no_server (self);
      return;
    }
  self->server = SERVER_PROBING;
  self->probed_us = carry_on_clock_get_monotonic (self->clock);
  self->probe = g_cancellable_new ();
  carry_on_notification_probe_server (self->bus, self->probe, probe_cb, self);
}

/* ---- notifications ---------------------------------------------------------- */

typedef struct
{
  GWeakRef  app;
  char     *action;
  GVariant *target;
} ActionData;

static void
action_data_free (gpointer data)
{
  ActionData *action = data;

  g_weak_ref_clear (&action->app);
  g_free (action->action);
  g_clear_pointer (&action->target, g_variant_unref);
  g_free (action);
}

static GQuark
actions_quark (void)
{
  return g_quark_from_static_string ("carry-on-notifier-actions");
}

static void
action_invoked_cb (CarryOnNotification *notification,
                   const char          *action_id,
                   gpointer             user_data)
{
  GHashTable *actions = g_object_get_qdata (G_OBJECT (notification), actions_quark ());
  ActionData *action = actions != NULL ? g_hash_table_lookup (actions, action_id) : NULL;
  g_autoptr(GApplication) app = NULL;

  if (action == NULL)
    {
      g_message ("Notification button %s: not one of ours", action_id);
      return;
    }
  app = g_weak_ref_get (&action->app);
  if (app == NULL)
    return;
  if (!g_action_group_has_action (G_ACTION_GROUP (app), action->action))
    {
      g_message ("Notification button %s: the app has no action %s", action_id, action->action);
      return;
    }

  g_debug ("Notification button %s activates app.%s", action_id, action->action);
  g_action_group_activate_action (G_ACTION_GROUP (app), action->action, action->target);
}

static void
add_action (CarryOnNotifier     *self,
            CarryOnNotification *notification,
            const char          *id,
            const char          *label,
            const char          *app_action,
            const char          *target)
{
  GHashTable *actions = g_object_get_qdata (G_OBJECT (notification), actions_quark ());
  ActionData *action = g_new0 (ActionData, 1);

  g_weak_ref_init (&action->app, self->app);
  action->action = g_strdup (app_action);
  action->target = target != NULL ? g_variant_ref_sink (g_variant_new_string (target)) : NULL;
  g_hash_table_replace (actions, g_strdup (id), action);
  carry_on_notification_add_action (notification, id, label);
}

static gboolean
remove_value (GHashTable *table,
              gpointer    value)
{
  GHashTableIter iter;
  gpointer v;

  g_hash_table_iter_init (&iter, table);
  while (g_hash_table_iter_next (&iter, NULL, &v))
    if (v == value)
      {
        g_hash_table_iter_remove (&iter);
        return TRUE;
      }
  return FALSE;
}

/* The server closed it (expired, dismissed, or after a button): drop our
 * reference, so a later one is new. */
static void
closed_cb (CarryOnNotification *notification,
           guint                reason,
           CarryOnNotifier     *self)
{
  g_debug ("Notification closed by the server (reason %u)", reason);
  g_signal_handlers_disconnect_by_data (notification, self);
  if (notification == self->summary)
    g_clear_object (&self->summary);
  else if (notification == self->scheduled_summary)
    {
      g_clear_object (&self->scheduled_summary);
      g_hash_table_remove_all (self->in_scheduled_summary);
    }
  else if (!remove_value (self->give_ups, notification))
    remove_value (self->scheduled, notification);
}

/* A show that did not reach the screen: said once; the server is asked
 * again next time (it may have gone, or another taken its place). */
static void
failed_cb (CarryOnNotification *notification,
           const GError        *error,
           CarryOnNotifier     *self)
{
  if (!self->said_show_failed)
    g_message ("Could not show a notification: %s", error->message);
  self->said_show_failed = TRUE;
  if (self->server != SERVER_PROBING)
    self->server = SERVER_UNKNOWN;
}

static CarryOnNotification *
new_notification (CarryOnNotifier *self,
                  const char      *icon)
{
  const char *app_id = self->app != NULL ? g_application_get_application_id (self->app) : NULL;
  CarryOnNotification *notification =
    carry_on_notification_new (self->bus, _("Carry On"), app_id != NULL ? app_id : APP_ID);

  g_object_set_qdata_full (G_OBJECT (notification), actions_quark (),
                           g_hash_table_new_full (g_str_hash, g_str_equal, g_free, action_data_free),
                           (GDestroyNotify) g_hash_table_unref);
  carry_on_notification_set_content (notification, "", NULL, icon);
  g_signal_connect (notification, "action-invoked", G_CALLBACK (action_invoked_cb), NULL);
  g_signal_connect (notification, "closed", G_CALLBACK (closed_cb), self);
  g_signal_connect (notification, "failed", G_CALLBACK (failed_cb), self);
  return notification;
}

/* Sends @notification (again, with its current text).  Nothing waits for
 * the server: carry-on-notification.c says why that matters. */
static void
show (CarryOnNotifier     *self,
      CarryOnNotification *notification)
{
  carry_on_notification_show (notification);
  self->n_shown++;
}

/* Closes and forgets the notification of @key in @table, if any. */
static void
close_in (CarryOnNotifier *self,
          GHashTable      *table,
          const char      *key)
{
  CarryOnNotification *notification = g_hash_table_lookup (table, key);

  if (notification == NULL)
    return;

  g_signal_handlers_disconnect_by_data (notification, self);
  carry_on_notification_close (notification);
  g_hash_table_remove (table, key);
}

/* The host's name from its hello (else the kind), one bounded line. */
static char *
dup_host_line (CarryOnSession *session)
{
  gpointer host = carry_on_session_get_host (session);
  const char *name = NULL;

  if (CARRY_ON_IS_HOST (host))
    name = carry_on_host_get_name (host);
  if (name == NULL || *name == '\0')
    name = carry_on_session_get_host_kind (session);
  return carry_on_host_text_line (name, CARRY_ON_NOTIFIER_HOST_MAX);
}

static char *
dup_title_line (CarryOnSession *session)
{
  return carry_on_host_text_line (carry_on_session_get_title (session),
                                      CARRY_ON_NOTIFIER_TITLE_MAX);
}

/* The give-up's reason: the session's, else the decision's text; one
 * bounded line. */
static char *
dup_give_up_reason (CarryOnSession *session,
                    const char     *text)
{
  const char *reason = carry_on_session_get_reason (session);

  if (reason == NULL || *reason == '\0')
    {
      reason = text != NULL ? text : "";
      if (g_str_has_prefix (reason, "gave up: "))
        reason += strlen ("gave up: ");
    }
  return carry_on_host_text_line (reason, CARRY_ON_NOTIFIER_REASON_MAX);
}

/* Only the supervisor in control of a session's host acts on it, so only
 * it notifies: a window and a headless runner on the same hosts never say
 * the same thing twice. */
static gboolean
session_in_control (CarryOnSession *session)
{
  gpointer host = carry_on_session_get_host (session);

  return CARRY_ON_IS_HOST (host) && carry_on_host_is_controller (host);
}

/* Sets @summary (plain text, per the specification) and @body (plain text
 * here, escaped if the server reads markup) and sends it. */
static void
update_and_show (CarryOnNotifier     *self,
                 CarryOnNotification *notification,
                 const char          *summary,
                 const char          *body,
                 const char          *icon)
{
  g_autofree char *escaped = carry_on_notifier_text_for_body (body, self->body_markup);

  carry_on_notification_set_content (notification, summary, escaped, icon);
  show (self, notification);
}

static void
show_summary (CarryOnNotifier *self)
{
  g_autoptr(GString) body = g_string_new (NULL);
  g_autoptr(GPtrArray) entries = g_ptr_array_new ();
  g_autofree char *title = NULL;
  guint n = g_queue_get_length (self->burst);

  for (GList *l = self->burst->head; l != NULL; l = l->next)
    {
      BurstEntry *entry = l->data;

      /* Every session of the burst is in the summary now. */
      close_in (self, self->give_ups, entry->key);
      g_ptr_array_add (entries, entry);
    }
  append_summary_lines (body, entries);

  title = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Carry On gave up on %u session",
                                        "Carry On gave up on %u sessions", n), n);
  if (self->summary == NULL)
    {
      self->summary = new_notification (self, ICON_ATTENTION);
      carry_on_notification_set_timeout (self->summary, CARRY_ON_NOTIFICATION_EXPIRES_NEVER);
      /* The default action (clicking the notification) is the one "Open";
       * a button of the same name would only repeat it. */
      if (self->server == SERVER_ACTIONS)
        add_action (self, self->summary, "default", _("Open"), "show-window", NULL);
    }
  if (self->server != SERVER_ACTIONS)
    {
      g_string_append_c (body, '\n');
      g_string_append (body, _("Open Carry On to retry them."));
    }
  update_and_show (self, self->summary, title, body->str, ICON_ATTENTION);
}

static void
notify_give_up (CarryOnNotifier *self,
                CarryOnSession  *session,
                const char      *text)
{
  const char *key = carry_on_session_get_key (session);
  g_autofree char *title = dup_title_line (session);
  g_autofree char *reason = dup_give_up_reason (session, text);
  g_autofree char *host_name = dup_host_line (session);
  g_autofree char *summary = NULL;
  g_autofree char *body = NULL;
  gint64 now = carry_on_clock_get_monotonic (self->clock);
  CarryOnNotification *notification;

  if (!g_settings_get_boolean (carry_on_settings_get_gsettings (self->settings), "notify-give-up"))
    return;
  if (!session_in_control (session))
    return;
  if (self->server == SERVER_NONE)
    return;

  /* Keep the last minute's give-ups, one entry per session. */
  /* Translators: one line of the summary notification: session — reason */
  burst_push (self->burst, now, key, g_strdup_printf (_("%s — %s"), title, reason), 0);

  if (g_queue_get_length (self->burst) > CARRY_ON_NOTIFIER_BURST_MAX)
    {
      show_summary (self);
      return;
    }

  /* Translators: notification title; %s is a session's title */
  summary = g_strdup_printf (_("Carry On gave up on %s"), title);
  if (self->server == SERVER_ACTIONS)
    /* Translators: notification body: "Claude Code: usage limit reached" */
    body = g_strdup_printf (_("%s: %s"), host_name, reason);
  else
    /* Translators: notification body when the server shows no buttons */
    body = g_strdup_printf (_("%s: %s\nOpen Carry On to retry it."), host_name, reason);

  notification = g_hash_table_lookup (self->give_ups, key);
  if (notification == NULL)
    {
      notification = new_notification (self, ICON_ATTENTION);
      carry_on_notification_set_timeout (notification, CARRY_ON_NOTIFICATION_EXPIRES_NEVER);
      /* "Open" is the default action (clicking the notification). */
      if (self->server == SERVER_ACTIONS)
        {
          add_action (self, notification, "default", _("Open"), "show-session", key);
          add_action (self, notification, "retry-now", _("Retry now"), "retry-now", key);
        }
      g_hash_table_insert (self->give_ups, g_strdup (key), notification);
    }
  update_and_show (self, notification, summary, body, ICON_ATTENTION);
}

/* Takes the "Will continue" of @key off the screen: its own notification,
 * or its line in the summary (closed once no line is left; not shown again
 * for one line less). */
static void
forget_scheduled (CarryOnNotifier *self,
                  const char      *key)
{
  close_in (self, self->scheduled, key);
  burst_remove (self->scheduled_burst, key);
  if (g_hash_table_remove (self->in_scheduled_summary, key)
      && g_hash_table_size (self->in_scheduled_summary) == 0
      && self->scheduled_summary != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->scheduled_summary, self);
      carry_on_notification_close (self->scheduled_summary);
      g_clear_object (&self->scheduled_summary);
    }
}

static int
compare_due (gconstpointer a,
             gconstpointer b)
{
  const BurstEntry *ea = *(BurstEntry * const *) a;
  const BurstEntry *eb = *(BurstEntry * const *) b;

  if (ea->due != eb->due)
    return ea->due < eb->due ? -1 : 1;
  return g_strcmp0 (ea->line, eb->line);
}

/* One notification for many "Will continue": a usage limit is often the
 * account's, and all its sessions wait for the same reset. */
static void
show_scheduled_summary (CarryOnNotifier *self)
{
  g_autoptr(GPtrArray) entries = g_ptr_array_new ();
  g_autoptr(GString) body = g_string_new (NULL);
  g_autofree char *title = NULL;
  guint n;
  gint64 now = carry_on_clock_get_wall (self->clock);
  gint64 last_due;
  GHashTableIter iter;
  gpointer value;

  g_hash_table_iter_init (&iter, self->in_scheduled_summary);
  while (g_hash_table_iter_next (&iter, NULL, &value))
    g_ptr_array_add (entries, value);
  n = entries->len;
  g_return_if_fail (n > 0);
  g_ptr_array_sort (entries, compare_due);
  last_due = ((BurstEntry *) g_ptr_array_index (entries, n - 1))->due;
  append_summary_lines (body, entries);
  if (self->server != SERVER_ACTIONS)
    {
      g_string_append_c (body, '\n');
      g_string_append (body, _("Open Carry On to cancel them."));
    }

  title = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Carry On will continue %u session",
                                        "Carry On will continue %u sessions", n), n);
  if (self->scheduled_summary == NULL)
    {
      self->scheduled_summary = new_notification (self, ICON_PENDING);
      if (self->server == SERVER_ACTIONS)
        add_action (self, self->scheduled_summary, "default", _("Open"), "show-window", NULL);
    }
  /* Not on screen past the last time it names. */
  carry_on_notification_set_timeout (self->scheduled_summary,
                                     (int) CLAMP ((last_due - now) / 1000, 1, G_MAXINT));
  update_and_show (self, self->scheduled_summary, title, body->str, ICON_PENDING);
}

/* Counts @key's "Will continue" in the last minute's; past
 * CARRY_ON_NOTIFIER_BURST_MAX of them (or while the summary is on screen)
 * they all go into one summary.  Returns %TRUE when @key went there. */
static gboolean
join_scheduled_burst (CarryOnNotifier *self,
                      const char      *key,
                      const char      *title,
                      const char      *at,
                      gint64           due)
{
  gint64 now = carry_on_clock_get_monotonic (self->clock);

  /* Translators: one line of the "will continue" summary: "my-project at 19:01" */
  burst_push (self->scheduled_burst, now, key, g_strdup_printf (_("%s at %s"), title, at), due);

  if (self->scheduled_summary == NULL
      && g_queue_get_length (self->scheduled_burst) <= CARRY_ON_NOTIFIER_BURST_MAX)
    return FALSE;

  for (GList *l = self->scheduled_burst->head; l != NULL; l = l->next)
    {
      BurstEntry *e = l->data;
      BurstEntry *copy = g_new0 (BurstEntry, 1);

      close_in (self, self->scheduled, e->key);
      copy->when_us = e->when_us;
      copy->key = g_strdup (e->key);
      copy->line = g_strdup (e->line);
      copy->due = e->due;
      g_hash_table_replace (self->in_scheduled_summary, copy->key, copy);
    }
  show_scheduled_summary (self);
  return TRUE;
}

static void
notify_scheduled (CarryOnNotifier *self,
                  CarryOnSession  *session,
                  const char      *text)
{
  const char *key = carry_on_session_get_key (session);
  guint minutes = g_settings_get_uint (carry_on_settings_get_gsettings (self->settings),
                                       "notify-scheduled-minutes");
  gint64 due = carry_on_session_get_due (session);
  gint64 now = carry_on_clock_get_wall (self->clock);
  g_autofree char *at = NULL;
  g_autofree char *title = NULL;
  g_autofree char *reason = NULL;
  g_autofree char *summary = NULL;
  g_autofree char *body = NULL;
  const char *why = carry_on_session_get_reason (session);
  CarryOnNotification *notification;
  gint64 expires_ms;

  if (minutes == 0 || due <= 0 || due - now <= (gint64) minutes * 60 * G_USEC_PER_SEC
      || !session_in_control (session))
    {
      /* Rescheduled sooner (or the setting changed, or another supervisor
       * acts on it): nothing to say. */
      forget_scheduled (self, key);
      return;
    }
  if (self->server == SERVER_NONE)
    return;

  at = carry_on_format_time_of_day (due, now);
  if (at == NULL)
    return;

  title = dup_title_line (session);
  /* Translators: notification title: "Will continue my-project at 19:01" */
  summary = g_strdup_printf (_("Will continue %s at %s"), title, at);
  if (why == NULL || *why == '\0')
    why = text != NULL ? text : "";
  reason = carry_on_host_text_line (why, CARRY_ON_NOTIFIER_REASON_MAX);
  if (self->server == SERVER_ACTIONS)
    body = g_strdup (reason);
  else
    /* Translators: notification body when the server shows no buttons */
    body = g_strdup_printf (_("%s\nOpen Carry On to cancel it."), reason);

  if (join_scheduled_burst (self, key, title, at, due))
    return;

  notification = g_hash_table_lookup (self->scheduled, key);
  if (notification == NULL)
    {
      notification = new_notification (self, ICON_PENDING);
      if (self->server == SERVER_ACTIONS)
        {
          add_action (self, notification, "default", _("Open"), "show-session", key);
          add_action (self, notification, "cancel", _("Cancel retry"), "cancel", key);
        }
      g_hash_table_insert (self->scheduled, g_strdup (key), notification);
    }
  /* Never on screen past the time it names, even if we are not there to
   * close it (suspended, killed). */
  expires_ms = (due - now) / 1000;
  carry_on_notification_set_timeout (notification, (int) CLAMP (expires_ms, 1, G_MAXINT));
  update_and_show (self, notification, summary, body, ICON_PENDING);
}

static void
handle_decision (CarryOnNotifier *self,
                 CarryOnSession  *session,
                 CarryOnDecision  decision,
                 const char      *text)
{
  const char *key = carry_on_session_get_key (session);

  switch (decision)
    {
    case CARRY_ON_DECISION_GAVE_UP:
      forget_scheduled (self, key);
      notify_give_up (self, session, text);
      break;
    case CARRY_ON_DECISION_SCHEDULED:
      /* A retry after a give-up ("Retry now"): the give-up is old news. */
      close_in (self, self->give_ups, key);
      notify_scheduled (self, session, text);
      break;
    case CARRY_ON_DECISION_SENT:
    case CARRY_ON_DECISION_ACCEPTED:
    case CARRY_ON_DECISION_RECOVERED:
      close_in (self, self->give_ups, key);
      forget_scheduled (self, key);
      break;
    case CARRY_ON_DECISION_CANCELLED:
      forget_scheduled (self, key);
      break;
    case CARRY_ON_DECISION_DROPPED:
    case CARRY_ON_DECISION_IGNORED:
    default:
      break;
    }
}

/* Whether @decision may show something while the server is not known:
 * then the bus is asked first.  With no server, it is asked again at most
 * once a minute (one may have started since). */
static gboolean
needs_probe (CarryOnNotifier *self,
             CarryOnDecision  decision)
{
  gint64 now;

  if (self->server == SERVER_PROBING)
    return TRUE;
  if (decision != CARRY_ON_DECISION_GAVE_UP && decision != CARRY_ON_DECISION_SCHEDULED)
    return FALSE;
  if (self->server == SERVER_UNKNOWN)
    return TRUE;
  if (self->server != SERVER_NONE)
    return FALSE;
  now = carry_on_clock_get_monotonic (self->clock);
  return now - self->probed_us >= 60 * G_USEC_PER_SEC;
}

static void
decision_cb (CarryOnSupervisor *supervisor,
             CarryOnSession    *session,
             int                decision,
             const char        *text,
             CarryOnNotifier   *self)
{
  PendingDecision *pending;

  if (!needs_probe (self, decision))
    {
      handle_decision (self, session, decision, text);
      return;
    }

  pending = g_new0 (PendingDecision, 1);
  pending->decision = decision;
  pending->key = g_strdup (carry_on_session_get_key (session));
  pending->text = g_strdup (text);
  g_ptr_array_add (self->pending, pending);
  start_probe (self);
}

/* The summary's lines of sessions that ended (or, with @uncontrolled,
 * whose host left or lost control). */
static void
withdraw_gone_from_summary (CarryOnNotifier *self,
                            gboolean         uncontrolled)
{
  g_autoptr(GPtrArray) gone = g_ptr_array_new_with_free_func (g_free);
  GHashTableIter iter;
  gpointer key;

  g_hash_table_iter_init (&iter, self->in_scheduled_summary);
  while (g_hash_table_iter_next (&iter, &key, NULL))
    {
      CarryOnSession *session = carry_on_supervisor_lookup_session (self->supervisor, key);

      if (session == NULL || (uncontrolled && !session_in_control (session)))
        g_ptr_array_add (gone, g_strdup (key));
    }
  for (guint i = 0; i < gone->len; i++)
    forget_scheduled (self, g_ptr_array_index (gone, i));
}

/* Sessions that ended take their notifications with them. */
static void
sessions_changed_cb (GListModel      *model,
                     guint            position,
                     guint            removed,
                     guint            added,
                     CarryOnNotifier *self)
{
  GHashTable *tables[] = { self->give_ups, self->scheduled };

  if (removed == 0)
    return;

  for (guint t = 0; t < G_N_ELEMENTS (tables); t++)
    {
      g_autoptr(GPtrArray) gone = g_ptr_array_new_with_free_func (g_free);
      GHashTableIter iter;
      gpointer key;

      g_hash_table_iter_init (&iter, tables[t]);
      while (g_hash_table_iter_next (&iter, &key, NULL))
        if (carry_on_supervisor_lookup_session (self->supervisor, key) == NULL)
          g_ptr_array_add (gone, g_strdup (key));
      for (guint i = 0; i < gone->len; i++)
        close_in (self, tables[t], g_ptr_array_index (gone, i));
    }
  withdraw_gone_from_summary (self, FALSE);
}

/* A host that left (or whose control went to another supervisor) takes the
 * "Will continue" of its sessions with it: the continue waits for the host
 * to come back, and nobody can say when it goes.  A give-up stays: the
 * session still needs the person. */
static void
withdraw_uncontrolled (CarryOnNotifier *self)
{
  g_autoptr(GPtrArray) gone = g_ptr_array_new_with_free_func (g_free);
  GHashTableIter iter;
  gpointer key;

  g_hash_table_iter_init (&iter, self->scheduled);
  while (g_hash_table_iter_next (&iter, &key, NULL))
    {
      CarryOnSession *session = carry_on_supervisor_lookup_session (self->supervisor, key);

      if (session == NULL || !session_in_control (session))
        g_ptr_array_add (gone, g_strdup (key));
    }
  for (guint i = 0; i < gone->len; i++)
    {
      g_debug ("The host of %s left or lost control: withdrawing its \"Will continue\"",
               (const char *) g_ptr_array_index (gone, i));
      close_in (self, self->scheduled, g_ptr_array_index (gone, i));
    }
  withdraw_gone_from_summary (self, TRUE);
}

static void
host_state_cb (GObject         *host,
               GParamSpec      *pspec,
               CarryOnNotifier *self)
{
  withdraw_uncontrolled (self);
}

static void
hosts_changed_cb (GListModel      *model,
                  guint            position,
                  guint            removed,
                  guint            added,
                  CarryOnNotifier *self)
{
  for (guint i = position; i < position + added; i++)
    {
      g_autoptr(GObject) host = g_list_model_get_item (model, i);

      g_signal_connect_object (host, "notify::state", G_CALLBACK (host_state_cb), self, 0);
    }
  if (removed > 0)
    withdraw_uncontrolled (self);
}

/* ---- GObject ---------------------------------------------------------------- */

static void
close_all (CarryOnNotifier *self,
           GHashTable      *table)
{
  GHashTableIter iter;
  gpointer value;

  g_hash_table_iter_init (&iter, table);
  while (g_hash_table_iter_next (&iter, NULL, &value))
    {
      g_signal_handlers_disconnect_by_data (value, self);
      carry_on_notification_close (value);
      g_hash_table_iter_remove (&iter);
    }
}

static void
carry_on_notifier_dispose (GObject *object)
{
  CarryOnNotifier *self = CARRY_ON_NOTIFIER (object);

  if (self->supervisor != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->supervisor, self);
      g_signal_handlers_disconnect_by_data (carry_on_supervisor_get_sessions (self->supervisor), self);
      g_signal_handlers_disconnect_by_data (carry_on_supervisor_get_hosts (self->supervisor), self);
    }
  /* Their buttons die with us: do not leave them on screen. */
  if (self->give_ups != NULL)
    close_all (self, self->give_ups);
  if (self->scheduled != NULL)
    close_all (self, self->scheduled);
  if (self->summary != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->summary, self);
      carry_on_notification_close (self->summary);
      g_clear_object (&self->summary);
    }
  if (self->scheduled_summary != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->scheduled_summary, self);
      carry_on_notification_close (self->scheduled_summary);
      g_clear_object (&self->scheduled_summary);
    }
  g_cancellable_cancel (self->probe);
  g_clear_object (&self->probe);
  /* The closes are on their way; a quitting app must not take them with
   * it (this waits only for our messages to be written, at shutdown). */
  if (self->bus != NULL && !g_dbus_connection_is_closed (self->bus))
    g_dbus_connection_flush_sync (self->bus, NULL, NULL);
  g_clear_object (&self->bus);
  if (self->app != NULL)
    {
      g_object_remove_weak_pointer (G_OBJECT (self->app), (gpointer *) &self->app);
      self->app = NULL;
    }
  g_clear_object (&self->supervisor);
  g_clear_object (&self->settings);
  g_clear_object (&self->clock);

  G_OBJECT_CLASS (carry_on_notifier_parent_class)->dispose (object);
}

static void
carry_on_notifier_finalize (GObject *object)
{
  CarryOnNotifier *self = CARRY_ON_NOTIFIER (object);

  g_clear_pointer (&self->give_ups, g_hash_table_unref);
  g_clear_pointer (&self->scheduled, g_hash_table_unref);
  g_clear_pointer (&self->pending, g_ptr_array_unref);
  if (self->burst != NULL)
    g_queue_free_full (self->burst, burst_entry_free);
  if (self->scheduled_burst != NULL)
    g_queue_free_full (self->scheduled_burst, burst_entry_free);
  g_clear_pointer (&self->in_scheduled_summary, g_hash_table_unref);

  G_OBJECT_CLASS (carry_on_notifier_parent_class)->finalize (object);
}

static void
carry_on_notifier_class_init (CarryOnNotifierClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = carry_on_notifier_dispose;
  object_class->finalize = carry_on_notifier_finalize;
}

static void
carry_on_notifier_init (CarryOnNotifier *self)
{
  self->give_ups = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_object_unref);
  self->scheduled = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_object_unref);
  self->burst = g_queue_new ();
  self->scheduled_burst = g_queue_new ();
  self->in_scheduled_summary = g_hash_table_new_full (g_str_hash, g_str_equal, NULL, burst_entry_free);
  self->pending = g_ptr_array_new_with_free_func (pending_decision_free);
}

/**
 * carry_on_notifier_new:
 * @app: (transfer none): the application whose `app.*` actions the buttons
 *   activate (retry-now, show-session, show-window, cancel); not
 *   referenced: the app owns the notifier (drop it in shutdown, which
 *   closes the notifications still on screen)
 * @supervisor: (transfer none): whose "decision" signal is followed
 * @settings: (transfer none): "notify-give-up" and
 *   "notify-scheduled-minutes" are read at each decision
 * @clock: (transfer none) (nullable): the supervisor's clock (wall time
 *   for "later than N minutes", monotonic for the burst window); %NULL:
 *   the system clocks
 *
 * Nothing is sent to the bus until the first decision that may show a
 * notification: then the server is asked for its capabilities (without
 * waiting for it; the decisions made meanwhile follow its answer, in
 * order).
 *
 * Returns: (transfer full): a new #CarryOnNotifier
 */
CarryOnNotifier *
carry_on_notifier_new (GApplication      *app,
                       CarryOnSupervisor *supervisor,
                       CarryOnSettings   *settings,
                       CarryOnClock      *clock)
{
  CarryOnNotifier *self;
  GListModel *hosts;

  g_return_val_if_fail (G_IS_APPLICATION (app), NULL);
  g_return_val_if_fail (CARRY_ON_IS_SUPERVISOR (supervisor), NULL);
  g_return_val_if_fail (CARRY_ON_IS_SETTINGS (settings), NULL);
  g_return_val_if_fail (clock == NULL || CARRY_ON_IS_CLOCK (clock), NULL);

  self = g_object_new (CARRY_ON_TYPE_NOTIFIER, NULL);
  self->app = app;
  g_object_add_weak_pointer (G_OBJECT (app), (gpointer *) &self->app);
  self->supervisor = g_object_ref (supervisor);
  self->settings = g_object_ref (settings);
  self->clock = clock != NULL ? g_object_ref (clock) : carry_on_clock_new_system ();
  if (g_application_get_dbus_connection (app) != NULL)
    self->bus = g_object_ref (g_application_get_dbus_connection (app));

  g_signal_connect (supervisor, "decision", G_CALLBACK (decision_cb), self);
  g_signal_connect (carry_on_supervisor_get_sessions (supervisor), "items-changed",
                    G_CALLBACK (sessions_changed_cb), self);
  hosts = carry_on_supervisor_get_hosts (supervisor);
  g_signal_connect (hosts, "items-changed", G_CALLBACK (hosts_changed_cb), self);
  hosts_changed_cb (hosts, 0, 0, g_list_model_get_n_items (hosts), self);
  return self;
}

/**
 * carry_on_notifier_get_server_available:
 *
 * What the server said when it was last asked (at the first decision that
 * may notify); nothing is asked here.
 *
 * Returns: %TRUE when a notification server answered
 */
gboolean
carry_on_notifier_get_server_available (CarryOnNotifier *self)
{
  g_return_val_if_fail (CARRY_ON_IS_NOTIFIER (self), FALSE);

  return self->server == SERVER_ACTIONS || self->server == SERVER_NO_ACTIONS;
}

/**
 * carry_on_notifier_get_server_actions:
 *
 * Returns: %TRUE when the server, when it was last asked, said it shows
 *   buttons (the "actions" capability)
 */
gboolean
carry_on_notifier_get_server_actions (CarryOnNotifier *self)
{
  g_return_val_if_fail (CARRY_ON_IS_NOTIFIER (self), FALSE);

  return self->server == SERVER_ACTIONS;
}

/**
 * carry_on_notifier_get_n_shown:
 *
 * Returns: how many notifications were sent (updates count too)
 */
guint
carry_on_notifier_get_n_shown (CarryOnNotifier *self)
{
  g_return_val_if_fail (CARRY_ON_IS_NOTIFIER (self), 0);

  return self->n_shown;
}

/**
 * carry_on_notifier_has_give_up:
 * @key: a session key
 *
 * Returns: %TRUE while a give-up notification for @key is shown
 */
gboolean
carry_on_notifier_has_give_up (CarryOnNotifier *self,
                               const char      *key)
{
  g_return_val_if_fail (CARRY_ON_IS_NOTIFIER (self), FALSE);
  g_return_val_if_fail (key != NULL, FALSE);

  return g_hash_table_contains (self->give_ups, key);
}

/**
 * carry_on_notifier_has_scheduled:
 * @key: a session key
 *
 * Returns: %TRUE while a "Will continue … at …" notification for @key is
 *   shown
 */
gboolean
carry_on_notifier_has_scheduled (CarryOnNotifier *self,
                                 const char      *key)
{
  g_return_val_if_fail (CARRY_ON_IS_NOTIFIER (self), FALSE);
  g_return_val_if_fail (key != NULL, FALSE);

  return g_hash_table_contains (self->scheduled, key);
}

/**
 * carry_on_notifier_has_summary:
 *
 * Returns: %TRUE while the many-give-ups summary is shown
 */
gboolean
carry_on_notifier_has_summary (CarryOnNotifier *self)
{
  g_return_val_if_fail (CARRY_ON_IS_NOTIFIER (self), FALSE);

  return self->summary != NULL;
}

/**
 * carry_on_notifier_is_probing:
 *
 * Returns: %TRUE while the notification server is being asked for its
 *   capabilities (the decisions made meanwhile wait for its answer)
 */
gboolean
carry_on_notifier_is_probing (CarryOnNotifier *self)
{
  g_return_val_if_fail (CARRY_ON_IS_NOTIFIER (self), FALSE);

  return self->server == SERVER_PROBING;
}

/**
 * carry_on_notifier_has_scheduled_summary:
 *
 * Returns: %TRUE while the summary of many "Will continue" is shown
 *   (more than CARRY_ON_NOTIFIER_BURST_MAX within
 *   CARRY_ON_NOTIFIER_BURST_WINDOW_S seconds)
 */
gboolean
carry_on_notifier_has_scheduled_summary (CarryOnNotifier *self)
{
  g_return_val_if_fail (CARRY_ON_IS_NOTIFIER (self), FALSE);

  return self->scheduled_summary != NULL;
}
