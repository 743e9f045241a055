"""Slow, obviously right reference implementations of Dung semantics.

Everything here works on frozensets of argument names, straight from the
definitions (Dung 1995), and is meant for frameworks of at most ~12
arguments.  Fast code paths in clinarg are compared against these.
"""

from __future__ import annotations

from itertools import chain, combinations


def attack_sets(af):
    """``(attackers, attacks)``: dict name -> set of attackers, set of pairs."""
    attacks = set(af.attacks())
    attackers = {x: set() for x in af.names}
    for a, b in attacks:
        attackers[b].add(a)
    return attackers, attacks


def conflict_free(af, s) -> bool:
    _, attacks = attack_sets(af)
    return not any((a, b) in attacks for a in s for b in s)


def defends(af, s, x) -> bool:
    """Every attacker of ``x`` is attacked by some member of ``s``."""
    attackers, attacks = attack_sets(af)
    return all(any((d, y) in attacks for d in s) for y in attackers[x])


def characteristic(af, s) -> frozenset:
    """F(S) = {x | S defends x}."""
    return frozenset(x for x in af.names if defends(af, s, x))


def grounded(af) -> frozenset:
    """Least fixpoint of the characteristic function, iterated from the empty set."""
    s = frozenset()
    while True:
        nxt = characteristic(af, s)
        if nxt == s:
            return s
        s = nxt


def admissible(af, s) -> bool:
    return conflict_free(af, s) and all(defends(af, s, x) for x in s)


def subsets(names):
    names = list(names)
    return (frozenset(c) for c in chain.from_iterable(
        combinations(names, k) for k in range(len(names) + 1)))
