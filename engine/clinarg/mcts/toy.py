"""A deterministic toy environment for tests and benchmarks, jitted and in Python.

A state is ``(h, t, horizon)``: a 32-bit hash ``h`` of the path so far, the
step ``t`` and the episode length.  Action ``a`` moves to
``h' = mix(h * 1664525 + 1013904223 + 22695477 a)`` (all mod 2^32), pays
``mix(h') / 2^32`` in [0, 1) and ends the episode at ``t + 1 == horizon``.
Prior weights ``0.05 + mix(h + 7919 (a + 1)) / 2^32`` are distinct, so
selection never meets a tie.  The same arithmetic is easy to write in JAX
(uint32), which the benchmark uses to run mctx on the same problem.

Examples
--------
>>> from clinarg.mcts import search
>>> env = ToyEnv(num_actions=4)
>>> res = search(env, env.root(horizon=3), num_simulations=50)
>>> int(res.visit_counts.sum())
50
"""

from __future__ import annotations

import numpy as np

__all__ = ["ToyEnv", "toy_jit_env", "toy_root"]

_M32 = 0xFFFFFFFF
_INV32 = 1.0 / 4294967296.0


def _mix(x: int) -> int:
    x ^= x >> 16
    x = (x * 0x45D9F3B) & _M32
    x ^= x >> 16
    return x


def _next_hash(h: int, a: int) -> int:
    return _mix((h * 1664525 + 1013904223 + 22695477 * a) & _M32)


def _weight(h: int, a: int) -> float:
    return 0.05 + _mix((h + 7919 * (a + 1)) & _M32) * _INV32


def toy_root(horizon: int = 10, seed: int = 0) -> np.ndarray:
    """The root state ``[h, t, horizon]`` of a toy episode, as float64."""
    return np.array([float(_mix(seed & _M32)), 0.0, float(horizon)])


class ToyEnv:
    """Python twin of :func:`toy_jit_env` (same rewards, priors and ends)."""

    def __init__(self, num_actions: int = 10):
        self.num_actions = num_actions

    @staticmethod
    def root(horizon: int = 10, seed: int = 0) -> tuple[int, int, int]:
        h, t, hz = toy_root(horizon, seed)
        return int(h), int(t), int(hz)

    def step(self, state, action):
        h, t, horizon = state
        if t >= horizon:  # past the end: nothing happens
            return state, 0.0, True
        h2 = _next_hash(h, action)
        return (h2, t + 1, horizon), _mix(h2) * _INV32, t + 1 >= horizon

    def priors(self, state):
        h = state[0]
        return [_weight(h, a) for a in range(self.num_actions)]


def toy_jit_env(num_actions: int = 10):
    """The toy environment as a :class:`~clinarg.mcts.JitEnv` (states from :func:`toy_root`)."""
    from ._toy_kernels import _toy_priors, _toy_step
    from .puct import JitEnv

    return JitEnv(step=_toy_step, priors=_toy_priors, num_actions=num_actions)
