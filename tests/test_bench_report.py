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


def test_a_section_without_a_saved_result_keeps_what_results_md_said(tmp_path, monkeypatch):
    # a fresh clone has no benchmarks/results/: regenerating one section
    # must not blank the others
    import json

    report = _report()
    monkeypatch.setattr(report, "HERE", tmp_path)
    monkeypatch.setattr(report, "RESULTS", tmp_path / "results")
    monkeypatch.setattr(report, "PLOTS", tmp_path / "plots")
    (tmp_path / "results").mkdir()
    old = {"name": "old", "title": "Old one", "baseline": "b", "note": ""}
    new = {"name": "new", "title": "New one", "baseline": "b", "note": ""}
    (tmp_path / "RESULTS.md").write_text(
        "# clinarg benchmark results\n\n## Old one\n\nkept table\n## raw line\n\n"
        "## New one\n\nstale\n"
    )
    record = {"command": "python x.py", "seconds": 1.0, "stdout": "fresh", "returncode": 0}
    (tmp_path / "results" / "new.run.json").write_text(json.dumps(record))
    text = report.render([old, new], False)
    assert "## Old one\n\nkept table\n## raw line\n" in text
    assert "stale" not in text and "fresh" in text
    assert text.endswith("```\n") and not text.endswith("\n\n")
    missing = {"name": "gone", "title": "Never run", "baseline": "b", "note": ""}
    assert "Not regenerated in this run" in report.render([missing], False)


def test_a_section_states_its_host_and_the_cpu_time_the_host_stole(tmp_path, monkeypatch):
    # whole-process times on a shared virtual machine grow with steal time,
    # so each section says how much there was while it ran
    import json

    report = _report()
    assert report._steal_share((1000, 10), (2000, 210)) == 0.2
    assert report._steal_share((1000, 10), (1000, 10)) is None  # no tick passed
    assert report._steal_share(None, (2000, 210)) is None
    ticks = report._cpu_ticks()
    assert ticks is None or 0 <= ticks[1] <= ticks[0]
    monkeypatch.setattr(report, "HERE", tmp_path)
    monkeypatch.setattr(report, "RESULTS", tmp_path / "results")
    monkeypatch.setattr(report, "PLOTS", tmp_path / "plots")
    (tmp_path / "results").mkdir()
    sec = {"name": "s", "title": "S", "baseline": "b", "note": ""}
    record = {"command": "python x.py", "seconds": 1.0, "stdout": "out", "returncode": 0}
    record |= {"commit": "abc1234", "dirty": False, "finished": "now", "steal": 0.183}
    record["machine"] = "2 cores, AMD EPYC, Python 3.11.7"  # the host may change between runs
    (tmp_path / "results" / "s.run.json").write_text(json.dumps(record))
    text = report.render([sec], False)
    assert "on 2 cores, AMD EPYC, Python 3.11.7, 18% of CPU time stolen by the host" in text
    del record["steal"]  # records written before steal was kept
    (tmp_path / "results" / "s.run.json").write_text(json.dumps(record))
    assert "stolen" not in report.render([sec], False)
