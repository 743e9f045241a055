"""The continuous model of a component, integrated by Dormand-Prince 5(4)."""

from __future__ import annotations

import math

import numba
import numpy as np

from .._config import JIT
from .clock import _CLOCK_EVERY_STEP, _past
from .semantics import _node

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
def _field(members, y, out, sigma, g, agg, inf):
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
        out[k] = _node(members[k], sigma, g, agg, inf) - y[k]
        if not abs(out[k]) <= r:  # a NaN (a custom semantics) makes r NaN
            r = abs(out[k])
    return r


@numba.njit(**JIT)
def _continuous(members, sigma, g, agg, inf, tol, max_iter, lip, deadline):
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
    r = _field(members, y, k1, sigma, g, agg, inf)
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
        _field(members, yt, k2, sigma, g, agg, inf)
        for k in range(m):
            yt[k] = y[k] + h * (_A31 * k1[k] + _A32 * k2[k])
        _field(members, yt, k3, sigma, g, agg, inf)
        for k in range(m):
            yt[k] = y[k] + h * (_A41 * k1[k] + _A42 * k2[k] + _A43 * k3[k])
        _field(members, yt, k4, sigma, g, agg, inf)
        for k in range(m):
            yt[k] = y[k] + h * (_A51 * k1[k] + _A52 * k2[k] + _A53 * k3[k] + _A54 * k4[k])
        _field(members, yt, k5, sigma, g, agg, inf)
        for k in range(m):
            yt[k] = y[k] + h * (
                _A61 * k1[k] + _A62 * k2[k] + _A63 * k3[k] + _A64 * k4[k] + _A65 * k5[k]
            )
        _field(members, yt, k6, sigma, g, agg, inf)
        for k in range(m):
            v = y[k] + h * (_B1 * k1[k] + _B3 * k3[k] + _B4 * k4[k] + _B5 * k5[k] + _B6 * k6[k])
            # the exact flow never leaves [0, 1] (F maps into it); keep the iterate there
            yn[k] = min(1.0, max(0.0, v))
        r_new = _field(members, yn, k7, sigma, g, agg, inf)
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
