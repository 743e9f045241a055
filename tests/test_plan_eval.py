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


# ---------------------------------------------------------- clinarg evaluate plan
DATASET = (
    __import__("pathlib").Path(__file__).parent.parent
    / "engine/clinarg/protocols/plan/data/evaluate/careplan.jsonl"
)


def _rows(out):
    return [json.loads(x) for x in (out / "results.jsonl").read_text().splitlines()]


def _strip(rows):
    return sorted(
        ({k: v for k, v in r.items() if k != "timing"} for r in rows), key=lambda r: r["id"]
    )


def _evaluate(out, *extra, dataset=DATASET):
    argv = ["evaluate", "plan", "--dataset", str(dataset), "--out", str(out), "--no-progress"]
    return main(argv + ["--no-plots", *extra])


def test_careplan_reader_records_and_reference_options(tmp_path):
    from clinarg.commands.evaluate import datasets
    from clinarg.errors import FormatError

    items = datasets.read_dataset(DATASET)
    assert len(items) == 6 and {i.kind for i in items} == {"careplan"}
    first = items[0]
    assert first.data["record"] == example_record("falls_depression_polypharmacy")
    assert first.reference == first.data["reference_plan"]
    note = next(i for i in items if i.id == "falls_note_only")
    assert note.data["record"]["title"] == "Care record falls_note_only"
    assert note.data["record"]["facts"] == [] and "diazepam" in note.data["record"]["note"]
    for bad, pointer, words in [
        ({"record": {"id": "x", "title": "t", "facts": ["nope"]}}, "/record", "facts[0]"),
        ({"record": "r", "reference_options": ["nope"]}, "/reference_options/0", "unknown"),
        ({"record": "r", "reference_options": "a"}, "/reference_options", "list of ids"),
    ]:
        path = tmp_path / "d.jsonl"
        path.write_text(json.dumps({"reference_plan": "p", **bad}) + "\n")
        with pytest.raises(FormatError) as info:
            datasets.read_dataset(path)
        assert info.value.line == 1 and info.value.pointer == pointer
        assert words in info.value.message


def test_evaluate_plan_offline_serial_equals_local_and_resumes(tmp_path, capsys):
    assert _evaluate(tmp_path / "s", "--executor", "serial", "--limit", "3") == 0
    text = capsys.readouterr().out
    assert "rouge_l    3" in text and "option_f1" in text
    assert "LLM-as-judge not run on 3 item(s) (no language model" in text
    serial = _rows(tmp_path / "s")
    for r in serial:
        assert r["status"] == "ok" and r["correct"] is None
        assert r["answer"].startswith("Care plan for ")
        d = r["detail"]
        assert d["judge"]["status"] == "not run" and "judge_average" not in d
        assert set(d["F"]) >= set(d["plan"]) and 0 < d["rouge_l"] < 1
    # option F1 against the reference ids: heart_failure_alone's reference also has the
    # dose aid the plan excluded: P = 5/5, R = 5/6, F1 = 10/11
    assert {r["id"]: r["detail"]["option_f1"] for r in serial} == pytest.approx(
        {
            "falls_depression_polypharmacy": 1.0,
            "heart_failure_alone": 10 / 11,
            "stroke_discharge": 1.0,
        }
    )
    summary = json.loads((tmp_path / "s" / "summary.json").read_text())["settings"]["default"]
    assert summary["accuracy"] is None and summary["judge"]["not run"] == 3
    mean = sum(r["detail"]["rouge_l"] for r in serial) / 3
    assert summary["detail_means"]["rouge_l"] == pytest.approx(mean)
    lo, hi = summary["detail_ci95"]["rouge_l"]
    assert lo < mean < hi
    # the local pool gives the same rows
    assert _evaluate(tmp_path / "l", "--executor", "local", "--workers", "2", "--limit", "3") == 0
    assert _strip(_rows(tmp_path / "l")) == _strip(serial)
    # resume: only the items not yet there run
    assert _evaluate(tmp_path / "s", "--executor", "serial", "--limit", "4", "--resume") == 0
    rows = _rows(tmp_path / "s")
    assert [r["id"] for r in rows[3:]] == ["falls_note_only"] and len(rows) == 4


def test_evaluate_plan_timeout_is_recorded(tmp_path, capsys):
    assert (
        _evaluate(tmp_path / "o", "--executor", "serial", "--limit", "1", "--timeout", "1e-6") == 0
    )
    (row,) = _rows(tmp_path / "o")
    assert row["status"] == "timeout" and row["answer"] is None and row["correct"] is None


def _canoe_server(judge_answer):
    """A stub that plays the knowledge backend for CANOE's steps (from the
    prompt's context) and answers the judge with ``judge_answer``."""
    kb = KnowledgePlanBackend()

    def answer(body):
        schema = body["response_format"]["json_schema"]["schema"]
        if schema["required"][0] == "completeness":
            return judge_answer
        task = body["response_format"]["json_schema"]["name"]  # the request's task
        user = body["messages"][-1]["content"]
        ctx = json.JSONDecoder().raw_decode(user.split("Context (JSON):\n", 1)[1])[0]
        return json.dumps(getattr(kb, "_" + task)(ctx))

    return ChatServer(default=("ok", answer))


def _http(server):
    return ["--backend", "http", "--base-url", server.url, "--model", "stub", "--retries", "0"]


def test_evaluate_plan_http_judge_and_replay(tmp_path, capsys):
    from clinarg.commands.evaluate.datasets import read_dataset
    from clinarg.commands.evaluate.protocols import plan_outcome
    from clinarg.llm.cassette import RecordingBackend
    from clinarg.llm.http import OpenAICompatibleBackend

    data = tmp_path / "d.jsonl"
    data.write_text("".join(DATASET.read_text().splitlines(keepends=True)[1:3]))
    with _canoe_server(json.dumps(_judged(4))) as server:
        assert _evaluate(tmp_path / "h", "--executor", "serial", *_http(server), dataset=data) == 0
        assert "LLM-as-judge ok on 2 item(s)" in capsys.readouterr().out
        rows = _rows(tmp_path / "h")
        for r in rows:
            d = r["detail"]
            assert d["judge"]["status"] == "ok" and d["judge_safety"] == 5.0
            assert d["judge_average"] == 4.25 and d["judge"]["rationales"]["validity"]
            assert r["backend"]["tokens"]["prompt_tokens"] == 10 * r["backend"]["calls"]
        # the same plans as offline
        offline = {r["id"]: r for r in _rows_offline(tmp_path, data)}
        assert all(r["answer"] == offline[r["id"]]["answer"] for r in rows)
        # a cassette of the same requests, then replayed by evaluate (no server needed)
        cassette = str(tmp_path / "c.json")
        rec = RecordingBackend(OpenAICompatibleBackend(server.url, "stub", max_retries=0), cassette)
        recorded = [plan_outcome(dict(i.data), rec, judge=True) for i in read_dataset(data)]
        rec.save()
    assert _evaluate(tmp_path / "r", "--executor", "local", "--replay", cassette, dataset=data) == 0
    replayed = {r["id"]: r for r in _rows(tmp_path / "r")}
    for item, outcome in zip(read_dataset(data), recorded, strict=True):
        assert replayed[item.id]["answer"] == outcome["answer"]
        assert (
            replayed[item.id]["detail"]["judge"]["scores"] == outcome["detail"]["judge"]["scores"]
        )
    # a malformed judge answer: the item still ran, its judge is recorded as failed
    with _canoe_server(json.dumps(_judged(9))) as server:
        one = tmp_path / "one.jsonl"
        one.write_text(DATASET.read_text().splitlines(keepends=True)[1])
        assert _evaluate(tmp_path / "m", "--executor", "serial", *_http(server), dataset=one) == 0
    (row,) = _rows(tmp_path / "m")
    assert row["status"] == "ok" and row["detail"]["judge"]["status"] == "failed"
    assert "judge_average" not in row["detail"] and "rouge_l" in row["detail"]


def _rows_offline(tmp_path, data):
    assert _evaluate(tmp_path / "off", "--executor", "serial", dataset=data) == 0
    return _rows(tmp_path / "off")


def test_extra_metrics_hook_through_evaluate(tmp_path, capsys):
    from clinarg.commands.evaluate.registry import PROTOCOLS, plan_protocol, register

    register(plan_protocol("plan-extra", {"alignscore": lambda ref, gen, ctx: 0.5}))
    try:
        argv = ["evaluate", "plan-extra", "--dataset", str(DATASET), "--out", str(tmp_path / "o")]
        assert main(argv + ["--executor", "serial", "--limit", "2", "--no-progress"]) == 0
    finally:
        del PROTOCOLS["plan-extra"]
    out = capsys.readouterr().out
    assert any(line.split()[1:4] == ["alignscore", "2", "0.500"] for line in out.splitlines())
    assert all(r["detail"]["alignscore"] == 0.5 for r in _rows(tmp_path / "o"))


def test_mean_interval_hand_computed():
    from clinarg.commands.evaluate.summary import mean_interval, summarize

    # mean 0.4, sd 0.2, se 0.2 / sqrt(3); t(0.975, 2) = 4.302653
    lo, hi = mean_interval([0.2, 0.4, 0.6])
    half = 4.302653 * 0.2 / 3**0.5
    assert (lo, hi) == pytest.approx((0.4 - half, 0.4 + half), abs=1e-6)
    assert mean_interval([0.3]) is None
    rows = [{"setting": "d", "status": "ok", "detail": {"x": v}} for v in (0.2, 0.4, 0.6)]
    rows.append({"setting": "d", "status": "failed", "detail": {"x": 9.0}})  # did not run
    s = summarize(rows)["d"]
    assert s["detail_n"] == {"x": 3} and s["detail_ci95"]["x"] == pytest.approx([lo, hi])


def test_failed_wording_is_shown_not_raised(planned):
    from clinarg.protocols.plan.render import render_text, to_document

    state, result = planned["stroke_discharge"]

    class Down:
        def describe(self):
            return {"name": "down"}

        def complete(self, request):
            from clinarg.errors import BackendTimeout

            raise BackendTimeout("no answer in 60 s")

    w = word_plan(state, result, Down())
    assert w["text"] is None and w["error"] == {
        "type": "BackendTimeout",
        "message": "no answer in 60 s",
    }
    text = render_text(to_document(state, result, None, w))
    assert "The plan as worded by the coordinator (down):" in text
    assert "(wording failed: no answer in 60 s)" in text
    assert "1. Speech and swallowing assessment" in text  # the traced plan is still there
