/* test-dsh-plugin.mjs
 *
 * SPDX-FileCopyrightText: 2026 The Carry On authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The DSH host plugin without DSH (TAP): lib/dsh-host.mjs is driven under
 * plain Node with a stub Cordis ctx and stub agents, and a small protocol v1
 * client talks to its real Unix socket.  Checks the handshake, bad lines,
 * the 1 MiB cap, control arbitration, failed turns in the snapshot,
 * prompt.submit at idle (ok, refusal = drop, queued while running), origins
 * and socket clean-up; in-session control (command and its result,
 * session.status from the controller only) and the composer pill's routes
 * (lib/pill-web.mjs) over a real HTTP server.
 * Usage: node test-dsh-plugin.mjs PLUGIN_DIR
 */

import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const pluginDir = path.resolve (process.argv[2] ?? path.join (import.meta.dirname ?? '.', '../../data/hosts/dsh/carry-on-dsh'));
const { startDshHost } = await import (pathToFileURL (path.join (pluginDir, 'lib', 'dsh-host.mjs')).href);
const { MAX_LINE, NOT_RUNNING_TEXT, parseSupervisorLine } = await import (pathToFileURL (path.join (pluginDir, 'lib', 'host-server.mjs')).href);
const { startPillRoutes, EVENTS_PATH, COMMAND_PATH } = await import (pathToFileURL (path.join (pluginDir, 'lib', 'pill-web.mjs')).href);

const scratch = fs.mkdtempSync (path.join (os.tmpdir (), 'co-dsh-unit-'));
process.env.CARRY_ON_HOSTS_DIR = path.join (scratch, 'hosts');
process.env.DEEPSEEK_BASE_URL = 'https://api.deepseek.com/v1';

/* ---- TAP ---------------------------------------------------------- */
const tests = [];
const test = (name, fn) => tests.push ({ name, fn });

/* ---- stubs -------------------------------------------------------- */
class StubCtx {
  constructor () {
    this.handlers = new Map ();
    this.disposers = [];
    this.agents = {
      map: new Map (),
      get: (id) => this.agents.map.get (id),
      list: () => [...this.agents.map.values ()],
    };
  }

  on (name, fn) {
    if (!this.handlers.has (name))
      this.handlers.set (name, []);
    this.handlers.get (name).push (fn);
  }

  effect (fn) {
    this.disposers.push (fn ());
  }

  fire (name, ...args) {
    for (const fn of this.handlers.get (name) ?? [])
      fn (...args);
  }

  dispose () {
    for (const d of this.disposers.splice (0))
      d ();
  }
}

let seq = 0;
function event (ctx, session, type, data) {
  ctx.fire ('session/event', session, { seq: ++seq, time: 1764450000000 + seq, type, data });
}

function makeAgent (ctx, id) {
  const session = { id, header: { id, cwd: '/home/me/app', version: 0, createdAt: 0 } };
  const agent = {
    id, session, status: 'idle', followed: [], refuse: null, turn: 0,
    followup (message) {
      if (this.refuse)
        throw new Error (this.refuse);
      this.followed.push (message);
      /* like DSH at idle: the inbox and the new turn are published at once */
      event (ctx, session, 'agent/inbox/spliced', { target: 'next-turn', start: 0, inserted: [message] });
      this.status = 'running';
      ctx.fire ('agent/status', { agent: this, status: 'running' });
      event (ctx, session, 'turn/start', { turn: ++this.turn });
    },
  };
  ctx.agents.map.set (id, agent);
  return agent;
}

/* ---- a protocol client -------------------------------------------- */
class Client {
  constructor (socketPath) {
    this.lines = [];
    this.waiters = [];
    this.closed = false;
    this.buf = '';
    this.sock = net.createConnection (socketPath);
    this.sock.setEncoding ('utf8');
    this.sock.on ('data', (d) => {
      this.buf += d;
      let nl;
      while ((nl = this.buf.indexOf ('\n')) >= 0) {
        const line = this.buf.slice (0, nl);
        this.buf = this.buf.slice (nl + 1);
        this.lines.push (JSON.parse (line));
      }
      this.wake ();
    });
    this.sock.on ('close', () => {
      this.closed = true;
      this.wake ();
    });
    this.sock.on ('error', () => {});
    this.read = 0;
  }

  wake () {
    for (const w of this.waiters.splice (0))
      w ();
  }

  send (obj) {
    this.sock.write ((typeof obj === 'string' ? obj : JSON.stringify (obj)) + '\n');
  }

  hello (name = 'test', pid = 42) {
    this.send ({ type: 'hello', protocol: '1.0', role: 'supervisor', client: { name, pid }, capabilities: [] });
  }

  /* The next unread message matching @pred (skipping others). */
  async next (pred = () => true, what = 'a message', timeout = 3000) {
    const end = Date.now () + timeout;
    for (;;) {
      while (this.read < this.lines.length) {
        const m = this.lines[this.read++];
        if (pred (m))
          return m;
      }
      if (this.closed)
        throw new Error (`connection closed while waiting for ${what}`);
      if (Date.now () > end)
        throw new Error (`timed out waiting for ${what}; got ${JSON.stringify (this.lines.slice (-5))}`);
      await new Promise ((resolve) => {
        this.waiters.push (resolve);
        setTimeout (resolve, 50);
      });
    }
  }

  type (t) {
    return this.next ((m) => m.type === t, t);
  }

  async waitClosed (timeout = 3000) {
    const end = Date.now () + timeout;
    while (!this.closed && Date.now () < end)
      await new Promise ((r) => setTimeout (r, 20));
    return this.closed;
  }

  close () {
    this.sock.destroy ();
  }
}

/* ---- fixture ------------------------------------------------------ */
const contexts = [];
async function start (config = {}) {
  const ctx = new StubCtx ();
  contexts.push (ctx);
  const logs = [];
  const { server, ready } = startDshHost (ctx, config, {
    version: '0.1.0-rc.8',
    log: (level, text) => logs.push (`${level}: ${text}`),
  });
  await ready;
  return { ctx, server, logs, socketPath: server.socketPath };
}

/* ---- tests -------------------------------------------------------- */

test ('/dsh/socket-and-hello', async () => {
  const { ctx, socketPath } = await start ();
  assert.equal (path.basename (socketPath), `dsh-${process.pid}.sock`);
  assert.equal (path.dirname (socketPath), process.env.CARRY_ON_HOSTS_DIR);
  assert.equal (fs.statSync (socketPath).mode & 0o777, 0o600);
  assert.equal (fs.statSync (path.dirname (socketPath)).mode & 0o777, 0o700);
  const c = new Client (socketPath);
  const hello = await c.type ('hello');
  assert.equal (hello.protocol, '1.0');
  assert.equal (hello.role, 'host');
  assert.deepEqual ({ ...hello.host, pid: 0 }, { kind: 'dsh', name: 'DeepSeek Harness', version: '0.1.0-rc.8', pid: 0 });
  assert.deepEqual (hello.capabilities, ['prompt.submit', 'command', 'status', 'control.take']);
  assert.ok (hello.retries.kinds.includes ('RATE_LIMIT') && !hello.retries.kinds.includes ('STREAM_CLOSED'));
  assert.equal (hello.retries.attempts, 5);
  c.close ();
  ctx.dispose ();
  assert.equal (fs.existsSync (socketPath), false, 'socket removed on dispose');
});

test ('/dsh/hello-first-and-bad-lines', async () => {
  const { ctx, socketPath } = await start ();
  const c = new Client (socketPath);
  await c.type ('hello');
  c.send ({ type: 'control.claim' });
  let e = await c.type ('error');
  assert.equal (e.code, 'invalid-field');
  assert.match (e.message, /hello expected first/);
  c.hello ();
  assert.equal ((await c.type ('control')).state, 'free');
  assert.equal ((await c.type ('sessions')).sessions.length, 0);

  const cases = [
    ['{not json', 'malformed'],
    ['[1,2]', 'malformed'],
    ['"str"', 'malformed'],
    ['{"no":"type"}', 'unknown-type'],
    ['{"type":"turn.start","session_id":"s","turn_id":"t"}', 'unknown-type'],
    ['{"type":"frobnicate"}', 'unknown-type'],
    ['{"type":"prompt.submit","request_id":"co-1","session_id":"s"}', 'invalid-field'],
    ['{"type":"prompt.submit","request_id":"co-1","session_id":"s","text":5}', 'invalid-field'],
    ['{"type":"log","session_id":"s","text":"x","level":"shout"}', 'invalid-field'],
    ['{"type":"hello","protocol":"1.0","role":"supervisor"}', 'invalid-field'],
    ['['.repeat (70) + ']'.repeat (70), 'malformed'],
    ['{"type":"control.claim","x":' + '{"a":'.repeat (70) + '1' + '}'.repeat (70) + '}', 'malformed'],
  ];
  for (const [line, code] of cases) {
    c.send (line);
    e = await c.type ('error');
    assert.equal (e.code, code, `${line.slice (0, 40)} → ${code}, got ${JSON.stringify (e)}`);
  }
  /* not UTF-8 */
  c.sock.write (Buffer.from ([0x7b, 0xff, 0xfe, 0x7d, 0x0a]));
  e = await c.type ('error');
  assert.equal (e.code, 'malformed');
  assert.match (e.message, /UTF-8/);
  /* an error line is never answered; the connection is still usable */
  c.send ({ type: 'error', code: 'malformed', message: 'x' });
  c.send ('{"type":"control.claim"}\r');
  assert.equal ((await c.next ((m) => m.type === 'control' || m.type === 'error')).state, 'granted');
  assert.equal (c.closed, false);
  c.close ();
  ctx.dispose ();
});

test ('/dsh/parse-null-members-absent', () => {
  const m = parseSupervisorLine (Buffer.from ('{"type":"log","session_id":"s","text":"t","level":null}'));
  assert.equal ('level' in m, false);
  assert.throws (() => parseSupervisorLine (Buffer.from ('{"type":"log","session_id":null,"text":"t"}')),
                 (e) => e.code === 'invalid-field');
});

test ('/dsh/version-mismatch-closes', async () => {
  const { ctx, socketPath } = await start ();
  const c = new Client (socketPath);
  await c.type ('hello');
  c.send ({ type: 'hello', protocol: '2.0', role: 'supervisor' });
  const e = await c.type ('error');
  assert.equal (e.code, 'version');
  assert.equal (e.message, 'supervisor speaks 2.0, host speaks 1.0');
  assert.ok (await c.waitClosed (), 'closed after a version error');
  ctx.dispose ();
});

test ('/dsh/too-long-line-closes', async () => {
  const { ctx, socketPath, logs } = await start ();
  const c = new Client (socketPath);
  await c.type ('hello');
  c.hello ();
  await c.type ('sessions');
  c.sock.write (Buffer.alloc (MAX_LINE + 10, 0x61));
  const e = await c.type ('error');
  assert.equal (e.code, 'too-long');
  assert.ok (await c.waitClosed (), 'closed after too-long');
  assert.ok (logs.some ((l) => /over 1048576 bytes/.test (l)));
  /* exactly the limit is fine */
  const d = new Client (socketPath);
  await d.type ('hello');
  d.hello ();
  await d.type ('sessions');
  const pad = MAX_LINE - '{"type":"control.claim","pad":""}'.length;
  d.send ('{"type":"control.claim","pad":"' + 'x'.repeat (pad) + '"}');
  assert.equal ((await d.type ('control')).state, 'granted');
  d.close ();
  ctx.dispose ();
});

test ('/dsh/control-arbitration', async () => {
  const { ctx, socketPath } = await start ();
  makeAgent (ctx, 'session-a');
  event (ctx, ctx.agents.map.get ('session-a').session, 'turn/end', { turn: 1, reason: { kind: 'completed' } });
  const a = new Client (socketPath);
  const b = new Client (socketPath);
  a.hello ('A', 1);
  await a.type ('sessions');
  a.send ({ type: 'control.claim' });
  assert.equal ((await a.type ('control')).state, 'granted');
  b.hello ('B', 2);
  const ctl = await b.type ('control');
  assert.deepEqual (ctl, { type: 'control', state: 'observer', controller: { name: 'A', pid: 1 } });
  b.send ({ type: 'control.claim' });
  assert.equal ((await b.type ('control')).state, 'observer');
  b.send ({ type: 'prompt.submit', request_id: 'co-b', session_id: 'session-a', text: 'go' });
  const r = await b.type ('prompt.result');
  assert.deepEqual (r, { type: 'prompt.result', request_id: 'co-b', session_id: 'session-a', ok: false, drop: 'not the controller' });
  assert.equal (ctx.agents.map.get ('session-a').followed.length, 0, 'never reached the agent');
  b.send ({ type: 'handoff', request_id: 'co-h', session_id: 'session-a' });
  assert.equal ((await b.type ('handoff.progress')).reason, 'not the controller');
  a.send ({ type: 'control.claim' });
  assert.equal ((await a.type ('control')).state, 'granted', 'claiming again answers granted again');
  a.close ();
  assert.equal ((await b.type ('control')).state, 'free');
  b.send ({ type: 'control.claim' });
  assert.equal ((await b.type ('control')).state, 'granted');
  b.send ({ type: 'control.release' });
  assert.equal ((await b.type ('control')).state, 'free');
  b.close ();
  ctx.dispose ();
});

test ('/dsh/control-take', async () => {
  const { ctx, socketPath } = await start ();
  makeAgent (ctx, 'session-a');
  event (ctx, ctx.agents.map.get ('session-a').session, 'turn/end', { turn: 1, reason: { kind: 'completed' } });
  const a = new Client (socketPath);
  const b = new Client (socketPath);
  const c = new Client (socketPath);
  a.hello ('A', 1);
  await a.type ('sessions');
  a.send ({ type: 'control.claim' });
  assert.equal ((await a.type ('control')).state, 'granted');
  b.hello ('B', 2);
  await b.type ('sessions');
  c.hello ('C', 3);
  await c.type ('sessions');

  b.send ({ type: 'control.take' });
  assert.deepEqual (await a.type ('control'), { type: 'control', state: 'observer', controller: { name: 'B', pid: 2 } },
                    'the old controller is told who took control');
  assert.deepEqual (await c.type ('control'), { type: 'control', state: 'observer', controller: { name: 'B', pid: 2 } });
  assert.equal ((await b.type ('control')).state, 'granted');
  const snap = await b.type ('sessions');
  assert.deepEqual (snap.sessions.map ((x) => x.id), ['session-a'], 'the taker gets a snapshot to plan from');

  a.send ({ type: 'prompt.submit', request_id: 'co-a', session_id: 'session-a', text: 'go' });
  assert.equal ((await a.type ('prompt.result')).drop, 'not the controller');
  assert.equal (ctx.agents.map.get ('session-a').followed.length, 0, 'the old controller no longer reaches the agent');

  b.send ({ type: 'control.take' });
  assert.equal ((await b.type ('control')).state, 'granted', 'taking it again while holding it answers granted');
  b.close ();
  assert.equal ((await a.type ('control')).state, 'free');
  a.close ();
  c.close ();
  ctx.dispose ();
});

test ('/dsh/failed-turn-events-and-snapshot', async () => {
  const { ctx, socketPath } = await start ();
  const live = new Client (socketPath);
  live.hello ();
  await live.type ('sessions');
  const agent = makeAgent (ctx, 'session-f');
  const s = agent.session;
  event (ctx, s, 'agent/inbox/spliced', { target: 'next-turn', start: 0,
                                          inserted: [{ id: 'm1', role: 'user', content: [], source: { kind: 'user' } }] });
  const start0 = await live.type ('session.start');
  assert.equal (start0.session.cwd, '/home/me/app');
  assert.equal (start0.session.provider, 'api.deepseek.com');
  const report = await live.type ('prompt.submit');
  assert.deepEqual (report.origin, { kind: 'user', class: 'person' });
  event (ctx, s, 'turn/start', { turn: 1 });
  const ts = await live.type ('turn.start');
  assert.deepEqual (ts, { type: 'turn.start', session_id: 'session-f', turn_id: 't1', origin: { kind: 'user', class: 'person' } });
  event (ctx, s, 'llm/retry', { turn: 1, retry: 1 });
  event (ctx, s, 'session/title', { title: 'Fix the build' });
  assert.equal ((await live.type ('session.update')).session.title, 'Fix the build');
  event (ctx, s, 'turn/end', { turn: 1, reason: { kind: 'error', error: {
    code: 'RATE_LIMIT', status: 429, message: 'Rate limit reached for requests', providerRetryAfterMs: 1000,
    cause: { message: 'HTTP 429' } } } });
  const tc = await live.type ('turn.complete');
  assert.equal (tc.reason, 'error');
  assert.equal (tc.turn_id, 't1');
  assert.ok (Number.isInteger (tc.ended_at));
  assert.deepEqual (tc.failure, { kind: 'RATE_LIMIT', status: 429, message: 'Rate limit reached for requests',
                                  retry_after_ms: 1000, causes: ['HTTP 429'], provider: 'api.deepseek.com', host_retried: true });
  /* STREAM_CLOSED is not retried by DSH: host_retried absent */
  event (ctx, s, 'turn/start', { turn: 2 });
  event (ctx, s, 'turn/end', { turn: 2, reason: { kind: 'error', error: { code: 'STREAM_CLOSED', message: 'SSE stream ended without [DONE]' } } });
  const tc2 = await live.next ((m) => m.type === 'turn.complete' && m.turn_id === 't2');
  assert.equal (tc2.failure.kind, 'STREAM_CLOSED');
  assert.equal ('host_retried' in tc2.failure, false);

  /* a supervisor that connects late sees the failed turn in the snapshot */
  const late = new Client (socketPath);
  late.hello ();
  const snap = await late.type ('sessions');
  assert.equal (snap.sessions.length, 1);
  const entry = snap.sessions[0];
  assert.equal (entry.title, 'Fix the build');
  assert.equal (entry.turn_running, false);
  assert.equal (entry.last_turn.turn_id, 't2');
  assert.equal (entry.last_turn.reason, 'error');
  assert.equal (entry.last_turn.agent_id, null);
  assert.equal (entry.last_turn.failure.kind, 'STREAM_CLOSED');

  /* other turn ends */
  for (const [kind, reason] of [['completed', 'answer'], ['aborted', 'aborted'], ['interrupted', 'aborted'],
                                ['blocked', 'refusal'], ['max-tokens', 'error']]) {
    event (ctx, s, 'turn/start', { turn: 10 });
    event (ctx, s, 'turn/end', { turn: 10, reason: { kind } });
    const m = await live.next ((x) => x.type === 'turn.complete' && x.turn_id === 't10');
    assert.equal (m.reason, reason, kind);
    if (kind === 'max-tokens')
      assert.equal (m.failure.kind, 'max_output_tokens');
  }
  /* a subagent's session is not reported */
  const sub = { id: 'session-sub', header: { id: 'session-sub', origin: 'subagent', delegationDepth: 1 } };
  event (ctx, sub, 'turn/start', { turn: 1 });
  ctx.fire ('agent/disposed', { agent: agent });
  const end = await live.type ('session.end');
  assert.equal (end.session_id, 'session-f');
  assert.equal (live.lines.some ((m) => JSON.stringify (m).includes ('session-sub')), false);
  live.close ();
  late.close ();
  ctx.dispose ();
});

test ('/dsh/prompt-submit-at-idle', async () => {
  const { ctx, socketPath } = await start ();
  const agent = makeAgent (ctx, 'session-p');
  event (ctx, agent.session, 'turn/start', { turn: 1 });
  event (ctx, agent.session, 'turn/end', { turn: 1, reason: { kind: 'error', error: { code: 'SERVER', status: 503 } } });
  agent.turn = 1;
  const c = new Client (socketPath);
  c.hello ();
  await c.type ('sessions');
  c.send ({ type: 'control.claim' });
  await c.type ('control');

  /* idle: followup now; the turn starts with our request id */
  c.send ({ type: 'prompt.submit', request_id: 'co-1', session_id: 'session-p', text: 'carry on' });
  const ts = await c.type ('turn.start');
  assert.equal (ts.origin.request_id, 'co-1');
  assert.equal (ts.origin.class, 'automated');
  const r = await c.type ('prompt.result');
  assert.deepEqual (r, { type: 'prompt.result', request_id: 'co-1', session_id: 'session-p', ok: true, turn_id: 't2' });
  assert.equal (agent.followed.length, 1);
  assert.deepEqual (agent.followed[0].content, [{ type: 'text', text: 'carry on' }]);
  assert.equal (agent.followed[0].source.kind, 'plugin');
  assert.ok (Object.isFrozen (agent.followed[0]));

  /* running: held until agent/status idle */
  c.send ({ type: 'prompt.submit', request_id: 'co-2', session_id: 'session-p', text: 'again' });
  await new Promise ((res) => setTimeout (res, 200));
  assert.equal (agent.followed.length, 1, 'not sent while the agent runs');
  const late = new Client (socketPath);
  late.hello ();
  const snap = await late.type ('sessions');
  assert.deepEqual (snap.sessions[0].last_request, { request_id: 'co-2', state: 'queued' });
  late.close ();
  event (ctx, agent.session, 'turn/end', { turn: 2, reason: { kind: 'completed' } });
  agent.status = 'idle';
  ctx.fire ('agent/status', { agent, status: 'idle' });
  const r2 = await c.next ((m) => m.type === 'prompt.result' && m.request_id === 'co-2');
  assert.equal (r2.ok, true);
  assert.equal (agent.followed.length, 2);

  /* a refusal is a drop */
  event (ctx, agent.session, 'turn/end', { turn: 3, reason: { kind: 'completed' } });
  agent.status = 'idle';
  agent.refuse = 'session append cannot reenter while another append is being published';
  c.send ({ type: 'prompt.submit', request_id: 'co-3', session_id: 'session-p', text: 'x' });
  const r3 = await c.next ((m) => m.type === 'prompt.result' && m.request_id === 'co-3');
  assert.equal (r3.ok, false);
  assert.match (r3.drop, /cannot reenter/);
  const check = new Client (socketPath);
  check.hello ();
  assert.equal ((await check.type ('sessions')).sessions[0].last_request.state, 'dropped');
  check.close ();

  /* unknown session, and an agent that is gone */
  c.send ({ type: 'prompt.submit', request_id: 'co-4', session_id: 'nope', text: 'x' });
  assert.equal ((await c.next ((m) => m.request_id === 'co-4')).drop, 'no such session');
  ctx.agents.map.delete ('session-p');
  c.send ({ type: 'prompt.submit', request_id: 'co-5', session_id: 'session-p', text: 'x' });
  assert.match ((await c.next ((m) => m.request_id === 'co-5')).drop, /no live DSH agent/);
  c.close ();
  ctx.dispose ();
});

test ('/dsh/command-and-status', async () => {
  const { ctx, server, logs, socketPath } = await start ();
  makeAgent (ctx, 'session-a');
  event (ctx, ctx.agents.map.get ('session-a').session, 'turn/end', { turn: 1, reason: { kind: 'completed' } });
  const seen = [];
  server.addStatusListener ((id) => seen.push (id));

  /* nobody connected: the plugin answers by itself */
  const none = await server.sendCommand ('session-a', 'off');
  assert.deepEqual (none, { ok: false, running: false, text: NOT_RUNNING_TEXT });
  assert.match (NOT_RUNNING_TEXT, /carry-on --headless/);
  assert.equal ((await server.sendCommand ('session-zz', 'off')).ok, false, 'an unknown session is refused');
  assert.equal ((await server.sendCommand ('session-a', 'x'.repeat (1025))).ok, false, 'args over 1 KiB are refused');

  /* only an observer: the command goes to the first connected client */
  const b = new Client (socketPath);
  b.hello ('B', 2);
  await b.type ('sessions');
  const toB = server.sendCommand ('session-a', 'status');
  const cmdB = await b.type ('command');
  assert.equal (cmdB.session_id, 'session-a');
  assert.equal (cmdB.args, 'status');
  assert.ok (cmdB.request_id.length > 0 && cmdB.request_id.length <= 128);
  b.send ({ type: 'command.result', request_id: cmdB.request_id, ok: false, text: 'Controlled by another Carry On' });
  assert.deepEqual (await toB, { ok: false, text: 'Controlled by another Carry On' });

  /* a controller is preferred; a result for another request is ignored */
  const a = new Client (socketPath);
  a.hello ('A', 1);
  await a.type ('sessions');
  a.send ({ type: 'control.claim' });
  assert.equal ((await a.type ('control')).state, 'granted');
  const toA = server.sendCommand ('session-a', 'off');
  const cmdA = await a.type ('command');
  assert.equal (cmdA.args, 'off');
  a.send ({ type: 'command.result', request_id: 'cmd-not-ours', ok: true, text: 'x' });
  b.send ({ type: 'command.result', request_id: cmdA.request_id, ok: true, text: 'from the wrong client' });
  a.send ({ type: 'command.result', request_id: cmdA.request_id, ok: true, text: 'Off for this session.\nLine <2>' });
  assert.deepEqual (await toA, { ok: true, text: 'Off for this session.\nLine <2>' });
  assert.ok (logs.some ((l) => l.includes ('unknown request "cmd-not-ours"')), logs.join ('\n'));

  /* a supervisor may not send `command` */
  a.send ({ type: 'command', request_id: 'r', session_id: 'session-a', args: '' });
  assert.equal ((await a.type ('error')).code, 'unknown-type');

  /* session.status: the controller's is kept, an observer's is not */
  b.send ({ type: 'session.status', session_id: 'session-a', enabled: true, count: 0, limit: 5, state: 'idle' });
  a.send ({ type: 'session.status', session_id: 'session-a', enabled: true, count: 1, limit: 5, state: 'waiting', due_at: 1764450015000 });
  a.send ({ type: 'session.status', session_id: 'session-zz', enabled: true, count: 0, limit: 5, state: 'idle' });
  a.send ({ type: 'session.status', session_id: 'session-a', enabled: true, count: 1, limit: 5, state: 'napping' });
  assert.equal ((await a.type ('error')).code, 'invalid-field', 'an unknown state is refused');
  a.send ({ type: 'session.status', session_id: 'session-a', enabled: 'yes', count: 1, limit: 5, state: 'idle' });
  assert.equal ((await a.type ('error')).code, 'invalid-field', 'a non-boolean enabled is refused');
  assert.deepEqual (server.statusOf ('session-a'), { enabled: true, count: 1, limit: 5, state: 'waiting', due_at: 1764450015000 });
  assert.equal (server.statusOf ('session-zz'), null, 'a status for an unknown session is dropped');
  assert.deepEqual (seen, ['session-a'], 'one change, from the controller');
  /* the same status again is no change; due_at only counts while waiting */
  a.send ({ type: 'session.status', session_id: 'session-a', enabled: true, count: 1, limit: 5, state: 'waiting', due_at: 1764450015000 });
  a.send ({ type: 'session.status', session_id: 'session-a', enabled: false, count: 1, limit: 5, state: 'off', due_at: 5 });
  a.send ({ type: 'control.claim' });
  await a.type ('control');
  assert.deepEqual (server.statusOf ('session-a'), { enabled: false, count: 1, limit: 5, state: 'off' });
  assert.deepEqual (seen, ['session-a', 'session-a']);

  /* a command pending when its supervisor goes away is answered */
  const lost = server.sendCommand ('session-a', 'on');
  await a.type ('command');
  a.close ();
  assert.deepEqual (await lost, { ok: false, text: 'Carry On went away before it answered' });
  assert.equal ((await b.type ('control')).state, 'free');
  assert.equal (server.statusOf ('session-a'), null, 'the controller left: nothing is shown');
  assert.deepEqual (seen, ['session-a', 'session-a', null]);

  /* control.take drops the old controller's statuses */
  b.send ({ type: 'control.claim' });
  assert.equal ((await b.type ('control')).state, 'granted');
  b.send ({ type: 'session.status', session_id: 'session-a', enabled: true, count: 0, limit: 5, state: 'idle' });
  const c = new Client (socketPath);
  c.hello ('C', 3);
  await c.type ('sessions');
  while (server.statusOf ('session-a') === null)
    await new Promise ((r) => setTimeout (r, 10));
  c.send ({ type: 'control.take' });
  assert.equal ((await c.type ('control')).state, 'granted');
  assert.equal (server.statusOf ('session-a'), null);
  b.close ();
  c.close ();
  ctx.dispose ();
});

/* An HTTP request to the pill routes; @headers may override Host. */
function request (port, method, urlPath, { headers = {}, body = null, stream = false } = {}) {
  return new Promise ((resolve, reject) => {
    const req = http.request ({ host: '127.0.0.1', port, method, path: urlPath, headers }, (res) => {
      if (stream) {
        resolve (res);
        return;
      }
      let text = '';
      res.setEncoding ('utf8');
      res.on ('data', (d) => (text += d));
      res.on ('end', () => resolve ({ status: res.statusCode, type: res.headers['content-type'], body: text }));
    });
    req.on ('error', reject);
    if (body !== null)
      req.write (body);
    req.end ();
  });
}

/* The next `event:` frame of an EventSource response. */
function nextFrame (res, state) {
  return new Promise ((resolve, reject) => {
    const take = () => {
      const end = state.buf.indexOf ('\n\n');
      if (end < 0)
        return false;
      const frame = state.buf.slice (0, end);
      state.buf = state.buf.slice (end + 2);
      const event = /^event: (.*)$/m.exec (frame)?.[1];
      const data = JSON.parse (/^data: (.*)$/m.exec (frame)?.[1] ?? 'null');
      resolve ({ event, data });
      return true;
    };
    if (take ())
      return;
    const timer = setTimeout (() => reject (new Error ('no event frame in 5 s: ' + state.buf)), 5000);
    const onData = (d) => {
      state.buf += d;
      if (take ()) {
        clearTimeout (timer);
        res.off ('data', onData);
      }
    };
    res.on ('data', onData);
  });
}

test ('/dsh/pill-routes', async () => {
  const { ctx, server, socketPath } = await start ();
  makeAgent (ctx, 'session-a');
  event (ctx, ctx.agents.map.get ('session-a').session, 'turn/end', { turn: 1, reason: { kind: 'completed' } });
  /* DSH's webServer as the plugin sees it: register () and port */
  const routes = new Map ();
  const httpServer = http.createServer ((req, res) => {
    const route = routes.get (new URL (req.url, 'http://x').pathname);
    if (route)
      route.handler (req, res);
    else {
      res.writeHead (404);
      res.end ();
    }
  });
  await new Promise ((r) => httpServer.listen (0, '127.0.0.1', r));
  const port = httpServer.address ().port;
  const webServer = {
    port,
    register (route) {
      routes.set (route.path, route);
      return () => routes.delete (route.path);
    },
  };
  const logs = [];
  const dispose = startPillRoutes (webServer, server, (level, text) => logs.push (text));
  const json = { 'content-type': 'application/json' };
  const post = (obj, headers = json) => request (port, 'POST', COMMAND_PATH, { headers, body: JSON.stringify (obj) });

  /* the stream: a reset with what is known, then changes */
  const res = await request (port, 'GET', EVENTS_PATH, { stream: true });
  assert.equal (res.statusCode, 200);
  assert.match (res.headers['content-type'], /^text\/event-stream/);
  res.setEncoding ('utf8');
  const st = { buf: '' };
  assert.deepEqual (await nextFrame (res, st), { event: 'reset', data: { statuses: {} } });

  /* no Carry On: the plugin's own answer */
  const r0 = await post ({ session_id: 'session-a', args: 'off' });
  assert.equal (r0.status, 200);
  assert.deepEqual (JSON.parse (r0.body), { ok: false, text: NOT_RUNNING_TEXT });

  const a = new Client (socketPath);
  a.hello ('A', 1);
  await a.type ('sessions');
  a.send ({ type: 'control.claim' });
  await a.type ('control');
  a.send ({ type: 'session.status', session_id: 'session-a', enabled: true, count: 1, limit: 5, state: 'waiting', due_at: 1764450015000 });
  assert.deepEqual (await nextFrame (res, st), {
    event: 'status',
    data: { session_id: 'session-a', status: { enabled: true, count: 1, limit: 5, state: 'waiting', due_at: 1764450015000 } },
  });

  /* a click: the command reaches the controller, its answer the page */
  const click = post ({ session_id: 'session-a', args: 'off' });
  const cmd = await a.type ('command');
  assert.deepEqual ({ ...cmd, request_id: '' }, { type: 'command', request_id: '', session_id: 'session-a', args: 'off' });
  a.send ({ type: 'command.result', request_id: cmd.request_id, ok: true, text: 'Off for "session-a" <b>' });
  const r1 = await click;
  assert.equal (r1.status, 200);
  assert.match (r1.type, /^application\/json/);
  assert.deepEqual (JSON.parse (r1.body), { ok: true, text: 'Off for "session-a" <b>' });

  /* what a page of another site could send is refused */
  assert.equal ((await post ({ session_id: 'session-a', args: 'off' }, { ...json, origin: 'http://evil.example' })).status, 403);
  assert.equal ((await post ({ session_id: 'session-a', args: 'off' }, { ...json, host: `evil.example:${port}` })).status, 403,
                'DNS rebinding: a foreign Host');
  assert.equal ((await request (port, 'GET', EVENTS_PATH, { headers: { host: `evil.example:${port}` } })).status, 403);
  assert.equal ((await post ({ session_id: 'session-a', args: 'off' }, { 'content-type': 'text/plain' })).status, 415,
                'a form or no-cors post');
  const same = post ({ session_id: 'session-a', args: 'on' }, { ...json, origin: `http://127.0.0.1:${port}` });
  const cmd2 = await a.type ('command');
  assert.equal (cmd2.args, 'on');
  a.send ({ type: 'command.result', request_id: cmd2.request_id, ok: true, text: 'On.' });
  assert.deepEqual (JSON.parse ((await same).body), { ok: true, text: 'On.' }, 'this page\'s own Origin is fine');
  assert.equal ((await post ({ session_id: 'session-a', args: 'limit 5' })).status, 400, 'only on and off');
  assert.equal ((await request (port, 'POST', COMMAND_PATH, { headers: json, body: '{' })).status, 400);
  const big = await request (port, 'POST', COMMAND_PATH, { headers: json, body: 'x'.repeat (5000) })
    .catch (() => ({ status: 'connection reset' }));
  assert.notEqual (big.status, 200, 'a body over 4 KiB is refused');
  assert.equal ((await request (port, 'GET', COMMAND_PATH)).status, 405);

  /* control lost: the page is told to show nothing */
  a.close ();
  let frame;
  do
    frame = await nextFrame (res, st);
  while (frame.event !== 'reset');
  assert.deepEqual (frame.data, { statuses: {} });

  dispose ();
  assert.equal (routes.size, 0, 'the routes are removed');
  await new Promise ((r) => res.on ('end', r));
  httpServer.close ();
  ctx.dispose ();
});

test ('/dsh/stale-socket-replaced-live-refused', async () => {
  const dir = path.join (scratch, 'stale');
  fs.mkdirSync (dir, { mode: 0o700 });
  const sockPath = path.join (dir, 'dsh-1.sock');
  /* a stale socket file: bound, then the listener is gone */
  const old = net.createServer ();
  await new Promise ((r) => old.listen (sockPath, r));
  const fd = fs.openSync (sockPath + '.keep', 'w');
  fs.closeSync (fd);
  old.close ();
  if (!fs.existsSync (sockPath)) {
    /* libuv removed it on close: make a dead socket file another way */
    const { execFileSync } = await import ('node:child_process');
    execFileSync ('python3', ['-c', `import socket; s=socket.socket(socket.AF_UNIX); s.bind(${JSON.stringify (sockPath)})`]);
  }
  const a = await start ({ socketPath: sockPath });
  assert.equal (a.server.socketPath, sockPath);
  const c = new Client (sockPath);
  assert.equal ((await c.type ('hello')).host.kind, 'dsh');
  c.close ();
  /* a live one is not taken over */
  const ctx2 = new StubCtx ();
  const { ready } = startDshHost (ctx2, { socketPath: sockPath }, { log: () => {} });
  await assert.rejects (ready, /in use by a live host/);
  ctx2.dispose ();
  a.ctx.dispose ();
  assert.equal (fs.existsSync (sockPath), false);
  /* a file that is not a socket is never removed */
  fs.writeFileSync (sockPath, 'x');
  const ctx3 = new StubCtx ();
  const r3 = startDshHost (ctx3, { socketPath: sockPath }, { log: () => {} });
  await assert.rejects (r3.ready, /not a socket/);
  assert.equal (fs.readFileSync (sockPath, 'utf8'), 'x');
  ctx3.dispose ();
});

/* ---- run ---------------------------------------------------------- */
console.log ('TAP version 13');
console.log (`1..${tests.length}`);
let failed = 0;
for (const [i, t] of tests.entries ()) {
  try {
    await t.fn ();
    console.log (`ok ${i + 1} - ${t.name}`);
  } catch (e) {
    failed++;
    console.log (`not ok ${i + 1} - ${t.name}`);
    for (const line of String (e?.stack ?? e).split ('\n'))
      console.log (`# ${line}`);
  }
  /* a failed test must not leave its socket to the next one */
  for (const ctx of contexts.splice (0))
    ctx.dispose ();
}
fs.rmSync (scratch, { recursive: true, force: true });
process.exit (failed ? 1 : 0);
