#!/usr/bin/env python3
# dsh-pill-e2e.py
#
# SPDX-FileCopyrightText: 2026 The Carry On authors
# SPDX-License-Identifier: GPL-3.0-or-later
#
# End-to-end proof of Carry On's pill in DSH's composer, TAP on stdout.
#
# The real DeepSeek Harness (@deepseek-ai/dsh 0.1.0-rc.8 from npm, as in
# dsh-e2e.py, whose harness this reuses) runs `dsh web` with carry-on-dsh
# installed the way a person installs it (`dsh plugin --profile web add
# file:…`, which is what makes DSH serve the plugin's browser half), against
# the fake DeepSeek API.  Debian's headless Chromium opens DSH's page like a
# person (headless_browser.py) and the real `carry-on --headless` runs on
# the same hosts directory.  It checks:
#   - without Carry On the pill is not there (the plugin's browser half is);
#   - with Carry On it appears in the composer's tool row, "on"
#     (a screenshot of the composer is saved);
#   - after a failed turn it counts down to the pending continue;
#   - a click switches the session off in Carry On (its saved state and its
#     log: the continue was cancelled, none reached the API); another click
#     switches it on again;
#   - when Carry On stops, the pill goes away.
# Fails (never skips) when DSH or Chromium cannot be had.
#
# Environment: CARRY_ON_BUILD_DIR, CARRY_ON_SOURCE_DIR (set by meson);
# CARRY_ON_SCREENSHOT_DIR (default <build>/meson-logs/dsh-pill) gets the
# screenshots.

import importlib.util
import json
import os
import re
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import headless_browser  # noqa: E402


def load(name, path):
    spec = importlib.util.spec_from_file_location(name, path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


# The DSH harness (World, Observer, tap, install) and the reader of Carry
# On's saved state (snapshot plus journal).
dsh = load("dsh_e2e", os.path.join(HERE, "dsh-e2e.py"))
handoff = load("handoff_e2e", os.path.join(HERE, "..", "e2e", "claude-code-handoff-e2e.py"))
tap, note, bail, wait_for = dsh.tap, dsh.note, dsh.bail, dsh.wait_for

PILL = ".carry-on-pill"
OUT = os.environ.get("CARRY_ON_SCREENSHOT_DIR") or os.path.join(dsh.BUILD, "meson-logs", "dsh-pill")
# Carry On's first wait with the doubling backoff and no jitter: long
# enough to watch the countdown and click before it runs out.
KEYFILE_EXTRA = "backoff-preset='doubling'\n"


def pill(browser):
    """What the pill shows: {state, enabled, text, title}, or None."""
    return browser.eval("(() => { const p = document.querySelector(%s); if (!p) return null;"
                        " return {state: p.dataset.carryOnState, enabled: p.dataset.enabled,"
                        " text: p.innerText.replace(/\\s+/g, ' ').trim(), title: p.title,"
                        " disabled: p.disabled}; })()" % json.dumps(PILL))


def click_text(browser, text):
    """Clicks the innermost visible element whose text is @text."""
    sel = browser.eval("(() => { const t = %s; const all = Array.from(document.querySelectorAll('body *'));"
                       " const e = all.find(x => x.children.length === 0 && x.innerText && x.innerText.trim() === t"
                       " && x.getBoundingClientRect().width > 0);"
                       " if (!e) return null; e.setAttribute('data-e2e-target', '1');"
                       " return '[data-e2e-target]'; })()" % json.dumps(text))
    if not sel:
        return False
    ok = browser.click(sel)
    browser.eval("document.querySelector('[data-e2e-target]')?.removeAttribute('data-e2e-target')")
    return ok


def dismiss_notice(browser):
    """Closes DSH's first-run notice (a modal over the page) if it is up;
    TRUE when it was."""
    up = browser.eval("Array.from(document.querySelectorAll('button'))"
                      ".some(b => b.innerText.trim() === 'Continue' && b.getBoundingClientRect().width > 0)")
    return bool(up) and click_text(browser, "Continue")


def click_pill(browser):
    """A person's click on the pill, with nothing in front of it."""
    wait_for(lambda: not dismiss_notice(browser), 30)
    return browser.click(PILL)


def composer_rect(browser):
    """The composer card around the message box (the tool row included)."""
    return browser.eval("(() => { const t = document.querySelector('textarea'); if (!t) return null;"
                        " let e = t; while (e.parentElement && e.getBoundingClientRect().height < 70) e = e.parentElement;"
                        " const r = e.getBoundingClientRect(); return {x: r.x, y: r.y, width: r.width, height: r.height}; })()")


def tool_row_ready(browser):
    """TRUE once the composer's tool row is rendered (the access-mode
    control beside our slot; its entries render in the same pass)."""
    return browser.eval("!!document.querySelector('button[aria-label^=\"Access mode\"]')")


def enabled_in_carry_on(state, key):
    return state.session(key).get("enabled")


def main():
    print("TAP version 13", flush=True)
    rc = subprocess.call(["sh", os.path.join(HERE, "install-dsh.sh"), dsh.INSTALL], stdout=sys.stderr)
    if rc != 0:
        bail("the pinned DSH (@deepseek-ai/dsh 0.1.0-rc.8) or Node 24 could not be installed from npm "
             "(install-dsh.sh exit %d); this test cannot pass without them" % rc)
    if headless_browser.find_browser() is None:
        bail("no headless Chromium on PATH (%s): apt-get install chromium-headless-shell"
             % ", ".join(headless_browser.CANDIDATES))
    os.makedirs(OUT, exist_ok=True)

    world = dsh.World()
    world.browser = None
    try:
        run(world)
    except SystemExit:
        world.dump()
        raise
    except Exception as e:
        tap(False, "the pill e2e ran to its end", "%s: %s" % (type(e).__name__, e))
        world.dump()
    finally:
        if world.browser:
            world.browser.close()
        world.close()
    print("1..%d" % dsh.n_tests, flush=True)
    return 1 if dsh.n_failed else 0


def run(world):
    world.start_fake()
    world.write_keyfile()
    with open(os.path.join(world.config, "glib-2.0", "settings", "keyfile"), "a") as f:
        f.write(KEYFILE_EXTRA)
    env = world.base_env()

    # ---- installed as a person installs it ---------------------------
    add = subprocess.run(["dsh", "plugin", "--profile", "web", "add", "file:" + dsh.PLUGIN],
                         env=env, cwd=world.ws, capture_output=True, text=True, timeout=600)
    if not tap(add.returncode == 0, "dsh plugin --profile web add file:<plugin>",
               add.stdout[-1500:] + add.stderr[-1500:]):
        bail("the plugin could not be installed into DSH's web profile")
    world.start_dsh(world.write_patch(with_plugin=False))
    sockets = wait_for(lambda: [f for f in os.listdir(world.hosts) if f.startswith("dsh-") and f.endswith(".sock")], 60)
    if not sockets:
        bail("the installed plugin opened no host socket:\n" + world.dsh_text()[-2000:])
    obs = dsh.Observer(os.path.join(world.hosts, sockets[0]))
    hello = wait_for(lambda: obs.find(lambda m: m.get("type") == "hello"), 30)
    caps = hello[0].get("capabilities", []) if hello else []
    tap("command" in caps and "status" in caps, "hello announces the command and status capabilities", json.dumps(hello))

    # a session with one answered turn, so it has a title in DSH's sidebar
    title = "pill e2e: say hello"
    sid = world.new_session()
    world.fake_ctl(queue=[], default="ok")
    world.prompt(sid, title)
    if not wait_for(lambda: [m for m in dsh.turn_completes(obs, sid) if m.get("reason") == "answer"], 120):
        bail("DSH did not answer the first prompt")

    # ---- the page, without Carry On ------------------------------------
    world.browser = browser = headless_browser.Browser(os.path.join(world.scratch, "chromium"),
                                                       os.path.join(world.scratch, "chromium.log"))
    browser.navigate("http://127.0.0.1:%d/" % world.dsh_port)
    booted = wait_for(lambda: browser.eval("!!window.__DSH_BOOT__ && !!document.querySelector('textarea')"), 120)
    rows = browser.eval("(window.__DSH_BOOT__?.entries || []).filter(e => e.id === 'carry-on-dsh').length")
    tap(booted and rows == 1, "DSH's page boots with the plugin's browser half in its module graph")
    # the session from the sidebar, past DSH's first-run notice
    started = time.monotonic()

    def open_session():
        if dismiss_notice(browser):
            return False
        if click_text(browser, title):
            return True
        if time.monotonic() - started > 30 and not getattr(open_session, "expanded", False):
            open_session.expanded = click_text(browser, "Ungrouped")   # a collapsed workspace group
        return False
    wait_for(open_session, 120)
    opened = wait_for(lambda: browser.eval("document.body.innerText.includes('Hello from fake')") and tool_row_ready(browser), 120)
    styled = browser.eval("!!document.getElementById('carry-on-dsh/pill.css')")
    tap(bool(opened) and styled and pill(browser) is None,
        "without Carry On: the session's composer is up, the plugin applied, and no pill",
        json.dumps(pill(browser)))

    # ---- Carry On starts: the pill appears, on --------------------------
    world.start_headless()
    shown = wait_for(lambda: pill(browser), 120)
    tap(bool(shown) and shown["enabled"] == "true" and shown["text"] == "Carry On on",
        "with Carry On: the pill is in the composer, on", json.dumps(shown))
    in_row = browser.eval("(() => { const p = document.querySelector(%s), a = document.querySelector('button[aria-label^=\"Access mode\"]');"
                          " if (!p || !a) return false; const pr = p.getBoundingClientRect(), ar = a.getBoundingClientRect();"
                          " return Math.abs((pr.y + pr.height / 2) - (ar.y + ar.height / 2)) < 4 && pr.x > ar.x; })()" % json.dumps(PILL))
    tap(bool(in_row), "the pill sits in the tool row, right of the access-mode control")
    shot = browser.screenshot(os.path.join(OUT, "dsh-pill-on.png"), composer_rect(browser))
    note("screenshot: " + shot)

    # ---- a failed turn: the countdown --------------------------------
    state = handoff.CarryOnState(world)
    key = "dsh:" + sid
    n_cont = len(dsh.continue_requests(world))
    world.fake_ctl(queue=["dropmid"], default="ok")
    failed_at = time.monotonic()
    world.prompt(sid, "say hello again (the stream drops)")
    waiting = wait_for(lambda: (lambda p: p if p and p["state"] == "waiting" and re.fullmatch(r"Carry On \d+:\d\d", p["text"]) else None)(pill(browser)), 120)
    tap(bool(waiting), "after a failed turn the pill counts down to the continue", json.dumps(pill(browser)))
    if waiting:
        first = waiting["text"]
        ticked = wait_for(lambda: (lambda p: p and p["state"] == "waiting" and p["text"] != first)(pill(browser)), 10, 0.1)
        tap(bool(ticked), "the countdown ticks", "%s then %s" % (first, json.dumps(pill(browser))))
        shot = browser.screenshot(os.path.join(OUT, "dsh-pill-countdown.png"), composer_rect(browser))
        note("screenshot: " + shot)

    # ---- a click switches the session off in Carry On ------------------
    mark = len(world.headless_text())
    click_pill(browser)
    off = wait_for(lambda: (lambda p: p if p and p["enabled"] == "false" and p["text"] == "Carry On off" else None)(pill(browser)), 60)
    clicked_after = time.monotonic() - failed_at
    tap(bool(off), "a click: the pill shows off", json.dumps(pill(browser)))
    saved = wait_for(lambda: enabled_in_carry_on(state, key) is False, 60)
    tap(bool(saved), "a click: the session is off in Carry On's saved state",
        json.dumps(state.session(key))[:1500])
    cancelled = wait_for(lambda: [d for d in world.decisions(sid) if d["decision"] == "cancelled"
                                  and "switched off" in d.get("text", "")], 60)
    tap(bool(cancelled), "a click: Carry On's log says the session was switched off and the continue cancelled",
        world.headless_text()[mark:][-1500:])
    # the continue was pending (30 s wait) and is not sent
    tap(len(dsh.continue_requests(world)) == n_cont and clicked_after < 30,
        "off cancelled the pending continue (clicked %.1f s after the failure)" % clicked_after,
        json.dumps(world.decisions(sid)))

    # ---- and on again -------------------------------------------------
    click_pill(browser)
    on = wait_for(lambda: (lambda p: p if p and p["enabled"] == "true" else None)(pill(browser)), 60)
    tap(bool(off) and bool(on) and on["text"] == "Carry On on", "another click: the pill shows on",
        json.dumps(pill(browser)))
    saved = wait_for(lambda: enabled_in_carry_on(state, key) is True, 60)
    tap(bool(off) and bool(saved), "another click: the session is on again in Carry On's saved state",
        json.dumps(state.session(key))[:1500])

    # ---- Carry On goes away: so does the pill ------------------------
    world.stop_headless()
    gone = wait_for(lambda: pill(browser) is None, 60)
    tap(bool(shown) and bool(gone), "Carry On stopped: the pill is gone", json.dumps(pill(browser)))


if __name__ == "__main__":
    sys.exit(main())
