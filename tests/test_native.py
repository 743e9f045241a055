"""Smoke tests of the compiled core and its wrappers (argon2-cffi style)."""

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import clinarg
from clinarg import _native
from clinarg.errors import NativeError, ParameterError

from strategies import edge_lists


def test_extension_loads_and_reports_its_version():
    assert _native.version() == clinarg.__version__


def test_build_csr_sorts_and_deduplicates():
    out_ptr, out_idx, in_ptr, in_idx = _native.build_csr(
        3, np.array([2, 0, 2, 0, 0], np.int32), np.array([0, 2, 0, 1, 2], np.int32)
    )
    assert out_ptr.tolist() == [0, 2, 2, 3] and out_idx.tolist() == [1, 2, 0]
    assert in_ptr.tolist() == [0, 1, 2, 3] and in_idx.tolist() == [2, 0, 0]


def test_wrappers_validate_before_calling_c():
    with pytest.raises(ValueError, match="same length"):
        _native.build_csr(3, [0, 1], [1])
    with pytest.raises(ValueError, match="one-dimensional"):
        _native.build_csr(3, [[0]], [[1]])
    with pytest.raises(ValueError, match="outside"):
        _native.build_csr(2, [0], [-1])
    with pytest.raises(ValueError):
        _native.build_csr(-1, [], [])
    with pytest.raises(ParameterError, match="integer ids"):
        _native.grounded_labels(
            2, np.zeros(3, np.float64), np.zeros(0, np.int32), np.zeros(3, np.int64)
        )
    with pytest.raises(ParameterError, match="int32 range"):
        _native.scc(1, np.array([0, 1]), np.array([2**31], np.int64))  # would wrap to 0
    with pytest.raises(ParameterError, match="n \\+ 1"):
        _native.scc(2, np.zeros(2, np.int64), np.zeros(0, np.int32))
    with pytest.raises(ParameterError, match="bytes"):
        _native.parse_iccma("p af 1", 10)
    with pytest.raises(ParameterError, match="integer ids"):
        _native.build_csr(3, [0.5], [1])  # was truncated to 0
    with pytest.raises(ParameterError, match="2147483648"):
        _native.build_csr(3, [2**31], [0])  # was an OverflowError
    with pytest.raises(ParameterError, match="integer"):
        _native.build_csr(2.0, [], [])


def test_native_status_codes_are_named_by_the_header():
    """The C status codes come from clinarg_core.h through the cffi
    declarations, not from numbers copied into Python."""
    from clinarg._clinarg_core import lib

    assert lib.CA_OK == _native.OK == 0
    assert lib.CA_E_TOO_MANY_ARGS == _native.TOO_MANY_ARGS
    assert set(_native.PARSE_STATUS) == {
        lib.CA_E_MISSING_HEADER,
        lib.CA_E_BAD_HEADER,
        lib.CA_E_MALFORMED,
        lib.CA_E_OUT_OF_RANGE,
        lib.CA_E_TOO_MANY_ARGS,
        lib.CA_E_DUPLICATE_HEADER,
        lib.CA_E_EMPTY,
    }


@st.composite
def csr_arrays(draw):
    """Row pointers and indices on n nodes, mostly broken: out-of-range or
    negative indices, decreasing pointers, wrong lengths."""
    n = draw(st.integers(0, 6))
    m = draw(st.integers(0, 8))
    idx = np.array(draw(st.lists(st.integers(-3, n + 3), min_size=m, max_size=m)), dtype=np.int32)
    size = draw(st.sampled_from([n + 1, n + 1, n, n + 2]))
    ptr = np.array(
        draw(st.lists(st.integers(-2, m + 2), min_size=size, max_size=size)), dtype=np.int64
    )
    if draw(st.booleans()):
        ptr = np.sort(ptr)
    in_ptr = np.array(
        draw(st.lists(st.integers(-2, m + 2), min_size=size, max_size=size)), dtype=np.int64
    )
    return n, ptr, idx, in_ptr


def _valid_ptr(n, ptr, nnz):
    return (
        ptr.shape == (n + 1,) and ptr[0] == 0 and ptr[-1] == nnz and bool(np.all(np.diff(ptr) >= 0))
    )


def _valid(n, ptr, idx):
    return _valid_ptr(n, ptr, idx.size) and (idx.size == 0 or (idx.min() >= 0 and idx.max() < n))


@settings(max_examples=400)
@given(csr=csr_arrays())
def test_grounded_and_scc_refuse_bad_index_arrays_instead_of_crashing(csr):
    """Out-of-range index arrays made the C code read and write out of
    bounds (a segfault); the wrappers now validate every entry."""
    n, ptr, idx, in_ptr = csr
    if _valid(n, ptr, idx):
        labels, k = _native.scc(n, ptr, idx)
        assert len(labels) == n and 0 <= k <= n
    else:
        with pytest.raises(ParameterError):
            _native.scc(n, ptr, idx)
    if _valid(n, ptr, idx) and _valid_ptr(n, in_ptr, idx.size):
        assert len(_native.grounded_labels(n, ptr, idx, in_ptr)) == n
    else:  # a bad out-CSR, or a valid one with bad attackers' row pointers
        with pytest.raises(ParameterError):
            _native.grounded_labels(n, ptr, idx, in_ptr)


def test_native_status_codes_become_typed_errors():
    with pytest.raises(NativeError, match="status -2"):
        _native._check(-2, "probe")
    with pytest.raises(MemoryError):
        _native._check(-1, "probe")


def test_parse_iccma_reports_attacks_and_name_block():
    data = b"# pre\np af 3\n# x\n# y\n# z\n1 2\r\n3 3\n"
    rc, n, src, dst, (begin, end), count, _ = _native.parse_iccma(data, 100)
    assert rc == 0 and n == 3 and src.tolist() == [0, 2] and dst.tolist() == [1, 2]
    assert data[begin:end] == b"# x\n# y\n# z\n" and count == 3


@pytest.mark.parametrize("ending", [b"", b"\n", b"\r\n"])
def test_parse_iccma_counts_a_last_name_line_without_newline(ending):
    """The native parser counts and spans the block's last line whether or
    not the file ends with a newline (the Python side used to drop it)."""
    data = b"p af 2\n# a\n# b" + ending
    rc, n, _, _, (begin, end), count, _ = _native.parse_iccma(data, 10)
    assert rc == 0 and n == 2 and count == 2
    assert data[begin:end] == b"# a\n# b" + ending


@settings(max_examples=200)
@given(n=st.integers(1, 12), data=st.data())
def test_reach_marks_exactly_the_nodes_a_search_finds(n, data):
    edges = data.draw(edge_lists(n))
    sources = data.draw(st.lists(st.integers(0, n - 1), max_size=3))
    src = np.array([a for a, _ in edges], np.int32)
    dst = np.array([b for _, b in edges], np.int32)
    ptr, idx, _, _ = _native.build_csr(n, src, dst)
    seen, todo = set(sources), list(sources)
    while todo:
        a = todo.pop()
        for b in idx[ptr[a] : ptr[a + 1]].tolist():
            if b not in seen:
                seen.add(b)
                todo.append(b)
    mask, count = _native.reach(n, ptr, idx, np.array(sources, np.int32))
    assert {x for x in range(n) if mask[x]} == seen and count == len(seen)
    assert set(mask) <= {0, 1}


@settings(max_examples=200)
@given(csr=csr_arrays(), source=st.integers(-2, 8))
def test_reach_refuses_bad_arrays_and_sources_instead_of_crashing(csr, source):
    n, ptr, idx, _ = csr
    if _valid(n, ptr, idx) and 0 <= source < n:
        assert _native.reach(n, ptr, idx, [source])[0][source] == 1
    else:
        with pytest.raises(ParameterError):
            _native.reach(n, ptr, idx, [source])


@settings(max_examples=200)
@given(n=st.integers(0, 10), data=st.data())
def test_ranges_mark_each_set_and_its_successors(n, data):
    edges = data.draw(edge_lists(n)) if n else []
    sets = data.draw(st.lists(st.lists(st.integers(0, n - 1), max_size=4) if n else st.just([])))
    src = np.array([a for a, _ in edges], np.int32)
    dst = np.array([b for _, b in edges], np.int32)
    ptr, idx, _, _ = _native.build_csr(n, src, dst)
    masks = _native.ranges(n, ptr, idx, sets)
    assert len(masks) == n * len(sets)
    for r, members in enumerate(sets):
        want = set(members) | {b for a, b in edges if a in members}
        assert {x for x in range(n) if masks[r * n + x]} == want
    assert set(masks) <= {0, 1}


@pytest.mark.parametrize(
    "sets, message",
    [([[3]], "set members must lie in 0..2"), ([[-1]], "set members"), ([["a"]], "sequences")],
)
def test_ranges_refuse_members_outside_the_graph(sets, message):
    with pytest.raises(ParameterError, match=message):
        _native.ranges(3, [0, 1, 2, 2], [1, 2], sets)


def test_relevance_cone_does_not_import_scipy(tmp_path):
    """DC/DS restrict to the query's ancestors; the search runs in the
    compiled core, so deciding a query does not pay for importing scipy."""
    import subprocess
    import sys

    code = (
        "import sys, clinarg\n"
        "af = clinarg.AF.from_attacks(['a', 'b', 'c', 'd'],"
        " [('a', 'b'), ('b', 'a'), ('b', 'c'), ('d', 'c'), ('c', 'd')])\n"
        "assert clinarg.credulous(af, 'a', 'PR').accepted\n"
        "assert not clinarg.skeptical(af, 'a', 'PR').accepted\n"
        "print('scipy' in sys.modules)\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"


@settings(max_examples=200)
@given(n=st.integers(0, 10), data=st.data())
def test_restrict_select_and_row_of_match_their_definitions(n, data):
    """The passes the Dung preprocessing runs in C, against plain Python."""
    edges = data.draw(edge_lists(n))
    label = data.draw(st.lists(st.integers(-1, 2), min_size=n, max_size=n))
    value = data.draw(st.integers(-1, 2))
    ids = data.draw(st.none() | st.lists(st.integers(-(2**40), 2**40), min_size=n, max_size=n))
    src, dst = [a for a, _ in edges], [b for _, b in edges]
    kept = [x for x in range(n) if label[x] == value]
    assert _native.select(label, value).tolist() == kept
    new_id, sub_src, sub_dst, sub_ids = _native.restrict(n, src, dst, label, value, ids)
    renumber = {x: k for k, x in enumerate(kept)}
    assert new_id.tolist() == [renumber.get(x, -1) for x in range(n)]
    inside = [(renumber[a], renumber[b]) for a, b in edges if a in renumber and b in renumber]
    assert list(zip(sub_src, sub_dst)) == inside
    assert sub_ids.tolist() == [x if ids is None else ids[x] for x in kept]
    ptr, idx, _, _ = _native.build_csr(n, src, dst)
    rows = _native.row_of(n, ptr)
    assert sorted(zip(rows, idx)) == sorted(set(edges)) == list(zip(rows, idx))


def test_restrict_and_row_of_refuse_bad_input_instead_of_crashing():
    with pytest.raises(ParameterError, match="outside 0..1"):
        _native.restrict(2, [0], [5], [1, 1], 1)
    with pytest.raises(ParameterError, match="n = 2"):
        _native.restrict(2, [0], [1], [1], 1)
    with pytest.raises(ParameterError, match="ids must have"):
        _native.restrict(2, [0], [1], [1, 1], 1, ids=[7])
    with pytest.raises(ParameterError, match="never decrease"):
        _native.row_of(2, [0, 2, 1])
    with pytest.raises(ParameterError, match="integer ids"):
        _native.select([0.5], 1)


def test_row_of_checks_every_row_pointer_before_writing():
    """ca_row_of wrote row 0's entries before finding that row 1's pointer
    decreases: [0, 2**40, 1] allocates one entry and wrote 2**40 (a crash,
    hence the subprocess; the test above passed while writing out of bounds)."""
    import subprocess
    import sys

    code = (
        "from clinarg import _native\n"
        "from clinarg.errors import ParameterError\n"
        "try:\n"
        "    _native.row_of(2, [0, 2**40, 1])\n"
        "except ParameterError:\n"
        "    print('refused')\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert out.returncode == 0 and out.stdout.strip() == "refused", (out.returncode, out.stderr)
    with pytest.raises(ParameterError, match="start at 0"):
        _native.row_of(1, [2, 3])  # gave [0, 0, 0] for one edge


def test_numpy_arrays_in_are_checked_with_numpy_and_copied():
    """A numpy array is converted once (not element by element) and refused
    when it would be truncated or wrapped."""
    ids = _native.typed(np.array([1, 2], np.int64), "i", "ids")
    assert ids.typecode == "i" and ids.tolist() == [1, 2]
    with pytest.raises(ParameterError, match="int32 range"):
        _native.typed(np.array([2**31]), "i", "ids")
    with pytest.raises(ParameterError, match="integer ids"):
        _native.typed(np.array([True]), "i", "ids")
    with pytest.raises(ParameterError, match="integer ids"):
        _native.typed([True], "i", "ids")
    with pytest.raises(ParameterError, match="one-dimensional"):
        _native.typed(np.zeros((1, 1), np.int32), "i", "ids")
