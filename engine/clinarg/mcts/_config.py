"""Compilation flags of every numba kernel in :mod:`clinarg.mcts`, in one place.

``fastmath`` stays off: the search must give bit-identical visit counts to
the plain-Python reference in the tests, and reassociated sums would break
that.  ``cache=True`` keeps the compiled kernels on disk between runs.
"""

NUMBA_FLAGS = dict(cache=True, nogil=True, fastmath=False, error_model="numpy")
"""Flags of the kernels that take no function arguments (cached on disk)."""

NUMBA_ENV_FLAGS = dict(nogil=True, fastmath=False, error_model="numpy")
"""Flags of the driver specialised on a user's jitted environment functions.

Such a specialisation depends on the identity of the functions passed in, so
it cannot be cached on disk; it is compiled once per process instead.
"""

EPSILON = 1e-8
"""Floor of the max - min spread in min-max Q normalisation (as in mctx)."""
