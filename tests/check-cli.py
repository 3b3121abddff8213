#!/usr/bin/env python3
# SPDX-FileCopyrightText: 2026 The Carry On authors
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Every installed binary answers --version ("NAME X.Y.Z") and --help (exit
# 0), and prints its non-ASCII text as UTF-8 under C.UTF-8 (no "?" for
# "…": each calls setlocale).  `carry-on --help` names every mode and
# subcommand.  TAP on stdout.
#
# Usage: check-cli.py VERSION BINARY…

import os
import re
import subprocess
import sys

n = 0
failed = False


def ok(cond, what):
    global n, failed
    n += 1
    print(('ok %d - %s' if cond else 'not ok %d - %s') % (n, what))
    failed |= not cond


def run(binary, arg):
    env = {k: v for k, v in os.environ.items() if not k.startswith('LC_') and k != 'LANGUAGE'}
    env['LANG'] = 'C.UTF-8'
    # Not a child of an agent: the bridge must still answer.
    return subprocess.run([binary, arg], capture_output=True, env=env, timeout=60,
                          stdin=subprocess.DEVNULL)


def main():
    version = sys.argv[1]
    binaries = sys.argv[2:]
    print('1..%d' % (len(binaries) * 4 + 1))
    for binary in binaries:
        name = os.path.basename(binary)
        r = run(binary, '--version')
        out = r.stdout.decode('utf-8', 'replace').strip()
        ok(r.returncode == 0 and out == '%s %s' % (name, version),
           '%s --version prints "%s %s" (got %r, exit %d)' % (name, name, version, out, r.returncode))
        r = run(binary, '--help')
        ok(r.returncode == 0, '%s --help exits 0 (exit %d)' % (name, r.returncode))
        try:
            text = r.stdout.decode('utf-8')
            ok(True, '%s --help is UTF-8' % name)
        except UnicodeDecodeError:
            text = ''
            ok(False, '%s --help is UTF-8' % name)
        ok('?' not in text and re.search(r'[…—’]', text) is not None,
           '%s --help prints its non-ASCII characters, not "?"' % name)
        if name == 'carry-on':
            needed = ['--headless', '--log-format', '--demo', '--background', 'install-host',
                      '--remove', '--version', '--help', 'CARRY_ON_HOSTS_DIR']
            missing = [w for w in needed if w not in text]
            ok(not missing, 'carry-on --help names every mode and subcommand (missing: %s)' % missing)
    return 1 if failed else 0


if __name__ == '__main__':
    sys.exit(main())
