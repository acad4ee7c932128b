"""Where dice come from.

The default source is the operating system's secure randomness, so nothing a
player or the computer does can bias it; a seeded source replays games in
tests, and a manual source lets people play with real dice on a real table.
"""

from __future__ import annotations

import random
import secrets
from collections import deque
from typing import Protocol


class DiceSource(Protocol):
    def die(self) -> int: ...


class SystemDice:
    """Dice from the operating system's cryptographically secure source."""

    def die(self) -> int:
        return secrets.randbelow(6) + 1


class SeededDice:
    """Reproducible dice for tests and replays."""

    def __init__(self, seed: int) -> None:
        self._rng = random.Random(seed)

    def die(self) -> int:
        return self._rng.randint(1, 6)


class NoDiceEntered(LookupError):
    """A manual dice source was asked for a die nobody has entered."""


class ManualDice:
    """Dice typed in by the players (for playing with real dice)."""

    def __init__(self) -> None:
        self._queue: deque[int] = deque()

    def push(self, *values: int) -> None:
        for v in values:
            if not 1 <= v <= 6:
                raise ValueError(f"a die shows 1 to 6, not {v}")
        self._queue.extend(values)

    def pending(self) -> int:
        return len(self._queue)

    def die(self) -> int:
        if not self._queue:
            raise NoDiceEntered("enter the dice first")
        return self._queue.popleft()


def roll(source: DiceSource) -> tuple[int, int]:
    return source.die(), source.die()


def roll_not_double(source: DiceSource) -> tuple[int, int]:
    """White's opening roll in every game after the first: re-rolled until the
    two dice differ."""
    while True:
        d = roll(source)
        if d[0] != d[1]:
            return d


def roll_off(source: DiceSource) -> tuple[int, int]:
    """The first game's roll-off: one die each (player 0, player 1), ties
    re-rolled. The higher die plays White and opens with both numbers."""
    return roll_not_double(source)
