"""The status bar: every message belongs to a moment of play (a hint, a roll, a turn,
a game) and goes when that moment ends, in the real window with real play."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, Qt

from nardy_desktop.ai.base import RandomPlayer
from nardy_desktop.controller import Phase, PlayerSpec
from nardy_desktop.engine import Game, Match, Position, SeededDice, Side, Variant, legal_turns
from nardy_desktop.ui.window.status import Scope

pytestmark = [
    pytest.mark.qt_log_ignore("does not support propagateSizeHints"),
    pytest.mark.usefixtures("isolated_settings"),
]

HUMANS = (PlayerSpec("Ann"), PlayerSpec("Bob"))
AGAINST_CPU = (PlayerSpec("Ann"), PlayerSpec("CPU", True))


class Player(RandomPlayer):
    """The computer's moves at random, and hints without a search: the first way
    to finish the turn, at an even chance."""

    def hint(self, position, dice, cancel=None, away=None, among=None):
        turns = [t for t in legal_turns(position, dice) if among is None or t.result in among]
        return turns[0], 0.5


@pytest.fixture
def window(shown_window):
    return shown_window(player_factory=lambda level: Player(seed=2))


def status(w) -> str:
    return w.statusBar().currentMessage()


def ready(w, qtbot) -> None:
    c = w.controller
    qtbot.waitUntil(
        lambda: (
            (c.can_roll or c.can_move or c.phase in (Phase.GAME_OVER, Phase.MATCH_OVER))
            and not w.view.busy
        ),
        timeout=5000,
    )


def click(qtbot, view, scene_pos: QPointF) -> None:
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=view.mapFromScene(scene_pos))


def play_by_mouse(w, qtbot) -> None:
    """The person's turn by clicks: each step, then the dice."""
    c, view, game = w.controller, w.view, w.controller.game
    for step in game.legal_turns()[0].steps:
        click(qtbot, view, view.location_centre(view.mover_loc(step.frm)))
        click(qtbot, view, view.location_centre(view.mover_loc(step.to)))
    assert c.can_finish
    click(qtbot, view, view.dice_rect().center())


def hint(w, qtbot) -> str:
    with qtbot.waitSignal(w.controller.hintReady, timeout=5000):
        qtbot.mouseClick(w.hint_button, Qt.MouseButton.LeftButton)
    return status(w)


def test_a_hint_goes_with_the_position_it_was_for(window, qtbot):
    w, c = window, window.controller
    w.start_match(Variant.BACKGAMMON, 3, HUMANS, SeededDice(5))
    ready(w, qtbot)
    game = c.game
    assert hint(w, qtbot).startswith("Best move:") and w.status_line.scope is Scope.HINT
    first = game.legal_steps()[0]
    assert c.try_move(first.frm, first.to)
    assert status(w) == ""  # one step played: that hint no longer applies
    assert hint(w, qtbot).startswith("Best way to finish the turn")
    qtbot.mouseClick(w.undo_button, Qt.MouseButton.LeftButton)
    assert status(w) == ""  # taken back: neither
    assert hint(w, qtbot).startswith("Best move:")
    play_by_mouse(w, qtbot)
    assert status(w) == ""  # the turn is over


def test_the_best_way_to_finish_is_gone_after_the_computers_reply(window, qtbot):
    w, c = window, window.controller
    w.start_match(Variant.LONG, 3, AGAINST_CPU, SeededDice(3))
    ready(w, qtbot)
    while not c.can_move:
        c.roll()
        ready(w, qtbot)
    game = c.game
    step = game.legal_steps()[0]
    assert c.try_move(step.frm, step.to)
    assert hint(w, qtbot).startswith("Best way to finish the turn")
    rest = next(iter(game.turn_state.completions().values()))
    for step in rest:
        assert c.try_move(step.frm, step.to)
    turns = len(game.history)
    assert c.finish_turn()
    qtbot.waitUntil(lambda: len(game.history) >= turns + 2 or c.can_roll, timeout=5000)
    ready(w, qtbot)
    assert status(w) == ""


def test_an_illegal_move_is_explained_until_a_legal_one(window, qtbot):
    w, c = window, window.controller
    w.start_match(Variant.LONG, 3, HUMANS, SeededDice(1))
    ready(w, qtbot)
    assert not c.try_move(5, 3)  # no checker there
    assert status(w) == "You have no checker on that point."
    step = c.game.legal_steps()[0]
    assert c.try_move(step.frm, step.to)
    assert status(w) == ""


def _resume(w, text: str, dice: tuple[int, int], players=HUMANS) -> Game:
    match = Match(Variant.BACKGAMMON, 5, (players[0].name, players[1].name), SeededDice(2))
    match.start_game()
    game = Game(Variant.BACKGAMMON, SeededDice(2), position=Position.from_text(text))
    game.roll(dice)
    match.games[-1] = game
    match.white_players[-1] = 0
    w.controller.resume_match(match, players)
    return game


# White on the bar against Black's closed home board: no roll lets it enter.
CLOSED = "backgammon/5,5,4,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,-2,-2,-2,-2,-2,-2/1,0/0,3/w"


def test_cannot_move_lasts_until_the_next_roll(window, qtbot):
    w, c = window, window.controller
    c.pass_delay_ms = 300
    game = _resume(w, CLOSED, (6, 5))
    qtbot.waitUntil(lambda: "cannot move" in status(w), timeout=3000)
    assert w.status_line.scope is Scope.ROLL
    qtbot.waitUntil(lambda: c.can_roll, timeout=3000)  # the turn has passed to Black
    assert game.side_to_move is Side.BLACK
    assert "cannot move" in status(w)  # Black has not rolled yet: still news
    qtbot.mouseClick(w.roll_button, Qt.MouseButton.LeftButton)
    assert "cannot move" not in status(w)


def test_the_opening_announcement_stays_over_the_computers_turn_until_the_persons(window, qtbot):
    w, c = window, window.controller
    # Seed 3 gives the computer White and the opening: its turn comes first.
    w.start_match(Variant.LONG, 3, AGAINST_CPU, SeededDice(3))
    match = c.match
    assert match.players[match.white_player] == "CPU"
    said = status(w)
    assert said.startswith("Game 1. Opening roll") and w.status_line.scope is Scope.TURN
    qtbot.waitUntil(lambda: len(c.game.history) == 1, timeout=5000)
    ready(w, qtbot)
    assert status(w) == said  # the computer's turn is over; the person has not played
    c.roll()
    ready(w, qtbot)
    play_by_mouse(w, qtbot)
    assert status(w) == ""  # the person has played: the opening is history


def test_the_end_of_a_game_is_said_until_the_next_one(window, qtbot):
    w, c = window, window.controller
    w.start_match(Variant.LONG, 5, HUMANS, SeededDice(1))
    ready(w, qtbot)
    assert c.resign()
    assert "wins the game" in status(w) and w.status_line.scope is Scope.GAME
    w.game_over_dialog.reject()
    qtbot.mouseClick(w.roll_button, Qt.MouseButton.LeftButton)  # the next game
    assert c.match.game_number == 2 and status(w).startswith("Game 2.")


def test_a_message_without_a_moment_stays(window, qtbot):
    """Messages about files and the autosave are not about play: no moment ends them."""
    w, c = window, window.controller
    w.start_match(Variant.LONG, 3, HUMANS, SeededDice(1))
    ready(w, qtbot)
    w.show_status("The match cannot be saved automatically. Play goes on.")
    play_by_mouse(w, qtbot)
    ready(w, qtbot)
    c.roll()
    assert status(w) == "The match cannot be saved automatically. Play goes on."


# ----- the menus and the message line under the board ---------------------------------------
@pytest.mark.qt_log_ignore("does not support raise", "does not support grabbing")
def test_opening_a_menu_leaves_the_message_where_it_was(window, qtbot):
    from PySide6.QtCore import QPoint

    w = window
    w.start_match(Variant.LONG, 3, HUMANS, SeededDice(1))
    ready(w, qtbot)
    said = status(w)
    assert said.startswith("Game 1. Opening roll")
    menu = w.game_menu
    menu.popup(w.mapToGlobal(QPoint(10, 10)))
    qtbot.waitExposed(menu)
    menu.setActiveAction(w.resign_action)  # the pointer on an action without a tip
    qtbot.mouseMove(menu, menu.actionGeometry(w.resign_action).center())
    assert status(w) == said
    menu.hide()
    assert status(w) == said and w.status_line.line_text == said


def test_a_refusal_stays_under_the_board_after_the_status_bar_lets_it_go(window, qtbot):
    w, c = window, window.controller
    w.start_match(Variant.LONG, 3, HUMANS, SeededDice(1))
    ready(w, qtbot)
    assert not c.try_move(5, 3)  # no checker there
    said = "You have no checker on that point."
    assert status(w) == said and w.caption.message.text() == said
    w.statusBar().clearMessage()  # as its timeout does, after 8 seconds
    assert w.caption.message.text() == said  # still where the player looks
    step = c.game.legal_steps()[0]
    assert c.try_move(step.frm, step.to)
    assert w.caption.message.text() == ""  # the moment is over
    # A message not about play is for the status bar only.
    w.show_status("Saved.")
    assert status(w) == "Saved." and w.caption.message.text() == ""
