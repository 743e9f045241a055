"""Dung reasoning benchmark: clinarg against its baselines and peers, side by side.

Per task (EE-PR, SE-PR, DC-PR, DS-PR, EE-ST, CE-CO) and instance, every
solver runs in its own process with a time limit:

* ``clinarg``          -- clinarg.dung with all preprocessing (the default);
* ``clinarg-nopre``    -- the same encodings with grounded preprocessing,
                          relevance and SCC evaluation switched off;
* ``clinarg-noscc``    -- only the SCC evaluation (CE programme, EE/SE walk) off;
* ``textbook``         -- plain clingo on the textbook encodings
                          (benchmarks/textbook: guess and check, and the
                          saturation encoding for preferred);
* ``pygarg``           -- pygarg (SAT, needs python-sat), when installed;
* ``py_arg``           -- python-argumentation, when installed;
* ``peer:NAME``        -- any solver with the ICCMA 2023 command line,
                          given with ``--peer-cmd "path/to/solver"``.

Instances: generated families (random, scale-free, grid, chains of dense
SCCs, admissibility-buster-like; 100 to 10,000 arguments) plus the public
instances in ../shared/instances/dung when present.

The answers of all solvers are cross-checked (number of extensions for
EE/CE, YES/NO for DC/DS, existence for SE); a disagreement is printed.
Reported per task and solver: instances solved within the limit, median
time over all instances (an unsolved run counts as the limit), and the
ratio of that median to clinarg's.

Usage::

    python benchmarks/bench_dung.py --quick
    python benchmarks/bench_dung.py --limit 20 --peer-cmd /opt/mu-toksia/mu-toksia
"""

from __future__ import annotations

import argparse
import hashlib
import json
import random
import shlex
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
SHARED = ROOT.parent / "shared" / "instances" / "dung"
TASKS = ["EE-PR", "SE-PR", "DC-PR", "DS-PR", "EE-ST", "CE-CO"]


# ---------------------------------------------------------------- instance families
def _write_af(path: Path, n: int, edges) -> Path:
    edges = sorted(set(edges))
    with open(path, "w") as fh:
        fh.write(f"p af {n}\n")
        fh.writelines(f"{a + 1} {b + 1}\n" for a, b in edges)
    return path


def random_af(n, seed, degree=2.5):
    rng = random.Random(seed)
    m = int(degree * n)
    return n, [(rng.randrange(n), rng.randrange(n)) for _ in range(m)]


def scale_free_af(n, seed):
    import networkx as nx

    g = nx.scale_free_graph(n, seed=seed)
    return n, [(a, b) for a, b in g.edges() if a != b]


def grid_af(n, seed):
    rng = random.Random(seed)
    side = max(2, int(n ** 0.5))
    edges = []
    for i in range(side):
        for j in range(side):
            x = i * side + j
            for dx, dy in ((0, 1), (1, 0)):
                if i + dx < side and j + dy < side:
                    y = (i + dx) * side + j + dy
                    r = rng.random()
                    if r < 0.4:
                        edges += [(x, y), (y, x)]
                    elif r < 0.7:
                        edges.append((x, y))
                    else:
                        edges.append((y, x))
    return side * side, edges


def scc_chain_af(n, seed, size=6):
    rng = random.Random(seed)
    k = max(1, n // size)
    edges = []
    for c in range(k):
        base = c * size
        for i in range(size):
            edges.append((base + i, base + (i + 1) % size))
            edges += [(base + i, base + j) for j in range(size) if i != j and rng.random() < 0.5]
        if c + 1 < k:
            edges += [(base + rng.randrange(size), base + size + rng.randrange(size))
                      for _ in range(2)]
    return k * size, edges


def admbuster_af(n, seed):
    """The ICCMA 2025 admbuster pattern: a, two attack ladders b_k, c_k crossing every
    other level, and a last argument attacking the top rung."""
    levels = max(2, (n - 2) // 2)
    a = 0
    b = [2 * k - 1 for k in range(1, levels + 1)]
    c = [2 * k for k in range(1, levels + 1)]
    z = 2 * levels + 1
    edges = [(b[0], a), (c[0], a)]
    for k in range(levels - 1):
        edges += [(b[k + 1], b[k]), (c[k + 1], c[k])]
        if (k + 2) % 2 == 1:
            edges += [(b[k + 1], c[k]), (c[k + 1], b[k])]
    edges += [(z, b[-1]), (z, c[-1])]
    # a few random back attacks keep the ladder from being decided by propagation
    rng = random.Random(seed)
    edges += [(rng.choice(b + c), rng.choice(b + c)) for _ in range(levels // 10)]
    return z + 1, edges


FAMILIES = {"random": random_af, "scalefree": scale_free_af, "grid": grid_af,
            "sccchain": scc_chain_af, "admbuster": admbuster_af}


def instances(workdir: Path, sizes, public: bool):
    out = []
    for fam, make in FAMILIES.items():
        for n in sizes:
            path = workdir / f"{fam}_{n}.af"
            _write_af(path, *make(n, seed=n))
            out.append(path)
    if public and SHARED.is_dir():
        import clinarg

        for path in sorted(SHARED.rglob("*")):
            if path.suffix in (".af", ".apx") and path.is_file():
                try:
                    clinarg.read_af(path)
                except (ValueError, OSError) as exc:  # e.g. a truncated file
                    print(f"# skipped {path.name}: {exc}", flush=True)
                    continue
                out.append(path)
    return out


def query_argument(path: Path) -> str:
    """A deterministic query: a pseudo-random argument of the instance (ICCMA style)."""
    import clinarg

    af = clinarg.read_af(path)
    rng = random.Random(path.name)
    return af.names[rng.randrange(af.n_arguments)] if af.n_arguments else ""


# ---------------------------------------------------------------- solvers (worker side)
def _summary(task, result):
    """Comparable answer: EE -> count and digest, SE -> existence, DC/DS -> bool, CE -> int."""
    kind = task.split("-")[0]
    if kind == "EE":
        exts = sorted(sorted(map(str, e)) for e in result)
        return {"count": len(exts),
                "digest": hashlib.sha1(json.dumps(exts).encode()).hexdigest()[:12]}
    if kind == "SE":
        return {"exists": result is not None}
    if kind in ("DC", "DS"):
        return {"accepted": bool(result)}
    return {"count": int(result)}


def run_clinarg(task, path, arg, limit, options):
    import clinarg
    from clinarg.dung import tasks as reasoning

    af = clinarg.read_af(path)
    kind, sem = task.split("-")
    if kind == "EE":
        return list(reasoning.extensions(af, sem, timeout=limit, **options))
    if kind == "SE":
        return reasoning.some_extension(af, sem, timeout=limit, **options)
    if kind == "DC":
        return reasoning.credulous(af, arg, sem, timeout=limit, **options).accepted
    if kind == "DS":
        return reasoning.skeptical(af, arg, sem, timeout=limit, **options).accepted
    return reasoning.count_extensions(af, sem, timeout=limit, **options)


def run_textbook(task, path, arg, limit):
    import clingo

    import clinarg

    af = clinarg.read_af(path)
    kind, sem = task.split("-")
    src, dst = af.attack_arrays()
    facts = (f"arg(0..{af.n_arguments - 1}).\n" if af.n_arguments else "") + "".join(
        f"att({a},{b}).\n" for a, b in zip(src.tolist(), dst.tolist()))
    name = {"PR": "prf_saturation", "ST": "stb", "CO": "com"}[sem]
    assumptions = []
    if kind == "DC":
        name = "adm"
    ctl = clingo.Control(["--warn=none", "0" if kind in ("EE", "CE") else "1"],
                         logger=lambda *a: None)
    ctl.add("base", [], (HERE / "textbook" / f"{name}.lp").read_text())
    ctl.add("base", [], facts)
    ctl.ground([("base", [])])
    if kind in ("DC", "DS"):
        q = clingo.Function("in", [clingo.Number(af.index(arg))])
        atom = ctl.symbolic_atoms[q]
        if atom is None:
            return kind == "DS"
        assumptions = [atom.literal if kind == "DC" else -atom.literal]
    found = []
    with ctl.solve(yield_=True, async_=True, assumptions=assumptions) as handle:
        deadline = time.monotonic() + limit
        while True:
            handle.resume()
            if not handle.wait(max(0.0, deadline - time.monotonic())):
                handle.cancel()
                raise TimeoutError
            model = handle.model()
            if model is None:
                break
            found.append(frozenset(af.names[s.arguments[0].number]
                                   for s in model.symbols(shown=True)))
    if kind == "EE":
        return found
    if kind == "SE":
        return found[0] if found else None
    if kind == "DC":
        return bool(found)
    if kind == "DS":
        return not found
    return len(found)


def run_pygarg(task, path, arg, limit):
    import clinarg
    from pygarg.dung import solver

    af = clinarg.read_af(path)
    args = list(af.names)
    atts = [list(p) for p in af.attacks()]
    kind, sem = task.split("-")
    if kind == "EE":
        return solver.extension_enumeration(args, atts, sem)
    if kind == "SE":
        ext = solver.compute_some_extension(args, atts, sem)
        return None if ext == "NO" else ext
    if kind == "DC":
        return solver.credulous_acceptability(args, atts, arg, sem)[0]
    if kind == "DS":
        return solver.skeptical_acceptability(args, atts, arg, sem)[0]
    return solver.extension_counting(args, atts, sem)


def run_py_arg(task, path, arg, limit):
    import clinarg
    from py_arg.abstract_argumentation_classes.abstract_argumentation_framework import \
        AbstractArgumentationFramework
    from py_arg.abstract_argumentation_classes.argument import Argument
    from py_arg.abstract_argumentation_classes.defeat import Defeat
    from py_arg.algorithms.semantics import get_complete_extensions as co
    from py_arg.algorithms.semantics import get_preferred_extensions as pr
    from py_arg.algorithms.semantics import get_stable_extensions as st

    af = clinarg.read_af(path)
    objs = {x: Argument(x) for x in af.names}
    paf = AbstractArgumentationFramework("af", list(objs.values()),
                                         [Defeat(objs[a], objs[b]) for a, b in af.attacks()])
    kind, sem = task.split("-")
    enum = {"PR": pr.get_preferred_extensions, "ST": st.get_stable_extensions,
            "CO": co.get_complete_extensions}[sem]
    exts = [frozenset(a.name for a in e) for e in enum(paf)]
    if kind == "EE":
        return exts
    if kind == "SE":
        return exts[0] if exts else None
    if kind == "DC":
        return any(arg in e for e in exts)
    if kind == "DS":
        return all(arg in e for e in exts)
    return len(exts)


_IMPORTS = {"clinarg": ["clinarg.dung._solver"], "clinarg-nopre": ["clinarg.dung._solver"],
            "clinarg-noscc": ["clinarg.dung._solver"],
            "textbook": ["clingo"], "pygarg": ["pygarg.dung.solver"],
            "py_arg": ["py_arg.algorithms.semantics.get_preferred_extensions",
                       "py_arg.algorithms.semantics.get_stable_extensions",
                       "py_arg.algorithms.semantics.get_complete_extensions"]}


def worker(solver, task, path, arg, limit):
    """One run; module imports happen before the clock starts (start-up is not
    what is compared here: every in-process solver reads the file with clinarg's
    parser, inside the timed part)."""
    import importlib

    import clinarg  # noqa: F401  (the parser every in-process solver uses)

    for module in _IMPORTS.get(solver, []):
        importlib.import_module(module)
    path = Path(path)
    start = time.perf_counter()
    try:
        if solver == "clinarg":
            result = run_clinarg(task, path, arg, limit, {})
        elif solver == "clinarg-nopre":
            result = run_clinarg(task, path, arg, limit, {"grounded_preprocessing": False,
                                                          "relevance": False, "scc": False})
        elif solver == "clinarg-noscc":  # only the SCC decomposition off
            result = run_clinarg(task, path, arg, limit, {"scc": False})
        elif solver == "textbook":
            result = run_textbook(task, path, arg, limit)
        elif solver == "pygarg":
            result = run_pygarg(task, path, arg, limit)
        elif solver == "py_arg":
            result = run_py_arg(task, path, arg, limit)
        else:
            raise SystemExit(f"unknown solver {solver}")
    except (TimeoutError, RecursionError, MemoryError) as exc:
        print(json.dumps({"ok": False, "why": type(exc).__name__}))
        return
    elapsed = time.perf_counter() - start
    print(json.dumps({"ok": True, "time": elapsed, "answer": _summary(task, result)}))


# ---------------------------------------------------------------- driver
def available_solvers():
    names = ["clinarg", "clinarg-nopre", "clinarg-noscc", "textbook"]
    for name, module in (("pygarg", "pysat"), ("pygarg", "pygarg"), ("py_arg", "py_arg")):
        try:
            __import__(module)
        except ImportError:
            names = [x for x in names if x != name]
            continue
        if name not in names:
            names.append(name)
    return names


def run_one(solver, task, path, arg, limit, peer_cmds):
    if solver.startswith("peer:"):
        cmd = shlex.split(peer_cmds[solver]) + ["-p", task, "-f", str(path)]
        if arg:
            cmd += ["-a", arg]
        start = time.perf_counter()
        try:
            proc = subprocess.run(cmd, capture_output=True, text=True, timeout=limit)
        except subprocess.TimeoutExpired:
            return None
        elapsed = time.perf_counter() - start
        return {"time": elapsed, "answer": _peer_answer(task, proc.stdout)}
    cmd = [sys.executable, str(Path(__file__).resolve()), "--worker", solver, task, str(path),
           arg or "", str(limit)]
    try:
        # grace for interpreter start-up; the worker enforces the limit itself
        proc = subprocess.run(cmd, capture_output=True, text=True, timeout=limit + 2)
    except subprocess.TimeoutExpired:
        return None
    try:
        out = json.loads(proc.stdout.strip().splitlines()[-1])
    except (IndexError, json.JSONDecodeError):
        return {"error": (proc.stderr.strip().splitlines() or ["crashed"])[-1]}
    if not out.get("ok") or out["time"] > limit:
        return None
    return out


def _peer_answer(task, stdout):
    kind = task.split("-")[0]
    lines = [x.strip() for x in stdout.splitlines() if x.strip()]
    if kind == "EE":
        exts = sorted(sorted(x.split()[1:]) for x in lines if x.startswith("w"))
        return {"count": len(exts),
                "digest": hashlib.sha1(json.dumps(exts).encode()).hexdigest()[:12]}
    if kind == "SE":
        return {"exists": bool(lines) and lines[0] != "NO"}
    if kind in ("DC", "DS"):
        return {"accepted": bool(lines) and lines[0] == "YES"}
    return {"count": int(lines[0]) if lines else -1}


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--quick", action="store_true", help="small sizes, short limit")
    parser.add_argument("--limit", type=float, default=None, help="seconds per run")
    parser.add_argument("--sizes", default=None, help="comma-separated argument counts")
    parser.add_argument("--tasks", default=",".join(TASKS))
    parser.add_argument("--solvers", default=None, help="comma-separated subset")
    parser.add_argument("--peer-cmd", action="append", default=[],
                        help="an ICCMA 2023 command-line solver (repeatable)")
    parser.add_argument("--no-public", action="store_true",
                        help="skip ../shared/instances/dung")
    parser.add_argument("--json", help="write all runs to this file")
    parser.add_argument("--worker", nargs=5, help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.worker:
        solver, task, path, arg, limit = args.worker
        worker(solver, task, path, arg, float(limit))
        return 0

    limit = args.limit or (5.0 if args.quick else 20.0)
    sizes = ([int(x) for x in args.sizes.split(",")] if args.sizes
             else [100, 1000] if args.quick else [100, 1000, 10000])
    tasks = args.tasks.split(",")
    solvers = args.solvers.split(",") if args.solvers else available_solvers()
    peer_cmds = {}
    for cmd in args.peer_cmd:
        name = "peer:" + Path(shlex.split(cmd)[0]).name
        peer_cmds[name] = cmd
        solvers.append(name)

    with tempfile.TemporaryDirectory() as tmp:
        paths = instances(Path(tmp), sizes, public=not args.no_public)
        print(f"# {len(paths)} instances, sizes {sizes}, limit {limit:g} s, "
              f"solvers {', '.join(solvers)}", flush=True)
        runs = []
        for task in tasks:
            for path in paths:
                arg = query_argument(path) if task[:2] in ("DC", "DS") else ""
                row = {}
                for solver in solvers:
                    res = run_one(solver, task, path, arg, limit, peer_cmds)
                    row[solver] = res
                    runs.append({"task": task, "instance": path.name, "solver": solver,
                                 "result": res})
                answers = {json.dumps(r["answer"], sort_keys=True) for r in row.values()
                           if r and "answer" in r}
                status = " ".join(f"{s}={_cell(r)}" for s, r in row.items())
                flag = "  DISAGREE " + " | ".join(sorted(answers)) if len(answers) > 1 else ""
                print(f"{task:6} {path.name:28} {status}{flag}", flush=True)
        if args.json:
            Path(args.json).write_text(json.dumps(runs, indent=1))
        report(runs, tasks, solvers, limit, len(paths))


def _cell(result) -> str:
    if result is None:
        return "-"
    if "error" in result:
        return "ERR"
    return f"{result['time']:.3f}"


def report(runs, tasks, solvers, limit, n_instances):
    print()
    print(f"## solved within {limit:g} s (of {n_instances}) / median time, unsolved = limit / "
          "median ratio to clinarg")
    header = "| task | " + " | ".join(solvers) + " |"
    print(header)
    print("|" + "---|" * (len(solvers) + 1))
    for task in tasks:
        cells = []
        med = {}
        for solver in solvers:
            times = [r["result"]["time"] if r["result"] and "time" in r["result"] else limit
                     for r in runs if r["task"] == task and r["solver"] == solver]
            solved = sum(1 for r in runs if r["task"] == task and r["solver"] == solver
                         and r["result"] and "time" in r["result"])
            med[solver] = statistics.median(times) if times else float("nan")
            cells.append((solved, med[solver]))
        base = med.get("clinarg") or float("nan")
        row = [f"{s} / {m:.3f}s / x{m / base:.1f}" if base == base and base > 0
               else f"{s} / {m:.3f}s" for s, m in cells]
        print(f"| {task} | " + " | ".join(row) + " |")


if __name__ == "__main__":
    sys.exit(main())
