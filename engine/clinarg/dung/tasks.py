"""The reasoning tasks of Dung semantics: one entry point per task.

``extensions`` (EE), ``some_extension`` (SE), ``credulous`` (DC),
``skeptical`` (DS) and ``count_extensions`` (CE) accept the semantics by
full name or ICCMA abbreviation and return argument names.  Grounded
semantics run entirely in the compiled core; the other semantics are solved
by :mod:`clinarg.dung._plans`, which loads clingo (its ``_solver``) only when
a task needs a solver, so that a grounded query never pays for loading the
ASP solver.
"""

from __future__ import annotations

from collections.abc import Iterator

from .._deadline import deadline_after, remaining, validate_timeout
from ..errors import ParameterError
from . import _plans
from .framework import ArgumentationFramework
from .grounded import _check_af
from .semantics import Acceptance, check_limit, semantics_code

__all__ = [
    "extensions",
    "some_extension",
    "credulous",
    "skeptical",
    "count_extensions",
    "available_semantics",
]

Extension = frozenset


def available_semantics() -> tuple[str, ...]:
    """ICCMA codes of the semantics clinarg reasons with (grounded first)."""
    return tuple(dict.fromkeys(("GR",) + tuple(_plans.SUPPORTED)))


_NO_QUERY = object()


def _prepare(af, semantics, timeout, options, argument=_NO_QUERY) -> tuple[str, dict]:
    """Validate what every task takes, before any work: the framework, the
    semantics, the timeout, the preprocessing options and the query.  The
    only validation on the way: :mod:`clinarg.dung._plans` takes the code and
    the merged options as they are returned here."""
    _check_af(af)
    code = semantics_code(semantics)  # _plans.SUPPORTED has every code
    validate_timeout(timeout)
    opts = _plans.check_options(options)
    if argument is not _NO_QUERY:
        af.index(argument)  # unknown argument -> UnknownArgumentError
    return code, opts


def _grounded(af, deadline) -> frozenset:
    """The grounded extension, giving up at ``deadline`` (the labelling is
    linear in the compiled core; naming millions of arguments is what takes
    time, so it is done in chunks with a look at the deadline between them)."""
    from .. import _native
    from .grounded import IN, labels_of

    labels = labels_of(af)
    remaining(deadline)
    return frozenset(af._names_of(_native.select(labels, IN), deadline))


def extensions(
    af: ArgumentationFramework,
    semantics: str,
    *,
    limit: int | None = None,
    timeout: float | None = None,
    ids: bool = False,
    **options,
) -> Iterator[frozenset] | Iterator[list[int]]:
    """Enumerate the extensions of ``af`` (EE), streaming them as they are found.

    Parameters
    ----------
    af : ArgumentationFramework
    semantics : str
        Full name (``"preferred"``) or ICCMA code (``"PR"``).
    limit : int, optional
        Stop after this many extensions.
    timeout : float, optional
        Seconds from this call (preprocessing included); past it
        :class:`clinarg.errors.SolverTimeout` is raised (extensions already
        yielded stay valid).
    ids : bool, default False
        Yield each extension as the sorted list of its arguments' ids
        (positions in ``af.names``) instead of a frozenset of names: no
        name is looked up, which is most of the time of enumerating
        hundreds of thousands of small extensions.

    Returns
    -------
    iterator of frozenset of str, or of list of int with ``ids``
        Every argument is validated when ``extensions`` is called, not when
        the iterator is first advanced; the timeout runs from the call.

    Raises
    ------
    clinarg.errors.ParameterError
        ``af`` is not a framework, ``limit`` is not a non-negative integer,
        ``timeout`` is not a positive finite number, or an option is unknown.
    clinarg.errors.SemanticsError
        Unknown semantics.

    Examples
    --------
    >>> from clinarg import AF
    >>> af = AF.from_attacks(["a", "b"], [("a", "b")])
    >>> [sorted(e) for e in extensions(af, "grounded")]
    [['a']]
    >>> list(extensions(af, "grounded", ids=True))
    [[0]]
    """
    code, opts = _prepare(af, semantics, timeout, options)
    limit = check_limit(limit)
    if not isinstance(ids, bool):
        raise ParameterError(f"ids must be True or False, got {ids!r}")
    if code == "GR" and not options:
        return _grounded_stream(af, limit, deadline_after(timeout), ids)
    # not a generator itself: bad arguments raise here, at the call
    return _plans.extensions(af, code, opts, limit=limit, timeout=timeout, ids=ids)


def _grounded_stream(af, limit, deadline, ids: bool = False):
    if limit != 0:
        yield _grounded_ids(af, deadline) if ids else _grounded(af, deadline)


def _grounded_ids(af, deadline) -> list[int]:
    """The grounded extension's ids, in increasing order."""
    from .. import _native
    from .grounded import IN, labels_of

    labels = labels_of(af)
    remaining(deadline)
    return _native.select(labels, IN).tolist()


def some_extension(
    af: ArgumentationFramework, semantics: str, *, timeout: float | None = None, **options
) -> frozenset | None:
    """One extension (SE), or ``None`` when the semantics gives none.

    Examples
    --------
    >>> from clinarg import AF
    >>> sorted(some_extension(AF.from_attacks(["a", "b"], [("a", "b")]), "GR"))
    ['a']
    """
    code, opts = _prepare(af, semantics, timeout, options)
    if code == "GR" and not options:
        return _grounded(af, deadline_after(timeout))
    return _plans.some_extension(af, code, opts, timeout=timeout)


def _grounded_acceptance(af, argument, skeptical_query: bool, timeout) -> Acceptance:
    ext = _grounded(af, deadline_after(timeout))
    accepted = argument in ext
    if skeptical_query:
        return Acceptance(accepted, None if accepted else ext)
    return Acceptance(accepted, ext if accepted else None)


def credulous(
    af: ArgumentationFramework,
    argument: str,
    semantics: str,
    *,
    timeout: float | None = None,
    **options,
) -> Acceptance:
    """Is ``argument`` in some extension (DC)?  With a witness extension.

    Examples
    --------
    >>> from clinarg import AF
    >>> af = AF.from_attacks(["a", "b"], [("a", "b")])
    >>> credulous(af, "b", "GR").accepted
    False
    """
    code, opts = _prepare(af, semantics, timeout, options, argument)
    if code == "GR" and not options:
        return _grounded_acceptance(af, argument, False, timeout)
    return _plans.credulous(af, argument, code, opts, timeout=timeout)


def skeptical(
    af: ArgumentationFramework,
    argument: str,
    semantics: str,
    *,
    timeout: float | None = None,
    **options,
) -> Acceptance:
    """Is ``argument`` in every extension (DS)?  With a counterexample if not.

    Examples
    --------
    >>> from clinarg import AF
    >>> af = AF.from_attacks(["a", "b"], [("a", "b")])
    >>> skeptical(af, "a", "grounded").accepted
    True
    """
    code, opts = _prepare(af, semantics, timeout, options, argument)
    if code == "GR" and not options:
        return _grounded_acceptance(af, argument, True, timeout)
    return _plans.skeptical(af, argument, code, opts, timeout=timeout)


def count_extensions(
    af: ArgumentationFramework, semantics: str, *, timeout: float | None = None, **options
) -> int:
    """Number of extensions (CE), without materialising them.

    Examples
    --------
    >>> from clinarg import AF
    >>> count_extensions(AF.from_attacks(["a", "b"], [("a", "b"), ("b", "a")]), "GR")
    1
    """
    code, opts = _prepare(af, semantics, timeout, options)
    if code == "GR" and not options:
        return 1
    return _plans.count_extensions(af, code, opts, timeout=timeout)
