"""The stopping rule of discrete iteration without a contraction bound."""

from __future__ import annotations

import numba
import numpy as np

from .._codes import (
    OBS_ACCEPT,
    OBS_GIVE_UP,
    OBS_GO_ON,
)
from .._config import JIT_INLINE

#: Stopping rule without a contraction bound (:func:`_observe`): the
#: observed contraction ratio is the largest of the last four
#: ratios d_k / d_(k-1) of successive sweep changes; it is trusted below
#: ``OBS_MAX_RATIO`` when the latest ratio has not jumped more than halfway
#: from the one before it to 1.  ``method="auto"`` gives up (and integrates)
#: at the end of every ``OBS_WINDOW`` sweeps where the ratio is not trusted
#: or the change has not shrunk by ``OBS_PROGRESS``, the factor of a window
#: of ratios all at ``OBS_MAX_RATIO``: so iteration that is not trusted is
#: given up on within a window.
OBS_MAX_RATIO = 0.95

OBS_WINDOW = 16

OBS_PROGRESS = OBS_MAX_RATIO**OBS_WINDOW

#: Length of the record :func:`_observe` keeps (four ratios, the previous
#: change, the change at the last progress check).
OBS_SIZE = 6


@numba.njit(**JIT_INLINE)
def _observe_reset(obs):
    """Start the record :func:`_observe` keeps (``OBS_SIZE`` floats)."""
    obs[0] = obs[1] = obs[2] = obs[3] = np.inf  # ratios, latest first
    obs[4] = -1.0  # change of the previous sweep (none yet)
    obs[5] = np.inf  # change at the last progress check


@numba.njit(**JIT_INLINE)
def _observe(obs, it, d, tol, auto):
    """Whether discrete iteration without a contraction bound may stop after
    sweep ``it`` (from 1), which moved the iterate by ``d`` in the max norm.

    With the observed ratio q (the largest of the last four ratios
    of successive changes, all of them defined and q below
    ``OBS_MAX_RATIO``, the latest not jumping up) the error is estimated by
    the a-posteriori bound d q / (1 - q) of a map contracting by q; at most
    ``tol``: OBS_ACCEPT.  An estimate, never a proof (the ratios of a
    non-normal or nonlinear map may grow later, and the map may have other
    fixpoints).  A sweep that changes nothing (d = 0) is an exact fixpoint:
    accepted when forced (``auto`` false); under ``auto`` OBS_GIVE_UP, since
    a fixpoint reached exactly in a few sweeps is where the map saturates
    (DF-QuAD at strengths 0 and 1), where fixpoints need not be isolated and
    iteration may reach another one than the continuous model: DF-QuAD's
    mutual attack at base scores 1 reaches (0, 1) in two sweeps, and
    ``LINE_OF_FIXPOINTS`` in ``tests/test_qbaf_semantics.py`` leaves on its
    line an argument the trajectory moves.  Under ``auto``, OBS_GIVE_UP
    at the end of a window of ``OBS_WINDOW`` sweeps when the ratio is not
    trusted or the change did not shrink by ``OBS_PROGRESS`` (a stall, an
    oscillation, divergence, or contraction too slow to trust): the caller
    integrates.
    """
    prev = obs[4]
    obs[3] = obs[2]
    obs[2] = obs[1]
    obs[1] = obs[0]
    obs[0] = d / prev if prev > 0.0 else np.inf
    obs[4] = d
    q = max(max(obs[0], obs[1]), max(obs[2], obs[3]))
    trusted = q < OBS_MAX_RATIO and obs[0] <= obs[1] + 0.5 * (1.0 - obs[1])
    if d == 0.0:
        return OBS_GIVE_UP if auto else OBS_ACCEPT
    if trusted and d * q / (1.0 - q) <= tol:
        return OBS_ACCEPT
    if auto:
        if it == 1:
            obs[5] = d
        elif it % OBS_WINDOW == 0:
            if not (trusted and d <= OBS_PROGRESS * obs[5]):  # NaN gives up too
                return OBS_GIVE_UP
            obs[5] = d
    return OBS_GO_ON
