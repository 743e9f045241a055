"""Clinical case files: the input of ``clinarg reason``.

A case is a JSON object written in the knowledge base's vocabulary::

    {
      "id": "stroke_hypertension",
      "title": "Stroke patient with high blood pressure",
      "description": "A 50-year-old man, two months after an ischaemic stroke ...",
      "patient": {"age": 50, "sex": "male", "facts": ["history_of_stroke", "hypertension"]},
      "goal": "lower_blood_pressure",
      "options": ["acei", "arb"],
      "answer": "acei"
    }

``patient.facts`` and ``goal`` are required; ``options`` (the candidate
decisions, as in a multiple-choice question) is optional, and so is
``answer``, the reference decision against which a run is scored
(``correct`` in the output).  A missing field
or an unknown term is reported as one :class:`clinarg.errors.FormatError`
naming the file and the JSON pointer, with the closest known term.

Examples
--------
>>> case = parse_case({"patient": {"facts": ["hypertension"]}, "goal": "lower_blood_pressure"})
>>> case.goal, case.facts
('lower_blood_pressure', ('hypertension',))
>>> parse_case({"patient": {"facts": ["hypertention"]}, "goal": "lower_blood_pressure"})
Traceback (most recent call last):
...
clinarg.errors.FormatError: <input>: at /patient/facts/0: unknown patient fact 'hypertention' (did you mean 'hypertension'?)
"""  # noqa: E501 (a doctest's output line)

from __future__ import annotations

import difflib
from dataclasses import dataclass
from typing import Any

from ..._jsonio import load_json
from ...errors import FormatError
from .knowledge import KnowledgeBase

__all__ = ["Case", "parse_case", "load_case"]

_TOP_KEYS = ("id", "title", "description", "patient", "goal", "options", "answer", "notes")
_PATIENT_KEYS = ("age", "sex", "facts")


@dataclass(frozen=True)
class Case:
    """A validated clinical case."""

    id: str
    title: str
    description: str
    goal: str
    facts: tuple[str, ...]
    age: int | None = None
    sex: str | None = None
    options: tuple[str, ...] | None = None
    answer: str | None = None

    def patient_facts(self, kb: KnowledgeBase) -> frozenset:
        """Stated facts plus the ones derived from the age."""
        return kb.patient_facts(self.facts, self.age)

    def to_dict(self) -> dict:
        patient: dict[str, Any] = {"facts": list(self.facts)}
        if self.age is not None:
            patient["age"] = self.age
        if self.sex is not None:
            patient["sex"] = self.sex
        out: dict[str, Any] = {"id": self.id, "title": self.title,
                               "description": self.description, "patient": patient,
                               "goal": self.goal}
        if self.options is not None:
            out["options"] = list(self.options)
        if self.answer is not None:
            out["answer"] = self.answer
        return out

    def is_answer(self, decision: str | None) -> bool | None:
        """Whether ``decision`` (a decision term) is the reference answer;
        ``None`` when the case has no reference answer."""
        if self.answer is None:
            return None
        return decision is not None and decision == self.answer


def _unknown(kind: str, value: Any, known, path, pointer) -> FormatError:
    if not isinstance(value, str):  # a list or object is no term (and may be unhashable)
        return FormatError(f"{kind} must be a string, got a JSON {_json_type(value)}",
                           path=path, pointer=pointer)
    hint = ""
    if isinstance(value, str):
        close = difflib.get_close_matches(value, list(known), n=1)
        if close:
            hint = f" (did you mean {close[0]!r}?)"
    return FormatError(f"unknown {kind} {value!r}{hint}", path=path, pointer=pointer)


def _json_type(value: Any) -> str:
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "boolean"
    if isinstance(value, (int, float)):
        return "number"
    return {dict: "object", list: "array"}.get(type(value), type(value).__name__)


def _text(doc, key, path, default):
    value = doc.get(key, default)
    if not isinstance(value, str):
        raise FormatError(f"'{key}' must be a string", path=path, pointer=f"/{key}")
    return value


def parse_case(doc: Any, kb: KnowledgeBase | None = None, *, path: str | None = None) -> Case:
    """Validate a decoded case document against the knowledge base's vocabulary.

    Raises
    ------
    clinarg.errors.FormatError
        On a missing field, a wrong type or an unknown term.
    """
    kb = kb or KnowledgeBase.default()
    if not isinstance(doc, dict):
        raise FormatError("a case must be a JSON object", path=path)
    for key in doc:
        if key not in _TOP_KEYS:
            raise FormatError(f"unknown field {key!r}; expected one of {', '.join(_TOP_KEYS)}",
                              path=path, pointer=f"/{key}")
    for key in ("patient", "goal"):
        if key not in doc:
            raise FormatError(f"missing required field '{key}'", path=path, pointer="/")
    patient = doc["patient"]
    if not isinstance(patient, dict):
        raise FormatError("'patient' must be an object", path=path, pointer="/patient")
    for key in patient:
        if key not in _PATIENT_KEYS:
            raise FormatError(f"unknown field {key!r}; expected one of "
                              f"{', '.join(_PATIENT_KEYS)}", path=path, pointer=f"/patient/{key}")
    if "facts" not in patient:
        raise FormatError("missing required field 'facts'", path=path, pointer="/patient")
    facts = patient["facts"]
    if not isinstance(facts, list):
        raise FormatError("'facts' must be a list of fact names", path=path,
                          pointer="/patient/facts")
    for i, f in enumerate(facts):
        if not isinstance(f, str) or f not in kb.facts:
            raise _unknown("patient fact", f, kb.facts, path, f"/patient/facts/{i}")
    age = patient.get("age")
    if age is not None and (isinstance(age, bool) or not isinstance(age, int)
                            or not 0 <= age <= 130):
        raise FormatError("'age' must be an integer from 0 to 130", path=path,
                          pointer="/patient/age")
    sex = patient.get("sex")
    if sex is not None and not isinstance(sex, str):
        raise FormatError("'sex' must be a string", path=path, pointer="/patient/sex")
    goal = doc["goal"]
    if not isinstance(goal, str) or goal not in kb.goals:
        raise _unknown("goal", goal, kb.goals, path, "/goal")
    options = doc.get("options")
    if options is not None:
        if not isinstance(options, list) or not options:
            raise FormatError("'options' must be a non-empty list of treatments", path=path,
                              pointer="/options")
        for i, t in enumerate(options):
            if not isinstance(t, str) or t not in kb.treatments:
                raise _unknown("treatment", t, kb.treatments, path, f"/options/{i}")
            if kb.serves(t, goal) is None:
                raise FormatError(f"treatment {t!r} does not serve the goal {goal!r} in the "
                                  "knowledge base", path=path, pointer=f"/options/{i}")
        if len(set(options)) != len(options):
            raise FormatError("'options' lists a treatment twice", path=path, pointer="/options")
        options = tuple(options)
    answer = doc.get("answer")
    if answer is not None:
        if not isinstance(answer, str) or answer not in kb.treatments:
            raise _unknown("treatment", answer, kb.treatments, path, "/answer")
        if options is not None and answer not in options:
            raise FormatError(f"the answer {answer!r} is not among the options", path=path,
                              pointer="/answer")
    case_id = _text(doc, "id", path, "case")
    return Case(id=case_id, title=_text(doc, "title", path, case_id),
                description=_text(doc, "description", path, ""), goal=goal,
                facts=tuple(dict.fromkeys(facts)), age=age, sex=sex, options=options,
                answer=answer)


def load_case(path, kb: KnowledgeBase | None = None) -> Case:
    """Read and validate a case file.

    The file is read through :func:`clinarg._jsonio.load_json` (size and
    nesting guarded); every problem is a :class:`FormatError` naming it.
    """
    path = str(path)
    return parse_case(load_json(path), kb, path=path)
