"""The knowledge backend over random cases written in its vocabulary."""

from hypothesis import given, settings
from hypothesis import strategies as st

from clinarg.protocols.reason import reason_case
from clinarg.protocols.reason.knowledge import KnowledgeBase

KB = KnowledgeBase.default()


@st.composite
def cases(draw):
    goal = draw(st.sampled_from(sorted(KB.goals)))
    facts = draw(st.lists(st.sampled_from(sorted(KB.facts)), unique=True, max_size=6))
    doc = {"patient": {"facts": facts}, "goal": goal}
    if draw(st.booleans()):
        doc["patient"]["age"] = draw(st.integers(18, 95))
    serving = [t for t in KB.treatments if KB.serves(t, goal)]
    if draw(st.booleans()):
        doc["options"] = draw(
            st.lists(st.sampled_from(serving), unique=True, min_size=1, max_size=4)
        )
    return doc, draw(st.integers(1, 5))


@settings(max_examples=60)
@given(cases())
def test_any_case_in_the_vocabulary(params):
    doc, limit = params
    result = reason_case(doc, limit=limit)
    record, fw, verdict = result.record, result.framework, result.verdict
    assert not [e for e in record.trace if e.get("error")]
    assert 1 <= len(fw.decisions) <= limit
    decided = [record.argument(d).variables["decision"] for d in fw.decisions]
    if "options" in doc:
        assert set(decided) <= set(doc["options"])  # ameliorations stay within them too
    # the Verifier agrees with the Generator: a raised side effect is never
    # judged acceptable or without evidence, a comparison never without
    # evidence; a belief attacks itself only when its side effect can be
    # ameliorated (ASSE.CQ3, Figure 2's reading)
    rejected = {
        e["task"] for e in record.trace if e["role"] == "verifier" and e["answer"]["rejected"]
    }
    assert not rejected & {"verify:ASSE.CQ1", "verify:ASSE.CQ2", "verify:ASBD.CQ1"}
    for src, _, rule in fw.rules:
        if rule == "self" and record.argument(src).scheme != "ASD":
            assert record.argument(src).scheme == "ASSE"
            assert any(
                e["role"] == "verifier"
                and e["argument"] == src
                and e["task"] == "verify:ASSE.CQ3"
                and e["answer"]["rejected"]
                for e in record.trace
            )
    # a supported decision has no belief attacking it (beliefs are attacked
    # only by themselves, so such an attack could not be defended)
    beliefs = set(fw.beliefs)
    for d in verdict.decisions:
        assert not [a for a, _ in fw.attackers(d) if a in beliefs]
    # the supported decisions serve the goal and are not contraindicated
    facts = result.case.patient_facts(KB)
    for d in verdict.decisions:
        term = record.argument(d).variables["decision"]
        assert KB.serves(term, doc["goal"])
        assert not [c for c in KB.concerns(term, facts)]
