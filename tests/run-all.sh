#!/bin/bash
# tests/run-all.sh — the whole test suite, as the README and .ci/run run it.
#
# SPDX-FileCopyrightText: 2026 The Carry On authors
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Installs what is missing (Debian 12), builds with warnings as errors, and
# runs every suite: core and integration (no display), ui and tray inside
# tests/desktop-session.sh (Xvfb, a private session bus, dunst, the
# xfce4-panel tray), e2e (the real Claude Code, DSH, Codex and OpenCode from
# npm against fake APIs, with and without the window), an ASan/UBSan build of
# core + integration, core under valgrind, and short fuzz runs.  Each suite
# keeps its own JSON test log (BUILD/meson-logs/SUITE.json); the summary at
# the end names every failing test with the end of what it printed
# (tests/print-failures.py).
#
#   tests/run-all.sh              everything
#   SKIP_E2E=1 tests/run-all.sh   everything but the e2e suite
#   SKIP_SANITIZE=1, SKIP_VALGRIND=1, SKIP_FUZZ=1  likewise
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."
top=$PWD
build=${BUILD_DIR:-_build}

step () { printf '\n==== %s\n' "$*"; }

step "dependencies"
sh .ci/install-deps

step "build ($build, -Dwerror=true)"
if [ -d "$build" ]; then
  meson setup --reconfigure "$build" -Dwerror=true >/dev/null
else
  meson setup "$build" -Dwerror=true >/dev/null
fi
meson compile -C "$build"

status=0
passed=0
failed=0
failed_logs=()
# run NAME LOG COMMAND...: LOG is the JSON test log the command writes
# (meson test --logbase), read again in the summary if the step fails.
run () {
  local name=$1 log=$2; shift 2
  step "$name"
  [ -z "$log" ] || rm -f "$log"
  if "$@"; then
    passed=$((passed + 1))
  else
    echo "FAILED: $name"
    failed=$((failed + 1))
    status=1
    [ -n "$log" ] && failed_logs+=("$log")
  fi
}

# Timeouts are a safety net, never a pass mark: a loaded machine (CI runs
# beside other work) may be several times slower than an idle one.
run "core + integration" "$build/meson-logs/core.json" meson test -C "$build" --logbase core --print-errorlogs --timeout-multiplier 3 --suite core --suite integration
run "ui + tray (desktop session)" "$build/meson-logs/ui.json" tests/desktop-session.sh meson test -C "$build" --logbase ui --print-errorlogs --timeout-multiplier 3 --suite ui --suite tray
# The whole e2e suite in one desktop session: the GUI e2e tests and the GUI
# half of the hand-off e2e need it, the headless ones do not mind it.
if [ -z "${SKIP_E2E:-}" ]; then
  run "e2e: the real Claude Code, DSH, Codex and OpenCode (desktop session)" "$build/meson-logs/e2e.json" \
    tests/desktop-session.sh meson test -C "$build" --logbase e2e --print-errorlogs --suite e2e --timeout-multiplier 3
fi

if [ -z "${SKIP_SANITIZE:-}" ]; then
  step "sanitizer build (_build-asan)"
  if [ -d _build-asan ]; then
    meson setup --reconfigure _build-asan -Db_sanitize=address,undefined -Db_lundef=false -De2e=false >/dev/null
  else
    meson setup _build-asan -Db_sanitize=address,undefined -Db_lundef=false -De2e=false >/dev/null
  fi
  meson compile -C _build-asan
  run "core + integration under ASan/UBSan" _build-asan/meson-logs/asan.json env ASAN_OPTIONS=detect_leaks=0 UBSAN_OPTIONS=halt_on_error=1:print_stacktrace=1 \
    meson test -C _build-asan --logbase asan --print-errorlogs --timeout-multiplier 3 --suite core --suite integration
fi

# memcheck on the core suite (about 45 s on 2 cores; core + integration
# takes 4 minutes: meson test -C BUILD --setup valgrind --suite core --suite integration).
if [ -z "${SKIP_VALGRIND:-}" ]; then
  run "core under valgrind" "$build/meson-logs/valgrind.json" meson test -C "$build" --logbase valgrind --print-errorlogs --setup valgrind --suite core
fi

if [ -z "${SKIP_FUZZ:-}" ] && [ -x tests/fuzz/run-fuzzers.sh ]; then
  # Deterministic: saved crash inputs, then a fixed number of inputs from
  # a fixed seed.  Long timed runs are a separate step (docs/performance.md).
  run "fuzz (regressions + fixed-seed runs)" "" tests/fuzz/run-fuzzers.sh --runs 50000
fi

step "summary"
# What failed, again at the end: a CI that shows only the tail of this log
# still names the failing test and shows what it printed.
if [ ${#failed_logs[@]} -gt 0 ]; then
  python3 tests/print-failures.py --lines 40 "${failed_logs[@]}"
  echo
fi
if [ $status -eq 0 ]; then
  echo "all suites passed"
else
  echo "some suites failed"
fi
echo "suites: $passed passed, $failed failed"
exit $status
