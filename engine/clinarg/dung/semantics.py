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


class Acceptance:
    """The answer to an acceptance query (DC, DS): an immutable value,
    equal to another with the same fields.

    Attributes
    ----------
    accepted : bool
    witness : frozenset of str or None
        For credulous queries, an extension containing the argument when it
        is accepted; for skeptical queries, an extension *without* the
        argument when it is rejected (a counterexample).  ``None`` otherwise.

    Examples
    --------
    >>> answer = Acceptance(True, frozenset({"a"}))
    >>> bool(answer), answer == Acceptance(True, frozenset({"a"}))
    (True, True)
    >>> answer
    Acceptance(accepted=True, witness=frozenset({'a'}))
    """

    # A plain class, not a dataclass: importing dataclasses (and inspect
    # with it) would add its import time to every whole-process `clinarg
    # solve` (python -X importtime -c "import dataclasses").
    __slots__ = ("accepted", "witness")

    accepted: bool
    witness: frozenset | None

    def __init__(self, accepted: bool, witness: frozenset | None = None):
        object.__setattr__(self, "accepted", accepted)
        object.__setattr__(self, "witness", witness)

    def __setattr__(self, name, value):
        raise AttributeError(f"cannot assign to field {name!r}: Acceptance is immutable")

    def __delattr__(self, name):
        raise AttributeError(f"cannot delete field {name!r}: Acceptance is immutable")

    def __eq__(self, other):
        if other.__class__ is not self.__class__:
            return NotImplemented
        return (self.accepted, self.witness) == (other.accepted, other.witness)

    def __hash__(self) -> int:
        return hash((self.accepted, self.witness))

    def __repr__(self) -> str:
        return f"Acceptance(accepted={self.accepted!r}, witness={self.witness!r})"

    def __reduce__(self):
        return Acceptance, (self.accepted, self.witness)

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
