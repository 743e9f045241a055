"""The compiled core's model counter (CE for CO, ST and AD).

Counts are checked against every assignment (or every subset of arguments)
on small inputs, against clasp's enumeration on larger frameworks, and on
counts too wide for a machine word; the runner is checked to stop at its
deadline and to hand a too-deep framework back to clasp.
"""

import itertools
import subprocess
import sys
import threading
import time
from unittest.mock import patch

import pytest
from hypothesis import example, given
from hypothesis import strategies as st

from clinarg import AF, _native
from clinarg.dung import _count, count_extensions
from clinarg.dung._frame import Frame
from clinarg.dung._program import Program
from clinarg.errors import ParameterError, SolverTimeout

from naive_dung import naive_extensions
from strategies import frameworks


def brute_models(n_vars, clauses):
    return sum(
        all(any(bits[lit >> 1] != (lit & 1) for lit in clause) for clause in clauses)
        for bits in itertools.product((0, 1), repeat=n_vars)
    )


def flat(clauses):
    ptr, lits = [0], []
    for clause in clauses:
        lits.extend(clause)
        ptr.append(len(lits))
    return ptr, lits


@st.composite
def formulas(draw, max_vars=10):
    n_vars = draw(st.integers(0, max_vars))
    literal = st.integers(0, 2 * n_vars - 1) if n_vars else st.nothing()
    clause = st.lists(literal, max_size=5 if n_vars else 0)
    return n_vars, draw(st.lists(clause, max_size=25))


@given(formulas(), st.sampled_from([_native.COUNT_CACHE_BYTES, 0]))
@example((2, [[0, 1]]), 0)  # complementary literals: a tautology, 4 models
@example((1, [[]]), 0)  # an empty clause: no model
@example((3, [[0, 0, 2], [3]]), 0)  # a repeated literal
def test_count_models_equals_every_assignment(formula, cache_bytes):
    n_vars, clauses = formula
    ptr, lits = flat(clauses)
    counted = _native.count_models(n_vars, ptr, lits, cache_bytes=cache_bytes)
    assert counted == brute_models(n_vars, clauses)


def test_counts_wider_than_a_machine_word():
    # 70 components (x or y) and 30 free variables: 3**70 * 2**30
    clauses = [[4 * i, 4 * i + 2] for i in range(70)]
    ptr, lits = flat(clauses)
    assert _native.count_models(170, ptr, lits) == 3**70 * 2**30
    assert _native.count_models(100, [0], []) == 2**100
    assert _native.count_models(0, [0], []) == 1


def test_identical_components_are_counted_once():
    # 200 disjoint copies of one 2-cycle's complete labellings: 3**200,
    # which enumeration could never reach
    n = 400
    src = [2 * i for i in range(200)] + [2 * i + 1 for i in range(200)]
    dst = [2 * i + 1 for i in range(200)] + [2 * i for i in range(200)]
    _, _, in_ptr, in_idx = _native.build_csr(n, src, dst)
    assert _native.count_extensions(n, in_ptr, in_idx, "CO") == 3**200
    assert _native.count_extensions(n, in_ptr, in_idx, "ST") == 2**200
    assert _native.count_extensions(n, in_ptr, in_idx, "AD") == 3**200


@pytest.mark.parametrize("code", ["CO", "ST", "AD"])
@given(af=frameworks(max_args=9))
def test_extension_counts_equal_the_definition(code, af):
    in_ptr, in_idx = af.attackers_csr
    counted = _native.count_extensions(af.n_arguments, in_ptr, in_idx, code)
    assert counted == len(naive_extensions(af, code))


def grid(side):
    """A side x side grid with attacks both ways between neighbours."""
    src, dst = [], []
    for r, c in itertools.product(range(side), repeat=2):
        x = r * side + c
        for y in ([x + 1] if c + 1 < side else []) + ([x + side] if r + 1 < side else []):
            src += [x, y]
            dst += [y, x]
    return side * side, src, dst


@pytest.mark.parametrize("code", ["CO", "ST", "AD"])
@pytest.mark.parametrize("seed", range(6))
def test_counts_equal_clasp_enumeration_on_larger_frameworks(code, seed):
    import random

    rng = random.Random(seed)
    if seed == 0:
        n, src, dst = grid(5)
    else:
        n = 28
        edges = {(rng.randrange(n), rng.randrange(n)) for _ in range(rng.randrange(30, 60))}
        src, dst = [a for a, _ in edges], [b for _, b in edges]
    _, _, in_ptr, in_idx = _native.build_csr(n, src, dst)
    encoding = {"CO": "com", "ST": "stb", "AD": "adm"}[code]
    assert _native.count_extensions(n, in_ptr, in_idx, code) == Program(
        encoding, n, src, dst
    ).count([])


def grid_af(side):
    n, src, dst = grid(side)
    names = [f"a{i}" for i in range(n)]
    return AF.from_attacks(names, [(names[a], names[b]) for a, b in zip(src, dst)])


def test_grid_counts_through_the_task_api():
    n, src, dst = grid(6)
    af = grid_af(6)
    # The stable extensions of a grid with attacks both ways are the
    # independent dominating sets of the grid graph; clasp enumerates them
    assert count_extensions(af, "ST") == Program("stb", n, src, dst).count([]) == 4468
    for code in ("PR", "SST", "STG"):  # no odd cycle: coherent
        assert count_extensions(af, code) == 4468
    assert count_extensions(af, "CO") == Program("com", n, src, dst).count([]) == 444_816


def test_a_long_chain_nests_deep_and_counts_exactly():
    # (not x_i or not x_i+1): the independent sets of a path of 3,000
    # vertices, Fibonacci(3,002); the sweep nests 1,500 branchings deep
    n = 3000
    ptr, lits = flat([[2 * i + 1, 2 * i + 3] for i in range(n - 1)])
    fib = [0, 1]
    while len(fib) < n + 3:
        fib.append(fib[-1] + fib[-2])
    assert _native.count_models(n, ptr, lits, max_depth=_count.MAX_DEPTH) == fib[n + 2]
    with pytest.raises(RecursionError):
        _native.count_models(n, ptr, lits, max_depth=1000)
    # the 1,500 components along the path hold about 4.5 million entries,
    # past the 4 MiB floor of the work-stack bound without a cache
    with pytest.raises(RecursionError):
        _native.count_models(n, ptr, lits, max_depth=_count.MAX_DEPTH, cache_bytes=0)


def test_a_branching_takes_under_a_kibibyte_of_c_stack():
    """MAX_DEPTH allows 1 KiB of the counting thread's stack per level: the
    chain, about 1,500 deep, must fit a thread of 256 KiB plus 1 KiB per
    level of its 1,600 allowed (run
    in a child process: an overflow would kill it, not the test run)."""
    code = """
import threading
from clinarg import _native
n = 3000
ptr, lits = [0], []
for i in range(n - 1):
    lits += [2 * i + 1, 2 * i + 3]
    ptr.append(len(lits))
out = []
depth = 1600
threading.stack_size(256 * 1024 + depth * 1024)
count = lambda: out.append(_native.count_models(n, ptr, lits, max_depth=depth))
thread = threading.Thread(target=count)
thread.start()
thread.join()
print(out[0].bit_length())
"""
    run = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert run.returncode == 0, run.stderr[-2000:]
    assert int(run.stdout) > 2000  # Fibonacci(3,002) has 2,082 bits


def test_stop_flag_and_depth_limit():
    n, src, dst = grid(4)
    _, _, in_ptr, in_idx = _native.build_csr(n, src, dst)
    flag = _native.StopFlag()
    flag.raise_()
    assert _native.count_extensions(n, in_ptr, in_idx, "CO", stop=flag) is None
    with pytest.raises(RecursionError):
        _native.count_extensions(n, in_ptr, in_idx, "CO", max_depth=1)


def test_too_deep_a_count_falls_back_to_clasp():
    n, src, dst = grid(4)
    af = grid_af(4)
    frame = Frame(n, src, dst, range(n))
    expected = Program("com", n, src, dst).count([])
    with patch.object(_count, "MAX_DEPTH", 1):
        assert _count.count_extensions(frame, "CO") is None
        assert count_extensions(af, "CO") == expected


def test_deadline_stops_the_count_thread():
    n, src, dst = grid(14)
    frame = Frame(n, src, dst, range(n))
    start = time.monotonic()
    with pytest.raises(SolverTimeout):
        _count.count_extensions(frame, "CO", deadline=time.monotonic() + 0.05)
    assert time.monotonic() - start < 2.0
    assert not [t for t in threading.enumerate() if t.name == "ModelCount"]


@pytest.mark.parametrize(
    "call, message",
    [
        (lambda: _native.count_models(2, [0, 1], [4]), "literals must lie in 0..3"),
        (lambda: _native.count_models(2, [], []), "at least one entry"),
        (lambda: _native.count_models(2, [0, 2, 1], [0, 1]), "never decrease"),
        (lambda: _native.count_models(-1, [0], []), "n_vars must lie"),
        (lambda: _native.count_models(1, [0], [], cache_bytes=-1), "cache_bytes"),
        (lambda: _native.count_extensions(1, [0, 0], [], "PR"), "semantics must be one of"),
        (lambda: _native.count_extensions(1, [0, 1], [3], "CO"), "indices must lie"),
    ],
)
def test_bad_parameters_are_refused(call, message):
    with pytest.raises(ParameterError, match=message):
        call()


def has_odd_closed_walk(n, src, dst):
    """The definition, by another route: a vertex reaches itself along a
    walk of odd length (which then contains an odd simple cycle)."""
    succ = [[] for _ in range(n)]
    for a, b in zip(src, dst):
        succ[a].append(b)
    for v in range(n):
        seen = {(v, 0)}
        stack = [(v, 0)]
        while stack:
            x, parity = stack.pop()
            for y in succ[x]:
                state = (y, 1 - parity)
                if state == (v, 1):
                    return True
                if state not in seen:
                    seen.add(state)
                    stack.append(state)
    return False


@given(
    st.integers(0, 9).flatmap(
        lambda n: st.tuples(
            st.just(n),
            st.lists(st.tuples(st.integers(0, n - 1), st.integers(0, n - 1)), max_size=3 * n)
            if n
            else st.just([]),
        )
    )
)
@example((1, [(0, 0)]))  # a self-attack is an odd cycle
@example((3, [(0, 1), (1, 0), (1, 2), (2, 1), (0, 2)]))  # even cycles, odd through 0->2
def test_odd_cycle_free_equals_the_definition(graph):
    n, edges = graph
    src, dst = [a for a, _ in edges], [b for _, b in edges]
    assert _native.odd_cycle_free(n, *_native.build_csr(n, src, dst)) == (
        not has_odd_closed_walk(n, src, dst)
    )


@st.composite
def bipartite_frameworks(draw, max_args=9):
    """Frameworks whose attacks all cross a 2-colouring: no odd cycle."""
    n = draw(st.integers(1, max_args))
    colour = draw(st.lists(st.booleans(), min_size=n, max_size=n))
    pairs = [(a, b) for a in range(n) for b in range(n) if colour[a] != colour[b]]
    chosen = draw(st.lists(st.sampled_from(pairs), unique=True)) if pairs else []
    names = [f"a{i}" for i in range(n)]
    return AF.from_attacks(names, [(names[a], names[b]) for a, b in chosen])


@pytest.mark.parametrize("code", ["PR", "SST", "STG"])
@given(af=bipartite_frameworks())
def test_coherence_without_odd_cycles(code, af):
    # Dung's theorem, checked on the oracle, and the count that relies on it
    stable = naive_extensions(af, "ST")
    assert naive_extensions(af, code) == stable
    assert count_extensions(af, code) == len(stable)


def test_an_early_count_serves_only_its_own_solver():
    from clinarg.dung._solver import SemanticsSolver

    frame = Frame(2, [0, 1], [1, 0], [0, 1])
    solver = SemanticsSolver("CO", frame)
    lone = Frame(1, [], [], [0])
    for stranger in (_count.ModelCount(frame, "ST"), _count.ModelCount(lone, "CO")):
        stranger.begin()
        with pytest.raises(ValueError, match="not this solver's"):
            solver.count(None, stranger)
        stranger.stop()
    own = _count.ModelCount(frame, "CO").begin()
    assert solver.count(None, own) == 3
    assert own.done  # used, and stopped
    # PR without odd cycles is counted as ST, with an early ST count
    pr = SemanticsSolver("PR", frame)
    assert pr.count(None, _count.ModelCount(frame, "ST").begin()) == 2


def _until_stopped(self, stop):
    """A ``ModelCount._work`` that ends only when stopped."""
    while not stop.raised:
        time.sleep(0.001)


def test_the_task_api_stops_the_early_count_on_every_exit():
    # A core count that ends only when stopped: clasp answers every task,
    # and a path that left the early count running would leave its thread
    af = AF.from_attacks(["a", "b", "c"], [("a", "b"), ("b", "a"), ("b", "c")])
    before = threading.active_count()
    with patch.object(_count.ModelCount, "_work", _until_stopped):
        for code in ("CO", "ST", "AD", "PR", "SST", "STG"):
            assert count_extensions(af, code) == len(naive_extensions(af, code))
    assert threading.active_count() == before


def test_on_a_dense_framework_clasp_counts_alone_first():
    # Every argument attacks every other: 5 arguments, 20 attacks, 4 per
    # argument; with the bar lowered to 3 it is dense.  clasp answers within
    # the head start (made long), so the compiled core's count never runs.
    n = 5
    attacks = [(f"a{i}", f"a{j}") for i in range(n) for j in range(n) if i != j]
    dense = AF.from_attacks([f"a{i}" for i in range(n)], attacks)
    sparse = AF.from_attacks(["a", "b", "c"], [("a", "b"), ("b", "a"), ("b", "c")])
    began = []
    real_begin = _count.ModelCount.begin

    def recording_begin(self):
        began.append(self.frame.n)
        return real_begin(self)

    with (
        patch.object(_count, "DENSE_ATTACKS_PER_ARGUMENT", 3),
        patch.object(_count, "DENSE_HEAD_START", 1000.0),
        patch.object(_count.ModelCount, "begin", recording_begin),
    ):
        assert _count.count_head_start(Frame.of(dense)) == 1000.0
        assert _count.count_head_start(Frame.of(sparse)) == 0.0
        for code in ("CO", "ST", "AD"):
            assert count_extensions(dense, code) == len(naive_extensions(dense, code))
        assert began == []
        # a sparse framework's count starts at once, before clasp's
        assert count_extensions(sparse, "CO") == len(naive_extensions(sparse, "CO"))
        assert began and began[0] == 3


def test_on_a_sparse_framework_the_counter_counts_alone_first(programs_built):
    # A count the compiled core ends within its lead builds no clasp
    # program (and so loads no clingo); one that has not ended by then (here
    # it ends only when stopped) is raced by clasp's, which answers.  The
    # count is the definition's either way.
    af = AF.from_attacks(list("abcd"), [("a", "b"), ("b", "a"), ("c", "d"), ("d", "c"), ("b", "c")])
    for code in ("CO", "ST", "AD"):
        assert count_extensions(af, code, scc=False) == len(naive_extensions(af, code))
    assert programs_built == []
    with (
        patch.object(_count, "SPARSE_CORE_LEAD", 0.01),
        patch.object(_count.ModelCount, "_work", _until_stopped),
    ):
        fresh = AF.from_attacks(af.names, list(af.attacks()))
        assert count_extensions(fresh, "CO", scc=False) == len(naive_extensions(af, "CO"))
    assert programs_built == ["com"]
