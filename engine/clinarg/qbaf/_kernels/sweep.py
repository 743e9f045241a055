"""Sweeps and the component solver in the cyclic layout (sum aggregations).

See :mod:`clinarg.qbaf._layout`: cyclic components renumbered by
(in-component degree, id) with separate in-component and outside parent
CSRs.  ``_infl`` is the influence these kernels call: the generic one here,
a constant-code copy in the built-in specialisations
(:mod:`~clinarg.qbaf._kernels.specialise`).

``lay`` is the layout as one tuple, :attr:`clinarg.qbaf._layout.CyclicLayout.arrays`:
``(comp_lo, order, lptr, lidx, lw, scale, uniform, interleaved, xptr, xidx,
xw, wsum)``; a kernel unpacks the arrays it reads.
"""

from __future__ import annotations

import numba
import numpy as np

from .._codes import (
    M_AUTO,
    M_BLOCK_GS,
    M_GAUSS_SEIDEL,
    M_RK45,
    OBS_ACCEPT,
    OBS_GIVE_UP,
    POSITION_MASK,
    SWEEP_GS,
    SWEEP_JACOBI,
    SWEEP_RESIDUAL,
)
from .._config import JIT, JIT_INLINE
from .._lowlevel import _ONE, _unsigned, prefetch, prefetch_stream
from .clock import _CLOCK_EVERY_STEP, _past
from .observe import _observe, _observe_reset
from .semantics import _influence, _signed, _slope

#: The influence of the layout sweeps (replaced in specialised copies).
_infl = _influence

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
def _row_range(x, out, t, ext, lay, uniform, inf, mode, row0, lo, hi, ahead, interleaved):
    """The row loop of :func:`_layout_rows`: prefetch ``PREFETCH_AHEAD``
    entries on when ``ahead`` (a constant at each call site, so the branch
    folds after inlining; only for rows whose entries that far on exist);
    ``interleaved``: strengths are interleaved with their negations (see
    :func:`_layout_rows`)."""
    _, _, lptr, lidx, lw, scale, _, _, _, _, _, _ = lay
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
def _layout_rows(x, out, t, ext, lay, uniform, interleaved, inf, mode, row0, lo, hi):
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
    lptr, lidx = lay[2], lay[3]  # (the layout tuple's order: module docstring)
    mid = lo if interleaved else hi  # interleaved rows do not prefetch
    # rows whose prefetches all stay within their arrays
    while mid > lo and (
        lptr[row0 + mid] + STREAM_AHEAD_ENTRIES > lidx.shape[0]
        or row0 + mid + STREAM_AHEAD_ROWS >= lptr.shape[0]
    ):
        mid -= 1
    d = _row_range(x, out, t, ext, lay, uniform, inf, mode, row0, lo, mid, True, False)
    return max(
        d, _row_range(x, out, t, ext, lay, uniform, inf, mode, row0, mid, hi, False, interleaved)
    )


@numba.njit(**JIT)
def _layout_block_sweep(x0, x1, t, ext, lay, uniform, interleaved, inf, mode, row0, bounds, dmax):
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
            xb, xb, t, ext, lay, uniform, interleaved, inf, mode, row0, bounds[b], bounds[b + 1]
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
def _layout_bound(lo, hi, lay, base, inf):
    """The max-norm contraction bound of the component at layout rows
    ``lo..hi-1`` (from the cached in-component weight sums)."""
    order, wsum = lay[1], lay[11]
    lip = 0.0
    for g in range(lo, hi):
        b = _slope(base[_unsigned(order[_unsigned(g)])], inf) * wsum[_unsigned(g)]
        if b > lip:
            lip = b
    return lip


@numba.njit(**JIT_INLINE)
def _layout_gather(lo, hi, lay, sigma, base, inf, interleaved, t, ext, x):
    """Set up the solve of layout rows ``lo..hi-1`` (one component): base
    scores into ``t``, the fixed contribution of outside parents into
    ``ext``, the iterate ``x`` at the base scores (with their negations when
    ``interleaved``).  Returns the contraction bound (:func:`_layout_bound`,
    the same number), computed on the way."""
    _, order, _, _, _, _, _, _, xptr, xidx, xw, wsum = lay
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
def _layout_scatter(lo, hi, lay, interleaved, x, sigma):
    """Write the strengths of layout rows ``lo..hi-1`` back by argument id."""
    order = lay[1]
    f = 2 if interleaved else 1
    for i in range(hi - lo):
        sigma[_unsigned(order[_unsigned(lo + i)])] = x[_unsigned(f * i)]


#: :func:`_small_gauss_seidel` stops after this many sweeps (the general
#: solver then takes the component).
SMALL_SWEEPS = 64


@numba.njit(**JIT_INLINE)
def _small_gauss_seidel(lo, hi, lay, uniform, sigma, base, inf, tol, limit, t, ext, x):
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
    lip = _layout_gather(lo, hi, lay, sigma, base, inf, True, t, ext, x)
    ran = lip < 1.0
    it = 0
    certified = False
    resid = np.nan  # as in _layout_discrete: computed when asked for, 0 if exact
    while True:
        if not ran:
            break
        d = _row_range(x, x, t, ext, lay, uniform, inf, SWEEP_GS, lo, 0, m, False, True)
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
    _layout_scatter(lo, hi, lay, True, x, sigma)
    return lip, it, certified, resid


@numba.njit(**JIT)
def _layout_discrete(lo, hi, lay, uniform, interleaved, sigma, base, inf, opts, scratch, buffers):
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
    these per component): ``scratch`` = ``(t, ext, x, x1, buf)``, ``t``
    and ``ext`` (base scores and outside
    contributions, one entry per row of the largest component), ``x``
    (strengths), ``x1`` (the second block's copy) and ``buf`` (Jacobi's
    next iterate), two entries per row; ``buffers`` = ``(bounds, dmax, obs)``,
    ``bounds`` (3), ``dmax`` (2) and ``obs`` (``OBS_SIZE``,
    :func:`_observe`'s record).  ``opts``: the solve's options bundle
    (``method``, ``tol``, ``max_iter``, ``deadline``, ``par_min`` are read).
    """
    lptr = lay[2]
    method, tol, max_iter, deadline, par_min, _, _ = opts
    t, ext, x, x1, buf = scratch
    bounds, dmax, obs = buffers
    m = hi - lo
    f = 2 if interleaved else 1  # entries of x per row
    lip = _layout_gather(lo, hi, lay, sigma, base, inf, interleaved, t, ext, x)
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
                x, x1, t, ext, lay, uniform, interleaved, inf, mode, lo, bounds, dmax
            )
        else:
            d = _layout_rows(x, buf, t, ext, lay, uniform, interleaved, inf, mode, lo, 0, m)
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
    _layout_scatter(lo, hi, lay, interleaved, x, sigma)
    return mth, it, converged, resid
