"""A search of the compiled core run in a thread of its own, beside clasp.

The local search for a stable extension (:mod:`clinarg.dung._walk`) and the
component counter (:mod:`clinarg.dung._count`) race clasp the same way
(:func:`clinarg.dung._program._race`): the C call runs in a thread (cffi
releases the GIL), sets the events it was given when it ends, reads a stop
flag, and is joined on every exit of the race.  :class:`ThreadedRival` is
that shared part; a subclass says what to run (``_work``) and reads its
value (``result``).
"""

from __future__ import annotations

import os
import threading

from .. import _native

__all__ = ["ThreadedRival", "available_cores"]

#: ``threading.stack_size`` is process-wide: one thread is created at a time.
_STACK_LOCK = threading.Lock()


def available_cores() -> int:
    """Processors this process may run on (its affinity where the OS has one):
    a rival runs beside clasp only where there is a second one."""
    try:
        return len(os.sched_getaffinity(0))
    except AttributeError:  # pragma: no cover - not Linux
        return os.cpu_count() or 1


class ThreadedRival:
    """``_work(stop)`` run once in a thread of its own; ``done`` once it has
    ended, every event given to :meth:`start` set then.

    ``stack_bytes`` (a class attribute) is the thread's C stack, ``None``
    for the default.  An exception ``_work`` raises is re-raised by
    :meth:`_value` in the caller's thread.

    Examples
    --------
    >>> class Answer(ThreadedRival):
    ...     def _work(self, stop):
    ...         return 42
    >>> rival = Answer()
    >>> ended = threading.Event()
    >>> rival.start(ended)
    >>> ended.wait(10), rival.done
    (True, True)
    >>> rival.stop()
    >>> rival._value()
    42
    """

    stack_bytes: int | None = None

    def __init__(self) -> None:
        self._flag = _native.StopFlag()
        self._thread: threading.Thread | None = None
        self._wakes: list[threading.Event] = []
        self._lock = threading.Lock()
        self._result = None
        self._error: BaseException | None = None
        self.done = False

    def _work(self, stop: _native.StopFlag):
        raise NotImplementedError

    def begin(self):
        """Start the thread (once); returns ``self``."""
        if self._thread is None:
            thread = threading.Thread(target=self._run, name=type(self).__name__, daemon=True)
            if self.stack_bytes is None:
                thread.start()
            else:
                with _STACK_LOCK:
                    previous = threading.stack_size(self.stack_bytes)
                    try:
                        thread.start()
                    finally:
                        threading.stack_size(previous)
            self._thread = thread
        return self

    def start(self, wake: threading.Event) -> None:
        """Start if not yet begun; ``wake`` is set when the work ends (at
        once if it has)."""
        with self._lock:
            self._wakes.append(wake)
            if self.done:
                wake.set()
        self.begin()

    def _run(self) -> None:
        try:
            self._result = self._work(self._flag)
        except BaseException as error:  # re-raised by _value() in the caller's thread
            self._error = error
        finally:
            with self._lock:
                self.done = True
                for wake in self._wakes:
                    wake.set()

    def stop(self) -> None:
        """Raise the stop flag and wait for the thread."""
        self._flag.raise_()
        if self._thread is not None:
            self._thread.join()

    def _value(self):
        """What ``_work`` returned, once ``done``."""
        if self._error is not None:
            raise self._error
        return self._result
