"""Benchmark of ``clinarg plan`` (CANOE), not a timed test.

1. The pipeline's own time on a 9-role x 10-option case (every one of the
   nine roles recruited, ten candidate options), excluding backend latency:
   generate (modules 1-3) minus the time spent inside the backend, plus
   evaluate (QBAF per option, escalation, synthesis).  Target < 50 ms.
2. One contestation action recomputed and persisted on a 10,000-argument
   pool (10 options x 1,000 arguments): ``Session.append`` (replay + the
   action + INSERT + COMMIT) and ``Session.result``.  Target < 5 ms.

Run: ``python benchmarks/bench_plan.py``.
"""

import os
import random
import statistics
import tempfile
import time

from clinarg.protocols.plan import KnowledgePlanBackend, evaluate, generate, parse_record
from clinarg.protocols.plan.session import Session


class NineByTen(KnowledgePlanBackend):
    """The knowledge backend with the case forced to very high complexity
    (all nine roles) and its first ten options."""

    def _options(self, ctx):
        return {"options": super()._options(ctx)["options"][:10]}

    def _complexity(self, ctx):
        return dict(super()._complexity(ctx), level="very high")


def pipeline(repeat=20):
    kb = KnowledgePlanBackend().kb
    record = parse_record({"id": "bench", "title": "all facts", "facts": sorted(kb.facts)})
    backend = NineByTen(kb)
    generate(record, backend)  # warm-up (numba, schemas)
    times = []
    for _ in range(repeat):
        t = time.perf_counter()
        state = generate(record, backend)
        result = evaluate(state)
        total = (time.perf_counter() - t) * 1000
        times.append(total - state["stats"]["backend_ms"])
    assert len(state["team"]) == 9 and len(state["options"]) == 10
    print(
        f"pipeline 9 roles x 10 options ({len(state['pool'])} arguments, "
        f"{len(result['plan'])} plan items): median {statistics.median(times):.1f} ms "
        f"excluding backend ({state['stats']['backend_calls']} calls)  [target < 50 ms]"
    )


def contestation(n_per_option=1000, repeat=10):
    kb = KnowledgePlanBackend().kb
    record = parse_record({"id": "bench", "title": "all facts", "facts": sorted(kb.facts)})
    state = generate(record, NineByTen(kb))
    rng = random.Random(0)
    pool = []
    for o in state["options"]:
        for k in range(n_per_option):
            tau = round(rng.random(), 6)
            pool.append(
                {
                    "id": f"{o}:{k}",
                    "option": o,
                    "role": "nurse",
                    "stance": "support" if k % 2 else "attack",
                    "text": "t",
                    "evidence": [],
                    "subscores": None,
                    "tau": tau,
                    "tau_tilde": tau,
                }
            )
    state = dict(state, pool=pool, relations=[], arena=dict(state["arena"], clashes=[]))
    evaluate(state)  # warm-up
    path = os.path.join(tempfile.mkdtemp(), "bench.db")
    s = Session.open(path, state)
    times = []
    for i in range(repeat):
        t = time.perf_counter()
        s.append({"op": "edit", "argument": pool[i]["id"], "tau": 0.5})
        s.result()
        times.append((time.perf_counter() - t) * 1000)
    s.close()
    print(
        f"one action on a {len(pool)}-argument pool, recomputed and persisted: median "
        f"{statistics.median(times):.1f} ms  [target < 5 ms]"
    )


if __name__ == "__main__":
    pipeline()
    contestation()
