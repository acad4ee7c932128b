"""The evaluation panel in the real window: the hint list of the dice rolled,
the chances before the roll, following the game, hidden, and off the UI thread."""

from __future__ import annotations

import threading

import pytest
from PySide6.QtCore import Qt

from nardy_desktop.ai.match_equity import scorer
from nardy_desktop.ai.players import player_for_level
from nardy_desktop.controller import Phase, PlayerSpec
from nardy_desktop.engine import SeededDice, Side, Variant
from nardy_desktop.ui.analysis.evaluation_panel import Before, Request, TurnLine, evaluate_request
from nardy_desktop.ui.common import texts
from nardy_desktop.ui.window.main_window import MainWindow

PEOPLE = (PlayerSpec("Ann"), PlayerSpec("Bob"))

pytestmark = [
    pytest.mark.qt_log_ignore("does not support propagateSizeHints"),
    pytest.mark.usefixtures("isolated_settings"),
]


@pytest.fixture
def window(shown_window):
    return shown_window(size=(1200, 800))


def start(w, qtbot, variant=Variant.BACKGAMMON, seed=3):
    w.start_match(variant, 1, PEOPLE, SeededDice(seed))
    qtbot.waitUntil(lambda: w.controller.can_move and not w.view.busy, timeout=5000)


def shown(w, qtbot):
    panel = w.evaluation
    qtbot.waitUntil(lambda: panel.result is not None, timeout=20000)
    return panel


def test_e_shows_and_hides_the_panel_and_the_choice_is_kept(window, qtbot):
    w = window
    panel = w.evaluation
    assert not panel.isVisible()  # hidden until asked for
    assert panel.toggleViewAction() in w.view_menu.actions()
    w.activateWindow()
    qtbot.keyClick(w.view, Qt.Key.Key_E)
    assert panel.isVisible()
    assert w.settings.value("view/evaluation") in (True, "true")
    qtbot.keyClick(w.view, Qt.Key.Key_E)
    assert not panel.isVisible()
    assert w.settings.value("view/evaluation") in (False, "false")
    panel.toggleViewAction().trigger()
    w.close()  # closing the window hides the panel: not a choice to remember
    again = MainWindow()
    qtbot.addWidget(again)
    assert not again.evaluation.isHidden()  # shown with the window
    again.controller.shutdown()


def test_with_the_dice_rolled_it_lists_the_turns_best_first_as_the_expert_sees_them(window, qtbot):
    w = window
    start(w, qtbot)
    w.evaluation.show()
    panel = shown(w, qtbot)
    game = w.controller.game
    lines = panel.result
    assert all(isinstance(x, TurnLine) for x in lines) and len(lines) > 1
    equities = [x.equity for x in lines]
    assert equities == sorted(equities, reverse=True)
    away = w.controller.away(w.controller.player_to_move())
    expert = player_for_level("expert").choose(game.turn_start, game.dice, away=away)
    rows = panel.rows()
    assert rows[0][1] == texts.moves_text(expert.steps)
    assert rows[0][3] == "" and rows[1][3].startswith("-")  # the loss against the best
    assert [r[0] for r in rows] == [str(i) for i in range(1, len(rows) + 1)]
    assert panel.table.columnCount() == 9  # backgammon: gammons and backgammons both ways
    d1, d2 = game.dice
    side = texts.side_name(game.side_to_move)
    assert panel.heading.text() == f"{side} to play {d1}-{d2}."
    assert "Pip counts: White 167, Black 167" in panel.summary.text()


def test_before_the_roll_it_gives_the_chances_and_the_pip_counts(window, qtbot):
    w = window
    c = w.controller
    start(w, qtbot, Variant.LONG)
    w.evaluation.show()
    game = c.game
    while not game.turn_complete:
        step = game.legal_steps()[0]
        c.try_move(step.frm, step.to)
    c.finish_turn()
    qtbot.waitUntil(lambda: c.can_roll, timeout=5000)
    panel = shown(w, qtbot)
    assert isinstance(panel.result, Before)
    assert 0.0 < panel.result.win < 1.0
    side = texts.side_name(game.side_to_move)
    assert panel.heading.text() == f"{side} to roll."
    pos = game.position
    summary = panel.summary.text()
    assert f"Winning chance for {side}: " in summary and "a mars" in summary
    white, black = pos.pip_count(Side.WHITE), pos.pip_count(Side.BLACK)
    assert f"Pip counts: White {white}, Black {black}" in summary
    assert not panel.table.isVisible()
    # Then the dice: it follows the game.
    c.roll()
    qtbot.waitUntil(lambda: isinstance(panel.result, list), timeout=20000)
    assert panel.table.isVisible() and panel.table.columnCount() == 7  # long nardy: mars


def test_a_hidden_panel_computes_nothing(window, qtbot):
    w = window
    calls = []
    w.evaluation.evaluate = lambda request, cancel: (
        calls.append(request) or Before(0.5, 0, 0, 0, 0, 0)
    )
    start(w, qtbot)
    c = w.controller
    step = c.game.legal_steps()[0]
    c.try_move(step.frm, step.to)
    assert calls == []
    w.evaluation.show()
    qtbot.waitUntil(lambda: bool(calls), timeout=5000)
    assert calls[-1].position == c.game.turn_start


def test_the_window_stays_usable_while_the_panel_computes(window, qtbot):
    """The evaluation runs on the panel's worker thread: while it is held there, the
    person plays a step and ends the turn, and the panel catches up afterwards."""
    w = window
    panel = w.evaluation
    release = threading.Event()
    seen: list[Request] = []

    def slow(request, cancel):
        seen.append(request)
        release.wait(30)
        return evaluate_request(request, cancel)

    panel.evaluate = slow
    start(w, qtbot)
    c = w.controller
    panel.show()
    qtbot.waitUntil(lambda: bool(seen), timeout=5000)
    assert panel.computing and panel.result is None
    assert panel.summary.text().startswith("Calculating")
    game = c.game
    while not game.turn_complete:  # the window answers: the person plays on
        step = game.legal_steps()[0]
        assert c.try_move(step.frm, step.to)
    assert c.finish_turn()
    qtbot.waitUntil(lambda: c.can_roll, timeout=5000)
    release.set()
    qtbot.waitUntil(lambda: isinstance(panel.result, Before), timeout=20000)
    assert panel.current_request().position == game.turn_start


def test_a_position_given_to_it_is_evaluated_instead_of_the_game(window, qtbot):
    from tests.helpers import make

    w = window
    start(w, qtbot)
    pos = make("backgammon", {6: 5, 8: 3, 13: 5, 24: 2}, {6: 5, 8: 3, 13: 5, 24: 2})
    w.evaluation.show_position(pos, (3, 1))
    panel = shown(w, qtbot)
    assert panel.heading.text() == "Position set up: White to play 3-1."
    assert panel.rows()[0][1] == "8/5 6/5"
    assert not panel.following_game
    panel.follow_game()
    assert panel.current_request().position == w.controller.game.turn_start


def test_the_figures_are_those_of_the_analysis():
    from nardy_desktop.ai.analysis import Depth, rank_turns

    from tests.helpers import make

    pos = make("long", {24: 14, 19: 1}, {24: 14, 18: 1})
    lines = evaluate_request(Request(pos, (6, 4), None))
    ranking = rank_turns(pos, (6, 4), Depth.QUICK, score=scorer(Variant.LONG), top=8, fill=5)
    assert [x.equity for x in lines] == [c.equity for c in ranking.candidates]
    assert [x.win_big for x in lines] == [c.win_big for c in ranking.candidates]


def test_the_game_over_says_so(window, qtbot):
    w = window
    start(w, qtbot)
    w.evaluation.show()
    w.controller.resign()
    qtbot.waitUntil(lambda: w.controller.phase in (Phase.GAME_OVER, Phase.MATCH_OVER), timeout=5000)
    assert w.evaluation.heading.text() == "The game is over."


def test_the_column_titles_follow_a_change_of_language(window, qtbot, qapp, monkeypatch, tmp_path):
    from nardy_desktop.i18n import LanguageManager

    monkeypatch.setenv("NARDY_DESKTOP_SETTINGS", str(tmp_path / "languages.ini"))
    languages = LanguageManager(qapp)
    languages.set_language("en")
    w = window
    start(w, qtbot)
    w.evaluation.show()
    panel = shown(w, qtbot)

    def titles() -> list[str]:
        return [panel.table.horizontalHeaderItem(i).text() for i in range(9)]

    english = titles()
    try:
        languages.set_language("fr")
        qtbot.waitUntil(lambda: titles() != english, timeout=5000)
        french = titles()
        assert french == [title for title, _ in panel._columns(Variant.BACKGAMMON)]
        panel.refresh()  # the same list rendered again keeps them
        assert titles() == french
        languages.set_language("en")
        qtbot.waitUntil(lambda: titles() == english, timeout=5000)
    finally:
        languages.set_language("en")
        languages.shutdown()
