"""A small line chart painted by hand: series of (x, y) points over two axes,
markers on chosen points, a click on a point said by a signal.

No plotting library: the program draws everything else itself, a chart is a
few lines and labels, and the same painting serves the window (`paintEvent`)
and a picture for a web page (`render_image`, `render_png`). Every figure on
the axes is written through `numbers` (the language's decimal separator).

The chart's colours come from `colours`, a function called each time it
paints: the board's parts give it their theme's (ui/board/chart_colours.py),
so that a chart follows the theme chosen while it is on screen.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from enum import Enum

from PySide6.QtCore import QBuffer, QByteArray, QEvent, QIODevice, QPointF, QRectF, QSize, Qt
from PySide6.QtCore import Signal as _Signal
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetricsF,
    QHelpEvent,
    QImage,
    QImageWriter,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPainterPath,
    QPaintEvent,
    QPen,
    QPolygonF,
    QTransform,
)
from PySide6.QtWidgets import QSizePolicy, QToolTip, QWidget

from nardy_desktop.ui.common import numbers
from nardy_desktop.ui.common.plain_text import tooltip

HIT_RADIUS = 9.0  # pixels: how near a click must be to a point to pick it


class MarkerShape(Enum):
    CIRCLE = "circle"
    SQUARE = "square"
    DIAMOND = "diamond"
    TRIANGLE_UP = "up"
    TRIANGLE_DOWN = "down"


@dataclass(frozen=True)
class MarkerStyle:
    """How one kind of marker is drawn: a shape (so that kinds differ without
    colour too), its fill, its size in pixels, a short `label` written above it
    ("??") and the `name` the legend gives the kind ("" keeps it out)."""

    shape: MarkerShape
    colour: QColor
    size: float = 11.0
    label: str = ""
    name: str = ""


@dataclass(frozen=True)
class Series:
    """A line through `points` (drawn in their order). `tips`: a tooltip for each
    point ("" or missing: none); `colour`: None for the theme's colour of the
    series' place; `dashed` tells it from another without colour."""

    name: str
    points: tuple[tuple[float, float], ...]
    tips: tuple[str, ...] = ()
    colour: QColor | None = None
    dashed: bool = False


@dataclass(frozen=True)
class Marker:
    """A marker of kind `kind` on point `index` of series `series`."""

    series: int
    index: int
    kind: str
    tip: str = ""


@dataclass(frozen=True)
class ChartColours:
    """`background` around the plot, `plot` inside it, `grid` and `guide` lines,
    `axis` lines, `text`, the `series` colours in turn, `selected`: the ring of
    the point chosen; `marker_edge` rings every marker."""

    background: QColor
    plot: QColor
    grid: QColor
    guide: QColor
    axis: QColor
    text: QColor
    series: tuple[QColor, ...]
    selected: QColor
    marker_edge: QColor


def default_colours() -> ChartColours:
    """The walnut of the window's own palette (ui/common/palette.py)."""
    return ChartColours(
        background=QColor("#2b2420"),
        plot=QColor("#241e1a"),
        grid=QColor(234, 219, 192, 40),
        guide=QColor(234, 219, 192, 120),
        axis=QColor("#a8977f"),
        text=QColor("#eadbc0"),
        series=(QColor("#f7ecd6"), QColor("#8ecbff"), QColor("#b5e48c")),
        selected=QColor("#ffd666"),
        marker_edge=QColor("#1d140e"),
    )


def nice_ticks(low: float, high: float, most: int = 6) -> list[float]:
    """Round values from `low` to `high` (1, 2 or 5 times a power of ten apart),
    at most `most` + 1 of them."""
    if not (math.isfinite(low) and math.isfinite(high)) or high <= low:
        return [low] if math.isfinite(low) else []
    raw = (high - low) / max(1, most)
    power = 10 ** math.floor(math.log10(raw))
    step = next(m * power for m in (1, 2, 5, 10) if m * power >= raw)
    first = math.ceil(low / step - 1e-9) * step
    ticks = []
    k = 0
    while first + k * step <= high + step * 1e-9:
        ticks.append(round(first + k * step, 12))
        k += 1
    return ticks


def _places(ticks: Sequence[float]) -> int:
    """Decimals enough to tell the ticks apart."""
    if len(ticks) < 2:
        return 0
    step = abs(ticks[1] - ticks[0])
    return max(0, -math.floor(math.log10(step) + 1e-9)) if step > 0 else 0


@dataclass
class _Axis:
    title: str = ""
    low: float | None = None
    high: float | None = None
    ticks: tuple[float, ...] | None = None
    label: Callable[[float], str] | None = None
    guides: tuple[float, ...] = ()  # lines across the plot (50%)


@dataclass
class _Layout:
    plot: QRectF
    x0: float
    x1: float
    y0: float
    y1: float
    legend: list[tuple[QRectF, str, int | str]] = field(default_factory=list)

    def at(self, x: float, y: float) -> QPointF:
        p = self.plot
        fx = 0.5 if self.x1 == self.x0 else (x - self.x0) / (self.x1 - self.x0)
        fy = 0.5 if self.y1 == self.y0 else (y - self.y0) / (self.y1 - self.y0)
        return QPointF(p.left() + fx * p.width(), p.bottom() - fy * p.height())


class LineChart(QWidget):
    """The chart. `pointClicked` brings (series, index) of a point clicked, or
    chosen with the arrow keys and Enter."""

    pointClicked = _Signal(int, int)

    def __init__(
        self,
        parent: QWidget | None = None,
        colours: Callable[[], ChartColours] = default_colours,
    ) -> None:
        super().__init__(parent)
        self.colours = colours
        self.follows_board_theme = True  # repainted when the board's theme changes
        self.series: list[Series] = []
        self.markers: list[Marker] = []
        self.styles: dict[str, MarkerStyle] = {}
        self.title = ""
        self.empty_text = ""
        self.x_axis = _Axis()
        self.y_axis = _Axis()
        self.selected: tuple[int, int] | None = None
        self.setMouseTracking(False)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMinimumSize(240, 150)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)

    # ----- contents --------------------------------------------------------------
    def set_series(self, series: Sequence[Series]) -> None:
        self.series = list(series)
        if self.selected is not None and not self._valid(*self.selected):
            self.selected = None
        self.update()

    def set_markers(self, markers: Sequence[Marker], styles: Mapping[str, MarkerStyle]) -> None:
        self.markers = [m for m in markers if self._valid(m.series, m.index)]
        self.styles = dict(styles)
        self.update()

    def set_x_axis(
        self,
        title: str = "",
        low: float | None = None,
        high: float | None = None,
        ticks: Sequence[float] | None = None,
        label: Callable[[float], str] | None = None,
        guides: Sequence[float] = (),
    ) -> None:
        """The x axis: its title, its range (None: the data's), its ticks (None:
        round values) and how a tick is written (None: `numbers.decimal`)."""
        self.x_axis = _Axis(title, low, high, None if ticks is None else tuple(ticks), label)
        self.x_axis.guides = tuple(guides)
        self.update()

    def set_y_axis(
        self,
        title: str = "",
        low: float | None = None,
        high: float | None = None,
        ticks: Sequence[float] | None = None,
        label: Callable[[float], str] | None = None,
        guides: Sequence[float] = (),
    ) -> None:
        """As `set_x_axis`; `guides` are values drawn across the plot (50%)."""
        self.y_axis = _Axis(title, low, high, None if ticks is None else tuple(ticks), label)
        self.y_axis.guides = tuple(guides)
        self.update()

    def set_title(self, title: str) -> None:
        self.title = title
        self.update()

    def set_empty_text(self, text: str) -> None:
        """What the chart says when it has no point."""
        self.empty_text = text
        self.update()

    def set_selected(self, point: tuple[int, int] | None) -> None:
        """Ring point (series, index), or none."""
        self.selected = point if point is not None and self._valid(*point) else None
        self.update()

    def clear(self) -> None:
        self.series = []
        self.markers = []
        self.selected = None
        self.update()

    def _valid(self, series: int, index: int) -> bool:
        return 0 <= series < len(self.series) and 0 <= index < len(self.series[series].points)

    @property
    def has_points(self) -> bool:
        return any(s.points for s in self.series)

    def sizeHint(self) -> QSize:
        return QSize(520, 240)

    # ----- geometry --------------------------------------------------------------
    def _range(self, axis: _Axis, values: list[float]) -> tuple[float, float]:
        low = axis.low if axis.low is not None else (min(values) if values else 0.0)
        high = axis.high if axis.high is not None else (max(values) if values else 1.0)
        if high < low:
            low, high = high, low
        return low, high

    def _ticks(self, axis: _Axis, low: float, high: float, most: int) -> list[float]:
        if axis.ticks is not None:
            return [t for t in axis.ticks if low - 1e-9 <= t <= high + 1e-9]
        return nice_ticks(low, high, most)

    def _label(self, axis: _Axis, ticks: Sequence[float]) -> Callable[[float], str]:
        if axis.label is not None:
            return axis.label
        places = _places(ticks)
        return lambda v: numbers.decimal(v, places)

    def _font(self, size: float, bold: bool = False) -> QFont:
        font = QFont(self.font())
        font.setPointSizeF(size)
        font.setBold(bold)
        return font

    def _layout(self, rect: QRectF) -> _Layout:
        xs = [x for s in self.series for x, _ in s.points]
        ys = [y for s in self.series for _, y in s.points]
        x0, x1 = self._range(self.x_axis, xs)
        y0, y1 = self._range(self.y_axis, ys)
        small = QFontMetricsF(self._font(self._small_size()))
        y_ticks = self._ticks(self.y_axis, y0, y1, 5)
        y_label = self._label(self.y_axis, y_ticks)
        label_w = max((small.horizontalAdvance(y_label(t)) for t in y_ticks), default=0.0)
        line = small.height()
        left = rect.left() + 8 + label_w + 6 + (line + 4 if self.y_axis.title else 0)
        right = rect.right() - 14
        top = rect.top() + 6
        if self.title:
            top += QFontMetricsF(self._font(self._small_size() + 1, True)).height() + 2
        legend = self._legend_items(small, QRectF(left, top, right - left, line))
        if legend:
            top = max(r.bottom() for r, _, _ in legend) + 6
        top += small.height() / 2  # the top tick's label
        bottom = rect.bottom() - 6 - line - 4 - (line + 2 if self.x_axis.title else 0)
        plot = QRectF(left, top, max(10.0, right - left), max(10.0, bottom - top))
        return _Layout(plot, x0, x1, y0, y1, legend)

    def _small_size(self) -> float:
        size = self.font().pointSizeF()
        return max(7.0, size - 1 if size > 0 else 8.0)

    def _legend_items(
        self, metrics: QFontMetricsF, first: QRectF
    ) -> list[tuple[QRectF, str, int | str]]:
        """The legend's entries, flowed in lines: (where, text, series index or marker kind)."""
        entries: list[tuple[str, int | str]] = [(s.name, i) for i, s in enumerate(self.series)]
        used = {m.kind for m in self.markers}
        entries += [(st.name, k) for k, st in self.styles.items() if k in used and st.name]
        out: list[tuple[QRectF, str, int | str]] = []
        x, y = first.left(), first.top()
        for text, key in entries:
            if not text:
                continue
            w = 26 + metrics.horizontalAdvance(text) + 14
            if x > first.left() and x + w > first.right():
                x, y = first.left(), y + metrics.height() + 2
            out.append((QRectF(x, y, w, metrics.height()), text, key))
            x += w
        return out

    def point_position(self, series: int, index: int) -> QPointF:
        """Where point `index` of `series` is drawn, in the widget's coordinates."""
        lay = self._layout(QRectF(self.rect()))
        x, y = self.series[series].points[index]
        return lay.at(x, y)

    def point_at(self, pos: QPointF) -> tuple[int, int] | None:
        """The point drawn nearest `pos` within reach of a click, if any (a
        marked point first: a marker is what a player aims at)."""
        lay = self._layout(QRectF(self.rect()))
        best: tuple[float, tuple[int, int]] | None = None
        marked = {(m.series, m.index) for m in self.markers}
        for si, s in enumerate(self.series):
            for pi, (x, y) in enumerate(s.points):
                p = lay.at(x, y)
                d = math.hypot(p.x() - pos.x(), p.y() - pos.y())
                reach = HIT_RADIUS + (3 if (si, pi) in marked else 0)
                if d <= reach:
                    key = (d - (3 if (si, pi) in marked else 0), (si, pi))
                    if best is None or key[0] < best[0]:
                        best = key
        return None if best is None else best[1]

    def tip_at(self, pos: QPointF) -> str:
        """The tooltip of what is at `pos`: the marker's and the point's."""
        hit = self.point_at(pos)
        if hit is None:
            return ""
        si, pi = hit
        lines = [m.tip for m in self.markers if (m.series, m.index) == hit and m.tip]
        tips = self.series[si].tips
        if pi < len(tips) and tips[pi]:
            lines.insert(0, tips[pi])
        return "\n".join(lines)

    # ----- events ------------------------------------------------------------------
    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        self.paint(painter, QRectF(self.rect()))
        painter.end()

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            hit = self.point_at(event.position())
            if hit is not None:
                self.set_selected(hit)
                self.pointClicked.emit(*hit)
                return
        super().mousePressEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        step = {Qt.Key.Key_Left: -1, Qt.Key.Key_Right: 1}.get(Qt.Key(key))
        if step is not None and self.has_points:
            si, pi = self.selected or (next(i for i, s in enumerate(self.series) if s.points), -1)
            pi = max(0, min(len(self.series[si].points) - 1, pi + step))
            self.set_selected((si, pi))
            return
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space) and self.selected:
            self.pointClicked.emit(*self.selected)
            return
        super().keyPressEvent(event)

    def event(self, e: QEvent) -> bool:
        if e.type() == QEvent.Type.ToolTip and isinstance(e, QHelpEvent):
            text = self.tip_at(QPointF(e.pos()))
            if text:
                QToolTip.showText(e.globalPos(), tooltip(text), self)
                return True
            # Away from the points: the chart's own tooltip, if it has one.
        return super().event(e)

    # ----- painting ----------------------------------------------------------------
    def render_image(self, width: int, height: int, scale: float = 1.0) -> QImage:
        """The chart as a picture `width` × `height` (in the chart's pixels; `scale`
        times more in the image, for sharp pictures on a web page)."""
        image = QImage(
            max(1, round(width * scale)), max(1, round(height * scale)), QImage.Format.Format_RGB32
        )
        image.fill(self.colours().background)
        painter = QPainter(image)
        painter.scale(scale, scale)
        self.paint(painter, QRectF(0, 0, width, height))
        painter.end()
        return image

    def render_png(self, width: int, height: int, scale: float = 1.0) -> bytes:
        data = QByteArray()
        buffer = QBuffer(data)
        buffer.open(QIODevice.OpenModeFlag.WriteOnly)
        QImageWriter(buffer, QByteArray(b"PNG")).write(self.render_image(width, height, scale))
        buffer.close()
        return bytes(data.data())

    def paint(self, painter: QPainter, rect: QRectF) -> None:
        """The whole chart into `rect` of `painter`."""
        c = self.colours()
        painter.setRenderHints(
            QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing
        )
        painter.fillRect(rect, c.background)
        small = self._font(self._small_size())
        if self.title:
            painter.setFont(self._font(self._small_size() + 1, True))
            painter.setPen(c.text)
            head = QRectF(rect.left() + 8, rect.top() + 4, rect.width() - 16, rect.height())
            painter.drawText(
                head, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop, self.title
            )
        lay = self._layout(rect)
        painter.setFont(small)
        self._paint_legend(painter, lay, c)
        painter.fillRect(lay.plot, c.plot)
        if not self.has_points:
            painter.setPen(c.text)
            painter.drawText(
                lay.plot, Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap, self.empty_text
            )
            return
        self._paint_axes(painter, lay, c)
        painter.save()
        painter.setClipRect(lay.plot.adjusted(-14, -14, 14, 14))
        for i, s in enumerate(self.series):
            self._paint_series(painter, lay, s, self._colour(i, c))
        self._paint_markers(painter, lay, c)
        if self.selected is not None:
            p = lay.at(*self.series[self.selected[0]].points[self.selected[1]])
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(c.selected, 2.5))
            painter.drawEllipse(p, 9.5, 9.5)
        painter.restore()

    def _colour(self, i: int, c: ChartColours) -> QColor:
        s = self.series[i]
        return s.colour if s.colour is not None else c.series[i % len(c.series)]

    def _paint_legend(self, painter: QPainter, lay: _Layout, c: ChartColours) -> None:
        for r, text, key in lay.legend:
            mid = QPointF(r.left() + 11, r.center().y())
            if isinstance(key, int):
                pen = QPen(self._colour(key, c), 2.5)
                if self.series[key].dashed:
                    pen.setStyle(Qt.PenStyle.DashLine)
                painter.setPen(pen)
                painter.drawLine(QPointF(r.left(), mid.y()), QPointF(r.left() + 22, mid.y()))
            else:
                self._paint_marker(painter, mid, self.styles[key], c, with_label=False)
            painter.setPen(c.text)
            painter.drawText(
                QRectF(r.left() + 26, r.top(), r.width() - 26, r.height()),
                Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                text,
            )

    def _paint_axes(self, painter: QPainter, lay: _Layout, c: ChartColours) -> None:
        p = lay.plot
        metrics = QFontMetricsF(painter.font())
        y_ticks = self._ticks(self.y_axis, lay.y0, lay.y1, 5)
        y_label = self._label(self.y_axis, y_ticks)
        for t in y_ticks:
            y = lay.at(lay.x0, t).y()
            painter.setPen(QPen(c.grid, 1))
            painter.drawLine(QPointF(p.left(), y), QPointF(p.right(), y))
            painter.setPen(c.text)
            text = y_label(t)
            w = metrics.horizontalAdvance(text)
            painter.drawText(
                QRectF(p.left() - 6 - w, y - metrics.height() / 2, w, metrics.height()),
                Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                text,
            )
        most = max(2, int(p.width() // 70))
        x_ticks = self._ticks(self.x_axis, lay.x0, lay.x1, most)
        if len(x_ticks) > most + 1:  # given ticks, too many for the width: every k-th
            k = math.ceil(len(x_ticks) / (most + 1))
            x_ticks = x_ticks[::k]
        x_label = self._label(self.x_axis, x_ticks)
        for t in x_ticks:
            x = lay.at(t, lay.y0).x()
            painter.setPen(QPen(c.grid, 1))
            painter.drawLine(QPointF(x, p.top()), QPointF(x, p.bottom()))
            painter.setPen(c.text)
            text = x_label(t)
            w = metrics.horizontalAdvance(text)
            painter.drawText(
                QRectF(x - w / 2 - 2, p.bottom() + 4, w + 4, metrics.height()),
                Qt.AlignmentFlag.AlignCenter,
                text,
            )
        for g in self.y_axis.guides:
            if lay.y0 <= g <= lay.y1:
                y = lay.at(lay.x0, g).y()
                painter.setPen(QPen(c.guide, 1.2, Qt.PenStyle.DashLine))
                painter.drawLine(QPointF(p.left(), y), QPointF(p.right(), y))
        painter.setPen(QPen(c.axis, 1.2))
        painter.drawLine(p.bottomLeft(), p.bottomRight())
        painter.drawLine(p.bottomLeft(), p.topLeft())
        painter.setPen(c.text)
        if self.x_axis.title:
            painter.drawText(
                QRectF(
                    p.left(), p.bottom() + 4 + metrics.height(), p.width(), metrics.height() + 2
                ),
                Qt.AlignmentFlag.AlignCenter,
                self.x_axis.title,
            )
        if self.y_axis.title:
            painter.save()
            x = p.left() - 6 - self._y_label_width(metrics, y_ticks) - 6
            painter.setWorldTransform(QTransform.fromTranslate(x, p.center().y()), True)
            painter.rotate(-90)
            title = metrics.elidedText(self.y_axis.title, Qt.TextElideMode.ElideRight, p.height())
            painter.drawText(
                QRectF(-p.height() / 2, -metrics.height(), p.height(), metrics.height()),
                Qt.AlignmentFlag.AlignCenter,
                title,
            )
            painter.restore()

    def _y_label_width(self, metrics: QFontMetricsF, ticks: Sequence[float]) -> float:
        label = self._label(self.y_axis, ticks)
        return max((metrics.horizontalAdvance(label(t)) for t in ticks), default=0.0)

    def _paint_series(self, painter: QPainter, lay: _Layout, s: Series, colour: QColor) -> None:
        points = [lay.at(x, y) for x, y in s.points]
        if not points:
            return
        pen = QPen(colour, 2.2)
        pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        if s.dashed:
            pen.setStyle(Qt.PenStyle.DashLine)
        painter.setPen(pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        if len(points) > 1:
            painter.drawPolyline(QPolygonF(points))
        painter.setPen(QPen(colour, 1.5))
        painter.setBrush(QBrush(colour) if not s.dashed else QBrush(self.colours().plot))
        for p in points:
            painter.drawEllipse(p, 2.6, 2.6)

    def _paint_markers(self, painter: QPainter, lay: _Layout, c: ChartColours) -> None:
        # Labels only where they have room: shape and colour tell the kinds apart anyway.
        labels = lay.plot.width() / max(1, len(self.markers)) >= 28
        for m in self.markers:
            style = self.styles.get(m.kind)
            if style is None:
                continue
            p = lay.at(*self.series[m.series].points[m.index])
            self._paint_marker(painter, p, style, c, with_label=labels)

    def _paint_marker(
        self,
        painter: QPainter,
        p: QPointF,
        style: MarkerStyle,
        c: ChartColours,
        with_label: bool = True,
    ) -> None:
        r = style.size / 2
        painter.setPen(QPen(c.marker_edge, 1.4))
        painter.setBrush(QBrush(style.colour))
        shape = style.shape
        if shape is MarkerShape.CIRCLE:
            painter.drawEllipse(p, r, r)
        elif shape is MarkerShape.SQUARE:
            painter.drawRect(QRectF(p.x() - r * 0.85, p.y() - r * 0.85, r * 1.7, r * 1.7))
        else:
            corners = {
                MarkerShape.DIAMOND: [(0, -r * 1.15), (r * 1.15, 0), (0, r * 1.15), (-r * 1.15, 0)],
                MarkerShape.TRIANGLE_UP: [(0, -r * 1.2), (r * 1.1, r * 0.8), (-r * 1.1, r * 0.8)],
                MarkerShape.TRIANGLE_DOWN: [
                    (0, r * 1.2),
                    (r * 1.1, -r * 0.8),
                    (-r * 1.1, -r * 0.8),
                ],
            }[shape]
            path = QPainterPath()
            path.addPolygon(QPolygonF([QPointF(p.x() + dx, p.y() + dy) for dx, dy in corners]))
            path.closeSubpath()
            painter.drawPath(path)
        if with_label and style.label:
            metrics = QFontMetricsF(painter.font())
            w = metrics.horizontalAdvance(style.label)
            below = shape is MarkerShape.TRIANGLE_DOWN
            y = p.y() + r + 2 if below else p.y() - r - 2 - metrics.height()
            box = QRectF(p.x() - w / 2 - 2, y, w + 4, metrics.height())
            painter.setPen(Qt.PenStyle.NoPen)
            bg = QColor(c.plot)
            bg.setAlpha(200)
            painter.setBrush(bg)
            painter.drawRoundedRect(box, 3, 3)
            painter.setPen(c.text)
            painter.drawText(box, Qt.AlignmentFlag.AlignCenter, style.label)


__all__ = [
    "ChartColours",
    "LineChart",
    "Marker",
    "MarkerShape",
    "MarkerStyle",
    "Series",
    "default_colours",
    "nice_ticks",
]
