"""One deadline convention for every time-bounded task in clinarg.

A deadline is a ``time.monotonic()`` value, or ``None`` for no limit.
:func:`deadline_after` turns a user's ``timeout`` (seconds) into one, after
validating it; :func:`remaining` and :func:`expired` read it.

Examples
--------
>>> from clinarg._deadline import deadline_after, expired
>>> deadline_after(None) is None
True
>>> expired(deadline_after(60.0))
False
"""

from __future__ import annotations

import math
import numbers
import time

from .errors import ParameterError, SolverTimeout

__all__ = ["validate_timeout", "deadline_after", "sooner", "remaining", "expired"]


def validate_timeout(timeout, name: str = "timeout") -> float | None:
    """Return ``timeout`` as a float, or ``None``; refuse anything else.

    Parameters
    ----------
    timeout : float or None
        Seconds; must be a finite positive real number (not a bool).
    name : str
        The parameter's name, for the message.

    Raises
    ------
    ParameterError
        ``timeout`` is not ``None`` and not a finite positive number.

    Examples
    --------
    >>> validate_timeout(2)
    2.0
    >>> validate_timeout(float("nan"))
    Traceback (most recent call last):
    ...
    clinarg.errors.ParameterError: timeout must be a positive finite number of seconds, got nan
    """
    if timeout is None:
        return None
    if (
        isinstance(timeout, bool)
        or not isinstance(timeout, numbers.Real)
        or not math.isfinite(timeout)
        or timeout <= 0
    ):
        raise ParameterError(f"{name} must be a positive finite number of seconds, got {timeout!r}")
    return float(timeout)


def deadline_after(timeout, name: str = "timeout") -> float | None:
    """The monotonic time ``timeout`` seconds from now (``None``: no limit).

    Examples
    --------
    >>> import time
    >>> deadline_after(1.0) > time.monotonic()
    True
    """
    seconds = validate_timeout(timeout, name)
    return None if seconds is None else time.monotonic() + seconds


def sooner(deadline: float | None, seconds: float) -> float:
    """The earlier of ``deadline`` and ``seconds`` from now: the limit of a
    bounded first try, after which the caller goes on another way unless
    ``deadline`` itself has passed (:func:`expired`).

    Examples
    --------
    >>> import time
    >>> sooner(None, 1.0) > time.monotonic()
    True
    >>> sooner(0.0, 1.0)
    0.0
    """
    until = time.monotonic() + seconds
    return until if deadline is None else min(deadline, until)


def expired(deadline: float | None) -> bool:
    """True when ``deadline`` has passed (never for ``None``).

    Examples
    --------
    >>> expired(None)
    False
    """
    return deadline is not None and time.monotonic() >= deadline


def remaining(deadline: float | None, what: str = "time limit reached") -> float | None:
    """Seconds left before ``deadline``; raises :class:`SolverTimeout` when none.

    Examples
    --------
    >>> remaining(None) is None
    True
    """
    if deadline is None:
        return None
    left = deadline - time.monotonic()
    if left <= 0:
        raise SolverTimeout(what)
    return left
