/* client.js
 *
 * SPDX-FileCopyrightText: 2026 The Carry On authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The browser half of carry-on-dsh: Carry On's pill in DSH's composer.
 *
 * DSH's web shell loads the `exports["./client"]` bundle of every loaded
 * plugin package whose package.json declares `dsh.client` (platform web)
 * as a classic script that registers a factory with
 * `window.__ModuleLoader__.load ({id, factory})`; the factory gets a
 * `require` that answers the shell's own modules (React among them) and
 * returns the plugin's exports ({apply, inject}).  That is the format of
 * every @deepseek-ai/dsh-client-* bundle in 0.1.0-rc.8, and of
 * @deepseek-ai/dsh-client-modules' README.  The id is the package name.
 *
 * The pill sits in `conversation.input.left`, a LIST slot (the tool row
 * inside the composer card, after the access-mode, plan and attach chrome:
 * entries sit beside that chrome and never replace it).  It is hidden until
 * the controlling Carry On has sent a `session.status` for this session,
 * and hidden again when Carry On goes away or loses control.  It shows
 * on/off and, while a continue is pending, a countdown to it; a click
 * sends the protocol's `command` with `off` or `on` for this session.
 *
 * Status and commands go through the plugin's host half
 * (lib/pill-web.mjs): an EventSource on /carry-on/pill/events and a POST to
 * /carry-on/pill/command.  Text from the host (a command's answer) is only
 * ever set as text (React text children, a title attribute), never as
 * markup.
 */

window.__ModuleLoader__.load ({
  id: 'carry-on-dsh',
  factory: (require) => {
    'use strict';

    const React = require ('react');
    const h = React.createElement;

    const EVENTS_PATH = '/carry-on/pill/events';
    const COMMAND_PATH = '/carry-on/pill/command';
    const STATES = ['idle', 'running', 'waiting', 'gave-up', 'off'];
    const STYLE_ID = 'carry-on-dsh/pill.css';
    /* DSH's own colour tokens (--dsw-alias-*), so the pill follows its
     * light and dark themes; the shape follows the plan chip beside it. */
    const CSS = `
.carry-on-pill{display:inline-flex;align-items:center;gap:6px;height:24px;padding:0 9px 0 8px;
  border:1px solid var(--dsw-alias-border-l2);border-radius:999px;background:transparent;
  color:var(--dsw-alias-label-secondary);font-size:12px;font-weight:500;line-height:20px;
  white-space:nowrap;cursor:pointer;font-variant-numeric:tabular-nums}
.carry-on-pill:hover:not(:disabled){background:var(--dsw-alias-interactive-bg-hover);color:var(--dsw-alias-label-primary)}
.carry-on-pill:focus-visible{outline:2px solid var(--dsw-alias-state-business-primary);outline-offset:2px}
.carry-on-pill:disabled{opacity:.6;cursor:default}
.carry-on-pill-dot{width:7px;height:7px;border-radius:50%;flex:none;background:var(--dsw-alias-label-caption)}
.carry-on-pill[data-enabled="true"] .carry-on-pill-dot{background:var(--dsw-alias-state-success-primary)}
.carry-on-pill[data-carry-on-state="waiting"]{color:var(--dsw-alias-state-warn-label);background:var(--dsw-alias-state-warn-tertiary);border-color:transparent}
.carry-on-pill[data-carry-on-state="waiting"] .carry-on-pill-dot{background:var(--dsw-alias-state-warn-primary)}
.carry-on-pill[data-carry-on-state="gave-up"] .carry-on-pill-dot{background:var(--dsw-alias-state-error-primary)}
.carry-on-pill-value{color:var(--dsw-alias-label-primary)}
.carry-on-pill[data-enabled="false"] .carry-on-pill-value{color:var(--dsw-alias-label-tertiary)}
.carry-on-pill[data-carry-on-state="waiting"] .carry-on-pill-value{color:inherit}
.carry-on-pill-error{color:var(--dsw-alias-state-error-primary);font-weight:700}
`;

    /* A status from the stream, checked (the stream is ours, but a page
     * must not trust a wire). */
    function validStatus (s) {
      return s !== null && typeof s === 'object'
        && typeof s.enabled === 'boolean'
        && Number.isSafeInteger (s.count) && s.count >= 0
        && Number.isSafeInteger (s.limit) && s.limit >= 0
        && STATES.includes (s.state)
        && (s.due_at === undefined || (Number.isSafeInteger (s.due_at) && s.due_at >= 0));
    }

    function parse (text) {
      try {
        return JSON.parse (text);
      } catch {
        return null;
      }
    }

    /* One status stream per page, shared by every session's pill: the
     * statuses by session id, and who to tell when they change. */
    function createStore () {
      let statuses = new Map ();
      const listeners = new Set ();
      const changed = () => {
        for (const fn of [...listeners])
          fn ();
      };
      const reset = (obj) => {
        const next = new Map ();
        for (const [id, s] of Object.entries (obj ?? {}))
          if (validStatus (s))
            next.set (id, s);
        statuses = next;
        changed ();
      };
      return {
        /* Opens the stream; returns its disposer.  EventSource reconnects
         * by itself after DSH restarts; until then nothing is shown. */
        start () {
          const source = new EventSource (EVENTS_PATH);
          source.addEventListener ('reset', (e) => reset (parse (e.data)?.statuses));
          source.addEventListener ('status', (e) => {
            const d = parse (e.data);
            if (typeof d?.session_id !== 'string')
              return;
            const next = new Map (statuses);
            if (validStatus (d.status))
              next.set (d.session_id, d.status);
            else
              next.delete (d.session_id);
            statuses = next;
            changed ();
          });
          source.addEventListener ('error', () => {
            if (statuses.size > 0)
              reset ({});
          });
          return () => {
            source.close ();
            reset ({});
          };
        },
        subscribe (fn) {
          listeners.add (fn);
          return () => listeners.delete (fn);
        },
        get (sessionId) {
          return statuses.get (sessionId) ?? null;
        },
      };
    }

    /* Asks Carry On to turn this session's pill @args ('on'/'off').
     * Resolves {ok, text}. */
    async function sendCommand (sessionId, args) {
      try {
        const res = await fetch (COMMAND_PATH, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify ({ session_id: sessionId, args }),
        });
        const body = await res.json ();
        return { ok: body?.ok === true, text: typeof body?.text === 'string' ? body.text : '' };
      } catch (e) {
        return { ok: false, text: `DSH did not answer: ${e?.message ?? e}` };
      }
    }

    /* The wall clock, re-read each time the countdown to @dueAt (EPOCH_MS)
     * shows a new second; nothing ticks without a due time. */
    function useCountdownClock (dueAt) {
      const [now, setNow] = React.useState (() => Date.now ());
      React.useEffect (() => {
        if (dueAt === null)
          return undefined;
        let timer = 0;
        const tick = () => {
          const t = Date.now ();
          setNow (t);
          const left = dueAt - t;
          if (left > 0)
            timer = setTimeout (tick, (left % 1000) + 1);
        };
        tick ();
        return () => clearTimeout (timer);
      }, [dueAt]);
      return now;
    }

    /* "0:42", "12:05", "3:04:10": whole seconds left, rounded up. */
    function formatLeft (ms) {
      const total = Math.max (0, Math.ceil (ms / 1000));
      const hours = Math.floor (total / 3600);
      const minutes = Math.floor ((total % 3600) / 60);
      const seconds = String (total % 60).padStart (2, '0');
      return hours > 0 ? `${hours}:${String (minutes).padStart (2, '0')}:${seconds}` : `${minutes}:${seconds}`;
    }

    function describe (status, left) {
      if (!status.enabled)
        return 'Carry On is off for this session: a failed turn is not continued. Click to turn it on.';
      const row = `${status.count} of ${status.limit} continues in a row`;
      if (status.state === 'waiting' && left !== null)
        return `Carry On sends a continue in ${formatLeft (left)} (${row}). Click to turn it off for this session and cancel it.`;
      if (status.state === 'gave-up')
        return `Carry On gave up on this session (${row}). Click to turn it off for this session.`;
      return `Carry On is on for this session (${row}). Click to turn it off for this session.`;
    }

    /* The pill.  Props: the slot's standard `sessionId` and our injected
     * `carryOnStore`. */
    function CarryOnPill ({ sessionId, carryOnStore }) {
      const status = React.useSyncExternalStore (carryOnStore.subscribe, () => carryOnStore.get (sessionId));
      const [busy, setBusy] = React.useState (false);
      const [error, setError] = React.useState (null);
      const alive = React.useRef (true);
      React.useEffect (() => () => {
        alive.current = false;
      }, []);
      const dueAt = status?.state === 'waiting' && status.due_at !== undefined ? status.due_at : null;
      const now = useCountdownClock (dueAt);
      if (status === null)
        return null;

      const left = dueAt === null ? null : dueAt - now;
      let value;
      if (!status.enabled)
        value = 'off';
      else if (left !== null)
        value = formatLeft (left);
      else if (status.state === 'gave-up')
        value = 'gave up';
      else
        value = 'on';
      const args = status.enabled ? 'off' : 'on';
      const toggle = () => {
        setBusy (true);
        setError (null);
        sendCommand (sessionId, args).then ((result) => {
          if (!alive.current)
            return;
          setBusy (false);
          setError (result.ok ? null : (result.text || 'Carry On did not do it.'));
        });
      };
      const title = error === null ? describe (status, left) : error;
      return h ('button', {
        type: 'button',
        className: 'carry-on-pill',
        'data-carry-on-state': status.state,
        'data-enabled': String (status.enabled),
        'aria-pressed': status.enabled,
        'aria-label': `Carry On ${value}`,
        title,
        disabled: busy,
        onClick: toggle,
      },
      h ('span', { className: 'carry-on-pill-dot', 'aria-hidden': true }),
      h ('span', { className: 'carry-on-pill-label' }, 'Carry On'),
      h ('span', { className: 'carry-on-pill-value' }, value),
      error === null ? null : h ('span', { className: 'carry-on-pill-error', 'aria-hidden': true }, '!'));
    }

    const inject = ['slots'];

    function apply (ctx) {
      ctx.effect (() => {
        if (document.getElementById (STYLE_ID) === null) {
          const tag = document.createElement ('style');
          tag.id = STYLE_ID;
          tag.dataset.plugin = 'carry-on-dsh';
          tag.textContent = CSS;
          document.head.appendChild (tag);
        }
        return () => document.getElementById (STYLE_ID)?.remove ();
      }, 'carry-on: pill style');
      const store = createStore ();
      ctx.effect (() => store.start (), 'carry-on: pill status stream');
      ctx.slots.inject ('conversation.input.left', () => ctx.slots.register ({
        name: 'conversation.input.left',
        id: 'carry-on',
        order: 100,
        label: 'Carry On',
        inject: () => ({ carryOnStore: store }),
      }, CarryOnPill));
    }

    return { apply, inject };
  },
});
