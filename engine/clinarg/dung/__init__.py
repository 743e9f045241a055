"""Dung argumentation: the framework, its semantics and the reasoning tasks.

* :mod:`~clinarg.dung.framework`: :class:`ArgumentationFramework` (names,
  ids, CSR attacks);
* :mod:`~clinarg.dung.semantics`: names of the semantics and tasks (ICCMA
  codes);
* :mod:`~clinarg.dung.grounded`: the grounded labelling in the compiled core;
* :mod:`~clinarg.dung.tasks`: one entry point per task (EE, SE, DC, DS, CE)
  for every semantics; grounded queries stay in the compiled core, the
  others go to clingo with the preprocessing of :mod:`clinarg.dung._plans`.

This package re-exports only; ``clinarg`` re-exports it in turn.

Examples
--------
>>> from clinarg.dung import AF, extensions
>>> af = AF.from_attacks(["a", "b", "c"], [("a", "b"), ("b", "a"), ("b", "c")])
>>> sorted(sorted(e) for e in extensions(af, "PR"))
[['a', 'c'], ['b']]
"""

from ._plans import OPTIONS, SUPPORTED
from .framework import AF, ArgumentationFramework
from .grounded import IN, OUT, UNDEC, grounded_extension, grounded_labelling
from .semantics import SEMANTICS, TASKS, Acceptance, parse_problem, semantics_code
from .tasks import (
    available_semantics,
    count_extensions,
    credulous,
    extensions,
    skeptical,
    some_extension,
)

__all__ = [
    "ArgumentationFramework",
    "AF",
    "SEMANTICS",
    "TASKS",
    "semantics_code",
    "parse_problem",
    "IN",
    "OUT",
    "UNDEC",
    "grounded_labelling",
    "grounded_extension",
    "Acceptance",
    "extensions",
    "some_extension",
    "credulous",
    "skeptical",
    "count_extensions",
    "available_semantics",
    "SUPPORTED",
    "OPTIONS",
]
