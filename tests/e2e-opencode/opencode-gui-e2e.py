#!/usr/bin/env python3
# opencode-gui-e2e.py
#
# SPDX-FileCopyrightText: 2026 The Carry On authors
# SPDX-License-Identifier: GPL-3.0-or-later
"""The OpenCode host with the GUI: what a person sees.  TAP on stdout.

Runs inside tests/desktop-session.sh (Xvfb, a private session bus, dunst,
xfce4-panel's tray):

  tests/desktop-session.sh meson test -C BUILD --suite e2e opencode-gui

Anywhere else it prints a TAP skip.  The GUI `carry-on` (not --headless)
supervises the real OpenCode TUI in tmux (ocharness.py) against the fake
API; the machine-readable view of the GUI is its tray (StatusNotifierItem
and dbusmenu over D-Bus) and dunst, as in claude-code-gui-e2e.py, whose
helpers this reuses.  The slow cases (person, Esc, 429, two processes) run
once, in opencode-e2e.py.  Checks:

  1. the window maps and the tray item registers;
  2. an OpenCode session shows in the tray under OpenCode's session title;
  3. while a 500 turn waits, the tray shows it pending ("Continuing <title>
     in m:ss", "Cancel retry — <title>"); it is continued and answers, and
     the tray goes quiet again;
  4. a 401 gives up: the tray needs attention and dunst shows "Carry On
     gave up on <title>";
  5. OpenCode exits: the tray has no session left within a second of the
     socket going.

With CARRY_ON_SCREENSHOT_DIR set it writes opencode-window.png (the window
grouping the session under OpenCode while the continue is pending) and
opencode-tui.png (OpenCode's screen with Carry On's toast and continue).
"""

import importlib.util
import os
import re
import shutil
import signal
import sys
import time

sys.dont_write_bytecode = True   # no __pycache__ in the source tree
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from ocharness import CONTINUE_TEXT, SOURCE, TITLE, Run, install_opencode, keyfile  # noqa: E402
from ccharness import bail, note, plan, wait_for  # noqa: E402
from ccharness import tap as _tap  # noqa: E402

# The tray, dunst and screenshot helpers of the Claude Code GUI driver.
_spec = importlib.util.spec_from_file_location(
    "claude_code_gui_e2e", os.path.join(SOURCE, "tests", "e2e", "claude-code-gui-e2e.py"))
gui = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(gui)


def tap(ok, name, detail=""):
    return _tap(ok, name, "" if ok else detail)


GUI_KEYFILE = keyfile("notify-give-up=true\nnotify-scheduled-minutes=uint32 0\n")


class OcShots(gui.Shots):
    def tui(self, view, name):
        """OpenCode's screen as a picture (colours through pango-view)."""
        if not self.dir:
            return
        saved = getattr(self.run, "tmux", None)
        self.run.tmux = view
        try:
            self.terminal(name)
        finally:
            self.run.tmux = saved


class TmuxView:
    """What gui.Shots.terminal() expects of run.tmux, for one OpenCode."""

    def __init__(self, oc):
        self.oc = oc

    def run(self, *args, check=True):
        args = list(args)
        if "-t" in args:
            args[args.index("-t") + 1] = self.oc.name
        return self.oc.tmux(*args, check=check)


def scenario_session(run, tray, a):
    a.type("hello there")
    answered = wait_for(lambda: a.completes(reason="answer"), 120)
    state = wait_for(lambda: (lambda s: s if s and s[2] == "All quiet: watching 1 session"
                              and s[0] == gui.ICON_QUIET else None)(tray.state()), 60)
    titled = wait_for(lambda: [d for d in a.observer.of("session.update") if d["session"].get("title") == TITLE], 30)
    ok = bool(answered and state and titled)
    tap(ok, "an OpenCode session is answered and shows in the tray",
        "answered=%r tray=%r" % (bool(answered), tray.state()))
    if not ok:
        run.post_mortem()
    return ok


def scenario_500(run, tray, shots, a):
    n_cont = len(run.fake.continues())
    n_err = len(a.completes(reason="error"))
    run.fake.ctl(queue=["500;retry-after-ms=100"] * 6)
    a.type("task one: refactor the parser")
    failed = wait_for(lambda: a.completes(reason="error")[n_err:], 90)
    seen = {}

    def pending():
        s = tray.state()
        labels = tray.labels()
        if not s:
            return False
        seen["state"], seen["labels"] = s, labels
        m = re.search(r"Continuing (.+) in \d+:\d\d", s[2])
        return s[0] == gui.ICON_PENDING and m and m.group(1) == TITLE \
            and ("Cancel retry \u2014 " + TITLE) in labels
    is_pending = wait_for(pending, 30)
    tap(bool(failed and is_pending),
        "while the 500 turn waits, the tray shows \u201cContinuing %s in m:ss\u201d and \u201cCancel retry\u201d" % TITLE,
        "failed=%r state=%r labels=%r" % (bool(failed), seen.get("state"), seen.get("labels")))
    if is_pending:
        shots.window("opencode-window.png")
    sent = wait_for(lambda: run.fake.continues()[n_cont:], 90)
    ours = [m for m in a.observer.of("turn.start") if m.get("origin", {}).get("request_id")]
    answered = wait_for(lambda: ours and [m for m in a.completes(reason="answer") if m["turn_id"] == ours[-1]["turn_id"]], 60)

    def quiet():
        s = tray.state()
        return s and s[0] == gui.ICON_QUIET and not any(label.startswith("Cancel retry") for label in tray.labels())
    back = wait_for(quiet, 30)
    ok = bool(sent and answered and back) and sent[0]["last_user"] == CONTINUE_TEXT
    tap(ok, "the 500 turn is continued, OpenCode answers, the tray is quiet again",
        "sent=%r answered=%r tray=%r" % (sent, bool(answered), tray.state()))
    wait_for(lambda: "CARRY-ON-E2E" in a.screen() and "esc interrupt" not in a.screen(), 20)
    shots.tui(TmuxView(a), "opencode-tui.png")
    if not ok:
        run.post_mortem()


def scenario_401(run, tray, a):
    n_cont = len(run.fake.continues())
    n_err = len(a.completes(reason="error"))
    shown = gui.dunst_displayed()
    run.fake.ctl(queue=["401"])
    a.type("task two: with a bad key")
    failed = wait_for(lambda: a.completes(reason="error")[n_err:], 90)
    state = wait_for(lambda: (lambda s: s if s and s[0] == gui.ICON_ATTENTION
                              and s[1] == "NeedsAttention" else None)(tray.state()), 30)
    popped = wait_for(lambda: gui.dunst_displayed() > shown, 30)
    summaries = gui.dunst_summaries()
    notified = [s for s in summaries if s.startswith("Carry On gave up on " + TITLE)]
    ok = bool(failed and state and popped and notified) and not run.fake.continues()[n_cont:]
    tap(ok, "a 401 gives up: the tray needs attention, dunst shows \u201cCarry On gave up on %s\u201d" % TITLE,
        "failed=%r tray=%r notifications=%r" % (bool(failed), tray.state(), summaries))
    if notified:
        note("notification: " + notified[0].replace("\n", " / "))
    if not ok:
        run.post_mortem()


def scenario_exit(run, tray, a):
    a.type("/exit")
    gone = wait_for(lambda: not os.path.exists(a.socket), 30, 0.02)
    t_gone = time.monotonic()
    empty = wait_for(lambda: (tray.state() or ("", "", ""))[2] == "All quiet: no sessions yet", 10, 0.05)
    lag = time.monotonic() - t_gone
    ok = bool(gone and empty) and lag <= 1.0
    tap(ok, "OpenCode exits: the tray shows no session within a second of its socket going",
        "gone=%r tray=%r lag=%.2f" % (bool(gone), tray.state(), lag))
    note("tray emptied %.3f s after the socket went" % lag)


def main():
    if not os.environ.get("CARRY_ON_DESKTOP_SESSION"):
        print("1..0 # SKIP no desktop session (run under tests/desktop-session.sh)", flush=True)
        return 0
    build = os.environ.get("CARRY_ON_BUILD_DIR")
    if not build:
        bail("CARRY_ON_BUILD_DIR is not set (run through meson test)")
    for prog in ("tmux", "gdbus", "dunstctl"):
        if shutil.which(prog) is None:
            bail("%s is not installed" % prog)
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(1))
    print("TAP version 13", flush=True)
    started = time.monotonic()
    bindir, template = install_opencode(build)
    shot_dir = os.environ.get("CARRY_ON_SCREENSHOT_DIR")
    if shot_dir:
        os.makedirs(shot_dir, exist_ok=True)
    run = Run(build, bindir, template, carry_on_args=(), keyfile_text=GUI_KEYFILE,
              extra_env={"G_MESSAGES_DEBUG": "carry-on carry-on-core"})
    tray = gui.Tray(run.carry_on.pid)
    shots = OcShots(run, shot_dir)
    try:
        mapped = wait_for(shots.window_id, 30) if shutil.which("xdotool") else True
        found = wait_for(tray.find, 30)
        tap(bool(mapped and found), "Carry On's window maps and its tray item registers",
            run.carry_on_text()[-3000:])
        if shots.on:
            shots.place_window()
        a = run.start_opencode("a", "proj-a")
        if found and scenario_session(run, tray, a):
            scenario_500(run, tray, shots, a)
            scenario_401(run, tray, a)
            scenario_exit(run, tray, a)
    finally:
        run.close()
    note("took %.0f s" % (time.monotonic() - started))
    return plan()


if __name__ == "__main__":
    sys.exit(main())
