#!/usr/bin/env python3
# SPDX-FileCopyrightText: 2026 The Carry On authors
# SPDX-License-Identifier: GPL-3.0-or-later
"""Name the tests that failed, with the end of what each printed.

    tests/print-failures.py [--lines N] LOG.json...

Reads the JSON logs `meson test --logbase NAME` writes
(BUILD/meson-logs/NAME.json, one object per test) and prints, for each test
whose result is not OK, SKIP or EXPECTEDFAIL, its name, result and duration,
its TAP lines that say "not ok" or "Bail out!", and the last N lines it
printed (default 60).  tests/run-all.sh calls it at the end, so the summary a
CI shows names the failing test even when the log before it is cut.

Exits 0 whatever it finds; a missing or unreadable log is reported in a line.
"""

import argparse
import json
import sys

PASSING = {'OK', 'SKIP', 'EXPECTEDFAIL'}


def failures(path):
    try:
        with open(path, encoding='utf-8', errors='replace') as f:
            for number, line in enumerate(f, 1):
                line = line.strip()
                if not line:
                    continue
                try:
                    record = json.loads(line)
                except ValueError as e:
                    print(f'{path}:{number}: not a JSON object: {e}')
                    continue
                if record.get('result') not in PASSING:
                    yield record
    except OSError as e:
        print(f'{path}: cannot read: {e.strerror}')


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument('--lines', type=int, default=60)
    parser.add_argument('logs', nargs='+')
    args = parser.parse_args()

    for path in args.logs:
        for record in failures(path):
            name = record.get('name', '?')
            result = record.get('result', '?')
            duration = record.get('duration') or 0.0
            print(f'\n---- {name}: {result} after {duration:.1f} s ({path})')
            out = ((record.get('stdout') or '') + '\n'
                   + (record.get('stderr') or '')).strip('\n').splitlines()
            marks = [l for l in out
                     if l.startswith('not ok') or l.startswith('Bail out!')]
            for l in marks:
                print(f'  {l}')
            tail = out[-args.lines:]
            if tail:
                print(f'  -- its last {len(tail)} lines:')
                for l in tail:
                    print(f'  | {l}')
    return 0


if __name__ == '__main__':
    sys.exit(main())
