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
(``Retry-After`` honoured, capped); an answer that is not JSON or breaks the
schema gets one repair attempt (the model is shown its answer and the
error); what still fails raises a typed
:class:`~clinarg.errors.BackendError`, which the dialogue records in the
trace without ending the run.

Settings come from arguments or the environment: ``CLINARG_LLM_BASE_URL``
(else ``OPENAI_BASE_URL``), ``CLINARG_LLM_MODEL`` (else ``OPENAI_MODEL``),
``CLINARG_LLM_API_KEY`` (else ``OPENAI_API_KEY``).  The key is sent as a
bearer token and never recorded.
"""

from __future__ import annotations

import http.client
import json
import os
import re
import socket
import time
import urllib.error
import urllib.request
from typing import Any

from ..errors import BackendError, BackendHTTPError, BackendResponseError, BackendTimeout
from .base import Completion, Request, validate_answer

__all__ = ["OpenAICompatibleBackend"]

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
        Seconds per HTTP exchange.
    max_retries : int
        Retries after a timeout, connection error, 429 or 5xx.
    backoff : float
        First backoff delay in seconds, doubled at each retry.
    max_backoff : float
        Cap on one delay (also on ``Retry-After``).
    structured : {"json_schema", "json_object", "none"}
        First structured-output mode to try.
    max_tokens : int or None
        Completion length limit sent to the server.
    sleep : callable
        Used for backoff (tests pass a recorder).

    Raises
    ------
    ValueError
        When no base URL or model is given or found in the environment.
    """

    name = "openai-compatible"

    def __init__(self, base_url: str | None = None, model: str | None = None,
                 api_key: str | None = None, *, temperature: float = 0.0,
                 seed: int | None = 0, timeout: float = 60.0, max_retries: int = 3,
                 backoff: float = 0.5, max_backoff: float = 30.0,
                 structured: str = "json_schema", max_tokens: int | None = 1024,
                 sleep=time.sleep):
        base_url = base_url or _env("CLINARG_LLM_BASE_URL", "OPENAI_BASE_URL")
        model = model or _env("CLINARG_LLM_MODEL", "OPENAI_MODEL")
        if not base_url:
            raise ValueError("the HTTP backend needs a base URL (--base-url or "
                             "CLINARG_LLM_BASE_URL)")
        if not base_url.startswith(("http://", "https://")):
            raise ValueError(f"base URL must start with http:// or https://, got {base_url!r}")
        if not model:
            raise ValueError("the HTTP backend needs a model name (--model or CLINARG_LLM_MODEL)")
        if structured not in ("json_schema", "json_object", "none"):
            raise ValueError("structured must be json_schema, json_object or none")
        if timeout <= 0 or max_retries < 0 or backoff < 0:
            raise ValueError("timeout must be positive, retries and backoff non-negative")
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
        self._sleep = sleep

    def describe(self) -> dict:
        return {"name": self.name, "base_url": self.base_url, "model": self.model,
                "temperature": self.temperature, "seed": self.seed,
                "structured_output": self.structured, "timeout_s": self.timeout,
                "max_retries": self.max_retries}

    # -- one request ---------------------------------------------------------------
    def complete(self, request: Request) -> Completion:
        start = time.perf_counter()
        usage: dict[str, int] = {}
        attempts = 0
        messages = [{"role": "system", "content": request.system},
                    {"role": "user", "content": request.prompt + "\n\nJSON schema of the "
                     "answer:\n" + json.dumps(request.schema, sort_keys=True)}]
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
                    {"role": "user", "content": f"Your reply was not valid: {exc}. Reply "
                     "again with only one JSON object that follows the JSON schema."}]
                continue
            return Completion(value=value, usage=dict(usage) or None, attempts=attempts,
                              latency_ms=(time.perf_counter() - start) * 1000.0)
        err = BackendResponseError(f"invalid answer after one repair attempt: {last_error}")
        err.attempts = attempts
        err.latency_ms = (time.perf_counter() - start) * 1000.0
        raise err

    def _payload(self, messages, request: Request, mode: str) -> dict:
        body: dict[str, Any] = {"model": self.model, "messages": messages,
                                "temperature": self.temperature}
        if self.seed is not None:
            body["seed"] = self.seed
        if self.max_tokens is not None:
            body["max_tokens"] = self.max_tokens
        if mode == "json_schema":
            name = re.sub(r"[^A-Za-z0-9_-]", "_", request.task)[:64]
            body["response_format"] = {"type": "json_schema", "json_schema": {
                "name": name, "schema": dict(request.schema), "strict": True}}
        elif mode == "json_object":
            body["response_format"] = {"type": "json_object"}
        return body

    def _exchange(self, messages, request: Request, usage: dict) -> tuple[str, int]:
        """POST until a 200 answer; returns its message content and the number of posts."""
        posts = 0
        delay = self.backoff
        modes = ["json_schema", "json_object", "none"]
        modes = modes[modes.index(self.structured):]
        while True:
            posts += 1
            try:
                reply = self._post(self._payload(messages, request, modes[0]))
            except _Attempt as failure:
                if posts > self.max_retries:
                    failure.error.attempts = posts
                    raise failure.error from None
                wait = delay if failure.retry_after is None else failure.retry_after
                self._sleep(min(max(wait, 0.0), self.max_backoff))
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
            for key, value in (reply.get("usage") or {}).items():
                if isinstance(value, int):
                    usage[key] = usage.get(key, 0) + value
            try:
                content = reply["choices"][0]["message"]["content"]
            except (KeyError, IndexError, TypeError):
                raise BackendResponseError("the server's reply has no "
                                           "choices[0].message.content") from None
            if not isinstance(content, str):
                raise BackendResponseError("the message content is not text")
            return content, posts

    def _post(self, body: dict) -> dict:
        data = json.dumps(body).encode("utf-8")
        headers = {"Content-Type": "application/json", "Accept": "application/json"}
        if self._api_key:
            headers["Authorization"] = f"Bearer {self._api_key}"
        req = urllib.request.Request(self.base_url + "/chat/completions", data=data,
                                     headers=headers, method="POST")
        try:
            with urllib.request.urlopen(req, timeout=self.timeout) as resp:
                raw = resp.read()
        except urllib.error.HTTPError as exc:
            detail = _error_detail(exc)
            error = BackendHTTPError(f"HTTP {exc.code} from the server{detail}",
                                     status=exc.code)
            if exc.code in _RETRY_STATUS:
                raise _Attempt(error, _retry_after(exc.headers.get("Retry-After"))) from None
            raise error from None
        except TimeoutError:
            raise _Attempt(BackendTimeout(f"no answer within {self.timeout:g} s")) from None
        except urllib.error.URLError as exc:
            if isinstance(exc.reason, (TimeoutError, socket.timeout)):
                raise _Attempt(BackendTimeout(f"no answer within {self.timeout:g} s")) from None
            raise _Attempt(BackendHTTPError(f"cannot reach the server: {exc.reason}")) from None
        except (ConnectionError, OSError, http.client.HTTPException) as exc:
            # dropped connections, truncated bodies, malformed status lines
            raise _Attempt(BackendHTTPError(f"connection failed: {type(exc).__name__}: "
                                            f"{exc}")) from None
        try:
            reply = json.loads(raw.decode("utf-8"))
        except (UnicodeDecodeError, json.JSONDecodeError):
            raise BackendResponseError("the server's reply is not JSON") from None
        if not isinstance(reply, dict):
            raise BackendResponseError("the server's reply is not a JSON object")
        return reply


def _retry_after(value) -> float | None:
    try:
        return float(value) if value is not None else None
    except ValueError:
        return None


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
    try:
        return json.loads(text)
    except json.JSONDecodeError as exc:
        raise BackendResponseError(f"the reply is not JSON ({exc.msg} at character "
                                   f"{exc.pos})") from None
