"""Two-block Gauss-Seidel on two threads, for one large cyclic component.

The algorithm is :func:`clinarg.qbaf._kernels.sweep._layout_block_sweep`'s, as
:func:`~clinarg.qbaf._kernels.sweep._layout_discrete` runs it: block ``b`` owns
the rows ``bounds[b]:bounds[b+1]`` of the component's layout and a private
copy of all its strengths; a sweep updates each block's own rows in place
(Gauss-Seidel) in its own copy, then each block copies its rows into the
other's copy.  Every new value is F of old and earlier-new values, so the
Gauss-Seidel certificate holds, and the result depends on the blocks, never
on the threads: it is that kernel's (which runs the blocks one after the
other) bit for bit, and the tests compare the two.

The blocks run on two Python threads over the cached, GIL-free sweep kernel
(``_layout_rows``), synchronised by two barriers per sweep.  Unlike numba's
``prange`` (which this replaced) nothing is compiled per process and no
OpenMP runtime is started, so a process may fork after a parallel solve.
"""

from __future__ import annotations

import threading
import time

import numpy as np

# the codes, not clinarg.qbaf._kernels: this module is imported with
# clinarg.qbaf, numba only when strengths are first computed
from ._codes import M_AUTO, M_BLOCK_GS, M_GAUSS_SEIDEL, OBS_ACCEPT, SWEEP_GS, SWEEP_RESIDUAL


def split(lptr: np.ndarray, lo: int, hi: int) -> int:
    """The first row of the second block: two blocks of about equal work
    (rows plus in-component parents), as the kernel splits them."""
    m = hi - lo
    work = (lptr[lo:hi] - lptr[lo]) + np.arange(m)
    half = ((lptr[hi] - lptr[lo]) + m) // 2
    return int(np.searchsorted(work, half, side="left"))


def applies(method: int, lip: float) -> bool:
    """Whether a component with contraction bound ``lip`` is solved here
    under ``method`` (auto solves one without a bound serially: its
    Gauss-Seidel may give up and integrate)."""
    return method == M_GAUSS_SEIDEL or (method == M_AUTO and lip < 1.0)


def solve(
    kernels,
    lay,
    c: int,
    sigma,
    base,
    inf: int,
    tol: float,
    max_iter: int,
    deadline: float,
    scratch,
    stats,
    lip: float,
) -> bool:
    """Solve cyclic component ``c`` of layout ``lay`` by two-block
    Gauss-Seidel on two threads, writing its strengths into ``sigma`` and its
    statistics (index ``c`` of ``stats``); returns whether it converged.

    Stops as :func:`~clinarg.qbaf._kernels.sweep._layout_discrete` does:
    once the bound ``d lip / (1 - lip)`` on the error after a sweep that
    moved by ``d`` is at most ``tol`` (without a bound below 1, the estimate
    of :func:`~clinarg.qbaf._kernels.observe._observe`), after ``max_iter``
    sweeps or once ``deadline`` (a perf_counter time, 0: none) has passed,
    then with one residual pass.
    ``scratch``: the ``t, ext, x, x1`` arrays of the kernels' scratch space.
    """
    lo, hi = int(lay.comp_lo[c]), int(lay.comp_lo[c + 1])
    m = hi - lo
    interleaved = bool(lay.interleaved[c])
    uniform = bool(lay.uniform[c])
    f = 2 if interleaved else 1
    t, ext, x0, x1 = scratch[0], scratch[1], scratch[2], scratch[3]
    arrays = lay.arrays
    kernels._layout_gather(lo, hi, arrays, sigma, base, inf, interleaved, t, ext, x0)
    x1[: f * m] = x0[: f * m]
    bounds = (0, split(lay.lptr, lo, hi), m)
    copies = (x0, x1)

    def sweep(b: int, mode: int) -> float:
        xb = copies[b]
        return kernels._layout_rows(
            xb, xb, t, ext, arrays, uniform, interleaved, inf, mode, lo, bounds[b], bounds[b + 1]
        )

    def hand_over(b: int) -> None:
        # block b's rows into the other block's copy (disjoint from what
        # either thread reads meanwhile)
        a, z = f * bounds[b], f * bounds[b + 1]
        copies[1 - b][a:z] = copies[b][a:z]

    it, converged, resid = _iterate(sweep, hand_over, lip, tol, max_iter, deadline)
    kernels._layout_scatter(lo, hi, arrays, interleaved, x0, sigma)
    iters, meth, resids, conv, lips = stats
    iters[c], meth[c], resids[c], conv[c], lips[c] = it, M_BLOCK_GS, resid, converged, lip
    return converged


def _iterate(sweep, hand_over, lip, tol, max_iter, deadline):
    """The sweep loop of ``_layout_discrete``, block 1 on a helper thread:
    (sweeps, converged, residual or NaN).

    Two barriers per sweep: after both blocks swept, the calling thread
    decides what comes next while both hand their rows over; after the
    hand-over, both start the next sweep (or stop)."""
    mode = [SWEEP_GS]  # of the next sweep, set before the second barrier
    stop = [False]
    moved = [0.0, 0.0]
    failure = []
    swept, handed = threading.Barrier(2), threading.Barrier(2)

    def out_of_time():
        return bool(deadline) and time.perf_counter() > deadline

    def helper():
        try:
            while True:
                current = mode[0]
                moved[1] = sweep(1, current)
                swept.wait()
                if current == SWEEP_GS:
                    hand_over(1)
                handed.wait()
                if stop[0]:
                    return
        except threading.BrokenBarrierError:
            return  # the calling thread failed and released us
        except BaseException as exc:  # handed to the calling thread
            failure.append(exc)
            swept.abort()
            handed.abort()

    if out_of_time():  # (max_iter is at least 1)
        mode[0] = SWEEP_RESIDUAL
    thread = threading.Thread(target=helper, name="clinarg-block-1", daemon=True)
    thread.start()
    from ._kernels import OBS_SIZE, _observe, _observe_reset

    obs = np.empty(OBS_SIZE)
    _observe_reset(obs)
    it = 0
    converged = False
    resid = np.nan
    try:
        while True:
            current = mode[0]
            d0 = sweep(0, current)
            swept.wait()
            d = max(d0, moved[1])
            if current == SWEEP_GS:
                hand_over(0)
                it += 1
                if lip < 1.0:
                    converged = stop[0] = d == 0.0 or d * lip / (1.0 - lip) <= tol
                else:  # forced Gauss-Seidel: never gives up
                    converged = stop[0] = _observe(obs, it, d, tol, False) == OBS_ACCEPT
                if d == 0.0:
                    resid = 0.0
                if not stop[0] and (it >= max_iter or out_of_time()):
                    mode[0] = SWEEP_RESIDUAL
            else:  # the residual pass of an unconverged result
                resid, stop[0] = d, True
            handed.wait()
            if stop[0]:
                break
    except threading.BrokenBarrierError:
        if failure:
            raise failure[0] from None
        raise
    finally:
        swept.abort()
        handed.abort()
        thread.join()
    return it, converged, resid
