# ocharness.py
#
# SPDX-FileCopyrightText: 2026 The Carry On authors
# SPDX-License-Identifier: GPL-3.0-or-later
"""What the OpenCode end-to-end drivers share (stdlib only).

opencode-e2e.py (Carry On headless) and opencode-gui-e2e.py (the GUI under
tests/desktop-session.sh) run the real OpenCode TUI (npm opencode-ai,
pinned) in tmux with a throwaway HOME whose OpenCode config points at
fake-openai-api.py, our plugin installed by `carry-on install-host
opencode`, and a `carry-on` supervising it through a private hosts
directory.  This module holds those pieces:

  install_opencode   npm opencode-ai@OPENCODE_VERSION into <build>/e2e-opencode/
                     and, once, OpenCode's first-start install of its config
                     folder's node_modules (kept as a template and copied
                     into each run), so a warm run starts in seconds; bails
                     when the registry is unreachable (the run fails, it
                     never passes silently)
  Fake               the fake API and its control endpoint
  Observer           a protocol v1 client that only watches a host socket
  OpenCode           one OpenCode TUI in its own tmux session
  Run                one scratch dir with the fake, `carry-on ARGS` and the
                     OpenCode processes

The drivers import it with sys.dont_write_bytecode set, so no __pycache__
lands in the source tree.  TAP helpers come from tests/e2e/ccharness.py.
"""

import glob
import json
import os
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import urllib.request

HERE = os.path.dirname(os.path.abspath(__file__))
SOURCE = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, os.path.join(SOURCE, "tests", "e2e"))
from ccharness import bail, find_carry_on, note, wait_for, write_keyfile  # noqa: E402

OPENCODE_PACKAGE = "opencode-ai"
OPENCODE_VERSION = "1.18.33"
CONTINUE_TEXT = "CARRY-ON-E2E: your last turn was cut off; carry on."
LIMIT_TEXT = "CARRY-ON-E2E: the limit has passed; carry on."
ANSWER = "Hello from fake"
TITLE = "Refactor the parser"

# OpenCode's own switches: no models.dev fetch, no update check, no
# sharing, no LSP downloads (names found in the OpenCode binary).
OPENCODE_ENV = {
    "OPENCODE_DISABLE_MODELS_FETCH": "1",
    "OPENCODE_DISABLE_AUTOUPDATE": "1",
    "OPENCODE_DISABLE_SHARE": "1",
    "OPENCODE_DISABLE_LSP_DOWNLOAD": "1",
}


def keyfile(extra=""):
    """The GSettings keyfile: steady backoff (5 s, then 15 s: long enough
    for a person to type in between), no jitter, no margin after a reset,
    recognisable prompts."""
    return ("[io/carryon/CarryOn]\n"
            "backoff-preset='steady'\n"
            "jitter=false\n"
            "resume-margin=uint32 0\n"
            "pick-up-missed=false\n"
            "continue-prompt='%s'\n"
            "limit-prompt='%s'\n" % (CONTINUE_TEXT, LIMIT_TEXT)) + extra


# -- fetching OpenCode --------------------------------------------------------

def opencode_config(port):
    return {
        "$schema": "https://opencode.ai/config.json",
        "autoupdate": False, "share": "disabled",
        "model": "fake/fake-model", "small_model": "fake/fake-model",
        "provider": {"fake": {
            "npm": "@ai-sdk/openai-compatible", "name": "Fake",
            "options": {"baseURL": "http://127.0.0.1:%d/v1" % port, "apiKey": "sk-fake"},
            "models": {"fake-model": {"name": "Fake model",
                                      "limit": {"context": 128000, "output": 4096}}}}},
    }


def install_opencode(build):
    """Returns (bin dir holding `opencode`, template config dir)."""
    root = os.path.join(build, "e2e-opencode")
    prefix = os.path.join(root, "npm")
    bindir = os.path.join(prefix, "node_modules", ".bin")
    pkg_json = os.path.join(prefix, "node_modules", OPENCODE_PACKAGE, "package.json")
    template = os.path.join(root, "config-template-%s" % OPENCODE_VERSION)
    try:
        with open(pkg_json) as f:
            installed = json.load(f).get("version") == OPENCODE_VERSION
    except (OSError, ValueError):
        installed = False
    if not installed or not os.access(os.path.join(bindir, "opencode"), os.X_OK):
        if shutil.which("npm") is None:
            bail("npm is not installed: cannot fetch %s@%s" % (OPENCODE_PACKAGE, OPENCODE_VERSION))
        os.makedirs(prefix, exist_ok=True)
        cmd = ["npm", "install", "--no-audit", "--no-fund", "--no-save", "--prefix", prefix,
               "--cache", os.path.join(root, "npm-cache"), "%s@%s" % (OPENCODE_PACKAGE, OPENCODE_VERSION)]
        note("fetching OpenCode: " + " ".join(cmd))
        proc = subprocess.run(cmd, capture_output=True, text=True, timeout=900)
        if proc.returncode != 0 or not os.access(os.path.join(bindir, "opencode"), os.X_OK):
            bail("npm could not install %s@%s (is the registry reachable?):\n%s%s"
                 % (OPENCODE_PACKAGE, OPENCODE_VERSION, proc.stdout[-2000:], proc.stderr[-2000:]))
        shutil.rmtree(template, ignore_errors=True)
    if not os.path.isdir(os.path.join(template, "node_modules")):
        warm_up(build, bindir, template)
    return bindir, template


def warm_up(build, bindir, template):
    """OpenCode's first start with a plugins folder installs its plugin SDK
    into the config folder (bun, from npm: ~15 s).  Done once here, with
    `opencode run` against the fake; the result is the template."""
    note("first start of OpenCode (installs its config folder's packages once)")
    scratch = tempfile.mkdtemp(prefix="carry-on-oc-warm-")
    try:
        fake = Fake(scratch)
        home = os.path.join(scratch, "home")
        config = os.path.join(home, ".config", "opencode")
        os.makedirs(config)
        subprocess.run([find_carry_on(build), "install-host", "opencode"], capture_output=True, timeout=60,
                       env=dict(os.environ, XDG_CONFIG_HOME=os.path.join(home, ".config"),
                                CARRY_ON_HOSTS_DATA_DIR=os.path.join(SOURCE, "data", "hosts")))
        with open(os.path.join(config, "opencode.json"), "w") as f:
            json.dump(opencode_config(fake.port), f)
        env = opencode_env(bindir, home, os.path.join(scratch, "runtime"), os.path.join(scratch, "hosts"))
        proc = subprocess.run(["opencode", "run", "warm up"], cwd=scratch, env=env,
                              capture_output=True, text=True, timeout=600)
        fake.stop()
        if proc.returncode != 0 or not os.path.isdir(os.path.join(config, "node_modules")):
            bail("OpenCode's first start failed (exit %d):\n%s%s"
                 % (proc.returncode, proc.stdout[-2000:], proc.stderr[-2000:]))
        tmp = template + ".tmp"
        shutil.rmtree(tmp, ignore_errors=True)
        os.makedirs(tmp)
        for name in os.listdir(config):
            if name in ("opencode.json", "plugins"):
                continue
            src = os.path.join(config, name)
            if os.path.isdir(src):
                shutil.copytree(src, os.path.join(tmp, name), symlinks=True)
            else:
                shutil.copy2(src, os.path.join(tmp, name))
        os.rename(tmp, template)
    finally:
        shutil.rmtree(scratch, ignore_errors=True)


def opencode_env(bindir, home, runtime, hosts):
    env = dict(os.environ)
    env.update(OPENCODE_ENV)
    env.update({
        "HOME": home,
        "XDG_CONFIG_HOME": os.path.join(home, ".config"),
        "XDG_DATA_HOME": os.path.join(home, ".local", "share"),
        "XDG_STATE_HOME": os.path.join(home, ".local", "state"),
        "XDG_CACHE_HOME": os.path.join(home, ".cache"),
        "XDG_RUNTIME_DIR": runtime,
        "CARRY_ON_HOSTS_DIR": hosts,
        "PATH": bindir + os.pathsep + env.get("PATH", ""),
        "TERM": "xterm-256color",
    })
    return env


# -- the pieces -------------------------------------------------------------

class Fake:
    def __init__(self, scratch):
        port_file = os.path.join(scratch, "fake.port")
        self.log_path = os.path.join(scratch, "fake.jsonl")
        self.proc = subprocess.Popen([sys.executable, os.path.join(HERE, "fake-openai-api.py"),
                                      port_file, self.log_path])
        if not wait_for(lambda: os.path.exists(port_file), 20):
            bail("the fake API did not start")
        with open(port_file) as f:
            self.port = int(f.read())
        self.url = "http://127.0.0.1:%d" % self.port

    def call(self, path, body=None):
        data = json.dumps(body).encode() if body is not None else None
        req = urllib.request.Request(self.url + path, data=data, method="POST" if data else "GET",
                                     headers={"content-type": "application/json"})
        with urllib.request.urlopen(req, timeout=20) as res:
            return json.load(res)

    def ctl(self, **body):
        self.call("/_ctl", body)

    def requests(self):
        """Turn requests (title requests left out)."""
        return [r for r in self.call("/_log") if not r["title"]]

    def continues(self):
        return [r for r in self.requests() if r["last_user"] in (CONTINUE_TEXT, LIMIT_TEXT)]

    def stop(self):
        if self.proc.poll() is None:
            self.proc.terminate()
            self.proc.wait(timeout=10)


class Observer:
    """A protocol v1 supervisor that only watches (never claims control)."""

    def __init__(self, path):
        self.sock = socket.socket(socket.AF_UNIX)
        self.sock.connect(path)
        self.sock.settimeout(0.05)
        self.buf = b""
        self.lines = []
        self.send({"type": "hello", "protocol": "1.0", "role": "supervisor",
                   "client": {"name": "opencode-e2e observer", "pid": os.getpid()}})

    def send(self, obj):
        self.sock.sendall(json.dumps(obj).encode() + b"\n")

    def pump(self):
        while True:
            try:
                data = self.sock.recv(65536)
            except socket.timeout:
                break
            except OSError:
                break
            if not data:
                break
            self.buf += data
        while b"\n" in self.buf:
            line, self.buf = self.buf.split(b"\n", 1)
            self.lines.append(json.loads(line))
        return self.lines

    def find(self, pred):
        return [m for m in self.pump() if pred(m)]

    def of(self, type_, **match):
        return self.find(lambda m: m.get("type") == type_
                         and all(m.get(k) == v for k, v in match.items()))

    def close(self):
        self.sock.close()


class OpenCode:
    """One interactive OpenCode TUI in a tmux session of its own."""

    def __init__(self, run, name, project):
        self.run = run
        self.name = name
        self.project = project
        os.makedirs(project, exist_ok=True)
        self.exit_file = os.path.join(run.scratch, name + ".exit")
        script = os.path.join(run.scratch, "run-%s.sh" % name)
        with open(script, "w") as f:
            f.write("#!/bin/sh\n")
            for k, v in run.oc_env.items():
                if k.startswith(("XDG_", "OPENCODE_", "CARRY_ON_")) or k in ("HOME", "PATH", "TERM"):
                    f.write("export %s='%s'\n" % (k, v))
            f.write("cd '%s'\ntimeout --foreground 1200 opencode\necho $? > '%s'\nexec sleep 1200\n"
                    % (project, self.exit_file))
        os.chmod(script, 0o700)
        before = set(run.sockets())
        self.tmux("new-session", "-d", "-s", name, "-x", "180", "-y", "50", script)
        sockets = wait_for(lambda: set(run.sockets()) - before, 90)
        if not sockets:
            bail("OpenCode %s did not open a host socket:\n%s" % (name, self.screen()))
        self.socket = sockets.pop()
        self.pid = int(os.path.basename(self.socket)[len("opencode-"):-len(".sock")])
        self.observer = wait_for(self.connect, 90)
        if not self.observer:
            bail("OpenCode %s's host socket does not accept connections" % name)
        if not wait_for(lambda: "Ask anything" in self.screen(), 60):
            bail("OpenCode %s did not show its prompt:\n%s" % (name, self.screen()))

    def connect(self):
        try:
            return Observer(self.socket)
        except OSError:
            return None

    def tmux(self, *args, check=True):
        return subprocess.run(["tmux", "-S", self.run.tmux_sock] + list(args),
                              capture_output=True, text=True, check=check)

    def screen(self):
        return self.tmux("capture-pane", "-p", "-J", "-t", self.name, check=False).stdout

    def type(self, text):
        self.tmux("send-keys", "-t", self.name, "-l", text)
        # the text is in the box before Enter goes
        wait_for(lambda: text[-20:] in self.screen(), 10, 0.1)
        self.tmux("send-keys", "-t", self.name, "Enter")

    def key(self, key):
        self.tmux("send-keys", "-t", self.name, key)

    def session_id(self):
        starts = self.observer.of("session.start") or [
            {"session": s} for m in self.observer.of("sessions") for s in m["sessions"]]
        return starts[-1]["session"]["id"] if starts else None

    def completes(self, **match):
        return self.observer.of("turn.complete", **match)

    def exited(self):
        return os.path.exists(self.exit_file)


class Run:
    """A scratch dir with the fake API, `carry-on ARGS` and OpenCode TUIs."""

    def __init__(self, build, bindir, template, carry_on_args=("--headless", "--log-format=json"),
                 keyfile_text=None, extra_env=None):
        self.build = build
        self.scratch = tempfile.mkdtemp(prefix="carry-on-oc-e2e-")
        s = self.scratch
        self.home = os.path.join(s, "home")
        self.runtime = os.path.join(s, "runtime")
        self.hosts = os.path.join(self.runtime, "carry-on", "hosts")
        self.config = os.path.join(s, "config")
        self.state = os.path.join(s, "state")
        self.tmux_sock = os.path.join(s, "tmux.sock")
        for d in (self.home, self.config, self.state):
            os.makedirs(d)
        os.makedirs(self.runtime, mode=0o700)
        self.fake = Fake(s)
        self.fake.ctl(title=TITLE)
        self.oc_env = opencode_env(bindir, self.home, self.runtime, self.hosts)
        self.opencodes = []

        # Our plugin, the way a user installs it.
        oc_config = os.path.join(self.home, ".config", "opencode")
        install_env = dict(os.environ, XDG_CONFIG_HOME=os.path.join(self.home, ".config"),
                           CARRY_ON_HOSTS_DATA_DIR=os.path.join(SOURCE, "data", "hosts"))
        self.install = subprocess.run([find_carry_on(build), "install-host", "opencode"], env=install_env,
                                      capture_output=True, text=True, timeout=60)
        shutil.copytree(template, oc_config, symlinks=True, dirs_exist_ok=True)
        with open(os.path.join(oc_config, "opencode.json"), "w") as f:
            json.dump(opencode_config(self.fake.port), f)

        write_keyfile(self.config, keyfile_text or keyfile())
        self.env = dict(os.environ)
        self.env.update({
            "XDG_RUNTIME_DIR": self.runtime,
            "XDG_CONFIG_HOME": self.config,
            "XDG_STATE_HOME": self.state,
            "CARRY_ON_HOSTS_DIR": self.hosts,
            "GSETTINGS_BACKEND": "keyfile",
            "GSETTINGS_SCHEMA_DIR": os.path.join(build, "data"),
        })
        self.env.update(extra_env or {})
        self.carry_on_log_path = os.path.join(s, "carry-on.log")
        self.carry_on_log = open(self.carry_on_log_path, "w")
        self.carry_on = subprocess.Popen([find_carry_on(build)] + list(carry_on_args), env=self.env,
                                         stdout=self.carry_on_log, stderr=subprocess.STDOUT)

    def start_opencode(self, name, project):
        oc = OpenCode(self, name, os.path.join(self.scratch, project))
        self.opencodes.append(oc)
        return oc

    def sockets(self):
        return glob.glob(os.path.join(self.hosts, "opencode-*.sock"))

    def carry_on_text(self):
        self.carry_on_log.flush()
        with open(self.carry_on_log_path, errors="replace") as f:
            return f.read()

    def json_lines(self):
        out = []
        for line in self.carry_on_text().splitlines():
            try:
                d = json.loads(line)
            except ValueError:
                continue
            if isinstance(d, dict):
                out.append(d)
        return out

    def decisions(self, session_id=None):
        return [d for d in self.json_lines() if "decision" in d
                and (session_id is None or d.get("session") == "opencode:" + session_id)]

    def post_mortem(self):
        for oc in self.opencodes:
            note("---- OpenCode %s screen ----\n%s" % (oc.name, oc.screen()[-5000:]))
        note("---- carry-on (last lines) ----\n" + self.carry_on_text()[-5000:])
        try:
            note("---- fake API turn requests ----\n" + "\n".join(
                "%.1f %s %s" % (r["t"], r["mode"], r["last_user"][:70]) for r in self.fake.requests()))
        except Exception as e:  # the fake may be gone
            note("fake log unavailable: %s" % e)

    def close(self):
        subprocess.run(["tmux", "-S", self.tmux_sock, "kill-server"], capture_output=True)
        if self.carry_on.poll() is None:
            self.carry_on.send_signal(signal.SIGTERM)
            try:
                self.carry_on.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.carry_on.kill()
                self.carry_on.wait()
        self.carry_on_log.close()
        self.fake.stop()
        if os.environ.get("CARRY_ON_E2E_KEEP"):
            note("scratch kept: " + self.scratch)
        else:
            shutil.rmtree(self.scratch, ignore_errors=True)
