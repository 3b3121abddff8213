/* carry-on-preferences-window.c
 *
 * SPDX-FileCopyrightText: 2026 The Carry On authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The settings dialog: every key of io.carryon.CarryOn, each
 * bound to its control with g_settings_bind (the two prompts and the two
 * string lists are kept in sync by hand, see below).  Numbers typed out of
 * range are clamped with a toast.
 */
#include "config.h"

#include <glib/gi18n.h>

#include "carry-on-agents-group.h"
#include "carry-on-preferences-window.h"
#include "carry-on-string-list-group.h"
#include "carry-on-ui-utils.h"

struct _CarryOnPreferencesWindow
{
  AdwPreferencesWindow  parent_instance;

  GSettings            *settings;
  GHashTable           *widgets;   /* key → control (transfer none) */

  /* Switches */
  GtkSwitch            *enabled;
  GtkSwitch            *jitter;
  GtkSwitch            *cross_session;
  GtkSwitch            *auto_handoff;
  GtkSwitch            *resume_after_limit;
  GtkSwitch            *pick_up_missed;
  GtkSwitch            *notify_give_up;
  GtkSwitch            *headless_notify;
  GtkSwitch            *run_in_background;
  GtkSwitch            *autostart;
  /* Numbers */
  GtkSpinButton        *default_limit;
  GtkSpinButton        *total_cap;
  GtkSpinButton        *resume_margin;
  GtkSpinButton        *notify_scheduled_minutes;
  /* Others */
  AdwComboRow          *backoff_preset_row;
  GtkTextView          *continue_prompt;
  GtkButton            *continue_prompt_reset;
  GtkTextView          *limit_prompt;
  GtkButton            *limit_prompt_reset;
  AdwPreferencesPage   *hosts_page;
  GtkWidget                *agents_group;
};

G_DEFINE_FINAL_TYPE (CarryOnPreferencesWindow, carry_on_preferences_window, ADW_TYPE_PREFERENCES_WINDOW)

/* Must match the enum io.carryon.CarryOn.BackoffPreset in the gschema and
 * the order of the combo row's model. */
static const char * const backoff_nicks[] = { "steady", "doubling", "quick" };

static gboolean
backoff_get_mapping (GValue   *value,
                     GVariant *variant,
                     gpointer  user_data)
{
  const char *nick = g_variant_get_string (variant, NULL);

  for (guint i = 0; i < G_N_ELEMENTS (backoff_nicks); i++)
    {
      if (g_str_equal (nick, backoff_nicks[i]))
        {
          g_value_set_uint (value, i);
          return TRUE;
        }
    }

  g_value_set_uint (value, 0);
  return TRUE;
}

static GVariant *
backoff_set_mapping (const GValue       *value,
                     const GVariantType *expected_type,
                     gpointer            user_data)
{
  guint index = g_value_get_uint (value);

  if (index >= G_N_ELEMENTS (backoff_nicks))
    return NULL;
  return g_variant_new_string (backoff_nicks[index]);
}

static void
update_backoff_subtitle (CarryOnPreferencesWindow *self)
{
  static const char *descriptions[] = {
    N_("5 s, 15 s, 45 s, 135 s, then every 5 min"),
    N_("30 s, doubling up to 4 min"),
    N_("1–2 s each time"),
  };
  guint selected = adw_combo_row_get_selected (self->backoff_preset_row);

  if (selected < G_N_ELEMENTS (descriptions))
    adw_action_row_set_subtitle (ADW_ACTION_ROW (self->backoff_preset_row),
                                 _(descriptions[selected]));
}

/* The prompts: a GtkTextBuffer replaces its whole text (and moves the
 * cursor) whenever its "text" property is set, which a plain
 * g_settings_bind would do on every change notification while the person
 * types.  So each side is written only when it really differs. */
static void
prompt_update_reset (GSettings  *settings,
                     const char *key,
                     GtkWidget  *reset)
{
  g_autoptr(GVariant) user_value = g_settings_get_user_value (settings, key);
  g_autoptr(GVariant) default_value = g_settings_get_default_value (settings, key);
  gboolean is_default = user_value == NULL || g_variant_equal (user_value, default_value);

  gtk_widget_set_sensitive (reset, !is_default);
}

static void
prompt_setting_changed_cb (GSettings   *settings,
                           const char  *key,
                           GtkTextView *view)
{
  GtkTextBuffer *buffer = gtk_text_view_get_buffer (view);
  g_autofree char *value = g_settings_get_string (settings, key);
  g_autofree char *text = NULL;

  g_object_get (buffer, "text", &text, NULL);
  if (g_strcmp0 (value, text) != 0)
    gtk_text_buffer_set_text (buffer, value, -1);

  prompt_update_reset (settings, key, g_object_get_data (G_OBJECT (view), "reset"));
}

static void
prompt_buffer_changed_cb (GtkTextBuffer *buffer,
                          GtkTextView   *view)
{
  GSettings *settings = g_object_get_data (G_OBJECT (view), "settings");
  const char *key = g_object_get_data (G_OBJECT (view), "key");
  g_autofree char *value = g_settings_get_string (settings, key);
  g_autofree char *text = NULL;

  g_object_get (buffer, "text", &text, NULL);
  if (g_strcmp0 (value, text) != 0)
    g_settings_set_string (settings, key, text);
}

static void
prompt_reset_clicked_cb (GtkButton   *button,
                         GtkTextView *view)
{
  GSettings *settings = g_object_get_data (G_OBJECT (view), "settings");
  const char *key = g_object_get_data (G_OBJECT (view), "key");

  g_settings_reset (settings, key);
}

static void
bind_prompt (CarryOnPreferencesWindow *self,
             const char               *key,
             GtkTextView              *view,
             GtkButton                *reset)
{
  g_autofree char *signal = g_strdup_printf ("changed::%s", key);
  g_autofree char *value = g_settings_get_string (self->settings, key);
  GtkTextBuffer *buffer = gtk_text_view_get_buffer (view);

  g_object_set_data_full (G_OBJECT (view), "settings", g_object_ref (self->settings), g_object_unref);
  g_object_set_data_full (G_OBJECT (view), "key", g_strdup (key), g_free);
  g_object_set_data (G_OBJECT (view), "reset", reset);

  gtk_text_buffer_set_text (buffer, value, -1);
  g_signal_connect_object (self->settings, signal,
                           G_CALLBACK (prompt_setting_changed_cb), view, 0);
  g_signal_connect_object (buffer, "changed",
                           G_CALLBACK (prompt_buffer_changed_cb), view, 0);
  g_signal_connect_object (reset, "clicked",
                           G_CALLBACK (prompt_reset_clicked_cb), view, 0);
  prompt_update_reset (self->settings, key, GTK_WIDGET (reset));
  g_hash_table_insert (self->widgets, (gpointer) g_intern_string (key), view);
}

static void
bind_switch (CarryOnPreferencesWindow *self,
             const char               *key,
             GtkSwitch                *widget)
{
  g_settings_bind (self->settings, key, widget, "active", G_SETTINGS_BIND_DEFAULT);
  g_hash_table_insert (self->widgets, (gpointer) g_intern_string (key), widget);
}

static void
bind_spin (CarryOnPreferencesWindow *self,
           const char               *key,
           GtkSpinButton            *widget,
           const char               *what)
{
  GtkWidget *row = gtk_widget_get_ancestor (GTK_WIDGET (widget), ADW_TYPE_ACTION_ROW);

  g_settings_bind (self->settings, key, gtk_spin_button_get_adjustment (widget), "value",
                   G_SETTINGS_BIND_DEFAULT);
  carry_on_spin_button_clamp_with_toast (widget, what);
  if (row != NULL)
    gtk_accessible_update_relation (GTK_ACCESSIBLE (widget),
                                    GTK_ACCESSIBLE_RELATION_LABELLED_BY, row, NULL,
                                    -1);
  g_hash_table_insert (self->widgets, (gpointer) g_intern_string (key), widget);
}

static void
carry_on_preferences_window_constructed (GObject *object)
{
  CarryOnPreferencesWindow *self = CARRY_ON_PREFERENCES_WINDOW (object);
  GtkWidget *group;

  G_OBJECT_CLASS (carry_on_preferences_window_parent_class)->constructed (object);

  g_assert (G_IS_SETTINGS (self->settings));

  bind_switch (self, "enabled", self->enabled);
  bind_switch (self, "jitter", self->jitter);
  bind_switch (self, "cross-session", self->cross_session);
  bind_switch (self, "auto-handoff", self->auto_handoff);
  bind_switch (self, "resume-after-limit", self->resume_after_limit);
  bind_switch (self, "pick-up-missed", self->pick_up_missed);
  bind_switch (self, "notify-give-up", self->notify_give_up);
  bind_switch (self, "headless-notify", self->headless_notify);
  bind_switch (self, "run-in-background", self->run_in_background);
  bind_switch (self, "autostart", self->autostart);

  bind_spin (self, "default-limit", self->default_limit, _("Continues in a row"));
  bind_spin (self, "total-cap", self->total_cap, _("Continues per session in all"));
  bind_spin (self, "resume-margin", self->resume_margin, _("The margin after a reset"));
  bind_spin (self, "notify-scheduled-minutes", self->notify_scheduled_minutes,
             _("The notification threshold"));

  g_settings_bind_with_mapping (self->settings, "backoff-preset",
                                self->backoff_preset_row, "selected",
                                G_SETTINGS_BIND_DEFAULT,
                                backoff_get_mapping, backoff_set_mapping, NULL, NULL);
  g_signal_connect_object (self->backoff_preset_row, "notify::selected",
                           G_CALLBACK (update_backoff_subtitle), self, G_CONNECT_SWAPPED);
  update_backoff_subtitle (self);
  g_hash_table_insert (self->widgets, (gpointer) g_intern_string ("backoff-preset"),
                       self->backoff_preset_row);

  bind_prompt (self, "continue-prompt", self->continue_prompt, self->continue_prompt_reset);
  bind_prompt (self, "limit-prompt", self->limit_prompt, self->limit_prompt_reset);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->continue_prompt),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Continue prompt"), -1);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->limit_prompt),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Usage-limit resume prompt"), -1);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->continue_prompt_reset),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Reset the continue prompt to the default"), -1);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->limit_prompt_reset),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Reset the resume prompt to the default"), -1);

  /* The agent programs found here, with Install / Remove, first. */
  self->agents_group = carry_on_agents_group_new ();
  adw_preferences_page_add (self->hosts_page, ADW_PREFERENCES_GROUP (self->agents_group));

  group = carry_on_string_list_group_new (self->settings, "extra-sockets", TRUE);
  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), _("Extra Host Sockets"));
  adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (group),
                                         _("Sockets to connect to besides the hosts directory, for example a remote host’s socket forwarded with ssh -L."));
  adw_preferences_page_add (self->hosts_page, ADW_PREFERENCES_GROUP (group));
  g_hash_table_insert (self->widgets, (gpointer) g_intern_string ("extra-sockets"), group);

  group = carry_on_string_list_group_new (self->settings, "extra-transient-texts", FALSE);
  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), _("Extra Transient Failures"));
  adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (group),
                                         _("A failed turn whose error contains one of these texts (case-insensitive) is retried with backoff, like DSH’s user error codes."));
  adw_preferences_page_add (self->hosts_page, ADW_PREFERENCES_GROUP (group));
  g_hash_table_insert (self->widgets, (gpointer) g_intern_string ("extra-transient-texts"), group);
}

static void
carry_on_preferences_window_dispose (GObject *object)
{
  CarryOnPreferencesWindow *self = CARRY_ON_PREFERENCES_WINDOW (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), CARRY_ON_TYPE_PREFERENCES_WINDOW);

  g_clear_pointer (&self->widgets, g_hash_table_unref);
  g_clear_object (&self->settings);

  G_OBJECT_CLASS (carry_on_preferences_window_parent_class)->dispose (object);
}

enum {
  PROP_0,
  PROP_SETTINGS,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
carry_on_preferences_window_get_property (GObject    *object,
                                          guint       prop_id,
                                          GValue     *value,
                                          GParamSpec *pspec)
{
  CarryOnPreferencesWindow *self = CARRY_ON_PREFERENCES_WINDOW (object);

  switch (prop_id)
    {
    case PROP_SETTINGS:
      g_value_set_object (value, self->settings);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
carry_on_preferences_window_set_property (GObject      *object,
                                          guint         prop_id,
                                          const GValue *value,
                                          GParamSpec   *pspec)
{
  CarryOnPreferencesWindow *self = CARRY_ON_PREFERENCES_WINDOW (object);

  switch (prop_id)
    {
    case PROP_SETTINGS:
      self->settings = g_value_dup_object (value);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
carry_on_preferences_window_class_init (CarryOnPreferencesWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  carry_on_ui_ensure_resources ();
  object_class->constructed = carry_on_preferences_window_constructed;
  object_class->dispose = carry_on_preferences_window_dispose;
  object_class->get_property = carry_on_preferences_window_get_property;
  object_class->set_property = carry_on_preferences_window_set_property;

  /**
   * CarryOnPreferencesWindow:settings:
   * A GSettings of the schema io.carryon.CarryOn (construct-only).
   */
  properties[PROP_SETTINGS] =
    g_param_spec_object ("settings", NULL, NULL, G_TYPE_SETTINGS,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/carryon/CarryOn/ui/carry-on-preferences-window.ui");
  gtk_widget_class_bind_template_child (widget_class, CarryOnPreferencesWindow, enabled);
  gtk_widget_class_bind_template_child (widget_class, CarryOnPreferencesWindow, jitter);
  gtk_widget_class_bind_template_child (widget_class, CarryOnPreferencesWindow, cross_session);
  gtk_widget_class_bind_template_child (widget_class, CarryOnPreferencesWindow, auto_handoff);
  gtk_widget_class_bind_template_child (widget_class, CarryOnPreferencesWindow, resume_after_limit);
  gtk_widget_class_bind_template_child (widget_class, CarryOnPreferencesWindow, pick_up_missed);
  gtk_widget_class_bind_template_child (widget_class, CarryOnPreferencesWindow, notify_give_up);
  gtk_widget_class_bind_template_child (widget_class, CarryOnPreferencesWindow, headless_notify);
  gtk_widget_class_bind_template_child (widget_class, CarryOnPreferencesWindow, run_in_background);
  gtk_widget_class_bind_template_child (widget_class, CarryOnPreferencesWindow, autostart);
  gtk_widget_class_bind_template_child (widget_class, CarryOnPreferencesWindow, default_limit);
  gtk_widget_class_bind_template_child (widget_class, CarryOnPreferencesWindow, total_cap);
  gtk_widget_class_bind_template_child (widget_class, CarryOnPreferencesWindow, resume_margin);
  gtk_widget_class_bind_template_child (widget_class, CarryOnPreferencesWindow, notify_scheduled_minutes);
  gtk_widget_class_bind_template_child (widget_class, CarryOnPreferencesWindow, backoff_preset_row);
  gtk_widget_class_bind_template_child (widget_class, CarryOnPreferencesWindow, continue_prompt);
  gtk_widget_class_bind_template_child (widget_class, CarryOnPreferencesWindow, continue_prompt_reset);
  gtk_widget_class_bind_template_child (widget_class, CarryOnPreferencesWindow, limit_prompt);
  gtk_widget_class_bind_template_child (widget_class, CarryOnPreferencesWindow, limit_prompt_reset);
  gtk_widget_class_bind_template_child (widget_class, CarryOnPreferencesWindow, hosts_page);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_w, GDK_CONTROL_MASK, "window.close", NULL);
}

static void
carry_on_preferences_window_init (CarryOnPreferencesWindow *self)
{
  self->widgets = g_hash_table_new (g_str_hash, g_str_equal);

  gtk_widget_init_template (GTK_WIDGET (self));
}

/**
 * carry_on_preferences_window_new:
 * @settings: (transfer none): a GSettings of io.carryon.CarryOn
 *
 * Returns: (transfer none): a new settings window (a toplevel; set its
 *   transient parent and present it)
 */
CarryOnPreferencesWindow *
carry_on_preferences_window_new (GSettings *settings)
{
  g_return_val_if_fail (G_IS_SETTINGS (settings), NULL);

  return g_object_new (CARRY_ON_TYPE_PREFERENCES_WINDOW,
                       "settings", settings,
                       NULL);
}

/**
 * carry_on_preferences_window_get_widget:
 * @key: a key of io.carryon.CarryOn
 *
 * The control bound to @key: a GtkSwitch, a GtkSpinButton, the AdwComboRow
 * (backoff-preset), a GtkTextView (prompts) or a CarryOnStringListGroup.
 *
 * Returns: (transfer none) (nullable): the control, %NULL for an unknown key
 */
GtkWidget *
carry_on_preferences_window_get_widget (CarryOnPreferencesWindow *self,
                                        const char               *key)
{
  g_return_val_if_fail (CARRY_ON_IS_PREFERENCES_WINDOW (self), NULL);
  g_return_val_if_fail (key != NULL, NULL);

  return g_hash_table_lookup (self->widgets, key);
}

/**
 * carry_on_preferences_window_get_agents_group:
 *
 * Returns: (transfer none): the Hosts page's "Agent Programs" group (a
 *   #CarryOnAgentsGroup)
 */
GtkWidget *
carry_on_preferences_window_get_agents_group (CarryOnPreferencesWindow *self)
{
  g_return_val_if_fail (CARRY_ON_IS_PREFERENCES_WINDOW (self), NULL);

  return self->agents_group;
}
