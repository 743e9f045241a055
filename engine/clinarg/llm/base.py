"""The one protocol every ArgMed backend speaks: a role prompt and a JSON
schema in, a validated JSON object out.

A :class:`Request` carries the agent role (``"generator"`` or
``"verifier"``), the task (``"generate:ASD"``, ``"verify:ASD.CQ2"``...), the
system and user prompt texts, the JSON schema of the expected answer and the
structured context the prompt was rendered from.  Language-model backends
read the prompts; the offline knowledge backend reads the context.  A backend
returns a :class:`Completion` or raises :class:`clinarg.errors.BackendError`.

Examples
--------
>>> schema = {"type": "object", "properties": {"rejected": {"type": "boolean"}},
...           "required": ["rejected"], "additionalProperties": False}
>>> validate_answer({"rejected": True}, schema)
>>> validate_answer({"rejected": "yes"}, schema)
Traceback (most recent call last):
...
clinarg.errors.BackendResponseError: answer breaks the schema at /rejected: 'yes' is not of type 'boolean'
"""  # noqa: E501 (a doctest's output line)

from __future__ import annotations

import functools
import hashlib
import json
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, Protocol, runtime_checkable

from .._jsonschema import first_error
from ..errors import BackendError, BackendResponseError

__all__ = [
    "Request",
    "Completion",
    "Backend",
    "validate_answer",
    "ask",
    "call_stats",
    "request_key",
    "canonical_json",
]


def canonical_json(value: Any) -> str:
    """JSON text with sorted keys and no insignificant whitespace."""
    return json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


@dataclass(frozen=True)
class Request:
    """One question to an agent.

    Attributes
    ----------
    role : str
        ``"generator"`` or ``"verifier"``.
    task : str
        ``"generate:<SCHEME>"`` or ``"verify:<SCHEME>.<CQ>"``.
    system : str
        The role prompt.
    prompt : str
        The user prompt: the case and the concrete question.
    schema : dict
        JSON Schema (draft 2020-12) the answer must follow.
    context : mapping
        The structured data the prompts were rendered from.
    """

    role: str
    task: str
    system: str
    prompt: str
    schema: Mapping[str, Any]
    context: Mapping[str, Any] = field(default_factory=dict)

    @property
    def key(self) -> str:
        """Cassette key: SHA-256 of role, prompts and canonical schema."""
        return request_key(self.role, self.system + "\n\n" + self.prompt, self.schema)


def request_key(role: str, prompt: str, schema: Mapping[str, Any]) -> str:
    """The record/replay key of a request (hex SHA-256)."""
    h = hashlib.sha256()
    for part in (role, prompt, canonical_json(schema)):
        data = part.encode("utf-8")
        h.update(len(data).to_bytes(8, "big"))
        h.update(data)
    return h.hexdigest()


@dataclass(frozen=True)
class Completion:
    """A validated answer and what it cost.

    Attributes
    ----------
    value : dict
        The answer, valid under the request's schema.
    usage : dict or None
        ``{"prompt_tokens": .., "completion_tokens": ..}`` when the server
        reported them (summed over retries and repairs).
    latency_ms : float
        Wall time of the call, retries included.
    attempts : int
        HTTP requests made (1 when the first answer was good).
    """

    value: dict
    usage: Mapping[str, int] | None = None
    latency_ms: float = 0.0
    attempts: int = 1


@runtime_checkable
class Backend(Protocol):
    """What the dialogue needs from a backend."""

    def describe(self) -> dict:
        """Name and settings (model, temperature, seed...) for the run record."""

    def complete(self, request: Request) -> Completion:
        """Answer ``request`` or raise :class:`clinarg.errors.BackendError`."""


def _validator(schema):
    """A jsonschema validator for ``schema``, built once per distinct schema
    (the dialogue checks every answer against one of a few fixed schemas;
    building the validator was most of a knowledge-backed dialogue's time)."""
    return _validator_for(canonical_json(schema))


@functools.lru_cache(maxsize=64)
def _validator_for(schema_text: str):
    import jsonschema

    schema = json.loads(schema_text)
    return jsonschema.validators.validator_for(schema)(schema)


def validate_answer(value: Any, schema: Mapping[str, Any]) -> None:
    """Raise :class:`BackendResponseError` unless ``value`` follows ``schema``."""
    if not isinstance(value, dict):
        raise BackendResponseError(f"answer is a {type(value).__name__}, not a JSON object")
    found = first_error(_validator(schema), value, 160)
    if found is not None:
        pointer, message = found
        raise BackendResponseError(f"answer breaks the schema at {pointer}: {message}")


def ask(backend: Backend, request: Request, entry: dict) -> dict | None:
    """One call of a protocol's agent: the schema-valid answer, or ``None``.

    The call is recorded, never raised: ``entry`` (the protocol's trace row
    for this call) receives ``error`` (``None`` or ``{"type", "message"}``),
    ``latency_ms``, ``usage`` and ``attempts``, so one failed call never ends
    a run.  Every backend's answer is checked against the request's schema,
    a knowledge backend's as much as a server's.

    Examples
    --------
    >>> class Echo:
    ...     def describe(self): return {"name": "echo"}
    ...     def complete(self, request): return Completion({"n": 1}, latency_ms=0.5)
    >>> req = Request("r", "t", "system", "prompt", {"type": "object", "required": ["n"]})
    >>> entry = {}
    >>> ask(Echo(), req, entry), entry["error"], entry["latency_ms"]
    ({'n': 1}, None, 0.5)
    >>> bad = Request("r", "t", "system", "prompt", {"type": "object", "required": ["m"]})
    >>> ask(Echo(), bad, entry), entry["error"]["type"]
    (None, 'BackendResponseError')
    """
    try:
        completion = backend.complete(request)
    except BackendError as exc:
        entry.update(
            error=_error(exc),
            latency_ms=getattr(exc, "latency_ms", None),
            usage=None,
            attempts=getattr(exc, "attempts", None),
        )
        return None
    entry.update(
        error=None,
        latency_ms=round(completion.latency_ms, 3),
        usage=dict(completion.usage) if completion.usage else None,
        attempts=completion.attempts,
    )
    try:
        validate_answer(completion.value, request.schema)
    except BackendResponseError as exc:
        entry["error"] = _error(exc)
        return None
    return completion.value


def call_stats(calls: list) -> dict:
    """Counts, tokens and latency of a log of :func:`ask` entries, as the commands report them.

    Examples
    --------
    >>> call_stats([{"error": None, "usage": {"total_tokens": 5}, "latency_ms": 2.0},
    ...             {"error": {"type": "BackendTimeout", "message": "slow"},
    ...              "usage": None, "latency_ms": None}])["failed_calls"]
    1
    """
    usage = [c["usage"] for c in calls if c.get("usage")]
    tokens = None
    if usage:
        tokens = {
            k: sum(u.get(k, 0) or 0 for u in usage)
            for k in ("prompt_tokens", "completion_tokens", "total_tokens")
        }
    return {
        "calls": len(calls),
        "failed_calls": sum(1 for c in calls if c.get("error")),
        "tokens": tokens,
        "latency_ms": round(sum(c.get("latency_ms") or 0.0 for c in calls), 3),
    }


def _error(exc: BackendError) -> dict:
    return {"type": type(exc).__name__, "message": str(exc)}
