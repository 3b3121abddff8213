/* carry-on-paths.c
 *
 * SPDX-FileCopyrightText: 2026 The Carry On authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <gio/gio.h>
#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>

#include "carry-on-paths.h"

/**
 * carry_on_paths_dup_hosts_dir:
 *
 * The directory where agent hosts put their sockets (host protocol v1,
 * docs/protocol.md §1): `$CARRY_ON_HOSTS_DIR` when set and not empty, else
 * `$XDG_RUNTIME_DIR/carry-on/hosts` (g_get_user_runtime_dir(), which falls
 * back to the cache dir when XDG_RUNTIME_DIR is unset).
 *
 * Returns: (transfer full): an absolute path; nothing is created
 */
char *
carry_on_paths_dup_hosts_dir (void)
{
  const char *env = g_getenv ("CARRY_ON_HOSTS_DIR");

  if (env != NULL && env[0] != '\0')
    {
      if (g_path_is_absolute (env))
        return g_strdup (env);
      else
        {
          g_autofree char *cwd = g_get_current_dir ();
          return g_build_filename (cwd, env, NULL);
        }
    }

  return g_build_filename (g_get_user_runtime_dir (), "carry-on", "hosts", NULL);
}

/* Where a walk up from the hosts dir stops: the user's runtime dir, the
 * home directory, or "/". */
static gboolean
is_trust_root (const char *dir)
{
  g_autofree char *runtime = realpath (g_get_user_runtime_dir (), NULL);
  g_autofree char *home = realpath (g_get_home_dir (), NULL);

  return strcmp (dir, "/") == 0
         || (runtime != NULL && strcmp (dir, runtime) == 0)
         || (home != NULL && strcmp (dir, home) == 0);
}

/* @dir (no symlinks) must be ours or root's, and closed to others unless
 * it is sticky, as /tmp is: whoever can write to a directory above the
 * hosts dir can swap the hosts dir for their own, and every socket in it
 * is trusted as one of our hosts.  @shown is the hosts dir as given. */
static gboolean
check_dir_is_safe (const char  *dir,
                   const char  *shown,
                   GError     **error)
{
  GStatBuf st;

  if (g_lstat (dir, &st) != 0)
    {
      int saved_errno = errno;

      g_set_error (error, G_IO_ERROR, g_io_error_from_errno (saved_errno),
                   /* Translators: %1$s is a directory, %2$s the hosts directory, %3$s the system's error */
                   _("Cannot read %1$s, on the way to the hosts directory %2$s: %3$s"),
                   dir, shown, g_strerror (saved_errno));
      return FALSE;
    }
  if (st.st_uid != getuid () && st.st_uid != 0)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_PERMISSION_DENIED,
                   /* Translators: %1$s is a directory, %2$s the hosts directory, %3$u a user id */
                   _("%1$s, on the way to the hosts directory %2$s, belongs to uid %3$u, "
                     "who could replace the hosts directory"),
                   dir, shown, (guint) st.st_uid);
      return FALSE;
    }
  if ((st.st_mode & 0022) != 0 && (st.st_mode & S_ISVTX) == 0)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_PERMISSION_DENIED,
                   /* Translators: %1$s is a directory, %2$s the hosts directory, %3$04o its mode */
                   _("%1$s, on the way to the hosts directory %2$s, is writable by others "
                     "(mode %3$04o): anyone could replace the hosts directory"),
                   dir, shown, (guint) (st.st_mode & 07777));
      return FALSE;
    }
  return TRUE;
}

/* Checks every directory that the hosts dir @dir depends on, up to the
 * trust root: for each prefix of the path as written, the directory it
 * resolves to and every directory above that.  A symlink on the way is
 * then judged both by the directory holding it (could someone replace the
 * link?) and by where it leads. */
static gboolean
check_chain (const char  *dir,
             GError     **error)
{
  g_autofree char *prefix = g_strdup (dir);

  for (;;)
    {
      g_autofree char *real = realpath (prefix, NULL);
      g_autofree char *up = NULL;

      if (real == NULL)
        {
          int saved_errno = errno;

          g_set_error (error, G_IO_ERROR, g_io_error_from_errno (saved_errno),
                       /* Translators: %1$s is a path, %2$s the hosts directory, %3$s the system's error */
                       _("Cannot resolve %1$s, on the way to the hosts directory %2$s: %3$s"),
                       prefix, dir, g_strerror (saved_errno));
          return FALSE;
        }

      for (g_autofree char *walk = g_strdup (real);;)
        {
          g_autofree char *next = NULL;

          if (!check_dir_is_safe (walk, dir, error))
            return FALSE;
          if (is_trust_root (walk))
            break;
          next = g_path_get_dirname (walk);
          g_free (walk);
          walk = g_steal_pointer (&next);
        }

      if (is_trust_root (real) || strcmp (prefix, "/") == 0)
        return TRUE;
      up = g_path_get_dirname (prefix);
      g_free (prefix);
      prefix = g_steal_pointer (&up);
    }
}

/**
 * carry_on_paths_ensure_hosts_dir:
 * @error: a #GError
 *
 * Creates the hosts directory with mode 0700 (parents 0700 too) when it is
 * missing; whoever comes first, a host or a supervisor, creates it.  An
 * existing directory must be owned by us and closed to others (no group or
 * other permission bits), because every socket in it is trusted to be one of
 * our own hosts.  So must be every directory it depends on, up to
 * `$XDG_RUNTIME_DIR`, the home directory or "/": each is ours or root's and
 * not writable by others unless sticky (as /tmp is), along the path as
 * written and along where its symlinks lead.
 *
 * Errors: %G_IO_ERROR_PERMISSION_DENIED when the directory is not ours or
 * is open to others; %G_IO_ERROR_NOT_DIRECTORY when the path is not a
 * directory; other %G_IO_ERROR codes when it cannot be created.
 *
 * Returns: (transfer full) (nullable): the path, or %NULL with @error set
 */
char *
carry_on_paths_ensure_hosts_dir (GError **error)
{
  g_autofree char *dir = carry_on_paths_dup_hosts_dir ();
  GStatBuf st;

  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (g_mkdir_with_parents (dir, 0700) != 0)
    {
      int saved_errno = errno;
      g_set_error (error, G_IO_ERROR, g_io_error_from_errno (saved_errno),
                   /* Translators: %1$s is the hosts directory, %2$s the system's error */
                   _("Cannot create the hosts directory %1$s: %2$s"),
                   dir, g_strerror (saved_errno));
      return NULL;
    }

  if (g_lstat (dir, &st) != 0)
    {
      int saved_errno = errno;
      g_set_error (error, G_IO_ERROR, g_io_error_from_errno (saved_errno),
                   /* Translators: %1$s is the hosts directory, %2$s the system's error */
                   _("Cannot read the hosts directory %1$s: %2$s"),
                   dir, g_strerror (saved_errno));
      return NULL;
    }

  if (!S_ISDIR (st.st_mode))
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_DIRECTORY,
                   _("The hosts directory %s is not a directory"), dir);
      return NULL;
    }

  if (st.st_uid != getuid ())
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_PERMISSION_DENIED,
                   /* Translators: %1$s is the hosts directory, %2$u and %3$u user ids */
                   _("The hosts directory %1$s belongs to uid %2$u, not to us (uid %3$u)"),
                   dir, (guint) st.st_uid, (guint) getuid ());
      return NULL;
    }

  if ((st.st_mode & 0077) != 0)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_PERMISSION_DENIED,
                   /* Translators: %1$s is the hosts directory, %2$04o its mode */
                   _("The hosts directory %1$s is open to others (mode %2$04o); "
                     "it must be 0700"),
                   dir, (guint) (st.st_mode & 07777));
      return NULL;
    }

  /* And the directories it depends on (a world-writable parent reached
   * through a symlink was accepted before). */
  if (!check_chain (dir, error))
    return NULL;

  return g_steal_pointer (&dir);
}

/**
 * carry_on_paths_dup_state_file:
 *
 * Where the supervisor keeps its per-session state across restarts:
 * `$XDG_STATE_HOME/carry-on/state.json`.  GLib 2.74 has
 * g_get_user_state_dir(), which falls back to `~/.local/state`.
 *
 * Returns: (transfer full): the path; nothing is created
 */
char *
carry_on_paths_dup_state_file (void)
{
  return g_build_filename (g_get_user_state_dir (), "carry-on", "state.json", NULL);
}
