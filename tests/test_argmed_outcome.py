"""The outcome of a run per question (section 5.1's error report): decision,
abstention (Definition 4) and correctness against a reference answer."""

import json

import pytest

from clinarg.errors import FormatError
from clinarg.protocols.reason import example_case, reason_case
from clinarg.protocols.reason.render import render_text


def outcome(doc):
    return {
        k: doc[k]
        for k in ("decision", "decision_terms", "abstained", "reference_answer", "correct")
    }


def test_the_papers_cases_are_scored_correct():
    for name, term in (("stroke_hypertension", "acei"), ("depression_insomnia", "trazodone")):
        doc = reason_case(example_case(name)).to_dict()
        assert outcome(doc) == {
            "decision": term,
            "decision_terms": [term],
            "abstained": False,
            "reference_answer": term,
            "correct": True,
        }


def test_a_wrong_decision_is_scored_false():
    doc = example_case("stroke_hypertension").to_dict() | {"answer": "arb"}
    out = reason_case(doc).to_dict()
    assert out["decision"] == "acei" and out["correct"] is False


def test_no_reference_answer_is_null():
    doc = reason_case(example_case("diabetes_ibs")).to_dict()
    assert doc["reference_answer"] is None and doc["correct"] is None
    assert doc["decision"] == "sglt2_inhibitor"


def test_abstention_is_not_correct():
    doc = example_case("stroke_hypertension").to_dict()
    doc["patient"]["facts"].append("pregnancy")
    out = reason_case(doc).to_dict()
    assert outcome(out) == {
        "decision": None,
        "decision_terms": [],
        "abstained": True,
        "reference_answer": "acei",
        "correct": False,
    }


def test_alternatives_are_no_decision():
    doc = example_case("depression_insomnia").to_dict()
    doc["patient"]["facts"] = ["depression"]
    out = reason_case(doc).to_dict()
    assert out["decision"] is None and out["decision_terms"] == ["paroxetine", "trazodone"]
    assert out["abstained"] is False and out["correct"] is False


def test_the_reference_answer_never_reaches_the_agents():
    seen = []

    from clinarg.protocols.reason.offline import KnowledgeBackend

    class Spy(KnowledgeBackend):
        def complete(self, request):
            seen.append(json.dumps(request.context) + request.prompt + request.system)
            return super().complete(request)

    doc = example_case("stroke_hypertension").to_dict() | {"answer": "arb"}
    reason_case(doc, Spy())
    assert seen and not any('"answer"' in s for s in seen)


@pytest.mark.parametrize(
    "answer, message",
    [
        ("acie", "unknown treatment 'acie'"),
        ("thiazide_like_diuretic", "not among the options"),
        (["acei"], "must be a string"),
    ],
)
def test_bad_reference_answer(answer, message):
    doc = example_case("stroke_hypertension").to_dict() | {"answer": answer}
    with pytest.raises(FormatError, match=message) as info:
        reason_case(doc)
    assert "/answer" in str(info.value)


def test_text_report_says_whether_the_decision_is_right():
    result = reason_case(example_case("stroke_hypertension"))
    assert "Reference answer: acei (correct)" in render_text(result)
