"""From a case to an explained decision: dialogue, framework, Reasoner.

Examples
--------
>>> from clinarg.protocols.reason import reason_case, example_case
>>> result = reason_case(example_case("depression_insomnia"))
>>> result.to_dict()["decisions"]
['Take trazodone (a serotonin antagonist and reuptake inhibitor) to treat the depression.']
>>> reason_case(example_case("stroke_hypertension")).to_dict()["decisions"]
['Take an ACE inhibitor (e.g. perindopril) to lower the blood pressure to prevent another stroke.']
"""

from __future__ import annotations

from dataclasses import dataclass
from importlib import resources

from ..._deadline import validate_timeout
from ...errors import ClinargError
from .case import Case, load_case, parse_case
from .dialogue import DEFAULT_LIMIT, DialogueRecord, check_settings, run_dialogue
from .framework import ArgMedFramework
from .knowledge import KnowledgeBase
from .prompts import goal_text
from .reasoner import Verdict, reason
from .render import to_dot
from .schemes import schemes_for

__all__ = ["ArgMedResult", "reason_case", "example_names", "example_case", "example_path"]


@dataclass(frozen=True)
class ArgMedResult:
    """Everything a run produced."""

    case: Case
    record: DialogueRecord
    framework: ArgMedFramework
    verdict: Verdict
    backend: dict
    kb: KnowledgeBase

    def decision_text(self, arg_id: str) -> str:
        return self.framework.graph.argument(arg_id).text or arg_id

    def to_dict(self) -> dict:
        """One JSON document: ``decisions``, ``abstained``, ``explanation``,
        ``graph`` (the project's argument-graph format), ``trace``, and the
        case, extensions, DOT text and run statistics.

        The outcome per question, for scoring (the error report of section
        5.1): ``decision`` (the decision term when exactly one decision is
        supported, else ``None``), ``abstained`` (Definition 4),
        ``reference_answer`` and ``correct`` (``True``/``False``; ``None``
        without a reference answer; several alternative decisions are not
        correct)."""
        g = self.framework.graph
        explanation = []
        for s in self.verdict.supports:
            because = [
                {"id": b, "scheme": g.argument(b).scheme, "text": g.argument(b).text}
                for b in s.explanation
            ]
            decision = g.argument(s.decision)
            ext = set(s.extension)
            # why not the other decisions: the members of this extension that
            # attack them (a decision is out because the extension attacks it)
            against = []
            for other in self.framework.decisions:
                if other == s.decision:
                    continue
                by = [a for a, _ in self.framework.attackers(other) if a in ext]
                beliefs = [a for a in by if a != s.decision]
                against.append(
                    {
                        "decision": other,
                        "decision_text": g.argument(other).text,
                        "defeated_by": beliefs or by,
                    }
                )
            explanation.append(
                {
                    "decision": s.decision,
                    "decision_term": (decision.metadata or {}).get("variables", {}).get("decision"),
                    "decision_text": decision.text,
                    "because": because,
                    "rather_than": against,
                    "extension": list(s.extension),
                }
            )
        stats = self.record.stats()
        terms = [
            (g.argument(d).metadata or {}).get("variables", {}).get("decision")
            for d in self.verdict.decisions
        ]
        decision = terms[0] if len(terms) == 1 else None
        return {
            "case": self.case.to_dict(),
            "goal": goal_text(self.case, self.kb),
            "decision": decision,
            "decision_terms": terms,
            "reference_answer": self.case.answer,
            "correct": self.case.is_answer(decision),
            "decisions": [self.decision_text(d) for d in self.verdict.decisions],
            "decision_arguments": list(self.verdict.decisions),
            "abstained": self.verdict.abstained,
            "abstention_reason": self.verdict.reason,
            "explanation": explanation,
            "extensions": [list(e) for e in self.verdict.extensions],
            "status": {a: self.verdict.status(a) for a in g.ids},
            "graph": self.framework.to_dict(),
            "dot": to_dot(self.framework, self.verdict, title=self.case.title),
            "trace": self.record.trace,
            "run": dict(
                stats,
                backend=self.backend,
                dialogue_limit=self.record.limit,
                asse_cq3=self.record.asse_cq3,
                few_shot=self.record.few_shot,
                semantics="preferred",
            ),
        }


def reason_case(
    case: Case | dict,
    backend=None,
    *,
    kb: KnowledgeBase | None = None,
    limit: int = DEFAULT_LIMIT,
    solver=None,
    timeout: float | None = None,
    max_side_effects: int = 3,
    asse_cq3: str = "self-attack",
    few_shot: bool = True,
) -> ArgMedResult:
    """Run ArgMed end to end on ``case``.

    Parameters
    ----------
    case : Case or dict
        A validated case, or a case document to validate: in the knowledge
        base's closed vocabulary for the knowledge backend, free text
        (:mod:`~clinarg.protocols.reason.case`) for any other backend.
    backend : Backend, optional
        Default: the offline :class:`~clinarg.protocols.reason.offline.KnowledgeBackend`.
    limit : int
        Dialogue limit (most decisions), default 4.
    solver : callable, optional
        Preferred-extension solver, see :func:`clinarg.protocols.reason.reasoner.reason`.
    timeout : float, optional
        Seconds for the preferred-extension solver.
    max_side_effects : int
        The most side-effect arguments derived for one decision.
    asse_cq3 : {"self-attack", "derive"}
        Reading of ASSE.CQ3: Figure 2's self-attack (default) or Table 3's
        derived ameliorating decision (see ``docs/argmed.md``).
    few_shot : bool
        Each role's few-shot examples in its system prompt (default True).

    Returns
    -------
    ArgMedResult

    Raises
    ------
    clinarg.errors.FormatError
        A bad case, or one outside the knowledge backend's vocabulary.
    clinarg.errors.ParameterError
        A bad ``limit``, ``max_side_effects``, ``few_shot``, ``asse_cq3`` or ``timeout``.
    """
    from .offline import KnowledgeBackend

    # arguments are checked before any backend call
    schemes_for(asse_cq3)
    check_settings(limit, max_side_effects, few_shot=few_shot)
    validate_timeout(timeout)
    kb = kb or KnowledgeBase.default()
    # the knowledge backend (recorded or not) reasons over its vocabulary only
    closed = backend is None or isinstance(getattr(backend, "backend", backend), KnowledgeBackend)
    if not isinstance(case, Case):
        case = parse_case(case, kb, closed=closed)
    elif closed:
        parse_case(case.to_dict(), kb, closed=True)
    if backend is None:
        backend = KnowledgeBackend(kb)
    record = run_dialogue(
        case,
        backend,
        kb=kb,
        limit=limit,
        max_side_effects=max_side_effects,
        asse_cq3=asse_cq3,
        few_shot=few_shot,
    )
    framework = ArgMedFramework.from_dialogue(record, name=case.title)
    verdict = reason(framework, solver=solver, timeout=timeout)
    return ArgMedResult(
        case=case,
        record=record,
        framework=framework,
        verdict=verdict,
        backend=backend.describe(),
        kb=kb,
    )


def _examples():
    return resources.files("clinarg.protocols.reason").joinpath("examples")


def example_names() -> list[str]:
    """Names of the shipped example cases.

    Examples
    --------
    >>> example_names()
    ['depression_insomnia', 'diabetes_ibs', 'stroke_hypertension']
    """
    return sorted(p.name[:-5] for p in _examples().iterdir() if p.name.endswith(".json"))


def example_path(name: str):
    """Path (a resource) of the shipped example ``name``."""
    if name not in example_names():
        raise ClinargError(f"unknown example {name!r}; known: {', '.join(example_names())}")
    return _examples().joinpath(name + ".json")


def example_case(name: str, kb: KnowledgeBase | None = None) -> Case:
    """The shipped example case ``name``, validated."""
    with resources.as_file(example_path(name)) as p:
        return load_case(p, kb)
