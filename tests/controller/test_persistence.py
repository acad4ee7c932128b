"""controller.persistence with the real controller: the dice mode the autosave
records is decided from what the controller says of the match's dice (dice
typed in, real dice on at any moment, a record that says so), with nothing
set from outside."""

from __future__ import annotations

from nardy_desktop.controller import Phase, PlayerSpec
from nardy_desktop.controller.persistence import Persistence
from nardy_desktop.engine import SeededDice, Variant
from nardy_desktop.storage.files import Autosave
from nardy_desktop.storage.record import DiceMode

from tests.storage.test_resume import _dispose_controllers, make_controller  # noqa: F401 - with its fixture
from tests.storage.test_storage_support import PLAYERS, play_match

TWO_PEOPLE = (PlayerSpec("Anna"), PlayerSpec("Boris"))


def on_disk(folder) -> DiceMode:
    got = Autosave(folder).load()
    assert got.loaded is not None
    return got.loaded.dice_mode


def test_dice_typed_in_are_recorded_as_such_until_the_next_match(qtbot, tmp_path):
    c = make_controller()
    keeper = Persistence(c, Autosave(tmp_path))
    c.new_match(Variant.BACKGAMMON, 3, TWO_PEOPLE, SeededDice(4))
    qtbot.waitUntil(lambda: c.phase is Phase.MOVING, timeout=5000)  # the opening, rolled
    assert keeper.dice_mode is DiceMode.SYSTEM
    turn = c.game.legal_turns()[0]
    for step in turn.steps:
        assert c.try_move(step.frm, step.to)
    assert c.finish_turn()
    qtbot.waitUntil(lambda: c.can_roll, timeout=5000)
    assert c.enter_dice(6, 5)
    assert keeper.dice_mode is DiceMode.MANUAL
    assert keeper.flush() and on_disk(tmp_path) is DiceMode.MANUAL

    c.new_match(Variant.BACKGAMMON, 3, TWO_PEOPLE, SeededDice(4))
    assert keeper.dice_mode is DiceMode.SYSTEM
    assert keeper.flush() and on_disk(tmp_path) is DiceMode.SYSTEM


def test_real_dice_turned_on_then_off_leave_the_match_recorded_as_typed_in(qtbot, tmp_path):
    c = make_controller()
    keeper = Persistence(c, Autosave(tmp_path))
    c.new_match(Variant.LONG, 3, TWO_PEOPLE, SeededDice(2))
    assert keeper.dice_mode is DiceMode.SYSTEM
    c.use_real_dice(True)
    c.use_real_dice(False)
    assert keeper.dice_mode is DiceMode.MANUAL
    c.new_match(Variant.LONG, 3, TWO_PEOPLE, SeededDice(2))
    assert keeper.dice_mode is DiceMode.SYSTEM
    c.use_real_dice(True)
    c.new_match(Variant.LONG, 3, TWO_PEOPLE, SeededDice(2))
    assert keeper.dice_mode is DiceMode.MANUAL  # with real dice on, from its start


def test_a_match_resumed_keeps_the_dice_mode_of_its_record(qtbot, tmp_path):
    c = make_controller()
    keeper = Persistence(c, Autosave(tmp_path))
    for mode in (DiceMode.MANUAL, DiceMode.SYSTEM):
        Autosave(tmp_path / mode.value).write(
            play_match("long", 3, seed=5, max_turns=9), PLAYERS, mode
        )
        loaded = Autosave(tmp_path / mode.value).load().loaded
        assert loaded is not None and loaded.dice_mode is mode
        keeper.resume(loaded)
        assert c.match is loaded.match and not c.real_dice
        assert keeper.dice_mode is mode
        assert keeper.flush() and on_disk(tmp_path) is mode
