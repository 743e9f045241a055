"""Monte Carlo tree search: a generic PUCT engine.

:func:`search` is a PUCT tree search over preallocated arrays with numba
kernels, for any environment (:class:`JitEnv`, :class:`PyEnv`;
:mod:`clinarg.mcts.toy` is the benchmark's).  :func:`select_by_rollouts` is
the one-step alternative: the top-K actions by prior, each scored by the
mean return of rollouts to the end of the episode plus lambda times its
prior.  The clinical orchestrator built on them is a protocol,
:mod:`clinarg.protocols.diagnose`.  numba is imported on the first search,
not by ``import clinarg.mcts``.
"""

from .puct import RULES, JitEnv, PyEnv, SearchResult, search
from .rollouts import RolloutSelection, select_by_rollouts

__all__ = [
    "RULES",
    "JitEnv",
    "PyEnv",
    "SearchResult",
    "search",
    "RolloutSelection",
    "select_by_rollouts",
]
