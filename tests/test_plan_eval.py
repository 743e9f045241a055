"""CANOE's plan wording (section 4.5) and its evaluation (section 5.3-5.5):
the wording step offline and through a stub server, ROUGE-L and FKGL on
hand-computed texts, the LLM-as-judge through the adapter, and ``clinarg
evaluate plan`` over the care-plan data set."""

import json

import pytest

from clinarg.cli import main
from clinarg.protocols.plan import (
    KnowledgePlanBackend,
    evaluate,
    example_names,
    example_record,
    generate,
)
from clinarg.protocols.plan.wording import word_plan, wording_context
from llm_stub import ChatServer


@pytest.fixture(scope="module")
def planned():
    out = {}
    for name in example_names():
        state = generate(example_record(name), KnowledgePlanBackend())
        out[name] = (state, evaluate(state))
    return out


# ------------------------------------------------------------------ wording
def test_offline_wording_words_every_item_from_its_trace(planned):
    for state, result in planned.values():
        w = word_plan(state, result, KnowledgePlanBackend())
        assert w["error"] is None and w["by"]["backend"] == "knowledge"
        assert [x["option"] for x in w["items"]] == [i["option"] for i in result["plan"]]
        text = w["text"]
        for item in result["plan"]:
            assert f"{item['rank']}. {item['title']}." in text
            best = max(
                (a for a in item["arguments"] if a["stance"] == "support"),
                key=lambda a: a["strength"],
            )
            assert best["text"] in text
        for x in result["excluded"]:
            assert x["why"] in w["summary"]
        # deterministic
        assert word_plan(state, result, KnowledgePlanBackend())["text"] == text


def _server(answer):
    return ChatServer(default=("ok", answer), usage=None)


def test_http_wording_is_validated_and_recorded_not_raised(planned):
    state, result = planned["stroke_discharge"]
    from clinarg.llm.http import OpenAICompatibleBackend

    options = [i["option"] for i in result["plan"]]
    good = {"summary": "Plan.", "items": [{"option": o, "text": f"Do {o}."} for o in options]}
    with _server(json.dumps(good)) as server:
        w = word_plan(state, result, OpenAICompatibleBackend(server.url, "stub", max_retries=0))
        assert w["error"] is None and w["text"].startswith("Plan.\n")
        assert "1. Do swallow_assessment." in w["text"]
        sent = server.bodies[0]
        assert sent["response_format"]["json_schema"]["schema"]["required"] == ["summary", "items"]
        user = sent["messages"][-1]["content"].split("Context (JSON):\n", 1)[1]
        ctx = json.JSONDecoder().raw_decode(user)[0]
        assert ctx == json.loads(json.dumps(wording_context(state, result)))
    # an item left out: unfaithful, recorded as the error
    dropped = dict(good, items=good["items"][1:])
    with _server(json.dumps(dropped)) as server:
        w = word_plan(state, result, OpenAICompatibleBackend(server.url, "stub", max_retries=0))
        assert w["text"] is None and "each plan item once" in w["error"]["message"]
    # an option that is not in the plan breaks the schema
    extra = dict(good, items=[{"option": "caregiver_respite_x", "text": "x"}])
    with _server(json.dumps(extra)) as server:
        w = word_plan(state, result, OpenAICompatibleBackend(server.url, "stub", max_retries=0))
        assert w["text"] is None and w["error"]["type"] == "BackendResponseError"


def test_plan_text_in_cli_output(capsys):
    assert main(["plan", "--example", "heart_failure_alone", "--output", "json"]) == 0
    doc = json.loads(capsys.readouterr().out)
    assert doc["plan_text"]["error"] is None
    assert doc["plan_text"]["text"].startswith("Care plan for heart failure")
    assert main(["plan", "--example", "heart_failure_alone"]) == 0
    text = capsys.readouterr().out
    assert "The plan as worded by the coordinator (knowledge):" in text
    assert "  Care plan for heart failure" in text
