"""The offline knowledge backend: every agent, group and tool of the debate
answered from the shipped knowledge graph.  Teaching content, not medical advice.

Each answer is computed from the request's context alone (so record and
replay see exactly what a language model would), with a simple, explicit
model of a specialist doctor:

* an agent knows the *core* features of every disease (its textbook
  presentation) and every feature of its own specialty, including its
  typical duration; it learns the features the debate puts in front of it
  (the reasons in group reports, the findings rebuttals rest on, the facts
  tools return);
* it scores each candidate by the evidence of the known features among the
  case's findings, plus an *anchoring* bonus for its own specialty that
  halves every round of reflection, plus (only when vote counts are shown,
  the ablation) a *conformity* pull towards the majority;
* its confidence is the softmax share of its choice (temperature 0.5).

The specialist profiles make the initial answers differ, so groups form and
the debate really happens; the knowledge that flows through reports,
rebuttals and tools is what moves agents between groups.

Examples
--------
>>> from clinarg.protocols.debate.case import example_case
>>> from clinarg.protocols.debate.prompts import case_context, initial_request
>>> kg = KnowledgeGraph.default()
>>> case = example_case("myocarditis_after_flu")
>>> ctx = case_context(case, kg.imap(case.text), kg)
>>> b = KnowledgeDebateBackend()
>>> [b.complete(initial_request(ctx, {"id": "a", "specialty": s})).value["diagnosis"]
...  for s in ("myocarditis", "pericarditis")]
['myocarditis', 'pericarditis']
"""

from __future__ import annotations

import math
import time

from ...errors import BackendResponseError
from ...llm.base import Completion, Request
from .knowledge import DISTINGUISHING_GAP, Imap, KnowledgeGraph

__all__ = ["KnowledgeDebateBackend", "DURATION"]

#: The pseudo-feature standing for a disease's typical duration.
DURATION = "duration"


class KnowledgeDebateBackend:
    """Answer debate requests from a :class:`KnowledgeGraph` (default: the shipped one).

    Parameters
    ----------
    kg : KnowledgeGraph, optional
    anchoring : float
        Initial bonus of an agent's own specialty (halved each round).
    conformity : float
        Pull towards the vote share, applied only when votes are shown.
    """

    name = "knowledge"

    def __init__(
        self, kg: KnowledgeGraph | None = None, *, anchoring: float = 0.8, conformity: float = 1.5
    ):
        self.kg = kg or KnowledgeGraph.default()
        self.anchoring = float(anchoring)
        self.conformity = float(conformity)

    def describe(self) -> dict:
        return {
            "name": self.name,
            "knowledge_graph": self.kg.describe(),
            "anchoring": self.anchoring,
            "conformity": self.conformity,
            "temperature": None,
            "seed": None,
        }

    def complete(self, request: Request) -> Completion:
        start = time.perf_counter()
        handler = getattr(self, "_" + request.task, None)
        if handler is None:
            raise BackendResponseError(f"the knowledge backend cannot answer {request.task!r}")
        value = handler(request.context)
        return Completion(
            value=value, usage=None, latency_ms=(time.perf_counter() - start) * 1000.0
        )

    # -- what an agent sees and knows ------------------------------------------------
    def _observed(self, case_ctx) -> tuple[dict, float | None]:
        if case_ctx["imap"] is not None:
            pairs = case_ctx["imap"]["pairs"]
            found = {p["finding"]: p["present"] for p in pairs if p["finding"] in self.kg.findings}
            return found, case_ctx["imap"]["duration_days"]
        # imap switched off: the agent reads the raw text naively (negations missed)
        imap: Imap = self.kg.imap(case_ctx["text"], negation=False)
        return imap.findings, imap.duration_days

    def _learned(self, ctx) -> dict:
        """disease -> features the debate has put in front of this agent."""
        learned: dict = {}

        def add(disease, feature):
            if disease in self.kg.diseases and isinstance(feature, str):
                learned.setdefault(disease, set()).add(feature)

        for r in ctx.get("reports", ()):
            for reason in r["reasons"]:
                add(r["diagnosis"], reason["feature"])
        for r in ctx.get("rebuttals", ()):
            add(r["target"], r["feature"])
            add(r["by"], r["feature"])
        for t in ctx.get("tools", ()):
            for fact in t["facts"]:
                add(fact["disease"], fact["finding"])
        return learned

    def _score(self, disease, known, observed, days) -> tuple[float, list, list]:
        total, pro, con = 0.0, [], []
        for f in sorted(known & observed.keys()):
            ev = self.kg.evidence(disease, f, observed[f])
            total += ev
            (pro if ev > 0 else con if ev < 0 else []).append(f)
        if DURATION in known and days is not None:
            fit = self.kg.duration_fit(disease, days)
            total += fit
            (pro if fit > 0 else con).append(DURATION)
        return total, pro, con

    def _decide(self, ctx, specialty, round_no, previous=None, among=None) -> dict:
        case = ctx["case"]
        observed, days = self._observed(case)
        learned = self._learned(ctx)
        candidates = list(among or case["candidates"])
        scores, why = {}, {}
        votes = ctx.get("votes")
        total_votes = sum(votes.values()) if votes else 0
        for d in candidates:
            known = set(self.kg.core(d)) | learned.get(d, set())
            if d == specialty:
                known |= self.kg.features(d) | {DURATION}
            s, pro, con = self._score(d, known, observed, days)
            if d == specialty:
                s += self.anchoring * 0.5**round_no
            if total_votes:
                s += self.conformity * votes.get(d, 0) / total_votes
            scores[d], why[d] = s, (pro, con)
        best = max(scores.values())
        tied = [d for d in candidates if scores[d] >= best - 1e-12]
        choice = next((d for d in (previous, specialty) if d in tied), tied[0])
        z = sum(math.exp((s - best) / 0.5) for s in scores.values())
        confidence = round(1.0 / z, 4)
        pro, con = why[choice]
        return {
            "diagnosis": choice,
            "confidence": confidence,
            "reason": self._reason(choice, pro, con, days),
            "features": pro[:12],
        }

    def _label(self, f, days) -> str:
        if f == DURATION:
            return f"a course of {_days(days)}"
        return self.kg.finding_label(f)

    def _reason(self, disease, pro, con, days) -> str:
        text = f"{self.kg.label(disease)}"
        text += (
            (": " + ", ".join(self._label(f, days) for f in pro) + " argue for it")
            if pro
            else ": no finding argues for it specifically"
        )
        if con:
            text += "; against it: " + ", ".join(self._label(f, days) for f in con)
        return text + "."

    # -- the four prompt kinds ---------------------------------------------------------
    def _initial(self, ctx) -> dict:
        return self._decide(ctx, ctx["agent"]["specialty"], 0)

    def _refined(self, ctx) -> dict:
        return self._decide(
            ctx, ctx["agent"]["specialty"], ctx["round"], previous=ctx["previous"]["diagnosis"]
        )

    def _tie_breaker(self, ctx) -> dict:
        # a generalist: no specialty, no anchoring, only what the debate showed
        out = self._decide(ctx, None, 0, among=ctx["tied"])
        return {"diagnosis": out["diagnosis"], "reason": out["reason"]}

    def _group_report(self, ctx) -> dict:
        d = ctx["diagnosis"]
        observed, days = self._observed(ctx["case"])
        reasons, seen = [], set()
        for m in ctx["members"]:
            for f in m["features"]:
                if f in seen:
                    continue
                seen.add(f)
                if f == DURATION:
                    if self.kg.duration_fit(d, days) > 0:
                        reasons.append(
                            {
                                "feature": f,
                                "text": f"A course of {_days(days)} fits "
                                f"{self.kg.label(d)} "
                                f"({self.kg.diseases[d]['duration']['text']}).",
                            }
                        )
                elif f in observed and self.kg.evidence(d, f, observed[f]) > 0:
                    note = self.kg.diseases[d]["features"][f].get("text")
                    text = f"{_cap(self.kg.finding_label(f))} argues for {self.kg.label(d)}"
                    reasons.append({"feature": f, "text": text + (f": {note}." if note else ".")})
        confidence = round(sum(m["confidence"] for m in ctx["members"]) / len(ctx["members"]), 4)
        summary = (
            f"The group holds {self.kg.label(d)}: "
            + ("; ".join(self._label(r["feature"], days) for r in reasons) or "no specific finding")
            + "."
        )
        return {
            "diagnosis": d,
            "confidence": confidence,
            "reasons": reasons[:12],
            "summary": summary,
        }

    def _review(self, ctx) -> dict:
        own = ctx["own"]["diagnosis"]
        observed, days = self._observed(ctx["case"])
        cited = {r["diagnosis"]: {x["feature"] for x in r["reasons"]} for r in ctx["others"]}
        rebuttals, calls = [], []
        for other in ctx["others"]:
            x = other["diagnosis"]
            known_x = set(self.kg.core(x)) | cited[x]
            found = []
            for f in sorted(observed):
                mine = self.kg.evidence(own, f, observed[f])
                theirs = self.kg.evidence(x, f, observed[f]) if f in known_x else 0.0
                if mine - theirs >= DISTINGUISHING_GAP:
                    found.append((mine - theirs, f))
            found.sort(key=lambda t: (-t[0], t[1]))
            for gap, f in found[:2]:
                state = "present" if observed[f] else "absent"
                rebuttals.append(
                    {
                        "target": x,
                        "feature": f,
                        "confidence": round(min(1.0, gap), 4),
                        "text": f"{_cap(self.kg.finding_label(f))} ({state}) argues "
                        f"for {self.kg.label(own)} rather than {self.kg.label(x)}.",
                    }
                )
            if ctx["tools"] and len(calls) < 4:
                calls.append({"tool": "compare", "argument": x})
        if ctx["tools"]:
            unknown = sorted(
                {
                    f
                    for fs in cited.values()
                    for f in fs
                    if f in observed and f not in self.kg.features(own)
                }
            )
            calls += [{"tool": "kg_lookup", "argument": f} for f in unknown[:1]]
            if len(ctx["others"]) >= 2:
                calls.append({"tool": "summary", "argument": ""})
        return {"rebuttals": rebuttals[:12], "tool_calls": calls[:6]}

    def _tool_summary(self, ctx) -> dict:
        names = ", ".join(self.kg.label(r["diagnosis"]) for r in ctx["reports"])
        points = sorted(
            {
                self.kg.finding_label(r["feature"])
                for r in ctx["rebuttals"]
                if r["feature"] in self.kg.findings
            }
        )
        text = f"The groups defend {names}."
        if points:
            text += " The findings in dispute: " + ", ".join(points) + "."
        return {"summary": text}

    def _imap(self, ctx) -> dict:
        imap = self.kg.imap(ctx["text"])
        return {
            "pairs": [p.to_dict() for p in imap.pairs],
            "duration_days": imap.duration_days,
            "noise": list(imap.noise),
        }


def _days(days) -> str:
    if days is None:
        return "unknown duration"
    if days < 1:
        hours = round(days * 24)
        return f"{hours} hour" + ("s" if hours != 1 else "")
    n = round(days)
    return f"{n} day" + ("s" if n != 1 else "")


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]
