/* carry-on-help-window.c
 *
 * SPDX-FileCopyrightText: 2026 The Carry On authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * F1 (app.help): the help as a page inside the app, its text in
 * data/help/carry-on-help-window.ui.  Chosen over Mallard pages for yelp
 * because it works the same inside Flatpak, where the GNOME runtime has no
 * help browser and the host's yelp cannot read the sandbox's files, and on
 * machines without yelp installed; it is translated through po/ with the
 * rest of the UI.
 */

#include "config.h"

#include "carry-on-help-window.h"

struct _CarryOnHelpWindow
{
  AdwWindow parent_instance;
};

G_DEFINE_FINAL_TYPE (CarryOnHelpWindow, carry_on_help_window, ADW_TYPE_WINDOW)

static void
carry_on_help_window_class_init (CarryOnHelpWindowClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/carryon/CarryOn/ui/carry-on-help-window.ui");
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
carry_on_help_window_init (CarryOnHelpWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

/**
 * carry_on_help_window_new:
 *
 * Returns: (transfer floating): a new help window (not shown)
 */
GtkWidget *
carry_on_help_window_new (void)
{
  return g_object_new (CARRY_ON_TYPE_HELP_WINDOW, NULL);
}
