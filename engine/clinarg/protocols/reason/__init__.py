"""ArgMed-Agents' reasoning: explainable clinical decisions from a Generator/Verifier
dialogue over argumentation schemes, solved under preferred semantics.

A reproduction of ArgMed-Agents (Hong, Xiao, Zhang and Chen, 2024):

* :mod:`~clinarg.protocols.reason.schemes`: the argumentation schemes for clinical
  decision (ASD, ASSE, ASBD) with their critical questions, as data;
* :mod:`~clinarg.protocols.reason.dialogue`: Algorithm 1, the recursive generation of
  arguments by a Generator and their examination by a Verifier;
* :mod:`~clinarg.protocols.reason.framework`: Definitions 1-2 (decision and belief
  arguments; decisions attack each other);
* :mod:`~clinarg.protocols.reason.reasoner`: Definitions 3-4 (preferred extensions,
  supported decisions and their explanation, abstention);
* :mod:`~clinarg.protocols.reason.offline`: the offline knowledge-base
  backend answering the two roles (the default); :mod:`clinarg.llm` has the
  OpenAI-compatible HTTP backend and record/replay cassettes.

Examples
--------
>>> from clinarg.protocols.reason import reason_case, example_case
>>> result = reason_case(example_case("stroke_hypertension"))
>>> result.to_dict()["decisions"]
['Take an ACE inhibitor (e.g. perindopril) to lower the blood pressure to prevent another stroke.']
"""  # noqa: E501 (a doctest's output line)

from .case import Case, load_case, parse_case
from .dialogue import DEFAULT_LIMIT, DialogueRecord, run_dialogue
from .framework import ArgMedFramework
from .knowledge import KnowledgeBase
from .pipeline import ArgMedResult, example_case, example_names, example_path, reason_case
from .reasoner import Verdict, reason
from .schemes import ASBD, ASD, ASSE, SCHEMES

__all__ = [
    "Case",
    "load_case",
    "parse_case",
    "DEFAULT_LIMIT",
    "DialogueRecord",
    "run_dialogue",
    "ArgMedFramework",
    "KnowledgeBase",
    "ArgMedResult",
    "example_case",
    "example_names",
    "example_path",
    "reason_case",
    "Verdict",
    "reason",
    "SCHEMES",
    "ASD",
    "ASSE",
    "ASBD",
]
