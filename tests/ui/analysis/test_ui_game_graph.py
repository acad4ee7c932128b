"""The graph of an analysed game in the window (a click on a point shows its decision),
the panel that never shows a decision the board has left, the Game Over window that
steps aside, the numbering of moves, Export Analysis's file name, one game's summary."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from nardy_desktop.ai.analysis import Mark
from nardy_desktop.engine import Side, Variant
from nardy_desktop.ui.analysis import analysis_texts as at
from nardy_desktop.ui.analysis.game_graph import LUCKIEST, UNLUCKIEST, graph_points, luck_extremes

from tests.ui.analysis.test_ui_analysis import (
    CLOSED_BOARD,
    analyse,
    click_cell,
    hand_built,
    people_match,
)

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")


@pytest.fixture
def shown(window, qtbot):
    window.resize(1240, 860)
    window.show()
    qtbot.waitExposed(window)
    return window


def test_move_numbers_are_the_move_lists_rows():
    # White opened: turns 1 and 2 are move 1, turns 27 and 28 move 14.
    assert [at.move_number(t, s) for t, s in ((1, Side.WHITE), (2, Side.BLACK))] == [1, 1]
    assert at.move_number(28, Side.BLACK) == 14 and at.move_number(27, Side.WHITE) == 14
    # Black opened (a game from a position): its first turn is move 1, White's next is move 2.
    assert at.move_number(1, Side.BLACK) == 1 and at.move_number(2, Side.WHITE) == 2
    assert at.turn_name(28, Side.BLACK) == "move 14, Black"


def test_moves_are_written_in_the_numbering_the_board_shows():
    # Black's 24/18 in long nardy is White's 12/6; in backgammon White's 1/7.
    assert at.move_text("24/18 18/13", (Variant.LONG, Side.BLACK, Side.WHITE)) == "12/1"
    assert at.move_text("24/18", (Variant.BACKGAMMON, Side.BLACK, Side.WHITE)) == "1/7"
    assert at.move_text("bar/22* 6/off", (Variant.BACKGAMMON, Side.BLACK, Side.WHITE)) == (
        "bar/3* 19/off"
    )
    assert at.move_text("24/18 18/13", None) == "24/13"


@pytest.mark.slow
def test_the_graph_shows_the_game_and_a_click_on_a_point_shows_its_decision(shown, qtbot):
    w = shown
    people_match(w, turns=24)
    analyse(w, qtbot)
    manager = w.analysis
    graph = manager.panel.graph
    game = manager.analysis.games[0]
    assert graph.game is game and graph.isVisible() is manager.dock.isVisible()
    points = graph_points(game)
    assert [p.turn for p in points if p.roll is not None] == [r.turn for r in game.rolls]
    assert all(0.0 <= p.white_win <= 1.0 for p in points)
    # Each decision's point is the chance of the turn played, from White's side.
    for p in points:
        if p.decision is not None:
            win = p.decision.played_candidate.win
            assert p.white_win == pytest.approx(win if p.decision.side is Side.WHITE else 1 - win)
    # The marks and the luckiest and unluckiest rolls are on it.
    kinds = [m.kind for m in graph.markers]
    marked = [d for d in game.decisions if d.mark is not Mark.NONE]
    assert sorted(k for k in kinds if k not in (LUCKIEST, UNLUCKIEST)) == sorted(
        d.mark.value for d in marked
    )
    lucky, unlucky = luck_extremes(game)
    assert (LUCKIEST in kinds) == (lucky is not None) and (UNLUCKIEST in kinds) == (
        unlucky is not None
    )
    # A click on a marked decision's point shows it on the board and rings it.
    d = marked[-1]
    manager.dock.show()
    pos = graph.turn_position(d.turn)
    assert pos is not None
    qtbot.mouseClick(graph, Qt.MouseButton.LeftButton, pos=pos.toPoint())
    assert manager.shown == (d.game, d.turn) and w.view.showing_other_scene
    assert manager.panel.decision is d
    series = 0 if d.side is Side.WHITE else 1
    assert graph.selected is not None and graph.selected[0] == series
    assert graph.points[graph.selected[1]].decision is d
    tip = graph.tip_at(pos)
    assert at.turn_name(d.turn, d.side) in tip and at.mark_label(d.mark) in tip


def test_the_panel_is_cleared_when_the_board_leaves_the_decision(shown, qtbot):
    w = shown
    hand_built(w, CLOSED_BOARD, (4, 2), "6/2 4/2")
    analyse(w, qtbot)
    manager, panel = w.analysis, w.analysis.panel
    click_cell(qtbot, w.move_list, 0, 0)
    assert panel.decision is not None and panel.table.rowCount() == 6
    assert panel.title.text().startswith("Game 1, move 1: Anna (White) rolled 4-2")
    # Back to the game: the panel no longer shows the decision, nor its table.
    qtbot.mouseClick(panel.back_button, Qt.MouseButton.LeftButton)
    assert not w.view.showing_other_scene
    assert panel.decision is None and panel.table.rowCount() == 0
    assert panel.title.text() == "No decision shown" and not panel.back_button.isEnabled()
    # Shown again, then another part takes the board (the position editor): cleared too.
    click_cell(qtbot, w.move_list, 0, 0)
    assert panel.decision is not None
    w.position_editor.open()
    assert not w.view.showing_other_scene
    assert manager.shown is None and panel.decision is None
    w.position_editor.close()


def test_the_game_over_window_steps_aside_for_a_decision_and_comes_back(shown, qtbot):
    w = shown
    from tests.helpers import make

    ending = make("backgammon", {2: 1, 1: 1}, {19: 5, 20: 5, 21: 5})
    match = hand_built(w, ending, (2, 1), "2/off 1/off")
    assert match.games[0].is_over
    # A match of more than one point, so that the game's end asks for the next game.
    analyse(w, qtbot)
    dlg = w._game_over_dialog()
    dlg.show_result(lambda: ("Anna wins", "", ""), match_over=False)
    assert dlg.isVisible()
    click_cell(qtbot, w.move_list, 0, 0)
    assert w.analysis.shown == (1, 1)
    assert not dlg.isVisible()  # nothing over the board and the panel
    w.analysis.end_review()
    assert dlg.isVisible()


def test_export_is_named_after_the_match(shown, qtbot, tmp_path):
    w = shown
    w.keep_files(tmp_path)
    hand_built(w, CLOSED_BOARD, (4, 2), "6/2 4/2")
    analyse(w, qtbot)
    dlg = w.analysis.ask_export()
    assert dlg is not None
    name = w.analysis.export_file_name()
    assert name == w.files.suggested_name(".html")
    assert name.startswith("Anna – Boris, Backgammon, ") and name.endswith(".html")
    assert dlg.selectedFiles()[0].endswith(name)
    dlg.done(0)


def test_one_game_has_one_summary_table(shown, qtbot):
    w = shown
    hand_built(w, CLOSED_BOARD, (4, 2), "6/2 4/2")
    analyse(w, qtbot)
    dlg = w.analysis.show_summary()
    assert dlg is not None
    items = [dlg.scope.itemText(i) for i in range(dlg.scope.count())]
    assert items == ["Game 1 (to move 1)"] and not dlg.scope.isEnabled()
    assert dlg.marks.horizontalHeaderItem(1).text() == "Move"
    assert dlg.marks.item(0, 1).text() == "1"
    dlg.done(0)
