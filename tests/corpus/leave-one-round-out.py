#!/usr/bin/env python3
# SPDX-FileCopyrightText: 2026 The Carry On authors
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Measures the word evidence (src/core/carry-on-classifier-cues.c) on each
# blind round of the held-out file with that round left out of the counts:
# for round R, the counts are learnt from the corpus, the other rounds and
# any EXTRA training files, and every text of R that no rule decides (rule
# "default" or "words-*" in carry-on-classify's output) gets the words'
# verdict.  Prints retry-vs-give-up and exact class (resets aside) on those
# texts, and the wrong give-ups and wrong retries.  Uses replay-words.py's
# replica of the learning and the decision.
#
# Usage (from the source root, after building carry-on-classify):
#   tests/corpus/leave-one-round-out.py _build
#   tests/corpus/leave-one-round-out.py _build tests/corpus/locale-messages.jsonl
#
# CARRY_ON_CUES_MARGIN=M in the environment sets transient's head start in
# nats (default: the C code's CARRY_ON_CUES_TRANSIENT_MARGIN, read from
# src/core/carry-on-classifier-cues.c); the
# figures measured before it was raised used 2.

import collections
import importlib.util
import json
import os
import re
import subprocess
import sys

here = os.path.dirname(os.path.abspath(__file__))
spec = importlib.util.spec_from_file_location('replay_words', os.path.join(here, 'replay-words.py'))
rw = importlib.util.module_from_spec(spec)
spec.loader.exec_module(rw)


def round_of(entry_id):
    """A held-out id's round: the letters before its number ("hb012" -> "hb",
    "aaa001" -> "aaa", the first collection's "h001" -> "h"), so rounds named
    with three letters, once the two-letter names ran out, stand apart."""
    return re.match(r'[a-z]*', entry_id).group(0)


def jsonl(path):
    with open(path, encoding='utf-8') as f:
        return [json.loads(line) for line in f if line.strip()]


def main(argv):
    if len(argv) < 2:
        sys.exit('usage: tests/corpus/leave-one-round-out.py BUILD_DIR [EXTRA.jsonl…]')
    corpus = jsonl(os.path.join(here, 'api-errors.jsonl'))
    held = jsonl(os.path.join(here, 'held-out.jsonl'))
    extra = [e for path in argv[2:] for e in jsonl(path)]
    run = subprocess.run([os.path.join(argv[1], 'src/tools/carry-on-classify')] + rw.NOW,
                         input='\n'.join(json.dumps(e) for e in held), capture_output=True, text=True,
                         check=True)
    open_texts = {e['id'] for e, got in zip(held, rw.jsonl(run.stdout))
                  if got['rule'] == 'default' or got['rule'].startswith('words-')}
    rounds = sorted({round_of(e['id']) for e in held if e['id'] in open_texts})
    r = collections.Counter()
    for name in rounds:
        model = rw.learn(corpus + extra + [e for e in held if round_of(e['id']) != name])
        for e in held:
            if round_of(e['id']) != name or e['id'] not in open_texts:
                continue
            got, want = rw.decide(model, e), e['expected']
            r['texts'] += 1
            r['rg'] += (got == 'fatal') == (want == 'fatal')
            r['exact'] += got == want
            r['wrong give-ups'] += got == 'fatal' and want != 'fatal'
            r['wrong retries'] += got != 'fatal' and want == 'fatal'
    print('%d texts no rule decides in %d rounds: retry-vs-give-up %.1f %% (%d), exact %.1f %% (%d), '
          'wrong give-ups %d, wrong retries %d' % (
              r['texts'], len(rounds), 100.0 * r['rg'] / r['texts'], r['rg'], 100.0 * r['exact'] / r['texts'],
              r['exact'], r['wrong give-ups'], r['wrong retries']))


if __name__ == '__main__':
    main(sys.argv)
