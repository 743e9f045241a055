"""The protocols ``clinarg evaluate`` can run: a name -> function registry.

A protocol is a function ``run(payload, options, deadline) -> outcome``:

``payload``
    What one item needs, as plain data (dicts, lists, strings, numbers and
    numpy arrays: it crosses process and machine boundaries).
``options``
    The run's settings for this protocol (plain data too), with ``setting``
    naming the variant (``"argmed"``, ``"direct"``, ``"cot"``...).
``deadline``
    A :mod:`clinarg._deadline` deadline (``None``: no limit) to pass on to
    the solvers.

The outcome is a dict with ``answer`` and optionally ``abstained``,
``backend`` (``calls``, ``failed_calls``, ``tokens``) and ``detail``; the
harness adds the id, the reference, ``correct``, the status and the timings.
A protocol raises on failure; the harness records the error in the item's
row.  New protocols (``plan``) plug in with :func:`register`.

Examples
--------
>>> def echo(payload, options, deadline):
...     return {"answer": payload["question"]}
>>> _ = register(Protocol("echo-doc", echo, inputs=("medqa",)))
>>> PROTOCOLS["echo-doc"].run({"question": "q"}, {}, None)
{'answer': 'q'}
>>> del PROTOCOLS["echo-doc"]
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from ...errors import ParameterError

__all__ = ["Protocol", "PROTOCOLS", "register", "GRAPHS"]

#: The input kind of the solver protocols: a folder of argument graphs.
GRAPHS = "graphs"


@dataclass(frozen=True)
class Protocol:
    """One entry of the registry.

    Attributes
    ----------
    name : str
        The ``clinarg evaluate`` PROTOCOL argument.
    run : callable
        ``run(payload, options, deadline) -> dict`` (see the module).
    inputs : tuple of str
        Data-set formats it reads (:data:`clinarg.commands.evaluate.datasets.FORMATS`
        names) or :data:`GRAPHS`.
    settings : tuple of str
        The variants it can run (the first is the default); each item is run
        once per setting asked for.
    score : callable, optional
        ``score(outcome, reference) -> dict``: measures of an item that need
        its reference answer (which ``run`` never sees), merged into the
        row's ``detail``.
    """

    name: str
    run: Callable[[dict, dict, float | None], dict]
    inputs: tuple[str, ...]
    settings: tuple[str, ...] = ("default",)
    score: Callable[[dict, str], dict] | None = None


PROTOCOLS: dict[str, Protocol] = {}


def register(protocol: Protocol) -> Protocol:
    """Add ``protocol`` to the registry (a name may be registered once)."""
    if not isinstance(protocol, Protocol):
        raise ParameterError("register takes a Protocol")
    if protocol.name in PROTOCOLS:
        raise ParameterError(f"protocol {protocol.name!r} is already registered")
    PROTOCOLS[protocol.name] = protocol
    return protocol


def _builtin():
    from . import protocols as p

    for protocol in (
        Protocol("solve", p.run_solve, inputs=(GRAPHS,)),
        Protocol("strengths", p.run_strengths, inputs=(GRAPHS,)),
        Protocol(
            "reason",
            p.run_reason,
            inputs=("medqa", "pubmedqa", "mcq5"),
            settings=("argmed", "direct", "cot"),
        ),
        Protocol("diagnose", p.run_diagnose, inputs=("staged",)),
        Protocol("debate", p.run_debate, inputs=("mcq5", "medqa"), score=p.score_debate),
    ):
        PROTOCOLS[protocol.name] = protocol


_builtin()
