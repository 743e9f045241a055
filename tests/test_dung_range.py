"""Semi-stable and stage reasoning by range growth against the definitions.

SE for SST and STG takes a stable extension when there is one and otherwise
grows the range of a candidate by incremental calls; DC and DS loop over
maximal ranges, keeping the query status while the range grows.  These tests
compare every answer and witness with the brute-force definitions of
tests/naive_dung.py on dense frameworks with odd cycles and self-attacks
(where no stable extension exists and the growth does the work), with and
without grounded preprocessing.
"""

import random
from unittest.mock import patch

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import clinarg
from clinarg import AF
from clinarg.dung import _solver

from naive_dung import naive_credulous, naive_extensions, naive_skeptical, range_of

ODD = AF.from_attacks(
    list("abcde"), [("a", "b"), ("b", "c"), ("c", "a"), ("a", "d"), ("d", "e"), ("e", "d")]
)


def _dense(n, p, seed):
    rng = random.Random(seed)
    names = [f"x{i}" for i in range(n)]
    return AF.from_attacks(names, [(a, b) for a in names for b in names if rng.random() < p])


def _check(af, code, pre):
    exts = naive_extensions(af, code)
    found = clinarg.some_extension(af, code, grounded_preprocessing=pre)
    assert frozenset(found) in exts
    # CE: one count over the candidates of maximal range, whatever their number
    assert clinarg.count_extensions(af, code, grounded_preprocessing=pre) == len(exts)
    for x in af.names:
        dc = clinarg.credulous(af, x, code, grounded_preprocessing=pre)
        assert dc.accepted == naive_credulous(af, x, code)
        if dc.accepted:
            assert x in dc.witness and frozenset(dc.witness) in exts
        ds = clinarg.skeptical(af, x, code, grounded_preprocessing=pre)
        assert ds.accepted == naive_skeptical(af, x, code)
        if not ds.accepted:
            assert x not in ds.witness and frozenset(ds.witness) in exts


@pytest.mark.parametrize("code", ["SST", "STG"])
@settings(max_examples=60, deadline=None)
@given(n=st.integers(1, 8), p=st.floats(0.1, 0.7), seed=st.integers(0, 10**6), pre=st.booleans())
def test_range_growth_answers_match_the_definition(code, n, p, seed, pre):
    _check(_dense(n, p, seed), code, pre)


@pytest.mark.parametrize("code", ["SST", "STG"])
@settings(max_examples=60, deadline=None)
@given(n=st.integers(1, 8), p=st.floats(0.1, 0.7), seed=st.integers(0, 10**6))
def test_range_queries_match_the_definition_with_the_maximising_copy(code, n, p, seed):
    """From round SPLIT_AFTER_ROUNDS on, a second program without blocking
    clauses takes the maximising calls; small frameworks rarely reach that
    round, so here it is the first."""
    with patch.object(_solver, "SPLIT_AFTER_ROUNDS", 1):
        _check(_dense(n, p, seed), code, False)


@pytest.mark.parametrize("code", ["SST", "STG"])
@settings(max_examples=60, deadline=None)
@given(n=st.integers(1, 9), p=st.floats(0.1, 0.7), seed=st.integers(0, 10**6), pre=st.booleans())
def test_range_queries_from_the_list_of_maximal_ranges_match_the_definition(code, n, p, seed, pre):
    """After LIST_RANGES_AFTER_ROUNDS rounds a query lists the maximal
    ranges, blocks their strict subsets and asks once; small frameworks
    rarely get that far, so here they list at the first round."""
    with patch.object(_solver, "LIST_RANGES_AFTER_ROUNDS", 0):
        _check(_dense(n, p, seed), code, pre)


@pytest.mark.parametrize("code", ["SST", "STG"])
@settings(max_examples=30, deadline=None)
@given(n=st.integers(1, 9), p=st.floats(0.1, 0.7), seed=st.integers(0, 10**6))
def test_range_queries_with_more_ranges_than_listed_search_on(code, n, p, seed):
    with (
        patch.object(_solver, "LIST_RANGES_AFTER_ROUNDS", 0),
        patch.object(_solver, "MAX_RANGES_LISTED", 1),
    ):
        _check(_dense(n, p, seed), code, False)


def test_the_maximal_ranges_are_listed_once_per_framework():
    # two 3-cycles: 9 maximal stage ranges, no stable extension; every DC/DS
    # query and the count use the one list
    af = AF.from_attacks(
        list("abcdef"),
        [("a", "b"), ("b", "c"), ("c", "a"), ("d", "e"), ("e", "f"), ("f", "d")],
    )
    from clinarg.dung._program import Program

    listed = []

    original = Program.maximal_ranges

    def counted(self, *args, **kwargs):
        listed.append(1)
        return original(self, *args, **kwargs)

    with (
        patch.object(_solver, "LIST_RANGES_AFTER_ROUNDS", 0),
        patch.object(Program, "maximal_ranges", counted),
    ):
        for x in af.names:
            assert clinarg.credulous(af, x, "STG").accepted == naive_credulous(af, x, "STG")
            assert clinarg.skeptical(af, x, "STG").accepted == naive_skeptical(af, x, "STG")
        assert clinarg.count_extensions(af, "STG") == len(naive_extensions(af, "STG")) == 9
    assert len(listed) == 1


@pytest.mark.parametrize("code", ["SST", "STG"])
def test_no_stable_extension_range_is_grown(code):
    # The 3-cycle leaves no stable extension: {d} or {e} alone do not have
    # the full range, so SE must grow a candidate's range to a maximal one.
    assert clinarg.some_extension(ODD, "ST") is None
    _check(ODD, code, True)


@pytest.mark.parametrize("code", ["SST", "STG"])
def test_several_maximal_ranges_are_counted_in_one_call(code):
    # {a} and {b} have the incomparable ranges {a, b, c} and {a, b, d}, and
    # the self-attackers c and d leave no stable extension
    af = AF.from_attacks(
        list("abcd"), [("a", "b"), ("b", "a"), ("a", "c"), ("b", "d"), ("c", "c"), ("d", "d")]
    )
    assert len({range_of(af, e) for e in naive_extensions(af, code)}) == 2
    _check(af, code, True)
    _check(af, code, False)


@pytest.mark.parametrize("code", ["SST", "STG"])
@settings(max_examples=60, deadline=None)
@given(n=st.integers(1, 8), p=st.floats(0.05, 0.5), seed=st.integers(0, 10**6))
def test_with_a_stable_extension_the_range_tasks_are_the_stable_ones(code, n, p, seed):
    # Every semi-stable and stage extension is stable when a stable one
    # exists, so SE, DC and DS agree with ST and SE returns a stable extension.
    af = _dense(n, p, seed)
    stable = naive_extensions(af, "ST")
    if not stable:
        return
    assert naive_extensions(af, code) == stable
    assert frozenset(clinarg.some_extension(af, code)) in stable
    for x in af.names:
        for ask in (clinarg.credulous, clinarg.skeptical):
            got, want = ask(af, x, code), ask(af, x, "ST")
            assert got.accepted == want.accepted
            if got.witness is not None:
                assert frozenset(got.witness) in stable


@pytest.mark.parametrize("name", ["sst", "stg"])
@settings(max_examples=40, deadline=None)
@given(n=st.integers(1, 8), p=st.floats(0.1, 0.7), seed=st.integers(0, 10**6))
def test_each_model_of_the_range_programs_has_a_maximal_range(name, n, p, seed):
    # DC/DS for SST and STG trust the domain heuristic to make every model's
    # range subset-maximal among the models a call admits (under assumptions).
    from clinarg.dung._program import Program

    from naive_dung import range_of

    af = _dense(n, p, seed)
    src, dst = af.attack_arrays()
    prog = Program(name, n, src, dst)
    exts = naive_extensions(af, "SST" if name == "sst" else "STG")
    ranges = {range_of(af, e) for e in exts}
    names = af.names
    ext, rng = prog.first([], maximise=True)
    assert frozenset(names[i] for i in rng) in ranges
    assert range_of(af, frozenset(names[i] for i in ext)) == frozenset(names[i] for i in rng)
    # Under an assumption the range is maximal among the candidates meeting it.
    for x in range(n):
        found = prog.first(prog.assumptions(false_in=[x]), maximise=True)
        if found is None:
            continue
        rng = frozenset(names[i] for i in found[1])
        assert names[x] not in {names[i] for i in found[0]}
        assert not any(rng < range_of(af, s) for s in _candidates(af, name) if names[x] not in s)


@pytest.mark.parametrize("name", ["sst", "stg"])
@settings(max_examples=40, deadline=None)
@given(n=st.integers(1, 8), p=st.floats(0.1, 0.7), seed=st.integers(0, 10**6))
def test_maximal_ranges_lists_each_maximal_range_once(name, n, p, seed):
    # CE-SST/STG count range by range over what maximal_ranges gives: each
    # maximal range of the semantics exactly once, as a byte mask per range.
    from clinarg.dung._program import Program

    from naive_dung import range_of

    af = _dense(n, p, seed)
    src, dst = af.attack_arrays()
    k, masks = Program(name, n, src, dst).maximal_ranges()
    assert len(masks) == k * n and set(masks) <= {0, 1}
    got = [frozenset(af.names[i] for i in range(n) if masks[r * n + i]) for r in range(k)]
    exts = naive_extensions(af, "SST" if name == "sst" else "STG")
    assert sorted(got, key=sorted) == sorted({range_of(af, e) for e in exts}, key=sorted)


def _candidates(af, name):
    from naive_dung import characteristic, conflict_free, subsets

    for s in subsets(af.names):
        if not conflict_free(af, s):
            continue
        if name == "stg" or characteristic(af, s) == s:
            yield s


@settings(max_examples=40, deadline=None)
@given(n=st.integers(33, 60), seed=st.integers(0, 10**6))
def test_many_assumptions_index_the_literal_arrays_like_the_symbols(n, seed):
    from clinarg.dung._program import Program

    rng = random.Random(seed)
    af = _dense(n, 0.05, seed)
    src, dst = af.attack_arrays()
    prog = Program("stg", n, src, dst)
    true_in = rng.sample(range(n), rng.randrange(0, 12))
    false_in = rng.sample(range(n), rng.randrange(0, 12))
    true_rng = rng.sample(range(n), rng.randrange(12, n))
    many = prog.assumptions(true_in=true_in, false_in=false_in, true_rng=true_rng)
    few = []
    for k in range(0, max(len(true_in), len(false_in), len(true_rng)), 10):
        few += prog.assumptions(true_in=true_in[k : k + 10])
        few += prog.assumptions(true_rng=true_rng[k : k + 10])
        few += prog.assumptions(false_in=false_in[k : k + 10])
    assert sorted(many) == sorted(few)


def test_a_candidate_of_full_range_is_a_witness_without_the_stable_program():
    # a -> b: the candidate {a} has range {a, b}, so it is stable and a stage
    # extension; no stable program need be grounded to confirm the query.
    from clinarg.dung._plans import _plan, check_options

    af = AF.from_attacks("ab", [("a", "b")])
    opts = check_options({"grounded_preprocessing": False})
    for code in ("SST", "STG"):
        found = clinarg.credulous(af, "a", code, grounded_preprocessing=False)
        assert found.accepted and found.witness == {"a"}
        assert "stb" not in _plan(af, code, opts).solver._programs


@pytest.mark.parametrize("code", ["SST", "STG"])
@settings(max_examples=60, deadline=None)
@given(n=st.integers(1, 9), p=st.floats(0.1, 0.7), seed=st.integers(0, 10**6))
def test_counts_over_maximal_ranges_in_the_core_and_in_clasp_agree(code, n, p, seed):
    # the compiled core counts each maximal range's extensions; past its
    # depth bound clasp counts them in one call: both equal the definition
    from clinarg.dung import _count

    af = _dense(n, p, seed)
    expected = len(naive_extensions(af, code))
    assert clinarg.count_extensions(af, code, grounded_preprocessing=False) == expected
    with patch.object(_count, "MAX_DEPTH", 0):
        assert clinarg.count_extensions(af, code, grounded_preprocessing=False) == expected


@settings(max_examples=150, deadline=None)
@given(
    n=st.integers(1, 9),
    p=st.floats(0.05, 0.7),
    seed=st.integers(0, 10**6),
    picks=st.lists(st.integers(0, 2**9 - 1), min_size=1, max_size=4),
)
def test_range_counts_in_the_core_follow_the_definition_on_any_range(n, p, seed, picks):
    # The core counts, for each given range, the conflict-free sets (STG) or
    # complete extensions (SST) whose range it is exactly; unit propagation
    # fixes most of a range's formula first.  Ranges of random sets (so
    # counts are often non-zero), and random sets that may be no range.
    from clinarg import _native

    af = _dense(n, p, seed)
    names = af.names
    ranges = []
    for k, pick in enumerate(picks):
        chosen = {names[i] for i in range(n) if pick >> i & 1}
        ranges.append(range_of(af, chosen) if k % 2 == 0 else frozenset(chosen))
    block = bytes(int(x in r) for r in ranges for x in names)
    _, _, in_ptr, in_idx = _native.build_csr(n, *af.attack_arrays())
    for code, members in (("STG", "CF"), ("SST", "CO")):
        sets = naive_extensions(af, members)
        expected = sum(1 for r in ranges for s in sets if range_of(af, s) == r)
        assert _native.count_in_ranges(n, in_ptr, in_idx, code, block) == expected


def test_range_counts_refuse_a_ragged_block():
    from clinarg import _native
    from clinarg.errors import ParameterError

    _, _, in_ptr, in_idx = _native.build_csr(2, [0, 1], [1, 0])
    with pytest.raises(ParameterError, match="whole number of ranges"):
        _native.count_in_ranges(2, in_ptr, in_idx, "STG", bytes([1, 1, 1]))
    with pytest.raises(ParameterError, match="semantics must be one of"):
        _native.count_in_ranges(2, in_ptr, in_idx, "PR", bytes([1, 1]))
    assert _native.count_in_ranges(2, in_ptr, in_idx, "SST", b"") == 0


def test_one_maximal_range_with_many_extensions_is_counted_in_the_core():
    # even_cycle_ring(k) has 2**k + 1 stable extensions (the definition
    # agrees for k = 2, 3); a self-attacker z keeps them from being stable in
    # the whole, and the one maximal range (the ring) holds all of them, as
    # semi-stable and as stage extensions: too many for clasp to enumerate
    from dung_instances import even_cycle_ring

    for k in (2, 3, 150):
        ring = even_cycle_ring(k)
        af = AF.from_attacks([*ring.names, "z"], [*ring.attacks(), ("z", "z")])
        if k < 150:
            assert len(naive_extensions(af, "SST")) == 2**k + 1
        for code in ("SST", "STG"):
            assert clinarg.count_extensions(af, code, timeout=10) == 2**k + 1


@pytest.mark.parametrize("code", ["SST", "STG"])
def test_with_a_stable_extension_the_count_lists_no_range(code):
    # The probe finds a stable extension ({a, c}: a and b both attack the
    # self-attacker e, whose odd cycle keeps the count off the stable
    # program alone), so CE counts the stable extensions and never lists
    # the maximal ranges.
    from clinarg.dung._program import Program

    attacks = [("a", "b"), ("b", "a"), ("c", "d"), ("d", "c"), ("e", "e"), ("a", "e"), ("b", "e")]
    af = AF.from_attacks(list("abcde"), attacks)
    with patch.object(Program, "maximal_ranges", side_effect=AssertionError("listed")):
        assert clinarg.count_extensions(af, code, scc=False) == 4 == len(naive_extensions(af, code))


@pytest.mark.parametrize("code", ["SST", "STG"])
@pytest.mark.parametrize("probe", [0.0, 0.1])
@settings(max_examples=40, deadline=None)
@given(n=st.integers(1, 8), p=st.floats(0.05, 0.6), seed=st.integers(0, 10**6))
def test_range_counts_with_and_without_time_to_look_for_a_stable_extension(code, probe, n, p, seed):
    # With no time for the stable probe the count lists the ranges and
    # learns there whether a stable extension exists; either way the count
    # is the definition's.
    af = _dense(n, p, seed)
    with patch.object(_solver, "STABLE_PROBE", probe):
        got = clinarg.count_extensions(af, code, scc=False, grounded_preprocessing=False)
    assert got == len(naive_extensions(af, code))
