"""Arena clash resolution: recorded, deterministic, and the CANOE update rule."""

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from clinarg.errors import ArenaError
from clinarg.qbaf import QBAF
from clinarg.qbaf.arena import adjusted_base, resolve_clashes

from strategies_qbaf import build, qbaf_specs

taus = st.floats(0.0, 1.0)
rates = st.floats(0.0, 1.0)
betas = st.floats(0.0, 1.0)


@given(tau=taus, beta=betas)
def test_even_win_rate_changes_nothing(tau, beta):
    assert adjusted_base([tau], [0.5], beta)[0] == tau


@given(tau=taus, w=rates, beta=betas)
def test_bounded_and_clipped(tau, w, beta):
    new = adjusted_base([tau], [w], beta)[0]
    assert 0.0 <= new <= 1.0
    assert abs(new - tau) <= beta + 1e-15
    unclipped = tau + beta * (2 * w - 1)
    if 0.0 <= unclipped <= 1.0:
        assert new == pytest.approx(unclipped, abs=1e-15)
    else:
        assert new in (0.0, 1.0)


@given(tau=taus, w1=rates, w2=rates, beta=betas)
def test_monotone_in_win_rate(tau, w1, w2, beta):
    lo, hi = sorted([w1, w2])
    assert adjusted_base([tau], [lo], beta)[0] <= adjusted_base([tau], [hi], beta)[0]


@given(w=rates, beta=betas)
def test_antisymmetry(w, beta):
    """Winning at rate w moves up exactly as far as winning at 1 - w moves down."""
    up = adjusted_base([0.5], [w], beta)[0] - 0.5
    down = adjusted_base([0.5], [1 - w], beta)[0] - 0.5
    assert up == pytest.approx(-down, abs=1e-15)


def test_clash_enumeration_and_verdicts():
    q = QBAF.from_edges(
        {"s1": 0.60, "s2": 0.90, "a1": 0.62, "a2": 0.58, "t": 0.5},
        attacks=[("a1", "t"), ("a2", "t")],
        supports=[("s1", "t"), ("s2", "t")],
        texts={"s1": "trial evidence", "a1": "contraindication"},
    )
    seen = []

    def judge(clash):
        seen.append(clash)
        return clash.attacker if clash.attacker == "a1" else clash.supporter

    r = resolve_clashes(q, judge, delta=0.05, beta=0.2)
    # s2 (0.90) is no near-tie for either attacker
    assert [c.key for c in r.clashes] == [("t", "s1", "a1"), ("t", "s1", "a2")]
    assert seen[0].supporter_text == "trial evidence"
    assert seen[0].attacker_text == "contraindication"
    assert r.win_rate == {"s1": 0.5, "a1": 1.0, "a2": 0.0}
    assert r.qbaf.base_score("s1") == 0.6 and r.qbaf.base_score("s2") == 0.9
    assert r.qbaf.base_score("a1") == pytest.approx(0.82)
    assert r.qbaf.base_score("a2") == pytest.approx(0.38)
    # replay from the record, without the adjudicator
    again = resolve_clashes(q, r.verdicts, delta=0.05, beta=0.2)
    assert again.qbaf == r.qbaf and again.clashes == r.clashes
    with pytest.raises(ArenaError, match="must name one of the two"):
        resolve_clashes(q, lambda c: "t", delta=0.05)
    with pytest.raises(ArenaError, match="no recorded verdict"):
        resolve_clashes(q, {}, delta=0.05)


@settings(deadline=None, max_examples=50)
@given(spec=qbaf_specs(), delta=st.floats(0.0, 1.0), beta=betas, seed=st.integers(0, 99))
def test_arena_properties_on_random_frameworks(spec, delta, beta, seed):
    q = build(spec)
    rng = np.random.default_rng(seed)
    answers = {}

    def judge(clash):
        answers[clash.key] = clash.supporter if rng.random() < 0.5 else clash.attacker
        return answers[clash.key]

    r = resolve_clashes(q, judge, delta=delta, beta=beta)
    for c in r.clashes:
        assert abs(c.tau_supporter - c.tau_attacker) < delta
        assert c.winner == answers[c.key]
    moved = np.abs(r.qbaf.base - q.base)
    assert np.all(moved <= beta + 1e-15)
    involved = {x for c in r.clashes for x in (c.supporter, c.attacker)}
    for x in q.names:
        if x not in involved:
            assert r.qbaf.base_score(x) == q.base_score(x)
    # same verdicts, same result
    assert resolve_clashes(q, r.verdicts, delta=delta, beta=beta).qbaf == r.qbaf
