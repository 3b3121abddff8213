#!/usr/bin/env python3
# SPDX-FileCopyrightText: 2026 The Carry On authors
# SPDX-License-Identifier: GPL-3.0-or-later
#
# The catalogues stay complete: for each language in po/LINGUAS, merged with
# a template made fresh from po/POTFILES.in (xgettext with the keywords of
# meson's "glib" preset), nothing is untranslated or fuzzy, and no
# translation merely repeats the English.  Exceptions to the last: the
# name "Carry On", and strings with no word of their own once format
# directives are taken out (units such as "%d min" read the same in many
# languages).  TAP on stdout.
#
# Usage: check-po.py SOURCE_ROOT

import os
import re
import subprocess
import sys
import tempfile

GLIB_PRESET = [
    '--from-code=UTF-8', '--add-comments=Translators:',
    '--keyword=_', '--keyword=N_', '--keyword=C_:1c,2', '--keyword=NC_:1c,2',
    '--keyword=g_dcgettext:2', '--keyword=g_dngettext:2,3', '--keyword=g_dpgettext2:2c,3',
    '--flag=N_:1:pass-c-format', '--flag=C_:2:pass-c-format', '--flag=NC_:2:pass-c-format',
    '--flag=g_dngettext:2:pass-c-format', '--flag=g_strdup_printf:1:c-format',
    '--flag=g_string_printf:2:c-format', '--flag=g_string_append_printf:2:c-format',
    '--flag=g_error_new:3:c-format', '--flag=g_set_error:4:c-format',
    '--flag=g_markup_printf_escaped:1:c-format', '--flag=g_log:3:c-format',
    '--flag=g_print:1:c-format', '--flag=g_printerr:1:c-format',
    '--flag=g_printf:1:c-format', '--flag=g_fprintf:2:c-format',
    '--flag=g_sprintf:2:c-format', '--flag=g_snprintf:3:c-format',
]

# Translations that are known to be wrong: (context, msgid) → bad msgstr.
# A state is not a command: "Continuing" is "Wird fortgesetzt" in German.
KNOWN_WRONG = {
    'de': {('session state', 'Continuing'): 'Fortsetzen'},
}

ALLOWED_SAME = {'Carry On'}

n = 0
failed = False


def ok(cond, what):
    global n, failed
    n += 1
    print(('ok %d - %s' if cond else 'not ok %d - %s') % (n, what))
    failed |= not cond


def unquote(s):
    return s.encode('utf-8').decode('unicode_escape').encode('latin-1').decode('utf-8')


def entries(po_text):
    """(context, msgid, [msgstr…], flags) of each live entry."""
    for block in po_text.split('\n\n'):
        ctxt = msgid = None
        strs = []
        flags = []
        cur = None
        for line in block.split('\n'):
            if line.startswith('#~'):
                cur = None
                break
            if line.startswith('#,'):
                flags += [f.strip() for f in line[2:].split(',')]
                continue
            m = re.match(r'^(msgctxt|msgid|msgid_plural|msgstr(?:\[\d+\])?) "(.*)"$', line)
            if m:
                cur = m.group(1)
                value = unquote(m.group(2))
                if cur == 'msgctxt':
                    ctxt = value
                elif cur == 'msgid':
                    msgid = value
                elif cur.startswith('msgstr'):
                    strs.append(value)
                continue
            m = re.match(r'^"(.*)"$', line)
            if m and cur is not None:
                value = unquote(m.group(1))
                if cur == 'msgctxt':
                    ctxt += value
                elif cur == 'msgid':
                    msgid += value
                elif cur.startswith('msgstr'):
                    strs[-1] += value
        if msgid:
            yield ctxt, msgid, strs, flags


def has_own_words(text):
    text = re.sub(r'%(\d+\$)?[-#0 +\']*\d*(\.\d+)?(l|ll|h|z)?[a-zA-Z%]', ' ', text)
    return any(len(w) >= 3 and w not in ('min',) for w in re.findall(r'[^\W\d_]+', text))


def main():
    root = sys.argv[1]
    po_dir = os.path.join(root, 'po')
    with open(os.path.join(po_dir, 'LINGUAS')) as f:
        languages = [w for line in f for w in line.split() if not line.startswith('#')]

    with tempfile.TemporaryDirectory() as tmp:
        pot = os.path.join(tmp, 'carry-on.pot')
        subprocess.run(['xgettext', '--package-name=carry-on', '-D', root,
                        '-f', os.path.join(po_dir, 'POTFILES.in'), '-o', pot] + GLIB_PRESET,
                       check=True)
        print('1..%d' % (len(languages) * 4))
        for lang in languages:
            merged = os.path.join(tmp, lang + '.po')
            subprocess.run(['msgmerge', '--quiet', '--no-fuzzy-matching', '-o', merged,
                            os.path.join(po_dir, lang + '.po'), pot], check=True)
            stats = subprocess.run(['msgfmt', '--check', '--statistics', '-o', os.devnull, merged],
                                   capture_output=True, text=True)
            ok(stats.returncode == 0, '%s: msgfmt --check passes %s' % (lang, stats.stderr.strip()))
            text = subprocess.run(['msgcat', '--no-wrap', merged], capture_output=True,
                                  text=True, check=True).stdout
            live = list(entries(text))
            untranslated = [m for c, m, s, fl in live if any(x == '' for x in s)]
            fuzzy = [m for c, m, s, fl in live if 'fuzzy' in fl]
            same = [m for c, m, s, fl in live
                    if m not in ALLOWED_SAME and has_own_words(m) and m in s]
            wrong = [(c, m) for c, m, s, fl in live
                     if KNOWN_WRONG.get(lang, {}).get((c, m)) in s]
            for what, items in (('untranslated', untranslated), ('fuzzy', fuzzy),
                                ('repeating the English', same)):
                for m in items:
                    print('# %s %s: %r' % (lang, what, m))
            for c, m in wrong:
                print('# %s: %r (%s) must not be %r' % (lang, m, c, KNOWN_WRONG[lang][(c, m)]))
            ok(not untranslated and not fuzzy,
               '%s: against a fresh template, %d untranslated, %d fuzzy'
               % (lang, len(untranslated), len(fuzzy)))
            ok(not same, '%s: %d translations merely repeat the English' % (lang, len(same)))
            ok(not wrong, '%s: %d translations known to be wrong' % (lang, len(wrong)))
    return 1 if failed else 0


if __name__ == '__main__':
    sys.exit(main())
