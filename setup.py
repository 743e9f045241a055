"""Only what pyproject.toml cannot say: the cffi extension module."""

from setuptools import setup

setup(cffi_modules=["bindings/build_native.py:ffibuilder"])
