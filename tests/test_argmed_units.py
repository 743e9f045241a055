"""Units of the ArgMed package: schemes as data, knowledge-base reasoning, rendering."""

import re

import pytest

from clinarg.errors import ClinargError, FormatError
from clinarg.protocols.reason.case import parse_case
from clinarg.protocols.reason.dialogue import DialogueArgument, DialogueRecord
from clinarg.protocols.reason.framework import ArgMedFramework
from clinarg.protocols.reason.knowledge import KnowledgeBase
from clinarg.protocols.reason.render import dot_string, render_text, to_dot
from clinarg.protocols.reason.schemes import (
    BETTER_ATTACKS_WORSE,
    DERIVED_ATTACKS,
    NO_ATTACK,
    SCHEMES,
    SELF,
    SELF_THEN_NEW_DECISION,
    schemes_for,
)


def test_table_3():
    table = {f"{s.id}.{q.id}": (q.derives, q.attack) for s in SCHEMES.values() for q in s.questions}
    assert table == {
        "ASD.CQ1": ((), SELF_THEN_NEW_DECISION),
        "ASD.CQ2": (("ASSE",), DERIVED_ATTACKS),
        "ASD.CQ3": ((), SELF_THEN_NEW_DECISION),
        "ASD.CQ4": (("ASD", "ASBD"), BETTER_ATTACKS_WORSE),
        "ASSE.CQ1": ((), SELF),
        "ASSE.CQ2": ((), SELF),
        "ASSE.CQ3": ((), SELF),
        "ASBD.CQ1": ((), SELF),
    }
    # Table 3's own reading of ASSE.CQ3, kept as a named option
    assert schemes_for("derive")["ASSE"].question("CQ3").derives == ("ASD",)
    assert schemes_for("derive")["ASSE"].question("CQ3").attack == NO_ATTACK
    assert [s.kind for s in SCHEMES.values()] == ["decision", "belief", "belief"]


KB = KnowledgeBase.default()


def test_concerns_follow_patient_facts():
    # ACEI's cough is acceptable (section 3: Joey's ASD.CQ2 is accepted) unless
    # the patient already coughs
    assert KB.concerns("acei", {"hypertension"}) == []
    assert [c["effect"] for c in KB.concerns("acei", {"chronic_cough"})] == ["dry_cough"]
    # a contraindication comes first, and a rare effect matters with its fact
    assert [c["effect"] for c in KB.concerns("acei", {"pregnancy", "angioedema_history"})] == [
        "fetal_toxicity",
        "angioedema",
    ]
    # beneficial for this patient: not raised
    assert KB.concerns("trazodone", {"insomnia"}) == []
    # frequent but acceptable: not raised; unacceptable with a fact: raised
    assert KB.concerns("paroxetine", set()) == []
    assert [c["effect"] for c in KB.concerns("paroxetine", {"insomnia"})] == ["sleep_disturbance"]


def test_variants_inherit_and_override():
    assert KB.lineage("metformin_xr") == ["metformin_xr", "metformin"]
    assert KB.serves("metformin_xr", "glycaemic_control") == KB.serves(
        "metformin", "glycaemic_control"
    )
    assert KB.concerns("metformin_xr", {"irritable_bowel_syndrome"}) == []
    assert [c["effect"] for c in KB.concerns("metformin_xr", {"egfr_below_30"})] == [
        "lactic_acidosis"
    ]  # the contraindication is inherited


def test_most_specific_comparison_wins():
    assert (
        KB.compare("metformin", "sglt2_inhibitor", "glycaemic_control", set())["better"]
        == "metformin"
    )
    assert (
        KB.compare("metformin", "sglt2_inhibitor", "glycaemic_control", {"heart_failure"})["better"]
        == "sglt2_inhibitor"
    )
    assert KB.compare("paroxetine", "trazodone", "treat_depression", set()) is None
    # a comparison in favour of a drug with a concern for this patient does not apply
    assert (
        KB.compare("acei", "arb", "lower_blood_pressure", {"history_of_stroke"})["better"] == "acei"
    )
    assert (
        KB.compare("acei", "arb", "lower_blood_pressure", {"history_of_stroke", "chronic_cough"})[
            "better"
        ]
        == "arb"
    )


def test_age_derives_facts():
    case = parse_case(
        {"patient": {"facts": ["hypertension"], "age": 70}, "goal": "lower_blood_pressure"}
    )
    assert "older_adult" in case.patient_facts(KB)


def test_knowledge_base_is_validated():
    doc = {
        "facts": {},
        "goals": {"g": {"text": "g", "treatments": ["t"]}},
        "side_effects": {},
        "treatments": {
            "t": {
                "label": "t",
                "serves": {"g": "ev"},
                "side_effects": [{"effect": "nope", "frequency": "common"}],
            }
        },
    }
    with pytest.raises(FormatError, match="undeclared side effect 'nope'"):
        KnowledgeBase(doc)


HOSTILE = 'x" ]; evil -> pwn [label="\\"<script>alert(1)</script>\n\x1b[31mred'


def hostile_framework():
    rec = DialogueRecord(
        arguments=[
            DialogueArgument("A1", "ASD", {"decision": HOSTILE}, HOSTILE),
            DialogueArgument('A"2', "ASSE", {"decision": HOSTILE, "side_effect": "s"}, HOSTILE),
        ],
        attacks=[('A"2', "A1", "ASD.CQ2"), ('A"2', 'A"2', "self")],
    )
    return ArgMedFramework.from_dialogue(rec)


def _unescaped_quotes(line):
    return len(re.findall(r'(?<!\\)(?:\\\\)*"', line))


def test_dot_escapes_untrusted_text():
    dot = to_dot(hostile_framework(), title=HOSTILE)
    assert "\x1b" not in dot and "\n evil" not in dot
    for line in dot.splitlines():
        assert _unescaped_quotes(line) % 2 == 0, line
    assert " evil -> pwn" not in re.sub(r'"(?:[^"\\]|\\.)*"', '""', dot)
    assert dot_string('a"b\\c') == '"a\\"b\\\\c"'


def test_text_report_drops_control_characters():
    from clinarg.protocols.reason.pipeline import ArgMedResult
    from clinarg.protocols.reason.reasoner import reason

    fw = hostile_framework()
    verdict = reason(fw, solver=lambda af: [frozenset({"A1"})])
    case = parse_case(
        {
            "patient": {"facts": []},
            "goal": "treat_depression",
            "title": HOSTILE,
            "description": HOSTILE,
        }
    )
    rec = DialogueRecord(arguments=[], trace=[])
    result = ArgMedResult(case, rec, fw, verdict, {"name": "test"}, KB)
    text = render_text(result)
    assert "\x1b" not in text


def test_svg_needs_graphviz(monkeypatch):
    from clinarg.protocols.reason import render

    monkeypatch.setattr(render.shutil, "which", lambda name: None)
    with pytest.raises(ClinargError, match="Graphviz"):
        render.to_svg("digraph {}")


def test_svg_through_dot_on_path(tmp_path, monkeypatch):
    # a stand-in 'dot' checks the plumbing (stdin DOT -> stdout SVG) where
    # Graphviz is not installed; with Graphviz the real one runs
    import os
    import shutil
    import sys as _sys

    from clinarg.cli import main
    from clinarg.protocols.reason import render

    if shutil.which("dot") is None:
        fake = tmp_path / "dot"
        fake.write_text(
            f"#!{_sys.executable}\nimport sys\ndata = sys.stdin.read()\n"
            "assert data.startswith('digraph')\n"
            "sys.stdout.write('<svg>%d</svg>' % len(data))\n"
        )
        fake.chmod(0o755)
        monkeypatch.setenv("PATH", f"{tmp_path}{os.pathsep}{os.environ['PATH']}")
    assert render.svg_available()
    out = tmp_path / "g.svg"
    assert (
        main(["reason", "--example", "stroke_hypertension", "--svg", str(out), "--output", "json"])
        == 0
    )
    assert "<svg" in out.read_text()


@pytest.mark.parametrize("style", ["label", "slot"])
def test_comparison_may_name_decisions_by_label_or_slot(style):
    from clinarg.llm.base import Completion
    from clinarg.protocols.reason import example_case
    from clinarg.protocols.reason.dialogue import run_dialogue
    from clinarg.protocols.reason.offline import KnowledgeBackend

    class Wordy(KnowledgeBackend):
        def complete(self, request):
            c = super().complete(request)
            if request.task == "generate:ASBD" and c.value["found"]:
                pair = list(request.context["variables"]["decisions"])
                v = dict(c.value)
                for k in ("better", "worse"):
                    v[k] = KB.label(v[k]) if style == "label" else f"D{pair.index(v[k]) + 1}"
                return Completion(v)
            return c

    record = run_dialogue(example_case("stroke_hypertension"), Wordy())
    asbd = [a for a in record.arguments if a.scheme == "ASBD"]
    assert [(a.variables["better"], a.variables["worse"]) for a in asbd] == [("acei", "arb")]
