/* carry-on-dbus-menu.c
 *
 * SPDX-FileCopyrightText: 2026 The Carry On authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * com.canonical.dbusmenu, written by hand on GDBus:
 * the GMenuModel + GActionGroup pair the window already uses is the single
 * source of truth; there is no parallel DbusmenuMenuitem tree to keep in
 * step, no dependency on libdbusmenu-glib (unmaintained since 2018 and
 * absent from the GNOME Flatpak runtime).
 *
 * Mapping (the shape libdbusmenu-glib's DbusmenuServer produces):
 *  - the root is id 0 with children-display "submenu";
 *  - an item gives "label" (with its "_" mnemonic), "enabled" false when
 *    its action is missing or disabled, "toggle-type"/"toggle-state" for a
 *    boolean-state action ("checkmark") or a stateful action with a target
 *    ("radio"), "icon-name" for a themed icon, "children-display" for a
 *    submenu; default values are left out, as the spec allows;
 *  - sections are flattened, with {type: "separator"} between them;
 *  - items hidden by "hidden-when" are left out.
 * Ids are stable for a given (action, target) or label, so hosts that cache
 * them between revisions stay right.  Every change (menu items-changed,
 * action added/removed/enabled/state) rebuilds the tree once from an idle
 * callback and emits what changed: ItemsPropertiesUpdated for items that
 * stayed, LayoutUpdated (with a new revision) when the tree's shape
 * changed.  An "clicked" Event is answered first and activated from an
 * idle callback, so a "Quit" never leaves the host without a reply.
 */

#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "carry-on-dbus-menu.h"

#define MENU_INTERFACE "com.canonical.dbusmenu"

static const char menu_xml[] =
  "<node>"
  "  <interface name='com.canonical.dbusmenu'>"
  "    <property name='Version' type='u' access='read'/>"
  "    <property name='TextDirection' type='s' access='read'/>"
  "    <property name='Status' type='s' access='read'/>"
  "    <property name='IconThemePath' type='as' access='read'/>"
  "    <method name='GetLayout'>"
  "      <arg type='i' name='parentId' direction='in'/>"
  "      <arg type='i' name='recursionDepth' direction='in'/>"
  "      <arg type='as' name='propertyNames' direction='in'/>"
  "      <arg type='u' name='revision' direction='out'/>"
  "      <arg type='(ia{sv}av)' name='layout' direction='out'/>"
  "    </method>"
  "    <method name='GetGroupProperties'>"
  "      <arg type='ai' name='ids' direction='in'/>"
  "      <arg type='as' name='propertyNames' direction='in'/>"
  "      <arg type='a(ia{sv})' name='properties' direction='out'/>"
  "    </method>"
  "    <method name='GetProperty'>"
  "      <arg type='i' name='id' direction='in'/>"
  "      <arg type='s' name='name' direction='in'/>"
  "      <arg type='v' name='value' direction='out'/>"
  "    </method>"
  "    <method name='Event'>"
  "      <arg type='i' name='id' direction='in'/>"
  "      <arg type='s' name='eventId' direction='in'/>"
  "      <arg type='v' name='data' direction='in'/>"
  "      <arg type='u' name='timestamp' direction='in'/>"
  "    </method>"
  "    <method name='EventGroup'>"
  "      <arg type='a(isvu)' name='events' direction='in'/>"
  "      <arg type='ai' name='idErrors' direction='out'/>"
  "    </method>"
  "    <method name='AboutToShow'>"
  "      <arg type='i' name='id' direction='in'/>"
  "      <arg type='b' name='needUpdate' direction='out'/>"
  "    </method>"
  "    <method name='AboutToShowGroup'>"
  "      <arg type='ai' name='ids' direction='in'/>"
  "      <arg type='ai' name='updatesNeeded' direction='out'/>"
  "      <arg type='ai' name='idErrors' direction='out'/>"
  "    </method>"
  "    <signal name='ItemsPropertiesUpdated'>"
  "      <arg type='a(ia{sv})' name='updatedProps'/>"
  "      <arg type='a(ias)' name='removedProps'/>"
  "    </signal>"
  "    <signal name='LayoutUpdated'>"
  "      <arg type='u' name='revision'/>"
  "      <arg type='i' name='parent'/>"
  "    </signal>"
  "    <signal name='ItemActivationRequested'>"
  "      <arg type='i' name='id'/>"
  "      <arg type='u' name='timestamp'/>"
  "    </signal>"
  "  </interface>"
  "</node>";

typedef struct _MenuNode MenuNode;
struct _MenuNode
{
  int         id;
  guint       serial;     /* which section it came from: separators go between */
  GHashTable *props;      /* property name → GVariant (floating refs sunk) */
  char       *action;     /* the name in the action group; nullable */
  GVariant   *target;     /* nullable */
  GPtrArray  *children;   /* MenuNode, owned */
};

struct _CarryOnDbusMenu
{
  GObject          parent_instance;

  GDBusConnection *connection;
  char            *object_path;
  GMenuModel      *model;
  GActionGroup    *actions;

  guint            object_id;
  guint            revision;
  guint            update_source;

  MenuNode        *root;
  GHashTable      *nodes_by_id;   /* int → MenuNode (owned by the tree) */
  GHashTable      *ids_by_key;    /* "a:name|target" → int */
  int              next_id;
  guint            next_serial;

  GPtrArray       *watched_models;  /* GMenuModel, a handler each */
  GArray          *watched_handlers;
  gulong           action_handlers[4];
};

G_DEFINE_FINAL_TYPE (CarryOnDbusMenu, carry_on_dbus_menu, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_CONNECTION,
  PROP_OBJECT_PATH,
  PROP_MODEL,
  PROP_ACTIONS,
  PROP_REVISION,
  N_PROPS
};

enum {
  ITEM_ACTIVATED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

static void schedule_update (CarryOnDbusMenu *self);

static GDBusInterfaceInfo *
menu_interface_info (void)
{
  static GDBusNodeInfo *node_info;

  if (g_once_init_enter (&node_info))
    {
      /* A constant of this file: failing to parse it is a bug. */
      GDBusNodeInfo *info = g_dbus_node_info_new_for_xml (menu_xml, NULL);
      g_assert (info != NULL);
      g_once_init_leave (&node_info, info);
    }

  return node_info->interfaces[0];
}

/* ---- the tree ------------------------------------------------------------ */

static void
menu_node_free (gpointer data)
{
  MenuNode *node = data;

  g_clear_pointer (&node->props, g_hash_table_unref);
  g_clear_pointer (&node->children, g_ptr_array_unref);
  g_clear_pointer (&node->target, g_variant_unref);
  g_free (node->action);
  g_free (node);
}

static MenuNode *
menu_node_new (int id)
{
  MenuNode *node = g_new0 (MenuNode, 1);

  node->id = id;
  node->props = g_hash_table_new_full (g_str_hash, g_str_equal, g_free,
                                       (GDestroyNotify) g_variant_unref);
  node->children = g_ptr_array_new_with_free_func (menu_node_free);
  return node;
}

static void
menu_node_set (MenuNode   *node,
               const char *name,
               GVariant   *value)
{
  g_hash_table_insert (node->props, g_strdup (name), g_variant_ref_sink (value));
}

typedef struct
{
  GHashTable *old_ids;   /* key → id, from the last build */
  GHashTable *new_ids;   /* key → id, this build */
  GHashTable *nodes;     /* id → node, this build */
} BuildState;

static int
assign_id (CarryOnDbusMenu *self,
           BuildState      *state,
           const char      *base_key)
{
  g_autofree char *key = g_strdup (base_key);
  gpointer value;
  int id;

  /* The same action and target twice (e.g. two items opening the window):
   * number the repeats so each keeps its own stable id. */
  for (guint n = 2; g_hash_table_contains (state->new_ids, key); n++)
    {
      g_free (key);
      key = g_strdup_printf ("%s#%u", base_key, n);
    }

  if (state->old_ids != NULL
      && g_hash_table_lookup_extended (state->old_ids, key, NULL, &value))
    id = GPOINTER_TO_INT (value);
  else
    id = self->next_id++;

  g_hash_table_insert (state->new_ids, g_steal_pointer (&key), GINT_TO_POINTER (id));
  return id;
}

/* Finds @name in the group: as written, or without the "app." namespace
 * that menus use for a GApplication's actions.  (transfer full) (nullable) */
static char *
resolve_action (CarryOnDbusMenu *self,
                const char      *name)
{
  if (name == NULL || self->actions == NULL)
    return NULL;
  if (g_action_group_has_action (self->actions, name))
    return g_strdup (name);
  if (g_str_has_prefix (name, "app.")
      && g_action_group_has_action (self->actions, name + 4))
    return g_strdup (name + 4);
  return NULL;
}

/* A separator goes between items of different sections, never first or
 * last.  Called before the next item takes its id, so ids follow the
 * order of the menu. */
static void
separate_section (CarryOnDbusMenu *self,
                  BuildState      *state,
                  MenuNode        *parent,
                  guint            serial)
{
  g_autofree char *key = NULL;
  MenuNode *last;
  MenuNode *sep;

  if (parent->children->len == 0)
    return;
  last = g_ptr_array_index (parent->children, parent->children->len - 1);
  if (last->serial == serial)
    return;

  key = g_strdup_printf ("sep:%d", parent->id);
  sep = menu_node_new (assign_id (self, state, key));
  sep->serial = serial;
  menu_node_set (sep, "type", g_variant_new_string ("separator"));
  g_hash_table_insert (state->nodes, GINT_TO_POINTER (sep->id), sep);
  g_ptr_array_add (parent->children, sep);
}

static void
append_child (BuildState *state,
              MenuNode   *parent,
              MenuNode   *child)
{
  g_hash_table_insert (state->nodes, GINT_TO_POINTER (child->id), child);
  g_ptr_array_add (parent->children, child);
}

static void watch_model (CarryOnDbusMenu *self, GMenuModel *model);

static void build_children (CarryOnDbusMenu *self,
                            BuildState      *state,
                            GMenuModel      *model,
                            MenuNode        *parent,
                            guint            serial);

static void
build_item (CarryOnDbusMenu *self,
            BuildState      *state,
            GMenuModel      *model,
            int              index,
            MenuNode        *parent,
            guint            serial)
{
  g_autofree char *label = NULL;
  g_autofree char *action_attr = NULL;
  g_autofree char *hidden_when = NULL;
  g_autofree char *action = NULL;
  g_autofree char *key = NULL;
  g_autofree char *target_text = NULL;
  g_autoptr(GVariant) target = NULL;
  g_autoptr(GVariant) icon_value = NULL;
  g_autoptr(GMenuModel) submenu = NULL;
  gboolean enabled = TRUE;
  MenuNode *node;

  g_menu_model_get_item_attribute (model, index, G_MENU_ATTRIBUTE_LABEL, "s", &label);
  g_menu_model_get_item_attribute (model, index, G_MENU_ATTRIBUTE_ACTION, "s", &action_attr);
  g_menu_model_get_item_attribute (model, index, "hidden-when", "s", &hidden_when);
  target = g_menu_model_get_item_attribute_value (model, index, G_MENU_ATTRIBUTE_TARGET, NULL);
  icon_value = g_menu_model_get_item_attribute_value (model, index, G_MENU_ATTRIBUTE_ICON, NULL);
  submenu = g_menu_model_get_item_link (model, index, G_MENU_LINK_SUBMENU);

  action = resolve_action (self, action_attr);
  if (action_attr != NULL)
    {
      if (action == NULL)
        enabled = FALSE;
      else
        enabled = g_action_group_get_action_enabled (self->actions, action);

      if (action == NULL && (g_strcmp0 (hidden_when, "action-missing") == 0
                             || g_strcmp0 (hidden_when, "action-disabled") == 0))
        return;
      if (!enabled && g_strcmp0 (hidden_when, "action-disabled") == 0)
        return;
    }

  if (target != NULL)
    target_text = g_variant_print (target, TRUE);
  if (action_attr != NULL)
    key = g_strdup_printf ("a:%s|%s", action_attr, target_text ? target_text : "");
  else
    key = g_strdup_printf ("l:%d:%s", parent->id, label ? label : "");

  separate_section (self, state, parent, serial);
  node = menu_node_new (assign_id (self, state, key));
  node->serial = serial;
  node->action = g_steal_pointer (&action);
  node->target = target ? g_variant_ref (target) : NULL;

  menu_node_set (node, "label", g_variant_new_string (label ? label : ""));
  if (!enabled)
    menu_node_set (node, "enabled", g_variant_new_boolean (FALSE));

  if (node->action != NULL)
    {
      g_autoptr(GVariant) state_value = g_action_group_get_action_state (self->actions,
                                                                         node->action);

      if (state_value != NULL && target == NULL
          && g_variant_is_of_type (state_value, G_VARIANT_TYPE_BOOLEAN))
        {
          menu_node_set (node, "toggle-type", g_variant_new_string ("checkmark"));
          menu_node_set (node, "toggle-state",
                         g_variant_new_int32 (g_variant_get_boolean (state_value) ? 1 : 0));
        }
      else if (state_value != NULL && target != NULL
               && g_variant_is_of_type (state_value, g_variant_get_type (target)))
        {
          menu_node_set (node, "toggle-type", g_variant_new_string ("radio"));
          menu_node_set (node, "toggle-state",
                         g_variant_new_int32 (g_variant_equal (state_value, target) ? 1 : 0));
        }
    }

  if (icon_value != NULL)
    {
      g_autoptr(GIcon) icon = g_icon_deserialize (icon_value);

      if (G_IS_THEMED_ICON (icon))
        {
          const char * const *names = g_themed_icon_get_names (G_THEMED_ICON (icon));

          if (names != NULL && names[0] != NULL)
            menu_node_set (node, "icon-name", g_variant_new_string (names[0]));
        }
    }

  append_child (state, parent, node);

  if (submenu != NULL)
    {
      menu_node_set (node, "children-display", g_variant_new_string ("submenu"));
      watch_model (self, submenu);
      build_children (self, state, submenu, node, self->next_serial++);
    }
}

static void
build_children (CarryOnDbusMenu *self,
                BuildState      *state,
                GMenuModel      *model,
                MenuNode        *parent,
                guint            serial)
{
  int n = g_menu_model_get_n_items (model);

  for (int i = 0; i < n; i++)
    {
      g_autoptr(GMenuModel) section = g_menu_model_get_item_link (model, i, G_MENU_LINK_SECTION);

      if (section != NULL)
        {
          watch_model (self, section);
          build_children (self, state, section, parent, self->next_serial++);
        }
      else
        {
          build_item (self, state, model, i, parent, serial);
        }
    }
}

/* ---- watching the model and the actions ---------------------------------- */

static void
model_items_changed_cb (GMenuModel *model,
                        int         position,
                        int         removed,
                        int         added,
                        gpointer    user_data)
{
  schedule_update (CARRY_ON_DBUS_MENU (user_data));
}

static void
watch_model (CarryOnDbusMenu *self,
             GMenuModel      *model)
{
  gulong handler;

  for (guint i = 0; i < self->watched_models->len; i++)
    if (g_ptr_array_index (self->watched_models, i) == model)
      return;

  handler = g_signal_connect (model, "items-changed",
                              G_CALLBACK (model_items_changed_cb), self);
  g_ptr_array_add (self->watched_models, g_object_ref (model));
  g_array_append_val (self->watched_handlers, handler);
}

static void
unwatch_models (CarryOnDbusMenu *self)
{
  for (guint i = 0; i < self->watched_models->len; i++)
    g_signal_handler_disconnect (g_ptr_array_index (self->watched_models, i),
                                 g_array_index (self->watched_handlers, gulong, i));
  g_ptr_array_set_size (self->watched_models, 0);
  g_array_set_size (self->watched_handlers, 0);
}

static void
action_changed_cb (GActionGroup *group,
                   const char   *action_name,
                   gpointer      unused,
                   gpointer      user_data)
{
  schedule_update (CARRY_ON_DBUS_MENU (user_data));
}

static void
action_added_removed_cb (GActionGroup *group,
                         const char   *action_name,
                         gpointer      user_data)
{
  schedule_update (CARRY_ON_DBUS_MENU (user_data));
}

/* Builds the tree anew from the model.  Models are re-watched on the way:
 * sections and submenus may have come and gone. */
static void
rebuild (CarryOnDbusMenu *self)
{
  BuildState state;

  state.old_ids = self->ids_by_key;
  state.new_ids = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  state.nodes = g_hash_table_new (NULL, NULL);

  unwatch_models (self);
  g_clear_pointer (&self->root, menu_node_free);

  self->root = menu_node_new (0);
  menu_node_set (self->root, "children-display", g_variant_new_string ("submenu"));
  g_hash_table_insert (state.nodes, GINT_TO_POINTER (0), self->root);
  if (self->model != NULL)
    {
      watch_model (self, self->model);
      build_children (self, &state, self->model, self->root, self->next_serial++);
    }

  g_clear_pointer (&self->ids_by_key, g_hash_table_unref);
  self->ids_by_key = state.new_ids;
  g_clear_pointer (&self->nodes_by_id, g_hash_table_unref);
  self->nodes_by_id = state.nodes;
}

static void
append_shape (MenuNode *node,
              GString  *out)
{
  g_string_append_printf (out, "%d", node->id);
  if (node->children->len == 0)
    return;
  g_string_append_c (out, '(');
  for (guint i = 0; i < node->children->len; i++)
    {
      if (i > 0)
        g_string_append_c (out, ',');
      append_shape (g_ptr_array_index (node->children, i), out);
    }
  g_string_append_c (out, ')');
}

static char *
dup_shape (MenuNode *root)
{
  GString *out = g_string_new (NULL);

  if (root != NULL)
    append_shape (root, out);
  return g_string_free (out, FALSE);
}

static gboolean
update_cb (gpointer user_data)
{
  CarryOnDbusMenu *self = user_data;
  g_autoptr(GHashTable) old_nodes = NULL;
  g_autofree char *old_shape = NULL;
  g_autofree char *new_shape = NULL;
  MenuNode *old_root;
  GVariantBuilder updated, removed;
  gboolean any_props = FALSE;
  GHashTableIter iter;
  gpointer key, value;

  self->update_source = 0;

  /* Keep the old tree alive for the diff. */
  old_root = g_steal_pointer (&self->root);
  old_nodes = g_steal_pointer (&self->nodes_by_id);
  old_shape = dup_shape (old_root);

  rebuild (self);
  new_shape = dup_shape (self->root);

  g_variant_builder_init (&updated, G_VARIANT_TYPE ("a(ia{sv})"));
  g_variant_builder_init (&removed, G_VARIANT_TYPE ("a(ias)"));
  g_hash_table_iter_init (&iter, self->nodes_by_id);
  while (old_nodes != NULL && g_hash_table_iter_next (&iter, &key, &value))
    {
      MenuNode *node = value;
      MenuNode *old = g_hash_table_lookup (old_nodes, key);
      GHashTableIter piter;
      gpointer pname, pvalue;
      GVariantBuilder changed, gone;
      gboolean any_changed = FALSE, any_gone = FALSE;

      if (old == NULL)
        continue;

      g_variant_builder_init (&changed, G_VARIANT_TYPE ("a{sv}"));
      g_hash_table_iter_init (&piter, node->props);
      while (g_hash_table_iter_next (&piter, &pname, &pvalue))
        {
          GVariant *before = g_hash_table_lookup (old->props, pname);

          if (before == NULL || !g_variant_equal (before, pvalue))
            {
              g_variant_builder_add (&changed, "{sv}", pname, pvalue);
              any_changed = TRUE;
            }
        }

      g_variant_builder_init (&gone, G_VARIANT_TYPE ("as"));
      g_hash_table_iter_init (&piter, old->props);
      while (g_hash_table_iter_next (&piter, &pname, NULL))
        if (!g_hash_table_contains (node->props, pname))
          {
            g_variant_builder_add (&gone, "s", pname);
            any_gone = TRUE;
          }

      if (any_changed)
        g_variant_builder_add (&updated, "(i@a{sv})", node->id,
                               g_variant_builder_end (&changed));
      else
        g_variant_builder_clear (&changed);
      if (any_gone)
        g_variant_builder_add (&removed, "(i@as)", node->id,
                               g_variant_builder_end (&gone));
      else
        g_variant_builder_clear (&gone);
      any_props |= any_changed || any_gone;
    }

  if (old_root != NULL)
    menu_node_free (old_root);

  if (self->object_id != 0 && any_props)
    g_dbus_connection_emit_signal (self->connection, NULL, self->object_path,
                                   MENU_INTERFACE, "ItemsPropertiesUpdated",
                                   g_variant_new ("(a(ia{sv})a(ias))", &updated, &removed),
                                   NULL);
  else
    {
      g_variant_builder_clear (&updated);
      g_variant_builder_clear (&removed);
    }

  if (g_strcmp0 (old_shape, new_shape) != 0)
    {
      self->revision++;
      g_debug ("Menu layout revision %u: %s", self->revision, new_shape);
      if (self->object_id != 0)
        g_dbus_connection_emit_signal (self->connection, NULL, self->object_path,
                                       MENU_INTERFACE, "LayoutUpdated",
                                       g_variant_new ("(ui)", self->revision, 0),
                                       NULL);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_REVISION]);
    }

  return G_SOURCE_REMOVE;
}

/* Coalesces a burst of changes into one rebuild (and one signal). */
static void
schedule_update (CarryOnDbusMenu *self)
{
  if (self->update_source == 0)
    self->update_source = g_idle_add (update_cb, self);
}

static void
ensure_tree (CarryOnDbusMenu *self)
{
  if (self->root == NULL)
    rebuild (self);
}

/* ---- D-Bus methods -------------------------------------------------------- */

static gboolean
name_wanted (const char * const *names,
             const char         *name)
{
  return names == NULL || names[0] == NULL || g_strv_contains (names, name);
}

static int
compare_names (const void *a,
               const void *b)
{
  return strcmp (*(const char * const *) a, *(const char * const *) b);
}

static GVariant *
node_props (MenuNode           *node,
            const char * const *names)
{
  GVariantBuilder builder;
  g_autofree const char **keys = NULL;
  guint n_keys;

  /* Sorted, so the layout is the same bytes every time (golden tests). */
  keys = (const char **) g_hash_table_get_keys_as_array (node->props, &n_keys);
  qsort (keys, n_keys, sizeof (char *), compare_names);

  g_variant_builder_init (&builder, G_VARIANT_TYPE ("a{sv}"));
  for (guint i = 0; i < n_keys; i++)
    if (name_wanted (names, keys[i]))
      g_variant_builder_add (&builder, "{sv}", keys[i],
                             g_hash_table_lookup (node->props, keys[i]));
  return g_variant_builder_end (&builder);
}

static GVariant *
node_layout (MenuNode           *node,
             int                 depth,
             const char * const *names)
{
  GVariantBuilder children;

  g_variant_builder_init (&children, G_VARIANT_TYPE ("av"));
  if (depth != 0)
    for (guint i = 0; i < node->children->len; i++)
      g_variant_builder_add (&children, "v",
                             node_layout (g_ptr_array_index (node->children, i),
                                          depth < 0 ? -1 : depth - 1, names));

  return g_variant_new ("(i@a{sv}av)", node->id, node_props (node, names), &children);
}

typedef struct
{
  CarryOnDbusMenu *self;
  char            *action;
  GVariant        *target;
} Activation;

static void
activation_free (gpointer data)
{
  Activation *activation = data;

  g_clear_object (&activation->self);
  g_clear_pointer (&activation->target, g_variant_unref);
  g_free (activation->action);
  g_free (activation);
}

static gboolean
activate_cb (gpointer data)
{
  Activation *activation = data;
  CarryOnDbusMenu *self = activation->self;

  if (self->actions == NULL
      || !g_action_group_has_action (self->actions, activation->action))
    {
      g_debug ("Menu action %s went away before it ran", activation->action);
      return G_SOURCE_REMOVE;
    }
  if (!g_action_group_get_action_enabled (self->actions, activation->action))
    {
      g_debug ("Menu action %s is disabled", activation->action);
      return G_SOURCE_REMOVE;
    }

  g_debug ("Menu activates %s", activation->action);
  g_action_group_activate_action (self->actions, activation->action, activation->target);
  g_signal_emit (self, signals[ITEM_ACTIVATED], 0, activation->action, activation->target);
  return G_SOURCE_REMOVE;
}

/* Returns FALSE when @id is no item. */
static gboolean
handle_event (CarryOnDbusMenu *self,
              int              id,
              const char      *event_id)
{
  MenuNode *node = g_hash_table_lookup (self->nodes_by_id, GINT_TO_POINTER (id));
  Activation *activation;

  g_debug ("Menu event \"%s\" on item %d", event_id, id);
  if (node == NULL)
    return FALSE;

  /* "opened", "closed", "hovered": nothing to do. */
  if (!g_str_equal (event_id, "clicked") || node->action == NULL)
    return TRUE;

  activation = g_new0 (Activation, 1);
  activation->self = g_object_ref (self);
  activation->action = g_strdup (node->action);
  activation->target = node->target ? g_variant_ref (node->target) : NULL;
  g_idle_add_full (G_PRIORITY_DEFAULT_IDLE, activate_cb, activation, activation_free);
  return TRUE;
}

static void
menu_method_call (GDBusConnection       *connection,
                  const char            *sender,
                  const char            *object_path,
                  const char            *interface_name,
                  const char            *method_name,
                  GVariant              *parameters,
                  GDBusMethodInvocation *invocation,
                  gpointer               user_data)
{
  CarryOnDbusMenu *self = user_data;

  ensure_tree (self);

  if (g_str_equal (method_name, "GetLayout"))
    {
      int parent_id, depth;
      g_autofree const char **names = NULL;
      MenuNode *node;

      g_variant_get (parameters, "(ii^a&s)", &parent_id, &depth, &names);
      node = g_hash_table_lookup (self->nodes_by_id, GINT_TO_POINTER (parent_id));
      if (node == NULL)
        {
          g_dbus_method_invocation_return_error (invocation, G_DBUS_ERROR,
                                                 G_DBUS_ERROR_INVALID_ARGS,
                                                 "No menu item with id %d", parent_id);
          return;
        }
      g_dbus_method_invocation_return_value (invocation,
                                             g_variant_new ("(u@(ia{sv}av))", self->revision,
                                                            node_layout (node, depth, names)));
    }
  else if (g_str_equal (method_name, "GetGroupProperties"))
    {
      g_autoptr(GVariant) ids = NULL;
      g_autofree const char **names = NULL;
      GVariantBuilder builder;
      gsize n_ids;
      const gint32 *id_list;

      g_variant_get (parameters, "(@ai^a&s)", &ids, &names);
      id_list = g_variant_get_fixed_array (ids, &n_ids, sizeof (gint32));
      g_variant_builder_init (&builder, G_VARIANT_TYPE ("a(ia{sv})"));
      if (n_ids == 0)
        {
          GHashTableIter iter;
          gpointer value;

          g_hash_table_iter_init (&iter, self->nodes_by_id);
          while (g_hash_table_iter_next (&iter, NULL, &value))
            g_variant_builder_add (&builder, "(i@a{sv})", ((MenuNode *) value)->id,
                                   node_props (value, names));
        }
      for (gsize i = 0; i < n_ids; i++)
        {
          MenuNode *node = g_hash_table_lookup (self->nodes_by_id, GINT_TO_POINTER (id_list[i]));

          /* Unknown ids are left out, as libdbusmenu-glib does. */
          if (node != NULL)
            g_variant_builder_add (&builder, "(i@a{sv})", node->id, node_props (node, names));
        }
      g_dbus_method_invocation_return_value (invocation,
                                             g_variant_new ("(a(ia{sv}))", &builder));
    }
  else if (g_str_equal (method_name, "GetProperty"))
    {
      int id;
      const char *name;
      MenuNode *node;
      GVariant *value = NULL;

      g_variant_get (parameters, "(i&s)", &id, &name);
      node = g_hash_table_lookup (self->nodes_by_id, GINT_TO_POINTER (id));
      if (node != NULL)
        value = g_hash_table_lookup (node->props, name);
      if (value == NULL)
        {
          g_dbus_method_invocation_return_error (invocation, G_DBUS_ERROR,
                                                 G_DBUS_ERROR_INVALID_ARGS,
                                                 "No property %s on menu item %d", name, id);
          return;
        }
      g_dbus_method_invocation_return_value (invocation, g_variant_new ("(v)", value));
    }
  else if (g_str_equal (method_name, "Event"))
    {
      int id;
      const char *event_id;

      g_variant_get (parameters, "(i&svu)", &id, &event_id, NULL, NULL);
      if (!handle_event (self, id, event_id))
        {
          g_dbus_method_invocation_return_error (invocation, G_DBUS_ERROR,
                                                 G_DBUS_ERROR_INVALID_ARGS,
                                                 "No menu item with id %d", id);
          return;
        }
      /* The action runs from an idle callback, after this reply. */
      g_dbus_method_invocation_return_value (invocation, NULL);
    }
  else if (g_str_equal (method_name, "EventGroup"))
    {
      g_autoptr(GVariantIter) events = NULL;
      GVariantBuilder errors;
      int id;
      const char *event_id;
      gboolean any_ok = FALSE;
      gsize n_events;

      g_variant_get (parameters, "(a(isvu))", &events);
      n_events = g_variant_iter_n_children (events);
      g_variant_builder_init (&errors, G_VARIANT_TYPE ("ai"));
      while (g_variant_iter_loop (events, "(i&svu)", &id, &event_id, NULL, NULL))
        {
          if (handle_event (self, id, event_id))
            any_ok = TRUE;
          else
            g_variant_builder_add (&errors, "i", id);
        }
      if (!any_ok && n_events > 0)
        {
          g_variant_builder_clear (&errors);
          g_dbus_method_invocation_return_error (invocation, G_DBUS_ERROR,
                                                 G_DBUS_ERROR_INVALID_ARGS,
                                                 "None of the %" G_GSIZE_FORMAT " menu items exist",
                                                 n_events);
          return;
        }
      g_dbus_method_invocation_return_value (invocation, g_variant_new ("(ai)", &errors));
    }
  else if (g_str_equal (method_name, "AboutToShow"))
    {
      int id;

      g_variant_get (parameters, "(i)", &id);
      g_debug ("Menu about to show item %d", id);
      /* The tree is always current: no update is needed. */
      g_dbus_method_invocation_return_value (invocation, g_variant_new ("(b)", FALSE));
    }
  else if (g_str_equal (method_name, "AboutToShowGroup"))
    {
      g_autoptr(GVariant) ids = NULL;
      GVariantBuilder errors;
      gsize n_ids;
      const gint32 *id_list;

      g_variant_get (parameters, "(@ai)", &ids);
      id_list = g_variant_get_fixed_array (ids, &n_ids, sizeof (gint32));
      g_variant_builder_init (&errors, G_VARIANT_TYPE ("ai"));
      for (gsize i = 0; i < n_ids; i++)
        if (!g_hash_table_contains (self->nodes_by_id, GINT_TO_POINTER (id_list[i])))
          g_variant_builder_add (&errors, "i", id_list[i]);
      g_dbus_method_invocation_return_value (invocation,
                                             g_variant_new ("(@aiai)",
                                                            g_variant_new_array (G_VARIANT_TYPE_INT32, NULL, 0),
                                                            &errors));
    }
  else
    {
      g_dbus_method_invocation_return_error (invocation, G_DBUS_ERROR,
                                             G_DBUS_ERROR_UNKNOWN_METHOD,
                                             "No method %s", method_name);
    }
}

static GVariant *
menu_get_property (GDBusConnection  *connection,
                   const char       *sender,
                   const char       *object_path,
                   const char       *interface_name,
                   const char       *property_name,
                   GError          **error,
                   gpointer          user_data)
{
  if (g_str_equal (property_name, "Version"))
    return g_variant_new_uint32 (3);
  if (g_str_equal (property_name, "TextDirection"))
    return g_variant_new_string ("ltr");
  if (g_str_equal (property_name, "Status"))
    return g_variant_new_string ("normal");
  if (g_str_equal (property_name, "IconThemePath"))
    return g_variant_new_strv (NULL, 0);

  g_set_error (error, G_DBUS_ERROR, G_DBUS_ERROR_UNKNOWN_PROPERTY,
               "No property %s", property_name);
  return NULL;
}

static const GDBusInterfaceVTable menu_vtable = {
  menu_method_call,
  menu_get_property,
  NULL,
  { 0 }
};

/* ---- GObject ---------------------------------------------------------------- */

static void
carry_on_dbus_menu_constructed (GObject *object)
{
  CarryOnDbusMenu *self = CARRY_ON_DBUS_MENU (object);

  G_OBJECT_CLASS (carry_on_dbus_menu_parent_class)->constructed (object);

  if (self->actions != NULL)
    {
      self->action_handlers[0] = g_signal_connect (self->actions, "action-added",
                                                   G_CALLBACK (action_added_removed_cb), self);
      self->action_handlers[1] = g_signal_connect (self->actions, "action-removed",
                                                   G_CALLBACK (action_added_removed_cb), self);
      self->action_handlers[2] = g_signal_connect (self->actions, "action-enabled-changed",
                                                   G_CALLBACK (action_changed_cb), self);
      self->action_handlers[3] = g_signal_connect (self->actions, "action-state-changed",
                                                   G_CALLBACK (action_changed_cb), self);
    }
  rebuild (self);
}

static void
carry_on_dbus_menu_dispose (GObject *object)
{
  CarryOnDbusMenu *self = CARRY_ON_DBUS_MENU (object);

  carry_on_dbus_menu_unexport (self);
  g_clear_handle_id (&self->update_source, g_source_remove);
  if (self->watched_models != NULL)
    unwatch_models (self);
  if (self->actions != NULL)
    for (guint i = 0; i < G_N_ELEMENTS (self->action_handlers); i++)
      g_clear_signal_handler (&self->action_handlers[i], self->actions);
  g_clear_object (&self->actions);
  g_clear_object (&self->model);
  g_clear_object (&self->connection);

  G_OBJECT_CLASS (carry_on_dbus_menu_parent_class)->dispose (object);
}

static void
carry_on_dbus_menu_finalize (GObject *object)
{
  CarryOnDbusMenu *self = CARRY_ON_DBUS_MENU (object);

  g_clear_pointer (&self->root, menu_node_free);
  g_clear_pointer (&self->nodes_by_id, g_hash_table_unref);
  g_clear_pointer (&self->ids_by_key, g_hash_table_unref);
  g_clear_pointer (&self->watched_models, g_ptr_array_unref);
  g_clear_pointer (&self->watched_handlers, g_array_unref);
  g_clear_pointer (&self->object_path, g_free);

  G_OBJECT_CLASS (carry_on_dbus_menu_parent_class)->finalize (object);
}

static void
carry_on_dbus_menu_get_property (GObject    *object,
                                 guint       prop_id,
                                 GValue     *value,
                                 GParamSpec *pspec)
{
  CarryOnDbusMenu *self = CARRY_ON_DBUS_MENU (object);

  switch (prop_id)
    {
    case PROP_CONNECTION:
      g_value_set_object (value, self->connection);
      break;
    case PROP_OBJECT_PATH:
      g_value_set_string (value, self->object_path);
      break;
    case PROP_MODEL:
      g_value_set_object (value, self->model);
      break;
    case PROP_ACTIONS:
      g_value_set_object (value, self->actions);
      break;
    case PROP_REVISION:
      g_value_set_uint (value, self->revision);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
carry_on_dbus_menu_set_property (GObject      *object,
                                 guint         prop_id,
                                 const GValue *value,
                                 GParamSpec   *pspec)
{
  CarryOnDbusMenu *self = CARRY_ON_DBUS_MENU (object);

  switch (prop_id)
    {
    case PROP_CONNECTION:
      self->connection = g_value_dup_object (value);
      break;
    case PROP_OBJECT_PATH:
      self->object_path = g_value_dup_string (value);
      break;
    case PROP_MODEL:
      self->model = g_value_dup_object (value);
      break;
    case PROP_ACTIONS:
      self->actions = g_value_dup_object (value);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
carry_on_dbus_menu_class_init (CarryOnDbusMenuClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GParamFlags construct = G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS;

  object_class->constructed = carry_on_dbus_menu_constructed;
  object_class->dispose = carry_on_dbus_menu_dispose;
  object_class->finalize = carry_on_dbus_menu_finalize;
  object_class->get_property = carry_on_dbus_menu_get_property;
  object_class->set_property = carry_on_dbus_menu_set_property;

  /** CarryOnDbusMenu:connection: the bus connection (construct only) */
  properties[PROP_CONNECTION] =
    g_param_spec_object ("connection", NULL, NULL, G_TYPE_DBUS_CONNECTION, construct);
  /** CarryOnDbusMenu:object-path: where the menu is exported (construct only) */
  properties[PROP_OBJECT_PATH] =
    g_param_spec_string ("object-path", NULL, NULL, NULL, construct);
  /** CarryOnDbusMenu:model: the menu (construct only; it may change) */
  properties[PROP_MODEL] =
    g_param_spec_object ("model", NULL, NULL, G_TYPE_MENU_MODEL, construct);
  /** CarryOnDbusMenu:actions: the actions its items name (construct only) */
  properties[PROP_ACTIONS] =
    g_param_spec_object ("actions", NULL, NULL, G_TYPE_ACTION_GROUP, construct);
  /**
   * CarryOnDbusMenu:revision:
   * The layout revision hosts see in GetLayout and LayoutUpdated; it grows
   * each time the tree's shape changes.
   */
  properties[PROP_REVISION] =
    g_param_spec_uint ("revision", NULL, NULL, 0, G_MAXUINT, 0,
                       G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * CarryOnDbusMenu::item-activated:
   * @action_name: the action as named in the group
   * @target: (nullable): its target
   *
   * After a host's "clicked" Event ran the item's action.
   */
  signals[ITEM_ACTIVATED] =
    g_signal_new ("item-activated", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 2, G_TYPE_STRING, G_TYPE_VARIANT);
}

static void
carry_on_dbus_menu_init (CarryOnDbusMenu *self)
{
  self->next_id = 1;
  self->revision = 1;
  self->watched_models = g_ptr_array_new_with_free_func (g_object_unref);
  self->watched_handlers = g_array_new (FALSE, FALSE, sizeof (gulong));
}

/**
 * carry_on_dbus_menu_new:
 * @connection: (transfer none): the bus connection to export on
 * @object_path: where to export, normally
 *   %CARRY_ON_STATUS_NOTIFIER_MENU_PATH ("/StatusNotifierItem/Menu")
 * @model: (transfer none): the menu; it is followed (items-changed on it,
 *   its sections and submenus)
 * @actions: (transfer none) (nullable): the actions its items name; a
 *   name "app.x" is looked up as "app.x", then as "x" (so a GApplication
 *   serves a menu written for the window)
 *
 * Nothing is exported until carry_on_dbus_menu_export().
 *
 * Returns: (transfer full): a new #CarryOnDbusMenu
 */
CarryOnDbusMenu *
carry_on_dbus_menu_new (GDBusConnection *connection,
                        const char      *object_path,
                        GMenuModel      *model,
                        GActionGroup    *actions)
{
  g_return_val_if_fail (G_IS_DBUS_CONNECTION (connection), NULL);
  g_return_val_if_fail (object_path != NULL && g_variant_is_object_path (object_path), NULL);
  g_return_val_if_fail (G_IS_MENU_MODEL (model), NULL);
  g_return_val_if_fail (actions == NULL || G_IS_ACTION_GROUP (actions), NULL);

  return g_object_new (CARRY_ON_TYPE_DBUS_MENU,
                       "connection", connection,
                       "object-path", object_path,
                       "model", model,
                       "actions", actions,
                       NULL);
}

/**
 * carry_on_dbus_menu_export:
 * @error: a #GError, or %NULL
 *
 * Exports the menu on the connection.  Calling it again is a no-op.
 *
 * Returns: %FALSE with @error set (%G_IO_ERROR_EXISTS: another object is
 *   exported at the path)
 */
gboolean
carry_on_dbus_menu_export (CarryOnDbusMenu  *self,
                           GError          **error)
{
  g_return_val_if_fail (CARRY_ON_IS_DBUS_MENU (self), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (self->object_id != 0)
    return TRUE;

  self->object_id = g_dbus_connection_register_object (self->connection, self->object_path,
                                                       menu_interface_info (), &menu_vtable,
                                                       self, NULL, error);
  return self->object_id != 0;
}

/**
 * carry_on_dbus_menu_unexport:
 *
 * Removes the object from the bus (also done on dispose).
 */
void
carry_on_dbus_menu_unexport (CarryOnDbusMenu *self)
{
  g_return_if_fail (CARRY_ON_IS_DBUS_MENU (self));

  if (self->object_id != 0 && self->connection != NULL)
    g_dbus_connection_unregister_object (self->connection, self->object_id);
  self->object_id = 0;
}

/**
 * carry_on_dbus_menu_get_object_path:
 *
 * Returns: (transfer none): where the menu is exported
 */
const char *
carry_on_dbus_menu_get_object_path (CarryOnDbusMenu *self)
{
  g_return_val_if_fail (CARRY_ON_IS_DBUS_MENU (self), NULL);

  return self->object_path;
}

/**
 * carry_on_dbus_menu_get_model:
 *
 * Returns: (transfer none): the exported menu model
 */
GMenuModel *
carry_on_dbus_menu_get_model (CarryOnDbusMenu *self)
{
  g_return_val_if_fail (CARRY_ON_IS_DBUS_MENU (self), NULL);

  return self->model;
}

/**
 * carry_on_dbus_menu_get_actions:
 *
 * Returns: (transfer none) (nullable): the action group
 */
GActionGroup *
carry_on_dbus_menu_get_actions (CarryOnDbusMenu *self)
{
  g_return_val_if_fail (CARRY_ON_IS_DBUS_MENU (self), NULL);

  return self->actions;
}

/**
 * carry_on_dbus_menu_get_revision:
 *
 * Returns: the layout revision (starts at 1)
 */
guint
carry_on_dbus_menu_get_revision (CarryOnDbusMenu *self)
{
  g_return_val_if_fail (CARRY_ON_IS_DBUS_MENU (self), 0);

  return self->revision;
}

/**
 * carry_on_dbus_menu_dup_layout:
 *
 * The whole layout as hosts see it, after any pending update was applied.
 *
 * Returns: (transfer full): a #GVariant of type (ia{sv}av)
 */
GVariant *
carry_on_dbus_menu_dup_layout (CarryOnDbusMenu *self)
{
  g_return_val_if_fail (CARRY_ON_IS_DBUS_MENU (self), NULL);

  if (self->update_source != 0)
    {
      g_clear_handle_id (&self->update_source, g_source_remove);
      update_cb (self);
    }
  ensure_tree (self);
  return g_variant_ref_sink (node_layout (self->root, -1, NULL));
}
