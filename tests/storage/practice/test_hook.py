"""Every analysis of a person's decisions lands in the practice store of the
data folder: by `engine analyse`, in the window, and with a match opened
with its analysis; a store that cannot be used never costs the analysis."""

from __future__ import annotations

import io
import sys

import pytest

from nardy_desktop import cli
from nardy_desktop.controller import PlayerSpec
from nardy_desktop.storage.files import data_dir, save_match
from nardy_desktop.storage.practice import StoreProblem, keep_analysis, match_key, open_store
from nardy_desktop.storage.record import PlayerInfo

from tests.analysis_support import play_match
from tests.storage.practice.support import COMPUTER, PERSON, analysed

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")

SEATS = (PlayerInfo(PERSON, False, None), PlayerInfo(COMPUTER, True, "intermediate"))


def kept_matches(folder=None):
    opened = open_store(None if folder is None else folder / "practice.sqlite3")
    assert opened.store is not None
    with opened.store as store:
        return store.matches()


def test_keep_analysis_keeps_the_people_only(tmp_path):
    match, analysis = analysed()
    kept = keep_analysis(match, SEATS, analysis)
    assert kept.problem is None and kept.decisions > 0
    (info,) = kept_matches()
    assert info.key == match_key(match) and info.persons == (True, False)
    computers = (SEATS[1], SEATS[1])
    assert keep_analysis(match, computers, analysis).decisions == 0


def test_without_sqlite_the_analysis_stands_and_says_why(monkeypatch):
    match, analysis = analysed()
    monkeypatch.setitem(sys.modules, "nardy_desktop.storage.practice.store", None)
    kept = keep_analysis(match, SEATS, analysis)
    assert kept.decisions == 0 and kept.problem is StoreProblem.UNAVAILABLE and kept.failed


@pytest.mark.slow
def test_engine_analyse_keeps_the_people_s_decisions(tmp_path):
    match = play_match("long", ("beginner", "intermediate"), 3, 1, (PERSON, COMPUTER), 24)
    path = tmp_path / "game.nardy"
    save_match(path, match, SEATS)
    out, err = io.StringIO(), io.StringIO()
    assert cli.run(["analyse", str(path)], None, out, err) == 0, err.getvalue()
    (info,) = kept_matches()
    assert info.names == (PERSON, COMPUTER) and info.persons == (True, False)
    opened = open_store()
    with opened.store as store:
        kept = store.decisions(info.key)
    assert len(kept) == info.decisions > 3
    assert {d.name for d in kept} == {PERSON} and {d.analysis.player for d in kept} == {0}
    assert "note:" not in err.getvalue()
    # Analysed again: the same match, replaced.
    assert cli.run(["analyse", str(path)], None, io.StringIO(), io.StringIO()) == 0
    assert len(kept_matches()) == 1


@pytest.mark.slow
def test_the_window_keeps_its_analysis_and_that_of_a_match_opened(qtbot, tmp_path, monkeypatch):
    from tests.helpers import playing_window

    monkeypatch.setenv("NARDY_DESKTOP_SETTINGS", str(tmp_path / "settings.ini"))
    data = tmp_path / "data"
    window = playing_window(qtbot, data)
    try:
        match = play_match("backgammon", ("beginner", "beginner"), 3, 3, max_turns=14)
        match.players = ("Anna", "Boris")
        window.controller.resume_match(match, (PlayerSpec("Anna"), PlayerSpec("Boris", True)))
        manager = window.analysis
        with qtbot.waitSignal(manager.finished, timeout=120000) as done:
            manager.analyse_game_action.trigger()
        assert done.args == [True]
        (info,) = kept_matches(data)
        assert info.names == ("Anna", "Boris") and info.persons == (True, False)
        people = sum(1 for g in manager.analysis.games for d in g.decisions if d.player == 0)
        assert info.decisions == people > 0
        # A match saved with its analysis, opened where no store has it yet.
        saved = tmp_path / "kept.nardy"
        assert window.files.save_to(saved)
        (data / "practice.sqlite3").unlink()
        for extra in ("-wal", "-shm"):
            (data / f"practice.sqlite3{extra}").unlink(missing_ok=True)
        with qtbot.waitSignal(window.files.opened, timeout=60000) as opened:
            assert window.files.open_path(saved)
        assert opened.args == [True]
        qtbot.waitUntil(lambda: window.analysis.analysis is not None, timeout=30000)
        (again,) = kept_matches(data)
        assert again.key == info.key and again.decisions == info.decisions
    finally:
        window.controller.shutdown()
    assert data_dir() != data  # the test's own data folder, not the person's
