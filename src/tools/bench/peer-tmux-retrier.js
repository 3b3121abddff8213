#!/usr/bin/env node
// SPDX-FileCopyrightText: 2026 The Carry On authors
// SPDX-License-Identifier: GPL-3.0-or-later
//
// A model of a tmux-polling retrier (the loop claude-auto-retry documents;
// the tool is not on npm), for carry-on-live-bench's peer table.  One
// process per watched pane, as the tool wraps each `claude`:
//   - every 5 s: `tmux capture-pane -p -S -12` of its pane (a child process);
//   - anchored patterns on the last 12 lines (API errors, overload, limits);
//   - on a match, a continue after its backoff (30, 60, 120, 240, 300 s,
//     ±15 %), sent with `tmux send-keys`; if the banner is gone before then
//     (the person went on), it resets.
// Prints "detected MONO_NS" when it notices a failure, "reset MONO_NS" when
// it drops a wait, and "polls N" on SIGUSR1.
'use strict';
const { execFile } = require('child_process');

const [sock, pane] = process.argv.slice(2);
const PATTERNS = [/^\s*(⎿\s*)?API Error: (5\d\d|429)\b/, /overloaded_error/, /usage limit reached/i, /rate.limit/i];
const BACKOFF_S = [30, 60, 120, 240, 300];
let polls = 0;
let attempt = 0;
let timer = null;

function tmux (args, cb) {
  execFile('tmux', ['-S', sock, ...args], { timeout: 10000 }, cb);
}

function poll () {
  polls++;
  tmux(['capture-pane', '-p', '-t', pane, '-S', '-12'], (err, out) => {
    if (err) return;
    const lines = out.replace(/\s+$/, '').split('\n').slice(-12);   // the screen's last 12 non-blank lines
    const banner = lines.some(l => PATTERNS.some(p => p.test(l)));
    if (banner && timer === null) {
      console.log(`detected ${process.hrtime.bigint()}`);
      const delay = BACKOFF_S[Math.min(attempt, BACKOFF_S.length - 1)] * (0.85 + Math.random() * 0.3);
      attempt++;
      timer = setTimeout(() => {
        timer = null;
        tmux(['send-keys', '-t', pane, 'continue', 'Enter'], () => {});
      }, delay * 1000);
    } else if (!banner && timer !== null) {
      clearTimeout(timer);
      timer = null;
      attempt = 0;
      console.log(`reset ${process.hrtime.bigint()}`);
    }
  });
}

setInterval(poll, 5000);
process.on('SIGUSR1', () => console.log(`polls ${polls}`));
process.on('SIGTERM', () => process.exit(0));
