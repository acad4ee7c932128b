"""Play with Real Dice switched on and off in every order, with real widgets:
whatever the dice mode a match was saved with, and whenever the setting
changes, play goes on (the dice come from the table exactly while the setting
is on) and the autosave's dice mode stays true."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QDialogButtonBox, QMessageBox

from nardy_desktop.ai.base import RandomPlayer
from nardy_desktop.controller import Phase, PlayerSpec
from nardy_desktop.engine import ManualDice, TurnRecord, Variant
from nardy_desktop.storage.files import Autosave, save_match
from nardy_desktop.storage.record import DiceMode

from tests.storage.test_storage_support import PLAYERS, play_match

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")

COMPUTER = 1  # PLAYERS: Anna (a person), then the computer
SEATS = (PlayerSpec("Anna"), PlayerSpec("Computer", True, "expert"))


def new_window(qtbot):
    """A main window with its file side, as the program starts one (settings and
    data folder from the environment the test set)."""
    from nardy_desktop.ui.window.main_window import MainWindow

    w = MainWindow()
    qtbot.addWidget(w)
    w.set_speed("off")
    c = w.controller
    c.min_think_ms = 0
    c.pass_delay_ms = 0
    c.player_factory = lambda level: RandomPlayer(1)
    w.keep_files()
    return w


@pytest.fixture
def env(tmp_path, monkeypatch):
    monkeypatch.setenv("NARDY_DESKTOP_SETTINGS", str(tmp_path / "settings.ini"))
    monkeypatch.setenv("NARDY_DATA_DIR", str(tmp_path / "data"))
    return tmp_path


@pytest.fixture
def windows(env, qtbot):
    """Makes windows; each is shut down at the end."""
    made = []

    def make():
        w = new_window(qtbot)
        made.append(w)
        return w

    yield make
    for w in made:
        w.controller.shutdown()
        for box in w.findChildren(QMessageBox):
            box.done(0)


def close(window) -> None:
    """The program is quit (what a restart starts from)."""
    window.close()


def play_turns(window, qtbot, n: int) -> list[TurnRecord]:
    """Go on with the match for `n` finished turns, as a person at the window
    would: roll with the Roll button, or enter the dice the dice dialog asks
    for (the computer's too, with real dice), and play a person's first legal
    turn. Fails if the match sticks: nothing to do and nothing happening."""
    c = window.controller
    entry = window.dice_entry
    done: list[TurnRecord] = []
    c.turnFinished.connect(done.append)
    dice = [(6, 5), (3, 1), (4, 2), (2, 6), (5, 3), (1, 4)]

    def roll_due() -> bool:
        return c.can_roll and c.game.dice is None

    try:
        while len(done) < n:
            qtbot.waitUntil(
                lambda: (
                    len(done) >= n
                    or entry.dialog is not None
                    or roll_due()
                    or c.can_move
                    or c.phase in (Phase.GAME_OVER, Phase.MATCH_OVER)
                ),
                timeout=5000,
            )
            if len(done) >= n:
                break
            assert c.phase not in (Phase.GAME_OVER, Phase.MATCH_OVER), "the game ended first"
            dlg = entry.dialog
            if dlg is not None:
                d = dice[len(done) % len(dice)]
                dlg.set_values(*d)
                dlg.box.button(QDialogButtonBox.StandardButton.Ok).click()
                assert c.game.dice == d
            elif roll_due():
                assert not c.real_dice, "with real dice the dialog asks for every roll"
                assert window.roll_button.isEnabled()
                window.roll_button.click()
                assert c.game.dice is not None
            if c.can_move:
                for s in c.game.legal_turns()[0].steps:
                    assert c.try_move(s.frm, s.to)
                if c.can_finish:
                    c.finish_turn()
    finally:
        c.turnFinished.disconnect(done.append)
    return done


def open_match(window, qtbot, path) -> None:
    """Game ▸ Open Match, and wait until the match is on the board."""
    with qtbot.waitSignal(window.files.opened, timeout=10000) as read:
        assert window.files.open_path(path)
    assert read.args == [True]


def by_computer(window, records: list[TurnRecord]) -> int:
    match = window.controller.match
    return sum(1 for r in records if match.player_of(r.side) == COMPUTER)


def autosaved_mode() -> DiceMode:
    return Autosave().load().loaded.dice_mode


def test_a_manual_file_opened_without_real_dice_goes_on(windows, env, qtbot):
    path = env / "manual.nardy"
    save_match(path, play_match("backgammon", 3, seed=5, max_turns=9), PLAYERS, DiceMode.MANUAL)
    w = windows()
    assert not w.controller.real_dice
    open_match(w, qtbot, path)
    c = w.controller
    turns = play_turns(w, qtbot, 6)
    assert by_computer(w, turns) >= 2
    assert not isinstance(c.match.dice_source, ManualDice)
    assert not isinstance(c.game.dice_source, ManualDice)
    # The rolls typed in before stay on record.
    assert w.files.persistence.dice_mode is DiceMode.MANUAL
    assert autosaved_mode() is DiceMode.MANUAL


@pytest.mark.parametrize("untick_before_restart", [False, True])
def test_real_dice_then_a_restart_then_without_them(windows, env, qtbot, untick_before_restart):
    w = windows()
    w.dice_entry.real_dice_action.setChecked(True)
    w.controller.new_match(Variant.BACKGAMMON, 3, SEATS)
    # Real dice: the roll-off, then every roll, the computer's too, entered.
    qtbot.waitUntil(lambda: w.dice_entry.dialog is not None, timeout=5000)
    w.dice_entry.dialog.set_values(5, 2)  # Anna plays White
    w.dice_entry.dialog.box.button(QDialogButtonBox.StandardButton.Ok).click()
    assert by_computer(w, play_turns(w, qtbot, 3)) >= 1
    assert w.files.persistence.dice_mode is DiceMode.MANUAL
    if untick_before_restart:
        w.dice_entry.real_dice_action.setChecked(False)
        assert by_computer(w, play_turns(w, qtbot, 2)) >= 1
    close(w)
    assert autosaved_mode() is DiceMode.MANUAL

    again = windows()
    assert again.dice_entry.real_dice_action.isChecked() is not untick_before_restart
    assert again.files.resume_autosave()
    if not untick_before_restart:
        assert by_computer(again, play_turns(again, qtbot, 2)) >= 1
        again.dice_entry.real_dice_action.setChecked(False)
    c = again.controller
    assert not c.real_dice
    turns = play_turns(again, qtbot, 6)
    assert by_computer(again, turns) >= 2
    assert not isinstance(c.match.dice_source, ManualDice)
    assert again.files.persistence.dice_mode is DiceMode.MANUAL


def test_a_system_file_opened_with_real_dice_asks_for_them(windows, env, qtbot):
    path = env / "system.nardy"
    save_match(path, play_match("backgammon", 3, seed=7, max_turns=10), PLAYERS)
    w = windows()
    w.dice_entry.real_dice_action.setChecked(True)
    open_match(w, qtbot, path)
    c = w.controller
    asked = []
    w.files.controller.stateChanged.connect(
        lambda: asked.append(c.player_to_move()) if w.dice_entry.dialog is not None else None
    )
    turns = play_turns(w, qtbot, 6)
    assert by_computer(w, turns) >= 2
    assert COMPUTER in asked and 0 in asked, "both players' dice were asked for"
    assert isinstance(c.match.dice_source, ManualDice)
    assert isinstance(c.game.dice_source, ManualDice)
    assert w.files.persistence.dice_mode is DiceMode.MANUAL  # the source in use
    assert autosaved_mode() is DiceMode.MANUAL


def test_real_dice_turned_off_while_the_computers_roll_is_asked_for(windows, env, qtbot):
    path = env / "m.nardy"
    m = play_match("backgammon", 3, seed=3, max_turns=8)
    save_match(path, m, PLAYERS)
    w = windows()
    w.dice_entry.real_dice_action.setChecked(True)
    open_match(w, qtbot, path)
    c = w.controller
    # Play until the dialog asks for the computer's dice.
    qtbot.waitUntil(lambda: w.dice_entry.dialog is not None, timeout=5000)
    while c.player_to_move() != COMPUTER:
        play_turns(w, qtbot, 1)
        qtbot.waitUntil(lambda: w.dice_entry.dialog is not None, timeout=5000)
    assert c.phase is Phase.AWAIT_ROLL
    w.dice_entry.real_dice_action.setChecked(False)
    assert w.dice_entry.dialog is None  # the program rolls again: nothing is asked
    # The computer rolls and plays its turn by itself.
    qtbot.waitUntil(lambda: c.player_to_move() == 0 and (c.can_roll or c.can_move), timeout=5000)
    assert by_computer(w, play_turns(w, qtbot, 4)) >= 2


def test_with_real_dice_the_roll_button_asks_for_them(windows, env, qtbot):
    path = env / "m.nardy"
    save_match(path, play_match("long", 3, seed=4, max_turns=6), PLAYERS)
    w = windows()
    w.dice_entry.real_dice_action.setChecked(True)
    open_match(w, qtbot, path)
    c = w.controller
    qtbot.waitUntil(lambda: w.dice_entry.dialog is not None, timeout=5000)
    w.dice_entry.dialog.reject()  # not now
    assert c.can_roll and w.roll_button.isEnabled() and w.dice_entry.enter_action.isEnabled()
    w.roll_button.click()
    assert c.game.dice is None  # the program rolled nothing ...
    dlg = w.dice_entry.dialog
    assert dlg is not None and dlg.isVisible()  # ... it asks for the dice again
    dlg.set_values(4, 1)
    dlg.box.button(QDialogButtonBox.StandardButton.Ok).click()
    assert c.game.dice == (4, 1)
