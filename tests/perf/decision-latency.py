#!/usr/bin/env python3
# SPDX-FileCopyrightText: 2026 The Carry On authors
# SPDX-License-Identifier: GPL-3.0-or-later
"""End-to-end decision latency of a real `carry-on --headless` process.

This process plays HOSTS agent hosts (a listening Unix socket each in a
private hosts directory, SESSIONS sessions each), starts the headless runner
on that directory (state file on, as users run it) and, once every host is
connected and controlled, measures SAMPLES times: a failed turn's
`turn.complete` line written to one host's socket → the decision's `log`
line ("… continuing in 5 s (1/99)") read back from that socket.  After each
sample a person's prompt cancels the continue, so every sample starts from
an idle session.  Prints p50 / p90 / p99 / max in µs.

    tests/perf/decision-latency.py BUILDDIR [--hosts 50] [--sessions 20] [--samples 2000] [--distinct-ids]

BUILDDIR is a build tree with src/app/carry-on and data/gschemas.compiled
(a release build: meson setup _release --buildtype=release -Dgui=false).
"""

import argparse
import json
import os
import random
import selectors
import shutil
import socket
import subprocess
import sys
import tempfile
import time

FAILURE = {"kind": "server_error", "status": 529, "error_type": "overloaded_error",
           "message": "API Error: 529 Overloaded", "provider": "api.anthropic.com"}


class Host:
    def __init__(self, path, index, n_sessions, distinct):
        self.path = path
        self.index = index
        # The same ids on every host, as two runs of one agent produce;
        # --distinct-ids for a Carry On that merges them by host kind.
        self.ids = [("h%02d-" % index if distinct else "") + "s%02d" % i for i in range(n_sessions)]
        self.listener = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        self.listener.bind(path)
        os.chmod(path, 0o600)
        self.listener.listen(4)
        self.conn = None
        self.buf = b""
        self.ready = False

    def send(self, obj):
        self.conn.sendall((json.dumps(obj, separators=(",", ":")) + "\n").encode())

    def lines(self):
        """Reads what is there; yields whole lines as objects."""
        try:
            data = self.conn.recv(1 << 16)
        except BlockingIOError:
            return
        if not data:
            raise SystemExit("host %d: Carry On closed the connection" % self.index)
        self.buf += data
        while b"\n" in self.buf:
            line, self.buf = self.buf.split(b"\n", 1)
            if line:
                yield json.loads(line)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("builddir")
    ap.add_argument("--hosts", type=int, default=50)
    ap.add_argument("--sessions", type=int, default=20)
    ap.add_argument("--samples", type=int, default=2000)
    ap.add_argument("--distinct-ids", action="store_true")
    args = ap.parse_args()

    exe = os.path.join(args.builddir, "src", "app", "carry-on")
    schemas = os.path.join(args.builddir, "data")
    tmp = tempfile.mkdtemp(prefix="co-lat-")
    hosts_dir = os.path.join(tmp, "h")
    os.mkdir(hosts_dir, 0o700)
    sel = selectors.DefaultSelector()
    hosts = []
    for i in range(args.hosts):
        h = Host(os.path.join(hosts_dir, "bench-%02d.sock" % i), i, args.sessions, args.distinct_ids)
        hosts.append(h)
        sel.register(h.listener, selectors.EVENT_READ, ("accept", h))

    env = dict(os.environ, CARRY_ON_HOSTS_DIR=hosts_dir, GSETTINGS_BACKEND="memory",
               GSETTINGS_SCHEMA_DIR=schemas, XDG_STATE_HOME=os.path.join(tmp, "state"),
               XDG_CONFIG_HOME=os.path.join(tmp, "config"), XDG_RUNTIME_DIR=tmp)
    proc = subprocess.Popen([exe, "--headless"], env=env, stdout=subprocess.DEVNULL,
                            stderr=subprocess.DEVNULL)
    try:
        # Handshake every host: hello, control free → claim → granted, snapshot.
        deadline = time.monotonic() + 120
        n_ready = 0
        while n_ready < len(hosts):
            if time.monotonic() > deadline:
                raise SystemExit("only %d of %d hosts connected" % (n_ready, len(hosts)))
            for key, _ in sel.select(timeout=1):
                what, h = key.data
                if what == "accept":
                    h.conn, _ = h.listener.accept()
                    h.conn.setblocking(False)
                    sel.unregister(h.listener)
                    sel.register(h.conn, selectors.EVENT_READ, ("conn", h))
                    h.send({"type": "hello", "protocol": "1.0", "role": "host",
                            "host": {"kind": "bench", "name": "Bench", "version": "1", "pid": os.getpid()},
                            "capabilities": ["prompt.submit", "log"]})
                    continue
                for msg in h.lines():
                    if msg.get("type") == "hello":
                        h.send({"type": "control", "state": "free"})
                    elif msg.get("type") == "control.claim":
                        h.send({"type": "control", "state": "granted"})
                        h.send({"type": "sessions", "sessions": [
                            {"id": sid, "title": "Session %s" % sid, "cwd": "/home/bench/p%d" % h.index,
                             "provider": "api.anthropic.com", "turn_running": False} for sid in h.ids]})
                        h.ready = True
                        n_ready += 1
        time.sleep(2)  # let the snapshots settle (and their first save go)
        for h in hosts:  # drain what came meanwhile
            for _ in h.lines():
                pass

        def wait_log(h, sid, needle):
            while True:
                for key, _ in sel.select(timeout=10):
                    _, hh = key.data
                    for msg in hh.lines():
                        if (hh is h and msg.get("type") == "log" and msg.get("session_id") == sid
                                and needle in msg.get("text", "")):
                            return time.perf_counter_ns()
                if proc.poll() is not None:
                    raise SystemExit("carry-on exited")

        rng = random.Random(1)
        samples = []
        for n in range(args.samples):
            h = hosts[rng.randrange(len(hosts))]
            sid = h.ids[rng.randrange(len(h.ids))]
            turn = "t%d" % n
            h.send({"type": "turn.start", "session_id": sid, "turn_id": turn})
            line = (json.dumps({"type": "turn.complete", "session_id": sid, "turn_id": turn,
                                "reason": "error", "failure": FAILURE}, separators=(",", ":")) + "\n").encode()
            t0 = time.perf_counter_ns()
            h.conn.sendall(line)
            t1 = wait_log(h, sid, "continuing in")
            samples.append((t1 - t0) / 1000.0)
            # A person's prompt cancels it: the next sample starts idle.
            h.send({"type": "prompt.submit", "session_id": sid, "origin": {"kind": "composer"}})
            wait_log(h, sid, "cancelled")
        samples.sort()

        def pct(p):
            return samples[min(len(samples) - 1, int(p / 100.0 * len(samples)))]
        print("carry-on --headless, %d hosts × %d sessions = %d sessions, %d samples, state file on"
              % (args.hosts, args.sessions, args.hosts * args.sessions, len(samples)))
        print("failed turn.complete written → decision log line read (µs): p50 %.0f  p90 %.0f  p99 %.0f  max %.0f"
              % (pct(50), pct(90), pct(99), samples[-1]))
    finally:
        proc.terminate()
        try:
            proc.wait(10)
        except subprocess.TimeoutExpired:
            proc.kill()
        shutil.rmtree(tmp, ignore_errors=True)


if __name__ == "__main__":
    main()
