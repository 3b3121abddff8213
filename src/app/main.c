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
#ifdef CARRY_ON_WITH_GUI
#include "carry-on-application.h"
#endif
#ifdef CARRY_ON_WITH_INSTALL_HOST
#include "carry-on-install-host.h"
#endif

static void
print_help (void)
{
  printf (_("Usage:\n"
            "  carry-on [--demo]                  open the window (and the tray)\n"
            "  carry-on --headless [--demo] [--log-format=text|json]\n"
            "                                     supervise without a display; one line per decision on stderr\n"
            "  carry-on install-host KIND [--remove]\n"
            "                                     install (or remove) the Carry On plugin of an agent host\n"
            "  carry-on --version                 print the version\n"
            "  carry-on --help                    print this help\n"
            "\n"
            "Carry On watches the agent hosts in $XDG_RUNTIME_DIR/carry-on/hosts\n"
            "($CARRY_ON_HOSTS_DIR overrides it) and the sockets in the extra-sockets\n"
            "setting, and continues turns that failed on API errors.\n"
            "--demo adds a simulated host, so you can watch it work with no agent installed.\n"));
}

int
main (int   argc,
      char *argv[])
{
  setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE, LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

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
      if (strcmp (argv[i], "--version") == 0 || strcmp (argv[i], "-v") == 0)
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

  if (carry_on_wants_headless (argc, argv))
    return carry_on_headless_main (argc, argv);

#ifdef CARRY_ON_WITH_GUI
  return carry_on_gui_main (argc, argv);
#else
  fprintf (stderr, "carry-on: built without the window (-Dgui=false); run carry-on --headless\n");
  return 2;
#endif
}
