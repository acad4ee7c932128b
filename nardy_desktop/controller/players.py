"""Who plays a match: the two seats, and the computer players behind them.

`PlayerSpec` is a seat as the window (or a record) gives it; `ComputerPlayers`
builds the computer player of each level once, the first time the worker
thread needs it.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from nardy_desktop.ai.levels import DEFAULT_LEVEL, Level, parse_level
from nardy_desktop.controller.protocols import Player


@dataclass(frozen=True)
class PlayerSpec:
    """Who plays one seat of a match: a person, or the computer at a level.

    An unknown level is refused here (ValueError), so that no match starts
    with a computer that could only fail on every turn."""

    name: str
    computer: bool = False
    level: Level = DEFAULT_LEVEL

    def __post_init__(self) -> None:
        # The text form (a setting, a record) is taken too, and kept as a Level.
        object.__setattr__(self, "level", parse_level(self.level))


Seats = tuple[PlayerSpec, PlayerSpec]


def seats(players: Seats) -> Seats:
    """The two seats of a match; ValueError for an unknown computer level
    (a seat given as another object than a PlayerSpec is checked too)."""
    for p in players:
        parse_level(p.level)
    return (players[0], players[1])


class ComputerPlayers:
    """The computer players of one controller, one per level, each made when
    first needed (on the worker thread) and kept."""

    def __init__(self) -> None:
        self._made: dict[Level, Player] = {}

    def getter(self, level: Level, factory: Callable[[Level], Player]) -> Callable[[], Player]:
        """A function the worker calls to get (and, the first time, build with
        `factory`) the player of a level. It holds no reference to the
        controller, so the controller is never released, and so never
        destroyed, on the worker thread."""
        made = self._made

        def get() -> Player:
            player = made.get(level)
            if player is None:
                player = factory(level)
                made[level] = player
            return player

        return get


__all__ = ["ComputerPlayers", "PlayerSpec", "Seats", "seats"]
