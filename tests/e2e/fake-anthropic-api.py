#!/usr/bin/env python3
# fake-anthropic-api.py
#
# SPDX-FileCopyrightText: 2026 The Carry On authors
# SPDX-License-Identifier: GPL-3.0-or-later
"""A fake Anthropic Messages API for the end-to-end tests (stdlib only).

Listens on 127.0.0.1 and answers ``POST /v1/messages`` the way the real API
does, streaming (SSE) or not.  What it answers is switchable:

* per request: a marker ``[fake:MODE]`` in the last user message;
* by the control endpoint (JSON bodies, answers JSON):
  - ``POST /_fake/mode``   ``{"mode": "529"}``: the answer for every request
    from now on (the default mode is ``ok``);
  - ``POST /_fake/queue``  ``{"modes": ["529", "529"]}``: answers for the
    next requests, in order, before the default applies again;
  - ``POST /_fake/limit``  ``{"reset_in": 90}``: a usage limit: every request
    is answered 429 until the reset instant (now + reset_in seconds), then the
    default applies; the error text names the reset as a clock time
    ("resets 11:42pm (UTC)"), ``"style": "epoch"`` names it in epoch seconds;
  - ``GET /_fake/requests``: every request served so far (time, mode, the last
    user text), for the test driver's checks;
  - ``POST /_fake/reset``: back to ``ok``, queue and limit cleared.
  - ``POST /_fake/seen`` ``{"needle": "text"}``: ``{"count": N}``, how many of
    the requests (the last 300, whole bodies) held that text anywhere: what
    reached the model, whichever message carried it.
  - ``POST /_fake/handoff`` ``{"note": false, "hold": ["compact"]}``:
    how the three requests of a Carry On hand-off are answered;
    ``note`` false leaves the <handoff-note> tags out of the save-state
    answer; ``fork`` (a string) is the continuation prompt's answer instead
    of the default one; ``hold`` keeps each ``save``, ``fork`` or ``compact`` request
    it names unanswered until ``POST /_fake/release`` ``{"kind": "fork"}``
    (an event the test controls, never a timer: a held request shows
    ``"held": true`` in ``/_fake/requests`` once it is in, ``"answered"``
    once its answer went out, ``"aborted"`` when the client had gone).
    Every request carries its last user message as ``full`` in
    ``/_fake/requests`` (``text`` holds its last 500 characters).
    Reset by ``/_fake/reset``, which releases whatever is held.
  - ``POST /_fake/usage`` ``{"input_tokens": 920000, "count": 1}``: the
    next ``count`` ``ok`` answers report that many input tokens, so Claude
    Code measures its context that full (``session.measure``'s
    ``context.tokens`` is the last response's input side); then 10 again.
    Reset by ``/_fake/reset``.

Hand-off requests are told apart by the last user message (no header
marks them): the compaction prompt ("create a
detailed summary of the conversation") gets an <analysis>/<summary>
answer, the fork prompt (``[CARRY-ON-CONTINUATION``) a continuation
prompt, the save-state prompt (``[CARRY-ON-HANDOFF``) a note between
<handoff-note> tags.

Modes: ``ok`` (answers "Hello from the fake API #N"), ``529`` (overloaded),
``500`` (api_error), ``429`` (rate_limit_error with rate-limit headers),
``drop`` (closes the connection with no answer), ``400`` (invalid_request),
``401`` (authentication_error), ``slow`` (answers after 15 s).

Usage: fake-anthropic-api.py [--port N] [--port-file PATH]
Port 0 (the default) picks a free port; the chosen port is printed on stdout
as ``PORT <n>`` and written to --port-file.  The server never reaches out:
it only answers on 127.0.0.1, and it exits after --lifetime seconds (default
3600) so a forgotten one does not linger.
"""

import argparse
import datetime
import json
import socket
import sys
import threading
import time
import uuid
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

MODES = ("ok", "529", "500", "429", "drop", "400", "401", "slow")

ERRORS = {
    "529": (529, "overloaded_error", "Overloaded"),
    "500": (500, "api_error", "Internal server error"),
    "400": (400, "invalid_request_error",
            "messages: fake invalid request (the test asked for it)"),
    "401": (401, "authentication_error", "invalid x-api-key"),
    "429": (429, "rate_limit_error", "fake rate limit"),
}


class State:
    def __init__(self):
        self.lock = threading.Lock()
        self.default = "ok"
        self.queue = []
        self.limit_reset = None      # epoch seconds (float) or None
        self.limit_style = "clock"
        self.requests = []
        self.bodies = []             # the last BODIES_CAP request bodies, as sent
        self.answers = 0

    def next_mode(self, text):
        with self.lock:
            marker = None
            for mode in MODES:
                if "[fake:%s]" % mode in text:
                    marker = mode
            if self.limit_reset is not None:
                if time.time() < self.limit_reset:
                    return "limit"
                self.limit_reset = None
            if marker:
                return marker
            if self.queue:
                return self.queue.pop(0)
            return self.default


STATE = State()

FULL_CAP = 64 * 1024
BODIES_CAP = 300
HANDOFF = {"note": True, "hold": [], "fork": None}
HANDOFF_KINDS = ("save", "fork", "compact")
# A held request waits on its kind's gate; /_fake/release opens it.  The
# cap only keeps a forgotten hold from pinning a thread for ever.
HOLD_CAP_S = 1200
GATES = {}   # kind -> threading.Event, under STATE.lock
USAGE = {"input_tokens": 10, "count": 0}   # /_fake/usage
FAKE_NOTE = "Goal: prove the hand-off. Done: said hello. Next: read the note. FAKE-NOTE"
FAKE_CONTINUATION = "Continue the e2e work from the hand-off note, then say DONE. FAKE-CONTINUATION"
FAKE_SUMMARY = "FAKE-SUMMARY: the person said hello and asked for a hand-off."


def handoff_kind(text):
    """Which hand-off request @text (the last user message) belongs to."""
    if "create a detailed summary of the conversation" in text:
        return "compact"
    if "[CARRY-ON-CONTINUATION" in text:
        return "fork"
    if "[CARRY-ON-HANDOFF" in text:
        return "save"
    return None


def handoff_marker(text):
    """The run id in a hand-off request's marker ("h3-…"), or None."""
    for tag in ("[CARRY-ON-CONTINUATION ", "[CARRY-ON-HANDOFF "):
        at = text.rfind(tag)
        if at >= 0:
            return text[at + len(tag):].split("]", 1)[0]
    return None


def handoff_answer(kind):
    if kind == "compact":
        return "<analysis>fake analysis</analysis>\n<summary>%s</summary>" % FAKE_SUMMARY
    if kind == "fork":
        return HANDOFF.get("fork") or FAKE_CONTINUATION
    if HANDOFF.get("note", True):
        return "I saved the state.\n<handoff-note>\n%s\n</handoff-note>" % FAKE_NOTE
    return "I saved the state, but I forgot the tags: %s" % FAKE_NOTE


def last_user_text(body):
    for message in reversed(body.get("messages") or []):
        if not isinstance(message, dict) or message.get("role") != "user":
            continue
        content = message.get("content")
        if isinstance(content, str):
            return content
        parts = []
        for block in content or []:
            if isinstance(block, dict) and block.get("type") == "text":
                parts.append(block.get("text", ""))
        return "\n".join(parts)
    return ""


def clock_text(epoch):
    t = datetime.datetime.fromtimestamp(epoch, datetime.timezone.utc)
    hour = t.hour % 12 or 12
    return "%d:%02d%s (UTC)" % (hour, t.minute, "am" if t.hour < 12 else "pm")


class Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    server_version = "fake-anthropic/1"

    def log_message(self, fmt, *args):
        sys.stderr.write("fake-api: " + (fmt % args) + "\n")

    def _read_json(self):
        length = int(self.headers.get("Content-Length") or 0)
        raw = self.rfile.read(length) if length > 0 else b""
        if not raw:
            return {}
        try:
            value = json.loads(raw)
        except ValueError:
            return None
        return value if isinstance(value, dict) else None

    def _send_json(self, status, obj, headers=None):
        data = json.dumps(obj).encode()
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(data)))
        self.send_header("request-id", "req_fake_" + uuid.uuid4().hex[:16])
        for key, value in (headers or {}).items():
            self.send_header(key, value)
        self.end_headers()
        self.wfile.write(data)

    # -- control endpoint -------------------------------------------------
    def _control(self):
        path = self.path.split("?")[0]
        if self.command == "GET" and path == "/_fake/requests":
            with STATE.lock:
                return self._send_json(200, {"requests": list(STATE.requests)})
        body = self._read_json()
        if body is None:
            return self._send_json(400, {"error": "body is not a JSON object"})
        with STATE.lock:
            if path == "/_fake/mode":
                mode = body.get("mode")
                if mode not in MODES:
                    return self._send_json(400, {"error": "unknown mode %r" % mode})
                STATE.default = mode
            elif path == "/_fake/queue":
                modes = body.get("modes")
                if not isinstance(modes, list) or any(m not in MODES for m in modes):
                    return self._send_json(400, {"error": "modes must list known modes"})
                STATE.queue.extend(modes)
            elif path == "/_fake/limit":
                reset_in = body.get("reset_in", 90)
                if not isinstance(reset_in, (int, float)) or reset_in < 0:
                    return self._send_json(400, {"error": "reset_in must be seconds"})
                STATE.limit_reset = time.time() + reset_in
                STATE.limit_style = body.get("style", "clock")
                if STATE.limit_style == "clock":
                    # a clock time has minute precision: round the reset up
                    # to the next whole minute so the text is exact.
                    STATE.limit_reset = (int(STATE.limit_reset) // 60 + 1) * 60
            elif path == "/_fake/handoff":
                hold = body.get("hold", [])
                if not isinstance(hold, list) or any(k not in HANDOFF_KINDS for k in hold):
                    return self._send_json(400, {"error": "hold must list save, fork or compact"})
                fork = body.get("fork")
                if fork is not None and not isinstance(fork, str):
                    return self._send_json(400, {"error": "fork must be a string"})
                HANDOFF.clear()
                HANDOFF.update({"note": bool(body.get("note", True)), "hold": list(hold),
                                "fork": fork})
                for kind in hold:
                    GATES[kind] = threading.Event()
            elif path == "/_fake/release":
                kind = body.get("kind")
                if kind not in HANDOFF_KINDS:
                    return self._send_json(400, {"error": "kind must be save, fork or compact"})
                if kind in HANDOFF["hold"]:
                    HANDOFF["hold"].remove(kind)
                gate = GATES.pop(kind, None)
                if gate is not None:
                    gate.set()
            elif path == "/_fake/seen":
                needle = body.get("needle")
                if not isinstance(needle, str) or not needle:
                    return self._send_json(400, {"error": "needle must be a string"})
                return self._send_json(200, {"count": sum(needle in b for b in STATE.bodies)})
            elif path == "/_fake/usage":
                tokens, count = body.get("input_tokens"), body.get("count", 1)
                if (not isinstance(tokens, int) or isinstance(tokens, bool) or tokens < 0
                        or not isinstance(count, int) or isinstance(count, bool) or count < 0):
                    return self._send_json(400, {"error": "input_tokens and count must be counts"})
                USAGE.update({"input_tokens": tokens, "count": count})
            elif path == "/_fake/reset":
                STATE.default, STATE.queue, STATE.limit_reset = "ok", [], None
                HANDOFF.clear()
                HANDOFF.update({"note": True, "hold": [], "fork": None})
                for gate in GATES.values():
                    gate.set()
                GATES.clear()
                USAGE.update({"input_tokens": 10, "count": 0})
            else:
                return self._send_json(404, {"error": "no such control path"})
            return self._send_json(200, {"ok": True, "default": STATE.default,
                                         "queue": STATE.queue,
                                         "limit_reset": STATE.limit_reset})

    # -- the Messages API -------------------------------------------------
    def do_GET(self):
        if self.path.startswith("/_fake/"):
            return self._control()
        return self._send_json(404, {"type": "error", "error": {
            "type": "not_found_error", "message": "not found"}})

    def do_HEAD(self):
        self.send_response(200)
        self.send_header("Content-Length", "0")
        self.end_headers()

    def do_POST(self):
        if self.path.startswith("/_fake/"):
            return self._control()
        if not self.path.startswith("/v1/messages"):
            return self._send_json(404, {"type": "error", "error": {
                "type": "not_found_error", "message": "not found"}})
        body = self._read_json()
        if body is None:
            return self._send_json(400, {"type": "error", "error": {
                "type": "invalid_request_error", "message": "body is not JSON"}})
        if "count_tokens" in self.path:
            return self._send_json(200, {"input_tokens": 10})
        text = last_user_text(body)
        mode = STATE.next_mode(text)
        kind = handoff_kind(text) if mode == "ok" else None
        entry = {"t": time.time(), "mode": mode, "kind": kind,
                 "path": self.path, "text": text[-500:]}
        if kind is not None:
            entry["marker"] = handoff_marker(text)
        # the whole last user message (capped), for checks on prompts and
        # on what Claude Code attached to them
        entry["full"] = text[-FULL_CAP:]
        with STATE.lock:
            gate = GATES.get(kind) if kind is not None and kind in HANDOFF["hold"] else None
            entry["held"] = gate is not None
            STATE.requests.append(entry)
            STATE.bodies.append(json.dumps(body, ensure_ascii=False))
            del STATE.bodies[:-BODIES_CAP]
        if kind is not None:
            if gate is not None:
                gate.wait(HOLD_CAP_S)
            try:
                self._answer(body, handoff_answer(kind))
            except OSError:
                # the client went away meanwhile (Esc cancelled a compaction)
                self.close_connection = True
                with STATE.lock:
                    entry["aborted"] = True
                return
            with STATE.lock:
                entry["answered"] = True
            return
        if mode == "drop":
            self.close_connection = True
            try:
                self.connection.shutdown(socket.SHUT_RDWR)
            except OSError:
                pass
            return
        if mode == "limit":
            return self._limit()
        if mode in ERRORS:
            status, etype, message = ERRORS[mode]
            headers = {}
            if mode == "429":
                reset = datetime.datetime.now(datetime.timezone.utc) + datetime.timedelta(seconds=60)
                headers = {
                    "anthropic-ratelimit-requests-limit": "50",
                    "anthropic-ratelimit-requests-remaining": "0",
                    "anthropic-ratelimit-requests-reset": reset.strftime("%Y-%m-%dT%H:%M:%SZ"),
                }
            return self._error(status, etype, message, headers)
        if mode == "slow":
            time.sleep(15)
        with STATE.lock:
            STATE.answers += 1
            n = STATE.answers
            input_tokens = 10
            if USAGE["count"] > 0:
                USAGE["count"] -= 1
                input_tokens = USAGE["input_tokens"]
        self._answer(body, "Hello from the fake API #%d" % n, input_tokens)

    def _error(self, status, etype, message, headers=None):
        self._send_json(status, {"type": "error", "error": {"type": etype, "message": message},
                                 "request_id": "req_fake_" + uuid.uuid4().hex[:16]}, headers)

    def _limit(self):
        with STATE.lock:
            reset, style = STATE.limit_reset, STATE.limit_style
        if style == "epoch":
            message = "Claude AI usage limit reached|%d" % int(reset)
        else:
            message = "You've hit your session limit · resets %s" % clock_text(reset)
        iso = datetime.datetime.fromtimestamp(reset, datetime.timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ")
        self._error(429, "rate_limit_error", message, {
            "anthropic-ratelimit-requests-limit": "50",
            "anthropic-ratelimit-requests-remaining": "0",
            "anthropic-ratelimit-requests-reset": iso,
            "anthropic-ratelimit-tokens-reset": iso,
        })

    def _answer(self, body, answer, input_tokens=10):
        model = body.get("model") or "claude-fake"
        msg_id = "msg_fake_" + uuid.uuid4().hex[:16]
        usage = {"input_tokens": input_tokens, "output_tokens": 5,
                 "cache_read_input_tokens": 0, "cache_creation_input_tokens": 0}
        if not body.get("stream"):
            return self._send_json(200, {
                "id": msg_id, "type": "message", "role": "assistant", "model": model,
                "content": [{"type": "text", "text": answer}],
                "stop_reason": "end_turn", "stop_sequence": None, "usage": usage})
        events = [
            ("message_start", {"type": "message_start", "message": {
                "id": msg_id, "type": "message", "role": "assistant", "model": model,
                "content": [], "stop_reason": None, "stop_sequence": None,
                "usage": {"input_tokens": input_tokens, "output_tokens": 1,
                          "cache_read_input_tokens": 0, "cache_creation_input_tokens": 0}}}),
            ("content_block_start", {"type": "content_block_start", "index": 0,
                                     "content_block": {"type": "text", "text": ""}}),
        ]
        for i in range(0, len(answer), 8):
            events.append(("content_block_delta", {
                "type": "content_block_delta", "index": 0,
                "delta": {"type": "text_delta", "text": answer[i:i + 8]}}))
        events += [
            ("content_block_stop", {"type": "content_block_stop", "index": 0}),
            ("message_delta", {"type": "message_delta",
                               "delta": {"stop_reason": "end_turn", "stop_sequence": None},
                               "usage": {"output_tokens": 5}}),
            ("message_stop", {"type": "message_stop"}),
        ]
        self.send_response(200)
        self.send_header("Content-Type", "text/event-stream")
        self.send_header("Cache-Control", "no-cache")
        self.send_header("request-id", "req_fake_" + uuid.uuid4().hex[:16])
        self.send_header("Connection", "close")
        self.end_headers()
        self.close_connection = True
        for name, data in events:
            self.wfile.write(("event: %s\ndata: %s\n\n" % (name, json.dumps(data))).encode())
            self.wfile.flush()


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--port", type=int, default=0)
    parser.add_argument("--port-file")
    parser.add_argument("--lifetime", type=float, default=3600)
    args = parser.parse_args()
    server = ThreadingHTTPServer(("127.0.0.1", args.port), Handler)
    server.daemon_threads = True
    port = server.server_address[1]
    if args.port_file:
        with open(args.port_file, "w") as f:
            f.write("%d\n" % port)
    print("PORT %d" % port, flush=True)
    timer = threading.Timer(args.lifetime, server.shutdown)
    timer.daemon = True
    timer.start()
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass


if __name__ == "__main__":
    main()
