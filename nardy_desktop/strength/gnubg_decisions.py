"""Backgammon decisions whose every candidate GNU Backgammon has scored, and
each player's error on them: the judge behind benchmarks/gnubg_decisions.py.

GNU Backgammon's analysis of whole games (benchmarks/gnubg_judge.py) is the
measure the targets name, but two settings of a level play different games,
so their figures differ by the games' noise as well as by their play, and
each run needs GNU Backgammon and hours. Here the decisions are fixed: drawn
once from games, every distinct result of every decision scored once by GNU
Backgammon at 0-ply (cubeless, for money, as the judge analyses), and kept
in a file. A player is then charged, on every decision, the equity its
choice gives up against the best result, without GNU Backgammon, and two
players' errors are compared decision by decision.

GNU Backgammon only judges; nothing it says is used in training.
"""

from __future__ import annotations

import gzip
import json
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import IO

import numpy as np

from nardy_desktop.engine import Position, Side, Turn, Variant, legal_turns
from nardy_desktop.engine.game import GameResult, win_kind
from nardy_desktop.strength.harness import start_game
from nardy_desktop.strength.positions import mean_interval

KIND = "nardy gnubg decisions"
VERSION = 1

Equity = Callable[[Position], float]
"""The cubeless money equity of the side to move in a position that is not
over, as the judge sees it."""

Chooser = Callable[[Position, tuple[int, int]], Turn]


@dataclass(frozen=True)
class Decision:
    """A position, its roll, and the mover's equity after each distinct
    result (keyed by the result's position text)."""

    position: Position
    dice: tuple[int, int]
    equities: dict[str, float]

    def error(self, turn: Turn) -> float:
        """What choosing `turn` gives up against the best result, in points
        a game (KeyError for a turn that is not one of the legal turns)."""
        return max(self.equities.values()) - self.equities[turn.result.to_text()]


def equity_after(result: Position, mover: Side, equity: Equity) -> float:
    """The mover's equity once its turn has left `result`: the points of a
    finished game, else the opposite of the opponent's equity on roll."""
    winner = result.winner
    if winner is not None:
        points = GameResult(winner, win_kind(result, winner)).points
        return float(points if winner is mover else -points)
    return -equity(result)


def _open(path: Path, mode: str) -> IO[str]:
    if path.suffix == ".gz":
        return gzip.open(path, mode + "t", encoding="utf-8")  # type: ignore[return-value]
    return path.open(mode, encoding="utf-8")


def collect(
    path: Path,
    games: int,
    seed: int,
    equity: Equity,
    player: str = "intermediate",
    progress: Callable[[str], None] | None = None,
) -> int:
    """Play `games` backgammon games of `player` against itself on the
    strength benchmark's dice for `seed`, and write every decision with more
    than one distinct result, each result scored by `equity`, to `path`
    (JSON lines; gzip when it ends in .gz). Returns the decisions written."""
    written = 0
    started = time.monotonic()
    with _open(path, "w") as out:
        head = {"kind": KIND, "version": VERSION, "games": games, "seed": seed, "player": player}
        out.write(json.dumps(head) + "\n")
        for index in range(games):
            game, a_side, a, b = start_game(Variant.BACKGAMMON, player, player, seed, index)
            while game.result is None:
                dice = game.roll()
                position = game.turn_start
                results: dict[str, Position] = {}
                for turn in legal_turns(position, dice):
                    results.setdefault(turn.result.to_text(), turn.result)
                if len(results) > 1:
                    scored = {
                        text: round(equity_after(result, position.side, equity), 6)
                        for text, result in results.items()
                    }
                    row = {"position": position.to_text(), "dice": list(dice), "equities": scored}
                    out.write(json.dumps(row) + "\n")
                    written += 1
                mover = a if game.side_to_move is a_side else b
                game.play_turn(mover.choose(position, dice))
            if progress is not None:
                elapsed = time.monotonic() - started
                progress(f"game {index + 1}/{games}: {written} decisions, {elapsed:.0f} s")
    return written


class DecisionsError(ValueError):
    """A decisions file that is not one, or is broken."""


def read_decisions(path: Path) -> list[Decision]:
    """The decisions kept in `path`, checked line by line."""
    try:
        with _open(path, "r") as f:
            lines = f.read().splitlines()
    except (OSError, EOFError, gzip.BadGzipFile, UnicodeDecodeError) as e:
        raise DecisionsError(f"{path}: cannot be read: {e}") from None
    if not lines:
        raise DecisionsError(f"{path}: empty")
    try:
        head = json.loads(lines[0])
    except json.JSONDecodeError:
        head = None
    if not isinstance(head, dict) or head.get("kind") != KIND or head.get("version") != VERSION:
        raise DecisionsError(f"{path}: not a decisions file of version {VERSION}")
    decisions = []
    for number, line in enumerate(lines[1:], start=2):
        try:
            row = json.loads(line)
            position = Position.from_text(row["position"])
            d1, d2 = (int(x) for x in row["dice"])
            equities = {str(k): float(v) for k, v in row["equities"].items()}
        except (ValueError, KeyError, TypeError) as e:
            raise DecisionsError(f"{path}, line {number}: {e}") from None
        if position.variant is not Variant.BACKGAMMON or len(equities) < 2:
            raise DecisionsError(f"{path}, line {number}: not a backgammon decision")
        decisions.append(Decision(position, (d1, d2), equities))
    return decisions


def errors(decisions: Sequence[Decision], choose: Chooser) -> list[float]:
    """The error of the choice `choose` makes on each decision."""
    found = []
    for i, d in enumerate(decisions):
        try:
            found.append(d.error(choose(d.position, d.dice)))
        except KeyError:
            raise DecisionsError(
                f"decision {i + 1} ({d.position.to_text()}, {d.dice}): the choice is none of "
                "the results kept for it"
            ) from None
    return found


@dataclass(frozen=True)
class Mean:
    """A mean in thousandths of a point with the half-width of its 95%
    interval."""

    mean: float
    half: float

    def __str__(self) -> str:
        return f"{self.mean:.2f} ± {self.half:.2f}"


def mean_of(values: Sequence[float]) -> Mean:
    """The mean of `values` (points) in thousandths, with its 95% interval."""
    if not values:
        raise ValueError("no values")
    mean, half = mean_interval(np.asarray(values, dtype=float))
    return Mean(1000 * mean, 1000 * half)


def paired(a: Sequence[float], b: Sequence[float]) -> Mean:
    """`a` less `b`, decision by decision."""
    if len(a) != len(b):
        raise ValueError("the two players were scored on different decisions")
    return mean_of([x - y for x, y in zip(a, b, strict=True)])


__all__ = [
    "Chooser",
    "Decision",
    "DecisionsError",
    "Equity",
    "KIND",
    "Mean",
    "VERSION",
    "collect",
    "equity_after",
    "errors",
    "mean_of",
    "paired",
    "read_decisions",
]
