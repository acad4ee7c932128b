"""Each way a player replaces the match on the board, reached through the Game
menu as a player reaches it (New Match, Open Match, Set Up Position's Play
From Here), asks first when the match has turns a person played that are in
no file: Cancel keeps the match, Discard lets it go."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QDialogButtonBox, QFileDialog, QMessageBox

from nardy_desktop.engine import Variant
from nardy_desktop.ui.board.position_editor import PlayDialog

from tests.ui.files.test_resume_ui import TWO_PEOPLE, click, play_a_turn, saved_file, turns_played

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")

Button = QMessageBox.StandardButton


def game_action(window, text: str) -> QAction:
    """The Game menu's entry of that text (the English one)."""
    found = [a for a in window.game_menu.actions() if a.text() == text]
    assert len(found) == 1, [a.text() for a in window.game_menu.actions()]
    return found[0]


def unsaved_play(window, qtbot):
    """A match of two people with a turn played, in no file: the match."""
    c = window.controller
    c.new_match(Variant.LONG, 3, TWO_PEOPLE)
    play_a_turn(c, qtbot)
    assert window.files.would_lose_play()
    return c.match


def question(window) -> QMessageBox:
    box = window.files.save_question
    assert isinstance(box, QMessageBox) and box.isVisible()
    assert box.text() == "Save the match in progress first?"
    assert box.informativeText() == "If you do not save it, it is lost."
    return box


def new_match_from_the_menu(window, qtbot) -> None:
    game_action(window, "&New match\u2026").trigger()
    dlg = window.new_match_dialog
    assert dlg is not None and dlg.isVisible()
    dlg.buttons.button(QDialogButtonBox.StandardButton.Ok).click()


def open_from_the_menu(window, qtbot, path) -> None:
    game_action(window, "&Open Match\u2026").trigger()
    dlg = window.files.last_dialog
    assert isinstance(dlg, QFileDialog) and dlg.isVisible()
    dlg.selectFile(str(path))
    with qtbot.waitSignal(window.files.opened, timeout=20000) as read:
        dlg.accept()  # the file is read on a worker thread
    assert read.args == [True]


def play_from_here_from_the_menu(window, qtbot) -> None:
    game_action(window, "Set &Up Position\u2026").trigger()
    editor = window.position_editor
    assert editor.is_open
    editor.panel.play_button.click()
    dlg = editor.play_dialog
    assert isinstance(dlg, PlayDialog) and dlg.isVisible()
    dlg.buttons.button(QDialogButtonBox.StandardButton.Ok).click()


def test_new_match_from_the_menu_asks_before_replacing_unsaved_play(window, qtbot):
    mine = unsaved_play(window, qtbot)
    new_match_from_the_menu(window, qtbot)
    click(question(window), Button.Cancel)
    assert window.controller.match is mine and window.files.save_question is None
    new_match_from_the_menu(window, qtbot)
    click(question(window), Button.Discard)
    c = window.controller
    assert c.match is not mine and turns_played(c.match) == 0


def test_open_match_from_the_menu_asks_before_replacing_unsaved_play(window, qtbot, tmp_path):
    mine = unsaved_play(window, qtbot)
    other = saved_file(tmp_path)
    open_from_the_menu(window, qtbot, other)
    click(question(window), Button.Cancel)
    assert window.controller.match is mine and window.files.current_path is None
    open_from_the_menu(window, qtbot, other)
    click(question(window), Button.Discard)
    c = window.controller
    assert c.match is not mine and c.match.variant is Variant.BACKGAMMON
    assert window.files.current_path == other


def test_play_from_here_from_the_menu_asks_before_replacing_unsaved_play(window, qtbot):
    mine = unsaved_play(window, qtbot)
    position = window.controller.game.turn_start
    play_from_here_from_the_menu(window, qtbot)
    click(question(window), Button.Cancel)
    assert window.controller.match is mine and window.files.save_question is None
    play_from_here_from_the_menu(window, qtbot)
    click(question(window), Button.Discard)
    c = window.controller
    assert c.match is not mine and c.match.start == position
    assert not window.position_editor.is_open  # the new match shows on the board
