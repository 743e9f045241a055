"""Grounded semantics by linear-time propagation in the compiled core.

The grounded extension is the least fixpoint of the characteristic function
F(S) = {a | every attacker of a is attacked by S} (Dung 1995).  The native
core computes the grounded labelling in O(n + m): an argument is IN once all
its attackers are OUT, and OUT once one attacker is IN; what is left is UNDEC.
"""

from __future__ import annotations

from array import array

from .. import _native
from ..errors import ParameterError
from .framework import ArgumentationFramework

__all__ = ["IN", "OUT", "UNDEC", "grounded_labelling", "grounded_extension"]

UNDEC, IN, OUT = 0, 1, 2


def grounded_labelling(af: ArgumentationFramework):
    """Grounded labelling of every argument, by id.

    Returns
    -------
    numpy.ndarray of int8
        ``IN`` (1), ``OUT`` (2) or ``UNDEC`` (0) per argument id.

    Examples
    --------
    >>> from clinarg import AF
    >>> af = AF.from_attacks(["a", "b", "c"], [("a", "b"), ("b", "c")])
    >>> grounded_labelling(af).tolist()
    [1, 2, 1]
    """
    return _native.numpy_view(labels_of(af), read_only=False)


def labels_of(af: ArgumentationFramework) -> array:
    """:func:`grounded_labelling` as an int8 ``array.array`` (no numpy).

    Examples
    --------
    >>> from clinarg import AF
    >>> labels_of(AF.from_attacks(["a", "b"], [("a", "b")])).tolist()
    [1, 2]
    """
    _check_af(af)
    return _native.grounded_labels(af.n_arguments, af._out_ptr, af._out_idx, af._in_ptr)


def grounded_extension(af: ArgumentationFramework) -> frozenset[str]:
    """The grounded extension, as a set of argument names.

    Examples
    --------
    >>> from clinarg import AF
    >>> sorted(grounded_extension(AF.from_attacks(["a", "b", "c"], [("a", "b"), ("b", "c")])))
    ['a', 'c']
    """
    labels = labels_of(af)  # checks af
    return frozenset(af._names_of(_native.select(labels, IN)))


def _check_af(af) -> None:
    """A :class:`ParameterError` unless ``af`` is an :class:`ArgumentationFramework`."""
    if not isinstance(af, ArgumentationFramework):
        raise ParameterError(f"expected an ArgumentationFramework, got {type(af).__name__}")
