"""Beyond the paper: the debate as an argument graph, solved by clinarg's engines.

Construction (from a :class:`~clinarg.protocols.debate.protocol.DebateResult`):

* one **diagnosis argument** ``D_<disease>`` for each disease that had a
  group report (its latest one) or a final vote; its base score is the
  report's (else the voters' mean) confidence;
* similar diseases exclude each other: **mutual attacks** between every two
  diagnosis arguments;
* each distinct **rebuttal** ``R<n>`` of the inter-group rounds (by group,
  target and finding; the latest kept) attacks the diagnosis it targets,
  and that diagnosis attacks it back: a rebuttal is a claim of the debaters
  that conflicts with the report's conclusion, a symmetric conflict (as
  rebutting attacks are in ASPIC+); base score: the rebuttal's confidence;
* each **tool evidence** ``E<n>``, a knowledge-graph fact a tool returned
  (a finding's weight for a disease, read against the case), supports the
  diagnosis when positive and attacks it when negative; it is a checked
  fact, so nothing attacks it; base score: the weight's magnitude.

Solving: the preferred extensions (clingo) say which diagnoses are
*defensible* (credulously accepted) and which are *sceptically* accepted;
quadratic-energy strengths of the bipolar graph (clinarg's default gradual
semantics) rank the differential.  The argumentation outcome is the
strongest defensible diagnosis (the strongest overall, flagged, when none is
defensible).  When it differs from the vote,
the arguments responsible are listed: those attacking the vote's diagnosis
and those supporting the argumentation's, strongest first.

Examples
--------
>>> from clinarg.protocols.debate.case import example_case
>>> from clinarg.protocols.debate.backend import KnowledgeDebateBackend
>>> from clinarg.protocols.debate.protocol import run_debate
>>> r = run_debate(example_case("myocarditis_after_flu"), KnowledgeDebateBackend())
>>> v = verdict(r)
>>> v["argumentation"]["diagnosis"], v["agree"]
('myocarditis', True)
"""

from __future__ import annotations

from ...graph import Argument, ArgumentGraph, Edge

__all__ = ["debate_graph", "solve", "verdict", "SEMANTICS"]

#: Gradual semantics of the ranked differential.
SEMANTICS = "qe"


def _mean(xs):
    xs = list(xs)
    return round(sum(xs) / len(xs), 4) if xs else 0.5


def debate_graph(result) -> ArgumentGraph:
    """The argument graph of a debate (see the module notes for its rules)."""
    kg = result.kg
    latest: dict = {}
    for rnd in result.rounds:
        for rep in rnd["reports"]:
            latest[rep["diagnosis"]] = dict(rep, round=rnd["round"])
    final = result.final_answers()
    voted = {a["diagnosis"] for a in final.values()}
    diseases = [d for d in result.candidates if d in latest or d in voted]
    args, attacks, supports = [], [], []
    diag = {}
    for d in diseases:
        aid = f"D_{d}"
        diag[d] = aid
        if d in latest:
            rep = latest[d]
            text, score = rep["summary"], float(rep["confidence"])
            meta = {
                "disease": d,
                "round": rep["round"],
                "reasons": [r["feature"] for r in rep["reasons"]],
            }
        else:
            voters = [a for a in final.values() if a["diagnosis"] == d]
            text, score = voters[0]["reason"], _mean(a["confidence"] for a in voters)
            meta = {"disease": d, "round": 0, "reasons": list(voters[0]["features"])}
        args.append(
            Argument(
                aid,
                text=text,
                kind="diagnosis",
                role="group",
                stance=kg.label(d),
                base_score=min(1.0, max(0.0, score)),
                metadata=meta,
            )
        )
    for a in diseases:
        for b in diseases:
            if a != b:
                attacks.append(Edge(diag[a], diag[b]))
    rebuttals: dict = {}
    for rnd in result.rounds:
        for r in rnd["rebuttals"]:
            if r["target"] in diag:
                rebuttals[(r["by"], r["target"], r["feature"])] = r
    for i, r in enumerate(rebuttals.values(), 1):
        rid = f"R{i}"
        args.append(
            Argument(
                rid,
                text=r["text"],
                kind="rebuttal",
                role="group",
                stance=f"against {kg.label(r['target'])}",
                evidence=r["feature"],
                base_score=float(r["confidence"]),
                metadata={"by": r["by"], "target": r["target"], "round": r["round"]},
            )
        )
        attacks.append(Edge(rid, diag[r["target"]]))
        attacks.append(Edge(diag[r["target"]], rid))
    facts: dict = {}
    for rnd in result.rounds:
        for t in rnd["tool_calls"]:
            for f in t["facts"]:
                if f["disease"] in diag and f["weight"] != 0:
                    facts[(f["disease"], f["finding"])] = (f, t)
    for i, (f, t) in enumerate(facts.values(), 1):
        eid = f"E{i}"
        w = float(f["weight"])
        what = "the duration" if f["finding"] == "duration" else kg.finding_label(f["finding"])
        sign = "for" if w > 0 else "against"
        args.append(
            Argument(
                eid,
                text=f"Knowledge graph ({t['tool']}): {what} argues {sign} "
                f"{kg.label(f['disease'])} in this case (weight {w:+.2f}).",
                kind="evidence",
                role="tool",
                stance=f"{sign} {kg.label(f['disease'])}",
                evidence=f["finding"],
                base_score=min(1.0, abs(w)),
                metadata={"tool": t["tool"], "round": t["round"], "disease": f["disease"]},
            )
        )
        (supports if w > 0 else attacks).append(Edge(eid, diag[f["disease"]]))
    return ArgumentGraph(
        tuple(args),
        tuple(attacks),
        tuple(supports),
        name=result.case.id,
        metadata={"protocol": "mlad", "semantics": ["PR", SEMANTICS]},
    )


def solve(graph: ArgumentGraph, *, timeout: float | None = None) -> dict:
    """Preferred extensions and quadratic-energy strengths of a debate graph.

    Returns
    -------
    dict
        ``extensions`` (sorted lists of ids), ``defensible`` and
        ``sceptical`` (diagnosis ids), ``strengths`` (id -> float).
    """
    from ...dung import extensions
    from ...qbaf import QBAF, strengths

    af = graph.to_af(ignore_supports=True)
    exts = [sorted(e) for e in extensions(af, "PR", timeout=timeout)]
    exts.sort()
    diagnoses = [a.id for a in graph.arguments if a.kind == "diagnosis"]
    defensible = [d for d in diagnoses if any(d in e for e in exts)]
    sceptical = [d for d in diagnoses if exts and all(d in e for e in exts)]
    values = strengths(QBAF.from_graph(graph), SEMANTICS)
    return {
        "extensions": exts,
        "defensible": defensible,
        "sceptical": sceptical,
        "strengths": {a.id: round(float(values[a.id]), 6) for a in graph.arguments},
    }


def verdict(result, graph: ArgumentGraph | None = None, *, timeout: float | None = None) -> dict:
    """The vote outcome and the argumentation outcome side by side.

    Returns
    -------
    dict
        ``vote`` and ``argumentation`` (each with the diagnosis), ``agree``,
        ``ranking`` (the differential by strength), ``extensions``,
        ``responsible`` (empty when they agree) and ``supporting`` (the
        arguments that carry the argumentation's diagnosis).
    """
    graph = graph or debate_graph(result)
    solved = solve(graph, timeout=timeout)
    st = solved["strengths"]
    by_id = {a.id: a for a in graph.arguments}
    diagnoses = [a for a in graph.arguments if a.kind == "diagnosis"]
    ranking = sorted(diagnoses, key=lambda a: (-st[a.id], a.id))
    pool = [a for a in ranking if a.id in solved["defensible"]] or ranking
    top = pool[0]
    arg_diag = top.metadata["disease"]
    vote_diag = result.vote["diagnosis"]
    vote_id = f"D_{vote_diag}"

    def brief(aid, relation):
        a = by_id[aid]
        return {
            "id": aid,
            "kind": a.kind,
            "relation": relation,
            "text": a.text,
            "strength": st[aid],
        }

    # what carries the diagnosis: the evidence supporting it and its group's
    # rebuttals of the rival diagnoses
    supporting = sorted(
        [brief(e.source, "supports") for e in graph.supports if e.target == top.id]
        + [
            brief(a.id, "rebuts a rival")
            for a in graph.arguments
            if a.kind == "rebuttal" and a.metadata["by"] == arg_diag
        ],
        key=lambda x: (-x["strength"], x["id"]),
    )
    responsible = []
    if arg_diag != vote_diag:
        against = [
            brief(e.source, "attacks the vote's diagnosis")
            for e in graph.attacks
            if e.target == vote_id and by_id[e.source].kind != "diagnosis"
        ]
        responsible = sorted(against, key=lambda x: (-x["strength"], x["id"])) + [
            dict(s, relation="supports the argumentation's diagnosis")
            for s in supporting
            if s["relation"] == "supports"
        ]
    return {
        "vote": {"diagnosis": vote_diag, "tally": dict(result.vote["tally"])},
        "argumentation": {
            "diagnosis": arg_diag,
            "argument": top.id,
            "strength": st[top.id],
            "defensible": top.id in solved["defensible"],
        },
        "agree": arg_diag == vote_diag,
        "ranking": [
            {
                "diagnosis": a.metadata["disease"],
                "argument": a.id,
                "strength": st[a.id],
                "defensible": a.id in solved["defensible"],
                "sceptical": a.id in solved["sceptical"],
            }
            for a in ranking
        ],
        "extensions": solved["extensions"],
        "responsible": responsible,
        "supporting": supporting,
    }
