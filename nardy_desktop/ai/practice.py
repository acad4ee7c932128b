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

The phases are `phases.phase_of`'s: the judge's in long nardy, the same names
read with backgammon's own rules in backgammon (hitting, the bar, points made
by two), which the rollout database draws by too.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import IntEnum
from typing import Protocol

from nardy_desktop.ai.analysis.results import MARK_THRESHOLDS, Mark
from nardy_desktop.ai.phases import PHASES, phase_of
from nardy_desktop.engine import Position

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
    return phase_of(position, ply)


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
