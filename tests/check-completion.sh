#!/bin/bash
# SPDX-FileCopyrightText: 2026 The Carry On authors
# SPDX-License-Identifier: GPL-3.0-or-later
#
# data/completions/carry-on under the real bash-completion: what each
# partial command line completes to.  TAP on stdout.
#
# Usage: check-completion.sh BASH_COMPLETION COMPLETION_FILE
set -u
# shellcheck source=/dev/null
source "$1" || exit 1
# shellcheck source=/dev/null
source "$2" || exit 1

n=0
failed=0

# complete "LINE" "EXPECTED…": completes at the end of LINE.
complete_line()
{
    local line=$1 expected=$2 got
    n=$((n + 1))
    read -r -a COMP_WORDS <<< "$line"
    [[ $line == *" " ]] && COMP_WORDS+=("")
    COMP_CWORD=$((${#COMP_WORDS[@]} - 1))
    COMP_LINE=$line
    COMP_POINT=${#line}
    COMPREPLY=()
    _carry_on carry-on "${COMP_WORDS[COMP_CWORD]}" "${COMP_WORDS[COMP_CWORD - 1]}"
    got=$(printf '%s\n' "${COMPREPLY[@]}" | sort | tr '\n' ' ' | sed 's/ $//')
    if [[ $got == "$expected" ]]; then
        echo "ok $n - '$line' → $expected"
    else
        echo "not ok $n - '$line' → '$got', not '$expected'"
        failed=1
    fi
}

echo "1..8"
complete_line "carry-on " "install-host"
complete_line "carry-on --he" "--headless --help"
complete_line "carry-on --" "--background --demo --headless --help --log-format= --version"
complete_line "carry-on --headless --log-format=" "json text"
complete_line "carry-on install-host " "claude-code codex dsh opencode"
complete_line "carry-on install-host cl" "claude-code"
complete_line "carry-on install-host claude-code " "--check --help --remove"
complete_line "carry-on install-host claude-code --r" "--remove"
exit $failed
