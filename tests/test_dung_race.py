"""SE-PR's race of the preferred and the stable search (dung._program.first_of).

On two cores SE-PR runs the preferred search alone for a head start, then a
stable search beside it; whichever finds a model first answers (a stable
extension is preferred).  These tests force the race (head start 0, two
cores) and check every answer against the brute-force definition, with and
without stable extensions, and check that the searches end with the call:
on an answer, on a timeout, and when every search ends without a model.
"""

import random
import time
from contextlib import contextmanager
from unittest.mock import patch

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import clinarg
from clinarg import AF
from clinarg.dung import _program, _solver
from clinarg.errors import SolverTimeout

from naive_dung import naive_extensions


@contextmanager
def racing():
    """SE-PR races from the first instant, whatever this machine's core count."""
    with (
        patch.object(_solver, "RACE_HEAD_START", 0.0),
        patch.object(_solver, "available_cores", lambda: 2),
    ):
        yield


def _dense(n, p, seed):
    rng = random.Random(seed)
    names = [f"x{i}" for i in range(n)]
    return AF.from_attacks(names, [(a, b) for a in names for b in names if rng.random() < p])


@settings(max_examples=80, deadline=None)
@given(n=st.integers(1, 9), p=st.floats(0.05, 0.7), seed=st.integers(0, 10**6), pre=st.booleans())
def test_the_race_answers_a_preferred_extension(n, p, seed, pre):
    af = _dense(n, p, seed)
    with racing():
        found = clinarg.some_extension(af, "PR", grounded_preprocessing=pre, scc=False)
    assert frozenset(found) in naive_extensions(af, "PR")


@settings(max_examples=80, deadline=None)
@given(n=st.integers(1, 9), p=st.floats(0.05, 0.7), seed=st.integers(0, 10**6))
def test_every_search_of_the_race_alone_answers_a_preferred_extension(n, p, seed):
    """Which search wins depends on timing, so each is checked on its own:
    any model of any of them must be a preferred extension."""
    from clinarg.dung._frame import Frame
    from clinarg.dung._solver import SemanticsSolver

    af = _dense(n, p, seed)
    preferred = {frozenset(af.names.index(x) for x in e) for e in naive_extensions(af, "PR")}
    searches = list(SemanticsSolver("PR", Frame.of(af))._preferred_searches(None))
    assert len(searches) == 3
    walk = searches[1]
    walk._max_flips = 20_000  # alone, a walk with nothing to find would not end
    for search in searches:
        found = _program.first_of(iter([search]), head_start=0.0, deadline=None)
        assert found is None or found[0] in preferred
    # the stable search finds a model exactly when there is a stable extension
    stable = _program.first_of(iter(searches[2:]), head_start=0.0, deadline=None)
    assert (stable is not None) == bool(naive_extensions(af, "ST"))
    assert walk.done and not walk._thread.is_alive()


def test_without_a_stable_extension_the_preferred_search_answers():
    # a 3-cycle beside a 2-cycle: no stable extension, preferred {d} and {e}
    af = AF.from_attacks(
        list("abcde"), [("a", "b"), ("b", "c"), ("c", "a"), ("d", "e"), ("e", "d")]
    )
    assert naive_extensions(af, "ST") == set()
    with racing():
        found = clinarg.some_extension(af, "PR", grounded_preprocessing=False, scc=False)
    assert frozenset(found) in {frozenset("d"), frozenset("e")}


def _odd_cycle():
    """a -> b -> c -> a: no stable extension; the only preferred one is empty."""
    src, dst = np.array([0, 1, 2]), np.array([1, 2, 0])
    return _program.Program("prf", 3, src, dst), _program.Program("stb", 3, src, dst)


def test_a_search_without_a_model_drops_out_and_none_means_none_found():
    prf, stb = _odd_cycle()
    assert _program.first_of(iter([(stb, [])]), head_start=0.0, deadline=None) is None
    found = _program.first_of(iter([(stb, []), (prf, [])]), head_start=0.0, deadline=None)
    assert found == (frozenset(), frozenset())
    # unsatisfiable assumptions (None) mean no model without a search
    assert _program.first_of(iter([(prf, None)]), head_start=0.0, deadline=None) is None


def _recorded(taken: list):
    """The odd cycle's preferred search, then its stable one; ``taken``
    records each search as it is asked for (a program is grounded there)."""
    prf, stb = _odd_cycle()
    taken.append("prf")
    yield prf, []
    taken.append("stb")
    yield stb, []


def test_a_later_search_is_not_built_while_the_first_answers_within_its_head_start():
    taken = []
    assert _program.first_of(_recorded(taken), head_start=60.0, deadline=None) is not None
    assert taken == ["prf"]


def test_a_rival_starts_the_next_search_beside_it_at_once_and_is_stopped():
    class Endless:
        done = stopped = False

        def start(self, wake):
            pass

        def stop(self):
            self.stopped = True

    rival = Endless()
    prf, _ = _odd_cycle()
    start = time.monotonic()
    found = _program.first_of(iter([rival, (prf, [])]), head_start=60.0, deadline=None)
    assert found == (frozenset(), frozenset()) and rival.stopped
    assert time.monotonic() - start < 30  # not after the rival's head start


def test_a_passed_deadline_starts_no_search():
    taken = []
    with pytest.raises(SolverTimeout):
        _program.first_of(_recorded(taken), head_start=0.0, deadline=time.monotonic() - 1)
    assert taken == []


def test_a_timeout_stops_every_search(monkeypatch):
    """Searches that never end (a stand-in for clingo's) are all stopped
    when the deadline passes, the one started last included."""
    stopped = []

    class Endless:
        def __init__(self, program, assumptions, wake):
            self.program, self.ended = program, False

        def stop(self):
            stopped.append(self.program)

    monkeypatch.setattr(_program, "_Search", Endless)
    start = time.monotonic()
    with pytest.raises(SolverTimeout):
        _program.first_of(
            iter([("first", []), ("second", [])]), head_start=0.0, deadline=start + 0.2
        )
    assert stopped == ["first", "second"]
    assert time.monotonic() - start < 5
