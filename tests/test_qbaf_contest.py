"""Contestation: incremental recompute equals a full recompute; journals replay."""

import json

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from hypothesis.stateful import (
    RuleBasedStateMachine,
    initialize,
    invariant,
    precondition,
    rule,
    run_state_machine_as_test,
)

from clinarg.errors import BaseScoreError, ParameterError, QBAFError, UnknownArgumentError
from clinarg.qbaf import QBAF, _prepared, strengths
from clinarg.qbaf.contest import Contestation
from clinarg.qbaf.model import EditedNames
from test_qbaf_layout import _layout_by_members

from strategies_qbaf import build, qbaf_specs, rebuilt


@st.composite
def operations(draw, names):
    """A random journal entry valid for the given argument names."""
    kind = draw(st.sampled_from(["accept", "reject", "edit", "edit_rel", "add"]))
    if not names:
        kind = "add"
    if kind == "add":
        new = f"n{draw(st.integers(0, 10**6))}"
        targets = draw(st.lists(st.sampled_from(names), unique=True, max_size=2)) if names else []
        parents = draw(st.lists(st.sampled_from(names), unique=True, max_size=2)) if names else []
        parents = [p for p in parents if p not in targets]
        half = draw(st.booleans())
        return {
            "op": "add",
            "argument": new,
            "base_score": draw(st.floats(0, 1)),
            ("attacks" if half else "supports"): targets,
            ("supported_by" if half else "attacked_by"): parents,
        }
    x = draw(st.sampled_from(names))
    if kind == "accept":
        return {"op": "accept", "argument": x}
    if kind == "reject":
        return {"op": "reject", "argument": x}
    if kind == "edit":
        return {"op": "edit", "argument": x, "base_score": draw(st.floats(0, 1)), "text": "edited"}
    targets = draw(st.lists(st.sampled_from(names), unique=True, max_size=3))
    split = draw(st.integers(0, len(targets)))
    return {
        "op": "edit",
        "argument": x,
        "attacks": targets[:split],
        "supports": [[t, draw(st.floats(0.0, 1.0))] for t in targets[split:]],
    }


def _canonical(labels):
    """Each node's component named by its smallest member."""
    first = {}
    for v, c in enumerate(labels.tolist()):
        first.setdefault(c, v)
    return [first[c] for c in labels.tolist()]


def _same_as_fresh_build(q):
    """Patched arrays and maintained condensation equal a rebuild and Tarjan."""
    a_src, a_dst, a_w = q.edge_arrays("attack")
    s_src, s_dst, s_w = q.edge_arrays("support")
    fresh = QBAF.from_arrays(
        q.base,
        np.stack([a_src, a_dst], 1),
        np.stack([s_src, s_dst], 1),
        tuple(q.names),
        attack_weights=a_w,
        support_weights=s_w,
    )
    assert fresh == q
    fp, fi = fresh.children_csr()
    qp, qi = q.children_csr()
    assert np.array_equal(fp, qp) and np.array_equal(fi, qi)
    # the merged parent CSR, patched from the previous framework's when cached
    for got_a, want_a in zip(q.signed_parents(), fresh.signed_parents()):
        assert (got_a is None and want_a is None) or np.array_equal(got_a, want_a)
    # the sweep layout, carried over from the previous framework's when the
    # edit left the cyclic components alone: the same rows as a fresh build
    if _prepared.of(q)._layout is not None:
        assert _layout_by_members(q) == _layout_by_members(fresh)
    got, want = q.condensation(), fresh.condensation()
    assert _canonical(got.labels) == _canonical(want.labels)
    assert np.array_equal(got.cyclic[got.labels], want.cyclic[want.labels])
    for src, dst in ((a_src, a_dst), (s_src, s_dst)):
        assert np.all(got.labels[src] <= got.labels[dst])  # a topological order
    for c in range(got.count):
        members = got.comp_nodes[got.comp_ptr[c] : got.comp_ptr[c + 1]]
        assert np.all(np.diff(members) > 0) and np.all(got.labels[members] == c)


@pytest.mark.parametrize("sem", ["qe", "dfquad"])
@settings(deadline=None, max_examples=60)
@given(spec=qbaf_specs(max_args=6), data=st.data())
def test_incremental_equals_full_and_journal_replays(sem, spec, data):
    q = build(spec)
    c = Contestation(q, sem, tol=1e-10)
    for _ in range(data.draw(st.integers(1, 4))):
        op = data.draw(operations(list(c.qbaf.names)))
        try:
            step = c.apply(op)
        except QBAFError:
            continue  # e.g. an edit that makes an edge both attack and support
        _same_as_fresh_build(step.qbaf)
        full = strengths(step.qbaf, sem, tol=1e-10)
        assert step.strengths.names == full.names
        np.testing.assert_allclose(step.strengths.values, full.values, rtol=0, atol=1e-12)
        assert step.strengths.converged == full.converged
    replayed = Contestation.replay(q, json.loads(c.journal_json()), sem, tol=1e-10)
    assert replayed.qbaf == c.qbaf
    assert replayed.strengths.values.tobytes() == c.strengths.values.tobytes()


def test_operations_by_hand():
    q = QBAF.from_edges(
        {"a": 0.8, "b": 0.6, "c": 0.5, "d": 0.3}, attacks=[("a", "b")], supports=[("b", "c")]
    )
    c = Contestation(q, "dfquad")
    assert c.strengths["b"] == pytest.approx(0.12)
    before = c.strengths.values.copy()
    s = c.accept("b")  # the paper's accept: reviewed, nothing moves
    assert s.qbaf.base_score("b") == 0.6 and s.recomputed == 0 and c.reviewed == {"b"}
    assert s.strengths.values.tobytes() == before.tobytes()
    with pytest.raises(UnknownArgumentError):
        c.accept("zz")
    s = c.accept("b", 1.0)  # an endorsement with a score sets the base score
    assert s.qbaf.base_score("b") == 1.0 and s.recomputed == 2  # b and c
    assert s.strengths["d"] == 0.3
    s = c.edit("a", text="new text", attacks=["c"])
    assert s.qbaf.attackers("b") == [] and s.qbaf.attackers("c") == ["a"]
    assert s.qbaf.texts[s.qbaf.index("a")] == "new text"
    s = c.add("e", 0.9, supports=["d"], attacked_by=["a"])
    assert s.qbaf.supporters("d") == ["e"] and s.qbaf.attackers("e") == ["a"]
    s = c.reject("a")
    assert "a" not in s.qbaf and s.qbaf.attackers("e") == []
    assert s.strengths["e"] == 0.9
    assert [op["op"] for op in c.journal] == ["accept", "accept", "edit", "add", "reject"]
    with pytest.raises(UnknownArgumentError):
        c.reject("zz")
    with pytest.raises(BaseScoreError):
        c.edit("b", base_score=1.5)
    with pytest.raises(QBAFError, match="already exists"):
        c.add("b", 0.5)
    with pytest.raises(QBAFError, match="unknown operation"):
        c.apply({"op": "delete", "argument": "b"})
    assert [op["op"] for op in c.journal] == ["accept", "accept", "edit", "add", "reject"]


def test_incremental_on_numeric_graph_touches_only_the_cone():
    rng = np.random.default_rng(3)
    n = 2000
    src = rng.integers(0, n, 8000)
    dst = rng.integers(0, n, 8000)
    keep = src < dst
    pairs = np.unique(np.stack([src[keep], dst[keep]], 1), axis=0)
    q = QBAF.from_arrays(rng.random(n), pairs[: len(pairs) // 2], pairs[len(pairs) // 2 :])
    c = Contestation(q)
    step = c.edit(str(n - 4), base_score=0.0)  # argument n - 5
    assert step.recomputed <= 5
    full = strengths(step.qbaf)
    assert step.strengths.values.tobytes() == full.values.tobytes()
    step = c.reject("8")
    assert step.qbaf.names[7] == "9"
    np.testing.assert_allclose(
        step.strengths.values, strengths(step.qbaf).values, rtol=0, atol=1e-12
    )


@pytest.mark.parametrize("named", [False, True])
def test_names_stay_a_view_through_rejects_and_adds(named):
    """A million-argument framework must not copy its names (or rebuild their
    index) on a reject or an add: the edited names are a view of the original
    ones, for lazy numeric names and for a tuple of names alike."""
    rng = np.random.default_rng(5)
    n = 300
    pairs = np.unique(np.sort(rng.integers(0, n, (900, 2)), axis=1), axis=0)
    pairs = pairs[pairs[:, 0] != pairs[:, 1]]
    names = tuple(f"a{i}" for i in range(n)) if named else None
    q = QBAF.from_arrays(rng.random(n), pairs[::2], pairs[1::2], names)
    c = Contestation(q)
    expected = list(q.names)
    removed = [q.names[i] for i in (7, 150, 8, 299, 0)]
    for name in removed:
        step = c.reject(name)
        expected.remove(name)
    for new in ("n1", str(n + 1), "n2"):
        step = c.add(new, 0.4, attacks=[expected[9]], supported_by=[expected[1]])
        expected.append(new)
    step = c.reject("n1")
    expected.remove("n1")
    view = step.qbaf.names
    assert isinstance(view, EditedNames) and len(view) == len(expected)
    assert list(view) == expected and view == tuple(expected)
    assert [view[i] for i in range(len(expected))] == expected and view[-1] == expected[-1]
    for i, name in enumerate(expected):
        assert step.qbaf.index(name) == i and name in view
    for gone in removed + ["n1", "zzz", "007", "0", str(n + 2)]:
        assert gone not in view
        with pytest.raises(UnknownArgumentError):
            step.qbaf.index(gone)
    _same_as_fresh_build(step.qbaf)
    np.testing.assert_allclose(
        step.strengths.values, strengths(step.qbaf).values, rtol=0, atol=1e-12
    )
    assert step.strengths["n2"] == strengths(step.qbaf)["n2"]
    # a journal of these operations replays to the same framework
    again = Contestation.replay(q, c.journal_json())
    assert again.qbaf == c.qbaf and again.qbaf.names == c.qbaf.names


def test_edit_of_base_score_and_relations_together_recomputes_the_argument():
    """Issue 14: a new base score with new attacks in one edit left the edited
    argument out of the recompute (stale a = 0.5, b = 0.4)."""
    c = Contestation(QBAF.from_edges({"a": 0.5, "b": 0.5}, attacks=[("a", "b")]), "qe")
    step = c.edit("a", base_score=0.9, attacks=["b"])
    assert step.strengths["a"] == 0.9
    assert step.strengths["b"] == pytest.approx(0.5 - 0.5 * 0.81 / 1.81, abs=1e-15)
    again = Contestation.replay(c.initial, c.journal, "qe")
    assert again.strengths.values.tobytes() == c.strengths.values.tobytes()


# ---------------------------------------------------------------- state machine
def _fresh_strengths(q, sem, tol):
    """Strengths of ``q`` rebuilt from its edge lists: nothing (condensation,
    merged parents, sweep layout) carried over from the edits."""
    return strengths(rebuilt(q), sem, tol=tol)


#: Largest edge weight drawn per semantics (DF-QuAD's product needs [0, 1]).
_MACHINE_WEIGHT = {"qe": 2.0, "dfquad": 1.0, "eb": 2.0, "mlp": 2.0}
_MAX_ARGS = 6
#: Operations applied (or refused) by the state machine, per semantics.
_MACHINE_STEPS = dict.fromkeys(_MACHINE_WEIGHT, 0)


def contestation_machine(sem):
    """A state machine applying random accepts, rejects, edits and adds (with
    weights, self-loops, cycles made and broken) to a small QBAF and checking
    after every step that the incremental strengths equal a fresh full
    recompute, and at the end that the journal replays bit for bit."""
    weight = st.floats(0.0, _MACHINE_WEIGHT[sem])
    score = st.floats(0.0, 1.0)
    tol = 1e-10

    class ContestationMachine(RuleBasedStateMachine):
        @initialize(spec=qbaf_specs(max_args=4, max_weight=_MACHINE_WEIGHT[sem]))
        def start(self, spec):
            self.c = Contestation(build(spec), sem, tol=tol)
            self.fresh = 0

        def _name(self, data):
            return data.draw(st.sampled_from(list(self.c.qbaf.names)))

        def _edges(self, data):
            """A list of (name, weight) over the current names; the edited
            argument itself may be drawn (a self-loop)."""
            names = list(self.c.qbaf.names)
            chosen = data.draw(st.lists(st.sampled_from(names), unique=True, max_size=3))
            return [[x, data.draw(weight)] for x in chosen]

        def _apply(self, op):
            _MACHINE_STEPS[sem] += 1
            before = (self.c.qbaf, self.c.strengths, len(self.c.journal))
            try:
                self.c.apply(op)
            except QBAFError:
                # e.g. the same pair as attack and support: nothing applied
                assert (self.c.qbaf, self.c.strengths, len(self.c.journal)) == before

        @precondition(lambda self: self.c.qbaf.n_arguments > 0)
        @rule(data=st.data())
        def accept(self, data):
            x = self._name(data)
            if data.draw(st.booleans()):
                self._apply({"op": "accept", "argument": x})
            else:
                self._apply({"op": "accept", "argument": x, "score": data.draw(score)})

        @precondition(lambda self: self.c.qbaf.n_arguments > 1)
        @rule(data=st.data())
        def reject(self, data):
            self._apply({"op": "reject", "argument": self._name(data)})

        @precondition(lambda self: self.c.qbaf.n_arguments > 0)
        @rule(data=st.data())
        def edit(self, data):
            op = {"op": "edit", "argument": self._name(data)}
            if data.draw(st.booleans()):
                op["base_score"] = data.draw(score)
            if data.draw(st.booleans()):
                op["text"] = "edited"
            keys = data.draw(
                st.lists(
                    st.sampled_from(["attacks", "supports", "attacked_by", "supported_by"]),
                    unique=True,
                )
            )
            for key in keys:
                op[key] = self._edges(data)
            self._apply(op)

        @precondition(lambda self: self.c.qbaf.n_arguments < _MAX_ARGS)
        @rule(data=st.data())
        def add(self, data):
            self.fresh += 1
            name = f"n{self.fresh}"
            op = {"op": "add", "argument": name, "base_score": data.draw(score)}
            for key in data.draw(
                st.lists(
                    st.sampled_from(["attacks", "supports", "attacked_by", "supported_by"]),
                    unique=True,
                )
            ):
                edges = self._edges(data) if self.c.qbaf.n_arguments else []
                if data.draw(st.booleans()):
                    edges.append([name, data.draw(weight)])  # a self-loop
                op[key] = edges
            self._apply(op)

        @invariant()
        def incremental_equals_fresh_full_recompute(self):
            full = _fresh_strengths(self.c.qbaf, sem, tol)
            got = self.c.strengths
            assert tuple(got.names) == tuple(full.names)
            np.testing.assert_allclose(got.values, full.values, rtol=0, atol=1e-12)
            assert got.converged == full.converged

        def teardown(self):
            c = getattr(self, "c", None)
            if c is not None:
                again = Contestation.replay(c.initial, json.loads(c.journal_json()), sem, tol=tol)
                assert again.qbaf == c.qbaf
                assert again.strengths.values.tobytes() == c.strengths.values.tobytes()

    ContestationMachine.__name__ = f"ContestationMachine_{sem}"
    return ContestationMachine


@pytest.mark.parametrize("sem", ["qe", "dfquad", "eb", "mlp"])
def test_contestation_state_machine(sem):
    """About 300 random steps per semantics (20 runs of 15 steps)."""
    run_state_machine_as_test(
        contestation_machine(sem),
        settings=settings(max_examples=20, stateful_step_count=15, deadline=None),
    )


@pytest.mark.slow
@pytest.mark.parametrize("sem", ["qe", "dfquad", "eb", "mlp"])
def test_contestation_state_machine_10000_steps(sem):
    """At least 10,000 random steps per semantics (700 runs of up to 25
    steps, 16 on average; about a minute each)."""
    _MACHINE_STEPS[sem] = 0
    run_state_machine_as_test(
        contestation_machine(sem),
        settings=settings(max_examples=700, stateful_step_count=25, deadline=None),
    )
    assert _MACHINE_STEPS[sem] >= 10_000


def test_a_reassigned_method_is_used_by_the_next_recompute():
    # a 2-cycle: auto iterates (its contraction bound holds), rk45 integrates
    q = QBAF.from_edges({"a": 0.8, "b": 0.6}, attacks=[("a", "b"), ("b", "a")])
    c = Contestation(q, "qe", tol=1e-10)
    assert c.strengths.method != "rk45"
    c.method = "rk45"
    step = c.edit("a", base_score=0.7)
    assert step.strengths.method == "rk45"
    assert (
        step.strengths.values.tobytes()
        == strengths(step.qbaf, "qe", tol=1e-10, method="rk45").values.tobytes()
    )
    c.method = "no-such-method"
    with pytest.raises(ParameterError, match="unknown method"):
        c.edit("a", base_score=0.6)
    assert c.qbaf is step.qbaf and len(c.journal) == 1


@pytest.mark.parametrize("bad", [-1, float("nan"), "soon"])
def test_a_reassigned_bad_timeout_is_refused_by_every_operation(bad):
    """The paper's accept recomputes nothing, yet a bad timeout set on the
    session is refused there too, before the journal changes."""
    q = QBAF.from_edges({"a": 0.8, "b": 0.6}, attacks=[("a", "b")])
    c = Contestation(q, "qe")
    c.timeout = bad
    for operation in (lambda: c.accept("a"), lambda: c.edit("a", base_score=0.5)):
        with pytest.raises(ParameterError, match="timeout"):
            operation()
    assert c.journal == [] and c.reviewed == set()
