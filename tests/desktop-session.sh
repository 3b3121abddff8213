#!/bin/bash
# tests/desktop-session.sh
#
# SPDX-FileCopyrightText: 2026 The Carry On authors
# SPDX-License-Identifier: GPL-3.0-or-later
#
# The shared desktop test harness: runs one command inside a throw-away
# desktop session with the real peers Carry On talks to, then tears it down.
#
#   tests/desktop-session.sh [options] COMMAND [ARGS...]
#   e.g. tests/desktop-session.sh meson test -C _build --suite ui --suite tray
#
# What the command gets:
#   - an Xvfb X server (DISPLAY), 1280x800x24, no TCP
#   - a private session bus (dbus-run-session, default session config, so
#     xfconfd can be D-Bus-activated)
#   - dunst 1.9 as org.freedesktop.Notifications, with tests/data/dunstrc
#     (no timeouts; its context menu runs tests/data/dunst-pick-action.sh,
#     which picks the action whose label is in $CARRY_ON_DUNST_PICK_FILE)
#   - xfce4-panel 4.18 with one panel holding the built-in "systray" plugin
#     (tests/data/xfce4-panel.xml): org.kde.StatusNotifierWatcher + host
#   - fresh XDG_CONFIG_HOME / CACHE / DATA / STATE / RUNTIME dirs
#   - GTK_A11Y=none NO_AT_BRIDGE=1 GDK_DEBUG=default-settings
#   - CARRY_ON_DESKTOP_SESSION=1 (tests check it), CARRY_ON_DESKTOP_DIR (the
#     work dir, with dunst.log, panel.log, xvfb.log), CARRY_ON_DUNST_PICK_FILE,
#     CARRY_ON_ICON_THEME_PATH (data/icons of this tree, for the tray icons)
#
# Options:
#   --no-tray            do not start the panel (no StatusNotifierWatcher)
#   --no-notifications   do not start dunst
#   --keep               keep the work dir (logs) after the run
#   --screen WxHxD       Xvfb screen geometry (default 1280x800x24)
#
# Exit status: the command's; 1 (with the peers' logs on stderr) when a peer
# does not come up within 20 s; 2 for a usage error or a missing program.

set -u

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
srcdir=$(cd "$here/.." && pwd)
self="$here/$(basename "${BASH_SOURCE[0]}")"

log () { printf 'desktop-session: %s\n' "$*" >&2; }

# Waits until $1 has an owner on the session bus (at most 20 s).
wait_for_name () {
  local name=$1 i
  for ((i = 0; i < 200; i++)); do
    if gdbus call --session --dest org.freedesktop.DBus \
         --object-path /org/freedesktop/DBus \
         --method org.freedesktop.DBus.NameHasOwner "$name" 2>/dev/null \
         | grep -q true; then
      return 0
    fi
    sleep 0.1
  done
  return 1
}

dump_logs () {
  local f
  for f in "$CARRY_ON_DESKTOP_DIR"/*.log; do
    [ -s "$f" ] || continue
    log "---- $(basename "$f") (last 20 lines) ----"
    tail -n 20 "$f" >&2
  done
}

# ---- inner stage: on the private bus, under Xvfb -------------------------
if [ "${1:-}" = "--inner" ]; then
  shift
  with_tray=$1 with_notifications=$2
  shift 2
  W=$CARRY_ON_DESKTOP_DIR
  pids=()

  if [ "$with_notifications" = 1 ]; then
    sed -e "s|@PICKER@|$srcdir/tests/data/dunst-pick-action.sh|" -e "s|@SRCDIR@|$srcdir|" \
      "$srcdir/tests/data/dunstrc" > "$W/dunstrc"
    dunst -config "$W/dunstrc" > "$W/dunst.log" 2>&1 &
    pids+=($!)
  fi
  if [ "$with_tray" = 1 ]; then
    xml_dir=$XDG_CONFIG_HOME/xfce4/xfconf/xfce-perchannel-xml
    mkdir -p "$xml_dir"
    cp "$srcdir/tests/data/xfce4-panel.xml" "$xml_dir/xfce4-panel.xml"
    # --disable-wm-check: there is no window manager; without it the panel
    # waits ~5 s for one.
    xfce4-panel --disable-wm-check > "$W/panel.log" 2>&1 &
    pids+=($!)
  fi

  ok=1
  if [ "$with_notifications" = 1 ] && ! wait_for_name org.freedesktop.Notifications; then
    log "dunst did not take org.freedesktop.Notifications within 20 s"
    ok=0
  fi
  if [ "$with_tray" = 1 ] && ! wait_for_name org.kde.StatusNotifierWatcher; then
    log "xfce4-panel did not take org.kde.StatusNotifierWatcher within 20 s"
    ok=0
  fi

  rc=1
  if [ $ok = 1 ]; then
    # Exported only now: the panel is GTK 3 and needs none of them but
    # NO_AT_BRIDGE, which is set for the whole session.
    export GTK_A11Y=none GDK_DEBUG=default-settings
    "$@"
    rc=$?
  fi
  [ $rc = 0 ] || dump_logs

  for pid in "${pids[@]}"; do
    kill "$pid" 2>/dev/null
  done
  for pid in "${pids[@]}"; do
    wait "$pid" 2>/dev/null
  done
  exit $rc
fi

# ---- outer stage: work dir, Xvfb, bus -------------------------------------
with_tray=1 with_notifications=1 keep=0 screen=1280x800x24
while [ $# -gt 0 ]; do
  case $1 in
    --no-tray) with_tray=0 ;;
    --no-notifications) with_notifications=0 ;;
    --keep) keep=1 ;;
    --screen) shift; screen=${1:-} ;;
    --) shift; break ;;
    -*) log "unknown option $1"; exit 2 ;;
    *) break ;;
  esac
  shift
done
if [ $# = 0 ]; then
  log "usage: $0 [--no-tray] [--no-notifications] [--keep] [--screen WxHxD] COMMAND [ARGS...]"
  exit 2
fi

need=(Xvfb dbus-run-session gdbus)
[ $with_tray = 1 ] && need+=(xfce4-panel)
[ $with_notifications = 1 ] && need+=(dunst)
for prog in "${need[@]}"; do
  if ! command -v "$prog" > /dev/null; then
    log "missing program: $prog (see README: install the test dependencies)"
    exit 2
  fi
done

W=$(mktemp -d "${TMPDIR:-/tmp}/carry-on-desktop.XXXXXX") || exit 2
export CARRY_ON_DESKTOP_DIR=$W
export XDG_CONFIG_HOME=$W/config XDG_CACHE_HOME=$W/cache XDG_DATA_HOME=$W/data
export XDG_STATE_HOME=$W/state XDG_RUNTIME_DIR=$W/runtime
mkdir -p "$XDG_CONFIG_HOME" "$XDG_CACHE_HOME" "$XDG_DATA_HOME" "$XDG_STATE_HOME"
mkdir -m 700 -p "$XDG_RUNTIME_DIR"

xvfb_pid=
cleanup () {
  if [ -n "$xvfb_pid" ]; then
    kill "$xvfb_pid" 2>/dev/null
    wait "$xvfb_pid" 2>/dev/null
  fi
  if [ $keep = 1 ]; then
    log "logs kept in $W"
  else
    rm -rf "$W"
  fi
}
trap cleanup EXIT
trap 'exit 130' INT TERM

# -displayfd: Xvfb picks a free display and writes its number once it
# accepts connections, so there is no guessing and no sleep.
Xvfb -displayfd 3 -screen 0 "$screen" -nolisten tcp 3> "$W/display" \
  > "$W/xvfb.log" 2>&1 &
xvfb_pid=$!
for ((i = 0; i < 200; i++)); do
  [ -s "$W/display" ] && break
  if ! kill -0 "$xvfb_pid" 2>/dev/null; then
    break
  fi
  sleep 0.1
done
if [ ! -s "$W/display" ]; then
  log "Xvfb did not start"
  cat "$W/xvfb.log" >&2
  exit 1
fi
export DISPLAY=":$(head -n 1 "$W/display")"
unset WAYLAND_DISPLAY DBUS_SESSION_BUS_ADDRESS
export NO_AT_BRIDGE=1
export CARRY_ON_DESKTOP_SESSION=1
export CARRY_ON_DUNST_PICK_FILE=$W/dunst-pick
export CARRY_ON_ICON_THEME_PATH=$srcdir/data/icons

dbus-run-session -- "$self" --inner "$with_tray" "$with_notifications" "$@"
