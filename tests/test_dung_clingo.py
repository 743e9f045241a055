"""clinarg's binding of clingo's C API (clinarg/dung/_clingo.py) against
clingo's own Python layer: the same answer sets, errors as exceptions with
clingo's message, a callback's exception raised by the handle, the
configuration read and written by name."""

import threading

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from clinarg.dung import _clingo


def _ours(program: str, *args: str, assumptions=()) -> set[frozenset]:
    ctl = _clingo.Control(["--warn=none", "-n", "0", *args])
    ctl.add(program)
    ctl.ground()
    found = []
    with ctl.solve(list(assumptions), on_model=found.append) as handle:
        assert handle.wait(None)
        result = handle.get()
    assert bool(result & _clingo.SATISFIABLE) == bool(found)
    return {frozenset(ids) for ids in found}


def _theirs(program: str, *args: str) -> set[frozenset]:
    import clingo

    ctl = clingo.Control(["--warn=none", "-n", "0", *args])
    ctl.add("base", [], program)
    ctl.ground([("base", [])])
    with ctl.solve(yield_=True) as handle:
        return {frozenset(s.arguments[0].number for s in m.symbols(shown=True)) for m in handle}


@settings(max_examples=40, deadline=None)
@given(
    n=st.integers(1, 6),
    rules=st.lists(st.tuples(st.integers(0, 5), st.integers(0, 5), st.booleans()), max_size=8),
)
def test_the_answer_sets_are_clingos(n, rules):
    # a choice over in(0..n-1) and random constraints between pairs
    program = f"{{ in(0..{n - 1}) }}.\n#show in/1.\n" + "".join(
        f":- in({a}), {'not ' if neg else ''}in({b}).\n" for a, b, neg in rules if a < n and b < n
    )
    assert _ours(program) == _theirs(program)


def test_assumptions_are_program_literals():
    ctl = _clingo.Control(["--warn=none", "-n", "0"])
    ctl.add("{ in(1..3) }. #show in/1.")
    ctl.ground()
    two = ctl.literal(_clingo.function("in", [_clingo.number(2)]))
    assert ctl.literal(_clingo.function("in", [_clingo.number(9)])) is None
    found = []
    with ctl.solve([-two], on_model=found.append) as handle:
        handle.get()
    assert sorted(map(sorted, found)) == [[], [1], [1, 3], [3]]
    atoms = {_clingo.text(symbol): literal for symbol, literal in ctl.atoms("in", 1)}
    assert set(atoms) == {"in(1)", "in(2)", "in(3)"} and atoms["in(2)"] == two


def test_a_guarded_clause_holds_until_its_external_is_released():
    ctl = _clingo.Control(["--warn=none", "-n", "0"])
    ctl.add("{ in(1..2) }. #show in/1.")
    ctl.ground()
    one = ctl.literal(_clingo.function("in", [_clingo.number(1)]))
    with ctl.backend() as backend:
        guard = backend.add_atom()
        backend.add_external(guard, _clingo.EXTERNAL_TRUE)
        backend.add_rule([], [guard, -one])  # while the guard holds: in(1)

    def models():
        found = []
        with ctl.solve([], on_model=found.append) as handle:
            handle.get()
        return sorted(map(sorted, found))

    assert models() == [[1], [1, 2]]
    ctl.release_external(guard)
    assert models() == [[], [1], [1, 2], [2]]


def test_errors_raise_with_clingos_message():
    ctl = _clingo.Control(["--warn=none"])
    with pytest.raises(RuntimeError, match="parsing failed"):
        ctl.add("in(1")
    with pytest.raises(RuntimeError, match="unknown option"):
        _clingo.Control(["--no-such-option"])
    with pytest.raises(AttributeError, match="no configuration entry"):
        ctl.configuration.solve.no_such_entry = "1"


def test_the_configuration_is_read_and_written_by_name():
    ctl = _clingo.Control(["--warn=none"])
    conf = ctl.configuration
    conf.solve.models = "0"
    conf.solver.heuristic = "Domain"
    assert conf.solve.models == "0" and conf.solver.heuristic == "domain,0"
    conf.configuration = "frumpy"
    assert ctl.configuration.configuration == "frumpy"


def test_an_exception_in_a_callback_ends_the_search_and_is_raised_by_get():
    ctl = _clingo.Control(["--warn=none", "-n", "0"])
    ctl.add("{ in(1..10) }. #show in/1.")
    ctl.ground()
    seen = []

    def fail(ids):
        seen.append(ids)
        raise ValueError("from the callback")

    with ctl.solve([], on_model=fail) as handle, pytest.raises(ValueError, match="callback"):
        handle.get()
    assert len(seen) == 1  # the search ended at the first model


def test_a_model_of_other_atoms_than_name_i_is_refused():
    ctl = _clingo.Control(["--warn=none"])
    ctl.add('p("x"). #show p/1.')
    ctl.ground()
    with ctl.solve([], on_model=list) as handle, pytest.raises(RuntimeError, match="name\\(i\\)"):
        handle.get()


def test_a_cancelled_search_ends_and_a_finished_one_says_so():
    ctl = _clingo.Control(["--warn=none", "-n", "0"])
    ctl.add("{ in(1..40) }. #show in/1.")  # 2**40 models: never ends by itself
    ctl.ground()
    finished = threading.Event()
    with ctl.solve([], on_finish=lambda result: finished.set()) as handle:
        assert not handle.wait(0.05)
        handle.cancel()
        assert handle.wait(10) and finished.is_set()
        assert handle.get() & _clingo.INTERRUPTED


def test_a_missing_or_unusable_clingo_library_is_an_import_error(monkeypatch, tmp_path):
    import importlib.util

    from clinarg._clinarg_core import ffi, lib

    monkeypatch.setattr(importlib.util, "find_spec", lambda name: None)
    with pytest.raises(ImportError, match="needs the clingo package"):
        _clingo._library_path()
    not_a_library = tmp_path / "_clingo.so"
    not_a_library.write_bytes(b"not ELF")
    assert lib.ca_clingo_bind(str(not_a_library).encode()) == -1
    assert b"_clingo.so" in ffi.string(lib.ca_clingo_bind_error())
