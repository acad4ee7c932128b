"""The match flow between the window and the engine (QtCore only).

`match` holds the controller, `phases` the moments of a match and which may
follow which, `workers` the computer's and the hint's work off the window's
thread, `scheduling` the calls made later from the event loop, `real_dice`
where the dice come from, `board_action` what a click on the board does.
"""

from nardy_desktop.controller.board_action import BoardAction
from nardy_desktop.controller.match import MatchController, PlayerSpec
from nardy_desktop.controller.phases import Phase, PhaseError
from nardy_desktop.controller.scheduling import call_later
from nardy_desktop.controller.workers import Hint, Worker, default_player_factory

__all__ = [
    "BoardAction",
    "Hint",
    "MatchController",
    "Phase",
    "PhaseError",
    "PlayerSpec",
    "Worker",
    "call_later",
    "default_player_factory",
]
