/* host-server.mjs
 *
 * SPDX-FileCopyrightText: 2026 The Carry On authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The host end of Carry On's host protocol v1 (docs/protocol.md) in plain
 * Node (no DSH import, so it runs and is tested under any Node >= 18): owns
 * the host socket, greets supervisors, answers bad lines with `error`,
 * enforces the 1 MiB line cap, arbitrates control (the first claim wins, the
 * rest observe; `control.take` hands it over), keeps the session table that `sessions` snapshots are made
 * from, and broadcasts events.  For in-session control it also sends a
 * host's `command` to a supervisor and hands back its `command.result`, and
 * keeps the controller's `session.status` pushes (docs/protocol.md).
 *
 * Peer uid: Node exposes no SO_PEERCRED, so the uid check of protocol §1 is
 * done by the file system instead: the hosts directory is 0700 and the
 * socket 0600, and Linux requires write permission on a Unix socket file to
 * connect, so only our uid (and root) can reach the socket.  A directory
 * that is not ours, or a path that is not a directory, is refused.
 */

import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const PROTOCOL_VERSION = '1.0';
/* What this copy of the plugin can do, for `carry-on install-host` to tell
 * an installed plugin that is older than the one Carry On ships.  Raise it
 * whenever the plugin learns something a supervisor relies on
 * (2: control.take).  install-host reads the number from this line. */
export const PLUGIN_REVISION = 2;
/* protocol §3: the supervisor → host messages this server handles itself */
export const CONTROL_TAKE = 'control.take';
/* protocol §1: bytes of one line, excluding the newline */
export const MAX_LINE = 1048576;
/* protocol §1: sessions a host reports at most */
export const MAX_SESSIONS = 4096;
const MAX_DEPTH = 64;
/* docs/protocol.md, in-session control: bounds of a `command`, in bytes
 * (UTF-8), and the `session.status` states. */
export const MAX_COMMAND_REQUEST_ID = 128;
export const MAX_COMMAND_ARGS = 1024;
export const STATUS_STATES = ['idle', 'running', 'waiting', 'gave-up', 'off'];
/* How long a `command` waits for its `command.result`; the supervisor
 * answers at once, so this only catches one that never does. */
export const COMMAND_TIMEOUT_MS = 30000;
/* The spec's answer when no supervisor is connected. */
export const NOT_RUNNING_TEXT = 'Carry On is not running. Start it with `carry-on` '
  + '(or `carry-on --headless` on a server); it finds this host by itself.';
/* A supervisor that does not read its socket is dropped once this much
 * output is queued for it, so a stuck peer cannot grow our memory. */
const MAX_QUEUED_OUTPUT = 16 * 1048576;
const MAX_CLIENTS = 64;

/* Message types a supervisor may send (protocol §4.3) and the members each
 * requires; the types only a host sends are `unknown-type` from a
 * supervisor. */
const FROM_SUPERVISOR = {
  hello: { protocol: 'string', role: 'string' },
  error: { code: 'string', message: 'string' },
  'control.claim': {},
  'control.release': {},
  'control.take': {},
  'prompt.submit': { request_id: 'string', session_id: 'string', text: 'string' },
  log: { session_id: 'string', text: 'string' },
  handoff: { request_id: 'string', session_id: 'string' },
  'handoff.paste': { session_id: 'string' },
  'command.result': { request_id: 'string', ok: 'boolean', text: 'string' },
  'session.status': { session_id: 'string', enabled: 'boolean', count: 'count', limit: 'count', state: STATUS_STATES },
};
const OPTIONAL_FIELDS = {
  hello: { client: 'object', capabilities: 'string[]' },
  log: { level: ['info', 'warning'] },
  handoff: { focus: 'string', deliver: ['fill', 'submit'] },
  'session.status': { due_at: 'count' },
};
const FROM_HOST_ONLY = new Set([
  'control', 'sessions', 'session.start', 'session.update', 'session.end',
  'turn.start', 'turn.complete', 'prompt.result', 'usage', 'handoff.progress', 'command',
]);

/**
 * hostsDir:
 * @env: the environment (process.env)
 *
 * Returns: the hosts directory of protocol §1: `$CARRY_ON_HOSTS_DIR` (made
 * absolute against the cwd), else `$XDG_RUNTIME_DIR/carry-on/hosts`, else,
 * like GLib's g_get_user_runtime_dir(), the user cache dir
 * (`$XDG_CACHE_HOME` or `~/.cache`) + `/carry-on/hosts`.
 */
export function hostsDir (env = process.env) {
  if (env.CARRY_ON_HOSTS_DIR)
    return path.resolve (env.CARRY_ON_HOSTS_DIR);
  const runtime = env.XDG_RUNTIME_DIR
    || env.XDG_CACHE_HOME
    || path.join (os.homedir (), '.cache');
  return path.join (runtime, 'carry-on', 'hosts');
}

function typeOk (value, want) {
  if (Array.isArray (want))
    return typeof value === 'string' && want.includes (value);
  switch (want) {
    case 'string': return typeof value === 'string';
    case 'object': return typeof value === 'object' && !Array.isArray (value);
    case 'string[]': return Array.isArray (value) && value.every ((v) => typeof v === 'string');
    case 'boolean': return typeof value === 'boolean';
    /* a JSON integer >= 0 that a double holds exactly (counts, EPOCH_MS) */
    case 'count': return Number.isSafeInteger (value) && value >= 0;
    default: return false;
  }
}

/* Depth of nested arrays/objects, without recursion (a hostile line must
 * not blow the stack). */
function depthOf (root) {
  let max = 0;
  const stack = [[root, 1]];
  while (stack.length > 0) {
    const [value, depth] = stack.pop ();
    if (value === null || typeof value !== 'object')
      continue;
    if (depth > max)
      max = depth;
    if (max > MAX_DEPTH)
      return max;
    for (const child of Array.isArray (value) ? value : Object.values (value))
      if (child !== null && typeof child === 'object')
        stack.push ([child, depth + 1]);
  }
  return max;
}

class ProtocolError extends Error {
  constructor (code, message) {
    super (message);
    this.code = code;
  }
}

/**
 * parseSupervisorLine:
 * @bytes: one line (a Buffer) without its newline
 * @lineNo: its 1-based number on the connection, for messages
 *
 * Validates a supervisor → host line per protocol §2 and §4.3.
 *
 * Returns: the message object, with optional members that are `null`
 * removed.  Throws a ProtocolError whose `code` is the protocol's error code
 * (`malformed`, `unknown-type`, `invalid-field`).
 */
export function parseSupervisorLine (bytes, lineNo = 1) {
  let text;
  try {
    text = new TextDecoder ('utf-8', { fatal: true }).decode (bytes);
  } catch {
    throw new ProtocolError ('malformed', `line ${lineNo} is not valid UTF-8`);
  }
  let msg;
  try {
    msg = JSON.parse (text);
  } catch (e) {
    throw new ProtocolError ('malformed', `line ${lineNo} is not valid JSON: ${e.message}`);
  }
  if (msg === null || typeof msg !== 'object' || Array.isArray (msg))
    throw new ProtocolError ('malformed', `line ${lineNo} is not a JSON object`);
  if (depthOf (msg) > MAX_DEPTH)
    throw new ProtocolError ('malformed', `line ${lineNo} nests deeper than ${MAX_DEPTH} levels`);
  if (typeof msg.type !== 'string')
    throw new ProtocolError ('unknown-type', `line ${lineNo} has no string member "type"`);
  const required = FROM_SUPERVISOR[msg.type];
  if (required === undefined) {
    const why = FROM_HOST_ONLY.has (msg.type) ? 'only a host sends it' : 'not a type of protocol 1';
    throw new ProtocolError ('unknown-type', `line ${lineNo}: type "${msg.type}" is not accepted from a supervisor (${why})`);
  }
  for (const [key, value] of Object.entries (msg))
    if (value === null)
      delete msg[key];
  for (const [field, want] of Object.entries (required))
    if (!(field in msg))
      throw new ProtocolError ('invalid-field', `${msg.type}: required member "${field}" is missing`);
    else if (!typeOk (msg[field], want))
      throw new ProtocolError ('invalid-field', `${msg.type}: member "${field}" must be a ${want}`);
  for (const [field, want] of Object.entries (OPTIONAL_FIELDS[msg.type] ?? {}))
    if (field in msg && !typeOk (msg[field], want))
      throw new ProtocolError ('invalid-field',
                               `${msg.type}: member "${field}" must be ${Array.isArray (want) ? 'one of ' + want.join (', ') : 'a ' + want}`);
  return msg;
}

/**
 * HostServer:
 *
 * new HostServer ({ kind, name, version, capabilities, retries, log })
 *   kind, name, version: the host's hello (`host` member)
 *   capabilities: supervisor → host messages handled, e.g. ['prompt.submit']
 *   retries: (optional) {kinds: [...], attempts: n}, protocol §3
 *   log: (optional) function (level, text) for log lines; default stderr
 *
 * Callbacks (assign):
 *   onCommand (msg): a command from the controller (prompt.submit, log,
 *     handoff, handoff.paste); answer a prompt.submit with
 *     emit ({type: 'prompt.result', ...})
 *
 * In-session control (docs/protocol.md): sendCommand () asks a supervisor;
 * statusOf () / statuses () read the controller's last `session.status` per
 * session, and addStatusListener () is told of every change.
 */
export class HostServer {
  constructor ({ kind, name, version, capabilities = [], retries = null, log = null }) {
    this.hello = {
      type: 'hello',
      protocol: PROTOCOL_VERSION,
      role: 'host',
      host: { kind, name, version, pid: process.pid },
      /* control.take is arbitrated here, so every host built on this
       * server has it */
      capabilities: capabilities.includes (CONTROL_TAKE) ? [...capabilities] : [...capabilities, CONTROL_TAKE],
    };
    if (retries)
      this.hello.retries = retries;
    this.log = log ?? ((level, text) => console.error (`carry-on: ${level}: ${text}`));
    this.sessions = new Map ();
    this.clients = new Set ();
    this.controller = null;
    this.server = null;
    this.socketPath = null;
    this.onCommand = () => {};
    this.closed = false;
    this.refusedSessions = new Set ();
    /* session id → the controller's last session.status (normalised) */
    this.sessionStatuses = new Map ();
    this.statusListeners = new Set ();
    /* request id → {client, resolve, timer}: commands awaiting a result */
    this.pendingCommands = new Map ();
    this.nextCommand = 0;
  }

  /**
   * listen:
   * @socketPath: where to bind; its directory is created 0700
   *
   * Binds the socket (0600), replacing a stale socket file (one nobody
   * answers on).  Resolves when listening; rejects with an Error whose
   * message says why (a live socket, not a socket, a directory of another
   * uid, …).
   */
  async listen (socketPath) {
    const dir = path.dirname (socketPath);
    fs.mkdirSync (dir, { recursive: true, mode: 0o700 });
    const st = fs.lstatSync (dir);
    if (!st.isDirectory ())
      throw new Error (`${dir} is not a directory`);
    if (typeof process.getuid === 'function' && st.uid !== process.getuid ())
      throw new Error (`${dir} belongs to uid ${st.uid}, not to us (uid ${process.getuid ()})`);
    if ((st.mode & 0o077) !== 0)
      fs.chmodSync (dir, 0o700);

    let existing = null;
    try {
      existing = fs.lstatSync (socketPath);
    } catch {
    }
    if (existing) {
      if (!existing.isSocket ())
        throw new Error (`${socketPath} exists and is not a socket`);
      if (await isLive (socketPath))
        throw new Error (`${socketPath} is in use by a live host`);
      fs.unlinkSync (socketPath);
    }

    if (this.closed)
      throw new Error ('the host server was closed');
    /* Bound and listening under a name supervisors ignore, made 0600, then
     * linked into place (a new name, which directory watchers see created;
     * a rename is a move they may not watch): the socket appears only once
     * it accepts, so a supervisor never finds it refusing. */
    const tmpPath = path.join (dir, `.${path.basename (socketPath)}.${process.pid}.tmp`);
    try {
      fs.unlinkSync (tmpPath);
    } catch {
    }
    const srv = net.createServer ((sock) => this.accept (sock));
    this.server = srv;
    await new Promise ((resolve, reject) => {
      srv.once ('error', reject);
      srv.listen (tmpPath, () => {
        srv.off ('error', reject);
        resolve ();
      });
    });
    if (this.closed) {
      /* closed while binding (the plugin was disposed) */
      srv.close ();
      this.close ();
      return;
    }
    fs.chmodSync (tmpPath, 0o600);
    fs.linkSync (tmpPath, socketPath);
    fs.unlinkSync (tmpPath);
    this.socketPath = socketPath;
    srv.on ('error', (e) => this.log ('warning', `host socket: ${e.message}`));
  }

  /* Stops accepting, closes every client, removes the socket file. */
  close () {
    this.closed = true;
    for (const client of this.clients)
      client.sock.destroy ();
    this.clients.clear ();
    this.controller = null;
    this.settleCommands (null, 'this host is closing');
    this.clearStatuses ();
    if (this.server) {
      this.server.close ();
      this.server = null;
    }
    if (this.socketPath) {
      try {
        fs.unlinkSync (this.socketPath);
      } catch {
      }
      this.socketPath = null;
    }
  }

  get nClients () {
    return this.clients.size;
  }

  /* (nullable) the session table entry for @id (a SESSION object). */
  lookupSession (id) {
    return this.sessions.get (id) ?? null;
  }

  /**
   * setLastRequest:
   * Records the last supervisor request seen for a session (SESSION
   * `last_request`), e.g. state `queued` while the agent is busy.
   */
  setLastRequest (sessionId, requestId, state, drop = undefined) {
    const s = this.sessions.get (sessionId);
    if (!s)
      return;
    s.last_request = { request_id: requestId, state };
    if (drop !== undefined)
      s.last_request.drop = drop;
  }

  /**
   * emit:
   * @msg: a host → supervisor event (session.start, session.update,
   *   session.end, turn.start, turn.complete, prompt.submit, prompt.result,
   *   usage)
   *
   * Updates the session table so later snapshots are right, then sends
   * @msg to every greeted client.  A session beyond MAX_SESSIONS is logged
   * and not reported.
   */
  emit (msg) {
    if (!this.track (msg))
      return;
    this.broadcast (msg);
  }

  track (msg) {
    const id = msg.session?.id ?? msg.session_id;
    if (id !== undefined && !this.sessions.has (id) && msg.type !== 'session.start'
        && msg.type !== 'session.update' && msg.type !== 'prompt.result')
      return !this.refusedSessions.has (id);
    switch (msg.type) {
      case 'session.start':
      case 'session.update': {
        const old = this.sessions.get (id);
        if (!old && this.sessions.size >= MAX_SESSIONS) {
          if (!this.refusedSessions.has (id))
            this.log ('warning', `more than ${MAX_SESSIONS} sessions; session ${id} is not reported`);
          this.refusedSessions.add (id);
          return false;
        }
        const merged = { ...(old ?? {}), ...msg.session };
        this.sessions.set (id, merged);
        msg.session = merged;
        return true;
      }
      case 'session.end':
        this.sessions.delete (id);
        this.refusedSessions.delete (id);
        if (this.sessionStatuses.delete (id))
          this.notifyStatus (id);
        return true;
      case 'turn.start':
        if (!msg.agent_id) {
          const s = this.sessions.get (id);
          s.turn_running = true;
          if (msg.origin?.request_id && s.last_request?.request_id === msg.origin.request_id)
            s.last_request.state = 'started';
        }
        return true;
      case 'turn.complete':
        if (!msg.agent_id) {
          const s = this.sessions.get (id);
          s.turn_running = false;
          s.last_turn = { turn_id: msg.turn_id, agent_id: null, reason: msg.reason };
          if (msg.ended_at !== undefined)
            s.last_turn.ended_at = msg.ended_at;
          if (msg.failure)
            s.last_turn.failure = msg.failure;
        }
        return true;
      case 'prompt.result':
        if (id !== undefined && this.sessions.has (id))
          this.setLastRequest (id, msg.request_id, msg.ok ? (msg.turn_id ? 'started' : 'queued') : 'dropped',
                               msg.ok ? undefined : msg.drop);
        return true;
      default:
        return true;
    }
  }

  snapshot () {
    return { type: 'sessions', sessions: [...this.sessions.values ()] };
  }

  broadcast (msg) {
    const line = JSON.stringify (msg) + '\n';
    for (const client of this.clients)
      if (client.greeted)
        this.send (client, line);
  }

  send (client, msgOrLine) {
    if (client.closed)
      return;
    const line = typeof msgOrLine === 'string' ? msgOrLine : JSON.stringify (msgOrLine) + '\n';
    if (client.sock.writableLength + line.length > MAX_QUEUED_OUTPUT) {
      this.log ('warning', `${client.label} does not read its socket; disconnecting it`);
      this.drop (client);
      return;
    }
    client.sock.write (line);
  }

  controlFor (client) {
    if (this.controller === client)
      return { type: 'control', state: 'granted' };
    if (this.controller === null)
      return { type: 'control', state: 'free' };
    return { type: 'control', state: 'observer', controller: { ...this.controller.info } };
  }

  accept (sock) {
    if (this.clients.size >= MAX_CLIENTS) {
      this.log ('warning', `more than ${MAX_CLIENTS} supervisors connected; refusing another`);
      sock.destroy ();
      return;
    }
    const client = {
      sock,
      greeted: false,
      closed: false,
      buffer: Buffer.alloc (0),
      lineNo: 0,
      info: { name: 'unknown', pid: 0 },
      label: 'a supervisor',
    };
    this.clients.add (client);
    sock.on ('data', (chunk) => this.receive (client, chunk));
    sock.on ('error', () => {});
    sock.on ('close', () => this.drop (client));
    this.send (client, this.hello);
  }

  drop (client) {
    if (client.closed)
      return;
    client.closed = true;
    client.sock.destroy ();
    this.clients.delete (client);
    this.settleCommands (client, 'Carry On went away before it answered');
    if (this.controller === client) {
      this.controller = null;
      this.clearStatuses ();
      this.log ('info', `${client.label} (the controller) left; control is free`);
      this.broadcast ({ type: 'control', state: 'free' });
    }
  }

  receive (client, chunk) {
    if (client.closed)
      return;
    client.buffer = client.buffer.length ? Buffer.concat ([client.buffer, chunk]) : chunk;
    for (;;) {
      const nl = client.buffer.indexOf (0x0a);
      if (nl < 0)
        break;
      let line = client.buffer.subarray (0, nl);
      client.buffer = client.buffer.subarray (nl + 1);
      if (line.length > 0 && line[line.length - 1] === 0x0d)
        line = line.subarray (0, line.length - 1);
      client.lineNo++;
      if (line.length > MAX_LINE) {
        this.tooLong (client);
        return;
      }
      this.handleLine (client, line);
      if (client.closed)
        return;
    }
    /* +1: a '\r' may still precede the newline */
    if (client.buffer.length > MAX_LINE + 1)
      this.tooLong (client);
  }

  tooLong (client) {
    this.log ('warning', `${client.label}: line ${client.lineNo + 1} is over ${MAX_LINE} bytes; closing the connection`);
    this.send (client, { type: 'error', code: 'too-long', message: `line over ${MAX_LINE} bytes` });
    client.buffer = Buffer.alloc (0);
    client.sock.end ();
    client.closed = true;
    this.clients.delete (client);
    this.settleCommands (client, 'Carry On went away before it answered');
    if (this.controller === client) {
      this.controller = null;
      this.clearStatuses ();
      this.broadcast ({ type: 'control', state: 'free' });
    }
    setTimeout (() => client.sock.destroy (), 1000).unref ();
  }

  reply (client, code, message) {
    this.send (client, { type: 'error', code, message });
  }

  handleLine (client, line) {
    let msg;
    try {
      msg = parseSupervisorLine (line, client.lineNo);
    } catch (e) {
      if (!(e instanceof ProtocolError))
        throw e;
      this.log ('info', `${client.label}: ${e.message}`);
      this.reply (client, e.code, e.message);
      return;
    }

    if (msg.type === 'error') {
      /* logged, never answered (no error loops) */
      this.log ('info', `${client.label} reports an error (${msg.code}): ${msg.message}`);
      return;
    }

    if (msg.type === 'hello') {
      this.handleHello (client, msg);
      return;
    }
    if (!client.greeted) {
      this.reply (client, 'invalid-field', `hello expected first, got ${msg.type}`);
      return;
    }

    switch (msg.type) {
      case 'control.claim':
        if (this.controller === null) {
          this.controller = client;
          this.log ('info', `${client.label} has control`);
        }
        this.send (client, this.controlFor (client));
        break;
      case 'control.release':
        if (this.controller === client) {
          this.controller = null;
          this.clearStatuses ();
          this.log ('info', `${client.label} released control`);
          this.broadcast ({ type: 'control', state: 'free' });
        }
        break;
      case 'control.take':
        this.takeControl (client);
        break;
      case 'prompt.submit':
        if (this.controller !== client) {
          this.send (client, {
            type: 'prompt.result', request_id: msg.request_id, session_id: msg.session_id,
            ok: false, drop: 'not the controller',
          });
          return;
        }
        this.onCommand (msg);
        break;
      case 'handoff':
        if (this.controller !== client) {
          this.send (client, {
            type: 'handoff.progress', session_id: msg.session_id, request_id: msg.request_id,
            stage: 'stopped', reason: 'not the controller',
          });
          return;
        }
        this.onCommand (msg);
        break;
      case 'log':
      case 'handoff.paste':
        if (this.controller === client)
          this.onCommand (msg);
        break;
      case 'command.result':
        this.commandResult (client, msg);
        break;
      case 'session.status':
        /* only the controller's status is shown (docs/protocol.md) */
        if (this.controller === client)
          this.setStatus (msg);
        break;
      default:
        break;
    }
  }

  /* protocol §3, control.take: @client takes control from whoever holds
   * it.  Every other greeted client (the old controller among them: it
   * drops its plans) is told who controls now; @client gets `granted` and
   * a fresh snapshot to rebuild its plans from. */
  takeControl (client) {
    if (this.controller === client) {
      this.send (client, this.controlFor (client));
      return;
    }
    const old = this.controller;
    this.controller = client;
    /* the old controller's statuses are not the new one's */
    this.clearStatuses ();
    this.log ('info', old ? `${client.label} took control from ${old.label}` : `${client.label} has control`);
    const line = JSON.stringify ({ type: 'control', state: 'observer', controller: { ...client.info } }) + '\n';
    for (const other of [...this.clients])
      if (other !== client && other.greeted)
        this.send (other, line);
    this.send (client, this.controlFor (client));
    this.send (client, this.snapshot ());
  }

  /**
   * sendCommand:
   * @sessionId: the host's session the person acts in
   * @args: what follows `/carry-on` (or the pill's `on`/`off`)
   *
   * Sends a `command` to the controlling supervisor, else to the first
   * connected one (docs/protocol.md), and waits for its `command.result`.
   * Never rejects: resolves {ok, text} with the supervisor's answer, or
   * ok:false with why there is none (NOT_RUNNING_TEXT and `running:
   * false` when no supervisor is connected; the supervisor left; no answer
   * in COMMAND_TIMEOUT_MS; @args or the session out of bounds).
   */
  sendCommand (sessionId, args) {
    if (typeof sessionId !== 'string' || !this.sessions.has (sessionId))
      return Promise.resolve ({ ok: false, text: 'This session is not known to Carry On\'s host plugin.' });
    if (typeof args !== 'string' || Buffer.byteLength (args) > MAX_COMMAND_ARGS)
      return Promise.resolve ({ ok: false, text: `The arguments must be at most ${MAX_COMMAND_ARGS} bytes.` });
    let target = this.controller;
    if (target === null)
      for (const client of this.clients)
        if (client.greeted && !client.closed) {
          target = client;
          break;
        }
    if (target === null)
      return Promise.resolve ({ ok: false, running: false, text: NOT_RUNNING_TEXT });
    const requestId = `cmd-${process.pid}-${++this.nextCommand}`;
    return new Promise ((resolve) => {
      const timer = setTimeout (() => {
        this.pendingCommands.delete (requestId);
        resolve ({ ok: false, text: `Carry On did not answer in ${COMMAND_TIMEOUT_MS / 1000} s.` });
      }, COMMAND_TIMEOUT_MS);
      timer.unref?.();
      this.pendingCommands.set (requestId, { client: target, resolve, timer });
      this.send (target, { type: 'command', request_id: requestId, session_id: sessionId, args });
    });
  }

  /* A `command.result` from @client: settles the command it answers.  One
   * for a command we did not send it (or answered already) is logged. */
  commandResult (client, msg) {
    const pending = this.pendingCommands.get (msg.request_id);
    if (!pending || pending.client !== client) {
      this.log ('info', `${client.label}: command.result for an unknown request ${JSON.stringify (msg.request_id.slice (0, MAX_COMMAND_REQUEST_ID))}`);
      return;
    }
    this.pendingCommands.delete (msg.request_id);
    clearTimeout (pending.timer);
    pending.resolve ({ ok: msg.ok, text: msg.text });
  }

  /* Settles the pending commands sent to @client (every one when @client
   * is null) with ok:false and @why. */
  settleCommands (client, why) {
    for (const [id, pending] of [...this.pendingCommands])
      if (client === null || pending.client === client) {
        this.pendingCommands.delete (id);
        clearTimeout (pending.timer);
        pending.resolve ({ ok: false, text: why });
      }
  }

  /**
   * statusOf:
   * Returns: (nullable) the controller's last `session.status` for
   * @sessionId as {enabled, count, limit, state, due_at?}; null when no
   * supervisor controls this host or it sent none for the session.
   */
  statusOf (sessionId) {
    return this.sessionStatuses.get (sessionId) ?? null;
  }

  /* Returns: every session's status, as [session id, status] pairs. */
  statuses () {
    return [...this.sessionStatuses.entries ()];
  }

  /**
   * addStatusListener:
   * @fn: called as fn (sessionId) after that session's status changed or
   *   went away, and fn (null) after every status was dropped (control
   *   lost).  Called synchronously; it must not throw.
   *
   * Returns: a function that removes @fn.
   */
  addStatusListener (fn) {
    this.statusListeners.add (fn);
    return () => this.statusListeners.delete (fn);
  }

  notifyStatus (sessionId) {
    for (const fn of [...this.statusListeners])
      try {
        fn (sessionId);
      } catch (e) {
        this.log ('warning', `status listener: ${e?.message ?? e}`);
      }
  }

  setStatus (msg) {
    if (!this.sessions.has (msg.session_id))
      return;   /* ended already, or never reported */
    const status = { enabled: msg.enabled, count: msg.count, limit: msg.limit, state: msg.state };
    if (msg.state === 'waiting' && msg.due_at !== undefined)
      status.due_at = msg.due_at;
    const old = this.sessionStatuses.get (msg.session_id);
    if (old && JSON.stringify (old) === JSON.stringify (status))
      return;
    this.sessionStatuses.set (msg.session_id, status);
    this.notifyStatus (msg.session_id);
  }

  clearStatuses () {
    if (this.sessionStatuses.size === 0)
      return;
    this.sessionStatuses.clear ();
    this.notifyStatus (null);
  }

  handleHello (client, msg) {
    if (client.greeted) {
      this.reply (client, 'invalid-field', 'hello was already received on this connection');
      return;
    }
    const m = /^(\d+)\.(\d+)$/.exec (msg.protocol);
    if (!m) {
      this.reply (client, 'invalid-field', `hello: protocol "${msg.protocol}" is not MAJOR.MINOR`);
      return;
    }
    if (m[1] !== PROTOCOL_VERSION.split ('.')[0]) {
      this.log ('info', `a supervisor speaks protocol ${msg.protocol}; closing`);
      this.send (client, {
        type: 'error', code: 'version',
        message: `supervisor speaks ${msg.protocol}, host speaks ${PROTOCOL_VERSION}`,
      });
      client.closed = true;
      this.clients.delete (client);
      client.sock.end ();
      return;
    }
    if (msg.role !== 'supervisor') {
      this.reply (client, 'invalid-field', `hello: role must be "supervisor", not "${msg.role}"`);
      return;
    }
    const c = msg.client ?? {};
    client.info = {
      name: typeof c.name === 'string' ? c.name : 'unknown',
      pid: Number.isInteger (c.pid) ? c.pid : 0,
    };
    client.label = `supervisor "${client.info.name}" (pid ${client.info.pid})`;
    client.greeted = true;
    this.send (client, this.controlFor (client));
    this.send (client, this.snapshot ());
  }
}

/* TRUE when something accepts connections on @socketPath. */
function isLive (socketPath) {
  return new Promise ((resolve) => {
    const probe = net.createConnection (socketPath);
    const done = (live) => {
      probe.destroy ();
      resolve (live);
    };
    probe.once ('connect', () => done (true));
    probe.once ('error', () => done (false));
    setTimeout (() => done (false), 1000).unref ();
  });
}
