"""Time limits of QBAF evaluation: strengths(timeout=), Contestation(timeout=),
``clinarg strengths --timeout``.  No assertion on elapsed time: the tests
check that the limit stops the work early and that nothing is lost."""

import json

import numpy as np
import pytest

from clinarg.cli import main
from clinarg.errors import ParameterError, SolverTimeout
from clinarg.qbaf import QBAF, strengths
from clinarg.qbaf.contest import Contestation

from strategies_qbaf import write_json


def _no_contraction(n=20_000, m=100_000, seed=0):
    """A random cyclic graph with unit weights: no contraction bound (forced
    integration takes many steps at a tight tol)."""
    rng = np.random.default_rng(seed)
    src, dst = rng.integers(0, n, m), rng.integers(0, n, m)
    key = np.unique(src[src != dst].astype(np.int64) * n + dst[src != dst])
    src, dst = key // n, key % n
    att = rng.random(src.size) < 0.5
    return QBAF.from_arrays(
        rng.random(n), np.stack([src[att], dst[att]], 1), np.stack([src[~att], dst[~att]], 1)
    )


def test_timeout_stops_the_integration_and_keeps_the_partial_result():
    q = _no_contraction()
    with pytest.raises(SolverTimeout) as info:
        strengths(q, tol=1e-13, method="rk45", timeout=1e-4)
    partial = info.value.partial
    assert not partial.converged and partial.failed_components
    assert partial.values.shape == (q.n_arguments,)
    assert np.all((partial.values >= 0) & (partial.values <= 1))
    # stopped long before the step limit (the giant component checks the
    # clock every step): the limit bounded the work
    assert partial.iterations.max() < 1000
    # the same call without a limit converges
    assert strengths(q, tol=1e-10, method="rk45").converged


def test_timeout_between_many_small_components():
    # 3,000 disjoint oscillating 2-cycles (RK45 each), limit reached early
    k = 3000
    a = np.arange(0, 2 * k, 2)
    attacks = np.concatenate([np.stack([a, a + 1], 1), np.stack([a + 1, a], 1)])
    q = QBAF.from_arrays(np.full(2 * k, 0.9), attacks, None)
    with pytest.raises(SolverTimeout) as info:
        strengths(q, "dfquad", tol=1e-14, method="rk45", timeout=1e-5)
    partial = info.value.partial
    assert not partial.converged
    assert "components evaluated" in str(info.value)


def test_timeout_among_small_components_on_the_fast_path():
    # 1,000 components of 64 arguments, each attacked by 8 others of its
    # component: Gauss-Seidel on the small-component fast path, which has no
    # clock of its own.  Fewer than 1024 components, so only the driver's
    # count of the work done there can stop it.
    k, size, parents = 1000, 64, 8
    rng = np.random.default_rng(3)
    dst = np.repeat(np.arange(k * size), parents)
    src = (dst // size) * size + (dst % size + rng.integers(1, size, dst.size)) % size
    key = np.unique(src * (k * size) + dst)
    src, dst = key // (k * size), key % (k * size)
    q = QBAF.from_arrays(
        np.full(k * size, 0.86),
        np.stack([src, dst], 1),
        None,
        attack_weights=np.full(src.size, 0.2),
    )
    from clinarg.qbaf._kernels import SMALL_SWEEPS

    # precondition: every component certifies within the fast path's budget
    full = strengths(q)
    assert full.converged and full.iterations.max() <= SMALL_SWEEPS
    with pytest.raises(SolverTimeout) as info:
        strengths(q, timeout=1e-6)
    partial = info.value.partial
    assert not partial.converged
    assert 0 < partial.component_converged.sum() < k


def test_a_generous_timeout_changes_nothing():
    q = _no_contraction(2000, 10_000, seed=1)
    a = strengths(q, tol=1e-10)
    b = strengths(q, tol=1e-10, timeout=600)
    assert a.values.tobytes() == b.values.tobytes() and b.converged


@pytest.mark.parametrize("bad", [0, -1.0, float("nan"), float("inf"), True, "1"])
def test_bad_timeouts_are_refused(bad):
    q = QBAF.from_edges({"a": 0.5, "b": 0.5}, attacks=[("a", "b")])
    with pytest.raises(ParameterError, match="timeout"):
        strengths(q, timeout=bad)
    with pytest.raises(ParameterError, match="timeout"):
        Contestation(q, timeout=bad)


def test_contestation_timeout_leaves_the_state_unchanged():
    q = _no_contraction()
    c = Contestation(q, "qe", tol=1e-10)
    before = (c.qbaf, c.strengths, list(c.journal))
    c.timeout = 1e-4
    name = q.names[int(np.argmax(np.diff(q.att_ptr)))]
    with pytest.raises(SolverTimeout):
        c.edit(name, base_score=0.01)  # its cone is the giant component
    assert (c.qbaf, c.strengths, list(c.journal)) == before
    c.timeout = None
    step = c.edit(name, base_score=0.01)
    assert step.strengths.converged and len(c.journal) == 1


def test_cli_timeout_exits_3_with_one_line(tmp_path, capsys):
    path = tmp_path / "big.json"
    write_json(_no_contraction(), path)
    assert main(["strengths", str(path), "--tol", "1e-13", "--timeout", "0.0001"]) == 3
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and err[0].startswith("clinarg: timeout:")
    assert main(["strengths", str(path), "--timeout", "-1"]) == 2


def test_cli_timeout_with_json_output_prints_the_partial_result(tmp_path, capsys):
    # reading two arguments takes far less than the second allowed; forced
    # Jacobi on DF-QuAD's mutual attack at base scores 1 oscillates between
    # (1, 1) and (0, 0) for ever, so the solve, not the read, runs out
    path = tmp_path / "flip.json"
    write_json(QBAF.from_edges({"a": 1.0, "b": 1.0}, attacks=[("a", "b"), ("b", "a")]), path)
    argv = ["strengths", str(path), "--semantics", "dfquad", "--method", "jacobi"]
    argv += ["--max-iter", str(10**15), "--timeout", "1", "--output", "json"]
    assert main(argv) == 3
    captured = capsys.readouterr()
    lines = captured.out.strip().splitlines()
    assert len(lines) == 1
    doc = json.loads(lines[0])
    assert doc["partial"] is True and doc["converged"] is False
    assert captured.err.strip().startswith("clinarg: timeout:")
