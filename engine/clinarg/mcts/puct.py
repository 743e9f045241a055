"""Monte Carlo tree search (PUCT) over preallocated arrays, compiled with numba.

One search algorithm, two kinds of environment:

* :class:`JitEnv` -- transition, prior and value are numba-jitted functions;
  the whole batch of searches runs inside one compiled loop (benchmarks,
  toy problems, anything that fits in arrays).
* any object following :class:`PyEnv` -- plain Python steps that may call
  agents (the clinical orchestrator).  The selection, expansion bookkeeping
  and backpropagation are the same compiled kernels; only the environment
  steps and rollouts run in Python.

A simulation walks down by the selection rule, expands one new node (its
``top_k`` most probable actions become its candidates), evaluates it by the
value function or by ``n_rollouts`` rollouts (mean discounted return
sum_k gamma^(k-t) R_k), and backs the value up.  Episodes end when the
environment says ``done``; such transitions carry discount 0.

References
----------
.. [1] D. Silver et al., "Mastering the game of Go without human knowledge",
   Nature 550, 2017 (PUCT selection).
.. [2] J. Schrittwieser et al., "Mastering Atari, Go, chess and shogi by
   planning with a learned model", Nature 588, 2020 (min-max normalised Q).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any, Protocol, runtime_checkable

import numpy as np

from ..errors import SearchError

__all__ = ["JitEnv", "PyEnv", "SearchResult", "search", "RULES"]

RULES = ("puct", "prior")
"""Selection rules: ``"puct"`` Q + lam P sqrt(N)/(1+n); ``"prior"`` Q + lam P."""

_MAX_SIMULATIONS = 10_000_000
_MAX_TOTAL_SIMULATIONS = 200_000_000
_MAX_TREE_BYTES = 2 << 30
_MASK64 = (1 << 64) - 1
_STREAM = 0x632BE59BD9B4E019  # spacing of the per-root random streams


@dataclass(frozen=True)
class JitEnv:
    """An environment made of numba-jitted functions.

    Parameters
    ----------
    step : numba dispatcher
        ``step(state, action, out) -> (reward, done)``: writes the next state
        into ``out`` (same shape and dtype as ``state``).
    priors : numba dispatcher
        ``priors(state, out)``: writes one weight per action into the float64
        array ``out``; actions with weight <= 0 are illegal.
    num_actions : int
        Size of the action space.
    value : numba dispatcher, optional
        ``value(state) -> float``, the leaf estimate when no rollouts are run
        (and at rollout cut-offs); 0 when omitted.
    """

    step: Any
    priors: Any
    num_actions: int
    value: Any = None


@runtime_checkable
class PyEnv(Protocol):
    """A Python environment: states are values, steps return new states.

    ``step`` must not mutate ``state``: the tree keeps every node's state as
    an exact snapshot.  ``value(state)`` is optional (0 when absent).
    """

    num_actions: int

    def step(self, state: Any, action: int) -> tuple[Any, float, bool]: ...

    def priors(self, state: Any) -> Sequence[float]: ...


@dataclass(frozen=True)
class SearchResult:
    """What a search found at its root(s).

    Arrays have a leading batch axis when a batch of roots was searched.

    Attributes
    ----------
    visit_counts : numpy.ndarray of int32
        Visits of each root action; they sum to the simulations run.
    q_values : numpy.ndarray
        Q of each root action (reward + discount * child value); NaN if unvisited.
    priors : numpy.ndarray
        The root priors used (after top-K and Dirichlet noise).
    action : int or numpy.ndarray
        The most visited root action (lowest index on ties).
    value : float or numpy.ndarray
        The root's mean backed-up value.
    nodes, max_depth : int or numpy.ndarray
        Tree statistics: nodes allocated, deepest node.
    simulations : int
        Simulations run per root.
    states : list
        Python environments only: the state of every node, by node id (node 0
        is the root; a batch gives one list per root).
    """

    visit_counts: np.ndarray
    q_values: np.ndarray
    priors: np.ndarray
    action: Any
    value: Any
    nodes: Any
    max_depth: Any
    simulations: int
    states: list = field(default_factory=list, repr=False)


_KERNELS = None


def _kernels():
    global _KERNELS
    if _KERNELS is None:  # numba is imported on the first search only
        from . import _kernels as module

        _KERNELS = module
    return _KERNELS


def _check_int(name, value, low, high):
    if type(value) is int and low <= value <= high:  # the common case, first and cheap
        return value
    if isinstance(value, bool) or not isinstance(value, (int, np.integer)):
        raise SearchError(f"{name} must be an integer, got {value!r}")
    if not low <= value <= high:
        raise SearchError(f"{name} must be in [{low}, {high}], got {value}")
    return int(value)


def _check_float(name, value, low, high):
    if type(value) is float and low <= value <= high:  # (NaN and infinities fail here)
        return value
    try:
        value = float(value)
    except (TypeError, ValueError):
        raise SearchError(f"{name} must be a number, got {value!r}") from None
    if not (math.isfinite(value) and low <= value <= high):
        raise SearchError(f"{name} must be a finite number in [{low}, {high}], got {value}")
    return value


@dataclass
class _Tree:
    """The preallocated arrays of one tree (layout in :mod:`._kernels`), for the Python path."""

    edges_f: np.ndarray
    edges_i: np.ndarray
    nodes_i: np.ndarray
    order: np.ndarray
    value_sum: np.ndarray

    @classmethod
    def allocate(cls, nodes, actions, dtype, n_fields):
        edges_i = np.zeros((nodes, actions, 2), np.int32)
        edges_i[:, :, 0] = -1
        return cls(
            np.zeros((nodes, actions, 4), dtype),
            edges_i,
            np.zeros((nodes, n_fields), np.int32),
            np.zeros((nodes, actions), np.int32),
            np.zeros(nodes, dtype),
        )


def _check_memory(nodes, actions, itemsize, state_bytes=0):
    """One tree at a time is alive (a batch reuses it): bound its size."""
    per_node = actions * (12 + 4 * itemsize) + 28 + 8 + state_bytes
    if nodes * per_node > _MAX_TREE_BYTES:
        raise SearchError(
            f"a tree of {nodes} nodes x {actions} actions needs more than "
            f"{_MAX_TREE_BYTES >> 30} GiB; run fewer simulations"
        )


@lru_cache(maxsize=32)
def _jit_driver(step, prior_fn, value_fn):
    """The batch search specialised on one jitted environment, compiled once per process.

    The environment functions are closed over rather than passed per call:
    numba would otherwise re-type three function arguments on every search.
    """
    import numba as nb

    from ._config import NUMBA_ENV_FLAGS
    from ._kernels import _search_env

    @nb.njit(**NUMBA_ENV_FLAGS)
    def drive(
        roots,
        noise,
        frac,
        seed,
        sims,
        coefs,
        rule,
        gamma,
        top_k,
        n_rollouts,
        rollout_depth,
        max_depth,
        visits,
        q,
        prior,
        value,
        stats,
    ):
        return _search_env(
            step,
            prior_fn,
            value_fn,
            roots,
            noise,
            frac,
            seed,
            sims,
            coefs,
            rule,
            gamma,
            top_k,
            n_rollouts,
            rollout_depth,
            max_depth,
            visits,
            q,
            prior,
            value,
            stats,
        )

    return drive


_SETTINGS_CACHE = 64
_COEFS_CACHE_MAX_VISITS = 1 << 14  # (64 tables of at most 128 KiB)


@lru_cache(maxsize=_SETTINGS_CACHE, typed=True)
def _settings(
    num_simulations,
    c_puct,
    c_base,
    rule,
    gamma,
    top_k,
    n_rollouts,
    rollout_depth,
    max_depth,
    dirichlet_alpha,
    dirichlet_fraction,
    dtype,
):
    """The validated search settings, the PUCT coefficient table and the dtype's item size.

    Small searches are dominated by fixed per-call costs, so the validation
    of a set of settings is kept for the next call with the same values of
    the same types (``typed=True``: ``True`` is not taken for ``1``).  Every
    value is immutable, and the cached table is private and never written
    after creation, so sharing it between calls and threads is safe.
    """
    k = _kernels()
    sims = _check_int("num_simulations", num_simulations, 1, _MAX_SIMULATIONS)
    lam = _check_float("c_puct", c_puct, 0.0, 1e6)
    c_base = _check_float("c_base", c_base, 0.0, 1e12)
    if rule not in RULES:
        raise SearchError(f"rule must be one of {RULES}, got {rule!r}")
    rule_id = k.RULE_PUCT if rule == "puct" else k.RULE_PRIOR
    gamma = _check_float("gamma", gamma, 0.0, 1.0)
    top_k = None if top_k is None else _check_int("top_k", top_k, 1, 1 << 30)
    n_rollouts = _check_int("n_rollouts", n_rollouts, 0, 1_000_000)
    rollout_depth = _check_int("rollout_depth", rollout_depth, 1, 1_000_000)
    max_depth = sims + 1 if max_depth is None else _check_int("max_depth", max_depth, 1, 1 << 30)
    alpha, frac = None, 0.0
    if dirichlet_alpha is not None:
        alpha = _check_float("dirichlet_alpha", dirichlet_alpha, 1e-12, 1e6)
        frac = _check_float("dirichlet_fraction", dirichlet_fraction, 0.0, 1.0)
    given = np.dtype(dtype)
    if given == np.float64:
        dtype = np.float64
    elif given == np.float32:
        dtype = np.float32
    else:
        raise SearchError(f"dtype must be float32 or float64, got {given}")
    # The table comes from the kernels (the same log and sqrt as ever); a
    # huge one is not kept, its search dwarfs computing it.
    coefs = None
    if sims < _COEFS_CACHE_MAX_VISITS:
        coefs = k._coefficients(lam, c_base, rule_id, sims + 1)
    return (
        sims,
        lam,
        c_base,
        rule_id,
        gamma,
        top_k,
        n_rollouts,
        rollout_depth,
        max_depth,
        alpha,
        frac,
        dtype,
        given.itemsize,
        coefs,
    )


_NO_NOISE: dict = {}
"""num_actions -> the (1, num_actions) zeros handed to the kernels when there is no noise
(private, never written; a dict access is atomic under the GIL)."""


def _no_noise(n_actions):
    zeros = _NO_NOISE.get(n_actions)
    if zeros is None:
        zeros = _NO_NOISE[n_actions] = np.zeros((1, n_actions))
    return zeros


def _result(visit_counts, q_values, priors, action, value, nodes, max_depth, simulations, states):
    """A :class:`SearchResult` without the frozen dataclass's slow ``__init__``.

    (That ``__init__`` sets each field through ``object.__setattr__``; for a
    small search it costs as much as a tenth of the search.)
    """
    res = object.__new__(SearchResult)
    res.__dict__.update(
        visit_counts=visit_counts,
        q_values=q_values,
        priors=priors,
        action=action,
        value=value,
        nodes=nodes,
        max_depth=max_depth,
        simulations=simulations,
        states=states,
    )
    return res


class _SplitMix64:
    """Python twin of the kernels' ``_uniform`` stream (same numbers, same order)."""

    __slots__ = ("state",)

    def __init__(self, seed: int):
        self.state = seed & _MASK64

    def uniform(self) -> float:
        self.state = (self.state + 0x9E3779B97F4A7C15) & _MASK64
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK64
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK64
        z ^= z >> 31
        return (z >> 11) * (1.0 / 9007199254740992.0)

    def sample(self, weights: np.ndarray) -> int:
        """Same draw as the kernels' ``_sample``."""
        legal = [a for a in range(len(weights)) if weights[a] > 0.0]
        if not legal:
            return -1
        total = 0.0
        for a in legal:
            total += float(weights[a])
        u = self.uniform() * total
        cum = 0.0
        for a in legal:
            cum += float(weights[a])
            if u < cum:
                return a
        return legal[-1]


def search(
    env,
    root,
    *,
    num_simulations: int,
    c_puct: float = 1.25,
    c_base: float = 0.0,
    rule: str = "puct",
    gamma: float = 1.0,
    top_k: int | None = None,
    n_rollouts: int = 0,
    rollout_depth: int = 64,
    max_depth: int | None = None,
    dirichlet_alpha: float | None = None,
    dirichlet_fraction: float = 0.25,
    seed: int = 0,
    dtype=np.float64,
    batch: bool = False,
) -> SearchResult:
    """Run a PUCT Monte Carlo tree search from one root or a batch of roots.

    Parameters
    ----------
    env : JitEnv or PyEnv
        The environment (see the module docstring).
    root : array_like or object
        The root state; with ``batch=True`` a sequence of root states (for a
        :class:`JitEnv`, a 2-D array, one row per root).
    num_simulations : int
        Simulations per root (>= 1).
    c_puct : float
        The exploration weight lambda.
    c_base : float
        If > 0, lambda grows as lambda + log((N + c_base + 1) / c_base) (MuZero).
    rule : {"puct", "prior"}
        Selection by Q + lambda P sqrt(N) / (1 + n) or by Q + lambda P.
    gamma : float
        Discount in [0, 1] of the returns.
    top_k : int, optional
        Candidates per node: the ``top_k`` actions of highest prior (all legal ones by default).
    n_rollouts : int
        Rollouts that evaluate each new node (0: use ``env.value`` or 0).
    rollout_depth : int
        Steps per rollout before the value function completes it.
    max_depth : int, optional
        Deepest node (edges from the root); unbounded by default.
    dirichlet_alpha : float, optional
        If given, Dirichlet(alpha) noise is mixed into the root priors with
        weight ``dirichlet_fraction``.
    seed : int
        Seeds the root noise and the rollouts; equal seeds give equal searches.
    dtype : numpy float dtype
        float64 (default) or float32 tree values.
    batch : bool
        Search a batch of independent roots.

    Returns
    -------
    SearchResult

    Raises
    ------
    SearchError
        Bad settings, a root without legal action, or an environment that
        returned malformed priors or non-finite rewards.

    Examples
    --------
    A corridor: action 1 moves right (reward 1 at the end), action 0 stops.

    >>> import numpy as np
    >>> class Corridor:
    ...     num_actions = 2
    ...     def step(self, s, a):
    ...         return (s + 1, float(s + 1 == 3), s + 1 == 3) if a else (s, 0.0, True)
    ...     def priors(self, s):
    ...         return [0.5, 0.5]
    >>> res = search(Corridor(), 0, num_simulations=30)
    >>> int(res.action), int(res.visit_counts.sum())
    (1, 30)
    """
    k = _KERNELS if _KERNELS is not None else _kernels()
    args = (
        num_simulations,
        c_puct,
        c_base,
        rule,
        gamma,
        top_k,
        n_rollouts,
        rollout_depth,
        max_depth,
        dirichlet_alpha,
        dirichlet_fraction,
        dtype,
    )
    try:
        settings = _settings(*args)
    except TypeError:  # an unhashable argument: validate it without the cache
        settings = _settings.__wrapped__(*args)
    (
        sims,
        lam,
        c_base,
        rule_id,
        gamma,
        top_k,
        n_rollouts,
        rollout_depth,
        max_depth,
        dirichlet_alpha,
        frac,
        dtype,
        itemsize,
        coefs,
    ) = settings
    jit = isinstance(env, JitEnv)
    if not jit and not isinstance(env, PyEnv):  # (a Protocol check is slow: only if needed)
        raise SearchError(
            "env must be a JitEnv or follow the PyEnv protocol "
            "(num_actions, step(state, action), priors(state))"
        )
    n_actions = _check_int("env.num_actions", env.num_actions, 1, 1 << 20)
    if top_k is None:
        top_k = n_actions
    seed = _check_int("seed", seed, 0, _MASK64)

    if jit:
        roots = root if type(root) is np.ndarray else np.asarray(root)
        kind = roots.dtype.kind
        if kind != "f":
            if kind not in "iub":
                raise SearchError("a JitEnv root must be a numeric array")
            roots = roots.astype(np.float64)
        if roots.ndim != (2 if batch else 1):
            raise SearchError(
                f"root must be a {2 if batch else 1}-D array (batch={batch}), "
                f"got shape {roots.shape}"
            )
        roots = np.ascontiguousarray(roots if batch else roots[None, :])
        n_roots = roots.shape[0]
    else:
        roots = list(root) if batch else [root]
        n_roots = len(roots)
    if n_roots == 0:
        raise SearchError("the batch of roots is empty")
    if n_roots * sims > _MAX_TOTAL_SIMULATIONS:
        raise SearchError(
            f"{n_roots} roots x {sims} simulations exceed the limit of "
            f"{_MAX_TOTAL_SIMULATIONS} per call; split the batch"
        )

    if frac > 0.0:
        noise = np.random.default_rng(seed).dirichlet(
            np.full(n_actions, dirichlet_alpha), size=n_roots
        )
    else:
        noise = _no_noise(n_actions)
    if coefs is None:
        coefs = k._coefficients(lam, c_base, rule_id, sims + 1)
    visits = np.empty((n_roots, n_actions), np.int32)
    q = np.empty((n_roots, n_actions), dtype)
    priors = np.empty((n_roots, n_actions), dtype)
    value = np.empty(n_roots, dtype)
    stats = np.empty((3, n_roots), np.int64)  # nodes, max depth, most visited action
    node_states = []
    if jit:
        _check_memory(sims + 1, n_actions, itemsize, roots.shape[1] * roots.itemsize)
        value_fn = env.value if env.value is not None else k._zero_value
        drive = _jit_driver(env.step, env.priors, value_fn)
        status = drive(
            roots,
            noise,
            frac,
            seed - (1 << 64) if seed >> 63 else seed,
            sims,
            coefs,
            rule_id,
            gamma,
            top_k,
            n_rollouts,
            rollout_depth,
            max_depth,
            visits,
            q,
            priors,
            value,
            stats,
        )
        if status >= 0:
            raise SearchError(f"root {status} has no legal action")
        if status == -2:
            raise SearchError("the environment produced a non-finite reward or value")
    else:
        _check_memory(sims + 1, n_actions, itemsize)
        settings = (sims, coefs, rule_id, gamma, top_k, n_rollouts, rollout_depth, max_depth)
        for b in range(n_roots):
            tree = _Tree.allocate(sims + 1, n_actions, dtype, k.N_FIELDS)
            states = _search_python(
                k,
                env,
                roots[b],
                noise[b if frac > 0.0 else 0],
                frac,
                (seed + b * _STREAM) & _MASK64,
                settings,
                tree,
                b,
            )
            stats[0, b] = len(states)
            value[b], stats[1, b] = k._summarise_root(
                len(states),
                tree.edges_f,
                tree.edges_i,
                tree.nodes_i,
                tree.value_sum,
                visits[b],
                q[b],
                priors[b],
            )
            stats[2, b] = visits[b].argmax()
            node_states.append(states)
        # Every backup adds to the root's value sum, so one non-finite reward
        # or value anywhere in the tree shows there.
        if not np.isfinite(value).all():
            raise SearchError("the environment produced a non-finite reward or value")
    if batch:
        nodes, depth, action = stats[0], stats[1], stats[2]  # (faster than unpacking)
        return _result(visits, q, priors, action, value, nodes, depth, sims, node_states)
    return _result(
        visits[0],
        q[0],
        priors[0],
        int(stats[2, 0]),
        float(value[0]),
        int(stats[0, 0]),
        int(stats[1, 0]),
        sims,
        node_states[0] if node_states else [],
    )


def _py_priors(env, state, n_actions) -> np.ndarray:
    weights = np.asarray(env.priors(state), dtype=np.float64)
    if weights.shape != (n_actions,) or not np.isfinite(weights).all():
        raise SearchError(
            f"env.priors must return {n_actions} finite weights, "
            f"got {weights.shape} {weights!r:.80}"
        )
    return weights


def _py_step(env, state, action):
    nxt, reward, done = env.step(state, action)
    reward = float(reward)
    if not math.isfinite(reward):
        raise SearchError(f"env.step returned a non-finite reward {reward}")
    return nxt, reward, bool(done)


def _py_value(env, state) -> float:
    fn = getattr(env, "value", None)
    return 0.0 if fn is None else float(fn(state))


def _py_evaluate(env, state, n_rollouts, rollout_depth, gamma, rng, n_actions):
    """Python twin of the kernels' ``_evaluate`` (same draws, same sums)."""
    if n_rollouts == 0:
        return _py_value(env, state)
    total = 0.0
    for _ in range(n_rollouts):
        s, g, disc, ended = state, 0.0, 1.0, False
        for _k in range(rollout_depth):
            a = rng.sample(_py_priors(env, s, n_actions))
            if a < 0:
                ended = True
                break
            s, r, done = _py_step(env, s, a)
            g += disc * r
            disc *= gamma
            if done:
                ended = True
                break
        if not ended:
            g += disc * _py_value(env, s)
        total += g
    return total / n_rollouts


def _search_python(k, env, root, noise, frac, seed, settings, tree, b):
    """One root in a Python environment: same kernels, Python steps. Returns node states."""
    (sims, coefs, rule, gamma, top_k, n_rollouts, rollout_depth, max_depth) = settings
    n_actions = env.num_actions
    ef, ei, ni, od, vs = tree.edges_f, tree.edges_i, tree.nodes_i, tree.order, tree.value_sum
    keep = np.empty(n_actions, np.bool_)
    rng = _SplitMix64(seed)
    states = [root]
    if (
        k._set_priors(_py_priors(env, root, n_actions), noise, frac, top_k, ef, od, ni, 0, keep)
        == 0
    ):
        raise SearchError(f"root {b} has no legal action")
    ni[0, k.N_VISITS] = 1
    vs[0] = _py_evaluate(env, root, n_rollouts, rollout_depth, gamma, rng, n_actions)
    no_weights = np.zeros(n_actions)
    for _ in range(sims):
        par, a, leaf = k._select_leaf(ef, ei, ni, od, vs, coefs, rule, max_depth)
        if leaf >= 0:
            k._backup(ef, ei, ni, vs, leaf, 0.0, False)
            continue
        leaf = len(states)
        nxt, r, done = _py_step(env, states[par], a)
        states.append(nxt)
        weights = no_weights if done else _py_priors(env, nxt, n_actions)
        v = 0.0
        if k._expand(ef, ei, ni, od, par, a, leaf, r, done, gamma, weights, top_k, keep) > 0:
            v = _py_evaluate(env, nxt, n_rollouts, rollout_depth, gamma, rng, n_actions)
        k._backup(ef, ei, ni, vs, leaf, v, True)
    return states
