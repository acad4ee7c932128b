"""Short position identifiers that other programs read: GNU Backgammon's Position ID
and Match ID, eXtreme Gammon's XGID, and a short ID of the same kind for long nardy.

Players paste these from GNU Backgammon, eXtreme Gammon and forums, so every reader
here takes text from outside: it checks the length first, reads in one pass, and
refuses anything it cannot read whole with `PositionError`. Colours: GNU
Backgammon's player 1 and eXtreme Gammon's X (the player at the bottom, whose
numbering the board uses) are White; the other player is Black. The formats are
written down in docs/position-ids.md.
"""

from __future__ import annotations

import base64
import binascii
import re
from dataclasses import dataclass

from .position import (
    CHECKERS,
    Position,
    PositionError,
    Side,
    Variant,
    from_mover_view,
    to_side_point,
    to_white_point,
)

# The alphabet and length of GNU Backgammon's identifiers: standard Base64 without
# its padding, 10 bytes (80 bits) for a position and 9 bytes (66 bits) for a match.
_B64 = re.compile(r"[A-Za-z0-9+/]+")
POSITION_ID_LENGTH = 14
MATCH_ID_LENGTH = 12
LONG_ID_PREFIX = "LN:"
_MAX_ID_TEXT = 200  # far above the longest form ("XGID=" and 26 + 30 characters)
MAX_MATCH_LENGTH = 2**15 - 1


@dataclass(frozen=True)
class Setup:
    """What an identifier says: the position (its side to move included), the
    dice already rolled if any, and where a match stands (length 0: no match).
    `score` is (White, Black)."""

    position: Position
    dice: tuple[int, int] | None = None
    match_length: int = 0
    score: tuple[int, int] = (0, 0)
    crawford: bool = False


# ----- bits -------------------------------------------------------------------
def _encode(bits: int, nbytes: int, length: int) -> str:
    return base64.b64encode(bits.to_bytes(nbytes, "little")).decode("ascii")[:length]


def _decode(text: str, nbytes: int, length: int, what: str) -> int:
    if len(text) != length or not _B64.fullmatch(text):
        raise PositionError(f"a {what} has {length} characters of A-Z, a-z, 0-9, + and /")
    padded = text + "=" * (-len(text) % 4)
    try:
        raw = base64.b64decode(padded, validate=True)
    except binascii.Error as e:
        raise PositionError(f"not a {what}: {e}") from None
    return int.from_bytes(raw[:nbytes], "little")


def _unary(columns: list[list[int]]) -> int:
    """Each count as that many ones and a zero, lowest bit first."""
    bits, at = 0, 0
    for column in columns:
        for n in column:
            bits |= ((1 << n) - 1) << at
            at += n + 1
    return bits


def _from_unary(bits: int, groups: int, size: int, limit: int, what: str) -> list[list[int]]:
    out: list[list[int]] = []
    at = 0
    for _ in range(groups):
        column, total = [], 0
        for _ in range(size):
            n = 0
            while bits >> at & 1:
                n += 1
                at += 1
                if total + n > limit:
                    raise PositionError(f"{what} gives a player more than {limit} checkers")
            at += 1
            total += n
            column.append(n)
        out.append(column)
    if bits >> at:
        raise PositionError(f"{what} has checkers left over after both players'")
    return out


def _checked(position: Position) -> Position:
    position.check()
    return position


# ----- backgammon: GNU Backgammon's Position ID --------------------------------
def _board_of(position: Position, side: Side) -> list[int]:
    """`side`'s checkers on its own points 1..24, then its bar (GNU Backgammon's
    half of a board)."""
    view = position.mover_view(side)
    return [max(0, view[p]) for p in range(1, 25)] + [position.bar[side]]


def position_id(position: Position) -> str:
    """GNU Backgammon's Position ID of a backgammon position, from the side to
    move's point of view (the ID does not say which colour that is)."""
    if position.variant is not Variant.BACKGAMMON:
        raise ValueError("a Position ID is for backgammon; long nardy has long_id")
    mover = position.side
    bits = _unary([_board_of(position, mover.opponent), _board_of(position, mover)])
    return _encode(bits, 10, POSITION_ID_LENGTH)


def position_from_id(text: str, side: Side = Side.WHITE) -> Position:
    """The backgammon position of a Position ID, with `side` to move."""
    bits = _decode(text, 10, POSITION_ID_LENGTH, "Position ID")
    theirs, mine = _from_unary(bits, 2, 25, CHECKERS, "the Position ID")
    view = [0, *(mine[p] - theirs[23 - p] for p in range(24)), mine[24]]
    if any(mine[p] and theirs[23 - p] for p in range(24)):
        raise PositionError("the Position ID puts both players on one point")
    off_mine = CHECKERS - sum(mine)
    off_theirs = CHECKERS - sum(theirs)
    view[0] = off_mine
    position = from_mover_view(Variant.BACKGAMMON, side, view, off_theirs, side, theirs[24])
    return _checked(position)


# ----- GNU Backgammon's Match ID -----------------------------------------------
_FIELDS = (  # name, first bit, width
    ("cube", 0, 4),
    ("owner", 4, 2),
    ("roller", 6, 1),
    ("crawford", 7, 1),
    ("state", 8, 3),
    ("turn", 11, 1),
    ("double", 12, 1),
    ("resign", 13, 2),
    ("die1", 15, 3),
    ("die2", 18, 3),
    ("length", 21, 15),
    ("score0", 36, 15),
    ("score1", 51, 15),
)
_PLAYER_OF = {Side.BLACK: 0, Side.WHITE: 1}
_SIDE_OF = {0: Side.BLACK, 1: Side.WHITE}


def match_id(
    side: Side,
    dice: tuple[int, int] | None = None,
    match_length: int = 0,
    score: tuple[int, int] = (0, 0),
    crawford: bool = False,
) -> str:
    """GNU Backgammon's Match ID: a game in play with a centred cube of 1 (this
    program plays without the cube), `side` on roll, its dice if rolled."""
    if not 0 <= match_length <= MAX_MATCH_LENGTH:
        raise ValueError(f"a match length runs from 0 to {MAX_MATCH_LENGTH}")
    player = _PLAYER_OF[side]
    high, low = (max(dice), min(dice)) if dice else (0, 0)  # GNU Backgammon's order
    values = {
        "cube": 0,
        "owner": 3,
        "roller": player,
        "crawford": int(crawford),
        "state": 1,
        "turn": player,
        "double": 0,
        "resign": 0,
        "die1": high,
        "die2": low,
        "length": match_length,
        "score0": score[Side.BLACK],
        "score1": score[Side.WHITE],
    }
    bits = 0
    for name, first, width in _FIELDS:
        bits |= (values[name] & ((1 << width) - 1)) << first
    return _encode(bits, 9, MATCH_ID_LENGTH)


def _read_match_id(text: str) -> dict[str, int]:
    # Bits past the 66 described (GNU Backgammon sets some for money play) say
    # nothing this program uses.
    bits = _decode(text, 9, MATCH_ID_LENGTH, "Match ID")
    return {name: bits >> first & ((1 << width) - 1) for name, first, width in _FIELDS}


def _dice(d1: int, d2: int, what: str) -> tuple[int, int] | None:
    if d1 == d2 == 0:
        return None
    if not (1 <= d1 <= 6 and 1 <= d2 <= 6):
        raise PositionError(f"{what} gives dice that are not 1 to 6")
    return d1, d2


def _match_setup(
    position: Position,
    dice: tuple[int, int] | None,
    length: int,
    score: tuple[int, int],
    crawford: bool,
) -> Setup:
    if length and max(score) >= length:
        raise PositionError("the score has already reached the match's length")
    return Setup(position, dice, length, score, crawford and bool(length))


def setup_from_gnubg(position_text: str, match_text: str | None = None) -> Setup:
    """A Position ID, with its Match ID if given: the side on roll, dice and score."""
    if match_text is None:
        return Setup(position_from_id(position_text))
    m = _read_match_id(match_text)
    side = _SIDE_OF[m["turn"]]
    position = position_from_id(position_text, side)
    dice = _dice(m["die1"], m["die2"], "the Match ID")
    score = (m["score1"], m["score0"])
    return _match_setup(position, dice, m["length"], score, bool(m["crawford"]))


def gnubg_id(setup: Setup) -> str:
    """GNU Backgammon's combined form, "PositionID:MatchID", as its Edit ▸ Copy
    ID and `set gnubgid` use."""
    pos = setup.position
    return (
        f"{position_id(pos)}:"
        f"{match_id(pos.side, setup.dice, setup.match_length, setup.score, setup.crawford)}"
    )


# ----- eXtreme Gammon's XGID ---------------------------------------------------
_XGID = re.compile(
    r"XGID=([-a-pA-P]{26}):(-?\d{1,2}):(-?1|0):(-?1):(\d\d|[DBR]):(\d{1,5}):(\d{1,5}):([0-3]):(\d{1,5})(?::(\d{1,2}))?"
)


def xgid(setup: Setup) -> str:
    """The XGID of a backgammon position: X (upper case) is White, points in
    White's numbering, the cube centred at 1."""
    pos = setup.position
    if pos.variant is not Variant.BACKGAMMON:
        raise ValueError("an XGID is for backgammon")
    chars = []

    def letter(n: int) -> str:
        if n > 0:
            return chr(ord("A") + n - 1)
        if n < 0:
            return chr(ord("a") - n - 1)
        return "-"

    chars.append(letter(-pos.bar[Side.BLACK]))
    chars.extend(letter(n) for n in pos.points)
    chars.append(letter(pos.bar[Side.WHITE]))
    turn = 1 if pos.side is Side.WHITE else -1
    dice = f"{setup.dice[0]}{setup.dice[1]}" if setup.dice else "00"
    crawford = int(setup.crawford) if setup.match_length else 0
    return (
        f"XGID={''.join(chars)}:0:0:{turn}:{dice}:{setup.score[Side.WHITE]}:"
        f"{setup.score[Side.BLACK]}:{crawford}:{setup.match_length}:10"
    )


def setup_from_xgid(text: str) -> Setup:
    m = _XGID.fullmatch(text)
    if not m:
        raise PositionError("not an XGID: XGID=, 26 letters or dashes, then the fields")
    board = m.group(1)

    def count(c: str) -> int:
        if c == "-":
            return 0
        if c.isupper():
            return ord(c) - ord("A") + 1
        return -(ord(c) - ord("a") + 1)

    counts = [count(c) for c in board]
    if counts[0] > 0 or counts[25] < 0:
        raise PositionError("the XGID puts a checker on the wrong player's bar")
    points = tuple(counts[1:25])
    bar = (counts[25], -counts[0])
    white = sum(n for n in points if n > 0) + bar[0]
    black = -sum(n for n in points if n < 0) + bar[1]
    if white > CHECKERS or black > CHECKERS:
        raise PositionError(f"the XGID gives a player more than {CHECKERS} checkers")
    side = Side.WHITE if m.group(4) == "1" else Side.BLACK
    position = Position(Variant.BACKGAMMON, points, bar, (CHECKERS - white, CHECKERS - black), side)
    position = _checked(position)
    roll = m.group(5)
    dice = _dice(int(roll[0]), int(roll[1]), "the XGID") if roll.isdigit() else None
    length = int(m.group(9))
    if length > MAX_MATCH_LENGTH:
        raise PositionError("the XGID's match is too long")
    score = (int(m.group(6)), int(m.group(7)))
    return _match_setup(position, dice, length, score, m.group(8) == "1")


# ----- long nardy: the project's own short ID ----------------------------------
def long_id(position: Position) -> str:
    """The long nardy ID: "LN:" and 14 characters of Base64 (GNU Backgammon's
    alphabet) holding 80 bits, lowest first: the side to move (0 White, 1 Black),
    then the side to move's checkers on its points 1..24 and the other side's
    on its points 1..24, each count as that many ones and a zero. Borne-off
    checkers are the rest of the 15; long nardy has no bar."""
    if position.variant is not Variant.LONG:
        raise ValueError("a long nardy ID is for long nardy")
    mover = position.side
    columns = [_board_of(position, s)[:24] for s in (mover, mover.opponent)]
    bits = int(mover) | _unary(columns) << 1
    return LONG_ID_PREFIX + _encode(bits, 10, POSITION_ID_LENGTH)


def position_from_long_id(text: str) -> Position:
    if not text.startswith(LONG_ID_PREFIX):
        raise PositionError(f"a long nardy ID starts with {LONG_ID_PREFIX}")
    bits = _decode(text[len(LONG_ID_PREFIX) :], 10, POSITION_ID_LENGTH, "long nardy ID")
    side = Side(bits & 1)
    mine, theirs = _from_unary(bits >> 1, 2, 24, CHECKERS, "the long nardy ID")
    view = [CHECKERS - sum(mine), *mine, 0]
    opponent = side.opponent
    for p, n in enumerate(theirs, start=1):
        if not n:
            continue
        q = to_side_point(Variant.LONG, side, to_white_point(Variant.LONG, opponent, p))
        if view[q]:
            raise PositionError("the long nardy ID puts both players on one point")
        view[q] = -n
    position = from_mover_view(Variant.LONG, side, view, CHECKERS - sum(theirs), side, 0)
    return _checked(position)


# ----- one reader for whatever a player pastes ---------------------------------
_GNUBG_LABELLED = re.compile(r"Position ID\s*:\s*(\S+)(?:\s+Match ID\s*:\s*(\S+))?", re.IGNORECASE)


def read_setup(text: str) -> Setup:
    """Whatever form a player pastes: an XGID, a GNU Backgammon Position ID with
    or without its Match ID ("ID:ID", or the labelled lines GNU Backgammon
    copies), the project's long nardy ID, or the project's position text."""
    text = text.strip()
    if len(text) > _MAX_ID_TEXT and not text.startswith(("long/", "backgammon/")):
        raise PositionError("too long for a position identifier")
    if text.startswith("XGID="):
        return setup_from_xgid(text)
    if text.startswith(LONG_ID_PREFIX):
        return Setup(position_from_long_id(text))
    if text.startswith(("long/", "backgammon/")):
        return Setup(Position.from_text(text))
    labelled = _GNUBG_LABELLED.search(text)
    if labelled:
        return setup_from_gnubg(labelled.group(1), labelled.group(2))
    if ":" in text:
        pos, _, match = text.partition(":")
        return setup_from_gnubg(pos.strip(), match.strip())
    return setup_from_gnubg(text)


__all__ = [
    "LONG_ID_PREFIX",
    "Setup",
    "gnubg_id",
    "long_id",
    "match_id",
    "position_from_id",
    "position_from_long_id",
    "position_id",
    "read_setup",
    "setup_from_gnubg",
    "setup_from_xgid",
    "xgid",
]
