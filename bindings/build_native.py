"""cffi build script for clinarg's compiled core (out-of-line API mode).

``setup.py`` names ``bindings/build_native.py:ffibuilder`` in ``cffi_modules``,
so ``pip install`` compiles ``native/clinarg_core.c`` into the extension
module ``clinarg._clinarg_core``.  The declarations exposed to Python are kept
in ``clinarg_native.cdef`` beside this file.
"""

from pathlib import Path

from cffi import FFI

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
NATIVE = ROOT / "native"

ffibuilder = FFI()
ffibuilder.cdef((HERE / "clinarg_native.cdef").read_text())
ffibuilder.set_source(
    "clinarg._clinarg_core",
    '#include "clinarg_core.h"\n#include "clinarg_clingo.h"',
    # Relative paths keep absolute build directories out of the wheel.
    sources=[
        "native/clinarg_core.c",
        "native/clinarg_count.c",
        "native/clinarg_order.c",
        "native/clinarg_clingo.c",
    ],
    libraries=["dl"],  # dlopen, for clingo's library (part of libc from glibc 2.34)
    include_dirs=["native"],
    extra_compile_args=["-O2", "-std=c99"],
)

if __name__ == "__main__":
    ffibuilder.compile(tmpdir=str(ROOT / "build"), verbose=True)
