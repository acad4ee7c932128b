"""The board's mouse and keyboard, turned into the controller's requests.

A click on the board does what the controller's primary action says (start
the next game, roll, or, on the dice, end the turn); otherwise it picks up a
checker and lights where it can go, and a second click, a drop after a drag,
a double click (the higher die), Return or a digit key (that die) asks the
controller to play it. The controller alone decides whether a move is legal:
a refused one is explained by it, and the checker goes back to its place.
While the position editor has the board every click goes to it instead.
"""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import QPointF, QRectF, Qt, SignalInstance
from PySide6.QtGui import QKeyEvent, QMouseEvent
from PySide6.QtWidgets import QApplication, QGraphicsView

from nardy_desktop.controller import BoardAction, MatchController
from nardy_desktop.engine import Side, die_target
from nardy_desktop.ui.board import geometry as g
from nardy_desktop.ui.board.animator import BoardAnimator, Settle
from nardy_desktop.ui.board.geometry import Location
from nardy_desktop.ui.board.items import CheckerItem
from nardy_desktop.ui.board.overlays import BoardOverlays


class BoardEditor(Protocol):
    """What takes the board's clicks while a position is set up (see BoardView.set_editor)."""

    def board_clicked(self, loc: Location | None, right: bool) -> None: ...


class Board(Protocol):
    """What the input reads of the board it serves (the board view)."""

    @property
    def editor(self) -> BoardEditor | None: ...

    @property
    def showing_other_scene(self) -> bool: ...

    @property
    def turnNotFinished(self) -> SignalInstance: ...

    @property
    def stacks(self) -> dict[Location, list[CheckerItem]]: ...

    def close_other_scene(self) -> None: ...

    def dice_rect(self) -> QRectF | None: ...

    def mover_point(self, loc: Location, side: Side) -> int | None: ...

    def mover_loc(self, point: int, side: Side | None = None) -> Location: ...


class BoardInput:
    """Mouse and keyboard of `widget` (the view drawing `board`): the picked
    checker, the lit point in focus, and a checker being dragged."""

    def __init__(
        self,
        widget: QGraphicsView,
        board: Board,
        controller: MatchController,
        animator: BoardAnimator,
        overlays: BoardOverlays,
    ) -> None:
        self.widget = widget
        self.board = board
        self.controller = controller
        self.animator = animator
        self.overlays = overlays
        self.focus_target: Location | None = None
        self.selected: Location | None = None
        self.targets: dict[Location, int] = {}
        self._drag_item: CheckerItem | None = None
        self._drag_from: Location | None = None
        self._press_view_pos: QPointF | None = None
        self.dragging = False
        self._press_selected = False

    @property
    def geometry(self) -> g.BoardGeometry:
        return self.animator.geometry

    @property
    def busy(self) -> bool:
        return self.animator.busy

    # ----- selection ------------------------------------------------------------------
    def clear_selection(self) -> None:
        self.overlays.clear_lights()
        self.focus_target = None
        stacks = self.board.stacks
        if self.selected is not None and stacks.get(self.selected):
            stacks[self.selected][-1].set_selected(False)
        for item in self.animator.pieces.checkers:
            item.set_selected(False)
        self.selected = None
        self.targets = {}

    def select(self, loc: Location) -> bool:
        """Pick up the top checker of `loc` and light the points it can reach."""
        self.clear_selection()
        game = self.controller.game
        stack = self.board.stacks.get(loc)
        if game is None or not stack:
            return False
        mover = game.side_to_move
        frm = self.board.mover_point(loc, mover)
        if frm is None or stack[-1].side != mover:
            return False
        reach = self.controller.reachable(frm)
        if not reach:
            return False
        self.selected = loc
        stack[-1].set_selected(True)
        for to in reach:
            tloc = self.board.mover_loc(to, mover)
            self.targets[tloc] = to
            self.overlays.light(tloc, mover, strong=len(reach[to]) == 1)
        return True

    # ----- mouse ------------------------------------------------------------------------
    def _scene_pos(self, event: QMouseEvent) -> QPointF:
        return self.widget.mapToScene(event.position().toPoint())

    def _on_dice(self, spos: QPointF) -> bool:
        area = self.board.dice_rect()
        return area is not None and area.contains(spos)

    def press(self, event: QMouseEvent) -> bool:
        """A mouse button pressed; False when the board leaves it to the view."""
        editor = self.board.editor
        if editor is not None:
            right = event.button() == Qt.MouseButton.RightButton
            if right or event.button() == Qt.MouseButton.LeftButton:
                editor.board_clicked(self.geometry.location_at(self._scene_pos(event)), right)
            return True
        if event.button() != Qt.MouseButton.LeftButton:
            return False
        self._press_selected = False
        if self.board.showing_other_scene:
            self.board.close_other_scene()
            return True
        c = self.controller
        game = c.game
        if game is None or self.busy:
            return True
        action = c.primary_action()
        if action is BoardAction.NEXT_GAME:
            c.next_game()
            return True
        if action is BoardAction.ROLL:
            c.roll()
            return True
        if not c.can_move:
            return True
        spos = self._scene_pos(event)
        if self._on_dice(spos):
            # A click on the dice ends the person's turn, as Done and Enter do.
            self.clear_selection()
            if action is BoardAction.FINISH_TURN:
                c.finish_turn()
            else:
                self.board.turnNotFinished.emit()
            return True
        self._press_on(self.geometry.location_at(spos), game.side_to_move, event)
        return True

    def _press_on(self, loc: Location | None, mover: Side, event: QMouseEvent) -> None:
        """A press on the board away from the dice while the person moves."""
        c = self.controller
        if loc is None:
            self.clear_selection()
            return
        if self.selected is not None and loc in self.targets:
            frm = self.board.mover_point(self.selected, mover)
            self.clear_selection()
            if frm is not None:
                c.try_move(frm, self._point_or_nowhere(loc, mover))
            return
        frm = self.board.mover_point(loc, mover)
        stack = self.board.stacks.get(loc, [])
        if frm is not None and stack and stack[-1].side == mover and loc.kind != "off":
            if self.select(loc):
                self._press_selected = True
                self._drag_item = stack[-1]
                self._drag_from = loc
                self._press_view_pos = event.position()
            else:
                c.explain_stuck(frm)
            return
        if self.selected is not None:
            sel_frm = self.board.mover_point(self.selected, mover)
            self.clear_selection()
            if sel_frm is not None:
                c.try_move(sel_frm, self._point_or_nowhere(loc, mover))

    def _point_or_nowhere(self, loc: Location, mover: Side) -> int:
        """The mover's point of `loc`, or -1 where the mover has none (the
        other side's bar or tray): a move the controller refuses with its reason."""
        to = self.board.mover_point(loc, mover)
        return to if to is not None else -1

    def move(self, event: QMouseEvent) -> bool:
        """The mouse moved; False when the view should handle it too."""
        if self.board.editor is not None:
            self.widget.viewport().setCursor(Qt.CursorShape.PointingHandCursor)
            return True
        item = self._drag_item
        if item is not None and event.buttons() & Qt.MouseButton.LeftButton:
            assert self._press_view_pos is not None
            moved = (event.position() - self._press_view_pos).manhattanLength()
            if not self.dragging and moved >= QApplication.startDragDistance():
                self.dragging = True
                item.setZValue(200)
                item.set_look(0, False)
                self.widget.viewport().setCursor(Qt.CursorShape.ClosedHandCursor)
            if self.dragging:
                spos = self._scene_pos(event)
                item.setPos(spos)
                # The lit point under the checker brightens: that is where it will land.
                self.overlays.focus(self.geometry.location_at(spos))
            return True
        self._update_cursor(self._scene_pos(event))
        return False

    def release(self, event: QMouseEvent) -> bool:
        """A mouse button let go; False when the board leaves it to the view."""
        if self.board.editor is not None:
            return True
        if event.button() != Qt.MouseButton.LeftButton:
            return False
        if not self.dragging:
            self.end_drag()
            return True
        game = self.controller.game
        frm_loc = self._drag_from
        loc = self.geometry.location_at(self._scene_pos(event))
        self.end_drag()
        moved = False
        if game is not None and frm_loc is not None and loc is not None and loc != frm_loc:
            mover = game.side_to_move
            frm = self.board.mover_point(frm_loc, mover)
            self.clear_selection()
            if frm is not None:
                moved = self.controller.try_move(frm, self._point_or_nowhere(loc, mover))
        if not moved:
            # Back to its place (the move was refused or dropped off the board).
            self.animator.enqueue(Settle())
        return True

    def end_drag(self) -> None:
        self.dragging = False
        self._drag_item = None
        self._drag_from = None
        self._press_view_pos = None
        self.widget.viewport().unsetCursor()

    def double_click(self, event: QMouseEvent) -> None:
        """Play the checker with the higher usable die."""
        if self.board.editor is not None:  # each click of a double click adds or removes one
            self.press(event)
            return
        if event.button() != Qt.MouseButton.LeftButton or not self._press_selected:
            return
        c = self.controller
        game = c.game
        if game is None or not c.can_move or self.selected is None:
            return
        frm = self.board.mover_point(self.selected, game.side_to_move)
        steps = [s for s in game.legal_steps() if s.frm == frm]
        if not steps or frm is None:
            return
        best = max(steps, key=lambda s: s.die)
        self.clear_selection()
        self.end_drag()
        c.try_move(frm, best.to)

    def _update_cursor(self, spos: QPointF) -> None:
        c = self.controller
        game = c.game
        cursor = Qt.CursorShape.ArrowCursor
        if game is not None and not self.busy:
            action = c.primary_action()
            if action in (BoardAction.ROLL, BoardAction.NEXT_GAME) or (
                action is BoardAction.FINISH_TURN and self._on_dice(spos)
            ):
                cursor = Qt.CursorShape.PointingHandCursor
            elif c.can_move:
                loc = self.geometry.location_at(spos)
                if loc is not None:
                    if loc in self.targets:
                        cursor = Qt.CursorShape.PointingHandCursor
                    else:
                        frm = self.board.mover_point(loc, game.side_to_move)
                        if frm is not None and frm in c.movable_points():
                            cursor = Qt.CursorShape.OpenHandCursor
        self.widget.viewport().setCursor(cursor)

    # ----- keyboard --------------------------------------------------------------------
    def key(self, event: QKeyEvent) -> bool:
        """Left/Right pick a movable checker, Up/Down a point it can reach, Return
        plays it; 1-6 play the picked checker with that die; Escape puts it down.
        False for a key the board leaves to the view."""
        key = event.key()
        if key == Qt.Key.Key_Escape and self.board.showing_other_scene:
            self.board.close_other_scene()
            return True
        c = self.controller
        game = c.game
        if game is None or not c.can_move or self.busy or self.board.editor is not None:
            return False
        mover = game.side_to_move
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Right):
            sources = sorted(c.movable_points(), reverse=True)
            if not sources:
                return True
            current = self.board.mover_point(self.selected, mover) if self.selected else None
            if current in sources:
                i = sources.index(current) + (1 if key == Qt.Key.Key_Right else -1)
            else:
                i = 0 if key == Qt.Key.Key_Right else -1
            self.select(self.board.mover_loc(sources[i % len(sources)], mover))
            self.cycle_target(1)
            return True
        if key in (Qt.Key.Key_Up, Qt.Key.Key_Down) and self.targets:
            self.cycle_target(1 if key == Qt.Key.Key_Down else -1)
            return True
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and self.focus_target is not None:
            frm = self.board.mover_point(self.selected, mover) if self.selected else None
            to = self.targets.get(self.focus_target)
            self.clear_selection()
            if frm is not None and to is not None:
                c.try_move(frm, to)
            return True
        if Qt.Key.Key_1 <= key <= Qt.Key.Key_6 and self.selected is not None:
            die = int(key) - int(Qt.Key.Key_0)
            frm = self.board.mover_point(self.selected, mover)
            self.clear_selection()
            if frm is None:
                return True
            steps = [s for s in game.legal_steps() if s.frm == frm and s.die == die]
            c.try_move(frm, steps[0].to if steps else die_target(frm, die))
            return True
        if key == Qt.Key.Key_Escape and self.selected is not None:
            self.clear_selection()
            return True
        return False

    def cycle_target(self, direction: int) -> None:
        if not self.targets:
            return
        # Nearest first: in the mover's numbering the targets count down from the checker.
        order = sorted(self.targets, key=lambda loc: -self.targets[loc])
        if self.focus_target in order:
            i = (order.index(self.focus_target) + direction) % len(order)
        else:
            i = 0
        self.overlays.focus(order[i])
        self.focus_target = order[i]


__all__ = ["Board", "BoardEditor", "BoardInput"]
