/* main.c
 *
 * SPDX-FileCopyrightText: 2026 The Carry On authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The `carry-on` command: picks the GUI, the headless runner or a
 * subcommand, and nothing else.
 */

#include "config.h"

#include <locale.h>
#include <stdio.h>
#include <string.h>

#include <glib.h>
#include <glib/gi18n.h>

#include "carry-on-headless.h"
#include "carry-on-headless-exec.h"
#include "carry-on-heartbeat.h"
#ifdef CARRY_ON_WITH_GUI
#include "carry-on-application.h"
#include "carry-on-renderer.h"
#endif
#ifdef CARRY_ON_WITH_INSTALL_HOST
#include "carry-on-install-host.h"
#endif

/* Every mode and subcommand, one translatable line each (the man page
 * and the bash completion follow this list). */
static void
print_help (void)
{
  printf ("%s\n  carry-on [--background] [--demo]\n  carry-on --headless [--demo] [--log-format=text|json]\n"
          "  carry-on install-host HOST [--remove]\n  carry-on --version | --help\n\n",
          _("Usage:"));
  printf ("%s\n", _("Carry On continues AI coding agents’ turns that failed on API errors and usage limits."));
  printf ("%s\n\n", _("Without options it opens the window and the tray icon, or shows the running one."));

  printf ("%s\n", _("Modes:"));
  printf ("  %-28s %s\n", "--background", _("Start without showing the window (used at login)"));
  printf ("  %-28s %s\n", "--demo", _("Also run a simulated agent host, to watch Carry On work"));
  printf ("  %-28s %s\n", "--headless", _("Supervise without a display; one line per decision on stderr"));
  printf ("  %-28s %s\n", "--log-format=text|json", _("With --headless: the log lines as text or JSON"));
  printf ("  %-28s %s\n", "--gapplication-service", _("Started by D-Bus activation (not meant to be typed)"));
  printf ("  %-28s %s\n", "--version", _("Print the version and exit"));
  printf ("  %-28s %s\n\n", "--help", _("Print this help and exit"));

  printf ("%s\n", _("Subcommands:"));
  printf ("  %-28s %s\n", "install-host claude-code", _("Install Carry On’s plugin into Claude Code"));
  printf ("  %-28s %s\n", "install-host HOST --remove", _("Remove it again"));
  printf ("  %-28s %s\n\n", "install-host dsh", _("Say how to add the plugin to DeepSeek Harness"));

  printf ("%s\n", _("Environment:"));
  printf ("  %-28s %s\n", "CARRY_ON_HOSTS_DIR",
          _("Where agent hosts put their sockets (default: $XDG_RUNTIME_DIR/carry-on/hosts)"));
  printf ("%s\n", _("Sockets listed in the extra-sockets setting are watched too."));
}

int
main (int   argc,
      char *argv[])
{
  setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE, LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

#ifdef CARRY_ON_WITH_GUI
  /* The GL probe child of carry-on-renderer.c, nothing else. */
  if (g_getenv (CARRY_ON_RENDERER_PROBE_ENV) != NULL)
    return carry_on_renderer_probe_main ();
#endif

  if (argc > 1 && strcmp (argv[1], "install-host") == 0)
    {
#ifdef CARRY_ON_WITH_INSTALL_HOST
      return carry_on_install_host_main (argc, argv);
#else
      fprintf (stderr, "carry-on: this build has no install-host\n");
      return 2;
#endif
    }

  for (int i = 1; i < argc; i++)
    {
      if (strcmp (argv[i], "--") == 0)
        break;
      if (strcmp (argv[i], "--version") == 0)
        {
          printf ("carry-on %s\n", PACKAGE_VERSION);
          return 0;
        }
      if (strcmp (argv[i], "--help") == 0 || strcmp (argv[i], "-h") == 0)
        {
          print_help ();
          return 0;
        }
    }

  /* carry-on-headless, GTK-free; in this process only if that fails. */
  if (carry_on_wants_headless (argc, argv))
    carry_on_headless_exec (argc, argv);

  /* A benchmark probe; nothing at all unless CARRY_ON_HEARTBEAT is set. */
  carry_on_heartbeat_start_from_env ();

  if (carry_on_wants_headless (argc, argv))
    return carry_on_headless_main (argc, argv);

#ifdef CARRY_ON_WITH_GUI
  return carry_on_gui_main (argc, argv);
#else
  fprintf (stderr, "carry-on: built without the window (-Dgui=false); run carry-on --headless\n");
  return 2;
#endif
}
