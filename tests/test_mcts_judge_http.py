"""The orchestrator's own judgements from a language model (§3.2): O(a | M, I_select),
E_m = LLM(E, I_miss) and c = LLM(h, I_conf), through a stub OpenAI-compatible
server on 127.0.0.1 (a real socket, http.server in a thread) and a cassette."""

import json

import pytest

from clinarg.cli import main
from clinarg.llm import Completion
from clinarg.protocols.diagnose.adapter import BackendJudge
from clinarg.protocols.diagnose.cases import load_example
from clinarg.protocols.diagnose.knowledge import KnowledgeBase
from clinarg.protocols.diagnose.orchestrator import ACTIONS, Orchestrator
from llm_stub import ChatServer, backend_args

KB = KnowledgeBase.load()
PE_KEYS = (
    "d_dimer_elevated",
    "ctpa_filling_defect",
    "recent_immobilisation",
    "unilateral_leg_swelling",
)
PREFERENCE = {
    "diagnosis": 0.9,
    "laboratory": 0.7,
    "imaging": 0.6,
    "treatment": 0.8,
    "backtrack": 0.5,
}


def stub_model(task, schema, prompt, bad_confidence=False):
    """A stand-in model that answers the orchestrator's three questions."""
    if task == "orchestrate_select":
        legal = list(schema["properties"]["scores"]["properties"])
        return {"scores": {a: PREFERENCE.get(a, 0.1) for a in legal}, "rationale": "stub"}
    if task == "orchestrate_missing":
        options = schema["properties"]["missing"]["items"]["enum"]
        return {"missing": [f for f in PE_KEYS if f in options]}
    if task == "orchestrate_confidence":
        if bad_confidence:
            return {"confidence": 1.5}
        confirmed = "ctpa_filling_defect: present" in prompt
        return {
            "confidence": 0.95 if "Hypothesis: pulmonary_embolism" in prompt and confirmed else 0.3
        }
    raise AssertionError(f"unexpected task {task}")


def stub_server(bad_confidence=False) -> ChatServer:
    """The stub answering every request as :func:`stub_model` would."""

    def answer(body):
        fmt = body["response_format"]["json_schema"]
        content = body["messages"][1]["content"]
        return json.dumps(stub_model(fmt["name"], fmt["schema"], content, bad_confidence))

    return ChatServer(default=("ok", answer), usage={"prompt_tokens": 7, "completion_tokens": 3})


@pytest.fixture
def stub():
    with stub_server() as s:
        yield s


def _argv(url, *extra):
    return [
        "diagnose",
        "--example",
        "pe_after_flight",
        *backend_args(url, "stub"),
        "--roles",
        "orchestrator",
        "--output",
        "json",
        *extra,
    ]


def test_judgements_come_from_the_model_and_replay_from_a_cassette(stub, tmp_path, capsys):
    cassette = tmp_path / "judge.json"
    assert main(_argv(stub.url, "--record", str(cassette))) == 0
    out = capsys.readouterr().out
    doc = json.loads(out)
    assert doc["diagnosis"] == "pulmonary_embolism" and doc["closure"] == "treatment"
    calls = doc["backend_calls"]
    assert {c["task"] for c in calls} == {
        "orchestrate:select",
        "orchestrate:missing",
        "orchestrate:confidence",
    }
    assert all(c["role"] == "orchestrator" and c["error"] is None for c in calls)
    assert doc["run"]["calls"] == len(calls) == len(stub.bodies)
    # every request is a role prompt with the judgement's JSON schema
    for body in stub.bodies:
        fmt = body["response_format"]["json_schema"]
        system = body["messages"][0]["content"]
        assert "clinical orchestrator" in system
        if fmt["name"] == "orchestrate_missing":
            enum = fmt["schema"]["properties"]["missing"]["items"]["enum"]
            assert set(enum) <= set(KB.findings)
        elif fmt["name"] == "orchestrate_confidence":
            assert fmt["schema"]["properties"]["confidence"] == {
                "type": "number",
                "minimum": 0,
                "maximum": 1,
            }
        else:
            legal = fmt["schema"]["properties"]["scores"]["required"]
            assert set(legal) <= set(ACTIONS)
    # the model's judgements drive the consultation: E_m is the model's (plus
    # what a backtrack or experience memory added), c is the model's
    for t in doc["trace"]:
        assert 0.0 <= t["judged"]["confidence"] <= 1.0
    last = doc["trace"][-1]
    assert last["action"] == "treatment" and doc["trace"][-2]["judged"]["confidence"] == 0.95
    # O at the real state is the model's distribution over the legal actions
    first = doc["trace"][0]["selection"]
    select = next(
        b["response_format"]["json_schema"]["schema"]
        for b in stub.bodies
        if b["response_format"]["json_schema"]["name"] == "orchestrate_select"
    )
    total = sum(PREFERENCE.get(a, 0.1) for a in select["properties"]["scores"]["required"])
    for a in first:
        assert first[a]["prior"] == pytest.approx(PREFERENCE.get(a, 0.1) / total, abs=1e-6)
    # the cassette replays the run bit for bit, without the server
    n = len(stub.bodies)
    assert (
        main(
            [
                "diagnose",
                "--example",
                "pe_after_flight",
                "--roles",
                "orchestrator",
                "--output",
                "json",
                "--replay",
                str(cassette),
            ]
        )
        == 0
    )
    assert capsys.readouterr().out == out and len(stub.bodies) == n


def test_a_schema_breaking_judgement_is_recorded_and_the_rules_decide(tmp_path, capsys):
    server = stub_server(bad_confidence=True)
    try:
        assert main(_argv(server.url)) == 0
    finally:
        server.close()
    captured = capsys.readouterr()
    doc = json.loads(captured.out)
    failed = [c for c in doc["backend_calls"] if c["error"]]
    assert failed and all(c["task"] == "orchestrate:confidence" for c in failed)
    assert all(c["error"]["type"] == "BackendResponseError" for c in failed)
    assert "warning" in captured.err
    # c fell back to the diagnosis agent's confidence; the run still closed correctly
    assert doc["diagnosis"] == "pulmonary_embolism" and doc["closure"] == "treatment"
    assert doc["trace"][-1]["judged"]["confidence"] == doc["confidence"]


def test_the_judge_is_asked_each_distinct_question_once():
    class Counting:
        def __init__(self):
            self.tasks = []

        def describe(self):
            return {"name": "counting"}

        def complete(self, request):
            self.tasks.append(request.task)
            return Completion({"confidence": 0.5})

    backend = Counting()
    judge = BackendJudge(backend, KB)
    assert judge.confidence("pulmonary_embolism", {"dyspnea": True}) == 0.5
    assert judge.confidence("pulmonary_embolism", {"dyspnea": True}) == 0.5
    assert judge.confidence("pulmonary_embolism", {"dyspnea": False}) == 0.5
    assert backend.tasks == ["orchestrate:confidence"] * 2 and len(judge.calls) == 2


def test_without_a_backend_the_knowledge_rules_judge():
    report = Orchestrator().run(load_example("pe_after_flight"))
    assert all("judged" not in t for t in report.trace)
    assert main(["diagnose", "--example", "pe_after_flight", "--roles", "orchestrator"]) == 2


def test_when_the_planning_model_cannot_simulate_what_the_judge_allows():
    """Judge and rules disagree on Φ: the step takes the judge's preferred action."""
    from dataclasses import replace

    from clinarg.protocols.diagnose.memory import WorkingMemory

    class Satisfied:  # nothing is missing and the top hypothesis is certain
        def select(self, evidence, hypotheses, trajectory, legal):
            return {a: (0.9 if a == "treatment" else 0.2) for a in legal}

        def missing(self, evidence, options):
            return []

        def confidence(self, diagnosis, evidence):
            return 0.99

    case = load_example("pe_after_flight")
    orch = Orchestrator(judge=Satisfied())
    real = orch.env(lambda f, wm: case.reveal(f), judge=orch.judge)
    planner = orch.planner()
    wm = WorkingMemory().with_evidence(case.initial)
    wm, _, _ = planner.step(wm, ACTIONS.index("diagnosis"))
    wm = replace(wm, retrieved=(planner._query(wm), ()))  # nothing left to retrieve
    assert [ACTIONS[a] for a, w in enumerate(planner.priors(wm)) if w] == ["backtrack"]
    assert {ACTIONS[a] for a, w in enumerate(real.priors(wm)) if w} == {"treatment", "terminate"}
    action, seen = orch.choose(wm, 1, planner, real)
    assert ACTIONS[action] == "treatment"
    assert set(seen["selection"]) == {"treatment", "terminate"}
    assert all("q" not in v for v in seen["selection"].values())
