#!/usr/bin/env python3
# SPDX-FileCopyrightText: 2026 The Carry On authors
# SPDX-License-Identifier: GPL-3.0-or-later
"""carry-on-live-bench: what a user gets, measured from outside.

Starts the real `carry-on --headless` (which execs carry-on-headless) and
the real GUI as separate processes, plays agent hosts over real Unix
sockets from this process (protocol v1, docs/protocol.md), and uses the
real clock.  Prints Markdown tables (docs/performance.md) with the machine
load (/proc/loadavg) before and after each.

Run it through src/tools/bench/run-benchmarks.sh, which starts the desktop
session (Xvfb, a private session bus) the GUI rows need.
"""

import argparse
import datetime
import heapq
import json
import math
import os
import platform
import random
import re
import selectors
import shlex
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time

MONO = time.monotonic_ns          # CLOCK_MONOTONIC, as g_get_monotonic_time()
WALL = time.time_ns
FAIL_529 = {"kind": "server_error", "status": 529, "error_type": "overloaded_error",
            "message": "API Error: 529 Overloaded"}


def log(*args):
    print("bench:", *args, file=sys.stderr, flush=True)


def loadavg():
    with open("/proc/loadavg") as f:
        return " ".join(f.read().split()[:3])


def drawing_with(pid):
    """What a GUI process draws with, from the libraries it has mapped:
    GL (a Mesa driver or libGLX/libEGL of a vendor) or cairo without GL."""
    try:
        with open(f"/proc/{pid}/maps") as f:
            maps = f.read()
    except OSError:
        return "unknown"
    if "libLLVM" in maps or "swrast_dri" in maps:
        return "GL drawn by llvmpipe"
    if "_dri.so" in maps or "libGLX_nvidia" in maps or "libEGL_nvidia" in maps:
        return "GL"
    return "cairo, no GL"


def pct(values, p):
    """Nearest-rank percentile."""
    if not values:
        return float("nan")
    v = sorted(values)
    rank = max(1, math.ceil(len(v) * p / 100))
    return v[rank - 1]


def median(values):
    return pct(values, 50)


# ---------------------------------------------------------------- event loop

class Loop:
    def __init__(self):
        self.sel = selectors.DefaultSelector()
        self.timers = []
        self.seq = 0

    def call_at(self, t_ns, fn):
        heapq.heappush(self.timers, (t_ns, self.seq, fn))
        self.seq += 1

    def call_later(self, seconds, fn):
        self.call_at(MONO() + int(seconds * 1e9), fn)

    def run_until(self, pred, timeout_s, what="condition"):
        deadline = MONO() + int(timeout_s * 1e9)
        while not pred():
            now = MONO()
            if now > deadline:
                raise TimeoutError(f"timed out after {timeout_s} s waiting for {what}")
            while self.timers and self.timers[0][0] <= now:
                _, _, fn = heapq.heappop(self.timers)
                fn()
                if pred():
                    return
            wake = deadline
            if self.timers:
                wake = min(wake, self.timers[0][0])
            for key, events in self.sel.select(max(0, (wake - MONO()) / 1e9)):
                key.data(events)

    def run_for(self, seconds):
        end = MONO() + int(seconds * 1e9)
        self.call_at(end, lambda: None)      # wakes select() at the end
        self.run_until(lambda: MONO() >= end, seconds + 5, "time")

    def clear_timers(self):
        self.timers = []


# ---------------------------------------------------------------- a host

class Host:
    """One agent host: a listening socket in the hosts dir, protocol v1."""

    def __init__(self, loop, hosts_dir, name, sessions, provider="api.anthropic.com"):
        self.loop = loop
        self.name = name
        self.kind = "bench"
        self.path = os.path.join(hosts_dir, name + ".sock")
        self.sessions = list(sessions)
        self.provider = provider
        self.conn = None
        self.rbuf = b""
        self.wbuf = bytearray()
        self.granted = False
        self.handlers = []          # fn(host, msg, t_mono_ns, t_wall_ns)
        self.turn_seq = 0
        self.lsock = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        self.lsock.bind(self.path)
        os.chmod(self.path, 0o600)
        self.lsock.listen(4)
        self.lsock.setblocking(False)
        loop.sel.register(self.lsock, selectors.EVENT_READ, self._accept)

    def close(self):
        for s in (self.conn, self.lsock):
            if s is not None:
                try:
                    self.loop.sel.unregister(s)
                except (KeyError, ValueError):
                    pass
                s.close()
        self.conn = None
        try:
            os.unlink(self.path)
        except OSError:
            pass

    def _accept(self, events):
        conn, _ = self.lsock.accept()
        if self.conn is not None:
            conn.close()
            return
        conn.setblocking(False)
        self.conn = conn
        self.loop.sel.register(conn, selectors.EVENT_READ, self._io)
        self.send({"type": "hello", "protocol": "1.0", "role": "host",
                   "host": {"kind": self.kind, "name": "Bench " + self.name, "version": "1",
                            "pid": os.getpid()},
                   "capabilities": ["prompt.submit", "log"]})

    def send(self, obj):
        self.send_raw((json.dumps(obj, separators=(",", ":")) + "\n").encode())

    def send_raw(self, data):
        if self.conn is None:
            return
        if not self.wbuf:
            try:
                n = self.conn.send(data)
            except BlockingIOError:
                n = 0
            data = data[n:]
        if data:
            if not self.wbuf:
                self.loop.sel.modify(self.conn, selectors.EVENT_READ | selectors.EVENT_WRITE, self._io)
            self.wbuf += data

    def pending_out(self):
        return len(self.wbuf)

    def _io(self, events):
        if events & selectors.EVENT_WRITE and self.wbuf:
            try:
                n = self.conn.send(self.wbuf)
                del self.wbuf[:n]
            except BlockingIOError:
                pass
            if not self.wbuf:
                self.loop.sel.modify(self.conn, selectors.EVENT_READ, self._io)
        if events & selectors.EVENT_READ:
            try:
                data = self.conn.recv(262144)
            except BlockingIOError:
                return
            t_mono, t_wall = MONO(), WALL()
            if not data:
                self.loop.sel.unregister(self.conn)
                self.conn.close()
                self.conn = None
                self.granted = False
                return
            self.rbuf += data
            *lines, self.rbuf = self.rbuf.split(b"\n")
            for line in lines:
                if line:
                    self._handle(json.loads(line), t_mono, t_wall)

    def _handle(self, msg, t_mono, t_wall):
        typ = msg.get("type")
        if typ == "hello":
            self.send({"type": "control", "state": "free"})
            self.send({"type": "sessions", "sessions": [
                {"id": s, "title": s, "provider": self.provider, "turn_running": False}
                for s in self.sessions]})
        elif typ == "control.claim":
            self.send({"type": "control", "state": "granted"})
            self.granted = True
        for h in self.handlers:
            h(self, msg, t_mono, t_wall)

    # Events of a turn, as lines (bytes), unique turn ids.
    def turn_lines(self, sid, reason="answer", failure=None, origin=None):
        self.turn_seq += 1
        tid = f"t{self.turn_seq}"
        start = {"type": "turn.start", "session_id": sid, "turn_id": tid}
        if origin is not None:
            start["origin"] = origin
        end = {"type": "turn.complete", "session_id": sid, "turn_id": tid, "reason": reason}
        if failure is not None:
            end["failure"] = dict(failure, provider=self.provider)
        return (json.dumps(start, separators=(",", ":")) + "\n" +
                json.dumps(end, separators=(",", ":")) + "\n").encode()

    def answer_continue(self, msg, failure=None, turn_s=0.0):
        """Runs a continue the way a host does: result, report, turn."""
        sid, rid = msg["session_id"], msg["request_id"]
        self.turn_seq += 1
        tid = f"t{self.turn_seq}"
        origin = {"kind": "plugin", "name": "carry-on", "request_id": rid}
        self.send({"type": "prompt.result", "request_id": rid, "session_id": sid, "ok": True, "turn_id": tid})
        self.send({"type": "prompt.submit", "session_id": sid, "origin": origin})
        self.send({"type": "turn.start", "session_id": sid, "turn_id": tid, "origin": origin})

        def complete():
            end = {"type": "turn.complete", "session_id": sid, "turn_id": tid,
                   "reason": "error" if failure else "answer"}
            if failure:
                end["failure"] = dict(failure, provider=self.provider)
            self.send(end)
            return MONO()
        if turn_s <= 0:
            return complete()
        self.loop.call_later(turn_s, complete)
        return None


# ---------------------------------------------------------------- carry-on

class Proc:
    """A carry-on process (or a peer) and its /proc figures."""

    started = []     # every Proc, so a failed run stops what it started

    def __init__(self, argv, env, log_path, cwd=None):
        Proc.started.append(self)
        self.log_path = log_path
        self.logf = open(log_path, "wb")
        self.p = subprocess.Popen(argv, env=env, stdin=subprocess.DEVNULL,
                                  stdout=self.logf, stderr=subprocess.STDOUT, cwd=cwd)
        self.pid = self.p.pid

    def alive(self):
        return self.p.poll() is None

    def tids(self):
        try:
            return [int(t) for t in os.listdir(f"/proc/{self.pid}/task")]
        except FileNotFoundError:
            return []

    def rss_kib(self):
        with open(f"/proc/{self.pid}/status") as f:
            for line in f:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1])
        return -1

    def threads(self):
        """{tid: (name, voluntary, involuntary, cpu_ns)}"""
        out = {}
        for tid in self.tids():
            base = f"/proc/{self.pid}/task/{tid}"
            try:
                with open(base + "/comm") as f:
                    name = f.read().strip()
                vol = invol = 0
                with open(base + "/status") as f:
                    for line in f:
                        if line.startswith("voluntary_ctxt_switches:"):
                            vol = int(line.split()[1])
                        elif line.startswith("nonvoluntary_ctxt_switches:"):
                            invol = int(line.split()[1])
                with open(base + "/schedstat") as f:
                    cpu = int(f.read().split()[0])
                out[tid] = (name, vol, invol, cpu)
            except (FileNotFoundError, ProcessLookupError):
                pass
        return out

    def cpu_ns(self):
        return sum(t[3] for t in self.threads().values())

    def stop(self):
        if self.logf.closed:
            return
        if self.alive():
            self.p.send_signal(signal.SIGTERM)
            try:
                self.p.wait(15)
            except subprocess.TimeoutExpired:
                self.p.kill()
                self.p.wait()
        self.logf.close()


class Bench:
    def __init__(self, args):
        self.args = args
        self.build = os.path.abspath(args.build)
        self.carry_on = os.path.join(self.build, "src", "app", "carry-on")
        self.tmp = tempfile.mkdtemp(prefix="carry-on-live-bench-")
        self.loop = Loop()
        self.n = 0
        self.out = []
        self.raw = {}

    def emit(self, text=""):
        print(text, flush=True)
        self.out.append(text)

    def fresh_dirs(self, settings=None):
        self.n += 1
        root = os.path.join(self.tmp, f"run{self.n}")
        dirs = {k: os.path.join(root, k) for k in ("runtime", "state", "config", "cache", "data", "hosts")}
        for d in dirs.values():
            os.makedirs(d, mode=0o700)
        keyfile_dir = os.path.join(dirs["config"], "glib-2.0", "settings")
        os.makedirs(keyfile_dir)
        with open(os.path.join(keyfile_dir, "keyfile"), "w") as f:
            f.write("[io/carryon/CarryOn]\n")
            for k, v in (settings or {}).items():
                f.write(f"{k}={v}\n")
        dirs["root"] = root
        return dirs

    def env_for(self, dirs, extra=None):
        env = dict(os.environ)
        env.update({
            "XDG_RUNTIME_DIR": dirs["runtime"], "XDG_STATE_HOME": dirs["state"],
            "XDG_CONFIG_HOME": dirs["config"], "XDG_CACHE_HOME": dirs["cache"],
            "XDG_DATA_HOME": dirs["data"], "CARRY_ON_HOSTS_DIR": dirs["hosts"],
            "GSETTINGS_SCHEMA_DIR": os.path.join(self.build, "data"),
            "GSETTINGS_BACKEND": "keyfile", "GTK_A11Y": "none", "NO_AT_BRIDGE": "1",
        })
        env.pop("CARRY_ON_HEARTBEAT", None)
        env.update(extra or {})
        return env

    def start_carry_on(self, mode, dirs, extra_env=None, heartbeat=False):
        extra = dict(extra_env or {})
        if heartbeat:
            extra["CARRY_ON_HEARTBEAT"] = os.path.join(dirs["root"], "heartbeat.jsonl")
        env = self.env_for(dirs, extra)
        if mode == "headless":
            argv = [self.carry_on, "--headless", "--log-format=json"]
        elif mode == "gui-hidden":
            argv = [self.carry_on, "--background"]
        else:
            argv = [self.carry_on]
        if self.args.wrap:
            argv = shlex.split(self.args.wrap) + argv
        if self.args.nice:
            argv = ["nice", "-n", str(self.args.nice)] + argv
        return Proc(argv, env, os.path.join(dirs["root"], f"{mode}.log"))

    def make_hosts(self, dirs, n_sessions, per_host=1000, prefix="h", provider="api.anthropic.com"):
        hosts = []
        n_hosts = max(1, math.ceil(n_sessions / per_host))
        left = n_sessions
        for i in range(n_hosts):
            k = min(per_host, left)
            left -= k
            hosts.append(Host(self.loop, dirs["hosts"], f"{prefix}{i}",
                              [f"{prefix}{i}-s{j}" for j in range(k)], provider))
        return hosts

    def wait_granted(self, hosts, proc, timeout=300):
        def ready():
            if not proc.alive():
                raise RuntimeError(f"carry-on exited; see {proc.log_path}")
            return all(h.granted for h in hosts)
        self.loop.run_until(ready, timeout, "carry-on to claim every host")

    def wait_idle(self, proc, window_s=0.25, max_cpu_ms=5, timeout=120):
        """Waits until `proc` used less than max_cpu_ms in a window: done with
        the hosts' snapshots (250 hosts take carry-on about a second after the
        last grant, and samples taken meanwhile measure the start-up)."""
        deadline = MONO() + int(timeout * 1e9)
        while MONO() < deadline:
            c0 = proc.cpu_ns()
            self.loop.run_for(window_s)
            if proc.cpu_ns() - c0 < max_cpu_ms * 1e6:
                return
        log(f"carry-on still busy after {timeout} s; measuring anyway")

    def finish(self, hosts, proc):
        proc.stop()
        for h in hosts:
            h.close()
        self.loop.clear_timers()

    def table_header(self, title, note=None):
        self.emit(f"### {title}")
        self.emit()
        if note:
            self.emit(note)
            self.emit()

    def load_line(self, before, after):
        self.emit()
        self.emit(f"Load average (1/5/15 min) before: {before}; after: {after}.")
        self.emit()

    # ------------------------------------------------------------ background

    def background(self, hosts, sids, rate):
        """Writes `rate` events/s (turn.start + answer pairs) to `sids`."""
        if not sids or rate <= 0:
            return
        by_host = {}
        for h in hosts:
            for s in h.sessions:
                by_host[s] = h
        state = {"i": 0, "on": True, "events": 0}
        period = 0.01
        pairs = max(1, int(rate * period / 2))
        t0 = MONO()

        def tick():
            if not state["on"]:
                return
            chunks = {}
            for _ in range(pairs):
                sid = sids[state["i"] % len(sids)]
                state["i"] += 1
                h = by_host[sid]
                chunks.setdefault(h, []).append(h.turn_lines(sid))
            for h, c in chunks.items():
                h.send_raw(b"".join(c))
            state["events"] += 2 * pairs
            state["next"] += int(period * 1e9)
            self.loop.call_at(state["next"], tick)
        state["next"] = t0 + int(period * 1e9)
        self.loop.call_at(state["next"], tick)
        return state

    # ------------------------------------------------------------ 1. latency

    def bench_floor(self):
        """Table 1 against carry-on-echo-peer: the bench's and the machine's share."""
        return self.bench_latency(floor=True)

    def bench_latency(self, floor=False):
        sizes = [int(x) for x in self.args.latency_sizes.split(",")]
        if self.args.quick:
            sizes = [n for n in sizes if n <= 100]
        per_host = self.args.latency_per_host
        n_samples = 300 if not self.args.quick else 60
        rate = self.args.latency_rate
        if floor:
            self.table_header(
                "1b. The floor of table 1: the same bench against a peer that only echoes",
                "Table 1's hosts, load and samples, but the peer is `carry-on-echo-peer` (C, one "
                "poll() loop, no JSON parser, no policy, no state): it answers each failed turn with "
                "a `log` line the moment it reads it. What remains is the kernel, the scheduler "
                "and this bench (Python); table 1 minus this is Carry On's own share.")
        else:
            self.table_header(
                "1. Decision latency (headless process, real sockets, real clock)",
                "A `turn.start` + `turn.complete` (529) pair is written to a host socket; the time runs "
                "until that session's `log` line (\"…; continuing in 5 s (1/99)\") is read back at the "
                f"host. Meanwhile the other sessions get {rate} background events/s (turn.start + answer "
                "pairs, spread over the hosts). Between samples a person's `prompt.submit` cancels the "
                f"pending continue. {per_host:,} sessions per host (so 1,000 sessions are "
                f"{math.ceil(1000 / per_host)} hosts). The clock is read in this Python process right "
                "before the write and right after the read returns, so the bench's own wake-up is in "
                "the figure: table 1b measures it.")
        self.emit("| sessions | hosts | background events/s (sent) | samples | p50 (ms) | p99 (ms) | max (ms) | load before → after |")
        self.emit("|---:|---:|---:|---:|---:|---:|---:|---|")
        results = {}
        for n in sizes:
            before = loadavg()
            dirs = self.fresh_dirs()
            hosts = self.make_hosts(dirs, n, per_host)
            if floor:
                argv = [os.path.join(self.build, "src", "tools", "carry-on-echo-peer"), dirs["hosts"]]
                if self.args.nice:
                    argv = ["nice", "-n", str(self.args.nice)] + argv
                proc = Proc(argv, self.env_for(dirs), os.path.join(dirs["root"], "echo-peer.log"))
            else:
                proc = self.start_carry_on("headless", dirs)
            self.wait_granted(hosts, proc)
            self.wait_idle(proc)
            all_sids = [(h, s) for h in hosts for s in h.sessions]
            measured = all_sids[::max(1, n // 20)][:20]       # spread over the hosts
            measured_ids = {s for h, s in measured}
            bg_sids = [s for h, s in all_sids if s not in measured_ids]
            bg = self.background(hosts, bg_sids, rate) if bg_sids else None
            samples = []
            free = list(measured)
            waiting = {}     # sid -> (host, t0)
            cancelling = set()

            def on_msg(host, msg, t_mono, t_wall):
                if msg.get("type") != "log":
                    return
                sid = msg.get("session_id")
                text = msg.get("text", "")
                if sid in waiting and "continuing in" in text:
                    h, t0 = waiting.pop(sid)
                    samples.append((t_mono - t0) / 1e6)
                    if samples[-1] > 100:
                        log(f"slow decision: {sid} {samples[-1]:.1f} ms, wall {t_wall / 1e9:.6f}: {text}")
                    cancelling.add(sid)
                    h.send({"type": "prompt.submit", "session_id": sid, "origin": {"kind": "composer"}})
                elif sid in cancelling and "cancelled" in text:
                    cancelling.discard(sid)
                    free.append((host, sid))
            for h in hosts:
                h.handlers.append(on_msg)
            self.loop.run_for(2)      # the background load settles in
            started = 0
            total = n_samples + 10
            while started < total:
                self.loop.run_until(lambda: free, 60, "a free session")
                self.loop.run_for(random.uniform(0.005, 0.015))
                h, sid = free.pop(0)
                data = h.turn_lines(sid, "error", FAIL_529)
                t0 = MONO()
                waiting[sid] = (h, t0)
                h.send_raw(data)
                started += 1
            self.loop.run_until(lambda: not waiting, 60, "the last decision")
            if bg:
                bg["on"] = False
            sent = bg["events"] if bg else 0
            s = samples[10:]
            after = loadavg()
            results[n] = s
            self.emit(f"| {n:,} | {len(hosts)} | {rate if bg else 0} ({sent:,}) | {len(s)} | "
                      f"{median(s):.2f} | {pct(s, 99):.2f} | {max(s):.2f} | {before} → {after} |")
            self.finish(hosts, proc)
        self.raw["floor" if floor else "latency"] = results
        self.emit()
        return results

    # ------------------------------------------------------------ 2. due accuracy

    def bench_due(self):
        n = 5000 if not self.args.quick else 500
        n_fail = 1000 if not self.args.quick else 100
        spread = 10.0
        rate = 1000
        before = loadavg()
        self.table_header(
            "2. Due accuracy (headless process, real timers, jitter and cross-session recovery off)",
            f"{n:,} sessions on {math.ceil(n / 1000)} hosts; {n_fail:,} of them fail once (529) spread over "
            f"{spread:.0f} s while the others get {rate} background events/s. Each continue is due 5 s "
            "later (steady, first rung). Announced: the `due_us` of the runner's JSON decision line "
            "(wall clock). Read: the wall time this process reads the `prompt.submit` line. The host "
            "then runs the continue (result, report, turn.start, answer). Cross-session recovery is "
            "off: with it, the background sessions' answers on the same provider would (rightly) "
            "send the failed sessions' continues early.")
        dirs = self.fresh_dirs({"jitter": "false", "cross-session": "false"})
        hosts = self.make_hosts(dirs, n)
        proc = self.start_carry_on("headless", dirs)
        self.wait_granted(hosts, proc)
        arrived = {}

        def on_msg(host, msg, t_mono, t_wall):
            if msg.get("type") == "prompt.submit":
                arrived[msg["session_id"]] = t_wall
                host.answer_continue(msg)
        for h in hosts:
            h.handlers.append(on_msg)
        all_sids = [(h, s) for h in hosts for s in h.sessions]
        random.shuffle(all_sids)
        failing = all_sids[:n_fail]
        failing_set = {s for _, s in failing}
        bg = self.background(hosts, [s for _, s in all_sids[n_fail:]], rate)
        self.loop.run_for(2)
        t_start = MONO()
        for i, (h, sid) in enumerate(failing):
            when = t_start + int(i * spread / n_fail * 1e9)
            self.loop.call_at(when, lambda h=h, sid=sid: h.send_raw(h.turn_lines(sid, "error", FAIL_529)))
        self.loop.run_until(lambda: failing_set <= arrived.keys(), 120, "every continue")
        bg["on"] = False
        proc.stop()
        due = {}
        with open(proc.log_path, errors="replace") as f:
            for line in f:
                if not line.startswith("{"):
                    continue
                d = json.loads(line)
                if d.get("decision") == "scheduled":
                    sid = d["session"].split(":", 1)[1]
                    due.setdefault(sid, d["due_us"])
        late = [(arrived[s] / 1000 - due[s]) / 1000 for s in failing_set if s in due]
        after = loadavg()
        self.raw["due"] = late
        self.emit("| sessions | continues | background events/s | min (ms) | p50 (ms) | p99 (ms) | max (ms) | load before → after |")
        self.emit("|---:|---:|---:|---:|---:|---:|---:|---|")
        self.emit(f"| {n:,} | {len(late)} | {rate} ({bg['events']:,} sent) | {min(late):.1f} | "
                  f"{median(late):.1f} | {pct(late, 99):.1f} | {max(late):.1f} | {before} → {after} |")
        self.emit()
        for h in hosts:
            h.close()
        self.loop.clear_timers()
        return late

    # ------------------------------------------------------------ 3. throughput

    def heartbeat_lines(self, dirs):
        path = os.path.join(dirs["root"], "heartbeat.jsonl")
        out = []
        if os.path.exists(path):
            with open(path) as f:
                for line in f:
                    if line.strip():
                        out.append(json.loads(line))
        return out

    def bench_throughput(self):
        configs = [(5, 200, 40000)] if not self.args.quick else [(2, 100, 5000)]
        self.table_header(
            "3. Throughput with decisions (headless process, heartbeat probe on)",
            "Each host writes its share as fast as the socket takes it: turn.start / turn.complete pairs, "
            "one turn in ten failing (529), so the flood carries decisions, `log` lines back to the hosts, "
            "decision lines on stderr and state-file writes. The end: one last failed turn per host on a "
            "session of its own, whose `log` line comes back. CPU: the carry-on process, all threads "
            "(`/proc/PID/task/*/schedstat`). Stall: the heartbeat probe (`CARRY_ON_HEARTBEAT`, 5 ms).")
        self.emit("| hosts × sessions | events | failed turns | `log` lines back | wall (ms) | events/s | CPU µs/event | worst main-loop stall (ms) | p99 of the per-second p99 stall (ms) | load before → after |")
        self.emit("|---|---:|---:|---:|---:|---:|---:|---:|---:|---|")
        res = []
        for n_hosts, per_host, events_per_host in configs:
            before = loadavg()
            dirs = self.fresh_dirs()
            hosts = []
            for i in range(n_hosts):
                sids = [f"f{i}-s{j}" for j in range(per_host)] + [f"f{i}-end"]
                hosts.append(Host(self.loop, dirs["hosts"], f"f{i}", sids))
            proc = self.start_carry_on("headless", dirs, heartbeat=True)
            self.wait_granted(hosts, proc)
            logs = {"flood": 0, "end": 0}

            def on_msg(host, msg, t_mono, t_wall):
                if msg.get("type") == "log":
                    if msg.get("session_id", "").endswith("-end"):
                        if "continuing" in msg.get("text", ""):
                            logs["end"] += 1
                            logs["t_end"] = t_mono
                    else:
                        logs["flood"] += 1
            for h in hosts:
                h.handlers.append(on_msg)
            payloads = []
            n_failed = 0
            for i, h in enumerate(hosts):
                parts = []
                for k in range(events_per_host // 2):
                    sid = h.sessions[k % per_host]
                    if k % 10 == 9:
                        parts.append(h.turn_lines(sid, "error", FAIL_529))
                        n_failed += 1
                    else:
                        parts.append(h.turn_lines(sid))
                parts.append(h.turn_lines(f"f{i}-end", "error", FAIL_529))
                payloads.append(b"".join(parts))
            events = sum(p.count(b"\n") for p in payloads)
            self.loop.run_for(1.5)
            cpu0 = proc.cpu_ns()
            t0 = MONO()
            for h, p in zip(hosts, payloads):
                h.send_raw(p)
            self.loop.run_until(lambda: logs["end"] >= n_hosts, 300, "the end of the flood")
            wall = (logs["t_end"] - t0) / 1e9
            cpu = proc.cpu_ns() - cpu0
            self.loop.run_for(1.2)     # the heartbeat line that covers the end
            hb = self.heartbeat_lines(dirs)
            t0_wall = WALL() // 1000 - int((MONO() - t0) / 1000)
            window = [d for d in hb if d["time_us"] >= t0_wall]
            worst = max((d["stall_max_us"] for d in window), default=float("nan")) / 1000
            p99 = max((d["stall_p99_us"] for d in window), default=float("nan")) / 1000
            after = loadavg()
            self.finish(hosts, proc)
            row = dict(hosts=n_hosts, per_host=per_host, events=events, failed=n_failed,
                       logs=logs["flood"], wall_ms=wall * 1000, eps=events / wall,
                       cpu_us_per_event=cpu / 1000 / events, worst_ms=worst, p99_ms=p99)
            res.append(row)
            self.emit(f"| {n_hosts} × {per_host} | {events:,} | {n_failed:,} | {logs['flood']:,} | {wall * 1000:.0f} | "
                      f"{events / wall:,.0f} | {cpu / 1000 / events:.2f} | {worst:.1f} | {p99:.1f} | {before} → {after} |")
        self.raw["throughput"] = res
        self.emit()
        return res

    # ------------------------------------------------------------ 4. idle

    def idle_window(self, procs, seconds):
        """Per-thread wake-ups and CPU of each proc over `seconds`."""
        first = {name: p.threads() for name, p in procs.items()}
        t0 = MONO()
        self.loop.run_for(seconds)
        dt = (MONO() - t0) / 1e9
        res = {}
        for name, p in procs.items():
            last = p.threads()
            rows = []
            for tid, (tname, vol, invol, cpu) in sorted(last.items()):
                f = first[name].get(tid, (tname, 0, 0, 0))
                rows.append((tname, tid, (vol - f[1]) * 60 / dt, (invol - f[2]) * 60 / dt, (cpu - f[3]) / 1e6 * 60 / dt))
            res[name] = dict(rows=rows, rss=p.rss_kib(), n_new=len(set(last) - set(first[name])))
        return res, dt

    def emit_idle(self, title, res, dt, before, after):
        self.emit(f"{title} ({dt:.0f} s):")
        self.emit()
        self.emit("| process | thread | voluntary wake-ups / min | involuntary / min | CPU ms / min | RSS (KiB) |")
        self.emit("|---|---|---:|---:|---:|---:|")
        for name, r in res.items():
            tot_v = sum(x[2] for x in r["rows"])
            tot_i = sum(x[3] for x in r["rows"])
            tot_c = sum(x[4] for x in r["rows"])
            for tname, tid, v, i, c in r["rows"]:
                self.emit(f"| {name} | {tname} | {v:.1f} | {i:.1f} | {c:.2f} | |")
            self.emit(f"| **{name}** | **all {len(r['rows'])} threads** | **{tot_v:.1f}** | **{tot_i:.1f}** | **{tot_c:.2f}** | {r['rss']:,} |")
        self.load_line(before, after)

    def bench_idle(self):
        seconds = self.args.idle_seconds
        self.table_header(
            "4. Idle wake-ups of every thread (20 idle sessions, nothing pending)",
            "Context switches of each thread from `/proc/PID/task/TID/status` over the window, after "
            "the process has claimed its host and settled 15 s; CPU from `schedstat`. A voluntary "
            "context switch is a wake-up from a wait. The heartbeat probe is off. The GUI runs in the "
            "desktop session of run-benchmarks.sh (Xvfb, a private bus, the tray panel).")
        out = {}
        for label, mode in (("window hidden (`carry-on --background`)", "gui-hidden"),
                            ("window shown (`carry-on`)", "gui")):
            before = loadavg()
            procs, hosts = {}, []
            d1 = self.fresh_dirs()
            h1 = self.make_hosts(d1, 20, prefix="i")
            p1 = self.start_carry_on("headless", d1)
            self.wait_granted(h1, p1)
            d2 = self.fresh_dirs()
            h2 = self.make_hosts(d2, 20, prefix="g")
            p2 = self.start_carry_on(mode, d2)
            self.wait_granted(h2, p2, timeout=120)
            self.loop.run_for(15)     # the GUI's start-up (shaders, rows) is over
            procs = {"carry-on --headless": p1, f"GUI, {label}": p2}
            res, dt = self.idle_window(procs, seconds)
            after = loadavg()
            self.emit_idle(f"Headless and GUI, {label}", res, dt, before, after)
            out[mode] = res
            self.finish(h1, p1)
            self.finish(h2, p2)
        self.raw["idle"] = {k: {n: r["rows"] for n, r in v.items()} for k, v in out.items()}
        return out

    # ------------------------------------------------------------ 4b. window

    def window_run(self, n, per_host, countdowns, extra, heartbeat, warmup, seconds):
        """One GUI run: the window shown empty until it has drawn and settled,
        then the hosts appear (n sessions, per_host a host) and, after their
        grant, `countdowns` sessions of the first host fail on a usage limit an
        hour ahead.  Returns (heartbeat lines, t0 in wall µs, CPU % of a core
        over the `seconds` after the warm-up, RSS KiB at the end)."""
        dirs = self.fresh_dirs()
        proc = self.start_carry_on("gui", dirs, extra, heartbeat=heartbeat)
        # Start-up (libraries, the first frames; with GL the renderer's own
        # start) is not what is measured: wait until the process has worked
        # and then gone quiet.
        deadline = MONO() + 120 * 10**9
        while proc.alive() and proc.cpu_ns() < 10e6 and MONO() < deadline:
            self.loop.run_for(0.05)
        # Quiet: under 3 % of a core (the probe alone takes about 1.3 %).
        self.wait_idle(proc, window_s=0.5, max_cpu_ms=15)
        t0 = WALL() // 1000
        hosts = self.make_hosts(dirs, n, per_host, prefix="w")
        self.wait_granted(hosts, proc, timeout=180)
        reset_ms = WALL() // 1_000_000 + 3600 * 1000
        h = hosts[0]
        for sid in h.sessions[:countdowns]:
            h.send_raw(h.turn_lines(sid, "error", {
                "kind": "rate_limit", "status": 429, "message": "Claude usage limit reached.",
                "resets_at": reset_ms}))
        left = t0 / 1e6 + warmup - WALL() / 1e9
        if left > 0:
            self.loop.run_for(left)
        c0, w0 = proc.cpu_ns(), MONO()
        self.loop.run_for(seconds)
        cpu = (proc.cpu_ns() - c0) / (MONO() - w0) * 100
        self.loop.run_for(1.2)          # the probe's last line
        hb = self.heartbeat_lines(dirs) if heartbeat else []
        rss = proc.rss_kib()
        self.last_renderer = drawing_with(proc.pid)
        self.finish(hosts, proc)
        # The usage-limit notifications the countdowns raised stay on
        # screen; dunst redrawing a stack of them would take a core from
        # the next run.
        subprocess.run(["dunstctl", "close-all"], capture_output=True)
        return hb, t0, cpu, rss

    def bench_window(self):
        seconds = self.args.window_seconds
        warmup = 3.0
        self.table_header(
            "4b. The window under load (GUI shown, heartbeat probe on)",
            "The GUI with its window shown and `CARRY_ON_HEARTBEAT` on (a 5 ms `G_PRIORITY_HIGH` probe). "
            "The window starts empty and settles (start-up is not measured); then the hosts' sockets "
            "appear and carry-on connects to them. \"20 countdowns\": one host, whose 20 sessions each "
            "then wait out a usage limit an hour ahead (a live countdown per row). \"1,000 arriving\": "
            f"50 hosts with 20 idle sessions each, all at once. Stall: the probe's lateness, its per-second "
            f"worst values; \"first {warmup:.0f} s\" from the hosts' appearance (the rows arriving; with GL "
            f"also the renderer compiling the shaders the new rows need on first use), \"then\" the next "
            f"{seconds:.0f} s. CPU: a second run of the same case with the probe off (the probe alone costs "
            f"about 1.3 % of a core), all threads, over those {seconds:.0f} s. Renderer: GTK's default as "
            f"carry-on chooses it (cairo without GL where GL is only software, see `carry-on-renderer.c`; "
            f"what it chose is read from the process's mappings), and GL forced with `GSK_RENDERER=gl`.")
        self.emit(f"| case | renderer | worst stall, first {warmup:.0f} s (ms) | worst stall, then (ms) | median of the per-second worst, then (ms) | CPU, then (% of a core, probe off) | RSS at the end (KiB) | load before → after |")
        self.emit("|---|---|---:|---:|---:|---:|---:|---|")
        res = []
        for label, n, per_host, countdowns in (("20 sessions, 20 countdowns", 20, 1000, 20),
                                               ("1,000 arriving on 50 hosts", 1000, 20, 0)):
            for renderer, extra in (("default", {}), ("GL (`GSK_RENDERER=gl`)", {"GSK_RENDERER": "gl"})):
                before = loadavg()
                hb, t0, _, rss = self.window_run(n, per_host, countdowns, extra, True, warmup, seconds)
                if renderer == "default":
                    renderer = "default: " + self.last_renderer
                _, _, cpu, _ = self.window_run(n, per_host, countdowns, extra, False, warmup, seconds)
                after = loadavg()
                # A line covers the window_us before its time_us.
                first = [d for d in hb if d["time_us"] > t0 and d["time_us"] - d["window_us"] < t0 + warmup * 1e6]
                then = [d for d in hb if d["time_us"] - d["window_us"] >= t0 + warmup * 1e6]
                if not first or len(then) < 2:
                    self.emit(f"| {label} | {renderer} | too few heartbeat lines | | | | | {before} → {after} |")
                    continue
                worst_first = max(d["stall_max_us"] for d in first) / 1000
                worst = max(d["stall_max_us"] for d in then) / 1000
                med = median([d["stall_max_us"] for d in then]) / 1000
                res.append(dict(case=label, renderer=renderer, first_ms=worst_first, worst_ms=worst,
                                median_ms=med, cpu_pct=cpu, rss=rss))
                self.emit(f"| {label} | {renderer} | {worst_first:.0f} | {worst:.0f} | {med:.1f} | {cpu:.2f} | {rss:,} | {before} → {after} |")
        self.emit()
        self.raw["window"] = res
        return res

    # ------------------------------------------------------------ 5. memory

    def smaps_groups(self, pid):
        groups = {}
        cur = None
        with open(f"/proc/{pid}/smaps") as f:
            for line in f:
                parts = line.split()
                if re.match(r"^[0-9a-f]+-[0-9a-f]+ ", line):
                    path = parts[5] if len(parts) > 5 else ""
                    cur = self.classify_mapping(path)
                elif parts and parts[0] == "Rss:" and cur is not None:
                    groups[cur] = groups.get(cur, 0) + int(parts[1])
        return groups

    @staticmethod
    def classify_mapping(path):
        name = os.path.basename(path)
        if path == "":
            return "anonymous (malloc arenas, GL buffers, thread stacks)"
        if path in ("[heap]",):
            return "[heap] (brk malloc)"
        if path.startswith("["):
            return "stack, vdso and other kernel mappings"
        if path.startswith("/dev/dri") or "drm" in path or path.startswith("/memfd"):
            return "GPU buffers, memfd (incl. Xvfb shared images)"
        if name.startswith("libLLVM"):
            return "libLLVM (Mesa's llvmpipe)"
        if "dri" in path or name.startswith(("libgallium", "libGL", "libEGL", "libGLX", "libglapi", "libgbm", "libvulkan", "libxcb", "libX", "libdrm")):
            return "Mesa / GL / X11 libraries"
        if name.startswith(("libgtk-4", "libadwaita", "libgraphene")):
            return "libgtk-4, libadwaita"
        if name.startswith(("libcairo", "libpango", "libharfbuzz", "libfreetype", "libfontconfig", "libpixman", "libfribidi", "libthai", "libpng", "libjpeg", "libtiff", "libgdk_pixbuf", "librsvg", "libxml2")):
            return "cairo, pango, harfbuzz, fonts, image libraries"
        if name.startswith(("libglib", "libgobject", "libgio", "libgmodule", "libjson-glib")):
            return "GLib, GIO, json-glib"
        if path.endswith((".ttf", ".otf", ".pcf", ".pfb", ".ttc")) or "fontconfig" in path:
            return "font files and caches"
        if path.endswith(".cache") or "icons" in path or path.endswith((".gresource", ".compiled")) or "locale" in path:
            return "icon, schema, locale caches"
        if "/carry-on" in path:
            return "carry-on executable"
        if ".so" in name:
            return "other shared libraries (libc, ICU, …)"
        return "other mapped files"

    def bench_memory(self):
        sizes = [0, 20, 1000]
        self.table_header(
            "5. Memory (VmRSS) of the processes",
            "After the process has claimed its host (0 sessions: a host with none) and settled 5 s; for "
            "the GUI, with the window shown (`carry-on`) and hidden (`--background`), with the renderer "
            "carry-on chooses (cairo without GL where GL is only software, as under Xvfb), with GL forced "
            "(`GSK_RENDERER=gl`, Mesa llvmpipe here) and with `GSK_RENDERER=cairo` (which skips the choice, "
            "so GDK still loads GL).")
        before = loadavg()
        rows = []
        breakdown = {}
        cases = [("`carry-on --headless`", "headless", {})]
        cases += [("GUI, window shown, default ({drawing})", "gui", {}),
                  ("GUI, window shown, GL (`GSK_RENDERER=gl`)", "gui", {"GSK_RENDERER": "gl"}),
                  ("GUI, window shown, cairo with GL loaded (`GSK_RENDERER=cairo`)", "gui", {"GSK_RENDERER": "cairo"}),
                  ("GUI, window hidden, default ({drawing})", "gui-hidden", {})]
        self.emit("| process | " + " | ".join(f"{n:,} sessions (KiB)" for n in sizes) + " |")
        self.emit("|---|" + "---:|" * len(sizes))
        for label, mode, extra in cases:
            vals = []
            for n in sizes:
                dirs = self.fresh_dirs()
                hosts = self.make_hosts(dirs, n, prefix="m") if n else [Host(self.loop, dirs["hosts"], "m0", [])]
                proc = self.start_carry_on(mode, dirs, extra)
                self.wait_granted(hosts, proc, timeout=180)
                self.loop.run_for(5)
                vals.append(proc.rss_kib())
                if "{drawing}" in label:
                    label = label.format(drawing=drawing_with(proc.pid))
                if n == 20 and mode != "headless":
                    breakdown[label] = self.smaps_groups(proc.pid)
                if n == 20 and mode == "headless":
                    breakdown[label] = self.smaps_groups(proc.pid)
                self.finish(hosts, proc)
            rows.append((label, vals))
            self.emit(f"| {label} | " + " | ".join(f"{v:,}" for v in vals) + " |")
        after = loadavg()
        self.load_line(before, after)
        self.emit("Where the RSS goes with 20 sessions (`/proc/PID/smaps`, Rss by mapping, KiB):")
        self.emit()
        labels = list(breakdown)
        keys = sorted({k for b in breakdown.values() for k in b},
                      key=lambda k: -max(b.get(k, 0) for b in breakdown.values()))
        self.emit("| mapping | " + " | ".join(labels) + " |")
        self.emit("|---|" + "---:|" * len(labels))
        for k in keys:
            self.emit(f"| {k} | " + " | ".join(f"{breakdown[l].get(k, 0):,}" for l in labels) + " |")
        self.emit("| **sum** | " + " | ".join(f"**{sum(breakdown[l].values()):,}**" for l in labels) + " |")
        self.emit()
        self.raw["memory"] = dict(rows=rows, breakdown=breakdown)
        return rows, breakdown

    # ------------------------------------------------------------ 6. recovery

    def bench_recovery(self):
        before = loadavg()
        outage_s = 30.0
        self.table_header(
            "6b. Cross-session recovery and usage-limit resume (headless process, real clock, default settings)",
            f"Cross-session: 6 sessions on one provider fail (529) at once; every continue fails (529, after "
            f"1 s) until the outage ends {outage_s:.0f} s later; the first continue after it answers after "
            "2 s. Measured: how long after that answer each other session's continue is read at the host "
            "(without cross-session recovery each would wait out its own backoff step). Usage limit: 3 "
            "sessions of another provider fail with 429 and a structured `resets_at` 5, 10 and 15 s ahead; "
            "measured: the continue read at the host minus the reset instant (the default margin after a "
            "reset is 60 s, `resume-margin`).")
        dirs = self.fresh_dirs()
        cross = Host(self.loop, dirs["hosts"], "x0", [f"x-s{i}" for i in range(6)], "api.anthropic.com")
        lim = Host(self.loop, dirs["hosts"], "l0", [f"l-s{i}" for i in range(3)], "api.deepseek.com")
        proc = self.start_carry_on("headless", dirs)
        self.wait_granted([cross, lim], proc)
        st = {"first_answer": None, "after": [], "failed_continues": 0, "limit": {}}
        t_fail = MONO()
        outage_end = t_fail + int(outage_s * 1e9)

        def on_cross(host, msg, t_mono, t_wall):
            if msg.get("type") != "prompt.submit":
                return
            if st["first_answer"] is not None:
                st["after"].append((t_mono - st["first_answer"]) / 1e9)
                host.answer_continue(msg, turn_s=2.0)
                return
            if t_mono < outage_end:
                st["failed_continues"] += 1
                host.answer_continue(msg, failure=FAIL_529, turn_s=1.0)
            elif st.get("answering") is None:
                st["answering"] = msg["session_id"]
                st["first_continue_after_outage"] = (t_mono - outage_end) / 1e9

                def done():
                    st["first_answer"] = MONO()
                host.answer_continue(msg, turn_s=2.0)
                self.loop.call_later(2.0, done)
            else:
                # Another session's own step came due before the answer.
                st.setdefault("before_answer", []).append(msg["session_id"])
                host.answer_continue(msg, turn_s=2.0)
        cross.handlers.append(on_cross)
        resets = {}

        def on_lim(host, msg, t_mono, t_wall):
            if msg.get("type") == "prompt.submit":
                sid = msg["session_id"]
                st["limit"][sid] = (t_wall / 1e9) - resets[sid]
                host.answer_continue(msg)
        lim.handlers.append(on_lim)
        for sid in cross.sessions:
            cross.send_raw(cross.turn_lines(sid, "error", FAIL_529))
        now_ms = WALL() // 1_000_000
        for i, sid in enumerate(lim.sessions):
            r_ms = now_ms + (i + 1) * 5000
            resets[sid] = r_ms / 1000
            lim.send_raw(lim.turn_lines(sid, "error", {
                "kind": "rate_limit", "status": 429, "error_type": "rate_limit_error",
                "message": "Claude usage limit reached.", "resets_at": r_ms}))
        self.loop.run_until(lambda: len(st["after"]) + len(st.get("before_answer", [])) >= 5
                            and len(st["limit"]) >= 3, 400, "the recoveries")
        after = loadavg()
        self.finish([cross, lim], proc)
        a = st["after"]
        self.emit("| figure | samples | median (s) | min–max (s) | load before → after |")
        self.emit("|---|---:|---:|---|---|")
        self.emit(f"| cross-session: other sessions' continues after the first answer | {len(a)} | "
                  f"{median(a):.2f} | {min(a):.2f}–{max(a):.2f} | {before} → {after} |" if a else
                  f"| cross-session | 0 | – | – | {before} → {after} |")
        self.emit(f"| cross-session: first continue after the outage ended | 1 | "
                  f"{st.get('first_continue_after_outage', float('nan')):.2f} | | |")
        lv = list(st["limit"].values())
        self.emit(f"| usage limit: first continue after the reset | {len(lv)} | {median(lv):.2f} | "
                  f"{min(lv):.2f}–{max(lv):.2f} | |")
        self.emit()
        self.emit(f"Continues sent into the outage: {st['failed_continues']}; sessions whose own step came "
                  f"due between the first continue after the outage and its answer: "
                  f"{len(st.get('before_answer', []))}.")
        self.emit()
        self.raw["recovery"] = dict(after=a, limit=lv, first=st.get("first_continue_after_outage"),
                                    failed=st["failed_continues"], before=st.get("before_answer", []))
        return st

    def bench_policy_sim(self):
        before = loadavg()
        bench = os.path.join(self.build, "src", "tools", "carry-on-bench")
        self.emit("### 6a. Recovery lag and wasted continues (simulated clock)")
        self.emit()
        self.emit("From `carry-on-bench --only policy` (the real supervisor and policy in one process, on the "
                  "fake clock; outages of 10 s to 6 h cannot be waited out in a run). Its own text follows.")
        self.emit()
        env = dict(os.environ, GSETTINGS_SCHEMA_DIR=os.path.join(self.build, "data"), GSETTINGS_BACKEND="memory")
        args = [bench, "--only", "policy"] + (["--quick"] if self.args.quick else [])
        out = subprocess.run(args, env=env, capture_output=True, text=True, timeout=1800).stdout
        keep = False
        for line in out.splitlines():
            if line.lstrip("#").strip().startswith("3. Recovery lag"):
                keep = True
                continue
            if keep and line.startswith("#"):
                break
            if keep:
                self.emit(line)
        self.load_line(before, loadavg())

    # ------------------------------------------------------------ 7. peers

    def bench_peers(self, idle_res=None):
        here = os.path.dirname(os.path.abspath(__file__))
        seconds = self.args.idle_seconds
        before = loadavg()
        self.table_header(
            "7. Peers side by side (same run, same machine)",
            "Models, not the tools themselves (neither is packaged here): "
            "**the seeds' countdown** (`peer-countdown.py`: a retry pending, a 1 s timer redraws the "
            "countdown, as the seed prototypes did) and **a tmux-polling retrier** (`peer-tmux-retrier.js`, "
            "Node.js, one process per watched pane, as claude-auto-retry wraps each `claude`: every 5 s "
            "`tmux capture-pane -p -S -12` of its pane, anchored regexes on the last 12 lines, then "
            "`send-keys` after its backoff). claude-auto-retry is not on npm; the model follows its "
            "documented loop. Wake-ups of the retrier include its `tmux` client children (one per poll) "
            "and the tmux server's wake-ups for those polls. Carry On: `carry-on --headless` with 20 idle "
            "sessions, and with one session waiting out a usage limit an hour ahead (one pending countdown).")
        sock = os.path.join(self.tmp, "tmux.sock")
        tmux = ["tmux", "-S", sock, "-f", "/dev/null"]
        n_panes = 3
        subprocess.run(tmux + ["new-session", "-d", "-s", "bench", "-x", "120", "-y", "30", "cat"], check=True)
        for i in range(1, n_panes):
            subprocess.run(tmux + ["new-window", "-t", "bench", "cat"], check=True)
        server_pid = int(subprocess.run(tmux + ["display", "-p", "#{pid}"], capture_output=True, text=True).stdout)
        server_proc = Proc.__new__(Proc)
        server_proc.pid = server_pid
        dirs = self.fresh_dirs()
        retriers = []
        for i in range(n_panes):
            retriers.append(Proc(["node", os.path.join(here, "peer-tmux-retrier.js"), sock, f"bench:{i}"],
                                 dict(os.environ), os.path.join(dirs["root"], f"retrier{i}.log")))
        countdown = Proc([sys.executable, os.path.join(here, "peer-countdown.py"), "3600"], dict(os.environ),
                         os.path.join(dirs["root"], "countdown.log"))
        d1 = self.fresh_dirs()
        h1 = self.make_hosts(d1, 20, prefix="p")
        p1 = self.start_carry_on("headless", d1)
        d2 = self.fresh_dirs()
        h2 = self.make_hosts(d2, 20, prefix="q")
        p2 = self.start_carry_on("headless", d2)
        self.wait_granted(h1 + h2, p1)
        self.wait_granted(h2, p2)
        # One usage limit an hour ahead: one pending countdown in p2.
        reset_ms = WALL() // 1_000_000 + 3600 * 1000
        h2[0].send_raw(h2[0].turn_lines(h2[0].sessions[0], "error", {
            "kind": "rate_limit", "status": 429, "message": "Claude usage limit reached.", "resets_at": reset_ms}))
        self.loop.run_for(5)
        for r in retriers:
            os.kill(r.pid, signal.SIGUSR1)
        self.loop.run_for(0.5)
        polls0 = [self.last_number(r, "polls") for r in retriers]
        procs = {"Carry On headless, 20 idle sessions": p1,
                 "Carry On headless, 20 sessions, 1 pending (1 h)": p2,
                 "seeds' countdown model, 1 pending": countdown,
                 "tmux retrier model, node, pane 0": retriers[0],
                 "tmux server (3 panes watched)": server_proc}
        for i, r in enumerate(retriers[1:], 1):
            procs[f"tmux retrier model, node, pane {i}"] = r
        res, dt = self.idle_window(procs, seconds)
        for r in retriers:
            os.kill(r.pid, signal.SIGUSR1)
        self.loop.run_for(0.5)
        spawned = [(self.last_number(r, "polls") - p0) * 60 / dt for r, p0 in zip(retriers, polls0)]
        after = loadavg()
        self.emit("| process | wake-ups / min (all threads) | CPU ms / min | RSS (KiB) |")
        self.emit("|---|---:|---:|---:|")
        summary = {}
        for name, r in res.items():
            v = sum(x[2] + x[3] for x in r["rows"])
            c = sum(x[4] for x in r["rows"])
            summary[name] = (v, c, r["rss"])
            self.emit(f"| {name} | {v:.1f} | {c:.1f} | {r['rss']:,} |")
        self.emit(f"| tmux clients spawned by each retrier | {median(spawned):.1f} processes / min | | |")
        self.load_line(before, after)
        # Reaction: failure text → detection by the retrier; Carry On: table 1.
        reacts = []
        cleared = {}
        for k in range(self.args.peer_samples):
            pane = k % n_panes
            if pane in cleared:
                self.wait_line(retriers[pane], "reset", cleared[pane])
            self.loop.run_for(random.uniform(0.3, 1.5))
            t0 = MONO()
            subprocess.run(tmux + ["send-keys", "-t", f"bench:{pane}", "-l",
                                   "API Error: 529 {\"type\":\"overloaded_error\",\"message\":\"Overloaded\"}"], check=True)
            subprocess.run(tmux + ["send-keys", "-t", f"bench:{pane}", "Enter"], check=True)
            t_det = self.wait_line(retriers[pane], "detected", t0)
            reacts.append((t_det - t0) / 1e9)
            cleared[pane] = MONO()
            subprocess.run(tmux + ["respawn-pane", "-k", "-t", f"bench:{pane}", "cat"], check=True)
            subprocess.run(tmux + ["clear-history", "-t", f"bench:{pane}"], check=True)
        for r in retriers:
            r.stop()
        countdown.stop()
        subprocess.run(tmux + ["kill-server"])
        self.finish(h1, p1)
        self.finish(h2, p2)
        self.emit(f"Reaction (failure text on screen → the retrier notices it): median {median(reacts):.2f} s, "
                  f"max {max(reacts):.2f} s over {len(reacts)} failures; its continue then waits its backoff "
                  "(30 s for an overload). Carry On notices a failed turn when its event arrives: see table 1.")
        self.emit()
        self.raw["peers"] = dict(summary=summary, reacts=reacts, spawned=spawned)
        return summary, reacts

    @staticmethod
    def last_number(proc, word):
        n = 0
        with open(proc.log_path) as f:
            for line in f:
                if line.startswith(word + " "):
                    n = int(line.split()[1])
        return n

    def wait_line(self, proc, word, after_ns, timeout=30):
        """Waits for "WORD MONO_NS" later than after_ns in proc's output."""
        deadline = MONO() + int(timeout * 1e9)
        while MONO() < deadline:
            with open(proc.log_path) as f:
                for line in f:
                    if line.startswith(word + " "):
                        t = int(line.split()[1])
                        if t > after_ns:
                            return t
            self.loop.run_for(0.02)
        raise TimeoutError(f"the retrier model printed no \"{word}\" in {timeout} s")


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--build", required=True, help="a meson build dir (release)")
    ap.add_argument("--quick", action="store_true", help="fewer samples and sizes (a smoke run)")
    ap.add_argument("--only", default="latency,floor,due,throughput,idle,window,memory,recovery,policy,peers")
    ap.add_argument("--idle-seconds", type=float, default=60)
    ap.add_argument("--peer-samples", type=int, default=6)
    ap.add_argument("--window-seconds", type=float, default=20)
    ap.add_argument("--json", help="also write the raw figures here")
    ap.add_argument("--nice", type=int, default=0,
                    help="run carry-on and this process at this niceness (e.g. -10: a diagnostic "
                         "that keeps a shared machine's other load from the figures)")
    ap.add_argument("--latency-sizes", default="1,100,1000,5000",
                    help="session counts of table 1, comma-separated")
    ap.add_argument("--latency-per-host", type=int, default=20,
                    help="sessions per host in table 1 (20: 1,000 sessions on 50 hosts)")
    ap.add_argument("--latency-rate", type=int, default=1000,
                    help="background events/s in table 1 (lower it under a profiler)")
    ap.add_argument("--keep", action="store_true",
                    help="keep the runs' directories (carry-on's logs and state) for a look afterwards")
    ap.add_argument("--wrap", default="",
                    help="run carry-on under this command (a profiler: \"strace -c -f -o FILE\", "
                         "\"valgrind --tool=callgrind --trace-children=yes\"); the figures then are the tool's")
    args = ap.parse_args()
    if args.nice:
        os.nice(args.nice)
    b = Bench(args)
    only = args.only.split(",")
    if not os.environ.get("DISPLAY") and any(x in only for x in ("idle", "window", "memory")):
        sys.exit("bench: the GUI rows need a display; run src/tools/bench/run-benchmarks.sh")
    buildtype = "?"
    try:
        info = json.load(open(os.path.join(args.build, "meson-info", "intro-buildoptions.json")))
        buildtype = next(o["value"] for o in info if o["name"] == "buildtype")
    except (OSError, StopIteration, ValueError):
        pass
    commit = subprocess.run(["git", "-C", os.path.dirname(os.path.abspath(__file__)), "describe", "--always", "--dirty"],
                            capture_output=True, text=True).stdout.strip()
    cpu = "?"
    with open("/proc/cpuinfo") as f:
        for line in f:
            if line.startswith("model name"):
                cpu = line.split(":", 1)[1].strip()
                break
    t_start = time.time()
    b.emit("## carry-on-live-bench")
    b.emit()
    b.emit(f"- date: {datetime.datetime.now(datetime.timezone.utc).isoformat(timespec='seconds')}")
    b.emit(f"- commit: {commit}; build type: {buildtype}; mode: {'quick' if args.quick else 'full'}"
           + (f"; carry-on and the bench at niceness {args.nice}" if args.nice else ""))
    b.emit(f"- machine: {os.cpu_count()} cores ({cpu}), {platform.release()}; load average at start: {loadavg()}")
    b.emit()
    steps = [("latency", b.bench_latency), ("floor", b.bench_floor), ("due", b.bench_due), ("throughput", b.bench_throughput),
             ("idle", b.bench_idle), ("window", b.bench_window), ("memory", b.bench_memory), ("recovery", b.bench_recovery),
             ("policy", b.bench_policy_sim), ("peers", b.bench_peers)]
    try:
        for name, fn in steps:
            if name in only:
                log(f"{name} (load {loadavg()})")
                fn()
    finally:
        for proc in Proc.started:
            proc.stop()
        if args.json:
            with open(args.json, "w") as f:
                json.dump(b.raw, f, indent=1)
        b.emit(f"Total time: {(time.time() - t_start) / 60:.1f} min.")
        if args.keep:
            log(f"kept {b.tmp}")
        else:
            shutil.rmtree(b.tmp, ignore_errors=True)


if __name__ == "__main__":
    main()
