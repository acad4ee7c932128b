"""The moments of a match, and which moment may follow which.

The controller is always in exactly one phase; what a person may do now
(roll, move, take back, ask for a hint, resign, start the next game) is read
from it. The moves between phases are a table: the controller asks
`check_transition` before each one, so a move the table does not hold is an
error raised where it happens, not a game that quietly sticks.
"""

from __future__ import annotations

from collections.abc import Mapping
from enum import Enum, auto


class Phase(Enum):
    NO_MATCH = auto()  # nothing on the board yet, or a match being replaced
    STARTING_GAME = auto()  # a game is set up: its first turn begins once the board shows it
    AWAIT_ROLL_OFF = auto()  # real dice: the players roll one die each for game 1
    AWAIT_ROLL = auto()  # the dice are to be rolled (or entered from the table)
    ROLLED = auto()  # the computer's dice are on the board: it thinks once they are shown
    THINKING = auto()  # the computer is choosing its turn
    MOVING = auto()  # dice rolled, the person to move plays steps
    SHOWING_TURN = auto()  # the computer's steps (or a person's forced move) are being shown
    FINISHING = auto()  # a person's complete turn ends by itself once its last step is shown
    REVIEWING = auto()  # a person's finished turn waits for the reviewer (the tutor)
    PASSING = auto()  # no legal move: the turn passes after a short pause
    BETWEEN_TURNS = auto()  # a turn has ended: the next one begins once the board is idle
    ENDING_GAME = auto()  # the game's last turn has ended: its result follows once shown
    GAME_OVER = auto()  # the game is over, the match goes on: the finished game can be looked at
    MATCH_OVER = auto()


class PhaseError(RuntimeError):
    """A move between phases that the table does not allow: a fault in the flow."""

    def __init__(self, current: Phase, wanted: Phase) -> None:
        super().__init__(f"the match cannot go from {current.name} to {wanted.name}")
        self.current = current
        self.wanted = wanted


# The program is at work (or about to be): nothing may be asked of it now.
BUSY = frozenset(
    {
        Phase.STARTING_GAME,
        Phase.ROLLED,
        Phase.THINKING,
        Phase.SHOWING_TURN,
        Phase.FINISHING,
        Phase.BETWEEN_TURNS,
        Phase.ENDING_GAME,
    }
)

# A game is under way and not yet decided: a person may give it up.
IN_PLAY = frozenset(
    {
        Phase.STARTING_GAME,
        Phase.AWAIT_ROLL_OFF,
        Phase.AWAIT_ROLL,
        Phase.ROLLED,
        Phase.THINKING,
        Phase.MOVING,
        Phase.SHOWING_TURN,
        Phase.FINISHING,
        Phase.REVIEWING,
        Phase.PASSING,
        Phase.BETWEEN_TURNS,
    }
)

# What a turn can begin with once its dice are rolled.
_ROLLED = frozenset({Phase.ROLLED, Phase.MOVING, Phase.PASSING})
# How a person's turn ends: held by the reviewer, or played.
_TURN_ENDS = frozenset({Phase.REVIEWING, Phase.BETWEEN_TURNS, Phase.ENDING_GAME})
# A resignation decides the game at once.
_DECIDED = frozenset({Phase.GAME_OVER, Phase.MATCH_OVER})

_NEXT: dict[Phase, frozenset[Phase]] = {
    # A new match starts its first game; a match taken up from a record stands
    # where it was saved: before a roll or the roll-off, in a turn, or over.
    Phase.NO_MATCH: frozenset({Phase.STARTING_GAME, Phase.AWAIT_ROLL_OFF, Phase.AWAIT_ROLL})
    | _ROLLED
    | {Phase.MATCH_OVER},
    # Game 1 waits for its roll-off from the table, or opens with the roll-off's dice.
    Phase.STARTING_GAME: frozenset({Phase.AWAIT_ROLL_OFF, Phase.AWAIT_ROLL}) | _ROLLED,
    Phase.AWAIT_ROLL_OFF: frozenset({Phase.STARTING_GAME}),
    # Real dice turned off or on while a roll waits: the turn begins again.
    Phase.AWAIT_ROLL: frozenset({Phase.AWAIT_ROLL, Phase.AWAIT_ROLL_OFF}) | _ROLLED,
    Phase.ROLLED: frozenset({Phase.THINKING}),
    Phase.THINKING: frozenset({Phase.SHOWING_TURN}),
    # A forced move played for the person, or the turn ending by itself.
    Phase.MOVING: frozenset({Phase.SHOWING_TURN, Phase.FINISHING}) | _TURN_ENDS,
    # Shown, a person's forced move is theirs to finish or take back again.
    Phase.SHOWING_TURN: frozenset({Phase.MOVING}) | _TURN_ENDS,
    Phase.FINISHING: _TURN_ENDS,
    # The reviewer plays the turn held, or takes it back to be played again.
    Phase.REVIEWING: frozenset({Phase.MOVING, Phase.BETWEEN_TURNS, Phase.ENDING_GAME}),
    Phase.PASSING: frozenset({Phase.BETWEEN_TURNS}),
    Phase.BETWEEN_TURNS: frozenset({Phase.AWAIT_ROLL}) | _ROLLED,
    Phase.ENDING_GAME: _DECIDED,
    Phase.GAME_OVER: frozenset({Phase.STARTING_GAME}),
    Phase.MATCH_OVER: frozenset(),
}

# Every phase may give way to a new match (NO_MATCH), and while a game is in
# play, to a resignation.
TRANSITIONS: Mapping[Phase, frozenset[Phase]] = {
    phase: targets | {Phase.NO_MATCH} | (_DECIDED if phase in IN_PLAY else frozenset())
    for phase, targets in _NEXT.items()
}


def check_transition(current: Phase, wanted: Phase) -> None:
    """PhaseError unless the table lets the match go from `current` to `wanted`."""
    if wanted not in TRANSITIONS[current]:
        raise PhaseError(current, wanted)
