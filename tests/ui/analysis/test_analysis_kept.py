"""The analysis survives a restart and a kill: the autosave keeps the analysis
done so far, the file the match was saved to, and an analysis cut short, which
goes on after the restart."""

from __future__ import annotations

import json
import shutil
import threading
import time

import pytest
from PySide6.QtWidgets import QApplication

from nardy_desktop.controller import Phase, PlayerSpec
from nardy_desktop.storage.files import AUTOSAVE_NAME, Autosave
from nardy_desktop.ui.analysis import analysis_manager

from tests.analysis_support import play_match
from tests.helpers import playing_window

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")

PEOPLE = (PlayerSpec("Anna"), PlayerSpec("Boris"))


@pytest.fixture
def windows(qtbot, tmp_path, monkeypatch):
    """Makes main windows, each shut down after the test."""
    monkeypatch.setenv("NARDY_DESKTOP_SETTINGS", str(tmp_path / "settings.ini"))
    made = []

    def make(data):
        made.append(playing_window(qtbot, data))
        return made[-1]

    yield make
    for w in made:
        w.controller.shutdown()


def people_match(window, max_turns: int):
    """A backgammon match of two people on the board, `max_turns` turns in."""
    match = play_match(
        "backgammon", ("beginner", "beginner"), seed=3, length=3, max_turns=max_turns
    )
    match.players = ("Anna", "Boris")
    window.controller.resume_match(match, PEOPLE)
    return match


def analyse(window, qtbot, whole_match: bool) -> None:
    manager = window.analysis
    action = manager.analyse_match_action if whole_match else manager.analyse_game_action
    with qtbot.waitSignal(manager.finished, timeout=120000) as done:
        action.trigger()
    assert done.args == [True]


def decisions(analysis) -> list[tuple]:
    return [(d.game, d.turn, d.played, d.best) for g in analysis.games for d in g.decisions]


def autosaved(data) -> dict:
    return json.loads((data / AUTOSAVE_NAME).read_text(encoding="utf-8"))


def test_a_restart_restores_the_analysis_the_summary_and_the_saved_file(windows, qtbot, tmp_path):
    data = tmp_path / "data"
    first = windows(data)
    people_match(first, 14)
    analyse(first, qtbot, whole_match=False)
    analysis = first.analysis.analysis
    assert analysis is not None and analysis.decisions > 3
    path = tmp_path / "kept.nardy"
    assert first.files.save_to(path)
    assert first.files.persistence.flush()
    record = autosaved(data)
    assert record["analysis"]["games"] and record["file"]["path"] == str(path)
    # Killed here: the autosave on disk is all the next start has.
    copy = tmp_path / "copy"
    shutil.copytree(data, copy)

    second = windows(copy)
    assert second.files.resume_autosave()
    manager = second.analysis
    assert manager.analysis is not None
    assert decisions(manager.analysis) == decisions(analysis)
    assert manager.summary_action.isEnabled() and manager.export_action.isEnabled()
    assert manager.show_summary() is not None
    # The marks are in the move list again.
    notes = [manager._note(d.turn) for g in analysis.games for d in g.decisions]
    assert all(note is not None for note in notes)
    # The title names the file, as it was left: not changed since it was saved.
    assert second.files.current_path == path
    assert "kept.nardy" in second.windowTitle()
    assert not second.isWindowModified()
    # Save writes to it again, with the analysis.
    path.unlink()
    assert second.files.save()
    assert json.loads(path.read_text(encoding="utf-8"))["analysis"]["games"]


def test_a_change_after_the_save_is_still_marked_after_a_restart(windows, qtbot, tmp_path):
    data = tmp_path / "data"
    first = windows(data)
    match = people_match(first, 6)
    path = tmp_path / "m.nardy"
    assert first.files.save_to(path)
    c = first.controller
    # The person to move rolls after the save: the match is no longer as saved.
    assert c.phase is Phase.AWAIT_ROLL
    assert c.roll()
    qtbot.waitUntil(lambda: match.game.dice is not None, timeout=5000)
    assert first.isWindowModified()
    assert first.files.persistence.flush()
    copy = tmp_path / "copy"
    shutil.copytree(data, copy)
    second = windows(copy)
    assert second.files.resume_autosave()
    assert second.files.current_path == path
    assert second.isWindowModified()
    assert second.files.would_lose_play()


@pytest.fixture
def second_game_held(monkeypatch):
    """The analysis stops after its first game until the test lets it go on."""
    first_done = threading.Event()
    go_on = threading.Event()
    real = analysis_manager.analyse_plan

    def held(plan, depth, **kwargs):
        on_game, cancel = kwargs["on_game"], kwargs["cancel"]

        def game_done(game):
            on_game(game)
            first_done.set()
            give_up = time.monotonic() + 60
            while not (go_on.is_set() or cancel.is_set()) and time.monotonic() < give_up:
                cancel.wait(0.01)

        return real(plan, depth, **{**kwargs, "on_game": game_done})

    monkeypatch.setattr(analysis_manager, "analyse_plan", held)
    yield first_done, go_on
    go_on.set()


def test_an_analysis_cut_short_keeps_its_games_and_goes_on_after_a_restart(
    windows, qtbot, tmp_path, second_game_held
):
    first_done, go_on = second_game_held
    data = tmp_path / "data"
    first = windows(data)
    match = people_match(first, 90)
    assert len(match.games) == 2 and match.games[0].is_over
    first.analysis.analyse_match_action.trigger()
    qtbot.waitUntil(first_done.is_set, timeout=120000)
    qtbot.waitUntil(lambda: first.analysis.analysis is not None, timeout=5000)
    # The first game is shown at once, and kept in the autosave with what is left.
    assert [g.number for g in first.analysis.analysis.games] == [1]
    assert first.files.persistence.flush()
    record = autosaved(data)
    assert [g["number"] for g in record["analysis"]["games"]] == [1]
    assert record["analysis_pending"]["games"] == [2]
    copy = tmp_path / "copy"
    shutil.copytree(data, copy)  # the program killed now
    go_on.set()

    second = windows(copy)
    manager = second.analysis
    with qtbot.waitSignal(manager.finished, timeout=120000) as done:
        assert second.files.resume_autosave()
        assert manager.running  # it goes on by itself, and says so
        message = second.statusBar().currentMessage()
        assert "cut short" in message and "1 game" in message
        assert [g.number for g in manager.analysis.games] == [1]
    assert done.args == [True]
    QApplication.processEvents()
    assert [g.number for g in manager.analysis.games] == [1, 2]
    assert second.files.persistence.flush()
    record = autosaved(copy)
    assert [g["number"] for g in record["analysis"]["games"]] == [1, 2]
    assert "analysis_pending" not in record


def test_a_cancelled_analysis_keeps_the_games_it_finished(
    windows, qtbot, tmp_path, second_game_held
):
    first_done, _ = second_game_held
    w = windows(tmp_path / "data")
    people_match(w, 90)
    manager = w.analysis
    manager.analyse_match_action.trigger()
    qtbot.waitUntil(first_done.is_set, timeout=120000)
    qtbot.waitUntil(lambda: manager.analysis is not None, timeout=5000)
    assert manager.cancel()
    assert [g.number for g in manager.analysis.games] == [1]
    assert w.files.persistence.flush()
    record = autosaved(tmp_path / "data")
    assert "analysis_pending" not in record and record["analysis"]["games"]


def test_a_finished_match_with_its_analysis_is_resumed_finished(windows, qtbot, tmp_path):
    data = tmp_path / "data"
    first = windows(data)
    match = play_match("backgammon", ("expert", "beginner"), seed=2, length=1)
    assert match.is_over
    first.controller.resume_match(match, PEOPLE)
    analyse(first, qtbot, whole_match=True)
    assert first.files.persistence.flush()
    second = windows(data)
    assert second.files.resume_autosave()
    assert second.controller.phase is Phase.MATCH_OVER
    assert decisions(second.analysis.analysis) == decisions(first.analysis.analysis)


def test_a_finished_match_without_analysis_work_is_not_resumed(windows, tmp_path):
    data = tmp_path / "data"
    match = play_match("backgammon", ("expert", "beginner"), seed=2, length=1)
    Autosave(data).write(match, PEOPLE)
    assert not windows(data).files.resume_autosave()
