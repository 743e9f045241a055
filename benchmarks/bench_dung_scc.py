"""EE/SE by the SCC walk against the whole-framework clingo call, side by side.

Cold runs in one process (a fresh framework per run, so the plan, the
decomposition and the grounding are inside the clock; best of 3):
``off`` is ``scc=False`` (one clingo call, as before the walk existed),
``always`` forces the walk, ``auto`` is the default choice; ``off/auto`` is
the speed-up of the default.  ``walk`` says whether the default walks.

    python benchmarks/bench_dung_scc.py [--quick]
"""

import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests"))
from clinarg import AF
from clinarg.dung import extensions, some_extension
from clinarg.dung._plans import OPTIONS, _plan

from dung_instances import dense_scc_chain


def rnd(n, p, seed):
    r = random.Random(seed)
    src = []
    dst = []
    for i in range(n):
        for j in range(n):
            if r.random() < p:
                src.append(i)
                dst.append(j)
    return AF.from_arrays(n, src, dst)


def copy(af):
    s, d = af.attack_arrays()
    return AF.from_arrays(af.n_arguments, s, d)


QUICK = "--quick" in sys.argv
cases = [
    ("chain150x6", dense_scc_chain(150, 6, seed=1)),
    ("chain1000x6", dense_scc_chain(1000, 6, seed=2)),
    ("chain3000x4", dense_scc_chain(3000, 4, seed=5)),
    ("chain150x12", dense_scc_chain(150, 12, seed=3)),
    ("random200", rnd(200, 0.02, 4)),
]
if QUICK:
    cases = [cases[0], cases[3], cases[4]]


def t(f, reps=3):
    best = None
    for _ in range(reps):
        s = time.perf_counter()
        try:
            f()
        except Exception as e:
            return type(e).__name__
        d = time.perf_counter() - s
        best = d if best is None else min(best, d)
    return best


def fmt(x):
    return f"{x:14.3f}" if isinstance(x, float) else f"{x:>14}"


print(f"{'instance':13}{'task':9}{'off':>14}{'always':>14}{'auto':>14}{'off/auto':>9}  walk")
for name, af in cases:
    for code in ["CO", "PR", "ST"]:
        for task in ["SE", "EE100"]:
            row = []
            for opt in [False, "always", True]:
                if task == "SE":

                    def f(af=af, code=code, opt=opt):
                        return some_extension(copy(af), code, timeout=20, scc=opt)
                else:

                    def f(af=af, code=code, opt=opt):
                        return list(extensions(copy(af), code, limit=100, timeout=20, scc=opt))

                row.append(t(f))
            uses = _plan(af, code, dict(OPTIONS, scc=True)).solver.walks()
            ratio = (
                row[0] / row[2]
                if isinstance(row[0], float) and isinstance(row[2], float)
                else float("nan")
            )
            print(
                f"{name:13}{code + '-' + task:9}"
                + "".join(fmt(x) for x in row)
                + f"{ratio:9.2f}  {uses}"
            )
