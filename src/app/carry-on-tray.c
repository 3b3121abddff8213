/* carry-on-tray.c
 *
 * SPDX-FileCopyrightText: 2026 The Carry On authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Tray: a StatusNotifierItem whose icon and tooltip say the state
 * at a glance, and whose menu is a GMenu built here from the supervisor's
 * sessions and served over com.canonical.dbusmenu.  Every item activates
 * an `app.*` action, the same ones the window and the notifications use:
 *
 *   [✓] Carry On is on            app.enabled (boolean state)
 *       Show window               app.show-window ("Hide window",
 *                                 app.hide-window, while one is shown)
 *   ───
 *       Cancel retry — <session>  app.cancel(key), the nearest five
 *       3 more…                   app.show-window
 *   ───
 *   ─── (only while a session's host offers it and we control it)
 *       Hand off — <session>…     app.handoff-dialog(key)
 *       Paste again — <session>   app.handoff-paste(key), while a prompt is kept
 *   ───
 *       Settings                  app.preferences
 *       Quit                      app.quit
 *
 * State, in order of precedence: paused (the global switch is off), gave up
 * (NeedsAttention), a continue pending (its countdown in the tooltip), all
 * quiet.  The tooltip ticks only while a continue is pending: every second
 * in the last ten minutes, every minute before that; nothing ticks
 * otherwise.  Left click toggles the window.
 */

#include "config.h"

#include <glib/gi18n.h>
#include <gtk/gtk.h>

#include "carry-on-host.h"
#include "carry-on-notifier-text.h"
#include "carry-on-session.h"
#include "carry-on-time-text.h"
#include "carry-on-tray.h"

#define COUNTDOWN_SECONDS_BELOW_S 600

struct _CarryOnTray
{
  GObject                parent_instance;

  GApplication          *app;         /* weak: the app owns the tray */
  CarryOnSupervisor     *supervisor;
  CarryOnClock          *clock;

  GMenu                 *menu;
  GMenu                 *main_section;
  GMenu                 *sessions_section;
  GMenu                 *app_section;
  char                  *menu_signature;
  GMenu                 *handoff_section;   /* in the menu only when not empty */
  char                  *handoff_signature;

  CarryOnStatusNotifier *item;
  CarryOnDbusMenu       *dbus_menu;

  GPtrArray             *watched_sessions;  /* CarryOnSession */
  GArray                *session_handlers;  /* gulong, parallel */
  guint                  refresh_source;
  guint                  tick_id;

  gboolean               available;
};

G_DEFINE_FINAL_TYPE (CarryOnTray, carry_on_tray, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_AVAILABLE,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void schedule_refresh (CarryOnTray *self);

/* ---- helpers ---------------------------------------------------------------- */

/* Menu labels take "_" as a mnemonic: a session named "my_proj" must not
 * lose its underscore. */
static char *
escape_mnemonic (const char *text)
{
  GString *out = g_string_new (NULL);

  for (const char *p = text; p != NULL && *p != '\0'; p++)
    {
      if (*p == '_')
        g_string_append_c (out, '_');
      g_string_append_c (out, *p);
    }
  return g_string_free (out, FALSE);
}

/* A session's title as the menu and tooltip show it: host text, so one
 * bounded line (carry-on-notifier-text.c). */
static char *
dup_title_line (CarryOnSession *session)
{
  return carry_on_host_text_line (carry_on_session_get_title (session),
                                      CARRY_ON_NOTIFIER_TITLE_MAX);
}

/* The icon name to offer for @icon (a colour state icon).  KDE Plasma
 * already prefers a "-symbolic" variant when the theme has one
 * (https://github.com/wwmm/easyeffects/pull/4583), and xfce4-panel asks for
 * one itself when its "Request symbolic icons" option is on (checked with
 * 4.18 under tests/desktop-session.sh: it shows our -symbolic set); GNOME's
 * AppIndicator extension draws the name it is given in the monochrome top
 * bar, so there the symbolic name is given directly. */
static const char *
icon_for_desktop (const char *icon)
{
  static int symbolic = -1;

  if (symbolic < 0)
    {
      g_auto(GStrv) desktops = g_strsplit (g_getenv ("XDG_CURRENT_DESKTOP") != NULL
                                           ? g_getenv ("XDG_CURRENT_DESKTOP") : "", ":", -1);

      symbolic = 0;
      for (guint i = 0; desktops[i] != NULL; i++)
        if (g_ascii_strcasecmp (desktops[i], "GNOME") == 0)
          symbolic = 1;
    }
  if (symbolic)
    {
      g_autofree char *name = g_strconcat (icon, "-symbolic", NULL);

      return g_intern_string (name);
    }
  return icon;
}

/* Whether one of the app's windows is on screen (the menu then offers
 * "Hide window"). */
static gboolean
window_shown (CarryOnTray *self)
{
  if (self->app == NULL || !GTK_IS_APPLICATION (self->app))
    return FALSE;
  for (GList *l = gtk_application_get_windows (GTK_APPLICATION (self->app)); l != NULL; l = l->next)
    if (gtk_widget_get_visible (l->data))
      return TRUE;
  return FALSE;
}

static gint64
wall_now (CarryOnTray *self)
{
  return carry_on_clock_get_wall (self->clock);
}

/* The tooltip line for the nearest pending continue, and when it next
 * changes (µs from now). */
static char *
format_pending_line (CarryOnTray    *self,
                     CarryOnSession *session,
                     gint64         *next_change_us)
{
  gint64 now = wall_now (self);
  gint64 due = carry_on_session_get_due (session);
  gint64 remaining_s = MAX (0, carry_on_countdown_remaining_s (due, now));
  g_autofree char *title = dup_title_line (session);

  gint64 next = carry_on_countdown_next_change (due, now);

  /* Minutes below the coarse hour: the text changes when the whole
   * minutes left do, not every second. */
  if (remaining_s >= COUNTDOWN_SECONDS_BELOW_S && remaining_s < CARRY_ON_COUNTDOWN_COARSE_S)
    next = (due / G_USEC_PER_SEC - remaining_s / 60 * 60 + 1) * G_USEC_PER_SEC;
  *next_change_us = MAX (1, next - now);
  if (remaining_s < COUNTDOWN_SECONDS_BELOW_S && !carry_on_session_get_due_is_reset (session))
    {
      /* Translators: "Continuing my-project in 0:42" */
      return g_strdup_printf (_("Continuing %s in %d:%02d"), title,
                              (int) (remaining_s / 60), (int) (remaining_s % 60));
    }
  else
    {
      g_autofree char *at = carry_on_format_time_of_day (due, now);
      g_autofree char *span = carry_on_format_span (due, now);

      if (at == NULL)
        at = g_strdup ("?");
      if (carry_on_session_get_due_is_reset (session))
        /* Translators: "Resuming my-project at 19:01 — in 1 h 12 min" (after a usage limit) */
        return g_strdup_printf (_("Resuming %s at %s — in %s"), title, at, span);
      /* Translators: "Continuing my-project at 19:01 — in 12 min" */
      return g_strdup_printf (_("Continuing %s at %s — in %s"), title, at, span);
    }
}

static int
compare_due (gconstpointer a,
             gconstpointer b)
{
  gint64 da = carry_on_session_get_due (*(CarryOnSession * const *) a);
  gint64 db = carry_on_session_get_due (*(CarryOnSession * const *) b);

  return da < db ? -1 : da > db ? 1 : 0;
}

static gboolean
get_enabled (CarryOnTray *self)
{
  g_autoptr(GVariant) state = NULL;

  if (self->app != NULL && g_action_group_has_action (G_ACTION_GROUP (self->app), "enabled"))
    state = g_action_group_get_action_state (G_ACTION_GROUP (self->app), "enabled");
  if (state == NULL)
    state = g_action_group_get_action_state (carry_on_supervisor_get_actions (self->supervisor),
                                             "enabled");
  if (state != NULL && g_variant_is_of_type (state, G_VARIANT_TYPE_BOOLEAN))
    return g_variant_get_boolean (state);
  return TRUE;
}

/* ---- the menu --------------------------------------------------------------- */

static void
rebuild_menu (CarryOnTray *self,
              gboolean     enabled,
              GPtrArray   *pending)
{
  gboolean can_hide = window_shown (self) && self->app != NULL
                      && g_action_group_has_action (G_ACTION_GROUP (self->app), "hide-window");
  GString *signature = g_string_new (enabled ? "on" : "off");
  guint shown = MIN (pending->len, CARRY_ON_TRAY_MAX_SESSION_ITEMS);

  g_string_append (signature, can_hide ? " shown" : " hidden");
  for (guint i = 0; i < shown; i++)
    {
      CarryOnSession *session = g_ptr_array_index (pending, i);

      g_string_append_printf (signature, "\n%s\t%s", carry_on_session_get_key (session),
                              carry_on_session_get_title (session));
    }
  if (pending->len > shown)
    g_string_append_printf (signature, "\n+%u", pending->len - shown);

  if (g_strcmp0 (signature->str, self->menu_signature) == 0)
    {
      g_string_free (signature, TRUE);
      return;
    }
  g_free (self->menu_signature);
  self->menu_signature = g_string_free (signature, FALSE);

  /* The toggle's label says the state; the checkmark follows the action. */
  g_menu_remove_all (self->main_section);
  g_menu_append (self->main_section,
                 enabled ? _("Carry On is _on") : _("Carry On is _off"),
                 "app.enabled");
  if (can_hide)
    g_menu_append (self->main_section, _("_Hide window"), "app.hide-window");
  else
    g_menu_append (self->main_section, _("_Show window"), "app.show-window");

  g_menu_remove_all (self->sessions_section);
  for (guint i = 0; i < shown; i++)
    {
      CarryOnSession *session = g_ptr_array_index (pending, i);
      g_autofree char *line = dup_title_line (session);
      g_autofree char *title = escape_mnemonic (line);
      g_autofree char *label = NULL;
      g_autoptr(GMenuItem) item = NULL;

      /* Translators: a tray menu item; %s is a session's title */
      label = g_strdup_printf (_("Cancel retry — %s"), title);
      item = g_menu_item_new (label, NULL);
      /* An explicit target: keys hold ':' and would be misparsed as a
       * detailed action name. */
      g_menu_item_set_action_and_target_value (item, "app.cancel",
                                               g_variant_new_string (carry_on_session_get_key (session)));
      g_menu_append_item (self->sessions_section, item);
    }
  if (pending->len > shown)
    {
      g_autofree char *label = NULL;
      guint more = pending->len - shown;

      /* Translators: the last tray menu item when more continues are pending; opens the window */
      label = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u more…", "%u more…", more), more);
      g_menu_append (self->sessions_section, label, "app.show-window");
    }
}

/* "Hand off…" for each session whose host offers it (the first
 * CARRY_ON_TRAY_MAX_SESSION_ITEMS), and "Paste again" while its host keeps
 * a continuation prompt. */
static void
rebuild_handoff_menu (CarryOnTray *self)
{
  GListModel *sessions = carry_on_supervisor_get_sessions (self->supervisor);
  guint n = g_list_model_get_n_items (sessions);
  g_autoptr(GPtrArray) capable = g_ptr_array_new_with_free_func (g_object_unref);
  GString *signature = g_string_new (NULL);
  guint position;
  gboolean in_menu;

  for (guint i = 0; i < n && capable->len < CARRY_ON_TRAY_MAX_SESSION_ITEMS; i++)
    {
      g_autoptr(CarryOnSession) session = g_list_model_get_item (sessions, i);
      CarryOnHost *host = carry_on_session_get_host (session);

      if (host == NULL || !carry_on_host_has_capability (host, "handoff") ||
          !carry_on_host_is_controller (host) ||
          carry_on_session_get_state (session) == CARRY_ON_SESSION_STATE_ENDED)
        continue;
      g_string_append_printf (signature, "%s\t%s\t%d%d\n", carry_on_session_get_key (session),
                              carry_on_session_get_title (session),
                              carry_on_session_get_handoff_running (session),
                              carry_on_session_get_handoff_can_paste (session));
      g_ptr_array_add (capable, g_steal_pointer (&session));
    }

  if (g_strcmp0 (signature->str, self->handoff_signature) == 0)
    {
      g_string_free (signature, TRUE);
      return;
    }
  g_free (self->handoff_signature);
  self->handoff_signature = g_string_free (signature, FALSE);

  g_menu_remove_all (self->handoff_section);
  for (guint i = 0; i < capable->len; i++)
    {
      CarryOnSession *session = g_ptr_array_index (capable, i);
      g_autofree char *line = dup_title_line (session);
      g_autofree char *title = escape_mnemonic (line);
      GVariant *target = g_variant_new_string (carry_on_session_get_key (session));
      g_autofree char *label = NULL;
      g_autoptr(GMenuItem) item = NULL;

      if (!carry_on_session_get_handoff_running (session))
        {
          /* Translators: a tray menu item; %s is a session's title */
          label = g_strdup_printf (_("Hand off — %s…"), title);
          item = g_menu_item_new (label, NULL);
          g_menu_item_set_action_and_target_value (item, "app.handoff-dialog", target);
          g_menu_append_item (self->handoff_section, item);
        }
      if (carry_on_session_get_handoff_can_paste (session) &&
          !carry_on_session_get_handoff_running (session))
        {
          g_autofree char *paste_label = NULL;
          g_autoptr(GMenuItem) paste = NULL;

          /* Translators: a tray menu item; %s is a session's title */
          paste_label = g_strdup_printf (_("Paste again — %s"), title);
          paste = g_menu_item_new (paste_label, NULL);
          g_menu_item_set_action_and_target_value (paste, "app.handoff-paste",
                                                   g_variant_new_string (carry_on_session_get_key (session)));
          g_menu_append_item (self->handoff_section, paste);
        }
      if (item == NULL)
        g_variant_unref (g_variant_ref_sink (target));
    }

  /* The section is linked into the menu only while it has items: an
   * empty one would still draw a separator in some panels. */
  in_menu = FALSE;
  for (position = 0; position < (guint) g_menu_model_get_n_items (G_MENU_MODEL (self->menu)); position++)
    {
      g_autoptr(GMenuModel) link = g_menu_model_get_item_link (G_MENU_MODEL (self->menu), position,
                                                               G_MENU_LINK_SECTION);

      if (link == G_MENU_MODEL (self->handoff_section))
        {
          in_menu = TRUE;
          break;
        }
    }
  if (g_menu_model_get_n_items (G_MENU_MODEL (self->handoff_section)) > 0 && !in_menu)
    g_menu_insert_section (self->menu, 2, NULL, G_MENU_MODEL (self->handoff_section));
  else if (g_menu_model_get_n_items (G_MENU_MODEL (self->handoff_section)) == 0 && in_menu)
    g_menu_remove (self->menu, position);
}

/* ---- icon and tooltip ------------------------------------------------------- */

static void
tick_cb (gpointer user_data)
{
  CarryOnTray *self = user_data;

  self->tick_id = 0;
  carry_on_tray_refresh (self);
}

static void
update_item (CarryOnTray *self,
             gboolean     enabled,
             GPtrArray   *pending,
             GPtrArray   *gave_up,
             guint        n_sessions)
{
  g_autoptr(GString) body = g_string_new (NULL);
  const char *icon;
  CarryOnStatusNotifierStatus status = CARRY_ON_STATUS_NOTIFIER_STATUS_ACTIVE;
  gint64 next_change_us = 0;

  carry_on_clock_clear (self->clock, &self->tick_id);

  if (!enabled)
    {
      icon = CARRY_ON_TRAY_ICON_PAUSED;
      g_string_append (body, _("Off: no session is continued"));
    }
  else if (gave_up->len > 0)
    {
      icon = CARRY_ON_TRAY_ICON_ATTENTION;
      status = CARRY_ON_STATUS_NOTIFIER_STATUS_NEEDS_ATTENTION;
      if (gave_up->len == 1)
        {
          g_autofree char *title = dup_title_line (g_ptr_array_index (gave_up, 0));

          /* Translators: tray tooltip; %s is a session's title */
          g_string_append_printf (body, _("Gave up on %s"), title);
        }
      else
        g_string_append_printf (body, g_dngettext (GETTEXT_PACKAGE, "Gave up on %u session",
                                                   "Gave up on %u sessions", gave_up->len),
                                gave_up->len);
    }
  else if (pending->len > 0)
    {
      icon = CARRY_ON_TRAY_ICON_PENDING;
    }
  else
    {
      icon = CARRY_ON_TRAY_ICON_QUIET;
      if (n_sessions == 0)
        g_string_append (body, _("All quiet: no sessions yet"));
      else
        g_string_append_printf (body, g_dngettext (GETTEXT_PACKAGE, "All quiet: watching %u session",
                                                   "All quiet: watching %u sessions", n_sessions),
                                n_sessions);
    }

  /* The nearest countdown, whatever else is going on (not when paused:
   * nothing will go out). */
  if (enabled && pending->len > 0)
    {
      g_autofree char *line = format_pending_line (self, g_ptr_array_index (pending, 0),
                                                   &next_change_us);

      if (body->len > 0)
        g_string_append_c (body, '\n');
      g_string_append (body, line);
      if (pending->len > 1)
        {
          g_string_append_c (body, '\n');
          g_string_append_printf (body, g_dngettext (GETTEXT_PACKAGE, "%u more continue pending",
                                                     "%u more continues pending", pending->len - 1),
                                  pending->len - 1);
        }
      self->tick_id = carry_on_clock_schedule (self->clock, CARRY_ON_DEADLINE_WALL,
                                               wall_now (self) + next_change_us,
                                               tick_cb, self);
    }

  if (self->item == NULL)
    return;

  carry_on_status_notifier_set_icon_name (self->item, icon_for_desktop (icon));
  carry_on_status_notifier_set_attention_icon_name (self->item,
                                                    icon_for_desktop (CARRY_ON_TRAY_ICON_ATTENTION));
  carry_on_status_notifier_set_status (self->item, status);
  /* The StatusNotifierItem spec lets the tooltip's text carry the
   * notification body markup (KDE and xfce render it): session titles are
   * host text, so the whole text is escaped. */
  {
    g_autofree char *escaped = g_markup_escape_text (body->str, -1);

    carry_on_status_notifier_set_tooltip (self->item, _("Carry On"), escaped);
  }
}

/**
 * carry_on_tray_refresh:
 *
 * Rebuilds the menu and the icon state from the supervisor now (they also
 * follow every change by themselves, from an idle callback).
 */
void
carry_on_tray_refresh (CarryOnTray *self)
{
  g_autoptr(GPtrArray) pending = g_ptr_array_new ();
  g_autoptr(GPtrArray) gave_up = g_ptr_array_new ();
  GListModel *sessions;
  guint n;
  gboolean enabled;

  g_return_if_fail (CARRY_ON_IS_TRAY (self));

  g_clear_handle_id (&self->refresh_source, g_source_remove);

  sessions = carry_on_supervisor_get_sessions (self->supervisor);
  n = g_list_model_get_n_items (sessions);
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(CarryOnSession) session = g_list_model_get_item (sessions, i);

      switch (carry_on_session_get_state (session))
        {
        case CARRY_ON_SESSION_STATE_WAITING:
          if (carry_on_session_get_due (session) > 0)
            g_ptr_array_add (pending, session);
          break;
        case CARRY_ON_SESSION_STATE_GAVE_UP:
          g_ptr_array_add (gave_up, session);
          break;
        case CARRY_ON_SESSION_STATE_IDLE:
        case CARRY_ON_SESSION_STATE_WORKING:
        case CARRY_ON_SESSION_STATE_CONTINUING:
        case CARRY_ON_SESSION_STATE_OFF:
        case CARRY_ON_SESSION_STATE_ENDED:
        default:
          break;
        }
    }
  /* (The list model holds the sessions: borrowed pointers are fine here.) */
  g_ptr_array_sort (pending, compare_due);

  enabled = get_enabled (self);
  rebuild_menu (self, enabled, pending);
  rebuild_handoff_menu (self);
  update_item (self, enabled, pending, gave_up, n);
}

static gboolean
refresh_cb (gpointer user_data)
{
  CarryOnTray *self = user_data;

  self->refresh_source = 0;
  carry_on_tray_refresh (self);
  return G_SOURCE_REMOVE;
}

/* Coalesces bursts (a snapshot of 20 sessions) into one refresh. */
static void
schedule_refresh (CarryOnTray *self)
{
  if (self->refresh_source == 0)
    self->refresh_source = g_idle_add_full (G_PRIORITY_DEFAULT, refresh_cb, self, NULL);
}

/* ---- following the supervisor -------------------------------------------- */

static void
session_notify_cb (CarryOnSession *session,
                   GParamSpec     *pspec,
                   CarryOnTray    *self)
{
  schedule_refresh (self);
}

/* The watched sessions mirror the supervisor's model, in its order:
 * @removed at @position go, @added there come. */
static void
rewatch_sessions (CarryOnTray *self,
                  guint        position,
                  guint        removed,
                  guint        added)
{
  GListModel *sessions = added > 0 ? carry_on_supervisor_get_sessions (self->supervisor) : NULL;

  g_assert (position + removed <= self->watched_sessions->len);

  for (guint i = position; i < position + removed; i++)
    g_signal_handler_disconnect (g_ptr_array_index (self->watched_sessions, i),
                                 g_array_index (self->session_handlers, gulong, i));
  g_ptr_array_remove_range (self->watched_sessions, position, removed);
  g_array_remove_range (self->session_handlers, position, removed);

  for (guint i = position; i < position + added; i++)
    {
      CarryOnSession *session = g_list_model_get_item (sessions, i);
      gulong handler = g_signal_connect (session, "notify", G_CALLBACK (session_notify_cb), self);

      g_ptr_array_insert (self->watched_sessions, i, session);
      g_array_insert_val (self->session_handlers, i, handler);
    }
}

static void
unwatch_sessions (CarryOnTray *self)
{
  rewatch_sessions (self, 0, self->watched_sessions->len, 0);
}

static void
watch_sessions (CarryOnTray *self)
{
  rewatch_sessions (self, 0, self->watched_sessions->len,
                    g_list_model_get_n_items (carry_on_supervisor_get_sessions (self->supervisor)));
}

/* A host that goes away (or is controlled by another supervisor)
 * takes its sessions' hand-off items with it. */
static void
host_state_cb (CarryOnHost *host,
               GParamSpec  *pspec,
               CarryOnTray *self)
{
  /* A host the supervisor dropped may outlive our dispose. */
  if (self->supervisor != NULL)
    schedule_refresh (self);
}

static void
hosts_changed_cb (GListModel  *hosts,
                  guint        position,
                  guint        removed,
                  guint        added,
                  CarryOnTray *self)
{
  for (guint i = position; i < position + added; i++)
    {
      g_autoptr(CarryOnHost) host = g_list_model_get_item (hosts, i);

      g_signal_connect_object (host, "notify::state", G_CALLBACK (host_state_cb), self, 0);
    }
  schedule_refresh (self);
}

static void
unwatch_hosts (CarryOnTray *self)
{
  GListModel *hosts = carry_on_supervisor_get_hosts (self->supervisor);

  g_signal_handlers_disconnect_by_data (hosts, self);
  for (guint i = 0; i < g_list_model_get_n_items (hosts); i++)
    {
      g_autoptr(CarryOnHost) host = g_list_model_get_item (hosts, i);

      g_signal_handlers_disconnect_by_func (host, host_state_cb, self);
    }
}

static void
sessions_changed_cb (GListModel  *model,
                     guint        position,
                     guint        removed,
                     guint        added,
                     CarryOnTray *self)
{
  /* Only what changed: a host's snapshot into 1,000 sessions re-connected
   * all of them. */
  rewatch_sessions (self, position, removed, added);
  schedule_refresh (self);
}

static void
supervisor_changed_cb (CarryOnTray *self)
{
  schedule_refresh (self);
}

static void
enabled_changed_cb (GActionGroup *group,
                    const char   *name,
                    GVariant     *state,
                    CarryOnTray  *self)
{
  schedule_refresh (self);
}

/* A window shown or hidden changes "Show window" into "Hide window". */
static void
window_added_cb (GtkApplication *app,
                 GtkWindow      *window,
                 CarryOnTray    *self)
{
  g_signal_connect_object (window, "notify::visible", G_CALLBACK (schedule_refresh), self,
                           G_CONNECT_SWAPPED);
  schedule_refresh (self);
}

/* ---- the item's clicks ---------------------------------------------------- */

static void
show_window (CarryOnTray *self)
{
  if (self->app == NULL)
    return;
  if (g_action_group_has_action (G_ACTION_GROUP (self->app), "show-window"))
    g_action_group_activate_action (G_ACTION_GROUP (self->app), "show-window", NULL);
  else
    g_application_activate (self->app);
}

/* Left click: hide the app's visible windows, or show the main window. */
static void
activate_cb (CarryOnStatusNotifier *item,
             int                    x,
             int                    y,
             CarryOnTray           *self)
{
  gboolean hid = FALSE;

  if (self->app != NULL && GTK_IS_APPLICATION (self->app))
    {
      GList *windows = gtk_application_get_windows (GTK_APPLICATION (self->app));

      for (GList *l = windows; l != NULL; l = l->next)
        if (gtk_widget_get_visible (l->data))
          {
            gtk_widget_set_visible (l->data, FALSE);
            hid = TRUE;
          }
    }

  if (!hid)
    show_window (self);
}

static void
secondary_activate_cb (CarryOnStatusNotifier *item,
                       int                    x,
                       int                    y,
                       CarryOnTray           *self)
{
  show_window (self);
}

static void
registered_cb (CarryOnStatusNotifier *item,
               GParamSpec            *pspec,
               CarryOnTray           *self)
{
  gboolean available = carry_on_status_notifier_get_registered (item);

  if (available == self->available)
    return;

  self->available = available;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_AVAILABLE]);
}

static void
setup_item (CarryOnTray *self)
{
  g_autoptr(GDBusConnection) connection = NULL;
  g_autoptr(GError) error = NULL;
  const char *id = g_application_get_application_id (self->app);
  const char *icon_theme_path = g_getenv ("CARRY_ON_ICON_THEME_PATH");

  if (g_application_get_dbus_connection (self->app) != NULL)
    connection = g_object_ref (g_application_get_dbus_connection (self->app));
  else
    connection = g_bus_get_sync (G_BUS_TYPE_SESSION, NULL, &error);

  if (connection == NULL)
    {
      g_message ("No session bus (%s): no tray icon", error->message);
      return;
    }

  self->item = carry_on_status_notifier_new (connection, id != NULL ? id : APP_ID);
  carry_on_status_notifier_set_title (self->item, _("Carry On"));
  carry_on_status_notifier_set_menu_path (self->item, CARRY_ON_STATUS_NOTIFIER_MENU_PATH);
  /* Uninstalled runs (meson devenv, tests) point at data/icons. */
  if (icon_theme_path != NULL && *icon_theme_path != '\0')
    carry_on_status_notifier_set_icon_theme_path (self->item, icon_theme_path);

  self->dbus_menu = carry_on_dbus_menu_new (connection, CARRY_ON_STATUS_NOTIFIER_MENU_PATH,
                                            G_MENU_MODEL (self->menu),
                                            G_ACTION_GROUP (self->app));

  g_signal_connect_object (self->item, "activate", G_CALLBACK (activate_cb), self, 0);
  g_signal_connect_object (self->item, "secondary-activate",
                           G_CALLBACK (secondary_activate_cb), self, 0);
  g_signal_connect_object (self->item, "context-menu",
                           G_CALLBACK (secondary_activate_cb), self, 0);
  g_signal_connect_object (self->item, "notify::registered", G_CALLBACK (registered_cb), self, 0);

  /* The first state is in place before any host reads it. */
  carry_on_tray_refresh (self);

  if (!carry_on_dbus_menu_export (self->dbus_menu, &error))
    {
      g_message ("Could not export the tray menu: %s", error->message);
      g_clear_error (&error);
      carry_on_status_notifier_set_menu_path (self->item, NULL);
    }
  if (!carry_on_status_notifier_register (self->item, &error))
    g_message ("Could not export the tray icon: %s", error->message);
}

/* ---- GObject ------------------------------------------------------------------ */

static void
carry_on_tray_dispose (GObject *object)
{
  CarryOnTray *self = CARRY_ON_TRAY (object);

  g_clear_handle_id (&self->refresh_source, g_source_remove);
  carry_on_clock_clear (self->clock, &self->tick_id);
  if (self->watched_sessions != NULL)
    unwatch_sessions (self);
  if (self->supervisor != NULL)
    {
      unwatch_hosts (self);
      g_signal_handlers_disconnect_by_data (self->supervisor, self);
      g_signal_handlers_disconnect_by_data (carry_on_supervisor_get_sessions (self->supervisor), self);
      g_signal_handlers_disconnect_by_data (carry_on_supervisor_get_actions (self->supervisor), self);
    }
  if (self->app != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->app, self);
      g_object_remove_weak_pointer (G_OBJECT (self->app), (gpointer *) &self->app);
      self->app = NULL;
    }
  g_clear_object (&self->dbus_menu);
  g_clear_object (&self->item);
  g_clear_object (&self->supervisor);
  g_clear_object (&self->clock);

  G_OBJECT_CLASS (carry_on_tray_parent_class)->dispose (object);
}

static void
carry_on_tray_finalize (GObject *object)
{
  CarryOnTray *self = CARRY_ON_TRAY (object);

  g_clear_object (&self->menu);
  g_clear_object (&self->main_section);
  g_clear_object (&self->sessions_section);
  g_clear_object (&self->app_section);
  g_clear_object (&self->handoff_section);
  g_clear_pointer (&self->handoff_signature, g_free);
  g_clear_pointer (&self->watched_sessions, g_ptr_array_unref);
  g_clear_pointer (&self->session_handlers, g_array_unref);
  g_clear_pointer (&self->menu_signature, g_free);

  G_OBJECT_CLASS (carry_on_tray_parent_class)->finalize (object);
}

static void
carry_on_tray_get_property (GObject    *object,
                            guint       prop_id,
                            GValue     *value,
                            GParamSpec *pspec)
{
  CarryOnTray *self = CARRY_ON_TRAY (object);

  switch (prop_id)
    {
    case PROP_AVAILABLE:
      g_value_set_boolean (value, self->available);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
carry_on_tray_class_init (CarryOnTrayClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = carry_on_tray_dispose;
  object_class->finalize = carry_on_tray_finalize;
  object_class->get_property = carry_on_tray_get_property;

  /**
   * CarryOnTray:available:
   * %TRUE while a tray host shows the icon.  The app keeps running when
   * its window is closed only then (or with "run-in-background"): bind it
   * to CarryOnApplication:tray-available.
   */
  properties[PROP_AVAILABLE] =
    g_param_spec_boolean ("available", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
carry_on_tray_init (CarryOnTray *self)
{
  self->watched_sessions = g_ptr_array_new_with_free_func (g_object_unref);
  self->session_handlers = g_array_new (FALSE, FALSE, sizeof (gulong));

  self->menu = g_menu_new ();
  self->main_section = g_menu_new ();
  self->sessions_section = g_menu_new ();
  self->app_section = g_menu_new ();
  self->handoff_section = g_menu_new ();

  g_menu_append (self->main_section, _("Carry On is _on"), "app.enabled");
  g_menu_append (self->main_section, _("_Show window"), "app.show-window");
  g_menu_append (self->app_section, _("S_ettings"), "app.preferences");
  g_menu_append (self->app_section, _("_Quit"), "app.quit");
  g_menu_append_section (self->menu, NULL, G_MENU_MODEL (self->main_section));
  g_menu_append_section (self->menu, NULL, G_MENU_MODEL (self->sessions_section));
  g_menu_append_section (self->menu, NULL, G_MENU_MODEL (self->app_section));
}

/**
 * carry_on_tray_new:
 * @app: (transfer none): the application: its id names the item, its
 *   `app.*` actions serve the menu (enabled, show-window, cancel,
 *   preferences, quit), its session bus connection carries the item.  Not
 *   referenced: the app owns the tray (drop it in shutdown).
 * @supervisor: (transfer none): whose sessions and counts the tray shows
 * @clock: (transfer none) (nullable): the clock countdowns are read from
 *   (the supervisor's; a fake one in tests); %NULL: the system clocks
 *
 * Creates the tray and exports it right away: a StatusNotifierItem at
 * /StatusNotifierItem with its menu at /StatusNotifierItem/Menu,
 * registered with the StatusNotifierWatcher whenever there is one.  With
 * no session bus or no watcher it logs that once and the app runs on;
 * #CarryOnTray:available stays %FALSE.
 *
 * Returns: (transfer full): a new #CarryOnTray
 */
CarryOnTray *
carry_on_tray_new (GApplication      *app,
                   CarryOnSupervisor *supervisor,
                   CarryOnClock      *clock)
{
  CarryOnTray *self;
  GListModel *sessions;
  GListModel *hosts;

  g_return_val_if_fail (G_IS_APPLICATION (app), NULL);
  g_return_val_if_fail (CARRY_ON_IS_SUPERVISOR (supervisor), NULL);
  g_return_val_if_fail (clock == NULL || CARRY_ON_IS_CLOCK (clock), NULL);

  self = g_object_new (CARRY_ON_TYPE_TRAY, NULL);
  self->app = app;
  g_object_add_weak_pointer (G_OBJECT (app), (gpointer *) &self->app);
  self->supervisor = g_object_ref (supervisor);
  self->clock = clock != NULL ? g_object_ref (clock) : carry_on_clock_new_system ();

  sessions = carry_on_supervisor_get_sessions (supervisor);
  g_signal_connect (sessions, "items-changed", G_CALLBACK (sessions_changed_cb), self);
  g_signal_connect_swapped (supervisor, "notify::n-pending", G_CALLBACK (supervisor_changed_cb), self);
  g_signal_connect_swapped (supervisor, "notify::n-gave-up", G_CALLBACK (supervisor_changed_cb), self);
  g_signal_connect_swapped (supervisor, "decision", G_CALLBACK (supervisor_changed_cb), self);
  g_signal_connect (app, "action-state-changed::enabled", G_CALLBACK (enabled_changed_cb), self);
  g_signal_connect (carry_on_supervisor_get_actions (supervisor), "action-state-changed::enabled",
                    G_CALLBACK (enabled_changed_cb), self);
  watch_sessions (self);
  hosts = carry_on_supervisor_get_hosts (supervisor);
  g_signal_connect (hosts, "items-changed", G_CALLBACK (hosts_changed_cb), self);
  hosts_changed_cb (hosts, 0, 0, g_list_model_get_n_items (hosts), self);

  if (GTK_IS_APPLICATION (app))
    {
      g_signal_connect (app, "window-added", G_CALLBACK (window_added_cb), self);
      g_signal_connect_swapped (app, "window-removed", G_CALLBACK (schedule_refresh), self);
      for (GList *l = gtk_application_get_windows (GTK_APPLICATION (app)); l != NULL; l = l->next)
        window_added_cb (GTK_APPLICATION (app), l->data, self);
    }

  setup_item (self);
  if (self->item == NULL)
    carry_on_tray_refresh (self);

  return self;
}

/**
 * carry_on_tray_get_available:
 *
 * Returns: %TRUE while a tray host shows the icon
 */
gboolean
carry_on_tray_get_available (CarryOnTray *self)
{
  g_return_val_if_fail (CARRY_ON_IS_TRAY (self), FALSE);

  return self->available;
}

/**
 * carry_on_tray_get_menu:
 *
 * Returns: (transfer none): the tray menu (three sections: on/off and show
 *   window; one "Cancel retry" per pending continue; settings and quit)
 */
GMenuModel *
carry_on_tray_get_menu (CarryOnTray *self)
{
  g_return_val_if_fail (CARRY_ON_IS_TRAY (self), NULL);

  return G_MENU_MODEL (self->menu);
}

/**
 * carry_on_tray_get_status_notifier:
 *
 * Returns: (transfer none) (nullable): the item; %NULL without a session bus
 */
CarryOnStatusNotifier *
carry_on_tray_get_status_notifier (CarryOnTray *self)
{
  g_return_val_if_fail (CARRY_ON_IS_TRAY (self), NULL);

  return self->item;
}

/**
 * carry_on_tray_get_dbus_menu:
 *
 * Returns: (transfer none) (nullable): the exported menu; %NULL without a
 *   session bus
 */
CarryOnDbusMenu *
carry_on_tray_get_dbus_menu (CarryOnTray *self)
{
  g_return_val_if_fail (CARRY_ON_IS_TRAY (self), NULL);

  return self->dbus_menu;
}
