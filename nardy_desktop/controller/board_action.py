"""What the board's primary action is now: the one answer that the click on
the board, the space bar and the board's hint all read, so that they never
disagree about whether a click rolls, starts the next game or ends the turn."""

from __future__ import annotations

from enum import Enum, auto
from typing import Protocol


class BoardAction(Enum):
    NONE = auto()  # nothing to roll, start or finish (the computer's turn, a step to play)
    NEXT_GAME = auto()  # a game of the match is over: the next one starts
    ROLL = auto()  # the dice are the person's to roll (or to enter from the table)
    FINISH_TURN = auto()  # the person's dice are all played: the turn may end


class _Permissions(Protocol):
    """The controller's answers this is read from (see MatchController)."""

    @property
    def can_next_game(self) -> bool: ...

    @property
    def can_roll(self) -> bool: ...

    @property
    def can_finish(self) -> bool: ...


def board_action(flow: _Permissions) -> BoardAction:
    """The primary action `flow` allows now; at most one is ever allowed, the
    order only says which is read first."""
    if flow.can_next_game:
        return BoardAction.NEXT_GAME
    if flow.can_roll:
        return BoardAction.ROLL
    if flow.can_finish:
        return BoardAction.FINISH_TURN
    return BoardAction.NONE


__all__ = ["BoardAction", "board_action"]
