"""Private numba kernels of the tree search: the arrays, not the API.

A tree lives in four preallocated arrays indexed by node id (the root is
node 0; every simulation adds at most one node, so ``1 + num_simulations``
rows suffice):

``edges_f[node, a, F_*]``  per edge: prior (0 marks a non-candidate), reward,
                           discount (``gamma``, or 0 when the step ends the
                           episode) and Q of the child, kept by the backup
``edges_i[node, a, I_*]``  per edge: child node id (-1 if not expanded) and
                           the child's visit count
``nodes_i[node, N_*]``     per node: visit count N (its own evaluation is
                           the first), parent, action from the parent, depth,
                           terminal flag, number of candidates, number expanded
``order[node, k]``         the candidates by decreasing prior (ties: lower
                           action first); the first ``N_EXPANDED`` are exactly
                           the expanded children (see :func:`_select_leaf`)
``value_sum[node]``        sum of the returns backed up through the node

Q(s, a) = reward + discount * value_sum[c] / N(c) for the child ``c``.
Few, interleaved arrays on purpose: every array handed to a kernel costs
atomic reference-count updates, and one edge's numbers sit together.

These kernels never validate; :mod:`clinarg.mcts.puct` does.  The kernels
without function arguments are cached on disk; ``_search_env`` is
specialised on the user's jitted environment functions.
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

F_PRIOR, F_REWARD, F_DISCOUNT, F_Q = 0, 1, 2, 3
I_CHILD, I_VISITS = 0, 1
N_VISITS, N_PARENT, N_ACTION, N_DEPTH, N_TERMINAL, N_CANDIDATES, N_EXPANDED = range(7)
N_FIELDS = 7

_GOLDEN = np.uint64(0x9E3779B97F4A7C15)
_MIX1 = np.uint64(0xBF58476D1CE4E5B9)
_MIX2 = np.uint64(0x94D049BB133111EB)
_S30, _S27, _S31, _S11 = np.uint64(30), np.uint64(27), np.uint64(31), np.uint64(11)
_TWO_M53 = 1.0 / 9007199254740992.0
STREAM = np.uint64(0x632BE59BD9B4E019)
"""Spacing of the random streams of the roots of a batch (seed + b * STREAM)."""


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
def _coefficients(lam, c_base, rule, max_visits):
    """The exploration factor for every node visit count N, computed once per search.

    PUCT: sqrt(N) (lam + log((N + c_base + 1) / c_base)) (without the log
    when ``c_base`` is 0); the prior rule: lam.  Tabulating it takes a log
    and a square root out of every selection step.
    """
    out = np.empty(max_visits + 1, dtype=np.float64)
    for n_node in range(max_visits + 1):
        coef = lam
        if rule == RULE_PUCT:
            if c_base > 0.0:
                coef = lam + math.log((n_node + c_base + 1.0) / c_base)
            coef = math.sqrt(n_node) * coef
        out[n_node] = coef
    return out


@nb.njit(**NUMBA_FLAGS)
def _set_priors(weights, noise, noise_fraction, top_k, edges_f, order, nodes_i, row, keep):
    """Candidates of node ``row``: the ``top_k`` positive weights (ties: lower action first).

    Their priors are the weights normalised over the candidates, mixed with
    ``noise`` (renormalised over the candidates) as (1 - f) P + f eta when
    ``noise_fraction`` f > 0; every other action gets prior 0.  The
    candidates are listed in ``order[row]`` by decreasing prior.  ``keep`` is
    scratch space.  Returns the number of candidates.
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
            edges_f[row, a, F_PRIOR] = 0.0
            continue
        p = weights[a] / total
        if noise_fraction > 0.0 and noise_total > 0.0:
            p = (1.0 - noise_fraction) * p + noise_fraction * (noise[a] / noise_total)
        edges_f[row, a, F_PRIOR] = p
    # Insertion sort of the candidates by stored prior, descending; stable,
    # so equal priors keep the lower action first.
    k = 0
    for a in range(n_actions):
        if not keep[a]:
            continue
        p = edges_f[row, a, F_PRIOR]
        j = k
        while j > 0 and edges_f[row, order[row, j - 1], F_PRIOR] < p:
            order[row, j] = order[row, j - 1]
            j -= 1
        order[row, j] = a
        k += 1
    nodes_i[row, N_CANDIDATES] = kept
    nodes_i[row, N_EXPANDED] = 0
    return kept


@nb.njit(**NUMBA_FLAGS)
def _select_leaf(edges_f, edges_i, nodes_i, order, value_sum, coefs, rule, max_depth):
    """Walk down from the root, at each node to the candidate of highest score.

    Score: min-max normalised Q (over the node's own value and its visited
    children; an unvisited child scores Q = 0, as in MuZero/mctx) plus
    ``coefs[N] * P / (1 + n)`` (PUCT) or ``coefs[N] * P`` (prior rule); the
    lowest action wins ties.  Returns ``(parent, action, leaf)``: ``leaf`` is
    ``-1`` when the edge is not expanded yet, else an existing terminal node
    or one at ``max_depth`` that is revisited without a new evaluation.

    Every unvisited candidate scores ``coefs[N] * P``, so the best of them
    lead the unexpanded part of ``order`` (kept sorted by :func:`_expand`).
    A step therefore looks at the expanded children and the leading
    unexpanded candidate(s), not at every action, and chooses what a scan
    of all candidates would.
    """
    node = 0
    depth = 0
    while True:
        n_node = nodes_i[node, N_VISITS]
        n_exp = nodes_i[node, N_EXPANDED]
        lo = value_sum[node] / n_node
        hi = lo
        for k in range(n_exp):
            q = edges_f[node, order[node, k], F_Q]
            lo = min(lo, q)
            hi = max(hi, q)
        spread = max(hi - lo, EPSILON)
        coef = coefs[n_node]
        best = -1
        best_score = -np.inf
        # Unvisited candidates score coef * P (Q = 0, 1 + n = 1: the general
        # formula's value without its divisions).  ``order`` lists them by
        # decreasing P, so the best come first; equal scores (a zero
        # coefficient, rounding) go to the lowest action.
        for k in range(n_exp, nodes_i[node, N_CANDIDATES]):
            a = order[node, k]
            score = coef * edges_f[node, a, F_PRIOR]
            if score > best_score or (score == best_score and a < best):
                best_score = score
                best = a
            elif score < best_score:
                break
        for k in range(n_exp):
            a = order[node, k]
            p = edges_f[node, a, F_PRIOR]
            if rule == RULE_PUCT:
                score = (edges_f[node, a, F_Q] - lo) / spread + coef * p / (
                    edges_i[node, a, I_VISITS] + 1.0
                )
            else:
                score = (edges_f[node, a, F_Q] - lo) / spread + coef * p
            if score > best_score or (score == best_score and a < best):
                best_score = score
                best = a
        depth += 1
        c = edges_i[node, best, I_CHILD]
        if c < 0:
            return node, best, -1
        if nodes_i[c, N_TERMINAL] or depth >= max_depth:
            return node, best, c
        node = c


@nb.njit(**NUMBA_FLAGS)
def _link(edges_f, edges_i, nodes_i, order, par, action, leaf, r, done, gamma):
    """Record node ``leaf`` reached from ``par`` by ``action`` (its candidates: :func:`_expand`)."""
    edges_i[par, action, I_CHILD] = leaf
    # Move ``action`` to the end of the expanded prefix of ``order``; the
    # unexpanded rest keeps its order (it is nearly always first already).
    k = nodes_i[par, N_EXPANDED]
    j = k
    while order[par, j] != action:
        j += 1
    while j > k:
        order[par, j] = order[par, j - 1]
        j -= 1
    order[par, k] = action
    nodes_i[par, N_EXPANDED] = k + 1
    edges_f[par, action, F_REWARD] = r
    edges_f[par, action, F_DISCOUNT] = 0.0 if done else gamma
    nodes_i[leaf, N_PARENT] = par
    nodes_i[leaf, N_ACTION] = action
    nodes_i[leaf, N_DEPTH] = nodes_i[par, N_DEPTH] + 1
    nodes_i[leaf, N_TERMINAL] = done


@nb.njit(**NUMBA_FLAGS)
def _expand(
    edges_f, edges_i, nodes_i, order, par, action, leaf, r, done, gamma, weights, top_k, keep
):
    """Record node ``leaf`` reached from ``par`` by ``action``; set its candidates.

    ``weights`` are the environment's prior weights at the new state (ignored
    when ``done``).  Returns the number of candidates; a node without any is
    terminal (a dead end).

    The jitted driver makes the two calls itself: this function is not
    inlined, and each call level hands over its arrays by value.
    """
    _link(edges_f, edges_i, nodes_i, order, par, action, leaf, r, done, gamma)
    kept = 0
    if not done:
        kept = _set_priors(weights, weights, 0.0, top_k, edges_f, order, nodes_i, leaf, keep)
        nodes_i[leaf, N_TERMINAL] = kept == 0
    return kept


@nb.njit(**NUMBA_FLAGS)
def _backup(edges_f, edges_i, nodes_i, value_sum, leaf, value, is_new):
    """Back the leaf's value up to the root: G <- reward + discount * G at each edge.

    A new leaf holds ``value`` as its first visit; a revisited leaf (terminal
    or at the depth limit) adds its current mean once more.  Each edge passed
    keeps its child's Q and visit count.
    """
    if is_new:
        nodes_i[leaf, N_VISITS] = 1
        value_sum[leaf] = value
    else:
        value = value_sum[leaf] / nodes_i[leaf, N_VISITS]
        nodes_i[leaf, N_VISITS] += 1
        value_sum[leaf] += value
    g = value
    node = leaf
    while node != 0:
        p = nodes_i[node, N_PARENT]
        a = nodes_i[node, N_ACTION]
        r = edges_f[p, a, F_REWARD]
        d = edges_f[p, a, F_DISCOUNT]
        edges_f[p, a, F_Q] = r + d * (value_sum[node] / nodes_i[node, N_VISITS])
        edges_i[p, a, I_VISITS] = nodes_i[node, N_VISITS]
        g = r + d * g
        value_sum[p] += g
        nodes_i[p, N_VISITS] += 1
        node = p


@nb.njit(**NUMBA_FLAGS)
def _reset(n_used, edges_f, edges_i, nodes_i, value_sum):
    """Clear the first ``n_used`` nodes of a tree so it can search the next root.

    The rows are contiguous: a few bulk stores, not four small ``memset``
    calls per node (which cost more than a small search's selections).
    """
    edges_f[:n_used] = 0.0
    nodes_i[:n_used] = 0
    value_sum[:n_used] = 0.0
    for i in range(n_used):
        for a in range(edges_i.shape[1]):
            edges_i[i, a, I_CHILD] = -1
            edges_i[i, a, I_VISITS] = 0


@nb.njit(**NUMBA_FLAGS)
def _summarise_root(n_nodes, edges_f, edges_i, nodes_i, value_sum, out_visits, out_q, out_prior):
    """Root visit counts, Q (NaN if unvisited) and priors; returns (root value, max depth)."""
    for a in range(edges_f.shape[1]):
        out_prior[a] = edges_f[0, a, F_PRIOR]
        out_visits[a] = edges_i[0, a, I_VISITS]
        out_q[a] = edges_f[0, a, F_Q] if edges_i[0, a, I_VISITS] > 0 else np.nan
    deepest = 0
    for i in range(n_nodes):
        deepest = max(deepest, nodes_i[i, N_DEPTH])
    return value_sum[0] / nodes_i[0, N_VISITS], deepest


@nb.njit(**NUMBA_ENV_FLAGS)
def _evaluate(step, prior_fn, value_fn, state, n_rollouts, rollout_depth, gamma, rng, wbuf, s1, s2):
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


@nb.njit(**NUMBA_ENV_FLAGS)
def _search_env(
    step,
    prior_fn,
    value_fn,
    root_states,
    noise,
    noise_fraction,
    seed,
    num_simulations,
    coefs,
    rule,
    gamma,
    top_k,
    n_rollouts,
    rollout_depth,
    max_depth,
    out_visits,
    out_q,
    out_prior,
    out_value,
    out_stats,
):
    """Search every root of the batch in a jitted environment; fills the ``out_*`` arrays.

    ``coefs`` is :func:`_coefficients` for ``num_simulations + 1`` visits;
    ``out_stats[:, b]`` receives root ``b``'s nodes, depth and most visited
    action (lowest index on ties).
    ``noise`` has one row per root, read only when ``noise_fraction`` > 0 (a
    single row otherwise).  ``seed`` is the 64-bit seed as a signed int64;
    root ``b`` draws from the stream seeded by ``seed + b * STREAM`` mod 2^64.
    One tree (values of ``out_q``'s dtype) is allocated and reused root after
    root.  Returns -1 when all went well, ``b`` when root ``b`` has no legal
    action, -2 when a root value is not finite (every backup adds to the
    root, so a non-finite reward or value anywhere shows there).

    The arguments are few on purpose: every array costs the caller's numba
    dispatch time, which matters for small searches.
    """
    batch, n_actions = out_visits.shape
    dim = root_states.shape[1]
    m = num_simulations + 1
    # Not zeroed here: _reset clears every row before the first root, and
    # ``order`` and ``states`` rows are written before they are read.
    edges_f = np.empty((m, n_actions, 4), dtype=out_q.dtype)
    edges_i = np.empty((m, n_actions, 2), dtype=np.int32)
    nodes_i = np.empty((m, N_FIELDS), dtype=np.int32)
    order = np.empty((m, n_actions), dtype=np.int32)
    value_sum = np.empty(m, dtype=out_q.dtype)
    states = np.empty((m, dim), dtype=root_states.dtype)
    wbuf = np.empty(n_actions, dtype=np.float64)
    keep = np.empty(n_actions, dtype=np.bool_)
    cur = np.empty(dim, dtype=root_states.dtype)
    nxt = np.empty(dim, dtype=root_states.dtype)
    s1 = np.empty(dim, dtype=root_states.dtype)
    s2 = np.empty(dim, dtype=root_states.dtype)
    rng = np.empty(1, dtype=np.uint64)
    first = np.uint64(seed)  # (the same 64 bits)
    n = m
    for b in range(batch):
        _reset(n, edges_f, edges_i, nodes_i, value_sum)
        rng[0] = first + np.uint64(b) * STREAM  # wraps mod 2^64
        n = 1
        for j in range(dim):
            cur[j] = root_states[b, j]
            states[0, j] = cur[j]
        prior_fn(cur, wbuf)
        if (
            _set_priors(
                wbuf,
                noise[b if noise_fraction > 0.0 else 0],
                noise_fraction,
                top_k,
                edges_f,
                order,
                nodes_i,
                0,
                keep,
            )
            == 0
        ):
            return b
        nodes_i[0, N_VISITS] = 1
        if n_rollouts == 0:  # (no call of _evaluate: see below)
            value_sum[0] = value_fn(cur)
        else:
            value_sum[0] = _evaluate(
                step, prior_fn, value_fn, cur, n_rollouts, rollout_depth, gamma, rng, wbuf, s1, s2
            )
        for _ in range(num_simulations):
            par, a, leaf = _select_leaf(
                edges_f, edges_i, nodes_i, order, value_sum, coefs, rule, max_depth
            )
            if leaf >= 0:
                _backup(edges_f, edges_i, nodes_i, value_sum, leaf, 0.0, False)
                continue
            leaf = n
            n += 1
            # The environment works on scratch rows, not views of ``states``:
            # a view costs atomic reference-count updates, copying D numbers less.
            for j in range(dim):
                cur[j] = states[par, j]
            r, done = step(cur, a, nxt)
            for j in range(dim):
                states[leaf, j] = nxt[j]
            if not done:
                prior_fn(nxt, wbuf)
            # (_expand's two steps, one call level fewer)
            _link(edges_f, edges_i, nodes_i, order, par, a, leaf, r, done, gamma)
            kept = 0
            if not done:
                kept = _set_priors(wbuf, wbuf, 0.0, top_k, edges_f, order, nodes_i, leaf, keep)
                nodes_i[leaf, N_TERMINAL] = kept == 0
            v = 0.0
            if kept > 0:
                # _evaluate is not inlined, and a call handing it five arrays
                # costs ten atomic reference-count updates: without rollouts
                # the value function is called here directly.
                if n_rollouts == 0:
                    v = value_fn(nxt)
                else:
                    v = _evaluate(
                        step,
                        prior_fn,
                        value_fn,
                        nxt,
                        n_rollouts,
                        rollout_depth,
                        gamma,
                        rng,
                        wbuf,
                        s1,
                        s2,
                    )
            _backup(edges_f, edges_i, nodes_i, value_sum, leaf, v, True)
        out_stats[0, b] = n
        out_value[b], out_stats[1, b] = _summarise_root(
            n, edges_f, edges_i, nodes_i, value_sum, out_visits[b], out_q[b], out_prior[b]
        )
        best = 0
        for a in range(n_actions):
            if out_visits[b, a] > out_visits[b, best]:
                best = a
        out_stats[2, b] = best
        if not np.isfinite(out_value[b]):
            return -2
    return -1


@nb.njit(**NUMBA_FLAGS)
def _zero_value(state):
    """The default value function: no estimate, 0."""
    return 0.0
