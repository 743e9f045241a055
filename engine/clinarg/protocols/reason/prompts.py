"""Role prompts and answer schemas of the Generator and the Verifier.

Every request is built here from the scheme data
(:mod:`clinarg.protocols.reason.schemes`) and a structured context; the prompt text is
what a language model reads, the context is what the knowledge backend
reads, and both say the same thing.  Answer schemas use only the JSON Schema
subset accepted by OpenAI-style strict structured output (every property
required, no ``if``/``then``), so the same schema serves every backend.

Examples
--------
>>> from clinarg.protocols.reason.case import parse_case
>>> case = parse_case({"patient": {"facts": ["hypertension"]}, "goal": "lower_blood_pressure"})
>>> req = verify_request(case_context(case), "ASD", "CQ1", {"decision": "acei"})
>>> req.role, req.task
('verifier', 'verify:ASD.CQ1')
>>> "Is there evidence that an ACE inhibitor (e.g. perindopril) achieves" in req.prompt
True
"""

from __future__ import annotations

import functools
import json
from importlib import resources

from ...errors import BackendResponseError, FormatError
from ...llm.base import Request, validate_answer
from .knowledge import KnowledgeBase
from .schemes import SCHEMES

__all__ = [
    "GENERATE_SCHEMAS",
    "VERIFY_SCHEMA",
    "case_context",
    "generate_request",
    "verify_request",
    "display",
    "goal_text",
    "answer_schema",
    "few_shot_examples",
    "check_few_shot",
    "FEW_SHOT_ROLES",
]

_NULLABLE_STR = {"type": ["string", "null"]}


def _object(props: dict) -> dict:
    return {
        "type": "object",
        "properties": props,
        "required": list(props),
        "additionalProperties": False,
    }


#: Answer schema of the Generator, per scheme.
GENERATE_SCHEMAS = {
    "ASD": _object(
        {
            "found": {"type": "boolean"},
            "decision": _NULLABLE_STR,
            "text": {"type": "string"},
            "evidence": _NULLABLE_STR,
        }
    ),
    "ASSE": _object(
        {
            "found": {"type": "boolean"},
            "side_effect": _NULLABLE_STR,
            "text": {"type": "string"},
            "evidence": _NULLABLE_STR,
        }
    ),
    "ASBD": _object(
        {
            "found": {"type": "boolean"},
            "better": _NULLABLE_STR,
            "worse": _NULLABLE_STR,
            "criterion": _NULLABLE_STR,
            "text": {"type": "string"},
            "evidence": _NULLABLE_STR,
        }
    ),
}

#: Answer schema of the Verifier (every critical question).
VERIFY_SCHEMA = _object({"rejected": {"type": "boolean"}, "reason": {"type": "string"}})

GENERATOR_ROLE = (
    "You are the Generator in ArgMed-Agents, a clinical decision discussion between a "
    "Generator and a Verifier. You instantiate argumentation schemes for clinical decision "
    "(ASCD) for the patient in front of you, using established clinical knowledge and "
    "evidence. Reply with one JSON object that follows the given JSON schema and nothing "
    'else. If the scheme cannot be instantiated for this patient, set "found" to false.'
)

VERIFIER_ROLE = (
    "You are the Verifier in ArgMed-Agents, a clinical decision discussion between a "
    "Generator and a Verifier. You examine one argument by answering one of its critical "
    "questions, strictly and from established clinical knowledge. Reply with one JSON object "
    'that follows the given JSON schema and nothing else: "rejected" is true exactly when '
    'the stated rejection condition holds; "reason" is one sentence.'
)


#: Agent roles that have few-shot examples (the Reasoner is a solver, not a model).
FEW_SHOT_ROLES = ("generator", "verifier")
_TASK_PREFIX = {"generator": "generate:", "verifier": "verify:"}


def answer_schema(task: str) -> dict:
    """The base answer schema of a task (``"generate:ASD"``, ``"verify:ASSE.CQ3"``).

    Raises
    ------
    KeyError
        For an unknown task.

    Examples
    --------
    >>> answer_schema("verify:ASD.CQ1") is VERIFY_SCHEMA
    True
    """
    kind, _, what = task.partition(":")
    if kind == "generate" and what in GENERATE_SCHEMAS:
        return GENERATE_SCHEMAS[what]
    scheme, _, cq = what.partition(".")
    if kind == "verify" and scheme in SCHEMES:
        SCHEMES[scheme].question(cq)  # KeyError for an unknown question
        return VERIFY_SCHEMA
    raise KeyError(f"unknown task {task!r}")


def check_few_shot(doc, role: str, *, path: str | None = None) -> tuple[dict, ...]:
    """Validate a few-shot document of ``role``; returns its examples.

    A document is ``{"format": "clinarg-argmed-fewshot", "version": 1,
    "role": role, "examples": [{"task", "prompt", "answer"}, ...]}``; each
    example is a complete exchange whose answer follows the task's schema.

    Raises
    ------
    clinarg.errors.FormatError
        Naming the example and field that is wrong.

    Examples
    --------
    >>> doc = {"format": "clinarg-argmed-fewshot", "version": 1, "role": "verifier",
    ...        "examples": [{"task": "verify:ASD.CQ1", "prompt": "...",
    ...                      "answer": {"rejected": "no", "reason": "x"}}]}
    >>> check_few_shot(doc, "verifier")
    Traceback (most recent call last):
    ...
    clinarg.errors.FormatError: <input>: at /examples/0/answer: answer breaks the schema at /rejected: 'no' is not of type 'boolean'
    """  # noqa: E501 (a doctest's output line)
    if not isinstance(doc, dict) or doc.get("format") != "clinarg-argmed-fewshot":
        raise FormatError("not a clinarg-argmed-fewshot document", path=path)
    if doc.get("role") != role:
        raise FormatError(
            f"few-shot examples of {doc.get('role')!r}, expected {role!r}",
            path=path,
            pointer="/role",
        )
    examples = doc.get("examples")
    if not isinstance(examples, list) or not examples:
        raise FormatError("'examples' must be a non-empty list", path=path, pointer="/examples")
    for i, ex in enumerate(examples):
        at = f"/examples/{i}"
        if not isinstance(ex, dict) or set(ex) != {"task", "prompt", "answer"}:
            raise FormatError(
                "an example has exactly 'task', 'prompt' and 'answer'", path=path, pointer=at
            )
        task = ex["task"]
        if not isinstance(task, str) or not task.startswith(_TASK_PREFIX[role]):
            raise FormatError(
                f"not a task of the {role}: {task!r}", path=path, pointer=at + "/task"
            )
        try:
            schema = answer_schema(task)
        except KeyError:
            raise FormatError(f"unknown task {task!r}", path=path, pointer=at + "/task") from None
        if not isinstance(ex["prompt"], str) or not ex["prompt"].strip():
            raise FormatError("'prompt' must be non-empty text", path=path, pointer=at + "/prompt")
        try:
            validate_answer(ex["answer"], schema)
        except BackendResponseError as exc:
            raise FormatError(str(exc), path=path, pointer=at + "/answer") from None
    return tuple(examples)


@functools.lru_cache(maxsize=len(FEW_SHOT_ROLES))
def few_shot_examples(role: str) -> tuple[dict, ...]:
    """The shipped few-shot examples of ``role`` (``data/fewshot_<role>.json``), validated.

    Examples
    --------
    >>> sorted({e["task"] for e in few_shot_examples("generator")})
    ['generate:ASBD', 'generate:ASD', 'generate:ASSE']
    """
    name = f"fewshot_{role}.json"
    text = resources.files("clinarg.protocols.reason").joinpath("data", name).read_text("utf-8")
    return check_few_shot(json.loads(text), role, path=name)


def _system(role: str, task: str, few_shot: bool) -> str:
    """The role prompt, followed by the role's few-shot examples for ``task``."""
    text = GENERATOR_ROLE if role == "generator" else VERIFIER_ROLE
    examples = [e for e in few_shot_examples(role) if e["task"] == task] if few_shot else []
    if not examples:
        return text
    parts = [text, "Worked examples of this task (a message, then the JSON reply to it):"]
    for i, e in enumerate(examples, 1):
        parts.append(
            f"Example {i}, message:\n{e['prompt']}\n\nExample {i}, reply:\n"
            + json.dumps(e["answer"], ensure_ascii=False)
        )
    return "\n\n".join(parts)


def display(value, kb: KnowledgeBase | None = None, labels=None) -> str:
    """Plain words for a variable value: its label in ``labels`` (a case's
    keyed options, ``{"A": "(A) ceftriaxone"}``), a knowledge-base label when
    it is a known treatment or side effect, else the value itself."""
    kb = kb or KnowledgeBase.default()
    if not isinstance(value, str):
        return str(value)
    if labels and value in labels:
        return labels[value]
    if value in kb.treatments:
        return kb.label(value)
    if value in kb.side_effect_labels:
        return kb.effect_label(value)
    return value


def goal_text(case, kb: KnowledgeBase | None = None) -> str:
    """The case's goal in words: the knowledge base's text for a goal of its
    vocabulary, else the goal as written (a free-text case).

    Examples
    --------
    >>> from clinarg.protocols.reason.case import parse_case
    >>> goal_text(parse_case({"patient": {"facts": []}, "goal": "treat_depression"}))
    'treat the depression'
    >>> goal_text(parse_case({"question": "Which drug?", "goal": "relieve the pain"},
    ...                      closed=False))
    'relieve the pain'
    """
    kb = kb or KnowledgeBase.default()
    return kb.goal_text(case.goal) if case.goal in kb.goals else case.goal


def case_context(case, kb: KnowledgeBase | None = None) -> dict:
    """The structured view of a case shared by every request.

    Terms outside the knowledge base's vocabulary (a case for a language
    model) are shown as written; keyed options as ``(A) text``.  The
    reference answer is never part of it.
    """
    kb = kb or KnowledgeBase.default()
    facts = sorted(case.patient_facts(kb))
    labels = None
    if case.option_texts is not None:
        labels = {k: f"({k}) {t}" for k, t in zip(case.options, case.option_texts, strict=True)}
    return {
        "id": case.id,
        "description": case.description,
        "question": case.question,
        "goal": case.goal,
        "goal_text": goal_text(case, kb),
        "facts": facts,
        "fact_texts": [kb.facts.get(f, f) for f in facts],
        "age": case.age,
        "sex": case.sex,
        "options": None if case.options is None else list(case.options),
        "option_texts": None
        if case.options is None
        else [display(o, kb, labels) for o in case.options],
        "labels": labels,
    }


def _patient_line(ctx: dict) -> list[str]:
    """The "Patient: age 63, male." line, or none when the case gives neither."""
    who = []
    if ctx.get("age") is not None:
        who.append(f"age {ctx['age']}")
    if ctx.get("sex"):
        who.append(ctx["sex"])
    return ["Patient: " + ", ".join(who) + "."] if who else []


def _free_case_text(ctx: dict) -> str:
    lines = ["Clinical question:", ctx["question"]]
    if ctx.get("description"):
        lines.append("Context: " + ctx["description"])
    lines += _patient_line(ctx)
    if ctx["fact_texts"]:
        lines.append("Known facts: " + "; ".join(ctx["fact_texts"]) + ".")
    lines.append(f"Goal: {ctx['goal_text']}.")
    if ctx.get("option_texts"):
        how = "named by its key" if ctx.get("labels") else "written exactly as here"
        lines.append(
            f"Answer options (a decision is one of them, {how}): "
            + "; ".join(ctx["option_texts"])
            + "."
        )
    return "\n".join(lines)


def _case_text(ctx: dict) -> str:
    if ctx.get("question") is not None:
        return _free_case_text(ctx)
    lines = ["Patient case:"]
    if ctx.get("description"):
        lines.append(ctx["description"])
    lines += _patient_line(ctx)
    lines.append("Known facts: " + "; ".join(ctx["fact_texts"]) + ".")
    lines.append(f"Goal of treatment: {ctx['goal_text']}.")
    if ctx.get("option_texts"):
        lines.append("Candidate decisions: " + "; ".join(ctx["option_texts"]) + ".")
    return "\n".join(lines)


def _scheme_text(scheme_id: str, variables: dict, kb, labels=None) -> str:
    scheme = SCHEMES[scheme_id]
    shown = {k: display(v, kb, labels) for k, v in variables.items()}
    shown.setdefault("patient", "the patient")
    lines = [f"Scheme {scheme.id} ({scheme.name}):"]
    lines += [f"  Premise: {scheme.fill(p, shown)}" for p in scheme.premises]
    lines.append(f"  Conclusion: {scheme.fill(scheme.conclusion, shown)}")
    return "\n".join(lines)


def generate_request(
    ctx: dict,
    scheme_id: str,
    purpose: str,
    *,
    variables=None,
    exclude=(),
    parent=None,
    rejection=None,
    kb: KnowledgeBase | None = None,
    few_shot: bool = True,
) -> Request:
    """A request to the Generator to instantiate ``scheme_id``.

    Parameters
    ----------
    purpose : str
        ``"initial"``, ``"alternative"``, ``"replacement"`` (after the
        Verifier refuted a decision on ASD.CQ1 or ASD.CQ3) or
        ``"amelioration"`` for ASD;
        ``"side_effect"`` for ASSE; ``"comparison"`` for ASBD.
    variables : dict
        Values already fixed (the decision of an ASSE, the two decisions of
        an ASBD as ``{"decisions": [a, b]}``).
    exclude : sequence of str
        Values already argued, not to be proposed again.
    parent : dict, optional
        For an amelioration: the decision and side effect to ameliorate.
    rejection : dict, optional
        The Verifier's rejection this generation answers (section 4.1 of
        the paper: the reason is returned to the Generator): ``argument``,
        ``question`` (``"ASD.CQ2"``) and ``reason``, the Verifier's words.
    few_shot : bool
        Put the Generator's few-shot examples for this task in the system
        prompt (section 5 of the paper); default True.

    Examples
    --------
    >>> from clinarg.protocols.reason.case import parse_case
    >>> ctx = case_context(parse_case({"patient": {"facts": ["insomnia"]},
    ...                                "goal": "treat_depression"}))
    >>> req = generate_request(ctx, "ASSE", "side_effect",
    ...                        variables={"decision": "paroxetine"},
    ...                        rejection={"argument": "A1", "question": "ASD.CQ2",
    ...                                   "reason": "SSRIs worsen insomnia."})
    >>> "Reason given: SSRIs worsen insomnia." in req.prompt
    True
    """
    kb = kb or KnowledgeBase.default()
    labels = ctx.get("labels")

    def show(value):
        return display(value, kb, labels)

    variables = dict(variables or {})
    exclude = list(exclude)
    context = {
        "case": ctx,
        "scheme": scheme_id,
        "purpose": purpose,
        "variables": variables,
        "exclude": exclude,
        "parent": parent,
        "rejection": dict(rejection) if rejection else None,
    }
    goal = {"goal": ctx["goal_text"]}
    if scheme_id == "ASD":
        scheme_vars = goal
        if purpose == "initial":
            task = "Propose the best decision for this patient."
        elif purpose == "alternative":
            task = (
                "Propose an alternative decision that also achieves the goal, different "
                "from: " + "; ".join(show(x) for x in exclude) + "."
            )
        elif purpose == "replacement":
            task = (
                "The Verifier refuted the last decision. Propose a new decision that "
                "achieves the goal, different from: " + "; ".join(show(x) for x in exclude) + "."
            )
        else:
            task = (
                f"Propose a decision that ameliorates the side effect "
                f"{show(parent['side_effect'])} of {show(parent['decision'])} "
                "while still achieving the goal (for example a change of formulation, "
                "timing or drug)."
            )
        if ctx.get("question") is not None and ctx.get("options"):
            task += ' The decision must be one of the answer options: set "decision" to ' + (
                "its key." if labels else "the option exactly as written."
            )
        if exclude and purpose not in ("alternative", "replacement"):
            task += " Do not propose: " + "; ".join(show(x) for x in exclude) + "."
    elif scheme_id == "ASSE":
        scheme_vars = {"decision": variables["decision"]}
        task = (
            f"Name one side effect of {show(variables['decision'])} that matters "
            "for this patient (including a contraindication from the patient's facts)."
        )
        if exclude:
            task += (
                " Side effects already discussed, not to be named again: "
                + "; ".join(show(x) for x in exclude)
                + "."
            )
    elif scheme_id == "ASBD":
        a, b = variables["decisions"]
        scheme_vars = dict(goal, better="D1", worse="D2")
        task = (
            f"Compare D1 = {show(a)} and D2 = {show(b)} for this patient. If "
            'the evidence shows one is better, set "better" and "worse" to the two '
            "decisions exactly as written here and give the criterion; otherwise set "
            '"found" to false.'
        )
    else:  # pragma: no cover - schemes are closed
        raise ValueError(f"unknown scheme {scheme_id!r}")
    parts = [_case_text(ctx), _scheme_text(scheme_id, scheme_vars, kb, labels)]
    if rejection:
        parts.append(_rejection_text(rejection))
    parts.append("Task: " + task)
    prompt = "\n\n".join(parts)
    return Request(
        role="generator",
        task=f"generate:{scheme_id}",
        system=_system("generator", f"generate:{scheme_id}", few_shot),
        prompt=prompt,
        schema=_generate_schema(scheme_id, ctx),
        context=context,
    )


def _generate_schema(scheme_id: str, ctx: dict) -> dict:
    """The Generator's answer schema; for a free-text case with options, an
    ASD's decision is restricted to the options' terms, so every decision
    maps to an option."""
    schema = GENERATE_SCHEMAS[scheme_id]
    if scheme_id != "ASD" or ctx.get("question") is None or not ctx.get("options"):
        return schema
    props = dict(
        schema["properties"],
        decision={"type": ["string", "null"], "enum": list(ctx["options"]) + [None]},
    )
    return dict(schema, properties=props)


def _rejection_text(rejection: dict) -> str:
    scheme_id, _, cq_id = rejection["question"].partition(".")
    cq = SCHEMES[scheme_id].question(cq_id)
    return (
        f"Verifier's feedback: argument {rejection['argument']} was rejected on critical "
        f"question {rejection['question']} ({cq.rejected_when}). Reason given: "
        f"{rejection['reason']}\nBuild your answer on this reason."
    )


def verify_request(
    ctx: dict,
    scheme_id: str,
    cq_id: str,
    variables: dict,
    *,
    text: str | None = None,
    exclude=(),
    kb: KnowledgeBase | None = None,
    few_shot: bool = True,
) -> Request:
    """A request to the Verifier to answer critical question ``cq_id`` of an
    argument (``few_shot``: with the Verifier's examples for that question)."""
    kb = kb or KnowledgeBase.default()
    scheme = SCHEMES[scheme_id]
    cq = scheme.question(cq_id)
    labels = ctx.get("labels")
    shown = {k: display(v, kb, labels) for k, v in variables.items()}
    shown.setdefault("patient", "the patient")
    shown.setdefault("goal", ctx["goal_text"])
    context = {
        "case": ctx,
        "scheme": scheme_id,
        "question": cq.id,
        "variables": dict(variables),
        "exclude": list(exclude),
    }
    parts = [_case_text(ctx), _scheme_text(scheme_id, variables, kb, labels)]
    if text:
        parts.append(f"The argument as stated: {text}")
    question = scheme.fill(cq.text, shown)
    parts.append(
        f"Critical question {scheme.id}.{cq.id}: {question}\n"
        f"The argument is rejected when {cq.rejected_when}."
    )
    if exclude:
        parts.append(
            "Decisions already discussed: "
            + "; ".join(display(x, kb, labels) for x in exclude)
            + "."
        )
    task = f"verify:{scheme.id}.{cq.id}"
    return Request(
        role="verifier",
        task=task,
        system=_system("verifier", task, few_shot),
        prompt="\n\n".join(parts),
        schema=VERIFY_SCHEMA,
        context=context,
    )
