/* test-app.c
 *
 * SPDX-FileCopyrightText: 2026 The Carry On authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The application's own furniture, as a person reaches it: the shortcuts
 * window (Ctrl+?), the help (F1), About with the metainfo's release notes,
 * and the window's size and maximized state kept across windows.  Needs a
 * display: run under tests/desktop-session.sh (elsewhere: TAP skip).
 */

#include "config.h"

#include <glib/gstdio.h>

#include "carry-on-about.h"
#include "carry-on-application-private.h"
#include "carry-on-help-window.h"

/* The system's shared-mime-info dirs, taken before the XDG dirs are
 * isolated: GdkPixbuf needs them to load any SVG icon. */
static char **mime_dirs;

typedef struct _Fixture Fixture;
typedef void (*TestBody) (Fixture *f);

struct _Fixture
{
  CarryOnApplication *app;
  CarryOnClock       *clock;     /* (nullable): fake, when the test wants one */
  TestBody            body;
};

static void
destroy_windows (GtkApplication *app)
{
  GList *windows;

  while ((windows = gtk_application_get_windows (app)) != NULL)
    gtk_window_destroy (GTK_WINDOW (windows->data));
}

static void
activate_after_cb (GApplication *app,
                   Fixture      *f)
{
  f->body (f);
  destroy_windows (GTK_APPLICATION (app));
  g_application_quit (app);
}

static void
run_app_full (TestBody      body,
              CarryOnClock *clock)
{
  char *argv[] = { (char *) "carry-on", NULL };
  Fixture f = { NULL, clock, body };
  int status;

  g_content_type_set_mime_dirs ((const char * const *) mime_dirs);
  f.app = carry_on_application_new (G_APPLICATION_NON_UNIQUE, clock);
  g_signal_connect_after (f.app, "activate", G_CALLBACK (activate_after_cb), &f);
  status = g_application_run (G_APPLICATION (f.app), 1, argv);
  g_assert_cmpint (status, ==, 0);
  g_assert_finalize_object (f.app);
}

static void
run_app (TestBody body)
{
  run_app_full (body, NULL);
}

static void
iterate (void)
{
  while (g_main_context_iteration (NULL, FALSE))
    ;
}

static GtkWindow *
find_window (Fixture *f,
             GType    type)
{
  for (GList *l = gtk_application_get_windows (GTK_APPLICATION (f->app)); l != NULL; l = l->next)
    if (G_TYPE_CHECK_INSTANCE_TYPE (l->data, type))
      return l->data;
  return NULL;
}

static gboolean
accel_is (Fixture    *f,
          const char *accel,
          const char *action)
{
  g_auto(GStrv) actions = gtk_application_get_actions_for_accel (GTK_APPLICATION (f->app), accel);

  return actions != NULL && g_strv_contains ((const char * const *) actions, action);
}

/* ---- shortcuts and help -------------------------------------------------- */

static void
shortcuts_and_help_body (Fixture *f)
{
  GtkWindow *window = carry_on_application_get_main_window (f->app);
  GtkShortcutsWindow *overlay;
  GtkWindow *help;

  g_assert_nonnull (window);
  overlay = gtk_application_window_get_help_overlay (GTK_APPLICATION_WINDOW (window));
  g_assert_nonnull (overlay);
  g_assert_true (accel_is (f, "<Control>question", "win.show-help-overlay"));
  g_assert_true (accel_is (f, "F1", "app.help"));
  g_assert_true (accel_is (f, "<Control>comma", "app.preferences"));

  g_action_group_activate_action (G_ACTION_GROUP (window), "show-help-overlay", NULL);
  iterate ();
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (overlay)));
  gtk_widget_set_visible (GTK_WIDGET (overlay), FALSE);

  g_action_group_activate_action (G_ACTION_GROUP (f->app), "help", NULL);
  iterate ();
  help = find_window (f, CARRY_ON_TYPE_HELP_WINDOW);
  g_assert_nonnull (help);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (help)));
  g_assert_cmpstr (gtk_window_get_title (help), ==, "Carry On Help");
  /* F1 again presents the same window. */
  g_action_group_activate_action (G_ACTION_GROUP (f->app), "help", NULL);
  iterate ();
  g_assert_true (find_window (f, CARRY_ON_TYPE_HELP_WINDOW) == help);
}

static void
test_shortcuts_and_help (void)
{
  run_app (shortcuts_and_help_body);
}

/* ---- About ---------------------------------------------------------------- */

static void
about_body (Fixture *f)
{
  GtkWindow *about;
  g_autofree char *notes = NULL;
  g_autofree char *notes_version = NULL;
  g_autofree char *version = NULL;
  g_autofree char *website = NULL;

  g_action_group_activate_action (G_ACTION_GROUP (f->app), "about", NULL);
  iterate ();
  about = find_window (f, ADW_TYPE_ABOUT_WINDOW);
  g_assert_nonnull (about);
  g_object_get (about,
                "release-notes", &notes,
                "release-notes-version", &notes_version,
                "version", &version,
                "website", &website,
                NULL);
  /* The notes of this very version, from the metainfo. */
  g_assert_cmpstr (version, ==, PACKAGE_VERSION);
  g_assert_cmpstr (notes_version, ==, PACKAGE_VERSION);
  g_assert_nonnull (strstr (notes, "<p>The first release of Carry On.</p>"));
  g_assert_nonnull (strstr (notes, "<ul><li>"));
  /* No invented address. */
  g_assert_true (website == NULL || *website == '\0');
}

static void
test_about (void)
{
  run_app (about_body);
}

/* The release notes in the reader's language, as msgfmt --xml merges
 * translations (a copy with xml:lang right after each original). */
static void
test_release_notes_translated (void)
{
  static const char metainfo[] =
    "<component><releases>"
    "<release version=\"0.2.0\"><description>"
    "<p>New &amp; better.</p><p xml:lang=\"de\">Neu &amp; besser.</p><p xml:lang=\"fr\">Nouveau.</p>"
    "<ul><li>One</li><li xml:lang=\"de\">Eins</li><li>Two</li></ul>"
    "</description></release>"
    "<release version=\"0.1.0\"><description><p>Old.</p></description></release>"
    "</releases></component>";
  g_autofree char *english = NULL;
  g_autofree char *german = NULL;
  g_autofree char *version = NULL;

  g_setenv ("LANGUAGE", "en", TRUE);
  english = carry_on_about_dup_release_notes (metainfo, -1, &version);
  g_assert_cmpstr (version, ==, "0.2.0");
  g_assert_cmpstr (english, ==, "<p>New &amp; better.</p><ul><li>One</li><li>Two</li></ul>");

  g_setenv ("LANGUAGE", "de", TRUE);
  german = carry_on_about_dup_release_notes (metainfo, -1, NULL);
  g_assert_cmpstr (german, ==, "<p>Neu &amp; besser.</p><ul><li>Eins</li><li>Two</li></ul>");
  g_unsetenv ("LANGUAGE");
}

/* ---- the tray's Show / Hide window ---------------------------------------- */

/* The label and action of the tray menu's second item ("Show window" or
 * "Hide window"). */
static void
tray_window_item (Fixture  *f,
                  char    **label,
                  char    **action)
{
  GMenuModel *menu = carry_on_tray_get_menu (carry_on_application_get_tray (f->app));
  GMenuModel *main_section = g_menu_model_get_item_link (menu, 0, G_MENU_LINK_SECTION);

  g_assert_nonnull (main_section);
  g_assert_true (g_menu_model_get_item_attribute (main_section, 1, G_MENU_ATTRIBUTE_LABEL, "s", label));
  g_assert_true (g_menu_model_get_item_attribute (main_section, 1, G_MENU_ATTRIBUTE_ACTION, "s", action));
  g_object_unref (main_section);
}

static void
tray_show_hide_body (Fixture *f)
{
  CarryOnSettings *settings = carry_on_application_get_settings (f->app);
  GtkWindow *window = carry_on_application_get_main_window (f->app);
  g_autofree char *label = NULL;
  g_autofree char *action = NULL;

  g_settings_set_boolean (carry_on_settings_get_gsettings (settings), "run-in-background", TRUE);

  /* The window is up: the tray offers to hide it. */
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (window)));
  iterate ();
  tray_window_item (f, &label, &action);
  g_assert_cmpstr (label, ==, "_Hide window");
  g_assert_cmpstr (action, ==, "app.hide-window");

  g_action_group_activate_action (G_ACTION_GROUP (f->app), "hide-window", NULL);
  iterate ();
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (window)));
  g_clear_pointer (&label, g_free);
  g_clear_pointer (&action, g_free);
  tray_window_item (f, &label, &action);
  g_assert_cmpstr (label, ==, "_Show window");
  g_assert_cmpstr (action, ==, "app.show-window");

  g_action_group_activate_action (G_ACTION_GROUP (f->app), "show-window", NULL);
  iterate ();
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (window)));
  g_clear_pointer (&label, g_free);
  g_clear_pointer (&action, g_free);
  tray_window_item (f, &label, &action);
  g_assert_cmpstr (label, ==, "_Hide window");

  g_settings_reset (carry_on_settings_get_gsettings (settings), "run-in-background");
}

static void
test_tray_show_hide (void)
{
  run_app (tray_show_hide_body);
}

/* ---- an action for a session whose host never comes ------------------------ */

/* "Retry now" for a session no host reports (its agent quit): after the
 * wait (on the app's clock) the window comes up saying nothing was done;
 * before it, nothing happens. */
static void
waiting_action_times_out_body (Fixture *f)
{
  CarryOnSettings *settings = carry_on_application_get_settings (f->app);
  GtkWindow *window = carry_on_application_get_main_window (f->app);

  g_settings_set_boolean (carry_on_settings_get_gsettings (settings), "run-in-background", TRUE);
  g_action_group_activate_action (G_ACTION_GROUP (f->app), "hide-window", NULL);
  iterate ();
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (window)));

  g_action_group_activate_action (G_ACTION_GROUP (f->app), "retry-now",
                                  g_variant_new_string ("claude-code:gone"));
  iterate ();
  carry_on_clock_advance (f->clock, 19 * G_USEC_PER_SEC);
  iterate ();
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (window)));

  carry_on_clock_advance (f->clock, 2 * G_USEC_PER_SEC);
  iterate ();
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (window)));

  g_settings_reset (carry_on_settings_get_gsettings (settings), "run-in-background");
}

static void
test_waiting_action_times_out (void)
{
  g_autoptr(CarryOnClock) clock = carry_on_clock_new_fake (g_get_real_time ());

  run_app_full (waiting_action_times_out_body, clock);
}

/* ---- the window's size --------------------------------------------------- */

static void
window_state_body (Fixture *f)
{
  CarryOnSettings *settings = carry_on_application_get_settings (f->app);
  g_autoptr(GSettings) state = g_settings_get_child (carry_on_settings_get_gsettings (settings), "state");
  GtkWindow *window = carry_on_application_get_main_window (f->app);
  int width = 0, height = 0;

  /* Closing then hides the window instead of quitting. */
  g_settings_set_boolean (carry_on_settings_get_gsettings (settings), "run-in-background", TRUE);

  gtk_window_set_default_size (window, 1010, 707);
  gtk_window_close (window);
  iterate ();
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (window)));
  g_assert_cmpint (g_settings_get_int (state, "window-width"), ==, 1010);
  g_assert_cmpint (g_settings_get_int (state, "window-height"), ==, 707);
  g_assert_false (g_settings_get_boolean (state, "window-maximized"));

  /* A new window (as after a restart) comes back at that size. */
  gtk_window_destroy (window);
  iterate ();
  window = carry_on_application_ensure_main_window (f->app);
  gtk_window_get_default_size (window, &width, &height);
  g_assert_cmpint (width, ==, 1010);
  g_assert_cmpint (height, ==, 707);

  /* Maximized is remembered too. */
  g_settings_set_boolean (state, "window-maximized", TRUE);
  gtk_window_destroy (window);
  iterate ();
  window = carry_on_application_ensure_main_window (f->app);
  gtk_window_present (window);
  iterate ();
  g_assert_true (gtk_window_is_maximized (window));

  g_settings_reset (carry_on_settings_get_gsettings (settings), "run-in-background");
}

static void
test_window_state (void)
{
  run_app (window_state_body);
}

int
main (int   argc,
      char *argv[])
{
  const char * const *data_dirs = g_get_system_data_dirs ();

  /* The English texts (the release notes test sets LANGUAGE itself). */
  g_setenv ("LC_ALL", "C.UTF-8", TRUE);
  mime_dirs = g_new0 (char *, g_strv_length ((char **) data_dirs) + 1);
  for (guint i = 0; data_dirs[i] != NULL; i++)
    mime_dirs[i] = g_build_filename (data_dirs[i], "mime", NULL);
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);

  g_test_add_func ("/app/release-notes-translated", test_release_notes_translated);
  if (g_getenv ("DISPLAY") == NULL && g_getenv ("WAYLAND_DISPLAY") == NULL)
    {
      g_test_message ("No display: the window tests are left out (run under tests/desktop-session.sh)");
      return g_test_run ();
    }

  g_test_add_func ("/app/shortcuts-and-help", test_shortcuts_and_help);
  g_test_add_func ("/app/about", test_about);
  g_test_add_func ("/app/window-state", test_window_state);
  g_test_add_func ("/app/tray-show-hide", test_tray_show_hide);
  g_test_add_func ("/app/waiting-action-times-out", test_waiting_action_times_out);

  return g_test_run ();
}
