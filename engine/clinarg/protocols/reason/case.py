"""Clinical case files: the input of ``clinarg reason``.

A case is a JSON object, in one of two forms.

**Structured**, in the knowledge base's vocabulary::

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
(``correct`` in the output).

**Free text** (MedQA or PubMedQA style), for a language-model backend::

    {
      "id": "medqa-17",
      "question": "A 62-year-old man ... Which is the most appropriate next step?",
      "options": {"A": "...", "B": "...", "C": "..."},
      "answer": "C"
    }

``question`` is required; ``description`` (context, e.g. an abstract),
``goal`` (free text), ``patient`` and ``options`` (an object from keys to
texts, or a list of texts such as ``["yes", "no", "maybe"]``) are optional;
``answer`` is an option's key (or its text), or free text without options.

The offline knowledge backend knows only its knowledge base's vocabulary:
cases are parsed *closed* for it (every term checked, free text refused) and
*open* for a language model (any non-empty text).  A missing field or a bad
term is reported as one :class:`clinarg.errors.FormatError` naming the file
and the JSON pointer, with the closest known term.

Examples
--------
>>> case = parse_case({"patient": {"facts": ["hypertension"]}, "goal": "lower_blood_pressure"})
>>> case.goal, case.facts
('lower_blood_pressure', ('hypertension',))
>>> parse_case({"patient": {"facts": ["hypertention"]}, "goal": "lower_blood_pressure"})
Traceback (most recent call last):
...
clinarg.errors.FormatError: <input>: at /patient/facts/0: unknown patient fact 'hypertention' (did you mean 'hypertension'?); the offline knowledge backend knows only its knowledge base's vocabulary (a language-model backend takes free text)
>>> free = parse_case({"question": "Fever and a stiff neck: which drug first?",
...                    "options": {"A": "ceftriaxone", "B": "paracetamol"}, "answer": "A"},
...                   closed=False)
>>> free.options, free.option_text("A"), free.is_answer("A")
(('A', 'B'), 'ceftriaxone', True)
"""  # noqa: E501 (a doctest's output line)

from __future__ import annotations

import difflib
from dataclasses import dataclass
from typing import Any

from ..._jsonio import load_json
from ...errors import FormatError
from .knowledge import KnowledgeBase

__all__ = ["Case", "parse_case", "load_case"]

_TOP_KEYS = (
    "id",
    "title",
    "description",
    "question",
    "patient",
    "goal",
    "options",
    "answer",
    "notes",
)
_PATIENT_KEYS = ("age", "sex", "facts")

#: Said with every term the closed vocabulary refuses.
CLOSED_VOCABULARY = (
    "the offline knowledge backend knows only its knowledge base's "
    "vocabulary (a language-model backend takes free text)"
)

#: The goal of a free-text case that states none.
FREE_TEXT_GOAL = "answer the clinical question with the most appropriate decision"


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
    question: str | None = None
    option_texts: tuple[str, ...] | None = None

    @property
    def free_text(self) -> bool:
        """A free-text question (MedQA/PubMedQA style) rather than a structured case."""
        return self.question is not None

    def option_text(self, option: str) -> str | None:
        """The text of a keyed option (``None`` for any other term)."""
        if self.option_texts is None or option not in (self.options or ()):
            return None
        return self.option_texts[self.options.index(option)]

    def patient_facts(self, kb: KnowledgeBase) -> frozenset:
        """Stated facts plus the ones derived from the age."""
        return kb.patient_facts(self.facts, self.age)

    def to_dict(self) -> dict:
        patient: dict[str, Any] = {"facts": list(self.facts)}
        if self.age is not None:
            patient["age"] = self.age
        if self.sex is not None:
            patient["sex"] = self.sex
        out: dict[str, Any] = {"id": self.id, "title": self.title, "description": self.description}
        if self.question is not None:
            out["question"] = self.question
        if not self.free_text or self.facts or self.age is not None or self.sex is not None:
            out["patient"] = patient
        out["goal"] = self.goal
        if self.option_texts is not None:
            out["options"] = dict(zip(self.options, self.option_texts, strict=True))
        elif self.options is not None:
            out["options"] = list(self.options)
        if self.answer is not None:
            out["answer"] = self.answer
        return out

    def is_answer(self, decision: str | None) -> bool | None:
        """Whether ``decision`` (a decision term) is the reference answer;
        ``None`` when the case has no reference answer.  A free-text answer
        without options is compared as text (case, spacing and a final full
        stop ignored)."""
        if self.answer is None:
            return None
        if decision is None:
            return False
        if self.free_text and self.options is None:
            return _plain(decision) == _plain(self.answer)
        return decision == self.answer


def _plain(text: str) -> str:
    return " ".join(text.split()).casefold().rstrip(".")


def _unknown(kind: str, value: Any, known, path, pointer) -> FormatError:
    if not isinstance(value, str):  # a list or object is no term (and may be unhashable)
        return FormatError(
            f"{kind} must be a string, got a JSON {_json_type(value)}", path=path, pointer=pointer
        )
    hint = ""
    close = difflib.get_close_matches(value, list(known), n=1)
    if close:
        hint = f" (did you mean {close[0]!r}?)"
    return FormatError(
        f"unknown {kind} {value!r}{hint}; {CLOSED_VOCABULARY}", path=path, pointer=pointer
    )


def _term(kind: str, value: Any, known, path, pointer, closed: bool) -> str:
    """``value`` as a term: in ``known`` when ``closed``, any non-empty text otherwise."""
    if closed:
        if not isinstance(value, str) or value not in known:
            raise _unknown(kind, value, known, path, pointer)
        return value
    if not isinstance(value, str):
        raise FormatError(
            f"{kind} must be a string, got a JSON {_json_type(value)}", path=path, pointer=pointer
        )
    if not value.strip():
        raise FormatError(f"{kind} must not be empty", path=path, pointer=pointer)
    return value


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


def parse_case(
    doc: Any, kb: KnowledgeBase | None = None, *, path: str | None = None, closed: bool = True
) -> Case:
    """Validate a decoded case document.

    Parameters
    ----------
    doc : dict
        The decoded JSON case.
    kb : KnowledgeBase, optional
        Vocabulary of a closed case; default the shipped knowledge base.
    path : str, optional
        For error messages.
    closed : bool
        ``True`` (the offline knowledge backend): every term must be in
        ``kb``'s vocabulary and free-text questions are refused; ``False``
        (a language-model backend): any non-empty text.

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
            raise FormatError(
                f"unknown field {key!r}; expected one of {', '.join(_TOP_KEYS)}",
                path=path,
                pointer=f"/{key}",
            )
    free = "question" in doc
    if free and closed:
        raise FormatError(
            f"a free-text case ('question') needs a language-model backend: {CLOSED_VOCABULARY}",
            path=path,
            pointer="/question",
        )
    for key in () if free else ("patient", "goal"):
        if key not in doc:
            raise FormatError(f"missing required field '{key}'", path=path, pointer="/")
    question = None
    if free:
        question = _text(doc, "question", path, "")
        if not question.strip():
            raise FormatError("'question' must not be empty", path=path, pointer="/question")
    patient = doc.get("patient", {})
    if not isinstance(patient, dict):
        raise FormatError("'patient' must be an object", path=path, pointer="/patient")
    for key in patient:
        if key not in _PATIENT_KEYS:
            raise FormatError(
                f"unknown field {key!r}; expected one of {', '.join(_PATIENT_KEYS)}",
                path=path,
                pointer=f"/patient/{key}",
            )
    if "facts" not in patient and not free:
        raise FormatError("missing required field 'facts'", path=path, pointer="/patient")
    facts = patient.get("facts", [])
    if not isinstance(facts, list):
        raise FormatError(
            "'facts' must be a list of fact names", path=path, pointer="/patient/facts"
        )
    for i, f in enumerate(facts):
        _term("patient fact", f, kb.facts, path, f"/patient/facts/{i}", closed)
    age = patient.get("age")
    if age is not None and (
        isinstance(age, bool) or not isinstance(age, int) or not 0 <= age <= 130
    ):
        raise FormatError(
            "'age' must be an integer from 0 to 130", path=path, pointer="/patient/age"
        )
    sex = patient.get("sex")
    if sex is not None and not isinstance(sex, str):
        raise FormatError("'sex' must be a string", path=path, pointer="/patient/sex")
    goal = doc.get("goal", FREE_TEXT_GOAL)
    goal = _term("goal", goal, kb.goals, path, "/goal", closed)
    options, option_texts = _options(doc, kb, goal, path, closed, free)
    answer = doc.get("answer")
    if answer is not None:
        answer = _answer(answer, options, option_texts, kb, path, closed)
    case_id = _text(doc, "id", path, "case")
    return Case(
        id=case_id,
        title=_text(doc, "title", path, case_id),
        description=_text(doc, "description", path, ""),
        goal=goal,
        facts=tuple(dict.fromkeys(facts)),
        age=age,
        sex=sex,
        options=options,
        answer=answer,
        question=question,
        option_texts=option_texts,
    )


def _options(doc, kb, goal, path, closed, free):
    """``(options, option_texts)``: the option terms, and for keyed free-text
    options (``{"A": text}``) their texts."""
    options = doc.get("options")
    if options is None:
        return None, None
    if free and isinstance(options, dict) and options:
        keys, texts = [], []
        for key, text in options.items():
            if not key.strip():
                raise FormatError("an option key must not be empty", path=path, pointer="/options")
            keys.append(key)
            texts.append(_term("option", text, (), path, f"/options/{key}", False))
        return tuple(keys), tuple(texts)
    if not isinstance(options, list) or not options:
        what = "treatments" if not free else "texts, or an object from keys to texts"
        raise FormatError(
            f"'options' must be a non-empty list of {what}", path=path, pointer="/options"
        )
    for i, t in enumerate(options):
        _term(
            "treatment" if not free else "option", t, kb.treatments, path, f"/options/{i}", closed
        )
        if closed and kb.serves(t, goal) is None:
            raise FormatError(
                f"treatment {t!r} does not serve the goal {goal!r} in the knowledge base",
                path=path,
                pointer=f"/options/{i}",
            )
    if len(set(options)) != len(options):
        raise FormatError(
            "'options' lists a treatment twice" if not free else "'options' lists an option twice",
            path=path,
            pointer="/options",
        )
    return tuple(options), None


def _answer(answer, options, option_texts, kb, path, closed) -> str:
    """The reference answer as a decision term (an option's key for keyed options)."""
    answer = _term(
        "treatment" if closed else "answer", answer, kb.treatments, path, "/answer", closed
    )
    if options is None:
        return answer
    if option_texts is not None and answer not in options and answer in option_texts:
        return options[option_texts.index(answer)]
    if answer not in options:
        raise FormatError(
            f"the answer {answer!r} is not among the options", path=path, pointer="/answer"
        )
    return answer


def load_case(path, kb: KnowledgeBase | None = None, *, closed: bool = True) -> Case:
    """Read and validate a case file (``closed``: see :func:`parse_case`).

    The file is read through :func:`clinarg._jsonio.load_json` (size and
    nesting guarded); every problem is a :class:`FormatError` naming it.
    """
    path = str(path)
    return parse_case(load_json(path), kb, path=path, closed=closed)
