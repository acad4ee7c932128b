"""Immutable positions of both variants and their text form.

Positions are stored in White's numbering, as in the text form, so that what a
player reads and what the program stores never differ. The move generator works
on a "mover view" (see `mover_view`) so that one code path serves both colours.
"""

from __future__ import annotations

import re
from enum import IntEnum, StrEnum
from operator import neg
from typing import NamedTuple

from .reasons import PositionReason
from .route import ROUTE, ROUTE_INDEX, blocks_illegally

CHECKERS = 15

# The most characters a position text may have. The longest real one has about
# 120 (backgammon, every point written "-15"); a text far longer is refused before
# it is read, so that a pasted megabyte costs nothing (splitting it into millions
# of fields took seconds).
MAX_POSITION_TEXT = 1000


class Variant(StrEnum):
    LONG = "long"
    BACKGAMMON = "backgammon"


class Side(IntEnum):
    WHITE = 0
    BLACK = 1

    @property
    def opponent(self) -> Side:
        return Side(1 - self)

    @property
    def letter(self) -> str:
        return "w" if self is Side.WHITE else "b"


class PositionError(ValueError):
    """A position text that is not one, or a position the rules refuse. The
    message names the problem in English (for the text interface); `reason`
    is its stable code and `side` the side it concerns, if one, so that the
    window can say it in the player's language."""

    def __init__(
        self,
        message: str,
        reason: PositionReason = PositionReason.MALFORMED,
        side: Side | None = None,
    ) -> None:
        super().__init__(message)
        self.reason = reason
        self.side = side


# Index maps: for each (variant, side), MOVER_TO_WHITE[p] is the 0-based index in
# White's numbering of the mover's point p (1..24).
def _maps() -> dict[tuple[Variant, Side], tuple[int, ...]]:
    maps = {}
    for variant in Variant:
        maps[variant, Side.WHITE] = (-1, *range(24))
    maps[Variant.BACKGAMMON, Side.BLACK] = (-1, *(24 - p for p in range(1, 25)))
    maps[Variant.LONG, Side.BLACK] = (
        -1,
        *((p - 12 if p > 12 else p + 12) - 1 for p in range(1, 25)),
    )
    return maps


MOVER_TO_WHITE = _maps()


def to_white_point(variant: Variant, side: Side, point: int) -> int:
    """White's number (1..24) of `side`'s point `point` (1..24)."""
    return MOVER_TO_WHITE[variant, side][point] + 1


def to_side_point(variant: Variant, side: Side, white_point: int) -> int:
    """`side`'s number (1..24) of White's point `white_point`."""
    m = MOVER_TO_WHITE[variant, side]
    return m.index(white_point - 1)


START_TEXT = {
    Variant.LONG: "long/0,0,0,0,0,0,0,0,0,0,0,-15,0,0,0,0,0,0,0,0,0,0,0,15/0,0/0,0/w",
    Variant.BACKGAMMON: "backgammon/-2,0,0,0,0,5,0,3,0,0,0,-5,5,0,0,0,-3,0,-5,0,0,0,0,2/0,0/0,0/w",
}


class Position(NamedTuple):
    """A position: 24 points in White's numbering (index 0 is White's point 1),
    positive for White checkers and negative for Black; bar and borne-off counts
    as (White, Black); and the side to move."""

    variant: Variant
    points: tuple[int, ...]
    bar: tuple[int, int]
    off: tuple[int, int]
    side: Side

    # A NamedTuple: immutable, hashable and cheap to create, which matters
    # because the move generator makes one for every legal turn.

    # ----- construction -------------------------------------------------
    @classmethod
    def start(cls, variant: Variant) -> Position:
        return cls.from_text(START_TEXT[variant])

    @classmethod
    def from_text(cls, text: str, *, allow_finished: bool = False) -> Position:
        """The position `text` writes, accepting exactly what `to_text` writes.

        One position has one text: no spaces, signs or leading zeros that
        `to_text` would not write, and only ASCII digits, so that texts can be
        compared, looked up and written back unchanged.

        Only positions that legal play reaches are accepted (see `validate`).
        A game already won is not a position to play from, so it is refused
        too, unless `allow_finished`: the text then records how a game ended
        (the last position of a game, the result of its winning turn).
        """
        if len(text) > MAX_POSITION_TEXT:
            raise PositionError(
                f"a position text has at most {MAX_POSITION_TEXT} characters, "
                f"this one has {len(text)}",
                PositionReason.TOO_LONG,
            )
        blank = _BLANK.search(text)
        if blank is not None:
            raise PositionError(
                f"unexpected space {blank[0]!r} at character {blank.start() + 1}: "
                "the position text has no spaces"
            )
        fields = text.split("/")
        if len(fields) != 5:
            raise PositionError(
                "expected 5 fields separated by '/' (variant/points/bar/off/side), "
                f"got {len(fields)}"
            )
        vname, ptext, bartext, offtext, sidetext = fields
        try:
            variant = Variant(vname)
        except ValueError:
            raise PositionError(
                f"unknown variant {_shown(vname)}: expected 'long' or 'backgammon'"
            ) from None
        points = _ints(ptext, "points")
        if len(points) != 24:
            raise PositionError(f"expected 24 points, got {len(points)}")
        bar = _ints(bartext, "bar")
        off = _ints(offtext, "borne-off")
        if len(bar) != 2:
            raise PositionError(f"expected 2 bar counts (White,Black), got {len(bar)}")
        if len(off) != 2:
            raise PositionError(f"expected 2 borne-off counts (White,Black), got {len(off)}")
        if sidetext not in ("w", "b"):
            raise PositionError(f"side to move must be 'w' or 'b', got {_shown(sidetext)}")
        pos = cls(
            variant,
            tuple(points),
            (bar[0], bar[1]),
            (off[0], off[1]),
            Side.WHITE if sidetext == "w" else Side.BLACK,
        )
        pos.check(allow_finished=allow_finished)
        return pos

    def validate(self, complete: bool = True) -> None:
        """Raise PositionError unless the checkers add up: no negative count,
        no bar in long nardy, 15 checkers a side, not both sides borne off.

        `complete` False checks a position still being set up, whose missing
        checkers are yet to be placed: each side has at most 15."""
        if any(x < 0 for x in self.bar) or any(x < 0 for x in self.off):
            raise PositionError(
                "bar and borne-off counts must not be negative", PositionReason.NEGATIVE_COUNT
            )
        if self.variant is Variant.LONG and self.bar != (0, 0):
            raise PositionError(
                "long nardy has no bar: bar counts must be 0,0",
                PositionReason.BAR_IN_LONG_NARDY,
                Side.WHITE if self.bar[0] else Side.BLACK,
            )
        counts = self.checker_counts()
        for side in Side:
            n = counts[side]
            if n > CHECKERS or (complete and n < CHECKERS):
                raise PositionError(
                    f"{side.name.title()} has {n} checkers, expected {CHECKERS}",
                    PositionReason.TOO_MANY_CHECKERS
                    if n > CHECKERS
                    else PositionReason.TOO_FEW_CHECKERS,
                    side,
                )
        if self.off[0] == CHECKERS and self.off[1] == CHECKERS:
            raise PositionError(
                "both sides cannot have borne off all their checkers", PositionReason.GAME_WON
            )

    def check(self, complete: bool = True, allow_finished: bool = False) -> None:
        """Raise PositionError unless this is a position to play from: one that
        passes `validate`, that a legal game reaches, and in which the game
        goes on. What the position text, the position editor and every other
        way of setting a position up refuse.

        `complete` False: a position being set up (see `validate`); a rule
        that a checker still to be placed could satisfy (an opposing checker
        ahead of a six-point block) is not held against it yet.
        `allow_finished`: a game won by one side (its last position) passes."""
        self.validate(complete)
        winner = self.winner
        if winner is not None and not allow_finished:
            raise PositionError(
                f"the game is over: {winner.name.title()} has borne off all {CHECKERS}",
                PositionReason.GAME_WON,
                winner,
            )
        if self.variant is not Variant.LONG:
            return
        counts = self.checker_counts()
        for side in Side:
            # A lawful block never becomes unlawful: the opposing checker ahead of
            # it stays ahead or is borne off (RULES.md, long nardy rule 4).
            block = self._unlawful_block(side, CHECKERS - counts[side.opponent])
            if block:
                shown = ", ".join(str(p) for p in block)
                raise PositionError(
                    f"{side.name.title()} holds six points in a row ({shown}) with no "
                    f"{side.opponent.name.title()} checker ahead of them, which no legal "
                    "game reaches",
                    PositionReason.SIX_BLOCK,
                    side,
                )

    def _unlawful_block(self, side: Side, opponent_missing: int) -> list[int]:
        """White's numbers of the points of `side`'s first block of six or more
        in a row with no opposing checker ahead of it (empty if none). The rule
        is the one the move generator applies to every step."""
        opp = side.opponent
        if self.off[opp] or opponent_missing:
            return []
        b = self.mover_view(side)
        for p in range(1, 25):
            if b[p] > 0 and blocks_illegally(b, p, 0):
                i = ROUTE_INDEX[p]
                while i and b[ROUTE[i - 1]] > 0:
                    i -= 1
                run = []
                while i < 24 and b[ROUTE[i]] > 0:
                    run.append(to_white_point(self.variant, side, ROUTE[i]))
                    i += 1
                return run
        return []

    def checker_counts(self) -> tuple[int, int]:
        """How many checkers each side (White, Black) has on the board, the bar and off."""
        white = sum(x for x in self.points if x > 0) + self.bar[0] + self.off[0]
        black = -sum(x for x in self.points if x < 0) + self.bar[1] + self.off[1]
        return white, black

    def to_text(self) -> str:
        pts = ",".join(str(x) for x in self.points)
        return (
            f"{self.variant.value}/{pts}/{self.bar[0]},{self.bar[1]}/"
            f"{self.off[0]},{self.off[1]}/{self.side.letter}"
        )

    def __str__(self) -> str:
        return self.to_text()

    # ----- views ----------------------------------------------------------
    def mover_view(self, side: Side | None = None) -> list[int]:
        """26 ints in `side`'s numbering (default: the side to move): index 0 is
        its borne-off count, 1..24 its points (its checkers positive, the
        opponent's negative), 25 its bar."""
        s = self.side if side is None else side
        pts = self.points
        if s is Side.WHITE:
            return [self.off[0], *pts, self.bar[0]]
        if self.variant is Variant.BACKGAMMON:
            return [self.off[1], *map(neg, reversed(pts)), self.bar[1]]
        return [self.off[1], *map(neg, pts[12:]), *map(neg, pts[:12]), self.bar[1]]

    def count_at(self, side: Side, point: int) -> int:
        """How many of `side`'s checkers stand on its own point `point` (0 off, 25 bar)."""
        return max(0, self.mover_view(side)[point])

    def pip_count(self, side: Side) -> int:
        b = self.mover_view(side)
        return sum(p * b[p] for p in range(1, 25) if b[p] > 0) + 25 * b[25]

    def with_side(self, side: Side) -> Position:
        return Position(self.variant, self.points, self.bar, self.off, side)

    @property
    def winner(self) -> Side | None:
        if self.off[0] == CHECKERS:
            return Side.WHITE
        if self.off[1] == CHECKERS:
            return Side.BLACK
        return None


def from_mover_view(
    variant: Variant,
    mover: Side,
    b: list[int] | tuple[int, ...],
    opp_off: int,
    side_to_move: Side,
    opp_bar: int | None = None,
) -> Position:
    """Inverse of `Position.mover_view`. The opponent's bar, when not given, is
    whatever of its 15 checkers is neither on the board nor borne off."""
    if mover is Side.WHITE:
        points = tuple(b[1:25])
    elif variant is Variant.BACKGAMMON:
        points = tuple(map(neg, b[24:0:-1]))
    else:
        points = tuple(map(neg, (*b[13:25], *b[1:13])))
    if opp_bar is None:
        if mover is Side.WHITE:
            opp_on_board = -sum(x for x in points if x < 0)
        else:
            opp_on_board = sum(x for x in points if x > 0)
        opp_bar = CHECKERS - opp_off - opp_on_board
    if mover is Side.WHITE:
        return Position(variant, points, (b[25], opp_bar), (b[0], opp_off), side_to_move)
    return Position(variant, points, (opp_bar, b[25]), (opp_off, b[0]), side_to_move)


# The grammar of the text form, as `to_text` writes it: a number is 0 or an
# optional minus and ASCII digits without a leading zero (`int` alone would take
# '+3', '03', ' 3' and other scripts' digits too).
_NUMBER = re.compile(r"0|-?[1-9][0-9]*")
_BLANK = re.compile(r"\s")
_MAX_DIGITS = 3  # far above any checker count, and cheap to convert


def _shown(text: str) -> str:
    """`text` quoted for a message, cut short so that a huge field stays readable."""
    return repr(text) if len(text) <= 24 else repr(text[:20]) + "..."


def _ints(text: str, what: str) -> list[int]:
    parts = text.split(",")
    out = []
    for i, part in enumerate(parts, 1):
        if _NUMBER.fullmatch(part) is None:
            raise PositionError(
                f"{what} field {i}: {_shown(part)} is not a whole number written like 0, 5 or -15"
            )
        if len(part.lstrip("-")) > _MAX_DIGITS:
            raise PositionError(f"{what} field {i}: {_shown(part)} is far too large")
        out.append(int(part))
    return out
