"""What bounds a certified cyclic QBAF solve: the figures behind the README.

    python benchmarks/qbaf_sweep_study.py                 # 1M/5M cyclic-random
    python benchmarks/qbaf_sweep_study.py --graph cyclic-local --n 1000000

On the giant strongly connected component of a ``bench_qbaf`` graph (QE,
outside parents fixed at their final strengths), in one process:

1. the Gauss-Seidel trace: per sweep its change ``d``, the certified bound
   ``d L / (1 - L)`` and the true error against a fixpoint iterated to 1e-15;
2. sweeps to certify 1e-9 under other row orders (reverse postorder of a DFS,
   the Eades-Lin-Smyth feedback-arc heuristic) and the share of backward
   edges each leaves;
3. the cost of one sweep against a flat gather of the same strengths, a
   two-thread Jacobi sweep (numba ``prange``) with and without the strengths
   being rewritten between sweeps (the cross-core traffic a real solve has),
   the sweep compiled with other prefetch distances (0: none), without
   prefetching its streams and with signed indices, and the interleaved
   encoding (each strength beside its negation, see
   ``clinarg.qbaf._layout``) against the sign-bit one, with the layout's
   locality estimate that chooses between them;
4. the two-block Gauss-Seidel of ``strengths(parallel=True)`` (each of two
   threads keeps a private copy of all strengths: its own block fresh, the
   other as of the last exchange; ``clinarg.qbaf._blocks``): sweeps and time
   to certify 1e-9 against serial Gauss-Seidel, side by side.

Each timing is the best of 9 runs.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

import numba
import numpy as np
import scipy.sparse as sp

sys.path.insert(0, str(Path(__file__).resolve().parent))

from bench_qbaf import make_graph
from clinarg.qbaf import _blocks, strengths
from clinarg.qbaf._codes import ATTACK_BIT, POSITION_MASK, SWEEP_GS, SWEEP_JACOBI
from clinarg.qbaf._kernels import PREFETCH_AHEAD, _layout_rows
from clinarg.qbaf._layout import INTERLEAVE_MAX_LINES_PER_PARENT, _lines_per_parent
from clinarg.qbaf.semantics import get_semantics

TOL = 1e-9


def best(fn, repeat=9):
    fn()
    out = np.inf
    for _ in range(repeat):
        t = time.perf_counter()
        fn()
        out = min(out, time.perf_counter() - t)
    return 1e3 * out


def giant_component(q, res):
    """The giant component's sweep arrays (local CSR from the layout)."""
    lay = q.cyclic_layout()
    c = int(np.argmax(np.diff(lay.comp_lo)))
    lo, hi = int(lay.comp_lo[c]), int(lay.comp_lo[c + 1])
    order = lay.order[lo:hi]
    ptr = np.ascontiguousarray(lay.lptr[lo : hi + 1] - lay.lptr[lo])
    idx = np.ascontiguousarray(lay.lidx[lay.lptr[lo] : lay.lptr[hi]])
    if lay.interleaved[c]:  # back to the sign-bit encoding the study works in
        idx = np.where(idx & 1, (idx >> 1) | ATTACK_BIT, idx >> 1).astype(np.int32)
    xptr, xidx, xw = lay.xptr[lo : hi + 1], lay.xidx, lay.xw
    ext = np.array(
        [
            xw[xptr[p] : xptr[p + 1]] @ res.values[xidx[xptr[p] : xptr[p + 1]]]
            for p in range(hi - lo)
        ]
    )
    assert bool(lay.uniform[c]), "the study assumes one weight magnitude per row"
    return (
        q.base[order].copy(),
        ext,
        ptr,
        idx,
        np.ascontiguousarray(lay.scale[lo:hi]),
        float(res.component_lipschitz[res.labels[order[0]]]),
    )


def _rows(ptr, idx, scale):
    """A layout bundle (``CyclicLayout.arrays``) holding only what the row
    loop reads: row pointers, parents and one weight per row."""
    i64, i32, f64, b = (np.empty(0, dtype=d) for d in (np.int64, np.int32, np.float64, np.bool_))
    return (i64, i32, ptr, idx, f64, scale, b, b, i64, i32, f64, f64)


def sweep(kernels, x, out, t, ext, ptr, idx, scale, mode=SWEEP_GS):
    """One sweep of the product's row loop (QE, one weight per row) over all rows."""
    return kernels._layout_rows(
        x, out, t, ext, _rows(ptr, idx, scale), True, False, 0, mode, 0, 0, t.shape[0]
    )


def interleave(x, idx):
    """Strengths and parents in the interleaved encoding (x[2q], -x at 2q+1)."""
    x2 = np.empty(2 * x.size)
    x2[0::2], x2[1::2] = x, -x
    return x2, (2 * (idx & POSITION_MASK) + (idx < 0)).astype(np.int32)


def gs_until(kernels, t, ext, ptr, idx, scale, lip, limit=60):
    """Gauss-Seidel from the base scores until d L/(1-L) <= TOL: (sweeps, x, ds)."""
    x, buf, ds = t.copy(), np.empty(1), []
    while len(ds) < limit:
        d = sweep(kernels, x, buf, t, ext, ptr, idx, scale)
        ds.append(d)
        if d * lip / (1.0 - lip) <= TOL:
            break
    return len(ds), x, ds


# ---------------------------------------------------------------- orders
@numba.njit(cache=True)
def _dfs_postorder(m, cp, ci):
    state = np.zeros(m, np.int8)
    post = np.empty(m, np.int64)
    stack = np.empty(m, np.int64)
    it = np.empty(m, np.int64)
    count = 0
    for s in range(m):
        if state[s]:
            continue
        top = 0
        stack[0] = s
        it[s] = cp[s]
        state[s] = 1
        while top >= 0:
            v = stack[top]
            if it[v] < cp[v + 1]:
                u = ci[it[v]]
                it[v] += 1
                if state[u] == 0:
                    state[u] = 1
                    it[u] = cp[u]
                    top += 1
                    stack[top] = u
            else:
                post[count] = v
                count += 1
                top -= 1
    return post


@numba.njit(cache=True)
def _unlink(v, bucket, head, prv, nxt):
    """Take ``v`` out of the doubly linked list of its bucket."""
    if prv[v] >= 0:
        nxt[prv[v]] = nxt[v]
    else:
        head[bucket[v]] = nxt[v]
    if nxt[v] >= 0:
        prv[nxt[v]] = prv[v]


@numba.njit(cache=True)
def _push(v, b, bucket, head, prv, nxt):
    """Put ``v`` at the head of bucket ``b``'s doubly linked list."""
    bucket[v] = b
    prv[v] = -1
    nxt[v] = head[b]
    if head[b] >= 0:
        prv[head[b]] = v
    head[b] = v


@numba.njit(cache=True)
def _eades_lin_smyth(m, pp, pi, cp, ci):
    """Sources to the front, sinks to the back, else the largest out - in."""
    indeg = (pp[1:] - pp[:-1]).copy()
    outdeg = (cp[1:] - cp[:-1]).copy()
    gone = np.zeros(m, np.bool_)
    head = -np.ones(2 * m + 1, np.int64)
    nxt = -np.ones(m, np.int64)
    prv = -np.ones(m, np.int64)
    bucket = np.empty(m, np.int64)
    top = 0
    for v in range(m):
        b = outdeg[v] - indeg[v] + m
        _push(v, b, bucket, head, prv, nxt)
        top = max(top, b)
    queue = np.empty(4 * m + 1, np.int64)
    qh = 0
    qt = 0
    for v in range(m):
        if indeg[v] == 0 or outdeg[v] == 0:
            queue[qt] = v
            qt += 1
    left = np.empty(m, np.int64)
    right = np.empty(m, np.int64)
    nl = 0
    nr = 0
    for _ in range(m):
        v = -1
        while qh < qt:
            u = queue[qh]
            qh += 1
            if not gone[u]:
                v = u
                break
        if v < 0:
            while head[top] < 0:
                top -= 1
            v = head[top]
            left[nl] = v
            nl += 1
        elif indeg[v] == 0:
            left[nl] = v
            nl += 1
        else:
            right[nr] = v
            nr += 1
        gone[v] = True
        _unlink(v, bucket, head, prv, nxt)
        for side in range(2):
            ptr, ids = (cp, ci) if side == 0 else (pp, pi)
            for k in range(ptr[v], ptr[v + 1]):
                u = ids[k]
                if gone[u]:
                    continue
                if side == 0:
                    indeg[u] -= 1
                else:
                    outdeg[u] -= 1
                _unlink(u, bucket, head, prv, nxt)
                b = bucket[u] + (1 if side == 0 else -1)
                _push(u, b, bucket, head, prv, nxt)
                top = max(top, b)
                if indeg[u] == 0 or outdeg[u] == 0:
                    queue[qt] = u
                    qt += 1
    out = np.empty(m, np.int64)
    out[:nl] = left[:nl]
    for i in range(nr):
        out[nl + i] = right[nr - 1 - i]
    return out


def reorder(perm, t, ext, ptr, idx, scale):
    m = t.shape[0]
    rows = np.repeat(np.arange(m), np.diff(ptr))
    sign = np.where(idx < 0, -1.0, 1.0)
    parents = sp.csr_matrix((sign, (rows, idx & POSITION_MASK)), shape=(m, m))
    inv = np.empty(m, np.int64)
    inv[perm] = np.arange(m)
    back = float(np.mean(inv[idx & POSITION_MASK] >= inv[rows]))
    r = parents[perm][:, perm].tocsr()
    r.sort_indices()
    new_idx = np.where(r.data < 0, r.indices | ATTACK_BIT, r.indices).astype(np.int32)
    return (
        t[perm].copy(),
        ext[perm].copy(),
        r.indptr.astype(np.int64),
        new_idx,
        scale[perm].copy(),
        back,
    )


# ---------------------------------------------------------------- sweep costs
@numba.njit(cache=True)
def _flat_gather(x, idx):
    s = 0.0
    for k in range(idx.shape[0]):
        s += x[idx[k] & POSITION_MASK]
    return s


@numba.njit(cache=True, parallel=True)
def _jacobi_parallel(x, out, t, ext, lay, bounds, dmax):
    """Jacobi rows in parallel chunks (the product's row loop, generic copy)."""
    for b in numba.prange(bounds.shape[0] - 1):
        dmax[b] = _layout_rows(
            x,
            out,
            t,
            ext,
            lay,
            True,
            False,
            0,
            SWEEP_JACOBI,
            0,
            bounds[b],
            bounds[b + 1],
        )
    return dmax.max()


def variant(kernels, distance=PREFETCH_AHEAD, unsigned=True, streams=True):
    """The product's ``_layout_rows`` (QE copy) compiled with another
    prefetch distance (0: it prefetches the entry it reads, i.e. none),
    with signed indices (numba then tests each for wraparound) or without
    the prefetches of its streams (``streams=False``)."""
    from clinarg.qbaf._config import JIT_NOCACHE
    from clinarg.qbaf._kernels.specialise import _copy

    ns = dict(kernels._layout_rows.py_func.__globals__)
    ns["PREFETCH_AHEAD"] = distance
    ns["_AHEAD"] = np.uint64(distance) if unsigned else distance
    ns["STREAM_PREFETCH"] = streams
    if not unsigned:
        ns["_unsigned"] = numba.njit(inline="always")(lambda i: i)
        ns["_ONE"] = 1
    suffix = f"__study_pf{distance}{'' if unsigned else '_signed'}{'' if streams else '_nostreams'}"
    ns["_row_range"] = numba.njit(**dict(JIT_NOCACHE, inline="always"))(
        _copy(kernels._row_range.py_func, ns, "_row_range", "_row_range" + suffix)
    )
    return numba.njit(**JIT_NOCACHE)(
        _copy(kernels._layout_rows.py_func, ns, "_layout_rows", "_layout_rows" + suffix)
    )


def certify_time(sweep_fn, state, lip):
    """(sweeps, ms) of ``sweep_fn(state)`` (updating ``state`` in place) until
    d L/(1-L) <= TOL."""
    count, start = 0, time.perf_counter()
    while True:
        count += 1
        if sweep_fn(state) * lip / (1.0 - lip) <= TOL:
            return count, 1e3 * (time.perf_counter() - start)


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--graph", default="cyclic-random")
    ap.add_argument("--n", type=int, default=1_000_000)
    args = ap.parse_args(argv)
    q = make_graph(args.graph, args.n, 5 * args.n)
    res = strengths(q, tol=TOL)
    kernels = get_semantics("qe").kernels()
    t, ext, ptr, idx, scale, lip = giant_component(q, res)
    lay = q.cyclic_layout()
    chosen = bool(lay.interleaved[int(np.argmax(np.diff(lay.comp_lo)))])
    m = t.shape[0]
    print(
        f"{args.graph}: giant component {m} arguments, {idx.size} in-component edges, "
        f"contraction bound L = {lip:.3f}"
    )

    # 1. trace against a tight fixpoint
    x_star = t.copy()
    for _ in range(60):
        sweep(kernels, x_star, x_star, t, ext, ptr, idx, scale)
    x = t.copy()
    print("\nGauss-Seidel: sweep, change d, certified bound d L/(1-L), true error")
    for k in range(1, 13):
        d = sweep(kernels, x, x, t, ext, ptr, idx, scale)
        err = float(np.max(np.abs(x - x_star)))
        flag = "  <- certified" if d * lip / (1 - lip) <= TOL else ""
        print(f"  {k:2d}  {d:.2e}  {d * lip / (1 - lip):.2e}  {err:.2e}{flag}")
        if flag:
            break

    # 2. orders
    rows = np.repeat(np.arange(m), np.diff(ptr))
    parents = sp.csr_matrix((np.ones(idx.size), (rows, idx & POSITION_MASK)), shape=(m, m))
    children = parents.T.tocsr()
    cp, ci = children.indptr.astype(np.int64), children.indices.astype(np.int64)
    pp, pi = parents.indptr.astype(np.int64), parents.indices.astype(np.int64)
    print("\nRow order: backward-edge share, sweeps to certify 1e-9, ms per sweep")
    for name, perm in (
        ("layout (degree, id)", np.arange(m)),
        ("random", np.random.default_rng(0).permutation(m)),
        ("DFS reverse postorder", _dfs_postorder(m, cp, ci)[::-1].copy()),
        ("Eades-Lin-Smyth", _eades_lin_smyth(m, pp, pi, cp, ci)),
    ):
        *arrays, back = reorder(perm, t, ext, ptr, idx, scale)
        gs_until(kernels, *arrays, lip)
        start = time.perf_counter()
        sweeps, _, _ = gs_until(kernels, *arrays, lip)
        per_sweep = 1e3 * (time.perf_counter() - start) / sweeps
        print(f"  {name:22s} {back:.2f}  {sweeps:2d}  {per_sweep:.2f}")

    # 3. sweep costs
    x = x_star.copy()
    buf = np.empty(m)
    sweep_ms = best(lambda: sweep(kernels, x, buf, t, ext, ptr, idx, scale))
    gather_ms = best(lambda: _flat_gather(x, idx))
    serial_ms = best(lambda: sweep(kernels, x, buf, t, ext, ptr, idx, scale, SWEEP_JACOBI))
    threads = numba.get_num_threads()
    bounds = np.linspace(0, m, 2 * threads + 1).astype(np.int64)
    dmax = np.zeros(bounds.size - 1)
    par_fixed = best(lambda: _jacobi_parallel(x, buf, t, ext, _rows(ptr, idx, scale), bounds, dmax))
    pair = [x.copy(), np.empty(m)]

    def swapping():
        _jacobi_parallel(pair[0], pair[1], t, ext, _rows(ptr, idx, scale), bounds, dmax)
        pair.reverse()

    par_swap = best(swapping)
    print(
        f"\nOne sweep (ms, best of 9): Gauss-Seidel layout sweep {sweep_ms:.2f}; flat gather "
        f"of the same {idx.size} strengths {gather_ms:.2f}; Jacobi serial {serial_ms:.2f}; "
        f"Jacobi on {threads} threads {par_fixed:.2f} with the same input each time, "
        f"{par_swap:.2f} alternating input and output as a solve does"
    )

    def variant_ms(**options):
        """Best time of one sweep of the product's row loop compiled with
        ``options`` (see variant)."""
        rows_fn = variant(kernels, **options)
        xd = x_star.copy()
        return best(
            lambda: rows_fn(
                xd, buf, t, ext, _rows(ptr, idx, scale), True, False, 0, SWEEP_GS, 0, 0, m
            )
        )

    distances = (0, 8, 16, 32, 64)
    timings = [variant_ms(distance=d) for d in distances]
    print(
        "Gauss-Seidel sweep by prefetch distance in entries (product: "
        f"{PREFETCH_AHEAD}): " + ", ".join(f"{d} {ms:.2f} ms" for d, ms in zip(distances, timings))
    )
    print(
        f"The same sweep with signed indices (numba's wraparound test on each): "
        f"{variant_ms(unsigned=False):.2f} ms"
    )
    print(
        f"The same sweep without prefetching its streams (parent entries, row "
        f"pointers): {variant_ms(streams=False):.2f} ms"
    )
    x2, idx2 = interleave(x_star, idx)
    inter_ms = best(
        lambda: kernels._layout_rows(
            x2, x2, t, ext, _rows(ptr, idx2, scale), True, True, 0, SWEEP_GS, 0, 0, m
        )
    )
    print(
        f"Interleaved encoding (strength and negation side by side, no prefetch): "
        f"{inter_ms:.2f} ms against {sweep_ms:.2f} ms; the layout's estimate "
        f"{_lines_per_parent(ptr, idx):.2f} cache lines per parent (interleaved at most "
        f"{INTERLEAVE_MAX_LINES_PER_PARENT}): this component is "
        f"{'' if chosen else 'not '}interleaved"
    )

    # 4. the product's two-block Gauss-Seidel (private copies, two Python
    # threads: clinarg.qbaf._blocks) against serial
    split = _blocks.split(ptr, 0, m)
    bounds = (0, split, m)

    def two_blocks():
        copies = (t.copy(), t.copy())

        def block(b, mode):
            return kernels._layout_rows(
                copies[b],
                copies[b],
                t,
                ext,
                _rows(ptr, idx, scale),
                True,
                False,
                0,
                mode,
                0,
                bounds[b],
                bounds[b + 1],
            )

        def hand_over(b):
            copies[1 - b][bounds[b] : bounds[b + 1]] = copies[b][bounds[b] : bounds[b + 1]]

        start = time.perf_counter()
        it, converged, _ = _blocks._iterate(block, hand_over, lip, TOL, 10_000, 0.0)
        assert converged
        return it, 1e3 * (time.perf_counter() - start)

    two_blocks()  # kernels loaded
    print("\nTo certify 1e-9 (sweeps, ms), side by side, three rounds:")
    for _ in range(3):
        serial = certify_time(
            lambda x: sweep(kernels, x, x, t, ext, ptr, idx, scale), t.copy(), lip
        )
        parallel = two_blocks()
        print(
            f"  serial Gauss-Seidel {serial[0]} sweeps {serial[1]:.1f} ms; two blocks on "
            f"two threads, private copies: {parallel[0]} sweeps {parallel[1]:.1f} ms"
        )


if __name__ == "__main__":
    main()
