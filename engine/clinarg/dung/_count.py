"""Counting complete, stable and admissible extensions (CE) in the compiled core.

clasp counts by enumerating, one model at a time, so a count costs time in
proportion to the count: the 190,592 stable extensions of grid_100 (a
10 x 10 grid of bench_dung.py) take it a quarter of a second, and the
252,052,300 complete ones more than five (``python
benchmarks/dung_count.py grid_100 --semantics ST,CO``, column "clasp").
Those three semantics are defined by clauses over the arguments
(:func:`clinarg._native.count_extensions` writes them), so their number
is a model count, and the compiled core counts models by splitting the
formula into connected components and caching each component's count
(clinarg_count.c), in an order with narrow cuts that makes the cache a
dynamic programme over them.  The count is exact: the cache compares whole
components, never only a hash of them.  Semi-stable and stage extensions,
once the maximal ranges are known, are counted the same way, range by
range.

On dense random frameworks with few extensions clasp's clause learning
wins, so :class:`ModelCount` runs beside clasp's count
(:meth:`clinarg.dung._program.Program.count` with a ``rival``) and the
first count to end is the answer; both are exact, so it never depends on
which one wins.  On a dense framework clasp counts alone first
(:func:`count_head_start`).  The counter recurses in C, one level per
branching, so it runs in a thread with a stack of its own
(``STACK_BYTES``), bounded to ``MAX_DEPTH`` levels (a framework that
would nest deeper is left to clasp); the thread is stopped and joined on
every exit, so the deadline and Ctrl-C end it at once."""

from __future__ import annotations

import threading
import time

from .. import _native
from ..errors import SolverTimeout
from ._frame import Frame
from ._rival import ThreadedRival

__all__ = [
    "ModelCount",
    "count_head_start",
    "ended_alone",
    "count_extensions",
    "core_counted",
    "COUNTED_SEMANTICS",
    "STACK_BYTES",
    "MAX_DEPTH",
]

#: Semantics counted here rather than by clasp.
COUNTED_SEMANTICS = frozenset(_native.COUNT_SEMANTICS)

#: C stack of the counting thread: reserved address space, paged in only as
#: deep as the search goes.
STACK_BYTES = 256 * 2**20

#: Branchings the count may nest: each takes under 1 KiB of C stack
#: (``tests/test_dung_count.py`` counts a chain that nests about 1,500 deep
#: in a thread with 256 KiB of stack plus 1 KiB per level).
MAX_DEPTH = STACK_BYTES // 1024

#: Seconds between two looks at the deadline while the count runs alone.
_SLICE = 0.1

#: Attacks per argument above which a framework counts as dense: there the
#: counter lets clasp count alone for ``DENSE_HEAD_START`` seconds before
#: it joins.  The counter's work grows exponentially with the widest cut of
#: its order, and a dense framework's cuts are wide: on the AFGen instances
#: (25-114 attacks per argument) clasp's count ended first on every one, in
#: a fifth to a thirtieth of the counter's time or with the counter unsolved,
#: while the two side by side slowed clasp by up to a half (they share the
#: host's caches); every generated family of bench_dung.py has under 4.
DENSE_ATTACKS_PER_ARGUMENT = 8
DENSE_HEAD_START = 0.05

#: Seconds the counter counts alone on a sparse framework before clasp's
#: program is built to join it.  On bench_dung's families (all sparse) the
#: counter alone was never slower than the two raced, and clasp never ended
#: first (``python benchmarks/dung_count.py FILES --semantics CO,ST,AD``,
#: grid, random, sccchain, scalefree and admbuster at 100 to 1,000
#: arguments); a count that ends within this time loads no clingo and
#: grounds nothing, and clasp does not slow it meanwhile (grid_100 CE-CO:
#: 0.053 s alone, 0.060 s raced).
SPARSE_CORE_LEAD = 0.1


def count_head_start(frame: Frame) -> float:
    """Seconds clasp's count runs alone before the compiled core's count of
    the same extensions joins it: ``DENSE_HEAD_START`` on a dense ``frame``
    (more than ``DENSE_ATTACKS_PER_ARGUMENT`` attacks per argument), where
    the counter almost never ends first, else none (the counter starts
    first, while clingo is imported and the program grounded).

    Examples
    --------
    >>> count_head_start(Frame(2, [0, 1], [1, 0], [0, 1]))
    0.0
    """
    dense = len(frame.src) > DENSE_ATTACKS_PER_ARGUMENT * frame.n
    return DENSE_HEAD_START if dense else 0.0


def ended_alone(count: ModelCount, deadline: float | None) -> int | None:
    """The result of ``count`` (begun here if it was not) if it ends
    within ``SPARSE_CORE_LEAD`` seconds and before ``deadline``, else
    ``None`` (too deep, or still running: clasp joins it).

    Raises
    ------
    clinarg.errors.SolverTimeout
        At ``deadline`` (the count is left running for the caller to stop).

    Examples
    --------
    >>> from array import array
    >>> frame = Frame(2, array("i", [0, 1]), array("i", [1, 0]), array("q", [0, 1]))
    >>> count = ModelCount(frame, "CO")
    >>> ended_alone(count, None)
    3
    >>> count.stop()
    """
    lead = time.monotonic() + SPARSE_CORE_LEAD
    if _ended_by(count, lead if deadline is None else min(lead, deadline)):
        return count.result()
    if deadline is not None and time.monotonic() >= deadline:
        raise SolverTimeout("time limit reached while counting")
    return None


def _ended_by(count: ModelCount, until: float | None) -> bool:
    """Whether ``count`` (begun here if it was not) ends by ``until`` (a
    ``time.monotonic()`` value; ``None``: waits for the end), waited for in
    slices so that Ctrl-C is seen."""
    ended = threading.Event()
    count.start(ended)
    while not count.done:
        left = None if until is None else until - time.monotonic()
        if left is not None and left <= 0:
            return False
        ended.wait(_SLICE if left is None else min(left, _SLICE))
    return True


def core_counted(code: str, frame: Frame) -> str | None:
    """The semantics whose count in the compiled core is CE for ``code`` on
    ``frame``: CO, ST and AD themselves; PR, SST and STG as ST when
    ``frame`` has no odd attack cycle (it is coherent, Dung 1995: its
    preferred extensions are stable, so stable ones exist, and then they
    are the semi-stable and stage ones too); else ``None``.

    Examples
    --------
    >>> ring = Frame(2, [0, 1], [1, 0], [0, 1])
    >>> core_counted("PR", ring), core_counted("CO", ring), core_counted("GR", ring)
    ('ST', 'CO', None)
    """
    if code in COUNTED_SEMANTICS:
        return code
    if code in ("PR", "SST", "STG") and frame.odd_cycle_free:
        return "ST"
    return None


class ModelCount(ThreadedRival):
    """The number of ``code`` (CO, ST or AD) extensions of ``frame``, or,
    given its maximal ``ranges`` (one byte per argument per range, as
    :func:`clinarg._native.count_in_ranges` takes them), of its ``code``
    (SST or STG) extensions, counted by the compiled core in a thread of
    its own with a large stack (:class:`~clinarg.dung._rival.ThreadedRival`):
    a rival of clasp's count (:meth:`clinarg.dung._program.Program.count`).

    :meth:`begin` may start the count before the race does (the answer
    does not depend on who wins, so it needs no head start); ``result()``
    is the count, or ``None`` when the count would nest deeper than
    ``MAX_DEPTH``, once ``done``.

    Examples
    --------
    >>> import threading
    >>> from array import array
    >>> frame = Frame(2, array("i", [0, 1]), array("i", [1, 0]), array("q", [0, 1]))
    >>> count = ModelCount(frame, "CO")
    >>> ended = threading.Event()
    >>> count.start(ended)
    >>> ended.wait(10)
    True
    >>> count.stop()
    >>> count.result()
    3
    """

    stack_bytes = STACK_BYTES

    def __init__(self, frame: Frame, code: str, ranges: bytes | None = None):
        known = COUNTED_SEMANTICS if ranges is None else _native.RANGE_SEMANTICS
        if code not in known:
            raise ValueError(f"no model count for {code}")
        self.frame = frame
        self.code = code
        self.ranges = ranges
        super().__init__()

    def _work(self, stop: _native.StopFlag) -> int | None:
        in_ptr, in_idx = self.frame.attackers_csr()
        n, code = self.frame.n, self.code
        try:
            if self.ranges is None:
                return _native.count_extensions(
                    n, in_ptr, in_idx, code, max_depth=MAX_DEPTH, stop=stop
                )
            return _native.count_in_ranges(
                n, in_ptr, in_idx, code, self.ranges, max_depth=MAX_DEPTH, stop=stop
            )
        except RecursionError:
            return None  # too deep (or too wide a work stack): clasp answers

    def result(self) -> int | None:
        """The count, or ``None`` (too deep, or stopped); once ``done``."""
        return self._value()


def count_extensions(
    frame: Frame, code: str, deadline: float | None = None, ranges: bytes | None = None
) -> int | None:
    """:class:`ModelCount`'s count alone, waited for until ``deadline``, or
    ``None`` when counting would nest deeper than ``MAX_DEPTH``.

    Raises
    ------
    clinarg.errors.SolverTimeout
        At ``deadline`` (a ``time.monotonic()`` value); the count is stopped.

    Examples
    --------
    >>> from array import array
    >>> frame = Frame(2, array("i", [0, 1]), array("i", [1, 0]), array("q", [0, 1]))
    >>> count_extensions(frame, "CO"), count_extensions(frame, "ST")
    (3, 2)
    >>> count_extensions(frame, "STG", ranges=bytes([1, 1]))
    2
    """
    count = ModelCount(frame, code, ranges)
    try:
        if not _ended_by(count, deadline):
            raise SolverTimeout("time limit reached while counting")
    finally:
        count.stop()
    return count.result()
