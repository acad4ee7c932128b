"""Practice from decisions already scored: which part of the game a decision
belongs to, in both games, and how a turn played again is graded.

The grade is a pure function of the candidates' equities (an analysis's, or a
rollout's for the problems that come with the program), so that the window,
the store and the tests grade one way:

- the best turn: `Grade.GOOD` (`Grade.EASY` is the person's own word, never
  inferred from the play);
- a turn within `HARD_MARGIN` of the best, so close that the analysis would
  not mark it: `Grade.HARD`;
- anything else, a turn outside the candidates included: `Grade.AGAIN`.

Long nardy's phases are the judge's (`phases.phase_of`); backgammon's have the
same names, read with its own rules (hitting, the bar, points made by two).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import IntEnum
from typing import Protocol

import numpy as np

from nardy_desktop.ai.analysis.results import MARK_THRESHOLDS, Mark
from nardy_desktop.ai.encoding import _contact, _longest_run, back_escapes, wide_view
from nardy_desktop.ai.phases import OPENING_PLIES, PHASES, phase_of
from nardy_desktop.engine import Position, Variant

# The loss below which a turn is not marked at all (the doubtful mark's
# threshold): played again, such a turn is nearly the best.
HARD_MARGIN: float = next(t for t, mark in MARK_THRESHOLDS if mark is Mark.DOUBTFUL)


class Grade(IntEnum):
    """How a card was answered, in the scale spaced repetition uses (FSRS's
    numbers: 1 again, 2 hard, 3 good, 4 easy)."""

    AGAIN = 1
    HARD = 2
    GOOD = 3
    EASY = 4


class ScoredTurn(Protocol):
    """A candidate turn: its resulting position's text and its equity for
    the side that played it (an analysis's `Candidate`, a problem's answer)."""

    @property
    def position(self) -> str: ...

    @property
    def equity(self) -> float: ...


@dataclass(frozen=True)
class Verdict:
    """A turn played again, judged. `index`: the turn among the candidates
    (None: outside them); `lost`: equity lost against the best (None: outside
    the candidates, where at least `lost_at_least` was lost)."""

    grade: Grade
    index: int | None
    lost: float | None
    lost_at_least: float

    @property
    def solved(self) -> bool:
        """The best turn was found."""
        return self.grade >= Grade.GOOD


def grade_for(lost: float | None) -> Grade:
    """The grade of a turn that lost `lost` points against the best (None:
    a turn outside the candidates, so worse than all of them)."""
    if lost is None or lost > HARD_MARGIN:
        return Grade.AGAIN
    if lost <= 0.0:
        return Grade.GOOD
    return Grade.HARD


def judge_play(candidates: Sequence[ScoredTurn], played: str) -> Verdict:
    """Judge the turn whose resulting position is `played` (its text) against
    `candidates`. Equal results are the same turn, whatever its steps."""
    if not candidates:
        raise ValueError("no candidates to judge a turn against")
    best = max(c.equity for c in candidates)
    worst = min(c.equity for c in candidates)
    for i, c in enumerate(candidates):
        if c.position == played:
            lost = max(0.0, best - c.equity)
            return Verdict(grade_for(lost), i, lost, lost)
    return Verdict(Grade.AGAIN, None, None, max(0.0, best - worst))


def decision_phase(position: Position, ply: int) -> str:
    """Which part of the game a decision belongs to (one of `PHASES`), from
    the mover's side; `ply` counts both sides' turns from 0 in its game."""
    if position.variant is Variant.LONG:
        return phase_of(position, ply)
    return _backgammon_phase(position, ply)


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


__all__ = [
    "HARD_MARGIN",
    "PHASES",
    "Grade",
    "ScoredTurn",
    "Verdict",
    "decision_phase",
    "grade_for",
    "judge_play",
]
