"""Hypothesis strategies for argumentation frameworks.

``frameworks()`` draws a framework with explicit size bounds.  It mixes a
random attack relation with planted structure that stresses semantics:
self-attacks, odd and even cycles, and isolated arguments.  It shrinks
towards fewer arguments and fewer attacks.
"""

from __future__ import annotations

from hypothesis import strategies as st

from clinarg import AF

NAME_ALPHABET = st.characters(codec="utf-8", exclude_categories=("Cs",))


def edge_lists(n: int):
    """Up to ``3 n`` edges ``(a, b)`` on nodes ``0..n-1``, repeats and loops included."""
    if not n:
        return st.just([])
    return st.lists(st.tuples(st.integers(0, n - 1), st.integers(0, n - 1)), max_size=3 * n)


@st.composite
def frameworks(draw, min_args: int = 0, max_args: int = 12, names=None):
    """An :class:`clinarg.AF` with ``min_args``..``max_args`` arguments.

    Parameters
    ----------
    names : strategy of str, optional
        Strategy for argument names (default ``a0``, ``a1``, ...).
    """
    if not 0 <= min_args <= max_args:
        raise ValueError("need 0 <= min_args <= max_args")
    n = draw(st.integers(min_args, max_args))
    if names is None:
        labels = [f"a{i}" for i in range(n)]
    else:
        labels = draw(st.lists(names, min_size=n, max_size=n, unique=True))
    attacks: set[tuple[int, int]] = set()
    if n:
        density = draw(st.sampled_from([0.0, 0.1, 0.2, 0.35, 0.6]))
        pairs = draw(
            st.lists(
                st.tuples(st.integers(0, n - 1), st.integers(0, n - 1)),
                max_size=int(density * n * n) + 1,
            )
        )
        attacks.update(pairs)
        # planted structure: a cycle of a drawn length (odd or even) and self-attacks
        if draw(st.booleans()):
            length = draw(st.integers(1, n))
            start = draw(st.integers(0, n - 1))
            cyc = [(start + k) % n for k in range(length)]
            attacks.update(zip(cyc, cyc[1:] + cyc[:1]))
        for x in draw(st.lists(st.integers(0, n - 1), max_size=2)):
            attacks.add((x, x))
    src = [a for a, _ in sorted(attacks)]
    dst = [b for _, b in sorted(attacks)]
    return AF.from_arrays(labels, src, dst)


names_with_asp_syntax = st.one_of(
    st.sampled_from(["a). #false. b(", '"', "%", "x,y", "ünïcødé", "arg(a).", " ", "#", "\\"]),
    st.text(NAME_ALPHABET, min_size=1, max_size=8),
)
