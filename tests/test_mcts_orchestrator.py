"""The clinical orchestrator: examples, η bound, exact backtracking, memories, agents."""

import json
import math
from collections import Counter

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from clinarg.cli import main
from clinarg.errors import FormatError, SearchError
from clinarg.mcts import search
from clinarg.protocols.diagnose.agents import AgentRequest, AgentResponse, knowledge_agents
from clinarg.protocols.diagnose.cases import ClinicalCase, example_names, load_example
from clinarg.protocols.diagnose.knowledge import KnowledgeBase
from clinarg.protocols.diagnose.memory import ExperienceMemory, WorkingMemory, tokenize, update_hyp
from clinarg.protocols.diagnose.orchestrator import (
    ACTIONS,
    ClinicalEnv,
    Orchestrator,
    SearchSettings,
    clinical_reward,
    predicted_observation,
)

KB = KnowledgeBase.load()
MEMORY = ExperienceMemory.load()


def _env(case, eta=20):
    return ClinicalEnv(KB, MEMORY, knowledge_agents(KB), lambda f, wm: case.reveal(f), eta=eta)


@pytest.mark.parametrize("name", example_names())
def test_examples_reach_the_expected_diagnosis_without_inventing(name):
    case = load_example(name)
    report = Orchestrator().run(case)
    assert report.diagnosis == case.expected_diagnosis
    assert report.steps == len(report.trace) <= 20
    assert report.trace[-1]["action"] == report.closure == "treatment"
    for f, value in report.evidence.items():  # every value came from the patient
        assert case.initial.get(f, case.reveal(f)) == value
    for f in report.unresolved:
        assert case.reveal(f) is None and f not in report.evidence
    assert report.chain["diagnosis"] == report.diagnosis


def test_unobtainable_key_evidence_is_unresolved_not_invented():
    report = Orchestrator().run(load_example("pericarditis_no_crp"))
    assert "crp_elevated" in report.unresolved
    assert "crp_elevated" not in report.evidence
    asked = [t for t in report.trace if "crp_elevated" in t.get("requested", [])]
    assert asked and asked[0]["unresolved"] == ["crp_elevated"]


@settings(deadline=None, max_examples=12)
@given(
    name=st.sampled_from(example_names()),
    eta=st.integers(1, 12),
    seed=st.integers(0, 1000),
    sims=st.integers(1, 12),
)
def test_orchestrator_never_exceeds_eta(name, eta, seed, sims):
    orch = Orchestrator(eta=eta, search=SearchSettings(num_simulations=sims, seed=seed))
    report = orch.run(load_example(name))
    assert 1 <= report.steps <= eta
    assert len(report.trace) == report.steps


@settings(deadline=None, max_examples=40)
@given(
    name=st.sampled_from(example_names()),
    choices=st.lists(st.integers(0, 10**6), min_size=1, max_size=30),
)
def test_backtrack_restores_the_snapshot_exactly(name, choices):
    case = load_example(name)
    env = _env(case, eta=40)
    wm = WorkingMemory().with_evidence(case.initial)
    stack = []
    for choice in choices:
        legal = [a for a, w in enumerate(env.priors(wm)) if w > 0]
        if not legal:
            break
        a = legal[choice % len(legal)]
        before = wm
        wm, reward, done = env.step(wm, a)
        assert env.bounds[0] <= reward <= env.bounds[1]
        assert wm.steps == before.steps + 1 and wm.trajectory[:-1] == before.trajectory
        if ACTIONS[a] == "diagnosis":
            stack.append(before.core())
        elif ACTIONS[a] == "backtrack":
            snapshot = stack.pop()
            detail = dict(wm.trajectory[-1].detail)
            if detail["point"] == "before_hypotheses":
                assert wm.core() == snapshot
            else:  # after the hypotheses: the snapshot with the hypotheses kept
                assert detail["type"] in ("laboratory", "imaging")
                assert wm.hypotheses == before.hypotheses
                assert wm.core()[:1] + wm.core()[2:] == snapshot[:1] + snapshot[2:]
            assert wm.stage == "perceive" and wm.resume == detail["type"]
            assert set(wm.pending) == set(env.missing(before))
        for f, v in wm.E.items():
            assert case.initial.get(f, case.reveal(f)) == v
        if done:
            break


def test_phi_blocks_closing_until_missing_evidence_is_settled():
    case = load_example("pe_after_flight")
    env = _env(case)
    wm = WorkingMemory().with_evidence(case.initial)
    wm, _, _ = env.step(wm, ACTIONS.index("diagnosis"))
    assert env.missing(wm)  # Φ holds: key evidence of the differential is missing
    w = env.priors(wm)
    assert w[ACTIONS.index("treatment")] == 0 and w[ACTIONS.index("terminate")] == 0
    assert w[ACTIONS.index("backtrack")] > 0
    with pytest.raises(SearchError, match="not allowed"):
        env.step(wm, ACTIONS.index("treatment"))


def test_clinical_reward_definition():
    assert clinical_reward(4, 2, 0.2, 0.5) == pytest.approx(2 + 0.3)
    assert clinical_reward(2, 3, 0.5, 0.2) == pytest.approx(-0.1)
    assert clinical_reward(2, 2, 0.5, 0.6) == pytest.approx(0.1)
    assert clinical_reward(2, 1, 0.5, 0.1) == pytest.approx(1.0)


def test_search_on_the_clinical_env_keeps_q_in_reward_bounds():
    case = load_example("inferior_stemi")
    env = ClinicalEnv(KB, MEMORY, knowledge_agents(KB), predicted_observation(KB), eta=10)
    wm = WorkingMemory().with_evidence(case.initial)
    res = search(env, wm, num_simulations=40, gamma=0.9, n_rollouts=1, rollout_depth=4)
    assert res.visit_counts.sum() == 40
    lo, hi = env.bounds
    horizon = (1 - 0.9**10) / (1 - 0.9)
    q = res.q_values[~np.isnan(res.q_values)]
    assert (q >= lo * horizon - 1e-9).all() and (q <= hi * horizon + 1e-9).all()
    assert wm.steps == 0  # the search never mutates its root


def _bm25_naive(docs, query, k1=1.2, b=0.75):
    n = len(docs)
    avg = sum(len(d) for d in docs) / n
    out = []
    for d in docs:
        tf = Counter(d)
        s = 0.0
        for w in query:
            if w not in tf:
                continue
            df = sum(1 for e in docs if w in e)
            idf = math.log(1 + (n - df + 0.5) / (df + 0.5))
            s += idf * tf[w] * (k1 + 1) / (tf[w] + k1 * (1 - b + b * len(d) / avg))
        out.append(s)
    return out


@settings(deadline=None, max_examples=40)
@given(
    texts=st.lists(
        st.lists(
            st.sampled_from("fever cough pain chest back rash".split()), min_size=1, max_size=8
        ),
        min_size=1,
        max_size=6,
    ),
    query=st.lists(st.sampled_from("fever cough pain chest knee".split()), max_size=4),
)
def test_bm25_matches_the_definition(texts, query):
    records = [
        dict(id=str(i), text=" ".join(t), evidence=[], diagnosis="d") for i, t in enumerate(texts)
    ]
    mem = ExperienceMemory(records)
    docs = [tokenize(" ".join(t)) + ["dx:d"] for t in texts]
    np.testing.assert_allclose(mem.scores(query), _bm25_naive(docs, query), atol=1e-12)


def test_importance_flags_evidence_common_in_similar_cases():
    hits = MEMORY.retrieve(["f:dyspnea", "f:recent_immobilisation", "f:tachycardia"], k=4)
    assert {MEMORY.records[i]["diagnosis"] for i, _ in hits[:3]} == {"pulmonary_embolism"}
    imp = MEMORY.importance(hits, known={"dyspnea": True}, exclude={"hypoxaemia"})
    assert "dyspnea" not in imp and "hypoxaemia" not in imp
    assert all(0 < v <= 1 + 1e-12 for v in imp.values())
    assert imp["d_dimer_elevated"] >= 0.5  # in every similar PE case


def test_update_hyp_merges_and_ranks():
    h = update_hyp((("a", 0.5), ("b", 0.4)), {"c": 0.9, "a": 0.1}, keep=2)
    assert h == (("c", 0.9), ("b", 0.4))


def test_agents_answers_are_validated_not_trusted():
    class Liar:
        role = "laboratory"

        def respond(self, request):
            return AgentResponse(
                "laboratory", requests=("ct_aorta_intimal_flap", "made_up", "troponin_elevated")
            )

    case = load_example("inferior_stemi")
    pool = knowledge_agents(KB)
    pool["laboratory"] = Liar()
    env = ClinicalEnv(KB, MEMORY, pool, lambda f, wm: case.reveal(f))
    wm = WorkingMemory().with_evidence(case.initial)
    wm, _, _ = env.step(wm, ACTIONS.index("laboratory"))
    detail = dict(wm.trajectory[-1].detail)
    assert detail["requested"] == ("troponin_elevated",)
    assert set(detail["rejected"]) == {"ct_aorta_intimal_flap", "made_up"}
    assert wm.E == {"chest_pain": True, "troponin_elevated": True}


def test_perception_agent_puts_missing_evidence_first():
    agent = knowledge_agents(KB)["imaging"]
    ans = agent.respond(
        AgentRequest(
            "imaging", {"chest_pain": True}, missing=("ct_aorta_intimal_flap", "troponin_elevated")
        )
    )
    assert ans.requests[0] == "ct_aorta_intimal_flap"
    assert all(KB.modality[f] == "imaging" for f in ans.requests)


def test_bad_documents_raise_format_errors(tmp_path):
    with pytest.raises(FormatError, match="category"):
        KnowledgeBase.from_dict(
            {"findings": {"x": {"category": "smell"}}, "diagnoses": {"d": {"prior": 1}}}
        )
    with pytest.raises(FormatError, match="unknown finding"):
        KnowledgeBase.from_dict(
            {"findings": {}, "diagnoses": {"d": {"prior": 1, "likelihood": {"x": 0.5}}}}
        )
    bad = tmp_path / "case.json"
    bad.write_text('{"findings": {"x": "yes"}}')
    with pytest.raises(FormatError, match="true or false"):
        ClinicalCase.load(bad)
    bad.write_text('{"initial": {"chest_pain": true}, "findings": {"no_such_finding": true}}')
    with pytest.raises(FormatError, match="lacks"):
        Orchestrator().run(ClinicalCase.load(bad))
    with pytest.raises(SearchError, match="eta"):
        Orchestrator(eta=0)


def test_cli(capsys, tmp_path):
    assert main(["diagnose", "--list-examples"]) == 0
    assert "pe_after_flight" in capsys.readouterr().out
    assert main(["diagnose", "--example", "pe_after_flight", "--output", "json"]) == 0
    doc = json.loads(capsys.readouterr().out)
    assert {"diagnosis", "confidence", "trace", "unresolved", "steps"} <= set(doc)
    assert doc["diagnosis"] == "pulmonary_embolism" and doc["steps"] == len(doc["trace"])
    assert all({"action", "reward"} <= set(t) for t in doc["trace"])
    assert main(["diagnose", "--example", "inferior_stemi"]) == 0
    assert "acute coronary syndrome" in capsys.readouterr().out
    assert main(["diagnose", "--example", "nope"]) == 2
    assert main(["diagnose"]) == 2
    assert main(["diagnose", "--example", "pe_after_flight", "--simulations", "0"]) == 2
    err = capsys.readouterr().err
    assert "Traceback" not in err and err.count("\n") == 3


@pytest.mark.parametrize(
    "module",
    [
        "mcts.puct",
        "mcts.toy",
        "protocols.diagnose.knowledge",
        "protocols.diagnose.memory",
        "protocols.diagnose.agents",
        "protocols.diagnose.cases",
        "protocols.diagnose.adapter",
        "protocols.diagnose.orchestrator",
    ],
)
def test_docstring_examples(module):
    import doctest
    import importlib

    mod = importlib.import_module(f"clinarg.{module}")
    result = doctest.testmod(mod, optionflags=doctest.ELLIPSIS)
    assert result.attempted > 0 and result.failed == 0


def test_embedding_retriever_ranks_by_cosine():
    vocab = sorted(
        {w for r in MEMORY.records for w in tokenize(r["text"])}
        | {f"f:{e}" for r in MEMORY.records for e in r["evidence"]}
    )
    index = {w: i for i, w in enumerate(vocab)}

    def embed(texts):  # a bag-of-words "embedding", enough to check the plumbing
        out = np.zeros((len(texts), len(vocab)))
        for i, t in enumerate(texts):
            for w in t.split():
                if w in index:
                    out[i, index[w]] += 1
        return out

    mem = ExperienceMemory(MEMORY.records, embed=embed)
    query = ["f:tearing_pain_back", "f:pulse_deficit", "f:hypertension_history"]
    s = mem.scores(query)
    assert mem.records[int(s.argmax())]["diagnosis"] == "aortic_dissection"
    assert np.all(s <= 1 + 1e-12) and np.all(s >= 0)
    with pytest.raises(FormatError, match="finite vectors"):
        ExperienceMemory(MEMORY.records, embed=lambda texts: np.zeros((1, 3)))


def test_memory_naming_unknown_findings_is_harmless():
    records = [dict(r) for r in MEMORY.records]
    for r in records:
        r["evidence"] = list(r["evidence"]) + ["finding_the_kb_lacks"]
    orch = Orchestrator(memory=ExperienceMemory(records))
    report = orch.run(load_example("inferior_stemi"))
    assert report.diagnosis == "acute_coronary_syndrome"
    assert "finding_the_kb_lacks" not in report.evidence


def test_sparse_case_needs_confidence_before_treating(tmp_path):
    path = tmp_path / "dissection.json"
    path.write_text(
        json.dumps(
            {
                "name": "sparse",
                "initial": {"chest_pain": True},
                "findings": {
                    "tearing_pain_back": True,
                    "pulse_deficit": True,
                    "hypertension_history": True,
                    "ct_aorta_intimal_flap": True,
                },
            }
        )
    )
    case = ClinicalCase.load(path)
    report = Orchestrator(eta=30).run(case)
    assert report.diagnosis == "aortic_dissection" and report.closure == "treatment"
    for t in report.trace:  # never treated on a low-confidence hypothesis
        if t["action"] == "diagnosis":
            conf = max(t["hypotheses"].values())
        if t["action"] == "treatment":
            assert conf >= 0.6
    # undocumented findings were asked for and left unresolved, never invented
    assert set(report.evidence) <= set(case.initial) | set(case.findings)
    assert report.unresolved and not set(report.unresolved) & set(case.findings)
