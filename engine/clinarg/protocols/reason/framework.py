"""The argumentation framework of a dialogue (Definitions 1 and 2 of ArgMed-Agents).

Definition 1: the arguments split into decision arguments (ASD) and belief
arguments (ASSE, ASBD).  Definition 2: the attacks are those the dialogue
added, plus a mutual attack between every two different decisions (only one
decision is taken); no decision attacks a belief.  The framework is kept as
a :class:`clinarg.ArgumentGraph` (each argument with ``kind`` and
``scheme``), so it is written in the project's JSON format and solved as a
Dung framework through :meth:`ArgMedFramework.to_af`.

Examples
--------
>>> from clinarg.protocols.reason.dialogue import DialogueArgument, DialogueRecord
>>> rec = DialogueRecord(arguments=[
...     DialogueArgument("A1", "ASD", {"decision": "x"}, "take x"),
...     DialogueArgument("A2", "ASD", {"decision": "y"}, "take y"),
...     DialogueArgument("A3", "ASSE", {"decision": "x", "side_effect": "s"}, "x causes s")],
...     attacks=[("A3", "A1", "ASD.CQ2")])
>>> fw = ArgMedFramework.from_dialogue(rec)
>>> sorted(fw.to_af().attacks())
[('A1', 'A2'), ('A2', 'A1'), ('A3', 'A1')]
>>> fw.decisions, fw.beliefs
(('A1', 'A2'), ('A3',))
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import permutations

from ...errors import ClinargError
from ...graph import Argument, ArgumentGraph, Edge

__all__ = ["ArgMedFramework", "DECISION", "BELIEF", "DECISION_CONFLICT"]

DECISION, BELIEF = "decision", "belief"
#: Rule name of the attacks added by Definition 2 between decisions.
DECISION_CONFLICT = "decisions-conflict"


@dataclass(frozen=True)
class ArgMedFramework:
    """Arguments with kind and scheme, and attacks each with the rule that added it.

    Attributes
    ----------
    graph : clinarg.ArgumentGraph
    rules : tuple of (str, str, str)
        ``(attacker, attacked, rule)`` for every attack; rule is a critical
        question (``"ASD.CQ2"``), ``"self"`` or ``"decisions-conflict"``.
    """

    graph: ArgumentGraph
    rules: tuple[tuple[str, str, str], ...]

    @classmethod
    def from_dialogue(cls, record, *, name: str | None = None) -> ArgMedFramework:
        """Definition 2 applied to a :class:`~clinarg.protocols.reason.dialogue.DialogueRecord`.

        Raises
        ------
        clinarg.errors.ClinargError
            If the dialogue produced an attack from a decision on a belief.
        """
        kinds = {a.id: a.kind for a in record.arguments}
        rules: list[tuple[str, str, str]] = []
        seen: set[tuple[str, str]] = set()
        for src, dst, rule in record.attacks:
            if kinds[src] == DECISION and kinds[dst] == BELIEF:
                raise ClinargError(
                    f"decision {src} attacks belief {dst}, which Definition 2 forbids"
                )
            if (src, dst) not in seen:
                seen.add((src, dst))
                rules.append((src, dst, rule))
        decisions = [a.id for a in record.arguments if a.kind == DECISION]
        for a, b in permutations(decisions, 2):
            if (a, b) not in seen:
                seen.add((a, b))
                rules.append((a, b, DECISION_CONFLICT))
        arguments = []
        for a in record.arguments:
            meta = {"variables": dict(a.variables)}
            if a.origin:
                meta["origin"] = dict(a.origin)
            arguments.append(
                Argument(
                    id=a.id,
                    text=a.text,
                    kind=a.kind,
                    scheme=a.scheme,
                    role="generator",
                    evidence=a.evidence if a.evidence else None,
                    metadata=meta,
                )
            )
        graph = ArgumentGraph(
            tuple(arguments),
            tuple(Edge(s, d) for s, d, _ in rules),
            name=name,
            metadata={
                "semantics_of_kind": "Definition 1 of ArgMed-Agents",
                "attack_rules": [list(r) for r in rules],
            },
        )
        return cls(graph, tuple(rules))

    @property
    def decisions(self) -> tuple[str, ...]:
        """Ids of the decision arguments, in generation order."""
        return tuple(a.id for a in self.graph.arguments if a.kind == DECISION)

    @property
    def beliefs(self) -> tuple[str, ...]:
        """Ids of the belief arguments, in generation order."""
        return tuple(a.id for a in self.graph.arguments if a.kind == BELIEF)

    def to_af(self):
        """The Dung framework (arguments and attacks)."""
        return self.graph.to_af()

    def attackers(self, arg_id: str) -> list[tuple[str, str]]:
        """``(attacker, rule)`` pairs of an argument."""
        return [(s, r) for s, d, r in self.rules if d == arg_id]

    def to_dict(self) -> dict:
        """The project's JSON argument-graph document."""
        from ...formats.jsondoc import graph_to_document

        return graph_to_document(self.graph)
