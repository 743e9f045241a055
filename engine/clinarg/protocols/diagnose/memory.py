"""The orchestrator's two memories.

*Working memory* ⟨E, H, τ⟩ holds what is known about this patient: evidence
E (finding -> present/absent), hypotheses H (diagnosis -> confidence) and the
trajectory τ of actions taken.  It is immutable: every step returns a new
one, so the search tree keeps exact snapshots and backtracking restores one.

*Experience memory* holds guideline passages and historical cases as
evidence -> diagnosis -> treatment chains, ranked by BM25 over a
scipy.sparse term matrix, and scores Imp(e): how often evidence e appears in
the similar past cases although it is missing now.

Examples
--------
>>> mem = ExperienceMemory.load()
>>> hits = mem.retrieve(query_tokens({"dyspnea": True, "recent_immobilisation": True}, {}), k=3)
>>> mem.records[hits[0][0]]["diagnosis"]
'pulmonary_embolism'
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from importlib import resources
from pathlib import Path

import numpy as np
import scipy.sparse as sp

from ..._jsonio import parse_json
from ...errors import FormatError

__all__ = [
    "ExperienceMemory",
    "WorkingMemory",
    "TrajectoryStep",
    "update_hyp",
    "query_tokens",
    "tokenize",
]

_WORD = re.compile(r"[a-z0-9]+")
_STOP = frozenset(
    "a an and or the of to with in on for by is are be as at from if "
    "than then this that it its no not when after before".split()
)


def tokenize(text: str) -> list[str]:
    """Lower-case word tokens without stop words."""
    return [w for w in _WORD.findall(text.lower()) if w not in _STOP]


def _record_tokens(rec: Mapping) -> list[str]:
    # Evidence ids and the diagnosis id are tokens of their own, so a query
    # built from structured findings matches exactly, beside the free text.
    words = tokenize(rec["text"])
    words += [f"f:{e}" for e in rec["evidence"]]
    words += [f"dx:{rec['diagnosis']}"]
    return words


def query_tokens(
    evidence: Mapping[str, bool],
    hypotheses: Mapping[str, float],
    labels: Mapping[str, str] | None = None,
) -> list[str]:
    """A retrieval query from working memory: present findings and current hypotheses."""
    labels = labels or {}
    words = []
    for fid, present in evidence.items():
        if present:
            words.append(f"f:{fid}")
            words += tokenize(labels.get(fid, ""))
    words += [f"dx:{d}" for d in hypotheses]
    return words


class ExperienceMemory:
    """Guideline passages and historical cases, ranked by Okapi BM25.

    Parameters
    ----------
    records : sequence of dict
        Each with ``id``, ``kind`` (``"guideline"`` or ``"case"``), ``text``,
        ``evidence`` (finding ids), ``diagnosis`` and ``treatment``.
    k1, b : float
        BM25 term-frequency saturation and length normalisation.
    embed : callable, optional
        ``embed(list of str) -> array (n, d)``: rank by cosine similarity of
        embeddings instead of BM25 (e.g. a sentence-embedding model's
        ``encode``).  Records are embedded once, from their text and evidence.

    References
    ----------
    .. [1] S. Robertson and H. Zaragoza, "The probabilistic relevance
       framework: BM25 and beyond", Found. Trends Inf. Retr. 3(4), 2009.
    """

    def __init__(self, records, *, k1: float = 1.2, b: float = 0.75, embed=None):
        self.records = [dict(r) for r in records]
        for i, r in enumerate(self.records):
            missing = {"id", "text", "evidence", "diagnosis"} - set(r)
            if missing:
                raise FormatError(
                    f"experience record needs {sorted(missing)}", pointer=f"/records/{i}"
                )
        docs = [_record_tokens(r) for r in self.records]
        self.vocabulary = {w: j for j, w in enumerate(sorted({w for d in docs for w in d}))}
        rows, cols = [], []
        for i, d in enumerate(docs):
            rows += [i] * len(d)
            cols += [self.vocabulary[w] for w in d]
        shape = (len(docs), len(self.vocabulary))
        tf = sp.csr_matrix((np.ones(len(rows)), (rows, cols)), shape=shape)
        tf.sum_duplicates()
        n_docs = max(len(docs), 1)
        df = np.bincount(tf.indices, minlength=shape[1])
        idf = np.log1p((n_docs - df + 0.5) / (df + 0.5))
        length = np.asarray(tf.sum(axis=1)).ravel()
        norm = k1 * (1 - b + b * length / max(length.mean(), 1.0)) if len(docs) else length
        # Precomputed BM25 weight per (document, term): a query is one sparse product.
        weights = tf.copy()
        row_of = np.repeat(np.arange(shape[0]), np.diff(tf.indptr))
        weights.data = idf[tf.indices] * tf.data * (k1 + 1) / (tf.data + norm[row_of])
        self.weights = weights.tocsr()
        self.evidence_sets = [frozenset(r["evidence"]) for r in self.records]
        self.embed = embed
        if embed is not None:
            self.embeddings = self._unit(embed([" ".join(d) for d in docs]), len(docs))

    @staticmethod
    def _unit(vectors, rows) -> np.ndarray:
        vectors = np.asarray(vectors, dtype=np.float64)
        if vectors.ndim != 2 or vectors.shape[0] != rows or not np.isfinite(vectors).all():
            raise FormatError(f"embed must return {rows} finite vectors, got shape {vectors.shape}")
        norms = np.linalg.norm(vectors, axis=1, keepdims=True)
        return vectors / np.where(norms > 0, norms, 1.0)

    @classmethod
    def load(cls, path: str | Path | None = None) -> ExperienceMemory:
        """Read records from JSON (``{"records": [...]}``; the shipped memory by default)."""
        if path is None:
            text = (
                resources.files("clinarg.protocols.diagnose")
                .joinpath("data/experience.json")
                .read_text()
            )
        else:
            text = Path(path).read_bytes()
        doc = parse_json(text, path=str(path))
        if not isinstance(doc, Mapping) or not isinstance(doc.get("records"), list):
            raise FormatError(
                "an experience memory is an object with a 'records' list", path=str(path)
            )
        return cls(doc["records"])

    def scores(self, tokens) -> np.ndarray:
        """Score of every record for a bag of query tokens: BM25, or cosine with ``embed``."""
        if self.embed is not None:
            tokens = list(tokens)
            if not tokens:
                return np.zeros(len(self.records))
            return self.embeddings @ self._unit(self.embed([" ".join(tokens)]), 1)[0]
        cols = [self.vocabulary[w] for w in tokens if w in self.vocabulary]
        q = np.bincount(cols, minlength=len(self.vocabulary)).astype(np.float64)
        return self.weights @ q

    def retrieve(self, tokens, k: int = 5) -> list[tuple[int, float]]:
        """The ``k`` best records with a positive score: (index, score), best first."""
        s = self.scores(tokens)
        order = np.argsort(-s, kind="stable")[:k]
        return [(int(i), float(s[i])) for i in order if s[i] > 0]

    def importance(self, hits, known, exclude=()) -> dict[str, float]:
        """Imp(e) = sum_j s_j [e in E_j] / sum_j s_j over the retrieved records j.

        Only evidence that is neither ``known`` nor in ``exclude`` (e.g.
        unresolved) is scored: it is what similar past cases had and this
        case still lacks.
        """
        total = sum(s for _, s in hits)
        if total <= 0:
            return {}
        imp: dict[str, float] = {}
        skip = set(known) | set(exclude)
        for i, s in hits:
            for e in self.evidence_sets[i]:
                if e not in skip:
                    imp[e] = imp.get(e, 0.0) + s / total
        return dict(sorted(imp.items(), key=lambda kv: (-kv[1], kv[0])))


@dataclass(frozen=True)
class TrajectoryStep:
    """One action of the trajectory τ, with its reward and what it produced."""

    action: str
    reward: float
    detail: tuple = ()


def update_hyp(hypotheses: tuple, new: Mapping[str, float], keep: int = 5) -> tuple:
    """UpdateHyp: merge new hypotheses into H; a re-scored diagnosis takes its new confidence.

    Returns the ``keep`` most confident as ``((diagnosis, confidence), ...)``,
    most confident first (ties by name).

    >>> update_hyp((("a", 0.6), ("b", 0.3)), {"b": 0.7, "c": 0.1})
    (('b', 0.7), ('a', 0.6), ('c', 0.1))
    """
    merged = dict(hypotheses)
    merged.update({d: float(c) for d, c in new.items()})
    ranked = sorted(merged.items(), key=lambda kv: (-kv[1], kv[0]))
    return tuple(ranked[:keep])


@dataclass(frozen=True)
class WorkingMemory:
    """⟨E, H, τ⟩ and the orchestration state around it; immutable.

    ``evidence`` and ``hypotheses`` are sorted tuples of pairs so that two
    memories compare equal exactly when they hold the same knowledge.
    ``snapshots`` is the stack of cores (see :meth:`core`) that a backtrack
    can restore; ``pending`` is the evidence a backtrack went back for;
    ``resume`` the perception role a backtrack sent the consultation back to
    (the next action; empty otherwise);
    ``silent`` the perception roles that had nothing to ask since evidence
    last changed (not asked again until it does); ``diagnosed_on`` the
    evidence and unresolved findings the last diagnosis saw.
    """

    evidence: tuple = ()
    hypotheses: tuple = ()
    trajectory: tuple = ()
    unresolved: tuple = ()
    stage: str = "perceive"
    flagged: tuple = ()
    pending: tuple = ()
    retrieved: tuple = ()
    treatment: tuple = ()
    silent: tuple = ()
    diagnosed_on: tuple | None = None
    resume: str = ""
    snapshots: tuple = field(default=(), repr=False)

    @property
    def E(self) -> dict:
        return dict(self.evidence)

    @property
    def H(self) -> dict:
        return dict(self.hypotheses)

    @property
    def steps(self) -> int:
        return len(self.trajectory)

    @property
    def confidence(self) -> float:
        """c: the confidence of the top hypothesis (0 before any)."""
        return self.hypotheses[0][1] if self.hypotheses else 0.0

    def core(self) -> tuple:
        """What a snapshot keeps and a backtrack restores exactly."""
        return (
            self.evidence,
            self.hypotheses,
            self.unresolved,
            self.stage,
            self.flagged,
            self.retrieved,
            self.treatment,
        )

    def with_evidence(self, found: Mapping[str, bool], unresolved=()) -> WorkingMemory:
        ev = dict(self.evidence)
        ev.update(found)
        return replace(
            self,
            evidence=tuple(sorted(ev.items())),
            unresolved=tuple(sorted(set(self.unresolved) | set(unresolved))),
            silent=() if found or unresolved else self.silent,
        )

    def push_snapshot(self) -> WorkingMemory:
        return replace(self, snapshots=self.snapshots + (self.core(),))

    def restore(
        self, pending=(), *, keep_hypotheses: bool = False, resume: str = ""
    ) -> WorkingMemory:
        """Back to the last snapshot, the trajectory kept; the snapshot is consumed.

        By default its core is restored exactly (the state before the
        hypotheses were committed).  With ``keep_hypotheses`` only the stage
        goes back: the state just after the hypotheses were committed (same
        evidence, hypotheses kept), i.e. the restored core with the current
        hypotheses.
        """
        if not self.snapshots:
            raise ValueError("no snapshot to backtrack to")
        ev, hyp, unres, stage, flagged, retrieved, treatment = self.snapshots[-1]
        if keep_hypotheses:
            hyp = self.hypotheses
        return replace(
            self,
            evidence=ev,
            hypotheses=hyp,
            unresolved=unres,
            stage=stage,
            flagged=flagged,
            retrieved=retrieved,
            treatment=treatment,
            snapshots=self.snapshots[:-1],
            pending=tuple(pending),
            resume=resume,
        )

    def log(self, step: TrajectoryStep) -> WorkingMemory:
        return replace(self, trajectory=self.trajectory + (step,))

    def __post_init__(self):
        if self.stage not in ("perceive", "diagnose", "closed"):
            raise ValueError(f"unknown stage {self.stage!r}")

    def describe(self) -> dict:
        return {
            "evidence": self.E,
            "hypotheses": self.H,
            "unresolved": list(self.unresolved),
            "stage": self.stage,
            "steps": self.steps,
        }
