"""The built-in protocols of ``clinarg evaluate``: solve, strengths, reason, diagnose,
debate, plan.

Each function follows :mod:`~clinarg.commands.evaluate.registry`'s contract
and imports its engine or protocol only when it runs, so a worker pays for
what it uses.  The solver payloads are compact arrays (argument names, int32
attack sources and targets, float64 base scores), built in the parent by
:func:`graph_payload` and turned back into a framework by the engines' own
``from_arrays`` builders in the worker.
"""

from __future__ import annotations

import functools
import json

import numpy as np

from ..._deadline import remaining
from ...errors import ParameterError

__all__ = [
    "graph_payload",
    "run_solve",
    "run_strengths",
    "run_reason",
    "run_diagnose",
    "run_plan",
    "plan_outcome",
    "PLAN_REPORT",
    "reason_input",
    "reason_outcome",
    "baseline_request",
]


# ---------------------------------------------------------------- solvers
def graph_payload(path: str, protocol: str, *, ignore_supports: bool = False) -> dict:
    """Read one argument-graph file into the compact arrays a worker solves.

    ``solve`` gets ``{"names", "src", "dst"}``; ``strengths`` gets ``{"names",
    "base", "attacks", "supports"}`` (``(k, 2)`` int32 arrays) and the edge
    weights when the file has any (a JSON argument graph; a Dung file gives
    its attacks, with every base score 0.5).  ``ignore_supports`` lets
    ``solve`` read a JSON graph with supports by dropping them (as ``clinarg
    solve --ignore-supports``).

    Examples
    --------
    >>> import os, tempfile
    >>> p = os.path.join(tempfile.mkdtemp(), "g.apx")
    >>> _ = open(p, "w").write("arg(a). arg(b). att(a,b).")
    >>> payload = graph_payload(p, "solve")
    >>> payload["names"], payload["src"].tolist(), payload["dst"].tolist()
    (['a', 'b'], [0], [1])
    """
    if protocol == "solve":
        from ...formats import read_af

        af = read_af(path, ignore_supports=ignore_supports)
        src, dst = af.attack_arrays()
        return {
            "names": list(af.names),
            "src": np.ascontiguousarray(src, dtype=np.int32),
            "dst": np.ascontiguousarray(dst, dtype=np.int32),
        }
    from ...formats._registry import _read_bytes, detect_format, loads
    from ...qbaf import QBAF

    data = _read_bytes(path)
    fmt = detect_format(data, path)
    if fmt == "json":  # base scores, supports and weights
        from ...formats import jsondoc

        q = QBAF.from_graph(jsondoc.parse_graph(data, str(path)))
    else:  # a Dung file: its attacks, every base score the default
        af = loads(data, fmt, path=str(path))
        src, dst = af.attack_arrays()
        q = QBAF.from_arrays(
            np.full(af.n_arguments, 0.5), np.stack([src, dst], axis=1), names=af.names
        )

    def edges(kind):
        src, dst, w = q.edge_arrays(kind)
        return np.stack([src.astype(np.int32), dst], axis=1), (
            None if w is None else np.asarray(w, dtype=np.float64)
        )

    attacks, att_w = edges("attack")
    supports, sup_w = edges("support")
    return {
        "names": list(q.names),
        "base": np.asarray(q.base, dtype=np.float64),
        "attacks": attacks,
        "supports": supports,
        "attack_weights": att_w,
        "support_weights": sup_w,
    }


def run_solve(payload: dict, options: dict, deadline) -> dict:
    """One ICCMA task (``options["task"]``, e.g. ``"SE-PR"``) on one framework."""
    from ...dung import AF, count_extensions, credulous, extensions, skeptical, some_extension

    task, code = options["task"], options["semantics"]
    af = AF.from_arrays(payload["names"], payload["src"], payload["dst"])
    names = af.names

    def named(ext):
        return sorted(ext, key=af.index)

    if task == "SE":
        ext = some_extension(af, code, timeout=remaining(deadline))
        answer = None if ext is None else named(ext)
    elif task == "EE":
        answer = sorted(
            (named(e) for e in extensions(af, code, timeout=remaining(deadline))),
            key=lambda e: [af.index(x) for x in e],
        )
    elif task == "CE":
        answer = count_extensions(af, code, timeout=remaining(deadline))
    else:
        query = options["argument"]
        if query not in af:
            raise ParameterError(f"argument {query!r} is not in this graph")
        decide = credulous if task == "DC" else skeptical
        answer = decide(af, query, code, timeout=remaining(deadline)).accepted
    return {
        "answer": answer,
        "detail": {"arguments": len(names), "attacks": int(len(payload["src"]))},
    }


def run_strengths(payload: dict, options: dict, deadline) -> dict:
    """Final strengths of one QBAF under ``options["semantics"]``."""
    from ...qbaf import QBAF, strengths

    q = QBAF.from_arrays(
        payload["base"],
        payload["attacks"],
        payload["supports"],
        payload["names"],
        attack_weights=payload.get("attack_weights"),
        support_weights=payload.get("support_weights"),
    )
    result = strengths(q, options["semantics"], timeout=remaining(deadline))
    values = dict(zip(result.names, result.values.tolist(), strict=True))
    return {
        "answer": values,
        "detail": {
            "converged": bool(result.converged),
            "residual": float(result.residual),
            "arguments": len(values),
        },
    }


# ------------------------------------------------------------ the backends
def _reason_offline(kb_path: str | None):
    from ...protocols.reason.offline import KnowledgeBackend

    return KnowledgeBackend(_reason_kb(kb_path))


def _debate_offline(kb_path: str | None):
    from ...protocols.debate import KnowledgeDebateBackend

    return KnowledgeDebateBackend()


def _plan_offline(kb_path: str | None):
    from ...protocols.plan import KnowledgePlanBackend

    return KnowledgePlanBackend()


#: The offline backend of each protocol (``--backend knowledge``), by key:
#: ArgMed's knowledge base answers reason (and nothing in diagnose goes
#: through it); the knowledge-graph backend plays every MLAD agent; CANOE's
#: care-planning knowledge base plays every plan role.
_OFFLINE = {"reason": _reason_offline, "debate": _debate_offline, "plan": _plan_offline}


@functools.lru_cache(maxsize=8)
def _backend_for(llm_json: str, kb_path: str | None, offline: str = "reason"):
    """One backend per worker process, settings and offline backend
    (``offline``, a key of :data:`_OFFLINE`): HTTP connections and a replayed
    cassette are reused across items."""
    import argparse

    from .._llm import make_backend

    settings = argparse.Namespace(**json.loads(llm_json))
    return make_backend(settings, functools.partial(_OFFLINE[offline], kb_path))


@functools.lru_cache(maxsize=4)
def _reason_kb(path: str | None):
    from ...protocols.reason import KnowledgeBase

    return KnowledgeBase.load(path) if path else KnowledgeBase.default()


def _backend(options: dict, offline: str = "reason"):
    return _backend_for(
        json.dumps(options["llm"], sort_keys=True), options.get("knowledge_base"), offline
    )


def _add_usage(total: dict | None, usage) -> dict | None:
    if not usage:
        return total
    total = dict(total or {"prompt_tokens": 0, "completion_tokens": 0})
    for k in ("prompt_tokens", "completion_tokens"):
        total[k] += int(usage.get(k) or 0)
    return total


# ------------------------------------------------------------------ ArgMed
def reason_input(data: dict, kb) -> tuple[dict, dict]:
    """The ArgMed case for a data-set item, and how its decisions map to answers.

    The one place where data-set items meet :func:`clinarg.protocols.reason.reason_case`:
    today the protocol reads cases in its knowledge base's vocabulary, so a
    question item needs a ``"case"`` object; free-text questions will go
    straight through once the protocol reads them.

    Returns
    -------
    case : dict
        The case document.
    answer_of : dict
        Treatment term -> option key (an option whose text is the term, or
        the term's label in the knowledge base).
    """
    case = data.get("case")
    if case is None:
        raise ParameterError(
            "this item has no 'case' in the knowledge base's vocabulary; "
            "the ArgMed protocol does not read free-text questions yet"
        )
    answer_of = {}
    options = data.get("options") or {}
    for term, entry in kb.treatments.items():
        label = entry.get("label", "") if isinstance(entry, dict) else ""
        for key, text in options.items():
            if text.strip().casefold() in (term.casefold(), label.strip().casefold()):
                answer_of.setdefault(term, key)
    return case, answer_of


def reason_outcome(doc: dict, answer_of: dict) -> tuple[str | None, bool, dict]:
    """``(answer, abstained, detail)`` from an ArgMed result document.

    The abstention is the Reasoner's (Definition 4: no preferred extension
    holds a decision).  One supported decision is the answer: its option key
    when the item has options, else the treatment term.  Several supported
    decisions (in different preferred extensions) are answered as the list
    of their keys, which matches no single reference.

    Examples
    --------
    >>> doc = {"abstained": False, "explanation": [{"decision_term": "arb"}]}
    >>> reason_outcome(doc, {"arb": "B", "acei": "A"})[:2]
    ('B', False)
    >>> doc = {"abstained": False, "explanation": [{"decision_term": "arb"},
    ...                                            {"decision_term": "acei"}]}
    >>> reason_outcome(doc, {"arb": "B", "acei": "A"})[:2]
    (['A', 'B'], False)
    """
    terms = [e["decision_term"] for e in doc["explanation"]]
    terms = list(dict.fromkeys(t for t in terms if t))
    detail = {"decisions": terms, "abstention_reason": doc.get("abstention_reason")}
    if doc["abstained"] or not terms:
        return None, True, detail
    keys = [answer_of.get(t, t) for t in terms]
    return (keys[0] if len(keys) == 1 else sorted(keys)), False, detail


def _run_argmed(data: dict, options: dict, deadline) -> dict:
    from ...protocols.reason import reason_case

    kb = _reason_kb(options.get("knowledge_base"))
    case, answer_of = reason_input(data, kb)
    result = reason_case(
        case,
        _backend(options),
        kb=kb,
        limit=options.get("dialogue_limit", 4),
        timeout=remaining(deadline),
    )
    doc = result.to_dict()
    answer, abstained, detail = reason_outcome(doc, answer_of)
    stats = doc["run"]
    tokens = stats.get("tokens")
    if tokens:
        tokens = {k: tokens.get(k, 0) for k in ("prompt_tokens", "completion_tokens")}
    return {
        "answer": answer,
        "abstained": abstained,
        "detail": detail,
        "backend": {
            "calls": stats["calls"],
            "failed_calls": stats["failed_calls"],
            "tokens": tokens,
        },
    }


_BASELINE_SYSTEM = {
    "direct": "You are a clinical expert answering an exam question. Answer with the key "
    "of the one best option, as JSON.",
    "cot": "You are a clinical expert answering an exam question. Think step by step: write "
    "your reasoning first, then the key of the one best option, as JSON.",
}


def baseline_request(data: dict, setting: str):
    """The request a baseline (``"direct"`` or ``"cot"``) sends for one question.

    Examples
    --------
    >>> r = baseline_request({"question": "Best?", "options": {"A": "x", "B": "y"}}, "cot")
    >>> r.task, r.schema["required"]
    ('baseline:cot', ['reasoning', 'answer'])
    """
    from ...llm.base import Request

    options = data.get("options")
    if not options:
        raise ParameterError("the baselines answer questions with options")
    question = data.get("question") or (data.get("case") or {}).get("description")
    if not question:
        raise ParameterError("the baselines need the item's question text")
    parts = []
    if data.get("context"):
        parts.append("Context:\n" + data["context"])
    parts.append("Question:\n" + question)
    parts.append("Options:\n" + "\n".join(f"{k}. {v}" for k, v in options.items()))
    properties = {"answer": {"type": "string", "enum": list(options)}}
    required = ["answer"]
    if setting == "cot":
        properties = {"reasoning": {"type": "string"}, **properties}
        required = ["reasoning", "answer"]
    schema = {
        "type": "object",
        "properties": properties,
        "required": required,
        "additionalProperties": False,
    }
    return Request(
        role="baseline",
        task=f"baseline:{setting}",
        system=_BASELINE_SYSTEM[setting],
        prompt="\n\n".join(parts),
        schema=schema,
        context={"question": question, "options": dict(options)},
    )


def _run_baseline(data: dict, options: dict, deadline) -> dict:
    from ...llm.base import validate_answer

    setting = options["setting"]
    request = baseline_request(data, setting)
    completion = _backend(options).complete(request)  # a BackendError is the harness's to retry
    validate_answer(completion.value, request.schema)
    detail = {"reasoning": completion.value["reasoning"]} if setting == "cot" else {}
    return {
        "answer": completion.value["answer"],
        "abstained": False,
        "detail": detail,
        "backend": {
            "calls": completion.attempts,
            "failed_calls": 0,
            "tokens": _add_usage(None, completion.usage),
        },
    }


def run_reason(payload: dict, options: dict, deadline) -> dict:
    """ArgMed (setting ``argmed``) or a baseline (``direct``, ``cot``) on one item."""
    if options["setting"] == "argmed":
        return _run_argmed(payload, options, deadline)
    return _run_baseline(payload, options, deadline)


# ---------------------------------------------------------- ClinicalAgents
@functools.lru_cache(maxsize=1)
def _diagnose_kb():
    from ...protocols.diagnose.knowledge import KnowledgeBase

    return KnowledgeBase.load()


def run_diagnose(payload: dict, options: dict, deadline) -> dict:
    """The search-driven orchestrator on one staged case, with the agents and
    the judge :func:`clinarg.commands.diagnose.diagnose_agents` builds (as
    ``clinarg diagnose`` does) and the search settings of the options."""
    from ...protocols.diagnose.adapter import call_stats
    from ...protocols.diagnose.cases import ClinicalCase
    from ...protocols.diagnose.orchestrator import Orchestrator
    from ..diagnose import diagnose_agents, search_settings

    case = ClinicalCase.from_dict(payload["case"])
    kb = _diagnose_kb()
    calls: list[dict] = []
    llm = options["llm"]
    backend = _backend(options) if llm.get("backend") == "http" or llm.get("replay") else None
    agents, judge = diagnose_agents(backend, kb, list(options["roles"]), calls)
    search = {k: options[k] for k in ("rule", "simulations", "rollouts", "top_k", "lam", "seed")}
    orch = Orchestrator(
        kb=kb, agents=agents, judge=judge, eta=options["eta"], search=search_settings(**search)
    )
    report = orch.run(case)
    remaining(deadline)  # the orchestrator takes no deadline: an overrun is known only now
    stats = call_stats(calls)
    tokens = stats["tokens"]
    if tokens:
        tokens = {k: tokens[k] for k in ("prompt_tokens", "completion_tokens")}
    return {
        "answer": report.label,
        "abstained": report.label is None,
        "detail": {
            "confidence": round(float(report.confidence), 6),
            "steps": report.steps,
            "closure": report.closure,
            "unresolved": list(report.unresolved),
        },
        "backend": {
            "calls": stats["calls"],
            "failed_calls": stats["failed_calls"],
            "tokens": tokens,
        },
    }


def run_debate(payload: dict, options: dict, deadline) -> dict:
    """MLAD's layered debate on one multiple-choice question (the options are
    diseases of the debate's knowledge graph); the row's detail carries the
    paper's analysis: consensus within the round cap, initial recall of the
    right disease, and whether an initially wrong majority was corrected."""
    from ...protocols.debate import Settings, parse_case
    from ...protocols.debate import run_debate as debate

    case = parse_case({"question": payload["question"], "options": payload["options"]})
    backend = _backend(options, "debate")
    result = debate(case, backend, settings=Settings(max_rounds=options.get("max_rounds", 10)))
    remaining(deadline)  # the debate takes no deadline: an overrun is known only now
    chosen = result.vote["diagnosis"]
    initial = [a["diagnosis"] for a in result.initial.values()]
    leaders = sorted(set(initial), key=lambda d: (-initial.count(d), d))
    lead = (
        leaders[0]
        if len(leaders) == 1 or initial.count(leaders[0]) > initial.count(leaders[1])
        else None
    )
    tokens = None
    for c in result.trace:
        tokens = _add_usage(tokens, c.get("usage"))
    stats = result.stats()
    return {
        "answer": case.letter(chosen),
        "abstained": False,
        "detail": {
            "rounds": len(result.rounds),
            "stop_rule": result.stop["rule"],
            "consensus": float(result.stop["rule"] == "unanimity"),
            "initial_options": sorted({case.letter(d) for d in initial}),
            "initial_majority": None if lead is None else case.letter(lead),
        },
        "backend": {
            "calls": stats["calls"],
            "failed_calls": stats["failed_calls"],
            "tokens": tokens,
        },
    }


def score_debate(outcome: dict, reference: str) -> dict:
    """MLAD's analysis of one question: was the right option among the
    initial diagnoses (initial recall), and was an initially wrong (or tied)
    majority corrected by the debate."""
    detail = outcome.get("detail") or {}
    initial_right = detail.get("initial_majority") == reference
    return {
        "initial_recall": float(reference in (detail.get("initial_options") or ())),
        "corrected": float(not initial_right and outcome.get("answer") == reference),
    }


# ------------------------------------------------------------------- CANOE
#: The plan protocol's ``detail`` fields printed with their means and intervals.
PLAN_REPORT = (
    "rouge_l",
    "fkgl",
    "judge_completeness",
    "judge_validity",
    "judge_coherence",
    "judge_safety",
    "judge_average",
    "option_f1",
)


class _Metered:
    """A backend that counts its calls, failed calls and tokens (CANOE's
    steps do not report them to the caller)."""

    def __init__(self, backend):
        self.backend, self.calls, self.failed, self.tokens = backend, 0, 0, None

    def describe(self) -> dict:
        return self.backend.describe()

    def complete(self, request):
        from ...errors import BackendError

        self.calls += 1
        try:
            completion = self.backend.complete(request)
        except BackendError:
            self.failed += 1
            raise
        self.tokens = _add_usage(self.tokens, completion.usage)
        return completion


def plan_outcome(
    payload: dict, backend, *, judge: bool = False, deadline=None, extra_metrics=None
) -> dict:
    """One care-plan item: CANOE's plan for ``payload["record"]``, worded,
    then measured against ``payload["reference_plan"]`` (which the plan's
    generation never reads).

    The row's ``answer`` is the worded plan; ``detail`` has the plan's
    options (``plan``), F_H per option (``F``), the metrics of
    :func:`clinarg.protocols.plan.metrics.plan_metrics` (the judge through
    ``backend`` when ``judge``, else ``"not run"``) and, when the item lists
    reference option ids, :func:`~clinarg.protocols.plan.metrics.option_scores`.
    A wording that failed fails the item (there is no plan text to measure).

    Examples
    --------
    >>> from clinarg.protocols.plan import KnowledgePlanBackend, example_record
    >>> payload = {"record": example_record("stroke_discharge"),
    ...            "reference_plan": "Swallowing assessment before discharge.",
    ...            "reference_options": ["swallow_assessment"]}
    >>> out = plan_outcome(payload, KnowledgePlanBackend())
    >>> out["detail"]["judge"]["status"], out["detail"]["option_recall"], out["answer"][:13]
    ('not run', 1.0, 'Care plan for')
    """
    from ...errors import BackendResponseError
    from ...protocols.plan import evaluate, generate
    from ...protocols.plan.knowledge import Knowledge
    from ...protocols.plan.metrics import option_scores, plan_metrics
    from ...protocols.plan.wording import word_plan

    kb = Knowledge.default()
    metered = _Metered(backend)
    state = generate(payload["record"], metered, kb)
    remaining(deadline)  # generate takes no deadline: an overrun is known only now
    result = evaluate(state, (), kb)
    wording = word_plan(state, result, metered, kb)
    if wording["text"] is None:
        raise BackendResponseError(f"the plan's wording failed: {wording['error']['message']}")
    remaining(deadline)
    record = state["record"]
    context = {
        "patient": "\n".join(
            x
            for x in (
                record["title"],
                record["note"],
                "Profile: " + "; ".join(kb.facts[f]["label"] for f in state["facts"]),
            )
            if x
        ),
        "evidence": "\n".join(
            f"[{e['id']}] {e['title']}: {kb.passages[e['id']]['text']}" for e in state["evidence"]
        ),
    }
    metrics = plan_metrics(
        payload["reference_plan"],
        wording["text"],
        context=context,
        judge_backend=metered if judge else None,
        extra_metrics=extra_metrics,
    )
    remaining(deadline)
    options = [item["option"] for item in result["plan"]]
    detail = {"plan": options, "F": result["F_human"], **metrics}
    if payload.get("reference_options") is not None:
        detail.update(option_scores(payload["reference_options"], options))
    return {
        "answer": wording["text"],
        "abstained": False,
        "detail": detail,
        "backend": {
            "calls": metered.calls,
            "failed_calls": metered.failed,
            "tokens": metered.tokens,
        },
    }


def run_plan(payload: dict, options: dict, deadline, extra_metrics=None) -> dict:
    """CANOE on one care record, measured against its reference plan
    (:func:`plan_outcome`); the judge runs when a language model answers
    (``--backend http`` or ``--replay``), through the same backend.

    Examples
    --------
    >>> from clinarg.protocols.plan import example_record
    >>> payload = {"record": example_record("heart_failure_alone"), "reference_plan": "Weigh."}
    >>> options = {"llm": {"backend": "knowledge", "record": None, "replay": None}}
    >>> run_plan(payload, options, None)["detail"]["plan"][0]
    'daily_weight_telemonitoring'
    """
    llm = options["llm"]
    judge = llm.get("backend") == "http" or bool(llm.get("replay"))
    return plan_outcome(
        payload,
        _backend(options, "plan"),
        judge=judge,
        deadline=deadline,
        extra_metrics=extra_metrics,
    )
