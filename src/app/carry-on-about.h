/* carry-on-about.h
 *
 * SPDX-FileCopyrightText: 2026 The Carry On authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

GtkWidget *carry_on_about_window_new         (void);
char      *carry_on_about_dup_release_notes  (const char  *metainfo,
                                              gssize       length,
                                              char       **version);

G_END_DECLS
