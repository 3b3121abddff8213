// register.ts
//
// SPDX-FileCopyrightText: 2026 The Carry On authors
// SPDX-License-Identifier: GPL-3.0-or-later
//
// The Carry On mod for Claude Code (function hooks, measured on 2.1.332).
//
// It maps Claude Code's events onto Carry On's host protocol v1 and hands
// them to `carry-on-bridge`, a child it spawns at session.start (one per
// Claude Code process).  The bridge owns the host socket Carry On connects
// to; the mod POSTs each event to the bridge's private control socket
// (`$.http.fetch` with `socketPath`) and reads Carry On's commands
// (prompt.submit, log) as JSON lines on the bridge's stdout.
//
// Rules (docs/protocol.md, issue 6):
// * every hook passes the event on first and is guarded: a missing or
//   failing bridge never breaks the session;
// * `classic.StopFailure` fires before the `turn.complete` of an error turn:
//   its kind and text are kept and attached to that turn.complete;
// * person origins are composer, bridge, sdk, slack-ping; the rest are
//   automated; the mod's own submits carry Carry On's request id;
// * `host_continues_limit`: only a claude.ai (subscription) session with
//   `autoContinueAtUsageLimit` on (the default) is continued by Claude Code
//   itself at a usage limit; API-key and every other kind of session never.
//
// The bridge is found through $CARRY_ON_BRIDGE, else `carry-on-bridge` on
// PATH.  `$` is only passed to functions declared at the top of this file
// (the loader's rule).

import type { EngineInterface, Register } from 'claude-code'

type Api = EngineInterface

const PLUGIN = 'carry-on'
const PERSON_ORIGINS = ['composer', 'bridge', 'sdk', 'slack-ping']
const MAX_QUEUE = 512
const MAX_LINE = 1024 * 1024
const TRANSCRIPT_TAIL = 256 * 1024

type Json = Record<string, unknown>

type Failure = {
  kind?: string
  status?: number
  error_type?: string
  message?: string
  provider?: string
  host_retried?: boolean
}

type Submit = {
  requestId: string
  text: string
  reported: boolean
  turnId?: string
}

const st = {
  spawned: false,
  control: '' as string,        // the bridge's control socket, once ready
  queue: [] as Json[],          // events waiting for the bridge
  chain: Promise.resolve() as Promise<unknown>,
  sessionId: '' as string,
  cwd: '' as string,
  provider: 'api.anthropic.com',
  hostContinuesLimit: false,
  turnRunning: false,
  // StopFailure details waiting for their turn.complete; key: agent id,
  // '' for the main loop; `ready` settles once the transcript was read.
  failures: new Map<string, { failure: Failure, ready: Promise<void> }>(),
  submit: null as Submit | null,          // Carry On's prompt in flight
  dropped: 0,
}

function providerOf (base: string | undefined): string {
  const m = /^[a-z][a-z0-9+.-]*:\/\/(?:[^@/?#]*@)?(\[[^\]]*\]|[^/:?#]+)/i.exec(base ?? '')
  return m?.[1] ? m[1].toLowerCase() : 'api.anthropic.com'
}

function statusOf (text: string | undefined): number | undefined {
  if (!text)
    return undefined
  // "API Error: 529 Overloaded…", "API Error: Request rejected (429) · …"
  const m = /^API Error: (?:(\d{3})\b|[^\n(]*\((\d{3})\))/.exec(text)
  if (!m)
    return undefined
  return Number(m[1] ?? m[2])
}

function classOf (kind: string): string {
  return PERSON_ORIGINS.includes(kind) ? 'person' : 'automated'
}

function epochSeconds (iso: string | undefined): number | undefined {
  if (!iso)
    return undefined
  const ms = Date.parse(iso)
  return Number.isFinite(ms) ? Math.floor(ms / 1000) : undefined
}

function sessionObject (): Json {
  return {
    id: st.sessionId,
    cwd: st.cwd || undefined,
    provider: st.provider,
    turn_running: st.turnRunning,
    host_continues_limit: st.hostContinuesLimit,
  }
}

// -- talking to the bridge ------------------------------------------------

async function send ($: Api, event: Json): Promise<void> {
  try {
    const res = await $.http.fetch('http://carry-on-bridge/event', {
      method: 'POST',
      socketPath: st.control,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(event),
    })
    if (!res.ok)
      $.ui.log(`bridge refused ${String(event.type)}: ${res.status} ${res.text}`, { to: 'debug' })
  } catch (err) {
    $.ui.log(`bridge unreachable: ${String(err)}`, { to: 'debug' })
  }
}

// Events go out in the order they happened, one at a time.
function post ($: Api, event: Json): void {
  if (!st.control) {
    if (st.queue.length >= MAX_QUEUE) {
      st.queue.shift()
      st.dropped++
    }
    st.queue.push(event)
    return
  }
  st.chain = st.chain.then(() => send($, event)).catch(() => undefined)
}

function flush ($: Api): void {
  const queued = st.queue
  st.queue = []
  for (const event of queued)
    post($, event)
}

async function submit ($: Api, cmd: Json): Promise<void> {
  const requestId = String(cmd.request_id ?? '')
  const sessionId = String(cmd.session_id ?? '')
  const text = typeof cmd.text === 'string' ? cmd.text : ''
  if (!requestId)
    return
  if (sessionId !== st.sessionId || !text) {
    post($, { type: 'prompt.result', request_id: requestId, session_id: sessionId, ok: false,
              drop: text ? 'no such session in this Claude Code process' : 'empty prompt' })
    return
  }
  if (st.submit) {
    post($, { type: 'prompt.result', request_id: requestId, session_id: sessionId, ok: false,
              drop: 'another Carry On prompt is still being submitted' })
    return
  }
  const mine: Submit = { requestId, text, reported: false }
  st.submit = mine
  try {
    const res = await $.prompt.submit({ text })
    if (res.drop !== undefined) {
      post($, { type: 'prompt.result', request_id: requestId, session_id: sessionId, ok: false,
                drop: String(res.drop) })
      return
    }
    if (!mine.reported)
      post($, { type: 'prompt.submit', session_id: sessionId,
                origin: { kind: 'plugin', name: PLUGIN, class: 'automated', request_id: requestId } })
    post($, { type: 'prompt.result', request_id: requestId, session_id: sessionId, ok: true,
              turn_id: mine.turnId })
  } catch (err) {
    post($, { type: 'prompt.result', request_id: requestId, session_id: sessionId, ok: false,
              drop: `the mod could not submit: ${String(err)}` })
  } finally {
    if (st.submit === mine)
      st.submit = null
  }
}

function command ($: Api, line: string): void {
  let cmd: Json
  try {
    const v = JSON.parse(line)
    if (typeof v !== 'object' || v === null || Array.isArray(v))
      return
    cmd = v as Json
  } catch {
    $.ui.log(`bridge wrote a line that is not JSON (${line.length} bytes)`, { to: 'debug' })
    return
  }
  switch (cmd.type) {
    case 'bridge.ready':
      if (typeof cmd.control === 'string' && cmd.control) {
        st.control = cmd.control
        flush($)
      }
      break
    case 'prompt.submit':
      submit($, cmd).catch(() => undefined)
      break
    case 'log':
      if (typeof cmd.text === 'string' && cmd.text)
        $.ui.log(cmd.text.slice(0, 2000))
      break
    default:
      // handoff, handoff.paste (issue 8) and newer commands: not yet.
      break
  }
}

async function runBridge ($: Api, argv: string[]): Promise<void> {
  let buf = ''
  try {
    const child = $.process.spawn({ argv })
    for await (const { stream, text } of child) {
      if (stream !== 'stdout') {
        $.ui.log(text.trimEnd(), { to: 'debug' })
        continue
      }
      buf += text
      let nl: number
      while ((nl = buf.indexOf('\n')) >= 0) {
        const line = buf.slice(0, nl)
        buf = buf.slice(nl + 1)
        if (line.trim())
          command($, line)
      }
      if (buf.length > MAX_LINE)
        buf = ''
    }
    $.ui.log('carry-on-bridge ended', { to: 'debug' })
  } catch (err) {
    $.ui.log(`carry-on-bridge did not start (${argv[0]}): ${String(err)}`, { to: 'debug' })
  } finally {
    st.control = ''
    st.queue = []
  }
}

// -- sessions ---------------------------------------------------------------

async function learnSession ($: Api, cwd: string | undefined): Promise<void> {
  st.sessionId = await $.session.id()
  st.cwd = cwd ?? await $.session.cwd()
  st.provider = providerOf(await $.env.get('ANTHROPIC_BASE_URL'))
  let kind = ''
  try {
    kind = (await $.session.identity()).kind ?? ''
  } catch {
    kind = ''
  }
  let auto: unknown = true
  try {
    auto = await $.settings.read({ key: 'autoContinueAtUsageLimit' })
  } catch {
    auto = true
  }
  // Claude Code continues a usage limit itself only for claude.ai logins
  // (first party, OAuth) with the setting on; it defaults to true.
  st.hostContinuesLimit = kind === 'claude.ai' && auto !== false
}

async function startBridge ($: Api): Promise<void> {
  if (st.spawned)
    return
  st.spawned = true
  const bridge = (await $.env.get('CARRY_ON_BRIDGE')) || 'carry-on-bridge'
  let version = ''
  try {
    version = (await $.session.version()).version
  } catch {
    version = ''
  }
  const argv = [bridge, '--host-version', version || 'unknown']
  void runBridge($, argv)
}

async function sessionStart ($: Api, cwd: string | undefined): Promise<void> {
  await learnSession($, cwd)
  await startBridge($)
  post($, { type: 'session.start', session: sessionObject() })
}

// A /clear goes on under a new id with no session.start: notice it on the
// next event and announce the new session.
async function ensureSession ($: Api): Promise<string> {
  const id = await $.session.id()
  if (id !== st.sessionId)
    await sessionStart($, undefined)
  return id
}

function stopFailure ($: Api, e: Json): void {
  const message = typeof e.last_assistant_message === 'string' ? e.last_assistant_message : undefined
  const failure: Failure = {
    kind: typeof e.error === 'string' ? e.error : undefined,
    status: statusOf(message),
    message,
    provider: st.provider,
  }
  if (failure.kind === 'server_error' || failure.kind === 'rate_limit' || failure.kind === 'overloaded')
    failure.host_retried = true
  // turn.complete follows at once: store first, enrich after.
  const ready = typeof e.transcript_path === 'string'
    ? fromTranscript($, e.transcript_path, failure)
    : Promise.resolve()
  st.failures.set(typeof e.agent_id === 'string' ? e.agent_id : '', { failure, ready })
}

// The failure kept for @agent's turn, once its transcript read is done (or
// has had 500 ms).
async function takeFailure ($: Api, agent: string): Promise<Failure | undefined> {
  const kept = st.failures.get(agent)
  if (!kept)
    return undefined
  st.failures.delete(agent)
  await Promise.race([kept.ready, $.clock.sleep(500)])
  return kept.failure
}

// The synthetic error row of the transcript carries apiErrorStatus and
// apiErrorType, which no hook payload has: read the file's tail.  The row of
// this failure is the one whose text is the hook's message; it may land a
// moment after the hook fires, so look a few times.
async function fromTranscript ($: Api, path: string, failure: Failure): Promise<void> {
  for (let attempt = 0; attempt < 4; attempt++) {
    if (attempt > 0)
      await $.clock.sleep(100)
    try {
      const info = await $.fs.stat(path)
      const size = typeof info?.size === 'number' ? info.size : 0
      const offset = Math.max(0, size - TRANSCRIPT_TAIL)
      const tail: string = await $.fs.read(path, { offset, length: TRANSCRIPT_TAIL })
      if (errorRow(tail, failure))
        return
    } catch {
      // the text and the kind are enough for the classifier
      return
    }
  }
}

function errorRow (tail: string, failure: Failure): boolean {
  const lines = tail.split('\n')
  for (let i = lines.length - 1; i >= 0; i--) {
    const line = lines[i] ?? ''
    if (!line.includes('"isApiErrorMessage":true'))
      continue
    let row
    try {
      row = JSON.parse(line)
    } catch {
      continue
    }
    const content = row?.message?.content
    const text = Array.isArray(content) && typeof content[0]?.text === 'string' ? content[0].text : undefined
    if (failure.message !== undefined && text !== failure.message)
      return false   // the newest error row is an older failure's
    if (typeof row.apiErrorStatus === 'number')
      failure.status = row.apiErrorStatus
    if (typeof row.apiErrorType === 'string')
      failure.error_type = row.apiErrorType
    return true
  }
  return false
}

// -- the hooks --------------------------------------------------------------

export const register: Register = (on) => {
  on('session.start', async ($, e, next) => {
    const started = await next(e)
    sessionStart($, e?.cwd).catch(() => undefined)
    return started
  }).catch(() => undefined)

  on('session.end', async ($, e, next) => {
    try {
      if (st.sessionId)
        post($, { type: 'session.end', session_id: e?.sessionId || st.sessionId, reason: String(e?.reason ?? 'other') })
      if (e?.reason === 'clear')
        st.sessionId = ''
    } catch {
      // never in the way
    }
    return next(e)
  }).catch(() => undefined)

  on('prompt.submit', async ($, e, next) => {
    try {
      const kind = typeof e?.origin?.kind === 'string' ? e.origin.kind : 'unclassified'
      const origin: Json = { kind, class: classOf(kind) }
      const name = (e?.origin as { name?: unknown } | undefined)?.name
      if (typeof name === 'string')
        origin.name = name
      if (st.sessionId)
        post($, { type: 'prompt.submit', session_id: st.sessionId, origin })
      else
        ensureSession($).then((id) => post($, { type: 'prompt.submit', session_id: id, origin }))
          .catch(() => undefined)
    } catch {
      // never in the way
    }
    return next(e)
  }).catch(() => undefined)

  on('turn.start', async ($, e, next) => {
    try {
      const id = st.sessionId
      const turn: Json = { type: 'turn.start', session_id: id, turn_id: String(e?.turnId ?? '') }
      if (typeof e?.agentId === 'string') {
        turn.agent_id = e.agentId
      } else {
        st.turnRunning = true
        st.failures.delete('')
        const mine = st.submit
        if (mine && !mine.reported && typeof e?.text === 'string' && e.text.includes(mine.text)) {
          const origin = { kind: 'plugin', name: PLUGIN, class: 'automated', request_id: mine.requestId }
          mine.reported = true
          mine.turnId = String(e.turnId ?? '')
          post($, { type: 'prompt.submit', session_id: id, origin })
          turn.origin = origin
        }
      }
      if (id)
        post($, turn)
    } catch {
      // never in the way
    }
    return next(e)
  }).catch(() => undefined)

  on('classic.StopFailure', async ($, e, next) => {
    try {
      stopFailure($, e)
    } catch {
      // never in the way
    }
    return next(e)
  }).catch(() => undefined)

  on('turn.complete', async ($, e, next) => {
    try {
      const agent = typeof e?.agentId === 'string' ? e.agentId : ''
      const reason = String(e?.reason ?? 'answer')
      const done: Json = {
        type: 'turn.complete',
        session_id: st.sessionId,
        turn_id: String(e?.turnId ?? ''),
        reason,
        ended_at: Date.now(),
      }
      if (agent)
        done.agent_id = agent
      else
        st.turnRunning = false
      const failure = await takeFailure($, agent)
      if (reason === 'error')
        done.failure = failure ?? { provider: st.provider }
      if (st.sessionId)
        post($, done)
    } catch {
      // never in the way
    }
    return next(e)
  }).catch(() => undefined)

  on('session.measure', async ($, e, next) => {
    try {
      const usage: Json = { type: 'usage', session_id: st.sessionId }
      const windows: Json[] = []
      for (const w of e?.rateLimits ?? []) {
        if (typeof w?.kind !== 'string' || typeof w?.percentUsed !== 'number')
          continue
        const win: Json = { kind: w.kind, percent_used: w.percentUsed }
        const resets = epochSeconds(w.resetsAt)
        if (resets !== undefined)
          win.resets_at = resets
        windows.push(win)
      }
      usage.windows = windows
      const ctx = e?.context
      if (typeof ctx?.tokens === 'number' && typeof ctx?.window === 'number')
        usage.context = { used: Math.round(ctx.tokens), window: Math.round(ctx.window) }
      if (st.sessionId)
        post($, usage)
    } catch {
      // never in the way
    }
    return next(e)
  }).catch(() => undefined)
}
