/* index.mjs
 *
 * SPDX-FileCopyrightText: 2026 The Carry On authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * carry-on-dsh: the Cordis plugin that makes a DeepSeek Harness (DSH) process
 * a Carry On host.  It owns a host socket `dsh-<pid>.sock` in Carry On's
 * hosts directory ($CARRY_ON_HOSTS_DIR, else $XDG_RUNTIME_DIR/carry-on/hosts)
 * and speaks host protocol v1 there (lib/host-server.mjs); the mapping of
 * DSH's events is in lib/dsh-host.mjs.  Proven with @deepseek-ai/dsh
 * 0.1.0-rc.8 on Node 24 (tests/e2e-dsh/).
 *
 * In `dsh web` it also serves the composer pill: its browser half is
 * client.js (package.json `dsh.client`), its routes lib/pill-web.mjs.
 *
 * Config (all optional): socketPath, provider, baseURL, retries
 * ({kinds, attempts}), trace (a file for a raw event log).
 */

import fs from 'node:fs';
import path from 'node:path';
import { startDshHost } from './lib/dsh-host.mjs';
import { startPillRoutes } from './lib/pill-web.mjs';

export const name = 'carry-on';
export const inject = ['agents'];

/* DSH's version: the package.json of @deepseek-ai/dsh above the running
 * launcher (process.argv[1] is its bin.js). */
function dshVersion () {
  try {
    let dir = path.dirname (fs.realpathSync (process.argv[1]));
    for (let i = 0; i < 6; i++, dir = path.dirname (dir)) {
      const file = path.join (dir, 'package.json');
      if (fs.existsSync (file)) {
        const pkg = JSON.parse (fs.readFileSync (file, 'utf8'));
        if (pkg.name === '@deepseek-ai/dsh' && typeof pkg.version === 'string')
          return pkg.version;
      }
    }
  } catch {
  }
  return 'unknown';
}

export async function apply (ctx, config) {
  let createUserMessage = null;
  try {
    /* resolves when the plugin is installed into a DSH profile; loaded from
     * a bare path (--patch) it does not, and a frozen hand-built message is
     * used instead */
    ({ createUserMessage } = await import ('@deepseek-ai/dsh-llm'));
  } catch {
  }
  const log = (level, text) => console.error (`carry-on: ${level}: ${text}`);
  const { server, ready } = startDshHost (ctx, config ?? {}, { createUserMessage, version: dshVersion (), log });
  /* A socket that cannot be opened is logged; DSH goes on without us. */
  ready.catch (() => {});
  /* The pill's routes exist only where DSH has a web server (`dsh web`);
   * elsewhere (headless) this callback never runs. */
  ctx.inject (['webServer'], (web) => {
    web.effect (() => startPillRoutes (web.webServer, server, log));
  });
}
