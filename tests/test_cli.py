"""The command line as a user runs it: real processes, exit codes, one-line errors."""

import json
import os
import subprocess
import sys

import pytest

import clinarg
from clinarg.cli import main

from conftest import DATA

EXAMPLE = DATA / "probo" / "ex2.apx"


def run(*args, check_status=None):
    proc = subprocess.run(
        [sys.executable, "-m", "clinarg", *map(str, args)],
        capture_output=True,
        text=True,
        timeout=120,
    )
    if check_status is not None:
        assert proc.returncode == check_status, proc.stderr
    return proc


def test_version():
    proc = run("--version", check_status=0)
    assert proc.stdout.strip() == f"clinarg {clinarg.__version__}"


def test_problems_and_formats(capsys):
    assert main(["solve", "--problems"]) == 0
    problems = capsys.readouterr().out.strip()[1:-1].split(",")
    assert {"SE-GR", "DC-GR", "DS-GR", "EE-GR", "CE-GR"} <= set(problems)
    assert main(["solve", "--formats"]) == 0
    assert capsys.readouterr().out.strip() == "[iccma,apx,tgf,json]"


def test_grounded_tasks_in_iccma_syntax(tmp_path):
    af_file = tmp_path / "chain.af"
    af_file.write_text("p af 4\n1 2\n2 3\n3 4\n")
    assert run("solve", "-p", "SE-GR", "-f", af_file).stdout == "w 1 3\n"
    assert run("solve", "-p", "EE-GR", "-f", af_file).stdout == "w 1 3\n"
    assert run("solve", "-p", "DC-GR", "-f", af_file, "-a", "3").stdout == "YES\nw 1 3\n"
    assert run("solve", "-p", "DS-GR", "-f", af_file, "-a", "2").stdout == "NO\nw 1 3\n"
    assert run("solve", "-p", "CE-GR", "-f", af_file).stdout == "1\n"


def test_iccma_output_uses_numbers_for_named_iccma_files(tmp_path, capsys):
    f = tmp_path / "named.af"
    f.write_text("p af 2\n# acei\n# arb\n1 2\n")
    assert main(["solve", "-p", "SE-GR", "-f", str(f)]) == 0
    assert capsys.readouterr().out == "w 1\n"
    assert main(["solve", "-p", "DC-GR", "-f", str(f), "-a", "acei", "--output", "json"]) == 0
    assert json.loads(capsys.readouterr().out) == {
        "task": "DC-GR",
        "argument": "acei",
        "accepted": True,
        "witness": ["acei"],
    }


def test_json_output(capsys):
    assert main(["solve", "-p", "EE-GR", "-f", str(EXAMPLE), "--output", "json"]) == 0
    assert json.loads(capsys.readouterr().out) == {"task": "EE-GR", "extensions": [["a1"]]}
    assert main(["solve", "-p", "SE-GR", "-f", str(EXAMPLE), "--output", "json"]) == 0
    assert json.loads(capsys.readouterr().out) == {"task": "SE-GR", "extension": ["a1"]}
    assert main(["solve", "-p", "CE-GR", "-f", str(EXAMPLE), "--output", "json"]) == 0
    assert json.loads(capsys.readouterr().out) == {"task": "CE-GR", "count": 1}
    assert main(["solve", "-p", "DS-GR", "-f", str(EXAMPLE), "-a", "a3", "--output", "json"]) == 0
    assert json.loads(capsys.readouterr().out) == {
        "task": "DS-GR",
        "argument": "a3",
        "accepted": False,
        "witness": ["a1"],
    }
    assert main(["solve", "-p", "DS-GR", "-f", str(EXAMPLE), "-a", "a1", "--output", "json"]) == 0
    assert json.loads(capsys.readouterr().out)["witness"] is None


def test_shipped_example_runs():
    example = clinarg.__file__.replace("__init__.py", "examples/stroke_hypertension_graph.json")
    proc = run("solve", "-p", "SE-GR", "-f", example, "--output", "json", check_status=0)
    assert sorted(json.loads(proc.stdout)["extension"]) == ["arb", "arb_better", "cough"]


@pytest.mark.parametrize(
    "args,message",
    [
        (["solve", "-p", "EE-XX", "-f", EXAMPLE], "unknown semantics 'XX'"),
        (["solve", "-p", "ZZ-GR", "-f", EXAMPLE], "unknown problem"),
        (["solve", "-p", "EE-GR"], "needs -p TASK and -f FILE"),
        (["solve", "-p", "DC-GR", "-f", EXAMPLE], "needs a query argument"),
        (["solve", "-p", "DC-GR", "-f", EXAMPLE, "-a", "zz"], "'zz' is not in"),
        (["solve", "-p", "EE-GR", "-f", "missing.af"], "missing.af: no such file"),
        (["solve", "-p", "EE-GR", "-f", EXAMPLE, "-fo", "xml"], "unknown format"),
        (
            ["solve", "-p", "EE-GR", "-f", EXAMPLE, "--timeout", "-1"],
            "--timeout must be a positive finite number",
        ),
        (["solve", "--output", "yaml"], "invalid choice"),
        (["frobnicate"], "invalid choice"),
    ],
)
def test_errors_are_one_line_with_status_2(args, message):
    proc = run(*args)
    assert proc.returncode == 2
    assert proc.stderr.count("\n") == 1 and "Traceback" not in proc.stderr
    assert message in proc.stderr and proc.stdout == ""


def test_bad_file_reports_file_and_line(tmp_path):
    bad = tmp_path / "bad.af"
    bad.write_text("p af 2\n1 2\n2 x\n")
    proc = run("solve", "-p", "EE-GR", "-f", bad)
    assert proc.returncode == 2 and proc.stderr.strip() == (
        f"clinarg: error: {bad}:3: malformed line: expected an attack 'i j' with two "
        "positive integers"
    )


def test_json_with_supports_needs_the_flag(tmp_path):
    doc = tmp_path / "g.json"
    doc.write_text(
        json.dumps(
            {
                "arguments": [{"id": "a"}, {"id": "b"}],
                "attacks": [["a", "b"]],
                "supports": [["b", "a"]],
            }
        )
    )
    assert "support" in run("solve", "-p", "EE-GR", "-f", doc).stderr
    assert run("solve", "-p", "EE-GR", "-f", doc, "--ignore-supports").stdout == "w a\n"


def test_closed_pipe_is_not_an_error(tmp_path):
    big = tmp_path / "big.af"  # the answer is far larger than a pipe buffer
    big.write_text("p af 200000\n")
    proc = subprocess.run(
        f"'{sys.executable}' -m clinarg solve -p SE-GR -f '{big}' | head -c 5",
        shell=True,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert proc.stderr == "" and proc.stdout == "w 1 2"


def test_solve_answer_is_whole_when_the_process_ends_at_once(tmp_path):
    """``clinarg solve`` ends with ``os._exit`` after flushing (no
    interpreter teardown): an answer far larger than the output buffer
    still reaches a pipe and a file whole."""
    pairs = tmp_path / "pairs.af"  # 8 mutual attacks: 3^8 complete extensions
    pairs.write_text(
        "p af 16\n"
        + "".join(f"{2 * k + 1} {2 * k + 2}\n{2 * k + 2} {2 * k + 1}\n" for k in range(8))
    )
    piped = run("solve", "-p", "EE-CO", "-f", pairs, check_status=0)
    lines = piped.stdout.splitlines()
    assert len(lines) == len(set(lines)) == 3**8 and all(line.startswith("w") for line in lines)
    answer = tmp_path / "answer.txt"
    with answer.open("w") as out:
        done = subprocess.run(
            [sys.executable, "-m", "clinarg", "solve", "-p", "EE-CO", "-f", str(pairs)],
            stdout=out,
            stderr=subprocess.PIPE,
            text=True,
            timeout=120,
        )
    assert done.returncode == 0 and done.stderr == ""
    assert answer.read_text() == piped.stdout


@pytest.mark.skipif(not os.path.exists("/dev/full"), reason="no /dev/full here")
def test_solve_answer_that_cannot_be_written_is_an_error(tmp_path):
    """Written to a full device, the answer is lost: one line on stderr and
    exit status 2, not a silent success."""
    pairs = tmp_path / "pairs.af"
    pairs.write_text(
        "p af 16\n"
        + "".join(f"{2 * k + 1} {2 * k + 2}\n{2 * k + 2} {2 * k + 1}\n" for k in range(8))
    )
    with open("/dev/full", "w") as full:
        done = subprocess.run(
            [sys.executable, "-m", "clinarg", "solve", "-p", "EE-CO", "-f", str(pairs)],
            stdout=full,
            stderr=subprocess.PIPE,
            text=True,
            timeout=120,
        )
    assert done.returncode == 2
    assert done.stderr.startswith("clinarg: error:") and len(done.stderr.splitlines()) == 1


def test_text_reports_escape_control_characters_from_case_files(tmp_path, capsys):
    """A title with an ANSI escape and a carriage return, from a case file, is
    shown as visible escapes in the text report (issue 14 item 16); the
    report's own line breaks stay."""
    from importlib import resources

    raw = json.loads(
        resources.files("clinarg.protocols.diagnose")
        .joinpath("data/cases/pe_after_flight.json")
        .read_text()
    )
    raw["title"] = "Flight \x1b[2J\rYES"
    path = tmp_path / "case.json"
    path.write_text(json.dumps(raw))
    assert main(["diagnose", "--case", str(path)]) == 0
    out = capsys.readouterr().out
    assert "\x1b" not in out and "\r" not in out
    assert "Flight \\x1b[2J\\rYES" in out
    assert out.count("\n") > 3


def test_strengths_timeout_bounds_reading_the_document(tmp_path):
    """--timeout counts from the start of the command: validating a
    100,000-argument document takes seconds, so a 0.2 s limit ends the
    command while it reads (exit 3, one line), not after it (issue 14 item 14)."""
    import time

    n = 100_000
    doc = {
        "arguments": [{"id": f"a{i}", "base_score": 0.5} for i in range(n)],
        "attacks": [[f"a{i}", f"a{i + 1}"] for i in range(n - 1)],
    }
    path = tmp_path / "big.json"
    path.write_text(json.dumps(doc))
    start = time.monotonic()
    done = subprocess.run(
        [sys.executable, "-m", "clinarg", "strengths", str(path), "--timeout", "0.2"],
        capture_output=True,
        text=True,
        timeout=120,
    )
    elapsed = time.monotonic() - start
    assert done.returncode == 3, done.stderr
    assert len(done.stderr.strip().splitlines()) == 1
    assert elapsed < 8  # interpreter start-up and the file read, not the validation
