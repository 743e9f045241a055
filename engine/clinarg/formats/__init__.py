"""Readers and writers of argumentation framework files.

Formats: ``iccma`` (ICCMA 2023, ``.af``), ``apx`` (ASPARTIX, ``.apx``),
``tgf`` (Trivial Graph Format, ``.tgf``) and ``json`` (the clinarg argument
graph document, ``.json``).  The format is taken from ``fmt`` when given,
else from the file extension, else from the content.

Every reader raises :class:`clinarg.errors.FormatError` (a ``ValueError``)
naming the file, the line and the problem.
"""

from ._registry import (
    EXTENSIONS,
    FORMATS,
    detect_format,
    dumps,
    loads,
    read_af,
    read_graph,
    write_af,
)

__all__ = ["FORMATS", "EXTENSIONS", "detect_format", "read_af", "loads", "dumps",
           "write_af", "read_graph"]
