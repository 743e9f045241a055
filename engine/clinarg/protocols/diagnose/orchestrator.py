"""The clinical orchestrator: a tree search decides which agent to call next.

Instead of a fixed pipeline, each real step plans over a *model* of the
consultation (:class:`ClinicalEnv` whose observations are the knowledge
base's predictions, so planning never peeks at the patient), then takes the
chosen action for real.  By default the choice is the paper's (§3.2,
:func:`~clinarg.mcts.select_by_rollouts`): the top-K actions of the prior
O(a | M), each valued by N rollouts to the end of the episode, and
a* = argmax Q(M, a) + λ O(a | M); ``SearchSettings(rule="puct")`` runs a
PUCT tree search (:func:`~clinarg.mcts.search`) and takes the most visited
action instead.

Actions (:data:`ACTIONS`): call an agent (history, examination, laboratory,
imaging, diagnosis, treatment), retrieve from experience memory, backtrack,
terminate.  Stages: *perceive* (perception agents, retrieval, diagnosis) ->
*diagnose* (retrieval, treatment, terminate, backtrack) -> *closed*.

* E_m, the missing key evidence: the key evidence of every hypothesis with
  confidence >= ``rho``, the evidence a backtrack went back for, and the
  evidence flagged by Imp(e) >= ``delta`` after a retrieval; minus what is
  known or unresolved.
* Φ = [E_m non-empty] forbids closing (treatment, terminate) and allows the
  backtrack, which sends the consultation back to perceive the missing
  evidence.  The type of the most wanted missing finding (its modality)
  chooses the target (:data:`BACKTRACK_TARGETS`): the stage is that
  modality's perception, whose agent acts next; the point in the trajectory
  is *before* the last hypothesis step for presentation evidence (history,
  examination: the hypotheses were generated without it, and are set aside
  by restoring the snapshot taken before the diagnosis exactly) and *after*
  it for investigations (laboratory, imaging: the tests are ordered to
  verify the hypotheses, which are kept).  A treatment
  also needs the top hypothesis at confidence >= ``close_at``; below it the
  search may backtrack for more evidence, or terminate without treating.
* Evidence an agent asks for that cannot be had is marked unresolved, never
  invented, and leaves E_m; so does the key evidence of a modality whose
  agent asks nothing (e.g. its backend fails).
* A diagnosis needs evidence it has not diagnosed on yet, and after a
  backtrack the evidence it went back for must be settled first: the search
  cannot earn confidence rewards by cycling diagnose / backtrack.
* Reward: R_t = alpha max(0, ΔE_m) + beta max(0, Δc) - gamma [ΔE_m <= 0 and
  Δc <= 0], ΔE_m the decrease of |E_m|, c the top hypothesis' confidence.
  Evidence declared unresolved at step t is left out of E_m^{t-1} as well:
  giving up on a finding earns no alpha (an ask that only finds the
  finding unobtainable is an uninformative action, -gamma).
  Episodes end on closure or after ``eta`` steps.

Examples
--------
>>> from clinarg.protocols.diagnose.cases import load_example
>>> report = Orchestrator().run(load_example("pe_after_flight"))
>>> report.diagnosis, report.steps <= 20
('pulmonary_embolism', True)
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from functools import lru_cache
from typing import Protocol, runtime_checkable

from ...errors import ParameterError, SearchError
from .agents import ROLES, Agent, AgentRequest, AgentResponse, knowledge_agents
from .cases import ClinicalCase
from .knowledge import MODALITIES, KnowledgeBase
from .memory import ExperienceMemory, TrajectoryStep, WorkingMemory, query_tokens, update_hyp

__all__ = [
    "ACTIONS",
    "BACKTRACK_TARGETS",
    "SELECTION_RULES",
    "RewardWeights",
    "clinical_reward",
    "ClinicalEnv",
    "Judge",
    "Orchestrator",
    "DiagnosisReport",
    "SearchSettings",
]

ACTIONS = ROLES + ("retrieve", "backtrack", "terminate")
"""The orchestrator's action space, in action-id order."""
_A = {name: i for i, name in enumerate(ACTIONS)}

BACKTRACK_TARGETS = {
    "history": "before_hypotheses",
    "examination": "before_hypotheses",
    "laboratory": "after_hypotheses",
    "imaging": "after_hypotheses",
}
"""The point in the trajectory a backtrack returns to, by the type of the missing evidence.

Presentation evidence (history, examination) is what hypotheses are
generated from: the last hypotheses were formed without it, so the backtrack
returns to the state before that diagnosis step.  Investigations
(laboratory, imaging) are ordered to verify hypotheses: the backtrack
returns to the state just after it, hypotheses kept.  Either way the target
stage is the perception of that modality: its agent acts next.
"""


@dataclass(frozen=True)
class RewardWeights:
    """alpha (missing evidence found), beta (confidence gained), gamma (no progress)."""

    alpha: float = 1.0
    beta: float = 1.0
    gamma: float = 0.1


def clinical_reward(
    missing_before: int,
    missing_after: int,
    conf_before: float,
    conf_after: float,
    w: RewardWeights = RewardWeights(),
) -> float:
    """R_t = alpha max(0, ΔE_m) + beta max(0, Δc) - gamma [ΔE_m <= 0 and Δc <= 0].

    >>> clinical_reward(3, 1, 0.4, 0.4)
    2.0
    >>> clinical_reward(1, 1, 0.5, 0.5)
    -0.1
    """
    d_m = missing_before - missing_after
    d_c = conf_after - conf_before
    stalled = d_m <= 0 and d_c <= 0
    return w.alpha * max(0, d_m) + w.beta * max(0.0, d_c) - w.gamma * stalled


Observe = Callable[[str, WorkingMemory], "bool | None"]


@runtime_checkable
class Judge(Protocol):
    """The orchestrator's own three judgements (§3.2), e.g. from a language model.

    Each method returns ``None`` when it cannot judge (a failed call): the
    knowledge rules decide instead.  Answers are checked by the environment:
    unknown actions or findings are ignored, as is a confidence outside [0, 1].
    """

    def select(
        self,
        evidence: Mapping[str, bool],
        hypotheses: Mapping[str, float],
        trajectory: tuple,
        legal: list,
    ) -> Mapping[str, float] | None:
        """O(a | M, I_select): a score >= 0 for each legal action."""

    def missing(self, evidence: Mapping[str, bool], options: list) -> Sequence[str] | None:
        """E_m = LLM(E, I_miss): the missing key evidence among ``options``, most wanted first."""

    def confidence(self, diagnosis: str, evidence: Mapping[str, bool]) -> float | None:
        """c = LLM(h, I_conf): the confidence in hypothesis ``diagnosis``, in [0, 1]."""


def _score(value) -> float | None:
    """A judged number if it is a finite number in [0, 1], else None."""
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        return None
    value = float(value)
    return value if math.isfinite(value) and 0.0 <= value <= 1.0 else None


class ClinicalEnv:
    """The consultation as a Python environment for :func:`~clinarg.mcts.search`.

    States are :class:`~clinarg.protocols.diagnose.memory.WorkingMemory` values.

    Parameters
    ----------
    kb : KnowledgeBase
    memory : ExperienceMemory
    agents : mapping role -> Agent
    observe : callable ``(finding, working_memory) -> True | False | None``
        How a requested finding is obtained (``None``: cannot be had).
    eta : int
        Episode length limit η.
    delta : float
        Imp(e) threshold δ for flagging potential missing evidence.
    rho : float
        Hypotheses at least this confident contribute their key evidence to E_m.
    close_at : float
        Confidence the top hypothesis needs before it is treated.
    judge : Judge, optional
        The orchestrator's own judgements from a language model (O, E_m and
        c; see :class:`Judge`); the knowledge rules when absent, and for any
        judgement the judge cannot give.
    """

    num_actions = len(ACTIONS)

    def __init__(
        self,
        kb: KnowledgeBase,
        memory: ExperienceMemory,
        agents: Mapping[str, Agent],
        observe: Observe,
        *,
        eta: int = 20,
        delta: float = 0.5,
        rho: float = 0.15,
        close_at: float = 0.6,
        retrieve_k: int = 5,
        max_items: int = 2,
        weights: RewardWeights = RewardWeights(),
        judge: Judge | None = None,
    ):
        missing = [r for r in ROLES if r not in agents]
        if missing:
            raise SearchError(f"the agent pool lacks the roles {missing}")
        self.kb, self.memory, self.agents, self.observe = kb, memory, dict(agents), observe
        self.judge = judge
        self.eta, self.delta, self.rho, self.close_at = eta, delta, rho, close_at
        self.retrieve_k, self.max_items, self.weights = retrieve_k, max_items, weights
        self._posterior = lru_cache(maxsize=4096)(lambda ev: kb.posterior(dict(ev)))
        self.bounds = (-weights.gamma, weights.alpha * len(kb.findings) + weights.beta)

    # -- what the state implies -------------------------------------------------
    def missing(self, wm: WorkingMemory) -> tuple:
        """E_m: missing key evidence, most wanted first.

        The evidence a backtrack went back for, then the key evidence of the
        hypotheses (the judge's E_m = LLM(E, I_miss) when there is a judge;
        by rule the key evidence of every hypothesis with confidence >=
        ``rho``), then the evidence experience memory flagged.
        """
        known, unres = wm.E, set(wm.unresolved)
        out: list[str] = []
        wanted = list(wm.pending)
        judged = None
        if self.judge is not None:
            options = [f for f in self.kb.findings if f not in known and f not in unres]
            judged = self.judge.missing(known, options) if options else []
        if judged is not None:
            wanted += [f for f in judged if isinstance(f, str)]
        else:
            for dx, conf in wm.hypotheses:
                if conf >= self.rho:
                    wanted += self.kb.key_evidence.get(dx, ())
        wanted += list(wm.flagged)
        index = self.kb.finding_index  # memories may name findings the base lacks
        for f in wanted:
            if f in index and f not in known and f not in unres and f not in out:
                out.append(f)
        return tuple(out)

    def _open(self, wm: WorkingMemory, modality: str) -> list[str]:
        known, unres = wm.E, set(wm.unresolved)
        return [
            f
            for f in self.kb.findings
            if self.kb.modality[f] == modality and f not in known and f not in unres
        ]

    def _query(self, wm: WorkingMemory) -> tuple:
        return tuple(sorted(query_tokens(wm.E, wm.H, self.kb.labels)))

    def confidence(self, wm: WorkingMemory) -> float:
        """c: the confidence in the top hypothesis (0 before any).

        The judge's c = LLM(h, I_conf) when there is a judge, else the
        confidence the diagnosis agent gave it.
        """
        if not wm.hypotheses:
            return 0.0
        if self.judge is not None:
            c = _score(self.judge.confidence(wm.hypotheses[0][0], wm.E))
            if c is not None:
                return c
        return wm.confidence

    def priors(self, wm: WorkingMemory) -> list[float]:
        """O(a | M): weights of the legal actions (0 = illegal) from the working memory.

        Which actions are legal is the rules' (:meth:`legal_weights`); with a
        judge, their weights are the judge's O(a | M, I_select) (an action
        it scores 0 keeps a weight of 1e-6: still legal, least preferred).
        """
        w = self.legal_weights(wm)
        if self.judge is None:
            return w
        legal = [ACTIONS[a] for a in range(len(ACTIONS)) if w[a] > 0]
        judged = self.judge.select(wm.E, wm.H, tuple(t.action for t in wm.trajectory), legal)
        scores = {a: _score(v) or 0.0 for a, v in (judged or {}).items() if a in legal}
        if not any(v > 0 for v in scores.values()):
            return w
        return [
            max(scores.get(ACTIONS[a], 0.0), 1e-6) if w[a] > 0 else 0.0 for a in range(len(ACTIONS))
        ]

    def legal_weights(self, wm: WorkingMemory) -> list[float]:
        """The knowledge rules' O(a | M): weights of the legal actions (0 = illegal)."""
        w = [0.0] * len(ACTIONS)
        if wm.stage == "closed" or wm.steps >= self.eta:
            return w
        if wm.resume and wm.resume not in wm.silent and self._open(wm, wm.resume):
            w[_A[wm.resume]] = 1.0  # the target a backtrack chose acts next
            return w
        missing = self.missing(wm)
        can_retrieve = not wm.retrieved or wm.retrieved[0] != self._query(wm)
        if can_retrieve:
            w[_A["retrieve"]] = 0.7
        if wm.stage == "perceive":
            info = self.kb.informativeness(self._posterior(wm.evidence))
            for m in MODALITIES:
                open_ = self._open(wm, m) if m not in wm.silent else ()
                if open_:
                    best = max(info[self.kb.finding_index[f]] for f in open_)
                    n_missing = sum(1 for f in missing if self.kb.modality[f] == m)
                    w[_A[m]] = 0.2 + 2.0 * n_missing + 5.0 * best
            # After a backtrack the evidence it went back for must be settled
            # (found or unresolved) before diagnosing again: no diagnose /
            # backtrack cycles that only farm confidence rewards.
            known, unres = wm.E, set(wm.unresolved)
            pending = [f for f in wm.pending if f not in known and f not in unres]
            # ... and a new diagnosis needs something new to diagnose on.
            fresh = wm.diagnosed_on != (wm.evidence, wm.unresolved)
            if wm.evidence and not pending and fresh:
                w[_A["diagnosis"]] = 0.5 if missing else 1.5
        else:  # diagnose
            c = self.confidence(wm)
            confident = bool(wm.hypotheses) and c >= self.close_at
            if wm.snapshots and (missing or not confident):
                w[_A["backtrack"]] = 2.0 if missing else 1.0
            if not missing:
                if confident:
                    w[_A["treatment"]] = 1.0 + 2.0 * c
                w[_A["terminate"]] = 0.3
        if not any(w):  # nothing useful is left: only stopping remains
            w[_A["terminate"]] = 1.0
        return w

    # -- transitions -------------------------------------------------------------
    def step(self, wm: WorkingMemory, action: int):
        """Apply ``action``; returns ``(next working memory, reward, done)``."""
        name = ACTIONS[action]
        if self.legal_weights(wm)[action] <= 0.0:
            raise SearchError(f"action {name!r} is not allowed at stage {wm.stage!r}")
        before, before_c = self.missing(wm), self.confidence(wm)
        handler = self._do_perceive if name in MODALITIES else getattr(self, f"_do_{name}")
        nxt, detail = handler(wm, name)
        # Evidence declared unobtainable at this step leaves E_m without being
        # found: it is taken out of E_m^{t-1} too, so ΔE_m pays alpha only for
        # evidence that was obtained (or no longer needed), never for giving up.
        gave_up = set(nxt.unresolved) - set(wm.unresolved)
        before_m = sum(1 for f in before if f not in gave_up)
        reward = clinical_reward(
            before_m, len(self.missing(nxt)), before_c, self.confidence(nxt), self.weights
        )
        if wm.resume and name != "backtrack":
            nxt = replace(nxt, resume="")
        nxt = nxt.log(TrajectoryStep(name, reward, detail))
        return nxt, reward, nxt.stage == "closed" or nxt.steps >= self.eta

    def _request(self, wm: WorkingMemory, role: str) -> AgentResponse:
        req = AgentRequest(role, wm.E, wm.H, self.missing(wm), wm.unresolved, self.max_items)
        answer = self.agents[role].respond(req)
        if not isinstance(answer, AgentResponse):
            raise SearchError(
                f"the {role} agent returned {type(answer).__name__}, not an AgentResponse"
            )
        return answer

    def _do_perceive(self, wm, role):
        answer = self._request(wm, role)
        open_ = set(self._open(wm, role))
        asked, rejected = [], []
        for f in answer.requests:  # validate: only open findings of this modality
            (asked if f in open_ and f not in asked else rejected).append(f)
        asked = asked[: self.max_items]
        found, unresolved = {}, []
        for f in asked:
            value = self.observe(f, wm)
            if value is None:
                unresolved.append(f)  # cannot be had: marked, never invented
            else:
                found[f] = bool(value)
        if not asked:
            # The agent responsible for this modality asked nothing (it had
            # nothing to ask, or it failed): the key evidence of its modality
            # cannot be had through it, so it is unresolved, not waited for.
            unresolved = [f for f in self.missing(wm) if f in open_]
        nxt = wm.with_evidence(found, unresolved)
        if not asked:  # and the role is not asked again until evidence changes
            nxt = replace(nxt, silent=wm.silent + (role,))
        return nxt, (
            ("requested", tuple(asked)),
            ("found", tuple(sorted(found.items()))),
            ("unresolved", tuple(unresolved)),
            ("rejected", tuple(map(str, rejected))),
        )

    def _do_diagnosis(self, wm, _):
        answer = self._request(wm, "diagnosis")
        new = {
            d: float(c)
            for d, c in answer.hypotheses.items()
            if d in self.kb.treatment
            and isinstance(c, (int, float))
            and math.isfinite(c)
            and 0.0 <= c <= 1.0
        }
        # The snapshot is the state before the hypotheses were committed.
        nxt = replace(
            wm.push_snapshot(),
            hypotheses=update_hyp(wm.hypotheses, new),
            stage="diagnose",
            pending=(),
            diagnosed_on=(wm.evidence, wm.unresolved),
        )
        return nxt, (("hypotheses", tuple((d, round(c, 4)) for d, c in nxt.hypotheses)),)

    def _do_treatment(self, wm, _):
        answer = self._request(wm, "treatment")
        plan = tuple(str(t) for t in answer.treatment)
        chain = answer.chain if len(answer.chain) == 3 else ((), wm.hypotheses[0][0], plan)
        nxt = replace(wm, treatment=(tuple(chain[0]), str(chain[1]), plan), stage="closed")
        return nxt, (("diagnosis", str(chain[1])), ("treatment", plan))

    def _do_retrieve(self, wm, _):
        query = self._query(wm)
        hits = self.memory.retrieve(query, self.retrieve_k)
        imp = self.memory.importance(hits, wm.E, wm.unresolved)
        flagged = tuple(e for e, v in imp.items() if v >= self.delta)
        ids = tuple(self.memory.records[i]["id"] for i, _ in hits)
        nxt = replace(wm, retrieved=(query, ids), flagged=flagged)
        return nxt, (("records", ids), ("flagged", flagged))

    def backtrack_target(self, wm: WorkingMemory) -> tuple[str, str, int]:
        """Where a backtrack from ``wm`` goes: ``(evidence type, point, step)``.

        The type is the modality of the most wanted missing finding (``""``
        when nothing is missing and the backtrack only seeks more
        confidence: then it goes back before the hypotheses, with no agent
        chosen); the point comes from :data:`BACKTRACK_TARGETS`; ``step`` is
        the length of the trajectory prefix whose end state is restored.
        """
        missing = self.missing(wm)
        kind = self.kb.modality[missing[0]] if missing else ""
        point = BACKTRACK_TARGETS.get(kind, "before_hypotheses")
        last = max((i for i, t in enumerate(wm.trajectory) if t.action == "diagnosis"), default=0)
        return kind, point, last + (point == "after_hypotheses")

    def _do_backtrack(self, wm, _):
        missing = self.missing(wm)
        kind, point, to_step = self.backtrack_target(wm)
        nxt = wm.restore(pending=missing, keep_hypotheses=point == "after_hypotheses", resume=kind)
        return nxt, (("missing", missing), ("type", kind), ("point", point), ("to_step", to_step))

    def _do_terminate(self, wm, _):
        return replace(wm, stage="closed"), ()


class _RootWeights:
    """The planning model, with the root's weights given (the judge's O at the real state).

    Rollouts and tree nodes never hold the root object again (every step
    makes a new working memory), so identity tells the root apart.
    """

    def __init__(self, env: ClinicalEnv, root: WorkingMemory, weights: list):
        self.env, self.root, self.weights = env, root, weights
        self.num_actions = env.num_actions

    def priors(self, state):
        return self.weights if state is self.root else self.env.priors(state)

    def step(self, state, action):
        return self.env.step(state, action)


def predicted_observation(kb: KnowledgeBase) -> Observe:
    """The planning model's observation: present iff the belief predicts it more likely than not.

    Used inside the search only; the real step asks the patient.
    """
    cache = lru_cache(maxsize=4096)(lambda ev: kb.predictive(kb.posterior(dict(ev))))

    def observe(finding: str, wm: WorkingMemory) -> bool:
        return bool(cache(wm.evidence)[kb.finding_index[finding]] >= 0.5)

    return observe


SELECTION_RULES = ("paper", "puct")
"""How a real step chooses its action (:attr:`SearchSettings.rule`)."""


@dataclass(frozen=True)
class SearchSettings:
    """Search settings of one orchestration step.

    ``rule`` chooses how:

    * ``"paper"`` (default): the selection of the ClinicalAgents paper (§3.2)
      with :func:`clinarg.mcts.select_by_rollouts`: for each of the ``top_k``
      actions of highest prior O(a | M), ``n_rollouts`` rollouts to the end
      of the episode (closure or η); Q(M, a) is their mean discounted return
      and the step takes a* = argmax Q(M, a) + ``c_puct`` · O(a | M).
    * ``"puct"``: a PUCT tree search of ``num_simulations`` simulations
      (:func:`clinarg.mcts.search`; new leaves evaluated by ``n_rollouts``
      rollouts of at most ``rollout_depth`` steps) that takes the most
      visited root action.

    ``c_puct`` is λ in both rules; ``n_rollouts`` defaults to 8 for
    ``"paper"`` and 1 for ``"puct"``; ``num_simulations`` and
    ``rollout_depth`` concern ``"puct"`` only.
    """

    num_simulations: int = 48
    c_puct: float = 1.0
    rule: str = "paper"
    gamma: float = 0.95
    top_k: int | None = 4
    n_rollouts: int | None = None
    rollout_depth: int = 6
    seed: int = 0

    def __post_init__(self):
        if self.rule not in SELECTION_RULES:
            raise ParameterError(f"rule must be one of {SELECTION_RULES}, got {self.rule!r}")

    @property
    def rollouts(self) -> int:
        """N: ``n_rollouts``, or the rule's default (8 for paper, 1 for puct)."""
        if self.n_rollouts is not None:
            return self.n_rollouts
        return 8 if self.rule == "paper" else 1

    def describe(self) -> dict:
        """The settings a report records."""
        out = {
            "rule": self.rule,
            "lambda": self.c_puct,
            "gamma": self.gamma,
            "top_k": self.top_k,
            "n_rollouts": self.rollouts,
            "seed": self.seed,
        }
        if self.rule == "puct":
            out.update(num_simulations=self.num_simulations, rollout_depth=self.rollout_depth)
        return out


@dataclass(frozen=True)
class DiagnosisReport:
    """The outcome of an orchestrated consultation.

    ``diagnosis`` is the leading hypothesis at the end; ``closure`` says how
    the episode ended: ``"treatment"`` (diagnostic closure with a plan),
    ``"terminate"`` (stopped without treating) or ``"step limit"`` (η).
    """

    case: str
    diagnosis: str | None
    label: str | None
    confidence: float
    treatment: tuple
    chain: dict | None
    trace: list
    unresolved: list
    evidence: dict
    hypotheses: dict
    steps: int
    closure: str = "step limit"
    expected_diagnosis: str | None = None
    search: dict | None = None

    def to_dict(self) -> dict:
        return {
            "case": self.case,
            "diagnosis": self.diagnosis,
            "label": self.label,
            "confidence": self.confidence,
            "closure": self.closure,
            "treatment": list(self.treatment),
            "chain": self.chain,
            "trace": self.trace,
            "unresolved": self.unresolved,
            "evidence": self.evidence,
            "hypotheses": self.hypotheses,
            "steps": self.steps,
            "expected_diagnosis": self.expected_diagnosis,
            "search": self.search,
        }


_MAPPING_DETAILS = frozenset({"found", "hypotheses"})


def _jsonable(key, value):
    """A step detail as JSON: pairs become objects for the mapping-valued keys."""
    if key in _MAPPING_DETAILS:
        return {k: v for k, v in value}
    return list(value) if isinstance(value, tuple) else value


@dataclass
class Orchestrator:
    """Runs a consultation: search, act, observe, until closure or η steps.

    Parameters
    ----------
    kb, memory : KnowledgeBase, ExperienceMemory
        Default to the shipped ones.
    agents : mapping role -> Agent, optional
        The agents that act; defaults to
        :func:`~clinarg.protocols.diagnose.agents.knowledge_agents`, and any member can be
        replaced by another :class:`~clinarg.protocols.diagnose.agents.Agent` (e.g. a
        :class:`~clinarg.protocols.diagnose.adapter.BackendAgent`).
    plan_with_agents : bool
        Plan with the acting agents too.  By default the search plans with
        the offline knowledge-based pool (thousands of calls per step) and
        only the real steps ask ``agents``.
    eta, delta, rho, weights : see :class:`ClinicalEnv`.
    search : SearchSettings
    judge : Judge, optional
        The orchestrator's own judgements O(a | M, I_select), E_m and c at
        the real steps (e.g. :class:`~clinarg.protocols.diagnose.adapter.BackendJudge`);
        the knowledge rules by default.  The planning model's rollouts
        always use the rules (a judged rollout would cost thousands of calls
        per step): the judge's O weighs the candidates at the real state, and
        its E_m and c give the real steps' Φ and rewards.
    """

    kb: KnowledgeBase | None = None
    memory: ExperienceMemory | None = None
    agents: Mapping[str, Agent] | None = None
    eta: int = 20
    delta: float = 0.5
    rho: float = 0.15
    close_at: float = 0.6
    weights: RewardWeights = RewardWeights()
    search: SearchSettings = field(default_factory=SearchSettings)
    plan_with_agents: bool = False
    judge: Judge | None = None

    def __post_init__(self):
        if not isinstance(self.eta, int) or not 1 <= self.eta <= 1000:
            raise SearchError(f"eta must be an integer in [1, 1000], got {self.eta!r}")
        if not 0.0 < self.delta <= 1.0:
            raise SearchError(f"delta must be in (0, 1], got {self.delta!r}")
        if not 0.0 <= self.close_at <= 1.0:
            raise SearchError(f"close_at must be in [0, 1], got {self.close_at!r}")
        self.kb = self.kb or KnowledgeBase.load()
        self.memory = self.memory or ExperienceMemory.load()
        offline = knowledge_agents(self.kb)
        self.agents = {**offline, **(self.agents or {})}
        self.planning_agents = self.agents if self.plan_with_agents else offline

    def env(
        self,
        observe: Observe,
        agents: Mapping[str, Agent] | None = None,
        judge: Judge | None = None,
    ) -> ClinicalEnv:
        return ClinicalEnv(
            self.kb,
            self.memory,
            agents or self.agents,
            observe,
            eta=self.eta,
            delta=self.delta,
            rho=self.rho,
            close_at=self.close_at,
            weights=self.weights,
            judge=judge,
        )

    def start(self, case: ClinicalCase) -> WorkingMemory:
        case.check_against(self.kb)
        return WorkingMemory().with_evidence(case.initial)

    def planner(self) -> ClinicalEnv:
        """The planning model: the environment with predicted observations."""
        return self.env(predicted_observation(self.kb), self.planning_agents)

    def choose(
        self,
        wm: WorkingMemory,
        step: int,
        planner: ClinicalEnv | None = None,
        real: ClinicalEnv | None = None,
    ):
        """Choose the action at ``wm`` on the planning model, by ``search.rule``.

        Returns the action id and what the choice saw, for the trace: with
        ``"paper"`` ``{"selection": {action: {"prior", "q", "score"}}}`` over
        the candidates A_K (Q on the scale of the returns); with ``"puct"``
        ``{"visits": {action: visits}}``.  ``planner`` (from :meth:`planner`)
        is reused by :meth:`run` across its steps, so its posterior cache
        lasts the whole consultation.  With a judge on ``real``, the root's
        weights are the judge's O over the actions both ``real`` and the
        planning model allow (if there is none, the step takes the judge's
        most preferred action without planning).
        """
        s = self.search
        planner = self.planner() if planner is None else planner
        if real is not None and real.judge is not None:
            judged = real.priors(wm)
            ruled = planner.priors(wm)
            both = [j if r > 0 else 0.0 for j, r in zip(judged, ruled, strict=True)]
            if not any(both):
                a = max(range(len(ACTIONS)), key=lambda i: (judged[i], -i))
                total = sum(judged)
                return a, {
                    "selection": {
                        ACTIONS[i]: {"prior": round(judged[i] / total, 6)}
                        for i in range(len(ACTIONS))
                        if judged[i] > 0
                    }
                }
            planner = _RootWeights(planner, wm, both)
        if s.rule == "paper":
            from ...mcts.rollouts import select_by_rollouts

            sel = select_by_rollouts(
                planner,
                wm,
                top_k=s.top_k or len(ACTIONS),
                n_rollouts=s.rollouts,
                lam=s.c_puct,
                gamma=s.gamma,
                max_steps=self.eta + 1,
                seed=s.seed + step,
            )
            seen = {
                ACTIONS[a]: {
                    "prior": round(float(sel.priors[a]), 6),
                    "q": round(float(sel.q_values[a]), 6),
                    "score": round(float(sel.scores[a]), 6),
                }
                for a in sel.candidates
            }
            return sel.action, {"selection": seen}
        from ...mcts.puct import search

        res = search(
            planner,
            wm,
            num_simulations=s.num_simulations,
            c_puct=s.c_puct,
            rule="puct",
            gamma=s.gamma,
            top_k=s.top_k,
            n_rollouts=s.rollouts,
            rollout_depth=s.rollout_depth,
            seed=s.seed + step,
        )
        visits = {ACTIONS[a]: int(n) for a, n in enumerate(res.visit_counts) if n}
        return res.action, {"visits": visits}

    def run(self, case: ClinicalCase) -> DiagnosisReport:
        """Orchestrate the agents on ``case`` until closure or η steps."""
        real = self.env(lambda f, wm: case.reveal(f), judge=self.judge)
        planner = self.planner()
        wm = self.start(case)
        trace, done = [], False
        while not done:
            action, seen = self.choose(wm, wm.steps, planner, real)
            wm, reward, done = real.step(wm, int(action))
            entry = {"step": wm.steps, "action": ACTIONS[action], "reward": round(reward, 6)}
            entry.update({k: _jsonable(k, v) for k, v in wm.trajectory[-1].detail})
            entry.update(seen)
            if self.judge is not None:  # E_m^t and c_t, as the step's reward used them
                entry["judged"] = {
                    "missing": list(real.missing(wm)),
                    "confidence": round(real.confidence(wm), 6),
                }
            trace.append(entry)
        top = wm.hypotheses[0] if wm.hypotheses else (None, 0.0)
        chain = None
        if wm.treatment:
            support, dx, plan = wm.treatment
            chain = {
                "evidence": {f: bool(v) for f, v in support},
                "diagnosis": dx,
                "treatment": list(plan),
            }
        return DiagnosisReport(
            case=case.name,
            diagnosis=top[0],
            label=self.kb.labels.get(top[0]) if top[0] else None,
            confidence=round(float(top[1]), 6),
            treatment=wm.treatment[2] if wm.treatment else (),
            chain=chain,
            trace=trace,
            unresolved=list(wm.unresolved),
            evidence=wm.E,
            hypotheses={d: round(c, 6) for d, c in wm.hypotheses},
            steps=wm.steps,
            closure=trace[-1]["action"] if wm.stage == "closed" else "step limit",
            expected_diagnosis=case.expected_diagnosis,
            search=self.search.describe(),
        )
