/* pill-web.mjs
 *
 * SPDX-FileCopyrightText: 2026 The Carry On authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The host half of the composer pill (client.js): two routes on DSH's web
 * server (`webServer`, only in `dsh web`) between the browser and the
 * HostServer.
 *
 *   GET  /carry-on/pill/events   an EventSource stream: one `reset` event
 *        with every session's status, then a `status` event per change
 *        ({session_id, status}, status null when it went away) and a
 *        `reset` when they were all dropped (no controlling Carry On).
 *   POST /carry-on/pill/command  {session_id, args: "on"|"off"} → sends the
 *        protocol's `command` and answers {ok, text} from `command.result`.
 *
 * DSH's web server has no auth or origin policy (its README); these routes
 * refuse what a page of another site could send: a Host header that is not
 * the loopback address we listen on (DNS rebinding), a cross-origin Origin,
 * a POST that is not application/json (a form or no-cors fetch), a body
 * over 4 KiB.  The status stream carries only numbers, booleans and the
 * state words, never host text.
 */

export const EVENTS_PATH = '/carry-on/pill/events';
export const COMMAND_PATH = '/carry-on/pill/command';
const MAX_BODY = 4096;
const MAX_STREAMS = 64;
const PILL_ARGS = new Set (['on', 'off']);

/* TRUE when @req comes from a page of this DSH: Host names the loopback
 * interface (or localhost) on our port, and Origin, when the browser sends
 * one, is that same host. */
export function sameOrigin (req, port) {
  const host = String (req.headers.host ?? '').toLowerCase ();
  const allowed = [`127.0.0.1:${port}`, `localhost:${port}`, `[::1]:${port}`];
  if (!allowed.includes (host))
    return false;
  const origin = req.headers.origin;
  if (origin === undefined)
    return true;
  return origin.toLowerCase () === `http://${host}`;
}

function answer (res, code, obj) {
  const body = JSON.stringify (obj);
  res.writeHead (code, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
  });
  res.end (body);
}

function readBody (req) {
  return new Promise ((resolve, reject) => {
    const chunks = [];
    let size = 0;
    req.on ('data', (chunk) => {
      size += chunk.length;
      if (size > MAX_BODY) {
        reject (new Error ('body too large'));
        req.destroy ();
        return;
      }
      chunks.push (chunk);
    });
    req.on ('end', () => resolve (Buffer.concat (chunks).toString ('utf8')));
    req.on ('error', reject);
  });
}

/**
 * startPillRoutes:
 * @webServer: DSH's `webServer` service (register (), port)
 * @server: the plugin's HostServer
 * @log: (level, text) logger
 *
 * Registers the two routes.  Returns a disposer that removes them and ends
 * every open stream.
 */
export function startPillRoutes (webServer, server, log) {
  const streams = new Set ();

  const frame = (event, data) => `event: ${event}\ndata: ${JSON.stringify (data)}\n\n`;
  const snapshot = () => ({ statuses: Object.fromEntries (server.statuses ()) });

  const removeListener = server.addStatusListener ((sessionId) => {
    const text = sessionId === null
      ? frame ('reset', snapshot ())
      : frame ('status', { session_id: sessionId, status: server.statusOf (sessionId) });
    for (const res of streams)
      res.write (text);
  });

  const events = (req, res) => {
    if (!sameOrigin (req, webServer.port)) {
      answer (res, 403, { ok: false, text: 'not from this DSH page' });
      return;
    }
    if (req.method !== 'GET') {
      answer (res, 405, { ok: false, text: 'GET only' });
      return;
    }
    if (streams.size >= MAX_STREAMS) {
      answer (res, 503, { ok: false, text: 'too many pill streams' });
      return;
    }
    res.writeHead (200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
    });
    res.write (frame ('reset', snapshot ()));
    streams.add (res);
    res.on ('close', () => streams.delete (res));
  };

  const command = async (req, res) => {
    if (!sameOrigin (req, webServer.port)) {
      answer (res, 403, { ok: false, text: 'not from this DSH page' });
      return;
    }
    if (req.method !== 'POST') {
      answer (res, 405, { ok: false, text: 'POST only' });
      return;
    }
    if (!/^application\/json\b/i.test (String (req.headers['content-type'] ?? ''))) {
      answer (res, 415, { ok: false, text: 'application/json only' });
      return;
    }
    let body;
    try {
      body = JSON.parse (await readBody (req));
    } catch (e) {
      answer (res, 400, { ok: false, text: `bad request: ${e.message}` });
      return;
    }
    if (typeof body?.session_id !== 'string' || !PILL_ARGS.has (body?.args)) {
      answer (res, 400, { ok: false, text: 'expected {"session_id": string, "args": "on"|"off"}' });
      return;
    }
    const result = await server.sendCommand (body.session_id, body.args);
    if (!result.ok)
      log ('info', `pill: ${body.args} for session ${JSON.stringify (body.session_id.slice (0, 256))} was not done: ${JSON.stringify (result.text.slice (0, 512))}`);
    answer (res, 200, { ok: result.ok, text: result.text });
  };

  const disposers = [
    webServer.register ({ kind: 'exact', path: EVENTS_PATH, handler: events }),
    webServer.register ({ kind: 'exact', path: COMMAND_PATH, handler: command }),
  ];
  return () => {
    removeListener ();
    for (const dispose of disposers)
      dispose ();
    for (const res of streams)
      res.end ();
    streams.clear ();
  };
}
