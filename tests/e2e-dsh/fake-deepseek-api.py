#!/usr/bin/env python3
# fake-deepseek-api.py PORT_FILE LOG_FILE
#
# SPDX-FileCopyrightText: 2026 The Carry On authors
# SPDX-License-Identifier: GPL-3.0-or-later
#
# A stand-in for the DeepSeek chat-completions API on 127.0.0.1, Python 3
# standard library only, for the DSH end-to-end test.  It listens on a free
# port and writes that port to PORT_FILE.
#
#   POST /chat/completions, /v1/chat/completions
#       answers per request from a queue of modes, then the default mode:
#       ok       SSE stream: role chunk, word deltas, finish "stop", usage, [DONE]
#                (plain JSON when the request has "stream": false)
#       429      rate limit with Retry-After: 1
#       402      DeepSeek's "Insufficient Balance" (DSH: QUOTA)
#       401      authentication error (DSH: AUTH)
#       500/503  server errors (DSH: SERVER)
#       empty    a stream that stops with no content (DSH: EMPTY_RESPONSE)
#       dropmid  headers and one chunk, then the connection is shut
#                (DSH: STREAM_CLOSED, which DSH does not retry itself)
#       drop     the connection is shut before any response (DSH: TRANSPORT)
#   POST /_ctl  {"queue": [mode, ...], "default": mode}   sets the behaviour
#   GET  /_log  every request so far as a JSON array
#
# Each request is also appended to LOG_FILE as a JSON line: mode, model,
# message count, the last message's text, the last user prompt (DSH's
# injected runtime context skipped) and whether it is a title request.

import json
import socket
import sys
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

LOCK = threading.Lock()
STATE = {"queue": [], "default": "ok", "log": []}
LOG_FILE = None


def message_text(message):
    content = message.get("content")
    if isinstance(content, str):
        return content
    if isinstance(content, list):
        return " ".join(part.get("text", "") for part in content
                        if isinstance(part, dict))
    return ""


class Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"

    def log_message(self, fmt, *args):  # keep the test log readable
        pass

    def send_json(self, status, obj, headers=None):
        body = json.dumps(obj).encode()
        self.send_response(status)
        self.send_header("content-type", "application/json")
        self.send_header("content-length", str(len(body)))
        for key, value in (headers or {}).items():
            self.send_header(key, value)
        self.end_headers()
        self.wfile.write(body)

    def do_GET(self):
        if self.path == "/_log":
            with LOCK:
                self.send_json(200, STATE["log"])
        else:
            self.send_json(404, {"error": {"message": "not found"}})

    def read_body(self):
        length = int(self.headers.get("content-length") or 0)
        raw = self.rfile.read(length) if length else b"{}"
        try:
            return json.loads(raw or b"{}")
        except ValueError:
            return {}

    def do_POST(self):
        body = self.read_body()
        if self.path == "/_ctl":
            with LOCK:
                if "queue" in body:
                    STATE["queue"] = list(body["queue"])
                if "default" in body:
                    STATE["default"] = body["default"]
            self.send_json(200, {"ok": True})
            return
        if self.path not in ("/chat/completions", "/v1/chat/completions"):
            self.send_json(404, {"error": {"message": "not found"}})
            return

        messages = body.get("messages") or []
        last = message_text(messages[-1]) if messages else ""
        # the last user prompt, skipping DSH's injected runtime context
        last_user = ""
        for message in reversed(messages):
            text = message_text(message)
            if message.get("role") == "user" and not text.startswith("Current runtime context"):
                last_user = text
                break
        # The e2e turns DSH's session-title helper off; a non-streamed
        # request (such a helper) never uses up a queued failure anyway.
        is_title = not body.get("stream", False)
        with LOCK:
            if is_title:
                mode = "ok"
            elif STATE["queue"]:
                mode = STATE["queue"].pop(0)
            else:
                mode = STATE["default"]
            entry = {"mode": mode, "model": body.get("model"),
                     "messages": len(messages), "last": last[:500],
                     "last_user": last_user[:500],
                     "title": bool(is_title), "stream": bool(body.get("stream", False))}
            STATE["log"].append(entry)
            if LOG_FILE:
                with open(LOG_FILE, "a", encoding="utf-8") as f:
                    f.write(json.dumps(entry) + "\n")
        getattr(self, "mode_" + mode.replace("-", "_"), self.mode_ok)(body, last)

    # ---- modes -------------------------------------------------------

    def mode_ok(self, body, last):
        text = "Hello from fake"
        if not body.get("stream", False):
            self.send_json(200, {
                "id": "fake-1", "object": "chat.completion", "model": body.get("model"),
                "choices": [{"index": 0, "finish_reason": "stop",
                             "message": {"role": "assistant", "content": text}}],
                "usage": {"prompt_tokens": 10, "completion_tokens": 3, "total_tokens": 13}})
            return
        self.start_sse()
        self.chunk({"role": "assistant", "content": ""})
        for word in text.split(" "):
            self.chunk({"content": word + " " if word != "fake" else word})
        self.chunk({}, finish="stop")
        self.event({"id": "fake-1", "object": "chat.completion.chunk", "choices": [],
                    "usage": {"prompt_tokens": 10, "completion_tokens": 3, "total_tokens": 13}})
        self.wfile.write(b"data: [DONE]\n\n")
        self.wfile.flush()

    def mode_empty(self, body, last):
        self.start_sse()
        self.chunk({"role": "assistant", "content": ""})
        self.chunk({}, finish="stop")
        self.wfile.write(b"data: [DONE]\n\n")
        self.wfile.flush()

    def mode_dropmid(self, body, last):
        self.start_sse(close=True)
        self.chunk({"role": "assistant", "content": "Hel"})
        self.wfile.flush()
        self.shut()

    def mode_drop(self, body, last):
        self.shut()

    def mode_429(self, body, last):
        self.send_json(429, {"error": {"message": "Rate limit reached for requests",
                                       "type": "rate_limit_error", "code": "rate_limit"}},
                       {"retry-after": "1"})

    def mode_402(self, body, last):
        self.send_json(402, {"error": {"message": "Insufficient Balance",
                                       "type": "unknown_error", "param": None,
                                       "code": "invalid_request_error"}})

    def mode_401(self, body, last):
        self.send_json(401, {"error": {"message": "Authentication Fails, Your api key is invalid",
                                       "type": "authentication_error", "param": None,
                                       "code": "invalid_request_error"}})

    def mode_500(self, body, last):
        self.send_json(500, {"error": {"message": "Internal Server Error", "type": "server_error"}})

    def mode_503(self, body, last):
        self.send_json(503, {"error": {"message": "Service is too busy", "type": "server_error"}})

    # ---- helpers -----------------------------------------------------

    def start_sse(self, close=False):
        self.send_response(200)
        self.send_header("content-type", "text/event-stream")
        self.send_header("cache-control", "no-cache")
        self.send_header("connection", "close")
        self.end_headers()
        self.close_connection = True

    def event(self, obj):
        self.wfile.write(b"data: " + json.dumps(obj).encode() + b"\n\n")
        self.wfile.flush()

    def chunk(self, delta, finish=None):
        self.event({"id": "fake-1", "object": "chat.completion.chunk", "model": "deepseek-v4-flash",
                    "choices": [{"index": 0, "delta": delta, "finish_reason": finish}]})

    def shut(self):
        self.close_connection = True
        try:
            self.connection.shutdown(socket.SHUT_RDWR)
        except OSError:
            pass


def main():
    global LOG_FILE
    port_file, LOG_FILE = sys.argv[1], sys.argv[2]
    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    server.daemon_threads = True
    with open(port_file + ".tmp", "w") as f:
        f.write(str(server.server_address[1]))
    import os
    os.rename(port_file + ".tmp", port_file)
    server.serve_forever()


if __name__ == "__main__":
    main()
