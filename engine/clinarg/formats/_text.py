"""Helpers shared by the text readers: decoding with line-accurate errors."""

from __future__ import annotations

from ..errors import FormatError


def decode_utf8(data: bytes, path: str | None) -> str:
    """Decode ``data`` as UTF-8, or raise a :class:`FormatError` naming the line."""
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = data.count(b"\n", 0, exc.start) + 1
        raise FormatError(f"invalid UTF-8 byte 0x{data[exc.start]:02x} at byte "
                          f"{exc.start}", path=path, line=line) from None


def require_content(data: bytes, path: str | None) -> None:
    """Raise a :class:`FormatError` for a file with nothing but whitespace."""
    if not data or data.isspace():  # isspace() stops at the first other byte
        raise FormatError("empty file", path=path, line=1)
