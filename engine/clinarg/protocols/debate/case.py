"""Debate cases and multiple-choice questions: the input of ``clinarg debate``.

A case is a JSON object with the case text and, optionally, the candidate
diseases::

    {"id": "myocarditis_after_flu", "title": "...",
     "description": "A 24-year-old man presents with chest pain ...",
     "differential": "acute_cardiac"}

A multiple-choice question (as in JarvisD2 and MedQA) gives ``question``
text, five ``options`` (an object from letter to disease name, or a list,
lettered A, B, ...) and the ``answer`` (a letter, or a disease name)::

    {"question": "A 58-year-old man ... What is the most likely diagnosis?",
     "options": {"A": "Myocarditis", "B": "Heart failure", ...}, "answer": "C"}

Disease names are resolved against the knowledge graph (id, label or
synonym, any case).  Without ``options`` the candidates are the diseases of
``differential``; with neither, they are chosen from the imap (the diseases
with most features among the case's findings).  Every problem is one
:class:`~clinarg.errors.FormatError` naming the file and the field.

Examples
--------
>>> case = parse_case({"question": "Chest pain for 2 hours.",
...                    "options": ["Myocarditis", "heart attack"], "answer": "B"})
>>> case.candidates, case.answer
(('myocarditis', 'myocardial_infarction'), 'myocardial_infarction')
>>> parse_case({"description": "x", "differential": "cardiac"})
Traceback (most recent call last):
...
clinarg.errors.FormatError: <input>: at /differential: unknown differential 'cardiac' ...
"""

from __future__ import annotations

from dataclasses import dataclass
from importlib import resources
from typing import Any

from ..._jsonio import load_json
from ...errors import FormatError, ParameterError
from .knowledge import KnowledgeGraph

__all__ = ["DebateCase", "parse_case", "load_case", "example_names", "example_case", "MAX_TEXT"]

_KEYS = ("id", "title", "notice", "description", "question", "differential", "options", "answer")
#: Longest case text accepted (characters).
MAX_TEXT = 20_000


@dataclass(frozen=True)
class DebateCase:
    """A validated case.

    Attributes
    ----------
    text : str
        The case text (description, then question).
    candidates : tuple of str or None
        Candidate disease ids (the options, or the differential's diseases).
    letters : tuple of str or None
        The option letters, in the order of ``candidates`` (questions only).
    answer : str or None
        The right disease id, when the case gives it.
    """

    id: str
    title: str
    text: str
    candidates: tuple | None = None
    differential: str | None = None
    letters: tuple | None = None
    answer: str | None = None

    def letter(self, disease: str) -> str | None:
        """The option letter of ``disease`` (None when not a question)."""
        if self.letters is None or disease not in self.candidates:
            return None
        return self.letters[self.candidates.index(disease)]

    def to_dict(self) -> dict:
        out: dict[str, Any] = {
            "id": self.id,
            "title": self.title,
            "text": self.text,
            "differential": self.differential,
            "candidates": None if self.candidates is None else list(self.candidates),
            "answer": self.answer,
        }
        if self.letters is not None:
            out["options"] = dict(zip(self.letters, self.candidates))
        return out


def _disease(kg, name, path, pointer) -> str:
    found = kg.resolve_disease(name)
    if found is None:
        if not isinstance(name, str):
            raise FormatError("a disease must be named by a string", path=path, pointer=pointer)
        close = kg.closest_disease(name)
        hint = f" (did you mean {kg.label(close)!r}?)" if close else ""
        raise FormatError(f"unknown disease {name[:80]!r}{hint}", path=path, pointer=pointer)
    return found


def parse_case(
    doc: Any, kg: KnowledgeGraph | None = None, *, path: str | None = None
) -> DebateCase:
    """Validate a decoded case or question document.

    Raises
    ------
    clinarg.errors.FormatError
        On an unknown field, a missing text, a wrong type, an unknown
        disease or differential, a repeated option or an answer that is not
        an option.
    """
    kg = kg or KnowledgeGraph.default()
    if not isinstance(doc, dict):
        raise FormatError("a case must be a JSON object", path=path)
    for key in doc:
        if key not in _KEYS:
            raise FormatError(
                f"unknown field {key!r}; expected one of {', '.join(_KEYS)}",
                path=path,
                pointer=f"/{key}",
            )
    for key in ("id", "title", "notice", "description", "question", "differential"):
        if key in doc and not isinstance(doc[key], str):
            raise FormatError(f"'{key}' must be a string", path=path, pointer=f"/{key}")
    text = "\n".join(doc[k] for k in ("description", "question") if doc.get(k, "").strip())
    if not text:
        raise FormatError(
            "a case needs a non-empty 'description' or 'question'", path=path, pointer="/"
        )
    if len(text) > MAX_TEXT:
        raise FormatError(
            f"the case text is longer than {MAX_TEXT} characters",
            path=path,
            pointer="/description" if "description" in doc else "/question",
        )
    differential = doc.get("differential")
    candidates = letters = None
    if differential is not None:
        if differential not in kg.differentials:
            raise FormatError(
                f"unknown differential {differential[:80]!r} (known: "
                f"{', '.join(sorted(kg.differentials))})",
                path=path,
                pointer="/differential",
            )
        candidates = tuple(kg.differentials[differential]["diseases"])
    options = doc.get("options")
    if options is not None:
        if isinstance(options, list):
            if len(options) > 26:
                raise FormatError("at most 26 options", path=path, pointer="/options")
            items = [(chr(ord("A") + i), name, f"/options/{i}") for i, name in enumerate(options)]
        elif isinstance(options, dict):
            items = [(k, name, f"/options/{k}") for k, name in options.items()]
            for k, _, where in items:
                if not (len(k) == 1 and k.isalpha() and k.isupper()):
                    raise FormatError(
                        "option letters must be single capitals A-Z", path=path, pointer=where
                    )
        else:
            raise FormatError(
                "'options' must be a list or an object of letters", path=path, pointer="/options"
            )
        if len(items) < 2:
            raise FormatError(
                "a question needs at least two options", path=path, pointer="/options"
            )
        resolved = []
        for _, name, where in items:
            d = _disease(kg, name, path, where)
            if d in resolved:
                raise FormatError(f"option repeats {kg.label(d)!r}", path=path, pointer=where)
            resolved.append(d)
        candidates = tuple(resolved)
        letters = tuple(k for k, _, _ in items)
    answer = doc.get("answer")
    if answer is not None:
        if letters is not None and isinstance(answer, str) and answer in letters:
            answer = candidates[letters.index(answer)]
        else:
            answer = _disease(kg, answer, path, "/answer")
        if candidates is not None and answer not in candidates:
            raise FormatError(
                f"the answer {kg.label(answer)!r} is not among the candidates",
                path=path,
                pointer="/answer",
            )
    case_id = doc.get("id", "case")
    return DebateCase(
        id=case_id,
        title=doc.get("title", case_id),
        text=text,
        candidates=candidates,
        differential=differential,
        letters=letters,
        answer=answer,
    )


def load_case(path, kg: KnowledgeGraph | None = None) -> DebateCase:
    """Read (through :func:`clinarg._jsonio.load_json`) and validate a case file."""
    return parse_case(load_json(path), kg, path=str(path))


def _examples():
    return resources.files(__package__).joinpath("data", "examples")


def example_names() -> list[str]:
    """Names of the shipped example cases.

    Examples
    --------
    >>> example_names()
    ['glandular_fever', 'mcq_inferior_stemi', 'mcq_pleuritic_chest_pain', 'myocarditis_after_flu',
     'septic_prosthetic_knee']
    """
    return sorted(p.name[:-5] for p in _examples().iterdir() if p.name.endswith(".json"))


def example_case(name: str, kg: KnowledgeGraph | None = None) -> DebateCase:
    """The shipped example ``name``; an unknown name is a :class:`ParameterError`."""
    names = example_names()
    if name not in names:
        raise ParameterError(f"no example case {name!r} (known: {', '.join(names)})")
    with resources.as_file(_examples().joinpath(name + ".json")) as p:
        return load_case(p, kg)
