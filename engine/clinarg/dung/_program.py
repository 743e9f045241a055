"""One grounded clingo program for one integer framework, reused across calls.

This module and :mod:`._input` (how the program reaches clingo) are the
only modules of :mod:`clinarg.dung` that talk to clingo, through clingo's C
API (:mod:`._clingo`, which spares each run the import of clingo's Python
layer).  A model reaches this module as the ids of its ``in/1`` atoms, read
in the compiled core.  The framework
reaches clingo over integer ids (``arg(0..n-1)``, ``att(i,j)``, or a ground
program written on them): argument names never appear in program text, so a
name such as ``a). #false. b(`` cannot change the program.  Queries are solver
assumptions on ``in(i)`` / ``rng(i)`` atoms, and blocking clauses added
between calls go through clingo's backend, so one grounding serves a whole
counterexample-guided search (multi-shot solving).

Every solve runs asynchronously and waits on the handle with the remaining
time of a deadline; past it the search is cancelled and
:class:`clinarg.errors.SolverTimeout` is raised.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Iterable, Iterator
from contextlib import ExitStack, contextmanager
from itertools import compress

from .. import _native
from ..errors import SolverTimeout
from . import _clingo
from ._input import bounded, give_program
from ._rival import available_cores

__all__ = ["Program", "WitnessSearch", "first_of", "available_cores"]

#: clasp configuration per encoding (``--configuration``) the program starts
#: with, where one measured better than the default ``auto``: none at present.
CONFIGURATION: dict[str, str] = {}

#: clasp configuration per encoding for the calls that do not maximise, set
#: before each such call (a preset, applied at run time).  The stable queries
#: (DC-ST, DS-ST, and the stable shortcut of SST/STG) answer fastest with
#: ``frumpy``'s restarts and deletion policy: DS-ST on afgen n384p5q2_vh over
#: 5 relabellings 0.05-0.75 s (median 0.26 s) with ``frumpy``, 0.42 s to
#: over 5 s (three of five) with ``auto`` (``python
#: benchmarks/dung_relabel.py ../shared/instances/dung/afgen/n384p5q2_vh.apx
#: --task DS-ST --relabellings 5 --limit 5``, and ``--plain stb=none``).
PLAIN_CONFIGURATION = {"stb": "frumpy"}

#: Threads of the clasp portfolio (``--parallel-mode=N,compete``) per
#: encoding, for the calls that want one answer set without maximising, on
#: a machine with at least that many cores; other calls run one thread.  A
#: stable query's search has a heavy tail over the order of the arguments
#: that a second competing thread cuts: on afgen n384p5q2_vh (``python
#: benchmarks/dung_relabel.py ../shared/instances/dung/afgen/n384p5q2_vh.apx
#: --task DS-ST --argument a190 --relabellings 12 --limit 5``, and
#: ``--threads stb=1``), DS-ST over 12 relabellings has a median of 0.25 s
#: and a mean of 0.33 s with two threads, 0.51 s and 0.65 s with one; DC-ST
#: (``--task DC-ST``) 0.19 s and 0.20 s, against 0.25 s and 0.23 s.
QUERY_THREADS = {"stb": 2}

#: Domain-heuristic modifier (``--dom-mod``) per encoding, for the calls
#: that maximise (``maximise=True``, except domRec enumeration), which run
#: the starting configuration: ``pos,show`` decides the shown atoms (``in``;
#: ``rng`` has its own ``#heuristic``) true first.  On the semi-stable and stage
#: programs, whose ``#heuristic rng(X). [1,true]`` makes each such model's
#: range subset-maximal, deciding ``in`` true as well finds that range
#: sooner, and the search for any stable extension (SE-ST; every stable
#: extension is subset-maximal) loses its heavy tail.  On afgen n384p5q2_vh
#: (384 arguments, 43,789 attacks), ``python benchmarks/dung_relabel.py
#: ../shared/instances/dung/afgen/n384p5q2_vh.apx --task SE-ST --limit 5``
#: over 8 relabellings: 0.05-1.16 s (median 0.48 s) as set here, 0.06-1.46 s
#: (median 0.81 s) started with ``frumpy`` (``--start stb=frumpy``), 0.27 s
#: to > 5 s (median 3.65 s) with ``frumpy`` alone (``--start stb=frumpy
#: --modifier stb=none``); SE-SST there over 3 relabellings (``--task SE-SST
#: --relabellings 3``) 0.20-1.12 s, and 1.45 s to > 5 s without the modifier
#: (``--modifier sst=none --modifier stb=none``).  Calls that do not
#: maximise keep the default heuristic, which proves that no candidate is
#: left far sooner.  domRec enumeration keeps the modifier off: its
#: subset-maximality must refer to the encoding's heuristic atoms alone.
DOMAIN_MODIFIER = {"stb": "pos,show", "sst": "pos,show", "stg": "pos,show"}


#: Encodings that define ``rng/1``, the range ``S u S+`` (not shown).
RANGED = frozenset({"sst", "stg"})

#: Atoms of a program the compiled core wrote that have no symbol: it names
#: in/1 alone, and these are known by their numbers (``Program._numbered_table``).
NUMBERED = ("defeated", "rng")


def _wait(handle, deadline: float | None) -> bool:
    """Wait for the solve handle until ``deadline``; False when time ran out.

    Waits in short slices so that Ctrl-C reaches Python while clingo searches.
    """
    while True:
        left = None if deadline is None else deadline - time.monotonic()
        if left is not None and left <= 0:
            return False
        if handle.wait(_SLICE if left is None else min(left, _SLICE)):
            return True


_SLICE = 0.1

#: Models an enumeration queues ahead of its consumer.
_QUEUED = 1024

#: Seconds a consumer woken by a model waits for more before taking them.
_GATHER = 0.002


#: ``bytes.translate`` table that swaps 0 and 1 in a byte mask.
_FLIP = bytes([1, 0]) + bytes(254)


def _in(i: int) -> tuple[str, int]:
    return ("in", i)


def _rng(i: int) -> tuple[str, int]:
    return ("rng", i)


def _argument(symbol: int) -> int:
    """``i`` of the symbol ``name(i)``."""
    return _clingo.number_of(_clingo.arguments(symbol)[0])


class Program:
    """A ground program: an encoding plus the facts of one integer framework.

    Parameters
    ----------
    name : str
        Encoding file stem (``"prf"``, ``"com"``, ...).
    n, src, dst
        The framework on ids ``0..n-1``.
    deadline : float, optional
        ``time.monotonic()`` value after which grounding counts as timed out.
    """

    def __init__(self, name: str, n: int, src, dst, deadline: float | None = None):
        self.n = n
        # --heuristic=Domain is switched on and off per call (see _mode):
        # only the maximising calls want it.
        # clasp reports e.g. "domRec ignored: No domain atoms found" for an
        # empty residue on stderr; a library must not print, so drop messages.
        args = ["--warn=none"]
        if name in CONFIGURATION:
            args.append(f"--configuration={CONFIGURATION[name]}")
        self.ctl = _clingo.Control(args)
        written = give_program(self.ctl, name, n, src, dst, deadline)
        bounded(self.ctl.ground, deadline, "grounding")
        self._tables: dict[str, dict[int, int]] = {}
        self._arrays: dict[str, list[int]] = {}  # name -> literal of name(i) by i, 0: none
        # The range encodings show in/1 only: a model's range is read from
        # its in/1 atoms and the attacks here (the targets of each member),
        # instead of a Python object and a look-up for each of up to n rng/1
        # symbols in every model of a search of hundreds of calls.
        self._attacked = _native.build_csr(n, src, dst)[:2] if name in RANGED else None
        self._default_heuristic = self.ctl.configuration.solver.heuristic
        self._modifier = DOMAIN_MODIFIER.get(name)
        # A program the compiled core wrote names in/1 alone; its other
        # atoms are known by their numbers (see _table).
        self._numbered = written and name in _native.ASPIF_PROGRAMS
        self._dst = dst if self._numbered else None
        self._start = CONFIGURATION.get(name, "auto")
        self._configuration = PLAIN_CONFIGURATION.get(name, self._start)
        self._query_threads = min(QUERY_THREADS.get(name, 1), available_cores())
        self._current_mode: tuple | None = None
        self._guards: list[int] = []

    # ------------------------------------------------------------ atoms
    def _table(self, name: str) -> dict[int, int]:
        """Solver literal of every ``name(i)`` atom, read once from the ground program."""
        table = self._tables.get(name)
        if table is None:
            if self._numbered and name in NUMBERED:
                table = self._numbered_table(name)
            else:
                table = {_argument(sym): lit for sym, lit in self.ctl.atoms(name, 1)}
            self._tables[name] = table
        return table

    def _numbered_table(self, name: str) -> dict[int, int]:
        """Literal of every ``name(i)`` atom of a written program, from the
        numbers the compiled core gave them
        (:func:`clinarg._native.aspif_first_atoms`): it names only in/1,
        as the encodings show only in/1.  ``defeated(i)`` exists where
        ``i`` is attacked, ``rng(i)`` for every ``i`` of a ranged program."""
        first = _native.aspif_first_atoms(self.n)[name]
        if name == "rng":
            ids = range(self.n) if self._attacked is not None else ()
        else:
            ids = sorted(set(self._dst))
        return {i: first + i for i in ids}

    def literal(self, atom: tuple[str, int]) -> int | None:
        """Solver literal of the atom ``name(i)``, given as ``(name, i)``, or
        ``None`` if grounding proved it false."""
        name, i = atom
        if self._numbered and name in NUMBERED:  # no symbol to look up
            return self._table(name).get(i)
        table = self._tables.get(name)
        if table is not None:
            return table.get(i)
        # one look-up beats reading the table
        return self.ctl.literal(_clingo.function(name, [_clingo.number(i)]))

    def literals(self, atoms: list[tuple[str, int]]) -> list[int | None]:
        """Literals of many atoms; past a few, the whole table is read once."""
        if len(atoms) > 32:
            for name in {name for name, _ in atoms}:
                self._table(name)
        return [self.literal(atom) for atom in atoms]

    def assumptions(self, true_in=(), false_in=(), true_rng=()) -> list[int] | None:
        """Solver literals for assumptions; ``None`` if they are unsatisfiable outright."""
        asked = (("in", true_in, 1), ("rng", true_rng, 1), ("in", false_in, -1))
        if len(true_in) + len(false_in) + len(true_rng) > 32 or all(
            name in self._arrays for name, ids, _ in asked if len(ids)
        ):
            # Many atoms (a whole range), or arrays already read: index the
            # literal arrays, since making and looking up a symbol per atom
            # (about 15 us) costs more than the solver call on frameworks
            # where a range grows over hundreds of calls
            out: list[int] = []
            for name, ids, sign in asked:
                if not len(ids):
                    continue
                table = self._array(name)
                lits = [table[i] for i in ids]
                if sign > 0 and not all(lits):
                    return None  # asks for an atom that can never be true
                out.extend(sign * lit for lit in lits if lit)
            return out
        atoms = [_in(i) for i in true_in] + [_rng(i) for i in true_rng] + [_in(i) for i in false_in]
        n_true = len(atoms) - len(false_in)
        out = []
        for k, lit in enumerate(self.literals(atoms)):
            if lit is None:
                if k < n_true:
                    return None  # asks for an atom that can never be true
                continue
            out.append(lit if k < n_true else -lit)
        return out

    @contextmanager
    def scope(self):
        """Blocking clauses added inside this block vanish when it ends.

        They are guarded by a fresh external atom, true inside the block and
        released (made false for good) at its end, so a cached program can
        serve later queries unchanged.  Scopes nest: a clause belongs to the
        innermost open scope, and the clauses of the outer ones stay in force
        inside it.
        """
        with self.ctl.backend() as backend:
            guard = backend.add_atom()
            backend.add_external(guard, _clingo.EXTERNAL_TRUE)
        self._guards.append(guard)
        try:
            yield self
        finally:
            self._guards.pop()
            self.ctl.release_external(guard)

    @property
    def _guard(self) -> int | None:
        return self._guards[-1] if self._guards else None

    def _add_guarded_clause(self, lits: list[int]) -> None:
        """Add the clause 'some of ``lits`` is true', in force while the
        innermost scope is open."""
        if self._guard is None:
            raise RuntimeError("blocking clauses must be added inside scope()")
        with self.ctl.backend() as backend:
            backend.add_rule([], [self._guard] + [-lit for lit in lits])

    def forbid_all_false(self, atoms: Iterable[tuple[str, int]]) -> None:
        """Add the clause 'some of ``atoms`` is true' (a blocking clause)."""
        self._add_guarded_clause([lit for lit in self.literals(list(atoms)) if lit is not None])

    def _array(self, name: str) -> list[int]:
        """Literal of ``name(i)`` by ``i``, 0 where grounding proved it false
        (no symbol look-ups: one list per atom name, read once per program)."""
        lits = self._arrays.get(name)
        if lits is None:
            lits = [0] * self.n
            for i, lit in self._table(name).items():
                lits[i] = lit
            self._arrays[name] = lits
        return lits

    def _literal_array(self, name: str, ids) -> list[int]:
        """Literals of ``name(i)`` for the ``ids`` that grounding kept."""
        table = self._array(name)
        return [lit for lit in (table[i] for i in ids) if lit]

    def require_some_in(self, ids) -> None:
        """Add the clause 'some ``in(i)``, ``i`` in ``ids``, is true' (scoped)."""
        self._add_guarded_clause(self._literal_array("in", ids))

    def prefer_in(self, ids) -> None:
        """Decide ``in(i)``, ``i`` in ``ids``, true first (domain heuristic, scoped).

        Takes effect in calls with ``maximise=True``, where the first answer
        set is then subset-maximal in these atoms among those that satisfy
        the program.
        """
        if self._guard is None:
            raise RuntimeError("heuristic preferences must be added inside scope()")
        lits = self._literal_array("in", ids)
        with self.ctl.backend() as backend:
            for lit in lits:
                backend.add_heuristic(lit, _clingo.HEURISTIC_TRUE, 1, 1, [self._guard])

    def require_conflict(self, core: Iterable[int], hits: Iterable[int]) -> None:
        """Require answer sets to conflict with ``core``: attack it or contain one of ``hits``.

        ``hits`` are the arguments ``core`` attacks; uses ``defeated/1`` of the encoding.
        """
        atoms = [("defeated", t) for t in core]
        atoms += [_in(e) for e in hits]
        self.forbid_all_false(atoms)

    def _rng_literals(self, rng: Iterable[int]) -> tuple[list[int], list[int]]:
        """Literals of ``rng(i)`` for the ``i`` in ``rng`` and for the others,
        each in increasing ``i``.

        Paid on every round of a range search, so the passes over all ``n``
        arguments are ``itertools.compress`` and ``filter`` over byte masks,
        which run in C, not a comprehension over the ids; only the ids of
        ``rng`` are visited in Python.
        """
        table = self._array("rng")
        outside = bytearray(b"\x01") * self.n
        for i in rng:
            outside[i] = 0
        inside = outside.translate(_FLIP)
        return list(filter(None, compress(table, inside))), list(
            filter(None, compress(table, outside))
        )

    def block_rng_subsets(self, rng: Iterable[int]) -> None:
        """Forbid answer sets whose range (``rng/1``) is a subset of ``rng`` (scoped).

        Under the assumptions ``rng(i)``, ``i`` in ``rng``, this asks for a
        strictly larger range.
        """
        self._add_guarded_clause(self._rng_literals(rng)[1])

    def block_rng_strict_subsets(self, *rngs: Iterable[int]) -> None:
        """Forbid answer sets whose range is a strict subset of any of
        ``rngs`` (scoped).

        The clause "some argument outside ``rng`` is in the range, or all of
        ``rng`` is" takes an auxiliary atom for its second half.  All are
        added in one backend session: each session costs clasp an update.
        """
        if self._guard is None:
            raise RuntimeError("blocking clauses must be added inside scope()")
        clauses = [self._rng_literals(rng) for rng in rngs]
        with self.ctl.backend() as backend:
            for whole, beyond in clauses:
                full = backend.add_atom()
                backend.add_rule([full], whole)
                backend.add_rule([], [self._guard, -full] + [-lit for lit in beyond])

    # ------------------------------------------------------------ solving
    def _mode(self, maximise: bool, enum_mode: str, models: int) -> None:
        # domRec's first model does not depend on the enumeration, only the later ones do
        modifier = self._modifier if maximise and (enum_mode != "domRec" or models == 1) else None
        configuration = self._configuration if modifier is None else self._start
        threads = self._query_threads if not maximise and models == 1 else 1
        mode = (configuration, maximise, modifier or "no", enum_mode, str(models), threads)
        if mode == self._current_mode:
            return
        conf = self.ctl.configuration
        if configuration != conf.configuration:
            conf.configuration = configuration  # a preset: sets the heuristic too
            self._default_heuristic = conf.solver.heuristic
        self._current_mode = mode
        conf.solver.heuristic = "Domain" if maximise else self._default_heuristic
        conf.solver.dom_mod, conf.solve.enum_mode, conf.solve.models = mode[2:5]
        conf.solve.parallel_mode = f"{threads},compete"

    def models(
        self,
        assumptions: list[int] | None,
        *,
        maximise: bool = False,
        limit: int | None = None,
        deadline: float | None = None,
    ) -> Iterator[tuple[frozenset, frozenset]]:
        """Stream answer sets as ``(in_ids, rng_ids)`` pairs of frozensets.

        With ``maximise`` the domain heuristic and domRec enumeration are on:
        each answer set is subset-maximal in the heuristic atoms among those
        satisfying the assumptions, and no answer set is a subset of an
        earlier one.
        """
        if assumptions is None or limit == 0:
            return
        self._mode(maximise, "domRec" if maximise else "auto", 0 if limit is None else limit)
        for ins in self._shown_ids(assumptions, deadline):
            yield self._with_range(ins)

    def maximal_ranges(
        self, deadline: float | None = None, limit: int | None = None
    ) -> tuple[int, bytearray] | None:
        """The ranges domRec enumeration finds, maximising: on the
        semi-stable and stage programs, each maximal range once.

        Returns ``(k, masks)``: the number of ranges and, range after range,
        one byte per argument, 1 in the range (as
        :func:`clinarg._native.count_in_ranges` takes them).  Every model is
        wanted, so each is kept by the search's callback rather than streamed
        to a consumer, and the ranges are marked in the compiled core: on
        bench_dung's random_100 (806 maximal stage ranges) reading them this
        way takes a third of the time streaming them as sets took.

        ``None`` when there are more than ``limit`` ranges (the search stops
        at the one past it).
        """
        if self._attacked is None:
            raise ValueError("this encoding defines no range")
        self._mode(True, "domRec", 0 if limit is None else limit + 1)
        sets: list = []
        self._solve([], deadline, "solving", on_model=sets.append)
        if limit is not None and len(sets) > limit:
            return None
        ptr, idx = self._attacked
        return len(sets), _native.ranges(self.n, ptr, idx, sets)

    def _with_range(self, ins) -> tuple[frozenset, frozenset]:
        """The extension ``ins`` (the ids of a model's ``in/1`` atoms) as
        ``(in_ids, rng_ids)``; ``rng_ids`` is empty unless the encoding
        defines ranges."""
        if self._attacked is None:
            return frozenset(ins), frozenset()
        ptr, idx = self._attacked
        in_range = set(ins)
        for x in ins:
            in_range.update(idx[ptr[x] : ptr[x + 1]])
        return frozenset(ins), frozenset(in_range)

    def _shown_ids(self, assumptions, deadline: float | None):
        """Stream the ids of each model's shown atoms (``in/1``).

        clasp searches in clingo's own thread and a callback hands each
        model's ids over (a model lives only until the callback
        returns).  Yielding through the solve handle instead made the search
        wait for the consumer at every model, two thread switches each.
        Models are handed over in batches: the callback appends to a list
        and wakes the consumer only when it was empty, and the consumer
        takes the whole list at once, so a search that finds models faster
        than they are used costs one wake-up per batch, not a queue hand-off
        (two lock round trips) per model, which took most of the time of
        enumerating many small extensions (the 806 maximal ranges of
        bench_dung's random_100 under CE-STG).  At most ``_QUEUED`` models
        wait, so a slow consumer holds the search back rather than filling
        memory; a consumer that stops early (or runs out of time) ends the
        search.
        """
        batch = _Batch()
        handle = self.ctl.solve(
            assumptions, on_model=batch.put, on_finish=lambda result: batch.finish()
        )
        try:
            while True:
                left = None if deadline is None else deadline - time.monotonic()
                if left is not None and left <= 0:
                    raise SolverTimeout("time limit reached while solving")
                taken, finished = batch.take(_SLICE if left is None else min(left, _SLICE))
                yield from taken
                if finished:
                    handle.get()  # re-raises what the search raised
                    return
        finally:
            batch.close()
            handle.cancel()
            handle.close()

    def first(
        self,
        assumptions: list[int] | None,
        *,
        maximise: bool = False,
        deadline: float | None = None,
        rival=None,
        head_start: float = 0.0,
    ) -> tuple[frozenset, frozenset] | None:
        """The first answer set, or ``None``.

        A ``rival`` (:class:`~clinarg.dung._walk.StableWalk`) searches for
        the same models beside clasp once clasp has run alone for
        ``head_start`` seconds, and its model is taken if it comes first
        (:func:`_race`); the head start keeps an easy question's answer
        clasp's, the same on every run.

        The model is taken by a callback rather than by yielding: clasp then
        ends the search at the model instead of leaving it suspended for the
        handle to cancel, a cost paid on each of the hundreds of calls of a
        range search.
        """
        if assumptions is None:
            return None
        if rival is not None:
            won, answer = _race(
                lambda wake: _Search(self, assumptions, wake, maximise=maximise),
                rival,
                deadline,
                "solving",
                head_start,
            )
            return answer if won is None else self._with_range(won)
        self._mode(maximise, "domRec" if maximise else "auto", 1)
        found: list = []

        self._solve(assumptions, deadline, "solving", on_model=found.append)
        return self._with_range(found[0]) if found else None

    def count(
        self,
        assumptions: list[int] | None,
        *,
        maximise: bool = False,
        deadline: float | None = None,
        rival=None,
        rival_head_start: float = 0.0,
    ) -> int:
        """Number of answer sets, counted without materialising them.

        A callback adds one per model, which costs less than clasp's search
        for the model, instead of reading clingo's statistics, which builds
        its whole tree in Python on every call: a range search counts the
        extensions of each maximal range, hundreds of calls of a few models
        each (``python benchmarks/bench_dung.py --tasks CE-STG --sizes 100
        --solvers clinarg`` times one such count).

        ``rival`` (a :class:`~clinarg.dung._count.ModelCount` of the same
        models) counts beside clasp from the start, and the first count to
        end is the answer: both are exact, so the answer never depends on
        which one wins.  clasp's enumeration wins where there are few
        models, the compiled core's components where there are many.  A
        rival not yet begun starts once clasp has counted alone for
        ``rival_head_start`` seconds.
        """
        if assumptions is None:
            return 0
        self._mode(maximise, "domRec" if maximise else "auto", 0)
        counted = [0]

        def one_more(ids) -> None:
            counted[0] += 1

        if rival is None:
            self._solve(assumptions, deadline, "counting", on_model=one_more)
            return counted[0]
        won, _ = _race(
            lambda wake: _Search(self, assumptions, wake, on_model=one_more),
            rival,
            deadline,
            "counting",
            rival_head_start,
        )
        return counted[0] if won is None else won

    def _solve(self, assumptions, deadline: float | None, what: str, on_model=None) -> None:
        """One search to its end, or :class:`~clinarg.errors.SolverTimeout`
        (naming ``what`` it was doing) at ``deadline``."""
        with self.ctl.solve(assumptions, on_model=on_model) as handle:
            if not _wait(handle, deadline):
                handle.cancel()
                raise SolverTimeout(f"time limit reached while {what}")
            handle.get()

    def brave(self, *, deadline: float | None = None) -> frozenset | None:
        """Union of ``in/1`` over all answer sets (brave consequences); ``None`` if none."""
        self._mode(False, "brave", 0)
        last = None
        for ins in self._shown_ids((), deadline):
            last = frozenset(ins)
        return last


class _Batch:
    """Models handed from clasp's thread to the consumer of
    :meth:`Program._shown_ids`, a list at a time.

    ``put`` (clasp's thread) appends a model and wakes the consumer if it
    waits; it waits itself while ``_QUEUED`` models are untaken, and
    returns False, which ends the search, once the consumer has closed.
    ``take`` (the consumer) returns every model waiting, after at most
    ``timeout`` seconds, and whether the search has finished.
    """

    def __init__(self) -> None:
        self._ready = threading.Condition(threading.Lock())
        self._models: list = []
        self._finished = False
        self._closed = False

    def put(self, ids) -> bool:
        with self._ready:
            while len(self._models) >= _QUEUED and not self._closed:
                self._ready.notify()  # a full batch: the consumer need gather no more
                self._ready.wait(_SLICE)
            if self._closed:
                return False
            self._models.append(ids)
            if len(self._models) == 1:
                self._ready.notify()
            return True

    def finish(self) -> None:
        with self._ready:
            self._finished = True
            self._ready.notify()

    def take(self, timeout: float) -> tuple[list, bool]:
        with self._ready:
            if not self._models and not self._finished:
                self._ready.wait(timeout)
                if self._models and not self._finished:
                    # woken by a first model: let the search add the models
                    # it finds within _GATHER to the batch, so that a fast
                    # search and its consumer do not take turns at every model
                    self._ready.wait(_GATHER)
            taken, self._models = self._models, []
            if taken:
                self._ready.notify()  # the search may wait for room
            return taken, self._finished

    def close(self) -> None:
        """The consumer is gone: a waiting ``put`` returns False."""
        with self._ready:
            self._closed = True
            self._ready.notify_all()


class _Search:
    """One solve call for a first model (maximising unless told otherwise)
    running in clingo's own thread; the model is copied inside the callback
    (a model lives only until then), and ``ended`` is set by ``on_finish``,
    which clingo calls just before the handle is ready.  With ``on_model``
    the search instead hands every model to it, in the mode the caller set
    (a count)."""

    def __init__(
        self,
        program: Program,
        assumptions: list[int],
        wake: threading.Event,
        *,
        maximise: bool = True,
        on_model=None,
    ):
        self.program = program
        self.models: list = []
        if on_model is None:
            program._mode(maximise, "domRec" if maximise else "auto", 1)
            on_model = self.models.append
        self.ended = False
        self.handle = program.ctl.solve(
            assumptions, on_model=on_model, on_finish=lambda result: self._end(wake)
        )

    def _end(self, wake: threading.Event) -> None:
        self.ended = True
        wake.set()

    def answer(self) -> tuple[frozenset, frozenset] | None:
        """The model found, or ``None``; only once ``ended`` (clingo calls
        ``on_finish`` just before the handle is ready, so ``get`` waits the
        last instant instead of a poll missing it)."""
        self.handle.get()  # re-raises what the search raised
        return self.program._with_range(self.models[0]) if self.models else None

    def stop(self) -> None:
        self.handle.cancel()
        self.handle.close()  # releases the search


def _race(open_search, rival, deadline: float | None, what: str, head_start: float = 0.0):
    """clasp's search beside ``rival``, a search of the compiled core for
    the same answer (:class:`~clinarg.dung._walk.StableWalk`,
    :class:`~clinarg.dung._count.ModelCount`): ``(the rival's result,
    None)`` if the rival ends with one first, else ``(None, clasp's
    answer)`` once clasp has ended.

    ``open_search(wake)`` opens clasp's :class:`_Search`.  The rival starts
    once clasp has searched alone for ``head_start`` seconds; with none, a
    rival that has already ended (begun while the program was grounded)
    answers before clasp's search is opened at all.  Both are stopped
    either way; :class:`~clinarg.errors.SolverTimeout` (naming ``what``)
    at ``deadline``.
    """
    wake = threading.Event()  # set by clasp's end and by the rival's
    search = None
    rival_at: float | None = time.monotonic() + head_start  # None once started
    try:
        while True:
            now = time.monotonic()
            if deadline is not None and now >= deadline:
                raise SolverTimeout(f"time limit reached while {what}")
            if rival_at is not None and now >= rival_at:
                rival.start(wake)
                rival_at = None
            if rival_at is None and rival.done:
                won = rival.result()
                if won is not None:
                    return won, None
            if search is None:
                search = open_search(wake)
            elif search.ended:
                return None, search.answer()  # re-raises what the search raised
            wake.wait(_pause(deadline, rival_at))
            wake.clear()
    finally:
        if search is not None:
            search.stop()
        rival.stop()


class WitnessSearch:
    """A maximising search of another program that requires some ``in(i)``,
    ``i`` in ``ids``, and decides them true first, as a rival of
    :meth:`Program.first` (the interface of
    :class:`~clinarg.dung._walk.StableWalk`): a model it finds first
    answers the caller's question, and its "no model" answers nothing.

    ``open_program()`` gives the program (grounded, if new) when the race
    starts the rival, so a question answered within the head start never
    pays for it; the clause and the preference live in a scope of that
    program, closed when the rival stops.
    """

    def __init__(self, open_program, ids):
        self._open_program = open_program
        self._ids = list(ids)
        self._search: _Search | None = None
        self._scope = ExitStack()

    def start(self, wake: threading.Event) -> None:
        program = self._open_program()
        self._scope.enter_context(program.scope())
        program.require_some_in(self._ids)
        program.prefer_in(self._ids)
        self._search = _Search(program, [], wake, maximise=True)

    @property
    def done(self) -> bool:
        return self._search is not None and self._search.ended

    def result(self) -> frozenset | None:
        found = self._search.answer() if self._search is not None else None
        return None if found is None else found[0]

    def stop(self) -> None:
        if self._search is not None:
            self._search.stop()
        self._scope.close()


class _RivalSearch:
    """A rival (:class:`~clinarg.dung._walk.StableWalk`) as one of
    :func:`first_of`'s searches; it reports no range (as the stable program)."""

    def __init__(self, rival, wake: threading.Event):
        self.rival = rival
        rival.start(wake)

    @property
    def ended(self) -> bool:
        return self.rival.done

    def answer(self) -> tuple[frozenset, frozenset] | None:
        found = self.rival.result()
        return None if found is None else (found, frozenset())

    def stop(self) -> None:
        self.rival.stop()


def first_of(
    searches: Iterator,
    *,
    head_start: float,
    deadline: float | None,
) -> tuple[frozenset, frozenset] | None:
    """The first model found by maximising searches run side by side.

    Every model of every search must answer the caller's question (a stable
    extension is a preferred one), so whichever search finds one first wins
    and the others are cancelled; a search that ends without a model drops
    out, and ``None`` means that none found one.  ``searches`` yields
    ``(program, assumptions)`` pairs (``None`` assumptions: no model), or a
    rival such as :class:`~clinarg.dung._walk.StableWalk`, and is
    consumed lazily: each search runs alone for ``head_start`` seconds
    before the next is taken (grounded, if its program is new) and started
    beside it, so an easy question never pays for the others.  clingo runs
    each search in a thread of its own and releases the GIL while it
    grounds, so on two cores the searches hardly slow each other; on one
    core the caller should pass a single search.
    """
    wake = threading.Event()  # set by clingo when a search ends
    running: list[_Search] = []
    pending: Iterator | None = iter(searches)
    next_start = time.monotonic()
    try:
        while True:
            if deadline is not None and time.monotonic() >= deadline:
                raise SolverTimeout("time limit reached while solving")
            if pending is not None and time.monotonic() >= next_start:
                entry = next(pending, None)
                if entry is None:
                    pending = None
                elif not isinstance(entry, tuple):
                    # a rival grounds nothing: the next search starts beside it at once
                    running.append(_RivalSearch(entry, wake))
                    continue
                elif entry[1] is not None:
                    running.append(_Search(entry[0], entry[1], wake))
                next_start = time.monotonic() + head_start
            if not running:
                if pending is None:
                    return None
                next_start = time.monotonic()  # nothing runs: take the next now
                continue
            wake.wait(_pause(deadline, next_start if pending is not None else None))
            wake.clear()
            for search in [s for s in running if s.ended]:
                found = search.answer()
                if found is not None:
                    return found
                running.remove(search)
                search.stop()
    finally:
        for search in running:
            search.stop()


def _pause(deadline: float | None, next_start: float | None) -> float:
    """How long to wait for a search to end: a slice (so that Ctrl-C is
    seen), cut at the deadline and at the next search's start."""
    now = time.monotonic()
    ends = [t for t in (deadline, next_start) if t is not None]
    return max(0.0, min([_SLICE] + [t - now for t in ends]))
