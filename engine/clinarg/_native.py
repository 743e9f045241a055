"""Thin, validating wrappers around the compiled core (``native/``).

Every call checks dtypes, lengths and the C status code and turns a failure
into a typed exception; nothing else in clinarg touches ``ffi`` or ``lib``.
"""

from __future__ import annotations

import numpy as np

from ._clinarg_core import ffi, lib
from .errors import NativeError

__all__ = ["version", "parse_iccma", "build_csr", "grounded_labels", "scc"]

# Status codes of clinarg_core.h and what they mean to a reader of a file.
PARSE_STATUS = {
    -10: "missing header: the first line must be 'p af N'",
    -11: "malformed header: expected 'p af N' with N a non-negative integer",
    -12: "malformed line: expected an attack 'i j' with two positive integers",
    -13: "argument id out of range: attacks must name arguments 1..N of the header",
    -14: "header declares too many arguments",
    -16: "duplicate header: 'p af N' may appear only once",
    -17: "empty file",
}


def version() -> str:
    """Version string of the compiled core."""
    return ffi.string(lib.ca_version()).decode("ascii")


def _check(rc: int, what: str) -> None:
    if rc == 0:
        return
    if rc == -1:
        raise MemoryError(f"{what}: out of memory in the native core")
    raise NativeError(f"{what}: native core returned status {rc}")


def _ptr(ctype: str, array: np.ndarray):
    return ffi.cast(ctype, ffi.from_buffer(array))


def _as(array, dtype, name: str) -> np.ndarray:
    out = np.ascontiguousarray(array, dtype=dtype)
    if out.ndim != 1:
        raise ValueError(f"{name} must be one-dimensional, got shape {out.shape}")
    return out


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
        raise TypeError("data must be bytes")
    if not 0 <= max_args <= 2**31 - 1:
        raise ValueError("max_args must lie in 0..2**31-1")
    cap = data.count(b"\n") + 1  # at most one attack per line
    src = np.empty(cap, dtype=np.int32)
    dst = np.empty(cap, dtype=np.int32)
    out = ffi.new("int64_t[6]")
    rc = lib.ca_parse_iccma(
        ffi.from_buffer(data), len(data), max_args,
        _ptr("int32_t *", src), _ptr("int32_t *", dst), cap,
        out + 0, out + 1, out + 2, out + 3, out + 4, out + 5,
    )
    if rc == -1 or rc == -2 or rc == -15:
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
    """
    src = _as(src, np.int32, "src")
    dst = _as(dst, np.int32, "dst")
    if src.shape != dst.shape:
        raise ValueError("src and dst must have the same length")
    if n < 0 or n > 2**31 - 1:
        raise ValueError("n must lie in 0..2**31-1")
    m = src.shape[0]
    out_ptr = np.empty(n + 1, dtype=np.int64)
    in_ptr = np.empty(n + 1, dtype=np.int64)
    out_idx = np.empty(m, dtype=np.int32)
    in_idx = np.empty(m, dtype=np.int32)
    m_unique = ffi.new("int64_t *")
    rc = lib.ca_build_csr(
        n, m, _ptr("int32_t *", src), _ptr("int32_t *", dst),
        _ptr("int64_t *", out_ptr), _ptr("int32_t *", out_idx),
        _ptr("int64_t *", in_ptr), _ptr("int32_t *", in_idx), m_unique,
    )
    if rc == -13:
        raise ValueError(f"edge endpoint outside 0..{n - 1}")
    _check(rc, "build_csr")
    k = int(m_unique[0])
    if k < m:  # duplicates were dropped; release the unused tail
        out_idx = out_idx[:k].copy()
        in_idx = in_idx[:k].copy()
    return out_ptr, out_idx, in_ptr, in_idx


def _check_csr(n: int, ptr: np.ndarray, idx: np.ndarray, name: str) -> None:
    if ptr.dtype != np.int64 or idx.dtype != np.int32:
        raise TypeError(f"{name}: expected int64 pointers and int32 indices")
    if ptr.shape != (n + 1,) or int(ptr[-1]) != idx.shape[0]:
        raise ValueError(f"{name}: inconsistent CSR lengths")


def grounded_labels(n: int, out_ptr, out_idx, in_ptr) -> np.ndarray:
    """Grounded labelling: int8 array with 1 = IN, 2 = OUT, 0 = UNDEC."""
    _check_csr(n, out_ptr, out_idx, "attacked-by CSR")
    if in_ptr.dtype != np.int64 or in_ptr.shape != (n + 1,):
        raise ValueError("attackers CSR: inconsistent row pointers")
    label = np.empty(n, dtype=np.int8)
    rc = lib.ca_grounded(n, _ptr("int64_t *", out_ptr), _ptr("int32_t *", out_idx),
                         _ptr("int64_t *", in_ptr), _ptr("int8_t *", label))
    _check(rc, "grounded")
    return label


def scc(n: int, out_ptr, out_idx) -> tuple[np.ndarray, int]:
    """Component of every node, numbered in topological order, and their count."""
    _check_csr(n, out_ptr, out_idx, "successor CSR")
    comp = np.empty(n, dtype=np.int32)
    k = ffi.new("int64_t *")
    rc = lib.ca_scc(n, _ptr("int64_t *", out_ptr), _ptr("int32_t *", out_idx),
                    _ptr("int32_t *", comp), k)
    _check(rc, "scc")
    return comp, int(k[0])
