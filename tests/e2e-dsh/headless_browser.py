# headless_browser.py
#
# SPDX-FileCopyrightText: 2026 The Carry On authors
# SPDX-License-Identifier: GPL-3.0-or-later
#
# A headless Chromium (Debian's chromium-headless-shell, or chromium) driven
# over the Chrome DevTools Protocol on a pipe (--remote-debugging-pipe: the
# browser reads NUL-terminated JSON commands on fd 3 and writes replies and
# events on fd 4), so the DSH e2e can look at and click DSH's web UI like a
# person without a WebDriver, a port or any npm package.  Only the few
# protocol methods the tests need are wrapped:
# https://chromedevtools.github.io/devtools-protocol/

import base64
import json
import os
import shutil
import subprocess
import threading
import time

CANDIDATES = ("chromium-headless-shell", "chromium")


def find_browser():
    """The path of a headless-capable Chromium, or None."""
    for name in CANDIDATES:
        path = shutil.which(name)
        if path:
            return path
    return None


class BrowserError(Exception):
    pass


class Browser:
    """One Chromium process with one page (tab) attached in flat mode."""

    def __init__(self, profile_dir, log_path, width=1280, height=860):
        exe = find_browser()
        if exe is None:
            raise BrowserError("no headless Chromium: apt-get install chromium-headless-shell")
        to_child_r, self._to_child = os.pipe()
        self._from_child, from_child_w = os.pipe()
        args = [exe, "--headless", "--remote-debugging-pipe", "--no-first-run",
                "--no-default-browser-check", "--disable-gpu", "--disable-extensions",
                "--disable-background-networking", "--disable-sync", "--mute-audio",
                "--user-data-dir=" + profile_dir, "--window-size=%d,%d" % (width, height)]
        if os.geteuid() == 0:
            args.append("--no-sandbox")      # Chromium refuses to run as root otherwise
        self._log = open(log_path, "ab")
        # fds 3 and 4 are where Chromium expects the pipe
        self.proc = subprocess.Popen(
            ["sh", "-c", 'exec "$0" "$@" 3<&%d 4>&%d' % (to_child_r, from_child_w), *args],
            pass_fds=(to_child_r, from_child_w), stdin=subprocess.DEVNULL,
            stdout=self._log, stderr=subprocess.STDOUT, start_new_session=True)
        os.close(to_child_r)
        os.close(from_child_w)
        self._next_id = 0
        self._replies = {}
        self._cond = threading.Condition()
        self._closed = False
        self._reader = threading.Thread(target=self._read, daemon=True)
        self._reader.start()
        self.session = None
        target = self.call("Target.createTarget", {"url": "about:blank"}, session=False)["targetId"]
        self.session = self.call("Target.attachToTarget", {"targetId": target, "flatten": True},
                                 session=False)["sessionId"]
        self.call("Page.enable")
        self.call("Runtime.enable")

    def _read(self):
        buf = b""
        while True:
            try:
                chunk = os.read(self._from_child, 1 << 20)
            except OSError:
                chunk = b""
            if not chunk:
                break
            buf += chunk
            while b"\0" in buf:
                raw, buf = buf.split(b"\0", 1)
                try:
                    msg = json.loads(raw)
                except ValueError:
                    continue
                if "id" in msg:
                    with self._cond:
                        self._replies[msg["id"]] = msg
                        self._cond.notify_all()
        with self._cond:
            self._closed = True
            self._cond.notify_all()

    def call(self, method, params=None, session=True, timeout=60):
        """Sends one CDP command and waits for its reply; returns `result`,
        raises BrowserError on a protocol error or a dead browser."""
        with self._cond:
            self._next_id += 1
            cid = self._next_id
        msg = {"id": cid, "method": method, "params": params or {}}
        if session and self.session:
            msg["sessionId"] = self.session
        os.write(self._to_child, json.dumps(msg).encode() + b"\0")
        end = time.monotonic() + timeout
        with self._cond:
            while cid not in self._replies:
                left = end - time.monotonic()
                if self._closed or left <= 0:
                    raise BrowserError("%s: %s" % (method, "the browser went away" if self._closed
                                                   else "no reply in %d s" % timeout))
                self._cond.wait(left)
            reply = self._replies.pop(cid)
        if "error" in reply:
            raise BrowserError("%s: %s" % (method, reply["error"].get("message")))
        return reply.get("result", {})

    def navigate(self, url):
        self.call("Page.navigate", {"url": url})

    def eval(self, expression, timeout=60):
        """The JSON value of a page expression (awaited if it is a promise)."""
        res = self.call("Runtime.evaluate", {"expression": expression, "returnByValue": True,
                                             "awaitPromise": True}, timeout=timeout)
        if "exceptionDetails" in res:
            raise BrowserError("page exception: %s" % json.dumps(res["exceptionDetails"])[:800])
        return res.get("result", {}).get("value")

    def rect(self, selector):
        """The viewport rectangle {x, y, width, height} of the first element
        matching @selector, or None (absent, or not laid out)."""
        return self.eval("(() => { const e = document.querySelector(%s); if (!e) return null;"
                         " const r = e.getBoundingClientRect(); if (!r.width || !r.height) return null;"
                         " return {x: r.x, y: r.y, width: r.width, height: r.height}; })()"
                         % json.dumps(selector))

    def click(self, selector):
        """A person's click (mouse down and up at the element's centre);
        False when there is no such element on screen."""
        r = self.rect(selector)
        if not r:
            return False
        x, y = r["x"] + r["width"] / 2, r["y"] + r["height"] / 2
        self.call("Input.dispatchMouseEvent", {"type": "mouseMoved", "x": x, "y": y})
        for kind in ("mousePressed", "mouseReleased"):
            self.call("Input.dispatchMouseEvent", {"type": kind, "x": x, "y": y,
                                                   "button": "left", "clickCount": 1})
        return True

    def type_text(self, text):
        self.call("Input.insertText", {"text": text})

    def key(self, key, code=None, vk=None):
        params = {"key": key, "code": code or key}
        if vk is not None:
            params["windowsVirtualKeyCode"] = vk
        if key == "Enter":
            params["text"] = "\r"
        self.call("Input.dispatchKeyEvent", {"type": "keyDown", **params})
        self.call("Input.dispatchKeyEvent", {"type": "keyUp", **{k: v for k, v in params.items() if k != "text"}})

    def screenshot(self, path, clip=None):
        """Writes a PNG of the page, or of @clip ({x, y, width, height},
        viewport pixels) with a small margin."""
        params = {"format": "png"}
        if clip:
            m = 8
            params["clip"] = {"x": max(0, clip["x"] - m), "y": max(0, clip["y"] - m),
                              "width": clip["width"] + 2 * m, "height": clip["height"] + 2 * m, "scale": 1}
        data = self.call("Page.captureScreenshot", params)["data"]
        with open(path, "wb") as f:
            f.write(base64.b64decode(data))
        return path

    def close(self):
        try:
            self.call("Browser.close", session=False, timeout=10)
        except BrowserError:
            pass
        try:
            self.proc.wait(timeout=15)
        except subprocess.TimeoutExpired:
            os.killpg(self.proc.pid, 9)
            self.proc.wait()
        for fd in (self._to_child, self._from_child):
            try:
                os.close(fd)
            except OSError:
                pass
        self._log.close()
