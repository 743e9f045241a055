"""benchmarks/report.py: what RESULTS.md says about the code a section ran on."""

import importlib.util
import subprocess
from pathlib import Path

REPORT = Path(__file__).resolve().parent.parent / "benchmarks" / "report.py"


def _report():
    spec = importlib.util.spec_from_file_location("bench_report", REPORT)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_an_unknown_tree_state_is_not_called_clean(monkeypatch):
    report = _report()
    monkeypatch.setattr(report, "_git", lambda *args: "unknown")  # git missing or failing
    assert report._dirty() is None
    monkeypatch.setattr(report, "_git", lambda *args: " M engine/clinarg/scc.py")
    assert report._dirty() is True
    monkeypatch.setattr(report, "_git", lambda *args: "")
    assert report._dirty() is False


def test_the_tree_state_is_git_status():
    status = subprocess.run(
        ["git", "status", "--porcelain"], cwd=REPORT.parent, capture_output=True, text=True
    )
    if status.returncode:
        assert _report()._dirty() is None
    else:
        assert _report()._dirty() is (status.stdout.strip() != "")


def test_the_header_does_not_call_an_unknown_tree_dirty(monkeypatch):
    report = _report()
    monkeypatch.setattr(report, "_git", lambda *args: "unknown")  # git missing or failing
    header = report.render([], False).split("\n")[2]
    assert "(tree state not recorded)" in header and "uncommitted" not in header
