/* carry-on-host-group.h
 *
 * SPDX-FileCopyrightText: 2026 The Carry On authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "carry-on-clock.h"

G_BEGIN_DECLS

#define CARRY_ON_TYPE_HOST_GROUP (carry_on_host_group_get_type ())
G_DECLARE_FINAL_TYPE (CarryOnHostGroup, carry_on_host_group, CARRY_ON, HOST_GROUP, GObject)

CarryOnHostGroup *carry_on_host_group_new               (const char       *kind,
                                                         GListModel       *sessions,
                                                         GListModel       *hosts,
                                                         GtkFilter        *search_filter,
                                                         CarryOnClock     *clock);
const char       *carry_on_host_group_get_kind          (CarryOnHostGroup *self);
const char       *carry_on_host_group_get_title         (CarryOnHostGroup *self);
GListModel       *carry_on_host_group_get_model         (CarryOnHostGroup *self);
guint             carry_on_host_group_get_n_hosts       (CarryOnHostGroup *self);
void              carry_on_host_group_refresh_hosts     (CarryOnHostGroup *self);
gboolean          carry_on_host_group_get_show_empty    (CarryOnHostGroup *self);
void              carry_on_host_group_set_show_empty    (CarryOnHostGroup *self,
                                                         gboolean          show_empty);

GtkWidget        *carry_on_host_group_header_new        (void);
void              carry_on_host_group_header_bind       (GtkWidget        *header,
                                                         CarryOnHostGroup *group);

G_END_DECLS
