/* carry-on-session-row.h
 *
 * SPDX-FileCopyrightText: 2026 The Carry On authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "carry-on-clock.h"
#include "carry-on-session.h"

G_BEGIN_DECLS

#define CARRY_ON_TYPE_SESSION_ROW (carry_on_session_row_get_type ())
G_DECLARE_FINAL_TYPE (CarryOnSessionRow, carry_on_session_row, CARRY_ON, SESSION_ROW, GtkWidget)

GtkWidget      *carry_on_session_row_new              (CarryOnSession    *session,
                                                       CarryOnClock      *clock);
CarryOnSession *carry_on_session_row_get_session      (CarryOnSessionRow *self);
void            carry_on_session_row_set_session      (CarryOnSessionRow *self,
                                                       CarryOnSession    *session);
void            carry_on_session_row_flash            (CarryOnSessionRow *self);
gboolean        carry_on_session_row_get_pending      (CarryOnSessionRow *self);
void            carry_on_session_row_update_countdown (CarryOnSessionRow *self);
GtkWidget      *carry_on_session_row_get_control      (CarryOnSessionRow *self,
                                                       const char        *name);
gint64          carry_on_session_row_get_next_change  (CarryOnSessionRow *self,
                                                       guint             *out_period);
void            carry_on_session_row_set_narrow       (CarryOnSessionRow *self,
                                                       gboolean           narrow);
gboolean        carry_on_session_row_get_narrow       (CarryOnSessionRow *self);
void            carry_on_session_row_set_overridden   (CarryOnSessionRow *self,
                                                       gboolean           overridden);
gboolean        carry_on_session_row_get_overridden   (CarryOnSessionRow *self);
guint           carry_on_session_row_get_n_allocations (CarryOnSessionRow *self);

char           *carry_on_format_status                (const char        *countdown,
                                                       guint              next,
                                                       guint              limit);
const char     *carry_on_session_state_to_label       (CarryOnSessionState state);
char           *carry_on_handoff_stage_to_label       (CarryOnHandoffStage stage,
                                                       const char         *reason);

G_END_DECLS
