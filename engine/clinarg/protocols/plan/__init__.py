"""CANOE: contestable argumentative network-of-experts care planning.

Reproduces the framework of ``../shared/seeds/canoe.md`` section 4
(Algorithm 1): complexity assessment and evidence grounding, adaptive team
recruitment, role-based argumentation in per-option QBAFs with arena clash
resolution, human-in-the-loop contestation persisted in a SQLite session,
and plan synthesis with an explanation trace.  Offline, every language-model
role is played by :class:`KnowledgePlanBackend` from a shipped knowledge
base (teaching content, not medical advice).  Readings of the paper's
ambiguities: ``docs/plan.md``.
"""

from .backend import KnowledgePlanBackend
from .knowledge import (
    BM25,
    NOTICE,
    Knowledge,
    example_names,
    example_record,
    load_record,
    parse_record,
)
from .pipeline import ACTIONS, OPTION_BASE, THRESHOLD, Settings, evaluate, generate

__all__ = [
    "Knowledge",
    "BM25",
    "NOTICE",
    "KnowledgePlanBackend",
    "parse_record",
    "load_record",
    "example_names",
    "example_record",
    "Settings",
    "generate",
    "evaluate",
    "ACTIONS",
    "OPTION_BASE",
    "THRESHOLD",
]
