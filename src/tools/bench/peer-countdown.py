#!/usr/bin/env python3
# SPDX-FileCopyrightText: 2026 The Carry On authors
# SPDX-License-Identifier: GPL-3.0-or-later
"""A model of the seeds' countdown, for carry-on-live-bench's peer table:
one retry pending, and a timer that redraws "retrying in N s" every second
until it is due (the seed prototypes ticked a 1 s timeout for their
countdown label whether or not anyone looked)."""
import sys
import time

left = int(sys.argv[1]) if len(sys.argv) > 1 else 3600
next_tick = time.monotonic()
while left > 0:
    sys.stdout.write(f"\rretrying in {left} s ")
    sys.stdout.flush()
    next_tick += 1
    time.sleep(max(0, next_tick - time.monotonic()))
    left -= 1
print("\nretrying now")
