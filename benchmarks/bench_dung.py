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
* ``clinarg-cli``      -- the whole ``clinarg solve`` process (Python and
                          clingo start-up included), as a user runs it;
* ``mu-toksia-2019``, ``mu-toksia-2023`` -- the ICCMA 2019 and 2023 entries of
                          µ-toksia, found in the folder given by ``--peers``
                          or the ``CLINARG_PEERS`` environment variable (the
                          project never depends on them: with neither set, or
                          the binaries absent, they are skipped with a note);
                          each runs only the tasks its ``--problems`` lists;
* ``peer:NAME``        -- any solver with the ICCMA 2023 command line,
                          given with ``--peer-cmd "path/to/solver"``.

Instances: generated families (random, scale-free, grid, chains of dense
SCCs, admissibility-buster-like; 100 to 10,000 arguments) plus the public
instances in ../shared/instances/dung when present.

The answers of all solvers are cross-checked (number of extensions for
EE/CE, YES/NO for DC/DS, existence for SE); a disagreement is printed.
Reported per task and solver: instances solved within the limit, PAR-2
(mean time, an unsolved run counting twice the limit), median time (an
unsolved run counts as the limit), and the ratio of the PAR-2 to clinarg's.
In-process solvers are timed from reading the file to the answer, after
their imports; peers and ``clinarg-cli`` are timed as whole processes.
With ``--repeat K`` a solved run that took at least ``REPEAT_FROM`` seconds
is run K times in all, for every solver alike, and its median time counts
(a repeat that times out counts as unsolved): clinarg's stable queries run
two competing clasp threads, whose time varies from run to run.

Usage::

    python benchmarks/bench_dung.py --quick
    python benchmarks/bench_dung.py --peers ../shared/peers --json runs.json
    python benchmarks/bench_dung.py --limit 20 --peer-cmd /opt/solver/run
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import random
import re
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
# Every task both clinarg and a µ-toksia entry answer (--tasks iccma).
ICCMA_TASKS = [
    f"{k}-{s}" for s in ("CO", "PR", "ST", "SST", "STG", "ID") for k in ("SE", "DC", "DS")
] + ["EE-PR", "EE-ST", "EE-CO", "DC-GR", "SE-GR"]
# Counting, which neither µ-toksia entry offers: clinarg alone (in process
# and whole process), for the whole-process figure on small files
COUNTING_TASKS = [f"CE-{s}" for s in ("CO", "PR", "ST", "SST", "STG", "GR", "ID")]
TASK_GROUPS = {"iccma": ICCMA_TASKS, "counting": COUNTING_TASKS}
# name -> (path inside the peers folder, input format it reads)
KNOWN_PEERS = {
    "mu-toksia-2019": ("mu-toksia-2019", "apx"),
    "mu-toksia-2023": ("mu-toksia-2023/mu-toksia", "i23"),
}


# ---------------------------------------------------------------- instance families
def _write_af(path: Path, n: int, edges) -> Path:
    edges = sorted(set(edges))
    with open(path, "w") as fh:
        fh.write(f"p af {n}\n")
        fh.writelines(f"{a + 1} {b + 1}\n" for a, b in edges)
    return path


def _write_apx_copy(path: Path) -> Path:
    """The instance in ASPARTIX syntax, one statement per line (µ-toksia 2019
    reads nothing else), arguments named a1..aN by their ICCMA index."""
    import clinarg

    af = clinarg.read_af(path)
    src, dst = af.attack_arrays()
    out = path.with_suffix(path.suffix + ".apx")
    with open(out, "w") as fh:
        fh.writelines(f"arg(a{i + 1}).\n" for i in range(af.n_arguments))
        fh.writelines(f"att(a{a + 1},a{b + 1}).\n" for a, b in zip(src.tolist(), dst.tolist()))
    return out


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
    side = max(2, int(n**0.5))
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
            edges += [
                (base + rng.randrange(size), base + size + rng.randrange(size)) for _ in range(2)
            ]
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


FAMILIES = {
    "random": random_af,
    "scalefree": scale_free_af,
    "grid": grid_af,
    "sccchain": scc_chain_af,
    "admbuster": admbuster_af,
}


def instances(workdir: Path, sizes, folders=(), peers: bool = False):
    """Generated families plus the instances in ``folders`` (the public ones
    by default), each as a canonical ICCMA 2023 file (arguments 1..N, no
    names) so that every solver, peers included, reads the same framework and
    answers in the same argument ids; with ``peers``, an ASPARTIX copy beside
    each for µ-toksia 2019."""
    out = []
    for fam, make in FAMILIES.items():
        for n in sizes:
            path = workdir / f"{fam}_{n}.af"
            _write_af(path, *make(n, seed=n))
            out.append(path)
    import clinarg

    for folder in folders:
        for path in sorted(Path(folder).rglob("*")):
            if path.suffix in (".af", ".apx") and path.is_file():
                try:
                    af = clinarg.read_af(path)
                except (ValueError, OSError) as exc:  # e.g. a truncated file
                    print(f"# skipped {path.name}: {exc}", flush=True)
                    continue
                src, dst = af.attack_arrays()
                # named after its folder too: a public admbuster_1000.af must
                # not overwrite the generated one of that name
                out.append(
                    _write_af(
                        workdir / f"{path.parent.name}_{path.stem}.af",
                        af.n_arguments,
                        zip(src.tolist(), dst.tolist()),
                    )
                )
    if peers:
        for path in out:
            _write_apx_copy(path)
    return out


def query_argument(path: Path) -> tuple[str, int]:
    """A deterministic query: a pseudo-random argument of the instance (ICCMA
    style), as its name and its 1-based position."""
    import clinarg

    af = clinarg.read_af(path)
    rng = random.Random(path.name)
    if not af.n_arguments:
        return "", 0
    i = rng.randrange(af.n_arguments)
    return af.names[i], i + 1


# ---------------------------------------------------------------- solvers (worker side)
def _summary(task, result):
    """Comparable answer: EE -> count and digest, SE -> existence, DC/DS -> bool, CE -> int."""
    kind = task.split("-")[0]
    if kind == "EE":
        return _digest([list(map(str, e)) for e in result])
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
        f"att({a},{b}).\n" for a, b in zip(src.tolist(), dst.tolist())
    )
    name = {"PR": "prf_saturation", "ST": "stb", "CO": "com"}[sem]
    assumptions = []
    if kind == "DC":
        name = "adm"
    ctl = clingo.Control(
        ["--warn=none", "0" if kind in ("EE", "CE") else "1"], logger=lambda *a: None
    )
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
            found.append(
                frozenset(af.names[s.arguments[0].number] for s in model.symbols(shown=True))
            )
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
    from pygarg.dung import solver

    import clinarg

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
    from py_arg.abstract_argumentation_classes.abstract_argumentation_framework import (
        AbstractArgumentationFramework,
    )
    from py_arg.abstract_argumentation_classes.argument import Argument
    from py_arg.abstract_argumentation_classes.defeat import Defeat
    from py_arg.algorithms.semantics import get_complete_extensions as co
    from py_arg.algorithms.semantics import get_preferred_extensions as pr
    from py_arg.algorithms.semantics import get_stable_extensions as st

    import clinarg

    af = clinarg.read_af(path)
    objs = {x: Argument(x) for x in af.names}
    paf = AbstractArgumentationFramework(
        "af", list(objs.values()), [Defeat(objs[a], objs[b]) for a, b in af.attacks()]
    )
    kind, sem = task.split("-")
    enum = {
        "PR": pr.get_preferred_extensions,
        "ST": st.get_stable_extensions,
        "CO": co.get_complete_extensions,
    }[sem]
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


#: Modules each in-process solver imports before the clock starts.  clinarg's
#: solver loads clingo's library (``_program``, through ``_clingo``) only
#: with its first program, so ``_solver`` alone would leave loading it
#: (about 5 ms) inside the first timed run that grounds one.
_CLINARG = ["clinarg.dung._solver", "clinarg.dung._program"]
_IMPORTS = {
    "clinarg": _CLINARG,
    "clinarg-nopre": _CLINARG,
    "clinarg-noscc": _CLINARG,
    "textbook": ["clingo"],
    "pygarg": ["pygarg.dung.solver"],
    "py_arg": [
        "py_arg.algorithms.semantics.get_preferred_extensions",
        "py_arg.algorithms.semantics.get_stable_extensions",
        "py_arg.algorithms.semantics.get_complete_extensions",
    ],
}


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
            result = run_clinarg(
                task,
                path,
                arg,
                limit,
                {"grounded_preprocessing": False, "relevance": False, "scc": False},
            )
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


def find_peers(folder) -> dict:
    """The µ-toksia entries present in ``folder``: name -> (command, format, tasks)."""
    found = {}
    if not folder:
        print("# peers: none (pass --peers DIR or set CLINARG_PEERS)", flush=True)
        return found
    for name, (rel, fmt) in KNOWN_PEERS.items():
        exe = Path(folder) / rel
        if not (exe.is_file() and os.access(exe, os.X_OK)):
            print(f"# peers: {name} not found at {exe}, skipped", flush=True)
            continue
        out = subprocess.run(
            [str(exe), "--problems"], capture_output=True, text=True, timeout=10
        ).stdout
        tasks = {t for t in out.strip().strip("[]").split(",") if t}
        found[name] = (str(exe), fmt, tasks)
    return found


def _timed_process(cmd, limit, parse):
    start = time.perf_counter()
    try:
        proc = subprocess.run(cmd, capture_output=True, text=True, timeout=limit)
    except subprocess.TimeoutExpired:
        return None
    elapsed = time.perf_counter() - start
    if proc.returncode not in (0, 10, 20):  # SAT-style exit codes are answers too
        return {"error": (proc.stderr.strip().splitlines() or ["crashed"])[-1]}
    try:
        return {"time": elapsed, "answer": parse(proc.stdout)}
    except (ValueError, IndexError) as exc:
        return {"error": f"unreadable answer: {exc}"}


def compile_bytecode() -> None:
    """Write the bytecode of clinarg's modules before any run is timed.

    ``pip install .`` does this at install time, but an editable install
    under ``PYTHONDONTWRITEBYTECODE`` (set on some CI images) never does, and
    every timed process would then compile clinarg's sources: about 30 ms of
    a whole-process ``clinarg solve``, and a few ms of an in-process run
    that imports a module lazily.  ``compileall`` writes the files whatever
    that variable says.
    """
    import compileall

    import clinarg

    compileall.compile_dir(Path(clinarg.__file__).parent, quiet=1)


def _clinarg_cli():
    exe = Path(sys.executable).with_name("clinarg")
    return [str(exe)] if exe.exists() else [sys.executable, "-m", "clinarg"]


def run_one(solver, task, path, query, limit, peer_cmds, peers=None):
    arg, index = query
    if solver in (peers or {}):
        exe, fmt, tasks = peers[solver]
        if task not in tasks:
            return {"skipped": True}
        if fmt == "apx":
            cmd = [
                exe,
                "-p",
                task,
                "-f",
                str(path.with_suffix(path.suffix + ".apx")),
                "-fo",
                "apx",
            ] + (["-a", f"a{index}"] if arg else [])
            return _timed_process(cmd, limit, lambda out: _peer_answer_2019(task, out))
        cmd = [exe, "-p", task, "-f", str(path)] + (["-a", str(index)] if arg else [])
        return _timed_process(cmd, limit, lambda out: _peer_answer(task, out))
    if solver == "clinarg-cli":
        cmd = _clinarg_cli() + ["solve", "-p", task, "-f", str(path), "--output", "json"]
        if arg:
            cmd += ["-a", arg]
        return _timed_process(cmd, limit, lambda out: _cli_answer(task, out))
    if solver.startswith("peer:"):
        cmd = shlex.split(peer_cmds[solver]) + ["-p", task, "-f", str(path)]
        if arg:
            cmd += ["-a", str(index)]
        return _timed_process(cmd, limit, lambda out: _peer_answer(task, out))
    cmd = [
        sys.executable,
        str(Path(__file__).resolve()),
        "--worker",
        solver,
        task,
        str(path),
        arg or "",
        str(limit),
    ]
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


#: Shortest solved run that ``--repeat`` runs again: below it, start-up and
#: reading dominate and vary little.
REPEAT_FROM = 0.05


def median_of_repeats(first, again, repeat: int, from_time: float = REPEAT_FROM):
    """``first`` (a run's result), or, when it was solved in at least
    ``from_time`` seconds and ``repeat`` > 1, the same result with the median
    time of ``repeat`` runs: ``again()`` makes each further run.  A repeat
    that is unsolved or fails counts as slower than any solved one, so a
    median over mostly such repeats is unsolved (``None``)."""
    if repeat <= 1 or not first or "time" not in first or first["time"] < from_time:
        return first
    times = [first["time"]]
    for _ in range(repeat - 1):
        res = again()
        times.append(res["time"] if res and "time" in res else float("inf"))
    median = sorted(times)[(len(times) - 1) // 2]
    if median == float("inf"):
        return None
    return {**first, "time": median, "times": times}


def _digest(exts):
    exts = sorted(sorted(e) for e in exts)
    return {"count": len(exts), "digest": hashlib.sha1(json.dumps(exts).encode()).hexdigest()[:12]}


def _peer_answer_2019(task, stdout):
    """ICCMA 2019 syntax: ``[[a1,a2],[a3]]`` for EE, ``[a1]`` or ``NO`` for SE,
    YES/NO for DC/DS; names a1..aN map back to the ICCMA 2023 indices."""
    kind = task.split("-")[0]
    text = "".join(stdout.split())
    if kind in ("DC", "DS"):
        return {"accepted": text.startswith("YES")}
    if kind == "SE":
        return {"exists": text != "NO" and text.startswith("[")}

    # the extensions are listed one per line, with or without commas between
    inner = re.findall(r"\[([^\[\]]*)\]", text[1:-1])
    return _digest([[x[1:] for x in ext.split(",") if x] for ext in inner])


def _cli_answer(task, stdout):
    """The comparable answer from ``clinarg solve --output json``."""
    data = json.loads(stdout)
    kind = task.split("-")[0]
    if kind == "EE":
        return _digest([[str(x) for x in e] for e in data["extensions"]])
    if kind == "SE":
        return {"exists": data["extension"] is not None}
    if kind in ("DC", "DS"):
        return {"accepted": bool(data["accepted"])}
    return {"count": int(data["count"])}


def _peer_answer(task, stdout):
    kind = task.split("-")[0]
    lines = [x.strip() for x in stdout.splitlines() if x.strip()]
    if kind == "EE":
        return _digest([x.split()[1:] for x in lines if x.startswith("w")])
    if kind == "SE":
        return {"exists": bool(lines) and lines[0] != "NO"}
    if kind in ("DC", "DS"):
        return {"accepted": bool(lines) and lines[0] == "YES"}
    return {"count": int(lines[0]) if lines else -1}


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--quick", action="store_true", help="small sizes, short limit")
    parser.add_argument("--limit", type=float, default=None, help="seconds per run")
    parser.add_argument(
        "--repeat",
        type=int,
        default=1,
        help=f"runs of each solved run that takes >= {REPEAT_FROM} s; the median counts",
    )
    parser.add_argument("--sizes", default=None, help="comma-separated argument counts")
    parser.add_argument(
        "--tasks",
        default=",".join(TASKS),
        help="comma-separated tasks; 'iccma' stands for every task µ-toksia shares, "
        "'counting' for CE of every semantics",
    )
    parser.add_argument("--solvers", default=None, help="comma-separated subset")
    parser.add_argument(
        "--peer-cmd",
        action="append",
        default=[],
        help="an ICCMA 2023 command-line solver (repeatable)",
    )
    parser.add_argument(
        "--peers",
        default=os.environ.get("CLINARG_PEERS"),
        help="folder holding mu-toksia-2019 and mu-toksia-2023/ (default: $CLINARG_PEERS)",
    )
    parser.add_argument(
        "--min-peer-time",
        type=float,
        default=0.0,
        help="report also the instances where the fastest peer needs at least this many seconds",
    )
    parser.add_argument("--no-public", action="store_true", help="skip ../shared/instances/dung")
    parser.add_argument(
        "--instances",
        action="append",
        default=[],
        help="also every .af/.apx file in this folder (repeatable)",
    )
    parser.add_argument("--no-generated", action="store_true", help="skip the generated families")
    parser.add_argument("--json", help="write all runs to this file")
    parser.add_argument("--worker", nargs=5, help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.worker:
        solver, task, path, arg, limit = args.worker
        worker(solver, task, path, arg, float(limit))
        return 0

    limit = args.limit or (5.0 if args.quick else 20.0)
    sizes = (
        [int(x) for x in args.sizes.split(",")]
        if args.sizes
        else [100, 1000]
        if args.quick
        else [100, 1000, 10000]
    )
    tasks = [t for name in args.tasks.split(",") for t in TASK_GROUPS.get(name, [name])]
    solvers = args.solvers.split(",") if args.solvers else available_solvers()
    peers = find_peers(args.peers)
    solvers += [p for p in peers if p not in solvers]
    peer_cmds = {}
    for cmd in args.peer_cmd:
        name = "peer:" + Path(shlex.split(cmd)[0]).name
        peer_cmds[name] = cmd
        solvers.append(name)

    compile_bytecode()
    with tempfile.TemporaryDirectory() as tmp:
        folders = [] if args.no_public or not SHARED.is_dir() else [SHARED]
        folders += [Path(f) for f in args.instances]
        paths = instances(Path(tmp), [] if args.no_generated else sizes, folders, peers=bool(peers))
        print(
            f"# {len(paths)} instances, sizes {sizes}, limit {limit:g} s, "
            f"solvers {', '.join(solvers)}",
            flush=True,
        )
        runs = []
        for task in tasks:
            for path in paths:
                query = query_argument(path) if task[:2] in ("DC", "DS") else ("", 0)
                row = {}
                for solver in solvers:

                    def run(solver=solver):
                        return run_one(solver, task, path, query, limit, peer_cmds, peers)

                    res = run()
                    if res and res.get("skipped"):
                        continue
                    res = median_of_repeats(res, run, args.repeat)
                    row[solver] = res
                    runs.append(
                        {"task": task, "instance": path.name, "solver": solver, "result": res}
                    )
                answers = {
                    json.dumps(r["answer"], sort_keys=True)
                    for r in row.values()
                    if r and "answer" in r
                }
                status = " ".join(f"{s}={_cell(r)}" for s, r in row.items())
                flag = "  DISAGREE " + " | ".join(sorted(answers)) if len(answers) > 1 else ""
                print(f"{task:6} {path.name:28} {status}{flag}", flush=True)
        if args.json:
            meta = {
                "limit": limit,
                "repeat": args.repeat,
                "sizes": sizes,
                "tasks": tasks,
                "solvers": solvers,
                "instances": len(paths),
                "command": " ".join(sys.argv),
            }
            Path(args.json).write_text(json.dumps({"meta": meta, "runs": runs}, indent=1))
        report(runs, tasks, solvers, limit, len(paths))
        if args.min_peer_time and peers:
            hard = hard_instances(runs, list(peers), args.min_peer_time)
            print(
                f"\n## instances where the fastest µ-toksia needs >= "
                f"{args.min_peer_time:g} s ({len(hard)} task/instance pairs)"
            )
            report(
                [r for r in runs if (r["task"], r["instance"]) in hard],
                tasks,
                solvers,
                limit,
                len({i for _, i in hard}),
            )
            print(
                f"\n## where clinarg in process takes more than 2x the fastest µ-toksia "
                f"(instances where it needs >= {args.min_peer_time:g} s)"
            )
            for task, instance, mine, best in behind(runs, list(peers), args.min_peer_time):
                ratio = mine / best
                print(f"{task:6} {instance:28} clinarg={mine:.3f} peer={best:.3f} x{ratio:.1f}")
        if "clinarg-cli" in solvers:
            sizes_of = {p.name: _n_arguments(p) for p in paths}
            print(whole_process_summary(runs, sizes_of, SMALL))


def _cell(result) -> str:
    if result is None:
        return "-"
    if "error" in result:
        return "ERR"
    return f"{result['time']:.3f}"


def hard_instances(runs, peer_names, min_time):
    """(task, instance) pairs where every peer that ran needed >= min_time s
    (an unsolved run counts as needing the limit)."""
    best = _best_peer_times(runs, peer_names)
    return {k for k, t in best.items() if t >= min_time}


def _best_peer_times(runs, peer_names) -> dict:
    best = {}
    for r in runs:
        if r["solver"] in peer_names:
            t = r["result"]["time"] if r["result"] and "time" in r["result"] else float("inf")
            key = (r["task"], r["instance"])
            best[key] = min(best.get(key, float("inf")), t)
    return best


def behind(runs, peer_names, min_time):
    """``(task, instance, clinarg s, fastest peer s)`` where in-process
    clinarg needed more than twice the fastest peer, on the pairs where that
    peer needs at least ``min_time`` s (unsolved by clinarg: the limit)."""
    best = _best_peer_times(runs, peer_names)
    found = []
    for r in runs:
        key = (r["task"], r["instance"])
        if r["solver"] != "clinarg" or not min_time <= best.get(key, 0) < float("inf"):
            continue
        mine = r["result"]["time"] if r["result"] and "time" in r["result"] else float("inf")
        if mine > 2 * best[key]:
            found.append((*key, mine, best[key]))
    return found


#: Instances of at most this many arguments make the whole-process summary
#: (issue 20's target: a DC, DS, SE or CE answer within 0.12 s on a
#: 100-argument file, start-up included).
SMALL = 100


def whole_process_summary(runs, sizes_of: dict, max_args: int, target: float = 0.12) -> str:
    """Median, 90th percentile and maximum of the ``clinarg-cli`` runs of
    DC, DS, SE and CE on the instances of at most ``max_args`` arguments,
    and each run over ``target`` seconds (with its count, for CE: counting
    many extensions is search, not start-up).

    Examples
    --------
    >>> runs = [{"solver": "clinarg-cli", "task": "DC-ST", "instance": "a.af",
    ...          "result": {"time": 0.07}},
    ...         {"solver": "clinarg-cli", "task": "CE-PR", "instance": "a.af",
    ...          "result": {"time": 0.9, "answer": {"count": 5000}}}]
    >>> print(whole_process_summary(runs, {"a.af": 100}, 100))
    <BLANKLINE>
    ## whole process (clinarg-cli): DC, DS, SE and CE on the 1 instances of at most 100 arguments
    2 runs: median 0.485 s, 90th percentile 0.900 s, max 0.900 s; 1 above 0.12 s, 0 unsolved
    above 0.12 s: CE-PR a.af 0.900 s (5000 extensions)
    """
    small = {name for name, n in sizes_of.items() if n <= max_args}
    times, unsolved, slow = [], 0, []
    for r in runs:
        if r["solver"] != "clinarg-cli" or r["instance"] not in small:
            continue
        if r["task"].split("-")[0] not in ("DC", "DS", "SE", "CE"):
            continue
        result = r["result"]
        if not (result and "time" in result):
            unsolved += 1
            slow.append(f"{r['task']} {r['instance']} unsolved")
            continue
        times.append(result["time"])
        if result["time"] > target:
            count = result.get("answer", {}).get("count")
            extra = f" ({count} extensions)" if count is not None else ""
            slow.append(f"{r['task']} {r['instance']} {result['time']:.3f} s{extra}")
    head = (
        f"\n## whole process (clinarg-cli): DC, DS, SE and CE on the {len(small)} "
        f"instances of at most {max_args} arguments"
    )
    if not times:
        return head + f"\nno run solved ({unsolved} unsolved)"
    times.sort()
    p90 = times[min(len(times) - 1, int(0.9 * len(times)))]
    text = (
        f"{head}\n{len(times) + unsolved} runs: median {statistics.median(times):.3f} s, "
        f"90th percentile {p90:.3f} s, max {times[-1]:.3f} s; "
        f"{sum(t > target for t in times)} above {target:g} s, {unsolved} unsolved"
    )
    if slow:
        text += f"\nabove {target:g} s: " + "; ".join(slow)
    return text


def _n_arguments(path: Path) -> int:
    import clinarg

    return clinarg.read_af(path).n_arguments


def summarise(runs, tasks, solvers, limit):
    """Per task and solver: runs, solved, PAR-2 and median seconds."""
    table = {}
    for task in tasks:
        for solver in solvers:
            mine = [r for r in runs if r["task"] == task and r["solver"] == solver]
            if not mine:
                continue
            ok = [r["result"]["time"] for r in mine if r["result"] and "time" in r["result"]]
            par2 = (sum(ok) + 2 * limit * (len(mine) - len(ok))) / len(mine)
            median = statistics.median(ok + [limit] * (len(mine) - len(ok)))
            table[task, solver] = {
                "runs": len(mine),
                "solved": len(ok),
                "par2": par2,
                "median": median,
            }
    return table


def report(runs, tasks, solvers, limit, n_instances):
    table = summarise(runs, tasks, solvers, limit)
    print()
    print(
        f"## solved (of runs) / PAR-2 s (unsolved = 2 x {limit:g} s) / PAR-2 ratio to "
        f"clinarg; {n_instances} instances"
    )
    print("| task | " + " | ".join(solvers) + " |")
    print("|" + "---|" * (len(solvers) + 1))
    for task in tasks:
        base = table.get((task, "clinarg"), {}).get("par2")
        row = []
        for solver in solvers:
            cell = table.get((task, solver))
            if cell is None:
                row.append("n/a")
                continue
            text = f"{cell['solved']}/{cell['runs']} / {cell['par2']:.3f}"
            if base:
                text += f" / x{cell['par2'] / base:.2f}"
            row.append(text)
        print(f"| {task} | " + " | ".join(row) + " |")


if __name__ == "__main__":
    sys.exit(main())
