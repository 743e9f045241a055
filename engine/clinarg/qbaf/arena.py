"""Arena clash resolution (CANOE section 4.3.1).

When a supporting and an attacking argument on the same target have nearly
equal base scores (``|tau_s - tau_a| < delta``), the propagation alone would
settle the target on a near-tie.  The arena asks an *adjudicator* (a Python
callable: an LLM in production, a deterministic function in tests) which of
the two wins.  Each argument's win rate ``w`` over its clashes moves its base
score by ``beta (2 w - 1)``, clipped to [0, 1]; arguments without clashes
keep theirs.  Clashes are enumerated in a fixed order (targets by index,
then supporters, then attackers by index), so the outcome is determined by
the adjudicator's answers, and every clash and verdict is recorded; a
recorded result replays without the adjudicator (``adjudicator=result.verdicts``).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass

import numpy as np

from ..errors import ArenaError, ParameterError
from .model import QBAF, check_real

__all__ = ["Clash", "ArenaResult", "resolve_clashes", "adjusted_base"]


@dataclass(frozen=True)
class Clash:
    """A near-tied supporter/attacker pair on one target, and its verdict."""

    target: str
    supporter: str
    attacker: str
    tau_supporter: float
    tau_attacker: float
    supporter_text: str | None = None
    attacker_text: str | None = None
    winner: str | None = None

    @property
    def key(self) -> tuple[str, str, str]:
        return (self.target, self.supporter, self.attacker)


@dataclass(frozen=True)
class ArenaResult:
    """Outcome of :func:`resolve_clashes`.

    Attributes
    ----------
    qbaf : QBAF
        The framework with adjusted base scores (relations unchanged).
    clashes : tuple of Clash
        Every clash in enumeration order, with its winner.
    win_rate : dict
        Win rate of every argument that took part in a clash.
    delta_tau : dict
        The applied change of base score (after clipping) of those arguments.
    """

    qbaf: QBAF
    clashes: tuple
    win_rate: dict
    delta_tau: dict

    @property
    def verdicts(self) -> dict:
        """``{(target, supporter, attacker): winner}``: replays this result."""
        return {c.key: c.winner for c in self.clashes}


def adjusted_base(tau: np.ndarray, win_rate: np.ndarray, beta: float) -> np.ndarray:
    """``clip(tau + beta (2 w - 1), 0, 1)``, elementwise; NaN ``w`` = no clash.

    Examples
    --------
    >>> adjusted_base(np.array([0.5, 0.95, 0.3]), np.array([1.0, 1.0, np.nan]), 0.1).tolist()
    [0.6, 1.0, 0.3]
    """
    tau = np.asarray(tau, dtype=np.float64)
    w = np.asarray(win_rate, dtype=np.float64)
    delta = np.where(np.isnan(w), 0.0, beta * (2.0 * np.nan_to_num(w) - 1.0))
    return np.clip(tau + delta, 0.0, 1.0)


def resolve_clashes(
    qbaf: QBAF,
    adjudicator: Callable[[Clash], str] | Mapping,
    *,
    delta: float = 0.1,
    beta: float = 0.1,
) -> ArenaResult:
    """Adjudicate every near-tied supporter/attacker pair and adjust base scores.

    Parameters
    ----------
    qbaf : QBAF
    adjudicator : callable or mapping
        Called with a :class:`Clash` (winner unset); returns the name of the
        winner (the supporter or the attacker).  A mapping from
        ``(target, supporter, attacker)`` to the winner replays recorded verdicts.
    delta : float
        Clash threshold on ``|tau_s - tau_a|``.
    beta : float
        Largest change of a base score, in [0, 1].

    Raises
    ------
    clinarg.errors.ParameterError
        ``qbaf`` is not a QBAF, ``delta`` or ``beta`` not a number in [0, 1],
        ``adjudicator`` neither a callable nor a mapping.
    clinarg.errors.ArenaError
        The adjudicator named neither argument, or a replayed verdict is missing.

    Examples
    --------
    >>> q = QBAF.from_edges({"s": 0.6, "a": 0.62, "t": 0.5},
    ...                     attacks=[("a", "t")], supports=[("s", "t")])
    >>> r = resolve_clashes(q, lambda clash: clash.supporter, delta=0.05, beta=0.1)
    >>> [(c.supporter, c.attacker, c.winner) for c in r.clashes]
    [('s', 'a', 's')]
    >>> round(r.qbaf.base_score("s"), 6), round(r.qbaf.base_score("a"), 6)
    (0.7, 0.52)
    """
    if not isinstance(qbaf, QBAF):
        raise ParameterError(f"expected a clinarg.QBAF, got {type(qbaf).__name__}")
    for key, value in (("delta", delta), ("beta", beta)):
        try:
            check_real(value, 0.0, 1.0)
        except (TypeError, ValueError):
            raise ParameterError(f"{key} must be a number in [0, 1], got {value!r}") from None
    ask = adjudicator if callable(adjudicator) else None
    if ask is None and not isinstance(adjudicator, Mapping):
        raise ParameterError("adjudicator must be a callable or a mapping of verdicts")
    names, base = qbaf.names, qbaf.base
    wins = np.zeros(qbaf.n_arguments)
    games = np.zeros(qbaf.n_arguments)
    clashes = []
    for t in np.flatnonzero(np.diff(qbaf.att_ptr) * np.diff(qbaf.sup_ptr)):
        sups = qbaf.sup_src[qbaf.sup_ptr[t] : qbaf.sup_ptr[t + 1]]
        atts = qbaf.att_src[qbaf.att_ptr[t] : qbaf.att_ptr[t + 1]]
        for s in sups:
            for a in atts:
                if not abs(base[s] - base[a]) < delta:
                    continue
                clash = Clash(
                    names[t],
                    names[s],
                    names[a],
                    float(base[s]),
                    float(base[a]),
                    qbaf.texts.get(int(s)),
                    qbaf.texts.get(int(a)),
                )
                if ask is not None:
                    winner = ask(clash)
                else:
                    if clash.key not in adjudicator:
                        raise ArenaError(f"no recorded verdict for clash {clash.key!r}")
                    winner = adjudicator[clash.key]
                if winner not in (clash.supporter, clash.attacker) or (
                    clash.supporter == clash.attacker
                ):
                    raise ArenaError(
                        f"the adjudicator answered {winner!r} for the clash "
                        f"{clash.supporter!r} vs {clash.attacker!r} on "
                        f"{clash.target!r}; it must name one of the two"
                    )
                clashes.append(_with_winner(clash, winner))
                games[s] += 1
                games[a] += 1
                wins[s if winner == clash.supporter else a] += 1
    rate = np.full(qbaf.n_arguments, np.nan)
    played = games > 0
    rate[played] = wins[played] / games[played]
    new_base = adjusted_base(base, rate, beta)
    out = QBAF(
        qbaf._names,
        new_base,
        qbaf.att_ptr,
        qbaf.att_src,
        qbaf.att_w,
        qbaf.sup_ptr,
        qbaf.sup_src,
        qbaf.sup_w,
        qbaf.texts,
    )
    # the same relation arrays: strengths(out) finds qbaf's prepared problem
    out._share_names(qbaf)
    out._carry_arguments(qbaf)
    idx = np.flatnonzero(played)
    return ArenaResult(
        out,
        tuple(clashes),
        {names[i]: float(rate[i]) for i in idx},
        {names[i]: float(new_base[i] - base[i]) for i in idx},
    )


def _with_winner(clash: Clash, winner: str) -> Clash:
    from dataclasses import replace

    return replace(clash, winner=winner)
