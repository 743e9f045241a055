"""Whether numba's on-disk cache serves a cached closure over another jitted
function in a new process: the reason the QBAF drivers are specialised by
copying their code instead of by closures (docs/qbaf.md, "The kernels").

Runs the same module in two fresh processes sharing one empty cache folder,
once with a closure over a jitted callee and once with a plain cached
function that calls the callee as a global, and prints, for each, the cache
hits numba reports in the second process and the cache files written.

    python benchmarks/numba_closure_cache.py
"""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
import textwrap
from pathlib import Path

# The module under test: a jitted callee, a factory returning a cached closure
# whose cell holds it (the pattern mcts/puct.py uses for user environments, and
# what specialised drivers closing over their specialised callees would be), and a
# plain cached function calling the callee through its globals (what a code
# copy amounts to).  It prints the hits of the kind named on its command line.
MODULE = textwrap.dedent(
    """
    import sys

    import numba


    @numba.njit(cache=True)
    def callee(x):
        return x + 1.0


    def make(inner):
        @numba.njit(cache=True)
        def closure(x):
            return inner(x) * 2.0

        return closure


    @numba.njit(cache=True)
    def plain(x):
        return callee(x) * 2.0


    fn = make(callee) if sys.argv[1] == "closure" else plain
    assert fn(1.0) == 4.0
    print(sum(fn.stats.cache_hits.values()))
    """
)


def run(kind: str, folder: Path) -> tuple[list[int], int]:
    """Hits in each of two processes, and the cache files left, for ``kind``."""
    env = dict(os.environ, NUMBA_CACHE_DIR=str(folder / "cache"))
    hits = []
    for _ in range(2):
        out = subprocess.run(
            [sys.executable, str(folder / "mod.py"), kind],
            env=env,
            capture_output=True,
            text=True,
            check=True,
        )
        hits.append(int(out.stdout.split()[-1]))
    files = sum(1 for p in (folder / "cache").rglob("*") if p.is_file())
    return hits, files


def main() -> None:
    import numba

    print(f"numba {numba.__version__}")
    for kind in ("closure", "plain"):
        with tempfile.TemporaryDirectory() as tmp:
            folder = Path(tmp)
            (folder / "mod.py").write_text(MODULE)
            hits, files = run(kind, folder)
            print(
                f"{kind:8s} cache hits in the first / second process: {hits[0]} / {hits[1]};"
                f" cache files written: {files}"
            )


if __name__ == "__main__":
    main()
