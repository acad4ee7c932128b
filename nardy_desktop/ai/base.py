"""What every computer player offers the rest of the program."""

from __future__ import annotations

import random
import threading
from typing import Protocol

from nardy_desktop.engine import Position, Turn, legal_turns


class Cancelled(Exception):
    """The search was asked to stop (new match, quit)."""


class Player(Protocol):
    """Chooses a whole turn. `cancel`, when set by another thread, makes a
    long search stop early by raising Cancelled. `away`: the points the side
    to move and its opponent still need to win the match (None: a single game
    for points); a player may ignore it."""

    def choose(
        self,
        position: Position,
        dice: tuple[int, int],
        cancel: threading.Event | None = None,
        away: tuple[int, int] | None = None,
    ) -> Turn: ...


class RandomPlayer:
    """Plays a uniformly random legal turn: the weakest baseline."""

    def __init__(self, seed: int | None = None) -> None:
        self._rng = random.Random(seed)

    def choose(
        self,
        position: Position,
        dice: tuple[int, int],
        cancel: threading.Event | None = None,
        away: tuple[int, int] | None = None,
    ) -> Turn:
        return self._rng.choice(legal_turns(position, dice))
