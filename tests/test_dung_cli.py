"""``clinarg solve`` on Dung tasks: every task and semantics, timeouts, start-up imports."""

import json
import subprocess
import sys

import pytest

import clinarg
from clinarg.dung import SUPPORTED
from clinarg.dung.semantics import TASKS

from conftest import DATA
from dung_instances import even_cycle_ring


def solve(*args, timeout=60):
    return subprocess.run([sys.executable, "-m", "clinarg", "solve", *args],
                          capture_output=True, text=True, timeout=timeout)


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
            res = json.loads(solve("-p", f"{task}-{code}", "-f", str(tiny), "-a", arg,
                                   "--output", "json").stdout)
            assert res["accepted"] == fn(af, arg, code).accepted


def test_ee_pr_iccma_output_on_probo_reference():
    out = solve("-p", "EE-PR", "-f", str(DATA / "probo" / "ex1.apx")).stdout.split("\n")
    lines = {frozenset(line.split()[1:]) for line in out if line.startswith("w")}
    assert lines == {frozenset({"a2", "a5"}), frozenset({"a1", "a3", "a4"})}


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


@pytest.mark.parametrize("problem, forbidden", [("SE-GR", ("clingo", "numba", "scipy")),
                                                ("DS-PR", ("numba",))])
def test_startup_imports_only_what_the_task_needs(tiny, problem, forbidden):
    code = ("import sys, clinarg.cli; clinarg.cli.main(['solve', '-p', %r, '-f', %r, '-a', '1']);"
            "print(sorted(m for m in sys.modules if m.split('.')[0] in %r))"
            % (problem, str(tiny), forbidden))
    res = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert res.stdout.strip().split("\n")[-1] == "[]", res.stdout
