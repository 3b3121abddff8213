#!/usr/bin/env python3
# SPDX-FileCopyrightText: 2026 The Carry On authors
# SPDX-License-Identifier: GPL-3.0-or-later
"""reply-latency: Carry On's own share of a decision's latency, from the kernel's view.

Reads the output of `perf trace -e recvfrom,sendto` on carry-on (the live
bench's `--wrap "perf trace -e recvfrom,sendto -o FILE"`) and prints, for
every line Carry On wrote to a host socket in reply to what it had just
read there (a decision's or a cancel's `log` line), the time from the
return of that recvfrom() to the start of the sendto(): parsing,
classifying, deciding and building the line, plus whatever the scheduler
took from the process meanwhile.  The bench's side (its Python, its
wake-ups) is not in it.

    python3 src/tools/bench/reply-latency.py FILE
"""

import math
import re
import sys

# "  15.095 ( 0.051 ms): carry-on-headl/18266 sendto(fd: 8, buff: …, len: 131, …) = 131"
CALL = re.compile(r"^\s*([\d.]+) \(\s*([\d.]+) ms\): \S+ (recvfrom|sendto)\(fd: (\d+),.*\)\s+= (-?\d+)")
MIN_REPLY = 64      # a log line; control.claim (25 bytes) is not a decision


def pct(values, p):
    return values[max(1, math.ceil(len(values) * p / 100)) - 1]


def main():
    last_read = {}
    replies = []
    with open(sys.argv[1]) as f:
        for line in f:
            m = CALL.match(line)
            if not m:
                continue
            t, dur, call, fd, ret = float(m[1]), float(m[2]), m[3], int(m[4]), int(m[5])
            if call == "recvfrom":
                if ret > 0:
                    last_read[fd] = t + dur
            elif fd in last_read and ret >= MIN_REPLY:
                replies.append(t - last_read.pop(fd))
    if not replies:
        sys.exit("reply-latency: no reply found")
    replies.sort()
    print(f"read → reply inside carry-on: {len(replies)} replies, p50 {pct(replies, 50):.3f} ms, "
          f"p90 {pct(replies, 90):.3f} ms, p99 {pct(replies, 99):.3f} ms, max {replies[-1]:.3f} ms")


if __name__ == "__main__":
    main()
