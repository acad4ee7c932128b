"""A small checker of a side's colour, for labels and buttons (the score panel,
the end-of-game dialog, the position editor)."""

from __future__ import annotations

from functools import cache

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPixmap, QRadialGradient

from nardy_desktop.engine import Side


@cache
def checker_icon(side: Side, size: int = 18) -> QPixmap:
    """A small checker of a side's colour, for labels. Drawn once per side
    and size: the score panel asks for it on every step of play."""
    pm = QPixmap(size * 2, size * 2)
    pm.setDevicePixelRatio(2.0)
    pm.fill(Qt.GlobalColor.transparent)
    p = QPainter(pm)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    r = size / 2 - 1
    grad = QRadialGradient(QPointF(size * 0.4, size * 0.35), size * 0.8)
    if side == Side.WHITE:
        grad.setColorAt(0, QColor("#fbf4e4"))
        grad.setColorAt(1, QColor("#b9a47b"))
        p.setPen(QColor("#7d6a48"))
    else:
        grad.setColorAt(0, QColor("#6a4e40"))
        grad.setColorAt(1, QColor("#160d08"))
        p.setPen(QColor("#000000"))
    p.setBrush(grad)
    p.drawEllipse(QRectF(size / 2 - r, size / 2 - r, 2 * r, 2 * r))
    p.end()
    return pm


__all__ = ["checker_icon"]
