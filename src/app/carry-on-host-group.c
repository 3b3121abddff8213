/* carry-on-host-group.c
 *
 * SPDX-FileCopyrightText: 2026 The Carry On authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * One group of the window: a host kind (Claude Code, DSH, Simulated, …),
 * the state of each host process of that kind (version, connected /
 * reconnecting / observing only, usage windows) and a boxed list of its
 * sessions, filtered by kind and by the window's search.
 */
#include "config.h"

#include <glib/gi18n.h>

#include "carry-on-host.h"
#include "carry-on-host-group.h"
#include "carry-on-session.h"
#include "carry-on-ui-utils.h"

struct _CarryOnHostGroup
{
  GtkBox              parent_instance;

  char               *kind;
  char               *title;
  GListModel         *hosts;
  CarryOnClock       *clock;
  GtkFilterListModel *model;
  guint               n_hosts;

  GtkLabel           *title_label;
  GtkBox             *hosts_box;
  GtkListBox         *list_box;
};

G_DEFINE_FINAL_TYPE (CarryOnHostGroup, carry_on_host_group, GTK_TYPE_BOX)

enum {
  PENDING_CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static gboolean
session_matches_kind (gpointer item,
                      gpointer user_data)
{
  CarryOnHostGroup *self = user_data;

  return g_strcmp0 (carry_on_session_get_host_kind (CARRY_ON_SESSION (item)), self->kind) == 0;
}

static void
row_pending_changed_cb (CarryOnHostGroup *self)
{
  g_signal_emit (self, signals[PENDING_CHANGED], 0);
}

static GtkWidget *
create_row (gpointer item,
            gpointer user_data)
{
  CarryOnHostGroup *self = user_data;
  GtkWidget *row = carry_on_session_row_new (CARRY_ON_SESSION (item), self->clock);

  g_signal_connect_object (row, "notify::pending",
                           G_CALLBACK (row_pending_changed_cb), self, G_CONNECT_SWAPPED);
  return row;
}

static void
model_items_changed_cb (CarryOnHostGroup *self)
{
  g_signal_emit (self, signals[PENDING_CHANGED], 0);
}

static const char *
host_state_label (CarryOnHostState state)
{
  switch (state)
    {
    case CARRY_ON_HOST_STATE_CONNECTING:
      return _("Connecting…");
    case CARRY_ON_HOST_STATE_CONTROLLER:
      return _("Connected");
    case CARRY_ON_HOST_STATE_OBSERVER:
      return _("Observing only: another Carry On has control");
    case CARRY_ON_HOST_STATE_RECONNECTING:
      return _("Reconnecting…");
    case CARRY_ON_HOST_STATE_REFUSED:
      return _("Refused");
    case CARRY_ON_HOST_STATE_CLOSED:
      return _("Closed");
    default:
      return _("Unknown");
    }
}

static const char *
host_state_css (CarryOnHostState state)
{
  switch (state)
    {
    case CARRY_ON_HOST_STATE_CONTROLLER:
      return "host-connected";
    case CARRY_ON_HOST_STATE_OBSERVER:
      return "host-observer";
    case CARRY_ON_HOST_STATE_REFUSED:
    case CARRY_ON_HOST_STATE_CLOSED:
      return "host-refused";
    case CARRY_ON_HOST_STATE_CONNECTING:
    case CARRY_ON_HOST_STATE_RECONNECTING:
    default:
      return "host-reconnecting";
    }
}

static char *
usage_kind_label (const char *kind)
{
  if (g_strcmp0 (kind, "five_hour") == 0)
    return g_strdup (_("5-hour limit"));
  if (g_strcmp0 (kind, "seven_day") == 0)
    return g_strdup (_("weekly limit"));
  if (g_strcmp0 (kind, "seven_day_opus") == 0)
    return g_strdup (_("weekly Opus limit"));
  if (kind == NULL)
    return g_strdup (_("limit"));
  return g_strdelimit (g_strdup (kind), "_", ' ');
}

static char *
format_reset (gint64 resets_at,
              gint64 now_us)
{
  g_autoptr(GDateTime) reset = g_date_time_new_from_unix_local (resets_at);
  g_autoptr(GDateTime) now = g_date_time_new_from_unix_local (now_us / G_USEC_PER_SEC);

  if (reset == NULL)
    return NULL;
  if (now != NULL &&
      g_date_time_get_day_of_year (reset) == g_date_time_get_day_of_year (now) &&
      g_date_time_get_year (reset) == g_date_time_get_year (now))
    return g_date_time_format (reset, "%H:%M");
  /* Translators: strftime format of a reset time on another day, e.g. "Tue 19:01" */
  return g_date_time_format (reset, _("%a %H:%M"));
}

/* One line per usage window: "5-hour limit [====      ] 42 % used · resets 19:00". */
static GtkWidget *
create_usage_line (const CarryOnUsageWindow *window,
                   gint64                    now_us)
{
  g_autofree char *kind = usage_kind_label (window->kind);
  g_autofree char *text = NULL;
  g_autofree char *at = NULL;
  g_autofree char *accessible = NULL;
  GtkWidget *box;
  GtkWidget *label;
  GtkWidget *bar;

  if (window->resets_at > 0)
    at = format_reset (window->resets_at, now_us);

  if (window->percent_used >= 0 && at != NULL)
    /* Translators: "42 % used · resets 19:00" */
    text = g_strdup_printf (_("%.0f %% used · resets %s"), window->percent_used, at);
  else if (window->percent_used >= 0)
    text = g_strdup_printf (_("%.0f %% used"), window->percent_used);
  else if (at != NULL)
    text = g_strdup_printf (_("resets %s"), at);
  else
    return NULL;

  box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 8);
  gtk_widget_set_margin_start (box, 16);

  label = gtk_label_new (kind);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_width_chars (GTK_LABEL (label), 16);
  gtk_widget_add_css_class (label, "caption");
  gtk_widget_add_css_class (label, "dim-label");
  gtk_box_append (GTK_BOX (box), label);

  bar = gtk_level_bar_new_for_interval (0, 100);
  gtk_level_bar_set_value (GTK_LEVEL_BAR (bar), CLAMP (window->percent_used, 0, 100));
  /* More used is worse, unlike a battery: our own offsets (style.css). */
  gtk_level_bar_remove_offset_value (GTK_LEVEL_BAR (bar), GTK_LEVEL_BAR_OFFSET_LOW);
  gtk_level_bar_remove_offset_value (GTK_LEVEL_BAR (bar), GTK_LEVEL_BAR_OFFSET_HIGH);
  gtk_level_bar_remove_offset_value (GTK_LEVEL_BAR (bar), GTK_LEVEL_BAR_OFFSET_FULL);
  gtk_level_bar_add_offset_value (GTK_LEVEL_BAR (bar), "usage-ok", 75);
  gtk_level_bar_add_offset_value (GTK_LEVEL_BAR (bar), "usage-high", 90);
  gtk_level_bar_add_offset_value (GTK_LEVEL_BAR (bar), "usage-full", 100);
  gtk_widget_add_css_class (bar, "usage");
  gtk_widget_set_size_request (bar, 96, -1);
  gtk_widget_set_valign (bar, GTK_ALIGN_CENTER);
  gtk_widget_set_visible (bar, window->percent_used >= 0);
  /* Translators: accessible name of a usage bar, "5-hour limit: 42 % used · resets 19:00" */
  accessible = g_strdup_printf (_("%s: %s"), kind, text);
  gtk_accessible_update_property (GTK_ACCESSIBLE (bar),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, accessible, -1);
  gtk_box_append (GTK_BOX (box), bar);

  label = gtk_label_new (text);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);
  gtk_widget_add_css_class (label, "caption");
  gtk_widget_add_css_class (label, "dim-label");
  gtk_widget_add_css_class (label, "numeric");
  gtk_box_append (GTK_BOX (box), label);

  return box;
}

static void
update_accessible_label (CarryOnHostGroup *self)
{
  /* Translators: accessible name of a group's session list, e.g. "Sessions of Claude Code" */
  g_autofree char *label = g_strdup_printf (_("Sessions of %s"), self->title);

  gtk_accessible_update_property (GTK_ACCESSIBLE (self->list_box),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
}

static GtkWidget *
create_host_line (CarryOnHostGroup *self,
                  CarryOnHost      *host)
{
  CarryOnHostState state = carry_on_host_get_state (host);
  const char *version = carry_on_host_get_version (host);
  const char *error = carry_on_host_get_error (host);
  GPtrArray *usage = carry_on_host_get_usage (host);
  g_autoptr(GString) text = g_string_new (NULL);
  GtkWidget *outer;
  GtkWidget *box;
  GtkWidget *dot;
  GtkWidget *label;
  GPid pid;

  outer = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  gtk_box_append (GTK_BOX (outer), box);

  dot = gtk_label_new ("●");
  gtk_widget_add_css_class (dot, "host-dot");
  gtk_widget_add_css_class (dot, host_state_css (state));
  gtk_accessible_update_property (GTK_ACCESSIBLE (dot),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, host_state_label (state), -1);
  gtk_box_append (GTK_BOX (box), dot);

  g_string_append (text, host_state_label (state));
  if (version != NULL && *version != '\0')
    {
      g_string_append (text, " · ");
      /* Translators: a host's version, e.g. "version 2.1.3" */
      g_string_append_printf (text, _("version %s"), version);
    }
  pid = carry_on_host_get_pid (host);
  if (pid > 0)
    {
      g_string_append (text, " · ");
      /* Translators: a host's process id */
      g_string_append_printf (text, _("process %d"), (int) pid);
    }
  if (error != NULL && (state == CARRY_ON_HOST_STATE_REFUSED ||
                        state == CARRY_ON_HOST_STATE_RECONNECTING))
    {
      g_string_append (text, ": ");
      g_string_append (text, error);
    }

  label = gtk_label_new (text->str);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_widget_set_hexpand (label, TRUE);
  gtk_widget_add_css_class (label, "dim-label");
  gtk_widget_add_css_class (label, "caption");
  gtk_widget_set_tooltip_text (label, carry_on_host_get_socket_path (host));
  gtk_box_append (GTK_BOX (box), label);

  for (guint i = 0; usage != NULL && i < usage->len; i++)
    {
      GtkWidget *line = create_usage_line (g_ptr_array_index (usage, i),
                                           carry_on_clock_get_wall (self->clock));

      if (line != NULL)
        gtk_box_append (GTK_BOX (outer), line);
    }

  return outer;
}

/**
 * carry_on_host_group_refresh_hosts:
 *
 * Rebuilds the per-process lines from the hosts model (a handful of hosts:
 * rebuilt whole on any change).  The title follows the first host's name.
 */
void
carry_on_host_group_refresh_hosts (CarryOnHostGroup *self)
{
  GtkWidget *child;
  guint n;

  g_return_if_fail (CARRY_ON_IS_HOST_GROUP (self));

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->hosts_box))) != NULL)
    gtk_box_remove (self->hosts_box, child);

  self->n_hosts = 0;
  n = g_list_model_get_n_items (self->hosts);
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(CarryOnHost) host = g_list_model_get_item (self->hosts, i);

      if (g_strcmp0 (carry_on_host_get_kind (host), self->kind) != 0)
        continue;

      if (self->n_hosts == 0)
        {
          const char *name = carry_on_host_get_name (host);

          if (name != NULL && *name != '\0' && g_strcmp0 (name, self->title) != 0)
            {
              g_free (self->title);
              self->title = g_strdup (name);
              gtk_label_set_label (self->title_label, self->title);
            }
        }

      gtk_box_append (self->hosts_box, create_host_line (self, host));
      self->n_hosts++;
    }

  gtk_widget_set_visible (GTK_WIDGET (self->hosts_box), self->n_hosts > 0);
  update_accessible_label (self);
}

/**
 * carry_on_host_group_update_countdowns:
 *
 * Redraws the countdown of each pending row.
 *
 * Returns: %TRUE when at least one row of the group is pending
 */
gboolean
carry_on_host_group_update_countdowns (CarryOnHostGroup *self)
{
  gboolean any = FALSE;

  g_return_val_if_fail (CARRY_ON_IS_HOST_GROUP (self), FALSE);

  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (self->list_box));
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      if (CARRY_ON_IS_SESSION_ROW (child) &&
          carry_on_session_row_get_pending (CARRY_ON_SESSION_ROW (child)))
        {
          carry_on_session_row_update_countdown (CARRY_ON_SESSION_ROW (child));
          any = TRUE;
        }
    }

  return any;
}

/**
 * carry_on_host_group_find_row:
 * @key: a session key ("<host kind>:<session id>")
 *
 * Returns: (transfer none) (nullable): the row showing that session, if it
 *   is in this group and not filtered out
 */
CarryOnSessionRow *
carry_on_host_group_find_row (CarryOnHostGroup *self,
                              const char       *key)
{
  g_return_val_if_fail (CARRY_ON_IS_HOST_GROUP (self), NULL);
  g_return_val_if_fail (key != NULL, NULL);

  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (self->list_box));
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      CarryOnSession *session;

      if (!CARRY_ON_IS_SESSION_ROW (child))
        continue;
      session = carry_on_session_row_get_session (CARRY_ON_SESSION_ROW (child));
      if (g_strcmp0 (carry_on_session_get_key (session), key) == 0)
        return CARRY_ON_SESSION_ROW (child);
    }

  return NULL;
}

/**
 * carry_on_host_group_get_kind:
 *
 * Returns: (transfer none): the host kind this group shows ("simulated", …)
 */
const char *
carry_on_host_group_get_kind (CarryOnHostGroup *self)
{
  g_return_val_if_fail (CARRY_ON_IS_HOST_GROUP (self), NULL);

  return self->kind;
}

/**
 * carry_on_host_group_get_title:
 *
 * Returns: (transfer none): the group's heading: the first host's name
 *   from its hello, else a display name for the kind
 */
const char *
carry_on_host_group_get_title (CarryOnHostGroup *self)
{
  g_return_val_if_fail (CARRY_ON_IS_HOST_GROUP (self), NULL);

  return self->title;
}

/**
 * carry_on_host_group_get_model:
 *
 * Returns: (transfer none): the group's sessions after the kind and search
 *   filters
 */
GListModel *
carry_on_host_group_get_model (CarryOnHostGroup *self)
{
  g_return_val_if_fail (CARRY_ON_IS_HOST_GROUP (self), NULL);

  return G_LIST_MODEL (self->model);
}

/**
 * carry_on_host_group_get_n_hosts:
 *
 * Returns: how many host processes of this kind the supervisor has (as of
 *   the last carry_on_host_group_refresh_hosts())
 */
guint
carry_on_host_group_get_n_hosts (CarryOnHostGroup *self)
{
  g_return_val_if_fail (CARRY_ON_IS_HOST_GROUP (self), 0);

  return self->n_hosts;
}

static void
carry_on_host_group_dispose (GObject *object)
{
  CarryOnHostGroup *self = CARRY_ON_HOST_GROUP (object);

  if (self->list_box != NULL)
    gtk_list_box_bind_model (self->list_box, NULL, NULL, NULL, NULL);

  gtk_widget_dispose_template (GTK_WIDGET (self), CARRY_ON_TYPE_HOST_GROUP);

  g_clear_object (&self->model);
  g_clear_object (&self->hosts);
  g_clear_object (&self->clock);

  G_OBJECT_CLASS (carry_on_host_group_parent_class)->dispose (object);
}

static void
carry_on_host_group_finalize (GObject *object)
{
  CarryOnHostGroup *self = CARRY_ON_HOST_GROUP (object);

  g_clear_pointer (&self->kind, g_free);
  g_clear_pointer (&self->title, g_free);

  G_OBJECT_CLASS (carry_on_host_group_parent_class)->finalize (object);
}

static void
carry_on_host_group_class_init (CarryOnHostGroupClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  carry_on_ui_ensure_resources ();
  object_class->dispose = carry_on_host_group_dispose;
  object_class->finalize = carry_on_host_group_finalize;

  /**
   * CarryOnHostGroup::pending-changed:
   * A row of the group started or stopped waiting for a continue, or rows
   * came or went: the window re-checks whether its 1 s timer must run.
   */
  signals[PENDING_CHANGED] =
    g_signal_new ("pending-changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/carryon/CarryOn/ui/carry-on-host-group.ui");
  gtk_widget_class_bind_template_child (widget_class, CarryOnHostGroup, title_label);
  gtk_widget_class_bind_template_child (widget_class, CarryOnHostGroup, hosts_box);
  gtk_widget_class_bind_template_child (widget_class, CarryOnHostGroup, list_box);
}

static void
carry_on_host_group_init (CarryOnHostGroup *self)
{
  GtkWidget *placeholder;

  gtk_widget_init_template (GTK_WIDGET (self));

  placeholder = gtk_label_new (_("No sessions"));
  gtk_widget_add_css_class (placeholder, "dim-label");
  gtk_widget_set_margin_top (placeholder, 14);
  gtk_widget_set_margin_bottom (placeholder, 14);
  gtk_list_box_set_placeholder (self->list_box, placeholder);
}

/**
 * carry_on_host_group_new:
 * @kind: the host kind this group shows
 * @sessions: (transfer none): all sessions (the supervisor's model)
 * @hosts: (transfer none): all hosts (the supervisor's model)
 * @search_filter: (transfer none): the window's search filter, shared by
 *   every group
 * @clock: (transfer none): the app's clock
 *
 * Returns: (transfer floating): a new #CarryOnHostGroup
 */
GtkWidget *
carry_on_host_group_new (const char   *kind,
                         GListModel   *sessions,
                         GListModel   *hosts,
                         GtkFilter    *search_filter,
                         CarryOnClock *clock)
{
  CarryOnHostGroup *self;
  GtkEveryFilter *filter;

  g_return_val_if_fail (kind != NULL, NULL);
  g_return_val_if_fail (G_IS_LIST_MODEL (sessions), NULL);
  g_return_val_if_fail (G_IS_LIST_MODEL (hosts), NULL);
  g_return_val_if_fail (GTK_IS_FILTER (search_filter), NULL);
  g_return_val_if_fail (CARRY_ON_IS_CLOCK (clock), NULL);

  self = g_object_new (CARRY_ON_TYPE_HOST_GROUP, NULL);
  self->kind = g_strdup (kind);
  self->title = carry_on_host_kind_to_display_name (kind);
  self->hosts = g_object_ref (hosts);
  self->clock = g_object_ref (clock);

  gtk_label_set_label (self->title_label, self->title);

  filter = gtk_every_filter_new ();
  gtk_multi_filter_append (GTK_MULTI_FILTER (filter),
                           GTK_FILTER (gtk_custom_filter_new (session_matches_kind, self, NULL)));
  gtk_multi_filter_append (GTK_MULTI_FILTER (filter), g_object_ref (search_filter));
  self->model = gtk_filter_list_model_new (g_object_ref (sessions), GTK_FILTER (filter));

  gtk_list_box_bind_model (self->list_box, G_LIST_MODEL (self->model),
                           create_row, self, NULL);
  /* After bind_model: the list box makes its rows first, then we look. */
  g_signal_connect_object (self->model, "items-changed",
                           G_CALLBACK (model_items_changed_cb), self, G_CONNECT_SWAPPED);

  carry_on_host_group_refresh_hosts (self);

  return GTK_WIDGET (self);
}
