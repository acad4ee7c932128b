"""The luck of a roll: how much better it leaves its player than the average roll.

Each of the 21 rolls is played by plain evaluation (the Intermediate level's
choice) and the value after the roll dealt is compared with the average over
all rolls. Its expectation over the dice is zero whatever the evaluation's
errors, so subtracting the luck of every roll from a game's result leaves the
expected result unchanged and takes off much of the dice's noise (a control
variate, as in luck-adjusted results). Rollouts and strength measurements use
this one definition.
"""

from __future__ import annotations

import numpy as np

from nardy_desktop.ai import search
from nardy_desktop.ai.match_equity import scorer
from nardy_desktop.ai.rolls import ROLLS
from nardy_desktop.engine import Position

# White's opening roll is never a double: each of the 15 other rolls is as likely.
OPENING_WEIGHTS = np.array([0.0 if a == b else 2.0 / 30.0 for a, b in ROLLS])


def is_opening(position: Position) -> bool:
    """Whether the next roll is a game's opening roll (never a double)."""
    return position == Position.start(position.variant)


def luck_table(position: Position, opening: bool | None = None) -> tuple[np.ndarray, np.ndarray]:
    """The luck of each of the 21 rolls (in ROLLS order) for the side to move
    in `position`, in winning chance and in points per game. `opening`: the
    roll is the game's opening roll (None: it is when `position` is the
    starting position)."""
    if opening is None:
        opening = is_opening(position)
    eq, win = search.roll_outcomes(position, scorer(position.variant))
    weights = OPENING_WEIGHTS if opening else search.ROLL_WEIGHTS
    return win - weights @ win, eq - weights @ eq


def roll_index(dice: tuple[int, int]) -> int:
    """The index in ROLLS of a roll given in either order."""
    a, b = dice
    return ROLLS.index((a, b) if a <= b else (b, a))


def roll_luck(
    position: Position, dice: tuple[int, int], opening: bool | None = None
) -> tuple[float, float]:
    """The luck of `dice` for the side to move in `position`, as (winning
    chance, points per game); see `luck_table`."""
    win, eq = luck_table(position, opening)
    r = roll_index(dice)
    return float(win[r]), float(eq[r])


__all__ = ["OPENING_WEIGHTS", "is_opening", "luck_table", "roll_index", "roll_luck"]
