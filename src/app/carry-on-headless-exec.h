/* carry-on-headless-exec.h
 *
 * SPDX-FileCopyrightText: 2026 The Carry On authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

void carry_on_headless_exec (int argc, char **argv);

G_END_DECLS
