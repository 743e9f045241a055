"""The Generator/Verifier interaction against section 3 and 4.1 of the paper,
driven by a scripted backend (every answer chosen by the test)."""

import pytest

from clinarg.llm.base import Completion, validate_answer
from clinarg.protocols.reason import reason_case
from clinarg.protocols.reason.case import parse_case
from clinarg.protocols.reason.dialogue import run_dialogue

CASE = parse_case({"patient": {"facts": ["hypertension"]}, "goal": "lower_blood_pressure"})


class Scripted:
    """Generator: proposes the decisions of ``pool`` in order, never a side
    effect or a comparison; Verifier: rejects exactly the (decision, question)
    pairs in ``reject``, giving ``reasons[question]`` as its reason."""

    def __init__(self, pool, reject, reasons=None):
        self.pool = list(pool)
        self.reject = set(reject)
        self.reasons = reasons or {}
        self.requests = []

    def describe(self):
        return {"name": "scripted"}

    def complete(self, request):
        self.requests.append(request)
        kind, _, what = request.task.partition(":")
        if kind == "verify":
            decision = request.context["variables"].get("decision")
            rejected = (decision, what) in self.reject
            value = {
                "rejected": rejected,
                "reason": self.reasons.get(what, "scripted") if rejected else "fine",
            }
        elif what == "ASD":
            fresh = [d for d in self.pool if d not in request.context["exclude"]]
            value = {
                "found": bool(fresh),
                "decision": fresh[0] if fresh else None,
                "text": f"take {fresh[0]}" if fresh else "none",
                "evidence": None,
            }
        else:
            value = {k: None for k in request.schema["properties"]}
            value.update(found=False, text="none")
        validate_answer(value, request.schema)
        return Completion(value)


@pytest.mark.parametrize("question", ["ASD.CQ1", "ASD.CQ3"])
def test_refuted_decision_attacks_itself_then_a_new_one_is_generated(question):
    backend = Scripted(["x", "y"], {("x", question)})
    result = reason_case(CASE, backend)
    record = result.record
    assert ("A1", "A1", "self") in record.attacks
    assert [(a.id, a.variables["decision"]) for a in record.arguments] == [("A1", "x"), ("A2", "y")]
    assert record.argument("A2").origin == {"argument": "A1", "question": question}
    # the new decision stands: no abstention (before, a failed CQ1 or CQ3 ended here)
    assert not result.verdict.abstained and result.verdict.decisions == ("A2",)
    asked = [r for r in backend.requests if r.task == "generate:ASD"]
    assert [r.context["purpose"] for r in asked] == ["initial", "replacement"]
    assert asked[1].context["exclude"] == ["x"]


def test_regeneration_respects_the_dialogue_limit():
    backend = Scripted(["x", "y", "z"], {(d, "ASD.CQ1") for d in "xyz"})
    record = run_dialogue(CASE, backend, limit=2)
    assert [a.variables["decision"] for a in record.arguments] == ["x", "y"]
    assert any(e.get("event") == "limit" for e in record.trace)


def test_every_decision_refuted_is_an_abstention():
    backend = Scripted(["x", "y"], {("x", "ASD.CQ1"), ("y", "ASD.CQ3")})
    result = reason_case(CASE, backend)
    assert [a.variables["decision"] for a in result.record.arguments] == ["x", "y"]
    assert result.verdict.abstained


def test_the_verifiers_reason_reaches_the_next_generator_prompt(tmp_path):
    # section 4.1: "return to the generator the reason why the CQ rejected";
    # checked on the prompts as recorded in the cassette
    import json

    from clinarg.llm.cassette import RecordingBackend

    reasons = {
        "ASD.CQ1": "No trial shows x lowers blood pressure.",
        "ASD.CQ4": "Drug z is an established alternative.",
    }
    path = tmp_path / "run.json"
    backend = RecordingBackend(
        Scripted(["x", "y", "z"], {("x", "ASD.CQ1"), ("y", "ASD.CQ4")}, reasons), path
    )
    run_dialogue(CASE, backend)
    backend.save()
    entries = json.loads(path.read_text())["entries"]
    tasks = [(e["task"], e["value"]) for e in entries]
    # the generation right after each rejection carries its reason
    for question, reason in reasons.items():
        at = next(
            i for i, (t, v) in enumerate(tasks) if t == "verify:" + question and v["rejected"]
        )
        following = next(e for e in entries[at + 1 :] if e["role"] == "generator")
        assert f"Reason given: {reason}" in following["prompt"]
        assert f"critical question {question}" in following["prompt"]
    # and the initial prompt has no feedback to give
    assert "Verifier's feedback" not in entries[0]["prompt"]


def test_the_reason_is_in_the_request_context_for_every_derived_generation():
    backend = Scripted(
        ["x", "y"],
        {("x", "ASD.CQ2"), ("x", "ASD.CQ4")},
        {"ASD.CQ2": "x causes cough.", "ASD.CQ4": "y exists."},
    )
    run_dialogue(CASE, backend)
    derived = [
        (r.task, r.context["rejection"]["reason"])
        for r in backend.requests
        if r.role == "generator" and r.context.get("rejection")
    ]
    assert derived == [
        ("generate:ASSE", "x causes cough."),
        ("generate:ASD", "y exists."),
        ("generate:ASBD", "y exists."),
    ]
