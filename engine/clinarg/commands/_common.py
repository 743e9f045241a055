"""What every subcommand shares: exit statuses, the usage error, and the
escaping of untrusted text (argument names, titles, argument text) before it
reaches a terminal or a line-oriented answer."""

import re

# C0 controls (tab and line breaks included), DEL and C1 controls: the set
# the readers refuse in argument names.  (clinarg solve imports
# clinarg.formats anyway: this adds no module to its start-up.)
from ..formats import CONTROL_CHARACTERS as _CONTROL

EXIT_OK, EXIT_INPUT, EXIT_TIMEOUT, EXIT_INTERRUPTED = 0, 2, 3, 130


class UsageError(Exception):
    """A command-line mistake: reported in one line, exit status 2."""


def escape_controls(text: str) -> str:
    """``text`` with every control character written as a visible escape.

    Free text from a document or a language model (a graph's title, an
    argument's text) is printed this way, so that it can neither start a new
    line of machine-read output, nor forge a column, nor send an escape
    sequence to a terminal.  A backslash is doubled, so the escaped form
    reads back unambiguously.

    Parameters
    ----------
    text : str

    Returns
    -------
    str
        ``text`` with ``\\`` doubled, ``\\n``, ``\\r`` and ``\\t`` as such and
        other C0/C1 controls and DEL as ``\\xNN``.

    Examples
    --------
    >>> print(escape_controls("title\\n\\x1b[31mYES\\tno"))
    title\\n\\x1b[31mYES\\tno
    >>> escape_controls("plain text, ünïcødé") == "plain text, ünïcødé"
    True
    """
    return _CONTROL.sub(_escape_one, text.replace("\\", "\\\\"))


_NAMED = {"\n": "\\n", "\r": "\\r", "\t": "\\t"}

# Everything escape_controls escapes except the line break and the tab that a
# report's own layout uses.
_CONTROL_IN_REPORT = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f]")


class TerminalText:
    r"""A text stream that writes control characters as visible escapes.

    A human-readable report mixes its own layout (line breaks, tab columns)
    with text from case files and language models (titles, reasons,
    findings, server error messages); wrapping the output stream escapes
    every other control character, so no such text can move the cursor,
    colour the terminal or clear the screen, whichever line prints it.

    Examples
    --------
    >>> import io
    >>> buf = io.StringIO()
    >>> print("case:\tFlu \x1b[2J", file=TerminalText(buf))
    >>> buf.getvalue()
    'case:\tFlu \\x1b[2J\n'
    """

    def __init__(self, stream):
        self._stream = stream

    def write(self, text: str) -> int:
        return self._stream.write(_CONTROL_IN_REPORT.sub(_escape_one, text))

    def flush(self) -> None:
        self._stream.flush()


def _escape_one(match) -> str:
    char = match.group()
    return _NAMED.get(char) or f"\\x{ord(char):02x}"
