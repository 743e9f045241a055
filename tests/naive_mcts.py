"""Slow, plain-Python PUCT Monte Carlo tree search: the reference for clinarg.mcts.

Written from the definitions, one node object per state, no arrays, no
numba.  It follows the same conventions as the fast search so that, with the
same seed, both make the same choices and reach the same visit counts:

* a node's visit count N starts at 1 with its own evaluation;
* Q(s, a) = r(s, a) + discount(s, a) * V(child), V the mean of backed-up returns;
* Q is min-max normalised over V(s) and the visited children's Q; an
  unvisited child scores 0;
* PUCT: Q + lam * P(a) * sqrt(N) / (1 + n(a)); prior rule: Q + lam * P(a);
  the first action wins ties;
* priors: the top_k positive weights (ties to the lower action), normalised,
  optionally mixed with normalised root noise;
* a new node is evaluated by the value function or by the mean discounted
  return of rollouts that draw actions in proportion to the weights, using
  the splitmix64 stream seeded by ``seed + b * 0x632BE59BD9B4E019``.
"""

from __future__ import annotations

import math

MASK = (1 << 64) - 1


class SplitMix:
    def __init__(self, seed):
        self.s = seed & MASK

    def uniform(self):
        self.s = (self.s + 0x9E3779B97F4A7C15) & MASK
        z = self.s
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK
        z ^= z >> 31
        return (z >> 11) * (1.0 / 9007199254740992.0)


def draw(weights, rng):
    legal = [a for a, w in enumerate(weights) if w > 0]
    if not legal:
        return None
    total = 0.0
    for a in legal:
        total += weights[a]
    u = rng.uniform() * total
    cum = 0.0
    for a in legal:
        cum += weights[a]
        if u < cum:
            return a
    return legal[-1]


def candidate_priors(weights, top_k, noise=None, fraction=0.0):
    legal = [a for a, w in enumerate(weights) if w > 0]
    chosen = sorted(sorted(legal, key=lambda a: (-weights[a], a))[:top_k])
    total = 0.0
    for a in chosen:
        total += weights[a]
    noise_total = 0.0
    if fraction > 0:
        for a in chosen:
            noise_total += noise[a]
    priors = {}
    for a in chosen:
        p = weights[a] / total
        if fraction > 0 and noise_total > 0:
            p = (1.0 - fraction) * p + fraction * (noise[a] / noise_total)
        priors[a] = p
    return priors


class Node:
    def __init__(self, state, depth, terminal):
        self.state = state
        self.depth = depth
        self.terminal = terminal
        self.visits = 0
        self.value_sum = 0.0
        self.priors = {}
        self.children = {}  # action -> (reward, discount, Node)

    def value(self):
        return self.value_sum / self.visits

    def q(self, a):
        r, d, child = self.children[a]
        return r + d * child.value()


def rollout_value(env, state, n_rollouts, depth, gamma, rng):
    if n_rollouts == 0:
        return env.value(state) if hasattr(env, "value") else 0.0
    total = 0.0
    for _ in range(n_rollouts):
        s, g, disc, ended = state, 0.0, 1.0, False
        for _k in range(depth):
            a = draw([float(w) for w in env.priors(s)], rng)
            if a is None:
                ended = True
                break
            s, r, done = env.step(s, a)
            g += disc * r
            disc *= gamma
            if done:
                ended = True
                break
        if not ended:
            g += disc * (env.value(s) if hasattr(env, "value") else 0.0)
        total += g
    return total / n_rollouts


def choose(node, lam, c_base, rule):
    lo = hi = node.value()
    for a in node.children:
        lo, hi = min(lo, node.q(a)), max(hi, node.q(a))
    spread = max(hi - lo, 1e-8)
    coef = lam
    if rule == "puct":
        if c_base > 0:
            coef = lam + math.log((node.visits + c_base + 1.0) / c_base)
        coef = math.sqrt(node.visits) * coef
    best, best_score = None, -math.inf
    for a in sorted(node.priors):
        qn, n = 0.0, 0
        if a in node.children:
            qn, n = (node.q(a) - lo) / spread, node.children[a][2].visits
        p = node.priors[a]
        score = qn + coef * p / (n + 1.0) if rule == "puct" else qn + lam * p
        if score > best_score:
            best, best_score = a, score
    return best


def naive_search(
    env,
    root_state,
    num_simulations,
    *,
    c_puct=1.25,
    c_base=0.0,
    rule="puct",
    gamma=1.0,
    top_k=None,
    n_rollouts=0,
    rollout_depth=64,
    max_depth=None,
    noise=None,
    fraction=0.0,
    seed=0,
    b=0,
):
    """Visit counts and Q of the root actions (Q None when unvisited), and the root."""
    top_k = env.num_actions if top_k is None else top_k
    max_depth = num_simulations + 1 if max_depth is None else max_depth
    rng = SplitMix(seed + b * 0x632BE59BD9B4E019)
    root = Node(root_state, 0, False)
    root.priors = candidate_priors(
        [float(w) for w in env.priors(root_state)], top_k, noise, fraction
    )
    root.visits, root.value_sum = (
        1,
        rollout_value(env, root_state, n_rollouts, rollout_depth, gamma, rng),
    )
    for _ in range(num_simulations):
        path, node = [], root
        while True:
            a = choose(node, c_puct, c_base, rule)
            path.append((node, a))
            if a not in node.children:
                leaf, value, new = None, None, True
                break
            child = node.children[a][2]
            if child.terminal or len(path) >= max_depth:
                leaf, value, new = child, child.value(), False
                break
            node = child
        if new:
            state, r, done = env.step(node.state, a)
            leaf = Node(state, node.depth + 1, bool(done))
            node.children[a] = (r, 0.0 if done else gamma, leaf)
            value = 0.0
            if not done:
                leaf.priors = candidate_priors([float(w) for w in env.priors(state)], top_k)
                if not leaf.priors:
                    leaf.terminal = True
                else:
                    value = rollout_value(env, state, n_rollouts, rollout_depth, gamma, rng)
        leaf.visits += 1
        leaf.value_sum += value
        g = value
        for node, a in reversed(path):
            r, d, _ = node.children[a]
            g = r + d * g
            node.visits += 1
            node.value_sum += g
    visits = [
        root.children[a][2].visits if a in root.children else 0 for a in range(env.num_actions)
    ]
    q = [root.q(a) if a in root.children else None for a in range(env.num_actions)]
    return visits, q, root
