"""The parts of a long nardy game, as the judge (strength/positions.py) classes
its decisions and the rollout database (rollout_db.py) draws its positions.

Here, below both, so that training code can use the judge's strata without
importing the judge, which sits above the AI.
"""

from __future__ import annotations

import numpy as np

from nardy_desktop.ai.encoding import _contact, _escape_shares, _longest_run, wide_view
from nardy_desktop.engine import Position, Variant
from nardy_desktop.engine.route import ROUTE

# The phases, in the order a position is classed.
PHASES = ("bearoff", "race", "opening", "block", "escape", "middle")
OPENING_PLIES = 8


def phase_of(position: Position, ply: int) -> str:
    """Which part of the game a decision belongs to, from the mover's side."""
    v = np.array([wide_view(position)], dtype=np.int64)
    pts = v[0, 1:25]
    if pts[6:24].clip(0).sum() == 0:
        return "bearoff"
    if not _contact(v, Variant.LONG)[0]:
        return "race"
    if ply < OPENING_PLIES:
        return "opening"
    own, opp = pts.clip(0) > 0, (-pts).clip(0) > 0
    route = np.array(ROUTE) - 1
    mine = _longest_run(own[None, route])[0][0]
    theirs = _longest_run(opp[None, ::-1])[0][0]
    if max(mine, theirs) >= 4:
        return "block"
    blockers = (opp.astype(np.int64) << np.arange(1, 25)).sum()
    back = int(np.flatnonzero(own).max()) + 1
    if back > 6 and _escape_shares(np.asarray(blockers), np.asarray(back)) <= 0.5:
        return "escape"
    return "middle"
