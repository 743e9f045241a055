"""The structured clinical knowledge base behind the offline backend.

The shipped base (``clinarg/protocols/reason/data/clinical_kb.json``) holds a closed
vocabulary of patient facts, goals and treatments, and the relations the
ArgMed agents argue about: which treatments serve a goal and on what
evidence; side effects with their frequency, general acceptability and the
patient facts that make them unacceptable (or beneficial); contraindications;
comparative evidence between alternatives (possibly conditional on patient
facts); and ways to ameliorate a side effect.  Treatments may be variants of
another (``variant_of``): they inherit its goals, evidence, contraindications
and comparisons, and override side effects by name.

Nothing here is specific to a case: every answer is computed from the case's
facts, so any case written in the vocabulary can be reasoned about.

Format (JSON object; ``comparisons``, ``ameliorations`` and
``derived_facts`` optional)::

    facts          {fact: plain words}
    side_effects   {effect: plain words}
    goals          {goal: {"text": ..., "treatments": [treatment, ...]}}   # order of preference
    treatments     {treatment: {"label": ..., "serves": {goal: evidence},
                                "variant_of": treatment (optional),
                                "side_effects": [{"effect", "frequency": common|very_common|
                                                  uncommon|rare, "acceptable": bool,
                                                  "unacceptable_when": [fact],
                                                  "beneficial_when": [fact], "evidence"}],
                                "contraindications": [{"when": [fact], "harm": effect,
                                                       "evidence"}]}}
    comparisons    [{"better", "worse", "goal", "when": [fact], "criterion", "evidence"}]
    ameliorations  [{"treatment", "side_effect", "by": treatment (optional), "how",
                     "evidence"}]   # no "by": a measure that keeps the decision
    derived_facts  [{"fact", "age_at_least": int}]

Examples
--------
>>> kb = KnowledgeBase.default()
>>> [c["effect"] for c in kb.concerns("acei", {"chronic_cough"})]
['dry_cough']
>>> kb.compare("acei", "arb", "lower_blood_pressure", set())["better"]
'arb'
>>> kb.compare("acei", "arb", "lower_blood_pressure", {"history_of_stroke"})["better"]
'acei'
>>> kb.serves("metformin_xr", "glycaemic_control") is not None
True
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from functools import lru_cache
from importlib import resources
from typing import Any

from ..._jsonio import load_json
from ...errors import FormatError

__all__ = ["KnowledgeBase", "FREQUENT"]

#: Frequencies at which a side effect is raised for every patient; rarer
#: ones are raised only when a patient fact makes them matter.
FREQUENT = frozenset({"common", "very_common"})
_FREQUENCIES = FREQUENT | {"uncommon", "rare"}


class KnowledgeBase:
    """A validated clinical knowledge base.

    Parameters
    ----------
    doc : dict
        The decoded JSON document.
    path : str, optional
        For error messages.

    Raises
    ------
    clinarg.errors.FormatError
        If the document names an undeclared fact, goal, side effect or
        treatment, or a treatment serves no goal.
    """

    def __init__(self, doc: dict, *, path: str | None = None):
        self._path = path
        _check_shape(doc, path)
        self.facts: dict[str, str] = dict(doc["facts"])
        self.goals: dict[str, dict] = dict(doc["goals"])
        self.side_effect_labels: dict[str, str] = dict(doc["side_effects"])
        self.treatments: dict[str, dict] = dict(doc["treatments"])
        self.comparisons: list[dict] = list(doc.get("comparisons", ()))
        self.ameliorations: list[dict] = list(doc.get("ameliorations", ()))
        self.derived_facts: list[dict] = list(doc.get("derived_facts", ()))
        self._check()

    @classmethod
    @lru_cache(maxsize=1)
    def default(cls) -> KnowledgeBase:
        """The knowledge base shipped with clinarg."""
        text = resources.files("clinarg.protocols.reason").joinpath("data", "clinical_kb.json")
        return cls(json.loads(text.read_text("utf-8")), path="clinical_kb.json")

    @classmethod
    def load(cls, path) -> KnowledgeBase:
        """Read a knowledge base from a JSON file."""
        return cls(load_json(path), path=str(path))

    # -- validation -------------------------------------------------------
    def _fail(self, message: str, pointer: str):
        raise FormatError(message, path=self._path, pointer=pointer)

    def _check(self) -> None:
        for g, goal in self.goals.items():
            for i, t in enumerate(goal.get("treatments", ())):
                if t not in self.treatments:
                    self._fail(
                        f"goal {g!r} lists undeclared treatment {t!r}", f"/goals/{g}/treatments/{i}"
                    )
        for t, entry in self.treatments.items():
            parent = entry.get("variant_of")
            if parent is not None and parent not in self.treatments:
                self._fail(
                    f"treatment {t!r} is a variant of undeclared {parent!r}",
                    f"/treatments/{t}/variant_of",
                )
            if not self._lineage_entries(t):
                self._fail(f"variant cycle through {t!r}", f"/treatments/{t}")
            for g in entry.get("serves", {}):
                if g not in self.goals:
                    self._fail(
                        f"treatment {t!r} serves undeclared goal {g!r}",
                        f"/treatments/{t}/serves/{g}",
                    )
            if not any(self.serves(t, g) for g in self.goals):
                self._fail(f"treatment {t!r} serves no goal", f"/treatments/{t}")
            for i, se in enumerate(entry.get("side_effects", ())):
                ptr = f"/treatments/{t}/side_effects/{i}"
                if se.get("effect") not in self.side_effect_labels:
                    self._fail(f"undeclared side effect {se.get('effect')!r}", ptr)
                if se.get("frequency") not in _FREQUENCIES:
                    self._fail(f"frequency must be one of {sorted(_FREQUENCIES)}", ptr)
                for key in ("unacceptable_when", "beneficial_when"):
                    self._check_facts(se.get(key, ()), f"{ptr}/{key}")
            for i, ci in enumerate(entry.get("contraindications", ())):
                ptr = f"/treatments/{t}/contraindications/{i}"
                self._check_facts(ci.get("when", ()), f"{ptr}/when")
                if ci.get("harm") not in self.side_effect_labels:
                    self._fail(f"undeclared side effect {ci.get('harm')!r}", ptr)
        for i, c in enumerate(self.comparisons):
            for key in ("better", "worse"):
                if c.get(key) not in self.treatments:
                    self._fail(f"undeclared treatment {c.get(key)!r}", f"/comparisons/{i}/{key}")
            if c.get("goal") not in self.goals:
                self._fail(f"undeclared goal {c.get('goal')!r}", f"/comparisons/{i}/goal")
            self._check_facts(c.get("when", ()), f"/comparisons/{i}/when")
        for i, a in enumerate(self.ameliorations):
            for key in ("treatment", "by"):
                if key == "by" and a.get(key) is None:
                    continue  # a measure (dose timing...) that keeps the decision
                if a.get(key) not in self.treatments:
                    self._fail(f"undeclared treatment {a.get(key)!r}", f"/ameliorations/{i}/{key}")
            if a.get("side_effect") not in self.side_effect_labels:
                self._fail(
                    f"undeclared side effect {a.get('side_effect')!r}",
                    f"/ameliorations/{i}/side_effect",
                )
        for i, d in enumerate(self.derived_facts):
            self._check_facts([d.get("fact")], f"/derived_facts/{i}/fact")

    def _check_facts(self, facts: Iterable[str], pointer: str) -> None:
        for f in facts:
            if f not in self.facts:
                self._fail(f"undeclared patient fact {f!r}", pointer)

    # -- vocabulary --------------------------------------------------------
    def label(self, treatment: str) -> str:
        """Plain-words name of a treatment."""
        return self.treatments[treatment]["label"]

    def effect_label(self, effect: str) -> str:
        return self.side_effect_labels[effect]

    def goal_text(self, goal: str) -> str:
        return self.goals[goal]["text"]

    def patient_facts(self, facts: Iterable[str], age: int | None = None) -> frozenset:
        """The case's facts plus those derived from its age."""
        out = set(facts)
        if age is not None:
            for d in self.derived_facts:
                if "age_at_least" in d and age >= d["age_at_least"]:
                    out.add(d["fact"])
        return frozenset(out)

    # -- treatments ----------------------------------------------------------
    def _lineage_entries(self, treatment: str) -> list[str]:
        chain, seen = [], set()
        t = treatment
        while t is not None:
            if t in seen:
                return []
            seen.add(t)
            chain.append(t)
            t = self.treatments[t].get("variant_of")
        return chain

    def lineage(self, treatment: str) -> list[str]:
        """``treatment`` followed by what it is a variant of, nearest first."""
        return self._lineage_entries(treatment)

    def serves(self, treatment: str, goal: str) -> str | None:
        """Evidence that ``treatment`` achieves ``goal``, or ``None``."""
        for t in self.lineage(treatment):
            ev = self.treatments[t].get("serves", {}).get(goal)
            if ev:
                return ev
        return None

    def side_effects(self, treatment: str) -> list[dict]:
        """Side-effect entries; a variant overrides its parent's by effect name."""
        merged: dict[str, dict] = {}
        for t in reversed(self.lineage(treatment)):
            for se in self.treatments[t].get("side_effects", ()):
                merged[se["effect"]] = se
        return list(merged.values())

    def contraindications(self, treatment: str) -> list[dict]:
        out = []
        for t in self.lineage(treatment):
            out.extend(self.treatments[t].get("contraindications", ()))
        return out

    def concerns(self, treatment: str, facts) -> list[dict]:
        """Side effects of ``treatment`` that argue against it for a patient with ``facts``.

        A contraindication whose facts all hold is a concern.  A side effect
        is one when it is not acceptable for this patient (see
        :meth:`acceptability`) and either frequent or made relevant by one of
        the patient's facts; never when a fact makes it beneficial (sedation
        for a patient with insomnia).  Acceptable side effects are not raised:
        in the paper's framework a raised side effect that the Verifier then
        accepts attacks itself, and a self-attacking argument still blocks its
        target under preferred semantics.  Each concern is a dict with
        ``effect``, ``evidence`` and ``source`` (``"side_effect"`` or
        ``"contraindication"``), contraindications first.
        """
        facts = set(facts)
        out: list[dict] = []
        seen: set[str] = set()
        for ci in self.contraindications(treatment):
            if set(ci["when"]) <= facts and ci["harm"] not in seen:
                seen.add(ci["harm"])
                out.append(
                    {
                        "effect": ci["harm"],
                        "evidence": ci.get("evidence"),
                        "source": "contraindication",
                        "when": list(ci["when"]),
                    }
                )
        for se in self.side_effects(treatment):
            if se["effect"] in seen or facts & set(se.get("beneficial_when", ())):
                continue
            relevant = facts & set(se.get("unacceptable_when", ()))
            if (se["frequency"] in FREQUENT or relevant) and not self.acceptability(
                treatment, se["effect"], facts
            )[0]:
                seen.add(se["effect"])
                out.append(
                    {
                        "effect": se["effect"],
                        "evidence": se.get("evidence"),
                        "source": "side_effect",
                    }
                )
        return out

    def effect_evidence(self, treatment: str, effect: str) -> str | None:
        """Evidence that ``treatment`` causes ``effect`` (side effect or contraindication)."""
        for ci in self.contraindications(treatment):
            if ci["harm"] == effect:
                return ci.get("evidence")
        for se in self.side_effects(treatment):
            if se["effect"] == effect:
                return se.get("evidence")
        return None

    def acceptability(self, treatment: str, effect: str, facts) -> tuple[bool, str]:
        """Whether ``effect`` of ``treatment`` is acceptable for the patient, and why."""
        facts = set(facts)
        for ci in self.contraindications(treatment):
            if ci["harm"] == effect and set(ci["when"]) <= facts:
                why = ", ".join(self.facts[f] for f in ci["when"])
                return False, f"it is a contraindication for a patient with {why}"
        for se in self.side_effects(treatment):
            if se["effect"] != effect:
                continue
            bad = [f for f in se.get("unacceptable_when", ()) if f in facts]
            if bad:
                return False, (
                    "it is not acceptable for a patient with "
                    + ", ".join(self.facts[f] for f in bad)
                )
            if se.get("acceptable"):
                return True, "it is generally acceptable and no patient fact argues against it"
            return False, "it is not generally acceptable"
        return False, "the knowledge base does not know this side effect"

    def amelioration(self, treatment: str, effect: str) -> dict | None:
        """A way to ameliorate ``effect`` of ``treatment``, or ``None``.

        The entry's ``by`` names the treatment to switch to; an entry without
        ``by`` is a measure (timing, formulation advice) that keeps the decision.
        """
        for a in self.ameliorations:
            if (
                a["side_effect"] == effect
                and a["treatment"] in self.lineage(treatment)
                and a.get("by") != treatment
            ):
                return a
        return None

    def compare(self, a: str, b: str, goal: str, facts) -> dict | None:
        """Comparative evidence between treatments ``a`` and ``b`` for ``goal``.

        Among the comparisons whose facts all hold (either direction, through
        variants), the most specific one (most conditions) wins; ``None``
        when none applies.  A comparison in favour of a treatment that has a
        concern for this patient (:meth:`concerns`) does not apply: a drug
        the patient should not take is not the better one for them.  The
        result has ``better`` and ``worse`` set to ``a``/``b`` themselves.
        """
        facts = set(facts)
        la, lb = self.lineage(a), self.lineage(b)
        best, best_rank = None, None
        for order, c in enumerate(self.comparisons):
            if c["goal"] != goal or not set(c.get("when", ())) <= facts:
                continue
            if c["better"] in la and c["worse"] in lb:
                hit = dict(c, better=a, worse=b)
            elif c["better"] in lb and c["worse"] in la:
                hit = dict(c, better=b, worse=a)
            else:
                continue
            if self.concerns(hit["better"], facts):
                continue
            rank = (-len(c.get("when", ())), order)
            if best_rank is None or rank < best_rank:
                best, best_rank = hit, rank
        return best

    def candidates(self, goal: str, options: Iterable[str] | None = None) -> list[str]:
        """Treatments for ``goal`` in the knowledge base's order of preference,
        restricted to ``options`` when given (then in the goal's order, options
        not listed under the goal last)."""
        listed = list(self.goals[goal].get("treatments", ()))
        if options is None:
            return listed
        options = list(options)
        return [t for t in listed if t in options] + [t for t in options if t not in listed]

    def describe(self) -> dict[str, Any]:
        return {
            "facts": len(self.facts),
            "goals": len(self.goals),
            "treatments": len(self.treatments),
            "comparisons": len(self.comparisons),
            "ameliorations": len(self.ameliorations),
        }


_SHAPE = {
    "facts": dict,
    "goals": dict,
    "side_effects": dict,
    "treatments": dict,
    "comparisons": list,
    "ameliorations": list,
    "derived_facts": list,
}
_REQUIRED = ("facts", "goals", "side_effects", "treatments")
_ENTRY_KEYS = {
    "goals": ("text",),
    "treatments": ("label",),
    "comparisons": ("better", "worse", "goal", "criterion"),
    "ameliorations": ("treatment", "side_effect", "how"),
    "derived_facts": ("fact",),
}


def _check_shape(doc, path) -> None:
    """Types and required keys, so that later lookups cannot fail obscurely."""
    if not isinstance(doc, dict):
        raise FormatError("a knowledge base must be a JSON object", path=path)
    for key in _REQUIRED:
        if key not in doc:
            raise FormatError(f"missing required field '{key}'", path=path, pointer="/")
    for key, kind in _SHAPE.items():
        if key in doc and not isinstance(doc[key], kind):
            raise FormatError(
                f"'{key}' must be a JSON {'object' if kind is dict else 'array'}",
                path=path,
                pointer=f"/{key}",
            )
    for key in ("facts", "side_effects"):
        for name, text in doc[key].items():
            if not isinstance(text, str):
                raise FormatError(
                    "expected a plain-words description", path=path, pointer=f"/{key}/{name}"
                )
    for key, needed in _ENTRY_KEYS.items():
        entries = doc.get(key, ())
        items = entries.items() if isinstance(entries, dict) else enumerate(entries)
        for name, entry in items:
            if not isinstance(entry, dict):
                raise FormatError("expected a JSON object", path=path, pointer=f"/{key}/{name}")
            for field in needed:
                if not isinstance(entry.get(field), str):
                    raise FormatError(
                        f"missing or non-text field '{field}'", path=path, pointer=f"/{key}/{name}"
                    )
    for name, t in doc["treatments"].items():
        for field, kind in (("serves", dict), ("side_effects", list), ("contraindications", list)):
            if not isinstance(t.get(field, kind()), kind):
                raise FormatError(
                    f"'{field}' has the wrong type",
                    path=path,
                    pointer=f"/treatments/{name}/{field}",
                )
        for i, se in enumerate(t.get("side_effects", ())):
            if not isinstance(se, dict) or not isinstance(se.get("acceptable", False), bool):
                raise FormatError(
                    "a side effect is an object with a boolean 'acceptable'",
                    path=path,
                    pointer=f"/treatments/{name}/side_effects/{i}",
                )
        for i, ci in enumerate(t.get("contraindications", ())):
            if not isinstance(ci, dict) or not isinstance(ci.get("when"), list):
                raise FormatError(
                    "a contraindication is an object with a 'when' list",
                    path=path,
                    pointer=f"/treatments/{name}/contraindications/{i}",
                )
    for i, c in enumerate(doc.get("comparisons", ())):
        if not isinstance(c.get("when", []), list):
            raise FormatError(
                "'when' must be a list of facts", path=path, pointer=f"/comparisons/{i}/when"
            )
