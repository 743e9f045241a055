"""Names of Dung semantics and reasoning tasks (ICCMA abbreviations).

Examples
--------
>>> semantics_code("preferred"), semantics_code("ST")
('PR', 'ST')
>>> parse_problem("dc-gr")
('DC', 'GR')
"""

from __future__ import annotations

from .errors import SemanticsError

__all__ = ["SEMANTICS", "TASKS", "semantics_code", "parse_problem"]

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
        raise SemanticsError(f"problem must be a string such as 'EE-PR', got "
                             f"{type(problem).__name__}")
    task, sep, sem = problem.strip().upper().partition("-")
    if not sep or task not in TASKS:
        raise SemanticsError(f"unknown problem {problem!r}: expected TASK-SEMANTICS with "
                             f"TASK one of {', '.join(TASKS)} (e.g. EE-GR)")
    return task, semantics_code(sem)
