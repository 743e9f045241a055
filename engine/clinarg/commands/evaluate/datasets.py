"""Data-set readers for ``clinarg evaluate``: one JSON object a line, validated.

Five public formats are read (``--format``, or detected from the first
line's fields):

``medqa``
    ``{"question": str, "options": {"A": str, ...}, "answer_idx": "A"}``
    (MedQA's JSONL; ``answer``, ``meta_info`` and ``metamap_phrases`` are
    kept but not used).
``pubmedqa``
    ``{"question": str, "context": str | [str] | {"contexts": [str]},
    "final_decision": "yes" | "no" | "maybe"}`` (the Hugging Face JSONL of
    PubMedQA; ``QUESTION``/``CONTEXTS`` of the original JSON also read).
``mcq5``
    Five-option multiple choice as in JarvisD2: ``{"question": str,
    "options": {"A".."E": str}, "answer": "C"}``.
``staged``
    Staged diagnosis cases (MedChain style): ``{"initial": {finding: bool},
    "findings": {finding: bool}, "unavailable": [str],
    "expected_diagnosis": str}``, the case format of ``clinarg diagnose``.
``careplan``
    Care records with a reference plan (CANOE style): ``{"record": str |
    object, "reference_plan": str, "reference_options": [str]}``.  An object
    record is a patient record of ``clinarg plan`` (``id``, ``title``,
    ``facts`` in the shipped vocabulary, ``note``); a string is a free-text
    note.  ``reference_options`` (optional) lists the intervention ids the
    reference plan holds.  The ``plan`` protocol evaluates it.

Every line may carry an ``"id"`` (string or integer; default: the line
number) and the ArgMed protocol reads an optional ``"case"`` (the case in the
knowledge base's vocabulary) on question lines.  The first bad line stops
the read with a :class:`clinarg.errors.FormatError` naming the file, the
line and the field (JSON pointer).

Examples
--------
>>> import io
>>> text = '{"id": "q1", "question": "Which?", "options": {"A": "x", "B": "y"}, "answer_idx": "B"}\\n'
>>> [(i.id, i.reference) for i in parse_dataset(io.StringIO(text), path="d.jsonl")]
[('q1', 'B')]
>>> parse_dataset(io.StringIO('{"question": "Which?", "options": {"A": "x"}, "answer_idx": "C"}'),
...               path="d.jsonl")
Traceback (most recent call last):
...
clinarg.errors.FormatError: d.jsonl:1: at /answer_idx: 'C' is not one of the option keys A
"""  # noqa: E501 (doctest lines)

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

from ..._jsonio import parse_json
from ...errors import FormatError

__all__ = ["Item", "FORMATS", "parse_dataset", "read_dataset", "detect_format"]

#: Longest data-set line read (one item), in bytes.
MAX_LINE_BYTES = 4 * 1024 * 1024


@dataclass(frozen=True)
class Item:
    """One data-set item.

    Attributes
    ----------
    id : str
        Unique within the data set (the ``id`` field, else the line number).
    kind : str
        The format it was read as (``"medqa"``, ``"pubmedqa"``...).
    data : dict
        The validated fields the protocols read (``question``, ``options``,
        ``context``, ``case``...).
    reference : str or None
        The reference answer (an option key, ``yes``/``no``/``maybe``, a
        diagnosis, a plan).
    """

    id: str
    kind: str
    data: dict = field(repr=False)
    reference: str | None = None


class _Line:
    """Field checks of one line, raising FormatError with file, line and pointer."""

    def __init__(self, doc, path, line):
        self.doc, self.path, self.line = doc, path, line

    def fail(self, pointer, message):
        return FormatError(message, path=self.path, line=self.line, pointer=pointer)

    def text(self, key, *, required=True, alias=None):
        value = self.doc.get(key, self.doc.get(alias) if alias else None)
        if value is None:
            if required:
                raise self.fail("/", f"missing required field '{key}'")
            return None
        if not isinstance(value, str) or not value.strip():
            raise self.fail(f"/{key}", f"'{key}' must be a non-empty string")
        return value

    def options(self, key="options", *, count=None):
        value = self.doc.get(key)
        if value is None:
            raise self.fail("/", f"missing required field '{key}'")
        if isinstance(value, list):  # a list reads as A, B, C...
            if len(value) > 26:
                raise self.fail(f"/{key}", "more than 26 options")
            value = {chr(65 + i): v for i, v in enumerate(value)}
        if not isinstance(value, Mapping) or not value:
            raise self.fail(f"/{key}", f"'{key}' must be a non-empty object of option texts")
        for k, v in value.items():
            if not isinstance(v, str) or not v.strip():
                raise self.fail(f"/{key}/{k}", "an option must be a non-empty string")
        if count is not None and len(value) != count:
            raise self.fail(f"/{key}", f"expected {count} options, got {len(value)}")
        return dict(value)

    def key_of(self, key, options):
        value = self.doc.get(key)
        if value is None:
            raise self.fail("/", f"missing required field '{key}'")
        if isinstance(value, int) and not isinstance(value, bool):
            keys = list(options)  # a 0-based index into the options
            if not 0 <= value < len(keys):
                raise self.fail(f"/{key}", f"option index {value} out of range")
            return keys[value]
        if not isinstance(value, str) or value not in options:
            raise self.fail(
                f"/{key}", f"{value!r} is not one of the option keys {', '.join(options)}"
            )
        return value


def _common(c: _Line, data: dict) -> dict:
    case = c.doc.get("case")
    if case is not None:
        if not isinstance(case, Mapping):
            raise c.fail(
                "/case", "'case' must be an object (a case in the knowledge base's vocabulary)"
            )
        data["case"] = dict(case)
    return data


def _medqa(c: _Line) -> tuple[dict, str]:
    question = c.text("question")
    options = c.options()
    answer = c.key_of("answer_idx", options)
    return _common(c, {"question": question, "options": options}), answer


def _mcq5(c: _Line) -> tuple[dict, str]:
    question = c.text("question")
    options = c.options(count=5)
    answer = c.key_of("answer", options)
    return _common(c, {"question": question, "options": options}), answer


_DECISIONS = ("yes", "no", "maybe")


def _pubmedqa(c: _Line) -> tuple[dict, str]:
    question = c.text("question", alias="QUESTION")
    raw = c.doc.get("context", c.doc.get("CONTEXTS"))
    pointer = "/context" if "context" in c.doc else "/CONTEXTS"
    if isinstance(raw, Mapping):
        raw, pointer = raw.get("contexts"), pointer + "/contexts"
    if isinstance(raw, str):
        raw = [raw]
    if not isinstance(raw, list) or not raw or not all(isinstance(x, str) for x in raw):
        raise c.fail(
            pointer if raw is not None else "/",
            "'context' must be a string or a non-empty list of strings",
        )
    decision = c.doc.get("final_decision")
    if decision is None:
        raise c.fail("/", "missing required field 'final_decision'")
    if not isinstance(decision, str) or decision.strip().lower() not in _DECISIONS:
        raise c.fail(
            "/final_decision",
            f"'final_decision' must be one of {', '.join(_DECISIONS)}, got {decision!r}",
        )
    data = {
        "question": question,
        "context": "\n\n".join(raw),
        "options": {d: d for d in _DECISIONS},
    }
    return _common(c, data), decision.strip().lower()


def _staged(c: _Line) -> tuple[dict, str]:
    doc = c.doc
    for key in ("initial", "findings"):
        value = doc.get(key)
        if value is None and key == "findings":
            raise c.fail("/", "missing required field 'findings'")
        value = value or {}
        if not isinstance(value, Mapping):
            raise c.fail(f"/{key}", f"'{key}' must map finding ids to true or false")
        for k, v in value.items():
            if not isinstance(v, bool):
                raise c.fail(f"/{key}/{k}", "a finding is true or false")
    unavailable = doc.get("unavailable", [])
    if not isinstance(unavailable, list) or not all(isinstance(u, str) for u in unavailable):
        raise c.fail("/unavailable", "'unavailable' must be a list of finding ids")
    expected = c.text("expected_diagnosis")
    title = c.text("title", required=False)
    case = {
        "name": str(doc.get("id", doc.get("name", f"line{c.line}"))),
        "title": title or "",
        "initial": dict(doc.get("initial") or {}),
        "findings": dict(doc["findings"]),
        "unavailable": list(unavailable),
        "expected_diagnosis": expected,
    }
    return {"case": case}, expected


def _careplan(c: _Line) -> tuple[dict, str]:
    from ...protocols.plan.knowledge import Knowledge, parse_record

    raw = c.doc.get("record")
    item_id = str(c.doc.get("id", c.line))
    if isinstance(raw, Mapping):
        doc = dict(raw)
    else:  # a free-text note
        note = c.text("record")
        doc = {"id": item_id, "title": f"Care record {item_id}", "note": note}
    kb = Knowledge.default()
    try:
        record = parse_record(doc, kb, where="record")
    except FormatError as exc:
        raise c.fail("/record", exc.message.removeprefix("record: ")) from None
    plan = c.text("reference_plan")
    data = {"record": record, "reference_plan": plan}
    options = c.doc.get("reference_options")
    if options is not None:
        if not isinstance(options, list):
            raise c.fail("/reference_options", "'reference_options' must be a list of ids")
        for i, o in enumerate(options):
            if o not in kb.interventions:
                raise c.fail(f"/reference_options/{i}", f"unknown intervention {o!r}")
        data["reference_options"] = list(dict.fromkeys(options))
    return data, plan


#: format name -> (reader of one line, the fields that identify it)
FORMATS: dict[str, tuple[Callable[[_Line], tuple[dict, str]], tuple[str, ...]]] = {
    "medqa": (_medqa, ("answer_idx",)),
    "pubmedqa": (_pubmedqa, ("final_decision",)),
    "mcq5": (_mcq5, ("answer", "options")),
    "staged": (_staged, ("findings",)),
    "careplan": (_careplan, ("reference_plan",)),
}


def detect_format(doc: Any) -> str | None:
    """The format whose identifying fields the object has, or ``None``.

    Examples
    --------
    >>> detect_format({"question": "q", "context": "c", "final_decision": "yes"})
    'pubmedqa'
    """
    if not isinstance(doc, Mapping):
        return None
    for name, (_, keys) in FORMATS.items():
        if all(k in doc for k in keys):
            return name
    return None


def _lines(source: Iterable) -> Iterable[tuple[int, str]]:
    for number, text in enumerate(source, 1):
        if isinstance(text, bytes):
            text = text.decode("utf-8", errors="strict")
        yield number, text


def parse_dataset(
    source: Iterable, *, path: str | None = None, fmt: str | None = None
) -> list[Item]:
    """Validate every line of ``source`` (an iterable of lines) and return the items.

    Parameters
    ----------
    source : iterable of str
        The lines (an open text file, a ``StringIO``...).
    path : str, optional
        The file name, for messages.
    fmt : str, optional
        One of :data:`FORMATS`; by default detected from the first item.

    Raises
    ------
    clinarg.errors.FormatError
        At the first bad line: not JSON, not an object, a missing or wrong
        field, an unknown format, or an id used twice.
    clinarg.errors.ParameterError
        ``fmt`` is not a known format.
    """
    from ...errors import ParameterError

    if fmt is not None and fmt not in FORMATS:
        raise ParameterError(f"unknown data-set format {fmt!r}; known: {', '.join(FORMATS)}")
    items: list[Item] = []
    seen: dict[str, int] = {}
    for number, text in _lines(source):
        if not text.strip():
            continue
        if len(text) > MAX_LINE_BYTES:
            raise FormatError(f"line longer than {MAX_LINE_BYTES} bytes", path=path, line=number)
        try:
            doc = parse_json(text, path=path)
        except FormatError as exc:
            raise FormatError(exc.message, path=path, line=number) from None
        if not isinstance(doc, Mapping):
            raise FormatError("an item must be a JSON object", path=path, line=number)
        if fmt is None:
            fmt = detect_format(doc)
            if fmt is None:
                raise FormatError(
                    "unknown data-set format: expected the fields of one of "
                    + "; ".join(f"{n} ({', '.join(k)})" for n, (_, k) in FORMATS.items()),
                    path=path,
                    line=number,
                )
        check = _Line(doc, path, number)
        raw_id = doc.get("id", number)
        if isinstance(raw_id, bool) or not isinstance(raw_id, (str, int)) or raw_id == "":
            raise check.fail("/id", "'id' must be a non-empty string or an integer")
        item_id = str(raw_id)
        if item_id in seen:
            raise check.fail("/id", f"id {item_id!r} already used on line {seen[item_id]}")
        seen[item_id] = number
        data, reference = FORMATS[fmt][0](check)
        items.append(Item(id=item_id, kind=fmt, data=data, reference=reference))
    return items


def read_dataset(path, fmt: str | None = None) -> list[Item]:
    """Read and validate the JSONL data set at ``path``.

    Examples
    --------
    >>> import os, tempfile
    >>> p = os.path.join(tempfile.mkdtemp(), "care.jsonl")
    >>> _ = open(p, "w").write('{"record": "r", "reference_plan": "p"}\\n')
    >>> read_dataset(p)[0].kind
    'careplan'
    """
    path = str(path)
    with open(path, encoding="utf-8", errors="strict", newline=None) as fh:
        try:
            return parse_dataset(fh, path=path, fmt=fmt)
        except UnicodeDecodeError as exc:
            raise FormatError(f"not UTF-8 text ({exc.reason})", path=path) from None
