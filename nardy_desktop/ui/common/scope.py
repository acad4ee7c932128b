"""The moments of play a status bar message belongs to (see ui.window.status).

Here, below the window, because the window's helpers say which moment their
messages belong to when they show them through the host (ui.common.host).
"""

from __future__ import annotations

from enum import Enum, auto


class Scope(Enum):
    """The moment a message belongs to."""

    HINT = auto()  # the position on the board: ends with a step, a take-back, a roll, a turn
    ROLL = auto()  # a roll of the dice: ends with the next roll
    TURN = auto()  # a turn: ends when a person has played one (any turn if no person plays)
    GAME = auto()  # a game: ends when the next game (or match) starts


__all__ = ["Scope"]
