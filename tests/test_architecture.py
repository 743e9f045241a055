"""The package's floors hold: the import-linter contracts in pyproject.toml.

commands > web (the page of clinarg serve) > protocols > llm > engines
(dung | qbaf | mcts) > formats > the document model and the native core; no
protocol imports another, no engine imports LLM or protocol code, and
sibling modules import no cycle.  The contracts are checked on the installed
package's sources, and once on a copy with one forbidden import added, so
that a broken contract is seen to fail.
"""

import os
import shutil
import subprocess
import sys
from pathlib import Path

import importlinter  # noqa: F401 - the test extra installs it; its absence is a failure
import pytest

import clinarg

CONFIG = Path(__file__).resolve().parents[1] / "pyproject.toml"
PACKAGE = Path(clinarg.__file__).resolve().parent


def lint_imports(root: Path | None = None) -> subprocess.CompletedProcess:
    """Run import-linter on ``clinarg`` as found on ``sys.path`` (first ``root``)."""
    code = (
        "import sys; from importlinter.cli import lint_imports; "
        f"sys.exit(lint_imports(config_filenames=({str(CONFIG)!r},), no_cache=True, "
        "no_logo=True))"
    )
    env = None if root is None else dict(os.environ, PYTHONPATH=str(root))
    return subprocess.run(
        [sys.executable, "-c", code],
        capture_output=True,
        text=True,
        env=env,
        cwd=root or PACKAGE.parent,
        timeout=300,
    )


def test_import_contracts_are_kept():
    proc = lint_imports()
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert "0 broken" in proc.stdout


@pytest.mark.parametrize(
    "module, line, contract",
    [
        ("mcts/toy.py", "from ..llm import base", "Floors"),
        ("protocols/diagnose/cases.py", "from ..reason import case", "Each protocol stands alone"),
        # the readers may import the framework type (ignore_imports), so it must not
        # import them back
        ("dung/framework.py", "from ..formats import apx", "The Dung framework type"),
        ("formats/tgf.py", "from ..dung import tasks", "Floors"),
        # the web application sits on the commands floor: nothing below imports it
        ("protocols/plan/render.py", "from ...web import layout", "Floors"),
        ("qbaf/explain.py", "from ..web import views", "Engines, formats and the model"),
    ],
)
def test_a_forbidden_import_breaks_a_contract(tmp_path, module, line, contract):
    copy = tmp_path / "clinarg"
    shutil.copytree(
        PACKAGE, copy, ignore=shutil.ignore_patterns("__pycache__", "*.so", "*.c", "*.o")
    )
    target = copy / module
    target.write_text(target.read_text("utf-8") + f"\n{line}\n", "utf-8")
    proc = lint_imports(tmp_path)
    assert proc.returncode == 1, proc.stdout + proc.stderr
    verdicts = [ln for ln in proc.stdout.splitlines() if ln.startswith(contract)]
    assert verdicts and "BROKEN" in verdicts[0], proc.stdout
