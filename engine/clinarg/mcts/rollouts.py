"""One-step action selection by rollouts: a* = argmax over the top-K of Q(s, a) + λ P(a | s).

Where :func:`~clinarg.mcts.search` grows a tree and executes the most
visited root action, :func:`select_by_rollouts` scores each of the ``top_k``
actions of highest prior by ``n_rollouts`` independent rollouts to the end
of the episode and executes the argmax of its value plus ``lam`` times its
prior:

    Q(s, a) = (1/N) sum_i sum_{k=t}^{L_i} gamma^(k-t) R_k^(i)
    a* = argmax_{a in A_K} Q(s, a) + lam * P(a | s)

``R_t`` is the reward of ``a`` itself, ``L_i`` the step at which rollout
``i`` ended (the environment said ``done``, or no action was legal), and the
rollouts draw their later actions in proportion to the environment's prior
weights.  Q stays on the scale of the returns (no normalisation), and P is
the prior normalised over every legal action, the distribution the
environment gives, not renormalised over the candidates.  This is the
selection rule of the ClinicalAgents orchestrator [1]_; it works on any
:class:`~clinarg.mcts.PyEnv`.

References
----------
.. [1] ClinicalAgents: multi-agent orchestration for clinical decision making
   with dual memory, §3.2 (action value by rollouts, a* = argmax Q + λ O).
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from ..errors import SearchError
from .puct import PyEnv, _check_float, _check_int, _py_priors, _py_step, _SplitMix64

__all__ = ["RolloutSelection", "select_by_rollouts"]


@dataclass(frozen=True)
class RolloutSelection:
    """What :func:`select_by_rollouts` found at the root.

    Attributes
    ----------
    action : int
        a*, the candidate of highest score (ties: the higher prior, then the
        lower action).
    candidates : tuple of int
        A_K, the ``top_k`` legal actions of highest prior, best first.
    priors : numpy.ndarray
        P(a | s) for every action: the weights normalised over the legal ones.
    q_values : numpy.ndarray
        Q(s, a), the mean discounted return of the rollouts; NaN off A_K.
    scores : numpy.ndarray
        Q(s, a) + lam * P(a | s); NaN off A_K.
    lengths : numpy.ndarray of int
        Steps of every rollout (one row per candidate, in ``candidates`` order).
    """

    action: int
    candidates: tuple
    priors: np.ndarray
    q_values: np.ndarray
    scores: np.ndarray
    lengths: np.ndarray


def select_by_rollouts(
    env,
    root,
    *,
    top_k: int = 4,
    n_rollouts: int = 8,
    lam: float = 1.0,
    gamma: float = 1.0,
    max_steps: int = 10_000,
    seed: int = 0,
) -> RolloutSelection:
    """Choose the root action by a* = argmax_{a in A_K} Q(s, a) + lam P(a | s).

    Parameters
    ----------
    env : PyEnv
        ``step(state, action) -> (next, reward, done)`` and ``priors(state)``
        (weights; <= 0 marks an illegal action).  ``step`` must not mutate
        its state.
    root : object
        The state to choose an action in.
    top_k : int
        K, the size of the candidate set A_K (the legal actions of highest prior).
    n_rollouts : int
        N, rollouts per candidate.
    lam : float
        λ, the weight of the prior beside Q.
    gamma : float
        Discount γ_d in [0, 1].
    max_steps : int
        A rollout that has not ended after this many steps is an error (an
        environment whose episodes never end), not a silently cut return.
    seed : int
        Seeds the rollouts' draws; equal seeds give equal selections.

    Returns
    -------
    RolloutSelection

    Raises
    ------
    SearchError
        Bad settings, a root without legal action, malformed priors,
        non-finite rewards, or a rollout longer than ``max_steps``.

    Examples
    --------
    Three arms that end the episode at once, with returns 1.0, 0.6 and 0.7
    and priors 0.2, 0.5 and 0.3: with lam = 1 the scores are 1.2, 1.1 and
    1.0, so arm 0 is chosen although arm 1 has the highest prior.

    >>> class Arms:
    ...     num_actions = 3
    ...     def step(self, s, a):
    ...         return "end", (1.0, 0.6, 0.7)[a], True
    ...     def priors(self, s):
    ...         return [0.2, 0.5, 0.3]
    >>> sel = select_by_rollouts(Arms(), "start", top_k=3, n_rollouts=2)
    >>> sel.action, sel.candidates, [round(float(x), 3) for x in sel.scores]
    (0, (1, 2, 0), [1.2, 1.1, 1.0])
    """
    top_k = _check_int("top_k", top_k, 1, 1 << 30)
    n_rollouts = _check_int("n_rollouts", n_rollouts, 1, 1_000_000)
    lam = _check_float("lam", lam, 0.0, 1e6)
    gamma = _check_float("gamma", gamma, 0.0, 1.0)
    max_steps = _check_int("max_steps", max_steps, 1, 1 << 30)
    seed = _check_int("seed", seed, 0, (1 << 64) - 1)
    if not isinstance(env, PyEnv):
        raise SearchError(
            "env must follow the PyEnv protocol (num_actions, step(state, action), priors(state))"
        )
    n_actions = _check_int("env.num_actions", env.num_actions, 1, 1 << 20)
    weights = _py_priors(env, root, n_actions)
    legal = [a for a in range(n_actions) if weights[a] > 0.0]
    if not legal:
        raise SearchError("the root has no legal action")
    total = float(sum(weights[a] for a in legal))
    priors = np.zeros(n_actions)
    for a in legal:
        priors[a] = weights[a] / total
    candidates = tuple(sorted(legal, key=lambda a: (-weights[a], a))[:top_k])
    rng = _SplitMix64(seed)
    q = np.full(n_actions, np.nan)
    lengths = np.zeros((len(candidates), n_rollouts), np.int64)
    for j, a in enumerate(candidates):
        total_return = 0.0
        for i in range(n_rollouts):
            state, g, disc, steps = root, 0.0, 1.0, 0
            action, done = a, False
            while True:
                state, r, done = _py_step(env, state, action)
                g += disc * r
                disc *= gamma
                steps += 1
                if done:
                    break
                action = rng.sample(_py_priors(env, state, n_actions))
                if action < 0:  # nothing legal is left: the episode is over
                    break
                if steps >= max_steps:
                    raise SearchError(f"a rollout did not end within max_steps={max_steps} steps")
            lengths[j, i] = steps
            total_return += g
        q[a] = total_return / n_rollouts
    scores = np.full(n_actions, np.nan)
    best = candidates[0]
    for a in candidates:  # in order of decreasing prior: ties keep the earlier one
        scores[a] = q[a] + lam * priors[a]
        if scores[a] > scores[best]:
            best = a
    return RolloutSelection(
        action=int(best),
        candidates=candidates,
        priors=priors,
        q_values=q,
        scores=scores,
        lengths=lengths,
    )
