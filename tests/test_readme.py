"""The README's Python examples run as written (from the repository root)."""

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
README = ROOT / "README.md"
BLOCKS = re.findall(r"```python\n(.*?)```", README.read_text(), flags=re.S) if README.exists() else []


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
