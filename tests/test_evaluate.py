"""``clinarg evaluate``: readers, result rows and resume, the summary, retries
and timeouts against a local stub server, the executors (serial, local pool,
a worker killed mid-run) and, when Ray is installed, a local Ray instance."""

import io
import json
import os
import random
import signal
import threading
import time
from pathlib import Path

import pytest

from clinarg.cli import main
from clinarg.commands.evaluate import datasets, executors
from clinarg.commands.evaluate.registry import PROTOCOLS, Protocol, register
from clinarg.commands.evaluate.runner import ResultsFile
from clinarg.commands.evaluate.summary import render_table, summarize, wilson_interval
from clinarg.errors import FormatError, ParameterError
from llm_stub import ChatServer

DATA = Path(__file__).parent / "data" / "evaluate"


def _strip(rows):
    """Rows without what depends on the executor (timing, worker)."""
    return sorted(
        ({k: v for k, v in r.items() if k != "timing"} for r in rows),
        key=lambda r: (r["id"], r["setting"]),
    )


def _rows(out):
    return [json.loads(x) for x in (Path(out) / "results.jsonl").read_text().splitlines()]


# ----------------------------------------------------------------- readers
@pytest.mark.parametrize(
    "name, kind, count, first_reference",
    [
        ("medqa.jsonl", "medqa", 7, "A"),
        ("pubmedqa.jsonl", "pubmedqa", 3, "yes"),
        ("mcq5.jsonl", "mcq5", 2, "B"),
        ("staged.jsonl", "staged", 3, "acute_coronary_syndrome"),
        (
            "careplan.jsonl",
            "careplan",
            2,
            "Start an SGLT2 inhibitor; diet and exercise advice; review HbA1c in three months.",
        ),
    ],
)
def test_shipped_data_sets_read(name, kind, count, first_reference):
    items = datasets.read_dataset(DATA / name)
    assert [i.kind for i in items] == [kind] * count
    assert items[0].reference == first_reference
    assert len({i.id for i in items}) == count


def test_reader_details():
    pm = datasets.read_dataset(DATA / "pubmedqa.jsonl")
    assert pm[0].data["context"].startswith("In ONTARGET") and "\n\n" in pm[0].data["context"]
    assert pm[2].data["question"] == "Is metformin XR better tolerated?"  # QUESTION/CONTEXTS
    mcq = datasets.read_dataset(DATA / "mcq5.jsonl")
    assert mcq[1].reference == "C" and mcq[1].data["options"]["C"] == "CT pulmonary angiogram"


GOOD = {
    "medqa": {"question": "q", "options": {"A": "x", "B": "y"}, "answer_idx": "A"},
    "pubmedqa": {"question": "q", "context": "c", "final_decision": "no"},
    "mcq5": {"question": "q", "options": list("vwxyz"), "answer": "E"},
    "staged": {"initial": {"a": True}, "findings": {"b": False}, "expected_diagnosis": "d"},
    "careplan": {"record": "r", "reference_plan": "p"},
}

BAD = [  # (format, the bad second line, JSON pointer, words of the message)
    (
        "medqa",
        {"question": "q", "options": {"A": "x"}, "answer_idx": "B"},
        "/answer_idx",
        "not one of the option keys",
    ),
    (
        "medqa",
        {"question": "", "options": {"A": "x"}, "answer_idx": "A"},
        "/question",
        "non-empty string",
    ),
    (
        "medqa",
        {"question": "q", "options": {"A": 3}, "answer_idx": "A"},
        "/options/A",
        "non-empty string",
    ),
    (
        "pubmedqa",
        {"question": "q", "context": "c", "final_decision": "perhaps"},
        "/final_decision",
        "must be one of yes, no, maybe",
    ),
    (
        "pubmedqa",
        {"question": "q", "context": [1], "final_decision": "yes"},
        "/context",
        "list of strings",
    ),
    (
        "mcq5",
        {"question": "q", "options": list("abcd"), "answer": "A"},
        "/options",
        "expected 5 options",
    ),
    ("mcq5", {"question": "q", "options": list("abcde"), "answer": 7}, "/answer", "out of range"),
    (
        "staged",
        {"findings": {"b": "yes"}, "expected_diagnosis": "d"},
        "/findings/b",
        "true or false",
    ),
    ("staged", {"findings": {"b": True}}, "/", "missing required field 'expected_diagnosis'"),
    ("careplan", {"record": "r", "reference_plan": 5}, "/reference_plan", "non-empty string"),
    ("careplan", {"record": "r", "reference_plan": "p", "id": [1]}, "/id", "'id' must be"),
]


@pytest.mark.parametrize("fmt, bad, pointer, words", BAD)
def test_reader_reports_first_bad_line(tmp_path, fmt, bad, pointer, words):
    path = tmp_path / "d.jsonl"
    path.write_text(json.dumps(GOOD[fmt]) + "\n" + json.dumps(bad) + "\n" + '{"not": "reached"\n')
    with pytest.raises(FormatError) as info:
        datasets.read_dataset(path, fmt)
    err = info.value
    assert (err.path, err.line, err.pointer) == (str(path), 2, pointer)
    assert words in err.message


def test_reader_structural_errors(tmp_path):
    path = tmp_path / "d.jsonl"
    good = json.dumps(GOOD["medqa"])
    for text, line, words in [
        (good + "\n\n{broken\n", 3, ""),
        (good + "\n[1, 2]\n", 2, "must be a JSON object"),
        (
            '{"id": "x", "question": "q", "options": ["a"], "answer_idx": "A"}\n' * 2,
            2,
            "already used on line 1",
        ),
        ('{"something": "else"}\n', 1, "unknown data-set format"),
    ]:
        path.write_text(text)
        with pytest.raises(FormatError) as info:
            datasets.read_dataset(path)
        assert info.value.line == line and words in info.value.message
    path.write_bytes(b'{"record": "\xff", "reference_plan": "p"}\n')
    with pytest.raises(FormatError, match="not UTF-8"):
        datasets.read_dataset(path)
    with pytest.raises(ParameterError):
        datasets.parse_dataset([], fmt="csv")


def test_cli_bad_line_exit_2(tmp_path, capsys):
    path = tmp_path / "d.jsonl"
    path.write_text(json.dumps(GOOD["medqa"]) + "\n" + json.dumps(BAD[0][1]) + "\n")
    code = main(["evaluate", "reason", "--dataset", str(path), "--out", str(tmp_path / "o")])
    err = capsys.readouterr().err
    assert code == 2 and f"{path}:2: at /answer_idx:" in err and "Traceback" not in err
    assert not (tmp_path / "o" / "results.jsonl").exists()  # nothing ran


@pytest.mark.parametrize(
    "argv, words",
    [
        (["evaluate", "nope", "--dataset", "x"], "unknown protocol"),
        (["evaluate", "solve", "--dataset", str(DATA / "graphs")], "solve needs --task"),
        (
            ["evaluate", "solve", "--dataset", str(DATA / "graphs"), "--task", "DC-PR"],
            "needs a query argument",
        ),
        (["evaluate", "reason", "--dataset", str(DATA / "staged.jsonl")], "reason reads medqa"),
        (
            ["evaluate", "diagnose", "--dataset", str(DATA / "staged.jsonl"), "--workers", "0"],
            "--workers must be at least 1",
        ),
        (
            ["evaluate", "reason", "--dataset", str(DATA / "medqa.jsonl"), "--timeout", "-1"],
            "--timeout",
        ),
        (
            [
                "evaluate",
                "reason",
                "--dataset",
                str(DATA / "medqa.jsonl"),
                "--settings",
                "argmed,x",
            ],
            "--settings takes",
        ),
        (
            ["evaluate", "reason", "--dataset", str(DATA / "medqa.jsonl"), "--record", "c.json"],
            "--record is not available",
        ),
        (
            ["evaluate", "solve", "--dataset", str(DATA / "medqa.jsonl"), "--task", "SE-PR"],
            "is not one",
        ),
        (
            [
                "evaluate",
                "solve",
                "--dataset",
                str(DATA / "graphs"),
                "--task",
                "SE-PR",
                "--address",
                "127.0.0.1:6379",
            ],
            "--address needs --executor ray",
        ),
        (
            ["evaluate", "reason", "--dataset", str(DATA / "medqa.jsonl"), "--retry-failed"],
            "--retry-failed needs --resume",
        ),
        (
            ["evaluate", "diagnose", "--dataset", str(DATA / "staged.jsonl"), "--baselines"],
            "--baselines is for the reason protocol",
        ),
        (
            ["evaluate", "reason", "--dataset", str(DATA / "medqa.jsonl"), "--backend", "http"],
            "base URL",
        ),
    ],
)
def test_cli_usage_errors(argv, words, capsys, tmp_path):
    assert main(argv + ["--out", str(tmp_path / "o")]) == 2
    err = capsys.readouterr().err
    assert words in err and err.count("\n") == 1
    assert not (tmp_path / "o").exists()  # refused before anything was written


def test_ray_executor_without_ray(tmp_path, monkeypatch, capsys):
    monkeypatch.setitem(__import__("sys").modules, "ray", None)  # import ray fails
    assert (
        main(
            [
                "evaluate",
                "solve",
                "--dataset",
                str(DATA / "graphs"),
                "--task",
                "SE-PR",
                "--executor",
                "ray",
                "--out",
                str(tmp_path / "o"),
                "--no-progress",
            ]
        )
        == 2
    )
    assert "--executor ray needs Ray: pip install 'clinarg[ray]'" in capsys.readouterr().err
    assert not (tmp_path / "o").exists()  # refused before anything was written


# ----------------------------------------------------------------- summary
def test_wilson_hand_computed():
    # 8 of 10 at 95%: p = .8, z^2 = 3.8415; centre .71674, half-width .22658
    lo, hi = wilson_interval(8, 10)
    assert lo == pytest.approx(0.490162, abs=1e-6) and hi == pytest.approx(0.943318, abs=1e-6)
    assert wilson_interval(0, 5)[0] == 0.0 and wilson_interval(5, 5)[1] == 1.0
    assert wilson_interval(0, 0) == (0.0, 1.0)
    with pytest.raises(ParameterError):
        wilson_interval(3, 2)


def test_summary_on_a_hand_computed_set():
    def row(setting, status, correct, abstained, seconds, calls=0):
        return {
            "id": "x",
            "setting": setting,
            "status": status,
            "correct": correct,
            "abstained": abstained,
            "timing": {"seconds": seconds},
            "backend": {
                "calls": calls,
                "failed_calls": 0,
                "tokens": {"prompt_tokens": 10, "completion_tokens": 5},
            },
        }

    rows = (
        [row("argmed", "ok", True, False, 1.0, 3)] * 6
        + [row("argmed", "ok", False, True, 2.0, 3)] * 2  # errors reported
        + [row("argmed", "ok", False, False, 3.0, 3)]  # a wrong answer
        + [row("argmed", "failed", False, False, 4.0)]  # a failure
        + [row("direct", "ok", True, False, 0.5, 1)] * 3
    )
    s = summarize(rows)
    a = s["argmed"]
    assert (a["items"], a["scored"], a["correct"]) == (10, 10, 6)
    assert a["accuracy"] == 0.6
    assert a["accuracy_ci95"] == pytest.approx(list(wilson_interval(6, 10)))
    assert a["abstention_rate"] == pytest.approx(2 / 9)  # of the 9 that ran
    assert a["error_report_rate"] == pytest.approx(2 / 3)  # 2 abstained, 1 answered wrongly
    assert a["failure_rate"] == 0.1 and a["failed"] == 1
    assert a["seconds_per_item"]["mean"] == pytest.approx(1.7)  # (6 + 4 + 3 + 4) / 10
    assert a["seconds_per_item"]["median"] == pytest.approx(1.0)
    assert a["backend"]["calls"] == 27 and a["backend"]["tokens"]["prompt_tokens"] == 100
    assert list(s) == ["argmed", "direct"] and s["direct"]["accuracy"] == 1.0
    rows[0] = dict(rows[0], detail={"steps": 4, "flag": True, "label": "x"})
    rows[1] = dict(rows[1], detail={"steps": 2})
    assert summarize(rows)["argmed"]["detail_means"] == {"steps": 3.0}
    table = render_table(s).splitlines()
    assert table[1].startswith("argmed") and "60.0% [31.3%, 83.2%]" in table[1]


# ---------------------------------------------------------- rows and resume
def test_reason_rows_and_summary_files(tmp_path, capsys):
    out = tmp_path / "o"
    code = main(
        [
            "evaluate",
            "reason",
            "--dataset",
            str(DATA / "medqa.jsonl"),
            "--out",
            str(out),
            "--executor",
            "serial",
            "--no-plots",
            "--no-progress",
        ]
    )
    assert code == 0
    rows = {r["id"]: r for r in _rows(out)}
    # the paper's Joey: after a stroke ACEI is better than ARB (ArgMed-Agents §3)
    assert rows["mq-stroke"]["answer"] == "A" and rows["mq-stroke"]["correct"] is True
    assert rows["mq-stroke"]["backend"]["calls"] > 0
    assert rows["mq-stroke-diuretic"]["answer"] == "A"  # an option text that is the term
    assert rows["mq-depression-bipolar"]["correct"] is False
    assert rows["mq-stroke-pregnant"]["abstained"] is True
    assert rows["mq-stroke-pregnant"]["answer"] is None
    free = rows["mq-free-text"]
    assert free["status"] == "failed" and free["error"]["type"] == "ParameterError"
    summary = json.loads((out / "summary.json").read_text())["settings"]["argmed"]
    assert summary["items"] == 7 and summary["correct"] == 4 and summary["failed"] == 1
    printed = capsys.readouterr().out
    assert printed.startswith("setting") and "argmed" in printed
    # the same --out again without --resume: refused, nothing overwritten
    assert (
        main(["evaluate", "reason", "--dataset", str(DATA / "medqa.jsonl"), "--out", str(out)]) == 2
    )
    assert len(_rows(out)) == 7


@pytest.fixture
def flaky_protocol(tmp_path):
    """A protocol that stops the run (Ctrl-C) at the item named in a flag file."""
    flag = tmp_path / "interrupt-at"

    def run(payload, options, deadline):
        if flag.exists() and flag.read_text() == payload["question"]:
            raise KeyboardInterrupt
        return {"answer": "A"}

    register(Protocol("interruptible", run, inputs=("medqa",)))
    yield flag
    del PROTOCOLS["interruptible"]


def test_resume_after_interrupt(tmp_path, flaky_protocol, capsys):
    data = tmp_path / "d.jsonl"
    data.write_text(
        "".join(
            json.dumps(
                {
                    "id": f"q{i}",
                    "question": f"q{i}",
                    "options": {"A": "a", "B": "b"},
                    "answer_idx": "AB"[i % 2],
                }
            )
            + "\n"
            for i in range(6)
        )
    )
    out = tmp_path / "o"
    argv = [
        "evaluate",
        "interruptible",
        "--dataset",
        str(data),
        "--out",
        str(out),
        "--executor",
        "serial",
        "--no-plots",
        "--no-progress",
    ]
    flaky_protocol.write_text("q3")
    assert main(argv) == 130  # Ctrl-C: the finished rows are on disk
    assert [r["id"] for r in _rows(out)] == ["q0", "q1", "q2"]
    with open(out / "results.jsonl", "a") as fh:
        fh.write('{"id": "q3", "sett')  # and a crash mid-write, for good measure
    flaky_protocol.unlink()
    assert main(argv + ["--resume"]) == 0
    rows = _rows(out)
    assert [r["id"] for r in rows] == [f"q{i}" for i in range(6)]
    assert json.loads((out / "summary.json").read_text())["settings"]["default"]["correct"] == 3
    assert main(argv + ["--resume"]) == 0  # nothing left to do
    assert len(_rows(out)) == 6
    # a resumed run must be the same run
    other = argv[:1] + ["reason"] + argv[2:] + ["--resume"]
    assert main(other) == 2 and "another protocol" in capsys.readouterr().err


def test_resume_retry_failed(tmp_path):
    broken = tmp_path / "broken"
    broken.write_text("q1")

    def run(payload, options, deadline):
        if payload["question"] in broken.read_text().split():
            raise RuntimeError("backend down")
        return {"answer": "A"}

    register(Protocol("sometimes", run, inputs=("medqa",)))
    try:
        data = tmp_path / "d.jsonl"
        data.write_text(
            "".join(
                json.dumps(
                    {"id": f"q{i}", "question": f"q{i}", "options": {"A": "a"}, "answer_idx": "A"}
                )
                + "\n"
                for i in range(3)
            )
        )
        out = tmp_path / "o"
        argv = [
            "evaluate",
            "sometimes",
            "--dataset",
            str(data),
            "--out",
            str(out),
            "--executor",
            "serial",
            "--no-plots",
            "--no-progress",
        ]
        assert main(argv) == 0
        assert [r["status"] for r in _rows(out)] == ["ok", "failed", "ok"]
        assert main(argv + ["--resume"]) == 0 and len(_rows(out)) == 3  # failures are done
        broken.write_text("")
        assert main(argv + ["--retry-failed"]) == 2
        assert main(argv + ["--resume", "--retry-failed"]) == 0
        rows = _rows(out)
        assert [(r["id"], r["status"]) for r in rows][3:] == [("q1", "ok")]
        summary = json.loads((out / "summary.json").read_text())["settings"]["default"]
        assert summary["items"] == 3 and summary["correct"] == 3  # the last row counts
    finally:
        del PROTOCOLS["sometimes"]


def test_ctrl_c_on_the_pool_keeps_finished_rows(tmp_path):
    """SIGINT to a running ``clinarg evaluate`` (local pool): exit 130, every
    row written is whole, and --resume finishes the rest, each item once."""
    import subprocess
    import sys

    staged = (DATA / "staged.jsonl").read_text().splitlines()
    data = tmp_path / "d.jsonl"
    with open(data, "w") as fh:
        for k in range(24):
            doc = json.loads(staged[k % 3])
            doc["id"] = f"{doc['id']}-{k}"
            fh.write(json.dumps(doc) + "\n")
    out = tmp_path / "o"
    argv = [
        sys.executable,
        "-m",
        "clinarg",
        "evaluate",
        "diagnose",
        "--dataset",
        str(data),
        "--out",
        str(out),
        "--workers",
        "2",
        "--no-plots",
    ]
    proc = subprocess.Popen(argv, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    results = out / "results.jsonl"
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline and proc.poll() is None:
        if results.exists() and results.read_text().count("\n") >= 3:
            break
        time.sleep(0.05)
    proc.send_signal(signal.SIGINT)
    _, err = proc.communicate(timeout=60)
    assert proc.returncode == 130, err
    assert "clinarg: interrupted" in err and "Traceback" not in err
    first = _rows(out)  # every line parses: no row was cut
    assert 3 <= len(first) < 24
    done = subprocess.run(
        argv + ["--resume", "--no-progress"], capture_output=True, text=True, timeout=600
    )
    assert done.returncode == 0, done.stderr
    rows = _rows(out)
    assert sorted(r["id"] for r in rows) == sorted(
        json.loads(x)["id"] for x in data.read_text().splitlines()
    )
    assert rows[: len(first)] == first


def test_results_file_refuses_a_bad_middle_line(tmp_path):
    p = tmp_path / "results.jsonl"
    p.write_text('{"id": "1"}\nnot json\n{"id": "2"}\n')
    with pytest.raises(FormatError) as info:
        ResultsFile(p)
    assert info.value.line == 2


def test_limit(tmp_path):
    out = tmp_path / "o"
    assert (
        main(
            [
                "evaluate",
                "diagnose",
                "--dataset",
                str(DATA / "staged.jsonl"),
                "--out",
                str(out),
                "--limit",
                "2",
                "--executor",
                "serial",
                "--no-plots",
                "--no-progress",
                "--simulations",
                "8",
            ]
        )
        == 0
    )
    assert len(_rows(out)) == 2


def test_diagnose_staged_cases(tmp_path):
    out = tmp_path / "o"
    assert (
        main(
            [
                "evaluate",
                "diagnose",
                "--dataset",
                str(DATA / "staged.jsonl"),
                "--out",
                str(out),
                "--executor",
                "serial",
                "--no-plots",
                "--no-progress",
            ]
        )
        == 0
    )
    rows = {r["id"]: r for r in _rows(out)}
    assert set(rows) == {"inferior_stemi", "pe_after_flight", "pericarditis_no_crp"}
    for r in rows.values():
        assert r["status"] == "ok" and r["reference"]
        assert r["correct"] == (r["answer"] == r["reference"])
        assert r["detail"]["steps"] >= 1


# ------------------------------------------------------- solver protocols
def _random_graphs(folder: Path, count: int, seed: int = 7) -> None:
    rng = random.Random(seed)
    folder.mkdir()
    for k in range(count):
        n = rng.randint(1, 8)
        attacks = {(rng.randrange(n), rng.randrange(n)) for _ in range(rng.randint(0, 2 * n))}
        if k % 2:
            lines = [f"arg(a{i})." for i in range(n)] + [f"att(a{a},a{b})." for a, b in attacks]
            (folder / f"g{k:04d}.apx").write_text("\n".join(lines) + "\n")
        else:
            lines = [f"p af {n}"] + [f"{a + 1} {b + 1}" for a, b in attacks]
            (folder / f"g{k:04d}.af").write_text("\n".join(lines) + "\n")


def _job(protocol, payload, options, id_="1"):
    return {
        "id": id_,
        "setting": "default",
        "protocol": protocol,
        "payload": payload,
        "options": dict(options, setting="default"),
        "reference": None,
        "timeout": None,
        "retries": 0,
    }


def test_solve_and_strengths_on_the_shipped_folder(tmp_path):
    out = tmp_path / "o"
    assert (
        main(
            [
                "evaluate",
                "solve",
                "--dataset",
                str(DATA / "graphs"),
                "--task",
                "EE-PR",
                "--out",
                str(out),
                "--executor",
                "serial",
                "--no-progress",
            ]
        )
        == 0
    )
    rows = {r["id"]: r for r in _rows(out)}
    assert rows["chain.apx"]["answer"] == [["a", "c"]]
    assert rows["mutual.af"]["answer"] == [["1", "3"], ["2"]]
    assert rows["broken.apx"]["status"] == "failed"
    assert "undeclared argument 'zz'" in rows["broken.apx"]["error"]["message"]
    out2 = tmp_path / "o2"
    assert (
        main(
            [
                "evaluate",
                "solve",
                "--dataset",
                str(DATA / "graphs"),
                "--task",
                "DC-PR",
                "-a",
                "c",
                "--out",
                str(out2),
                "--executor",
                "serial",
                "--no-progress",
            ]
        )
        == 0
    )
    rows = {r["id"]: r for r in _rows(out2)}
    assert rows["chain.apx"]["answer"] is True
    assert rows["mutual.af"]["error"]["message"] == "argument 'c' is not in this graph"
    out3 = tmp_path / "o3"
    assert (
        main(
            [
                "evaluate",
                "strengths",
                "--dataset",
                str(DATA / "graphs"),
                "--out",
                str(out3),
                "--semantics",
                "dfquad",
                "--executor",
                "serial",
                "--no-progress",
            ]
        )
        == 0
    )
    rows = {r["id"]: r for r in _rows(out3)}
    assert rows["chain.apx"]["answer"] == {"a": 0.5, "b": 0.25, "c": 0.375}


def test_solve_json_graphs_with_supports(tmp_path):
    folder = tmp_path / "g"
    folder.mkdir()
    (folder / "s.json").write_text(
        json.dumps(
            {
                "arguments": [{"id": "a", "base_score": 0.9}, {"id": "b"}, {"id": "c"}],
                "attacks": [["a", "b"]],
                "supports": [["c", "b"]],
            }
        )
    )
    base = [
        "evaluate",
        "solve",
        "--dataset",
        str(folder),
        "--task",
        "SE-GR",
        "--executor",
        "serial",
        "--no-progress",
        "--no-plots",
    ]
    assert main(base + ["--out", str(tmp_path / "o1")]) == 0
    assert _rows(tmp_path / "o1")[0]["status"] == "failed"
    assert main(base + ["--out", str(tmp_path / "o2"), "--ignore-supports"]) == 0
    assert _rows(tmp_path / "o2")[0]["answer"] == ["a", "c"]
    assert (
        main(
            [
                "evaluate",
                "strengths",
                "--dataset",
                str(folder),
                "--out",
                str(tmp_path / "o3"),
                "--executor",
                "serial",
                "--no-progress",
                "--no-plots",
                "--semantics",
                "dfquad",
            ]
        )
        == 0
    )
    strengths = _rows(tmp_path / "o3")[0]["answer"]
    # DF-QuAD: attack 0.9 > support 0.5, so b = 0.5 - 0.5 * (0.9 - 0.5)
    assert strengths["a"] == 0.9 and strengths["b"] == pytest.approx(0.3)


def test_payloads_are_compact_arrays():
    import numpy as np

    from clinarg.commands.evaluate.protocols import graph_payload

    p = graph_payload(str(DATA / "graphs" / "mutual.af"), "solve")
    assert set(p) == {"names", "src", "dst"} and p["src"].dtype == np.int32
    q = graph_payload(str(DATA / "graphs" / "chain.apx"), "strengths")
    assert q["attacks"].tolist() == [[0, 1], [1, 2]] and q["base"].dtype == np.float64
    assert q["supports"].shape == (0, 2)


def test_local_pool_equals_serial_on_200_graphs(tmp_path):
    folder = tmp_path / "graphs"
    _random_graphs(folder, 200)
    for protocol, extra in (("solve", ["--task", "SE-PR"]), ("strengths", [])):
        rows = {}
        for executor in ("serial", "local"):
            out = tmp_path / f"{protocol}-{executor}"
            assert (
                main(
                    [
                        "evaluate",
                        protocol,
                        "--dataset",
                        str(folder),
                        "--out",
                        str(out),
                        "--executor",
                        executor,
                        "--workers",
                        "2",
                        "--no-progress",
                        "--no-plots",
                    ]
                    + extra
                )
                == 0
            )
            rows[executor] = _rows(out)
        assert len(rows["serial"]) == 200
        assert all(r["status"] == "ok" for r in rows["serial"])
        assert _strip(rows["local"]) == _strip(rows["serial"])


# ------------------------------------------------- executors under stress
@pytest.fixture
def dying_protocol(tmp_path):
    """Kills its own worker process: the first time only (marker file), or always."""
    marker = tmp_path / "died"

    def run(payload, options, deadline):
        if payload["question"] == "die-once" and not marker.exists():
            marker.write_text(str(os.getpid()))
            os.kill(os.getpid(), signal.SIGKILL)
        if payload["question"] == "die-always":
            os.kill(os.getpid(), signal.SIGKILL)
        if payload["question"] == "hang":
            time.sleep(60)
        return {"answer": payload["question"]}

    register(Protocol("dying", run, inputs=("medqa",)))
    yield marker
    del PROTOCOLS["dying"]


def _jobs(questions, timeout=None):
    return [
        dict(_job("dying", {"question": q}, {}, id_=f"{i}-{q}"), timeout=timeout)
        for i, q in enumerate(questions)
    ]


@pytest.mark.parametrize("chunk", [1, 3])
def test_worker_killed_mid_run_loses_no_item(dying_protocol, chunk):
    """The worker dies in the middle of its chunk: the item it ran and the
    ones after it in the chunk are all run again elsewhere."""
    questions = ["a", "die-once", "b", "c", "d", "e", "f", "g"]
    pool = executors.LocalPool(2, chunk=chunk)
    rows = list(pool(_jobs(questions)))
    assert dying_protocol.exists()  # a worker did die mid-item
    assert int(dying_protocol.read_text()) in pool.pids
    assert sorted(r["id"] for r in rows) == sorted(f"{i}-{q}" for i, q in enumerate(questions))
    assert all(r["status"] == "ok" and r["answer"] == r["id"].split("-", 1)[1] for r in rows)


def test_item_that_always_kills_its_worker_is_recorded(dying_protocol):
    rows = {
        r["id"]: r for r in executors.LocalPool(2, max_deaths=1)(_jobs(["a", "die-always", "b"]))
    }
    assert rows["1-die-always"]["status"] == "failed"
    assert rows["1-die-always"]["error"]["type"] == "WorkerDied"
    assert rows["0-a"]["status"] == rows["2-b"]["status"] == "ok"


def test_pool_kills_an_item_past_its_timeout(dying_protocol, monkeypatch):
    monkeypatch.setattr(executors, "GRACE", 0.2)
    start = time.monotonic()
    rows = {r["id"]: r for r in executors.LocalPool(2)(_jobs(["hang", "a"], timeout=0.5))}
    assert time.monotonic() - start < 20
    assert rows["0-hang"]["status"] == "timeout"
    assert rows["0-hang"]["error"]["type"] == "ItemTimeout"
    assert rows["1-a"]["status"] == "ok"


def test_results_stream_as_they_finish(dying_protocol):
    """The quick item's row arrives while the slow one still runs."""
    jobs = _jobs(["hang", "a"], timeout=30)
    stream = executors.LocalPool(2)(jobs)
    start = time.monotonic()
    first = next(stream)
    assert first["id"] == "1-a" and time.monotonic() - start < 20
    stream.close()  # ends the hanging worker


# --------------------------------------------- backend: retries, timeouts
def _answering(answer="B"):
    """A good answer choosing the option ``answer``, with reasoning when the
    schema asks for it (the CoT baseline)."""

    def reply(body):
        schema = body["response_format"]["json_schema"]["schema"]
        value = {"answer": answer}
        if "reasoning" in schema["properties"]:
            value = {"reasoning": "step by step", "answer": answer}
        return json.dumps(value)

    return reply


@pytest.fixture
def stub():
    with ChatServer(("ok", _answering()), {"prompt_tokens": 10, "completion_tokens": 5}) as s:
        yield s


def _http(stub, *extra):
    return [
        "--backend",
        "http",
        "--base-url",
        stub.url,
        "--model",
        "stub",
        "--retries",
        "0",
        "--no-progress",
        "--no-plots",
        *extra,
    ]


def test_baselines_through_the_same_backend(tmp_path, stub):
    data = tmp_path / "d.jsonl"
    lines = (DATA / "medqa.jsonl").read_text().splitlines()[:2]
    data.write_text("\n".join(lines) + "\n")
    out = tmp_path / "o"
    assert (
        main(
            [
                "evaluate",
                "reason",
                "--dataset",
                str(data),
                "--out",
                str(out),
                "--settings",
                "direct,cot",
                "--executor",
                "serial",
            ]
            + _http(stub)
        )
        == 0
    )
    rows = {(r["id"], r["setting"]): r for r in _rows(out)}
    assert set(rows) == {
        (i, s) for i in ("mq-stroke", "mq-stroke-pregnant") for s in ("direct", "cot")
    }
    # the stub always answers B: right for the pregnant patient, wrong for Joey (ACEI)
    assert all(r["answer"] == "B" for r in rows.values())
    assert all(rows["mq-stroke-pregnant", s]["correct"] for s in ("direct", "cot"))
    assert not any(rows["mq-stroke", s]["correct"] for s in ("direct", "cot"))
    assert rows["mq-stroke", "cot"]["detail"]["reasoning"] == "step by step"
    assert rows["mq-stroke", "direct"]["backend"] == {
        "calls": 1,
        "failed_calls": 0,
        "tokens": {"prompt_tokens": 10, "completion_tokens": 5},
    }
    prompts = [body["messages"][-1]["content"] for body in stub.bodies]
    assert all("Options:\nA. " in p for p in prompts)


def test_offline_baseline_is_a_recorded_failure(tmp_path):
    out = tmp_path / "o"
    assert (
        main(
            [
                "evaluate",
                "reason",
                "--dataset",
                str(DATA / "medqa.jsonl"),
                "--out",
                str(out),
                "--limit",
                "1",
                "--baselines",
                "--executor",
                "serial",
                "--no-progress",
                "--no-plots",
            ]
        )
        == 0
    )
    rows = {r["setting"]: r for r in _rows(out)}
    assert rows["argmed"]["status"] == "ok"
    assert rows["direct"]["status"] == "failed"
    assert "offline knowledge backend" in rows["direct"]["error"]["message"]


def test_transient_failures_are_retried_with_backoff(tmp_path, stub):
    data = tmp_path / "d.jsonl"
    data.write_text((DATA / "medqa.jsonl").read_text().splitlines()[0] + "\n")
    stub.script = [("status", 503), ("status", 502)]
    out = tmp_path / "o"
    assert (
        main(
            [
                "evaluate",
                "reason",
                "--dataset",
                str(data),
                "--out",
                str(out),
                "--settings",
                "direct",
                "--executor",
                "serial",
                "--item-retries",
                "2",
                "--backoff",
                "0.01",
            ]
            + _http(stub)
        )
        == 0
    )
    (row,) = _rows(out)
    assert row["status"] == "ok" and row["timing"]["attempts"] == 3
    assert len(stub.requests) == 3
    # out of retries: recorded as failed, the run still finishes
    stub.script = [("status", 503)] * 3
    stub.requests.clear()
    out2 = tmp_path / "o2"
    assert (
        main(
            [
                "evaluate",
                "reason",
                "--dataset",
                str(data),
                "--out",
                str(out2),
                "--settings",
                "direct",
                "--executor",
                "serial",
                "--item-retries",
                "1",
                "--backoff",
                "0.01",
            ]
            + _http(stub)
        )
        == 0
    )
    (row,) = _rows(out2)
    assert row["status"] == "failed" and row["error"]["type"] == "BackendHTTPError"
    assert row["timing"]["attempts"] == 2 and len(stub.requests) == 2
    # a 400 is not transient: no retry
    stub.script = [("status", 400)] * 3
    stub.requests.clear()
    out3 = tmp_path / "o3"
    main(
        [
            "evaluate",
            "reason",
            "--dataset",
            str(data),
            "--out",
            str(out3),
            "--settings",
            "direct",
            "--executor",
            "serial",
            "--item-retries",
            "2",
        ]
        + _http(stub)
    )
    assert _rows(out3)[0]["timing"]["attempts"] == 1


def test_item_timeout_against_a_slow_server(tmp_path, stub, monkeypatch):
    monkeypatch.setattr(executors, "GRACE", 0.2)
    data = tmp_path / "d.jsonl"
    data.write_text("\n".join((DATA / "medqa.jsonl").read_text().splitlines()[:2]) + "\n")
    stub.script = [("sleep", 5.0)]
    out = tmp_path / "o"
    start = time.monotonic()
    assert (
        main(
            [
                "evaluate",
                "reason",
                "--dataset",
                str(data),
                "--out",
                str(out),
                "--settings",
                "direct",
                "--workers",
                "2",
                "--timeout",
                "1",
                "--request-timeout",
                "30",
                "--item-retries",
                "0",
            ]
            + _http(stub)
        )
        == 0
    )
    assert time.monotonic() - start < 5
    rows = sorted(_rows(out), key=lambda r: r["status"])
    assert [r["status"] for r in rows] == ["ok", "timeout"]


# -------------------------------------------------------------- plots
def test_plots_when_matplotlib_is_installed(tmp_path):
    pytest.importorskip("matplotlib")
    out = tmp_path / "o"
    assert (
        main(
            [
                "evaluate",
                "reason",
                "--dataset",
                str(DATA / "medqa.jsonl"),
                "--out",
                str(out),
                "--executor",
                "serial",
                "--no-progress",
            ]
        )
        == 0
    )
    for name in ("accuracy.png", "time.png"):
        assert (out / name).read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


def test_progress_on_a_terminal():
    from clinarg.commands.evaluate.progress import Progress

    class Tty(io.StringIO):
        def isatty(self):
            return True

    log = Tty()
    ticks = iter([0.0, 1.0, 2.0])
    p = Progress(2, log, clock=lambda: next(ticks))
    p.update(failed=False)
    p.update(failed=False)
    p.close()
    assert log.getvalue().startswith("\r[###############...............] 1/2")
    assert "ETA 00:00" in log.getvalue() and log.getvalue().endswith("\n")


# ---------------------------------------------------------------- Ray
def test_ray_equals_local(tmp_path, stub, monkeypatch):
    ray = pytest.importorskip("ray")
    from clinarg.commands.evaluate.protocols import graph_payload

    folder = tmp_path / "graphs"
    _random_graphs(folder, 200, seed=11)
    solver_jobs = [
        _job(
            "solve",
            graph_payload(str(p), "solve"),
            {"task": "SE", "semantics": "PR", "argument": None},
            id_=p.name,
        )
        for p in sorted(folder.iterdir())
    ]
    items = datasets.read_dataset(DATA / "medqa.jsonl")[:5]
    llm = {
        "backend": "knowledge",
        "record": None,
        "replay": None,
        "base_url": None,
        "model": None,
        "api_key_env": None,
        "temperature": 0.0,
        "request_timeout": 60.0,
        "retries": 0,
        "seed": 0,
    }
    case_jobs = [
        dict(
            _job(
                "reason",
                dict(items[k % 5].data),
                {"llm": llm, "knowledge_base": None, "dialogue_limit": 4},
                id_=f"{items[k % 5].id}-{k}",
            ),
            reference=items[k % 5].reference,
        )
        for k in range(20)
    ]
    for jobs in (solver_jobs, case_jobs):
        for j in jobs:
            j["options"]["setting"] = "argmed" if j["protocol"] == "reason" else "default"
    ray.init(num_cpus=2, include_dashboard=False, log_to_driver=False, _node_ip_address="127.0.0.1")
    try:
        executor = executors.RayExecutor(workers=2)
        for jobs in (solver_jobs, case_jobs):
            on_ray = list(executor(jobs))
            local = list(executors.LocalPool(2)(jobs))
            assert len(on_ray) == len(jobs)
            assert _strip(on_ray) == _strip(local)
        # the command line on the same Ray instance, against the serial rows
        outs = {}
        for executor in ("ray", "serial"):
            outs[executor] = tmp_path / executor
            assert (
                main(
                    [
                        "evaluate",
                        "diagnose",
                        "--dataset",
                        str(DATA / "staged.jsonl"),
                        "--out",
                        str(outs[executor]),
                        "--executor",
                        executor,
                        "--no-progress",
                        "--no-plots",
                    ]
                )
                == 0
            )
        assert _strip(_rows(outs["ray"])) == _strip(_rows(outs["serial"]))
        assert ray.is_initialized()  # the command leaves a Ray it did not start running
        # an item past its timeout is cancelled and recorded; the other one answers
        monkeypatch.setattr(executors, "GRACE", 0.2)
        stub.script = [("sleep", 30.0)]
        http = dict(llm, backend="http", base_url=stub.url, model="stub")
        slow = [
            dict(
                _job(
                    "reason",
                    dict(items[0].data),
                    {"llm": http, "knowledge_base": None},
                    id_=f"t{k}",
                ),
                timeout=1.0,
                reference="B",
            )
            for k in range(2)
        ]
        for j in slow:
            j["options"]["setting"] = "direct"
        start = time.monotonic()
        rows = {r["id"]: r for r in executors.RayExecutor(workers=2)(slow)}
        assert time.monotonic() - start < 20
        assert sorted(r["status"] for r in rows.values()) == ["ok", "timeout"]
    finally:
        ray.shutdown()


def test_ray_worker_killed_mid_item_loses_no_item(tmp_path, stub):
    """A Ray worker killed while its item waits for the backend: Ray runs the
    task again (max_retries) and the item is answered, not lost."""
    ray = pytest.importorskip("ray")
    psutil = pytest.importorskip("psutil")  # a dependency of Ray
    item = datasets.read_dataset(DATA / "medqa.jsonl")[0]
    llm = {
        "backend": "http",
        "record": None,
        "replay": None,
        "base_url": stub.url,
        "model": "stub",
        "api_key_env": None,
        "temperature": 0.0,
        "request_timeout": 60.0,
        "retries": 0,
        "seed": 0,
    }
    job = dict(
        _job("reason", dict(item.data), {"llm": llm, "knowledge_base": None}, id_="k"),
        reference=item.reference,
    )
    job["options"]["setting"] = "direct"
    stub.script = [("sleep", 30.0)]  # the first attempt hangs until its worker is killed
    ray.init(num_cpus=2, include_dashboard=False, log_to_driver=False, _node_ip_address="127.0.0.1")
    killed = []

    def kill_the_worker():
        deadline = time.monotonic() + 60
        while not stub.requests and time.monotonic() < deadline:
            time.sleep(0.05)
        for proc in psutil.process_iter(["cmdline"]):
            if any("_run_chunk" in part for part in proc.info["cmdline"] or ()):
                proc.kill()
                killed.append(proc.pid)

    try:
        killer = threading.Thread(target=kill_the_worker, daemon=True)
        killer.start()
        start = time.monotonic()
        rows = list(executors.RayExecutor(workers=2)([job]))
        killer.join()
    finally:
        ray.shutdown()
    assert killed, "no Ray worker was running the item"
    assert time.monotonic() - start < 30  # the retry did not wait for the hanging answer
    assert len(rows) == 1 and rows[0]["status"] == "ok" and rows[0]["answer"] == "B"
    assert len(stub.requests) == 2  # the killed attempt and the retry


def test_debate_over_five_option_questions(tmp_path):
    """MLAD through the harness: the paper's analysis (accuracy, consensus
    within the round cap, initial recall, initial errors corrected) from the
    rows' detail; an option outside the debate's knowledge graph fails its
    item, not the run."""
    out = tmp_path / "o"
    code = main(
        [
            "evaluate",
            "debate",
            "--dataset",
            str(DATA / "mcq5_diseases.jsonl"),
            "--out",
            str(out),
            "--executor",
            "serial",
            "--no-plots",
            "--no-progress",
        ]
    )
    assert code == 0
    rows = {r["id"]: r for r in _rows(out)}
    assert rows["mcq_inferior_stemi"]["answer"] == "C" and rows["mcq_inferior_stemi"]["correct"]
    pleuritic = rows["mcq_pleuritic_chest_pain"]
    assert pleuritic["correct"] is True and pleuritic["detail"]["rounds"] >= 2
    assert pleuritic["detail"]["corrected"] == 1.0  # the initial majority was wrong
    summary = json.loads((out / "summary.json").read_text())["settings"]["default"]
    assert summary["correct"] == 2
    other = tmp_path / "p"
    assert (
        main(
            [
                "evaluate",
                "debate",
                "--dataset",
                str(DATA / "mcq5.jsonl"),
                "--out",
                str(other),
                "--executor",
                "serial",
                "--no-plots",
                "--no-progress",
            ]
        )
        == 0
    )
    assert all(
        r["status"] == "failed" and r["error"]["type"] == "FormatError" for r in _rows(other)
    )


def test_diagnose_with_the_orchestrator_judged_by_the_backend(tmp_path, monkeypatch):
    # evaluate builds the agents and the judge as clinarg diagnose does: with
    # 'orchestrator' among --roles the backend answers the orchestrator's own
    # judgements, and the search options reach the orchestrator
    import test_mcts_judge_http as judge_stub

    answer_judgement = judge_stub.stub_model

    def model(task, schema, prompt, bad_confidence=False):
        if task == "orchestrate_diagnosis":
            options = schema["properties"]["hypotheses"]["items"]["properties"]["diagnosis"]
            return {"hypotheses": [{"diagnosis": options["enum"][0], "confidence": 0.6}]}
        return answer_judgement(task, schema, prompt, bad_confidence)

    monkeypatch.setattr(judge_stub, "stub_model", model)
    server = judge_stub.stub_server()
    try:
        out = tmp_path / "o"
        argv = [
            "evaluate",
            "diagnose",
            "--dataset",
            str(DATA / "staged.jsonl"),
            "--out",
            str(out),
            "--executor",
            "serial",
            "--roles",
            "orchestrator,diagnosis",
            "--rule",
            "puct",
            "--simulations",
            "4",
            "--eta",
            "6",
            *_http(server),
        ]
        assert main(argv) == 0
    finally:
        server.close()
    rows = _rows(out)
    assert len(rows) == 3
    for r in rows:
        assert r["status"] == "ok", r["error"]
        assert r["backend"]["calls"] > 0 and r["backend"]["failed_calls"] == 0
        assert set(r["backend"]["tokens"]) == {"prompt_tokens", "completion_tokens"}
    tasks = {body["response_format"]["json_schema"]["name"] for body in server.bodies}
    assert {"orchestrate_select", "orchestrate_diagnosis"} <= tasks
    options = json.loads((out / "run.json").read_text())["options"]
    assert (options["rule"], options["simulations"], options["eta"]) == ("puct", 4, 6)


def test_resume_does_not_read_finished_graphs_again(tmp_path, monkeypatch):
    from clinarg.commands.evaluate import protocols

    argv = ["evaluate", "solve", "--dataset", str(DATA / "graphs"), "--task", "SE-GR"]
    argv += ["--out", str(tmp_path / "o"), "--executor", "serial", "--no-progress"]
    assert main(argv) == 0
    read = []
    real = protocols.graph_payload

    def counted(path, *args, **kwargs):
        read.append(os.path.basename(path))
        return real(path, *args, **kwargs)

    monkeypatch.setattr(protocols, "graph_payload", counted)
    assert main([*argv, "--resume"]) == 0
    assert read == []
    # the failed one is read again when asked for
    assert main([*argv, "--resume", "--retry-failed"]) == 0
    assert read == ["broken.apx"]
