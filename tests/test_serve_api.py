"""clinarg serve: every endpoint of the JSON API through httpx (Starlette's
TestClient), its 4xx paths, the CSRF token, the token off loopback, the
read-only graph views, the command's errors and the layered layout."""

import json
import socket
import subprocess
import sys
import warnings
from pathlib import Path

import pytest

pytest.importorskip("starlette")  # the test extra installs it; see pyproject.toml
with warnings.catch_warnings():  # starlette asks for httpx2; httpx is what we test with
    warnings.filterwarnings("ignore", message="Using `httpx` with `starlette.testclient`")
    from starlette.testclient import TestClient  # noqa: E402

from clinarg.cli import main  # noqa: E402
from clinarg.protocols.plan import KnowledgePlanBackend, example_record, generate  # noqa: E402
from clinarg.protocols.plan.session import Session  # noqa: E402
from clinarg.web.app import create_app  # noqa: E402
from clinarg.web.layout import NODE_HEIGHT, NODE_WIDTH, layered_layout  # noqa: E402
from clinarg.web.views import GraphFile  # noqa: E402

LOCAL = "http://127.0.0.1:8765"
CASE = "stroke_discharge"
OPTION = "stroke_early_supported_discharge"  # one generated attacker (social worker)


@pytest.fixture(scope="module")
def state():
    return generate(example_record(CASE), KnowledgePlanBackend())


@pytest.fixture
def db(tmp_path, state):
    path = tmp_path / "s.db"
    Session.open(path, state).close()
    return path


@pytest.fixture
def client(db):
    with TestClient(create_app([db]), base_url=LOCAL) as c:
        yield c


def _view(client):
    r = client.get("/api/sessions/s0")
    assert r.status_code == 200, r.text
    return r.json()


def _option(view, oid=OPTION):
    return next(o for o in view["options"] if o["id"] == oid)


def _post(client, view, action, **extra):
    body = {"action": action, "actor": "dr test", "based_on": view["last_seq"], **extra}
    return client.post(
        "/api/sessions/s0/actions", json=body, headers={"X-CSRF-Token": view["csrf"]}
    )


# ---------------------------------------------------------------- page and static
def test_page_and_static_files_carry_the_security_headers(client):
    r = client.get("/")
    assert r.status_code == 200 and r.headers["content-type"].startswith("text/html")
    csp = r.headers["content-security-policy"]
    assert "default-src 'self'" in csp and "script-src 'self'" in csp and "unsafe" not in csp
    assert r.headers["x-content-type-options"] == "nosniff"
    assert '<script src="/static/app.js"' in r.text and "<script>" not in r.text
    for name, kind in (("app.js", "javascript"), ("app.css", "css"), ("favicon.svg", "svg")):
        r = client.get(f"/static/{name}")
        assert r.status_code == 200 and kind in r.headers["content-type"]
        assert r.headers["x-content-type-options"] == "nosniff"
    r = client.get("/static/../app.py")
    assert r.status_code == 404
    r = client.get("/static/secret.txt")
    assert r.status_code == 404 and "error" in r.json()


def test_the_script_never_builds_html_from_data():
    js = (Path(__import__("clinarg.web").web.__file__).parent / "static" / "app.js").read_text()
    for sink in ("innerHTML", "outerHTML", "insertAdjacentHTML", "document.write", "eval("):
        assert sink not in js
    assert "textContent" in js and "createTextNode" in js


def test_items_lists_sessions_and_graphs(db, tmp_path):
    af = tmp_path / "g.af"
    af.write_text("p af 2\n1 2\n")
    with TestClient(create_app([db], [GraphFile(af)]), base_url=LOCAL) as c:
        items = c.get("/api/items").json()
    assert items["sessions"] == [
        {"key": "s0", "title": "Discharge home after stroke (stroke_discharge)"}
    ]
    assert items["graphs"][0]["name"] == "g.af" and items["graphs"][0]["attacks"] == 1
    assert items["graphs"][0]["default_view"] == "dung"  # no supports, no base scores


# ---------------------------------------------------------------- the session document
def test_session_view_shows_every_option_with_its_graph_and_the_plan(client, state):
    view = _view(client)
    assert view["last_seq"] == 0 and view["journal"] == [] and len(view["csrf"]) >= 32
    assert [o["id"] for o in view["options"]] == state["options"]
    plan = {item["option"] for item in view["plan"]}
    for o in view["options"]:
        assert o["in_plan"] == (o["id"] in plan) == (o["F"] > 0.5)
        assert o["why"]
        nodes = {n["id"]: n for n in o["graph"]["nodes"]}
        assert nodes[o["id"]]["kind"] == "option"
        labels = [n["label"] for n in o["graph"]["nodes"]]
        assert len(set(labels)) == len(labels)  # the role and the argument's number
        for a in o["arguments"]:
            assert nodes[a["id"]]["stance"] == a["stance"] and 0 <= a["strength"] <= 1
            assert {"source": a["id"], "target": o["id"], "kind": a["stance"]} in o["graph"][
                "edges"
            ]
            assert set(a["evidence"]) <= set(view["evidence"])
    # escalations are shown with their rule, and excluded options with why
    assert any(o["escalations"] for o in view["options"])
    assert all(x["why"] and x["title"] for x in view["excluded"])
    assert client.get("/api/sessions/s9").status_code == 404


# ---------------------------------------------------------------- actions
def test_reject_an_attacker_recomputes_F_and_the_plan_as_the_session_does(client, db):
    view = _view(client)
    opt = _option(view)
    attacker = next(a for a in opt["arguments"] if a["stance"] == "attack")
    r = _post(client, view, {"op": "reject", "argument": attacker["id"]})
    assert r.status_code == 200, r.text
    after = r.json()
    assert after["seq"] == 1 and after["last_seq"] == 1
    assert _option(after)["F"] > opt["F"]
    assert attacker["id"] not in {a["id"] for a in _option(after)["arguments"]}
    row = after["journal"][0]
    assert (row["actor"], row["action"], row["payload"]) == (
        "dr test",
        "reject",
        {"argument": attacker["id"]},
    )
    # the page's numbers are the session's own replay
    s = Session.open(db, create=False)
    try:
        result = s.result()
    finally:
        s.close()
    assert result["F_human"][OPTION] == _option(after)["F"]
    assert [i["option"] for i in result["plan"]] == [i["option"] for i in after["plan"]]


def test_accept_edit_and_add(client):
    view = _view(client)
    opt = _option(view)
    sup = next(a for a in opt["arguments"] if a["stance"] == "support")
    view = _post(client, view, {"op": "accept", "argument": sup["id"]}).json()
    assert next(a for a in _option(view)["arguments"] if a["id"] == sup["id"])["reviewed"]
    r = _post(client, view, {"op": "edit", "argument": sup["id"], "tau": 0.2, "text": "edited"})
    assert r.status_code == 200, r.text
    view = r.json()
    edited = next(a for a in _option(view)["arguments"] if a["id"] == sup["id"])
    assert (edited["base"], edited["text"], edited["status"]) == (0.2, "edited", "edited")
    assert _option(view)["F"] < opt["F"]
    new = {
        "op": "add",
        "argument": "clinician:1",
        "option": OPTION,
        "role": "clinician",
        "stance": "attack",
        "text": "<img src=x onerror=alert(1)>",
        "tau": 0.9,
        "evidence": ["G-STROKE-1"],
        "attacks": [sup["id"]],
    }
    r = _post(client, view, new)
    assert r.status_code == 200, r.text
    view = r.json()
    added = next(a for a in _option(view)["arguments"] if a["id"] == "clinician:1")
    assert added["text"] == new["text"] and added["attacks"] == [sup["id"]]
    assert {"source": "clinician:1", "target": sup["id"], "kind": "attack"} in _option(view)[
        "graph"
    ]["edges"]
    # edit the evidence links and the relations
    r = _post(
        client,
        view,
        {
            "op": "edit",
            "argument": "clinician:1",
            "evidence": ["G-STROKE-2"],
            "attacks": [],
            "supports": [sup["id"]],
        },
    )
    assert r.status_code == 200, r.text
    view = r.json()
    added = next(a for a in _option(view)["arguments"] if a["id"] == "clinician:1")
    assert added["evidence"] == ["G-STROKE-2"] and added["attacks"] == []
    assert added["supports"] == [sup["id"]]
    # every argument lists exactly the relations the graph draws from it
    for a in _option(view)["arguments"]:
        drawn = [e for e in _option(view)["graph"]["edges"] if e["source"] == a["id"]]
        assert sorted((e["target"], e["kind"]) for e in drawn if e["target"] != OPTION) == sorted(
            [(t, "support") for t in a["supports"]] + [(t, "attack") for t in a["attacks"]]
        )
    assert "G-STROKE-2" in view["evidence"]  # shown with its metadata
    assert [r["action"] for r in view["journal"]] == ["accept", "edit", "add", "edit"]


BAD = [
    # (body or raw bytes, content type, status, words in the message)
    ({"action": {"op": "reject", "argument": "nope"}}, None, 400, "no argument 'nope'"),
    ({"action": {"op": "explode", "argument": "x"}}, None, 400, "unknown action"),
    ({"action": {"op": "edit", "argument": "{arg}", "tau": 2}}, None, 400, "tau must be"),
    ({"action": {"op": "edit", "argument": "{arg}", "tau": "x"}}, None, 400, "tau must be"),
    ({"action": {"op": "edit", "argument": "{arg}", "evidence": [{"a": 1}]}}, None, 400, "list"),
    ({"action": {"op": "edit", "argument": "{arg}", "evidence": ["NOPE"]}}, None, 400, "passage"),
    ({"action": {"op": "add", "argument": "n", "option": {"x": 1}}}, None, 400, "unknown option"),
    # every field of the wrong JSON type is the session's message, never a 500
    ({"action": {"op": "reject", "argument": {"x": 1}}}, None, 400, "needs the argument's id"),
    ({"action": {"op": "edit", "argument": "{arg}", "tau": [0.5]}}, None, 400, "tau must be"),
    ({"action": {"op": "edit", "argument": "{arg}", "text": ["t"]}}, None, 400, "text must be"),
    ({"action": {"op": "edit", "argument": "{arg}", "supports": [{"a": 1}]}}, None, 400, "target"),
    ({"action": {"op": "edit", "argument": "{arg}", "attacks": "x"}}, None, 400, "list"),
    ({"action": {"op": ["edit"], "argument": "{arg}"}}, None, 400, "unknown action"),
    ({"action": {"op": "edit", "argument": "{arg}", "text": "x" * 10_001}}, None, 400, "longer"),
    ({"action": {"op": "reject", "argument": "{arg}", "colour": "red"}}, None, 400, "colour"),
    ({"action": ["reject"]}, None, 400, "JSON object"),
    ({"action": {"op": "reject", "argument": "{arg}"}, "actor": ""}, None, 400, "actor"),
    ({"action": {"op": "reject", "argument": "{arg}"}, "based_on": -1}, None, 400, "based_on"),
    ({"action": {"op": "reject", "argument": "{arg}"}, "based_on": "0"}, None, 400, "based_on"),
    ({"action": {"op": "reject", "argument": "{arg}"}, "based_on": True}, None, 400, "based_on"),
    ({"action": {"op": "reject", "argument": "{arg}"}, "extra": 1}, None, 400, "extra"),
    (b'{"action": ', "application/json", 400, "malformed JSON"),
    (b'{"action": {"op": "edit", "argument": "a", "tau": NaN}}', "application/json", 400, "NaN"),
    (b"[1, 2]", "application/json", 400, "JSON object"),
    (b"op=reject", "application/x-www-form-urlencoded", 415, "JSON"),
]


@pytest.mark.parametrize("body, ctype, status, words", BAD)
def test_bad_requests_get_a_4xx_message_and_change_nothing(client, body, ctype, status, words):
    view = _view(client)
    arg = _option(view)["arguments"][0]["id"]
    headers = {"X-CSRF-Token": view["csrf"]}
    if isinstance(body, dict):
        raw = json.dumps(body).replace("{arg}", arg).encode()
        ctype = "application/json"
    else:
        raw = body
    headers["Content-Type"] = ctype
    r = client.post("/api/sessions/s0/actions", content=raw, headers=headers)
    assert r.status_code == status, r.text
    assert words in r.json()["error"]
    assert _view(client)["journal"] == []


def test_a_stale_edit_is_a_conflict_naming_the_newer_action(client):
    view = _view(client)
    args = _option(view)["arguments"]
    assert _post(client, view, {"op": "accept", "argument": args[0]["id"]}).status_code == 200
    r = _post(client, view, {"op": "reject", "argument": args[1]["id"]})  # based_on 0, behind
    assert r.status_code == 409
    assert "stale edit" in r.json()["error"] and "#1" in r.json()["error"]
    assert [row["action"] for row in _view(client)["journal"]] == ["accept"]


def test_state_changes_need_the_csrf_token(client):
    view = _view(client)
    body = {"action": {"op": "reject", "argument": _option(view)["arguments"][0]["id"]}}
    for headers in ({}, {"X-CSRF-Token": "forged"}, {"X-CSRF-Token": view["csrf"][:-1]}):
        r = client.post("/api/sessions/s0/actions", json=body, headers=headers)
        assert r.status_code == 403 and "CSRF" in r.json()["error"]
    assert client.get("/api/sessions/s0/actions").status_code == 405
    assert _view(client)["journal"] == []


def test_off_loopback_every_request_needs_the_token(db):
    app = create_app([db], token="s3cret-token", loopback=False)
    with TestClient(app, base_url="http://192.0.2.7:8765") as c:
        for path in ("/", "/static/app.js", "/api/items", "/api/sessions/s0"):
            r = c.get(path)
            assert r.status_code == 401 and "token" in r.json()["error"]
            assert r.headers["x-content-type-options"] == "nosniff"
        assert c.get("/api/items", headers={"X-Clinarg-Token": "s3cret-tokeN"}).status_code == 401
        assert c.get("/api/items", headers={"X-Clinarg-Token": "s3cret-token"}).status_code == 200
        view_r = c.get("/api/sessions/s0", headers={"X-Clinarg-Token": "s3cret-token"})
        view = view_r.json()
        arg = _option(view)["arguments"][0]["id"]
        body = {"action": {"op": "accept", "argument": arg}}
        r = c.post("/api/sessions/s0/actions", json=body, headers={"X-CSRF-Token": view["csrf"]})
        assert r.status_code == 401  # the CSRF token alone is not enough
        # the address printed at start sets the token once, as an HttpOnly cookie
        r = c.get("/?token=s3cret-token")
        assert r.status_code == 200 and "HttpOnly" in r.headers["set-cookie"]
        r = c.post("/api/sessions/s0/actions", json=body, headers={"X-CSRF-Token": view["csrf"]})
        assert r.status_code == 200, r.text


def test_on_loopback_a_foreign_host_name_is_refused(db):
    # a page whose DNS name is rebound to 127.0.0.1 reaches the server with its own Host
    with TestClient(create_app([db]), base_url="http://attacker.example:8765") as c:
        r = c.get("/api/sessions/s0")
        assert r.status_code == 403 and "loopback" in r.json()["error"]
    with TestClient(create_app([db]), base_url="http://localhost:8765") as c:
        assert c.get("/api/items").status_code == 200


# ---------------------------------------------------------------- read-only graphs
@pytest.fixture
def graph_client(tmp_path):
    af = tmp_path / "cycle.af"
    af.write_text("p af 3\n1 2\n2 1\n2 3\n")
    doc = {
        "arguments": [
            {"id": "c", "base_score": 0.5, "text": "</script><script>window.__pwned=1</script>"},
            {"id": "a", "base_score": 0.8},
            {"id": "b", "base_score": 0.6},
        ],
        "attacks": [["a", "c"]],
        "supports": [["b", "c"]],
    }
    js = tmp_path / "q.json"
    js.write_text(json.dumps(doc))
    with TestClient(create_app([], [GraphFile(af), GraphFile(js)]), base_url=LOCAL) as c:
        yield c


def test_dung_view_lists_the_extensions_of_a_semantics(graph_client):
    r = graph_client.get("/api/graphs/g0/dung", params={"semantics": "PR"})
    assert r.status_code == 200, r.text
    v = r.json()
    assert sorted(v["extensions"]) == [["1", "3"], ["2"]] and v["complete"]
    assert "GR" in v["available"] and len(v["graph"]["nodes"]) == 3
    assert graph_client.get("/api/graphs/g0/dung").json()["extensions"] == [[]]  # grounded
    r = graph_client.get("/api/graphs/g0/dung", params={"semantics": "XX"})
    assert r.status_code == 400 and "unknown semantics" in r.json()["error"]
    # a graph with supports: Dung drops them and says so
    assert graph_client.get("/api/graphs/g1/dung").json()["supports_dropped"] == 1


@pytest.mark.parametrize("kind", ["removal", "gradient", "shapley"])
def test_qbaf_view_gives_strengths_and_attributions(graph_client, kind):
    from clinarg.qbaf import QBAF, strengths
    from clinarg.qbaf.explain import attributions

    r = graph_client.get("/api/graphs/g1/qbaf", params={"topic": "c", "kind": kind})
    assert r.status_code == 200, r.text
    v = r.json()
    q = QBAF.from_edges({"c": 0.5, "a": 0.8, "b": 0.6}, attacks=[("a", "c")], supports=[("b", "c")])
    assert v["strengths"]["c"] == pytest.approx(float(strengths(q, "qe")["c"]))
    want = attributions(q, "c", "qe", kind).values
    assert v["attributions"] == pytest.approx(want)
    assert v["topic"] == "c" and v["attribution"] == kind
    node = next(n for n in v["graph"]["nodes"] if n["id"] == "c")
    assert node["text"] == "</script><script>window.__pwned=1</script>"  # data, as is


def test_a_quantitative_file_opens_as_a_qbaf(graph_client):
    views = [g["default_view"] for g in graph_client.get("/api/items").json()["graphs"]]
    assert views == ["dung", "qbaf"]


def test_a_graph_too_large_to_draw_is_refused_at_start(tmp_path, capsys):
    from clinarg.web.views import GRAPH_LIMIT

    big = tmp_path / "big.af"
    big.write_text(f"p af {GRAPH_LIMIT + 1}\n1 2\n")
    assert main(["serve", str(big)]) == 2
    assert f"more than the page draws ({GRAPH_LIMIT})" in capsys.readouterr().err
    small = tmp_path / "small.af"
    small.write_text(f"p af {GRAPH_LIMIT}\n1 2\n")
    assert GraphFile(small).describe()["arguments"] == GRAPH_LIMIT


@pytest.mark.parametrize("suffix", [".af", ".apx", ".tgf", ".json"])
def test_reading_a_graph_file_keeps_the_timeout_in_every_format(tmp_path, suffix):
    from clinarg.errors import SolverTimeout
    from clinarg.formats import dumps, loads

    # GRAPH_LIMIT arguments (drawable) and more lines than a reader takes
    # between two looks at the deadline (TGF: 4096)
    n = 2000
    attacks = "".join(f"{i} {j}\n" for i in range(1, n) for j in (i + 1, i + 2) if j <= n)
    af = loads(f"p af {n}\n" + attacks, "iccma")
    path = tmp_path / f"g{suffix}"
    path.write_text(dumps(af, suffix[1:].replace("af", "iccma")))
    assert GraphFile(path, timeout=None).describe()["attacks"] == 2 * n - 3
    with pytest.raises(SolverTimeout):
        GraphFile(path, timeout=1e-6)


def test_graph_view_errors(graph_client):
    assert graph_client.get("/api/graphs/g1/qbaf").json()["topic"] == "c"  # the sink
    r = graph_client.get("/api/graphs/g1/qbaf", params={"topic": "zz"})
    assert r.status_code == 400 and "no argument 'zz'" in r.json()["error"]
    r = graph_client.get("/api/graphs/g1/qbaf", params={"topic": "c", "kind": "magic"})
    assert r.status_code == 400 and "unknown attribution" in r.json()["error"]
    assert graph_client.get("/api/graphs/g7/dung").status_code == 404
    assert graph_client.get("/api/graphs/g0/other").status_code == 404


# ---------------------------------------------------------------- the command
def _free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@pytest.mark.parametrize(
    "argv, words",
    [
        (["serve"], "needs a SESSION.db"),
        (["serve", "--session", "x.db"], "--session goes with --example"),
        (["serve", "--example", "nope"], "no example case 'nope'"),
        (["serve", "--port", "70000", "--example", CASE], "--port"),
        (["serve", "missing.json"], "missing.json"),
        (["serve", "--timeout", "-1", "--example", CASE], "--timeout"),
    ],
)
def test_serve_command_errors_are_one_line(argv, words, capsys, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert words in err and err.count("\n") == 1 and err.startswith("clinarg: error:")
    assert list(tmp_path.iterdir()) == []  # refused before any session file is made


def test_serve_refuses_a_database_that_is_no_session_and_a_busy_port(tmp_path, capsys):
    import sqlite3

    other = tmp_path / "other.db"
    sqlite3.connect(other).execute("CREATE TABLE t (x)").connection.close()
    assert main(["serve", str(other)]) == 2
    assert "holds no plan" in capsys.readouterr().err
    with socket.socket() as busy:
        busy.bind(("127.0.0.1", 0))
        busy.listen()
        port = busy.getsockname()[1]
        argv = ["serve", "--example", CASE, "--session", str(tmp_path / "s.db"), "--port"]
        assert main([*argv, str(port)]) == 2
    err = capsys.readouterr().err
    assert f"cannot listen on 127.0.0.1:{port}" in err and err.count("\n") == 1


def test_serve_without_the_web_extra_names_it(monkeypatch, capsys, tmp_path):
    monkeypatch.setitem(sys.modules, "uvicorn", None)  # import uvicorn raises ImportError
    assert main(["serve", "--example", CASE, "--session", str(tmp_path / "s.db")]) == 2
    assert 'pip install "clinarg[web]"' in capsys.readouterr().err


def test_import_clinarg_and_solve_do_not_import_the_web_stack():
    code = (
        "import sys, clinarg, clinarg.web; from clinarg.cli import main; "
        "main(['solve', '--formats']); "
        "bad = [m for m in ('starlette', 'uvicorn', 'httpx') if m in sys.modules]; "
        "assert not bad, bad"
    )
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, proc.stderr


# ---------------------------------------------------------------- the layout
def _overlap(p, q):
    return abs(p[0] - q[0]) < NODE_WIDTH and abs(p[1] - q[1]) < NODE_HEIGHT


def test_a_50_argument_option_is_laid_out_in_short_rows_without_overlap():
    nodes = ["option"] + [f"a{i}" for i in range(50)]
    edges = [(f"a{i}", "option") for i in range(50)] + [
        (f"a{i}", f"a{i + 1}") for i in range(0, 10, 2)
    ]
    lay = layered_layout(nodes, edges, group={f"a{i}": i % 2 for i in range(50)})
    pos = lay["positions"]
    assert set(pos) == set(nodes)
    assert lay["width"] <= 8 * (NODE_WIDTH + 18) + 36  # at most 8 boxes on a row
    assert all(not _overlap(pos[u], pos[v]) for i, u in enumerate(nodes) for v in nodes[i + 1 :])
    for s, t in edges:
        assert pos[t][1] < pos[s][1]  # every edge points up
    assert lay["layers"][0] == ["option"]


def test_cycles_are_laid_out_and_an_unknown_node_is_an_error():
    lay = layered_layout(["a", "b", "c"], [("a", "b"), ("b", "a"), ("b", "c")])
    assert sorted(v for row in lay["layers"] for v in row) == ["a", "b", "c"]
    from clinarg.errors import ParameterError

    with pytest.raises(ParameterError, match="unknown node"):
        layered_layout(["a"], [("a", "b")])
    with pytest.raises(ParameterError, match="duplicate"):
        layered_layout(["a", "a"], [])


def test_concurrent_actions_on_one_session_are_serialised(db):
    """Two editors who saw the same journal post at once: the session's worker
    thread runs them one after the other, so one is recorded and the other is
    refused as stale, never both written nor the connection shared."""
    import asyncio

    import httpx

    app = create_app([db])

    async def race():
        transport = httpx.ASGITransport(app=app)
        async with httpx.AsyncClient(transport=transport, base_url=LOCAL) as c:
            view = (await c.get("/api/sessions/s0")).json()
            args = [a["id"] for a in _option(view)["arguments"]]
            posts = [
                c.post(
                    "/api/sessions/s0/actions",
                    json={"action": {"op": "accept", "argument": a}, "based_on": 0},
                    headers={"X-CSRF-Token": view["csrf"]},
                )
                for a in args[:2]
            ]
            return await asyncio.gather(*posts)

    answers = asyncio.run(race())
    assert sorted(r.status_code for r in answers) == [200, 409]
    s = Session.open(db, create=False)
    try:
        assert len(s.journal()) == 1
    finally:
        s.close()


def test_the_shipped_argmed_graph_opens_in_both_views():
    path = (
        Path(__import__("clinarg").__file__).parent / "examples" / "stroke_hypertension_graph.json"
    )
    with TestClient(create_app([], [GraphFile(path)]), base_url=LOCAL) as c:
        dung = c.get("/api/graphs/g0/dung", params={"semantics": "PR"}).json()
        assert dung["extensions"] == [["arb", "arb_better", "cough"]]
        qbaf = c.get("/api/graphs/g0/qbaf", params={"topic": "acei", "kind": "removal"}).json()
        assert qbaf["attributions"]["arb"] < 0 and qbaf["strengths"]["acei"] < 0.5
