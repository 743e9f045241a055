"""The local search for a stable extension (``_native.stable_walk``) and its
race beside clasp (``Program.first`` with a rival, ``dung._walk``).

The walk is incomplete, so what is tested is that whatever it reports is a
stable extension honouring the arguments kept in and out (against the
brute-force definition), that it finds one on small frameworks that have
one, that it stops when told to, and that every stable answer stays right
when the walk's witness is the one taken.
"""

import threading
import time
from contextlib import contextmanager
from unittest.mock import patch

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import clinarg
from clinarg import AF, _native
from clinarg.dung import _solver
from clinarg.dung._frame import Frame
from clinarg.dung._program import Program
from clinarg.dung._walk import StableWalk
from clinarg.errors import ParameterError, SolverTimeout
from test_dung_oracle import OFF, check_all_tasks

from naive_dung import naive_extensions
from strategies import frameworks


def _walk(af, fixed, **kw):
    frame = Frame.of(af)
    out_ptr, out_idx = frame.attacked_csr()
    in_ptr, in_idx = frame.attackers_csr()
    return _native.stable_walk(af.n_arguments, out_ptr, out_idx, in_ptr, in_idx, fixed, **kw)


@settings(max_examples=200, deadline=None)
@given(af=frameworks(max_args=9), data=st.data())
def test_walk_reports_stable_extensions_and_finds_one_where_there_is_one(af, data):
    n = af.n_arguments
    fixed = data.draw(st.lists(st.sampled_from([-1, -1, -1, 0, 1]), min_size=n, max_size=n))
    member, flips = _walk(af, fixed, max_flips=200_000, seed=data.draw(st.integers(0, 2**64 - 1)))
    honouring = {
        ext
        for ext in naive_extensions(af, "ST")
        if all(keep < 0 or (af.names[x] in ext) == keep for x, keep in enumerate(fixed))
    }
    if member is None:
        assert not honouring  # with this budget, a miss on <= 9 arguments is a bug
    else:
        assert frozenset(af.names[x] for x in range(n) if member[x]) in honouring
        assert 0 <= flips <= 200_000


def test_walk_stops_at_its_budget_at_once_when_told_and_on_a_hopeless_clause():
    odd = AF.from_attacks(
        ["a", "b", "c"], [("a", "b"), ("b", "c"), ("c", "a")]
    )  # no stable extension
    assert _walk(odd, [-1, -1, -1], max_flips=1000) == (None, 1000)
    flag = _native.StopFlag()
    flag.raise_()
    assert _walk(odd, [-1, -1, -1], max_flips=1000, stop=flag) == (None, 0)
    # a kept-out argument whose only attacker is kept out can never be attacked
    chain = AF.from_attacks(["a", "b"], [("a", "b")])
    assert _walk(chain, [0, 0], max_flips=1000) == (None, 0)
    looped = AF.from_attacks(["a"], [("a", "a")])  # a self-attacker is never in
    assert _walk(looped, [1], max_flips=1000) == (None, 0)


def test_the_same_seed_gives_the_same_walk():
    names = [f"a{i}" for i in range(30)]
    af = AF.from_attacks(
        names, [(names[i], names[(i * 7 + 3) % 30]) for i in range(30)] + [("a0", "a1")]
    )
    runs = {
        (tuple(m) if m is not None else None, f)
        for m, f in (_walk(af, [-1] * 30, max_flips=10_000, seed=5) for _ in range(3))
    }
    assert len(runs) == 1


@pytest.mark.parametrize(
    "kw, message",
    [
        ({"fixed": [-1, 2]}, "-1..1"),
        ({"fixed": [-1]}, "n = 2 entries"),
        ({"max_flips": -1}, "max_flips must lie"),
        ({"max_flips": 1.5}, "max_flips must be an integer"),
        ({"seed": 2**64}, "seed must lie"),
    ],
)
def test_walk_refuses_bad_parameters(kw, message):
    frame = Frame.of(AF.from_attacks(["a", "b"], [("a", "b")]))
    args = {"fixed": [-1, -1], "max_flips": 10, "seed": 0} | kw
    with pytest.raises(ParameterError, match=message):
        _native.stable_walk(2, *frame.attacked_csr(), *frame.attackers_csr(), **args)


def test_walk_refuses_csrs_of_different_attacks():
    frame = Frame.of(AF.from_attacks(["a", "b"], [("a", "b")]))
    with pytest.raises(ParameterError, match="1 attacks, but"):
        _native.stable_walk(2, [0, 0, 0], [], *frame.attackers_csr(), [-1, -1], max_flips=1)


# ------------------------------------------------------------ the race
class _Rival:
    """A rival that ends at once with ``answer`` (or never ends)."""

    def __init__(self, answer, ends=True):
        self.answer, self.ends = answer, ends
        self.done = self.stopped = False

    def start(self, wake):
        if self.ends:
            self.done = True
            wake.set()

    def result(self):
        return self.answer

    def stop(self):
        self.stopped = True


def _two_cycle():
    return Program("stb", 2, [0, 1], [1, 0])


def test_a_rival_that_answers_first_is_taken_and_stopped():
    rival = _Rival(frozenset({1}))
    assert _two_cycle().first([], rival=rival) == (frozenset({1}), frozenset())
    assert rival.stopped


def test_within_its_head_start_clasp_answers_alone_and_the_same_every_run():
    answers = set()
    for _ in range(5):
        rival = _Rival(frozenset({1}))
        prog = _two_cycle()
        answers.add(prog.first([], maximise=True, rival=rival, head_start=60.0))
        assert not rival.done and rival.stopped  # never started
    assert len(answers) == 1


def test_clasp_answers_when_the_rival_finds_nothing():
    for rival in (_Rival(None), _Rival(None, ends=False)):
        prog = _two_cycle()
        ins, _ = prog.first(prog.assumptions(true_in=[0]), rival=rival)
        assert ins == frozenset({0}) and rival.stopped


class _LateHandle:
    """A solve handle that, as clingo's, calls ``on_finish`` a moment
    before it is ready."""

    def __init__(self, on_finish):
        self.ready = threading.Event()

        def finish():
            on_finish(None)
            time.sleep(0.05)
            self.ready.set()

        threading.Thread(target=finish).start()

    def __enter__(self):
        return self

    def close(self):
        self.ready.wait()

    def wait(self, timeout):
        return self.ready.wait(timeout)

    def get(self):
        self.ready.wait()

    def cancel(self):
        pass


class _LateControl:
    def __init__(self, real):
        self._real = real

    def __getattr__(self, name):
        return getattr(self._real, name)

    def solve(self, assumptions, on_model=None, on_finish=None):
        return _LateHandle(on_finish)


def test_the_race_sees_clasp_end_at_once_not_a_slice_later(monkeypatch):
    """A race that polled the handle after ``on_finish`` found it not yet
    ready and slept a whole slice (0.1 s, on about one SE-ST call in 40 on
    sccchain_100); with a slice of a minute that shows as a hang."""
    from clinarg.dung import _program

    monkeypatch.setattr(_program, "_SLICE", 60.0)
    prog = _two_cycle()
    prog.ctl = _LateControl(prog.ctl)
    start = time.monotonic()
    assert prog.first([], rival=_Rival(None, ends=False)) is None  # no model reached on_model
    assert time.monotonic() - start < 30


def test_a_race_past_its_deadline_times_out_and_stops_the_rival():
    rival = _Rival(None, ends=False)
    with pytest.raises(SolverTimeout):
        _two_cycle().first([], rival=rival, deadline=time.monotonic() - 1)
    assert rival.stopped


def test_a_real_walk_is_joined_when_clasp_answers_first():
    prog = Program("stb", 3, [0, 1, 2], [1, 2, 0])  # no stable extension: the walk never ends
    frame = Frame(3, [0, 1, 2], [1, 2, 0], [0, 1, 2])
    walk = StableWalk(frame)
    assert prog.first([], rival=walk) is None
    assert walk.done and walk.result() is None and not walk._thread.is_alive()


# ------------------------------------------------------------ the solver's stable searches
class _WalkFirst(StableWalk):
    """Runs a whole walk (of a bounded budget: it may have nothing to find)
    before clasp starts, so that its witness is taken whenever it finds
    one; records every walk."""

    started: list = []

    def start(self, wake: threading.Event) -> None:
        _WalkFirst.started.append(self)
        self._max_flips = 20_000
        self._wakes.append(wake)
        self._run()


@contextmanager
def walk_first():
    _WalkFirst.started = []
    with (
        patch.object(_solver, "RACE_HEAD_START", 0.0),
        patch.object(_solver, "StableWalk", _WalkFirst),
        patch.object(_solver, "available_cores", lambda: 2),
    ):
        yield _WalkFirst.started


@settings(max_examples=60, deadline=None)
@given(
    af=frameworks(max_args=8),
    code=st.sampled_from(["ST", "SST", "STG"]),
    variant=st.sampled_from([{}, OFF]),
)
def test_answers_taken_from_the_walk_are_right(af, code, variant):
    with walk_first():
        check_all_tasks(af, code, variant)


def test_stable_queries_race_a_walk_and_stop_it():
    # an even cycle of four beside an odd one: nothing is settled before the search
    af = AF.from_attacks(
        ["a", "b", "c", "d", "e", "f", "g"],
        [
            ("a", "b"),
            ("b", "c"),
            ("c", "d"),
            ("d", "a"),
            ("e", "f"),
            ("f", "g"),
            ("g", "e"),
            ("a", "e"),
            ("c", "e"),
            ("a", "f"),
            ("c", "g"),
        ],
    )
    with walk_first() as started:
        # the odd cycle needs a and c in: {a, c} is the only stable extension
        assert clinarg.credulous(af, "a", "ST").witness == {"a", "c"}
        assert not clinarg.credulous(af, "b", "ST").accepted
        assert clinarg.skeptical(af, "c", "ST").accepted
        assert clinarg.some_extension(af, "ST") is not None
        assert started and all(walk.done for walk in started)
    with walk_first() as started, patch.object(_solver, "STABLE_WALK", False):
        clinarg.credulous(af, "a", "ST")
        assert not started
