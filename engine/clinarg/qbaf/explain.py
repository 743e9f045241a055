"""Attributions: how much each argument contributes to a topic argument's strength.

Three standard notions (Delobelle and Villata 2019; Yin, Potyka and Toni 2023;
Kampik, Potyka et al. 2024):

* **removal-based**: ``sigma(topic) - sigma_without_x(topic)``;
* **gradient-based**: ``d sigma(topic) / d tau(x)``, exact on acyclic graphs
  by one reverse-mode sweep over the topological order; on cyclic graphs by
  the implicit function theorem at the fixpoint, ``(I - J)^T lambda = e_topic``
  (a sparse solve; valid where the fixpoint is differentiable);
* **Shapley**: the Shapley value of ``x`` in the game ``v(S)`` = strength of
  the topic in the sub-framework of ``S`` plus the topic; exact by subset
  enumeration for up to ``exact_limit`` players, otherwise estimated from
  ``samples`` random permutations drawn with ``seed``.

By directionality only ancestors of the topic (arguments from which it is
reachable) can contribute; every other argument gets 0 and all computations
run on the ancestor sub-framework.
"""

from __future__ import annotations

import itertools
import math
import numbers
from dataclasses import dataclass

import numpy as np

from ..errors import ParameterError, SemanticsError
from .evaluate import DEFAULT_MAX_ITER, _check, strengths
from .model import QBAF
from .semantics import get_semantics

__all__ = ["Attribution", "attributions", "removal", "gradient", "shapley"]


@dataclass(frozen=True)
class Attribution:
    """Contributions to ``topic`` (every argument of the framework, 0 if none).

    Attributes
    ----------
    topic : str
    kind : str
        ``"removal"``, ``"gradient"`` or ``"shapley"``.
    values : dict
        ``{name: contribution}``.
    exact : bool
        False for sampled Shapley values.
    strength : float
        The topic's strength.
    """

    topic: str
    kind: str
    values: dict
    exact: bool
    strength: float

    def ranked(self) -> list[tuple[str, float]]:
        """Non-zero contributions, largest magnitude first (ties by name)."""
        return sorted(
            ((k, v) for k, v in self.values.items() if v != 0.0),
            key=lambda kv: (-abs(kv[1]), kv[0]),
        )


def _validate(qbaf, topic, semantics, tol):
    """The semantics, after checking every argument (before any work)."""
    sem = get_semantics(semantics)
    _check(qbaf, sem, tol, DEFAULT_MAX_ITER)
    qbaf.index(topic)  # UnknownArgumentError
    return sem


def _prepare(qbaf: QBAF, topic: str):
    anc = qbaf.ancestors(topic)
    sub = qbaf.restrict(anc)
    return anc, sub, sub.index(topic)


def _topic_strength(q: QBAF, topic: str, sem, tol: float) -> float:
    return strengths(q, sem, tol=tol).raise_if_failed()[topic]


def removal(qbaf: QBAF, topic: str, semantics="qe", tol: float = 1e-10) -> Attribution:
    """Removal-based contributions: the change of the topic when ``x`` is removed.

    Examples
    --------
    >>> q = QBAF.from_edges({"a": 0.8, "b": 0.6}, attacks=[("a", "b")])
    >>> round(removal(q, "b").values["a"], 6)
    -0.234146
    """
    sem = _validate(qbaf, topic, semantics, tol)
    anc, sub, t = _prepare(qbaf, topic)
    full = _topic_strength(sub, topic, sem, tol)
    values = dict.fromkeys(qbaf.names, 0.0)
    everyone = np.arange(sub.n_arguments)
    for k in range(sub.n_arguments):
        if k == t:
            continue
        without = sub.restrict(everyone[everyone != k])
        values[sub.names[k]] = full - _topic_strength(without, topic, sem, tol)
    return Attribution(topic, "removal", values, True, full)


def gradient(qbaf: QBAF, topic: str, semantics="qe", tol: float = 1e-10) -> Attribution:
    """Gradient-based contributions ``d sigma(topic) / d tau(x)``.

    Exact (one reverse sweep) when the ancestors of the topic form an acyclic
    graph; otherwise the implicit-function-theorem solve at the computed fixpoint.

    Examples
    --------
    >>> q = QBAF.from_edges({"a": 0.8, "b": 0.6}, attacks=[("a", "b")])
    >>> g = gradient(q, "b").values
    >>> round(g["b"], 6), round(g["a"], 6)
    (0.609756, -0.35693)
    """
    sem = _validate(qbaf, topic, semantics, tol)
    if not sem.builtin:
        raise SemanticsError("gradients need the derivatives of a built-in semantics")
    from . import _kernels, _prepared

    anc, sub, t = _prepare(qbaf, topic)
    res = strengths(sub, sem, tol=tol).raise_if_failed()
    prep = _prepared.of(sub)
    graph = prep.graph(sub.base)  # the two relations, as the partials need them
    ap, ai, sp, si = graph[1], graph[2], graph[4], graph[5]
    agg, inf = sem.codes
    n = sub.n_arguments
    d_tau = np.empty(n)
    d_att = np.empty(max(sub.n_attacks, 1))
    d_sup = np.empty(max(sub.n_supports, 1))
    _kernels._edge_partials(res.values, graph, agg, inf, d_tau, d_att, d_sup)
    cond = prep.condensation()
    if not cond.cyclic.any():
        order = cond.comp_nodes.astype(np.int64)  # singletons in topological order
        adj = np.zeros(n)
        grad = np.zeros(n)
        _kernels._reverse_acyclic(order, t, d_tau, ap, ai, d_att, sp, si, d_sup, adj, grad)
        exact = True
    else:
        import scipy.sparse as sp_
        import scipy.sparse.linalg as spla

        a_src, a_dst, _ = sub.edge_arrays("attack")
        s_src, s_dst, _ = sub.edge_arrays("support")
        rows = np.concatenate([a_dst, s_dst])
        cols = np.concatenate([a_src, s_src])
        vals = np.concatenate([d_att[: sub.n_attacks], d_sup[: sub.n_supports]])
        jac = sp_.csr_matrix((vals, (rows, cols)), shape=(n, n))
        rhs = np.zeros(n)
        rhs[t] = 1.0
        lam = spla.spsolve((sp_.identity(n, format="csr") - jac).T.tocsc(), rhs)
        grad = lam * d_tau
        exact = False
    values = dict.fromkeys(qbaf.names, 0.0)
    values.update(zip(sub.names, grad.tolist()))
    return Attribution(topic, "gradient", values, exact, float(res.values[t]))


def shapley(
    qbaf: QBAF,
    topic: str,
    semantics="qe",
    *,
    exact_limit: int = 12,
    samples: int = 200,
    seed: int = 0,
    tol: float = 1e-10,
) -> Attribution:
    """Shapley values of the arguments for the topic's strength.

    The game: ``v(S)`` is the topic's strength in the sub-framework of the
    players ``S`` plus the topic, so ``v(empty) = tau(topic)`` and the values
    add up to ``sigma(topic) - tau(topic)`` (efficiency).

    Examples
    --------
    >>> q = QBAF.from_edges({"a": 0.8, "b": 0.6, "c": 0.3},
    ...                     attacks=[("a", "c")], supports=[("b", "c")])
    >>> s = shapley(q, "c", "dfquad").values
    >>> round(s["a"] + s["b"], 12) == round(strengths(q, "dfquad")["c"] - 0.3, 12)
    True
    """
    sem = _validate(qbaf, topic, semantics, tol)
    for key, value in (("samples", samples), ("exact_limit", exact_limit), ("seed", seed)):
        if isinstance(value, bool) or not isinstance(value, numbers.Integral):
            raise ParameterError(f"{key} must be an integer, got {value!r}")
    if exact_limit < 0 or seed < 0:
        raise ParameterError("exact_limit and seed must not be negative")
    if not samples >= 1:
        raise ParameterError(f"samples must be a positive integer, got {samples!r}")
    anc, sub, t = _prepare(qbaf, topic)
    players = [k for k in range(sub.n_arguments) if k != t]
    p = len(players)
    cache: dict[frozenset, float] = {}

    def v(coalition) -> float:
        key = frozenset(coalition)
        if key not in cache:
            cache[key] = _topic_strength(sub.restrict(sorted(key | {t})), topic, sem, tol)
        return cache[key]

    phi = np.zeros(p)
    if p <= exact_limit:
        exact = True
        fact = [math.factorial(k) for k in range(p + 1)]
        for i, x in enumerate(players):
            others = players[:i] + players[i + 1 :]
            for size in range(p):
                weight = fact[size] * fact[p - size - 1] / fact[p]
                for coal in itertools.combinations(others, size):
                    phi[i] += weight * (v(coal + (x,)) - v(coal))
    else:
        exact = False
        rng = np.random.default_rng(seed)
        for _ in range(samples):
            order = rng.permutation(p)
            coal: list[int] = []
            prev = v(())
            for i in order:
                coal.append(players[i])
                cur = v(tuple(coal))
                phi[i] += cur - prev
                prev = cur
        phi /= samples
    values = dict.fromkeys(qbaf.names, 0.0)
    values.update({sub.names[x]: float(phi[i]) for i, x in enumerate(players)})
    return Attribution(topic, "shapley", values, exact, v(tuple(players)))


def attributions(
    qbaf: QBAF, topic: str, semantics="qe", kind: str = "gradient", **kwargs
) -> Attribution:
    """Dispatch to :func:`removal`, :func:`gradient` or :func:`shapley` by ``kind``."""
    funcs = {"removal": removal, "gradient": gradient, "shapley": shapley}
    if not isinstance(kind, str) or kind not in funcs:
        raise ParameterError(f"unknown attribution {kind!r}; known: {', '.join(funcs)}")
    return funcs[kind](qbaf, topic, semantics, **kwargs)
