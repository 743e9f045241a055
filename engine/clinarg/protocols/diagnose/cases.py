"""Staged clinical cases: findings that are revealed only when the right action asks.

A case file (JSON) holds the presentation (``initial`` findings, known from
the start) and the staged ``findings``, each ``true`` (present) or ``false``
(absent), obtained only by the perception agent of the finding's modality.
Findings listed as ``unavailable``, and any finding the case does not
document, cannot be had: asking for them yields nothing, and the
orchestrator marks them unresolved.  ``expected_diagnosis`` is the reference
answer, for evaluation only; no agent sees it.

Examples
--------
>>> sorted(example_names())
['inferior_stemi', 'pe_after_flight', 'pericarditis_no_crp']
>>> case = load_example("pe_after_flight")
>>> case.reveal("d_dimer_elevated"), case.reveal("echo_regional_wall_motion")
(True, None)
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass
from importlib import resources
from pathlib import Path

from ..._jsonio import load_json
from ...errors import FormatError

__all__ = ["ClinicalCase", "example_names", "load_example"]


@dataclass(frozen=True)
class ClinicalCase:
    """A patient with staged findings."""

    name: str
    title: str
    initial: Mapping[str, bool]
    findings: Mapping[str, bool]
    unavailable: tuple
    expected_diagnosis: str | None = None

    @classmethod
    def from_dict(cls, doc, *, path: str | None = None) -> ClinicalCase:
        if not isinstance(doc, Mapping):
            raise FormatError("a case is a JSON object", path=path)
        for key in ("initial", "findings"):
            value = doc.get(key, {})
            if not isinstance(value, Mapping) or not all(
                isinstance(v, bool) for v in value.values()
            ):
                raise FormatError(
                    f"'{key}' maps finding ids to true or false", path=path, pointer=f"/{key}"
                )
        unavailable = doc.get("unavailable", [])
        if not isinstance(unavailable, list) or not all(isinstance(u, str) for u in unavailable):
            raise FormatError(
                "'unavailable' is a list of finding ids", path=path, pointer="/unavailable"
            )
        for key in ("name", "title", "expected_diagnosis"):
            if doc.get(key) is not None and not isinstance(doc[key], str):
                raise FormatError(f"'{key}' must be a string", path=path, pointer=f"/{key}")
        both = set(unavailable) & set(doc.get("findings", {}))
        if both:
            raise FormatError(f"findings both staged and unavailable: {sorted(both)}", path=path)
        return cls(
            name=doc.get("name") or Path(path or "case").stem,
            title=doc.get("title") or "",
            initial=dict(doc.get("initial", {})),
            findings=dict(doc.get("findings", {})),
            unavailable=tuple(unavailable),
            expected_diagnosis=doc.get("expected_diagnosis"),
        )

    @classmethod
    def load(cls, path: str | Path) -> ClinicalCase:
        """Read a case file (through :func:`clinarg._jsonio.load_json`: size and
        nesting guarded, every problem a :class:`FormatError` naming the file)."""
        return cls.from_dict(load_json(path), path=str(path))

    def reveal(self, finding: str) -> bool | None:
        """The staged value of ``finding``, or ``None`` when it cannot be had."""
        if finding in self.unavailable:
            return None
        return self.findings.get(finding)

    def check_against(self, kb) -> None:
        """Every finding the case names must be known to the knowledge base."""
        unknown = sorted(
            (set(self.initial) | set(self.findings) | set(self.unavailable)) - set(kb.finding_index)
        )
        if unknown:
            raise FormatError(
                f"case {self.name!r} names findings the knowledge base lacks: {unknown}"
            )


def _examples_dir():
    return resources.files("clinarg.protocols.diagnose").joinpath("data/cases")


def example_names() -> list[str]:
    """Names of the shipped example cases."""
    return sorted(p.name[:-5] for p in _examples_dir().iterdir() if p.name.endswith(".json"))


def load_example(name: str) -> ClinicalCase:
    """A shipped example case by name (see :func:`example_names`)."""
    if name not in example_names():
        raise FormatError(f"no example case {name!r}; choose one of {example_names()}")
    doc = json.loads(_examples_dir().joinpath(f"{name}.json").read_text(encoding="utf-8"))
    return ClinicalCase.from_dict(doc, path=f"{name}.json")
