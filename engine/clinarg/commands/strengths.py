"""``clinarg strengths``: final strengths of a quantitative bipolar framework.

Reads a JSON argument-graph document (``base_score`` of each argument,
default 0.5; ``attacks``; ``supports``; optional edge weights) and prints
one line per argument (``name<TAB>strength``), then a ``#`` comment line when
the result did not converge or is not certified by a contraction bound; or,
with ``--output json``, one object ``{"strengths": {...}, "converged",
"residual", "method", "certification", "failed_components",
"cyclic_components": [{"members", "method", "certification"}]}`` (valid JSON:
a value that is not a finite number is ``null``).  Certifications are those
of :data:`clinarg.qbaf.evaluate.CERTIFICATIONS`: ``exact``, ``certified``,
``integrated``, ``estimated``, ``failed``.
Exit status 1 when a cyclic component did not converge within the limits,
3 when ``--timeout`` ran out first.
"""

from __future__ import annotations

import json

from .._deadline import deadline_after, remaining
from ._common import EXIT_OK, TerminalText, UsageError

NAME = "strengths"
HELP = "final strengths of a QBAF (JSON argument graph) under a gradual semantics"


def add_arguments(parser) -> None:
    parser.add_argument("file", help="JSON argument-graph document")
    parser.add_argument(
        "--semantics",
        default="qe",
        choices=("qe", "dfquad", "eb", "mlp"),
        help="gradual semantics (default qe)",
    )
    parser.add_argument(
        "--method",
        default="auto",
        choices=("auto", "jacobi", "gauss-seidel", "rk45"),
        help="method for cyclic components (default auto)",
    )
    parser.add_argument("--tol", type=float, default=1e-9, help="tolerance (default 1e-9)")
    parser.add_argument(
        "--max-iter",
        type=int,
        default=100_000,
        help="sweeps or steps per cyclic component (default 100000)",
    )
    parser.add_argument(
        "--default-base",
        type=float,
        default=0.5,
        help="base score of arguments without one (default 0.5)",
    )
    parser.add_argument(
        "--timeout",
        type=float,
        default=None,
        help="wall-clock limit in seconds (exit 3 when reached)",
    )
    parser.add_argument(
        "--parallel",
        action="store_true",
        help="two-block Gauss-Seidel on two threads for large cyclic"
        " components (needs a free second core to be faster)",
    )
    parser.add_argument("--output", choices=("text", "json"), default="text")


def run(args, out) -> int:
    if args.output != "json":  # text from case files and models reaches a terminal
        out = TerminalText(out)
    import numpy as np

    from ..errors import SolverTimeout
    from ..qbaf import QBAF, strengths

    if not 0.0 <= args.default_base <= 1.0:
        raise UsageError("--default-base must lie in [0, 1]")
    # One deadline for the whole command: reading and validating the document
    # count against --timeout as much as solving does.
    deadline = deadline_after(args.timeout, "--timeout")
    qbaf = QBAF.read(args.file, args.default_base, deadline=deadline)
    try:
        result = strengths(
            qbaf,
            args.semantics,
            tol=args.tol,
            max_iter=args.max_iter,
            method=args.method,
            timeout=remaining(deadline, "time limit reached before solving"),
            parallel=args.parallel,
        )
    except SolverTimeout as exc:
        if args.output == "json" and getattr(exc, "partial", None) is not None:
            doc = exc.partial.to_json() | {"partial": True}
            print(json.dumps(doc, ensure_ascii=False, allow_nan=False), file=out, flush=True)
        raise
    if args.output == "json":
        print(json.dumps(result.to_json(), ensure_ascii=False, allow_nan=False), file=out)
    else:
        for name, value in zip(result.names, result.values.tolist()):
            print(f"{name}\t{value:.12g}", file=out)
        if not result.converged:
            print(f"# not converged: residual {result.residual:.3g}", file=out)
        elif result.certification in ("integrated", "estimated"):
            cert = result.component_certification
            count = int(np.isin(cert, ("integrated", "estimated")).sum())
            print(
                f"# not certified: {count} cyclic component(s) without a contraction "
                f"bound, {result.certification} (tol not proved)",
                file=out,
            )
    return EXIT_OK if result.converged else 1
