#!/bin/sh
# SPDX-FileCopyrightText: 2026 The Carry On authors
# SPDX-License-Identifier: GPL-3.0-or-later
#
# The "dmenu" dunst runs for its context menu (dunstctl context) under
# tests/desktop-session.sh.  dunst writes one line per action on stdin:
#   #Retry now (Summary) [12,retry-now]
# and takes the line printed on stdout as the choice.  The test writes the
# label to pick into $CARRY_ON_DUNST_PICK_FILE (e.g. "Retry now"); the first
# line containing it (case-insensitive) wins.  With no file, nothing is
# picked.  Every menu dunst offered is appended to $CARRY_ON_DUNST_PICK_FILE.log.
pick_file=${CARRY_ON_DUNST_PICK_FILE:-}
menu=$(cat)
if [ -n "$pick_file" ]; then
  printf '%s\n---\n' "$menu" >> "$pick_file.log"
fi
if [ -n "$pick_file" ] && [ -s "$pick_file" ]; then
  want=$(head -n 1 "$pick_file")
  rm -f "$pick_file"
  printf '%s\n' "$menu" | grep -F -i -m 1 -- "$want"
fi
exit 0
