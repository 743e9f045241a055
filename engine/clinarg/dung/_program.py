"""One grounded clingo program for one integer framework, reused across calls.

This is the only module of :mod:`clinarg.dung` that talks to clingo.  The
framework reaches clingo as facts over integer ids (``arg(0..n-1)``,
``att(i,j)``): argument names never appear in program text, so a name such as
``a). #false. b(`` cannot change the program.  Queries are solver
assumptions on ``in(i)`` / ``rng(i)`` atoms, and blocking clauses added
between calls go through clingo's backend, so one grounding serves a whole
counterexample-guided search (multi-shot solving).

Every solve runs asynchronously and waits on the handle with the remaining
time of a deadline; past it the search is cancelled and
:class:`clinarg.errors.SolverTimeout` is raised.
"""

from __future__ import annotations

import atexit
import threading
import time
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from importlib import resources

import clingo
import numpy as np

from .._deadline import remaining
from ..errors import SolverTimeout

__all__ = ["encoding", "Program", "facts_text"]

_ENCODINGS: dict[str, str] = {}


def encoding(name: str) -> str:
    """Text of ``encodings/<name>.lp`` from the installed package ``clinarg.encodings``."""
    text = _ENCODINGS.get(name)
    if text is None:
        text = resources.files("clinarg.encodings").joinpath(f"{name}.lp").read_text("utf-8")
        _ENCODINGS[name] = text
    return text


#: clasp configuration per encoding (``--configuration``), where one measured
#: better than the default ``auto`` on hard frameworks: the stable
#: guess-and-check searches faster with ``frumpy``'s restarts and deletion
#: policy, while the preferred searches do not gain (DS-PR on dense random
#: frameworks: mixed).  SE-ST on afgen n256p5q2_e took 4.3 s with ``auto``
#: and 0.2 s with ``frumpy`` at commit f713b00 (6.6 s and 0.3 s when chosen,
#: at a4e4fc6), from the repository root with ../shared/instances::
#:
#:     python -c "import time, clinarg; from clinarg.dung import _program
#:     for c in ('auto', 'frumpy'):
#:         _program.CONFIGURATION['stb'] = c
#:         af = clinarg.read_af('../shared/instances/dung/afgen/n256p5q2_e.apx')
#:         t = time.perf_counter(); clinarg.some_extension(af, 'ST')
#:         print(c, time.perf_counter() - t)"
CONFIGURATION = {"stb": "frumpy"}


def facts_text(n: int, src: np.ndarray, dst: np.ndarray) -> str:
    """ASP facts for a framework on ids ``0..n-1``: only integers, never names."""
    parts = [f"arg(0..{n - 1}).\n"] if n else []
    if len(src):
        pairs = np.empty(2 * len(src), dtype=np.int64)
        pairs[0::2] = src
        pairs[1::2] = dst
        parts.append(("att(%d,%d).\n" * len(src)) % tuple(pairs.tolist()))
    return "".join(parts)


def _bounded(work, deadline: float | None, what: str) -> None:
    """Run ``work()`` (a long clingo call: parsing or grounding, which clingo
    cannot interrupt) so that the caller gives up at ``deadline``.

    clingo releases the GIL while it parses and grounds, so ``work`` runs in
    a daemon thread and the caller waits for it with the remaining time.  On
    timeout :class:`SolverTimeout` is raised at once; the abandoned call
    finishes in the background (see :func:`abandoned`).
    """
    if deadline is None:
        work()
        return
    failure: list[BaseException] = []

    def run():
        try:
            work()
        except BaseException as exc:  # handed to the caller below
            failure.append(exc)

    worker = threading.Thread(target=run, name="clinarg-clingo", daemon=True)
    worker.start()
    worker.join(remaining(deadline))
    if worker.is_alive():
        _ABANDONED.append(worker)
        raise SolverTimeout(f"time limit reached while {what}")
    if failure:
        raise failure[0]


_ABANDONED: list[threading.Thread] = []


def abandoned() -> bool:
    """True while a clingo call given up on by a timeout is still running.

    The interpreter must not finalise under such a call (clingo would run on
    freed state): at exit it is waited for, and the command line, which has
    nothing left to do, ends the process at once with ``os._exit`` instead.
    """
    _ABANDONED[:] = [w for w in _ABANDONED if w.is_alive()]
    return bool(_ABANDONED)


@atexit.register
def _wait_for_abandoned() -> None:
    for worker in _ABANDONED:
        worker.join()


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


def _quiet(code, message) -> None:
    return None


def _in(i: int) -> clingo.Symbol:
    return clingo.Function("in", [clingo.Number(i)])


def _rng(i: int) -> clingo.Symbol:
    return clingo.Function("rng", [clingo.Number(i)])


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
        self.ctl = clingo.Control(args, logger=_quiet)
        self.ctl.add("base", [], encoding(name))
        remaining(deadline)
        facts = facts_text(n, np.asarray(src), np.asarray(dst))
        remaining(deadline)
        _bounded(lambda: self.ctl.add("base", [], facts), deadline, "reading the facts")
        _bounded(lambda: self.ctl.ground([("base", [])]), deadline, "grounding")
        self._tables: dict[str, dict[int, int]] = {}
        self._arrays: dict[str, np.ndarray] = {}  # name -> literal of name(i) by i, 0: none
        self._default_heuristic = self.ctl.configuration.solver.heuristic
        self._guards: list[int] = []

    # ------------------------------------------------------------ atoms
    def _table(self, name: str) -> dict[int, int]:
        """Solver literal of every ``name(i)`` atom, read once from the ground program."""
        table = self._tables.get(name)
        if table is None:
            table = {
                atom.symbol.arguments[0].number: atom.literal
                for atom in self.ctl.symbolic_atoms.by_signature(name, 1)
            }
            self._tables[name] = table
        return table

    def literal(self, symbol: clingo.Symbol) -> int | None:
        """Solver literal of an atom ``name(i)``, or ``None`` if grounding proved it false."""
        table = self._tables.get(symbol.name)
        if table is not None:
            return table.get(symbol.arguments[0].number)
        atom = self.ctl.symbolic_atoms[symbol]  # one look-up beats reading the table
        return None if atom is None else atom.literal

    def literals(self, symbols: list[clingo.Symbol]) -> list[int | None]:
        """Literals of many atoms; past a few, the whole table is read once."""
        if len(symbols) > 32:
            for name in {s.name for s in symbols}:
                self._table(name)
        return [self.literal(s) for s in symbols]

    def assumptions(self, true_in=(), false_in=(), true_rng=()) -> list[int] | None:
        """Solver literals for assumptions; ``None`` if they are unsatisfiable outright."""
        symbols = (
            [_in(i) for i in true_in] + [_rng(i) for i in true_rng] + [_in(i) for i in false_in]
        )
        n_true = len(symbols) - len(false_in)
        out = []
        for k, lit in enumerate(self.literals(symbols)):
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
            backend.add_external(guard, clingo.TruthValue.True_)
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

    def forbid_all_false(self, atoms: Iterable[clingo.Symbol]) -> None:
        """Add the clause 'some of ``atoms`` is true' (a blocking clause)."""
        self._add_guarded_clause([lit for lit in self.literals(list(atoms)) if lit is not None])

    def _literal_array(self, name: str, ids) -> list[int]:
        """Literals of ``name(i)`` for the ``ids`` that grounding kept (no
        symbol look-ups: one array per atom name, read once per program)."""
        lits = self._arrays.get(name)
        if lits is None:
            lits = np.zeros(self.n, dtype=np.int64)
            for i, lit in self._table(name).items():
                lits[i] = lit
            self._arrays[name] = lits
        found = lits[np.asarray(ids, dtype=np.int64)]
        return found[found != 0].tolist()

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
        true = clingo.backend.HeuristicType.True_
        with self.ctl.backend() as backend:
            for lit in lits:
                backend.add_heuristic(lit, true, 1, 1, [self._guard])

    def require_conflict(self, core: Iterable[int], hits: Iterable[int]) -> None:
        """Require answer sets to conflict with ``core``: attack it or contain one of ``hits``.

        ``hits`` are the arguments ``core`` attacks; uses ``defeated/1`` of the encoding.
        """
        atoms = [clingo.Function("defeated", [clingo.Number(t)]) for t in core]
        atoms += [_in(e) for e in hits]
        self.forbid_all_false(atoms)

    def block_rng_subsets(self, rng: Iterable[int]) -> None:
        """Forbid answer sets whose range (``rng/1``) is a subset of ``rng`` (scoped).

        Under the assumptions ``rng(i)``, ``i`` in ``rng``, this asks for a
        strictly larger range.
        """
        inside = np.zeros(self.n, dtype=bool)
        inside[np.fromiter(rng, dtype=np.int64)] = True
        self._add_guarded_clause(self._literal_array("rng", np.flatnonzero(~inside)))

    # ------------------------------------------------------------ solving
    def _mode(self, maximise: bool, enum_mode: str, models: int) -> None:
        conf = self.ctl.configuration
        conf.solver.heuristic = "Domain" if maximise else self._default_heuristic
        conf.solve.enum_mode = enum_mode
        conf.solve.models = str(models)

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
        for symbols in self._shown_symbols(assumptions, deadline):
            ins, rng = [], []
            for sym in symbols:
                (ins if sym.name == "in" else rng).append(sym.arguments[0].number)
            yield frozenset(ins), frozenset(rng)

    def _shown_symbols(self, assumptions, deadline: float | None):
        """Stream the shown symbols of each model, copied inside the solve
        (a clingo model lives only until the next resume)."""
        with self.ctl.solve(assumptions=assumptions, yield_=True, async_=True) as handle:
            while True:
                handle.resume()
                if not _wait(handle, deadline):
                    handle.cancel()
                    raise SolverTimeout("time limit reached while solving")
                model = handle.model()
                if model is None:
                    return
                yield model.symbols(shown=True)

    def first(
        self,
        assumptions: list[int] | None,
        *,
        maximise: bool = False,
        deadline: float | None = None,
    ) -> tuple[frozenset, frozenset] | None:
        """The first answer set, or ``None``."""
        for found in self.models(assumptions, maximise=maximise, limit=1, deadline=deadline):
            return found
        return None

    def count(
        self,
        assumptions: list[int] | None,
        *,
        maximise: bool = False,
        deadline: float | None = None,
    ) -> int:
        """Number of answer sets, counted by the solver without materialising them."""
        if assumptions is None:
            return 0
        self._mode(maximise, "domRec" if maximise else "auto", 0)
        handle = self.ctl.solve(assumptions=assumptions, async_=True)
        try:
            if not _wait(handle, deadline):
                handle.cancel()
                raise SolverTimeout("time limit reached while counting")
            handle.get()
        finally:
            handle.cancel()
        return int(self.ctl.statistics["summary"]["models"]["enumerated"])

    def brave(self, *, deadline: float | None = None) -> frozenset | None:
        """Union of ``in/1`` over all answer sets (brave consequences); ``None`` if none."""
        self._mode(False, "brave", 0)
        last = None
        for symbols in self._shown_symbols((), deadline):
            last = frozenset(s.arguments[0].number for s in symbols if s.name == "in")
        return last
