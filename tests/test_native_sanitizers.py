"""Build the native core with AddressSanitizer + UBSan and run its C checks.

The C checks (tests/native/check_core.c) fuzz the ICCMA parser on exactly
sized heap buffers and compare CSR, SCC, grounded and model-count results
with their definitions; any out-of-bounds access or undefined behaviour aborts.
Skipped when no C compiler with sanitizer runtimes is available.
"""

import shutil
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


def _compile(tmp_path, flags):
    cc = shutil.which("cc") or shutil.which("gcc")
    if cc is None:
        pytest.skip("no C compiler")
    exe = tmp_path / "check_core"
    cmd = [
        cc,
        "-std=c99",
        "-O1",
        "-g",
        *flags,
        "-I",
        str(ROOT / "native"),
        str(ROOT / "native" / "clinarg_core.c"),
        str(ROOT / "native" / "clinarg_count.c"),
        str(ROOT / "native" / "clinarg_order.c"),
        str(ROOT / "tests" / "native" / "check_core.c"),
        "-o",
        str(exe),
    ]
    proc = subprocess.run(cmd, capture_output=True, text=True)
    if proc.returncode != 0:
        if "sanitize" in " ".join(flags) and ("asan" in proc.stderr or "ubsan" in proc.stderr):
            pytest.skip(f"sanitizer runtime unavailable: {proc.stderr.strip()[:200]}")
        pytest.fail(proc.stderr)
    return exe


def test_native_core_is_clean_under_asan_and_ubsan(tmp_path):
    if not (ROOT / "native" / "clinarg_core.c").exists():
        pytest.skip("source tree not available")
    exe = _compile(
        tmp_path,
        ["-fsanitize=address,undefined", "-fno-sanitize-recover=all", "-fno-omit-frame-pointer"],
    )
    proc = subprocess.run(
        [str(exe)],
        capture_output=True,
        text=True,
        timeout=300,
        env={"ASAN_OPTIONS": "detect_leaks=1:abort_on_error=1"},
    )
    assert proc.returncode == 0, proc.stderr[-2000:]
    assert "native checks passed" in proc.stdout
