"""What the page shows, as JSON documents built from the engines' results.

Plain Python (no web framework): :func:`session_view` turns a care-plan
session (state, journal, replayed result) into the page's document, one
entry per option with its laid-out argument graph; :class:`GraphFile` is a
read-only argument graph file shown as a Dung framework (extensions under a
semantics) or as a QBAF (strengths and attributions for a topic).  Every
text in these documents is data for the page to show as text; nothing here
builds HTML.
"""

from __future__ import annotations

import math
import os

from .._deadline import deadline_after, remaining, validate_timeout
from ..errors import ParameterError
from .layout import layered_layout

__all__ = [
    "session_view",
    "check_action",
    "GraphFile",
    "EXTENSION_LIMIT",
    "ATTRIBUTION_LIMIT",
    "GRAPH_LIMIT",
    "ACTOR_MAX",
]

#: At most this many extensions are listed for one semantics.
EXTENSION_LIMIT = 64
#: Attributions are computed for frameworks of at most this many arguments
#: (Shapley values evaluate the framework once per coalition).
ATTRIBUTION_LIMIT = 200
#: Largest graph file shown: a drawing of more boxes than this is no longer
#: something a person reads (``clinarg solve`` and ``clinarg strengths`` take
#: any size).
GRAPH_LIMIT = 2000
#: Longest actor name kept in the journal.
ACTOR_MAX = 80
_TEXT_MAX = 10_000


def _passage(kb, pid) -> dict:
    p = kb.passages[pid]
    return {k: p[k] for k in ("title", "source_type", "reliability", "date")}


def session_view(session) -> dict:
    """The page's document for an open :class:`clinarg.protocols.plan.session.Session`.

    The plan is the session's own replay (:meth:`Session.result`); this only
    arranges it per option and lays each option's graph out.

    Returns
    -------
    dict
        ``record``, ``notice``, ``options`` (id, title, section, ``F_initial``,
        ``F``, ``in_plan``, ``why``, ``escalations``, ``arguments``, ``graph``),
        ``plan``, ``excluded``, ``escalations``, ``journal``, ``last_seq``,
        ``evidence`` (metadata of every passage the case retrieved or an
        argument cites), ``roles`` (for a new argument).

    Examples
    --------
    >>> import tempfile, os
    >>> from clinarg.protocols.plan import KnowledgePlanBackend, example_record, generate
    >>> from clinarg.protocols.plan.session import Session
    >>> state = generate(example_record("heart_failure_alone"), KnowledgePlanBackend())
    >>> s = Session.open(os.path.join(tempfile.mkdtemp(), "s.db"), state)
    >>> view = session_view(s)
    >>> view["last_seq"], view["options"][0]["graph"]["nodes"][0]["kind"]
    (0, 'option')
    >>> s.close()
    """
    from ..protocols.plan import NOTICE, THRESHOLD

    state, kb = session.state, session.kb
    journal = session.journal()
    result = session.result()
    in_plan = {item["option"]: item for item in result["plan"]}
    excluded = {x["option"]: x["why"] for x in result["excluded"]}
    escalations = {}
    for x in result["escalations"]:
        escalations.setdefault(x["option"], []).append({"rule": x["rule"], "detail": x["detail"]})
    pool = result["pool"]
    relations = result["relations"]
    # each argument's own relations, in their order: one pass over them, not
    # one per argument (quadratic: every action's response is this view)
    outgoing = {}
    for r in relations:
        outgoing.setdefault(r["source"], []).append(r)
    cited = {e["id"] for e in state["evidence"]} | {e for a in pool for e in a["evidence"]}
    options = []
    for oid in state["options"]:
        args = [a for a in pool if a["option"] == oid]
        ids = {a["id"] for a in args}
        F = result["F_human"][oid]
        arguments = [
            {
                "id": a["id"],
                "role": a["role"],
                "role_title": kb.roles[a["role"]]["title"] if a["role"] in kb.roles else a["role"],
                "stance": a["stance"],
                "text": a["text"],
                "evidence": list(a["evidence"]),
                "tau": a["tau"],
                "base": a["tau_tilde"],
                "strength": a["sigma"],
                "status": a["status"],
                "reviewed": bool(a.get("reviewed", False)),
                "supports": [
                    r["target"] for r in outgoing.get(a["id"], ()) if r["kind"] == "support"
                ],
                "attacks": [
                    r["target"] for r in outgoing.get(a["id"], ()) if r["kind"] == "attack"
                ],
            }
            for a in args
        ]
        edges = [{"source": a["id"], "target": oid, "kind": a["stance"]} for a in args] + [
            {"source": r["source"], "target": r["target"], "kind": r["kind"]}
            for r in relations
            if r["source"] in ids and r["target"] in ids
        ]
        title = kb.interventions[oid]["title"]
        nodes = [{"id": oid, "kind": "option", "label": title, "base": 0.5, "strength": F}] + [
            {
                "id": a["id"],
                "kind": "argument",
                "label": _label(oid, a),
                "stance": a["stance"],
                "base": a["base"],
                "strength": a["strength"],
                "status": a["status"],
                "reviewed": a["reviewed"],
            }
            for a in arguments
        ]
        graph = _laid_out(
            nodes,
            edges,
            group={a["id"]: 0 if a["stance"] == "support" else 1 for a in arguments},
        )
        options.append(
            {
                "id": oid,
                "title": title,
                "section": kb.interventions[oid]["section"],
                "F_initial": result["F_initial"][oid],
                "F": F,
                "in_plan": oid in in_plan,
                "rank": in_plan[oid]["rank"] if oid in in_plan else None,
                "why": in_plan[oid]["why"] if oid in in_plan else excluded.get(oid, ""),
                "escalations": escalations.get(oid, []),
                "arguments": arguments,
                "graph": graph,
            }
        )
    return {
        "kind": "session",
        "record": {"id": state["record"]["id"], "title": state["record"]["title"]},
        "notice": NOTICE,
        "threshold": THRESHOLD,
        "options": options,
        "plan": result["plan"],
        "excluded": [
            dict(x, title=kb.interventions[x["option"]]["title"]) for x in result["excluded"]
        ],
        "escalations": result["escalations"],
        "journal": journal,
        "last_seq": journal[-1]["seq"] if journal else 0,
        "evidence": {pid: _passage(kb, pid) for pid in sorted(cited) if pid in kb.passages},
        "case_evidence": [e["id"] for e in state["evidence"]],
        "roles": [{"id": r, "title": kb.roles[r]["title"]} for r in kb.roles]
        + [{"id": "clinician", "title": "Clinician"}],
        "evaluate_ms": result.get("evaluate_ms"),
    }


def _label(oid, a) -> str:
    """A box's label: the role and the argument's number ("Nurse 2") for a
    generated id, the role and the id for one a person chose."""
    generated = f"{oid}:{a['role']}:"
    if a["id"].startswith(generated):
        return f"{a['role_title']} {a['id'][len(generated) :]}"
    return f"{a['role_title']}: {a['id']}"


def _laid_out(nodes, edges, group=None) -> dict:
    lay = layered_layout(
        [n["id"] for n in nodes], [(e["source"], e["target"]) for e in edges], group=group
    )
    for n in nodes:
        n["x"], n["y"] = lay["positions"][n["id"]]
    return {"nodes": nodes, "edges": edges, "width": lay["width"], "height": lay["height"]}


def check_action(action) -> dict:
    """The size limit an action from the page keeps, before the session validates it.

    The session checks everything an action means and every field's JSON
    type (:func:`clinarg.protocols.plan.apply_action`); this adds only what
    a web request needs beyond that: no string field longer than the
    journal should keep.

    Raises
    ------
    clinarg.errors.ParameterError
        Not an object, or a string field longer than 10,000 characters.

    Examples
    --------
    >>> check_action({"op": "reject", "argument": "a1"})
    {'op': 'reject', 'argument': 'a1'}
    >>> check_action({"op": "edit", "argument": "a1", "text": "x" * 10_001})
    Traceback (most recent call last):
      ...
    clinarg.errors.ParameterError: text is longer than 10000 characters
    """
    if not isinstance(action, dict):
        raise ParameterError("the action must be a JSON object")
    for key, value in action.items():
        if isinstance(value, str) and len(value) > _TEXT_MAX:
            raise ParameterError(f"{key} is longer than {_TEXT_MAX} characters")
    return action


class GraphFile:
    """A read-only argument graph file: a Dung framework or a QBAF view of it.

    Parameters
    ----------
    path : str or os.PathLike
        A JSON argument-graph document (ArgMed's, a debate's, a plain QBAF)
        or a Dung framework file (``.af``, ``.apx``, ``.tgf``).
    timeout : float or None
        Bound on reading the file and on each query, in seconds.

    Examples
    --------
    >>> import tempfile, os
    >>> p = os.path.join(tempfile.mkdtemp(), "f.af")
    >>> _ = open(p, "w").write("p af 3\\n1 2\\n2 1\\n2 3\\n")
    >>> g = GraphFile(p, timeout=None)
    >>> [sorted(e) for e in g.dung_view("PR")["extensions"]]
    [['1', '3'], ['2']]
    >>> round(g.qbaf_view("3", "removal")["strengths"]["3"], 3)
    0.424
    """

    def __init__(self, path, timeout: float | None = 30.0):
        from ..errors import FormatError
        from ..formats import detect_format, loads
        from ..formats.jsondoc import parse_graph
        from ..graph import ArgumentGraph

        self.timeout = validate_timeout(timeout)
        self.path = os.fspath(path)
        deadline = deadline_after(self.timeout)
        try:
            with open(self.path, "rb") as f:
                data = f.read()
        except OSError as exc:
            raise FormatError(f"cannot read file: {exc.strerror}", path=self.path) from None
        fmt = detect_format(data, self.path)
        if fmt == "json":  # with its metadata and supports, from the bytes already read
            self.graph = parse_graph(data, self.path, deadline=deadline)
        else:
            self.graph = ArgumentGraph.from_af(loads(data, fmt, path=self.path, deadline=deadline))
        if len(self.graph.arguments) > GRAPH_LIMIT:
            raise ParameterError(
                f"{self.path}: {len(self.graph.arguments)} arguments are more than the page "
                f"draws ({GRAPH_LIMIT}); use clinarg solve or clinarg strengths"
            )
        self.name = os.path.basename(self.path)

    def _drawing(self, attacks_only=False) -> dict:
        nodes = [
            {
                "id": a.id,
                "kind": a.kind or "argument",
                "label": a.id,
                "text": a.text,
                "role": a.role,
                "stance": a.stance,
                "base": a.base_score,
            }
            for a in self.graph.arguments
        ]
        edges = [
            {"source": e.source, "target": e.target, "kind": "attack"} for e in self.graph.attacks
        ]
        if not attacks_only:
            edges += [
                {"source": e.source, "target": e.target, "kind": "support"}
                for e in self.graph.supports
            ]
        return _laid_out(nodes, edges)

    def describe(self) -> dict:
        """Name, counts, and the view that suits the file first: a graph with
        supports or base scores is a QBAF, one without is a Dung framework."""
        quantitative = bool(self.graph.supports) or any(
            a.base_score is not None for a in self.graph.arguments
        )
        return {
            "name": self.name,
            "arguments": len(self.graph.arguments),
            "attacks": len(self.graph.attacks),
            "supports": len(self.graph.supports),
            "default_view": "qbaf" if quantitative else "dung",
        }

    def dung_view(self, semantics: str = "GR") -> dict:
        """The Dung framework (supports dropped) and its extensions under ``semantics``.

        At most :data:`EXTENSION_LIMIT` extensions are listed (``complete``
        says whether that is all of them); the enumeration stops at the
        file's timeout with :class:`clinarg.errors.SolverTimeout`.
        """
        from ..dung import available_semantics, extensions

        if semantics not in available_semantics():
            raise ParameterError(
                f"unknown semantics {semantics!r} (known: {', '.join(available_semantics())})"
            )
        af = self.graph.to_af(ignore_supports=True)
        found = list(extensions(af, semantics, limit=EXTENSION_LIMIT + 1, timeout=self.timeout))
        return {
            "kind": "dung",
            **self.describe(),
            "semantics": semantics,
            "available": list(available_semantics()),
            "supports_dropped": len(self.graph.supports),
            "extensions": [sorted(e) for e in found[:EXTENSION_LIMIT]],
            "complete": len(found) <= EXTENSION_LIMIT,
            "graph": self._drawing(attacks_only=True),
        }

    def qbaf_view(self, topic: str | None = None, kind: str = "gradient") -> dict:
        """Strengths under quadratic energy and ``kind`` attributions for ``topic``.

        ``topic`` defaults to the first sink (an argument that attacks and
        supports nothing).  Attributions are given for frameworks of at most
        :data:`ATTRIBUTION_LIMIT` arguments; Shapley values are exact up to 10
        contributors and sampled (64 permutations, seed 0) beyond.
        """
        from ..qbaf import QBAF, strengths
        from ..qbaf.explain import attributions

        deadline = deadline_after(self.timeout)
        q = QBAF.from_graph(self.graph)
        names = list(q.names)
        if topic is None:
            sources = {e.source for e in self.graph.attacks} | {
                e.source for e in self.graph.supports
            }
            topic = next((n for n in names if n not in sources), names[0] if names else None)
        if topic not in names:
            raise ParameterError(f"no argument {topic!r} in {self.name}")
        kinds = ("removal", "gradient", "shapley")
        if kind not in kinds:
            raise ParameterError(f"unknown attribution {kind!r} (known: {', '.join(kinds)})")
        s = strengths(q, "qe", timeout=remaining(deadline))
        values, note = None, ""
        if len(names) > ATTRIBUTION_LIMIT:
            note = f"attributions are shown for at most {ATTRIBUTION_LIMIT} arguments"
        else:
            extra = {"exact_limit": 10, "samples": 64} if kind == "shapley" else {}
            values = attributions(q, topic, "qe", kind, **extra).values
            # attributions take no timeout: bounded by the size limit above,
            # and reported as a timeout when they ran past the file's limit
            remaining(deadline, f"attributions for {topic!r} took longer than {self.timeout} s")
        drawing = self._drawing()
        for n in drawing["nodes"]:
            n["strength"] = _finite(s[n["id"]])
            n["base"] = q.base_score(n["id"])
            n["attribution"] = None if values is None else _finite(values.get(n["id"], 0.0))
        return {
            "kind": "qbaf",
            **self.describe(),
            "semantics": "qe",
            "topic": topic,
            "attribution": kind,
            "attributions": None if values is None else {k: _finite(v) for k, v in values.items()},
            "note": note,
            "strengths": {n: _finite(s[n]) for n in names},
            "graph": drawing,
        }


def _finite(x):
    x = float(x)
    return x if math.isfinite(x) else None
