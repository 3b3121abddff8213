#!/usr/bin/env python3
# test-codex-bridge.py
#
# SPDX-FileCopyrightText: 2026 The Carry On authors
# SPDX-License-Identifier: GPL-3.0-or-later
"""carry-on-codex and carry-on-codex-bridge as built, against a stand-in
codex (tests/codex-fake/codex): no npm, a few seconds.  TAP on stdout.

  1. the launcher starts the bridge (one host socket) and the TUI's thread
     becomes a session in its directory;
  2. a failed turn reaches a supervisor with its FAILURE and host_retried;
  3. the supervisor's prompt.submit goes into the TUI's connection as a
     turn/start with clientUserMessageId = request id; the TUI sees the turn
     but not the answer to a request it never sent;
  4. a second launcher reuses the bridge; its thread is its own session;
  5. a connection that speaks broken WebSocket is dropped, the others stay;
  6. a TUI that exits ends its session at once;
  7. the last TUI's exit ends the bridge and the app-server; the sockets go.

Every wait is for an event (a socket, a line), with generous timeouts.
Usage: test-codex-bridge.py BUILD_DIR SOURCE_DIR
"""

import glob
import json
import os
import queue
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import threading
import time

n_tests = 0
failed = 0


def tap(ok, name, detail=""):
    global n_tests, failed
    n_tests += 1
    failed += 0 if ok else 1
    print("%s %d - %s" % ("ok" if ok else "not ok", n_tests, name), flush=True)
    for line in str(detail).splitlines() if not ok else []:
        print("# " + line, flush=True)


def wait_for(predicate, timeout):
    deadline = time.monotonic() + timeout
    while True:
        value = predicate()
        if value or time.monotonic() > deadline:
            return value
        time.sleep(0.05)


class Lines:
    """The lines a pipe gives, parsed as JSON, read by a thread."""

    def __init__(self, stream):
        self.items = []
        self.lock = threading.Lock()
        self.ended = False
        threading.Thread(target=self._read, args=(stream,), daemon=True).start()

    def _read(self, stream):
        for line in iter(stream.readline, b""):
            try:
                obj = json.loads(line)
            except ValueError:
                continue
            with self.lock:
                self.items.append(obj)
        self.ended = True

    def find(self, predicate):
        with self.lock:
            return [o for o in self.items if predicate(o)]


class Tui:
    def __init__(self, env, launcher, cwd):
        os.makedirs(cwd, exist_ok=True)
        self.cwd = cwd
        self.proc = subprocess.Popen([launcher], cwd=cwd, env=env, stdin=subprocess.PIPE,
                                     stdout=subprocess.PIPE, stderr=sys.stderr)
        self.out = Lines(self.proc.stdout)
        started = wait_for(lambda: self.out.find(lambda o: o.get("id") == "startup-thread-start"), 60)
        self.thread = started[0]["result"]["thread"]["id"] if started else None
        if self.thread:
            self.say("thread " + self.thread)

    def say(self, line):
        self.proc.stdin.write((line + "\n").encode())
        self.proc.stdin.flush()

    def quit(self):
        self.say("quit")
        self.proc.stdin.close()
        self.proc.wait(timeout=30)
        return time.time()


class Supervisor:
    def __init__(self, path):
        self.sock = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        self.sock.connect(path)
        self.file = self.sock.makefile("rb")
        self.events = Lines(self.file)
        self.send({"type": "hello", "protocol": "1.0", "role": "supervisor",
                   "client": {"name": "test", "version": "1", "pid": os.getpid()}, "capabilities": []})
        self.send({"type": "control.claim"})

    def send(self, obj):
        self.sock.sendall((json.dumps(obj) + "\n").encode())

    def find(self, kind, **match):
        return self.events.find(lambda e: e.get("type") == kind
                                and all(e.get(k) == v for k, v in match.items()))


def main():
    build, source = sys.argv[1], sys.argv[2]
    print("TAP version 13", flush=True)
    scratch = tempfile.mkdtemp(prefix="carry-on-codex-bridge-")
    runtime = os.path.join(scratch, "runtime")
    os.makedirs(runtime, mode=0o700)
    hosts = os.path.join(runtime, "carry-on", "hosts")
    codex_dir = os.path.join(runtime, "carry-on", "codex")
    env = dict(os.environ, XDG_RUNTIME_DIR=runtime, CARRY_ON_HOSTS_DIR=hosts,
               CARRY_ON_CODEX=os.path.join(source, "tests", "codex-fake", "codex"),
               CARRY_ON_CODEX_BRIDGE=os.path.join(build, "src", "codex", "carry-on-codex-bridge"),
               G_MESSAGES_DEBUG="carry-on-codex")
    launcher = os.path.join(build, "src", "codex", "carry-on-codex")
    tuis = []
    try:
        a = Tui(env, launcher, os.path.join(scratch, "ws-a"))
        tuis.append(a)
        sockets = wait_for(lambda: glob.glob(os.path.join(hosts, "codex-*.sock")), 60)
        sup = Supervisor(sockets[0]) if sockets else None
        session = sup and wait_for(lambda: [s for e in sup.find("sessions") for s in e["sessions"]
                                            if s["id"] == a.thread]
                                   or [e["session"] for e in sup.find("session.start")
                                       if e["session"]["id"] == a.thread], 15)
        ok = bool(a.thread and session) and session[0].get("cwd") == a.cwd and len(sockets) == 1
        tap(ok, "the launcher starts the bridge; the TUI's thread is a session in its directory",
            "thread=%r sockets=%r session=%r" % (a.thread, sockets, session))
        if not ok:
            return 1
        granted = wait_for(lambda: sup.find("control", state="granted"), 60)

        a.say("prompt please fail")
        done = wait_for(lambda: sup.find("turn.complete", session_id=a.thread), 60)
        failure = (done[0].get("failure") or {}) if done else {}
        person = sup.find("prompt.submit", session_id=a.thread)
        ok = (bool(granted and done) and done[0]["reason"] == "error"
              and failure.get("kind") == "internalServerError" and failure.get("error_type") == "server_error"
              and failure.get("host_retried") is True
              and bool(person) and person[0]["origin"].get("class") == "person")
        tap(ok, "a failed turn reaches the supervisor with its FAILURE and host_retried",
            "turn.complete=%r prompt.submit=%r" % (done, person))

        sup.send({"type": "prompt.submit", "request_id": "co-test-1", "session_id": a.thread,
                  "text": "continue"})
        result = wait_for(lambda: sup.find("prompt.result", request_id="co-test-1"), 60)
        ours = wait_for(lambda: [e for e in sup.find("turn.start", session_id=a.thread)
                                 if (e.get("origin") or {}).get("request_id") == "co-test-1"], 15)
        answered = wait_for(lambda: sup.find("turn.complete", session_id=a.thread, reason="answer"), 60)
        # The TUI's copy travels on another socket than the supervisor's
        # events: wait for it too.
        seen = wait_for(lambda: a.out.find(lambda o: o.get("method") == "item/started"
                                           and o["params"]["item"].get("clientId") == "co-test-1"), 60)
        leaked = a.out.find(lambda o: str(o.get("id", "")).startswith("carry-on:"))
        ok = (bool(result and ours and answered and seen) and result[0]["ok"] is True
              and result[0].get("turn_id") == ours[0]["turn_id"] and not leaked)
        tap(ok, "prompt.submit goes into the TUI's connection; the TUI sees the turn, not our answer",
            "result=%r ours=%r answered=%r seen=%r leaked=%r" % (result, ours, answered, bool(seen), leaked))

        sup.send({"type": "prompt.submit", "request_id": "co-test-2", "session_id": "no-such-thread",
                  "text": "continue"})
        refused = wait_for(lambda: sup.find("prompt.result", request_id="co-test-2"), 60)
        tap(bool(refused) and refused[0]["ok"] is False, "a prompt for an unknown session is refused",
            "result=%r" % refused)

        b = Tui(env, launcher, os.path.join(scratch, "ws-b"))
        tuis.append(b)
        started = wait_for(lambda: [e for e in sup.find("session.start") if e["session"]["id"] == b.thread], 60)
        ok = (bool(b.thread and started) and b.thread != a.thread
              and len(glob.glob(os.path.join(hosts, "codex-*.sock"))) == 1
              and started[0]["session"].get("cwd") == b.cwd)
        tap(ok, "a second launcher reuses the bridge; its thread is its own session",
            "started=%r sockets=%r" % (started, glob.glob(os.path.join(hosts, "*.sock"))))

        raw = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        raw.connect(os.path.join(codex_dir, "tui.sock"))
        raw.sendall(b"GET /rpc HTTP/1.1\r\nHost: x\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
                    b"Sec-WebSocket-Key: AAAAAAAAAAAAAAAAAAAAAA==\r\nSec-WebSocket-Version: 13\r\n\r\n")
        raw.sendall(b"\x83\x80\x00\x00\x00\x00")   # a reserved opcode
        raw.settimeout(15)
        try:
            data = raw.recv(4096)
            while data:
                data = raw.recv(4096)
            dropped = True
        except OSError:
            dropped = False
        raw.close()
        b.say("prompt hello again")
        still = wait_for(lambda: sup.find("turn.complete", session_id=b.thread, reason="answer"), 60)
        tap(dropped and bool(still), "a connection with broken WebSocket frames is dropped; the others stay",
            "dropped=%r still=%r" % (dropped, still))

        exited = b.quit()
        tuis.remove(b)
        ended = wait_for(lambda: sup.find("session.end", session_id=b.thread), 60)
        ok = bool(ended) and ended[0].get("reason") == "exit" and not sup.find("session.end", session_id=a.thread)
        tap(ok, "a TUI that exits ends its own session, and only that one", "ended=%r" % ended)

        a.quit()
        tuis.remove(a)
        gone = wait_for(lambda: sup.events.ended, 60)
        clean = wait_for(lambda: not glob.glob(os.path.join(hosts, "*.sock"))
                         and not os.path.exists(os.path.join(codex_dir, "tui.sock"))
                         and not os.path.exists(os.path.join(codex_dir, "app-server.sock")), 15)
        with open(os.path.join(codex_dir, "bridge.log"), errors="replace") as f:
            log = f.read()
        tap(bool(gone and clean) and "no Codex TUI is left" in log,
            "the last TUI's exit ends the bridge and the app-server; the sockets go",
            "closed=%r left=%r\n%s" % (gone, os.listdir(codex_dir), log[-2000:]))
    finally:
        for tui in tuis:
            if tui.proc.poll() is None:
                tui.proc.send_signal(signal.SIGTERM)
                tui.proc.wait(timeout=10)
        shutil.rmtree(scratch, ignore_errors=True)
    print("1..%d" % n_tests, flush=True)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
