#!/usr/bin/env python3
# fake-openai-api.py PORT_FILE LOG_FILE
#
# SPDX-FileCopyrightText: 2026 The Carry On authors
# SPDX-License-Identifier: GPL-3.0-or-later
#
# A stand-in for an OpenAI-compatible chat-completions API on 127.0.0.1,
# Python 3 standard library only, for the OpenCode end-to-end test (OpenCode's
# "@ai-sdk/openai-compatible" provider points its baseURL here).  It listens
# on a free port and writes that port to PORT_FILE.
#
#   POST /v1/chat/completions
#       Each user turn of OpenCode makes two requests: a title request (no
#       tools) and the turn itself (with tools).  Title requests are answered
#       with the title set by /_ctl (default "E2E session title").  A turn
#       request takes the next mode from the queue, else the default mode:
#         ok     SSE stream: role chunk, word deltas, finish "stop", usage, [DONE]
#         slow   like ok, but holds the stream open (one chunk, then nothing)
#                until the client goes away or 120 s pass: a turn that runs
#                until the person presses Esc
#         STATUS[;retry-after=S][;retry-after-ms=MS]
#                an OpenAI-style JSON error with that HTTP status (401: an
#                invalid_api_key error; 429: rate_limit_exceeded; 5xx:
#                server_error) and the given retry headers.  OpenCode
#                honours retry-after-ms first (then retry-after) between
#                its own retries, so a small retry-after-ms keeps its
#                five-retry loop short.
#   POST /_ctl  {"queue": [mode, ...], "default": mode, "title": text}
#               sets the behaviour
#   GET  /_log  every request so far as a JSON array
#
# Each request is also appended to LOG_FILE as a JSON line: time, mode,
# whether it is a title request, the last user prompt.

import json
import os
import sys
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

LOCK = threading.Lock()
STATE = {"queue": [], "default": "ok", "log": [], "title": "E2E session title"}
LOG_FILE = None
ANSWER = "Hello from fake"


def message_text(message):
    content = message.get("content")
    if isinstance(content, str):
        return content
    if isinstance(content, list):
        return " ".join(part.get("text", "") for part in content if isinstance(part, dict))
    return ""


def parse_mode(mode):
    """'500;retry-after-ms=100' -> ('500', {'retry-after-ms': '100'})"""
    name, *params = mode.split(";")
    headers = {}
    for param in params:
        key, _, value = param.partition("=")
        headers[key.strip()] = value.strip()
    return name.strip(), headers


ERRORS = {
    401: ("Incorrect API key provided: sk-fake. You can find your API key at "
          "https://platform.openai.com/account/api-keys.", "invalid_request_error", "invalid_api_key"),
    429: ("Rate limit reached for requests. Please try again later.", "requests", "rate_limit_exceeded"),
}


class Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"

    def log_message(self, fmt, *args):  # keep the test log readable
        pass

    def send_json(self, status, obj, headers=None):
        body = json.dumps(obj).encode()
        self.send_response(status)
        self.send_header("content-type", "application/json")
        self.send_header("content-length", str(len(body)))
        self.send_header("x-request-id", "req_fake_%d" % time.monotonic_ns())
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
                if "title" in body:
                    STATE["title"] = body["title"]
            self.send_json(200, {"ok": True})
            return
        if self.path not in ("/chat/completions", "/v1/chat/completions"):
            self.send_json(404, {"error": {"message": "not found"}})
            return

        messages = body.get("messages") or []
        last_user = ""
        for message in reversed(messages):
            if message.get("role") == "user":
                last_user = message_text(message)
                break
        is_title = not body.get("tools")
        with LOCK:
            if is_title:
                mode = "ok"
            elif STATE["queue"]:
                mode = STATE["queue"].pop(0)
            else:
                mode = STATE["default"]
            entry = {"t": time.time(), "mode": mode, "title": is_title,
                     "last_user": last_user[:500], "stream": bool(body.get("stream", False))}
            STATE["log"].append(entry)
            if LOG_FILE:
                with open(LOG_FILE, "a", encoding="utf-8") as f:
                    f.write(json.dumps(entry) + "\n")
        name, headers = parse_mode(mode)
        if is_title:
            self.answer(body, STATE["title"])
        elif name == "ok":
            self.answer(body, ANSWER)
        elif name == "slow":
            self.slow(body)
        elif name.isdigit():
            self.error(int(name), headers)
        else:
            self.send_json(400, {"error": {"message": "fake: unknown mode " + name}})

    # ---- modes -------------------------------------------------------

    def answer(self, body, text):
        if not body.get("stream", False):
            self.send_json(200, {
                "id": "fake-1", "object": "chat.completion", "model": body.get("model"),
                "choices": [{"index": 0, "finish_reason": "stop",
                             "message": {"role": "assistant", "content": text}}],
                "usage": {"prompt_tokens": 10, "completion_tokens": 3, "total_tokens": 13}})
            return
        self.start_sse()
        self.chunk({"role": "assistant", "content": ""})
        words = text.split(" ")
        for i, word in enumerate(words):
            self.chunk({"content": word + (" " if i + 1 < len(words) else "")})
        self.chunk({}, finish="stop")
        self.event({"id": "fake-1", "object": "chat.completion.chunk", "choices": [],
                    "usage": {"prompt_tokens": 10, "completion_tokens": 3, "total_tokens": 13}})
        self.wfile.write(b"data: [DONE]\n\n")
        self.wfile.flush()

    def slow(self, body):
        self.start_sse()
        self.chunk({"role": "assistant", "content": "Thinking"})
        deadline = time.monotonic() + 120
        try:
            while time.monotonic() < deadline:
                # a keep-alive comment; fails once the client hung up
                self.wfile.write(b": waiting\n\n")
                self.wfile.flush()
                time.sleep(0.5)
        except OSError:
            return
        self.chunk({}, finish="stop")
        self.wfile.write(b"data: [DONE]\n\n")
        self.wfile.flush()

    def error(self, status, headers):
        message, etype, code = ERRORS.get(status, ("fake %d: The server had an error while processing "
                                                   "your request." % status, "server_error", "server_error"))
        self.send_json(status, {"error": {"message": message, "type": etype, "code": code, "param": None}},
                       headers)

    # ---- helpers -----------------------------------------------------

    def start_sse(self):
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
        self.event({"id": "fake-1", "object": "chat.completion.chunk", "model": "fake-model",
                    "choices": [{"index": 0, "delta": delta, "finish_reason": finish}]})


def main():
    global LOG_FILE
    port_file, LOG_FILE = sys.argv[1], sys.argv[2]
    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    server.daemon_threads = True
    with open(port_file + ".tmp", "w") as f:
        f.write(str(server.server_address[1]))
    os.rename(port_file + ".tmp", port_file)
    # The test may die without stopping us: end by ourselves after a while.
    threading.Timer(1800, lambda: os._exit(0)).start()
    server.serve_forever()


if __name__ == "__main__":
    main()
