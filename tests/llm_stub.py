"""A scripted OpenAI-compatible chat-completions server on 127.0.0.1, for tests.

Every protocol's HTTP tests talk to this one stub: each POST pops the next
action of ``script`` (default ``default``):

* ``("ok", content)``: a 200 chat completion whose message is ``content``,
  or ``content(body)`` when it is callable (the decoded request body);
* ``("status", code)``: an HTTP error with a JSON error body
  (``Retry-After: 0`` on 429);
* ``("sleep", seconds)``: answer ``GOOD`` after a pause;
* ``("drop", None)``: close the connection without answering;
* ``("raw", text)``: a 200 whose body is ``text`` as it is.

``requests`` records every POST as ``{"path", "body", "auth"}``;
:func:`backend_args` are the command-line options that point a command at it
(or at any server on a URL).
(tests/test_llm_http_hostile.py keeps its own server: it breaks the
protocol itself, which this stub never does.)
"""

from __future__ import annotations

import json
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

GOOD = json.dumps({"rejected": False, "reason": "fine"})
_USAGE = {"prompt_tokens": 10, "completion_tokens": 5}


def chat_completion(content: str, usage: dict | None) -> bytes:
    """The body of a 200 chat-completion reply carrying ``content`` (and
    ``usage`` with its total, unless it is None)."""
    reply = {
        "id": "x",
        "object": "chat.completion",
        "choices": [
            {
                "index": 0,
                "message": {"role": "assistant", "content": content},
                "finish_reason": "stop",
            }
        ],
    }
    if usage is not None:
        reply["usage"] = dict(usage, total_tokens=sum(usage.values()))
    return json.dumps(reply).encode()


def backend_args(url: str, model: str = "m") -> list[str]:
    """The command-line options sending a command's model calls to ``url``."""
    return ["--backend", "http", "--base-url", url, "--model", model]


class ChatServer:
    """The stub; ``usage`` is what every completion reports (None: nothing)."""

    def __init__(self, default=("ok", GOOD), usage=_USAGE):
        self.script: list = []
        self.requests: list = []
        self.default = default
        self.usage = usage
        outer = self

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, *args):
                pass

            def do_POST(self):
                length = int(self.headers.get("Content-Length", 0))
                body = json.loads(self.rfile.read(length))
                outer.requests.append(
                    {"path": self.path, "body": body, "auth": self.headers.get("Authorization")}
                )
                action, arg = outer.script.pop(0) if outer.script else outer.default
                if action == "drop":
                    self.close_connection = True
                    self.connection.shutdown(2)
                    return
                if action == "sleep":
                    time.sleep(arg)
                    action, arg = "ok", GOOD
                if action == "status":
                    payload = json.dumps({"error": {"message": f"scripted {arg}"}}).encode()
                    self._send(arg, payload, {"Retry-After": "0"} if arg == 429 else {})
                    return
                if action == "raw":
                    payload = arg.encode()
                else:
                    content = arg(body) if callable(arg) else arg
                    payload = chat_completion(content, outer.usage)
                self._send(200, payload)

            def _send(self, status, payload, headers=None):
                try:
                    self.send_response(status)
                    for key, value in (headers or {}).items():
                        self.send_header(key, value)
                    self.send_header("Content-Type", "application/json")
                    self.send_header("Content-Length", str(len(payload)))
                    self.end_headers()
                    self.wfile.write(payload)
                except (BrokenPipeError, ConnectionResetError):
                    pass  # the client gave up (timeout tests)

        self.httpd = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.httpd.daemon_threads = True
        self.thread = threading.Thread(target=self.httpd.serve_forever, daemon=True)
        self.thread.start()
        self.url = f"http://127.0.0.1:{self.httpd.server_address[1]}/v1"

    @property
    def bodies(self) -> list:
        """The decoded request bodies, in order."""
        return [r["body"] for r in self.requests]

    def close(self) -> None:
        self.httpd.shutdown()
        self.httpd.server_close()

    def __enter__(self) -> ChatServer:
        return self

    def __exit__(self, *exc) -> None:
        self.close()
