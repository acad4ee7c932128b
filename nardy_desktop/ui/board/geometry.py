"""Where everything sits on the board, in scene units.

The scene has fixed proportions (1000 x 684, like a real board: two halves of
six points with the bar between them and a bear-off tray on each side); the
view scales it to the window. Everything is computed in White's orientation
and then, when the board is turned to Black, transformed so that Black sees
its own home at the bottom right as White does: a half turn in long nardy
(both sides move the same way round), a top-to-bottom mirror in backgammon
(the sides move in opposite directions).

A place checkers stand is a `Location`: ("p", n) for White's point n (1..24),
("bar", side) and ("off", side).
"""

from __future__ import annotations

import math
from typing import Literal, NamedTuple

from PySide6.QtCore import QPointF, QRectF

from nardy_desktop.engine import Side, Variant

WIDTH = 1000.0
HEIGHT = 684.0
BORDER = 24.0
FRAME_V = 30.0  # top and bottom frame, where the point numbers are written
TRAY_W = 64.0
POINT_W = 60.0
HALF_W = 6 * POINT_W
BAR_W = 56.0
RADIUS = 26.0
STEP = 53.0  # distance between stacked checkers
SLOTS = 5  # checkers shown on a point before they stack with a count
STACK_H = SLOTS * STEP + 5
TRIANGLE_H = 250.0
GAP = HEIGHT - 2 * FRAME_V - 2 * STACK_H

LEFT_TRAY_X = BORDER
LEFT_HALF_X = LEFT_TRAY_X + TRAY_W + BORDER
BAR_X = LEFT_HALF_X + HALF_W
RIGHT_HALF_X = BAR_X + BAR_W
RIGHT_TRAY_X = RIGHT_HALF_X + HALF_W + BORDER
FIELD_TOP = FRAME_V
FIELD_BOTTOM = HEIGHT - FRAME_V
MID_Y = HEIGHT / 2
SLAB_H = STACK_H / 15
DIE_SIZE = 46.0

LocationKind = Literal["p", "bar", "off"]


class Location(NamedTuple):
    """A place on the board where checkers stand: White's point `where` (1..24)
    for "p", `where`'s half of the bar for "bar", `where`'s tray for "off". It
    equals the plain tuple of its two fields, so ("p", 5) finds it in a dict."""

    kind: LocationKind
    where: int  # a point in White's numbering, or a Side

    @classmethod
    def point(cls, white_point: int) -> Location:
        return cls("p", white_point)

    @classmethod
    def bar(cls, side: Side) -> Location:
        return cls("bar", side)

    @classmethod
    def off(cls, side: Side) -> Location:
        return cls("off", side)


class BoardGeometry:
    """Scene coordinates of points, stacks, trays and dice for one variant and orientation."""

    def __init__(self, variant: Variant = Variant.LONG, flipped: bool = False) -> None:
        self.variant = Variant(variant)
        self.flipped = flipped

    # ----- orientation ----------------------------------------------------
    def _map(self, x: float, y: float) -> QPointF:
        if not self.flipped:
            return QPointF(x, y)
        if self.variant is Variant.LONG:
            return QPointF(WIDTH - x, HEIGHT - y)
        return QPointF(x, HEIGHT - y)

    def _map_rect(self, r: QRectF) -> QRectF:
        if not self.flipped:
            return QRectF(r)
        if self.variant is Variant.LONG:
            return QRectF(WIDTH - r.right(), HEIGHT - r.bottom(), r.width(), r.height())
        return QRectF(r.left(), HEIGHT - r.bottom(), r.width(), r.height())

    # ----- points -----------------------------------------------------------
    @staticmethod
    def _column(white_point: int) -> tuple[float, bool]:
        """Unrotated centre x of a point and whether it stands on the bottom row."""
        p = white_point
        if 1 <= p <= 6:
            return RIGHT_HALF_X + (6 - p) * POINT_W + POINT_W / 2, True
        if 7 <= p <= 12:
            return LEFT_HALF_X + (12 - p) * POINT_W + POINT_W / 2, True
        if 13 <= p <= 18:
            return LEFT_HALF_X + (p - 13) * POINT_W + POINT_W / 2, False
        if 19 <= p <= 24:
            return RIGHT_HALF_X + (p - 19) * POINT_W + POINT_W / 2, False
        raise ValueError(f"no point {p}")

    def point_on_bottom(self, white_point: int) -> bool:
        """Whether the point is drawn on the lower row of the screen."""
        bottom = self._column(white_point)[1]
        return bottom != self.flipped

    def point_rect(self, white_point: int) -> QRectF:
        """The area of a point where checkers stand (used for hit-testing too)."""
        x, bottom = self._column(white_point)
        top = FIELD_BOTTOM - STACK_H if bottom else FIELD_TOP
        return self._map_rect(QRectF(x - POINT_W / 2, top, POINT_W, STACK_H))

    def triangle(self, white_point: int) -> tuple[QPointF, QPointF, QPointF]:
        x, bottom = self._column(white_point)
        base = FIELD_BOTTOM if bottom else FIELD_TOP
        tip = base - TRIANGLE_H if bottom else base + TRIANGLE_H
        return (
            self._map(x - POINT_W / 2 + 1, base),
            self._map(x + POINT_W / 2 - 1, base),
            self._map(x, tip),
        )

    def number_pos(self, white_point: int) -> QPointF:
        """Centre of the point's number, on the frame beyond its base."""
        x, bottom = self._column(white_point)
        y = HEIGHT - FRAME_V / 2 if bottom else FRAME_V / 2
        return self._map(x, y)

    # ----- stacks -----------------------------------------------------------
    def checker_pos(self, loc: Location, index: int) -> QPointF:
        """Centre of the `index`-th checker (0 at the base) of a stack."""
        kind, where = loc
        i = min(index, SLOTS - 1)
        if kind == "p":
            x, bottom = self._column(where)
            if bottom:
                return self._map(x, FIELD_BOTTOM - RADIUS - 2 - i * STEP)
            return self._map(x, FIELD_TOP + RADIUS + 2 + i * STEP)
        if kind == "bar":
            x = BAR_X + BAR_W / 2
            off = GAP / 2 + RADIUS + 4 + i * STEP * 0.8
            # White enters in the top right quarter, so its bar checkers wait above the middle.
            return self._map(x, MID_Y - off if where == Side.WHITE else MID_Y + off)
        if kind == "off":
            r = self._tray_rect_unrotated(Side(where))
            if self._tray_on_bottom_unrotated(Side(where)):
                return self._map(r.center().x(), FIELD_BOTTOM - SLAB_H / 2 - index * SLAB_H)
            return self._map(r.center().x(), FIELD_TOP + SLAB_H / 2 + index * SLAB_H)
        raise ValueError(f"unknown location {loc!r}")

    # ----- trays, bar, dice ---------------------------------------------------
    def _tray_on_bottom_unrotated(self, side: Side) -> bool:
        return side == Side.WHITE

    def _tray_rect_unrotated(self, side: Side) -> QRectF:
        if side == Side.WHITE:
            return QRectF(RIGHT_TRAY_X, FIELD_BOTTOM - STACK_H, TRAY_W, STACK_H)
        x = LEFT_TRAY_X if self.variant is Variant.LONG else RIGHT_TRAY_X
        return QRectF(x, FIELD_TOP, TRAY_W, STACK_H)

    def tray_area(self, side: Side) -> QRectF:
        """The tray as drawn on screen (rotated when the board is turned)."""
        return self._map_rect(self._tray_rect_unrotated(side))

    def pip_pos(self, side: Side) -> QPointF:
        """Where a side's pip count is written: in the gap beside its tray."""
        r = self._tray_rect_unrotated(side)
        y = MID_Y + GAP / 4 if side == Side.WHITE else MID_Y - GAP / 4
        return self._map(r.center().x(), y)

    def bar_rect(self, side: Side) -> QRectF:
        """The half of the bar where `side`'s hit checkers wait."""
        if side == Side.WHITE:
            r = QRectF(BAR_X, FIELD_TOP, BAR_W, MID_Y - FIELD_TOP)
        else:
            r = QRectF(BAR_X, MID_Y, BAR_W, FIELD_BOTTOM - MID_Y)
        return self._map_rect(r)

    def dice_centre(self, side: Side) -> QPointF:
        """Each side rolls in the right half as seen from its own seat; on a
        board turned to Black that is the right half of the screen."""
        right = side == Side.WHITE or (self.flipped and self.variant is Variant.BACKGAMMON)
        x = RIGHT_HALF_X + HALF_W / 2 if right else LEFT_HALF_X + HALF_W / 2
        return self._map(x, MID_Y)

    def dice_positions(self, side: Side, count: int) -> list[QPointF]:
        c = self.dice_centre(side)
        gap = 12.0
        total = count * DIE_SIZE + (count - 1) * gap
        x0 = c.x() - total / 2 + DIE_SIZE / 2
        return [QPointF(x0 + i * (DIE_SIZE + gap), c.y()) for i in range(count)]

    # ----- hit-testing ---------------------------------------------------------
    def location_at(self, pos: QPointF) -> Location | None:
        """The location under a scene position: a point, a bar half or a tray."""
        for side in (Side.WHITE, Side.BLACK):
            if self.tray_area(side).adjusted(-6, -6, 6, 6).contains(pos):
                return Location.off(side)
        if self.variant is Variant.BACKGAMMON:
            for side in (Side.WHITE, Side.BLACK):
                if self.bar_rect(side).contains(pos):
                    return Location.bar(side)
        for p in range(1, 25):
            r = self.point_rect(p)
            # Points reach into the middle gap a little, so a drop there still counts.
            if self.point_on_bottom(p):
                r.setTop(r.top() - GAP / 2 + 4)
            else:
                r.setBottom(r.bottom() + GAP / 2 - 4)
            if r.contains(pos):
                return Location.point(p)
        return None


NUMBER_MIN_PX = 10  # the point numbers' height on screen, however small the board
NUMBER_PX = 15  # their height in the scene on a board at ease
NUMBER_MAX_PX = 24  # the most the frame they are written on holds


def number_px(scale: float) -> int:
    """The point numbers' size in scene units on a board drawn at `scale`
    (screen pixels per unit): NUMBER_PX, larger on a small board so that they
    are NUMBER_MIN_PX pixels high on screen, as far as the frame allows."""
    if scale <= 0:
        return NUMBER_PX
    return max(NUMBER_PX, min(NUMBER_MAX_PX, math.ceil(NUMBER_MIN_PX / scale)))
