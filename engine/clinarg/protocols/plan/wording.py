"""Plan wording: the coordinator Π of section 4.5 writes the plan as text.

The plan itself (which options, in which order, with which trace) is
decided by :func:`clinarg.protocols.plan.evaluate`, a pure function of the
state and the journal.  This step only words it: one request (a role prompt
and a JSON schema, task ``"wording"``) whose context holds the plan items
with their traces, answered by any backend through
:func:`clinarg.llm.base.ask` (validated, recorded in a cassette, never
raised).  The answer must word each plan item exactly once and nothing else;
the text is then laid out by section in the plan's own order, so a model
can change the words but not the plan.  Offline,
:class:`~clinarg.protocols.plan.KnowledgePlanBackend` answers with
:func:`word_offline`: sentences built from each item's trace alone.

Examples
--------
>>> from clinarg.protocols.plan import KnowledgePlanBackend, example_record, generate, evaluate
>>> backend = KnowledgePlanBackend()
>>> state = generate(example_record("heart_failure_alone"), backend)
>>> wording = word_plan(state, evaluate(state), backend)
>>> wording["error"] is None, wording["text"].splitlines()[0][:33]
(True, 'Care plan for heart failure with ')
"""

from __future__ import annotations

import json

from ...errors import BackendResponseError
from ...llm.base import Request, ask
from .knowledge import Knowledge

__all__ = ["SYSTEM", "wording_context", "wording_schema", "wording_request", "word_offline"]
__all__ += ["word_plan", "layout"]

SYSTEM = (
    "You are the care-plan coordinator of a multidisciplinary team. Write the agreed care "
    "plan for the patient's record: a short summary, then one short paragraph per plan item "
    "saying what to do, why (the roles for and against it and the arguments that survived "
    "review) and on what evidence. Word only the items listed, each once; add no "
    "intervention, drug or dose that is not in them."
)


def _role(kb: Knowledge, role: str) -> str:
    return kb.roles[role]["title"].lower() if role in kb.roles else role.replace("_", " ")


def wording_context(state: dict, result: dict, kb: Knowledge | None = None) -> dict:
    """What the coordinator words: the patient, the plan items with their
    traces, the excluded options and the escalations (all from ``state``
    and the ``result`` of :func:`~clinarg.protocols.plan.evaluate`).

    Examples
    --------
    >>> from clinarg.protocols.plan import KnowledgePlanBackend, example_record, generate
    >>> from clinarg.protocols.plan import evaluate
    >>> state = generate(example_record("stroke_discharge"), KnowledgePlanBackend())
    >>> ctx = wording_context(state, evaluate(state))
    >>> ctx["plan"][0]["title"], ctx["plan"][0]["roles_for"]
    ('Speech and swallowing assessment with texture-modified diet', ['nutritionist'])
    """
    kb = kb or Knowledge.default()
    return {
        "patient": {
            "title": state["record"]["title"],
            "facts": [kb.facts[f]["label"] for f in state["facts"]],
            "complexity": state["complexity"]["level"],
        },
        "plan": [
            {
                "option": item["option"],
                "title": item["title"],
                "section": item["section"],
                "F": round(item["F"], 4),
                "roles_for": [_role(kb, r) for r in item["roles_for"]],
                "roles_against": [_role(kb, r) for r in item["roles_against"]],
                "arguments": [
                    {
                        "role": _role(kb, a["role"]),
                        "stance": a["stance"],
                        "text": a["text"],
                        "strength": round(a["strength"], 4),
                    }
                    for a in item["arguments"]
                ],
                "evidence": [e["title"] for e in item["evidence"]],
            }
            for item in result["plan"]
        ],
        "excluded": [
            {"title": kb.interventions[x["option"]]["title"], "why": x["why"]}
            for x in result["excluded"]
        ],
        "escalations": [
            {"title": kb.interventions[x["option"]]["title"], "rule": x["rule"]}
            for x in result["escalations"]
        ],
    }


def wording_schema(options) -> dict:
    """The answer schema: a summary and one text per plan option (``options``).

    Examples
    --------
    >>> item = wording_schema(["a", "b"])["properties"]["items"]
    >>> item["items"]["properties"]["option"], item["maxItems"]
    ({'enum': ['a', 'b']}, 2)
    """
    item = {
        "type": "object",
        "additionalProperties": False,
        "required": ["option", "text"],
        "properties": {
            "option": {"enum": list(options)} if options else {"type": "string"},
            "text": {"type": "string", "minLength": 1, "maxLength": 4000},
        },
    }
    items = {"type": "array", "items": item, "maxItems": len(options)}
    return {
        "type": "object",
        "additionalProperties": False,
        "required": ["summary", "items"],
        "properties": {
            "summary": {"type": "string", "minLength": 1, "maxLength": 4000},
            "items": items,
        },
    }


def wording_request(context: dict) -> Request:
    """The coordinator's request for a :func:`wording_context`.

    Examples
    --------
    >>> ctx = {"patient": {}, "plan": [{"option": "a"}], "excluded": [], "escalations": []}
    >>> r = wording_request(ctx)
    >>> r.role, r.task, r.prompt.startswith("Context (JSON):")
    ('coordinator', 'wording', True)
    """
    options = [p["option"] for p in context["plan"]]
    return Request(
        role="coordinator",
        task="wording",
        system=SYSTEM,
        prompt="Context (JSON):\n" + json.dumps(context, sort_keys=True, ensure_ascii=False),
        schema=wording_schema(options),
        context=context,
    )


def _names(words: list[str]) -> str:
    if len(words) <= 1:
        return "".join(words)
    return ", ".join(words[:-1]) + " and " + words[-1]


def _sentence(text: str) -> str:
    text = text.strip()
    return text if text.endswith((".", "!", "?")) else text + "."


def word_offline(context: dict) -> dict:
    """The deterministic wording of a :func:`wording_context`.

    Each item: its title, who supported and who challenged it, the
    strongest supporting argument (and the strongest attacking one, when
    there is one), the evidence titles and the final score.  Nothing is
    added that the trace does not hold.

    Examples
    --------
    >>> ctx = {"patient": {"title": "Case", "facts": ["falls"], "complexity": "low"},
    ...        "plan": [{"option": "o", "title": "Balance classes", "section": "rehabilitation",
    ...                  "F": 0.71, "roles_for": ["physiotherapist"], "roles_against": [],
    ...                  "arguments": [{"role": "physiotherapist", "stance": "support",
    ...                                 "text": "Falls respond to training", "strength": 0.8}],
    ...                  "evidence": []}], "excluded": [], "escalations": []}
    >>> print(word_offline(ctx)["items"][0]["text"])
    Balance classes. Supported by the physiotherapist. Falls respond to training. Final score 0.71.
    """
    p = context["patient"]
    summary = [
        f"Care plan for {p['title'][:1].lower() + p['title'][1:]} "
        f"({p['complexity']} complexity): {len(context['plan'])} intervention(s)."
    ]
    if context["excluded"]:
        left = "; ".join(f"{x['title']} ({x['why']})" for x in context["excluded"])
        summary.append(_sentence("Not in the plan: " + left))
    if context["escalations"]:
        titles = list(dict.fromkeys(x["title"] for x in context["escalations"]))
        summary.append(_sentence("For the care planner to decide: " + "; ".join(titles)))
    items = []
    for item in context["plan"]:
        parts = [_sentence(item["title"])]
        if item["roles_for"]:
            parts.append(f"Supported by the {_names(item['roles_for'])}.")
        if item["roles_against"]:
            parts.append(f"Challenged by the {_names(item['roles_against'])}.")
        for stance in ("support", "attack"):
            args = [a for a in item["arguments"] if a["stance"] == stance]
            if args:
                best = max(args, key=lambda a: a["strength"])  # first of equals: stable
                lead = "" if stance == "support" else "Against: "
                parts.append(_sentence(lead + best["text"]))
        if item["evidence"]:
            parts.append(_sentence("Evidence: " + "; ".join(item["evidence"])))
        parts.append(f"Final score {item['F']:.2f}.")
        items.append({"option": item["option"], "text": " ".join(parts)})
    return {"summary": " ".join(summary), "items": items}


def layout(answer: dict, plan: list, kb: Knowledge | None = None) -> str:
    """The plan text: the summary, then each section's items in plan order.

    Examples
    --------
    >>> plan = [{"option": "a", "rank": 1, "section": "medication"}]
    >>> print(layout({"summary": "Plan.", "items": [{"option": "a", "text": "Do a."}]}, plan))
    Plan.
    <BLANKLINE>
    Medication:
    1. Do a.
    <BLANKLINE>
    """
    kb = kb or Knowledge.default()
    text = {x["option"]: x["text"].strip() for x in answer["items"]}
    lines = [answer["summary"].strip()]
    section = None
    for item in plan:
        if item["section"] != section:
            section = item["section"]
            lines += ["", section[:1].upper() + section[1:] + ":"]
        lines.append(f"{item['rank']}. {text[item['option']]}")
    return "\n".join(lines) + "\n"


def word_plan(state: dict, result: dict, backend, kb: Knowledge | None = None) -> dict:
    """Word the plan of ``result`` through ``backend`` (any :class:`clinarg.llm.Backend`;
    :class:`~clinarg.protocols.plan.KnowledgePlanBackend` offline).

    Returns
    -------
    dict
        ``text`` (the plan as text, ``None`` when the call failed),
        ``summary`` and ``items`` (the answer), ``by`` (the backend's
        description), ``error`` (``None`` or ``{"type", "message"}``) and the
        call's ``latency_ms``, ``usage`` and ``attempts``.  A failed or
        unfaithful answer (an item missing, repeated or not in the plan) is
        recorded as the error, never raised.
    """
    kb = kb or Knowledge.default()
    request = wording_request(wording_context(state, result, kb))
    entry: dict = {}
    value = ask(backend, request, entry)
    if value is not None:
        worded = [x["option"] for x in value["items"]]
        wanted = [item["option"] for item in result["plan"]]
        if sorted(worded) != sorted(wanted):
            err = BackendResponseError(
                f"the wording must word each plan item once: got {worded!r} for the plan {wanted!r}"
            )
            entry["error"] = {"type": type(err).__name__, "message": str(err)}
            value = None
    return {
        "text": None if value is None else layout(value, result["plan"], kb),
        "summary": None if value is None else value["summary"],
        "items": None if value is None else value["items"],
        "by": backend.describe(),
        **entry,
    }
