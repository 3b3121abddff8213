#!/usr/bin/env python3
# claude-code-e2e.py
#
# SPDX-FileCopyrightText: 2026 The Carry On authors
# SPDX-License-Identifier: GPL-3.0-or-later
"""End-to-end proof of the Claude Code host (issue 6), TAP on stdout.

Runs the real Claude Code binary (npm @anthropic-ai/claude-code-linux-x64,
pinned to the version the host facts were measured on) interactive in tmux,
with a throwaway HOME, ANTHROPIC_BASE_URL pointing at tests/e2e's fake
Messages API, our mod loaded (--plugin-dir, a copy of data/hosts/claude-code/
carry-on), carry-on-bridge from the build dir, and `carry-on --headless`
supervising it through a private hosts directory.  Checks, from the screen
(tmux capture-pane) and the transcript JSONL:

  1. a 529 turn is continued by Carry On and the next turn answers;
  2. an invalid_request (400) and an auth (401) error are not continued;
  3. Esc (an aborted turn) is never continued;
  4. a person typing cancels the pending continue;
  5. a 429 whose text names a usage-limit reset one to two minutes ahead
     waits for it, then continues (a real wait);
  6. when Claude Code exits, the bridge ends and its socket is gone.

Needs: CARRY_ON_BUILD_DIR (meson sets it), tmux, npm and the npm registry.
The binary and npm's cache go into <build>/e2e/, never the source tree.  If
the registry cannot be reached the run FAILS (it never passes silently).
Set CARRY_ON_E2E_KEEP=1 to keep the scratch folder for a post-mortem.
"""

import glob
import json
import os
import shutil
import signal
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
        self.run("send-keys", "-t", "cc", "-l", text)
        time.sleep(0.2)
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


def find_carry_on(build):
    for rel in ("src/app/carry-on", "src/carry-on", "carry-on"):
        path = os.path.join(build, rel)
        if os.access(path, os.X_OK) and os.path.isfile(path):
            return path
    bail("carry-on (the headless runner) is not built in %s" % build)


def write_keyfile(config_home):
    # GSETTINGS_BACKEND=keyfile reads $XDG_CONFIG_HOME/glib-2.0/settings/keyfile.
    # Steady backoff starts at 5 s: long enough for a person to type in
    # between, short enough for a test.  No jitter; a 5 s margin after a reset.
    path = os.path.join(config_home, "glib-2.0", "settings")
    os.makedirs(path, exist_ok=True)
    with open(os.path.join(path, "keyfile"), "w") as f:
        f.write("[io/carryon/CarryOn]\n"
                "backoff-preset='steady'\n"
                "jitter=false\n"
                "resume-margin=uint32 5\n"
                "pick-up-missed=false\n")


# -- the scenarios ----------------------------------------------------------

class Run:
    def __init__(self, build, claude):
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
        write_keyfile(self.config)
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
        self.bridge = os.path.join(build, "src", "bridge", "carry-on-bridge")
        if not os.access(self.bridge, os.X_OK):
            bail("carry-on-bridge is not built in %s" % build)
        self.headless_log = open(os.path.join(s, "headless.log"), "w")
        self.headless = subprocess.Popen([find_carry_on(build), "--headless"], env=self.env,
                                         stdout=self.headless_log, stderr=subprocess.STDOUT)
        time.sleep(1)
        if self.headless.poll() is not None:
            self.fake.stop()
            bail("carry-on --headless exited at once (status %s):\n%s"
                 % (self.headless.returncode, self.headless_text()))
        script = os.path.join(s, "run-claude.sh")
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
            f.write("cd '%s'\nexec timeout 1400 '%s' --plugin-dir '%s'\n" % (self.proj, claude, self.plugin))
        os.chmod(script, 0o700)
        self.tmux.start(script)

    def headless_text(self):
        self.headless_log.flush()
        with open(os.path.join(self.scratch, "headless.log"), errors="replace") as f:
            return f.read()

    def sockets(self):
        return glob.glob(os.path.join(self.hosts, "*.sock"))

    def in_box(self, text):
        """@text is in the prompt box (between the last two rules)."""
        lines = self.tmux.screen().rstrip().splitlines()
        rules = [i for i, line in enumerate(lines) if line.startswith("\u2500\u2500\u2500")]
        if len(rules) < 2:
            return False
        return any(text in line for line in lines[rules[-2] + 1:rules[-1]])

    def idle(self):
        """The prompt box is back (no spinner line 'esc to interrupt')."""
        return "esc to interrupt" not in self.tmux.screen()

    def post_mortem(self):
        note("---- screen ----\n" + self.tmux.screen()[-4000:])
        note("---- carry-on --headless ----\n" + self.headless_text()[-4000:])
        note("---- fake API requests ----\n" + json.dumps(self.fake.requests()[-12:], indent=1)[-3000:])

    def close(self):
        self.tmux.kill()
        if self.headless.poll() is None:
            self.headless.send_signal(signal.SIGTERM)
            try:
                self.headless.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.headless.kill()
        self.headless_log.close()
        self.fake.stop()
        if os.environ.get("CARRY_ON_E2E_KEEP"):
            note("scratch kept: " + self.scratch)
        else:
            shutil.rmtree(self.scratch, ignore_errors=True)


def scenario_start(run):
    ok = wait_for(lambda: "Claude Code" in run.tmux.screen() and run.sockets(), 30)
    tap(bool(ok), "Claude Code starts with the mod and the bridge's host socket appears",
        "" if ok else run.tmux.screen())
    if not ok:
        return False
    # Carry On connects and claims control of the host.
    run.tmux.type("hello there")
    ok = wait_for(lambda: len(run.transcript.answers()) >= 1, 30)
    tap(bool(ok), "a plain prompt is answered")
    return bool(ok)


def scenario_529(run):
    ours, answers = len(run.transcript.ours()), len(run.transcript.answers())
    run.fake.control("/_fake/queue", {"modes": ["529", "529"]})
    run.tmux.type("task one")
    failed = wait_for(lambda: "API Error: 529" in run.tmux.screen(), 30)
    continued = wait_for(lambda: len(run.transcript.ours()) > ours, 40)
    answered = wait_for(lambda: len(run.transcript.answers()) > answers, 30)
    screen = run.tmux.screen()
    ok = bool(failed and continued and answered) and PLUGIN_PERSON_TEXT in screen
    tap(ok, "a 529 turn is continued by Carry On and the next turn answers",
        "" if ok else "failed=%r continued=%r answered=%r" % (bool(failed), bool(continued), bool(answered)))
    if not ok:
        run.post_mortem()


def no_continue_after(run, mode, prompt, name, wait=15):
    wait_for(run.idle, 20)
    ours = len(run.transcript.ours())
    n_requests = len(run.fake.requests())
    errors = len(run.transcript.errors())
    # Every request fails while the scenario runs: Claude Code retries a 400
    # a few times with adjustments before it gives the turn up.
    run.fake.control("/_fake/mode", {"mode": mode})
    run.tmux.type(prompt)
    failed = wait_for(lambda: len(run.transcript.errors()) > errors, 30)
    time.sleep(wait)   # several times the first backoff step (5 s)
    extra = len(run.transcript.ours()) - ours
    requests = run.fake.requests()[n_requests:]
    ok = bool(failed) and extra == 0
    tap(ok, name, "" if ok else "failed=%r plugin prompts=%d requests=%s"
        % (bool(failed), extra, [r["mode"] for r in requests]))
    if not ok:
        run.post_mortem()
    run.fake.control("/_fake/reset", {})


def scenario_escape(run):
    wait_for(run.idle, 20)
    ours = len(run.transcript.ours())
    run.fake.control("/_fake/mode", {"mode": "slow"})
    requests = len(run.fake.requests())
    prompt = "task three (the person will press Esc)"
    run.tmux.type(prompt)
    wait_for(lambda: len(run.fake.requests()) > requests, 10)   # the turn runs
    aborted = False
    for _ in range(3):
        time.sleep(1)
        run.tmux.key("Escape")
        # Claude Code ends the turn "aborted" and puts the prompt back in
        # the box (or says "Interrupted" once output had begun).
        aborted = wait_for(lambda: run.in_box(prompt) or "Interrupted" in run.tmux.screen(), 3)
        if aborted:
            break
    run.fake.control("/_fake/reset", {})
    time.sleep(15)
    extra = len(run.transcript.ours()) - ours
    ok = bool(aborted) and extra == 0
    tap(ok, "pressing Esc (an aborted turn) is never continued",
        "" if ok else "aborted=%r plugin prompts=%d" % (bool(aborted), extra))
    if not ok:
        run.post_mortem()
    # the interrupted prompt went back into the box: clear it
    run.tmux.key("C-u")


def scenario_person(run):
    wait_for(run.idle, 20)
    ours, answers = len(run.transcript.ours()), len(run.transcript.answers())
    errors = len(run.transcript.errors())
    run.fake.control("/_fake/queue", {"modes": ["529", "529"]})
    run.tmux.type("task four")
    failed = wait_for(lambda: len(run.transcript.errors()) > errors, 30)
    # The first continue is due 5 s after the failure: a person types first.
    run.tmux.type("never mind, I am here")
    answered = wait_for(lambda: len(run.transcript.answers()) > answers, 30)
    time.sleep(15)
    extra = len(run.transcript.ours()) - ours
    ok = bool(failed and answered) and extra == 0
    tap(ok, "a person typing cancels the pending continue",
        "" if ok else "failed=%r answered=%r plugin prompts=%d" % (bool(failed), bool(answered), extra))
    if not ok:
        run.post_mortem()


def scenario_limit(run):
    wait_for(run.idle, 20)
    ours, answers = len(run.transcript.ours()), len(run.transcript.answers())
    limit = run.fake.control("/_fake/limit", {"reset_in": 60, "style": "clock"})
    reset = limit["limit_reset"]
    note("usage limit resets at %s (in %.0f s)" % (time.strftime("%H:%M:%S", time.gmtime(reset)),
                                                   reset - time.time()))
    run.tmux.type("task five")
    failed = wait_for(lambda: "session limit" in run.tmux.screen(), 30)
    early = wait_for(lambda: len(run.transcript.ours()) > ours, max(0, reset - time.time() - 2))
    continued = wait_for(lambda: len(run.transcript.ours()) > ours, reset - time.time() + 90)
    answered = wait_for(lambda: len(run.transcript.answers()) > answers, 30)
    after = [r for r in run.fake.requests() if r["t"] >= reset and r["mode"] == "ok"]
    ok = bool(failed and continued and answered and after) and not early
    tap(ok, "a 429 naming a usage-limit reset 1-2 minutes ahead waits for it, then continues",
        "" if ok else "failed=%r early=%r continued=%r answered=%r"
        % (bool(failed), bool(early), bool(continued), bool(answered)))
    if not ok:
        run.post_mortem()


def scenario_exit(run):
    run.tmux.key("C-c")
    time.sleep(0.3)
    run.tmux.key("C-c")
    gone = wait_for(lambda: not run.sockets(), 15)
    tap(bool(gone), "when Claude Code exits, the bridge ends and removes its socket",
        "" if gone else "left: %s" % run.sockets())


def main():
    build = os.environ.get("CARRY_ON_BUILD_DIR")
    if not build:
        bail("CARRY_ON_BUILD_DIR is not set (run through meson test)")
    if shutil.which("tmux") is None:
        bail("tmux is not installed")
    # meson's timeout sends SIGTERM: clean up (tmux, claude, carry-on) then.
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(1))
    print("TAP version 13", flush=True)
    claude = install_claude(build)
    run = Run(build, claude)
    try:
        if scenario_start(run):
            scenario_529(run)
            # Esc before the auth error: after "Invalid API key" Claude Code
            # was seen to ignore an Esc.
            scenario_escape(run)
            scenario_person(run)
            no_continue_after(run, "400", "task two (invalid request)",
                              "an invalid_request error is not continued (gives up)")
            no_continue_after(run, "401", "task two (auth)",
                              "an authentication error is not continued (gives up)")
            scenario_limit(run)
            scenario_exit(run)
        else:
            run.post_mortem()
    finally:
        run.close()
    print("1..%d" % n_tests, flush=True)
    return 1 if n_failed else 0


if __name__ == "__main__":
    sys.exit(main())
