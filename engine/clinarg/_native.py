"""Thin, validating wrappers around the compiled core (``native/``).

Every call checks types, lengths and index ranges before the C code runs (an
out-of-range index would make it read or write out of bounds), and turns the
C status code into a typed exception; nothing else in clinarg touches
``ffi`` or ``lib``.  Status codes are the ``CA_*`` names of
``clinarg_core.h``, read through the cffi declarations.

Arrays go in and come out as standard-library :class:`array.array` buffers
(``"i"`` int32 ids, ``"q"`` int64 row pointers and ids, ``"b"`` int8
labels and masks), so that the Dung engine runs without importing numpy:
on a small framework numpy's import alone costs more than parsing, grounding
and solving together.  Inputs may also be numpy arrays (validated with
numpy, which the caller has loaded already) or sequences of ints.
"""

from __future__ import annotations

import numbers
import sys
from array import array

from ._clinarg_core import ffi, lib
from .errors import NativeError, ParameterError

__all__ = [
    "version",
    "parse_iccma",
    "build_csr",
    "grounded_labels",
    "scc",
    "reach",
    "select",
    "restrict",
    "row_of",
    "aspif_facts",
    "aspif_stable",
    "aspif_semantics",
    "ASPIF_PROGRAMS",
    "aspif_first_atoms",
    "stable_walk",
    "StopFlag",
    "MAX_NODES",
]

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

# array.array typecode -> (C type, numpy dtype name, lowest, highest value)
_TYPES = {
    "b": ("int8_t", "int8", -(2**7), 2**7 - 1),
    "i": ("int32_t", "int32", -(2**31), 2**31 - 1),
    "q": ("int64_t", "int64", -(2**63), 2**63 - 1),
}
if (
    array("i").itemsize != 4 or array("I").itemsize != 4 or array("q").itemsize != 8
):  # pragma: no cover - exotic ABI
    raise ImportError("clinarg needs a platform where C int is 32 and long long 64 bits")


def version() -> str:
    """Version string of the compiled core."""
    return ffi.string(lib.ca_version()).decode("ascii")


def _check(rc: int, what: str) -> None:
    if rc == lib.CA_OK:
        return
    if rc == lib.CA_E_NOMEM:
        raise MemoryError(f"{what}: out of memory in the native core")
    raise NativeError(f"{what}: native core returned status {rc}")


def zeros(code: str, n: int) -> array:
    """A zero-filled :class:`array.array` of typecode ``code`` and length ``n``.

    Examples
    --------
    >>> zeros("b", 3).tolist()
    [0, 0, 0]
    """
    return array(code, [0]) * n


def numpy_view(buffer: array, *, read_only: bool):
    """``buffer`` as a numpy array of the same type, without a copy (imports
    numpy: for the public accessors that promise numpy arrays).

    Examples
    --------
    >>> numpy_view(array("i", [1, 2]), read_only=True).dtype
    dtype('int32')
    """
    import numpy as np

    view = np.frombuffer(buffer, dtype=_TYPES[buffer.typecode][1])
    view.flags.writeable = not read_only
    return view


def _ptr(code: str, buffer: array):
    """A C pointer into ``buffer`` (NULL-safe for empty arrays)."""
    return ffi.cast(_TYPES[code][0] + " *", ffi.from_buffer(buffer))


def _count(n, name: str = "n", top: int = MAX_NODES) -> int:
    """``n`` as an int in 0..top (MAX_NODES by default), or a ParameterError."""
    if isinstance(n, bool) or not isinstance(n, numbers.Integral):
        raise ParameterError(f"{name} must be an integer, got {type(n).__name__}")
    if not 0 <= n <= top:
        raise ParameterError(f"{name} must lie in 0..{top}, got {n}")
    return int(n)


def typed(values, code: str, name: str) -> array:
    """``values`` as a one-dimensional :class:`array.array` of typecode ``code``.

    An array of that typecode is returned as it is; a numpy array is checked
    and converted with numpy; any other iterable must hold ints (numpy
    integer scalars included).  Floats, bools, nested sequences and values
    outside the type's range are refused rather than truncated or wrapped.

    Raises
    ------
    clinarg.errors.ParameterError

    Examples
    --------
    >>> typed([3, 1], "i", "ids").tolist()
    [3, 1]
    >>> typed([0.5], "i", "ids")
    Traceback (most recent call last):
    ...
    clinarg.errors.ParameterError: ids must hold integer ids, got float
    """
    if type(values) is array and values.typecode == code:
        return values
    _, dtype, low, high = _TYPES[code]
    np = sys.modules.get("numpy")  # a numpy array means numpy is loaded already
    if np is not None and isinstance(values, np.ndarray):
        if values.ndim != 1:
            raise ParameterError(f"{name} must be one-dimensional, got shape {values.shape}")
        out = array(code)
        if values.size == 0:
            return out
        if values.dtype.kind not in "iu":
            raise ParameterError(f"{name} must hold integer ids, got dtype {values.dtype}")
        least, most = int(values.min()), int(values.max())
        if least < low or most > high:
            bad = least if least < low else most
            raise ParameterError(f"{name} holds {bad}, outside the {dtype} range")
        out.frombytes(np.ascontiguousarray(values, dtype=dtype).tobytes())
        return out
    if isinstance(values, (str, bytes, bytearray)) or not hasattr(values, "__iter__"):
        raise ParameterError(
            f"{name} must be a one-dimensional sequence of integers, got {type(values).__name__}"
        )
    items = values if isinstance(values, (list, tuple, array, range)) else list(values)
    try:
        out = array(code, items)
    except (TypeError, OverflowError):
        out = None
    if out is None or (type(items) is not array and any(type(v) is bool for v in items)):
        for v in items:  # the first offender, for the message
            if isinstance(v, bool) or not isinstance(v, numbers.Integral):
                if hasattr(v, "__len__") and not isinstance(v, (str, bytes)):
                    raise ParameterError(f"{name} must be one-dimensional, got a nested sequence")
                raise ParameterError(f"{name} must hold integer ids, got {type(v).__name__}")
            if not low <= v <= high:
                raise ParameterError(f"{name} holds {int(v)}, outside the {dtype} range")
    return out


def _edges(src, dst) -> tuple[array, array]:
    """``src``/``dst`` as int32 arrays of the same length."""
    src = typed(src, "i", "src")
    dst = typed(dst, "i", "dst")
    if len(src) != len(dst):
        raise ParameterError(
            f"src and dst must have the same length, got {len(src)} and {len(dst)}"
        )
    return src, dst


def _ids(values, n: int, name: str) -> array:
    """``values`` as int32 ids in 0..n-1."""
    ids = typed(values, "i", name)
    if len(ids):
        least, most = min(ids), max(ids)
        if least < 0 or most >= n:
            bad = least if least < 0 else most
            raise ParameterError(f"{name} holds id {bad}, outside 0..{n - 1}")
    return ids


def _name_bad_edge(src: array, dst: array, n: int) -> None:
    """Raise the ParameterError naming an edge end outside ``0..n-1``, after
    the C code has reported one (it says only that there is one)."""
    _ids(src, n, "src")
    _ids(dst, n, "dst")


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
    src = zeros("i", cap)
    dst = zeros("i", cap)
    out = ffi.new("int64_t[6]")
    rc = lib.ca_parse_iccma(
        ffi.from_buffer(data),
        len(data),
        max_args,
        _ptr("i", src),
        _ptr("i", dst),
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
    if rc == lib.CA_OK:
        del src[m:], dst[m:]
    return rc, n, src, dst, (int(out[2]), int(out[3])), int(out[4]), int(out[5])


def build_csr(n: int, src, dst):
    """Both CSR structures of the graph ``src[i] -> dst[i]`` on ``n`` nodes.

    Rows are sorted and duplicate edges removed.

    Returns
    -------
    tuple of array.array
        ``(out_ptr, out_idx, in_ptr, in_idx)`` with int64 row pointers and
        int32 indices.

    Raises
    ------
    clinarg.errors.ParameterError
        ``n`` is not an integer in 0..2**31-1, or ``src``/``dst`` are not
        one-dimensional sequences of integers of equal length with ids in
        0..n-1.

    Examples
    --------
    >>> out_ptr, out_idx, in_ptr, in_idx = build_csr(2, [0, 0], [1, 1])
    >>> out_ptr.tolist(), out_idx.tolist(), in_ptr.tolist()
    ([0, 1, 1], [1], [0, 0, 1])
    """
    n = _count(n)
    src, dst = _edges(src, dst)
    m = len(src)
    out_ptr = zeros("q", n + 1)
    in_ptr = zeros("q", n + 1)
    out_idx = zeros("i", m)
    in_idx = zeros("i", m)
    m_unique = ffi.new("int64_t *")
    rc = lib.ca_build_csr(
        n,
        m,
        _ptr("i", src),
        _ptr("i", dst),
        _ptr("q", out_ptr),
        _ptr("i", out_idx),
        _ptr("q", in_ptr),
        _ptr("i", in_idx),
        m_unique,
    )
    if rc == lib.CA_E_OUT_OF_RANGE:
        _name_bad_edge(src, dst, n)
    _check(rc, "build_csr")
    k = int(m_unique[0])
    if k < m:  # duplicates were dropped; release the unused tail
        del out_idx[k:], in_idx[k:]
    return out_ptr, out_idx, in_ptr, in_idx


def _check_csr(n: int, ptr, idx, name: str) -> tuple[array, array]:
    """Validate a CSR structure on ``n`` nodes: the C code trusts every entry."""
    idx = typed(idx, "i", f"{name}: indices")
    return _check_ptr(n, ptr, len(idx), name, idx), idx


def _check_ptr(n: int, ptr, nnz: int, name: str, idx: array | None = None) -> array:
    """Validate row pointers on ``n`` nodes for ``nnz`` entries, and the
    indices ``idx`` when given."""
    n = _count(n)
    ptr = typed(ptr, "q", f"{name}: row pointers")
    if len(ptr) != n + 1:
        raise ParameterError(
            f"{name}: row pointers must be n + 1 = {n + 1} int64 entries, got {len(ptr)}"
        )
    rc = lib.ca_check_csr(n, _ptr("q", ptr), nnz, ffi.NULL if idx is None else _ptr("i", idx))
    if rc == lib.CA_E_ARG:
        raise ParameterError(
            f"{name}: row pointers must start at 0, never decrease and "
            f"end at the number of indices ({nnz})"
        )
    if rc == lib.CA_E_OUT_OF_RANGE:
        raise ParameterError(f"{name}: indices must lie in 0..{n - 1}")
    _check(rc, "check_csr")
    return ptr


def grounded_labels(n: int, out_ptr, out_idx, in_ptr) -> array:
    """Grounded labelling: int8 array with 1 = IN, 2 = OUT, 0 = UNDEC.

    ``out_ptr``/``out_idx`` list whom each node attacks and ``in_ptr`` the
    row pointers of the attackers (the same attacks, transposed); all are
    validated first.

    Raises
    ------
    clinarg.errors.ParameterError
        Wrong lengths, or an index outside ``0..n-1``.

    Examples
    --------
    >>> grounded_labels(2, [0, 1, 1], [1], [0, 0, 1]).tolist()
    [1, 2]
    """
    out_ptr, out_idx = _check_csr(n, out_ptr, out_idx, "attacked-by CSR")
    in_ptr = _check_ptr(n, in_ptr, len(out_idx), "attackers CSR")
    label = zeros("b", n)
    rc = lib.ca_grounded(
        n, _ptr("q", out_ptr), _ptr("i", out_idx), _ptr("q", in_ptr), _ptr("b", label)
    )
    _check(rc, "grounded")
    return label


def scc(n: int, out_ptr, out_idx) -> tuple[array, int]:
    """Component of every node, numbered in topological order, and their count.

    Raises
    ------
    clinarg.errors.ParameterError
        Wrong lengths, or an index outside ``0..n-1``.

    Examples
    --------
    >>> labels, k = scc(2, [0, 1, 2], [1, 0])
    >>> labels.tolist(), k
    ([0, 0], 1)
    """
    out_ptr, out_idx = _check_csr(n, out_ptr, out_idx, "successor CSR")
    comp = zeros("i", n)
    k = ffi.new("int64_t *")
    rc = lib.ca_scc(n, _ptr("q", out_ptr), _ptr("i", out_idx), _ptr("i", comp), k)
    _check(rc, "scc")
    return comp, int(k[0])


def odd_cycle_free(n: int, out_ptr, out_idx, in_ptr, in_idx) -> bool:
    """Whether the graph has no directed cycle of odd length (a self-loop is
    one), in O(n + m): each strongly connected component must be bipartite.

    ``out_ptr``/``out_idx`` and ``in_ptr``/``in_idx`` are the same edges
    both ways, as :func:`build_csr` makes them.  A framework without odd
    attack cycles is coherent: its preferred extensions are its stable
    ones.

    Raises
    ------
    clinarg.errors.ParameterError
        Malformed CSRs.

    Examples
    --------
    A 2-cycle is even; a 3-cycle is odd:

    >>> odd_cycle_free(2, *build_csr(2, [0, 1], [1, 0]))
    True
    >>> odd_cycle_free(3, *build_csr(3, [0, 1, 2], [1, 2, 0]))
    False
    """
    comp, _ = scc(n, out_ptr, out_idx)
    in_ptr, in_idx = _check_csr(n, in_ptr, in_idx, "attackers CSR")
    out_ptr, out_idx = typed(out_ptr, "q", "out_ptr"), typed(out_idx, "i", "out_idx")
    result = ffi.new("int32_t *")
    rc = lib.ca_odd_cycle_free(
        n,
        _ptr("q", out_ptr),
        _ptr("i", out_idx),
        _ptr("q", in_ptr),
        _ptr("i", in_idx),
        _ptr("i", comp),
        result,
    )
    _check(rc, "odd_cycle_free")
    return bool(result[0])


def reach(n: int, ptr, idx, sources) -> tuple[array, int]:
    """Mask of the nodes reachable from ``sources`` along the CSR edges
    ``ptr``/``idx`` (the sources included), by a breadth-first search in the
    compiled core, and their number.

    Given the attackers' CSR this is the relevance cone of a query: the
    arguments with a path of attacks to it.

    Returns
    -------
    tuple
        ``(seen, count)``: an int8 array, 1 for a reachable node, and the
        number of reachable nodes.

    Raises
    ------
    clinarg.errors.ParameterError
        Wrong lengths, or an index or source outside ``0..n-1``.

    Examples
    --------
    >>> seen, count = reach(3, [0, 1, 1, 1], [1], [0])
    >>> seen.tolist(), count
    ([1, 1, 0], 2)
    """
    ptr, idx = _check_csr(n, ptr, idx, "successor CSR")
    sources = _ids(sources, n, "sources")
    seen = zeros("b", n)
    count = ffi.new("int64_t *")
    rc = lib.ca_reach(
        n, _ptr("q", ptr), _ptr("i", idx), _ptr("i", sources), len(sources), _ptr("b", seen), count
    )
    _check(rc, "reach")
    return seen, int(count[0])


def ranges(n: int, ptr, idx, sets) -> bytearray:
    """The range of each of ``sets`` (sequences of node ids) in the graph
    of successor CSR ``ptr``/``idx``: its members and their successors
    (given the attacks, ``S u S+``), as one byte per node per set, 1 in the
    range, set after set, marked in the compiled core.

    Raises
    ------
    clinarg.errors.ParameterError
        Wrong lengths, or an index or member outside ``0..n-1``.

    Examples
    --------
    >>> ranges(3, [0, 1, 2, 2], [1, 2], [[0], [2], []]).hex()
    '010100000001000000'
    """
    ptr, idx = _check_csr(n, ptr, idx, "successor CSR")
    set_ptr = array("q", [0])
    members = array("i")
    for members_of_one in sets:
        try:
            members.extend(members_of_one)
        except (TypeError, OverflowError) as exc:
            raise ParameterError(f"sets must be sequences of node ids: {exc}") from None
        set_ptr.append(len(members))
    n_sets = len(set_ptr) - 1
    if n and n_sets > MAX_NODES // n:
        raise ParameterError(f"{n_sets} sets of {n} nodes are too many")
    masks = bytearray(n * n_sets)
    rc = lib.ca_ranges(
        n,
        _ptr("q", ptr),
        _ptr("i", idx),
        n_sets,
        _ptr("q", set_ptr),
        _ptr("i", members),
        ffi.from_buffer("uint8_t[]", masks) if masks else ffi.NULL,
    )
    if rc == lib.CA_E_OUT_OF_RANGE:
        raise ParameterError(f"set members must lie in 0..{n - 1}")
    _check(rc, "ranges")
    return masks


def _labels(label, n: int | None = None) -> array:
    label = typed(label, "b", "labels")
    if n is not None and len(label) != n:
        raise ParameterError(f"labels must have n = {n} entries, got {len(label)}")
    return label


def select(label, value: int) -> array:
    """Positions ``x`` with ``label[x] == value``, in increasing order (int32).

    Examples
    --------
    >>> select([1, 0, 1], 1).tolist()
    [0, 2]
    """
    label = _labels(label)
    n = len(label)
    out = zeros("i", n)
    count = ffi.new("int64_t *")
    _check(lib.ca_select(n, _ptr("b", label), value, _ptr("i", out), count), "select")
    del out[int(count[0]) :]
    return out


def restrict(n: int, src, dst, label, value: int, ids=None):
    """The sub-graph induced by the nodes ``x`` with ``label[x] == value``.

    Nodes are renumbered ``0..k-1`` in increasing order.

    Returns
    -------
    tuple of array.array
        ``(new_id, sub_src, sub_dst, sub_ids)``: ``new_id[x]`` is the new
        number of ``x`` or -1 (int64), the kept edges renumbered (int32, in
        input order), and ``sub_ids[j]``, the entry of ``ids`` (default: the
        old number) of the node numbered ``j`` (int64).

    Raises
    ------
    clinarg.errors.ParameterError
        Wrong lengths, or an edge end outside ``0..n-1``.

    Examples
    --------
    >>> new_id, s, d, ids = restrict(3, [0, 1], [1, 2], [0, 1, 1], 1)
    >>> new_id.tolist(), s.tolist(), d.tolist(), ids.tolist()
    ([-1, 0, 1], [0], [1], [1, 2])
    """
    n = _count(n)
    src, dst = _edges(src, dst)
    label = _labels(label, n)
    if ids is not None:
        ids = typed(ids, "q", "ids")
        if len(ids) != n:
            raise ParameterError(f"ids must have n = {n} entries, got {len(ids)}")
    m = len(src)
    new_id = zeros("q", n)
    sub_src = zeros("i", m)
    sub_dst = zeros("i", m)
    sub_ids = zeros("q", n)
    kept = ffi.new("int64_t[2]")
    rc = lib.ca_restrict(
        n,
        m,
        _ptr("i", src),
        _ptr("i", dst),
        _ptr("b", label),
        value,
        ffi.NULL if ids is None else _ptr("q", ids),
        _ptr("q", new_id),
        _ptr("i", sub_src),
        _ptr("i", sub_dst),
        _ptr("q", sub_ids),
        kept + 0,
        kept + 1,
    )
    if rc == lib.CA_E_ARG:
        _name_bad_edge(src, dst, n)
    _check(rc, "restrict")
    del sub_ids[int(kept[0]) :]
    del sub_src[int(kept[1]) :], sub_dst[int(kept[1]) :]
    return new_id, sub_src, sub_dst, sub_ids


def row_of(n: int, ptr) -> array:
    """The row of every entry of a CSR structure: the sources of its edges.

    Examples
    --------
    >>> row_of(3, [0, 2, 2, 3]).tolist()
    [0, 0, 2]
    """
    n = _count(n)
    ptr = typed(ptr, "q", "row pointers")
    if len(ptr) != n + 1:
        raise ParameterError(f"row pointers must be n + 1 = {n + 1} entries, got {len(ptr)}")
    out = zeros("i", max(ptr[-1], 0))
    rc = lib.ca_row_of(n, _ptr("q", ptr), _ptr("i", out))
    if rc == lib.CA_E_ARG:
        raise ParameterError("row pointers must start at 0 and never decrease")
    _check(rc, "row_of")
    return out


#: Allocates without zeroing: a writer's buffer is sized for the longest
#: program it may write, and only what it writes is ever touched.
_UNCLEARED = ffi.new_allocator(should_clear_after_alloc=False)


def _written(write, cap: int, what: str, bad_arg=None) -> bytearray:
    """The bytes a C writer ``write(buf, cap, used)`` puts in a buffer of
    ``cap`` bytes; ``bad_arg()`` raises the message for ``CA_E_ARG``.

    The buffer is not zeroed (zeroing the 768 MB bound of a program on
    three million arguments took half a second, holding the GIL), and
    only the bytes written are copied out."""
    buf = _UNCLEARED("char[]", max(cap, 1))
    used = ffi.new("int64_t *")
    rc = write(buf, cap, used)
    if rc == lib.CA_E_ARG and bad_arg is not None:
        bad_arg()
    _check(rc, what)
    return bytearray(ffi.buffer(buf, int(used[0])))


def aspif_facts(n: int, src, dst) -> bytearray:
    """The facts ``arg(0..n-1)`` and ``att(src[i], dst[i])`` as an aspif program.

    clingo reads aspif facts about twice as fast as the same facts in ASP
    text, and grounds rules over them like any other facts.

    Raises
    ------
    clinarg.errors.ParameterError
        ``src``/``dst`` of different lengths or with ids outside ``0..n-1``.

    Examples
    --------
    >>> print(aspif_facts(2, [0], [1]).decode(), end="")
    asp 1 0 0
    4 6 arg(0) 0
    4 6 arg(1) 0
    4 8 att(0,1) 0
    0
    """
    n = _count(n)
    src, dst = _edges(src, dst)
    m = len(src)
    return _written(
        lambda buf, cap, used: lib.ca_aspif_facts(
            n, m, _ptr("i", src), _ptr("i", dst), buf, cap, used
        ),
        16 + 24 * n + 36 * m,
        "aspif_facts",
        lambda: _name_bad_edge(src, dst, n),
    )


#: Most arguments :func:`aspif_stable` writes a program for.
ASPIF_MAX_ARGS = lib.CA_ASPIF_MAX_ARGS


def aspif_stable(n: int, src, dst) -> bytearray:
    """A ground program whose answer sets are the stable extensions of a
    framework (those of ``encodings/stb.lp``), as aspif.

    clingo reads it without grounding.  ``in(x)`` is atom ``x+1``; a choice
    rule over the ``in`` atoms; per argument ``x``, the constraint ``:-
    in(a), in(x)`` for each attacker ``a``, the constraint ``:- not in(x),
    not in(a1), ..., not in(ak)`` over its attackers (``x`` is in or
    attacked by a member) and an output statement showing ``in(x)``.  These
    are clauses over the ``in`` atoms alone, without the encoding's
    ``defeated/1``; an attack listed twice gives one clause (the attackers
    come from :func:`build_csr`).

    Raises
    ------
    clinarg.errors.ParameterError
        ``src``/``dst`` of different lengths or with ids outside ``0..n-1``,
        or more than ``ASPIF_MAX_ARGS`` arguments.

    Examples
    --------
    >>> print(aspif_stable(2, [0], [1]).decode(), end="")
    asp 1 0 0
    1 1 2 1 2 0 0
    1 0 0 0 1 -1
    4 5 in(0) 1 1
    1 0 0 0 2 1 2
    1 0 0 0 2 -2 -1
    4 5 in(1) 1 2
    0
    """
    n = _count(n)
    if n > ASPIF_MAX_ARGS:
        raise ParameterError(
            f"{n} arguments: a stable program holds at most {ASPIF_MAX_ARGS} arguments"
        )
    _, _, in_ptr, in_idx = build_csr(n, src, dst)
    return _written(
        lambda buf, cap, used: lib.ca_aspif_stable(
            n, _ptr("q", in_ptr), _ptr("i", in_idx), buf, cap, used
        ),
        64 + 80 * n + 48 * len(in_idx),
        "aspif_stable",
    )


#: Encodings :func:`aspif_semantics` writes, by their file stem.
ASPIF_PROGRAMS = {
    "adm": lib.CA_PROGRAM_ADM,
    "com": lib.CA_PROGRAM_COM,
    "prf": lib.CA_PROGRAM_PRF,
    "sst": lib.CA_PROGRAM_SST,
    "stg": lib.CA_PROGRAM_STG,
}


def aspif_first_atoms(n: int) -> dict[str, int]:
    """The atom of ``name(0)`` in an :func:`aspif_semantics` program on
    ``n`` arguments, by ``name``; ``name(x)`` is that plus ``x``.

    Examples
    --------
    >>> aspif_first_atoms(2)
    {'in': 1, 'defeated': 3, 'undefended': 5, 'rng': 7}
    """
    return {"in": 1, "defeated": n + 1, "undefended": 2 * n + 1, "rng": 3 * n + 1}


def aspif_semantics(name: str, n: int, src, dst) -> bytearray:
    """The ground program of ``encodings/<name>.lp`` for a framework, as aspif.

    ``name`` is one of ``ASPIF_PROGRAMS`` (admissible, complete, preferred,
    semi-stable, stage).  The rules are those gringo grounds from the
    encoding, with its simplifications: where ``x`` has an unattacked
    attacker ``undefended(x)`` is true, so the constraints on it become
    ``:- in(x)``; an unattacked ``x`` must be in a complete extension.
    Atoms are numbered by name (:func:`aspif_first_atoms`): ``in(x)`` is
    ``x+1``, ``defeated(x)`` ``n+x+1`` (``x`` attacked), ``undefended(x)``
    ``2n+x+1``, ``rng(x)`` ``3n+x+1`` (semi-stable, stage), and clingo
    keeps these numbers as the program's literals.  Only ``in(x)`` has an
    output statement, as the encodings show ``in/1`` alone: clasp's
    ``--dom-mod=pos,show`` then picks the ``in`` atoms alone, as it does on
    gringo's grounding.

    Raises
    ------
    clinarg.errors.ParameterError
        An unknown ``name``, ``src``/``dst`` of different lengths or with
        ids outside ``0..n-1``, or more than ``ASPIF_MAX_ARGS`` arguments.

    Examples
    --------
    >>> print(aspif_semantics("com", 2, [0], [1]).decode(), end="")
    asp 1 0 0
    1 1 2 1 2 0 0
    1 0 0 0 1 -1
    4 5 in(0) 1 1
    1 0 0 0 2 1 2
    1 0 1 4 0 1 1
    1 0 0 0 1 2
    4 5 in(1) 1 2
    0
    """
    kind = ASPIF_PROGRAMS.get(name)
    if kind is None:
        raise ParameterError(f"no written program for encoding {name!r}")
    n = _count(n)
    if n > ASPIF_MAX_ARGS:
        raise ParameterError(f"{n} arguments: a written program holds at most {ASPIF_MAX_ARGS}")
    _, _, in_ptr, in_idx = build_csr(n, src, dst)
    return _written(
        lambda buf, cap, used: lib.ca_aspif_semantics(
            kind, n, _ptr("q", in_ptr), _ptr("i", in_idx), buf, cap, used
        ),
        64 + 256 * n + 112 * len(in_idx),
        "aspif_semantics",
    )


class StopFlag:
    """A flag that another thread raises to end a running :func:`stable_walk`.

    Examples
    --------
    >>> flag = StopFlag()
    >>> flag.raised
    False
    >>> flag.raise_()
    >>> flag.raised
    True
    """

    def __init__(self) -> None:
        self._cell = ffi.new("int32_t *")

    @property
    def raised(self) -> bool:
        return bool(self._cell[0])

    def raise_(self) -> None:
        self._cell[0] = 1


#: Largest seed of :func:`stable_walk` (an unsigned 64-bit integer).
MAX_SEED = 2**64 - 1


def stable_walk(
    n: int,
    out_ptr,
    out_idx,
    in_ptr,
    in_idx,
    fixed,
    *,
    max_flips: int,
    seed: int = 0,
    stop: StopFlag | None = None,
) -> tuple[array | None, int]:
    """Local search (probSAT) for a stable extension that honours ``fixed``.

    ``out_ptr``/``out_idx`` list whom each argument attacks and
    ``in_ptr``/``in_idx`` its attackers (the same attacks, as
    :func:`build_csr` makes them); ``fixed[x]`` is -1 (free), 0 (out) or 1
    (in).  The search is incomplete: it returns the int8 membership mask of
    a stable extension, checked before it is returned, or ``None`` after
    ``max_flips`` flips, once ``stop`` is raised, or when some constraint no
    free argument can satisfy shows that there is none; and the number of
    flips made.  The same seed gives the same walk.  The GIL is released
    while it runs, so another thread may solve beside it.

    Raises
    ------
    clinarg.errors.ParameterError
        Malformed CSRs, ``fixed`` of the wrong length or with a value
        outside -1..1, a negative ``max_flips`` or a seed outside
        ``0..MAX_SEED``.

    Examples
    --------
    A 2-cycle has the stable extensions {0} and {1}; with 1 kept in:

    >>> out_ptr, out_idx, in_ptr, in_idx = build_csr(2, [0, 1], [1, 0])
    >>> member, _ = stable_walk(2, out_ptr, out_idx, in_ptr, in_idx, [-1, 1], max_flips=100)
    >>> member.tolist()
    [0, 1]
    """
    out_ptr, out_idx = _check_csr(n, out_ptr, out_idx, "attacked-by CSR")
    in_ptr, in_idx = _check_csr(n, in_ptr, in_idx, "attackers CSR")
    if len(in_idx) != len(out_idx):
        raise ParameterError(
            f"attackers CSR: {len(in_idx)} attacks, but the attacked-by CSR has {len(out_idx)}"
        )
    fixed = typed(fixed, "b", "fixed")
    if len(fixed) != n:
        raise ParameterError(f"fixed must have n = {n} entries, got {len(fixed)}")
    max_flips = _count(max_flips, "max_flips", 2**63 - 1)
    seed = _count(seed, "seed", MAX_SEED)
    member = zeros("b", n)
    found = ffi.new("int32_t *")
    flips = ffi.new("int64_t *")
    rc = lib.ca_stable_walk(
        n,
        _ptr("q", out_ptr),
        _ptr("i", out_idx),
        _ptr("q", in_ptr),
        _ptr("i", in_idx),
        _ptr("b", fixed),
        max_flips,
        seed,
        ffi.NULL if stop is None else stop._cell,
        _ptr("b", member),
        found,
        flips,
    )
    if rc == lib.CA_E_ARG:
        raise ParameterError("fixed values must lie in -1..1")
    _check(rc, "stable_walk")
    return (member if found[0] else None), int(flips[0])


#: Semantics :func:`count_extensions` counts, by ICCMA code.
COUNT_SEMANTICS = {
    "CO": lib.CA_COUNT_COMPLETE,
    "ST": lib.CA_COUNT_STABLE,
    "AD": lib.CA_COUNT_ADMISSIBLE,
}

#: Bytes the component cache of a count holds by default; a full cache is
#: emptied, which costs time and never exactness.
COUNT_CACHE_BYTES = 1 << 29


def _counted(count, cap: int, what: str, bad_arg: str, cache_bytes, max_depth, stop) -> int | None:
    """Run a C count, ``count(*tail)`` with the arguments its entry points
    share at the end (limits, stop flag, a buffer of ``cap`` 32-bit limbs,
    as the entry point asks, and the outputs); the count, or ``None`` when
    ``stop`` was raised.  ``bad_arg`` is the message for ``CA_E_ARG``."""
    cache_bytes = _count(cache_bytes, "cache_bytes", 2**62)
    max_depth = _count(max_depth, "max_depth", 2**62)
    limbs = zeros("I", cap)
    n_limbs = ffi.new("int64_t *")
    nodes = ffi.new("int64_t *")
    rc = count(
        cache_bytes,
        max_depth,
        ffi.NULL if stop is None else stop._cell,
        ffi.cast("uint32_t *", ffi.from_buffer(limbs)),
        cap,
        n_limbs,
        nodes,
    )
    if rc == lib.CA_E_ARG:
        raise ParameterError(bad_arg)
    if rc == lib.CA_E_STOPPED:
        return None
    if rc == lib.CA_E_DEPTH:
        raise RecursionError(
            f"{what}: the search nests deeper than max_depth, or its work stack "
            "would pass cache_bytes"
        )
    _check(rc, what)
    return int.from_bytes(limbs[: n_limbs[0]].tobytes(), sys.byteorder)


def count_models(
    n_vars: int,
    ptr,
    lits,
    *,
    cache_bytes: int = COUNT_CACHE_BYTES,
    max_depth: int = 10_000,
    stop: StopFlag | None = None,
) -> int | None:
    """The exact number of models of a formula in conjunctive normal form.

    Clause ``c`` holds the literals ``lits[ptr[c]:ptr[c + 1]]``: ``2 * v``
    for variable ``v`` true, ``2 * v + 1`` for ``v`` false, ``v`` in
    ``0..n_vars - 1``.  The compiled core counts by DPLL with connected
    components and a cache of component counts keyed by the component's
    variables and touched clauses (which determine it), compared in full,
    so the count is exact at any size (a Python int).  The GIL is released while it runs.

    Returns ``None`` once ``stop`` is raised (it is read at every branching).

    Raises
    ------
    clinarg.errors.ParameterError
        Malformed clauses, a literal out of range or a negative limit.
    RecursionError
        The search would nest more than ``max_depth`` branchings (each takes
        a few hundred bytes of the calling thread's C stack), or hold more
        than ``cache_bytes`` (at least 4 MiB) of components along its path.

    Examples
    --------
    ``(x0 or x1) and (not x0 or not x1)`` has two models:

    >>> count_models(2, [0, 2, 4], [0, 2, 1, 3])
    2
    """
    n_vars = _count(n_vars, "n_vars", 2**30 - 1)
    lits = typed(lits, "i", "lits")
    ptr = typed(ptr, "q", "clauses: row pointers")
    if len(ptr) == 0:
        raise ParameterError("clauses: row pointers need at least one entry (0)")
    ptr = _check_ptr(len(ptr) - 1, ptr, len(lits), "clauses")
    return _counted(
        lambda *tail: lib.ca_count_models(
            n_vars, len(ptr) - 1, _ptr("q", ptr), _ptr("i", lits), *tail
        ),
        n_vars // 32 + 1,
        "count_models",
        f"lits: literals must lie in 0..{2 * n_vars - 1}",
        cache_bytes,
        max_depth,
        stop,
    )


def count_extensions(
    n: int,
    in_ptr,
    in_idx,
    semantics: str,
    *,
    cache_bytes: int = COUNT_CACHE_BYTES,
    max_depth: int = 10_000,
    stop: StopFlag | None = None,
) -> int | None:
    """The exact number of complete (``"CO"``), stable (``"ST"``) or
    admissible (``"AD"``) extensions of a framework, from its attackers CSR.

    The compiled core writes the clauses that define the extensions (for
    complete, Caminada's labellings: one per extension) and counts their
    models as :func:`count_models` does.

    Raises
    ------
    clinarg.errors.ParameterError
        A malformed CSR, an unknown semantics or a negative limit.
    RecursionError
        As :func:`count_models`.

    Examples
    --------
    A 2-cycle has three complete extensions (the empty set, {0}, {1}) and
    two stable ones:

    >>> _, _, in_ptr, in_idx = build_csr(2, [0, 1], [1, 0])
    >>> count_extensions(2, in_ptr, in_idx, "CO"), count_extensions(2, in_ptr, in_idx, "ST")
    (3, 2)
    """
    in_ptr, in_idx = _check_csr(n, in_ptr, in_idx, "attackers CSR")
    if semantics not in COUNT_SEMANTICS:
        raise ParameterError(
            f"semantics must be one of {', '.join(COUNT_SEMANTICS)}, got {semantics!r}"
        )
    code = COUNT_SEMANTICS[semantics]
    return _counted(
        lambda *tail: lib.ca_count_extensions(n, _ptr("q", in_ptr), _ptr("i", in_idx), code, *tail),
        (2 * n if semantics == "CO" else n) // 32 + 1,
        "count_extensions",
        f"count_extensions: n must be at most {2**29 - 1}",
        cache_bytes,
        max_depth,
        stop,
    )


#: Semantics :func:`count_in_ranges` counts, by the code of the
#: maximal-range semantics they give: semi-stable extensions are the complete
#: ones of a maximal range, stage extensions the conflict-free sets of one.
RANGE_SEMANTICS = {"SST": lib.CA_COUNT_COMPLETE, "STG": lib.CA_COUNT_CONFLICT_FREE}


def count_in_ranges(
    n: int,
    in_ptr,
    in_idx,
    semantics: str,
    ranges: bytes,
    *,
    cache_bytes: int = COUNT_CACHE_BYTES,
    max_depth: int = 10_000,
    stop: StopFlag | None = None,
) -> int | None:
    """The number of semi-stable (``"SST"``) or stage (``"STG"``)
    extensions of a framework, from its attackers CSR and its maximal
    ranges: ``ranges`` holds one byte per argument per range (non-zero for
    an argument in the range), ranges one after another.

    Each range's extensions (the complete extensions, or the conflict-free
    sets, whose range it is) are counted as :func:`count_extensions` counts;
    the result is their sum.  Returns ``None`` once ``stop`` is raised.

    Raises
    ------
    clinarg.errors.ParameterError
        A malformed CSR, an unknown semantics, ``ranges`` not a whole
        number of ranges, or a negative limit.
    RecursionError
        As :func:`count_models`.

    Examples
    --------
    A 2-cycle has two stage extensions, {0} and {1}, each of range {0, 1}:

    >>> _, _, in_ptr, in_idx = build_csr(2, [0, 1], [1, 0])
    >>> count_in_ranges(2, in_ptr, in_idx, "STG", bytes([1, 1]))
    2
    """
    in_ptr, in_idx = _check_csr(n, in_ptr, in_idx, "attackers CSR")
    if semantics not in RANGE_SEMANTICS:
        raise ParameterError(
            f"semantics must be one of {', '.join(RANGE_SEMANTICS)}, got {semantics!r}"
        )
    ranges = bytes(ranges)
    if (n == 0 and ranges) or (n > 0 and len(ranges) % n):
        raise ParameterError(f"ranges: {len(ranges)} bytes are not a whole number of ranges of {n}")
    n_ranges = len(ranges) // n if n else 0
    code = RANGE_SEMANTICS[semantics]
    block = ffi.from_buffer("uint8_t[]", ranges) if ranges else ffi.NULL
    return _counted(
        lambda *tail: lib.ca_count_in_ranges(
            n, _ptr("q", in_ptr), _ptr("i", in_idx), code, n_ranges, block, *tail
        ),
        2 * n // 32 + 4,  # a sum of counts under 2**(2n), as ca_count_in_ranges asks
        "count_in_ranges",
        f"count_in_ranges: n must be at most {2**29 - 1}",
        cache_bytes,
        max_depth,
        stop,
    )
