"""CANOE care planning (clinarg plan): propagation by hand, arena, threshold,
contestation, sessions (replay, crash, concurrency), bad input, HTTP."""

import json
import os
import signal
import sqlite3
import subprocess
import sys
import textwrap

import pytest

from clinarg.cli import main
from clinarg.errors import FormatError, ParameterError
from clinarg.formats.jsondoc import graph_from_document, graph_to_document
from clinarg.protocols.plan import (
    KnowledgePlanBackend,
    Settings,
    evaluate,
    example_names,
    example_record,
    generate,
    parse_record,
)
from clinarg.protocols.plan.pipeline import option_qbaf
from clinarg.protocols.plan.session import Session, SessionError
from clinarg.qbaf import QBAF, strengths
from llm_stub import ChatServer


@pytest.fixture(scope="module")
def states():
    return {n: generate(example_record(n), KnowledgePlanBackend()) for n in example_names()}


def _arg(i, stance, tau, option="o"):
    return {"id": i, "option": option, "stance": stance, "tau_tilde": tau, "text": i}


# ------------------------------------------------------------ propagation by hand
def test_quadratic_energy_by_hand_one_supporter_one_attacker():
    q = option_qbaf("o", [_arg("s", "support", 0.8), _arg("a", "attack", 0.6)], [])
    # E(o) = 0.8 - 0.6 = 0.2; h(0.2) = 0.04 / 1.04; sigma = 0.5 + 0.5 h(0.2)
    assert strengths(q, "qe")["o"] == pytest.approx(0.5 + 0.5 * 0.04 / 1.04, abs=1e-9)
    assert strengths(q, "qe")["o"] == pytest.approx(0.5192307692, abs=1e-9)


def test_quadratic_energy_by_hand_with_an_argument_relation():
    args = [_arg("s", "support", 0.8), _arg("a", "attack", 0.6), _arg("r", "support", 0.5)]
    # r attacks a: sigma(a) = 0.6 - 0.6 h(0.5) = 0.6 - 0.6 * 0.2 = 0.48; r (a
    # supporter, as its stance says) and s support o:
    # E(o) = 0.8 + 0.5 - 0.48 = 0.82; h = 0.6724 / 1.6724; sigma(o) = 0.5 + 0.5 h
    q = option_qbaf("o", args, [{"source": "r", "target": "a", "kind": "attack"}])
    s = strengths(q, "qe")
    assert s["a"] == pytest.approx(0.48, abs=1e-9)
    assert s["o"] == pytest.approx(0.7010284621, abs=1e-9)
    # attackers only: sigma = 0.5 - 0.5 h(0.4) = 0.5 - 0.5 * 0.16 / 1.16
    q = option_qbaf("o", [_arg("a", "attack", 0.4)], [])
    assert strengths(q, "qe")["o"] == pytest.approx(0.4310344828, abs=1e-9)


# ------------------------------------------------------------ modules 1-3
def test_three_cases_recruit_different_teams(states):
    teams = {n: frozenset(m["role"] for m in s["team"]) for n, s in states.items()}
    assert len(set(teams.values())) == 3
    assert "psychiatrist" in teams["falls_depression_polypharmacy"]
    assert "nutritionist" in teams["stroke_discharge"]
    assert "care_coordinator" in teams["heart_failure_alone"]
    for s in states.values():
        assert all(m["why"] for m in s["team"])
        assert s["complexity"]["level"] in ("low", "moderate", "high", "very high")
        assert s["complexity"]["reason"]
        for e in s["evidence"]:
            assert {"source_type", "reliability", "score", "date"} <= set(e)


def test_tau_is_the_mean_of_the_five_recorded_subscores(states):
    for s in states.values():
        for a in s["pool"]:
            sub = a["subscores"]
            assert set(sub) == {
                "appropriateness",
                "factual_consistency",
                "specificity",
                "transparency",
                "feasibility",
            }
            assert a["tau"] == pytest.approx(sum(sub.values()) / 5, abs=1e-6)


def test_arena_on_the_real_pools(states):
    clashes = 0
    for s in states.values():
        ar = s["arena"]
        by_id = {a["id"]: a for a in s["pool"]}
        for c in ar["clashes"]:
            clashes += 1
            assert by_id[c["supporter"]]["stance"] == "support"
            assert by_id[c["attacker"]]["stance"] == "attack"
            assert by_id[c["supporter"]]["option"] == by_id[c["attacker"]]["option"]
            assert abs(c["tau_supporter"] - c["tau_attacker"]) < ar["delta"]
            assert c["winner"] in (c["supporter"], c["attacker"]) and c["reason"]
        for a in s["pool"]:
            w = ar["win_rate"].get(a["id"])
            if w is None:
                assert a["tau_tilde"] == a["tau"]
            else:
                expected = min(1.0, max(0.0, a["tau"] + ar["beta"] * (2 * w - 1)))
                assert a["tau_tilde"] == pytest.approx(expected, abs=1e-12)
    assert clashes > 0  # the shipped cases do exercise the arena


# ------------------------------------------------------------ modules 4-5
def _first(state, option=None, stance=None):
    return next(
        a
        for a in state["pool"]
        if (option is None or a["option"] == option) and (stance is None or a["stance"] == stance)
    )


def test_threshold_exactly_one_half_is_excluded(states):
    s = states["stroke_discharge"]
    r = evaluate(s)
    # nutrition_assessment has no argument from this team: F is exactly 0.5
    assert r["F_human"]["nutrition_assessment"] == 0.5
    assert "nutrition_assessment" not in [p["option"] for p in r["plan"]]
    assert any(
        x["option"] == "nutrition_assessment" and "not above 0.5" in x["why"] for x in r["excluded"]
    )
    # a supporter of tau 0.01 lifts it just above 0.5: now included
    r = evaluate(
        s,
        [
            {
                "op": "add",
                "argument": "h",
                "option": "nutrition_assessment",
                "role": "clinician",
                "stance": "support",
                "text": "t",
                "tau": 0.01,
            }
        ],
    )
    assert 0.5 < r["F_human"]["nutrition_assessment"] < 0.5001
    assert "nutrition_assessment" in [p["option"] for p in r["plan"]]


def test_accept_marks_reviewed_and_moves_nothing(states):
    s = states["falls_depression_polypharmacy"]
    a = _first(s, "benzodiazepine_taper", "attack")
    before = evaluate(s)
    after = evaluate(s, [{"op": "accept", "argument": a["id"]}])
    assert after["F_human"] == before["F_human"]
    assert next(x for x in after["pool"] if x["id"] == a["id"])["reviewed"] is True


def test_reject_edit_add_recompute_and_trace(states):
    s = states["falls_depression_polypharmacy"]
    att = _first(s, "benzodiazepine_taper", "attack")
    sup = _first(s, "benzodiazepine_taper", "support")
    r0 = evaluate(s)
    r1 = evaluate(s, [{"op": "reject", "argument": att["id"]}])
    assert r1["F_human"]["benzodiazepine_taper"] > r0["F_human"]["benzodiazepine_taper"]
    assert r1["F_initial"] == r0["F_initial"]
    r2 = evaluate(s, [{"op": "edit", "argument": sup["id"], "tau": 0.1, "text": "weaker"}])
    assert r2["F_human"]["benzodiazepine_taper"] < 0.5
    r3 = evaluate(
        s,
        [
            {
                "op": "add",
                "argument": "h1",
                "option": "benzodiazepine_taper",
                "role": "clinician",
                "stance": "support",
                "text": "x",
                "tau": 0.5,
                "attacks": [att["id"]],
                "evidence": ["G-BZD-1"],
            }
        ],
    )
    item = next(p for p in r3["plan"] if p["option"] == "benzodiazepine_taper")
    assert "clinician" in item["roles_for"] and "psychiatrist" in item["roles_against"]
    assert {"h1", att["id"]} <= {a["id"] for a in item["arguments"]}
    assert item["why"].startswith("F_H = ") and item["evidence"]
    graph = r3["qbaf"]["benzodiazepine_taper"]
    assert graph["format"] == "clinarg-argument-graph"
    assert ["h1", att["id"]] in graph["attacks"]
    roles = {a["id"]: a.get("role") for a in graph["arguments"]}
    assert roles["h1"] == "clinician"


def test_option_documents_carry_stance_role_and_evidence(states):
    """Each option's graph document: every argument says its role, its stance
    on the option (the target) and its evidence with metadata; the stance
    alone is enough for the edge, and clinarg.QBAF keeps all of it."""
    s = states["heart_failure_alone"]
    r = evaluate(s)
    scores = {e["id"]: e["score"] for e in s["evidence"]}
    pool = {a["id"]: a for a in r["pool"]}
    for oid, doc in r["qbaf"].items():
        assert graph_to_document(graph_from_document(doc)) == doc
        stance_edges = {
            kind: [e for e in doc.get(kind, []) if e[1] == oid] for kind in ("attacks", "supports")
        }
        # without the explicit option edges, the stances give the same framework
        bare = dict(doc, **{k: [e for e in doc.get(k, []) if e[1] != oid] for k in stance_edges})
        q = QBAF.from_json(bare)
        assert q == QBAF.from_json(doc)
        assert float(strengths(q, "qe")[oid]).hex() == r["F_human"][oid].hex()
        for a in doc["arguments"][1:]:
            arg, x = pool[a["id"]], q.argument(a["id"])
            assert (x.role, x.stance, x.target) == (arg["role"], arg["stance"], oid)
            assert [e["id"] for e in x.evidence] == arg["evidence"]
            for e in x.evidence:
                assert e["type"] in ("guideline", "care_record") and 0 <= e["reliability"] <= 1
                assert e.get("score") == scores.get(e["id"]) and e["date"][:2] in ("19", "20")
        assert (q.argument(oid).kind, q.argument(oid).target) == ("option", None)


def test_an_added_argument_cannot_take_an_option_id(states):
    s = states["stroke_discharge"]
    add = {"op": "add", "role": "clinician", "stance": "support", "text": "t", "tau": 0.5}
    add.update(argument=s["options"][1], option=s["options"][0])
    with pytest.raises(ParameterError, match="is an option's id"):
        evaluate(s, [add])


def test_incompatible_options_resolved_and_escalation_rules_named(states):
    s = states["heart_failure_alone"]
    res = "residential_care_referral"
    journal = [
        {"op": "reject", "argument": a["id"]}
        for a in s["pool"]
        if a["option"] == res and a["stance"] == "attack"
    ]
    r = evaluate(s, journal)
    assert r["F_human"][res] > 0.5
    plan = [p["option"] for p in r["plan"]]
    # the lower of each incompatible pair is dropped with the reason
    assert res not in plan or "home_nursing_visits" not in plan
    assert any("incompatible with" in x["why"] for x in r["excluded"])
    # a record silent on the caregiver escalates options that depend on it
    rec = parse_record({"id": "x", "title": "x", "facts": ["lives_alone", "low_mood_isolation"]})
    r = evaluate(generate(rec, KnowledgePlanBackend()))
    rules = {(e["option"], e["rule"]) for e in r["escalations"]}
    assert ("community_befriending", "undocumented_context") in rules


# ------------------------------------------------------------ bad input
@pytest.mark.parametrize(
    "doc, message",
    [
        ([], "a record is a JSON object"),
        (
            {"id": "x", "title": "x", "facts": ["falls_history", "gout"]},
            "facts[1]: unknown vocabulary term 'gout'",
        ),
        ({"id": "x", "title": "x"}, "needs 'facts' or a 'note'"),
        ({"id": "x", "title": "x", "facts": "falls"}, "must be a list"),
    ],
)
def test_bad_records(doc, message, tmp_path, capsys):
    with pytest.raises(FormatError, match=message.replace("[", r"\[").replace("]", r"\]")):
        parse_record(doc)
    path = tmp_path / "r.json"
    path.write_text(json.dumps(doc))
    assert main(["plan", str(path)]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "Traceback" not in err
    path.write_text("{not json")
    assert main(["plan", str(path)]) == 2


def test_bad_contest_leaves_the_session_unchanged(tmp_path, capsys):
    db = str(tmp_path / "s.db")
    assert main(["plan", "--example", "stroke_discharge", "--session", db]) == 0
    assert main(["plan", "contest", db, "accept", "no-such-argument"]) == 2
    assert (
        main(["plan", "contest", db, "edit", "swallow_assessment:nutritionist:1", "--tau", "1.5"])
        == 2
    )
    assert (
        main(
            [
                "plan",
                "contest",
                db,
                "add",
                "h",
                "--option",
                "nope",
                "--role",
                "nurse",
                "--stance",
                "support",
                "--text",
                "t",
                "--tau",
                "0.5",
            ]
        )
        == 2
    )
    # the same pair as attack and support: refused by the QBAF builder at append time
    esd = "stroke_early_supported_discharge"
    assert (
        main(
            [
                "plan",
                "contest",
                db,
                "edit",
                f"{esd}:physiotherapist:1",
                "--supports",
                f"{esd}:occupational_therapist:1",
                "--attacks",
                f"{esd}:occupational_therapist:1",
            ]
        )
        == 2
    )
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 4 and "no argument 'no-such-argument'" in err[0]
    assert "both an attack and a support" in err[3]
    with sqlite3.connect(db) as c:
        assert c.execute("SELECT COUNT(*) FROM journal").fetchone() == (0,)
    assert main(["plan", "show", str(tmp_path / "missing.db")]) == 2


def test_untrusted_text_is_data_not_sql(tmp_path):
    db = str(tmp_path / "s.db")
    s = Session.open(db, generate(example_record("stroke_discharge"), KnowledgePlanBackend()))
    evil = "x'); DROP TABLE journal; --"
    s.append(
        {
            "op": "add",
            "argument": evil,
            "option": "swallow_assessment",
            "role": "clinician",
            "stance": "support",
            "text": evil,
            "tau": 0.5,
        }
    )
    assert s.journal()[0]["payload"]["text"] == evil
    with pytest.raises(sqlite3.DatabaseError, match="append-only"):
        s.conn.execute("DELETE FROM journal")
    s.close()


# ------------------------------------------------------------ sessions
def test_replay_reproduces_the_plan_bit_for_bit(tmp_path, capsys):
    db = str(tmp_path / "s.db")
    assert main(["plan", "--example", "falls_depression_polypharmacy", "--session", db]) == 0
    capsys.readouterr()
    for argv in (
        ["reject", "strength_balance_programme:social_worker:1"],
        ["accept", "medication_reconciliation:pharmacist:1"],
        ["edit", "benzodiazepine_taper:pharmacist:1", "--tau", "0.55"],
        [
            "add",
            "h1",
            "--option",
            "benzodiazepine_taper",
            "--role",
            "clinician",
            "--stance",
            "attack",
            "--text",
            "refuses",
            "--tau",
            "0.6",
            "--attacks",
            "benzodiazepine_taper:pharmacist:1",
        ],
    ):
        assert main(["plan", "contest", db, *argv, "--output", "json"]) == 0
    # four indented JSON documents, one per action: keep the last
    captured = capsys.readouterr()
    contested = json.loads("{\n" + captured.out.split("\n{\n")[-1])
    assert captured.err.splitlines()[-1] == f"clinarg: action #4 recorded in {db}"
    assert main(["plan", "show", db, "--output", "json"]) == 0
    shown = json.loads(capsys.readouterr().out)
    assert main(["plan", "show", db, "--output", "json"]) == 0
    again = json.loads(capsys.readouterr().out)
    shown["stats"].pop("evaluate_ms"), again["stats"].pop("evaluate_ms")
    contested["stats"].pop("evaluate_ms")
    # what the last contest printed (evaluated before its commit) is what a replay gives
    assert json.dumps(contested, sort_keys=True) == json.dumps(shown, sort_keys=True)
    assert json.dumps(shown, sort_keys=True) == json.dumps(again, sort_keys=True)
    # resuming with the same record keeps the journal
    assert (
        main(
            [
                "plan",
                "--example",
                "falls_depression_polypharmacy",
                "--session",
                db,
                "--output",
                "json",
            ]
        )
        == 0
    )
    resumed = json.loads(capsys.readouterr().out)
    assert resumed["F_human"] == shown["F_human"] and len(resumed["journal"]) == 4
    # and an in-process replay gives the same floats, bit for bit
    s = Session.open(db, create=False)
    r = evaluate(s.state, s.actions())
    assert {k: v.hex() for k, v in r["F_human"].items()} == {
        k: float(v).hex() for k, v in shown["F_human"].items()
    }
    s.close()
    # another case on the same session is refused
    assert main(["plan", "--example", "stroke_discharge", "--session", db]) == 2


def test_stale_edit_is_refused_naming_the_newer_action(tmp_path):
    db = str(tmp_path / "s.db")
    state = generate(example_record("stroke_discharge"), KnowledgePlanBackend())
    a, b = Session.open(db, state), Session.open(db)
    seq = a.append({"op": "accept", "argument": state["pool"][0]["id"]}, actor="dr a", based_on=0)
    with pytest.raises(SessionError, match=f"action #{seq} \\(accept .* by dr a"):
        b.append({"op": "reject", "argument": state["pool"][0]["id"]}, actor="dr b", based_on=0)
    assert len(b.journal()) == 1
    a.close(), b.close()


_WRITER = textwrap.dedent("""
    import sys
    from clinarg.protocols.plan.session import Session
    s = Session.open(sys.argv[1], create=False)
    ids = [a["id"] for a in s.state["pool"]]
    for i in range(int(sys.argv[3])):
        seq = s.append({"op": "accept", "argument": ids[i % len(ids)]}, actor=sys.argv[2])
        print(seq, flush=True)
""")


def _session(tmp_path):
    db = str(tmp_path / "s.db")
    Session.open(db, generate(example_record("stroke_discharge"), KnowledgePlanBackend())).close()
    return db


def test_a_killed_writer_loses_no_committed_action(tmp_path):
    db = _session(tmp_path)
    p = subprocess.Popen(
        [sys.executable, "-c", _WRITER, db, "w", "100000"], stdout=subprocess.PIPE, text=True
    )
    committed = []
    for line in p.stdout:
        committed.append(int(line))
        if len(committed) >= 15:
            break
    os.kill(p.pid, signal.SIGKILL)
    p.wait()
    committed += [int(x) for x in p.stdout.read().split()]
    c = sqlite3.connect(db)
    assert c.execute("PRAGMA integrity_check").fetchone() == ("ok",)
    seqs = {r[0] for r in c.execute("SELECT seq FROM journal")}
    c.close()
    assert set(committed) <= seqs
    s = Session.open(db, create=False)
    s.result()  # the database opens and replays
    s.close()


def test_two_concurrent_editors_lose_nothing(tmp_path):
    db = _session(tmp_path)
    procs = [
        subprocess.Popen(
            [sys.executable, "-c", _WRITER, db, who, "15"], stdout=subprocess.PIPE, text=True
        )
        for who in ("a", "b")
    ]
    outs = [p.communicate(timeout=120)[0] for p in procs]
    assert all(p.returncode == 0 for p in procs)
    seqs = [int(x) for out in outs for x in out.split()]
    s = Session.open(db, create=False)
    rows = s.journal()
    s.close()
    assert len(rows) == 30 and sorted(seqs) == [r["seq"] for r in rows]
    assert sorted(r["actor"] for r in rows) == ["a"] * 15 + ["b"] * 15


# ------------------------------------------------------------ HTTP and cassettes
def _plan_server() -> ChatServer:
    """A chat-completions stub on 127.0.0.1 that plays the knowledge backend
    from the prompt's context (so the HTTP plan must equal the offline one)."""
    kb = KnowledgePlanBackend()

    def answer(body):
        task = body["response_format"]["json_schema"]["name"]  # the request's task
        user = body["messages"][-1]["content"]
        ctx = json.JSONDecoder().raw_decode(user.split("Context (JSON):\n", 1)[1])[0]
        return json.dumps(getattr(kb, "_" + task)(ctx))

    return ChatServer(default=("ok", answer), usage=None)


def test_http_backend_record_and_replay(tmp_path, capsys, states):
    with _plan_server() as server:
        cassette = str(tmp_path / "c.json")
        argv = ["plan", "--example", "heart_failure_alone", "--output", "json"]
        http = ["--backend", "http", "--base-url", server.url, "--model", "stub"]
        assert main(argv + http + ["--record", cassette]) == 0
        http_doc = json.loads(capsys.readouterr().out)
        # the steps' calls, and one for the plan's wording
        assert len(server.requests) == http_doc["stats"]["backend_calls"] + 1 > 1
        offline = evaluate(states["heart_failure_alone"])
        assert http_doc["F_human"] == offline["F_human"]
        calls = len(server.requests)
        assert main(argv + ["--replay", cassette]) == 0
        replayed = json.loads(capsys.readouterr().out)
        assert len(server.requests) == calls  # nothing asked of the server
        assert replayed["plan"] == http_doc["plan"]
        assert replayed["plan_text"]["text"] == http_doc["plan_text"]["text"] is not None


def test_settings_are_checked():
    with pytest.raises(ParameterError, match="delta"):
        Settings(delta=2)
    with pytest.raises(ParameterError, match="top_k"):
        Settings(top_k=0)


def test_contest_and_show_json_keep_control_characters_valid(tmp_path, capsys):
    # --output json of `plan contest|show` is read from the subcommand's own
    # options: the document must not go through the terminal escaping
    db = str(tmp_path / "s.db")
    assert main(["plan", "--example", "stroke_discharge", "--session", db]) == 0
    capsys.readouterr()
    evil = "evil\x7f and \x85 text\x1b[2J"
    argv = ["plan", "contest", db, "edit", "swallow_assessment:nutritionist:1", "--text", evil]
    assert main([*argv, "--output", "json"]) == 0
    doc = json.loads(capsys.readouterr().out)
    assert doc["journal"][-1]["payload"]["text"] == evil
    assert main(["plan", "show", db, "--output", "json"]) == 0
    assert json.loads(capsys.readouterr().out)["journal"][-1]["payload"]["text"] == evil
    # the text report still escapes it
    assert main(["plan", "show", db]) == 0
    out = capsys.readouterr().out
    assert "\x7f" not in out and "\x85" not in out and "\x1b" not in out


@pytest.mark.parametrize(
    "change",
    [
        {"op": "add", "option": {}, "role": "nurse"},
        {"op": "add", "role": {}},
        {"op": "add", "role": ["nurse"]},
        {"op": "add", "evidence": [{}]},
        {"op": "edit", "evidence": [["G-STROKE-2"]]},
    ],
)
def test_json_values_of_the_wrong_type_are_parameter_errors(tmp_path, change):
    # actions arrive as JSON (the web page, the API): an object or a list where
    # an id belongs is refused as a ParameterError (it raised TypeError from a
    # membership test) and nothing is written
    from clinarg.errors import ParameterError
    from clinarg.protocols.plan import KnowledgePlanBackend, example_record, generate
    from clinarg.protocols.plan.session import Session

    state = generate(example_record("stroke_discharge"), KnowledgePlanBackend())
    s = Session.open(tmp_path / "s.db", state)
    try:
        first = s.state["pool"][0]
        action = {
            "argument": "new" if change["op"] == "add" else first["id"],
            **(
                {"option": first["option"], "role": "nurse", "stance": "support"}
                if change["op"] == "add"
                else {}
            ),
            **({"text": "t", "tau": 0.5} if change["op"] == "add" else {}),
            **change,
        }
        with pytest.raises(ParameterError):
            s.append(action)
        assert s.journal() == []
    finally:
        s.close()
