"""Time limits inside compiled code: the clock and how often it is read."""

from __future__ import annotations

import time

import numba

from .._config import JIT, JIT_INLINE


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
