"""MLAD: a layered debating multi-agent system for similar-disease diagnosis.

Reproduces Zhao, Wang, Zheng and Wu, "A Layered Debating Multi-Agent System
for Similar Disease Diagnosis", NAACL 2025 (Short Papers), pp. 539-549
(aclanthology.org/2025.naacl-short.46): imap initialisation, specialist
agents with profiles from a medical knowledge graph, layered (inner-group /
inter-group) debate with tools, refined diagnoses and the consensus and
early-stopping rules; and goes one step further, solving the debate as an
argument graph with clinarg's engines (:mod:`.argue`).  Design notes and the
readings chosen where the paper is ambiguous: ``docs/debate.md``.
"""

from .argue import debate_graph, solve, verdict
from .backend import KnowledgeDebateBackend
from .case import DebateCase, example_case, example_names, load_case, parse_case
from .knowledge import Imap, ImapPair, KnowledgeGraph
from .protocol import STOP_RULES, DebateResult, Settings, is_tie, run_debate
from .render import render_text, to_document

__all__ = [
    "KnowledgeGraph",
    "Imap",
    "ImapPair",
    "DebateCase",
    "parse_case",
    "load_case",
    "example_case",
    "example_names",
    "KnowledgeDebateBackend",
    "Settings",
    "DebateResult",
    "run_debate",
    "is_tie",
    "STOP_RULES",
    "debate_graph",
    "solve",
    "verdict",
    "to_document",
    "render_text",
]
