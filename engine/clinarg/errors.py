"""Exception hierarchy of clinarg.

Every error raised on purpose by clinarg derives from :class:`ClinargError`;
errors about bad input also derive from the matching builtin, so callers that
already catch ``ValueError`` keep working.

Examples
--------
>>> from clinarg.errors import FormatError
>>> err = FormatError("attack on undeclared argument 'x'", path="a.apx", line=3)
>>> str(err)
"a.apx:3: attack on undeclared argument 'x'"
>>> isinstance(err, ValueError)
True
"""

from __future__ import annotations

__all__ = [
    "ClinargError",
    "ParameterError",
    "FormatError",
    "SchemaError",
    "NativeError",
    "SemanticsError",
    "UnknownArgumentError",
    "SolverTimeout",
    "SearchError",
    "BackendError",
    "BackendTimeout",
    "BackendHTTPError",
    "BackendResponseError",
    "CassetteMiss",
    "QBAFError",
    "BaseScoreError",
    "EdgeError",
    "ConvergenceError",
    "ArenaError",
]


class ClinargError(Exception):
    """Base class of every error that clinarg raises on purpose."""


class ParameterError(ClinargError, ValueError):
    """A function or command was called with a bad argument value or type.

    Raised by every public entry point before any work starts: a timeout that
    is not a positive finite number, a limit that is not a positive integer,
    a score given as a string, and so on.

    Examples
    --------
    >>> from clinarg.errors import ParameterError, ClinargError
    >>> issubclass(ParameterError, ClinargError) and issubclass(ParameterError, ValueError)
    True
    """


class FormatError(ClinargError, ValueError):
    """An argumentation framework file or document is malformed.

    Parameters
    ----------
    message : str
        What is wrong, in words.
    path : str, optional
        The file being read (``None`` for in-memory text).
    line : int, optional
        1-based line number of the offending line, when known.
    pointer : str, optional
        JSON pointer of the offending value, for JSON documents.
    """

    def __init__(
        self,
        message: str,
        *,
        path: str | None = None,
        line: int | None = None,
        pointer: str | None = None,
    ):
        self.message = message
        self.path = path
        self.line = line
        self.pointer = pointer
        super().__init__(str(self))

    def __str__(self) -> str:
        where = self.path if self.path is not None else "<input>"
        if self.line is not None:
            where += f":{self.line}"
        if self.pointer:
            where += f": at {self.pointer}"
        return f"{where}: {self.message}"

    def __reduce__(self):
        return (_rebuild_format_error, (self.message, self.path, self.line, self.pointer))


def _rebuild_format_error(message, path, line, pointer):
    return FormatError(message, path=path, line=line, pointer=pointer)


class SchemaError(FormatError):
    """A JSON argument-graph document does not follow the published schema."""


class NativeError(ClinargError, RuntimeError):
    """The compiled core reported a failure (out of memory, bad call)."""


class SemanticsError(ClinargError, ValueError):
    """An unknown semantics or task name, or a task the input cannot take."""


class UnknownArgumentError(ClinargError, KeyError):
    """A query names an argument that the framework does not have."""

    def __str__(self) -> str:  # KeyError would repr() the message
        return str(self.args[0]) if self.args else ""


class SolverTimeout(ClinargError, TimeoutError):
    """A reasoning task ran past its time limit."""


class SearchError(ClinargError, ValueError):
    """A tree search was given bad settings, or its environment misbehaved."""


class BackendError(ClinargError, RuntimeError):
    """A language-model backend could not answer one request.

    The ArgMed dialogue records it in the trace and carries on: one failed
    call never ends the run.
    """


class BackendTimeout(BackendError, TimeoutError):
    """The backend did not answer within its time limit, after every retry."""


class BackendHTTPError(BackendError):
    """The server answered with an HTTP error status (after retries, for 429/5xx)."""

    def __init__(self, message: str, *, status: int | None = None):
        self.status = status
        super().__init__(message)


class BackendResponseError(BackendError):
    """The answer was not a JSON object following the requested schema,
    even after the one repair attempt."""


class CassetteMiss(BackendError):
    """Replay found no recorded answer for a request (role, prompt, schema)."""


class QBAFError(ClinargError, ValueError):
    """A quantitative bipolar argumentation framework is malformed."""


class BaseScoreError(QBAFError):
    """A base score is NaN, infinite or outside [0, 1]."""


class EdgeError(QBAFError):
    """An attack or support names an unknown argument, has a bad weight, is
    listed twice with different weights, or is both an attack and a support."""


class ConvergenceError(ClinargError, ArithmeticError):
    """Strengths of a cyclic component did not converge within the limits.

    Raised only on request (``Strengths.raise_if_failed()``); by default the
    result carries ``converged=False``, the residual and the failing component.
    """


class ArenaError(QBAFError):
    """An adjudicator gave an answer that names neither clashing argument."""
