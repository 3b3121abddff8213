/* carry-on-agents-group.c
 *
 * SPDX-FileCopyrightText: 2026 The Carry On authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Settings → Hosts → "Agent Programs": the agents found on this machine,
 * whether Carry On's plugin is installed in each, and an Install / Remove
 * button that runs `carry-on install-host KIND [--remove]` as a subprocess
 * and shows what it printed.  Inside the Flatpak (no access to the agents'
 * configuration) each row shows the command to run on the host instead.
 */
#include "config.h"

#include <glib/gi18n.h>

#include "carry-on-agents-group.h"

#ifndef CARRY_ON_README_URL
# define CARRY_ON_README_URL "file:///usr/share/doc/carry-on/README.md"
#endif

/* The agents `carry-on install-host` knows.  Claude Code has a plugin
 * list to read the installed state from (`claude plugin list`, see
 * carry-on-install-host.c); the others are set up by install-host's
 * printed instructions. */
static const CarryOnAgentKind agent_kinds[] = {
  { "claude-code", "Claude Code", "claude", "CARRY_ON_CLAUDE", "carry-on@carry-on", NULL },
  { "opencode", "OpenCode", "opencode", NULL, NULL, "opencode/plugins/carry-on.js" },
  { "dsh", "DeepSeek Harness (DSH)", "dsh", NULL, NULL, NULL },
  { "codex", "Codex", "codex", "CARRY_ON_CODEX", NULL, NULL },
};

/**
 * carry_on_agent_kinds_get:
 * @n_kinds: (out): the number of kinds
 *
 * Returns: (transfer none) (array length=n_kinds): the agent programs the
 *   Hosts page lists, in the order shown
 */
const CarryOnAgentKind *
carry_on_agent_kinds_get (guint *n_kinds)
{
  *n_kinds = G_N_ELEMENTS (agent_kinds);
  return agent_kinds;
}

typedef struct
{
  CarryOnAgentsGroup     *self;
  const CarryOnAgentKind *kind;
  AdwActionRow           *row;
  GtkButton              *button;
  char                   *program;
  int                     state;     /* CARRY_ON_AGENT_*, CHECKING until looked at */
  GCancellable           *cancellable;
} Agent;

struct _CarryOnAgentsGroup
{
  AdwPreferencesGroup  parent_instance;

  GPtrArray           *agents;     /* Agent */
  GtkLabel            *output;
  GtkWidget           *output_frame;
  GCancellable        *cancellable;
  gboolean             busy;
  gboolean             flatpak;
};

G_DEFINE_FINAL_TYPE (CarryOnAgentsGroup, carry_on_agents_group, ADW_TYPE_PREFERENCES_GROUP)

static void
agent_free (gpointer data)
{
  Agent *agent = data;

  if (agent->cancellable != NULL)
    g_cancellable_cancel (agent->cancellable);
  g_clear_object (&agent->cancellable);
  g_free (agent->program);
  g_free (agent);
}

/* `carry-on` itself: $CARRY_ON_PROGRAM, else next to this binary, else the
 * installed one, else on PATH. */
static char *
find_carry_on (void)
{
  const char *env = g_getenv ("CARRY_ON_PROGRAM");
  g_autofree char *exe = g_file_read_link ("/proc/self/exe", NULL);
  g_autofree char *installed = g_build_filename (BINDIR, "carry-on", NULL);

  if (env != NULL && *env != '\0')
    return g_strdup (env);
  if (exe != NULL)
    {
      g_autofree char *dir = g_path_get_dirname (exe);
      g_autofree char *beside = g_build_filename (dir, "carry-on", NULL);

      if (g_file_test (beside, G_FILE_TEST_IS_EXECUTABLE) && g_strcmp0 (beside, exe) != 0)
        return g_steal_pointer (&beside);
      if (g_str_has_suffix (exe, "/carry-on"))
        return g_steal_pointer (&exe);
    }
  if (g_file_test (installed, G_FILE_TEST_IS_EXECUTABLE))
    return g_steal_pointer (&installed);
  return g_find_program_in_path ("carry-on");
}

static void
agent_show (Agent *agent)
{
  g_autofree char *subtitle = NULL;
  const char *label = NULL;
  gboolean sensitive = !agent->self->busy;

  switch (agent->state)
    {
    case CARRY_ON_AGENT_CHECKING:
      subtitle = g_strdup (_("Checking…"));
      sensitive = FALSE;
      label = _("_Install");
      break;
    case CARRY_ON_AGENT_NOT_FOUND:
      subtitle = g_strdup (_("Not found on this machine"));
      sensitive = FALSE;
      label = _("_Install");
      break;
    case CARRY_ON_AGENT_NOT_INSTALLED:
      /* Translators: %s is the agent program's path */
      subtitle = g_strdup_printf (_("Found at %s · Carry On’s plugin is not installed"), agent->program);
      label = _("_Install");
      break;
    case CARRY_ON_AGENT_INSTALLED:
      subtitle = g_strdup_printf (_("Found at %s · Carry On’s plugin is installed"), agent->program);
      label = _("_Remove");
      break;
    case CARRY_ON_AGENT_MANUAL:
    default:
      subtitle = g_strdup_printf (_("Found at %s · set up by hand: Set Up shows how"), agent->program);
      label = _("_Set Up");
      break;
    }

  if (agent->self->flatpak)
    {
      g_free (subtitle);
      /* Translators: inside the Flatpak; %s is the kind, e.g. claude-code */
      subtitle = g_strdup_printf (_("Run on the host: flatpak run --command=carry-on io.carryon.CarryOn install-host %s"),
                                  agent->kind->kind);
      label = _("_Copy Command");
      sensitive = TRUE;
    }

  adw_action_row_set_subtitle (agent->row, subtitle);
  gtk_button_set_label (agent->button, label);
  gtk_widget_set_sensitive (GTK_WIDGET (agent->button), sensitive);
}

static void
show_all (CarryOnAgentsGroup *self)
{
  for (guint i = 0; i < self->agents->len; i++)
    agent_show (g_ptr_array_index (self->agents, i));
}

static void
plugin_list_cb (GObject      *object,
                GAsyncResult *result,
                gpointer      user_data)
{
  Agent *agent = user_data;
  g_autofree char *out = NULL;
  g_autoptr(GError) error = NULL;

  if (!g_subprocess_communicate_utf8_finish (G_SUBPROCESS (object), result, &out, NULL, &error))
    {
      if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        return;
      g_message ("agents: %s plugin list: %s", agent->program, error->message);
    }
  g_clear_object (&agent->cancellable);
  agent->state = out != NULL && strstr (out, agent->kind->plugin_id) != NULL
                 ? CARRY_ON_AGENT_INSTALLED : CARRY_ON_AGENT_NOT_INSTALLED;
  agent_show (agent);
}

static void
agent_check (Agent *agent)
{
  const char *env = agent->kind->program_env != NULL ? g_getenv (agent->kind->program_env) : NULL;
  g_autoptr(GSubprocess) process = NULL;
  g_autoptr(GError) error = NULL;

  if (agent->cancellable != NULL)
    g_cancellable_cancel (agent->cancellable);
  g_clear_object (&agent->cancellable);
  g_clear_pointer (&agent->program, g_free);

  agent->program = env != NULL && *env != '\0' ? g_strdup (env)
                                               : g_find_program_in_path (agent->kind->program);
  if (agent->program == NULL)
    agent->state = CARRY_ON_AGENT_NOT_FOUND;
  else if (agent->kind->config_file != NULL)
    {
      /* install-host copies the plugin there (carry-on-install-host.c) */
      g_autofree char *path = g_build_filename (g_get_user_config_dir (), agent->kind->config_file, NULL);

      agent->state = g_file_test (path, G_FILE_TEST_EXISTS) ? CARRY_ON_AGENT_INSTALLED
                                                             : CARRY_ON_AGENT_NOT_INSTALLED;
    }
  else if (agent->kind->plugin_id == NULL)
    agent->state = CARRY_ON_AGENT_MANUAL;
  else
    {
      agent->state = CARRY_ON_AGENT_CHECKING;
      process = g_subprocess_new (G_SUBPROCESS_FLAGS_STDOUT_PIPE | G_SUBPROCESS_FLAGS_STDERR_SILENCE,
                                  &error, agent->program, "plugin", "list", NULL);
      if (process == NULL)
        {
          g_message ("agents: cannot run %s: %s", agent->program, error->message);
          agent->state = CARRY_ON_AGENT_NOT_INSTALLED;
        }
      else
        {
          agent->cancellable = g_cancellable_new ();
          g_subprocess_communicate_utf8_async (process, NULL, agent->cancellable, plugin_list_cb, agent);
        }
    }
  agent_show (agent);
}

/**
 * carry_on_agents_group_refresh:
 *
 * Looks for each agent program again and re-reads whether Carry On's
 * plugin is installed in it (asynchronously).
 */
void
carry_on_agents_group_refresh (CarryOnAgentsGroup *self)
{
  g_return_if_fail (CARRY_ON_IS_AGENTS_GROUP (self));

  for (guint i = 0; i < self->agents->len; i++)
    agent_check (g_ptr_array_index (self->agents, i));
}

typedef struct
{
  CarryOnAgentsGroup *self;
  char               *command;
} RunData;

static void
install_host_cb (GObject      *object,
                 GAsyncResult *result,
                 gpointer      user_data)
{
  RunData *data = user_data;
  CarryOnAgentsGroup *self = data->self;
  GSubprocess *process = G_SUBPROCESS (object);
  g_autofree char *out = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GString) text = g_string_new (data->command);

  if (!g_subprocess_communicate_utf8_finish (process, result, &out, NULL, &error) &&
      g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    goto out;

  g_string_append_c (text, '\n');
  if (out != NULL)
    g_string_append (text, out);
  if (error != NULL)
    g_string_append_printf (text, "%s\n", error->message);
  else if (g_subprocess_get_if_exited (process) && g_subprocess_get_exit_status (process) == 0)
    g_string_append (text, _("Done."));
  else
    /* Translators: after a failed `carry-on install-host` */
    g_string_append_printf (text, _("Failed (exit status %d)."),
                            g_subprocess_get_if_exited (process) ? g_subprocess_get_exit_status (process) : -1);

  /* The output is shown as text, never as markup. */
  gtk_label_set_text (self->output, text->str);
  gtk_widget_set_visible (self->output_frame, TRUE);
  self->busy = FALSE;
  carry_on_agents_group_refresh (self);

out:
  g_object_unref (data->self);
  g_free (data->command);
  g_free (data);
}

static void
button_clicked_cb (GtkButton *button,
                   Agent     *agent)
{
  CarryOnAgentsGroup *self = agent->self;
  g_autofree char *carry_on = NULL;
  g_autoptr(GSubprocess) process = NULL;
  g_autoptr(GError) error = NULL;
  gboolean remove = agent->state == CARRY_ON_AGENT_INSTALLED;
  RunData *data;

  if (self->flatpak)
    {
      g_autofree char *command = g_strdup_printf ("flatpak run --command=carry-on io.carryon.CarryOn install-host %s",
                                                  agent->kind->kind);

      gdk_clipboard_set_text (gtk_widget_get_clipboard (GTK_WIDGET (button)), command);
      return;
    }

  if (self->busy)
    return;

  carry_on = find_carry_on ();
  if (carry_on == NULL)
    {
      gtk_label_set_text (self->output, _("Cannot find the carry-on program to run install-host."));
      gtk_widget_set_visible (self->output_frame, TRUE);
      return;
    }

  process = g_subprocess_new (G_SUBPROCESS_FLAGS_STDOUT_PIPE | G_SUBPROCESS_FLAGS_STDERR_MERGE, &error,
                              carry_on, "install-host", agent->kind->kind,
                              remove ? "--remove" : NULL, NULL);
  data = g_new0 (RunData, 1);
  data->self = g_object_ref (self);
  data->command = g_strdup_printf ("$ carry-on install-host %s%s", agent->kind->kind,
                                   remove ? " --remove" : "");
  if (process == NULL)
    {
      g_autofree char *text = g_strdup_printf ("%s\n%s", data->command, error->message);

      gtk_label_set_text (self->output, text);
      gtk_widget_set_visible (self->output_frame, TRUE);
      g_object_unref (data->self);
      g_free (data->command);
      g_free (data);
      return;
    }

  self->busy = TRUE;
  gtk_label_set_text (self->output, data->command);
  gtk_widget_set_visible (self->output_frame, TRUE);
  show_all (self);
  g_subprocess_communicate_utf8_async (process, NULL, self->cancellable, install_host_cb, data);
}

static void
carry_on_agents_group_dispose (GObject *object)
{
  CarryOnAgentsGroup *self = CARRY_ON_AGENTS_GROUP (object);

  g_cancellable_cancel (self->cancellable);
  g_clear_pointer (&self->agents, g_ptr_array_unref);
  g_clear_object (&self->cancellable);

  G_OBJECT_CLASS (carry_on_agents_group_parent_class)->dispose (object);
}

static void carry_on_agents_group_map (GtkWidget *widget);

static void
carry_on_agents_group_class_init (CarryOnAgentsGroupClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = carry_on_agents_group_dispose;
  GTK_WIDGET_CLASS (klass)->map = carry_on_agents_group_map;
}

static void
carry_on_agents_group_init (CarryOnAgentsGroup *self)
{
  GtkWidget *link;
  GtkWidget *scroller;

  self->cancellable = g_cancellable_new ();
  self->agents = g_ptr_array_new_with_free_func (agent_free);
  self->flatpak = g_file_test ("/.flatpak-info", G_FILE_TEST_EXISTS);

  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (self), _("Agent Programs"));
  adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (self),
                                         self->flatpak
                                         ? _("Carry On runs in a sandbox without access to the agents’ settings: run the command shown on the host.")
                                         : _("Carry On learns of an agent’s sessions through its plugin or bridge."));

  link = gtk_link_button_new_with_label (CARRY_ON_README_URL "#host-bridges", _("Manual Setup"));
  gtk_widget_set_valign (link, GTK_ALIGN_CENTER);
  adw_preferences_group_set_header_suffix (ADW_PREFERENCES_GROUP (self), link);

  for (guint i = 0; i < G_N_ELEMENTS (agent_kinds); i++)
    {
      Agent *agent = g_new0 (Agent, 1);

      agent->self = self;
      agent->kind = &agent_kinds[i];
      agent->row = ADW_ACTION_ROW (adw_action_row_new ());
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (agent->row), agent_kinds[i].name);
      adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (agent->row), FALSE);
      agent->button = GTK_BUTTON (gtk_button_new_with_mnemonic (_("_Install")));
      gtk_widget_set_valign (GTK_WIDGET (agent->button), GTK_ALIGN_CENTER);
      adw_action_row_add_suffix (agent->row, GTK_WIDGET (agent->button));
      g_signal_connect (agent->button, "clicked", G_CALLBACK (button_clicked_cb), agent);
      {
        /* Translators: accessible name of a Hosts page button, e.g. "Install Carry On into Claude Code" */
        g_autofree char *name = g_strdup_printf (_("Set up Carry On for %s"), agent_kinds[i].name);

        gtk_accessible_update_property (GTK_ACCESSIBLE (agent->button),
                                        GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, name, -1);
      }
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (self), GTK_WIDGET (agent->row));
      g_ptr_array_add (self->agents, agent);
    }

  self->output = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_selectable (self->output, TRUE);
  gtk_label_set_wrap (self->output, TRUE);
  gtk_label_set_wrap_mode (self->output, PANGO_WRAP_WORD_CHAR);
  gtk_label_set_xalign (self->output, 0);
  gtk_label_set_yalign (self->output, 0);
  gtk_widget_add_css_class (GTK_WIDGET (self->output), "monospace");
  gtk_widget_set_margin_start (GTK_WIDGET (self->output), 12);
  gtk_widget_set_margin_end (GTK_WIDGET (self->output), 12);
  gtk_widget_set_margin_top (GTK_WIDGET (self->output), 8);
  gtk_widget_set_margin_bottom (GTK_WIDGET (self->output), 8);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->output),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Output of carry-on install-host"), -1);
  scroller = gtk_scrolled_window_new ();
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scroller), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_propagate_natural_height (GTK_SCROLLED_WINDOW (scroller), TRUE);
  gtk_scrolled_window_set_max_content_height (GTK_SCROLLED_WINDOW (scroller), 240);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroller), GTK_WIDGET (self->output));
  self->output_frame = gtk_frame_new (NULL);
  gtk_frame_set_child (GTK_FRAME (self->output_frame), scroller);
  gtk_widget_set_margin_top (self->output_frame, 12);
  gtk_widget_set_visible (self->output_frame, FALSE);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (self), self->output_frame);
}

/* Looked at when shown (the Hosts page opened, the empty window), not when
 * made: no `claude plugin list` for a page nobody opens. */
static void
carry_on_agents_group_map (GtkWidget *widget)
{
  CarryOnAgentsGroup *self = CARRY_ON_AGENTS_GROUP (widget);

  GTK_WIDGET_CLASS (carry_on_agents_group_parent_class)->map (widget);
  if (!self->busy)
    carry_on_agents_group_refresh (self);
}

/**
 * carry_on_agents_group_new:
 *
 * Returns: (transfer floating): the "Agent Programs" group
 */
GtkWidget *
carry_on_agents_group_new (void)
{
  return g_object_new (CARRY_ON_TYPE_AGENTS_GROUP, NULL);
}

static Agent *
find_agent (CarryOnAgentsGroup *self,
            const char         *kind)
{
  for (guint i = 0; i < self->agents->len; i++)
    {
      Agent *agent = g_ptr_array_index (self->agents, i);

      if (g_str_equal (agent->kind->kind, kind))
        return agent;
    }
  return NULL;
}

/**
 * carry_on_agents_group_get_row:
 * @kind: a host kind of carry_on_agent_kinds_get()
 *
 * Returns: (transfer none) (nullable): the kind's #AdwActionRow
 */
GtkWidget *
carry_on_agents_group_get_row (CarryOnAgentsGroup *self,
                               const char         *kind)
{
  Agent *agent;

  g_return_val_if_fail (CARRY_ON_IS_AGENTS_GROUP (self), NULL);
  agent = find_agent (self, kind);
  return agent != NULL ? GTK_WIDGET (agent->row) : NULL;
}

/**
 * carry_on_agents_group_get_button:
 * @kind: a host kind of carry_on_agent_kinds_get()
 *
 * Returns: (transfer none) (nullable): the kind's Install / Remove button
 */
GtkWidget *
carry_on_agents_group_get_button (CarryOnAgentsGroup *self,
                                  const char         *kind)
{
  Agent *agent;

  g_return_val_if_fail (CARRY_ON_IS_AGENTS_GROUP (self), NULL);
  agent = find_agent (self, kind);
  return agent != NULL ? GTK_WIDGET (agent->button) : NULL;
}

/**
 * carry_on_agents_group_get_state:
 * @kind: a host kind of carry_on_agent_kinds_get()
 *
 * Returns: CARRY_ON_AGENT_CHECKING, _NOT_FOUND, _NOT_INSTALLED,
 *   _INSTALLED or _MANUAL; -1 for an unknown kind
 */
int
carry_on_agents_group_get_state (CarryOnAgentsGroup *self,
                                 const char         *kind)
{
  Agent *agent;

  g_return_val_if_fail (CARRY_ON_IS_AGENTS_GROUP (self), -1);
  agent = find_agent (self, kind);
  return agent != NULL ? agent->state : -1;
}

/**
 * carry_on_agents_group_get_output:
 *
 * Returns: (transfer none): what the last `carry-on install-host` printed
 *   (its command line first), "" before any ran
 */
const char *
carry_on_agents_group_get_output (CarryOnAgentsGroup *self)
{
  g_return_val_if_fail (CARRY_ON_IS_AGENTS_GROUP (self), NULL);

  return gtk_label_get_text (self->output);
}

/**
 * carry_on_agents_group_get_busy:
 *
 * Returns: %TRUE while an install-host runs
 */
gboolean
carry_on_agents_group_get_busy (CarryOnAgentsGroup *self)
{
  g_return_val_if_fail (CARRY_ON_IS_AGENTS_GROUP (self), FALSE);

  return self->busy;
}
