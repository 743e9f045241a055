"""Requests of the debate: prompt text from ``data/prompts.json``, answer schemas, context.

Every step of the debate is one :class:`Request`: the prompt a language
model reads, the JSON schema of the answer, and the structured context the
offline knowledge backend reads (the two say the same thing).  The prompt
texts ship as data, after the paper's four prompt kinds (initial diagnosis,
layered debating, tools utilization, refined diagnosis).  Schemas use only
the subset accepted by OpenAI-style strict structured output.

The inter-group review never shows how many agents support a report: its
prompt and context hold the reports' diseases and reasons only, unless the
``show_votes`` ablation is on (the paper's guard against conformity).

Examples
--------
>>> from clinarg.protocols.debate.case import example_case
>>> case = example_case("myocarditis_after_flu")
>>> req = initial_request(case_context(case, None), {"id": "agent1", "specialty": "myocarditis"})
>>> req.role, req.task, req.schema["properties"]["diagnosis"]["enum"][:2]
('agent', 'initial', ['myocarditis', 'heart_failure'])
"""

from __future__ import annotations

import functools
from importlib import resources
from string import Template

from ..._jsonio import load_json
from ...llm.base import Request
from .knowledge import KnowledgeGraph

__all__ = [
    "case_context",
    "imap_request",
    "initial_request",
    "group_report_request",
    "review_request",
    "summary_request",
    "refined_request",
    "tie_breaker_request",
    "TOOLS",
    "prompts",
]

#: Tools an inter-group review may call.
TOOLS = ("kg_lookup", "compare", "summary")

_STR = {"type": "string"}
_CONF = {"type": "number", "minimum": 0, "maximum": 1}


def _object(props: dict) -> dict:
    return {
        "type": "object",
        "properties": props,
        "required": list(props),
        "additionalProperties": False,
    }


def _array(item: dict, max_items: int | None = None) -> dict:
    out = {"type": "array", "items": item}
    if max_items is not None:
        out["maxItems"] = max_items
    return out


@functools.cache
def prompts() -> dict:
    """The shipped prompt texts (``data/prompts.json``)."""
    ref = resources.files(__package__).joinpath("data", "prompts.json")
    with resources.as_file(ref) as p:
        return load_json(p)


def _render(task: str, **values) -> tuple[str, str]:
    spec = prompts()["tasks"][task]
    system = Template(spec["system"]).substitute(values) + " " + prompts()["answer_rule"]
    return system, Template(spec["template"]).substitute(values)


def _names(kg: KnowledgeGraph, diseases) -> str:
    return "; ".join(f"{kg.label(d)} [{d}]" for d in diseases)


def _agent_fields(kg: KnowledgeGraph, ctx: dict, agent: dict) -> dict:
    """The template fields of an agent's own diagnosis: who it is and the case."""
    spec = agent["specialty"]
    d = kg.diseases[spec]
    return {
        "domain": d["domain"],
        "label": d["label"],
        "case": ctx["block"],
        "candidates": _names(kg, ctx["candidates"]),
        "profile": _profile_text(kg, spec),
    }


def case_context(case, imap, kg: KnowledgeGraph | None = None, candidates=None) -> dict:
    """What every agent is told about the case: the imap (or, when imap is
    switched off, the raw text) and the candidate diseases."""
    kg = kg or KnowledgeGraph.default()
    candidates = list(candidates if candidates is not None else case.candidates)
    if imap is not None:
        block = "Patient record (imap, term-value pairs):\n" + imap.text()
    else:
        block = "Patient record:\n" + case.text
    return {
        "text": None if imap is not None else case.text,
        "imap": None if imap is None else imap.to_dict(),
        "candidates": candidates,
        "block": block,
    }


def _profile_text(kg, disease) -> str:
    p = kg.profile(disease)
    lines = [
        p["summary"],
        f"Typical duration: {p['duration']}.",
        "Findings for it: " + "; ".join(p["for"]) + ".",
    ]
    if p["against"]:
        lines.append("Findings against it: " + "; ".join(p["against"]) + ".")
    lines += [f"Note: {n}." for n in p["notes"]]
    return "\n".join(lines)


def _diagnosis_schema(candidates) -> dict:
    return _object(
        {
            "diagnosis": {"type": "string", "enum": list(candidates)},
            "confidence": _CONF,
            "reason": _STR,
            "features": _array(_STR, 12),
        }
    )


def imap_request(text: str, kg: KnowledgeGraph | None = None) -> Request:
    """The imap distillation of a case text."""
    kg = kg or KnowledgeGraph.default()
    system, prompt = _render("imap", text=text, findings="; ".join(sorted(kg.findings)))
    pair = _object(
        {
            "term": {"type": "string", "enum": ["Symptom", "Sign", "Test", "History", "Duration"]},
            "value": _STR,
            "finding": {"type": ["string", "null"]},
            "present": {"type": "boolean"},
        }
    )
    schema = _object(
        {
            "pairs": _array(pair, 60),
            "duration_days": {"type": ["number", "null"]},
            "noise": _array(_STR, 60),
        }
    )
    return Request(
        role="imap",
        task="imap",
        system=system,
        prompt=prompt,
        schema=schema,
        context={"text": text},
    )


def initial_request(ctx: dict, agent: dict, kg: KnowledgeGraph | None = None) -> Request:
    """An agent's initial diagnosis, from its specialist profile."""
    kg = kg or KnowledgeGraph.default()
    system, prompt = _render("initial", **_agent_fields(kg, ctx, agent))
    return Request(
        role="agent",
        task="initial",
        system=system,
        prompt=prompt,
        schema=_diagnosis_schema(ctx["candidates"]),
        context={"case": ctx, "agent": dict(agent)},
    )


def _answers_text(kg, answers) -> str:
    return (
        "\n".join(
            f"- {kg.label(a['diagnosis'])}: {a['reason']} (confidence {a['confidence']:.2f})"
            for a in answers
        )
        or "- none"
    )


def group_report_request(
    ctx: dict, diagnosis: str, members: list[dict], round_no: int, kg: KnowledgeGraph | None = None
) -> Request:
    """A group's report: its members' answers merged (inner-group debate)."""
    kg = kg or KnowledgeGraph.default()
    system, prompt = _render(
        "group_report",
        case=ctx["block"],
        candidates=_names(kg, ctx["candidates"]),
        diagnosis=f"{kg.label(diagnosis)} [{diagnosis}]",
        round=round_no,
        members=_answers_text(kg, members),
    )
    reason = _object({"feature": _STR, "text": _STR})
    schema = _object(
        {
            "diagnosis": {"type": "string", "enum": [diagnosis]},
            "confidence": _CONF,
            "reasons": _array(reason, 12),
            "summary": _STR,
        }
    )
    return Request(
        role="group",
        task="group_report",
        system=system,
        prompt=prompt,
        schema=schema,
        context={"case": ctx, "diagnosis": diagnosis, "members": members, "round": round_no},
    )


def _report_text(kg, report) -> str:
    reasons = "; ".join(r["text"] for r in report["reasons"]) or "no reasons given"
    return (
        f"{kg.label(report['diagnosis'])} [{report['diagnosis']}]: {report['summary']} "
        f"Reasons: {reasons}"
    )


def _public(report: dict) -> dict:
    """What other groups see of a report: disease, reasons, summary (no support)."""
    return {
        "diagnosis": report["diagnosis"],
        "reasons": report["reasons"],
        "summary": report["summary"],
    }


def review_request(
    ctx: dict,
    own: dict,
    others: list[dict],
    round_no: int,
    *,
    tools: bool,
    votes: dict | None = None,
    kg: KnowledgeGraph | None = None,
) -> Request:
    """A group's review of the other groups' reports (inter-group debate).

    ``votes`` is shown only under the ``show_votes`` ablation; otherwise the
    request carries no count of supporters, in its text or its context.
    """
    kg = kg or KnowledgeGraph.default()
    others = [_public(r) for r in others]
    own = _public(own)
    targets = [r["diagnosis"] for r in others]
    votes_text = ""
    if votes is not None:
        votes_text = (
            "\nVotes in the last round: "
            + "; ".join(f"{kg.label(d)}: {n}" for d, n in sorted(votes.items()))
            + "\n"
        )
    tools_text = ""
    if tools:
        tools_text = (
            "\nYou may call tools (they answer before the refined diagnosis): "
            "kg_lookup with a finding id (which diseases the finding argues for or "
            "against), compare with another disease id (the features that tell "
            "your disease and it apart), summary with an empty argument (a summary "
            "of the debate so far)."
        )
    system, prompt = _render(
        "review",
        diagnosis=f"{kg.label(own['diagnosis'])} [{own['diagnosis']}]",
        case=ctx["block"],
        defended=_names(kg, [own["diagnosis"]] + targets),
        own=_report_text(kg, own),
        others="\n".join("- " + _report_text(kg, r) for r in others),
        votes=votes_text,
        tools=tools_text,
    )
    rebuttal = _object(
        {
            "target": {"type": "string", "enum": targets},
            "feature": _STR,
            "text": _STR,
            "confidence": _CONF,
        }
    )
    call = _object({"tool": {"type": "string", "enum": list(TOOLS)}, "argument": _STR})
    schema = _object(
        {"rebuttals": _array(rebuttal, 12), "tool_calls": _array(call, 6 if tools else 0)}
    )
    context = {"case": ctx, "own": own, "others": others, "round": round_no, "tools": tools}
    if votes is not None:
        context["votes"] = dict(votes)
    return Request(
        role="group", task="review", system=system, prompt=prompt, schema=schema, context=context
    )


def _rebuttals_text(kg, rebuttals) -> str:
    return (
        "\n".join(
            f"- against {kg.label(r['target'])}, from the {kg.label(r['by'])} group: {r['text']}"
            for r in rebuttals
        )
        or "- none"
    )


def _tools_text(results) -> str:
    return "\n".join(f"- {t['tool']}({t['argument']}): {t['text']}" for t in results) or "- none"


def summary_request(
    ctx: dict,
    reports: list[dict],
    rebuttals: list[dict],
    round_no: int,
    kg: KnowledgeGraph | None = None,
) -> Request:
    """The summary tool: the debate so far, summarised by the model."""
    kg = kg or KnowledgeGraph.default()
    reports = [_public(r) for r in reports]
    system, prompt = _render(
        "tool_summary",
        case=ctx["block"],
        round=round_no,
        reports="\n".join("- " + _report_text(kg, r) for r in reports),
        rebuttals=_rebuttals_text(kg, rebuttals),
    )
    return Request(
        role="tool",
        task="tool_summary",
        system=system,
        prompt=prompt,
        schema=_object({"summary": _STR}),
        context={"case": ctx, "reports": reports, "rebuttals": rebuttals},
    )


def refined_request(
    ctx: dict,
    agent: dict,
    previous: dict,
    reports: list[dict],
    rebuttals: list[dict],
    tools: list[dict],
    round_no: int,
    *,
    votes: dict | None = None,
    kg: KnowledgeGraph | None = None,
) -> Request:
    """An agent's refined diagnosis after the inter-group debate of a round.

    ``reports``, ``rebuttals`` and ``tools`` are everything the agent has
    seen so far (its memory of the debate).
    """
    kg = kg or KnowledgeGraph.default()
    reports = [_public(r) for r in reports]
    votes_text = ""
    if votes is not None:
        votes_text = (
            "\nVotes in the last round: "
            + "; ".join(f"{kg.label(x)}: {n}" for x, n in sorted(votes.items()))
            + "\n"
        )
    system, prompt = _render(
        "refined",
        **_agent_fields(kg, ctx, agent),
        previous=f"{kg.label(previous['diagnosis'])} [{previous['diagnosis']}] "
        f"(confidence {previous['confidence']:.2f}): {previous['reason']}",
        round=round_no,
        reports="\n".join("- " + _report_text(kg, r) for r in reports),
        rebuttals=_rebuttals_text(kg, rebuttals),
        tools=_tools_text(tools),
        votes=votes_text,
    )
    context = {
        "case": ctx,
        "agent": dict(agent),
        "previous": previous,
        "reports": reports,
        "rebuttals": rebuttals,
        "tools": tools,
        "round": round_no,
    }
    if votes is not None:
        context["votes"] = dict(votes)
    return Request(
        role="agent",
        task="refined",
        system=system,
        prompt=prompt,
        schema=_diagnosis_schema(ctx["candidates"]),
        context=context,
    )


def tie_breaker_request(
    ctx: dict,
    tied: list[str],
    reports: list[dict],
    rebuttals: list[dict],
    tools: list[dict],
    kg: KnowledgeGraph | None = None,
) -> Request:
    """The new agent that breaks a lasting tie: it chooses among ``tied``."""
    kg = kg or KnowledgeGraph.default()
    reports = [_public(r) for r in reports]
    system, prompt = _render(
        "tie_breaker",
        case=ctx["block"],
        candidates=_names(kg, tied),
        reports="\n".join("- " + _report_text(kg, r) for r in reports),
        rebuttals=_rebuttals_text(kg, rebuttals),
        tools=_tools_text(tools),
    )
    schema = _object({"diagnosis": {"type": "string", "enum": list(tied)}, "reason": _STR})
    return Request(
        role="tie_breaker",
        task="tie_breaker",
        system=system,
        prompt=prompt,
        schema=schema,
        context={
            "case": ctx,
            "tied": list(tied),
            "reports": reports,
            "rebuttals": rebuttals,
            "tools": tools,
        },
    )
