"""CANOE's evaluation of a worded plan against a reference plan (section 5.3, 5.5).

* :func:`rouge_l`: ROUGE-L (longest common subsequence of tokens; precision,
  recall and F with beta = 1) by the ``rouge-score`` package.
* :func:`fkgl`: the Flesch-Kincaid grade level of the generated plan by
  ``textstat``, ``0.39 W/S + 11.8 B/W - 15.59``.
* :func:`judge`: the LLM-as-judge of Template 1: one request (a role prompt
  and a JSON schema) through :func:`clinarg.llm.base.ask` scoring
  completeness, validity, coherence and safety from 1 to 5, each with the
  model's rationale; recorded and replayable like every backend call; a
  failed or malformed answer is recorded (``status`` ``"failed"``), never
  raised.  Without a language model the judge is ``"not run"`` and gives no
  number: no offline stand-in is passed off as a judge.
* :func:`option_scores`: precision, recall and F1 of the plan's options
  against reference option ids, when an item has them.
* AlignScore and MEDCON need a trained alignment model and UMLS, which
  cannot be installed here: :func:`plan_metrics` takes them, or any other
  measure, as ``extra_metrics={"alignscore": fn}``, each ``fn(reference,
  generated, context) -> float`` with ``context`` holding the patient
  information and the retrieved evidence (the paper's E = P ∪ D).

``rouge-score`` and ``textstat`` come with the ``eval`` extra
(``pip install 'clinarg[eval]'``); both work offline.

Examples
--------
>>> rouge_l("the cat sat on the mat", "the cat was on the mat")["f"]
0.8333333333333334
>>> round(fkgl("The cat sat on the mat. It was happy."), 4)
-0.7239
"""

from __future__ import annotations

import json
import math
import numbers
from collections.abc import Callable, Mapping

from ...errors import ParameterError
from ...llm.base import Request, ask

__all__ = [
    "CRITERIA",
    "JUDGE_SYSTEM",
    "rouge_l",
    "fkgl",
    "judge_request",
    "judge",
    "judge_not_run",
    "option_scores",
    "plan_metrics",
]

#: The judge's four dimensions (Template 1), in the paper's order.
CRITERIA = ("completeness", "validity", "coherence", "safety")
#: Template 1's system prompt.
JUDGE_SYSTEM = (
    "You are an expert clinical evaluator. Score the generated care plan strictly and "
    "return only valid JSON."
)
#: Why the judge did not run offline.
NO_JUDGE = "no language model: the judge needs --backend http or --replay"
_RUBRIC = {
    "completeness": "all clinically relevant sections present",
    "validity": "recommendations are evidence-grounded",
    "coherence": "logical organization, no contradictions",
    "safety": "no harmful or hallucinated content",
}


def _text(value, name: str) -> str:
    if not isinstance(value, str):
        raise ParameterError(f"{name} must be a string, got {type(value).__name__}")
    return value


def _need(module: str, package: str):
    import importlib

    try:
        return importlib.import_module(module)
    except ImportError:
        raise ParameterError(
            f"this metric needs the {package} package: pip install 'clinarg[eval]'"
        ) from None


def rouge_l(reference: str, generated: str, *, stemmer: bool = False) -> dict:
    """ROUGE-L of ``generated`` against ``reference`` (equations 15-16, beta = 1).

    Tokens are ``rouge-score``'s: lower-cased runs of letters and digits
    (``stemmer=True`` adds its Porter stemmer).

    Returns
    -------
    dict
        ``precision`` = LCS / |generated|, ``recall`` = LCS / |reference|, ``f``.

    Examples
    --------
    >>> r = rouge_l("a b c d", "a c e")
    >>> round(r["precision"], 4), r["recall"], round(r["f"], 4)
    (0.6667, 0.5, 0.5714)
    """
    _text(reference, "reference"), _text(generated, "generated")
    rouge_scorer = _need("rouge_score.rouge_scorer", "rouge-score")
    score = rouge_scorer.RougeScorer(["rougeL"], use_stemmer=bool(stemmer)).score(
        reference, generated
    )["rougeL"]
    return {"precision": score.precision, "recall": score.recall, "f": score.fmeasure}


def fkgl(text: str) -> float:
    """Flesch-Kincaid grade level of ``text`` (equation 19), by ``textstat``.

    Raises
    ------
    clinarg.errors.ParameterError
        ``text`` is not a string or has no word (the grade is undefined).

    Examples
    --------
    >>> round(fkgl("Take one tablet daily."), 2)
    3.67
    """
    _text(text, "text")
    if not any(c.isalnum() for c in text):
        raise ParameterError("FKGL is undefined for a text without words")
    textstat = _need("textstat", "textstat")
    return float(textstat.flesch_kincaid_grade(text))


def _judge_schema() -> dict:
    criterion = {
        "type": "object",
        "additionalProperties": False,
        "required": ["score", "rationale"],
        "properties": {
            "score": {"type": "integer", "minimum": 1, "maximum": 5},
            "rationale": {"type": "string", "minLength": 1, "maxLength": 4000},
        },
    }
    return {
        "type": "object",
        "additionalProperties": False,
        "required": list(CRITERIA),
        # Template 1 asks for the average too; it is accepted and recomputed
        "properties": {**{c: criterion for c in CRITERIA}, "average": {"type": "number"}},
    }


def judge_request(*, patient: str, evidence: str, reference: str, generated: str) -> Request:
    """Template 1 as a request (role ``judge``, task ``judge``).

    Examples
    --------
    >>> r = judge_request(patient="p", evidence="e", reference="r", generated="g")
    >>> r.schema["required"]
    ['completeness', 'validity', 'coherence', 'safety']
    """
    context = {
        "patient": _text(patient, "patient"),
        "evidence": _text(evidence, "evidence"),
        "reference": _text(reference, "reference"),
        "generated": _text(generated, "generated"),
    }
    rubric = "\n".join(f"- {c.capitalize()}: {_RUBRIC[c]}" for c in CRITERIA)
    example = json.dumps({c: {"score": "<1-5>", "rationale": "..."} for c in CRITERIA})
    prompt = (
        f"Patient information:\n{patient}\n\nRetrieved evidence:\n{evidence}\n\n"
        f"Reference plan:\n{reference}\n\nGenerated plan:\n{generated}\n\n"
        f"Score the generated plan on four dimensions (1-5 Likert scale):\n{rubric}\n\n"
        f"Return JSON: {example}"
    )
    return Request(
        role="judge",
        task="judge",
        system=JUDGE_SYSTEM,
        prompt=prompt,
        schema=_judge_schema(),
        context=context,
    )


def judge_not_run(reason: str) -> dict:
    """The judge's record when no language model can judge: no score at all.

    Examples
    --------
    >>> judge_not_run("offline")["scores"] is None
    True
    """
    return {"status": "not run", "reason": reason, "scores": None, "average": None}


def judge(backend, *, patient: str, evidence: str, reference: str, generated: str) -> dict:
    """Score ``generated`` with the LLM-as-judge through ``backend``.

    Returns
    -------
    dict
        ``status`` (``"ok"`` or ``"failed"``), ``scores`` (criterion ->
        1..5) and ``rationales`` (criterion -> text) when ok, ``average``
        (the mean of the four, computed here), ``error`` (``None`` or
        ``{"type", "message"}``), ``by`` (the backend's description) and
        the call's ``latency_ms``, ``usage`` and ``attempts``.

    Examples
    --------
    >>> from clinarg.llm.base import Completion
    >>> class Fixed:
    ...     def describe(self): return {"backend": "fixed"}
    ...     def complete(self, request):
    ...         return Completion({c: {"score": 4, "rationale": "ok"} for c in CRITERIA})
    >>> j = judge(Fixed(), patient="p", evidence="e", reference="r", generated="g")
    >>> j["status"], j["average"]
    ('ok', 4.0)
    """
    request = judge_request(
        patient=patient, evidence=evidence, reference=reference, generated=generated
    )
    entry: dict = {}
    value = ask(backend, request, entry)
    out = {"status": "failed" if value is None else "ok", "by": backend.describe(), **entry}
    if value is None:
        return {**out, "scores": None, "rationales": None, "average": None}
    scores = {c: value[c]["score"] for c in CRITERIA}
    return {
        **out,
        "scores": scores,
        "rationales": {c: value[c]["rationale"] for c in CRITERIA},
        "average": sum(scores.values()) / len(CRITERIA),
    }


def option_scores(reference_options, plan_options) -> dict:
    """Precision, recall and F1 of the plan's options against the reference's.

    Examples
    --------
    >>> option_scores(["a", "b", "c"], ["a", "d"])
    {'option_precision': 0.5, 'option_recall': 0.3333333333333333, 'option_f1': 0.4}
    """
    ref, got = set(reference_options), set(plan_options)
    hit = len(ref & got)
    p = hit / len(got) if got else (1.0 if not ref else 0.0)
    r = hit / len(ref) if ref else (1.0 if not got else 0.0)
    f = 2 * p * r / (p + r) if p + r else 0.0
    return {"option_precision": p, "option_recall": r, "option_f1": f}


def plan_metrics(
    reference: str,
    generated: str,
    *,
    context: Mapping | None = None,
    judge_backend=None,
    extra_metrics: Mapping[str, Callable] | None = None,
) -> dict:
    """ROUGE-L, FKGL, the judge and any extra metric, as one flat record.

    Parameters
    ----------
    reference, generated : str
        The reference plan and the generated one.
    context : mapping, optional
        ``{"patient": str, "evidence": str}``: what the judge and the extra
        metrics read (E = P ∪ D).
    judge_backend : Backend, optional
        The judge's model; ``None``: the judge is ``"not run"``.
    extra_metrics : mapping of str to callable, optional
        ``name -> fn(reference, generated, context) -> float`` (AlignScore,
        MEDCON...); each value must be a finite number.

    Returns
    -------
    dict
        ``rouge_l`` (F), ``rouge_l_precision``, ``rouge_l_recall``, ``fkgl``,
        ``judge`` (the :func:`judge` record), ``judge_<criterion>`` and
        ``judge_average`` when the judge ran, and one entry per extra metric.

    Examples
    --------
    >>> m = plan_metrics("Review the medicines.", "Review all medicines.",
    ...                  extra_metrics={"words": lambda ref, gen, ctx: len(gen.split())})
    >>> round(m["rouge_l"], 4), m["judge"]["status"], m["words"]
    (0.6667, 'not run', 3.0)
    """
    context = dict(context or {})
    for key in ("patient", "evidence"):
        context[key] = _text(context.get(key, ""), f"context[{key!r}]")
    extra = dict(extra_metrics or {})
    for name, fn in extra.items():
        if not isinstance(name, str) or not name or not callable(fn):
            raise ParameterError("extra_metrics maps metric names to callables")
    rl = rouge_l(reference, generated)
    out: dict = {
        "rouge_l": rl["f"],
        "rouge_l_precision": rl["precision"],
        "rouge_l_recall": rl["recall"],
        "fkgl": fkgl(generated),
    }
    if judge_backend is None:
        out["judge"] = judge_not_run(NO_JUDGE)
    else:
        out["judge"] = judge(
            judge_backend,
            patient=context["patient"],
            evidence=context["evidence"],
            reference=reference,
            generated=generated,
        )
        if out["judge"]["status"] == "ok":
            out.update({f"judge_{c}": float(s) for c, s in out["judge"]["scores"].items()})
            out["judge_average"] = out["judge"]["average"]
    for name, fn in extra.items():
        value = fn(reference, generated, context)
        if (
            isinstance(value, bool)
            or not isinstance(value, numbers.Real)
            or not math.isfinite(value)
        ):
            raise ParameterError(f"extra metric {name!r} returned {value!r}, not a finite number")
        out[name] = float(value)
    return out
