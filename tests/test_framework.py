"""The ArgumentationFramework data model."""

import pickle

import networkx as nx
import numpy as np
import pytest
import scipy.sparse as sp
from hypothesis import given
from hypothesis import strategies as st

from clinarg import AF
from clinarg.errors import ParameterError, UnknownArgumentError

from strategies import frameworks


def test_ids_and_csr_both_directions():
    af = AF.from_attacks(["a", "b", "c"], [("a", "b"), ("c", "b"), ("b", "a"), ("a", "b")])
    assert af.n_arguments == 3 and af.n_attacks == 3  # duplicate merged
    indptr, indices = af.attackers_csr
    assert indptr.tolist() == [0, 1, 3, 3] and indices.tolist() == [1, 0, 2]
    indptr, indices = af.attacked_csr
    assert indptr.tolist() == [0, 1, 2, 3] and indices.tolist() == [1, 0, 1]
    assert indptr.dtype == np.int64 and indices.dtype == np.int32
    assert af.attackers("b") == ["a", "c"] and af.attacked_by("c") == ["b"]
    assert af.index("c") == 2 and "c" in af and "z" not in af


def test_immutable():
    af = AF.from_attacks(["a", "b"], [("a", "b")])
    with pytest.raises(ValueError):
        af.attackers_csr[1][0] = 1
    with pytest.raises(AttributeError):
        af.foo = 1


@given(frameworks(max_args=10))
def test_equality_and_hash_ignore_id_order(af):
    perm = list(reversed(af.names))
    other = AF.from_attacks(perm, af.attacks())
    assert other == af and hash(other) == hash(af)
    assert pickle.loads(pickle.dumps(af)) == af


def test_inequality():
    a = AF.from_attacks(["a", "b"], [("a", "b")])
    assert a != AF.from_attacks(["a", "b"], [("b", "a")])
    assert a != AF.from_attacks(["a", "c"], [("a", "c")])
    assert a != AF.from_attacks(["a", "b", "c"], [("a", "b")])
    assert len({a, AF.from_attacks(["b", "a"], [("a", "b")])}) == 1


@given(frameworks(max_args=10))
def test_networkx_and_sparse_round_trips(af):
    assert AF.from_networkx(af.to_networkx()) == af
    assert AF.from_sparse(af.to_sparse(), names=af.names) == af
    g = af.to_networkx()
    assert set(g.edges) == set(af.attacks()) and set(g.nodes) == set(af.names)


@given(frameworks(max_args=10))
def test_restrict_is_the_induced_subframework(af):
    keep = af.names[::2]
    sub = af.restrict(keep)
    assert sub.names == tuple(keep)
    assert set(sub.attacks()) == {(a, b) for a, b in af.attacks() if a in keep and b in keep}
    assert af.restrict(range(af.n_arguments)) == af


def test_builders_reject_bad_input():
    """Every builder error is a ParameterError (a ClinargError and a
    ValueError): ``except clinarg.ClinargError`` catches them all."""
    with pytest.raises(ParameterError, match="duplicate argument 'a'"):
        AF.from_attacks(["a", "a"], [])
    with pytest.raises(ParameterError, match="unknown argument 'z'"):
        AF.from_attacks(["a"], [("a", "z")])
    with pytest.raises(ParameterError, match="pair"):
        AF.from_attacks(["a"], [("a",)])
    with pytest.raises(ParameterError, match="outside"):
        AF.from_arrays(2, [0], [5])
    with pytest.raises(ParameterError, match="square"):
        AF.from_sparse(sp.csr_matrix(np.zeros((2, 3))))
    with pytest.raises(ParameterError, match="directed"):
        AF.from_networkx(nx.Graph([(1, 2)]))
    with pytest.raises(ParameterError, match="must be str"):
        AF.from_attacks([1, 2], [])
    with pytest.raises(ParameterError, match="sequence of str"):
        AF(None)
    with pytest.raises(ParameterError, match="subset"):
        AF.from_attacks(["a"], []).restrict(None)
    with pytest.raises(ParameterError, match="unknown argument"):
        AF.from_attacks(["a"], [(["a"], "a")])  # unhashable end
    with pytest.raises(UnknownArgumentError, match="unknown argument 'q'"):
        AF.from_attacks(["a"], []).index("q")
    with pytest.raises(UnknownArgumentError):
        AF.from_attacks(["a"], []).restrict([3])


def test_from_arrays_numeric_names_and_empty():
    af = AF.from_arrays(3, np.array([0, 2]), np.array([1, 1]))
    assert af.names == ("1", "2", "3") and af.attackers("2") == ["1", "3"]
    empty = AF.from_arrays(0, [], [])
    assert len(empty) == 0 and empty.attacks() == [] and repr(empty).startswith("Argumentation")
    assert empty.n_arguments == 0 and empty.names == ()


BAD_ARRAYS = [
    ((3, [2**31], [0]), "2147483648"),  # was an OverflowError
    ((3, [0.0, 1.9], [1, 1]), "integer ids"),  # was truncated to [0, 1]
    ((3, [True], [False]), "integer ids"),
    ((3, [0, 1], [1]), "same length"),
    ((3, [[0]], [[1]]), "one-dimensional"),
    ((-1, [], []), "non-negative"),
    ((True, [], []), "bool"),
    ((2**31 - 1, [], []), "exceed the limit"),  # was killed for memory
    ((3, ["0"], ["1"]), "integer ids"),
]


@pytest.mark.parametrize("args,message", BAD_ARRAYS)
def test_from_arrays_refuses_bad_input_before_any_work(args, message):
    with pytest.raises(ParameterError, match=message):
        AF.from_arrays(*args)


@given(
    n=st.integers(0, 50),
    ids=st.lists(st.one_of(st.integers(-(2**40), 2**40), st.floats(allow_nan=True)), max_size=6),
)
def test_from_arrays_builds_or_raises_a_parameter_error(n, ids):
    """Any ids either make a framework with exactly those attacks or raise a
    ParameterError: no OverflowError, no silent truncation of floats."""
    try:
        af = AF.from_arrays(n, ids, ids)
    except ParameterError:
        assert not all(type(i) is int and 0 <= i < n for i in ids)
        return
    assert all(type(i) is int and 0 <= i < n for i in ids)
    assert af.n_attacks == len(set(ids))


def test_argument_cap_is_configurable_and_checked_before_allocating():
    from clinarg.dung.framework import DEFAULT_MAX_ARGUMENTS

    with pytest.raises(ParameterError, match="limit of 10"):
        AF.from_arrays(11, [], [], max_arguments=10)
    assert AF.from_arrays(10, [], [], max_arguments=10).n_arguments == 10
    for bad in (-1, 1.5, True, "10", 2**40):
        with pytest.raises(ParameterError, match="max_arguments"):
            AF.from_arrays(1, [], [], max_arguments=bad)
    with pytest.raises(ParameterError, match="exceed the limit"):
        AF.from_arrays(DEFAULT_MAX_ARGUMENTS + 1, [], [])
