"""Smoke tests of the compiled core and its wrappers (argon2-cffi style)."""

import numpy as np
import pytest

import clinarg
from clinarg import _native
from clinarg.errors import NativeError


def test_extension_loads_and_reports_its_version():
    assert _native.version() == clinarg.__version__


def test_build_csr_sorts_and_deduplicates():
    out_ptr, out_idx, in_ptr, in_idx = _native.build_csr(
        3, np.array([2, 0, 2, 0, 0], np.int32), np.array([0, 2, 0, 1, 2], np.int32))
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
    with pytest.raises(TypeError):
        _native.grounded_labels(2, np.zeros(3, np.int32), np.zeros(0, np.int32),
                                np.zeros(3, np.int64))
    with pytest.raises(ValueError, match="inconsistent"):
        _native.scc(2, np.zeros(2, np.int64), np.zeros(0, np.int32))
    with pytest.raises(TypeError):
        _native.parse_iccma("p af 1", 10)


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
