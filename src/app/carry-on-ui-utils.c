/* carry-on-ui-utils.c
 *
 * SPDX-FileCopyrightText: 2026 The Carry On authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "carry-on-resources.h"
#include "carry-on-ui-utils.h"

/**
 * carry_on_ui_ensure_resources:
 *
 * Registers the UI resources (templates, menus, CSS, icons) once.  Every
 * class with a template calls it from class_init, so a widget made
 * without the application (a test) still finds its template.
 */
void
carry_on_ui_ensure_resources (void)
{
  static gsize registered = 0;

  if (g_once_init_enter (&registered))
    {
      carry_on_register_resource ();
      g_once_init_leave (&registered, 1);
    }
}

/**
 * carry_on_show_toast:
 * @widget: any widget inside a window with an #AdwToastOverlay (the main
 *   window) or inside an #AdwPreferencesWindow
 * @text: the message (already translated)
 *
 * Shows @text as a toast in @widget's window.  Where there is none (a row
 * not in a window yet) the text goes to the log instead, so it is never
 * lost.
 */
void
carry_on_show_toast (GtkWidget  *widget,
                     const char *text)
{
  GtkWidget *overlay;
  GtkRoot *root;

  g_return_if_fail (GTK_IS_WIDGET (widget));
  g_return_if_fail (text != NULL);

  root = gtk_widget_get_root (widget);
  if (ADW_IS_PREFERENCES_WINDOW (root))
    {
      adw_preferences_window_add_toast (ADW_PREFERENCES_WINDOW (root), adw_toast_new (text));
      return;
    }

  overlay = gtk_widget_get_ancestor (widget, ADW_TYPE_TOAST_OVERLAY);
  if (overlay != NULL)
    {
      adw_toast_overlay_add_toast (ADW_TOAST_OVERLAY (overlay), adw_toast_new (text));
      return;
    }

  g_message ("%s", text);
}

static int
spin_input_cb (GtkSpinButton *spin,
               double        *new_value,
               gpointer       user_data)
{
  const char *what = user_data;
  const char *text = gtk_editable_get_text (GTK_EDITABLE (spin));
  GtkAdjustment *adjustment = gtk_spin_button_get_adjustment (spin);
  double lower = gtk_adjustment_get_lower (adjustment);
  double upper = gtk_adjustment_get_upper (adjustment);
  g_autofree char *message = NULL;
  char *end = NULL;
  double value;

  value = g_strtod (text, &end);
  if (end == text)
    return GTK_INPUT_ERROR;
  while (end != NULL && g_ascii_isspace (*end))
    end++;
  if (end != NULL && *end != '\0')
    return GTK_INPUT_ERROR;

  if (value >= lower && value <= upper)
    {
      *new_value = value;
      return TRUE;
    }

  *new_value = CLAMP (value, lower, upper);
  /* Translators: "Continues in a row must be between 1 and 999: set to 999" */
  message = g_strdup_printf (_("%s must be between %d and %d: set to %d"),
                             what, (int) lower, (int) upper, (int) *new_value);
  carry_on_show_toast (GTK_WIDGET (spin), message);
  return TRUE;
}

/**
 * carry_on_spin_button_clamp_with_toast:
 * @spin: a spin button with an integer range
 * @what: (transfer none): what the number is, translated, e.g. "Continues in
 *   a row"; must outlive @spin (a static or translated string)
 *
 * A value typed outside the range is clamped with a visible
 * message (a toast), never silently and never with a crash.  Text that is
 * not a number is rejected (the spin button keeps its value).
 */
void
carry_on_spin_button_clamp_with_toast (GtkSpinButton *spin,
                                       const char    *what)
{
  g_return_if_fail (GTK_IS_SPIN_BUTTON (spin));
  g_return_if_fail (what != NULL);

  g_signal_connect (spin, "input", G_CALLBACK (spin_input_cb), (gpointer) what);
}

/**
 * carry_on_host_kind_to_display_name:
 * @kind: (nullable): a host kind from the host's hello ("claude-code", "dsh",
 *   "sim", …)
 *
 * The group title for a kind when no connected host names it.
 *
 * Returns: (transfer full): a display name
 */
char *
carry_on_host_kind_to_display_name (const char *kind)
{
  if (kind == NULL || *kind == '\0')
    return g_strdup (_("Unknown host"));
  if (g_str_equal (kind, "claude-code"))
    return g_strdup ("Claude Code");
  if (g_str_equal (kind, "dsh"))
    return g_strdup ("DSH");
  if (g_str_equal (kind, "opencode"))
    return g_strdup ("OpenCode");
  if (g_str_equal (kind, "codex"))
    return g_strdup ("Codex");
  if (g_str_equal (kind, "demo"))
    /* Translators: the group of the demo's simulated sessions */
    return g_strdup (_("Demo host"));
  if (g_str_equal (kind, "sim") || g_str_equal (kind, "sim-host") || g_str_equal (kind, "simulated"))
    return g_strdup (_("Simulated"));
  return g_strdup (kind);
}

static GQuark
tip_quark (void)
{
  return g_quark_from_static_string ("carry-on-tip");
}

static GQuark
tip_query_quark (void)
{
  return g_quark_from_static_string ("carry-on-tip-query");
}

static gboolean
tip_query_cb (GtkWidget  *widget,
              int         x,
              int         y,
              gboolean    keyboard_mode,
              GtkTooltip *tooltip,
              gpointer    user_data)
{
  const char *text = g_object_get_qdata (G_OBJECT (widget), tip_quark ());

  if (text == NULL)
    return FALSE;
  gtk_tooltip_set_text (tooltip, text);
  return TRUE;
}

/**
 * carry_on_widget_set_tip:
 * @widget: a widget
 * @text: (nullable): the tooltip, plain text; %NULL or "" for none
 *
 * Sets @widget's tooltip and its accessible description to @text, like
 * gtk_widget_set_tooltip_text(), but without asking the display server
 * anything.  GTK 4.8's gtk_widget_set_tooltip_text() re-runs the tooltip
 * query for a visible widget on every call, and that asks where the
 * pointer is: under X11 a synchronous `XIQueryPointer` round trip
 * (gtk_widget_trigger_tooltip_query() → gdk_device_get_surface_at_position()).
 * A session row sets about ten tooltips when it is bound to a session, and
 * a countdown sets one a second; profiled under Xvfb, those round trips
 * were half the time of binding 1,000 arriving sessions.  Here the text is
 * kept on the widget and handed over in #GtkWidget::query-tooltip when the
 * pointer rests on it.  Setting the same text again does nothing.
 */
void
carry_on_widget_set_tip (GtkWidget  *widget,
                         const char *text)
{
  GObject *object;
  const char *old;

  g_return_if_fail (GTK_IS_WIDGET (widget));

  object = G_OBJECT (widget);
  if (text != NULL && *text == '\0')
    text = NULL;
  old = g_object_get_qdata (object, tip_quark ());
  if (g_strcmp0 (old, text) == 0)
    return;

  if (g_object_get_qdata (object, tip_query_quark ()) == NULL)
    {
      g_object_set_qdata (object, tip_query_quark (), GINT_TO_POINTER (TRUE));
      gtk_widget_set_has_tooltip (widget, TRUE);
      g_signal_connect (widget, "query-tooltip", G_CALLBACK (tip_query_cb), NULL);
    }
  g_object_set_qdata_full (object, tip_quark (), g_strdup (text), g_free);
  if (text != NULL)
    gtk_accessible_update_property (GTK_ACCESSIBLE (widget),
                                    GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, text,
                                    -1);
  else
    gtk_accessible_reset_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION);
}

/**
 * carry_on_widget_get_tip:
 * @widget: a widget
 *
 * Returns: (transfer none) (nullable): the text set with
 *   carry_on_widget_set_tip(), %NULL for none
 */
const char *
carry_on_widget_get_tip (GtkWidget *widget)
{
  g_return_val_if_fail (GTK_IS_WIDGET (widget), NULL);

  return g_object_get_qdata (G_OBJECT (widget), tip_quark ());
}
