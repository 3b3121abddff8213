/* carry-on-window.c
 *
 * SPDX-FileCopyrightText: 2026 The Carry On authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The main window (issue 4): the global switch and the menu in the header
 * bar, the sessions of all hosts grouped by host kind, a search, and the
 * empty state.  Countdowns redraw from one shared 1 s timer that runs only
 * while a shown row waits for a continue and the window is visible.
 */
#include "config.h"

#include <glib/gi18n.h>

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
  GHashTable           *watched_hosts;   /* CarryOnHost* → handler id */
  guint                 tick_id;
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
  GtkBox               *groups_box;
};

G_DEFINE_FINAL_TYPE (CarryOnWindow, carry_on_window, ADW_TYPE_APPLICATION_WINDOW)

enum {
  PROP_0,
  PROP_SUPERVISOR,
  PROP_CLOCK,
  PROP_TICKING,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void update_ticking (CarryOnWindow *self);

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
            const char    *kind)
{
  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (self->groups_box));
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      if (CARRY_ON_IS_HOST_GROUP (child) &&
          g_strcmp0 (carry_on_host_group_get_kind (CARRY_ON_HOST_GROUP (child)), kind) == 0)
        return CARRY_ON_HOST_GROUP (child);
    }

  return NULL;
}

static void
update_view (CarryOnWindow *self)
{
  GListModel *sessions = carry_on_supervisor_get_sessions (self->supervisor);
  gboolean searching = self->search_text != NULL && *self->search_text != '\0';
  guint n_sessions = g_list_model_get_n_items (sessions);
  guint n_shown = 0;
  guint n_groups = 0;
  guint n_pending = 0;
  g_autofree char *subtitle = NULL;
  const char *page;

  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (self->groups_box));
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      CarryOnHostGroup *group = CARRY_ON_HOST_GROUP (child);
      guint n = g_list_model_get_n_items (carry_on_host_group_get_model (group));

      gtk_widget_set_visible (child, n > 0 || (!searching && carry_on_host_group_get_n_hosts (group) > 0));
      n_shown += n;
      n_groups++;
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
  update_ticking (self);
}

static int
compare_titles (GtkWidget  *a,
                const char *title)
{
  return g_utf8_collate (carry_on_host_group_get_title (CARRY_ON_HOST_GROUP (a)), title);
}

static void
add_group (CarryOnWindow *self,
           const char    *kind)
{
  GListModel *sessions = carry_on_supervisor_get_sessions (self->supervisor);
  GListModel *hosts = carry_on_supervisor_get_hosts (self->supervisor);
  GtkWidget *group = carry_on_host_group_new (kind, sessions, hosts, self->search_filter, self->clock);
  const char *title = carry_on_host_group_get_title (CARRY_ON_HOST_GROUP (group));
  GtkWidget *after = NULL;

  /* Keep the groups sorted by title. */
  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (self->groups_box));
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      if (compare_titles (child, title) > 0)
        break;
      after = child;
    }

  g_signal_connect_object (group, "pending-changed",
                           G_CALLBACK (group_pending_changed_cb), self, G_CONNECT_SWAPPED);
  gtk_box_insert_child_after (self->groups_box, group, after);
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
  GtkWidget *child;
  guint n;

  watch_hosts (self, kinds);

  n = g_list_model_get_n_items (sessions);
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(CarryOnSession) session = g_list_model_get_item (sessions, i);
      const char *kind = carry_on_session_get_host_kind (session);

      g_hash_table_add (kinds, g_strdup (kind != NULL ? kind : ""));
    }

  child = gtk_widget_get_first_child (GTK_WIDGET (self->groups_box));
  while (child != NULL)
    {
      GtkWidget *next = gtk_widget_get_next_sibling (child);

      if (!g_hash_table_contains (kinds, carry_on_host_group_get_kind (CARRY_ON_HOST_GROUP (child))))
        gtk_box_remove (self->groups_box, child);
      child = next;
    }

  g_hash_table_iter_init (&iter, kinds);
  while (g_hash_table_iter_next (&iter, &key, NULL))
    {
      CarryOnHostGroup *group = find_group (self, key);

      if (group == NULL)
        add_group (self, key);
      else
        carry_on_host_group_refresh_hosts (group);
    }

  update_view (self);
  update_ticking (self);
}

static void
host_changed_cb (CarryOnWindow *self)
{
  sync_groups (self);
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

      if (find_group (self, kind != NULL ? kind : "") == NULL)
        add_group (self, kind != NULL ? kind : "");
    }

  update_view (self);
  update_ticking (self);
}

static gboolean
tick_cb (gpointer user_data)
{
  CarryOnWindow *self = user_data;
  gboolean any = FALSE;

  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (self->groups_box));
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    any |= carry_on_host_group_update_countdowns (CARRY_ON_HOST_GROUP (child));

  if (any)
    return G_SOURCE_CONTINUE;

  self->tick_id = 0;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TICKING]);
  return G_SOURCE_REMOVE;
}

/* Issue 4: redraw once a second only while a continue is pending and the
 * window is visible; nothing ticks otherwise. */
static void
update_ticking (CarryOnWindow *self)
{
  gboolean visible = gtk_widget_get_mapped (GTK_WIDGET (self)) && !self->minimized;
  gboolean any = FALSE;
  gboolean was_ticking = self->tick_id != 0;

  if (visible)
    for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (self->groups_box));
         child != NULL;
         child = gtk_widget_get_next_sibling (child))
      any |= carry_on_host_group_update_countdowns (CARRY_ON_HOST_GROUP (child));

  if (visible && any && self->tick_id == 0)
    {
      self->tick_id = g_timeout_add_seconds_full (G_PRIORITY_DEFAULT, 1, tick_cb, self, NULL);
      g_source_set_name_by_id (self->tick_id, "[carry-on] countdown tick");
    }
  else if (!(visible && any))
    g_clear_handle_id (&self->tick_id, g_source_remove);

  if (was_ticking != (self->tick_id != 0))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TICKING]);
}

static void
search_changed_cb (CarryOnWindow *self)
{
  const char *text = gtk_editable_get_text (GTK_EDITABLE (self->search_entry));

  g_free (self->search_text);
  self->search_text = g_utf8_casefold (text, -1);
  gtk_filter_changed (self->search_filter, GTK_FILTER_CHANGE_DIFFERENT);
  update_view (self);
  update_ticking (self);
}

static void
search_activate_cb (CarryOnWindow *self)
{
  /* Enter moves into the first shown session. */
  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (self->groups_box));
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GListModel *model = carry_on_host_group_get_model (CARRY_ON_HOST_GROUP (child));
      g_autoptr(CarryOnSession) session = NULL;
      CarryOnSessionRow *row;

      if (g_list_model_get_n_items (model) == 0)
        continue;
      session = g_list_model_get_item (model, 0);
      row = carry_on_host_group_find_row (CARRY_ON_HOST_GROUP (child),
                                          carry_on_session_get_key (session));
      if (row != NULL)
        gtk_widget_grab_focus (GTK_WIDGET (row));
      return;
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

static void
carry_on_window_constructed (GObject *object)
{
  CarryOnWindow *self = CARRY_ON_WINDOW (object);

  G_OBJECT_CLASS (carry_on_window_parent_class)->constructed (object);

  g_assert (CARRY_ON_IS_SUPERVISOR (self->supervisor));
  g_assert (CARRY_ON_IS_CLOCK (self->clock));

  g_signal_connect_object (carry_on_supervisor_get_sessions (self->supervisor), "items-changed",
                           G_CALLBACK (sessions_changed_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (carry_on_supervisor_get_hosts (self->supervisor), "items-changed",
                           G_CALLBACK (sync_groups), self, G_CONNECT_SWAPPED);
  g_signal_connect (self, "notify::application", G_CALLBACK (application_changed_cb), NULL);
  g_signal_connect_object (self->supervisor, "notify::n-pending",
                           G_CALLBACK (group_pending_changed_cb), self, G_CONNECT_SWAPPED);

  sync_groups (self);
}

static void
carry_on_window_dispose (GObject *object)
{
  CarryOnWindow *self = CARRY_ON_WINDOW (object);

  g_clear_handle_id (&self->tick_id, g_source_remove);

  if (self->watched_hosts != NULL)
    {
      GHashTableIter iter;
      gpointer key, value;

      g_hash_table_iter_init (&iter, self->watched_hosts);
      while (g_hash_table_iter_next (&iter, &key, &value))
        g_signal_handler_disconnect (key, GPOINTER_TO_SIZE (value));
      g_clear_pointer (&self->watched_hosts, g_hash_table_unref);
    }

  gtk_widget_dispose_template (GTK_WIDGET (self), CARRY_ON_TYPE_WINDOW);

  g_clear_object (&self->search_filter);
  g_clear_object (&self->supervisor);
  g_clear_object (&self->clock);

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
  object_class->constructed = carry_on_window_constructed;
  object_class->dispose = carry_on_window_dispose;
  object_class->finalize = carry_on_window_finalize;
  object_class->get_property = carry_on_window_get_property;
  object_class->set_property = carry_on_window_set_property;

  widget_class->realize = carry_on_window_realize;
  widget_class->unrealize = carry_on_window_unrealize;
  widget_class->map = carry_on_window_map;
  widget_class->unmap = carry_on_window_unmap;

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
   * Whether the shared 1 s countdown timer runs.
   */
  properties[PROP_TICKING] =
    g_param_spec_boolean ("ticking", NULL, NULL, FALSE,
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
  gtk_widget_class_bind_template_child (widget_class, CarryOnWindow, groups_box);
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
 * Returns: (transfer none) (nullable): the row of that session, when it is
 *   shown (not filtered out by the search)
 */
CarryOnSessionRow *
carry_on_window_find_row (CarryOnWindow *self,
                          const char    *key)
{
  g_return_val_if_fail (CARRY_ON_IS_WINDOW (self), NULL);
  g_return_val_if_fail (key != NULL, NULL);

  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (self->groups_box));
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      CarryOnSessionRow *row = carry_on_host_group_find_row (CARRY_ON_HOST_GROUP (child), key);

      if (row != NULL)
        return row;
    }

  return NULL;
}

static gboolean
unflash_cb (gpointer user_data)
{
  gtk_widget_remove_css_class (GTK_WIDGET (user_data), "flash");
  return G_SOURCE_REMOVE;
}

/**
 * carry_on_window_show_session:
 * @key: a session key ("<host kind>:<session id>")
 *
 * Presents the window with that session's row in view and focused (the
 * target of `app.show-session`, used by notifications and the tray).  The
 * search is cleared first so the row is not filtered out; an unknown key
 * just presents the window.
 */
void
carry_on_window_show_session (CarryOnWindow *self,
                              const char    *key)
{
  CarryOnSessionRow *row;

  g_return_if_fail (CARRY_ON_IS_WINDOW (self));
  g_return_if_fail (key != NULL);

  carry_on_window_set_search (self, NULL);
  gtk_window_present (GTK_WINDOW (self));

  row = carry_on_window_find_row (self, key);
  if (row == NULL)
    {
      g_debug ("window: no row for session %s", key);
      return;
    }

  gtk_widget_grab_focus (GTK_WIDGET (row));
  gtk_widget_add_css_class (GTK_WIDGET (row), "flash");
  g_timeout_add_seconds_full (G_PRIORITY_DEFAULT, 2, unflash_cb,
                              g_object_ref (row), g_object_unref);
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
 * carry_on_window_get_ticking:
 *
 * Returns: %TRUE while the shared 1 s countdown timer runs
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
