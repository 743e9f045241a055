"""MLAD layered debate (clinarg.protocols.debate): stopping rules over scripted
agents, no vote counts in inter-group prompts, groups and regrouping, the
argument graph against hand-built expectations, replay bit for bit, the CLI."""

import json
import re
from types import SimpleNamespace

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from clinarg.cli import main
from clinarg.errors import BackendHTTPError, FormatError, ParameterError
from clinarg.formats.jsondoc import graph_from_document, graph_to_document
from clinarg.llm.base import Completion
from clinarg.llm.cassette import RecordingBackend, ReplayBackend
from clinarg.protocols.debate import (
    KnowledgeDebateBackend,
    KnowledgeGraph,
    Settings,
    debate_graph,
    example_case,
    example_names,
    is_tie,
    parse_case,
    run_debate,
    solve,
    to_document,
    verdict,
)
from clinarg.protocols.debate.prompts import case_context, review_request

DISEASES = ("myocarditis", "heart_failure", "myocardial_infarction")
CASE = parse_case(
    {
        "id": "scripted",
        "description": "Chest pain for 3 days. Troponin raised.",
        "options": list(DISEASES),
    }
)


class Scripted:
    """Agents answering from a script: ``votes[round][agent] = (disease index,
    confidence)``; groups report their members' reasons, reviews rebut nothing
    (unless ``rebut``) and the tie-breaker takes the last tied disease."""

    def __init__(self, votes, rebut=False, fail=()):
        self.votes, self.rebut, self.fail = votes, rebut, set(fail)
        self.requests = []

    def describe(self):
        return {"name": "scripted"}

    def complete(self, request):
        self.requests.append(request)
        ctx = request.context
        if request.task in self.fail:
            raise BackendHTTPError("scripted failure", status=500)
        if request.task in ("initial", "refined"):
            rnd = 0 if request.task == "initial" else ctx["round"]
            agent = int(ctx["agent"]["id"][5:]) - 1
            d, c = self.votes[min(rnd, len(self.votes) - 1)][agent]
            value = {
                "diagnosis": DISEASES[d],
                "confidence": c,
                "reason": f"r{rnd}",
                "features": ["chest_pain"],
            }
        elif request.task == "group_report":
            value = {
                "diagnosis": ctx["diagnosis"],
                "confidence": 0.5,
                "reasons": [{"feature": "chest_pain", "text": "chest pain"}],
                "summary": "s",
            }
        elif request.task == "review":
            rebuttals = (
                [
                    {
                        "target": o["diagnosis"],
                        "feature": "troponin_raised",
                        "text": "t",
                        "confidence": 0.7,
                    }
                    for o in ctx["others"]
                ]
                if self.rebut
                else []
            )
            value = {"rebuttals": rebuttals, "tool_calls": []}
        elif request.task == "tie_breaker":
            value = {"diagnosis": ctx["tied"][-1], "reason": "tie"}
        else:
            raise AssertionError(request.task)
        return Completion(value=value)


def _tally(row):
    out = {}
    for d, _ in row:
        out[DISEASES[d]] = out.get(DISEASES[d], 0) + 1
    return out


def _rule_holds(s, votes, r, streak):
    """Which rule ends the debate after vote ``r`` (the paper's §2.3, as documented)."""
    tally = _tally(votes[r])
    if s.unanimity and len(tally) == 1:
        return "unanimity"
    if r == 0:
        return "max_rounds" if s.max_rounds == 0 else None
    if s.tie_break and streak > s.tie_rounds:
        return "tie_breaker"
    best = max(tally.values())
    moved = any(a[0] != b[0] for a, b in zip(votes[r - 1], votes[r]))
    if (
        s.early_stop
        and not moved
        and min(c for _, c in votes[r]) >= s.early_confidence
        and sum(1 for n in tally.values() if n == best) == 1
    ):
        return "early_stop"
    if r >= s.max_rounds:
        return "max_rounds"
    return None


@st.composite
def scripts(draw):
    agents = draw(st.integers(1, 6))
    rounds = draw(st.integers(0, 8))
    kinds = draw(st.sampled_from([(0,), (0, 1), (0, 1, 2)]))
    vote = st.tuples(st.sampled_from(kinds), st.sampled_from([0.5, 0.85, 0.95]))
    # few distinct rows, repeated, so ties, stable rounds and unanimity all occur
    rows = draw(st.lists(st.lists(vote, min_size=agents, max_size=agents), min_size=1, max_size=2))
    votes = [draw(st.sampled_from(rows)) for _ in range(rounds + 1)]
    s = Settings(
        agents=agents,
        max_rounds=rounds,
        tie_rounds=draw(st.integers(0, 3)),
        unanimity=draw(st.booleans()),
        tie_break=draw(st.booleans()),
        early_stop=draw(st.booleans()),
        early_confidence=0.8,
        imap=False,
        tools=False,
    )
    return s, votes


@settings(max_examples=200)
@given(scripts())
def test_stopping_rules_over_scripted_agents(script):
    s, votes = script
    r = run_debate(CASE, Scripted(votes), settings=s)
    streak, expected = 0, None
    for t in range(len(votes)):
        if t:
            streak = streak + 1 if is_tie(_tally(votes[t])) else 0
        expected = _rule_holds(s, votes, t, streak)
        if expected:
            break
    assert r.stop == {"rule": expected, "round": t}
    assert len(r.rounds) == t <= s.max_rounds
    final = _tally(votes[t])
    assert r.rounds[-1]["tally"] == final if r.rounds else r.initial
    leaders = [d for d in DISEASES if final.get(d) == max(final.values())]
    if expected == "unanimity":
        assert r.vote["diagnosis"] == next(iter(final)) and r.tie_breaker is None
    elif expected == "tie_breaker" or len(leaders) > 1:
        # the new agent chooses among the tied diseases and its vote decides
        assert r.tie_breaker["tied"] == leaders
        assert r.vote["diagnosis"] == leaders[-1]
    else:
        assert r.vote["diagnosis"] == leaders[0] and r.tie_breaker is None


def test_tie_for_more_than_three_rounds_calls_the_tie_breaker():
    votes = [[(0, 0.5), (1, 0.5)]] * 6
    r = run_debate(CASE, Scripted(votes), settings=Settings(agents=2, imap=False))
    assert r.stop == {"rule": "tie_breaker", "round": 4}
    assert r.vote["diagnosis"] == "heart_failure"
    assert r.tie_breaker["tied"] == ["myocarditis", "heart_failure"]


def test_early_stop_needs_stable_confident_votes_and_a_leader():
    votes = [[(0, 0.9), (0, 0.9), (1, 0.9)]] * 3
    r = run_debate(CASE, Scripted(votes), settings=Settings(agents=3, imap=False))
    assert r.stop == {"rule": "early_stop", "round": 1}
    low = [[(0, 0.9), (0, 0.7), (1, 0.9)]] * 3
    r = run_debate(CASE, Scripted(low), settings=Settings(agents=3, imap=False, max_rounds=2))
    assert r.stop == {"rule": "max_rounds", "round": 2}


def test_unanimous_initial_vote_ends_before_any_round():
    r = run_debate(CASE, Scripted([[(2, 0.6)] * 4]), settings=Settings(agents=4, imap=False))
    assert r.stop == {"rule": "unanimity", "round": 0} and r.rounds == []


# -- groups and regrouping ----------------------------------------------------------
def test_groups_follow_the_votes_and_agents_regroup():
    votes = [
        [(0, 0.5), (0, 0.5), (1, 0.5), (2, 0.5)],
        [(0, 0.5), (1, 0.5), (1, 0.5), (2, 0.5)],
        [(1, 0.5), (1, 0.5), (1, 0.5), (1, 0.5)],
    ]
    r = run_debate(CASE, Scripted(votes), settings=Settings(agents=4, imap=False))
    groups = [{g["diagnosis"]: g["members"] for g in rnd["groups"]} for rnd in r.rounds]
    assert groups[0] == {
        "myocarditis": ["agent1", "agent2"],
        "heart_failure": ["agent3"],
        "myocardial_infarction": ["agent4"],
    }
    assert groups[1] == {
        "myocarditis": ["agent1"],
        "heart_failure": ["agent2", "agent3"],
        "myocardial_infarction": ["agent4"],
    }
    assert r.rounds[0]["moved"] == [
        {"agent": "agent2", "from": "myocarditis", "to": "heart_failure"}
    ]
    assert r.stop["rule"] == "unanimity"
    # one report per group; in freeform debate, one per agent and no group calls
    assert [x["members"] for x in r.rounds[0]["reports"]] == list(groups[0].values())
    b = Scripted(votes)
    free = run_debate(CASE, b, settings=Settings(agents=4, imap=False, layered=False))
    assert len(free.rounds[0]["reports"]) == 4
    assert not any(q.task == "group_report" for q in b.requests)


def test_specialist_profiles_make_initial_answers_differ():
    r = run_debate(example_case("myocarditis_after_flu"), KnowledgeDebateBackend())
    initial = {a["diagnosis"] for a in r.initial.values()}
    assert len(initial) >= 3 and r.rounds, "the offline agents must disagree at first"
    specialties = [a["specialty"] for a in r.agents]
    assert specialties == list(r.candidates)


# -- no vote counts between groups ------------------------------------------------------
def test_inter_group_prompts_carry_no_vote_counts(tmp_path):
    rec = RecordingBackend(KnowledgeDebateBackend(), tmp_path / "c.json")
    r = run_debate(example_case("septic_prosthetic_knee"), rec, settings=Settings(agents=7))
    sizes = {len(g["members"]) for g in r.rounds[0]["groups"]}
    assert len(sizes) > 1, "groups of different sizes make the check meaningful"
    reviews = [e for e in rec.entries if e["task"] == "review"]
    assert reviews
    for e in reviews:
        assert not re.search(r"\bvotes?\b|\bagent\d|\bmembers?\b", e["prompt"], re.I)
        assert not re.search(r"\b\d+ (doctors|agents|supporters)\b", e["prompt"])
    # the same reports with other group sizes give the very same request
    kg = KnowledgeGraph.default()
    case = example_case("septic_prosthetic_knee")
    ctx = case_context(case, kg.imap(case.text), kg)
    reports = [dict(rep) for rep in r.rounds[0]["reports"]]
    a = review_request(ctx, reports[0], reports[1:], 1, tools=True)
    for rep in reports:
        rep["members"] = rep["members"] + ["agent99", "agent98"]
        rep["confidence"] = 0.5
    b = review_request(ctx, reports[0], reports[1:], 1, tools=True)
    assert (a.prompt, a.context, a.key) == (b.prompt, b.context, b.key)
    # and the ablation does show them (the check above can fail)
    c = review_request(ctx, reports[0], reports[1:], 1, tools=True, votes={"gout": 3})
    assert "Votes in the last round" in c.prompt


# -- the argument graph ------------------------------------------------------------------
def _fake_result(vote):
    kg = KnowledgeGraph.default()
    rounds = [
        {
            "round": 1,
            "reports": [
                {
                    "diagnosis": "gout",
                    "confidence": 0.7,
                    "summary": "A",
                    "members": ["agent1"],
                    "reasons": [{"feature": "first_mtp_joint", "text": "x"}],
                },
                {
                    "diagnosis": "septic_arthritis",
                    "confidence": 0.4,
                    "summary": "B",
                    "members": ["agent2"],
                    "reasons": [],
                },
            ],
            "rebuttals": [
                {
                    "by": "gout",
                    "target": "septic_arthritis",
                    "feature": "diuretic_use",
                    "text": "R",
                    "confidence": 0.6,
                    "round": 1,
                }
            ],
            "tool_calls": [
                {
                    "by": "gout",
                    "tool": "compare",
                    "argument": "septic_arthritis",
                    "round": 1,
                    "text": "t",
                    "facts": [
                        {"disease": "gout", "finding": "urate_crystals", "weight": 0.9},
                        {
                            "disease": "septic_arthritis",
                            "finding": "urate_crystals",
                            "weight": -0.3,
                        },
                        {"disease": "septic_arthritis", "finding": "fever", "weight": 0.0},
                    ],
                }
            ],
            "answers": {
                "agent1": {"diagnosis": "gout", "confidence": 0.7, "reason": "", "features": []},
                "agent2": {
                    "diagnosis": "septic_arthritis",
                    "confidence": 0.4,
                    "reason": "",
                    "features": [],
                },
            },
        }
    ]
    return SimpleNamespace(
        kg=kg,
        rounds=rounds,
        candidates=["gout", "septic_arthritis"],
        case=SimpleNamespace(id="hand"),
        vote={"diagnosis": vote, "tally": {"gout": 1, "septic_arthritis": 1}},
        final_answers=lambda: rounds[-1]["answers"],
    )


def test_graph_construction_matches_the_hand_built_graph():
    g = debate_graph(_fake_result("gout"))
    assert g.ids == ("D_gout", "D_septic_arthritis", "R1", "E1", "E2")
    assert {(e.source, e.target) for e in g.attacks} == {
        ("D_gout", "D_septic_arthritis"),
        ("D_septic_arthritis", "D_gout"),
        ("R1", "D_septic_arthritis"),
        ("D_septic_arthritis", "R1"),
        ("E2", "D_septic_arthritis"),
    }
    assert {(e.source, e.target) for e in g.supports} == {("E1", "D_gout")}
    assert [g.argument(x).base_score for x in g.ids] == [0.7, 0.4, 0.6, 0.9, 0.3]
    # a valid document of the project's format
    assert graph_from_document(graph_to_document(g)).ids == g.ids
    solved = solve(g)
    # E2 is an unattacked fact against septic arthritis: only gout is defensible
    assert solved["extensions"] == [["D_gout", "E1", "E2", "R1"]]
    assert solved["defensible"] == ["D_gout"] == solved["sceptical"]


def test_verdict_names_the_arguments_when_vote_and_argumentation_disagree():
    v = verdict(_fake_result("septic_arthritis"))
    assert v["vote"]["diagnosis"] == "septic_arthritis"
    assert v["argumentation"]["diagnosis"] == "gout" and not v["agree"]
    ids = [x["id"] for x in v["responsible"]]
    assert set(ids) == {"R1", "E2", "E1"}
    assert ids.index("E2") < ids.index("E1")  # attackers of the vote's diagnosis first
    agree = verdict(_fake_result("gout"))
    assert agree["agree"] and agree["responsible"] == []
    assert [(x["id"], x["relation"]) for x in agree["supporting"]] == [
        ("E1", "supports"),
        ("R1", "rebuts a rival"),
    ]
    assert [r["diagnosis"] for r in agree["ranking"]] == ["gout", "septic_arthritis"]


# -- the shipped examples, offline ---------------------------------------------------------
@pytest.mark.parametrize("name", example_names())
def test_examples_reach_the_expected_diagnosis(name):
    r = run_debate(example_case(name), KnowledgeDebateBackend())
    doc = to_document(r)
    expected = {"myocarditis_after_flu": "myocarditis"}.get(name, r.case.answer)
    assert doc["verdict"]["vote"]["diagnosis"] == expected
    assert doc["verdict"]["argumentation"]["diagnosis"] == expected
    assert doc["stop"]["rule"] in ("unanimity", "tie_breaker", "early_stop", "max_rounds")
    json.dumps(doc)


def test_ablations_are_switches_that_change_the_run():
    case = example_case("glandular_fever")
    base = run_debate(case, KnowledgeDebateBackend())
    no_imap = run_debate(case, KnowledgeDebateBackend(), settings=Settings(imap=False))
    assert base.imap is not None and no_imap.imap is None
    # without imap the negated cough is read as present
    assert base.observed["cough"] is False and no_imap.observed["cough"] is True
    no_tools = run_debate(case, KnowledgeDebateBackend(), settings=Settings(tools=False))
    assert all(not rnd["tool_calls"] for rnd in no_tools.rounds)
    assert any(rnd["tool_calls"] for rnd in base.rounds)


def test_failed_calls_are_recorded_and_the_debate_goes_on():
    votes = [[(0, 0.5), (1, 0.5)], [(0, 0.5), (0, 0.5)]]
    r = run_debate(
        CASE, Scripted(votes, fail={"group_report"}), settings=Settings(agents=2, imap=False)
    )
    assert r.stats()["failed_calls"] == 2
    assert all(rep["failed"] for rep in r.rounds[0]["reports"])
    assert r.stop["rule"] == "unanimity"


# -- record and replay ------------------------------------------------------------------------
def test_replay_reproduces_the_run_bit_for_bit(tmp_path):
    path = tmp_path / "run.json"
    rec = RecordingBackend(KnowledgeDebateBackend(), path)
    first = to_document(run_debate(example_case("myocarditis_after_flu"), rec))
    rec.save()
    again = to_document(run_debate(example_case("myocarditis_after_flu"), ReplayBackend(path)))
    assert json.dumps(first, sort_keys=True) == json.dumps(again, sort_keys=True)


def test_cli_record_then_replay_prints_the_same(tmp_path, capsys):
    path = str(tmp_path / "c.json")
    assert (
        main(["debate", "--example", "glandular_fever", "--output", "json", "--record", path]) == 0
    )
    recorded = capsys.readouterr().out
    assert (
        main(["debate", "--example", "glandular_fever", "--output", "json", "--replay", path]) == 0
    )
    assert capsys.readouterr().out == recorded


# -- cases and the command line ------------------------------------------------------------------
def test_case_errors_name_the_field():
    with pytest.raises(
        FormatError,
        match=r"/options/B: unknown disease 'Myocarditus' "
        r"\(did you mean 'Myocarditis'\?\)",
    ):
        parse_case({"question": "q", "options": {"A": "Gout", "B": "Myocarditus"}})
    with pytest.raises(FormatError, match="/answer"):
        parse_case({"question": "q", "options": ["Gout", "Pseudogout"], "answer": "C"})
    with pytest.raises(FormatError, match="/extra"):
        parse_case({"description": "x", "extra": 1})
    with pytest.raises(FormatError, match="'description' or 'question'"):
        parse_case({"description": "  "})
    with pytest.raises(ParameterError):
        example_case("nope")
    with pytest.raises(ParameterError, match="too few findings"):
        run_debate(parse_case({"description": "Nothing relevant here."}), KnowledgeDebateBackend())


def test_question_is_answered_with_a_letter(capsys):
    assert main(["debate", "--example", "mcq_inferior_stemi"]) == 0
    out = capsys.readouterr().out
    assert "Answer: C (Myocardial infarction)" in out and "Stopped by rule" in out
    assert main(["debate", "--example", "mcq_inferior_stemi", "--output", "json"]) == 0
    doc = json.loads(capsys.readouterr().out)
    assert doc["answer"]["letter"] == "C" and doc["evaluation"]["correct"]
    assert graph_from_document(doc["graph"]).ids


def test_cli_lists_examples_and_rejects_bad_input(tmp_path, capsys):
    assert main(["debate", "--list-examples"]) == 0
    assert capsys.readouterr().out.count("\n") == len(example_names())
    bad = tmp_path / "bad.json"
    bad.write_text('{"question": "q", "options": ["Gout", "Gout"]}')
    for argv in (
        ["debate"],
        ["debate", str(bad)],
        ["debate", "--example", "x"],
        ["debate", "--example", "glandular_fever", "--agents", "0"],
        ["debate", "--example", "glandular_fever", "--max-rounds", "-1"],
        ["debate", str(tmp_path / "missing.json")],
    ):
        assert main(argv) == 2, argv
        err = capsys.readouterr().err
        assert err.startswith("clinarg: error:") and err.count("\n") == 1, err
    assert main(["debate", "--example", "glandular_fever", "--agents", "0"]) == 2
    assert "--agents" in capsys.readouterr().err


# -- the knowledge graph and imap --------------------------------------------------------------
def _graph_doc():
    return json.loads(
        json.dumps(
            {
                "format": "clinarg-debate-knowledge-graph",
                "version": 1,
                "findings": {"f": {"label": "f", "kind": "symptom", "phrases": ["eff"]}},
                "diseases": {
                    d: {
                        "label": d,
                        "domain": "x",
                        "summary": "s",
                        "duration": {"min_days": 0, "max_days": 3},
                        "features": {"f": {"weight": 0.5}},
                    }
                    for d in ("a", "b")
                },
                "differentials": {"ab": {"diseases": ["a", "b"]}},
            }
        )
    )


def test_knowledge_graph_errors_name_the_field(tmp_path, capsys):
    KnowledgeGraph(_graph_doc())
    doc = _graph_doc()
    doc["diseases"]["a"]["features"]["f"]["weight"] = 2
    with pytest.raises(FormatError, match="/diseases/a/features/f/weight"):
        KnowledgeGraph(doc)
    doc = _graph_doc()
    doc["diseases"]["b"]["features"]["g"] = {"weight": 0.1}
    with pytest.raises(FormatError, match="/diseases/b/features/g: unknown finding 'g'"):
        KnowledgeGraph(doc)
    path = tmp_path / "kg.json"
    path.write_text(json.dumps(doc))
    assert main(["debate", "--example", "glandular_fever", "--knowledge-graph", str(path)]) == 2
    assert "kg.json" in capsys.readouterr().err


def test_imap_reads_negations_durations_and_noise():
    imap = KnowledgeGraph.default().imap(
        "She has had a sore throat for two weeks, with no cough. Her cat is well. "
        "The monospot was positive but the rapid strep test was negative."
    )
    pairs = {(p.term, p.value) for p in imap.pairs}
    assert ("Symptom", "cough (absent)") in pairs and ("Duration", "2 weeks") in pairs
    assert imap.findings["rapid_strep_positive"] is False
    assert imap.duration_days == 14 and imap.noise == ("Her cat is well.",)
    naive = KnowledgeGraph.default().imap("No cough.", negation=False)
    assert naive.findings == {"cough": True}


class _BadImap(Scripted):
    def complete(self, request):
        if request.task == "imap":
            self.requests.append(request)
            return Completion(
                value={
                    "pairs": [
                        {
                            "term": "Symptom",
                            "value": "chest pain",
                            "finding": "chest_pain",
                            "present": True,
                        },
                        {"term": "Symptom", "value": "x", "finding": "made_up", "present": True},
                    ],
                    "duration_days": float("nan"),
                    "noise": [],
                }
            )
        return super().complete(request)


def test_model_imap_is_checked_against_the_graph():
    r = run_debate(CASE, _BadImap([[(0, 0.5)]]), settings=Settings(agents=1))
    assert r.imap.findings == {"chest_pain": True}
    assert r.imap.duration_days is None


def test_offline_agents_regroup_and_correct_the_initial_majority():
    r = run_debate(example_case("mcq_pleuritic_chest_pain"), KnowledgeDebateBackend())
    assert len(r.rounds) >= 2 and all(rnd["moved"] for rnd in r.rounds)
    ev = r.evaluation()
    assert ev["correct"] and ev["initial_recall"] and ev["corrected"]
    assert not ev["initial_correct"]  # myocardial infarction led the initial vote


def test_disagreement_on_a_real_debate_names_the_responsible_rebuttals():
    r = run_debate(
        example_case("mcq_pleuritic_chest_pain"),
        KnowledgeDebateBackend(),
        settings=Settings(tools=False),
    )
    v = verdict(r)
    assert v["vote"]["diagnosis"] == "pericarditis" and not v["agree"]
    g = debate_graph(r)
    against = {
        e.source
        for e in g.attacks
        if e.target == "D_pericarditis" and g.argument(e.source).kind == "rebuttal"
    }
    named = {x["id"] for x in v["responsible"] if x["relation"].startswith("attacks")}
    assert named == against and named
