"""The node update of the built-in semantics: aggregation, influence and slope.

A node update reads argument ``i``'s parents from the graph bundle
``g = (base, ap, ai, aw, sp, si, sw, weighted)``: CSR arrays ``ap/ai/aw``
(attackers of ``i`` are ``ai[ap[i]:ap[i+1]]`` with weights ``aw``) and
``sp/si/sw`` for supporters; when ``weighted`` is false the weight arrays are
dummies and never read.  With a sum aggregation the wrappers pass one merged
parent CSR as the "support" rows (see :meth:`clinarg.qbaf.QBAF.signed_parents`)
and an empty attack CSR.  Everything here is inlined into its callers
(``JIT_INLINE``).
"""

from __future__ import annotations

import math

import numba

from .._codes import (
    AGG_PRODUCT,
    AGG_SUM,
    INF_EULER,
    INF_LINEAR,
    INF_QE,
    POSITION_MASK,
)
from .._config import JIT_INLINE

#: max_z h'(z) for h(z) = z^2 / (1 + z^2), reached at z = 1/sqrt(3): 3 sqrt(3) / 8.
H_PRIME_MAX = 3.0 * math.sqrt(3.0) / 8.0


@numba.njit(**JIT_INLINE)
def _aggregate(i, sigma, g, agg):
    _, ap, ai, aw, sp, si, sw, weighted = g
    if agg == AGG_SUM:
        e = 0.0
        if weighted:
            for k in range(sp[i], sp[i + 1]):
                e += sw[k] * sigma[si[k]]
            for k in range(ap[i], ap[i + 1]):
                e -= aw[k] * sigma[ai[k]]
        else:
            # unweighted: a merged parent row holds an attack as
            # source | ATTACK_BIT (negative)
            for k in range(sp[i], sp[i + 1]):
                e += _signed(sigma, si[k])
            for k in range(ap[i], ap[i + 1]):
                e -= sigma[ai[k]]
        return e
    if agg == AGG_PRODUCT:
        ps = 1.0
        pa = 1.0
        if weighted:
            for k in range(sp[i], sp[i + 1]):
                ps *= 1.0 - sw[k] * sigma[si[k]]
            for k in range(ap[i], ap[i + 1]):
                pa *= 1.0 - aw[k] * sigma[ai[k]]
        else:
            for k in range(sp[i], sp[i + 1]):
                ps *= 1.0 - sigma[si[k]]
            for k in range(ap[i], ap[i + 1]):
                pa *= 1.0 - sigma[ai[k]]
        return (1.0 - ps) - (1.0 - pa)
    # AGG_TOP: strongest supporter minus strongest attacker
    ms = 0.0
    ma = 0.0
    for k in range(sp[i], sp[i + 1]):
        v = sigma[si[k]] * (sw[k] if weighted else 1.0)
        if v > ms:
            ms = v
    for k in range(ap[i], ap[i + 1]):
        v = sigma[ai[k]] * (aw[k] if weighted else 1.0)
        if v > ma:
            ma = v
    return ms - ma


@numba.njit(**JIT_INLINE)
def _h(z):
    if z <= 0.0:
        return 0.0
    z2 = z * z
    return z2 / (1.0 + z2)


@numba.njit(**JIT_INLINE)
def _influence(tau, e, inf):
    # Every influence keeps the base score at e = 0.  QE and linear give tau
    # exactly there; Euler and MLP only to an ulp, so they test e == 0.  (Not
    # tested for all: that early return made QE sweeps 5x slower.)
    if inf == INF_QE:
        # tau + (1 - tau) h(e) - tau h(-e) with one division: one of the two
        # h terms is 0, and x - 0.0 == x, x + (-y) == x - y exactly, so this
        # is the same number bit for bit (selected, not branched: the sign
        # of e is unpredictable)
        a = abs(e)
        a2 = a * a
        c = (1.0 - tau) if e > 0.0 else -tau
        return tau + c * (a2 / (1.0 + a2))
    if inf == INF_LINEAR:
        if e >= 0.0:
            return tau + (1.0 - tau) * e
        return tau + tau * e
    if e == 0.0:
        return tau
    if inf == INF_EULER:
        # 1 - (1 - tau^2) / (1 + tau e^E); exp overflow to inf gives the limit 1,
        # except at tau = 0, where 0 * inf is NaN and the value is 0 for every E
        if tau <= 0.0:
            return 0.0
        return 1.0 - (1.0 - tau * tau) / (1.0 + tau * math.exp(e))
    # INF_MLP: sigmoid(logit(tau) + e), with the limits at tau = 0 and tau = 1
    if tau <= 0.0:
        return 0.0
    if tau >= 1.0:
        return 1.0
    z = math.log(tau) - math.log1p(-tau) + e
    if z >= 0.0:
        return 1.0 / (1.0 + math.exp(-z))
    ez = math.exp(z)
    return ez / (1.0 + ez)


@numba.njit(**JIT_INLINE)
def _node(i, sigma, g, agg, inf):
    """New strength of argument ``i`` given the strengths of its parents."""
    return _influence(g[0][i], _aggregate(i, sigma, g, agg), inf)


@numba.njit(**JIT_INLINE)
def _slope(tau, inf):
    """An upper bound of |d influence / d e| at base score ``tau`` (for any e)."""
    if inf == INF_QE:
        return max(tau, 1.0 - tau) * H_PRIME_MAX
    if inf == INF_LINEAR:
        return max(tau, 1.0 - tau)
    if inf == INF_EULER:
        # (1 - t^2) t e^E / (1 + t e^E)^2 <= (1 - t^2) / 4
        return (1.0 - tau * tau) * 0.25
    if tau <= 0.0 or tau >= 1.0:
        return 0.0
    return 0.25


@numba.njit(**JIT_INLINE)
def _signed(x, j):
    """x[j] for a parent stored as j >= 0 (support), -x[position] for an
    attacker stored as position | ATTACK_BIT.  Masking (not ~j) lets the
    compiler see a non-negative index and drop numba's negative-index
    wraparound test."""
    v = x[j & POSITION_MASK]
    return -v if j < 0 else v
