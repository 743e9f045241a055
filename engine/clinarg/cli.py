"""The ``clinarg`` command line: a thin dispatcher over :mod:`clinarg.commands`.

Exit status: 0 on success, 2 on bad input or usage (one line on stderr,
never a traceback), 3 when a ``--timeout`` ran out, 130 when interrupted.
"""

from __future__ import annotations

import argparse
import importlib
import sys

from .commands import COMMANDS
from .commands._common import EXIT_INPUT, EXIT_INTERRUPTED, EXIT_OK, EXIT_TIMEOUT, UsageError

# typing.TYPE_CHECKING without importing typing, which nothing else a run
# needs loads (3-4 ms of every `clinarg solve`)
TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import NoReturn

__all__ = ["main", "console"]


def _terminal_columns() -> int:
    """Columns of the terminal on stdout, as ``shutil.get_terminal_size``
    reads them: ``COLUMNS`` first, 80 when neither tells."""
    import os

    try:
        columns = int(os.environ["COLUMNS"])
    except (KeyError, ValueError):
        columns = 0
    if columns <= 0:
        try:
            columns = os.get_terminal_size(sys.__stdout__.fileno()).columns
        except (AttributeError, ValueError, OSError):
            columns = 0
    return columns if columns > 0 else 80


class _Formatter(argparse.HelpFormatter):
    """argparse's help layout, its width read without shutil.

    argparse makes a formatter for every ``add_argument`` (to check the
    metavar), and the default one imports shutil for the terminal width,
    which imports bz2, lzma and zlib: about 3 ms of every ``clinarg solve``.
    """

    def __init__(self, prog, indent_increment=2, max_help_position=24, width=None):
        if width is None:
            width = _terminal_columns() - 2
        super().__init__(prog, indent_increment, max_help_position, width)


class _Parser(argparse.ArgumentParser):
    """argparse that reports a usage problem in one line, through main()."""

    def __init__(self, *args, formatter_class=_Formatter, **kwargs):
        super().__init__(*args, formatter_class=formatter_class, **kwargs)

    def error(self, message):
        raise UsageError(message)


def _build_parser(argv: list[str] | None = None):
    """The parser and the command modules it dispatches to.

    When ``argv`` starts with a command's name, only that command is
    imported and defined: every command module with its arguments takes
    21-25 ms on an idle machine (``evaluate`` alone imports its protocol
    registry), ``solve`` alone 6 ms, of a ``clinarg solve`` of about 0.16 s
    on a small file (``python -c "import time, clinarg.cli as c; t =
    time.perf_counter(); c._build_parser(['--help']); print(time.perf_counter()
    - t)"``, and ``['solve']``).  Anything else (``--help``, ``--version``,
    a misspelt command) gets every command, so the help and the error list
    them all.
    """
    from ._version import __version__

    parser = _Parser(
        prog="clinarg",
        description="clinarg: argumentation reasoning for explainable clinical decision support.",
    )
    parser.add_argument("--version", action="version", version=f"clinarg {__version__}")
    sub = parser.add_subparsers(dest="command", parser_class=_Parser, metavar="COMMAND")
    modules = {}
    chosen = [argv[0]] if argv and argv[0] in COMMANDS else COMMANDS
    for name in chosen:
        module = importlib.import_module(f".commands.{name}", __package__)
        command = sub.add_parser(module.NAME, help=module.HELP, description=module.HELP)
        module.add_arguments(command)
        modules[module.NAME] = module
    return parser, modules


def main(argv: list[str] | None = None) -> int:
    """Run the command line; returns the exit status.

    Examples
    --------
    >>> main(["solve", "--formats"])
    [iccma,apx,tgf,json]
    0
    """
    return _dispatch(argv)[0]


def console() -> NoReturn:
    """The ``clinarg`` program (and ``python -m clinarg``): :func:`main` on
    ``sys.argv``, then the process ends with its status.

    A command whose module sets ``EXIT_AT_ONCE`` (``solve``, which keeps
    nothing past its answer) ends the process with ``os._exit`` once its
    output is flushed: the interpreter's teardown, which frees clingo's
    ground programs and unloads its library object by object, took 5 to
    11 ms of a 0.1 s ``clinarg solve`` (CE-STG on bench_dung's random_100).
    The other commands may leave sessions, worker pools or files to close,
    so they exit the usual way.
    """
    status, module = _dispatch(None)
    if getattr(module, "EXIT_AT_ONCE", False):
        _flush_and_exit(status)
    sys.exit(status)


def _flush_and_exit(status: int) -> NoReturn:
    import os

    try:
        sys.stdout.flush()
    except BrokenPipeError:
        pass  # the reader went away (e.g. ``| head``): not an error of ours
    except OSError as exc:  # e.g. a full disk: the answer is not all written
        print(f"clinarg: error: writing the answer: {exc}", file=sys.stderr)
        status = EXIT_INPUT
    try:
        sys.stderr.flush()
    except OSError:
        pass  # nowhere left to say so
    os._exit(status)


def _dispatch(argv: list[str] | None):
    """The exit status of the command line ``argv`` (``sys.argv[1:]`` when
    ``None``), and the module of the command it ran (``None`` if none)."""
    from .errors import ClinargError, SolverTimeout

    if argv is None:
        argv = sys.argv[1:]
    parser, modules = _build_parser(argv)
    module = None
    try:
        args = parser.parse_args(argv)
        if args.command is None:
            parser.print_help()
            return EXIT_INPUT, None
        module = modules[args.command]
        return module.run(args, sys.stdout), module
    except BrokenPipeError:
        # The reader went away (e.g. ``| head``): not an error of ours.  Point
        # stdout at devnull so the interpreter's final flush stays quiet.
        import os

        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return EXIT_OK, module
    except SolverTimeout as exc:
        print(f"clinarg: timeout: {exc}", file=sys.stderr)
        return EXIT_TIMEOUT, module
    except (UsageError, ClinargError, ValueError, OSError) as exc:
        message = " ".join(str(exc).split("\n"))
        print(f"clinarg: error: {message}", file=sys.stderr)
        return EXIT_INPUT, module
    except KeyboardInterrupt:
        print("clinarg: interrupted", file=sys.stderr)
        return EXIT_INTERRUPTED, module
