"""Argument graphs with metadata: the document model shared by every layer.

An :class:`ArgumentGraph` is what agents produce and what the JSON format
holds: arguments with an ``id`` and optional metadata (``text``, ``kind``,
``scheme``, ``role``, ``stance``, ``target``, ``evidence``, ``base_score``),
attacks and optional supports (each edge with an optional weight).  Dung
solvers take the attack graph only, through :meth:`ArgumentGraph.to_af`.
The model does no I/O: :mod:`clinarg.formats.jsondoc` reads and writes it
(:func:`~clinarg.formats.jsondoc.graph_from_document`,
:func:`~clinarg.formats.jsondoc.graph_to_document`, :func:`clinarg.read_graph`).

A stance on a target is an edge
-------------------------------
An argument with a ``target`` (the id of the argument or option it takes a
position on) has a ``stance`` from :data:`STANCES`: ``"support"`` or
``"attack"``, the words of the two relations (and of ``clinarg plan``'s
pool).  The stance alone creates the edge ``id -> target`` of that kind,
weight 1; an explicit edge of the same kind is the same edge (it may give a
weight) and an explicit edge of the other kind is an error naming the
argument.  A ``stance`` without a ``target`` is a free label (the MLAD debate
graph's "against Myocarditis") and creates nothing.  The graph's
``attacks`` and ``supports`` hold the created edges too, so every consumer
(Dung, QBAF, the writer) sees them.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any

from .errors import FormatError, ParameterError

__all__ = ["Argument", "Edge", "ArgumentGraph", "METADATA_KEYS", "STANCES"]

#: Optional argument fields of the JSON format, besides ``id``.
METADATA_KEYS = (
    "text",
    "kind",
    "scheme",
    "role",
    "stance",
    "target",
    "evidence",
    "base_score",
    "metadata",
)

#: The stances an argument with a ``target`` takes, each the relation it creates.
STANCES = ("support", "attack")
_ARTICLE = {"support": "a", "attack": "an"}


@dataclass(frozen=True)
class Argument:
    """One argument of an :class:`ArgumentGraph`: its id and metadata.

    Attributes
    ----------
    id : str
    text, kind, scheme : str, optional
    role : str, optional
        The agent role that put the argument forward.
    stance : str, optional
        With ``target``: ``"support"`` or ``"attack"`` (:data:`STANCES`), which
        creates the edge to the target; without: a free label.
    evidence : str or list, optional
        A reference, or a list of references (strings) and evidence objects
        (``id``, ``source``, ``type``, ``title``, ``reliability`` in [0, 1],
        ``score``, ``date``, ...).
    base_score : float, optional
    metadata : mapping, optional
    target : str, optional
        The id of the argument (or option) the stance is about.
    """

    id: str
    text: str | None = None
    kind: str | None = None
    scheme: str | None = None
    role: str | None = None
    stance: str | None = None
    evidence: Any = None
    base_score: float | None = None
    metadata: Mapping[str, Any] | None = None
    target: str | None = None  # last: positional calls keep their meaning


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

    Raises
    ------
    clinarg.errors.ParameterError
        A duplicate argument id, or an edge naming an undeclared argument
        (a ``ValueError`` too).
    clinarg.errors.FormatError
        A ``target`` that is not a declared argument, a ``target`` without a
        stance from :data:`STANCES`, or an explicit edge of the other kind
        between an argument and its target (the error names the argument
        and, as a JSON pointer, its field).

    Examples
    --------
    >>> g = ArgumentGraph((Argument("a", text="Give ACEI"), Argument("b")),
    ...                   attacks=(Edge("b", "a"),))
    >>> g.to_af().attackers("a")
    ['b']
    >>> g.argument("a").text
    'Give ACEI'

    A stance on a target is enough for the edge:

    >>> g = ArgumentGraph((Argument("o"), Argument("s", stance="support", target="o")))
    >>> g.supports
    (Edge(source='s', target='o', weight=None),)
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
                raise ParameterError(f"duplicate argument {arg.id!r}")
            by_id[arg.id] = arg
        for kind, edges in (("attack", self.attacks), ("support", self.supports)):
            for e in edges:
                for end in (e.source, e.target):
                    if end not in by_id:
                        raise ParameterError(
                            f"{kind} ({e.source!r}, {e.target!r}) names undeclared argument {end!r}"
                        )
        attacks, supports = _stance_edges(self.arguments, by_id, self.attacks, self.supports)
        object.__setattr__(self, "attacks", attacks)
        object.__setattr__(self, "supports", supports)
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


def _stance_edges(arguments, by_id, attacks, supports):
    """``attacks`` and ``supports`` with the edge of every stance on a target
    that no explicit edge gives yet (appended in argument order)."""
    if not any(a.target is not None for a in arguments):
        return tuple(attacks), tuple(supports)
    explicit = {
        "attack": {(e.source, e.target) for e in attacks},
        "support": {(e.source, e.target) for e in supports},
    }
    added = {"attack": [], "support": []}
    for i, a in enumerate(arguments):
        if a.target is None:
            continue
        if not isinstance(a.target, str) or a.target not in by_id:
            raise FormatError(
                f"argument {a.id!r} takes a stance on {a.target!r}, which is not an argument",
                pointer=f"/arguments/{i}/target",
            )
        if a.stance not in STANCES:
            raise FormatError(
                f"argument {a.id!r} has a target, so its stance must be one of "
                f"{', '.join(map(repr, STANCES))}, not {a.stance!r}",
                pointer=f"/arguments/{i}/stance",
            )
        other = "attack" if a.stance == "support" else "support"
        if (a.id, a.target) in explicit[other]:
            raise FormatError(
                f"argument {a.id!r} has stance {a.stance!r} on {a.target!r}, but the "
                f"document lists ({a.id!r}, {a.target!r}) as {_ARTICLE[other]} {other}",
                pointer=f"/arguments/{i}/stance",
            )
        if (a.id, a.target) not in explicit[a.stance]:
            explicit[a.stance].add((a.id, a.target))
            added[a.stance].append(Edge(a.id, a.target))
    return tuple(attacks) + tuple(added["attack"]), tuple(supports) + tuple(added["support"])
