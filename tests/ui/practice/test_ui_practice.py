"""Game ▸ Practise in the real window: a card played on the board with real
clicks, graded by the store, and the match in progress left as it was."""

from __future__ import annotations

from datetime import timedelta

import pytest
from PySide6.QtCore import QPointF, Qt

from nardy_desktop.ai.practice import Grade
from nardy_desktop.controller import PlayerSpec
from nardy_desktop.engine import Position, SeededDice, Variant, legal_turns
from nardy_desktop.settings_store import read
from nardy_desktop.storage.practice import CardFilter, open_store, practice_path
from nardy_desktop.ui.practice.practice_board import VerdictScene, turn_steps
from nardy_desktop.ui.practice.practice_mode import CARD

from tests.helpers import playing_window

HUMANS = (PlayerSpec("Ann"), PlayerSpec("Bob"))


def click(qtbot, view, scene_pos: QPointF) -> None:
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=view.mapFromScene(scene_pos))


def wait_ready(w, qtbot) -> None:
    c = w.controller
    qtbot.waitUntil(lambda: (c.can_roll or c.can_move) and not w.view.busy, timeout=5000)


def wait_card(w, qtbot) -> None:
    """The practice card is on the board, to be played."""
    qtbot.waitUntil(lambda: w.practice.board.waiting and not w.view.busy, timeout=5000)


def play_by_clicks(qtbot, w, steps) -> None:
    """Each step: a click on its checker, then on the point it goes to; then
    a click on the dice ends the turn."""
    view = w.view
    for step in steps:
        side = view.controller.game.side_to_move
        click(qtbot, view, view.location_centre(view.mover_loc(step.frm, side)))
        click(qtbot, view, view.location_centre(view.mover_loc(step.to, side)))
        qtbot.waitUntil(lambda: not view.busy, timeout=5000)
    click(qtbot, view, view.dice_rect().center())


def best_steps(card):
    position = Position.from_text(card.position)
    best = max(card.candidates, key=lambda c: c.equity).position
    return turn_steps(position, card.dice, best)


def worst_steps(card):
    """A turn that is not the best and loses more than the margin: the
    candidates' worst, or a legal turn outside them."""
    position = Position.from_text(card.position)
    best = max(c.equity for c in card.candidates)
    worst = min(card.candidates, key=lambda c: c.equity)
    if best - worst.equity > 0.04:
        return turn_steps(position, card.dice, worst.position)
    kept = {c.position for c in card.candidates}
    for turn in legal_turns(position, card.dice):
        if turn.result.to_text() not in kept:
            return turn.steps
    pytest.skip("every legal turn of this card is close to the best")


@pytest.fixture
def pwindow(window, qtbot):
    w = window
    w.start_match(Variant.LONG, 3, HUMANS, SeededDice(4))
    wait_ready(w, qtbot)
    return w


def test_the_best_turn_clicked_on_the_board_is_solved(pwindow, qtbot):
    w = pwindow
    w.practice.action.trigger()
    wait_card(w, qtbot)
    card = w.practice.card
    assert card is not None
    assert w.view.controller is w.practice.board.controller
    assert w.view.controller.game.position.to_text() == card.position
    before = w.practice.store.counts(w.practice.selection())
    with qtbot.waitSignal(w.practice.answered, timeout=5000) as answered:
        play_by_clicks(qtbot, w, best_steps(card))
    result = answered.args[0]
    assert result.verdict.solved and result.grade is Grade.GOOD
    after = w.practice.store.counts(w.practice.selection())
    assert after.solved == before.solved + 1
    assert after.reviews == before.reviews + 1
    assert after.accuracy == 1.0
    # The verdict: both turns as arrows over the position before it, the candidates listed.
    scene = w.view.scene()
    assert isinstance(scene, VerdictScene)
    assert scene.played_arrows and not scene.best_arrows  # the best turn was played
    panel = w.practice.panel
    assert panel.table.rowCount() == len(card.candidates)
    assert panel.next_button.isEnabled()
    assert panel.verdict_label.text().endswith("Solved.")
    assert panel.counts.text().count(str(after.solved)) >= 1


def test_a_wrong_turn_is_missed_and_comes_back_sooner(pwindow, qtbot):
    w = pwindow
    w.practice.action.trigger()
    wait_card(w, qtbot)
    first = w.practice.card
    with qtbot.waitSignal(w.practice.answered, timeout=5000) as answered:
        play_by_clicks(qtbot, w, best_steps(first))
    solved_due = answered.args[0].due
    w.practice.panel.next_button.click()
    wait_card(w, qtbot)
    second = w.practice.card
    assert second.id != first.id
    with qtbot.waitSignal(w.practice.answered, timeout=5000) as answered:
        play_by_clicks(qtbot, w, worst_steps(second))
    missed = answered.args[0]
    assert missed.grade is Grade.AGAIN and not missed.verdict.solved
    assert missed.due < solved_due  # the miss comes back before the one solved
    assert missed.due - solved_due < timedelta(0)
    scene = w.view.scene()
    assert scene.played_arrows and scene.best_arrows
    counts = w.practice.store.counts(w.practice.selection())
    assert counts.reviews == 2 and counts.solved == 1 and counts.accuracy == 0.5


def test_a_step_taken_back_on_the_board_before_done(pwindow, qtbot):
    """Take back works as in a game: Ctrl+Z takes back the practice step, and the
    match's own turn underneath is left as it was."""
    w = pwindow
    match_steps = list(w.controller.game.steps)
    w.practice.action.trigger()
    wait_card(w, qtbot)
    c = w.view.controller
    step = best_steps(w.practice.card)[0]
    side = c.game.side_to_move
    click(qtbot, w.view, w.view.location_centre(w.view.mover_loc(step.frm, side)))
    click(qtbot, w.view, w.view.location_centre(w.view.mover_loc(step.to, side)))
    qtbot.waitUntil(lambda: not w.view.busy, timeout=5000)
    assert c.game.steps == [step]
    assert w.undo_action.isEnabled()
    w.undo_action.trigger()
    qtbot.waitUntil(lambda: not w.view.busy, timeout=5000)
    assert c.game.steps == []
    assert w.controller.game.steps == match_steps
    assert not w.hint_action.isEnabled()  # the hint would give the answer away


def test_leaving_practice_puts_the_match_back_exactly(pwindow, qtbot):
    w = pwindow
    c = w.controller
    game = c.game
    step = game.legal_steps()[0]
    assert c.try_move(step.frm, step.to)  # the match's turn half played
    qtbot.waitUntil(lambda: not w.view.busy, timeout=5000)
    w.files.persistence.flush()
    autosave = w.files.persistence.autosave.path
    saved = autosave.read_bytes()
    position, steps, phase = game.position, list(game.steps), c.phase
    w.practice.action.trigger()
    wait_card(w, qtbot)
    play_by_clicks(qtbot, w, best_steps(w.practice.card))
    qtbot.waitUntil(lambda: w.practice.panel.next_button.isEnabled(), timeout=5000)
    w.practice.panel.stop_button.click()
    assert w.view.controller is c
    assert c.game is game and game.position == position and game.steps == steps
    assert c.phase is phase
    assert not w.view.showing_other_scene
    from nardy_desktop.ui.board.board_layout import counts

    assert counts(w.view._pieces.shown) == counts(game.position)
    w.files.persistence.flush()
    assert autosave.read_bytes() == saved  # practice wrote nothing there
    # The match goes on from the board as before.
    rest = game.legal_steps()[0]
    side = game.side_to_move
    click(qtbot, w.view, w.view.location_centre(w.view.mover_loc(rest.frm, side)))
    click(qtbot, w.view, w.view.location_centre(w.view.mover_loc(rest.to, side)))
    qtbot.waitUntil(lambda: len(game.steps) == len(steps) + 1, timeout=5000)


def test_practice_goes_on_after_a_restart(qtbot, tmp_path, monkeypatch):
    data = tmp_path / "data"
    monkeypatch.setenv("NARDY_DESKTOP_SETTINGS", str(tmp_path / "settings.ini"))
    w = playing_window(qtbot, data)
    w.start_match(Variant.LONG, 3, HUMANS, SeededDice(4))
    wait_ready(w, qtbot)
    w.practice.action.trigger()
    wait_card(w, qtbot)
    with qtbot.waitSignal(w.practice.answered, timeout=5000):
        play_by_clicks(qtbot, w, best_steps(w.practice.card))
    w.practice.panel.next_button.click()
    wait_card(w, qtbot)
    left = w.practice.card.id  # on the board, not answered, when the program closes
    counts = w.practice.store.counts(w.practice.selection())
    w.close()
    w.controller.shutdown()

    again = playing_window(qtbot, data)
    again.practice.action.trigger()
    wait_card(again, qtbot)
    assert again.practice.card.id == left
    assert again.practice.store.counts(again.practice.selection()) == counts
    with qtbot.waitSignal(again.practice.answered, timeout=5000):
        play_by_clicks(qtbot, again, best_steps(again.practice.card))
    assert read(again.practice.settings, CARD) == 0
    store = open_store(practice_path(data)).store
    assert store.counts(CardFilter()).reviews == 2
    store.close()
    again.controller.shutdown()


def test_a_persons_own_mistake_is_practised(qtbot, tmp_path, monkeypatch):
    """With the built-in problems left out, the card is one of the person's own
    marked decisions from an analysed match; played best, it is solved."""
    from nardy_desktop.storage.practice.cards import Source

    from tests.storage.practice.support import PERSON, stored

    data = tmp_path / "data"
    stored(data / "practice.sqlite3", 3).close()
    monkeypatch.setenv("NARDY_DESKTOP_SETTINGS", str(tmp_path / "settings.ini"))
    w = playing_window(qtbot, data)
    w.start_match(Variant.LONG, 3, HUMANS, SeededDice(4))
    wait_ready(w, qtbot)
    w.practice.open()
    panel = w.practice.panel
    panel.problems.setChecked(False)
    panel.stop_button.click()
    panel.start_button.click()
    wait_card(w, qtbot)
    card = w.practice.card
    assert card.source is Source.OWN and card.decision.name == PERSON
    assert card.mark.value in ("mistake", "blunder")
    assert PERSON in panel.card_label.text()
    due_before = w.practice.store.counts(w.practice.selection())
    with qtbot.waitSignal(w.practice.answered, timeout=5000) as answered:
        play_by_clicks(qtbot, w, best_steps(card))
    assert answered.args[0].verdict.solved
    counts = w.practice.store.counts(w.practice.selection())
    assert counts.solved == due_before.solved + 1 and counts.new == due_before.new - 1
    w.controller.shutdown()


def test_a_damaged_store_is_said_and_practice_goes_on(qtbot, tmp_path, monkeypatch):
    data = tmp_path / "data"
    data.mkdir()
    (data / "practice.sqlite3").write_bytes(b"this is no database" * 100)
    monkeypatch.setenv("NARDY_DESKTOP_SETTINGS", str(tmp_path / "settings.ini"))
    w = playing_window(qtbot, data)
    w.start_match(Variant.LONG, 3, HUMANS, SeededDice(4))
    wait_ready(w, qtbot)
    w.practice.action.trigger()
    wait_card(w, qtbot)  # a fresh store: the built-in problems
    message = w.practice.panel.message.text()
    assert "damaged" in message and "practice.sqlite3" in message
    assert message in w.statusBar().currentMessage() or w.practice.panel.message.isVisibleTo(
        w.practice.panel
    )
    kept = [p for p in data.iterdir() if p.name.startswith("practice-unreadable-")]
    assert kept and kept[0].read_bytes() == b"this is no database" * 100
    w.controller.shutdown()
