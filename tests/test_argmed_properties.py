"""Definitions 2, 3 and 4 of ArgMed-Agents as properties over random dialogues.

Hypothesis drives a random Generator and Verifier (any answer the protocol
allows, including repetitions, malformed comparisons and backend failures);
the Reasoner runs on a brute-force preferred-extension oracle, so these
properties test the reasoner logic independently of the solver, and the
solver is compared against the oracle when it is installed.
"""

from hypothesis import given, settings
from hypothesis import strategies as st

from clinarg.errors import BackendError, BackendTimeout
from clinarg.llm.base import Completion, validate_answer
from clinarg.protocols.reason.case import parse_case
from clinarg.protocols.reason.dialogue import run_dialogue
from clinarg.protocols.reason.framework import ArgMedFramework
from clinarg.protocols.reason.reasoner import reason
from clinarg.protocols.reason.schemes import SCHEMES

from naive_dung import naive_extensions

CASE = parse_case({"patient": {"facts": ["hypertension"]}, "goal": "lower_blood_pressure"})
DECISIONS = ["d1", "d2", "d3", "d4", "d5"]
EFFECTS = ["s1", "s2", "s3"]


class RandomBackend:
    """Every answer drawn by hypothesis; schema-valid unless it fails on purpose."""

    def __init__(self, data, failures: bool, derive_bias: int = 5, self_bias: int = 5):
        self.data = data
        self.failures = failures
        # out of 10: how often a question rejects, for questions that derive
        # a scheme and for those that make the argument attack itself
        self.derive_bias = derive_bias
        self.self_bias = self_bias

    def describe(self):
        return {"name": "random"}

    def complete(self, request):
        draw = self.data.draw
        if self.failures and draw(st.integers(0, 19)) == 0:
            raise BackendTimeout("drawn failure")
        kind, _, what = request.task.partition(":")
        if kind == "verify":
            scheme, _, cq = what.partition(".")
            derives = bool(SCHEMES[scheme].question(cq).derives)
            bias = self.derive_bias if derives else self.self_bias
            value = {"rejected": draw(st.integers(0, 9)) < bias, "reason": "drawn"}
        elif not draw(st.integers(0, 5)):
            value = {k: None for k in request.schema["properties"]}
            value.update(found=False, text="none")
        elif what in ("ASD", "ASSE"):
            pool = DECISIONS if what == "ASD" else EFFECTS
            fresh = [x for x in pool if x not in request.context["exclude"]]
            # mostly a new value; sometimes a repetition the guard must drop
            choice = draw(st.sampled_from(fresh if fresh and draw(st.integers(0, 4)) else pool))
            key = "decision" if what == "ASD" else "side_effect"
            value = {"found": True, key: choice, "text": "drawn", "evidence": None}
        else:
            pair = list(request.context["variables"]["decisions"])
            if draw(st.booleans()):
                pair.reverse()
            if draw(st.integers(0, 9)) == 0:
                pair[0] = "someone else"  # malformed: not the two decisions
            value = {
                "found": True,
                "better": pair[0],
                "worse": pair[1],
                "criterion": "drawn",
                "text": "better",
                "evidence": None,
            }
        validate_answer(value, request.schema)
        return Completion(value=value)


def preferred_oracle(af):
    """Preferred extensions by brute force (the Dung tests' oracle)."""
    return naive_extensions(af, "PR")


dialogues = st.tuples(
    st.data(),
    st.integers(1, 3),
    st.integers(1, 2),
    st.booleans(),
    st.sampled_from([3, 6, 9]),
    st.sampled_from([0, 1, 3, 6]),
)


def _run(params):
    data, limit, max_se, failures, derive_bias, self_bias = params
    record = run_dialogue(
        CASE,
        RandomBackend(data, failures, derive_bias, self_bias),
        limit=limit,
        max_side_effects=max_se,
    )
    return record, limit, max_se


@settings(max_examples=300)
@given(dialogues)
def test_definition_2_and_dialogue_bounds(params):
    record, limit, max_se = _run(params)
    fw = ArgMedFramework.from_dialogue(record)
    kinds = {a.id: a.kind for a in fw.graph.arguments}
    # Definition 1: decisions are exactly the ASD arguments
    assert {a for a, k in kinds.items() if k == "decision"} == {
        a.id for a in record.arguments if a.scheme == "ASD"
    }
    attacks = set(fw.to_af().attacks())
    decisions = fw.decisions
    # Definition 2: every two different decisions attack each other ...
    for a in decisions:
        for b in decisions:
            if a != b:
                assert (a, b) in attacks
    # ... and no decision attacks a belief
    assert not [(a, b) for a, b in attacks if kinds[a] == "decision" and kinds[b] == "belief"]
    # every attack a dialogue adds follows a rule of Table 3
    for src, dst, rule in record.attacks:
        if rule == "self":
            assert src == dst
        else:
            scheme, cq = rule.split(".")
            q = SCHEMES[scheme].question(cq)
            assert q.derives and record.argument(src).scheme in q.derives
    # bounds: dialogue limit, side effects per decision, no repeated argument
    assert len(decisions) <= limit
    per_decision = {}
    for a in record.arguments:
        if a.scheme == "ASSE":
            per_decision.setdefault(a.variables["decision"], []).append(a)
    assert all(len(v) <= max_se * limit for v in per_decision.values())
    keys = [
        (a.scheme, tuple(sorted((k, str(v)) for k, v in a.variables.items())))
        for a in record.arguments
    ]
    assert len(keys) == len(set(keys))
    # a failed call is in the trace and never ends the run
    assert all(
        e.get("error") is None or e["answer"] is None or "failed" in e["outcome"]
        for e in record.trace
        if "task" in e
    )


@settings(max_examples=300)
@given(dialogues)
def test_definitions_3_and_4(params):
    record, _, _ = _run(params)
    fw = ArgMedFramework.from_dialogue(record)
    verdict = reason(fw, solver=preferred_oracle)
    exts = preferred_oracle(fw.to_af())
    decisions = set(fw.decisions)
    with_decision = [e for e in exts if e & decisions]
    # Definition 4: abstain exactly when no preferred extension holds a decision
    assert verdict.abstained == (not with_decision)
    assert (verdict.reason is not None) == verdict.abstained
    # Definition 3: one support per extension with a decision; the rest is explanation
    assert len(verdict.supports) == len(with_decision)
    for s in verdict.supports:
        ext = frozenset(s.extension)
        assert ext in exts and s.decision in ext
        assert set(s.explanation) == ext - decisions
        assert len(ext & decisions) == 1  # decisions attack each other
    # the verdict's extensions are the preferred ones; none holds an argument
    # attacked from inside it (a self-attacking one included), so a supported
    # decision is never attacked by its own extension
    assert {frozenset(e) for e in verdict.extensions} == set(exts)
    attacks = set(fw.to_af().attacks())
    for e in verdict.extensions:
        assert not any((a, b) in attacks for a in e for b in e)


@settings(max_examples=100)
@given(dialogues)
def test_solver_agrees_with_oracle_on_dialogue_frameworks(params):
    record, _, _ = _run(params)
    fw = ArgMedFramework.from_dialogue(record)
    assert reason(fw) == reason(fw, solver=preferred_oracle)


def test_backend_failure_is_recorded_not_raised():
    class Down:
        def describe(self):
            return {"name": "down"}

        def complete(self, request):
            raise BackendError("server down")

    record = run_dialogue(CASE, Down())
    assert record.arguments == []
    assert record.trace[0]["error"] == {"type": "BackendError", "message": "server down"}
    verdict = reason(ArgMedFramework.from_dialogue(record), solver=preferred_oracle)
    assert verdict.abstained


def test_invalid_answer_from_any_backend_is_recorded():
    class Sloppy:
        def describe(self):
            return {"name": "sloppy"}

        def complete(self, request):
            return Completion({"found": "yes"})

    record = run_dialogue(CASE, Sloppy())
    assert record.arguments == []
    assert record.trace[0]["error"]["type"] == "BackendResponseError"
