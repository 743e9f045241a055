"""Agents answered by an ArgMed backend: schemas, validation, failures, record/replay."""

import json

import pytest

from clinarg.cli import main
from clinarg.errors import BackendError, ParameterError
from clinarg.llm import Completion
from clinarg.llm.cassette import RecordingBackend, ReplayBackend
from clinarg.protocols.diagnose.adapter import BackendAgent, backend_agents
from clinarg.protocols.diagnose.agents import ROLES, AgentRequest
from clinarg.protocols.diagnose.cases import load_example
from clinarg.protocols.diagnose.knowledge import KnowledgeBase
from clinarg.protocols.diagnose.orchestrator import Orchestrator
from llm_stub import backend_args

KB = KnowledgeBase.load()


class Scripted:
    """A stand-in language model: answers each role from the structured context."""

    def __init__(self):
        self.calls = []

    def describe(self):
        return {"name": "scripted"}

    def complete(self, request):
        self.calls.append(request)
        ctx = request.context
        if request.role in ("history", "examination", "laboratory", "imaging"):
            wanted = [f for f in ctx["missing"] if f in ctx["options"]]
            rest = [f for f in ctx["options"] if f not in wanted]
            return Completion({"requests": (wanted + rest)[: ctx["max_items"]]})
        if request.role == "diagnosis":
            post = KB.posterior(ctx["evidence"])
            ranked = sorted(zip(KB.diagnoses, post), key=lambda x: -x[1])[:3]
            return Completion(
                {
                    "hypotheses": [
                        {"diagnosis": d, "confidence": round(float(c), 4)} for d, c in ranked
                    ]
                }
            )
        top = max(ctx["hypotheses"], key=ctx["hypotheses"].get)
        return Completion(
            {
                "diagnosis": top,
                "treatment": list(KB.treatment[top]),
                "evidence": [f for f, v in ctx["evidence"].items() if v][:3],
            }
        )


class Broken:
    def describe(self):
        return {"name": "broken"}

    def complete(self, request):
        return Completion({"requests": ["no_such_finding"]})  # breaks the enum


def test_requests_carry_prompt_schema_and_context():
    backend = Scripted()
    agent = BackendAgent("imaging", backend, KB)
    ans = agent.respond(
        AgentRequest("imaging", {"chest_pain": True}, missing=("ctpa_filling_defect",))
    )
    assert ans.requests[0] == "ctpa_filling_defect"
    req = backend.calls[0]
    assert req.task == "orchestrate:imaging" and "Known findings" in req.prompt
    assert set(req.schema["properties"]["requests"]["items"]["enum"]) == set(
        f for f in KB.findings if KB.modality[f] == "imaging"
    )


def test_schema_breaking_answer_is_a_failed_call_not_a_crash():
    agent = BackendAgent("laboratory", Broken(), KB)
    ans = agent.respond(AgentRequest("laboratory", {"chest_pain": True}))
    assert ans.requests == () and "backend error" in ans.rationale
    assert agent.errors and "schema" in agent.errors[0]


def test_orchestrator_with_backend_agents_and_replay(tmp_path):
    path = tmp_path / "run.json"
    rec = RecordingBackend(Scripted(), path)
    case = load_example("inferior_stemi")
    first = Orchestrator(agents=backend_agents(rec, KB)).run(case)
    rec.save()
    assert first.diagnosis == "acute_coronary_syndrome"
    assert first.chain["diagnosis"] == "acute_coronary_syndrome"
    again = Orchestrator(agents=backend_agents(ReplayBackend(path), KB)).run(case)
    assert again.to_dict() == first.to_dict()
    agent_steps = [t for t in first.trace if t["action"] in ROLES]
    assert len(json.loads(path.read_text())["entries"]) == len(agent_steps)


def test_failing_backend_leaves_its_evidence_unresolved():
    class Down:
        def describe(self):
            return {"name": "down"}

        def complete(self, request):
            raise BackendError("connection refused")

    case = load_example("pe_after_flight")
    report = Orchestrator(agents={"laboratory": BackendAgent("laboratory", Down(), KB)}).run(case)
    assert report.diagnosis == "pulmonary_embolism"
    assert "d_dimer_elevated" in report.unresolved
    assert not any(f in report.evidence for f in KB.findings if KB.modality[f] == "laboratory")


def test_cli_replay_and_usage_errors(tmp_path, capsys):
    path = tmp_path / "run.json"
    rec = RecordingBackend(Scripted(), path)
    Orchestrator(agents=backend_agents(rec, KB, roles=("diagnosis",))).run(
        load_example("pe_after_flight")
    )
    rec.save()
    assert (
        main(
            [
                "diagnose",
                "--example",
                "pe_after_flight",
                "--replay",
                str(path),
                "--roles",
                "diagnosis",
                "--output",
                "json",
            ]
        )
        == 0
    )
    assert json.loads(capsys.readouterr().out)["diagnosis"] == "pulmonary_embolism"
    assert (
        main(
            [
                "diagnose",
                "--example",
                "pe_after_flight",
                "--roles",
                "surgeon",
                "--replay",
                str(path),
            ]
        )
        == 2
    )
    assert main(["diagnose", "--example", "pe_after_flight", "--record", str(path)]) == 2
    with pytest.raises(ParameterError, match="role must be one of"):
        BackendAgent("surgeon", Scripted(), KB)
    assert set(backend_agents(Scripted(), KB)) == set(ROLES)


# -- diagnose reports backend failures as reason does ----------------------------------


@pytest.fixture
def failing_server():
    from test_llm_http_hostile import Hostile

    s = Hostile()
    s.script = [("status", (500, None))] * 1000  # every call fails, after its retries
    yield s
    s.close()


def _http(server, *extra):
    return [
        "diagnose",
        "--example",
        "pe_after_flight",
        *backend_args(server.url),
        "--retries",
        "2",
        "--request-timeout",
        "5",
        "--simulations",
        "8",
        *extra,
    ]


def test_diagnose_records_backend_failures_in_json(failing_server, tmp_path, capsys):
    cassette = tmp_path / "c.json"
    argv = _http(failing_server, "--roles", "laboratory", "--output", "json")
    assert main(argv + ["--record", str(cassette)]) == 0
    captured = capsys.readouterr()
    doc = json.loads(captured.out)
    failed = [t for t in doc["trace"] if t.get("error")]
    assert failed and all(t["action"] == "laboratory" for t in failed)
    assert failed[0]["error"]["type"] == "BackendHTTPError"
    assert "HTTP 500" in failed[0]["error"]["message"]
    run = doc["run"]
    assert run["failed_calls"] == len(failed) == run["calls"] == len(doc["backend_calls"])
    assert run["backend"]["name"] == "openai-compatible"
    assert len(failing_server.requests) == 3 * run["calls"]  # 1 + 2 retries each
    assert f"warning: {len(failed)} backend call(s) failed" in captured.err
    # the replay reports the same failures, bit for bit
    assert (
        main(
            [
                "diagnose",
                "--example",
                "pe_after_flight",
                "--simulations",
                "8",
                "--roles",
                "laboratory",
                "--output",
                "json",
                "--replay",
                str(cassette),
            ]
        )
        == 0
    )
    again = capsys.readouterr()
    assert again.out == captured.out and "warning" in again.err


def test_diagnose_text_report_shows_the_failures(failing_server, capsys):
    assert main(_http(failing_server, "--roles", "laboratory,diagnosis")) == 0
    out = capsys.readouterr().out
    assert "ERROR BackendHTTPError: HTTP 500" in out
    assert "calls (" in out and " failed)" in out and "run: backend openai-compatible" in out


@pytest.mark.parametrize(
    "argv,message",
    [
        (["--roles", "foo"], "--roles takes roles among"),
        (["--roles", ",,"], "--roles takes roles among"),
        (["--roles", "laboratory"], "--roles needs --backend http or --replay"),
    ],
)
def test_diagnose_roles_are_checked_without_a_backend(argv, message, capsys):
    assert main(["diagnose", "--example", "pe_after_flight", *argv]) == 2
    captured = capsys.readouterr()
    assert captured.out == "" and captured.err.count("\n") == 1 and message in captured.err


def test_a_perception_agent_of_another_role_is_a_parameter_error():
    from clinarg.protocols.diagnose.agents import KnowledgePerceptionAgent

    with pytest.raises(ParameterError, match="perception agent's role"):
        KnowledgePerceptionAgent("diagnosis", KB)
