"""Clinical protocols: one subpackage per paper, each a reproduction of its method.

* :mod:`clinarg.protocols.reason`: ArgMed-Agents' reasoning (Hong, Xiao,
  Zhang and Chen, 2024, arXiv:2403.06294), ``clinarg reason``;
* :mod:`clinarg.protocols.diagnose`: the ClinicalAgents orchestrator, a
  tree search choosing the next clinical agent, ``clinarg diagnose``;
* :mod:`clinarg.protocols.debate`: MLAD's layered multi-agent debate for
  similar-disease diagnosis, solved as an argument graph, ``clinarg debate``.

This is the protocols floor: a protocol imports the engines
(:mod:`clinarg.dung`, :mod:`clinarg.qbaf`, :mod:`clinarg.mcts`) and the
adapter (:mod:`clinarg.llm`), never another protocol; the commands import
protocols.  ``tests/test_architecture.py`` checks it with the import-linter
contracts in ``pyproject.toml``.
"""
