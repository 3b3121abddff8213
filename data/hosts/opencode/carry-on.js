/* carry-on.js
 *
 * SPDX-FileCopyrightText: 2026 The Carry On authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The OpenCode plugin that makes an OpenCode process a Carry On host.
 * OpenCode loads every `plugins/*.js` of its config folder
 * (~/.config/opencode/plugins/) into the process that serves the TUI, so
 * this file sits there next to its folder `carry-on/` (installed by
 * `carry-on install-host opencode`).  It owns a host socket
 * `opencode-<pid>.sock` in Carry On's hosts directory ($CARRY_ON_HOSTS_DIR,
 * else $XDG_RUNTIME_DIR/carry-on/hosts) and speaks host protocol v1 there
 * (carry-on/host-server.mjs, shared with the DSH plugin); the mapping of
 * OpenCode's events is carry-on/opencode-host.mjs.  Proven with opencode-ai
 * 1.18.33 (tests/e2e-opencode/).
 *
 * OpenCode raises no event when it exits, so the socket is removed from
 * process.on ('exit'); Carry On sees the file go and the connection close.
 *
 * Only one function is exported: OpenCode calls every export as a plugin.
 */

import fs from 'node:fs';
import path from 'node:path';
import { HostServer, hostsDir } from './carry-on/host-server.mjs';
import { OpenCodeHost } from './carry-on/opencode-host.mjs';

/* One host socket per process, shared by the plugin instances OpenCode
 * makes (one per project directory it serves). */
const SHARED = Symbol.for ('io.carryon.CarryOn.opencode-host');

/* OpenCode's version: the package.json of the opencode-<os>-<arch> package
 * whose bin/ holds the running binary. */
function openCodeVersion () {
  try {
    const file = path.join (path.dirname (fs.realpathSync (process.execPath)), '..', 'package.json');
    const version = JSON.parse (fs.readFileSync (file, 'utf8')).version;
    if (typeof version === 'string' && version.length < 64)
      return version;
  } catch {
  }
  return 'unknown';
}

function start (log) {
  const server = new HostServer ({
    kind: 'opencode',
    name: 'OpenCode',
    version: openCodeVersion (),
    capabilities: ['prompt.submit', 'log'],
    log,
  });
  const host = new OpenCodeHost ({ server, log });
  const socketPath = process.env.CARRY_ON_OPENCODE_SOCKET
    || path.join (hostsDir (), `opencode-${process.pid}.sock`);
  const ready = server.listen (socketPath).catch ((e) => {
    log ('warning', `cannot open the Carry On host socket ${socketPath}: ${e.message}`);
  });
  /* OpenCode raises no event on exit: remove the socket here, so Carry On
   * drops this host at once. */
  process.on ('exit', () => server.close ());
  return { server, host, ready };
}

export const CarryOn = async ({ client, directory }) => {
  /* Our log lines go to OpenCode's log file, never to the TUI's terminal. */
  const log = (level, text) => {
    Promise.resolve (client?.app?.log?.({
      body: { service: 'carry-on', level: level === 'warning' ? 'warn' : 'info', message: text },
    })).catch (() => {});
  };
  globalThis[SHARED] ??= start (log);
  const { host, server, ready } = globalThis[SHARED];
  const hooks = host.attach ({ client, directory });
  await ready;
  return {
    event: async ({ event }) => {
      try {
        hooks.event (event);
      } catch (e) {
        log ('warning', `event ${event?.type}: ${e?.stack ?? e}`);
      }
    },
    'chat.message': async (input, output) => {
      try {
        hooks.chatMessage (input, output);
      } catch (e) {
        log ('warning', `chat.message: ${e?.stack ?? e}`);
      }
    },
    dispose: async () => {
      hooks.dispose ();
      if (host.nAttachments === 0) {
        server.close ();
        delete globalThis[SHARED];
      }
    },
  };
};
