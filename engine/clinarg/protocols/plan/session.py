"""Contestation sessions: a SQLite database (WAL) holding the generated
state and an append-only journal of human actions.

Tables: ``meta(key, value)`` holds the state (JSON) once; ``journal(seq,
actor, time, action, payload)`` one row per action, protected by triggers
against UPDATE and DELETE.  Every statement is parameterised: argument text
from a language model or a clinician is a bound value, never SQL.  An
action is validated against the plan replayed under a write lock (``BEGIN
IMMEDIATE``) and committed in the same transaction, so two editors never
lose an action; one who names the last action they saw (``based_on``) and
is behind is refused with the newer action named.  Replaying the journal on
the stored state reproduces the plan bit for bit.

An open session keeps the plan evaluated (a
:class:`~clinarg.protocols.plan.pipeline.Evaluation`): the first
:meth:`Session.result` or :meth:`Session.append` replays the journal, later
ones apply only the rows appended since, by this session or by another
process, and each new action recomputes only the option it is about.
"""

from __future__ import annotations

import json
import os
import sqlite3
from datetime import UTC, datetime

from ...errors import ParameterError
from .knowledge import Knowledge
from .pipeline import Evaluation

__all__ = ["Session", "SessionError"]

_SCHEMA = (
    "CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)",
    "CREATE TABLE IF NOT EXISTS journal (seq INTEGER PRIMARY KEY AUTOINCREMENT, "
    "actor TEXT NOT NULL, time TEXT NOT NULL, action TEXT NOT NULL, payload TEXT NOT NULL)",
    "CREATE TRIGGER IF NOT EXISTS journal_no_update BEFORE UPDATE ON journal "
    "BEGIN SELECT RAISE(ABORT, 'the journal is append-only'); END",
    "CREATE TRIGGER IF NOT EXISTS journal_no_delete BEFORE DELETE ON journal "
    "BEGIN SELECT RAISE(ABORT, 'the journal is append-only'); END",
)


class SessionError(ParameterError):
    """A session that cannot be used as asked (not a session, a stale edit...)."""


class Session:
    """One contestation session file.

    Examples
    --------
    >>> import tempfile, os
    >>> from clinarg.protocols.plan import KnowledgePlanBackend, example_record, generate
    >>> path = os.path.join(tempfile.mkdtemp(), "s.db")
    >>> state = generate(example_record("stroke_discharge"), KnowledgePlanBackend())
    >>> s = Session.open(path, state)
    >>> seq = s.append({"op": "accept", "argument": s.state["pool"][0]["id"]}, actor="dr a")
    >>> [row["action"] for row in s.journal()]
    ['accept']
    >>> s.close()
    """

    def __init__(self, conn, path, kb):
        self.conn, self.path, self.kb = conn, path, kb
        row = conn.execute("SELECT value FROM meta WHERE key = ?", ("state",)).fetchone()
        self.state = json.loads(row[0]) if row else None
        # the plan evaluated up to journal row ``_seq``, built on first use
        # and kept up to date action by action
        self._live, self._seq = None, 0

    @classmethod
    def open(
        cls, path, state: dict | None = None, kb: Knowledge | None = None, create: bool = True
    ) -> Session:
        """Open (or, with ``state``, create) the session at ``path``.

        Raises
        ------
        SessionError
            The file is not a session, or holds another case than ``state``.
        """
        path = os.fspath(path)
        if not create and not os.path.exists(path):
            raise SessionError(f"{path}: no such session")
        conn = None
        try:
            conn = sqlite3.connect(path, timeout=30, isolation_level=None)
            conn.execute("PRAGMA journal_mode=WAL")
            # FULL: every commit is fsynced, so an action reported as recorded
            # survives a power loss or OS crash too, not only a killed process
            # (which WAL with NORMAL already survives).  Measured by
            # benchmarks/bench_plan.py: the fsync costs 0.2-4 ms on the shared
            # test VM against about 1 ms of recompute on a 10,000-argument
            # pool; actions come at human pace, so durability wins.
            conn.execute("PRAGMA synchronous=FULL")
            conn.execute("BEGIN IMMEDIATE")
            for stmt in _SCHEMA:
                conn.execute(stmt)
            row = conn.execute("SELECT value FROM meta WHERE key = ?", ("state",)).fetchone()
            stored = json.loads(row[0]) if row else None
            if stored is None:
                if state is None:
                    conn.execute("ROLLBACK")
                    raise SessionError(f"{path}: the session holds no plan")
                conn.execute(
                    "INSERT INTO meta (key, value) VALUES (?, ?)",
                    ("state", json.dumps(state, sort_keys=True)),
                )
            elif state is not None and stored["record"] != state["record"]:
                conn.execute("ROLLBACK")
                raise SessionError(
                    f"{path}: the session holds case {stored['record']['id']!r}, not this record"
                )
            conn.execute("COMMIT")
        except BaseException as exc:
            if conn is not None:  # a refused session leaves no open connection behind
                conn.close()
            if isinstance(exc, sqlite3.DatabaseError):
                raise SessionError(f"{path}: not a usable session database ({exc})") from None
            raise
        return cls(conn, path, kb or Knowledge.default())

    def close(self) -> None:
        self.conn.close()

    def journal(self) -> list:
        rows = self.conn.execute(
            "SELECT seq, actor, time, action, payload FROM journal ORDER BY seq"
        ).fetchall()
        return [
            {"seq": s, "actor": a, "time": t, "action": act, "payload": json.loads(p)}
            for s, a, t, act, p in rows
        ]

    def actions(self, rows=None) -> list:
        rows = self.journal() if rows is None else rows
        return [dict(r["payload"], op=r["action"]) for r in rows]

    def result(self) -> dict:
        """The plan of the stored state and the whole journal.

        Equal, bit for bit, to :func:`~clinarg.protocols.plan.evaluate` on
        the state and every journal row (``evaluate_ms`` apart).  The first
        call replays the journal; later ones apply only the rows appended
        since (by this session or another process).
        """
        self._catch_up()
        return self._live.result()

    def _catch_up(self) -> None:
        """Bring the live evaluation up to the last committed journal row."""
        if self._live is None:
            rows = self.journal()
            self._live = Evaluation(self.state, self.actions(rows), self.kb)
            self._seq = rows[-1]["seq"] if rows else 0
            return
        for row in self._rows_after(self._seq):
            self._live.apply(dict(row["payload"], op=row["action"]))
            self._seq = row["seq"]

    def _rows_after(self, seq: int) -> list:
        rows = self.conn.execute(
            "SELECT seq, actor, time, action, payload FROM journal WHERE seq > ? ORDER BY seq",
            (seq,),
        ).fetchall()
        return [
            {"seq": s, "actor": a, "time": t, "action": act, "payload": json.loads(p)}
            for s, a, t, act, p in rows
        ]

    def append(self, action: dict, actor: str = "clinician", based_on: int | None = None) -> int:
        """Validate ``action`` on the current plan and append it; returns its seq.

        Under the database's write lock, the live plan first takes the rows
        other writers appended, then the action (which changes nothing if
        invalid); the row is inserted and committed in the same transaction.

        Raises
        ------
        SessionError
            ``based_on`` is older than the last action (the newer one is named).
        clinarg.errors.ParameterError
            The action is invalid; nothing is written.
        """
        if not isinstance(actor, str) or not actor:
            raise ParameterError("the actor must be a non-empty string")
        if based_on is not None and (
            isinstance(based_on, bool) or not isinstance(based_on, int) or based_on < 0
        ):
            raise ParameterError(f"based_on must be a journal seq (int >= 0), got {based_on!r}")
        c = self.conn
        c.execute("BEGIN IMMEDIATE")
        applied = False
        try:
            self._catch_up()
            if based_on is not None and self._seq > based_on:
                newer = self._rows_after(based_on)[0]
                raise SessionError(
                    f"stale edit: action #{newer['seq']} ({newer['action']} "
                    f"{newer['payload'].get('argument')!r} by {newer['actor']} at "
                    f"{newer['time']}) is newer than #{based_on}; reload and retry"
                )
            self._live.apply(action)  # validates; an invalid action changes nothing
            applied = True
            payload = {k: v for k, v in action.items() if k != "op"}
            cur = c.execute(
                "INSERT INTO journal (actor, time, action, payload) VALUES (?, ?, ?, ?)",
                (
                    actor,
                    datetime.now(UTC).isoformat(timespec="seconds"),
                    action["op"],
                    json.dumps(payload, sort_keys=True),
                ),
            )
            c.execute("COMMIT")
        except BaseException:
            if c.in_transaction:
                c.execute("ROLLBACK")
            if applied:  # the live plan is ahead of the database: rebuild it on next use
                self._live = None
            raise
        self._seq = int(cur.lastrowid)
        return self._seq
