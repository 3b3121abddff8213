#!/usr/bin/env python3
# check-flatpak-manifest.py
#
# SPDX-FileCopyrightText: 2026 The Carry On authors
# SPDX-License-Identifier: GPL-3.0-or-later
#
# A Flatpak build needs a runtime download, which CI cannot do, so this
# checks the manifest offline (TAP): it parses as JSON and carries what
# the app needs (sandbox permissions, runtime).  Usage: check-flatpak-manifest.py MANIFEST.json

import json
import sys

REQUIRED_FINISH_ARGS = [
    "--share=ipc",
    "--socket=wayland",
    "--socket=fallback-x11",
    # notifications (org.freedesktop.Notifications) and the tray watcher
    "--talk-name=org.freedesktop.Notifications",
    "--talk-name=org.kde.StatusNotifierWatcher",
    # the hosts directory, shared with agents outside the sandbox
    "--filesystem=xdg-run/carry-on:create",
]
FORBIDDEN_FINISH_ARGS = ["--filesystem=host", "--filesystem=home", "--socket=session-bus"]

results = []


def check(ok, what):
    results.append((bool(ok), what))


def main():
    if len(sys.argv) != 2:
        print("usage: check-flatpak-manifest.py MANIFEST.json", file=sys.stderr)
        return 2
    try:
        with open(sys.argv[1], encoding="utf-8") as f:
            manifest = json.load(f)
    except (OSError, ValueError) as e:
        print("1..1")
        print(f"not ok 1 - manifest parses as JSON: {e}")
        return 1

    check(isinstance(manifest, dict), "manifest is a JSON object")
    check(manifest.get("id") == "io.carryon.CarryOn", "id is io.carryon.CarryOn")
    check(manifest.get("runtime") == "org.gnome.Platform", "runtime is the GNOME platform")
    check(manifest.get("sdk") == "org.gnome.Sdk", "sdk is the GNOME SDK")
    check(isinstance(manifest.get("runtime-version"), str), "runtime-version is a string")
    check(manifest.get("command") == "carry-on", "command is carry-on")

    finish_args = manifest.get("finish-args", [])
    for arg in REQUIRED_FINISH_ARGS:
        check(arg in finish_args, f"finish-args has {arg}")
    for arg in FORBIDDEN_FINISH_ARGS:
        check(arg not in finish_args, f"finish-args has no {arg}")

    modules = manifest.get("modules", [])
    check(isinstance(modules, list) and len(modules) > 0, "there is at least one module")
    app = modules[-1] if modules else {}
    check(isinstance(app, dict) and app.get("name") == "carry-on", "the last module builds carry-on")
    check(isinstance(app, dict) and app.get("buildsystem") == "meson", "carry-on builds with meson")
    opts = app.get("config-opts", []) if isinstance(app, dict) else []
    check("-Dtests=false" in opts, "the Flatpak build skips the tests")
    sources = app.get("sources", []) if isinstance(app, dict) else []
    check(any(s.get("type") == "dir" for s in sources if isinstance(s, dict)),
          "carry-on is built from the source tree")

    print(f"1..{len(results)}")
    failed = 0
    for i, (ok, what) in enumerate(results, 1):
        print(f"{'ok' if ok else 'not ok'} {i} - {what}")
        failed += not ok
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
