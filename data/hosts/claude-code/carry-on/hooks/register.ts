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
// Rules (docs/protocol.md):
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
// Hand-off (docs/protocol.md §4.4, the README's hand-off section): on Carry On's `handoff` the mod
// submits a marked save-state prompt, waits for that turn's turn.complete
// (matched by turn id), writes the text between <handoff-note> tags under
// $XDG_STATE_HOME/carry-on/handoffs/ (named by project and UTC time), asks
// `$.model.fork` for a continuation prompt, compacts (`$.session.compact`
// rejects on most failures, so it is caught and retried briefly while the
// previous turn tears down), and fills (`$.prompt.fill`) or submits
// (`asUser`) the continuation.  Each run has an id; a run that is no longer
// the current one stops itself after every await.  A person's prompt or Esc
// mid-run stops it and keeps what was saved.  The continuation prompt the
// latest run drafted, and only that run's, is kept for `handoff.paste`: a
// new run forgets the one before.  Every step is a `handoff.progress` event.
//
// `/carry-on [args]` (docs/protocol.md §4.5): the mod registers the slash
// command and answers it itself.  What the person typed goes to Carry On
// as a `command` POSTed to the bridge (which passes it to the controlling
// Carry On, else the first connected one) and the bridge answers that POST
// with the `command.result`: the hook waits inside `$.http.fetch`, where its
// 10 s budget does not run.  The result's text is the command's output,
// drawn as plain text (a CommandOutput tree, never markdown) and kept out of
// the model's requests.  No Carry On connected (503): the mod says so and
// how to start it; no answer within the bridge's 10 s (504): it says that.
// A command is never the person's prompt: Claude Code raises no
// prompt.submit for a command a hook answers, and the prompt.submit hook
// skips ours all the same.
//
// The save-state turn first has the model bring the project's stale docs
// and notes up to date in place, then end with the note: done, in progress
// and exactly where it stands, decisions, learned, gotchas, next steps with
// a disposition, files written.  The continuation prompt points to the
// files to read first as @ mentions, the note first.
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

type Deliver = 'fill' | 'submit'

type Run = {
  id: string
  requestId: string
  sessionId: string
  focus: string
  deliver: Deliver
  marker: string
  stage: string
  saveTurnId: string
  notePath: string
  done: boolean
  started: number
  wake: (e: Json | null) => void
  saved: Promise<Json | null>
}

// How long the save-state turn may take before the run gives up on it.
const SAVE_TIMEOUT_MS = 10 * 60 * 1000
// Compaction is retried this long while the previous turn tears down.
const COMPACT_RETRY_MS = 8000
const COMPACT_RETRY_STEP_MS = 250
// How long a step waits for the events before it to reach the bridge: a
// bridge that does not answer must not hold the hand-off up.
const EVENTS_OUT_WAIT_MS = 2000
// How often an event the bridge did not answer is sent, and the pause
// before the next attempt (times the attempts so far).
const SEND_ATTEMPTS = 3
const SEND_RETRY_MS = 50
const MAX_PROMPT = 64 * 1024

// The slash command (Claude Code's CommandSpec: name, description,
// argumentHint; `immediate` runs it at once even while a turn streams, so
// `cancel` and `off` act then and there).
const COMMAND = 'carry-on'
const COMMAND_DESCRIPTION = 'Ask Carry On why this session was or was not continued, or tell it what to do'
const COMMAND_HINT = '[status|on|off|cancel|retry|limit <n>|handoff [focus]|paste|help]'
// How long the bridge holds a command for Carry On's answer (its
// COMMAND_WAIT_S), for the words of the answer when it gives up.
const COMMAND_WAIT_S = 10
// The protocol's bounds: args and the answer's text, in bytes.
const MAX_COMMAND_ARGS = 1024
const MAX_COMMAND_TEXT = 16 * 1024
const NOT_RUNNING = 'Carry On is not running, so nothing watches this session for failed turns.\n' +
  'Start it with:  carry-on             (the desktop app, with its tray icon)\n' +
  'or, on a server or over SSH:  carry-on --headless\n' +
  'It finds this session by itself once it runs.'

const relay = {
  run: null as Run | null,
  seq: 0,
  // The continuation prompt of the latest run, for handoff.paste; '' when
  // that run drafted none.  With the run's id and its note.
  kept: '' as string,
  keptRun: '' as string,
  keptPath: '' as string,
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
  bridgeError: '' as string,              // why carry-on-bridge did not start
  commandSeq: 0,
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

// One POST of @body to the bridge's control socket; throws when no answer
// came back.
function postToBridge ($: Api, body: Json) {
  return $.http.fetch('http://carry-on-bridge/event', {
    method: 'POST',
    socketPath: st.control,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
}

async function send ($: Api, event: Json): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      const res = await postToBridge($, event)
      if (!res.ok)
        $.ui.log(`bridge refused ${String(event.type)}: ${res.status} ${res.text}`, { to: 'debug' })
      return
    } catch (err) {
      // A request that got no answer at all (a kept-alive connection the
      // bridge closed as it was reused, a bridge restarting) is sent again
      // a few times, in order, before the event is given up: a lost
      // handoff.progress or session event leaves Carry On showing a stale
      // state.  The bridge may then see an event twice if only its answer
      // was lost: each event is a state told again or an answer Carry On
      // matches to a request or turn id it settles once (a failed turn is
      // "told twice, decided once"), so a repeat changes nothing.
      $.ui.log(`bridge unreachable (attempt ${attempt} of ${SEND_ATTEMPTS}): ${String(err)}`, { to: 'debug' })
      if (attempt >= SEND_ATTEMPTS)
        return
      await $.clock.sleep(SEND_RETRY_MS * attempt)
    }
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
    case 'handoff':
      handoff($, cmd).catch((err) => {
        const run = relay.run
        if (run && run.requestId === String(cmd.request_id ?? ''))
          stopRun($, run, `the mod failed: ${String(err)}`)
      })
      break
    case 'handoff.paste':
      paste($, cmd).catch(() => undefined)
      break
    default:
      // newer commands: not known to this mod
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
    st.bridgeError = `${argv[0]}: ${String(err)}`
    $.ui.log(`carry-on-bridge did not start (${argv[0]}): ${String(err)}`, { to: 'debug' })
  } finally {
    st.control = ''
    st.queue = []
  }
}

// -- /carry-on ---------------------------------------------------------------

// @text cut to at most @max UTF-8 bytes, at a character.
function cutBytes (text: string, max: number): string {
  let bytes = 0
  let end = 0
  for (const ch of text) {
    const cp = ch.codePointAt(0) ?? 0
    const n = cp < 0x80 ? 1 : cp < 0x800 ? 2 : cp < 0x10000 ? 3 : 4
    if (bytes + n > max)
      break
    bytes += n
    end += ch.length
  }
  return text.slice(0, end)
}

// Carry On's answer as the terminal may draw it: plain lines, with no
// control character (an escape sequence would restyle or move the
// terminal; Claude Code refuses such a tree) and no bidirectional
// override (it could make a line read as another).
function plainText (text: string): string {
  return cutBytes(text, MAX_COMMAND_TEXT)
    .replace(/\r\n?/g, '\n')
    .replace(/\t/g, '  ')
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '')
    .trimEnd()
}

// POSTs @command once the events before it are out (the session.start
// Carry On needs first), beside the chain: it may be held for seconds and
// must not hold up the events.  The bridge's answer; null when the bridge
// could not be reached.
async function postCommand ($: Api, command: Json): Promise<{ code: number, text: string } | null> {
  await st.chain
  try {
    const res = await postToBridge($, command)
    return { code: res.status, text: res.text }
  } catch (err) {
    $.ui.log(`bridge unreachable: ${String(err)}`, { to: 'debug' })
    return null
  }
}

// Waits a little for the bridge the session start spawned: true once its
// control socket is known.
async function bridgeReady ($: Api): Promise<boolean> {
  for (let i = 0; i < 30 && !st.control && !st.bridgeError; i++)
    await $.clock.sleep(100)
  return st.control !== ''
}

// Asks Carry On `/carry-on @args` for this session; the text to show.
async function askCarryOn ($: Api, args: string): Promise<string> {
  const sessionId = await ensureSession($)
  if (!await bridgeReady($)) {
    return st.bridgeError
      ? `Carry On cannot be reached: its bridge did not start (${st.bridgeError}).\n` +
        'carry-on-bridge, installed with Carry On, must be on PATH in Claude Code\'s environment ' +
        '(or CARRY_ON_BRIDGE set to its full path).'
      : NOT_RUNNING
  }
  // Unique in this process: the bridge refuses an id that is waiting.
  const requestId = `cc-${++st.commandSeq}-${Date.now().toString(36)}`
  const res = await postCommand($, { type: 'command', request_id: requestId, session_id: sessionId,
                                      args: cutBytes(args, MAX_COMMAND_ARGS) })
  if (res === null || res.code === 503)
    return NOT_RUNNING
  if (res.code === 504) {
    return `Carry On did not answer within ${COMMAND_WAIT_S} s: it may be busy, or stopping.\n` +
      'Try again; its window, or the log of carry-on --headless, says more.'
  }
  let answer: Json = {}
  try {
    const v = JSON.parse(res.text)
    if (typeof v === 'object' && v !== null && !Array.isArray(v))
      answer = v as Json
  } catch {
    answer = {}
  }
  if (res.code !== 200 || answer.type !== 'command.result')
    return `Carry On cannot be reached: its bridge answered ${res.code}.`
  const text = plainText(typeof answer.text === 'string' ? answer.text : '')
  return text || (answer.ok === false ? 'Carry On refused the command.' : 'Done.')
}

async function registerCommand ($: Api): Promise<void> {
  try {
    await $.command.register({
      name: 'carry-on',
      description: COMMAND_DESCRIPTION,
      argumentHint: COMMAND_HINT,
      immediate: true,
    })
  } catch (err) {
    $.ui.log(`could not register /${COMMAND}: ${String(err)}`, { to: 'debug' })
  }
}

// -- hand-off -----------------------------------------------------

function alive (run: Run): boolean {
  return relay.run === run && !run.done
}

// Whether @run drafted the continuation prompt that is kept.
function keptBy (run: Run): boolean {
  return relay.kept !== '' && relay.keptRun === run.id
}

function progress ($: Api, run: Run, stage: string, extra: Json = {}): void {
  run.stage = stage
  post($, { type: 'handoff.progress', session_id: run.sessionId, request_id: run.requestId,
            run_id: run.id, stage, can_paste: keptBy(run), ...extra })
}

function status ($: Api, run: Run, text: string | undefined): void {
  try {
    $.ui.status(text === undefined ? undefined : `Carry On hand-off ${run.id}: ${text}`)
  } catch {
    // the status line is a courtesy
  }
}

// True when @run is no longer the current one (stopped by the person,
// replaced): the step that just came back is dropped, and Claude Code's
// debug log (`claude --debug`) says so.
function stale ($: Api, run: Run, step: string): boolean {
  if (alive(run))
    return false
  try {
    $.ui.log(`Carry On hand-off ${run.id}: ${step} came back after the run stopped; dropped`, { to: 'debug' })
  } catch {
    // the log is a courtesy
  }
  return true
}

// Waits until the events posted so far are out (at most
// EVENTS_OUT_WAIT_MS), so that Carry On shows a stage before its step
// starts: the drafting model call and the compaction may take minutes, and
// the event must not wait behind them.
async function eventsOut ($: Api): Promise<void> {
  await Promise.race([st.chain, $.clock.sleep(EVENTS_OUT_WAIT_MS)])
}

// Ends @run with @reason (once); what was saved (the note, a kept prompt)
// stays.
function stopRun ($: Api, run: Run, reason: string): void {
  if (run.done)
    return
  run.done = true
  if (relay.run === run)
    relay.run = null
  run.wake(null)
  progress($, run, 'stopped', { reason })
  status($, run, undefined)
  $.ui.log(`Carry On hand-off ${run.id} stopped: ${reason}` +
           (run.notePath ? ` (the note is kept at ${run.notePath})` : '') +
           (keptBy(run) ? '; its continuation prompt is kept: "Paste again" in Carry On' : ''))
}

function stamp (): string {
  // 2026-11-29T12:00:00.000Z -> 20261129T120000Z
  return new Date().toISOString().replace(/[-:]/g, '').replace(/\.\d+Z$/, 'Z')
}

function projectName (root: string): string {
  const base = root.replace(/\/+$/, '').split('/').pop() ?? ''
  const clean = base.replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^[.-]+/, '').slice(0, 60)
  return clean || 'session'
}

async function notePathFor ($: Api): Promise<string> {
  let root = ''
  try {
    root = await $.session.root()
  } catch {
    root = st.cwd
  }
  let base = (await $.env.get('XDG_STATE_HOME')) || ''
  if (!base.startsWith('/')) {
    const home = (await $.env.get('HOME')) || ''
    base = `${home.replace(/\/+$/, '')}/.local/state`
  }
  // Two runs within one second would share a name: the later one gets a
  // suffix rather than overwriting the earlier run's note.
  const stem = `${base.replace(/\/+$/, '')}/carry-on/handoffs/${projectName(root)}-${stamp()}`
  for (let n = 1; n < 100; n++) {
    const path = n === 1 ? `${stem}.md` : `${stem}-${n}.md`
    let taken = false
    try {
      taken = await $.fs.exists(path)
    } catch {
      taken = false
    }
    if (!taken)
      return path
  }
  return `${stem}-${Date.now()}.md`
}

function noteOf (answer: string): string | null {
  const m = /<handoff-note>([\s\S]*?)<\/handoff-note>/.exec(answer)
  if (!m)
    return null
  const text = (m[1] ?? '').trim()
  return text ? text : null
}

// The save-state prompt (the hand-off design, docs/protocol.md §4.4): the project's
// stale docs first, in place; then the note, with every part a fresh
// context needs to carry on, between the tags noteOf() reads.
function savePrompt (marker: string, focus: string): string {
  return `${marker} Carry On is handing this session off to a fresh context: after this turn ` +
    'the conversation is compacted and the work goes on from a hand-off note. Start no new work ' +
    'in this turn; only save where things stand.\n\n' +
    '1. First bring up to date, in place, the project\'s own docs and notes that this ' +
    'session\'s work made stale (README, docs, TODO or design notes, and whatever the project\'s ' +
    'CLAUDE.md or AGENTS.md asks to keep current), following those files\' conventions. Do not ' +
    'write a hand-off file into the project.\n' +
    '2. Then end your reply with the hand-off note between <handoff-note> and </handoff-note> ' +
    'tags, in Markdown, with these parts:\n' +
    '   - Done: what this session finished.\n' +
    '   - In progress: what is half done, and exactly where it stands: branches, uncommitted ' +
    'changes, running jobs or processes, open pull requests.\n' +
    '   - Decisions: what was decided, and why.\n' +
    '   - Learned: what was found out about the code, the tools or the environment.\n' +
    '   - Gotchas: what went wrong or surprised, and the workaround.\n' +
    '   - Next steps: each with its disposition (do, skip or defer) and why.\n' +
    '   - Files: the files this session wrote or changed.\n' +
    'Link to what is durable (files, commits, issues, pull requests, docs) instead of repeating it.' +
    (focus ? `\n\nFOCUS of the next context: ${focus}. Give it the most detail.` : '')
}

// The side question for the continuation prompt: concise, ready to paste,
// the files to read first as @ mentions (the note first), then only what
// they do not say.
function continuationPrompt (id: string, path: string, focus: string): string {
  return `[CARRY-ON-CONTINUATION ${id}] This session is being handed off to a fresh context; ` +
    `its hand-off note is saved at ${path}. Write the prompt the next context starts with: ` +
    'concise, and ready to copy and paste. Point it to the files it should read first, each ' +
    `prefixed with @: the hand-off note first (@${path}), then the project files that matter ` +
    'most for the next step. Then add only what those files do not say. Reply with the prompt ' +
    'alone: no preamble, no explanation, no code fence.' +
    (focus ? ` The next context's focus: ${focus}.` : '')
}

// The model was asked for no code fence; one fence wrapping the whole
// reply is taken off all the same.  Two or more fenced blocks are the
// prompt's own content and stay.
function unfence (reply: string): string {
  const text = reply.trim()
  const m = /^(`{3,}|~{3,})[^\n]*\n([\s\S]*?)\n?\1[ \t]*$/.exec(text)
  if (!m || m[1] === undefined || m[2] === undefined)
    return text
  const fence = m[1][0] === '`' ? '```' : '~~~'
  if (m[2].split('\n').some((line) => line.trimStart().startsWith(fence)))
    return text
  return m[2].trim()
}

// The continuation prompt as kept and filled: unfenced, the note as its
// first @ file when the model left it out.
function continuationText (reply: string, path: string): string {
  const text = unfence(reply)
  return text.includes(path) ? text : `@${path}\n\n${text}`
}

// A prompt a plugin submits does not expand @ mentions (only the person's
// prompt box does): a submitted continuation says to read them first.
const READ_FIRST = 'Before anything else, read every file named with @ below (a prompt sent ' +
  'by a plugin does not attach them).\n\n'

function errorText (err: unknown): string {
  const text = err instanceof Error ? err.message : String(err)
  // "carry-on: $.session.compact: Compaction canceled." -> the engine's part
  return text.replace(/^[^:]*: \$\.session\.compact: /, '')
}

async function handoff ($: Api, cmd: Json): Promise<void> {
  const requestId = String(cmd.request_id ?? '')
  const sessionId = String(cmd.session_id ?? '')
  const focus = typeof cmd.focus === 'string' ? cmd.focus.trim().slice(0, 2000) : ''
  const deliver: Deliver = cmd.deliver === 'submit' ? 'submit' : 'fill'
  // A refused request drafted nothing: nothing of its own to paste.
  const refuse = (reason: string): void =>
    post($, { type: 'handoff.progress', session_id: sessionId, request_id: requestId,
              stage: 'stopped', reason, can_paste: false })
  if (!requestId)
    return
  if (sessionId !== st.sessionId) {
    refuse('no such session in this Claude Code process')
    return
  }
  if (relay.run) {
    refuse(`hand-off ${relay.run.id} is still running`)
    return
  }

  let wake: (e: Json | null) => void = () => undefined
  const saved = new Promise<Json | null>((resolve) => { wake = resolve })
  const id = `h${++relay.seq}-${Date.now().toString(36)}`
  const run: Run = {
    id, requestId, sessionId, focus, deliver,
    marker: `[CARRY-ON-HANDOFF ${id}]`,
    stage: '', saveTurnId: '', notePath: '', done: false, started: Date.now(),
    wake, saved,
  }
  relay.run = run
  // This run is the one Carry On shows now: the previous run's prompt is
  // no longer offered.
  relay.kept = ''
  relay.keptRun = ''
  relay.keptPath = ''
  $.ui.log(`Carry On hand-off ${id}: saving the state, then compacting${focus ? ` (focus: ${focus})` : ''}`)

  // 1. The save-state turn.
  progress($, run, 'saving')
  status($, run, '1/4 saving the state')
  const submitted = await $.prompt.submit({ text: savePrompt(run.marker, focus) })
  if (stale($, run, 'the save-state prompt\'s submit'))
    return
  if (submitted.drop !== undefined) {
    stopRun($, run, `the save-state prompt was dropped: ${String(submitted.drop)}`)
    return
  }
  const ended = await Promise.race([run.saved, $.clock.sleep(SAVE_TIMEOUT_MS).then(() => 'timeout' as const)])
  if (stale($, run, 'the save-state turn'))
    return
  if (ended === 'timeout' || ended === null) {
    stopRun($, run, 'the save-state turn did not end in time')
    return
  }
  const reason = String(ended.reason ?? '')
  if (reason !== 'answer') {
    stopRun($, run, reason === 'aborted'
      ? 'cancelled: the save-state turn was interrupted'
      : `the save-state turn ended with "${reason}"`)
    return
  }
  const note = noteOf(typeof ended.answer === 'string' ? ended.answer : '')
  if (note === null) {
    stopRun($, run, 'the answer had no <handoff-note> tags; not compacting')
    return
  }

  // 2. The note.
  const path = await notePathFor($)
  try {
    await $.fs.write(path, note + '\n')
  } catch (err) {
    if (alive(run))
      stopRun($, run, `could not write the note to ${path}: ${String(err)}`)
    return
  }
  run.notePath = path
  if (stale($, run, 'the note\'s write'))
    return
  progress($, run, 'note-written', { path })

  // 3. The continuation prompt.
  progress($, run, 'drafting')
  status($, run, '2/4 drafting the continuation prompt')
  await eventsOut($)
  if (stale($, run, 'the drafting event'))
    return
  const fork = await $.model.fork({ prompt: continuationPrompt(id, path, focus) })
  if (stale($, run, 'the drafted continuation prompt'))
    return
  if (!fork.isAnswered) {
    const why = fork.reason === 'api-error' ? `an API error (${String(fork.status ?? fork.error)})` : fork.reason
    stopRun($, run, `could not draft the continuation prompt: ${why}`)
    return
  }
  if (!unfence(fork.text)) {
    stopRun($, run, 'the continuation prompt came back empty')
    return
  }
  const text = continuationText(fork.text, path).slice(0, MAX_PROMPT)
  relay.kept = text
  relay.keptRun = id
  relay.keptPath = path

  // 4. Compaction: retried briefly while the save turn tears down.
  progress($, run, 'compacting')
  status($, run, '3/4 compacting')
  await eventsOut($)
  if (stale($, run, 'the compacting event'))
    return
  const instructions = `Keep the hand-off note (${path}) and the user's goal.` + (focus ? ` Stress: ${focus}` : '')
  const deadline = Date.now() + COMPACT_RETRY_MS
  for (;;) {
    let failure = ''
    try {
      const result = await $.session.compact({ instructions })
      if (stale($, run, 'the compaction'))
        return
      if (result.skip !== undefined) {
        stopRun($, run, `compaction was skipped: ${String(result.skip)}`)
        return
      }
      break
    } catch (err) {
      failure = errorText(err)
    }
    if (stale($, run, `the compaction's failure (${failure})`))
      return
    if (/a turn is running/.test(failure) && Date.now() < deadline) {
      await $.clock.sleep(COMPACT_RETRY_STEP_MS)
      if (stale($, run, 'the wait before compacting again'))
        return
      continue
    }
    stopRun($, run, /cancel/i.test(failure)
      ? 'cancelled: compaction was interrupted'
      : `compaction failed: ${failure}`)
    return
  }

  // 5. Delivery.
  status($, run, '4/4 delivering the continuation prompt')
  const delivered = await deliverPrompt($, text, deliver)
  if (stale($, run, 'the delivery'))
    return
  if (delivered) {
    stopRun($, run, delivered)
    return
  }
  run.done = true
  relay.run = null
  progress($, run, 'delivered', { path })
  status($, run, undefined)
  $.ui.log(`Carry On hand-off ${id} done in ${Date.now() - run.started} ms; note ${path}`)
}

// Fills (the person's draft kept after it) or submits @text; returns why
// it could not, or '' when it was delivered.
async function deliverPrompt ($: Api, text: string, deliver: Deliver): Promise<string> {
  if (deliver === 'submit') {
    const res = await $.prompt.submit({ text: READ_FIRST + text, asUser: true })
    return res.drop !== undefined ? `the continuation prompt was dropped: ${String(res.drop)}` : ''
  }
  const draft = await $.prompt.read()
  const merged = draft.text.trim() && !draft.text.includes(text) ? `${text}\n\n${draft.text}` : text
  const filled = await $.prompt.fill({ text: merged })
  try {
    await $.ui.copy({ text })
  } catch {
    // the clipboard is a courtesy
  }
  return filled.isFilled ? '' : `could not fill the prompt box (${filled.refusal ?? 'refused'})`
}

async function paste ($: Api, cmd: Json): Promise<void> {
  const requestId = typeof cmd.request_id === 'string' ? cmd.request_id : undefined
  const sessionId = String(cmd.session_id ?? '')
  // The answer names the run whose prompt it is, and that run's note.
  const answer = (stage: string, extra: Json = {}): void =>
    post($, { type: 'handoff.progress', session_id: sessionId, request_id: requestId,
              run_id: relay.keptRun || undefined, stage, can_paste: relay.kept !== '',
              path: relay.keptPath || undefined, ...extra })
  if (sessionId !== st.sessionId) {
    answer('stopped', { reason: 'no such session in this Claude Code process' })
    return
  }
  if (!relay.kept) {
    answer('stopped', { reason: 'no continuation prompt is kept: the last hand-off drafted none' })
    return
  }
  if (relay.run) {
    answer('stopped', { reason: `hand-off ${relay.run.id} is running` })
    return
  }
  const why = await deliverPrompt($, relay.kept, 'fill')
  if (why)
    answer('stopped', { reason: why })
  else
    answer('delivered')
}

// turn.start of the main loop: the save-state turn is recognised by its
// marker and correlated by turn id from then on.
function relayTurnStart (e: Json): Json | undefined {
  const run = relay.run
  if (!run || run.done || run.saveTurnId || typeof e.text !== 'string' || !e.text.includes(run.marker))
    return undefined
  run.saveTurnId = String(e.turnId ?? '')
  return { kind: 'plugin', name: PLUGIN, class: 'automated' }
}

function relayTurnComplete (e: Json): void {
  const run = relay.run
  if (run && !run.done && run.saveTurnId && run.saveTurnId === String(e.turnId ?? ''))
    run.wake(e)
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
  await registerCommand($)
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
      // /carry-on is never the person's prompt (Claude Code raises none for
      // a command a hook answers; should a later one, it is not reported).
      if (e?.command?.name === COMMAND)
        return next(e)
      const kind = typeof e?.origin?.kind === 'string' ? e.origin.kind : 'unclassified'
      const origin: Json = { kind, class: classOf(kind) }
      if (relay.run && classOf(kind) === 'person')
        stopRun($, relay.run, 'you sent a prompt during the hand-off')
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
        const saving = relayTurnStart(e as Json)
        if (saving)
          turn.origin = saving
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
      if (agent) {
        done.agent_id = agent
      } else {
        st.turnRunning = false
        relayTurnComplete(e as Json)
      }
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

  // Esc (or Ctrl+C): the person is there; a hand-off in progress stops,
  // keeping what it saved (the hand-off design: the person's typing wins).
  on('session.stop', async ($, e, next) => {
    try {
      if (relay.run)
        stopRun($, relay.run, 'cancelled: you pressed Esc')
    } catch {
      // never in the way
    }
    return next(e)
  }).catch(() => undefined)

  // /carry-on: answered here, never by the engine (the hook reads no
  // `next`); a failure still answers, in plain words.
  on('command.run', { command: 'carry-on' }, async ($, e) => {
    const text = await askCarryOn($, typeof e?.args === 'string' ? e.args : '')
    return { text, isTextDisplayOnly: true as const }
  }).catch(() => ({ text: 'Carry On: the /carry-on command failed in the Claude Code mod.',
                    isTextDisplayOnly: true as const }))

  // Its output is plain text: Claude Code draws a command's text as
  // markdown, so the row is drawn as a Text of its own.
  on('ui.render', { component: 'CommandOutput', props: { command: 'carry-on' } }, async ($, e, next) => {
    const { Text } = $.ui.resolve(e)
    return Text({ children: plainText(e.props.text) })
  }).catch(($, e, next) => next(e))

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
