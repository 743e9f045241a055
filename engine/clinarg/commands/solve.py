"""``clinarg solve``: ICCMA reasoning tasks on a framework file.

Follows the ICCMA solver interface (``-p TASK -f FILE -fo FORMAT -a ARG``,
``--problems``, ``--formats``).  Answers use ICCMA 2023 syntax (``YES``/``NO``,
``w 1 3 5``; one ``w`` line per extension for EE, the number for CE); with
an ICCMA input file, arguments are printed as their numbers 1..N, otherwise
as their names.  ``--output json`` prints one JSON object, always with names.

``--timeout`` bounds the whole command from its start: reading, parsing,
validation, preprocessing, solving and writing the answer.  When it runs out
the exit status is 3 (``EXIT_TIMEOUT``).  With ICCMA output the
extensions already printed by EE stand (each line is complete) and nothing
else is printed; with ``--output json`` one object is still printed, with
``"partial": true`` and, for EE, the extensions found so far.
"""

from __future__ import annotations

from .._deadline import deadline_after, remaining
from ..errors import SolverTimeout
from ._common import EXIT_OK, EXIT_TIMEOUT, UsageError

NAME = "solve"
HELP = "solve an ICCMA reasoning task (EE, SE, DC, DS, CE) on a framework file"
#: Nothing outlives the answer: the program ends once it is flushed, without
#: the interpreter's teardown (see :func:`clinarg.cli.console`).
EXIT_AT_ONCE = True


def add_arguments(solve) -> None:
    solve.add_argument("-p", "--problem", help="task, e.g. EE-PR, SE-GR, DC-CO, DS-ST, CE-CO")
    solve.add_argument("-f", "--file", help="framework file (.af, .apx, .tgf, .json)")
    solve.add_argument("-fo", "--format", dest="fmt", help="input format: iccma, apx, tgf, json")
    solve.add_argument("-a", "--argument", help="query argument, for DC and DS tasks")
    solve.add_argument(
        "--output",
        choices=("iccma", "json"),
        default="iccma",
        help="ICCMA 2023 answer syntax (default) or one JSON object",
    )
    solve.add_argument(
        "--timeout",
        type=float,
        default=None,
        help="seconds for the whole command (reading included); on expiry "
        'exit with status 3, JSON output marked "partial": true',
    )
    solve.add_argument(
        "--max-arguments",
        type=int,
        default=None,
        metavar="N",
        help="ICCMA input: refuse a header 'p af N' above this (default "
        "10,000,000, about 2.6 GB; raise it for larger frameworks)",
    )
    solve.add_argument(
        "--ignore-supports",
        action="store_true",
        help="JSON input: drop supports instead of refusing the document",
    )
    solve.add_argument("--problems", action="store_true", help="list the supported tasks")
    solve.add_argument("--formats", action="store_true", help="list the input formats")


def supported_problems() -> list[str]:
    """Every TASK-SEMANTICS pair this installation answers."""
    from ..dung.semantics import TASKS
    from ..dung.tasks import available_semantics

    return [f"{t}-{s}" for s in available_semantics() for t in TASKS]


def run(args, out) -> int:
    from ..dung.semantics import parse_problem
    from ..formats import FORMATS

    if args.problems:
        print("[" + ",".join(supported_problems()) + "]", file=out)
        return EXIT_OK
    if args.formats:
        print("[" + ",".join(FORMATS) + "]", file=out)
        return EXIT_OK
    # One deadline for the whole command, validated before anything is read
    deadline = deadline_after(args.timeout, "--timeout")
    if not args.problem or not args.file:
        raise UsageError("solve needs -p TASK and -f FILE (or --problems / --formats)")
    task, code = parse_problem(args.problem)
    problem = f"{task}-{code}"
    if problem not in supported_problems():
        raise UsageError(f"problem {problem} is not supported; see clinarg solve --problems")
    if task in ("DC", "DS") and args.argument is None:
        raise UsageError(f"{problem} needs a query argument: -a ARG")
    if args.max_arguments is not None and args.max_arguments < 0:
        raise UsageError("--max-arguments must be a non-negative integer")

    as_json = args.output == "json"
    result: dict = {"task": problem}
    try:
        return _solve(args, out, task, code, result, as_json, deadline)
    except SolverTimeout as exc:
        if as_json:  # what was found, marked partial, then exit status 3
            result["partial"] = True
            print(_json_text(result), file=out, flush=True)
        _exit_if_clingo_still_runs(exc)
        raise


def _exit_if_clingo_still_runs(exc: SolverTimeout) -> None:
    """End the process now if a timed-out clingo call still runs: the
    interpreter would otherwise wait for it at exit (clinarg.dung._input),
    which is the very wait the timeout is there to cut."""
    import os
    import sys

    feeding = sys.modules.get("clinarg.dung._input")  # clingo loaded at all?
    if feeding is None or not feeding.abandoned():
        return
    print(f"clinarg: timeout: {exc}", file=sys.stderr)
    sys.stdout.flush()
    sys.stderr.flush()
    os._exit(EXIT_TIMEOUT)


#: Arguments up to which EE's ICCMA numbers are made once, not per extension.
_LABEL_TABLE_MAX = 1 << 22


def _label_table(af, fmt: str, label):
    """``label`` as a look-up where that is cheaper: printing hundreds of
    thousands of extensions calls it for every member of each."""
    if fmt != "iccma":
        return af.names.__getitem__
    if af.n_arguments <= _LABEL_TABLE_MAX:
        return [str(i + 1) for i in range(af.n_arguments)].__getitem__
    return label


def _solve(args, out, task, code, result: dict, as_json: bool, deadline) -> int:
    """Read, solve and print; ``result`` collects the JSON answer as it grows,
    so that a timeout can still print what was found."""
    from ..formats._registry import _normalise_format, _read_bytes, detect_format, loads

    data = _read_bytes(args.file)
    remaining(deadline, "time limit reached while reading the file")
    fmt = _normalise_format(args.fmt) if args.fmt else detect_format(data, args.file)
    af = loads(
        data,
        fmt,
        path=args.file,
        ignore_supports=args.ignore_supports,
        max_arguments=args.max_arguments,
        deadline=deadline,
    )
    del data  # the file's bytes are not needed past parsing: free them before solving
    remaining(deadline, "time limit reached while reading the file")
    # ICCMA harnesses expect argument numbers; everything else speaks names.
    if fmt == "iccma":

        def label(i):
            return str(i + 1)
    else:
        names = af.names

        def label(i):
            return names[i]

    query = args.argument
    if query is not None:
        if fmt == "iccma" and query.isdigit() and 1 <= int(query) <= af.n_arguments:
            query = af.names[int(query) - 1]
        elif query not in af:
            raise UsageError(f"argument {args.argument!r} is not in {args.file}")

    from ..dung import tasks as reasoning

    def left():
        return remaining(deadline)

    def ids(ext):
        index, found = af.index, []
        for k, x in enumerate(ext):
            if k % 65536 == 0:
                remaining(deadline, "time limit reached while writing the answer")
            found.append(index(x))
        found.sort()
        return found

    def witness_line(ext) -> str:
        return " ".join(["w"] + [label(i) for i in ids(ext)])

    def named(ext):  # JSON output speaks names, whatever the input format
        return [af.names[i] for i in ids(ext)]

    if task == "EE":
        # from ids: no name is looked up, which took most of the time of
        # writing hundreds of thousands of extensions
        stream = reasoning.extensions(af, code, timeout=left(), ids=True)
        if not as_json:
            labels = _label_table(af, fmt, label)
            for found_ids in stream:  # streamed: each extension printed as it is found
                out.write(" ".join(["w", *map(labels, found_ids)]) + "\n")
                out.flush()
            return EXIT_OK
        names = af.names
        found = result["extensions"] = []
        for found_ids in stream:
            found.append([names[i] for i in found_ids])
    elif task == "SE":
        ext = reasoning.some_extension(af, code, timeout=left())
        if not as_json:
            print("NO" if ext is None else witness_line(ext), file=out)
            return EXIT_OK
        result["extension"] = None if ext is None else named(ext)
    elif task == "CE":
        count = reasoning.count_extensions(af, code, timeout=left())
        if not as_json:
            print(count, file=out)
            return EXIT_OK
        result["count"] = count
    else:
        decide = reasoning.credulous if task == "DC" else reasoning.skeptical
        answer = decide(af, query, code, timeout=left())
        if not as_json:
            witness = None if answer.witness is None else witness_line(answer.witness)
            print("YES" if answer.accepted else "NO", file=out)
            if witness is not None:
                print(witness, file=out)
            return EXIT_OK
        result["argument"] = args.argument
        result["accepted"] = answer.accepted
        result["witness"] = None if answer.witness is None else named(answer.witness)
    print(_json_text(result), file=out)
    return EXIT_OK


def _json_text(result: dict) -> str:
    """``result`` as one line of JSON (json is loaded here: the plain
    output, the default, does without its 2-3 ms of imports)."""
    import json

    return json.dumps(result, ensure_ascii=False)
