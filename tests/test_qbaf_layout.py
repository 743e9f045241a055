"""The sweep layout of cyclic components and the certified stop of discrete iteration."""

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from clinarg.qbaf import QBAF, strengths
from clinarg.qbaf.contest import Contestation
from clinarg.qbaf.evaluate import apply_once
from test_qbaf_semantics import SUM_SEMS, contractive

from strategies_qbaf import build, qbaf_specs, rebuilt, write_json


def _parents(q: QBAF, v: int) -> dict:
    """{parent id: signed weight} of argument v (attacks negative)."""
    out = {}
    for ptr, src, w, sign in (
        (q.att_ptr, q.att_src, q.att_w, -1.0),
        (q.sup_ptr, q.sup_src, q.sup_w, 1.0),
    ):
        for k in range(ptr[v], ptr[v + 1]):
            out[int(src[k])] = sign * (1.0 if w is None else float(w[k]))
    return out


def _in_component_row(lay, lo: int, p: int) -> list:
    """[(local position, signed weight)] of layout position lo + p."""
    c = int(np.searchsorted(lay.comp_lo, lo, side="right") - 1)
    row = []
    for k in range(lay.lptr[lo + p], lay.lptr[lo + p + 1]):
        j = int(lay.lidx[k])
        mag = float(lay.scale[lo + p]) if lay.uniform[c] else float(lay.lw[k])
        if lay.interleaved[c]:  # 2q (support), 2q + 1 (attack)
            row.append((j >> 1, -mag if j & 1 else mag))
        elif not lay.uniform[c]:  # q, the weight signed
            assert j >= 0
            row.append((j, mag))
        else:  # q, q | 0x80000000 (attack)
            row.append((j, mag) if j >= 0 else (j & 0x7FFFFFFF, -mag))
    return row


def _layout_by_members(q: QBAF) -> dict:
    """Component member set -> (order, in-component rows, outside rows, wsum)."""
    lay, cond = q.cyclic_layout(), q.condensation()
    out = {}
    for c in range(cond.count):
        lo, hi = int(lay.comp_lo[c]), int(lay.comp_lo[c + 1])
        if hi == lo:
            continue
        rows_in = [_in_component_row(lay, lo, p) for p in range(hi - lo)]
        rows_out = [
            (
                lay.xidx[lay.xptr[p] : lay.xptr[p + 1]].tolist(),
                lay.xw[lay.xptr[p] : lay.xptr[p + 1]].tolist(),
            )
            for p in range(lo, hi)
        ]
        key = tuple(sorted(lay.order[lo:hi].tolist()))
        out[key] = (lay.order[lo:hi].tolist(), rows_in, rows_out, lay.wsum[lo:hi].tolist())
    return out


@settings(deadline=None, max_examples=60)
@given(spec=qbaf_specs(acyclic=False, max_args=8))
def test_layout_renumbers_each_cyclic_component_and_keeps_every_parent(spec):
    q = build(spec)
    lay, cond = q.cyclic_layout(), q.condensation()
    assert lay.comp_lo[-1] == lay.order.shape[0]
    for c in range(cond.count):
        lo, hi = int(lay.comp_lo[c]), int(lay.comp_lo[c + 1])
        members = cond.comp_nodes[cond.comp_ptr[c] : cond.comp_ptr[c + 1]]
        if not cond.cyclic[c]:
            assert hi == lo
            continue
        order = lay.order[lo:hi]
        assert sorted(order.tolist()) == members.tolist()
        inside = {int(v) for v in members}
        degrees = [sum(u in inside for u in _parents(q, int(v))) for v in order]
        keys = list(zip(degrees, order.tolist()))
        assert keys == sorted(keys)  # by in-component degree, then id
        # uniform: every row has one in-component weight magnitude
        magnitudes = [
            {abs(w) for u, w in _parents(q, int(v)).items() if u in inside} for v in order
        ]
        assert bool(lay.uniform[c]) == all(len(ms) <= 1 for ms in magnitudes)
        for p, v in enumerate(order.tolist()):
            got = {int(order[j]): w for j, w in _in_component_row(lay, lo, p)}
            ext = {
                int(lay.xidx[k]): float(lay.xw[k])
                for k in range(lay.xptr[lo + p], lay.xptr[lo + p + 1])
            }
            want = _parents(q, v)
            assert got == {u: w for u, w in want.items() if u in inside}
            assert ext == {u: w for u, w in want.items() if u not in inside}
            assert lay.wsum[lo + p] == pytest.approx(sum(abs(w) for w in got.values()), rel=1e-15)


def _random_contractive(n, m, seed, local=False, uniform=True):
    """Weights 0.95 / in-degree (one magnitude per row: the layout's uniform
    rows), or that times a random factor in [0.5, 1] (per-edge magnitudes)."""
    rng = np.random.default_rng(seed)
    dst = rng.integers(0, n, m)
    src = (dst + rng.integers(-8, 9, m)) % n if local else rng.integers(0, n, m)
    key = np.unique(src[src != dst].astype(np.int64) * n + dst[src != dst])
    return _random_signs(rng, n, key // n, key % n, 0.95, uniform)


def _random_signs(rng, n, src, dst, weight, uniform):
    """Edges ``src -> dst`` as attacks or supports at random, weighted
    ``weight / in-degree`` (times a random factor in [0.5, 1] unless
    ``uniform``), random base scores."""
    w = weight / np.bincount(dst, minlength=n)[dst]
    if not uniform:
        w = w * rng.uniform(0.5, 1.0, w.size)
    att = rng.random(src.size) < 0.5
    return QBAF.from_arrays(
        rng.random(n),
        np.stack([src[att], dst[att]], 1),
        np.stack([src[~att], dst[~att]], 1),
        attack_weights=w[att],
        support_weights=w[~att],
    )


@pytest.mark.parametrize("sem", SUM_SEMS)
@pytest.mark.parametrize("local, uniform", [(False, True), (True, True), (False, False)])
@pytest.mark.parametrize("tol", [1e-3, 1e-6, 1e-9])
def test_discrete_result_is_within_tol_of_the_fixpoint(sem, local, uniform, tol):
    """The certificate is an error bound, so a loose tol shows a violation:
    compare with the continuous model run on the global arrays to 1e-13."""
    q = _random_contractive(3000, 15000, seed=7, local=local, uniform=uniform)
    assert bool(q.cyclic_layout().uniform.all()) == uniform
    exact = strengths(q, sem, tol=1e-13, method="rk45")
    assert exact.converged
    for method in ("auto", "gauss-seidel", "jacobi"):
        r = strengths(q, sem, tol=tol, method=method)
        assert r.converged and "rk45" not in r.method
        assert np.max(np.abs(r.values - exact.values)) <= tol
        # the residual reported is that of the returned strengths
        lip = float(r.component_lipschitz.max())
        assert r.residual / (1 - lip) >= np.max(np.abs(r.values - exact.values)) - 1e-13


def _direct_residuals(q, sem, r):
    """max |F(sigma) - sigma| per component, from one global Jacobi pass."""
    f = apply_once(q, r.values, sem)
    change = np.abs(f - r.values)
    out = np.zeros(r.comp_ptr.size - 1)
    for c in range(out.size):
        out[c] = change[r.comp_nodes[r.comp_ptr[c] : r.comp_ptr[c + 1]]].max()
    return out


@pytest.mark.parametrize("sem", ["qe", "dfquad"])
@pytest.mark.parametrize("method", ["auto", "gauss-seidel", "jacobi", "rk45"])
def test_reported_residual_is_that_of_the_returned_strengths(sem, method):
    """Certified components leave their residual to the first access; it
    must then be that of the returned strengths (and 0 where acyclic)."""
    q = _random_contractive(2000, 10000, seed=5)
    r = strengths(q, sem, tol=1e-9, method=method)
    assert r.converged
    if method != "rk45":  # a certified sweep leaves its residual for later
        assert np.isnan(r._residuals).any()
    expected = _direct_residuals(q, sem, r)
    got = r.component_residual
    assert not np.isnan(got).any()
    np.testing.assert_allclose(got, expected, rtol=1e-9, atol=1e-15)
    assert r.residual == pytest.approx(expected.max(), rel=1e-9, abs=1e-15)
    # the same through a contestation step (stats carried over the edit)
    step = Contestation(q, sem, tol=1e-9, method=method).edit("4", base_score=0.5)
    np.testing.assert_allclose(
        step.strengths.component_residual,
        _direct_residuals(step.qbaf, sem, step.strengths),
        rtol=1e-9,
        atol=1e-15,
    )


def test_unconverged_components_report_their_residual_at_once():
    q = _random_contractive(2000, 10000, seed=5)
    r = strengths(q, "qe", tol=1e-12, max_iter=2, method="gauss-seidel")
    assert not r.converged
    failed = r.failed_components
    assert not np.isnan(r._residuals[failed]).any() and (r._residuals[failed] > 0).all()


@pytest.mark.parametrize("sem", SUM_SEMS)
@settings(deadline=None, max_examples=30)
@given(spec=contractive(), tol=st.sampled_from([1e-2, 1e-4, 1e-8]))
def test_certified_on_small_contractive_graphs(sem, spec, tol):
    q = build(spec)
    exact = strengths(q, sem, tol=1e-13, method="rk45")
    r = strengths(q, sem, tol=tol)
    assert r.converged and exact.converged
    assert np.max(np.abs(r.values - exact.values)) <= tol


def test_layout_is_shared_by_base_edits_and_rebuilt_after_structural_ones():
    q = _random_contractive(500, 2500, seed=3)
    c = Contestation(q, "qe", tol=1e-10)
    lay = q.cyclic_layout()
    step = c.edit("5", base_score=0.25)
    assert step.qbaf.cyclic_layout() is lay
    step = c.edit("6", attacked_by=["7", "8"])
    fresh = rebuilt(step.qbaf)
    assert step.qbaf.cyclic_layout() is not lay
    # the incrementally maintained condensation gives the same layout as a
    # fresh one, hence the same strengths bit for bit
    assert _layout_by_members(step.qbaf) == _layout_by_members(fresh)
    assert strengths(fresh, "qe", tol=1e-10).values.tobytes() == step.strengths.values.tobytes()


def _solved_with_encoding(q, sem, interleaved, monkeypatch):
    """A fresh copy of ``q`` laid out with every cyclic component in one
    parent encoding, solved by Gauss-Seidel, Jacobi and the two-block sweep."""
    import clinarg.qbaf._layout as layout
    import clinarg.qbaf.evaluate as evaluate

    monkeypatch.setattr(layout, "INTERLEAVE_ALWAYS_ROWS", 2**29 if interleaved else 0)
    monkeypatch.setattr(layout, "INTERLEAVE_MAX_LINES_PER_PARENT", -1.0)
    copy = QBAF.from_arrays(
        q.base,
        np.stack(q.edge_arrays("attack")[:2], 1),
        np.stack(q.edge_arrays("support")[:2], 1),
        attack_weights=q.edge_arrays("attack")[2],
        support_weights=q.edge_arrays("support")[2],
    )
    lay = copy.cyclic_layout()
    sized = np.diff(lay.comp_lo) > 0
    assert sized.any() and (lay.interleaved[sized] == interleaved).all()
    out = [strengths(copy, sem, tol=1e-10, method=m).values for m in ("gauss-seidel", "jacobi")]
    monkeypatch.setattr(evaluate, "PARALLEL_MIN_ROWS", 16)
    out.append(strengths(copy, sem, tol=1e-10, parallel=True).values)
    monkeypatch.undo()
    return out


@pytest.mark.parametrize("sem", SUM_SEMS)
@pytest.mark.parametrize("local, uniform", [(False, True), (True, True), (False, False)])
def test_both_parent_encodings_give_the_same_strengths_bit_for_bit(
    sem, local, uniform, monkeypatch
):
    """Only speed may depend on the encoding the layout picks."""
    q = _random_contractive(3000, 15000, seed=21, local=local, uniform=uniform)
    interleaved = _solved_with_encoding(q, sem, True, monkeypatch)
    sign_bit = _solved_with_encoding(q, sem, False, monkeypatch)
    for a, b in zip(interleaved, sign_bit):
        assert a.tobytes() == b.tobytes()


def _small_cycles(seed, uniform, weight=0.3):
    """Many small cyclic components (rings of 2 to 70 arguments, some with
    chords), supported and attacked from earlier components."""
    rng = np.random.default_rng(seed)
    sizes = np.concatenate([np.full(300, 2), np.full(300, 3), rng.integers(4, 71, 40)])
    rng.shuffle(sizes)
    start = np.concatenate([[0], np.cumsum(sizes)[:-1]])
    n = int(sizes.sum())
    src, dst = [], []
    for lo, k in zip(start, sizes):
        ring = lo + np.arange(k)
        src.append(ring)
        dst.append(lo + (np.arange(k) + 1) % k)
        if k > 3:  # a chord
            src.append([ring[0]])
            dst.append([ring[k // 2]])
    comp = np.repeat(np.arange(sizes.size), sizes)
    a, b = rng.integers(0, n, 4 * n), rng.integers(0, n, 4 * n)
    forward = comp[a] < comp[b]
    src = np.concatenate(src + [a[forward]])
    dst = np.concatenate(dst + [b[forward]])
    key = np.unique(src.astype(np.int64) * n + dst)
    return _random_signs(rng, n, key // n, key % n, 2 * weight, uniform)


@pytest.mark.parametrize("sem", SUM_SEMS)
@pytest.mark.parametrize("uniform", [True, False])
@pytest.mark.parametrize("weight", [0.3, 0.95])
def test_small_component_fast_path_gives_the_general_solvers_strengths(
    sem, uniform, weight, monkeypatch
):
    """Components of up to SMALL_COMPONENT_ROWS arguments take a fast path;
    turning it off (0) must change nothing, bit for bit: certified within its
    sweep budget or handed to the general solver, and under a max_iter too
    small to certify."""
    import clinarg.qbaf.evaluate as evaluate

    q = _small_cycles(5, uniform, weight)
    sizes = np.diff(q.cyclic_layout().comp_lo)
    small = (sizes > 0) & (sizes <= evaluate.SMALL_COMPONENT_ROWS)
    assert small.any() and (sizes > evaluate.SMALL_COMPONENT_ROWS).any()
    runs = [dict(), dict(method="gauss-seidel"), dict(max_iter=3), dict(tol=1e-13)]
    fast = [strengths(q, sem, **kw) for kw in runs]
    monkeypatch.setattr(evaluate, "SMALL_COMPONENT_ROWS", 0)
    general = [strengths(q, sem, **kw) for kw in runs]
    for a, b in zip(fast, general):
        assert a.values.tobytes() == b.values.tobytes()
        assert (a.iterations == b.iterations).all()
        assert (a.component_converged == b.component_converged).all()
        assert np.array_equal(a.component_residual, b.component_residual)
    assert fast[0].converged and not fast[2].converged


def test_small_component_needing_many_sweeps_goes_to_the_general_solver(monkeypatch):
    """A 3-cycle of strong attacks (contraction bound 0.978) needs more
    sweeps than the fast path tries: the general solver finishes it, with
    the same result as without the fast path."""
    import clinarg.qbaf.evaluate as evaluate
    from clinarg.qbaf._kernels import SMALL_SWEEPS

    q = QBAF.from_arrays(
        np.full(3, 0.86),
        np.array([[0, 1], [1, 2], [2, 0]]),
        np.zeros((0, 2), dtype=int),
        attack_weights=np.full(3, 1.75),
    )
    fast = strengths(q, tol=1e-13)
    assert fast.component_lipschitz[0] == pytest.approx(0.978, abs=5e-4)
    assert fast.converged and fast.iterations[0] > SMALL_SWEEPS
    monkeypatch.setattr(evaluate, "SMALL_COMPONENT_ROWS", 0)
    general = strengths(q, tol=1e-13)
    assert fast.values.tobytes() == general.values.tobytes()
    assert fast.iterations[0] == general.iterations[0]


def test_layout_interleaves_components_whose_parents_are_near():
    """The structural estimate: parents within a few ids -> interleaved;
    random ids -> not (above the always-interleaved size)."""
    from clinarg.qbaf._layout import INTERLEAVE_ALWAYS_ROWS

    n = 2 * INTERLEAVE_ALWAYS_ROWS
    rng = np.random.default_rng(4)
    for local in (True, False):
        dst = rng.integers(0, n, 5 * n)
        src = (dst + rng.integers(-32, 33, dst.size)) % n if local else rng.integers(0, n, dst.size)
        edges = np.unique(np.stack([src, dst], 1)[src != dst], axis=0)
        q = QBAF.from_arrays(rng.random(n), edges, np.empty((0, 2), dtype=np.int64))
        lay = q.cyclic_layout()
        giant = int(np.argmax(np.diff(lay.comp_lo)))
        assert np.diff(lay.comp_lo)[giant] > INTERLEAVE_ALWAYS_ROWS
        assert bool(lay.interleaved[giant]) == local


@pytest.fixture
def small_parallel(monkeypatch):
    """Let the two-block parallel sweep run on test-sized components."""
    import clinarg.qbaf.evaluate as evaluate

    monkeypatch.setattr(evaluate, "PARALLEL_MIN_ROWS", 16)


@pytest.mark.parametrize("sem", SUM_SEMS)
@pytest.mark.parametrize("local, uniform", [(False, True), (True, True), (False, False)])
@pytest.mark.parametrize("tol", [1e-3, 1e-9])
def test_parallel_block_sweep_is_certified(sem, local, uniform, tol, small_parallel):
    q = _random_contractive(3000, 15000, seed=11, local=local, uniform=uniform)
    exact = strengths(q, sem, tol=1e-13, method="rk45")
    r = strengths(q, sem, tol=tol, parallel=True)
    assert r.converged and "block-gauss-seidel" in r.method
    assert np.max(np.abs(r.values - exact.values)) <= tol
    lip = float(r.component_lipschitz.max())
    assert r.residual / (1 - lip) >= np.max(np.abs(r.values - exact.values)) - 1e-13
    # the default stays serial Gauss-Seidel
    assert "block" not in strengths(q, sem, tol=tol).method


def _serial_two_block(q, sem, tol, method=-1, max_iter=100_000):
    """Strengths from the kernel's own two-block sweep (the blocks one after
    the other, ``par_min`` > 0): what the threads must reproduce."""
    import clinarg.qbaf.evaluate as ev
    from clinarg.qbaf import _prepared
    from clinarg.qbaf.semantics import get_semantics

    s = get_semantics(sem)
    prep = _prepared.of(q)
    cond = prep.condensation()
    comps = np.arange(cond.count, dtype=np.int64)
    sigma = np.array(q.base, copy=True)
    stats = ev._new_stats(cond.count)
    agg, inf = s.codes
    s.kernels()._evaluate(
        comps,
        (cond.comp_ptr, cond.comp_nodes, cond.cyclic, cond.labels),
        sigma,
        prep.graph(q.base, s),
        agg,
        inf,
        (method, tol, max_iter, 0.0, ev.PARALLEL_MIN_ROWS, ev.SMALL_COMPONENT_ROWS, True),
        stats,
        *prep.layout_args(s, comps),
    )
    return sigma, stats


@pytest.mark.parametrize("sem", SUM_SEMS)
@pytest.mark.parametrize("local, uniform", [(False, True), (True, True), (False, False)])
@pytest.mark.parametrize(
    "method, max_iter", [("auto", 100_000), ("gauss-seidel", 100_000), ("auto", 3)]
)
def test_threads_give_the_serial_two_block_strengths_bit_for_bit(
    sem, local, uniform, method, max_iter, small_parallel
):
    """The threads change when blocks run, not what they compute: the same
    sweeps, stop, statistics and strengths as the kernel's serial copy."""
    from clinarg.qbaf.evaluate import METHODS

    q = _random_contractive(4000, 20000, seed=12, local=local, uniform=uniform)
    r = strengths(q, sem, tol=1e-10, method=method, max_iter=max_iter, parallel=True)
    assert "block-gauss-seidel" in r.method
    sigma, (iters, meth, resid, conv, lip) = _serial_two_block(
        q, sem, 1e-10, METHODS[method], max_iter
    )
    assert r.values.tobytes() == sigma.tobytes()
    assert np.array_equal(r.iterations, iters) and np.array_equal(r.component_method, meth)
    assert np.array_equal(r.component_converged, conv) and r.converged == (max_iter > 3)
    assert np.array_equal(r.component_lipschitz, lip)
    # a residual the kernel computed (unconverged) is the same number
    assert np.array_equal(np.isnan(resid), np.isnan(r._residuals))
    assert np.array_equal(resid[~np.isnan(resid)], r._residuals[~np.isnan(resid)])


def test_a_failure_on_the_helper_thread_reaches_the_caller(small_parallel, monkeypatch):
    import threading

    from clinarg.qbaf.semantics import get_semantics

    q = _random_contractive(2000, 10000, seed=15)
    strengths(q, tol=1e-10, parallel=True)  # kernels loaded
    kernels = get_semantics("qe").kernels()
    rows = kernels._layout_rows

    def failing(*args):
        if threading.current_thread() is not threading.main_thread():
            raise MemoryError("helper thread failed")
        return rows(*args)

    monkeypatch.setattr(kernels, "_layout_rows", failing)
    before = threading.active_count()
    with pytest.raises(MemoryError, match="helper thread failed"):
        strengths(q, tol=1e-10, parallel=True)
    assert threading.active_count() == before  # the helper is gone


def test_a_process_may_fork_after_a_parallel_solve(small_parallel):
    import os

    q = _random_contractive(2000, 10000, seed=16)
    want = strengths(q, tol=1e-10, parallel=True).values.tobytes()
    pid = os.fork()
    if pid == 0:  # child: solve again, in parallel, and report by exit code
        ok = False
        try:
            ok = strengths(q, tol=1e-10, parallel=True).values.tobytes() == want
        finally:
            os._exit(0 if ok else 1)
    _, status = os.waitpid(pid, 0)
    assert os.WIFEXITED(status) and os.WEXITSTATUS(status) == 0


def test_parallel_contestation_is_incremental_and_replays(small_parallel):
    q = _random_contractive(2000, 10000, seed=13)
    c = Contestation(q, "qe", tol=1e-10, parallel=True)
    c.edit("6", base_score=0.3)
    step = c.add("new", 0.7, attacks=["10"], supported_by=["12"])
    full = strengths(step.qbaf, "qe", tol=1e-10, parallel=True)
    assert step.strengths.values.tobytes() == full.values.tobytes()
    again = Contestation.replay(q, c.journal_json(), "qe", tol=1e-10, parallel=True)
    assert again.strengths.values.tobytes() == c.strengths.values.tobytes()


def test_a_time_limit_stops_the_threads(small_parallel, monkeypatch):
    """A deadline already passed: the blocks stop before their first sweep
    with the residual of the base scores, and the partial result says so."""
    import clinarg.qbaf.evaluate as ev
    from clinarg.errors import SolverTimeout

    q = _random_contractive(2000, 10000, seed=17)
    monkeypatch.setattr(ev, "_deadline", lambda timeout: 1e-9 if timeout else 0.0)
    with pytest.raises(SolverTimeout) as info:
        strengths(q, tol=1e-10, parallel=True, timeout=5.0)
    part = info.value.partial
    big = int(np.argmax(np.diff(part.comp_ptr)))
    assert part.component_method[big] == 4 and part.iterations[big] == 0
    assert not part.component_converged[big] and part.component_residual[big] > 0


def test_parallel_without_a_large_component_is_the_serial_solve(monkeypatch):
    """No component reaches PARALLEL_MIN_ROWS: the driver solves every one,
    so the result is the serial one bit for bit."""
    from clinarg.qbaf import _blocks

    def refuse(*args):
        raise AssertionError("a component was split into blocks")

    monkeypatch.setattr(_blocks, "solve", refuse)
    q = _random_contractive(3000, 15000, seed=3)
    serial = strengths(q, tol=1e-10)
    par = strengths(q, tol=1e-10, parallel=True)
    assert par.values.tobytes() == serial.values.tobytes()
    assert par.method == serial.method == "gauss-seidel"


def test_cli_parallel_flag(tmp_path, capsys, small_parallel):
    import json

    from clinarg.cli import main

    q = _random_contractive(300, 1500, seed=14)
    path = tmp_path / "g.json"
    write_json(q, path)
    assert main(["strengths", str(path), "--parallel", "--output", "json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["converged"] and "block-gauss-seidel" in out["method"]
    want = strengths(QBAF.read(path), tol=1e-9, parallel=True)
    assert out["strengths"] == want.as_dict()
