"""Record and replay: a replayed run gives the recorded run's output, bit for bit."""

import json
import subprocess
import sys

import pytest

from clinarg.errors import BackendHTTPError, CassetteMiss, FormatError
from clinarg.llm.base import Completion
from clinarg.llm.cassette import RecordingBackend, ReplayBackend
from clinarg.protocols.reason import example_case, reason_case
from clinarg.protocols.reason.case import parse_case
from clinarg.protocols.reason.dialogue import run_dialogue
from clinarg.protocols.reason.offline import KnowledgeBackend


@pytest.mark.parametrize("name", ["stroke_hypertension", "depression_insomnia", "diabetes_ibs"])
def test_replay_reproduces_the_document(tmp_path, name):
    path = tmp_path / "run.json"
    rec = RecordingBackend(KnowledgeBackend(), path)
    first = reason_case(example_case(name), rec)
    rec.save()
    again = reason_case(example_case(name), ReplayBackend(path))
    a = json.dumps(first.to_dict(), sort_keys=True)
    b = json.dumps(again.to_dict(), sort_keys=True)
    assert a == b


class Flaky:
    """Fails every third call, answers the rest from the knowledge base."""

    def __init__(self):
        self.kb = KnowledgeBackend()
        self.n = 0

    def describe(self):
        return {"name": "flaky", "temperature": 0.7, "seed": 3}

    def complete(self, request):
        self.n += 1
        if self.n % 3 == 0:
            raise BackendHTTPError("HTTP 503 from the server", status=503)
        c = self.kb.complete(request)
        return Completion(
            c.value,
            usage={"prompt_tokens": 7, "completion_tokens": 2},
            latency_ms=12.5 + self.n,
            attempts=1 + self.n % 2,
        )


def test_replay_reproduces_errors_usage_and_latency(tmp_path):
    case = example_case("stroke_hypertension")
    path = tmp_path / "flaky.json"
    rec = RecordingBackend(Flaky(), path)
    first = run_dialogue(case, rec)
    rec.save()
    again = run_dialogue(case, ReplayBackend(path))
    assert first.trace == again.trace and first.attacks == again.attacks
    assert any(e.get("error", {}) and e["error"]["type"] == "BackendHTTPError" for e in again.trace)
    assert ReplayBackend(path).describe() == {"name": "flaky", "temperature": 0.7, "seed": 3}


def test_cassette_miss_is_recorded_not_fatal(tmp_path):
    path = tmp_path / "c.json"
    rec = RecordingBackend(KnowledgeBackend(), path)
    run_dialogue(example_case("stroke_hypertension"), rec)
    rec.save()
    other = parse_case({"patient": {"facts": ["depression"]}, "goal": "treat_depression"})
    record = run_dialogue(other, ReplayBackend(path))
    assert record.trace[0]["error"]["type"] == CassetteMiss.__name__
    assert record.arguments == []


def test_not_a_cassette(tmp_path):
    bad = tmp_path / "bad.json"
    bad.write_text('{"entries": []}')
    with pytest.raises(FormatError, match="not a clinarg-argmed-cassette"):
        ReplayBackend(bad)


def test_cli_record_then_replay_prints_the_same(tmp_path):
    cassette = tmp_path / "cli.json"
    cmd = [
        sys.executable,
        "-m",
        "clinarg",
        "reason",
        "--example",
        "depression_insomnia",
        "--output",
        "json",
    ]
    first = subprocess.run(
        cmd + ["--record", str(cassette)], capture_output=True, text=True, timeout=120
    )
    second = subprocess.run(
        cmd + ["--replay", str(cassette)], capture_output=True, text=True, timeout=120
    )
    assert first.returncode == second.returncode == 0, second.stderr
    assert first.stdout == second.stdout
    assert "replayed from" in second.stderr
