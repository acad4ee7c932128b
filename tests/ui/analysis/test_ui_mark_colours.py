"""The analysis's colours follow the board's theme: marks readable on each theme's
lists, a still board's pictures on the theme's own background."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QColor, QImage

from nardy_desktop.ai.analysis import Mark
from nardy_desktop.ui.analysis.analysis_board import ReviewScene, render_png
from nardy_desktop.ui.analysis.analysis_texts import mark_colour
from nardy_desktop.ui.board import themes
from nardy_desktop.ui.common.palette import PALETTES, Role, contrast

from tests.ui.analysis.test_ui_analysis import CLOSED_BOARD, analyse, hand_built

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")

MARKS = (Mark.DOUBTFUL, Mark.MISTAKE, Mark.BLUNDER)


@pytest.fixture
def theme_back():
    yield
    themes.set_current(themes.DEFAULT)


@pytest.mark.parametrize("theme", sorted(themes.THEMES))
def test_each_mark_reads_on_the_rows_of_each_theme(theme):
    colours = PALETTES[theme][0]
    for mark in (Mark.NONE, *MARKS):
        for row in (Role.Base, Role.AlternateBase, Role.Window):
            assert contrast(mark_colour(mark, theme), QColor(colours[row])) >= 4.5, (mark, row)
    # and the marks are told apart from the plain text by more than their symbols
    plain = mark_colour(Mark.NONE, theme)
    assert all(mark_colour(m, theme) != plain for m in MARKS)


def test_the_move_lists_mark_takes_the_colour_of_the_theme_chosen(window, qtbot, theme_back):
    w = window
    w.show()
    qtbot.waitExposed(w)
    hand_built(w, CLOSED_BOARD, (4, 2), "6/2 4/2")
    w.theme_menu.choose("wood", remember=False)
    analyse(w, qtbot)
    item = w.move_list.item(0, 0)
    assert item.text().endswith("??")
    assert item.foreground().color() == mark_colour(Mark.BLUNDER, "wood")
    for theme in ("light", "contrast"):
        w.theme_menu.choose(theme, remember=False)
        shown = w.move_list.item(0, 0).foreground().color()
        assert shown == mark_colour(Mark.BLUNDER, theme)
        base = w.move_list.palette().color(Role.Base)
        assert contrast(shown, base) >= 4.5


@pytest.mark.parametrize("theme", sorted(themes.THEMES))
def test_a_still_board_is_pictured_on_its_themes_background(qapp, theme, theme_back):
    themes.set_current(theme)
    scene = ReviewScene(CLOSED_BOARD, (4, 2), None, None, caption=("Game 1, move 1",))
    image = QImage.fromData(render_png(scene, 400))
    assert image.pixelColor(0, 0) == themes.current().background
    plate = next(i for i in scene.items() if i.zValue() == 250)
    text = next(i for i in scene.items() if i.zValue() == 251)
    assert contrast(text.brush().color(), plate.brush().color()) >= 4.5
