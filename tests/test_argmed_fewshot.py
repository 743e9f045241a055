"""Few-shot prompts (section 5: the agents share one model and differ by their
few-shot prompts): shipped as data, one file per role, every example a
complete exchange valid under the role's answer schema."""

import json
from importlib import resources

import pytest

from clinarg.errors import FormatError
from clinarg.llm.base import validate_answer
from clinarg.protocols.reason import example_case, reason_case
from clinarg.protocols.reason.case import parse_case
from clinarg.protocols.reason.prompts import (
    FEW_SHOT_ROLES,
    GENERATE_SCHEMAS,
    GENERATOR_ROLE,
    VERIFIER_ROLE,
    VERIFY_SCHEMA,
    case_context,
    check_few_shot,
    few_shot_examples,
    generate_request,
    verify_request,
)
from clinarg.protocols.reason.schemes import SCHEMES

DATA = resources.files("clinarg.protocols.reason").joinpath("data")


@pytest.mark.parametrize("role", FEW_SHOT_ROLES)
def test_every_shipped_example_validates_against_its_schema(role):
    doc = json.loads(DATA.joinpath(f"fewshot_{role}.json").read_text("utf-8"))
    assert doc["role"] == role
    for ex in doc["examples"]:
        kind, _, what = ex["task"].partition(":")
        if role == "generator":
            assert kind == "generate"
            schema = GENERATE_SCHEMAS[what]
        else:
            assert kind == "verify"
            scheme, _, cq = what.partition(".")
            SCHEMES[scheme].question(cq)
            schema = VERIFY_SCHEMA
        validate_answer(ex["answer"], schema)
        assert ex["prompt"].strip()
    assert len(few_shot_examples(role)) == len(doc["examples"])


def test_every_task_has_an_example():
    tasks = {e["task"] for role in FEW_SHOT_ROLES for e in few_shot_examples(role)}
    expected = {f"generate:{s}" for s in SCHEMES} | {
        f"verify:{s.id}.{q.id}" for s in SCHEMES.values() for q in s.questions
    }
    assert tasks == expected


def test_only_the_roles_files_ship():
    assert sorted(p.name for p in DATA.iterdir() if p.name.startswith("fewshot_")) == [
        f"fewshot_{r}.json" for r in FEW_SHOT_ROLES
    ]


CTX = case_context(example_case("stroke_hypertension"))


def test_the_examples_of_the_task_are_in_the_system_prompt():
    req = verify_request(CTX, "ASSE", "CQ3", {"decision": "acei", "side_effect": "dry_cough"})
    assert req.system.startswith(VERIFIER_ROLE)
    mine = [e for e in few_shot_examples("verifier") if e["task"] == "verify:ASSE.CQ3"]
    others = [e for e in few_shot_examples("verifier") if e["task"] != "verify:ASSE.CQ3"]
    assert mine and all(e["prompt"] in req.system for e in mine)
    assert all(json.dumps(e["answer"], ensure_ascii=False) in req.system for e in mine)
    assert not any(e["prompt"] in req.system for e in others)
    gen = generate_request(CTX, "ASD", "initial")
    assert "Example 2, reply:" in gen.system  # two ASD examples
    assert generate_request(CTX, "ASD", "initial", few_shot=False).system == GENERATOR_ROLE


def test_zero_shot_option_is_recorded():
    seen = []

    from clinarg.protocols.reason.offline import KnowledgeBackend

    class Spy(KnowledgeBackend):
        def complete(self, request):
            seen.append(request.system)
            return super().complete(request)

    out = reason_case(example_case("stroke_hypertension"), Spy(), few_shot=False).to_dict()
    assert out["run"]["few_shot"] is False
    assert set(seen) == {GENERATOR_ROLE, VERIFIER_ROLE}
    assert reason_case(example_case("stroke_hypertension")).to_dict()["run"]["few_shot"] is True


def test_a_free_text_example_shows_the_option_key_answer():
    free = [
        e for e in few_shot_examples("generator") if e["prompt"].startswith("Clinical question")
    ]
    assert free and free[0]["answer"]["decision"] == "A"
    ctx = case_context(
        parse_case({"question": "q?", "options": {"A": "x", "B": "y"}}, closed=False)
    )
    assert "Answer options (a decision is one of them, named by its key)" in free[0]["prompt"]
    assert (
        "Answer options (a decision is one of them, named by its key)"
        in generate_request(ctx, "ASD", "initial").prompt
    )


@pytest.mark.parametrize(
    "patient, line",
    [
        ({"age": 50, "sex": "male"}, "Patient: age 50, male."),
        ({"age": 0}, "Patient: age 0."),
        ({"sex": "female"}, "Patient: female."),
        ({}, None),
    ],
)
@pytest.mark.parametrize("free", [False, True])
def test_the_patient_line_of_both_case_kinds(patient, line, free):
    if free:
        doc = {"question": "q?", "options": {"A": "x"}, "patient": patient}
    else:
        doc = {"patient": {"facts": ["hypertension"], **patient}, "goal": "lower blood pressure"}
    prompt = generate_request(case_context(parse_case(doc, closed=False)), "ASD", "initial").prompt
    lines = [x for x in prompt.splitlines() if x.startswith("Patient:")]
    assert lines == ([] if line is None else [line])


@pytest.mark.parametrize(
    "mutate, pointer",
    [
        (lambda d: d.update(role="verifier"), "/role"),
        (lambda d: d["examples"][0].update(task="verify:ASD.CQ1"), "/examples/0/task"),
        (lambda d: d["examples"][0].update(task="generate:XYZ"), "/examples/0/task"),
        (lambda d: d["examples"][0]["answer"].pop("text"), "/examples/0/answer"),
        (lambda d: d["examples"][1].update(prompt=""), "/examples/1/prompt"),
        (lambda d: d["examples"][1].pop("prompt"), "/examples/1"),
        (lambda d: d.update(examples=[]), "/examples"),
    ],
)
def test_a_bad_few_shot_file_is_a_format_error(mutate, pointer):
    doc = json.loads(DATA.joinpath("fewshot_generator.json").read_text("utf-8"))
    mutate(doc)
    with pytest.raises(FormatError) as info:
        check_few_shot(doc, "generator", path="fewshot_generator.json")
    assert f"at {pointer}:" in str(info.value)


def test_cli_no_few_shot(capsys):
    from clinarg.cli import main

    assert (
        main(["reason", "--example", "stroke_hypertension", "--output", "json", "--no-few-shot"])
        == 0
    )
    assert json.loads(capsys.readouterr().out)["run"]["few_shot"] is False
