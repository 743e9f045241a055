"""How a framework's program reaches clingo, and how long clingo may take.

The facts of a framework go to clingo as aspif written by the compiled core,
through a pipe (as ASP text where the system has no ``/dev/fd``), and the
encoding is grounded over them; for an encoding in ``GROUND_PROGRAMS`` the
compiled core writes the whole ground program instead.  Only integer ids
reach clingo, never argument names.  Parsing and grounding, which clingo
cannot interrupt, run bounded by a deadline (:func:`bounded`).
"""

from __future__ import annotations

import atexit
import os
import threading
from functools import partial
from itertools import chain

from .. import _native
from .._deadline import remaining
from ..errors import SolverTimeout
from ._clingo import Control

__all__ = ["encoding", "facts_text", "give_program", "bounded", "abandoned"]

_ENCODINGS: dict[str, str] = {}


def encoding(name: str) -> str:
    """Text of ``encodings/<name>.lp`` from the installed package ``clinarg.encodings``.

    Read beside the package's ``__init__`` rather than through
    ``importlib.resources``, whose file reader imports ``zipfile`` (2-3 ms
    of every ``clinarg solve``); clinarg, with its compiled core, is always
    installed as files, never imported from a zip archive.
    """
    text = _ENCODINGS.get(name)
    if text is None:
        from .. import encodings

        path = os.path.join(os.path.dirname(encodings.__file__), f"{name}.lp")
        with open(path, encoding="utf-8") as f:
            text = f.read()
        _ENCODINGS[name] = text
    return text


def facts_text(n: int, src, dst) -> str:
    """ASP facts for a framework on ids ``0..n-1``: only integers, never names.

    Examples
    --------
    >>> print(facts_text(2, [0], [1]), end="")
    arg(0..1).
    att(0,1).
    """
    parts = [f"arg(0..{n - 1}).\n"] if n else []
    if len(src):
        pairs = tuple(chain.from_iterable(zip(src, dst)))
        parts.append(("att(%d,%d).\n" * len(src)) % pairs)
    return "".join(parts)


#: The facts reach clingo through a pipe, by its /dev/fd path; as ASP text
#: where the system has none.
FACTS_THROUGH_PIPE = os.path.isdir("/dev/fd")

#: Encodings whose ground program the compiled core writes itself, by the
#: function that writes it as aspif: clingo reads it without parsing the
#: encoding or grounding it.  The stable program is the one that answers
#: DC-ST and DS-ST, where on frameworks of a few hundred arguments reading
#: the facts and grounding took most of the time; the program written is a
#: clause per attack and one per argument over the ``in`` atoms, which clasp
#: also prepares and searches faster than the encoding's grounding with its
#: ``defeated/1`` atoms.  The other programs are written as gringo grounds
#: their encodings (:func:`clinarg._native.aspif_semantics`), in a fifth of
#: the time (``python benchmarks/dung_facts.py FILE`` compares the reading
#: and grounding).  Through the pipe only, like the aspif facts.
GROUND_PROGRAMS = {
    "stb": _native.aspif_stable,
    **{name: partial(_native.aspif_semantics, name) for name in _native.ASPIF_PROGRAMS},
}


def give_program(ctl: Control, name: str, n: int, src, dst, deadline: float | None) -> bool:
    """Give ``ctl`` the program of encoding ``name`` for the framework on ids
    ``0..n-1``, to be grounded next: the ground program the compiled core
    writes, where there is one (``GROUND_PROGRAMS``), else the encoding and
    the framework's facts.  True when the program given is the written one."""
    write_ground = GROUND_PROGRAMS.get(name) if FACTS_THROUGH_PIPE else None
    remaining(deadline)
    if write_ground is not None:
        # Writing takes time in proportion to the framework, like grounding
        # (0.7 s for three million arguments), so it is bounded the same way.
        written: list = []
        bounded(lambda: written.append(write_ground(n, src, dst)), deadline, "writing the program")
        load_aspif(ctl, written[0], deadline, "reading the program")
        return True
    ctl.add(encoding(name))
    add_facts(ctl, n, src, dst, deadline)
    return False


def add_facts(ctl: Control, n: int, src, dst, deadline: float | None) -> None:
    """Give ``ctl`` the facts of the framework on ids ``0..n-1``.

    They go as an aspif program, written by the compiled core, which clingo
    reads about twice as fast as the same facts in ASP text, with the same
    domains for the grounding of the encoding (``python
    benchmarks/dung_facts.py FILE`` compares the two); as text where the
    system has no ``/dev/fd``.
    """
    if not FACTS_THROUGH_PIPE:
        text = facts_text(n, src, dst)
        bounded(lambda: ctl.add(text), deadline, "reading the facts")
        return
    load_aspif(ctl, _native.aspif_facts(n, src, dst), deadline, "reading the facts")


def load_aspif(ctl: Control, program: bytes, deadline: float | None, what: str) -> None:
    """Give ``ctl`` an aspif ``program`` through a pipe, bounded by ``deadline``.

    clingo loads files by path only, so the program reaches it through a
    pipe (``/dev/fd/N``) that a thread feeds: nothing is written to disk,
    so nothing is left behind when the process is killed or ends on a
    timeout while clingo reads.
    """

    def feed(write_end: int) -> None:
        # blocking writes: the pipe takes them as clingo reads (clingo's
        # calls release the GIL); closing the pipe ends clingo's input
        try:
            view = memoryview(program)
            while view:
                view = view[os.write(write_end, view) :]
        except OSError:  # the reader has gone (clingo failed)
            pass
        finally:
            os.close(write_end)

    def load():
        # the pipe is made here, once bounded has found time left
        read_end, write_end = os.pipe()
        feeder = threading.Thread(target=feed, args=(write_end,), name="clinarg-aspif", daemon=True)
        feeder.start()
        try:
            ctl.load(f"/dev/fd/{read_end}")
        finally:
            os.close(read_end)  # a feeder still writing gets EPIPE and ends
            feeder.join()

    bounded(load, deadline, what)


def bounded(work, deadline: float | None, what: str) -> None:
    """Run ``work()`` (a long clingo call: parsing or grounding, which clingo
    cannot interrupt) so that the caller gives up at ``deadline``.

    clingo releases the GIL while it parses and grounds, so ``work`` runs in
    a daemon thread and the caller waits for it with the remaining time.  On
    timeout :class:`SolverTimeout` is raised at once; the abandoned call
    finishes in the background (see :func:`abandoned`).
    """
    if deadline is None:
        work()
        return
    failure: list[BaseException] = []

    def run():
        try:
            work()
        except BaseException as exc:  # handed to the caller below
            failure.append(exc)

    # Read the clock before the thread starts: a deadline found passed after
    # it would leave clingo running unrecorded, and the interpreter would
    # then finalise under it (a segmentation fault at exit).
    left = remaining(deadline, f"time limit reached before {what}")
    worker = threading.Thread(target=run, name="clinarg-clingo", daemon=True)
    worker.start()
    worker.join(left)
    if worker.is_alive():
        _ABANDONED.append(worker)
        raise SolverTimeout(f"time limit reached while {what}")
    if failure:
        raise failure[0]


_ABANDONED: list[threading.Thread] = []


def abandoned() -> bool:
    """True while a clingo call given up on by a timeout is still running.

    The interpreter must not finalise under such a call (clingo would run on
    freed state): at exit it is waited for, and the command line, which has
    nothing left to do, ends the process at once with ``os._exit`` instead.
    """
    _ABANDONED[:] = [w for w in _ABANDONED if w.is_alive()]
    return bool(_ABANDONED)


@atexit.register
def _wait_for_abandoned() -> None:
    for worker in _ABANDONED:
        worker.join()
