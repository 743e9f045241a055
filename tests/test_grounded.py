"""Grounded semantics in the compiled core against its definition."""

import re
from pathlib import Path

import numpy as np
import pytest
from hypothesis import given

import clinarg
from clinarg import AF, grounded_extension, grounded_labelling
from clinarg.dung.grounded import IN, OUT, UNDEC

from conftest import DATA
from naive_dung import admissible, attack_sets, characteristic, conflict_free, grounded
from strategies import frameworks


@given(frameworks(max_args=12))
def test_grounded_is_least_fixpoint_of_characteristic_function(af):
    assert grounded_extension(af) == grounded(af)


@given(frameworks(max_args=12))
def test_grounded_is_conflict_free_admissible_and_a_fixpoint(af):
    ext = grounded_extension(af)
    assert conflict_free(af, ext)
    assert admissible(af, ext)
    assert characteristic(af, ext) == ext


@given(frameworks(max_args=12))
def test_labelling_is_the_grounded_labelling(af):
    """OUT exactly when attacked by IN; IN exactly when every attacker is OUT."""
    label = grounded_labelling(af)
    attackers, _ = attack_sets(af)
    lab = {name: int(label[af.index(name)]) for name in af.names}
    for x in af.names:
        att = [lab[y] for y in attackers[x]]
        assert (lab[x] == OUT) == any(v == IN for v in att)
        assert (lab[x] == IN) == all(v == OUT for v in att)


def test_small_cases():
    assert grounded_extension(AF.from_attacks([], [])) == frozenset()
    assert grounded_extension(AF.from_attacks(["a"], [("a", "a")])) == frozenset()
    assert grounded_labelling(AF.from_attacks(["a"], [("a", "a")])).tolist() == [UNDEC]
    odd = AF.from_attacks("abc", [("a", "b"), ("b", "c"), ("c", "a")])
    assert grounded_extension(odd) == frozenset()
    chain = AF.from_arrays(5, [0, 1, 2, 3], [1, 2, 3, 4])
    assert grounded_extension(chain) == {"1", "3", "5"}


def test_long_chain_has_no_recursion_limit():
    n = 200_000
    af = AF.from_arrays(n, np.arange(n - 1), np.arange(1, n))
    label = grounded_labelling(af)
    assert (label[0::2] == IN).all() and (label[1::2] == OUT).all()


def _reference(path: Path):
    """Parse ICCMA 2015-2019 answers such as ``[[a2,a5],[]]``."""
    inner = path.read_text().strip()[1:-1]
    return [
        frozenset(x.strip() for x in body.split(",") if x.strip())
        for body in re.findall(r"\[([^\[\]]*)\]", inner)
    ]


@pytest.mark.parametrize("name", ["ex1", "ex2", "ex3"])
@pytest.mark.parametrize("ext", ["apx", "tgf"])
def test_probo_reference_grounded(name, ext):
    af = clinarg.read_af(DATA / "probo" / f"{name}.{ext}")
    expected = _reference(DATA / "probo" / "solutions" / f"{name}.apx.EE-GR")
    assert [grounded_extension(af)] == expected
    assert list(clinarg.extensions(af, "GR")) == expected
