"""The record of results on this computer: for each person who played here,
the matches, games and points won and lost against each opponent (a person by
name, the computer by name and level), per game (long nardy, backgammon).

It lives in a small JSON file of the data folder (`results.json`), written
all at once (`atomic_write`), so a crash leaves the old record or the new one.
A file this version cannot use (damaged, written by a newer version, too
large, not a file) is refused whole and kept aside as the autosave keeps its
own (`results-unreadable-<local time>.json`, never over another file) before
anything is written; if it cannot be moved, nothing is written over it. A
person then starts a new record and is told where the old one went
(`ResultsRecord.error` and `kept`, for the window to say).

A record that reads, but holds rows that cannot be used (a field of the wrong
type or value, a name no player may have, a row given twice), loses least
this way: every such row is left out (`dropped` says which and why), the
others go on counting, and the file as it was is kept aside all the same, so
that the rows left out are still on disk, for whoever wants to mend them.

A match between two computers records nothing: the record is of the people
at this computer.
"""

from __future__ import annotations

import json
import logging
import os
from collections.abc import Callable, Sequence
from dataclasses import dataclass, fields
from datetime import datetime
from enum import StrEnum
from pathlib import Path
from typing import Any, NamedTuple

from nardy_desktop.ai.levels import LEVELS
from nardy_desktop.engine import Variant
from nardy_desktop.engine.names import MAX_NAME, BadName, name_or, normalise_name
from nardy_desktop.unusable_files import keep_unreadable

from .files import StorageError, StorageProblem, atomic_write, read_limited
from .record import RecordError

RESULTS_NAME = "results.json"
RESULTS_VERSION = 1
MAX_RESULTS_BYTES = 1024 * 1024
MAX_ROWS = 2000  # about 100 bytes each: far inside MAX_RESULTS_BYTES
MAX_COUNT = 10**12

log = logging.getLogger(__name__)


class ResultsProblem(StrEnum):
    DAMAGED = "damaged"
    NEWER_VERSION = "newer_version"
    TOO_LARGE = "too_large"


class ResultsError(ValueError):
    """Why a record of results on disk was refused; `problem` tells the window
    which sentence to show, the message is the technical detail."""

    def __init__(self, problem: ResultsProblem, detail: str) -> None:
        super().__init__(detail)
        self.problem = problem


class Seat(NamedTuple):
    """A seat of a finished game: its name, and the computer's level (None: a person)."""

    name: str
    level: str | None = None


@dataclass(frozen=True, order=True)
class Pairing:
    """One row of the record: `player` (a person) against `opponent`, who is
    the computer at `level`, or a person when `level` is ""."""

    variant: str
    player: str
    opponent: str
    level: str = ""


@dataclass
class Tally:
    matches_won: int = 0
    matches_lost: int = 0
    games_won: int = 0
    games_lost: int = 0
    points_won: int = 0
    points_lost: int = 0

    def merge(self, other: Tally) -> None:
        for f in fields(self):
            setattr(self, f.name, getattr(self, f.name) + getattr(other, f.name))

    def to_json(self) -> dict[str, int]:
        return {f.name: getattr(self, f.name) for f in fields(self)}

    @classmethod
    def from_json(cls, obj: Any) -> Tally:
        if not isinstance(obj, dict) or set(obj) != {f.name for f in fields(cls)}:
            raise ValueError("a tally holds exactly the six counts")
        for v in obj.values():
            if type(v) is not int or not 0 <= v <= MAX_COUNT:
                raise ValueError("counts must be whole numbers")
        return cls(**obj)


class _Rows(NamedTuple):
    """What a file's rows gave: those that can be used, and why each of the
    others could not (`row N: …`)."""

    rows: dict[Pairing, Tally]
    dropped: list[str]


def _text(obj: dict[str, Any], key: str) -> str:
    value = obj.get(key)
    if not isinstance(value, str):
        raise ValueError(f"{key} must be text, not {type(value).__name__}")
    return value


def _pairing_from_json(obj: Any) -> Pairing:
    """A row's pairing, every field checked for its type and its value; the
    names by the rule every player's name follows (engine.names)."""
    if not isinstance(obj, dict):
        raise ValueError("a row must be an object")
    variant, level = _text(obj, "variant"), _text(obj, "level")
    if variant not in {v.value for v in Variant}:
        raise ValueError(f"unknown game {variant[:40]!r}")
    if level != "" and level not in LEVELS:
        raise ValueError(f"unknown level {level[:40]!r}")
    try:
        player, opponent = normalise_name(obj.get("player")), normalise_name(obj.get("opponent"))
    except BadName as e:
        raise ValueError(f"bad player name: {e}") from None
    return Pairing(variant, player, opponent, level)


def _rows_from_bytes(data: bytes) -> _Rows:
    """The rows of a record on disk. A file that is not a record of this
    version raises ResultsError (refused whole); a row that cannot be used
    is left out and said in `dropped`, the others are kept."""
    try:
        obj = json.loads(data.decode("utf-8"))
    except (UnicodeDecodeError, ValueError, RecursionError) as e:
        raise ResultsError(ResultsProblem.DAMAGED, f"not JSON: {e}") from None
    if not isinstance(obj, dict) or type(obj.get("version")) is not int:
        raise ResultsError(ResultsProblem.DAMAGED, "not a record of results")
    if obj["version"] > RESULTS_VERSION:
        raise ResultsError(
            ResultsProblem.NEWER_VERSION,
            f"version {obj['version']}; this one reads {RESULTS_VERSION}",
        )
    if obj["version"] != RESULTS_VERSION:
        raise ResultsError(ResultsProblem.DAMAGED, f"unknown version {obj['version']}")
    rows_in = obj.get("rows")
    if not isinstance(rows_in, list) or len(rows_in) > MAX_ROWS:
        raise ResultsError(ResultsProblem.DAMAGED, "rows must be a list")
    out = _Rows({}, [])
    for i, row in enumerate(rows_in):
        try:
            pairing = _pairing_from_json(row)
            tally = Tally.from_json(row.get("tally"))
            if pairing in out.rows:
                raise ValueError("given twice")
        except (ValueError, TypeError) as e:
            out.dropped.append(f"row {i + 1}: {e}")
            continue
        out.rows[pairing] = tally
    return out


def _recorded_name(name: str) -> str:
    """A seat's name as the record keeps it: cut to MAX_NAME as it always
    was, and then a name by the rule of every name ("?" where none can be
    made of it), so that every row written can be read back."""
    return name_or(name.strip()[:MAX_NAME], "?")


class ResultsRecord:
    """The record of results of one data folder; see the module docstring."""

    def __init__(self, folder: Path | str, now: Callable[[], datetime] = datetime.now) -> None:
        self.path = Path(folder) / RESULTS_NAME
        self.rows: dict[Pairing, Tally] = {}
        self.error: Exception | None = None  # why the file on disk was refused
        self.kept: Path | None = None  # where the refused file is now (path: left in place)
        self.dropped: list[str] = []  # the rows left out of a file otherwise used, and why
        self._now = now

    def load(self) -> ResultsRecord:
        """Read the record. A file that cannot be used is refused whole and
        kept aside at once, so that no later write replaces it; `error` says
        why and `kept` where it is (the same path when it could not be moved:
        then writes are refused too). One that holds rows that cannot be used
        is kept aside too, but its other rows are used (see the module's
        docstring). Never raises."""
        self.rows = {}
        self.error = None
        self.kept = None
        self.dropped = []
        try:
            self.rows, self.dropped = _rows_from_bytes(read_limited(self.path, MAX_RESULTS_BYTES))
            if self.dropped:
                self.error = ResultsError(ResultsProblem.DAMAGED, "; ".join(self.dropped))
        except StorageError as e:
            if e.problem is StorageProblem.NOT_FOUND:
                return self
            self.error = e
        except RecordError as e:  # read_limited's refusal of a file too large
            self.error = ResultsError(ResultsProblem.TOO_LARGE, str(e))
        except ResultsError as e:
            self.error = e
        if self.error is not None:
            log.warning("cannot use %s: %s", self.path, self.error)
            try:
                self.kept = keep_unreadable(self.path, self._now)
            except OSError as e:
                log.warning("cannot keep %s aside: %s", self.path, e)
                self.kept = self.path
            else:
                log.warning("kept %s aside as %s", self.path, self.kept)
        return self

    @property
    def blocked(self) -> bool:
        """A refused file that could not be moved is still in the way."""
        return self.kept == self.path and os.path.lexists(self.path)

    def _tally(self, variant: Variant, player: Seat, opponent: Seat) -> Tally:
        key = Pairing(
            Variant(variant).value,
            _recorded_name(player.name),
            _recorded_name(opponent.name),
            opponent.level or "",
        )
        if key not in self.rows and len(self.rows) >= MAX_ROWS:
            log.warning("the record of results is full: %s not recorded", key)
            return Tally()  # the rows already there go on counting
        return self.rows.setdefault(key, Tally())

    def _people(self, seats: Sequence[Seat]) -> list[int]:
        """The seats the record speaks for: the people."""
        return [i for i in (0, 1) if seats[i].level is None]

    def add_game(self, variant: Variant, seats: Sequence[Seat], winner: int, points: int) -> None:
        """A game ended: `winner` (0 or 1) of `seats` won `points`. Saved at
        once; raises StorageError if it cannot be written (the counts stay
        here and go out with the next write). Two computers: nothing."""
        people = self._people(seats)
        if not people:
            return
        for i in people:
            tally = self._tally(variant, seats[i], seats[1 - i])
            if i == winner:
                tally.games_won += 1
                tally.points_won += points
            else:
                tally.games_lost += 1
                tally.points_lost += points
        self.save()

    def add_match(self, variant: Variant, seats: Sequence[Seat], winner: int) -> None:
        """A match ended, won by seat `winner`. Saved as `add_game` is."""
        people = self._people(seats)
        if not people:
            return
        for i in people:
            tally = self._tally(variant, seats[i], seats[1 - i])
            if i == winner:
                tally.matches_won += 1
            else:
                tally.matches_lost += 1
        self.save()

    def save(self) -> None:
        """Write the record all at once. StorageError when the folder cannot
        be written, or when a refused file that could not be moved is still
        where the record goes (it is tried again first)."""
        if self.blocked:
            try:
                self.kept = keep_unreadable(self.path, self._now)
            except OSError as e:
                raise StorageError(
                    StorageProblem.UNWRITABLE,
                    self.path,
                    f"an unreadable record is in the way and cannot be moved: {e.strerror or e}",
                ) from None
        obj = {
            "version": RESULTS_VERSION,
            "rows": [
                {
                    "variant": p.variant,
                    "player": p.player,
                    "opponent": p.opponent,
                    "level": p.level,
                    "tally": t.to_json(),
                }
                for p, t in sorted(self.rows.items())
            ],
        }
        atomic_write(self.path, (json.dumps(obj, indent=1, ensure_ascii=False) + "\n").encode())


__all__ = [
    "MAX_ROWS",
    "RESULTS_NAME",
    "Pairing",
    "ResultsError",
    "ResultsProblem",
    "ResultsRecord",
    "Seat",
    "Tally",
]
