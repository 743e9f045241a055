"""The QBAF data model, its builders and errors, and the strengths command."""

import json
import subprocess
import sys

import numpy as np
import pytest

import clinarg
from clinarg.cli import main
from clinarg.errors import BaseScoreError, EdgeError, QBAFError, SemanticsError
from clinarg.qbaf import QBAF, strengths


def test_import_clinarg_does_not_import_numba():
    code = "import clinarg, sys; clinarg.QBAF; print('numba' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert out.stdout.strip() == "False"


def test_builders_agree():
    nx = pytest.importorskip("networkx")
    by_edges = QBAF.from_edges({"a": 0.8, "b": 0.6, "c": 0.1},
                               attacks=[("a", "b")], supports=[("c", "b", 0.5)])
    assert by_edges.weighted and by_edges.support_weight("c", "b") == 0.5
    assert by_edges.attack_weight("a", "b") == 1.0 and by_edges.attack_weight("b", "a") is None
    arrays = QBAF.from_arrays([0.8, 0.6, 0.1], [[0, 1]], [[2, 1]], names=["a", "b", "c"],
                              support_weights=[0.5])
    assert arrays == by_edges
    doc = {"arguments": [{"id": "a", "base_score": 0.8}, {"id": "b", "base_score": 0.6},
                         {"id": "c", "base_score": 0.1}],
           "attacks": [["a", "b"]], "supports": [["c", "b", 0.5]]}
    assert QBAF.from_json(doc) == by_edges
    g = nx.DiGraph()
    for x, s in (("a", 0.8), ("b", 0.6), ("c", 0.1)):
        g.add_node(x, base_score=s)
    g.add_edge("a", "b")
    g.add_edge("c", "b", relation="support", weight=0.5)
    assert QBAF.from_networkx(g) == by_edges
    assert clinarg.strengths(by_edges).values.shape == (3,)


def test_default_base_score_and_example_file(tmp_path):
    path = tmp_path / "g.json"
    path.write_text(json.dumps({"arguments": [{"id": "a"}, {"id": "b", "base_score": 1}],
                                "supports": [["b", "a"]]}))
    q = QBAF.read(path)
    assert q.base.tolist() == [0.5, 1.0]
    ex = QBAF.read(clinarg.__path__[0] + "/examples/stroke_hypertension_graph.json")
    r = strengths(ex)
    assert r.converged and set(r.names) == set(ex.names)


@pytest.mark.parametrize("kwargs, error, match", [
    (dict(base=[0.5, 1.5]), BaseScoreError, "must lie in"),
    (dict(base=[0.5, float("nan")]), BaseScoreError, "must lie in"),
    (dict(base=[0.5, 0.5], attacks=[[0, 2]]), EdgeError, "outside"),
    (dict(base=[0.5, 0.5], attacks=[[0, 1]], supports=[[0, 1]]), EdgeError, "both"),
    (dict(base=[0.5, 0.5], attacks=[[0, 1], [0, 1]]), EdgeError, "twice"),
    (dict(base=[0.5, 0.5], attacks=[[0, 1]], attack_weights=[-1.0]), EdgeError, "weight"),
    (dict(base=[0.5, 0.5], attacks=[[0, 1]], attack_weights=[np.inf]), EdgeError, "weight"),
    (dict(base=[0.5, 0.5], attacks=[[0.5, 1]]), EdgeError, "integer"),
    (dict(base=[0.5, 0.5], attacks=[0, 1]), EdgeError, "shape"),
    (dict(base=[0.5, 0.5], names=["a", "a"]), QBAFError, "duplicate"),
])
def test_invalid_input_is_a_typed_error(kwargs, error, match):
    with pytest.raises(error, match=match):
        QBAF.from_arrays(**kwargs)


def test_edges_by_name_and_semantics_errors():
    with pytest.raises(EdgeError, match="unknown argument 'z'"):
        QBAF.from_edges({"a": 0.5}, attacks=[("a", "z")])
    q = QBAF.from_edges({"a": 0.5, "b": 0.5}, attacks=[("a", "b", 2.0)])
    with pytest.raises(EdgeError, match="at most 1"):
        strengths(q, "dfquad")
    assert strengths(q, "qe").converged
    with pytest.raises(SemanticsError, match="unknown gradual semantics"):
        strengths(q, "grounded")
    with pytest.raises(SemanticsError, match="tol"):
        strengths(q, tol=0)
    with pytest.raises(SemanticsError, match="method"):
        strengths(q, method="newton")


def test_self_loop_singletons_are_cyclic():
    q = QBAF.from_edges({"a": 0.5, "b": 0.5}, attacks=[("a", "a"), ("a", "b")])
    cond = q.condensation()
    assert cond.cyclic[cond.labels[0]] and not cond.cyclic[cond.labels[1]]
    r = strengths(q)
    # fixpoint of s = 0.5 - 0.5 h(s)
    s = r["a"]
    assert s == pytest.approx(0.5 - 0.5 * s * s / (1 + s * s), abs=1e-9)


def test_custom_semantics():
    import numba

    from clinarg.qbaf.semantics import custom

    @numba.njit
    def lin(tau, e):
        return min(1.0, max(0.0, tau + 0.5 * e))

    @numba.njit
    def mean(av, aw, sv, sw):
        tot = 0.0
        for k in range(sv.shape[0]):
            tot += sv[k] * sw[k]
        for k in range(av.shape[0]):
            tot -= av[k] * aw[k]
        n = av.shape[0] + sv.shape[0]
        return tot / n if n else 0.0

    q = QBAF.from_edges({"a": 0.8, "b": 0.6, "c": 0.4},
                        attacks=[("a", "c")], supports=[("b", "c")])
    assert strengths(q, custom(lin))["c"] == pytest.approx(0.4 + 0.5 * (0.6 - 0.8))
    assert strengths(q, custom(lin, mean))["c"] == pytest.approx(0.4 + 0.5 * (-0.1))
    cyc = QBAF.from_edges({"a": 0.8, "b": 0.6}, attacks=[("a", "b"), ("b", "a")])
    r = strengths(cyc, custom(lin))
    assert r.converged and r.method == "rk45"  # no slope bound given
    with pytest.raises(SemanticsError):
        custom(lambda t, e: t)


def run_cli(args, capsys):
    code = main(args)
    out, err = capsys.readouterr()
    return code, out, err


def test_cli_strengths(tmp_path, capsys):
    path = tmp_path / "q.json"
    path.write_text(json.dumps({"arguments": [{"id": "a", "base_score": 0.8},
                                              {"id": "b", "base_score": 0.6}],
                                "attacks": [["a", "b"]]}))
    code, out, _ = run_cli(["strengths", str(path), "--semantics", "qe", "--output", "json"],
                           capsys)
    doc = json.loads(out)
    assert code == 0 and doc["converged"] is True and doc["method"] == "exact"
    assert doc["strengths"]["b"] == pytest.approx(0.365854, abs=1e-6)
    assert doc["residual"] == 0.0
    code, out, _ = run_cli(["strengths", str(path), "--semantics", "dfquad"], capsys)
    assert code == 0 and out.splitlines()[1] == "b\t0.12"


@pytest.mark.parametrize("text", [
    '{"arguments": [{"id": "a", "base_score": 1.5}]}',
    '{"arguments": [{"id": "a"}], "attacks": [["a", "a"]], "supports": [["a", "a"]]}',
    '{"arguments": [{"id": "a"}], "attacks": [["a", "b"]]}',
    "not json",
])
def test_cli_bad_files_one_line_exit_2(tmp_path, capsys, text):
    path = tmp_path / "bad.json"
    path.write_text(text)
    code, out, err = run_cli(["strengths", str(path)], capsys)
    assert code == 2 and out == ""
    assert err.startswith("clinarg: error:") and err.count("\n") == 1


def test_cli_reports_non_convergence_with_status_1(tmp_path, capsys):
    # Potyka's oscillating family (N = 2) with too few integration steps
    args = [{"id": "A", "base_score": 1.0}]
    sup, att = [], []
    for i in range(2):
        args += [{"id": f"B{i}", "base_score": 0.0}, {"id": f"C{i}", "base_score": 0.0}]
        sup.append(["A", f"B{i}"])
        att.append([f"C{i}", "A"])
        sup += [[f"B{i}", f"C{j}"] for j in range(2)]
    path = tmp_path / "osc.json"
    path.write_text(json.dumps({"arguments": args, "attacks": att, "supports": sup}))
    code, out, _ = run_cli(["strengths", str(path), "--max-iter", "3", "--output", "json"],
                           capsys)
    doc = json.loads(out)
    assert code == 1 and doc["converged"] is False and doc["residual"] > 0
    assert sorted(doc["failed_components"][0]) == ["A", "B0", "B1", "C0", "C1"]
    code, out, _ = run_cli(["strengths", str(path), "--output", "json"], capsys)
    assert code == 0 and json.loads(out)["method"] == "rk45"


def test_unknown_name_in_result():
    from clinarg.errors import UnknownArgumentError

    r = strengths(QBAF.from_arrays([0.5]))
    assert r["0"] == 0.5
    with pytest.raises(UnknownArgumentError):
        r["1"]
