"""Record and replay: every backend call kept in a cassette file, replayed offline.

A cassette is a JSON document::

    {"format": "clinarg-argmed-cassette", "version": 1,
     "backend": {... the recorded backend's description ...},
     "entries": [{"key": "<sha256>", "role": "verifier", "task": "verify:ASD.CQ1",
                  "prompt": "...", "schema": {...},
                  "value": {...} | null, "error": {"type": ..., "message": ...} | null,
                  "usage": ..., "latency_ms": ..., "attempts": ...}, ...]}

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

import json
import os
from collections import defaultdict, deque

from .. import errors as _errors
from ..errors import BackendError, CassetteMiss, FormatError
from .base import Completion, Request

__all__ = ["RecordingBackend", "ReplayBackend", "CASSETTE_FORMAT"]

CASSETTE_FORMAT = "clinarg-argmed-cassette"


class RecordingBackend:
    """Wrap ``backend`` and record each call; :meth:`save` writes the cassette.

    Parameters
    ----------
    backend : Backend
    path : str or os.PathLike
        Where :meth:`save` writes (atomically: a temporary file, then rename).
    """

    def __init__(self, backend, path):
        self.backend = backend
        self.path = os.fspath(path)
        self.entries: list[dict] = []

    def describe(self) -> dict:
        return self.backend.describe()

    def complete(self, request: Request) -> Completion:
        entry = {"key": request.key, "role": request.role, "task": request.task,
                 "prompt": request.prompt, "schema": request.schema}
        try:
            completion = self.backend.complete(request)
        except BackendError as exc:
            entry.update(value=None, error={"type": type(exc).__name__, "message": str(exc),
                                            "status": getattr(exc, "status", None)},
                         usage=None, latency_ms=getattr(exc, "latency_ms", None),
                         attempts=getattr(exc, "attempts", None))
            self.entries.append(entry)
            raise
        entry.update(value=completion.value, error=None,
                     usage=dict(completion.usage) if completion.usage else None,
                     latency_ms=completion.latency_ms, attempts=completion.attempts)
        self.entries.append(entry)
        return completion

    def save(self) -> str:
        """Write the cassette; returns its path."""
        doc = {"format": CASSETTE_FORMAT, "version": 1, "backend": self.describe(),
               "entries": self.entries}
        tmp = self.path + ".tmp"
        with open(tmp, "w", encoding="utf-8") as fh:
            json.dump(doc, fh, ensure_ascii=False, indent=1)
            fh.write("\n")
        os.replace(tmp, self.path)
        return self.path


class ReplayBackend:
    """Answer from a cassette; a request not in it raises :class:`CassetteMiss`.

    Raises
    ------
    clinarg.errors.FormatError
        If the file is not a cassette.
    """

    def __init__(self, path):
        self.path = os.fspath(path)
        try:
            with open(self.path, encoding="utf-8") as fh:
                doc = json.load(fh)
        except json.JSONDecodeError as exc:
            raise FormatError(f"not valid JSON: {exc.msg}", path=self.path,
                              line=exc.lineno) from None
        if not isinstance(doc, dict) or doc.get("format") != CASSETTE_FORMAT \
                or not isinstance(doc.get("entries"), list):
            raise FormatError(f"not a {CASSETTE_FORMAT} document", path=self.path)
        self._backend = doc.get("backend") or {}
        self._queues: dict[str, deque] = defaultdict(deque)
        for i, e in enumerate(doc["entries"]):
            if not isinstance(e, dict) or not isinstance(e.get("key"), str):
                raise FormatError("cassette entry without a key", path=self.path,
                                  pointer=f"/entries/{i}")
            self._queues[e["key"]].append(e)

    def describe(self) -> dict:
        return dict(self._backend)

    def complete(self, request: Request) -> Completion:
        queue = self._queues.get(request.key)
        if not queue:
            raise CassetteMiss(f"no recorded answer for this {request.role} request "
                               f"({request.task}) in {os.path.basename(self.path)}")
        e = queue.popleft()
        if e.get("error"):
            cls = getattr(_errors, e["error"].get("type", ""), None)
            if not (isinstance(cls, type) and issubclass(cls, BackendError)):
                cls = BackendError
            exc = cls(e["error"]["message"])
            if e["error"].get("status") is not None:
                exc.status = e["error"]["status"]
            exc.latency_ms = e.get("latency_ms")
            exc.attempts = e.get("attempts")
            raise exc
        return Completion(value=e["value"], usage=e.get("usage"),
                          latency_ms=e.get("latency_ms") or 0.0,
                          attempts=e.get("attempts") or 1)
