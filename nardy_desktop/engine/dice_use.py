"""How a turn uses its dice: the dice a roll gives, those still to play, and
where a die takes a checker.

These are facts of the rules that the board shows (the four dice of a double,
the dice greyed once played, the point a digit key aims at); they are written
once here so that nothing outside the engine works them out again. Points are
in the mover's numbering (25 the bar, 0 off), as everywhere in the engine.
This module imports nothing from the rest of the engine, so that the move
generator can build on it.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Protocol


class PlayedStep(Protocol):
    """Anything that says which die it used (a `Step`)."""

    @property
    def die(self) -> int: ...


def roll_dice(dice: tuple[int, int]) -> tuple[int, ...]:
    """The dice a roll gives to play, in the order rolled: a double plays four times."""
    d1, d2 = dice
    return (d1,) * 4 if d1 == d2 else (d1, d2)


def unused_dice(dice: tuple[int, int], steps: Iterable[PlayedStep]) -> tuple[int, ...]:
    """The dice of the roll still to play after `steps`, in the order rolled.
    ValueError when a step used a die the roll did not give (or gave fewer times)."""
    left = list(roll_dice(dice))
    for step in steps:
        if step.die not in left:
            raise ValueError(f"die {step.die} is not left of the roll {dice}")
        left.remove(step.die)
    return tuple(left)


def dice_played(dice: tuple[int, int], remaining: Sequence[int]) -> tuple[bool, ...]:
    """For each die of `roll_dice(dice)`, whether it has been played, given the
    dice still to play. Of equal dice the first ones count as played, so that
    the dice still to play are the last: the board greys them from the left and
    keeps those left to play together on the right."""
    left = list(remaining)
    played: list[bool] = []
    for value in reversed(roll_dice(dice)):
        if value in left:
            left.remove(value)
            played.append(False)
        else:
            played.append(True)
    return tuple(reversed(played))


def die_target(frm: int, die: int) -> int:
    """The point a checker on `frm` lands on with `die`: `die` points on, or off
    the board (0) when that is past the last point. Whether the step is legal is
    another question (see `TurnState.find_step`)."""
    return max(0, frm - die)


__all__ = ["PlayedStep", "dice_played", "die_target", "roll_dice", "unused_dice"]
