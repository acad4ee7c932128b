"""Browse Moves: its boards are the board's own pieces (checkers where the
geometry puts them, the bar, point numbers in the mover's numbering, the turn
played as arrows and lit points), say whose checkers are borne off, and Play
From Here starts a match from the position before the turn, as the position
editor does."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialogButtonBox, QGraphicsSimpleTextItem

from nardy_desktop.engine import OFF, Side
from nardy_desktop.engine.position import to_side_point, to_white_point
from nardy_desktop.storage.files import save_match
from nardy_desktop.ui.analysis.game_browser import GameBrowserDialog
from nardy_desktop.ui.board.arrows import ArrowKind, MoveArrow
from nardy_desktop.ui.board.items import BoardItem, CheckerItem, DieItem, HighlightItem, PipBadge

from tests.storage.test_storage_support import PLAYERS, play_match

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")


def items_of(scene, kind):
    return [it for it in scene.items() if type(it) is kind or isinstance(it, kind)]


def loc(position, point, side):
    if point == 25:
        return ("bar", side)
    if point == OFF:
        return ("off", side)
    return ("p", to_white_point(position.variant, side, point))


def first_turn(history, wanted):
    return next(i for i, rec in enumerate(history) if wanted(rec))


@pytest.fixture
def browser(qtbot):
    def make(match, game_index=0, **kwargs) -> GameBrowserDialog:
        dlg = GameBrowserDialog(match, game_index, **kwargs)
        qtbot.addWidget(dlg)
        dlg.show()
        qtbot.waitExposed(dlg)
        return dlg

    return make


def test_the_boards_are_the_boards_own_pieces_with_the_turn_played_marked(browser):
    m = play_match("backgammon", 1, seed=5)
    history = m.games[0].history
    i = first_turn(history, lambda r: r.side is Side.BLACK and any(s.hit for s in r.steps))
    rec = history[i]
    dlg = browser(m)
    dlg.show_turn(i)
    before, after = dlg.before.scene(), dlg.after.scene()
    assert dlg.before.position == rec.before and dlg.after.position == rec.after
    for scene, position in ((before, rec.before), (after, rec.after)):
        assert len(items_of(scene, BoardItem)) == 1
        geometry = scene.geometry
        checkers = items_of(scene, CheckerItem)
        assert len(checkers) == 30
        # Each stack where the board's geometry puts it, the bar's too.
        for p in range(1, 25):
            n = abs(position.points[p - 1])
            at = {(round(c.pos().x()), round(c.pos().y())) for c in checkers}
            for k in range(min(n, 5)):
                q = geometry.checker_pos(("p", p), k)
                assert (round(q.x()), round(q.y())) in at
        for side in Side:
            for k in range(position.bar[side]):
                q = geometry.checker_pos(("bar", side), k)
                assert any((c.pos() - q).manhattanLength() < 1 for c in checkers)
        numbers = {p: t for p, t in ((p, scene.number_items[p]) for p in range(1, 25))}
        # Numbered for the side that played the turn: the numbering of its moves.
        assert all(
            numbers[p].text() == str(to_side_point(position.variant, rec.side, p))
            for p in range(1, 25)
        )
        badges = {b.side: b.text for b in items_of(scene, PipBadge)}
        assert badges == {s: str(position.pip_count(s)) for s in Side}
    # Before: its dice, and one arrow of the turn played per step, from the
    # checker that moves to where it lands.
    dice = sorted(d.value for d in items_of(before, DieItem))
    assert dice == sorted(rec.dice if rec.dice[0] != rec.dice[1] else [rec.dice[0]] * 4)
    arrows = sorted(items_of(before, MoveArrow), key=lambda a: a.number)
    assert [a.kind for a in arrows] == [ArrowKind.PLAYED] * len(rec.steps)
    for arrow, step in zip(arrows, rec.steps, strict=True):
        src = loc(rec.before, step.frm, rec.side)
        assert before.geometry.location_at(arrow.start()) == src
    # After: no dice; the points left lit softly, those reached strongly.
    assert not items_of(after, DieItem) and not items_of(after, MoveArrow)
    marks = items_of(after, HighlightItem)
    reached = {loc(rec.before, s.to, rec.side) for s in rec.steps}
    left = {loc(rec.before, s.frm, rec.side) for s in rec.steps} - reached
    assert len(marks) == len(reached | left)
    assert sum(m._strong for m in marks) == len(reached)
    for m in marks:
        where = after.geometry.location_at(m.boundingRect().center())
        assert where in (reached if m._strong else left)


def test_borne_off_and_the_bar_say_whose(browser):
    m = play_match("backgammon", 1, seed=5)
    history = m.games[0].history
    dlg = browser(m)
    dlg.show_turn(len(history) - 1)  # the last turn: the winner has all fifteen off
    last = history[-1].after
    text = dlg.after_counts.text()
    assert f"Borne off: White {last.off[Side.WHITE]}, Black {last.off[Side.BLACK]}" in text
    assert "On the bar: White" in text
    long_match = play_match("long", 1, seed=6)
    dlg = browser(long_match)
    dlg.show_turn(0)
    assert dlg.before_counts.text() == "Borne off: White 0, Black 0"  # long nardy: no bar


def test_turns_of_black_are_turned_to_black_when_the_board_turns_to_the_mover(browser):
    m = play_match("long", 1, seed=6)
    history = m.games[0].history
    i = first_turn(history, lambda r: r.side is Side.BLACK)
    fixed = browser(m)
    fixed.show_turn(i)
    turned = browser(m, turn_to_mover=True)
    turned.show_turn(i)
    assert not fixed.before.scene().geometry.flipped
    assert turned.before.scene().geometry.flipped and turned.after.scene().geometry.flipped
    turned.show_turn(i - 1)  # White's turn: White's side
    assert not turned.before.scene().geometry.flipped


def test_the_point_numbers_are_readable_on_the_small_boards(browser, qtbot):
    dlg = browser(play_match("long", 1, seed=6))
    dlg.resize(1180, 480)  # as it opens on a screen of 1280 or more
    qtbot.wait(20)
    dlg.show_turn(3)
    for view in (dlg.before, dlg.after):
        assert view.width() < 600  # a small board
        number: QGraphicsSimpleTextItem = view.scene().number_items[24]
        on_screen = number.boundingRect().height() * view.transform().m22()
        assert on_screen >= 9.5, on_screen


def test_the_turn_list_wraps_a_long_entry_rather_than_cutting_it(browser, qtbot):
    dlg = browser(play_match("long", 1, seed=6))
    dlg.resize(700, 420)
    t = dlg.turns
    assert t.wordWrap() and t.textElideMode() is Qt.TextElideMode.ElideNone
    items = [t.item(r) for r in range(t.count())]
    metrics = t.fontMetrics()

    def laid_out_anew() -> bool:  # the list lays its rows out again once it has its width
        room = t.viewport().width()
        wide = [it for it in items if metrics.horizontalAdvance(it.text()) > room]
        return all(t.visualItemRect(it).height() >= 2 * metrics.lineSpacing() for it in wide)

    qtbot.waitUntil(laid_out_anew, timeout=5000)
    room = t.viewport().width()
    long = [it for it in items if metrics.horizontalAdvance(it.text()) > room]
    short = [it for it in items if metrics.horizontalAdvance(it.text()) < room * 0.8]
    assert long and short
    line = max(t.visualItemRect(it).height() for it in short)
    for it in long:  # on two lines or more, all of it
        assert t.visualItemRect(it).height() >= 2 * metrics.lineSpacing() > line


def test_play_from_here_starts_a_match_from_the_position_before_the_turn(window, tmp_path, qtbot):
    m = play_match("long", 1, seed=6)
    save_match(tmp_path / "m.nardy", m, PLAYERS)
    with qtbot.waitSignal(window.files.opened, timeout=20000):
        window.files.open_path(tmp_path / "m.nardy")
    dlg = window.browse_moves.browse(7)
    rec = m.games[0].history[7]
    assert dlg.play_button.isVisible() and dlg.play_button.isEnabled()
    dlg.play_button.click()
    editor = window.position_editor
    assert editor.is_open and editor.position == rec.before and editor.dice == rec.dice
    play = editor.play_dialog
    assert play is not None and play.isVisible()
    play.seats[1].kind.setCurrentIndex(0)  # two people
    play.buttons.button(QDialogButtonBox.StandardButton.Ok).click()
    c = window.controller
    qtbot.waitUntil(lambda: c.can_move and not window.view.busy, timeout=5000)
    assert c.match is not m and c.match.start == rec.before
    assert c.game.turn_start == rec.before and c.game.dice == rec.dice
    assert not editor.is_open
