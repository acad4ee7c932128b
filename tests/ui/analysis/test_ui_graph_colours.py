"""The graph's markers and the game browser's board follow the board's theme:
every marker reads on its theme's plot, and the browser's board stands on the
theme's own background."""

from __future__ import annotations

import pytest

from nardy_desktop.ai.analysis import Mark
from nardy_desktop.ui.analysis.analysis_texts import mark_colour
from nardy_desktop.ui.analysis.game_browser import BoardPicture
from nardy_desktop.ui.analysis.game_graph import chart_theme, marker_styles
from nardy_desktop.ui.board import themes
from nardy_desktop.ui.board.chart_colours import COLOURS, chart_colours
from nardy_desktop.ui.common.palette import contrast

from tests.ui.analysis.test_ui_analysis import CLOSED_BOARD, analyse, hand_built

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")


@pytest.fixture
def theme_back():
    yield
    themes.set_current(themes.DEFAULT)


@pytest.mark.parametrize("theme", sorted(themes.THEMES))
def test_every_marker_reads_on_its_themes_plot(qapp, theme):
    plot = COLOURS[theme].plot
    styles = marker_styles(theme=theme)
    for kind, style in styles.items():
        assert contrast(style.colour, plot) >= 3.0, (theme, kind)
    assert len({s.colour.name() for s in styles.values()}) == len(styles)  # told apart
    assert chart_theme(chart_colours(themes.THEMES[theme])) == theme


def test_the_graphs_markers_take_the_theme_chosen(window, qtbot, theme_back):
    w = window
    w.resize(1240, 860)
    w.show()
    qtbot.waitExposed(w)
    hand_built(w, CLOSED_BOARD, (4, 2), "6/2 4/2")
    w.theme_menu.choose("wood", remember=False)
    analyse(w, qtbot)
    graph = w.analysis.panel.graph
    assert any(m.kind == Mark.BLUNDER.value for m in graph.markers)
    for theme in ("light", "contrast", "wood"):
        w.theme_menu.choose(theme, remember=False)
        graph.grab()  # drawn as the window draws it
        blunder = graph.styles[Mark.BLUNDER.value].colour
        assert blunder == mark_colour(Mark.BLUNDER, theme)
        assert contrast(blunder, chart_colours().plot) >= 3.0
        assert contrast(graph.styles[Mark.DOUBTFUL.value].colour, chart_colours().plot) >= 3.0


def test_the_browsers_board_stands_on_the_themes_background(qtbot, theme_back):
    themes.set_current("light")
    picture = BoardPicture()
    qtbot.addWidget(picture)
    picture.set_position(CLOSED_BOARD, (4, 2))
    assert picture.backgroundBrush().color() == themes.LIGHT.background
    themes.set_current("contrast")
    assert picture.backgroundBrush().color() == themes.CONTRAST.background
