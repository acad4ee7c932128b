"""The tutor in the real window: a blunder is questioned before it counts, the
best move is not; Take Back and Play It Anyway; off by default, kept in the settings."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from nardy_desktop.controller import Phase, PlayerSpec
from nardy_desktop.engine import SeededDice, Side, legal_turns
from nardy_desktop.ui.analysis.tutor import Verdict
from nardy_desktop.ui.common import texts
from nardy_desktop.ui.window.main_window import MainWindow

from tests.helpers import make

PEOPLE = (PlayerSpec("Ann"), PlayerSpec("Bob"))
# White closes its board with Black on the bar: with 4-2, breaking the board is a blunder,
# 9/5 8/6 keeps it closed.
CLOSED = make(
    "backgammon",
    {1: 2, 2: 2, 3: 2, 4: 2, 5: 2, 6: 2, 8: 2, 9: 1},
    {1: 3, 2: 3, 3: 3, 4: 2, 5: 2, 6: 1},
    bar=(0, 1),
)
BEST = "9/5 8/6"
BLUNDER = "6/2 4/2"

pytestmark = [
    pytest.mark.qt_log_ignore("does not support propagateSizeHints"),
    pytest.mark.usefixtures("isolated_settings"),
]


@pytest.fixture
def window(shown_window):
    return shown_window(size=(1200, 800))


def at_closed_board(w, qtbot, warn: bool = True):
    if warn != w.tutor.enabled:
        w.tutor.warn_action.trigger()
    w.controller.new_match("backgammon", 1, PEOPLE, SeededDice(1), start=CLOSED, opening=(4, 2))
    qtbot.waitUntil(lambda: w.controller.can_move and not w.view.busy, timeout=5000)


def play(w, qtbot, move: str) -> None:
    c = w.controller
    (turn,) = [t for t in legal_turns(c.game.turn_start, c.game.dice) if t.text == move]
    for step in turn.steps:
        assert c.try_move(step.frm, step.to)
    qtbot.waitUntil(lambda: not w.view.busy, timeout=5000)
    qtbot.mouseClick(w.finish_button, Qt.MouseButton.LeftButton)  # Done


def counts(w) -> dict:
    return {loc: len(items) for loc, items in w.view.stacks.items()}


def test_the_tutor_is_off_by_default_and_a_blunder_counts_at_once(window, qtbot):
    w = window
    assert not w.tutor.enabled and not w.tutor.warn_action.isChecked()
    assert w.tutor.warn_action in w.options_menu.actions()
    at_closed_board(w, qtbot, warn=False)
    play(w, qtbot, BLUNDER)
    assert w.controller.game.history[-1].text == BLUNDER
    assert w.tutor.box is None


def test_a_blunder_is_questioned_and_take_back_returns_the_checkers(window, qtbot):
    w = window
    c = w.controller
    at_closed_board(w, qtbot)
    before = counts(w)
    play(w, qtbot, BLUNDER)
    qtbot.waitUntil(lambda: w.tutor.box is not None and w.tutor.box.isVisible(), timeout=20000)
    box = w.tutor.box
    assert c.phase is Phase.REVIEWING and c.game.history == []  # not committed yet
    assert not c.can_move and not c.can_finish  # nothing moves while the question is open
    verdict = w.tutor.verdict
    assert verdict.mark == "blunder" and verdict.lost > 0.16
    best = texts.moves_text(verdict.best)
    assert best == BEST
    percent = f"{100 * verdict.win_lost:.0f}"
    assert box.text() == f"This turn loses {percent}% winning chance; the best is {BEST}."
    assert int(percent) > 20
    assert "a blunder" in box.informativeText()
    assert w.tutor.play_button.text() == "&Play It Anyway"
    qtbot.mouseClick(w.tutor.back_button, Qt.MouseButton.LeftButton)  # Take Back
    qtbot.waitUntil(lambda: c.can_move and not w.view.busy, timeout=5000)
    game = c.game
    assert game.steps == [] and game.history == []
    assert game.dice == (4, 2) and sorted(game.remaining_dice) == [2, 4]  # still to play
    assert game.position == CLOSED
    assert counts(w) == before  # the checkers are back where the turn began
    assert w.tutor.box is None
    # The best move then counts at once, with no question.
    play(w, qtbot, BEST)
    qtbot.waitUntil(lambda: bool(game.history), timeout=20000)
    assert game.history[-1].text == BEST
    assert w.tutor.box is None and w.tutor.verdict.mark == "none"


def test_the_best_move_is_not_questioned(window, qtbot):
    w = window
    at_closed_board(w, qtbot)
    play(w, qtbot, BEST)
    qtbot.waitUntil(lambda: bool(w.controller.game.history), timeout=20000)
    assert w.tutor.box is None
    assert w.controller.game.history[-1].text == BEST
    assert w.tutor.verdict.lost == 0.0


def test_play_it_anyway_plays_the_blunder(window, qtbot):
    w = window
    c = w.controller
    at_closed_board(w, qtbot)
    play(w, qtbot, BLUNDER)
    qtbot.waitUntil(lambda: w.tutor.box is not None, timeout=20000)
    qtbot.mouseClick(w.tutor.play_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: bool(c.game.history), timeout=5000)
    assert c.game.history[-1].text == BLUNDER
    assert c.game.side_to_move is Side.BLACK


def test_the_threshold_blunder_lets_a_mistake_pass(window, qtbot):
    w = window
    c = w.controller
    asked = []

    def mistake(before, dice, after, away, cancel=None):
        asked.append(after)
        return Verdict(0.1, 0.04, "mistake", legal_turns(before, dice)[0].steps)

    w.tutor.judge = mistake
    at_closed_board(w, qtbot)
    assert w.tutor.threshold == "mistake"
    w.tutor.threshold_actions["blunder"].trigger()
    assert w.settings.value("tutor/threshold") == "blunder"
    play(w, qtbot, BLUNDER)
    qtbot.waitUntil(lambda: bool(c.game.history), timeout=5000)
    assert asked and w.tutor.box is None  # judged a mistake: below the threshold
    # With the threshold at mistakes, the same judgement is questioned.
    w.tutor.threshold_actions["mistake"].trigger()
    w.controller.new_match("backgammon", 1, PEOPLE, SeededDice(1), start=CLOSED, opening=(4, 2))
    qtbot.waitUntil(lambda: c.can_move and not w.view.busy, timeout=5000)
    play(w, qtbot, BLUNDER)
    qtbot.waitUntil(lambda: w.tutor.box is not None, timeout=5000)
    assert "a mistake" in w.tutor.box.informativeText()


def test_the_choice_is_kept_for_the_next_start(window, qtbot):
    w = window
    w.tutor.warn_action.trigger()
    w.tutor.threshold_actions["blunder"].trigger()
    again = MainWindow()
    qtbot.addWidget(again)
    assert again.tutor.enabled and again.tutor.threshold == "blunder"
    again.controller.shutdown()


def test_a_new_match_closes_the_question_and_a_failed_judgement_lets_the_turn_count(window, qtbot):
    w = window
    c = w.controller
    at_closed_board(w, qtbot)
    play(w, qtbot, BLUNDER)
    qtbot.waitUntil(lambda: w.tutor.box is not None, timeout=20000)
    w.controller.new_match("backgammon", 1, PEOPLE, SeededDice(1), start=CLOSED, opening=(4, 2))
    qtbot.waitUntil(lambda: c.can_move, timeout=5000)
    assert w.tutor.box is None

    def broken(*args, **kw):
        raise RuntimeError("no network")

    w.tutor.judge = broken
    play(w, qtbot, BLUNDER)
    qtbot.waitUntil(lambda: bool(c.game.history), timeout=5000)
    assert c.game.history[-1].text == BLUNDER and w.tutor.box is None
