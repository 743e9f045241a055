"""Integer frameworks and the graph operations the preprocessing needs.

A :class:`Frame` is a framework on ids ``0..n-1`` with ``ids[i]``, the id of
argument ``i`` in the user's framework.  Restricting a frame keeps that map,
so every extension computed on a sub-frame lifts back to user ids.

Its arrays are standard-library ``array.array`` buffers and every pass over
them runs in the compiled core (:mod:`clinarg._native`), so that solving a
task never imports numpy (see that module).
"""

from __future__ import annotations

from array import array
from functools import cached_property

from .. import _native

__all__ = ["Frame", "with_blocker"]


class Frame:
    """Framework on ids ``0..n-1``; attack ``src[k] -> dst[k]``; ``ids`` maps to user ids.

    ``src`` and ``dst`` are int32 and ``ids`` int64 ``array.array`` (any
    sequence of ints is converted).  A frame is not changed once made (its
    CSRs and other derived data are cached); it is a plain class rather
    than a dataclass so that solving never imports dataclasses (see
    :class:`clinarg.dung.semantics.Acceptance`).
    """

    def __init__(self, n: int, src, dst, ids):
        self.n = n
        self.src: array = _native.typed(src, "i", "src")
        self.dst: array = _native.typed(dst, "i", "dst")
        self.ids: array = _native.typed(ids, "q", "ids")

    def __repr__(self) -> str:
        return f"Frame(n={self.n}, attacks={len(self.src)})"

    @classmethod
    def of(cls, af) -> Frame:
        src, dst = af._attack_buffers()
        return cls(af.n_arguments, src, dst, array("q", range(af.n_arguments)))

    def restrict(self, keep: array, value: int = 1) -> tuple[Frame, array]:
        """Sub-frame induced by the arguments ``x`` with ``keep[x] == value``
        (an int8 mask or labelling), and the old -> new id map (-1 if dropped)."""
        new_id, src, dst, ids = _native.restrict(self.n, self.src, self.dst, keep, value, self.ids)
        return Frame(len(ids), src, dst, ids), new_id

    # The CSRs are built once per frame (a plan asks a frame many relevance
    # queries).
    @cached_property
    def _csrs(self) -> tuple[array, array, array, array]:
        return _native.build_csr(self.n, self.src, self.dst)

    def attackers_csr(self) -> tuple[array, array]:
        """``(indptr, indices)`` of the attackers of each argument."""
        return self._csrs[2], self._csrs[3]

    def attacked_csr(self) -> tuple[array, array]:
        """``(indptr, indices)`` of the arguments each argument attacks."""
        return self._csrs[0], self._csrs[1]

    @cached_property
    def odd_cycle_free(self) -> bool:
        """Whether no attack cycle has odd length (a self-attack is one):
        then the preferred extensions are the stable ones (coherence).

        Examples
        --------
        >>> Frame(2, [0, 1], [1, 0], [0, 1]).odd_cycle_free
        True
        >>> Frame(1, [0], [0], [0]).odd_cycle_free
        False
        """
        return _native.odd_cycle_free(self.n, *self._csrs)

    def grounded(self) -> frozenset:
        """The grounded extension (frame ids), by the compiled core's
        linear-time labelling."""
        from .grounded import IN

        out_ptr, out_idx, in_ptr, _ = self._csrs
        labels = _native.grounded_labels(self.n, out_ptr, out_idx, in_ptr)
        return frozenset(_native.select(labels, IN))

    def ancestors(self, q: int) -> tuple[array, int]:
        """Mask of the arguments with a path of attacks to ``q`` (``q`` included),
        by a breadth-first search in the compiled core, and their number.

        Examples
        --------
        >>> f = Frame(3, [0, 1], [1, 2], [0, 1, 2])
        >>> mask, count = f.ancestors(1)
        >>> mask.tolist(), count
        ([1, 1, 0], 2)
        """
        ptr, idx = self.attackers_csr()
        return _native.reach(self.n, ptr, idx, array("i", [q]))


def with_blocker(n: int, src, dst, blocked, ids) -> Frame:
    """The frame on ``0..n-1`` with attacks ``src -> dst`` in which the
    arguments ``blocked`` can never be accepted: a fresh self-attacking
    argument ``n`` (added only when ``blocked`` is not empty) attacks them, so
    no admissible set defends them, while they still attack as before.
    ``ids[i]`` is what argument ``i < n`` stands for (the blocker has none).

    Examples
    --------
    >>> f = with_blocker(2, [0], [1], [0], [10, 11])
    >>> f.n, f.src.tolist(), f.dst.tolist()
    (3, [0, 2, 2], [1, 2, 0])
    """
    src = array("i", _native.typed(src, "i", "src"))  # copies: extended below
    dst = array("i", _native.typed(dst, "i", "dst"))
    blocked = _native.typed(blocked, "i", "blocked")
    if len(blocked):
        src.extend([n] * (len(blocked) + 1))
        dst.append(n)
        dst.extend(blocked)
        n += 1
    return Frame(n, src, dst, ids)
