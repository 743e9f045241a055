"""The driver: every component of a solve, in topological order."""

from __future__ import annotations

import numba
import numpy as np

from .._codes import (
    M_AUTO,
    M_EXACT,
    M_GAUSS_SEIDEL,
    M_JACOBI,
    M_RK45,
)
from .._config import JIT
from .clock import _CLOCK_EVERY_WORK, _past
from .integrate import _continuous
from .iterate import _discrete, _lipschitz, _residual
from .observe import OBS_SIZE
from .semantics import _node
from .sweep import SMALL_SWEEPS, _layout_bound, _layout_discrete, _small_gauss_seidel


@numba.njit(**JIT)
def _small_run(ci, comps, cyclic, lay, sigma, base, inf, tol, limit, small_max, scratch, stats):
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
    comp_lo, _, _, _, _, _, uniform, interleaved, _, _, _, _ = lay
    t, ext, x = scratch[0], scratch[1], scratch[2]
    out_iters, out_method, out_resid, out_conv, out_lip = stats
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
            glo, ghi, lay, uniform[c], sigma, base, inf, tol, limit, t, ext, x
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
def _evaluate(comps, cond, sigma, g, agg, inf, opts, stats, use_layout, lay, scratch):
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

    ``cond``, ``g``, ``opts``, ``stats``, ``lay`` and ``scratch`` are
    bundles (see the package docstring).  ``scratch`` is the scratch space
    of :func:`_layout_discrete` (``t``,
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
    comp_ptr, comp_nodes, cyclic, labels = cond
    method, tol, max_iter, deadline, par_min, small_max, bounded = opts
    out_iters, out_method, out_resid, out_conv, out_lip = stats
    comp_lo, _, _, _, _, _, uniform, interleaved, _, _, _, _ = lay
    base = g[0]
    bounds = np.zeros(3, dtype=np.int64)
    dmax = np.zeros(2)
    obs = np.empty(OBS_SIZE)
    buffers = (bounds, dmax, obs)
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
            sigma[v] = _node(v, sigma, g, agg, inf)
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
                    ci, comps, cyclic, lay, sigma, base, inf, tol, limit, small_max, scratch, stats
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
                lip = _layout_bound(glo, ghi, lay, base, inf)
            mth, it, conv, res = _layout_discrete(
                glo, ghi, lay, uniform[c], interleaved[c], sigma, base, inf, opts, scratch, buffers
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
            lip = _lipschitz(members, labels, c, g, agg, inf) if bounded else np.inf
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
                g,
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
            it, conv = _continuous(members, sigma, g, agg, inf, tol, max_iter, lip, deadline)
        out_iters[c] = it
        out_method[c] = mth
        out_resid[c] = np.nan if conv else _residual(members, sigma, g, agg, inf)
        out_conv[c] = conv
        ci += 1
        unclocked += 1
        if not conv and _past(deadline):
            return ci
    return n
