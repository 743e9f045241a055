"""The reasoning tasks of Dung semantics: one entry point per task.

``extensions`` (EE), ``some_extension`` (SE), ``credulous`` (DC),
``skeptical`` (DS) and ``count_extensions`` (CE) accept the semantics by
full name or ICCMA abbreviation and return argument names.  Grounded
semantics run entirely in the compiled core; the other semantics are solved
by :mod:`clinarg.dung._plans` (clingo), imported only when asked for, so that a
grounded query never pays for loading the ASP solver.
"""

from __future__ import annotations

from collections.abc import Iterator

from ..errors import SemanticsError
from .framework import ArgumentationFramework
from .semantics import Acceptance, semantics_code

__all__ = ["extensions", "some_extension", "credulous", "skeptical",
           "count_extensions", "available_semantics"]

Extension = frozenset


def available_semantics() -> tuple[str, ...]:
    """ICCMA codes of the semantics clinarg reasons with (grounded first)."""
    from ._plans import SUPPORTED  # cheap: clingo loads only when a task runs

    return tuple(dict.fromkeys(("GR",) + tuple(SUPPORTED)))


def _check_af(af) -> None:
    if not isinstance(af, ArgumentationFramework):
        raise TypeError(f"expected an ArgumentationFramework, got {type(af).__name__}")


def _backend(code: str):
    if code not in available_semantics():
        raise SemanticsError(f"semantics {code} is not available in this build")
    from . import _plans

    return _plans


def extensions(af: ArgumentationFramework, semantics: str, *, limit: int | None = None,
               timeout: float | None = None, **options) -> Iterator[frozenset]:
    """Enumerate the extensions of ``af`` (EE), streaming them as they are found.

    Parameters
    ----------
    af : ArgumentationFramework
    semantics : str
        Full name (``"preferred"``) or ICCMA code (``"PR"``).
    limit : int, optional
        Stop after this many extensions.
    timeout : float, optional
        Seconds; past it :class:`clinarg.errors.SolverTimeout` is raised
        (extensions already yielded stay valid).

    Yields
    ------
    frozenset of str

    Examples
    --------
    >>> from clinarg import AF
    >>> af = AF.from_attacks(["a", "b"], [("a", "b")])
    >>> [sorted(e) for e in extensions(af, "grounded")]
    [['a']]
    """
    _check_af(af)
    code = semantics_code(semantics)
    if limit is not None and limit < 0:
        raise ValueError("limit must be non-negative")
    if code == "GR" and not options:
        return _grounded_stream(af, limit)
    # not a generator itself: bad arguments raise here, at the call
    return _backend(code).extensions(af, code, limit=limit, timeout=timeout, **options)


def _grounded_stream(af, limit) -> Iterator[frozenset]:
    if limit != 0:
        from .grounded import grounded_extension

        yield grounded_extension(af)


def some_extension(af: ArgumentationFramework, semantics: str, *,
                   timeout: float | None = None, **options) -> frozenset | None:
    """One extension (SE), or ``None`` when the semantics gives none.

    Examples
    --------
    >>> from clinarg import AF
    >>> sorted(some_extension(AF.from_attacks(["a", "b"], [("a", "b")]), "GR"))
    ['a']
    """
    _check_af(af)
    code = semantics_code(semantics)
    if code == "GR" and not options:
        from .grounded import grounded_extension

        return grounded_extension(af)
    return _backend(code).some_extension(af, code, timeout=timeout, **options)


def _grounded_acceptance(af, argument, skeptical_query: bool) -> Acceptance:
    from .grounded import grounded_extension

    af.index(argument)  # unknown argument -> UnknownArgumentError
    ext = grounded_extension(af)
    accepted = argument in ext
    if skeptical_query:
        return Acceptance(accepted, None if accepted else ext)
    return Acceptance(accepted, ext if accepted else None)


def credulous(af: ArgumentationFramework, argument: str, semantics: str, *,
              timeout: float | None = None, **options) -> Acceptance:
    """Is ``argument`` in some extension (DC)?  With a witness extension.

    Examples
    --------
    >>> from clinarg import AF
    >>> af = AF.from_attacks(["a", "b"], [("a", "b")])
    >>> credulous(af, "b", "GR").accepted
    False
    """
    _check_af(af)
    code = semantics_code(semantics)
    if code == "GR" and not options:
        return _grounded_acceptance(af, argument, False)
    af.index(argument)
    return _backend(code).credulous(af, argument, code, timeout=timeout, **options)


def skeptical(af: ArgumentationFramework, argument: str, semantics: str, *,
              timeout: float | None = None, **options) -> Acceptance:
    """Is ``argument`` in every extension (DS)?  With a counterexample if not.

    Examples
    --------
    >>> from clinarg import AF
    >>> af = AF.from_attacks(["a", "b"], [("a", "b")])
    >>> skeptical(af, "a", "grounded").accepted
    True
    """
    _check_af(af)
    code = semantics_code(semantics)
    if code == "GR" and not options:
        return _grounded_acceptance(af, argument, True)
    af.index(argument)
    return _backend(code).skeptical(af, argument, code, timeout=timeout, **options)


def count_extensions(af: ArgumentationFramework, semantics: str, *,
                     timeout: float | None = None, **options) -> int:
    """Number of extensions (CE), without materialising them.

    Examples
    --------
    >>> from clinarg import AF
    >>> count_extensions(AF.from_attacks(["a", "b"], [("a", "b"), ("b", "a")]), "GR")
    1
    """
    _check_af(af)
    code = semantics_code(semantics)
    if code == "GR" and not options:
        return 1
    return _backend(code).count_extensions(af, code, timeout=timeout, **options)
