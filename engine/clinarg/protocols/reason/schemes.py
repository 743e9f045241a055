"""Argumentation schemes for clinical decision (ASCD), as data.

The three schemes of ArgMed-Agents (Hong et al., 2024): the Argumentation
Scheme for Decision (ASD), for Side Effect (ASSE) and for Better Decision
(ASBD).  Each scheme lists its variables, premises and conclusion (templates
over the variables) and its critical questions; each critical question says
when the Verifier's answer *rejects* the argument, which scheme a rejection
derives (if any) and which attack the rejection adds.  This is the paper's
Table 3, read together with the paper's text where the two differ (see
``docs/argmed.md``); the dialogue (:mod:`clinarg.protocols.reason.dialogue`)
interprets it and holds no scheme-specific rule of its own.

Attack rules
------------
``SELF``
    No derived scheme: the rejected argument attacks itself.
``SELF_THEN_NEW_DECISION``
    The rejected decision attacks itself and a new decision is generated
    (ASD.CQ1 and ASD.CQ3: "that ASD first refutes itself ... and then
    generates a new ASD", section 3 of the paper).
``DERIVED_ATTACKS``
    The derived argument attacks the questioned one (ASD.CQ2 -> ASSE).
``BETTER_ATTACKS_WORSE``
    A new decision and a better-decision argument are derived; the ASBD
    attacks the worse of the two decisions (ASD.CQ4).
``NO_ATTACK``
    The derived argument adds no attack (ASSE.CQ3 -> ASD in Table 3's
    reading, :data:`ASSE_CQ3_READINGS` ``"derive"``).

ASSE.CQ3 is read as Figure 2 reads it (no derivation rule: the side-effect
argument attacks itself); :func:`schemes_for` gives the schemes with Table
3's reading instead (derive an ameliorating decision, no attack).

Examples
--------
>>> SCHEMES["ASD"].question("CQ2").derives
('ASSE',)
>>> SCHEMES["ASSE"].question("CQ2").attack
'self'
>>> SCHEMES["ASD"].kind, SCHEMES["ASBD"].kind
('decision', 'belief')
>>> schemes_for("derive")["ASSE"].question("CQ3").derives
('ASD',)
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from types import MappingProxyType

__all__ = [
    "Scheme",
    "CriticalQuestion",
    "SCHEMES",
    "ASD",
    "ASSE",
    "ASBD",
    "SELF",
    "SELF_THEN_NEW_DECISION",
    "DERIVED_ATTACKS",
    "BETTER_ATTACKS_WORSE",
    "NO_ATTACK",
    "ASSE_CQ3_READINGS",
    "schemes_for",
]

SELF = "self"
SELF_THEN_NEW_DECISION = "self-then-new-decision"
DERIVED_ATTACKS = "derived-attacks-argument"
BETTER_ATTACKS_WORSE = "better-decision-attacks-worse"
NO_ATTACK = "none"


@dataclass(frozen=True)
class CriticalQuestion:
    """One critical question of a scheme.

    Attributes
    ----------
    id : str
        ``"CQ1"``...; the full name is ``scheme.id + "." + id``.
    text : str
        The question, a template over the scheme's variables.
    rejected_when : str
        The answer that rejects the argument, in words.
    derives : tuple of str
        Schemes instantiated when the question rejects the argument; empty
        when the rejection makes the argument attack itself.
    attack : str
        One of the attack rules of this module.
    """

    id: str
    text: str
    rejected_when: str
    derives: tuple[str, ...]
    attack: str

    def to_dict(self) -> dict:
        return {
            "id": self.id,
            "text": self.text,
            "rejected_when": self.rejected_when,
            "derives": list(self.derives),
            "attack": self.attack,
        }


@dataclass(frozen=True)
class Scheme:
    """An argumentation scheme: variables, premises, conclusion, critical questions.

    ``kind`` is ``"decision"`` for ASD and ``"belief"`` for ASSE and ASBD
    (Definition 1 of the paper).
    """

    id: str
    name: str
    kind: str
    variables: tuple[str, ...]
    premises: tuple[str, ...]
    conclusion: str
    questions: tuple[CriticalQuestion, ...]

    def question(self, cq_id: str) -> CriticalQuestion:
        """The critical question ``cq_id`` (``"CQ1"`` or ``"ASD.CQ1"``)."""
        short = cq_id.rsplit(".", 1)[-1]
        for q in self.questions:
            if q.id == short:
                return q
        raise KeyError(f"{self.id} has no critical question {cq_id!r}")

    def fill(self, template: str, variables: dict) -> str:
        """``template`` with ``{var}`` replaced by the argument's values.

        Missing values stay as ``{var}``; values are plain text, never
        interpreted as templates themselves.
        """
        out = template
        for name in self.variables:
            out = out.replace("{" + name + "}", str(variables.get(name, "{" + name + "}")))
        return out

    def to_dict(self) -> dict:
        return {
            "id": self.id,
            "name": self.name,
            "kind": self.kind,
            "variables": list(self.variables),
            "premises": list(self.premises),
            "conclusion": self.conclusion,
            "critical_questions": [q.to_dict() for q in self.questions],
        }


ASD = Scheme(
    id="ASD",
    name="Argumentation Scheme for Decision",
    kind="decision",
    variables=("patient", "goal", "decision"),
    premises=(
        "The facts of the case hold for {patient}.",
        "The goal of treatment is to {goal}.",
        "Decision {decision} achieves the goal {goal} for {patient}.",
    ),
    conclusion="Decision {decision} should be taken.",
    questions=(
        CriticalQuestion(
            "CQ1",
            "Is there evidence that {decision} achieves {goal}?",
            "there is no evidence for the decision",
            (),
            SELF_THEN_NEW_DECISION,
        ),
        CriticalQuestion(
            "CQ2",
            "Does {decision} have side effects that matter for {patient}?",
            "the decision has side effects",
            ("ASSE",),
            DERIVED_ATTACKS,
        ),
        CriticalQuestion(
            "CQ3",
            "Does {decision} fulfil the goal {goal} for {patient}?",
            "the decision does not fulfil the goal",
            (),
            SELF_THEN_NEW_DECISION,
        ),
        CriticalQuestion(
            "CQ4",
            "Is there an alternative decision that also achieves {goal}?",
            "an alternative decision exists",
            ("ASD", "ASBD"),
            BETTER_ATTACKS_WORSE,
        ),
    ),
)

ASSE = Scheme(
    id="ASSE",
    name="Argumentation Scheme for Side Effect",
    kind="belief",
    variables=("patient", "decision", "side_effect"),
    premises=(
        "Decision {decision} has the side effect {side_effect}.",
        "The side effect {side_effect} is undesirable for {patient}.",
    ),
    conclusion="Decision {decision} should not be taken.",
    questions=(
        CriticalQuestion(
            "CQ1",
            "Is there evidence that {decision} causes {side_effect}?",
            "there is no evidence for the side effect",
            (),
            SELF,
        ),
        CriticalQuestion(
            "CQ2",
            "Is {side_effect} acceptable for {patient}?",
            "the side effect is acceptable",
            (),
            SELF,
        ),
        CriticalQuestion(
            "CQ3",
            "Can {side_effect} be ameliorated?",
            "the side effect can be ameliorated",
            (),
            SELF,
        ),
    ),
)

ASBD = Scheme(
    id="ASBD",
    name="Argumentation Scheme for Better Decision",
    kind="belief",
    variables=("patient", "goal", "better", "worse", "criterion"),
    premises=(
        "Decisions {better} and {worse} both achieve the goal {goal}.",
        "For {patient}, {better} is better than {worse}: {criterion}.",
    ),
    conclusion="Decision {better} should be taken rather than {worse}.",
    questions=(
        CriticalQuestion(
            "CQ1",
            "Is there evidence that {better} is better than {worse} for {patient}?",
            "there is no evidence for the comparison",
            (),
            SELF,
        ),
    ),
)

#: Scheme id -> scheme.
SCHEMES = MappingProxyType({s.id: s for s in (ASD, ASSE, ASBD)})


#: Readings of ASSE.CQ3: ``"self-attack"`` (Figure 2 and Algorithm 1, the
#: default) or ``"derive"`` (Table 3: derive an ameliorating ASD, no attack).
ASSE_CQ3_READINGS = ("self-attack", "derive")


def schemes_for(asse_cq3: str = "self-attack"):
    """The schemes under a reading of ASSE.CQ3.

    Parameters
    ----------
    asse_cq3 : {"self-attack", "derive"}
        ``"self-attack"``: the paper's Figure 2 (the rejected side-effect
        argument attacks itself); ``"derive"``: its Table 3 (an ameliorating
        decision is derived and no attack is added).

    Returns
    -------
    mapping
        Scheme id -> :class:`Scheme`.

    Raises
    ------
    clinarg.errors.ParameterError
        For another reading.

    Examples
    --------
    >>> schemes_for()["ASSE"].question("CQ3").attack
    'self'
    >>> schemes_for("derive")["ASSE"].question("CQ3").attack
    'none'
    """
    if asse_cq3 not in ASSE_CQ3_READINGS:
        from ...errors import ParameterError

        raise ParameterError(
            f"unknown ASSE.CQ3 reading {asse_cq3!r}; expected one of {', '.join(ASSE_CQ3_READINGS)}"
        )
    if asse_cq3 == "self-attack":
        return SCHEMES
    cq3 = replace(ASSE.question("CQ3"), derives=("ASD",), attack=NO_ATTACK)
    asse = replace(ASSE, questions=ASSE.questions[:2] + (cq3,))
    return MappingProxyType(dict(SCHEMES, ASSE=asse))
