"""ASPARTIX apx format: ``arg(a).`` and ``att(a,b).`` facts.

Several facts may share a line; ``%`` starts a comment.  A name is either a
bare token (no whitespace, commas, parentheses or double quotes) or a
double-quoted string with ``\\"`` and ``\\\\`` escapes, so every argument
name can be written and read back.  Names may not contain control
characters (C0, C1, DEL): see :data:`clinarg.formats.CONTROL_CHARACTERS`.
"""

from __future__ import annotations

import re

from .._deadline import remaining
from ..dung.framework import ArgumentationFramework
from ..errors import FormatError
from ._text import check_name, check_writable, decode_utf8, require_content, shorten

__all__ = ["parse", "dump"]

#: Lines read between two looks at the deadline.
_CHUNK = 4096

# Possessive quantifiers: a quoted name is scanned once, without the
# backtracking state per character that an alternation inside ``*`` keeps
# (about 165 bytes of regex stack per character of a long name).
_NAME = r'(?:"[^"\\\n]*+(?:\\.[^"\\\n]*+)*+"|[^\s,()"%]++)'
_FACT = re.compile(rf"\s*(arg|att)\s*\(\s*({_NAME})\s*(?:,\s*({_NAME})\s*)?\)\s*\.")
_BLANK = re.compile(r"\s*(?:%.*)?")
_BARE_SAFE = re.compile(r"[A-Za-z0-9_][A-Za-z0-9_\-\'\.]*")
_ESCAPE = re.compile(r"\\(.)")
_UNESCAPE = {'"': '"', "\\": "\\", "n": "\n"}


def _name(token: str, path, line) -> str:
    if not token.startswith('"'):
        name = token
    else:
        body = token[1:-1]
        for match in _ESCAPE.finditer(body):
            if match.group(1) not in _UNESCAPE:
                raise FormatError(
                    f"unknown escape '\\{match.group(1)}' in quoted name {shorten(token)}",
                    path=path,
                    line=line,
                )
        name = _ESCAPE.sub(lambda m: _UNESCAPE[m.group(1)], body)
    check_name(name, path, line=line)
    return name


def parse(
    data: bytes, path: str | None = None, *, deadline: float | None = None
) -> ArgumentationFramework:
    """Read an apx framework from bytes.

    Examples
    --------
    >>> af = parse(b'arg(a). arg("b c").\\natt(a,"b c"). % a comment\\n')
    >>> af.attacks()
    [('a', 'b c')]
    """
    require_content(data, path)
    text = decode_utf8(data, path)
    index: dict[str, int] = {}
    declared_at: dict[str, int] = {}
    attacks: list[tuple[str, str, int]] = []
    for lineno, line in enumerate(text.split("\n"), start=1):
        if lineno % _CHUNK == 0:
            remaining(deadline, "time limit reached while reading the file")
        pos, end = 0, len(line)
        while pos < end:
            match = _FACT.match(line, pos)
            if match is None:
                if _BLANK.fullmatch(line, pos):
                    break
                snippet = line[pos:].strip()[:60]
                raise FormatError(
                    f"malformed statement {snippet!r}: expected 'arg(NAME).' or 'att(NAME,NAME).'",
                    path=path,
                    line=lineno,
                )
            kind, first, second = match.groups()
            if kind == "arg":
                if second is not None:
                    raise FormatError("arg/1 takes one name, got two", path=path, line=lineno)
                name = _name(first, path, lineno)
                if name in index:
                    raise FormatError(
                        f"duplicate argument {name!r} (first declared on line {declared_at[name]})",
                        path=path,
                        line=lineno,
                    )
                index[name] = len(index)
                declared_at[name] = lineno
            else:
                if second is None:
                    raise FormatError("att/2 takes two names, got one", path=path, line=lineno)
                attacks.append((_name(first, path, lineno), _name(second, path, lineno), lineno))
            pos = match.end()
    remaining(deadline, "time limit reached while reading the file")
    src, dst = [], []
    for a, b, lineno in attacks:
        for x in (a, b):
            if x not in index:
                raise FormatError(f"attack on undeclared argument {x!r}", path=path, line=lineno)
        src.append(index[a])
        dst.append(index[b])
    return ArgumentationFramework.from_arrays(list(index), src, dst)


def quote(name: str) -> str:
    """The apx token for ``name`` (checked by check_writable: no control
    character): bare when safe, quoted otherwise."""
    if _BARE_SAFE.fullmatch(name):
        return name
    escaped = name.replace("\\", "\\\\").replace('"', '\\"')
    return f'"{escaped}"'


def dump(af: ArgumentationFramework) -> str:
    """apx text of ``af``.

    Examples
    --------
    >>> from clinarg import AF
    >>> print(dump(AF.from_attacks(["a", "b"], [("a", "b")])), end="")
    arg(a).
    arg(b).
    att(a,b).
    """
    check_writable(af.names)
    tokens = [quote(name) for name in af.names]
    lines = [f"arg({t})." for t in tokens]
    src, dst = af.attack_arrays()
    lines += [f"att({tokens[a]},{tokens[b]})." for a, b in zip(src.tolist(), dst.tolist())]
    if not lines:
        return "% empty argumentation framework\n"
    return "\n".join(lines) + "\n"
