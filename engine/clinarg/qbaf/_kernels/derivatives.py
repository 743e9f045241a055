"""Local partial derivatives of the node update and the reverse-mode sweep (explanations)."""

from __future__ import annotations

import math

import numba

from .._codes import (
    AGG_PRODUCT,
    AGG_SUM,
    INF_EULER,
    INF_LINEAR,
    INF_MLP,
    INF_QE,
)
from .._config import JIT, JIT_INLINE
from .semantics import _aggregate, _influence


@numba.njit(**JIT_INLINE)
def _dinfluence(tau, e, inf):
    """(d influence / d tau, d influence / d e) at (tau, e)."""
    if inf == INF_QE:
        z = abs(e)
        z2 = z * z
        hz = z2 / (1.0 + z2)
        hp = 2.0 * z / ((1.0 + z2) * (1.0 + z2))
        if e > 0.0:
            return 1.0 - hz, (1.0 - tau) * hp
        return 1.0 - hz, tau * hp
    if inf == INF_LINEAR:
        if e > 0.0:
            return 1.0 - e, 1.0 - tau
        return 1.0 + e, tau
    if inf == INF_EULER:
        if e > 0.0 and tau > 0.0:
            # the same partials in u = e^-E (numerator and denominator times
            # u^2): e^E and its square overflow to inf / inf = NaN
            u = math.exp(-e)
            d = u + tau
            return (2.0 * tau * u * d + (1.0 - tau * tau) * u) / (d * d), (
                1.0 - tau * tau
            ) * tau * u / (d * d)
        ee = math.exp(e)
        den = 1.0 + tau * ee
        return (2.0 * tau * den + (1.0 - tau * tau) * ee) / (den * den), (
            1.0 - tau * tau
        ) * tau * ee / (den * den)
    # MLP: s = sigmoid(logit(tau) + e); at tau = 0 or 1 the influence is
    # tau e^e (resp. 1 - (1 - tau) e^-e) to first order.
    if tau <= 0.0:
        return math.exp(e), 0.0
    if tau >= 1.0:
        return math.exp(-e), 0.0
    s = _influence(tau, e, INF_MLP)
    ds = s * (1.0 - s)
    return ds / (tau * (1.0 - tau)), ds


@numba.njit(**JIT_INLINE)
def _max_partials(v, ptr, idx, w, weighted, sigma, scale, dout):
    """Partials of a max aggregation over row v: the first strongest parent
    gets ``scale * w_k``, every other parent 0."""
    best = -1
    bv = 0.0
    for k in range(ptr[v], ptr[v + 1]):
        dout[k] = 0.0
        val = sigma[idx[k]] * (w[k] if weighted else 1.0)
        if val > bv:
            bv = val
            best = k
    if best >= 0:
        dout[best] = scale * (w[best] if weighted else 1.0)


@numba.njit(**JIT_INLINE)
def _product_partials(v, ptr, idx, ww, weighted, sigma, scale, dout):
    """dout[k] = scale * w_k * prod_{j != k} (1 - w_j sigma_j) over row v, by a
    prefix/suffix scan (exact even when a factor is zero)."""
    lo = ptr[v]
    hi = ptr[v + 1]
    pre = 1.0
    for k in range(lo, hi):
        dout[k] = pre
        pre *= 1.0 - (ww[k] if weighted else 1.0) * sigma[idx[k]]
    suf = 1.0
    for k in range(hi - 1, lo - 1, -1):
        w = ww[k] if weighted else 1.0
        dout[k] = scale * w * dout[k] * suf
        suf *= 1.0 - w * sigma[idx[k]]


@numba.njit(**JIT)
def _edge_partials(sigma, g, agg, inf, d_tau, d_att, d_sup):
    """Local partial derivatives of every node's update.

    ``d_tau[v]`` = d F_v / d tau_v; ``d_att[k]`` = d F_v / d sigma_(ai[k]) for
    the k-th attack edge into v (likewise ``d_sup``), all at ``sigma``.
    """
    base, ap, ai, aw, sp, si, sw, weighted = g
    n = base.shape[0]
    for v in range(n):
        e = _aggregate(v, sigma, g, agg)
        dt, de = _dinfluence(base[v], e, inf)
        d_tau[v] = dt
        if agg == AGG_SUM:
            for k in range(ap[v], ap[v + 1]):
                d_att[k] = -de * (aw[k] if weighted else 1.0)
            for k in range(sp[v], sp[v + 1]):
                d_sup[k] = de * (sw[k] if weighted else 1.0)
        elif agg == AGG_PRODUCT:
            # e = prod_a(1 - w s) - prod_s(1 - w s); product of the other factors
            # by a prefix/suffix scan (exact even when a factor is zero)
            _product_partials(v, ap, ai, aw, weighted, sigma, -de, d_att)
            _product_partials(v, sp, si, sw, weighted, sigma, de, d_sup)
        else:
            _max_partials(v, ap, ai, aw, weighted, sigma, -de, d_att)
            _max_partials(v, sp, si, sw, weighted, sigma, de, d_sup)


@numba.njit(**JIT)
def _reverse_acyclic(order, topic, d_tau, ap, ai, d_att, sp, si, d_sup, adj, grad):
    """Reverse-mode sweep over ``order`` (ancestors of ``topic`` in topological
    order): grad[v] = d sigma_topic / d tau_v, exact on acyclic graphs."""
    adj[topic] = 1.0
    for idx in range(order.shape[0] - 1, -1, -1):
        v = order[idx]
        a = adj[v]
        if a == 0.0:
            continue
        grad[v] = a * d_tau[v]
        for k in range(ap[v], ap[v + 1]):
            adj[ai[k]] += a * d_att[k]
        for k in range(sp[v], sp[v + 1]):
            adj[si[k]] += a * d_sup[k]
