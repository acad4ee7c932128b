"""The match on the board and what may be done with it now.

`MatchState` holds what the controller owns (the match, its seats, its phase,
the flow's calls, the dice's source) and answers every question the window
asks of it (whose turn, what may be done now, where a checker may go); only
`MatchController` (match.py), which adds the flow that changes it, is made.
"""

from __future__ import annotations

from PySide6.QtCore import QObject

from nardy_desktop.controller.phases import BUSY, IN_PLAY, Phase
from nardy_desktop.controller.players import PlayerSpec, Seats
from nardy_desktop.controller.real_dice import RealDice
from nardy_desktop.controller.scheduling import FlowCalls
from nardy_desktop.engine import Game, Match, Step


class MatchState(QObject):
    """The controller's state, and the questions asked of it."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._match: Match | None = None
        self._players: Seats = (PlayerSpec("1"), PlayerSpec("2"))
        self._phase = Phase.NO_MATCH
        self._flow = FlowCalls(self)
        # Real dice on the table: every roll, the computer's too, waits to be entered.
        self._dice = RealDice()

    @property
    def match(self) -> Match | None:
        return self._match

    @property
    def game(self) -> Game | None:
        return self._match.game if self._match is not None else None

    @property
    def players(self) -> Seats:
        return self._players

    @property
    def phase(self) -> Phase:
        return self._phase

    @property
    def animating(self) -> bool:
        return self._flow.animating

    @property
    def busy(self) -> bool:
        """Animating, or the program at work: nothing may be moved now."""
        return self.animating or self._phase in BUSY

    def player_to_move(self) -> int | None:
        game = self.game
        if game is None or self._match is None or game.is_over:
            return None
        return self._match.player_of(game.side_to_move)

    def only_person(self) -> int | None:
        """The seat of the one person playing the computer (None when two people
        play, or nobody: the computer against itself)."""
        people = [i for i, p in enumerate(self._players) if not p.computer]
        return people[0] if len(people) == 1 else None

    @property
    def is_human_turn(self) -> bool:
        p = self.player_to_move()
        return p is not None and not self._players[p].computer

    @property
    def can_roll(self) -> bool:
        """A person may roll now; with real dice, also for the computer (whose
        dice are entered from the table)."""
        return (
            self._phase is Phase.AWAIT_ROLL
            and (self.is_human_turn or self._dice.on)
            and not self.animating
        )

    @property
    def dice_from_table(self) -> bool:
        """Rolls of the match on the board were entered by hand, or were to be
        (real dice were on while it was on the board, or when it was saved)."""
        return self._dice.typed

    @property
    def roll_off_wanted(self) -> bool:
        """Real dice, and game 1 cannot open before its roll-off is entered."""
        return self._dice.roll_off_wanted(self._match)

    @property
    def can_enter_roll_off(self) -> bool:
        """Real dice: game 1's roll-off is waiting to be entered."""
        return self._phase is Phase.AWAIT_ROLL_OFF and not self.animating

    @property
    def can_next_game(self) -> bool:
        """A game of an unfinished match has ended: the next one may start."""
        return self._phase is Phase.GAME_OVER and not self.animating

    @property
    def can_move(self) -> bool:
        """The person to move may play a step now (or take one back, or finish)."""
        return self._phase is Phase.MOVING and not self.animating

    @property
    def can_undo(self) -> bool:
        game = self.game
        return self.can_move and game is not None and bool(game.steps)

    @property
    def can_finish(self) -> bool:
        game = self.game
        return self.can_move and game is not None and game.turn_complete

    def away(self, player: int) -> tuple[int, int] | None:
        """The points `player` and the opponent still need to win the match."""
        match = self._match
        if match is None:
            return None
        return (
            max(1, match.length - match.score[player]),
            max(1, match.length - match.score[1 - player]),
        )

    @property
    def can_resign(self) -> bool:
        game = self.game
        return (
            self._phase in IN_PLAY
            and game is not None
            and not game.is_over
            and any(not p.computer for p in self._players)
        )

    def reachable(self, frm: int) -> dict[int, list[Step]]:
        """Where the person to move could take the checker on `frm` now."""
        game = self.game
        if not self.can_move or game is None or game.turn_state is None:
            return {}
        return game.turn_state.reachable(frm)

    def movable_points(self) -> set[int]:
        game = self.game
        if not self.can_move or game is None:
            return set()
        return {s.frm for s in game.legal_steps()}


__all__ = ["MatchState"]
