"""Monte Carlo tree search: a generic PUCT engine.

:func:`search` is a PUCT tree search over preallocated arrays with numba
kernels, for any environment (:class:`JitEnv`, :class:`PyEnv`;
:mod:`clinarg.mcts.toy` is the benchmark's).  The clinical orchestrator built
on it is a protocol, :mod:`clinarg.protocols.diagnose`.  numba is imported
on the first search, not by ``import clinarg.mcts``.
"""

from .puct import RULES, JitEnv, PyEnv, SearchResult, search

__all__ = ["RULES", "JitEnv", "PyEnv", "SearchResult", "search"]
