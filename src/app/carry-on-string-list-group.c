/* carry-on-string-list-group.c
 *
 * SPDX-FileCopyrightText: 2026 The Carry On authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * An editable list of strings in the preferences, kept in a GSettings
 * string-array key (extra host sockets, extra transient failure texts):
 * each value is an entry row (edit, then apply) with a remove button, and a
 * last row adds a value.  Bad input is refused with a toast.
 */
#include "config.h"

#include <glib/gi18n.h>

#include "carry-on-string-list-group.h"
#include "carry-on-ui-utils.h"

/* A line longer than this is surely pasted by mistake. */
#define MAX_VALUE_LENGTH 4096

struct _CarryOnStringListGroup
{
  AdwPreferencesGroup  parent_instance;

  GSettings           *settings;
  char                *key;
  gboolean             paths;
  GPtrArray           *rows;
  GtkWidget           *add_row;
  gboolean             add_row_added;
};

G_DEFINE_FINAL_TYPE (CarryOnStringListGroup, carry_on_string_list_group, ADW_TYPE_PREFERENCES_GROUP)

static void rebuild (CarryOnStringListGroup *self);

/* Returns the value to store, or NULL (and a toast) when @text is refused. */
static char *
validate (CarryOnStringListGroup *self,
          const char             *text,
          int                     skip_index)
{
  g_auto(GStrv) values = g_settings_get_strv (self->settings, self->key);
  g_autofree char *value = g_strstrip (g_strdup (text != NULL ? text : ""));

  if (*value == '\0')
    return NULL;

  if (strlen (value) > MAX_VALUE_LENGTH)
    {
      carry_on_show_toast (GTK_WIDGET (self), _("That text is too long"));
      return NULL;
    }

  if (self->paths)
    {
      if (g_str_has_prefix (value, "~/"))
        {
          char *expanded = g_build_filename (g_get_home_dir (), value + 2, NULL);

          g_free (value);
          value = expanded;
        }
      if (!g_path_is_absolute (value))
        {
          carry_on_show_toast (GTK_WIDGET (self), _("A socket path must be absolute, like /run/user/1000/agent.sock"));
          return NULL;
        }
    }

  for (guint i = 0; values[i] != NULL; i++)
    {
      if ((int) i != skip_index && g_str_equal (values[i], value))
        {
          carry_on_show_toast (GTK_WIDGET (self), _("That is already in the list"));
          return NULL;
        }
    }

  return g_steal_pointer (&value);
}

/**
 * carry_on_string_list_group_add:
 * @text: a value to append; blanks around it are dropped, "~/" is expanded
 *   for socket paths
 *
 * Returns: %TRUE when the key was changed; %FALSE (with a toast) when the
 *   value is empty, too long, a relative socket path, or a duplicate
 */
gboolean
carry_on_string_list_group_add (CarryOnStringListGroup *self,
                                const char             *text)
{
  g_autoptr(GStrvBuilder) builder = NULL;
  g_auto(GStrv) values = NULL;
  g_auto(GStrv) result = NULL;
  g_autofree char *value = NULL;

  g_return_val_if_fail (CARRY_ON_IS_STRING_LIST_GROUP (self), FALSE);

  value = validate (self, text, -1);
  if (value == NULL)
    return FALSE;

  values = g_settings_get_strv (self->settings, self->key);
  builder = g_strv_builder_new ();
  g_strv_builder_addv (builder, (const char **) values);
  g_strv_builder_add (builder, value);
  result = g_strv_builder_end (builder);

  return g_settings_set_strv (self->settings, self->key, (const char * const *) result);
}

/**
 * carry_on_string_list_group_remove:
 * @index: position of the value to remove
 *
 * Returns: %TRUE when the key was changed
 */
gboolean
carry_on_string_list_group_remove (CarryOnStringListGroup *self,
                                   guint                   index)
{
  g_autoptr(GStrvBuilder) builder = NULL;
  g_auto(GStrv) values = NULL;
  g_auto(GStrv) result = NULL;

  g_return_val_if_fail (CARRY_ON_IS_STRING_LIST_GROUP (self), FALSE);

  values = g_settings_get_strv (self->settings, self->key);
  if (index >= g_strv_length (values))
    return FALSE;

  builder = g_strv_builder_new ();
  for (guint i = 0; values[i] != NULL; i++)
    if (i != index)
      g_strv_builder_add (builder, values[i]);
  result = g_strv_builder_end (builder);

  return g_settings_set_strv (self->settings, self->key, (const char * const *) result);
}

static gboolean
replace (CarryOnStringListGroup *self,
         guint                   index,
         const char             *text)
{
  g_auto(GStrv) values = g_settings_get_strv (self->settings, self->key);
  g_autofree char *stripped = NULL;
  g_autofree char *value = NULL;

  if (index >= g_strv_length (values))
    return FALSE;

  /* Emptying a row and applying removes it. */
  stripped = g_strstrip (g_strdup (text != NULL ? text : ""));
  if (*stripped == '\0')
    return carry_on_string_list_group_remove (self, index);

  value = validate (self, text, index);
  if (value == NULL)
    {
      rebuild (self);
      return FALSE;
    }

  g_free (values[index]);
  values[index] = g_steal_pointer (&value);
  return g_settings_set_strv (self->settings, self->key, (const char * const *) values);
}

static void
row_apply_cb (AdwEntryRow            *row,
              CarryOnStringListGroup *self)
{
  guint index = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (row), "index"));

  replace (self, index, gtk_editable_get_text (GTK_EDITABLE (row)));
}

static void
remove_clicked_cb (GtkButton              *button,
                   CarryOnStringListGroup *self)
{
  guint index = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "index"));

  carry_on_string_list_group_remove (self, index);
}

static void
add_apply_cb (AdwEntryRow            *row,
              CarryOnStringListGroup *self)
{
  g_autofree char *text = g_strdup (gtk_editable_get_text (GTK_EDITABLE (row)));

  if (carry_on_string_list_group_add (self, text))
    gtk_editable_set_text (GTK_EDITABLE (row), "");
}

static void
rebuild (CarryOnStringListGroup *self)
{
  g_auto(GStrv) values = g_settings_get_strv (self->settings, self->key);

  for (guint i = 0; i < self->rows->len; i++)
    adw_preferences_group_remove (ADW_PREFERENCES_GROUP (self), g_ptr_array_index (self->rows, i));
  g_ptr_array_set_size (self->rows, 0);

  if (self->add_row_added)
    adw_preferences_group_remove (ADW_PREFERENCES_GROUP (self), self->add_row);
  self->add_row_added = FALSE;

  for (guint i = 0; values[i] != NULL; i++)
    {
      g_autofree char *remove_label = NULL;
      GtkWidget *row = adw_entry_row_new ();
      GtkWidget *button = gtk_button_new_from_icon_name ("user-trash-symbolic");

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row),
                                     self->paths ? _("Socket path") : _("Failure text"));
      adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
      gtk_editable_set_text (GTK_EDITABLE (row), values[i]);
      adw_entry_row_set_show_apply_button (ADW_ENTRY_ROW (row), TRUE);
      g_object_set_data (G_OBJECT (row), "index", GUINT_TO_POINTER (i));
      g_signal_connect (row, "apply", G_CALLBACK (row_apply_cb), self);

      gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
      gtk_widget_add_css_class (button, "flat");
      gtk_widget_set_tooltip_text (button, _("Remove"));
      /* Translators: accessible name of a remove button, "Remove /tmp/a.sock" */
      remove_label = g_strdup_printf (_("Remove %s"), values[i]);
      gtk_accessible_update_property (GTK_ACCESSIBLE (button),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, remove_label, -1);
      g_object_set_data (G_OBJECT (button), "index", GUINT_TO_POINTER (i));
      g_signal_connect (button, "clicked", G_CALLBACK (remove_clicked_cb), self);
      adw_entry_row_add_suffix (ADW_ENTRY_ROW (row), button);

      adw_preferences_group_add (ADW_PREFERENCES_GROUP (self), row);
      g_ptr_array_add (self->rows, row);
    }

  if (self->add_row != NULL)
    {
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (self), self->add_row);
      self->add_row_added = TRUE;
    }
}

static void
setting_changed_cb (CarryOnStringListGroup *self)
{
  rebuild (self);
}

static void
carry_on_string_list_group_dispose (GObject *object)
{
  CarryOnStringListGroup *self = CARRY_ON_STRING_LIST_GROUP (object);

  if (self->settings != NULL)
    g_signal_handlers_disconnect_by_data (self->settings, self);
  g_clear_object (&self->settings);
  g_clear_pointer (&self->rows, g_ptr_array_unref);
  g_clear_object (&self->add_row);

  G_OBJECT_CLASS (carry_on_string_list_group_parent_class)->dispose (object);
}

static void
carry_on_string_list_group_finalize (GObject *object)
{
  CarryOnStringListGroup *self = CARRY_ON_STRING_LIST_GROUP (object);

  g_clear_pointer (&self->key, g_free);

  G_OBJECT_CLASS (carry_on_string_list_group_parent_class)->finalize (object);
}

static void
carry_on_string_list_group_class_init (CarryOnStringListGroupClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = carry_on_string_list_group_dispose;
  object_class->finalize = carry_on_string_list_group_finalize;
}

static void
carry_on_string_list_group_init (CarryOnStringListGroup *self)
{
  self->rows = g_ptr_array_new ();
}

/**
 * carry_on_string_list_group_new:
 * @settings: (transfer none): settings holding @key
 * @key: a string-array ("as") key
 * @paths: %TRUE when the values are socket paths (must be absolute)
 *
 * Returns: (transfer floating): a new group showing and editing @key
 */
GtkWidget *
carry_on_string_list_group_new (GSettings  *settings,
                                const char *key,
                                gboolean    paths)
{
  CarryOnStringListGroup *self;
  g_autofree char *signal = NULL;

  g_return_val_if_fail (G_IS_SETTINGS (settings), NULL);
  g_return_val_if_fail (key != NULL, NULL);

  self = g_object_new (CARRY_ON_TYPE_STRING_LIST_GROUP, NULL);
  self->settings = g_object_ref (settings);
  self->key = g_strdup (key);
  self->paths = paths;

  self->add_row = g_object_ref_sink (adw_entry_row_new ());
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->add_row),
                                 paths ? _("Add a socket path") : _("Add a failure text"));
  adw_entry_row_set_show_apply_button (ADW_ENTRY_ROW (self->add_row), TRUE);
  g_signal_connect (self->add_row, "apply", G_CALLBACK (add_apply_cb), self);

  signal = g_strdup_printf ("changed::%s", key);
  g_signal_connect_swapped (settings, signal, G_CALLBACK (setting_changed_cb), self);

  rebuild (self);

  return GTK_WIDGET (self);
}

/**
 * carry_on_string_list_group_get_add_row:
 *
 * Returns: (transfer none): the entry row that adds a value
 */
GtkWidget *
carry_on_string_list_group_get_add_row (CarryOnStringListGroup *self)
{
  g_return_val_if_fail (CARRY_ON_IS_STRING_LIST_GROUP (self), NULL);

  return self->add_row;
}
