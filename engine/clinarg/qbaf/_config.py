"""Numba compilation flags for every QBAF kernel, in one place.

``fastmath`` stays off: strengths must be reproducible bit for bit (the
contestation journal replays them) and IEEE semantics keep the influence
functions well defined at their limits (``exp`` overflow to ``inf``).
``cache=True`` writes compiled kernels next to the sources so the command
line does not recompile on every start.
"""

JIT = dict(nogil=True, cache=True, fastmath=False, error_model="numpy")

#: Flags for kernels specialised to a user-supplied semantics: such kernels
#: close over user functions and must not share the on-disk cache.
JIT_NOCACHE = dict(JIT, cache=False)

#: Per-argument helpers (aggregation, influence, node update) are inlined into
#: the sweep kernels at the numba IR level: called out of line, each call
#: passes a dozen array structs by value and costs more than the update itself
#: (measured 4-6x slower sweeps).
JIT_INLINE = dict(JIT, inline="always")
