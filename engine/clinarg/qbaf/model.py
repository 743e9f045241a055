"""The quantitative bipolar argumentation framework (QBAF) data model.

A QBAF has ``n`` arguments with base scores in [0, 1], an attack relation and
a support relation, each with optional edge weights.  Relations are kept as
two separate *parent* CSR structures (row ``i`` lists the attackers,
respectively supporters, of argument ``i``, sorted by id) because every
gradual semantics aggregates over the parents of an argument.  What a solver
derives from them (the union graph's successor CSR, its condensation into
strongly connected components, the sweep layout) is the engine's prepared
problem (:mod:`clinarg.qbaf._prepared`), cached per structure, not state of
the framework.

Instances are immutable: contestation operations (:mod:`clinarg.qbaf.contest`)
return new frameworks.  A framework read from an argument-graph document
keeps each argument's document fields (role, stance, target, evidence, ...):
:meth:`QBAF.argument` returns them, :meth:`QBAF.to_graph` and
:meth:`QBAF.to_json` write them back.  This module imports no numba.
"""

from __future__ import annotations

import math
import numbers
import operator
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import replace

import numpy as np

from ..errors import BaseScoreError, EdgeError, ParameterError, QBAFError, UnknownArgumentError
from ..graph import Argument, ArgumentGraph, Edge

# QBAF.condensation() returns the engine's type; the engine module imports
# nothing of this one, so this adds no cycle
from ._prepared import Condensation, _frozen

__all__ = [
    "QBAF",
    "Condensation",
    "NumericNames",
    "EditedNames",
    "DEFAULT_BASE_SCORE",
    "MAX_WEIGHT",
]

#: Base score of an argument whose JSON document gives none.
DEFAULT_BASE_SCORE = 0.5

#: Largest edge weight of any QBAF (each semantics may accept less, see
#: :mod:`clinarg.qbaf.semantics`).  Every weight that changes a strength is
#: far below it (the sum influences saturate to the last bit once the
#: aggregate passes about 1e8), and an aggregate of up to 2**31 parents of
#: such weights, and its square (quadratic energy), stay finite: above about
#: 1e154 the square overflowed and the strengths became NaN.
MAX_WEIGHT = 1e100


class NumericNames(Sequence):
    """The default names ``"1"``..``"n"`` of a framework built from arrays
    (argument ``i`` is ``str(i + 1)``, as for :class:`clinarg.AF` and in
    ICCMA files), as a lazy sequence: a million-argument framework never
    builds a million strings unless someone iterates over them.

    Examples
    --------
    >>> names = NumericNames(3)
    >>> list(names), names[1], "3" in names, "0" in names, names == ("1", "2", "3")
    (['1', '2', '3'], '2', True, False, True)
    """

    __slots__ = ("n",)

    def __init__(self, n: int):
        self.n = int(n)

    def __len__(self) -> int:
        return self.n

    def __getitem__(self, i):
        if isinstance(i, slice):
            return tuple(str(k + 1) for k in range(*i.indices(self.n)))
        i = operator.index(i)  # 1.5 is no position
        if i < 0:
            i += self.n
        if not 0 <= i < self.n:
            raise IndexError("argument index out of range")
        return str(i + 1)

    def __iter__(self):
        return map(str, range(1, self.n + 1))

    def position(self, name) -> int:
        """Index of ``name``, or -1."""
        # isdecimal, not isdigit: int() refuses superscripts such as "²"
        if isinstance(name, str) and name.isdecimal() and name.isascii() and name[0] != "0":
            i = int(name)
            if i <= self.n:
                return i - 1
        return -1

    def __contains__(self, name) -> bool:
        return self.position(name) >= 0

    def __eq__(self, other) -> bool:
        if isinstance(other, NumericNames):
            return self.n == other.n
        if isinstance(other, (tuple, list, EditedNames)):
            return len(other) == self.n and all(a == b for a, b in zip(self, other))
        return NotImplemented

    __hash__ = None

    def __add__(self, other):
        return tuple(self) + tuple(other)

    def __repr__(self) -> str:
        return f"NumericNames({self.n})"


class EditedNames(Sequence):
    """The names of a framework after contestation edits, as a view: the
    original names (a tuple or :class:`NumericNames`) without the removed
    positions, then the appended names.  Rejecting or adding one argument of
    a million-argument framework then copies no million names and rebuilds
    no million-entry index.

    The original's name -> position index is built at most once and shared
    by every edited version; a position lookup costs two binary searches.

    Examples
    --------
    >>> names = EditedNames(("a", "b", "c")).without(1).appended("d")
    >>> list(names), names.position("c"), names.position("b"), names[2]
    (['a', 'c', 'd'], 1, -1, 'd')
    """

    __slots__ = ("base", "removed", "extra", "_shift", "_base_index", "_extra_index")

    def __init__(self, base, removed=None, extra=(), base_index=None):
        self.base = base
        self.removed = (
            np.empty(0, np.int64) if removed is None else np.asarray(removed, dtype=np.int64)
        )
        self.extra = tuple(extra)
        # the i-th kept original is i + #{k : removed[k] - k <= i}
        self._shift = self.removed - np.arange(self.removed.shape[0])
        # a one-element list shared by all versions: the original's index
        self._base_index = [None] if base_index is None else base_index
        self._extra_index = {x: j for j, x in enumerate(self.extra)}

    @classmethod
    def of(cls, names, index=None) -> EditedNames:
        """A view of ``names`` (a tuple, NumericNames or EditedNames) to edit;
        ``index``: an existing name -> position dict of a tuple."""
        if isinstance(names, EditedNames):
            return names
        return cls(names, base_index=[index])

    def _kept(self) -> int:
        return len(self.base) - self.removed.shape[0]

    def __len__(self) -> int:
        return self._kept() + len(self.extra)

    def __getitem__(self, i):
        if isinstance(i, slice):
            return tuple(self[k] for k in range(*i.indices(len(self))))
        i = int(i)
        if i < 0:
            i += len(self)
        if not 0 <= i < len(self):
            raise IndexError("argument index out of range")
        kept = self._kept()
        if i >= kept:
            return self.extra[i - kept]
        return self.base[i + int(np.searchsorted(self._shift, i, side="right"))]

    def __iter__(self):
        gone = set(self.removed.tolist())
        yield from (x for k, x in enumerate(self.base) if k not in gone)
        yield from self.extra

    def _base_position(self, name) -> int:
        if isinstance(self.base, NumericNames):
            return self.base.position(name)
        if self._base_index[0] is None:
            self._base_index[0] = {x: k for k, x in enumerate(self.base)}
        try:
            return self._base_index[0].get(name, -1)
        except TypeError:  # unhashable
            return -1

    def position(self, name) -> int:
        """Index of ``name``, or -1."""
        try:
            j = self._extra_index.get(name)
        except TypeError:
            return -1
        if j is not None:
            return self._kept() + j
        k = self._base_position(name)
        if k < 0:
            return -1
        r = int(np.searchsorted(self.removed, k))
        if r < self.removed.shape[0] and self.removed[r] == k:
            return -1
        return k - r

    def without(self, i: int) -> EditedNames:
        """These names without the one at position ``i``."""
        i = int(i)
        kept = self._kept()
        if i >= kept:
            j = i - kept
            return EditedNames(
                self.base, self.removed, self.extra[:j] + self.extra[j + 1 :], self._base_index
            )
        k = i + int(np.searchsorted(self._shift, i, side="right"))
        return EditedNames(
            self.base, np.sort(np.append(self.removed, k)), self.extra, self._base_index
        )

    def appended(self, name: str) -> EditedNames:
        """These names and ``name`` at the end."""
        return EditedNames(self.base, self.removed, self.extra + (name,), self._base_index)

    def __contains__(self, name) -> bool:
        return self.position(name) >= 0

    def __eq__(self, other) -> bool:
        if isinstance(other, (EditedNames, NumericNames, tuple, list)):
            return len(other) == len(self) and all(a == b for a, b in zip(self, other))
        return NotImplemented

    __hash__ = None

    def __add__(self, other):
        return tuple(self) + tuple(other)

    def __repr__(self) -> str:
        return (
            f"EditedNames({len(self)} names: {len(self.base)} original, "
            f"{self.removed.shape[0]} removed, {len(self.extra)} added)"
        )


class QBAF:
    """A quantitative bipolar argumentation framework.

    Build one with :meth:`from_arrays` (fast path), :meth:`from_edges`,
    :meth:`from_graph`, :meth:`from_json`, :meth:`read` or
    :meth:`from_networkx`; evaluate it with :func:`clinarg.strengths`.

    Every builder follows the same rules: unnamed arguments are called
    ``"1"``..``"n"`` (as in :class:`clinarg.AF`); an edge listed twice with
    the same weight is one edge (as an AF merges a repeated attack), with
    different weights it is an error, and so is a pair that is both an
    attack and a support; weights lie in ``[0, MAX_WEIGHT]``.

    Parameters
    ----------
    names : sequence of str or None
        Argument names; ``None`` means ``"1"``..``"n"`` (created lazily).
    base : numpy.ndarray of float64
    att_ptr, att_src, att_w, sup_ptr, sup_src, sup_w
        Parent CSR structures (int64 pointers, int32 sources sorted within a
        row, float64 weights or ``None`` for unit weights).  Use the builders;
        this constructor trusts its input.
    texts : mapping of int to str, optional
        Argument texts (kept through contestation edits).

    Examples
    --------
    >>> q = QBAF.from_edges({"a": 0.8, "b": 0.6}, attacks=[("a", "b")])
    >>> q.n_arguments, q.attackers("b"), q.supporters("b")
    (2, ['a'], [])
    """

    __slots__ = (
        "_names",
        "_index",
        "base",
        "att_ptr",
        "att_src",
        "att_w",
        "sup_ptr",
        "sup_src",
        "sup_w",
        "texts",
        "_args",
    )

    def __init__(
        self,
        names,
        base,
        att_ptr,
        att_src,
        att_w,
        sup_ptr,
        sup_src,
        sup_w,
        texts: Mapping[int, str] | None = None,
    ):
        # None: the names "1".."n" (ids 0..n-1); edited names stay a view
        if isinstance(names, NumericNames):
            names = None
        self._names = names if names is None or isinstance(names, EditedNames) else tuple(names)
        self._index = None
        self.base = _frozen(base)
        self.att_ptr, self.att_src = _frozen(att_ptr), _frozen(att_src)
        self.sup_ptr, self.sup_src = _frozen(sup_ptr), _frozen(sup_src)
        self.att_w = None if att_w is None else _frozen(att_w)
        self.sup_w = None if sup_w is None else _frozen(sup_w)
        self.texts = dict(texts or {})
        # name -> the clinarg.Argument a graph document gave (role, stance,
        # target, evidence, ...); by name, so that contestation keeps it
        self._args: Mapping[str, Argument] = {}

    # ------------------------------------------------------------ builders
    @classmethod
    def from_arrays(
        cls,
        base,
        attacks=None,
        supports=None,
        names: Sequence[str] | None = None,
        *,
        attack_weights=None,
        support_weights=None,
    ) -> QBAF:
        """Build from a base-score array and ``(k, 2)`` integer edge arrays.

        Parameters
        ----------
        base : array_like of float, shape (n,)
            Base scores in [0, 1].
        attacks, supports : array_like of int, shape (k, 2), optional
            Rows ``(source, target)`` of 0-based argument indices.
        names : sequence of str, optional
            Argument names (default ``"1"``..``"n"``: argument ``i`` is
            ``str(i + 1)``, as in :meth:`clinarg.AF.from_arrays`).
        attack_weights, support_weights : array_like of float, optional
            One weight per edge in ``[0, MAX_WEIGHT]`` (default 1); a
            semantics may accept less (DF-QuAD: at most 1).

        Raises
        ------
        clinarg.errors.BaseScoreError
            A base score is not a number (strings and bools are refused, not
            converted), is NaN or lies outside [0, 1].
        clinarg.errors.EdgeError
            An edge names an index outside ``0..n-1``, is repeated with
            another weight, has a bad weight, or is both an attack and a
            support.

        Examples
        --------
        >>> q = QBAF.from_arrays([0.8, 0.6], attacks=[[0, 1]])
        >>> tuple(q.names), q.attackers("2")
        (('1', '2'), ['1'])

        A repeated edge with the same weight is one edge; with another
        weight, or as both an attack and a support, it is an error:

        >>> QBAF.from_arrays([0.8, 0.6], attacks=[[0, 1], [0, 1]]).n_attacks
        1
        """
        base = np.array(
            _numeric(base, BaseScoreError, "base scores"), dtype=np.float64, copy=True
        ).reshape(-1)
        n = base.shape[0]
        _check_base(base, names)
        if names is not None:
            names = tuple(names)
            if len(names) != n:
                raise QBAFError(f"{len(names)} names for {n} base scores")
            for x in names:
                if not isinstance(x, str):
                    raise QBAFError(f"argument names must be str, got {type(x).__name__}")
            if len(set(names)) != n:
                seen: set = set()
                dup = next(x for x in names if x in seen or seen.add(x))
                raise QBAFError(f"duplicate argument {dup!r}")
        a_src, a_dst, a_w = _edge_array(attacks, attack_weights, n, "attack", names)
        s_src, s_dst, s_w = _edge_array(supports, support_weights, n, "support", names)
        att_ptr, att_src, att_w, akeys = _parent_csr(n, a_src, a_dst, a_w, "attack", names)
        sup_ptr, sup_src, sup_w, skeys = _parent_csr(n, s_src, s_dst, s_w, "support", names)
        if akeys.size and skeys.size:
            both = np.intersect1d(akeys, skeys, assume_unique=True)
            if both.size:
                u, v = divmod(int(both[0]), n)
                raise EdgeError(
                    f"({_nm(names, v)!r}, {_nm(names, u)!r}) is both an attack and a support"
                )
        return cls(names, base, att_ptr, att_src, att_w, sup_ptr, sup_src, sup_w)

    @classmethod
    def from_edges(
        cls,
        base: Mapping[str, float],
        attacks: Iterable = (),
        supports: Iterable = (),
        texts: Mapping[str, str] | None = None,
    ) -> QBAF:
        """Build from ``{name: base score}`` and edges ``(source, target[, weight])``.

        An edge without a weight has weight 1.  An edge listed twice with the
        same weight is one edge; with two weights, or as both an attack and
        a support, it is an :class:`~clinarg.errors.EdgeError` (as for
        :meth:`from_arrays`).

        Examples
        --------
        >>> q = QBAF.from_edges({"a": 1.0, "b": 0.5}, supports=[("a", "b", 0.5)])
        >>> q.support_weight("a", "b")
        0.5
        >>> base = {"a": 1.0, "b": 0.5}
        >>> QBAF.from_edges(base, attacks=[("a", "b"), ("a", "b", 1.0)]).n_attacks
        1
        >>> QBAF.from_edges(base, attacks=[("a", "b"), ("a", "b", 0.5)])
        Traceback (most recent call last):
        ...
        clinarg.errors.EdgeError: attack ('a', 'b') is listed twice with different weights ...
        """
        if not isinstance(base, Mapping):
            raise ParameterError(
                f"base must be a mapping of argument names to base scores, "
                f"got {type(base).__name__}"
            )
        names = list(base)
        for x in names:
            if not isinstance(x, str):
                raise QBAFError(f"argument names must be str, got {type(x).__name__} {x!r}")
        index = {x: i for i, x in enumerate(names)}
        scores = [check_score(base[x], x) for x in names]
        arrays = []
        for kind, edges in (("attack", attacks), ("support", supports)):
            pairs, weights, weighted = [], [], False
            try:
                edges = [tuple(e) for e in edges]
            except TypeError:
                raise EdgeError(
                    f"{kind}s must be an iterable of (source, target[, weight]) tuples"
                ) from None
            for e in edges:
                if len(e) not in (2, 3):
                    raise EdgeError(f"an {kind} must be (source, target[, weight]), got {e!r}")
                for end in e[:2]:
                    try:
                        known = end in index
                    except TypeError:  # unhashable
                        known = False
                    if not known:
                        raise EdgeError(
                            f"{kind} ({e[0]!r}, {e[1]!r}) names unknown argument {end!r}"
                        )
                pairs.append((index[e[0]], index[e[1]]))
                has_weight = len(e) == 3 and e[2] is not None
                weights.append(check_weight(e[2], kind, e[0], e[1]) if has_weight else 1.0)
                weighted |= has_weight
            arrays.append(
                (
                    np.array(pairs, dtype=np.int64).reshape(-1, 2),
                    np.array(weights, dtype=np.float64) if weighted else None,
                )
            )
        q = cls.from_arrays(
            scores,
            arrays[0][0],
            arrays[1][0],
            names,
            attack_weights=arrays[0][1],
            support_weights=arrays[1][1],
        )
        if texts:
            q.texts.update({index[k]: v for k, v in texts.items() if k in index})
        return q

    @classmethod
    def from_graph(cls, graph, default_base: float = DEFAULT_BASE_SCORE) -> QBAF:
        """Build from a :class:`clinarg.ArgumentGraph` (``base_score``, attacks, supports).

        Arguments without ``base_score`` get ``default_base``.  The edges
        include those a stance on a target creates (see :mod:`clinarg.graph`);
        every argument's other fields (``role``, ``stance``, ``target``,
        ``evidence``, ``kind``, ``scheme``, ``metadata``) are kept:
        :meth:`argument` returns them.

        Examples
        --------
        >>> from clinarg.formats.jsondoc import graph_from_document
        >>> g = graph_from_document({"arguments": [{"id": "a", "base_score": 0.8},
        ...     {"id": "b", "base_score": 0.6}], "attacks": [["a", "b"]]})
        >>> QBAF.from_graph(g).base_score("b")
        0.6
        """
        base = {
            a.id: (default_base if a.base_score is None else a.base_score) for a in graph.arguments
        }
        texts = {a.id: a.text for a in graph.arguments if a.text is not None}
        edge = lambda e: (e.source, e.target, e.weight)  # noqa: E731
        q = cls.from_edges(
            base, [edge(e) for e in graph.attacks], [edge(e) for e in graph.supports], texts
        )
        q._args = {a.id: a for a in graph.arguments if _has_fields(a)}
        return q

    @classmethod
    def from_json(cls, doc, default_base: float = DEFAULT_BASE_SCORE) -> QBAF:
        """Build from a decoded JSON argument-graph document (validated).

        Examples
        --------
        >>> q = QBAF.from_json({"arguments": [
        ...     {"id": "o", "base_score": 0.5},
        ...     {"id": "s", "base_score": 0.8, "role": "nurse", "stance": "support",
        ...      "target": "o", "evidence": [{"id": "G-1", "reliability": 0.9}]}]})
        >>> q.supporters("o"), q.argument("s").role, q.argument("s").evidence[0]["id"]
        (['s'], 'nurse', 'G-1')
        """
        from ..formats.jsondoc import graph_from_document

        return cls.from_graph(graph_from_document(doc), default_base)

    def argument(self, name: str) -> Argument:
        """The argument ``name`` with its current base score and text and the
        fields its graph document gave it (``role``, ``stance``, ``target``,
        ``evidence``, ``kind``, ``scheme``, ``metadata``).

        A stance on a target is reported while the framework has that edge:
        after a contestation edit or reject removed it, ``stance`` and
        ``target`` are ``None``.

        Raises
        ------
        clinarg.errors.UnknownArgumentError

        Examples
        --------
        >>> q = QBAF.from_json({"arguments": [{"id": "o"},
        ...     {"id": "a", "text": "Falls risk", "stance": "attack", "target": "o",
        ...      "role": "nurse"}]})
        >>> a = q.argument("a")
        >>> a.role, a.stance, a.target, a.base_score, a.text
        ('nurse', 'attack', 'o', 0.5, 'Falls risk')
        """
        i = self.index(name)
        now = {"text": self.texts.get(i), "base_score": float(self.base[i])}
        kept = self._args.get(name)
        if kept is None:
            return Argument(name, **now)
        if kept.target is not None:
            has = self.support_weight if kept.stance == "support" else self.attack_weight
            if kept.target not in self or has(name, kept.target) is None:
                now.update(stance=None, target=None)
        return replace(kept, **now)

    def to_graph(self) -> ArgumentGraph:
        """The framework as a :class:`clinarg.ArgumentGraph`: every argument as
        :meth:`argument` gives it, the attacks and supports with their
        weights (weight 1 left implicit).

        Examples
        --------
        >>> q = QBAF.from_edges({"a": 0.8, "b": 0.6}, supports=[("a", "b", 0.5)])
        >>> q.to_graph().supports
        (Edge(source='a', target='b', weight=0.5),)
        """
        names = self.names
        edges = []
        for kind in ("attack", "support"):
            src, dst, w = self.edge_arrays(kind)
            weights = [None] * src.shape[0] if w is None else w.tolist()
            edges.append(
                tuple(
                    Edge(names[u], names[v], None if x is None or x == 1.0 else x)
                    for u, v, x in zip(src.tolist(), dst.tolist(), weights)
                )
            )
        return ArgumentGraph(tuple(self.argument(x) for x in names), edges[0], edges[1])

    def to_json(self) -> dict:
        """The framework as an argument-graph document (:meth:`to_graph`, written
        by :func:`clinarg.formats.jsondoc.graph_to_document`); reading it back
        with :meth:`from_json` gives an equal framework with the same
        argument fields.

        Examples
        --------
        >>> doc = {"arguments": [{"id": "o", "base_score": 0.5},
        ...     {"id": "s", "base_score": 0.7, "role": "gp", "stance": "support", "target": "o"}]}
        >>> out = QBAF.from_json(doc).to_json()
        >>> out["arguments"][1]
        {'id': 's', 'role': 'gp', 'stance': 'support', 'target': 'o', 'base_score': 0.7}
        >>> out["supports"], QBAF.from_json(out) == QBAF.from_json(doc)
        ([['s', 'o']], True)
        """
        from ..formats.jsondoc import graph_to_document

        return graph_to_document(self.to_graph())

    def _carry_arguments(self, old: QBAF, removed: str | None = None) -> None:
        """Keep ``old``'s document fields (this framework is ``old`` after a
        contestation operation or arena calibration); ``removed``, a rejected
        or newly added name, has none."""
        kept = old._args
        if removed is not None and removed in kept:
            kept = {k: v for k, v in kept.items() if k != removed}
        self._args = kept

    @classmethod
    def read(
        cls, path, default_base: float = DEFAULT_BASE_SCORE, *, deadline: float | None = None
    ) -> QBAF:
        """Read a JSON argument-graph file (see :func:`clinarg.read_graph`;
        ``deadline``, a ``time.monotonic()`` value, bounds the reading as
        there)."""
        from ..formats import read_graph

        graph = read_graph(path, deadline=deadline)
        try:
            return cls.from_graph(graph, default_base)
        except QBAFError as exc:  # name the file, as the parser does
            raise type(exc)(f"{path}: {exc}") from None

    @classmethod
    def from_networkx(cls, graph, default_base: float = DEFAULT_BASE_SCORE) -> QBAF:
        """Build from a :class:`networkx.DiGraph`.

        Node attribute ``base_score`` (default ``default_base``); edge
        attribute ``relation`` is ``"attack"`` (default) or ``"support"``;
        optional edge attribute ``weight``.  Node labels are converted with ``str``.

        Examples
        --------
        >>> import networkx as nx
        >>> g = nx.DiGraph()
        >>> g.add_node("a", base_score=0.8); g.add_node("b", base_score=0.6)
        >>> g.add_edge("a", "b", relation="support")
        >>> QBAF.from_networkx(g).supporters("b")
        ['a']
        """
        if not graph.is_directed():
            raise QBAFError("a QBAF graph must be directed (networkx.DiGraph)")
        names = [str(v) for v in graph.nodes]
        if len(set(names)) != len(names):
            raise QBAFError("two nodes have the same string form")
        base = {str(v): d.get("base_score", default_base) for v, d in graph.nodes(data=True)}
        att, sup = [], []
        for u, v, d in graph.edges(data=True):
            rel = d.get("relation", "attack")
            if rel not in ("attack", "support"):
                raise EdgeError(
                    f"edge ({u!r}, {v!r}): relation must be 'attack' or 'support', got {rel!r}"
                )
            (att if rel == "attack" else sup).append((str(u), str(v), d.get("weight")))
        return cls.from_edges(base, att, sup)

    # ------------------------------------------------------------ accessors
    @property
    def n_arguments(self) -> int:
        return int(self.base.shape[0])

    def __len__(self) -> int:
        return self.n_arguments

    @property
    def names(self):
        """Argument names: a tuple, or a lazy :class:`NumericNames` ``"1"``..``"n"``."""
        if self._names is None:
            return NumericNames(self.n_arguments)
        return self._names

    def _editable_names(self) -> EditedNames:
        """The names as a view to derive edited versions from (no copy)."""
        if self._names is None:
            return EditedNames.of(NumericNames(self.n_arguments))
        return EditedNames.of(self._names, self._index)

    @property
    def n_attacks(self) -> int:
        return int(self.att_src.shape[0])

    @property
    def n_supports(self) -> int:
        return int(self.sup_src.shape[0])

    @property
    def weighted(self) -> bool:
        return self.att_w is not None or self.sup_w is not None

    def index(self, name: str) -> int:
        """Index of the argument called ``name``.

        Raises
        ------
        clinarg.errors.UnknownArgumentError
        """
        if self._names is None or isinstance(self._names, EditedNames):
            i = self.names.position(name)
            if i < 0:
                raise UnknownArgumentError(f"no argument {name!r} in this QBAF")
            return i
        if self._index is None:
            self._index = {x: i for i, x in enumerate(self.names)}
        try:
            return self._index[name]
        except (KeyError, TypeError):
            raise UnknownArgumentError(f"no argument {name!r} in this QBAF") from None

    def __contains__(self, name) -> bool:
        try:
            self.index(name)
            return True
        except UnknownArgumentError:
            return False

    def base_score(self, name: str) -> float:
        return float(self.base[self.index(name)])

    def attackers(self, name: str) -> list[str]:
        i = self.index(name)
        return [self.names[j] for j in self.att_src[self.att_ptr[i] : self.att_ptr[i + 1]]]

    def supporters(self, name: str) -> list[str]:
        i = self.index(name)
        return [self.names[j] for j in self.sup_src[self.sup_ptr[i] : self.sup_ptr[i + 1]]]

    def _weight(self, ptr, src, w, a, b):
        i, j = self.index(b), self.index(a)
        row = src[ptr[i] : ptr[i + 1]]
        k = int(np.searchsorted(row, j))
        if k == row.shape[0] or row[k] != j:
            return None
        return 1.0 if w is None else float(w[ptr[i] + k])

    def attack_weight(self, a: str, b: str) -> float | None:
        """Weight of the attack ``a -> b`` (``None`` if there is none)."""
        return self._weight(self.att_ptr, self.att_src, self.att_w, a, b)

    def support_weight(self, a: str, b: str) -> float | None:
        """Weight of the support ``a -> b`` (``None`` if there is none)."""
        return self._weight(self.sup_ptr, self.sup_src, self.sup_w, a, b)

    def edge_arrays(self, kind: str):
        """``(src, dst, weights)`` of the attacks or supports (weights ``None`` if unit)."""
        if kind == "attack":
            ptr, src, w = self.att_ptr, self.att_src, self.att_w
        elif kind == "support":
            ptr, src, w = self.sup_ptr, self.sup_src, self.sup_w
        else:
            raise ValueError("kind must be 'attack' or 'support'")
        dst = np.repeat(np.arange(self.n_arguments, dtype=np.int32), np.diff(ptr))
        return src.copy(), dst, None if w is None else w.copy()

    def attack_weights_or_ones(self) -> np.ndarray:
        return np.ones(self.n_attacks) if self.att_w is None else self.att_w

    def support_weights_or_ones(self) -> np.ndarray:
        return np.ones(self.n_supports) if self.sup_w is None else self.sup_w

    # ------------------------------------------------------------ structure
    # The solver's structures (successor CSR, condensation, merged parents,
    # sweep layout) belong to the engine's prepared problem
    # (:mod:`clinarg.qbaf._prepared`), cached per structure; these methods
    # return its pieces.
    def children_csr(self) -> tuple[np.ndarray, np.ndarray]:
        """Successor CSR ``(indptr int64, indices int32)`` of the union graph
        (built once per structure).

        Examples
        --------
        >>> q = QBAF.from_edges({"a": 0.8, "b": 0.6}, attacks=[("a", "b")])
        >>> [a.tolist() for a in q.children_csr()]
        [[0, 1, 1], [1]]
        """
        return self._prepared().children()

    def signed_parents(self):
        """One parent CSR for both relations, rows merged by source id (built
        once per structure).

        Weighted: ``(ptr, idx, w)`` with attack weights negated.  Unweighted:
        ``(ptr, idx, None)`` with an attack from ``j`` stored as
        ``j | 0x80000000`` (negative as int32).  Sum aggregations then read
        each argument's parents in one loop, like a sparse mat-vec.
        """
        return self._prepared().signed_parents()

    def cyclic_layout(self):
        """Sweep layout of the cyclic components (built once per structure;
        see :mod:`clinarg.qbaf._layout`).

        Built on first use by :func:`clinarg.strengths` for sum aggregations;
        call it to build it ahead of time (as the condensation).

        Examples
        --------
        >>> q = QBAF.from_edges({"a": 0.5, "b": 0.5, "c": 0.5},
        ...                     attacks=[("a", "b"), ("b", "a")], supports=[("c", "a")])
        >>> lay = q.cyclic_layout()
        >>> lay.order.tolist(), lay.scale.tolist(), lay.xw.tolist()
        ([0, 1], [1.0, 1.0], [1.0])

        A small component is interleaved: the attacker at position ``q`` is
        ``2q + 1`` (a's is b at 1, b's is a at 0).

        >>> lay.lidx.tolist(), int(lay.interleaved.sum())
        ([3, 1], 1)
        """
        return self._prepared().layout()

    def condensation(self) -> Condensation:
        """SCC condensation of the union of attacks and supports (built once
        per structure)."""
        return self._prepared().condensation()

    def _prepared(self):
        from . import _prepared

        return _prepared.of(self)

    def _share_names(self, other: QBAF) -> None:
        """Reuse ``other``'s name index when the names are the same object."""
        if self._names is other._names:
            self._index = other._index

    def ancestors(self, name: str) -> np.ndarray:
        """Sorted ids of the arguments from which ``name`` is reachable (itself included).

        By directionality these are the only arguments its strength depends on.
        """
        target = self.index(name)
        seen = np.zeros(self.n_arguments, dtype=bool)
        seen[target] = True
        frontier = np.array([target], dtype=np.int64)
        while frontier.size:
            parents = []
            for ptr, src in ((self.att_ptr, self.att_src), (self.sup_ptr, self.sup_src)):
                lo, lengths = ptr[frontier], ptr[frontier + 1] - ptr[frontier]
                if lengths.sum():
                    idx = np.arange(lengths.sum()) + np.repeat(
                        lo - (np.cumsum(lengths) - lengths), lengths
                    )
                    parents.append(src[idx])
            if not parents:
                break
            cand = np.unique(np.concatenate(parents))
            cand = cand[~seen[cand]]
            seen[cand] = True
            frontier = cand.astype(np.int64)
        return np.flatnonzero(seen)

    def restrict(self, keep) -> QBAF:
        """The sub-framework induced by the argument ids ``keep`` (kept in id order).

        Examples
        --------
        >>> q = QBAF.from_edges({"a": 0.8, "b": 0.6, "c": 0.1}, attacks=[("a", "b"), ("c", "b")])
        >>> q.restrict([1, 2]).attackers("b")
        ['c']
        """
        keep = np.asarray(keep)
        if keep.size and keep.dtype.kind not in "iu":  # 1.7 is no argument id
            raise ParameterError(f"restrict: argument ids must be integers, got {keep.dtype}")
        keep = np.unique(keep.astype(np.int64))
        if keep.size and (keep[0] < 0 or keep[-1] >= self.n_arguments):
            raise QBAFError("restrict: argument ids out of range")
        new_id = np.full(self.n_arguments, -1, dtype=np.int64)
        new_id[keep] = np.arange(keep.size)
        parts = []
        for kind in ("attack", "support"):
            src, dst, w = self.edge_arrays(kind)
            ok = (new_id[src] >= 0) & (new_id[dst] >= 0)
            parts.append(
                (np.stack([new_id[src[ok]], new_id[dst[ok]]], axis=1), None if w is None else w[ok])
            )
        names = [self.names[i] for i in keep]
        q = QBAF.from_arrays(
            self.base[keep],
            parts[0][0],
            parts[1][0],
            names,
            attack_weights=parts[0][1],
            support_weights=parts[1][1],
        )
        q.texts.update({int(new_id[k]): v for k, v in self.texts.items() if new_id[k] >= 0})
        if self._args:
            q._args = {x: self._args[x] for x in names if x in self._args}
        return q

    def __repr__(self) -> str:
        return (
            f"<QBAF: {self.n_arguments} arguments, {self.n_attacks} attacks, "
            f"{self.n_supports} supports>"
        )

    def __eq__(self, other) -> bool:
        if not isinstance(other, QBAF):
            return NotImplemented

        def same(a, b) -> bool:  # optional weight arrays: both absent or equal
            if a is None or b is None:
                return a is None and b is None
            return bool(np.array_equal(a, b))

        return (
            tuple(self.names) == tuple(other.names)
            and np.array_equal(self.base, other.base)
            and all(
                np.array_equal(getattr(self, k), getattr(other, k))
                for k in ("att_ptr", "att_src", "sup_ptr", "sup_src")
            )
            and same(self.att_w, other.att_w)
            and same(self.sup_w, other.sup_w)
        )

    __hash__ = None


def _has_fields(a: Argument) -> bool:
    """Whether ``a`` has a field a QBAF keeps beside its base score and text."""
    return any(
        getattr(a, k) is not None
        for k in ("kind", "scheme", "role", "stance", "target", "evidence", "metadata")
    )


def _nm(names, i: int) -> str:
    return str(i + 1) if names is None else names[i]


def _numeric(values, error, what: str) -> np.ndarray:
    """``values`` as an array of real numbers; strings, bools and objects
    (an int beyond the float range, ``None``) raise ``error`` instead of
    being converted."""
    try:
        arr = np.asarray(values)
    except (TypeError, ValueError, OverflowError):  # ragged
        raise error(f"{what} must be an array of numbers") from None
    if arr.dtype.kind not in "iuf":
        raise error(f"{what} must be real numbers, got an array of {arr.dtype}")
    return arr


def _check_base(base: np.ndarray, names) -> None:
    bad = ~((base >= 0.0) & (base <= 1.0))  # NaN compares false
    if bad.any():
        i = int(np.flatnonzero(bad)[0])
        raise BaseScoreError(
            f"base score of {_nm(names, i)!r} is {base[i]!r}; base scores must lie in [0, 1]"
        )


def _edge_array(edges, weights, n: int, kind: str, names):
    if edges is None:
        edges = np.empty((0, 2), dtype=np.int64)
    arr = np.asarray(edges)
    if arr.size == 0:
        arr = arr.reshape(0, 2)
    if arr.ndim != 2 or arr.shape[1] != 2:
        raise EdgeError(
            f"{kind}s must be a (k, 2) array of argument indices, got shape {arr.shape}"
        )
    if arr.dtype.kind not in "iu":
        if arr.dtype.kind == "f" and np.all(np.isfinite(arr)) and np.all(arr == np.round(arr)):
            arr = arr.astype(np.int64)
        else:
            raise EdgeError(f"{kind}s must hold integer argument indices")
    arr = arr.astype(np.int64, copy=False)
    if arr.size and (arr.min() < 0 or arr.max() >= n):
        k = int(np.flatnonzero((arr < 0).any(axis=1) | (arr >= n).any(axis=1))[0])
        raise EdgeError(
            f"{kind} {tuple(int(x) for x in arr[k])} names an argument outside 0..{n - 1}"
        )
    w = None
    if weights is not None:
        w = np.array(
            _numeric(weights, EdgeError, f"{kind} weights"), dtype=np.float64, copy=True
        ).reshape(-1)
        if w.shape[0] != arr.shape[0]:
            raise EdgeError(f"{w.shape[0]} {kind} weights for {arr.shape[0]} {kind}s")
        bad = np.flatnonzero(~((w >= 0.0) & (w <= MAX_WEIGHT)))  # NaN compares false
        if bad.size:
            k = int(bad[0])
            raise EdgeError(
                _weight_message(
                    kind, _nm(names, int(arr[k, 0])), _nm(names, int(arr[k, 1])), float(w[k])
                )
            )
    return arr[:, 0], arr[:, 1], w


def _shown(value) -> str:
    """``repr(value)``, cut short (an int of 400 digits)."""
    text = repr(value)
    return text if len(text) <= 32 else text[:24] + f"... ({len(text)} characters)"


def _weight_message(kind: str, source: str, target: str, weight) -> str:
    return (
        f"{kind} ({source!r}, {target!r}) has weight {_shown(weight)}; weights must lie "
        f"in [0, {MAX_WEIGHT:g}]"
    )


def check_real(value, low: float, high: float) -> float:
    """``value`` as a float if it is a real number (not a bool or a string)
    in ``[low, high]``: :class:`TypeError` when it is not a real number,
    :class:`ValueError` when it lies outside (NaN does; an int beyond the
    float range counts as infinite).  The callers turn these into their own
    errors.

    Examples
    --------
    >>> check_real(1, 0.0, 1.0)
    1.0
    >>> check_real(10**400, 0.0, 1.0)
    Traceback (most recent call last):
    ...
    ValueError: outside [0, 1]
    """
    if isinstance(value, bool) or not isinstance(value, numbers.Real):
        raise TypeError(f"not a real number: {type(value).__name__}")
    try:
        x = float(value)
    except OverflowError:  # an int beyond the float range
        x = math.inf
    if not low <= x <= high:  # NaN compares false
        raise ValueError(f"outside [{low:g}, {high:g}]")
    return x


def check_score(score, name) -> float:
    """``score`` as a float if it is a valid base score (a real number, not a
    bool or a string, in [0, 1]); else :class:`BaseScoreError`.

    Examples
    --------
    >>> check_score(1, "a")
    1.0
    >>> check_score(True, "a")
    Traceback (most recent call last):
    ...
    clinarg.errors.BaseScoreError: base score of 'a' must be a number, got bool True
    """
    try:
        return check_real(score, 0.0, 1.0)
    except TypeError:
        raise BaseScoreError(
            f"base score of {name!r} must be a number, got {type(score).__name__} {_shown(score)}"
        ) from None
    except ValueError:
        raise BaseScoreError(
            f"base score of {name!r} is {_shown(score)}; base scores must lie in [0, 1]"
        ) from None


def check_weight(weight, kind: str, source: str, target: str) -> float:
    """``weight`` as a float if it is a valid edge weight (a real number, not
    a bool or a string, in ``[0, MAX_WEIGHT]``); else :class:`EdgeError`.

    Examples
    --------
    >>> check_weight(0.5, "attack", "a", "b")
    0.5
    >>> check_weight(-1, "attack", "a", "b")
    Traceback (most recent call last):
    ...
    clinarg.errors.EdgeError: attack ('a', 'b') has weight -1; weights must lie in [0, 1e+100]
    """
    try:
        return check_real(weight, 0.0, MAX_WEIGHT)
    except TypeError:
        raise EdgeError(
            f"{kind} ({source!r}, {target!r}): a weight must be a number, got "
            f"{type(weight).__name__} {_shown(weight)}"
        ) from None
    except ValueError:
        raise EdgeError(_weight_message(kind, source, target, weight)) from None


def _parent_csr(n, src, dst, w, kind, names):
    """Parent CSR with rows sorted by source id; an edge listed again with
    the same weight is kept once, with another weight it is an error.

    Sorting by the key ``dst * n + src`` makes the summation order of every
    aggregation canonical, so equal frameworks give bit-identical strengths.
    """
    keys = dst.astype(np.int64) * max(n, 1) + src.astype(np.int64)
    order = np.argsort(keys, kind="stable")
    keys = keys[order]
    if keys.size > 1:
        again = keys[1:] == keys[:-1]
        if again.any():
            if w is not None:
                ws = w[order]
                clash = np.flatnonzero(again & (ws[1:] != ws[:-1]))
                if clash.size:
                    k = int(clash[0])
                    v, u = divmod(int(keys[k]), max(n, 1))
                    raise EdgeError(
                        f"{kind} ({_nm(names, u)!r}, {_nm(names, v)!r}) is listed "
                        f"twice with different weights ({float(ws[k])!r} and "
                        f"{float(ws[k + 1])!r})"
                    )
            first = np.concatenate(([True], ~again))
            order, keys = order[first], keys[first]
    ptr = np.zeros(n + 1, dtype=np.int64)
    if keys.size:
        np.cumsum(np.bincount(dst[order], minlength=n), out=ptr[1:])
    out_src = np.ascontiguousarray(src[order], dtype=np.int32)
    out_w = None if w is None else np.ascontiguousarray(w[order])
    # the key of (u -> v) as the intersection test needs it: v * n + u
    return ptr, out_src, out_w, keys
