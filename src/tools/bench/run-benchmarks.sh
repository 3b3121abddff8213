#!/bin/bash
# SPDX-FileCopyrightText: 2026 The Carry On authors
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Every table of docs/performance.md in one command (about 15 minutes on a
# 2-core machine):
#
#   meson setup _build-release --buildtype=release
#   src/tools/bench/run-benchmarks.sh _build-release [--quick] [--only SECTIONS] [--json FILE]
#
# Builds what it needs, then runs carry-on-live-bench.py inside
# tests/desktop-session.sh (Xvfb, a private session bus, dunst, the tray
# panel), so the GUI rows run against a real display server.
set -eu

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
srcdir=$(cd "$here/../../.." && pwd)
build=${1:?usage: $0 BUILD_DIR [carry-on-live-bench options]}
shift
build=$(cd "$build" && pwd)

meson compile -C "$build" carry-on carry-on-headless carry-on-bench carry-on-echo-peer data/gschemas.compiled >&2
exec "$srcdir/tests/desktop-session.sh" \
  python3 "$here/carry-on-live-bench.py" --build "$build" "$@"
