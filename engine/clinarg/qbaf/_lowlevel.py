"""Two low-level helpers for the sweep kernels: unsigned indices, prefetch.

numba wraps a negative array index around (``x[-1]``) and so tests the sign
of every index it cannot prove non-negative; a loop over ``range(lo, hi)``
with run-time bounds pays that test on each of its array reads
(``python benchmarks/qbaf_sweep_study.py`` times the sweep with signed
indices).  Indexing with an unsigned integer skips it.  :func:`prefetch`
asks the CPU to start loading an element it will read soon, through LLVM's
``llvm.prefetch`` intrinsic (a hint: it never faults and changes no
result); :func:`prefetch_stream` does so for an element of an array read
once per sweep, with no temporal locality (``prefetchnta`` on x86-64), so
that the stream does not push out of the caches what the sweep reads again.
"""

from __future__ import annotations

import numba
import numpy as np
from llvmlite import ir
from numba.core import cgutils, types
from numba.extending import intrinsic

from ._config import JIT_INLINE


@numba.njit(**JIT_INLINE)
def _unsigned(i):
    """``i`` (non-negative) as an unsigned index (no wraparound test)."""
    return np.uint64(i)


#: 1 as an unsigned integer: ``p + 1`` with an int64 literal would make numba
#: mix signed and unsigned and compute in float64.
_ONE = np.uint64(1)


def _prefetch_codegen(locality: int):
    """Code generator of ``llvm.prefetch(array + index, read, locality, data)``."""

    def codegen(context, builder, signature, args):
        array_type, _ = signature.args
        view = context.make_array(array_type)(context, builder, args[0])
        address = cgutils.get_item_pointer(
            context, builder, array_type, view, [args[1]], wraparound=False
        )
        byte_ptr = ir.IntType(8).as_pointer()
        address = builder.bitcast(address, byte_ptr)
        i32 = ir.IntType(32)
        fn = builder.module.declare_intrinsic(
            "llvm.prefetch", [byte_ptr], ir.FunctionType(ir.VoidType(), [byte_ptr, i32, i32, i32])
        )
        builder.call(
            fn, [address, ir.Constant(i32, 0), ir.Constant(i32, locality), ir.Constant(i32, 1)]
        )
        return context.get_dummy_value()

    return codegen


@intrinsic
def prefetch(typingctx, array, index):
    """Prefetch ``array[index]`` into all cache levels, for reading.

    ``index`` must be within bounds (no check: a wrong address is a wasted
    hint on x86-64, but the kernels only pass valid ones).
    """
    if not isinstance(array, types.Array) or not isinstance(index, types.Integer):
        return None
    return types.void(array, index), _prefetch_codegen(3)  # highest locality


@intrinsic
def prefetch_stream(typingctx, array, index):
    """Prefetch ``array[index]`` for one read, with no temporal locality
    (an element of a stream the sweep reads once).  ``index`` as for
    :func:`prefetch`."""
    if not isinstance(array, types.Array) or not isinstance(index, types.Integer):
        return None
    return types.void(array, index), _prefetch_codegen(0)
