"""Readers and writers of argumentation framework files.

Formats: ``iccma`` (ICCMA 2023, ``.af``), ``apx`` (ASPARTIX, ``.apx``),
``tgf`` (Trivial Graph Format, ``.tgf``) and ``json`` (the clinarg argument
graph document, ``.json``).  The format is taken from ``fmt`` when given,
else from the file extension, else from the content.

Every reader raises :class:`clinarg.errors.FormatError` (a ``ValueError``)
naming the file, the line and the problem.  Every reader refuses argument
names that contain a control character (:data:`CONTROL_CHARACTERS`: C0
U+0000-U+001F, DEL U+007F, C1 U+0080-U+009F), so no name read from a file can
forge a line of an ICCMA answer, a column of a table or a terminal escape;
the writers refuse such names too.
"""

from ._registry import (
    CONTROL_CHARACTERS,
    EXTENSIONS,
    FORMATS,
    detect_format,
    dumps,
    loads,
    read_af,
    read_graph,
    write_af,
)

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
