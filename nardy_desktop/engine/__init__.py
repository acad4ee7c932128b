"""The rules of long nardy and backgammon, with no dependency beyond Python."""

from .dice import DiceSource, ManualDice, NoDiceEntered, SeededDice, SystemDice
from .dice_use import dice_played, die_target, roll_dice, unused_dice
from .game import Game, GameResult, TurnRecord, WinKind, win_kind
from .match import MAX_GAMES, MAX_LENGTH, Match
from .moves import (
    BAR,
    OFF,
    Step,
    Turn,
    TurnState,
    legal_result_views,
    legal_turns,
    steps_text,
)
from .played import play_steps
from .position import CHECKERS, MAX_POSITION_TEXT, Position, PositionError, Side, Variant
from .reasons import IllegalMove, Reason

__all__ = [
    "BAR",
    "CHECKERS",
    "MAX_GAMES",
    "MAX_LENGTH",
    "MAX_POSITION_TEXT",
    "OFF",
    "DiceSource",
    "Game",
    "GameResult",
    "IllegalMove",
    "ManualDice",
    "Match",
    "NoDiceEntered",
    "Position",
    "PositionError",
    "Reason",
    "SeededDice",
    "Side",
    "Step",
    "SystemDice",
    "Turn",
    "TurnRecord",
    "TurnState",
    "Variant",
    "WinKind",
    "dice_played",
    "die_target",
    "legal_result_views",
    "legal_turns",
    "play_steps",
    "roll_dice",
    "steps_text",
    "unused_dice",
    "win_kind",
]
