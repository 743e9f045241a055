"""Strongly connected components and the condensation's topological order.

Computed by an iterative Tarjan algorithm in the compiled core, so a
million-argument chain does not meet a recursion limit.  Components are
numbered so that every edge leads from a component to itself or to a
later one: evaluating components in increasing order respects every
dependency (the basis of SCC-recursive semantics and of directional
evaluation of gradual semantics).

References
----------
R. Tarjan. Depth-first search and linear graph algorithms. SIAM Journal on
Computing 1(2):146-160, 1972.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from . import _native
from .errors import ParameterError

if TYPE_CHECKING:
    import numpy as np

__all__ = ["Components", "components_of_csr", "strongly_connected_components"]


@dataclass(frozen=True)
class Components:
    """A decomposition into strongly connected components.

    Attributes
    ----------
    labels : numpy.ndarray of int32
        ``labels[x]`` is the component of node ``x``, in ``0..count-1``;
        components are numbered in a topological order of the condensation.
    count : int
        Number of components.
    """

    labels: np.ndarray
    count: int

    def members(self) -> list[np.ndarray]:
        """The nodes of each component, in component order (sorted ids)."""
        import numpy as np

        order = np.argsort(self.labels, kind="stable")
        bounds = np.searchsorted(self.labels[order], np.arange(self.count + 1))
        return [order[bounds[c] : bounds[c + 1]] for c in range(self.count)]

    def offsets(self) -> tuple[np.ndarray, np.ndarray]:
        """``(indptr, nodes)``: members of component ``c`` are ``nodes[indptr[c]:indptr[c+1]]``."""
        import numpy as np

        order = np.argsort(self.labels, kind="stable").astype(np.int32)
        indptr = np.searchsorted(self.labels[order], np.arange(self.count + 1)).astype(np.int64)
        return indptr, order


def components_of_csr(n: int, indptr: np.ndarray, indices: np.ndarray) -> Components:
    """SCCs of the graph with successor lists in CSR form.

    Parameters
    ----------
    n : int
        Number of nodes.
    indptr : numpy.ndarray of int64, shape (n + 1,)
    indices : numpy.ndarray of int32

    Examples
    --------
    >>> import numpy as np
    >>> c = components_of_csr(3, np.array([0, 1, 2, 3]), np.array([1, 0, 0]))
    >>> c.count, c.labels.tolist()
    (2, [1, 1, 0])
    """
    import numpy as np

    indptr, indices = np.asarray(indptr), np.asarray(indices)
    for name, array in (("indptr", indptr), ("indices", indices)):
        if array.size and array.dtype.kind not in "iu":
            raise ParameterError(f"{name} must hold integers, got dtype {array.dtype}")
    if indices.dtype != np.int32:
        # not a range check (_native.scc checks every index against n): an
        # id narrowed to int32 must not wrap round into 0..n-1
        if indices.size and (
            indices.min() < np.iinfo(np.int32).min or indices.max() > np.iinfo(np.int32).max
        ):
            raise ParameterError("indices must fit in int32")
        indices = indices.astype(np.int32)
    # _native.scc checks lengths, monotonicity and the range of every index
    labels, count = _native.scc(n, indptr.astype(np.int64, copy=False), indices)
    return Components(_native.numpy_view(labels, read_only=False), count)


def strongly_connected_components(af) -> Components:
    """SCCs of an argumentation framework's attack graph.

    Examples
    --------
    >>> from clinarg import AF
    >>> af = AF.from_attacks(["a", "b", "c"], [("a", "b"), ("b", "a"), ("b", "c")])
    >>> comps = strongly_connected_components(af)
    >>> comps.count, comps.labels.tolist()
    (2, [0, 0, 1])
    """
    # duck-typed: this module sits below the engines and imports none of them
    if not (hasattr(af, "attacked_csr") and hasattr(af, "n_arguments")):
        raise ParameterError(f"expected an ArgumentationFramework, got {type(af).__name__}")
    out_ptr, out_idx = af.attacked_csr
    labels, count = _native.scc(af.n_arguments, out_ptr, out_idx)
    return Components(_native.numpy_view(labels, read_only=False), count)
