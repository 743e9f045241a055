"""Benchmark of ``clinarg plan`` (CANOE), not a timed test.

1. The pipeline's own time on a 9-role x 10-option case (every one of the
   nine roles recruited, ten candidate options), excluding backend latency:
   generate (modules 1-3) minus the time spent inside the backend, plus
   evaluate (QBAF per option, escalation, synthesis).  Target < 50 ms.
2. One contestation action recomputed and persisted on an open session
   with a 10,000-argument pool (10 options x 1,000 arguments):
   ``Session.append`` (the action applied to the session's live evaluation,
   only the affected option recomputed, INSERT + COMMIT) and
   ``Session.result``, per kind of action.  Target < 5 ms.  Reported
   separately: opening the session with its first result (the journal
   replayed in full, as a fresh ``clinarg plan contest`` process does), the
   recompute without the database, and the commit alone (its fsync).

Run: ``python benchmarks/bench_plan.py``.
"""

import os
import random
import statistics
import tempfile
import time

from clinarg.protocols.plan import KnowledgePlanBackend, evaluate, generate, parse_record
from clinarg.protocols.plan.pipeline import Evaluation
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


def _big_state(n_per_option):
    """The 9 x 10 case with its pool replaced by ``n_per_option`` arguments per option."""
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
    return dict(state, pool=pool, relations=[], arena=dict(state["arena"], clashes=[]))


def _actions(state, repeat):
    """``repeat`` actions of each kind, spread over the options."""
    options, ids = state["options"], [a["id"] for a in state["pool"]]
    per = len(ids) // len(options)
    for i in range(repeat):
        o = i % len(options)
        yield "edit", {"op": "edit", "argument": ids[o * per + i], "tau": 0.5}
        yield "accept", {"op": "accept", "argument": ids[o * per + i + 1]}
        yield "reject", {"op": "reject", "argument": ids[o * per + i + 2]}
        yield (
            "add",
            {
                "op": "add",
                "argument": f"h{i}",
                "option": options[o],
                "role": "clinician",
                "stance": "attack",
                "text": "t",
                "tau": 0.7,
                "attacks": [ids[o * per + i + 3]],
            },
        )


def contestation(n_per_option=1000, repeat=20):
    """One action recomputed and persisted on an open session: ``Session.append``
    (catch-up check, validation and incremental recompute of the one option,
    INSERT, COMMIT with the session's ``synchronous=FULL`` fsync) followed by
    ``Session.result`` (the whole plan document).  Opening the session and
    its first result (a full replay) are timed separately, as is the same
    sequence on an :class:`Evaluation` without a database (the recompute's
    share) and the bare INSERT + COMMIT (the fsync's share)."""
    state = _big_state(n_per_option)
    evaluate(state)  # warm-up (numba)
    path = os.path.join(tempfile.mkdtemp(), "bench.db")
    t = time.perf_counter()
    s = Session.open(path, state)
    s.result()
    first = (time.perf_counter() - t) * 1000
    persisted, computed = {}, {}
    for kind, action in _actions(state, repeat):
        t = time.perf_counter()
        s.append(action)
        s.result()
        persisted.setdefault(kind, []).append((time.perf_counter() - t) * 1000)
    commits = []
    s.conn.execute("CREATE TABLE bench (x INTEGER)")  # a scratch table of this throwaway file
    for _ in range(repeat):
        t = time.perf_counter()
        s.conn.execute("BEGIN IMMEDIATE")
        s.conn.execute("INSERT INTO bench (x) VALUES (?)", (_,))
        s.conn.execute("COMMIT")
        commits.append((time.perf_counter() - t) * 1000)
    s.close()
    live = Evaluation(state)
    for kind, action in _actions(state, repeat):
        t = time.perf_counter()
        live.apply(action)
        live.result()
        computed.setdefault(kind, []).append((time.perf_counter() - t) * 1000)
    n = len(state["pool"])
    print(f"contestation on a {n}-argument pool (10 options x {n_per_option}):")
    print(f"  open the session + first result (full replay): {first:.0f} ms")
    for kind in persisted:
        print(
            f"  one {kind:6} recomputed and persisted: median "
            f"{statistics.median(persisted[kind]):.2f} ms "
            f"(recompute alone {statistics.median(computed[kind]):.2f} ms)"
        )
    every = sorted(x for v in persisted.values() for x in v)
    print(
        f"  one action recomputed and persisted, all kinds: median "
        f"{statistics.median(every):.2f} ms, 90th percentile "
        f"{every[len(every) * 9 // 10]:.2f} ms  [target < 5 ms]"
    )
    print(
        f"  INSERT + COMMIT alone (synchronous=FULL, one fsync): median "
        f"{statistics.median(commits):.2f} ms"
    )


if __name__ == "__main__":
    pipeline()
    contestation()
