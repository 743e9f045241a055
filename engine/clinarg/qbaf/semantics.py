"""Modular gradual semantics: an aggregation function and an influence function.

Following Mossakowski and Neuhaus (2018) and Potyka (2018, 2021), a
semantics updates the strength of an argument ``a`` from the strengths of
its parents in two steps: an *aggregation* ``e`` of the (weighted)
strengths of its supporters and attackers, then an *influence* function
``sigma(a) = iota(tau(a), e)`` of its base score ``tau(a)``.

Built in (``clinarg.qbaf.SEMANTICS``):

========  ===========  ====================================================
name      aggregation  influence
========  ===========  ====================================================
qe        sum          tau + (1-tau) h(e) - tau h(-e), h(z)=max(z,0)^2/(1+max(z,0)^2)
dfquad    product      tau + (1-tau) e if e >= 0 else tau + tau e
eb        sum          1 - (1 - tau^2) / (1 + tau exp(e))
mlp       sum          sigmoid(logit(tau) + e), limits 0 and 1 at tau = 0, 1
========  ===========  ====================================================

with sum ``e = sum_s w sigma(s) - sum_a w sigma(a)`` and product
``e = prod_a (1 - w sigma(a)) - prod_s (1 - w sigma(s))``.  Any other pair
that numba compiles is accepted through :func:`custom`.

Edge weights
------------
Every framework's weights lie in ``[0, MAX_WEIGHT]`` (1e100, checked when
it is built: :data:`clinarg.qbaf.model.MAX_WEIGHT`); each semantics states
its own range as ``Semantics.max_weight``, checked by
:func:`clinarg.strengths` and by contestation edits:

* ``dfquad``: [0, 1].  The product aggregation needs every factor
  ``1 - w sigma`` in [0, 1]; a larger weight makes it negative and the
  strengths leave [0, 1].
* ``qe``, ``eb``, ``mlp``: [0, 1e100].  Any non-negative weight is
  meaningful (a larger one only saturates the influence sooner: QE reaches
  its limit to the last bit once ``|e|`` passes about 1e8, Euler-based and
  MLP-based once ``e`` passes about 750); the bound keeps the aggregate of up
  to 2**31 parents and QE's square of it finite (at 1e155 the square
  overflowed and the strengths were NaN).

References
----------
N. Potyka. Continuous dynamical systems for weighted bipolar argumentation. KR 2018.
A. Rago, F. Toni, M. Aurisicchio, P. Baroni. Discontinuity-free decision support
with quantitative argumentation debates. KR 2016.
L. Amgoud, J. Ben-Naim. Evaluation of arguments in weighted bipolar graphs.
IJAR 99, 2018.
N. Potyka. Interpreting neural networks as quantitative argumentation frameworks.
AAAI 2021.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

from ..errors import SemanticsError
from ._codes import AGGREGATIONS, INFLUENCES
from .model import MAX_WEIGHT

__all__ = ["Semantics", "SEMANTICS", "get_semantics", "custom"]


@dataclass(frozen=True)
class Semantics:
    """A modular semantics: aggregation and influence.

    Attributes
    ----------
    name : str
    aggregation : str
        ``"sum"``, ``"product"``, ``"top"`` or ``"custom"``.
    influence : str
        ``"qe"``, ``"linear"``, ``"euler"``, ``"mlp"`` or ``"custom"``.
    max_weight : float
        Largest edge weight the semantics accepts (1 for product: a factor
        ``1 - w sigma`` must stay in [0, 1]; ``MAX_WEIGHT`` for the built-in
        sum semantics, see the module docstring).
    """

    name: str
    aggregation: str
    influence: str
    max_weight: float = float("inf")
    _kernels: Any = field(default=None, repr=False, compare=False)

    @property
    def codes(self) -> tuple[int, int]:
        """Integer codes ``(aggregation, influence)`` of the compiled kernels."""
        return AGGREGATIONS.get(self.aggregation, 0), INFLUENCES.get(self.influence, 0)

    @property
    def builtin(self) -> bool:
        return self._kernels is None

    def kernels(self):
        """The namespace of compiled drivers for this semantics."""
        if self._kernels is not None:
            return self._kernels
        from . import _kernels

        return _kernels.builtin(*self.codes)


SEMANTICS: dict[str, Semantics] = {
    "qe": Semantics("qe", "sum", "qe", max_weight=MAX_WEIGHT),
    "dfquad": Semantics("dfquad", "product", "linear", max_weight=1.0),
    "eb": Semantics("eb", "sum", "euler", max_weight=MAX_WEIGHT),
    "mlp": Semantics("mlp", "sum", "mlp", max_weight=MAX_WEIGHT),
}

_ALIASES = {
    "quadratic-energy": "qe",
    "df-quad": "dfquad",
    "euler": "eb",
    "euler-based": "eb",
    "mlp-based": "mlp",
}


def get_semantics(semantics) -> Semantics:
    """The :class:`Semantics` called ``semantics`` (or ``semantics`` itself).

    Raises
    ------
    clinarg.errors.SemanticsError
        For an unknown name.

    Examples
    --------
    >>> get_semantics("DF-QuAD").aggregation
    'product'
    """
    if isinstance(semantics, Semantics):
        return semantics
    if not isinstance(semantics, str):
        raise SemanticsError(
            f"semantics must be a name or a Semantics, got {type(semantics).__name__}"
        )
    key = semantics.lower()
    key = _ALIASES.get(key, key)
    if key not in SEMANTICS:
        raise SemanticsError(
            f"unknown gradual semantics {semantics!r}; known: {', '.join(SEMANTICS)}"
        )
    return SEMANTICS[key]


@lru_cache(maxsize=64)
def custom(
    influence: Callable,
    aggregation="sum",
    *,
    name: str = "custom",
    slope: Callable | None = None,
    max_weight: float = float("inf"),
) -> Semantics:
    """A semantics from a user-supplied influence (and optionally aggregation).

    Parameters
    ----------
    influence : numba-compiled function ``(tau, e) -> float``
        Must map into [0, 1].
    aggregation : ``"sum"``, ``"product"``, ``"top"`` or numba-compiled function
        A function receives ``(att_strengths, att_weights, sup_strengths,
        sup_weights)`` as float64 arrays and returns ``e``.
    slope : numba-compiled function ``tau -> float``, optional
        An upper bound of |d influence / d e| at ``tau``; with it, cyclic
        components whose contraction bound holds are solved by certified
        Gauss-Seidel; without it, cyclic components are ``"estimated"`` by
        Gauss-Seidel's observed contraction, or integrated where it stalls.
    max_weight : float
        Largest edge weight accepted.

    Notes
    -----
    The kernels are compiled for the given functions on first use (several
    seconds) and kept for the process; equal arguments return the same object.

    Examples
    --------
    >>> import numba
    >>> @numba.njit
    ... def halfway(tau, e):
    ...     return min(1.0, max(0.0, tau + 0.5 * e))
    >>> import clinarg
    >>> q = clinarg.QBAF.from_edges({"a": 0.4, "b": 0.5}, supports=[("a", "b")])
    >>> round(clinarg.strengths(q, custom(halfway))["b"], 6)
    0.7
    """
    import numba
    import numpy as np

    from . import _kernels
    from ._config import JIT_NOCACHE

    if not hasattr(influence, "py_func"):
        raise SemanticsError("influence must be a numba-compiled function (numba.njit)")
    if isinstance(aggregation, str):
        if aggregation not in AGGREGATIONS:
            raise SemanticsError(
                f"unknown aggregation {aggregation!r}; known: {', '.join(AGGREGATIONS)} "
                "or a numba function"
            )
        agg_name = aggregation
        aggregate = _kernels._aggregate

        def node(i, sigma, g, agg, inf):
            return influence(g[0][i], aggregate(i, sigma, g, agg))
    else:
        if not hasattr(aggregation, "py_func"):
            raise SemanticsError("aggregation must be a name or a numba-compiled function")
        agg_name = "custom"
        user_agg = aggregation

        def node(i, sigma, g, agg, inf):
            base, ap, ai, aw, sp, si, sw, weighted = g
            na = ap[i + 1] - ap[i]
            ns = sp[i + 1] - sp[i]
            av = np.empty(na)
            awv = np.ones(na)
            sv = np.empty(ns)
            swv = np.ones(ns)
            for k in range(na):
                av[k] = sigma[ai[ap[i] + k]]
                if weighted:
                    awv[k] = aw[ap[i] + k]
            for k in range(ns):
                sv[k] = sigma[si[sp[i] + k]]
                if weighted:
                    swv[k] = sw[sp[i] + k]
            return influence(base[i], user_agg(av, awv, sv, swv))

    if slope is not None:
        if not hasattr(slope, "py_func"):
            raise SemanticsError("slope must be a numba-compiled function")
        if agg_name == "custom":
            raise SemanticsError(
                "a slope bound is only meaningful with a built-in, 1-Lipschitz aggregation"
            )
        user_slope = slope

        def slope_fn(tau, inf):
            return user_slope(tau)
    else:
        # no bound known: an infinite slope, so "auto" never claims a contraction
        def slope_fn(tau, inf):
            return np.inf

    kern = _kernels.specialise(
        numba.njit(**dict(JIT_NOCACHE, inline="always"))(node), numba.njit(**JIT_NOCACHE)(slope_fn)
    )
    return Semantics(name, agg_name, "custom", max_weight, kern)
