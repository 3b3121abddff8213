#!/usr/bin/env python3
# claude-code-e2e.py
#
# SPDX-FileCopyrightText: 2026 The Carry On authors
# SPDX-License-Identifier: GPL-3.0-or-later
"""End-to-end proof of the Claude Code host, TAP on stdout.

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
The pieces it shares with claude-code-gui-e2e.py are in ccharness.py.
"""

import os
import shutil
import signal
import sys
import time

sys.dont_write_bytecode = True   # no __pycache__ in the source tree
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from ccharness import (PLUGIN_PERSON_TEXT, Run, bail, install_claude,  # noqa: E402
                       note, plan, tap, wait_for)


# -- the scenarios ----------------------------------------------------------

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
    # The first continue is due 15 s after the failure (steady, one rung up
    # since Claude Code retried the 529 itself): a person types first.
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
    return plan()


if __name__ == "__main__":
    sys.exit(main())
