"""Sweep layout of the cyclic components of a QBAF (sum aggregations).

Iterating a cyclic component through the global parent CSR costs, per
argument, an unpredictable inner-loop exit (rows of random length: about one
branch miss per argument, measured as half of a sweep's time on 1M/5M graphs)
and, per parent, a label test separating in-component parents from fixed
outside ones.  The layout removes both, once per framework structure:

* the members of each cyclic component are renumbered ``0..size-1`` in order
  of (number of in-component parents, id): consecutive rows then have the
  same length and the row loop is predicted; within a degree class the id
  order keeps whatever locality the ids had (graphs numbered locally stay
  local, with one stream per degree class);
* in-component parents are stored with those local positions, contiguous in
  sweep order; parents outside the component go to a separate CSR whose
  contribution is summed once per solve (they are fixed meanwhile);
* a component whose parents are near each other in memory (or small enough
  for the cache) is ``interleaved``: its sweep keeps each strength next to
  its negation and a parent at ``q`` is stored as ``2q`` (support) or
  ``2q + 1`` (attack), so a gather is one load and one add.  Others keep
  one strength per row and store an attacker as ``q | 0x80000000`` (a
  doubled array misses the cache twice as often when parents are scattered;
  see :func:`_interleaves`).  Both give the same sums bit for bit;
* the weights: when every in-component parent of a row has the same weight
  magnitude (unweighted graphs, weights normalised per argument) the row
  keeps that magnitude once (``scale``) and a sweep sums +-strengths and
  multiplies once per row: no weight stream, 12 -> 4 bytes per edge (the
  cyclic-random and cyclic-mixed rows of ``benchmarks/bench_qbaf.py`` show
  the difference).  A component with any other row
  keeps per-edge magnitudes in ``lw`` (``uniform[c]`` false);
* ``wsum`` holds each member's sum of in-component |weights|, so the
  max-norm contraction bound costs O(size) per solve instead of a pass over
  the edges.

Only the structure enters the layout (base scores are gathered per solve),
so it is part of the prepared problem (:mod:`clinarg.qbaf._prepared`) and
shared by contestation steps that change base scores only.  The sweep order is a function of each
component's member set and the relations alone, so an incrementally
maintained condensation and a fresh one give the same layout and the same
strengths bit for bit.
"""

from __future__ import annotations

from dataclasses import dataclass, fields
from functools import cached_property

import numpy as np

from . import _kernels
from ._codes import POSITION_MASK


@dataclass(frozen=True)
class CyclicLayout:
    """Cyclic components renumbered for sweeps.

    Attributes
    ----------
    comp_lo : numpy.ndarray of int64, shape (components + 1,)
        Component ``c`` occupies layout positions ``comp_lo[c]:comp_lo[c+1]``
        (empty for acyclic components).
    order : numpy.ndarray of int32
        Argument id at each layout position.
    lptr, lidx
        In-component parents of position ``p``: ``lidx[lptr[p]:lptr[p+1]]``,
        positions relative to the component's first one; a parent at
        position ``q`` is stored as ``2q`` (support) or ``2q + 1`` (attack)
        in interleaved components, else as ``q`` or ``q | 0x80000000``
        (attack; negative as int32).
    lw : numpy.ndarray of float64
        Weight of each in-component parent: its magnitude where ``lidx``
        gives the sign (interleaved components), signed in the others, whose
        ``lidx`` then holds plain positions; length 0 when every component
        is uniform.
    scale : numpy.ndarray of float64
        Common weight magnitude of each position's in-component parents
        (meaningful in uniform components).
    uniform : numpy.ndarray of bool, shape (components,)
        Whether every row of the component has one weight magnitude.
    interleaved : numpy.ndarray of bool, shape (components,)
        Whether the component's parents use the interleaved encoding.
    xptr, xidx, xw
        Parents outside the component (argument ids) with signed weights.
    wsum : numpy.ndarray of float64
        Sum of |weight| over in-component parents of each position.
    """

    comp_lo: np.ndarray
    order: np.ndarray
    lptr: np.ndarray
    lidx: np.ndarray
    lw: np.ndarray
    scale: np.ndarray
    uniform: np.ndarray
    interleaved: np.ndarray
    xptr: np.ndarray
    xidx: np.ndarray
    xw: np.ndarray
    wsum: np.ndarray

    @cached_property
    def arrays(self) -> tuple:
        """The twelve arrays as one tuple, in the order above (the kernels'
        layout bundle)."""
        return tuple(getattr(self, f.name) for f in fields(self))

    @cached_property
    def largest(self) -> int:
        """Rows of the largest cyclic component (0 when there is none)."""
        return int(np.diff(self.comp_lo).max()) if self.comp_lo.shape[0] > 1 else 0


def build(prep) -> CyclicLayout:
    """The layout of the cyclic components of a prepared problem
    (:class:`~clinarg.qbaf._prepared.Prepared`), from its condensation and
    merged parent CSR."""
    cond = prep.condensation()
    ptr, idx, w = prep.signed_parents()
    weighted = w is not None
    w = np.zeros(1) if w is None else w
    sizes = np.diff(cond.comp_ptr) * cond.cyclic
    comp_lo = np.zeros(cond.count + 1, dtype=np.int64)
    np.cumsum(sizes, out=comp_lo[1:])
    if not cond.cyclic.any():
        members = np.empty(0, dtype=np.int32)
    else:
        members = cond.comp_nodes[np.repeat(cond.cyclic, np.diff(cond.comp_ptr))]
    members = np.ascontiguousarray(members, dtype=np.int32)
    deg = np.empty(members.shape[0], dtype=np.int64)
    _kernels._layout_degrees(members, cond.labels, ptr, idx, deg)
    comp_of = cond.labels[members]
    # members are sorted by id within each component: a stable sort keeps that
    sort = np.lexsort((deg, comp_of))
    order = np.ascontiguousarray(members[sort])
    deg_o = deg[sort]
    P = order.shape[0]
    pos = np.full(prep.n if P else 1, -1, dtype=np.int64)
    pos[order] = np.arange(P)
    lptr = np.zeros(P + 1, dtype=np.int64)
    np.cumsum(deg_o, out=lptr[1:])
    row_len = ptr[order.astype(np.int64) + 1] - ptr[order]
    xptr = np.zeros(P + 1, dtype=np.int64)
    np.cumsum(row_len - deg_o, out=xptr[1:])
    lidx = np.empty(lptr[-1], dtype=np.int32)
    lw = np.empty(lptr[-1])
    scale = np.empty(P)
    row_uniform = np.empty(P, dtype=np.bool_)
    xidx = np.empty(xptr[-1], dtype=np.int32)
    xw = np.empty(xptr[-1])
    wsum = np.empty(P)
    _kernels._layout_fill(
        order,
        comp_lo,
        cond.labels,
        pos,
        (ptr, idx, w),
        weighted,
        (lptr, lidx, lw, scale, row_uniform),
        (xptr, xidx, xw, wsum),
    )
    # a component is uniform when all its rows are (empty components trivially)
    uniform = np.ones(cond.count, dtype=np.bool_)
    bad = np.flatnonzero(~row_uniform)
    if bad.size:
        uniform[np.searchsorted(comp_lo, bad, side="right") - 1] = False
    else:
        lw = np.empty(0)
    interleaved = _choose_encodings(comp_lo, lptr, lidx)
    _sign_weights(comp_lo, lptr, lidx, lw, ~uniform & ~interleaved)
    out = CyclicLayout(
        comp_lo, order, lptr, lidx, lw, scale, uniform, interleaved, xptr, xidx, xw, wsum
    )
    for a in vars(out).values():
        a.flags.writeable = False
    return out


#: Components of at most this many arguments are always interleaved: their
#: doubled strengths (16 bytes each, 1 MiB) stay in a core's L2 cache.
INTERLEAVE_ALWAYS_ROWS = 65_536

#: Larger ones are interleaved when, in sampled windows of WINDOW_ROWS rows,
#: their parents fall in at most this many distinct 64-byte lines of the
#: doubled array per parent (``benchmarks/qbaf_sweep_study.py [--graph
#: cyclic-local]`` prints the estimate of its giant component).
INTERLEAVE_MAX_LINES_PER_PARENT = 0.5
WINDOW_ROWS = 4096


def _lines_per_parent(ptr, idx) -> float:
    """Distinct 64-byte lines of the doubled strengths that the gathers of 8
    windows of WINDOW_ROWS consecutive rows touch, per parent (a component's
    local CSR ``ptr``, ``idx`` in the sign-bit encoding): near 1 when parents
    are scattered, small when they are near in memory."""
    m = ptr.shape[0] - 1
    lines = parents = 0
    rows = min(WINDOW_ROWS, m)
    for start in np.linspace(0, m - rows, 8).astype(np.int64):
        q = idx[ptr[start] : ptr[start + rows]] & POSITION_MASK
        lines += np.unique(q // 4).size  # 4 doubled strengths per 64 bytes
        parents += q.size
    return lines / max(parents, 1)


def _interleaves(ptr, idx) -> bool:
    """Whether a component (local CSR ``ptr``, ``idx`` in the sign-bit
    encoding) should be interleaved: small, or parents near in memory.

    Only speed depends on it (both encodings give the same strengths), so a
    deterministic estimate from the structure does (:func:`_lines_per_parent`).
    """
    m = ptr.shape[0] - 1
    if m >= 2**30:  # 2q + 1 must fit in an int32
        return False
    return (
        m <= INTERLEAVE_ALWAYS_ROWS
        or _lines_per_parent(ptr, idx) <= INTERLEAVE_MAX_LINES_PER_PARENT
    )


def _choose_encodings(comp_lo, lptr, lidx) -> np.ndarray:
    """Pick each cyclic component's parent encoding; re-encode ``lidx`` (in
    the sign-bit encoding on entry) in place for the interleaved ones."""
    sizes = np.diff(comp_lo)
    interleaved = (sizes > 0) & (sizes <= INTERLEAVE_ALWAYS_ROWS)
    for c in np.flatnonzero(sizes > INTERLEAVE_ALWAYS_ROWS):  # a few at most
        a = lptr[comp_lo[c]]
        interleaved[c] = _interleaves(
            lptr[comp_lo[c] : comp_lo[c + 1] + 1] - a, lidx[a : lptr[comp_lo[c + 1]]]
        )
    # one pass over the entries of all interleaved components
    entries = np.repeat(interleaved, lptr[comp_lo[1:]] - lptr[comp_lo[:-1]])
    j = lidx[entries]
    lidx[entries] = 2 * (j & POSITION_MASK) + (j < 0)
    return interleaved


def _sign_weights(comp_lo, lptr, lidx, lw, chosen) -> None:
    """In the ``chosen`` components (per-edge magnitudes, sign-bit encoding)
    move each attacker's sign from ``lidx`` into ``lw``, in place: a sweep
    then multiplies by the signed weight instead of testing and negating
    (``-w * x`` is ``w * -x`` bit for bit)."""
    for c in np.flatnonzero(chosen):  # large components: a few at most
        _kernels._layout_sign_weights(lptr[comp_lo[c]], lptr[comp_lo[c + 1]], lidx, lw)


def carried(old, new, edges) -> CyclicLayout | None:
    """The layout of the prepared problem ``old`` re-used for ``new`` after
    a structural edit, or None when it cannot be.

    It can when ids were kept and the edited ``edges`` (``(u, v)`` pairs
    added or removed) leave every cyclic component as it was: the same
    members in the same order among the cyclic components, and no edge
    inside one (in the old or the new condensation).  Then the rows of the
    layout are those a fresh build makes; only ``comp_lo`` and ``uniform``
    follow the new component labels and the outside-parent rows of the
    edited targets are rebuilt, so the strengths stay bit for bit those of a
    fresh build.  (A rebuild is ``layout_s`` in ``benchmarks/bench_qbaf.py``.)
    """
    old_lay = old._layout
    if old_lay is None or old.n > new.n:
        return None
    oc, nc = old.condensation(), new.condensation()
    for u, v in edges:
        for cond in (oc, nc):
            if (
                u < cond.labels.shape[0]
                and v < cond.labels.shape[0]
                and cond.labels[u] == cond.labels[v]
                and cond.cyclic[cond.labels[v]]
            ):
                return None
    old_sizes = np.diff(oc.comp_ptr)[oc.cyclic]
    new_sizes = np.diff(nc.comp_ptr)[nc.cyclic]
    if not np.array_equal(old_sizes, new_sizes):
        return None
    old_members = oc.comp_nodes[np.repeat(oc.cyclic, np.diff(oc.comp_ptr))]
    new_members = nc.comp_nodes[np.repeat(nc.cyclic, np.diff(nc.comp_ptr))]
    if not np.array_equal(old_members, new_members):
        return None
    comp_lo = np.zeros(nc.count + 1, dtype=np.int64)
    np.cumsum(np.diff(nc.comp_ptr) * nc.cyclic, out=comp_lo[1:])
    uniform = np.ones(nc.count, dtype=np.bool_)
    uniform[np.flatnonzero(nc.cyclic)] = old_lay.uniform[np.flatnonzero(oc.cyclic)]
    interleaved = np.zeros(nc.count, dtype=np.bool_)
    interleaved[np.flatnonzero(nc.cyclic)] = old_lay.interleaved[np.flatnonzero(oc.cyclic)]
    xptr, xidx, xw = old_lay.xptr, old_lay.xidx, old_lay.xw
    targets = sorted({int(v) for _, v in edges if nc.cyclic[nc.labels[v]]})
    if targets:
        xptr, xidx, xw = _outside_rows_replaced(new, nc, old_lay, targets)
    out = CyclicLayout(
        comp_lo,
        old_lay.order,
        old_lay.lptr,
        old_lay.lidx,
        old_lay.lw,
        old_lay.scale,
        uniform,
        interleaved,
        xptr,
        xidx,
        xw,
        old_lay.wsum,
    )
    for a in (comp_lo, uniform, interleaved, xptr, xidx, xw):
        a.flags.writeable = False
    return out


def _outside_rows_replaced(prep, cond, old: CyclicLayout, targets):
    """The outside-parent CSR of ``old`` with the rows of ``targets`` rebuilt
    from the merged parent rows of the prepared problem ``prep``, in their
    order (as a fresh build)."""
    ptr, idx, w = prep.signed_parents()
    # order is not sorted (by degree within each component): a scan per target
    positions = [int(np.flatnonzero(old.order == v)[0]) for v in targets]
    rows = {}
    for v, p in zip(targets, positions):
        j = idx[ptr[v] : ptr[v + 1]]
        u = j & POSITION_MASK
        outside = cond.labels[u] != cond.labels[v]
        wk = w[ptr[v] : ptr[v + 1]] if w is not None else np.where(j < 0, -1.0, 1.0)
        rows[p] = (u[outside].astype(np.int32), np.asarray(wk, dtype=np.float64)[outside])
    lengths = np.diff(old.xptr)
    for p, (u, _) in rows.items():
        lengths[p] = u.shape[0]
    xptr = np.zeros(old.xptr.shape[0], dtype=np.int64)
    np.cumsum(lengths, out=xptr[1:])
    pieces_i, pieces_w, start = [], [], 0
    for p in sorted(rows):
        pieces_i += [old.xidx[old.xptr[start] : old.xptr[p]], rows[p][0]]
        pieces_w += [old.xw[old.xptr[start] : old.xptr[p]], rows[p][1]]
        start = p + 1
    pieces_i.append(old.xidx[old.xptr[start] :])
    pieces_w.append(old.xw[old.xptr[start] :])
    return (xptr, np.concatenate(pieces_i).astype(np.int32, copy=False), np.concatenate(pieces_w))
