"""The format registry: names, file extensions, detection, and the dispatch
to each format's reader and writer (see :mod:`clinarg.formats`)."""

from __future__ import annotations

import os

from ..errors import FormatError
from ._text import CONTROL as CONTROL_CHARACTERS

__all__ = [
    "FORMATS",
    "EXTENSIONS",
    "detect_format",
    "read_af",
    "loads",
    "dumps",
    "write_af",
    "read_graph",
    "CONTROL_CHARACTERS",
]

#: Format name -> short description.
FORMATS = {
    "iccma": "ICCMA 2023: 'p af N' header, 'i j' attack lines, '#' comments",
    "apx": "ASPARTIX: arg(a). att(a,b).",
    "tgf": "Trivial Graph Format: nodes, '#', edges",
    "json": "clinarg argument-graph JSON document (see clinarg.formats.jsondoc.schema())",
}

#: File extension -> format name.
EXTENSIONS = {
    ".af": "iccma",
    ".iccma": "iccma",
    ".i23": "iccma",
    ".apx": "apx",
    ".lp": "apx",
    ".tgf": "tgf",
    ".json": "json",
}

_ALIASES = {"i23": "iccma", "iccma23": "iccma", "af": "iccma", "aspartix": "apx"}


def _normalise_format(fmt: str) -> str:
    key = fmt.lower()
    key = _ALIASES.get(key, key)
    if key not in FORMATS:
        raise FormatError(f"unknown format {fmt!r}; known: {', '.join(FORMATS)}")
    return key


def _looks_like_json(head: bytes) -> bool:
    """A JSON document starts with ``{"``/``{}`` or ``[`` and a value; a TGF
    file may start with a node id such as ``{a`` or ``[x`` but always has a
    ``#`` line, which JSON never has."""
    if not head.startswith((b"{", b"[")):
        return False
    rest = head[1:].lstrip()
    if rest and rest[:1] not in (b'"}' if head[:1] == b"{" else b'"{[]-0123456789tfn'):
        return False
    return not any(line.strip() == b"#" for line in head.split(b"\n"))


def detect_format(data: bytes, path: str | os.PathLike | None = None) -> str:
    """Guess the format from the file extension, then from the content.

    Examples
    --------
    >>> detect_format(b"p af 1\\n")
    'iccma'
    >>> detect_format(b"arg(a).\\n")
    'apx'
    """
    if path is not None:
        ext = _suffix(path)
        if ext in EXTENSIONS:
            return EXTENSIONS[ext]
    head = data[:65536].lstrip()
    if _looks_like_json(head):
        return "json"
    for raw in head.split(b"\n"):
        line = raw.strip()
        if not line or line.startswith(b"%"):
            continue
        if line.startswith(b"#") and line != b"#":
            continue  # an ICCMA comment before the header
        if line.startswith(b"p ") or line.startswith(b"p\t"):
            return "iccma"
        if line.startswith((b"arg(", b"att(", b"arg ", b"att ")):
            return "apx"
        return "tgf"
    return "tgf" if head.strip() == b"#" else "iccma"


def _suffix(path) -> str:
    """The file extension of ``path``, lower case (``""`` if none).

    os.path, not pathlib: pathlib and what it imports (re, fnmatch,
    urllib.parse) cost about 5 ms of every ``clinarg solve``, whose files
    are read here.
    """
    return os.path.splitext(os.fsdecode(path))[1].lower()


def _read_bytes(path) -> bytes:
    try:
        with open(path, "rb") as file:
            return file.read()
    except FileNotFoundError:
        raise FormatError("no such file", path=str(path)) from None
    except IsADirectoryError:
        raise FormatError("is a directory, not a file", path=str(path)) from None
    except OSError as exc:
        raise FormatError(f"cannot read file: {exc.strerror}", path=str(path)) from None


def loads(
    data: bytes | str,
    fmt: str | None = None,
    *,
    path: str | None = None,
    ignore_supports: bool = False,
    max_arguments: int | None = None,
    deadline: float | None = None,
):
    """Parse a framework from bytes or text.

    Parameters
    ----------
    data : bytes or str
    fmt : {"iccma", "apx", "tgf", "json"}, optional
        Detected from the content when omitted.
    path : str, optional
        Used in error messages and for detection by extension.
    ignore_supports : bool
        JSON only: drop supports instead of refusing the document.
    max_arguments : int, optional
        ICCMA only: refuse headers declaring more arguments (default
        :data:`clinarg.dung.framework.DEFAULT_MAX_ARGUMENTS`), before allocating.
    deadline : float, optional
        A ``time.monotonic()`` value; past it reading stops with
        :class:`clinarg.errors.SolverTimeout` (checked between phases and
        every few thousand lines or items).

    Examples
    --------
    >>> loads("arg(a). arg(b). att(a,b).").attacks()
    [('a', 'b')]
    """
    if isinstance(data, str):
        data = data.encode("utf-8")
    fmt = _normalise_format(fmt) if fmt else detect_format(data, path)
    if fmt == "iccma":
        from . import iccma

        kwargs = {} if max_arguments is None else {"max_arguments": max_arguments}
        return iccma.parse(data, path, deadline=deadline, **kwargs)
    if fmt == "apx":
        from . import apx

        return apx.parse(data, path, deadline=deadline)
    if fmt == "tgf":
        from . import tgf

        return tgf.parse(data, path, deadline=deadline)
    from . import jsondoc

    return jsondoc.parse(data, path, ignore_supports=ignore_supports, deadline=deadline)


def read_af(
    path, fmt: str | None = None, *, ignore_supports: bool = False, max_arguments: int | None = None
):
    """Read an argumentation framework from a file.

    Examples
    --------
    >>> import tempfile, os
    >>> with tempfile.TemporaryDirectory() as d:
    ...     p = os.path.join(d, "f.af")
    ...     _ = open(p, "w").write("p af 2\\n1 2\\n")
    ...     read_af(p).attacks()
    [('1', '2')]
    """
    return loads(
        _read_bytes(path),
        fmt,
        path=str(path),
        ignore_supports=ignore_supports,
        max_arguments=max_arguments,
    )


def read_graph(path, *, deadline: float | None = None):
    """Read a JSON argument-graph document with its metadata and supports.

    ``deadline`` (a ``time.monotonic()`` value) bounds decoding, validation
    and building: past it :class:`clinarg.errors.SolverTimeout` is raised.

    Returns
    -------
    clinarg.ArgumentGraph
    """
    from . import jsondoc

    return jsondoc.parse_graph(_read_bytes(path), str(path), deadline=deadline)


def dumps(af, fmt: str) -> str:
    """Text of ``af`` in ``fmt``.

    Examples
    --------
    >>> from clinarg import AF
    >>> dumps(AF.from_attacks(["a"], []), "iccma")
    'p af 1\\n# a\\n'
    """
    fmt = _normalise_format(fmt)
    if fmt == "iccma":
        from .iccma import dump
    elif fmt == "apx":
        from .apx import dump
    elif fmt == "tgf":
        from .tgf import dump
    else:
        from .jsondoc import dump
    return dump(af)


def write_af(af, path, fmt: str | None = None) -> None:
    """Write ``af`` to ``path`` in ``fmt`` (default: by the file extension)."""
    if fmt is None:
        fmt = EXTENSIONS.get(_suffix(path))
        if fmt is None:
            raise FormatError(
                "cannot tell the format from the extension; pass fmt=", path=str(path)
            )
    text = dumps(af, fmt)
    with open(path, "w", encoding="utf-8") as file:
        file.write(text)
