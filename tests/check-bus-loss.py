#!/usr/bin/env python3
# SPDX-FileCopyrightText: 2026 The Carry On authors
# SPDX-License-Identifier: GPL-3.0-or-later
#
# The session bus goes away under a running Carry On (TAP on stdout).
#   check-bus-loss.py CARRY_ON headless   the runner logs it and keeps going
#   check-bus-loss.py CARRY_ON gui        the app logs why and quits cleanly
# Each case runs on a private dbus-daemon that the test kills.  Every wait
# is for a line, a bus name or an exit, never a fixed time.

import os
import select
import signal
import subprocess
import sys
import tempfile
import time

LIMIT = 120   # seconds: only a hang ever reaches it


def read_line_matching(proc, needle, seen):
    deadline = time.monotonic() + LIMIT
    buf = b""
    while time.monotonic() < deadline:
        ready, _, _ = select.select([proc.stderr], [], [], 1.0)
        if not ready:
            if proc.poll() is not None:
                break
            continue
        chunk = os.read(proc.stderr.fileno(), 65536)
        if not chunk:
            break
        buf += chunk
        while b"\n" in buf:
            line, buf = buf.split(b"\n", 1)
            text = line.decode("utf-8", "replace")
            seen.append(text)
            if needle in text:
                return text
    return None


def main():
    carry_on, mode = sys.argv[1], sys.argv[2]
    print("1..2")
    with tempfile.TemporaryDirectory(prefix="cob-") as tmp:
        daemon = subprocess.Popen(["dbus-daemon", "--session", "--nofork", "--print-address=1"],
                                  stdout=subprocess.PIPE)
        address = daemon.stdout.readline().decode().strip()
        env = dict(os.environ)
        env.update({
            "DBUS_SESSION_BUS_ADDRESS": address,
            "CARRY_ON_HOSTS_DIR": os.path.join(tmp, "hosts"),
            "XDG_STATE_HOME": os.path.join(tmp, "state"),
            "XDG_CONFIG_HOME": os.path.join(tmp, "config"),
            "XDG_RUNTIME_DIR": tmp,
            "GSETTINGS_BACKEND": "memory",
            "LC_ALL": "C.UTF-8",
        })
        seen = []
        if mode == "headless":
            # A desktop session, so the runner notifies and holds the bus.
            env.setdefault("DISPLAY", ":99")
            proc = subprocess.Popen([carry_on, "--headless"], env=env, stderr=subprocess.PIPE)
            ready = read_line_matching(proc, "running headless", seen)
        else:
            proc = subprocess.Popen([carry_on], env=env, stderr=subprocess.PIPE)
            waited = subprocess.run(["gdbus", "wait", "--session", "--timeout", str(LIMIT),
                                     "io.carryon.CarryOn"], env=env)
            ready = waited.returncode == 0
        if not ready:
            print("not ok 1 - Carry On started (%s)" % seen)
            print("not ok 2 - skipped")
            proc.kill()
            daemon.kill()
            return 1

        daemon.send_signal(signal.SIGTERM)
        daemon.wait()
        said = read_line_matching(proc, "session bus went away", seen)
        ok1 = said is not None
        print("%s 1 - %s says the session bus went away%s"
              % ("ok" if ok1 else "not ok", mode, "" if ok1 else " (stderr: %r)" % seen))

        if mode == "headless":
            alive = proc.poll() is None
            proc.send_signal(signal.SIGTERM)
            try:
                status = proc.wait(timeout=LIMIT)
            except subprocess.TimeoutExpired:
                proc.kill()
                status = None
            ok2 = alive and status == 0
            print("%s 2 - the headless runner keeps supervising, then stops cleanly (alive=%r, exit=%r)"
                  % ("ok" if ok2 else "not ok", alive, status))
        else:
            try:
                status = proc.wait(timeout=LIMIT)
            except subprocess.TimeoutExpired:
                proc.kill()
                status = None
            ok2 = status == 0
            print("%s 2 - the app quits cleanly (exit=%r)" % ("ok" if ok2 else "not ok", status))
        return 0 if ok1 and ok2 else 1


if __name__ == "__main__":
    sys.exit(main())
