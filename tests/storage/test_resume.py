"""Autosave wired to the real controller, and resuming exactly from it."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, QEvent

from nardy_desktop.ai.base import RandomPlayer
from nardy_desktop.controller import MatchController, Phase, PlayerSpec
from nardy_desktop.controller.persistence import Persistence
from nardy_desktop.engine import SeededDice, Variant
from nardy_desktop.storage import autosave_writer
from nardy_desktop.storage.dice_stats import match_counts
from nardy_desktop.storage.files import AUTOSAVE_NAME, Autosave
from nardy_desktop.storage.record import LoadedMatch, PlayerInfo

from tests.storage.test_storage_support import history

COMPUTERS = (PlayerSpec("North", True, "expert"), PlayerSpec("South", True, "beginner"))
PERSON_VS_COMPUTER = (PlayerSpec("Anna"), PlayerSpec("Computer", True, "expert"))


_made: list[MatchController] = []


def make_controller(seed: int = 1) -> MatchController:
    c = MatchController()
    c.min_think_ms = 0
    c.pass_delay_ms = 0
    c.player_factory = lambda level: RandomPlayer(seed)
    _made.append(c)
    return c


@pytest.fixture(autouse=True)
def _dispose_controllers(qtbot):
    """Stop each controller's worker and delete it from the event loop, so
    that no timer of one test fires into the next."""
    yield
    while _made:
        c = _made.pop()
        c.shutdown()
        c.deleteLater()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)


def specs(players) -> tuple[PlayerSpec, PlayerSpec]:
    return tuple(PlayerSpec(p.name, p.computer, p.level) for p in players)  # type: ignore[return-value]


def turns_played(c: MatchController | LoadedMatch) -> int:
    return sum(len(g.history) for g in c.match.games) if c.match else 0


@pytest.mark.parametrize("variant", list(Variant))
def test_computer_match_is_autosaved_every_turn_and_resumes(qtbot, tmp_path, variant, monkeypatch):
    real_record = autosave_writer.match_record
    handed = []

    def record(match, *args, **kwargs):
        handed.append(sum(len(g.history) for g in match.games))
        return real_record(match, *args, **kwargs)

    monkeypatch.setattr(autosave_writer, "match_record", record)
    c = make_controller()
    saver = Persistence(c, Autosave(tmp_path))
    on_disk = []
    saver.saved.connect(lambda: on_disk.append(turns_played(Autosave(tmp_path).load().loaded)))
    c.new_match(variant, 3, COMPUTERS, SeededDice(5))
    qtbot.waitUntil(lambda: turns_played(c) >= 30, timeout=20000)
    c.shutdown()
    # A record was taken after every finished turn (plus the rolls and the
    # start); the writer wrote the newest of them each time, so what is on
    # the disk only ever moved forward.
    assert set(range(0, 30)) <= set(handed)
    assert on_disk and on_disk == sorted(on_disk)

    got = Autosave(tmp_path).load()
    assert got.loaded is not None and not got.errors
    loaded = got.loaded
    assert loaded.players == tuple(PlayerInfo(p.name, p.computer, p.level) for p in COMPUTERS)
    assert history(loaded.match) == history(c.match)
    assert loaded.match.score == c.match.score

    # A new controller resumes it and plays on from the very same position.
    c2 = make_controller(seed=2)
    Persistence(c2, Autosave(tmp_path))
    c2.resume_match(loaded.match, specs(loaded.players))
    before = turns_played(c2)
    assert c2.match is loaded.match
    qtbot.waitUntil(lambda: turns_played(c2) >= before + 4, timeout=20000)
    c2.shutdown()
    assert history(c2.match)[0][: len(history(c.match)[0])] == history(c.match)[0]


def test_person_with_dice_rolled_and_a_step_played_resumes_exactly(qtbot, tmp_path):
    c = make_controller()
    Persistence(c, Autosave(tmp_path))
    c.auto_finish = False
    c.new_match(Variant.BACKGAMMON, 5, PERSON_VS_COMPUTER, SeededDice(3))
    # Play until it is Anna's turn to move with dice rolled.
    for _ in range(200):
        qtbot.waitUntil(lambda: c.can_roll or c.can_move, timeout=10000)
        if c.can_roll:
            c.roll()
        if c.can_move and c.game.legal_steps():
            break
        if c.can_finish:
            c.finish_turn()
    game = c.game
    step = game.legal_steps()[0]
    assert c.try_move(step.frm, step.to)
    c.shutdown()

    loaded = Autosave(tmp_path).load().loaded
    assert loaded.match.game.dice == game.dice
    assert loaded.match.game.steps == game.steps

    c2 = make_controller()
    c2.resume_match(loaded.match, specs(loaded.players))
    assert c2.phase is Phase.MOVING and c2.can_move
    assert c2.game.dice == game.dice
    assert c2.game.steps == game.steps
    assert c2.game.position == game.position
    c2.shutdown()


def test_finished_game_resumes_with_the_next_one(qtbot, tmp_path):
    c = make_controller()
    saver = Persistence(c, Autosave(tmp_path))
    c.new_match(Variant.LONG, 25, COMPUTERS, SeededDice(9))
    qtbot.waitUntil(lambda: c.phase is Phase.GAME_OVER, timeout=30000)
    c.shutdown()
    loaded = Autosave(tmp_path).load().loaded
    assert loaded.match.game.is_over and not loaded.finished
    # The finished game went into the dice history of this computer.
    a, b = match_counts(c.match)
    assert saver.history.players["North"] == a
    assert saver.history.players["South"] == b

    c2 = make_controller()
    c2.resume_match(loaded.match, specs(loaded.players))
    assert c2.match.game_number == 2
    assert c2.match.white_player == 1 - c.match.white_players[0]
    c2.shutdown()


def test_an_unwritable_data_folder_is_reported_once_and_play_goes_on(qtbot, tmp_path):
    blocker = tmp_path / "data"
    blocker.write_text("a file where the folder should be")
    c = make_controller()
    saver = Persistence(c, Autosave(blocker))
    failures = []
    saver.failed.connect(lambda text, detail: failures.append((text, detail)))
    c.new_match(Variant.LONG, 1, COMPUTERS, SeededDice(1))
    qtbot.waitUntil(lambda: turns_played(c) >= 10, timeout=20000)
    c.shutdown()
    assert len(failures) == 1
    text, detail = failures[0]
    assert "autosave.nardy" in text and detail
    assert blocker.read_text() == "a file where the folder should be"
    assert not (tmp_path / AUTOSAVE_NAME).exists()
