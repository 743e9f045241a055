"""The medical knowledge graph of the debate, its imap extractor and its tools.

The shipped graph (``data/knowledge_graph.json``) names *findings* (a
symptom, sign, test or history item, with the phrases that state it in a
case text) and *diseases* (a specialty domain, a summary, a typical
duration and a weighted feature for each finding that bears on it: positive
weights argue for the disease, negative ones against; ``core`` features are
the textbook presentation every doctor knows, the rest is the specialist's
knowledge), grouped into *differentials* of similar diseases.  Its weights
are rounded teaching values, not medical advice.

The features that tell two similar diseases apart are read off the graph:
a finding whose weights for the two differ by at least
:data:`DISTINGUISHING_GAP` (the ``text`` of a feature says why it matters).

Examples
--------
>>> kg = KnowledgeGraph.default()
>>> imap = kg.imap("Chest pain for 3 days. No fever. Troponin was raised.")
>>> [(p.term, p.value) for p in imap.pairs]
[('Symptom', 'chest pain'), ('Duration', '3 days'), ('Sign', 'fever (absent)'),
     ('Test', 'troponin raised')]
>>> [c["feature"] for c in kg.compare("myocarditis", "myocardial_infarction")][:3]
['coronary_occlusion', 'crushing_radiating_pain', 'recent_viral_illness']
"""

from __future__ import annotations

import difflib
import functools
import math
import re
from dataclasses import dataclass, field
from importlib import resources

from ..._jsonio import load_json
from ...errors import FormatError

__all__ = ["KnowledgeGraph", "Imap", "ImapPair", "DISTINGUISHING_GAP", "KINDS"]

#: A finding tells two diseases apart when its weights differ by this much.
DISTINGUISHING_GAP = 0.4
#: Finding kinds and the imap term each is written under.
KINDS = {"symptom": "Symptom", "sign": "Sign", "test": "Test", "history": "History"}
#: Weight from which a finding observed absent argues against a disease.
EXPECTED = 0.8

_NEGATION = re.compile(r"\b(no|not|without|denies|denied|absence of|negative for)\b")
_CLAUSE = re.compile(r"[.;!?]\s+|\bbut\b|\n")
_NUMBERS = {
    "one": 1,
    "two": 2,
    "three": 3,
    "four": 4,
    "five": 5,
    "six": 6,
    "seven": 7,
    "eight": 8,
    "nine": 9,
    "ten": 10,
    "a few": 3,
    "several": 5,
    "a": 1,
}
_DURATION = re.compile(
    r"\bfor (?:the (?:last|past) )?(\d+|one|two|three|four|five|six|seven|"
    r"eight|nine|ten|a few|several|a)\s+(hour|day|week|month|year)s?\b"
)
_UNIT_DAYS = {"hour": 1 / 24, "day": 1, "week": 7, "month": 30, "year": 365}


@dataclass(frozen=True)
class ImapPair:
    """One term-value pair of an imap.

    Attributes
    ----------
    term : str
        ``Symptom``, ``Sign``, ``Test``, ``History`` or ``Duration``.
    value : str
        What the case says, in the graph's words.
    finding : str or None
        The graph's finding id (``None`` for a duration).
    present : bool
        False when the case states the finding is absent or normal.
    """

    term: str
    value: str
    finding: str | None = None
    present: bool = True

    def to_dict(self) -> dict:
        return {
            "term": self.term,
            "value": self.value,
            "finding": self.finding,
            "present": self.present,
        }


@dataclass(frozen=True)
class Imap:
    """A case distilled into term-value pairs, and the text left out as noise.

    Attributes
    ----------
    pairs : tuple of ImapPair
    duration_days : float or None
        The presenting complaint's duration, when the case states one.
    noise : tuple of str
        Sentences of the case that carry no finding.
    """

    pairs: tuple = ()
    duration_days: float | None = None
    noise: tuple = ()
    findings: dict = field(default_factory=dict, compare=False)

    def __post_init__(self):
        found = {p.finding: p.present for p in self.pairs if p.finding is not None}
        object.__setattr__(self, "findings", found)

    def to_dict(self) -> dict:
        return {
            "pairs": [p.to_dict() for p in self.pairs],
            "duration_days": self.duration_days,
            "noise": list(self.noise),
        }

    def text(self) -> str:
        """The pairs as prompt lines (``Term: value``)."""
        return "\n".join(f"{p.term}: {p.value}" for p in self.pairs)


def _fail(message, path, pointer):
    raise FormatError(message, path=path, pointer=pointer)


def _check_graph(doc, path) -> None:
    """Raise :class:`FormatError` at the first field the debate cannot use."""
    if not isinstance(doc, dict) or doc.get("format") != "clinarg-debate-knowledge-graph":
        _fail("not a clinarg-debate-knowledge-graph document", path, "/format")
    for key in ("findings", "diseases", "differentials"):
        if not isinstance(doc.get(key), dict) or not doc[key]:
            _fail(f"'{key}' must be a non-empty object", path, f"/{key}")
    for fid, f in doc["findings"].items():
        where = f"/findings/{fid}"
        if not isinstance(f, dict) or not isinstance(f.get("label"), str):
            _fail("a finding needs a 'label' string", path, where)
        if f.get("kind") not in KINDS:
            _fail(f"'kind' must be one of {', '.join(KINDS)}", path, f"{where}/kind")
        for key in ("phrases", "negative_phrases"):
            value = f.get(key, [])
            if not isinstance(value, list) or not all(isinstance(s, str) and s for s in value):
                _fail(f"'{key}' must be a list of strings", path, f"{where}/{key}")
    for did, d in doc["diseases"].items():
        where = f"/diseases/{did}"
        if not isinstance(d, dict):
            _fail("a disease must be an object", path, where)
        for key in ("label", "domain", "summary"):
            if not isinstance(d.get(key), str):
                _fail(f"'{key}' must be a string", path, f"{where}/{key}")
        dur = d.get("duration")
        if not (
            isinstance(dur, dict)
            and all(
                isinstance(dur.get(k), (int, float)) and not isinstance(dur.get(k), bool)
                for k in ("min_days", "max_days")
            )
            and 0 <= dur["min_days"] <= dur["max_days"]
        ):
            _fail("'duration' needs numbers 0 <= min_days <= max_days", path, f"{where}/duration")
        feats = d.get("features")
        if not isinstance(feats, dict) or not feats:
            _fail("'features' must be a non-empty object", path, f"{where}/features")
        for fid, feat in feats.items():
            fwhere = f"{where}/features/{fid}"
            if fid not in doc["findings"]:
                close = difflib.get_close_matches(fid, list(doc["findings"]), n=1)
                hint = f" (did you mean {close[0]!r}?)" if close else ""
                _fail(f"unknown finding {fid!r}{hint}", path, fwhere)
            w = feat.get("weight") if isinstance(feat, dict) else None
            if (
                isinstance(w, bool)
                or not isinstance(w, (int, float))
                or not math.isfinite(w)
                or not -1 <= w <= 1
            ):
                _fail("'weight' must be a number from -1 to 1", path, f"{fwhere}/weight")
    for xid, x in doc["differentials"].items():
        diseases = x.get("diseases") if isinstance(x, dict) else None
        if not isinstance(diseases, list) or len(diseases) < 2:
            _fail(
                "a differential lists at least two diseases", path, f"/differentials/{xid}/diseases"
            )
        for i, did in enumerate(diseases):
            if did not in doc["diseases"]:
                _fail(f"unknown disease {did!r}", path, f"/differentials/{xid}/diseases/{i}")


class KnowledgeGraph:
    """Findings, diseases and differentials, read from a validated document.

    Use :meth:`default` for the shipped graph, :meth:`load` for another file.
    """

    def __init__(self, doc: dict, *, path: str | None = None):
        _check_graph(doc, path)
        self.path = path
        self.findings: dict = doc["findings"]
        self.diseases: dict = doc["diseases"]
        self.differentials: dict = doc["differentials"]
        self._names = {}
        for did, d in self.diseases.items():
            for name in [did, d["label"], *d.get("synonyms", [])]:
                self._names.setdefault(" ".join(name.replace("_", " ").split()).casefold(), did)
        # phrase table, longest phrase first so "chest pain" is not read as "pain"
        table = []
        for fid, f in self.findings.items():
            table += [(p.casefold(), fid, True) for p in f.get("phrases", [])]
            table += [(p.casefold(), fid, False) for p in f.get("negative_phrases", [])]
        self._phrases = sorted(table, key=lambda t: -len(t[0]))

    @classmethod
    @functools.cache
    def default(cls) -> KnowledgeGraph:
        """The shipped knowledge graph (read once)."""
        ref = resources.files(__package__).joinpath("data", "knowledge_graph.json")
        with resources.as_file(ref) as p:
            return cls(load_json(p), path=str(p))

    @classmethod
    def load(cls, path) -> KnowledgeGraph:
        """Read and validate a knowledge-graph file (errors name the file and field)."""
        return cls(load_json(path), path=str(path))

    def describe(self) -> dict:
        return {
            "diseases": len(self.diseases),
            "findings": len(self.findings),
            "differentials": sorted(self.differentials),
        }

    # -- vocabulary --------------------------------------------------------------
    def label(self, disease: str) -> str:
        return self.diseases[disease]["label"]

    def finding_label(self, finding: str) -> str:
        f = self.findings.get(finding)
        return f["label"] if f else finding

    def resolve_disease(self, name) -> str | None:
        """The disease id ``name`` means (id, label or synonym, any case), or None."""
        if not isinstance(name, str):
            return None
        return self._names.get(" ".join(name.replace("_", " ").split()).casefold())

    def closest_disease(self, name: str) -> str | None:
        close = difflib.get_close_matches(str(name).casefold(), list(self._names), n=1)
        return self._names[close[0]] if close else None

    # -- disease knowledge ---------------------------------------------------------
    def weight(self, disease: str, finding: str) -> float:
        feat = self.diseases[disease]["features"].get(finding)
        return float(feat["weight"]) if feat else 0.0

    def core(self, disease: str) -> frozenset:
        """The features of ``disease`` every doctor knows (its textbook core)."""
        return frozenset(f for f, e in self.diseases[disease]["features"].items() if e.get("core"))

    def features(self, disease: str) -> frozenset:
        return frozenset(self.diseases[disease]["features"])

    def duration_fit(self, disease: str, days: float | None) -> float:
        """+0.6 when ``days`` falls in the disease's typical duration, -0.6 when
        not, 0 when unknown: duration is a key distinguishing point (MLAD §1)."""
        if days is None:
            return 0.0
        dur = self.diseases[disease]["duration"]
        return 0.6 if dur["min_days"] <= days <= dur["max_days"] else -0.6

    def evidence(self, disease: str, finding: str, present: bool) -> float:
        """How an observed finding bears on ``disease``: its weight when present;
        when absent, minus half the weight of an expected feature, else 0."""
        w = self.weight(disease, finding)
        if present:
            return w
        return -0.5 * w if w >= EXPECTED else 0.0

    def profile(self, disease: str) -> dict:
        """The specialist profile of ``disease``: what its agent is given."""
        d = self.diseases[disease]
        feats = sorted(d["features"].items(), key=lambda kv: (-kv[1]["weight"], kv[0]))
        return {
            "disease": disease,
            "label": d["label"],
            "domain": d["domain"],
            "summary": d["summary"],
            "duration": d["duration"]["text"],
            "for": [self.finding_label(f) for f, e in feats if e["weight"] > 0],
            "against": [self.finding_label(f) for f, e in feats if e["weight"] < 0],
            "notes": [e["text"] for f, e in feats if e.get("text")],
        }

    # -- tools -----------------------------------------------------------------------
    def lookup(self, finding: str, diseases) -> dict:
        """Knowledge-graph lookup of a finding: its weight for each of ``diseases``.

        Examples
        --------
        >>> KnowledgeGraph.default().lookup("orthopnoea", ["heart_failure", "myocarditis"])
        {'finding': 'orthopnoea', 'label': 'orthopnoea',
         'weights': {'heart_failure': 0.8, 'myocarditis': 0.0}}
        """
        return {
            "finding": finding,
            "label": self.finding_label(finding),
            "weights": {d: self.weight(d, finding) for d in diseases},
        }

    def compare(self, a: str, b: str) -> list[dict]:
        """The features that tell ``a`` and ``b`` apart, largest gap first."""
        out = []
        for f in sorted(self.features(a) | self.features(b)):
            wa, wb = self.weight(a, f), self.weight(b, f)
            if abs(wa - wb) >= DISTINGUISHING_GAP:
                favours = a if wa > wb else b
                note = self.diseases[favours]["features"].get(f, {}).get("text") or self.diseases[
                    b if favours == a else a
                ]["features"].get(f, {}).get("text")
                out.append(
                    {
                        "feature": f,
                        "label": self.finding_label(f),
                        "favours": favours,
                        "weights": {a: wa, b: wb},
                        "text": note,
                    }
                )
        out.sort(key=lambda c: (-abs(c["weights"][a] - c["weights"][b]), c["feature"]))
        return out

    # -- imap ---------------------------------------------------------------------------
    def imap(self, text: str, *, negation: bool = True) -> Imap:
        """Distil a case text into term-value pairs in the graph's vocabulary.

        Each clause is searched for the findings' phrases (longest first); a
        finding stated after a negation cue in its clause, or by one of its
        ``negative_phrases``, is recorded absent.  ``negation=False`` reads
        every mention as present (the noisy reading used when imap is
        switched off).  Sentences that name no finding are kept as noise.
        """
        pairs: list[ImapPair] = []
        seen: set = set()
        noise = []
        duration = None
        sentences = [s.strip() for s in re.split(r"(?<=[.!?])\s+", text) if s.strip()]
        for sentence in sentences:
            hit = False
            for clause in _CLAUSE.split(sentence.casefold()):
                taken = []  # spans already matched by a longer phrase
                for phrase, fid, positive in self._phrases:
                    for m in re.finditer(r"\b" + re.escape(phrase) + r"\b", clause):
                        if any(s < m.end() and m.start() < e for s, e in taken):
                            continue
                        taken.append((m.start(), m.end()))
                        hit = True
                        if fid in seen:
                            continue
                        present = positive
                        if negation and positive and _NEGATION.search(clause[: m.start()]):
                            present = False
                        if not negation:
                            present = True
                        seen.add(fid)
                        f = self.findings[fid]
                        value = f["label"] if present else f"{f['label']} (absent)"
                        pairs.append(ImapPair(KINDS[f["kind"]], value, fid, present))
                        if duration is None and f["kind"] in ("symptom", "sign"):
                            found = _DURATION.search(clause)
                            if found:
                                n, unit = found.groups()
                                n = int(n) if n.isdigit() else _NUMBERS[n]
                                duration = n * _UNIT_DAYS[unit]
                                pairs.append(
                                    ImapPair("Duration", f"{n} {unit}" + ("s" if n != 1 else ""))
                                )
            if not hit:
                noise.append(sentence)
        return Imap(tuple(pairs), duration, tuple(noise))
