"""A still board for a position looked back at: the checkers before a decision,
its dice, and the turn played beside another (the best) as arrows.

Drawn with the board's own pieces (`BoardPieces`: the checkers where the
board's layout puts them, the bar, the point numbers, the pip counts, the
dice), so that it looks like the board in play, only still. The window shows
it in the board's place (`BoardView.show_scene`) while play goes on underneath;
the game browser shows two side by side; the analysis export renders it to a
picture.
"""

from __future__ import annotations

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QRectF
from PySide6.QtGui import QBrush, QColor, QFont, QImage, QImageWriter, QPainter, QPen
from PySide6.QtWidgets import (
    QGraphicsRectItem,
    QGraphicsScene,
    QGraphicsSimpleTextItem,
)

from nardy_desktop.engine import Position, Side, Step, legal_turns
from nardy_desktop.ui.board import geometry as g
from nardy_desktop.ui.board import themes
from nardy_desktop.ui.board.arrows import ArrowKind, MoveArrow, move_arrows, separate_labels
from nardy_desktop.ui.board.board_pieces import BoardPieces

BACKGROUND = QColor(themes.WOOD.background)  # Wood's; `background()` follows the theme


def background() -> QColor:
    """Around a still board: the board view's own colour in the theme it has now."""
    return QColor(themes.current().background)


def turn_steps(position: Position, dice: tuple[int, int], result: str) -> tuple[Step, ...] | None:
    """The steps of the legal turn of `position` with `dice` that ends in the
    position written `result` (None: none does, as in an analysis edited by hand)."""
    for turn in legal_turns(position, dice):
        if turn.result.to_text() == result:
            return turn.steps
    return None


class ReviewScene(QGraphicsScene):
    """`position` with `dice` to play, the turn `played` drawn solid and `other`
    (the best turn, or another one looked at) dashed; `flipped` turns the board
    to Black as the board in play does. The point numbers are the mover's, the
    numbering the moves are written in (or `numbered_for`'s; `number_items`).
    `caption`: lines on a plate in the half the dice leave free (none when
    empty). No dice are drawn when `dice` is None."""

    def __init__(
        self,
        position: Position,
        dice: tuple[int, int] | None,
        played: tuple[Step, ...] | None,
        other: tuple[Step, ...] | None,
        flipped: bool = False,
        caption: tuple[str, ...] = (),
        *,
        numbered_for: Side | None = None,
    ) -> None:
        super().__init__(0, 0, g.WIDTH, g.HEIGHT)
        self.position = position
        self.geometry = g.BoardGeometry(position.variant, flipped)
        self.pieces = BoardPieces(self, self.geometry)
        self.pieces.place(position)
        self.pieces.show_numbers(numbered_for if numbered_for is not None else position.side)
        self.number_items = self.pieces.numbers
        self.pieces.show_pips(position)
        if dice is not None:
            self.pieces.show_dice(position.side, dice)
        self.played_arrows: list[MoveArrow] = []
        self.other_arrows: list[MoveArrow] = []
        if played is not None:
            self.played_arrows = move_arrows(self.geometry, position, played, ArrowKind.PLAYED)
        if other is not None and other != played:
            self.other_arrows = move_arrows(self.geometry, position, other, ArrowKind.BEST)
        for arrow in self.played_arrows + self.other_arrows:
            self.addItem(arrow)
        separate_labels(self.played_arrows + self.other_arrows)
        self.caption = caption
        if caption:
            self._caption(position.side, caption)

    def _caption(self, side: Side, lines: tuple[str, ...]) -> None:
        font = QFont()
        font.setPixelSize(19)
        font.setBold(True)
        text = QGraphicsSimpleTextItem("\n".join(lines))
        text.setFont(font)
        theme = themes.current()
        text.setBrush(theme.banner_text)  # on the plate the board's banners have
        r = text.boundingRect()
        dice_x = self.geometry.dice_centre(side).x()
        left = g.LEFT_HALF_X + g.HALF_W / 2
        right = g.RIGHT_HALF_X + g.HALF_W / 2
        cx = left if dice_x > g.WIDTH / 2 else right
        w = min(r.width() + 24, g.HALF_W - 8)
        plate = QGraphicsRectItem(
            QRectF(cx - w / 2, g.MID_Y - r.height() / 2 - 8, w, r.height() + 16)
        )
        plate.setBrush(QBrush(theme.banner_plate))
        plate.setPen(QPen(theme.banner_edge, 1.5))
        plate.setZValue(250)
        self.addItem(plate)
        if r.width() > w - 16:  # a long translation is made to fit
            text.setScale((w - 16) / r.width())
        scale = text.scale()
        text.setPos(cx - r.width() * scale / 2, g.MID_Y - r.height() * scale / 2)
        text.setZValue(251)
        self.addItem(text)


def render_png(scene: QGraphicsScene, width: int = 560) -> bytes:
    """The scene as a PNG picture `width` pixels wide, on the board view's background
    in the theme it is drawn in."""
    height = round(width * g.HEIGHT / g.WIDTH)
    image = QImage(width, height, QImage.Format.Format_RGB32)
    image.fill(background())
    painter = QPainter(image)
    painter.setRenderHints(
        QPainter.RenderHint.Antialiasing
        | QPainter.RenderHint.SmoothPixmapTransform
        | QPainter.RenderHint.TextAntialiasing
    )
    scene.render(painter, QRectF(0, 0, width, height), QRectF(0, 0, g.WIDTH, g.HEIGHT))
    painter.end()
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    QImageWriter(buffer, QByteArray(b"PNG")).write(image)
    buffer.close()
    return bytes(data.data())


__all__ = ["BACKGROUND", "ReviewScene", "background", "render_png", "turn_steps"]
