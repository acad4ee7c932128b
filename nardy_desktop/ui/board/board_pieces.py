"""One way to draw a position: the pieces of a board in a scene, placed by the layout.

`BoardPieces` puts into a scene the board itself, thirty checkers, the dice,
the point numbers and the two pip counts, and places the checkers where
`board_layout.layout` says. The board in play (`BoardView`) asks it which
checkers a new position moves and animates those; a still board (the
analysis's and the game browser's `ReviewScene`) places them at once. Both
therefore show a position the same way, down to the count on a tall stack.
"""

from __future__ import annotations

from PySide6.QtGui import QFont
from PySide6.QtWidgets import QGraphicsScene, QGraphicsSimpleTextItem

from nardy_desktop.engine import CHECKERS, Position, Side, roll_dice
from nardy_desktop.engine.position import to_side_point
from nardy_desktop.ui.board import geometry as g
from nardy_desktop.ui.board import themes
from nardy_desktop.ui.board.board_layout import Layout, Location, Slot, assign, layout, stacks
from nardy_desktop.ui.board.geometry import number_px
from nardy_desktop.ui.board.items import BoardItem, CheckerItem, DieItem, PipBadge

NUMBER_Z = -4  # the point numbers and pip counts: on the frame, under everything else


class BoardPieces:
    """The pieces of one board in `scene`, for `geometry` (its game and orientation)."""

    def __init__(self, scene: QGraphicsScene, geometry: g.BoardGeometry) -> None:
        self.scene = scene
        self.geometry = geometry
        self.board = BoardItem(geometry)
        scene.addItem(self.board)
        self.checkers: list[CheckerItem] = []
        for side in (Side.WHITE, Side.BLACK):
            for _ in range(CHECKERS):
                item = CheckerItem(side, len(self.checkers))
                item.setVisible(False)
                scene.addItem(item)
                self.checkers.append(item)
        self._sides = {item: item.side for item in self.checkers}
        # Where each checker on the board stands (or is gliding to); the others are spares.
        self.placed: dict[CheckerItem, Slot] = {}
        self.shown: Position | None = None  # the position the checkers were last given
        self.dice: list[DieItem] = []  # made when first needed: a still board has its own
        font = QFont()
        font.setPixelSize(15)
        font.setBold(True)
        self.numbers: dict[int, QGraphicsSimpleTextItem] = {}
        for p in range(1, 25):
            t = QGraphicsSimpleTextItem()
            t.setFont(font)
            t.setBrush(themes.current().frame_text)
            t.setZValue(NUMBER_Z)
            scene.addItem(t)
            self.numbers[p] = t
        self.pips: dict[Side, PipBadge] = {}
        for side in (Side.WHITE, Side.BLACK):
            badge = PipBadge(side)
            badge.setVisible(False)
            scene.addItem(badge)
            self.pips[side] = badge

    def set_geometry(self, geometry: g.BoardGeometry) -> None:
        self.geometry = geometry
        self.board.set_geometry(geometry)

    def apply_theme(self) -> None:
        """The point numbers in the current theme's colour (the items read theirs at each paint)."""
        for t in self.numbers.values():
            t.setBrush(themes.current().frame_text)

    # ----- checkers ---------------------------------------------------------------------
    def retarget(self, position: Position) -> list[tuple[CheckerItem, Slot]]:
        """Give every checker its slot for `position` (see `board_layout.assign`)
        and return those whose place changed, with their new slot, in the order
        the checkers were made (White's first). Nothing moves yet: the caller
        moves them (`place`, or an animation); spares left over are hidden."""
        new: Layout = layout(position, self.geometry)
        placed = assign(self.placed, new, self._sides)
        moved = []
        for item in self.checkers:
            slot = placed.get(item)
            if slot is None:
                item.stop_animation()
                item.setVisible(False)
                continue
            old = self.placed.get(item)
            if old is None or (old.x, old.y) != (slot.x, slot.y) or not item.isVisible():
                moved.append((item, slot))
        self.placed = placed
        self.shown = position
        return moved

    def place(self, position: Position) -> None:
        """Every checker at once where `position` has it (a still board, a new game)."""
        self.retarget(position)
        self.snap()

    def snap(self) -> None:
        """Every checker on the board at its slot now, as it looks there."""
        for item, slot in self.placed.items():
            item.animate(slot.pos, slot.z, 0, slot.count, slot.in_tray)

    def settle_looks(self) -> None:
        """Every checker at rest with its slot's z-value and look (the count moves
        to a stack's new top checker)."""
        for item, slot in self.placed.items():
            if item.animation is None:
                item.setZValue(slot.z)
                item.set_look(slot.count, slot.in_tray)

    def stacks(self) -> dict[Location, list[CheckerItem]]:
        """Each location's checkers from the base up."""
        return stacks(self.placed)

    # ----- point numbers and pip counts -------------------------------------------------
    def show_numbers(self, numbering: Side, visible: bool = True) -> None:
        """The point numbers in `numbering`'s count, each centred on the frame by its point."""
        for p, t in self.numbers.items():
            t.setText(str(to_side_point(self.geometry.variant, numbering, p)))
            self._centre_number(p)
            t.setVisible(visible)

    def fit_numbers(self, scale: float) -> None:
        """The point numbers readable on a board drawn at `scale` (see geometry.number_px)."""
        px = number_px(scale)
        for p, t in self.numbers.items():
            font = t.font()
            if font.pixelSize() != px:
                font.setPixelSize(px)
                t.setFont(font)
                self._centre_number(p)

    def _centre_number(self, p: int) -> None:
        t = self.numbers[p]
        c = self.geometry.number_pos(p)
        r = t.boundingRect()
        t.setPos(c.x() - r.width() / 2, c.y() - r.height() / 2)

    def show_pips(self, position: Position | None) -> None:
        """Each side's pip count in `position` beside its tray (none without a position)."""
        for side, badge in self.pips.items():
            if position is None:
                badge.setVisible(False)
                continue
            badge.set_text(str(position.pip_count(side)))
            badge.setPos(self.geometry.pip_pos(side))
            badge.setVisible(True)

    # ----- dice --------------------------------------------------------------------------
    def show_dice(self, side: Side, dice: tuple[int, int]) -> list[DieItem]:
        """`side`'s dice, four of a double, upright in their places; returns those shown."""
        values = roll_dice(dice)
        while len(self.dice) < len(values):
            die = DieItem(side)
            die.setVisible(False)
            self.scene.addItem(die)
            self.dice.append(die)
        spots = self.geometry.dice_positions(side, len(values))
        for die, value, spot in zip(self.dice, values, spots, strict=False):
            die.side = side
            die.setPos(spot)
            die.setRotation(0)
            die.set_value(value)
            die.setVisible(True)
        for die in self.dice[len(values) :]:
            die.setVisible(False)
        return self.dice[: len(values)]

    def hide_dice(self) -> None:
        for die in self.dice:
            die.setVisible(False)


__all__ = ["BoardPieces"]
