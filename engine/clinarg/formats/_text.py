"""Helpers shared by the text readers: decoding with line-accurate errors."""

from __future__ import annotations

import re

from ..errors import FormatError, ParameterError


def decode_utf8(data: bytes, path: str | None) -> str:
    """Decode ``data`` as UTF-8, or raise a :class:`FormatError` naming the line."""
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = data.count(b"\n", 0, exc.start) + 1
        raise FormatError(
            f"invalid UTF-8 byte 0x{data[exc.start]:02x} at byte {exc.start}", path=path, line=line
        ) from None


def require_content(data: bytes, path: str | None) -> None:
    """Raise a :class:`FormatError` for a file with nothing but whitespace."""
    if not data or data.isspace():  # isspace() stops at the first other byte
        raise FormatError("empty file", path=path, line=1)


#: Characters no argument name may contain: the C0 controls (U+0000-U+001F,
#: tab and line breaks included), DEL (U+007F) and the C1 controls
#: (U+0080-U+009F).  Names reach line-oriented answers (ICCMA ``w`` lines),
#: tab-separated tables and terminals; a control character could forge a
#: line or a column there, or send an escape sequence to a terminal.
CONTROL = re.compile("[\x00-\x1f\x7f-\x9f]")


def shorten(name: str, width: int = 60) -> str:
    """``repr(name)``, cut to about ``width`` characters for an error message.

    Examples
    --------
    >>> shorten("a" * 100, 10)
    "'aaaaaa...'"
    """
    if len(name) <= width:
        return repr(name)
    return repr(name[: max(width - 4, 1)])[:-1] + "...'"


def check_name(
    name: str, path: str | None, *, line: int | None = None, pointer: str | None = None
) -> None:
    """Raise a :class:`FormatError` if ``name`` contains a control character.

    Examples
    --------
    >>> check_name("ok name", None)
    >>> check_name("x\\nYES", "f.apx", line=3)
    Traceback (most recent call last):
    ...
    clinarg.errors.FormatError: f.apx:3: argument name 'x\\nYES' contains the control character ...
    """
    bad = CONTROL.search(name)
    if bad is not None:
        raise FormatError(
            f"argument name {shorten(name)} contains the control character "
            f"U+{ord(bad.group()):04X}; names may not contain C0/C1 control "
            "characters or DEL",
            path=path,
            line=line,
            pointer=pointer,
        )


def check_writable(names) -> None:
    """Raise a :class:`~clinarg.errors.ParameterError` if a name has a control
    character: no reader would accept the file a writer made of it."""
    for name in names:
        bad = CONTROL.search(name)
        if bad is not None:
            raise ParameterError(
                f"argument name {shorten(name)} contains the control "
                f"character U+{ord(bad.group()):04X} and cannot be written"
            )


def check_unpadded(names, where: str) -> None:
    """Raise a :class:`~clinarg.errors.ParameterError` if a name is blank or
    starts or ends with a blank: the line formats (ICCMA ``# name`` lines,
    TGF) strip them on reading, so the file would name another argument.

    Examples
    --------
    >>> check_unpadded(["a b"], "in TGF")
    >>> check_unpadded([" a"], "in TGF")
    Traceback (most recent call last):
    ...
    clinarg.errors.ParameterError: argument name ' a' cannot be written in TGF
    """
    for name in names:
        if not name.strip(" \t") or name != name.strip(" \t"):
            raise ParameterError(f"argument name {shorten(name)} cannot be written {where}")
