"""The reasoning tasks of each semantics on one integer framework.

A :class:`SemanticsSolver` answers EE, SE, DC, DS and CE for one semantics
on one :class:`~clinarg.dung._frame.Frame`, with the algorithm that fits the
task rather than enumeration with an early stop:

* DC is one solver call with the query as an assumption; for PR it is
  credulous admissible acceptance, and with the domain heuristic the witness
  is already a preferred extension.
* A search for one stable extension (SE-ST, DC-ST, DS-ST, the stable step
  of SST and STG) races the compiled core's local search beside clasp on
  two cores (:mod:`clinarg.dung._walk`): its witness comes first on hard
  satisfiable questions, and clasp proves every "no".
* DS-ST looks for one stable extension without the query; DS-CO is grounded
  membership (the compiled core's labelling); DS-AD is always false (the
  empty set is admissible).
* DS-PR is a counterexample-guided search (as in CEGARTIX and mu-toksia):
  find a complete extension E without the query, extend it to a preferred
  one P; stop at the first P without the query.  Otherwise P contains an
  admissible set T with the query (a defence closure of the query inside P),
  and every preferred extension without the query must conflict with T (if
  P' u T were conflict-free it would be admissible, so T would lie in P'),
  so the clause "conflict with T" is added and the search repeats.  The
  clause excludes E and every complete set compatible with T, not just the
  subsets of P, which keeps the number of rounds small on frameworks with
  exponentially many preferred extensions.
* SST and STG: SE is a stable extension if there is one, else a candidate
  (complete for SST, conflict-free for STG) of maximal range, which the
  domain heuristic (``rng`` true first) yields in one call; DC/DS loop over
  maximal ranges the same counterexample-guided way (as in mu-toksia), two
  calls a round, after one call that settles the query when a stable
  extension exists.  EE maximises the range in two stages (maximal
  ranges, then the extensions with each range); CE counts, once the
  maximal ranges are known, the candidates of maximal range in one call.
* CE is counted by clingo without materialising the extensions; for CO,
  ST and AD the compiled core counts beside it, by components with a
  cache (:mod:`clinarg.dung._count`), and the first count wins: clasp
  where there are few extensions, the compiled core where there are many.
  So for PR, SST and STG on a framework without odd attack cycles, whose
  extensions under those semantics are its stable ones (coherence), and
  for SST and STG where a stable extension exists.
* ID: the maximal admissible subset of the credulously accepted arguments
  that no credulously accepted argument attacks, by a counterexample-guided
  search that proves rejection only for the attackers of the answer
  (:mod:`clinarg.dung._ideal`).

Programs are grounded once per solver and reused by every query
(multi-shot); query-specific blocking clauses live in a scope that is
released afterwards.
"""

from __future__ import annotations

from collections.abc import Iterator
from itertools import compress

from .._deadline import expired, remaining, sooner
from ..errors import SolverTimeout
from ._count import ModelCount, core_counted, count_extensions, count_head_start, ended_alone
from ._frame import Frame
from ._rival import available_cores
from ._walk import StableWalk

# clingo's library is loaded with the first program (dung/_program.py), not
# with this module: what the compiled core answers alone (SE-CO, DS-CO,
# DS-AD, CE-GR, CE-ID) never loads it.  typing.TYPE_CHECKING without
# importing typing (see cli.py).
TYPE_CHECKING = False
if TYPE_CHECKING:
    from ._program import Program

__all__ = ["SemanticsSolver", "ENCODING"]

#: Encoding used for each semantics.
ENCODING = {
    "AD": "adm",
    "CO": "com",
    "GR": "grd",
    "ST": "stb",
    "PR": "prf",
    "SST": "sst",
    "STG": "stg",
    "ID": "adm",
}

Answer = tuple[bool, frozenset | None]

#: Seconds a search runs alone before a second search joins it on the other
#: core (``first_of``): long enough that the easy questions, most of them,
#: never build the second program, short next to a heavy tail.
RACE_HEAD_START = 0.05

#: Whether a search for one stable extension runs the compiled core's local
#: search beside clasp where there are two cores (:mod:`clinarg.dung._walk`).
STABLE_WALK = True

#: Seconds CE-SST/STG spends looking for a stable extension before it lists
#: the maximal ranges.  With one, the extensions are the stable ones, and
#: counting them skips the listing (figures and their command in
#: docs/dung.md); proving there is none can cost more than the listing,
#: which finds that out too, so the look is bounded.
STABLE_PROBE = 0.1

#: Whether the ideal extension's witness searches (:mod:`._ideal`) are
#: raced, where there are two cores, by the stable program's search for a
#: stable extension with the same attackers (figures in docs/dung.md,
#: "Ideal semantics"), once the witness search has run alone for
#: ``IDEAL_RACE_HEAD_START`` seconds: longer than ``RACE_HEAD_START``, so
#: that the witness searches of the easy frameworks, most of them under a
#: tenth of a second, never ground the stable program.
IDEAL_STABLE_RACE = True
IDEAL_RACE_HEAD_START = 0.2

#: Round of a semi-stable or stage DC/DS search from which its maximising
#: calls go to a second copy of the program (``SemanticsSolver._larger_range``).
SPLIT_AFTER_ROUNDS = 8

#: Rounds after which a semi-stable or stage DC/DS search lists the maximal
#: ranges and answers from the list (``SemanticsSolver._range_query_by_listing``)
#: when there are at most ``MAX_RANGES_LISTED`` of them: a query the search
#: answers at once never pays for the list, and a list that is too long
#: costs a few dozen milliseconds (bench_dung's random_1000 has thousands).
LIST_RANGES_AFTER_ROUNDS = 4
MAX_RANGES_LISTED = 256


class SemanticsSolver:
    """EE/SE/DC/DS/CE of semantics ``code`` on ``frame``; results are frame ids."""

    def __init__(self, code: str, frame: Frame):
        if code not in ENCODING:
            raise ValueError(f"no encoding for {code}")
        self.code = code
        self.frame = frame
        self._programs: dict[str, Program] = {}
        self._ideal: frozenset | None = None
        self._has_stable: bool | None = None  # SST/STG: None until asked
        # SST/STG: the maximal ranges once listed, and the largest limit
        # they are known to exceed (see _maximal_ranges)
        self._ranges: tuple[int, bytearray] | None = None
        self._ranges_beyond = -1

    def program(
        self,
        name: str | None = None,
        deadline: float | None = None,
        key: str | None = None,
    ) -> Program:
        name = name or ENCODING[self.code]
        key = key or name
        prog = self._programs.get(key)
        if prog is None:
            from ._program import Program

            f = self.frame
            prog = Program(name, f.n, f.src, f.dst, deadline=deadline)
            self._programs[key] = prog
        return prog

    @property
    def _maximise(self) -> bool:
        return self.code in ("PR", "SST", "STG", "ID")

    # ------------------------------------------------------------ single-extension semantics
    def _single(self, deadline) -> frozenset:
        """The unique extension of GR or ID."""
        if self.code == "GR":
            found = self.program(deadline=deadline).first([], deadline=deadline)
            return found[0]
        if self._ideal is None:
            from ._ideal import ideal_extension

            stable = None
            if IDEAL_STABLE_RACE and available_cores() > 1:
                stable = lambda: self.program("stb", deadline=deadline)  # noqa: E731
            self._ideal = ideal_extension(
                self.frame,
                self.program("adm", deadline),
                deadline,
                stable=stable,
                head_start=IDEAL_RACE_HEAD_START,
            )
        return self._ideal

    # ------------------------------------------------------------ EE
    def extensions(
        self, limit: int | None = None, deadline: float | None = None
    ) -> Iterator[frozenset]:
        if limit == 0:
            return
        code = self.code
        if code in ("GR", "ID"):
            yield self._single(deadline)
            return
        if code in ("SST", "STG"):
            yield from self._range_extensions(limit, deadline)
            return
        prog = self.program(deadline=deadline)
        for ext, _ in prog.models([], maximise=self._maximise, limit=limit, deadline=deadline):
            yield ext

    def _range_extensions(self, limit, deadline) -> Iterator[frozenset]:
        # Stage 1 enumerates maximal ranges (domRec on rng/1) on one program,
        # stage 2 the extensions of each range on a second one, so both stream.
        ranges = self.program(deadline=deadline)
        exts = self.program(deadline=deadline, key="stage2")
        produced = 0
        for _, rng in ranges.models([], maximise=True, deadline=deadline):
            left = None if limit is None else limit - produced
            program, assumptions = self._extensions_of_range(exts, rng, deadline)
            for ext, _ in program.models(assumptions, limit=left, deadline=deadline):
                yield ext
                produced += 1
            if limit is not None and produced >= limit:
                return

    def _extensions_of_range(self, exts: Program, rng: frozenset, deadline):
        """The program and assumptions whose models are the extensions with
        range ``rng``: the stable program, with none, for the full range (a
        stable extension exists, so those are the semi-stable and stage
        extensions, and the stable program enumerates them faster)."""
        if len(rng) == self.frame.n:
            return self.program("stb", deadline=deadline), []
        return exts, exts.assumptions(true_rng=rng)

    # ------------------------------------------------------------ SE
    def some(self, deadline: float | None = None) -> frozenset | None:
        if self.code == "CO":
            # The grounded extension is complete: the compiled core labels
            # it in linear time, no clingo program
            return self.frame.grounded()
        if self.code in ("GR", "ID"):
            return self._single(deadline)
        if self.code in ("SST", "STG"):
            return self._some_by_range(deadline)
        if self.code == "PR" and available_cores() > 1:
            from ._program import first_of

            found = first_of(
                self._preferred_searches(deadline), head_start=RACE_HEAD_START, deadline=deadline
            )
            return found[0]  # a preferred extension always exists
        if self.code == "ST":
            # Every stable extension is subset-maximal, so the search may
            # maximise: the domain heuristic finds one far sooner (DOMAIN_MODIFIER)
            found = self._first_stable(maximise=True, deadline=deadline)
        else:
            found = self.program(deadline=deadline).first(
                [], maximise=self._maximise, deadline=deadline
            )
        return None if found is None else found[0]

    def _first_stable(self, true_in=(), false_in=(), *, maximise=False, deadline=None):
        """The first model of the stable program with ``true_in`` in and
        ``false_in`` out, or ``None`` if there is none.

        Where there are two cores the compiled core's local search races
        clasp (``STABLE_WALK``): it finds the witness of a hard satisfiable
        question sooner, and clasp still proves every "no" (figures and
        their command in docs/dung.md, "Stable questions").
        """
        prog = self.program("stb", deadline=deadline)
        assumptions = prog.assumptions(true_in=true_in, false_in=false_in)
        rival = None
        if STABLE_WALK and assumptions is not None and available_cores() > 1:
            rival = StableWalk(self.frame, true_in, false_in)
        return prog.first(
            assumptions,
            maximise=maximise,
            deadline=deadline,
            rival=rival,
            head_start=RACE_HEAD_START,
        )

    def _preferred_searches(self, deadline):
        """SE-PR's searches: a stable extension (which is preferred, where
        there is one) by the local search (:mod:`clinarg.dung._walk`), a
        subset-maximal complete extension, and a stable extension by clasp.

        The searches are heavy-tailed on hard frameworks with stable
        extensions, and not on the same labellings, so the first of them
        cuts the tail.  The walk and the stable program join once the
        preferred search has run alone for ``RACE_HEAD_START`` seconds, so
        an easy question's answer is the same on every run.  SE-PR on afgen
        n384p5q2_vh over 8 relabellings: median 0.22 s (0.19-0.36 s),
        0.48 s (0.21-1.69 s) without the walk, 0.50 s (0.21-1.97 s)
        with the preferred search alone (``python benchmarks/dung_relabel.py
        ../shared/instances/dung/afgen/n384p5q2_vh.apx --task SE-PR
        --relabellings 8 --limit 5``, and ``--no-walk``, ``--no-walk
        --race-head-start inf``).
        """
        yield self.program(deadline=deadline), []
        if STABLE_WALK:
            yield StableWalk(self.frame)
        yield self.program("stb", deadline=deadline), []

    # ------------------------------------------------------------ CE
    def count(self, deadline: float | None = None, early: ModelCount | None = None) -> int:
        """CE; ``early`` is this solver's count in the compiled core,
        begun already (it is used at most once, and stopped)."""
        code = self.code
        if code in ("GR", "ID"):
            return 1
        counted = core_counted(code, self.frame)
        if counted is not None:  # the code's own program, or (coherent) the stable one
            return self._count_raced(counted, None if counted == code else "stb", deadline, early)
        if code in ("SST", "STG"):
            return self._count_by_range(deadline)
        return self.program(deadline=deadline).count([], maximise=self._maximise, deadline=deadline)

    def _count_raced(self, counted: str, name: str | None, deadline, early=None) -> int:
        """The models of program ``name`` (the ``counted`` extensions),
        counted by clasp and by the compiled core side by side
        (:mod:`clinarg.dung._count`); the compiled core starts first (or
        has: ``early``) and counts alone for ``SPARSE_CORE_LEAD`` seconds
        before clasp's program is built (``ended_alone``), except on a dense
        framework, where it joins once clasp has counted alone for a while
        (``count_head_start``)."""
        if early is not None and (early.frame is not self.frame or early.code != counted):
            raise ValueError("the early count is not this solver's")
        if early is None:
            rival, head_start = ModelCount(self.frame, counted), count_head_start(self.frame)
        else:
            rival, head_start = early, 0.0
        try:
            if head_start == 0:  # sparse: the counter counts alone for a while first
                alone = ended_alone(rival, deadline)  # begins it if it was not
                if alone is not None:
                    rival.stop()
                    return alone
            prog = self.program(name, deadline=deadline)
        except BaseException:
            rival.stop()
            raise
        return prog.count([], deadline=deadline, rival=rival, rival_head_start=head_start)

    def _probe_stable(self, deadline) -> None:
        """Whether a stable extension exists, into ``_has_stable``, if a
        search of at most ``STABLE_PROBE`` seconds tells; else left unknown."""
        try:
            found = self._first_stable(deadline=sooner(deadline, STABLE_PROBE))
        except SolverTimeout:
            if expired(deadline):
                raise
            return
        self._has_stable = found is not None

    def _count_by_range(self, deadline) -> int:
        """CE for SST and STG: the maximal ranges first, then the
        extensions whose range is one of them.

        A stable extension (looked for first, briefly: ``STABLE_PROBE``),
        or a full range, means the stable extensions are the ones counted,
        by clasp and the compiled core side by side.  Otherwise the compiled
        core counts, for each maximal range, the complete extensions (SST)
        or conflict-free sets (STG) whose range it is
        (:func:`clinarg.dung._count.count_extensions`); where that would
        nest too deep, clasp counts the candidates whose range is a strict
        subset of no maximal range, in one call.
        """
        n = self.frame.n
        if self._has_stable is None and self._ranges is None:
            self._probe_stable(deadline)
        if self._has_stable:
            return self._count_raced("ST", "stb", deadline)
        k, masks = self._maximal_ranges(deadline)
        if k == 1 and masks.count(0) == 0:
            # A stable extension exists: the extensions are the stable ones
            return self._count_raced("ST", "stb", deadline)
        counted = count_extensions(self.frame, self.code, deadline, bytes(masks))
        if counted is not None:
            return counted
        maximal = _range_ids(n, k, masks)
        exts = self.program(deadline=deadline, key="stage2")
        if len(maximal) == 1:
            return exts.count(exts.assumptions(true_rng=maximal[0]), deadline=deadline)
        with exts.scope():
            exts.block_rng_strict_subsets(*maximal)
            return exts.count([], deadline=deadline)

    # ------------------------------------------------------------ DC
    def credulous(self, q: int, deadline: float | None = None) -> Answer:
        code = self.code
        if code in ("GR", "ID"):
            ext = self._single(deadline)
            return (True, ext) if q in ext else (False, None)
        if code in ("SST", "STG"):
            return self._range_query(q, True, deadline)
        if code == "ST":
            found = self._first_stable(true_in=[q], deadline=deadline)
            return (False, None) if found is None else (True, found[0])
        prog = self.program(deadline=deadline)
        # PR: with the heuristic the model is maximal among the complete
        # extensions containing q, hence preferred (credulous PR = credulous AD).
        found = prog.first(
            prog.assumptions(true_in=[q]), maximise=self._maximise, deadline=deadline
        )
        return (False, None) if found is None else (True, found[0])

    # ------------------------------------------------------------ DS
    def skeptical(self, q: int, deadline: float | None = None) -> Answer:
        code = self.code
        if code == "AD":
            return False, frozenset()  # the empty set is admissible and lacks q
        if code in ("GR", "ID"):
            ext = self._single(deadline)
            return (True, None) if q in ext else (False, ext)
        if code == "CO":
            # The complete extensions intersect in the grounded extension,
            # which the compiled core labels in linear time (no clingo program)
            grounded = self.frame.grounded()
            return (True, None) if q in grounded else (False, grounded)
        if code == "ST":
            found = self._first_stable(false_in=[q], deadline=deadline)
            return (True, None) if found is None else (False, found[0])
        if code == "PR":
            return self._skeptical_preferred(q, deadline)
        return self._range_query(q, False, deadline)

    def _skeptical_preferred(self, q: int, deadline) -> Answer:
        prog = self.program(deadline=deadline)
        without_q = prog.assumptions(false_in=[q])
        with prog.scope():
            while True:
                remaining(deadline)
                # A complete extension without q, maximal among those not
                # contained in a preferred extension already seen.
                found = prog.first(without_q, maximise=True, deadline=deadline)
                if found is None:
                    return True, None
                ext = found[0]
                # Extend it to a preferred extension: maximal among the
                # complete supersets of ext (every one of them satisfies the
                # blocking clauses, because ext does).
                pref = prog.first(prog.assumptions(true_in=ext), maximise=True, deadline=deadline)[
                    0
                ]
                if q not in pref:
                    return False, pref
                core, hits = self._defence_closure(q, pref)
                prog.require_conflict(core, hits)

    def _defence_closure(self, q: int, ext: frozenset) -> tuple[set, set]:
        """A small admissible subset T of ``ext`` containing ``q``, and T's attack targets.

        ``ext`` is admissible, so every attacker of a member of T is attacked
        by some member of ``ext``; adding one such defender at a time until no
        attacker is left undefended gives an admissible T inside ``ext``.
        """
        in_ptr, in_idx = self.frame.attackers_csr()
        out_ptr, out_idx = self.frame.attacked_csr()
        core = {q}
        hits = set(out_idx[out_ptr[q] : out_ptr[q + 1]].tolist())
        todo = [q]
        while todo:
            t = todo.pop()
            for y in in_idx[in_ptr[t] : in_ptr[t + 1]].tolist():
                if y in hits:
                    continue
                for d in in_idx[in_ptr[y] : in_ptr[y + 1]].tolist():
                    if d in ext:
                        break
                else:  # pragma: no cover - ext would not be admissible
                    raise RuntimeError("internal error: extension does not defend its members")
                core.add(d)
                hits.update(out_idx[out_ptr[d] : out_ptr[d + 1]].tolist())
                todo.append(d)
        return core, hits

    def _some_by_range(self, deadline) -> frozenset | None:
        """SE for SST and STG: a stable extension if there is one, else a
        candidate whose range the domain heuristic made maximal.

        The stable program looks for the stable extension: its search is
        leaner than a full-range call to the semi-stable or stage program
        (SE-SST on afgen n384p5q2_vh: ``benchmarks/dung_relabel.py``,
        docs/dung.md).
        """
        found = self._first_stable(maximise=True, deadline=deadline)
        self._has_stable = found is not None
        if found is None:
            prog = self.program(deadline=deadline)
            found = prog.first([], maximise=True, deadline=deadline)
        if found is None:  # pragma: no cover - the empty set is conflict-free
            return None
        return found[0]

    def _larger_range(self, prog: Program, rng: frozenset, rounds: int, deadline):
        """A candidate whose range strictly contains ``rng`` and is maximal,
        or ``None`` when ``rng`` is itself a maximal range (round ``rounds``
        of :meth:`_range_query`, whose blocking clauses ``prog`` carries).

        Switching one program between the plain and the maximising
        heuristic makes clasp set its solver up anew on every call.  From
        round ``SPLIT_AFTER_ROUNDS`` on, a second copy of the program takes
        the maximising calls, so neither switches; the copy needs no
        blocking clause (its answer is maximal among all candidates, and
        equal to ``rng`` exactly when ``rng`` is maximal) but costs a
        grounding, which a short search never pays.  DS-STG on
        sccchain_1000 (105 rounds) over 3 relabellings: median 0.64 s so,
        0.72 s with one program (``python benchmarks/dung_relabel.py
        sccchain_1000 --task DS-STG --argument 835 --relabellings 3``, and
        ``--split-after-rounds 1000000``).
        """
        if rounds < SPLIT_AFTER_ROUNDS:
            prog.block_rng_subsets(rng)
            return prog.first(prog.assumptions(true_rng=rng), maximise=True, deadline=deadline)
        grow = self.program(deadline=deadline, key="grow")
        larger = grow.first(grow.assumptions(true_rng=rng), maximise=True, deadline=deadline)
        return None if larger[1] == rng else larger

    def _maximal_ranges(self, deadline, limit: int | None = None) -> tuple[int, bytearray] | None:
        """The maximal ranges, ``(k, masks)`` as
        :meth:`~clinarg.dung._program.Program.maximal_ranges` gives them, or
        ``None`` when there are more than ``limit``.

        They belong to the frame, not to a query, so they are listed once
        per solver, by the program whose models are the extensions of given
        ranges (``stage2``): between calls it holds no scoped clause, where
        the first program may be inside a range search's scope.
        """
        if self._ranges is None:
            if limit is not None and limit <= self._ranges_beyond:
                return None
            exts = self.program(deadline=deadline, key="stage2")
            listed = exts.maximal_ranges(deadline, limit)
            if listed is None:
                self._ranges_beyond = limit
                return None
            self._ranges = listed
        return None if limit is not None and self._ranges[0] > limit else self._ranges

    def _range_query_by_listing(self, q: int, credulous: bool, deadline) -> Answer | None:
        """DC/DS for SST and STG from the list of the maximal ranges
        (:meth:`_maximal_ranges`); ``None`` when they are more than
        ``MAX_RANGES_LISTED``.

        With a scoped clause per maximal range blocking its strict subsets,
        the candidates left are those of maximal range, the extensions:
        one call with the q-status as an assumption answers, witness
        included.  The search that called it (:meth:`_range_query`) runs
        on another program, so it goes on where it was when the list is
        too long.
        """
        listed = self._maximal_ranges(deadline, MAX_RANGES_LISTED)
        if listed is None:
            return None
        exts = self.program(deadline=deadline, key="stage2")
        with exts.scope():
            exts.block_rng_strict_subsets(*_range_ids(self.frame.n, *listed))
            status = exts.assumptions(true_in=[q]) if credulous else exts.assumptions(false_in=[q])
            found = exts.first(status, deadline=deadline)
        return (not credulous, None) if found is None else (credulous, found[0])

    def _range_query(self, q: int, credulous: bool, deadline) -> Answer:
        """DC/DS for SST and STG: counterexample-guided search over maximal ranges.

        A round takes a candidate (complete for SST, conflict-free for STG)
        with the wanted q-status whose range R lies in no maximal range seen
        so far, then, maximising, a candidate whose range R' strictly
        contains R and is subset-maximal (the domain heuristic decides
        ``rng`` true first; the supersets of R' pass the blocking clauses
        too).  None: R is maximal and the candidate a witness.  Otherwise a
        candidate with the q-status and range R' is one: R''s strict subsets
        are blocked, and the next round's candidate either has range R' (a
        witness) or lies beyond every maximal range seen.  Only the
        maximising call runs under the domain heuristic, which slows the
        proof that no candidate is left (the other call) by orders of
        magnitude on hard frameworks.  A query still open after
        ``LIST_RANGES_AFTER_ROUNDS`` rounds is answered from the list of
        the maximal ranges where it is short (:meth:`_range_query_by_listing`;
        DS-STG on bench_dung's sccchain_100 takes 36 rounds without it, one
        per maximal range; figures in docs/dung.md).
        """
        prog = self.program(deadline=deadline)
        query = prog.assumptions(true_in=[q]) if credulous else prog.assumptions(false_in=[q])
        no = (False, None) if credulous else (True, None)
        n = self.frame.n

        def hit(ext):
            return (True, ext) if credulous else (False, ext)

        found = prog.first(query, deadline=deadline)
        if found is None:
            return no
        if len(found[1]) == n:  # full range: a stable extension, so a witness
            return hit(found[0])
        # With a stable extension the semi-stable and stage extensions are
        # the stable ones (full range): one call to the stable program finds
        # one with the wanted q-status.  Whether a stable extension exists at
        # all is learnt in the first round below (every maximal range is then
        # full), not asked on its own: proving that none exists can cost far
        # more than the query.
        if self._has_stable is not False:
            if prog.assumptions(true_rng=range(n)) is None:  # an argument never in range
                self._has_stable = False
            else:
                stable = (
                    self._first_stable(true_in=[q], deadline=deadline)
                    if credulous
                    else self._first_stable(false_in=[q], deadline=deadline)
                )
                if stable is not None:
                    return hit(stable[0])
                if self._has_stable:
                    return no
        seen: set[frozenset] = set()  # maximal ranges whose strict subsets are blocked
        rounds = 0
        with prog.scope():
            while True:
                remaining(deadline)
                if found is None:
                    found = prog.first(query, deadline=deadline)
                    if found is None:
                        return no
                ext, rng = found
                if rng in seen:
                    return hit(ext)
                if rounds == LIST_RANGES_AFTER_ROUNDS:
                    listed = self._range_query_by_listing(q, credulous, deadline)
                    if listed is not None:
                        return listed
                rounds += 1
                larger = self._larger_range(prog, rng, rounds, deadline)
                if larger is None:
                    return hit(ext)
                top = larger[1]
                if len(top) == n:
                    # A stable extension exists, and none has the q-status.
                    self._has_stable = True
                    return no
                if (q in larger[0]) == credulous:
                    return hit(larger[0])
                prog.block_rng_strict_subsets(top)
                seen.add(top)
                found = None


def _range_ids(n: int, k: int, masks: bytearray) -> list[list[int]]:
    """The ``k`` ranges of ``masks`` (one byte per argument per range, as
    :meth:`~clinarg.dung._program.Program.maximal_ranges` gives them) as
    sorted id lists."""
    return [list(compress(range(n), masks[r * n : (r + 1) * n])) for r in range(k)]
