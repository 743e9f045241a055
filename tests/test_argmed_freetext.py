"""Free-text cases (MedQA and PubMedQA style) through the Generator/Verifier
loop with a language model: no knowledge-base vocabulary, the decision maps
to an option or to abstention. The 'model' is a scripted OpenAI-compatible
server on 127.0.0.1 (tests/llm_stub.py)."""

import json

import pytest

from clinarg.cli import main
from clinarg.errors import FormatError
from clinarg.llm.base import Completion, validate_answer
from clinarg.protocols.reason import reason_case
from clinarg.protocols.reason.case import parse_case
from clinarg.protocols.reason.offline import KnowledgeBackend
from llm_stub import ChatServer, backend_args

MEDQA = {
    "id": "medqa-style-1",
    "question": "A 67-year-old woman comes to the emergency department 90 minutes after the "
    "sudden onset of weakness of her right arm and leg and difficulty speaking. "
    "Her blood pressure is 168/94 mm Hg. A CT scan of the head shows no "
    "haemorrhage. Which of the following is the most appropriate next step in "
    "management?",
    "options": {
        "A": "Oral aspirin",
        "B": "Intravenous heparin",
        "C": "Intravenous alteplase",
        "D": "Lower the blood pressure below 120/80 mm Hg",
        "E": "Observation",
    },
    "answer": "C",
}
HEPARIN = "Anticoagulation with heparin has no evidence of benefit in acute ischaemic stroke."


def medqa_model(body):
    """A scripted model: proposes heparin first; the Verifier refutes it on
    ASD.CQ1; only a Generator that is told why proposes alteplase."""
    schema = body["response_format"]["json_schema"]["schema"]
    prompt = body["messages"][-1]["content"]
    props = schema["properties"]
    if "rejected" in props:
        refuted = (
            "Critical question ASD.CQ1: Is there evidence that (B) Intravenous heparin" in prompt
        )
        return json.dumps({"rejected": refuted, "reason": HEPARIN if refuted else "Agreed."})
    if "decision" in props:
        assert props["decision"]["enum"] == ["A", "B", "C", "D", "E", None]
        if f"Reason given: {HEPARIN}" in prompt:
            return json.dumps(
                {
                    "found": True,
                    "decision": "C",
                    "evidence": "NINDS, ECASS III",
                    "text": "Give intravenous alteplase: she is within 4.5 hours "
                    "and haemorrhage is excluded.",
                }
            )
        if "Propose the best decision" in prompt:
            return json.dumps(
                {
                    "found": True,
                    "decision": "B",
                    "evidence": None,
                    "text": "Start intravenous heparin to stop the clot growing.",
                }
            )
    none = {k: None for k in props}
    none.update(found=False, text="Nothing to add.")
    return json.dumps(none)


@pytest.fixture
def server():
    with ChatServer(default=("ok", medqa_model)) as s:
        yield s


def test_medqa_question_through_a_local_server_recorded_and_replayed(server, tmp_path, capsys):
    case = tmp_path / "medqa.json"
    case.write_text(json.dumps(MEDQA))
    cassette = tmp_path / "medqa.cassette.json"
    argv = ["reason", str(case), "--output", "json"]
    assert (
        main(
            argv
            + [
                *backend_args(server.url, "stub"),
                "--record",
                str(cassette),
            ]
        )
        == 0
    )
    first = capsys.readouterr().out
    doc = json.loads(first)
    assert (doc["decision"], doc["abstained"], doc["correct"]) == ("C", False, True)
    assert doc["reference_answer"] == "C"
    args = {a["id"]: a for a in doc["graph"]["arguments"]}
    assert [(i, a["metadata"]["variables"]["decision"]) for i, a in args.items()] == [
        ("A1", "B"),
        ("A2", "C"),
    ]
    assert ["A1", "A1"] in doc["graph"]["attacks"]  # heparin refuted itself (ASD.CQ1)
    # the prompts the model saw: the question and options, never the answer
    sent = [r["body"]["messages"][-1]["content"] for r in server.requests]
    assert all("(C) Intravenous alteplase" in p for p in sent)
    assert not any('"answer"' in p or "Reference" in p for p in sent)
    recorded = json.loads(cassette.read_text())["entries"]
    assert len(recorded) == len(server.requests)
    # replayed offline, bit for bit
    assert main(argv + ["--replay", str(cassette)]) == 0
    assert capsys.readouterr().out == first


def test_the_knowledge_backend_refuses_free_text_and_says_why(tmp_path, capsys):
    case = tmp_path / "medqa.json"
    case.write_text(json.dumps(MEDQA))
    assert main(["reason", str(case)]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1
    assert "knows only its knowledge base's vocabulary" in err[0] and "/question" in err[0]
    with pytest.raises(FormatError, match="language-model backend"):
        reason_case(MEDQA)
    with pytest.raises(FormatError, match="vocabulary"):
        reason_case(parse_case(MEDQA, closed=False), KnowledgeBackend())


def test_terms_outside_the_vocabulary_are_free_text_for_a_model():
    doc = {"patient": {"facts": ["atrial fibrillation"]}, "goal": "prevent a stroke"}
    with pytest.raises(FormatError, match="unknown patient fact 'atrial fibrillation'"):
        parse_case(doc)
    case = parse_case(doc, closed=False)
    seen = []
    reason_case(case, Model(seen, lambda r: None))
    assert "Known facts: atrial fibrillation." in seen[0].prompt
    assert "Goal of treatment: prevent a stroke." in seen[0].prompt


class Model:
    """An in-process model: ``decide(request)`` gives the ASD decision (or
    None); the Verifier rejects nothing; no side effect or comparison."""

    def __init__(self, seen, decide):
        self.seen = seen
        self.decide = decide

    def describe(self):
        return {"name": "model"}

    def complete(self, request):
        self.seen.append(request)
        props = request.schema["properties"]
        if "rejected" in props:
            value = {"rejected": False, "reason": "fine"}
        else:
            value = {k: None for k in props}
            value.update(found=False, text="none")
            choice = self.decide(request) if "decision" in props else None
            if choice is not None and request.context["purpose"] == "initial":
                value.update(found=True, decision=choice, text=f"Answer {choice}.")
        validate_answer(value, request.schema)  # a decision off the options fails here
        return Completion(value)


def test_pubmedqa_yes_no_maybe_maps_to_an_option():
    doc = {
        "question": "Do preoperative statins reduce atrial fibrillation after coronary "
        "artery bypass graft surgery?",
        "description": "Abstract: ... (the study's context) ...",
        "options": ["yes", "no", "maybe"],
        "answer": "yes",
    }
    seen = []
    result = reason_case(doc, Model(seen, lambda r: "yes"))
    out = result.to_dict()
    assert (out["decision"], out["correct"]) == ("yes", True)
    assert seen[0].schema["properties"]["decision"]["enum"] == ["yes", "no", "maybe", None]
    assert "Context: Abstract:" in seen[0].prompt


def test_a_decision_off_the_options_is_refused_and_the_run_abstains():
    seen = []
    result = reason_case(MEDQA, Model(seen, lambda r: "F"))
    out = result.to_dict()
    assert out["abstained"] and out["decision"] is None and out["correct"] is False
    assert result.record.trace[0]["error"]["type"] == "BackendResponseError"


def test_text_report_of_a_free_text_question():
    from clinarg.protocols.reason.render import render_text

    text = render_text(reason_case(MEDQA, Model([], lambda r: "C")))
    assert "Question: A 67-year-old woman" in text
    assert "  (C) Intravenous alteplase" in text
    assert "Reference answer: C (correct)" in text


def test_free_text_without_options():
    doc = {
        "question": "What is the first-line drug for an uncomplicated urinary tract "
        "infection in a non-pregnant woman?",
        "answer": "Nitrofurantoin.",
    }
    result = reason_case(doc, Model([], lambda r: "nitrofurantoin"))
    out = result.to_dict()
    assert out["decision"] == "nitrofurantoin" and out["correct"] is True
    assert out["case"] == {
        "id": "case",
        "title": "case",
        "description": "",
        "question": doc["question"],
        "goal": "answer the clinical question with the most appropriate decision",
        "answer": "Nitrofurantoin.",
    }


@pytest.mark.parametrize(
    "doc, message",
    [
        ({"question": ""}, "'question' must not be empty"),
        ({"question": "q", "options": {"A": ""}}, "option must not be empty"),
        ({"question": "q", "options": ["yes", "yes"]}, "lists an option twice"),
        ({"question": "q", "options": {"A": "x"}, "answer": "B"}, "not among the options"),
        ({"question": "q", "options": 3}, "'options' must be a non-empty list"),
    ],
)
def test_bad_free_text_cases(doc, message):
    with pytest.raises(FormatError, match=message):
        parse_case(doc, closed=False)


def test_an_answer_given_as_the_option_text_is_its_key():
    case = parse_case(dict(MEDQA, answer="Intravenous alteplase"), closed=False)
    assert case.answer == "C"
