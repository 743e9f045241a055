"""Thin, validating wrappers around the compiled core (``native/``).

Every call checks types, dtypes, lengths and index ranges before the C code
runs (an out-of-range index would make it read or write out of bounds), and
turns the C status code into a typed exception; nothing else in clinarg
touches ``ffi`` or ``lib``.  Status codes are the ``CA_*`` names of
``clinarg_core.h``, read through the cffi declarations.
"""

from __future__ import annotations

import numbers

import numpy as np

from ._clinarg_core import ffi, lib
from .errors import NativeError, ParameterError

__all__ = ["version", "parse_iccma", "build_csr", "grounded_labels", "scc", "reach", "MAX_NODES"]

#: Largest number of nodes (argument ids are int32).
MAX_NODES = 2**31 - 1

#: Status of a successful call, and of an ICCMA header above ``max_args``.
OK, TOO_MANY_ARGS = lib.CA_OK, lib.CA_E_TOO_MANY_ARGS

# Status codes of clinarg_core.h and what they mean to a reader of a file.
PARSE_STATUS = {
    lib.CA_E_MISSING_HEADER: "missing header: the first line must be 'p af N'",
    lib.CA_E_BAD_HEADER: "malformed header: expected 'p af N' with N a non-negative integer",
    lib.CA_E_MALFORMED: "malformed line: expected an attack 'i j' with two positive integers",
    lib.CA_E_OUT_OF_RANGE: "argument id out of range: attacks must name arguments 1..N of "
    "the header",
    lib.CA_E_TOO_MANY_ARGS: "header declares too many arguments",
    lib.CA_E_DUPLICATE_HEADER: "duplicate header: 'p af N' may appear only once",
    lib.CA_E_EMPTY: "empty file",
}


def version() -> str:
    """Version string of the compiled core."""
    return ffi.string(lib.ca_version()).decode("ascii")


def _check(rc: int, what: str) -> None:
    if rc == lib.CA_OK:
        return
    if rc == lib.CA_E_NOMEM:
        raise MemoryError(f"{what}: out of memory in the native core")
    raise NativeError(f"{what}: native core returned status {rc}")


def _ptr(ctype: str, array: np.ndarray):
    return ffi.cast(ctype, ffi.from_buffer(array))


def _count(n, name: str = "n") -> int:
    """``n`` as an int in 0..MAX_NODES, or a ParameterError."""
    if isinstance(n, bool) or not isinstance(n, numbers.Integral):
        raise ParameterError(f"{name} must be an integer, got {type(n).__name__}")
    if not 0 <= n <= MAX_NODES:
        raise ParameterError(f"{name} must lie in 0..{MAX_NODES}, got {n}")
    return int(n)


def _ids(array, n: int, name: str) -> np.ndarray:
    """``array`` as contiguous int32 ids in 0..n-1; refuses floats, bools and
    out-of-range values instead of truncating or wrapping them."""
    raw = np.asarray(array)
    if raw.ndim != 1:
        raise ParameterError(f"{name} must be one-dimensional, got shape {raw.shape}")
    if raw.size == 0:
        return np.empty(0, dtype=np.int32)
    if raw.dtype.kind not in "iu":
        raise ParameterError(f"{name} must hold integer ids, got dtype {raw.dtype}")
    low, high = int(raw.min()), int(raw.max())
    if low < 0 or high >= n:
        bad = low if low < 0 else high
        raise ParameterError(f"{name} holds id {bad}, outside 0..{n - 1}")
    return np.ascontiguousarray(raw, dtype=np.int32)


def parse_iccma(data: bytes, max_args: int):
    """Parse ICCMA 2023 text held in ``data``.

    Returns
    -------
    tuple
        ``(status, n, src, dst, names_range, names_count, err_line)``; on a
        non-zero ``status`` only ``err_line`` is meaningful.  Format errors
        are reported by status so that the caller can name the file.
    """
    if not isinstance(data, (bytes, bytearray, memoryview)):
        raise ParameterError(f"data must be bytes, got {type(data).__name__}")
    max_args = _count(max_args, "max_args")
    cap = data.count(b"\n") + 1  # at most one attack per line
    src = np.empty(cap, dtype=np.int32)
    dst = np.empty(cap, dtype=np.int32)
    out = ffi.new("int64_t[6]")
    rc = lib.ca_parse_iccma(
        ffi.from_buffer(data),
        len(data),
        max_args,
        _ptr("int32_t *", src),
        _ptr("int32_t *", dst),
        cap,
        out + 0,
        out + 1,
        out + 2,
        out + 3,
        out + 4,
        out + 5,
    )
    if rc in (lib.CA_E_NOMEM, lib.CA_E_ARG, lib.CA_E_CAPACITY):
        _check(rc, "parse_iccma")
    n, m = int(out[0]), int(out[1])
    return rc, n, src[:m], dst[:m], (int(out[2]), int(out[3])), int(out[4]), int(out[5])


def build_csr(n: int, src, dst):
    """Both CSR structures of the graph ``src[i] -> dst[i]`` on ``n`` nodes.

    Rows are sorted and duplicate edges removed.

    Returns
    -------
    tuple of numpy.ndarray
        ``(out_ptr, out_idx, in_ptr, in_idx)`` with int64 row pointers and
        int32 indices.

    Raises
    ------
    clinarg.errors.ParameterError
        ``n`` is not an integer in 0..2**31-1, or ``src``/``dst`` are not
        one-dimensional integer arrays of equal length with ids in 0..n-1.
    """
    n = _count(n)
    src = _ids(src, n, "src")
    dst = _ids(dst, n, "dst")
    if src.shape != dst.shape:
        raise ParameterError(
            f"src and dst must have the same length, got {src.shape[0]} and {dst.shape[0]}"
        )
    m = src.shape[0]
    out_ptr = np.empty(n + 1, dtype=np.int64)
    in_ptr = np.empty(n + 1, dtype=np.int64)
    out_idx = np.empty(m, dtype=np.int32)
    in_idx = np.empty(m, dtype=np.int32)
    m_unique = ffi.new("int64_t *")
    rc = lib.ca_build_csr(
        n,
        m,
        _ptr("int32_t *", src),
        _ptr("int32_t *", dst),
        _ptr("int64_t *", out_ptr),
        _ptr("int32_t *", out_idx),
        _ptr("int64_t *", in_ptr),
        _ptr("int32_t *", in_idx),
        m_unique,
    )
    _check(rc, "build_csr")
    k = int(m_unique[0])
    if k < m:  # duplicates were dropped; release the unused tail
        out_idx = out_idx[:k].copy()
        in_idx = in_idx[:k].copy()
    return out_ptr, out_idx, in_ptr, in_idx


def _check_ptr(n: int, ptr, nnz: int, name: str) -> np.ndarray:
    if not isinstance(ptr, np.ndarray) or ptr.dtype != np.int64 or ptr.shape != (n + 1,):
        raise ParameterError(
            f"{name}: row pointers must be an int64 array of n + 1 = {n + 1} entries"
        )
    if ptr[0] != 0 or ptr[-1] != nnz or (n and np.any(ptr[1:] < ptr[:-1])):
        raise ParameterError(
            f"{name}: row pointers must start at 0, never decrease and "
            f"end at the number of indices ({nnz})"
        )
    return np.ascontiguousarray(ptr)


def _check_csr(n: int, ptr, idx, name: str) -> tuple[np.ndarray, np.ndarray]:
    """Validate a CSR structure on ``n`` nodes: the C code trusts every entry."""
    n = _count(n)
    if not isinstance(idx, np.ndarray) or idx.dtype != np.int32 or idx.ndim != 1:
        raise ParameterError(f"{name}: indices must be a one-dimensional int32 array")
    ptr = _check_ptr(n, ptr, idx.shape[0], name)
    if idx.size and (int(idx.min()) < 0 or int(idx.max()) >= n):
        raise ParameterError(f"{name}: indices must lie in 0..{n - 1}")
    return ptr, np.ascontiguousarray(idx)


def grounded_labels(n: int, out_ptr, out_idx, in_ptr) -> np.ndarray:
    """Grounded labelling: int8 array with 1 = IN, 2 = OUT, 0 = UNDEC.

    ``out_ptr``/``out_idx`` list whom each node attacks and ``in_ptr`` the
    row pointers of the attackers (the same attacks, transposed); all are
    validated first.

    Raises
    ------
    clinarg.errors.ParameterError
        Wrong dtypes or lengths, or an index outside ``0..n-1``.

    Examples
    --------
    >>> import numpy as np
    >>> grounded_labels(2, np.array([0, 1, 1]), np.array([1], np.int32),
    ...                 np.array([0, 0, 1])).tolist()
    [1, 2]
    """
    out_ptr, out_idx = _check_csr(n, out_ptr, out_idx, "attacked-by CSR")
    in_ptr = _check_ptr(n, in_ptr, out_idx.shape[0], "attackers CSR")
    label = np.empty(n, dtype=np.int8)
    rc = lib.ca_grounded(
        n,
        _ptr("int64_t *", out_ptr),
        _ptr("int32_t *", out_idx),
        _ptr("int64_t *", in_ptr),
        _ptr("int8_t *", label),
    )
    _check(rc, "grounded")
    return label


def scc(n: int, out_ptr, out_idx) -> tuple[np.ndarray, int]:
    """Component of every node, numbered in topological order, and their count.

    Raises
    ------
    clinarg.errors.ParameterError
        Wrong dtypes or lengths, or an index outside ``0..n-1``.

    Examples
    --------
    >>> import numpy as np
    >>> labels, k = scc(2, np.array([0, 1, 2]), np.array([1, 0], np.int32))
    >>> labels.tolist(), k
    ([0, 0], 1)
    """
    out_ptr, out_idx = _check_csr(n, out_ptr, out_idx, "successor CSR")
    comp = np.empty(n, dtype=np.int32)
    k = ffi.new("int64_t *")
    rc = lib.ca_scc(
        n, _ptr("int64_t *", out_ptr), _ptr("int32_t *", out_idx), _ptr("int32_t *", comp), k
    )
    _check(rc, "scc")
    return comp, int(k[0])


def reach(n: int, ptr, idx, sources) -> np.ndarray:
    """Mask of the nodes reachable from ``sources`` along the CSR edges
    ``ptr``/``idx`` (the sources included), by a breadth-first search in the
    compiled core.

    Given the attackers' CSR this is the relevance cone of a query: the
    arguments with a path of attacks to it.

    Raises
    ------
    clinarg.errors.ParameterError
        Wrong dtypes or lengths, or an index or source outside ``0..n-1``.

    Examples
    --------
    >>> import numpy as np
    >>> reach(3, np.array([0, 1, 1, 1]), np.array([1], np.int32), [0]).tolist()
    [True, True, False]
    """
    ptr, idx = _check_csr(n, ptr, idx, "successor CSR")
    sources = _ids(sources, n, "sources")
    seen = np.empty(n, dtype=np.int8)
    count = ffi.new("int64_t *")  # ca_reach requires it (the number reached); unused
    rc = lib.ca_reach(
        n,
        _ptr("int64_t *", ptr),
        _ptr("int32_t *", idx),
        _ptr("int32_t *", sources),
        sources.shape[0],
        _ptr("int8_t *", seen),
        count,
    )
    _check(rc, "reach")
    return seen.view(bool)
