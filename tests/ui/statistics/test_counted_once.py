"""Each game that ends on the board is counted once, into the dice statistics
and the record of results alike: both are fed by the one `gameRecorded` of
controller.persistence, across a restart that resumes the match from the
autosave, and never for the games already over when a match was resumed."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QMessageBox

from nardy_desktop.storage.dice_stats import DiceCounts, DiceHistory, game_counts
from nardy_desktop.storage.files import Autosave
from nardy_desktop.storage.results import ResultsRecord

from tests.helpers import playing_window
from tests.storage.test_storage_support import PLAYERS, play_match

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")


def resign_game(window, qtbot) -> int:
    """Anna resigns the game in progress; the index of the game she gave up."""
    c = window.controller
    qtbot.waitUntil(lambda: c.can_resign, timeout=5000)
    index = len(c.match.games) - 1
    assert c.resign()
    return index


def quit_window(window) -> None:
    """The program is quit: the last autosave is on the disk."""
    window.controller.shutdown()
    for box in window.findChildren(QMessageBox):
        box.done(0)
    window.close()


def expected_dice(match, games: list[int]) -> dict[str, DiceCounts]:
    out = {name: DiceCounts() for name in match.players}
    for index in games:
        for player, counts in enumerate(game_counts(match, index)):
            out[match.players[player]].merge(counts)
    return out


def test_a_game_is_counted_once_in_both_records_across_a_resume_and_a_restart(
    qtbot, tmp_path, monkeypatch
):
    data = tmp_path / "data"
    monkeypatch.setenv("NARDY_DATA_DIR", str(data))
    monkeypatch.setenv("NARDY_DESKTOP_SETTINGS", str(tmp_path / "settings.ini"))
    # A match of 7 with games already over and one under way, turns played in it.
    started = play_match("backgammon", 7, seed=2, max_turns=120)
    already_over = len(started.results)
    assert already_over >= 1 and not started.is_over
    Autosave(data).write(started, PLAYERS)

    first = playing_window(qtbot)
    recorded = []
    first.files.persistence.gameRecorded.connect(lambda game: recorded.append(game.index))
    assert first.files.resume_autosave()
    ended_before = resign_game(first, qtbot)
    assert recorded == [ended_before]  # the games over before the match came back: not told
    quit_window(first)

    # A restart: the game given up is over in the autosave; the next is under way.
    second = playing_window(qtbot)
    recorded.clear()
    second.files.persistence.gameRecorded.connect(lambda game: recorded.append(game.index))
    assert second.files.resume_autosave()
    c = second.controller
    assert len(c.match.games) == ended_before + 2
    ended_after = resign_game(second, qtbot)
    assert recorded == [ended_after]
    assert second.files.persistence.flush()

    # The two games that ended on the board, each once, in both records on disk.
    [tally] = ResultsRecord(data).load().rows.values()
    assert tally.games_lost + tally.games_won == 2
    counted = DiceHistory(data).load().players
    want = expected_dice(c.match, [ended_before, ended_after])
    assert sum(counts.rolls for counts in want.values()) > 0, "the games had rolls to count"
    assert counted == want
    second.controller.shutdown()
