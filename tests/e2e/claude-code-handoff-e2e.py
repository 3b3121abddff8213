#!/usr/bin/env python3
# claude-code-handoff-e2e.py
#
# SPDX-FileCopyrightText: 2026 The Carry On authors
# SPDX-License-Identifier: GPL-3.0-or-later
"""End-to-end proof of the hand-off, TAP on stdout.

Runs the real Claude Code binary (the version claude-code-e2e.py pins)
interactive in tmux against fake-anthropic-api.py, with our mod and
carry-on-bridge, and plays the supervisor itself: a small protocol v1
client connects to the bridge's host socket, claims control and sends
`handoff` / `handoff.paste`, reading the `handoff.progress` events back.
(Carry On's own handling of those events is unit-tested in
tests/test-handoff.c; this proves the host side against the real engine.)

  1. fill: the note file exists under $XDG_STATE_HOME/carry-on/handoffs/
     with the model's note, the transcript has a compact_boundary row, the
     continuation prompt is in the prompt box with the note first as an @
     file; Enter runs it and attaches the note; handoff.paste fills that
     run's prompt again and names its note; the save-state and fork
     requests the fake API receives carry every element of the relay
     design's prompts;
  2. submit: the continuation prompt runs as a turn by itself, starting
     with the line that says to read every @ file first;
  3. a person's prompt during the run (the fork held by the fake API until
     then) stops it cleanly: note kept, no compaction, the person's turn
     answered, the late fork dropped, no Paste again;
  4. an answer without <handoff-note> tags stops before compacting, no
     Paste again;
  5. one code fence around the continuation prompt is taken off, two
     fenced blocks stay;
  6. Esc during compaction (held until Esc is in) stops the run
     "cancelled", the prompt is kept, and handoff.paste puts it into the
     box.

The fake API holds a hand-off request until the driver releases it, and
the mod's lines in Claude Code's debug log (--debug-file) say when a
stopped run's late step came back: the driver waits for those events,
never for the clock.

Then the same through Carry On's own path (inside tests/desktop-session.sh;
elsewhere these checks are TAP skips): the GUI `carry-on` supervises a
second Claude Code; the driver only activates the app's exported actions
on the session bus (`gdbus call ... org.gtk.Actions.Activate handoff
"[<('KEY', 'focus', 'fill')>]" "{}"`, as the window's dialog and the tray
do) and reads back what Carry On kept in its state file
($XDG_STATE_HOME/carry-on/state.json: the session's hand-off stage, note
path, can-paste and history lines):

  7. fill with a focus: the stages in Carry On's history, the note with the
     model's note, compaction, the prompt in the box; app.handoff-paste
     fills it again, its history naming the note;
  8. submit: the continuation ran as a turn, Carry On says so;
  9. a run stopped while drafting after those: Carry On offers no Paste
     again and its history says no prompt is kept;
  10. Esc during compaction: Carry On shows the stop ("cancelled") and
     offers Paste again, which puts the prompt back;
  11. auto hand-off: with the `auto-handoff` setting on, a turn whose answer
     reports 92 % of the context window (the fake API's /_fake/usage)
     makes Carry On start a hand-off by itself.

Needs CARRY_ON_BUILD_DIR (meson sets it), tmux, npm and the npm registry
(the binary goes into <build>/e2e/); gdbus for the GUI part.
CARRY_ON_E2E_KEEP=1 keeps the scratch folders; CARRY_ON_HANDOFF_E2E=gui
(or =protocol) runs only that part.
"""

import glob
import json
import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import time

sys.dont_write_bytecode = True   # ccharness: no __pycache__ in the source tree
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import ccharness  # noqa: E402  (the shared e2e harness: TAP, npm install, fake API, tmux)
from ccharness import (CLAUDE_PACKAGE, CLAUDE_VERSION, HERE, SOURCE,  # noqa: E402,F401
                       CarryOnState, Supervisor, Tmux, bail, install_claude, note, tap,
                       wait_for)

FAKE_NOTE = "FAKE-NOTE"
# <project>-<UTC time>.md; a second run within the same second adds -2, -3…
NOTE_NAME = re.compile(r"^proj-\d{8}T\d{6}Z(-\d+)?\.md$")

# What the save-state prompt must ask for (the hand-off design, docs/protocol.md §4.4):
# the project's stale docs in place, then the note with every part.
SAVE_ELEMENTS = (
    "Start no new work",
    "in place", "stale", "CLAUDE.md", "AGENTS.md", "Do not write a hand-off file into the project",
    "<handoff-note>", "</handoff-note>",
    "Done:", "In progress:", "branches", "uncommitted changes", "running jobs", "open pull requests",
    "Decisions:", "and why", "Learned:", "Gotchas:", "workaround",
    "Next steps:", "do, skip or defer", "Files:", "Link to what is durable",
)
# ... and the fork's side question for the continuation prompt.
FORK_ELEMENTS = (
    "concise", "copy and paste", "read first", "prefixed with @", "the hand-off note first",
    "do not say", "no preamble", "no code fence",
)
# The line a submitted continuation starts with: a plugin's prompt does
# not expand @ mentions.
READ_FIRST = "Before anything else, read every file named with @ below"
FAKE_CONTINUATION = "FAKE-CONTINUATION"


class Fake(ccharness.Fake):
    def kinds(self):
        return [r.get("kind") for r in self.requests()]


def handoff_requests(fake, kind, run_id=None):
    """The fake API's @kind requests (save, fork, compact), of @run_id's run."""
    return [r for r in fake.requests() if r.get("kind") == kind
            and (run_id is None or r.get("marker") == run_id)]


def held(fake, kind, run_id=None):
    """A @kind request the fake API holds unanswered (/_fake/handoff hold)."""
    return [r for r in handoff_requests(fake, kind, run_id) if r.get("held")
            and not r.get("answered") and not r.get("aborted")]


def release(fake, kind):
    fake.control("/_fake/release", {"kind": kind})


class Run:
    def __init__(self, build, claude):
        self.scratch = tempfile.mkdtemp(prefix="carry-on-handoff-e2e-")
        s = self.scratch
        self.home = os.path.join(s, "home")
        self.proj = os.path.join(s, "proj")
        self.state = os.path.join(s, "state")
        self.runtime = os.path.join(s, "runtime")
        self.hosts = os.path.join(self.runtime, "carry-on", "hosts")
        for d in (self.home, self.proj, self.state):
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
        self.fake = Fake(s)
        self.tmux = Tmux(s)
        bridge = os.path.join(build, "src", "bridge", "carry-on-bridge")
        if not os.access(bridge, os.X_OK):
            bail("carry-on-bridge is not built in %s" % build)
        env = {
            "HOME": self.home, "ANTHROPIC_BASE_URL": self.fake.url, "ANTHROPIC_API_KEY": "test",
            "CLAUDE_CODE_MAX_RETRIES": "0", "DISABLE_AUTOUPDATER": "1",
            "CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC": "1",
            "CARRY_ON_BRIDGE": bridge, "CARRY_ON_HOSTS_DIR": self.hosts,
            "XDG_RUNTIME_DIR": self.runtime, "XDG_STATE_HOME": self.state,
            "TERM": "xterm-256color",
        }
        script = os.path.join(s, "run-claude.sh")
        self.debug_path = os.path.join(s, "claude-debug.log")
        with open(script, "w") as f:
            f.write("#!/bin/sh\n")
            for k, v in env.items():
                f.write("export %s='%s'\n" % (k, v))
            # The debug file is where the mod says a stopped run's late step
            # was dropped: the event the "person's prompt" case waits for.
            f.write("cd '%s'\nexec timeout 1400 '%s' --plugin-dir '%s' --debug-file '%s'\n"
                    % (self.proj, claude, self.plugin, self.debug_path))
        os.chmod(script, 0o700)
        self.tmux.run("new-session", "-d", "-s", "cc", "-x", "200", "-y", "60", script)
        self.sup = None
        self.n = 0

    # -- Claude Code's side --------------------------------------------------
    def transcript(self):
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
        return "\n".join(b.get("text", "") for b in content or []
                         if isinstance(b, dict) and b.get("type") == "text")

    def boundaries(self):
        return [r for r in self.transcript() if r.get("type") == "system"
                and r.get("subtype") == "compact_boundary"]

    def answers(self):
        return [r for r in self.transcript() if r.get("type") == "assistant"
                and "Hello from the fake API" in self.text(r)]

    def box(self):
        """The prompt box's text (between the last two rules)."""
        lines = self.tmux.screen().rstrip().splitlines()
        rules = [i for i, line in enumerate(lines) if line.startswith("\u2500\u2500\u2500")]
        if len(rules) < 2:
            return ""
        return "\n".join(lines[rules[-2] + 1:rules[-1]])

    def idle(self):
        return "esc to interrupt" not in self.tmux.screen()

    def ready(self):
        """The prompt box is drawn: the TUI takes keys."""
        lines = self.tmux.screen().rstrip().splitlines()
        return len([line for line in lines if line.startswith("\u2500\u2500\u2500")]) >= 2

    def debug_log(self):
        try:
            with open(self.debug_path, errors="replace") as f:
                return f.read()
        except OSError:
            return ""

    def clear_box(self):
        # The continuation prompt spans lines; C-u kills to the start of
        # one line, BSpace joins it to the one above.
        for _ in range(12):
            if not self.box().strip().strip("\u276f\xa0 \n"):
                break
            self.tmux.key("C-u")
            self.tmux.key("BSpace")
            time.sleep(0.2)

    # -- Carry On's side (played here) ---------------------------------------
    def handoff(self, focus="", deliver="fill"):
        self.n += 1
        request_id = "co-e2e-%d" % self.n
        msg = {"type": "handoff", "request_id": request_id, "session_id": self.sup.session_id(),
               "deliver": deliver}
        if focus:
            msg["focus"] = focus
        self.sup.send(msg)
        return request_id

    def paste(self):
        self.n += 1
        request_id = "co-e2e-paste-%d" % self.n
        self.sup.send({"type": "handoff.paste", "request_id": request_id,
                       "session_id": self.sup.session_id()})
        return request_id

    def ended(self, request_id, timeout):
        return self.sup.wait(lambda m: m.get("type") == "handoff.progress"
                             and m.get("request_id") == request_id
                             and m.get("stage") in ("delivered", "stopped"), timeout)

    def post_mortem(self, request_id=None):
        note("---- screen ----\n" + self.tmux.screen()[-3000:])
        if request_id:
            note("---- progress ----\n" + json.dumps(self.sup.progress(request_id), indent=1))
        note("---- fake API requests ----\n" + json.dumps(self.fake.requests()[-8:], indent=1)[-3000:])

    def close(self):
        self.tmux.run("kill-server", check=False)
        self.fake.stop()
        if os.environ.get("CARRY_ON_E2E_KEEP"):
            note("scratch kept: " + self.scratch)
        else:
            shutil.rmtree(self.scratch, ignore_errors=True)


def notes_dir(run):
    return os.path.join(run.state, "carry-on", "handoffs")


def scenario_start(run):
    sockets = wait_for(lambda: "Claude Code" in run.tmux.screen()
                       and glob.glob(os.path.join(run.hosts, "*.sock")), 30)
    if not sockets:
        tap(False, "Claude Code starts with the mod and the bridge's host socket", run.tmux.screen())
        return False
    run.sup = Supervisor(sockets[0])
    granted = run.sup.wait(lambda m: m.get("type") == "control" and m.get("state") == "granted", 60)
    hello = run.sup.hello() or {}
    ok = bool(granted) and "handoff" in (hello.get("capabilities") or [])
    tap(ok, "the bridge announces the handoff capability and grants control",
        "" if ok else json.dumps(run.sup.msgs[:4]))
    wait_for(run.ready, 60)
    run.tmux.type("hello there")
    answered = wait_for(lambda: run.answers() and run.sup.session_id(), 60)
    tap(bool(answered), "a plain prompt is answered (there is something to compact)")
    return ok and bool(answered)


def scenario_fill(run):
    wait_for(run.idle, 60)
    boundaries = len(run.boundaries())
    req = run.handoff(focus="the parser tests", deliver="fill")
    end = run.ended(req, 60)
    stages = [m["stage"] for m in run.sup.progress(req)]
    written = [m for m in run.sup.progress(req) if m["stage"] == "note-written"]
    path = written[0].get("path", "") if written else ""
    content = open(path).read() if path and os.path.exists(path) else ""
    ok = (bool(end) and end["stage"] == "delivered"
          and stages == ["saving", "note-written", "drafting", "compacting", "delivered"]
          and len({m.get("run_id") for m in run.sup.progress(req)}) == 1)
    tap(ok, "fill: saving, note-written, drafting, compacting, delivered (one run id)",
        "" if ok else "stages=%s end=%s" % (stages, end))
    if not ok:
        run.post_mortem(req)
    ok = (os.path.dirname(path) == notes_dir(run) and NOTE_NAME.match(os.path.basename(path))
          and FAKE_NOTE in content and "<handoff-note>" not in content)
    tap(ok, "the note file is under XDG_STATE_HOME/carry-on/handoffs, named by project and UTC time, "
        "and holds the model's note", "" if ok else "path=%r content=%r" % (path, content[:300]))
    compacted = wait_for(lambda: len(run.boundaries()) > boundaries, 60)
    tap(bool(compacted), "the session was compacted (a compact_boundary row in the transcript)")
    in_box = wait_for(lambda: FAKE_CONTINUATION in run.box(), 60)
    tap(bool(in_box), "the continuation prompt is in the prompt box",
        "" if in_box else run.tmux.screen()[-2000:])
    kinds = run.fake.kinds()
    ok = all(k in kinds for k in ("save", "fork", "compact"))
    tap(ok, "the fake API saw the save-state, fork and compaction requests", "" if ok else str(kinds))
    run_id = end.get("run_id") if end else None
    save = handoff_requests(run.fake, "save", run_id)
    text = save[-1].get("full", "") if save else ""
    missing = [w for w in SAVE_ELEMENTS + ("FOCUS of the next context: the parser tests",) if w not in text]
    tap(bool(save) and not missing, "the save-state prompt asks for the stale docs updated in place "
        "(CLAUDE.md / AGENTS.md, no hand-off file in the project), then the note with done, in progress "
        "and exact state, decisions, learned, gotchas, next steps with a disposition, files; the focus added",
        "" if save and not missing else "missing=%r prompt=%r" % (missing, text[:3000]))
    fork = handoff_requests(run.fake, "fork", run_id)
    text = fork[-1].get("full", "") if fork else ""
    missing = [w for w in FORK_ELEMENTS + ("@" + path, "focus: the parser tests") if w not in text]
    tap(bool(fork) and path and not missing, "the continuation prompt's request asks for a concise, "
        "paste-ready prompt: the files to read first as @ (the note first), what they do not say, "
        "no preamble or code fence; the focus added",
        "" if fork and not missing else "missing=%r prompt=%r" % (missing, text[:3000]))
    at_note = wait_for(lambda: ("@" + path) in run.box(), 60) if path else None
    tap(bool(at_note), "the prompt in the box names the note first as an @ file",
        "" if at_note else "box=%r" % run.box())

    # The person presses Enter: the continuation runs as their turn.
    answers = len(run.answers())
    run.tmux.key("Enter")
    ran = wait_for(lambda: len(run.answers()) > answers, 60)
    human = [r for r in run.transcript() if r.get("type") == "user"
             and FAKE_CONTINUATION in run.text(r)
             and (r.get("origin") or {}).get("kind") == "human"]
    tap(bool(ran and human), "Enter runs the continuation prompt as the person's turn")
    sent = [r for r in run.fake.requests() if r.get("kind") is None
            and FAKE_CONTINUATION in r.get("full", "")]
    ok = bool(sent) and FAKE_NOTE in sent[-1]["full"]
    tap(ok, "the person's Enter attaches the @ note: the model gets the note's text with the prompt",
        "" if ok else "request=%r" % (sent[-1]["full"][-2000:] if sent else None))

    # Paste again.
    wait_for(run.idle, 60)
    paste = run.paste()
    end = run.ended(paste, 60)
    in_box = wait_for(lambda: FAKE_CONTINUATION in run.box(), 60)
    ok = (bool(end) and end["stage"] == "delivered" and end.get("can_paste") is True and bool(in_box)
          and end.get("run_id") == run_id and end.get("path") == path)
    tap(ok, "handoff.paste fills that run's continuation prompt again and names its note",
        "" if ok else "end=%s box=%r" % (end, run.box()))
    run.clear_box()


def scenario_submit(run):
    wait_for(run.idle, 60)
    boundaries = len(run.boundaries())
    answers = len(run.answers())
    req = run.handoff(deliver="submit")
    end = run.ended(req, 60)
    ran = wait_for(lambda: len(run.answers()) > answers, 60)
    rows = submitted_rows(run, FAKE_CONTINUATION)
    ok = (bool(end) and end["stage"] == "delivered" and len(run.boundaries()) > boundaries
          and bool(rows) and bool(ran) and FAKE_CONTINUATION not in run.box())
    tap(ok, "submit: compacted, and the continuation prompt ran as a turn by itself",
        "" if ok else "end=%s rows=%d ran=%r boundaries=%d->%d box=%r"
        % (end, len(rows), bool(ran), boundaries, len(run.boundaries()), run.box()))
    if not ok:
        run.post_mortem(req)
    path = note_path(run, req)
    text = run.text(rows[-1]) if rows else ""
    ok = bool(path) and text.startswith(READ_FIRST) and ("@" + path) in text
    tap(ok, "submit: the prompt starts by telling the model to read every @ file first, the note among them",
        "" if ok else "path=%r text=%r" % (path, text[:600]))


def submitted_rows(run, marker):
    """Transcript rows of continuation prompts the mod submitted (asUser)."""
    return [r for r in run.transcript() if r.get("type") == "user"
            and marker in run.text(r)
            and (r.get("origin") or {}).get("kind") == "plugin"
            and (r.get("origin") or {}).get("asUser") is True]


def note_path(run, request_id):
    written = [m for m in run.sup.progress(request_id) if m["stage"] == "note-written"]
    return written[0].get("path", "") if written else ""


def check_no_paste(run, name):
    """Paste again after a run that drafted no prompt: refused, the box
    keeps no earlier run's prompt."""
    paste = run.paste()
    end = run.ended(paste, 60)
    ok = (bool(end) and end["stage"] == "stopped" and end.get("can_paste") is False
          and "no continuation prompt is kept" in end.get("reason", "")
          and FAKE_CONTINUATION not in run.box())
    tap(ok, name, "" if ok else "end=%s box=%r" % (end, run.box()))


def scenario_person(run):
    """The person types while the run drafts: the fake API holds the fork
    until the person's prompt is in and the run has stopped, so each step
    happens in the order asserted, however slow the machine."""
    wait_for(run.idle, 60)
    boundaries = len(run.boundaries())
    notes = set(glob.glob(os.path.join(notes_dir(run), "*.md")))
    compacts = len(handoff_requests(run.fake, "compact"))
    run.fake.control("/_fake/handoff", {"hold": ["fork"]})
    req = run.handoff()
    drafting = run.sup.wait(lambda m: m.get("request_id") == req and m.get("stage") == "drafting", 60)
    run_id = (drafting or {}).get("run_id")
    fork = wait_for(lambda: held(run.fake, "fork", run_id), 60) if run_id else None
    stages = [m["stage"] for m in run.sup.progress(req)]
    new_notes = set(glob.glob(os.path.join(notes_dir(run), "*.md"))) - notes
    ok = bool(fork) and stages == ["saving", "note-written", "drafting"] and len(new_notes) == 1
    tap(ok, "person: the run writes its note and drafts (saving, note-written, drafting; the fork held)",
        "" if ok else "stages=%s fork held=%r new notes=%d" % (stages, bool(fork), len(new_notes)))

    answers = len(run.answers())
    run.tmux.type("wait, I am still here")
    end = run.ended(req, 60)
    stages = [m["stage"] for m in run.sup.progress(req)]
    ok = (bool(end) and end["stage"] == "stopped" and "you sent a prompt" in end.get("reason", "")
          and stages == ["saving", "note-written", "drafting", "stopped"]
          and end.get("can_paste") is False
          and all(m.get("can_paste") is False for m in run.sup.progress(req)))
    tap(ok, "person: the person's prompt stops the run while it drafts (stopped, the reason says why; "
        "no Paste again: the run drafted no prompt, the earlier run's is not offered)",
        "" if ok else "end=%s stages=%s" % (end, stages))
    answered = wait_for(lambda: len(run.answers()) > answers, 60)
    tap(bool(answered), "person: the person's turn is answered")

    # The held fork answers now, after the stop: the stale run must drop
    # it (the mod says so in Claude Code's debug log) and go no further.
    release(run.fake, "fork")
    dropped = wait_for(lambda: "%s: the drafted continuation prompt came back after the run stopped"
                       % run_id in run.debug_log(), 60) if run_id else None
    stages = [m["stage"] for m in run.sup.progress(req)]
    ok = (bool(dropped) and stages == ["saving", "note-written", "drafting", "stopped"]
          and len(handoff_requests(run.fake, "compact")) == compacts
          and len(run.boundaries()) == boundaries
          and len(set(glob.glob(os.path.join(notes_dir(run), "*.md"))) - notes) == 1
          and FAKE_CONTINUATION not in run.box())
    tap(ok, "person: the fork's late answer is dropped (no compaction, nothing filled, the note kept)",
        "" if ok else "dropped=%r stages=%s boundaries=%d->%d box=%r"
        % (bool(dropped), stages, boundaries, len(run.boundaries()), run.box()))
    if not ok:
        run.post_mortem(req)
    run.fake.control("/_fake/reset", {})
    wait_for(run.idle, 60)
    check_no_paste(run, "person: handoff.paste is refused after the run stopped mid-draft "
                   "(not the earlier run's prompt)")


def scenario_no_tags(run):
    wait_for(run.idle, 60)
    boundaries = len(run.boundaries())
    run.fake.control("/_fake/handoff", {"note": False})
    req = run.handoff()
    end = run.ended(req, 60)
    stages = [m["stage"] for m in run.sup.progress(req)]
    ok = (bool(end) and end["stage"] == "stopped" and "<handoff-note>" in end.get("reason", "")
          and stages == ["saving", "stopped"] and len(run.boundaries()) == boundaries
          and end.get("can_paste") is False)
    tap(ok, "an answer without <handoff-note> tags stops before compacting (no Paste again)",
        "" if ok else "end=%s stages=%s" % (end, stages))
    run.fake.control("/_fake/reset", {})
    check_no_paste(run, "no tags: handoff.paste is refused (the run drafted no prompt)")


ONE_FENCE = "```text\nContinue from the hand-off note. FAKE-FENCED-ONE\n```"
TWO_FENCES = ("```sh\nmeson test -C _build FAKE-FENCED-TWO\n```\n"
              "then\n```sh\nninja -C _build\n```")


def scenario_fences(run):
    """The model was asked for no code fence: one fence around the whole
    reply is taken off, two fenced blocks are the prompt's own and stay
    (read back from the submitted turn, as the model gets it)."""
    for answer, marker, want, name in (
            (ONE_FENCE, "FAKE-FENCED-ONE", "Continue from the hand-off note. FAKE-FENCED-ONE",
             "a continuation prompt wrapped in one code fence is unwrapped"),
            (TWO_FENCES, "FAKE-FENCED-TWO", TWO_FENCES,
             "a continuation prompt of two fenced blocks is kept as it is")):
        wait_for(run.idle, 60)
        run.fake.control("/_fake/handoff", {"fork": answer})
        answers = len(run.answers())
        req = run.handoff(deliver="submit")
        end = run.ended(req, 60)
        wait_for(lambda: len(run.answers()) > answers, 60)
        rows = wait_for(lambda: submitted_rows(run, marker), 60)
        path = note_path(run, req)
        text = run.text(rows[-1]) if rows else ""
        body = text[len(READ_FIRST):] if text.startswith(READ_FIRST) else ""
        ok = (bool(end) and end["stage"] == "delivered" and bool(path)
              and ("@%s\n\n%s" % (path, want)) in body
              and (want == TWO_FENCES or "```" not in body))
        tap(ok, name, "" if ok else "end=%s text=%r" % (end, text[:800]))
        run.fake.control("/_fake/reset", {})


def scenario_escape(run):
    """Esc while the fake API holds the compaction: the spinner is up and
    takes Esc, and the run cannot finish before the person presses it."""
    wait_for(run.idle, 60)
    boundaries = len(run.boundaries())
    run.fake.control("/_fake/handoff", {"hold": ["compact"]})
    req = run.handoff()
    compacting = run.sup.wait(lambda m: m.get("request_id") == req and m.get("stage") == "compacting", 60)
    run_id = (compacting or {}).get("run_id")
    compact = wait_for(lambda: held(run.fake, "compact"), 60)
    shown = wait_for(lambda: "Compacting" in run.tmux.screen() and "esc to interrupt" in run.tmux.screen(), 60)
    run.tmux.key("Escape")
    end = run.ended(req, 60)
    ok = (bool(compacting) and bool(compact) and bool(shown) and bool(end) and end["stage"] == "stopped"
          and "cancelled" in end.get("reason", "") and end.get("can_paste") is True
          and len(run.boundaries()) == boundaries)
    tap(ok, "Esc during compaction reports \"cancelled\" and keeps the prompt",
        "" if ok else "compacting=%r held=%r shown=%r end=%s"
        % (bool(compacting), bool(compact), bool(shown), end))
    if not ok:
        run.post_mortem(req)
    # The engine cancels the compaction after session.stop: paste once the
    # mod has seen the compaction's rejection (its debug line) and the
    # spinner is gone.
    settled = wait_for(lambda: "%s: the compaction's failure" % run_id in run.debug_log()
                       and run.idle(), 60) if run_id else None
    release(run.fake, "compact")
    run.fake.control("/_fake/reset", {})
    paste = run.paste()
    end = run.ended(paste, 60)
    in_box = wait_for(lambda: FAKE_CONTINUATION in run.box(), 60)
    ok = bool(settled) and bool(end) and end["stage"] == "delivered" and bool(in_box)
    tap(ok, "after the Esc, handoff.paste puts the kept prompt into the box",
        "" if ok else "settled=%r end=%s box=%r" % (bool(settled), end, run.box()))


# -- through Carry On's own path: the GUI app and its D-Bus actions ----------

GUI_CHECKS = (
    "the GUI carry-on exports app.handoff and app.handoff-paste on the session bus",
    "Carry On sees the Claude Code session (a prompt answered)",
    "fill via app.handoff: Carry On's history has every stage and its state the note and can-paste",
    "fill via app.handoff: the note holds the model's note; the save-state prompt carried the focus",
    "fill via app.handoff: compacted, the continuation prompt is in the prompt box",
    "app.handoff-paste fills the kept continuation prompt again",
    "submit via app.handoff: the continuation ran as a turn and Carry On says so",
    "Esc during compaction: Carry On shows the stop (cancelled) and keeps Paste again",
    "after the Esc, app.handoff-paste puts the kept prompt into the box",
    "auto hand-off: a 92 % full context makes Carry On start a hand-off by itself",
    "auto hand-off: it runs to the end (delivered, compacted, the prompt in the box)",
    "after a full hand-off, a run stopped while drafting: Carry On offers no Paste again "
    "(nor the earlier run's prompt) and its history says so",
)

GUI_KEYFILE = ("[io/carryon/CarryOn]\n"
               "backoff-preset='steady'\n"
               "jitter=false\n"
               "resume-margin=uint32 5\n"
               "pick-up-missed=false\n"
               "notify-scheduled-minutes=uint32 0\n"
               "auto-handoff=true\n")


def gdbus_activate(action, *args):
    """app.ACTION over the session bus; True when the call went through."""
    params = "[%s]" % ", ".join("<%s>" % a for a in args)
    res = subprocess.run(["gdbus", "call", "--session", "--dest", "io.carryon.CarryOn",
                          "--object-path", "/io/carryon/CarryOn",
                          "--method", "org.gtk.Actions.Activate", action, params, "{}"],
                         capture_output=True, text=True, timeout=15)
    if res.returncode != 0:
        note("gdbus %s: %s" % (action, res.stderr.strip()))
    return res.returncode == 0


def gvariant_string(text):
    return "'%s'" % text.replace("\\", "\\\\").replace("'", "\\'")


def app_actions():
    res = subprocess.run(["gdbus", "call", "--session", "--dest", "io.carryon.CarryOn",
                          "--object-path", "/io/carryon/CarryOn",
                          "--method", "org.gtk.Actions.List"],
                         capture_output=True, text=True, timeout=15)
    return res.stdout if res.returncode == 0 else ""


def gui_phase(build, claude):
    import ccharness
    run = ccharness.Run(build, claude, carry_on_args=(), keyfile=GUI_KEYFILE,
                        extra_env={"G_MESSAGES_DEBUG": "carry-on carry-on-core"},
                        claude_debug=True)
    state = CarryOnState(run)
    transcript = run.transcript

    def boundaries():
        return [r for r in transcript.rows() if r.get("type") == "system"
                and r.get("subtype") == "compact_boundary"]

    def box():
        lines = run.tmux.screen().rstrip().splitlines()
        rules = [i for i, line in enumerate(lines) if line.startswith("\u2500\u2500\u2500")]
        return "\n".join(lines[rules[-2] + 1:rules[-1]]) if len(rules) >= 2 else ""

    def clear_box():
        for _ in range(12):
            if not box().strip().strip("\u276f\xa0 \n"):
                break
            run.tmux.key("C-u")
            run.tmux.key("BSpace")
            time.sleep(0.2)

    def ended(key, since):
        return wait_for(lambda: state.session(key).get("handoff_stage") in ("delivered", "stopped")
                        and (state.has(key, "hand-off done", since)
                             or state.has(key, "hand-off stopped", since)), 90)

    def transcript_key():
        files = glob.glob(os.path.join(run.home, ".claude", "projects", "*", "*.jsonl"))
        if len(files) != 1:
            return None
        return "claude-code:" + os.path.basename(files[0])[:-len(".jsonl")]

    debug_log = run.claude_debug_log

    def fail(detail):
        note(detail)
        run.post_mortem()
        # what the mod did and when: its own lines and the bridge's answers
        note("---- Claude Code's debug log (carry-on) ----\n"
             + "\n".join(line for line in debug_log().splitlines() if "carry-on" in line)[-4000:])

    try:
        actions = wait_for(lambda: "'handoff'" in app_actions() and "'handoff-paste'" in app_actions(), 60)
        tap(bool(actions), GUI_CHECKS[0], "" if actions else "actions: " + app_actions())

        # Type only once Carry On controls the host and lists its session
        # (its debug log says both): a turn it never saw would leave the
        # session out of its state file, which is saved on changes.
        started = wait_for(lambda: "Claude Code" in run.tmux.screen() and run.sockets()
                           and "this supervisor holds control" in run.carry_on_text()
                           and re.search(r"window: [1-9][0-9]* sessions", run.carry_on_text())
                           and box().strip(), 90)
        if started:
            run.tmux.type("hello there")
        # The session's key is Claude Code's session id (its transcript's
        # name); Carry On saves a session it saw only once something about
        # it changes, so the state file may not list it yet.
        key = wait_for(lambda: transcript.answers() and (state.key() or transcript_key()), 60)
        tap(bool(started and key), GUI_CHECKS[1], "" if key else "sessions: %r" % list(state.sessions()))
        if not (actions and key):
            run.post_mortem()
            for name in GUI_CHECKS[2:]:
                tap(False, name, "not run: no session or no actions")
            return
        note("session " + key)

        # 6. fill, with a focus.
        wait_for(run.idle, 60)
        n_bound = len(boundaries())
        since = len(state.history(key))
        gdbus_activate("handoff", "(%s, %s, 'fill')" % (gvariant_string(key), gvariant_string("the parser tests")))
        end = ended(key, since)
        s = state.session(key)
        lines = state.history(key, since)
        want = ("hand-off requested", "focus: the parser tests", "saving the session's state",
                "note written to", "drafting the continuation prompt", "compacting the conversation",
                "hand-off done: the continuation prompt is in the prompt box")
        missing = [w for w in want if not any(w in line for line in lines)]
        ok = bool(end) and s.get("handoff_stage") == "delivered" and not missing \
            and s.get("handoff_can_paste") is True and s.get("handoff_note_path")
        tap(ok, GUI_CHECKS[2], "" if ok else "stage=%r missing=%r history=%r"
            % (s.get("handoff_stage"), missing, lines))
        path = s.get("handoff_note_path") or ""
        content = open(path).read() if path and os.path.exists(path) else ""
        save = [r for r in run.fake.requests() if r.get("kind") == "save"]
        ok = (FAKE_NOTE in content and "<handoff-note>" not in content
              and NOTE_NAME.match(os.path.basename(path))
              and bool(save) and "the parser tests" in save[-1].get("full", ""))
        tap(ok, GUI_CHECKS[3], "" if ok else "path=%r content=%r save=%r"
            % (path, content[:200], save[-1:] if save else None))
        compacted = wait_for(lambda: len(boundaries()) > n_bound, 60)
        in_box = wait_for(lambda: FAKE_CONTINUATION in box(), 60)
        tap(bool(compacted and in_box), GUI_CHECKS[4],
            "" if compacted and in_box else "compacted=%r box=%r" % (bool(compacted), box()))
        if not (end and compacted and in_box):
            fail("fill did not complete")

        clear_box()
        since = len(state.history(key))
        gdbus_activate("handoff-paste", gvariant_string(key))
        again = wait_for(lambda: state.has(key, "in the prompt box again (its note: %s)" % path, since), 60)
        in_box = wait_for(lambda: FAKE_CONTINUATION in box(), 60)
        tap(bool(again and in_box), GUI_CHECKS[5] + " (its history names the run's note)",
            "" if again and in_box else "history=%r box=%r" % (state.history(key, since), box()))
        clear_box()

        # 7. submit.
        wait_for(run.idle, 60)
        n_bound = len(boundaries())
        answers = len(transcript.answers())
        since = len(state.history(key))
        gdbus_activate("handoff", "(%s, '', 'submit')" % gvariant_string(key))
        end = ended(key, since)
        ran = wait_for(lambda: len(transcript.answers()) > answers, 60)
        rows = [r for r in transcript.rows() if r.get("type") == "user"
                and FAKE_CONTINUATION in transcript.text(r)
                and (r.get("origin") or {}).get("asUser") is True]
        ok = (bool(end) and state.session(key).get("handoff_stage") == "delivered"
              and state.has(key, "will run by itself", since)
              and state.has(key, "the continuation prompt runs as a new turn", since)
              and len(boundaries()) > n_bound and bool(rows) and bool(ran))
        tap(ok, GUI_CHECKS[6], "" if ok else "stage=%r history=%r rows=%d ran=%r"
            % (state.session(key).get("handoff_stage"), state.history(key, since), len(rows), bool(ran)))
        if not ok:
            fail("submit")

        # The issue's case: a full run above (prompt and note kept), then a
        # run the person stops while it drafts (the fork held until then).
        wait_for(run.idle, 60)
        run.fake.control("/_fake/handoff", {"hold": ["fork"]})
        since = len(state.history(key))
        gdbus_activate("handoff", "(%s, '', 'fill')" % gvariant_string(key))
        drafting = wait_for(lambda: state.has(key, "drafting the continuation prompt", since)
                            and held(run.fake, "fork"), 60)
        if drafting:
            run.tmux.type("wait, I am still here")
        stopped = wait_for(lambda: state.has(key, "hand-off stopped", since)
                           and state.session(key).get("handoff_stage") == "stopped", 60)
        s = state.session(key)
        refused_since = len(state.history(key))
        gdbus_activate("handoff-paste", gvariant_string(key))
        refused = wait_for(lambda: state.has(key, "cannot paste again", refused_since), 60)
        ok = (bool(drafting and stopped and refused) and s.get("handoff_can_paste") is not True
              and "you sent a prompt" in (s.get("handoff_reason") or "")
              and state.has(key, "the note is kept at", since)
              and not state.has(key, "Paste again", since) and FAKE_CONTINUATION not in box())
        tap(ok, GUI_CHECKS[11], "" if ok else "drafting=%r refused=%r state=%r history=%r box=%r"
            % (bool(drafting), bool(refused), {k: v for k, v in s.items() if k.startswith("handoff")},
               state.history(key, since), box()))
        if not ok:
            fail("a run stopped while drafting")
        release(run.fake, "fork")
        wait_for(lambda: "the drafted continuation prompt came back after the run stopped" in debug_log(), 60)
        run.fake.control("/_fake/reset", {})

        # 8. Esc during compaction (held by the fake API until Esc is in).
        wait_for(run.idle, 60)
        n_bound = len(boundaries())
        run.fake.control("/_fake/handoff", {"hold": ["compact"]})
        since = len(state.history(key))
        gdbus_activate("handoff", "(%s, '', 'fill')" % gvariant_string(key))
        compacting = wait_for(lambda: state.has(key, "compacting the conversation", since)
                              and held(run.fake, "compact")
                              and "Compacting" in run.tmux.screen()
                              and "esc to interrupt" in run.tmux.screen(), 60)
        run.tmux.key("Escape")
        stopped = wait_for(lambda: state.has(key, "hand-off stopped", since), 60)
        s = state.session(key)
        ok = (bool(compacting and stopped) and s.get("handoff_stage") == "stopped"
              and "cancelled" in (s.get("handoff_reason") or "") and s.get("handoff_can_paste") is True
              and state.has(key, "Paste again", since) and len(boundaries()) == n_bound)
        tap(ok, GUI_CHECKS[7], "" if ok else "compacting=%r state=%r history=%r"
            % (bool(compacting), {k: v for k, v in s.items() if k.startswith("handoff")},
               state.history(key, since)))
        if not ok:
            fail("Esc during compaction")
        # Paste once the engine has cancelled the compaction (the mod's
        # debug line) and the spinner is gone.
        settled = wait_for(lambda: "the compaction's failure" in debug_log() and run.idle(), 60)
        release(run.fake, "compact")
        run.fake.control("/_fake/reset", {})
        clear_box()
        since = len(state.history(key))
        gdbus_activate("handoff-paste", gvariant_string(key))
        again = wait_for(lambda: state.has(key, "in the prompt box again", since), 60)
        in_box = wait_for(lambda: FAKE_CONTINUATION in box(), 60)
        tap(bool(settled and again and in_box), GUI_CHECKS[8],
            "" if settled and again and in_box else "settled=%r history=%r box=%r"
            % (bool(settled), state.history(key, since), box()))
        clear_box()

        # 9. Auto hand-off (its setting): the next answer reports 92 %
        # of Claude Code's 1,000,000-token window.
        wait_for(run.idle, 60)
        n_bound = len(boundaries())
        run.fake.control("/_fake/usage", {"input_tokens": 920000, "count": 1})
        since = len(state.history(key))
        run.tmux.type("a long turn")
        auto = wait_for(lambda: state.has(key, "the context is nearly full: hand-off started", since), 40)
        tap(bool(auto), GUI_CHECKS[9], "" if auto else "history=%r" % state.history(key, since))
        end = ended(key, since) if auto else None
        compacted = wait_for(lambda: len(boundaries()) > n_bound, 60) if end else None
        in_box = wait_for(lambda: FAKE_CONTINUATION in box(), 60) if end else None
        ok = bool(end and compacted and in_box) and state.session(key).get("handoff_stage") == "delivered"
        tap(ok, GUI_CHECKS[10], "" if ok else "stage=%r history=%r compacted=%r box=%r"
            % (state.session(key).get("handoff_stage"), state.history(key, since), bool(compacted), box()))
        if not (auto and ok):
            fail("auto hand-off")
    finally:
        run.close()


def main():
    build = os.environ.get("CARRY_ON_BUILD_DIR")
    if not build:
        bail("CARRY_ON_BUILD_DIR is not set (run through meson test)")
    if shutil.which("tmux") is None:
        bail("tmux is not installed")
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(1))
    print("TAP version 13", flush=True)
    claude = install_claude(build)
    only = os.environ.get("CARRY_ON_HANDOFF_E2E", "")
    if only != "gui":
        run = Run(build, claude)
        try:
            if scenario_start(run):
                scenario_fill(run)
                scenario_submit(run)
                scenario_person(run)
                scenario_no_tags(run)
                scenario_fences(run)
                # Last: after Esc, Claude Code drops plugin prompts until the
                # person types (the hand-off design: the person's typing wins).
                scenario_escape(run)
            else:
                run.post_mortem()
        finally:
            run.close()
    if only != "protocol":
        if not os.environ.get("CARRY_ON_DESKTOP_SESSION") or shutil.which("gdbus") is None:
            for name in GUI_CHECKS:
                print("ok %d - %s # SKIP no desktop session (run under tests/desktop-session.sh)"
                      % (ccharness.n_tests + 1, name), flush=True)
                ccharness.n_tests += 1
        else:
            gui_phase(build, claude)
    return ccharness.plan()


if __name__ == "__main__":
    sys.exit(main())
