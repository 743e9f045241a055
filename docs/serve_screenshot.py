"""Take docs/serve.png from the real page: ``python docs/serve_screenshot.py``.

Starts ``clinarg serve --example heart_failure_alone`` on a free loopback
port with a throw-away session, opens it in Debian's headless Chromium
(Playwright, ``executable_path``; nothing is downloaded), rejects the
attacking argument that keeps the dose administration aid out of the plan,
opens the telemonitoring option's graph and saves the page as it then looks.
"""

import signal
import subprocess
import sys
import tempfile
from pathlib import Path

from playwright.sync_api import expect, sync_playwright

OUT = Path(__file__).resolve().parent / "serve.png"
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

with tempfile.TemporaryDirectory() as tmp:
    proc = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "clinarg",
            "serve",
            "--example",
            "heart_failure_alone",
            "--session",
            f"{tmp}/s.db",
            "--port",
            "0",
        ],
        stdout=subprocess.PIPE,
        text=True,
    )
    try:
        url = proc.stdout.readline().split()[-1]
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path="/usr/bin/chromium", args=ARGS)
            page = browser.new_page(viewport={"width": 1400, "height": 1250})
            page.goto(url)
            page.wait_for_selector("#arguments tbody tr[data-arg]")
            page.fill("#actor", "dr a")
            page.select_option("#option-select", "dose_administration_aid")
            page.locator('tr[data-arg="dose_administration_aid:nurse:1"] .act-reject').click()
            expect(page.locator("#message")).to_contain_text("Action #1 recorded")
            page.select_option("#option-select", "daily_weight_telemonitoring")
            page.screenshot(path=str(OUT))
            browser.close()
    finally:
        proc.send_signal(signal.SIGINT)
        proc.wait(timeout=30)
print(OUT)
