"""The ``clinarg`` command line.

``clinarg solve`` follows the ICCMA solver interface (``-p TASK -f FILE
-fo FORMAT -a ARG``, ``--problems``, ``--formats``) so clinarg drops into
existing argumentation benchmark harnesses; ``--output json`` prints one
machine-readable object instead.

Exit status: 0 on success, 2 on bad input or usage (one line on stderr,
never a traceback), 3 when ``--timeout`` ran out, 130 when interrupted.
"""

from __future__ import annotations

import argparse
import json
import sys

EXIT_OK, EXIT_INPUT, EXIT_TIMEOUT, EXIT_INTERRUPTED = 0, 2, 3, 130


class _UsageError(Exception):
    pass


class _Parser(argparse.ArgumentParser):
    """argparse that reports a usage problem in one line, through main()."""

    def error(self, message):  # noqa: D401 - argparse API
        raise _UsageError(message)


def _build_parser() -> argparse.ArgumentParser:
    from . import __version__

    parser = _Parser(prog="clinarg", description="Argumentation reasoning for clinical "
                     "decision support.")
    parser.add_argument("--version", action="version", version=f"clinarg {__version__}")
    sub = parser.add_subparsers(dest="command", parser_class=_Parser)

    solve = sub.add_parser("solve", help="solve an ICCMA reasoning task on a framework file",
                           description="Solve an ICCMA task (e.g. EE-GR, DC-GR -a ARG) "
                           "on an argumentation framework file.")
    solve.add_argument("-p", "--problem", help="task, e.g. SE-GR, DC-GR, DS-GR, EE-GR, CE-GR")
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
    return parser


def _supported_problems() -> list[str]:
    from .reasoning import available_semantics
    from .semantics import TASKS

    return [f"{t}-{s}" for s in available_semantics() for t in TASKS]


def _labels(af, fmt: str):
    """How arguments are printed: ICCMA numbers for ICCMA input, else names."""
    if fmt == "iccma":
        return [str(i) for i in range(1, af.n_arguments + 1)]
    return list(af.names)


def _ids_line(ext, af, labels) -> str:
    ids = sorted(af.index(x) for x in ext)
    return " ".join(["w"] + [labels[i] for i in ids])


def _solve(args, out) -> int:
    from .formats import FORMATS, detect_format, loads, _read_bytes
    from .semantics import parse_problem

    if args.problems:
        print("[" + ",".join(_supported_problems()) + "]", file=out)
        return EXIT_OK
    if args.formats:
        print("[" + ",".join(FORMATS) + "]", file=out)
        return EXIT_OK
    if not args.problem or not args.file:
        raise _UsageError("solve needs -p TASK and -f FILE (or --problems / --formats)")
    task, code = parse_problem(args.problem)
    problem = f"{task}-{code}"
    if problem not in _supported_problems():
        raise _UsageError(f"problem {problem} is not supported; see clinarg solve --problems")
    if task in ("DC", "DS") and args.argument is None:
        raise _UsageError(f"{problem} needs a query argument: -a ARG")
    if args.timeout is not None and args.timeout <= 0:
        raise _UsageError("--timeout must be positive")

    data = _read_bytes(args.file)
    fmt = args.fmt.lower() if args.fmt else detect_format(data, args.file)
    af = loads(data, fmt, path=args.file, ignore_supports=args.ignore_supports)
    from .formats import _normalise_format

    fmt = _normalise_format(fmt)
    labels = _labels(af, fmt)
    query = args.argument
    if query is not None:
        if fmt == "iccma" and query.isdigit() and 1 <= int(query) <= af.n_arguments:
            query = af.names[int(query) - 1]
        elif query not in af:
            raise _UsageError(f"argument {args.argument!r} is not in {args.file}")

    from . import reasoning

    def names(ext):  # JSON output speaks names, whatever the input format
        return [af.names[i] for i in sorted(af.index(x) for x in ext)]

    result: dict = {"task": problem}
    if task == "EE":
        if args.output == "json":
            result["extensions"] = [names(e) for e in
                                    reasoning.extensions(af, code, timeout=args.timeout)]
        else:
            for ext in reasoning.extensions(af, code, timeout=args.timeout):
                print(_ids_line(ext, af, labels), file=out, flush=True)
            return EXIT_OK
    elif task == "SE":
        ext = reasoning.some_extension(af, code, timeout=args.timeout)
        result["extension"] = None if ext is None else names(ext)
        if args.output != "json":
            print("NO" if ext is None else _ids_line(ext, af, labels), file=out)
            return EXIT_OK
    elif task == "CE":
        result["count"] = reasoning.count_extensions(af, code, timeout=args.timeout)
        if args.output != "json":
            print(result["count"], file=out)
            return EXIT_OK
    else:
        decide = reasoning.credulous if task == "DC" else reasoning.skeptical
        answer = decide(af, query, code, timeout=args.timeout)
        result["argument"] = args.argument
        result["accepted"] = answer.accepted
        result["witness"] = None if answer.witness is None else names(answer.witness)
        if args.output != "json":
            print("YES" if answer.accepted else "NO", file=out)
            if answer.witness is not None:
                print(_ids_line(answer.witness, af, labels), file=out)
            return EXIT_OK
    print(json.dumps(result, ensure_ascii=False), file=out)
    return EXIT_OK


def main(argv: list[str] | None = None) -> int:
    """Run the command line; returns the exit status.

    Examples
    --------
    >>> main(["solve", "--formats"])
    [iccma,apx,tgf,json]
    0
    """
    from .errors import ClinargError, SolverTimeout

    parser = _build_parser()
    try:
        args = parser.parse_args(argv)
        if args.command is None:
            parser.print_help()
            return EXIT_INPUT
        return _solve(args, sys.stdout)
    except SolverTimeout as exc:
        print(f"clinarg: timeout: {exc}", file=sys.stderr)
        return EXIT_TIMEOUT
    except (_UsageError, ClinargError, ValueError, OSError) as exc:
        message = str(exc).replace("\n", " ")
        print(f"clinarg: error: {message}", file=sys.stderr)
        return EXIT_INPUT
    except KeyboardInterrupt:
        print("clinarg: interrupted", file=sys.stderr)
        return EXIT_INTERRUPTED
    except BrokenPipeError:
        return EXIT_OK
