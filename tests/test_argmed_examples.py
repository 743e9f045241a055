"""ArgMed end to end with the offline knowledge backend: the paper's two worked
examples and the shipped third case reproduce their frameworks and decisions."""

import json
import subprocess
import sys

import pytest

from clinarg.protocols.reason import example_case, example_names, reason_case


def structure(result):
    """(id, scheme, key variables) of every argument and the attack rules."""
    args = []
    for a in result.record.arguments:
        v = a.variables
        key = {
            "ASD": ("decision",),
            "ASSE": ("decision", "side_effect"),
            "ASBD": ("better", "worse"),
        }[a.scheme]
        args.append((a.id, a.scheme) + tuple(v[k] for k in key))
    return args, sorted(result.framework.rules)


def test_stroke_is_the_papers_joey():
    # section 3: ASD1 ACEI passes CQ1 and CQ2; CQ4 finds ARB (ASD2); the ASBD
    # "ACEI is better than ARB" (larger reductions of cardiovascular events)
    # attacks ASD2; ASD1 and ASD2 attack each other; decision ACEI
    result = reason_case(example_case("stroke_hypertension"))
    args, rules = structure(result)
    assert args == [("A1", "ASD", "acei"), ("A2", "ASD", "arb"), ("A3", "ASBD", "acei", "arb")]
    assert rules == [
        ("A1", "A2", "decisions-conflict"),
        ("A2", "A1", "decisions-conflict"),
        ("A3", "A2", "ASD.CQ4"),
    ]
    verifier = {
        (e["argument"], e["task"]): e["answer"]["rejected"]
        for e in result.record.trace
        if e["role"] == "verifier"
    }
    assert verifier[("A1", "verify:ASD.CQ1")] is False
    assert verifier[("A1", "verify:ASD.CQ2")] is False
    assert verifier[("A1", "verify:ASD.CQ4")] is True
    assert "cardiovascular events" in result.record.argument("A3").variables["criterion"]
    v = result.verdict
    assert not v.abstained and v.decisions == ("A1",)
    assert v.supports[0].explanation == ("A3",)
    assert v.extensions == (("A1", "A3"),)


def test_depression_insomnia_is_figure_2():
    # Generator A: paroxetine; the Verifier rejects it on ASD.CQ2 (B, a side
    # effect) and ASD.CQ4 (C, trazodone, and D, trazodone better than
    # paroxetine); B is rejected on ASSE.CQ3 and attacks itself (the
    # figure's reading of ASSE.CQ3); trazodone is chosen
    result = reason_case(example_case("depression_insomnia"))
    args, rules = structure(result)
    assert args == [
        ("A1", "ASD", "paroxetine"),
        ("A2", "ASSE", "paroxetine", "sleep_disturbance"),
        ("A3", "ASD", "trazodone"),
        ("A4", "ASBD", "trazodone", "paroxetine"),
    ]
    assert rules == [
        ("A1", "A3", "decisions-conflict"),
        ("A2", "A1", "ASD.CQ2"),
        ("A2", "A2", "self"),
        ("A3", "A1", "decisions-conflict"),
        ("A4", "A1", "ASD.CQ4"),
    ]
    rejected = [
        (e["argument"], e["task"])
        for e in result.record.trace
        if e["role"] == "verifier" and e["answer"]["rejected"]
    ]
    assert rejected == [
        ("A1", "verify:ASD.CQ2"),
        ("A2", "verify:ASSE.CQ3"),
        ("A1", "verify:ASD.CQ4"),
    ]
    assert result.record.asse_cq3 == "self-attack"
    doc = result.to_dict()
    assert doc["decision_arguments"] == ["A3"]
    assert [e["decision_term"] for e in doc["explanation"]] == ["trazodone"]
    # B attacks itself, so it is in no extension: D alone explains the choice
    assert [b["id"] for b in doc["explanation"][0]["because"]] == ["A4"]
    assert doc["status"] == {"A1": "rejected", "A2": "rejected", "A3": "accepted", "A4": "accepted"}


def test_depression_insomnia_under_table_3s_reading_of_asse_cq3():
    # Table 3: ASSE.CQ3 derives an ameliorating ASD and adds no attack; the
    # amelioration of paroxetine's sleep disturbance (morning dosing) keeps
    # the decision, so nothing is derived and B stays in the explanation
    result = reason_case(example_case("depression_insomnia"), asse_cq3="derive")
    args, rules = structure(result)
    assert [a[:2] for a in args] == [("A1", "ASD"), ("A2", "ASSE"), ("A3", "ASD"), ("A4", "ASBD")]
    assert ("A2", "A2", "self") not in rules
    assert result.verdict.supports[0].explanation == ("A2", "A4")
    assert result.to_dict()["run"]["asse_cq3"] == "derive"


def test_unknown_asse_cq3_reading_is_a_parameter_error():
    from clinarg.errors import ParameterError

    with pytest.raises(ParameterError, match="ASSE.CQ3 reading"):
        reason_case(example_case("depression_insomnia"), asse_cq3="both")


@pytest.mark.parametrize(
    "kw",
    [
        {"few_shot": "yes"},
        {"limit": 0},
        {"limit": True},
        {"limit": 2.5},
        {"timeout": -1},
        {"timeout": float("nan")},
        {"timeout": "soon"},
        {"max_side_effects": -1},
        {"max_side_effects": "x"},
        {"max_side_effects": True},
    ],
)
def test_bad_arguments_fail_before_any_call(kw):
    from clinarg.errors import ParameterError

    class Refuse:
        def describe(self):
            return {}

        def complete(self, request):
            raise AssertionError("no call expected")

    with pytest.raises(ParameterError):
        reason_case(example_case("stroke_hypertension").to_dict(), Refuse(), **kw)


@pytest.mark.parametrize(
    "kw",
    [{"limit": 0}, {"max_side_effects": "x"}, {"max_arguments": 0}, {"few_shot": 1}],
)
def test_run_dialogue_checks_its_settings_before_any_call(kw):
    from clinarg.errors import ParameterError
    from clinarg.protocols.reason.dialogue import run_dialogue

    class Refuse:
        def complete(self, request):
            raise AssertionError("no call expected")

    with pytest.raises(ParameterError):
        run_dialogue(example_case("stroke_hypertension"), Refuse(), **kw)


def test_stroke_with_chronic_cough_prefers_arb():
    # the same knowledge base, another patient: the cough matters, ACEI's
    # comparison no longer applies, and the general one (ARB) does
    doc = example_case("stroke_hypertension").to_dict()
    doc["patient"]["facts"].append("chronic_cough")
    result = reason_case(doc)
    terms = [result.record.argument(d).variables["decision"] for d in result.verdict.decisions]
    assert terms == ["arb"]


def test_without_insomnia_both_antidepressants_are_alternatives():
    doc = example_case("depression_insomnia").to_dict()
    doc["patient"]["facts"] = ["depression"]
    result = reason_case(doc)
    terms = [result.record.argument(d).variables["decision"] for d in result.verdict.decisions]
    assert terms == ["paroxetine", "trazodone"]  # two preferred extensions, no comparison
    assert len(result.verdict.extensions) == 2


def test_diabetes_amelioration_derives_a_decision_under_table_3():
    result = reason_case(example_case("diabetes_ibs"), asse_cq3="derive")
    args, rules = structure(result)
    assert args[:3] == [
        ("A1", "ASD", "metformin"),
        ("A2", "ASSE", "metformin", "gi_upset"),
        ("A3", "ASD", "metformin_xr"),
    ]
    # ASSE.CQ3 derives the ameliorating decision and adds no attack of its own
    assert not [r for r in rules if r[2] == "ASSE.CQ3"]
    assert result.record.argument("A3").origin == {"argument": "A2", "question": "ASSE.CQ3"}
    assert len(result.framework.decisions) == 4  # the dialogue limit
    assert result.verdict.decisions == ("A3",)


def test_diabetes_under_the_figures_reading():
    # the ameliorable side effect attacks itself, yet still leaves metformin
    # undefended (decisions cannot attack beliefs); the SGLT2 inhibitor wins
    result = reason_case(example_case("diabetes_ibs"))
    args, rules = structure(result)
    assert args[:2] == [("A1", "ASD", "metformin"), ("A2", "ASSE", "metformin", "gi_upset")]
    assert ("A2", "A2", "self") in rules
    terms = [result.record.argument(d).variables["decision"] for d in result.verdict.decisions]
    assert terms == ["sglt2_inhibitor"]


def test_case_facts_change_the_decision():
    # the same alternatives; heart failure makes the SGLT2 comparison win
    doc = example_case("diabetes_ibs").to_dict()
    doc["patient"]["facts"] = ["type_2_diabetes", "heart_failure", "obesity"]
    result = reason_case(doc)
    terms = [result.record.argument(d).variables["decision"] for d in result.verdict.decisions]
    assert terms == ["sglt2_inhibitor"]


def test_contraindication_leads_to_abstention_when_nothing_else_is_left():
    # pregnancy contraindicates both renin-angiotensin drugs: nothing stands (Definition 4)
    doc = example_case("stroke_hypertension").to_dict()
    doc["patient"]["facts"].append("pregnancy")
    result = reason_case(doc)
    out = result.to_dict()
    assert out["abstained"] and out["decisions"] == []
    assert "Definition 4" in out["abstention_reason"]


def test_json_document_shape():
    doc = reason_case(example_case("depression_insomnia")).to_dict()
    for key in ("decisions", "abstained", "explanation", "graph", "trace"):
        assert key in doc
    from clinarg.formats.jsondoc import graph_from_document

    graph = graph_from_document(doc["graph"])  # validates against the schema
    assert {a.kind for a in graph.arguments} == {"decision", "belief"}
    assert {a.scheme for a in graph.arguments} == {"ASD", "ASSE", "ASBD"}
    assert all(e["role"] in ("generator", "verifier", "dialogue") for e in doc["trace"])


def _cli(*argv):
    return subprocess.run(
        [sys.executable, "-m", "clinarg", "reason", *argv],
        capture_output=True,
        text=True,
        timeout=120,
    )


def test_cli_asse_cq3_reading():
    doc = json.loads(
        _cli("--example", "diabetes_ibs", "--output", "json", "--asse-cq3", "derive").stdout
    )
    assert doc["run"]["asse_cq3"] == "derive"
    assert [e["decision_term"] for e in doc["explanation"]] == ["metformin_xr"]
    assert _cli("--example", "diabetes_ibs", "--asse-cq3", "table").returncode == 2


def test_cli_list_examples():
    done = _cli("--list-examples")
    assert done.returncode == 0
    assert [line.split("\t")[0] for line in done.stdout.splitlines()] == example_names()


def test_cli_example_json_and_text(tmp_path):
    done = _cli(
        "--example", "depression_insomnia", "--output", "json", "--dot", str(tmp_path / "g.dot")
    )
    assert done.returncode == 0, done.stderr
    doc = json.loads(done.stdout)
    assert doc["abstained"] is False and len(doc["decisions"]) == 1
    assert "trazodone" in doc["decisions"][0]
    assert (doc["decision"], doc["abstained"], doc["correct"]) == ("trazodone", False, True)
    assert (tmp_path / "g.dot").read_text().startswith("digraph argmed {")
    text = _cli("--example", "depression_insomnia")
    assert text.returncode == 0
    assert "Decision:" in text.stdout and "Trace (Generator / Verifier):" in text.stdout


@pytest.mark.parametrize(
    "doc, message",
    [
        ({"goal": "lower_blood_pressure"}, "missing required field 'patient'"),
        ({"patient": {"facts": ["hypertension"]}}, "missing required field 'goal'"),
        (
            {"patient": {"facts": ["hypertention"]}, "goal": "lower_blood_pressure"},
            "unknown patient fact 'hypertention' (did you mean 'hypertension'?)",
        ),
        ({"patient": {"facts": []}, "goal": "cure_everything"}, "unknown goal"),
        (
            {"patient": {"facts": []}, "goal": "treat_depression", "options": ["acei"]},
            "does not serve the goal",
        ),
        ({"patient": {"facts": [], "age": "old"}, "goal": "treat_depression"}, "'age' must be"),
        ({"patient": {"facts": []}, "goal": "treat_depression", "extra": 1}, "unknown field"),
    ],
)
def test_cli_bad_case_is_one_line_exit_2(tmp_path, doc, message):
    path = tmp_path / "case.json"
    path.write_text(json.dumps(doc))
    done = _cli(str(path))
    assert done.returncode == 2
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1 and message in lines[0] and "Traceback" not in done.stderr


def test_cli_usage_errors(tmp_path):
    assert _cli().returncode == 2
    assert _cli("--example", "nope").returncode == 2
    (tmp_path / "x.json").write_text("{not json")
    done = _cli(str(tmp_path / "x.json"))
    assert done.returncode == 2 and "not valid JSON" in done.stderr


def test_explanation_says_why_not_the_other_decisions():
    doc = reason_case(example_case("diabetes_ibs"), asse_cq3="derive").to_dict()
    rather = {r["decision"]: r["defeated_by"] for r in doc["explanation"][0]["rather_than"]}
    assert rather == {"A1": ["A2"], "A4": ["A5"], "A6": ["A7", "A8"]}


TINY_KB = {
    "facts": {"fever": "a fever", "peptic_ulcer": "a peptic ulcer"},
    "goals": {
        "reduce_fever": {"text": "bring the fever down", "treatments": ["ibuprofen", "paracetamol"]}
    },
    "side_effects": {"gi_bleeding": "stomach bleeding"},
    "treatments": {
        "ibuprofen": {
            "label": "ibuprofen",
            "serves": {"reduce_fever": "antipyretic"},
            "side_effects": [
                {
                    "effect": "gi_bleeding",
                    "frequency": "rare",
                    "acceptable": False,
                    "unacceptable_when": ["peptic_ulcer"],
                    "evidence": "NSAIDs injure the gastric mucosa",
                }
            ],
        },
        "paracetamol": {"label": "paracetamol", "serves": {"reduce_fever": "antipyretic"}},
    },
    "comparisons": [],
    "ameliorations": [],
}


@pytest.mark.parametrize(
    "facts, expected",
    [
        (["fever"], ["ibuprofen", "paracetamol"]),  # no reason to prefer: alternatives
        (["fever", "peptic_ulcer"], ["paracetamol"]),  # the ulcer rules ibuprofen out
    ],
)
def test_cli_with_own_knowledge_base(tmp_path, facts, expected):
    kb = tmp_path / "kb.json"
    kb.write_text(json.dumps(TINY_KB))
    case = tmp_path / "case.json"
    case.write_text(json.dumps({"patient": {"facts": facts}, "goal": "reduce_fever"}))
    done = _cli(str(case), "--knowledge-base", str(kb), "--output", "json")
    assert done.returncode == 0, done.stderr
    doc = json.loads(done.stdout)
    assert [e["decision_term"] for e in doc["explanation"]] == expected


@pytest.mark.parametrize(
    "mutate, message",
    [
        (lambda kb: kb.pop("treatments"), "missing required field 'treatments'"),
        (lambda kb: kb["treatments"]["ibuprofen"].pop("label"), "'label'"),
        (
            lambda kb: kb["goals"]["reduce_fever"]["treatments"].append("aspirin"),
            "undeclared treatment 'aspirin'",
        ),
        (lambda kb: kb.__setitem__("comparisons", {}), "must be a JSON array"),
    ],
)
def test_cli_bad_knowledge_base_is_one_line(tmp_path, mutate, message):
    doc = json.loads(json.dumps(TINY_KB))
    mutate(doc)
    kb = tmp_path / "kb.json"
    kb.write_text(json.dumps(doc))
    case = tmp_path / "case.json"
    case.write_text(json.dumps({"patient": {"facts": []}, "goal": "reduce_fever"}))
    done = _cli(str(case), "--knowledge-base", str(kb))
    assert done.returncode == 2, done.stdout
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1 and message in lines[0]


def test_knowledge_base_and_examples_ship(tmp_path):
    from importlib import resources

    root = resources.files("clinarg.protocols.reason")
    assert root.joinpath("data", "clinical_kb.json").is_file()
    assert {p.name for p in root.joinpath("examples").iterdir()} >= {
        "stroke_hypertension.json",
        "depression_insomnia.json",
        "diabetes_ibs.json",
    }
    # the main job runs from outside the repository
    done = subprocess.run(
        [sys.executable, "-m", "clinarg", "reason", "--list-examples"],
        capture_output=True,
        text=True,
        cwd=tmp_path,
        timeout=120,
    )
    assert done.returncode == 0 and "stroke_hypertension" in done.stdout


def test_status_of_each_argument():
    doc = reason_case(
        example_case("depression_insomnia").to_dict() | {"patient": {"facts": ["depression"]}}
    ).to_dict()
    # two preferred extensions, one per antidepressant
    assert doc["status"] == {"A1": "credulous", "A2": "credulous"}
    doc = reason_case(example_case("stroke_hypertension")).to_dict()
    assert doc["status"] == {"A1": "accepted", "A2": "rejected", "A3": "accepted"}
