"""Strengths of a QBAF under a gradual semantics, with guaranteed termination.

The union of attacks and supports is condensed into strongly connected
components (the native Tarjan code), numbered in topological order.  An
acyclic singleton is evaluated exactly, once, after its parents.  A cyclic
component is solved with its parents fixed:

* ``method="auto"``: Gauss-Seidel.  When the max-norm contraction bound of
  the component holds, the a-posteriori Banach bound certifies ``tol``;
  otherwise the error is estimated from the observed contraction (the
  ratios of successive changes, trusted once stable below 1 over several
  sweeps), and when the iteration stalls, oscillates or diverges instead the
  component is solved again from its base scores by the continuous model
  ``d sigma/dt = F(sigma) - sigma``, integrated by Dormand-Prince 5(4) until
  the estimated distance to the equilibrium is below ``tol`` (Potyka 2018
  shows that this converges where discrete iteration oscillates);
* ``"jacobi"``, ``"gauss-seidel"``, ``"rk45"``: force one method.

A solve reads the framework's prepared problem (:mod:`clinarg.qbaf._prepared`:
structure, plan and the kernels' bundles, built once per structure and
cached); with a built-in sum aggregation (QE, Euler-based, MLP-based)
discrete iteration runs on its sweep layout of the cyclic components
(:mod:`clinarg.qbaf._layout`).  The residual ``|F(sigma) - sigma|`` of a
certified component is computed when the result is asked for it.

Every method stops after ``max_iter`` sweeps (or steps) per component; the
result then says ``converged=False`` and names the failing components.
"""

from __future__ import annotations

import math
import numbers
import time
from collections.abc import Callable
from dataclasses import dataclass, field

import numpy as np

from .._deadline import validate_timeout
from ..errors import (
    ConvergenceError,
    EdgeError,
    ParameterError,
    SolverTimeout,
    UnknownArgumentError,
)
from . import _blocks, _codes, _prepared
from ._codes import (
    C_CERTIFIED,
    C_ESTIMATED,
    C_EXACT,
    C_FAILED,
    C_INTEGRATED,
    M_EXACT,
    M_RK45,
    METHOD_NAMES,
)
from .model import QBAF, _shown
from .semantics import Semantics, get_semantics

__all__ = [
    "Strengths",
    "strengths",
    "METHODS",
    "DEFAULT_MAX_ITER",
    "PARALLEL_MIN_ROWS",
    "CERTIFICATIONS",
]

#: Method names accepted by :func:`strengths` and their kernel codes.
METHODS = _codes.METHODS
_ALIASES = {
    "gs": "gauss-seidel",
    "gauss_seidel": "gauss-seidel",
    "dopri5": "rk45",
    "continuous": "rk45",
    "rk": "rk45",
}
_METHOD_NAME_ARRAY = np.array([METHOD_NAMES[k] for k in range(len(METHOD_NAMES))], dtype=object)

#: With ``parallel=True``, Gauss-Seidel on cyclic components of at least this
#: many arguments runs as two-block Gauss-Seidel on two threads.
PARALLEL_MIN_ROWS = 65_536

#: Cyclic components of at most this many arguments (with a contraction
#: bound, under Gauss-Seidel) take a fast path without the general solver's
#: per-component set-up (the same strengths bit for bit; tests set it to 0
#: to compare): graphs of many 2- and 3-cycles cost per component, not per
#: edge.
SMALL_COMPONENT_ROWS = 64

#: Default limit of sweeps (discrete) or steps (continuous) per component.
DEFAULT_MAX_ITER = 100_000

#: How far a component's strengths are vouched for, from strongest to
#: weakest (:attr:`Strengths.component_certification`; a component's code is
#: the index of its name):
#:
#: ``"exact"``
#:     an acyclic argument, computed once from its final parents;
#: ``"certified"``
#:     a cyclic component whose max-norm contraction bound is below 1: the
#:     fixpoint is unique and the Banach bound proves the error below ``tol``
#:     (whatever the method);
#: ``"integrated"``
#:     no contraction bound; the continuous model (rk45: forced, or
#:     ``method="auto"`` after Gauss-Seidel gave up) reached its equilibrium,
#:     the distance to it below ``tol`` as estimated from the residual's
#:     decay rate (not proved), the limit of the trajectory from the base
#:     scores;
#: ``"estimated"``
#:     no contraction bound; discrete iteration (Gauss-Seidel under
#:     ``method="auto"``, or a forced Jacobi or Gauss-Seidel) settled, the
#:     error estimated as ``q d / (1 - q)`` from the last change ``d`` and
#:     the observed contraction ``q`` (the largest of the last four ratios of
#:     successive changes, stable below 0.95), not proved.  The map may have
#:     several fixpoints and this one need not be the continuous model's
#:     (``method="rk45"``): where they are the same attracting fixpoint the
#:     two agree to ``tol``; forced methods also accept a fixpoint reached
#:     exactly (a sweep that changes nothing), which ``auto`` integrates
#:     instead (there fixpoints need not be isolated);
#: ``"failed"``
#:     did not converge (``max_iter``, the time limit, or a value that is not
#:     a finite number).
CERTIFICATIONS = _codes.CERTIFICATIONS


@dataclass(frozen=True)
class Strengths:
    """Final strengths of a QBAF and how they were obtained.

    Attributes
    ----------
    values : numpy.ndarray of float64
        Strength of argument ``i`` at index ``i`` (read-only).
    names : tuple of str
    semantics : str
    converged : bool
        Every component met ``tol``.
    residual : float
        max |F(sigma) - sigma| over the cyclic components (0 when acyclic),
        computed on first access for components that converged (one Jacobi
        pass over them: not needed to certify ``tol``, so a solve does not
        spend it unless asked).
    method : str
        ``"exact"`` when the graph is acyclic, else the methods used on
        cyclic components joined by ``"+"``.
    iterations, component_method, component_residual, component_converged
        Per component (topological order): sweeps or steps used, method
        code (0 exact, 1 Jacobi, 2 Gauss-Seidel, 3 RK45, 4 two-block
        Gauss-Seidel), residual and convergence flag.
    component_lipschitz : numpy.ndarray
        The max-norm contraction bound of each cyclic component (0 for
        acyclic ones); below 1, discrete iteration is certified.
    certification, component_certification
        How far the result (its weakest component), respectively each
        component, is vouched for: one of :data:`CERTIFICATIONS`
        (``"exact"``, ``"certified"``, ``"integrated"``, ``"estimated"``,
        ``"failed"``).  ``converged`` with an ``"estimated"`` component means
        that iteration settled, not that the error is proved below ``tol``.
    labels : numpy.ndarray
        Component of each argument.

    Examples
    --------
    >>> import clinarg
    >>> q = clinarg.QBAF.from_edges({"a": 0.8, "b": 0.6}, attacks=[("a", "b")])
    >>> r = clinarg.strengths(q)
    >>> round(r["b"], 6), r.converged, r.method, r.certification
    (0.365854, True, 'exact', 'exact')

    Forced Gauss-Seidel on a cycle without a contraction bound settles on
    another fixpoint than the continuous model's, and says so (``auto``
    integrates where a sweep changes nothing):

    >>> cyc = clinarg.QBAF.from_edges({"a": 1.0, "b": 1.0}, attacks=[("a", "b"), ("b", "a")])
    >>> r = clinarg.strengths(cyc, "dfquad", method="gauss-seidel")
    >>> r.as_dict(), r.converged, r.certification
    ({'a': 0.0, 'b': 1.0}, True, 'estimated')
    >>> r = clinarg.strengths(cyc, "dfquad")
    >>> round(r["a"], 6), r.certification
    (0.5, 'integrated')
    """

    values: np.ndarray
    names: tuple
    semantics: str
    converged: bool
    method: str
    iterations: np.ndarray
    component_method: np.ndarray
    component_converged: np.ndarray
    component_lipschitz: np.ndarray
    labels: np.ndarray
    comp_ptr: np.ndarray
    comp_nodes: np.ndarray
    tol: float
    # per-component residuals, NaN where not computed yet, and the function
    # that fills those in place
    _residuals: np.ndarray = field(repr=False, compare=False)
    _fill_residuals: Callable = field(repr=False, compare=False)

    @property
    def component_residual(self) -> np.ndarray:
        """max |F(sigma) - sigma| over each component (0 for acyclic ones)."""
        if np.isnan(self._residuals).any():
            self._fill_residuals(self._residuals)
        return self._residuals

    @property
    def component_certification(self) -> np.ndarray:
        """One of :data:`CERTIFICATIONS` per component (an array of str)."""
        return np.array(CERTIFICATIONS, dtype=object)[self._certification_codes()].astype(str)

    @property
    def certification(self) -> str:
        """The weakest :attr:`component_certification` (``"exact"`` when empty)."""
        return _weakest(self._certification_codes())

    def _certification_codes(self) -> np.ndarray:
        meth, conv = self.component_method, self.component_converged
        bound = self.component_lipschitz < 1.0
        codes = np.full(meth.shape[0], C_ESTIMATED, dtype=np.int8)
        codes[meth == M_RK45] = C_INTEGRATED
        codes[bound] = C_CERTIFIED
        codes[meth == M_EXACT] = C_EXACT
        codes[~conv] = C_FAILED
        return codes

    @property
    def residual(self) -> float:
        """max |F(sigma) - sigma| over the cyclic components (0 when acyclic)."""
        resid = self.component_residual
        return float(resid.max()) if resid.size else 0.0

    def __getitem__(self, name: str) -> float:
        try:
            return float(self.values[self._index()[name]])
        except (KeyError, TypeError):
            raise UnknownArgumentError(f"no argument {name!r} in this result") from None

    def _index(self):
        idx = self.__dict__.get("_idx")
        if idx is None and hasattr(self.names, "position"):
            return _PositionMap(self.names)
        if idx is None:
            idx = {x: i for i, x in enumerate(self.names)}
            object.__setattr__(self, "_idx", idx)
        return idx

    def as_dict(self) -> dict[str, float]:
        """``{name: strength}``."""
        return dict(zip(self.names, self.values.tolist()))

    @property
    def failed_components(self) -> list[int]:
        """Indices of the components that did not converge."""
        return np.flatnonzero(~self.component_converged).tolist()

    def members(self, component: int) -> list[str]:
        """Names of the arguments in a component."""
        lo, hi = self.comp_ptr[component], self.comp_ptr[component + 1]
        return [self.names[v] for v in self.comp_nodes[lo:hi]]

    def raise_if_failed(self) -> Strengths:
        """Raise :class:`clinarg.errors.ConvergenceError` unless converged."""
        if not self.converged:
            c = self.failed_components[0]
            names = self.members(c)
            shown = ", ".join(map(repr, names[:5])) + (", ..." if len(names) > 5 else "")
            raise ConvergenceError(
                f"{len(self.failed_components)} component(s) did not converge to "
                f"{self.tol:g}; first: component {c} ({shown}), residual "
                f"{self.component_residual[c]:.3g} after {self.iterations[c]} iterations"
            )
        return self

    def to_json(self) -> dict:
        """The JSON object of the command line (``null`` for a strength or
        residual that is not a finite number, so it is valid JSON)."""
        codes = self._certification_codes()
        cyclic = np.flatnonzero(self.component_method != M_EXACT)
        methods = _METHOD_NAME_ARRAY[self.component_method[cyclic]].tolist()
        certs = np.array(CERTIFICATIONS, dtype=object)[codes[cyclic]].tolist()
        return {
            "semantics": self.semantics,
            "strengths": {x: _finite_or_none(v) for x, v in self.as_dict().items()},
            "converged": self.converged,
            "residual": _finite_or_none(self.residual),
            "method": self.method,
            "certification": _weakest(codes),
            "failed_components": self._members_of(np.flatnonzero(~self.component_converged)),
            "cyclic_components": [
                {"members": m, "method": meth, "certification": cert}
                for m, meth, cert in zip(self._members_of(cyclic), methods, certs)
            ],
        }

    def _members_of(self, comps: np.ndarray) -> list[list[str]]:
        """:meth:`members` of each of ``comps``: their argument ids gathered
        at once, their names looked up in one pass, then cut per component."""
        lo = self.comp_ptr[comps].astype(np.int64)
        lens = self.comp_ptr[comps + 1].astype(np.int64) - lo
        offs = np.zeros(lens.shape[0] + 1, dtype=np.int64)
        np.cumsum(lens, out=offs[1:])
        nodes = self.comp_nodes[np.arange(offs[-1]) - np.repeat(offs[:-1] - lo, lens)]
        names = self.names
        flat = list(map(names.__getitem__, nodes.tolist()))
        cut = offs.tolist()
        return [flat[a:b] for a, b in zip(cut[:-1], cut[1:])]


def _weakest(codes: np.ndarray) -> str:
    """The weakest of the components' certification codes (``"exact"`` for none)."""
    return CERTIFICATIONS[int(codes.max()) if codes.size else C_EXACT]


def _finite_or_none(value: float):
    return value if math.isfinite(value) else None


class _PositionMap:
    """name -> index for lazy numeric names, without a dict."""

    def __init__(self, names):
        self.names = names

    def __getitem__(self, name):
        i = self.names.position(name)
        if i < 0:
            raise KeyError(name)
        return i


def _method_code(method: str) -> int:
    if not isinstance(method, str):
        raise ParameterError(f"method must be a string, got {type(method).__name__}")
    key = _ALIASES.get(method.lower(), method.lower())
    if key not in METHODS:
        raise ParameterError(f"unknown method {method!r}; known: {', '.join(METHODS)}")
    return METHODS[key]


#: Largest ``max_iter`` (the kernels count in int64).
MAX_ITER_LIMIT = 2**63 - 1


def _check(qbaf, sem: Semantics, tol, max_iter):
    """Validate the framework and the numeric options, before any work."""
    if not isinstance(qbaf, QBAF):
        raise ParameterError(f"expected a clinarg.QBAF, got {type(qbaf).__name__}")
    if (
        isinstance(tol, bool) or not isinstance(tol, numbers.Real) or not 0.0 < float(tol) < 1.0
    ):  # NaN compares false
        raise ParameterError(f"tol must be a number in (0, 1), got {tol!r}")
    if (
        isinstance(max_iter, bool)
        or not isinstance(max_iter, numbers.Integral)
        or not 1 <= max_iter <= MAX_ITER_LIMIT
    ):
        raise ParameterError(
            f"max_iter must be an integer in [1, 2**63 - 1], got {_shown(max_iter)}"
        )
    if np.isfinite(sem.max_weight):
        for w, kind in ((qbaf.att_w, "attack"), (qbaf.sup_w, "support")):
            if w is not None and w.size and w.max() > sem.max_weight:
                raise EdgeError(
                    f"semantics {sem.name!r} needs {kind} weights at most "
                    f"{sem.max_weight:g}; got {w.max():g}"
                )


def _check_options(method, parallel) -> int:
    """The method's code, after validating ``parallel`` (``timeout`` is
    validated once, by :func:`_deadline`, before any work)."""
    if not isinstance(parallel, (bool, np.bool_)):
        raise ParameterError(f"parallel must be True or False, got {parallel!r}")
    return _method_code(method)


def _solve(
    qbaf: QBAF,
    prep,
    sem: Semantics,
    comps: np.ndarray,
    sigma: np.ndarray,
    stats,
    method: int,
    tol: float,
    max_iter: int,
    deadline: float,
    timeout,
    parallel: bool,
) -> Strengths:
    """Evaluate ``comps`` of ``qbaf`` (its prepared problem ``prep``) in
    place in ``sigma`` and ``stats`` and return the result.  When
    ``deadline`` (perf_counter time, 0: none) stopped the work, the
    components not reached are marked unconverged and
    :class:`~clinarg.errors.SolverTimeout` is raised with the result as
    ``.partial`` (``timeout``, the limit in seconds, for its message)."""
    agg, inf = sem.codes
    conv = stats[3]
    use_layout, lay, scratch = prep.layout_args(sem, comps)
    kernels = sem.kernels()
    graph = prep.graph(qbaf.base, sem)
    arrays = prep.cond_bundle()
    opts = (method, float(tol), int(max_iter), float(deadline), 0, SMALL_COMPONENT_ROWS, True)

    def evaluate(part: np.ndarray) -> int:
        return int(
            kernels._evaluate(
                part, arrays, sigma, graph, agg, inf, opts, stats, use_layout, lay, scratch
            )
        )

    done = 0
    # components split into two blocks on two threads (parallel=True), each
    # between runs of the kernel's driver over the components before it
    for pos in _large_components(prep, use_layout, scratch, comps, method) if parallel else ():
        done += evaluate(comps[done:pos])
        if done < pos:
            break
        c = int(comps[pos])
        bound = kernels._layout_bound(int(lay[0][c]), int(lay[0][c + 1]), lay, graph[0], inf)
        if not _blocks.applies(method, bound):
            continue  # integrated by the driver, with the next run
        converged = _blocks.solve(
            kernels,
            prep.layout(),
            c,
            sigma,
            graph[0],
            inf,
            float(tol),
            int(max_iter),
            deadline,
            scratch,
            stats,
            bound,
        )
        done += 1
        if not converged and deadline and time.perf_counter() > deadline:
            break
    else:
        done += evaluate(comps[done:])
    conv[comps[done:]] = False
    result = _result(qbaf, prep, sem, sigma, stats, tol)
    total = comps.shape[0]
    if deadline and (done < total or (not result.converged and time.perf_counter() > deadline)):
        exc = SolverTimeout(
            f"strengths did not finish within {timeout:g} s ({done} of "
            f"{total} components evaluated; the partial result is on "
            f"the exception as .partial)"
        )
        exc.partial = result
        raise exc
    return result


def _large_components(prep, use_layout, scratch, comps, method: int) -> np.ndarray:
    """Positions in ``comps`` of the cyclic components that ``parallel=True``
    splits into two blocks: at least :data:`PARALLEL_MIN_ROWS` arguments, a
    sum aggregation (the layout) and a Gauss-Seidel method."""
    if not (
        use_layout and scratch[0].shape[0] >= PARALLEL_MIN_ROWS and _blocks.applies(method, 0.0)
    ):
        return np.empty(0, dtype=np.int64)
    sizes = np.diff(prep.layout().comp_lo)[comps]
    return np.flatnonzero(sizes >= PARALLEL_MIN_ROWS)


def _solve_all(
    qbaf: QBAF,
    prep,
    sem: Semantics,
    method: int,
    tol: float,
    max_iter: int,
    timeout,
    parallel: bool,
):
    """Every component of ``qbaf`` (its prepared problem ``prep``) from the
    base scores: ``(result, stats)``, the time limit counted from the call
    (the condensation included)."""
    deadline = _deadline(timeout)
    cond = prep.condensation()
    sigma = np.array(qbaf.base, dtype=np.float64, copy=True)
    stats = _new_stats(cond.count)
    result = _solve(
        qbaf,
        prep,
        sem,
        np.arange(cond.count, dtype=np.int64),
        sigma,
        stats,
        method,
        tol,
        max_iter,
        deadline,
        timeout,
        bool(parallel),
    )
    return result, stats


def _deadline(timeout) -> float:
    """The perf_counter time ``timeout`` seconds from now (0.0: no limit),
    the kernels' convention; ``timeout`` is validated by the shared
    :func:`clinarg._deadline.validate_timeout`."""
    seconds = validate_timeout(timeout)
    if seconds is None:
        return 0.0
    return time.perf_counter() + seconds


def _new_stats(count: int):
    """The kernels' per-component output: ``(iters, method, resid, conv, lip)``."""
    return (
        np.zeros(count, dtype=np.int64),
        np.zeros(count, dtype=np.int8),
        np.zeros(count),
        np.ones(count, dtype=np.bool_),
        np.zeros(count),
    )


def _result(qbaf: QBAF, prep, sem: Semantics, sigma, stats, tol) -> Strengths:
    cond = prep.condensation()
    iters, meth, resid, conv, lip = stats
    bad = ~np.isfinite(sigma)
    if bad.any():
        # a NaN or infinity (a custom semantics that leaves the reals) is no
        # strength, whatever the stopping rule saw
        conv[cond.labels[bad]] = False
    present = np.zeros(len(METHOD_NAMES), dtype=np.bool_)  # reported codes 0..4
    present[meth[cond.cyclic]] = True
    used = np.flatnonzero(present).tolist()
    method = "+".join(METHOD_NAMES[m] for m in used) if used else "exact"
    sigma.flags.writeable = False

    def fill_residuals(out):
        # the kernels leave NaN where a certified component did not yield its
        # residual; this is one pass over those components' parent rows
        todo = np.flatnonzero(np.isnan(out)).astype(np.int64)
        agg, inf = sem.codes
        sem.kernels()._residuals(
            todo, cond.comp_ptr, cond.comp_nodes, sigma, prep.graph(qbaf.base, sem), agg, inf, out
        )

    return Strengths(
        sigma,
        qbaf.names,
        sem.name,
        bool(conv.all()),
        method,
        iters,
        meth,
        conv,
        lip,
        cond.labels,
        cond.comp_ptr,
        cond.comp_nodes,
        float(tol),
        resid,
        fill_residuals,
    )


def strengths(
    qbaf: QBAF,
    semantics="qe",
    tol: float = 1e-9,
    max_iter: int = DEFAULT_MAX_ITER,
    method: str = "auto",
    timeout: float | None = None,
    parallel: bool = False,
) -> Strengths:
    """Final strengths of every argument of ``qbaf``.

    Parameters
    ----------
    qbaf : clinarg.QBAF
    semantics : str or Semantics
        ``"qe"`` (quadratic energy), ``"dfquad"``, ``"eb"`` (Euler-based),
        ``"mlp"`` (MLP-based) or a :func:`clinarg.qbaf.semantics.custom` one.
    tol : float
        Bound on the max-norm error of cyclic components (certified by the
        contraction bound, else estimated from the observed contraction or
        the integration's decay rate: :attr:`Strengths.certification`).  Where
        a component has no isolated fixpoint (a DF-QuAD argument of base
        score 0 that supports itself lies on a line of fixpoints), the
        result is a fixpoint to ``tol`` near the exact trajectory's limit,
        which there moves with the integration error (by about 1e-5 in
        ``tests/test_qbaf_semantics.py``'s example).
    max_iter : int
        Sweeps or integration steps per cyclic component before giving up.
    method : {"auto", "jacobi", "gauss-seidel", "rk45"}
        ``"auto"``: Gauss-Seidel, stopped by the contraction bound
        (``"certified"``) or else by the observed contraction
        (``"estimated"``); a component on which it stalls, oscillates or
        diverges is integrated (``"integrated"``, method ``"rk45"``).
    timeout : float, optional
        Wall-clock limit in seconds, checked between components and every 16
        sweeps or integration steps inside one.
    parallel : bool
        Solve Gauss-Seidel components of at least
        :data:`PARALLEL_MIN_ROWS` arguments as two-block Gauss-Seidel on two
        threads (method ``"block-gauss-seidel"``): the same certified
        tolerance, a result that depends on the two blocks only (not on the
        threads, nor on the machine) but is not bit-identical to the serial
        sweep's.  Python threads over the cached sweep kernel: nothing
        compiles, and the process may fork afterwards.  Faster only with a
        free second core.

    Returns
    -------
    Strengths

    Raises
    ------
    clinarg.errors.SemanticsError
        Unknown semantics.
    clinarg.errors.ParameterError
        Unknown method; ``tol`` not in (0, 1), ``max_iter`` not an integer
        in [1, 2**63 - 1], ``timeout`` not a positive finite number,
        ``parallel`` not a bool, ``qbaf`` not a QBAF.
    clinarg.errors.EdgeError
        A weight above the semantics' ``max_weight`` (DF-QuAD: 1).
    clinarg.errors.SolverTimeout
        ``timeout`` passed first; ``exc.partial`` holds the strengths so far
        (unfinished components unconverged, at their base scores or last
        iterate).

    Examples
    --------
    >>> import clinarg
    >>> q = clinarg.QBAF.from_edges({"a": 0.8, "b": 0.6}, supports=[("a", "b")])
    >>> round(clinarg.strengths(q, "dfquad")["b"], 6)
    0.92
    """
    sem = get_semantics(semantics)
    _check(qbaf, sem, tol, max_iter)
    code = _check_options(method, parallel)
    return _solve_all(
        qbaf, _prepared.of(qbaf), sem, code, float(tol), int(max_iter), timeout, parallel
    )[0]


def apply_once(qbaf: QBAF, sigma, semantics="qe") -> np.ndarray:
    """One Jacobi sweep over the whole graph: ``F(sigma)`` (for tests and benchmarks).

    Examples
    --------
    >>> import clinarg, numpy as np
    >>> q = clinarg.QBAF.from_edges({"a": 0.8, "b": 0.6}, attacks=[("a", "b")])
    >>> apply_once(q, q.base).round(6).tolist()
    [0.8, 0.365854]
    """
    sem = get_semantics(semantics)
    if not isinstance(qbaf, QBAF):
        raise ParameterError(f"expected a clinarg.QBAF, got {type(qbaf).__name__}")
    sigma = np.asarray(sigma)
    if sigma.dtype.kind not in "iuf" or sigma.shape != (qbaf.n_arguments,):
        raise ParameterError("sigma must hold one real number per argument")
    sigma = np.ascontiguousarray(sigma, dtype=np.float64)
    out = np.empty_like(sigma)
    agg, inf = sem.codes
    sem.kernels()._apply(sigma, out, _prepared.of(qbaf).graph(qbaf.base, sem), agg, inf)
    return out
