"""The debate over the OpenAI-compatible HTTP backend, against a small
chat-completions server started here on 127.0.0.1 that answers every
request with an instance of the JSON schema it was sent."""

import json

import pytest

from clinarg.cli import main
from clinarg.llm.http import OpenAICompatibleBackend
from clinarg.protocols.debate import Settings, example_case, run_debate, to_document
from llm_stub import ChatServer, backend_args


def instance(schema, n):
    """A value valid under ``schema``; ``n`` picks among enum values."""
    t = schema.get("type")
    if "enum" in schema:
        return schema["enum"][n % len(schema["enum"])]
    if isinstance(t, list):
        return None if "null" in t else instance(dict(schema, type=t[0]), n)
    if t == "object":
        return {k: instance(v, n) for k, v in schema["properties"].items()}
    if t == "array":
        return []
    if t == "string":
        return "because"
    if t == "number":
        return 0.6
    if t == "boolean":
        return True
    raise AssertionError(schema)


@pytest.fixture
def server():
    """Answers every request with an instance of the schema it was sent."""
    s = ChatServer(usage={"prompt_tokens": 3, "completion_tokens": 2})

    def answer(body):
        schema = body["response_format"]["json_schema"]["schema"]
        return json.dumps(instance(schema, len(s.requests)))

    s.default = ("ok", answer)
    with s:
        yield s


def test_debate_runs_over_http(server):
    backend = OpenAICompatibleBackend(server.url, "stub-model", "k", timeout=5.0)
    r = run_debate(
        example_case("myocarditis_after_flu"), backend, settings=Settings(agents=3, max_rounds=2)
    )
    doc = to_document(r)
    assert doc["stats"]["failed_calls"] == 0
    assert len(server.bodies) == doc["stats"]["calls"]
    tasks = [e["task"] for e in r.trace]
    assert tasks[0] == "imap" and tasks.count("initial") == 3
    assert r.stop["rule"] in ("unanimity", "max_rounds", "early_stop", "tie_breaker")
    # the model's empty imap leaves the candidates to the case's differential
    assert r.candidates == list(example_case("myocarditis_after_flu").candidates)
    first = server.bodies[0]
    assert first["model"] == "stub-model"
    assert first["response_format"]["json_schema"]["name"] == "imap"
    names = {b["response_format"]["json_schema"]["name"] for b in server.bodies}
    assert {"imap", "initial", "refined"} <= names
    assert doc["rounds"] and doc["rounds"][0]["groups"]


def test_cli_http_backend_and_record(server, tmp_path, capsys):
    path = str(tmp_path / "c.json")
    argv = ["debate", "--example", "glandular_fever", "--agents", "2", "--max-rounds", "1"]
    argv += ["--output", "json"]
    http = backend_args(server.url)
    assert main(argv + http + ["--record", path]) == 0
    recorded = capsys.readouterr().out
    calls = len(server.bodies)
    assert main(argv + ["--replay", path]) == 0
    assert capsys.readouterr().out == recorded
    assert len(server.bodies) == calls  # the replay made no request
