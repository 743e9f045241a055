"""Read a large ICCMA file and compute its grounded extension.

Compares, in one run and on the same file:

* ``clinarg``   -- native ICCMA parser, native CSR construction, native
  grounded propagation;
* ``networkx``  -- lines parsed in Python into a ``networkx.DiGraph``, grounded
  propagation over its adjacency views;
* ``python``    -- lines parsed in Python into lists, the same propagation in
  plain Python.

Each approach runs in its own child process so that its peak resident
memory (``ru_maxrss``) is its own; times are wall-clock for parse +
grounded, best of ``--repeat`` runs.  All approaches must agree on the size
of the grounded extension, or the benchmark fails.

Usage::

    python benchmarks/bench_grounded.py                 # 1,000,000 args / 5,000,000 attacks
    python benchmarks/bench_grounded.py --quick         # 100,000 / 500,000
    python benchmarks/bench_grounded.py --args 200000 --attacks 1000000 --repeat 5
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import numpy as np

HERE = Path(__file__).resolve().parent


def make_instance(path: Path, n: int, m: int, seed: int) -> None:
    """Uniform random attacks, written in ICCMA 2023 format."""
    rng = np.random.default_rng(seed)
    pairs = rng.integers(1, n + 1, size=(m, 2))
    with open(path, "w") as f:
        f.write(f"p af {n}\n")
        np.savetxt(f, pairs, fmt="%d %d")


# ------------------------------------------------------------------ approaches


def run_clinarg(path: str) -> int:
    import clinarg

    af = clinarg.read_af(path)
    return int((clinarg.grounded_labelling(af) == 1).sum())


def _parse_python(path: str):
    with open(path) as f:
        header = f.readline().split()
        n = int(header[2])
        src, dst = [], []
        for line in f:
            if line[0] == "#":
                continue
            a, b = line.split()
            src.append(int(a) - 1)
            dst.append(int(b) - 1)
    return n, src, dst


def _propagate(n, succ, n_attackers):
    alive = list(n_attackers)
    label = [0] * n
    queue = [x for x in range(n) if alive[x] == 0]
    for x in queue:
        label[x] = 1
    while queue:
        a = queue.pop()
        for b in succ(a):
            if label[b] == 2:
                continue
            label[b] = 2
            for c in succ(b):
                alive[c] -= 1
                if alive[c] == 0 and label[c] == 0:
                    label[c] = 1
                    queue.append(c)
    return sum(1 for v in label if v == 1)


def run_python(path: str) -> int:
    n, src, dst = _parse_python(path)
    pairs = set(zip(src, dst))
    out = [[] for _ in range(n)]
    indeg = [0] * n
    for a, b in pairs:
        out[a].append(b)
        indeg[b] += 1
    return _propagate(n, out.__getitem__, indeg)


def run_networkx(path: str) -> int:
    import networkx as nx

    n, src, dst = _parse_python(path)
    graph = nx.DiGraph()
    graph.add_nodes_from(range(n))
    graph.add_edges_from(zip(src, dst))
    return _propagate(n, graph.successors, [graph.in_degree(x) for x in range(n)])


APPROACHES = {"clinarg": run_clinarg, "networkx": run_networkx, "python": run_python}


def worker(name: str, path: str, repeat: int) -> None:
    """Child process: import, then time ``repeat`` runs; print one JSON line."""
    fn = APPROACHES[name]
    if name == "clinarg":
        import clinarg  # noqa: F401 - import cost is not part of the figure
    elif name == "networkx":
        import networkx  # noqa: F401
    rss_before = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    times, result = [], None
    for _ in range(repeat):
        t0 = time.perf_counter()
        result = fn(path)
        times.append(time.perf_counter() - t0)
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    print(
        json.dumps(
            {
                "approach": name,
                "best_s": min(times),
                "median_s": float(np.median(times)),
                "peak_mib": peak / 1024,
                "extra_mib": (peak - rss_before) / 1024,
                "grounded_in": result,
            }
        )
    )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--args", type=int, default=1_000_000)
    parser.add_argument("--attacks", type=int, default=5_000_000)
    parser.add_argument("--quick", action="store_true", help="100,000 / 500,000")
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--approaches", default="clinarg,networkx,python")
    parser.add_argument("--file", help="use this ICCMA file instead of generating one")
    parser.add_argument("--worker", nargs=2, metavar=("APPROACH", "FILE"), help=argparse.SUPPRESS)
    opts = parser.parse_args()
    if opts.worker:
        worker(opts.worker[0], opts.worker[1], opts.repeat)
        return 0
    if opts.quick:
        opts.args, opts.attacks = 100_000, 500_000

    with tempfile.TemporaryDirectory() as tmp:
        path = opts.file
        if path is None:
            path = os.path.join(tmp, "random.af")
            t0 = time.perf_counter()
            make_instance(Path(path), opts.args, opts.attacks, opts.seed)
            print(
                f"# generated {opts.args:,} arguments / {opts.attacks:,} attacks "
                f"in {time.perf_counter() - t0:.1f} s ({os.path.getsize(path) / 2**20:.0f} MiB)"
            )
        rows = []
        for name in opts.approaches.split(","):
            out = subprocess.run(
                [sys.executable, __file__, "--worker", name, path, "--repeat", str(opts.repeat)],
                capture_output=True,
                text=True,
                check=True,
            )
            rows.append(json.loads(out.stdout.strip().splitlines()[-1]))
    base = rows[0]
    answers = {r["grounded_in"] for r in rows}
    if len(answers) != 1:
        print(f"# DISAGREEMENT between approaches: {rows}")
        return 1
    print(
        f"# parse + grounded, best of {opts.repeat}; grounded extension has "
        f"{base['grounded_in']:,} arguments"
    )
    print(
        f"{'approach':<10} {'time s':>9} {'peak MiB':>9} {'extra MiB':>10} "
        f"{'time ratio':>11} {'memory ratio':>13}"
    )
    for r in rows:
        print(
            f"{r['approach']:<10} {r['best_s']:>9.3f} {r['peak_mib']:>9.0f} "
            f"{r['extra_mib']:>10.0f} {r['best_s'] / base['best_s']:>10.1f}x "
            f"{r['extra_mib'] / max(base['extra_mib'], 1):>12.1f}x"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
