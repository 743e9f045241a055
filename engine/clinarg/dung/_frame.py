"""Integer frameworks and the graph operations the preprocessing needs.

A :class:`Frame` is a framework on ids ``0..n-1`` with ``ids[i]``, the id of
argument ``i`` in the user's framework.  Restricting a frame keeps that map,
so every extension computed on a sub-frame lifts back to user ids.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property

import numpy as np

__all__ = ["Frame", "with_blocker"]


@dataclass(frozen=True)
class Frame:
    """Framework on ids ``0..n-1``; attack ``src[k] -> dst[k]``; ``ids`` maps to user ids."""

    n: int
    src: np.ndarray
    dst: np.ndarray
    ids: np.ndarray

    @classmethod
    def of(cls, af) -> Frame:
        src, dst = af.attack_arrays()
        return cls(af.n_arguments, src, dst, np.arange(af.n_arguments, dtype=np.int64))

    def restrict(self, keep: np.ndarray) -> tuple[Frame, np.ndarray]:
        """Sub-frame induced by the boolean mask ``keep``, and old -> new id map (-1 if dropped)."""
        new_id = np.full(self.n, -1, dtype=np.int64)
        kept = np.flatnonzero(keep)
        new_id[kept] = np.arange(kept.size)
        inside = keep[self.src] & keep[self.dst]
        sub = Frame(
            int(kept.size),
            new_id[self.src[inside]].astype(np.int32),
            new_id[self.dst[inside]].astype(np.int32),
            self.ids[kept],
        )
        return sub, new_id

    # The CSRs are built once per frame (a plan asks a frame many relevance
    # queries); cached_property writes the instance dict, past the frozen
    # dataclass's __setattr__.
    @cached_property
    def _attackers(self) -> tuple[np.ndarray, np.ndarray]:
        return _csr(self.n, self.dst, self.src)

    def attackers_csr(self) -> tuple[np.ndarray, np.ndarray]:
        """``(indptr, indices)`` of the attackers of each argument."""
        return self._attackers

    @cached_property
    def _attacked(self) -> tuple[np.ndarray, np.ndarray]:
        return _csr(self.n, self.src, self.dst)

    def attacked_csr(self) -> tuple[np.ndarray, np.ndarray]:
        """``(indptr, indices)`` of the arguments each argument attacks."""
        return self._attacked

    def grounded(self) -> frozenset:
        """The grounded extension (frame ids), by the compiled core's
        linear-time labelling."""
        from .. import _native
        from .grounded import IN

        out_ptr, out_idx = self._attacked
        labels = _native.grounded_labels(self.n, out_ptr, out_idx, self._attackers[0])
        return frozenset(np.flatnonzero(labels == IN).tolist())

    def ancestors(self, q: int) -> np.ndarray:
        """Mask of the arguments with a path of attacks to ``q`` (``q`` included),
        by a breadth-first search in the compiled core.

        Examples
        --------
        >>> f = Frame(3, np.array([0, 1]), np.array([1, 2]), np.arange(3))
        >>> f.ancestors(1).tolist()
        [True, True, False]
        """
        from .. import _native

        ptr, idx = self._attackers
        return _native.reach(self.n, ptr, idx, np.array([q], dtype=np.int32))


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
    src = np.asarray(src, dtype=np.int32)
    dst = np.asarray(dst, dtype=np.int32)
    blocked = np.asarray(blocked, dtype=np.int32)
    if blocked.size:
        src = np.concatenate([src, np.full(blocked.size + 1, n, dtype=np.int32)])
        dst = np.concatenate([dst, np.array([n], dtype=np.int32), blocked])
        n += 1
    return Frame(n, src, dst, np.asarray(ids, dtype=np.int64))


def _csr(n: int, row: np.ndarray, col: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    order = np.argsort(row, kind="stable")
    ptr = np.zeros(n + 1, dtype=np.int64)
    np.cumsum(np.bincount(row, minlength=n), out=ptr[1:])
    return ptr, np.asarray(col)[order].astype(np.int32, copy=False)
