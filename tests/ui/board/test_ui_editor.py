"""The position editor on the real board: clicks at scene coordinates add and take
away checkers, the refusals keep the position and say why, text in and out,
Analyse, Play From Here, and back to the game."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QDialogButtonBox

from nardy_desktop.ai.base import RandomPlayer
from nardy_desktop.controller import PlayerSpec
from nardy_desktop.engine import Position, SeededDice, Side, Variant

from tests.helpers import make

PEOPLE = (PlayerSpec("Ann"), PlayerSpec("Bob"))

pytestmark = [
    pytest.mark.qt_log_ignore("does not support propagateSizeHints"),
    pytest.mark.usefixtures("isolated_settings"),
]


@pytest.fixture
def window(shown_window):
    return shown_window(size=(1300, 800))


def start(w, qtbot, variant=Variant.LONG):
    w.start_match(variant, 3, PEOPLE, SeededDice(2))
    qtbot.waitUntil(lambda: w.controller.can_move and not w.view.busy, timeout=5000)


def editor(w, qtbot, variant=Variant.LONG):
    start(w, qtbot, variant)
    w.position_editor.action.trigger()  # Game > Set Up Position
    ed = w.position_editor
    assert ed.is_open and w.view.editor is ed
    return ed


def spot(view, loc) -> QPointF:
    geo = view.geometry_
    if loc[0] == "off":
        return geo.tray_area(loc[1]).center()
    if loc[0] == "bar":
        return geo.bar_rect(loc[1]).center()
    return geo.checker_pos(loc, 0)


def click(qtbot, view, loc, right: bool = False) -> None:
    button = Qt.MouseButton.RightButton if right else Qt.MouseButton.LeftButton
    qtbot.mouseClick(view.viewport(), button, pos=view.mapFromScene(spot(view, loc)))


def on_board(view) -> dict:
    """What the board shows: each location's checkers by colour."""
    out = {}
    for loc, items in view.stacks.items():
        if items:
            assert len({it.side for it in items}) == 1
            out[loc] = (items[0].side, len(items))
    return out


def shown(view, pos: Position) -> dict:
    out = {}
    for i, x in enumerate(pos.points):
        if x:
            out[("p", i + 1)] = (Side.WHITE if x > 0 else Side.BLACK, abs(x))
    for side in Side:
        if pos.bar[side]:
            out[("bar", side)] = (side, pos.bar[side])
        if pos.off[side]:
            out[("off", side)] = (side, pos.off[side])
    return out


def test_it_opens_on_the_position_of_the_game_and_closes_back_to_it(window, qtbot):
    w = window
    ed = editor(w, qtbot)
    game = w.controller.game
    assert ed.position == game.turn_start and ed.dice == game.dice
    assert ed.dock.isVisible()
    ed.clear()
    assert on_board(w.view) == {}
    assert not any(it.isVisible() for it in w.view.checkers)  # all spare
    ed.panel.close_button.click()  # Back to the Game
    assert not ed.is_open and not ed.dock.isVisible()
    assert on_board(w.view) == shown(w.view, game.position)
    assert w.controller.can_move


def test_left_click_adds_a_checker_of_the_colour_chosen_and_right_click_takes_one(window, qtbot):
    w = window
    ed = editor(w, qtbot)
    ed.clear()
    view = w.view
    for _ in range(3):
        click(qtbot, view, ("p", 24))
    ed.set_colour(Side.BLACK)
    click(qtbot, view, ("p", 12))
    click(qtbot, view, ("p", 7))
    assert on_board(view) == {
        ("p", 24): (Side.WHITE, 3),
        ("p", 12): (Side.BLACK, 1),
        ("p", 7): (Side.BLACK, 1),
    }
    assert ed.panel.trays[0].text() == "White: 12 of 15 left"
    assert ed.panel.trays[1].text() == "Black: 13 of 15 left"
    click(qtbot, view, ("p", 24), right=True)  # whatever colour stands there
    click(qtbot, view, ("p", 7), right=True)
    click(qtbot, view, ("p", 9), right=True)  # nothing there: nothing happens
    assert on_board(view) == {("p", 24): (Side.WHITE, 2), ("p", 12): (Side.BLACK, 1)}
    assert ed.position.points[23] == 2 and ed.position.points[11] == -1
    assert ed.panel.trays[0].text() == "White: 13 of 15 left"


def test_a_point_with_both_colours_is_refused(window, qtbot):
    w = window
    ed = editor(w, qtbot)
    before = ed.position
    ed.set_colour(Side.BLACK)
    click(qtbot, w.view, ("p", 24))  # White's head
    assert ed.position == before
    assert on_board(w.view) == shown(w.view, before)
    message = "A point cannot hold checkers of both colours."
    assert ed.panel.message.text() == message
    assert w.statusBar().currentMessage() == message


def test_a_sixteenth_checker_is_refused(window, qtbot):
    w = window
    ed = editor(w, qtbot)  # the start: every White checker is placed
    before = ed.position
    click(qtbot, w.view, ("p", 3))
    assert ed.position == before
    assert ed.panel.message.text() == "White has no spare checker left: a side has 15."
    assert ed.panel.trays[0].text() == "White: 0 of 15 left"


def test_a_six_point_block_with_no_opposing_checker_ahead_is_refused(window, qtbot):
    w = window
    ed = editor(w, qtbot)
    ed.clear()
    view = w.view
    ed.set_colour(Side.BLACK)
    for _ in range(15):
        click(qtbot, view, ("p", 12))  # every Black checker on its head
    ed.set_colour(Side.WHITE)
    for p in (7, 6, 5, 4, 3):
        click(qtbot, view, ("p", p))
    before = ed.position
    click(qtbot, view, ("p", 2))  # the sixth in a row, no Black checker beyond it
    assert ed.position == before
    assert ed.panel.message.text().startswith(
        "White would hold six points in a row with no Black checker ahead of them"
    )
    assert ("p", 2) not in on_board(view)
    # With a Black checker ahead (on White's 1), the same block is lawful.
    click(qtbot, view, ("p", 12), right=True)
    ed.set_colour(Side.BLACK)
    click(qtbot, view, ("p", 1))
    ed.set_colour(Side.WHITE)
    click(qtbot, view, ("p", 2))
    assert on_board(view)[("p", 2)] == (Side.WHITE, 1)
    assert ed.panel.message.text() == ""


def test_bar_and_borne_off_checkers_and_a_game_already_won(window, qtbot):
    w = window
    ed = editor(w, qtbot, Variant.BACKGAMMON)
    view = w.view
    click(qtbot, view, ("p", 24), right=True)  # a White checker back to the spares
    click(qtbot, view, ("bar", Side.WHITE))  # ... and onto the bar
    assert ed.position.bar == (1, 0) and on_board(view)[("bar", Side.WHITE)] == (Side.WHITE, 1)
    assert ed.panel.bar.boxes[0].value() == 1
    ed.panel.bar.boxes[0].setValue(0)
    assert ed.position.bar == (0, 0)
    ed.clear()
    ed.panel.off.boxes[1].setValue(14)
    assert ed.position.off == (0, 14) and on_board(view)[("off", Side.BLACK)] == (Side.BLACK, 14)
    click(qtbot, view, ("off", Side.BLACK))  # the fifteenth borne off: the game is won
    assert ed.position.off == (0, 14)
    assert ed.panel.message.text() == "Black has borne off all 15: that game is already won."
    ed.panel.off.boxes[1].setValue(15)
    assert ed.position.off == (0, 14) and ed.panel.off.boxes[1].value() == 14
    click(qtbot, view, ("off", Side.BLACK), right=True)
    assert ed.position.off == (0, 13)
    # Long nardy has no bar to set.
    ed.panel.variant.setCurrentIndex(0)
    assert ed.position == Position.start(Variant.LONG)
    assert not ed.panel.bar.isVisible()


def test_copy_and_paste_in_the_engines_text(window, qtbot):
    w = window
    ed = editor(w, qtbot)
    clipboard = QGuiApplication.clipboard()
    ed.copy()
    assert clipboard.text() == ed.position.to_text()
    assert ed.panel.message.text() == "Copied: " + ed.position.to_text()
    pos = make("backgammon", {6: 5, 8: 3, 13: 5, 24: 2}, {6: 4, 8: 3, 13: 5, 24: 2}, bar=(0, 1))
    clipboard.setText("  " + pos.to_text() + "\n")
    ed.panel.paste_button.click()
    assert ed.position == pos and on_board(w.view) == shown(w.view, pos)
    assert ed.panel.variant.currentIndex() == 1
    for bad, message in [
        ("long/0,0/0,0/0,0/w", "“long/0,0/0,0/0,0/w” is not a position: paste a position text"),
        (
            "long/0,0,0,0,0,0,0,0,0,0,0,-15,0,0,0,0,0,0,0,0,0,0,0,14/1,0/0,0/w",
            "Long nardy has no bar",
        ),
        (
            "long/0,1,1,1,1,1,1,0,0,0,0,-15,0,0,0,0,0,0,0,0,0,0,0,9/0,0/0,0/w",
            "White would hold six points in a row",
        ),
        ("long/" + ",".join(["0"] * 11 + ["-15"] + ["0"] * 12) + "/0,0/15,0/b", "White has borne"),
    ]:
        clipboard.setText(bad)
        ed.panel.paste_button.click()
        assert ed.position == pos  # stays as it was
        assert ed.panel.message.text().startswith(message), bad
    # An unfinished set-up is not copied.
    ed.clear()
    assert ed.copy() is None
    assert ed.panel.message.text() == "Place all 15 of White's checkers first."
    assert clipboard.text().startswith("long/")  # the last bad text, untouched


def test_ten_megabytes_pasted_are_refused_before_they_are_read(window, qtbot, monkeypatch):
    from nardy_desktop.engine import position as engine_position

    w = window
    ed = editor(w, qtbot)
    before, board = ed.position, on_board(w.view)
    read: list[str] = []  # the parser's first step after the length: never reached
    monkeypatch.setattr(engine_position, "_ints", lambda text, what: read.append(what) or [])
    clipboard = QGuiApplication.clipboard()
    # Five million fields: read one by one, they took about 2 s.
    huge = "long/" + "0," * 5_000_000 + "0/0,0/0,0/w"
    clipboard.setText(huge)
    ed.panel.paste_button.click()
    message = "This text is too long to be a position text, which has at most 1000 characters."
    assert ed.panel.message.text() == message
    assert w.statusBar().currentMessage() == message
    assert read == []
    assert ed.position == before and on_board(w.view) == board
    assert clipboard.text() == huge  # the clipboard is left as it was


def test_analyse_shows_the_position_in_the_evaluation_panel(window, qtbot):
    w = window
    ed = editor(w, qtbot)
    pos = make("backgammon", {6: 5, 8: 3, 13: 5, 24: 2}, {6: 5, 8: 3, 13: 5, 24: 2})
    ed.set_position(pos, (3, 1))
    ed.panel.analyse_button.click()
    panel = w.evaluation
    assert panel.isVisible() and not panel.following_game
    qtbot.waitUntil(lambda: isinstance(panel.result, list), timeout=20000)
    assert panel.rows()[0][1] == "8/5 6/5"
    ed.close()
    assert panel.following_game


def test_play_from_here_starts_a_match_from_the_position(window, qtbot):
    w = window
    c = w.controller
    ed = editor(w, qtbot)
    pos = make("long", {1: 3, 2: 3, 3: 3, 4: 3, 20: 3}, {1: 2, 2: 3, 3: 4, 5: 3, 22: 3}, side="b")
    ed.set_position(pos)
    ed.panel.dice_on.setChecked(True)
    ed.panel.dice[0].setValue(5)
    ed.panel.dice[1].setValue(2)
    ed.panel.play_button.click()
    dlg = ed.play_dialog
    assert dlg is not None and dlg.isVisible()
    assert dlg.seats[0].title() == "White" and dlg.seats[1].title() == "Black"
    assert dlg.seats[1].kind.currentIndex() == 1  # the computer plays Black by default
    dlg.seats[1].kind.setCurrentIndex(0)  # a person instead
    dlg.length.setValue(3)
    dlg.buttons.button(QDialogButtonBox.StandardButton.Ok).click()
    qtbot.waitUntil(lambda: c.can_move and not w.view.busy, timeout=5000)
    assert not ed.is_open
    match = c.match
    assert match.start == pos and match.length == 3 and match.white_player == 0
    assert c.game.turn_start == pos and c.game.dice == (5, 2)
    assert not any(p.computer for p in c.players)
    assert on_board(w.view) == shown(w.view, pos)
    assert w.statusBar().currentMessage() == (
        f"Game 1, from the position set up: {c.players[0].name} plays White."
    )


def test_play_from_here_refuses_an_unfinished_position(window, qtbot):
    w = window
    ed = editor(w, qtbot)
    ed.clear()
    assert ed.ask_play() is None
    assert ed.panel.message.text() == "Place all 15 of White's checkers first."


def test_the_game_goes_on_underneath_and_shows_again(window, qtbot):
    w = window
    c = w.controller
    c.player_factory = lambda level: RandomPlayer(seed=1)
    w.start_match(Variant.BACKGAMMON, 1, (PlayerSpec("Ann", True), PlayerSpec("Bob", True)))
    ed = w.position_editor
    ed.open()
    ed.starting_position()
    qtbot.waitUntil(lambda: len(c.game.history) >= 3, timeout=10000)
    start = Position.start(Variant.BACKGAMMON)
    assert on_board(w.view) == shown(w.view, start)  # the editor's board, not the game's
    ed.close()
    assert on_board(w.view) == shown(w.view, c.game.position)
