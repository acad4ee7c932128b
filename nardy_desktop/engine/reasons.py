"""Stable codes for why a single step is refused; the UI translates them."""

from enum import StrEnum


class Reason(StrEnum):
    NO_DICE = "no_dice"  # the dice have not been rolled, or all are played
    NO_SUCH_DIE = "no_such_die"  # no remaining die matches that distance
    NO_CHECKER = "no_checker"  # the mover has no checker on that point
    WRONG_DIRECTION = "wrong_direction"  # checkers only move forward along their route
    POINT_CLOSED = "point_closed"
    HEAD_RULE = "head_rule"  # only one checker may leave the head this turn
    SIX_BLOCK = "six_block"  # six points in a row with no opposing checker ahead
    BAR_FIRST = "bar_first"  # checkers on the bar must enter first
    NOT_ALL_HOME = "not_all_home"  # bearing off needs every checker in the home
    HIGHER_CHECKER_FIRST = "higher_checker_first"  # a checker on a higher point must move
    MUST_USE_ALL_DICE = "must_use_all_dice"  # the dice must be used fully
    HIGHER_DIE = "higher_die"  # only one die can be played: it must be the higher one
    GAME_OVER = "game_over"


class IllegalMove(ValueError):
    """A step or turn the rules refuse; `reason` says why."""

    def __init__(self, reason: Reason, detail: str = "") -> None:
        super().__init__(detail or reason.value)
        self.reason = reason


class PositionReason(StrEnum):
    """Stable codes for why a position is refused, wherever it comes from
    (position text, the position editor, a file): positions that no legal game
    reaches, or in which no game can go on. The UI translates them."""

    MALFORMED = "malformed"  # not the position text form at all
    TOO_LONG = "too_long"  # far longer than any position text, refused before it is read
    NEGATIVE_COUNT = "negative_count"  # a bar or borne-off count below zero
    MIXED_POINT = "mixed_point"  # a point with checkers of both colours
    TOO_MANY_CHECKERS = "too_many_checkers"  # more than 15 checkers of one side
    TOO_FEW_CHECKERS = "too_few_checkers"  # fewer than 15 (a complete position has all)
    BAR_IN_LONG_NARDY = "bar_in_long_nardy"  # long nardy has no hitting, so no bar
    SIX_BLOCK = "six_block"  # six points in a row with no opposing checker ahead
    GAME_WON = "game_won"  # a side has borne off all its checkers
