"""SCC-recursive evaluation of complete, preferred and stable semantics.

Baroni, Giacomin and Guida (2005) show that these semantics are
SCC-recursive: an extension is built component by component, in the
topological order of the condensation, each component choosing among the
extensions of a *conditioned* copy of itself that depends only on the
labels (IN / OUT / UNDEC) already given to the arguments attacking it:

* a member attacked by an upstream IN argument is OUT and leaves the copy
  (for CO and PR its own attacks no longer matter: their targets are
  defended against it);
* a member attacked by an upstream UNDEC argument (and by no IN one) can
  be OUT but never IN: the copy gets a fresh self-attacking argument that
  attacks it (always UNDEC itself);
* attacks from upstream OUT arguments are dropped.

For CO the conditioned copy's complete extensions are exactly the possible
restrictions to the component (complete labellings are defined locally);
for PR its preferred extensions are the base function of the schema (the
maximal admissible sets avoiding the provisionally defeated members); for
ST there is no UNDEC upstream and the copy's stable extensions are the
restrictions.

Counting (CE) runs a forward dynamic programme over components: its state
is the labelling of the *frontier*, the processed arguments that still
attack unprocessed components, so a chain of components costs the number
of distinct frontier labellings times the chain length rather than the
(exponential) number of extensions.  When the decomposition cannot help
(one component, a large component feeding later ones) or the frontier
blows up, the monolithic solver counts instead.  The monolithic count
races clasp and, for CO and ST, the compiled core's component count
(:mod:`clinarg.dung._count`).

EE and SE walk the components depth first: component ``c`` takes each
extension of its conditioned copy in turn and hands the labels to ``c + 1``;
a full path is an extension, and a component without one (only possible for
ST) sends the walk back.  The walk is used when it pays (CO and PR on many
small components, see :meth:`SccSolver.walks`) or when forced with
``scc="always"``; DC and DS use the monolithic solver.

GR needs no schema: the compiled core's propagation is already linear.
"""

from __future__ import annotations

from collections.abc import Iterator

from .. import _native
from .._deadline import expired, remaining, sooner
from ..errors import SolverTimeout
from ._frame import Frame, with_blocker
from ._solver import SemanticsSolver

__all__ = ["SccSolver", "SCC_SEMANTICS"]

#: Semantics evaluated component by component.
SCC_SEMANTICS = frozenset({"CO", "PR", "ST"})

_UNDEC, _IN, _OUT = 0, 1, 2
#: Above this many frontier labellings (or local extensions) counting falls back.
_MAX_STATES = 20_000
#: Seconds the monolithic count may try before the programme starts.
_MONO_FIRST = 0.25
#: Components attacking later ones must be at most this large for the programme.
_MAX_SOURCE = 24
#: Components up to this size are solved by checking every subset, not by clingo.
_MAX_BITMASK = 8
#: Local extension lists longer than this are streamed rather than kept.
_MAX_CACHED = 2_000
#: EE/SE walk the components (when all are small) from this many components on.
_MIN_WALK = 8


class _Fallback(Exception):
    """The decomposition does not pay off here; use the monolithic solver."""


class SccSolver:
    """CE, EE and SE by the SCC-recursive schema; DC and DS by the monolithic solver."""

    def __init__(self, code: str, frame: Frame, always: bool = False):
        if code not in SCC_SEMANTICS:
            raise ValueError(f"{code} is not evaluated SCC by SCC")
        self.code = code
        self.frame = frame
        self.mono = SemanticsSolver(code, frame)
        self.always = always  # EE and SE always walk the components (for tests)
        self.k = None  # the decomposition is computed on first use

    def _decompose(self) -> None:
        frame = self.frame
        n = frame.n
        self.out_ptr, self.out_idx = frame.attacked_csr()
        self.in_ptr, self.in_idx = frame.attackers_csr()
        comp, self.k = _native.scc(n, self.out_ptr, self.out_idx)
        self.comp = comp
        self.members: list[list[int]] = [[] for _ in range(self.k)]  # sorted ids
        for x in range(n):
            self.members[comp[x]].append(x)
        # last[x]: the last component that x attacks outside its own (-1: none)
        last = [-1] * n
        for a, b in zip(frame.src, frame.dst):
            if comp[b] != comp[a] and comp[b] > last[a]:
                last[a] = comp[b]
        self.last = last
        self._cache: dict = {}

    @property
    def useful(self) -> bool:
        """Does the decomposition split the framework at all?"""
        return self.k > 1

    # The monolithic solver serves queries and witness lifting.
    def credulous(self, q, deadline=None):
        return self.mono.credulous(q, deadline)

    def skeptical(self, q, deadline=None):
        return self.mono.skeptical(q, deadline)

    # ------------------------------------------------------------ one component
    def _condition(self, c: int, labels: list[int]):
        """Signature of component ``c``'s conditioned copy under upstream ``labels``."""
        members = self.members[c]
        forced_out = []
        blocked = []
        for pos, x in enumerate(members):
            labs = {
                labels[y]
                for y in self.in_idx[self.in_ptr[x] : self.in_ptr[x + 1]]
                if self.comp[y] != c
            }
            if _IN in labs:
                forced_out.append(pos)
            elif _UNDEC in labs:
                blocked.append(pos)
        return tuple(forced_out), tuple(blocked)

    def _local_solver(self, c: int, forced_out, blocked) -> SemanticsSolver:
        members = self.members[c]
        m = len(members)
        gone = set(forced_out)
        kept = [i for i in range(m) if i not in gone]  # member positions, by new id
        new = {i: k for k, i in enumerate(kept)}
        pos_of = {x: i for i, x in enumerate(members)}
        src, dst = [], []
        for i in kept:
            x = members[i]
            for y in self.out_idx[self.out_ptr[x] : self.out_ptr[x + 1]]:
                j = pos_of.get(y)
                if j is not None and j not in gone:
                    src.append(new[i])
                    dst.append(new[j])
        frame = with_blocker(len(kept), src, dst, [new[i] for i in blocked], kept)
        return SemanticsSolver(self.code, frame)

    def _small(self, c: int, forced_out, blocked):
        """Extensions of a small conditioned copy by checking every subset, or ``None``.

        Straight from the definitions on bitmasks (cheaper than setting up a
        solver for a handful of arguments).  Forced-OUT members leave the
        copy; blocked members stay as attackers but are never defended (their
        extra attacker is self-attacking, so never defeated).
        """
        members = self.members[c]
        m = len(members)
        if m > _MAX_BITMASK:
            return None
        pos_of = {x: i for i, x in enumerate(members)}
        gone = 0
        for i in forced_out:
            gone |= 1 << i
        stuck = 0
        for i in blocked:
            stuck |= 1 << i
        if stuck and self.code == "ST":
            return []  # the self-attacking extra argument can never be attacked
        full = ((1 << m) - 1) & ~gone
        att = [0] * m  # attackers inside the copy
        out = [0] * m  # targets inside the copy
        for i, x in enumerate(members):
            if gone >> i & 1:
                continue
            for y in self.out_idx[self.out_ptr[x] : self.out_ptr[x + 1]]:
                j = pos_of.get(y)
                if j is not None and not gone >> j & 1:
                    out[i] |= 1 << j
                    att[j] |= 1 << i
        cand = full & ~stuck
        bits = [i for i in range(m) if cand >> i & 1]
        found = []
        for k in range(1 << len(bits)):
            s = 0
            for b, i in enumerate(bits):
                if k >> b & 1:
                    s |= 1 << i
            defeated = 0
            ok = True
            for i in bits:
                if s >> i & 1:
                    if att[i] & s:
                        ok = False
                        break
                    defeated |= out[i]
            if not ok:
                continue
            if self.code == "ST":
                if full & ~s & ~defeated == 0:
                    found.append(s)
                continue
            defended = 0
            for i in range(m):
                if full >> i & 1 and not stuck >> i & 1 and att[i] & ~defeated == 0:
                    defended |= 1 << i
            if s & ~defended:
                continue  # not admissible
            if self.code == "CO" and defended != s:
                continue  # not complete
            found.append(s)
        if self.code == "PR":  # maximal admissible sets
            found = [s for s in found if not any(t != s and t & s == s for t in found)]
        return [tuple(i for i in range(m) if s >> i & 1) for s in found]

    def _local(self, c: int, labels: list[int], deadline) -> Iterator[tuple]:
        """Extensions of component ``c`` given upstream ``labels``, as member positions."""
        forced_out, blocked = self._condition(c, labels)
        key = (c, forced_out, blocked)
        hit = self._cache.get(key)
        if hit is not None:
            yield from hit
            return
        small = self._small(c, forced_out, blocked)
        if small is not None:
            self._cache[key] = small
            yield from small
            return
        solver = self._local_solver(c, forced_out, blocked)
        keep_ids = solver.frame.ids
        found = []
        for ext in solver.extensions(deadline=deadline):
            local = tuple(sorted(int(keep_ids[i]) for i in ext if i < len(keep_ids)))
            if found is not None:
                found.append(local)
                if len(found) > _MAX_CACHED:
                    found = None
            yield local
        if found is not None:
            self._cache[key] = found

    def _local_count(self, c: int, labels: list[int], deadline) -> int:
        forced_out, blocked = self._condition(c, labels)
        key = (c, forced_out, blocked)
        hit = self._cache.get(key)
        if hit is not None:
            return len(hit)
        small = self._small(c, forced_out, blocked)
        if small is not None:
            self._cache[key] = small
            return len(small)
        return self._local_solver(c, forced_out, blocked).count(deadline)

    def _assign(self, c: int, chosen: tuple, labels: list[int]) -> None:
        """Label component ``c``'s members: IN if chosen, OUT if attacked by IN, else UNDEC."""
        members = self.members[c]
        for x in members:
            labels[x] = _UNDEC
        for i in chosen:
            labels[members[i]] = _IN
        for x in members:
            if labels[x] == _IN:
                continue
            if any(labels[y] == _IN for y in self.in_idx[self.in_ptr[x] : self.in_ptr[x + 1]]):
                labels[x] = _OUT

    # ------------------------------------------------------------ tasks
    # EE and SE walk the components depth first when that pays (see
    # :meth:`walks`); otherwise one clingo call over the whole residue, which
    # measured faster where a component needs a solver set-up of its own, and
    # which needs no backtracking over stable choices that dead-end downstream.
    def walks(self) -> bool:
        """Should EE and SE go component by component?

        Forced by ``scc="always"``.  Otherwise only for CO and PR (every
        conditioned copy has an extension, so the walk never backtracks and
        the first extension costs one local solve per component), when the
        framework splits into many components that are all small enough for
        the subset checks (no clingo set-up per component).
        """
        if self.always:
            return True
        if self.code == "ST":
            return False
        if self.k is None:
            self._decompose()
        return self.k >= _MIN_WALK and max(len(m) for m in self.members) <= _MAX_BITMASK

    def extensions(
        self, limit: int | None = None, deadline: float | None = None
    ) -> Iterator[frozenset]:
        if not self.walks():
            return self.mono.extensions(limit=limit, deadline=deadline)
        return self._walk(limit, deadline)

    def some(self, deadline: float | None = None) -> frozenset | None:
        if (self.code == "CO" and not self.always) or not self.walks():
            return self.mono.some(deadline)  # for CO: the grounded extension
        return next(self._walk(1, deadline), None)

    def _walk(self, limit, deadline) -> Iterator[frozenset]:
        """Extensions by the SCC-recursive schema, depth first over components.

        Component ``c`` picks one extension of its copy conditioned on the
        labels of components ``0..c-1`` (which are exactly its outside
        attackers, by topological order), labels its members and hands over
        to ``c + 1``; a full path is one extension, and every extension is
        one path (the schema's decomposition is unique), so nothing repeats.
        A component without a (stable) extension under the current labels
        sends the walk back to the previous choice.  Streams: only the
        current path and each level's pending local extensions are held.
        """
        if limit == 0:
            return
        if self.k is None:
            self._decompose()
        k = self.k
        if k == 0:
            yield frozenset()
            return
        labels = [_UNDEC] * self.frame.n
        chosen: list = [()] * k
        stack = [self._local(0, labels, deadline)]
        emitted = 0
        while stack:
            remaining(deadline)
            c = len(stack) - 1
            pick = next(stack[-1], None)
            if pick is None:
                stack.pop()
                continue
            self._assign(c, pick, labels)
            chosen[c] = pick
            if c + 1 < k:
                stack.append(self._local(c + 1, labels, deadline))
                continue
            yield frozenset(self.members[i][j] for i, p in enumerate(chosen) for j in p)
            emitted += 1
            if limit is not None and emitted >= limit:
                return

    def count(self, deadline: float | None = None, early=None) -> int:
        """CE; ``early`` as for :meth:`SemanticsSolver.count`."""
        # The programme enumerates the local extensions of every component
        # that attacks a later one; a large such component would make that
        # enumeration the bottleneck, so those frameworks are counted whole.
        if self.k is None:
            self._decompose()
        if not self.useful or any(
            len(m) > _MAX_SOURCE and any(self.last[x] >= 0 for x in m) for m in self.members
        ):
            return self.mono.count(deadline, early)
        # A portfolio: the whole-framework count gets a short head start (it
        # wins on easy frameworks, where a solver call per component costs
        # more than it saves), then the programme takes over.
        try:
            return self.mono.count(sooner(deadline, _MONO_FIRST), early)
        except SolverTimeout:
            if expired(deadline):
                raise
        try:
            return self._count(deadline)
        except _Fallback:
            return self.mono.count(deadline)

    def _count(self, deadline) -> int:
        labels = [_UNDEC] * self.frame.n
        frontier: list[int] = []  # processed arguments attacking later components
        states: dict[tuple, int] = {(): 1}  # frontier labelling -> number of partial extensions
        for c in range(self.k):
            remaining(deadline)
            members = self.members[c]
            kept = [x for x in frontier if self.last[x] > c]
            new_front = [x for x in members if self.last[x] > c]
            nxt: dict[tuple, int] = {}
            for state, mult in states.items():
                for x, label in zip(frontier, state):
                    labels[x] = label
                if not new_front:
                    # Nothing of c matters downstream: count without enumerating.
                    k = self._local_count(c, labels, deadline)
                    if k:
                        key = tuple([labels[x] for x in kept])
                        nxt[key] = nxt.get(key, 0) + mult * k
                    continue
                for pick in self._local(c, labels, deadline):
                    self._assign(c, pick, labels)
                    key = tuple([labels[x] for x in kept] + [labels[x] for x in new_front])
                    nxt[key] = nxt.get(key, 0) + mult
                    if len(nxt) > _MAX_STATES:
                        raise _Fallback
            frontier = kept + new_front
            states = nxt
            if not states:
                return 0
        return sum(states.values())


def scc_solver(code: str, frame: Frame, always: bool = False):
    """An :class:`SccSolver` when ``code`` is SCC-recursive here, else ``None``."""
    if code not in SCC_SEMANTICS:
        return None
    return SccSolver(code, frame, always)
