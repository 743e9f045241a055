"""Trivial Graph Format: node lines, a ``#`` line, then edge lines.

A node line is ``ID`` or ``ID LABEL``; the label, when present, is the
argument's name (so names with spaces survive), otherwise the ID is.
Edge lines are ``ID ID`` (anything after the two IDs is an edge label and is
ignored).
"""

from __future__ import annotations

import re

from .._deadline import remaining
from ..dung.framework import ArgumentationFramework
from ..errors import FormatError
from ._text import check_name, check_unpadded, check_writable, decode_utf8, require_content

__all__ = ["parse", "dump"]

#: Lines read between two looks at the deadline.
_CHUNK = 4096

_FIRST_GAP = re.compile(r"[ \t]+")


def parse(
    data: bytes, path: str | None = None, *, deadline: float | None = None
) -> ArgumentationFramework:
    """Read a TGF framework from bytes.

    Examples
    --------
    >>> parse(b"a\\nb\\n#\\na b\\n").attacks()
    [('a', 'b')]
    """
    require_content(data, path)
    text = decode_utf8(data, path)
    names: list[str] = []
    node_of: dict[str, int] = {}
    name_line: dict[str, int] = {}
    src: list[int] = []
    dst: list[int] = []
    in_edges = False
    for lineno, raw in enumerate(text.split("\n"), start=1):
        if lineno % _CHUNK == 0:
            remaining(deadline, "time limit reached while reading the file")
        line = raw.strip(" \t\r")
        if not line:
            continue
        if line == "#":
            if in_edges:
                raise FormatError("second '#' separator", path=path, line=lineno)
            in_edges = True
            continue
        if not in_edges:
            # Split at the first space or tab only: a label keeps any other
            # whitespace it contains.
            parts = _FIRST_GAP.split(line, maxsplit=1)
            node = parts[0]
            name = parts[1].strip(" \t\r") if len(parts) == 2 else node
            check_name(name, path, line=lineno)
            if node in node_of:
                raise FormatError(f"duplicate node id {node!r}", path=path, line=lineno)
            if name in name_line:
                raise FormatError(
                    f"duplicate argument {name!r} (first on line {name_line[name]})",
                    path=path,
                    line=lineno,
                )
            node_of[node] = len(names)
            name_line[name] = lineno
            names.append(name)
        else:
            parts = line.split()
            if len(parts) < 2:
                raise FormatError(
                    f"malformed edge line {line[:60]!r}: expected 'ID ID'", path=path, line=lineno
                )
            for node in parts[:2]:
                if node not in node_of:
                    raise FormatError(
                        f"attack on undeclared argument {node!r}", path=path, line=lineno
                    )
            src.append(node_of[parts[0]])
            dst.append(node_of[parts[1]])
    if not in_edges:
        raise FormatError(
            "missing '#' line between nodes and edges",
            path=path,
            line=text.rstrip("\n").count("\n") + 1,
        )
    return ArgumentationFramework.from_arrays(names, src, dst)


def _plain(name: str) -> bool:
    return bool(name) and name != "#" and len(name.split()) == 1 and name.isprintable()


def dump(af: ArgumentationFramework) -> str:
    """TGF text of ``af``; names that are not single tokens go into labels.

    Examples
    --------
    >>> from clinarg import AF
    >>> print(dump(AF.from_attacks(["a", "b"], [("a", "b")])), end="")
    a
    b
    #
    a b
    """
    check_writable(af.names)  # no control character: no line break, no CR
    check_unpadded(af.names, "in TGF")
    if all(map(_plain, af.names)):
        ids = list(af.names)
        nodes = ids
    else:  # numeric ids, names as labels
        ids = [str(i) for i in range(1, af.n_arguments + 1)]
        nodes = [f"{i} {name}" for i, name in zip(ids, af.names)]
    src, dst = af.attack_arrays()
    edges = [f"{ids[a]} {ids[b]}" for a, b in zip(src.tolist(), dst.tolist())]
    return "\n".join(nodes + ["#"] + edges) + "\n"
