"""Private numba kernels of the QBAF engine.

Nothing here validates input: the wrappers in :mod:`clinarg.qbaf.evaluate`,
:mod:`clinarg.qbaf.explain` and :mod:`clinarg.qbaf.contest` do.  The graph is
passed as parent CSR arrays: ``ap/ai/aw`` (attackers of ``i`` are
``ai[ap[i]:ap[i+1]]`` with weights ``aw``) and ``sp/si/sw`` for supporters.
When ``weighted`` is false the weight arrays are dummies and never read.

The drivers below are templates written against integer semantics codes.
They are not called as they are: :func:`builtin` makes a copy per built-in
(aggregation, influence) pair in which the codes are compile-time constants
(cached on disk under distinct names), and :func:`specialise` makes one for a
user-supplied semantics in which ``_node`` and ``_slope`` are replaced.
Per-argument helpers are inlined (``JIT_INLINE``).  With a sum aggregation the
wrappers pass one merged parent CSR as the "support" rows (see
:meth:`clinarg.qbaf.QBAF.signed_parents`) and an empty attack CSR.
"""

from __future__ import annotations

import math
import time
import types

import numba
import numpy as np

from ._codes import (
    AGG_PRODUCT,
    AGG_SUM,
    AGG_TOP,
    ATTACK_BIT,
    INF_EULER,
    INF_LINEAR,
    INF_MLP,
    INF_QE,
    M_AUTO,
    M_BLOCK_GS,
    M_EXACT,
    M_GAUSS_SEIDEL,
    M_JACOBI,
    M_RK45,
    OBS_ACCEPT,
    OBS_GIVE_UP,
    OBS_GO_ON,
    POSITION_MASK,
    SWEEP_GS,
    SWEEP_JACOBI,
    SWEEP_RESIDUAL,
)
from ._config import JIT, JIT_INLINE, JIT_NOCACHE
from ._lowlevel import _ONE, _unsigned, prefetch, prefetch_stream

#: max_z h'(z) for h(z) = z^2 / (1 + z^2), reached at z = 1/sqrt(3): 3 sqrt(3) / 8.
H_PRIME_MAX = 3.0 * math.sqrt(3.0) / 8.0


# ---------------------------------------------------------------- time limit
@numba.njit(**dict(JIT, nogil=False))  # an object-mode block holds the GIL anyway
def _clock():
    """time.perf_counter() from compiled code (an object-mode call)."""
    with numba.objmode(t="float64"):
        t = time.perf_counter()
    return t


#: Components at least this large check the clock every sweep or step (one
#: call against a sweep of thousands of rows); smaller ones every 16.
_CLOCK_EVERY_STEP = 4096

#: The driver checks the clock once the fast path for small components has
#: swept this many rows since the last check (at most 63 in-component parents
#: each: a few milliseconds at worst).
_CLOCK_EVERY_WORK = 1 << 16


@numba.njit(**JIT_INLINE)
def _past(deadline):
    """Whether ``deadline`` (a perf_counter time; 0: none) has passed."""
    return deadline > 0.0 and _clock() > deadline


# ---------------------------------------------------------------- semantics
@numba.njit(**JIT_INLINE)
def _aggregate(i, sigma, ap, ai, aw, sp, si, sw, weighted, agg):
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
def _node(i, sigma, base, ap, ai, aw, sp, si, sw, weighted, agg, inf):
    """New strength of argument ``i`` given the strengths of its parents."""
    return _influence(base[i], _aggregate(i, sigma, ap, ai, aw, sp, si, sw, weighted, agg), inf)


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


# ---------------------------------------------------------------- sweeps
@numba.njit(**JIT)
def _lipschitz(members, labels, c, base, ap, ai, aw, sp, si, sw, weighted, agg, inf):
    """Contraction bound of the component map in the max norm.

    |F(x)_v - F(y)_v| <= slope(tau_v) * sum of in-component parent weights
    * |x - y|_inf, since each aggregation used here is 1-Lipschitz in every
    weighted parent strength (sum exactly; product because the other factors
    lie in [0, 1]; top because max is 1-Lipschitz).
    """
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
def _members_sweep(members, buf, sigma, base, ap, ai, aw, sp, si, sw, weighted, agg, inf, mode):
    """One sweep over ``members`` on the global arrays; returns max |F_v - sigma_v|.

    ``mode`` as in :func:`_layout_rows`: SWEEP_GS updates ``sigma`` in place,
    SWEEP_JACOBI computes every new value (into ``buf``) before writing any,
    SWEEP_RESIDUAL writes nothing.
    """
    d = 0.0
    for k in range(members.shape[0]):
        v = members[k]
        new = _node(v, sigma, base, ap, ai, aw, sp, si, sw, weighted, agg, inf)
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
def _residual(members, sigma, base, ap, ai, aw, sp, si, sw, weighted, agg, inf):
    """max |F(sigma) - sigma| over ``members`` (not inlined into the driver:
    that made the whole evaluation slower)."""
    return _members_sweep(
        members, sigma, sigma, base, ap, ai, aw, sp, si, sw, weighted, agg, inf, SWEEP_RESIDUAL
    )


@numba.njit(**JIT)
def _residuals(
    comps, comp_ptr, comp_nodes, sigma, base, ap, ai, aw, sp, si, sw, weighted, agg, inf, out
):
    """``out[c]`` = max |F(sigma) - sigma| over the members of each component
    ``c`` in ``comps`` (the residuals :func:`_evaluate` leaves as NaN)."""
    for ci in range(comps.shape[0]):
        c = comps[ci]
        out[c] = _residual(
            comp_nodes[comp_ptr[c] : comp_ptr[c + 1]],
            sigma,
            base,
            ap,
            ai,
            aw,
            sp,
            si,
            sw,
            weighted,
            agg,
            inf,
        )


#: Stopping rule without a contraction bound (:func:`_observe`): the
#: observed contraction ratio is the largest of the last four
#: ratios d_k / d_(k-1) of successive sweep changes; it is trusted below
#: ``OBS_MAX_RATIO`` when the latest ratio has not jumped more than halfway
#: from the one before it to 1.  ``method="auto"`` gives up (and integrates)
#: at the end of every ``OBS_WINDOW`` sweeps where the ratio is not trusted
#: or the change has not shrunk by ``OBS_PROGRESS``, the factor of a window
#: of ratios all at ``OBS_MAX_RATIO``: so iteration that is not trusted is
#: given up on within a window.
OBS_MAX_RATIO = 0.95
OBS_WINDOW = 16
OBS_PROGRESS = OBS_MAX_RATIO**OBS_WINDOW
#: Length of the record :func:`_observe` keeps (four ratios, the previous
#: change, the change at the last progress check).
OBS_SIZE = 6


@numba.njit(**JIT_INLINE)
def _observe_reset(obs):
    """Start the record :func:`_observe` keeps (``OBS_SIZE`` floats)."""
    obs[0] = obs[1] = obs[2] = obs[3] = np.inf  # ratios, latest first
    obs[4] = -1.0  # change of the previous sweep (none yet)
    obs[5] = np.inf  # change at the last progress check


@numba.njit(**JIT_INLINE)
def _observe(obs, it, d, tol, auto):
    """Whether discrete iteration without a contraction bound may stop after
    sweep ``it`` (from 1), which moved the iterate by ``d`` in the max norm.

    With the observed ratio q (the largest of the last four ratios
    of successive changes, all of them defined and q below
    ``OBS_MAX_RATIO``, the latest not jumping up) the error is estimated by
    the a-posteriori bound d q / (1 - q) of a map contracting by q; at most
    ``tol``: OBS_ACCEPT.  An estimate, never a proof (the ratios of a
    non-normal or nonlinear map may grow later, and the map may have other
    fixpoints).  A sweep that changes nothing (d = 0) is an exact fixpoint:
    accepted when forced (``auto`` false); under ``auto`` OBS_GIVE_UP, since
    a fixpoint reached exactly in a few sweeps is where the map saturates
    (DF-QuAD at strengths 0 and 1), where fixpoints need not be isolated and
    iteration may reach another one than the continuous model: DF-QuAD's
    mutual attack at base scores 1 reaches (0, 1) in two sweeps, and
    ``LINE_OF_FIXPOINTS`` in ``tests/test_qbaf_semantics.py`` leaves on its
    line an argument the trajectory moves.  Under ``auto``, OBS_GIVE_UP
    at the end of a window of ``OBS_WINDOW`` sweeps when the ratio is not
    trusted or the change did not shrink by ``OBS_PROGRESS`` (a stall, an
    oscillation, divergence, or contraction too slow to trust): the caller
    integrates.
    """
    prev = obs[4]
    obs[3] = obs[2]
    obs[2] = obs[1]
    obs[1] = obs[0]
    obs[0] = d / prev if prev > 0.0 else np.inf
    obs[4] = d
    q = max(max(obs[0], obs[1]), max(obs[2], obs[3]))
    trusted = q < OBS_MAX_RATIO and obs[0] <= obs[1] + 0.5 * (1.0 - obs[1])
    if d == 0.0:
        return OBS_GIVE_UP if auto else OBS_ACCEPT
    if trusted and d * q / (1.0 - q) <= tol:
        return OBS_ACCEPT
    if auto:
        if it == 1:
            obs[5] = d
        elif it % OBS_WINDOW == 0:
            if not (trusted and d <= OBS_PROGRESS * obs[5]):  # NaN gives up too
                return OBS_GIVE_UP
            obs[5] = d
    return OBS_GO_ON


@numba.njit(**JIT)
def _discrete(
    members,
    gauss_seidel,
    lip,
    sigma,
    base,
    ap,
    ai,
    aw,
    sp,
    si,
    sw,
    weighted,
    agg,
    inf,
    tol,
    max_iter,
    deadline,
    auto,
):
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
            members,
            buf,
            sigma,
            base,
            ap,
            ai,
            aw,
            sp,
            si,
            sw,
            weighted,
            agg,
            inf,
            SWEEP_GS if gauss_seidel else SWEEP_JACOBI,
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


# Dormand-Prince 5(4) tableau (Dormand & Prince 1980; Hairer, Norsett & Wanner, II.5).
_A21 = 1.0 / 5.0
_A31, _A32 = 3.0 / 40.0, 9.0 / 40.0
_A41, _A42, _A43 = 44.0 / 45.0, -56.0 / 15.0, 32.0 / 9.0
_A51, _A52, _A53, _A54 = 19372.0 / 6561.0, -25360.0 / 2187.0, 64448.0 / 6561.0, -212.0 / 729.0
_A61, _A62, _A63 = 9017.0 / 3168.0, -355.0 / 33.0, 46732.0 / 5247.0
_A64, _A65 = 49.0 / 176.0, -5103.0 / 18656.0
_B1, _B3, _B4 = 35.0 / 384.0, 500.0 / 1113.0, 125.0 / 192.0
_B5, _B6 = -2187.0 / 6784.0, 11.0 / 84.0
_E1, _E3, _E4 = 71.0 / 57600.0, -71.0 / 16695.0, 71.0 / 1920.0
_E5, _E6, _E7 = -17253.0 / 339200.0, 22.0 / 525.0, -1.0 / 40.0


@numba.njit(**JIT)
def _field(members, y, out, sigma, base, ap, ai, aw, sp, si, sw, weighted, agg, inf):
    """out = F(y) - y on the component (parents outside it are fixed in sigma).

    F is evaluated at y clipped to [0, 1]: the exact flow never leaves the
    box (F maps into it), but a Runge-Kutta stage can step just outside,
    where F is not the semantics (DF-QuAD then saw a supporter above 1 beat
    an attacker at 1 and moved a strength that stays 0 along the true
    trajectory).  Inside the box this is F itself.
    """
    m = members.shape[0]
    for k in range(m):
        sigma[members[k]] = min(1.0, max(0.0, y[k]))
    r = 0.0
    for k in range(m):
        out[k] = _node(members[k], sigma, base, ap, ai, aw, sp, si, sw, weighted, agg, inf) - y[k]
        if not abs(out[k]) <= r:  # a NaN (a custom semantics) makes r NaN
            r = abs(out[k])
    return r


@numba.njit(**JIT)
def _continuous(
    members, sigma, base, ap, ai, aw, sp, si, sw, weighted, agg, inf, tol, max_iter, lip, deadline
):
    """Integrate d sigma / dt = F(sigma) - sigma with Dormand-Prince 5(4).

    Step sizes are controlled by the embedded error estimate.  Convergence
    needs an estimate of the distance to the equilibrium, not only a small
    derivative: near a stable equilibrium the residual r = |F(s) - s| decays
    like exp(-lambda t) and the distance is about r / lambda, with lambda
    estimated (conservatively, the smaller of the last two) from the decay
    of r over accepted steps.  When a contraction bound ``lip < 1`` is known
    the distance is certified instead: at most r / (1 - lip).  Returns
    (steps, converged).
    """
    m = members.shape[0]
    y = np.empty(m)
    for k in range(m):
        y[k] = sigma[members[k]]
    k1 = np.empty(m)
    k2 = np.empty(m)
    k3 = np.empty(m)
    k4 = np.empty(m)
    k5 = np.empty(m)
    k6 = np.empty(m)
    k7 = np.empty(m)
    yt = np.empty(m)
    yn = np.empty(m)
    # The integration tolerance shrinks with the residual r: with a fixed
    # loose one the step-size controller settles where the local error is
    # about atol and the iterate orbits the equilibrium at that distance
    # instead of reaching it; a fixed tight one wastes steps far from it.
    floor = max(1e-3 * tol, 1e-15)
    r = _field(members, y, k1, sigma, base, ap, ai, aw, sp, si, sw, weighted, agg, inf)
    if r != r:
        return 0, False  # F is NaN at the start: nothing to integrate
    if r == 0.0 or (lip < 1.0 and r / (1.0 - lip) <= tol):
        return 0, True
    h = 0.5
    lam1 = -1.0
    lam2 = -1.0
    steps = 0
    converged = False
    while steps < max_iter:
        if (m >= _CLOCK_EVERY_STEP or (steps & 15) == 15) and _past(deadline):
            break
        steps += 1
        atol = max(floor, min(1e-6, 1e-2 * r))
        for k in range(m):
            yt[k] = y[k] + h * _A21 * k1[k]
        _field(members, yt, k2, sigma, base, ap, ai, aw, sp, si, sw, weighted, agg, inf)
        for k in range(m):
            yt[k] = y[k] + h * (_A31 * k1[k] + _A32 * k2[k])
        _field(members, yt, k3, sigma, base, ap, ai, aw, sp, si, sw, weighted, agg, inf)
        for k in range(m):
            yt[k] = y[k] + h * (_A41 * k1[k] + _A42 * k2[k] + _A43 * k3[k])
        _field(members, yt, k4, sigma, base, ap, ai, aw, sp, si, sw, weighted, agg, inf)
        for k in range(m):
            yt[k] = y[k] + h * (_A51 * k1[k] + _A52 * k2[k] + _A53 * k3[k] + _A54 * k4[k])
        _field(members, yt, k5, sigma, base, ap, ai, aw, sp, si, sw, weighted, agg, inf)
        for k in range(m):
            yt[k] = y[k] + h * (
                _A61 * k1[k] + _A62 * k2[k] + _A63 * k3[k] + _A64 * k4[k] + _A65 * k5[k]
            )
        _field(members, yt, k6, sigma, base, ap, ai, aw, sp, si, sw, weighted, agg, inf)
        for k in range(m):
            v = y[k] + h * (_B1 * k1[k] + _B3 * k3[k] + _B4 * k4[k] + _B5 * k5[k] + _B6 * k6[k])
            # the exact flow never leaves [0, 1] (F maps into it); keep the iterate there
            yn[k] = min(1.0, max(0.0, v))
        r_new = _field(members, yn, k7, sigma, base, ap, ai, aw, sp, si, sw, weighted, agg, inf)
        if r_new != r_new:
            break  # F is NaN at the new point: not converged, y is the last finite one
        err = 0.0
        for k in range(m):
            ek = h * (
                _E1 * k1[k] + _E3 * k3[k] + _E4 * k4[k] + _E5 * k5[k] + _E6 * k6[k] + _E7 * k7[k]
            )
            sc = atol * (1.0 + max(abs(y[k]), abs(yn[k])))
            q = abs(ek) / sc
            if q > err:
                err = q
        if err <= 1.0:
            # accepted: first-same-as-last, k7 = field at the new point
            for k in range(m):
                y[k] = yn[k]
                k1[k] = k7[k]
            if r_new == 0.0:
                converged = True
                break
            lam2 = lam1
            lam1 = math.log(r / r_new) / h
            r = r_new
            lam = min(lam1, lam2)
            if (lam > 0.0 and r / lam <= tol and r <= tol) or (
                lip < 1.0 and r / (1.0 - lip) <= tol
            ):
                converged = True
                break
            fac = 5.0 if err == 0.0 else min(5.0, max(0.2, 0.9 * err**-0.2))
        else:
            fac = max(0.2, 0.9 * err**-0.2)
        h *= fac
    for k in range(m):
        sigma[members[k]] = y[k]
    return steps, converged


# ---------------------------------------------------------------- cyclic layout
# See clinarg.qbaf._layout: cyclic components renumbered by (in-component
# degree, id) with separate in-component and outside parent CSRs (sum
# aggregations only; ``_infl`` is the influence of the specialised copy).
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
def _layout_fill(
    order,
    comp_lo,
    labels,
    pos,
    ptr,
    idx,
    w,
    weighted,
    lptr,
    lidx,
    lw,
    scale,
    row_uniform,
    xptr,
    xidx,
    xw,
    wsum,
):
    """Split each member's signed parent row into in-component parents (local
    positions, attackers with ATTACK_BIT, weight magnitudes in ``lw``) and
    outside ones (ids, signed weights); ``scale``/``row_uniform``: the row's
    common in-component magnitude, if it has one."""
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


@numba.njit(**JIT_INLINE)
def _signed(x, j):
    """x[j] for a parent stored as j >= 0 (support), -x[position] for an
    attacker stored as position | ATTACK_BIT.  Masking (not ~j) lets the
    compiler see a non-negative index and drop numba's negative-index
    wraparound test."""
    v = x[j & POSITION_MASK]
    return -v if j < 0 else v


#: How many parent entries ahead a sweep prefetches the strength it will
#: gather (``benchmarks/qbaf_sweep_study.py`` times other distances).
PREFETCH_AHEAD = 16
_AHEAD = np.uint64(PREFETCH_AHEAD)

#: The same rows also prefetch their streams (parent entries, weights, row
#: pointers), read once per sweep, this far ahead with no temporal locality
#: (:func:`~clinarg.qbaf._lowlevel.prefetch_stream`): otherwise the streams,
#: several times the cache, push out the strengths the gathers read again;
#: ``benchmarks/qbaf_sweep_study.py`` times the sweep without them.
STREAM_PREFETCH = True
STREAM_AHEAD_ENTRIES = 1024  # entries of lidx (4 KiB) and lw (8 KiB)
STREAM_AHEAD_ROWS = 256  # entries of lptr (2 KiB)
_STREAM_ENTRIES = np.uint64(STREAM_AHEAD_ENTRIES)
_STREAM_ROWS = np.uint64(STREAM_AHEAD_ROWS)


@numba.njit(**JIT_INLINE)
def _row_range(
    x, out, t, ext, lptr, lidx, lw, scale, uniform, inf, mode, row0, lo, hi, ahead, interleaved
):
    """The row loop of :func:`_layout_rows`: prefetch ``PREFETCH_AHEAD``
    entries on when ``ahead`` (a constant at each call site, so the branch
    folds after inlining; only for rows whose entries that far on exist);
    ``interleaved``: strengths are interleaved with their negations (see
    :func:`_layout_rows`)."""
    d = 0.0
    for i in range(lo, hi):
        p = _unsigned(i)
        g = _unsigned(row0 + i)
        k0 = _unsigned(lptr[g])
        k1 = _unsigned(lptr[g + _ONE])
        if uniform:
            if interleaved:
                # the sum starts from the first parent (a row of a cyclic
                # component has one) instead of 0.0: one add less on the
                # chain from a parent to its child, which bounds the sweeps
                # of small cycles.  The same e bit for bit: 0.0 + v differs
                # from v only for v = -0.0, and a zero sum changes nothing
                # in ext + scale s (ext, summed from 0.0, is never -0.0)
                s = x[_unsigned(lidx[k0])]
                for k in range(k0 + _ONE, k1):
                    s += x[_unsigned(lidx[k])]
            else:
                s = 0.0
                if ahead and STREAM_PREFETCH:
                    prefetch_stream(lidx, k0 + _STREAM_ENTRIES)
                    prefetch_stream(lptr, g + _STREAM_ROWS)
                for k in range(k0, k1):
                    if ahead:
                        prefetch(x, lidx[k + _AHEAD] & POSITION_MASK)
                    s += _signed(x, lidx[k])
            e = ext[p] + scale[g] * s
        else:
            e = ext[p]
            if ahead and STREAM_PREFETCH:
                prefetch_stream(lidx, k0 + _STREAM_ENTRIES)
                prefetch_stream(lw, k0 + _STREAM_ENTRIES)
                prefetch_stream(lptr, g + _STREAM_ROWS)
            for k in range(k0, k1):
                # a plain position (the sign is in lw, see _layout) or an
                # interleaved one (2q or 2q + 1): one load either way
                if ahead:
                    prefetch(x, lidx[k + _AHEAD] & POSITION_MASK)
                e += lw[k] * x[_unsigned(lidx[k])]
        new = _infl(t[p], e, inf)
        at = p + p if interleaved else p
        diff = abs(new - x[at])
        if diff > d:
            d = diff
        if mode == SWEEP_GS:
            x[at] = new
            if interleaved:
                x[at + _ONE] = -new
        elif mode == SWEEP_JACOBI:
            out[at] = new
            if interleaved:
                out[at + _ONE] = -new
    return d


@numba.njit(**JIT)
def _layout_rows(
    x, out, t, ext, lptr, lidx, lw, scale, uniform, interleaved, inf, mode, row0, lo, hi
):
    """Sweep rows ``lo..hi-1`` of a component in layout order; returns
    max |F_p - x_p| over them.

    Row ``p`` of the component is ``x[p]`` (or ``x[2p]``), ``t[p]`` and
    ``ext[p]``, and layout row ``row0 + p`` of ``lptr`` and ``scale`` (the
    component's first row: passing offsets instead of slices, whose set-up
    dominated graphs of many tiny components).

    ``mode``: SWEEP_GS updates ``x`` in place (Gauss-Seidel), SWEEP_JACOBI
    writes F(x) into ``out``, SWEEP_RESIDUAL writes nothing (the residual).
    Uniform components (one weight magnitude per row) sum +-strengths and
    scale once per row; others multiply each parent by its weight.

    Two encodings of the parents (:mod:`._layout` picks one per component;
    the sums, hence the results, are the same bit for bit):

    * ``interleaved``: ``x`` holds each strength followed by its negation
      (``x[2p]``, ``x[2p+1]``) and a parent is the index of the signed copy,
      so a gather is one load and one add (the sign-bit test and select cost
      more than the load when parents are near in memory);
    * otherwise ``x[p]`` and an attacker at ``q`` is ``q | ATTACK_BIT``
      (in uniform components; in the others it is ``q`` and its weight in
      ``lw`` is negative, so that a gather is one load and one multiply-add
      there too); this keeps ``x`` half the size, which matters when parents are scattered
      (the doubled array misses the L2 cache twice as often), and each
      gather prefetches the strength of the parent
      ``PREFETCH_AHEAD`` entries on: a row ends in a mispredicted branch
      after about five parents, which otherwise stalls the next row's
      gathers.  Each row also prefetches its streams ``STREAM_AHEAD_*``
      on with no temporal locality, which keeps them from pushing the
      strengths out of the shared cache.  The last rows (those within
      ``STREAM_AHEAD_ENTRIES`` entries or ``STREAM_AHEAD_ROWS`` rows of the
      end of the layout) run without prefetch rather than test every entry.

    ``python benchmarks/qbaf_sweep_study.py [--graph cyclic-local]`` times
    both encodings, the prefetch distances, the sweep without stream
    prefetches and signed indices on the 1M benchmark graphs with these
    kernels.

    Rows and entries are indexed as unsigned (:mod:`._lowlevel`: no
    negative-index test).  ``interleaved`` stays a run-time test inside the
    row loop: a third, separate copy of the loop inlined here made every
    call of :func:`_layout_discrete` slower (graphs of many tiny cycles).
    """
    mid = lo if interleaved else hi  # interleaved rows do not prefetch
    # rows whose prefetches all stay within their arrays
    while mid > lo and (
        lptr[row0 + mid] + STREAM_AHEAD_ENTRIES > lidx.shape[0]
        or row0 + mid + STREAM_AHEAD_ROWS >= lptr.shape[0]
    ):
        mid -= 1
    d = _row_range(
        x, out, t, ext, lptr, lidx, lw, scale, uniform, inf, mode, row0, lo, mid, True, False
    )
    return max(
        d,
        _row_range(
            x,
            out,
            t,
            ext,
            lptr,
            lidx,
            lw,
            scale,
            uniform,
            inf,
            mode,
            row0,
            mid,
            hi,
            False,
            interleaved,
        ),
    )


@numba.njit(**JIT)
def _layout_block_sweep(
    x0, x1, t, ext, lptr, lidx, lw, scale, uniform, interleaved, inf, mode, row0, bounds, dmax
):
    """One sweep of two-block Gauss-Seidel, the blocks one after the other.

    Block ``b`` owns rows ``bounds[b]:bounds[b+1]`` and a private copy
    (``x0``, ``x1``) of all strengths: its own rows are updated in place
    (Gauss-Seidel), the other block's are as of the last exchange, after
    which each copy takes the other's rows in one block.  Every new value is
    then F of old and earlier-new values, so the Gauss-Seidel certificate
    holds as it is; no block reads what the other writes during a sweep
    (reading rows another core has just written cost a third of a sweep:
    ``benchmarks/qbaf_sweep_study.py`` times two-thread Jacobi both ways),
    and the result depends on the blocks only.  ``parallel=True`` runs the
    blocks on two threads (:mod:`clinarg.qbaf._blocks`, the same strengths
    bit for bit); this serial copy is what the tests compare it with.
    SWEEP_RESIDUAL reads the (equal) copies and writes nothing.  Returns the
    max change.  ``row0``: as in :func:`_layout_rows`.
    """
    for b in range(2):
        xb = x0 if b == 0 else x1
        dmax[b] = _layout_rows(
            xb,
            xb,
            t,
            ext,
            lptr,
            lidx,
            lw,
            scale,
            uniform,
            interleaved,
            inf,
            mode,
            row0,
            bounds[b],
            bounds[b + 1],
        )
    if mode == SWEEP_GS:
        f = 2 if interleaved else 1  # entries of x per row
        for b in range(2):
            if b == 0:
                x0[f * bounds[1] : f * bounds[2]] = x1[f * bounds[1] : f * bounds[2]]
            else:
                x1[f * bounds[0] : f * bounds[1]] = x0[f * bounds[0] : f * bounds[1]]
    return max(dmax[0], dmax[1])


@numba.njit(**JIT_INLINE)
def _layout_bound(lo, hi, order, wsum, base, inf):
    """The max-norm contraction bound of the component at layout rows
    ``lo..hi-1`` (from the cached in-component weight sums)."""
    lip = 0.0
    for g in range(lo, hi):
        b = _slope(base[_unsigned(order[_unsigned(g)])], inf) * wsum[_unsigned(g)]
        if b > lip:
            lip = b
    return lip


@numba.njit(**JIT_INLINE)
def _layout_gather(lo, hi, order, xptr, xidx, xw, wsum, sigma, base, inf, interleaved, t, ext, x):
    """Set up the solve of layout rows ``lo..hi-1`` (one component): base
    scores into ``t``, the fixed contribution of outside parents into
    ``ext``, the iterate ``x`` at the base scores (with their negations when
    ``interleaved``).  Returns the contraction bound (:func:`_layout_bound`,
    the same number), computed on the way."""
    f = 2 if interleaved else 1  # entries of x per row
    lip = 0.0
    for i in range(hi - lo):
        p = _unsigned(i)
        g = _unsigned(lo + i)
        tau = base[_unsigned(order[g])]
        t[p] = tau
        x[_unsigned(f * i)] = tau
        if interleaved:
            x[_unsigned(2 * i + 1)] = -tau
        e = 0.0
        for k in range(_unsigned(xptr[g]), _unsigned(xptr[g + _ONE])):
            e += xw[k] * sigma[_unsigned(xidx[k])]
        ext[p] = e
        b = _slope(tau, inf) * wsum[g]
        if b > lip:
            lip = b
    return lip


@numba.njit(**JIT_INLINE)
def _layout_scatter(lo, hi, order, interleaved, x, sigma):
    """Write the strengths of layout rows ``lo..hi-1`` back by argument id."""
    f = 2 if interleaved else 1
    for i in range(hi - lo):
        sigma[_unsigned(order[_unsigned(lo + i)])] = x[_unsigned(f * i)]


#: :func:`_small_gauss_seidel` stops after this many sweeps (the general
#: solver then takes the component).
SMALL_SWEEPS = 64


@numba.njit(**JIT_INLINE)
def _small_gauss_seidel(
    lo,
    hi,
    order,
    lptr,
    lidx,
    lw,
    scale,
    uniform,
    xptr,
    xidx,
    xw,
    wsum,
    sigma,
    base,
    inf,
    tol,
    limit,
    t,
    ext,
    x,
):
    """The fast path of :func:`_layout_discrete` for a small interleaved
    component: its contraction bound ``lip`` and, when it is below 1,
    Gauss-Seidel for at most ``limit`` sweeps.  Returns (lip, sweeps,
    certified, residual).  A certified result, written into ``sigma``, is
    the general solver's bit for bit (same sweeps, same stop); otherwise the
    caller hands the component to :func:`_layout_discrete` (from the base
    scores; without a bound, stopped by the observed contraction or integrated).

    Per component, the general solver's set-up (two-block, Jacobi and
    no-bound cases, the time limit, the residual pass) costs more than the
    sweeps of a 2- or 3-cycle, the common cycle of argument graphs (mutual
    attacks; the cyclic-triangles graph of ``benchmarks/bench_qbaf.py``).
    This path has none of it, and keeps the shape that measured fastest in
    prototypes of this loop: no clock call (one in the loop, even one never
    made, slowed it; the caller bounds the time by counting the work done
    here), the bound tested inside the loop and the write-back
    unconditional (an early return, or loop and write-back under one flag,
    were slower).  The effect of the whole path: the cyclic-triangles rows
    of ``benchmarks/bench_qbaf.py`` with ``evaluate.SMALL_COMPONENT_ROWS``
    at 64 and at 0.
    """
    m = hi - lo
    lip = _layout_gather(lo, hi, order, xptr, xidx, xw, wsum, sigma, base, inf, True, t, ext, x)
    ran = lip < 1.0
    it = 0
    certified = False
    resid = np.nan  # as in _layout_discrete: computed when asked for, 0 if exact
    while True:
        if not ran:
            break
        d = _row_range(
            x, x, t, ext, lptr, lidx, lw, scale, uniform, inf, SWEEP_GS, lo, 0, m, False, True
        )
        it += 1
        if d == 0.0 or d * lip / (1.0 - lip) <= tol:
            certified = True
            if d == 0.0:
                resid = 0.0
            break
        if it >= limit:
            break
    # written back even when not certified (then the general solver or the
    # continuous model overwrites it; neither reads a component's own
    # strengths from sigma)
    _layout_scatter(lo, hi, order, True, x, sigma)
    return lip, it, certified, resid


@numba.njit(**JIT)
def _layout_discrete(
    lo,
    hi,
    order,
    lptr,
    lidx,
    lw,
    scale,
    uniform,
    interleaved,
    xptr,
    xidx,
    xw,
    wsum,
    sigma,
    base,
    inf,
    method,
    tol,
    max_iter,
    deadline,
    par_min,
    t,
    ext,
    x,
    x1,
    buf,
    bounds,
    dmax,
    obs,
):
    """Solve one cyclic component by discrete iteration in its layout.

    Gathers the base scores and the (fixed) contribution of outside parents
    once, iterates as :func:`_discrete` (same certified stop: after a sweep
    that moved by ``d``, the error is at most ``d lip / (1 - lip)`` for the
    component's contraction bound ``lip``, computed by the gather; without
    one below 1, :func:`_observe`'s estimate from the observed contraction)
    and writes the strengths back into ``sigma``.  ``method`` auto is
    Gauss-Seidel; without a bound it may give up (stall, oscillation,
    divergence: :func:`_observe`), and then returns method ``M_RK45``,
    unconverged, for the caller to integrate the component.  Returns
    (method, sweeps, converged, residual), the residual being
    max |F(x) - x| of the returned strengths, or NaN (not computed) when
    they converged (or the caller integrates).

    Gauss-Seidel on a component of at least ``par_min`` rows (0: never) runs
    as two-block Gauss-Seidel (:func:`_layout_block_sweep`, the blocks one
    after the other: ``evaluate`` passes 0 and runs the blocks of large
    components on two threads instead, :mod:`clinarg.qbaf._blocks`; the
    tests compare the two).

    Scratch space shared by all components (allocating per component
    dominated graphs of many small cycles; so did slicing one buffer into
    these per component): ``t`` and ``ext`` (base scores and outside
    contributions, one entry per row of the largest component), ``x``
    (strengths), ``x1`` (the second block's copy) and ``buf`` (Jacobi's
    next iterate), two entries per row; ``bounds`` (3), ``dmax`` (2) and
    ``obs`` (``OBS_SIZE``, :func:`_observe`'s record).
    """
    m = hi - lo
    f = 2 if interleaved else 1  # entries of x per row
    lip = _layout_gather(
        lo, hi, order, xptr, xidx, xw, wsum, sigma, base, inf, interleaved, t, ext, x
    )
    auto = method == M_AUTO
    mth = M_GAUSS_SEIDEL if auto else method
    it = 0
    converged = False
    mode = SWEEP_GS if mth == M_GAUSS_SEIDEL else SWEEP_JACOBI
    blocked = mode == SWEEP_GS and 0 < par_min <= m
    if blocked:
        mth = M_BLOCK_GS
        x1[: f * m] = x[: f * m]
        # two blocks of about equal work (rows plus in-component parents)
        half = ((lptr[hi] - lptr[lo]) + m) // 2
        split = 0
        while split < m and (lptr[lo + split] - lptr[lo]) + split < half:
            split += 1
        bounds[0] = 0
        bounds[1] = split
        bounds[2] = m
    _observe_reset(obs)
    resid = np.nan
    # One sweep call site (each is an inlined copy of the row loop) for the
    # iteration and the residual pass of an unconverged result (mode
    # SWEEP_RESIDUAL, then stop).  A certified result leaves its residual
    # NaN (computed when asked for: the certificate does not need that
    # sweep) unless its last sweep changed nothing (0).
    while True:
        if mode != SWEEP_RESIDUAL and (
            it >= max_iter or ((m >= _CLOCK_EVERY_STEP or (it & 15) == 15) and _past(deadline))
        ):
            mode = SWEEP_RESIDUAL
        if blocked:
            d = _layout_block_sweep(
                x,
                x1,
                t,
                ext,
                lptr,
                lidx,
                lw,
                scale,
                uniform,
                interleaved,
                inf,
                mode,
                lo,
                bounds,
                dmax,
            )
        else:
            d = _layout_rows(
                x, buf, t, ext, lptr, lidx, lw, scale, uniform, interleaved, inf, mode, lo, 0, m
            )
        if mode == SWEEP_RESIDUAL:
            resid = d
            break
        it += 1
        if mode == SWEEP_JACOBI:
            # copied, not swapped: an array variable reassigned in this
            # loop slowed every component's sweeps (measured in prototypes
            # on graphs of tiny cycles)
            for i in range(f * m):
                x[_unsigned(i)] = buf[_unsigned(i)]
        if lip < 1.0:
            if d == 0.0 or d * lip / (1.0 - lip) <= tol:
                converged = True
                if d == 0.0:
                    resid = 0.0
                break
            continue
        verdict = _observe(obs, it, d, tol, auto)
        if verdict == OBS_ACCEPT:
            converged = True
            if d == 0.0:
                resid = 0.0
            break
        if verdict == OBS_GIVE_UP:
            mth = M_RK45
            break
    _layout_scatter(lo, hi, order, interleaved, x, sigma)
    return mth, it, converged, resid


# ---------------------------------------------------------------- drivers
@numba.njit(**JIT)
def _small_run(
    ci,
    comps,
    cyclic,
    comp_lo,
    order,
    lptr,
    lidx,
    lw,
    scale,
    uniform,
    interleaved,
    xptr,
    xidx,
    xw,
    wsum,
    sigma,
    base,
    inf,
    tol,
    limit,
    small_max,
    t,
    ext,
    x,
    out_iters,
    out_method,
    out_resid,
    out_conv,
    out_lip,
):
    """Solve the run of small components from ``comps[ci]`` on by
    :func:`_small_gauss_seidel` (the caller checked that ``comps[ci]`` may
    take it: cyclic, interleaved, at most ``small_max`` rows, a method that
    is Gauss-Seidel).

    Returns ``(next, work, failed)``: ``comps[ci:next]`` are solved and
    certified, ``work`` counts the rows swept; the run stops before a
    component that may not take the fast path, after ``_CLOCK_EVERY_WORK``
    rows swept or 1024 components (so that the caller checks its clock), or
    at a component the fast path could not certify (``failed``: then
    ``comps[next]`` is that component, its strengths to be overwritten by
    the general solver or the continuous model, and ``out_lip`` holds its
    bound).

    A function of its own, not a branch of :func:`_evaluate`: inlined in
    the driver's loop, where every argument of every method is live, the
    same code cost more per component (compare the cyclic-triangles rows of
    ``benchmarks/bench_qbaf.py`` with the commit before this function).
    """
    n = comps.shape[0]
    work = 0
    stop = min(n, ci + 1024)
    while ci < stop:
        c = comps[ci]
        glo = comp_lo[c]
        ghi = comp_lo[c + 1]
        if not (cyclic[c] and ghi - glo <= small_max and interleaved[c]):
            return ci, work, False
        lip, it, conv, res = _small_gauss_seidel(
            glo,
            ghi,
            order,
            lptr,
            lidx,
            lw,
            scale,
            uniform[c],
            xptr,
            xidx,
            xw,
            wsum,
            sigma,
            base,
            inf,
            tol,
            limit,
            t,
            ext,
            x,
        )
        out_lip[c] = lip
        work += it * (ghi - glo)
        if not conv:
            return ci, work, True
        out_iters[c] = it
        out_method[c] = M_GAUSS_SEIDEL
        out_resid[c] = res
        out_conv[c] = True
        ci += 1
        if work > _CLOCK_EVERY_WORK:
            break
    return ci, work, False


@numba.njit(**JIT)
def _evaluate(
    comps,
    comp_ptr,
    comp_nodes,
    cyclic,
    labels,
    sigma,
    base,
    ap,
    ai,
    aw,
    sp,
    si,
    sw,
    weighted,
    agg,
    inf,
    method,
    tol,
    max_iter,
    bounded,
    out_iters,
    out_method,
    out_resid,
    out_conv,
    out_lip,
    use_layout,
    comp_lo,
    order,
    lptr,
    lidx,
    lw,
    scale,
    uniform,
    interleaved,
    xptr,
    xidx,
    xw,
    wsum,
    scratch,
    deadline,
    par_min,
    small_max,
):
    """Evaluate the components listed in ``comps`` (in topological order).

    Acyclic singletons are exact in one step.  A cyclic component starts
    from its base scores (so an incremental re-evaluation repeats the full
    computation bit for bit) and is solved by Gauss-Seidel when the
    contraction bound holds (``method`` auto, certified), else by
    Gauss-Seidel with :func:`_observe`'s estimate, and by the continuous model
    when that gives up (stall, oscillation, divergence).
    With ``use_layout`` (sum aggregations) discrete iteration runs on the
    cyclic layout (:mod:`clinarg.qbaf._layout`); the continuous model keeps
    the global arrays.  The residual of a component that converged is left
    NaN (:func:`_residuals` computes it on request); that of one that did
    not is computed.  Runs of interleaved components of at most
    ``small_max`` rows take :func:`_small_run` first (same result bit for
    bit; 0 turns it off).

    ``scratch`` is the scratch space of :func:`_layout_discrete` (``t``,
    ``ext``, ``x``, ``x1``, ``buf``: 8 floats per row of the largest cyclic
    component to solve), allocated by the caller: numpy asks for huge pages,
    numba's allocator does not, and first touching tens of megabytes in
    4 KiB pages is a visible part of a 1M-argument solve.

    With a ``deadline`` (perf_counter time, 0: none) it stops between
    components (checked every 1024 components, and after
    ``_CLOCK_EVERY_WORK`` rows swept on the fast path), or inside one every
    16 sweeps or steps, once the deadline has passed; returns how many of
    ``comps`` were evaluated (a component stopped inside counts,
    unconverged).
    """
    bounds = np.zeros(3, dtype=np.int64)
    dmax = np.zeros(2)
    obs = np.empty(OBS_SIZE)
    fast = (
        use_layout and bounded and small_max > 0 and (method == M_AUTO or method == M_GAUSS_SEIDEL)
    )
    limit = min(max_iter, SMALL_SWEEPS)
    n = comps.shape[0]
    ci = 0
    unclocked = 0  # components since the last clock check
    swept = 0  # rows swept on the fast path since then
    while ci < n:
        if unclocked >= 1024:
            unclocked = 0
            if _past(deadline):
                return ci
        c = comps[ci]
        lo = comp_ptr[c]
        hi = comp_ptr[c + 1]
        if not cyclic[c]:
            v = comp_nodes[lo]
            sigma[v] = _node(v, sigma, base, ap, ai, aw, sp, si, sw, weighted, agg, inf)
            out_iters[c] = 0
            out_method[c] = M_EXACT
            out_resid[c] = 0.0
            out_conv[c] = True
            out_lip[c] = 0.0
            ci += 1
            unclocked += 1
            continue
        if use_layout and bounded and method != M_RK45:
            glo = comp_lo[c]
            ghi = comp_lo[c + 1]
            if fast and ghi - glo <= small_max and interleaved[c]:
                nxt, work, failed = _small_run(
                    ci,
                    comps,
                    cyclic,
                    comp_lo,
                    order,
                    lptr,
                    lidx,
                    lw,
                    scale,
                    uniform,
                    interleaved,
                    xptr,
                    xidx,
                    xw,
                    wsum,
                    sigma,
                    base,
                    inf,
                    tol,
                    limit,
                    small_max,
                    scratch[0],
                    scratch[1],
                    scratch[2],
                    out_iters,
                    out_method,
                    out_resid,
                    out_conv,
                    out_lip,
                )
                unclocked += nxt - ci
                ci = nxt
                # the fast path has no clock: checked once this many rows
                # (with at most 63 in-component parents each) were swept
                # since the last check, and every 1024 components
                swept += work
                if swept > _CLOCK_EVERY_WORK:
                    swept = 0
                    if _past(deadline):
                        return ci
                if not failed:
                    continue
                # comps[ci] needs the general solver (or the continuous model)
                c = comps[ci]
                lo = comp_ptr[c]
                hi = comp_ptr[c + 1]
                glo = comp_lo[c]
                ghi = comp_lo[c + 1]
                lip = out_lip[c]
            else:
                lip = _layout_bound(glo, ghi, order, wsum, base, inf)
            mth, it, conv, res = _layout_discrete(
                glo,
                ghi,
                order,
                lptr,
                lidx,
                lw,
                scale,
                uniform[c],
                interleaved[c],
                xptr,
                xidx,
                xw,
                wsum,
                sigma,
                base,
                inf,
                method,
                tol,
                max_iter,
                deadline,
                par_min,
                scratch[0],
                scratch[1],
                scratch[2],
                scratch[3],
                scratch[4],
                bounds,
                dmax,
                obs,
            )
            # auto without a bound gave up: integrated below, from the base scores
            integrate = mth == M_RK45
            if not integrate:
                out_iters[c] = it
                out_method[c] = mth
                out_resid[c] = res
                out_conv[c] = conv
                out_lip[c] = lip
                ci += 1
                unclocked += 1
                if not conv and _past(deadline):
                    return ci
                continue
        else:
            integrate = False
        members = comp_nodes[lo:hi]
        for kk in range(members.shape[0]):
            v = members[kk]
            sigma[v] = base[v]
        if not integrate:
            # (a component the layout path gave up on has its bound: the
            # layout's weight sums are the same sums in the same order)
            lip = (
                _lipschitz(members, labels, c, base, ap, ai, aw, sp, si, sw, weighted, agg, inf)
                if bounded
                else np.inf
            )
        out_lip[c] = lip
        mth = M_RK45 if integrate else method
        if mth == M_JACOBI or mth == M_GAUSS_SEIDEL or mth == M_AUTO:
            # auto: Gauss-Seidel, certified by the bound or stopped by the
            # observed contraction; integrated (from the base scores) if
            # that gives up
            it, conv, gave_up = _discrete(
                members,
                mth != M_JACOBI,
                lip,
                sigma,
                base,
                ap,
                ai,
                aw,
                sp,
                si,
                sw,
                weighted,
                agg,
                inf,
                tol,
                max_iter,
                deadline,
                mth == M_AUTO,
            )
            if gave_up:
                for kk in range(members.shape[0]):
                    v = members[kk]
                    sigma[v] = base[v]
                mth = M_RK45
            elif mth == M_AUTO:
                mth = M_GAUSS_SEIDEL
        if mth == M_RK45:
            it, conv = _continuous(
                members,
                sigma,
                base,
                ap,
                ai,
                aw,
                sp,
                si,
                sw,
                weighted,
                agg,
                inf,
                tol,
                max_iter,
                lip,
                deadline,
            )
        out_iters[c] = it
        out_method[c] = mth
        out_resid[c] = (
            np.nan
            if conv
            else _residual(members, sigma, base, ap, ai, aw, sp, si, sw, weighted, agg, inf)
        )
        out_conv[c] = conv
        ci += 1
        unclocked += 1
        if not conv and _past(deadline):
            return ci
    return n


@numba.njit(**JIT)
def _apply(sigma, out, base, ap, ai, aw, sp, si, sw, weighted, agg, inf):
    """One Jacobi sweep over the whole graph: out = F(sigma)."""
    for i in range(out.shape[0]):
        out[i] = _node(i, sigma, base, ap, ai, aw, sp, si, sw, weighted, agg, inf)


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
def _merge_row(i, ap, ai, aw, sp, si, sw, weighted, idx, w, o):
    """Write row ``i`` of the merged parent CSR at ``o``: attack and support
    rows merged by source id, attack weights negated or, unweighted, attack
    sources stored as source | ATTACK_BIT (negative)."""
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
def _merge_signed(n, ap, ai, aw, sp, si, sw, weighted, ptr, idx, w):
    """The merged parent CSR of every row (``ptr`` given)."""
    for i in range(n):
        _merge_row(i, ap, ai, aw, sp, si, sw, weighted, idx, w, ptr[i])


@numba.njit(**JIT_INLINE)
def _copy_shifted(src, dst, x32):
    """``dst[k] = src[k]`` with ids above ``x32`` shifted down by one (an
    attack's ATTACK_BIT kept).  int32 arithmetic and ``k >= 0`` (no
    negative-index test): the loop vectorises."""
    for k in range(src.shape[0]):
        dst[k] = src[k] - np.int32((src[k] & np.int32(POSITION_MASK)) > x32)


@numba.njit(**JIT)
def _copy_rows(old_ptr, old_idx, old_w, removed, weighted, a, b, shift, ptr, idx, w):
    """Copy new rows a..b-1 (old rows a+shift..b+shift-1) in one block, parent
    ids above ``removed`` shifted down by one (the sign bit of an attack
    kept)."""
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
def _patch_signed(
    old_ptr, old_idx, old_w, dirty, removed, ap, ai, aw, sp, si, sw, weighted, ptr, idx, w
):
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
    n = ptr.shape[0] - 1
    old_n = old_ptr.shape[0] - 1 - (1 if removed >= 0 else 0)
    start = 0
    for d in range(dirty.shape[0] + 1):
        stop = dirty[d] if d < dirty.shape[0] else n
        # copy rows start..stop-1 that exist in the old framework, split at
        # the removed argument (rows before it keep their number)
        end = min(stop, old_n)
        if removed >= 0 and start < removed < end:
            _copy_rows(old_ptr, old_idx, old_w, removed, weighted, start, removed, 0, ptr, idx, w)
            _copy_rows(old_ptr, old_idx, old_w, removed, weighted, removed, end, 1, ptr, idx, w)
        elif start < end:
            shift = 1 if (removed >= 0 and start >= removed) else 0
            _copy_rows(old_ptr, old_idx, old_w, removed, weighted, start, end, shift, ptr, idx, w)
        if d < dirty.shape[0]:
            _merge_row(stop, ap, ai, aw, sp, si, sw, weighted, idx, w, ptr[stop])
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


# ---------------------------------------------------------------- derivatives
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
def _edge_partials(sigma, base, ap, ai, aw, sp, si, sw, weighted, agg, inf, d_tau, d_att, d_sup):
    """Local partial derivatives of every node's update.

    ``d_tau[v]`` = d F_v / d tau_v; ``d_att[k]`` = d F_v / d sigma_(ai[k]) for
    the k-th attack edge into v (likewise ``d_sup``), all at ``sigma``.
    """
    n = base.shape[0]
    for v in range(n):
        e = _aggregate(v, sigma, ap, ai, aw, sp, si, sw, weighted, agg)
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


# ---------------------------------------------------------------- specialisation
# The drivers above take the semantics as integer codes; dispatching on them
# inside the innermost loop costs 4-8x in sweep speed (the branches on every
# aggregation and influence stay in the loop).  Each semantics therefore gets
# its own copy of the drivers in which the codes are compile-time constants
# (_AGG_CONST, _INF_CONST globals of the copy), so numba folds the branches.
# Built-in copies get distinct qualified names and are cached on disk.
_SPECIALISED = (
    "_lipschitz",
    "_members_sweep",
    "_residual",
    "_residuals",
    "_discrete",
    "_field",
    "_continuous",
    "_row_range",
    "_layout_rows",
    "_layout_block_sweep",
    "_layout_bound",
    "_layout_gather",
    "_layout_scatter",
    "_small_gauss_seidel",
    "_small_run",
    "_layout_discrete",
    "_evaluate",
    "_apply",
)

#: Kernels inlined into their callers (numba IR level): a call passes a dozen
#: array structs by value, which dominated graphs of many tiny cyclic
#: components (several calls per sweep; the cyclic-triangles graph of
#: benchmarks/bench_qbaf.py).  The sweep loops, into the per-component
#: solvers, and the small-component path with its set-up helpers, into
#: _small_run: inlining the general solvers (or _residual, _lipschitz) into
#: _evaluate made the 1M giant component and the generic path on 3-cycles
#: slower.
_INLINED = (
    "_row_range",
    "_layout_rows",
    "_members_sweep",
    "_layout_bound",
    "_layout_gather",
    "_layout_scatter",
    "_small_gauss_seidel",
)


# Placeholders: every specialised copy gets its own values in its namespace.
_AGG_CONST = AGG_SUM
_INF_CONST = INF_QE
_slope_generic = _slope


def _node_fixed(i, sigma, base, ap, ai, aw, sp, si, sw, weighted, agg, inf):
    return _influence(
        base[i], _aggregate(i, sigma, ap, ai, aw, sp, si, sw, weighted, _AGG_CONST), _INF_CONST
    )


def _infl_fixed(tau, e, inf):
    return _influence(tau, e, _INF_CONST)


#: The influence called by the layout kernels: generic here and in user
#: copies (which never run them), a constant-code copy in built-in ones.
_infl = _influence


def _slope_fixed(tau, inf):
    return _slope_generic(tau, _INF_CONST)


def _copy(py, namespace, name, qualname):
    fn = types.FunctionType(py.__code__, namespace, name, py.__defaults__, py.__closure__)
    fn.__qualname__ = qualname
    fn.__module__ = __name__
    return fn


def _build(
    namespace: dict, suffix: str, flags: dict, inline_flags: dict, node=None, slope=None
) -> types.SimpleNamespace:
    if node is None:
        node = numba.njit(**inline_flags)(_copy(_node_fixed, namespace, "_node", "_node" + suffix))
    namespace["_node"] = node
    if slope is not None:
        namespace["_slope"] = slope
    out = {}
    for name in _SPECIALISED:
        fn = _copy(globals()[name].py_func, namespace, name, name + suffix)
        name_flags = inline_flags if name in _INLINED else flags
        out[name] = namespace[name] = numba.njit(**name_flags)(fn)
    return types.SimpleNamespace(**out)


_BUILTIN_CACHE: dict = {}


def builtin(agg: int, inf: int) -> types.SimpleNamespace:
    """Drivers specialised to a built-in (aggregation, influence) pair (cached)."""
    key = (agg, inf)
    if key not in _BUILTIN_CACHE:
        namespace = dict(globals())
        namespace["_AGG_CONST"] = agg
        namespace["_INF_CONST"] = inf
        suffix = f"__a{agg}i{inf}"
        namespace["_slope_generic"] = _slope
        slope = numba.njit(**JIT_INLINE)(
            _copy(_slope_fixed, namespace, "_slope_fixed", "_slope_fixed" + suffix)
        )
        namespace["_infl"] = numba.njit(**JIT_INLINE)(
            _copy(_infl_fixed, namespace, "_infl", "_infl" + suffix)
        )
        _BUILTIN_CACHE[key] = _build(namespace, suffix, JIT, JIT_INLINE, slope=slope)
    return _BUILTIN_CACHE[key]


def specialise(node, slope=None) -> types.SimpleNamespace:
    """Copies of the driver kernels calling ``node`` (and ``slope``) instead.

    ``node`` must be a numba-compiled function with the signature of
    :func:`_node`; ``slope(tau, inf)`` bounds |d influence / d e| (omit it
    and no contraction bound is claimed: cyclic parts are ``estimated`` by
    Gauss-Seidel or integrated, never ``certified``).
    These copies close over user functions and are not cached on disk.
    """
    namespace = dict(globals())
    return _build(
        namespace, "__user", JIT_NOCACHE, dict(JIT_NOCACHE, inline="always"), node=node, slope=slope
    )
