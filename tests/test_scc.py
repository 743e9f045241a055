"""Strongly connected components in the compiled core against networkx."""

import networkx as nx
import numpy as np
import pytest
from hypothesis import given

from clinarg import AF, strongly_connected_components
from clinarg.errors import ParameterError
from clinarg.scc import components_of_csr

from strategies import frameworks


@given(frameworks(max_args=14))
def test_components_agree_with_networkx(af):
    comps = strongly_connected_components(af)
    ours = {frozenset(af.names[i] for i in m.tolist()) for m in comps.members()}
    theirs = {frozenset(c) for c in nx.strongly_connected_components(af.to_networkx())}
    assert ours == theirs and comps.count == len(theirs)


@given(frameworks(max_args=14))
def test_numbering_is_a_topological_order_of_the_condensation(af):
    labels = strongly_connected_components(af).labels
    src, dst = af.attack_arrays()
    assert (labels[src] <= labels[dst]).all()


def test_offsets_match_members():
    af = AF.from_arrays(6, [0, 1, 2, 3, 4], [1, 0, 3, 4, 2])
    comps = strongly_connected_components(af)
    indptr, nodes = comps.offsets()
    assert [nodes[indptr[c] : indptr[c + 1]].tolist() for c in range(comps.count)] == [
        m.tolist() for m in comps.members()
    ]
    assert comps.count == 3


def test_million_node_cycle_and_chain_without_recursion_limit():
    n = 1_000_000
    cycle = AF.from_arrays(n, np.arange(n), (np.arange(n) + 1) % n)
    assert strongly_connected_components(cycle).count == 1
    chain = AF.from_arrays(n, np.arange(n - 1), np.arange(1, n))
    comps = strongly_connected_components(chain)
    assert comps.count == n and (comps.labels == np.arange(n)).all()


def test_components_of_csr_validates():
    with pytest.raises(ParameterError, match="n \\+ 1"):
        components_of_csr(3, np.array([0, 1]), np.array([1]))
    with pytest.raises(ParameterError, match="indices must lie"):
        components_of_csr(2, np.array([0, 1, 1]), np.array([7]))
    with pytest.raises(ParameterError, match="never decrease"):
        components_of_csr(2, np.array([0, 2, 1]), np.array([1]))
    with pytest.raises(ParameterError, match="integers"):
        components_of_csr(2, np.array([0, 1, 1]), np.array([0.5]))
    with pytest.raises(ParameterError, match="int32"):
        components_of_csr(2, np.array([0, 1, 1]), np.array([2**40]))
    with pytest.raises(ParameterError, match="ArgumentationFramework"):
        strongly_connected_components(None)
