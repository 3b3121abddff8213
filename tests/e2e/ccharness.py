# ccharness.py
#
# SPDX-FileCopyrightText: 2026 The Carry On authors
# SPDX-License-Identifier: GPL-3.0-or-later
"""What the Claude Code end-to-end drivers share (stdlib only).

claude-code-e2e.py (Carry On headless) and claude-code-gui-e2e.py (the GUI
under tests/desktop-session.sh) both run the real Claude Code binary
interactive in tmux, with a throwaway HOME, ANTHROPIC_BASE_URL pointing at
fake-anthropic-api.py, our mod loaded (--plugin-dir, a copy of
data/hosts/claude-code/carry-on), carry-on-bridge from the build dir and a
`carry-on` supervising it through a private hosts directory.  This module
holds those pieces:

  tap/note/bail/plan   TAP output (one counter per process)
  wait_for             polling with a timeout, never a fixed sleep
  install_claude       npm @anthropic-ai/claude-code-linux-x64@CLAUDE_VERSION
                       into <build>/e2e/ (bails when the registry is
                       unreachable: the run fails, it never passes silently)
  Fake                 the fake Messages API and its control endpoint
  Tmux                 the terminal Claude Code runs in
  Transcript           Claude Code's session JSONL
  Supervisor           a minimal protocol v1 supervisor on a host socket
  CarryOnState         Carry On's saved state (snapshot + journal)
  Run                  one scratch dir with all of the above running

The drivers import it with sys.dont_write_bytecode set, so no
__pycache__ lands in the source tree.
"""

import glob
import json
import os
import select
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request

CLAUDE_PACKAGE = "@anthropic-ai/claude-code-linux-x64"
CLAUDE_VERSION = "2.1.332"
HERE = os.path.dirname(os.path.abspath(__file__))
SOURCE = os.path.dirname(os.path.dirname(HERE))
PLUGIN_PERSON_TEXT = "Prompt from the carry-on plugin"

# GSETTINGS_BACKEND=keyfile settings the headless driver runs with.  Steady
# backoff starts at 5 s (15 s when Claude Code already retried the failure
# itself): long enough for a person to type in between, short
# enough for a test.  No jitter; a 5 s margin after a reset.
DEFAULT_KEYFILE = ("[io/carryon/CarryOn]\n"
                   "backoff-preset='steady'\n"
                   "jitter=false\n"
                   "resume-margin=uint32 5\n"
                   "pick-up-missed=false\n")

n_tests = 0
n_failed = 0


def tap(ok, name, detail=""):
    global n_tests, n_failed
    n_tests += 1
    if not ok:
        n_failed += 1
    print("%s %d - %s" % ("ok" if ok else "not ok", n_tests, name), flush=True)
    if detail:
        for line in str(detail).splitlines():
            print("# " + line, flush=True)


def note(text):
    for line in str(text).splitlines():
        print("# " + line, flush=True)


def bail(text):
    print("Bail out! " + text, flush=True)
    sys.exit(1)


def plan():
    """Prints the TAP plan; returns the exit status (1 if a test failed)."""
    print("1..%d" % n_tests, flush=True)
    return 1 if n_failed else 0


def wait_for(predicate, timeout, step=0.25):
    deadline = time.monotonic() + timeout
    while True:
        value = predicate()
        if value:
            return value
        if time.monotonic() > deadline:
            return value
        time.sleep(step)


# -- fetching Claude Code ---------------------------------------------------

def install_claude(build):
    prefix = os.path.join(build, "e2e", "claude-code")
    binary = os.path.join(prefix, "node_modules", CLAUDE_PACKAGE, "claude")
    pkg_json = os.path.join(prefix, "node_modules", CLAUDE_PACKAGE, "package.json")
    try:
        with open(pkg_json) as f:
            if json.load(f).get("version") == CLAUDE_VERSION and os.access(binary, os.X_OK):
                return binary
    except (OSError, ValueError):
        pass
    if shutil.which("npm") is None:
        bail("npm is not installed: cannot fetch %s@%s" % (CLAUDE_PACKAGE, CLAUDE_VERSION))
    os.makedirs(prefix, exist_ok=True)
    cmd = ["npm", "install", "--no-audit", "--no-fund", "--no-save", "--prefix", prefix,
           "--cache", os.path.join(build, "e2e", "npm-cache"),
           "%s@%s" % (CLAUDE_PACKAGE, CLAUDE_VERSION)]
    note("fetching Claude Code: " + " ".join(cmd))
    proc = subprocess.run(cmd, capture_output=True, text=True, timeout=600)
    if proc.returncode != 0 or not os.access(binary, os.X_OK):
        bail("npm could not install %s@%s (is the registry reachable?):\n%s%s"
             % (CLAUDE_PACKAGE, CLAUDE_VERSION, proc.stdout[-2000:], proc.stderr[-2000:]))
    return binary


# -- the pieces -------------------------------------------------------------

class Fake:
    def __init__(self, scratch):
        port_file = os.path.join(scratch, "fake.port")
        self.log = open(os.path.join(scratch, "fake-api.log"), "w")
        self.proc = subprocess.Popen(
            [sys.executable, os.path.join(HERE, "fake-anthropic-api.py"),
             "--port-file", port_file, "--lifetime", "1500"],
            stdout=subprocess.DEVNULL, stderr=self.log)
        if not wait_for(lambda: os.path.exists(port_file) and open(port_file).read().strip(), 10):
            bail("the fake API did not start")
        self.port = int(open(port_file).read())
        self.url = "http://127.0.0.1:%d" % self.port

    def control(self, path, body=None):
        data = json.dumps(body or {}).encode() if body is not None else None
        req = urllib.request.Request(self.url + path, data=data, method="POST" if data else "GET")
        with urllib.request.urlopen(req, timeout=10) as res:
            return json.load(res)

    def requests(self):
        return self.control("/_fake/requests")["requests"]

    def stop(self):
        self.proc.terminate()
        self.proc.wait(timeout=10)
        self.log.close()


class Tmux:
    def __init__(self, scratch):
        self.sock = os.path.join(scratch, "tmux.sock")

    def run(self, *args, check=True):
        return subprocess.run(["tmux", "-S", self.sock] + list(args), capture_output=True,
                              text=True, check=check)

    def start(self, script):
        self.run("new-session", "-d", "-s", "cc", "-x", "200", "-y", "60", script)

    def screen(self):
        res = self.run("capture-pane", "-p", "-J", "-S", "-2000", "-t", "cc", check=False)
        return res.stdout

    def type(self, text):
        """Types @text, then Enter once the terminal shows it (keys sent
        before the TUI drew them could be taken as one paste, or lost)."""
        head = text.splitlines()[0][:40] if text else ""
        before = self.screen().count(head)
        self.run("send-keys", "-t", "cc", "-l", text)
        wait_for(lambda: self.screen().count(head) > before, 30, 0.1)
        self.run("send-keys", "-t", "cc", "Enter")

    def key(self, key):
        self.run("send-keys", "-t", "cc", key)

    def kill(self):
        self.run("kill-server", check=False)


class Transcript:
    def __init__(self, home):
        self.home = home

    def rows(self):
        files = glob.glob(os.path.join(self.home, ".claude", "projects", "*", "*.jsonl"))
        if not files:
            return []
        files.sort(key=os.path.getmtime)
        rows = []
        with open(files[-1], errors="replace") as f:
            for line in f:
                try:
                    rows.append(json.loads(line))
                except ValueError:
                    pass
        return rows

    @staticmethod
    def text(row):
        content = (row.get("message") or {}).get("content")
        if isinstance(content, str):
            return content
        parts = []
        for block in content or []:
            if isinstance(block, dict) and block.get("type") == "text":
                parts.append(block.get("text", ""))
        return "\n".join(parts)

    def ours(self):
        """User rows of prompts the carry-on plugin submitted."""
        return [r for r in self.rows() if r.get("type") == "user"
                and (r.get("origin") or {}).get("kind") == "plugin"
                and (r.get("origin") or {}).get("name") == "carry-on"]

    def answers(self):
        return [self.text(r) for r in self.rows() if r.get("type") == "assistant"
                and not r.get("isApiErrorMessage")
                and "Hello from the fake API" in self.text(r)]

    def errors(self):
        return [r for r in self.rows() if r.get("isApiErrorMessage")]


class Supervisor:
    """A minimal protocol v1 supervisor on the bridge's host socket."""

    def __init__(self, path, name="handoff-e2e"):
        self.sock = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        self.sock.connect(path)
        self.buf = b""
        self.msgs = []
        self.send({"type": "hello", "protocol": "1.0", "role": "supervisor",
                   "client": {"name": name, "version": "0", "pid": os.getpid()},
                   "capabilities": []})
        self.send({"type": "control.claim"})

    def send(self, obj):
        self.sock.sendall((json.dumps(obj) + "\n").encode())

    def pump(self):
        while select.select([self.sock], [], [], 0)[0]:
            data = self.sock.recv(65536)
            if not data:
                return
            self.buf += data
            while b"\n" in self.buf:
                line, self.buf = self.buf.split(b"\n", 1)
                try:
                    self.msgs.append(json.loads(line))
                except ValueError:
                    pass

    def find(self, pred):
        self.pump()
        for m in self.msgs:
            if pred(m):
                return m
        return None

    def wait(self, pred, timeout):
        return wait_for(lambda: self.find(pred), timeout, 0.1)

    def progress(self, request_id):
        self.pump()
        return [m for m in self.msgs if m.get("type") == "handoff.progress"
                and m.get("request_id") == request_id]

    def hello(self):
        return self.find(lambda m: m.get("type") == "hello")

    def close(self):
        self.sock.close()

    def session_id(self):
        self.pump()
        for m in reversed(self.msgs):
            if m.get("type") == "session.start":
                return m["session"]["id"]
            if m.get("type") == "sessions" and m.get("sessions"):
                return m["sessions"][0]["id"]
        return None


class CarryOnState:
    """The GUI carry-on's state as it saves it (0.5 s after a change): the
    snapshot state.json with its journal state.json.journal replayed over
    it, as the state store reads them back (carry-on-state-store.c)."""

    def __init__(self, run):
        self.path = os.path.join(run.state, "carry-on", "state.json")

    def sessions(self):
        try:
            with open(self.path) as f:
                sessions = json.load(f).get("sessions") or {}
        except (OSError, ValueError):
            sessions = {}
        try:
            with open(self.path + ".journal") as f:
                lines = f.read().splitlines()
        except OSError:
            lines = []
        for line in lines:
            try:
                change = json.loads(line)
            except ValueError:
                continue   # a torn last line
            key = change.get("key")
            if not key:
                continue
            if change.get("removed"):
                sessions.pop(key, None)
            elif "session" in change:
                record = dict(change["session"])
                if "history" in change:
                    record["history"] = change["history"]
                else:
                    record["history"] = (sessions.get(key) or {}).get("history", [])
                sessions[key] = record
            elif "add_history" in change:
                sessions.setdefault(key, {}).setdefault("history", []).append(change["add_history"])
        return sessions

    def key(self):
        keys = [k for k in self.sessions() if k.startswith("claude-code:")]
        return keys[0] if len(keys) == 1 else None

    def session(self, key):
        return self.sessions().get(key) or {}

    def history(self, key, since=0):
        return [h.get("text", "") for h in self.session(key).get("history", [])][since:]

    def has(self, key, text, since=0):
        return any(text in line for line in self.history(key, since))


def find_carry_on(build):
    for rel in ("src/app/carry-on", "src/carry-on", "carry-on"):
        path = os.path.join(build, rel)
        if os.access(path, os.X_OK) and os.path.isfile(path):
            return path
    bail("carry-on is not built in %s" % build)


def write_keyfile(config_home, contents=DEFAULT_KEYFILE):
    # GSETTINGS_BACKEND=keyfile reads $XDG_CONFIG_HOME/glib-2.0/settings/keyfile.
    path = os.path.join(config_home, "glib-2.0", "settings")
    os.makedirs(path, exist_ok=True)
    with open(os.path.join(path, "keyfile"), "w") as f:
        f.write(contents)


class Run:
    """A scratch dir with the fake API, `carry-on ARGS` and Claude Code in tmux.

    @carry_on_args: the arguments of `carry-on` (default: --headless);
    @keyfile: the GSettings keyfile it reads;
    @extra_env: more environment for `carry-on` (not for Claude Code);
    @claude_debug: Claude Code writes its debug log (where a mod's
    `$.ui.log(…, {to: "debug"})` lines land) to claude-debug.log in the
    scratch dir, read by claude_debug_log().
    """

    def __init__(self, build, claude, carry_on_args=("--headless",), keyfile=DEFAULT_KEYFILE,
                 extra_env=None, claude_debug=False):
        self.build = build
        self.scratch = tempfile.mkdtemp(prefix="carry-on-e2e-")
        s = self.scratch
        self.home = os.path.join(s, "home")
        self.proj = os.path.join(s, "proj")
        self.hosts = os.path.join(s, "runtime", "carry-on", "hosts")
        self.runtime = os.path.join(s, "runtime")
        self.config = os.path.join(s, "config")
        self.state = os.path.join(s, "state")
        for d in (self.home, self.proj, self.config, self.state):
            os.makedirs(d)
        os.makedirs(self.runtime, mode=0o700)
        self.plugin = os.path.join(s, "plugin", "carry-on")
        shutil.copytree(os.path.join(SOURCE, "data", "hosts", "claude-code", "carry-on"),
                        self.plugin, ignore=shutil.ignore_patterns("types", "tsconfig.json"))
        with open(os.path.join(self.home, ".claude.json"), "w") as f:
            json.dump({"hasCompletedOnboarding": True, "lastOnboardingVersion": CLAUDE_VERSION,
                       "theme": "dark",
                       "customApiKeyResponses": {"approved": ["test"], "rejected": []},
                       "projects": {self.proj: {"hasTrustDialogAccepted": True,
                                                "allowedTools": []}}}, f)
        write_keyfile(self.config, keyfile)
        self.fake = Fake(s)
        self.transcript = Transcript(self.home)
        self.tmux = Tmux(s)
        self.env = dict(os.environ)
        self.env.update({
            "XDG_RUNTIME_DIR": self.runtime,
            "XDG_CONFIG_HOME": self.config,
            "XDG_STATE_HOME": self.state,
            "CARRY_ON_HOSTS_DIR": self.hosts,
            "GSETTINGS_BACKEND": "keyfile",
            "GSETTINGS_SCHEMA_DIR": os.path.join(self.build, "data"),
        })
        self.env.update(extra_env or {})
        self.bridge = os.path.join(build, "src", "bridge", "carry-on-bridge")
        if not os.access(self.bridge, os.X_OK):
            bail("carry-on-bridge is not built in %s" % build)
        self.carry_on_args = list(carry_on_args)
        self.carry_on_log_path = os.path.join(s, "carry-on.log")
        self.carry_on_log = open(self.carry_on_log_path, "w")
        self.carry_on = None
        self.start_carry_on()
        script = os.path.join(s, "run-claude.sh")
        self.claude_debug_path = os.path.join(s, "claude-debug.log")
        cc_env = {
            "HOME": self.home, "ANTHROPIC_BASE_URL": self.fake.url, "ANTHROPIC_API_KEY": "test",
            "CLAUDE_CODE_MAX_RETRIES": "1", "DISABLE_AUTOUPDATER": "1",
            "CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC": "1",
            "CARRY_ON_BRIDGE": self.bridge, "CARRY_ON_HOSTS_DIR": self.hosts,
            "XDG_RUNTIME_DIR": self.runtime, "TERM": "xterm-256color",
        }
        with open(script, "w") as f:
            f.write("#!/bin/sh\n")
            for k, v in cc_env.items():
                f.write("export %s='%s'\n" % (k, v))
            debug = " --debug-file '%s'" % self.claude_debug_path if claude_debug else ""
            f.write("cd '%s'\nexec timeout 1400 '%s' --plugin-dir '%s'%s\n"
                    % (self.proj, claude, self.plugin, debug))
        os.chmod(script, 0o700)
        self.tmux.start(script)

    def start_carry_on(self):
        """Starts `carry-on ARGS` (again), its output appended to carry-on.log."""
        self.carry_on = subprocess.Popen([find_carry_on(self.build)] + self.carry_on_args,
                                         env=self.env, stdout=self.carry_on_log,
                                         stderr=subprocess.STDOUT)
        # Claude Code starts once carry-on has made its hosts directory
        # (right before it watches it; sockets already there are scanned
        # too), or carry-on has exited: an event, not a fixed sleep.
        wait_for(lambda: os.path.isdir(self.hosts) or self.carry_on.poll() is not None, 60, 0.05)
        if self.carry_on.poll() is not None or not os.path.isdir(self.hosts):
            self.fake.stop()
            bail("carry-on %s exited at once or never made %s (status %s):\n%s"
                 % (" ".join(self.carry_on_args), self.hosts, self.carry_on.poll(),
                    self.carry_on_text()))

    def stop_carry_on(self):
        """Ends carry-on as a person would (SIGTERM: it saves its state and
        closes its connections); returns its exit status."""
        if self.carry_on.poll() is None:
            self.carry_on.send_signal(signal.SIGTERM)
            try:
                self.carry_on.wait(timeout=60)
            except subprocess.TimeoutExpired:
                self.carry_on.kill()
                self.carry_on.wait()
        return self.carry_on.returncode

    def claude_debug_log(self):
        """Claude Code's debug log so far ("" without claude_debug)."""
        try:
            with open(self.claude_debug_path, errors="replace") as f:
                return f.read()
        except OSError:
            return ""

    def carry_on_text(self):
        self.carry_on_log.flush()
        with open(self.carry_on_log_path, errors="replace") as f:
            return f.read()

    def bridge_clients(self):
        """How many supervisors the bridge counts (its /health on the control
        socket); None while there is no bridge to ask."""
        for path in glob.glob(os.path.join(self.runtime, "carry-on-bridge-*", "control.sock")):
            try:
                with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as s:
                    s.settimeout(10)
                    s.connect(path)
                    s.sendall(b"GET /health HTTP/1.0\r\nHost: bridge\r\n\r\n")
                    data = b""
                    while True:
                        chunk = s.recv(4096)
                        if not chunk:
                            break
                        data += chunk
                return json.loads(data.split(b"\r\n\r\n", 1)[1])["clients"]
            except (OSError, ValueError, IndexError, KeyError):
                continue
        return None

    def sockets(self):
        return glob.glob(os.path.join(self.hosts, "*.sock"))

    def box(self):
        """The prompt box's text (between the last two rules), its prompt mark
        and blanks stripped; None while no box is drawn."""
        lines = self.tmux.screen().rstrip().splitlines()
        rules = [i for i, line in enumerate(lines) if line.startswith("\u2500\u2500\u2500")]
        if len(rules) < 2:
            return None
        return "\n".join(lines[rules[-2] + 1:rules[-1]]).strip().strip("\u276f\xa0 \n")

    def in_box(self, text):
        """@text is in the prompt box (between the last two rules)."""
        return text in (self.box() or "")

    def idle(self):
        """The prompt box is back (no spinner line 'esc to interrupt')."""
        return "esc to interrupt" not in self.tmux.screen()

    def post_mortem(self):
        if self.carry_on.poll() is not None:
            note("carry-on exited (status %s)" % self.carry_on.returncode)
        note("---- screen ----\n" + self.tmux.screen()[-4000:])
        note("---- carry-on ----\n" + self.carry_on_text()[-4000:])
        note("---- fake API requests ----\n" + json.dumps(self.fake.requests()[-12:], indent=1)[-3000:])

    def close(self):
        self.tmux.kill()
        if self.carry_on.poll() is None:
            self.carry_on.send_signal(signal.SIGTERM)
            try:
                self.carry_on.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.carry_on.kill()
        self.carry_on_log.close()
        self.fake.stop()
        if os.environ.get("CARRY_ON_E2E_KEEP"):
            note("scratch kept: " + self.scratch)
        else:
            shutil.rmtree(self.scratch, ignore_errors=True)
