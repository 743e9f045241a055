"""The offline knowledge backend: Generator and Verifier answered from the
structured clinical knowledge base, the embedded default.

In the spirit of the knowledge-based decision support systems ArgMed-Agents
is compared against: each answer is derived from the case's facts and the
relations in :class:`clinarg.protocols.reason.knowledge.KnowledgeBase` (what serves
the goal, side effects that matter for this patient, acceptability,
amelioration, comparative evidence).  Deterministic; no network.

Examples
--------
>>> from clinarg.protocols.reason.case import parse_case
>>> from clinarg.protocols.reason.prompts import case_context, verify_request
>>> case = parse_case({"patient": {"facts": ["chronic_cough"]}, "goal": "lower_blood_pressure"})
>>> req = verify_request(case_context(case), "ASD", "CQ2", {"decision": "acei"})
>>> KnowledgeBackend().complete(req).value["rejected"]
True
"""

from __future__ import annotations

import time

from ...errors import BackendResponseError
from ...llm.base import Completion, Request
from .knowledge import KnowledgeBase

__all__ = ["KnowledgeBackend"]


class KnowledgeBackend:
    """Answer ArgMed requests from a :class:`KnowledgeBase` (default: the shipped one)."""

    name = "knowledge"

    def __init__(self, kb: KnowledgeBase | None = None):
        self.kb = kb or KnowledgeBase.default()

    def describe(self) -> dict:
        return {
            "name": self.name,
            "knowledge_base": self.kb.describe(),
            "temperature": None,
            "seed": None,
        }

    def complete(self, request: Request) -> Completion:
        start = time.perf_counter()
        kind, _, what = request.task.partition(":")
        ctx = request.context
        if not self._in_vocabulary(ctx.get("case") or {}):
            raise BackendResponseError(
                "the offline knowledge backend reasons only over its "
                "knowledge base's closed vocabulary; this case is free "
                "text (use a language-model backend)"
            )
        if kind == "generate":
            value = getattr(self, f"_generate_{what.lower()}")(ctx)
        elif kind == "verify":
            scheme, _, cq = what.partition(".")
            value = getattr(self, f"_verify_{scheme.lower()}_{cq.lower()}")(ctx)
        else:
            raise BackendResponseError(f"the knowledge backend cannot answer {request.task!r}")
        # answers are checked against the schema by their consumer (the
        # dialogue, the agent adapter), like every backend's
        return Completion(
            value=value, usage=None, latency_ms=(time.perf_counter() - start) * 1000.0
        )

    # -- helpers -------------------------------------------------------------
    def _in_vocabulary(self, case: dict) -> bool:
        kb = self.kb
        return (
            case.get("question") is None
            and case.get("goal") in kb.goals
            and all(f in kb.facts for f in case.get("facts", ()))
            and all(t in kb.treatments for t in case.get("options") or ())
        )

    def _known(self, treatment) -> bool:
        return isinstance(treatment, str) and treatment in self.kb.treatments

    def _facts(self, ctx) -> set:
        return set(ctx["case"]["facts"])

    def _candidates(self, ctx) -> list[str]:
        case = ctx["case"]
        return self.kb.candidates(case["goal"], case["options"])

    def _amelioration(self, ctx, decision, effect):
        """A known amelioration whose decision is among the case's options (if any)."""
        fix = self.kb.amelioration(decision, effect)
        options = ctx["case"]["options"]
        if (
            fix is not None
            and options is not None
            and fix.get("by") is not None
            and fix["by"] not in options
        ):
            return None
        return fix

    @staticmethod
    def _none(scheme: str, why: str) -> dict:
        base = {"found": False, "text": why, "evidence": None}
        if scheme == "ASD":
            base["decision"] = None
        elif scheme == "ASSE":
            base["side_effect"] = None
        else:
            base.update(better=None, worse=None, criterion=None)
        return base

    # -- Generator -------------------------------------------------------------
    def _generate_asd(self, ctx) -> dict:
        kb, case = self.kb, ctx["case"]
        exclude = set(ctx["exclude"])
        if ctx["purpose"] == "amelioration":
            parent = ctx["parent"]
            if not self._known(parent.get("decision")):
                return self._none("ASD", "The decision to ameliorate is not in the knowledge base.")
            fix = self._amelioration(ctx, parent["decision"], parent["side_effect"])
            if fix is not None and fix.get("by") is None:
                return self._none(
                    "ASD",
                    _cap(
                        f"The way to ameliorate it keeps the decision "
                        f"({fix['how']}): no new decision."
                    ),
                )
            if fix is None or fix["by"] in exclude:
                return self._none("ASD", "No further way to ameliorate this side effect is known.")
            choice = fix["by"]
            text = (
                f"Take {kb.label(choice)} to {case['goal_text']}; this ameliorates "
                f"{kb.effect_label(parent['side_effect'])} of {kb.label(parent['decision'])} "
                f"({fix['how']})."
            )
            return {
                "found": True,
                "decision": choice,
                "text": text,
                "evidence": fix.get("evidence"),
            }
        for choice in self._candidates(ctx):
            if choice not in exclude and kb.serves(choice, case["goal"]):
                text = f"Take {kb.label(choice)} to {case['goal_text']}."
                return {
                    "found": True,
                    "decision": choice,
                    "text": text,
                    "evidence": kb.serves(choice, case["goal"]),
                }
        return self._none("ASD", "No further decision serving the goal is known.")

    def _generate_asse(self, ctx) -> dict:
        kb = self.kb
        decision = ctx["variables"]["decision"]
        if not self._known(decision):
            return self._none("ASSE", "The decision is not in the knowledge base.")
        exclude = set(ctx["exclude"])
        for concern in kb.concerns(decision, self._facts(ctx)):
            if concern["effect"] in exclude:
                continue
            effect = concern["effect"]
            if concern["source"] == "contraindication":
                why = ", ".join(kb.facts[f] for f in concern["when"])
                text = (
                    f"{kb.label(decision)} is contraindicated with {why}: it risks "
                    f"{kb.effect_label(effect)}, so it should not be taken."
                )
            else:
                text = (
                    f"{kb.label(decision)} can cause {kb.effect_label(effect)}, which "
                    "argues against taking it."
                )
            return {
                "found": True,
                "side_effect": effect,
                "text": _cap(text),
                "evidence": concern["evidence"],
            }
        return self._none("ASSE", "No further side effect that matters for this patient.")

    def _generate_asbd(self, ctx) -> dict:
        kb, case = self.kb, ctx["case"]
        a, b = ctx["variables"]["decisions"]
        if not (self._known(a) and self._known(b)):
            return self._none("ASBD", "A decision is not in the knowledge base.")
        hit = kb.compare(a, b, case["goal"], self._facts(ctx))
        if hit is None:
            return self._none(
                "ASBD", "No comparative evidence between the two decisions applies to this patient."
            )
        text = (
            f"For this patient {kb.label(hit['better'])} is better than "
            f"{kb.label(hit['worse'])}: {hit['criterion']}."
        )
        return {
            "found": True,
            "better": hit["better"],
            "worse": hit["worse"],
            "criterion": hit["criterion"],
            "text": _cap(text),
            "evidence": hit.get("evidence"),
        }

    # -- Verifier ----------------------------------------------------------------
    def _verify_asd_cq1(self, ctx) -> dict:
        d = ctx["variables"]["decision"]
        ev = self.kb.serves(d, ctx["case"]["goal"]) if self._known(d) else None
        if ev is None:
            return {
                "rejected": True,
                "reason": "The knowledge base holds no evidence that "
                "this decision achieves the goal.",
            }
        return {"rejected": False, "reason": ev}

    def _verify_asd_cq2(self, ctx) -> dict:
        d = ctx["variables"]["decision"]
        if not self._known(d):
            return {"rejected": False, "reason": "No side effect of this decision is known."}
        concerns = self.kb.concerns(d, self._facts(ctx))
        if not concerns:
            return {
                "rejected": False,
                "reason": "No side effect that matters for this patient is known.",
            }
        names = ", ".join(self.kb.effect_label(c["effect"]) for c in concerns)
        return {"rejected": True, "reason": f"It can cause {names}."}

    def _verify_asd_cq3(self, ctx) -> dict:
        d = ctx["variables"]["decision"]
        goal = ctx["case"]["goal"]
        if not self._known(d) or self.kb.serves(d, goal) is None:
            return {"rejected": True, "reason": "The decision does not serve the goal."}
        return {"rejected": False, "reason": f"It serves the goal: {ctx['case']['goal_text']}."}

    def _verify_asd_cq4(self, ctx) -> dict:
        exclude = set(ctx["exclude"])
        left = [
            t
            for t in self._candidates(ctx)
            if t not in exclude and self.kb.serves(t, ctx["case"]["goal"])
        ]
        if left:
            return {
                "rejected": True,
                "reason": "Alternatives exist: " + "; ".join(self.kb.label(t) for t in left) + ".",
            }
        return {"rejected": False, "reason": "No alternative decision remains."}

    def _verify_asse_cq1(self, ctx) -> dict:
        v = ctx["variables"]
        ev = (
            self.kb.effect_evidence(v["decision"], v["side_effect"])
            if self._known(v["decision"])
            else None
        )
        if ev is None:
            return {
                "rejected": True,
                "reason": "No evidence that the decision causes this side effect.",
            }
        return {"rejected": False, "reason": ev}

    def _verify_asse_cq2(self, ctx) -> dict:
        v = ctx["variables"]
        if not self._known(v["decision"]):
            return {"rejected": False, "reason": "Acceptability unknown."}
        ok, why = self.kb.acceptability(v["decision"], v["side_effect"], self._facts(ctx))
        return {"rejected": ok, "reason": _cap(f"{self.kb.effect_label(v['side_effect'])}: {why}.")}

    def _verify_asse_cq3(self, ctx) -> dict:
        v = ctx["variables"]
        fix = (
            self._amelioration(ctx, v["decision"], v["side_effect"])
            if self._known(v["decision"])
            else None
        )
        if fix is None:
            return {"rejected": False, "reason": "No way to ameliorate it is known."}
        return {"rejected": True, "reason": _cap(f"It can be ameliorated: {fix['how']}.")}

    def _verify_asbd_cq1(self, ctx) -> dict:
        v = ctx["variables"]
        hit = None
        if self._known(v.get("better")) and self._known(v.get("worse")):
            hit = self.kb.compare(v["better"], v["worse"], ctx["case"]["goal"], self._facts(ctx))
        if hit is None or hit["better"] != v["better"]:
            return {"rejected": True, "reason": "No evidence that the first decision is better."}
        return {"rejected": False, "reason": hit.get("evidence") or hit["criterion"]}


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]
