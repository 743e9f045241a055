"""The clinarg JSON argument-graph format, validated against its JSON Schema.

The schema ships with the package (``clinarg/schemas/argument-graph.schema.json``)
and is the contract; :func:`schema` returns it.  :func:`graph_from_document`
and :func:`graph_to_document` convert between a decoded JSON document and the
document model :class:`clinarg.ArgumentGraph`.
"""

from __future__ import annotations

import json
import math
from functools import lru_cache
from importlib import resources

from .._deadline import remaining
from .._jsonio import parse_json
from .._jsonschema import first_error
from ..errors import FormatError, SchemaError
from ..graph import METADATA_KEYS, Argument, ArgumentGraph, Edge
from ._text import check_name, check_writable, decode_utf8, require_content

__all__ = [
    "schema",
    "validate_document",
    "graph_from_document",
    "graph_to_document",
    "argument_to_document",
    "parse_graph",
    "parse",
    "dump",
    "dump_graph",
]

SCHEMA_RESOURCE = "argument-graph.schema.json"


@lru_cache(maxsize=1)
def schema() -> dict:
    """The published JSON Schema of argument-graph documents.

    Examples
    --------
    >>> schema()["title"]
    'clinarg argument graph'
    """
    text = resources.files("clinarg").joinpath("schemas", SCHEMA_RESOURCE).read_text("utf-8")
    return json.loads(text)


@lru_cache(maxsize=1)
def _validator():
    import jsonschema

    cls = jsonschema.validators.validator_for(schema())
    cls.check_schema(schema())
    return cls(schema())


@lru_cache(maxsize=1)
def _item_validators() -> dict:
    """One validator per top-level array of the schema (``arguments``,
    ``attacks``, ``supports``), for that array's items: validating a large
    document item by item lets a deadline be checked between items."""
    whole = schema()
    arrays = {
        key: prop["items"]
        for key, prop in whole["properties"].items()
        if prop.get("type") == "array" and "$ref" in prop.get("items", {})
    }
    base = {
        k: v
        for k, v in whole.items()
        if k not in ("type", "required", "properties", "additionalProperties")
    }
    cls = type(_validator())
    return {key: cls({**base, **items}) for key, items in arrays.items()}


#: Items validated between two looks at the deadline.
_CHUNK = 512


def validate_document(doc, *, path: str | None = None, deadline: float | None = None) -> None:
    """Raise :class:`SchemaError` if ``doc`` breaks the schema.

    The error names the JSON pointer of the shallowest offending value.  The
    document's frame and each item of its arrays are validated separately
    (the schema has no constraint across items), so that ``deadline`` (a
    ``time.monotonic()`` value) is checked every few hundred items.

    Raises
    ------
    SchemaError
        The document breaks the schema.
    clinarg.errors.SolverTimeout
        ``deadline`` passed during validation.

    Examples
    --------
    >>> validate_document({"arguments": [{"id": "a"}, {"id": 3}]})
    Traceback (most recent call last):
    ...
    clinarg.errors.SchemaError: <input>: at /arguments/1/id: schema violation: ...
    """
    found = []
    items = _item_validators()
    arrays = {}
    if isinstance(doc, dict):
        arrays = {k: doc[k] for k in items if isinstance(doc.get(k), list)}
    frame = {**doc, **{k: [] for k in arrays}} if arrays else doc
    hit = first_error(_validator(), frame, 200)
    if hit is not None:
        found.append(hit)
    for key, values in arrays.items():
        for i, value in enumerate(values):
            if i % _CHUNK == 0:
                remaining(deadline, "time limit reached while validating the document")
            hit = first_error(items[key], value, 200)
            if hit is not None:
                pointer, message = hit
                found.append((f"/{key}/{i}{pointer.rstrip('/')}", message))
    if found:
        pointer, message = min(found, key=lambda e: (e[0].count("/"), e[0]))
        raise SchemaError(f"schema violation: {message}", path=path, pointer=pointer)


def graph_from_document(
    doc, *, path: str | None = None, deadline: float | None = None
) -> ArgumentGraph:
    """Validate a decoded JSON document and build the graph.

    ``deadline`` (a ``time.monotonic()`` value) bounds validation and
    building: past it :class:`clinarg.errors.SolverTimeout` is raised.

    Raises
    ------
    clinarg.errors.SchemaError
        If the document breaks the schema.
    clinarg.errors.FormatError
        On duplicate ids, ids with control characters, or edges naming
        undeclared arguments.

    Examples
    --------
    >>> g = graph_from_document({
    ...     "arguments": [{"id": "a", "text": "Give ACEI"}, {"id": "b"}],
    ...     "attacks": [["b", "a"]]})
    >>> g.argument("a").text, g.to_af().attackers("a")
    ('Give ACEI', ['b'])
    >>> graph_to_document(g)["attacks"]
    [['b', 'a']]
    """
    validate_document(doc, path=path, deadline=deadline)
    args = []
    seen: dict[str, int] = {}
    for i, item in enumerate(doc["arguments"]):
        if i % 1024 == 0:
            remaining(deadline, "time limit reached while reading the document")
        check_name(item["id"], path, pointer=f"/arguments/{i}/id")
        if item["id"] in seen:
            raise FormatError(
                f"duplicate argument {item['id']!r} (first at /arguments/{seen[item['id']]})",
                path=path,
                pointer=f"/arguments/{i}/id",
            )
        seen[item["id"]] = i
        args.append(
            Argument(**{k: item[k] for k in item if k != "metadata"}, metadata=item.get("metadata"))
        )
    edges = {}
    for kind in ("attacks", "supports"):
        out = []
        for i, raw in enumerate(doc.get(kind, ())):
            if i % 1024 == 0:
                remaining(deadline, "time limit reached while reading the document")
            edge = _edge(raw)
            if edge.weight is not None and not math.isfinite(edge.weight):
                raise FormatError("edge weight must be finite", path=path, pointer=f"/{kind}/{i}")
            for end in (edge.source, edge.target):
                if end not in seen:
                    raise FormatError(
                        f"{kind[:-1]} ({edge.source!r}, {edge.target!r}) "
                        f"names undeclared argument {end!r}",
                        path=path,
                        pointer=f"/{kind}/{i}",
                    )
            out.append(edge)
        edges[kind] = tuple(out)
    try:
        return ArgumentGraph(
            tuple(args),
            edges["attacks"],
            edges["supports"],
            name=doc.get("name"),
            metadata=doc.get("metadata"),
        )
    except FormatError as exc:  # from the model's stance checks: name the file
        raise FormatError(exc.message, path=path, pointer=exc.pointer) from None


def _edge(raw) -> Edge:
    if isinstance(raw, dict):
        return Edge(raw["from"], raw["to"], raw.get("weight"))
    return Edge(raw[0], raw[1], raw[2] if len(raw) == 3 else None)


def graph_to_document(graph: ArgumentGraph) -> dict:
    """The graph as a JSON document following the published schema."""
    doc: dict = {"format": "clinarg-argument-graph", "version": 1}
    if graph.name is not None:
        doc["name"] = graph.name
    if graph.metadata is not None:
        doc["metadata"] = dict(graph.metadata)
    doc["arguments"] = [argument_to_document(a) for a in graph.arguments]
    doc["attacks"] = [_edge_json(e) for e in graph.attacks]
    if graph.supports:
        doc["supports"] = [_edge_json(e) for e in graph.supports]
    return doc


def argument_to_document(argument: Argument) -> dict:
    """One argument as the JSON object :func:`graph_to_document` writes for it
    (unset fields left out), for callers that assemble a document piece by piece.

    Examples
    --------
    >>> argument_to_document(Argument("a", text="Give ACEI", base_score=0.7))
    {'id': 'a', 'text': 'Give ACEI', 'base_score': 0.7}
    """
    out: dict = {"id": argument.id}
    for key in METADATA_KEYS:
        value = getattr(argument, key)
        if value is not None:
            out[key] = dict(value) if key == "metadata" else value
    return out


def _edge_json(edge: Edge) -> list:
    if edge.weight is None:
        return [edge.source, edge.target]
    return [edge.source, edge.target, edge.weight]


def parse_graph(
    data: bytes, path: str | None = None, *, deadline: float | None = None
) -> ArgumentGraph:
    """Read a JSON argument-graph document from bytes, with its metadata.

    ``deadline`` (a ``time.monotonic()`` value) is checked between decoding,
    validation and building, and every few hundred items inside the last
    two; past it :class:`clinarg.errors.SolverTimeout` is raised.

    Examples
    --------
    >>> g = parse_graph(b'{"arguments": [{"id": "a", "base_score": 0.5}], "attacks": []}')
    >>> g.argument("a").base_score
    0.5
    """
    require_content(data, path)
    text = decode_utf8(data, path)
    # no size cap on a JSON file (max_arguments bounds ICCMA headers only):
    # ``data`` is in memory already, so parse_json's 32 MiB default is lifted
    doc = parse_json(text, path=path, max_bytes=len(text))
    remaining(deadline, "time limit reached while reading the document")
    return graph_from_document(doc, path=path, deadline=deadline)


def parse(
    data: bytes,
    path: str | None = None,
    *,
    ignore_supports: bool = False,
    deadline: float | None = None,
):
    """Read a JSON document as a Dung framework (attacks only).

    Raises
    ------
    clinarg.errors.FormatError
        If the document is malformed, or has supports and ``ignore_supports``
        is false (Dung semantics have no support relation).
    """
    graph = parse_graph(data, path, deadline=deadline)
    if graph.supports and not ignore_supports:
        raise FormatError(
            f"the document has {len(graph.supports)} support(s), which Dung semantics "
            "do not use; pass ignore_supports=True (CLI: --ignore-supports) to drop them",
            path=path,
            pointer="/supports",
        )
    return graph.to_af(ignore_supports=True)


def dump_graph(graph: ArgumentGraph) -> str:
    """JSON text of an argument graph (indented, UTF-8 kept)."""
    check_writable(a.id for a in graph.arguments)
    return json.dumps(graph_to_document(graph), indent=2, ensure_ascii=False) + "\n"


def dump(af) -> str:
    """JSON text of a Dung framework.

    Examples
    --------
    >>> from clinarg import AF
    >>> import json
    >>> json.loads(dump(AF.from_attacks(["a", "b"], [("a", "b")])))["attacks"]
    [['a', 'b']]
    """
    return dump_graph(ArgumentGraph.from_af(af))
