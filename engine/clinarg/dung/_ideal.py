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
   accepted one, nor known to be rejected (initially all but the
   self-attacking ones).
2. ``M``: the greatest subset of ``C`` that defends all its members
   (iterated removal). The ideal extension ``I`` lies in ``C`` and defends
   itself, so ``I`` is a post-fixpoint and ``I ⊆ M``. ``C`` only shrinks, so
   ``M`` is maintained across rounds by removals alone (linear in all).
3. One solver call: an admissible set containing some attacker of ``M``
   not yet known to be rejected, found with those attackers decided true
   first, so that one witness accepts as many of them as it can.
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

from .._deadline import remaining
from ._frame import Frame
from ._program import Program, WitnessSearch

__all__ = ["ideal_extension"]


class _SelfDefending:
    """The greatest self-defending subset ``M`` of a shrinking set ``C``.

    ``hits[y]`` counts the members of ``M`` that attack ``y``; a member is
    undefended when one of its attackers has ``hits == 0``.
    """

    def __init__(self, frame: Frame, allowed: list[bool]):
        self.att_ptr, self.att_idx = frame.attackers_csr()
        self.out_ptr, self.out_idx = frame.attacked_csr()
        self.members = list(allowed)
        hits = [0] * frame.n
        for a, b in zip(frame.src, frame.dst):
            if self.members[a]:
                hits[b] += 1
        self.hits = hits
        self._remove([x for x in range(frame.n) if self.members[x] and not self._defended(x)])

    def _defended(self, x: int) -> bool:
        hits = self.hits
        return all(hits[y] > 0 for y in self.att_idx[self.att_ptr[x] : self.att_ptr[x + 1]])

    def _remove(self, queue: list[int]) -> None:
        members, hits, ptr, idx = self.members, self.hits, self.out_ptr, self.out_idx
        while queue:
            x = queue.pop()
            if not members[x]:
                continue
            members[x] = False
            for y in idx[ptr[x] : ptr[x + 1]]:
                hits[y] -= 1
                if hits[y] == 0:
                    # the members attacked by y lost their defence against it
                    queue.extend(z for z in idx[ptr[y] : ptr[y + 1]] if members[z])

    def disallow(self, xs) -> None:
        """Remove ``xs`` from ``C`` (and whatever loses its defence with them)."""
        self._remove([x for x in xs if self.members[x]])


def ideal_extension(
    frame: Frame,
    adm: Program,
    deadline: float | None = None,
    *,
    stable=None,
    head_start: float = 0.0,
) -> frozenset:
    """The ideal extension of ``frame`` (frame ids).

    Parameters
    ----------
    frame : Frame
        The framework (typically the residue left by grounded preprocessing).
    adm : Program
        ``adm.lp`` grounded on ``frame`` (reused; its blocking clauses and
        heuristic preferences are scoped, so the program serves later
        queries unchanged).
    deadline : float, optional
        ``time.monotonic()`` value; past it :class:`SolverTimeout` is raised.
    stable : callable, optional
        Gives the stable program (``stb.lp`` on ``frame``, grounded once).
        Where given, each witness search of ``adm`` that has run alone for
        ``head_start`` seconds is raced by a search of the stable program
        for a stable extension holding some of the same attackers: a
        stable extension is admissible, so it is a witness as good, and on
        frameworks with stable extensions clasp finds one far sooner (see
        docs/dung.md, "Ideal semantics").  Its "none" proves nothing (an
        admissible set may still exist), so ``adm`` decides then.

    Examples
    --------
    >>> from clinarg.dung._frame import Frame
    >>> from clinarg.dung._program import Program
    >>> # a <-> b, both attack c, c attacks d: no argument is sceptically safe
    >>> src, dst = [0, 1, 0, 1, 2], [1, 0, 2, 2, 3]
    >>> f = Frame(4, src, dst, range(4))
    >>> sorted(ideal_extension(f, Program("adm", 4, src, dst)))
    []
    """
    n = frame.n
    if n == 0:
        return frozenset()
    rejected = [False] * n  # proved in no admissible set
    for a, b in zip(frame.src, frame.dst):
        if a == b:
            rejected[a] = True  # self-attackers
    state = _SelfDefending(frame, [not r for r in rejected])
    out_ptr, out_idx = state.out_ptr, state.out_idx
    att_ptr, att_idx = state.att_ptr, state.att_idx
    while True:
        remaining(deadline)
        members = state.members
        inside = [x for x in range(n) if members[x]]
        if not inside:
            return frozenset()
        attackers = set()
        for x in inside:
            attackers.update(att_idx[att_ptr[x] : att_ptr[x + 1]])
        attackers = sorted(attackers)
        # No attacker of M is known to be accepted (the targets of every
        # accepted argument have left C already); ask about the unknown ones.
        unknown = [a for a in attackers if not rejected[a]]
        found = None
        if unknown:
            rival = None if stable is None else WitnessSearch(stable, unknown)
            with adm.scope():
                adm.require_some_in(unknown)
                adm.prefer_in(unknown)
                found = adm.first(
                    [], maximise=True, deadline=deadline, rival=rival, head_start=head_start
                )
        if found is not None:
            state.disallow([y for w in found[0] for y in out_idx[out_ptr[w] : out_ptr[w + 1]]])
            continue
        for a in attackers:
            rejected[a] = True
        conflicting = [a for a in attackers if members[a]]
        if not conflicting:
            return frozenset(inside)
        state.disallow(conflicting)
