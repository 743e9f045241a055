"""Framework families shared by the Dung tests and the benchmark."""

from __future__ import annotations

import random

from clinarg import AF


def dense_scc_chain(
    k: int = 150,
    size: int = 6,
    p: float = 0.5,
    links: int = 2,
    seed: int = 1,
    floating_tail: bool = False,
) -> AF:
    """``k`` dense strongly connected blocks of ``size`` arguments, each attacking the next.

    With ``floating_tail`` the last block attacks ``y1`` of an even cycle
    ``y1 <-> y2`` whose members both attack ``x``, which attacks ``q``: ``q``
    is then skeptically accepted under preferred semantics (floating
    reinstatement) while the chain has exponentially many preferred extensions.
    """
    rng = random.Random(seed)
    src, dst = [], []
    for c in range(k):
        base = c * size
        for i in range(size):
            src.append(base + i)
            dst.append(base + (i + 1) % size)  # a cycle keeps the block strongly connected
            for j in range(size):
                if i != j and rng.random() < p:
                    src.append(base + i)
                    dst.append(base + j)
        if c + 1 < k:
            for _ in range(links):
                src.append(base + rng.randrange(size))
                dst.append(base + size + rng.randrange(size))
    n = k * size
    if floating_tail:
        y1, y2, x, q = n, n + 1, n + 2, n + 3
        src += [n - 1, y1, y2, y1, y2, x]
        dst += [y1, y2, y1, x, x, q]
        n += 4
    return AF.from_arrays(n, src, dst)


def even_cycle_ring(k: int = 150) -> AF:
    """One strongly connected component with 2**k preferred extensions.

    Pairs ``a_i <-> b_i``; both attack ``x_i``, which attacks ``a_{i+1}`` and
    ``b_{i+1}`` (indices mod k).  Once pair i is decided ``x_i`` is OUT and
    pair i+1 is free, so enumerating cannot finish quickly and the SCC
    decomposition does not split it (used for timeout tests).  A ring is
    narrow, so the compiled core's component count takes it in
    milliseconds: :func:`random_mutual_attacks` is the counting timeout case.
    """
    src, dst = [], []
    for i in range(k):
        a, b, x = 3 * i, 3 * i + 1, 3 * i + 2
        a2, b2 = 3 * ((i + 1) % k), 3 * ((i + 1) % k) + 1
        src += [a, b, a, b, x, x]
        dst += [b, a, x, x, a2, b2]
    return AF.from_arrays(3 * k, src, dst)


def random_mutual_attacks(n: int = 300, degree: int = 2, seed: int = 3) -> AF:
    """Each argument and ``degree`` random others attack each other: a wide
    random graph with exponentially many complete and stable extensions,
    beyond both enumeration and the component count (used for counting
    timeout tests)."""
    rng = random.Random(seed)
    attacks = set()
    for i in range(n):
        for _ in range(degree):
            j = rng.randrange(n)
            if j != i:
                attacks |= {(i, j), (j, i)}
    src = [a for a, _ in sorted(attacks)]
    dst = [b for _, b in sorted(attacks)]
    return AF.from_arrays(n, src, dst)
