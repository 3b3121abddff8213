#!/usr/bin/env python3
# codex-e2e.py
#
# SPDX-FileCopyrightText: 2026 The Carry On authors
# SPDX-License-Identifier: GPL-3.0-or-later
"""End-to-end proof of the Codex host, TAP on stdout.

Runs the real Codex CLI (npm @openai/codex, pinned to the version the host
facts were measured on) interactive in tmux through our launcher,
carry-on-codex, against tests/e2e/fake-responses-api.py (a fake Responses
API streaming SSE), with a throwaway HOME and CODEX_HOME, and Carry On in
front through a private hosts directory.  The driver also connects to the
bridge's host socket as an observer (protocol v1, no control), so it waits
on the events themselves (a failed turn and its FAILURE, a session's end)
and on Carry On's decision lines, never on fixed sleeps.

  --front headless (meson test `codex`): `carry-on --headless
      --log-format=json`; checks
    1. the launcher starts one bridge and app-server, the TUI's thread is a
       session;
    2. a 500 that Codex retried itself ends the turn (FAILURE kind
       internalServerError, host_retried) → exactly one continue → the
       session answers;
    3. a person's prompt cancels a pending continue;
    4. Esc (an interrupted turn, reason aborted) is left alone;
    5. a usage limit (429 usage_limit_reached) waits for the reset, then
       continues;
    6. unauthorized (401) gives up;
    7. two TUIs at once share the one bridge, and each failed turn is
       continued once, in its own thread;
    8. a TUI that exits ends its session within a second; when the last
       one exits the bridge and the app-server end and the sockets go.
  --front gui (meson test `codex-gui`, under tests/desktop-session.sh;
      elsewhere a TAP skip): the GUI carry-on with its tray and dunst; 1,
      2, 6 with the give-up notification ("Carry On gave up on …"), and 8
      seen in the tray ("watching N sessions").

Needs: CARRY_ON_BUILD_DIR (meson sets it), tmux, npm and the npm
registry (the package and npm's cache go into <build>/e2e/, never the
source tree; an unreachable registry FAILS the run).  CARRY_ON_E2E_KEEP=1
keeps the scratch folder.
"""

import argparse
import glob
import json
import os
import re
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import threading
import time
import urllib.request

sys.dont_write_bytecode = True   # no __pycache__ in the source tree
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from ccharness import bail, find_carry_on, note, plan, tap, wait_for, write_keyfile  # noqa: E402

CODEX_PACKAGE = "@openai/codex"
CODEX_VERSION = "0.171.0"
HERE = os.path.dirname(os.path.abspath(__file__))
CONTINUE_TEXT = "Carry on from where you stopped"

# Steady backoff: 5 s, one rung up (15 s) when the host retried the
# failure itself; no jitter; 5 s after a usage limit's reset.
KEYFILE = ("[io/carryon/CarryOn]\n"
           "backoff-preset='steady'\n"
           "jitter=false\n"
           "resume-margin=uint32 5\n"
           "pick-up-missed=false\n"
           "notify-give-up=true\n"
           "notify-scheduled-minutes=uint32 0\n")


def install_codex(build):
    prefix = os.path.join(build, "e2e", "codex")
    binary = os.path.join(prefix, "node_modules", ".bin", "codex")
    pkg_json = os.path.join(prefix, "node_modules", CODEX_PACKAGE, "package.json")
    try:
        with open(pkg_json) as f:
            if json.load(f).get("version") == CODEX_VERSION and os.access(binary, os.X_OK):
                return binary
    except (OSError, ValueError):
        pass
    if shutil.which("npm") is None:
        bail("npm is not installed: cannot fetch %s@%s" % (CODEX_PACKAGE, CODEX_VERSION))
    os.makedirs(prefix, exist_ok=True)
    cmd = ["npm", "install", "--no-audit", "--no-fund", "--no-save", "--prefix", prefix,
           "--cache", os.path.join(build, "e2e", "npm-cache"),
           "%s@%s" % (CODEX_PACKAGE, CODEX_VERSION)]
    note("fetching Codex: " + " ".join(cmd))
    proc = subprocess.run(cmd, capture_output=True, text=True, timeout=900)
    if proc.returncode != 0 or not os.access(binary, os.X_OK):
        bail("npm could not install %s@%s (is the registry reachable?):\n%s%s"
             % (CODEX_PACKAGE, CODEX_VERSION, proc.stdout[-2000:], proc.stderr[-2000:]))
    return binary


# -- the pieces -----------------------------------------------------------------

class Fake:
    def __init__(self, scratch):
        port_file = os.path.join(scratch, "fake.port")
        self.log = open(os.path.join(scratch, "fake-api.log"), "w")
        self.proc = subprocess.Popen(
            [sys.executable, os.path.join(HERE, "fake-responses-api.py"),
             "--port-file", port_file, "--lifetime", "1500"],
            stdout=subprocess.DEVNULL, stderr=self.log)
        if not wait_for(lambda: os.path.exists(port_file), 20):
            bail("the fake Responses API did not start")
        self.port = int(open(port_file).read())
        self.url = "http://127.0.0.1:%d" % self.port

    def control(self, path, body=None):
        data = json.dumps(body).encode() if body is not None else None
        req = urllib.request.Request(self.url + path, data=data, method="POST" if data else "GET")
        with urllib.request.urlopen(req, timeout=10) as res:
            return json.load(res)

    def requests(self):
        return [r for r in self.control("/_fake/requests")["requests"] if not r["title"]]

    def stop(self):
        self.proc.terminate()
        self.proc.wait(timeout=10)
        self.log.close()


class Observer:
    """A second supervisor on the bridge's host socket: it never claims
    control, so it only watches (docs/protocol.md §3)."""

    def __init__(self, path):
        self.sock = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        self.sock.connect(path)
        self.sock.sendall((json.dumps({"type": "hello", "protocol": "1.0", "role": "supervisor",
                                       "client": {"name": "codex-e2e", "version": "1",
                                                  "pid": os.getpid()},
                                       "capabilities": []}) + "\n").encode())
        self.events = []
        self.lock = threading.Lock()
        self.closed_at = None
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self):
        buf = b""
        while True:
            try:
                data = self.sock.recv(65536)
            except OSError:
                data = b""
            if not data:
                self.closed_at = time.time()
                return
            buf += data
            while b"\n" in buf:
                line, buf = buf.split(b"\n", 1)
                try:
                    obj = json.loads(line)
                except ValueError:
                    continue
                with self.lock:
                    self.events.append((time.time(), obj))

    def all(self, kind=None, **match):
        with self.lock:
            out = []
            for t, e in self.events:
                if kind is not None and e.get("type") != kind:
                    continue
                if all(e.get(k) == v for k, v in match.items()):
                    out.append((t, e))
            return out

    def sessions(self):
        """Live sessions: id → SESSION, from the snapshot and the events."""
        live = {}
        with self.lock:
            for _, e in self.events:
                if e.get("type") == "sessions":
                    live = {s["id"]: s for s in e.get("sessions", [])}
                elif e.get("type") in ("session.start", "session.update"):
                    live[e["session"]["id"]] = e["session"]
                elif e.get("type") == "session.end":
                    live.pop(e.get("session_id"), None)
        return live

    def close(self):
        try:
            self.sock.close()
        except OSError:
            pass


class Decisions:
    """Carry On's decisions, from its stderr: JSON lines (--headless
    --log-format=json) or the supervisor's debug lines (the GUI run with
    G_MESSAGES_DEBUG=carry-on-core: "KEY: DECISION: text")."""

    DEBUG = re.compile(r"(codex:[0-9a-f-]+): (scheduled|sent|accepted|dropped|cancelled|gave-up|"
                       r"recovered|ignored): (.*)$")

    def __init__(self, path):
        self.path = path

    def all(self, session=None, decision=None):
        out = []
        try:
            with open(self.path, errors="replace") as f:
                lines = f.read().splitlines()
        except OSError:
            return out
        for line in lines:
            d = None
            if line.startswith("{"):
                try:
                    obj = json.loads(line)
                except ValueError:
                    continue
                if "decision" in obj:
                    d = {"session": obj.get("session"), "decision": obj["decision"],
                         "text": obj.get("text", ""), "due_us": obj.get("due_us", 0)}
            else:
                m = self.DEBUG.search(line)
                if m:
                    d = {"session": m.group(1), "decision": m.group(2), "text": m.group(3), "due_us": 0}
            if d is None:
                continue
            if session is not None and d["session"] != "codex:" + session:
                continue
            if decision is not None and d["decision"] != decision:
                continue
            out.append(d)
        return out


class Tui:
    """One Codex TUI started through carry-on-codex in a tmux window."""

    def __init__(self, run, name):
        self.run = run
        self.name = name
        self.cwd = os.path.join(run.scratch, "ws-" + name)
        self.exited = os.path.join(run.scratch, "exited-" + name)
        script = os.path.join(run.scratch, "run-%s.sh" % name)
        with open(script, "w") as f:
            f.write("#!/bin/sh\n")
            for k, v in run.tui_env.items():
                f.write("export %s='%s'\n" % (k, v))
            f.write("cd '%s'\n" % self.cwd)
            f.write("timeout --foreground 1400 '%s'\n" % run.launcher)
            f.write("echo $? > '%s.tmp'; mv '%s.tmp' '%s'\n" % (self.exited, self.exited, self.exited))
            f.write("sleep 600\n")
        os.chmod(script, 0o700)
        if not run.tmux_started:
            # Codex pads its output with blank lines: keep enough history to
            # count what a TUI showed since it started.
            run.tmux("new-session", "-d", "-s", "e2e", "-n", "idle", "-x", "200", "-y", "50", "sleep 1500")
            run.tmux("set-option", "-g", "history-limit", "200000")
            run.tmux_started = True
        run.tmux("new-window", "-d", "-t", "e2e", "-n", name, script)
        self.session = None

    def screen(self):
        res = self.run.tmux("capture-pane", "-p", "-J", "-S", "-3000", "-t", "e2e:" + self.name, check=False)
        return res.stdout

    def type(self, text):
        """Types @text, waits until the composer shows it, then Enter."""
        self.run.tmux("send-keys", "-t", "e2e:" + self.name, "-l", text)
        if not wait_for(lambda: text in self.screen(), 10):
            # Codex may have had a dialog up that took the keys: once more.
            note("TUI %s did not show %r; typing it again. Screen:\n%s"
                 % (self.name, text, self.screen().rstrip()[-1500:]))
            self.run.tmux("send-keys", "-t", "e2e:" + self.name, "-l", text)
            wait_for(lambda: text in self.screen(), 10)
        self.run.tmux("send-keys", "-t", "e2e:" + self.name, "Enter")

    def key(self, key):
        self.run.tmux("send-keys", "-t", "e2e:" + self.name, key)

    def exit_time(self):
        try:
            return os.path.getmtime(self.exited)
        except OSError:
            return None


class Run:
    def __init__(self, build, codex, front):
        self.build = build
        self.front = front
        self.scratch = tempfile.mkdtemp(prefix="carry-on-codex-e2e-")
        s = self.scratch
        self.home = os.path.join(s, "home")
        self.codex_home = os.path.join(self.home, ".codex")
        self.runtime = os.path.join(s, "runtime")
        self.hosts = os.path.join(self.runtime, "carry-on", "hosts")
        self.codex_dir = os.path.join(self.runtime, "carry-on", "codex")
        self.config = os.path.join(s, "config")
        self.state = os.path.join(s, "state")
        for d in (self.codex_home, self.config, self.state,
                  os.path.join(s, "ws-a"), os.path.join(s, "ws-b")):
            os.makedirs(d)
        os.makedirs(self.runtime, mode=0o700)
        write_keyfile(self.config, KEYFILE)
        self.fake = Fake(s)
        with open(os.path.join(self.codex_home, "config.toml"), "w") as f:
            # Top-level keys first: Codex appends tables of its own.
            f.write('model = "fake-model"\nmodel_provider = "fake"\napproval_policy = "never"\n'
                    'sandbox_mode = "read-only"\ncheck_for_update_on_startup = false\n'
                    '[model_providers.fake]\nname = "Fake"\nbase_url = "%s/v1"\n'
                    'env_key = "FAKE_API_KEY"\nwire_api = "responses"\n'
                    'request_max_retries = 1\nstream_max_retries = 1\n'
                    '[projects."%s"]\ntrust_level = "trusted"\n'
                    '[projects."%s"]\ntrust_level = "trusted"\n'
                    # After the usage limit Codex would offer a cheaper model
                    # in a dialog that takes the next keys.
                    '[notice]\nhide_rate_limit_model_nudge = true\n'
                    % (self.fake.url, os.path.join(s, "ws-a"), os.path.join(s, "ws-b")))
        self.launcher = os.path.join(build, "src", "codex", "carry-on-codex")
        if not os.access(self.launcher, os.X_OK):
            bail("carry-on-codex is not built in %s" % build)
        self.tui_env = {
            "HOME": self.home, "CODEX_HOME": self.codex_home, "FAKE_API_KEY": "sk-fake",
            "XDG_RUNTIME_DIR": self.runtime, "CARRY_ON_HOSTS_DIR": self.hosts,
            "CARRY_ON_CODEX": codex, "TERM": "xterm-256color",
            "G_MESSAGES_DEBUG": "carry-on-codex", "PATH": os.environ.get("PATH", "/usr/bin:/bin"),
        }
        self.env = dict(os.environ)
        self.env.update({
            "XDG_RUNTIME_DIR": self.runtime, "XDG_CONFIG_HOME": self.config,
            "XDG_STATE_HOME": self.state, "CARRY_ON_HOSTS_DIR": self.hosts,
            "GSETTINGS_BACKEND": "keyfile",
            "GSETTINGS_SCHEMA_DIR": os.path.join(build, "data"),
        })
        os.makedirs(self.hosts, mode=0o700)
        self.log_path = os.path.join(s, "carry-on.log")
        self.log = open(self.log_path, "w")
        args = ["--headless", "--log-format=json"] if front == "headless" else []
        if front == "gui":
            self.env["G_MESSAGES_DEBUG"] = "carry-on-core"
        self.carry_on = subprocess.Popen([find_carry_on(build)] + args, env=self.env,
                                         stdout=self.log, stderr=subprocess.STDOUT)
        self.decisions = Decisions(self.log_path)
        self.tmux_sock = os.path.join(s, "tmux.sock")
        self.tmux_started = False
        self.observer = None

    def tmux(self, *args, check=True):
        return subprocess.run(["tmux", "-S", self.tmux_sock] + list(args), capture_output=True,
                              text=True, check=check)

    def host_sockets(self):
        return glob.glob(os.path.join(self.hosts, "codex-*.sock"))

    def bridge_log(self):
        try:
            with open(os.path.join(self.codex_dir, "bridge.log"), errors="replace") as f:
                return f.read()
        except OSError:
            return ""

    def carry_on_text(self):
        self.log.flush()
        with open(self.log_path, errors="replace") as f:
            return f.read()

    def post_mortem(self, *tuis):
        for tui in tuis:
            note("---- screen %s ----\n%s" % (tui.name, tui.screen()[-3000:]))
        note("---- carry-on ----\n" + self.carry_on_text()[-3000:])
        note("---- bridge ----\n" + self.bridge_log()[-5000:])
        note("---- fake API requests ----\n" + json.dumps(self.fake.requests()[-10:])[-2000:])

    def close(self):
        if self.observer:
            self.observer.close()
        self.tmux("kill-server", check=False)
        if self.carry_on.poll() is None:
            self.carry_on.send_signal(signal.SIGTERM)
            try:
                self.carry_on.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.carry_on.kill()
        self.log.close()
        self.fake.stop()
        if os.environ.get("CARRY_ON_E2E_KEEP"):
            note("scratch kept: " + self.scratch)
        else:
            shutil.rmtree(self.scratch, ignore_errors=True)


# -- helpers -------------------------------------------------------------------------

def completes(run, session, since, reason=None):
    """turn.complete events of @session after index @since."""
    return [e for _, e in run.observer.all("turn.complete", session_id=session)[since:]
            if reason is None or e.get("reason") == reason]


def n_completes(run, session):
    return len(run.observer.all("turn.complete", session_id=session))


def ours_started(run, session):
    """turn.start events of @session that carry a request id: Carry On's."""
    return [e for _, e in run.observer.all("turn.start", session_id=session)
            if (e.get("origin") or {}).get("request_id")]


def start_tui(run, name):
    tui = Tui(run, name)
    started = wait_for(lambda: [s for s in (run.observer.sessions() if run.observer else {}).values()
                                if s.get("cwd") == tui.cwd] if run.observer else None, 60)
    if started:
        tui.session = started[0]["id"]
    return tui


def say(run, tui, text):
    """A prompt that answers; returns when the answer event came."""
    n = n_completes(run, tui.session)
    tui.type(text)
    return wait_for(lambda: completes(run, tui.session, n, "answer"), 60)


def fail_turn(run, tui, text):
    """A turn the fake fails with four 500s (Codex's own retries: 4
    requests); returns its turn.complete event."""
    n = n_completes(run, tui.session)
    run.fake.control("/_fake/queue", {"modes": ["500"] * 4})
    tui.type(text)
    done = wait_for(lambda: completes(run, tui.session, n), 60)
    return done[0] if done else None


# -- the scenarios ---------------------------------------------------------------------

def scenario_install_host(run):
    env = dict(run.env, CARRY_ON_CODEX=run.tui_env["CARRY_ON_CODEX"], HOME=run.home)
    res = subprocess.run([find_carry_on(run.build), "install-host", "codex"], env=env,
                         capture_output=True, text=True, timeout=120)
    ok = res.returncode == 0 and "alias codex=carry-on-codex" in res.stdout and CODEX_VERSION in res.stdout
    tap(ok, "carry-on install-host codex finds Codex and says how to make carry-on-codex the default",
        "" if ok else "status %d\n%s%s" % (res.returncode, res.stdout, res.stderr))


def scenario_start(run):
    tui = Tui(run, "a")
    sock = wait_for(run.host_sockets, 90)
    if not sock:
        tap(False, "the launcher starts the bridge and its host socket appears")
        run.post_mortem(tui)
        return None
    run.observer = Observer(sock[0])
    started = wait_for(lambda: [s for s in run.observer.sessions().values() if s.get("cwd") == tui.cwd], 90)
    if started:
        tui.session = started[0]["id"]
    connected = wait_for(lambda: "connected, in control" in run.carry_on_text()
                         or "controller" in run.carry_on_text() or run.front == "gui", 30)
    ok = bool(started) and bool(connected) and len(run.host_sockets()) == 1
    tap(ok, "carry-on-codex starts the bridge and app-server; the TUI's thread is a session",
        "" if ok else "sessions=%r sockets=%r" % (run.observer.sessions(), run.host_sockets()))
    if not ok:
        run.post_mortem(tui)
        return None
    answered = say(run, tui, "hello there")
    tap(bool(answered), "a plain prompt is answered")
    usage = wait_for(lambda: [e for _, e in run.observer.all("usage")
                              if any(w.get("kind") == "five_hour" for w in e.get("windows", []))], 15)
    tap(bool(usage), "Codex's rate-limit windows are reported as usage",
        "" if usage else "usage events: %r" % run.observer.all("usage"))
    return tui if answered else None


def scenario_500(run, tui):
    sent = len(run.decisions.all(tui.session, "sent"))
    ours = len(ours_started(run, tui.session))
    failed = fail_turn(run, tui, "task one")
    failure = (failed or {}).get("failure") or {}
    mapped = (failed or {}).get("reason") == "error" and failure.get("kind") == "internalServerError" \
        and failure.get("host_retried") is True
    tap(mapped, "a 500 after Codex's own retries ends the turn: FAILURE kind internalServerError, host_retried",
        "" if mapped else "turn.complete=%r" % failed)
    n = n_completes(run, tui.session)
    answered = wait_for(lambda: completes(run, tui.session, n, "answer"), 90)
    continued = len(ours_started(run, tui.session)) - ours
    n_sent = len(run.decisions.all(tui.session, "sent")) - sent
    ok = bool(answered) and continued == 1 and n_sent == 1 and CONTINUE_TEXT in tui.screen()
    tap(ok, "Carry On continues it once and the session answers",
        "" if ok else "answered=%r continues=%d sent=%d" % (bool(answered), continued, n_sent))
    if not ok:
        run.post_mortem(tui)


def scenario_person(run, tui):
    sent = len(run.decisions.all(tui.session, "sent"))
    cancelled = len(run.decisions.all(tui.session, "cancelled"))
    failed = fail_turn(run, tui, "task two")
    scheduled = wait_for(lambda: len(run.decisions.all(tui.session, "scheduled")) > 0
                         and run.decisions.all(tui.session)[-1]["decision"] == "scheduled", 30)
    n = n_completes(run, tui.session)
    # The continue is due 15 s after the failure: the person is quicker.
    tui.type("never mind, I am here")
    gone = wait_for(lambda: len(run.decisions.all(tui.session, "cancelled")) > cancelled, 30)
    answered = wait_for(lambda: completes(run, tui.session, n, "answer"), 60)
    n_sent = len(run.decisions.all(tui.session, "sent")) - sent
    ok = bool(failed and scheduled and gone and answered) and n_sent == 0
    tap(ok, "a person's prompt cancels the pending continue",
        "" if ok else "failed=%r scheduled=%r cancelled=%r answered=%r sent=%d"
        % (bool(failed), bool(scheduled), bool(gone), bool(answered), n_sent))
    if not ok:
        run.post_mortem(tui)


def scenario_escape(run, tui):
    n = n_completes(run, tui.session)
    requests = len(run.fake.requests())
    run.fake.control("/_fake/mode", {"mode": "slow"})
    tui.type("task three (the person will press Esc)")
    running = wait_for(lambda: len(run.fake.requests()) > requests and "esc to interrupt" in tui.screen(), 30)
    tui.key("Escape")
    aborted = wait_for(lambda: completes(run, tui.session, n, "aborted"), 30)
    run.fake.control("/_fake/reset", {})
    ok = bool(running and aborted) and not completes(run, tui.session, n, "error")
    tap(ok, "Esc ends the turn as aborted, which Carry On leaves alone",
        "" if ok else "running=%r aborted=%r events=%r" % (bool(running), bool(aborted),
                                                          completes(run, tui.session, n)))
    if not ok:
        run.post_mortem(tui)


def scenario_limit(run, tui):
    sent = len(run.decisions.all(tui.session, "sent"))
    n = n_completes(run, tui.session)
    reset = run.fake.control("/_fake/limit", {"reset_in": 40})["limit_reset"]
    note("usage limit resets at %s (in %.0f s)" % (time.strftime("%H:%M:%S", time.gmtime(reset)),
                                                   reset - time.time()))
    tui.type("task four")
    failed = wait_for(lambda: completes(run, tui.session, n), 60)
    failure = ((failed or [{}])[0].get("failure") or {})
    scheduled = wait_for(lambda: run.decisions.all(tui.session, "scheduled")[-1:]
                         if len(run.decisions.all(tui.session, "sent")) == sent else None, 30)
    early = wait_for(lambda: len(run.decisions.all(tui.session, "sent")) > sent,
                     max(0, reset - time.time() - 1))
    m = n_completes(run, tui.session)
    continued = wait_for(lambda: len(run.decisions.all(tui.session, "sent")) > sent, reset - time.time() + 90)
    answered = wait_for(lambda: completes(run, tui.session, m, "answer"), 60)
    after = [r for r in run.fake.requests() if r["t"] >= reset and r["mode"] == "ok"]
    ok = (failure.get("kind") == "usageLimitExceeded" and bool(scheduled) and not early
          and bool(continued and answered and after))
    tap(ok, "a usage limit waits for its reset, then continues",
        "" if ok else "failure=%r scheduled=%r early=%r continued=%r answered=%r"
        % (failure, scheduled, bool(early), bool(continued), bool(answered)))
    if failure:
        note("usage limit FAILURE: " + json.dumps(failure))
    if not ok:
        run.post_mortem(tui)


def scenario_unauthorized(run, tui, check_notification=False):
    sent = len(run.decisions.all(tui.session, "sent"))
    n = n_completes(run, tui.session)
    shown = dunst_displayed() if check_notification else 0
    run.fake.control("/_fake/mode", {"mode": "401"})
    tui.type("task five (auth)")
    failed = wait_for(lambda: completes(run, tui.session, n), 60)
    failure = ((failed or [{}])[0].get("failure") or {})
    gave_up = wait_for(lambda: run.decisions.all(tui.session, "gave-up"), 30)
    popped = True
    notified = []
    if check_notification:
        popped = wait_for(lambda: dunst_displayed() > shown, 20)
        notified = [s for s in dunst_summaries() if s.startswith("Carry On gave up on")]
    run.fake.control("/_fake/reset", {})
    n_sent = len(run.decisions.all(tui.session, "sent")) - sent
    # Codex says `unauthorized` for its own login; for an API key it is
    # {httpConnectionFailed: {httpStatusCode: 401}} (seen with 0.171.0).
    ok = ((failure.get("kind") == "unauthorized" or failure.get("status") == 401)
          and bool(gave_up) and n_sent == 0
          and (not check_notification or bool(popped and notified)))
    tap(ok, "unauthorized (401) gives up%s" % (" with a notification" if check_notification else ""),
        "" if ok else "failure=%r gave_up=%r sent=%d notifications=%r"
        % (failure, bool(gave_up), n_sent, notified))
    if notified:
        note("notification: " + notified[0].replace("\n", " / "))
    if not ok:
        run.post_mortem(tui)


def scenario_two(run, a):
    b = start_tui(run, "b")
    if not b.session:
        tap(False, "a second TUI shares the one bridge")
        run.post_mortem(a, b)
        return b
    one = len(run.host_sockets()) == 1 and b.session != a.session
    tap(one and bool(say(run, b, "hello from b")), "a second TUI shares the one bridge and is its own session",
        "" if one else "sockets=%r" % run.host_sockets())
    before = {t.session: len(ours_started(run, t.session)) for t in (a, b)}
    fa = fail_turn(run, a, "task six in a")
    fb = fail_turn(run, b, "task six in b")
    done = wait_for(lambda: all(len(ours_started(run, t.session)) > before[t.session] for t in (a, b))
                    and all(completes(run, t.session, n_completes(run, t.session) - 1, "answer")
                            for t in (a, b)), 120)
    extra = {t.name: len(ours_started(run, t.session)) - before[t.session] for t in (a, b)}

    def shown(tui):
        # Each TUI shows one continue after its own failed prompt.
        screen = tui.screen()
        at = screen.rfind("task six in " + tui.name)
        return screen[at:].count(CONTINUE_TEXT) if at >= 0 else -1
    on_screen = {t.name: shown(t) for t in (a, b)}
    ok = bool(fa and fb and done) and extra == {"a": 1, "b": 1} and on_screen == {"a": 1, "b": 1}
    tap(ok, "two TUIs at once: each failed turn is continued once, in its own thread",
        "" if ok else "failed=%r/%r continues=%r on screens=%r" % (bool(fa), bool(fb), extra, on_screen))
    if not ok:
        run.post_mortem(a, b)
    return b


def quit_tui(tui):
    # Codex quits on a second Ctrl-C; the first one asks for it.
    tui.key("C-c")
    wait_for(lambda: "again to quit" in tui.screen().lower() or tui.exit_time(), 10)
    if not tui.exit_time():
        tui.key("C-c")
    return wait_for(tui.exit_time, 30)


def tray_watching(tray, n):
    state = tray.state() or ("", "", "")
    return ("watching %d session" % n) in state[2]


def scenario_exit(run, tuis, tray=None, before_last=None):
    *rest, last = tuis
    for tui in rest:
        if tray is not None:
            counted = wait_for(lambda: tray_watching(tray, len(tuis)), 20)
            tap(bool(counted), "the tray counts %d sessions" % len(tuis),
                "" if counted else "tray=%r" % (tray.state(),))
        ended = quit_tui(tui)
        gone = wait_for(lambda: run.observer.all("session.end", session_id=tui.session), 10)
        delay = (gone[0][0] - tui.exit_time()) if gone and ended else None
        ok = delay is not None and delay < 1.0
        tap(ok, "TUI %s exits: its session ends within a second" % tui.name,
            "" if ok else "exited=%r session.end=%r" % (bool(ended), gone))
        if delay is not None:
            note("session.end %.3f s after the TUI's exit" % delay)
        if tray is not None:
            seen = wait_for(lambda: tray_watching(tray, len(tuis) - 1), 10, step=0.05)
            delay = time.time() - tui.exit_time() if seen and ended else None
            ok = delay is not None and delay < 1.0
            tap(ok, "the session leaves Carry On's tray and window within a second",
                "" if ok else "tray=%r delay=%r" % (tray.state(), delay))
            if delay is not None:
                note("the tray counted one session less %.3f s after the TUI's exit (at most)" % delay)
    if before_last is not None:
        before_last()
    quit_tui(last)
    closed = wait_for(lambda: run.observer.closed_at, 15)
    sockets_gone = wait_for(lambda: not run.host_sockets()
                            and not os.path.exists(os.path.join(run.codex_dir, "tui.sock"))
                            and not os.path.exists(os.path.join(run.codex_dir, "app-server.sock")), 20)
    ok = bool(closed and sockets_gone) and "no Codex TUI is left" in run.bridge_log()
    tap(ok, "the last TUI exits: the bridge and the app-server end, their sockets go",
        "" if ok else "closed=%r sockets=%r" % (bool(closed), os.listdir(run.codex_dir)))
    if not ok:
        run.post_mortem(last)


# -- the GUI front end: tray and notifications (tests/desktop-session.sh) --------------

Tray = dunst_displayed = dunst_summaries = None

def load_gui_helpers():
    """The tray reader and dunst helpers of the Claude Code GUI test (one
    copy of them)."""
    import importlib.util
    global Tray, dunst_displayed, dunst_summaries
    spec = importlib.util.spec_from_file_location("cc_gui", os.path.join(HERE, "claude-code-gui-e2e.py"))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    Tray, dunst_displayed, dunst_summaries = module.Tray, module.dunst_displayed, module.dunst_summaries


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--front", choices=("headless", "gui"), default="headless")
    args = parser.parse_args()
    if args.front == "gui" and not os.environ.get("CARRY_ON_DESKTOP_SESSION"):
        print("1..0 # SKIP no desktop session (run under tests/desktop-session.sh)", flush=True)
        return 0
    build = os.environ.get("CARRY_ON_BUILD_DIR")
    if not build:
        bail("CARRY_ON_BUILD_DIR is not set (run through meson test)")
    for prog in ("tmux",) + (("gdbus", "dunstctl") if args.front == "gui" else ()):
        if shutil.which(prog) is None:
            bail("%s is not installed" % prog)
    # meson's timeout sends SIGTERM: clean up (tmux, codex, carry-on) then.
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(1))
    print("TAP version 13", flush=True)
    started = time.monotonic()
    codex = install_codex(build)
    run = Run(build, codex, args.front)
    try:
        tray = None
        if args.front == "gui":
            load_gui_helpers()
            tray = Tray(run.carry_on.pid)
            if not wait_for(tray.find, 30):
                bail("Carry On's tray item did not register")
        if args.front == "headless":
            scenario_install_host(run)
        a = scenario_start(run)
        if a is not None:
            scenario_500(run, a)
            if args.front == "headless":
                scenario_person(run, a)
                scenario_escape(run, a)
                scenario_unauthorized(run, a)
                scenario_limit(run, a)
                b = scenario_two(run, a)
                scenario_exit(run, [b, a])
            else:
                b = start_tui(run, "b")
                scenario_exit(run, [b, a], tray=tray,
                              before_last=lambda: scenario_unauthorized(run, a, check_notification=True))
    finally:
        run.close()
    note("took %.0f s" % (time.monotonic() - started))
    return plan()


if __name__ == "__main__":
    sys.exit(main())
