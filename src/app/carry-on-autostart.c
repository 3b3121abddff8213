/* carry-on-autostart.c
 *
 * SPDX-FileCopyrightText: 2026 The Carry On authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Inside Flatpak the app's ~/.config is its own, so an autostart file
 * written there does nothing: start at login goes through the Background
 * portal (libportal), which writes the session's autostart entry itself.
 * Outside a sandbox the portal cannot tell which app is asking
 * (https://github.com/flatpak/xdg-desktop-portal/issues/650: "the
 * unsandboxed case [is] out-of-scope for the Background portal"), so the
 * XDG autostart file is written directly, as the Desktop Application
 * Autostart Specification describes
 * (https://specifications.freedesktop.org/autostart-spec/latest/).
 */

#include "config.h"

#include <errno.h>

#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <libportal/portal.h>

#include "carry-on-autostart.h"

#define PORTAL_NAME "org.freedesktop.portal.Desktop"

/**
 * carry_on_autostart_get_method:
 *
 * Returns: %CARRY_ON_AUTOSTART_PORTAL in a sandbox (Flatpak, Snap),
 *   %CARRY_ON_AUTOSTART_FILE elsewhere
 */
CarryOnAutostartMethod
carry_on_autostart_get_method (void)
{
  return xdp_portal_running_under_sandbox () ? CARRY_ON_AUTOSTART_PORTAL : CARRY_ON_AUTOSTART_FILE;
}

/**
 * carry_on_autostart_dup_path:
 *
 * Returns: (transfer full): where the file method puts its desktop file:
 *   `$XDG_CONFIG_HOME/autostart/io.carryon.CarryOn.desktop`
 */
char *
carry_on_autostart_dup_path (void)
{
  return g_build_filename (g_get_user_config_dir (), "autostart", APP_ID ".desktop", NULL);
}

/* The file: data/io.carryon.CarryOn-autostart.desktop from our resources
 * (`carry-on --background`), or none. */
static gboolean
sync_file (gboolean   enabled,
           GError   **error)
{
  g_autofree char *path = carry_on_autostart_dup_path ();
  g_autofree char *dir = g_path_get_dirname (path);
  g_autoptr(GBytes) bytes = NULL;

  if (!enabled)
    {
      if (g_unlink (path) != 0 && errno != ENOENT)
        {
          int saved_errno = errno;

          g_set_error (error, G_IO_ERROR, g_io_error_from_errno (saved_errno),
                       _("Cannot remove %s: %s"), path, g_strerror (saved_errno));
          return FALSE;
        }
      g_debug ("autostart: no %s", path);
      return TRUE;
    }

  bytes = g_resources_lookup_data ("/io/carryon/CarryOn/" APP_ID "-autostart.desktop",
                                   G_RESOURCE_LOOKUP_FLAGS_NONE, error);
  if (bytes == NULL)
    return FALSE;
  if (g_mkdir_with_parents (dir, 0700) != 0)
    {
      int saved_errno = errno;

      g_set_error (error, G_IO_ERROR, g_io_error_from_errno (saved_errno),
                   _("Cannot create %s: %s"), dir, g_strerror (saved_errno));
      return FALSE;
    }
  if (!g_file_set_contents (path, g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes), error))
    return FALSE;
  g_debug ("autostart: wrote %s", path);
  return TRUE;
}

/* Whether the portal service is on the bus or can be started there. */
static gboolean
portal_on_bus (GDBusConnection *bus)
{
  g_autoptr(GVariant) reply = NULL;
  g_autofree const char **names = NULL;
  gboolean has_owner = FALSE;

  reply = g_dbus_connection_call_sync (bus, "org.freedesktop.DBus", "/org/freedesktop/DBus",
                                       "org.freedesktop.DBus", "NameHasOwner",
                                       g_variant_new ("(s)", PORTAL_NAME), G_VARIANT_TYPE ("(b)"),
                                       G_DBUS_CALL_FLAGS_NONE, 5000, NULL, NULL);
  if (reply != NULL)
    g_variant_get (reply, "(b)", &has_owner);
  if (has_owner)
    return TRUE;
  g_clear_pointer (&reply, g_variant_unref);
  reply = g_dbus_connection_call_sync (bus, "org.freedesktop.DBus", "/org/freedesktop/DBus",
                                       "org.freedesktop.DBus", "ListActivatableNames", NULL,
                                       G_VARIANT_TYPE ("(as)"), G_DBUS_CALL_FLAGS_NONE, 5000,
                                       NULL, NULL);
  if (reply == NULL)
    return FALSE;
  g_variant_get (reply, "(^a&s)", &names);
  return g_strv_contains (names, PORTAL_NAME);
}

static void
request_background_cb (GObject      *source,
                       GAsyncResult *result,
                       gpointer      user_data)
{
  g_autoptr(GTask) task = user_data;
  g_autoptr(GError) error = NULL;

  if (!xdp_portal_request_background_finish (XDP_PORTAL (source), result, &error))
    {
      g_task_return_new_error (task, G_IO_ERROR,
                               g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED)
                               ? G_IO_ERROR_PERMISSION_DENIED : G_IO_ERROR_FAILED,
                               _("The Background portal refused: %s"), error->message);
      return;
    }
  g_debug ("autostart: the Background portal agreed");
  g_task_return_boolean (task, TRUE);
}

/**
 * carry_on_autostart_set_async:
 * @enabled: start at login or not
 * @method: carry_on_autostart_get_method(), or another for tests
 * @cancellable: (nullable)
 *
 * Makes Carry On start (with `--background`) at login, or not.  The file
 * method is done at once; the portal method asks
 * org.freedesktop.portal.Background (the person may be asked too).
 *
 * Errors (carry_on_autostart_set_finish()): %G_IO_ERROR_NOT_SUPPORTED when
 * the portal method is asked for and no portal is on the session bus,
 * %G_IO_ERROR_PERMISSION_DENIED when the portal (or the person) says no,
 * %G_IO_ERROR_FAILED for another portal failure, or the file's I/O error.
 */
void
carry_on_autostart_set_async (gboolean                enabled,
                              CarryOnAutostartMethod  method,
                              GCancellable           *cancellable,
                              GAsyncReadyCallback     callback,
                              gpointer                user_data)
{
  g_autoptr(GTask) task = g_task_new (NULL, cancellable, callback, user_data);
  g_autoptr(GError) error = NULL;
  g_autoptr(GDBusConnection) bus = NULL;
  g_autoptr(XdpPortal) portal = NULL;
  g_autoptr(GPtrArray) commandline = NULL;

  g_task_set_source_tag (task, carry_on_autostart_set_async);

  if (method == CARRY_ON_AUTOSTART_FILE)
    {
      if (!sync_file (enabled, &error))
        g_task_return_error (task, g_steal_pointer (&error));
      else
        g_task_return_boolean (task, TRUE);
      return;
    }

  bus = g_bus_get_sync (G_BUS_TYPE_SESSION, cancellable, &error);
  if (bus == NULL || !portal_on_bus (bus))
    {
      g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED,
                               _("Start at login needs the desktop’s Background portal "
                                 "(xdg-desktop-portal), which is not running"));
      return;
    }

  portal = xdp_portal_new ();
  commandline = g_ptr_array_new_with_free_func (g_free);
  g_ptr_array_add (commandline, g_strdup ("carry-on"));
  g_ptr_array_add (commandline, g_strdup ("--background"));
  /* Not XDP_BACKGROUND_FLAG_ACTIVATABLE: D-Bus activation would start us
   * without --background, and show the window at login. */
  xdp_portal_request_background (portal, NULL,
                                 _("Carry On keeps your agent sessions going "
                                   "from the moment you log in."),
                                 commandline,
                                 enabled ? XDP_BACKGROUND_FLAG_AUTOSTART : XDP_BACKGROUND_FLAG_NONE,
                                 cancellable, request_background_cb, g_steal_pointer (&task));
}

/**
 * carry_on_autostart_set_finish:
 *
 * Returns: %TRUE when done; see carry_on_autostart_set_async() for errors
 */
gboolean
carry_on_autostart_set_finish (GAsyncResult  *result,
                               GError       **error)
{
  g_return_val_if_fail (g_task_is_valid (result, NULL), FALSE);

  return g_task_propagate_boolean (G_TASK (result), error);
}
