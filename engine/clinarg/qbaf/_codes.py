"""The integer codes the QBAF kernels and their Python callers share.

One home for every code that crosses between compiled kernels
(:mod:`clinarg.qbaf._kernels`) and Python (the evaluator, the two-thread
block solver, the semantics table): this module imports neither numba nor
anything that does, so numba-free modules read the codes here instead of
repeating them.  The kernels see these names as module globals, which numba
folds into compile-time constants.
"""

from __future__ import annotations

import numpy as np

# ---------------------------------------------------------------- semantics
#: Aggregation functions (:class:`clinarg.qbaf.semantics.Semantics`).
AGG_SUM, AGG_PRODUCT, AGG_TOP = 0, 1, 2
AGGREGATIONS = {"sum": AGG_SUM, "product": AGG_PRODUCT, "top": AGG_TOP}

#: Influence functions.
INF_QE, INF_LINEAR, INF_EULER, INF_MLP = 0, 1, 2, 3
INFLUENCES = {"qe": INF_QE, "linear": INF_LINEAR, "euler": INF_EULER, "mlp": INF_MLP}

# ---------------------------------------------------------------- methods
#: Per-component methods: what a caller asks for (``M_AUTO`` and the forced
#: ones) and what a component reports (never ``M_AUTO``).
M_EXACT, M_JACOBI, M_GAUSS_SEIDEL, M_RK45, M_AUTO = 0, 1, 2, 3, -1
#: Reported for components solved by two-block Gauss-Seidel (``parallel=True``).
M_BLOCK_GS = 4

#: Method names accepted by :func:`clinarg.strengths` and their codes.
METHODS = {"auto": M_AUTO, "jacobi": M_JACOBI, "gauss-seidel": M_GAUSS_SEIDEL, "rk45": M_RK45}

#: Name of each reported method code (``Strengths.component_method``).
METHOD_NAMES = {
    M_EXACT: "exact",
    M_JACOBI: "jacobi",
    M_GAUSS_SEIDEL: "gauss-seidel",
    M_RK45: "rk45",
    M_BLOCK_GS: "block-gauss-seidel",
}

# ---------------------------------------------------------------- certification
#: How far a component's strengths are vouched for, strongest first: the
#: code of a certification is its index (see
#: :data:`clinarg.qbaf.evaluate.CERTIFICATIONS` for their meaning).
CERTIFICATIONS = ("exact", "certified", "integrated", "estimated", "failed")
C_EXACT, C_CERTIFIED, C_INTEGRATED, C_ESTIMATED, C_FAILED = range(len(CERTIFICATIONS))

# ---------------------------------------------------------------- sweeps
#: Sweep modes: in place (Gauss-Seidel), into a second vector (Jacobi),
#: residual only (writes nothing).
SWEEP_GS, SWEEP_JACOBI, SWEEP_RESIDUAL = 0, 1, 2

#: Verdicts of the observed-contraction rule (:func:`clinarg.qbaf._kernels.observe._observe`).
OBS_GO_ON, OBS_ACCEPT, OBS_GIVE_UP = 0, 1, 2

# ---------------------------------------------------------------- parent encoding
#: An unweighted attack in the merged parent CSR (QBAF.signed_parents) and
#: every attacker in the cyclic layout is stored with the sign bit set.
ATTACK_BIT = np.int32(-(2**31))
POSITION_MASK = 0x7FFFFFFF
