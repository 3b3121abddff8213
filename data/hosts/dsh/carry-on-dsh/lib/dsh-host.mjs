/* dsh-host.mjs
 *
 * SPDX-FileCopyrightText: 2026 The Carry On authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Maps the DeepSeek Harness (DSH, 0.1.0-rc.8) onto Carry On's host
 * protocol v1: DSH session events and agent events in, protocol events out;
 * `prompt.submit` commands in, `agent.followup()` at idle out.  It only
 * touches what it is given (a Cordis-like ctx with `on`, `effect` and
 * `agents`), so a test can drive it with a stub ctx under plain Node.
 *
 * DSH facts relied on (read in the @deepseek-ai/dsh 0.1.0-rc.8 npm package's sources,
 * https://www.npmjs.com/package/@deepseek-ai/dsh):
 *  - a failed turn is `turn/end` with `reason {kind:'error', error:
 *    LlmFailure {code, message, status?, providerRetryAfterMs?}}`, sent only
 *    after DSH's own retries (`llm/retry` events) are spent;
 *  - `agent.followup()` throws "cannot reenter" inside `session/event`, and
 *    a timer races the runner: it is called from `agent/status` idle;
 *  - a queued prompt shows first as `agent/inbox/spliced` (`inserted`
 *    UserMessages with `source.kind` `user` or `plugin`), then `turn/start`.
 */

import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { HostServer, hostsDir } from './host-server.mjs';
import path from 'node:path';

/* DSH 0.1.0-rc.8 llm-deepseek retryPolicy defaults: these codes are
 * retried maxRetries = 5 times (500 ms doubling to 10 s, Retry-After when it
 * fits) before the turn ends. */
export const DSH_RETRIED_CODES = ['EMPTY_RESPONSE', 'RATE_LIMIT', 'SERVER', 'TIMEOUT', 'TRANSPORT'];
export const DSH_RETRY_ATTEMPTS = 5;
const MAX_TEXT = 65536;
const MAX_PROMPT = 262144;

/**
 * providerOf:
 * Returns: the API endpoint's host name for SESSION/FAILURE `provider`:
 * config.provider, else the host of config.baseURL or $DEEPSEEK_BASE_URL
 * (where DSH's deepseek-official route sends its requests), else
 * "api.deepseek.com" (DSH's default base URL).
 */
export function providerOf (config = {}, env = process.env) {
  if (typeof config.provider === 'string' && config.provider)
    return config.provider;
  for (const url of [config.baseURL, env.DEEPSEEK_BASE_URL]) {
    if (typeof url !== 'string' || !url)
      continue;
    try {
      return new URL (url).hostname;
    } catch {
    }
  }
  return 'api.deepseek.com';
}

/**
 * failureOf:
 * @error: a DSH LlmFailure ({code, message, status?, providerRetryAfterMs?})
 *
 * Returns: a protocol FAILURE: `kind` = the DSH code, `status`, `message`,
 * `causes` (nested `cause` messages), `retry_after_ms`, `provider`,
 * `host_retried`.  Members of the wrong type are left out.
 */
export function failureOf (error, provider, hostRetried) {
  const f = {};
  if (error && typeof error === 'object') {
    if (typeof error.code === 'string' && error.code)
      f.kind = error.code.slice (0, 256);
    if (Number.isInteger (error.status) && error.status > 0 && error.status < 1000)
      f.status = error.status;
    if (typeof error.message === 'string')
      f.message = error.message.slice (0, MAX_TEXT);
    if (typeof error.providerRetryAfterMs === 'number' && Number.isFinite (error.providerRetryAfterMs)
        && error.providerRetryAfterMs >= 0)
      f.retry_after_ms = Math.round (error.providerRetryAfterMs);
    const causes = [];
    for (let c = error.cause, i = 0; c && i < 8; c = c.cause, i++)
      if (typeof c === 'string')
        causes.push (c.slice (0, MAX_TEXT));
      else if (typeof c?.message === 'string')
        causes.push (c.message.slice (0, MAX_TEXT));
    if (causes.length)
      f.causes = causes;
  } else if (typeof error === 'string') {
    f.message = error.slice (0, MAX_TEXT);
  }
  if (provider)
    f.provider = provider;
  if (hostRetried)
    f.host_retried = true;
  return f;
}

/**
 * turnReasonOf:
 * Maps DSH's TurnEndReason.kind onto `turn.complete.reason`: completed →
 * answer, error → error, aborted/interrupted → aborted (a person or a crash
 * stopped it: never continued), blocked → refusal; max-tokens → error with
 * kind `max_output_tokens` (the classifier gives up on it).  Any other kind
 * is passed through (the supervisor leaves unknown reasons alone).
 */
export function turnReasonOf (kind) {
  switch (kind) {
    case 'completed': return 'answer';
    case 'error': return 'error';
    case 'max-tokens': return 'error';
    case 'aborted':
    case 'interrupted': return 'aborted';
    case 'blocked': return 'refusal';
    default: return typeof kind === 'string' && kind ? kind : 'aborted';
  }
}

function sessionIdOf (agent) {
  return agent?.session?.id ?? agent?.id ?? null;
}

function isSubagent (session) {
  const h = session?.header;
  return !!h && (h.origin === 'subagent' || (Number.isInteger (h.delegationDepth) && h.delegationDepth > 0));
}

/**
 * startDshHost:
 * @ctx: the plugin's Cordis context (`on`, `effect`, `agents`)
 * @config: plugin config: `socketPath` (default
 *   `<hostsDir>/dsh-<pid>.sock`), `provider`, `baseURL`, `retries`
 *   ({kinds, attempts}, default DSH's own policy), `trace` (a file: every raw
 *   DSH event is appended as JSON, for debugging)
 * @helpers: `createUserMessage` (from @deepseek-ai/dsh-llm, optional),
 *   `version` (DSH's version), `log (level, text)`
 *
 * Wires DSH's events to a HostServer and opens its socket.  Returns
 * {server, ready}: `ready` resolves when the socket listens and rejects (after
 * a log line) when it cannot be opened.  Disposal (ctx.effect) closes the
 * server and removes the socket.
 */
export function startDshHost (ctx, config = {}, helpers = {}) {
  const log = helpers.log ?? ((level, text) => console.error (`carry-on: ${level}: ${text}`));
  const provider = providerOf (config);
  const server = new HostServer ({
    kind: 'dsh',
    name: 'DeepSeek Harness',
    version: helpers.version ?? 'unknown',
    capabilities: ['prompt.submit', 'command', 'status'],
    retries: config.retries ?? { kinds: DSH_RETRIED_CODES, attempts: DSH_RETRY_ATTEMPTS },
    log,
  });
  const socketPath = config.socketPath ?? path.join (hostsDir (), `dsh-${process.pid}.sock`);
  const makeMessage = helpers.createUserMessage
    ? (text) => helpers.createUserMessage ({
        content: [{ type: 'text', text }],
        source: { kind: 'plugin', plugin: 'carry-on' },
      })
    : (text) => Object.freeze ({
        id: randomUUID (),
        role: 'user',
        content: [Object.freeze ({ type: 'text', text })],
        source: Object.freeze ({ kind: 'plugin', plugin: 'carry-on' }),
      });
  let trace = null;
  if (typeof config.trace === 'string' && config.trace) {
    trace = (what, obj) => {
      try {
        fs.appendFileSync (config.trace, JSON.stringify ({ what, ...obj }) + '\n');
      } catch {
      }
    };
  }

  /* session id → {turn, retries, origins, pending, status} */
  const states = new Map ();
  /* our followup message id → request id */
  const ours = new Map ();
  let disposed = false;

  const stateOf = (id) => {
    let st = states.get (id);
    if (!st) {
      st = { turn: null, retries: 0, origins: [], pending: null, status: 'idle' };
      states.set (id, st);
    }
    return st;
  };

  const ensureSession = (session) => {
    const id = session?.id;
    if (typeof id !== 'string' || isSubagent (session))
      return null;
    if (!server.lookupSession (id) && !states.get (id)?.reported) {
      const info = { id, provider, turn_running: false, host_continues_limit: false };
      const cwd = session.header?.cwd;
      if (typeof cwd === 'string')
        info.cwd = cwd;
      server.emit ({ type: 'session.start', session: info });
    }
    const st = stateOf (id);
    st.reported = true;
    return st;
  };

  const originOf = (message) => {
    const requestId = ours.get (message?.id);
    if (requestId)
      return { kind: 'plugin', name: 'carry-on', class: 'automated', request_id: requestId };
    const source = message?.source;
    if (source?.kind === 'user')
      return { kind: 'user', class: 'person' };
    if (source?.kind === 'plugin')
      return { kind: 'plugin', name: String (source.plugin ?? 'unknown').slice (0, 256), class: 'automated' };
    return { kind: String (source?.kind ?? 'unknown').slice (0, 256) };
  };

  /* A turn claims every queued message: ours wins, then a person's. */
  const strongest = (origins) =>
    origins.find ((o) => o.request_id)
      ?? origins.find ((o) => o.class === 'person')
      ?? origins[0];

  const answer = (sessionId, requestId, ok, extra = {}) => {
    server.emit ({ type: 'prompt.result', request_id: requestId, session_id: sessionId, ok, ...extra });
  };

  const perform = (sessionId, st) => {
    const req = st.pending;
    st.pending = null;
    const agent = ctx.agents?.get?.(sessionId);
    if (!agent) {
      answer (sessionId, req.request_id, false, { drop: 'no live DSH agent for this session (closed, or not resumed)' });
      return;
    }
    let message;
    try {
      message = makeMessage (req.text);
      ours.set (message.id, req.request_id);
      agent.followup (message);
    } catch (e) {
      if (message)
        ours.delete (message.id);
      log ('warning', `session ${sessionId}: DSH refused the prompt: ${e?.message ?? e}`);
      answer (sessionId, req.request_id, false, { drop: `DSH refused the prompt: ${e?.message ?? e}` });
      return;
    }
    if (ours.size > 1024)
      ours.delete (ours.keys ().next ().value);
    /* followup() at idle starts the turn synchronously: name it */
    if (st.ourTurn?.request_id === req.request_id)
      answer (sessionId, req.request_id, true, { turn_id: st.ourTurn.turn_id });
    else
      answer (sessionId, req.request_id, true);
  };

  server.onCommand = (msg) => {
    if (disposed)
      return;
    switch (msg.type) {
      case 'prompt.submit': {
        const sessionId = msg.session_id;
        if (!server.lookupSession (sessionId)) {
          answer (sessionId, msg.request_id, false, { drop: 'no such session' });
          return;
        }
        if (msg.text.length === 0 || msg.text.length > MAX_PROMPT) {
          answer (sessionId, msg.request_id, false, { drop: `prompt text must be 1–${MAX_PROMPT} characters` });
          return;
        }
        const st = stateOf (sessionId);
        if (st.pending)
          answer (sessionId, st.pending.request_id, false, { drop: 'superseded by a newer request' });
        st.pending = { request_id: msg.request_id, text: msg.text };
        server.setLastRequest (sessionId, msg.request_id, 'queued');
        const agent = ctx.agents?.get?.(sessionId);
        /* followup() at idle only: inside a turn it would strand the
         * message; agent/status idle sends it then. */
        if (!agent || agent.status === 'idle')
          perform (sessionId, st);
        break;
      }
      case 'handoff':
        server.emit ({
          type: 'handoff.progress', session_id: msg.session_id, request_id: msg.request_id,
          stage: 'stopped', reason: 'the DSH host does not support hand-off',
        });
        break;
      default:
        /* log, handoff.paste: DSH has no place to show them */
        break;
    }
  };

  const onSessionEvent = (session, event) => {
    if (disposed || !event || typeof event.type !== 'string')
      return;
    trace?.('session/event', { session: session?.id, event });
    const st = ensureSession (session);
    if (!st)
      return;
    const id = session.id;
    const data = event.data ?? {};

    switch (event.type) {
      case 'agent/inbox/spliced': {
        const inserted = Array.isArray (data.inserted) ? data.inserted : [];
        for (const message of inserted) {
          const origin = originOf (message);
          /* next-step context injections by plugins are not prompts */
          if (data.target === 'next-step' && origin.class !== 'person' && !origin.request_id)
            continue;
          if (data.target !== 'next-step')
            st.origins.push (origin);
          server.emit ({ type: 'prompt.submit', session_id: id, origin });
        }
        break;
      }
      case 'turn/start': {
        st.turn = Number.isInteger (data.turn) ? data.turn : (st.turn ?? 0) + 1;
        st.retries = 0;
        const msg = { type: 'turn.start', session_id: id, turn_id: `t${st.turn}` };
        const origin = strongest (st.origins);
        st.origins = [];
        if (origin)
          msg.origin = origin;
        if (origin?.request_id)
          st.ourTurn = { request_id: origin.request_id, turn_id: msg.turn_id };
        server.emit (msg);
        break;
      }
      case 'llm/retry':
        st.retries++;
        break;
      case 'turn/end': {
        const turn = Number.isInteger (data.turn) ? data.turn : st.turn ?? 0;
        const kind = data.reason?.kind;
        const msg = {
          type: 'turn.complete', session_id: id, turn_id: `t${turn}`,
          reason: turnReasonOf (kind),
          ended_at: Number.isFinite (event.time) ? event.time : Date.now (),
        };
        if (kind === 'error') {
          const code = data.reason?.error?.code;
          msg.failure = failureOf (data.reason.error, provider,
                                   st.retries > 0 || DSH_RETRIED_CODES.includes (code));
        } else if (kind === 'max-tokens') {
          msg.failure = { kind: 'max_output_tokens', message: 'the model reached its maximum output tokens', provider };
        }
        st.retries = 0;
        server.emit (msg);
        break;
      }
      case 'session/title': {
        const title = typeof data.title === 'string' ? data.title : null;
        if (title)
          server.emit ({ type: 'session.update', session: { id, title: title.slice (0, 1024) } });
        break;
      }
      default:
        break;
    }
  };

  const onAgentStatus = (arg) => {
    if (disposed)
      return;
    const agent = arg?.agent;
    const status = arg?.status;
    const id = sessionIdOf (agent);
    trace?.('agent/status', { session: id, status });
    if (!id || !agent?.session || isSubagent (agent.session))
      return;
    const st = ensureSession (agent.session);
    if (!st)
      return;
    st.status = status;
    if (status === 'idle' && st.pending)
      perform (id, st);
  };

  const onAgentGone = (arg) => {
    const agent = arg?.agent ?? arg;
    const id = sessionIdOf (agent);
    trace?.('agent/disposed', { session: id });
    if (!id || disposed)
      return;
    const st = states.get (id);
    if (st?.pending) {
      answer (id, st.pending.request_id, false, { drop: 'the DSH agent was closed' });
      st.pending = null;
    }
    states.delete (id);
    if (server.lookupSession (id))
      server.emit ({ type: 'session.end', session_id: id, reason: 'closed' });
  };

  ctx.on ('session/event', onSessionEvent);
  ctx.on ('agent/status', onAgentStatus);
  ctx.on ('agent/session-start', (arg) => {
    const agent = arg?.agent ?? arg;
    if (agent?.session && !disposed)
      ensureSession (agent.session);
  });
  ctx.on ('agent/disposed', onAgentGone);
  ctx.effect (() => () => {
    disposed = true;
    server.close ();
  });

  try {
    for (const agent of ctx.agents?.list?.() ?? [])
      if (agent?.session)
        ensureSession (agent.session);
  } catch (e) {
    log ('warning', `cannot list DSH agents: ${e?.message ?? e}`);
  }

  const ready = server.listen (socketPath).then (
    () => {
      log ('info', `host socket ${socketPath} (DSH ${helpers.version ?? 'unknown'}, provider ${provider})`);
      return server;
    },
    (e) => {
      log ('warning', `cannot open the host socket ${socketPath}: ${e?.message ?? e}; Carry On will not see this DSH`);
      throw e;
    });
  return { server, ready };
}
