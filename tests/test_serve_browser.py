"""clinarg serve in a real browser: headless Chromium (Debian's, driven by
Playwright with ``executable_path``; no browser is downloaded) against the
real server started as ``clinarg serve --example ... --port 0``.

A person opens a shipped case's session, rejects an attacking argument and
sees the option's F and the plan change, edits a score, adds an argument,
reloads and finds the journal and the plan persisted; argument texts that
are HTML or script stay text and run nothing; a stale edit shows the
server's message.  Any console error or page error fails the test (except
the one 409 the stale edit provokes on purpose).  Screenshots before and
after go to the test's temporary folder.

Locally the module is skipped when Chromium or Playwright is missing;
``.ci/run`` sets ``CLINARG_REQUIRE_BROWSER=1``, which turns that into a
failure.
"""

import json
import os
import queue
import re
import signal
import subprocess
import sys
import threading

import pytest

CHROMIUM = os.environ.get("CLINARG_CHROMIUM", "/usr/bin/chromium")
REQUIRED = os.environ.get("CLINARG_REQUIRE_BROWSER") == "1"
ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]
CASE = "heart_failure_alone"
OPTION = "dose_administration_aid"  # excluded, with one attacker (the nurse) holding it down
ATTACKER = "dose_administration_aid:nurse:1"
IMG = "<img src=x onerror=alert(1)>"
SCRIPT = "</script><script>window.__pwned=1</script>"


def _unavailable(why):
    if REQUIRED:
        pytest.fail(f"browser test required (CLINARG_REQUIRE_BROWSER=1) but {why}")
    pytest.skip(why)


if not os.path.exists(CHROMIUM):
    _unavailable(f"no Chromium at {CHROMIUM} (apt-get install chromium)")
try:
    from playwright.sync_api import expect, sync_playwright
except ImportError:
    _unavailable("the playwright package is not installed (pip install '.[test]')")


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    """``clinarg serve`` on a free loopback port: (base URL, session path, process)."""
    tmp = tmp_path_factory.mktemp("serve")
    graph = tmp / "hostile.json"
    graph.write_text(
        json.dumps(
            {
                "arguments": [
                    {"id": "claim", "base_score": 0.5, "text": SCRIPT},
                    {"id": "x", "base_score": 0.7, "text": IMG},
                    {"id": "y", "base_score": 0.6},
                ],
                "attacks": [["x", "claim"]],
                "supports": [["y", "claim"]],
            }
        )
    )
    session = tmp / "s.db"
    proc = subprocess.Popen(
        [sys.executable, "-m", "clinarg", "serve", "--example", CASE, "--session", str(session)]
        + [str(graph), "--port", "0"],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    lines = queue.Queue()
    reader = threading.Thread(target=lambda: [lines.put(ln) for ln in proc.stdout], daemon=True)
    reader.start()
    proc.lines, proc.reader = lines, reader
    try:
        first = lines.get(timeout=120)
    except queue.Empty:
        proc.kill()
        pytest.fail("clinarg serve printed no address: " + proc.stderr.read())
    url = first.split()[-1]
    assert url.startswith("http://127.0.0.1:"), first
    yield url, session, proc
    if proc.poll() is None:
        proc.send_signal(signal.SIGINT)
        proc.wait(timeout=30)


@pytest.fixture(scope="module")
def browser():
    with sync_playwright() as p:
        b = p.chromium.launch(executable_path=CHROMIUM, args=ARGS, headless=True)
        yield b
        b.close()


@pytest.fixture
def page(browser):
    context = browser.new_context(viewport={"width": 1400, "height": 1000})
    pg = context.new_page()
    pg.set_default_timeout(20_000)
    pg.errors, pg.dialogs = [], []
    pg.on("console", lambda m: pg.errors.append(m.text) if m.type == "error" else None)
    pg.on("pageerror", lambda e: pg.errors.append(f"page error: {e}"))

    def on_dialog(d):
        pg.dialogs.append(d.message)
        d.dismiss()

    pg.on("dialog", on_dialog)
    yield pg
    context.close()


# Waits go through expect() and selectors: the page's Content-Security-Policy
# forbids string evaluation, which wait_for_function would need.
def _recorded(page, seq):
    expect(page.locator("#message")).to_have_text(re.compile(rf"^Action #{seq} recorded"))


def _row(page, arg):
    return page.locator(f'#arguments tr[data-arg="{arg}"]')


def test_contest_a_plan_end_to_end(server, page, tmp_path):
    url, session, _ = server
    page.goto(url)
    page.wait_for_selector("#arguments tbody tr[data-arg]")
    page.fill("#actor", "dr browser")
    page.screenshot(path=str(tmp_path / "before.png"), full_page=True)

    page.select_option("#option-select", OPTION)
    assert "not in the plan" in page.inner_text("#option-status")
    assert page.inner_text("#plan-escalations") == "None."
    assert page.locator(f'#plan li[data-option="{OPTION}"]').count() == 0
    assert page.locator(f'#excluded li[data-option="{OPTION}"]').count() == 1
    before = page.inner_text("#option-f")
    chart_before = page.text_content(f'.chart-row[data-option="{OPTION}"] .chart-value')

    # reject the attacker: F and the plan change without a reload
    _row(page, ATTACKER).locator(".act-reject").click()
    _recorded(page, 1)
    assert page.inner_text("#option-f") != before
    assert "after 0.668" in page.inner_text("#option-f")
    assert "in the plan" in page.inner_text("#option-status")
    item = page.locator(f'#plan li[data-option="{OPTION}"]')
    assert item.count() == 1 and "F=0.668" in item.inner_text()
    assert page.locator(f'#excluded li[data-option="{OPTION}"]').count() == 0
    assert page.text_content(f'.chart-row[data-option="{OPTION}"] .chart-value') != chart_before
    assert _row(page, ATTACKER).count() == 0

    # edit a score: the weakened option comes near 0.5 and is escalated, with the rule
    supporter = page.locator("#arguments tr.support").first.get_attribute("data-arg")
    _row(page, supporter).locator(".act-edit").click()
    form = page.locator("tr.edit-row form")
    form.locator('input[name="tau"]').fill("0.05")
    form.locator(".save-edit").click()
    _recorded(page, 2)
    assert page.inner_text(f'#arguments tr[data-arg="{supporter}"] td.base') == "0.050"
    assert "after 0.668" not in page.inner_text("#option-f")
    assert "escalated: near_neutral" in page.inner_text("#escalations")
    assert "near_neutral" in page.inner_text(f'#plan-escalations li[data-option="{OPTION}"]')

    # add an argument whose text is markup, then edit a text into a script
    page.fill('#add-form input[name="argument"]', "clinician:xss")
    page.select_option('#add-form select[name="role"]', "clinician")
    page.select_option('#add-form select[name="stance"]', "support")
    page.fill('#add-form input[name="tau"]', "0.6")
    page.fill('#add-form textarea[name="text"]', IMG)
    page.click("#add-button")
    _recorded(page, 3)
    _row(page, supporter).locator(".act-edit").click()
    page.locator('tr.edit-row textarea[name="text"]').fill(SCRIPT)
    page.locator("tr.edit-row .save-edit").click()
    _recorded(page, 4)
    F_after = page.inner_text("#option-f")

    # reload: the journal and the plan come back from the session file
    page.reload()
    page.wait_for_selector("#journal tbody tr[data-seq]")
    rows = page.locator("#journal tbody tr[data-seq]")
    assert rows.count() == 4
    assert [rows.nth(i).locator("td").nth(3).inner_text() for i in range(4)] == [
        "reject",
        "edit",
        "add",
        "edit",
    ]
    assert all(rows.nth(i).locator("td").nth(2).inner_text() == "dr browser" for i in range(4))
    page.select_option("#option-select", OPTION)
    assert page.inner_text("#option-f") == F_after
    assert page.locator(f'#plan li[data-option="{OPTION}"]').count() == 1

    # the hostile texts are shown as text and ran nothing
    assert _row(page, "clinician:xss").locator("td.text").inner_text() == IMG
    assert _row(page, supporter).locator("td.text").inner_text() == SCRIPT
    assert SCRIPT in page.inner_text("#plan")
    assert page.locator("img").count() == 0
    assert page.evaluate("window.__pwned") is None
    assert page.dialogs == []

    # a stale page: another editor acts first; the page shows the server's message
    view = json.loads(page.evaluate("fetch('/api/sessions/s0').then(r => r.text())"))
    other = next(a["id"] for o in view["options"] for a in o["arguments"] if o["id"] != OPTION)
    status = page.evaluate(
        """([csrf, arg, seq]) => fetch('/api/sessions/s0/actions', {method: 'POST',
             headers: {'Content-Type': 'application/json', 'X-CSRF-Token': csrf},
             body: JSON.stringify({action: {op: 'accept', argument: arg}, actor: 'dr other',
                                   based_on: seq})}).then(r => r.status)""",
        [view["csrf"], other, view["last_seq"]],
    )
    assert status == 200
    _row(page, "clinician:xss").locator(".act-accept").click()
    expect(page.locator("#message")).to_have_text(re.compile(r"^Not recorded: stale edit"))
    assert "dr other" in page.inner_text("#message")
    # the page then shows the session as it now is, the other editor's action included
    expect(page.locator("#journal tbody tr[data-seq]")).to_have_count(5)
    assert "dr other" in page.inner_text('#journal tr[data-seq="5"]')
    expected = [e for e in page.errors if "409" in e]
    assert len(expected) == 1  # the refused request itself, logged by the browser
    page.screenshot(path=str(tmp_path / "after.png"), full_page=True)
    assert (tmp_path / "before.png").stat().st_size > 10_000
    assert (tmp_path / "after.png").stat().st_size > 10_000
    assert [e for e in page.errors if "409" not in e] == []


def test_a_graph_file_shows_extensions_and_attributions_as_text(server, page):
    url, _, _ = server
    page.goto(url + "#g0")
    page.wait_for_selector("#graph-table td.attribution")  # supports: the QBAF view first
    page.select_option("#graph-mode", "dung")
    page.wait_for_selector("#semantics option", state="attached")
    page.select_option("#semantics", "PR")
    expect(page.locator("#graph-summary")).to_contain_text("extension(s) under PR")
    assert page.locator("#file-graph g.node.in-ext").count() == 2  # x and y
    page.select_option("#graph-mode", "qbaf")
    page.wait_for_selector("#graph-table td.attribution")
    page.select_option("#attribution", "shapley")
    expect(page.locator("#graph-summary")).to_contain_text("shapley attributions")
    texts = page.locator("#graph-table tbody td:nth-child(2)").all_inner_texts()
    assert SCRIPT in texts and IMG in texts
    assert page.locator("img").count() == 0 and page.evaluate("window.__pwned") is None
    assert page.dialogs == [] and page.errors == []


def test_ctrl_c_stops_the_server_cleanly(server):
    # self-contained (under pytest -n the other tests of this module may run in
    # another worker's server): one action through the API, then Ctrl-C, then
    # the action is in the journal and the session opens
    import httpx

    url, session, proc = server
    with httpx.Client(base_url=url, timeout=30) as client:
        view = client.get("/api/sessions/s0").json()
        before = view["last_seq"]
        argument = next(a["id"] for o in view["options"] for a in o["arguments"])
        body = {
            "action": {"op": "accept", "argument": argument},
            "actor": "dr ctrl-c",
            "based_on": before,
        }
        r = client.post(
            "/api/sessions/s0/actions", json=body, headers={"X-CSRF-Token": view["csrf"]}
        )
        assert r.status_code == 200, r.text
    proc.send_signal(signal.SIGINT)
    proc.wait(timeout=30)
    proc.reader.join(timeout=30)  # the reader thread owns stdout
    out = "".join(proc.lines.get() for _ in range(proc.lines.qsize()))
    err = proc.stderr.read()
    assert proc.returncode == 0, err
    assert "stopped" in out and "Traceback" not in err
    from clinarg.protocols.plan.session import Session

    s = Session.open(session, create=False)
    try:
        rows = s.journal()
        assert rows[-1]["actor"] == "dr ctrl-c" and rows[-1]["seq"] > before
    finally:
        s.close()
