/* carry-on-window.c
 *
 * SPDX-FileCopyrightText: 2026 The Carry On authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The main window: the global switch and the menu in the header
 * bar, the sessions of all hosts grouped by host kind, a search, and the
 * empty state.  Countdowns redraw from one timer, aligned to the wall
 * clock's seconds (its minutes while every countdown on screen is an hour
 * or more away), that runs only while a countdown is on screen and the
 * window is mapped; a tick sets the text of those rows' status lines and
 * nothing else.  Below 500 px the rows fold their buttons into their menu;
 * with the global switch off a banner says so once and the rows dim.
 *
 * The sessions are one GtkListView, so only the rows on screen exist
 * (1,000 sessions over 50 hosts stay smooth): its model flattens
 * the groups (a CarryOnHostGroup per host kind, sorted by title), each a
 * list of its header item then its shown sessions.  The factory recycles a
 * CarryOnSessionRow from one session to the next and makes a header widget
 * for the few header items.
 */
#include "config.h"

#include <glib/gi18n.h>

#include "carry-on-agents-group.h"
#include "carry-on-frame-trace.h"
#include "carry-on-host.h"
#include "carry-on-host-group.h"
#include "carry-on-session.h"
#include "carry-on-window.h"
#include "carry-on-ui-utils.h"

#ifndef CARRY_ON_README_URL
# define CARRY_ON_README_URL "file:///usr/share/doc/carry-on/README.md"
#endif

struct _CarryOnWindow
{
  AdwApplicationWindow  parent_instance;

  CarryOnSupervisor    *supervisor;
  CarryOnClock         *clock;

  GtkFilter            *search_filter;
  char                 *search_text;
  GListStore           *groups;          /* CarryOnHostGroup, sorted by title */
  GtkNoSelection       *selection;       /* over the flattened groups */
  GHashTable           *bound;           /* the bound row and header widgets */
  GHashTable           *watched_hosts;   /* CarryOnHost* → handler id */
  guint                 tick_id;
  gint64                tick_due;        /* wall µs the tick is armed for */
  guint                 tick_period;     /* 1 or 60 s while ticking */
  guint                 n_ticks;
  guint                 ticking_idle_id;
  guint                 narrow_idle_id;
  guint                 sync_idle_id;
  gboolean              narrow;
  gboolean              globally_off;
  gboolean              minimized;
  gulong                surface_state_id;

  AdwToastOverlay      *toast_overlay;
  AdwWindowTitle       *window_title;
  GtkSwitch            *global_switch;
  GtkMenuButton        *menu_button;
  GtkToggleButton      *search_button;
  GtkSearchBar         *search_bar;
  GtkSearchEntry       *search_entry;
  GtkStack             *stack;
  GtkLinkButton        *readme_button;
  GtkListView          *list_view;
  GtkScrolledWindow    *scrolled_window;
  GtkRevealer          *off_revealer;
};

G_DEFINE_FINAL_TYPE (CarryOnWindow, carry_on_window, ADW_TYPE_APPLICATION_WINDOW)

enum {
  PROP_0,
  PROP_SUPERVISOR,
  PROP_CLOCK,
  PROP_TICKING,
  PROP_NARROW,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void queue_update_ticking (CarryOnWindow *self);

static gboolean
search_matches (gpointer item,
                gpointer user_data)
{
  CarryOnWindow *self = user_data;
  CarryOnSession *session = item;
  const char *fields[3];

  if (self->search_text == NULL || *self->search_text == '\0')
    return TRUE;

  fields[0] = carry_on_session_get_title (session);
  fields[1] = carry_on_session_get_cwd (session);
  fields[2] = carry_on_session_get_key (session);

  for (guint i = 0; i < G_N_ELEMENTS (fields); i++)
    {
      g_autofree char *folded = NULL;

      if (fields[i] == NULL)
        continue;
      folded = g_utf8_casefold (fields[i], -1);
      if (strstr (folded, self->search_text) != NULL)
        return TRUE;
    }

  return FALSE;
}

static CarryOnHostGroup *
find_group (CarryOnWindow *self,
            const char    *kind,
            guint         *position)
{
  guint n = g_list_model_get_n_items (G_LIST_MODEL (self->groups));

  for (guint i = 0; i < n; i++)
    {
      g_autoptr(CarryOnHostGroup) group = g_list_model_get_item (G_LIST_MODEL (self->groups), i);

      if (g_strcmp0 (carry_on_host_group_get_kind (group), kind) == 0)
        {
          if (position != NULL)
            *position = i;
          return group;
        }
    }

  return NULL;
}

/* The last group with items in the list view, or NULL. */
static CarryOnHostGroup *
last_shown_group (CarryOnWindow *self)
{
  guint n = g_list_model_get_n_items (G_LIST_MODEL (self->groups));

  for (guint i = n; i > 0; i--)
    {
      g_autoptr(CarryOnHostGroup) group = g_list_model_get_item (G_LIST_MODEL (self->groups), i - 1);

      if (g_list_model_get_n_items (G_LIST_MODEL (group)) > 0)
        return group;
    }

  return NULL;
}

static gboolean
is_header (GtkWidget *widget)
{
  return widget != NULL && gtk_widget_has_css_class (widget, "host-header");
}

static void
set_css_class (GtkWidget  *widget,
               const char *css_class,
               gboolean    set)
{
  if (set)
    gtk_widget_add_css_class (widget, css_class);
  else
    gtk_widget_remove_css_class (widget, css_class);
}

/* A group's rows look like one boxed list: the first and last rows of each
 * group round their corners, and the list's bottom margin sits under the
 * last item.  Neighbours change without a rebind, so every bound widget is
 * looked at again after each change of the model (a screenful of them). */
static void
update_item_style (CarryOnWindow *self,
                   GtkWidget     *widget,
                   gpointer       item,
                   gpointer       last_group)
{
  gboolean end = FALSE;

  if (CARRY_ON_IS_SESSION_ROW (widget) && CARRY_ON_IS_SESSION (item))
    {
      const char *kind = carry_on_session_get_host_kind (item);
      CarryOnHostGroup *group = find_group (self, kind != NULL ? kind : "", NULL);
      /* The group's own items: its header, then the sessions shown so far. */
      GListModel *model = G_LIST_MODEL (group);
      guint n = group != NULL ? g_list_model_get_n_items (model) : 0;
      g_autoptr(GObject) first = n > 1 ? g_list_model_get_item (model, 1) : NULL;
      g_autoptr(GObject) last = n > 1 ? g_list_model_get_item (model, n - 1) : NULL;

      set_css_class (widget, "first", first == item);
      set_css_class (widget, "last", last == item);
      end = last == item && group == last_group;
    }
  else if (is_header (widget) && CARRY_ON_IS_HOST_GROUP (item))
    {
      end = item == last_group &&
            g_list_model_get_n_items (carry_on_host_group_get_model (item)) == 0;
    }

  gtk_widget_set_margin_bottom (widget, end ? 24 : 0);
}

static void
update_all_item_styles (CarryOnWindow *self)
{
  CarryOnHostGroup *last_group = last_shown_group (self);
  GHashTableIter iter;
  gpointer widget;

  g_hash_table_iter_init (&iter, self->bound);
  while (g_hash_table_iter_next (&iter, &widget, NULL))
    {
      gpointer item = g_object_get_data (widget, "carry-on-item");

      update_item_style (self, widget, item, last_group);
    }
}

static void
update_view (CarryOnWindow *self)
{
  GListModel *sessions = carry_on_supervisor_get_sessions (self->supervisor);
  gboolean searching = self->search_text != NULL && *self->search_text != '\0';
  guint n_sessions = g_list_model_get_n_items (sessions);
  guint n_groups = g_list_model_get_n_items (G_LIST_MODEL (self->groups));
  guint n_shown = 0;
  guint n_pending = 0;
  g_autofree char *subtitle = NULL;
  const char *page;

  for (guint i = 0; i < n_groups; i++)
    {
      g_autoptr(CarryOnHostGroup) group = g_list_model_get_item (G_LIST_MODEL (self->groups), i);

      /* While searching, groups without a match go, header and all. */
      carry_on_host_group_set_show_empty (group, !searching);
      n_shown += g_list_model_get_n_items (carry_on_host_group_get_model (group));
    }

  if (n_sessions == 0 && n_groups == 0)
    page = "empty";
  else if (searching && n_shown == 0)
    page = "no-results";
  else
    page = "list";
  g_debug ("window: %u sessions, %u groups, %u shown: page %s", n_sessions, n_groups, n_shown, page);
  gtk_stack_set_visible_child_name (self->stack, page);

  n_pending = carry_on_supervisor_get_n_pending (self->supervisor);
  if (n_sessions > 0)
    {
      g_autofree char *sessions_text =
        g_strdup_printf (ngettext ("%u session", "%u sessions", n_sessions), n_sessions);

      if (n_pending > 0)
        {
          g_autofree char *pending_text =
            g_strdup_printf (ngettext ("%u waiting", "%u waiting", n_pending), n_pending);

          /* Translators: window subtitle, "5 sessions · 2 waiting" */
          subtitle = g_strdup_printf (_("%s · %s"), sessions_text, pending_text);
        }
      else
        subtitle = g_steal_pointer (&sessions_text);
    }

  adw_window_title_set_subtitle (self->window_title, subtitle != NULL ? subtitle : "");
}

static void
group_pending_changed_cb (CarryOnWindow *self)
{
  update_view (self);
  queue_update_ticking (self);
}

static int
compare_titles (gconstpointer a,
                gconstpointer b,
                gpointer      user_data)
{
  return g_utf8_collate (carry_on_host_group_get_title ((CarryOnHostGroup *) a),
                         carry_on_host_group_get_title ((CarryOnHostGroup *) b));
}

static void
add_group (CarryOnWindow *self,
           const char    *kind)
{
  GListModel *sessions = carry_on_supervisor_get_sessions (self->supervisor);
  GListModel *hosts = carry_on_supervisor_get_hosts (self->supervisor);
  g_autoptr(CarryOnHostGroup) group = carry_on_host_group_new (kind, sessions, hosts,
                                                               self->search_filter, self->clock);

  /* Keep the groups sorted by title. */
  g_list_store_insert_sorted (self->groups, group, compare_titles, NULL);
}

static void host_changed_cb (CarryOnWindow *self);

static void
watch_hosts (CarryOnWindow *self,
             GHashTable    *kinds)
{
  GListModel *hosts = carry_on_supervisor_get_hosts (self->supervisor);
  g_autoptr(GHashTable) seen = g_hash_table_new (NULL, NULL);
  GHashTableIter iter;
  gpointer key, value;
  guint n = g_list_model_get_n_items (hosts);

  for (guint i = 0; i < n; i++)
    {
      g_autoptr(CarryOnHost) host = g_list_model_get_item (hosts, i);
      const char *kind = carry_on_host_get_kind (host);

      g_hash_table_add (seen, host);
      if (!g_hash_table_contains (self->watched_hosts, host))
        {
          gulong id = g_signal_connect_object (host, "notify",
                                               G_CALLBACK (host_changed_cb), self,
                                               G_CONNECT_SWAPPED);
          g_hash_table_insert (self->watched_hosts, g_object_ref (host), GSIZE_TO_POINTER (id));
        }
      if (kind != NULL && *kind != '\0')
        g_hash_table_add (kinds, g_strdup (kind));
    }

  g_hash_table_iter_init (&iter, self->watched_hosts);
  while (g_hash_table_iter_next (&iter, &key, &value))
    {
      if (!g_hash_table_contains (seen, key))
        {
          g_signal_handler_disconnect (key, GPOINTER_TO_SIZE (value));
          g_hash_table_iter_remove (&iter);
        }
    }
}

/* One group per host kind that has a host or a session. */
static void
sync_groups (CarryOnWindow *self)
{
  GListModel *sessions = carry_on_supervisor_get_sessions (self->supervisor);
  g_autoptr(GHashTable) kinds = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  GHashTableIter iter;
  gpointer key;
  guint n;

  watch_hosts (self, kinds);

  n = g_list_model_get_n_items (sessions);
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(CarryOnSession) session = g_list_model_get_item (sessions, i);
      const char *kind = carry_on_session_get_host_kind (session);

      g_hash_table_add (kinds, g_strdup (kind != NULL ? kind : ""));
    }

  n = g_list_model_get_n_items (G_LIST_MODEL (self->groups));
  for (guint i = n; i > 0; i--)
    {
      g_autoptr(CarryOnHostGroup) group = g_list_model_get_item (G_LIST_MODEL (self->groups), i - 1);

      if (!g_hash_table_contains (kinds, carry_on_host_group_get_kind (group)))
        g_list_store_remove (self->groups, i - 1);
    }

  g_hash_table_iter_init (&iter, kinds);
  while (g_hash_table_iter_next (&iter, &key, NULL))
    {
      CarryOnHostGroup *group = find_group (self, key, NULL);

      if (group == NULL)
        add_group (self, key);
      else
        carry_on_host_group_refresh_hosts (group);
    }

  update_view (self);
  queue_update_ticking (self);
}

static gboolean
sync_groups_idle_cb (gpointer user_data)
{
  CarryOnWindow *self = user_data;

  self->sync_idle_id = 0;
  sync_groups (self);
  return G_SOURCE_REMOVE;
}

/* A host's properties come in bursts (state, name, version, usage, one
 * notify each), and 50 hosts start at once during a restart: look at the
 * groups once after the burst, not once per notify (sync_groups() walks
 * every session). */
static void
host_changed_cb (CarryOnWindow *self)
{
  if (self->sync_idle_id == 0)
    {
      self->sync_idle_id = g_idle_add_full (G_PRIORITY_DEFAULT_IDLE, sync_groups_idle_cb, self, NULL);
      g_source_set_name_by_id (self->sync_idle_id, "[carry-on] sync host groups");
    }
}

/* Sessions came or went.  Only additions are frequent (a host's snapshot
 * brings all its sessions): for those, look at the new items alone and add a
 * group when their kind has none, instead of a full sync_groups() per
 * session, which made a snapshot of 1,000 sessions quadratic. */
static void
sessions_changed_cb (CarryOnWindow *self,
                     guint          position,
                     guint          removed,
                     guint          added,
                     GListModel    *sessions)
{
  if (removed > 0)
    {
      sync_groups (self);
      return;
    }

  for (guint i = position; i < position + added; i++)
    {
      g_autoptr(CarryOnSession) session = g_list_model_get_item (sessions, i);
      const char *kind = carry_on_session_get_host_kind (session);

      if (find_group (self, kind != NULL ? kind : "", NULL) == NULL)
        add_group (self, kind != NULL ? kind : "");
    }

  update_view (self);
  queue_update_ticking (self);
}

/* Whether @widget (a bound row) shows on screen: the list view keeps up to
 * 200 rows bound around what is shown, and only the shown ones tick. */
static gboolean
row_on_screen (CarryOnWindow *self,
               GtkWidget     *widget)
{
  graphene_rect_t bounds;
  int height = gtk_widget_get_height (GTK_WIDGET (self->scrolled_window));

  if (!gtk_widget_get_mapped (widget))
    return FALSE;
  if (!gtk_widget_compute_bounds (widget, GTK_WIDGET (self->scrolled_window), &bounds))
    return FALSE;
  return bounds.origin.y + bounds.size.height > 0 && bounds.origin.y < height;
}

/* Redraws the countdown of each pending row on screen; returns the
 * earliest time one of them changes its text (wall µs), 0 for none, and in
 * @out_period how often the fastest of them changes (s: 1 or 60; 0 for
 * none). */
static gint64
update_countdowns (CarryOnWindow *self,
                   guint         *out_period)
{
  GHashTableIter iter;
  gpointer widget;
  gint64 next = 0;
  guint period = 0;

  g_hash_table_iter_init (&iter, self->bound);
  while (g_hash_table_iter_next (&iter, &widget, NULL))
    {
      gint64 change;
      guint row_period;

      if (!CARRY_ON_IS_SESSION_ROW (widget) ||
          !carry_on_session_row_get_pending (CARRY_ON_SESSION_ROW (widget)) ||
          !row_on_screen (self, widget))
        continue;

      carry_on_session_row_update_countdown (CARRY_ON_SESSION_ROW (widget));
      change = carry_on_session_row_get_next_change (CARRY_ON_SESSION_ROW (widget), &row_period);
      if (change > 0 && (next == 0 || change < next))
        next = change;
      if (row_period > 0 && (period == 0 || row_period < period))
        period = row_period;
    }

  *out_period = period;
  return next;
}

static void arm_tick (CarryOnWindow *self,
                      gint64         next,
                      guint          period);

/* Redraws the countdowns on screen and arms the tick for their next
 * change. */
static void
tick_from_rows (CarryOnWindow *self)
{
  guint period;
  gint64 next = update_countdowns (self, &period);

  arm_tick (self, next, period);
}

static void
tick_cb (gpointer user_data)
{
  CarryOnWindow *self = user_data;

  self->tick_id = 0;
  self->n_ticks++;
  tick_from_rows (self);
}

/* One timer for all rows, a wall-clock deadline of the window's clock (so
 * it follows the clock's jumps and a suspend, and a test's fake clock
 * fires it only as it advances), armed for the next second boundary (or
 * the next minute boundary while every countdown on screen is an hour or
 * more away), when the texts change; none without a countdown on screen.
 * @period (s) is how often the fastest of them changes: the distance to
 * @next says less, as the next minute boundary may be under a second
 * away. */
static void
arm_tick (CarryOnWindow *self,
          gint64         next,
          guint          period)
{
  gboolean was_ticking = self->tick_id != 0 || self->tick_due != 0;

  if (next == 0)
    {
      carry_on_clock_clear (self->clock, &self->tick_id);
      self->tick_due = 0;
      self->tick_period = 0;
    }
  else if (self->tick_id == 0 || next != self->tick_due)
    {
      carry_on_clock_clear (self->clock, &self->tick_id);
      self->tick_due = next;
      /* A ms late rather than early: the texts change on the boundary. */
      self->tick_id = carry_on_clock_schedule (self->clock, CARRY_ON_DEADLINE_WALL, next + 1000,
                                               tick_cb, self);
    }

  if (next != 0)
    self->tick_period = period;

  if (was_ticking != (self->tick_id != 0))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TICKING]);
}

/* Redraws the countdowns on screen and arms the one timer while one shows
 * and the window is mapped and not minimized; nothing ticks otherwise. */
static void
update_ticking (CarryOnWindow *self)
{
  gboolean visible = gtk_widget_get_mapped (GTK_WIDGET (self)) && !self->minimized;

  g_clear_handle_id (&self->ticking_idle_id, g_source_remove);
  if (visible)
    tick_from_rows (self);
  else
    arm_tick (self, 0, 0);
}

static gboolean
update_ticking_idle_cb (gpointer user_data)
{
  CarryOnWindow *self = user_data;

  self->ticking_idle_id = 0;
  update_ticking (self);
  return G_SOURCE_REMOVE;
}

/* Binds, state changes and scrolling come in bursts: look once after them. */
static void
queue_update_ticking (CarryOnWindow *self)
{
  if (self->ticking_idle_id == 0)
    {
      self->ticking_idle_id = g_idle_add_full (G_PRIORITY_DEFAULT_IDLE, update_ticking_idle_cb,
                                               self, NULL);
      g_source_set_name_by_id (self->ticking_idle_id, "[carry-on] countdown check");
    }
}

static void
search_changed_cb (CarryOnWindow *self)
{
  const char *text = gtk_editable_get_text (GTK_EDITABLE (self->search_entry));

  g_free (self->search_text);
  self->search_text = g_utf8_casefold (text, -1);
  gtk_filter_changed (self->search_filter, GTK_FILTER_CHANGE_DIFFERENT);
  update_view (self);
  queue_update_ticking (self);
}

/* Brings the session at @position of the list view into view, focused
 * (the list view makes its row when it scrolls there). */
static CarryOnSessionRow *
focus_position (CarryOnWindow *self,
                guint          position)
{
  g_autoptr(GObject) item = g_list_model_get_item (G_LIST_MODEL (self->selection), position);
  CarryOnSessionRow *row;

  if (!CARRY_ON_IS_SESSION (item))
    return NULL;

  gtk_widget_activate_action (GTK_WIDGET (self->list_view), "list.scroll-to-item", "u", position);
  row = carry_on_window_find_row (self, carry_on_session_get_key (CARRY_ON_SESSION (item)));
  if (row != NULL)
    gtk_widget_grab_focus (GTK_WIDGET (row));
  return row;
}

static void
search_activate_cb (CarryOnWindow *self)
{
  guint n = g_list_model_get_n_items (G_LIST_MODEL (self->groups));
  guint offset = 0;

  /* Enter moves into the first shown session. */
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(CarryOnHostGroup) group = g_list_model_get_item (G_LIST_MODEL (self->groups), i);
      guint n_items = g_list_model_get_n_items (G_LIST_MODEL (group));

      if (n_items > 1)
        {
          focus_position (self, offset + 1);
          return;
        }
      offset += n_items;
    }
}

static void
surface_state_cb (CarryOnWindow *self,
                  GParamSpec    *pspec,
                  GdkToplevel   *toplevel)
{
  gboolean minimized = (gdk_toplevel_get_state (toplevel) & GDK_TOPLEVEL_STATE_MINIMIZED) != 0;

  if (minimized != self->minimized)
    {
      self->minimized = minimized;
      update_ticking (self);
    }
}

static void
carry_on_window_realize (GtkWidget *widget)
{
  CarryOnWindow *self = CARRY_ON_WINDOW (widget);
  GdkSurface *surface;

  GTK_WIDGET_CLASS (carry_on_window_parent_class)->realize (widget);

  surface = gtk_native_get_surface (GTK_NATIVE (self));
  if (GDK_IS_TOPLEVEL (surface))
    self->surface_state_id = g_signal_connect_object (surface, "notify::state",
                                                      G_CALLBACK (surface_state_cb), self,
                                                      G_CONNECT_SWAPPED);
  carry_on_frame_trace_attach_from_env (widget);
}

static void
carry_on_window_unrealize (GtkWidget *widget)
{
  CarryOnWindow *self = CARRY_ON_WINDOW (widget);
  GdkSurface *surface = gtk_native_get_surface (GTK_NATIVE (self));

  if (surface != NULL && self->surface_state_id != 0)
    g_signal_handler_disconnect (surface, self->surface_state_id);
  self->surface_state_id = 0;
  self->minimized = FALSE;

  GTK_WIDGET_CLASS (carry_on_window_parent_class)->unrealize (widget);
}

static void
carry_on_window_map (GtkWidget *widget)
{
  GTK_WIDGET_CLASS (carry_on_window_parent_class)->map (widget);
  update_ticking (CARRY_ON_WINDOW (widget));
}

static void
carry_on_window_unmap (GtkWidget *widget)
{
  GTK_WIDGET_CLASS (carry_on_window_parent_class)->unmap (widget);
  update_ticking (CARRY_ON_WINDOW (widget));
}

static void
search_action_cb (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  CarryOnWindow *self = CARRY_ON_WINDOW (widget);

  gtk_search_bar_set_search_mode (self->search_bar, TRUE);
  gtk_widget_grab_focus (GTK_WIDGET (self->search_entry));
}

/* "application" is not a construct property, so it is set after
 * constructed(): pick the menu up when it arrives. */
static void
application_changed_cb (CarryOnWindow *self)
{
  GtkApplication *app = gtk_window_get_application (GTK_WINDOW (self));
  GMenu *menu = app != NULL ? gtk_application_get_menu_by_id (app, "primary-menu") : NULL;

  gtk_menu_button_set_menu_model (self->menu_button, G_MENU_MODEL (menu));
}

/* Narrow layout and global off -------------------------------------------- */

/* Below this window width the rows fold their History and "Hand off…"
 * buttons into their menu (libadwaita 1.2 has no breakpoints: the window's
 * own allocation decides, which works the same on newer libadwaita). */
#define NARROW_BELOW 500

static void
apply_to_rows (CarryOnWindow *self)
{
  GHashTableIter iter;
  gpointer widget;

  g_hash_table_iter_init (&iter, self->bound);
  while (g_hash_table_iter_next (&iter, &widget, NULL))
    {
      if (!CARRY_ON_IS_SESSION_ROW (widget))
        continue;
      carry_on_session_row_set_narrow (widget, self->narrow);
      carry_on_session_row_set_overridden (widget, self->globally_off);
    }
}

static gboolean
narrow_idle_cb (gpointer user_data)
{
  CarryOnWindow *self = user_data;

  self->narrow_idle_id = 0;
  apply_to_rows (self);
  if (self->narrow)
    gtk_widget_add_css_class (GTK_WIDGET (self), "narrow");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self), "narrow");
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_NARROW]);
  return G_SOURCE_REMOVE;
}

static void
carry_on_window_size_allocate (GtkWidget *widget,
                               int        width,
                               int        height,
                               int        baseline)
{
  CarryOnWindow *self = CARRY_ON_WINDOW (widget);
  gboolean narrow = width > 0 && width < NARROW_BELOW;

  GTK_WIDGET_CLASS (carry_on_window_parent_class)->size_allocate (widget, width, height, baseline);

  /* Not during the allocation: the rows change what they show. */
  if (narrow != self->narrow)
    {
      self->narrow = narrow;
      if (self->narrow_idle_id == 0)
        self->narrow_idle_id = g_idle_add_full (G_PRIORITY_HIGH_IDLE, narrow_idle_cb, self, NULL);
    }
}

static void
enabled_state_changed_cb (CarryOnWindow *self)
{
  GActionGroup *actions = carry_on_supervisor_get_actions (self->supervisor);
  g_autoptr(GVariant) state = g_action_group_get_action_state (actions, "enabled");
  gboolean off = state != NULL && g_variant_is_of_type (state, G_VARIANT_TYPE_BOOLEAN) &&
                 !g_variant_get_boolean (state);

  if (off == self->globally_off)
    return;

  self->globally_off = off;
  gtk_revealer_set_reveal_child (self->off_revealer, off);
  apply_to_rows (self);
}

/* The list-item factory ------------------------------------------------------ */

static void
row_pending_changed_cb (CarryOnWindow *self)
{
  queue_update_ticking (self);
}

static GtkWidget *
new_row (CarryOnWindow *self)
{
  GtkWidget *row = carry_on_session_row_new (NULL, self->clock);

  g_signal_connect_object (row, "notify::pending",
                           G_CALLBACK (row_pending_changed_cb), self, G_CONNECT_SWAPPED);
  return row;
}

static void
factory_setup_cb (CarryOnWindow *self,
                  GtkListItem   *list_item)
{
  /* Sessions are most of the items: start with a row. */
  gtk_list_item_set_child (list_item, new_row (self));
  gtk_list_item_set_activatable (list_item, FALSE);
}

static void
unbind_child (CarryOnWindow *self,
              GtkWidget     *child)
{
  if (child == NULL || !g_hash_table_remove (self->bound, child))
    return;

  g_object_set_data (G_OBJECT (child), "carry-on-item", NULL);
  if (CARRY_ON_IS_SESSION_ROW (child))
    carry_on_session_row_set_session (CARRY_ON_SESSION_ROW (child), NULL);
  else if (is_header (child))
    carry_on_host_group_header_bind (child, NULL);
}

static void
factory_bind_cb (CarryOnWindow *self,
                 GtkListItem   *list_item)
{
  gpointer item = gtk_list_item_get_item (list_item);
  GtkWidget *child = gtk_list_item_get_child (list_item);

  unbind_child (self, child);

  if (CARRY_ON_IS_HOST_GROUP (item))
    {
      if (!is_header (child))
        {
          child = carry_on_host_group_header_new ();
          gtk_list_item_set_child (list_item, child);
        }
      carry_on_host_group_header_bind (child, item);
      /* Arrow keys stop on a heading (the list item takes the focus),
       * so they move from one group into the next. */
      gtk_list_item_set_selectable (list_item, TRUE);
    }
  else if (CARRY_ON_IS_SESSION (item))
    {
      if (!CARRY_ON_IS_SESSION_ROW (child))
        {
          child = new_row (self);
          gtk_list_item_set_child (list_item, child);
        }
      carry_on_session_row_set_session (CARRY_ON_SESSION_ROW (child), item);
      carry_on_session_row_set_narrow (CARRY_ON_SESSION_ROW (child), self->narrow);
      carry_on_session_row_set_overridden (CARRY_ON_SESSION_ROW (child), self->globally_off);
      gtk_list_item_set_selectable (list_item, FALSE);
    }
  else
    {
      g_warning ("window: unexpected %s item in the session list",
                 item != NULL ? G_OBJECT_TYPE_NAME (item) : "NULL");
      return;
    }

  g_hash_table_add (self->bound, child);
  g_object_set_data (G_OBJECT (child), "carry-on-item", item);
  update_item_style (self, child, item, last_shown_group (self));
  if (CARRY_ON_IS_SESSION_ROW (child) &&
      carry_on_session_row_get_pending (CARRY_ON_SESSION_ROW (child)))
    queue_update_ticking (self);
}

static void
factory_unbind_cb (CarryOnWindow *self,
                   GtkListItem   *list_item)
{
  GtkWidget *child = gtk_list_item_get_child (list_item);
  gboolean pending = CARRY_ON_IS_SESSION_ROW (child) &&
                     carry_on_session_row_get_pending (CARRY_ON_SESSION_ROW (child));

  unbind_child (self, child);
  if (pending)
    queue_update_ticking (self);
}

static void
factory_teardown_cb (CarryOnWindow *self,
                     GtkListItem   *list_item)
{
  unbind_child (self, gtk_list_item_get_child (list_item));
}

static void
list_items_changed_cb (CarryOnWindow *self)
{
  update_all_item_styles (self);
}

static void
carry_on_window_constructed (GObject *object)
{
  CarryOnWindow *self = CARRY_ON_WINDOW (object);

  G_OBJECT_CLASS (carry_on_window_parent_class)->constructed (object);

  g_assert (CARRY_ON_IS_SUPERVISOR (self->supervisor));
  g_assert (CARRY_ON_IS_CLOCK (self->clock));

  {
    GtkListItemFactory *factory = gtk_signal_list_item_factory_new ();

    g_signal_connect_object (factory, "setup", G_CALLBACK (factory_setup_cb), self, G_CONNECT_SWAPPED);
    g_signal_connect_object (factory, "bind", G_CALLBACK (factory_bind_cb), self, G_CONNECT_SWAPPED);
    g_signal_connect_object (factory, "unbind", G_CALLBACK (factory_unbind_cb), self, G_CONNECT_SWAPPED);
    g_signal_connect_object (factory, "teardown", G_CALLBACK (factory_teardown_cb), self, G_CONNECT_SWAPPED);
    gtk_list_view_set_factory (self->list_view, factory);
    g_object_unref (factory);

    self->selection = gtk_no_selection_new (G_LIST_MODEL (gtk_flatten_list_model_new (g_object_ref (G_LIST_MODEL (self->groups)))));
    gtk_list_view_set_model (self->list_view, GTK_SELECTION_MODEL (self->selection));
    /* After the list view's own handler: its rows are bound by then. */
    g_signal_connect_object (self->selection, "items-changed",
                             G_CALLBACK (list_items_changed_cb), self, G_CONNECT_SWAPPED);
  }

  g_signal_connect_object (carry_on_supervisor_get_sessions (self->supervisor), "items-changed",
                           G_CALLBACK (sessions_changed_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (carry_on_supervisor_get_hosts (self->supervisor), "items-changed",
                           G_CALLBACK (host_changed_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect (self, "notify::application", G_CALLBACK (application_changed_cb), NULL);
  g_signal_connect_object (self->supervisor, "notify::n-pending",
                           G_CALLBACK (group_pending_changed_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (carry_on_supervisor_get_actions (self->supervisor),
                           "action-state-changed::enabled",
                           G_CALLBACK (enabled_state_changed_cb), self, G_CONNECT_SWAPPED);
  enabled_state_changed_cb (self);
  /* A row scrolled onto the screen shows its countdown at once, and the
   * timer looks at what is on screen now. */
  g_signal_connect_object (gtk_scrolled_window_get_vadjustment (self->scrolled_window),
                           "value-changed", G_CALLBACK (queue_update_ticking), self,
                           G_CONNECT_SWAPPED);

  sync_groups (self);
}

static void
carry_on_window_dispose (GObject *object)
{
  CarryOnWindow *self = CARRY_ON_WINDOW (object);

  /* The supervisor outlives the window: no more of its signals here. */
  if (self->supervisor != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->supervisor, self);
      g_signal_handlers_disconnect_by_data (carry_on_supervisor_get_sessions (self->supervisor), self);
      g_signal_handlers_disconnect_by_data (carry_on_supervisor_get_hosts (self->supervisor), self);
      g_signal_handlers_disconnect_by_data (carry_on_supervisor_get_actions (self->supervisor), self);
    }

  if (self->watched_hosts != NULL)
    {
      GHashTableIter iter;
      gpointer key, value;

      g_hash_table_iter_init (&iter, self->watched_hosts);
      while (g_hash_table_iter_next (&iter, &key, &value))
        g_signal_handler_disconnect (key, GPOINTER_TO_SIZE (value));
      g_clear_pointer (&self->watched_hosts, g_hash_table_unref);
    }

  if (self->list_view != NULL)
    {
      gtk_list_view_set_model (self->list_view, NULL);
      gtk_list_view_set_factory (self->list_view, NULL);
    }

  gtk_widget_dispose_template (GTK_WIDGET (self), CARRY_ON_TYPE_WINDOW);

  g_clear_object (&self->selection);
  g_clear_object (&self->groups);
  g_clear_pointer (&self->bound, g_hash_table_unref);
  g_clear_object (&self->search_filter);
  g_clear_object (&self->supervisor);
  carry_on_clock_clear (self->clock, &self->tick_id);
  g_clear_object (&self->clock);

  /* Last: unbinding the rows above queues the countdown check again, and
   * an idle left behind would run on a freed window. */
  g_clear_handle_id (&self->ticking_idle_id, g_source_remove);
  g_clear_handle_id (&self->narrow_idle_id, g_source_remove);
  g_clear_handle_id (&self->sync_idle_id, g_source_remove);

  G_OBJECT_CLASS (carry_on_window_parent_class)->dispose (object);
}

static void
carry_on_window_finalize (GObject *object)
{
  CarryOnWindow *self = CARRY_ON_WINDOW (object);

  g_clear_pointer (&self->search_text, g_free);

  G_OBJECT_CLASS (carry_on_window_parent_class)->finalize (object);
}

static void
carry_on_window_get_property (GObject    *object,
                              guint       prop_id,
                              GValue     *value,
                              GParamSpec *pspec)
{
  CarryOnWindow *self = CARRY_ON_WINDOW (object);

  switch (prop_id)
    {
    case PROP_SUPERVISOR:
      g_value_set_object (value, self->supervisor);
      break;
    case PROP_CLOCK:
      g_value_set_object (value, self->clock);
      break;
    case PROP_TICKING:
      g_value_set_boolean (value, self->tick_id != 0);
      break;
    case PROP_NARROW:
      g_value_set_boolean (value, self->narrow);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
carry_on_window_set_property (GObject      *object,
                              guint         prop_id,
                              const GValue *value,
                              GParamSpec   *pspec)
{
  CarryOnWindow *self = CARRY_ON_WINDOW (object);

  switch (prop_id)
    {
    case PROP_SUPERVISOR:
      self->supervisor = g_value_dup_object (value);
      break;
    case PROP_CLOCK:
      self->clock = g_value_dup_object (value);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
carry_on_window_class_init (CarryOnWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  carry_on_ui_ensure_resources ();
  g_type_ensure (CARRY_ON_TYPE_AGENTS_GROUP);
  object_class->constructed = carry_on_window_constructed;
  object_class->dispose = carry_on_window_dispose;
  object_class->finalize = carry_on_window_finalize;
  object_class->get_property = carry_on_window_get_property;
  object_class->set_property = carry_on_window_set_property;

  widget_class->realize = carry_on_window_realize;
  widget_class->unrealize = carry_on_window_unrealize;
  widget_class->map = carry_on_window_map;
  widget_class->unmap = carry_on_window_unmap;
  widget_class->size_allocate = carry_on_window_size_allocate;

  /**
   * CarryOnWindow:supervisor:
   * The engine whose hosts and sessions the window shows (construct-only).
   */
  properties[PROP_SUPERVISOR] =
    g_param_spec_object ("supervisor", NULL, NULL, CARRY_ON_TYPE_SUPERVISOR,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  /**
   * CarryOnWindow:clock:
   * The clock the countdowns read "now" from (construct-only).
   */
  properties[PROP_CLOCK] =
    g_param_spec_object ("clock", NULL, NULL, CARRY_ON_TYPE_CLOCK,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  /**
   * CarryOnWindow:ticking:
   * Whether the one countdown timer is armed (a countdown shows on screen
   * and the window is mapped).
   */
  properties[PROP_TICKING] =
    g_param_spec_boolean ("ticking", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /**
   * CarryOnWindow:narrow:
   * Whether the window is narrower than 500 px: the rows fold their
   * History and "Hand off…" buttons into their menu.
   */
  properties[PROP_NARROW] =
    g_param_spec_boolean ("narrow", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/carryon/CarryOn/ui/carry-on-window.ui");
  gtk_widget_class_bind_template_child (widget_class, CarryOnWindow, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, CarryOnWindow, window_title);
  gtk_widget_class_bind_template_child (widget_class, CarryOnWindow, global_switch);
  gtk_widget_class_bind_template_child (widget_class, CarryOnWindow, menu_button);
  gtk_widget_class_bind_template_child (widget_class, CarryOnWindow, search_button);
  gtk_widget_class_bind_template_child (widget_class, CarryOnWindow, search_bar);
  gtk_widget_class_bind_template_child (widget_class, CarryOnWindow, search_entry);
  gtk_widget_class_bind_template_child (widget_class, CarryOnWindow, stack);
  gtk_widget_class_bind_template_child (widget_class, CarryOnWindow, readme_button);
  gtk_widget_class_bind_template_child (widget_class, CarryOnWindow, list_view);
  gtk_widget_class_bind_template_child (widget_class, CarryOnWindow, scrolled_window);
  gtk_widget_class_bind_template_child (widget_class, CarryOnWindow, off_revealer);
  gtk_widget_class_bind_template_callback (widget_class, search_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, search_activate_cb);

  gtk_widget_class_install_action (widget_class, "win.search", NULL, search_action_cb);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_f, GDK_CONTROL_MASK, "win.search", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_w, GDK_CONTROL_MASK, "window.close", NULL);
}

static void
carry_on_window_init (CarryOnWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  self->watched_hosts = g_hash_table_new_full (NULL, NULL, g_object_unref, NULL);
  self->search_filter = GTK_FILTER (gtk_custom_filter_new (search_matches, self, NULL));
  self->groups = g_list_store_new (CARRY_ON_TYPE_HOST_GROUP);
  self->bound = g_hash_table_new (NULL, NULL);

  gtk_search_bar_set_key_capture_widget (self->search_bar, GTK_WIDGET (self));
  gtk_search_bar_connect_entry (self->search_bar, GTK_EDITABLE (self->search_entry));
  gtk_link_button_set_uri (self->readme_button, CARRY_ON_README_URL "#host-bridges");

  gtk_accessible_update_property (GTK_ACCESSIBLE (self->global_switch),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Continue failed turns in all sessions"), -1);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->menu_button),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Main Menu"), -1);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->search_button),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Search Sessions"), -1);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->search_entry),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Search sessions"), -1);

#ifdef DEVELOPMENT_BUILD
  gtk_widget_add_css_class (GTK_WIDGET (self), "devel");
#endif
}

/**
 * carry_on_window_new:
 * @application: (transfer none): the app (its `app.*` actions serve the
 *   header switch, the menu and the rows' buttons)
 * @supervisor: (transfer none): the engine to show
 * @clock: (transfer none): the clock the countdowns read
 *
 * Returns: (transfer none): a new window, owned by @application
 */
CarryOnWindow *
carry_on_window_new (GtkApplication    *application,
                     CarryOnSupervisor *supervisor,
                     CarryOnClock      *clock)
{
  g_return_val_if_fail (GTK_IS_APPLICATION (application), NULL);
  g_return_val_if_fail (CARRY_ON_IS_SUPERVISOR (supervisor), NULL);
  g_return_val_if_fail (CARRY_ON_IS_CLOCK (clock), NULL);

  return g_object_new (CARRY_ON_TYPE_WINDOW,
                       "application", application,
                       "supervisor", supervisor,
                       "clock", clock,
                       NULL);
}

/**
 * carry_on_window_find_row:
 * @key: a session key
 *
 * Returns: (transfer none) (nullable): the row showing that session, when
 *   the list view has one: the session is not filtered out by the search
 *   and is on screen or near it (only those rows exist; see
 *   carry_on_window_show_session() to bring one into view)
 */
CarryOnSessionRow *
carry_on_window_find_row (CarryOnWindow *self,
                          const char    *key)
{
  GHashTableIter iter;
  gpointer widget;

  g_return_val_if_fail (CARRY_ON_IS_WINDOW (self), NULL);
  g_return_val_if_fail (key != NULL, NULL);

  g_hash_table_iter_init (&iter, self->bound);
  while (g_hash_table_iter_next (&iter, &widget, NULL))
    {
      CarryOnSession *session;

      if (!CARRY_ON_IS_SESSION_ROW (widget))
        continue;
      session = carry_on_session_row_get_session (CARRY_ON_SESSION_ROW (widget));
      if (session != NULL && g_strcmp0 (carry_on_session_get_key (session), key) == 0)
        return CARRY_ON_SESSION_ROW (widget);
    }

  return NULL;
}

/* The position of a session in the list view, if it is shown. */
static gboolean
find_position (CarryOnWindow *self,
               const char    *key,
               guint         *position)
{
  guint n_groups = g_list_model_get_n_items (G_LIST_MODEL (self->groups));
  guint offset = 0;

  for (guint i = 0; i < n_groups; i++)
    {
      g_autoptr(CarryOnHostGroup) group = g_list_model_get_item (G_LIST_MODEL (self->groups), i);
      GListModel *model = G_LIST_MODEL (group);
      guint n = g_list_model_get_n_items (model);

      /* Item 0 is the header. */
      for (guint j = 1; j < n; j++)
        {
          g_autoptr(CarryOnSession) session = g_list_model_get_item (model, j);

          if (g_strcmp0 (carry_on_session_get_key (session), key) == 0)
            {
              *position = offset + j;
              return TRUE;
            }
        }
      offset += n;
    }

  return FALSE;
}

/**
 * carry_on_window_show_session:
 * @key: a session key ("<host kind>:<session id>")
 *
 * Presents the window with that session's row in view and focused (the
 * target of `app.show-session`, used by notifications and the tray), and
 * flashes it for 2 s.  The search is cleared first so the row is not
 * filtered out; an unknown key just presents the window.
 */
void
carry_on_window_show_session (CarryOnWindow *self,
                              const char    *key)
{
  CarryOnSessionRow *row = NULL;
  guint position;

  g_return_if_fail (CARRY_ON_IS_WINDOW (self));
  g_return_if_fail (key != NULL);

  carry_on_window_set_search (self, NULL);
  gtk_window_present (GTK_WINDOW (self));

  if (find_position (self, key, &position))
    row = focus_position (self, position);
  if (row == NULL)
    {
      g_debug ("window: no row for session %s", key);
      return;
    }

  carry_on_session_row_flash (row);
}

/**
 * carry_on_window_set_search:
 * @text: (nullable): the search text; %NULL or "" closes the search
 */
void
carry_on_window_set_search (CarryOnWindow *self,
                            const char    *text)
{
  g_return_if_fail (CARRY_ON_IS_WINDOW (self));

  if (text == NULL || *text == '\0')
    {
      gtk_editable_set_text (GTK_EDITABLE (self->search_entry), "");
      gtk_search_bar_set_search_mode (self->search_bar, FALSE);
    }
  else
    {
      gtk_search_bar_set_search_mode (self->search_bar, TRUE);
      gtk_editable_set_text (GTK_EDITABLE (self->search_entry), text);
    }

  /* Apply now, not after the entry's search delay. */
  search_changed_cb (self);
}

/**
 * carry_on_window_get_tick_period:
 *
 * Returns: the countdown timer's period in seconds: 1, or 60 while every
 *   countdown on screen is an hour or more away; 0 while it does not run
 */
guint
carry_on_window_get_tick_period (CarryOnWindow *self)
{
  g_return_val_if_fail (CARRY_ON_IS_WINDOW (self), 0);

  return self->tick_id != 0 ? self->tick_period : 0;
}

/**
 * carry_on_window_get_n_ticks:
 *
 * Returns: how many times the countdown timer fired (tests, benchmarks)
 */
guint
carry_on_window_get_n_ticks (CarryOnWindow *self)
{
  g_return_val_if_fail (CARRY_ON_IS_WINDOW (self), 0);

  return self->n_ticks;
}

/**
 * carry_on_window_get_narrow:
 *
 * Returns: whether the window has its narrow layout (below 500 px)
 */
gboolean
carry_on_window_get_narrow (CarryOnWindow *self)
{
  g_return_val_if_fail (CARRY_ON_IS_WINDOW (self), FALSE);

  return self->narrow;
}

/**
 * carry_on_window_get_off_banner:
 *
 * Returns: (transfer none): the "Carry On is off" banner (a #GtkRevealer,
 *   revealed while the global switch is off)
 */
GtkWidget *
carry_on_window_get_off_banner (CarryOnWindow *self)
{
  g_return_val_if_fail (CARRY_ON_IS_WINDOW (self), NULL);

  return GTK_WIDGET (self->off_revealer);
}

/**
 * carry_on_window_get_ticking:
 *
 * Returns: %TRUE while the countdown timer runs
 */
gboolean
carry_on_window_get_ticking (CarryOnWindow *self)
{
  g_return_val_if_fail (CARRY_ON_IS_WINDOW (self), FALSE);

  return self->tick_id != 0;
}

/**
 * carry_on_window_get_page:
 *
 * Returns: (transfer none): the shown page: "empty", "list" or "no-results"
 */
const char *
carry_on_window_get_page (CarryOnWindow *self)
{
  g_return_val_if_fail (CARRY_ON_IS_WINDOW (self), NULL);

  return gtk_stack_get_visible_child_name (self->stack);
}

/**
 * carry_on_window_add_toast:
 * @text: a translated message
 */
void
carry_on_window_add_toast (CarryOnWindow *self,
                           const char    *text)
{
  g_return_if_fail (CARRY_ON_IS_WINDOW (self));
  g_return_if_fail (text != NULL);

  adw_toast_overlay_add_toast (self->toast_overlay, adw_toast_new (text));
}
