"""Counting extensions (CE) side by side: clinarg's compiled-core component
counter alone, clasp's enumeration alone, the two raced as clinarg ships
them, and Ganak (the exact model counter of the model counting
competitions, through ``pyganak`` from the ``bench`` extra) on the same
clauses.  Every count is checked against the others.

µ-toksia has no CE task, so clasp's enumeration (what clinarg counted with
before) and Ganak are the baselines.  Ganak is run in a child process that
is killed at the limit (its count cannot be interrupted); its time is
measured inside the child, around ``count()`` alone.

    python benchmarks/dung_count.py grid_100 sccchain_100 random_100 \\
        ../shared/instances/dung/afgen/n100p5q2.apx --semantics CO,ST,AD --limit 5
    python benchmarks/dung_count.py chain_150 ring_150 mutual_300 --limit 5

An instance is an ICCMA file, one of bench_dung.py's generated families
(``grid_100``: as bench_dung.py writes grid_100.af), or one of the test
suite's frameworks: ``chain_K`` (K dense strongly connected blocks of six
arguments, each attacking the next), ``ring_K`` (the even-cycle ring of K
pairs) and ``mutual_N`` (N arguments, each in mutual attack with two
random others).
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests"))  # dung_instances
sys.path.insert(0, str(Path(__file__).resolve().parent))  # dung_relabel's loader

import clinarg
from clinarg.dung import _count
from clinarg.dung._frame import Frame
from clinarg.dung._program import Program
from clinarg.errors import SolverTimeout

ENCODING = {"CO": "com", "ST": "stb", "AD": "adm"}


def load(instance: str) -> clinarg.AF:
    from dung_relabel import load as load_file_or_family

    import dung_instances

    family, _, size = instance.rpartition("_")
    made = {
        "chain": lambda k: dung_instances.dense_scc_chain(k=k),
        "ring": dung_instances.even_cycle_ring,
        "mutual": lambda n: dung_instances.random_mutual_attacks(n=n),
    }
    if family in made and size.isdigit() and not Path(instance).is_file():
        return made[family](int(size))
    return load_file_or_family(instance)


def clauses(af: clinarg.AF, code: str) -> tuple[int, list[list[int]]]:
    """The clauses the compiled core counts (clinarg_count.c), as DIMACS
    literals: variable x + 1 is "x in", and for CO n + x + 1 is "x out".
    Written here from the definitions, not read from the C code, so that
    Ganak's count agreeing with the core's also checks the C clauses."""
    n = af.n_arguments
    in_ptr, in_idx = af.attackers_csr
    attackers = [in_idx[in_ptr[a] : in_ptr[a + 1]].tolist() for a in range(n)]
    out = []
    for a, att in enumerate(attackers):
        x = a + 1
        if code != "CO":
            out += [[-x, -(b + 1)] for b in att]
        if code == "ST":
            out.append([x] + [b + 1 for b in att])
        elif code == "AD":
            out += [[-x] + [c + 1 for c in attackers[b]] for b in att]
        else:
            out_a = n + x
            for b in att:
                out += [[-x, n + b + 1], [out_a, -(b + 1)]]
            out += [[x] + [-(n + b + 1) for b in att], [-out_a] + [b + 1 for b in att]]
            out.append([-x, -out_a])
    return (2 * n if code == "CO" else n), out


def _ganak_child(n_vars, formula, pipe) -> None:
    import os

    import pyganak

    quiet = os.open(os.devnull, os.O_WRONLY)  # Ganak prints its progress to stdout
    os.dup2(quiet, 1)

    counter = pyganak.Counter()
    counter.new_vars(n_vars)
    counter.add_clauses(formula)
    start = time.perf_counter()
    count = counter.count()
    pipe.send((count, time.perf_counter() - start))


def run_ganak(af, code, limit):
    try:
        import pyganak  # noqa: F401
    except ImportError:
        return None, None
    n_vars, formula = clauses(af, code)
    receive, send = multiprocessing.Pipe(duplex=False)
    child = multiprocessing.get_context("fork").Process(
        target=_ganak_child, args=(n_vars, formula, send)
    )
    child.start()
    answer = receive.recv() if receive.poll(limit) else None
    child.kill()
    child.join()
    return answer if answer is not None else ("unsolved", None)


def timed(work, limit):
    """(answer, seconds) of ``work(deadline)``; ("unsolved", None) at the limit."""
    start = time.perf_counter()
    try:
        answer = work(time.monotonic() + limit)
    except SolverTimeout:
        return "unsolved", None
    return answer, time.perf_counter() - start


def compare(instance: str, code: str, limit: float) -> dict:
    af = load(instance)
    src, dst = af.attack_arrays()
    frame = Frame.of(af)
    runs = {
        "core": timed(lambda d: _count.count_extensions(frame, code, d), limit),
        "clasp": timed(
            lambda d: Program(ENCODING[code], af.n_arguments, src, dst).count([], deadline=d),
            limit,
        ),
        # a fresh framework: nothing cached from the runs above
        "clinarg": timed(
            lambda d: clinarg.count_extensions(
                clinarg.AF.from_arrays(af.n_arguments, src, dst),
                code,
                timeout=max(1e-3, d - time.monotonic()),
            ),
            limit,
        ),
        "ganak": run_ganak(af, code, limit),
    }
    counts = {v[0] for v in runs.values() if v[0] not in (None, "unsolved")}
    if len(counts) > 1:
        raise SystemExit(f"{instance} CE-{code}: the counts differ: {runs}")
    return {
        "instance": Path(instance).name,
        "task": f"CE-{code}",
        "count": counts.pop() if counts else None,
        **{name: seconds for name, (_, seconds) in runs.items()},
    }


def _cell(seconds, base):
    if seconds is None:
        return "-"
    ratio = "" if base is None or seconds == 0 else f" (x{seconds / base:.1f})"
    return f"{seconds:.3f}{ratio}"


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("instances", nargs="+")
    parser.add_argument("--semantics", default="CO,ST,AD")
    parser.add_argument("--limit", type=float, default=5.0)
    parser.add_argument("--json", type=Path)
    args = parser.parse_args(argv)
    rows = [
        compare(instance, code, args.limit)
        for instance in args.instances
        for code in args.semantics.split(",")
    ]
    try:
        import pyganak  # noqa: F401
    except ImportError:
        print("Ganak: pyganak is not installed (pip install .[bench]); its column is empty")
    print(
        "seconds in process (- unsolved in the limit; ratio to clinarg as shipped); "
        "core = compiled-core counter alone, clasp = enumeration alone, "
        "clinarg = the two raced, ganak = Ganak's count() on the same clauses"
    )
    print(
        f"{'instance':<22} {'task':<6} {'count':>14} {'clinarg':>9} {'core':>16} "
        f"{'clasp':>16} {'ganak':>16}"
    )
    for row in rows:
        count = row["count"]
        shown = (
            "-"
            if count is None
            else (f"{count}" if count < 10**12 else f"~2^{count.bit_length() - 1}")
        )
        base = row["clinarg"]
        print(
            f"{row['instance']:<22} {row['task']:<6} {shown:>14} {_cell(base, None):>9} "
            f"{_cell(row['core'], base):>16} {_cell(row['clasp'], base):>16} "
            f"{_cell(row['ganak'], base):>16}"
        )
    if args.json:
        args.json.write_text(json.dumps(rows, indent=1, default=str))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
