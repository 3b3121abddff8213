/* carry-on-autostart.h
 *
 * SPDX-FileCopyrightText: 2026 The Carry On authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * "Start at login": the Background portal inside a sandbox, the XDG
 * autostart file outside.
 */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

/**
 * CarryOnAutostartMethod:
 * @CARRY_ON_AUTOSTART_FILE: `$XDG_CONFIG_HOME/autostart/io.carryon.CarryOn.desktop`
 * @CARRY_ON_AUTOSTART_PORTAL: org.freedesktop.portal.Background RequestBackground
 */
typedef enum {
  CARRY_ON_AUTOSTART_FILE,
  CARRY_ON_AUTOSTART_PORTAL,
} CarryOnAutostartMethod;

CarryOnAutostartMethod carry_on_autostart_get_method  (void);
char                  *carry_on_autostart_dup_path    (void);
void                   carry_on_autostart_set_async   (gboolean                enabled,
                                                       CarryOnAutostartMethod  method,
                                                       GCancellable           *cancellable,
                                                       GAsyncReadyCallback     callback,
                                                       gpointer                user_data);
gboolean               carry_on_autostart_set_finish  (GAsyncResult           *result,
                                                       GError                **error);

G_END_DECLS
