#!/bin/bash
# tests/fuzz/run-fuzzers.sh — run every libFuzzer target for a while.
#
# SPDX-FileCopyrightText: 2026 The Carry On authors
# SPDX-License-Identifier: GPL-3.0-or-later
#
#   tests/fuzz/run-fuzzers.sh SECONDS [TARGET...]     a timed run (long runs)
#   tests/fuzz/run-fuzzers.sh --runs N [TARGET...]    a deterministic run (CI)
#
# --runs N replays the saved crash inputs, then runs each target for exactly
# N inputs with a fixed seed (FUZZ_SEED, default 1) from its checked-in
# seeds only, in a fresh work dir, so CI does not depend on a lucky or
# unlucky 30 s (the same tree tries nearly the same inputs every time).  Timed runs (e.g. 600 s
# a target, docs/performance.md) are for finding new bugs, outside CI.
#
# Builds a clang build dir with -Dfuzzing=true if there is none (or
# reconfigures it), replays each target's saved crash inputs (regressions),
# then runs each target (all fuzz-* executables, or the TARGETs named, with
# or without the "fuzz-" prefix) for SECONDS on its seed corpus.  New
# corpus entries go to the build dir, never into the source tree.  A crash,
# leak, timeout or out-of-memory input is copied to
# tests/fuzz/<name>/crashes/ (name = target without "fuzz-") so it becomes a
# regression input, and the script exits 1.
#
# Environment:
#   FUZZ_BUILD_DIR   build dir (default: _build-fuzz at the top)
#   FUZZ_JOBS        targets run at once (default: 1; a long run on a
#                    2-core machine can use 2)
#   FUZZ_ARGS        extra libFuzzer flags (e.g. "-max_len=65536")
#   FUZZ_LOG_DIR     where each target's log goes (default: the build dir)
set -euo pipefail

usage () {
  echo "usage: $0 SECONDS [TARGET...]" >&2
  exit 2
}

[ $# -ge 1 ] || usage
seconds=
runs=
if [ "$1" = --runs ]; then
  [ $# -ge 2 ] || usage
  runs=$2; shift 2
  case $runs in ''|*[!0-9]*) usage ;; esac
else
  seconds=$1; shift
  case $seconds in ''|*[!0-9]*) usage ;; esac
fi

cd "$(dirname "${BASH_SOURCE[0]}")/../.."
top=$PWD
build=${FUZZ_BUILD_DIR:-_build-fuzz}
case $build in /*) ;; *) build=$top/$build ;; esac
jobs=${FUZZ_JOBS:-1}
logdir=${FUZZ_LOG_DIR:-$build/fuzz-logs}

if ! command -v clang >/dev/null 2>&1; then
  echo "run-fuzzers: clang is needed (apt-get install clang libclang-rt-14-dev)" >&2
  exit 2
fi

# ---- build ----------------------------------------------------------------
setup_args=(-Dfuzzing=true -Dgui=false -De2e=false -Dbuildtype=debugoptimized
            -Db_sanitize=address,undefined -Db_lundef=false)
if [ -f "$build/build.ninja" ]; then
  meson configure "$build" "${setup_args[@]}" >/dev/null
else
  CC=clang meson setup "$build" "${setup_args[@]}" >/dev/null
fi
if ! meson introspect "$build" --buildoptions | python3 -c '
import json, sys
sys.exit(0 if any(o["name"] == "fuzzing" and o["value"] for o in json.load(sys.stdin)) else 1)'; then
  echo "run-fuzzers: could not enable -Dfuzzing=true in $build" >&2
  exit 2
fi

# All fuzz-* executables meson knows: "name<TAB>path" lines.
mapfile -t known < <(meson introspect "$build" --targets | python3 -c '
import json, sys
for t in json.load(sys.stdin):
    if t["type"] == "executable" and t["name"].startswith("fuzz-"):
        print(t["name"] + "\t" + t["filename"][0])')

if [ ${#known[@]} -eq 0 ]; then
  echo "run-fuzzers: no fuzz-* targets in $build (is tests/fuzz/meson.build wired to -Dfuzzing?)" >&2
  exit 2
fi

declare -A path_of=()
for row in "${known[@]}"; do
  path_of[${row%%$'\t'*}]=${row#*$'\t'}
done

targets=()
if [ $# -gt 0 ]; then
  for t in "$@"; do
    case $t in fuzz-*) ;; *) t=fuzz-$t ;; esac
    [ -n "${path_of[$t]:-}" ] || { echo "run-fuzzers: unknown target $t" >&2; exit 2; }
    targets+=("$t")
  done
else
  mapfile -t targets < <(printf '%s\n' "${!path_of[@]}" | sort)
fi

echo "run-fuzzers: building ${targets[*]} in $build"
mkdir -p "$logdir"
if ! meson compile -C "$build" "${targets[@]}" >"$logdir/build.log" 2>&1; then
  # the compiler's and linker's own words, not a bare exit status
  tail -n 30 "$logdir/build.log" >&2
  echo "run-fuzzers: the build failed (all of it in $logdir/build.log)" >&2
  exit 2
fi

# ---- helpers --------------------------------------------------------------
# Seed corpus dirs of target $1 (short name $2), each only if it exists.
seed_dirs () {
  local d
  for d in "tests/fuzz/$2/corpus" "tests/fuzz/$2/seeds" "tests/fuzz/corpus/$2" \
           "tests/fuzz/$1/corpus" "tests/fuzz/$1" "tests/fuzz/$2"; do
    if [ -d "$d" ]; then
      # A bare tests/fuzz/<name>/ dir counts only when it holds seed files.
      case $d in
        tests/fuzz/"$1"|tests/fuzz/"$2")
          find "$d" -maxdepth 1 -type f ! -name '*.dict' ! -name '*.options' | grep -q . || continue ;;
      esac
      echo "$top/$d"
    fi
  done
}

dict_for () {
  local f
  for f in "tests/fuzz/$2/$2.dict" "tests/fuzz/$2.dict" "tests/fuzz/$1.dict" "tests/fuzz/$2/dict"; do
    [ -f "$f" ] && { echo "-dict=$top/$f"; return; }
  done
}

# Runs one target; returns 0 when clean.
run_target () {
  local target=$1 short=${1#fuzz-} exe=${path_of[$1]}
  local crashdir="$top/tests/fuzz/$short/crashes"
  local work="$build/fuzz-work/$short"
  local artifacts="$build/fuzz-artifacts/$short"
  local log="$logdir/$short.log"
  local -a seeds dict extra
  local rc=0 f

  # A deterministic run starts from the checked-in seeds only.
  [ -z "$runs" ] || rm -rf "$work"
  mkdir -p "$work" "$artifacts"
  mapfile -t seeds < <(seed_dirs "$target" "$short" | awk '!seen[$0]++')
  mapfile -t dict < <(dict_for "$target" "$short")
  read -r -a extra <<< "${FUZZ_ARGS:-}"

  # 1. Regressions: every saved crash input must now pass.
  if [ -d "$crashdir" ] && find "$crashdir" -type f | grep -q .; then
    if ! "$exe" -runs=1 "${dict[@]}" $(find "$crashdir" -type f | sort) >"$log.replay" 2>&1; then
      echo "FAIL $target: a saved crash input still crashes (see $log.replay)"
      tail -n 30 "$log.replay"
      return 1
    fi
    echo "ok   $target: $(find "$crashdir" -type f | wc -l) saved crash input(s) replayed clean"
  fi

  # 2. The run.  The first corpus dir receives new inputs: keep it in the
  #    build dir so the source tree only holds the curated seeds.
  set +e
  ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1:allocator_may_return_null=1} \
  UBSAN_OPTIONS=${UBSAN_OPTIONS:-halt_on_error=1:print_stacktrace=1} \
  local -a limit wrap=()
  if [ -n "$runs" ]; then
    limit=(-runs="$runs" -seed="${FUZZ_SEED:-1}")
    # Without address randomisation pointer-keyed hash tables iterate in
    # the same order every run.  What still varies is timing inside the
    # targets (GLib's time-zone cache expires by the clock), so coverage
    # can differ by a few edges between runs; the seed, the count and the
    # starting corpus do not.
    if setarch "$(uname -m)" -R true 2>/dev/null; then
      wrap=(setarch "$(uname -m)" -R)
    fi
  else
    limit=(-max_total_time="$seconds")
  fi
  "${wrap[@]}" "$exe" "$work" "${seeds[@]}" "${dict[@]}" \
    "${limit[@]}" -timeout=30 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="$artifacts/" "${extra[@]}" >"$log" 2>&1
  rc=$?
  set -e

  local stats
  stats=$(grep -E '^stat::(number_of_executed_units|average_exec_per_sec|peak_rss_mb)' "$log" |
          sed 's/^stat:://; s/: */=/' | tr '\n' ' ')
  local cov
  cov=$(grep -Eo 'cov: [0-9]+ ft: [0-9]+' "$log" | tail -n 1)

  local found=0
  for f in "$artifacts"/*; do
    [ -f "$f" ] || continue
    mkdir -p "$crashdir"
    cp "$f" "$crashdir/"
    echo "     $target: saved $(basename "$f") to tests/fuzz/$short/crashes/"
    rm -f "$f"
    found=1
  done

  if [ $rc -ne 0 ] || [ $found -ne 0 ]; then
    echo "FAIL $target after ${runs:+$runs runs}${seconds:+${seconds}s} (exit $rc; $cov; $stats) — log: $log"
    grep -E 'ERROR: |SUMMARY: |runtime error' "$log" | head -n 10 || true
    return 1
  fi
  echo "ok   $target: ${runs:+$runs runs, seed ${FUZZ_SEED:-1}}${seconds:+${seconds}s}, no crash ($cov; $stats; seeds: ${#seeds[@]} dir(s))"
  return 0
}

# ---- run ------------------------------------------------------------------
status=0
if [ "$jobs" -le 1 ]; then
  for t in "${targets[@]}"; do
    run_target "$t" || status=1
  done
else
  pids=()
  for t in "${targets[@]}"; do
    while [ "$(jobs -rp | wc -l)" -ge "$jobs" ]; do sleep 1; done
    run_target "$t" > "$logdir/${t#fuzz-}.summary" 2>&1 &
    pids+=($!)
  done
  for i in "${!pids[@]}"; do
    wait "${pids[$i]}" || status=1
    cat "$logdir/${targets[$i]#fuzz-}.summary"
  done
fi

exit $status
