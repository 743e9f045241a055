"""Hypothesis strategies for quantitative bipolar argumentation frameworks."""

from __future__ import annotations

import json

import numpy as np
from hypothesis import strategies as st

from clinarg.qbaf import QBAF

SCORES = st.one_of(st.sampled_from([0.0, 1.0, 0.5]), st.floats(0.0, 1.0))


@st.composite
def qbaf_specs(draw, min_args=1, max_args=7, acyclic=None, weighted=None, max_weight=1.0):
    """``(base, attacks, supports)`` as plain Python data: base a dict name ->
    score, edges lists of ``(source, target, weight)``; never an edge that is
    both an attack and a support, never a repeated edge."""
    n = draw(st.integers(min_args, max_args))
    names = [f"a{i}" for i in range(n)]
    base = {x: draw(SCORES) for x in names}
    if acyclic is None:
        acyclic = draw(st.booleans())
    if weighted is None:
        weighted = draw(st.booleans())
    pairs = [(i, j) for i in range(n) for j in range(n) if (i < j if acyclic else True)]
    chosen = draw(st.lists(st.sampled_from(pairs), unique=True, max_size=3 * n)) if pairs else []
    attacks, supports = [], []
    for i, j in chosen:
        w = draw(st.floats(0.0, max_weight)) if weighted else 1.0
        kind = draw(st.booleans())
        (attacks if kind else supports).append((names[i], names[j], w))
    return base, attacks, supports


def build(spec) -> QBAF:
    base, attacks, supports = spec
    return QBAF.from_edges(base, attacks, supports)


def rebuilt(q: QBAF) -> QBAF:
    """``q`` rebuilt from its edge lists: new relation arrays, so nothing
    (condensation, merged parents, sweep layout) is shared with ``q`` or
    carried over from its edits."""
    a_src, a_dst, a_w = q.edge_arrays("attack")
    s_src, s_dst, s_w = q.edge_arrays("support")
    return QBAF.from_arrays(
        np.array(q.base),
        np.stack([a_src, a_dst], 1),
        np.stack([s_src, s_dst], 1),
        tuple(q.names),
        attack_weights=a_w,
        support_weights=s_w,
    )


def write_json(q: QBAF, path) -> None:
    """``q`` as a JSON argument-graph document at ``path`` (ids "0".."n-1",
    weights when ``q`` has them), for command-line tests."""

    def edges(kind):
        src, dst, w = q.edge_arrays(kind)
        weights = [[] for _ in src] if w is None else [[x] for x in w.tolist()]
        return [[str(u), str(v), *x] for u, v, x in zip(src.tolist(), dst.tolist(), weights)]

    doc = {
        "arguments": [{"id": str(i), "base_score": float(b)} for i, b in enumerate(q.base)],
        "attacks": edges("attack"),
        "supports": edges("support"),
    }
    path.write_text(json.dumps(doc))
