"""The side panel speaks of what the board shows: a decision looked back at, or the game."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF

from nardy_desktop.engine import Side

from tests.ui.analysis.test_ui_analysis import (
    CLOSED_BOARD,
    analyse,
    click_board,
    click_cell,
    hand_built,
)

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")


def panel_lines(w) -> list[str]:
    p = w.score_panel
    return [p.game_label.text(), p.turn_label.text()] + [
        label.text() for label in (*p.pips, *p.turn_marks)
    ]


def pips_shown(w) -> list[int]:
    return [int(label.text().rsplit("\u00a0", 1)[-1]) for label in w.score_panel.pips]


def test_the_panel_shows_the_decisions_pips_while_it_is_on_the_board(window, qtbot):
    w = window
    w.resize(1240, 860)
    w.show()
    qtbot.waitExposed(w)
    match = hand_built(w, CLOSED_BOARD, (4, 2), "6/2 4/2")
    live = match.game.position
    white_seat = 0 if match.side_of(0) is Side.WHITE else 1
    sides = [Side.WHITE, Side.BLACK] if white_seat == 0 else [Side.BLACK, Side.WHITE]
    analyse(w, qtbot)
    before = panel_lines(w)
    assert pips_shown(w) == [live.pip_count(s) for s in sides]
    assert "to roll" in w.score_panel.turn_label.text()

    click_cell(qtbot, w.move_list, 0, 0)
    assert w.analysis.shown == (1, 1)
    assert pips_shown(w) == [CLOSED_BOARD.pip_count(s) for s in sides]
    assert pips_shown(w) != [live.pip_count(s) for s in sides]
    assert w.score_panel.game_label.text() == "Reviewing game 1, move 1"
    assert not w.score_panel.turn_label.isVisible()  # nobody is "to roll" on this board
    assert w.score_panel.turn_marks[white_seat].text() == "\u25b6"  # White was to play

    click_board(qtbot, w.view, QPointF(500, 342))  # back to the game
    assert not w.view.showing_other_scene
    assert panel_lines(w) == before
