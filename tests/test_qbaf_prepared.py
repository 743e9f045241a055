"""The prepared problem: the engine builds a solve's structures one way and
owns them; the QBAF data model holds none, and contestation reuses one."""

import ast
import gc
import pathlib

import numpy as np
import pytest

import clinarg
from clinarg.qbaf import QBAF, _prepared, resolve_clashes, strengths
from clinarg.qbaf.contest import Contestation
from test_qbaf_layout import _random_contractive

from strategies_qbaf import rebuilt

MODEL = pathlib.Path(clinarg.__file__).parent / "qbaf" / "model.py"


def _imported_modules(path: pathlib.Path) -> set:
    """Every module an import statement of ``path`` names (nested ones too),
    relative imports by their dotted tail (``from . import _kernels``:
    ``_kernels``)."""
    names = set()
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.Import):
            names.update(a.name for a in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.module:
                names.add(node.module)
            names.update(a.name for a in node.names)
    return {part for name in names for part in name.split(".")}


def test_the_data_model_imports_no_solver_module():
    imported = _imported_modules(MODEL)
    assert not imported & {"numba", "_kernels", "_layout", "_native", "scc"}, imported
    # and the engine's prepared problem does not reach back into the model
    assert "model" not in _imported_modules(MODEL.parent / "_prepared.py")


def test_the_data_model_keeps_no_solver_structures():
    q = QBAF.from_edges({"a": 0.5, "b": 0.5}, attacks=[("a", "b"), ("b", "a")])
    strengths(q)
    held = {k for k in QBAF.__slots__ if getattr(q, k, None) is not None}
    # what a solve derives lives in the prepared problem, not on the framework
    assert not held & {"_out", "_cond", "_signed", "_layout"}
    p = _prepared.of(q)
    assert q.condensation() is p.condensation() and q.cyclic_layout() is p.layout()


class _Counter:
    """Counts the calls of a module function (monkeypatched)."""

    def __init__(self, monkeypatch, module, name):
        self.calls = 0
        real = getattr(module, name)

        def counted(*args, **kwargs):
            self.calls += 1
            return real(*args, **kwargs)

        monkeypatch.setattr(module, name, counted)


@pytest.fixture
def builds(monkeypatch):
    """Counters of the full builds: Tarjan over the whole graph, the
    successor CSR, the merged parents and the sweep layout."""
    from clinarg import _native
    from clinarg.qbaf import _kernels, _layout

    return {
        "condensation": _Counter(monkeypatch, _prepared, "components_of_csr"),
        "children": _Counter(monkeypatch, _native, "build_csr"),
        "signed": _Counter(monkeypatch, _kernels, "_merge_signed"),
        "layout": _Counter(monkeypatch, _layout, "build"),
    }


def _counts(builds) -> dict:
    return {k: c.calls for k, c in builds.items()}


def test_a_contestation_builds_the_structure_once_across_steps_that_keep_it(builds):
    q = _random_contractive(300, 1200, seed=5)
    c = Contestation(q, "qe", tol=1e-10)
    # one build of each piece: structure, then plan (a sum aggregation on
    # a cyclic graph sweeps in the layout)
    assert _counts(builds) == {"condensation": 1, "children": 1, "signed": 1, "layout": 1}
    prep = c._prepared
    for k in range(8):
        name = q.names[k]
        step = c.accept(name, 0.1 * k) if k % 2 else c.edit(name, base_score=0.05 * k)
        assert c._prepared is prep and _prepared.of(step.qbaf) is prep
    step = c.edit(q.names[9], text="reworded")
    assert c._prepared is prep
    assert _counts(builds) == {"condensation": 1, "children": 1, "signed": 1, "layout": 1}
    # the same strengths as a fresh framework solved from scratch
    fresh = rebuilt(step.qbaf)
    assert strengths(fresh, "qe", tol=1e-10).values.tobytes() == step.strengths.values.tobytes()


def test_structural_steps_derive_the_next_prepared_problem(builds):
    q = QBAF.from_arrays(
        np.linspace(0.1, 0.9, 40),
        attacks=[[i, i + 1] for i in range(0, 38, 2)],
        supports=[[i, i + 2] for i in range(1, 37, 2)],
    )
    c = Contestation(q, "qe")
    before = _counts(builds)
    old = c._prepared
    steps = [
        c.edit("3", attacks=["10"]),
        c.add("new", 0.4, supports=["7"]),
        c.reject("12"),
    ]
    # patched, not rebuilt: no Tarjan, successor CSR or merge over the graph
    assert _counts(builds) == before
    assert c._prepared is not old
    # registered for the new framework: evaluating it builds nothing either
    assert _prepared.of(steps[-1].qbaf) is c._prepared
    assert strengths(steps[-1].qbaf).values.tobytes() == steps[-1].strengths.values.tobytes()
    assert _counts(builds) == before


def test_frameworks_that_share_relations_share_the_prepared_problem(builds):
    q = QBAF.from_edges({"t": 0.5, "s": 0.6, "a": 0.6}, attacks=[("a", "t")], supports=[("s", "t")])
    strengths(q, "dfquad")
    calibrated = resolve_clashes(q, lambda clash: clash.supporter).qbaf
    assert not np.array_equal(calibrated.base, q.base)
    assert _prepared.of(calibrated) is _prepared.of(q)
    strengths(calibrated, "dfquad")
    assert builds["condensation"].calls == 1
    # another framework with equal relations but arrays of its own does not
    other = QBAF.from_edges(
        {"t": 0.5, "s": 0.6, "a": 0.6}, attacks=[("a", "t")], supports=[("s", "t")]
    )
    assert _prepared.of(other) is not _prepared.of(q)


def test_the_cache_lets_a_structure_go_with_its_frameworks():
    q = QBAF.from_edges({"a": 0.5, "b": 0.5}, attacks=[("a", "b"), ("b", "a")])
    strengths(q)
    gone = _prepared.of(q)
    key = tuple(map(id, (q.att_ptr, q.att_src, q.att_w, q.sup_ptr, q.sup_src, q.sup_w)))
    assert _prepared._CACHE[key] is gone
    del q
    gc.collect()
    assert all(p is not gone for p in _prepared._CACHE.values())
