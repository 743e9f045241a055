"""Cost of the MLAD debate's own machinery, backend latency excluded.

* orchestration overhead per round: 10 agents and the offline knowledge
  backend, on every shipped example; the wall time of ``run_debate`` minus
  the time spent inside ``backend.complete``, divided by the debate rounds
  (the imap and initial-diagnosis phase is charged to the rounds too, so
  this overestimates).  A second run switches unanimity and the early stop
  off so that all 10 rounds are played.  Target: under 5 ms per round.
* argument-graph verdict: building the graph, preferred extensions (clingo)
  and quadratic-energy strengths, for each example's finished debate
  (solvers warmed up first).  Target: under 10 ms.

Each figure is the best of several repetitions (the least disturbed by
other load on a shared machine).  A benchmark, not a test: nothing fails.

    python benchmarks/bench_debate.py [--quick] [--json]
"""

from __future__ import annotations

import argparse
import json
import time

from clinarg.protocols.debate import (
    KnowledgeDebateBackend,
    Settings,
    debate_graph,
    example_case,
    example_names,
    run_debate,
    verdict,
)


class Timed:
    """Wrap a backend and add up the time spent inside it."""

    def __init__(self, backend):
        self.backend, self.inside = backend, 0.0

    def describe(self):
        return self.backend.describe()

    def complete(self, request):
        t0 = time.perf_counter()
        try:
            return self.backend.complete(request)
        finally:
            self.inside += time.perf_counter() - t0


def overhead(case, settings, repeat):
    """The run with the least overhead per round, and its debate result."""
    best = result = None
    for _ in range(repeat):
        b = Timed(KnowledgeDebateBackend())
        t0 = time.perf_counter()
        r = run_debate(case, b, settings=settings)
        wall = time.perf_counter() - t0
        per_round = (wall - b.inside) / max(1, len(r.rounds))
        row = {
            "rounds": len(r.rounds),
            "calls": len(r.trace),
            "stop": r.stop["rule"],
            "overhead_ms_per_round": per_round * 1e3,
            "backend_ms": b.inside * 1e3,
        }
        if best is None or row["overhead_ms_per_round"] < best["overhead_ms_per_round"]:
            best, result = row, r
    return best, result


def verdict_time(result, repeat):
    best = float("inf")
    for _ in range(repeat):
        t0 = time.perf_counter()
        verdict(result, debate_graph(result))
        best = min(best, time.perf_counter() - t0)
    return best * 1e3


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--quick", action="store_true", help="fewer repetitions")
    ap.add_argument("--json", action="store_true", help="print one JSON document")
    args = ap.parse_args(argv)
    repeat = 3 if args.quick else 15
    rows = []
    warm = run_debate(example_case(example_names()[0]), KnowledgeDebateBackend())
    verdict(warm)  # loads clingo and compiles the numba kernels once
    for name in example_names():
        case = example_case(name)
        for label, s in (
            ("default", Settings(agents=10)),
            ("10 rounds", Settings(agents=10, unanimity=False, early_stop=False, tie_break=False)),
        ):
            row, result = overhead(case, s, repeat)
            row.update(
                example=name,
                settings=label,
                verdict_ms=verdict_time(result, repeat),
                arguments=len(debate_graph(result).arguments),
            )
            rows.append(row)
    if args.json:
        print(json.dumps(rows, indent=1))
        return
    print(
        f"{'example':24} {'settings':10} {'rounds':>6} {'calls':>5} {'stop':12} "
        f"{'overhead/round':>15} {'args':>5} {'verdict':>9}"
    )
    for r in rows:
        print(
            f"{r['example']:24} {r['settings']:10} {r['rounds']:6d} {r['calls']:5d} "
            f"{r['stop']:12} {r['overhead_ms_per_round']:12.2f} ms {r['arguments']:5d} "
            f"{r['verdict_ms']:6.2f} ms"
        )
    worst_round = max(r["overhead_ms_per_round"] for r in rows)
    worst_verdict = max(r["verdict_ms"] for r in rows)
    print(
        f"\nworst orchestration overhead per round {worst_round:.2f} ms (target < 5 ms); "
        f"worst verdict {worst_verdict:.2f} ms (target < 10 ms)"
    )


if __name__ == "__main__":
    main()
