"""Contestation (CANOE section 4.4): accept, reject, edit and add arguments.

A :class:`Contestation` holds a QBAF, its strengths and a journal of the
operations applied so far.  Every operation returns a :class:`Step` with the
new framework and its strengths, recomputed *incrementally*: by
directionality only arguments downstream of the change (reachable from it
along attacks and supports) can change, so only the components meeting that
cone are re-evaluated, in topological order, each from its base scores
exactly as a full evaluation would do; the result equals a full recompute
(bit for bit in practice, and to 1e-12 by the tests).  Replaying a journal
on the same initial framework gives the same strengths bit for bit.

Operations
----------
``accept(name)``
    The clinician retains the argument as it is (CANOE section 4.4): it is
    marked reviewed (:attr:`Contestation.reviewed`); its base score, the
    relations and every strength stay unchanged.  ``accept(name, score)``
    also sets its base score to ``score`` (an endorsement with a weight).
``reject(name)``
    The argument and all its edges are removed.
``edit(name, text=..., base_score=..., attacks=..., supports=...,
attacked_by=..., supported_by=...)``
    Change the text, the base score, or replace the targets the argument
    attacks/supports or the arguments attacking/supporting it.
``add(name, base_score, text=..., attacks=..., supports=..., attacked_by=..., supported_by=...)``
    A new argument with its relations.

Edges given as names get weight 1; ``(name, weight)`` pairs carry a weight.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from .._deadline import validate_timeout
from ..errors import EdgeError, ParameterError, QBAFError
from . import _prepared
from .evaluate import (
    DEFAULT_MAX_ITER,
    Strengths,
    _check,
    _check_options,
    _deadline,
    _new_stats,
    _solve,
    _solve_all,
)
from .model import QBAF, check_score, check_weight
from .semantics import get_semantics

__all__ = ["Contestation", "Step", "OPERATIONS"]

OPERATIONS = ("accept", "reject", "edit", "add")


@dataclass(frozen=True)
class Step:
    """The outcome of one operation.

    Attributes
    ----------
    operation : dict
        The journal entry.
    qbaf : QBAF
    strengths : Strengths
    recomputed : int
        Number of arguments whose components were re-evaluated (the cone).
    """

    operation: dict
    qbaf: QBAF
    strengths: Strengths
    recomputed: int


@dataclass
class Contestation:
    """A QBAF under contestation, with a replayable journal.

    Parameters
    ----------
    qbaf : QBAF
    semantics, tol, max_iter, method
        As for :func:`clinarg.strengths`.
    timeout : float, optional
        Wall-clock limit in seconds of each (re)computation; an operation that
        runs past it raises :class:`clinarg.errors.SolverTimeout` and is not
        applied (the contestation keeps its framework, strengths and journal).
    parallel : bool
        As for :func:`clinarg.strengths`.

    Examples
    --------
    >>> q = QBAF.from_edges({"a": 0.8, "b": 0.6, "c": 0.5},
    ...                     attacks=[("a", "b")], supports=[("b", "c")])
    >>> c = Contestation(q)
    >>> step = c.edit("a", base_score=0.2)
    >>> step.recomputed, round(step.strengths["b"], 6)
    (3, 0.576923)
    >>> step = c.reject("a")
    >>> tuple(step.qbaf.names), step.strengths["b"]
    (('b', 'c'), 0.6)
    >>> again = Contestation.replay(q, c.journal)
    >>> bool(np.array_equal(again.strengths.values, c.strengths.values))
    True
    """

    qbaf: QBAF
    semantics: Any = "qe"
    tol: float = 1e-9
    max_iter: int = DEFAULT_MAX_ITER
    method: str = "auto"
    timeout: float | None = None
    parallel: bool = False
    initial: QBAF = field(init=False)
    strengths: Strengths = field(init=False)
    journal: list = field(init=False, default_factory=list)
    reviewed: set = field(init=False, default_factory=set)
    _stats: tuple = field(init=False, repr=False)
    # the prepared problem of ``qbaf``'s structure, carried across steps:
    # kept when a step keeps the relations, derived from it when it edits them
    _prepared: _prepared.Prepared = field(init=False, repr=False)

    def __post_init__(self):
        self._sem = get_semantics(self.semantics)
        _check(self.qbaf, self._sem, self.tol, self.max_iter)
        self._code = _check_options(self.method, self.parallel)
        self.initial = self.qbaf
        self._prepared = _prepared.of(self.qbaf)
        self.strengths, self._stats = _solve_all(
            self.qbaf,
            self._prepared,
            self._sem,
            self._code,
            self.tol,
            self.max_iter,
            self.timeout,
            self.parallel,
        )

    # ------------------------------------------------------------ operations
    def accept(self, name: str, score: float | None = None) -> Step:
        """Retain ``name`` as reviewed; with ``score``, also set its base score."""
        op = {"op": "accept", "argument": name}
        if score is not None:
            op["score"] = score
        return self.apply(op)

    def reject(self, name: str) -> Step:
        """Remove ``name`` and all its attacks and supports."""
        return self.apply({"op": "reject", "argument": name})

    def edit(
        self,
        name: str,
        *,
        text=None,
        base_score=None,
        attacks=None,
        supports=None,
        attacked_by=None,
        supported_by=None,
    ) -> Step:
        """Change the text, base score or relations of ``name`` (``None``: keep)."""
        op = {"op": "edit", "argument": name}
        for key, value in (
            ("text", text),
            ("base_score", base_score),
            ("attacks", attacks),
            ("supports", supports),
            ("attacked_by", attacked_by),
            ("supported_by", supported_by),
        ):
            if value is not None:
                op[key] = value
        return self.apply(op)

    def add(
        self,
        name: str,
        base_score: float,
        *,
        text=None,
        attacks=(),
        supports=(),
        attacked_by=(),
        supported_by=(),
    ) -> Step:
        """Add the argument ``name`` with its relations."""
        op = {"op": "add", "argument": name, "base_score": base_score}
        if text is not None:
            op["text"] = text
        for key, value in (
            ("attacks", attacks),
            ("supports", supports),
            ("attacked_by", attacked_by),
            ("supported_by", supported_by),
        ):
            if value:
                op[key] = value
        return self.apply(op)

    def apply(self, operation: dict) -> Step:
        """Apply one journal entry (a dict with ``op`` and ``argument``)."""
        # method, parallel and timeout may have been reassigned: checked
        # before anything changes, on every path (accept included)
        self._code = _check_options(self.method, self.parallel)
        validate_timeout(self.timeout)
        op = _normalise(operation)
        if op["op"] == "accept" and "score" not in op:
            # the paper's accept: nothing to recompute
            self.qbaf.index(op["argument"])  # an unknown name raises
            self.journal.append(op)
            self.reviewed.add(op["argument"])
            return Step(op, self.qbaf, self.strengths, 0)
        new_q, new_prep, seeds, id_map = _transform(self.qbaf, self._prepared, op)
        new_q._carry_arguments(self.qbaf, op["argument"] if op["op"] == "reject" else None)
        _check(new_q, self._sem, self.tol, self.max_iter)
        result, stats, cone = _incremental(
            self.qbaf,
            self._prepared,
            self.strengths,
            self._stats,
            new_q,
            new_prep,
            seeds,
            id_map,
            self._sem,
            self._code,
            self.tol,
            self.max_iter,
            self.timeout,
            self.parallel,
        )
        if new_prep is not self._prepared:
            # strengths(step.qbaf) and its structure methods find it
            _prepared.register(new_q, new_prep)
        self.qbaf, self.strengths, self._stats = new_q, result, stats
        self._prepared = new_prep
        self.journal.append(op)
        if op["op"] == "accept":
            self.reviewed.add(op["argument"])
        elif op["op"] == "reject":
            self.reviewed.discard(op["argument"])
        return Step(op, new_q, result, cone)

    # ------------------------------------------------------------ journal
    def journal_json(self) -> str:
        """The journal as JSON text."""
        return json.dumps(self.journal, ensure_ascii=False)

    @classmethod
    def replay(
        cls,
        qbaf: QBAF,
        journal,
        semantics="qe",
        tol: float = 1e-9,
        max_iter: int = DEFAULT_MAX_ITER,
        method: str = "auto",
        timeout: float | None = None,
        parallel: bool = False,
    ) -> Contestation:
        """Apply a journal (list of entries, or its JSON text) to ``qbaf``."""
        if isinstance(journal, str):
            try:
                journal = json.loads(journal)
            except ValueError as exc:
                raise QBAFError(f"the journal is not JSON: {exc}") from None
        if not isinstance(journal, (list, tuple)):
            raise ParameterError(
                f"a journal is a list of entries (or its JSON text), got {type(journal).__name__}"
            )
        c = cls(qbaf, semantics, tol, max_iter, method, timeout, parallel)
        for op in journal:
            c.apply(op)
        return c


# ---------------------------------------------------------------- operations
def _edge_list(value, key: str, argument: str):
    """The edges of ``key`` as ``[[name, weight], ...]`` (a bare name has
    weight 1); refuses anything but a list of names and (name, weight) pairs,
    and weights outside [0, MAX_WEIGHT]."""
    if isinstance(value, (str, bytes)) or not isinstance(value, (list, tuple)):
        raise QBAFError(
            f"{key} of {argument!r} must be a list of names or (name, weight) "
            f"pairs, got {type(value).__name__}"
        )
    kind = "attack" if key in ("attacks", "attacked_by") else "support"
    out = []
    for item in value:
        if isinstance(item, str):
            name, w = item, 1.0
        elif isinstance(item, (list, tuple)) and len(item) == 2 and isinstance(item[0], str):
            name, w = item
        else:
            raise QBAFError(
                f"{key} of {argument!r}: an entry must be a name or a (name, "
                f"weight) pair, got {item!r}"
            )
        ends = (argument, name) if key in ("attacks", "supports") else (name, argument)
        out.append([name, check_weight(w, kind, *ends)])
    return out


def _normalise(operation) -> dict:
    if not isinstance(operation, dict):
        raise QBAFError("a journal entry must be a dict with 'op' and 'argument'")
    op = dict(operation)
    if op.get("op") not in OPERATIONS:
        raise QBAFError(f"unknown operation {op.get('op')!r}; known: {', '.join(OPERATIONS)}")
    if not isinstance(op.get("argument"), str):
        raise QBAFError("a journal entry needs the argument's name as 'argument'")
    allowed = {
        "accept": {"score"},
        "reject": set(),
        "edit": {"text", "base_score", "attacks", "supports", "attacked_by", "supported_by"},
        "add": {"text", "base_score", "attacks", "supports", "attacked_by", "supported_by"},
    }[op["op"]]
    extra = set(op) - allowed - {"op", "argument"}
    if extra:
        raise QBAFError(f"operation {op['op']!r} takes no {sorted(extra)}")
    for key in ("attacks", "supports", "attacked_by", "supported_by"):
        if key in op:
            op[key] = _edge_list(op[key], key, op["argument"])
    if op["op"] == "add" and "base_score" not in op:
        raise QBAFError("add needs a base_score")
    for key in ("score", "base_score"):
        if key in op:
            op[key] = check_score(op[key], op["argument"])
    if "text" in op and not isinstance(op["text"], str):
        raise QBAFError(
            f"the text of {op['argument']!r} must be a str, got {type(op['text']).__name__}"
        )
    return op


def _transform(q: QBAF, prep, op: dict):
    """The new framework, its prepared problem (``q``'s ``prep`` when the
    relations stay, else derived from it), the seeds of the change (new ids)
    and the map old id -> new id (-1 for removed; ``None`` when ids are
    unchanged)."""
    kind, name = op["op"], op["argument"]
    if kind == "add":
        if name in q:
            raise QBAFError(f"argument {name!r} already exists")
        x = q.n_arguments
        # plain numbers ("1".."n") stay plain when the new name is the next
        # number; otherwise a view over the old names (no copy of a million names)
        names = (
            None if q._names is None and name == str(x + 1) else q._editable_names().appended(name)
        )
        index = lambda y: x if y == name else q.index(y)  # noqa: E731
    else:
        x = q.index(name)
        names = q.names
        index = q.index
    base = np.array(q.base, dtype=np.float64, copy=True)
    texts = dict(q.texts)
    if kind == "accept" or "base_score" in op:
        score = op["score"] if kind == "accept" else op["base_score"]  # checked
        if kind == "add":
            base = np.append(base, score)
        else:
            base[x] = score
    if "text" in op:
        texts[x] = op["text"]
    if kind in ("accept",) or (kind == "edit" and not _touches_relations(op)):
        new = QBAF(
            q._names, base, q.att_ptr, q.att_src, q.att_w, q.sup_ptr, q.sup_src, q.sup_w, texts
        )
        new._share_names(q)
        return new, prep, np.array([x], dtype=np.int32), None  # same relations

    from . import _structure

    seeds: set[int] = set()
    if kind == "reject":
        out_ptr, out_idx = prep.children()
        seeds.update(int(t) for t in out_idx[out_ptr[x] : out_ptr[x + 1]] if t != x)
        id_map = np.arange(q.n_arguments, dtype=np.int64)
        id_map[x] = -1
        id_map[x + 1 :] -= 1
        names = q._editable_names().without(x)
        base = np.delete(base, x)
        texts = {(k if k < x else k - 1): v for k, v in texts.items() if k != x}
        new, new_prep = _structure.remove_argument(q, prep, x, names, base, texts)
        seeds = np.array(sorted(int(id_map[t]) for t in seeds), dtype=np.int32)
        return new, new_prep, seeds, id_map
    if kind == "add" or "base_score" in op:
        # a new argument, or a new base score beside new relations: x's own
        # strength changes whatever its parents do
        seeds.add(x)
    if kind == "add":
        q, prep = _structure.add_argument(q, prep, names, base, texts)
    removed, added = [], []
    for rel in ("attack", "support"):
        ptr, src = (q.att_ptr, q.att_src) if rel == "attack" else (q.sup_ptr, q.sup_src)
        out_key, in_key = rel + "s", ("attacked_by" if rel == "attack" else "supported_by")
        if out_key in op:  # replace the targets of x
            mine = np.flatnonzero(src == x)
            targets = np.searchsorted(ptr, mine, side="right") - 1
            removed += [(rel, x, int(t)) for t in targets]
            seeds.update(int(t) for t in targets)
            for target, weight in op[out_key]:
                t = index(target)
                added.append((rel, x, t, weight))
                seeds.add(t)
        if in_key in op:  # replace the parents of x
            removed += [(rel, int(u), x) for u in src[ptr[x] : ptr[x + 1]]]
            for source, weight in op[in_key]:
                added.append((rel, index(source), x, weight))
            seeds.add(x)
    # a self-loop of x is both a target and a parent of x: removed once; an
    # edge listed twice with one weight is one edge (as in QBAF.from_edges)
    removed = list(dict.fromkeys(removed))
    unique: dict = {}
    for rel, u, v, weight in added:
        if unique.setdefault((rel, u, v), weight) != weight:
            raise EdgeError(
                f"{rel} ({names[u]!r}, {names[v]!r}) is listed twice with "
                f"different weights ({unique[(rel, u, v)]!r} and {weight!r})"
            )
    added = [(rel, u, v, weight) for (rel, u, v), weight in unique.items()]
    new, new_prep = _structure.change_edges(q, prep, removed, added, base=base, texts=texts)
    return new, new_prep, np.array(sorted(seeds), dtype=np.int32), None


def _touches_relations(op: dict) -> bool:
    return any(k in op for k in ("attacks", "supports", "attacked_by", "supported_by"))


# ---------------------------------------------------------------- incremental
def _incremental(
    old_q: QBAF,
    old_prep,
    old: Strengths,
    old_stats,
    new_q: QBAF,
    new_prep,
    seeds,
    id_map,
    sem,
    code,
    tol,
    max_iter,
    timeout=None,
    parallel=False,
):
    """Re-evaluate only the components of ``new_q`` (prepared problem
    ``new_prep``) that meet the downstream cone."""
    from . import _kernels

    deadline = _deadline(timeout)
    cond = new_prep.condensation()
    if id_map is None and new_q.n_arguments == old_q.n_arguments:
        sigma = np.array(old.values, dtype=np.float64, copy=True)
        same_structure = cond is old_prep.condensation()
    else:
        sigma = np.array(new_q.base, dtype=np.float64, copy=True)
        if id_map is None:  # an argument was appended
            sigma[: old_q.n_arguments] = old.values
        else:
            kept = id_map >= 0
            sigma[id_map[kept]] = old.values[kept]
        same_structure = False
    out_ptr, out_idx = new_prep.children()
    mark = np.zeros(cond.count, dtype=np.bool_)
    comps, cone_size = _kernels._cone(
        seeds, out_ptr, out_idx, cond.labels, cond.comp_ptr, cond.comp_nodes, mark
    )
    comps = np.sort(comps)  # topological order
    if same_structure:
        stats = tuple(a.copy() for a in old_stats)
    else:
        # components outside the cone are unchanged: carry their statistics
        # over; an acyclic one's are the defaults of _new_stats (exact, 0
        # iterations), so only cyclic ones are looked up (few, and O(count)
        # lookups cost milliseconds on a million components)
        stats = _new_stats(cond.count)
        cyc = np.flatnonzero(cond.cyclic)
        first = cond.comp_nodes[cond.comp_ptr[cyc]].astype(np.int64)
        if id_map is None:
            valid = first < old_q.n_arguments
            old_ids = first[valid]
        else:
            valid = np.ones(first.shape[0], dtype=bool)
            old_ids = np.flatnonzero(id_map >= 0)[first]
        old_comp = old.labels[old_ids]
        for new_a, old_a in zip(stats, old_stats):
            new_a[cyc[valid]] = old_a[old_comp]
    result = _solve(
        new_q, new_prep, sem, comps, sigma, stats, code, tol, max_iter, deadline, timeout, parallel
    )
    return result, stats, int(cone_size)
