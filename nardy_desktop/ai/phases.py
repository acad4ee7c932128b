"""The parts of a game, as the long nardy judge (strength/positions.py) classes
its decisions, practice files its problems and the rollout database
(rollout_db.py) draws its positions.

Here, below all three, so that training code can use the judge's strata without
importing the judge, which sits above the AI.

Backgammon's phases have long nardy's names, read with its own rules, so that
practice, the database and a fit's errors by phase speak of one set:

- bearoff: every checker of the side to move home or off, none on the bar;
- race: no contact left;
- opening: the first OPENING_PLIES plies;
- block: a prime, a run of four or more points made by two or more
  checkers, of either side;
- escape: the mover's rearmost checker, on the bar or outside its home,
  escapes with at most half the rolls (GNU Backgammon's count of rolls
  that carry it past the made points within 12 pips): a checker on the
  bar against a built board (a blitz) or back checkers held behind points;
- middle: the rest.

These are the classes a backgammon player files a position under (bear-off,
race, opening, priming battle, being attacked or held, middle game) and few
enough that each has its share in a shard of a few dozen positions.
"""

from __future__ import annotations

import numpy as np

from nardy_desktop.ai.encoding import (
    _contact,
    _escape_shares,
    _longest_run,
    back_escapes,
    wide_view,
)
from nardy_desktop.engine import Position, Variant
from nardy_desktop.engine.route import ROUTE

# The phases, in the order a position is classed.
PHASES = ("bearoff", "race", "opening", "block", "escape", "middle")
OPENING_PLIES = 8


def phase_of(position: Position, ply: int) -> str:
    """Which part of the game a decision belongs to, from the mover's side;
    `ply` counts both sides' turns from 0 in its game."""
    if position.variant is Variant.BACKGAMMON:
        return _backgammon_phase(position, ply)
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


def _backgammon_phase(position: Position, ply: int) -> str:
    v = np.array([wide_view(position)], dtype=np.int64)
    pts = v[0, 1:25]
    if pts[6:24].clip(0).sum() == 0 and v[0, 25] == 0:
        return "bearoff"
    if not _contact(v, Variant.BACKGAMMON)[0]:
        return "race"
    if ply < OPENING_PLIES:
        return "opening"
    own, opp = pts >= 2, pts <= -2
    mine = _longest_run(own[None, :])[0][0]
    theirs = _longest_run(opp[None, :])[0][0]
    if max(mine, theirs) >= 4:
        return "block"
    back, escapes = back_escapes(v)
    if back[0] > 6 and escapes[0] <= 0.5:
        return "escape"
    return "middle"
