"""OpenAI-compatible chat-completions backend over HTTP (standard library only).

Works with any server speaking ``POST {base_url}/chat/completions``: OpenAI,
vLLM, Ollama (``http://localhost:11434/v1``), llama.cpp's server.  The answer
schema is sent as JSON-schema structured output (``response_format`` of
type ``json_schema``); a server that refuses it with HTTP 400 is asked again
with ``json_object`` and, failing that, with no ``response_format`` (the
schema is always in the prompt too).  Each answer is validated against the
schema.

Failure handling, per request: a timeout, a connection error, HTTP 429 or a
5xx status is retried up to ``max_retries`` times with exponential backoff
(``Retry-After`` honoured when it is a sane number of seconds or an HTTP
date; a request to wait longer than ``max_backoff`` ends the retries at
once, a malformed one is ignored); an answer that is not JSON or breaks the
schema gets one repair attempt (the model is shown its answer and the
error); what still fails raises a typed
:class:`~clinarg.errors.BackendError`, which the dialogue records in the
trace without ending the run.

Every HTTP exchange is bounded: ``timeout`` is a wall-clock deadline for
the whole exchange (connect, send, status, headers, body), enforced before
each read from the socket, so a server that drips one byte a second is cut
off like one that says nothing; a reply body larger than
``max_response_bytes`` is refused as soon as it passes the cap.  Redirects
are never followed: the bearer token would go wherever the ``Location``
header points, so a 3xx is reported (with the origin it pointed to) as a
:class:`~clinarg.errors.BackendHTTPError`.

Settings come from arguments or the environment: ``CLINARG_LLM_BASE_URL``
(else ``OPENAI_BASE_URL``), ``CLINARG_LLM_MODEL`` (else ``OPENAI_MODEL``),
``CLINARG_LLM_API_KEY`` (else ``OPENAI_API_KEY``).  The key is sent as a
bearer token and never recorded.
"""

from __future__ import annotations

import email.utils
import functools
import http.client
import io
import json
import math
import numbers
import os
import re
import socket
import time
import urllib.error
import urllib.parse
import urllib.request
from datetime import UTC, datetime
from typing import Any

from .._deadline import deadline_after, remaining, validate_timeout
from .._jsonio import parse_json
from ..errors import (
    BackendError,
    BackendHTTPError,
    BackendResponseError,
    BackendTimeout,
    FormatError,
    ParameterError,
    SolverTimeout,
)
from .base import Completion, Request, validate_answer

__all__ = ["OpenAICompatibleBackend"]

#: Default cap on one reply body (a chat completion is a few kilobytes).
MAX_RESPONSE_BYTES = 8 * 1024 * 1024

_RETRY_STATUS = frozenset({429, 500, 502, 503, 504})
_FENCE = re.compile(r"^\s*```(?:json)?\s*(.*?)\s*```\s*$", re.S)


def _env(*names: str) -> str | None:
    for n in names:
        v = os.environ.get(n)
        if v:
            return v
    return None


class _Attempt(Exception):
    """A retryable failure of one HTTP exchange."""

    def __init__(self, error: BackendError, retry_after: float | None = None):
        super().__init__(str(error))
        self.error = error
        self.retry_after = retry_after


def _with_note(error: BackendError, note: str) -> BackendError:
    """A copy of ``error`` (same type and status) with ``note`` appended."""
    if isinstance(error, BackendHTTPError):
        return BackendHTTPError(f"{error}; {note}", status=error.status)
    return type(error)(f"{error}; {note}")


def _left(deadline: float) -> float:
    """Seconds left for this exchange (> 0); a plain TimeoutError when none,
    which ``_post`` reports as :class:`BackendTimeout` like any socket timeout."""
    try:
        return remaining(deadline, "HTTP exchange deadline passed")
    except SolverTimeout as exc:
        raise TimeoutError(str(exc)) from None


class _DeadlineReader(io.RawIOBase):
    """The socket's reading side, refusing to wait past ``deadline``.

    http.client reads the status line, the headers and the body through a
    buffered file on the socket; bounding each ``recv`` by what is left of
    the deadline bounds the whole exchange, whatever the server's pace.
    """

    def __init__(self, sock, deadline: float):
        super().__init__()
        self._sock = sock
        self._raw = sock.makefile("rb", buffering=0)  # keeps the socket open while read
        self._deadline = deadline

    def readable(self) -> bool:
        return True

    def readinto(self, buffer) -> int:
        self._sock.settimeout(_left(self._deadline))
        return self._raw.readinto(buffer)

    def close(self) -> None:
        self._raw.close()
        super().close()


class _DeadlineSocket:
    """A connected socket whose sends and reads all end by ``deadline``."""

    def __init__(self, sock, deadline: float):
        self._sock = sock
        self._deadline = deadline

    def sendall(self, data) -> None:
        self._sock.settimeout(_left(self._deadline))  # a bound on the whole send
        self._sock.sendall(data)

    def makefile(self, mode="r", *args, **kwargs):
        return io.BufferedReader(_DeadlineReader(self._sock, self._deadline))

    def __getattr__(self, name):
        return getattr(self._sock, name)


class _DeadlineConnection:
    """Mixin for http.client connections: every socket operation ends by ``deadline``."""

    def __init__(self, *args, deadline: float, **kwargs):
        super().__init__(*args, **kwargs)
        self._deadline = deadline

    def connect(self):
        self.timeout = _left(self._deadline)  # connect and TLS handshake
        super().connect()
        self.sock = _DeadlineSocket(self.sock, self._deadline)


class _HTTPConnection(_DeadlineConnection, http.client.HTTPConnection):
    pass


class _HTTPSConnection(_DeadlineConnection, http.client.HTTPSConnection):
    pass


class _HTTPHandler(urllib.request.HTTPHandler):
    def http_open(self, req):
        return self.do_open(functools.partial(_HTTPConnection, deadline=req.deadline), req)


class _HTTPSHandler(urllib.request.HTTPSHandler):
    def https_open(self, req):
        return self.do_open(
            functools.partial(_HTTPSConnection, deadline=req.deadline), req, context=self._context
        )


class _NoRedirect(urllib.request.HTTPRedirectHandler):
    """Never follow a redirect (the Authorization header would go along):
    urllib then raises the 3xx as an HTTPError, reported by ``_post``."""

    def redirect_request(self, req, fp, code, msg, headers, newurl):
        return None


_OPENER = urllib.request.build_opener(_HTTPHandler, _HTTPSHandler, _NoRedirect)


class OpenAICompatibleBackend:
    """Answer ArgMed requests with a chat-completions model.

    Parameters
    ----------
    base_url : str, optional
        E.g. ``"http://127.0.0.1:8000/v1"``; default from the environment.
    model : str, optional
        Model name; default from the environment.
    api_key : str, optional
        Bearer token; default from the environment (may be absent for local servers).
    temperature : float
        Sampling temperature, recorded with the run (default 0).
    seed : int or None
        Sampling seed sent to servers that accept one, recorded (default 0).
    timeout : float
        Wall-clock seconds for one HTTP exchange, from connecting to the last
        byte of the reply; an exchange past it is abandoned (and retried).
    max_retries : int
        Retries after a timeout, connection error, 429 or 5xx.
    backoff : float
        First backoff delay in seconds, doubled at each retry.
    max_backoff : float
        Cap on one delay; a ``Retry-After`` beyond it ends the retries.
    max_response_bytes : int
        Largest reply body accepted; a larger one is a
        :class:`~clinarg.errors.BackendResponseError` (not retried).
    structured : {"json_schema", "json_object", "none"}
        First structured-output mode to try.
    max_tokens : int or None
        Completion length limit sent to the server.
    sleep : callable
        Used for backoff (tests pass a recorder).

    Raises
    ------
    clinarg.errors.ParameterError
        No base URL or model given or found in the environment, a base URL
        that is not http(s), an unknown ``structured`` mode, or a timeout,
        retry count, backoff or size cap out of range (a ``ValueError`` too).
    """

    name = "openai-compatible"

    def __init__(
        self,
        base_url: str | None = None,
        model: str | None = None,
        api_key: str | None = None,
        *,
        temperature: float = 0.0,
        seed: int | None = 0,
        timeout: float = 60.0,
        max_retries: int = 3,
        backoff: float = 0.5,
        max_backoff: float = 30.0,
        structured: str = "json_schema",
        max_tokens: int | None = 1024,
        max_response_bytes: int = MAX_RESPONSE_BYTES,
        sleep=time.sleep,
    ):
        base_url = base_url or _env("CLINARG_LLM_BASE_URL", "OPENAI_BASE_URL")
        model = model or _env("CLINARG_LLM_MODEL", "OPENAI_MODEL")
        if not base_url:
            raise ParameterError(
                "the HTTP backend needs a base URL (--base-url or CLINARG_LLM_BASE_URL)"
            )
        if not (isinstance(base_url, str) and base_url.startswith(("http://", "https://"))):
            raise ParameterError(f"base URL must start with http:// or https://, got {base_url!r}")
        if not model:
            raise ParameterError(
                "the HTTP backend needs a model name (--model or CLINARG_LLM_MODEL)"
            )
        if structured not in ("json_schema", "json_object", "none"):
            raise ParameterError("structured must be json_schema, json_object or none")
        timeout = validate_timeout(timeout, "timeout")
        if timeout is None:
            raise ParameterError("the HTTP backend needs a timeout")
        for name, value in (("backoff", backoff), ("max_backoff", max_backoff)):
            if (
                isinstance(value, bool)
                or not isinstance(value, numbers.Real)
                or not math.isfinite(value)
                or value < 0
            ):
                raise ParameterError(
                    f"{name} must be a finite number of seconds >= 0, got {value!r}"
                )
        for name, value, low in (
            ("max_retries", max_retries, 0),
            ("max_response_bytes", max_response_bytes, 1),
        ):
            if isinstance(value, bool) or not isinstance(value, int) or value < low:
                raise ParameterError(f"{name} must be an integer >= {low}, got {value!r}")
        self.base_url = base_url.rstrip("/")
        self.model = model
        self._api_key = api_key or _env("CLINARG_LLM_API_KEY", "OPENAI_API_KEY")
        self.temperature = temperature
        self.seed = seed
        self.timeout = timeout
        self.max_retries = max_retries
        self.backoff = backoff
        self.max_backoff = max_backoff
        self.structured = structured
        self.max_tokens = max_tokens
        self.max_response_bytes = max_response_bytes
        self._sleep = sleep

    def describe(self) -> dict:
        return {
            "name": self.name,
            "base_url": self.base_url,
            "model": self.model,
            "temperature": self.temperature,
            "seed": self.seed,
            "structured_output": self.structured,
            "timeout_s": self.timeout,
            "max_retries": self.max_retries,
        }

    # -- one request ---------------------------------------------------------------
    def complete(self, request: Request) -> Completion:
        start = time.perf_counter()
        usage: dict[str, int] = {}
        attempts = 0
        messages = [
            {"role": "system", "content": request.system},
            {
                "role": "user",
                "content": request.prompt + "\n\nJSON schema of the "
                "answer:\n" + json.dumps(request.schema, sort_keys=True),
            },
        ]
        last_error: BackendError | None = None
        for repair in (False, True):
            try:
                content, n = self._exchange(messages, request, usage)
            except BackendError as exc:
                exc.attempts = attempts + getattr(exc, "attempts", 0)
                exc.latency_ms = (time.perf_counter() - start) * 1000.0
                raise
            attempts += n
            try:
                value = _parse_json(content)
                validate_answer(value, request.schema)
            except BackendResponseError as exc:
                last_error = exc
                if repair:
                    break
                messages = messages + [
                    {"role": "assistant", "content": content},
                    {
                        "role": "user",
                        "content": f"Your reply was not valid: {exc}. Reply "
                        "again with only one JSON object that follows the JSON schema.",
                    },
                ]
                continue
            return Completion(
                value=value,
                usage=dict(usage) or None,
                attempts=attempts,
                latency_ms=(time.perf_counter() - start) * 1000.0,
            )
        err = BackendResponseError(f"invalid answer after one repair attempt: {last_error}")
        err.attempts = attempts
        err.latency_ms = (time.perf_counter() - start) * 1000.0
        raise err

    def _payload(self, messages, request: Request, mode: str) -> dict:
        body: dict[str, Any] = {
            "model": self.model,
            "messages": messages,
            "temperature": self.temperature,
        }
        if self.seed is not None:
            body["seed"] = self.seed
        if self.max_tokens is not None:
            body["max_tokens"] = self.max_tokens
        if mode == "json_schema":
            name = re.sub(r"[^A-Za-z0-9_-]", "_", request.task)[:64]
            body["response_format"] = {
                "type": "json_schema",
                "json_schema": {"name": name, "schema": dict(request.schema), "strict": True},
            }
        elif mode == "json_object":
            body["response_format"] = {"type": "json_object"}
        return body

    def _exchange(self, messages, request: Request, usage: dict) -> tuple[str, int]:
        """POST until a 200 answer; returns its message content and the number of posts."""
        posts = 0
        delay = self.backoff
        modes = ["json_schema", "json_object", "none"]
        modes = modes[modes.index(self.structured) :]
        while True:
            posts += 1
            try:
                reply = self._post(self._payload(messages, request, modes[0]))
            except _Attempt as failure:
                asked = failure.retry_after
                error = failure.error
                if asked is not None and asked > self.max_backoff:
                    # the server will not serve us within any wait we accept
                    error = _with_note(
                        error,
                        f"the server asks to retry after {asked:g} s, "
                        f"more than the {self.max_backoff:g} s cap: not retried",
                    )
                if posts > self.max_retries or error is not failure.error:
                    error.attempts = posts
                    raise error from None
                self._sleep(min(delay if asked is None else asked, self.max_backoff))
                delay = delay * 2 if delay else 0.0
                continue
            except BackendHTTPError as exc:
                # 400 on a structured-output request: the server may not know
                # response_format; step down once per mode, remember it.
                if exc.status == 400 and len(modes) > 1:
                    modes.pop(0)
                    self.structured = modes[0]
                    continue
                exc.attempts = posts
                raise
            except BackendError as exc:  # an unusable reply: not JSON, over the size cap
                exc.attempts = posts
                raise
            for key, value in (reply.get("usage") or {}).items():
                if isinstance(value, int):
                    usage[key] = usage.get(key, 0) + value
            try:
                content = reply["choices"][0]["message"]["content"]
            except (KeyError, IndexError, TypeError):
                content = None
            if not isinstance(content, str):
                error = BackendResponseError(
                    "the server's reply has no choices[0].message.content"
                    if content is None
                    else "the message content is not text"
                )
                error.attempts = posts
                raise error
            return content, posts

    def _post(self, body: dict) -> dict:
        data = json.dumps(body).encode("utf-8")
        headers = {"Content-Type": "application/json", "Accept": "application/json"}
        if self._api_key:
            headers["Authorization"] = f"Bearer {self._api_key}"
        req = urllib.request.Request(
            self.base_url + "/chat/completions", data=data, headers=headers, method="POST"
        )
        req.deadline = deadline_after(self.timeout)
        try:
            with _OPENER.open(req, timeout=self.timeout) as resp:
                raw = _read_capped(resp, self.max_response_bytes)
        except urllib.error.HTTPError as exc:
            if 300 <= exc.code < 400:
                exc.close()
                where = exc.headers.get("Location")
                where = f" to {_origin(req.full_url, where)}" if where else ""
                raise BackendHTTPError(
                    f"HTTP {exc.code} redirect{where} not followed (it would carry the API "
                    "key there); use the final address as the base URL",
                    status=exc.code,
                ) from None
            detail = _error_detail(exc)
            error = BackendHTTPError(f"HTTP {exc.code} from the server{detail}", status=exc.code)
            if exc.code in _RETRY_STATUS:
                raise _Attempt(error, _retry_after(exc.headers.get("Retry-After"))) from None
            raise error from None
        except TimeoutError:
            raise _Attempt(
                BackendTimeout(f"no complete answer within {self.timeout:g} s")
            ) from None
        except urllib.error.URLError as exc:
            if isinstance(exc.reason, (TimeoutError, socket.timeout)):
                raise _Attempt(
                    BackendTimeout(f"no complete answer within {self.timeout:g} s")
                ) from None
            raise _Attempt(BackendHTTPError(f"cannot reach the server: {exc.reason}")) from None
        except (ConnectionError, OSError, http.client.HTTPException) as exc:
            # dropped connections, truncated bodies, malformed status lines
            raise _Attempt(
                BackendHTTPError(f"connection failed: {type(exc).__name__}: {exc}")
            ) from None
        try:
            reply = parse_json(raw, max_bytes=len(raw))
        except FormatError:
            raise BackendResponseError("the server's reply is not JSON") from None
        if not isinstance(reply, dict):
            raise BackendResponseError("the server's reply is not a JSON object")
        return reply


def _read_capped(resp, limit: int) -> bytes:
    """The reply body, refused as soon as it is known to pass ``limit`` bytes."""
    if resp.length is not None and resp.length > limit:
        raise BackendResponseError(
            f"the server's reply is {resp.length} bytes, more than the {limit} byte cap"
        )
    chunks, size = [], 0
    while True:
        chunk = resp.read(min(65536, limit + 1 - size))
        if not chunk:
            return b"".join(chunks)
        size += len(chunk)
        if size > limit:
            raise BackendResponseError(f"the server's reply is more than the {limit} byte cap")
        chunks.append(chunk)


def _origin(base: str, location: str) -> str:
    """Printable ``scheme://host[:port]`` of a redirect's Location (never its path or query)."""
    try:
        parts = urllib.parse.urlsplit(urllib.parse.urljoin(base, location))
        port = parts.port
    except ValueError:
        return "an unparsable address"
    origin = f"{parts.scheme}://{parts.hostname or ''}" + (f":{port}" if port else "")
    return "".join(c if c.isprintable() else "?" for c in origin)[:200]


def _retry_after(value) -> float | None:
    """Seconds a ``Retry-After`` header asks to wait (possibly ``inf``), or
    ``None`` when it is absent or unusable (NaN, negative, not a number or an
    HTTP date): then the backoff schedule applies.

    Examples
    --------
    >>> _retry_after("2"), _retry_after("nan"), _retry_after("-1"), _retry_after("soon")
    (2.0, None, None, None)
    >>> _retry_after("inf")
    inf
    >>> _retry_after("Wed, 21 Oct 2015 07:28:00 GMT")  # a date in the past: now
    0.0
    """
    if value is None:
        return None
    try:
        seconds = float(value)
    except ValueError:
        try:
            when = email.utils.parsedate_to_datetime(value)
        except (TypeError, ValueError, IndexError):
            return None
        if when.tzinfo is None:
            when = when.replace(tzinfo=UTC)
        seconds = max((when - datetime.now(UTC)).total_seconds(), 0.0)
    if math.isnan(seconds) or seconds < 0:
        return None
    return seconds


def _error_detail(exc) -> str:
    try:
        text = exc.read(2000).decode("utf-8", "replace")
        msg = json.loads(text).get("error", {})
        msg = msg.get("message") if isinstance(msg, dict) else msg
    except Exception:  # the body is only a hint for the message
        return ""
    return f": {str(msg)[:200]}" if msg else ""


def _parse_json(content: str) -> Any:
    """The JSON value in a model's reply, tolerating a Markdown code fence."""
    m = _FENCE.match(content)
    text = m.group(1) if m else content
    # the project's guarded reader: no NaN or Infinity (jsonschema's bounds
    # never reject NaN, and a cassette with NaN would not load), bounded nesting
    try:
        return parse_json(text, max_bytes=len(text))
    except FormatError as exc:
        raise BackendResponseError(f"the reply is not JSON ({exc.message})") from None
