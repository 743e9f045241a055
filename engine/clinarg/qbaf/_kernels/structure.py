"""Structure of a framework: the condensation's cyclic flags, the cone of
an edit, the merged signed parent CSR and its incremental patching.
"""

from __future__ import annotations

import numba
import numpy as np

from .._codes import (
    ATTACK_BIT,
    POSITION_MASK,
)
from .._config import JIT, JIT_INLINE


@numba.njit(**JIT)
def _cone(seeds, out_ptr, out_idx, labels, comp_ptr, comp_nodes, mark):
    """Components reachable from the components of ``seeds`` (included),
    unsorted, and the number of arguments in them; marks them in ``mark``.

    Walks the condensation: a reached component's members are scanned in id
    order (their rows of the successor CSR then stream instead of being
    fetched in search order) and only children in other components are
    followed.
    """
    stack = np.empty(comp_ptr.shape[0] - 1, dtype=np.int64)
    top = 0
    for s in seeds:
        c = labels[s]
        if not mark[c]:
            mark[c] = True
            stack[top] = c
            top += 1
    found = np.empty(comp_ptr.shape[0] - 1, dtype=np.int64)
    n_found = 0
    size = 0
    while top > 0:
        top -= 1
        c = stack[top]
        found[n_found] = c
        n_found += 1
        size += comp_ptr[c + 1] - comp_ptr[c]
        for kk in range(comp_ptr[c], comp_ptr[c + 1]):
            v = comp_nodes[kk]
            for k in range(out_ptr[v], out_ptr[v + 1]):
                d = labels[out_idx[k]]
                if not mark[d]:
                    mark[d] = True
                    stack[top] = d
                    top += 1
    return found[:n_found], size


@numba.njit(**JIT)
def _mark_cyclic(comp_ptr, comp_nodes, ap, ai, sp, si, cyclic):
    """cyclic[c] = component c has several members or a self-loop."""
    for c in range(comp_ptr.shape[0] - 1):
        lo = comp_ptr[c]
        if comp_ptr[c + 1] - lo > 1:
            cyclic[c] = True
            continue
        v = comp_nodes[lo]
        loop = False
        for k in range(ap[v], ap[v + 1]):
            if ai[k] == v:
                loop = True
        for k in range(sp[v], sp[v + 1]):
            if si[k] == v:
                loop = True
        cyclic[c] = loop


@numba.njit(**JIT_INLINE)
def _merge_row(i, rel, idx, w, o):
    """Write row ``i`` of the merged parent CSR at ``o``: attack and support
    rows merged by source id, attack weights negated or, unweighted, attack
    sources stored as source | ATTACK_BIT (negative)."""
    ap, ai, aw, sp, si, sw, weighted = rel
    a = ap[i]
    b = sp[i]
    while a < ap[i + 1] or b < sp[i + 1]:
        if b >= sp[i + 1] or (a < ap[i + 1] and ai[a] < si[b]):
            if weighted:
                idx[o] = ai[a]
                w[o] = -aw[a]
            else:
                idx[o] = ai[a] | ATTACK_BIT
            a += 1
        else:
            idx[o] = si[b]
            if weighted:
                w[o] = sw[b]
            b += 1
        o += 1


@numba.njit(**JIT)
def _merge_signed(n, rel, ptr, idx, w):
    """The merged parent CSR of every row (``ptr`` given)."""
    for i in range(n):
        _merge_row(i, rel, idx, w, ptr[i])


@numba.njit(**JIT_INLINE)
def _copy_shifted(src, dst, x32):
    """``dst[k] = src[k]`` with ids above ``x32`` shifted down by one (an
    attack's ATTACK_BIT kept).  int32 arithmetic and ``k >= 0`` (no
    negative-index test): the loop vectorises."""
    for k in range(src.shape[0]):
        dst[k] = src[k] - np.int32((src[k] & np.int32(POSITION_MASK)) > x32)


@numba.njit(**JIT)
def _copy_rows(old, removed, weighted, a, b, shift, new):
    """Copy new rows a..b-1 (old rows a+shift..b+shift-1) in one block, parent
    ids above ``removed`` shifted down by one (the sign bit of an attack
    kept)."""
    old_ptr, old_idx, old_w = old
    ptr, idx, w = new
    lo = old_ptr[a + shift]
    hi = old_ptr[b + shift]
    o = ptr[a]
    if removed < 0:
        idx[o : o + hi - lo] = old_idx[lo:hi]
    else:
        _copy_shifted(old_idx[lo:hi], idx[o : o + hi - lo], np.int32(removed))
    if weighted:
        w[o : o + hi - lo] = old_w[lo:hi]


@numba.njit(**JIT)
def _patch_signed(old, dirty, removed, rel, new):
    """The merged parent CSR of an edited framework from the old one.

    Rows listed in ``dirty`` (new ids, sorted) are merged afresh from the new
    attack and support rows; the rows between them are copied from the old
    merged CSR in blocks (new row ``i`` is old row ``i``, or ``i + 1`` at and
    after a ``removed`` argument; -1: none), with parent ids above
    ``removed`` shifted down by one.  Rows beyond the old framework must be
    dirty or empty.  ``ptr`` is given.  A contestation edit then costs a
    memory copy of the CSR instead of a full merge (the structural-edit
    timings of ``benchmarks/bench_qbaf.py``).
    """
    old_ptr = old[0]
    weighted = rel[6]
    ptr, idx, w = new
    n = ptr.shape[0] - 1
    old_n = old_ptr.shape[0] - 1 - (1 if removed >= 0 else 0)
    start = 0
    for d in range(dirty.shape[0] + 1):
        stop = dirty[d] if d < dirty.shape[0] else n
        # copy rows start..stop-1 that exist in the old framework, split at
        # the removed argument (rows before it keep their number)
        end = min(stop, old_n)
        if removed >= 0 and start < removed < end:
            _copy_rows(old, removed, weighted, start, removed, 0, new)
            _copy_rows(old, removed, weighted, removed, end, 1, new)
        elif start < end:
            shift = 1 if (removed >= 0 and start >= removed) else 0
            _copy_rows(old, removed, weighted, start, end, shift, new)
        if d < dirty.shape[0]:
            _merge_row(stop, rel, idx, w, ptr[stop])
            start = stop + 1


@numba.njit(**JIT)
def _drop_entries(idx, w, weighted, x, dels, new_idx, new_w):
    """Copy ``idx`` (and ``w``) without the sorted positions ``dels``, ids
    above ``x`` shifted down by one: block copies between the few deleted
    positions."""
    o = 0
    a = 0
    for d in range(dels.shape[0] + 1):
        b = dels[d] if d < dels.shape[0] else idx.shape[0]
        _copy_shifted(idx[a:b], new_idx[o : o + b - a], np.int32(x))
        if weighted:
            new_w[o : o + b - a] = w[a:b]
        o += b - a
        a = b + 1
