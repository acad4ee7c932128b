"""The match flow between the window and the engine (QtCore only).

`match` holds the controller (the flow that changes the match), `state` what
it owns and what may be done now, `phases` the moments of a match and which
may follow which, `players` the seats and the computer players, `hints` the
Expert's hint, `workers` the long work off the window's thread, `scheduling`
the calls made later from the event loop, `real_dice` where the dice come
from, `board_action` what a click on the board does, and `persistence`
what is kept on disk as the match goes on (the autosave, and each finished
game counted once).
"""

from nardy_desktop.controller.board_action import BoardAction
from nardy_desktop.controller.hints import Hint, HintKey
from nardy_desktop.controller.match import MatchController
from nardy_desktop.controller.phases import Phase, PhaseError
from nardy_desktop.controller.players import PlayerSpec
from nardy_desktop.controller.scheduling import call_later
from nardy_desktop.controller.workers import (
    Done,
    Failed,
    Outcome,
    Worker,
    default_player_factory,
)

__all__ = [
    "BoardAction",
    "Done",
    "Failed",
    "Hint",
    "HintKey",
    "MatchController",
    "Outcome",
    "Phase",
    "PhaseError",
    "PlayerSpec",
    "Worker",
    "call_later",
    "default_player_factory",
]
