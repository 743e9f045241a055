"""What every subcommand shares: exit statuses, the usage error, and the
escaping of untrusted text (argument names, titles, argument text) before it
reaches a terminal or a line-oriented answer."""

import re

EXIT_OK, EXIT_INPUT, EXIT_TIMEOUT, EXIT_INTERRUPTED = 0, 2, 3, 130

# C0 controls (tab and line breaks included), DEL and C1 controls: the same
# set the readers refuse in argument names (clinarg.formats.CONTROL_CHARACTERS).
_CONTROL = re.compile("[\x00-\x1f\x7f-\x9f]")


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


def _escape_one(match) -> str:
    char = match.group()
    return _NAMED.get(char) or f"\\x{ord(char):02x}"
