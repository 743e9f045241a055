"""``clinarg solve``: ICCMA reasoning tasks on a framework file.

Follows the ICCMA solver interface (``-p TASK -f FILE -fo FORMAT -a ARG``,
``--problems``, ``--formats``).  Answers use ICCMA 2023 syntax (``YES``/``NO``,
``w 1 3 5``; one ``w`` line per extension for EE, the number for CE); with
an ICCMA input file, arguments are printed as their numbers 1..N, otherwise
as their names.  ``--output json`` prints one JSON object, always with names.
"""

from __future__ import annotations

import json

from ._common import EXIT_OK, UsageError

NAME = "solve"
HELP = "solve an ICCMA reasoning task (EE, SE, DC, DS, CE) on a framework file"


def add_arguments(solve) -> None:
    solve.add_argument("-p", "--problem", help="task, e.g. EE-PR, SE-GR, DC-CO, DS-ST, CE-CO")
    solve.add_argument("-f", "--file", help="framework file (.af, .apx, .tgf, .json)")
    solve.add_argument("-fo", "--format", dest="fmt", help="input format: iccma, apx, tgf, json")
    solve.add_argument("-a", "--argument", help="query argument, for DC and DS tasks")
    solve.add_argument("--output", choices=("iccma", "json"), default="iccma",
                       help="ICCMA 2023 answer syntax (default) or one JSON object")
    solve.add_argument("--timeout", type=float, default=None,
                       help="seconds; on expiry exit with status 3")
    solve.add_argument("--ignore-supports", action="store_true",
                       help="JSON input: drop supports instead of refusing the document")
    solve.add_argument("--problems", action="store_true", help="list the supported tasks")
    solve.add_argument("--formats", action="store_true", help="list the input formats")


def supported_problems() -> list[str]:
    """Every TASK-SEMANTICS pair this installation answers."""
    from ..dung.semantics import TASKS
    from ..dung.tasks import available_semantics

    return [f"{t}-{s}" for s in available_semantics() for t in TASKS]


def _witness_line(ext, af, labels) -> str:
    ids = sorted(af.index(x) for x in ext)
    return " ".join(["w"] + [labels[i] for i in ids])


def run(args, out) -> int:
    from ..dung.semantics import parse_problem
    from ..formats._registry import FORMATS, _normalise_format, _read_bytes, detect_format, loads

    if args.problems:
        print("[" + ",".join(supported_problems()) + "]", file=out)
        return EXIT_OK
    if args.formats:
        print("[" + ",".join(FORMATS) + "]", file=out)
        return EXIT_OK
    if not args.problem or not args.file:
        raise UsageError("solve needs -p TASK and -f FILE (or --problems / --formats)")
    task, code = parse_problem(args.problem)
    problem = f"{task}-{code}"
    if problem not in supported_problems():
        raise UsageError(f"problem {problem} is not supported; see clinarg solve --problems")
    if task in ("DC", "DS") and args.argument is None:
        raise UsageError(f"{problem} needs a query argument: -a ARG")
    if args.timeout is not None and args.timeout <= 0:
        raise UsageError("--timeout must be positive")

    data = _read_bytes(args.file)
    fmt = _normalise_format(args.fmt) if args.fmt else detect_format(data, args.file)
    af = loads(data, fmt, path=args.file, ignore_supports=args.ignore_supports)
    # ICCMA harnesses expect argument numbers; everything else speaks names.
    labels = ([str(i) for i in range(1, af.n_arguments + 1)] if fmt == "iccma"
              else list(af.names))
    query = args.argument
    if query is not None:
        if fmt == "iccma" and query.isdigit() and 1 <= int(query) <= af.n_arguments:
            query = af.names[int(query) - 1]
        elif query not in af:
            raise UsageError(f"argument {args.argument!r} is not in {args.file}")

    from ..dung import tasks as reasoning

    def names(ext):  # JSON output speaks names, whatever the input format
        return [af.names[i] for i in sorted(af.index(x) for x in ext)]

    as_json = args.output == "json"
    result: dict = {"task": problem}
    if task == "EE":
        stream = reasoning.extensions(af, code, timeout=args.timeout)
        if not as_json:
            for ext in stream:  # streamed: each extension printed as it is found
                print(_witness_line(ext, af, labels), file=out, flush=True)
            return EXIT_OK
        result["extensions"] = [names(e) for e in stream]
    elif task == "SE":
        ext = reasoning.some_extension(af, code, timeout=args.timeout)
        if not as_json:
            print("NO" if ext is None else _witness_line(ext, af, labels), file=out)
            return EXIT_OK
        result["extension"] = None if ext is None else names(ext)
    elif task == "CE":
        count = reasoning.count_extensions(af, code, timeout=args.timeout)
        if not as_json:
            print(count, file=out)
            return EXIT_OK
        result["count"] = count
    else:
        decide = reasoning.credulous if task == "DC" else reasoning.skeptical
        answer = decide(af, query, code, timeout=args.timeout)
        if not as_json:
            print("YES" if answer.accepted else "NO", file=out)
            if answer.witness is not None:
                print(_witness_line(answer.witness, af, labels), file=out)
            return EXIT_OK
        result["argument"] = args.argument
        result["accepted"] = answer.accepted
        result["witness"] = None if answer.witness is None else names(answer.witness)
    print(json.dumps(result, ensure_ascii=False), file=out)
    return EXIT_OK
