"""The Reasoner of ArgMed-Agents: preferred extensions, decisions and explanations.

Definition 3: in each preferred extension of the dialogue's framework, the
decision arguments are the supported decision and the belief arguments its
explanation.  Definition 4: when no preferred extension contains a decision
argument, the reasoning failed and the system abstains.  Since every two
decisions attack each other, an extension holds at most one decision;
several extensions with different decisions are returned as alternatives.

Preferred extensions come from the public reasoning API
(``clinarg.extensions(af, "PR")``); a ``solver`` can be passed instead (a
callable from an :class:`clinarg.AF` to an iterable of frozensets).
"""

from __future__ import annotations

from dataclasses import dataclass

from .framework import ArgMedFramework

__all__ = ["Support", "Verdict", "reason"]


@dataclass(frozen=True)
class Support:
    """One preferred extension containing a decision (Definition 3)."""

    decision: str
    explanation: tuple[str, ...]
    extension: tuple[str, ...]


@dataclass(frozen=True)
class Verdict:
    """The Reasoner's answer.

    Attributes
    ----------
    supports : tuple of Support
        One per preferred extension that contains a decision, in the order
        of the decisions' generation.
    extensions : tuple of tuple of str
        Every preferred extension (argument ids in generation order).
    abstained : bool
        Definition 4: no preferred extension contains a decision.
    """

    supports: tuple[Support, ...]
    extensions: tuple[tuple[str, ...], ...]
    abstained: bool

    @property
    def decisions(self) -> tuple[str, ...]:
        """Supported decision arguments, each once, in generation order."""
        return tuple(dict.fromkeys(s.decision for s in self.supports))

    def status(self, arg_id: str) -> str:
        """``"accepted"`` (in every preferred extension), ``"credulous"`` (in
        some) or ``"rejected"`` (in none)."""
        n = sum(arg_id in e for e in self.extensions)
        if self.extensions and n == len(self.extensions):
            return "accepted"
        return "credulous" if n else "rejected"

    @property
    def reason(self) -> str | None:
        """Why the Reasoner abstained (``None`` when it did not)."""
        if not self.abstained:
            return None
        return (
            "reasoning error: no preferred extension contains a decision argument "
            "(Definition 4); abstaining"
        )


def reason(framework: ArgMedFramework, *, solver=None, timeout: float | None = None) -> Verdict:
    """Apply Definitions 3 and 4 to the preferred extensions of ``framework``.

    Parameters
    ----------
    framework : ArgMedFramework
    solver : callable, optional
        ``solver(af) -> iterable of frozenset`` giving the preferred
        extensions; default ``clinarg.extensions(af, "PR", timeout=timeout)``.
    timeout : float, optional
        Seconds, for the default solver.

    Returns
    -------
    Verdict

    Examples
    --------
    >>> from clinarg.protocols.reason.dialogue import DialogueArgument, DialogueRecord
    >>> rec = DialogueRecord(arguments=[
    ...     DialogueArgument("A1", "ASD", {"decision": "x"}, "take x"),
    ...     DialogueArgument("A2", "ASD", {"decision": "y"}, "take y"),
    ...     DialogueArgument("A3", "ASSE", {"decision": "x", "side_effect": "s"}, "x harms")],
    ...     attacks=[("A3", "A1", "ASD.CQ2")])
    >>> verdict = reason(ArgMedFramework.from_dialogue(rec))
    >>> verdict.decisions, verdict.supports[0].explanation, verdict.abstained
    (('A2',), ('A3',), False)
    """
    af = framework.to_af()
    if solver is None:
        from ...dung import extensions

        found = list(extensions(af, "PR", timeout=timeout))
    else:
        found = list(solver(af))
    order = {a: i for i, a in enumerate(framework.graph.ids)}
    decisions = set(framework.decisions)
    exts = sorted(
        (tuple(sorted(e, key=order.__getitem__)) for e in found),
        key=lambda e: [order[a] for a in e],
    )
    supports = []
    for ext in exts:
        chosen = [a for a in ext if a in decisions]
        beliefs = tuple(a for a in ext if a not in decisions)
        for d in chosen:  # at most one, by the decisions' mutual attacks
            supports.append(Support(decision=d, explanation=beliefs, extension=ext))
    supports.sort(key=lambda s: order[s.decision])
    return Verdict(supports=tuple(supports), extensions=tuple(exts), abstained=not supports)
