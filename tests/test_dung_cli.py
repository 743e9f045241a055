"""``clinarg solve`` on Dung tasks: every task and semantics, timeouts, start-up imports."""

import json
import re
import subprocess
import sys
import time

import pytest
from hypothesis import given
from hypothesis import strategies as st

import clinarg
from clinarg.dung import SUPPORTED
from clinarg.dung.semantics import TASKS

from conftest import DATA
from dung_instances import even_cycle_ring


def solve(*args, timeout=60):
    return subprocess.run(
        [sys.executable, "-m", "clinarg", "solve", *args],
        capture_output=True,
        text=True,
        timeout=timeout,
    )


@pytest.fixture(scope="module")
def tiny(tmp_path_factory):
    path = tmp_path_factory.mktemp("af") / "tiny.af"
    path.write_text("p af 4\n1 2\n2 1\n2 3\n3 4\n4 3\n")
    return path


def test_problems_lists_every_task_of_every_semantics():
    listed = solve("--problems").stdout.strip()[1:-1].split(",")
    assert {f"{t}-{s}" for t in TASKS for s in SUPPORTED} <= set(listed)


@pytest.mark.parametrize("code", SUPPORTED)
def test_every_task_through_the_cli_matches_the_api(tiny, code):
    af = clinarg.read_af(tiny)
    expected = sorted(sorted(e) for e in clinarg.extensions(af, code))
    out = json.loads(solve("-p", f"EE-{code}", "-f", str(tiny), "--output", "json").stdout)
    assert sorted(out["extensions"]) == expected
    assert solve("-p", f"CE-{code}", "-f", str(tiny)).stdout.strip() == str(len(expected))
    se = solve("-p", f"SE-{code}", "-f", str(tiny)).stdout.strip()
    assert se == "NO" if not expected else sorted(se.split()[1:]) in expected
    for arg in af.names:
        for task, fn in (("DC", clinarg.credulous), ("DS", clinarg.skeptical)):
            res = json.loads(
                solve("-p", f"{task}-{code}", "-f", str(tiny), "-a", arg, "--output", "json").stdout
            )
            assert res["accepted"] == fn(af, arg, code).accepted


def test_ee_pr_iccma_output_on_probo_reference():
    out = solve("-p", "EE-PR", "-f", str(DATA / "probo" / "ex1.apx")).stdout.split("\n")
    lines = {frozenset(line.split()[1:]) for line in out if line.startswith("w")}
    assert lines == {frozenset({"a2", "a5"}), frozenset({"a1", "a3", "a4"})}


@pytest.mark.parametrize(
    "name, text", [("loop.af", "p af 2\n1 1\n1 2\n"), ("loop.apx", "arg(a).\narg(b).\natt(a,a).\n")]
)
def test_ee_prints_each_extension_on_a_line_of_its_own(tmp_path, name, text):
    # an empty extension is the line "w" alone; members in increasing id order
    path = tmp_path / name
    path.write_text(text)
    lines = solve("-p", "EE-CO", "-f", str(path)).stdout.splitlines()
    assert lines == (["w"] if name.endswith(".af") else ["w b"])


def test_ds_pr_prints_counterexample(tiny):
    out = solve("-p", "DS-PR", "-f", str(tiny), "-a", "3").stdout.split("\n")
    assert out[0] == "NO" and out[1].startswith("w") and "3" not in out[1].split()[1:]


def test_timeout_exits_3(tmp_path):
    af = even_cycle_ring(150)
    path = tmp_path / "chain.af"
    src, dst = af.attack_arrays()
    lines = [f"p af {af.n_arguments}"] + [f"{a + 1} {b + 1}" for a, b in zip(src, dst)]
    path.write_text("\n".join(lines) + "\n")
    res = solve("-p", "CE-PR", "-f", str(path), "--timeout", "0.5")
    assert res.returncode == 3
    assert "timeout" in res.stderr and "Traceback" not in res.stderr


@pytest.mark.parametrize(
    "problem, forbidden",
    [
        ("SE-GR", ("clingo", "numba", "scipy", "numpy")),
        # zipfile: importlib.resources' reader of the encodings imported it (2-3 ms)
        ("DS-PR", ("numba", "scipy", "zipfile", "numpy")),
        ("DC-SST", ("numba", "scipy", "zipfile", "numpy")),
    ],
)
def test_startup_imports_only_what_the_task_needs(tiny, problem, forbidden):
    code = (
        f"import sys, clinarg.cli; clinarg.cli.main(['solve', '-p', {problem!r}, '-f', "
        f"{str(tiny)!r}, '-a', '1']);"
        f"print(sorted(m for m in sys.modules if m.split('.')[0] in {forbidden!r}))"
    )
    res = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert res.stdout.strip().split("\n")[-1] == "[]", res.stdout


def test_no_task_of_any_semantics_imports_numpy(tmp_path):
    """numpy's import (70-90 ms) cost more than parsing, grounding and
    solving a 100-argument framework together, so the Dung engine keeps its
    arrays as array.array and runs every pass in the compiled core.  The
    framework has ten components of two arguments (the SCC walk of SE-PR and
    EE-CO), a query with a strict relevance cone (the witness lifting of DC-CO
    and DC-AD) and a self-attacker that argument 1 attacks."""
    lines = ["p af 21"]
    for i in range(10):  # 2i+1 <-> 2i+2, and 2i+2 attacks the next pair
        a, b = 2 * i + 1, 2 * i + 2
        lines += [f"{a} {b}", f"{b} {a}"] + ([f"{b} {a + 2}"] if i < 9 else [])
    lines += ["21 21", "1 21"]
    path = tmp_path / "pairs.af"
    path.write_text("\n".join(lines) + "\n")
    calls = [
        ["solve", "-p", f"{task}-{sem}", "-f", str(path)] + (["-a", "5"] if task in "DCDS" else [])
        for sem in SUPPORTED + ("GR",)
        for task in ("DC", "DS", "SE", "CE", "EE")
    ]
    code = (
        "import io, sys, contextlib, clinarg.cli\n"
        f"for args in {calls!r}:\n"
        "    out = io.StringIO()\n"
        "    with contextlib.redirect_stdout(out):\n"
        "        assert clinarg.cli.main(args) == 0, args\n"
        "    assert out.getvalue(), args\n"
        "print(sorted(m for m in sys.modules if m.split('.')[0] == 'numpy'))"
    )
    res = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert res.returncode == 0, res.stderr
    assert res.stdout.strip().split("\n")[-1] == "[]", res.stdout


# ------------------------------------------------------- --timeout bounds the whole command


def _timed_solve(*args):
    start = time.monotonic()
    res = solve(*args, timeout=120)
    return res, time.monotonic() - start


def _iccma_pairs(path, n):
    """n arguments in n/2 mutual attacks: nothing is grounded away, so the
    whole framework reaches clingo."""
    with open(path, "w") as f:
        f.write(f"p af {n}\n")
        f.write("".join(f"{i} {i + 1}\n{i + 1} {i}\n" for i in range(1, n, 2)))


# Start-up (about 0.3 s) plus what one look at the deadline may overrun by on
# a loaded machine.
SLACK = 2.5


def test_timeout_bounds_json_schema_validation(tmp_path):
    """A 100k-argument JSON document took 9.3 s under --timeout 1."""
    n = 60_000
    doc = {
        "arguments": [{"id": f"a{i}"} for i in range(n)],
        "attacks": [[f"a{i}", f"a{(i + 1) % n}"] for i in range(n)],
    }
    path = tmp_path / "big.json"
    path.write_text(json.dumps(doc))
    res, elapsed = _timed_solve(
        "-p", "EE-PR", "-f", str(path), "--timeout", "0.5", "--output", "json"
    )
    assert res.returncode == 3, res.stderr
    assert json.loads(res.stdout) == {"task": "EE-PR", "partial": True}
    assert elapsed < 0.5 + SLACK, elapsed


@pytest.mark.parametrize("problem", ["EE-ST", "DS-ST", "DC-PR"])
def test_timeout_bounds_clingo_grounding(tmp_path, problem):
    """Grounding 2M arguments took 27 s under --timeout 2: clingo cannot be
    interrupted while it grounds, so the wait is bounded instead.  (DC-PR
    grounds the rest of the framework to lift its witness; DC-CO no longer
    does, and answers here within the second.)"""
    path = tmp_path / "pairs.af"
    _iccma_pairs(path, 1_000_000)
    res, elapsed = _timed_solve("-p", problem, "-a", "1", "-f", str(path), "--timeout", "1")
    assert res.returncode == 3, res.stderr
    assert "timeout" in res.stderr and "Traceback" not in res.stderr
    assert elapsed < 1 + SLACK, elapsed


@pytest.mark.parametrize("output", ["iccma", "json"])
def test_timeout_bounds_se_gr(tmp_path, output):
    """SE-GR ignored --timeout (naming millions of arguments takes seconds)."""
    path = tmp_path / "wide.af"
    path.write_text("p af 5000000\n")
    res, elapsed = _timed_solve(
        "-p", "SE-GR", "-f", str(path), "--timeout", "0.3", "--output", output
    )
    assert res.returncode == 3, res.stderr
    assert elapsed < 0.3 + SLACK, elapsed
    if output == "json":
        assert json.loads(res.stdout) == {"task": "SE-GR", "partial": True}
    else:
        assert res.stdout == ""  # no half-written answer line


def test_timeout_json_ee_prints_the_extensions_found_so_far(tmp_path):
    """2^30 preferred extensions: the JSON answer on timeout lists those
    found, each a real extension, and says it is partial."""
    path = tmp_path / "pairs.af"
    _iccma_pairs(path, 60)
    res = solve("-p", "EE-PR", "-f", str(path), "--timeout", "1.5", "--output", "json")
    assert res.returncode == 3, res.stderr
    out = json.loads(res.stdout)
    assert out["partial"] is True and out["task"] == "EE-PR"
    assert out["extensions"]
    for ext in out["extensions"]:
        ids = sorted(int(x) for x in ext)
        assert len(ids) == 30 and all((a + 1) // 2 != (b + 1) // 2 for a, b in zip(ids, ids[1:]))
    done = json.loads(
        solve("-p", "EE-PR", "-f", str(DATA / "probo" / "ex1.apx"), "--output", "json").stdout
    )
    assert "partial" not in done  # the key marks an incomplete answer only


@pytest.mark.parametrize("value", ["nan", "inf", "-1", "0"])
def test_bad_timeout_is_a_usage_error(tiny, value):
    res = solve("-p", "SE-PR", "-f", str(tiny), "--timeout", value)
    assert res.returncode == 2
    assert "timeout" in res.stderr and "Traceback" not in res.stderr


def test_max_arguments_cap_is_refused_early_and_configurable(tmp_path):
    """`p af 100000000` (15 bytes) drove SE-GR past 18.9 GB."""
    path = tmp_path / "huge.af"
    path.write_text("p af 100000000\n")
    res, elapsed = _timed_solve("-p", "SE-GR", "-f", str(path))
    assert res.returncode == 2 and "too many arguments" in res.stderr
    assert "--max-arguments" in res.stderr and elapsed < SLACK
    small = tmp_path / "small.af"
    small.write_text("p af 3\n1 2\n")
    res = solve("-p", "SE-GR", "-f", str(small), "--max-arguments", "2")
    assert res.returncode == 2 and "too many arguments" in res.stderr
    res = solve("-p", "SE-GR", "-f", str(small), "--max-arguments", "3")
    assert res.returncode == 0 and res.stdout.split() == ["w", "1", "3"]


def test_name_block_at_end_of_file_keeps_the_last_argument(tmp_path):
    path = tmp_path / "x.af"
    path.write_bytes(b"p af 2\n# a\n# b")
    res = solve("-p", "EE-GR", "-f", str(path), "--output", "json")
    assert json.loads(res.stdout)["extensions"] == [["a", "b"]]


def test_forged_names_are_refused_not_printed(tmp_path):
    """A JSON id "x\\nYES" forged a YES line in the ICCMA answer."""
    path = tmp_path / "forge.json"
    path.write_text(
        json.dumps({"arguments": [{"id": "a"}, {"id": "x\nYES"}], "attacks": [["x\nYES", "a"]]})
    )
    res = solve("-p", "DC-GR", "-f", str(path), "-a", "a")
    assert res.returncode == 2 and res.stdout == ""
    assert "control character U+000A" in res.stderr and "/arguments/1/id" in res.stderr


@given(text=st.text(st.characters(codec="utf-8", exclude_categories=("Cs",)), max_size=30))
def test_escape_controls_leaves_no_control_character_and_reads_back(text):
    """Free text (titles, argument text) printed through escape_controls can
    neither break a line, forge a column nor reach the terminal as an escape."""
    from clinarg.commands._common import escape_controls
    from clinarg.formats import CONTROL_CHARACTERS

    shown = escape_controls(text)
    assert not CONTROL_CHARACTERS.search(shown)
    if not CONTROL_CHARACTERS.search(text) and "\\" not in text:
        assert shown == text
    # unambiguous: decoding the escapes gives the text back
    back = re.sub(
        r"\\(\\|n|r|t|x[0-9a-f]{2})",
        lambda m: (
            {"\\": "\\", "n": "\n", "r": "\r", "t": "\t"}.get(m.group(1))
            or chr(int(m.group(1)[1:], 16))
        ),
        shown,
    )
    assert back == text


def test_a_command_defines_and_imports_no_other_command(tiny):
    """``clinarg solve`` builds only its own arguments: the other commands'
    modules (evaluate's protocol registry among them) stay unimported."""
    code = (
        "import sys, clinarg.cli; from clinarg.commands import COMMANDS;"
        f"clinarg.cli.main(['solve', '-p', 'SE-GR', '-f', {str(tiny)!r}]);"
        "print(sorted(c for c in COMMANDS if 'clinarg.commands.' + c in sys.modules))"
    )
    res = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert res.stdout.strip().split("\n")[-1] == "['solve']", res.stdout + res.stderr
