"""How one Dung task's in-process time spreads over random relabellings of an
instance, under the clasp configurations chosen in ``dung/_program.py``
or others: the measurements behind ``CONFIGURATION``,
``PLAIN_CONFIGURATION``, ``DOMAIN_MODIFIER`` and ``QUERY_THREADS``
(docs/dung.md).

A relabelling permutes the argument ids, which changes clasp's variable
order and so shows the heavy tail of a search that one labelling hides.
Each run is a fresh framework (no program reused), bounded by ``--limit``.

    python benchmarks/dung_relabel.py ../shared/instances/dung/afgen/n384p5q2_vh.apx \\
        --task SE-ST --relabellings 8
    python benchmarks/dung_relabel.py FILE --task SE-ST --plain stb=frumpy --start stb=frumpy \\
        --modifier stb=none
    python benchmarks/dung_relabel.py FILE --task DS-ST --argument 190 --threads stb=1
    python benchmarks/dung_relabel.py FILE --task DC-ST --argument a190 --no-walk
    python benchmarks/dung_relabel.py FILE --task SE-PR --race-head-start inf
    python benchmarks/dung_relabel.py sccchain_1000 --task DS-STG --argument 835 \\
        --relabellings 3 --split-after-rounds 1000000
    python benchmarks/dung_relabel.py FILE --task DC-ST --argument 190 --peers ../shared/peers
    python benchmarks/dung_relabel.py FILE --task SE-ID --grounded adm
    python benchmarks/dung_relabel.py FILE --task SE-ID --no-ideal-race

With ``--peers`` (or ``CLINARG_PEERS``) the µ-toksia entries found there
(as bench_dung.py finds them) run on the same relabellings, written as
ICCMA files, as whole processes: a labelling that suits one solver's
variable order is then told from a faster search.

An instance that is not a file names one of bench_dung.py's generated
families and its size (``sccchain_1000``: the framework bench_dung.py
writes as sccchain_1000.af, arguments named 1..N).
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent))  # bench_dung's families

import clinarg
from clinarg.dung import _input, _program, _solver
from clinarg.errors import SolverTimeout


def _settings(pairs: list[str], table: dict) -> None:
    """Apply ``encoding=value`` pairs to one of _program's tables (``none`` removes)."""
    for pair in pairs:
        name, _, value = pair.partition("=")
        if value == "none":
            table.pop(name, None)
        else:
            table[name] = int(value) if value.isdigit() else value


def load(instance: str):
    """The framework in the file ``instance``, or bench_dung.py's generated
    ``<family>_<n>`` (the same seed, arguments named ``1..n`` as in its file)."""
    if Path(instance).is_file():
        return clinarg.read_af(instance)
    import bench_dung

    family, _, size = instance.rpartition("_")
    if family not in bench_dung.FAMILIES or not size.isdigit():
        raise SystemExit(f"{instance}: neither a file nor one of {sorted(bench_dung.FAMILIES)}_N")
    n, edges = bench_dung.FAMILIES[family](int(size), seed=int(size))
    src, dst = (np.array(side, dtype=np.int64) for side in zip(*edges)) if edges else ([], [])
    return clinarg.AF.from_arrays([str(i + 1) for i in range(n)], src, dst)


def relabelled(af, seed: int):
    """``af`` with its argument ids permuted by ``seed`` (names follow their arguments)."""
    rng = np.random.default_rng(seed)
    perm = rng.permutation(af.n_arguments)
    src, dst = af.attack_arrays()
    names = [None] * af.n_arguments
    for old, new in enumerate(perm):
        names[new] = af.names[old]
    return clinarg.AF.from_arrays(names, perm[src], perm[dst])


def run(af, task: str, argument: str | None, limit: float) -> float:
    """Seconds for one answer (``limit`` * 2 when it times out, as PAR-2 counts)."""
    kind, sem = task.split("-")
    start = time.perf_counter()
    try:
        if kind == "SE":
            clinarg.some_extension(af, sem, timeout=limit)
        elif kind == "DC":
            clinarg.credulous(af, argument, sem, timeout=limit)
        elif kind == "DS":
            clinarg.skeptical(af, argument, sem, timeout=limit)
        elif kind == "CE":
            clinarg.count_extensions(af, sem, timeout=limit)
        elif kind == "EE":
            for _ in clinarg.extensions(af, sem, timeout=limit):
                pass
        else:
            raise SystemExit(f"task {task}: SE, DC, DS, CE or EE only")
    except SolverTimeout:
        return 2 * limit
    return time.perf_counter() - start


def peer_times(af, task: str, argument: str, seeds, limit: float, folder) -> dict:
    """Seconds of each µ-toksia entry in ``folder`` on each relabelling (by
    ``seeds``), written as an ICCMA file; ``2 * limit`` when unsolved."""
    import bench_dung

    peers = bench_dung.find_peers(folder)
    times: dict[str, list[float]] = {name: [] for name in peers}
    with tempfile.TemporaryDirectory() as tmp:
        for seed in seeds:
            other = relabelled(af, seed)
            src, dst = other.attack_arrays()
            path = bench_dung._write_af(
                Path(tmp) / f"relabelled_{seed}.af", other.n_arguments, zip(src, dst)
            )
            bench_dung._write_apx_copy(path)
            query = (
                (argument, other.names.index(argument) + 1) if task[:2] in ("DC", "DS") else ("", 0)
            )
            for name in peers:
                res = bench_dung.run_one(name, task, path, query, limit, {}, peers)
                solved = res is not None and "time" in res
                times[name].append(res["time"] if solved else 2 * limit)
    return times


def _spread(times: list[float]) -> str:
    return (
        f"min {min(times):.2f} s, median {statistics.median(times):.2f} s,"
        f" mean {statistics.mean(times):.2f} s, max {max(times):.2f} s"
    )


def main(argv=None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("instance")
    ap.add_argument("--task", required=True, help="SE-ST, DC-ST, DS-SST, ...")
    ap.add_argument("--argument", help="the query of DC/DS (default: the instance's first)")
    ap.add_argument("--relabellings", type=int, default=8)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--limit", type=float, default=10.0)
    ap.add_argument(
        "--peers",
        default=os.environ.get("CLINARG_PEERS"),
        help="folder of the µ-toksia entries to time on the same relabellings",
    )
    for flag, what in (
        ("--start", "CONFIGURATION"),
        ("--plain", "PLAIN_CONFIGURATION"),
        ("--modifier", "DOMAIN_MODIFIER"),
        ("--threads", "QUERY_THREADS"),
    ):
        ap.add_argument(flag, action="append", default=[], help=f"encoding=value in {what}")
    ap.add_argument(
        "--race-head-start",
        type=float,
        default=_solver.RACE_HEAD_START,
        help="seconds before SE-PR's stable search joins (inf: never)",
    )
    ap.add_argument(
        "--split-after-rounds",
        type=int,
        default=_solver.SPLIT_AFTER_ROUNDS,
        help="round of an SST/STG DC/DS search from which a second program maximises",
    )
    ap.add_argument(
        "--grounded",
        action="append",
        default=[],
        help="an encoding (adm, com, prf, sst, stg, stb) that gringo grounds from its"
        " text instead of the program the compiled core writes (GROUND_PROGRAMS)",
    )
    ap.add_argument(
        "--no-ideal-race",
        action="store_true",
        help="no stable search beside the ideal extension's witness searches"
        " (IDEAL_STABLE_RACE off)",
    )
    ap.add_argument(
        "--ideal-race-head-start",
        type=float,
        default=_solver.IDEAL_RACE_HEAD_START,
        help="seconds before the stable search joins an ideal witness search",
    )
    ap.add_argument(
        "--no-walk",
        action="store_true",
        help="no local search beside clasp's stable searches (STABLE_WALK off)",
    )
    args = ap.parse_args(argv)
    _solver.STABLE_WALK = not args.no_walk
    _solver.IDEAL_STABLE_RACE = not args.no_ideal_race
    _solver.IDEAL_RACE_HEAD_START = args.ideal_race_head_start
    _solver.RACE_HEAD_START = args.race_head_start
    _solver.SPLIT_AFTER_ROUNDS = args.split_after_rounds
    _settings(args.start, _program.CONFIGURATION)
    _settings(args.plain, _program.PLAIN_CONFIGURATION)
    _settings(args.modifier, _program.DOMAIN_MODIFIER)
    _settings(args.threads, _program.QUERY_THREADS)
    for name in args.grounded:
        _input.GROUND_PROGRAMS.pop(name, None)
    af = load(args.instance)
    argument = args.argument or af.names[0]
    seeds = [args.seed + k for k in range(args.relabellings)]
    times = [run(relabelled(af, seed), args.task, argument, args.limit) for seed in seeds]
    print(
        f"{args.task} {Path(args.instance).name}: {len(times)} relabellings,"
        f" {_spread(times)} (timeouts counted as {2 * args.limit:g} s);"
        f" CONFIGURATION {_program.CONFIGURATION}, PLAIN_CONFIGURATION"
        f" {_program.PLAIN_CONFIGURATION}, DOMAIN_MODIFIER {_program.DOMAIN_MODIFIER},"
        f" QUERY_THREADS {_program.QUERY_THREADS}, STABLE_WALK {_solver.STABLE_WALK},"
        f" RACE_HEAD_START {_solver.RACE_HEAD_START:g},"
        f" IDEAL_STABLE_RACE {_solver.IDEAL_STABLE_RACE} (after"
        f" {_solver.IDEAL_RACE_HEAD_START:g} s),"
        f" SPLIT_AFTER_ROUNDS {_solver.SPLIT_AFTER_ROUNDS},"
        f" written programs {sorted(_input.GROUND_PROGRAMS)}"
    )
    if args.peers:
        for name, peer in peer_times(
            af, args.task, argument, seeds, args.limit, args.peers
        ).items():
            print(f"{args.task} {name}: the same relabellings, {_spread(peer)}")


if __name__ == "__main__":
    main()
