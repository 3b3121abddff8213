/* carry-on-render-floor.c
 *
 * SPDX-FileCopyrightText: 2026 The Carry On authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The floor of the window benchmark (tests/bench-window.sh, case `floor`):
 * the least a GTK 4 + libadwaita window of the same size can cost when
 * twenty labels change once a second.  It has none of Carry On: a header
 * bar, a boxed list of twenty rows (a title, a one-line GtkInscription that
 * counts down, a switch), one timer that sets the twenty texts.  Run with
 * CARRY_ON_HEARTBEAT set, the main-loop stalls it shows are what the
 * toolkit and the renderer cost on this machine for one frame with twenty
 * changed labels, so the window's own figures can be read against them.
 *
 * The labels start to count down on SIGUSR1, as Carry On's countdowns start
 * when the hosts' sessions arrive, so the bench can first let the window
 * settle.
 *
 * Usage: carry-on-render-floor [N_ROWS]   (default 20)
 */

#include "config.h"

#include <signal.h>
#include <stdlib.h>

#include <adwaita.h>
#include <glib-unix.h>

#include "carry-on-heartbeat.h"

typedef struct
{
  guint      n_rows;
  GPtrArray *labels;   /* GtkInscription, owned by the window */
  gint64     deadline; /* monotonic µs */
} Floor;

static gboolean
tick (gpointer user_data)
{
  Floor *floor_ = user_data;
  gint64 left_s = (floor_->deadline - g_get_monotonic_time ()) / G_USEC_PER_SEC;

  for (guint i = 0; i < floor_->labels->len; i++)
    {
      gint64 s = MAX (left_s + 30 * (gint64) i, 0);
      g_autofree char *text = g_strdup_printf ("Continuing in %" G_GINT64_FORMAT ":%02d (1 of 99 in a row)",
                                               s / 60, (int) (s % 60));

      gtk_inscription_set_text (g_ptr_array_index (floor_->labels, i), text);
    }
  return G_SOURCE_CONTINUE;
}

static gboolean
start_ticking (gpointer user_data)
{
  tick (user_data);
  g_timeout_add_seconds (1, tick, user_data);
  return G_SOURCE_REMOVE;
}

static void
activate (GtkApplication *app,
          gpointer        user_data)
{
  Floor *floor_ = user_data;
  GtkWidget *window = adw_application_window_new (app);
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *scrolled = gtk_scrolled_window_new ();
  GtkWidget *list = gtk_list_box_new ();

  gtk_window_set_title (GTK_WINDOW (window), "Carry On render floor");
  gtk_window_set_default_size (GTK_WINDOW (window), 720, 1900);
  gtk_box_append (GTK_BOX (box), adw_header_bar_new ());
  gtk_widget_set_vexpand (scrolled, TRUE);
  gtk_list_box_set_selection_mode (GTK_LIST_BOX (list), GTK_SELECTION_NONE);
  gtk_widget_add_css_class (list, "boxed-list");
  gtk_widget_set_margin_start (list, 12);
  gtk_widget_set_margin_end (list, 12);
  gtk_widget_set_margin_top (list, 12);
  gtk_widget_set_valign (list, GTK_ALIGN_START);

  for (guint i = 0; i < floor_->n_rows; i++)
    {
      GtkWidget *row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
      GtkWidget *texts = gtk_box_new (GTK_ORIENTATION_VERTICAL, 3);
      g_autofree char *title = g_strdup_printf ("Session %u", i + 1);
      GtkWidget *label = gtk_label_new (title);
      GtkWidget *status = gtk_inscription_new ("Idle");
      GtkWidget *sw = gtk_switch_new ();

      gtk_widget_set_margin_start (row, 12);
      gtk_widget_set_margin_end (row, 12);
      gtk_widget_set_margin_top (row, 8);
      gtk_widget_set_margin_bottom (row, 8);
      gtk_label_set_xalign (GTK_LABEL (label), 0);
      gtk_widget_set_hexpand (texts, TRUE);
      gtk_inscription_set_min_chars (GTK_INSCRIPTION (status), 10);
      gtk_widget_add_css_class (status, "dim-label");
      gtk_switch_set_active (GTK_SWITCH (sw), TRUE);
      gtk_widget_set_valign (sw, GTK_ALIGN_CENTER);
      gtk_box_append (GTK_BOX (texts), label);
      gtk_box_append (GTK_BOX (texts), status);
      gtk_box_append (GTK_BOX (row), texts);
      gtk_box_append (GTK_BOX (row), sw);
      gtk_list_box_append (GTK_LIST_BOX (list), row);
      g_ptr_array_add (floor_->labels, status);
    }
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), list);
  gtk_box_append (GTK_BOX (box), scrolled);
  adw_application_window_set_content (ADW_APPLICATION_WINDOW (window), box);

  floor_->deadline = g_get_monotonic_time () + 900 * G_USEC_PER_SEC;
  g_unix_signal_add (SIGUSR1, start_ticking, floor_);
  gtk_window_present (GTK_WINDOW (window));
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(AdwApplication) app = NULL;
  Floor floor_ = { argc > 1 ? (guint) strtoul (argv[1], NULL, 10) : 20, g_ptr_array_new (), 0 };
  int status;

  carry_on_heartbeat_start_from_env ();
  app = adw_application_new ("io.carryon.CarryOn.RenderFloor", G_APPLICATION_NON_UNIQUE);
  g_signal_connect (app, "activate", G_CALLBACK (activate), &floor_);
  status = g_application_run (G_APPLICATION (app), 1, argv);
  g_ptr_array_unref (floor_.labels);
  return status;
}
