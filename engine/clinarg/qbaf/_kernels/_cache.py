"""One on-disk cache stamp for all the kernel modules.

numba (``cache=True``) invalidates a cached kernel when the source file that
defines it changes, and only then: a kernel that inlines or calls kernels of
other files (the drivers inline the node update of :mod:`.semantics`, the
stopping rule of :mod:`.observe`, ...) and the integer codes it folds in
(:mod:`clinarg.qbaf._codes`) would be loaded stale after an edit of those
files.  This module gives every kernel defined in this package one source
stamp, a hash of all the package's files and of the modules they take
compile-time values from, so that an edit of any of them recompiles them
all, as when the kernels were one file.

It registers, ahead of numba's own, a subclass of each of numba's
file-backed cache locators (the in-tree ``__pycache__`` one, the
``NUMBA_CACHE_DIR`` one, the user-wide one) that accepts only functions
defined in this package and differs only in its stamp; the cache files stay
where numba puts them.  ``_kernels/__init__.py`` imports this module first,
so it runs before any kernel is decorated (numba picks a kernel's locator
when it is decorated).  ``tests/test_qbaf_layout.py`` checks that the
kernels use it (a numba that renames these internals fails that test instead
of silently keeping the per-file stamp).
"""

from __future__ import annotations

import functools
import hashlib
import os

from numba.core import caching

_HERE = os.path.dirname(os.path.abspath(__file__))
_PARENT = os.path.dirname(_HERE)

#: Files outside the package whose values the kernels fold in at compile time.
_FOLDED_IN = ("_codes.py", "_config.py", "_lowlevel.py")


def _sources() -> list[str]:
    own = sorted(f for f in os.listdir(_HERE) if f.endswith(".py"))
    return [os.path.join(_HERE, f) for f in own] + [os.path.join(_PARENT, f) for f in _FOLDED_IN]


def _digest(paths) -> bytes:
    digest = hashlib.sha256()
    for path in paths:
        with open(path, "rb") as f:
            digest.update(f.read())
    return digest.digest()


@functools.cache
def stamp() -> bytes:
    """A hash of every source the kernels are compiled from, taken once per
    process: the kernels in memory are compiled from the sources as first
    read, so an edit made while the process runs must not label the kernels
    it compiles later (:func:`.specialise.builtin`) as the new sources'."""
    return _digest(_sources())


class _PackageStamp:
    """Mixin: only this package's functions, one stamp for all of them."""

    @classmethod
    def from_function(cls, py_func, py_file):
        if os.path.dirname(os.path.abspath(py_file)) != _HERE:
            return None
        return super().from_function(py_func, py_file)

    def get_source_stamp(self):
        return stamp()


def _register() -> tuple:
    impl = getattr(caching, "CacheImpl", None) or getattr(caching, "_CacheImpl", None)
    mixin = getattr(caching, "_SourceFileBackedLocatorMixin", None)
    if impl is None or mixin is None:
        return ()
    ours = tuple(
        type("Kernels" + base.__name__.lstrip("_"), (_PackageStamp, base), {})
        for base in impl._locator_classes
        if issubclass(base, mixin)
        and base.get_source_stamp is mixin.get_source_stamp
        and not issubclass(base, _PackageStamp)
    )
    impl._locator_classes[:0] = ours
    return ours


#: The locator classes registered (empty if this numba lacks the internals).
LOCATORS = _register()
