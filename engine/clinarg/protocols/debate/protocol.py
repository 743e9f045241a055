"""The MLAD layered debate: imap, specialist agents, groups, inter-group review,
tools, refined diagnoses, stopping rules.

One round (§2.2 of the paper): agents that chose the same disease form a
group and write one group report; each group reviews the other groups'
reports, seeing their diseases and reasons but never how many agents
support them, rebuts them and may call tools (knowledge-graph lookup of a
finding, a comparison of two diseases, a summary); then every agent
reflects on the reports, the rebuttals and its group's tool results and
gives a refined diagnosis, which may put it in another group next round.

Stopping rules (§2.3), each a setting of :class:`Settings`, checked after
every vote in this order; the record names the rule that ended the debate:

``unanimity``
    every agent votes for one disease (checked on the initial vote too);
``tie_breaker``
    every disease that has votes has the same number of them, in more than
    ``tie_rounds`` consecutive debate rounds: a new generalist agent, shown
    the reports but no counts, chooses among the tied diseases and its vote
    ends the debate;
``early_stop``
    after a debate round in which no agent changed its diagnosis, every
    agent's confidence is at least ``early_confidence`` and one disease
    leads: the agents have confirmed their reasoning with high confidence;
``max_rounds``
    the round cap (10 in the paper); the plurality wins, a tie at the cap is
    broken by the tie-breaking agent.

Ablations (§3, Figure 2) are switches: ``imap=False`` gives the agents the
raw case text; ``tools=False`` removes the tool calls; ``layered=False`` is
freeform debate (no groups: every agent's answer is its own report, so the
number of agents behind each disease is visible to all); ``show_votes=True``
shows the vote counts in the inter-group and refinement prompts.

A failed backend call is recorded in the trace and the debate goes on: a
failed initial answer falls back to the agent's specialty with confidence
0, a failed refinement keeps the previous answer, a failed group report is
merged locally from the members' answers, a failed review rebuts nothing.

Examples
--------
>>> from clinarg.protocols.debate.case import example_case
>>> from clinarg.protocols.debate.backend import KnowledgeDebateBackend
>>> r = run_debate(example_case("myocarditis_after_flu"), KnowledgeDebateBackend())
>>> r.stop["rule"], r.vote["diagnosis"]
('unanimity', 'myocarditis')
"""

from __future__ import annotations

import math
from collections import Counter
from dataclasses import asdict, dataclass, field
from typing import Any

from ...errors import ParameterError
from ...llm.base import Request, ask
from .knowledge import Imap, ImapPair, KnowledgeGraph
from .prompts import (
    case_context,
    group_report_request,
    imap_request,
    initial_request,
    refined_request,
    review_request,
    summary_request,
    tie_breaker_request,
)

__all__ = ["Settings", "DebateResult", "run_debate", "is_tie", "STOP_RULES"]

STOP_RULES = ("unanimity", "tie_breaker", "early_stop", "max_rounds")
_MAX_CANDIDATES = 5


@dataclass(frozen=True)
class Settings:
    """How the debate runs: size, stopping rules and ablation switches.

    Examples
    --------
    >>> Settings(agents=0)
    Traceback (most recent call last):
    ...
    clinarg.errors.ParameterError: agents must be an integer from 1 to 50, got 0
    """

    agents: int = 5
    max_rounds: int = 10
    unanimity: bool = True
    tie_break: bool = True
    tie_rounds: int = 3
    early_stop: bool = True
    early_confidence: float = 0.8
    imap: bool = True
    tools: bool = True
    layered: bool = True
    show_votes: bool = False

    def __post_init__(self):
        def count(name, lo, hi):
            v = getattr(self, name)
            if isinstance(v, bool) or not isinstance(v, int) or not lo <= v <= hi:
                raise ParameterError(f"{name} must be an integer from {lo} to {hi}, got {v!r}")

        count("agents", 1, 50)
        count("max_rounds", 0, 100)
        count("tie_rounds", 0, 100)
        for name in (
            "unanimity",
            "tie_break",
            "early_stop",
            "imap",
            "tools",
            "layered",
            "show_votes",
        ):
            if not isinstance(getattr(self, name), bool):
                raise ParameterError(f"{name} must be true or false")
        c = self.early_confidence
        if isinstance(c, bool) or not isinstance(c, (int, float)) or not 0 <= c <= 1:
            raise ParameterError(f"early_confidence must be a number from 0 to 1, got {c!r}")

    def to_dict(self) -> dict:
        return asdict(self)


def is_tie(tally: dict) -> bool:
    """True when at least two diseases have votes and all have the same number.

    Examples
    --------
    >>> is_tie({"a": 2, "b": 2}), is_tie({"a": 2, "b": 2, "c": 1}), is_tie({"a": 4})
    (True, False, False)
    """
    counts = [n for n in tally.values() if n > 0]
    return len(counts) >= 2 and len(set(counts)) == 1


def _leaders(tally: dict, order) -> list:
    best = max(tally.values())
    return [d for d in order if tally.get(d, 0) == best]


@dataclass
class DebateResult:
    """Everything a debate produced.

    Attributes
    ----------
    case : DebateCase
    settings : Settings
    imap : Imap or None
    candidates : list of str
    agents : list of dict
        ``{"id", "specialty"}`` for each agent.
    initial : dict
        Agent id -> its initial answer.
    rounds : list of dict
        Per debate round: groups, reports, rebuttals, tool calls, answers,
        tally, moves.
    stop : dict
        ``{"rule": one of STOP_RULES, "round": n}``.
    tie_breaker : dict or None
        The tie-breaking agent's vote, when one was called.
    vote : dict
        ``{"diagnosis", "tally"}``: the outcome by votes.
    trace : list of dict
        Every backend call: role, task, prompt, answer or error.
    """

    case: Any
    settings: Settings
    kg: KnowledgeGraph
    imap: Imap | None
    observed: dict
    candidates: list
    agents: list
    initial: dict
    rounds: list = field(default_factory=list)
    stop: dict = field(default_factory=dict)
    tie_breaker: dict | None = None
    vote: dict = field(default_factory=dict)
    trace: list = field(default_factory=list)
    backend: dict = field(default_factory=dict)

    def final_answers(self) -> dict:
        return self.rounds[-1]["answers"] if self.rounds else self.initial

    def stats(self) -> dict:
        calls = self.trace
        return {
            "calls": len(calls),
            "failed_calls": sum(1 for e in calls if e["error"]),
            "latency_ms": round(sum(e.get("latency_ms") or 0.0 for e in calls), 3),
            "rounds": len(self.rounds),
        }

    def evaluation(self) -> dict | None:
        """Accuracy inputs of the paper's analysis, when the case gives the answer:
        correct, consensus within the round cap, initial recall of the right
        disease, and whether an initially wrong majority was corrected."""
        answer = self.case.answer
        if answer is None:
            return None
        initial = Counter(a["diagnosis"] for a in self.initial.values())
        initial_lead = _leaders(initial, self.candidates)
        initial_right = initial_lead == [answer]
        return {
            "answer": answer,
            "correct": self.vote["diagnosis"] == answer,
            "consensus": self.stop["rule"] == "unanimity",
            "initial_recall": answer in initial,
            "initial_correct": initial_right,
            "corrected": (not initial_right) and self.vote["diagnosis"] == answer,
        }


class _Debate:
    def __init__(self, case, backend, kg, settings):
        self.case, self.backend, self.kg, self.s = case, backend, kg, settings
        self.trace: list[dict] = []

    def call(self, request: Request, who: str) -> dict | None:
        entry = {
            "step": len(self.trace) + 1,
            "who": who,
            "role": request.role,
            "task": request.task,
            "prompt": request.prompt,
        }
        self.trace.append(entry)
        value = ask(self.backend, request, entry)
        entry["answer"] = value
        return value

    # -- initialisation ------------------------------------------------------------------
    def make_imap(self) -> Imap | None:
        if not self.s.imap:
            return None
        answer = self.call(imap_request(self.case.text, self.kg), "imap")
        if answer is None:
            return None
        pairs = []
        for p in answer["pairs"]:
            finding = p["finding"] if p["finding"] in self.kg.findings else None
            pairs.append(ImapPair(p["term"], p["value"], finding, p["present"]))
        days = answer["duration_days"]
        if days is not None and not (math.isfinite(days) and days >= 0):
            days = None  # a model's NaN or negative duration is no duration
        return Imap(tuple(pairs), days, tuple(answer["noise"]))

    def choose_candidates(self, observed) -> list:
        if self.case.candidates is not None:
            return list(self.case.candidates)
        hits = []
        for i, d in enumerate(self.kg.diseases):
            n = sum(1 for f, present in observed.items() if present and self.kg.weight(d, f) > 0)
            if n:
                hits.append((-n, i, d))
        if len(hits) < 2:
            raise ParameterError(
                "the case names too few findings of the knowledge graph to "
                "choose candidate diseases; give 'options' or 'differential'"
            )
        return [d for _, _, d in sorted(hits)[:_MAX_CANDIDATES]]

    # -- one round -------------------------------------------------------------------------
    def groups(self, answers) -> list[tuple[str, list]]:
        if not self.s.layered:
            return [(a["diagnosis"], [agent]) for agent, a in answers.items()]
        by: dict = {}
        for agent, a in answers.items():
            by.setdefault(a["diagnosis"], []).append(agent)
        return [(d, by[d]) for d in self.candidates if d in by]

    def report(self, diagnosis, members, answers, round_no) -> dict:
        member_answers = [
            {k: answers[m][k] for k in ("diagnosis", "confidence", "reason", "features")}
            for m in members
        ]
        value = None
        if self.s.layered:
            value = self.call(
                group_report_request(self.ctx, diagnosis, member_answers, round_no, self.kg),
                f"group:{diagnosis}",
            )
        failed = self.s.layered and value is None
        if value is None:  # freeform (each answer is its own report) or a failed call
            a = member_answers[0]
            value = {
                "diagnosis": diagnosis,
                "confidence": round(
                    sum(m["confidence"] for m in member_answers) / len(member_answers), 4
                ),
                "reasons": [
                    {"feature": f, "text": self.kg.finding_label(f)}
                    for m in member_answers
                    for f in m["features"]
                ][:12],
                "summary": a["reason"],
            }
        return dict(value, members=list(members), failed=failed)

    def run_tool(self, by, call, round_no, reports, rebuttals) -> dict:
        tool, arg = call["tool"], call["argument"]
        out = {"by": by, "tool": tool, "argument": arg, "round": round_no, "facts": []}
        if tool == "compare":
            other = self.kg.resolve_disease(arg)
            if other is None or other == by or other not in self.candidates:
                return dict(out, text="not run: the argument is not another candidate disease")
            rows = self.kg.compare(by, other)
            facts, parts = [], []
            for row in rows:
                f = row["feature"]
                if f in self.observed:
                    ev = {d: self.kg.evidence(d, f, self.observed[f]) for d in (by, other)}
                    facts += [{"disease": d, "finding": f, "weight": w} for d, w in ev.items()]
                    if ev[by] != ev[other]:  # read against the case: absent findings differ
                        state = "present" if self.observed[f] else "absent"
                        favours = by if ev[by] > ev[other] else other
                        parts.append(f"{row['label']} ({state}) favours {self.kg.label(favours)}")
            if self.days is not None:
                for d in (by, other):
                    facts.append(
                        {
                            "disease": d,
                            "finding": "duration",
                            "weight": self.kg.duration_fit(d, self.days),
                        }
                    )
                fits = [
                    self.kg.label(d) for d in (by, other) if self.kg.duration_fit(d, self.days) > 0
                ]
                parts.append("the duration fits " + (" and ".join(fits) if fits else "neither"))
            return dict(
                out, facts=facts, text="; ".join(parts) or "no distinguishing finding in this case"
            )
        if tool == "kg_lookup":
            f = arg if arg in self.kg.findings else None
            if f is None:
                return dict(out, text="not run: unknown finding id")
            row = self.kg.lookup(f, self.candidates)
            present = self.observed.get(f)
            if present is not None:
                out["facts"] = [
                    {"disease": d, "finding": f, "weight": self.kg.evidence(d, f, present)}
                    for d in self.candidates
                ]
            strong = [self.kg.label(d) for d, w in row["weights"].items() if w > 0]
            return dict(
                out,
                text=f"{row['label']} argues for "
                + (", ".join(strong) if strong else "none of the candidates"),
            )
        value = self.call(
            summary_request(self.ctx, reports, rebuttals, round_no, self.kg), f"tool:{by}"
        )
        if value is None:
            return dict(out, text="not run: the summary call failed")
        return dict(out, text=value["summary"])

    # -- the debate ----------------------------------------------------------------------------
    def run(self) -> DebateResult:
        s, kg = self.s, self.kg
        imap = self.make_imap()
        # what the debate's evidence is read against: the imap, or without it
        # the naive reading of the raw text
        reading = imap if imap is not None else kg.imap(self.case.text, negation=False)
        self.observed, self.days = reading.findings, reading.duration_days
        self.candidates = self.choose_candidates(self.observed)
        self.ctx = case_context(self.case, imap, kg, self.candidates)
        agents = [
            {"id": f"agent{i + 1}", "specialty": self.candidates[i % len(self.candidates)]}
            for i in range(s.agents)
        ]
        answers = {}
        for agent in agents:
            value = self.call(initial_request(self.ctx, agent, kg), agent["id"])
            if value is None:
                value = {
                    "diagnosis": agent["specialty"],
                    "confidence": 0.0,
                    "reason": "No answer (the backend call failed).",
                    "features": [],
                }
            answers[agent["id"]] = value
        result = DebateResult(
            self.case,
            s,
            kg,
            imap,
            self.observed,
            self.candidates,
            agents,
            initial=answers,
            trace=self.trace,
            backend=self.backend.describe(),
        )
        tally = self.tally(answers)
        memory = {a["id"]: {"reports": {}, "rebuttals": {}, "tools": {}} for a in agents}
        streak, round_no, rule = 0, 0, None
        if s.unanimity and len(tally) == 1:
            rule = "unanimity"
        elif s.max_rounds == 0:
            rule = "max_rounds"
        while rule is None:
            round_no += 1
            answers, record = self.round(round_no, agents, answers, tally, memory)
            tally = record["tally"]
            result.rounds.append(record)
            streak = streak + 1 if is_tie(tally) else 0
            if s.unanimity and len(tally) == 1:
                rule = "unanimity"
            elif s.tie_break and streak > s.tie_rounds:
                rule = "tie_breaker"
            elif (
                s.early_stop
                and not record["moved"]
                and min(a["confidence"] for a in answers.values()) >= s.early_confidence
                and len(_leaders(tally, self.candidates)) == 1
            ):
                rule = "early_stop"
            elif round_no >= s.max_rounds:
                rule = "max_rounds"
        result.stop = {"rule": rule, "round": round_no}
        leaders = _leaders(tally, self.candidates)
        winner = leaders[0]
        if len(leaders) > 1 or rule == "tie_breaker":
            winner, result.tie_breaker = self.break_tie(leaders, memory)
        result.vote = {"diagnosis": winner, "tally": dict(tally)}
        return result

    def tally(self, answers) -> dict:
        counts = Counter(a["diagnosis"] for a in answers.values())
        return {d: counts[d] for d in self.candidates if counts[d]}

    def round(self, round_no, agents, answers, tally, memory):
        s, kg = self.s, self.kg
        groups = self.groups(answers)
        reports = [self.report(d, members, answers, round_no) for d, members in groups]
        # freeform debate shows every individual answer, so the support of each
        # disease is visible to all; layered debate hides it unless asked
        votes = dict(tally) if (s.show_votes or not s.layered) else None
        rebuttals, tool_results = [], []
        for i, own in enumerate(reports):
            others, seen = [], {own["diagnosis"]}
            for r in reports:
                if r["diagnosis"] not in seen:
                    seen.add(r["diagnosis"])
                    others.append(r)
            if not others:
                continue
            value = self.call(
                review_request(self.ctx, own, others, round_no, tools=s.tools, votes=votes, kg=kg),
                f"group:{own['diagnosis']}",
            )
            if value is None:
                continue
            mine = []
            for r in value["rebuttals"]:
                if r["target"] != own["diagnosis"]:
                    mine.append(dict(r, by=own["diagnosis"], round=round_no))
            rebuttals += mine
            if s.tools:
                for call in value["tool_calls"]:
                    result = self.run_tool(own["diagnosis"], call, round_no, reports, mine)
                    result["group"] = i
                    tool_results.append(result)
        moved, new_answers = [], {}
        for gi, (_, members) in enumerate(groups):
            for agent_id in members:
                m = memory[agent_id]
                for r in reports:
                    m["reports"][r["diagnosis"]] = {
                        k: r[k] for k in ("diagnosis", "reasons", "summary")
                    }
                for r in rebuttals:
                    m["rebuttals"][(r["by"], r["target"], r["feature"])] = r
                for t in tool_results:
                    if t["group"] == gi:
                        m["tools"][(t["by"], t["tool"], t["argument"])] = {
                            k: v for k, v in t.items() if k != "group"
                        }
        for agent in agents:
            aid = agent["id"]
            m = memory[aid]
            value = self.call(
                refined_request(
                    self.ctx,
                    agent,
                    answers[aid],
                    list(m["reports"].values()),
                    list(m["rebuttals"].values()),
                    list(m["tools"].values()),
                    round_no,
                    votes=votes,
                    kg=kg,
                ),
                aid,
            )
            if value is None:
                value = dict(answers[aid])
            if value["diagnosis"] != answers[aid]["diagnosis"]:
                moved.append(
                    {"agent": aid, "from": answers[aid]["diagnosis"], "to": value["diagnosis"]}
                )
            new_answers[aid] = value
        for t in tool_results:
            t.pop("group", None)
        record = {
            "round": round_no,
            "groups": [{"diagnosis": d, "members": list(ms)} for d, ms in groups],
            "reports": reports,
            "rebuttals": rebuttals,
            "tool_calls": tool_results,
            "answers": new_answers,
            "tally": self.tally(new_answers),
            "moved": moved,
        }
        return new_answers, record

    def break_tie(self, tied, memory):
        reports, rebuttals, tools = {}, {}, {}
        for m in memory.values():
            reports.update(m["reports"])
            rebuttals.update(m["rebuttals"])
            tools.update(m["tools"])
        value = self.call(
            tie_breaker_request(
                self.ctx,
                tied,
                list(reports.values()),
                list(rebuttals.values()),
                list(tools.values()),
                self.kg,
            ),
            "tie_breaker",
        )
        if value is None:  # the first tied disease in candidate order, recorded as such
            return tied[0], {
                "diagnosis": tied[0],
                "tied": list(tied),
                "failed": True,
                "reason": "The tie-breaking call failed; the first tied candidate was taken.",
            }
        return value["diagnosis"], dict(value, tied=list(tied), failed=False)


def run_debate(
    case, backend, *, kg: KnowledgeGraph | None = None, settings: Settings | None = None
) -> DebateResult:
    """Run the MLAD layered debate on ``case`` with ``backend`` answering every step.

    Parameters
    ----------
    case : DebateCase
    backend : Backend
        Any backend of the language-model adapter (the offline
        :class:`~clinarg.protocols.debate.backend.KnowledgeDebateBackend`,
        an OpenAI-compatible server, a cassette).
    kg : KnowledgeGraph, optional
        For the tools and the candidate choice (default: the shipped one).
    settings : Settings, optional

    Returns
    -------
    DebateResult

    Raises
    ------
    clinarg.errors.ParameterError
        Bad settings or backend, or a case with no candidates to debate.
    """
    from .case import DebateCase

    if not isinstance(case, DebateCase):
        raise ParameterError(f"case must be a DebateCase, got {type(case).__name__}")
    if not callable(getattr(backend, "complete", None)) or not callable(
        getattr(backend, "describe", None)
    ):
        raise ParameterError("backend must have complete() and describe()")
    settings = settings if settings is not None else Settings()
    if not isinstance(settings, Settings):
        raise ParameterError("settings must be a Settings")
    kg = kg or KnowledgeGraph.default()
    return _Debate(case, backend, kg, settings).run()
