"""Subcommands of the ``clinarg`` command line, one module each.

Each module defines ``NAME``, ``HELP``, ``add_arguments(parser)`` and
``run(args, out) -> int``; :data:`COMMANDS` lists the modules in the order
they appear in ``clinarg --help``.  A module is imported only when its
command runs, apart from the cheap argument definitions.
"""

COMMANDS = ("solve", "strengths", "reason", "diagnose", "debate", "plan", "evaluate", "serve")
