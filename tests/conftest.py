"""Shared test configuration: hypothesis profiles and paths to test data."""

import os
from pathlib import Path

import pytest
from hypothesis import HealthCheck, settings

DATA = Path(__file__).resolve().parent / "data"

# "ci" (the default, and what .ci/run selects): derandomised and with no
# example database, so a green run is reproducible on every fresh clone and
# never depends on examples a previous run happened to find.
# "random": fresh random draws, for everyday development.
# "thorough": many random draws; run it before stopping a session:
#   CLINARG_HYPOTHESIS_PROFILE=thorough python -m pytest
_COMMON = dict(deadline=None, suppress_health_check=[HealthCheck.too_slow])
settings.register_profile("random", **_COMMON)
settings.register_profile("ci", derandomize=True, database=None, print_blob=True, **_COMMON)
settings.register_profile("thorough", max_examples=1000, **_COMMON)
settings.load_profile(os.environ.get("CLINARG_HYPOTHESIS_PROFILE", "ci"))


@pytest.fixture
def programs_built(monkeypatch):
    """The encoding names of the clasp programs (``dung._program.Program``)
    built while the test runs, in order."""
    from clinarg.dung import _program

    built = []
    build = _program.Program.__init__

    def recording(self, name, *args, **kwargs):
        built.append(name)
        build(self, name, *args, **kwargs)

    monkeypatch.setattr(_program.Program, "__init__", recording)
    return built
