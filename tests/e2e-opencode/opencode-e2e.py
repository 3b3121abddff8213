#!/usr/bin/env python3
# opencode-e2e.py
#
# SPDX-FileCopyrightText: 2026 The Carry On authors
# SPDX-License-Identifier: GPL-3.0-or-later
"""End-to-end proof of the OpenCode host, TAP on stdout.

Runs the real OpenCode TUI (npm opencode-ai, pinned in ocharness.py) in
tmux with a throwaway HOME, its provider pointed at fake-openai-api.py, our
plugin installed with `carry-on install-host opencode`, and `carry-on
--headless --log-format=json` supervising through a private hosts
directory (steady backoff, no jitter).  Checks, through the fake's request
log, an observer on each host socket, the runner's decision lines and the
TUI's screen:

  1. install-host puts the plugin where OpenCode loads it; OpenCode opens
     opencode-<pid>.sock and Carry On takes control; a prompt is answered;
  2. a 500 that OpenCode's own five retries (kept short by the fake's
     retry-after-ms) do not cure: FAILURE fields, one continue after the
     backoff, shown as a toast, and the session answers;
  3. the person's prompt during the wait cancels the continue;
  4. Esc (an aborted turn) is left alone;
  5. a 401 gives up (no continue);
  6. a second OpenCode process at once: its own socket, in control;
  7. a 429 whose last answer says retry-after: 20 waits it out, then the
     continue goes to that process's session and answers;
  8. OpenCode exits: its socket is removed and Carry On drops the host
     within a second;
  and at the end, that exactly the two expected continues were sent.

Needs: CARRY_ON_BUILD_DIR (meson sets it), tmux, npm and the npm registry
(the first run fetches OpenCode into <build>/e2e-opencode/; later runs
reuse it).  If the registry cannot be reached the run FAILS.
CARRY_ON_E2E_KEEP=1 keeps the scratch folder.
"""

import datetime
import os
import shutil
import signal
import sys
import time

sys.dont_write_bytecode = True   # no __pycache__ in the source tree
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from ocharness import (ANSWER, CONTINUE_TEXT, LIMIT_TEXT, TITLE, Run,  # noqa: E402
                       install_opencode)
from ccharness import bail, note, plan, wait_for  # noqa: E402
from ccharness import tap as _tap  # noqa: E402


def tap(ok, name, detail=""):
    """A TAP line; the detail only when it failed."""
    return _tap(ok, name, "" if ok else detail)


def wall(d):
    return datetime.datetime.fromisoformat(d["time"]).timestamp()


def new(items, before):
    return items[len(before):] if isinstance(before, list) else items[before:]


# -- the scenarios ----------------------------------------------------------

def scenario_start(run, a):
    tap(run.install.returncode == 0 and "Done." in run.install.stdout
        and os.path.isfile(os.path.join(run.home, ".config", "opencode", "plugins", "carry-on.js")),
        "carry-on install-host opencode puts the plugin into ~/.config/opencode/plugins",
        run.install.stdout + run.install.stderr)
    hello = wait_for(lambda: a.observer.of("hello"), 10)
    h = hello[0]["host"] if hello else {}
    tap(h.get("kind") == "opencode" and h.get("version") == "1.18.33" and h.get("pid") == a.pid,
        "OpenCode opens opencode-<pid>.sock; hello names OpenCode and its version", repr(hello))
    mode = os.stat(a.socket).st_mode & 0o777
    control = wait_for(lambda: [d for d in run.json_lines() if d.get("socket") == a.socket
                                and d.get("host_state") == "controller"], 120)
    tap(bool(control) and mode == 0o600, "socket 0600; carry-on --headless connects and takes control",
        "mode %o\n%s" % (mode, run.carry_on_text()[-2000:]))
    a.type("hello there")
    answered = wait_for(lambda: a.completes(reason="answer"), 120)
    sid = a.session_id()
    titled = wait_for(lambda: [m for m in a.observer.of("session.update")
                               if m["session"].get("title") == TITLE], 20)
    start = a.observer.of("session.start")
    ok = bool(answered and titled) and start and start[0]["session"]["cwd"] == a.project \
        and "title" not in start[0]["session"]
    tap(bool(ok), "a prompt is answered; the session is reported with its directory, then OpenCode's title",
        repr(start) + repr(a.observer.of("session.update")))
    if not ok:
        run.post_mortem()
    return sid if ok else None


def scenario_500(run, a, sid):
    n_cont = len(run.fake.continues())
    mark = len(run.decisions(sid))
    n_req = len(run.fake.requests())
    n_err = len(a.completes(reason="error"))
    run.fake.ctl(queue=["500;retry-after-ms=100"] * 6)
    a.type("task one: refactor the parser")
    failed = wait_for(lambda: new(a.completes(reason="error"), n_err), 90)
    f = failed[0].get("failure", {}) if failed else {}
    tries = [r for r in new(run.fake.requests(), n_req) if r["mode"].startswith("500")]
    tap(f.get("kind") == "APIError" and f.get("status") == 500 and f.get("error_type") == "server_error"
        and f.get("retry_after_ms") == 100 and f.get("provider") == "fake" and f.get("host_retried") is True
        and len(tries) == 6,
        "500: OpenCode retries five times itself, then turn.complete error with the FAILURE fields",
        repr(failed) + "\nrequests: %r" % [r["mode"] for r in tries])
    scheduled = wait_for(lambda: [d for d in run.decisions(sid)[mark:] if d["decision"] == "scheduled"], 20)
    toast = wait_for(lambda: "continuing in" in a.screen(), 20)
    tap(bool(scheduled and toast), "500: Carry On schedules a continue and says so in an OpenCode toast",
        repr(run.decisions(sid)[mark:]) + "\n" + a.screen())
    due = scheduled[0]["due_us"] / 1e6 if scheduled else 0
    sent = wait_for(lambda: new(run.fake.continues(), n_cont), 90)
    ours = [m for m in a.observer.of("turn.start", session_id=sid) if m.get("origin", {}).get("request_id")]
    answered = wait_for(lambda: ours and [m for m in a.completes(reason="answer") if m["turn_id"] == ours[-1]["turn_id"]], 60)
    recovered = wait_for(lambda: [d for d in run.decisions(sid)[mark:] if d["decision"] == "recovered"], 10)
    on_time = bool(sent) and sent[0]["t"] >= due - 0.5
    screen = a.screen()
    ok = bool(sent and answered and recovered and on_time) and len(sent) == 1 and sent[0]["mode"] == "ok" \
        and sent[0]["last_user"] == CONTINUE_TEXT and "CARRY-ON-E2E" in screen
    tap(ok, "500: one continue after the backoff, with its request id; the session answers",
        "sent=%r due=%.1f ours=%r answered=%r\n%r" % (sent, due, ours, bool(answered), run.decisions(sid)[mark:]))
    if not ok:
        run.post_mortem()


def scenario_person(run, a, sid):
    mark = len(run.decisions(sid))
    n_err = len(a.completes(reason="error"))
    run.fake.ctl(queue=["500;retry-after-ms=100"] * 6)
    a.type("task two: write the tests")
    failed = wait_for(lambda: new(a.completes(reason="error"), n_err), 90)
    scheduled = wait_for(lambda: [d for d in run.decisions(sid)[mark:] if d["decision"] == "scheduled"], 20)
    n_person = len(a.observer.of("prompt.submit", session_id=sid))
    n_answer = len(a.completes(reason="answer"))
    a.type("never mind, I am here")
    cancelled = wait_for(lambda: [d for d in run.decisions(sid)[mark:] if d["decision"] == "cancelled"], 20)
    person = new(a.observer.of("prompt.submit", session_id=sid), n_person)
    due = scheduled[0]["due_us"] / 1e6 if scheduled else 0
    ok = bool(failed and scheduled and cancelled) and person and person[0]["origin"] == \
        {"kind": "user", "class": "person"} and wall(cancelled[0]) < due
    tap(bool(ok), "the person's prompt during the wait cancels the continue (origin: person)",
        "failed=%r %r\n%r" % (bool(failed), run.decisions(sid)[mark:], person))
    wait_for(lambda: new(a.completes(reason="answer"), n_answer), 60)
    if not ok:
        run.post_mortem()
    return due


def scenario_escape(run, a, sid):
    mark = len(run.decisions(sid))
    n_abort = len(a.completes(reason="aborted"))
    n_slow = len([r for r in run.fake.requests() if r["mode"] == "slow"])
    run.fake.ctl(queue=["slow"])
    a.type("task three: the person will press Esc")
    wait_for(lambda: len([r for r in run.fake.requests() if r["mode"] == "slow"]) > n_slow, 60)
    aborted = None
    for _ in range(6):
        # OpenCode interrupts on the second Esc ("esc again to interrupt")
        a.key("Escape")
        aborted = wait_for(lambda: new(a.completes(reason="aborted"), n_abort), 2)
        if aborted:
            break
    decided = [d for d in run.decisions(sid)[mark:] if d["decision"] in ("scheduled", "sent")]
    ok = bool(aborted) and "failure" not in aborted[0] and not decided
    tap(ok, "Esc: turn.complete aborted, and Carry On schedules nothing",
        "aborted=%r decisions=%r" % (aborted, run.decisions(sid)[mark:]))
    if not ok:
        run.post_mortem()
    return time.time()


def scenario_401(run, a, sid):
    mark = len(run.decisions(sid))
    n_err = len(a.completes(reason="error"))
    n_req = len(run.fake.requests())
    run.fake.ctl(queue=["401"])
    a.type("task four: with a bad key")
    failed = wait_for(lambda: new(a.completes(reason="error"), n_err), 60)
    f = failed[0].get("failure", {}) if failed else {}
    gave_up = wait_for(lambda: [d for d in run.decisions(sid)[mark:] if d["decision"] == "gave-up"], 20)
    toast = wait_for(lambda: "gave up" in a.screen(), 20)
    tries = [r for r in new(run.fake.requests(), n_req) if r["mode"] == "401"]
    ok = f.get("status") == 401 and f.get("error_type") == "invalid_request_error" and "host_retried" not in f \
        and bool(gave_up and toast) and len(tries) == 1
    tap(ok, "401: not retried by OpenCode; Carry On gives up and says so in a toast",
        "failure=%r decisions=%r\n%s" % (f, run.decisions(sid)[mark:], a.screen()))
    if not ok:
        run.post_mortem()
    return time.time()


def scenario_second(run, a):
    b = run.start_opencode("b", "proj-b")
    # OpenCode's start keeps its event loop busy for a while (the plugin
    # runs in it): on a loaded machine Carry On's first handshake may time
    # out and its reconnection observe until the host frees control.
    control = wait_for(lambda: [d for d in run.json_lines() if d.get("socket") == b.socket
                                and d.get("host_state") == "controller"], 120)
    b.type("hello from b")
    answered = wait_for(lambda: b.completes(reason="answer"), 120)
    ok = bool(control and answered) and b.pid != a.pid and len(run.sockets()) == 2 \
        and b.session_id() != a.session_id()
    tap(ok, "a second OpenCode process at once: its own socket and session, Carry On in control of both",
        "sockets=%r\n%s" % (run.sockets(), run.carry_on_text()[-2000:]))
    if not ok:
        run.post_mortem()
    return b


def scenario_429(run, a, b):
    sid = b.session_id()
    mark = len(run.decisions(sid))
    n_cont = len(run.fake.continues())
    n_err = len(b.completes(reason="error"))
    a_turns = len(a.observer.of("turn.start"))
    # OpenCode's five retries wait 100 ms each; its last answer asks for 20 s.
    run.fake.ctl(queue=["429;retry-after-ms=100"] * 5 + ["429;retry-after=20"])
    b.type("task five: rate limited")
    failed = wait_for(lambda: new(b.completes(reason="error"), n_err), 90)
    f = failed[0].get("failure", {}) if failed else {}
    t_failed = failed[0]["ended_at"] / 1000 if failed else time.time()
    scheduled = wait_for(lambda: [d for d in run.decisions(sid)[mark:] if d["decision"] == "scheduled"], 20)
    due = scheduled[0]["due_us"] / 1e6 if scheduled else 0
    tap(f.get("status") == 429 and f.get("retry_after_ms") == 20000 and f.get("host_retried") is True
        and bool(scheduled) and due >= t_failed + 18.9,   # the reset is counted in whole seconds
        "429: retry_after_ms 20000 from the response headers; the continue is due after it",
        "failure=%r due-failed=%.1f %r" % (f, due - t_failed, run.decisions(sid)[mark:]))
    early = wait_for(lambda: new(run.fake.continues(), n_cont), max(0.0, due - time.time() - 1.0))
    sent = wait_for(lambda: new(run.fake.continues(), n_cont), 60)
    ours = [m for m in b.observer.of("turn.start", session_id=sid) if m.get("origin", {}).get("request_id")]
    answered = wait_for(lambda: ours and [m for m in b.completes(reason="answer")
                                          if m["turn_id"] == ours[-1]["turn_id"]], 60)
    ok = not early and bool(sent and answered) and sent[0]["t"] >= due - 0.5 \
        and len(a.observer.of("turn.start")) == a_turns
    tap(ok, "429: Carry On waits the retry-after out, then continues that process's session, which answers",
        "early=%r sent=%r due=%.1f" % (early, sent, due))
    if not ok:
        run.post_mortem()


def scenario_exit(run, oc):
    oc.type("/exit")
    gone = wait_for(lambda: not os.path.exists(oc.socket), 30, 0.02)
    t_gone = time.time()
    closed = wait_for(lambda: [d for d in run.json_lines() if d.get("socket") == oc.socket
                               and d.get("host_state") == "closed"], 10, 0.05)
    lag = wall(closed[0]) - t_gone if closed else None
    exited = wait_for(oc.exited, 20)
    ok = bool(gone and closed and exited) and lag is not None and lag <= 1.0
    tap(ok, "OpenCode %s exits: socket removed, Carry On drops the host within a second" % oc.name,
        "gone=%r closed=%r lag=%r exited=%r" % (bool(gone), closed, lag, bool(exited)))
    if closed:
        note("host %s dropped %.3f s after its socket went" % (oc.name, lag))


def main():
    build = os.environ.get("CARRY_ON_BUILD_DIR")
    if not build:
        bail("CARRY_ON_BUILD_DIR is not set (run through meson test)")
    if shutil.which("tmux") is None:
        bail("tmux is not installed")
    # meson's timeout sends SIGTERM: clean up (tmux, opencode, carry-on) then.
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(1))
    print("TAP version 13", flush=True)
    started = time.monotonic()
    bindir, template = install_opencode(build)
    note("OpenCode ready in %.0f s" % (time.monotonic() - started))
    run = Run(build, bindir, template)
    try:
        a = run.start_opencode("a", "proj-a")
        sid = scenario_start(run, a)
        if sid:
            scenario_500(run, a, sid)
            scenario_person(run, a, sid)
            scenario_escape(run, a, sid)
            scenario_401(run, a, sid)
            b = scenario_second(run, a)
            scenario_429(run, a, b)
            # No continue beyond the two expected (the cancelled, aborted and
            # given-up turns got none): by now the last of those is more than
            # the steady ladder's first two rungs (5 s, 15 s) behind us.
            expected = [CONTINUE_TEXT, LIMIT_TEXT]
            got = [r["last_user"] for r in run.fake.continues()]
            tap(len(got) == 2 and set(got) <= set(expected),
                "exactly two continues in the whole run (500 and 429 cases)", repr(got))
            scenario_exit(run, a)
            scenario_exit(run, b)
        note("answer text seen: %r" % (ANSWER in a.screen()))
    finally:
        run.close()
    note("took %.0f s" % (time.monotonic() - started))
    return plan()


if __name__ == "__main__":
    sys.exit(main())
