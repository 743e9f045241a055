"""clinarg.dung through the public API: names, limits, timeouts, theorems, references."""

import re
import time

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import clinarg
from clinarg import AF, dung
from clinarg.dung import OPTIONS, SUPPORTED
from clinarg.errors import ParameterError, SemanticsError, SolverTimeout, UnknownArgumentError

from conftest import DATA
from dung_instances import dense_scc_chain, even_cycle_ring, random_mutual_attacks
from naive_dung import admissible, characteristic, grounded, naive_extensions
from strategies import frameworks, names_with_asp_syntax

OFF = {name: False for name in OPTIONS}


# ---------------------------------------------------------------- names never reach ASP text
def answers(af, code):
    """Every task's answer, with names replaced by their position in ``af.names``."""
    pos = {x: i for i, x in enumerate(af.names)}

    def ids(ext):
        return None if ext is None else frozenset(pos[x] for x in ext)

    out = {
        "EE": frozenset(ids(e) for e in clinarg.extensions(af, code)),
        "CE": clinarg.count_extensions(af, code),
    }
    for x in af.names:
        out[("DC", pos[x])] = clinarg.credulous(af, x, code).accepted
        out[("DS", pos[x])] = clinarg.skeptical(af, x, code).accepted
    return out


@settings(max_examples=30)
@given(af=frameworks(max_args=7, names=names_with_asp_syntax), code=st.sampled_from(SUPPORTED))
def test_names_with_asp_syntax_are_solved_like_plain_names(af, code):
    plain = AF.from_arrays([f"p{i}" for i in range(af.n_arguments)], *af.attack_arrays())
    assert answers(af, code) == answers(plain, code)


def test_injection_attempt_is_just_a_name():
    evil = ["a). #false. b(", 'x" :- .', "% comment", "ünï", "arg(0).", "in(0)."]
    af = AF.from_attacks(evil, [(evil[0], evil[1]), (evil[1], evil[0])])
    exts = {frozenset(e) for e in clinarg.extensions(af, "PR")}
    rest = set(evil[2:])
    assert exts == {frozenset({evil[0]}) | rest, frozenset({evil[1]}) | rest}


# ---------------------------------------------------------------- API behaviour
def test_semantics_by_full_name_and_code():
    af = AF.from_attacks("ab", [("a", "b"), ("b", "a")])
    for code, name in [
        ("PR", "preferred"),
        ("SST", "semi-stable"),
        ("STG", "stage"),
        ("ID", "ideal"),
        ("AD", "admissible"),
        ("CO", "complete"),
    ]:
        assert set(clinarg.extensions(af, name)) == set(clinarg.extensions(af, code))


def test_bad_inputs_raise_typed_errors():
    af = AF.from_attacks("ab", [("a", "b")])
    with pytest.raises(SemanticsError):
        clinarg.extensions(af, "naive-ish")  # at the call, not when iterated
    with pytest.raises(UnknownArgumentError):
        clinarg.credulous(af, "zz", "PR")
    with pytest.raises(ParameterError):
        clinarg.some_extension(af, "PR", no_such_option=True)
    with pytest.raises(ParameterError):
        clinarg.extensions(af, "PR", limit=-1)
    with pytest.raises(ParameterError):
        clinarg.count_extensions(af, "PR", timeout=0)


def test_extensions_checks_its_arguments_at_the_call():
    """One task API: clinarg.extensions (the old reasoning.py) validated only on the
    first next(), clinarg.dung.extensions (the old clingo dispatch) at the call."""
    af = AF.from_attacks("ab", [("a", "b")])
    for bad, error in [
        ({"semantics": "naive-ish"}, SemanticsError),
        ({"semantics": "PR", "limit": -1}, ValueError),
        ({"semantics": "GR", "limit": -1}, ValueError),
        ({"semantics": "PR", "no_such_option": True}, ParameterError),
    ]:
        with pytest.raises(error):
            clinarg.extensions(af, **bad)  # not iterated
    with pytest.raises(ParameterError):
        clinarg.extensions("not a framework", "PR")
    # clinarg.dung's tasks are clinarg's: the tests of one cover the other
    for task in ("extensions", "some_extension", "credulous", "skeptical", "count_extensions"):
        assert getattr(clinarg.dung, task) is getattr(clinarg, task)


_AF = AF.from_attacks("ab", [("a", "b"), ("b", "a")])
_TASKS = {
    "EE": lambda af, sem, **kw: clinarg.extensions(af, sem, **kw),
    "SE": lambda af, sem, **kw: clinarg.some_extension(af, sem, **kw),
    "DC": lambda af, sem, **kw: clinarg.credulous(af, "a", sem, **kw),
    "DS": lambda af, sem, **kw: clinarg.skeptical(af, "a", sem, **kw),
    "CE": lambda af, sem, **kw: clinarg.count_extensions(af, sem, **kw),
}
_BAD_CALLS = [
    ((None, "PR"), {}, ParameterError),  # was AttributeError / TypeError
    ((_AF, "XX"), {}, SemanticsError),  # was raised only when iterated (EE)
    ((_AF, 3), {}, SemanticsError),
    ((_AF, "PR"), {"timeout": float("nan")}, ParameterError),
    ((_AF, "GR"), {"timeout": float("inf")}, ParameterError),
    ((_AF, "PR"), {"timeout": -1}, ParameterError),
    ((_AF, "GR"), {"timeout": "2"}, ParameterError),
    ((_AF, "PR"), {"relevance": "yes"}, ParameterError),
    ((_AF, "GR"), {"no_such_option": True}, ParameterError),
]


@pytest.mark.parametrize("task", list(_TASKS))
@pytest.mark.parametrize("args,kwargs,error", _BAD_CALLS)
def test_every_entry_point_validates_before_any_work(task, args, kwargs, error):
    """Bad arguments raise a ClinargError subclass when the function is
    called, before any solving (and before a generator is advanced)."""
    with pytest.raises(error) as info:
        _TASKS[task](*args, **kwargs)
    assert isinstance(info.value, clinarg.ClinargError)


def test_options_take_numpy_bools():
    """numpy 2 names its bool scalar type ``numpy.bool``: a check by the
    type's name ``bool_`` refused ``np.True_`` with a ParameterError."""
    from clinarg.dung._plans import check_options

    opts = check_options({"relevance": np.True_, "scc": np.False_})
    assert opts["relevance"] is True and opts["scc"] is False
    assert clinarg.some_extension(_AF, "PR", relevance=np.False_) is not None


@pytest.mark.parametrize("limit", [1.5, "2", -1, True, float("nan")])
@pytest.mark.parametrize("sem", ["PR", "GR"])
def test_extensions_limit_must_be_a_non_negative_integer(limit, sem):
    """limit=1.5 was a RuntimeError from clingo, limit="2" a raw TypeError."""
    with pytest.raises(ParameterError, match="limit"):
        clinarg.extensions(_AF, sem, limit=limit)
    with pytest.raises(ParameterError, match="limit"):
        dung.extensions(_AF, sem, limit=limit)


def test_grounded_functions_validate_their_framework():
    from clinarg.dung.grounded import grounded_extension, grounded_labelling

    for fn in (grounded_extension, grounded_labelling):
        with pytest.raises(ParameterError, match="ArgumentationFramework"):
            fn(None)


def test_limit_and_streaming():
    af = AF.from_arrays(
        12,
        list(range(0, 12, 2)) + list(range(1, 12, 2)),
        list(range(1, 12, 2)) + list(range(0, 12, 2)),
    )  # 6 even cycles
    assert clinarg.count_extensions(af, "PR") == 64
    assert len(list(clinarg.extensions(af, "PR", limit=5))) == 5
    assert list(clinarg.extensions(af, "CO", limit=0)) == []
    stream = clinarg.extensions(af, "ST")
    first = next(stream)  # a generator: the first extension arrives on its own
    assert len(first) == 6
    stream.close()
    # the closed stream ended its search: the framework's program answers again
    assert len(list(clinarg.extensions(af, "ST"))) == 64
    assert clinarg.credulous(af, "1", "ST").accepted


@pytest.mark.parametrize("code", ("GR",) + SUPPORTED)
@settings(max_examples=25)
@given(af=frameworks(max_args=7), preprocess=st.booleans())
def test_extensions_as_ids_are_the_extensions_as_names(code, af, preprocess):
    """``ids=True`` yields the same extensions, each as the sorted ids of
    its arguments (positions in ``af.names``), with and without the
    grounded base taken out first."""
    options = {} if preprocess else {"grounded_preprocessing": False}
    as_ids = list(clinarg.extensions(af, code, ids=True, **options))
    assert all(found == sorted(set(found)) for found in as_ids)
    named = {frozenset(af.names[i] for i in found) for found in as_ids}
    assert len(named) == len(as_ids) and named == naive_extensions(af, code)


def test_extensions_ids_must_be_a_bool():
    with pytest.raises(ParameterError, match="ids must be True or False"):
        clinarg.extensions(_AF, "PR", ids=1)


def test_a_stream_read_slowly_loses_no_extension():
    """The search runs ahead of its consumer by a bounded queue: a consumer
    that pauses while the queue fills still gets every extension, once."""
    from clinarg.dung import _program

    n = 2 * (_program._QUEUED.bit_length() + 2)  # 2**(n/2) > 4 queues of extensions
    af = AF.from_arrays(n, list(range(n)), [x ^ 1 for x in range(n)])  # n/2 even cycles
    seen = []
    for ext in clinarg.extensions(af, "ST"):
        if not seen:
            time.sleep(0.3)  # the search fills the queue and must wait
        seen.append(ext)
    assert len(seen) == len(set(seen)) == 2 ** (n // 2)


@pytest.mark.parametrize("code", ["ST", "PR", "STG"])
@settings(max_examples=30)
@given(af=frameworks(max_args=8))
def test_enumeration_without_raw_symbols_gives_the_same_extensions(code, af):
    """The public clingo path (``_RAW_SYMBOLS`` off, for clingo versions whose
    Python API keeps symbols otherwise) reads the same extensions."""
    from clinarg.dung import _program

    expected = naive_extensions(af, code)
    _program._RAW_SYMBOLS = False
    try:
        fresh = AF.from_arrays(list(af.names), *af.attack_arrays())
        assert set(clinarg.extensions(fresh, code)) == expected
    finally:
        _program._RAW_SYMBOLS = True


@pytest.mark.parametrize("task", ["EE", "CE", "CE-SST"])
def test_timeout_raises_solver_timeout(task):
    af = even_cycle_ring(150)
    start = time.monotonic()
    got = []
    with pytest.raises(SolverTimeout):
        if task == "EE":
            for ext in clinarg.extensions(af, "PR", timeout=0.5):
                got.append(ext)
        elif task == "CE":
            clinarg.count_extensions(random_mutual_attacks(), "CO", timeout=0.5)
        else:
            # 150 pairs a <-> b, a attacking the self-attacker c, b the
            # self-attacker d: no stable extension, and 2**150 maximal ranges
            # ({a, b, c} or {a, b, d} in each), which are enumerated
            names = [f"{x}{i}" for i in range(150) for x in "abcd"]
            attacks = [
                (f"{x}{i}", f"{y}{i}")
                for i in range(150)
                for x, y in ("ab", "ba", "ac", "bd", "cc", "dd")
            ]
            clinarg.count_extensions(AF.from_attacks(names, attacks), "SST", timeout=0.3)
    assert time.monotonic() - start < 5
    if task == "EE":
        assert got, "extensions found before the deadline are streamed"


def test_dense_scc_chain_skeptical_preferred_is_fast():
    """The issue's case: exponentially many preferred extensions, one CEGAR round or two."""
    af = dense_scc_chain(k=150, floating_tail=True)
    q = af.names[-1]
    for opts in ({}, OFF):
        start = time.monotonic()
        answer = clinarg.skeptical(af, q, "PR", timeout=30, **opts)
        assert answer.accepted and answer.witness is None
        assert time.monotonic() - start < 10  # loose: a correctness guard, not a timing test
    answer = clinarg.skeptical(af, af.names[-3], "PR", timeout=30)  # y2: floating
    assert not answer.accepted and af.names[-3] not in answer.witness


def test_scc_counting_scales_on_chains_of_components():
    """150 dense components: the SCC dynamic programme counts what enumeration cannot."""
    # the same count with and without the decomposition where enumeration is feasible
    for k in (4, 6, 7):
        small = dense_scc_chain(k=k)
        for code in ("CO", "PR", "ST"):
            assert clinarg.count_extensions(small, code) == clinarg.count_extensions(
                small, code, **OFF
            )
    # at 150 components: every stable extension is preferred, every preferred
    # one complete, and a preferred extension always exists
    af = dense_scc_chain(k=150)
    co, pr, st = (clinarg.count_extensions(af, code, timeout=30) for code in ("CO", "PR", "ST"))
    assert co >= pr >= st and pr >= 1 and co > 2**64  # far beyond enumeration


def test_queries_reuse_the_program_and_leave_it_unchanged():
    af = AF.from_attacks("abcd", [("a", "b"), ("b", "a"), ("a", "c"), ("b", "c"), ("c", "d")])
    before = set(clinarg.extensions(af, "PR"))
    for x in af.names:
        clinarg.skeptical(af, x, "PR")
        clinarg.credulous(af, x, "SST")
        clinarg.skeptical(af, x, "SST")
    assert set(clinarg.extensions(af, "PR")) == before
    assert clinarg.count_extensions(af, "PR") == len(before)


# ---------------------------------------------------------------- theorems as properties
@settings(max_examples=60)
@given(af=frameworks(max_args=10))
def test_inclusions_between_semantics(af):
    ext = {c: set(clinarg.extensions(af, c)) for c in SUPPORTED}
    assert ext["ST"] <= ext["SST"] <= ext["PR"] <= ext["CO"] <= ext["AD"]
    assert ext["STG"] >= ext["ST"]
    (gr,) = ext["GR"]
    assert all(gr <= e for e in ext["CO"])  # least complete extension
    assert gr in ext["CO"]
    assert gr == frozenset.intersection(*ext["CO"])
    (ideal,) = ext["ID"]
    assert ideal <= frozenset.intersection(*ext["PR"])
    assert admissible(af, ideal) and gr <= ideal
    if ext["ST"]:
        assert ext["SST"] == ext["ST"] == ext["STG"]
    for c in ("PR", "CO", "SST", "STG", "AD"):
        assert ext[c], c  # every framework has at least one
    for x in af.names:
        if clinarg.skeptical(af, x, "PR"):
            assert clinarg.credulous(af, x, "PR")


@settings(max_examples=30)
@given(af=frameworks(max_args=9))
def test_grounded_via_clingo_matches_native(af):
    """GR with preprocessing off runs grd.lp on clingo; it must equal the native core."""
    assert list(clinarg.extensions(af, "GR", **OFF)) == [clinarg.grounded_extension(af)]
    assert clinarg.grounded_extension(af) == grounded(af)


# ---------------------------------------------------------------- ICCMA reference answers
def _reference(path):
    inner = path.read_text().strip()[1:-1]
    return {
        frozenset(x.strip() for x in body.split(",") if x.strip())
        for body in re.findall(r"\[([^\[\]]*)\]", inner)
    }


@pytest.mark.parametrize("name", ["ex1", "ex2", "ex3"])
@pytest.mark.parametrize("code", ["GR", "CO", "PR", "ST"])
@pytest.mark.parametrize("variant", [{}, OFF], ids=["default", "off"])
def test_probo_reference_solutions(name, code, variant):
    af = clinarg.read_af(DATA / "probo" / f"{name}.apx")
    expected = _reference(DATA / "probo" / "solutions" / f"{name}.apx.EE-{code}")
    assert set(clinarg.extensions(af, code, **variant)) == expected
    assert clinarg.count_extensions(af, code, **variant) == len(expected)
    assert naive_extensions(af, code) == expected


def test_many_queries_share_one_grounding(programs_built):
    """Multi-shot: queries on one framework reuse the grounded program."""
    af = AF.from_attacks(
        "abcdef",
        [("a", "b"), ("b", "a"), ("b", "c"), ("c", "d"), ("d", "e"), ("e", "f"), ("f", "d")],
    )
    for x in af.names:
        clinarg.skeptical(af, x, "ST")
        clinarg.credulous(af, x, "ST")
    assert programs_built == ["stb"]


def test_scc_walk_is_chosen_for_chains_of_small_components():
    from clinarg.dung._plans import _plan

    chain = dense_scc_chain(40, 6, seed=3)
    for code in ("CO", "PR"):
        assert _plan(chain, code, OPTIONS).solver.walks()
    # ST can dead-end downstream (backtracking), and one large SCC does not split
    assert not _plan(chain, "ST", OPTIONS).solver.walks()
    assert not _plan(even_cycle_ring(20), "PR", OPTIONS).solver.walks()
    # on a framework too big for the oracle, the walk's answers are still complete
    # extensions (the oracle tests compare the walk exactly on small ones)
    for code in ("CO", "PR"):
        for ext in clinarg.extensions(chain, code, limit=20):
            assert admissible(chain, ext) and characteristic(chain, ext) == ext


def test_scc_walk_timeout_raises_while_backtracking():
    # a long stable chain with no stable extension: the walk backtracks
    # over exponentially many upstream choices until the deadline
    af = dense_scc_chain(3000, 4, seed=5)
    start = time.monotonic()
    with pytest.raises(SolverTimeout):
        list(clinarg.extensions(af, "ST", timeout=0.3, scc="always"))
    assert time.monotonic() - start < 5


def test_grounded_tasks_honour_the_timeout():
    """SE-GR ignored its timeout; naming millions of arguments now looks at
    the deadline between chunks."""
    af = AF.from_arrays(3_000_000, [], [])
    for call in (
        lambda: clinarg.some_extension(af, "GR", timeout=0.02),
        lambda: list(clinarg.extensions(af, "GR", timeout=0.02)),
        lambda: clinarg.credulous(af, "1", "GR", timeout=0.02),
    ):
        start = time.monotonic()
        with pytest.raises(SolverTimeout):
            call()
        assert time.monotonic() - start < 1.5
    # Naming all three million arguments (af.names) took 0.6 s between two
    # looks at the deadline; only the members are named, chunk by chunk.
    assert af._names is None


@pytest.mark.parametrize("code", ["CO", "PR", "ST", "SST", "STG", "ID", "GR"])
def test_every_answer_is_named_with_looks_at_the_deadline(code, monkeypatch):
    """Naming an answer looks at the caller's deadline between chunks, for
    every semantics (naming three million arguments takes over a second)."""
    from clinarg.dung import framework

    looks = []
    real = framework.remaining

    def counted(deadline, *args):
        looks.append(deadline)
        return real(deadline, *args)

    monkeypatch.setattr(framework, "_NAMING_CHUNK", 1)
    monkeypatch.setattr(framework, "remaining", counted)
    af = AF.from_arrays(5, [], [])
    for ask in (
        lambda: clinarg.some_extension(af, code, timeout=60),
        lambda: next(iter(clinarg.extensions(af, code, timeout=60))),
        lambda: clinarg.credulous(af, "1", code, timeout=60),
    ):
        looks.clear()
        ask()
        assert len([d for d in looks if d is not None]) >= 5


def test_timeout_bounds_clingo_grounding_from_the_api():
    n = 200_000
    src = list(range(0, n, 2)) + list(range(1, n, 2))
    af = AF.from_arrays(n, src, [x ^ 1 for x in src])
    start = time.monotonic()
    with pytest.raises(SolverTimeout):
        clinarg.some_extension(af, "ST", timeout=0.2, grounded_preprocessing=False)
    assert time.monotonic() - start < 1.5


def test_nested_scopes_release_only_their_own_clauses():
    from clinarg.dung._program import Program

    # a <-> b: the stable extensions are {a} and {b}
    prog = Program("stb", 2, np.array([0, 1]), np.array([1, 0]))
    models = lambda: {e for e, _ in prog.models([])}  # noqa: E731
    with prog.scope():
        prog.require_some_in([0])
        assert models() == {frozenset({0})}
        with prog.scope():
            prog.require_some_in([1])
            assert models() == set()
        assert models() == {frozenset({0})}  # the outer clause is still in force
    assert models() == {frozenset({0}), frozenset({1})}


def test_blocking_clauses_are_scoped_and_refused_outside_a_scope():
    from clinarg.dung._program import Program, _in

    # a -> b: the conflict-free sets {}, {a}, {b}; ranges {}, {a, b}, {b}
    prog = Program("stg", 2, np.array([0]), np.array([1]))
    models = lambda: sorted(sorted(e) for e, _ in prog.models([]))  # noqa: E731
    everything = [[], [0], [1]]
    assert models() == everything
    for add in (
        lambda: prog.require_some_in([1]),
        lambda: prog.forbid_all_false([_in(1)]),
        lambda: prog.block_rng_subsets([1]),
        lambda: prog.block_rng_strict_subsets([1]),
        lambda: prog.prefer_in([1]),
    ):
        with pytest.raises(RuntimeError, match="inside scope"):
            add()
    with prog.scope():
        prog.block_rng_subsets([1])  # a range beyond {b}
        assert models() == [[0]]
    with prog.scope():
        prog.block_rng_strict_subsets([1])  # range {b} or beyond: not {}
        assert models() == [[0], [1]]
    with prog.scope():
        prog.block_rng_strict_subsets([0, 1])  # only the full range {a, b}
        assert models() == [[0]]
    with prog.scope():
        prog.forbid_all_false([_in(1)])
        assert models() == [[1]]
    with prog.scope():
        prog.require_some_in([0, 1])
        assert models() == [[0], [1]]
    assert models() == everything


@pytest.mark.parametrize("name", ["adm", "com", "grd", "prf", "sst", "stb", "stg"])
def test_each_encoding_runs_with_its_measured_clasp_configuration(name):
    from clinarg.dung._program import CONFIGURATION, Program

    prog = Program(name, 2, np.array([0]), np.array([1]))
    assert prog.ctl.configuration.configuration == CONFIGURATION.get(name, "auto")
    assert prog.first([]) is not None


def test_every_semantics_is_supported():
    """tasks validates the semantics by name only (semantics_code): _plans
    must answer every code it can return."""
    from clinarg.dung import SEMANTICS

    assert set(SUPPORTED) == set(SEMANTICS)
    assert set(clinarg.dung.available_semantics()) == set(SEMANTICS)


def test_the_stable_program_switches_configuration_between_queries_and_maximising_calls():
    from clinarg.dung._program import Program

    # a <-> b, b <-> c: stable extensions {a, c} and {b}
    prog = Program("stb", 3, np.array([0, 1, 1, 2]), np.array([1, 0, 2, 1]))
    conf = prog.ctl.configuration
    assert conf.configuration == "auto"
    found = prog.first(prog.assumptions(true_in=[1]))
    assert found[0] == {1}
    assert conf.configuration == "frumpy" and not conf.solver.heuristic.startswith("domain")
    found = prog.first([], maximise=True)
    assert found[0] in ({0, 2}, {1})
    assert conf.configuration == "auto" and conf.solver.heuristic.startswith("domain")
    assert conf.solver.dom_mod == "pos,show"
    found = prog.first(prog.assumptions(false_in=[1]))
    assert found[0] == {0, 2} and conf.configuration == "frumpy"
    assert conf.solver.dom_mod == "no"


def test_a_passed_deadline_starts_no_clingo_call():
    """The deadline used to be read after the grounding thread started: a
    deadline found passed there left clingo grounding unrecorded, and the
    command line then finalised the interpreter under it (a segmentation
    fault seen once in CI on `clinarg solve --timeout 1` over 1M arguments)."""
    import threading

    from clinarg.dung import _input

    ran = []
    with pytest.raises(SolverTimeout, match="before grounding"):
        _input.bounded(lambda: ran.append(1), time.monotonic() - 1, "grounding")
    for thread in threading.enumerate():
        if thread.name == "clinarg-clingo":
            thread.join(5)
    assert ran == []
    assert not _input.abandoned()


def test_acceptance_is_an_immutable_value():
    import pickle

    from clinarg import Acceptance

    answer = Acceptance(True, frozenset({"a"}))
    assert answer == Acceptance(True, frozenset({"a"})) != Acceptance(False)
    assert hash(answer) == hash(Acceptance(True, frozenset({"a"})))
    assert pickle.loads(pickle.dumps(answer)) == answer
    assert not Acceptance(False) and answer
    with pytest.raises(AttributeError):
        answer.accepted = False
    with pytest.raises(AttributeError):
        del answer.witness


def test_the_cli_imports_neither_dataclasses_nor_clingo():
    # start-up is part of every whole-process answer (README's headline)
    import subprocess
    import sys

    code = "import sys, clinarg.cli; print(sorted({'dataclasses', 'clingo'} & set(sys.modules)))"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"


@pytest.mark.parametrize(
    ("problem", "argument", "expected"),
    [
        ("SE-CO", None, "w a"),  # the grounded extension is complete
        ("DS-CO", "c", "NO|w a"),  # undecided: the complete extensions meet in {a}
        ("DS-AD", "a", "NO|w"),  # the empty set is admissible
        ("CE-ID", None, "1"),
        ("CE-GR", None, "1"),
    ],
)
def test_tasks_the_compiled_core_decides_do_not_load_clingo(tmp_path, problem, argument, expected):
    # loading clingo's library is a tenth of such a whole `clinarg solve`; pathlib,
    # shutil and json are not needed either.  Modules loaded before clinarg
    # (an editable install's import finder loads pathlib) do not count.
    import subprocess
    import sys

    path = tmp_path / "f.apx"
    path.write_text("arg(a). arg(b). arg(c). arg(d). att(a,b). att(c,d). att(d,c).\n")
    argv = ["solve", "-p", problem, "-f", str(path)] + (["-a", argument] if argument else [])
    code = (
        "import sys\n"
        "before = set(sys.modules)\n"
        "import io, contextlib, clinarg.cli\n"
        "out = io.StringIO()\n"
        "with contextlib.redirect_stdout(out):\n"
        f"    status = clinarg.cli.main({argv!r})\n"
        "unwanted = {'clinarg.dung._clingo', 'clingo', 'pathlib', 'shutil', 'json'}\n"
        "loaded = unwanted & (set(sys.modules) - before)\n"
        "print(status, '|'.join(out.getvalue().strip().split('\\n')), sorted(loaded), sep='\\n')\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    status, answer, loaded = out.stdout.strip().split("\n")
    assert (status, answer, loaded) == ("0", expected, "[]")


@pytest.mark.parametrize("problem", ["SE-PR", "DC-ST", "CE-STG"])
def test_tasks_clasp_answers_load_clingos_library_not_its_python_layer(tmp_path, problem):
    # importing clingo's Python package would add 11-21 ms to each whole
    # `clinarg solve` on a small file, typing 3-4 ms: clasp is reached
    # through the C API, and nothing of a run needs typing
    import subprocess
    import sys

    path = tmp_path / "f.apx"
    path.write_text("arg(a). arg(b). arg(c). att(a,b). att(b,c). att(c,a). att(c,c).\n")
    argv = ["solve", "-p", problem, "-f", str(path)] + (["-a", "a"] if problem[:2] == "DC" else [])
    code = (
        "import sys, io, contextlib, clinarg.cli\n"
        "with contextlib.redirect_stdout(io.StringIO()):\n"
        f"    status = clinarg.cli.main({argv!r})\n"
        "print(status, sorted({'clinarg.dung._clingo', 'clingo', 'typing'} & set(sys.modules)))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.split() == ["0", "['clinarg.dung._clingo']"], out.stderr
