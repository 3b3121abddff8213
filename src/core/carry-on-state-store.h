/* carry-on-state-store.h
 *
 * SPDX-FileCopyrightText: 2026 The Carry On authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The state file under $XDG_STATE_HOME/carry-on/: each session's pill,
 * limit, count, pending continue, request in flight and history, so a
 * restarted Carry On resumes where it was and never sends a continue twice.
 *
 * On disk: a snapshot (`state.json`, a JSON object of every session, 0600,
 * replaced atomically) and a journal beside it (`state.json.journal`, one
 * JSON line per changed or removed session or new history line, appended).  A change costs the
 * size of its session's record, not of the whole state; the journal is
 * folded into a new snapshot once it outgrows the snapshot.
 */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

/**
 * CarryOnSavedSession:
 *
 * What is kept of one session.  Strings are owned (nullable unless said);
 * times are wall-clock epoch µs, 0 for none.
 */
typedef struct
{
  char     *key;                /* (not nullable) the session's key */
  char     *host_kind;          /* (not nullable) */
  char     *id;                 /* (not nullable) the host's session id */
  char     *host_id;            /* the host instance that last served it */
  char     *title;
  char     *cwd;
  char     *provider;
  gboolean  enabled;
  guint     limit;
  guint     count;
  guint     total;
  gboolean  gave_up;
  char     *reason;
  char     *handled_turn_id;
  char     *inflight_request;   /* sent, not answered: never sent again */
  char     *accepted_request;
  gint64    due_us;             /* a pending continue's instant */
  gboolean  due_is_reset;
  int       verdict;            /* CarryOnVerdict of the last failure */
  char     *failure_provider;
  gint64    seen_us;            /* when a host last reported it */
  char     *handoff_stage;      /* carry_on_handoff_stage_to_string(), or "requested" */
  char     *handoff_note_path;
  char     *handoff_reason;
  gboolean  handoff_can_paste;
  gboolean  auto_handoff_spent;
  GArray   *history_times;      /* (element-type gint64) */
  GPtrArray *history_texts;     /* (element-type utf8), as long as history_times */
  gboolean  keep_history;       /* put: the record carries no history, the
                                 * saved one (and carry_on_state_store_add_history()) stands */
} CarryOnSavedSession;

CarryOnSavedSession *carry_on_saved_session_new  (const char          *key,
                                                  const char          *host_kind,
                                                  const char          *id);
void                 carry_on_saved_session_free (CarryOnSavedSession *saved);
void                 carry_on_saved_session_add_history (CarryOnSavedSession *saved,
                                                         gint64               time_us,
                                                         const char          *text);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (CarryOnSavedSession, carry_on_saved_session_free)

#define CARRY_ON_TYPE_STATE_STORE (carry_on_state_store_get_type ())
G_DECLARE_FINAL_TYPE (CarryOnStateStore, carry_on_state_store, CARRY_ON, STATE_STORE, GObject)

/* @path: the snapshot file; the journal is @path + ".journal". */
CarryOnStateStore *carry_on_state_store_new (const char *path);

/**
 * carry_on_state_store_load:
 *
 * Reads the snapshot, replays the journal over it, and migrates what an
 * older Carry On left: a state file of the same format without a journal,
 * and its `state.json.inflight` (session key → request id of each continue
 * in flight), which is folded in and removed.  A corrupt snapshot is
 * renamed to @path.corrupt (kept as evidence) and logged; a journal line
 * that does not parse (a write cut short by a crash) is skipped and
 * logged.  Never fails.
 *
 * Returns: (transfer full) (element-type CarryOnSavedSession): every saved
 *   session
 */
GPtrArray *carry_on_state_store_load   (CarryOnStateStore         *self);

/* Records @saved (transfer full) to be written at the next flush. */
void       carry_on_state_store_put    (CarryOnStateStore         *self,
                                        CarryOnSavedSession       *saved);
/* Appends a history line to the saved session of @key (the oldest beyond
 * CARRY_ON_HISTORY_MAX go), without rewriting its record. */
void       carry_on_state_store_add_history (CarryOnStateStore    *self,
                                             const char           *key,
                                             gint64                time_us,
                                             const char           *text);
/* Forgets the session of @key at the next flush. */
void       carry_on_state_store_remove (CarryOnStateStore         *self,
                                        const char                *key);
/**
 * carry_on_state_store_flush:
 * @sync: wait until the journal is on the disk (fdatasync), as before a
 *   continue goes out; otherwise return at once: the store's thread hands
 *   the bytes to the kernel, folds a journal that outgrew the snapshot into
 *   a new one, and logs what fails
 *
 * Appends what was put or removed since the last flush.  Serializing and
 * writing run on the store's own thread, never on the caller's.
 *
 * Returns: %TRUE on success; a G_FILE_ERROR otherwise (@sync only)
 */
gboolean   carry_on_state_store_flush  (CarryOnStateStore         *self,
                                        gboolean                   sync,
                                        GError                   **error);
/* Flushes and folds the journal into a new snapshot (O(all sessions):
 * for shutting down, not for every change). */
gboolean   carry_on_state_store_compact (CarryOnStateStore        *self,
                                         GError                  **error);
/* Whether put/remove left something unwritten. */
gboolean   carry_on_state_store_is_dirty (CarryOnStateStore       *self);
/* Bytes this store wrote to the snapshot and journal since it was made. */
guint64    carry_on_state_store_get_bytes_written (CarryOnStateStore *self);

G_END_DECLS
