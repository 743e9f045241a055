"""How a framework's facts reach clingo: an aspif program from the compiled
core through a pipe, or ASP text where the system has no /dev/fd; and the
ground programs that the compiled core writes instead of the encodings."""

import os
import re
import subprocess
import sys

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from clinarg import _native, count_extensions, extensions
from clinarg.dung import SUPPORTED, _clingo
from clinarg.dung._input import encoding, facts_text
from clinarg.dung._program import Program
from clinarg.errors import ParameterError

from naive_dung import naive_extensions
from strategies import edge_lists, frameworks


@settings(max_examples=150)
@given(n=st.integers(0, 12), data=st.data())
def test_aspif_facts_state_exactly_the_text_facts(n, data):
    edges = data.draw(edge_lists(n))
    src, dst = [a for a, _ in edges], [b for _, b in edges]
    lines = _native.aspif_facts(n, src, dst).decode().split("\n")
    assert lines[0] == "asp 1 0 0" and lines[-2:] == ["0", ""]
    symbols = []
    for line in lines[1:-2]:
        kind, length, symbol, zero = line.split(" ")
        assert kind == "4" and zero == "0" and int(length) == len(symbol)
        symbols.append(symbol)
    text = facts_text(n, src, dst)
    expected = [f"arg({i})" for i in range(n)] + re.findall(r"att\(\d+,\d+\)", text)
    assert symbols == expected


def test_aspif_facts_refuse_ids_outside_the_framework():
    with pytest.raises(ParameterError, match="outside 0..1"):
        _native.aspif_facts(2, [0], [2])
    with pytest.raises(ParameterError, match="same length"):
        _native.aspif_facts(2, [0], [])


def _models(ctl, assumptions=()) -> list[list[int]]:
    """The ids of the shown atoms of each answer set of our clingo binding's
    ``ctl`` (every program of clinarg shows in/1 alone)."""
    found = []
    with ctl.solve(list(assumptions), on_model=found.append) as handle:
        handle.get()
    return found


def _answer_sets(ctl) -> set[frozenset]:
    if isinstance(ctl, _clingo.Control):
        return {frozenset(ids) for ids in _models(ctl)}
    with ctl.solve(yield_=True) as handle:
        return {frozenset(sym.arguments[0].number for sym in m.symbols(shown=True)) for m in handle}


@settings(max_examples=150)
@given(n=st.integers(0, 9), data=st.data())
def test_the_written_stable_program_has_the_answer_sets_of_the_encoding(n, data):
    """The stable program that the compiled core writes (self-attacks,
    unattacked and isolated arguments included) against the encoding
    grounded by gringo over the text facts: the same in/1 answer sets."""
    import clingo

    edges = data.draw(edge_lists(n))
    src, dst = [a for a, _ in edges], [b for _, b in edges]
    written = Program("stb", n, src, dst)
    written.ctl.configuration.solve.models = "0"
    grounded = clingo.Control(["--warn=none", "-n", "0"])
    grounded.add("base", [], encoding("stb") + facts_text(n, src, dst))
    grounded.ground([("base", [])])
    assert _answer_sets(written.ctl) == _answer_sets(grounded)


def test_the_stable_program_is_written_not_grounded():
    """The stable program takes the written path: no att/2 facts are in it,
    and its in/1 atoms are those of the output statements."""
    program = Program("stb", 3, [0, 1], [1, 2])
    assert not list(program.ctl.atoms("att", 2))
    ins = [_clingo.number_of(_clingo.arguments(sym)[0]) for sym, _ in program.ctl.atoms("in", 1)]
    assert sorted(ins) == [0, 1, 2]
    assert program.first(program.assumptions(true_in=[0]))[0] == frozenset({0, 2})


def test_the_stable_program_refuses_bad_frameworks():
    with pytest.raises(ParameterError, match="outside 0..1"):
        _native.aspif_stable(2, [0], [2])
    with pytest.raises(ParameterError, match="at most"):
        _native.aspif_stable(_native.ASPIF_MAX_ARGS + 1, [], [])


def _grounded_by_gringo(name: str, n: int, src, dst, *args: str):
    import clingo

    ctl = clingo.Control(["--warn=none", *args])
    ctl.add("base", [], encoding(name) + facts_text(n, src, dst))
    ctl.ground([("base", [])])
    return ctl


def _shown_answer_sets(ctl, assumptions=()) -> set[frozenset]:
    """The answer sets as the sets of their shown symbols (names included);
    our binding's models are read as the ids of in/1 atoms."""
    if isinstance(ctl, _clingo.Control):
        return {frozenset(f"in({i})" for i in ids) for ids in _models(ctl, assumptions)}
    with ctl.solve(assumptions=list(assumptions), yield_=True) as handle:
        return {frozenset(str(sym) for sym in m.symbols(shown=True)) for m in handle}


@pytest.mark.parametrize("name", sorted(_native.ASPIF_PROGRAMS))
@settings(max_examples=60)
@given(n=st.integers(0, 8), data=st.data())
def test_a_written_program_has_the_answer_sets_and_atoms_of_the_encoding(name, n, data):
    """Each program the compiled core writes (self-attacks, unattacked and
    isolated arguments included) against the encoding grounded by gringo
    over the text facts: the same answer sets, showing in/1 alone; the
    same in/1, defeated/1 and rng/1 atoms, the written program's known by
    their numbers; and each of those atoms true in the same answer sets."""
    edges = data.draw(edge_lists(n))
    src, dst = [a for a, _ in edges], [b for _, b in edges]
    written = Program(name, n, src, dst)
    assert written._numbered
    written.ctl.configuration.solve.models = "0"
    grounded = _grounded_by_gringo(name, n, src, dst, "-n", "0")
    assert _shown_answer_sets(written.ctl) == _shown_answer_sets(grounded)
    assert {_clingo.text(sym) for sym, _ in written.ctl.atoms()} == {
        str(a.symbol) for a in grounded.symbolic_atoms.by_signature("in", 1)
    }
    for signature in ("defeated", "rng"):
        theirs = {
            a.symbol.arguments[0].number: a.symbol
            for a in grounded.symbolic_atoms.by_signature(signature, 1)
        }
        assert set(written._table(signature)) == set(theirs), signature
        for symbol in theirs.values():  # the same answer sets have the atom true
            atom = (symbol.name, symbol.arguments[0].number)
            with_atom = _shown_answer_sets(written.ctl, [written.literal(atom)])
            assert with_atom == _shown_answer_sets(grounded, [(symbol, True)])


def _maximal_models(name: str, src, dst, ctl) -> set[frozenset]:
    """What domRec enumeration under the domain heuristic finds: for
    preferred, the in/1 sets; for semi-stable and stage, their ranges (of
    several models with one range, domRec keeps whichever it finds first,
    which depends on the search order)."""
    if isinstance(ctl, _clingo.Control):
        sets = {frozenset(ids) for ids in _models(ctl)}
    else:
        with ctl.solve(yield_=True) as handle:
            sets = {frozenset(s.arguments[0].number for s in m.symbols(shown=True)) for m in handle}
    if name == "prf":
        return sets
    return {ins | {b for a, b in zip(src, dst) if a in ins} for ins in sets}


@pytest.mark.parametrize("name", ["prf", "sst", "stg"])
@settings(max_examples=40)
@given(n=st.integers(0, 8), data=st.data())
def test_a_written_program_keeps_the_heuristic_of_the_encoding(name, n, data):
    """Under the domain heuristic, domRec enumeration finds the models
    maximal in the heuristic atoms: in/1 (preferred) or rng/1 (semi-stable,
    stage), the same ones on the written program as on gringo's."""
    edges = data.draw(edge_lists(n))
    src, dst = [a for a, _ in edges], [b for _, b in edges]
    _assert_same_maximal_models(name, n, src, dst)


@pytest.mark.parametrize("name", ["prf", "sst", "stg"])
def test_a_written_program_keeps_the_heuristic_on_a_triangle_of_attacks(name):
    """Three arguments attacking each other: three stage extensions with
    one range, of which domRec finds one; the written program found {2}
    and gringo's {1} (the thorough hypothesis profile)."""
    edges = [(0, 1), (0, 2), (1, 0), (1, 2), (2, 0), (2, 1)]
    _assert_same_maximal_models(name, 3, [a for a, _ in edges], [b for _, b in edges])


def _assert_same_maximal_models(name, n, src, dst):
    maximal = ["-n", "0", "--heuristic=Domain", "--enum-mode=domRec"]
    written = Program(name, n, src, dst)
    conf = written.ctl.configuration
    conf.solver.heuristic, conf.solve.enum_mode, conf.solve.models = "Domain", "domRec", "0"
    grounded = _grounded_by_gringo(name, n, src, dst, *maximal)
    assert _maximal_models(name, src, dst, written.ctl) == _maximal_models(name, src, dst, grounded)


def test_written_programs_refuse_unknown_encodings_and_bad_frameworks():
    with pytest.raises(ParameterError, match="no written program"):
        _native.aspif_semantics("grd", 2, [0], [1])
    with pytest.raises(ParameterError, match="outside 0..1"):
        _native.aspif_semantics("com", 2, [0], [2])
    with pytest.raises(ParameterError, match="at most"):
        _native.aspif_semantics("stg", _native.ASPIF_MAX_ARGS + 1, [], [])


def test_writing_a_program_honours_the_deadline(monkeypatch):
    """A writer that takes longer than the time left (as on millions of
    arguments) is given up at the deadline, as grounding is."""
    import time

    from clinarg.dung import _input
    from clinarg.errors import SolverTimeout

    real = _input.GROUND_PROGRAMS["adm"]

    def slow(n, src, dst):
        time.sleep(1.5)
        return real(n, src, dst)

    monkeypatch.setitem(_input.GROUND_PROGRAMS, "adm", slow)
    start = time.monotonic()
    with pytest.raises(SolverTimeout, match="writing the program"):
        Program("adm", 2, [0], [1], deadline=time.monotonic() + 0.2)
    assert time.monotonic() - start < 1.0


@pytest.mark.parametrize("code", SUPPORTED)
@settings(max_examples=25)
@given(af=frameworks(max_args=7))
def test_text_facts_where_the_system_has_no_dev_fd(code, af):
    """The fallback gives the same extensions as the definitions."""
    from clinarg.dung import _input

    _input.FACTS_THROUGH_PIPE = False
    try:
        found = set(extensions(af, code, scc=False))
        counted = count_extensions(af, code, scc=False)
    finally:
        _input.FACTS_THROUGH_PIPE = True
    expected = naive_extensions(af, code)
    assert found == expected and counted == len(expected)


def test_the_command_line_ending_after_a_timeout_leaves_no_facts_file(tmp_path):
    """After a timeout while clingo still reads the facts the command line
    ends with os._exit, which runs no clean-up: facts written to a temporary
    file stayed behind (44 MB for a million arguments); a pipe leaves none."""
    path = tmp_path / "cycle.af"
    path.write_text("p af 2\n1 2\n2 1\n")
    facts_dir = tmp_path / "tmp"
    facts_dir.mkdir()
    code = (
        "import sys, time, clinarg.cli\n"
        "from clinarg.dung._clingo import Control\n"
        "original = Control.load\n"
        "def load(self, path):\n"
        "    print('loading', file=sys.stderr, flush=True)\n"
        "    time.sleep(1.5)\n"
        "    return original(self, path)\n"
        "Control.load = load\n"
        f"clinarg.cli.main(['solve', '-p', 'DC-ST', '-a', '1', '-f', {str(path)!r},"
        " '--timeout', '0.5'])\n"
    )
    env = {**os.environ, "TMPDIR": str(facts_dir)}
    res = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env)
    assert "loading" in res.stderr and res.returncode == 3, (res.returncode, res.stderr)
    assert os.listdir(facts_dir) == []
