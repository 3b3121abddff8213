#!/bin/bash
# bench-window.sh — the window during an outage, measured as a user gets it.
#
# SPDX-FileCopyrightText: 2026 The Carry On authors
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Runs the GUI `carry-on` against simulated hosts with the in-tree heartbeat
# probe (CARRY_ON_HEARTBEAT) and prints the worst main-loop stall, the CPU
# and the RSS.  Run it under a display and a private bus, e.g.
#   tests/desktop-session.sh --screen 1280x2000x24 tests/bench-window.sh BUILD countdowns
# Cases:
#   countdowns   one host, 20 sessions waiting for a usage-limit reset
#                15–25 min away (the per-second tick), window 720×1900
#   countdowns-h the same, resets 2–3 h away (the per-minute tick)
#   arrivals     50 hosts with 20 sessions each arriving at once
#   idle20       one host, 20 idle sessions (memory)
#   floor        no Carry On: carry-on-render-floor, a bare GTK + libadwaita
#                window of the same size whose 20 labels change once a
#                second (what the toolkit and renderer cost here); unless
#                GSK_RENDERER is set it draws as carry-on does on software
#                GL (cairo, GL off: carry-on-renderer.c), so run it with
#                GSK_RENDERER=gl beside carry-on where GL is hardware
# Environment: SECONDS_TO_RUN (default 30), SHOT=file.png (a screenshot at
# the end), GSK_RENDERER (cairo or the default GL), CARRY_ON_WIDTH/HEIGHT,
# VERBOSE=1 (every heartbeat line), CARRY_ON_FRAME_TRACE=file (one JSON line
# per frame of the window, phase by phase: docs/performance.md), WRAP (a
# command to run carry-on under: "perf record -g -o FILE" for a profile of
# the run).  It also prints the biggest mappings of the process by RSS.
# Nothing here is a pass/fail test: it prints figures.
set -eu

build=${1:?usage: bench-window.sh BUILD_DIR CASE}
case_name=${2:?usage: bench-window.sh BUILD_DIR CASE}
seconds=${SECONDS_TO_RUN:-30}

work=$(mktemp -d)
trap 'kill $(jobs -p) 2>/dev/null || true; wait 2>/dev/null || true; rm -rf "$work"' EXIT
mkdir -m 700 "$work/hosts"
export CARRY_ON_HOSTS_DIR="$work/hosts" XDG_STATE_HOME="$work/state" \
       XDG_CONFIG_HOME="$work/config" XDG_CACHE_HOME="$work/cache" \
       GSETTINGS_BACKEND=memory GSETTINGS_SCHEMA_DIR="$build/data"

python3 - "$case_name" "$work" <<'PY'
import json, sys
case, work = sys.argv[1], sys.argv[2]
def limit(i, s):
    return {"id": "s%d" % i, "title": "Session %d" % i, "cwd": "/home/demo/project-%d" % i,
            "provider": "api.anthropic.com",
            "steps": [{"do": "prompt"}, {"do": "limit", "failure": {"resets_in_s": s}}, {"do": "answer"}]}
if case == "countdowns":
    hosts = [[limit(i, 900 + 30 * i) for i in range(1, 21)]]
elif case == "countdowns-h":
    hosts = [[limit(i, 7200 + 300 * i) for i in range(1, 21)]]
elif case == "idle20":
    hosts = [[{"id": "s%d" % i, "title": "Session %d" % i, "provider": "api.anthropic.com", "steps": []}
              for i in range(1, 21)]]
elif case == "floor":
    hosts = []
elif case == "arrivals":
    hosts = [[{"id": "h%d-s%d" % (h, i), "title": "Host %d session %d" % (h, i),
               "provider": "api.anthropic.com", "steps": []} for i in range(1, 21)] for h in range(1, 51)]
else:
    sys.exit("unknown case " + case)
for n, sessions in enumerate(hosts):
    json.dump({"turn_ms": 100, "sessions": sessions}, open("%s/host-%d.json" % (work, n), "w"))
PY

# The window first (empty), then the hosts: their sessions arrive while it shows.
width=${CARRY_ON_WIDTH:-720}
height=${CARRY_ON_HEIGHT:-1900}
if [ "$case_name" = floor ]; then
  program=("$build/src/app/carry-on-render-floor") window_name='^Carry On render floor$'
  if [ -z "${GSK_RENDERER:-}" ]; then
    export GSK_RENDERER=cairo GDK_DEBUG="${GDK_DEBUG:+$GDK_DEBUG,}gl-disable"
  fi
else
  program=("$build/src/app/carry-on") window_name='^Carry On$'
fi
CARRY_ON_HEARTBEAT="$work/hb.jsonl" GTK_A11Y=none \
  ${WRAP:-} "${program[@]}" >"$work/app.log" 2>&1 &
app=$!
# GTK takes a size from the window system (there is no option for it).
command -v xdotool >/dev/null && \
  xdotool search --sync --name "$window_name" windowsize %@ "$width" "$height" >/dev/null 2>&1 || true
# The window's own start (libraries, the first frames at its size; with GL
# the renderer's start) is not what is measured: wait for a second in which
# it used less than 20 ms of CPU.
settled() {
  python3 - "$work/hb.jsonl" <<'PY'
import json, sys
lines = [json.loads(l) for l in open(sys.argv[1]) if l.strip()]
sys.exit(0 if len(lines) >= 2 and lines[-1]["cpu_us"] - lines[-2]["cpu_us"] < 20000 else 1)
PY
}
until [ -s "$work/hb.jsonl" ] && settled; do sleep 0.2; done
# The hosts start aside, and their sockets move in together once all
# listen: what is measured is their sessions arriving, not fifty processes
# starting on two cores.
mkdir -m 700 "$work/staging"
n_hosts=0
for scenario in "$work"/host-*.json; do
  [ -e "$scenario" ] || continue
  "$build/src/sim-host/carry-on-sim-host" --scenario "$scenario" \
    --socket "$work/staging/$(basename "$scenario" .json).sock" >/dev/null 2>&1 &
  n_hosts=$((n_hosts + 1))
done
until [ "$(find "$work/staging" -type s | wc -l)" -eq "$n_hosts" ]; do sleep 0.1; done
start_line=$(wc -l < "$work/hb.jsonl")
if [ "$case_name" = floor ]; then
  kill -USR1 "$app"   # its countdowns start
else
  mv "$work"/staging/*.sock "$work/hosts/"
fi
sleep "$seconds"
[ -n "${SHOT:-}" ] && import -window root "$SHOT"

# Where the memory goes: the biggest mappings by RSS.
python3 - "/proc/$app/smaps" <<'PY' || true
import collections, sys
rss = collections.Counter()
name = None
for line in open(sys.argv[1]):
    parts = line.split()
    if len(parts) >= 5 and "-" in parts[0] and ":" in parts[3]:
        name = parts[5] if len(parts) > 5 else "[anonymous]"
        name = name.rsplit("/", 1)[-1]
    elif parts and parts[0] == "Rss:":
        rss[name] += int(parts[1])
print("RSS by mapping: " + ", ".join("%s %.1f MB" % (n, k / 1024) for n, k in rss.most_common(8)))
PY

python3 - "$work/hb.jsonl" "$start_line" "$case_name" <<'PY'
import json, os, sys
lines = [json.loads(l) for l in open(sys.argv[1]) if l.strip()]
start = int(sys.argv[2])
run = lines[start:]
if len(run) < 5:
    sys.exit("too few heartbeat lines")
first, then = run[:3], run[3:]        # the arrivals (a line covers the second before it), then the rest
steady = run[len(run) // 3:]          # after the arrivals settle
cpu = (steady[-1]["cpu_us"] - steady[0]["cpu_us"]) / (steady[-1]["time_us"] - steady[0]["time_us"])
def worst(part):
    """The worst stall of @part (ms), and how the main thread spent it:
    on a CPU, waiting for one (the machine), asleep."""
    l = max(part, key=lambda l: l["stall_max_us"])
    ms = l["stall_max_us"] / 1000
    if l.get("stall_max_run_us", -1) < 0:
        return "%.1f ms" % ms
    return "%.1f ms (on a CPU %.1f, waiting for one %.1f)" % (
        ms, l["stall_max_run_us"] / 1000, l["stall_max_wait_us"] / 1000)
print("case %s: %d s; worst stall %s in the first 3 s, %s after (p99 %.1f ms); %.1f ms in the last two thirds,"
      " median of the per-second worst %.1f ms; CPU %.2f %% of a core in the last two thirds; RSS %.1f MB at the end" % (
      sys.argv[3], len(run), worst(first), worst(then), max(l["stall_p99_us"] for l in run) / 1000,
      max(l["stall_max_us"] for l in steady) / 1000,
      sorted(l["stall_max_us"] for l in then)[len(then) // 2] / 1000,
      cpu * 100, run[-1]["rss_kib"] / 1024))
if os.environ.get("VERBOSE"):
    for l in run:
        print("  stall_max %6.1f ms (run %5.1f, wait %5.1f)  p99 %5.1f ms  cpu %7.1f ms  rss %6.1f MB" % (
              l["stall_max_us"] / 1000, l.get("stall_max_run_us", -1) / 1000, l.get("stall_max_wait_us", -1) / 1000,
              l["stall_p99_us"] / 1000, l["cpu_us"] / 1000, l["rss_kib"] / 1024))
PY
echo "loadavg: $(cat /proc/loadavg)"
