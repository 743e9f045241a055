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

__all__ = ["Protocol", "PROTOCOLS", "register", "plan_protocol", "GRAPHS"]

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
    graded : bool
        Whether an answer equal to the reference is ``correct`` (default).
        ``False`` for a protocol whose reference is not an answer to match
        (``plan``: a reference plan text, measured by the ``detail``
        metrics); its rows have ``correct`` null.
    report : tuple of str
        ``detail`` fields printed after the summary table, each with its
        mean and 95% interval.
    """

    name: str
    run: Callable[[dict, dict, float | None], dict]
    inputs: tuple[str, ...]
    settings: tuple[str, ...] = ("default",)
    score: Callable[[dict, str], dict] | None = None
    graded: bool = True
    report: tuple[str, ...] = ()


PROTOCOLS: dict[str, Protocol] = {}


def register(protocol: Protocol) -> Protocol:
    """Add ``protocol`` to the registry (a name may be registered once)."""
    if not isinstance(protocol, Protocol):
        raise ParameterError("register takes a Protocol")
    if protocol.name in PROTOCOLS:
        raise ParameterError(f"protocol {protocol.name!r} is already registered")
    PROTOCOLS[protocol.name] = protocol
    return protocol


def plan_protocol(name: str, extra_metrics: dict) -> Protocol:
    """The ``plan`` protocol with extra metrics, to :func:`register` under ``name``.

    ``extra_metrics`` maps a name to ``fn(reference, generated, context) ->
    float`` (AlignScore, MEDCON, which need models this package cannot
    ship); each becomes a ``detail`` field reported with its mean and
    interval.  The local pool's workers inherit a protocol registered at run
    time (they fork); with Ray the functions must pickle.

    Examples
    --------
    >>> p = plan_protocol("plan-words", {"words": lambda ref, gen, ctx: len(gen.split())})
    >>> p.inputs, p.report[-1]
    (('careplan',), 'words')
    """
    import functools

    from . import protocols as p

    if not isinstance(extra_metrics, dict) or not all(callable(f) for f in extra_metrics.values()):
        raise ParameterError("extra_metrics maps metric names to callables")
    return Protocol(
        name,
        functools.partial(p.run_plan, extra_metrics=dict(extra_metrics)),
        inputs=("careplan",),
        graded=False,
        report=p.PLAN_REPORT + tuple(extra_metrics),
    )


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
        Protocol("plan", p.run_plan, inputs=("careplan",), graded=False, report=p.PLAN_REPORT),
    ):
        PROTOCOLS[protocol.name] = protocol


_builtin()
