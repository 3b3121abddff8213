/* opencode-host.mjs
 *
 * SPDX-FileCopyrightText: 2026 The Carry On authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Maps OpenCode (proven with opencode-ai 1.18.33) onto Carry On's host
 * protocol v1: OpenCode's bus events and `chat.message` hook in, protocol
 * events out; `prompt.submit` and `log` commands in, SDK calls out.  It only
 * touches what it is given (a HostServer-like `server`, an SDK `client`, a
 * clock), so a test drives it with stubs under plain Node.
 *
 * OpenCode facts relied on (read from @opencode-ai/plugin and
 * @opencode-ai/sdk 1.18.33, dist/*.d.ts, and seen on the real TUI):
 *  - the `event` hook gets every bus event; a turn runs from
 *    `session.status` busy to idle (`session.idle` may come twice, so it is
 *    not used); `session.status` retry {attempt, message, next} is reported
 *    for each of OpenCode's own retries (at most 5, honouring the response's
 *    retry-after-ms / retry-after);
 *  - a failed turn raises `session.error` {sessionID, error} before the
 *    idle status; the error is one of APIError {message, statusCode?,
 *    isRetryable, responseHeaders?, responseBody?, metadata.url},
 *    ProviderAuthError {providerID, message}, MessageOutputLengthError,
 *    MessageAbortedError (the person pressed Esc), UnknownError {message};
 *  - `chat.message` runs for every prompt, before the turn starts; its
 *    input carries `messageID` only when the caller chose the id, which is
 *    how our own prompts are told from everybody else's;
 *  - a subagent (the task tool) runs in a child session (`parentID` set);
 *  - `client.session.promptAsync` answers 204 at once; ids are ascending
 *    (`msg_` + 12 hex digits of ms * 0x1000 + a counter, + 14 base62), and
 *    OpenCode orders a session's messages by id, so a minted id must sort
 *    after the ones before it.
 */

import { randomInt } from 'node:crypto';

const MAX_TEXT = 65536;
const MAX_PROMPT = 262144;
const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
/* OpenCode names a session "New session - <ISO time>" (a subagent's "Child
 * session - …") until its title request answers. */
const DEFAULT_TITLE = /^(New|Child) session - \d{4}-\d\d-\d\dT/;
/* How long a log line stays on the TUI's screen, in ms. */
const TOAST_MS = 10000;
/* How long an accepted prompt may take to show up as a turn before another
 * prompt.submit is accepted again, in ms. */
const STARTING_MS = 30000;

const ORIGIN_PERSON = Object.freeze ({ kind: 'user', class: 'person' });
const ORIGIN_AUTOMATED = Object.freeze ({ kind: 'opencode', class: 'automated' });

function str (value, max = MAX_TEXT) {
  return typeof value === 'string' ? value.slice (0, max) : undefined;
}

/**
 * retryAfterMs:
 * @headers: (nullable): an APIError's `responseHeaders` (lower-case names)
 * @now: the current time, EPOCH_MS (for an HTTP-date)
 *
 * Returns: the provider's retry-after in ms, or undefined: `retry-after-ms`
 * (OpenAI's) first, then `retry-after` as seconds or as an HTTP-date, the
 * order OpenCode itself reads them in for its own retries.
 */
export function retryAfterMs (headers, now = Date.now ()) {
  if (!headers || typeof headers !== 'object')
    return undefined;
  const ms = Number.parseFloat (headers['retry-after-ms']);
  if (Number.isFinite (ms) && ms >= 0)
    return Math.round (ms);
  const ra = headers['retry-after'];
  if (typeof ra !== 'string' || ra.trim () === '')
    return undefined;
  if (/^\s*\d+(\.\d+)?\s*$/.test (ra))
    return Math.round (Number.parseFloat (ra) * 1000);
  const at = Date.parse (ra);
  if (Number.isFinite (at))
    return Math.max (0, at - now);
  return undefined;
}

/**
 * errorTypeOf:
 * @body: (nullable): an APIError's `responseBody` (text)
 *
 * Returns: the provider's error type from an OpenAI- or Anthropic-style
 * body (`{"error": {"type": …}}`, else `error.code`), or undefined.
 */
export function errorTypeOf (body) {
  if (typeof body !== 'string' || body.length > 1048576)
    return undefined;
  let parsed;
  try {
    parsed = JSON.parse (body);
  } catch {
    return undefined;
  }
  const e = parsed?.error;
  if (e && typeof e === 'object') {
    if (typeof e.type === 'string' && e.type)
      return e.type.slice (0, 256);
    if (typeof e.code === 'string' && e.code)
      return e.code.slice (0, 256);
  }
  if (typeof parsed?.type === 'string' && parsed.type !== 'error')
    return parsed.type.slice (0, 256);
  return undefined;
}

/**
 * failureOf:
 * @error: an OpenCode message error ({name, data})
 * @opts: {provider (OpenCode's provider id), retried (OpenCode retried it
 *   itself during the turn), now}
 *
 * Returns: a protocol FAILURE: `kind` = the error's name, `status` =
 * `data.statusCode`, `message`, `error_type` from the response body,
 * `retry_after_ms` from the response headers, `provider` (the error's
 * `providerID`, else @opts.provider), `host_retried`.  Members of the wrong
 * type are left out.
 */
export function failureOf (error, { provider, retried = false, now = Date.now () } = {}) {
  const f = {};
  if (!error || typeof error !== 'object')
    return f;
  const data = error.data && typeof error.data === 'object' ? error.data : {};
  const name = str (error.name, 256);
  if (name)
    f.kind = name;
  if (Number.isInteger (data.statusCode) && data.statusCode >= 100 && data.statusCode < 1000)
    f.status = data.statusCode;
  /* MessageOutputLengthError carries no text: say what it means, for the
   * person reading the history (and the classifier's output-limit rule). */
  const message = str (data.message) ?? str (error.message)
    ?? (name === 'MessageOutputLengthError' ? 'the answer reached the maximum output tokens of the model' : undefined);
  if (message)
    f.message = message;
  const type = errorTypeOf (data.responseBody);
  if (type)
    f.error_type = type;
  const ra = retryAfterMs (data.responseHeaders, now);
  if (ra !== undefined)
    f.retry_after_ms = ra;
  const p = str (data.providerID, 256) ?? str (provider, 256);
  if (p)
    f.provider = p;
  if (retried)
    f.host_retried = true;
  return f;
}

/**
 * titleOf:
 * Returns: OpenCode's session title, or undefined while it is still the
 * default "New session - <time>" (Carry On then shows the directory).
 */
export function titleOf (info) {
  const title = str (info?.title, 1024);
  if (!title || DEFAULT_TITLE.test (title))
    return undefined;
  return title;
}

/**
 * IdMinter:
 * Mints message ids the way OpenCode does (ascending): `msg_`, 12 hex
 * digits of (ms * 0x1000 + counter) mod 2^48, 14 random base62 characters.
 */
export class IdMinter {
  constructor (now = Date.now) {
    this.now = now;
    this.last = 0;
    this.counter = 0;
  }

  mint () {
    const ms = this.now ();
    if (ms !== this.last) {
      this.last = ms;
      this.counter = 0;
    }
    this.counter++;
    const n = (BigInt (ms) * 0x1000n + BigInt (this.counter)) % (1n << 48n);
    let rand = '';
    for (let i = 0; i < 14; i++)
      rand += BASE62[randomInt (62)];
    return 'msg_' + n.toString (16).padStart (12, '0') + rand;
  }
}

/**
 * OpenCodeHost:
 *
 * new OpenCodeHost ({ server, now, log })
 *   server: a HostServer (host-server.mjs) or a stub with emit (msg),
 *     lookupSession (id), setLastRequest (id, requestId, state, drop) and
 *     an assignable onCommand
 *   now: () => EPOCH_MS
 *   log: (level, text) for our own log lines
 *
 * attach ({ client, directory }) → hooks {event, chatMessage, dispose}: one
 * per OpenCode instance (a project directory) in this process; the
 * sessions of an instance are answered through its client.
 */
export class OpenCodeHost {
  constructor ({ server, now = Date.now, log = () => {} }) {
    this.server = server;
    this.now = now;
    this.log = log;
    this.minter = new IdMinter (now);
    this.started = now ();
    /* main sessions we report: id → {attachment, cwd, turn, starting,
     * agent, model, provider} */
    this.sessions = new Map ();
    /* child session id → parent session id */
    this.parents = new Map ();
    /* child session id → its running subagent turn */
    this.childTurns = new Map ();
    /* minted message id → request id of a prompt.submit */
    this.ours = new Map ();
    this.attachments = new Set ();
    server.onCommand = (msg) => this.command (msg);
  }

  attach ({ client, directory }) {
    const a = { client, directory };
    this.attachments.add (a);
    return {
      event: (event) => this.event (a, event),
      chatMessage: (input, output) => this.chatMessage (a, input, output),
      dispose: () => this.detach (a),
    };
  }

  get nAttachments () {
    return this.attachments.size;
  }

  detach (a) {
    if (!this.attachments.delete (a))
      return;
    for (const [id, s] of this.sessions)
      if (s.attachment === a)
        this.endSession (id, 'closed');
  }

  /* ---- sessions ----------------------------------------------------- */

  rootOf (id) {
    let cur = id;
    for (let i = 0; i < 32 && this.parents.has (cur); i++)
      cur = this.parents.get (cur);
    return cur;
  }

  sessionMessage (id, s) {
    const session = { id, cwd: s.cwd, turn_running: s.turn !== null };
    if (s.title)
      session.title = s.title;
    if (s.provider)
      session.provider = s.provider;
    return session;
  }

  /* Starts reporting a main session (idempotent); info may be partial. */
  track (a, id, info = {}) {
    let s = this.sessions.get (id);
    if (s) {
      const title = titleOf (info);
      const cwd = str (info.directory, 4096);
      if ((title && title !== s.title) || (cwd && cwd !== s.cwd)) {
        if (title)
          s.title = title;
        if (cwd)
          s.cwd = cwd;
        this.server.emit ({ type: 'session.update', session: this.sessionMessage (id, s) });
      }
      return s;
    }
    s = {
      attachment: a,
      cwd: str (info.directory, 4096) ?? a.directory,
      title: titleOf (info),
      provider: undefined,
      turn: null,
      starting: null,
      agent: undefined,
      model: undefined,
    };
    this.sessions.set (id, s);
    this.server.emit ({ type: 'session.start', session: this.sessionMessage (id, s) });
    return s;
  }

  endSession (id, reason) {
    const s = this.sessions.get (id);
    if (!s)
      return;
    this.sessions.delete (id);
    this.server.emit ({ type: 'session.end', session_id: id, reason });
  }

  sessionInfo (a, info) {
    if (!info || typeof info.id !== 'string')
      return;
    if (typeof info.parentID === 'string' && info.parentID) {
      this.parents.set (info.id, info.parentID);
      return;
    }
    this.track (a, info.id, info);
  }

  /* ---- events ------------------------------------------------------- */

  event (a, event) {
    const type = event?.type;
    const p = event?.properties ?? {};
    switch (type) {
      case 'session.created':
        this.sessionInfo (a, p.info);
        break;
      case 'session.updated':
        /* Only sessions of this process: created here, prompted here, or
         * changed now (an old session opened again). */
        if (p.info && (this.sessions.has (p.info.id) || this.parents.has (p.info.id)
                       || (p.info.time?.updated ?? 0) >= this.started))
          this.sessionInfo (a, p.info);
        break;
      case 'session.deleted':
        if (p.info && typeof p.info.id === 'string') {
          this.parents.delete (p.info.id);
          this.childTurns.delete (p.info.id);
          this.endSession (p.info.id, 'deleted');
        }
        break;
      case 'session.status':
        this.status (a, p.sessionID, p.status);
        break;
      case 'session.error':
        this.error (p.sessionID, p.error);
        break;
      case 'message.updated': {
        const info = p.info;
        if (info?.role === 'assistant' && typeof info.sessionID === 'string') {
          const turn = this.turnOf (info.sessionID);
          if (turn) {
            if (typeof info.providerID === 'string')
              turn.provider = info.providerID;
            if (info.error && !turn.error)
              turn.error = info.error;
          }
        }
        break;
      }
      default:
        break;
    }
  }

  /* The running turn of a main or child session, or null. */
  turnOf (id) {
    if (this.parents.has (id))
      return this.childTurns.get (id) ?? null;
    return this.sessions.get (id)?.turn ?? null;
  }

  newTurn (turnId, origin) {
    return { id: turnId, origin, error: null, retried: false, provider: undefined };
  }

  status (a, id, status) {
    if (typeof id !== 'string' || !status || typeof status.type !== 'string')
      return;
    const child = this.parents.has (id);
    if (status.type === 'busy' || status.type === 'retry') {
      let turn = this.turnOf (id);
      if (!turn) {
        /* A turn no prompt started (a command, a compaction): OpenCode's
         * own, automated. */
        turn = this.newTurn (this.minter.mint (), ORIGIN_AUTOMATED);
        this.startTurn (a, id, turn);
      }
      if (status.type === 'retry')
        turn.retried = true;
      return;
    }
    if (status.type !== 'idle')
      return;
    const turn = this.turnOf (id);
    if (!turn)
      return;
    const msg = { type: 'turn.complete', turn_id: turn.id, ended_at: this.now () };
    if (child) {
      this.childTurns.delete (id);
      msg.session_id = this.rootOf (id);
      msg.agent_id = id;
      if (!this.sessions.has (msg.session_id))
        return;
    } else {
      const s = this.sessions.get (id);
      s.turn = null;
      msg.session_id = id;
      if (turn.provider)
        s.provider = turn.provider;
    }
    if (turn.error?.name === 'MessageAbortedError') {
      msg.reason = 'aborted';
    } else if (turn.error) {
      msg.reason = 'error';
      /* The assistant message naming the provider may come after the
       * idle status: else the model the session's last prompt used. */
      const provider = turn.provider ?? this.sessions.get (msg.session_id)?.provider;
      msg.failure = failureOf (turn.error, { provider, retried: turn.retried, now: this.now () });
    } else {
      msg.reason = 'answer';
    }
    this.server.emit (msg);
  }

  error (id, error) {
    if (typeof id !== 'string' || !error || typeof error !== 'object')
      return;
    const turn = this.turnOf (id);
    if (turn)
      turn.error = error;
  }

  startTurn (a, id, turn) {
    if (this.parents.has (id)) {
      const root = this.rootOf (id);
      this.childTurns.set (id, turn);
      if (this.sessions.has (root))
        this.server.emit ({ type: 'turn.start', session_id: root, turn_id: turn.id, agent_id: id });
      return;
    }
    const s = this.track (a, id);
    s.turn = turn;
    this.server.emit ({ type: 'turn.start', session_id: id, turn_id: turn.id, origin: turn.origin });
  }

  /* chat.message: a prompt went in; its message id is the turn's id. */
  chatMessage (a, input, output) {
    const id = input?.sessionID;
    const messageId = output?.message?.id;
    if (typeof id !== 'string' || typeof messageId !== 'string')
      return;
    let origin = ORIGIN_PERSON;
    const requestId = typeof input.messageID === 'string' ? this.ours.get (input.messageID) : undefined;
    if (requestId !== undefined) {
      this.ours.delete (input.messageID);
      origin = { kind: 'plugin', name: 'carry-on', request_id: requestId };
    }
    const turn = this.newTurn (messageId, origin);
    if (this.parents.has (id)) {
      this.startTurn (a, id, turn);
      return;
    }
    const s = this.track (a, id);
    if (output.message.agent)
      s.agent = output.message.agent;
    if (output.message.model?.providerID && output.message.model?.modelID) {
      s.model = { providerID: output.message.model.providerID, modelID: output.message.model.modelID };
      s.provider = s.model.providerID;
    }
    if (s.starting?.messageId === input.messageID)
      s.starting = null;
    this.server.emit ({ type: 'prompt.submit', session_id: id, origin });
    this.startTurn (a, id, turn);
  }

  /* ---- commands ----------------------------------------------------- */

  command (msg) {
    switch (msg.type) {
      case 'prompt.submit':
        this.submit (msg);
        break;
      case 'log':
        this.show (msg);
        break;
      case 'handoff':
        this.server.emit ({
          type: 'handoff.progress', session_id: msg.session_id, request_id: msg.request_id,
          stage: 'stopped', reason: 'OpenCode has no hand-off',
        });
        break;
      default:
        break;
    }
  }

  refuse (msg, drop) {
    this.server.emit ({
      type: 'prompt.result', request_id: msg.request_id, session_id: msg.session_id, ok: false, drop,
    });
  }

  submit (msg) {
    const s = this.sessions.get (msg.session_id);
    if (!s) {
      this.refuse (msg, 'no such session');
      return;
    }
    if (s.turn !== null || s.starting !== null) {
      this.refuse (msg, 'a turn is running');
      return;
    }
    const messageId = this.minter.mint ();
    s.starting = { messageId, requestId: msg.request_id };
    this.ours.set (messageId, msg.request_id);
    this.server.setLastRequest (msg.session_id, msg.request_id, 'queued');
    const body = { messageID: messageId, parts: [{ type: 'text', text: msg.text.slice (0, MAX_PROMPT) }] };
    if (s.agent)
      body.agent = s.agent;
    if (s.model)
      body.model = s.model;
    /* Until its chat.message (the turn) arrives, the prompt is starting:
     * another prompt.submit is refused; OpenCode answers promptAsync
     * before or after that hook runs. */
    const clear = () => {
      if (s.starting?.messageId === messageId)
        s.starting = null;
    };
    const done = (ok, drop) => {
      if (!ok) {
        clear ();
        this.ours.delete (messageId);
        this.refuse (msg, drop);
        return;
      }
      const timer = setTimeout (clear, STARTING_MS);
      timer.unref?.();
      this.server.emit ({
        type: 'prompt.result', request_id: msg.request_id, session_id: msg.session_id,
        ok: true, turn_id: messageId,
      });
    };
    let call;
    try {
      call = s.attachment.client.session.promptAsync ({ path: { id: msg.session_id }, body });
    } catch (e) {
      done (false, `OpenCode refused the prompt: ${e?.message ?? e}`);
      return;
    }
    Promise.resolve (call).then ((res) => {
      if (res?.error)
        done (false, `OpenCode refused the prompt: ${describe (res.error)}`);
      else
        done (true);
    }, (e) => done (false, `OpenCode refused the prompt: ${e?.message ?? e}`));
  }

  /* log: a toast in the TUI (it is not part of the conversation, so the
   * transcript and the model's context stay clean), and OpenCode's own
   * log file. */
  show (msg) {
    const s = this.sessions.get (msg.session_id);
    const client = (s?.attachment ?? [...this.attachments][0])?.client;
    if (!client)
      return;
    const text = msg.text.slice (0, 1024);
    const level = msg.level === 'warning' ? 'warn' : 'info';
    const quiet = (p) => Promise.resolve (p).catch (() => {});
    try {
      quiet (client.tui?.showToast?.({
        body: { title: 'Carry On', message: text, variant: msg.level === 'warning' ? 'warning' : 'info', duration: TOAST_MS },
      }));
      quiet (client.app?.log?.({ body: { service: 'carry-on', level, message: `${msg.session_id}: ${text}` } }));
    } catch {
    }
  }
}

function describe (error) {
  if (typeof error === 'string')
    return error.slice (0, 1024);
  try {
    return JSON.stringify (error).slice (0, 1024);
  } catch {
    return 'unknown error';
  }
}
