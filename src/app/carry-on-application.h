/* carry-on-application.h
 *
 * SPDX-FileCopyrightText: 2026 The Carry On authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Runs the GTK application (single instance, io.carryon.CarryOn) with the
 * command line it was given; returns the exit status. */
int carry_on_gui_main (int argc, char **argv);

G_END_DECLS
