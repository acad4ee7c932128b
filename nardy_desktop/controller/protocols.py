"""What the controller needs of the objects it is given: the board that shows
the match (the animator) and the computer players (made by `player_factory`)."""

from __future__ import annotations

import threading
from typing import Protocol, runtime_checkable

from PySide6.QtCore import SignalInstance

from nardy_desktop.ai.base import Player
from nardy_desktop.engine import Position, Turn

__all__ = ["Animator", "HintingPlayer", "Player"]


class Animator(Protocol):
    """The board: while it is `busy` showing what happened, the flow waits, and
    goes on when it emits `animationsFinished`."""

    @property
    def busy(self) -> bool: ...

    @property
    def animationsFinished(self) -> SignalInstance: ...


@runtime_checkable
class HintingPlayer(Player, Protocol):
    """A computer player that can also say how it would finish a person's turn
    (the Expert's `LevelPlayer`; the baselines cannot)."""

    def hint(
        self,
        position: Position,
        dice: tuple[int, int],
        cancel: threading.Event | None = None,
        away: tuple[int, int] | None = None,
        among: set[Position] | None = None,
    ) -> tuple[Turn, float]: ...
