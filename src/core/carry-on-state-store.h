/* carry-on-state-store.h
 *
 * SPDX-FileCopyrightText: 2026 The Carry On authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The state file under $XDG_STATE_HOME/carry-on/: each session's pill,
 * limit, count, pending due time and history, so a restarted Carry On
 * resumes where it was.  JSON, written atomically (write + rename), 0600.
 */
#pragma once

#include <json-glib/json-glib.h>

G_BEGIN_DECLS

/**
 * carry_on_state_store_load:
 * @path: the state file
 * @error: G_IO_ERROR_NOT_FOUND when there is none; a JSON_PARSER_ERROR or
 *   G_IO_ERROR_INVALID_DATA when it is corrupt, in which case it has been
 *   renamed to @path.corrupt so the next save does not destroy the evidence
 *
 * Returns: (transfer full) (nullable): the root object
 */
JsonObject *carry_on_state_store_load (const char  *path,
                                       GError     **error);

/**
 * carry_on_state_store_save:
 * @path: the state file; its directory is created 0700
 * @root: the object to write
 *
 * Returns: %TRUE on success; a G_FILE_ERROR otherwise
 */
gboolean    carry_on_state_store_save (const char  *path,
                                       JsonObject  *root,
                                       GError     **error);

/**
 * carry_on_state_store_save_quick:
 *
 * Like carry_on_state_store_save() (atomic rename, 0600) but without the
 * fsync: the file survives a crash of Carry On, not a power cut.  For the
 * small in-flight journal written right before a continue goes out, where
 * an fsync (several ms) per continue would be the hot path's main cost.
 */
gboolean    carry_on_state_store_save_quick (const char  *path,
                                             JsonObject  *root,
                                             GError     **error);

G_END_DECLS
