"""One game: dice, turns played step by step, history, result."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from .dice import DiceSource, SystemDice, roll, roll_not_double
from .moves import Step, Turn, TurnState, legal_turns, steps_text
from .position import CHECKERS, Position, Side, Variant
from .reasons import IllegalMove, Reason


class WinKind(StrEnum):
    OYN = "oyn"
    MARS = "mars"
    SINGLE = "single"
    GAMMON = "gammon"
    BACKGAMMON = "backgammon"


POINTS = {
    WinKind.OYN: 1,
    WinKind.MARS: 2,
    WinKind.SINGLE: 1,
    WinKind.GAMMON: 2,
    WinKind.BACKGAMMON: 3,
}


WIN_KINDS: dict[Variant, tuple[WinKind, ...]] = {
    Variant.LONG: (WinKind.OYN, WinKind.MARS),
    Variant.BACKGAMMON: (WinKind.SINGLE, WinKind.GAMMON, WinKind.BACKGAMMON),
}


@dataclass(frozen=True)
class GameResult:
    winner: Side
    kind: WinKind
    resigned: bool = False

    @property
    def points(self) -> int:
        return POINTS[self.kind]


def win_kind(position: Position, winner: Side) -> WinKind:
    """What a win by `winner` is worth in `position` (used both when the last
    checker is borne off and when the other side resigns)."""
    loser = winner.opponent
    if position.variant is Variant.LONG:
        return WinKind.OYN if position.off[loser] else WinKind.MARS
    if position.off[loser]:
        return WinKind.SINGLE
    lb = position.mover_view(loser)
    # The winner's home (its points 1..6) is the loser's 19..24.
    if lb[25] or any(lb[p] > 0 for p in range(19, 25)):
        return WinKind.BACKGAMMON
    return WinKind.GAMMON


@dataclass(frozen=True)
class TurnRecord:
    """A finished turn: who moved, with which dice, which steps, from where to where."""

    side: Side
    dice: tuple[int, int]
    steps: tuple[Step, ...]
    before: Position
    after: Position

    @property
    def text(self) -> str:
        return steps_text(self.steps)


class Game:
    """A game of either variant. White opens; its opening roll is never a
    double. Steps of the current turn may be taken back until it is finished."""

    def __init__(
        self,
        variant: Variant,
        dice: DiceSource | None = None,
        opening: tuple[int, int] | None = None,
        position: Position | None = None,
    ) -> None:
        self.variant = variant
        self.dice_source = dice if dice is not None else SystemDice()
        self._opening = opening
        self.start_position = position if position is not None else Position.start(variant)
        if self.start_position.variant is not variant:
            raise ValueError("position of the wrong variant")
        self.history: list[TurnRecord] = []
        self.result: GameResult | None = None
        self._turn_start = self.start_position
        self._state: TurnState | None = None

    # ----- state ----------------------------------------------------------
    @property
    def position(self) -> Position:
        """The position on the board now, including steps played this turn."""
        return self._state.position if self._state is not None else self._turn_start

    @property
    def turn_start(self) -> Position:
        return self._turn_start

    @property
    def side_to_move(self) -> Side:
        return self._turn_start.side

    @property
    def dice(self) -> tuple[int, int] | None:
        return self._state.dice if self._state is not None else None

    @property
    def remaining_dice(self) -> tuple[int, ...]:
        return self._state.remaining if self._state is not None else ()

    @property
    def steps(self) -> list[Step]:
        return list(self._state.steps) if self._state is not None else []

    @property
    def turn_state(self) -> TurnState | None:
        return self._state

    @property
    def is_over(self) -> bool:
        return self.result is not None

    @property
    def is_opening(self) -> bool:
        return not self.history

    # ----- dice -----------------------------------------------------------
    def roll(self, values: tuple[int, int] | None = None) -> tuple[int, int]:
        """Roll for the side to move (or take `values`, e.g. real dice)."""
        if self.is_over:
            raise IllegalMove(Reason.GAME_OVER)
        if self._state is not None:
            raise RuntimeError("the dice are already rolled")
        if values is None:
            if self.is_opening and self._opening is not None:
                values = self._opening
            elif self.is_opening and self.start_position == Position.start(self.variant):
                values = roll_not_double(self.dice_source)
            else:
                values = roll(self.dice_source)
        d1, d2 = values
        if not (1 <= d1 <= 6 and 1 <= d2 <= 6):
            raise ValueError(f"dice must be 1..6, got {d1} and {d2}")
        if self.is_opening and d1 == d2 and self._turn_start == Position.start(self.variant):
            raise ValueError("the opening roll cannot be a double")
        self._state = TurnState(self._turn_start, (d1, d2))
        return (d1, d2)

    # ----- moves ----------------------------------------------------------
    def legal_turns(self) -> list[Turn]:
        if self._state is None:
            return []
        return legal_turns(self._turn_start, self._state.dice)

    def legal_steps(self) -> list[Step]:
        return self._state.legal_steps() if self._state is not None else []

    def find_step(self, frm: int, to: int) -> Step:
        if self.is_over:
            raise IllegalMove(Reason.GAME_OVER)
        if self._state is None:
            raise IllegalMove(Reason.NO_DICE)
        return self._state.find_step(frm, to)

    def play_step(self, step: Step) -> Step:
        if self._state is None:
            raise IllegalMove(Reason.NO_DICE)
        self._state.play(step)
        return step

    def move(self, frm: int, to: int) -> Step:
        """Play one die's step from `frm` to `to` (mover's numbering)."""
        return self.play_step(self.find_step(frm, to))

    def undo_step(self) -> Step | None:
        return self._state.undo() if self._state is not None else None

    @property
    def turn_complete(self) -> bool:
        return self._state is not None and self._state.complete

    def finish_turn(self) -> TurnRecord:
        if self._state is None:
            raise IllegalMove(Reason.NO_DICE)
        after = self._state.result()  # raises unless every playable die is played
        rec = TurnRecord(
            self.side_to_move, self._state.dice, tuple(self._state.steps), self._turn_start, after
        )
        self._commit(rec)
        return rec

    def play_turn(self, turn: Turn) -> TurnRecord:
        """Play a whole turn from `legal_turns()` (the computer's way)."""
        if self._state is None:
            raise IllegalMove(Reason.NO_DICE)
        if turn.dice != self._state.dice or turn.result not in {
            t.result for t in legal_turns(self._turn_start, self._state.dice)
        }:
            raise IllegalMove(Reason.MUST_USE_ALL_DICE, "not a legal turn for these dice")
        while self._state.steps:
            self._state.undo()
        for s in turn.steps:
            self._state.play(s)
        return self.finish_turn()

    def _commit(self, rec: TurnRecord) -> None:
        self.history.append(rec)
        self._turn_start = rec.after
        self._state = None
        w = rec.after.winner
        if w is not None:
            self.result = GameResult(w, win_kind(rec.after, w))

    def resign(self, side: Side, kind: WinKind | None = None) -> GameResult:
        """`side` gives up: the other side wins `kind` (a single game, a gammon, ...
        as offered and accepted), or without one what the position is worth now
        (a file from elsewhere that only says who resigned)."""
        if self.is_over:
            raise IllegalMove(Reason.GAME_OVER)
        winner = side.opponent
        if kind is None:
            kind = win_kind(self._turn_start, winner)
        elif WinKind(kind) not in WIN_KINDS[self.variant]:
            raise ValueError(f"a {kind} is not a win of {self.variant.value}")
        self._state = None
        self.result = GameResult(winner, WinKind(kind), resigned=True)
        return self.result


__all__ = ["CHECKERS", "Game", "GameResult", "TurnRecord", "WinKind", "win_kind"]
