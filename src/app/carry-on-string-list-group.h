/* carry-on-string-list-group.h
 *
 * SPDX-FileCopyrightText: 2026 The Carry On authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define CARRY_ON_TYPE_STRING_LIST_GROUP (carry_on_string_list_group_get_type ())
G_DECLARE_FINAL_TYPE (CarryOnStringListGroup, carry_on_string_list_group, CARRY_ON, STRING_LIST_GROUP, AdwPreferencesGroup)

GtkWidget *carry_on_string_list_group_new     (GSettings              *settings,
                                               const char             *key,
                                               gboolean                paths);
gboolean   carry_on_string_list_group_add     (CarryOnStringListGroup *self,
                                               const char             *text);
gboolean   carry_on_string_list_group_remove  (CarryOnStringListGroup *self,
                                               guint                   index);
GtkWidget *carry_on_string_list_group_get_add_row (CarryOnStringListGroup *self);

G_END_DECLS
