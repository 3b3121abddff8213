/* carry-on-renderer.h
 *
 * SPDX-FileCopyrightText: 2026 The Carry On authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Draw with cairo where OpenGL is only a software rasterizer.
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Set in the environment of the probe child (carry_on_renderer_probe_main()). */
#define CARRY_ON_RENDERER_PROBE_ENV "CARRY_ON_GL_PROBE"

gboolean carry_on_renderer_is_software (const char         *gl_renderer);
char    *carry_on_renderer_probe       (const char * const *argv,
                                        guint               timeout_ms,
                                        GError            **error);
gboolean carry_on_renderer_choose      (const char * const *probe_argv,
                                        guint               timeout_ms);
int      carry_on_renderer_probe_main  (void);

G_END_DECLS
