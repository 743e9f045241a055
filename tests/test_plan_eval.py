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


# ------------------------------------------------------------------ metrics
def test_rouge_l_hand_computed():
    from clinarg.protocols.plan.metrics import rouge_l

    # LCS(police killed the gunman, police kill the gunman) = police the gunman: 3 of 4
    r = rouge_l("police killed the gunman", "police kill the gunman")
    assert (r["precision"], r["recall"], r["f"]) == (0.75, 0.75, 0.75)
    # with the stemmer killed -> kill: all four tokens
    assert rouge_l("police killed the gunman", "police kill the gunman", stemmer=True)["f"] == 1.0
    # 7 reference tokens, 5 generated, LCS "review medicines today" = 3:
    # P = 3/5, R = 3/7, F = 2PR / (P + R) = (18/35) / (36/35) = 0.5
    r = rouge_l("Start the review of all medicines today.", "Review, medicines and start TODAY!")
    assert r["precision"] == pytest.approx(3 / 5)
    assert r["recall"] == pytest.approx(3 / 7)
    assert r["f"] == pytest.approx(0.5)
    assert rouge_l("a b", "c d")["f"] == 0.0


def test_fkgl_hand_computed():
    from clinarg.errors import ParameterError
    from clinarg.protocols.plan.metrics import fkgl

    # W = 4, S = 1, B = take 1 + one 1 + tab-let 2 + dai-ly 2 = 6:
    # 0.39 * 4 + 11.8 * 6 / 4 - 15.59 = 1.56 + 17.7 - 15.59 = 3.67
    assert fkgl("Take one tablet daily.") == pytest.approx(3.67)
    # W = 9, S = 2, B = 10 (hap-py): 0.39 * 4.5 + 11.8 * 10 / 9 - 15.59
    assert fkgl("The cat sat on the mat. It was happy.") == pytest.approx(
        0.39 * 4.5 + 11.8 * 10 / 9 - 15.59
    )
    with pytest.raises(ParameterError, match="without words"):
        fkgl(" ... ")
    with pytest.raises(ParameterError, match="string"):
        fkgl(None)


def _judged(score=4):
    from clinarg.protocols.plan.metrics import CRITERIA

    return {c: {"score": score + (c == "safety"), "rationale": f"{c} fine"} for c in CRITERIA}


def test_judge_through_the_stub_recorded_and_replayed(tmp_path):
    from clinarg.llm.cassette import RecordingBackend, ReplayBackend
    from clinarg.llm.http import OpenAICompatibleBackend
    from clinarg.protocols.plan.metrics import judge

    args = dict(patient="Lives alone.", evidence="G-1 Falls.", reference="Do A.", generated="A.")
    path = str(tmp_path / "judge.json")
    with _server(json.dumps(_judged(3))) as server:
        rec = RecordingBackend(OpenAICompatibleBackend(server.url, "stub", max_retries=0), path)
        j = judge(rec, **args)
        rec.save()
        body = server.bodies[0]
        assert body["messages"][0]["content"].startswith("You are an expert clinical evaluator")
        user = body["messages"][-1]["content"]
        for part in ("Patient information:\nLives alone.", "Reference plan:\nDo A.", "Safety"):
            assert part in user
    assert j["status"] == "ok" and j["error"] is None
    assert j["scores"] == {"completeness": 3, "validity": 3, "coherence": 3, "safety": 4}
    assert j["average"] == 3.25 and j["rationales"]["safety"] == "safety fine"
    again = judge(ReplayBackend(path), **args)
    assert {k: again[k] for k in ("scores", "rationales", "average")} == {
        k: j[k] for k in ("scores", "rationales", "average")
    }


@pytest.mark.parametrize(
    "content, words",
    [
        (json.dumps(_judged(6)), "6 is greater than the maximum"),  # a score out of 1..5
        (json.dumps({"completeness": {"score": 3, "rationale": "x"}}), "'validity'"),
        ("the plan looks fine to me", "JSON"),  # not JSON at all
    ],
)
def test_malformed_judge_answer_is_recorded_not_raised(content, words):
    from clinarg.llm.http import OpenAICompatibleBackend
    from clinarg.protocols.plan.metrics import plan_metrics

    with _server(content) as server:
        backend = OpenAICompatibleBackend(server.url, "stub", max_retries=0)
        m = plan_metrics("Do A.", "Do A and B.", judge_backend=backend)
    assert m["judge"]["status"] == "failed" and m["judge"]["scores"] is None
    assert words in m["judge"]["error"]["message"]
    assert "judge_average" not in m and m["rouge_l"] > 0


def test_offline_judge_is_not_run_and_extra_metrics_hook():
    from clinarg.errors import ParameterError
    from clinarg.protocols.plan.metrics import option_scores, plan_metrics

    seen = []

    def alignscore(reference, generated, context):
        seen.append(context["evidence"])
        return 0.25

    m = plan_metrics(
        "Review medicines.",
        "Review the medicines.",
        context={"patient": "p", "evidence": "E"},
        extra_metrics={"alignscore": alignscore},
    )
    assert m["judge"] == {
        "status": "not run",
        "reason": "no language model: the judge needs --backend http or --replay",
        "scores": None,
        "average": None,
    }
    assert not any(k.startswith("judge_") for k in m)
    assert m["alignscore"] == 0.25 and seen == ["E"]
    with pytest.raises(ParameterError, match="not a finite number"):
        plan_metrics("a", "a", extra_metrics={"medcon": lambda r, g, c: float("nan")})
    with pytest.raises(ParameterError, match="callables"):
        plan_metrics("a", "a", extra_metrics={"medcon": 0.5})
    assert option_scores(["a", "b"], ["a", "b"])["option_f1"] == 1.0
    assert option_scores(["a", "b", "c", "d"], ["a", "e"]) == {
        "option_precision": 0.5,
        "option_recall": 0.25,
        "option_f1": pytest.approx(1 / 3),
    }
