"""The line chart: points where the axes put them, clicks on points, markers with their
tooltips, figures in the language, colours readable in each board theme, a picture."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QLocale, QPoint, QPointF, Qt
from PySide6.QtGui import QColor, QImage

from nardy_desktop.ui.board import themes
from nardy_desktop.ui.board.chart_colours import COLOURS, chart_colours
from nardy_desktop.ui.common.line_chart import (
    LineChart,
    Marker,
    MarkerShape,
    MarkerStyle,
    Series,
    nice_ticks,
)
from nardy_desktop.ui.common.palette import contrast

STYLES = {
    "bad": MarkerStyle(MarkerShape.DIAMOND, QColor("#ff6f61"), label="??", name="blunder"),
    "lucky": MarkerStyle(MarkerShape.TRIANGLE_UP, QColor("#7ee081"), name="lucky roll"),
}


@pytest.fixture
def chart(qtbot):
    c = LineChart(colours=chart_colours)
    qtbot.addWidget(c)
    c.resize(600, 300)
    c.set_series(
        [
            Series("Anna", ((1, 0.5), (2, 0.7), (3, 0.9)), tips=("a1", "a2", "a3")),
            Series("Boris", ((1, 0.5), (2, 0.3), (3, 0.1)), dashed=True),
        ]
    )
    c.set_y_axis("Winning chance", 0.0, 1.0, guides=(0.5,))
    c.set_x_axis("Move")
    c.set_markers([Marker(1, 1, "bad", "Boris: blunder"), Marker(0, 2, "lucky", "6-6")], STYLES)
    c.show()
    qtbot.waitExposed(c)
    return c


def test_nice_ticks_are_round_and_cover_the_range():
    assert nice_ticks(0, 1, 5) == [0.0, 0.2, 0.4, 0.6, 0.8, 1.0]
    assert nice_ticks(1, 28, 6) == [5, 10, 15, 20, 25]
    assert nice_ticks(-0.37, 0.81, 6) == pytest.approx([-0.2, 0.0, 0.2, 0.4, 0.6, 0.8])


def test_points_lie_where_the_axes_put_them(chart):
    a = [chart.point_position(0, i) for i in range(3)]
    b = [chart.point_position(1, i) for i in range(3)]
    assert a[0] == b[0]  # the same (x, y)
    assert a[0].x() < a[1].x() < a[2].x()
    assert a[0].y() > a[1].y() > a[2].y()  # higher chance, higher on the screen
    assert abs((a[1].y() + b[1].y()) / 2 - a[0].y()) < 0.5  # 0.7 and 0.3 about 0.5
    assert chart.rect().contains(a[2].toPoint()) and chart.rect().contains(b[2].toPoint())


def test_a_click_on_a_point_says_which_and_rings_it(chart, qtbot):
    target = chart.point_position(1, 2)
    with qtbot.waitSignal(chart.pointClicked) as got:
        qtbot.mouseClick(chart, Qt.MouseButton.LeftButton, pos=target.toPoint() + QPoint(3, -2))
    assert got.args == [1, 2]
    assert chart.selected == (1, 2)
    # Far from every point: nothing.
    with qtbot.assertNotEmitted(chart.pointClicked):
        qtbot.mouseClick(chart, Qt.MouseButton.LeftButton, pos=QPoint(300, 5))


def test_the_arrow_keys_choose_a_point_and_enter_goes_to_it(chart, qtbot):
    chart.set_selected((0, 0))
    qtbot.keyClick(chart, Qt.Key.Key_Right)
    assert chart.selected == (0, 1)
    with qtbot.waitSignal(chart.pointClicked) as got:
        qtbot.keyClick(chart, Qt.Key.Key_Return)
    assert got.args == [0, 1]


def test_markers_and_points_have_their_tooltips(chart):
    assert chart.tip_at(chart.point_position(1, 1)) == "Boris: blunder"
    assert chart.tip_at(chart.point_position(0, 2)) == "a3\n6-6"
    assert chart.tip_at(QPointF(3, 3)) == ""
    # A marker on a point that does not exist is left out.
    chart.set_markers([Marker(0, 9, "bad"), Marker(5, 0, "bad")], STYLES)
    assert chart.markers == []


def test_the_axes_write_their_figures_in_the_language(chart):
    drawn: list[str] = []
    real = chart._label

    def spy(axis, ticks):
        label = real(axis, ticks)
        return lambda v: drawn.append(label(v)) or drawn[-1]

    chart._label = spy
    QLocale.setDefault(QLocale(QLocale.Language.French, QLocale.Country.France))
    try:
        chart.render_image(600, 300)
    finally:
        QLocale.setDefault(QLocale(QLocale.Language.English, QLocale.Country.UnitedStates))
    assert "0,2" in drawn and "0.2" not in drawn


@pytest.mark.parametrize("key", sorted(themes.THEMES))
def test_each_theme_keeps_the_chart_readable(key):
    c = COLOURS[key]
    assert chart_colours(themes.THEMES[key]) is c
    assert contrast(c.text, c.plot) >= 4.5 and contrast(c.text, c.background) >= 4.5
    for colour in c.series[:2]:
        assert contrast(colour, c.plot) >= 3.0, colour.name()
    # The two players' lines differ in lightness, not only in hue.
    assert contrast(c.series[0], c.series[1]) >= 1.5
    assert contrast(c.selected, c.plot) >= 3.0


def test_the_chart_follows_the_theme_chosen(chart):
    try:
        themes.set_current("light")
        light = chart.render_image(200, 100).pixelColor(2, 2)
        themes.set_current("contrast")
        dark = chart.render_image(200, 100).pixelColor(2, 2)
    finally:
        themes.set_current("wood")
    assert light == COLOURS["light"].background and dark == COLOURS["contrast"].background


def test_the_picture_shows_the_lines_and_a_png_is_written(chart, tmp_path):
    image = chart.render_image(600, 300)
    colour = COLOURS[themes.current().key].series[0]
    p = chart.point_position(0, 1)  # the widget is 600 × 300: the same layout
    near = [
        image.pixelColor(round(p.x()) + dx, round(p.y()) + dy)
        for dx in range(-2, 3)
        for dy in range(-2, 3)
    ]
    assert any(abs(q.red() - colour.red()) + abs(q.green() - colour.green()) < 40 for q in near)
    png = chart.render_png(300, 150, scale=2)
    assert png.startswith(b"\x89PNG")
    back = QImage.fromData(png)
    assert (back.width(), back.height()) == (600, 300)


def test_an_empty_chart_says_so(qtbot):
    c = LineChart()
    qtbot.addWidget(c)
    c.set_empty_text("Nothing analysed yet")
    assert not c.has_points
    assert c.point_at(QPointF(10, 10)) is None
    c.render_image(300, 150)  # paints without a point
