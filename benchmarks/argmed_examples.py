"""ArgMed end to end on the shipped example cases: time per stage.

For each example case (offline knowledge backend): the Generator/Verifier
dialogue, building the framework (Definition 2), and the Reasoner with
clinarg's preferred semantics (``clinarg.extensions(af, "PR")``) against a
baseline, a plain-Python brute-force enumeration of maximal admissible sets.
Also the cold start of the main job, ``clinarg reason --example NAME``, as a
fresh process.  Median of repeats; ratios are baseline / clinarg.

    python benchmarks/argmed_examples.py [--quick]
"""

from __future__ import annotations

import argparse
import statistics
import subprocess
import sys
import time
from itertools import combinations

from clinarg.protocols.reason import example_case, example_names
from clinarg.protocols.reason.dialogue import run_dialogue
from clinarg.protocols.reason.framework import ArgMedFramework
from clinarg.protocols.reason.offline import KnowledgeBackend
from clinarg.protocols.reason.reasoner import reason


def brute_force_preferred(af):
    names = list(af.names)
    attacks = set(af.attacks())
    attackers = {x: [a for a, b in attacks if b == x] for x in names}
    adm = []
    for k in range(len(names) + 1):
        for s in combinations(names, k):
            s = frozenset(s)
            if any((a, b) in attacks for a in s for b in s):
                continue
            if all(any((d, y) in attacks for d in s) for x in s for y in attackers[x]):
                adm.append(s)
    return [s for s in adm if not any(s < t for t in adm)]


def synthetic_record(n):
    """A dialogue with n decisions: each has a side effect (acceptable, so
    self-attacking, for every third) and each later one loses a comparison
    with the previous one."""
    from clinarg.protocols.reason.dialogue import DialogueArgument, DialogueRecord

    args, attacks = [], []
    for i in range(n):
        d = f"D{i}"
        args.append(DialogueArgument(d, "ASD", {"decision": d}, d))
        s = f"S{i}"
        args.append(DialogueArgument(s, "ASSE", {"decision": d, "side_effect": s}, s))
        attacks.append((s, d, "ASD.CQ2"))
        if i % 3 == 0:
            attacks.append((s, s, "self"))
        if i:
            b = f"B{i}"
            args.append(DialogueArgument(b, "ASBD", {"better": f"D{i - 1}", "worse": d}, b))
            attacks.append((b, d, "ASD.CQ4"))
    return DialogueRecord(arguments=args, attacks=attacks, limit=n)


def median_ms(fn, repeats):
    times = []
    for _ in range(repeats):
        t = time.perf_counter()
        fn()
        times.append((time.perf_counter() - t) * 1000.0)
    return statistics.median(times)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--quick", action="store_true")
    args = ap.parse_args()
    repeats = 5 if args.quick else 30
    cold = 1 if args.quick else 5
    backend = KnowledgeBackend()
    print(
        f"{'case':<22}{'args':>5}{'calls':>6}{'dialogue ms':>13}{'framework ms':>14}"
        f"{'PR ms':>9}{'brute ms':>10}{'ratio':>7}{'cold CLI s':>12}"
    )
    for name in example_names():
        case = example_case(name)
        record = run_dialogue(case, backend)
        fw = ArgMedFramework.from_dialogue(record)
        reason(fw)  # warm-up: loads clingo once
        assert reason(fw) == reason(fw, solver=brute_force_preferred)
        t_dialogue = median_ms(lambda: run_dialogue(case, backend), repeats)
        t_fw = median_ms(lambda: ArgMedFramework.from_dialogue(record), repeats)
        t_pr = median_ms(lambda: reason(fw), repeats)
        t_bf = median_ms(lambda: reason(fw, solver=brute_force_preferred), repeats)
        cmd = [sys.executable, "-m", "clinarg", "reason", "--example", name, "--output", "json"]
        t_cold = statistics.median(
            median_ms(lambda: subprocess.run(cmd, capture_output=True, check=True), 1) / 1000
            for _ in range(cold)
        )
        print(
            f"{name:<22}{len(record.arguments):>5}{record.stats()['calls']:>6}"
            f"{t_dialogue:>13.2f}{t_fw:>14.2f}{t_pr:>9.2f}{t_bf:>10.2f}"
            f"{t_bf / t_pr:>7.2f}{t_cold:>12.2f}"
        )
    print()
    print("synthetic dialogue frameworks (n decisions, 3n-1 arguments): Reasoner only")
    print(f"{'decisions':>10}{'args':>6}{'PR ms':>10}{'brute ms':>11}{'ratio':>8}")
    for n in (3, 5, 6) if args.quick else (3, 5, 6, 7):
        fw = ArgMedFramework.from_dialogue(synthetic_record(n))
        t_pr = median_ms(lambda: reason(fw), repeats)
        reps = 1 if n >= 6 else repeats
        t_bf = median_ms(lambda: reason(fw, solver=brute_force_preferred), reps)
        assert reason(fw) == reason(fw, solver=brute_force_preferred)
        print(f"{n:>10}{len(fw.graph.arguments):>6}{t_pr:>10.2f}{t_bf:>11.1f}{t_bf / t_pr:>8.1f}")


if __name__ == "__main__":
    main()
