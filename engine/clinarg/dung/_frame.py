"""Integer frameworks and the graph operations the preprocessing needs.

A :class:`Frame` is a framework on ids ``0..n-1`` with ``ids[i]``, the id of
argument ``i`` in the user's framework.  Restricting a frame keeps that map,
so every extension computed on a sub-frame lifts back to user ids.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

__all__ = ["Frame"]


@dataclass(frozen=True)
class Frame:
    """Framework on ids ``0..n-1``; attack ``src[k] -> dst[k]``; ``ids`` maps to user ids."""

    n: int
    src: np.ndarray
    dst: np.ndarray
    ids: np.ndarray

    @classmethod
    def of(cls, af) -> "Frame":
        src, dst = af.attack_arrays()
        return cls(af.n_arguments, src, dst, np.arange(af.n_arguments, dtype=np.int64))

    def restrict(self, keep: np.ndarray) -> tuple["Frame", np.ndarray]:
        """Sub-frame induced by the boolean mask ``keep``, and old -> new id map (-1 if dropped)."""
        new_id = np.full(self.n, -1, dtype=np.int64)
        kept = np.flatnonzero(keep)
        new_id[kept] = np.arange(kept.size)
        inside = keep[self.src] & keep[self.dst]
        sub = Frame(int(kept.size), new_id[self.src[inside]].astype(np.int32),
                    new_id[self.dst[inside]].astype(np.int32), self.ids[kept])
        return sub, new_id

    def attackers_csr(self) -> tuple[np.ndarray, np.ndarray]:
        """``(indptr, indices)`` of the attackers of each argument."""
        return _csr(self.n, self.dst, self.src)

    def attacked_csr(self) -> tuple[np.ndarray, np.ndarray]:
        """``(indptr, indices)`` of the arguments each argument attacks."""
        return _csr(self.n, self.src, self.dst)

    def ancestors(self, q: int) -> np.ndarray:
        """Mask of the arguments with a path of attacks to ``q`` (``q`` included)."""
        ptr, idx = self.attackers_csr()
        seen = np.zeros(self.n, dtype=bool)
        seen[q] = True
        stack = [q]
        while stack:
            x = stack.pop()
            for y in idx[ptr[x]:ptr[x + 1]].tolist():
                if not seen[y]:
                    seen[y] = True
                    stack.append(y)
        return seen


def _csr(n: int, row: np.ndarray, col: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    order = np.argsort(row, kind="stable")
    ptr = np.zeros(n + 1, dtype=np.int64)
    np.cumsum(np.bincount(row, minlength=n), out=ptr[1:])
    return ptr, np.asarray(col)[order]
