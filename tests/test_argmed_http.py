"""The OpenAI-compatible HTTP backend against a small chat-completions server
started here on 127.0.0.1 (a real socket, http.server in a thread)."""

import json

import pytest

from clinarg.errors import BackendHTTPError, BackendResponseError, BackendTimeout
from clinarg.llm.base import Request
from clinarg.llm.http import OpenAICompatibleBackend
from clinarg.protocols.reason.case import parse_case
from clinarg.protocols.reason.dialogue import run_dialogue
from clinarg.protocols.reason.prompts import VERIFY_SCHEMA
from llm_stub import GOOD, ChatServer, backend_args


@pytest.fixture
def server():
    with ChatServer() as s:
        yield s


def backend(server, **kw):
    sleeps = []
    kw.setdefault("timeout", 2.0)
    b = OpenAICompatibleBackend(
        server.url, "test-model", "secret-key", backoff=0.01, sleep=sleeps.append, **kw
    )
    return b, sleeps


REQUEST = Request(
    role="verifier",
    task="verify:ASD.CQ1",
    system="You verify.",
    prompt="Is there evidence?",
    schema=VERIFY_SCHEMA,
)


def test_good_answer_with_structured_output_and_usage(server):
    b, sleeps = backend(server, temperature=0.2, seed=7)
    c = b.complete(REQUEST)
    assert c.value == {"rejected": False, "reason": "fine"}
    assert c.usage == {"prompt_tokens": 10, "completion_tokens": 5, "total_tokens": 15}
    assert c.attempts == 1 and sleeps == []
    sent = server.requests[0]
    assert sent["path"] == "/v1/chat/completions"
    assert sent["auth"] == "Bearer secret-key"
    body = sent["body"]
    assert body["model"] == "test-model" and body["temperature"] == 0.2 and body["seed"] == 7
    assert body["response_format"]["type"] == "json_schema"
    assert body["response_format"]["json_schema"]["schema"] == VERIFY_SCHEMA
    assert [m["role"] for m in body["messages"]] == ["system", "user"]
    assert "secret-key" not in json.dumps(b.describe())


def test_500_then_success_is_retried(server):
    server.script = [("status", 500), ("status", 503)]
    b, sleeps = backend(server)
    c = b.complete(REQUEST)
    assert c.value["rejected"] is False and c.attempts == 3
    assert sleeps == [0.01, 0.02]  # exponential backoff


def test_429_honours_retry_after(server):
    server.script = [("status", 429)]
    b, sleeps = backend(server)
    assert b.complete(REQUEST).attempts == 2
    assert sleeps == [0.0]


def test_persistent_500_raises_typed_error(server):
    server.script = [("status", 500)] * 4
    b, _ = backend(server, max_retries=3)
    with pytest.raises(BackendHTTPError) as info:
        b.complete(REQUEST)
    assert info.value.status == 500 and len(server.requests) == 4


def test_timeout_is_retried_then_typed(server):
    server.script = [("sleep", 0.6), ("sleep", 0.6)]
    b, sleeps = backend(server, timeout=0.2, max_retries=1)
    with pytest.raises(BackendTimeout):
        b.complete(REQUEST)
    assert len(sleeps) == 1


def test_timeout_then_success(server):
    server.script = [("sleep", 0.6)]
    b, _ = backend(server, timeout=0.2, max_retries=2)
    assert b.complete(REQUEST).attempts == 2


def test_dropped_connection_is_retried(server):
    server.script = [("drop", None)]
    b, sleeps = backend(server)
    assert b.complete(REQUEST).attempts == 2 and len(sleeps) == 1


def test_malformed_json_gets_one_repair(server):
    server.script = [("ok", "Sure! {rejected: no}"), ("ok", "```json\n" + GOOD + "\n```")]
    b, _ = backend(server)
    c = b.complete(REQUEST)
    assert c.value == {"rejected": False, "reason": "fine"}
    repair = server.requests[1]["body"]["messages"]
    assert repair[-2] == {"role": "assistant", "content": "Sure! {rejected: no}"}
    assert "not valid" in repair[-1]["content"]
    assert c.usage["total_tokens"] == 30  # summed over the repair


def test_schema_violation_twice_raises_typed_error(server):
    bad = json.dumps({"rejected": "maybe", "reason": "hm"})
    server.script = [("ok", bad), ("ok", bad)]
    b, _ = backend(server)
    with pytest.raises(BackendResponseError, match="after one repair attempt"):
        b.complete(REQUEST)
    assert len(server.requests) == 2


def test_reply_that_is_not_json_at_all(server):
    server.script = [("raw", "<html>gateway</html>")]
    b, _ = backend(server)
    with pytest.raises(BackendResponseError, match="not JSON"):
        b.complete(REQUEST)


def test_nan_in_an_answer_is_not_json(server):
    """Python's json accepts NaN, and jsonschema's bounds never reject it: the
    answer would pass validation and the recorded cassette would not load."""
    nan = '{"rejected": false, "reason": "fine", "confidence": NaN}'
    server.script = [("ok", nan), ("ok", nan)]
    b, _ = backend(server)
    with pytest.raises(BackendResponseError, match="NaN is not valid JSON"):
        b.complete(REQUEST)


def test_attempts_count_the_posts_of_an_unusable_reply(server):
    """A 500, then a reply that is not JSON: two posts, both counted."""
    server.script = [("status", 500), ("raw", "<html>gateway</html>")]
    b, _ = backend(server)
    with pytest.raises(BackendResponseError) as info:
        b.complete(REQUEST)
    assert info.value.attempts == 2 == len(server.requests)


def test_server_without_json_schema_support_falls_back(server):
    server.script = [("status", 400)]
    b, _ = backend(server)
    assert b.complete(REQUEST).value["reason"] == "fine"
    assert server.requests[1]["body"]["response_format"] == {"type": "json_object"}
    assert b.describe()["structured_output"] == "json_object"


def test_configuration_errors(monkeypatch):
    for var in ("CLINARG_LLM_BASE_URL", "OPENAI_BASE_URL", "CLINARG_LLM_MODEL", "OPENAI_MODEL"):
        monkeypatch.delenv(var, raising=False)
    with pytest.raises(ValueError, match="base URL"):
        OpenAICompatibleBackend()
    with pytest.raises(ValueError, match="model"):
        OpenAICompatibleBackend("http://127.0.0.1:9/v1")
    with pytest.raises(ValueError, match="http"):
        OpenAICompatibleBackend("file:///etc/passwd", "m")
    monkeypatch.setenv("CLINARG_LLM_BASE_URL", "http://127.0.0.1:9/v1")
    monkeypatch.setenv("CLINARG_LLM_MODEL", "env-model")
    assert OpenAICompatibleBackend().describe()["model"] == "env-model"


def _scripted_agent(body):
    """A tiny 'model': answers by the schema it is asked for."""
    props = body["response_format"]["json_schema"]["schema"]["properties"]
    prompt = body["messages"][-1]["content"]
    if "rejected" in props:
        return json.dumps({"rejected": "Critical question ASD.CQ2" in prompt, "reason": "scripted"})
    if "side_effect" in props:
        return json.dumps(
            {
                "found": "already discussed" not in prompt,
                "side_effect": "dry cough",
                "text": "It causes a dry cough.",
                "evidence": None,
            }
        )
    if "decision" in props:
        return json.dumps(
            {
                "found": True,
                "decision": "ACE inhibitor",
                "text": "Give an ACE inhibitor.",
                "evidence": "PROGRESS",
            }
        )
    return json.dumps(
        {
            "found": False,
            "better": None,
            "worse": None,
            "criterion": None,
            "text": "no",
            "evidence": None,
        }
    )


def test_dialogue_survives_failures_and_counts_usage(server):
    server.default = ("ok", _scripted_agent)
    # the 2nd call fails for good (500 on every retry); the run goes on
    server.script = [("ok", _scripted_agent)] + [("status", 500)] * 2
    b, _ = backend(server, max_retries=1)
    case = parse_case({"patient": {"facts": ["hypertension"]}, "goal": "lower_blood_pressure"})
    record = run_dialogue(case, b)
    errors = [e for e in record.trace if e.get("error")]
    assert len(errors) == 1 and errors[0]["error"]["type"] == "BackendHTTPError"
    assert [a.scheme for a in record.arguments] == ["ASD", "ASSE"]
    assert ("A2", "A1", "ASD.CQ2") in record.attacks
    stats = record.stats()
    assert stats["failed_calls"] == 1
    assert stats["tokens"]["total_tokens"] == 15 * (stats["calls"] - 1)


def test_cli_http_backend_record_and_replay(server, tmp_path, capsys, monkeypatch):
    from clinarg.cli import main

    server.default = ("ok", _scripted_agent)
    monkeypatch.setenv("CLINARG_TEST_KEY", "k-123")
    cassette = tmp_path / "http.json"
    argv = ["reason", "--example", "stroke_hypertension", "--output", "json"]
    status = main(
        argv
        + [
            *backend_args(server.url),
            "--api-key-env",
            "CLINARG_TEST_KEY",
            "--temperature",
            "0.3",
            "--seed",
            "11",
            "--record",
            str(cassette),
        ]
    )
    first = capsys.readouterr().out
    assert status == 0
    assert server.requests[0]["auth"] == "Bearer k-123"
    assert "k-123" not in cassette.read_text()
    doc = json.loads(first)
    assert doc["run"]["backend"]["temperature"] == 0.3 and doc["run"]["backend"]["seed"] == 11
    assert doc["run"]["tokens"]["total_tokens"] == 15 * doc["run"]["calls"]
    assert main(argv + ["--replay", str(cassette)]) == 0
    assert capsys.readouterr().out == first
