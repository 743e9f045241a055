"""The kernel package itself: its on-disk cache and how it is specialised."""

from __future__ import annotations

import os
import shutil

from clinarg.qbaf import QBAF, strengths


def test_every_kernel_uses_the_package_cache_stamp():
    """Each kernel of clinarg.qbaf._kernels (the specialised copies too) is
    cached under one stamp of all the package's sources, not under its own
    file's: a driver inlines kernels of other files."""
    from clinarg.qbaf._kernels import _cache, builtin, structure

    assert _cache.LOCATORS, "numba's locator internals were not found"
    strengths(QBAF.from_edges({"a": 0.5, "b": 0.5}, attacks=[("a", "b"), ("b", "a")]))
    for kernel in (builtin(0, 0)._evaluate, builtin(0, 0)._layout_rows, structure._cone):
        locator = kernel._cache._impl.locator
        assert isinstance(locator, _cache.LOCATORS), type(locator)
        assert locator.get_source_stamp() == _cache.stamp()


def test_the_cache_stamp_changes_with_any_kernel_source(tmp_path, monkeypatch):
    """An edit of any kernel module, or of the codes they fold in, changes
    the stamp of every kernel (numba alone would only see the edited file's)."""
    from clinarg.qbaf._kernels import _cache

    here = tmp_path / "qbaf" / "_kernels"
    shutil.copytree(_cache._HERE, here, ignore=shutil.ignore_patterns("__pycache__"))
    for name in _cache._FOLDED_IN:
        shutil.copy(os.path.join(_cache._PARENT, name), here.parent / name)
    monkeypatch.setattr(_cache, "_HERE", str(here))
    monkeypatch.setattr(_cache, "_PARENT", str(here.parent))
    names = {os.path.basename(p) for p in _cache._sources()}
    assert {"semantics.py", "driver.py", "sweep.py", "_codes.py"} <= names
    before = _cache._digest(_cache._sources())
    for edited in (here / "semantics.py", here.parent / "_codes.py"):
        edited.write_text(edited.read_text() + "\n# edited\n")
        after = _cache._digest(_cache._sources())
        assert after != before
        before = after


def test_the_cache_stamp_is_taken_once_per_process(monkeypatch):
    """The stamp is read from the sources once: kernels compiled later in
    the process (specialised copies) come from the sources as first
    imported, so a later edit must not relabel them, and each kernel's
    decoration costs no further file system calls."""
    import pytest

    from clinarg.qbaf._kernels import _cache

    first = _cache.stamp()
    monkeypatch.setattr(_cache, "_sources", lambda: pytest.fail("the sources were read again"))
    assert _cache.stamp() == first


def test_no_kernel_takes_more_than_about_a_dozen_parameters():
    """The arrays a kernel reads come bundled (the driver took 42 parameters)."""
    import ast
    import pathlib

    from clinarg.qbaf import _kernels

    for path in pathlib.Path(_kernels.__file__).parent.glob("*.py"):
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.FunctionDef):
                assert len(node.args.args) <= 13, f"{path.name}: {node.name}"
