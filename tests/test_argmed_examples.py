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
        key = {"ASD": ("decision",), "ASSE": ("decision", "side_effect"),
               "ASBD": ("better", "worse")}[a.scheme]
        args.append((a.id, a.scheme) + tuple(v[k] for k in key))
    return args, sorted(result.framework.rules)


def test_stroke_hypertension_acei_vs_arb():
    result = reason_case(example_case("stroke_hypertension"))
    args, rules = structure(result)
    assert args == [("A1", "ASD", "acei"), ("A2", "ASSE", "acei", "dry_cough"),
                    ("A3", "ASD", "arb"), ("A4", "ASBD", "arb", "acei")]
    assert rules == [("A1", "A3", "decisions-conflict"), ("A2", "A1", "ASD.CQ2"),
                     ("A3", "A1", "decisions-conflict"), ("A4", "A1", "ASD.CQ4")]
    v = result.verdict
    assert not v.abstained and v.decisions == ("A3",)
    assert v.supports[0].explanation == ("A2", "A4")
    assert v.extensions == (("A2", "A3", "A4"),)


def test_depression_insomnia_paroxetine_vs_trazodone():
    result = reason_case(example_case("depression_insomnia"))
    args, rules = structure(result)
    assert args == [("A1", "ASD", "paroxetine"),
                    ("A2", "ASSE", "paroxetine", "sleep_disturbance"),
                    ("A3", "ASD", "trazodone"), ("A4", "ASBD", "trazodone", "paroxetine")]
    assert rules == [("A1", "A3", "decisions-conflict"), ("A2", "A1", "ASD.CQ2"),
                     ("A3", "A1", "decisions-conflict"), ("A4", "A1", "ASD.CQ4")]
    doc = result.to_dict()
    assert doc["decision_arguments"] == ["A3"]
    assert [e["decision_term"] for e in doc["explanation"]] == ["trazodone"]
    assert [b["id"] for b in doc["explanation"][0]["because"]] == ["A2", "A4"]


def test_without_insomnia_both_antidepressants_are_alternatives():
    doc = example_case("depression_insomnia").to_dict()
    doc["patient"]["facts"] = ["depression"]
    result = reason_case(doc)
    terms = [result.record.argument(d).variables["decision"] for d in result.verdict.decisions]
    assert terms == ["paroxetine", "trazodone"]  # two preferred extensions, no comparison
    assert len(result.verdict.extensions) == 2


def test_diabetes_amelioration_derives_a_decision_without_attack():
    result = reason_case(example_case("diabetes_ibs"))
    args, rules = structure(result)
    assert args[:3] == [("A1", "ASD", "metformin"), ("A2", "ASSE", "metformin", "gi_upset"),
                        ("A3", "ASD", "metformin_xr")]
    # ASSE.CQ3 derives the ameliorating decision and adds no attack of its own
    assert not [r for r in rules if r[2] == "ASSE.CQ3"]
    assert result.record.argument("A3").origin == {"argument": "A2", "question": "ASSE.CQ3"}
    assert len(result.framework.decisions) == 4  # the dialogue limit
    assert result.verdict.decisions == ("A3",)


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
    doc = reason_case(example_case("stroke_hypertension")).to_dict()
    for key in ("decisions", "abstained", "explanation", "graph", "trace"):
        assert key in doc
    from clinarg.formats.jsondoc import graph_from_document

    graph = graph_from_document(doc["graph"])  # validates against the schema
    assert {a.kind for a in graph.arguments} == {"decision", "belief"}
    assert {a.scheme for a in graph.arguments} == {"ASD", "ASSE", "ASBD"}
    assert all(e["role"] in ("generator", "verifier", "dialogue") for e in doc["trace"])


def _cli(*argv):
    return subprocess.run([sys.executable, "-m", "clinarg", "reason", *argv],
                          capture_output=True, text=True, timeout=120)


def test_cli_list_examples():
    done = _cli("--list-examples")
    assert done.returncode == 0
    assert [line.split("\t")[0] for line in done.stdout.splitlines()] == example_names()


def test_cli_example_json_and_text(tmp_path):
    done = _cli("--example", "depression_insomnia", "--output", "json",
                "--dot", str(tmp_path / "g.dot"))
    assert done.returncode == 0, done.stderr
    doc = json.loads(done.stdout)
    assert doc["abstained"] is False and len(doc["decisions"]) == 1
    assert "trazodone" in doc["decisions"][0]
    assert (tmp_path / "g.dot").read_text().startswith("digraph argmed {")
    text = _cli("--example", "depression_insomnia")
    assert text.returncode == 0
    assert "Decision:" in text.stdout and "Trace (Generator / Verifier):" in text.stdout


@pytest.mark.parametrize("doc, message", [
    ({"goal": "lower_blood_pressure"}, "missing required field 'patient'"),
    ({"patient": {"facts": ["hypertension"]}}, "missing required field 'goal'"),
    ({"patient": {"facts": ["hypertention"]}, "goal": "lower_blood_pressure"},
     "unknown patient fact 'hypertention' (did you mean 'hypertension'?)"),
    ({"patient": {"facts": []}, "goal": "cure_everything"}, "unknown goal"),
    ({"patient": {"facts": []}, "goal": "treat_depression", "options": ["acei"]},
     "does not serve the goal"),
    ({"patient": {"facts": [], "age": "old"}, "goal": "treat_depression"}, "'age' must be"),
    ({"patient": {"facts": []}, "goal": "treat_depression", "extra": 1}, "unknown field"),
])
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
    doc = reason_case(example_case("diabetes_ibs")).to_dict()
    rather = {r["decision"]: r["defeated_by"] for r in doc["explanation"][0]["rather_than"]}
    assert rather == {"A1": ["A2"], "A4": ["A5"], "A6": ["A7", "A8"]}


TINY_KB = {
    "facts": {"fever": "a fever", "peptic_ulcer": "a peptic ulcer"},
    "goals": {"reduce_fever": {"text": "bring the fever down",
                               "treatments": ["ibuprofen", "paracetamol"]}},
    "side_effects": {"gi_bleeding": "stomach bleeding"},
    "treatments": {
        "ibuprofen": {"label": "ibuprofen", "serves": {"reduce_fever": "antipyretic"},
                      "side_effects": [{"effect": "gi_bleeding", "frequency": "rare",
                                        "acceptable": False,
                                        "unacceptable_when": ["peptic_ulcer"],
                                        "evidence": "NSAIDs injure the gastric mucosa"}]},
        "paracetamol": {"label": "paracetamol", "serves": {"reduce_fever": "antipyretic"}}},
    "comparisons": [],
    "ameliorations": []}


@pytest.mark.parametrize("facts, expected", [
    (["fever"], ["ibuprofen", "paracetamol"]),            # no reason to prefer: alternatives
    (["fever", "peptic_ulcer"], ["paracetamol"]),         # the ulcer rules ibuprofen out
])
def test_cli_with_own_knowledge_base(tmp_path, facts, expected):
    kb = tmp_path / "kb.json"
    kb.write_text(json.dumps(TINY_KB))
    case = tmp_path / "case.json"
    case.write_text(json.dumps({"patient": {"facts": facts}, "goal": "reduce_fever"}))
    done = _cli(str(case), "--knowledge-base", str(kb), "--output", "json")
    assert done.returncode == 0, done.stderr
    doc = json.loads(done.stdout)
    assert [e["decision_term"] for e in doc["explanation"]] == expected


@pytest.mark.parametrize("mutate, message", [
    (lambda kb: kb.pop("treatments"), "missing required field 'treatments'"),
    (lambda kb: kb["treatments"]["ibuprofen"].pop("label"), "'label'"),
    (lambda kb: kb["goals"]["reduce_fever"]["treatments"].append("aspirin"),
     "undeclared treatment 'aspirin'"),
    (lambda kb: kb.__setitem__("comparisons", {}), "must be a JSON array"),
])
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
        "stroke_hypertension.json", "depression_insomnia.json", "diabetes_ibs.json"}
    # the main job runs from outside the repository
    done = subprocess.run([sys.executable, "-m", "clinarg", "reason", "--list-examples"],
                          capture_output=True, text=True, cwd=tmp_path, timeout=120)
    assert done.returncode == 0 and "stroke_hypertension" in done.stdout


def test_stroke_framework_matches_the_shipped_argument_graph():
    # engine/clinarg/examples/stroke_hypertension_graph.json draws the paper's first
    # worked example by hand; the dialogue must build the same framework
    from importlib import resources

    from clinarg.formats.jsondoc import graph_from_document

    text = resources.files("clinarg").joinpath("examples", "stroke_hypertension_graph.json")
    drawn = graph_from_document(json.loads(text.read_text("utf-8")))
    built = reason_case(example_case("stroke_hypertension")).framework.graph
    rename = {"acei": "A1", "cough": "A2", "arb": "A3", "arb_better": "A4"}
    assert {(rename[a.id], a.kind, a.scheme) for a in drawn.arguments} == \
        {(a.id, a.kind, a.scheme) for a in built.arguments}
    assert {(rename[e.source], rename[e.target]) for e in drawn.attacks} == \
        {(e.source, e.target) for e in built.attacks}


def test_status_of_each_argument():
    doc = reason_case(example_case("depression_insomnia").to_dict() | {
        "patient": {"facts": ["depression"]}}).to_dict()
    # two preferred extensions, one per antidepressant
    assert doc["status"] == {"A1": "credulous", "A2": "credulous"}
    doc = reason_case(example_case("stroke_hypertension")).to_dict()
    assert doc["status"] == {"A1": "rejected", "A2": "accepted", "A3": "accepted",
                             "A4": "accepted"}
