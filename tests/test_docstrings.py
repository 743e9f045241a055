"""Every docstring example in the installed package runs and gives what it shows."""

import doctest
import importlib
import pkgutil

import pytest

import clinarg

MODULES = sorted(
    m.name
    for m in pkgutil.walk_packages(clinarg.__path__, "clinarg.")
    if not m.name.startswith("clinarg._clinarg_core")
)


@pytest.mark.parametrize("name", MODULES)
def test_docstring_examples(name):
    module = importlib.import_module(name)
    result = doctest.testmod(module, optionflags=doctest.ELLIPSIS | doctest.NORMALIZE_WHITESPACE)
    assert result.failed == 0
