"""A slow, obviously-right plain-Python reference for gradual semantics.

Everything works on dicts keyed by argument name and follows the textbook
definitions line by line; no numpy, no numba.  Used only by the tests.
"""

from __future__ import annotations

import math


def h(z):
    z = max(z, 0.0)
    return z * z / (1.0 + z * z)


def influence(sem, tau, e):
    if sem == "qe":
        return tau + (1 - tau) * h(e) - tau * h(-e)
    if sem == "dfquad":
        return tau - tau * max(0.0, -e) + (1 - tau) * max(0.0, e)
    if sem == "eb":
        return 1 - (1 - tau**2) / (1 + tau * math.exp(e))
    if sem == "mlp":
        if tau == 0.0:
            return 0.0
        if tau == 1.0:
            return 1.0
        z = math.log(tau) - math.log(1 - tau) + e
        return 1 / (1 + math.exp(-z)) if z >= 0 else math.exp(z) / (1 + math.exp(z))
    raise ValueError(sem)


def aggregate(sem, att, sup):
    """``att``/``sup``: lists of (strength, weight) of attackers/supporters."""
    if sem == "dfquad":
        pa = 1.0
        for s, w in att:
            pa *= 1 - w * s
        ps = 1.0
        for s, w in sup:
            ps *= 1 - w * s
        return (1 - ps) - (1 - pa)
    return sum(s * w for s, w in sup) - sum(s * w for s, w in att)


def update(sem, base, attacks, supports, sigma):
    """F(sigma): one synchronous (Jacobi) update of every argument."""
    # parents of each argument in edge order, one pass over the edges
    att_of = {x: [] for x in base}
    sup_of = {x: [] for x in base}
    for a, b, w in attacks:
        att_of[b].append((sigma[a], w))
    for a, b, w in supports:
        sup_of[b].append((sigma[a], w))
    return {x: influence(sem, base[x], aggregate(sem, att_of[x], sup_of[x])) for x in base}


def strengths_acyclic(sem, base, attacks, supports):
    """Exact strengths of an acyclic QBAF: Jacobi reaches the fixpoint after
    (longest path + 1) rounds, since a value is final once its parents are."""
    sigma = dict(base)
    for _ in range(len(base) + 1):
        sigma = update(sem, base, attacks, supports, sigma)
    return sigma


def strengths_continuous(
    sem, base, attacks, supports, h_step=0.05, tol=1e-13, max_steps=400_000, settle_time=200.0
):
    """Limit of d sigma/dt = F(sigma) - sigma from the base scores, by
    classical RK4 with a fixed small step (None if it is not reached within
    ``max_steps``).

    A small residual alone does not mean the trajectory has stopped: near an
    unstable point (a DF-QuAD support loop whose argument starts 1e-16 above
    a base score of 0) the residual is tiny but grows exponentially, and the
    trajectory leaves for a distant limit.  So the residual must stay below
    ``tol`` for ``settle_time`` time units in a row; a growth rate ``lam``
    from a residual ``r`` is then seen unless ``lam * settle_time <
    log(tol / r)`` (with ``r >= 1e-16`` and ``tol = 1e-12``: ``lam < 0.05``).
    """

    def field(s):
        f = update(sem, base, attacks, supports, s)
        return {x: f[x] - s[x] for x in base}

    sigma = dict(base)
    settle_steps = max(1, math.ceil(settle_time / h_step))
    quiet = 0
    for _ in range(max_steps):
        k1 = field(sigma)
        if max((abs(v) for v in k1.values()), default=0.0) < tol:
            quiet += 1
            if quiet >= settle_steps:
                return sigma
        else:
            quiet = 0
        k2 = field({x: sigma[x] + h_step / 2 * k1[x] for x in sigma})
        k3 = field({x: sigma[x] + h_step / 2 * k2[x] for x in sigma})
        k4 = field({x: sigma[x] + h_step * k3[x] for x in sigma})
        sigma = {x: sigma[x] + h_step / 6 * (k1[x] + 2 * k2[x] + 2 * k3[x] + k4[x]) for x in sigma}
    return None
