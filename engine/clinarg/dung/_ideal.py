"""The ideal extension by counterexample-guided search with witness reuse.

The ideal extension is the unique maximal admissible subset of

    cand = { x credulously accepted | no credulously accepted y attacks x }

(Dunne 2009, "The computational complexity of ideal semantics", AIJ 173;
credulous acceptance under admissible and preferred semantics coincide).
Computing every credulously accepted argument first (clingo's brave
enumeration) ends in one large unsatisfiability proof over all the
arguments no admissible set contains, which dominates on hard instances.
Only the attackers of the final answer need that proof, so the search keeps
an over-approximation instead (as the ICCMA solvers do):

1. ``C``: the arguments not yet known to be attacked by a credulously
   accepted one (initially all but the self-attacking ones).
2. ``M``: the greatest subset of ``C`` that defends all its members
   (iterated removal, linear time). The ideal extension ``I`` lies in ``C``
   and defends itself, so ``I`` is a post-fixpoint and ``I ⊆ M``.
3. One solver call: an admissible set containing some attacker of ``M``
   not yet known to be rejected.
   One exists: every member of the witness is credulously accepted, so
   everything it attacks leaves ``C`` (at least one member of ``M``), and
   the search repeats.
   None exists: every attacker of ``M`` is rejected. Those inside ``M``
   (members that attack a member) leave ``C`` and the search repeats. When
   there are none, ``M`` is conflict-free and defends itself, so it is
   admissible, its members are credulously accepted, and no credulously
   accepted argument attacks them: ``M ⊆ I``, so ``M = I``.

Each round removes at least one argument from ``C``; the unsatisfiable calls
ask only about attackers of the current ``M``, never about every argument.
"""

from __future__ import annotations

import numpy as np

from ._frame import Frame
from ._program import Program, _in, remaining

__all__ = ["ideal_extension"]

#: Ask for a subset-maximal witness (a preferred extension): a larger
#: witness removes more of C per round.
MAXIMAL_WITNESS = True


def _greatest_self_defending(frame: Frame, allowed: np.ndarray) -> np.ndarray:
    """Mask of the greatest ``S ⊆ allowed`` such that every attacker of a member
    of ``S`` is attacked by ``S``."""
    att_ptr, att_idx = frame.attackers_csr()
    out_ptr, out_idx = frame.attacked_csr()
    members = allowed.copy()
    # hits[y]: how many members of S attack y. An argument is undefended when
    # some attacker of it has hits == 0.
    hits = np.bincount(frame.dst[members[frame.src]], minlength=frame.n)
    queue = [x for x in np.flatnonzero(members).tolist()
             if (hits[att_idx[att_ptr[x]:att_ptr[x + 1]]] == 0).any()]
    while queue:
        x = queue.pop()
        if not members[x]:
            continue
        members[x] = False
        for y in out_idx[out_ptr[x]:out_ptr[x + 1]].tolist():
            hits[y] -= 1
            if hits[y] == 0:
                # the members attacked by y lost their defence against it
                for z in out_idx[out_ptr[y]:out_ptr[y + 1]].tolist():
                    if members[z]:
                        queue.append(z)
    return members


def ideal_extension(frame: Frame, adm: Program, deadline: float | None = None) -> frozenset:
    """The ideal extension of ``frame`` (frame ids).

    Parameters
    ----------
    frame : Frame
        The framework (typically the residue left by grounded preprocessing).
    adm : Program
        ``adm.lp`` grounded on ``frame`` (reused; its blocking clauses are
        scoped, so the program serves later queries unchanged).
    deadline : float, optional
        ``time.monotonic()`` value; past it :class:`SolverTimeout` is raised.

    Examples
    --------
    >>> import numpy as np
    >>> from clinarg.dung._frame import Frame
    >>> from clinarg.dung._program import Program
    >>> # a <-> b, both attack c, c attacks d: no argument is sceptically safe
    >>> src, dst = np.array([0, 1, 0, 1, 2]), np.array([1, 0, 2, 2, 3])
    >>> f = Frame(4, src, dst, np.arange(4))
    >>> sorted(ideal_extension(f, Program("adm", 4, src, dst)))
    []
    """
    n = frame.n
    if n == 0:
        return frozenset()
    allowed = np.ones(n, dtype=bool)
    rejected = np.zeros(n, dtype=bool)  # proved in no admissible set
    rejected[frame.src[frame.src == frame.dst]] = True  # self-attackers
    allowed &= ~rejected
    att_ptr, att_idx = frame.attackers_csr()
    out_ptr, out_idx = frame.attacked_csr()
    while True:
        remaining(deadline)
        members = _greatest_self_defending(frame, allowed)
        inside = np.flatnonzero(members)
        if inside.size == 0:
            return frozenset()
        attackers = np.unique(np.concatenate(
            [att_idx[att_ptr[x]:att_ptr[x + 1]] for x in inside.tolist()]))
        # No attacker of M is known to be accepted (the targets of every
        # accepted argument have left C already); ask about the unknown ones.
        unknown = attackers[~rejected[attackers]]
        found = None
        if unknown.size:
            with adm.scope():
                adm.forbid_all_false(_in(int(y)) for y in unknown.tolist())
                found = adm.first([], maximise=MAXIMAL_WITNESS, deadline=deadline)
        if found is not None:
            for w in found[0]:
                allowed[out_idx[out_ptr[w]:out_ptr[w + 1]]] = False
            continue
        rejected[attackers] = True
        conflicting = attackers[members[attackers]]
        if conflicting.size == 0:
            return frozenset(inside.tolist())
        allowed[conflicting] = False
