"""Discrete iteration on the global parent arrays (any semantics): sweeps,
residuals, the contraction bound and the Jacobi / Gauss-Seidel solver of one
component.
"""

from __future__ import annotations

import numba
import numpy as np

from .._codes import (
    AGG_TOP,
    OBS_ACCEPT,
    OBS_GIVE_UP,
    POSITION_MASK,
    SWEEP_GS,
    SWEEP_JACOBI,
    SWEEP_RESIDUAL,
)
from .._config import JIT
from .clock import _CLOCK_EVERY_STEP, _past
from .observe import OBS_SIZE, _observe, _observe_reset
from .semantics import _node, _slope


@numba.njit(**JIT)
def _lipschitz(members, labels, c, g, agg, inf):
    """Contraction bound of the component map in the max norm.

    |F(x)_v - F(y)_v| <= slope(tau_v) * sum of in-component parent weights
    * |x - y|_inf, since each aggregation used here is 1-Lipschitz in every
    weighted parent strength (sum exactly; product because the other factors
    lie in [0, 1]; top because max is 1-Lipschitz).
    """
    base, ap, ai, aw, sp, si, sw, weighted = g
    best = 0.0
    for kk in range(members.shape[0]):
        v = members[kk]
        s = 0.0
        if agg == AGG_TOP:
            for k in range(ap[v], ap[v + 1]):
                if labels[ai[k]] == c:
                    s = max(s, abs(aw[k]) if weighted else 1.0)
            t = 0.0
            for k in range(sp[v], sp[v + 1]):
                if labels[si[k]] == c:
                    t = max(t, abs(sw[k]) if weighted else 1.0)
            s += t
        else:
            for k in range(ap[v], ap[v + 1]):
                if labels[ai[k]] == c:
                    s += abs(aw[k]) if weighted else 1.0
            for k in range(sp[v], sp[v + 1]):
                if labels[si[k] & POSITION_MASK] == c:  # a merged attack has ATTACK_BIT
                    s += abs(sw[k]) if weighted else 1.0
        b = _slope(base[v], inf) * s
        if b > best:
            best = b
    return best


@numba.njit(**JIT)
def _members_sweep(members, buf, sigma, g, agg, inf, mode):
    """One sweep over ``members`` on the global arrays; returns max |F_v - sigma_v|.

    ``mode`` as in :func:`_layout_rows`: SWEEP_GS updates ``sigma`` in place,
    SWEEP_JACOBI computes every new value (into ``buf``) before writing any,
    SWEEP_RESIDUAL writes nothing.
    """
    d = 0.0
    for k in range(members.shape[0]):
        v = members[k]
        new = _node(v, sigma, g, agg, inf)
        diff = abs(new - sigma[v])
        if diff > d:
            d = diff
        if mode == SWEEP_GS:
            sigma[v] = new
        elif mode == SWEEP_JACOBI:
            buf[k] = new
    if mode == SWEEP_JACOBI:
        for k in range(members.shape[0]):
            sigma[members[k]] = buf[k]
    return d


@numba.njit(**JIT)
def _residual(members, sigma, g, agg, inf):
    """max |F(sigma) - sigma| over ``members`` (not inlined into the driver:
    that made the whole evaluation slower)."""
    return _members_sweep(members, sigma, sigma, g, agg, inf, SWEEP_RESIDUAL)


@numba.njit(**JIT)
def _residuals(comps, comp_ptr, comp_nodes, sigma, g, agg, inf, out):
    """``out[c]`` = max |F(sigma) - sigma| over the members of each component
    ``c`` in ``comps`` (the residuals :func:`_evaluate` leaves as NaN)."""
    for ci in range(comps.shape[0]):
        c = comps[ci]
        out[c] = _residual(comp_nodes[comp_ptr[c] : comp_ptr[c + 1]], sigma, g, agg, inf)


@numba.njit(**JIT)
def _discrete(members, gauss_seidel, lip, sigma, g, agg, inf, tol, max_iter, deadline, auto):
    """Jacobi or Gauss-Seidel iteration with an a-posteriori error bound.

    With a contraction bound ``lip < 1`` the error after a sweep that moved
    by ``d`` is at most ``d lip / (1 - lip)`` (Banach).  Without one the
    stop is :func:`_observe`'s (``auto``: ``method="auto"``, which may give
    up).  Returns (sweeps, converged, gave_up).
    """
    m = members.shape[0]
    buf = np.empty(m)
    obs = np.empty(OBS_SIZE)
    _observe_reset(obs)
    it = 0
    converged = False
    gave_up = False
    while it < max_iter:
        if (m >= _CLOCK_EVERY_STEP or (it & 15) == 15) and _past(deadline):
            break
        it += 1
        d = _members_sweep(
            members, buf, sigma, g, agg, inf, SWEEP_GS if gauss_seidel else SWEEP_JACOBI
        )
        if lip < 1.0:
            if d == 0.0 or d * lip / (1.0 - lip) <= tol:
                converged = True
                break
            continue
        verdict = _observe(obs, it, d, tol, auto)
        if verdict == OBS_ACCEPT:
            converged = True
            break
        if verdict == OBS_GIVE_UP:
            gave_up = True
            break
    return it, converged, gave_up


@numba.njit(**JIT)
def _apply(sigma, out, g, agg, inf):
    """One Jacobi sweep over the whole graph: out = F(sigma)."""
    for i in range(out.shape[0]):
        out[i] = _node(i, sigma, g, agg, inf)
