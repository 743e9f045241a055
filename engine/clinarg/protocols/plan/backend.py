"""The offline knowledge backend: every language-model role of CANOE
answered from the shipped care-planning knowledge base.  Teaching content,
not medical advice.

Each answer is computed from the request's context and the knowledge base
alone (no per-case answers), so record and replay see what a model would:

* profile: the record's listed facts, plus every fact whose phrase occurs in
  the free-text note;
* options: every intervention indicated by a profile fact, in knowledge order;
* complexity: the drivers of section 4.1 that the profile shows, counted
  (0-1 low, 2-3 moderate, 4-5 high, 6-7 very high);
* arguments: the role's rules for the option whose conditions all hold;
* score: appropriateness and feasibility from the rule, factual consistency
  the mean reliability of the cited passages that were retrieved (a cited
  passage that was not retrieved counts 0; none cited, 0.3), specificity
  0.4 + 0.2 per patient fact the rule rests on (at most 1), transparency
  0.5 + 0.25 for cited evidence + 0.25 for patient facts;
* adjudicate: the argument with the larger appropriateness + factual
  consistency + specificity wins; an exact tie goes to the attacker (the
  safety-first reading);
* wording: :func:`~clinarg.protocols.plan.wording.word_offline`, sentences
  from each plan item's trace.

Examples
--------
>>> from clinarg.protocols.plan.prompts import request
>>> kb = Knowledge.default()
>>> b = KnowledgePlanBackend(kb)
>>> ctx = {"facts": ["heart_failure", "diuretic"]}
>>> b.complete(request(kb, "options", ctx)).value["options"]
['daily_weight_telemonitoring', 'nutrition_assessment']
"""

from __future__ import annotations

from ...errors import BackendResponseError
from ...llm.base import Completion, Request
from .knowledge import Knowledge
from .wording import word_offline

__all__ = ["KnowledgePlanBackend", "DRIVERS"]

#: Complexity drivers (section 4.1) and the facts that show each.
DRIVERS = {
    "multimorbidity": None,  # three or more conditions
    "frailty": {"falls_history", "gait_unsteady", "adl_dependent", "weight_loss", "hemiparesis"},
    "cognition": {"cognitive_impairment"},
    "polypharmacy": {"polypharmacy", "missed_doses"},
    "hazards": {"bathroom_hazards", "stairs_at_home"},
    "psychosocial stressors": {"low_mood_isolation", "caregiver_strain", "depression"},
    "coordination burden": {"no_caregiver", "lives_alone", "dysphagia"},
}


class KnowledgePlanBackend:
    """Answer CANOE requests from a :class:`Knowledge` (default: the shipped one)."""

    def __init__(self, kb: Knowledge | None = None):
        self.kb = kb or Knowledge.default()

    def describe(self) -> dict:
        return {"backend": "knowledge", "model": "canoe-care-planning-kb"}

    def complete(self, request: Request) -> Completion:
        answer = getattr(self, "_" + request.task, None)
        if answer is None:
            raise BackendResponseError(
                f"the knowledge backend has no answer for task {request.task!r}"
            )
        return Completion(answer(request.context))

    def _profile(self, ctx):
        record = ctx["record"]
        found = list(record.get("facts", ()))
        note = record.get("note", "").lower()
        for fid, fact in self.kb.facts.items():
            if fid not in found and any(p in note for p in fact.get("phrases", ())):
                found.append(fid)
        return {"facts": found}

    def _options(self, ctx):
        facts = set(ctx["facts"])
        return {
            "options": [
                o for o, opt in self.kb.interventions.items() if facts & set(opt["indicated_by"])
            ]
        }

    def _complexity(self, ctx):
        facts = set(ctx["facts"])
        conditions = [f for f in facts if self.kb.facts[f]["category"] == "conditions"]
        drivers = [
            d
            for d, shown in DRIVERS.items()
            if (len(conditions) >= 3 if shown is None else facts & shown)
        ]
        n = len(drivers)
        level = "low" if n <= 1 else "moderate" if n <= 3 else "high" if n <= 5 else "very high"
        reason = (f"{n} of 7 drivers: " + ", ".join(drivers)) if drivers else "no driver"
        return {"level": level, "drivers": drivers, "reason": reason}

    def _arguments(self, ctx):
        facts = set(ctx["facts"])
        out = []
        for rule in self.kb.interventions[ctx["option"]["id"]]["rules"]:
            if rule["role"] == ctx["agent"]["role"] and set(rule["if_all"]) <= facts:
                arg = {
                    "text": rule["text"],
                    "stance": rule["stance"],
                    "evidence": list(rule["evidence"]),
                }
                for key in ("supports_role", "attacks_role"):
                    if key in rule:
                        arg[key] = rule[key]
                out.append(arg)
        return {"arguments": out}

    def _score(self, ctx):
        arg = ctx["argument"]
        rule = self.kb.rule_for(arg["option"], arg["role"], arg["text"]) or {}
        retrieved = {e["id"]: e["reliability"] for e in ctx["evidence"]}
        cited = arg["evidence"]
        consistency = (sum(retrieved.get(e, 0.0) for e in cited) / len(cited)) if cited else 0.3
        grounded = [f for f in rule.get("if_all", ()) if f in ctx["facts"]]
        return {
            "appropriateness": rule.get("appropriateness", 0.5),
            "factual_consistency": round(consistency, 6),
            "specificity": round(min(1.0, 0.4 + 0.2 * len(grounded)), 6),
            "transparency": 0.5 + 0.25 * bool(cited) + 0.25 * bool(grounded),
            "feasibility": rule.get("feasibility", 0.5),
        }

    def _adjudicate(self, ctx):
        def merit(side):
            s = ctx[side]["subscores"]
            return s["appropriateness"] + s["factual_consistency"] + s["specificity"]

        s, a = merit("supporter"), merit("attacker")
        winner = "supporter" if s > a else "attacker"
        return {
            "winner": winner,
            "reason": f"merit {s:.3f} (supporter) vs {a:.3f} (attacker); ties go to the attacker",
        }

    def _wording(self, ctx):
        return word_offline(ctx)
