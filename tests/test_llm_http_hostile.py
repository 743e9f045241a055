"""The HTTP backend against a misbehaving chat-completions server on 127.0.0.1:
redirects, endless and huge bodies, drip-fed replies, bad Retry-After values,
5xx and connection resets.  Every call ends within its deadline and every
failure is a typed BackendError that the recorder keeps.

The servers run in threads of this process, bind only 127.0.0.1, and bound
their own work (bytes sent and seconds spent) so no test can hang on them.
"""

import json
import socket
import struct
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from clinarg.errors import (
    BackendError,
    BackendHTTPError,
    BackendResponseError,
    BackendTimeout,
    ParameterError,
)
from clinarg.llm.base import Request
from clinarg.llm.cassette import RecordingBackend, ReplayBackend
from clinarg.llm.http import OpenAICompatibleBackend, _retry_after
from clinarg.protocols.reason.prompts import VERIFY_SCHEMA

GOOD = json.dumps({"rejected": False, "reason": "fine"})
MAX_SERVER_BYTES = 64 * 1024 * 1024  # the endless body stops here at the latest
MAX_SERVER_SECONDS = 10.0  # and every drip-feed stops here


class _Quiet(ThreadingHTTPServer):
    daemon_threads = True

    def handle_error(self, request, client_address):
        pass  # the client hanging up on an endless body is the point


class Hostile:
    """A scripted server: each POST pops the next action (default: a good answer)."""

    def __init__(self):
        self.script, self.requests = [], []
        self.stop = threading.Event()
        outer = self

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, *args):
                pass

            def _send(self, status, payload, headers=()):
                self.send_response(status)
                for k, v in headers:
                    self.send_header(k, v)
                if payload is not None:
                    self.send_header("Content-Length", str(len(payload)))
                self.end_headers()
                if payload:
                    self.wfile.write(payload)

            def _drip(self, data, pause):
                start = time.monotonic()
                for i in range(len(data)):
                    if outer.stop.is_set() or time.monotonic() - start > MAX_SERVER_SECONDS:
                        return
                    self.wfile.write(data[i : i + 1])
                    self.wfile.flush()
                    time.sleep(pause)

            def do_POST(self):
                body = self.rfile.read(int(self.headers.get("Content-Length", 0)))
                outer.requests.append(
                    {
                        "path": self.path,
                        "body": json.loads(body),
                        "auth": self.headers.get("Authorization"),
                    }
                )
                action, arg = outer.script.pop(0) if outer.script else ("ok", None)
                reply = json.dumps({"choices": [{"message": {"content": GOOD}}]}).encode()
                try:
                    if action == "ok":
                        self._send(200, reply)
                    elif action == "redirect":  # arg: (status, location)
                        self._send(arg[0], b"", [("Location", arg[1])])
                    elif action == "status":  # arg: (status, Retry-After or None)
                        extra = [("Retry-After", arg[1])] if arg[1] is not None else []
                        self._send(arg[0], b'{"error": {"message": "scripted"}}', extra)
                    elif action == "endless":  # no Content-Length, bytes until hang-up
                        self._send(200, None, [("Content-Type", "application/json")])
                        block, sent = b" " * 65536, 0
                        while sent < MAX_SERVER_BYTES and not outer.stop.is_set():
                            self.wfile.write(block)
                            sent += len(block)
                    elif action == "huge_length":
                        self._send(200, None, [("Content-Length", str(10**12))])
                        self.wfile.write(b"{")
                    elif action == "slow_body":  # a valid reply, one byte per pause
                        self._send(200, None, [("Content-Length", str(len(reply)))])
                        self._drip(reply, arg)
                    elif action == "slow_headers":
                        self.wfile.write(b"HTTP/1.0 200 OK\r\n")
                        self._drip(b"X-Slow: " + b"a" * 10_000 + b"\r\n", arg)
                    elif action == "reset":  # RST instead of an answer
                        self.connection.setsockopt(
                            socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0)
                        )
                        self.connection.close()
                    elif action == "garbage":
                        self._send(200, b"\x00\xff not json")
                except (BrokenPipeError, ConnectionResetError, OSError):
                    pass  # the client gave up, as it should

        self.httpd = _Quiet(("127.0.0.1", 0), Handler)
        self.thread = threading.Thread(target=self.httpd.serve_forever, daemon=True)
        self.thread.start()
        self.origin = f"http://127.0.0.1:{self.httpd.server_address[1]}"
        self.url = self.origin + "/v1"

    def close(self):
        self.stop.set()
        self.httpd.shutdown()
        self.httpd.server_close()


@pytest.fixture
def server():
    s = Hostile()
    yield s
    s.close()


@pytest.fixture
def elsewhere():
    s = Hostile()
    yield s
    s.close()


REQUEST = Request(
    role="verifier",
    task="verify:ASD.CQ1",
    system="You verify.",
    prompt="Is there evidence?",
    schema=VERIFY_SCHEMA,
)


def backend(server, **kw):
    sleeps = []
    kw.setdefault("timeout", 0.5)
    kw.setdefault("max_retries", 1)
    b = OpenAICompatibleBackend(
        server.url, "m", "secret-key", backoff=0.01, sleep=sleeps.append, structured="none", **kw
    )
    return b, sleeps


# -- redirects -------------------------------------------------------------------------


@pytest.mark.parametrize("status", [301, 302, 303, 307, 308])
def test_cross_origin_redirect_is_not_followed(server, elsewhere, status):
    server.script = [("redirect", (status, elsewhere.url + "/chat/completions"))]
    b, sleeps = backend(server)
    with pytest.raises(BackendHTTPError) as info:
        b.complete(REQUEST)
    assert info.value.status == status and sleeps == []
    assert f"redirect to {elsewhere.origin} not followed" in str(info.value)
    assert elsewhere.requests == [] and len(server.requests) == 1


def test_redirect_message_shows_only_the_origin(server):
    server.script = [("redirect", (302, "http://user:pw@evil.example:8443/x?token=1\x1b[2J"))]
    b, _ = backend(server)
    with pytest.raises(BackendHTTPError) as info:
        b.complete(REQUEST)
    message = str(info.value)
    assert "http://evil.example:8443" in message
    assert "pw" not in message and "token" not in message and "\x1b" not in message


def test_redirect_status_without_location_is_reported_not_retried(server):
    server.script = [("status", (300, None))]
    b, sleeps = backend(server)
    with pytest.raises(BackendHTTPError, match="HTTP 300 redirect not followed"):
        b.complete(REQUEST)
    assert sleeps == [] and len(server.requests) == 1


# -- bounded replies -------------------------------------------------------------------


def test_endless_body_is_cut_at_the_cap(server):
    server.script = [("endless", None)]
    b, _ = backend(server, max_response_bytes=1 << 20, timeout=5.0)
    start = time.monotonic()
    with pytest.raises(BackendResponseError, match="byte cap"):
        b.complete(REQUEST)
    assert time.monotonic() - start < 5.0 and len(server.requests) == 1  # not retried


def test_announced_huge_body_is_refused_before_reading(server):
    server.script = [("huge_length", None)]
    b, _ = backend(server)
    with pytest.raises(BackendResponseError, match="more than the 8388608 byte cap"):
        b.complete(REQUEST)


@pytest.mark.parametrize("action", ["slow_body", "slow_headers"])
def test_drip_fed_reply_is_a_timeout_within_the_deadline(server, action):
    # each byte comes well within the timeout: a per-recv timeout never fires
    server.script = [(action, 0.05), (action, 0.05)]
    b, sleeps = backend(server, timeout=0.4, max_retries=1)
    start = time.monotonic()
    with pytest.raises(BackendTimeout, match="no complete answer within 0.4 s") as info:
        b.complete(REQUEST)
    elapsed = time.monotonic() - start
    assert 0.8 <= elapsed < 0.8 + 1.5, elapsed  # two exchanges of 0.4 s, then recorded
    assert info.value.attempts == 2 and len(sleeps) == 1


def test_slow_but_in_time_reply_is_accepted(server):
    server.script = [("slow_body", 0.001)]
    b, _ = backend(server, timeout=5.0)
    assert b.complete(REQUEST).value == {"rejected": False, "reason": "fine"}


# -- Retry-After -----------------------------------------------------------------------


@pytest.mark.parametrize(
    "header,expected",
    [
        ("nan", None),
        ("NaN", None),
        ("-5", None),
        ("soon", None),
        ("", None),
        ("3", 3.0),
        (" 2.5 ", 2.5),
        ("inf", float("inf")),
        ("1e9", 1e9),
        ("Sun, 06 Nov 1994 08:49:37 GMT", 0.0),
        ("Sun, 06 Nov 1994 99:99:99 GMT", None),
    ],
)
def test_retry_after_parsing(header, expected):
    assert _retry_after(header) == expected


@pytest.mark.parametrize("header", ["nan", "-1", "soon", "1e400x"])
def test_unusable_retry_after_falls_back_to_backoff(server, header):
    server.script = [("status", (503, header))]
    b, sleeps = backend(server)
    assert b.complete(REQUEST).attempts == 2
    assert sleeps == [0.01]


@pytest.mark.parametrize("header", ["inf", "1e9", "31"])
def test_retry_after_beyond_the_cap_ends_the_retries_at_once(server, header):
    server.script = [("status", (429, header))]
    b, sleeps = backend(server, max_retries=3, max_backoff=30.0)
    with pytest.raises(BackendHTTPError, match="more than the 30 s cap: not retried") as info:
        b.complete(REQUEST)
    assert sleeps == [] and info.value.status == 429 and info.value.attempts == 1


def test_retry_after_within_the_cap_is_honoured(server):
    server.script = [("status", (503, "2"))]
    b, sleeps = backend(server)
    b.complete(REQUEST)
    assert sleeps == [2.0]


def test_real_sleep_is_never_given_nan(server):
    server.script = [("status", (503, "nan"))]
    b = OpenAICompatibleBackend(server.url, "m", timeout=1.0, max_retries=1, backoff=0.01)
    assert b.complete(REQUEST).attempts == 2  # time.sleep(nan) used to raise ValueError


@pytest.mark.parametrize(
    "kw",
    [
        {"timeout": float("nan")},
        {"timeout": 0},
        {"timeout": float("inf")},
        {"timeout": "2"},
        {"backoff": -1},
        {"backoff": float("nan")},
        {"max_backoff": float("inf")},
        {"max_retries": -1},
        {"max_retries": 1.5},
        {"max_response_bytes": 0},
    ],
)
def test_bad_settings_are_parameter_errors(kw):
    with pytest.raises(ParameterError):
        OpenAICompatibleBackend("http://127.0.0.1:9/v1", "m", **kw)


@pytest.mark.parametrize(
    "args, kw, message",
    [
        ((None, "m"), {}, "needs a base URL"),
        (("ftp://127.0.0.1/v1", "m"), {}, "must start with http"),
        ((b"http://127.0.0.1:9/v1", "m"), {}, "must start with http"),
        (("http://127.0.0.1:9/v1", None), {}, "needs a model name"),
        (("http://127.0.0.1:9/v1", "m"), {"structured": "xml"}, "structured must be"),
    ],
)
def test_missing_or_bad_endpoint_is_a_parameter_error(args, kw, message, monkeypatch):
    for var in ("CLINARG_LLM_BASE_URL", "OPENAI_BASE_URL", "CLINARG_LLM_MODEL", "OPENAI_MODEL"):
        monkeypatch.delenv(var, raising=False)
    with pytest.raises(ParameterError, match=message):
        OpenAICompatibleBackend(*args, **kw)


# -- resets and 5xx --------------------------------------------------------------------


def test_reset_then_success(server):
    server.script = [("reset", None)]
    b, sleeps = backend(server)
    assert b.complete(REQUEST).attempts == 2 and len(sleeps) == 1


def test_persistent_reset_is_recorded(server, tmp_path):
    server.script = [("reset", None)] * 2
    rec = RecordingBackend(backend(server)[0], tmp_path / "c.json")
    with pytest.raises(BackendHTTPError, match="connection failed"):
        rec.complete(REQUEST)
    assert rec.entries[0]["error"]["type"] == "BackendHTTPError"


# -- fuzz: any sequence of misbehaviours -----------------------------------------------

ACTIONS = [
    ("ok", None),
    ("redirect", (302, "http://127.0.0.1:9/x")),
    ("redirect", (307, "/v1/chat/completions")),
    ("endless", None),
    ("huge_length", None),
    ("slow_body", 0.03),
    ("slow_headers", 0.03),
    ("status", (500, None)),
    ("status", (503, "nan")),
    ("status", (429, "inf")),
    ("status", (429, "1e9")),
    ("status", (503, "-3")),
    ("status", (400, None)),
    ("reset", None),
    ("garbage", None),
]
TIMEOUT, RETRIES = 0.25, 1


@settings(max_examples=12)
@given(script=st.lists(st.sampled_from(ACTIONS), min_size=1, max_size=8), calls=st.integers(1, 4))
def test_fuzz_every_failure_is_recorded_within_its_deadline(tmp_path_factory, script, calls):
    server = Hostile()
    try:
        server.script = list(script)
        b, _ = backend(server, timeout=TIMEOUT, max_retries=RETRIES, max_response_bytes=1 << 20)
        path = tmp_path_factory.mktemp("fuzz") / "c.json"
        rec = RecordingBackend(b, path)
        outcomes = []
        for _ in range(calls):
            start = time.monotonic()
            try:
                rec.complete(REQUEST)
                outcomes.append(None)
            except BackendError as exc:
                outcomes.append(type(exc).__name__)
            # at most 2 (repair) x (1 + retries) exchanges of TIMEOUT each, plus slack
            assert time.monotonic() - start < 2 * (1 + RETRIES) * TIMEOUT + 2.0
        assert len(rec.entries) == calls
        assert [e["error"] and e["error"]["type"] for e in rec.entries] == outcomes
        rec.save()
        replay = ReplayBackend(path)
        for expected in outcomes:
            try:
                replay.complete(REQUEST)
                assert expected is None
            except BackendError as exc:
                assert type(exc).__name__ == expected
    finally:
        server.close()
