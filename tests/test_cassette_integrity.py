"""Cassettes: every field checked on load, a content digest, a safe atomic write,
and a recording path checked before the first call."""

import copy
import json
import os
import stat

import pytest

from clinarg.cli import main
from clinarg.errors import BackendHTTPError, FormatError, ParameterError
from clinarg.llm.cassette import RecordingBackend, ReplayBackend, cassette_digest
from clinarg.protocols.reason import example_case, reason_case
from clinarg.protocols.reason.offline import KnowledgeBackend


class Counting:
    """Answers from the knowledge base and counts the calls; the 2nd call fails."""

    def __init__(self):
        self.kb = KnowledgeBackend()
        self.calls = 0

    def describe(self):
        return {"name": "counting"}

    def complete(self, request):
        self.calls += 1
        if self.calls == 2:
            err = BackendHTTPError("HTTP 503 from the server", status=503)
            err.latency_ms, err.attempts = 4.5, 4
            raise err
        return self.kb.complete(request)


@pytest.fixture(scope="module")
def recorded(tmp_path_factory):
    path = tmp_path_factory.mktemp("cassette") / "run.json"
    rec = RecordingBackend(Counting(), path)
    reason_case(example_case("stroke_hypertension"), rec)
    rec.save()
    return json.loads(path.read_text())


def write(tmp_path, doc, name="c.json"):
    path = tmp_path / name
    path.write_text(json.dumps(doc) if not isinstance(doc, str) else doc)
    return path


def test_saved_cassette_has_a_matching_digest_and_replays(recorded, tmp_path):
    assert recorded["digest"] == cassette_digest(recorded)
    path = write(tmp_path, recorded)
    assert ReplayBackend(path).verified
    again = reason_case(example_case("stroke_hypertension"), ReplayBackend(path))
    assert again.record.stats()["failed_calls"] == 1


def test_old_cassette_without_digest_still_loads(recorded, tmp_path):
    old = {k: v for k, v in recorded.items() if k != "digest"}
    replay = ReplayBackend(write(tmp_path, old))
    assert not replay.verified
    reason_case(example_case("stroke_hypertension"), replay)


def test_edited_cassette_is_reported(recorded, tmp_path):
    doc = copy.deepcopy(recorded)
    ok = next(e for e in doc["entries"] if e["value"] is not None)
    ok["value"] = dict(ok["value"])
    for k, v in ok["value"].items():  # flip one answer, keep it schema-valid
        if isinstance(v, bool):
            ok["value"][k] = not v
            break
    else:
        ok["value"]["text"] = "edited"
    with pytest.raises(FormatError, match="content digest does not match") as info:
        ReplayBackend(write(tmp_path, doc))
    assert info.value.pointer == "/digest" and "c.json" in str(info.value)
    del doc["digest"]  # the documented way to replay an edited cassette on purpose
    assert not ReplayBackend(write(tmp_path, doc)).verified


def _entry(doc, kind):
    return next(i for i, e in enumerate(doc["entries"]) if (e["error"] is None) == (kind == "ok"))


# (which entry, edit, pointer the error must name)
TAMPERS = [
    ("ok", lambda e: e.pop("value"), ""),
    ("ok", lambda e: e.pop("key"), ""),
    ("ok", lambda e: e.update(key=5), "/key"),
    ("ok", lambda e: e.update(key="abc"), "/key"),
    ("ok", lambda e: e.update(role=None), "/role"),
    ("ok", lambda e: e.update(task=[]), "/task"),
    ("ok", lambda e: e.update(prompt={"x": 1}), "/prompt"),
    ("ok", lambda e: e.update(schema="object"), "/schema"),
    ("ok", lambda e: e.update(value="yes"), "/value"),
    ("ok", lambda e: e.update(value=[1, 2]), "/value"),
    ("ok", lambda e: e.update(latency_ms="12"), "/latency_ms"),
    ("ok", lambda e: e.update(latency_ms=-1), "/latency_ms"),
    ("ok", lambda e: e.update(latency_ms=True), "/latency_ms"),
    ("ok", lambda e: e.update(attempts="2"), "/attempts"),
    ("ok", lambda e: e.update(attempts=1.5), "/attempts"),
    ("ok", lambda e: e.update(attempts=-1), "/attempts"),
    ("ok", lambda e: e.update(usage="many"), "/usage"),
    ("ok", lambda e: e.update(usage={"prompt_tokens": "7"}), "/usage"),
    ("ok", lambda e: e.update(extra=1), "/extra"),
    ("err", lambda e: e.update(error="boom"), "/error"),
    ("err", lambda e: e.update(error={"type": "BackendHTTPError"}), "/error"),
    ("err", lambda e: e.update(error={"type": "SystemExit", "message": "x"}), "/error/type"),
    ("err", lambda e: e.update(error={"type": ["x"], "message": "x"}), "/error/type"),
    ("err", lambda e: e["error"].update(message=None), "/error/message"),
    ("err", lambda e: e["error"].update(status="503"), "/error/status"),
    ("err", lambda e: e["error"].update(status=99999), "/error/status"),
    ("err", lambda e: e.update(value={"x": 1}), "/value"),
]


@pytest.mark.parametrize("kind,edit,pointer", TAMPERS)
def test_tampered_entry_is_a_format_error_naming_the_field(recorded, tmp_path, kind, edit, pointer):
    doc = copy.deepcopy(recorded)
    del doc["digest"]  # check the field validation itself, not the digest
    i = _entry(doc, kind)
    edit(doc["entries"][i])
    path = write(tmp_path, doc)
    with pytest.raises(FormatError) as info:
        ReplayBackend(path)
    assert info.value.path == str(path)
    assert info.value.pointer == f"/entries/{i}{pointer}"


@pytest.mark.parametrize(
    "edit,message",
    [
        (lambda d: d.update(entries={}), "not a clinarg-argmed-cassette"),
        (lambda d: d["entries"].append(None), "must be an object"),
        (lambda d: d["entries"].append([[[[]]]]), "must be an object"),
        (lambda d: d.update(version="1"), "unsupported cassette version"),
        (lambda d: d.update(backend=[1]), "'backend' must be an object"),
        (lambda d: d.update(digest=7), "'digest' must be"),
        (lambda d: d.update(junk=True), "unknown field 'junk'"),
    ],
)
def test_tampered_document(recorded, tmp_path, edit, message):
    doc = copy.deepcopy(recorded)
    edit(doc)
    with pytest.raises(FormatError, match=message):
        ReplayBackend(write(tmp_path, doc))


def test_deeply_nested_cassette(recorded, tmp_path):
    text = json.dumps(recorded).replace(
        '"backend": {', '"backend": {"x": ' + "[" * 5000 + "]" * 5000 + ", ", 1
    )
    with pytest.raises(FormatError, match="nested deeper"):
        ReplayBackend(write(tmp_path, text))


def test_cli_replay_of_tampered_cassette_is_one_line(recorded, tmp_path, capsys):
    doc = copy.deepcopy(recorded)
    doc["entries"][0]["latency_ms"] = "fast"
    path = write(tmp_path, doc)
    assert main(["reason", "--example", "stroke_hypertension", "--replay", str(path)]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "/entries/0/latency_ms" in err


# -- writing -----------------------------------------------------------------------


def test_unwritable_record_path_fails_before_the_first_call(tmp_path):
    backend = Counting()
    for bad in (tmp_path / "missing" / "c.json", tmp_path):
        with pytest.raises(ParameterError, match="cannot record to"):
            RecordingBackend(backend, bad)
    assert backend.calls == 0
    assert os.listdir(tmp_path) == []  # the probe file is gone


def test_read_only_folder_is_refused(tmp_path, monkeypatch):
    """A folder the process may not write to (simulated: root writes anywhere,
    so a chmod would prove nothing where the tests run as root)."""
    import tempfile

    def refuse(*args, **kwargs):
        raise PermissionError(13, "Permission denied")

    backend = Counting()
    monkeypatch.setattr(tempfile, "mkstemp", refuse)
    with pytest.raises(ParameterError, match="cannot record to .*Permission denied"):
        RecordingBackend(backend, tmp_path / "c.json")
    assert backend.calls == 0


def test_cli_record_to_missing_folder_exits_2_without_running(tmp_path, capsys):
    target = tmp_path / "nope" / "c.json"
    assert main(["reason", "--example", "stroke_hypertension", "--record", str(target)]) == 2
    captured = capsys.readouterr()
    assert captured.out == "" and captured.err.count("\n") == 1
    assert "cannot record to" in captured.err


def test_save_does_not_follow_a_symlink_at_the_old_tmp_name(tmp_path):
    victim = tmp_path / "victim.txt"
    victim.write_text("precious")
    path = tmp_path / "c.json"
    os.symlink(victim, str(path) + ".tmp")
    rec = RecordingBackend(KnowledgeBackend(), path)
    reason_case(example_case("stroke_hypertension"), rec)
    rec.save()
    assert victim.read_text() == "precious"
    assert ReplayBackend(path).verified
    assert stat.S_IMODE(os.stat(path).st_mode) == 0o600
    assert sorted(os.listdir(tmp_path)) == ["c.json", "c.json.tmp", "victim.txt"]


def test_save_replaces_a_symlink_at_the_target_not_its_target(tmp_path):
    victim = tmp_path / "victim.txt"
    victim.write_text("precious")
    path = tmp_path / "c.json"
    os.symlink(victim, path)
    rec = RecordingBackend(KnowledgeBackend(), path)
    rec.save()
    assert victim.read_text() == "precious"
    assert not os.path.islink(path) and json.loads(path.read_text())["entries"] == []


def test_diagnose_record_to_missing_folder_exits_2_before_any_request(tmp_path, capsys):
    from llm_stub import backend_args
    from test_llm_http_hostile import Hostile

    server = Hostile()
    try:
        assert (
            main(
                [
                    "diagnose",
                    "--example",
                    "pe_after_flight",
                    *backend_args(server.url),
                    "--record",
                    str(tmp_path / "nope" / "c.json"),
                ]
            )
            == 2
        )
    finally:
        server.close()
    assert server.requests == []
    assert "cannot record to" in capsys.readouterr().err
