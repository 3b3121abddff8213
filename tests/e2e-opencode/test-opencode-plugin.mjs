/* test-opencode-plugin.mjs
 *
 * SPDX-FileCopyrightText: 2026 The Carry On authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The OpenCode host plugin without OpenCode (TAP, plain Node): the pure
 * mapping of carry-on/opencode-host.mjs (error objects → FAILURE, event
 * sequences → turns, origins, prompt.submit, log) against a stub server and
 * a stub SDK client, then the plugin entry carry-on.js as OpenCode loads it:
 * its real socket, hello, and the socket removed on dispose and on exit.
 * The event shapes are the ones opencode-ai 1.18.33 sent in the e2e runs.
 * Usage: node test-opencode-plugin.mjs PLUGIN_DIR
 */

import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const pluginDir = path.resolve (process.argv[2] ?? path.join (import.meta.dirname ?? '.', '../../data/hosts/opencode'));
const mapping = await import (pathToFileURL (path.join (pluginDir, 'carry-on', 'opencode-host.mjs')).href);
const { failureOf, retryAfterMs, errorTypeOf, titleOf, IdMinter, OpenCodeHost } = mapping;

const scratch = fs.mkdtempSync (path.join (os.tmpdir (), 'co-opencode-unit-'));

/* ---- TAP ---------------------------------------------------------- */
const tests = [];
const test = (name, fn) => tests.push ({ name, fn });

/* ---- stubs -------------------------------------------------------- */
const NOW = 1796130719411;

class StubServer {
  constructor () {
    this.sent = [];
    this.lastRequest = new Map ();
    this.onCommand = null;
  }

  emit (msg) {
    this.sent.push (msg);
  }

  setLastRequest (id, requestId, state) {
    this.lastRequest.set (id, { request_id: requestId, state });
  }

  of (type) {
    return this.sent.filter ((m) => m.type === type);
  }

  take () {
    return this.sent.splice (0);
  }
}

class StubClient {
  constructor () {
    this.prompts = [];
    this.toasts = [];
    this.logs = [];
    this.answer = () => ({ data: undefined });
    this.session = {
      promptAsync: (opts) => {
        this.prompts.push (opts);
        return Promise.resolve (this.answer (opts));
      },
    };
    this.tui = { showToast: (opts) => { this.toasts.push (opts.body); return Promise.resolve ({ data: true }); } };
    this.app = { log: (opts) => { this.logs.push (opts.body); return Promise.resolve ({ data: true }); } };
  }
}

function setup () {
  const server = new StubServer ();
  let now = NOW;
  const host = new OpenCodeHost ({ server, now: () => now });
  const client = new StubClient ();
  const hooks = host.attach ({ client, directory: '/home/me/app' });
  return { server, host, client, hooks, tick: (ms) => { now += ms; } };
}

const SID = 'ses_dce4439c9ffeJGXVbGX1bcy6BU';
const CHILD = 'ses_dce4439c9ffeChildSession01';

function sessionInfo (id, extra = {}) {
  return {
    id, slug: 'silent-star', version: '1.18.33', projectID: 'global', directory: '/home/me/app',
    title: 'New session - 2026-12-01T13:11:59.287Z', time: { created: NOW, updated: NOW }, ...extra,
  };
}

const ev = (type, properties) => ({ type, properties });

function apiError500 () {
  return {
    name: 'APIError',
    data: {
      message: 'fake 500: The server had an error', statusCode: 500, isRetryable: true,
      responseHeaders: { 'content-type': 'application/json', 'retry-after-ms': '100', 'x-request-id': 'req_1' },
      responseBody: '{"error": {"message": "fake 500: The server had an error", "type": "server_error", "code": "server_error", "param": null}}',
      metadata: { url: 'http://127.0.0.1:18410/v1/chat/completions' },
    },
  };
}

/* The person's prompt as OpenCode reports it: chat.message, then busy. */
function personPrompt (hooks, id, messageId) {
  hooks.chatMessage ({ sessionID: id, agent: 'build', model: { providerID: 'fake', modelID: 'fake-model' } },
                     { message: { id: messageId, role: 'user', sessionID: id, agent: 'build',
                                  model: { providerID: 'fake', modelID: 'fake-model' } }, parts: [] });
  hooks.event (ev ('session.status', { sessionID: id, status: { type: 'busy' } }));
}

/* ---- the pure mapping ---------------------------------------------- */

test ('/opencode/failure/api-error-500-retried', () => {
  const f = failureOf (apiError500 (), { provider: 'fake', retried: true, now: NOW });
  assert.deepEqual (f, {
    kind: 'APIError', status: 500, message: 'fake 500: The server had an error',
    error_type: 'server_error', retry_after_ms: 100, provider: 'fake', host_retried: true,
  });
});

test ('/opencode/failure/401-not-retried', () => {
  const f = failureOf ({
    name: 'APIError',
    data: { message: 'Incorrect API key provided', statusCode: 401, isRetryable: false,
            responseBody: '{"error": {"message": "Incorrect API key provided", "type": "invalid_request_error", "code": "invalid_api_key"}}' },
  }, { provider: 'openai' });
  assert.deepEqual (f, { kind: 'APIError', status: 401, message: 'Incorrect API key provided',
                         error_type: 'invalid_request_error', provider: 'openai' });
});

test ('/opencode/failure/retry-after-forms', () => {
  assert.equal (retryAfterMs ({ 'retry-after': '30' }), 30000);
  assert.equal (retryAfterMs ({ 'retry-after': '1.5' }), 1500);
  /* retry-after-ms wins, as in OpenCode's own retry loop */
  assert.equal (retryAfterMs ({ 'retry-after-ms': '250', 'retry-after': '30' }), 250);
  /* an HTTP-date has whole seconds */
  const at = Math.floor ((NOW + 20000) / 1000) * 1000;
  assert.equal (retryAfterMs ({ 'retry-after': new Date (at).toUTCString () }, NOW), at - NOW);
  assert.equal (retryAfterMs ({ 'retry-after': new Date (NOW - 20000).toUTCString () }, NOW), 0);
  assert.equal (retryAfterMs ({ 'retry-after': 'soon' }), undefined);
  assert.equal (retryAfterMs ({ 'retry-after-ms': '-5' }), undefined);
  assert.equal (retryAfterMs (null), undefined);
  const f = failureOf ({ name: 'APIError', data: { message: 'Rate limit reached', statusCode: 429, isRetryable: true,
                                                   responseHeaders: { 'retry-after': '20' } } }, { retried: true });
  assert.equal (f.retry_after_ms, 20000);
  assert.equal (f.status, 429);
});

test ('/opencode/failure/other-errors-and-bad-fields', () => {
  assert.deepEqual (failureOf ({ name: 'ProviderAuthError', data: { providerID: 'anthropic', message: 'No API key' } },
                               { provider: 'other' }),
                    { kind: 'ProviderAuthError', message: 'No API key', provider: 'anthropic' });
  assert.deepEqual (failureOf ({ name: 'UnknownError', data: { message: 'socket hang up' } }),
                    { kind: 'UnknownError', message: 'socket hang up' });
  assert.deepEqual (failureOf ({ name: 'MessageOutputLengthError', data: {} }),
                    { kind: 'MessageOutputLengthError', message: 'the answer reached the maximum output tokens of the model' });
  /* members of the wrong type are left out, nothing throws */
  assert.deepEqual (failureOf ({ name: 7, data: { statusCode: '500', message: { x: 1 }, responseBody: '{not json',
                                                  responseHeaders: 'x' } }), {});
  assert.deepEqual (failureOf (null), {});
  assert.deepEqual (failureOf ('boom'), {});
  assert.equal (failureOf ({ name: 'APIError', data: { statusCode: 5000 } }).status, undefined);
  assert.equal (errorTypeOf ('{"type":"error","error":{"type":"overloaded_error"}}'), 'overloaded_error');
  assert.equal (errorTypeOf ('{"error":{"code":"rate_limit"}}'), 'rate_limit');
  assert.equal (errorTypeOf ('<html>502</html>'), undefined);
  assert.equal (failureOf ({ name: 'APIError', data: { message: 'x'.repeat (100000) } }).message.length, 65536);
});

test ('/opencode/title-or-directory', () => {
  assert.equal (titleOf ({ title: 'New session - 2026-12-01T13:11:59.287Z' }), undefined);
  assert.equal (titleOf ({ title: 'Child session - 2026-12-01T13:11:59.287Z' }), undefined);
  assert.equal (titleOf ({ title: 'Fix the parser' }), 'Fix the parser');
  assert.equal (titleOf ({}), undefined);
});

test ('/opencode/minted-ids-sort-after-opencodes', () => {
  let now = NOW;
  const minter = new IdMinter (() => now);
  const a = minter.mint ();
  const b = minter.mint ();
  now += 1;
  const c = minter.mint ();
  assert.match (a, /^msg_[0-9a-f]{12}[0-9A-Za-z]{14}$/);
  /* OpenCode's own id for a message at NOW (seen: msg_231bbc6b3001…) */
  assert.equal (a.slice (0, 16), 'msg_231bbc6b3001');
  assert.ok (a < b && b < c, `${a} < ${b} < ${c}`);
  assert.ok ('msg_231bbc6b2fffZZZZZZZZZZZZZZ' < a);
});

/* ---- event sequences → protocol events ------------------------------ */

test ('/opencode/session-start-title-update-end', () => {
  const { server, hooks } = setup ();
  hooks.event (ev ('session.created', { sessionID: SID, info: sessionInfo (SID) }));
  assert.deepEqual (server.take (), [{
    type: 'session.start', session: { id: SID, cwd: '/home/me/app', turn_running: false },
  }]);
  hooks.event (ev ('session.updated', { sessionID: SID, info: sessionInfo (SID, { title: 'Hello from fake' }) }));
  const [update] = server.take ();
  assert.equal (update.type, 'session.update');
  assert.equal (update.session.title, 'Hello from fake');
  /* the same again: nothing new to say */
  hooks.event (ev ('session.updated', { sessionID: SID, info: sessionInfo (SID, { title: 'Hello from fake' }) }));
  assert.deepEqual (server.take (), []);
  hooks.event (ev ('session.deleted', { sessionID: SID, info: sessionInfo (SID) }));
  assert.deepEqual (server.take (), [{ type: 'session.end', session_id: SID, reason: 'deleted' }]);
  /* an old session touched long ago is not this process's */
  hooks.event (ev ('session.updated', { info: sessionInfo ('ses_old', { time: { created: 1, updated: 2 } }) }));
  assert.deepEqual (server.take (), []);
});

test ('/opencode/failed-turn-after-opencodes-retries', () => {
  const { server, hooks, tick } = setup ();
  hooks.event (ev ('session.created', { sessionID: SID, info: sessionInfo (SID) }));
  server.take ();
  personPrompt (hooks, SID, 'msg_231bbc6b3001i2s3laSPSgqnQM');
  assert.deepEqual (server.take (), [
    { type: 'prompt.submit', session_id: SID, origin: { kind: 'user', class: 'person' } },
    { type: 'turn.start', session_id: SID, turn_id: 'msg_231bbc6b3001i2s3laSPSgqnQM',
      origin: { kind: 'user', class: 'person' } },
  ]);
  for (let attempt = 1; attempt <= 5; attempt++) {
    hooks.event (ev ('session.status', { sessionID: SID, status: { type: 'retry', attempt, message: 'fake 500', next: NOW } }));
    hooks.event (ev ('session.status', { sessionID: SID, status: { type: 'busy' } }));
  }
  tick (1000);
  hooks.event (ev ('session.error', { sessionID: SID, error: apiError500 () }));
  hooks.event (ev ('session.status', { sessionID: SID, status: { type: 'idle' } }));
  hooks.event (ev ('session.idle', { sessionID: SID }));
  hooks.event (ev ('message.updated', { sessionID: SID, info: { id: 'msg_a', role: 'assistant', sessionID: SID,
                                                                  providerID: 'fake', error: apiError500 () } }));
  hooks.event (ev ('session.idle', { sessionID: SID }));
  assert.deepEqual (server.take (), [{
    type: 'turn.complete', session_id: SID, turn_id: 'msg_231bbc6b3001i2s3laSPSgqnQM', ended_at: NOW + 1000,
    reason: 'error',
    failure: { kind: 'APIError', status: 500, message: 'fake 500: The server had an error', error_type: 'server_error',
               retry_after_ms: 100, provider: 'fake', host_retried: true },
  }]);
});

test ('/opencode/answer-and-escape', () => {
  const { server, hooks } = setup ();
  personPrompt (hooks, SID, 'msg_1');
  hooks.event (ev ('session.status', { sessionID: SID, status: { type: 'idle' } }));
  const done = server.of ('turn.complete');
  assert.equal (done.length, 1);
  assert.equal (done[0].reason, 'answer');
  assert.equal (done[0].failure, undefined);
  /* a session first seen by its prompt (opened again) is reported */
  assert.equal (server.of ('session.start')[0].session.id, SID);
  server.take ();
  personPrompt (hooks, SID, 'msg_2');
  hooks.event (ev ('session.error', { sessionID: SID, error: { name: 'MessageAbortedError', data: { message: 'Aborted' } } }));
  hooks.event (ev ('session.status', { sessionID: SID, status: { type: 'idle' } }));
  const [complete] = server.of ('turn.complete');
  assert.equal (complete.turn_id, 'msg_2');
  assert.equal (complete.reason, 'aborted');
  assert.equal (complete.failure, undefined);
});

test ('/opencode/subagent-turns-belong-to-the-parent', () => {
  const { server, hooks } = setup ();
  hooks.event (ev ('session.created', { sessionID: SID, info: sessionInfo (SID) }));
  personPrompt (hooks, SID, 'msg_parent');
  server.take ();
  hooks.event (ev ('session.created', { sessionID: CHILD, info: sessionInfo (CHILD, { parentID: SID,
                                                                                     title: 'Child session - 2026-12-01T13:11:59.287Z' }) }));
  assert.deepEqual (server.take (), []);   /* a child is not a row */
  hooks.chatMessage ({ sessionID: CHILD, agent: 'general' },
                     { message: { id: 'msg_child', role: 'user', sessionID: CHILD, agent: 'general' }, parts: [] });
  hooks.event (ev ('session.status', { sessionID: CHILD, status: { type: 'busy' } }));
  hooks.event (ev ('session.error', { sessionID: CHILD, error: apiError500 () }));
  hooks.event (ev ('session.status', { sessionID: CHILD, status: { type: 'idle' } }));
  const sent = server.take ();
  assert.deepEqual (sent.map ((m) => [m.type, m.session_id, m.agent_id, m.turn_id]), [
    ['turn.start', SID, CHILD, 'msg_child'],
    ['turn.complete', SID, CHILD, 'msg_child'],
  ]);
  assert.equal (sent[1].reason, 'error');
  /* no prompt.submit report for a subagent's prompt, and the parent's
   * turn is still running */
  hooks.event (ev ('session.status', { sessionID: SID, status: { type: 'idle' } }));
  const [parent] = server.take ();
  assert.equal (parent.turn_id, 'msg_parent');
  assert.equal (parent.agent_id, undefined);
  assert.equal (parent.reason, 'answer');
});

test ('/opencode/busy-without-prompt-is-automated', () => {
  const { server, hooks } = setup ();
  hooks.event (ev ('session.created', { sessionID: SID, info: sessionInfo (SID) }));
  server.take ();
  hooks.event (ev ('session.status', { sessionID: SID, status: { type: 'busy' } }));
  const [start] = server.take ();
  assert.equal (start.type, 'turn.start');
  assert.deepEqual (start.origin, { kind: 'opencode', class: 'automated' });
  assert.match (start.turn_id, /^msg_/);
  /* garbage is ignored */
  hooks.event (null);
  hooks.event (ev ('session.status', { sessionID: 5, status: 'busy' }));
  hooks.event (ev ('session.error', { error: apiError500 () }));
  hooks.chatMessage ({}, {});
  assert.deepEqual (server.take (), []);
});

/* ---- commands -------------------------------------------------------- */

test ('/opencode/prompt-submit-refused-while-running-then-accepted', async () => {
  const { server, hooks, client } = setup ();
  hooks.event (ev ('session.created', { sessionID: SID, info: sessionInfo (SID) }));
  personPrompt (hooks, SID, 'msg_231bbc6b3001i2s3laSPSgqnQM');
  server.take ();
  const submit = (rid) => server.onCommand ({ type: 'prompt.submit', request_id: rid, session_id: SID, text: 'continue' });

  submit ('co-1');
  assert.deepEqual (server.take (), [{ type: 'prompt.result', request_id: 'co-1', session_id: SID, ok: false,
                                       drop: 'a turn is running' }]);
  assert.equal (client.prompts.length, 0);

  hooks.event (ev ('session.error', { sessionID: SID, error: apiError500 () }));
  hooks.event (ev ('session.status', { sessionID: SID, status: { type: 'idle' } }));
  server.take ();

  submit ('co-2');
  assert.equal (client.prompts.length, 1);
  const { path: p, body } = client.prompts[0];
  assert.deepEqual (p, { id: SID });
  assert.match (body.messageID, /^msg_[0-9a-f]{12}[0-9A-Za-z]{14}$/);
  assert.deepEqual (body.parts, [{ type: 'text', text: 'continue' }]);
  /* the agent and model the person last used */
  assert.equal (body.agent, 'build');
  assert.deepEqual (body.model, { providerID: 'fake', modelID: 'fake-model' });
  /* a second one while the first has not started is refused */
  submit ('co-3');
  assert.equal (client.prompts.length, 1);
  assert.equal (server.of ('prompt.result').find ((m) => m.request_id === 'co-3').drop, 'a turn is running');

  /* OpenCode runs chat.message with the id we chose: our prompt */
  hooks.chatMessage ({ sessionID: SID, messageID: body.messageID },
                     { message: { id: body.messageID, role: 'user', sessionID: SID, agent: 'build',
                                  model: { providerID: 'fake', modelID: 'fake-model' } }, parts: [] });
  await new Promise ((resolve) => setImmediate (resolve));
  const sent = server.take ().filter ((m) => m.request_id !== 'co-3');
  const ours = { kind: 'plugin', name: 'carry-on', request_id: 'co-2' };
  assert.deepEqual (sent, [
    { type: 'prompt.submit', session_id: SID, origin: ours },
    { type: 'turn.start', session_id: SID, turn_id: body.messageID, origin: ours },
    { type: 'prompt.result', request_id: 'co-2', session_id: SID, ok: true, turn_id: body.messageID },
  ]);
  assert.equal (server.lastRequest.get (SID).request_id, 'co-2');

  /* the person's next prompt, even with an id of its own, is the person's */
  hooks.event (ev ('session.status', { sessionID: SID, status: { type: 'idle' } }));
  server.take ();
  hooks.chatMessage ({ sessionID: SID, messageID: 'msg_231bbc6b3fffsomeoneelse01' },
                     { message: { id: 'msg_231bbc6b3fffsomeoneelse01', role: 'user', sessionID: SID }, parts: [] });
  assert.deepEqual (server.of ('prompt.submit')[0].origin, { kind: 'user', class: 'person' });
});

test ('/opencode/prompt-submit-errors', async () => {
  const { server, hooks, client } = setup ();
  server.onCommand ({ type: 'prompt.submit', request_id: 'co-1', session_id: 'ses_nope', text: 'continue' });
  assert.equal (server.take ()[0].drop, 'no such session');

  hooks.event (ev ('session.created', { sessionID: SID, info: sessionInfo (SID) }));
  server.take ();
  client.answer = () => ({ error: { name: 'NotFoundError', data: { message: 'Session not found' } } });
  server.onCommand ({ type: 'prompt.submit', request_id: 'co-2', session_id: SID, text: 'continue' });
  await new Promise ((resolve) => setImmediate (resolve));
  const [result] = server.take ();
  assert.equal (result.ok, false);
  assert.match (result.drop, /^OpenCode refused the prompt: .*Session not found/);
  /* refused: the session takes the next one */
  client.answer = () => { throw new Error ('connection refused'); };
  server.onCommand ({ type: 'prompt.submit', request_id: 'co-3', session_id: SID, text: 'continue' });
  await new Promise ((resolve) => setImmediate (resolve));
  const [again] = server.take ();
  assert.equal (again.request_id, 'co-3');
  assert.match (again.drop, /connection refused/);
});

test ('/opencode/log-is-a-toast-not-a-prompt', () => {
  const { server, hooks, client } = setup ();
  hooks.event (ev ('session.created', { sessionID: SID, info: sessionInfo (SID) }));
  server.onCommand ({ type: 'log', session_id: SID, text: 'server error; continuing in 15 s (1/99)', level: 'info' });
  server.onCommand ({ type: 'log', session_id: SID, text: 'gave up: authentication failed', level: 'warning' });
  assert.deepEqual (client.toasts.map ((t) => [t.title, t.message, t.variant]), [
    ['Carry On', 'server error; continuing in 15 s (1/99)', 'info'],
    ['Carry On', 'gave up: authentication failed', 'warning'],
  ]);
  assert.equal (client.logs.length, 2);
  assert.equal (client.prompts.length, 0);   /* the transcript stays clean */
  server.onCommand ({ type: 'handoff', request_id: 'co-9', session_id: SID });
  assert.equal (server.of ('handoff.progress')[0].stage, 'stopped');
});

/* ---- the plugin entry, as OpenCode loads it -------------------------- */

class Client {
  constructor (sockPath) {
    this.lines = [];
    this.waiters = [];
    this.buf = '';
    this.sock = net.createConnection (sockPath);
    this.sock.on ('data', (d) => {
      this.buf += d;
      let nl;
      while ((nl = this.buf.indexOf ('\n')) >= 0) {
        this.lines.push (JSON.parse (this.buf.slice (0, nl)));
        this.buf = this.buf.slice (nl + 1);
      }
      this.waiters = this.waiters.filter ((w) => !w ());
    });
    this.closed = new Promise ((resolve) => this.sock.on ('close', resolve));
  }

  send (obj) {
    this.sock.write (JSON.stringify (obj) + '\n');
  }

  wait (pred, what) {
    return new Promise ((resolve, reject) => {
      const timer = setTimeout (() => reject (new Error (`timed out waiting for ${what}`)), 10000);
      const check = () => {
        const m = this.lines.find (pred);
        if (m) {
          clearTimeout (timer);
          resolve (m);
          return true;
        }
        return false;
      };
      if (!check ())
        this.waiters.push (check);
    });
  }
}

test ('/opencode/plugin-entry-socket-hello-dispose', async () => {
  process.env.CARRY_ON_HOSTS_DIR = path.join (scratch, 'hosts');
  const entry = await import (pathToFileURL (path.join (pluginDir, 'carry-on.js')).href);
  /* OpenCode calls every export as a plugin: only one */
  assert.deepEqual (Object.keys (entry), ['CarryOn']);
  const client = new StubClient ();
  const hooks = await entry.CarryOn ({ client, directory: '/home/me/app' });
  const sockPath = path.join (scratch, 'hosts', `opencode-${process.pid}.sock`);
  assert.equal (fs.statSync (sockPath).mode & 0o777, 0o600);
  assert.equal (fs.statSync (path.join (scratch, 'hosts')).mode & 0o777, 0o700);

  const sup = new Client (sockPath);
  const hello = await sup.wait ((m) => m.type === 'hello', 'hello');
  assert.equal (hello.host.kind, 'opencode');
  assert.equal (hello.host.name, 'OpenCode');
  assert.equal (hello.host.pid, process.pid);
  assert.deepEqual (hello.capabilities, ['prompt.submit', 'log', 'control.take']);
  sup.send ({ type: 'hello', protocol: '1.0', role: 'supervisor', client: { name: 'test', pid: 1 } });
  sup.send ({ type: 'control.claim' });
  await sup.wait ((m) => m.type === 'control' && m.state === 'granted', 'control granted');
  await hooks.event ({ event: ev ('session.created', { sessionID: SID, info: sessionInfo (SID) }) });
  const start = await sup.wait ((m) => m.type === 'session.start', 'session.start');
  assert.equal (start.session.cwd, '/home/me/app');

  /* a second instance (another project directory) shares the socket */
  const hooks2 = await entry.CarryOn ({ client: new StubClient (), directory: '/srv/api' });
  await hooks2.dispose ();
  assert.ok (fs.existsSync (sockPath));
  await hooks.dispose ();
  assert.equal (fs.existsSync (sockPath), false);
  await sup.closed;
});

test ('/opencode/socket-removed-on-exit', async () => {
  const hosts = path.join (scratch, 'hosts-exit');
  const script = `
    const { CarryOn } = await import (${JSON.stringify (pathToFileURL (path.join (pluginDir, 'carry-on.js')).href)});
    await CarryOn ({ client: {}, directory: '/tmp' });
    process.stdout.write ('ready\\n');
    process.stdin.once ('data', () => process.exit (0));
  `;
  const child = spawn (process.execPath, ['--input-type=module', '-e', script],
                       { env: { ...process.env, CARRY_ON_HOSTS_DIR: hosts }, stdio: ['pipe', 'pipe', 'inherit'] });
  await new Promise ((resolve, reject) => {
    child.stdout.once ('data', resolve);
    child.once ('exit', (code) => reject (new Error (`the plugin process exited (${code}) before it was ready`)));
  });
  const sockPath = path.join (hosts, `opencode-${child.pid}.sock`);
  assert.ok (fs.existsSync (sockPath));
  const sup = new Client (sockPath);
  await sup.wait ((m) => m.type === 'hello', 'hello');
  const exited = new Promise ((resolve) => child.once ('exit', resolve));
  child.stdin.write ('x');
  assert.equal (await exited, 0);
  await sup.closed;
  assert.equal (fs.existsSync (sockPath), false);
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
}
fs.rmSync (scratch, { recursive: true, force: true });
process.exit (failed ? 1 : 0);
