"""The structured diagnostic knowledge base that the offline agents reason with.

A knowledge base names *findings* (each observed by one modality: history,
examination, laboratory, imaging; with a background rate) and *diagnoses*
(a prior, P(finding present | diagnosis) for the findings it affects, the key
evidence that must be known before the diagnosis is closed, and a treatment).
Beliefs are computed by naive Bayes over the known findings: a finding known
present multiplies by P(f | d), one known absent by 1 - P(f | d).

The shipped base (``data/knowledge.json``) covers acute chest pain and
breathlessness; its numbers are rounded textbook-style estimates for
demonstration, not clinical advice.

Examples
--------
>>> kb = KnowledgeBase.load()
>>> post = kb.posterior({"chest_pain": True, "tearing_pain_back": True})
>>> kb.diagnoses[int(post.argmax())]
'aortic_dissection'
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from importlib import resources
from pathlib import Path

import numpy as np

from ..._jsonio import parse_json
from ...errors import FormatError

__all__ = ["MODALITIES", "KnowledgeBase"]

MODALITIES = ("history", "examination", "laboratory", "imaging")
"""How a finding is obtained; each is one perception agent's role."""


def _require(cond, message, path, pointer):
    if not cond:
        raise FormatError(message, path=path, pointer=pointer)


@dataclass(frozen=True, eq=False)
class KnowledgeBase:
    """Findings, diagnoses and the likelihood matrix between them.

    Attributes
    ----------
    findings : tuple of str
        Finding ids; ``finding_index`` maps them to columns.
    diagnoses : tuple of str
        Diagnosis ids; rows of ``likelihood``.
    likelihood : numpy.ndarray, shape (n_diagnoses, n_findings)
        P(finding present | diagnosis).
    prior : numpy.ndarray
        Prior probability of each diagnosis (normalised).
    """

    findings: tuple
    diagnoses: tuple
    modality: dict
    labels: dict
    likelihood: np.ndarray
    prior: np.ndarray
    key_evidence: dict
    treatment: dict
    finding_index: dict

    @classmethod
    def load(cls, path: str | Path | None = None) -> KnowledgeBase:
        """Read a knowledge base from JSON (the shipped one by default)."""
        if path is None:
            text = (
                resources.files("clinarg.protocols.diagnose")
                .joinpath("data/knowledge.json")
                .read_text()
            )
            where = "clinarg.protocols.diagnose/data/knowledge.json"
        else:
            text, where = Path(path).read_bytes(), str(path)
        doc = parse_json(text, path=where)
        return cls.from_dict(doc, path=where)

    @classmethod
    def from_dict(cls, doc: Mapping, *, path: str | None = None) -> KnowledgeBase:
        """Build and validate a knowledge base from its JSON document."""
        _require(
            isinstance(doc, Mapping)
            and isinstance(doc.get("findings"), Mapping)
            and isinstance(doc.get("diagnoses"), Mapping)
            and doc["diagnoses"],
            "a knowledge base needs 'findings' and non-empty 'diagnoses' objects",
            path,
            "",
        )
        findings = tuple(doc["findings"])
        index = {f: i for i, f in enumerate(findings)}
        modality, labels, base = {}, {}, np.empty(len(findings))
        for i, (fid, spec) in enumerate(doc["findings"].items()):
            ptr = f"/findings/{fid}"
            _require(
                isinstance(spec, Mapping) and spec.get("category") in MODALITIES,
                f"finding {fid!r} needs a category among {MODALITIES}",
                path,
                ptr,
            )
            rate = spec.get("base_rate", 0.05)
            _require(
                isinstance(rate, (int, float)) and 0 < rate < 1,
                f"finding {fid!r}: base_rate must be in (0, 1)",
                path,
                ptr,
            )
            modality[fid], labels[fid] = spec["category"], str(spec.get("label", fid))
            base[i] = rate
        diagnoses = tuple(doc["diagnoses"])
        lik = np.tile(base, (len(diagnoses), 1))
        prior = np.empty(len(diagnoses))
        key, treatment = {}, {}
        for r, (did, spec) in enumerate(doc["diagnoses"].items()):
            ptr = f"/diagnoses/{did}"
            _require(isinstance(spec, Mapping), f"diagnosis {did!r} must be an object", path, ptr)
            p = spec.get("prior")
            _require(
                isinstance(p, (int, float)) and p > 0,
                f"diagnosis {did!r} needs a positive prior",
                path,
                ptr,
            )
            prior[r] = p
            for fid, value in dict(spec.get("likelihood", {})).items():
                _require(
                    fid in index,
                    f"diagnosis {did!r} names unknown finding {fid!r}",
                    path,
                    f"{ptr}/likelihood/{fid}",
                )
                _require(
                    isinstance(value, (int, float)) and 0 < value < 1,
                    f"P({fid} | {did}) must be in (0, 1)",
                    path,
                    f"{ptr}/likelihood/{fid}",
                )
                lik[r, index[fid]] = value
            key[did] = tuple(spec.get("key_evidence", ()))
            for fid in key[did]:
                _require(
                    fid in index,
                    f"diagnosis {did!r}: unknown key evidence {fid!r}",
                    path,
                    f"{ptr}/key_evidence",
                )
            treatment[did] = tuple(str(t) for t in spec.get("treatment", ()))
            labels[did] = str(spec.get("label", did))
        return cls(
            findings, diagnoses, modality, labels, lik, prior / prior.sum(), key, treatment, index
        )

    def posterior(self, evidence: Mapping[str, bool]) -> np.ndarray:
        """P(diagnosis | evidence) by naive Bayes, in log space; one entry per diagnosis.

        Findings the base does not know are ignored.
        """
        logp = np.log(self.prior).copy()
        for fid, present in evidence.items():
            col = self.finding_index.get(fid)
            if col is None:
                continue
            p = self.likelihood[:, col]
            logp += np.log(p if present else 1.0 - p)
        logp -= logp.max()
        post = np.exp(logp)
        return post / post.sum()

    def predictive(self, posterior: np.ndarray) -> np.ndarray:
        """P(finding present) under a belief over diagnoses, for every finding."""
        return posterior @ self.likelihood

    def informativeness(self, posterior: np.ndarray) -> np.ndarray:
        """How much each finding would move the belief: the posterior variance of P(f | d).

        Zero for a finding every diagnosis predicts alike; large for one that
        separates the likely diagnoses.
        """
        mean = self.predictive(posterior)
        return posterior @ (self.likelihood - mean) ** 2

    def supporting(self, diagnosis: str, evidence: Mapping[str, bool]) -> list[tuple[str, bool]]:
        """Known findings, as ``(id, present)``, that favour ``diagnosis`` over the others.

        A present finding favours it when P(f | d) exceeds its mean over the
        other diagnoses (likelihood ratio > 1); an absent one when 1 - P(f | d) does.
        """
        row = self.likelihood[self.diagnoses.index(diagnosis)]
        rest = np.delete(self.likelihood, self.diagnoses.index(diagnosis), axis=0).mean(axis=0)
        out = []
        for fid, present in evidence.items():
            col = self.finding_index.get(fid)
            if col is None:
                continue
            ratio = row[col] / rest[col] if present else (1 - row[col]) / (1 - rest[col])
            if ratio > 1.0:
                out.append((fid, bool(present)))
        return out
