"""Where the jobs run: in this process, a local process pool, or a Ray cluster.

Every executor is a callable ``execute(jobs) -> iterator of rows`` that
yields each row as soon as its item finishes (no waiting for the slowest),
so the caller writes it before the next one arrives.  The rows do not depend
on the executor apart from their ``timing``.

The local pool is the harness's own: one pipe per worker, so the parent
always knows which item each worker holds.  A worker that dies (killed, out
of memory, a crash in native code) is replaced and its item run again, up to
``max_deaths`` times, then recorded as failed; an item past its timeout (plus
a grace period for the protocol's own deadline to act) has its worker killed
and is recorded with status ``timeout``.  Ray gives the same guarantees with
its task retries and ``ray.cancel``.
"""

from __future__ import annotations

import collections
import multiprocessing
import os
import signal
import time
from collections.abc import Iterable, Iterator
from multiprocessing.connection import wait

from ...errors import ParameterError
from .runner import failed_row, run_job

__all__ = ["serial", "LocalPool", "RayExecutor", "GRACE"]

#: Seconds an item may run past its timeout before its worker is killed: the
#: protocol's own deadline normally ends it first, with a cleaner message.
GRACE = 2.0


def serial(jobs: Iterable[dict]) -> Iterator[dict]:
    """Run the jobs one by one in this process (the timeout is cooperative:
    the protocols pass it to the solvers; nothing is killed).  ``diagnose``
    and ``debate`` take no deadline: here their items run to the end and are
    marked ``timeout`` only afterwards, if they overran (the local pool and
    Ray stop them)."""
    for job in jobs:
        yield run_job(job)


def _worker_main(conn) -> None:
    # Ctrl-C reaches the whole process group: the parent decides what stops.
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    while True:
        try:
            chunk = conn.recv()
        except EOFError:
            return
        if chunk is None:
            return
        for job in chunk:  # each row goes back as soon as it is done
            conn.send(run_job(job))


class _Worker:
    def __init__(self, ctx):
        self.conn, child = ctx.Pipe(duplex=True)
        self.process = ctx.Process(target=_worker_main, args=(child,), daemon=True)
        self.process.start()
        child.close()
        self.jobs: list[dict] = []  # given and not answered yet, in order
        self.kill_at: float | None = None
        self.started = 0.0

    @property
    def pid(self) -> int:
        return self.process.pid

    def give(self, chunk: list[dict]) -> None:
        self.jobs = list(chunk)
        self._clock()
        self.conn.send(chunk)

    def _clock(self) -> None:
        """Start the clock of the job now running (the first unanswered one)."""
        self.started = time.monotonic()
        timeout = self.jobs[0].get("timeout") if self.jobs else None
        self.kill_at = None if timeout is None else self.started + timeout + GRACE

    def answered(self) -> None:
        self.jobs.pop(0)
        self._clock()

    def stop(self, kill: bool = False) -> None:
        if self.process.is_alive():
            if kill:
                self.process.kill()
            else:
                try:
                    self.conn.send(None)
                except OSError:
                    self.process.kill()
        self.process.join(timeout=None if kill else 5)
        if self.process.is_alive():
            self.process.kill()
            self.process.join()
        self.conn.close()


class LocalPool:
    """A pool of ``workers`` processes on this machine.

    Parameters
    ----------
    workers : int
        Number of worker processes (at least 1).
    max_deaths : int
        How many times an item is given to a new worker after the one running
        it died, before it is recorded as failed.
    chunk : int, optional
        Jobs sent to a worker in one message (rows still come back one by
        one).  Default: 1 when the jobs have a timeout (each is clocked on
        its own), else enough to cut the messages of a large batch of small
        items, at most 64.
    start_method : str, optional
        ``"fork"`` (default where available: the workers inherit the loaded
        modules and any protocol registered at run time) or ``"spawn"``.

    Examples
    --------
    >>> job = {"id": "1", "setting": "default", "protocol": "solve", "reference": None,
    ...        "payload": {"names": ["a", "b"], "src": [0], "dst": [1]},
    ...        "options": {"task": "SE", "semantics": "GR", "setting": "default"}}
    >>> [row["answer"] for row in LocalPool(1)([job])]
    [['a']]
    """

    def __init__(
        self,
        workers: int,
        *,
        max_deaths: int = 2,
        chunk: int | None = None,
        start_method: str | None = None,
    ):
        if isinstance(workers, bool) or not isinstance(workers, int) or workers < 1:
            raise ParameterError("workers must be a positive integer")
        if chunk is not None and (
            isinstance(chunk, bool) or not isinstance(chunk, int) or chunk < 1
        ):
            raise ParameterError("chunk must be a positive integer")
        self.workers = workers
        self.max_deaths = max_deaths
        self.chunk = chunk
        methods = multiprocessing.get_all_start_methods()
        self.start_method = start_method or ("fork" if "fork" in methods else "spawn")
        self.pids: list[int] = []

    def _chunk(self, todo) -> int:
        if self.chunk is not None:
            return self.chunk
        if any(j.get("timeout") is not None for j in todo):
            return 1
        return max(1, min(64, len(todo) // (8 * self.workers)))

    def __call__(self, jobs: Iterable[dict]) -> Iterator[dict]:
        ctx = multiprocessing.get_context(self.start_method)
        todo = collections.deque(jobs)
        size = self._chunk(todo)
        deaths: dict[int, int] = {}
        pool: list[_Worker] = []

        def replace(i):
            pool[i].stop(kill=True)
            pool[i] = _Worker(ctx)
            self.pids.append(pool[i].pid)

        try:
            for _ in range(min(self.workers, len(todo)) or 1):
                pool.append(_Worker(ctx))
            self.pids = [w.pid for w in pool]
            while todo or any(w.jobs for w in pool):
                for w in pool:
                    if not w.jobs and todo:
                        w.give([todo.popleft() for _ in range(min(size, len(todo)))])
                busy = [w for w in pool if w.jobs]
                kill_ats = [w.kill_at for w in busy if w.kill_at is not None]
                wait_for = None if not kill_ats else max(0.0, min(kill_ats) - time.monotonic())
                ready = wait(
                    [w.conn for w in busy] + [w.process.sentinel for w in busy], timeout=wait_for
                )
                for i, w in enumerate(pool):
                    if not w.jobs:
                        continue
                    row = None
                    if w.conn in ready:
                        try:
                            row = w.conn.recv()
                        except (EOFError, OSError):
                            row = None
                    if row is not None:
                        w.answered()
                        yield row
                        continue
                    if not w.process.is_alive() or w.process.sentinel in ready:
                        # the first unanswered job was running: it counts a death;
                        # the rest of the chunk never started and simply goes back
                        job, *rest = w.jobs
                        seconds = time.monotonic() - w.started
                        deaths[id(job)] = deaths.get(id(job), 0) + 1
                        code = w.process.exitcode
                        w.jobs = []
                        replace(i)
                        todo.extendleft(reversed(rest))
                        if deaths[id(job)] <= self.max_deaths:
                            todo.appendleft(job)
                        else:
                            yield failed_row(
                                job,
                                "failed",
                                {
                                    "type": "WorkerDied",
                                    "message": f"the worker running this item died "
                                    f"{deaths[id(job)]} times (last exit "
                                    f"code {code})",
                                },
                                seconds=seconds,
                                attempts=deaths[id(job)],
                            )
                    elif w.kill_at is not None and time.monotonic() >= w.kill_at:
                        job, *rest = w.jobs
                        seconds = time.monotonic() - w.started
                        w.jobs = []
                        replace(i)
                        todo.extendleft(reversed(rest))
                        yield failed_row(
                            job,
                            "timeout",
                            {
                                "type": "ItemTimeout",
                                "message": f"no answer within the item timeout of "
                                f"{job['timeout']:g} s",
                            },
                            seconds=seconds,
                        )
        finally:
            for w in pool:
                w.stop(kill=bool(w.jobs))


class RayExecutor:
    """The jobs as Ray tasks, on a cluster (``address``) or a local Ray instance.

    A task whose worker dies is run again by Ray (``max_retries``); a task
    past its timeout is cancelled and recorded with status ``timeout``.
    Without a timeout, small jobs go a few to a task (up to 64), as in the
    local pool; with one, each job is its own task.
    At most ``in_flight`` tasks are submitted at once, so a data set of a
    million items does not become a million pending objects.
    """

    def __init__(
        self,
        address: str | None = None,
        *,
        workers: int | None = None,
        max_retries: int = 2,
        in_flight: int | None = None,
    ):
        try:
            import ray
        except ImportError:
            raise ParameterError("--executor ray needs Ray: pip install 'clinarg[ray]'") from None
        self.ray = ray
        self.address = address
        self.workers = workers
        self.max_retries = max_retries
        self.in_flight = in_flight or max(64, 4 * (workers or os.cpu_count() or 1))
        self._started = False

    def _init(self):
        ray = self.ray
        if not ray.is_initialized():
            kwargs = {"address": self.address} if self.address else {"num_cpus": self.workers}
            ray.init(
                **kwargs, ignore_reinit_error=True, log_to_driver=False, include_dashboard=False
            )
            self._started = True

    def shutdown(self) -> None:
        if self._started:
            self.ray.shutdown()
            self._started = False

    def __call__(self, jobs: Iterable[dict]) -> Iterator[dict]:
        ray = self.ray
        self._init()
        remote = ray.remote(max_retries=self.max_retries, num_cpus=1)(_run_chunk)
        todo = collections.deque(jobs)
        cpus = max(1, int(ray.cluster_resources().get("CPU", 1)))
        in_flight = self.in_flight
        size = max(1, min(64, len(todo) // (8 * cpus)))
        if any(j.get("timeout") is not None for j in todo):
            # a task's clock starts at submission: one job a task, none waiting for a CPU
            in_flight, size = cpus, 1
        running: dict = {}  # ref -> (jobs, submitted at)
        try:
            while todo or running:
                while todo and len(running) < in_flight:
                    chunk = [todo.popleft() for _ in range(min(size, len(todo)))]
                    running[remote.remote(chunk)] = (chunk, time.monotonic())
                kill_ats = [
                    t + c[0]["timeout"] + GRACE
                    for c, t in running.values()
                    if c[0].get("timeout") is not None
                ]
                wait_for = None if not kill_ats else max(0.01, min(kill_ats) - time.monotonic())
                done, _ = ray.wait(list(running), num_returns=1, timeout=wait_for)
                for ref in done:
                    chunk, started = running.pop(ref)
                    try:
                        rows = ray.get(ref)
                    except Exception as exc:  # noqa: BLE001 (Ray gave up on the task)
                        rows = [
                            failed_row(
                                job,
                                "failed",
                                {"type": type(exc).__name__, "message": str(exc)[:2000]},
                                seconds=time.monotonic() - started,
                                attempts=self.max_retries + 1,
                            )
                            for job in chunk
                        ]
                    yield from rows
                now = time.monotonic()
                for ref, (chunk, started) in list(running.items()):
                    timeout = chunk[0].get("timeout")
                    if timeout is not None and now >= started + timeout + GRACE:
                        running.pop(ref)
                        ray.cancel(ref, force=True)
                        yield failed_row(
                            chunk[0],
                            "timeout",
                            {
                                "type": "ItemTimeout",
                                "message": f"no answer within the item timeout of {timeout:g} s",
                            },
                            seconds=now - started,
                        )
        finally:
            for ref in running:
                ray.cancel(ref, force=True)


def _run_chunk(jobs: list[dict]) -> list[dict]:
    """One Ray task: a few jobs, their rows."""
    return [run_job(job) for job in jobs]
