"""The new screens follow a switch of language while they are open: the editor and
its refusal, the Play From Here dialog, the tutor's question, the evaluation panel.
A translator of our own (every text of these screens in capitals) stands in for
the catalogues, so that the test sees each text built again in the new language."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, QTranslator

from nardy_desktop.ai.base import RandomPlayer
from nardy_desktop.controller import PlayerSpec
from nardy_desktop.engine import SeededDice, Side, legal_turns
from nardy_desktop.ui.window.main_window import MainWindow

from tests.helpers import make

CONTEXTS = ("Tutor", "PositionEditor", "EditorPanel", "PlayDialog", "EvaluationPanel")
PEOPLE = (PlayerSpec("Ann"), PlayerSpec("Bob"))

pytestmark = [
    pytest.mark.qt_log_ignore("does not support propagateSizeHints"),
    pytest.mark.usefixtures("isolated_settings"),
]


class Capitals(QTranslator):
    def translate(self, context, source, disambiguation=None, n=-1):  # noqa: ARG002
        return source.upper() if context in CONTEXTS else None

    def isEmpty(self) -> bool:  # Qt sends no LanguageChange for an empty translator
        return False


@pytest.fixture
def window(qtbot):
    w = MainWindow()
    w.set_speed("off")
    c = w.controller
    c.min_think_ms = 0
    c.player_factory = lambda level: RandomPlayer(seed=1)
    qtbot.addWidget(w)
    w.show()
    qtbot.waitExposed(w)
    yield w
    c.shutdown()


@pytest.fixture
def capitals(qapp):
    t = Capitals()
    yield lambda: QCoreApplication.installTranslator(t)
    QCoreApplication.removeTranslator(t)


def test_the_editor_and_its_dialog_follow_a_switch(window, qtbot, capitals):
    w = window
    w.start_match("long", 1, PEOPLE, SeededDice(1))
    qtbot.waitUntil(lambda: w.controller.can_move, timeout=5000)
    ed = w.position_editor
    ed.open()
    ed.set_colour(Side.BLACK)
    ed.board_clicked(("p", 24), False)  # refused: White's head
    assert ed.panel.message.text() == "A point cannot hold checkers of both colours."
    dlg = ed.ask_play()
    capitals()
    qtbot.waitUntil(lambda: ed.dock.windowTitle() == "SET UP POSITION", timeout=5000)
    assert ed.panel.message.text() == "A POINT CANNOT HOLD CHECKERS OF BOTH COLOURS."
    assert ed.dock.windowTitle() == "SET UP POSITION"
    assert ed.panel.play_button.text() == "PLAY &FROM HERE\u2026"
    assert ed.panel.trays[0].text() == "WHITE: 0 OF 15 LEFT"
    assert ed.action.text() == "SET &UP POSITION\u2026"
    assert dlg.windowTitle() == "PLAY FROM HERE"
    dlg.reject()


def test_the_tutors_question_and_the_panel_follow_a_switch(window, qtbot, capitals):
    w = window
    c = w.controller
    closed = make(
        "backgammon",
        {1: 2, 2: 2, 3: 2, 4: 2, 5: 2, 6: 2, 8: 2, 9: 1},
        {1: 3, 2: 3, 3: 3, 4: 2, 5: 2, 6: 1},
        bar=(0, 1),
    )
    w.tutor.warn_action.trigger()
    c.new_match("backgammon", 1, PEOPLE, SeededDice(1), start=closed, opening=(4, 2))
    qtbot.waitUntil(lambda: c.can_move, timeout=5000)
    w.evaluation.show()
    qtbot.waitUntil(lambda: w.evaluation.result is not None, timeout=20000)
    (turn,) = [t for t in legal_turns(closed, (4, 2)) if t.text == "6/2 4/2"]
    for step in turn.steps:
        c.try_move(step.frm, step.to)
    c.finish_turn()
    qtbot.waitUntil(lambda: w.tutor.box is not None, timeout=20000)
    capitals()
    qtbot.waitUntil(lambda: w.evaluation.windowTitle() == "EVALUATION", timeout=5000)
    box = w.tutor.box
    assert box.text().startswith("THIS TURN LOSES ") and box.text().endswith("9/5 8/6.")
    assert w.tutor.back_button.text() == "&TAKE BACK"
    assert w.tutor.warn_action.text() == "&WARN ME BEFORE A MISTAKE"
    assert w.evaluation.heading.text() == "White TO PLAY 4-2."  # (the side: another context)
    assert w.evaluation.windowTitle() == "EVALUATION"
