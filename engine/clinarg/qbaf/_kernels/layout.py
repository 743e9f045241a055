"""Construction of the sweep layout of cyclic components (see
:mod:`clinarg.qbaf._layout`, which calls these).
"""

from __future__ import annotations

import numba

from .._codes import (
    ATTACK_BIT,
    POSITION_MASK,
)
from .._config import JIT


@numba.njit(**JIT)
def _layout_degrees(members, labels, ptr, idx, deg):
    """deg[k] = number of parents of members[k] in its own component."""
    for kk in range(members.shape[0]):
        v = members[kk]
        c = labels[v]
        n_in = 0
        for k in range(ptr[v], ptr[v + 1]):
            if labels[idx[k] & POSITION_MASK] == c:
                n_in += 1
        deg[kk] = n_in


@numba.njit(**JIT)
def _layout_fill(order, comp_lo, labels, pos, signed, weighted, rows, outside):
    """Split each member's signed parent row into in-component parents (local
    positions, attackers with ATTACK_BIT, weight magnitudes in ``lw``) and
    outside ones (ids, signed weights); ``scale``/``row_uniform``: the row's
    common in-component magnitude, if it has one.  ``signed`` is the merged
    parent CSR ``(ptr, idx, w)``; written: ``rows`` = ``(lptr, lidx, lw,
    scale, row_uniform)`` and ``outside`` = ``(xptr, xidx, xw, wsum)``."""
    ptr, idx, w = signed
    lptr, lidx, lw, scale, row_uniform = rows
    xptr, xidx, xw, wsum = outside
    for p in range(order.shape[0]):
        v = order[p]
        c = labels[v]
        lo = comp_lo[c]
        a = lptr[p]
        b = xptr[p]
        s = 0.0
        mag = -1.0
        same = True
        for k in range(ptr[v], ptr[v + 1]):
            j = idx[k]
            u = j & POSITION_MASK
            wk = w[k] if weighted else (-1.0 if j < 0 else 1.0)
            if labels[u] == c:
                q = pos[u] - lo
                lidx[a] = (q | ATTACK_BIT) if wk < 0.0 else q
                lw[a] = abs(wk)
                if mag < 0.0:
                    mag = abs(wk)
                elif abs(wk) != mag:
                    same = False
                s += abs(wk)
                a += 1
            else:
                xidx[b] = u
                xw[b] = wk
                b += 1
        wsum[p] = s
        scale[p] = mag if mag >= 0.0 else 0.0
        row_uniform[p] = same


@numba.njit(**JIT)
def _layout_sign_weights(a, b, lidx, lw):
    """Entries ``a..b-1`` of the layout: an attacker ``q | ATTACK_BIT``
    with magnitude ``w`` becomes ``q`` with weight ``-w`` (see
    :func:`clinarg.qbaf._layout._sign_weights`)."""
    for k in range(a, b):
        j = lidx[k]
        if j < 0:
            lidx[k] = j & POSITION_MASK
            lw[k] = -lw[k]
