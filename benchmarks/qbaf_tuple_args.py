"""What numba's dispatcher costs per call of a kernel taking the twelve
read-only arrays of the sweep layout (``CyclicLayout.arrays``: int64, int32,
float64 and bool arrays) as twelve parameters, as one plain tuple and as one named tuple: the
reason the QBAF kernels take plain-tuple bundles (docs/qbaf.md, "The
kernels").  Prints the median of 7 runs of 20,000 calls each.

    python benchmarks/qbaf_tuple_args.py
"""

from __future__ import annotations

import collections
import timeit

import numba
import numpy as np

#: The dtypes of ``CyclicLayout.arrays``, in order.
DTYPES = (
    np.int64, np.int32, np.int64, np.int32, np.float64, np.float64,
    np.bool_, np.bool_, np.int64, np.int32, np.float64, np.float64,
)  # fmt: skip
Bundle = collections.namedtuple("Bundle", [f"f{i}" for i in range(len(DTYPES))])


@numba.njit
def flat(a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11):
    return a0.shape[0] + a11.shape[0]


@numba.njit
def bundled(b):
    return b[0].shape[0] + b[11].shape[0]


def main() -> None:
    arrays = [np.zeros(4, dtype=t) for t in DTYPES]
    for a in arrays:
        a.flags.writeable = False  # as the layout's arrays are
    plain, named = tuple(arrays), Bundle(*arrays)
    calls = {
        "flat": lambda: flat(*arrays),
        "plain tuple": lambda: bundled(plain),
        "named tuple": lambda: bundled(named),
    }
    for label, call in calls.items():
        call()  # compile outside the timing
        runs = sorted(timeit.repeat(call, number=20_000, repeat=7))
        print(f"{label:12s} {1e6 * runs[3] / 20_000:6.2f} us per call")


if __name__ == "__main__":
    main()
