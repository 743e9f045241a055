"""Jitted twin of :class:`clinarg.mcts.toy.ToyEnv` (imports numba)."""

import numba as nb

from ._config import NUMBA_FLAGS

_M32 = 0xFFFFFFFF
_INV32 = 1.0 / 4294967296.0


@nb.njit(**NUMBA_FLAGS)
def _mix(x):
    x ^= x >> 16
    x = (x * 0x45D9F3B) & _M32
    x ^= x >> 16
    return x


@nb.njit(**NUMBA_FLAGS)
def _toy_step(state, action, out):
    h = int(state[0])
    t = state[1]
    out[2] = state[2]
    if t >= state[2]:
        out[0] = state[0]
        out[1] = t
        return 0.0, True
    h2 = _mix((h * 1664525 + 1013904223 + 22695477 * action) & _M32)
    out[0] = h2
    out[1] = t + 1.0
    return _mix(h2) * _INV32, t + 1.0 >= state[2]


@nb.njit(**NUMBA_FLAGS)
def _toy_priors(state, out):
    h = int(state[0])
    for a in range(out.shape[0]):
        out[a] = 0.05 + _mix((h + 7919 * (a + 1)) & _M32) * _INV32
