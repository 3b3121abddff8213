#!/usr/bin/env python3
# SPDX-FileCopyrightText: 2026 The Carry On authors
# SPDX-License-Identifier: GPL-3.0-or-later
"""Collector's duplicate check.

  tests/corpus/collect/seen.py "error text"        -> NEW or DUPLICATE (id)
  tests/corpus/collect/seen.py --file ROUND.jsonl  -> one line per entry

The texts already collected are the three corpora beside this directory
and every round in CARRY_ON_ROUNDS (default /work/helpers/rounds), the
rounds not yet appended to the held-out file.

A text is a DUPLICATE only when it is already collected in substance:
  * the new text is a fragment of an old one, or an old text covers at
    least 60 % of the new one (a short shared phrase does not count), or
  * the two are the same template once numbers, ids, hex strings and
    UUIDs are normalised.
It prints only ids, never labels.
"""
import glob, json, os, re, sys

CORPUS = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
ROUNDS = os.environ.get('CARRY_ON_ROUNDS', '/work/helpers/rounds')
FILES = [os.path.join(CORPUS, f) for f in ('api-errors.jsonl', 'held-out.jsonl', 'locale-messages.jsonl')]


def norm(s):
    s = s.replace('\\n', ' ').replace('\\"', '"').lower()
    s = re.sub(r'[\s"\'`{}\[\],:;.!?()]+', ' ', s)
    return s.strip()


def template(s):
    s = norm(s)
    s = re.sub(r'[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}', 'U', s)
    s = re.sub(r'\b(?=[0-9a-z_-]*\d)[0-9a-z_-]{12,}\b', 'I', s)
    s = re.sub(r'\b[0-9a-f]{8,}\b', 'H', s)
    s = re.sub(r'\d+', '#', s)
    return s


def load(skip_path=None):
    old = []
    for path in FILES + sorted(glob.glob(os.path.join(ROUNDS, '*.jsonl'))):
        if skip_path and os.path.abspath(path) == os.path.abspath(skip_path):
            continue
        try:
            with open(path, encoding='utf-8') as f:
                for line in f:
                    if line.strip():
                        try:
                            e = json.loads(line)
                        except ValueError:
                            continue
                        t = e.get('text') or ''
                        old.append((e.get('id', '?'), norm(t), template(t)))
        except OSError:
            pass
    return old


def check(text, old):
    n, t = norm(text), template(text)
    if not n:
        return 'EMPTY'
    for oid, on, ot in old:
        if not on:
            continue
        if n in on or t == ot or (len(t) >= 20 and t in ot):
            return 'DUPLICATE (%s)' % oid
        if on in n and len(on) >= 0.6 * len(n):
            return 'DUPLICATE (%s)' % oid
    return 'NEW'


def main(argv):
    if len(argv) == 3 and argv[1] == '--file':
        old = load(skip_path=argv[2])
        with open(argv[2], encoding='utf-8') as f:
            for line in f:
                if not line.strip():
                    continue
                e = json.loads(line)
                print(e.get('id'), check(e['text'], old))
                old.append((e.get('id'), norm(e['text']), template(e['text'])))
    elif len(argv) == 2:
        print(check(argv[1], load()))
    else:
        sys.exit(__doc__)


if __name__ == '__main__':
    main(sys.argv)
