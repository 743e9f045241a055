"""Argument graphs with metadata: the document model shared by every layer.

An :class:`ArgumentGraph` is what agents produce and what the JSON format
holds: arguments with an ``id`` and optional metadata (``text``, ``kind``,
``scheme``, ``role``, ``stance``, ``evidence``, ``base_score``), attacks and
optional supports (each edge with an optional weight).  Dung solvers take
the attack graph only, through :meth:`ArgumentGraph.to_af`.  The model does
no I/O: :mod:`clinarg.formats.jsondoc` reads and writes it
(:func:`~clinarg.formats.jsondoc.graph_from_document`,
:func:`~clinarg.formats.jsondoc.graph_to_document`, :func:`clinarg.read_graph`).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any

__all__ = ["Argument", "Edge", "ArgumentGraph", "METADATA_KEYS"]

#: Optional argument fields of the JSON format, besides ``id``.
METADATA_KEYS = ("text", "kind", "scheme", "role", "stance", "evidence", "base_score", "metadata")


@dataclass(frozen=True)
class Argument:
    """One argument of an :class:`ArgumentGraph`: its id and metadata."""

    id: str
    text: str | None = None
    kind: str | None = None
    scheme: str | None = None
    role: str | None = None
    stance: str | None = None
    evidence: Any = None
    base_score: float | None = None
    metadata: Mapping[str, Any] | None = None


@dataclass(frozen=True)
class Edge:
    """A directed attack or support ``source -> target`` with an optional weight."""

    source: str
    target: str
    weight: float | None = None


@dataclass(frozen=True)
class ArgumentGraph:
    """Arguments with metadata, attacks and supports.

    Parameters
    ----------
    arguments : tuple of Argument
    attacks, supports : tuple of Edge
    name : str, optional
    metadata : mapping, optional
        Document-level metadata.

    Examples
    --------
    >>> g = ArgumentGraph((Argument("a", text="Give ACEI"), Argument("b")),
    ...                   attacks=(Edge("b", "a"),))
    >>> g.to_af().attackers("a")
    ['b']
    >>> g.argument("a").text
    'Give ACEI'
    """

    arguments: tuple[Argument, ...]
    attacks: tuple[Edge, ...] = ()
    supports: tuple[Edge, ...] = ()
    name: str | None = None
    metadata: Mapping[str, Any] | None = None
    _by_id: Mapping[str, Argument] = field(default=None, repr=False, compare=False)

    def __post_init__(self):
        by_id: dict[str, Argument] = {}
        for arg in self.arguments:
            if arg.id in by_id:
                raise ValueError(f"duplicate argument {arg.id!r}")
            by_id[arg.id] = arg
        for kind, edges in (("attack", self.attacks), ("support", self.supports)):
            for e in edges:
                for end in (e.source, e.target):
                    if end not in by_id:
                        raise ValueError(
                            f"{kind} ({e.source!r}, {e.target!r}) names undeclared argument {end!r}"
                        )
        object.__setattr__(self, "_by_id", MappingProxyType(by_id))

    @property
    def ids(self) -> tuple[str, ...]:
        """Argument ids in document order."""
        return tuple(a.id for a in self.arguments)

    def argument(self, arg_id: str) -> Argument:
        """The argument with this id (``KeyError`` if absent)."""
        return self._by_id[arg_id]

    def to_af(self, *, ignore_supports: bool = False):
        """The Dung framework of this graph (arguments and attacks).

        Parameters
        ----------
        ignore_supports : bool
            Dung semantics know no support; a graph with supports is refused
            unless the caller explicitly drops them.

        Raises
        ------
        clinarg.errors.SemanticsError
            If the graph has supports and ``ignore_supports`` is false.
        """
        from .dung.framework import ArgumentationFramework
        from .errors import SemanticsError

        if self.supports and not ignore_supports:
            raise SemanticsError(
                f"the argument graph has {len(self.supports)} support(s), which Dung "
                "semantics do not use; drop them explicitly (ignore_supports=True, "
                "or --ignore-supports on the command line) or use the bipolar engine"
            )
        return ArgumentationFramework.from_attacks(
            self.ids, ((e.source, e.target) for e in self.attacks)
        )

    @classmethod
    def from_af(cls, af) -> ArgumentGraph:
        """The graph of a Dung framework (no metadata, no supports)."""
        return cls(
            tuple(Argument(name) for name in af.names), tuple(Edge(a, b) for a, b in af.attacks())
        )
