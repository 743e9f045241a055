"""ClinicalAgents as its paper defines it (§3.2): the reward with unobtainable
evidence, the selection rule a* = argmax Q + λ O, backtracking by the type of
missing evidence, and the orchestrator's own judgements from a language model."""

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from clinarg.protocols.diagnose.agents import knowledge_agents
from clinarg.protocols.diagnose.cases import load_example
from clinarg.protocols.diagnose.knowledge import KnowledgeBase
from clinarg.protocols.diagnose.memory import ExperienceMemory, WorkingMemory
from clinarg.protocols.diagnose.orchestrator import ACTIONS, ClinicalEnv, RewardWeights

KB = KnowledgeBase.load()
MEMORY = ExperienceMemory.load()


def _env(case, **kw):
    return ClinicalEnv(KB, MEMORY, knowledge_agents(KB), lambda f, wm: case.reveal(f), **kw)


# -- the reward does not pay alpha for evidence declared unobtainable ---------------------


def _after_diagnosis(case, env, evidence):
    wm = WorkingMemory().with_evidence({**case.initial, **evidence})
    wm, _, _ = env.step(wm, ACTIONS.index("diagnosis"))
    wm, _, _ = env.step(wm, ACTIONS.index("backtrack"))
    return wm


def test_unobtainable_key_evidence_earns_no_alpha():
    case = load_example("pericarditis_no_crp")
    w = RewardWeights(alpha=1.0, beta=1.0, gamma=0.1)
    env = _env(case, weights=w)
    # pericarditis is the leading hypothesis; its key evidence CRP cannot be had
    wm = _after_diagnosis(
        case,
        env,
        {
            "pleuritic_pain": True,
            "pericardial_rub": True,
            "ecg_diffuse_st_elevation": True,
            "pain_relieved_leaning_forward": True,
        },
    )
    missing = env.missing(wm)
    assert "crp_elevated" in missing
    lab = [f for f in missing if KB.modality[f] == "laboratory"]
    assert set(lab) <= {"crp_elevated", "troponin_elevated", "d_dimer_elevated"}

    # ask the laboratory for exactly CRP: it is unobtainable
    class OnlyCRP:
        role = "laboratory"

        def respond(self, request):
            from clinarg.protocols.diagnose.agents import AgentResponse

            return AgentResponse("laboratory", requests=("crp_elevated",))

    env.agents["laboratory"] = OnlyCRP()
    nxt, reward, _ = env.step(wm, ACTIONS.index("laboratory"))
    assert "crp_elevated" in nxt.unresolved and "crp_elevated" not in env.missing(nxt)
    assert len(env.missing(nxt)) == len(missing) - 1  # E_m shrank by the given-up finding
    assert nxt.confidence == wm.confidence
    assert reward == pytest.approx(-w.gamma)  # an uninformative action, not +alpha


def test_obtained_evidence_still_earns_alpha():
    case = load_example("pericarditis_no_crp")
    env = _env(case)
    wm = _after_diagnosis(case, env, {"pleuritic_pain": True})
    missing = env.missing(wm)
    assert "crp_elevated" in missing and "d_dimer_elevated" in missing
    target = next(
        f for f in missing if case.reveal(f) is not None and KB.modality[f] == "laboratory"
    )

    class Asks:
        role = "laboratory"

        def respond(self, request):
            from clinarg.protocols.diagnose.agents import AgentResponse

            return AgentResponse("laboratory", requests=(target, "crp_elevated"))

    env.agents["laboratory"] = Asks()
    nxt, reward, _ = env.step(wm, ACTIONS.index("laboratory"))
    assert target in nxt.E and "crp_elevated" in nxt.unresolved
    gained = len([f for f in missing if f != "crp_elevated"]) - len(env.missing(nxt))
    assert gained >= 1
    assert reward == pytest.approx(1.0 * gained)  # alpha for the finding obtained only


# -- the paper's selection: a* = argmax_{a in A_K} Q(M, a) + λ O(a | M) ---------------------


class Bandit:
    """Four arms; arm a pays r1[a], then one forced step pays r2[a] and ends the episode."""

    num_actions = 4
    r1 = (0.4, 0.4, 0.6, 5.0)
    r2 = (1.0, 0.0, 0.5, 0.0)
    weights = (1.0, 6.0, 3.0, 0.5)  # O = (0.0952.., 0.5714.., 0.2857.., 0.0476..)

    def step(self, state, action):
        if state == "root":
            return ("arm", action), self.r1[action], False
        return "end", self.r2[state[1]], True

    def priors(self, state):
        return list(self.weights) if state == "root" else [1.0, 0.0, 0.0, 0.0]


def test_paper_rule_on_a_hand_computed_bandit():
    from clinarg.mcts import select_by_rollouts

    # By hand, gamma = 0.5, lambda = 1, K = 3 (arm 3, the best return, has the
    # lowest prior and is not a candidate):
    #   Q = r1 + 0.5 r2 = (0.9, 0.4, 0.85);  O = w / 10.5 = (0.0952, 0.5714, 0.2857)
    #   Q + O = (0.9952, 0.9714, 1.1357)  ->  arm 2
    # (argmax Q alone picks arm 0, argmax O alone arm 1, argmax Q over all arms arm 3).
    sel = select_by_rollouts(Bandit(), "root", top_k=3, n_rollouts=5, lam=1.0, gamma=0.5)
    assert sel.candidates == (1, 2, 0)
    assert sel.action == 2
    np.testing.assert_allclose(sel.q_values[:3], [0.9, 0.4, 0.85])
    assert np.isnan(sel.q_values[3]) and np.isnan(sel.scores[3])
    np.testing.assert_allclose(sel.priors, np.array(Bandit.weights) / 10.5)
    np.testing.assert_allclose(sel.scores[:3], [0.9 + 1 / 10.5, 0.4 + 6 / 10.5, 0.85 + 3 / 10.5])
    assert (sel.lengths == 2).all()  # every rollout ran to the end of the episode
    # λ moves the choice as the formula says: with λ = 0.2 the value dominates ...
    assert select_by_rollouts(Bandit(), "root", top_k=3, lam=0.2, gamma=0.5).action == 0
    # ... with λ = 3 the prior does; with K = 4 arm 3's return wins
    assert select_by_rollouts(Bandit(), "root", top_k=3, lam=3.0, gamma=0.5).action == 1
    assert select_by_rollouts(Bandit(), "root", top_k=4, lam=1.0, gamma=0.5).action == 3


def test_paper_rule_averages_random_rollouts_and_keeps_q_on_its_scale():
    from clinarg.mcts import select_by_rollouts

    class Coin:
        """One arm; then two continuations, weights 1:3, paying 4 or 0 and ending."""

        num_actions = 2

        def step(self, s, a):
            if s == "root":
                return "mid", 1.0, False
            return "end", (4.0, 0.0)[a], True

        def priors(self, s):
            return [1.0, 0.0] if s == "root" else [1.0, 3.0]

    sel = select_by_rollouts(Coin(), "root", top_k=4, n_rollouts=4000, gamma=1.0, seed=3)
    # a single candidate keeps its own value (1 + 4/4 = 2 in expectation), not 0
    assert sel.candidates == (0,) and sel.action == 0
    assert sel.q_values[0] == pytest.approx(2.0, abs=0.15)
    again = select_by_rollouts(Coin(), "root", top_k=4, n_rollouts=4000, gamma=1.0, seed=3)
    assert again.q_values[0] == sel.q_values[0]  # seeded


def test_paper_rule_rejects_bad_settings_and_endless_episodes():
    from clinarg.errors import ParameterError, SearchError
    from clinarg.mcts import select_by_rollouts
    from clinarg.protocols.diagnose.orchestrator import SearchSettings

    for kw, message in [
        (dict(top_k=0), "top_k"),
        (dict(n_rollouts=0), "n_rollouts"),
        (dict(lam=float("nan")), "lam"),
        (dict(gamma=1.5), "gamma"),
    ]:
        with pytest.raises(SearchError, match=message):
            select_by_rollouts(Bandit(), "root", **kw)

    class Endless:
        num_actions = 1

        def step(self, s, a):
            return s, 0.0, False

        def priors(self, s):
            return [1.0]

    with pytest.raises(SearchError, match="max_steps"):
        select_by_rollouts(Endless(), 0, max_steps=50)
    with pytest.raises(ParameterError, match="rule"):
        SearchSettings(rule="prior")


def test_orchestrator_executes_the_argmax_of_q_plus_lambda_o():
    from clinarg.protocols.diagnose import Orchestrator, SearchSettings

    report = Orchestrator().run(load_example("pe_after_flight"))
    assert report.search["rule"] == "paper" and report.search["n_rollouts"] == 8
    assert report.diagnosis == "pulmonary_embolism"
    beyond_unit = False
    for t in report.trace:
        sel = t["selection"]
        assert 1 <= len(sel) <= 4 and t["action"] in sel
        best = max(sel.values(), key=lambda v: v["score"])["score"]
        assert sel[t["action"]]["score"] == best
        for v in sel.values():
            assert v["score"] == pytest.approx(v["q"] + v["prior"], abs=2e-6)
        beyond_unit |= any(v["q"] > 1.0 for v in sel.values())
    assert beyond_unit  # Q on the scale of the returns, not min-max normalised
    puct = Orchestrator(search=SearchSettings(rule="puct")).run(load_example("pe_after_flight"))
    assert puct.search["rule"] == "puct" and all("visits" in t for t in puct.trace)


def test_cli_rule_option(capsys):
    import json

    from clinarg.cli import main

    assert (
        main(["diagnose", "--example", "inferior_stemi", "--rule", "puct", "--output", "json"]) == 0
    )
    doc = json.loads(capsys.readouterr().out)
    assert doc["search"]["rule"] == "puct" and doc["diagnosis"] == "acute_coronary_syndrome"
    assert (
        main(
            [
                "diagnose",
                "--example",
                "inferior_stemi",
                "--rollouts",
                "3",
                "--top-k",
                "3",
                "--lam",
                "0.5",
            ]
        )
        == 0
    )
    out = capsys.readouterr().out
    assert "selection: rule paper, lambda 0.5" in out and "n_rollouts 3" in out
    for bad in (["--rule", "prior"], ["--rollouts", "0"], ["--top-k", "0"], ["--lam", "nan"]):
        assert main(["diagnose", "--example", "inferior_stemi", *bad]) == 2
        assert "Traceback" not in capsys.readouterr().err


# -- backtracking: the target stage and point chosen by the type of missing evidence ------


def _diagnosed(case_name, wanted):
    """A consultation just after its first diagnosis, ``wanted`` the most wanted missing."""
    from dataclasses import replace

    case = load_example(case_name)
    env = _env(case)
    wm = WorkingMemory().with_evidence(case.initial)
    wm, _, _ = env.step(wm, ACTIONS.index("history"))
    wm, _, _ = env.step(wm, ACTIONS.index("diagnosis"))
    assert wm.stage == "diagnose" and wm.hypotheses and wanted not in wm.E
    return env, replace(wm, pending=(wanted,))  # (pending leads E_m)


@pytest.mark.parametrize(
    "wanted, kind, point",
    [
        ("recent_immobilisation", "history", "before_hypotheses"),
        ("unilateral_leg_swelling", "examination", "before_hypotheses"),
        ("d_dimer_elevated", "laboratory", "after_hypotheses"),
        ("ctpa_filling_defect", "imaging", "after_hypotheses"),
    ],
)
def test_backtrack_target_per_evidence_type(wanted, kind, point):
    from clinarg.protocols.diagnose.orchestrator import BACKTRACK_TARGETS

    env, wm = _diagnosed("pe_after_flight", wanted)
    assert env.missing(wm)[0] == wanted and KB.modality[wanted] == kind
    assert BACKTRACK_TARGETS[kind] == point
    before_dx = wm.snapshots[-1]
    diagnosis_step = [t.action for t in wm.trajectory].index("diagnosis")
    nxt, _, _ = env.step(wm, ACTIONS.index("backtrack"))
    detail = dict(nxt.trajectory[-1].detail)
    assert (detail["type"], detail["point"]) == (kind, point)
    assert nxt.stage == "perceive" and not nxt.snapshots and wanted in nxt.pending
    if point == "before_hypotheses":  # the hypotheses formed without it are set aside
        assert nxt.core() == before_dx and nxt.hypotheses == ()
        assert detail["to_step"] == diagnosis_step
    else:  # the hypotheses the test is to verify are kept
        assert nxt.hypotheses == wm.hypotheses
        assert detail["to_step"] == diagnosis_step + 1
    # the target stage: the missing evidence's own agent acts next, and only it
    legal = [ACTIONS[a] for a, w in enumerate(env.priors(nxt)) if w > 0]
    assert legal == [kind]
    after, _, _ = env.step(nxt, ACTIONS.index(kind))
    assert wanted in after.E and after.resume == ""
    assert len([a for a, w in enumerate(env.priors(after)) if w > 0]) > 1


def test_backtrack_without_missing_evidence_goes_before_the_hypotheses():
    from dataclasses import replace

    env, wm = _diagnosed("pe_after_flight", "d_dimer_elevated")
    env.rho = 1.0  # no hypothesis contributes key evidence: E_m is empty
    wm = replace(wm, pending=(), flagged=())
    assert not env.missing(wm) and wm.confidence < env.close_at
    nxt, _, _ = env.step(wm, ACTIONS.index("backtrack"))
    detail = dict(nxt.trajectory[-1].detail)
    assert (detail["type"], detail["point"]) == ("", "before_hypotheses")
    assert nxt.hypotheses == () and nxt.resume == ""


def _naive_select(env, root, top_k, n_rollouts, lam, gamma, seed):
    """The paper's selection written from its formula, one rollout at a time."""
    from naive_mcts import SplitMix, draw

    w = [float(x) for x in env.priors(root)]
    legal = [a for a, x in enumerate(w) if x > 0]
    total = sum(w[a] for a in legal)
    prior = {a: w[a] / total for a in legal}
    cands = sorted(legal, key=lambda a: (-w[a], a))[:top_k]
    rng = SplitMix(seed)
    q = {}
    for a in cands:
        returns = []
        for _ in range(n_rollouts):
            s, r, done = env.step(root, a)
            g, k = r, 1
            while not done:
                b = draw([float(x) for x in env.priors(s)], rng)
                if b is None:
                    break
                s, r, done = env.step(s, b)
                g += gamma**k * r
                k += 1
            returns.append(g)
        q[a] = sum(returns) / n_rollouts
    best = max(cands, key=lambda a: (q[a] + lam * prior[a], -cands.index(a)))
    return best, q


@settings(deadline=None, max_examples=60)
@given(
    data=st.data(),
    n_actions=st.integers(1, 4),
    n_states=st.integers(1, 5),
    horizon=st.integers(1, 6),
    top_k=st.integers(1, 4),
    n_rollouts=st.integers(1, 4),
    lam=st.sampled_from([0.0, 0.5, 1.0, 4.0]),
    gamma=st.sampled_from([1.0, 0.9, 0.5]),
    seed=st.integers(0, 2**32),
)
def test_paper_rule_matches_its_formula_on_random_mdps(
    data, n_actions, n_states, horizon, top_k, n_rollouts, lam, gamma, seed
):
    from clinarg.mcts import select_by_rollouts

    table = {
        (s, a): (
            data.draw(st.integers(0, n_states - 1)),
            data.draw(st.floats(-1, 1, allow_nan=False)),
            data.draw(st.booleans()),
        )
        for s in range(n_states)
        for a in range(n_actions)
    }
    weights = [
        [data.draw(st.sampled_from([0.0, 0.2, 0.5, 1.0])) for _ in range(n_actions)]
        for _ in range(n_states)
    ]
    weights[0][0] = max(weights[0][0], 0.3)  # the root has a legal action

    class Graph:  # state (s, depth); the episode ends at the horizon
        num_actions = n_actions

        def step(self, state, a):
            s, depth = state
            nxt, r, done = table[s, a]
            return (nxt, depth + 1), r, done or depth + 1 >= horizon

        def priors(self, state):
            return weights[state[0]]

    env = Graph()
    sel = select_by_rollouts(
        env, (0, 0), top_k=top_k, n_rollouts=n_rollouts, lam=lam, gamma=gamma, seed=seed
    )
    best, q = _naive_select(env, (0, 0), top_k, n_rollouts, lam, gamma, seed)
    assert sel.action == best
    assert set(sel.candidates) == set(q)
    for a, v in q.items():
        assert sel.q_values[a] == pytest.approx(v, rel=1e-12, abs=1e-12)
