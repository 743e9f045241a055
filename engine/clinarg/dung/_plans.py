"""Dung semantics on clingo: every standard semantics and reasoning task.

Semantics (ICCMA codes): admissible (AD), complete (CO), grounded (GR),
stable (ST), preferred (PR), semi-stable (SST), stage (STG), ideal (ID).
Tasks: :func:`extensions` (EE, streamed), :func:`some_extension` (SE),
:func:`credulous` (DC, with a witness), :func:`skeptical` (DS, with a
counterexample) and :func:`count_extensions` (CE, counted by the solver).
:mod:`clinarg.dung.tasks` validates every argument and dispatches here
(with an ICCMA code and the options merged by :func:`check_options`); call
it through ``clinarg``.

Preprocessing, each step switchable by keyword (all on by default):

``grounded_preprocessing``
    The compiled core labels the grounded extension G (IN) and the arguments
    it attacks (OUT).  For CO, PR, ST, SST, ID and GR every extension contains
    G and avoids OUT, and the extensions are exactly G u E' for E' an
    extension of the undecided residue (attacks from OUT into the residue
    are defended by G, and G attacks nothing in the residue; for SST the
    range of G u E' is G u OUT u range(E'), so range-maximality is decided
    in the residue).  Only the residue goes to clingo.  Not applied to AD
    (admissible sets need not contain G; DC-AD still answers IN/OUT queries
    directly) nor to STG: stage extensions need not contain G (for a -> b -> c
    with c attacking itself, G = {a} but {b}, range {b, c}, is a stage
    extension).
``relevance``
    DC for AD, CO and PR, and DS for PR, look only at the arguments with a path of
    attacks to the query: these semantics satisfy directionality (Baroni
    and Giacomin 2007), so the extensions of that unattacked part are the
    restrictions of the extensions of the whole.  A witness found there is
    extended to the whole framework by one constrained call.  Not sound for
    ST, SST, STG (an argument far away can leave no stable extension at
    all); unnecessary for GR and ID, whose witness is the whole extension.
``scc``
    CE for CO, PR and ST is evaluated component by component in the
    topological order of the condensation (the SCC-recursive schema of
    Baroni, Giacomin and Guida 2005), by a dynamic programme over the labels
    of the arguments that attack later components, so that a chain of many
    small components is counted in linear time where enumeration cannot
    finish.  EE and SE for CO and PR walk the components depth first by the
    same schema (one local extension per component, then the next) when the
    residue splits into at least 8 components of at most 8 arguments each,
    solved by subset checks; otherwise one clingo call over the residue,
    which measured faster where each component needs a clingo set-up, and
    for ST, whose walk can backtrack exponentially over upstream choices
    that dead-end downstream.  ``scc="always"`` forces the walk (tests).

Examples
--------
>>> from clinarg import AF
>>> from clinarg.dung._plans import OPTIONS, extensions
>>> af = AF.from_attacks(["a", "b", "c"], [("a", "b"), ("b", "a"), ("b", "c")])
>>> sorted(sorted(e) for e in extensions(af, "PR", OPTIONS))
[['a', 'c'], ['b']]
"""

from __future__ import annotations

import sys
from array import array
from collections import OrderedDict
from collections.abc import Iterator
from functools import cached_property

from .. import _native
from .._deadline import deadline_after, remaining
from ..errors import ParameterError
from ._count import ModelCount, core_counted, count_head_start
from ._frame import Frame, with_blocker
from .framework import ArgumentationFramework
from .grounded import labels_of
from .semantics import Acceptance

# clingo is imported with ._solver, on the first task that needs a solver, so
# that listing SUPPORTED (clinarg solve --problems, SE-GR) stays fast.

__all__ = [
    "SUPPORTED",
    "OPTIONS",
    "check_options",
    "extensions",
    "some_extension",
    "credulous",
    "skeptical",
    "count_extensions",
]

#: ICCMA codes of the semantics this module answers: every one of SEMANTICS.
SUPPORTED = ("AD", "CO", "GR", "ST", "PR", "SST", "STG", "ID")

#: Preprocessing switches and their defaults.
OPTIONS = {"grounded_preprocessing": True, "relevance": True, "scc": True}

#: Semantics whose extensions are exactly G u E' with E' an extension of the residue.
GROUNDED_COMPATIBLE = frozenset({"CO", "PR", "ST", "SST", "ID", "GR"})
#: Semantics satisfying directionality (relevance restriction for DC/DS).
DIRECTIONAL = frozenset({"AD", "CO", "PR"})

_UNDEC, _IN, _OUT = 0, 1, 2


def check_options(options: dict) -> dict:
    """The preprocessing switches of ``options`` merged over :data:`OPTIONS`.

    Raises
    ------
    clinarg.errors.ParameterError
        For an unknown switch, or a value that is not a bool (``scc`` also
        takes ``"always"``).

    Examples
    --------
    >>> check_options({"relevance": False})["relevance"]
    False
    >>> check_options({"relevence": False})
    Traceback (most recent call last):
    ...
    clinarg.errors.ParameterError: unknown option(s) relevence; known: ...
    """
    unknown = set(options) - set(OPTIONS)
    if unknown:
        raise ParameterError(
            f"unknown option(s) {', '.join(sorted(unknown))}; known: {', '.join(OPTIONS)}"
        )
    merged = dict(OPTIONS)
    for k, v in options.items():
        if k == "scc" and v == "always":
            merged[k] = "always"  # EE and SE always walk the components (testing)
        elif isinstance(v, bool) or _is_numpy_bool(v):
            merged[k] = bool(v)
        else:
            allowed = "True, False or 'always'" if k == "scc" else "True or False"
            raise ParameterError(f"option {k} must be {allowed}, got {v!r}")
    return merged


def _is_numpy_bool(value) -> bool:
    """Whether ``value`` is a numpy bool scalar, without importing numpy
    (such a value means numpy is loaded already)."""
    np = sys.modules.get("numpy")
    return np is not None and isinstance(value, np.bool_)


class _Plan:
    """A framework prepared for one semantics: preprocessing done, solvers cached."""

    def __init__(self, af: ArgumentationFramework, code: str, opts: dict, deadline=None):
        self.af = af
        self.code = code
        self.opts = opts
        whole = Frame.of(af)
        self.labels = None
        self.base = array("i")
        if opts["grounded_preprocessing"] and (code in GROUNDED_COMPATIBLE or code == "AD"):
            self.labels = labels_of(af)
            remaining(deadline)
        if self.labels is not None and code in GROUNDED_COMPATIBLE:
            self.base = _native.select(self.labels, _IN)
            self.frame, self.local = whole.restrict(self.labels, _UNDEC)
        else:
            self.frame, self.local = whole, range(af.n_arguments)
        remaining(deadline)
        self._sub: OrderedDict = OrderedDict()

    @cached_property
    def solver(self):
        """The framework's solver, made on first use (it imports clingo)."""
        return self._make_solver(self.frame)

    def _make_solver(self, frame: Frame):
        if self.opts["scc"]:
            from ._scc import scc_solver

            solver = scc_solver(self.code, frame, self.opts["scc"] == "always")
            if solver is not None:
                return solver
        from ._solver import SemanticsSolver

        return SemanticsSolver(self.code, frame)

    # ------------------------------------------------------------ lifting
    def names(self, ext, deadline: float | None = None) -> frozenset:
        """User-facing extension: names of ``ext`` (residue ids) plus the
        grounded base, named with looks at ``deadline`` in between."""
        ids = self.frame.ids
        members = [ids[i] for i in ext]
        members.extend(self.base)
        return frozenset(self.af._names_of(members, deadline))

    def ids(self, ext) -> list[int]:
        """User-facing extension as ids of ``af``: ``ext`` (residue ids)
        plus the grounded base, in increasing order."""
        if self.frame.n == self.af.n_arguments:  # nothing removed: ids are the af's
            return sorted(ext)
        ids = self.frame.ids
        out = [ids[i] for i in ext]
        out.extend(self.base)
        out.sort()
        return out

    def relevant(self, q: int):
        """Sub-solver on the ancestors of residue argument ``q``, or ``None``."""
        if not self.opts["relevance"] or self.code not in DIRECTIONAL:
            return None
        mask, count = self.frame.ancestors(q)
        if count == self.frame.n:
            return None
        key = mask.tobytes()
        hit = self._sub.get(key)
        if hit is None:
            sub, new_id = self.frame.restrict(mask)
            hit = (self._make_solver(sub), new_id, mask)
            self._sub[key] = hit
            while len(self._sub) > 16:
                self._sub.popitem(last=False)
        return hit

    def lift(self, sub_ext, new_id, mask, deadline) -> frozenset:
        """Extend an extension of the ancestors' sub-frame to one of the residue.

        The ancestors form an unattacked set U, so the framework splits
        (Baumann 2011, "Splitting an argumentation framework"): the CO/PR
        extensions agreeing with E' on U are E' u E'' with E'' a CO/PR
        extension of the rest conditioned on E' -- members attacked by E' are
        OUT and leave, members attacked by an argument of U that is neither in
        E' nor attacked by it cannot be IN (an extra self-attacking argument
        attacks them).  Only the rest goes to clingo, not the whole residue;
        for CO not even that: the grounded extension of the conditioned rest
        is one of its complete extensions.
        """
        frame = self.frame
        kept = _native.select(mask, 1)
        inside = {kept[i] for i in sub_ext}
        if self.code == "AD":  # E' is admissible in the whole framework already
            return frozenset(inside)
        out_ptr, out_idx = frame.attacked_csr()

        def targets(xs):
            found = set()
            for x in xs:
                found.update(out_idx[out_ptr[x] : out_ptr[x + 1]])
            return found

        hit = targets(inside)  # attacked by E'
        undec = [x for x in kept if x not in inside and x not in hit]  # U: neither IN nor OUT
        # the rest: outside U and not attacked by E' (those are OUT)
        rest = array("b", [1]) * frame.n
        for x in kept:
            rest[x] = 0
        for x in hit:
            rest[x] = 0
        blocked = [x for x in targets(undec) if rest[x]]
        # ids: the frame position of each argument of the rest
        new, src, dst, ids = _native.restrict(frame.n, frame.src, frame.dst, rest, 1)
        r = len(ids)
        restframe = with_blocker(r, src, dst, sorted(new[x] for x in blocked), ids)
        from ._solver import SemanticsSolver

        # for CO the grounded extension of the rest, without clingo (some())
        extra = SemanticsSolver(self.code, restframe).some(deadline)
        if extra is None:  # pragma: no cover - CO and PR always have an extension
            raise RuntimeError("internal error: witness does not extend")
        inside.update(ids[i] for i in extra if i < r)
        return frozenset(inside)


_PLANS: OrderedDict = OrderedDict()


def _plan(af, code: str, opts: dict, deadline: float | None = None) -> _Plan:
    """The cached plan of ``af`` for ``code`` (an ICCMA code) and ``opts``
    (merged by :func:`check_options`), both validated by the caller."""
    key = (id(af), code, tuple(sorted(opts.items())))
    plan = _PLANS.get(key)
    if plan is None or plan.af is not af:
        # The plan holds a reference to af, so id(af) cannot be reused meanwhile.
        plan = _Plan(af, code, opts, deadline)
        _PLANS[key] = plan
        while len(_PLANS) > 8:
            _PLANS.popitem(last=False)
    else:
        _PLANS.move_to_end(key)
    return plan


# ---------------------------------------------------------------- tasks
# Their arguments are validated by clinarg.dung.tasks, the public entry points.
def extensions(
    af: ArgumentationFramework,
    code: str,
    opts: dict,
    limit: int | None = None,
    timeout: float | None = None,
    ids: bool = False,
) -> Iterator[frozenset] | Iterator[list[int]]:
    """Stream the extensions of ``af`` (EE) as clingo finds them.

    Parameters
    ----------
    af : ArgumentationFramework
    code : str
        Semantics, ICCMA code.
    opts : dict
        Preprocessing switches, :data:`OPTIONS` merged with the caller's by
        :func:`check_options`.
    limit : int, optional
        Stop after this many extensions (a non-negative int).
    timeout : float, optional
        Seconds from this call (preprocessing included); past it
        :class:`clinarg.errors.SolverTimeout` is raised.
    ids : bool, default False
        Yield sorted lists of argument ids instead of frozensets of names.

    Yields
    ------
    frozenset of str, or list of int with ``ids``

    Examples
    --------
    >>> from clinarg import AF
    >>> af = AF.from_attacks(["a", "b"], [("a", "b"), ("b", "a")])
    >>> sorted(sorted(e) for e in extensions(af, "ST", OPTIONS))
    [['a'], ['b']]
    """
    deadline = deadline_after(timeout)
    return _stream(_plan(af, code, opts, deadline), limit, deadline, ids)


def _stream(plan: _Plan, limit, deadline, ids: bool):
    for ext in plan.solver.extensions(limit=limit, deadline=deadline):
        yield plan.ids(ext) if ids else plan.names(ext, deadline)


def some_extension(
    af: ArgumentationFramework, code: str, opts: dict, timeout: float | None = None
) -> frozenset | None:
    """One extension (SE), or ``None`` if there is none.

    Examples
    --------
    >>> from clinarg import AF
    >>> some_extension(AF.from_attacks(["a"], [("a", "a")]), "ST", OPTIONS) is None
    True
    """
    deadline = deadline_after(timeout)
    plan = _plan(af, code, opts, deadline)
    ext = plan.solver.some(deadline)
    return None if ext is None else plan.names(ext, deadline)


def count_extensions(
    af: ArgumentationFramework, code: str, opts: dict, timeout: float | None = None
) -> int:
    """Number of extensions (CE), counted by the solver without materialising them.

    Examples
    --------
    >>> from clinarg import AF
    >>> count_extensions(AF.from_attacks(["a", "b"], [("a", "b"), ("b", "a")]), "CO", OPTIONS)
    3
    """
    deadline = deadline_after(timeout)
    plan = _plan(af, code, opts, deadline)
    # The compiled core's count starts before the solver is made, so that
    # it runs while clingo is imported and the program grounded, unless
    # clasp's count goes first (a dense framework: count_head_start).
    counted = core_counted(code, plan.frame)
    early = None
    if counted is not None and count_head_start(plan.frame) == 0:
        early = ModelCount(plan.frame, counted).begin()
    try:
        return plan.solver.count(deadline, early)
    finally:
        if early is not None:
            early.stop()


def _decide(af, argument, code, opts, timeout, credulous_query: bool) -> Acceptance:
    x = af.index(argument)
    deadline = deadline_after(timeout)
    plan = _plan(af, code, opts, deadline)
    labels = plan.labels
    if labels is not None and labels[x] != _UNDEC:
        return _decided_by_grounded(plan, labels[x] == _IN, credulous_query, deadline)
    q = plan.local[x]
    sub = plan.relevant(q) if credulous_query or plan.code == "PR" else None
    if sub is None:
        solver = plan.solver
        ask = solver.credulous if credulous_query else solver.skeptical
        accepted, witness = ask(q, deadline)
        return Acceptance(accepted, None if witness is None else plan.names(witness, deadline))
    solver, new_id, mask = sub
    ask = solver.credulous if credulous_query else solver.skeptical
    accepted, witness = ask(new_id[q], deadline)
    if witness is not None:
        witness = plan.lift(witness, new_id, mask, deadline)
    return Acceptance(accepted, None if witness is None else plan.names(witness, deadline))


def _decided_by_grounded(plan: _Plan, is_in: bool, credulous_query: bool, deadline) -> Acceptance:
    """The query is IN or OUT in the grounded labelling."""
    if plan.code == "AD":  # no residue: the grounded extension is admissible
        grounded = frozenset(plan.af._names_of(_native.select(plan.labels, _IN), deadline))
        if credulous_query:
            return Acceptance(True, grounded) if is_in else Acceptance(False, None)
        return Acceptance(False, frozenset())
    # Every extension contains G and avoids OUT; only ST may have no extension.
    if plan.code in ("CO", "GR"):
        ext = frozenset()  # G itself is complete (and grounded)
    else:
        ext = plan.solver.some(deadline)
    if ext is None:  # no stable extension: DC fails, DS holds vacuously
        return Acceptance(not credulous_query, None)
    witness = plan.names(ext, deadline)
    if credulous_query:
        return Acceptance(True, witness) if is_in else Acceptance(False, None)
    return Acceptance(True, None) if is_in else Acceptance(False, witness)


def credulous(
    af: ArgumentationFramework, argument: str, code: str, opts: dict, timeout: float | None = None
) -> Acceptance:
    """Is ``argument`` in some extension (DC)?  With a witness extension.

    Examples
    --------
    >>> from clinarg import AF
    >>> af = AF.from_attacks(["a", "b"], [("a", "b"), ("b", "a")])
    >>> credulous(af, "b", "PR", OPTIONS).accepted
    True
    """
    return _decide(af, argument, code, opts, timeout, True)


def skeptical(
    af: ArgumentationFramework, argument: str, code: str, opts: dict, timeout: float | None = None
) -> Acceptance:
    """Is ``argument`` in every extension (DS)?  With a counterexample if not.

    Examples
    --------
    >>> from clinarg import AF
    >>> af = AF.from_attacks(["a", "b"], [("a", "b"), ("b", "a")])
    >>> skeptical(af, "b", "PR", OPTIONS).accepted
    False
    """
    return _decide(af, argument, code, opts, timeout, False)
