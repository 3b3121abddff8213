/* carry-on-install-host.h
 *
 * SPDX-FileCopyrightText: 2026 The Carry On authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/**
 * carry_on_install_host_main:
 * @argc: length of @argv
 * @argv: `carry-on install-host HOST [--remove] [--dir DIR] [--claude PATH]`
 *   as main() got it; argv[1] may be "install-host" or already the host
 *
 * Installs (or with --remove, removes) the Carry On plugin of an agent host
 * the way that host's users install plugins.  For `claude-code` it runs,
 * through GSubprocess with the output shown,
 *
 *   claude plugin marketplace add PKGDATADIR/hosts/claude-code
 *   claude plugin install carry-on@carry-on
 *
 * and for --remove `claude plugin uninstall carry-on@carry-on` then
 * `claude plugin marketplace remove carry-on` (Claude Code's plugin
 * commands, https://code.claude.com/docs/en/plugins, tried on 2.1.332;
 * adding and installing twice is harmless).  `claude` is looked up on PATH
 * unless --claude or $CARRY_ON_CLAUDE names it; the marketplace folder is
 * PKGDATADIR/hosts/claude-code unless --dir or $CARRY_ON_HOSTS_DATA_DIR
 * (a folder holding `claude-code/`) names another.
 *
 * `codex` installs nothing: Codex sessions are watched when started
 * through the carry-on-codex launcher.  It checks that `codex` runs
 * ($CARRY_ON_CODEX, else PATH) and prints how to make the launcher the
 * default (an alias); with --remove it says what to undo by hand.
 *
 * `opencode` copies `carry-on.js` and the modules of its folder `carry-on/`
 * from PKGDATADIR/hosts/opencode (or --dir, or $CARRY_ON_HOSTS_DATA_DIR
 * holding `opencode/`) into OpenCode's global plugins folder
 * `$XDG_CONFIG_HOME/opencode/plugins` (https://opencode.ai/docs/plugins),
 * each file replaced atomically; --remove deletes `carry-on.js` and the
 * `.mjs` modules of `carry-on/` there, nothing else.  Inside the Flatpak
 * it only prints the commands to run on the host (exit status 1).
 *
 * Returns: the exit status: 0 done, 1 a command failed, `claude` is not on
 *   PATH, a file could not be copied or there was nothing to remove (a
 *   clear message on stderr), 2 bad usage.
 */
int carry_on_install_host_main (int    argc,
                                char **argv);

G_END_DECLS
