"""Position IDs in the real window, through the real clipboard: the editor pastes
GNU Backgammon IDs (with or without the Match ID), XGIDs and LN IDs as well as
position texts, and copies in each form; the evaluation panel copies the position
it shows, and rolls out its turns."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication

from nardy_desktop.controller import PlayerSpec
from nardy_desktop.engine import Position, SeededDice, Side, Variant
from nardy_desktop.engine.position_ids import Setup, gnubg_id, read_setup, xgid
from nardy_desktop.ui.board.position_copy import Form

from tests.helpers import make

PEOPLE = (PlayerSpec("Ann"), PlayerSpec("Bob"))

pytestmark = [
    pytest.mark.qt_log_ignore("does not support propagateSizeHints"),
    pytest.mark.usefixtures("isolated_settings"),
]


@pytest.fixture
def window(shown_window):
    return shown_window(size=(1300, 800))


def editor(w, qtbot, variant=Variant.LONG):
    w.start_match(variant, 3, PEOPLE, SeededDice(2))
    qtbot.waitUntil(lambda: w.controller.can_move and not w.view.busy, timeout=5000)
    w.position_editor.action.trigger()
    return w.position_editor


def paste(ed, text: str) -> None:
    QGuiApplication.clipboard().setText(text)
    ed.panel.paste_button.click()


def menu_forms(button) -> list[str]:
    button.menu_of_forms.aboutToShow.emit()
    return [a.data() for a in button.menu_of_forms.actions()]


def copy_by_menu(button, form: Form) -> str:
    (action,) = [a for a in button.menu_of_forms.actions() if a.data() == form.value]
    action.trigger()
    return QGuiApplication.clipboard().text()


BLOTS = make("backgammon", {6: 5, 8: 3, 13: 5, 24: 1}, {6: 4, 8: 3, 13: 5, 24: 2}, bar=(1, 1))


def test_the_editor_pastes_every_form(window, qtbot):
    ed = editor(window, qtbot)
    paste(ed, "4HPwATDgc/ABMA")
    assert ed.position == Position.start(Variant.BACKGAMMON) and ed.dice is None
    assert ed.panel.message.text() == "" and ed.panel.variant.currentIndex() == 1
    # With its Match ID: Black on roll with 5-2.
    paste(ed, "  " + gnubg_id(Setup(BLOTS.with_side(Side.BLACK), (5, 2), 5, (1, 3))) + "\n")
    assert ed.position == BLOTS.with_side(Side.BLACK) and ed.dice == (5, 2)
    assert ed.panel.movers[Side.BLACK].isChecked() and ed.panel.dice_on.isChecked()
    paste(ed, "XGID=-b----E-C---eE---c-e----B-:0:0:1:52:0:0:0:7:10")
    assert ed.position.side is Side.WHITE and ed.dice == (5, 2)
    paste(ed, "LN:AAAA/38AAID/Pw")
    assert ed.position == Position.start(Variant.LONG) and ed.dice is None
    assert ed.panel.variant.currentIndex() == 0


def test_a_bad_paste_keeps_the_position_and_shows_the_text_as_written(window, qtbot):
    w = window
    ed = editor(w, qtbot)
    before = ed.position
    paste(ed, "4HPwATDgc/ABM")  # a character short: quoted back as written
    message = ed.panel.message
    assert ed.position == before
    assert message.textFormat() == Qt.TextFormat.PlainText
    assert message.text().startswith("“4HPwATDgc/ABM” is not a position: paste a position text")
    # The status bar says it without the quote.
    assert w.statusBar().currentMessage().startswith("This is not a position: paste")
    paste(ed, "<b>bold</b> <a href='x'>link</a>")  # markup: not quoted at all
    assert message.text().startswith("This is not a position: paste")
    paste(ed, "x" * 5000)  # quoted shortened, on one line
    assert len(message.text()) < 400 and "\u2026" in message.text()
    paste(ed, "   ")
    assert message.text() == "The clipboard holds no text to read a position from."
    # An ID of a position the rules refuse says the rules' reason.
    paste(ed, "XGID=" + "-" * 26 + ":0:0:1:00:0:0:0:0:10")
    assert message.text() == "Both sides cannot have borne off all their checkers."
    assert ed.position == before


def test_the_editor_copies_in_each_form_and_each_reads_back(window, qtbot):
    ed = editor(window, qtbot, Variant.BACKGAMMON)
    ed.set_position(BLOTS.with_side(Side.BLACK), (6, 1))
    button = ed.panel.copy_button
    assert menu_forms(button) == ["text", "gnubg", "xgid"]
    texts = {form: copy_by_menu(button, form) for form in (Form.TEXT, Form.GNUBG, Form.XGID)}
    assert texts[Form.TEXT] == BLOTS.with_side(Side.BLACK).to_text()
    assert texts[Form.GNUBG] == gnubg_id(Setup(BLOTS.with_side(Side.BLACK), (6, 1)))
    assert texts[Form.XGID] == xgid(Setup(BLOTS.with_side(Side.BLACK), (6, 1)))
    assert ed.panel.message.text() == "Copied: " + texts[Form.XGID]
    for text in texts.values():
        ed.clear()
        paste(ed, text)
        assert ed.position == BLOTS.with_side(Side.BLACK)
    ed.panel.variant.setCurrentIndex(0)  # long nardy: the LN ID
    assert menu_forms(button) == ["text", "long_id"]
    ln = copy_by_menu(button, Form.LONG_ID)
    assert ln.startswith("LN:") and read_setup(ln).position == ed.position


def test_the_evaluation_panel_copies_the_game_with_its_match_and_rolls_out(window, qtbot):
    w = window
    w.start_match(Variant.BACKGAMMON, 5, PEOPLE, SeededDice(3))
    qtbot.waitUntil(lambda: w.controller.can_move and not w.view.busy, timeout=5000)
    panel = w.evaluation
    panel.show()
    qtbot.waitUntil(lambda: panel.result is not None, timeout=30000)
    game = w.controller.game
    assert menu_forms(panel.copy_button) == ["text", "gnubg", "xgid"]
    text = copy_by_menu(panel.copy_button, Form.GNUBG)
    setup = read_setup(text)
    assert setup.position == game.turn_start and setup.dice == game.dice
    assert setup.match_length == 5
    assert panel.copy_note.text() == "Copied: " + text
    assert read_setup(copy_by_menu(panel.copy_button, Form.XGID)).position == game.turn_start

    lines = list(panel.result)
    before_rows = panel.rows()
    qtbot.mouseClick(panel.rollout_button, Qt.MouseButton.LeftButton)
    dlg = panel.rollout_dialog
    assert dlg is not None and dlg.count.maximum() == len(lines)
    dlg.trials.setValue(2)
    dlg.truncate.setValue(1)
    dlg.count.setValue(2)
    with qtbot.waitSignal(dlg.rolledOut, timeout=120000):
        qtbot.mouseClick(dlg.start_button, Qt.MouseButton.LeftButton)
    rows = panel.rows()
    assert len(rows) == len(before_rows) + 2
    assert rows[0] == before_rows[0] and "\u00b1" in rows[1][2]
    assert rows[1][1] == "rollout \u00d72"
    assert panel.table.item(1, 1).toolTip().startswith("rollout, trials: 2, truncated after ply 1")
    assert rows[2] == before_rows[1] and "\u00b1" in rows[3][2]
