"""How long clingo takes to read a framework's facts: aspif through a pipe
(clinarg's way) against the same facts as ASP text, each followed by the
grounding of an encoding; and, for an encoding whose ground program the
compiled core writes (all but ``grd``), reading that program instead.

    python benchmarks/dung_facts.py ../shared/instances/dung/afgen/n384p5q2_vh.apx
    python benchmarks/dung_facts.py FILE --encoding sst --repeat 9

Prints the best of ``--repeat`` fresh clingo programs for each way.
"""

from __future__ import annotations

import argparse
import time
from pathlib import Path

import clingo

import clinarg
from clinarg.dung import _input
from clinarg.dung._frame import Frame


def timings(frame: Frame, encoding: str, through_pipe: bool, repeat: int) -> tuple[float, float]:
    """Best seconds of reading the facts and of grounding, over ``repeat`` programs."""
    saved = _input.FACTS_THROUGH_PIPE
    _input.FACTS_THROUGH_PIPE = through_pipe
    read = ground = float("inf")
    try:
        for _ in range(repeat):
            ctl = clingo.Control(["--warn=none"], logger=lambda *_: None)
            ctl.add("base", [], _input.encoding(encoding))
            start = time.perf_counter()
            _input.add_facts(ctl, frame.n, frame.src, frame.dst, None)
            loaded = time.perf_counter()
            ctl.ground([("base", [])])
            read = min(read, loaded - start)
            ground = min(ground, time.perf_counter() - loaded)
    finally:
        _input.FACTS_THROUGH_PIPE = saved
    return read, ground


def written_timings(frame: Frame, encoding: str, repeat: int) -> tuple[float, float]:
    """Best seconds of reading the ground program the compiled core writes
    (writing it included) and of the grounding call that follows (nothing
    left to ground), over ``repeat`` programs."""
    write = _input.GROUND_PROGRAMS[encoding]
    read = ground = float("inf")
    for _ in range(repeat):
        ctl = clingo.Control(["--warn=none"], logger=lambda *_: None)
        start = time.perf_counter()
        _input.load_aspif(ctl, write(frame.n, frame.src, frame.dst), None, "reading")
        loaded = time.perf_counter()
        ctl.ground([("base", [])])
        read = min(read, loaded - start)
        ground = min(ground, time.perf_counter() - loaded)
    return read, ground


def main(argv=None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("file")
    ap.add_argument("--encoding", default="stb", help="encodings/<name>.lp (default stb)")
    ap.add_argument("--repeat", type=int, default=5)
    args = ap.parse_args(argv)
    frame = Frame.of(clinarg.read_af(args.file))
    print(f"# {Path(args.file).name}: {frame.n} arguments, {len(frame.src)} attacks")
    for label, pipe in (("text", False), ("aspif", True)):
        read, ground = timings(frame, args.encoding, pipe, args.repeat)
        print(f"{label:7} read {read * 1e3:7.1f} ms  ground {ground * 1e3:7.1f} ms")
    if args.encoding in _input.GROUND_PROGRAMS:
        read, ground = written_timings(frame, args.encoding, args.repeat)
        print(f"{'written':7} read {read * 1e3:7.1f} ms  ground {ground * 1e3:7.1f} ms")


if __name__ == "__main__":
    main()
