"""Quantitative bipolar argumentation: gradual semantics compiled with numba.

Modules: :mod:`~clinarg.qbaf.model` (the :class:`QBAF` data model),
:mod:`~clinarg.qbaf.semantics` (modular semantics), :mod:`~clinarg.qbaf.evaluate`
(:func:`strengths`), :mod:`~clinarg.qbaf.arena` (clash resolution),
:mod:`~clinarg.qbaf.contest` (contestation with incremental recompute) and
:mod:`~clinarg.qbaf.explain` (attributions).  numba is imported only when
strengths are first computed.

Examples
--------
>>> from clinarg.qbaf import QBAF, strengths
>>> q = QBAF.from_edges({"a": 0.8, "b": 0.6}, attacks=[("a", "b")])
>>> round(strengths(q, "dfquad")["b"], 6)
0.12
"""

from .arena import ArenaResult, Clash, resolve_clashes
from .contest import Contestation, Step
from .evaluate import Strengths, strengths
from .explain import Attribution, attributions
from .model import QBAF
from .semantics import SEMANTICS, Semantics, custom, get_semantics

__all__ = [
    "QBAF",
    "Strengths",
    "strengths",
    "Semantics",
    "SEMANTICS",
    "custom",
    "get_semantics",
    "resolve_clashes",
    "Clash",
    "ArenaResult",
    "Contestation",
    "Step",
    "attributions",
    "Attribution",
]
