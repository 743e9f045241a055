"""ClinicalAgents: clinical diagnosis by agents that a tree search orchestrates.

A reproduction of the ClinicalAgents orchestrator: instead of a fixed
pipeline, a search on :mod:`clinarg.mcts` (the paper's rollout selection by
default, or PUCT) decides at each step which clinical agent to call next,
when to consult experience memory, when to go back for missing key evidence
and when to stop.

* :mod:`~clinarg.protocols.diagnose.orchestrator`: the search over a model of
  the consultation, the reward and the stages;
* :mod:`~clinarg.protocols.diagnose.agents`: the agents' protocol and the
  offline pool driven by :mod:`~clinarg.protocols.diagnose.knowledge`;
* :mod:`~clinarg.protocols.diagnose.memory`: working memory and experience
  memory (BM25 retrieval);
* :mod:`~clinarg.protocols.diagnose.cases`: the case format and the
  shipped examples;
* :mod:`~clinarg.protocols.diagnose.adapter`: any role answered by a
  :mod:`clinarg.llm` backend.

Examples
--------
>>> from clinarg.protocols.diagnose import Orchestrator, load_example
>>> Orchestrator().run(load_example("pe_after_flight")).diagnosis
'pulmonary_embolism'
"""

from .cases import ClinicalCase, example_names, load_example
from .orchestrator import DiagnosisReport, Orchestrator, SearchSettings

__all__ = [
    "ClinicalCase",
    "example_names",
    "load_example",
    "DiagnosisReport",
    "Orchestrator",
    "SearchSettings",
]
