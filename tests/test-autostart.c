/* test-autostart.c
 *
 * SPDX-FileCopyrightText: 2026 The Carry On authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * "Start at login" (carry-on-autostart.c), each case on a private session
 * bus: the portal method against a fake org.freedesktop.portal.Background
 * that records RequestBackground and answers through a Request object as
 * xdg-desktop-portal does, and without any portal; the file method writes
 * and removes the XDG autostart file and never asks a portal.
 */

#include "config.h"

#include <glib/gstdio.h>

#include "carry-on-autostart.h"
#include "carry-on-ui-utils.h"

#define WAIT_MS 30000

typedef struct
{
  GDBusConnection *connection;
  guint            owner_id;
  guint            object_id;
  gboolean         owned;
  guint32          response;      /* what the fake answers: 0 yes, 1 cancelled by the person */
  GPtrArray       *calls;         /* GVariant: the RequestBackground options */
} FakePortal;

static void
portal_method (GDBusConnection       *connection,
               const char            *sender,
               const char            *object_path,
               const char            *interface_name,
               const char            *method_name,
               GVariant              *parameters,
               GDBusMethodInvocation *invocation,
               gpointer               user_data)
{
  FakePortal *portal = user_data;
  g_autoptr(GVariant) options = NULL;
  g_autofree char *sender_part = NULL;
  g_autofree char *handle = NULL;
  const char *token = "t";
  gboolean autostart = FALSE;
  GVariantBuilder results;

  g_assert_cmpstr (method_name, ==, "RequestBackground");
  options = g_variant_get_child_value (parameters, 1);
  g_ptr_array_add (portal->calls, g_variant_ref (options));
  g_variant_lookup (options, "handle_token", "&s", &token);
  g_variant_lookup (options, "autostart", "b", &autostart);

  /* The Request object path the caller computed before calling
   * (org.freedesktop.portal.Request). */
  sender_part = g_strdup (sender + 1);
  g_strdelimit (sender_part, ".", '_');
  handle = g_strdup_printf ("/org/freedesktop/portal/desktop/request/%s/%s", sender_part, token);
  g_dbus_method_invocation_return_value (invocation, g_variant_new ("(o)", handle));

  g_variant_builder_init (&results, G_VARIANT_TYPE_VARDICT);
  if (portal->response == 0)
    {
      g_variant_builder_add (&results, "{sv}", "background", g_variant_new_boolean (TRUE));
      g_variant_builder_add (&results, "{sv}", "autostart", g_variant_new_boolean (autostart));
    }
  g_dbus_connection_emit_signal (connection, sender, handle, "org.freedesktop.portal.Request",
                                 "Response", g_variant_new ("(u@a{sv})", portal->response,
                                                             g_variant_builder_end (&results)),
                                 NULL);
}

static GVariant *
portal_get_property (GDBusConnection  *connection,
                     const char       *sender,
                     const char       *object_path,
                     const char       *interface_name,
                     const char       *property_name,
                     GError          **error,
                     gpointer          user_data)
{
  return g_variant_new_uint32 (1);
}

static const char portal_xml[] =
  "<node><interface name='org.freedesktop.portal.Background'>"
  "<method name='RequestBackground'><arg type='s' direction='in'/><arg type='a{sv}' direction='in'/>"
  "<arg type='o' direction='out'/></method>"
  "<property name='version' type='u' access='read'/>"
  "</interface></node>";

static void
portal_name_acquired (GDBusConnection *connection,
                      const char      *name,
                      gpointer         user_data)
{
  ((FakePortal *) user_data)->owned = TRUE;
}

static void
fake_portal_start (FakePortal *portal,
                   guint32     response)
{
  static const GDBusInterfaceVTable vtable = { portal_method, portal_get_property, NULL, { 0 } };
  g_autoptr(GDBusNodeInfo) info = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *address = NULL;

  portal->response = response;
  portal->calls = g_ptr_array_new_with_free_func ((GDestroyNotify) g_variant_unref);
  address = g_dbus_address_get_for_bus_sync (G_BUS_TYPE_SESSION, NULL, &error);
  g_assert_no_error (error);
  portal->connection = g_dbus_connection_new_for_address_sync (address,
                                                               G_DBUS_CONNECTION_FLAGS_AUTHENTICATION_CLIENT
                                                               | G_DBUS_CONNECTION_FLAGS_MESSAGE_BUS_CONNECTION,
                                                               NULL, NULL, &error);
  g_assert_no_error (error);
  info = g_dbus_node_info_new_for_xml (portal_xml, &error);
  g_assert_no_error (error);
  portal->object_id = g_dbus_connection_register_object (portal->connection,
                                                         "/org/freedesktop/portal/desktop",
                                                         info->interfaces[0], &vtable, portal,
                                                         NULL, &error);
  g_assert_no_error (error);
  portal->owner_id = g_bus_own_name_on_connection (portal->connection,
                                                   "org.freedesktop.portal.Desktop",
                                                   G_BUS_NAME_OWNER_FLAGS_NONE,
                                                   portal_name_acquired, NULL, portal, NULL);
  while (!portal->owned)
    g_main_context_iteration (NULL, TRUE);
}

static void
fake_portal_stop (FakePortal *portal)
{
  g_bus_unown_name (portal->owner_id);
  g_dbus_connection_unregister_object (portal->connection, portal->object_id);
  g_dbus_connection_close_sync (portal->connection, NULL, NULL);
  g_clear_object (&portal->connection);
  g_ptr_array_unref (portal->calls);
}

static void
done_cb (GObject      *source,
         GAsyncResult *result,
         gpointer      user_data)
{
  *(GAsyncResult **) user_data = g_object_ref (result);
}

static gboolean
timeout_cb (gpointer user_data)
{
  g_error ("carry_on_autostart_set_async() did not finish within %d ms", WAIT_MS);
  return G_SOURCE_REMOVE;
}

/* Runs carry_on_autostart_set_async() to its end. */
static gboolean
set_autostart (gboolean                 enabled,
               CarryOnAutostartMethod   method,
               GError                 **error)
{
  g_autoptr(GAsyncResult) result = NULL;
  guint timeout = g_timeout_add (WAIT_MS, timeout_cb, NULL);

  carry_on_autostart_set_async (enabled, method, NULL, done_cb, &result);
  while (result == NULL)
    g_main_context_iteration (NULL, TRUE);
  g_source_remove (timeout);
  return carry_on_autostart_set_finish (result, error);
}

/* In a sandbox: the portal is asked, with our command line and autostart
 * on, then off; no file is written. */
static void
test_portal_subprocess (void)
{
  g_autoptr(GTestDBus) bus = g_test_dbus_new (G_TEST_DBUS_NONE);
  g_autofree char *path = carry_on_autostart_dup_path ();
  g_autoptr(GError) error = NULL;
  g_autofree const char **commandline = NULL;
  FakePortal portal = { 0 };
  gboolean autostart = FALSE;
  const char *reason = NULL;

  g_test_dbus_up (bus);
  fake_portal_start (&portal, 0);

  g_assert_true (set_autostart (TRUE, CARRY_ON_AUTOSTART_PORTAL, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (portal.calls->len, ==, 1);
  g_assert_true (g_variant_lookup (g_ptr_array_index (portal.calls, 0), "autostart", "b", &autostart));
  g_assert_true (autostart);
  g_assert_true (g_variant_lookup (g_ptr_array_index (portal.calls, 0), "commandline", "^a&s",
                                   &commandline));
  g_assert_cmpstr (commandline[0], ==, "carry-on");
  g_assert_cmpstr (commandline[1], ==, "--background");
  g_assert_null (commandline[2]);
  g_assert_true (g_variant_lookup (g_ptr_array_index (portal.calls, 0), "reason", "&s", &reason));
  g_assert_cmpstr (reason, !=, "");
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));

  g_assert_true (set_autostart (FALSE, CARRY_ON_AUTOSTART_PORTAL, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (portal.calls->len, ==, 2);
  g_assert_true (g_variant_lookup (g_ptr_array_index (portal.calls, 1), "autostart", "b", &autostart));
  g_assert_false (autostart);
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));

  fake_portal_stop (&portal);
  g_test_dbus_down (bus);
}

/* The person said no in the portal's dialog: a clear error, no file. */
static void
test_portal_denied_subprocess (void)
{
  g_autoptr(GTestDBus) bus = g_test_dbus_new (G_TEST_DBUS_NONE);
  g_autofree char *path = carry_on_autostart_dup_path ();
  g_autoptr(GError) error = NULL;
  FakePortal portal = { 0 };

  g_test_dbus_up (bus);
  fake_portal_start (&portal, 1);

  g_assert_false (set_autostart (TRUE, CARRY_ON_AUTOSTART_PORTAL, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_PERMISSION_DENIED);
  g_assert_cmpuint (portal.calls->len, ==, 1);
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));

  fake_portal_stop (&portal);
  g_test_dbus_down (bus);
}

/* In a sandbox with no portal: say so; a file in the sandbox's own config
 * would do nothing. */
static void
test_no_portal_subprocess (void)
{
  g_autoptr(GTestDBus) bus = g_test_dbus_new (G_TEST_DBUS_NONE);
  g_autofree char *path = carry_on_autostart_dup_path ();
  g_autoptr(GError) error = NULL;

  g_test_dbus_up (bus);
  g_assert_false (set_autostart (TRUE, CARRY_ON_AUTOSTART_PORTAL, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED);
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
  g_test_dbus_down (bus);
}

/* Outside a sandbox: the XDG autostart file, written and removed; the
 * portal (which cannot tell unsandboxed apps apart) is not asked even when
 * it is there. */
static void
test_file_subprocess (void)
{
  g_autoptr(GTestDBus) bus = g_test_dbus_new (G_TEST_DBUS_NONE);
  g_autofree char *path = carry_on_autostart_dup_path ();
  g_autofree char *contents = NULL;
  g_autoptr(GKeyFile) keyfile = g_key_file_new ();
  g_autoptr(GError) error = NULL;
  g_autofree char *exec = NULL;
  FakePortal portal = { 0 };

  g_test_dbus_up (bus);
  fake_portal_start (&portal, 0);
  g_assert_cmpint (carry_on_autostart_get_method (), ==, CARRY_ON_AUTOSTART_FILE);

  g_assert_true (set_autostart (TRUE, CARRY_ON_AUTOSTART_FILE, &error));
  g_assert_no_error (error);
  g_key_file_load_from_file (keyfile, path, G_KEY_FILE_NONE, &error);
  g_assert_no_error (error);
  exec = g_key_file_get_string (keyfile, "Desktop Entry", "Exec", &error);
  g_assert_no_error (error);
  g_assert_cmpstr (exec, ==, "carry-on --background");

  g_assert_true (set_autostart (FALSE, CARRY_ON_AUTOSTART_FILE, &error));
  g_assert_no_error (error);
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
  /* Removing what is not there is fine. */
  g_assert_true (set_autostart (FALSE, CARRY_ON_AUTOSTART_FILE, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (portal.calls->len, ==, 0);

  fake_portal_stop (&portal);
  g_test_dbus_down (bus);
}

static void
run_subprocess (gconstpointer path)
{
  g_test_trap_subprocess (path, 0, G_TEST_SUBPROCESS_INHERIT_STDERR);
  g_test_trap_assert_passed ();
}

static const struct {
  const char *path;
  GTestFunc   func;
} tests[] = {
  { "/autostart/portal", test_portal_subprocess },
  { "/autostart/portal-denied", test_portal_denied_subprocess },
  { "/autostart/no-portal", test_no_portal_subprocess },
  { "/autostart/file", test_file_subprocess },
};

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);
  carry_on_ui_ensure_resources ();

  for (guint i = 0; i < G_N_ELEMENTS (tests); i++)
    {
      g_autofree char *sub = g_strconcat (tests[i].path, "/subprocess", NULL);

      g_test_add_func (sub, tests[i].func);
      if (!g_test_subprocess ())
        g_test_add_data_func (tests[i].path, g_steal_pointer (&sub), run_subprocess);
    }

  return g_test_run ();
}
