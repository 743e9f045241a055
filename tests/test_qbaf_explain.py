"""Attributions: gradients against finite differences, Shapley axioms, removal."""

import numpy as np
import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from clinarg.errors import ConvergenceError
from clinarg.qbaf import QBAF, strengths
from clinarg.qbaf.explain import attributions, gradient, removal, shapley

from strategies_qbaf import build, qbaf_specs


def _fd(spec, topic, x, sem, eps=1e-6):
    base, att, sup = spec
    vals = []
    for d in (-eps, eps):
        b = dict(base)
        b[x] = b[x] + d
        vals.append(strengths(QBAF.from_edges(b, att, sup), sem, tol=1e-13)[topic])
    return (vals[1] - vals[0]) / (2 * eps)


@pytest.mark.parametrize("sem", ["qe", "eb", "mlp"])
@settings(deadline=None, max_examples=25)
@given(spec=qbaf_specs(acyclic=None, max_args=5), data=st.data())
def test_gradient_matches_finite_differences(sem, spec, data):
    base, att, sup = spec
    # keep base scores away from the ends so that +-eps stays inside [0, 1]
    base = {x: 0.05 + 0.9 * v for x, v in base.items()}
    spec = (base, att, sup)
    q = build(spec)
    r = strengths(q, sem, tol=1e-13)
    assume(r.converged and np.all(r.component_lipschitz < 0.9))
    topic = data.draw(st.sampled_from(list(base)))
    g = gradient(q, topic, sem)
    assert g.exact == (not q.restrict(q.ancestors(topic)).condensation().cyclic.any())
    for x in base:
        assert g.values[x] == pytest.approx(_fd(spec, topic, x, sem), abs=1e-5)


@settings(deadline=None, max_examples=20)
@given(spec=qbaf_specs(acyclic=True, max_args=6), data=st.data())
def test_reverse_mode_equals_the_linear_solve(spec, data):
    """On an acyclic graph the reverse sweep is the triangular solve of (I - J)^T."""
    q = build(spec)
    topic = data.draw(st.sampled_from(list(spec[0])))
    g = gradient(q, topic, "dfquad")
    assert g.exact
    # the same through the cyclic code path: add a zero-weight self-loop far from
    # the topic's dependencies, a new argument that makes the graph cyclic
    base = dict(spec[0], loop=0.5)
    q2 = QBAF.from_edges(base, spec[1] + [("loop", "loop", 1.0)], spec[2] + [("loop", topic, 0.0)])
    g2 = gradient(q2, topic, "dfquad")
    assert not g2.exact
    for x in spec[0]:
        assert g2.values[x] == pytest.approx(g.values[x], abs=1e-9)


@pytest.mark.parametrize("sem", ["qe", "dfquad"])
@settings(deadline=None, max_examples=20)
@given(spec=qbaf_specs(max_args=5), data=st.data())
def test_shapley_efficiency_symmetry_and_sampling(sem, spec, data):
    q = build(spec)
    r = strengths(q, sem, tol=1e-12)
    assume(r.converged)
    topic = data.draw(st.sampled_from(list(spec[0])))
    try:
        s = shapley(q, topic, sem)
    except ConvergenceError:  # a sub-framework with a degenerate equilibrium
        assume(False)
    assert s.exact
    total = sum(s.values.values())
    alone = strengths(q.restrict([q.index(topic)]), sem, tol=1e-12)[topic]  # v(empty)
    assert total == pytest.approx(r[topic] - alone, abs=1e-8)
    anc = set(q.restrict(q.ancestors(topic)).names)
    for x in spec[0]:
        if x not in anc:
            assert s.values[x] == 0.0  # null player: not an ancestor
    sampled = shapley(q, topic, sem, exact_limit=0, samples=300, seed=1)
    assert sampled.exact == (len(anc) == 1)  # no player: nothing to sample
    # every permutation's marginals add up to v(N) - v(empty): efficiency is exact
    assert sum(sampled.values.values()) == pytest.approx(total, abs=1e-8)
    again = shapley(q, topic, sem, exact_limit=0, samples=300, seed=1)
    assert again.values == sampled.values


def test_symmetric_players_and_removal():
    q = QBAF.from_edges(
        {"x": 0.7, "y": 0.7, "z": 0.2, "t": 0.5},
        attacks=[("x", "t"), ("y", "t")],
        supports=[("z", "t")],
    )
    s = shapley(q, "t", "qe")
    assert s.values["x"] == pytest.approx(s.values["y"], abs=1e-15)
    assert s.values["x"] < 0 < s.values["z"]
    rm = removal(q, "t", "qe")
    full = strengths(q)["t"]
    without_z = strengths(
        QBAF.from_edges({"x": 0.7, "y": 0.7, "t": 0.5}, attacks=[("x", "t"), ("y", "t")])
    )["t"]
    assert rm.values["z"] == pytest.approx(full - without_z, abs=1e-15)
    assert rm.ranked()[0][0] in ("x", "y")
    assert attributions(q, "t", kind="gradient").values["z"] > 0


def test_gradient_of_top_aggregation_matches_finite_differences():
    """The max ("top") aggregation: only the strongest attacker and the
    strongest supporter of an argument carry a partial derivative."""
    from clinarg.qbaf.semantics import Semantics

    sem = Semantics("top-qe", "top", "qe")
    base = {"a": 0.8, "b": 0.3, "c": 0.6, "d": 0.2, "m": 0.7, "t": 0.5}
    att = [("a", "m", 1.0), ("b", "t", 0.5), ("m", "t", 1.0)]
    sup = [("c", "t", 1.0), ("d", "t", 1.0), ("d", "m", 0.9)]
    g = gradient(QBAF.from_edges(base, att, sup), "t", sem)
    assert g.exact
    for x in base:
        assert g.values[x] == pytest.approx(_fd((base, att, sup), "t", x, sem), abs=1e-6)
    assert g.values["b"] == 0.0  # weaker attacker of t than m


def test_euler_gradient_is_finite_for_large_aggregates():
    """Weights up to MAX_WEIGHT are valid for Euler-based; e^E overflowed in
    its partials and the gradient was NaN."""
    q = QBAF.from_edges(
        {"c": 0.3, "b": 0.4, "d": 0.5}, supports=[("c", "b", 1e10)], attacks=[("d", "b", 1e3)]
    )
    g = attributions(q, "b", "eb").values
    assert all(np.isfinite(v) for v in g.values())
    # and the rewritten partials agree with the direct ones at a moderate aggregate
    q = QBAF.from_edges({"c": 0.3, "b": 0.4}, supports=[("c", "b", 2.0)])
    g = attributions(q, "b", "eb").values
    h = 1e-6
    up = QBAF.from_edges({"c": 0.3 + h, "b": 0.4}, supports=[("c", "b", 2.0)])
    down = QBAF.from_edges({"c": 0.3 - h, "b": 0.4}, supports=[("c", "b", 2.0)])
    fd = (strengths(up, "eb")["b"] - strengths(down, "eb")["b"]) / (2 * h)
    assert g["c"] == pytest.approx(fd, rel=1e-6)
