"""Language-model backend options shared by the agent commands.

``clinarg reason`` and ``clinarg diagnose`` both let an OpenAI-compatible
server, or a recorded cassette, answer their agents; the options and the
checks between them are defined once here.
"""

from __future__ import annotations

import contextlib
import sys

from ._common import UsageError


def add_llm_arguments(p, *, who: str) -> None:
    """Add ``--backend``, ``--record``, ``--replay`` and the HTTP settings."""
    p.add_argument(
        "--backend",
        choices=("knowledge", "http"),
        default="knowledge",
        help=f"who answers {who}: the offline knowledge base (default) or an "
        "OpenAI-compatible server",
    )
    p.add_argument("--record", metavar="CASSETTE", help="record every backend call to this file")
    p.add_argument(
        "--replay", metavar="CASSETTE", help="answer from a recorded cassette instead of a backend"
    )
    p.add_argument(
        "--base-url",
        help="HTTP backend: server base URL, e.g. "
        "http://127.0.0.1:8000/v1 (default $CLINARG_LLM_BASE_URL)",
    )
    p.add_argument("--model", help="HTTP backend: model name (default $CLINARG_LLM_MODEL)")
    p.add_argument(
        "--api-key-env",
        metavar="VAR",
        default=None,
        help="HTTP backend: environment variable holding the API key (default "
        "CLINARG_LLM_API_KEY, then OPENAI_API_KEY)",
    )
    p.add_argument("--temperature", type=float, default=0.0, help="HTTP backend (default 0)")
    p.add_argument(
        "--request-timeout",
        type=float,
        default=60.0,
        help="HTTP backend: wall-clock seconds for one HTTP request, "
        "connecting to the last byte of the reply (default 60)",
    )
    p.add_argument(
        "--retries",
        type=int,
        default=3,
        help="HTTP backend: retries on timeout, 429 and 5xx (default 3)",
    )


def make_backend(args, offline=None):
    """The backend the options ask for.

    Parameters
    ----------
    args : argparse.Namespace
        Parsed options of :func:`add_llm_arguments` (and ``seed``).
    offline : callable, optional
        Makes the offline knowledge backend; ``None`` when the command's
        offline agents do not go through a backend (then ``--backend
        knowledge`` gives ``None`` and cannot be recorded).
    """
    if args.replay:
        if args.backend != "knowledge" or args.record:
            raise UsageError("--replay cannot be combined with --backend http or --record")
        from ..llm.cassette import ReplayBackend

        return ReplayBackend(args.replay)
    if args.backend == "http":
        import os

        from ..llm.http import OpenAICompatibleBackend

        key = os.environ.get(args.api_key_env) if args.api_key_env else None
        backend = OpenAICompatibleBackend(
            args.base_url,
            args.model,
            key,
            temperature=args.temperature,
            seed=args.seed,
            timeout=args.request_timeout,
            max_retries=args.retries,
        )
    elif offline is None:
        if args.record:
            raise UsageError("--record needs --backend http")
        return None
    else:
        backend = offline()
    if args.record:
        from ..llm.cassette import RecordingBackend

        backend = RecordingBackend(backend, args.record)
    return backend


def backend_notes(args, backend, failed: int) -> None:
    """The stderr lines both commands print after a run: where a replay came
    from (and whether its content digest was checked), and how many backend
    calls failed (the failures themselves are in the output's trace)."""
    if args.replay:
        note = "" if getattr(backend, "verified", False) else " (no content digest: not verified)"
        print(f"clinarg: replayed from {args.replay}{note}", file=sys.stderr)
    if failed:
        print(f"clinarg: warning: {failed} backend call(s) failed; see the trace", file=sys.stderr)


@contextlib.contextmanager
def recording(args, backend):
    """Keep a ``--record`` cassette even when the run fails: ``backend`` is
    saved when the ``with`` block ends, however it ends."""
    try:
        yield backend
    finally:
        if args.record:
            backend.save()
