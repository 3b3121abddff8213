/* carry-on-agents-group.h
 *
 * SPDX-FileCopyrightText: 2026 The Carry On authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

/**
 * CarryOnAgentKind:
 * @kind: the host kind, the argument of `carry-on install-host`
 * @name: the agent's name as people know it
 * @program: the agent's program, looked up on PATH
 * @program_env: (nullable): a variable naming the program instead (the
 *   one `carry-on install-host` reads too)
 * @plugin_id: (nullable): for agents with a plugin list: the id whose
 *   presence in `PROGRAM plugin list` means Carry On's plugin is installed
 * @config_file: (nullable): for agents whose plugin is a file: its path
 *   under the user's config dir (`$XDG_CONFIG_HOME`)
 *
 * An agent program Carry On can be set up for.
 */
typedef struct
{
  const char *kind;
  const char *name;
  const char *program;
  const char *program_env;
  const char *plugin_id;
  const char *config_file;
} CarryOnAgentKind;

const CarryOnAgentKind *carry_on_agent_kinds_get (guint *n_kinds);

#define CARRY_ON_TYPE_AGENTS_GROUP (carry_on_agents_group_get_type ())
G_DECLARE_FINAL_TYPE (CarryOnAgentsGroup, carry_on_agents_group, CARRY_ON, AGENTS_GROUP, AdwPreferencesGroup)

GtkWidget  *carry_on_agents_group_new         (void);
void        carry_on_agents_group_refresh     (CarryOnAgentsGroup *self);
GtkWidget  *carry_on_agents_group_get_row     (CarryOnAgentsGroup *self,
                                               const char         *kind);
GtkWidget  *carry_on_agents_group_get_button  (CarryOnAgentsGroup *self,
                                               const char         *kind);
const char *carry_on_agents_group_get_output  (CarryOnAgentsGroup *self);
gboolean    carry_on_agents_group_get_busy    (CarryOnAgentsGroup *self);
int         carry_on_agents_group_get_state   (CarryOnAgentsGroup *self,
                                               const char         *kind);

/* carry_on_agents_group_get_state() */
enum {
  CARRY_ON_AGENT_CHECKING,
  CARRY_ON_AGENT_NOT_FOUND,
  CARRY_ON_AGENT_NOT_INSTALLED,
  CARRY_ON_AGENT_INSTALLED,
  CARRY_ON_AGENT_MANUAL,
};

G_END_DECLS
