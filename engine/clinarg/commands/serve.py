"""``clinarg serve``: the contestation page, a local web application.

``clinarg serve [SESSION.db ...] [GRAPH ...] [--host 127.0.0.1] [--port 8765]
[--example NAME [--session PATH]]`` serves care-plan sessions (made by
``clinarg plan --session`` or by ``--example``) and argument graph files,
read-only, to a browser.  Starlette and uvicorn come with the ``web`` extra
and are imported only when this command runs.  Off loopback a token is
required on every request; it is printed with the address.  Ctrl-C stops
the server.
"""

from __future__ import annotations

import os

from .._deadline import validate_timeout
from ._common import EXIT_OK, TerminalText, UsageError

NAME = "serve"
HELP = "the contestation page: care-plan sessions and argument graphs in a browser"

#: The first bytes of every SQLite database file.
_SQLITE_MAGIC = b"SQLite format 3\x00"


def add_arguments(p) -> None:
    p.add_argument(
        "files",
        nargs="*",
        metavar="FILE",
        help="session databases (SESSION.db) and argument graph files (JSON, .af, .apx, .tgf)",
    )
    p.add_argument("--host", default="127.0.0.1", help="address to listen on (default 127.0.0.1)")
    p.add_argument("--port", type=int, default=8765, help="port (default 8765; 0: any free port)")
    p.add_argument(
        "--example", metavar="NAME", help="create (or reopen) a session for a shipped case"
    )
    p.add_argument(
        "--session",
        metavar="PATH",
        help="the session file for --example (default ./NAME.db)",
    )
    p.add_argument(
        "--timeout",
        type=float,
        default=30.0,
        help="seconds allowed for reading a graph file and for each graph query (default 30)",
    )


def _is_session(path) -> bool:
    try:
        with open(path, "rb") as f:
            return f.read(len(_SQLITE_MAGIC)) == _SQLITE_MAGIC
    except OSError:
        return False


def _missing_web():
    return UsageError('clinarg serve needs the web extra: pip install "clinarg[web]"')


def run(args, out) -> int:
    import secrets
    import socket

    if not 0 <= args.port <= 65535:
        raise UsageError(f"--port must be in 0..65535, got {args.port}")
    if args.session and not args.example:
        raise UsageError("--session goes with --example NAME")
    validate_timeout(args.timeout, "--timeout")
    try:  # the extra, checked before any work
        import starlette  # noqa: F401
        import uvicorn
    except ImportError:
        raise _missing_web() from None
    from ..protocols.plan.session import Session
    from ..web.app import create_app, is_loopback
    from ..web.views import GraphFile

    sessions, graphs = [], []
    if args.example:
        from ..protocols.plan import KnowledgePlanBackend, example_record, generate

        record = example_record(args.example)  # an unknown name is refused before any file
        path = args.session or f"{args.example}.db"
        state = generate(record, KnowledgePlanBackend())
        Session.open(path, state).close()  # creates it, or checks it holds this case
        sessions.append(os.path.abspath(path))
    for path in args.files:
        if _is_session(path):
            Session.open(path, create=False).close()  # refuses a database that is no session
            sessions.append(os.path.abspath(path))
        else:
            graphs.append(GraphFile(path, timeout=args.timeout))
    if not sessions and not graphs:
        raise UsageError("serve needs a SESSION.db, a graph file or --example NAME")

    loopback = is_loopback(args.host)
    token = None if loopback else secrets.token_urlsafe(24)
    # Bind here, so that a port in use is a one-line error before the server
    # starts, and port 0 gives a free port whose number is printed.
    family = socket.AF_INET6 if ":" in args.host else socket.AF_INET
    sock = socket.socket(family, socket.SOCK_STREAM)
    try:
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        sock.bind((args.host, args.port))
    except OSError as exc:
        sock.close()
        raise OSError(f"cannot listen on {args.host}:{args.port}: {exc.strerror}") from None
    port = sock.getsockname()[1]
    shown = f"[{args.host}]" if family == socket.AF_INET6 else args.host
    url = f"http://{shown}:{port}/" + (f"?token={token}" if token else "")
    text = TerminalText(out)
    print(f"clinarg serve: {url}", file=text)
    if token:
        print(
            "clinarg serve: not on loopback: every request needs this token "
            "(the address above sets it once)",
            file=text,
        )
    print("clinarg serve: Ctrl-C stops the server", file=text)
    out.flush()
    app = create_app(sessions, graphs, token=token, loopback=loopback)
    config = uvicorn.Config(app, log_level="warning", lifespan="on")
    server = uvicorn.Server(config)
    try:
        # uvicorn turns Ctrl-C into a graceful shutdown (sessions closed by the
        # application's lifespan), then raises the signal again for the caller
        server.run(sockets=[sock])
    except KeyboardInterrupt:
        pass
    finally:
        sock.close()
    print("clinarg serve: stopped", file=text)
    return EXIT_OK
