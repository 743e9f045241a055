"""Progress of a run on stderr: a bar with the ETA on a terminal, plain lines otherwise."""

from __future__ import annotations

import time

__all__ = ["Progress"]


def _clock(seconds: float | None) -> str:
    if seconds is None:
        return "--:--"
    seconds = int(round(seconds))
    h, rest = divmod(seconds, 3600)
    m, s = divmod(rest, 60)
    return f"{h}:{m:02d}:{s:02d}" if h else f"{m:02d}:{s:02d}"


class Progress:
    """Counts finished items and reports them.

    On a terminal the bar is redrawn in place (at most ten times a second);
    elsewhere (a log file, CI) one plain line is written every 5% of the
    items or every 10 seconds, whichever comes first.

    Examples
    --------
    >>> import io
    >>> log = io.StringIO()
    >>> p = Progress(2, log, clock=iter([0.0, 1.0, 2.0, 2.0]).__next__)
    >>> p.update(failed=False); p.update(failed=True); p.close()
    >>> print(log.getvalue().strip())
    evaluate: 1/2 (50%), 0 failed, 1.00 items/s, ETA 00:01
    evaluate: 2/2 (100%), 1 failed, 1.00 items/s, ETA 00:00
    """

    def __init__(self, total: int, stream, *, enabled: bool = True, clock=time.monotonic):
        self.total, self.stream, self.enabled, self.clock = total, stream, enabled, clock
        self.tty = enabled and hasattr(stream, "isatty") and stream.isatty()
        self.done = 0
        self.failed = 0
        self.start = clock()
        self._last_draw = -1.0
        self._last_line_done = 0

    def update(self, *, failed: bool) -> None:
        self.done += 1
        self.failed += bool(failed)
        if not self.enabled:
            return
        now = self.clock()
        elapsed = now - self.start
        rate = self.done / elapsed if elapsed > 0 else None
        eta = (self.total - self.done) / rate if rate else None
        finished = self.done >= self.total
        if self.tty:
            if not finished and now - self._last_draw < 0.1:
                return
            self._last_draw = now
            width = 30
            filled = int(width * self.done / self.total) if self.total else width
            bar = "#" * filled + "." * (width - filled)
            rate_text = f"{rate:.2f} it/s" if rate else "- it/s"
            self.stream.write(
                f"\r[{bar}] {self.done}/{self.total} {rate_text} "
                f"failed {self.failed} ETA {_clock(eta)} "
            )
            self.stream.flush()
            return
        step = max(1, self.total // 20)
        if finished or self.done - self._last_line_done >= step or now - self._last_draw >= 10:
            self._last_draw, self._last_line_done = now, self.done
            pct = 100 * self.done // self.total if self.total else 100
            rate_text = f"{rate:.2f} items/s" if rate else "- items/s"
            self.stream.write(
                f"evaluate: {self.done}/{self.total} ({pct}%), {self.failed} "
                f"failed, {rate_text}, ETA {_clock(eta)}\n"
            )
            self.stream.flush()

    def close(self) -> None:
        if self.enabled and self.tty:
            self.stream.write("\n")
            self.stream.flush()
