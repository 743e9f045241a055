"""The debate report: one JSON document, and plain text for people.

Examples
--------
>>> from clinarg.protocols.debate.case import example_case
>>> from clinarg.protocols.debate.backend import KnowledgeDebateBackend
>>> from clinarg.protocols.debate.protocol import run_debate
>>> doc = to_document(run_debate(example_case("mcq_inferior_stemi"), KnowledgeDebateBackend()))
>>> doc["answer"], doc["evaluation"]["correct"]
({'letter': 'C', 'diagnosis': 'myocardial_infarction', 'label': 'Myocardial infarction'}, True)
"""

from __future__ import annotations

import textwrap

from ...formats.jsondoc import graph_to_document
from .argue import debate_graph, verdict

__all__ = ["to_document", "render_text", "NOTICE"]

NOTICE = (
    "Teaching demonstration of the MLAD debate protocol over a small knowledge graph; "
    "not medical advice."
)


def to_document(result, *, timeout: float | None = None) -> dict:
    """The whole run as one JSON-ready document (the argument graph in the
    project's ``clinarg-argument-graph`` format)."""
    graph = debate_graph(result)
    v = verdict(result, graph, timeout=timeout)
    case = result.case
    answer = None
    chosen = result.vote["diagnosis"]
    if case.letters is not None:
        answer = {
            "letter": case.letter(chosen),
            "diagnosis": chosen,
            "label": result.kg.label(chosen),
        }
    return {
        "format": "clinarg-debate-result",
        "version": 1,
        "notice": NOTICE,
        "case": case.to_dict(),
        "settings": result.settings.to_dict(),
        "backend": result.backend,
        "imap": None if result.imap is None else result.imap.to_dict(),
        "candidates": list(result.candidates),
        "agents": result.agents,
        "initial": result.initial,
        "rounds": result.rounds,
        "stop": result.stop,
        "tie_breaker": result.tie_breaker,
        "verdict": v,
        "answer": answer,
        "evaluation": result.evaluation(),
        "graph": graph_to_document(graph),
        "stats": result.stats(),
        "trace": result.trace,
    }


def _wrap(text, indent="    ") -> str:
    return textwrap.fill(
        " ".join(str(text).split()), 96, initial_indent=indent, subsequent_indent=indent + "  "
    )


def render_text(doc: dict, kg) -> str:
    """Plain-text report of a :func:`to_document` document."""
    label = kg.label
    out = [f"MLAD debate: {doc['case']['title']}", f"({doc['notice']})", ""]
    if doc["imap"] is not None:
        out.append("imap (term-value pairs):")
        out += [f"    {p['term']}: {p['value']}" for p in doc["imap"]["pairs"]]
        if doc["imap"]["noise"]:
            out.append("  left out as noise:")
            out += [_wrap(n, "    - ") for n in doc["imap"]["noise"]]
    else:
        out.append("imap: off (agents read the raw case text)")
    out.append("")
    out.append("Candidates: " + "; ".join(label(d) for d in doc["candidates"]))
    out.append("Agents and initial diagnoses:")
    for a in doc["agents"]:
        ans = doc["initial"][a["id"]]
        out.append(
            f"  {a['id']} ({label(a['specialty'])} specialist): "
            f"{label(ans['diagnosis'])} ({ans['confidence']:.2f})"
        )
    for rnd in doc["rounds"]:
        out.append("")
        out.append(f"Round {rnd['round']}")
        for g, rep in zip(rnd["groups"], rnd["reports"]):
            out.append(
                f"  group {label(g['diagnosis'])} [{', '.join(g['members'])}]: report "
                f"(confidence {rep['confidence']:.2f})"
            )
            out.append(_wrap(rep["summary"], "      "))
        for r in rnd["rebuttals"]:
            out.append(
                _wrap(f"rebuttal {label(r['by'])} -> {label(r['target'])}: {r['text']}", "  ")
            )
        for t in rnd["tool_calls"]:
            out.append(
                _wrap(
                    f"tool {t['tool']}({t['argument']}) for the {label(t['by'])} "
                    f"group: {t['text']}",
                    "  ",
                )
            )
        votes = ", ".join(f"{label(d)} {n}" for d, n in rnd["tally"].items())
        out.append(f"  votes: {votes}")
        for m in rnd["moved"]:
            out.append(f"  {m['agent']} moved from {label(m['from'])} to {label(m['to'])}")
    stop = doc["stop"]
    out += ["", f"Stopped by rule '{stop['rule']}' after round {stop['round']}."]
    if doc["tie_breaker"]:
        tb = doc["tie_breaker"]
        out.append(
            _wrap(
                f"Tie-breaking agent chose {label(tb['diagnosis'])} among "
                f"{', '.join(label(d) for d in tb['tied'])}: {tb['reason']}",
                "  ",
            )
        )
    v = doc["verdict"]
    out += [
        "",
        "Verdict",
        f"  by vote:          {label(v['vote']['diagnosis'])} ("
        + ", ".join(f"{label(d)} {n}" for d, n in v["vote"]["tally"].items())
        + ")",
        f"  by argumentation: {label(v['argumentation']['diagnosis'])} (strength "
        f"{v['argumentation']['strength']:.3f}"
        + ("" if v["argumentation"]["defensible"] else ", no diagnosis is defensible")
        + ")",
        "  ranked differential (quadratic-energy strength; * defensible under preferred "
        "semantics):",
    ]
    for row in v["ranking"]:
        out.append(
            f"    {'*' if row['defensible'] else ' '} {row['strength']:.3f}  "
            f"{label(row['diagnosis'])}"
        )
    if v["supporting"]:
        out.append("  arguments carrying it:")
        out += [
            _wrap(f"{s['id']} ({s['relation']}, {s['strength']:.2f}): {s['text']}", "    ")
            for s in v["supporting"][:8]
        ]
    if not v["agree"]:
        out.append("  vote and argumentation disagree; the arguments responsible:")
        out += [
            _wrap(f"{s['id']} ({s['relation']}, {s['strength']:.2f}): {s['text']}", "    ")
            for s in v["responsible"][:8]
        ]
    if doc["answer"]:
        out += ["", f"Answer: {doc['answer']['letter']} ({doc['answer']['label']})"]
    if doc["evaluation"]:
        e = doc["evaluation"]
        out.append(
            f"Expected: {label(e['answer'])} -> {'correct' if e['correct'] else 'wrong'}"
            f"; initial recall {'yes' if e['initial_recall'] else 'no'}"
            f"; consensus {'yes' if e['consensus'] else 'no'}"
        )
    st = doc["stats"]
    out.append(f"({st['calls']} backend calls, {st['failed_calls']} failed)")
    return "\n".join(out) + "\n"
