"""The ArgumentationFramework data model."""

import pickle

import networkx as nx
import numpy as np
import pytest
import scipy.sparse as sp
from hypothesis import given

from clinarg import AF
from clinarg.errors import UnknownArgumentError

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
    with pytest.raises(ValueError, match="duplicate argument 'a'"):
        AF.from_attacks(["a", "a"], [])
    with pytest.raises(ValueError, match="unknown argument 'z'"):
        AF.from_attacks(["a"], [("a", "z")])
    with pytest.raises(ValueError, match="pair"):
        AF.from_attacks(["a"], [("a",)])
    with pytest.raises(ValueError, match="outside"):
        AF.from_arrays(2, [0], [5])
    with pytest.raises(ValueError, match="square"):
        AF.from_sparse(sp.csr_matrix(np.zeros((2, 3))))
    with pytest.raises(ValueError, match="directed"):
        AF.from_networkx(nx.Graph([(1, 2)]))
    with pytest.raises(TypeError):
        AF.from_attacks([1, 2], [])
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
