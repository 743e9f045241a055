"""The QBAF data model, its builders and errors, and the strengths command."""

import json
import math
import subprocess
import sys

import numpy as np
import pytest

import clinarg
from clinarg.cli import main
from clinarg.errors import (
    BaseScoreError,
    ClinargError,
    EdgeError,
    ParameterError,
    QBAFError,
    SemanticsError,
)
from clinarg.qbaf import QBAF, strengths
from clinarg.qbaf.contest import Contestation
from clinarg.qbaf.evaluate import apply_once
from clinarg.qbaf.model import MAX_WEIGHT


def test_import_clinarg_does_not_import_numba():
    code = "import clinarg, sys; clinarg.QBAF; print('numba' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert out.stdout.strip() == "False"


def test_builders_agree():
    nx = pytest.importorskip("networkx")
    by_edges = QBAF.from_edges(
        {"a": 0.8, "b": 0.6, "c": 0.1}, attacks=[("a", "b")], supports=[("c", "b", 0.5)]
    )
    assert by_edges.weighted and by_edges.support_weight("c", "b") == 0.5
    assert by_edges.attack_weight("a", "b") == 1.0 and by_edges.attack_weight("b", "a") is None
    arrays = QBAF.from_arrays(
        [0.8, 0.6, 0.1], [[0, 1]], [[2, 1]], names=["a", "b", "c"], support_weights=[0.5]
    )
    assert arrays == by_edges
    doc = {
        "arguments": [
            {"id": "a", "base_score": 0.8},
            {"id": "b", "base_score": 0.6},
            {"id": "c", "base_score": 0.1},
        ],
        "attacks": [["a", "b"]],
        "supports": [["c", "b", 0.5]],
    }
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
    path.write_text(
        json.dumps(
            {"arguments": [{"id": "a"}, {"id": "b", "base_score": 1}], "supports": [["b", "a"]]}
        )
    )
    q = QBAF.read(path)
    assert q.base.tolist() == [0.5, 1.0]
    ex = QBAF.read(clinarg.__path__[0] + "/examples/stroke_hypertension_graph.json")
    r = strengths(ex)
    assert r.converged and set(r.names) == set(ex.names)


@pytest.mark.parametrize(
    "kwargs, error, match",
    [
        (dict(base=[0.5, 1.5]), BaseScoreError, "must lie in"),
        (dict(base=[0.5, float("nan")]), BaseScoreError, "must lie in"),
        (dict(base=[0.5, 0.5], attacks=[[0, 2]]), EdgeError, "outside"),
        (dict(base=[0.5, 0.5], attacks=[[0, 1]], supports=[[0, 1]]), EdgeError, "both"),
        (
            dict(base=[0.5, 0.5], attacks=[[0, 1], [0, 1]], attack_weights=[0.5, 0.25]),
            EdgeError,
            "twice with different weights",
        ),
        (dict(base=[0.5, 0.5], attacks=[[0, 1]], attack_weights=[-1.0]), EdgeError, "weight"),
        (dict(base=[0.5, 0.5], attacks=[[0, 1]], attack_weights=[np.inf]), EdgeError, "weight"),
        (dict(base=[0.5, 0.5], attacks=[[0.5, 1]]), EdgeError, "integer"),
        (dict(base=[0.5, 0.5], attacks=[0, 1]), EdgeError, "shape"),
        (dict(base=[0.5, 0.5], names=["a", "a"]), QBAFError, "duplicate"),
    ],
)
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
    with pytest.raises(ParameterError, match="tol"):
        strengths(q, tol=0)
    with pytest.raises(ParameterError, match="method"):
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

    q = QBAF.from_edges({"a": 0.8, "b": 0.6, "c": 0.4}, attacks=[("a", "c")], supports=[("b", "c")])
    assert strengths(q, custom(lin))["c"] == pytest.approx(0.4 + 0.5 * (0.6 - 0.8))
    assert strengths(q, custom(lin, mean))["c"] == pytest.approx(0.4 + 0.5 * (-0.1))
    cyc = QBAF.from_edges({"a": 0.8, "b": 0.6}, attacks=[("a", "b"), ("b", "a")])
    r = strengths(cyc, custom(lin))
    # no slope bound given: Gauss-Seidel stopped by the observed contraction
    assert r.converged and r.method == "gauss-seidel" and r.certification == "estimated"
    assert r["a"] == pytest.approx((0.8 - 0.3) / 0.75, abs=1e-9)
    with pytest.raises(SemanticsError):
        custom(lambda t, e: t)


def run_cli(args, capsys):
    code = main(args)
    out, err = capsys.readouterr()
    return code, out, err


def test_cli_strengths(tmp_path, capsys):
    path = tmp_path / "q.json"
    path.write_text(
        json.dumps(
            {
                "arguments": [{"id": "a", "base_score": 0.8}, {"id": "b", "base_score": 0.6}],
                "attacks": [["a", "b"]],
            }
        )
    )
    code, out, _ = run_cli(
        ["strengths", str(path), "--semantics", "qe", "--output", "json"], capsys
    )
    doc = json.loads(out)
    assert code == 0 and doc["converged"] is True and doc["method"] == "exact"
    assert doc["strengths"]["b"] == pytest.approx(0.365854, abs=1e-6)
    assert doc["residual"] == 0.0
    code, out, _ = run_cli(["strengths", str(path), "--semantics", "dfquad"], capsys)
    assert code == 0 and out.splitlines()[1] == "b\t0.12"


@pytest.mark.parametrize(
    "text",
    [
        '{"arguments": [{"id": "a", "base_score": 1.5}]}',
        '{"arguments": [{"id": "a"}], "attacks": [["a", "a"]], "supports": [["a", "a"]]}',
        '{"arguments": [{"id": "a"}], "attacks": [["a", "b"]]}',
        "not json",
    ],
)
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
    code, out, _ = run_cli(["strengths", str(path), "--max-iter", "3", "--output", "json"], capsys)
    doc = json.loads(out)
    assert code == 1 and doc["converged"] is False and doc["residual"] > 0
    assert sorted(doc["failed_components"][0]) == ["A", "B0", "B1", "C0", "C1"]
    code, out, _ = run_cli(["strengths", str(path), "--output", "json"], capsys)
    assert code == 0 and json.loads(out)["method"] == "rk45"


def test_unknown_name_in_result():
    from clinarg.errors import UnknownArgumentError

    r = strengths(QBAF.from_arrays([0.5]))
    assert r["1"] == 0.5
    for name in ("0", "2", "01", 1):
        with pytest.raises(UnknownArgumentError):
            r[name]


# ---------------------------------------------------------------- weight ranges (issue 14)
@pytest.mark.parametrize("weight", [1e155, 1e101, -0.5, float("nan"), float("inf"), 10**400])
def test_weights_outside_the_range_are_refused_where_graphs_are_built(tmp_path, weight):
    with pytest.raises(EdgeError, match=r"weights must lie in \[0, 1e\+100\]"):
        QBAF.from_edges({"a": 0.5, "b": 0.4}, attacks=[("a", "b", weight), ("b", "a")])
    if weight != 10**400:
        with pytest.raises(EdgeError, match="weight"):
            QBAF.from_arrays([0.5, 0.4], [[0, 1]], attack_weights=[weight])
    c = Contestation(QBAF.from_edges({"a": 0.5, "b": 0.4}, attacks=[("a", "b")]), "qe")
    with pytest.raises(EdgeError, match="weight"):
        c.edit("b", attacks=[("a", weight)])
    with pytest.raises(EdgeError, match="weight"):
        c.add("z", 0.5, supports=[("a", weight)])
    assert c.journal == []


def test_weight_range_per_semantics():
    """DF-QuAD needs [0, 1]; the sum semantics take up to MAX_WEIGHT, where
    the arithmetic stays finite (QE squared an aggregate of 1e155 to inf and
    gave NaN, reported as converged)."""
    assert clinarg.qbaf.SEMANTICS["dfquad"].max_weight == 1.0
    cyc = QBAF.from_edges(
        {"a": 0.5, "b": 0.4, "c": 0.3},
        attacks=[("a", "b", 1e100), ("b", "a", 1e100)],
        supports=[("b", "c", 1e100), ("c", "b", 1e100)],
    )
    for sem in ("qe", "eb", "mlp"):
        assert clinarg.qbaf.SEMANTICS[sem].max_weight == MAX_WEIGHT
        r = strengths(cyc, sem)
        assert r.converged and np.all(np.isfinite(r.values))
        assert np.abs(apply_once(cyc, r.values, sem) - r.values).max() <= 1e-8
    # Euler-based at base score 0 under an aggregate whose exp overflows:
    # 1 - (1 - 0) / (1 + 0 * inf) was NaN; the strength is 0 for every aggregate
    q = QBAF.from_edges({"c": 0.3, "b": 0.0}, supports=[("c", "b", 1e10)])
    assert strengths(q, "eb")["b"] == 0.0
    c = Contestation(QBAF.from_edges({"a": 0.5, "b": 0.4}, attacks=[("a", "b")]), "dfquad")
    with pytest.raises(EdgeError, match="at most 1"):
        c.edit("b", supports=[("a", 1.107)])
    assert c.journal == []
    c = Contestation(QBAF.from_edges({"a": 0.5, "b": 0.4}, attacks=[("a", "b")]), "qe")
    assert c.edit("b", supports=[("a", 1.107)]).qbaf.support_weight("b", "a") == 1.107


def test_cli_weight_out_of_range_is_one_line_naming_the_file(tmp_path, capsys):
    path = tmp_path / "w.json"
    path.write_text(
        '{"arguments": [{"id": "a", "base_score": 0.5}, {"id": "b", '
        '"base_score": 0.4}], "attacks": [["a", "b", 1e155], ["b", "a"]]}'
    )
    code, out, err = run_cli(["strengths", str(path), "--output", "json"], capsys)
    assert code == 2 and out == "" and err.count("\n") == 1
    assert str(path) in err and "1e+155" in err


def test_nan_is_never_reported_as_converged_nor_printed(tmp_path, capsys):
    import numba

    from clinarg.qbaf.semantics import custom

    @numba.njit
    def broken(tau, e):
        return math.nan if e < 0.0 else tau

    q = QBAF.from_edges(
        {"a": 0.5, "b": 0.4, "c": 0.7}, attacks=[("a", "b"), ("b", "a"), ("a", "c")]
    )
    for method in ("auto", "jacobi", "gauss-seidel", "rk45"):
        r = strengths(q, custom(broken), method=method)
        assert not r.converged, method
        doc = r.to_json()
        json.dumps(doc, allow_nan=False)  # valid JSON
        for x in ("a", "b", "c"):
            assert doc["strengths"][x] is None or math.isfinite(doc["strengths"][x])


# ---------------------------------------------------------------- certification (issue 14)
MUTUAL_ATTACK = {
    "arguments": [{"id": "a", "base_score": 1.0}, {"id": "b", "base_score": 1.0}],
    "attacks": [["a", "b"], ["b", "a"]],
}


def test_certification_says_how_far_a_result_is_vouched_for():
    q = QBAF.from_json(MUTUAL_ATTACK)
    # no contraction bound: forced Gauss-Seidel settles on another fixpoint
    # than the continuous model's, and is not certified
    gs = strengths(q, "dfquad", method="gauss-seidel")
    auto = strengths(q, "dfquad")
    assert gs.converged and gs.as_dict() == {"a": 0.0, "b": 1.0}
    assert gs.certification == "estimated" and gs.component_certification.tolist() == ["estimated"]
    assert auto["a"] == pytest.approx(0.5, abs=1e-8)
    assert auto.certification == "integrated"
    assert strengths(q, "dfquad", method="jacobi", max_iter=50).certification == "failed"
    # a contraction bound certifies every method
    contractive = QBAF.from_edges({"a": 0.9, "b": 0.9}, supports=[("a", "b"), ("b", "a")])
    for method in ("auto", "jacobi", "gauss-seidel", "rk45"):
        r = strengths(contractive, "qe", method=method)
        assert r.certification == "certified", method
    acyclic = QBAF.from_edges(
        {"a": 0.9, "b": 0.9, "c": 0.5}, supports=[("a", "b"), ("b", "a")], attacks=[("b", "c")]
    )
    r = strengths(acyclic, "qe")
    assert sorted(r.component_certification.tolist()) == ["certified", "exact"]
    assert r.certification == "certified"
    assert strengths(QBAF.from_edges({"a": 0.5}), "qe").certification == "exact"


def test_cli_reports_certification(tmp_path, capsys):
    path = tmp_path / "m.json"
    path.write_text(json.dumps(MUTUAL_ATTACK))
    code, out, _ = run_cli(
        [
            "strengths",
            str(path),
            "--semantics",
            "dfquad",
            "--method",
            "gauss-seidel",
            "--output",
            "json",
        ],
        capsys,
    )
    doc = json.loads(out)
    assert code == 0 and doc["converged"] is True and doc["certification"] == "estimated"
    assert doc["cyclic_components"] == [
        {"members": ["a", "b"], "method": "gauss-seidel", "certification": "estimated"}
    ]
    code, out, _ = run_cli(
        ["strengths", str(path), "--semantics", "dfquad", "--method", "gauss-seidel"], capsys
    )
    assert code == 0 and out.splitlines()[:2] == ["a\t0", "b\t1"]
    assert out.splitlines()[2].startswith("# not certified: 1 cyclic component(s)")
    assert "estimated" in out.splitlines()[2]
    code, out, _ = run_cli(
        ["strengths", str(path), "--semantics", "dfquad", "--output", "json"], capsys
    )
    assert json.loads(out)["certification"] == "integrated"


# ------------------------------------------------------------ entry-point validation (issue 14)
_Q = QBAF.from_edges({"a": 0.5, "b": 0.4}, attacks=[("a", "b")])


@pytest.mark.parametrize(
    "call, error, match",
    [
        (lambda: QBAF.from_edges({"a": 10**400}), BaseScoreError, "must lie in"),
        (lambda: QBAF.from_edges({"a": True}), BaseScoreError, "got bool"),
        (lambda: QBAF.from_edges({"a": "0.5"}), BaseScoreError, "got str"),
        (
            lambda: QBAF.from_edges({"a": 0.5, "b": 0.5}, attacks=[("a", "b", "1")]),
            EdgeError,
            "got str",
        ),
        (
            lambda: QBAF.from_edges({"a": 0.5, "b": 0.5}, attacks=[("a", "b", True)]),
            EdgeError,
            "got bool",
        ),
        (lambda: QBAF.from_edges({1.0: 0.5}), QBAFError, "must be str"),
        (lambda: QBAF.from_edges([("a", 0.5)]), ParameterError, "mapping"),
        (lambda: QBAF.from_edges({"a": 0.5}, attacks=[1]), EdgeError, "tuples"),
        (lambda: QBAF.from_arrays(["0.5"]), BaseScoreError, "real numbers"),
        (lambda: QBAF.from_arrays([True, False]), BaseScoreError, "real numbers"),
        (lambda: QBAF.from_arrays([10**400]), BaseScoreError, "real numbers"),
        (
            lambda: QBAF.from_arrays([0.5, 0.5], [[0, 1]], attack_weights=["1"]),
            EdgeError,
            "real numbers",
        ),
        (lambda: strengths(_Q, max_iter=2**70), ParameterError, "max_iter"),
        (lambda: strengths(_Q, max_iter=18446744073709551616), ParameterError, "max_iter"),
        (lambda: strengths(_Q, max_iter=1.5), ParameterError, "max_iter"),
        (lambda: strengths(_Q, max_iter=True), ParameterError, "max_iter"),
        (lambda: strengths(_Q, tol=float("nan")), ParameterError, "tol"),
        (lambda: strengths(_Q, tol="1e-9"), ParameterError, "tol"),
        (lambda: strengths(_Q, timeout=float("nan")), ParameterError, "timeout"),
        (lambda: strengths(_Q, timeout=float("inf")), ParameterError, "timeout"),
        (lambda: strengths(_Q, parallel="yes"), ParameterError, "parallel"),
        (lambda: strengths(_Q, method=3), ParameterError, "method"),
        (lambda: strengths("not a qbaf"), ParameterError, "QBAF"),
        (lambda: Contestation(_Q, max_iter=2**70), ParameterError, "max_iter"),
        (lambda: Contestation(_Q, timeout=float("nan")), ParameterError, "timeout"),
        (lambda: Contestation(_Q).accept("a", 10**400), BaseScoreError, "must lie in"),
        (lambda: Contestation(_Q).accept("a", True), BaseScoreError, "got bool"),
        (lambda: Contestation(_Q).accept("a", "1"), BaseScoreError, "got str"),
        (lambda: Contestation(_Q).edit("a", attacks="b"), QBAFError, "must be a list"),
        (lambda: Contestation(_Q).edit("a", attacks=[("b", "1")]), EdgeError, "got str"),
        (lambda: Contestation(_Q).edit("a", attacks=[("b", 1, 2)]), QBAFError, "pair"),
        (lambda: Contestation(_Q).edit("a", text=3), QBAFError, "text"),
        (lambda: Contestation.replay(_Q, "not json"), QBAFError, "not JSON"),
        (lambda: Contestation.replay(_Q, 3), ParameterError, "journal"),
        (lambda: apply_once(_Q, ["x", "y"]), ParameterError, "sigma"),
        (lambda: _Q.restrict([0.7]), ParameterError, "integers"),
    ],
)
def test_public_entry_points_raise_typed_errors(call, error, match):
    with pytest.raises(error, match=match) as info:
        call()
    assert isinstance(info.value, ClinargError)


def test_explain_and_arena_validate_their_parameters():
    from clinarg.qbaf import attributions, resolve_clashes

    for kwargs in (
        {"kind": "nope"},
        {"kind": ["gradient"]},
        {"tol": 2.0},
        {"kind": "shapley", "samples": 0},
        {"kind": "shapley", "samples": 1.5},
    ):
        with pytest.raises(ParameterError):
            attributions(_Q, "b", **kwargs)
    with pytest.raises(clinarg.errors.UnknownArgumentError):
        attributions(_Q, "zz")
    for kwargs in ({"delta": float("nan")}, {"beta": "0.1"}, {"beta": True}, {"delta": 2}):
        with pytest.raises(ParameterError):
            resolve_clashes(_Q, lambda clash: clash.supporter, **kwargs)
    with pytest.raises(ParameterError):
        resolve_clashes(_Q, 3)
    with pytest.raises(ParameterError):
        resolve_clashes("q", lambda clash: clash.supporter)


@pytest.mark.parametrize(
    "args",
    [
        ["--max-iter", "18446744073709551616"],
        ["--tol", "nan"],
        ["--timeout", "nan"],
        ["--timeout", "inf"],
    ],
)
def test_cli_bad_numbers_one_line_exit_2(tmp_path, capsys, args):
    path = tmp_path / "q.json"
    path.write_text(json.dumps(MUTUAL_ATTACK))
    code, out, err = run_cli(["strengths", str(path), *args], capsys)
    assert code == 2 and out == "" and err.startswith("clinarg: error:")
    assert err.count("\n") == 1


# ------------------------------------------------------------ one naming and edge policy with AF
def test_unnamed_arguments_are_named_like_af():
    af = clinarg.AF.from_arrays(3, [0, 1], [1, 2])
    q = QBAF.from_arrays([0.5, 0.5, 0.5], [[0, 1], [1, 2]])
    assert tuple(q.names) == tuple(af.names) == ("1", "2", "3")
    assert q.attackers("2") == ["1"] and q.index("3") == 2
    for name in ("0", "4", "01", "+1", " 1", "1.0", "²"):
        assert name not in q
    # restrict and contestation keep the names of the kept arguments
    assert tuple(q.restrict([1, 2]).names) == ("2", "3")
    step = Contestation(q).add("4", 0.5, attacked_by=["3"])
    assert tuple(step.qbaf.names) == ("1", "2", "3", "4") and step.qbaf.attackers("4") == ["3"]
    assert Contestation(q).reject("1").qbaf.attackers("3") == ["2"]


def test_one_duplicate_edge_policy_for_every_builder():
    """An identical repeated edge is one edge (as in an AF); conflicting
    weights, or the same pair as attack and support, are errors."""
    rng = np.random.default_rng(0)
    pairs = rng.integers(0, 5, (40, 2))  # many repeats
    q = QBAF.from_arrays(np.full(5, 0.5), pairs)
    assert q.n_attacks == len({tuple(p) for p in pairs.tolist()})
    assert q == QBAF.from_arrays(np.full(5, 0.5), np.unique(pairs, axis=0))
    af = clinarg.AF.from_arrays(5, pairs[:, 0], pairs[:, 1])
    assert af.n_attacks == q.n_attacks
    same = QBAF.from_edges({"a": 0.5, "b": 0.5}, attacks=[("a", "b", 0.5), ("a", "b", 0.5)])
    assert same.n_attacks == 1 and same.attack_weight("a", "b") == 0.5
    assert QBAF.from_edges(
        {"a": 0.5, "b": 0.5}, supports=[("a", "b"), ("a", "b", 1.0)]
    ) == QBAF.from_edges({"a": 0.5, "b": 0.5}, supports=[("a", "b", 1.0)])
    with pytest.raises(EdgeError, match="twice with different weights"):
        QBAF.from_edges({"a": 0.5, "b": 0.5}, attacks=[("a", "b"), ("a", "b", 0.5)])
    with pytest.raises(EdgeError, match="twice with different weights"):
        QBAF.from_arrays([0.5, 0.5], [[0, 1], [0, 1]], attack_weights=[0.5, 0.25])
    with pytest.raises(EdgeError, match="both an attack and a support"):
        QBAF.from_edges({"a": 0.5, "b": 0.5}, attacks=[("a", "b")], supports=[("a", "b")])
    doc = {"arguments": [{"id": "a"}, {"id": "b"}], "attacks": [["a", "b"], ["a", "b"]]}
    assert QBAF.from_json(doc).n_attacks == 1
    # contestation edits follow the same rules
    c = Contestation(QBAF.from_edges({"a": 0.5, "b": 0.5}))
    assert c.edit("a", attacks=["b", ("b", 1.0)]).qbaf.n_attacks == 1
    with pytest.raises(EdgeError, match="twice with different weights"):
        c.edit("a", attacks=["b", ("b", 0.5)])
    # a self-loop named both as a target and as a parent is one edge
    step = c.edit("a", attacks=["a"], attacked_by=["a"])
    assert step.qbaf.attackers("a") == ["a"] and step.qbaf.n_attacks == 1


def _to_json_one_component_at_a_time(r):
    """Strengths.to_json as it was: a loop over components with members()."""
    cert = r.component_certification
    names = {0: "exact", 1: "jacobi", 2: "gauss-seidel", 3: "rk45", 4: "block-gauss-seidel"}
    return {
        "semantics": r.semantics,
        "strengths": {x: (v if math.isfinite(v) else None) for x, v in r.as_dict().items()},
        "converged": r.converged,
        "residual": r.residual if math.isfinite(r.residual) else None,
        "method": r.method,
        "certification": r.certification,
        "failed_components": [r.members(c) for c in r.failed_components],
        "cyclic_components": [
            {
                "members": r.members(c),
                "method": names[int(r.component_method[c])],
                "certification": str(cert[c]),
            }
            for c in np.flatnonzero(r.component_method != 0).tolist()
        ],
    }


@pytest.mark.parametrize("method", ["auto", "jacobi", "rk45"])
def test_to_json_equals_the_per_component_construction(method):
    rng = np.random.default_rng(3)
    n = 300
    src, dst = rng.integers(0, n, 500), rng.integers(0, n, 500)
    keep = src != dst
    edges = np.unique(np.stack([src[keep], dst[keep]], 1), axis=0)
    att = rng.random(edges.shape[0]) < 0.5
    graphs = [
        QBAF.from_arrays(rng.random(n), edges[att], edges[~att]),
        QBAF.from_edges({"a": 1.0, "b": 1.0, "c": 0.2}, attacks=[("a", "b"), ("b", "a")]),
        QBAF.from_edges({"a": 0.5}),
    ]
    for q in graphs:
        for max_iter in (3, 100_000):  # with and without failed components
            r = strengths(q, "dfquad", method=method, max_iter=max_iter)
            assert r.to_json() == _to_json_one_component_at_a_time(r)


# ------------------------------------------------------------ argument fields
_DOC = {
    "arguments": [
        {"id": "o", "text": "Start a falls programme", "kind": "option", "base_score": 0.5},
        {
            "id": "s",
            "text": "Two falls this year",
            "role": "physiotherapist",
            "stance": "support",
            "target": "o",
            "evidence": [{"id": "G-FALL-1", "type": "guideline", "reliability": 0.9}],
            "base_score": 0.8,
            "metadata": {"round": 1},
        },
        {"id": "a", "role": "nurse", "stance": "attack", "target": "o", "base_score": 0.4},
        {"id": "r", "base_score": 0.3},
    ],
    "attacks": [["r", "a", 0.5]],
}


def test_qbaf_keeps_stance_role_and_evidence_through_a_round_trip(tmp_path):
    path = tmp_path / "o.json"
    path.write_text(json.dumps(_DOC))
    q = QBAF.read(path)
    assert q.supporters("o") == ["s"] and q.attackers("o") == ["a"]  # from the stances
    s = q.argument("s")
    assert (s.role, s.stance, s.target, s.kind) == ("physiotherapist", "support", "o", None)
    assert s.evidence == _DOC["arguments"][1]["evidence"] and s.metadata == {"round": 1}
    assert (s.text, s.base_score) == ("Two falls this year", 0.8)
    assert q.argument("r") == clinarg.Argument("r", base_score=0.3)
    doc = q.to_json()
    by_id = {a["id"]: a for a in doc["arguments"]}
    assert by_id == {a["id"]: a for a in _DOC["arguments"]}
    again = QBAF.from_json(doc)
    assert again == q and again.to_json() == doc
    assert [again.argument(x) for x in again.names] == [q.argument(x) for x in q.names]
    assert doc["attacks"] == [["a", "o"], ["r", "a", 0.5]] and doc["supports"] == [["s", "o"]]
    with pytest.raises(clinarg.errors.UnknownArgumentError):
        q.argument("nope")


def test_contestation_and_the_arena_keep_the_argument_fields():
    q = QBAF.from_json(_DOC)
    c = Contestation(q)
    c.edit("s", base_score=0.6, text="Three falls")
    s = c.qbaf.argument("s")
    assert (s.role, s.stance, s.target, s.base_score, s.text) == (
        "physiotherapist",
        "support",
        "o",
        0.6,
        "Three falls",
    )
    c.add("h", 0.7, supports=["o"])
    assert c.qbaf.argument("h") == clinarg.Argument("h", base_score=0.7)
    c.reject("a")
    c.add("a", 0.2)  # a new argument of the same name has none of the old fields
    assert c.qbaf.argument("a").role is None and c.qbaf.argument("s").role == "physiotherapist"
    # a stance whose edge an edit removed is no longer reported
    c.edit("s", supports=[])
    assert (c.qbaf.argument("s").stance, c.qbaf.argument("s").target) == (None, None)
    assert c.qbaf.argument("s").evidence[0]["id"] == "G-FALL-1"
    QBAF.from_json(c.qbaf.to_json())  # and the document written is consistent
    from clinarg.qbaf import resolve_clashes

    calibrated = resolve_clashes(q, lambda clash: clash.supporter).qbaf
    assert calibrated.argument("a").role == "nurse"
    assert q.restrict([0, 1]).argument("s").evidence == s.evidence
