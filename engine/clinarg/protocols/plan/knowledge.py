"""The shipped care-planning knowledge base, its evidence corpus, BM25
retrieval, and patient records (the input of ``clinarg plan``).

Teaching content, not medical advice: the facts, interventions, role rules
and passages were written for this demonstration of the CANOE protocol.

Examples
--------
>>> kb = Knowledge.default()
>>> sorted(kb.roles)[:3]
['care_coordinator', 'general_practitioner', 'nurse']
>>> record = example_record("stroke_discharge")
>>> record["facts"][:2]
['recent_stroke', 'hemiparesis']
"""

from __future__ import annotations

import math
import re
from collections import Counter
from dataclasses import dataclass
from functools import cached_property
from importlib import resources

from ..._jsonio import load_json
from ...errors import FormatError, ParameterError

__all__ = [
    "Knowledge",
    "BM25",
    "parse_record",
    "load_record",
    "example_names",
    "example_record",
    "NOTICE",
]

NOTICE = (
    "Teaching demonstration of the CANOE care-planning protocol over a small shipped "
    "knowledge base; not medical advice."
)

_TOKEN = re.compile(r"[a-z0-9]+")


def tokens(text: str) -> list[str]:
    """Lower-case alphanumeric tokens of ``text``."""
    return _TOKEN.findall(text.lower())


@dataclass(frozen=True)
class Knowledge:
    """Facts, interventions, roles, incompatibilities and the evidence corpus."""

    facts: dict
    categories: tuple
    sections: tuple
    interventions: dict
    incompatible: tuple
    roles: dict
    team_size: dict
    passages: dict

    @cached_property
    def corpus_index(self) -> BM25:
        """BM25 over the corpus passages (title and text), built once per
        knowledge base rather than on every plan."""
        return BM25({p: v["title"] + " " + v["text"] for p, v in self.passages.items()})

    @classmethod
    def default(cls) -> Knowledge:
        return _default()

    @classmethod
    def load(cls, kb_path, corpus_path) -> Knowledge:
        """Read a knowledge base and a corpus (JSON files) and check their references."""
        return cls.from_documents(load_json(kb_path), load_json(corpus_path), str(kb_path))

    @classmethod
    def from_documents(cls, kb: dict, corpus: dict, where: str = "knowledge") -> Knowledge:
        try:
            passages = {p["id"]: p for p in corpus["passages"]}
            out = cls(
                dict(kb["facts"]),
                tuple(kb["categories"]),
                tuple(kb["sections"]),
                dict(kb["interventions"]),
                tuple(kb["incompatible"]),
                dict(kb["roles"]),
                dict(kb["team_size"]),
                passages,
            )
        except (KeyError, TypeError) as exc:
            raise FormatError(f"{where}: missing or malformed field {exc}") from None
        out._check(where)
        return out

    def _check(self, where: str) -> None:
        for fid, fact in self.facts.items():
            if fact.get("category") not in self.categories:
                raise FormatError(f"{where}: fact {fid!r} has an unknown category")
        for oid, opt in self.interventions.items():
            if opt.get("section") not in self.sections:
                raise FormatError(f"{where}: intervention {oid!r} has an unknown section")
            for f in opt["indicated_by"]:
                self._fact(f, f"{where}: intervention {oid!r}")
            for rule in opt["rules"]:
                if rule["role"] not in self.roles or rule["stance"] not in ("support", "attack"):
                    raise FormatError(f"{where}: a rule of {oid!r} has an unknown role or stance")
                for f in rule["if_all"]:
                    self._fact(f, f"{where}: a rule of {oid!r}")
                for e in rule["evidence"]:
                    if e not in self.passages:
                        raise FormatError(f"{where}: a rule of {oid!r} cites unknown passage {e!r}")
        for pair in self.incompatible:
            for o in pair["options"]:
                if o not in self.interventions:
                    raise FormatError(f"{where}: incompatibility names unknown option {o!r}")

    def _fact(self, fid, where):
        if fid not in self.facts:
            raise FormatError(f"{where}: unknown fact {fid!r}")

    def rule_for(self, option: str, role: str, text: str):
        """The rule of ``option`` by ``role`` with this text, or None."""
        for rule in self.interventions.get(option, {}).get("rules", ()):
            if rule["role"] == role and rule["text"] == text:
                return rule
        return None


_DEFAULT = None


def _default() -> Knowledge:
    global _DEFAULT
    if _DEFAULT is None:
        data = resources.files(__package__).joinpath("data")
        with (
            resources.as_file(data.joinpath("knowledge.json")) as kb,
            resources.as_file(data.joinpath("corpus.json")) as corpus,
        ):
            _DEFAULT = Knowledge.load(kb, corpus)
    return _DEFAULT


class BM25:
    """Okapi BM25 over passages (``k1`` = 1.5, ``b`` = 0.75).

    Examples
    --------
    >>> bm = BM25({"a": "falls and balance", "b": "heart failure weights"})
    >>> [d for d, s in bm.rank("balance after falls")]
    ['a']
    """

    def __init__(self, docs: dict, k1: float = 1.5, b: float = 0.75):
        self.k1, self.b = k1, b
        self.ids = list(docs)
        self.tf = [Counter(tokens(docs[i])) for i in self.ids]
        self.len = [sum(tf.values()) for tf in self.tf]
        self.avg = sum(self.len) / max(1, len(self.len))
        df: dict = {}
        for tf in self.tf:
            for t in tf:
                df[t] = df.get(t, 0) + 1
        n = len(self.ids)
        self.idf = {t: math.log(1 + (n - d + 0.5) / (d + 0.5)) for t, d in df.items()}

    def rank(self, query: str, k: int | None = None):
        """``[(id, score)]`` with a positive score, best first (ties by id)."""
        q = set(tokens(query))
        out = []
        for i, tf in enumerate(self.tf):
            s = 0.0
            for t in q:
                f = tf.get(t)
                if f:
                    s += (
                        self.idf[t]
                        * f
                        * (self.k1 + 1)
                        / (f + self.k1 * (1 - self.b + self.b * self.len[i] / self.avg))
                    )
            if s > 0:
                out.append((self.ids[i], s))
        out.sort(key=lambda x: (-x[1], x[0]))
        return out[:k] if k else out


# ---------------------------------------------------------------- records
def parse_record(doc, kb: Knowledge | None = None, where: str = "record") -> dict:
    """Check a patient record and return it normalised.

    A record is a JSON object with ``id`` and ``title`` (strings), optional
    ``demographics`` (object), ``facts`` (list of vocabulary terms) and
    ``note`` (free text); it needs facts or a note.

    Raises
    ------
    clinarg.errors.FormatError
        A field is missing or of the wrong type, or a fact is not in the vocabulary.
    """
    kb = kb or Knowledge.default()
    if not isinstance(doc, dict):
        raise FormatError(f"{where}: a record is a JSON object, got {type(doc).__name__}")
    extra = set(doc) - {"id", "title", "demographics", "facts", "note"}
    if extra:
        raise FormatError(f"{where}: unknown field {sorted(extra)[0]!r}")
    for key in ("id", "title"):
        if not isinstance(doc.get(key), str) or not doc[key]:
            raise FormatError(f"{where}: field {key!r} must be a non-empty string")
    demo = doc.get("demographics", {})
    if not isinstance(demo, dict):
        raise FormatError(f"{where}: field 'demographics' must be an object")
    facts = doc.get("facts", [])
    if not isinstance(facts, list) or not all(isinstance(f, str) for f in facts):
        raise FormatError(f"{where}: field 'facts' must be a list of strings")
    for i, f in enumerate(facts):
        if f not in kb.facts:
            raise FormatError(f"{where}: facts[{i}]: unknown vocabulary term {f!r}")
    note = doc.get("note", "")
    if not isinstance(note, str):
        raise FormatError(f"{where}: field 'note' must be a string")
    if not facts and not note:
        raise FormatError(f"{where}: a record needs 'facts' or a 'note'")
    return {
        "id": doc["id"],
        "title": doc["title"],
        "demographics": dict(demo),
        "facts": list(dict.fromkeys(facts)),
        "note": note,
    }


def load_record(path, kb: Knowledge | None = None) -> dict:
    """Read and check the record file at ``path``."""
    return parse_record(load_json(path), kb, str(path))


def _cases():
    return resources.files(__package__).joinpath("data").joinpath("cases")


def example_names() -> list[str]:
    """Names of the shipped cases.

    Examples
    --------
    >>> example_names()
    ['falls_depression_polypharmacy', 'heart_failure_alone', 'stroke_discharge']
    """
    return sorted(p.name[:-5] for p in _cases().iterdir() if p.name.endswith(".json"))


def example_record(name: str, kb: Knowledge | None = None) -> dict:
    """The shipped case ``name``; an unknown name is a :class:`ParameterError`."""
    names = example_names()
    if name not in names:
        raise ParameterError(f"no example case {name!r} (known: {', '.join(names)})")
    with resources.as_file(_cases().joinpath(name + ".json")) as p:
        return load_record(p, kb)
