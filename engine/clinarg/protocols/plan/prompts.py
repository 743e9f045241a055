"""Role prompts and JSON schemas of every language-model step of CANOE.

Each step is one :class:`clinarg.llm.base.Request`: a role prompt, a user
prompt rendered from the step's structured context, and the JSON schema the
answer must follow.  The offline knowledge backend reads the context; a
language model reads the prompts.  Argument text from a model is data here:
it is only ever placed in JSON, never in SQL or markup.
"""

from __future__ import annotations

import json

from ...llm.base import Request
from .knowledge import Knowledge

__all__ = ["SCHEMAS", "request"]

SYSTEM = {
    "profile": "You extract a structured patient profile for community care planning. "
    "Use only the vocabulary terms listed.",
    "options": "You are a care planner. Propose candidate care interventions for this "
    "profile, choosing only from the listed intervention ids.",
    "complexity": "You classify the complexity of a care-planning case as low, moderate, "
    "high or very high, naming its drivers.",
    "arguments": "You are the {role} of a multidisciplinary care team ({style}). Argue for "
    "or against one intervention from your professional perspective, citing "
    "the retrieved evidence by id. Give no argument if you have nothing "
    "specific to say.",
    "score": "You rate one care-planning argument on five dimensions from 0 to 1: clinical "
    "appropriateness, factual consistency with the retrieved evidence, "
    "specificity to the patient, transparency of the reasoning, and practical "
    "feasibility in the community.",
    "adjudicate": "You adjudicate a clash between a supporting and an attacking argument on "
    "one intervention. Answer which is more compelling for this patient.",
}

_UNIT = {"type": "number", "minimum": 0, "maximum": 1}
_DIMENSIONS = (
    "appropriateness",
    "factual_consistency",
    "specificity",
    "transparency",
    "feasibility",
)


def SCHEMAS(kb: Knowledge) -> dict:
    """The answer schema of each step for the vocabulary of ``kb``."""
    facts = sorted(kb.facts)
    return {
        "profile": {
            "type": "object",
            "additionalProperties": False,
            "required": ["facts"],
            "properties": {"facts": {"type": "array", "items": {"enum": facts}}},
        },
        "options": {
            "type": "object",
            "additionalProperties": False,
            "required": ["options"],
            "properties": {
                "options": {"type": "array", "items": {"enum": sorted(kb.interventions)}}
            },
        },
        "complexity": {
            "type": "object",
            "additionalProperties": False,
            "required": ["level", "drivers", "reason"],
            "properties": {
                "level": {"enum": ["low", "moderate", "high", "very high"]},
                "drivers": {"type": "array", "items": {"type": "string"}},
                "reason": {"type": "string"},
            },
        },
        "arguments": {
            "type": "object",
            "additionalProperties": False,
            "required": ["arguments"],
            "properties": {
                "arguments": {
                    "type": "array",
                    "items": {
                        "type": "object",
                        "additionalProperties": False,
                        "required": ["text", "stance", "evidence"],
                        "properties": {
                            "text": {"type": "string", "minLength": 1, "maxLength": 2000},
                            "stance": {"enum": ["support", "attack"]},
                            "evidence": {"type": "array", "items": {"type": "string"}},
                            "supports_role": {"enum": sorted(kb.roles)},
                            "attacks_role": {"enum": sorted(kb.roles)},
                        },
                    },
                }
            },
        },
        "score": {
            "type": "object",
            "additionalProperties": False,
            "required": list(_DIMENSIONS),
            "properties": {d: _UNIT for d in _DIMENSIONS},
        },
        "adjudicate": {
            "type": "object",
            "additionalProperties": False,
            "required": ["winner", "reason"],
            "properties": {
                "winner": {"enum": ["supporter", "attacker"]},
                "reason": {"type": "string"},
            },
        },
    }


def request(kb: Knowledge, step: str, context: dict, role: str = "planner") -> Request:
    """The request of ``step`` with its context rendered into the user prompt."""
    system = SYSTEM[step]
    if step == "arguments":
        agent = context["agent"]
        system = system.format(role=agent["title"], style=agent["style"])
    prompt = "Context (JSON):\n" + json.dumps(context, sort_keys=True, ensure_ascii=False)
    return Request(
        role=role,
        task=step,
        system=system,
        prompt=prompt,
        schema=SCHEMAS(kb)[step],
        context=context,
    )
