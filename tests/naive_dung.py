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
    return (
        frozenset(c)
        for c in chain.from_iterable(combinations(names, k) for k in range(len(names) + 1))
    )


# --------------------------------------------------------------------------
# Every semantics from its definition, by enumerating all subsets.


def range_of(af, s) -> frozenset:
    """S u S+: the members of ``s`` and everything they attack."""
    _, attacks = attack_sets(af)
    return frozenset(s) | frozenset(b for a, b in attacks if a in s)


def _maximal(sets):
    sets = list(sets)
    return [s for s in sets if not any(s < t for t in sets)]


def naive_extensions(af, code: str) -> set:
    """All extensions of ``af`` under the ICCMA semantics ``code``, as a set of frozensets.

    ``code`` is one of CF (conflict-free), AD, CO, GR, ST, PR, SST, STG, ID.
    """
    key = (af, code)
    if key not in _CACHE:
        if len(_CACHE) > 256:
            _CACHE.clear()
        _CACHE[key] = _naive_extensions(af, code)
    return _CACHE[key]


_CACHE: dict = {}


def _naive_extensions(af, code: str) -> set:
    attackers, attacks = attack_sets(af)
    names = frozenset(af.names)

    def cf(s):
        return not any((a, b) in attacks for a in s for b in s)

    def defended(s, x):
        return all(any((d, y) in attacks for d in s) for y in attackers[x])

    def rng(s):
        return frozenset(s) | frozenset(b for a, b in attacks if a in s)

    every = [s for s in subsets(af.names) if cf(s)]
    adm = [s for s in every if all(defended(s, x) for x in s)]
    com = [s for s in adm if all(x in s for x in names if defended(s, x))]
    if code == "CF":
        return set(every)
    if code == "AD":
        return set(adm)
    if code == "CO":
        return set(com)
    if code == "GR":
        return {grounded(af)}
    if code == "ST":
        return {s for s in every if rng(s) == names}
    if code == "PR":
        return set(_maximal(adm))
    if code == "SST":
        return {s for s in com if not any(rng(s) < rng(t) for t in com)}
    if code == "STG":
        return {s for s in every if not any(rng(s) < rng(t) for t in every)}
    if code == "ID":
        # Dung, Mancarella and Toni 2007: the maximal admissible set contained
        # in every preferred extension.
        common = frozenset.intersection(*_maximal(adm))
        return set(_maximal([s for s in adm if s <= common]))
    raise ValueError(code)


def naive_credulous(af, x, code) -> bool:
    return any(x in e for e in naive_extensions(af, code))


def naive_skeptical(af, x, code) -> bool:
    """``x`` is in every extension (vacuously true when there is none)."""
    return all(x in e for e in naive_extensions(af, code))
