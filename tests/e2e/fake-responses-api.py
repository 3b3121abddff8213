#!/usr/bin/env python3
# fake-responses-api.py
#
# SPDX-FileCopyrightText: 2026 The Carry On authors
# SPDX-License-Identifier: GPL-3.0-or-later
"""A fake OpenAI Responses API for the Codex end-to-end test (stdlib only).

Listens on 127.0.0.1 and answers ``POST /v1/responses`` with a server-sent
event stream the way Codex reads it (``response.created``,
``response.output_item.added``, ``response.output_text.delta``,
``response.output_item.done``, ``response.completed``).  What it answers is
switchable through a control endpoint (JSON bodies, answers JSON):

  - ``POST /_fake/mode``  ``{"mode": "500"}``: the answer for every main
    request from now on (default ``ok``);
  - ``POST /_fake/queue`` ``{"modes": ["500", "500"]}``: answers for the next
    main requests, in order, before the default applies again;
  - ``POST /_fake/limit`` ``{"reset_in": 60}``: a usage limit: every main
    request is answered 429 ``usage_limit_reached`` with ``resets_at`` until
    that instant, then the default applies;

Answers carry the rate-limit headers of the ChatGPT backend
(``x-codex-primary-used-percent``, ``-window-minutes``, ``-reset-at``): 5 %
of a five-hour window normally, 100 % with the reset during a usage limit.
  - ``GET /_fake/requests``: the requests served so far (time, mode, the
    last user text, title or main);
  - ``POST /_fake/reset``: back to ``ok``, queue and limit cleared.

Codex asks for a thread title with a side request ("Generate a concise,
single-line task title…"); those always answer ``ok`` and are not counted
against the queue, so a test's queue meets the person's turn only.

Modes: ``ok`` ("Hello from fake #N"), ``500`` (server error), ``401``
(invalid API key), ``slow`` (the stream starts, then stays silent for 60 s,
for Esc).

Usage: fake-responses-api.py [--port-file PATH] [--lifetime S]
"""

import argparse
import json
import sys
import threading
import time
import uuid
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

MODES = ("ok", "500", "401", "slow")


class State:
    def __init__(self):
        self.lock = threading.Lock()
        self.default = "ok"
        self.queue = []
        self.limit_reset = 0
        self.requests = []
        self.n_ok = 0

    def reset(self):
        self.default = "ok"
        self.queue = []
        self.limit_reset = 0


STATE = State()


def user_texts(body):
    texts = []
    for item in body.get("input") or []:
        if not isinstance(item, dict) or item.get("role") != "user":
            continue
        content = item.get("content")
        if isinstance(content, str):
            texts.append(content)
            continue
        for part in content or []:
            if isinstance(part, dict) and isinstance(part.get("text"), str):
                texts.append(part["text"])
    return texts


def is_title_request(body):
    instructions = body.get("instructions") or ""
    texts = " ".join(user_texts(body))
    return "task title" in instructions.lower() or "concise, single-line task title" in texts.lower()


class Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"

    def log_message(self, fmt, *args):
        sys.stderr.write("fake-responses: " + (fmt % args) + "\n")

    def _read_json(self):
        length = int(self.headers.get("content-length") or 0)
        raw = self.rfile.read(length) if length else b""
        try:
            return json.loads(raw or b"{}")
        except ValueError:
            return {}

    def _send_json(self, status, obj, headers=None):
        data = json.dumps(obj).encode()
        self.send_response(status)
        self.send_header("content-type", "application/json")
        self.send_header("content-length", str(len(data)))
        for k, v in (headers or {}).items():
            self.send_header(k, v)
        self.end_headers()
        self.wfile.write(data)

    def _control(self):
        path = self.path.split("?")[0]
        if self.command == "GET" and path == "/_fake/requests":
            with STATE.lock:
                return self._send_json(200, {"requests": list(STATE.requests)})
        body = self._read_json()
        with STATE.lock:
            if path == "/_fake/mode" and body.get("mode") in MODES:
                STATE.default = body["mode"]
            elif path == "/_fake/queue" and all(m in MODES for m in body.get("modes", [])):
                STATE.queue.extend(body.get("modes", []))
            elif path == "/_fake/limit":
                STATE.limit_reset = int(time.time() + float(body.get("reset_in", 60)))
            elif path == "/_fake/reset":
                STATE.reset()
            else:
                return self._send_json(400, {"error": "unknown control request"})
            return self._send_json(200, {"ok": True, "limit_reset": STATE.limit_reset})

    def do_GET(self):
        if self.path.startswith("/_fake/"):
            return self._control()
        self._send_json(404, {"error": "not found"})

    def do_POST(self):
        if self.path.startswith("/_fake/"):
            return self._control()
        if not self.path.split("?")[0].endswith("/responses"):
            return self._send_json(404, {"error": {"message": "not found"}})
        body = self._read_json()
        texts = user_texts(body)
        title = is_title_request(body)
        with STATE.lock:
            now = time.time()
            if title:
                mode = "ok"
            elif STATE.limit_reset and now < STATE.limit_reset:
                mode = "limit"
            elif STATE.queue:
                mode = STATE.queue.pop(0)
            else:
                mode = STATE.default
            STATE.requests.append({"t": now, "mode": mode, "title": title,
                                   "text": texts[-1][:200] if texts else ""})
            reset = STATE.limit_reset
            if mode == "ok" and not title:
                STATE.n_ok += 1
            n = STATE.n_ok
        if mode == "500":
            return self._send_json(500, {"error": {"message": "Internal server error", "type": "server_error",
                                                   "code": None}})
        if mode == "401":
            return self._send_json(401, {"error": {"message": "Incorrect API key provided: sk-fake.",
                                                   "type": "invalid_request_error", "code": "invalid_api_key"}})
        if mode == "limit":
            return self._send_json(429, {"error": {"type": "usage_limit_reached",
                                                   "message": "The usage limit has been reached",
                                                   "plan_type": "plus", "resets_at": reset,
                                                   "resets_in_seconds": max(0, int(reset - time.time()))}},
                                   self._rate_headers(100, reset))
        text = "Session title" if title else "Hello from fake #%d" % n
        self._stream(text, slow=(mode == "slow"), headers=self._rate_headers(5, int(time.time()) + 4 * 3600))

    @staticmethod
    def _rate_headers(used, reset):
        # The rate-limit headers of the ChatGPT backend (names from the
        # Codex 0.171.0 binary); Codex reports them in
        # account/rateLimits/updated.
        return {"x-codex-primary-used-percent": str(used),
                "x-codex-primary-window-minutes": "300",
                "x-codex-primary-reset-at": str(reset)}

    def _event(self, kind, data):
        data["type"] = kind
        chunk = ("event: %s\ndata: %s\n\n" % (kind, json.dumps(data))).encode()
        self.wfile.write(b"%x\r\n%s\r\n" % (len(chunk), chunk))
        self.wfile.flush()

    def _stream(self, text, slow=False, headers=None):
        rid = "resp_fake_" + uuid.uuid4().hex[:16]
        mid = "msg_fake_" + uuid.uuid4().hex[:16]
        self.send_response(200)
        self.send_header("content-type", "text/event-stream")
        self.send_header("transfer-encoding", "chunked")
        for k, v in (headers or {}).items():
            self.send_header(k, v)
        self.end_headers()
        try:
            self._event("response.created", {"response": {"id": rid, "status": "in_progress"}})
            if slow:
                time.sleep(60)
            item = {"type": "message", "id": mid, "role": "assistant", "status": "in_progress", "content": []}
            self._event("response.output_item.added", {"output_index": 0, "item": item})
            self._event("response.output_text.delta", {"output_index": 0, "content_index": 0,
                                                       "item_id": mid, "delta": text})
            done = dict(item, status="completed",
                        content=[{"type": "output_text", "text": text, "annotations": []}])
            self._event("response.output_item.done", {"output_index": 0, "item": done})
            self._event("response.completed", {"response": {
                "id": rid, "status": "completed", "output": [done],
                "usage": {"input_tokens": 10, "input_tokens_details": {"cached_tokens": 0},
                          "output_tokens": 5, "output_tokens_details": {"reasoning_tokens": 0},
                          "total_tokens": 15}}})
            self.wfile.write(b"0\r\n\r\n")
            self.wfile.flush()
        except (BrokenPipeError, ConnectionResetError):
            pass


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--port-file")
    parser.add_argument("--lifetime", type=float, default=3600)
    args = parser.parse_args()
    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    server.daemon_threads = True
    port = server.server_address[1]
    print("PORT %d" % port, flush=True)
    if args.port_file:
        with open(args.port_file + ".tmp", "w") as f:
            f.write(str(port))
        import os
        os.rename(args.port_file + ".tmp", args.port_file)
    threading.Timer(args.lifetime, server.shutdown).start()
    server.serve_forever()


if __name__ == "__main__":
    main()
