"""Incremental contestation (clinarg plan): the live evaluation a session
keeps equals a full replay of the journal, bit for bit, after every action,
and an invalid action changes nothing."""

import json
import os
import sqlite3
import tempfile

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from clinarg.errors import ClinargError
from clinarg.protocols.plan import KnowledgePlanBackend, evaluate, example_record, generate
from clinarg.protocols.plan.pipeline import Evaluation
from clinarg.protocols.plan.session import Session

STATE = generate(example_record("heart_failure_alone"), KnowledgePlanBackend())
KB = KnowledgePlanBackend().kb
# the two options with the most arguments and the one with a generated
# relation: relations are drawn among their arguments, so that many of them
# are valid (a relation stays on one option)
_COUNT = {o: sum(a["option"] == o for a in STATE["pool"]) for o in STATE["options"]}
_RELATED = STATE["relations"][0]["source"].split(":")[0]
OPTIONS = sorted(STATE["options"], key=lambda o: -_COUNT[o])[:2] + [_RELATED]
IDS = [a["id"] for a in STATE["pool"] if a["option"] in OPTIONS]
NEW = ["h1", "h2", "h3"]
NAMES = st.sampled_from(IDS + NEW + ["no-such", OPTIONS[0]])
TAUS = st.one_of(st.floats(0, 1), st.sampled_from([0.0, 0.5, 1.0, 1.5, -0.25]))
TARGETS = st.lists(st.sampled_from(IDS + NEW), max_size=3)
EVIDENCE = st.lists(st.sampled_from(sorted(KB.passages)[:4] + ["no-such"]), max_size=2)
ACTION = st.one_of(
    st.fixed_dictionaries({"op": st.sampled_from(["accept", "reject"]), "argument": NAMES}),
    st.fixed_dictionaries(
        {"op": st.just("edit"), "argument": NAMES},
        optional={
            "tau": TAUS,
            "text": st.sampled_from(["edited", ""]),
            "evidence": EVIDENCE,
            "supports": TARGETS,
            "attacks": TARGETS,
        },
    ),
    st.fixed_dictionaries(
        {
            "op": st.just("add"),
            "argument": NAMES,
            "option": st.sampled_from(OPTIONS + ["no-such"]),
            "role": st.sampled_from(["clinician", "nurse", "no-such"]),
            "stance": st.sampled_from(["support", "attack", "neutral"]),
            "text": st.just("added"),
            "tau": TAUS,
        },
        optional={"supports": TARGETS, "attacks": TARGETS, "evidence": EVIDENCE},
    ),
)


def _text(result) -> str:
    """The result as JSON text (floats by repr: equal text is equal bits), the
    timing left out; key order kept, as the CLI prints it."""
    return json.dumps({k: v for k, v in result.items() if k != "evaluate_ms"})


def _full(journal, state=STATE):
    """``evaluate`` on the journal, or the type of the error it raises."""
    try:
        return _text(evaluate(state, journal, KB)), None
    except ClinargError as exc:
        return None, type(exc)


D1, D2, D3 = [i for i in IDS if i.startswith(OPTIONS[0] + ":")][:3]  # on one option


@settings(max_examples=150)
@given(st.lists(ACTION, max_size=14))
@example(  # a chain d1 -> d2 -> d3: one edit moves three strengths, a reject two
    [
        {"op": "edit", "argument": D1, "supports": [D2]},
        {"op": "edit", "argument": D2, "attacks": [D3]},
        {"op": "edit", "argument": D1, "tau": 0.1},
        {"op": "reject", "argument": D2},
    ]
)
@example(  # a cycle d1 <-> d2 (iterated), then an added attacker and a reject
    [
        {"op": "edit", "argument": D1, "supports": [D2]},
        {"op": "edit", "argument": D2, "supports": [D1], "tau": 0.9},
        {"op": "edit", "argument": D1, "tau": 0.2},
        {
            "op": "add",
            "argument": "h1",
            "option": OPTIONS[0],
            "role": "clinician",
            "stance": "attack",
            "text": "t",
            "tau": 0.6,
            "attacks": [D1],
        },
        {"op": "reject", "argument": D2},
    ]
)
@example(  # an added argument accepted: its keys came in another order than on replay
    [
        {
            "op": "add",
            "argument": "h1",
            "option": "daily_weight_telemonitoring",
            "role": "clinician",
            "stance": "support",
            "text": "added",
            "tau": 0.0,
        },
        {"op": "accept", "argument": "h1"},
    ]
)
def test_incremental_evaluation_equals_full_replay_after_every_action(actions):
    live, journal = Evaluation(STATE, (), KB), []
    for action in actions:
        expected, error = _full(journal + [action])
        before = _text(live.result())
        if error is None:
            live.apply(action)
            journal.append(action)
            assert _text(live.result()) == expected
        else:
            with pytest.raises(error):
                live.apply(action)
            assert _text(live.result()) == before  # nothing changed
    # and the per-option contestations hold the final frameworks
    for oid in STATE["options"]:
        c = live._contest[oid]
        assert tuple(c.qbaf.names) == (
            oid,
            *(a["id"] for a in live.pool.values() if a["option"] == oid),
        )


@settings(max_examples=40)
@given(st.lists(st.tuples(st.booleans(), ACTION), max_size=8))
def test_two_sessions_stay_equal_to_a_full_replay(steps):
    with tempfile.TemporaryDirectory() as tmp:
        db = os.path.join(tmp, "s.db")
        a, b = Session.open(db, STATE), Session.open(db)
        try:
            a.result()  # a's live plan is built now and must catch up with b's rows
            stored, journal = a.state, []  # the state as stored (JSON, keys sorted)
            for by_b, action in steps:
                writer = b if by_b else a
                expected, error = _full(journal + [action], stored)
                if error is None:
                    writer.append(action, actor="b" if by_b else "a")
                    journal.append(action)
                else:
                    with pytest.raises(error):
                        writer.append(action)
                    expected = _full(journal, stored)[0]
                assert len(writer.journal()) == len(journal)  # nothing written if invalid
                assert _text(a.result()) == expected
                assert _text(b.result()) == expected
        finally:
            a.close(), b.close()


def test_a_failed_commit_leaves_the_session_equal_to_the_database(tmp_path):
    db = str(tmp_path / "s.db")
    s = Session.open(db, STATE)
    first = D1
    s.append({"op": "edit", "argument": first, "tau": 0.9})
    with sqlite3.connect(db) as other:  # the next INSERT fails after the action was applied
        other.execute(
            "CREATE TRIGGER refuse BEFORE INSERT ON journal BEGIN SELECT RAISE(ABORT, 'full'); END"
        )
    with pytest.raises(sqlite3.IntegrityError, match="full"):
        s.append({"op": "reject", "argument": first})
    committed = [{"op": "edit", "argument": first, "tau": 0.9}]
    assert _text(s.result()) == _full(committed, s.state)[0]
    assert any(a["id"] == first for a in s.result()["pool"])
    with sqlite3.connect(db) as other:
        other.execute("DROP TRIGGER refuse")
    s.append({"op": "reject", "argument": first})
    assert _text(s.result()) == _full(committed + [{"op": "reject", "argument": first}], s.state)[0]
    s.close()


def test_results_handed_out_earlier_do_not_change(tmp_path):
    live = Evaluation(STATE, (), KB)
    r0 = live.result()
    text = _text(r0)
    live.apply({"op": "edit", "argument": D1, "tau": 0.01, "supports": [D2]})
    live.apply({"op": "accept", "argument": D2})
    live.apply({"op": "reject", "argument": D3})
    assert _text(r0) == text and _text(live.result()) != text
