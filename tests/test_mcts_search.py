"""The numba tree search against the plain-Python reference, and its invariants."""

import math

import numpy as np
import pytest
from hypothesis import given, note, settings
from hypothesis import strategies as st

from clinarg.errors import SearchError
from clinarg.mcts import JitEnv, search
from clinarg.mcts.toy import ToyEnv, toy_jit_env, toy_root

from naive_mcts import naive_search


@st.composite
def search_settings(draw):
    """Search keywords over every switch of the search; small trees."""
    kw = dict(
        num_simulations=draw(st.integers(1, 80)),
        c_puct=draw(st.sampled_from([0.0, 0.5, 1.25, 3.0])),
        rule=draw(st.sampled_from(["puct", "prior"])),
        gamma=draw(st.sampled_from([1.0, 0.9, 0.5])),
        n_rollouts=draw(st.sampled_from([0, 0, 1, 3])),
        rollout_depth=draw(st.integers(1, 12)),
        seed=draw(st.integers(0, 2**32)),
    )
    if draw(st.booleans()):
        kw["top_k"] = draw(st.integers(1, 6))
    if draw(st.booleans()):
        kw["max_depth"] = draw(st.integers(1, 6))
    if draw(st.booleans()):
        kw["c_base"] = draw(st.sampled_from([5.0, 19652.0]))
    return kw


def _naive_kwargs(kw, noise=None, fraction=0.0):
    out = {k: v for k, v in kw.items() if k != "num_simulations"}
    return dict(out, noise=noise, fraction=fraction)


@settings(deadline=None, max_examples=60)
@given(
    kw=search_settings(),
    n_actions=st.integers(1, 7),
    horizon=st.integers(1, 8),
    root_seed=st.integers(0, 1000),
)
def test_toy_matches_naive_reference(kw, n_actions, horizon, root_seed):
    py_env = ToyEnv(n_actions)
    root = py_env.root(horizon, root_seed)
    visits, q, _ = naive_search(py_env, root, kw["num_simulations"], **_naive_kwargs(kw))
    fast = search(toy_jit_env(n_actions), toy_root(horizon, root_seed), **kw)
    py = search(py_env, root, **kw)
    note(f"naive {visits} jit {fast.visit_counts} py {py.visit_counts}")
    assert fast.visit_counts.tolist() == visits
    assert py.visit_counts.tolist() == visits
    expect = np.array([np.nan if x is None else x for x in q])
    np.testing.assert_allclose(fast.q_values, expect, rtol=1e-12, atol=1e-12)
    np.testing.assert_allclose(py.q_values, expect, rtol=1e-12, atol=1e-12)


@st.composite
def graph_mdps(draw):
    """A small random MDP: states 0..S-1, some actions illegal, some ends, dead ends."""
    n_states = draw(st.integers(1, 6))
    n_actions = draw(st.integers(1, 4))
    table = {}
    for s in range(n_states):
        for a in range(n_actions):
            table[s, a] = (
                draw(st.integers(0, n_states - 1)),
                draw(st.floats(-1, 1, allow_nan=False)),
                draw(st.booleans()),
            )
    weights = [
        [draw(st.sampled_from([0.0, 0.1, 0.3, 0.7, 1.0])) for _ in range(n_actions)]
        for _ in range(n_states)
    ]
    root_w = weights[0]
    if not any(w > 0 for w in root_w):
        root_w[draw(st.integers(0, n_actions - 1))] = 0.5
    return GraphEnv(table, weights, n_actions)


class GraphEnv:
    def __init__(self, table, weights, n_actions):
        self.table, self.weights, self.num_actions = table, weights, n_actions

    def step(self, state, action):
        return self.table[state, action]

    def priors(self, state):
        return self.weights[state]


@settings(deadline=None, max_examples=60)
@given(env=graph_mdps(), kw=search_settings())
def test_python_env_matches_naive_on_random_mdps(env, kw):
    visits, q, root = naive_search(env, 0, kw["num_simulations"], **_naive_kwargs(kw))
    res = search(env, 0, **kw)
    assert res.visit_counts.tolist() == visits
    # Properties: root visits are the simulations run; Q within reward bounds.
    assert res.visit_counts.sum() == kw["num_simulations"]
    assert root.visits == kw["num_simulations"] + 1
    g = kw["gamma"]
    bound = kw["max_depth"] if "max_depth" in kw else kw["num_simulations"] + 1
    bound += kw["rollout_depth"] if kw["n_rollouts"] else 0
    horizon = bound if g == 1.0 else (1 - g**bound) / (1 - g)
    finite = res.q_values[~np.isnan(res.q_values)]
    assert (np.abs(finite) <= horizon + 1e-9).all()
    assert res.nodes <= kw["num_simulations"] + 1


def test_dirichlet_noise_is_seeded_and_matches_reference():
    env = ToyEnv(6)
    kw = dict(num_simulations=60, dirichlet_alpha=0.3, dirichlet_fraction=0.25, seed=11)
    a = search(toy_jit_env(6), toy_root(6), **kw)
    b = search(toy_jit_env(6), toy_root(6), **kw)
    assert a.visit_counts.tolist() == b.visit_counts.tolist()
    noise = np.random.default_rng(11).dirichlet(np.full(6, 0.3), size=1)[0]
    visits, _, root = naive_search(env, env.root(6), 60, noise=noise, fraction=0.25, seed=11)
    assert a.visit_counts.tolist() == visits
    np.testing.assert_allclose(a.priors, [root.priors[i] for i in range(6)])
    clean = search(toy_jit_env(6), toy_root(6), num_simulations=60)
    assert not np.allclose(clean.priors, a.priors)


def test_batch_of_roots_is_independent_searches():
    env = ToyEnv(5)
    roots = [env.root(7, s) for s in range(4)]
    jit_roots = np.stack([toy_root(7, s) for s in range(4)])
    kw = dict(num_simulations=50, n_rollouts=2, seed=5)
    res = search(toy_jit_env(5), jit_roots, batch=True, **kw)
    pyres = search(env, roots, batch=True, **kw)
    assert res.visit_counts.shape == (4, 5)
    for b in range(4):
        visits, _, _ = naive_search(env, roots[b], 50, n_rollouts=2, seed=5, b=b)
        assert res.visit_counts[b].tolist() == visits
        assert pyres.visit_counts[b].tolist() == visits
    assert (res.visit_counts.sum(axis=1) == 50).all()
    assert res.action.tolist() == res.visit_counts.argmax(axis=1).tolist()


def test_high_seeds_wrap_like_the_reference():
    """Seeds >= 2**63 reach the kernel as int64 bits; seed + b * stream wraps mod 2**64."""
    env = ToyEnv(4)
    roots = [env.root(6, s) for s in range(3)]
    jit_roots = np.stack([toy_root(6, s) for s in range(3)])
    for seed in (2**63, 2**63 + 12345, 2**64 - 1):
        kw = dict(num_simulations=30, n_rollouts=2, rollout_depth=4, seed=seed)
        res = search(toy_jit_env(4), jit_roots, batch=True, **kw)
        pyres = search(env, roots, batch=True, **kw)
        for b in range(3):
            visits, _, _ = naive_search(
                env, roots[b], 30, n_rollouts=2, rollout_depth=4, seed=seed, b=b
            )
            assert res.visit_counts[b].tolist() == visits
            assert pyres.visit_counts[b].tolist() == visits


def test_repeated_calls_revalidate_by_type_and_accept_unhashable_values():
    env = ToyEnv(3)
    first = search(env, env.root(3), num_simulations=7)
    # Equal but differently typed values are not served from the settings cache.
    with pytest.raises(SearchError, match="integer"):
        search(env, env.root(3), num_simulations=True)
    assert (
        search(env, env.root(3), num_simulations=np.int64(7)).visit_counts.tolist()
        == first.visit_counts.tolist()
    )
    # An unhashable (0-d array) setting is validated without the cache.
    res = search(env, env.root(3), num_simulations=7, c_puct=np.array(1.25))
    assert res.visit_counts.tolist() == first.visit_counts.tolist()
    with pytest.raises(SearchError, match="c_puct"):
        search(env, env.root(3), num_simulations=7, c_puct=np.array(np.nan))
    # The same settings on an environment of another size.
    assert search(ToyEnv(5), ToyEnv.root(3), num_simulations=7).visit_counts.shape == (5,)


def test_float32_tree():
    res = search(toy_jit_env(10), toy_root(10), num_simulations=200, dtype=np.float32)
    assert res.q_values.dtype == np.float32
    assert res.visit_counts.sum() == 200
    ref = search(toy_jit_env(10), toy_root(10), num_simulations=200)
    assert res.action == ref.action


def test_depth_limit_and_terminal_revisits():
    res = search(toy_jit_env(3), toy_root(2), num_simulations=100)
    assert res.max_depth == 2  # the episode ends after two steps
    assert res.nodes <= 1 + 3 + 9  # never more than the game tree: ends are revisited
    res = search(toy_jit_env(3), toy_root(10), num_simulations=100, max_depth=3)
    assert res.max_depth <= 3


def test_value_function_is_used_without_rollouts():
    import numba as nb

    @nb.njit
    def value(state):
        return 0.5

    env = toy_jit_env(4)
    with_value = JitEnv(env.step, env.priors, 4, value=value)
    res = search(with_value, toy_root(1), num_simulations=4)
    # horizon 1: every child is terminal (value 0); the root averages 0.5 and the rewards.
    n = res.visit_counts
    assert math.isclose(res.value, (0.5 + np.nansum(n * res.q_values)) / (1 + n.sum()))


@pytest.mark.parametrize(
    "kw, message",
    [
        (dict(num_simulations=0), "num_simulations"),
        (dict(num_simulations=True), "integer"),
        (dict(num_simulations=5, gamma=1.5), "gamma"),
        (dict(num_simulations=5, c_puct=float("nan")), "c_puct"),
        (dict(num_simulations=5, rule="ucb1"), "rule"),
        (dict(num_simulations=5, top_k=0), "top_k"),
        (dict(num_simulations=5, dtype=np.int32), "dtype"),
        (dict(num_simulations=5, dirichlet_alpha=-1.0), "dirichlet_alpha"),
        (dict(num_simulations=10**9), "num_simulations"),
    ],
)
def test_bad_settings_raise(kw, message):
    with pytest.raises(SearchError, match=message):
        search(ToyEnv(3), ToyEnv.root(3), **kw)


def test_bad_environments_raise():
    class NoMoves(ToyEnv):
        def priors(self, state):
            return [0.0] * self.num_actions

    class WrongShape(ToyEnv):
        def priors(self, state):
            return [1.0]

    class NanReward(ToyEnv):
        def step(self, state, action):
            nxt, _, done = super().step(state, action)
            return nxt, float("nan"), done

    for env, message in [
        (NoMoves(3), "no legal action"),
        (WrongShape(3), "3 finite weights"),
        (NanReward(3), "non-finite"),
    ]:
        with pytest.raises(SearchError, match=message):
            search(env, env.root(3), num_simulations=5)
    with pytest.raises(SearchError, match="JitEnv or follow"):
        search(object(), 0, num_simulations=5)
    with pytest.raises(SearchError, match="1-D"):
        search(toy_jit_env(3), np.zeros((2, 3)), num_simulations=5)
    with pytest.raises(SearchError, match="more than"):
        search(toy_jit_env(100), toy_root(), num_simulations=10**7)
    with pytest.raises(SearchError, match="split the batch"):
        search(toy_jit_env(3), np.zeros((5000, 3)), num_simulations=10**6, batch=True)


def test_jitted_environment_errors_are_reported():
    import numba as nb

    @nb.njit
    def nan_step(state, action, out):
        out[:] = state
        return np.nan, False

    @nb.njit
    def no_moves(state, out):
        out[:] = 0.0

    toy = toy_jit_env(3)
    with pytest.raises(SearchError, match="non-finite"):
        search(JitEnv(nan_step, toy.priors, 3), toy_root(), num_simulations=5)
    roots = np.stack([toy_root(3), toy_root(3)])
    with pytest.raises(SearchError, match="root 0 has no legal action"):
        search(JitEnv(toy.step, no_moves, 3), roots, num_simulations=5, batch=True)


@pytest.mark.parametrize(
    "kw", [dict(), dict(top_k=17, n_rollouts=1, gamma=0.9), dict(rule="prior", c_puct=0.0)]
)
def test_wide_action_space_matches_reference(kw):
    env = ToyEnv(200)
    visits, _, _ = naive_search(env, env.root(4, 3), 300, **kw)
    assert (
        search(toy_jit_env(200), toy_root(4, 3), num_simulations=300, **kw).visit_counts.tolist()
        == visits
    )
