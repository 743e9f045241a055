"""Private numba kernels of the tree search: the arrays, not the API.

A tree lives in preallocated arrays indexed by node id (the root is node 0,
every simulation adds at most one node, so ``1 + num_simulations`` rows
suffice):

``children[node, a]``   child node id reached by action ``a``, ``-1`` if not expanded
``prior[node, a]``      prior of ``a`` at ``node``; ``0`` marks a non-candidate
``reward[node, a]``     reward of the transition ``node --a-->``
``discount[node, a]``   ``gamma``, or ``0`` when the transition ends the episode
``visits[node]``        visit count N (the evaluation that created the node is 1)
``value_sum[node]``     sum of the returns backed up through the node
``edge_q[node, a]``, ``edge_n[node, a]``  Q and visit count of the child, kept by the backup
``parent``, ``parent_action``, ``depth``, ``terminal``: per node.

Q(s, a) = reward[s, a] + discount[s, a] * value_sum[c] / visits[c] for the
child ``c``.  These kernels never validate; :mod:`clinarg.mcts.search` does.
Every kernel that takes no function argument is cached on disk; the driver
``_search_env`` is specialised on the user's jitted environment functions.
"""

from __future__ import annotations

import math

import numba as nb
import numpy as np

from ._config import EPSILON, NUMBA_ENV_FLAGS, NUMBA_FLAGS

RULE_PUCT = 0
"""Q + lam * P * sqrt(N) / (1 + n): AlphaZero's PUCT."""
RULE_PRIOR = 1
"""Q + lam * P: the orchestrator's prior O(a | M) added to the value."""

_GOLDEN = np.uint64(0x9E3779B97F4A7C15)
_MIX1 = np.uint64(0xBF58476D1CE4E5B9)
_MIX2 = np.uint64(0x94D049BB133111EB)
_S30, _S27, _S31, _S11 = np.uint64(30), np.uint64(27), np.uint64(31), np.uint64(11)
_TWO_M53 = 1.0 / 9007199254740992.0


@nb.njit(**NUMBA_FLAGS)
def _uniform(rng):
    """Next float in [0, 1) of the splitmix64 stream held in ``rng[0]``.

    A hand-written generator (not numba's) so that the plain-Python reference
    and the Python-environment path draw exactly the same numbers.
    """
    z = rng[0] + _GOLDEN
    rng[0] = z
    z = (z ^ (z >> _S30)) * _MIX1
    z = (z ^ (z >> _S27)) * _MIX2
    z = z ^ (z >> _S31)
    return float(z >> _S11) * _TWO_M53


@nb.njit(**NUMBA_FLAGS)
def _sample(weights, rng):
    """An action drawn with probability proportional to its positive weight; -1 if none."""
    total = 0.0
    last = -1
    for a in range(weights.shape[0]):
        if weights[a] > 0.0:
            total += weights[a]
            last = a
    if last < 0:
        return -1
    u = _uniform(rng) * total
    cum = 0.0
    for a in range(weights.shape[0]):
        if weights[a] > 0.0:
            cum += weights[a]
            if u < cum:
                return a
    return last  # u rounded up to the total


@nb.njit(**NUMBA_FLAGS)
def _set_priors(weights, noise, noise_fraction, top_k, out, keep):
    """Keep the ``top_k`` positive weights (ties: lower action first), normalise into ``out``.

    With ``noise_fraction > 0`` the kept priors are mixed with ``noise``
    renormalised over the kept actions: (1 - f) P + f eta.  Returns the number
    of candidates kept; ``out`` is 0 for every other action.  ``keep`` is
    scratch space of one flag per action.
    """
    n_actions = weights.shape[0]
    keep[:] = False
    kept = 0
    if top_k >= n_actions:
        for a in range(n_actions):
            if weights[a] > 0.0:
                keep[a] = True
                kept += 1
    else:
        for _ in range(top_k):
            best = -1
            for a in range(n_actions):
                if not keep[a] and weights[a] > 0.0 and (best < 0 or weights[a] > weights[best]):
                    best = a
            if best < 0:
                break
            keep[best] = True
            kept += 1
    total = 0.0
    noise_total = 0.0
    for a in range(n_actions):
        if keep[a]:
            total += weights[a]
            if noise_fraction > 0.0:
                noise_total += noise[a]
    for a in range(n_actions):
        if not keep[a]:
            out[a] = 0.0
            continue
        p = weights[a] / total
        if noise_fraction > 0.0 and noise_total > 0.0:
            p = (1.0 - noise_fraction) * p + noise_fraction * (noise[a] / noise_total)
        out[a] = p
    return kept


@nb.njit(**NUMBA_FLAGS)
def _select_action(node, prior, edge_q, edge_n, visits, value_sum, lam, c_base, rule):
    """The candidate action of ``node`` with the highest score (first on ties).

    Q is min-max normalised over the node's own value and its visited
    children (unvisited children score Q = 0), as in MuZero/mctx.
    """
    n_actions = prior.shape[1]
    n_node = visits[node]
    v_node = value_sum[node] / n_node
    lo = v_node
    hi = v_node
    for a in range(n_actions):
        if edge_n[node, a] > 0:
            q = edge_q[node, a]
            lo = min(lo, q)
            hi = max(hi, q)
    spread = max(hi - lo, EPSILON)
    coef = lam
    if rule == RULE_PUCT:
        if c_base > 0.0:
            coef = lam + math.log((n_node + c_base + 1.0) / c_base)
        coef = math.sqrt(n_node) * coef
    best = -1
    best_score = -np.inf
    for a in range(n_actions):
        p = prior[node, a]
        if p <= 0.0:
            continue
        n = edge_n[node, a]
        qn = (edge_q[node, a] - lo) / spread if n > 0 else 0.0
        if rule == RULE_PUCT:
            score = qn + coef * p / (n + 1.0)
        else:
            score = qn + lam * p
        if score > best_score:
            best_score = score
            best = a
    return best


@nb.njit(**NUMBA_FLAGS)
def _select_leaf(children, prior, edge_q, edge_n, visits, value_sum, terminal,
                 lam, c_base, rule, max_depth):
    """Walk down from the root by :func:`_select_action`.

    Returns ``(parent, action, leaf)``: ``leaf`` is ``-1`` when the edge is
    not expanded yet, else an existing terminal node or one at ``max_depth``
    that is revisited without a new evaluation.
    """
    node = 0
    depth = 0
    while True:
        a = _select_action(node, prior, edge_q, edge_n, visits, value_sum, lam, c_base, rule)
        depth += 1
        c = children[node, a]
        if c < 0:
            return node, a, -1
        if terminal[c] or depth >= max_depth:
            return node, a, c
        node = c


@nb.njit(**NUMBA_FLAGS)
def _attach(node, par, action, r, done, gamma, children, reward, discount, parent,
            parent_action, depth, terminal):
    """Record the new node reached from ``par`` by ``action``."""
    children[par, action] = node
    reward[par, action] = r
    discount[par, action] = 0.0 if done else gamma
    parent[node] = par
    parent_action[node] = action
    depth[node] = depth[par] + 1
    terminal[node] = done


@nb.njit(**NUMBA_FLAGS)
def _backup(leaf, value, is_new, visits, value_sum, parent, parent_action, reward, discount,
            edge_q, edge_n):
    """Back the leaf's value up to the root: G <- r + discount * G at each edge.

    A new leaf holds its evaluation as its first visit; a revisited leaf
    (terminal or at the depth limit) adds its current mean once more.  Each
    edge passed keeps its child's Q and visit count, so selection reads one
    row per node.
    """
    if is_new:
        visits[leaf] = 1
        value_sum[leaf] = value
    else:
        value = value_sum[leaf] / visits[leaf]
        visits[leaf] += 1
        value_sum[leaf] += value
    g = value
    node = leaf
    while node != 0:
        p = parent[node]
        a = parent_action[node]
        edge_q[p, a] = reward[p, a] + discount[p, a] * (value_sum[node] / visits[node])
        edge_n[p, a] = visits[node]
        g = reward[p, a] + discount[p, a] * g
        value_sum[p] += g
        visits[p] += 1
        node = p


@nb.njit(**NUMBA_ENV_FLAGS)
def _evaluate(step, prior_fn, value_fn, state, n_rollouts, rollout_depth, gamma, rng,
              wbuf, s1, s2):
    """Leaf value: the value function, or the mean discounted return of rollouts.

    Rollouts draw actions in proportion to the environment's prior weights;
    one cut by ``rollout_depth`` is completed by the value function.
    """
    if n_rollouts == 0:
        return value_fn(state)
    total = 0.0
    for _ in range(n_rollouts):
        s1[:] = state
        g = 0.0
        disc = 1.0
        ended = False
        for _k in range(rollout_depth):
            prior_fn(s1, wbuf)
            a = _sample(wbuf, rng)
            if a < 0:
                ended = True
                break
            r, done = step(s1, a, s2)
            g += disc * r
            disc *= gamma
            s1[:] = s2
            if done:
                ended = True
                break
        if not ended:
            g += disc * value_fn(s1)
        total += g
    return total / n_rollouts


@nb.njit(**NUMBA_FLAGS)
def _reset(n_used, children, prior, reward, discount, visits, value_sum, parent,
           parent_action, depth, terminal, edge_q, edge_n):
    """Clear the first ``n_used`` nodes of a tree so it can search the next root."""
    for i in range(n_used):
        children[i, :] = -1
        edge_q[i, :] = 0.0
        edge_n[i, :] = 0
        prior[i, :] = 0.0
        reward[i, :] = 0.0
        discount[i, :] = 0.0
        visits[i] = 0
        value_sum[i] = 0.0
        parent[i] = -1
        parent_action[i] = -1
        depth[i] = 0
        terminal[i] = False


@nb.njit(**NUMBA_FLAGS)
def _summarise_root(n_nodes, prior, edge_q, edge_n, visits, value_sum, depth,
                    out_visits, out_q, out_prior):
    """Root visit counts, Q (NaN if unvisited) and priors; returns (root value, max depth)."""
    for a in range(prior.shape[1]):
        out_prior[a] = prior[0, a]
        if edge_n[0, a] > 0:
            out_visits[a] = edge_n[0, a]
            out_q[a] = edge_q[0, a]
        else:
            out_visits[a] = 0
            out_q[a] = np.nan
    deepest = 0
    for i in range(n_nodes):
        deepest = max(deepest, depth[i])
    return value_sum[0] / visits[0], deepest


@nb.njit(**NUMBA_ENV_FLAGS)
def _search_env(step, prior_fn, value_fn, root_states, noise, noise_fraction, seeds,
                num_simulations, lam, c_base, rule, gamma, top_k, n_rollouts,
                rollout_depth, max_depth, marker, out_visits, out_q, out_prior, out_value,
                out_nodes, out_depth):
    """Search every root of the batch in a jitted environment; fills the ``out_*`` arrays.

    One tree (dtype of ``marker``) is allocated and reused root after root.
    ``out_nodes[b]`` is 0 when root ``b`` has no legal action (not searched).
    """
    batch, n_actions = noise.shape
    dim = root_states.shape[1]
    m = num_simulations + 1
    ch = np.full((m, n_actions), -1, dtype=np.int32)
    pr = np.zeros((m, n_actions), dtype=marker.dtype)
    rw = np.zeros((m, n_actions), dtype=marker.dtype)
    dc = np.zeros((m, n_actions), dtype=marker.dtype)
    vi = np.zeros(m, dtype=np.int32)
    vs = np.zeros(m, dtype=marker.dtype)
    pa = np.full(m, -1, dtype=np.int32)
    pact = np.full(m, -1, dtype=np.int32)
    de = np.zeros(m, dtype=np.int32)
    te = np.zeros(m, dtype=np.bool_)
    eq = np.zeros((m, n_actions), dtype=marker.dtype)
    en = np.zeros((m, n_actions), dtype=np.int32)
    st = np.zeros((m, dim), dtype=root_states.dtype)
    wbuf = np.empty(n_actions, dtype=np.float64)
    keep = np.empty(n_actions, dtype=np.bool_)
    s1 = np.empty(dim, dtype=root_states.dtype)
    s2 = np.empty(dim, dtype=root_states.dtype)
    rng = np.empty(1, dtype=np.uint64)
    n = 0
    for b in range(batch):
        _reset(n, ch, pr, rw, dc, vi, vs, pa, pact, de, te, eq, en)
        rng[0] = seeds[b]
        st[0, :] = root_states[b]
        prior_fn(st[0], wbuf)
        if _set_priors(wbuf, noise[b], noise_fraction, top_k, pr[0], keep) == 0:
            out_nodes[b] = 0
            n = 1
            continue
        v0 = _evaluate(step, prior_fn, value_fn, st[0], n_rollouts, rollout_depth, gamma,
                       rng, wbuf, s1, s2)
        vi[0] = 1
        vs[0] = v0
        n = 1
        for _ in range(num_simulations):
            par, a, leaf = _select_leaf(ch, pr, eq, en, vi, vs, te, lam, c_base, rule,
                                        max_depth)
            if leaf >= 0:
                _backup(leaf, 0.0, False, vi, vs, pa, pact, rw, dc, eq, en)
                continue
            leaf = n
            n += 1
            r, done = step(st[par], a, st[leaf])
            _attach(leaf, par, a, r, done, gamma, ch, rw, dc, pa, pact, de, te)
            v = 0.0
            if not done:
                prior_fn(st[leaf], wbuf)
                if _set_priors(wbuf, wbuf, 0.0, top_k, pr[leaf], keep) == 0:
                    te[leaf] = True  # a dead end: nothing left to do
                else:
                    v = _evaluate(step, prior_fn, value_fn, st[leaf], n_rollouts,
                                  rollout_depth, gamma, rng, wbuf, s1, s2)
            _backup(leaf, v, True, vi, vs, pa, pact, rw, dc, eq, en)
        out_nodes[b] = n
        out_value[b], out_depth[b] = _summarise_root(n, pr, eq, en, vi, vs, de,
                                                     out_visits[b], out_q[b], out_prior[b])


@nb.njit(**NUMBA_FLAGS)
def _zero_value(state):
    """The default value function: no estimate, 0."""
    return 0.0
