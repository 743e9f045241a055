"""Monte Carlo tree search and the clinical orchestrator built on it.

:func:`search` is a PUCT tree search over preallocated arrays with numba
kernels; :mod:`clinarg.mcts.orchestrator` uses it to decide which clinical
agent to call next, when to consult experience memory, when to go back for
missing evidence and when to stop.  numba is imported on the first search,
not by ``import clinarg.mcts``.
"""

from .puct import RULES, JitEnv, PyEnv, SearchResult, search

__all__ = ["RULES", "JitEnv", "PyEnv", "SearchResult", "search"]
