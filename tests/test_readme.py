"""The README's Python examples run as written (from the repository root)."""

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
README = ROOT / "README.md"
BLOCKS = (
    re.findall(r"```python\n(.*?)```", README.read_text(), flags=re.S) if README.exists() else []
)


@pytest.mark.parametrize("index", range(len(BLOCKS)))
def test_readme_python_block_runs(index, monkeypatch):
    monkeypatch.chdir(ROOT)
    exec(compile(BLOCKS[index], f"README.md python block {index}", "exec"), {})


def test_readme_has_the_two_setup_commands():
    text = README.read_text()
    bash = re.findall(r"```bash\n(.*?)```", text, flags=re.S)
    assert any("pip install ." in b and "clinarg" in b for b in bash)
    assert any('pip install -q ".[test]"' in b and "pytest" in b for b in bash)
    ci = (ROOT / ".ci" / "run").read_text()
    test_command = next(b.strip() for b in bash if "pytest" in b)
    assert test_command in ci


COMMANDS = (
    [
        line[2:].strip()
        for block in re.findall(r"```console\n(.*?)```", README.read_text(), flags=re.S)
        for line in block.splitlines()
        if line.startswith("$ ")
    ]
    if README.exists()
    else []
)


def test_readme_lists_runnable_commands():
    assert any(c.startswith("clinarg solve") for c in COMMANDS)


@pytest.mark.parametrize("command", COMMANDS)
def test_readme_command_runs(command):
    """Every `$ clinarg ...` line of a console block runs from the repository
    root and exits 0 (the same command as the installed script)."""
    import shlex
    import subprocess
    import sys

    argv = shlex.split(command)
    assert argv[0] == "clinarg"
    proc = subprocess.run(
        [sys.executable, "-m", "clinarg", *argv[1:]],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert proc.returncode == 0, proc.stderr
