/* carry-on-frame-trace.h
 *
 * SPDX-FileCopyrightText: 2026 The Carry On authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * How long each frame of a window takes, phase by phase, for benchmarks.
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* A file to append one JSON line per frame to; unset: no trace at all. */
#define CARRY_ON_FRAME_TRACE_ENV "CARRY_ON_FRAME_TRACE"

void carry_on_frame_trace_attach_from_env (GtkWidget *toplevel);

G_END_DECLS
