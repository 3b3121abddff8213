/* carry-on-handoff-dialog.h
 *
 * SPDX-FileCopyrightText: 2026 The Carry On authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "carry-on-session.h"

G_BEGIN_DECLS

#define CARRY_ON_TYPE_HANDOFF_DIALOG (carry_on_handoff_dialog_get_type ())
G_DECLARE_FINAL_TYPE (CarryOnHandoffDialog, carry_on_handoff_dialog, CARRY_ON, HANDOFF_DIALOG, AdwMessageDialog)

GtkWidget  *carry_on_handoff_dialog_new         (GtkWindow            *parent,
                                                 CarryOnSession       *session);
/* (transfer none): the focus text as typed ("" for none). */
const char *carry_on_handoff_dialog_get_focus   (CarryOnHandoffDialog *self);
/* "fill" (the default) or "submit". */
const char *carry_on_handoff_dialog_get_deliver (CarryOnHandoffDialog *self);
void        carry_on_handoff_dialog_set_deliver (CarryOnHandoffDialog *self,
                                                 const char           *deliver);

G_END_DECLS
