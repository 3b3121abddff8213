/* carry-on-paths.h
 *
 * SPDX-FileCopyrightText: 2026 The Carry On authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* (transfer full): $CARRY_ON_HOSTS_DIR, else $XDG_RUNTIME_DIR/carry-on/hosts. */
char     *carry_on_paths_dup_hosts_dir    (void);
/* Creates the hosts directory 0700 if missing (whoever comes first); fails
 * with G_IO_ERROR_PERMISSION_DENIED when it exists but is not ours or is
 * open to others.  (transfer full) on success. */
char     *carry_on_paths_ensure_hosts_dir (GError **error);
/* (transfer full): $XDG_STATE_HOME/carry-on/state.json */
char     *carry_on_paths_dup_state_file   (void);

G_END_DECLS
