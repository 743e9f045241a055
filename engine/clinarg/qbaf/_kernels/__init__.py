"""Private numba kernels of the QBAF engine, one module per topic.

Nothing here validates input: the wrappers in :mod:`clinarg.qbaf.evaluate`,
:mod:`clinarg.qbaf.explain` and :mod:`clinarg.qbaf.contest` do.

* :mod:`.semantics`: the node update (aggregation, influence) and its slope;
* :mod:`.observe`: the stopping rule without a contraction bound;
* :mod:`.iterate`: sweeps, residuals and discrete iteration on the global
  parent arrays; :mod:`.integrate`: the continuous model;
* :mod:`.layout` builds the sweep layout of cyclic components,
  :mod:`.sweep` sweeps and solves a component in it;
* :mod:`.driver`: every component of a solve, in topological order;
* :mod:`.specialise`: copies of the drivers per semantics;
* :mod:`.structure`: condensation flags, cones, the merged parent CSR;
  :mod:`.derivatives`: partial derivatives for explanations;
* :mod:`.clock`: time limits; :mod:`._cache`: one on-disk cache stamp for
  all of these modules.

The integer codes they share with Python live in :mod:`clinarg.qbaf._codes`.

The arrays a kernel reads come bundled in tuples, unpacked in the kernel
(numba compiles a tuple argument as its fields; plain tuples, not named
ones, because numba types a named tuple argument in Python on every call,
about twice a plain tuple's dispatch cost: ``benchmarks/qbaf_tuple_args.py``):

* ``g``, the node update's graph: ``(base, ap, ai, aw, sp, si, sw,
  weighted)`` (:meth:`clinarg.qbaf._prepared.Prepared.graph`; see
  :mod:`.semantics`);
* ``cond``, the condensation: ``(comp_ptr, comp_nodes, cyclic, labels)``;
* ``lay``, the sweep layout: :attr:`clinarg.qbaf._layout.CyclicLayout.arrays`;
* ``opts``, how a solve runs: ``(method, tol, max_iter, deadline, par_min,
  small_max, bounded)``;
* ``stats``, the per-component output: ``(iters, method, resid, conv, lip)``;
* ``scratch``: ``(t, ext, x, x1, buf)``, see :func:`.driver._evaluate`;
* ``rel``, the two relations: ``(ap, ai, aw, sp, si, sw, weighted)``
  (:mod:`.structure`).
"""

from . import _cache
from .derivatives import _edge_partials, _reverse_acyclic
from .layout import _layout_degrees, _layout_fill, _layout_sign_weights
from .observe import OBS_SIZE, _observe, _observe_reset
from .semantics import _aggregate
from .specialise import builtin, specialise
from .structure import _cone, _drop_entries, _mark_cyclic, _merge_signed, _patch_signed
from .sweep import PREFETCH_AHEAD, SMALL_SWEEPS, _layout_rows

__all__ = [
    "_cache",
    "_edge_partials",
    "_reverse_acyclic",
    "_layout_degrees",
    "_layout_fill",
    "_layout_sign_weights",
    "OBS_SIZE",
    "_observe",
    "_observe_reset",
    "_aggregate",
    "builtin",
    "specialise",
    "_cone",
    "_drop_entries",
    "_mark_cyclic",
    "_merge_signed",
    "_patch_signed",
    "PREFETCH_AHEAD",
    "SMALL_SWEEPS",
    "_layout_rows",
]
