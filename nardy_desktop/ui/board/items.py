"""The painted pieces of the board: the board itself, checkers, dice, highlights.

Everything is vector-painted in scene units, so it stays crisp at any window
size and on high-DPI screens, in the colours of the current theme (themes.py),
read at each paint: no colour is written here.
"""

from __future__ import annotations

from PySide6.QtCore import (
    Property,
    QAbstractAnimation,
    QEasingCurve,
    QPointF,
    QPropertyAnimation,
    QRectF,
    Qt,
    Signal,
)
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPainterPathStroker,
    QPen,
    QPolygonF,
    QRadialGradient,
)
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from nardy_desktop.engine import Side, Variant
from nardy_desktop.ui.board import geometry as g
from nardy_desktop.ui.board import themes
from nardy_desktop.ui.board.themes import faded


class BoardItem(QGraphicsItem):
    """The board: frame, felt, 24 points, the bar and the trays."""

    def __init__(self, geometry: g.BoardGeometry) -> None:
        super().__init__()
        self.geometry = geometry
        self.setZValue(-10)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def set_geometry(self, geometry: g.BoardGeometry) -> None:
        self.geometry = geometry
        self.update()

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, g.WIDTH, g.HEIGHT)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        geo = self.geometry
        t = themes.current()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        # Frame
        frame = QLinearGradient(0, 0, g.WIDTH, g.HEIGHT)
        frame.setColorAt(0, t.frame_light)
        frame.setColorAt(0.5, t.frame_dark)
        frame.setColorAt(1, t.frame_light.darker(120))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QBrush(frame))
        painter.drawRoundedRect(QRectF(0, 0, g.WIDTH, g.HEIGHT), 14, 14)
        # Fine grain lines in the wood
        painter.setPen(QPen(t.grain, 1.2))
        for i in range(18):
            y = 6 + i * (g.HEIGHT - 12) / 17
            painter.drawLine(QPointF(8, y), QPointF(g.WIDTH - 8, y + ((i * 7) % 5) - 2))
        # Felt of both halves
        for x in (g.LEFT_HALF_X, g.RIGHT_HALF_X):
            r = QRectF(x, g.FIELD_TOP, g.HALF_W, g.FIELD_BOTTOM - g.FIELD_TOP)
            felt = QRadialGradient(r.center(), g.HALF_W * 0.8)
            felt.setColorAt(0, t.felt_light)
            felt.setColorAt(1, t.felt)
            painter.setPen(QPen(t.felt_edge, 2))
            painter.setBrush(QBrush(felt))
            painter.drawRect(r)
        # Bar
        bar = QLinearGradient(g.BAR_X, 0, g.BAR_X + g.BAR_W, 0)
        bar.setColorAt(0, t.frame_dark)
        bar.setColorAt(0.5, t.frame_light)
        bar.setColorAt(1, t.frame_dark)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QBrush(bar))
        painter.drawRect(QRectF(g.BAR_X, 0, g.BAR_W, g.HEIGHT))
        # Trays: always both columns, the unused halves darker like closed lids
        for x in (g.LEFT_TRAY_X, g.RIGHT_TRAY_X):
            for top in (g.FIELD_TOP, g.FIELD_BOTTOM - g.STACK_H):
                r = QRectF(x, top, g.TRAY_W, g.STACK_H)
                painter.setPen(QPen(t.tray_edge, 2))
                painter.setBrush(t.tray)
                painter.drawRoundedRect(r, 6, 6)
        # Points
        painter.setPen(QPen(t.point_edge, 1))
        for p in range(1, 25):
            a, b, c = geo.triangle(p)
            colour = t.point_a if p % 2 else t.point_b
            grad = QLinearGradient(a, c)
            grad.setColorAt(0, colour)
            grad.setColorAt(1, colour.darker(118))
            painter.setBrush(QBrush(grad))
            painter.drawPolygon(QPolygonF([a, b, c]))
        # Long nardy has no hitting: the bar is only the hinge, so leave it plain.
        if geo.variant is Variant.BACKGAMMON:
            painter.setPen(QPen(t.bar_line, 1))
            painter.drawLine(QPointF(g.BAR_X + 6, g.MID_Y), QPointF(g.BAR_X + g.BAR_W - 6, g.MID_Y))


class CheckerItem(QGraphicsObject):
    """One checker. Its `pos` is animated; on a tray it is drawn edge-on as a slab.

    `animate` takes every end value in one call, as KDE KPat's cards do: the
    place, the z-value and the look it has there. It glides raised over the
    other checkers and says `animationFinished` when it arrives, or is there
    at once when the duration is 0."""

    RAISED_Z = 100.0  # over the checkers at rest (1..15) and the arrows (50)
    animationFinished = Signal()

    def __init__(self, side: Side, ident: int) -> None:
        super().__init__()
        self.side = side
        self.ident = ident
        self.count = 0  # shown on the top checker of a tall stack
        self.in_tray = False
        self.selected = False
        self.movable = False
        self._target = QPointF()
        self._end: tuple[float, int, bool] = (0.0, 0, False)  # z-value and look at the target
        self._animation: QPropertyAnimation | None = None
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)  # the view handles the mouse

    def set_look(self, count: int, in_tray: bool) -> None:
        if count != self.count or in_tray != self.in_tray:
            self.prepareGeometryChange()
            self.count = count
            self.in_tray = in_tray
            self.update()

    # ----- going somewhere ------------------------------------------------------------
    @property
    def target(self) -> QPointF:
        """Where the checker stands, or is gliding to."""
        return QPointF(self._target)

    @property
    def animation(self) -> QPropertyAnimation | None:
        """The glide under way, if any."""
        return self._animation

    def animate(
        self, pos: QPointF, z: float, duration: int, count: int = 0, in_tray: bool = False
    ) -> None:
        """Go to `pos`, to stand there at `z` with the look of that place (the
        count of a tall stack, a slab in a tray). With a duration it glides,
        raised and drawn as a plain disc until it lands; with 0 it jumps."""
        self.stop_animation()
        self._target = QPointF(pos)
        self._end = (z, count, in_tray)
        self.setVisible(True)
        if duration <= 0:
            self.setPos(pos)
            self._arrive()
            return
        anim = QPropertyAnimation(self, b"glide", self)
        anim.setStartValue(self.pos())
        anim.setEndValue(QPointF(pos))
        anim.setDuration(duration)
        anim.setEasingCurve(QEasingCurve.Type.OutCubic)
        anim.finished.connect(self._landed)
        self._animation = anim
        self.setZValue(self.RAISED_Z)
        self.set_look(0, False)
        anim.start(QAbstractAnimation.DeletionPolicy.DeleteWhenStopped)

    def finish_animation(self) -> None:
        """Land now (animations turned off meanwhile): `animationFinished` comes at once."""
        if self._animation is not None:
            self._animation.setCurrentTime(self._animation.totalDuration())

    def stop_animation(self) -> None:
        """Stop where it is, silently (the picture is about to be laid anew)."""
        anim, self._animation = self._animation, None
        if anim is not None:
            anim.finished.disconnect(self._landed)
            anim.stop()

    def _landed(self) -> None:
        self._animation = None
        self._arrive()
        self.animationFinished.emit()

    def _arrive(self) -> None:
        z, count, in_tray = self._end
        self.setZValue(z)
        self.set_look(count, in_tray)

    def set_selected(self, selected: bool) -> None:
        if selected != self.selected:
            self.selected = selected
            self.update()

    def set_movable(self, movable: bool) -> None:
        if movable != self.movable:
            self.movable = movable
            self.update()

    def boundingRect(self) -> QRectF:
        r = g.RADIUS + 6
        return QRectF(-r, -r, 2 * r, 2 * r)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addEllipse(QPointF(0, 0), g.RADIUS, g.RADIUS)
        return path

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        t = themes.current()
        look = t.checker(self.side)
        if self.in_tray:
            w, h = g.TRAY_W - 12, g.SLAB_H - 2.5
            rect = QRectF(-w / 2, -h / 2, w, h)
            grad = QLinearGradient(0, -h / 2, 0, h / 2)
            grad.setColorAt(0, look.light)
            grad.setColorAt(1, look.edge)
            painter.setPen(QPen(look.outline, 0.8 if look.outline_width < 2 else 1.2))
            painter.setBrush(QBrush(grad))
            painter.drawRoundedRect(rect, 3, 3)
            return
        r = g.RADIUS
        # Shadow
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(t.shadow)
        painter.drawEllipse(QPointF(2.5, 3.5), r, r)
        if self.selected:
            painter.setBrush(faded(t.highlight, 170))
            painter.drawEllipse(QPointF(0, 0), r + 5, r + 5)
        disc = QRadialGradient(QPointF(-r * 0.35, -r * 0.4), r * 1.5)
        disc.setColorAt(0, look.light)
        disc.setColorAt(0.55, look.mid)
        disc.setColorAt(1, look.edge)
        painter.setBrush(QBrush(disc))
        # The rim inside the checker's disc, however wide the theme draws it.
        painter.setPen(QPen(look.outline, look.outline_width))
        inset = max(0.0, (look.outline_width - 1.2) / 2)
        painter.drawEllipse(QPointF(0, 0), r - inset, r - inset)
        # Inner ring, as turned on a lathe
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(look.ring, look.ring_width))
        painter.drawEllipse(QPointF(0, 0), r * 0.68, r * 0.68)
        if look.mark is not None and self.count <= g.SLOTS:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(look.mark)
            painter.drawEllipse(QPointF(0, 0), r * 0.22, r * 0.22)
        if self.count > g.SLOTS:
            font = QFont()
            font.setPixelSize(22)
            font.setBold(True)
            painter.setFont(font)
            painter.setPen(look.text)
            painter.drawText(
                QRectF(-r, -r, 2 * r, 2 * r), Qt.AlignmentFlag.AlignCenter, str(self.count)
            )

    # `pos` as a Qt property so QPropertyAnimation can drive it.
    def _get_pos(self) -> QPointF:
        return self.pos()

    def _set_pos(self, p: QPointF) -> None:
        self.setPos(p)

    glide = Property(QPointF, _get_pos, _set_pos)


PIPS = {
    1: [(0, 0)],
    2: [(-1, -1), (1, 1)],
    3: [(-1, -1), (0, 0), (1, 1)],
    4: [(-1, -1), (1, -1), (-1, 1), (1, 1)],
    5: [(-1, -1), (1, -1), (0, 0), (-1, 1), (1, 1)],
    6: [(-1, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (1, 1)],
}


class DieItem(QGraphicsObject):
    """One die; greyed when used. `tumble` (0..1) tilts it while it rolls."""

    def __init__(self, side: Side) -> None:
        super().__init__()
        self.side = side
        self.value = 1
        self.used = False
        self.setZValue(20)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def set_value(self, value: int, used: bool = False) -> None:
        self.value = value
        self.used = used
        self.update()

    def boundingRect(self) -> QRectF:
        s = g.DIE_SIZE / 2 + 5
        return QRectF(-s, -s, 2 * s, 2 * s)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        s = g.DIE_SIZE / 2
        rect = QRectF(-s, -s, 2 * s, 2 * s)
        t = themes.current()
        look = t.die(self.side)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(faded(t.shadow, 60 if not self.used else 25))
        painter.drawRoundedRect(rect.translated(2.5, 3.5), 8, 8)
        face, pip, edge = look.face, look.pip, look.edge
        if self.used:
            face = faded(face, 95)
            pip = faded(pip, 110)
            edge = faded(edge, edge.alpha() * 4 // 9)
        grad = QLinearGradient(rect.topLeft(), rect.bottomRight())
        grad.setColorAt(0, face.lighter(108))
        grad.setColorAt(1, face.darker(112))
        painter.setBrush(QBrush(grad))
        painter.setPen(QPen(edge, 1))
        painter.drawRoundedRect(rect, 8, 8)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(pip)
        d = s * 0.5
        for dx, dy in PIPS.get(self.value, []):
            painter.drawEllipse(QPointF(dx * d, dy * d), s * 0.15, s * 0.15)


class HighlightItem(QGraphicsItem):
    """A soft glow over a point or tray the picked checker can reach."""

    def __init__(self, rect: QRectF, strong: bool = False) -> None:
        super().__init__()
        self._rect = QRectF(rect)
        self._strong = strong
        self.focused = False
        self.setZValue(-5)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def set_focused(self, focused: bool) -> None:
        """The target chosen with the keyboard gets a bright frame."""
        if focused != self.focused:
            self.focused = focused
            self.update()

    def boundingRect(self) -> QRectF:
        return self._rect.adjusted(-2, -2, 2, 2)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        t = themes.current()
        grad = QLinearGradient(self._rect.topLeft(), self._rect.bottomLeft())
        c1 = faded(t.highlight, 120 if self._strong else 95)
        grad.setColorAt(0, c1)
        grad.setColorAt(0.5, faded(t.highlight, 35))
        grad.setColorAt(1, c1)
        painter.setBrush(QBrush(grad))
        if self.focused:
            painter.setPen(QPen(t.focus_edge, 4))
        else:
            painter.setPen(QPen(t.highlight_edge, 2))
        painter.drawRoundedRect(self._rect, 8, 8)


class PipBadge(QGraphicsItem):
    """A side's pip count in a small plate of its checkers' colour, beside its tray."""

    W, H = 56.0, 28.0

    def __init__(self, side: Side) -> None:
        super().__init__()
        self.side = side
        self.text = ""
        self.setZValue(-4)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def set_text(self, text: str) -> None:
        if text != self.text:
            self.text = text
            self.update()

    def boundingRect(self) -> QRectF:
        return QRectF(-self.W / 2 - 2, -self.H / 2 - 2, self.W + 4, self.H + 4)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        look = themes.current().checker(self.side)
        rect = QRectF(-self.W / 2, -self.H / 2, self.W, self.H)
        grad = QLinearGradient(rect.topLeft(), rect.bottomLeft())
        grad.setColorAt(0, look.light)
        grad.setColorAt(1, look.mid)
        painter.setPen(QPen(look.outline, 1.0 if look.outline_width < 2 else 2.0))
        painter.setBrush(QBrush(grad))
        painter.drawRoundedRect(rect, 8, 8)
        font = QFont()
        font.setPixelSize(17)
        font.setBold(True)
        painter.setFont(font)
        painter.setPen(look.text)
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, self.text)


class BannerItem(QGraphicsObject):
    """A short announcement on a dark plate across the middle of the board."""

    def __init__(self) -> None:
        super().__init__()
        self.text = ""
        self.setZValue(300)
        self.setVisible(False)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self._font = QFont()
        self._font.setPixelSize(24)
        self._font.setBold(True)

    def set_text(self, text: str) -> None:
        self.prepareGeometryChange()
        self.text = text
        self.update()

    def _rect(self) -> QRectF:
        from PySide6.QtGui import QFontMetricsF

        w = QFontMetricsF(self._font).horizontalAdvance(self.text) + 56
        w = min(max(w, 240.0), g.WIDTH - 80)
        return QRectF(-w / 2, -30, w, 60)

    def boundingRect(self) -> QRectF:
        return self._rect().adjusted(-4, -4, 8, 8)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = self._rect()
        t = themes.current()
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(faded(t.shadow, 60))
        painter.drawRoundedRect(rect.translated(3, 4), 14, 14)
        painter.setBrush(t.banner_plate)
        painter.setPen(QPen(t.banner_edge, 1.5))
        painter.drawRoundedRect(rect, 14, 14)
        painter.setFont(self._font)
        painter.setPen(t.banner_text)
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, self.text)


def frame_text_colour() -> QColor:
    """The colour of the point numbers on the frame, in the current theme."""
    return QColor(themes.current().frame_text)


class ArrowItem(QGraphicsItem):
    """One step of a suggested move: a curved arrow from checker to target with
    the step's number in a disc near its tail, drawn over the checkers at rest
    (under a moving or dragged one) and letting clicks through to the board."""

    LABEL_R = 12.0
    Z = 50  # checkers at rest stand at 1..15, a moving one at 100, a dragged one at 200

    def __init__(self, start: QPointF, end: QPointF, number: int) -> None:
        super().__init__()
        self._start = QPointF(start)
        self._end = QPointF(end)
        self.number = number
        self.setZValue(self.Z)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self._path = self._make_path()
        self._label_at = 0.0  # how far along the path the number sits
        self._label = QPointF(self._start)
        self.place_label(g.RADIUS)

    def _make_path(self) -> QPainterPath:
        a, b = self._start, self._end
        mid = (a + b) / 2
        d = b - a
        length = max(1.0, (d.x() ** 2 + d.y() ** 2) ** 0.5)
        # Bend sideways a little so that arrows along one row do not overlap.
        normal = QPointF(-d.y() / length, d.x() / length)
        ctrl = mid + normal * min(60.0, length * 0.18)
        path = QPainterPath(a)
        path.quadTo(ctrl, b)
        return path

    def start(self) -> QPointF:
        return QPointF(self._start)

    def end(self) -> QPointF:
        return QPointF(self._end)

    def length(self) -> float:
        return float(self._path.length())

    def place_label(self, distance: float) -> None:
        """Put the number `distance` along the arrow from its tail (at most half
        way): on the rim of the checker it moves, not over the count a tall
        stack shows in its middle."""
        d = max(0.0, min(distance, self.length() / 2))
        self.prepareGeometryChange()
        self._label_at = self._path.percentAtLength(d)
        self._label = self._path.pointAtPercent(self._label_at)
        self.update()

    def label_centre(self) -> QPointF:
        return QPointF(self._label)

    def label_rect(self) -> QRectF:
        r = self.LABEL_R
        return QRectF(self._label.x() - r, self._label.y() - r, 2 * r, 2 * r)

    def _shaft(self) -> QPainterPath:
        """The drawn part of the arrow: from its number to the target, so that the
        checker it starts from (and the count a tall stack shows) stays visible."""
        t0 = self._label_at
        shaft = QPainterPath(self._path.pointAtPercent(t0))
        for i in range(1, 33):
            shaft.lineTo(self._path.pointAtPercent(t0 + (1 - t0) * i / 32))
        return shaft

    def boundingRect(self) -> QRectF:
        return self._path.boundingRect().adjusted(-24, -24, 24, 24)

    def shape(self) -> QPainterPath:
        """What the arrow covers: its shaft, its head and its number."""
        stroker = QPainterPathStroker()
        stroker.setWidth(24)
        area = stroker.createStroke(self._shaft())
        area.addEllipse(self._label, self.LABEL_R + 1, self.LABEL_R + 1)
        return area.simplified()

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        t = themes.current()
        colour, shadow = t.arrow, t.arrow_shadow
        path = self._path
        # The head: a triangle along the direction the curve arrives in.
        tip = path.pointAtPercent(1.0)
        back = path.pointAtPercent(0.88)
        d = tip - back
        n = max(1.0, (d.x() ** 2 + d.y() ** 2) ** 0.5)
        u = QPointF(d.x() / n, d.y() / n)
        v = QPointF(-u.y(), u.x())
        head = QPolygonF([tip, tip - u * 22 + v * 11, tip - u * 22 - v * 11])
        shaft = self._shaft()
        for pen_colour, width in ((shadow, 9.0), (colour, 5.0)):
            painter.setPen(QPen(pen_colour, width, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawPath(shaft)
        painter.setPen(QPen(shadow, 2))
        painter.setBrush(colour)
        painter.drawPolygon(head)
        # The step's number in a small disc.
        r = self.LABEL_R
        painter.setPen(QPen(t.arrow_label_text, 2))
        painter.setBrush(t.arrow_label)
        painter.drawEllipse(self._label, r, r)
        font = QFont()
        font.setPixelSize(15)
        font.setBold(True)
        painter.setFont(font)
        painter.setPen(t.arrow_label_text)
        painter.drawText(self.label_rect(), Qt.AlignmentFlag.AlignCenter, str(self.number))
