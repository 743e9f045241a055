"""Shared test configuration: hypothesis profiles and paths to test data."""

import os
from pathlib import Path

from hypothesis import HealthCheck, settings

DATA = Path(__file__).resolve().parent / "data"

settings.register_profile(
    "default", deadline=None, suppress_health_check=[HealthCheck.too_slow])
settings.register_profile(
    "thorough", deadline=None, max_examples=1000,
    suppress_health_check=[HealthCheck.too_slow])
settings.load_profile(os.environ.get("CLINARG_HYPOTHESIS_PROFILE", "default"))
