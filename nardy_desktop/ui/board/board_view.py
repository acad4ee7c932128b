"""The board view: the scene of the game in play, composed of its parts.

The board is declarative. On each change the controller announces, the view
takes the engine's position as it stands then and hands the change to its
animator (`animator.BoardAnimator`, the controller's `Animator`), which shows
the changes one after another: `board_layout.layout` says where every checker
stands, and the view's pieces (`BoardPieces`, the same a still board draws
with) move only the checkers whose place changed. The overlays
(`overlays.BoardOverlays`: banner, hint text, lit points, arrows) are drawn
over it, and the input (`board_input.BoardInput`) turns mouse and keyboard
into the controller's requests. The view knows no rule and never changes
engine state.

At rest the picture is the engine's position; should it ever not be, the view
logs an error (a test fails on it) and shows the engine's position.

The view also lends the board to the position editor (`set_editor`) and shows
another scene in the board's place (`show_scene`, a position looked back at).
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt, Signal, SignalInstance
from PySide6.QtGui import QKeyEvent, QMouseEvent, QPainter, QResizeEvent
from PySide6.QtWidgets import QGraphicsScene, QGraphicsSimpleTextItem, QGraphicsView, QWidget

from nardy_desktop.controller import MatchController
from nardy_desktop.engine import BAR, OFF, Position, Side, Step, TurnRecord, Variant
from nardy_desktop.engine.position import to_side_point
from nardy_desktop.ui.board import animator as a
from nardy_desktop.ui.board import geometry as g
from nardy_desktop.ui.board import themes
from nardy_desktop.ui.board.board_input import BoardEditor, BoardInput
from nardy_desktop.ui.board.board_layout import counts, mover_location
from nardy_desktop.ui.board.board_pieces import BoardPieces
from nardy_desktop.ui.board.geometry import Location
from nardy_desktop.ui.board.items import ArrowItem, BannerItem, CheckerItem, DieItem, PipBadge
from nardy_desktop.ui.board.overlays import BoardOverlays
from nardy_desktop.ui.common import retranslate
from nardy_desktop.ui.common.settings import NUMBERINGS

log = logging.getLogger(__name__)


class BoardView(QGraphicsView):
    """The board in a QGraphicsView; scales with the window, keeps its proportions."""

    # The dice were clicked to end the turn while dice that can be played are left.
    turnNotFinished = Signal()
    # Another scene shown in the board's place (see show_scene) was put away by a
    # click on the board or Escape: the game in play shows again.
    sceneClosed = Signal()

    def __init__(self, controller: MatchController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.show_numbers = True
        self.numbering = "auto"  # see numbering_side
        self._scene = QGraphicsScene(0, 0, g.WIDTH, g.HEIGHT, self)
        self.setScene(self._scene)
        self.setRenderHints(
            QPainter.RenderHint.Antialiasing
            | QPainter.RenderHint.SmoothPixmapTransform
            | QPainter.RenderHint.TextAntialiasing
        )
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QGraphicsView.Shape.NoFrame)
        self.setBackgroundBrush(themes.current().background)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setMinimumSize(400, 280)
        self.setMouseTracking(True)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)

        # The position editor while it has the board (see set_editor), and its position.
        self.editor: BoardEditor | None = None
        self._edited: Position | None = None
        self._pieces = BoardPieces(self._scene, g.BoardGeometry(Variant.LONG, False))
        self.animator = a.BoardAnimator(
            self._pieces,
            changed=self._update_texts,
            reset=self.clear_suggestion,
            dice_shown=self._on_dice_shown,
            at_rest=self._at_rest,
            parent=self,
        )
        self.overlays = BoardOverlays(
            self._scene,
            self._pieces,
            controller,
            busy=lambda: self.busy,
            animated=lambda: self.animator.glide_ms > 0,
            editing=lambda: self.editor is not None,
            parent=self,
        )
        self.input = BoardInput(self, self, controller, self.animator, self.overlays)

        c = controller
        c.set_animator(self.animator)
        c.matchStarted.connect(self._on_match_started)
        c.gameStarted.connect(self._on_game_started)
        c.diceRolled.connect(self._on_dice_rolled)
        c.stepPlayed.connect(self._on_step_played)
        c.stepUndone.connect(self._on_step_undone)
        c.turnFinished.connect(self._on_turn_finished)
        c.stateChanged.connect(self._on_state_changed)
        c.hintReady.connect(self._on_hint)
        retranslate.register(self, self.retranslate_ui)
        self._update_texts()

    # ----- public -------------------------------------------------------------
    @property
    def busy(self) -> bool:
        return self.animator.busy

    @property
    def animationsFinished(self) -> SignalInstance:
        """The changes shown are all done (see BoardAnimator)."""
        return self.animator.animationsFinished

    @property
    def checkerLanded(self) -> SignalInstance:
        """A step's checker reached its place: (the step, whether it was taken back)."""
        return self.animator.checkerLanded

    @property
    def geometry_(self) -> g.BoardGeometry:
        """The board's game and orientation as drawn now."""
        return self._pieces.geometry

    @property
    def glide_ms(self) -> int:
        return self.animator.glide_ms

    @property
    def follow_mover(self) -> bool:
        """The board turns to the player to move (see set_follow_mover)."""
        return self.animator.follow_mover

    @follow_mover.setter
    def follow_mover(self, follow: bool) -> None:
        self.animator.follow_mover = follow

    @property
    def checkers(self) -> list[CheckerItem]:
        """The thirty checker items (those a position leaves over are hidden)."""
        return self._pieces.checkers

    @property
    def dice(self) -> list[DieItem]:
        return self._pieces.dice

    @property
    def stacks(self) -> dict[Location, list[CheckerItem]]:
        """Each location's checker items from the base up, as the picture has them
        (a checker gliding counts where it is going)."""
        return self._pieces.stacks()

    def checker_targets(self) -> dict[CheckerItem, QPointF]:
        """Where each checker on the board is to stand in the picture, gliding
        there or waiting its turn to (the spares of the position editor left out)."""
        return {item: slot.pos for item, slot in self._pieces.placed.items()}

    @property
    def _numbers(self) -> dict[int, QGraphicsSimpleTextItem]:
        return self._pieces.numbers

    @property
    def _pips(self) -> dict[Side, PipBadge]:
        return self._pieces.pips

    @property
    def _hint(self) -> QGraphicsSimpleTextItem:
        return self.overlays.hint

    @property
    def _banner(self) -> BannerItem:
        return self.overlays.banner

    def set_glide_ms(self, ms: int) -> None:
        """Glide duration; 0 turns animations off (checkers jump)."""
        self.animator.set_glide_ms(ms)

    def apply_theme(self) -> None:
        """The colours of the current theme (themes.set_current repaints the items)."""
        self.setBackgroundBrush(themes.current().background)
        self._pieces.apply_theme()
        self.overlays.apply_theme()

    def set_show_numbers(self, show: bool) -> None:
        self.show_numbers = show
        self._update_texts()

    def set_numbering(self, numbering: str) -> None:
        """Whose numbering the point numbers show: "white", "black" or "auto"
        (see `numbering_side`)."""
        self.numbering = numbering if numbering in NUMBERINGS else "auto"
        self._update_texts()

    def numbering_side(self) -> Side:
        """The side whose numbering the point numbers show. Chosen, White's or
        Black's; automatic, that of the side the board is turned to when it turns
        to the player to move, else that of the one person playing the computer,
        else White's (the side a fixed board is seen from). Never the mover's on a
        board that stays put: a turn would end on a point labelled in the other
        side's numbering."""
        if self.numbering == "white":
            return Side.WHITE
        if self.numbering == "black":
            return Side.BLACK
        turned = Side.BLACK if self.geometry_.flipped else Side.WHITE
        c = self.controller
        person = c.only_person()
        if self.follow_mover or person is None or c.match is None or c.game is None:
            return turned
        return c.match.side_of(person)

    def set_follow_mover(self, follow: bool) -> None:
        """Turn the board to the player to move (True) or always show White's side."""
        self.animator.follow_mover = follow
        game = self.controller.game
        self.animator.enqueue(a.Orient(game.side_to_move if game is not None else Side.WHITE))

    def show_banner(self, text: str | Callable[[], str], ms: int = 2200) -> None:
        """A short announcement across the middle of the board (see BoardOverlays)."""
        self.overlays.show_banner(text, ms)

    def hide_banner(self) -> None:
        self.overlays.hide_banner()

    @property
    def banner_text(self) -> str:
        return self.overlays.banner_text

    def location_centre(self, loc: Location) -> QPointF:
        """Scene position of the top checker of a location, or of its base if empty
        (what a test or a hint clicks on)."""
        n = len(self.stacks.get(loc, []))
        kind, where = loc
        if kind == "off":
            return self.geometry_.tray_area(Side(where)).center()
        return self.geometry_.checker_pos(Location(kind, where), max(0, n - 1))

    def mover_loc(self, point: int, side: Side | None = None) -> Location:
        """The location of the mover's point `point` (25 bar, 0 off)."""
        game = self.controller.game
        if side is None:
            side = game.side_to_move if game is not None else Side.WHITE
        return mover_location(self.geometry_.variant, point, side)

    def mover_point(self, loc: Location, side: Side) -> int | None:
        kind, where = loc
        if kind == "bar":
            return BAR if where == side else None
        if kind == "off":
            return OFF if where == side else None
        return to_side_point(self.geometry_.variant, side, where)

    # ----- the input's state ------------------------------------------------------
    def select(self, loc: Location) -> bool:
        """Pick up the top checker of `loc` and light the points it can reach."""
        return self.input.select(loc)

    @property
    def targets(self) -> dict[Location, int]:
        return dict(self.input.targets)

    @property
    def selected(self) -> Location | None:
        return self.input.selected

    @property
    def focus_target(self) -> Location | None:
        return self.input.focus_target

    def dice_rect(self) -> QRectF | None:
        """Where the dice on the board are (None when none shows): a click there
        ends the turn."""
        shown = [d.sceneBoundingRect() for d in self.dice if d.isVisible()]
        if not shown:
            return None
        area = shown[0]
        for r in shown[1:]:
            area = area.united(r)
        return area

    # ----- another scene in the board's place -------------------------------------
    def show_scene(self, scene: QGraphicsScene | None) -> None:
        """Show `scene` (a position looked back at) in the board's place, or with
        None the game in play again. Play goes on underneath meanwhile, so nothing
        waits for it; a click on the board or Escape puts it away (`sceneClosed`)."""
        self.input.clear_selection()
        self.setScene(scene if scene is not None else self._scene)
        self.fitInView(QRectF(0, 0, g.WIDTH, g.HEIGHT), Qt.AspectRatioMode.KeepAspectRatio)

    @property
    def showing_other_scene(self) -> bool:
        return self.scene() is not self._scene

    def close_other_scene(self) -> None:
        self.show_scene(None)
        self.sceneClosed.emit()

    # ----- the position editor ---------------------------------------------------
    def set_editor(self, editor: BoardEditor | None) -> None:
        """Give the board to the position editor: every click on it goes to
        `editor.board_clicked(location, right_button)`, and it shows what
        `show_position` gives it. With None the game has the board again, as it
        stands now: play went on underneath without animations."""
        self._stop_all()
        self.animator.release()  # a stopped animation: the controller must not wait for it
        if self.showing_other_scene:
            self.close_other_scene()  # said: what showed it clears what goes with it
        self.clear_suggestion()
        self.hide_banner()
        self.editor = editor
        self.animator.held = editor is not None
        self._edited = None
        if editor is None:
            game = self.controller.game
            if game is not None:
                self.animator.apply(a.Reset(game.position))
                if game.dice is not None:
                    self.animator.show_still_dice(game.side_to_move, game.dice)
                    self.animator.grey_dice(game.dice, game.remaining_dice)
        self._update_texts()

    def show_position(self, position: Position, dice: tuple[int, int] | None = None) -> None:
        """The position editor's position, at once, with its dice if chosen (the
        checkers it leaves over are hidden)."""
        self._edited = position
        self.animator.apply(a.Reset(position))
        if dice is not None:
            self.animator.show_still_dice(position.side, dice)
        self._update_texts()

    # ----- suggested moves -----------------------------------------------------
    def show_suggestion(self, steps: Sequence[Step]) -> None:
        """Draw the steps (mover's numbering) as numbered arrows on the board,
        each from the checker it moves to where that checker lands."""
        self.overlays.show_suggestion(steps)

    def clear_suggestion(self) -> None:
        self.overlays.clear_suggestion()

    @property
    def suggestion(self) -> list[ArrowItem]:
        return list(self.overlays.arrows)

    def _on_hint(self, hint: Any) -> None:
        if self.editor is None:
            self.show_suggestion(hint.steps)

    def retranslate_ui(self) -> None:
        for badge in self._pips.values():
            badge.setToolTip(self.tr("Pip count: the points still to travel"))
        self.overlays.retranslate()

    # ----- controller signals --------------------------------------------------
    def _on_match_started(self) -> None:
        self._stop_all()
        self.clear_suggestion()
        self.hide_banner()  # what was announced for the match left goes with it

    def _on_game_started(self, number: int) -> None:
        self.clear_suggestion()
        game = self.controller.game
        if game is None:
            return
        self.animator.enqueue(a.Reset(game.position))

    def _on_dice_rolled(self, dice: tuple[int, int]) -> None:
        game = self.controller.game
        side = game.side_to_move if game is not None else Side.WHITE
        self.animator.enqueue(a.Dice(side, (dice[0], dice[1])))

    def _on_step_played(self, step: Step) -> None:
        self._enqueue_step(step, undone=False)

    def _on_step_undone(self, step: Step) -> None:
        self._enqueue_step(step, undone=True)

    def _enqueue_step(self, step: Step, undone: bool) -> None:
        """The picture of the engine's position as it stands after the step (or
        its take-back), shown once the changes before it are."""
        game = self.controller.game
        assert game is not None
        self.clear_suggestion()
        self.input.clear_selection()
        self.animator.enqueue(
            a.Step(game.position, step, undone, game.side_to_move, game.remaining_dice, game.dice)
        )

    def _on_turn_finished(self, record: TurnRecord) -> None:
        self.clear_suggestion()
        self.input.clear_selection()
        self.animator.enqueue(a.TurnEnd(record.side.opponent))

    def _on_state_changed(self) -> None:
        if not self.controller.can_move:
            self.input.clear_selection()
        self._update_texts()

    def _stop_all(self) -> None:
        self.animator.stop()
        self.input.clear_selection()
        self.input.end_drag()

    # ----- the picture -------------------------------------------------------------
    @staticmethod
    def _counts(pos: Position) -> list[tuple[Location, Side, int]]:
        return counts(pos)

    def _at_rest(self) -> None:
        self._check_picture()
        self._update_texts()

    def _check_picture(self) -> None:
        """At rest the picture is the engine's position. It always is, the view
        being told of every change; should it not be, that is a mistake to be
        seen (a test fails on the error logged), and the player is shown the
        game as it stands."""
        game = self.controller.game
        shown = self._pieces.shown
        if game is None or shown is None or self.input.dragging or self.editor is not None:
            return
        if counts(shown) == counts(game.position) and shown.variant is game.position.variant:
            return
        log.error(
            "the board showed %s while the game stands at %s: shown again from the game",
            shown.to_text(),
            game.position.to_text(),
        )
        self.animator.set_geometry(g.BoardGeometry(game.position.variant, self.geometry_.flipped))
        self._pieces.place(game.position)

    def _on_dice_shown(self, side: Side) -> None:
        self.overlays.dice_shown(side)

    # ----- texts in the scene ---------------------------------------------------------
    def _update_texts(self) -> None:
        game = self.controller.game
        self._pieces.show_numbers(self.numbering_side(), self.show_numbers)
        shown = self._edited if self.editor is not None else None
        if shown is None and game is not None and self.editor is None:
            shown = game.position
        self._pieces.show_pips(shown)
        self.overlays.place_hint()

    # ----- mouse and keyboard (see BoardInput) -------------------------------------------
    def mousePressEvent(self, event: QMouseEvent) -> None:
        if not self.input.press(event):
            super().mousePressEvent(event)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        if not self.input.move(event):
            super().mouseMoveEvent(event)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if not self.input.release(event):
            super().mouseReleaseEvent(event)

    def mouseDoubleClickEvent(self, event: QMouseEvent) -> None:
        """Play the checker with the higher usable die."""
        self.input.double_click(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Left/Right pick a movable checker, Up/Down a point it can reach, Return
        plays it; 1-6 play the picked checker with that die; Escape puts it down."""
        if not self.input.key(event):
            super().keyPressEvent(event)

    # ----- size -----------------------------------------------------------------------
    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.fitInView(QRectF(0, 0, g.WIDTH, g.HEIGHT), Qt.AspectRatioMode.KeepAspectRatio)
        self._fit_numbers()

    def showEvent(self, event: Any) -> None:
        super().showEvent(event)
        self.fitInView(QRectF(0, 0, g.WIDTH, g.HEIGHT), Qt.AspectRatioMode.KeepAspectRatio)
        self._fit_numbers()

    def _fit_numbers(self) -> None:
        """The point numbers stay readable on a small board (see layout.number_px)."""
        self._pieces.fit_numbers(self.transform().m11())


__all__ = ["BoardEditor", "BoardView"]
