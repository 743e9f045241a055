"""One item from job to result row, and the results file that survives interruption.

A *job* is plain data: ``{"id", "setting", "protocol", "payload",
"options", "reference", "timeout", "retries", "backoff"}``.  :func:`run_job`
runs it wherever it lands (this process, a pool worker, a Ray task) and
always returns a row: an exception becomes the row's ``error``, never the
caller's problem.  Everything that depends on where and when the item ran
is under the row's ``timing`` key, so two executors give rows that are equal
once ``timing`` is dropped.
"""

from __future__ import annotations

import json
import math
import os
import socket
import time

from ..._deadline import deadline_after, remaining
from ...errors import BackendHTTPError, BackendTimeout, FormatError, SolverTimeout

__all__ = ["run_job", "failed_row", "ResultsFile", "row_key", "TRANSIENT"]

#: Backend failures worth another try: a timeout, a dropped connection, and
#: the HTTP statuses that say "later" (429, 5xx).
TRANSIENT = (BackendTimeout, ConnectionError)
_RETRY_STATUS = frozenset({429, 500, 502, 503, 504})


def _transient(exc: BaseException) -> bool:
    if isinstance(exc, TRANSIENT):
        return True
    return isinstance(exc, BackendHTTPError) and getattr(exc, "status", None) in _RETRY_STATUS


def row_key(row: dict) -> tuple[str, str]:
    """``(id, setting)``: what ``--resume`` skips."""
    return (str(row["id"]), str(row.get("setting", "default")))


def _error(exc: BaseException) -> dict:
    message = " ".join(str(exc).split()) or type(exc).__name__
    return {"type": type(exc).__name__, "message": message[:2000]}


def failed_row(
    job: dict,
    status: str,
    error: dict,
    *,
    seconds: float = 0.0,
    attempts: int = 1,
    worker: str | None = None,
) -> dict:
    """The row of an item that produced no answer (``status`` ``failed`` or ``timeout``)."""
    return _row(
        job,
        {"answer": None, "abstained": False},
        status,
        error,
        {
            "seconds": round(seconds, 6),
            "started_at": round(time.time() - seconds, 3),
            "attempts": attempts,
            "worker": worker or _worker(),
        },
    )


def _worker() -> str:
    return f"{socket.gethostname()}:{os.getpid()}"


def _row(job: dict, outcome: dict, status: str, error: dict | None, timing: dict) -> dict:
    from .registry import PROTOCOLS

    protocol = PROTOCOLS.get(job["protocol"])
    reference = job.get("reference")
    answer = outcome.get("answer")
    correct = None
    if reference is None or (protocol is not None and not protocol.graded):
        pass  # nothing to match: no accuracy
    elif status == "ok":
        correct = answer is not None and str(answer) == str(reference)
    else:
        correct = False
    backend = outcome.get("backend") or {"calls": 0, "failed_calls": 0, "tokens": None}
    detail = dict(outcome.get("detail") or {})
    if (
        protocol is not None
        and protocol.score is not None
        and reference is not None
        and status == "ok"
    ):
        # measures that need the reference, which the protocol never sees
        detail.update(protocol.score(outcome, reference))
    return {
        "id": job["id"],
        "setting": job["setting"],
        "protocol": job["protocol"],
        "status": status,
        "answer": answer,
        "reference": reference,
        "correct": correct,
        "abstained": bool(outcome.get("abstained", False)),
        "error": error,
        "backend": backend,
        "detail": detail,
        "timing": timing,
    }


def run_job(job: dict, *, sleep=time.sleep) -> dict:
    """Run one job and return its result row, whatever happens.

    Transient backend failures are retried ``job["retries"]`` times with
    exponential backoff (``backoff`` seconds, doubled each time) within the
    item's ``timeout``; running out of time gives status ``timeout``; any
    other exception gives status ``failed`` with its type and message.

    Examples
    --------
    >>> job = {"id": "1", "setting": "default", "protocol": "solve", "reference": None,
    ...        "payload": {"names": ["a", "b"], "src": [0], "dst": [1]},
    ...        "options": {"task": "SE", "semantics": "GR", "setting": "default"}}
    >>> row = run_job(job)
    >>> row["status"], row["answer"]
    ('ok', ['a'])
    """
    from .registry import PROTOCOLS

    start = time.monotonic()
    started_at = time.time()
    attempts = 0
    error = None
    status = "ok"
    outcome: dict = {}
    try:
        deadline = deadline_after(job.get("timeout"), "--timeout")
        protocol = PROTOCOLS[job["protocol"]]
        retries = int(job.get("retries", 0))
        backoff = float(job.get("backoff", 0.5))
        while True:
            attempts += 1
            try:
                outcome = protocol.run(job["payload"], job["options"], deadline)
                break
            except Exception as exc:  # noqa: BLE001 (a failed item never ends the run)
                if not _transient(exc) or attempts > retries:
                    raise
                wait = backoff * 2 ** (attempts - 1)
                left = remaining(deadline)
                if left is not None and left <= wait:
                    raise
                sleep(wait)
    except SolverTimeout as exc:
        status, error = "timeout", _error(exc)
    except Exception as exc:  # noqa: BLE001
        status, error = "failed", _error(exc)
    seconds = time.monotonic() - start
    if status == "ok":
        outcome = _plain(outcome)
    return _row(
        job,
        outcome,
        status,
        error,
        {
            "seconds": round(seconds, 6),
            "started_at": round(started_at, 3),
            "attempts": attempts,
            "worker": _worker(),
        },
    )


def _plain(value):
    """``value`` with numpy scalars and arrays turned into JSON types."""
    if isinstance(value, dict):
        return {str(k): _plain(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [_plain(v) for v in value]
    if hasattr(value, "tolist"):
        return _plain(value.tolist())
    if isinstance(value, float) and not math.isfinite(value):
        return None  # JSON has no NaN or infinity
    return value


class ResultsFile:
    """The JSONL file of result rows, appended to and flushed row by row.

    On opening, the rows already there are read (``--resume``); a last line
    cut short by a crash is dropped from the file, so appending continues on
    a clean line.

    Examples
    --------
    >>> import os, tempfile
    >>> p = os.path.join(tempfile.mkdtemp(), "results.jsonl")
    >>> with ResultsFile(p) as f:
    ...     f.append({"id": "1", "setting": "default"})
    >>> _ = open(p, "a").write('{"id": "2", "sett')   # a crash mid-write
    >>> with ResultsFile(p) as f:
    ...     sorted(f.done)
    [('1', 'default')]
    """

    def __init__(self, path):
        self.path = str(path)
        self.rows: list[dict] = []
        self.done: set[tuple[str, str]] = set()
        self.ok: set[tuple[str, str]] = set()
        good = 0
        if os.path.exists(self.path):
            with open(self.path, "rb") as fh:
                data = fh.read()
            offset = 0
            for number, line in enumerate(data.split(b"\n"), 1):
                end = offset + len(line) + 1
                if line.strip():
                    try:
                        row = json.loads(line)
                        if not isinstance(row, dict) or "id" not in row:
                            raise ValueError("not a result row")
                    except ValueError:
                        if end >= len(data):  # the last line, cut short: drop it
                            break
                        raise FormatError("not a result row", path=self.path, line=number) from None
                    self._note(row)
                good = min(end, len(data))
                offset = end
            if good < len(data) or (good and not data[:good].endswith(b"\n")):
                with open(self.path, "r+b") as fh:
                    fh.truncate(good)
                    if good and not data[:good].endswith(b"\n"):
                        fh.seek(good)
                        fh.write(b"\n")
        self._fh = open(self.path, "a", encoding="utf-8")

    def append(self, row: dict) -> None:
        self._fh.write(json.dumps(row, ensure_ascii=False, allow_nan=False) + "\n")
        self._fh.flush()  # a finished row survives Ctrl-C and a crash of this process
        self._note(row)

    def _note(self, row: dict) -> None:
        self.rows.append(row)
        key = row_key(row)
        self.done.add(key)
        if row.get("status") == "ok":
            self.ok.add(key)
        else:
            self.ok.discard(key)

    def latest(self) -> list[dict]:
        """The last row of each item and setting (a retried item's earlier
        failure is superseded), in the order of their first appearance."""
        last: dict[tuple[str, str], dict] = {}
        for row in self.rows:
            key = row_key(row)
            if key in last:
                del last[key]  # keep the order of the latest attempt
            last[key] = row
        return list(last.values())

    def close(self) -> None:
        self._fh.close()

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()
