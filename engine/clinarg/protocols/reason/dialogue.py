"""The Generator/Verifier interaction of ArgMed-Agents (Algorithm 1).

The Generator instantiates a scheme; the Verifier answers each of the
argument's critical questions.  A question that rejects the argument either
makes the argument attack itself (no derived scheme; for ASD.CQ1 and ASD.CQ3
a new decision is then generated, as section 3 of the paper says) or
recurses into the derived scheme and adds the attack its rule prescribes (see
:mod:`clinarg.protocols.reason.schemes`).  Bounds: at most ``limit`` decision
arguments (the dialogue limit, default 4), at most ``max_side_effects``
side-effect arguments per decision, at most ``max_arguments`` in all; a
repetition guard drops an argument that restates an earlier one.

A backend failure (:class:`clinarg.errors.BackendError`) is recorded in the
trace and the dialogue goes on: a failed Generator call instantiates nothing,
a failed Verifier call leaves the question unanswered (not rejected).

Examples
--------
>>> from clinarg.protocols.reason.case import parse_case
>>> from clinarg.protocols.reason.offline import KnowledgeBackend
>>> case = parse_case({"patient": {"facts": ["hypertension", "chronic_cough"]},
...                    "goal": "lower_blood_pressure", "options": ["acei", "arb"]})
>>> record = run_dialogue(case, KnowledgeBackend())
>>> [(a.id, a.scheme, a.variables.get("decision")) for a in record.arguments][:2]
[('A1', 'ASD', 'acei'), ('A2', 'ASSE', 'acei')]
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ...errors import BackendResponseError, ParameterError
from ...llm.base import Request, ask, call_stats
from .knowledge import KnowledgeBase
from .prompts import case_context, display, generate_request, verify_request
from .schemes import (
    BETTER_ATTACKS_WORSE,
    DERIVED_ATTACKS,
    NO_ATTACK,
    SCHEMES,
    SELF,
    SELF_THEN_NEW_DECISION,
    schemes_for,
)

__all__ = ["DialogueArgument", "DialogueRecord", "run_dialogue", "DEFAULT_LIMIT"]

DEFAULT_LIMIT = 4


@dataclass
class DialogueArgument:
    """An instantiated scheme.

    Attributes
    ----------
    id : str
        ``A1``, ``A2``... in order of generation.
    scheme : str
    variables : dict
        The scheme's variables as instantiated (``decision``, ``side_effect``,
        ``better``/``worse``/``criterion``).
    text, evidence : str
    origin : dict or None
        ``{"argument": id, "question": "ASD.CQ2"}`` for derived arguments.
    """

    id: str
    scheme: str
    variables: dict
    text: str
    evidence: str | None = None
    origin: dict | None = None

    @property
    def kind(self) -> str:
        return SCHEMES[self.scheme].kind

    def to_dict(self) -> dict:
        return {
            "id": self.id,
            "scheme": self.scheme,
            "kind": self.kind,
            "variables": dict(self.variables),
            "text": self.text,
            "evidence": self.evidence,
            "origin": self.origin,
        }


@dataclass
class DialogueRecord:
    """What a dialogue produced: arguments, attacks with their rule, the trace."""

    arguments: list[DialogueArgument] = field(default_factory=list)
    attacks: list[tuple[str, str, str]] = field(default_factory=list)
    trace: list[dict] = field(default_factory=list)
    limit: int = DEFAULT_LIMIT
    asse_cq3: str = "self-attack"
    few_shot: bool = True

    def argument(self, arg_id: str) -> DialogueArgument:
        for a in self.arguments:
            if a.id == arg_id:
                return a
        raise KeyError(arg_id)

    def stats(self) -> dict:
        calls = [e for e in self.trace if "task" in e]
        totals = call_stats(calls)
        return {
            "calls": totals["calls"],
            "failed_calls": totals["failed_calls"],
            "generator_calls": sum(1 for e in calls if e["role"] == "generator"),
            "verifier_calls": sum(1 for e in calls if e["role"] == "verifier"),
            "tokens": totals["tokens"],
            "latency_ms": totals["latency_ms"],
        }


def _norm(value) -> str:
    return " ".join(str(value).split()).casefold()


def _identity(scheme: str, v: dict) -> tuple:
    if scheme == "ASD":
        return ("ASD", _norm(v["decision"]))
    if scheme == "ASSE":
        return ("ASSE", _norm(v["decision"]), _norm(v["side_effect"]))
    return ("ASBD", frozenset((_norm(v["better"]), _norm(v["worse"]))))


def check_settings(limit, max_side_effects=3, max_arguments=64, few_shot=True) -> None:
    """Check the dialogue's bounds and few-shot switch, before any backend call.

    Examples
    --------
    >>> check_settings(4, 0)
    >>> check_settings(4, -1)
    Traceback (most recent call last):
    ...
    clinarg.errors.ParameterError: max_side_effects must be an integer of at least 0, got -1
    """
    if not isinstance(few_shot, bool):
        raise ParameterError(f"few_shot must be True or False, got {few_shot!r}")
    for name, value, low in (
        ("the dialogue limit", limit, 1),
        ("max_side_effects", max_side_effects, 0),
        ("max_arguments", max_arguments, 1),
    ):
        if isinstance(value, bool) or not isinstance(value, int) or value < low:
            raise ParameterError(f"{name} must be an integer of at least {low}, got {value!r}")


class _Dialogue:
    def __init__(
        self, case, backend, kb, limit, max_side_effects, max_arguments, asse_cq3, few_shot
    ):
        check_settings(limit, max_side_effects, max_arguments, few_shot)
        self.schemes = schemes_for(asse_cq3)
        self.case = case
        self.backend = backend
        self.kb = kb
        self.ctx = case_context(case, kb)
        self.max_side_effects = max_side_effects
        self.max_arguments = max_arguments
        self.record = DialogueRecord(limit=limit, asse_cq3=asse_cq3, few_shot=few_shot)
        self.by_identity: dict[tuple, DialogueArgument] = {}

    # -- bookkeeping -------------------------------------------------------
    def _note(self, event: str, message: str, argument: str | None = None) -> None:
        self.record.trace.append(
            {
                "step": len(self.record.trace) + 1,
                "role": "dialogue",
                "event": event,
                "argument": argument,
                "message": message,
            }
        )

    def _decisions(self) -> list[DialogueArgument]:
        return [a for a in self.record.arguments if a.scheme == "ASD"]

    def _call(self, request: Request, argument: str | None, outcome_of) -> dict | None:
        entry: dict[str, Any] = {
            "step": len(self.record.trace) + 1,
            "role": request.role,
            "task": request.task,
            "argument": argument,
            "prompt": request.prompt,
        }
        self.record.trace.append(entry)
        # whatever the backend, the dialogue only acts on schema-valid answers
        value = ask(self.backend, request, entry)
        entry["answer"] = value
        if value is None:
            entry["outcome"] = "failed: " + entry["error"]["message"]
            return None
        entry["outcome"] = outcome_of(value)
        return value

    def _full(self) -> bool:
        if len(self.record.arguments) >= self.max_arguments:
            self._note("limit", f"argument cap of {self.max_arguments} reached")
            return True
        return False

    def _add(self, scheme, variables, answer, origin, entry_index) -> DialogueArgument | None:
        ident = _identity(scheme, variables)
        if ident in self.by_identity:
            prior = self.by_identity[ident]
            self._note("repetition", f"the Generator restated {prior.id}; dropped", prior.id)
            return None
        arg = DialogueArgument(
            id=f"A{len(self.record.arguments) + 1}",
            scheme=scheme,
            variables=variables,
            text=answer.get("text") or "",
            evidence=answer.get("evidence"),
            origin=origin,
        )
        self.record.arguments.append(arg)
        self.by_identity[ident] = arg
        self.record.trace[entry_index]["created"] = arg.id
        return arg

    def _bad_answer(self, entry_index: int, message: str) -> None:
        entry = self.record.trace[entry_index]
        entry["error"] = {"type": BackendResponseError.__name__, "message": message}
        entry["outcome"] = "failed: " + message

    # -- generation ------------------------------------------------------------
    def _generate(self, scheme: str, purpose: str, origin, **kw) -> DialogueArgument | None:
        if self._full():
            return None
        if scheme == "ASD" and len(self._decisions()) >= self.record.limit:
            self._note("limit", f"dialogue limit of {self.record.limit} decisions reached")
            return None
        request = generate_request(
            self.ctx, scheme, purpose, kb=self.kb, few_shot=self.record.few_shot, **kw
        )
        index = len(self.record.trace)
        answer = self._call(
            request,
            origin and origin["argument"],
            lambda v: "instantiated" if v.get("found") else "nothing to instantiate",
        )
        if not answer or not answer.get("found"):
            return None
        if scheme == "ASD":
            variables = {"goal": self.case.goal, "decision": answer.get("decision")}
            needed = ("decision",)
        elif scheme == "ASSE":
            variables = {
                "decision": kw["variables"]["decision"],
                "side_effect": answer.get("side_effect"),
            }
            needed = ("side_effect",)
        else:
            pair = list(kw["variables"]["decisions"])
            better = self._match(answer.get("better"), pair)
            worse = self._match(answer.get("worse"), pair)
            if better is None or worse is None or better == worse:
                self._bad_answer(index, "the comparison does not name the two decisions")
                return None
            variables = {
                "goal": self.case.goal,
                "better": pair[better],
                "worse": pair[worse],
                "criterion": answer.get("criterion"),
            }
            needed = ("criterion",)
        missing = [
            k for k in needed if not (isinstance(variables[k], str) and variables[k].strip())
        ]
        if missing:
            self._bad_answer(index, f"found is true but {', '.join(missing)} is empty")
            return None
        return self._add(scheme, variables, answer, origin, index)

    def _match(self, value, pair) -> int | None:
        """Index in ``pair`` of the decision ``value`` names: as written, by its
        plain-words label or option text, or as ``D1``/``D2`` (the names used
        in the prompt)."""
        if not isinstance(value, str):
            return None
        v = _norm(value)
        for i, x in enumerate(pair):
            names = {_norm(x), _norm(display(x, self.kb, self.ctx.get("labels"))), f"d{i + 1}"}
            text = self.case.option_text(x)
            if text is not None:
                names.add(_norm(text))
            if v in names:
                return i
        return None

    def _attack(self, source: DialogueArgument, target: DialogueArgument, rule: str) -> None:
        edge = (source.id, target.id, rule)
        if edge not in self.record.attacks:
            self.record.attacks.append(edge)

    def _examine(self, arg: DialogueArgument) -> None:
        scheme = self.schemes[arg.scheme]
        for cq in scheme.questions:
            name = f"{scheme.id}.{cq.id}"
            if "ASD" in cq.derives and len(self._decisions()) >= self.record.limit:
                self._note(
                    "limit",
                    f"{name} not asked: dialogue limit of {self.record.limit} decisions reached",
                    arg.id,
                )
                continue
            exclude = (
                [d.variables["decision"] for d in self._decisions()]
                if cq.attack == BETTER_ATTACKS_WORSE
                else ()
            )
            request = verify_request(
                self.ctx,
                scheme.id,
                cq.id,
                arg.variables,
                text=arg.text,
                exclude=exclude,
                kb=self.kb,
                few_shot=self.record.few_shot,
            )
            answer = self._call(
                request,
                arg.id,
                lambda v, cq=cq: (
                    ("rejected: " + cq.rejected_when) if v["rejected"] else "not rejected"
                ),
            )
            if not answer or not answer["rejected"]:
                continue
            origin = {"argument": arg.id, "question": name}
            # section 4.1: the reason of the rejection goes back to the Generator
            why = dict(origin, reason=answer["reason"])
            if cq.attack in (SELF, SELF_THEN_NEW_DECISION):
                self._attack(arg, arg, "self")
            if cq.attack == SELF_THEN_NEW_DECISION:
                # section 3: the decision refutes itself, then a new one is generated
                done = [d.variables["decision"] for d in self._decisions()]
                other = self._generate("ASD", "replacement", origin, exclude=done, rejection=why)
                if other is not None:
                    self._examine(other)
            elif cq.attack == DERIVED_ATTACKS:
                for _ in range(self.max_side_effects):
                    done = [
                        a.variables["side_effect"]
                        for a in self.record.arguments
                        if a.scheme == "ASSE"
                        and _norm(a.variables["decision"]) == _norm(arg.variables["decision"])
                    ]
                    child = self._generate(
                        cq.derives[0],
                        "side_effect",
                        origin,
                        variables={"decision": arg.variables["decision"]},
                        exclude=done,
                        rejection=why,
                    )
                    if child is None:
                        break
                    self._attack(child, arg, name)
                    self._examine(child)
            elif cq.attack == BETTER_ATTACKS_WORSE:
                other = self._generate("ASD", "alternative", origin, exclude=exclude, rejection=why)
                if other is None:
                    continue
                pair = [arg.variables["decision"], other.variables["decision"]]
                better = self._generate(
                    "ASBD", "comparison", origin, variables={"decisions": pair}, rejection=why
                )
                if better is not None:
                    worse_name = _norm(better.variables["worse"])
                    worse = arg if _norm(arg.variables["decision"]) == worse_name else other
                    self._attack(better, worse, name)
                    self._examine(better)
                self._examine(other)
            elif cq.attack == NO_ATTACK:
                parent = {
                    "decision": arg.variables["decision"],
                    "side_effect": arg.variables["side_effect"],
                }
                done = [d.variables["decision"] for d in self._decisions()]
                child = self._generate(
                    "ASD", "amelioration", origin, exclude=done, parent=parent, rejection=why
                )
                if child is not None:
                    self._examine(child)

    def run(self) -> DialogueRecord:
        first = self._generate("ASD", "initial", None)
        if first is None:
            self._note("end", "the Generator proposed no decision")
        else:
            self._examine(first)
        return self.record


def run_dialogue(
    case,
    backend,
    *,
    kb: KnowledgeBase | None = None,
    limit: int = DEFAULT_LIMIT,
    max_side_effects: int = 3,
    max_arguments: int = 64,
    asse_cq3: str = "self-attack",
    few_shot: bool = True,
) -> DialogueRecord:
    """Run Algorithm 1 on ``case`` with ``backend`` answering both roles.

    Parameters
    ----------
    case : clinarg.protocols.reason.case.Case
    backend : Backend
        Anything with ``complete(Request) -> Completion``.
    limit : int
        Dialogue limit: the most decision (ASD) arguments generated.
    max_side_effects : int
        The most ASSE arguments derived for one decision.
    max_arguments : int
        Hard cap on all arguments.
    asse_cq3 : {"self-attack", "derive"}
        Reading of ASSE.CQ3 (:func:`~clinarg.protocols.reason.schemes.schemes_for`):
        Figure 2's self-attack (default) or Table 3's derived decision.
    few_shot : bool
        Give each role its few-shot examples in the system prompt (default).

    Returns
    -------
    DialogueRecord
    """
    return _Dialogue(
        case,
        backend,
        kb or KnowledgeBase.default(),
        limit,
        max_side_effects,
        max_arguments,
        asse_cq3,
        few_shot,
    ).run()
