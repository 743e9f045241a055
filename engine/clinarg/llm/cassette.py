"""Record and replay: every backend call kept in a cassette file, replayed offline.

A cassette is a JSON document::

    {"format": "clinarg-argmed-cassette", "version": 1,
     "backend": {... the recorded backend's description ...},
     "entries": [{"key": "<sha256>", "role": "verifier", "task": "verify:ASD.CQ1",
                  "prompt": "...", "schema": {...},
                  "value": {...} | null, "error": {"type": ..., "message": ...} | null,
                  "usage": ..., "latency_ms": ..., "attempts": ...}, ...],
     "digest": "sha256:<hex>"}

Loading checks every field of every entry (a bad one is a
:class:`~clinarg.errors.FormatError` naming the file and the JSON pointer of
the field) and the content ``digest``: the SHA-256 of the canonical JSON of
everything else in the document.  A digest that does not match is an error,
not a warning: replay promises the recorded run bit for bit, and an edited
cassette would silently replay something else.  The digest detects changes,
it does not authenticate (anyone can recompute it); to replay an edited
cassette on purpose, delete its ``digest`` field.  Cassettes without a
digest (written before it existed) load as before; :attr:`ReplayBackend.verified`
tells which kind was read.

The file is written atomically, with owner-only permissions (it holds the
case text): a fresh temporary file made by :func:`tempfile.mkstemp` in the
target folder, then :func:`os.replace` (a symlink at the target is replaced,
never followed).  :class:`RecordingBackend` checks that the folder is
writable when it is made, before the first (possibly paid) call.

Entries are keyed by role, prompt and schema (:meth:`Request.key`); identical
requests are answered in recording order.  Replay returns the recorded
value, usage, latency and attempts, and re-raises recorded errors with the
same type and message, so a replayed run produces the same output as the
recorded one, bit for bit.  API keys are never written (the backend
description holds none).

Examples
--------
>>> import tempfile, os
>>> from clinarg.protocols.reason import reason_case, example_case
>>> from clinarg.protocols.reason.offline import KnowledgeBackend
>>> path = os.path.join(tempfile.mkdtemp(), "run.json")
>>> rec = RecordingBackend(KnowledgeBackend(), path)
>>> first = reason_case(example_case("stroke_hypertension"), rec)
>>> _ = rec.save()
>>> again = reason_case(example_case("stroke_hypertension"), ReplayBackend(path))
>>> first.to_dict() == again.to_dict()
True
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import math
import os
import re
import tempfile
from collections import defaultdict, deque

from .. import errors as _errors
from .._jsonio import load_json
from ..errors import BackendError, CassetteMiss, FormatError, ParameterError
from .base import Completion, Request, canonical_json

__all__ = ["RecordingBackend", "ReplayBackend", "CASSETTE_FORMAT", "cassette_digest"]

CASSETTE_FORMAT = "clinarg-argmed-cassette"

_TOP_KEYS = frozenset({"format", "version", "backend", "entries", "digest"})
_ENTRY_KEYS = frozenset(
    {"key", "role", "task", "prompt", "schema", "value", "error", "usage", "latency_ms", "attempts"}
)
_ERROR_KEYS = frozenset({"type", "message", "status"})
_KEY = re.compile(r"[0-9a-f]{64}")
_DIGEST = re.compile(r"sha256:[0-9a-f]{64}")


def cassette_digest(doc: dict) -> str:
    """The content digest of a cassette document: SHA-256 of the canonical JSON
    of every field but ``digest``.

    Examples
    --------
    >>> doc = {"format": CASSETTE_FORMAT, "version": 1, "backend": {}, "entries": []}
    >>> cassette_digest(doc) == cassette_digest(dict(doc, digest="sha256:..."))
    True
    """
    body = {k: v for k, v in doc.items() if k != "digest"}
    return "sha256:" + hashlib.sha256(canonical_json(body).encode("utf-8")).hexdigest()


class RecordingBackend:
    """Wrap ``backend`` and record each call; :meth:`save` writes the cassette.

    Parameters
    ----------
    backend : Backend
    path : str or os.PathLike
        Where :meth:`save` writes (atomically: a fresh temporary file in the
        same folder, then rename).

    Raises
    ------
    clinarg.errors.ParameterError
        ``path`` is a folder, or its folder is missing or not writable:
        checked here, before any call is made.
    """

    def __init__(self, backend, path):
        self.backend = backend
        self.path = os.fspath(path)
        self.entries: list[dict] = []
        self._folder = os.path.dirname(os.path.abspath(self.path))
        if os.path.isdir(self.path):
            raise ParameterError(f"cannot record to {self.path}: it is a folder")
        try:  # the only sure test of "can save() write here" is to write here
            fd, probe = tempfile.mkstemp(prefix=".clinarg-probe-", dir=self._folder)
        except OSError as exc:
            raise ParameterError(f"cannot record to {self.path}: {exc.strerror or exc}") from None
        os.close(fd)
        os.unlink(probe)

    def describe(self) -> dict:
        return self.backend.describe()

    def complete(self, request: Request) -> Completion:
        entry = {
            "key": request.key,
            "role": request.role,
            "task": request.task,
            "prompt": request.prompt,
            "schema": request.schema,
        }
        try:
            completion = self.backend.complete(request)
        except BackendError as exc:
            entry.update(
                value=None,
                error={
                    "type": type(exc).__name__,
                    "message": str(exc),
                    "status": getattr(exc, "status", None),
                },
                usage=None,
                latency_ms=getattr(exc, "latency_ms", None),
                attempts=getattr(exc, "attempts", None),
            )
            self.entries.append(entry)
            raise
        entry.update(
            value=completion.value,
            error=None,
            usage=dict(completion.usage) if completion.usage else None,
            latency_ms=completion.latency_ms,
            attempts=completion.attempts,
        )
        self.entries.append(entry)
        return completion

    def save(self) -> str:
        """Write the cassette with its digest; returns its path."""
        doc = {
            "format": CASSETTE_FORMAT,
            "version": 1,
            "backend": self.describe(),
            "entries": self.entries,
        }
        # the digest is taken over the document as it will read back
        # (tuples as lists, keys as strings)
        doc = json.loads(json.dumps(doc, ensure_ascii=False))
        doc["digest"] = cassette_digest(doc)
        fd, tmp = tempfile.mkstemp(
            prefix=f".{os.path.basename(self.path)}.", suffix=".tmp", dir=self._folder
        )
        try:
            with os.fdopen(fd, "w", encoding="utf-8") as fh:
                json.dump(doc, fh, ensure_ascii=False, indent=1)
                fh.write("\n")
            os.replace(tmp, self.path)
        except BaseException:
            with contextlib.suppress(OSError):
                os.unlink(tmp)
            raise
        return self.path


def _is_count(value) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and value >= 0


def _check_entry(e, where: str, fail) -> None:
    """Raise (through ``fail``) on the first field of entry ``e`` that replay cannot use."""
    if not isinstance(e, dict):
        fail("a cassette entry must be an object", where)
    missing = sorted(_ENTRY_KEYS - e.keys())
    if missing:
        fail(f"cassette entry without {', '.join(map(repr, missing))}", where)
    extra = sorted(e.keys() - _ENTRY_KEYS)
    if extra:
        fail(f"unknown field {extra[0]!r} in a cassette entry", f"{where}/{extra[0]}")
    if not isinstance(e["key"], str) or not _KEY.fullmatch(e["key"]):
        fail("'key' must be a SHA-256 hex digest", f"{where}/key")
    for name in ("role", "task", "prompt"):
        if not isinstance(e[name], str):
            fail(f"'{name}' must be a string", f"{where}/{name}")
    if not isinstance(e["schema"], dict):
        fail("'schema' must be an object", f"{where}/schema")
    error = e["error"]
    if error is None:
        if not isinstance(e["value"], dict):
            fail("'value' must be an object when 'error' is null", f"{where}/value")
    else:
        if e["value"] is not None:
            fail("'value' must be null when 'error' is set", f"{where}/value")
        if not isinstance(error, dict):
            fail("'error' must be null or an object", f"{where}/error")
        if not {"type", "message"} <= error.keys() or not error.keys() <= _ERROR_KEYS:
            fail("'error' must have 'type', 'message' and optionally 'status'", f"{where}/error")
        cls = getattr(_errors, error["type"], None) if isinstance(error["type"], str) else None
        if not (isinstance(cls, type) and issubclass(cls, BackendError)):
            fail(
                f"'type' must name a clinarg backend error, got {error['type']!r}"[:200],
                f"{where}/error/type",
            )
        if not isinstance(error["message"], str):
            fail("'message' must be a string", f"{where}/error/message")
        status = error.get("status")
        if status is not None and not (_is_count(status) and 100 <= status <= 599):
            fail("'status' must be null or an HTTP status code", f"{where}/error/status")
    usage = e["usage"]
    if usage is not None and not (
        isinstance(usage, dict) and all(_is_count(v) for v in usage.values())
    ):
        fail("'usage' must be null or an object of token counts", f"{where}/usage")
    latency = e["latency_ms"]
    if latency is not None and (
        isinstance(latency, bool)
        or not isinstance(latency, (int, float))
        or not math.isfinite(latency)
        or latency < 0
    ):
        fail("'latency_ms' must be null or a non-negative number", f"{where}/latency_ms")
    if e["attempts"] is not None and not _is_count(e["attempts"]):
        fail("'attempts' must be null or a non-negative integer", f"{where}/attempts")


class ReplayBackend:
    """Answer from a cassette; a request not in it raises :class:`CassetteMiss`.

    Attributes
    ----------
    verified : bool
        True when the cassette carries a content digest and it matched
        (False for cassettes written before digests existed).

    Raises
    ------
    clinarg.errors.FormatError
        If the file is not a cassette, a field of an entry is missing or of
        the wrong type (the message names the file and the field's JSON
        pointer), or the content digest does not match.
    """

    def __init__(self, path):
        self.path = os.fspath(path)
        doc = load_json(self.path)

        def fail(message, pointer=None):
            raise FormatError(message, path=self.path, pointer=pointer)

        if (
            not isinstance(doc, dict)
            or doc.get("format") != CASSETTE_FORMAT
            or not isinstance(doc.get("entries"), list)
        ):
            fail(f"not a {CASSETTE_FORMAT} document")
        extra = sorted(doc.keys() - _TOP_KEYS)
        if extra:
            fail(f"unknown field {extra[0]!r}", f"/{extra[0]}")
        if doc.get("version") != 1 or isinstance(doc.get("version"), bool):
            fail(f"unsupported cassette version {doc.get('version')!r}"[:200], "/version")
        if doc.get("backend") is not None and not isinstance(doc["backend"], dict):
            fail("'backend' must be an object", "/backend")
        for i, e in enumerate(doc["entries"]):
            _check_entry(e, f"/entries/{i}", fail)
        digest = doc.get("digest")
        if digest is not None:
            if not isinstance(digest, str) or not _DIGEST.fullmatch(digest):
                fail("'digest' must be 'sha256:' and 64 hex digits", "/digest")
            if digest != cassette_digest(doc):
                fail(
                    "content digest does not match: the cassette was changed after it "
                    "was recorded (delete its 'digest' field to replay an edited "
                    "cassette on purpose)",
                    "/digest",
                )
        self.verified = digest is not None
        self._backend = doc.get("backend") or {}
        self._queues: dict[str, deque] = defaultdict(deque)
        for e in doc["entries"]:
            self._queues[e["key"]].append(e)

    def describe(self) -> dict:
        return dict(self._backend)

    def complete(self, request: Request) -> Completion:
        queue = self._queues.get(request.key)
        if not queue:
            raise CassetteMiss(
                f"no recorded answer for this {request.role} request "
                f"({request.task}) in {os.path.basename(self.path)}"
            )
        e = queue.popleft()
        if e["error"] is not None:
            cls = getattr(_errors, e["error"]["type"])  # checked on load
            exc = cls(e["error"]["message"])
            if e["error"].get("status") is not None:
                exc.status = e["error"]["status"]
            exc.latency_ms = e["latency_ms"]
            exc.attempts = e["attempts"]
            raise exc
        return Completion(
            value=e["value"],
            usage=e["usage"],
            latency_ms=e["latency_ms"] or 0.0,
            attempts=e["attempts"] or 1,
        )
