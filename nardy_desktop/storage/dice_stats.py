"""How the dice fell, for one match and for every game on this computer.

Opening rolls are left out: the first game's opening is the roll-off and the
others are rolled again on a double, so counting them would make fair dice
look short of doubles. Every other roll is two independent fair dice, which
is what the expected values and the chi-square statistic assume.
"""

from __future__ import annotations

import json
import math
import os
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import Any, TypeGuard

from nardy_desktop.engine import Game, Match, Side
from nardy_desktop.engine.names import MAX_NAME
from nardy_desktop.unusable_files import keep_unreadable

from .files import StorageError, StorageProblem, atomic_write, read_limited
from .record import RecordError

STATS_NAME = "dice-stats.json"
STATS_VERSION = 1
MAX_STATS_BYTES = 1024 * 1024
MAX_STATS_PLAYERS = 200
MAX_COUNT = 10**12
MAX_STORED_NAME = 64  # names were cut at 64 characters before MAX_NAME: still read


def _is_count(v: Any) -> TypeGuard[int]:
    """A count as a file may hold it: a whole number (not a bool) in range."""
    return type(v) is int and 0 <= v <= MAX_COUNT


@dataclass
class DiceCounts:
    """One player's rolls: how often each number showed, and the doubles."""

    faces: list[int] = field(default_factory=lambda: [0] * 6)
    doubles: int = 0
    rolls: int = 0

    def add(self, dice: tuple[int, int]) -> None:
        self.faces[dice[0] - 1] += 1
        self.faces[dice[1] - 1] += 1
        self.doubles += dice[0] == dice[1]
        self.rolls += 1

    def merge(self, other: DiceCounts) -> None:
        self.faces = [a + b for a, b in zip(self.faces, other.faces, strict=True)]
        self.doubles += other.doubles
        self.rolls += other.rolls

    @property
    def expected_face(self) -> float:
        """Each number is expected on a third of the rolls (two dice, 1/6 each)."""
        return self.rolls * 2 / 6

    @property
    def expected_doubles(self) -> float:
        return self.rolls / 6

    def chi_square(self) -> float:
        """Pearson's statistic of the six face counts against fair dice (5 degrees of freedom)."""
        return chi_square(self.faces)

    def to_json(self) -> dict[str, Any]:
        return {"faces": list(self.faces), "doubles": self.doubles, "rolls": self.rolls}

    @classmethod
    def from_json(cls, obj: Any) -> DiceCounts:
        if not isinstance(obj, dict):
            raise ValueError("not an object")
        faces, doubles, rolls = obj.get("faces"), obj.get("doubles"), obj.get("rolls")
        if not (isinstance(faces, list) and len(faces) == 6):
            raise ValueError("faces must be six counts")
        if not (_is_count(doubles) and _is_count(rolls) and all(map(_is_count, faces))):
            raise ValueError("counts must be whole numbers")
        if sum(faces) != 2 * rolls or doubles > rolls:
            raise ValueError("counts do not add up")
        return cls(list(faces), doubles, rolls)


def chi_square(counts: Sequence[int]) -> float:
    n = sum(counts)
    if n == 0:
        return 0.0
    e = n / len(counts)
    return sum((c - e) ** 2 / e for c in counts)


def chi_square_sf(x: float, dof: int) -> float:
    """P(X >= x) for a chi-square variable with `dof` degrees of freedom,
    exactly, by the closed forms for whole and half-whole shape parameters."""
    if x <= 0:
        return 1.0
    h = x / 2
    if dof % 2 == 0:
        term, total = 1.0, 1.0
        for k in range(1, dof // 2):
            term *= h / k
            total += term
        return math.exp(-h) * total
    total = math.erfc(math.sqrt(h))
    term = math.sqrt(h / math.pi) * math.exp(-h) * 2  # k = 1/2 term
    for k in range(1, (dof + 1) // 2):
        total += term
        term *= h / (k + 0.5)
    return total


def game_rolls(game: Game) -> Iterable[tuple[Side, tuple[int, int]]]:
    """The counted rolls of a game: every finished turn but the opening, and
    the dice of the turn in progress."""
    for rec in game.history[1:]:
        yield rec.side, rec.dice
    if game.history and game.dice is not None:
        yield game.side_to_move, game.dice


def game_counts(match: Match, index: int) -> tuple[DiceCounts, DiceCounts]:
    """Counts of game `index` of `match` per player (0 and 1)."""
    out = (DiceCounts(), DiceCounts())
    white = match.white_players[index]
    for side, dice in game_rolls(match.games[index]):
        out[white if side is Side.WHITE else 1 - white].add(dice)
    return out


def match_counts(match: Match) -> tuple[DiceCounts, DiceCounts]:
    out = (DiceCounts(), DiceCounts())
    for i in range(len(match.games)):
        a, b = game_counts(match, i)
        out[0].merge(a)
        out[1].merge(b)
    return out


class DiceHistory:
    """Counts for every game played on this computer, per player name, in a
    small JSON file of the data folder. A damaged file is set aside rather
    than trusted or silently overwritten: before the first write, under a
    name of its own (`dice-stats-unreadable-<local time>[-n].json`, as the
    autosave and the record of results keep theirs), so that a file damaged
    again later is kept beside it, not over it."""

    def __init__(self, folder: Path | str, now: Callable[[], datetime] = datetime.now) -> None:
        self.path = Path(folder) / STATS_NAME
        self.players: dict[str, DiceCounts] = {}
        self.error: Exception | None = None
        self.kept: Path | None = None  # where the damaged file last set aside is now
        self._now = now

    def load(self) -> DiceHistory:
        self.players = {}
        self.error = None
        try:
            data = read_limited(self.path, MAX_STATS_BYTES)
            obj = json.loads(data.decode("utf-8"))
            if not isinstance(obj, dict) or obj.get("version") != STATS_VERSION:
                raise ValueError("not a dice statistics file of a known version")
            players = obj.get("players")
            if not isinstance(players, dict) or len(players) > MAX_STATS_PLAYERS:
                raise ValueError("players must be an object")
            for name, counts in players.items():
                if not 0 < len(name) <= MAX_STORED_NAME:
                    raise ValueError("bad player name")
                self.players[name] = DiceCounts.from_json(counts)
        except StorageError as e:
            if e.problem is not StorageProblem.NOT_FOUND:
                self.error = e
        except (RecordError, ValueError, RecursionError) as e:
            self.error = e
            self.players = {}
        return self

    def add_game(self, match: Match, index: int) -> None:
        """Count game `index` of `match` (call once, when it ends) and save.
        Raises StorageError if the file cannot be written: the counts are
        kept here all the same, and go out with the next game's write."""
        for player, counts in enumerate(game_counts(match, index)):
            name = match.players[player][:MAX_NAME] or "?"
            self.players.setdefault(name, DiceCounts()).merge(counts)
        self.save()

    def save(self) -> None:
        """Raises StorageError when the folder cannot be written. A damaged
        file that could not be read is kept aside first, under a name of its
        own (see the class); if it cannot be moved, nothing is written over
        it (StorageError too)."""
        if self.error is not None and os.path.lexists(self.path):
            try:
                self.kept = keep_unreadable(self.path, self._now)
            except OSError as e:
                raise StorageError(
                    StorageProblem.UNWRITABLE, self.path, e.strerror or str(e)
                ) from None
            self.error = None
        obj = {
            "version": STATS_VERSION,
            "players": {n: c.to_json() for n, c in sorted(self.players.items())},
        }
        atomic_write(self.path, (json.dumps(obj, indent=1) + "\n").encode("utf-8"))

    def total(self) -> DiceCounts:
        out = DiceCounts()
        for c in self.players.values():
            out.merge(c)
        return out


__all__ = [
    "DiceCounts",
    "DiceHistory",
    "chi_square",
    "chi_square_sf",
    "game_counts",
    "game_rolls",
    "match_counts",
]
