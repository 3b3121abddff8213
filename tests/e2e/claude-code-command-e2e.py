#!/usr/bin/env python3
# claude-code-command-e2e.py
#
# SPDX-FileCopyrightText: 2026 The Carry On authors
# SPDX-License-Identifier: GPL-3.0-or-later
"""End-to-end proof of `/carry-on` inside Claude Code, TAP on stdout.

The real Claude Code (the version ccharness pins) runs interactive in tmux
against the fake Messages API, with our mod, carry-on-bridge and the real
`carry-on --headless` (doubling backoff: a failure Claude Code retried
itself waits 60 s, room enough for the commands on a loaded machine).  A
person types `/carry-on …` in the session; the checks read the answer on
the screen, the fake API's requests and Carry On's saved state:

  1. the command is in the typeahead with its description;
  2. `/carry-on` after a 529 names the failure and the pending continue's
     due time (local HH:MM:SS), and the continue is still due after it
     (the command was not taken for the person's prompt);
  3. `/carry-on cancel` cancels it: past its due time no request reaches
     the fake API;
  4. `/carry-on retry` sends one continue (it fails again): the count is
     1 and stays 1 across two more commands;
  5. `/carry-on limit 3`: the status says "1 of 3";
  6. `/carry-on off` is saved: after a restart of Carry On the status says
     off, the state file has the session off, and a new failure gets no
     continue;
  7. `/carry-on handoff <focus>` starts a hand-off: the mod's notice is on
     screen and the continuation prompt lands in the prompt box;
  8. with Carry On stopped, the command says it is not running and how to
     start it;
  9. a supervisor's answer is drawn as plain text (no markdown, no escape
     sequence), no answer ever reaches the model, and a supervisor that
     never answers is reported after 10 s.

Needs CARRY_ON_BUILD_DIR (meson sets it), tmux, npm and the npm registry.
CARRY_ON_E2E_KEEP=1 keeps the scratch folder.
"""

import datetime
import os
import re
import shutil
import signal
import sys
import time

sys.dont_write_bytecode = True   # no __pycache__ in the source tree
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import ccharness  # noqa: E402
from ccharness import (CarryOnState, Run, Supervisor, bail, install_claude,  # noqa: E402
                       note, plan, tap, wait_for)

# Doubling backoff: 30 s, one rung up (60 s) when Claude Code retried the
# failure itself, as it does a 529.
KEYFILE = ccharness.DEFAULT_KEYFILE.replace("backoff-preset='steady'", "backoff-preset='doubling'")
PROMPT = "\u276f "          # the prompt mark Claude Code echoes a line with
RULE = "\u2500\u2500\u2500"  # the prompt box's rules
DUE = re.compile(r"due at (\d\d:\d\d:\d\d)")
COUNT = re.compile(r"(\d+) of (\d+)")
FAKE_CONTINUATION = "FAKE-CONTINUATION"


def answer_after(screen, line):
    """The rows drawn under the last echo of @line, up to the prompt box."""
    i = screen.rfind(PROMPT + line)
    if i < 0:
        return ""
    rest = screen[i + len(PROMPT + line):]
    j = rest.find(RULE)
    return rest[:j] if j >= 0 else rest


def ask(run, args, want, timeout=60):
    """Types `/carry-on ARGS`; returns the answer once @want (a string or a
    predicate on the answer) is in it, else what is there at the timeout."""
    line = ("/carry-on " + args).rstrip()
    wait_for(run.idle, 60)
    run.tmux.type(line)

    def answered():
        text = answer_after(run.tmux.screen(), line)
        if "carry-on:" not in text:
            return None
        ok = want(text) if callable(want) else want in text
        return text if ok else None
    text = wait_for(answered, timeout, 0.2)
    return text or answer_after(run.tmux.screen(), line)


def due_of(text):
    m = DUE.search(text)
    return m.group(1) if m else None


def count_of(text):
    m = COUNT.search(text.split("Continues in a row", 1)[-1])
    return (int(m.group(1)), int(m.group(2))) if m else None


def seconds_until(hhmmss):
    """Seconds from now to today's local @hhmmss (negative when past)."""
    now = datetime.datetime.now()
    t = datetime.datetime.strptime(hhmmss, "%H:%M:%S").time()
    due = datetime.datetime.combine(now.date(), t)
    return (due - now).total_seconds()


def fail_turn(run, modes, prompt):
    """Types @prompt with the fake API answering @modes; True once the
    transcript has the failed turn."""
    errors = len(run.transcript.errors())
    run.fake.control("/_fake/queue", {"modes": modes})
    wait_for(run.idle, 60)
    run.tmux.type(prompt)
    return bool(wait_for(lambda: len(run.transcript.errors()) > errors, 60))


def clear_box(run):
    """Empties the prompt box; True once it is empty."""
    for _ in range(12):
        run.tmux.key("C-u")
        if wait_for(lambda: run.box() == "", 5, 0.1):
            return True
    return False


# -- the scenarios ----------------------------------------------------------

def scenario_start(run):
    ok = wait_for(lambda: "Claude Code" in run.tmux.screen() and run.sockets()
                  and run.bridge_clients(), 60)
    if not ok:
        tap(False, "Claude Code starts with the mod, Carry On connects to the bridge",
            run.tmux.screen())
        return False
    run.tmux.type("hello there")
    answered = wait_for(lambda: len(run.transcript.answers()) >= 1, 60)
    tap(bool(answered), "Claude Code starts with the mod, Carry On connects, a prompt is answered")

    # The typeahead lists the command with its description.
    run.tmux.run("send-keys", "-t", "cc", "-l", "/carry-o")
    listed = wait_for(lambda: "Ask Carry On why" in run.tmux.screen(), 30)
    tap(bool(listed), "/carry-on is in the typeahead with its description",
        "" if listed else run.tmux.screen()[-2000:])
    clear_box(run)
    return bool(answered)


def scenario_status(run):
    requests = len(run.fake.requests())
    failed = fail_turn(run, ["529", "529"], "task one")
    text = ask(run, "", lambda t: "due at" in t)
    due = due_of(text)
    left = seconds_until(due) if due else None
    ok = (failed and due is not None and 0 < left <= 120 and "529" in text
          and count_of(text) == (0, 99) and "carry-on: Carry On is on" in text)
    tap(ok, "/carry-on after a 529 names the failure and the continue's due time",
        "" if ok else "failed=%r due=%r left=%r answer=%r" % (failed, due, left, text))
    note("what the person sees:\n" + "\n".join(line.rstrip() for line in text.strip("\n").splitlines()))
    # The command was not the person's prompt: the continue is still due.
    again = ask(run, "status", lambda t: "Continues in a row" in t)
    ok = due is not None and due_of(again) == due
    tap(ok, "the continue is still due after the command (it was not taken for a prompt)",
        "" if ok else "due=%r answer=%r" % (due, again))
    if not ok:
        run.post_mortem()
    return due, requests


def scenario_cancel(run, due, requests):
    text = ask(run, "cancel", "ancel")
    cancelled = "Cancelled" in text and (due is None or due in text)
    status = ask(run, "", lambda t: "Continues in a row" in t)
    nothing = "No continue is pending" in status
    # Past the due time (and a margin for a loaded machine) nothing more
    # reached the fake API than the failed turn's two requests.
    if due:
        wait_for(lambda: seconds_until(due) < -10, 200, 0.5)
    sent = run.fake.requests()[requests:]
    ok = cancelled and nothing and len(sent) == 2
    tap(ok, "/carry-on cancel: no continue reaches the API past its due time",
        "" if ok else "answer=%r status=%r requests=%s" % (text, status, [r["mode"] for r in sent]))


def scenario_count(run):
    errors = len(run.transcript.errors())
    run.fake.control("/_fake/queue", {"modes": ["529", "529"]})
    text = ask(run, "retry", "continue")
    sent = "Sent a continue" in text
    failed = wait_for(lambda: len(run.transcript.errors()) > errors, 60)
    status = ask(run, "", lambda t: "due at" in t)
    ok = sent and bool(failed) and count_of(status) == (1, 99)
    tap(ok, "/carry-on retry sends one continue; it fails again and the count is 1",
        "" if ok else "answer=%r failed=%r status=%r" % (text, bool(failed), status))
    due = due_of(status)
    help_text = ask(run, "help", "handoff")
    again = ask(run, "", lambda t: "Continues in a row" in t)
    ok = count_of(again) == (1, 99) and due is not None and due_of(again) == due and "limit" in help_text
    tap(ok, "commands do not reset the count or the pending continue",
        "" if ok else "due=%r status=%r" % (due, again))

    text = ask(run, "limit 3", "3")
    status = ask(run, "", lambda t: "Continues in a row" in t)
    ok = count_of(status) == (1, 3) and " 3 " in text
    tap(ok, "/carry-on limit 3: the status then says 1 of 3",
        "" if ok else "answer=%r status=%r" % (text, status))
    bad = ask(run, "limit 1000", "999")
    ok = re.search(r"\b1\b.*\b999\b", bad) is not None
    tap(ok, "/carry-on limit 1000 is refused with the range", "" if ok else bad)


def scenario_off(run):
    text = ask(run, "off", "off")
    status = ask(run, "", lambda t: "Continues in a row" in t)
    ok = "now off" in text and "is off for" in status and "No continue is pending" in status
    tap(ok, "/carry-on off switches this session off and cancels the pending continue",
        "" if ok else "answer=%r status=%r" % (text, status))

    state = CarryOnState(run)
    saved = wait_for(lambda: [k for k, s in state.sessions().items()
                              if k.startswith("claude-code:") and s.get("enabled") is False], 60)
    run.stop_carry_on()
    gone = wait_for(lambda: run.bridge_clients() == 0, 60)
    on_disk = [k for k, s in state.sessions().items()
               if k.startswith("claude-code:") and s.get("enabled") is False]
    run.start_carry_on()
    back = wait_for(lambda: run.bridge_clients() == 1, 60)
    status = ask(run, "", lambda t: "Continues in a row" in t or "unknown" in t.lower())
    ok = bool(saved and gone and on_disk and back) and "is off for" in status
    tap(ok, "/carry-on off survives a restart of Carry On (its state file and its status say off)",
        "" if ok else "saved=%r gone=%r on_disk=%r back=%r status=%r"
        % (saved, gone, on_disk, back, status))

    requests = len(run.fake.requests())
    failed = fail_turn(run, ["500", "500"], "task two")
    # Carry On has the new failure (its status names the 500) and
    # schedules nothing for it.
    status = ""
    for _ in range(10):
        status = ask(run, "", lambda t: "Continues in a row" in t)
        if "500" in status:
            break
    later = run.fake.requests()[requests:]
    ok = failed and "500" in status and "No continue is pending" in status and "is off for" in status \
        and len(later) == 2
    tap(ok, "after the restart a new failure gets no continue (the session is off)",
        "" if ok else "failed=%r status=%r requests=%s" % (failed, status, [r["mode"] for r in later]))


def scenario_handoff(run):
    # A good turn first: the session's last turn is answered, so switching
    # it on has nothing to continue.
    answers = len(run.transcript.answers())
    wait_for(run.idle, 60)
    run.tmux.type("all good now")
    wait_for(lambda: len(run.transcript.answers()) > answers, 60)
    text = ask(run, "on", "on")
    ok = "now on" in text
    tap(ok, "/carry-on on switches it on again", "" if ok else text)

    text = ask(run, "handoff the parser tests", "hand-off")
    started = "Started a hand-off" in text
    notice = wait_for(lambda: "Carry On hand-off" in run.tmux.screen()
                      and "focus: the parser tests" in run.tmux.screen(), 60)
    in_box = wait_for(lambda: run.in_box(FAKE_CONTINUATION), 120)
    ok = started and bool(notice) and bool(in_box)
    tap(ok, "/carry-on handoff starts a hand-off: its notice shows, the continuation fills the box",
        "" if ok else "answer=%r notice=%r in_box=%r" % (text, bool(notice), bool(in_box)))
    if not ok:
        run.post_mortem()
    clear_box(run)


def scenario_not_running(run):
    run.stop_carry_on()
    gone = wait_for(lambda: run.bridge_clients() == 0, 60)
    text = ask(run, "", "carry-on --headless")
    ok = bool(gone) and "Carry On is not running" in text and "carry-on --headless" in text
    tap(ok, "with Carry On stopped, /carry-on says it is not running and how to start it",
        "" if ok else "gone=%r answer=%r" % (gone, text))


def scenario_plain_and_silent(run):
    sup = Supervisor(run.sockets()[0], name="command-e2e")
    try:
        granted = sup.wait(lambda m: m.get("type") == "control" and m.get("state") == "granted", 60)
        hello = sup.hello() or {}
        ok = bool(granted) and "command" in (hello.get("capabilities") or [])
        tap(ok, "the bridge announces the command capability", "" if ok else str(hello))

        wait_for(run.idle, 60)
        run.tmux.type("/carry-on status")
        cmd = sup.wait(lambda m: m.get("type") == "command", 60)
        if cmd:
            sup.send({"type": "command.result", "request_id": cmd["request_id"], "ok": True,
                      "text": "**not bold** <b>x</b> [link](http://x)\n# not a heading\n\x1b[31mred"})
        shown = wait_for(lambda: "**not bold** <b>x</b> [link](http://x)"
                         in answer_after(run.tmux.screen(), "/carry-on status"), 60)
        coloured = run.tmux.run("capture-pane", "-p", "-e", "-t", "cc", check=False).stdout
        ok = bool(cmd) and bool(shown) and "# not a heading" in answer_after(run.tmux.screen(), "/carry-on status") \
            and "\x1b[31mred" not in coloured and cmd.get("args") == "status" and cmd.get("session_id")
        tap(ok, "an answer is shown as plain text: no markdown, no escape sequence",
            "" if ok else "cmd=%r screen=%r" % (cmd, run.tmux.screen()[-1500:]))

        # The answers are the person's alone: the next turn's request
        # carries neither this one nor Carry On's status.
        answers = len(run.transcript.answers())
        wait_for(run.idle, 60)
        run.tmux.type("one more turn")
        answered = wait_for(lambda: len(run.transcript.answers()) > answers, 60)
        leaked = [n for n in ("not bold", "Continues in a row")
                  if run.fake.control("/_fake/seen", {"needle": n})["count"]]
        ok = bool(answered) and not leaked
        tap(ok, "the answers never reach the model", "" if ok else "answered=%r leaked=%r"
            % (bool(answered), leaked))

        # This time the supervisor never answers.
        n = len([m for m in sup.msgs if m.get("type") == "command"])
        started = time.monotonic()
        text = ask(run, "cancel", "did not answer", 90)
        took = time.monotonic() - started
        asked = len([m for m in sup.msgs if m.get("type") == "command"]) > n or \
            sup.find(lambda m: m.get("type") == "command" and m.get("args") == "cancel")
        ok = bool(asked) and "did not answer within 10 s" in text and took >= 10
        tap(ok, "a supervisor that never answers is reported after 10 s",
            "" if ok else "asked=%r took=%.1f answer=%r" % (bool(asked), took, text))
    finally:
        sup.close()


def main():
    build = os.environ.get("CARRY_ON_BUILD_DIR")
    if not build:
        bail("CARRY_ON_BUILD_DIR is not set (run through meson test)")
    if shutil.which("tmux") is None:
        bail("tmux is not installed")
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(1))
    print("TAP version 13", flush=True)
    claude = install_claude(build)
    run = Run(build, claude, keyfile=KEYFILE)
    try:
        if scenario_start(run):
            due, requests = scenario_status(run)
            scenario_cancel(run, due, requests)
            scenario_count(run)
            scenario_off(run)
            scenario_handoff(run)
            scenario_not_running(run)
            scenario_plain_and_silent(run)
        else:
            run.post_mortem()
    except Exception:
        run.post_mortem()
        raise
    finally:
        run.close()
    note("done")
    return plan()


if __name__ == "__main__":
    sys.exit(main())
