/* carry-on-headless.h
 *
 * SPDX-FileCopyrightText: 2026 The Carry On authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* TRUE when the command line asks for the headless runner (--headless). */
gboolean carry_on_wants_headless (int argc, char **argv);
/* Runs the core without a display until SIGINT/SIGTERM; returns the exit
 * status.  Writes one log line per decision to stderr. */
int      carry_on_headless_main  (int argc, char **argv);

G_END_DECLS
