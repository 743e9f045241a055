"""Local search for a stable extension, run beside clasp.

clasp's search for one stable extension is complete but heavy-tailed on
dense random frameworks.  The compiled core's local search
(:func:`clinarg._native.stable_walk`, probSAT over arguments) is not, on
the same questions, but it is incomplete: it can never say that there is
none.  So the two run side by side
(:meth:`clinarg.dung._program.Program.first` with a ``rival``): whichever
answers first wins, clasp still proves every "no", and a witness the walk
finds has been checked against the attacks before it is returned.
"""

from __future__ import annotations

from array import array

from .. import _native
from ._frame import Frame
from ._rival import ThreadedRival

__all__ = ["StableWalk", "MAX_FLIPS"]

#: Flips a walk makes at most before it gives up: in practice never, since
#: clasp's answer (or the deadline) stops it first.
MAX_FLIPS = 2**40


class StableWalk(ThreadedRival):
    """A local search for a stable extension of ``frame`` with the
    arguments ``true_in`` in and ``false_in`` out, run in a thread of its own
    (:class:`~clinarg.dung._rival.ThreadedRival`).

    Examples
    --------
    >>> import threading
    >>> from array import array
    >>> frame = Frame(2, array("i", [0, 1]), array("i", [1, 0]), array("q", [0, 1]))
    >>> walk = StableWalk(frame, false_in=[0])
    >>> ended = threading.Event()
    >>> walk.start(ended)
    >>> ended.wait(10)
    True
    >>> walk.stop()
    >>> sorted(walk.result())
    [1]
    """

    def __init__(
        self,
        frame: Frame,
        true_in=(),
        false_in=(),
        *,
        seed: int = 0,
        max_flips: int = MAX_FLIPS,
    ):
        self.frame = frame
        self._fixed = array("b", [-1]) * frame.n
        for x in true_in:
            self._fixed[x] = 1
        for x in false_in:
            self._fixed[x] = 0
        self._seed = seed
        self._max_flips = max_flips
        super().__init__()

    def _work(self, stop: _native.StopFlag):
        out_ptr, out_idx = self.frame.attacked_csr()
        in_ptr, in_idx = self.frame.attackers_csr()
        member, _ = _native.stable_walk(
            self.frame.n,
            out_ptr,
            out_idx,
            in_ptr,
            in_idx,
            self._fixed,
            max_flips=self._max_flips,
            seed=self._seed,
            stop=stop,
        )
        return member

    def result(self) -> frozenset | None:
        """The stable extension found (frame ids), or ``None``; once ``done``."""
        member = self._value()
        return None if member is None else frozenset(_native.select(member, 1))
