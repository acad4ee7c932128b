"""Arrows for the turns the analysis compares: the turn played and the best turn.

They are the hint's arrows (`items.ArrowItem`: the same curve, the numbered
disc on the moving checker's rim, clicks let through) in two styles that can
be told apart without colour: the turn played in a solid orange line with a
filled head, the best turn in a dashed blue line with an open head, its
numbers on a square plate instead of a disc.
"""

from __future__ import annotations

from enum import Enum

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen, QPolygonF
from PySide6.QtWidgets import QStyleOptionGraphicsItem, QWidget

from nardy_desktop.engine import Position, Step
from nardy_desktop.ui.board import geometry as g
from nardy_desktop.ui.board.board_layout import step_points
from nardy_desktop.ui.board.items import ArrowItem


class ArrowKind(Enum):
    PLAYED = "played"
    BEST = "best"


# Line and plate colours; the line styles alone tell the two apart.
COLOURS: dict[ArrowKind, QColor] = {
    ArrowKind.PLAYED: QColor(240, 140, 50, 235),
    ArrowKind.BEST: QColor(90, 175, 255, 235),
}


def html_colour(kind: ArrowKind) -> str:
    """The arrow's colour for a legend written in HTML (#rrggbb)."""
    return COLOURS[kind].name()


class MoveArrow(ArrowItem):
    """One step of the turn played or of the best turn."""

    def __init__(self, start: QPointF, end: QPointF, number: int, kind: ArrowKind) -> None:
        super().__init__(start, end, number)
        self.kind = kind
        # The best turn's arrows lie over the played one's where they cross.
        self.setZValue(self.Z + (1 if kind is ArrowKind.BEST else 0))

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        colour = COLOURS[self.kind]
        shadow = QColor(0, 0, 0, 120)
        best = self.kind is ArrowKind.BEST
        path = self._path
        tip = path.pointAtPercent(1.0)
        back = path.pointAtPercent(0.88)
        d = tip - back
        n = max(1.0, (d.x() ** 2 + d.y() ** 2) ** 0.5)
        u = QPointF(d.x() / n, d.y() / n)
        v = QPointF(-u.y(), u.x())
        wings = (tip - u * 22 + v * 11, tip - u * 22 - v * 11)
        head = QPolygonF([tip, *wings])
        shaft = self._shaft()
        style = Qt.PenStyle.DashLine if best else Qt.PenStyle.SolidLine
        for pen_colour, width in ((shadow, 9.0), (colour, 5.0)):
            pen = QPen(pen_colour, width, style, Qt.PenCapStyle.RoundCap)
            if best:
                pen.setDashPattern([2.2, 1.6])
            painter.setPen(pen)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawPath(shaft)
        if best:  # an open head
            painter.setPen(QPen(shadow, 7, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
            painter.drawPolyline(QPolygonF([wings[0], tip, wings[1]]))
            painter.setPen(QPen(colour, 4, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
            painter.drawPolyline(QPolygonF([wings[0], tip, wings[1]]))
        else:
            painter.setPen(QPen(shadow, 2))
            painter.setBrush(colour)
            painter.drawPolygon(head)
        r = self.LABEL_R
        plate = QColor(colour).lighter(150)
        plate.setAlpha(255)
        painter.setPen(QPen(QColor(30, 25, 20), 2))
        painter.setBrush(plate)
        if best:
            painter.drawRect(QRectF(self._label.x() - r, self._label.y() - r, 2 * r, 2 * r))
        else:
            painter.drawEllipse(self._label, r, r)
        font = QFont()
        font.setPixelSize(15)
        font.setBold(True)
        painter.setFont(font)
        painter.setPen(QColor(30, 25, 20))
        painter.drawText(self.label_rect(), Qt.AlignmentFlag.AlignCenter, str(self.number))


def move_arrows(
    geometry: g.BoardGeometry, position: Position, steps: tuple[Step, ...], kind: ArrowKind
) -> list[MoveArrow]:
    """The arrows of a turn's steps (mover's numbering) played from `position`, each
    from the checker it moves to where it lands (the board's own end points, as
    the hint's arrows have them), numbered in the order played."""
    ends = step_points(position, geometry, steps, position.side)
    return [MoveArrow(start, end, n, kind) for n, (start, end) in enumerate(ends, 1)]


def separate_labels(arrows: list[MoveArrow]) -> None:
    """Move each arrow's number along it until it covers no earlier one (two
    checkers taken from one tall stack start from the same place)."""
    apart = 2 * ArrowItem.LABEL_R + 6
    placed: list[QPointF] = []
    for arrow in arrows:
        distance = g.RADIUS
        while distance < arrow.length() / 2 and any(
            (arrow.label_centre() - q).manhattanLength() < apart for q in placed
        ):
            distance += apart / 2
            arrow.place_label(distance)
        placed.append(arrow.label_centre())


__all__ = ["COLOURS", "ArrowKind", "MoveArrow", "html_colour", "move_arrows", "separate_labels"]
