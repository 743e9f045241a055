"""The drivers specialised to one semantics, by copying their code.

The drivers take the semantics as integer codes; dispatching on them inside
the innermost loop costs 4-8x in sweep speed (the branches on every
aggregation and influence stay in the loop).  Each semantics therefore gets
its own copy of the drivers in which the codes are compile-time constants
(``_AGG_CONST``, ``_INF_CONST`` globals of the copy), so numba folds the
branches.  A copy is a new function over the same code object with its own
globals: one namespace holding the globals of every kernel module, in which
the specialised names are replaced by their copies, so that a copy calls
the other copies.

Not closures (``mcts/puct.py``'s pattern): numba keys the on-disk cache of a
closure on the pickled contents of its cells, and a cell holding another
jitted function pickles with that dispatcher's per-process id, so a driver
closing over its specialised callees would be compiled again in every
process.  A copy has no cells: numba caches it under its own qualified name
(``_evaluate__a0i0`` for sum and QE) beside the source file of the function
it copies, like any ``cache=True`` kernel.
"""

from __future__ import annotations

import types

import numba

from .._codes import AGG_SUM, INF_QE
from .._config import JIT, JIT_INLINE, JIT_NOCACHE
from . import clock, driver, integrate, iterate, observe, semantics, sweep
from .semantics import _aggregate, _influence, _slope

#: The modules whose globals the copies see (each copy calls the others by
#: name, so one namespace for all).
_MODULES = (clock, semantics, observe, iterate, integrate, sweep, driver)

_SPECIALISED = (
    "_lipschitz",
    "_members_sweep",
    "_residual",
    "_residuals",
    "_discrete",
    "_field",
    "_continuous",
    "_row_range",
    "_layout_rows",
    "_layout_block_sweep",
    "_layout_bound",
    "_layout_gather",
    "_layout_scatter",
    "_small_gauss_seidel",
    "_small_run",
    "_layout_discrete",
    "_evaluate",
    "_apply",
)

#: Kernels inlined into their callers (numba IR level): a call passes a dozen
#: array structs by value, which dominated graphs of many tiny cyclic
#: components (several calls per sweep; the cyclic-triangles graph of
#: benchmarks/bench_qbaf.py).  The sweep loops, into the per-component
#: solvers, and the small-component path with its set-up helpers, into
#: _small_run: inlining the general solvers (or _residual, _lipschitz) into
#: _evaluate made the 1M giant component and the generic path on 3-cycles
#: slower.
_INLINED = (
    "_row_range",
    "_layout_rows",
    "_members_sweep",
    "_layout_bound",
    "_layout_gather",
    "_layout_scatter",
    "_small_gauss_seidel",
)

# Placeholders: every specialised copy gets its own values in its namespace.
_AGG_CONST = AGG_SUM
_INF_CONST = INF_QE
_slope_generic = _slope


def _node_fixed(i, sigma, g, agg, inf):
    return _influence(g[0][i], _aggregate(i, sigma, g, _AGG_CONST), _INF_CONST)


def _infl_fixed(tau, e, inf):
    return _influence(tau, e, _INF_CONST)


def _slope_fixed(tau, inf):
    return _slope_generic(tau, _INF_CONST)


def _namespace() -> dict:
    """The globals of every kernel module and of this one, in one dict."""
    namespace = {}
    for module in _MODULES:
        namespace.update(vars(module))
    namespace.update(globals())
    return namespace


def _copy(py, namespace, name, qualname):
    fn = types.FunctionType(py.__code__, namespace, name, py.__defaults__, py.__closure__)
    fn.__qualname__ = qualname
    fn.__module__ = py.__module__
    return fn


def _build(
    namespace: dict, suffix: str, flags: dict, inline_flags: dict, node=None, slope=None
) -> types.SimpleNamespace:
    originals = {name: namespace[name].py_func for name in _SPECIALISED}
    if node is None:
        node = numba.njit(**inline_flags)(_copy(_node_fixed, namespace, "_node", "_node" + suffix))
    namespace["_node"] = node
    if slope is not None:
        namespace["_slope"] = slope
    out = {}
    for name in _SPECIALISED:
        fn = _copy(originals[name], namespace, name, name + suffix)
        name_flags = inline_flags if name in _INLINED else flags
        out[name] = namespace[name] = numba.njit(**name_flags)(fn)
    return types.SimpleNamespace(**out)


_BUILTIN_CACHE: dict = {}


def builtin(agg: int, inf: int) -> types.SimpleNamespace:
    """Drivers specialised to a built-in (aggregation, influence) pair (cached)."""
    key = (agg, inf)
    if key not in _BUILTIN_CACHE:
        namespace = _namespace()
        namespace["_AGG_CONST"] = agg
        namespace["_INF_CONST"] = inf
        suffix = f"__a{agg}i{inf}"
        namespace["_slope_generic"] = _slope
        slope = numba.njit(**JIT_INLINE)(
            _copy(_slope_fixed, namespace, "_slope_fixed", "_slope_fixed" + suffix)
        )
        namespace["_infl"] = numba.njit(**JIT_INLINE)(
            _copy(_infl_fixed, namespace, "_infl", "_infl" + suffix)
        )
        _BUILTIN_CACHE[key] = _build(namespace, suffix, JIT, JIT_INLINE, slope=slope)
    return _BUILTIN_CACHE[key]


def specialise(node, slope=None) -> types.SimpleNamespace:
    """Copies of the driver kernels calling ``node`` (and ``slope``) instead.

    ``node`` must be a numba-compiled function with the signature of
    :func:`~clinarg.qbaf._kernels.semantics._node`; ``slope(tau, inf)``
    bounds |d influence / d e| (omit it and no contraction bound is claimed:
    cyclic parts are ``estimated`` by Gauss-Seidel or integrated, never
    ``certified``).  These copies close over user functions and are not
    cached on disk.
    """
    return _build(
        _namespace(),
        "__user",
        JIT_NOCACHE,
        dict(JIT_NOCACHE, inline="always"),
        node=node,
        slope=slope,
    )
