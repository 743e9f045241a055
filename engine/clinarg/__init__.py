"""clinarg: a symbolic reasoning engine for explainable clinical decision support.

LLM agents argue about a patient; clinarg turns what they say into argument
graphs and decides which arguments stand, with a compiled core for the
linear-time parts and clingo for the hard semantics.

Heavy dependencies (clingo, numba) are imported only by the features that
need them, so ``import clinarg`` and grounded reasoning stay fast.

Examples
--------
>>> import clinarg
>>> af = clinarg.AF.from_attacks(["a", "b", "c"], [("a", "b"), ("b", "c")])
>>> sorted(clinarg.grounded_extension(af))
['a', 'c']
"""

from __future__ import annotations

from ._version import __version__
from .dung import (
    AF,
    Acceptance,
    ArgumentationFramework,
    count_extensions,
    credulous,
    extensions,
    grounded_extension,
    grounded_labelling,
    skeptical,
    some_extension,
)
from .errors import ClinargError, FormatError, SchemaError, SemanticsError, SolverTimeout
from .formats import read_af, read_graph, write_af

# Public names whose modules pull in heavy dependencies (numba, clingo), or
# dataclasses (whose import time a whole-process `clinarg solve` need not
# pay), are imported on first use: name -> module that defines it.
_LAZY: dict[str, str] = {
    "QBAF": "clinarg.qbaf",
    "strengths": "clinarg.qbaf",
    "Argument": "clinarg.graph",
    "ArgumentGraph": "clinarg.graph",
    "Edge": "clinarg.graph",
    "strongly_connected_components": "clinarg.scc",
}

__all__ = [
    "__version__",
    "AF",
    "ArgumentationFramework",
    "Argument",
    "ArgumentGraph",
    "Edge",
    "read_af",
    "read_graph",
    "write_af",
    "grounded_extension",
    "grounded_labelling",
    "strongly_connected_components",
    "Acceptance",
    "extensions",
    "some_extension",
    "credulous",
    "skeptical",
    "count_extensions",
    "ClinargError",
    "FormatError",
    "SchemaError",
    "SemanticsError",
    "SolverTimeout",
]


def __getattr__(name: str):
    module = _LAZY.get(name)
    if module is None:
        raise AttributeError(f"module 'clinarg' has no attribute {name!r}")
    import importlib

    value = getattr(importlib.import_module(module), name)
    globals()[name] = value
    return value


def __dir__():
    return sorted(set(globals()) | set(_LAZY))
