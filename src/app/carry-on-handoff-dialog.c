/* carry-on-handoff-dialog.c
 *
 * SPDX-FileCopyrightText: 2026 The Carry On authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * "Hand off…": a small dialog for one session with an optional
 * focus and the choice of how the continuation prompt is delivered.  The
 * default is "fill", so the person reviews the prompt before it runs.  Its
 * "handoff" response activates `app.handoff` ((sss): key, focus, deliver),
 * the supervisor's action, so the window and the tray share one path.
 */
#include "config.h"

#include <glib/gi18n.h>

#include "carry-on-handoff-dialog.h"

struct _CarryOnHandoffDialog
{
  AdwMessageDialog  parent_instance;

  CarryOnSession   *session;
  GtkEntry         *focus_entry;
  GtkCheckButton   *fill_check;
  GtkCheckButton   *submit_check;
};

G_DEFINE_FINAL_TYPE (CarryOnHandoffDialog, carry_on_handoff_dialog, ADW_TYPE_MESSAGE_DIALOG)

static void
carry_on_handoff_dialog_response (AdwMessageDialog *dialog,
                                  const char       *response)
{
  CarryOnHandoffDialog *self = CARRY_ON_HANDOFF_DIALOG (dialog);
  GtkWindow *parent = gtk_window_get_transient_for (GTK_WINDOW (self));
  /* app.* resolves through the dialog's application, else its parent's. */
  GtkWidget *target = gtk_window_get_application (GTK_WINDOW (self)) != NULL || parent == NULL
                      ? GTK_WIDGET (self) : GTK_WIDGET (parent);

  if (g_strcmp0 (response, "handoff") == 0 && self->session != NULL)
    gtk_widget_activate_action (target, "app.handoff", "(sss)",
                                carry_on_session_get_key (self->session),
                                carry_on_handoff_dialog_get_focus (self),
                                carry_on_handoff_dialog_get_deliver (self));
}

static void
carry_on_handoff_dialog_dispose (GObject *object)
{
  CarryOnHandoffDialog *self = CARRY_ON_HANDOFF_DIALOG (object);

  g_clear_object (&self->session);

  G_OBJECT_CLASS (carry_on_handoff_dialog_parent_class)->dispose (object);
}

static void
carry_on_handoff_dialog_class_init (CarryOnHandoffDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  AdwMessageDialogClass *dialog_class = ADW_MESSAGE_DIALOG_CLASS (klass);

  object_class->dispose = carry_on_handoff_dialog_dispose;
  dialog_class->response = carry_on_handoff_dialog_response;
}

static void
carry_on_handoff_dialog_init (CarryOnHandoffDialog *self)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  GtkWidget *label;

  label = gtk_label_new_with_mnemonic (_("_Focus (optional)"));
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_add_css_class (label, "heading");
  gtk_box_append (GTK_BOX (box), label);

  self->focus_entry = GTK_ENTRY (gtk_entry_new ());
  gtk_entry_set_placeholder_text (self->focus_entry, _("e.g. the parser tests"));
  gtk_entry_set_activates_default (self->focus_entry, TRUE);
  gtk_label_set_mnemonic_widget (GTK_LABEL (label), GTK_WIDGET (self->focus_entry));
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (self->focus_entry));

  label = gtk_label_new (_("Continuation prompt"));
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_add_css_class (label, "heading");
  gtk_widget_set_margin_top (label, 6);
  gtk_box_append (GTK_BOX (box), label);

  self->fill_check = GTK_CHECK_BUTTON (gtk_check_button_new_with_mnemonic (
    _("_Put it in the prompt box; I review it and press Enter")));
  self->submit_check = GTK_CHECK_BUTTON (gtk_check_button_new_with_mnemonic (
    _("_Send it at once")));
  gtk_check_button_set_group (self->submit_check, self->fill_check);
  gtk_check_button_set_active (self->fill_check, TRUE);
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (self->fill_check));
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (self->submit_check));

  adw_message_dialog_set_extra_child (ADW_MESSAGE_DIALOG (self), box);
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (self),
                                    "cancel", _("_Cancel"),
                                    "handoff", _("_Hand Off"),
                                    NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (self), "handoff",
                                              ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (self), "handoff");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (self), "cancel");
}

/**
 * carry_on_handoff_dialog_new:
 * @parent: (nullable): the window to be transient for
 * @session: (transfer none): the session to hand off
 *
 * The dialog says what a hand-off does (save the state, write a note,
 * draft a continuation prompt, compact); its "Hand Off" response activates
 * `app.handoff` with the session's key, the focus and "fill" or "submit".
 *
 * Returns: (transfer floating): a new, unshown dialog
 */
GtkWidget *
carry_on_handoff_dialog_new (GtkWindow      *parent,
                             CarryOnSession *session)
{
  CarryOnHandoffDialog *self;
  g_autofree char *heading = NULL;

  g_return_val_if_fail (parent == NULL || GTK_IS_WINDOW (parent), NULL);
  g_return_val_if_fail (CARRY_ON_IS_SESSION (session), NULL);

  /* Translators: a dialog heading; %s is a session's title */
  heading = g_strdup_printf (_("Hand Off %s?"), carry_on_session_get_title (session));
  self = g_object_new (CARRY_ON_TYPE_HANDOFF_DIALOG,
                       "transient-for", parent,
                       "modal", TRUE,
                       "heading", heading,
                       "body", _("The session brings the project's stale docs up to date, writes "
                                 "a hand-off note (done, in progress, decisions, next steps), drafts "
                                 "a continuation prompt that names the files to read first, and "
                                 "compacts its conversation."),
                       NULL);
  self->session = g_object_ref (session);
  return GTK_WIDGET (self);
}

const char *
carry_on_handoff_dialog_get_focus (CarryOnHandoffDialog *self)
{
  g_return_val_if_fail (CARRY_ON_IS_HANDOFF_DIALOG (self), "");
  return gtk_editable_get_text (GTK_EDITABLE (self->focus_entry));
}

const char *
carry_on_handoff_dialog_get_deliver (CarryOnHandoffDialog *self)
{
  g_return_val_if_fail (CARRY_ON_IS_HANDOFF_DIALOG (self), "fill");
  return gtk_check_button_get_active (self->submit_check) ? "submit" : "fill";
}

/**
 * carry_on_handoff_dialog_set_deliver:
 * @deliver: "fill" or "submit"; anything else selects "fill"
 */
void
carry_on_handoff_dialog_set_deliver (CarryOnHandoffDialog *self,
                                     const char           *deliver)
{
  g_return_if_fail (CARRY_ON_IS_HANDOFF_DIALOG (self));
  if (g_strcmp0 (deliver, "submit") == 0)
    gtk_check_button_set_active (self->submit_check, TRUE);
  else
    gtk_check_button_set_active (self->fill_check, TRUE);
}
