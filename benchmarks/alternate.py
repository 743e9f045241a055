"""Whole-process times of two or more installs of clinarg, run alternately.

The host's speed drifts by more than the difference between two commits'
start-up, so the commands are run in turn, one run of each per round, and
compared by their order statistics.  Install each commit in a virtual
environment of its own (a regular install: an editable one adds its import
finder) and give their ``clinarg`` executables:

    python benchmarks/alternate.py --runs 20 OLD/bin/clinarg NEW/bin/clinarg \\
        -- solve -p CE-STG -f random_100.af

Prints min, quartiles, median and max in milliseconds per executable.
"""

from __future__ import annotations

import argparse
import statistics
import subprocess
import sys
import time


def alternate(executables: list[str], arguments: list[str], runs: int) -> dict[str, list[float]]:
    """Wall times in ms of ``executable *arguments``, ``runs`` of each, in turn.

    Examples
    --------
    >>> import sys
    >>> times = alternate([sys.executable], ["-c", "pass"], 2)
    >>> len(times[sys.executable])
    2
    """
    times: dict[str, list[float]] = {e: [] for e in executables}
    for _ in range(runs):
        for executable in executables:
            start = time.perf_counter()
            subprocess.run([executable, *arguments], stdout=subprocess.DEVNULL, check=True)
            times[executable].append(1000 * (time.perf_counter() - start))
    return times


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("executables", nargs="+", help="the clinarg executables to compare")
    parser.add_argument("--runs", type=int, default=20, help="runs of each (default 20)")
    argv = sys.argv[1:]
    if "--" not in argv:
        parser.error("give clinarg's arguments after --")
    cut = argv.index("--")
    args, arguments = parser.parse_args(argv[:cut]), argv[cut + 1 :]
    for executable, times in alternate(args.executables, arguments, args.runs).items():
        times.sort()
        q = statistics.quantiles(times, n=4) if len(times) > 1 else times * 3
        median = statistics.median(times)
        print(
            f"{executable}: min {times[0]:.0f}  q1 {q[0]:.0f}  median {median:.0f}"
            f"  q3 {q[2]:.0f}  max {times[-1]:.0f} ms ({len(times)} runs)"
        )


if __name__ == "__main__":
    main()
