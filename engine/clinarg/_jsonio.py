"""One guarded way to read a JSON document from a file or from bytes.

Every reader of a user-supplied JSON file (case files, cassettes, knowledge
bases...) goes through :func:`load_json` or :func:`parse_json`, so each gets
the same guards and the same one-line :class:`~clinarg.errors.FormatError`
naming the file: a size cap (checked while reading, so a huge or endless
file costs at most ``max_bytes``), strict UTF-8, strict JSON (no ``NaN`` or
``Infinity``), integers short enough to convert, and a nesting-depth cap
(a deeply nested document would otherwise raise ``RecursionError`` in the
decoder or in whatever walks the value next).

Examples
--------
>>> parse_json(b'{"a": [1, 2]}')
{'a': [1, 2]}
>>> parse_json("[" * 100 + "]" * 100, path="deep.json")
Traceback (most recent call last):
...
clinarg.errors.FormatError: deep.json: JSON nested deeper than 64 levels
"""

from __future__ import annotations

import json
import os
from typing import Any

from .errors import FormatError

__all__ = ["load_json", "parse_json", "MAX_DEPTH", "MAX_BYTES"]

#: Default nesting limit: far above any clinarg document, far below the
#: interpreter's recursion limit.
MAX_DEPTH = 64
#: Default size limit of one document (32 MiB).
MAX_BYTES = 32 * 1024 * 1024


def _reject_constant(name: str):
    raise ValueError(f"{name} is not valid JSON")


def _depth_exceeds(value: Any, max_depth: int) -> bool:
    """True when ``value`` nests containers deeper than ``max_depth`` (iterative)."""
    stack = [(value, 1)]
    while stack:
        node, depth = stack.pop()
        if isinstance(node, dict):
            children = node.values()
        elif isinstance(node, list):
            children = node
        else:
            continue
        if depth > max_depth:
            return True
        stack.extend((c, depth + 1) for c in children if isinstance(c, (dict, list)))
    return False


def parse_json(
    data: bytes | str,
    *,
    path: str | None = None,
    max_depth: int = MAX_DEPTH,
    max_bytes: int = MAX_BYTES,
) -> Any:
    """Decode one JSON document, or raise :class:`FormatError` naming ``path``.

    Parameters
    ----------
    data : bytes or str
        The document (bytes must be UTF-8).
    path : str, optional
        Where it came from, for messages.
    max_depth : int
        Most nested arrays/objects allowed (``[]`` is depth 1).
    max_bytes : int
        Largest document allowed, in bytes (characters for ``str``).

    Raises
    ------
    clinarg.errors.FormatError
        Too large, not UTF-8, not JSON, ``NaN``/``Infinity``, an integer too
        long to convert, or nested deeper than ``max_depth``.

    Examples
    --------
    >>> parse_json('{"x": NaN}', path="a.json")
    Traceback (most recent call last):
    ...
    clinarg.errors.FormatError: a.json: not valid JSON: NaN is not valid JSON
    """
    if len(data) > max_bytes:
        raise FormatError(f"larger than {max_bytes} bytes", path=path)
    if isinstance(data, bytes):
        try:
            data = data.decode("utf-8")
        except UnicodeDecodeError as exc:
            line = data.count(b"\n", 0, exc.start) + 1
            raise FormatError(
                f"not UTF-8 text (byte 0x{data[exc.start]:02x} at offset {exc.start})",
                path=path,
                line=line,
            ) from None
    try:
        doc = json.loads(data, parse_constant=_reject_constant)
    except json.JSONDecodeError as exc:
        raise FormatError(
            f"not valid JSON: {exc.msg} (column {exc.colno})", path=path, line=exc.lineno
        ) from None
    except RecursionError:
        raise FormatError(f"JSON nested deeper than {max_depth} levels", path=path) from None
    except ValueError as exc:  # NaN/Infinity, or an integer past the digit limit
        raise FormatError(f"not valid JSON: {exc}", path=path) from None
    if _depth_exceeds(doc, max_depth):
        raise FormatError(f"JSON nested deeper than {max_depth} levels", path=path)
    return doc


def load_json(path, *, max_depth: int = MAX_DEPTH, max_bytes: int = MAX_BYTES) -> Any:
    """Read and decode the JSON file at ``path`` with the guards of :func:`parse_json`.

    At most ``max_bytes + 1`` bytes are read, whatever the file is.

    Raises
    ------
    clinarg.errors.FormatError
        As :func:`parse_json`.
    OSError
        The file cannot be opened or read.

    Examples
    --------
    >>> import os, tempfile
    >>> path = os.path.join(tempfile.mkdtemp(), "doc.json")
    >>> with open(path, "w") as fh:
    ...     _ = fh.write('{"facts": ["x"]}')
    >>> load_json(path)
    {'facts': ['x']}
    """
    path = os.fspath(path)
    with open(path, "rb") as fh:
        data = fh.read(max_bytes + 1)
    return parse_json(data, path=str(path), max_depth=max_depth, max_bytes=max_bytes)
