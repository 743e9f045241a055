"""Names of Dung semantics and reasoning tasks (ICCMA abbreviations), and
the answer of an acceptance task.

Examples
--------
>>> semantics_code("preferred"), semantics_code("ST")
('PR', 'ST')
>>> parse_problem("dc-gr")
('DC', 'GR')
"""

from __future__ import annotations

import numbers
from dataclasses import dataclass

from ..errors import ParameterError, SemanticsError

__all__ = ["SEMANTICS", "TASKS", "Acceptance", "semantics_code", "parse_problem", "check_limit"]

#: ICCMA abbreviation -> full name.
SEMANTICS = {
    "GR": "grounded",
    "CO": "complete",
    "AD": "admissible",
    "ST": "stable",
    "PR": "preferred",
    "SST": "semi-stable",
    "STG": "stage",
    "ID": "ideal",
}

#: ICCMA task abbreviation -> description.
TASKS = {
    "EE": "enumerate all extensions",
    "SE": "give some extension, or say there is none",
    "DC": "decide credulous acceptance of an argument (with a witness extension)",
    "DS": "decide skeptical acceptance of an argument (with a counterexample)",
    "CE": "count the extensions",
}


@dataclass(frozen=True)
class Acceptance:
    """The answer to an acceptance query (DC, DS).

    Attributes
    ----------
    accepted : bool
    witness : frozenset of str or None
        For credulous queries, an extension containing the argument when it
        is accepted; for skeptical queries, an extension *without* the
        argument when it is rejected (a counterexample).  ``None`` otherwise.
    """

    accepted: bool
    witness: frozenset | None = None

    def __bool__(self) -> bool:
        return self.accepted


_BY_NAME = {name: code for code, name in SEMANTICS.items()}
_BY_NAME.update({"semistable": "SST", "semi_stable": "SST"})


def semantics_code(semantics: str) -> str:
    """ICCMA abbreviation of a semantics given by full name or abbreviation.

    Raises
    ------
    clinarg.errors.SemanticsError
        For an unknown name.
    """
    if not isinstance(semantics, str):
        raise SemanticsError(f"semantics must be a string, got {type(semantics).__name__}")
    key = semantics.strip()
    if key.upper() in SEMANTICS:
        return key.upper()
    code = _BY_NAME.get(key.lower())
    if code is None:
        known = ", ".join(f"{c} ({n})" for c, n in SEMANTICS.items())
        raise SemanticsError(f"unknown semantics {semantics!r}; known: {known}")
    return code


def parse_problem(problem: str) -> tuple[str, str]:
    """Split an ICCMA problem such as ``"DS-PR"`` into ``("DS", "PR")``."""
    if not isinstance(problem, str):
        raise SemanticsError(
            f"problem must be a string such as 'EE-PR', got {type(problem).__name__}"
        )
    task, sep, sem = problem.strip().upper().partition("-")
    if not sep or task not in TASKS:
        raise SemanticsError(
            f"unknown problem {problem!r}: expected TASK-SEMANTICS with "
            f"TASK one of {', '.join(TASKS)} (e.g. EE-GR)"
        )
    return task, semantics_code(sem)


def check_limit(limit) -> int | None:
    """``limit`` as an int, or ``None``; a :class:`ParameterError` for
    anything but ``None`` or a non-negative integer (floats and strings are
    refused, not converted)."""
    if limit is None:
        return None
    if isinstance(limit, bool) or not isinstance(limit, numbers.Integral):
        raise ParameterError(f"limit must be a non-negative integer or None, got {limit!r}")
    if limit < 0:
        raise ParameterError(f"limit must be a non-negative integer or None, got {limit}")
    return int(limit)
