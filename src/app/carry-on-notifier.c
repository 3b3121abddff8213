/* carry-on-notifier.c
 *
 * SPDX-FileCopyrightText: 2026 The Carry On authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Notifications, through libnotify (org.freedesktop.Notifications,
 * or the portal inside Flatpak since libnotify 0.8):
 *
 *  - Give-up: "Carry On gave up on <session>", naming the host and the
 *    reason, with "Retry now" (app.retry-now) and "Open" (app.show-session,
 *    the default action: clicking the notification).  One per session, updated in place (the same
 *    NotifyNotification, so the same server id), closed when the session
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
 * window and the tray use.  No server (probed on the bus first, so libnotify
 * never warns), or a server without the "actions" capability: said once in
 * the log, notifications go on without buttons and the body says what to do
 * instead.  A failing Notify call is logged once and never stops the app.
 */

#include "config.h"

#include <glib/gi18n.h>
#include <libnotify/notify.h>

#include "carry-on-host.h"
#include "carry-on-notifier.h"
#include "carry-on-notifier-text.h"
#include "carry-on-session.h"
#include "carry-on-time-text.h"

#define NOTIFICATIONS_NAME "org.freedesktop.Notifications"
#define ICON_ATTENTION     "io.carryon.CarryOn-attention"
#define ICON_PENDING       "io.carryon.CarryOn-pending"
#define SUMMARY_MAX_LINES  5

typedef enum {
  SERVER_UNKNOWN,
  SERVER_NONE,
  SERVER_NO_ACTIONS,
  SERVER_ACTIONS,
} ServerState;

typedef struct
{
  gint64  when_us;   /* monotonic */
  char   *key;
  char   *line;      /* "title — reason" for the summary */
} BurstEntry;

struct _CarryOnNotifier
{
  GObject             parent_instance;

  GApplication       *app;          /* weak */
  CarryOnSupervisor  *supervisor;
  CarryOnSettings    *settings;
  CarryOnClock       *clock;

  GHashTable         *give_ups;     /* session key → NotifyNotification */
  GHashTable         *scheduled;    /* session key → NotifyNotification */
  NotifyNotification *summary;
  GQueue             *burst;        /* BurstEntry, oldest first */

  ServerState         server;
  guint               n_shown;
  GQueue             *to_show;      /* NotifyNotification, shown one per idle */
  guint               show_id;
  guint               body_markup : 1;
  guint               we_inited : 1;
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

/* ---- the server ------------------------------------------------------------- */

static gboolean
bus_has_server (void)
{
  g_autoptr(GDBusConnection) connection = NULL;
  g_autoptr(GVariant) reply = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree const char **names = NULL;
  gboolean has_owner = FALSE;

  /* Inside a sandbox libnotify uses the portal: trust it. */
  if (g_file_test ("/.flatpak-info", G_FILE_TEST_EXISTS))
    return TRUE;

  connection = g_bus_get_sync (G_BUS_TYPE_SESSION, NULL, &error);
  if (connection == NULL)
    {
      g_debug ("No session bus: %s", error->message);
      return FALSE;
    }

  reply = g_dbus_connection_call_sync (connection, "org.freedesktop.DBus", "/org/freedesktop/DBus",
                                       "org.freedesktop.DBus", "NameHasOwner",
                                       g_variant_new ("(s)", NOTIFICATIONS_NAME),
                                       G_VARIANT_TYPE ("(b)"), G_DBUS_CALL_FLAGS_NONE, 5000,
                                       NULL, NULL);
  if (reply != NULL)
    g_variant_get (reply, "(b)", &has_owner);
  if (has_owner)
    return TRUE;
  g_clear_pointer (&reply, g_variant_unref);

  /* Not running, but the bus may start it on demand (dunst, mako, …). */
  reply = g_dbus_connection_call_sync (connection, "org.freedesktop.DBus", "/org/freedesktop/DBus",
                                       "org.freedesktop.DBus", "ListActivatableNames", NULL,
                                       G_VARIANT_TYPE ("(as)"), G_DBUS_CALL_FLAGS_NONE, 5000,
                                       NULL, NULL);
  if (reply == NULL)
    return FALSE;
  g_variant_get (reply, "(^a&s)", &names);
  return g_strv_contains (names, NOTIFICATIONS_NAME);
}

/* Finds out (again, while there was none) whether notifications can be
 * shown, and with buttons. */
static ServerState
probe_server (CarryOnNotifier *self)
{
  GList *caps;
  gboolean actions = FALSE;

  if (self->server == SERVER_ACTIONS || self->server == SERVER_NO_ACTIONS)
    return self->server;

  if (!bus_has_server ())
    {
      if (!self->said_no_server)
        g_message ("No desktop notification server: Carry On goes on without notifications");
      self->said_no_server = TRUE;
      self->server = SERVER_NONE;
      return self->server;
    }

  if (!notify_is_initted ())
    {
      notify_init (_("Carry On"));
      self->we_inited = TRUE;
    }

  caps = notify_get_server_caps ();
  self->body_markup = FALSE;
  for (GList *l = caps; l != NULL; l = l->next)
    {
      if (g_strcmp0 (l->data, "actions") == 0)
        actions = TRUE;
      /* Either means the server parses the body as markup.  Not
       * "body-images" alone: libnotify reports it for the notification
       * portal (inside Flatpak), whose body is plain text. */
      else if (g_strcmp0 (l->data, "body-markup") == 0
               || g_strcmp0 (l->data, "body-hyperlinks") == 0)
        self->body_markup = TRUE;
    }
  g_list_free_full (caps, g_free);

  if (!actions && !self->said_no_actions)
    {
      g_message ("The notification server shows no buttons: notifications say what to do instead");
      self->said_no_actions = TRUE;
    }
  self->server = actions ? SERVER_ACTIONS : SERVER_NO_ACTIONS;
  return self->server;
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

static void
action_cb (NotifyNotification *notification,
           char               *action_id,
           gpointer            user_data)
{
  ActionData *action = user_data;
  g_autoptr(GApplication) app = g_weak_ref_get (&action->app);

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
add_action (CarryOnNotifier    *self,
            NotifyNotification *notification,
            const char         *id,
            const char         *label,
            const char         *app_action,
            const char         *target)
{
  ActionData *action = g_new0 (ActionData, 1);

  g_weak_ref_init (&action->app, self->app);
  action->action = g_strdup (app_action);
  action->target = target != NULL ? g_variant_ref_sink (g_variant_new_string (target)) : NULL;
  notify_notification_add_action (notification, id, label, action_cb, action, action_data_free);
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
closed_cb (NotifyNotification *notification,
           CarryOnNotifier    *self)
{
  g_debug ("Notification closed by the server (reason %d)",
           notify_notification_get_closed_reason (notification));
  g_signal_handlers_disconnect_by_data (notification, self);
  if (notification == self->summary)
    g_clear_object (&self->summary);
  else if (!remove_value (self->give_ups, notification))
    remove_value (self->scheduled, notification);
}

static NotifyNotification *
new_notification (CarryOnNotifier *self,
                  const char      *icon)
{
  NotifyNotification *notification = notify_notification_new ("", NULL, icon);
  const char *app_id = self->app != NULL ? g_application_get_application_id (self->app) : NULL;

  notify_notification_set_hint (notification, "desktop-entry",
                                g_variant_new_string (app_id != NULL ? app_id : APP_ID));
  g_signal_connect (notification, "closed", G_CALLBACK (closed_cb), self);
  return notification;
}

static GQuark
shown_quark (void)
{
  return g_quark_from_static_string ("carry-on-notifier-shown");
}

static void
show_now (CarryOnNotifier    *self,
          NotifyNotification *notification)
{
  g_autoptr(GError) error = NULL;

  if (!notify_notification_show (notification, &error))
    {
      if (!self->said_show_failed)
        g_message ("Could not show a notification: %s", error->message);
      self->said_show_failed = TRUE;
      /* Probe again next time: the server may have gone. */
      self->server = SERVER_UNKNOWN;
      return;
    }
  g_object_set_qdata (G_OBJECT (notification), shown_quark (), GINT_TO_POINTER (TRUE));
  self->n_shown++;
}

static gboolean
show_next_cb (gpointer user_data)
{
  CarryOnNotifier *self = user_data;
  g_autoptr(GObject) notification = g_queue_pop_head (self->to_show);

  if (notification != NULL)
    show_now (self, NOTIFY_NOTIFICATION (notification));
  if (!g_queue_is_empty (self->to_show))
    return G_SOURCE_CONTINUE;
  self->show_id = 0;
  return G_SOURCE_REMOVE;
}

/* Shows @notification (again, with its current text) from an idle, one a
 * main-loop iteration: libnotify's notify_notification_show() waits for
 * the server's answer on the main loop, and twenty usage limits at once
 * blocked the window for 300–450 ms in one dispatch. */
static void
show (CarryOnNotifier    *self,
      NotifyNotification *notification)
{
  if (g_queue_find (self->to_show, notification) != NULL)
    return;
  g_queue_push_tail (self->to_show, g_object_ref (notification));
  if (self->show_id == 0)
    {
      self->show_id = g_idle_add (show_next_cb, self);
      g_source_set_name_by_id (self->show_id, "[carry-on] show notification");
    }
}

/* Takes @notification off the screen, or off the queue if it was never
 * shown (then the server knows nothing to close). */
static void
close_notification (CarryOnNotifier    *self,
                    NotifyNotification *notification)
{
  GList *queued = g_queue_find (self->to_show, notification);

  if (queued != NULL)
    {
      g_queue_delete_link (self->to_show, queued);
      g_object_unref (notification);
    }
  if (g_object_get_qdata (G_OBJECT (notification), shown_quark ()) != NULL)
    notify_notification_close (notification, NULL);
}

/* Closes and forgets the notification of @key in @table, if any. */
static void
close_in (CarryOnNotifier *self,
          GHashTable      *table,
          const char      *key)
{
  NotifyNotification *notification = g_hash_table_lookup (table, key);

  if (notification == NULL)
    return;

  g_signal_handlers_disconnect_by_data (notification, self);
  close_notification (self, notification);
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
update_and_show (CarryOnNotifier    *self,
                 NotifyNotification *notification,
                 const char         *summary,
                 const char         *body,
                 const char         *icon)
{
  g_autofree char *escaped = carry_on_notifier_text_for_body (body, self->body_markup);

  notify_notification_update (notification, summary, escaped, icon);
  show (self, notification);
}

static void
show_summary (CarryOnNotifier *self)
{
  g_autoptr(GString) body = g_string_new (NULL);
  g_autofree char *title = NULL;
  guint n = g_queue_get_length (self->burst);
  guint i = 0;

  for (GList *l = self->burst->head; l != NULL; l = l->next, i++)
    {
      BurstEntry *entry = l->data;

      /* Every session of the burst is in the summary now. */
      close_in (self, self->give_ups, entry->key);
      if (i < SUMMARY_MAX_LINES)
        {
          if (body->len > 0)
            g_string_append_c (body, '\n');
          g_string_append (body, entry->line);
        }
    }
  if (n > SUMMARY_MAX_LINES)
    {
      g_string_append_c (body, '\n');
      g_string_append_printf (body, g_dngettext (GETTEXT_PACKAGE, "and %u more", "and %u more",
                                                 n - SUMMARY_MAX_LINES),
                              n - SUMMARY_MAX_LINES);
    }

  title = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Carry On gave up on %u session",
                                        "Carry On gave up on %u sessions", n), n);
  if (self->summary == NULL)
    {
      self->summary = new_notification (self, ICON_ATTENTION);
      notify_notification_set_timeout (self->summary, NOTIFY_EXPIRES_NEVER);
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
  NotifyNotification *notification;
  BurstEntry *entry;

  if (!g_settings_get_boolean (carry_on_settings_get_gsettings (self->settings), "notify-give-up"))
    return;
  if (!session_in_control (session))
    return;
  if (probe_server (self) == SERVER_NONE)
    return;

  /* Keep the last minute's give-ups, one entry per session. */
  while (!g_queue_is_empty (self->burst)
         && now - ((BurstEntry *) g_queue_peek_head (self->burst))->when_us
            > CARRY_ON_NOTIFIER_BURST_WINDOW_S * G_USEC_PER_SEC)
    burst_entry_free (g_queue_pop_head (self->burst));
  for (GList *l = self->burst->head; l != NULL; l = l->next)
    if (g_str_equal (((BurstEntry *) l->data)->key, key))
      {
        burst_entry_free (l->data);
        g_queue_delete_link (self->burst, l);
        break;
      }
  entry = g_new0 (BurstEntry, 1);
  entry->when_us = now;
  entry->key = g_strdup (key);
  /* Translators: one line of the summary notification: session — reason */
  entry->line = g_strdup_printf (_("%s — %s"), title, reason);
  g_queue_push_tail (self->burst, entry);

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
      notify_notification_set_timeout (notification, NOTIFY_EXPIRES_NEVER);
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
  NotifyNotification *notification;
  gint64 expires_ms;

  if (minutes == 0 || due <= 0 || due - now <= (gint64) minutes * 60 * G_USEC_PER_SEC
      || !session_in_control (session))
    {
      /* Rescheduled sooner (or the setting changed, or another supervisor
       * acts on it): nothing to say. */
      close_in (self, self->scheduled, key);
      return;
    }
  if (probe_server (self) == SERVER_NONE)
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
  notify_notification_set_timeout (notification, (int) MIN (expires_ms, G_MAXINT));
  update_and_show (self, notification, summary, body, ICON_PENDING);
}

static void
decision_cb (CarryOnSupervisor *supervisor,
             CarryOnSession    *session,
             int                decision,
             const char        *text,
             CarryOnNotifier   *self)
{
  const char *key = carry_on_session_get_key (session);

  switch ((CarryOnDecision) decision)
    {
    case CARRY_ON_DECISION_GAVE_UP:
      close_in (self, self->scheduled, key);
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
      close_in (self, self->scheduled, key);
      break;
    case CARRY_ON_DECISION_CANCELLED:
      close_in (self, self->scheduled, key);
      break;
    case CARRY_ON_DECISION_DROPPED:
    case CARRY_ON_DECISION_IGNORED:
    default:
      break;
    }
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
      close_notification (self, value);
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
      close_notification (self, self->summary);
      g_clear_object (&self->summary);
    }
  g_clear_handle_id (&self->show_id, g_source_remove);
  if (self->to_show != NULL)
    g_queue_clear_full (self->to_show, g_object_unref);
  if (self->app != NULL)
    {
      g_object_remove_weak_pointer (G_OBJECT (self->app), (gpointer *) &self->app);
      self->app = NULL;
    }
  g_clear_object (&self->supervisor);
  g_clear_object (&self->settings);
  g_clear_object (&self->clock);
  if (self->we_inited)
    {
      notify_uninit ();
      self->we_inited = FALSE;
    }

  G_OBJECT_CLASS (carry_on_notifier_parent_class)->dispose (object);
}

static void
carry_on_notifier_finalize (GObject *object)
{
  CarryOnNotifier *self = CARRY_ON_NOTIFIER (object);

  g_clear_pointer (&self->give_ups, g_hash_table_unref);
  g_clear_pointer (&self->scheduled, g_hash_table_unref);
  if (self->to_show != NULL)
    g_queue_free_full (self->to_show, g_object_unref);
  if (self->burst != NULL)
    g_queue_free_full (self->burst, burst_entry_free);

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
  self->to_show = g_queue_new ();
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
 * Nothing is sent to the bus until the first notification; libnotify is
 * initialised then if the app has not done it.
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
 * Probes the session bus if it has not yet (a synchronous call).
 *
 * Returns: %TRUE when notifications can be shown
 */
gboolean
carry_on_notifier_get_server_available (CarryOnNotifier *self)
{
  g_return_val_if_fail (CARRY_ON_IS_NOTIFIER (self), FALSE);

  return probe_server (self) != SERVER_NONE;
}

/**
 * carry_on_notifier_get_server_actions:
 *
 * Returns: %TRUE when the server shows buttons (the "actions" capability)
 */
gboolean
carry_on_notifier_get_server_actions (CarryOnNotifier *self)
{
  g_return_val_if_fail (CARRY_ON_IS_NOTIFIER (self), FALSE);

  return probe_server (self) == SERVER_ACTIONS;
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
