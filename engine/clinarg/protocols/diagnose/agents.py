"""Clinical agents behind one small protocol: a structured request in, a structured answer out.

An agent has a ``role`` (:data:`ROLES`) and answers an :class:`AgentRequest`
about the current case state with an :class:`AgentResponse`.  Perception
agents (history, examination, laboratory, imaging) *name the findings to
obtain*; they never see the patient, the orchestrator obtains the findings
(so an agent cannot invent a result).  The diagnosis agent proposes
hypotheses with confidences; the treatment agent an evidence -> diagnosis ->
treatment chain.

:func:`knowledge_agents` builds the offline pool, driven by a
:class:`~clinarg.protocols.diagnose.knowledge.KnowledgeBase`.  Any other implementation of
:class:`Agent` (for instance one backed by a language model) can replace
members of the pool; the orchestrator validates every answer.

Examples
--------
>>> from clinarg.protocols.diagnose.knowledge import KnowledgeBase
>>> pool = knowledge_agents(KnowledgeBase.load())
>>> ans = pool["laboratory"].respond(AgentRequest("laboratory", {"chest_pain": True}))
>>> len(ans.requests)
2
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Protocol, runtime_checkable

import numpy as np

from ...errors import ParameterError
from .knowledge import MODALITIES, KnowledgeBase

__all__ = [
    "ROLES",
    "Agent",
    "AgentRequest",
    "AgentResponse",
    "KnowledgePerceptionAgent",
    "KnowledgeDiagnosisAgent",
    "KnowledgeTreatmentAgent",
    "knowledge_agents",
]

ROLES = MODALITIES + ("diagnosis", "treatment")
"""The agent pool: four perception roles, then diagnosis and treatment."""


@dataclass(frozen=True)
class AgentRequest:
    """What the orchestrator asks an agent about the case state.

    Attributes
    ----------
    role : str
        The role addressed.
    evidence : mapping
        Known findings: id -> present (True) or absent (False).
    hypotheses : mapping
        Current hypotheses: diagnosis id -> confidence.
    missing : tuple of str
        Key evidence still missing (E_m), most wanted first.
    unresolved : tuple of str
        Findings known to be unobtainable.
    max_items : int
        At most this many findings to name (perception roles).
    """

    role: str
    evidence: Mapping[str, bool] = field(default_factory=dict)
    hypotheses: Mapping[str, float] = field(default_factory=dict)
    missing: tuple = ()
    unresolved: tuple = ()
    max_items: int = 2


@dataclass(frozen=True)
class AgentResponse:
    """An agent's structured answer; fields not used by its role stay empty.

    ``chain`` is ``(evidence ids, diagnosis id, treatment steps)``.
    """

    role: str
    requests: tuple = ()
    hypotheses: Mapping[str, float] = field(default_factory=dict)
    treatment: tuple = ()
    chain: tuple = ()
    rationale: str = ""


@runtime_checkable
class Agent(Protocol):
    """Anything with a ``role`` that answers requests for that role."""

    role: str

    def respond(self, request: AgentRequest) -> AgentResponse: ...


class KnowledgePerceptionAgent:
    """Names the findings of its modality worth obtaining next.

    Missing key evidence of its modality comes first; then the findings that
    best separate the diagnoses still likely under the known evidence
    (largest posterior variance of P(f | d)).
    """

    def __init__(self, role: str, kb: KnowledgeBase, min_information: float = 1e-3):
        if role not in MODALITIES:
            raise ParameterError(f"a perception agent's role is one of {MODALITIES}, got {role!r}")
        self.role, self.kb, self.min_information = role, kb, min_information

    def candidates(self, evidence, unresolved) -> list[str]:
        """Findings of this modality not yet known nor unobtainable."""
        return [
            f
            for f in self.kb.findings
            if self.kb.modality[f] == self.role and f not in evidence and f not in unresolved
        ]

    def respond(self, request: AgentRequest) -> AgentResponse:
        open_ = self.candidates(request.evidence, request.unresolved)
        wanted = [f for f in request.missing if f in open_]
        info = self.kb.informativeness(self.kb.posterior(request.evidence))
        rest = sorted(
            (
                f
                for f in open_
                if f not in wanted and info[self.kb.finding_index[f]] >= self.min_information
            ),
            key=lambda f: (-info[self.kb.finding_index[f]], f),
        )
        chosen = tuple((wanted + rest)[: request.max_items])
        why = (
            f"{len(wanted)} missing key finding(s) first, then the most discriminating"
            if wanted
            else "the most discriminating findings of this modality"
        )
        return AgentResponse(self.role, requests=chosen, rationale=why)


class KnowledgeDiagnosisAgent:
    """Hypotheses = the most probable diagnoses under naive Bayes on the evidence."""

    role = "diagnosis"

    def __init__(self, kb: KnowledgeBase, keep: int = 5):
        self.kb, self.keep = kb, keep

    def respond(self, request: AgentRequest) -> AgentResponse:
        post = self.kb.posterior(request.evidence)
        top = np.argsort(-post, kind="stable")[: self.keep]
        hyp = {self.kb.diagnoses[i]: float(post[i]) for i in top}
        return AgentResponse(
            "diagnosis", hypotheses=hyp, rationale="posterior over the knowledge base's diagnoses"
        )


class KnowledgeTreatmentAgent:
    """The knowledge base's treatment of the top hypothesis, with its supporting evidence."""

    role = "treatment"

    def __init__(self, kb: KnowledgeBase):
        self.kb = kb

    def respond(self, request: AgentRequest) -> AgentResponse:
        if not request.hypotheses:
            return AgentResponse("treatment", rationale="no hypothesis to treat")
        dx = max(request.hypotheses.items(), key=lambda kv: (kv[1], kv[0]))[0]
        if dx not in self.kb.treatment:
            return AgentResponse("treatment", rationale=f"no treatment known for {dx}")
        support = tuple(self.kb.supporting(dx, request.evidence))
        plan = self.kb.treatment[dx]
        return AgentResponse(
            "treatment",
            treatment=plan,
            chain=(support, dx, plan),
            rationale="guideline treatment of the leading diagnosis",
        )


def knowledge_agents(kb: KnowledgeBase) -> dict[str, Agent]:
    """The offline agent pool: one knowledge-based agent per role."""
    pool: dict[str, Agent] = {r: KnowledgePerceptionAgent(r, kb) for r in MODALITIES}
    pool["diagnosis"] = KnowledgeDiagnosisAgent(kb)
    pool["treatment"] = KnowledgeTreatmentAgent(kb)
    return pool
