"""A practice turn on the real board: the position and roll of a card, played
with the same moves, take-backs and keyboard as in a match, and the turn
played handed over when the person says it is done.

The board is lent (`BoardView.lend`) to a controller of practice's own, so
that the match in progress is never touched: its controller goes on
underneath, its autosave sees nothing of practice, and when practice gives the
board back the match shows exactly as it stands. The practice controller holds
the finished turn for review (`MatchController.reviewer`) and never plays it,
so that no practice game ever ends, is recorded or counted.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QGraphicsScene

from nardy_desktop.controller import MatchController, Phase, PlayerSpec
from nardy_desktop.engine import Position, Side, Step, TurnRecord, legal_turns
from nardy_desktop.ui.board import geometry as g
from nardy_desktop.ui.board.arrows import ArrowKind, MoveArrow, move_arrows, separate_labels
from nardy_desktop.ui.board.board_pieces import BoardPieces
from nardy_desktop.ui.board.board_view import BoardView


class PracticeController(MatchController):
    """A match controller for one practice turn at a time. It gives no hint:
    the hint would be the answer."""

    @property
    def can_hint(self) -> bool:
        return False


def turn_steps(position: Position, dice: tuple[int, int], result: str) -> tuple[Step, ...] | None:
    """The steps of a legal turn of `position` with `dice` that ends in the
    position written `result` (None: none does)."""
    for turn in legal_turns(position, dice):
        if turn.result.to_text() == result:
            return turn.steps
    return None


class VerdictScene(QGraphicsScene):
    """The card's position before the turn, still, with its dice, the turn
    played drawn solid and the best turn dashed (the analysis's arrows).
    Shown in the board's place; a click or Escape puts it away."""

    def __init__(
        self,
        position: Position,
        dice: tuple[int, int],
        played: tuple[Step, ...] | None,
        best: tuple[Step, ...] | None,
        flipped: bool,
        numbered_for: Side,
        numbers: bool = True,
    ) -> None:
        super().__init__(0, 0, g.WIDTH, g.HEIGHT)
        geometry = g.BoardGeometry(position.variant, flipped)
        self.pieces = BoardPieces(self, geometry)
        self.pieces.place(position)
        self.pieces.show_numbers(numbered_for, numbers)
        self.pieces.show_pips(position)
        self.pieces.show_dice(position.side, dice)
        self.played_arrows: list[MoveArrow] = []
        self.best_arrows: list[MoveArrow] = []
        if played is not None:
            self.played_arrows = move_arrows(geometry, position, played, ArrowKind.PLAYED)
        if best is not None and best != played:
            self.best_arrows = move_arrows(geometry, position, best, ArrowKind.BEST)
        for arrow in self.played_arrows + self.best_arrows:
            self.addItem(arrow)
        separate_labels(self.played_arrows + self.best_arrows)


class PracticeBoard(QObject):
    """Puts practice positions on `view` and says which turn was played."""

    # The person finished the turn: its record (held, never played).
    turnPlayed = Signal(TurnRecord)
    # What practice shows changed: a step, a new card, or the board given back.
    changed = Signal()

    def __init__(
        self, view: BoardView, main: MatchController, parent: QObject | None = None
    ) -> None:
        super().__init__(parent)
        self.view = view
        self.main = main  # the match's controller: its play options are practice's too
        self.controller = PracticeController(self)
        self.controller.min_think_ms = 0
        self.controller.reviewer = self._review
        self.controller.stateChanged.connect(self._on_state)
        self.position: Position | None = None
        self.dice: tuple[int, int] | None = None
        self.played: TurnRecord | None = None

    @property
    def active(self) -> bool:
        """Whether practice has the board."""
        return self.view.controller is self.controller

    @property
    def waiting(self) -> bool:
        """The position is on the board and the person is to play it."""
        return self.active and self.played is None and self.controller.phase is Phase.MOVING

    def show(self, position: Position, dice: tuple[int, int], names: tuple[str, str]) -> None:
        """Put `position` on the board with `dice` to play by the side to move
        (PositionError for a position play cannot go on from)."""
        c = self.controller
        c.auto_finish = self.main.auto_finish
        c.auto_single = False  # every card has a choice; none is played for the person
        self.position, self.dice, self.played = position, dice, None
        if self.view.editor is None and not self.active:
            self.view.lend(c)
        elif self.view.showing_other_scene:
            self.view.show_scene(None)
        # The person plays the side to move, against a seat that never gets a turn:
        # the board numbers the points for the person, as the moves are written.
        you, other = PlayerSpec(names[0]), PlayerSpec(names[1], computer=True)
        seats = (you, other) if position.side is Side.WHITE else (other, you)
        c.new_match(position.variant, 1, seats, start=position, opening=dice)

    def leave(self) -> None:
        """Give the board back to the match, as it stands now."""
        if self.view.showing_other_scene:
            self.view.show_scene(None)
        if self.active:
            self.view.lend(None)
        self.played = None
        self.changed.emit()

    def _on_state(self, *_args: object) -> None:
        if self.active:
            self.changed.emit()

    def show_verdict(self, best: str | None) -> VerdictScene | None:
        """The position before the turn, with the turn played and the turn
        whose result is `best`, in the board's place."""
        if self.position is None or self.dice is None or self.played is None:
            return None
        best_steps = turn_steps(self.position, self.dice, best) if best else None
        scene = VerdictScene(
            self.position,
            self.dice,
            self.played.steps,
            best_steps,
            self.view.geometry_.flipped,
            self.view.numbering_side(),
            self.view.show_numbers,
        )
        self.view.show_scene(scene)
        return scene

    def _review(self, record: TurnRecord) -> bool:
        """The finished turn is held (the board keeps it) and handed over."""
        self.played = record
        self.turnPlayed.emit(record)
        return True


__all__ = ["PracticeBoard", "PracticeController", "VerdictScene", "turn_steps"]
