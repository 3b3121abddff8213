/* carry-on-host-monitor.c
 *
 * SPDX-FileCopyrightText: 2026 The Carry On authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Host discovery: every socket of our uid in the hosts directory,
 * plus the paths of the `extra-sockets` setting (e.g. a remote host's socket
 * forwarded with `ssh -L local.sock:remote.sock`), becomes a CarryOnHost.
 * Each path is looked at on its own, so a file that is refused (not a socket,
 * another uid) or a host that never answers blocks nobody else.
 */

#include "config.h"

#include <errno.h>
#include <sys/stat.h>
#include <unistd.h>

#include <glib/gstdio.h>

#include "carry-on-host-monitor.h"

struct _CarryOnHostMonitor
{
  GObject             parent_instance;

  CarryOnSupervisor  *supervisor;
  CarryOnSettings    *settings;
  CarryOnClock       *clock;
  char               *hosts_dir;

  GFileMonitor       *dir_monitor;
  GHashTable         *hosts;          /* path → CarryOnHost */
  GHashTable         *ignored;        /* path → reason */
  GHashTable         *extra;          /* path → GFileMonitor */
  gulong              settings_handler;
  gboolean            running;
};

G_DEFINE_FINAL_TYPE (CarryOnHostMonitor, carry_on_host_monitor, G_TYPE_OBJECT)

enum {
  SIGNAL_HOST_ADDED,
  SIGNAL_HOST_REMOVED,
  SIGNAL_IGNORED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
monitor_free (gpointer data)
{
  GFileMonitor *monitor = data;

  if (monitor == NULL)
    return;
  g_file_monitor_cancel (monitor);
  g_object_unref (monitor);
}

static gboolean
is_in_hosts_dir (CarryOnHostMonitor *self,
                 const char         *path)
{
  g_autofree char *dir = g_path_get_dirname (path);

  return g_strcmp0 (dir, self->hosts_dir) == 0;
}

static void
remove_host (CarryOnHostMonitor *self,
             const char         *path,
             const char         *why)
{
  g_autoptr(CarryOnHost) host = NULL;
  g_autofree char *key = NULL;

  if (!g_hash_table_steal_extended (self->hosts, path, (gpointer *) &key, (gpointer *) &host))
    return;

  g_message ("host socket %s %s; removing its host", path, why);
  if (self->supervisor != NULL)
    carry_on_supervisor_remove_host (self->supervisor, host);
  carry_on_host_stop (host);
  g_signal_emit (self, signals[SIGNAL_HOST_REMOVED], 0, host);
}

static void
add_host (CarryOnHostMonitor *self,
          const char         *path)
{
  g_autoptr(CarryOnHost) host = carry_on_host_new (path, self->clock);

  g_debug ("monitor: new host socket %s", path);
  g_hash_table_insert (self->hosts, g_strdup (path), g_object_ref (host));
  if (self->supervisor != NULL)
    carry_on_supervisor_add_host (self->supervisor, host);
  else
    carry_on_host_start (host);
  g_signal_emit (self, signals[SIGNAL_HOST_ADDED], 0, host);
}

static void
ignore_path (CarryOnHostMonitor *self,
             const char         *path,
             const char         *reason,
             gboolean            warn)
{
  const char *old = g_hash_table_lookup (self->ignored, path);

  /* One log line per file and reason, however often it is looked at. */
  if (g_strcmp0 (old, reason) != 0)
    {
      if (warn)
        g_warning ("ignoring %s: %s", path, reason);
      else
        g_message ("ignoring %s: %s", path, reason);
      g_hash_table_insert (self->ignored, g_strdup (path), g_strdup (reason));
      g_signal_emit (self, signals[SIGNAL_IGNORED], 0, path, reason);
    }

  remove_host (self, path, "is no longer usable");
}

/* Looks at one path.  @fresh: the file was just created (or moved in), so a
 * host that had given up on it gets a new chance. */
static void
consider (CarryOnHostMonitor *self,
          const char         *path,
          gboolean            fresh)
{
  CarryOnHost *host;
  GStatBuf st;

  if (g_lstat (path, &st) != 0)
    {
      g_hash_table_remove (self->ignored, path);
      remove_host (self, path, "is gone");
      return;
    }

  if (!S_ISSOCK (st.st_mode))
    {
      /* Hosts may keep other files next to their sockets; quietly skip
       * directories and dot files, log the rest once. */
      if (S_ISDIR (st.st_mode))
        return;
      ignore_path (self, path, "not a socket", FALSE);
      return;
    }

  if (st.st_uid != getuid ())
    {
      g_autofree char *reason = g_strdup_printf ("a socket of uid %u, not ours (%u)",
                                                 (guint) st.st_uid, (guint) getuid ());
      ignore_path (self, path, reason, TRUE);
      return;
    }

  g_hash_table_remove (self->ignored, path);

  host = g_hash_table_lookup (self->hosts, path);
  if (host != NULL)
    {
      CarryOnHostState state = carry_on_host_get_state (host);

      if (state == CARRY_ON_HOST_STATE_CLOSED
          || (fresh && (state == CARRY_ON_HOST_STATE_REFUSED
                        || state == CARRY_ON_HOST_STATE_RECONNECTING)))
        remove_host (self, path, "was replaced");
      else
        return;
    }

  add_host (self, path);
}

static void
scan_dir (CarryOnHostMonitor *self)
{
  g_autoptr(GDir) dir = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) gone = g_ptr_array_new_with_free_func (g_free);
  GHashTableIter iter;
  gpointer key;
  const char *name;

  dir = g_dir_open (self->hosts_dir, 0, &error);
  if (dir == NULL)
    g_message ("cannot list the hosts directory: %s", error->message);

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = g_build_filename (self->hosts_dir, name, NULL);

      if (name[0] == '.')
        continue;
      consider (self, path, FALSE);
    }

  /* Files that went away without an event. */
  g_hash_table_iter_init (&iter, self->hosts);
  while (g_hash_table_iter_next (&iter, &key, NULL))
    {
      GStatBuf st;

      if (g_lstat (key, &st) != 0)
        g_ptr_array_add (gone, g_strdup (key));
    }
  for (guint i = 0; i < gone->len; i++)
    remove_host (self, g_ptr_array_index (gone, i), "is gone");
}

static void
file_changed_cb (GFileMonitor      *monitor,
                 GFile             *file,
                 GFile             *other_file,
                 GFileMonitorEvent  event,
                 gpointer           user_data)
{
  CarryOnHostMonitor *self = user_data;
  g_autofree char *path = g_file_get_path (file);
  g_autofree char *other = other_file != NULL ? g_file_get_path (other_file) : NULL;
  g_autofree char *base = g_path_get_basename (path);

  if (!self->running || path == NULL)
    return;
  /* The directory monitor also reports the directory itself. */
  if (g_strcmp0 (path, self->hosts_dir) == 0)
    return;
  if (!is_in_hosts_dir (self, path) && !g_hash_table_contains (self->extra, path))
    return;
  /* Dot files are not hosts, but a host may bind a hidden name and rename
   * it into place once it listens (CarryOnHostServer does): that rename
   * counts as the new name appearing. */
  if (base[0] == '.' && !g_hash_table_contains (self->extra, path)
      && event != G_FILE_MONITOR_EVENT_RENAMED)
    return;

  switch (event)
    {
    case G_FILE_MONITOR_EVENT_CREATED:
    case G_FILE_MONITOR_EVENT_MOVED_IN:
      consider (self, path, TRUE);
      break;

    case G_FILE_MONITOR_EVENT_ATTRIBUTE_CHANGED:
      consider (self, path, FALSE);
      break;

    case G_FILE_MONITOR_EVENT_DELETED:
    case G_FILE_MONITOR_EVENT_MOVED_OUT:
      g_hash_table_remove (self->ignored, path);
      remove_host (self, path, "is gone");
      break;

    case G_FILE_MONITOR_EVENT_RENAMED:
      g_hash_table_remove (self->ignored, path);
      remove_host (self, path, "was renamed");
      if (other != NULL && g_hash_table_contains (self->extra, other))
        consider (self, other, TRUE);
      else if (other != NULL && is_in_hosts_dir (self, other))
        {
          g_autofree char *other_base = g_path_get_basename (other);

          if (other_base[0] != '.')
            consider (self, other, TRUE);
        }
      break;

    case G_FILE_MONITOR_EVENT_CHANGED:
    case G_FILE_MONITOR_EVENT_CHANGES_DONE_HINT:
    case G_FILE_MONITOR_EVENT_PRE_UNMOUNT:
    case G_FILE_MONITOR_EVENT_UNMOUNTED:
    case G_FILE_MONITOR_EVENT_MOVED:
    default:
      break;
    }
}

/* Follows the `extra-sockets` setting: a file monitor per path (it also
 * reports a file that does not exist yet, such as an ssh -L socket). */
static void
update_extra (CarryOnHostMonitor *self)
{
  g_auto(GStrv) paths = NULL;
  g_autoptr(GHashTable) wanted = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_autoptr(GPtrArray) dropped = g_ptr_array_new_with_free_func (g_free);
  GHashTableIter iter;
  gpointer key;

  if (self->settings != NULL)
    paths = carry_on_settings_dup_extra_sockets (self->settings);

  for (guint i = 0; paths != NULL && paths[i] != NULL; i++)
    {
      g_autofree char *expanded = NULL;
      g_autofree char *path = NULL;

      if (paths[i][0] == '\0')
        continue;
      if (paths[i][0] == '~' && paths[i][1] == '/')
        expanded = g_build_filename (g_get_home_dir (), paths[i] + 2, NULL);
      else
        expanded = g_strdup (paths[i]);
      if (!g_path_is_absolute (expanded))
        {
          g_message ("extra socket \"%s\" is not an absolute path; skipped", paths[i]);
          continue;
        }
      path = g_canonicalize_filename (expanded, NULL);
      g_hash_table_add (wanted, g_steal_pointer (&path));
    }

  /* Drop the ones no longer listed. */
  g_hash_table_iter_init (&iter, self->extra);
  while (g_hash_table_iter_next (&iter, &key, NULL))
    if (!g_hash_table_contains (wanted, key))
      g_ptr_array_add (dropped, g_strdup (key));
  for (guint i = 0; i < dropped->len; i++)
    {
      const char *path = g_ptr_array_index (dropped, i);

      g_hash_table_remove (self->extra, path);
      if (!is_in_hosts_dir (self, path))
        {
          g_hash_table_remove (self->ignored, path);
          remove_host (self, path, "is no longer in extra-sockets");
        }
    }

  /* Watch and look at the listed ones. */
  g_hash_table_iter_init (&iter, wanted);
  while (g_hash_table_iter_next (&iter, &key, NULL))
    {
      const char *path = key;

      if (!g_hash_table_contains (self->extra, path))
        {
          g_autoptr(GFile) file = g_file_new_for_path (path);
          g_autoptr(GError) error = NULL;
          g_autoptr(GFileMonitor) monitor = NULL;

          monitor = g_file_monitor_file (file, G_FILE_MONITOR_WATCH_MOVES, NULL, &error);
          if (monitor == NULL)
            g_message ("cannot watch the extra socket %s: %s", path, error->message);
          else
            g_signal_connect_object (monitor, "changed", G_CALLBACK (file_changed_cb), self, 0);
          g_hash_table_insert (self->extra, g_strdup (path),
                               monitor != NULL ? g_object_ref (monitor) : NULL);
        }
      consider (self, path, FALSE);
    }
}

static void
extra_sockets_changed_cb (CarryOnHostMonitor *self)
{
  if (self->running)
    update_extra (self);
}

/**
 * carry_on_host_monitor_new:
 *
 * See carry-on-host-monitor.h.
 *
 * Returns: (transfer full)
 */
CarryOnHostMonitor *
carry_on_host_monitor_new (CarryOnSupervisor *supervisor,
                           CarryOnSettings   *settings,
                           CarryOnClock      *clock,
                           const char        *hosts_dir)
{
  CarryOnHostMonitor *self;

  g_return_val_if_fail (supervisor == NULL || CARRY_ON_IS_SUPERVISOR (supervisor), NULL);
  g_return_val_if_fail (settings == NULL || CARRY_ON_IS_SETTINGS (settings), NULL);
  g_return_val_if_fail (clock == NULL || CARRY_ON_IS_CLOCK (clock), NULL);
  g_return_val_if_fail (hosts_dir != NULL, NULL);

  self = g_object_new (CARRY_ON_TYPE_HOST_MONITOR, NULL);
  g_set_object (&self->supervisor, supervisor);
  g_set_object (&self->settings, settings);
  self->clock = clock != NULL ? g_object_ref (clock) : carry_on_clock_new_system ();
  self->hosts_dir = g_canonicalize_filename (hosts_dir, NULL);
  return self;
}

/**
 * carry_on_host_monitor_start:
 * @error: a #GError (%G_IO_ERROR)
 *
 * See carry-on-host-monitor.h.  Calling it while running does nothing.
 *
 * Returns: %TRUE when the hosts directory is watched
 */
gboolean
carry_on_host_monitor_start (CarryOnHostMonitor  *self,
                             GError             **error)
{
  g_autoptr(GFile) dir = NULL;

  g_return_val_if_fail (CARRY_ON_IS_HOST_MONITOR (self), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (self->running)
    return TRUE;

  dir = g_file_new_for_path (self->hosts_dir);
  self->dir_monitor = g_file_monitor_directory (dir, G_FILE_MONITOR_WATCH_MOVES, NULL, error);
  if (self->dir_monitor == NULL)
    return FALSE;
  g_signal_connect_object (self->dir_monitor, "changed", G_CALLBACK (file_changed_cb), self, 0);

  if (self->settings != NULL)
    self->settings_handler =
      g_signal_connect_object (carry_on_settings_get_gsettings (self->settings),
                               "changed::extra-sockets",
                               G_CALLBACK (extra_sockets_changed_cb), self,
                               G_CONNECT_SWAPPED);

  self->running = TRUE;
  g_debug ("monitor: watching %s for agent host sockets", self->hosts_dir);
  scan_dir (self);
  update_extra (self);
  return TRUE;
}

/**
 * carry_on_host_monitor_stop:
 *
 * Stops watching; every host the monitor added is removed from the
 * supervisor and stopped ("host-removed" each).  Idempotent.
 */
void
carry_on_host_monitor_stop (CarryOnHostMonitor *self)
{
  g_autoptr(GPtrArray) paths = NULL;
  GHashTableIter iter;
  gpointer key;

  g_return_if_fail (CARRY_ON_IS_HOST_MONITOR (self));

  self->running = FALSE;
  if (self->dir_monitor != NULL)
    {
      g_file_monitor_cancel (self->dir_monitor);
      g_signal_handlers_disconnect_by_data (self->dir_monitor, self);
      g_clear_object (&self->dir_monitor);
    }
  if (self->settings_handler != 0 && self->settings != NULL)
    g_clear_signal_handler (&self->settings_handler,
                            carry_on_settings_get_gsettings (self->settings));
  g_hash_table_remove_all (self->extra);

  paths = g_ptr_array_new_with_free_func (g_free);
  g_hash_table_iter_init (&iter, self->hosts);
  while (g_hash_table_iter_next (&iter, &key, NULL))
    g_ptr_array_add (paths, g_strdup (key));
  for (guint i = 0; i < paths->len; i++)
    remove_host (self, g_ptr_array_index (paths, i), "is no longer watched");
  g_hash_table_remove_all (self->ignored);
}

/**
 * carry_on_host_monitor_rescan:
 *
 * Looks at the directory and the extra sockets again (a safety net when
 * file-monitor events were lost).
 */
void
carry_on_host_monitor_rescan (CarryOnHostMonitor *self)
{
  g_return_if_fail (CARRY_ON_IS_HOST_MONITOR (self));

  if (!self->running)
    return;
  scan_dir (self);
  update_extra (self);
}

CarryOnHost *
carry_on_host_monitor_lookup (CarryOnHostMonitor *self,
                              const char         *socket_path)
{
  g_return_val_if_fail (CARRY_ON_IS_HOST_MONITOR (self), NULL);
  g_return_val_if_fail (socket_path != NULL, NULL);

  return g_hash_table_lookup (self->hosts, socket_path);
}

guint
carry_on_host_monitor_get_n_hosts (CarryOnHostMonitor *self)
{
  g_return_val_if_fail (CARRY_ON_IS_HOST_MONITOR (self), 0);

  return g_hash_table_size (self->hosts);
}

gboolean
carry_on_host_monitor_is_ignored (CarryOnHostMonitor *self,
                                  const char         *path)
{
  g_return_val_if_fail (CARRY_ON_IS_HOST_MONITOR (self), FALSE);
  g_return_val_if_fail (path != NULL, FALSE);

  return g_hash_table_contains (self->ignored, path);
}

static void
carry_on_host_monitor_dispose (GObject *object)
{
  CarryOnHostMonitor *self = CARRY_ON_HOST_MONITOR (object);

  if (self->hosts != NULL)
    carry_on_host_monitor_stop (self);
  g_clear_object (&self->supervisor);
  g_clear_object (&self->settings);
  g_clear_object (&self->clock);

  G_OBJECT_CLASS (carry_on_host_monitor_parent_class)->dispose (object);
}

static void
carry_on_host_monitor_finalize (GObject *object)
{
  CarryOnHostMonitor *self = CARRY_ON_HOST_MONITOR (object);

  g_clear_pointer (&self->hosts, g_hash_table_unref);
  g_clear_pointer (&self->ignored, g_hash_table_unref);
  g_clear_pointer (&self->extra, g_hash_table_unref);
  g_free (self->hosts_dir);

  G_OBJECT_CLASS (carry_on_host_monitor_parent_class)->finalize (object);
}

static void
carry_on_host_monitor_class_init (CarryOnHostMonitorClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = carry_on_host_monitor_dispose;
  object_class->finalize = carry_on_host_monitor_finalize;

  /**
   * CarryOnHostMonitor::host-added:
   * @host: the new host, already handed to the supervisor (or started)
   */
  signals[SIGNAL_HOST_ADDED] =
    g_signal_new ("host-added", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, CARRY_ON_TYPE_HOST);
  /**
   * CarryOnHostMonitor::host-removed:
   * @host: the host, removed from the supervisor and stopped
   */
  signals[SIGNAL_HOST_REMOVED] =
    g_signal_new ("host-removed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, CARRY_ON_TYPE_HOST);
  /**
   * CarryOnHostMonitor::ignored:
   * @path: the skipped file
   * @reason: why ("not a socket", "a socket of uid 65534, not ours (0)")
   */
  signals[SIGNAL_IGNORED] =
    g_signal_new ("ignored", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 2, G_TYPE_STRING, G_TYPE_STRING);
}

static void
carry_on_host_monitor_init (CarryOnHostMonitor *self)
{
  self->hosts = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_object_unref);
  self->ignored = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  self->extra = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, monitor_free);
}
