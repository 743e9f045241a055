"""ICCMA 2023 format: ``p af N`` then one ``i j`` attack per line.

Arguments are ``1..N``; lines starting with ``#`` are comments.  A block of
exactly ``N`` comment lines directly after the header, as in published
ICCMA instances, names the arguments in order (``# name``); otherwise the
arguments are named ``"1"``..``"N"``.  Parsing runs in the compiled core.
"""

from __future__ import annotations

from .. import _native
from .._deadline import remaining
from ..dung.framework import BYTES_PER_ARGUMENT, DEFAULT_MAX_ARGUMENTS, ArgumentationFramework
from ..errors import FormatError
from ._text import check_name, check_unpadded, check_writable, decode_utf8, require_content

__all__ = ["parse", "dump", "DEFAULT_MAX_ARGUMENTS"]


def parse(
    data: bytes,
    path: str | None = None,
    *,
    max_arguments: int = DEFAULT_MAX_ARGUMENTS,
    deadline: float | None = None,
) -> ArgumentationFramework:
    """Read an ICCMA 2023 framework from bytes.

    A header ``p af N`` with ``N`` above ``max_arguments`` (default
    :data:`~clinarg.dung.framework.DEFAULT_MAX_ARGUMENTS`, 10 million: about
    2.6 GB for the cheapest task) is refused before anything is allocated.

    Examples
    --------
    >>> parse(b"p af 3\\n1 2\\n2 3\\n").attacks()
    [('1', '2'), ('2', '3')]
    >>> parse(b"p af 2\\n# ace\\n# arb\\n1 2\\n").names
    ('ace', 'arb')
    """
    require_content(data, path)
    decode_utf8(data, path)  # the native parser reads bytes: reject non-UTF-8 comments here
    rc, n, src, dst, (nb, ne), n_named, err_line = _native.parse_iccma(data, max_arguments)
    if rc != _native.OK:
        message = _native.PARSE_STATUS.get(rc, f"parse error (status {rc})")
        if rc == _native.TOO_MANY_ARGS:
            message += (
                f" (limit {max_arguments:,}, about "
                f"{max_arguments * BYTES_PER_ARGUMENT / 1e9:.1f} GB for the simplest "
                "task; raise max_arguments, on the command line --max-arguments, "
                "to allow it)"
            )
        raise FormatError(message, path=path, line=err_line or None)
    remaining(deadline, "time limit reached while reading the file")
    names = None
    if n_named == n and n > 0:
        first_line = data.count(b"\n", 0, nb) + 1
        names = _comment_names(data[nb:ne], first_line, path)
        remaining(deadline, "time limit reached while reading the file")
    if names is None:
        return ArgumentationFramework.from_arrays(n, src, dst, max_arguments=max_arguments)
    if len(names) != n:  # pragma: no cover - the native parser counted n lines
        raise FormatError(f"internal error: {len(names)} names for {n} arguments", path=path)
    return ArgumentationFramework.from_arrays(names, src, dst)


def _comment_names(block: bytes, first_line: int, path: str | None):
    # Split on "\n" only, as the native parser does: str.splitlines() would
    # also split on form feeds and other separators that may occur in names.
    # The block's last line has no "\n" when it ends the file.
    text = block.decode("utf-8")
    lines = text[:-1].split("\n") if text.endswith("\n") else text.split("\n")
    names = [line.strip(" \t\r")[1:].strip(" \t\r") for line in lines]
    seen: dict[str, int] = {}
    for name in names:
        if not name:
            return None  # an empty comment: ordinary comments, not a name block
    for i, name in enumerate(names):
        check_name(name, path, line=first_line + i)
        if name in seen:
            raise FormatError(
                f"duplicate argument name {name!r} (also argument {seen[name] + 1})",
                path=path,
                line=first_line + i,
            )
        seen[name] = i
    return names


def dump(af: ArgumentationFramework, *, with_names: bool | None = None) -> str:
    """ICCMA 2023 text of ``af``.

    Names are written as a ``# name`` block unless they are exactly
    ``"1"``..``"N"`` (or ``with_names`` says otherwise).  Names with a
    control character, or blank or padded with blanks, cannot be written and
    raise :class:`~clinarg.errors.ParameterError`.

    Examples
    --------
    >>> from clinarg import AF
    >>> print(dump(AF.from_attacks(["a", "b"], [("a", "b")])), end="")
    p af 2
    # a
    # b
    1 2
    """
    check_writable(af.names)  # no control character: no line break, no CR
    n = af.n_arguments
    if with_names is None:
        with_names = af.names != tuple(map(str, range(1, n + 1)))
    parts = [f"p af {n}\n"]
    if with_names and n:
        check_unpadded(af.names, "as an ICCMA '# name' line")
        parts.append("".join(f"# {name}\n" for name in af.names))
    src, dst = af.attack_arrays()
    if len(src):
        import numpy as np

        pairs = np.column_stack((src + 1, dst + 1))
        parts.append("\n".join(f"{a} {b}" for a, b in pairs.tolist()) + "\n")
    return "".join(parts)
