"""Clinical agents, and the orchestrator's own judgements, answered by an ArgMed
backend (a language model, or a cassette).

:class:`BackendJudge` gives the orchestrator's three judgements of the paper
(the action scores O, the missing key evidence E_m and the confidence c)
from the backend; the rest of this docstring is about the agents.

:class:`BackendAgent` turns an :class:`~clinarg.protocols.diagnose.agents.AgentRequest`
into an ArgMed :class:`~clinarg.llm.Request`: a role prompt, the case
state as text, a JSON schema that only admits the knowledge base's
vocabulary (the open findings of the agent's modality, the known diagnoses),
and the same state as structured ``context``.  The backend's answer is
validated against the schema and mapped back to an
:class:`~clinarg.protocols.diagnose.agents.AgentResponse`; a failed call
(:class:`~clinarg.errors.BackendError`) yields an empty answer, so one bad
call costs a step, never the consultation.  Every call, failed or not, is
appended to the agent's ``calls`` log (shared by the agents of
:func:`backend_agents`), in the shape of a ``clinarg reason`` trace entry, so
a command can report the failures and the cost (:func:`call_stats`).

Examples
--------
A scripted backend (any object with ``describe()`` and ``complete(request)``):

>>> from clinarg.llm import Completion
>>> from clinarg.protocols.diagnose.knowledge import KnowledgeBase
>>> class FirstChoice:
...     def describe(self):
...         return {"name": "first-choice"}
...     def complete(self, request):
...         options = request.context["options"]
...         return Completion({"requests": options[:1], "rationale": "first listed"})
>>> agent = BackendAgent("laboratory", FirstChoice(), KnowledgeBase.load())
>>> agent.respond(AgentRequest("laboratory", {"chest_pain": True})).requests
('troponin_elevated',)
"""

from __future__ import annotations

import json

from ...errors import ParameterError
from ...llm.base import Request, ask, call_stats, canonical_json
from .agents import ROLES, AgentRequest, AgentResponse
from .knowledge import MODALITIES, KnowledgeBase

__all__ = ["BackendAgent", "BackendJudge", "backend_agents", "call_stats"]

_SYSTEM = {
    "history": "You are the history-taking agent of a clinical team. Choose which "
    "questions to ask the patient next.",
    "examination": "You are the examining physician of a clinical team. Choose which "
    "examinations or bedside tests to perform next.",
    "laboratory": "You are the laboratory agent of a clinical team. Choose which "
    "laboratory tests to order next.",
    "imaging": "You are the imaging agent of a clinical team. Choose which imaging "
    "studies to order next.",
    "diagnosis": "You are the diagnostician of a clinical team. Rank the diagnoses "
    "the evidence supports, with calibrated confidences.",
    "treatment": "You are the treating physician of a clinical team. Give the "
    "treatment of the leading diagnosis and the evidence that supports it.",
}
_RULES = (
    "Answer with one JSON object that follows the schema. Use only the "
    "identifiers listed; never assume a finding that is not listed as known."
)


class BackendAgent:
    """A clinical agent whose answers come from an ArgMed backend.

    Parameters
    ----------
    role : str
        One of :data:`~clinarg.protocols.diagnose.agents.ROLES`.
    backend : clinarg.llm.Backend
        Knows ``complete(request) -> Completion``.
    kb : KnowledgeBase
        Supplies the vocabulary the schemas admit and the finding labels.
    calls : list, optional
        Where each call is logged (a fresh list by default): ``{"role",
        "task", "error": None or {"type", "message"}, "latency_ms",
        "attempts", "usage"}``.
    """

    def __init__(self, role: str, backend, kb: KnowledgeBase, calls: list | None = None):
        if role not in ROLES:
            raise ParameterError(f"role must be one of {ROLES}, got {role!r}")
        self.role, self.backend, self.kb = role, backend, kb
        self.errors: list[str] = []
        self.calls: list[dict] = [] if calls is None else calls

    # -- request -----------------------------------------------------------------
    def _options(self, request: AgentRequest) -> list[str]:
        if self.role in MODALITIES:
            return [
                f
                for f in self.kb.findings
                if self.kb.modality[f] == self.role
                and f not in request.evidence
                and f not in request.unresolved
            ]
        return list(self.kb.diagnoses)

    def schema(self, request: AgentRequest) -> dict:
        """The JSON schema the answer must follow, for this request."""
        options = self._options(request)
        text = {"type": "string", "maxLength": 500}
        if self.role in MODALITIES:
            props = {
                "requests": {
                    "type": "array",
                    "items": {"enum": options} if options else {"type": "string"},
                    "maxItems": request.max_items if options else 0,
                    "uniqueItems": True,
                },
                "rationale": text,
            }
            required = ["requests"]
        elif self.role == "diagnosis":
            item = {
                "type": "object",
                "additionalProperties": False,
                "required": ["diagnosis", "confidence"],
                "properties": {
                    "diagnosis": {"enum": options},
                    "confidence": {"type": "number", "minimum": 0, "maximum": 1},
                },
            }
            props = {
                "hypotheses": {"type": "array", "items": item, "maxItems": 5},
                "rationale": text,
            }
            required = ["hypotheses"]
        else:
            props = {
                "diagnosis": {"enum": options},
                "treatment": {
                    "type": "array",
                    "items": {"type": "string", "maxLength": 300},
                    "maxItems": 8,
                },
                "evidence": {
                    "type": "array",
                    "items": {"enum": sorted(set(request.evidence) or {"none"})},
                },
                "rationale": text,
            }
            required = ["diagnosis", "treatment"]
        return {
            "type": "object",
            "properties": props,
            "required": required,
            "additionalProperties": False,
        }

    def context(self, request: AgentRequest) -> dict:
        """The case state as structured data (what the prompt is rendered from)."""
        return {
            "role": self.role,
            "evidence": dict(request.evidence),
            "hypotheses": dict(request.hypotheses),
            "missing": list(request.missing),
            "unresolved": list(request.unresolved),
            "options": self._options(request),
            "max_items": request.max_items,
        }

    def prompt(self, request: AgentRequest) -> str:
        """The user prompt: known findings, hypotheses, what is missing, the options."""
        lab = self.kb.labels
        known = [
            f"- {f}: {'present' if v else 'absent'} ({lab.get(f, f)})"
            for f, v in request.evidence.items()
        ]
        hyp = [f"- {d}: {c:.3f}" for d, c in request.hypotheses.items()]
        opts = [f"- {o}: {lab.get(o, o)}" for o in self._options(request)]
        parts = [
            "Known findings:",
            *(known or ["- none"]),
            "Current hypotheses (confidence):",
            *(hyp or ["- none"]),
            "Key evidence still missing: " + (", ".join(request.missing) or "none"),
            "Unobtainable: " + (", ".join(request.unresolved) or "none"),
            "Options:",
            *(opts or ["- none"]),
        ]
        if self.role in MODALITIES:
            parts.append(f"Choose at most {request.max_items}, most useful first.")
        return "\n".join(parts)

    # -- answer ------------------------------------------------------------------
    def respond(self, request: AgentRequest) -> AgentResponse:

        schema = self.schema(request)
        req = Request(
            role=self.role,
            task=f"orchestrate:{self.role}",
            system=_SYSTEM[self.role] + " " + _RULES,
            prompt=self.prompt(request),
            schema=schema,
            context=self.context(request),
        )
        entry = {"role": self.role, "task": req.task}
        self.calls.append(entry)
        value = ask(self.backend, req, entry)
        if value is None:
            self.errors.append(f"{entry['error']['type']}: {entry['error']['message']}")
            return AgentResponse(self.role, rationale=f"backend error: {entry['error']['message']}")
        why = str(value.get("rationale", ""))
        if self.role in MODALITIES:
            return AgentResponse(self.role, requests=tuple(value["requests"]), rationale=why)
        if self.role == "diagnosis":
            hyp = {h["diagnosis"]: float(h["confidence"]) for h in value["hypotheses"]}
            return AgentResponse(self.role, hypotheses=hyp, rationale=why)
        dx = value["diagnosis"]
        support = tuple(
            (f, bool(request.evidence[f]))
            for f in value.get("evidence", ())
            if f in request.evidence
        )
        plan = tuple(value["treatment"])
        return AgentResponse(self.role, treatment=plan, chain=(support, dx, plan), rationale=why)

    def __repr__(self) -> str:
        return f"BackendAgent({self.role!r}, {json.dumps(self.backend.describe())})"


_JUDGE_SYSTEM = {
    "select": "You are the clinical orchestrator of a team of clinical agents. Given the "
    "working memory (known evidence, current hypotheses, actions taken so far), "
    "score how likely each available action is to advance the diagnosis: a "
    "number in [0, 1] for every action listed.",
    "missing": "You are the clinical orchestrator of a team of clinical agents. Given the "
    "evidence known so far, name the key evidence still missing to reach a "
    "diagnosis (tests, signs or history items), most important first, chosen "
    "among the findings listed. Name none if nothing essential is missing.",
    "confidence": "You are the clinical orchestrator of a team of clinical agents. Given "
    "the evidence known so far, rate your confidence that the hypothesis "
    "is the correct diagnosis, a number in [0, 1].",
}
_ACTION_HELP = {
    "history": "ask the history-taking agent",
    "examination": "ask the examining agent",
    "laboratory": "ask the laboratory agent",
    "imaging": "ask the imaging agent",
    "diagnosis": "ask the diagnostician for hypotheses",
    "treatment": "close: treat the leading diagnosis",
    "retrieve": "retrieve guidelines and similar cases from experience memory",
    "backtrack": "go back to collect the missing key evidence",
    "terminate": "close without treating",
}
_MAX_MISSING = 8


class BackendJudge:
    """The orchestrator's own judgements from an ArgMed backend (a language model).

    The three judgements of the paper (§3.2), each a role prompt with a JSON
    schema, validated, and logged to ``calls`` like the agents' calls (role
    ``"orchestrator"``, tasks ``orchestrate:select``, ``orchestrate:missing``,
    ``orchestrate:confidence``):

    * O(a | M, I_select): a score in [0, 1] for each legal action, from the
      working memory ⟨E, H, τ⟩;
    * E_m = LLM(E, I_miss): the missing key evidence, from the evidence,
      among the findings neither known nor unobtainable;
    * c = LLM(h, I_conf): the confidence in hypothesis h, from h and the
      evidence.

    Each distinct question is asked once (answers are kept for the
    consultation), so a replayed cassette meets the same requests in the same
    order.  A failed call (:class:`~clinarg.errors.BackendError`, a
    schema-breaking answer included) returns ``None``: the orchestrator's
    knowledge rules decide that judgement instead.

    Examples
    --------
    >>> from clinarg.llm import Completion
    >>> class Sure:
    ...     def describe(self):
    ...         return {"name": "sure"}
    ...     def complete(self, request):
    ...         return Completion({"confidence": 0.9})
    >>> judge = BackendJudge(Sure(), KnowledgeBase.load())
    >>> judge.confidence("pulmonary_embolism", {"dyspnea": True})
    0.9
    >>> [c["task"] for c in judge.calls]
    ['orchestrate:confidence']
    """

    role = "orchestrator"

    def __init__(self, backend, kb: KnowledgeBase, calls: list | None = None):
        self.backend, self.kb = backend, kb
        self.calls: list[dict] = [] if calls is None else calls
        self.errors: list[str] = []
        self._answers: dict = {}

    def _evidence_lines(self, evidence) -> list[str]:
        lab = self.kb.labels
        return [
            f"- {f}: {'present' if v else 'absent'} ({lab.get(f, f)})"
            for f, v in sorted(evidence.items())
        ] or ["- none"]

    def _ask(self, kind: str, prompt: str, schema: dict, context: dict):
        """The validated answer to one judgement, or None; each distinct question asked once."""

        key = (kind, canonical_json(context))
        if key in self._answers:
            return self._answers[key]
        req = Request(
            role=self.role,
            task=f"orchestrate:{kind}",
            system=_JUDGE_SYSTEM[kind] + " " + _RULES,
            prompt=prompt,
            schema=schema,
            context=context,
        )
        entry = {"role": self.role, "task": req.task}
        self.calls.append(entry)
        value = ask(self.backend, req, entry)
        if value is None:
            self.errors.append(f"{entry['error']['type']}: {entry['error']['message']}")
        self._answers[key] = value
        return value

    def select(self, evidence, hypotheses, trajectory, legal):
        """O(a | M, I_select) over the ``legal`` actions, or None."""
        legal = list(legal)
        context = {
            "evidence": dict(evidence),
            "hypotheses": dict(hypotheses),
            "trajectory": list(trajectory),
            "options": legal,
        }
        score = {"type": "number", "minimum": 0, "maximum": 1}
        schema = {
            "type": "object",
            "additionalProperties": False,
            "required": ["scores"],
            "properties": {
                "scores": {
                    "type": "object",
                    "additionalProperties": False,
                    "required": legal,
                    "properties": {a: score for a in legal},
                },
                "rationale": {"type": "string", "maxLength": 500},
            },
        }
        hyp = [f"- {d}: {c:.3f}" for d, c in hypotheses.items()] or ["- none"]
        prompt = "\n".join(
            [
                "Known findings:",
                *self._evidence_lines(evidence),
                "Current hypotheses (confidence):",
                *hyp,
                "Actions taken so far: " + (", ".join(trajectory) or "none"),
                "Available actions:",
                *(f"- {a}: {_ACTION_HELP.get(a, a)}" for a in legal),
            ]
        )
        value = self._ask("select", prompt, schema, context)
        return None if value is None else {a: float(v) for a, v in value["scores"].items()}

    def missing(self, evidence, options):
        """E_m = LLM(E, I_miss) among ``options``, most wanted first, or None."""
        options = list(options)
        context = {"evidence": dict(evidence), "options": options}
        schema = {
            "type": "object",
            "additionalProperties": False,
            "required": ["missing"],
            "properties": {
                "missing": {
                    "type": "array",
                    "items": {"enum": options},
                    "uniqueItems": True,
                    "maxItems": _MAX_MISSING,
                },
                "rationale": {"type": "string", "maxLength": 500},
            },
        }
        lab = self.kb.labels
        prompt = "\n".join(
            [
                "Known findings:",
                *self._evidence_lines(evidence),
                "Findings that could still be obtained:",
                *(f"- {f}: {lab.get(f, f)}" for f in options),
                f"Name at most {_MAX_MISSING}.",
            ]
        )
        value = self._ask("missing", prompt, schema, context)
        return None if value is None else tuple(value["missing"])

    def confidence(self, diagnosis, evidence):
        """c = LLM(h, I_conf) for hypothesis ``diagnosis``, or None."""
        context = {"hypothesis": diagnosis, "evidence": dict(evidence)}
        schema = {
            "type": "object",
            "additionalProperties": False,
            "required": ["confidence"],
            "properties": {
                "confidence": {"type": "number", "minimum": 0, "maximum": 1},
                "rationale": {"type": "string", "maxLength": 500},
            },
        }
        prompt = "\n".join(
            [
                f"Hypothesis: {diagnosis} ({self.kb.labels.get(diagnosis, diagnosis)})",
                "Known findings:",
                *self._evidence_lines(evidence),
            ]
        )
        value = self._ask("confidence", prompt, schema, context)
        return None if value is None else float(value["confidence"])

    def __repr__(self) -> str:
        return f"BackendJudge({json.dumps(self.backend.describe())})"


def backend_agents(
    backend, kb: KnowledgeBase, roles=ROLES, calls: list | None = None
) -> dict[str, BackendAgent]:
    """One :class:`BackendAgent` per role in ``roles``, all on the same backend
    and logging to the same ``calls`` list (a fresh one by default)."""
    calls = [] if calls is None else calls
    return {r: BackendAgent(r, backend, kb, calls) for r in roles}
