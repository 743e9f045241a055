"""The ideal extension's counterexample-guided search against its definition.

`clinarg.dung._ideal` proves rejection only for the attackers of its answer;
these tests compare it with the brute-force definition (the maximal
admissible set contained in every preferred extension, tests/naive_dung.py)
on the whole framework and on the residue that grounded preprocessing leaves,
on sparse and dense frameworks with odd cycles and self-attacks.
"""

from hypothesis import example, given, settings
from hypothesis import strategies as st

import clinarg
from clinarg import AF
from clinarg.dung._frame import Frame
from clinarg.dung._ideal import ideal_extension
from clinarg.dung._program import Program

from naive_dung import naive_extensions
from strategies import frameworks


def _ideal(af) -> frozenset:
    frame = Frame.of(af)
    ids = ideal_extension(frame, Program("adm", frame.n, frame.src, frame.dst))
    return frozenset(af.names[i] for i in ids)


@settings(max_examples=300)
@given(frameworks(max_args=9))
@example(AF.from_attacks(["a0", "a1", "a2"], [("a0", "a1"), ("a1", "a2"), ("a2", "a0")]))
def test_search_gives_the_ideal_extension(af):
    (expected,) = naive_extensions(af, "ID")
    assert _ideal(af) == expected
    assert frozenset(clinarg.some_extension(af, "ID")) == expected


@settings(max_examples=150)
@given(st.integers(2, 9), st.floats(0.1, 0.9), st.integers(0, 10**6))
def test_dense_random_frameworks(n, p, seed):
    import random

    rng = random.Random(seed)
    names = [f"x{i}" for i in range(n)]
    attacks = [(a, b) for a in names for b in names if rng.random() < p]
    af = AF.from_attacks(names, attacks)
    (expected,) = naive_extensions(af, "ID")
    assert _ideal(af) == expected


def test_odd_cycle_members_attacking_each_other_are_rejected():
    # a -> b -> c -> a: the whole cycle defends itself but no member is in
    # any admissible set; d, attacked only by a, is not defended either.
    af = AF.from_attacks(list("abcd"), [("a", "b"), ("b", "c"), ("c", "a"), ("a", "d")])
    assert _ideal(af) == frozenset()


def test_reinstated_argument_is_ideal():
    # a <-> b, both attack c: no preferred-safe argument; e attacks itself and d,
    # f defends d against e: {d, f} is in every preferred extension.
    af = AF.from_attacks(
        list("abcdef"),
        [("a", "b"), ("b", "a"), ("a", "c"), ("b", "c"), ("e", "e"), ("e", "d"), ("f", "e")],
    )
    assert _ideal(af) == frozenset({"d", "f"})


def test_stable_witnesses_racing_from_the_start_give_the_ideal_extension(monkeypatch):
    """With no head start the stable program's search races every witness
    search from the start, and its stable extensions (admissible sets with
    some of the attackers asked about) are taken where they come first.
    Dense random frameworks with stable extensions, against the
    definition; some witnesses must be the stable search's."""
    import random

    from clinarg.dung import _program

    taken = []
    result = _program.WitnessSearch.result

    def recorded(self):
        found = result(self)
        taken.append(found)
        return found

    monkeypatch.setattr(_program.WitnessSearch, "result", recorded)
    rng = random.Random(20261204)
    checked = 0
    while checked < 60:
        n = rng.randint(3, 9)
        names = [f"x{i}" for i in range(n)]
        attacks = [(a, b) for a in names for b in names if a != b and rng.random() < 0.4]
        af = AF.from_attacks(names, attacks)
        if not naive_extensions(af, "ST"):
            continue
        (expected,) = naive_extensions(af, "ID")
        frame = Frame.of(af)

        def stable(frame=frame):
            return Program("stb", frame.n, frame.src, frame.dst)

        adm = Program("adm", frame.n, frame.src, frame.dst)
        ids = ideal_extension(frame, adm, stable=stable, head_start=0.0)
        assert frozenset(af.names[i] for i in ids) == expected
        checked += 1
    assert any(found is not None for found in taken)
