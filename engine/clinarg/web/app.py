"""The Starlette application behind ``clinarg serve``.

Routes (every answer of ``/api`` is JSON; an error is ``{"error": message}``
with a 4xx status and changes nothing):

* ``GET /``: the page (static HTML; it fetches everything it shows);
* ``GET /static/{name}``: its script, style sheet and icon;
* ``GET /api/items``: the sessions and graph files being served;
* ``GET /api/sessions/{key}``: a session's document
  (:func:`clinarg.web.views.session_view`) and its CSRF token;
* ``POST /api/sessions/{key}/actions``: ``{"action": {...}, "actor": str,
  "based_on": int}`` with the header ``X-CSRF-Token``: appends the action
  (:meth:`Session.append`) and returns the new document;
* ``GET /api/graphs/{key}/dung?semantics=PR`` and
  ``GET /api/graphs/{key}/qbaf?topic=a&kind=gradient``: a read-only graph.

Safety.  Served on a non-loopback address, every request must carry the
token (``?token=`` once, which sets an HttpOnly cookie, or the header
``X-Clinarg-Token``), compared with :func:`hmac.compare_digest`; on
loopback, the ``Host`` header must name the loopback, so a page of another
site that rebinds its DNS name to 127.0.0.1 is refused.  State-changing
requests need the session's CSRF token in a header and a JSON body, which
a cross-site form cannot send.  Responses carry a strict
Content-Security-Policy (scripts from this server only, none inline) and
``X-Content-Type-Options: nosniff``.

Concurrency.  A SQLite connection belongs to the thread that opened it, and
one session's actions must not interleave: each session is served by its own
single worker thread, which opens the session and runs every read and every
action on it in order.  Endpoints are ``async`` and wait for that thread,
so the event loop stays free while a plan is recomputed.
"""

from __future__ import annotations

import asyncio
import contextlib
import hmac
import ipaddress
import json
import secrets
from concurrent.futures import ThreadPoolExecutor
from importlib import resources

from starlette.applications import Starlette
from starlette.exceptions import HTTPException
from starlette.requests import Request
from starlette.responses import JSONResponse, Response
from starlette.routing import Route

from ..errors import ClinargError, SolverTimeout
from .views import ACTOR_MAX, check_action, session_view

__all__ = ["create_app", "is_loopback", "MAX_BODY"]

#: Largest request body accepted, in bytes.
MAX_BODY = 1 << 20

CSP = (
    "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self'; "
    "connect-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'; "
    "form-action 'self'"
)
_STATIC = {
    "app.js": "text/javascript; charset=utf-8",
    "app.css": "text/css; charset=utf-8",
    "favicon.svg": "image/svg+xml",
}
_LOOPBACK_NAMES = ("localhost",)


def is_loopback(host: str) -> bool:
    """True when ``host`` (a name or an address) is the local machine only.

    Examples
    --------
    >>> is_loopback("127.0.0.1"), is_loopback("::1"), is_loopback("0.0.0.0")
    (True, True, False)
    """
    if host in _LOOPBACK_NAMES:
        return True
    try:
        return ipaddress.ip_address(host.strip("[]")).is_loopback
    except ValueError:
        return False


def _host_name(header: str) -> str:
    """The host part of a ``Host`` header (``[::1]:8765`` -> ``::1``)."""
    if header.startswith("["):
        return header[1 : header.find("]")] if "]" in header else header
    return header.rsplit(":", 1)[0] if header.count(":") == 1 else header


class _SessionHost:
    """One session file, served by its own worker thread (see the module notes)."""

    def __init__(self, key: str, path: str):
        self.key, self.path = key, path
        self.csrf = secrets.token_urlsafe(32)
        self.title = None
        self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix=f"clinarg-{key}")
        self._session = None

    def _open(self):
        from ..protocols.plan.session import Session

        if self._session is None:
            self._session = Session.open(self.path, create=False)
        return self._session

    async def run(self, fn):
        loop = asyncio.get_running_loop()
        return await loop.run_in_executor(self._pool, lambda: fn(self._open()))

    def close(self):
        def shut():
            if self._session is not None:
                self._session.close()
                self._session = None

        self._pool.submit(shut).result()
        self._pool.shutdown()


def _error(status: int, message: str) -> JSONResponse:
    return JSONResponse({"error": message}, status_code=status)


def create_app(
    sessions=(), graphs=(), *, token: str | None = None, loopback: bool = True
) -> Starlette:
    """The application over the session files ``sessions`` and graph files ``graphs``.

    Parameters
    ----------
    sessions : sequence of str
        Paths of existing care-plan session databases.
    graphs : sequence of GraphFile
        Read-only graph files, already read.
    token : str, optional
        Required on every request when given (the command always gives one
        for a non-loopback address).
    loopback : bool
        Served on loopback: the ``Host`` header must then name the loopback.

    Examples
    --------
    >>> from starlette.testclient import TestClient
    >>> with TestClient(create_app(), base_url="http://127.0.0.1") as client:
    ...     client.get("/api/items").json()
    {'sessions': [], 'graphs': []}
    """
    hosts = {}
    for i, path in enumerate(sessions):
        hosts[f"s{i}"] = _SessionHost(f"s{i}", str(path))
    files = {f"g{i}": g for i, g in enumerate(graphs)}
    graph_pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="clinarg-graphs")
    static = {
        name: resources.files(__package__).joinpath("static", name).read_bytes() for name in _STATIC
    }
    page = resources.files(__package__).joinpath("static", "index.html").read_bytes()

    def session_of(request) -> _SessionHost:
        key = request.path_params["key"]
        if key not in hosts:
            raise HTTPException(404, f"no session {key!r}")
        return hosts[key]

    async def index(request):
        return Response(page, media_type="text/html; charset=utf-8")

    async def static_file(request):
        name = request.path_params["name"]
        if name not in _STATIC:
            raise HTTPException(404, f"no file {name!r}")
        return Response(static[name], media_type=_STATIC[name])

    async def items(request):
        out = []
        for key, host in hosts.items():
            if host.title is None:
                host.title = await host.run(
                    lambda s: f"{s.state['record']['title']} ({s.state['record']['id']})"
                )
            out.append({"key": key, "title": host.title})
        return JSONResponse(
            {
                "sessions": out,
                "graphs": [{"key": k, **g.describe()} for k, g in files.items()],
            }
        )

    async def get_session(request):
        host = session_of(request)
        view = await host.run(session_view)
        return JSONResponse(dict(view, key=host.key, csrf=host.csrf))

    async def post_action(request):
        host = session_of(request)
        sent = request.headers.get("x-csrf-token", "")
        if not hmac.compare_digest(sent.encode(), host.csrf.encode()):
            raise HTTPException(403, "missing or wrong CSRF token: reload the page")
        if request.headers.get("content-type", "").split(";")[0].strip() != "application/json":
            raise HTTPException(415, "the body must be JSON (Content-Type: application/json)")
        body = await request.body()
        if len(body) > MAX_BODY:
            raise HTTPException(413, f"the body is larger than {MAX_BODY} bytes")
        try:
            data = json.loads(body, parse_constant=_no_constant)
        except (ValueError, UnicodeDecodeError) as exc:
            raise HTTPException(400, f"malformed JSON: {exc}") from None
        if not isinstance(data, dict):
            raise HTTPException(400, "the body must be a JSON object")
        extra = set(data) - {"action", "actor", "based_on"}
        if extra:
            raise HTTPException(400, f"unknown field {sorted(extra)[0]!r}")
        actor = data.get("actor", "clinician")
        if not isinstance(actor, str) or not actor.strip() or len(actor) > ACTOR_MAX:
            raise HTTPException(400, f"the actor must be a name of 1 to {ACTOR_MAX} characters")
        based_on = data.get("based_on")  # checked by Session.append (a 400 when not a seq)
        try:
            action = check_action(data.get("action"))
        except ClinargError as exc:
            raise HTTPException(400, str(exc)) from None

        def apply(session):
            seq = session.append(action, actor=actor.strip(), based_on=based_on)
            return seq, session_view(session)

        seq, view = await host.run(apply)
        return JSONResponse(dict(view, key=host.key, csrf=host.csrf, seq=seq))

    async def graph(request):
        key, mode = request.path_params["key"], request.path_params["mode"]
        if key not in files:
            raise HTTPException(404, f"no graph {key!r}")
        g = files[key]
        q = request.query_params
        if mode == "dung":
            work = lambda: g.dung_view(q.get("semantics", "GR"))  # noqa: E731
        elif mode == "qbaf":
            work = lambda: g.qbaf_view(q.get("topic") or None, q.get("kind", "gradient"))  # noqa: E731
        else:
            raise HTTPException(404, f"no view {mode!r} (dung or qbaf)")
        view = await asyncio.get_running_loop().run_in_executor(graph_pool, work)
        return JSONResponse(dict(view, key=key))

    async def on_http_error(request, exc):
        return _error(exc.status_code, exc.detail)

    async def on_clinarg_error(request, exc):
        from ..protocols.plan.session import SessionError

        if isinstance(exc, SolverTimeout):
            return _error(422, f"time limit: {exc}")
        # a stale edit (based_on behind the journal) is a conflict with a newer action
        status = 409 if isinstance(exc, SessionError) else 400
        return _error(status, str(exc))

    def shutdown():
        for host in hosts.values():
            host.close()
        graph_pool.shutdown(wait=False, cancel_futures=True)

    @contextlib.asynccontextmanager
    async def lifespan(app):
        try:
            yield
        finally:
            shutdown()

    app = Starlette(
        lifespan=lifespan,
        routes=[
            Route("/", index),
            Route("/static/{name}", static_file),
            Route("/api/items", items),
            Route("/api/sessions/{key}", get_session),
            Route("/api/sessions/{key}/actions", post_action, methods=["POST"]),
            Route("/api/graphs/{key}/{mode}", graph),
        ],
        exception_handlers={HTTPException: on_http_error, ClinargError: on_clinarg_error},
    )
    return _Guard(app, token=token, loopback=loopback)


def _no_constant(name):
    raise ValueError(f"{name} is not a JSON number")


class _Guard:
    """ASGI middleware: the token, the loopback ``Host`` check and the headers."""

    def __init__(self, app, *, token, loopback):
        self.app, self.token, self.loopback = app, token, loopback
        self.headers = [
            (b"content-security-policy", CSP.encode()),
            (b"x-content-type-options", b"nosniff"),
            (b"referrer-policy", b"no-referrer"),
            (b"x-frame-options", b"DENY"),
            (b"cache-control", b"no-store"),
        ]

    async def __call__(self, scope, receive, send):
        if scope["type"] != "http":
            return await self.app(scope, receive, send)
        request = Request(scope)
        set_cookie = None
        if self.loopback and not is_loopback(_host_name(request.headers.get("host", ""))):
            return await self._deny(
                scope, receive, send, 403, "this server answers on loopback only"
            )
        if self.token is not None:
            given = (
                request.headers.get("x-clinarg-token")
                or request.query_params.get("token")
                or request.cookies.get("clinarg_token")
                or ""
            )
            if not hmac.compare_digest(given.encode(), self.token.encode()):
                return await self._deny(scope, receive, send, 401, "a valid token is required")
            if request.query_params.get("token"):
                set_cookie = (
                    f"clinarg_token={self.token}; HttpOnly; SameSite=Strict; Path=/".encode()
                )

        async def send_with_headers(message):
            if message["type"] == "http.response.start":
                headers = list(message.get("headers", [])) + self.headers
                if set_cookie is not None:
                    headers.append((b"set-cookie", set_cookie))
                message = dict(message, headers=headers)
            await send(message)

        await self.app(scope, receive, send_with_headers)

    async def _deny(self, scope, receive, send, status, message):
        response = _error(status, message)
        response.headers.update({k.decode(): v.decode() for k, v in self.headers})
        await response(scope, receive, send)
