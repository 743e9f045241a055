"""The prepared problem: everything a solve of a QBAF needs besides its base scores.

A :class:`Prepared` is built from a framework's relations in one direction:

1. structure: the successor CSR of the union of attacks and supports, its
   condensation into strongly connected components (native Tarjan, numbered
   in topological order) and the merged signed parent CSR of the sum
   aggregations;
2. plan: the sweep layout of the cyclic components
   (:mod:`clinarg.qbaf._layout`, built from the condensation and the merged
   parents);
3. the kernels' bundles (:mod:`clinarg.qbaf._kernels` lists them): the node
   update's graph, the condensation, the layout and the solver's scratch,
   tuples of the pieces above made per solve (the graph holds its base
   scores, the scratch is the solve's own).

Each piece of 1 and 2 is built on first use, from the pieces before it
only, and kept.
The engine owns it, not the data model: a :class:`~clinarg.qbaf.QBAF` holds
its arrays and nothing derived from them.  The prepared problem depends on
the relations alone, so it is cached per structure, keyed by the identity of
the relation arrays (:func:`of`): frameworks that share them (a base-score
edit, an arena calibration) share it.  The cache holds the arrays weakly, so
an entry goes when its frameworks do.  :class:`~clinarg.qbaf.Contestation`
holds one across its steps and derives the next one from it after a
structural edit (:mod:`clinarg.qbaf._structure`) instead of building it
afresh.
"""

from __future__ import annotations

import functools
import weakref
from dataclasses import dataclass

import numpy as np

__all__ = ["Prepared", "Condensation", "of", "register", "relation_bundle"]


def _frozen(a: np.ndarray) -> np.ndarray:
    a.flags.writeable = False
    return a


@dataclass(frozen=True)
class Condensation:
    """Strongly connected components of the union of attacks and supports.

    Attributes
    ----------
    labels : numpy.ndarray of int32
        Component of each argument; components are numbered in a
        topological order (every edge goes to the same or a later component).
    comp_ptr, comp_nodes : numpy.ndarray
        Members of component ``c`` are ``comp_nodes[comp_ptr[c]:comp_ptr[c+1]]``,
        sorted by id (the order of Gauss-Seidel sweeps, except for built-in sum
        aggregations, which sweep in :meth:`Prepared.layout` order).
    cyclic : numpy.ndarray of bool
        True for components with more than one member or a self-loop.
    """

    labels: np.ndarray
    comp_ptr: np.ndarray
    comp_nodes: np.ndarray
    cyclic: np.ndarray

    @property
    def count(self) -> int:
        return int(self.comp_ptr.shape[0] - 1)


class Prepared:
    """The prepared problem of one framework structure (see the module docstring).

    ``q`` is a :class:`~clinarg.qbaf.QBAF` (this module imports none: the
    data model may name the engine's types, not the other way).  Hold a
    prepared problem only beside a framework with these relations: it reads
    them through weak references (so that the per-structure cache does not
    keep them alive).

    Examples
    --------
    >>> from clinarg.qbaf import QBAF
    >>> q = QBAF.from_edges({"a": 0.5, "b": 0.5, "c": 0.5},
    ...                     attacks=[("a", "b"), ("b", "a")], supports=[("c", "a")])
    >>> p = of(q)
    >>> p is of(q), p.condensation().count, p.layout().order.tolist()
    (True, 2, [0, 1])
    """

    __slots__ = ("n", "weighted", "_refs", "_out", "_cond", "_signed", "_layout")

    def __init__(self, q, *, out=None, cond=None, signed=None):
        self.n = q.n_arguments
        self.weighted = q.weighted
        self._refs = tuple(None if a is None else weakref.ref(a) for a in _relation_arrays(q))
        self._out = out
        self._cond = cond
        self._signed = signed
        self._layout = None

    def _relations(self) -> tuple:
        """``(att_ptr, att_src, att_w, sup_ptr, sup_src, sup_w)``."""
        arrays = tuple(None if r is None else r() for r in self._refs)
        if any(a is None and r is not None for a, r in zip(arrays, self._refs)):
            raise RuntimeError("the framework of this prepared problem is gone")
        return arrays

    def _matches(self, arrays) -> bool:
        return all(
            (r is None and a is None) or (r is not None and r() is a)
            for r, a in zip(self._refs, arrays)
        )

    # ------------------------------------------------------------ structure
    def children(self) -> tuple[np.ndarray, np.ndarray]:
        """Successor CSR ``(indptr int64, indices int32)`` of the union graph."""
        if self._out is None:
            from .. import _native

            ap, ai, _, sp, si, _ = self._relations()
            n = self.n
            dst = lambda ptr: np.repeat(np.arange(n, dtype=np.int32), np.diff(ptr))  # noqa: E731
            out_ptr, out_idx, _, _ = _native.build_csr(
                n, np.concatenate([ai, si]), np.concatenate([dst(ap), dst(sp)])
            )
            view = _native.numpy_view
            self._out = (view(out_ptr, read_only=True), view(out_idx, read_only=True))
        return self._out

    def condensation(self) -> Condensation:
        """SCC condensation of the union of attacks and supports."""
        if self._cond is None:
            out_ptr, out_idx = self.children()
            comps = components_of_csr(self.n, out_ptr, out_idx)
            comp_ptr, comp_nodes = comps.offsets()
            self._cond = make_condensation(self._relations(), comps.labels, comp_ptr, comp_nodes)
        return self._cond

    def signed_parents(self):
        """One parent CSR for both relations, rows merged by source id.

        Weighted: ``(ptr, idx, w)`` with attack weights negated.  Unweighted:
        ``(ptr, idx, None)`` with an attack from ``j`` stored as
        ``j | 0x80000000`` (negative as int32).  Sum aggregations then read
        each argument's parents in one loop, like a sparse mat-vec.
        """
        if self._signed is None:
            from . import _kernels

            rel = relation_bundle(*self._relations())
            ptr = rel[0] + rel[3]
            idx = np.empty(rel[1].shape[0] + rel[4].shape[0], dtype=np.int32)
            w = np.empty(idx.shape[0] if self.weighted else 1)
            _kernels._merge_signed(self.n, rel, ptr, idx, w)
            self._signed = (_frozen(ptr), _frozen(idx), _frozen(w) if self.weighted else None)
        return self._signed

    # ------------------------------------------------------------ plan
    def layout(self):
        """Sweep layout of the cyclic components (:mod:`clinarg.qbaf._layout`)."""
        if self._layout is None:
            from . import _layout

            self._layout = _layout.build(self)
        return self._layout

    def carry_layout(self, old: Prepared, edges) -> None:
        """Take ``old``'s layout when the structural edit of ``edges``
        (``(u, v)`` pairs added or removed) leaves the cyclic components
        alone (:func:`clinarg.qbaf._layout.carried`); else it is built on
        first use."""
        from . import _layout

        self._layout = _layout.carried(old, self, edges)

    # ------------------------------------------------------------ kernel bundles
    def cond_bundle(self) -> tuple:
        """The kernels' condensation bundle ``(comp_ptr, comp_nodes, cyclic, labels)``."""
        c = self.condensation()
        return (c.comp_ptr, c.comp_nodes, c.cyclic, c.labels)

    def graph(self, base: np.ndarray, sem=None) -> tuple:
        """The node update's graph bundle ``(base, ap, ai, aw, sp, si, sw,
        weighted)`` (dummy weights when unweighted).

        With a sum aggregation, attacks and supports are passed as one signed
        parent CSR (an empty attack CSR beside it): one loop per argument
        instead of two.  Without ``sem`` (explanations), the two relations.
        """
        if sem is not None and sem.aggregation == "sum":
            ptr, idx, w = self.signed_parents()
            dummy = np.zeros(1)
            return (
                base,
                _empty_rows(self.n),
                np.zeros(1, dtype=np.int32),
                dummy,
                ptr,
                idx,
                dummy if w is None else w,
                w is not None,
            )
        ap, ai, aw, sp, si, sw, weighted = relation_bundle(*self._relations())
        return (base, ap, ai, aw, sp, si, sw, weighted)

    def layout_args(self, sem, comps: np.ndarray):
        """``(use_layout, layout arrays, scratch)`` for the kernels: the cyclic
        layout when it applies, a built-in sum aggregation (user semantics
        replace the node update) and a cyclic component to solve (acyclic-only
        evaluations do not build it).  The scratch space is new on every call:
        two solves of one structure may run at once."""
        cond = self.condensation()
        if not (sem.builtin and sem.aggregation == "sum" and cond.cyclic[comps].any()):
            return _NO_LAYOUT
        lay = self.layout()
        # scratch space of the component solver (see _kernels.driver._evaluate),
        # sized for the largest cyclic component in ``comps``; pages never
        # touched (the second copy unless parallel) cost nothing
        largest = (
            lay.largest if comps.shape[0] == cond.count else int(np.diff(lay.comp_lo)[comps].max())
        )
        scratch = (
            np.empty(largest),
            np.empty(largest),
            np.empty(2 * largest),
            np.empty(2 * largest),
            np.empty(2 * largest),
        )
        return True, lay.arrays, scratch


# ---------------------------------------------------------------- the cache
#: structure key (ids of the relation arrays) -> Prepared; an entry leaves
#: when one of its arrays is freed
_CACHE: dict[tuple, Prepared] = {}


def _relation_arrays(q) -> tuple:
    return (q.att_ptr, q.att_src, q.att_w, q.sup_ptr, q.sup_src, q.sup_w)


def of(q) -> Prepared:
    """The prepared problem of ``q``'s structure: the cached one when a
    framework with the same relation arrays has one, else a new one (built
    piece by piece on first use).

    Examples
    --------
    >>> from clinarg.qbaf import QBAF
    >>> q = QBAF.from_edges({"a": 0.8, "b": 0.6}, attacks=[("a", "b")])
    >>> same = QBAF(q.names, q.base * 0.5, q.att_ptr, q.att_src, q.att_w,
    ...             q.sup_ptr, q.sup_src, q.sup_w)
    >>> of(same) is of(q)
    True
    """
    arrays = _relation_arrays(q)
    key = tuple(map(id, arrays))
    p = _CACHE.get(key)
    if p is not None and p._matches(arrays):
        return p
    return register(q, Prepared(q))


def register(q, p: Prepared) -> Prepared:
    """Make ``p`` (derived for ``q`` after a structural edit) the cached
    prepared problem of ``q``'s structure; returns ``p``."""
    arrays = _relation_arrays(q)
    key = tuple(map(id, arrays))
    forget = functools.partial(_forget, key)
    # the entry's own weak references, with the callback that drops it
    p._refs = tuple(None if a is None else weakref.ref(a, forget) for a in arrays)
    _CACHE[key] = p
    return p


def _forget(key, _ref) -> None:
    _CACHE.pop(key, None)


# ---------------------------------------------------------------- helpers
def relation_bundle(ap, ai, aw, sp, si, sw) -> tuple:
    """``(ap, ai, aw, sp, si, sw, weighted)``, the kernels' two relations;
    weights of an unweighted relation are ones only when the other one is
    weighted (dummies when neither is)."""
    weighted = aw is not None or sw is not None
    dummy = np.zeros(1)
    if not weighted:
        return ap, ai, dummy, sp, si, dummy, False
    return (
        ap,
        ai,
        np.ones(ai.shape[0]) if aw is None else aw,
        sp,
        si,
        np.ones(si.shape[0]) if sw is None else sw,
        True,
    )


def make_condensation(relations, labels, comp_ptr, comp_nodes) -> Condensation:
    """A :class:`Condensation` with its cyclic components marked: size > 1,
    or a singleton with a self-loop (``relations``: the six relation arrays)."""
    from . import _kernels

    ap, ai, _, sp, si, _ = relations
    comp_ptr = np.ascontiguousarray(comp_ptr, dtype=np.int64)
    comp_nodes = np.ascontiguousarray(comp_nodes, dtype=np.int32)
    cyclic = np.empty(comp_ptr.shape[0] - 1, dtype=bool)
    _kernels._mark_cyclic(comp_ptr, comp_nodes, ap, ai, sp, si, cyclic)
    return Condensation(
        _frozen(np.ascontiguousarray(labels, dtype=np.int32)),
        _frozen(comp_ptr),
        _frozen(comp_nodes),
        _frozen(cyclic),
    )


def patched_signed(old: Prepared, q, dirty, removed: int = -1):
    """The merged parent CSR of ``q`` derived from ``old``'s (``None`` when
    ``old`` has none or the weighting changed: then built on first use):
    ``dirty`` are the (new) ids whose parent rows changed, ``removed`` the
    old id of a removed argument (-1: none)."""
    if old._signed is None or old.weighted != q.weighted:
        return None
    from . import _kernels

    old_ptr, old_idx, old_w = old._signed
    dirty = np.unique(np.asarray(dirty, dtype=np.int64))
    n = q.n_arguments
    lengths = np.zeros(n, dtype=np.int64)
    old_len = np.diff(old_ptr)
    if removed >= 0:
        old_len = np.delete(old_len, removed)
    lengths[: old_len.shape[0]] = old_len[:n]
    lengths[dirty] = (
        q.att_ptr[dirty + 1] - q.att_ptr[dirty] + q.sup_ptr[dirty + 1] - q.sup_ptr[dirty]
    )
    ptr = np.zeros(n + 1, dtype=np.int64)
    np.cumsum(lengths, out=ptr[1:])
    idx = np.empty(int(ptr[-1]), dtype=np.int32)
    w = np.empty(idx.shape[0] if q.weighted else 1)
    _kernels._patch_signed(
        (old_ptr, old_idx, old_w if old_w is not None else np.zeros(1)),
        dirty,
        int(removed),
        relation_bundle(*_relation_arrays(q)),
        (ptr, idx, w),
    )
    return (_frozen(ptr), _frozen(idx), _frozen(w) if q.weighted else None)


def components_of_csr(n, ptr, idx):
    """:func:`clinarg.scc.components_of_csr` (a name of this module, so that
    tests can count the builds of a condensation)."""
    from ..scc import components_of_csr as tarjan

    return tarjan(n, ptr, idx)


@functools.lru_cache(maxsize=2)
def _empty_rows(n: int) -> np.ndarray:
    """Row pointers of a CSR with ``n`` empty rows (read-only, kept for the
    next solve of the same size: a fresh one is 8 MB of zeros at a million
    arguments, whose first touch cost a visible part of a solve)."""
    ptr = np.zeros(n + 1, dtype=np.int64)
    ptr.flags.writeable = False
    return ptr


#: ``(use_layout, layout arrays, scratch)`` when the layout does not apply:
#: dummies of the kernels' types, never read.
_NO_LAYOUT = (
    False,
    (
        np.zeros(1, dtype=np.int64),
        np.zeros(1, dtype=np.int32),
        np.zeros(1, dtype=np.int64),
        np.zeros(1, dtype=np.int32),
        np.zeros(1),
        np.zeros(1),
        np.zeros(1, dtype=np.bool_),
        np.zeros(1, dtype=np.bool_),
        np.zeros(1, dtype=np.int64),
        np.zeros(1, dtype=np.int32),
        np.zeros(1),
        np.zeros(1),
    ),
    (np.zeros(1), np.zeros(1), np.zeros(2), np.zeros(2), np.zeros(2)),
)
