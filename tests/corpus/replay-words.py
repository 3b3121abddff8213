#!/usr/bin/env python3
# SPDX-FileCopyrightText: 2026 The Carry On authors
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Replays the word evidence (src/core/carry-on-classifier-cues.c) on blind
# rounds of the held-out file, as if it had existed when each round was
# measured: for each ROUND=COMMIT, carry-on-classify is built at COMMIT (the
# classifier whose verdicts were that round's "after"), the word counts are
# learnt from the corpora as they stood at COMMIT (which did not yet hold
# the round; the localised messages too where COMMIT has them), and every text the rules left at the default is given the
# words' verdict.  Prints retry-vs-give-up and exact agreement before and
# after, and the give-ups the words made wrongly.
#
# The learning here is a Python replica of carry-on-train-cues and
# carry_on_cues_decide() (same features, counts with at most PER_SOURCE
# texts from one source, pruning, margin and "temporary" words), on the raw
# text rather than the classifier's normalised one, so a figure may differ
# from the C code's by a text or two.
#
# Usage (from the source root; builds in a temporary directory, ~1 min per
# commit on two cores):
#   tests/corpus/replay-words.py hm=2ee20ca hn=b415e93 ho=7963e71 \
#       hp=6cb025f hq=cf51ef5 hr=1530d68

import collections
import json
import math
import os
import re
import subprocess
import sys
import tempfile
import unicodedata

SRC = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', '..', 'src')


def c_source(path):
    return open(os.path.join(SRC, path), encoding='utf-8').read()


def c_define(text, name):
    return re.search(r'^#define %s ([0-9.]+)' % name, text, re.M).group(1)


def c_phrases(text, array):
    """The regex of a carry_on_norm_text_find() pattern list ("<word>":
    word boundaries) in a C array of strings"""
    body = re.search(r'%s\[\] = \{(.*?)\};' % array, text, re.S).group(1)
    return re.compile('|'.join(r'\b' * p.startswith('<') + re.escape(p.strip('<>')).replace('\\ ', ' ') +
                               r'\b' * p.endswith('>') for p in re.findall(r'"([^"]*)"', body)))


# The constants are read from the C code, so the replica cannot drift from it:
# the margin (CARRY_ON_CUES_TRANSIENT_MARGIN; the figures measured before it
# was raised from 2 are reproduced with CARRY_ON_CUES_MARGIN=2 in the
# environment), the pruning and per-source cap of carry-on-train-cues.c, and
# the words that keep a text from being given up.
CUES = c_source('core/carry-on-classifier-cues.c')
TRAIN = c_source('tools/carry-on-train-cues.c')
MARGIN = float(os.environ.get('CARRY_ON_CUES_MARGIN', c_define(CUES, 'CARRY_ON_CUES_TRANSIENT_MARGIN')))
MIN_TEXTS = int(c_define(TRAIN, 'MIN_TEXTS'))
MAX_SHARE = float(c_define(TRAIN, 'MAX_SHARE'))
PER_SOURCE = int(c_define(TRAIN, 'PER_SOURCE'))
VERDICTS = ['transient', 'limit', 'fatal']
SENDER_RETRIES = c_phrases(CUES, 'sender_retries')
RETRIES_RAN_OUT = c_phrases(CUES, 'retries_ran_out')
NOW = ['--now', '2026-03-10T12:00:00Z', '--tz', 'Europe/Paris']


def c_concepts(text, array):
    """{form: concept} of a C array of { "form", "concept" } pairs"""
    body = re.search(r'%s\[\] = \{(.*?)\};' % array, text, re.S).group(1)
    return dict(re.findall(r'\{ "([^"]*)", "([^"]*)" \}', body))


CONCEPTS = c_source('core/carry-on-classifier-concepts.c')
CONCEPT_WORDS = c_concepts(CONCEPTS, 'concept_words')
CONCEPT_PREFIXES = c_concepts(CONCEPTS, 'concept_prefixes')


def concept_of(word):
    # as carry_on_concept_of(): the word itself, else its longest prefix of
    # four or more characters
    if word in CONCEPT_WORDS:
        return CONCEPT_WORDS[word]
    for n in range(len(word), 3, -1):
        if word[:n] in CONCEPT_PREFIXES:
            return CONCEPT_PREFIXES[word[:n]]
    return None


def is_cjk(ch):
    o = ord(ch)
    return 0x3040 <= o <= 0x30ff or 0x3400 <= o <= 0x9fff or 0xac00 <= o <= 0xd7af or 0xf900 <= o <= 0xfaff


def in_identifier(s, i):
    # as in_identifier() in carry-on-classifier-cues.c: inside a run of ASCII
    # letters and digits at least 8 long that holds a digit (an id, a hash)
    a = b = i
    while a > 0 and s[a - 1].isascii() and s[a - 1].isalnum():
        a -= 1
    while b < len(s) and s[b].isascii() and s[b].isalnum():
        b += 1
    return b - a >= 8 and any(c.isdigit() for c in s[a:b])


def is_unspaced(ch):
    # as is_unspaced() in carry-on-classifier-cues.c: Thai, Lao, Myanmar, Khmer
    o = ord(ch)
    return 0x0e00 <= o <= 0x0eff or 0x1000 <= o <= 0x109f or 0x1780 <= o <= 0x17ff


_FEATURES = {}


def features(entry):
    # learnt again for every round by leave-one-round-out.py: remembered
    status = entry.get('status')
    key = (entry['text'], status if isinstance(status, int) else None)
    if key not in _FEATURES:
        _FEATURES[key] = frozenset(text_features(entry))
    return _FEATURES[key]


def text_features(entry):
    s, out, i, prev = entry['text'].lower(), set(), 0, ''
    while i < len(s):
        ch = s[i]
        if is_unspaced(ch) and ch.isalpha():
            j, clusters = i, []
            while j < len(s) and is_unspaced(s[j]) and (s[j].isalpha() or unicodedata.category(s[j]).startswith('M')):
                k = j + 1
                while k < len(s) and is_unspaced(s[k]) and unicodedata.category(s[k]).startswith('M'):
                    k += 1
                clusters.append(s[j:k])
                j = k
            if len(clusters) == 1:
                out.add('c:' + clusters[0])
            out.update('c:' + clusters[k] + clusters[k + 1] for k in range(len(clusters) - 1))
            i, prev = j, s[j - 1]
        elif is_cjk(ch):
            j = i
            while j < len(s) and is_cjk(s[j]):
                j += 1
            run = s[i:j]
            out.update('c:' + run[k:k + 2] for k in range(max(1, len(run) - 1)))
            i, prev = j, run[-1]
        elif ch.isalpha():
            j = i
            while j < len(s) and ((s[j].isalpha() and not is_cjk(s[j]) and not is_unspaced(s[j])) or
                                  unicodedata.category(s[j]).startswith('M') or
                                  (s[j] == "'" and j + 1 < len(s) and s[j + 1].isalpha() and not is_cjk(s[j + 1]))):
                j += 1
            if 2 <= j - i <= 40 and not (ch.isascii() and in_identifier(s, i)):
                out.add('w:' + s[i:j])
            i, prev = j, s[j - 1]
        elif '0' <= ch <= '9':
            j = i
            while j < len(s) and '0' <= s[j] <= '9':
                j += 1
            if j - i == 3 and ch in '45' and not prev.isalpha() and not (j < len(s) and s[j].isascii() and s[j].isalpha()):
                out.add('n:%sxx' % ch)
            i, prev = j, '0'
        else:
            i, prev = i + 1, ch
    out.update('k:' + c for c in (concept_of(f[2:]) for f in list(out) if f[:2] in ('w:', 'c:')) if c)
    status = entry.get('status')
    if isinstance(status, int) and 100 <= status <= 599:
        out.update(('s:%dxx' % (status // 100), 's:%d' % status))
    return out


def learn(entries):
    # Pruned by texts; counted with at most PER_SOURCE texts of one verdict
    # from one source address, for the verdict and for each feature
    counts, texts = collections.defaultdict(lambda: [0, 0, 0]), [0, 0, 0]
    per_source = collections.Counter()
    counted, counted_texts = collections.defaultdict(lambda: [0, 0, 0]), [0, 0, 0]
    for n, e in enumerate(entries):
        v = VERDICTS.index(e['expected'])
        source = e.get('source') or n
        texts[v] += 1
        per_source[source, v, None] += 1
        counted_texts[v] += per_source[source, v, None] <= PER_SOURCE
        for f in features(e):
            counts[f][v] += 1
            per_source[source, v, f] += 1
            counted[f][v] += per_source[source, v, f] <= PER_SOURCE
    total = sum(texts)
    return {f: counted[f] for f, c in counts.items() if MIN_TEXTS <= sum(c) <= MAX_SHARE * total}, counted_texts


def decide(model, entry):
    counts, texts = model
    total = sum(texts)
    score = [math.log((texts[v] + 1.0) / (total + 3.0)) for v in range(3)]
    score[0] += MARGIN
    known = [counts[f] for f in features(entry) if f in counts]
    if not known:
        return 'transient'
    for c in known:
        for v in range(3):
            score[v] += math.log((c[v] + 1.0) / (texts[v] + 2.0))
    best = VERDICTS[max(range(3), key=lambda v: score[v])]
    if best != 'transient' and RETRIES_RAN_OUT.search(entry['text'].lower()):
        return 'transient'
    if best == 'fatal' and SENDER_RETRIES.search(entry['text'].lower()):
        return 'transient'
    return best


def git(*args):
    return subprocess.run(['git'] + list(args), check=True, capture_output=True, text=True).stdout


def jsonl(text):
    return [json.loads(line) for line in text.splitlines() if line.strip()]


def main(argv):
    rounds = [a.split('=', 1) for a in argv[1:]]
    if not rounds:
        sys.exit('usage: tests/corpus/replay-words.py ROUND=COMMIT… (from the source root)')
    held = jsonl(open('tests/corpus/held-out.jsonl', encoding='utf-8').read())
    total = collections.Counter()
    with tempfile.TemporaryDirectory() as tmp:
        for name, commit in rounds:
            tree = os.path.join(tmp, commit)
            git('worktree', 'add', '--detach', tree, commit)
            try:
                subprocess.run(['meson', 'setup', '_b', '-Dgui=false'], cwd=tree, check=True, capture_output=True)
                subprocess.run(['ninja', '-C', '_b', 'src/tools/carry-on-classify'], cwd=tree, check=True,
                               capture_output=True)
                known = jsonl(git('show', commit + ':tests/corpus/api-errors.jsonl')) + \
                    jsonl(git('show', commit + ':tests/corpus/held-out.jsonl'))
                if os.path.exists(os.path.join(tree, 'tests/corpus/locale-messages.jsonl')):
                    known += jsonl(git('show', commit + ':tests/corpus/locale-messages.jsonl'))
                if any(e['id'].startswith(name) for e in known):
                    sys.exit('%s already holds round %s' % (commit, name))
                entries = [e for e in held if e['id'].startswith(name)]
                run = subprocess.run([os.path.join(tree, '_b/src/tools/carry-on-classify')] + NOW,
                                     input='\n'.join(json.dumps(e) for e in entries), capture_output=True,
                                     text=True)
                model = learn(known)
                r = collections.Counter()
                for e, got in zip(entries, jsonl(run.stdout)):
                    before = got['verdict']
                    after = before
                    if got['rule'] == 'default':
                        after = decide(model, e)
                    want = e['expected']
                    r['texts'] += 1
                    r['rg before'] += (before == 'fatal') == (want == 'fatal')
                    r['exact before'] += before == want
                    r['rg after'] += (after == 'fatal') == (want == 'fatal')
                    r['exact after'] += after == want
                    if after == 'fatal' and before != 'fatal' and want != 'fatal':
                        r['wrong give-ups'] += 1
                        print('  wrong give-up %s: %s' % (e['id'], e['text'][:80]))
                print('%s at %s: %s' % (name, commit, dict(r)))
                total += r
            finally:
                git('worktree', 'remove', '--force', tree)
    print('all: %s' % dict(total))
    print('retry-vs-give-up %.1f %% -> %.1f %%, exact %.1f %% -> %.1f %%' % (
        100.0 * total['rg before'] / total['texts'], 100.0 * total['rg after'] / total['texts'],
        100.0 * total['exact before'] / total['texts'], 100.0 * total['exact after'] / total['texts']))


if __name__ == '__main__':
    main(sys.argv)
