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
 * and socket clean-up.  Usage: node test-dsh-plugin.mjs PLUGIN_DIR
 */

import assert from 'node:assert/strict';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const pluginDir = path.resolve (process.argv[2] ?? path.join (import.meta.dirname ?? '.', '../../data/hosts/dsh/carry-on-dsh'));
const { startDshHost } = await import (pathToFileURL (path.join (pluginDir, 'lib', 'dsh-host.mjs')).href);
const { MAX_LINE, parseSupervisorLine } = await import (pathToFileURL (path.join (pluginDir, 'lib', 'host-server.mjs')).href);

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
  assert.deepEqual (hello.capabilities, ['prompt.submit', 'control.take']);
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
