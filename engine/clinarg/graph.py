"""Argument graphs with metadata: the JSON document model shared by every layer.

An :class:`ArgumentGraph` is what agents produce and what the JSON format
holds: arguments with an ``id`` and optional metadata (``text``, ``kind``,
``scheme``, ``role``, ``stance``, ``evidence``, ``base_score``), attacks and
optional supports (each edge with an optional weight).  Dung solvers take
the attack graph only, through :meth:`ArgumentGraph.to_af`.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any, Mapping

from .errors import FormatError

__all__ = ["Argument", "Edge", "ArgumentGraph", "METADATA_KEYS"]

#: Optional argument fields of the JSON format, besides ``id``.
METADATA_KEYS = ("text", "kind", "scheme", "role", "stance", "evidence",
                 "base_score", "metadata")


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

    def to_dict(self) -> dict:
        """The argument as a JSON object, leaving out unset fields."""
        out: dict[str, Any] = {"id": self.id}
        for key in METADATA_KEYS:
            value = getattr(self, key)
            if value is not None:
                out[key] = dict(value) if key == "metadata" else value
        return out


@dataclass(frozen=True)
class Edge:
    """A directed attack or support ``source -> target`` with an optional weight."""

    source: str
    target: str
    weight: float | None = None

    def to_json(self):
        if self.weight is None:
            return [self.source, self.target]
        return [self.source, self.target, self.weight]


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
    >>> g = ArgumentGraph.from_dict({
    ...     "arguments": [{"id": "a", "text": "Give ACEI"}, {"id": "b"}],
    ...     "attacks": [["b", "a"]]})
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
                        raise ValueError(f"{kind} ({e.source!r}, {e.target!r}) names "
                                         f"undeclared argument {end!r}")
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
        from .errors import SemanticsError
        from .framework import ArgumentationFramework

        if self.supports and not ignore_supports:
            raise SemanticsError(
                f"the argument graph has {len(self.supports)} support(s), which Dung "
                "semantics do not use; drop them explicitly (ignore_supports=True, "
                "or --ignore-supports on the command line) or use the bipolar engine")
        return ArgumentationFramework.from_attacks(
            self.ids, ((e.source, e.target) for e in self.attacks))

    @classmethod
    def from_af(cls, af) -> "ArgumentGraph":
        """The graph of a Dung framework (no metadata, no supports)."""
        return cls(tuple(Argument(name) for name in af.names),
                   tuple(Edge(a, b) for a, b in af.attacks()))

    def to_dict(self) -> dict:
        """The graph as a JSON document following the published schema."""
        doc: dict[str, Any] = {"format": "clinarg-argument-graph", "version": 1}
        if self.name is not None:
            doc["name"] = self.name
        if self.metadata is not None:
            doc["metadata"] = dict(self.metadata)
        doc["arguments"] = [a.to_dict() for a in self.arguments]
        doc["attacks"] = [e.to_json() for e in self.attacks]
        if self.supports:
            doc["supports"] = [e.to_json() for e in self.supports]
        return doc

    @classmethod
    def from_dict(cls, doc: Any, *, path: str | None = None,
                  deadline: float | None = None) -> "ArgumentGraph":
        """Validate a decoded JSON document and build the graph.

        ``deadline`` (a ``time.monotonic()`` value) bounds validation and
        building: past it :class:`clinarg.errors.SolverTimeout` is raised.

        Raises
        ------
        clinarg.errors.SchemaError
            If the document breaks the schema.
        clinarg.errors.FormatError
            On duplicate ids or edges naming undeclared arguments.
        """
        from .formats.jsondoc import validate_document

        from ._deadline import remaining

        validate_document(doc, path=path, deadline=deadline)
        args = []
        seen: dict[str, int] = {}
        for i, item in enumerate(doc["arguments"]):
            if i % 1024 == 0:
                remaining(deadline, "time limit reached while reading the document")
            if item["id"] in seen:
                raise FormatError(f"duplicate argument {item['id']!r} (first at "
                                  f"/arguments/{seen[item['id']]})", path=path,
                                  pointer=f"/arguments/{i}/id")
            seen[item["id"]] = i
            args.append(Argument(**{k: item[k] for k in item if k != "metadata"},
                                 metadata=item.get("metadata")))
        edges = {}
        for kind in ("attacks", "supports"):
            out = []
            for i, raw in enumerate(doc.get(kind, ())):
                if i % 1024 == 0:
                    remaining(deadline, "time limit reached while reading the document")
                edge = _edge(raw)
                if edge.weight is not None and not math.isfinite(edge.weight):
                    raise FormatError("edge weight must be finite", path=path,
                                      pointer=f"/{kind}/{i}")
                for end in (edge.source, edge.target):
                    if end not in seen:
                        raise FormatError(f"{kind[:-1]} ({edge.source!r}, {edge.target!r}) "
                                          f"names undeclared argument {end!r}",
                                          path=path, pointer=f"/{kind}/{i}")
                out.append(edge)
            edges[kind] = tuple(out)
        return cls(tuple(args), edges["attacks"], edges["supports"],
                   name=doc.get("name"), metadata=doc.get("metadata"))


def _edge(raw) -> Edge:
    if isinstance(raw, dict):
        return Edge(raw["from"], raw["to"], raw.get("weight"))
    return Edge(raw[0], raw[1], raw[2] if len(raw) == 3 else None)
