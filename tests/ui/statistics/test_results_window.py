"""The record of results in the window: counted when games and matches end on
the board, shown beside the dice statistics, and a record on disk that cannot
be used refused with a message (kept aside, never written over)."""

from __future__ import annotations

import json

import pytest
from PySide6.QtWidgets import QMessageBox

from nardy_desktop.controller import PlayerSpec
from nardy_desktop.engine import Variant
from nardy_desktop.i18n import LanguageManager
from nardy_desktop.storage.files import Autosave, save_match
from nardy_desktop.storage.results import RESULTS_NAME, Pairing, ResultsRecord, Tally
from nardy_desktop.ui.statistics.results_view import ResultsTable

from tests.locations import TESTS
from tests.storage.test_storage_support import PLAYERS, play_match
from tests.storage_faults import read_only_folder

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")

ANNA_V_EXPERT = (PlayerSpec("Anna"), PlayerSpec("Computer", True, "expert"))


def resign_games(window, qtbot, games: int) -> None:
    """The person resigns `games` games in a row (each a mars or a gammon at the
    start: the opponent wins it whole), going on to the next game between them."""
    c = window.controller
    for _ in range(games):
        if c.can_next_game:
            c.next_game()
        qtbot.waitUntil(lambda: c.can_resign, timeout=5000)
        assert c.resign()


def rows_on_disk(folder) -> dict[Pairing, Tally]:
    return ResultsRecord(folder).load().rows


def test_games_and_the_match_lost_are_counted_as_they_end_and_shown(window, tmp_path, qtbot):
    c = window.controller
    c.new_match(Variant.LONG, 3, ANNA_V_EXPERT)
    resign_games(window, qtbot, 1)
    key = Pairing("long", "Anna", "Computer", "expert")
    assert rows_on_disk(tmp_path / "data") == {key: Tally(0, 0, 0, 1, 0, 2)}
    resign_games(window, qtbot, 1)  # 4 points of 3: the match is over
    assert c.match.is_over
    assert rows_on_disk(tmp_path / "data") == {key: Tally(0, 1, 0, 2, 0, 4)}

    dlg = window.dice_stats.show()
    assert isinstance(dlg.results, ResultsTable)
    dlg.tabs.setCurrentWidget(dlg.results)
    assert not dlg.legend.isVisible()  # it speaks of the dice charts
    assert dlg.results.lines() == [
        (
            "Anna",
            "Long nardy",
            "Computer (Expert)",
            "0\u2009\u2013\u20091",
            "0\u2009\u2013\u20092",
            "0\u2009\u2013\u20094",
        )
    ]
    dlg.tabs.setCurrentIndex(0)
    assert dlg.legend.isVisible()


def test_a_match_between_two_computers_records_nothing(window, tmp_path, qtbot):
    c = window.controller
    c.new_match(
        Variant.BACKGAMMON, 1, (PlayerSpec("A", True, "beginner"), PlayerSpec("B", True, "expert"))
    )
    qtbot.waitUntil(lambda: c.match.is_over, timeout=60000)
    assert not (tmp_path / "data" / RESULTS_NAME).exists()


def test_games_already_played_in_a_match_opened_or_resumed_are_not_counted_again(
    window, tmp_path, qtbot
):
    finished = play_match("long", 1, seed=6)
    save_match(tmp_path / "done.nardy", finished, PLAYERS)
    with qtbot.waitSignal(window.files.opened, timeout=20000):
        window.files.open_path(tmp_path / "done.nardy")
    assert not (tmp_path / "data" / RESULTS_NAME).exists()

    # A match of 7 with its first games over, resumed: only what ends now counts.
    started = play_match("backgammon", 7, seed=2, max_turns=120)
    done = len(started.results)
    assert done >= 1 and not started.is_over
    window.files.persistence.flush()  # the match opened is on the disk: this one replaces it
    Autosave(tmp_path / "data").write(started, PLAYERS)
    assert window.files.resume_autosave()
    resign_games(window, qtbot, 1)
    rows = rows_on_disk(tmp_path / "data")
    [tally] = rows.values()
    assert tally.games_won + tally.games_lost == 1


def test_a_damaged_record_is_refused_at_start_with_a_message_and_kept(qtbot, tmp_path):
    from nardy_desktop.ui.window.main_window import MainWindow

    folder = tmp_path / "data"
    folder.mkdir()
    (folder / RESULTS_NAME).write_bytes(b'{"version": 1, "rows": [{"broken": ')
    w = MainWindow()
    qtbot.addWidget(w)
    w.set_speed("off")
    keeper = w.keep_files(folder).results
    qtbot.waitUntil(lambda: keeper.box is not None, timeout=5000)
    box = keeper.box
    assert isinstance(box, QMessageBox)
    kept = keeper.record.kept
    assert kept is not None and kept.name.startswith("results-unreadable-")
    assert kept.read_bytes() == b'{"version": 1, "rows": [{"broken": '
    assert "results.json" in box.informativeText() and str(kept) in box.informativeText()
    assert "a new one is started" in box.text()
    assert "could not be used" in w.statusBar().currentMessage()
    box.done(0)
    dlg = w.dice_stats.show()
    assert "is damaged" in dlg.results.note.text() and not dlg.results.note.isHidden()
    w.controller.shutdown()


def test_a_record_that_cannot_be_written_is_said_once_and_play_goes_on(window, tmp_path, qtbot):
    c = window.controller
    keeper = window.files.results
    shown: list[str] = []
    keeper.messageShown.connect(shown.append)
    c.new_match(Variant.LONG, 5, ANNA_V_EXPERT)
    window.files.persistence.flush()  # the data folder is made
    with read_only_folder(tmp_path / "data"):
        resign_games(window, qtbot, 2)
        assert tuple(c.match.score) == (0, 4)
    assert len(shown) == 1 and "could not be written" in shown[0]
    assert "Play goes on" in keeper.box.text()
    # Written again with the next game, the counts kept meanwhile with it.
    resign_games(window, qtbot, 1)
    [tally] = rows_on_disk(tmp_path / "data").values()
    assert (tally.games_lost, tally.matches_lost) == (3, 1)


def test_the_programs_names_in_any_language_are_one_row_in_the_language_shown(
    qapp, qtbot, tmp_path
):
    rows = [
        {
            "variant": "long",
            "player": player,
            "opponent": opponent,
            "level": "expert",
            "tally": {**Tally().to_json(), "games_won": won},
        }
        for player, opponent, won in (
            ("Player", "Computer", 1),
            ("Joueur", "Ordinateur", 2),
            ("Игрок", "Компьютер", 4),
        )
    ]
    (tmp_path / RESULTS_NAME).write_text(json.dumps({"version": 1, "rows": rows}))
    record = ResultsRecord(tmp_path).load()
    assert record.error is None and len(record.rows) == 3
    languages = LanguageManager(qapp)
    try:
        languages.set_language("fr", remember=False)
        table = ResultsTable(record)
        qtbot.addWidget(table)
        [line] = table.lines()
        assert line[:3] == ("Joueur", "Nardy longues", "Ordinateur (Expert)")
        assert line[4].startswith("7")
        languages.set_language("ru", remember=False)
        qtbot.waitUntil(lambda: table.lines()[0][0] == "Игрок", timeout=5000)
        [line] = table.lines()
        assert line[0] == "Игрок" and line[2].startswith("Компьютер")
    finally:
        languages.set_language("en", remember=False)
        languages.shutdown()


REPRO = TESTS / "data" / "results"


@pytest.mark.parametrize("name", ["variant-list.json", "surrogate-name.json"])
def test_a_hostile_record_never_stops_the_start_nor_the_counting(qtbot, tmp_path, name):
    """A row whose game is a list stopped the program from starting; one
    whose name holds a lone surrogate stopped every later count, unseen.
    Now the program starts, says the record was set aside, and counts."""
    from nardy_desktop.ui.window.main_window import MainWindow

    folder = tmp_path / "data"
    folder.mkdir()
    content = (REPRO / name).read_bytes()
    (folder / RESULTS_NAME).write_bytes(content)
    w = MainWindow()
    qtbot.addWidget(w)
    w.set_speed("off")
    w.controller.min_think_ms = 0
    keeper = w.keep_files(folder).results
    qtbot.waitUntil(lambda: keeper.box is not None, timeout=5000)
    kept = keeper.record.kept
    assert kept is not None and kept.read_bytes() == content
    assert "a new one is started" in keeper.box.text() and str(kept) in keeper.box.informativeText()
    keeper.box.done(0)
    w.controller.new_match(Variant.LONG, 3, ANNA_V_EXPERT)
    resign_games(w, qtbot, 1)
    assert keeper.box is None and keeper.last_error is None
    assert rows_on_disk(folder) == {
        Pairing("long", "Anna", "Computer", "expert"): Tally(0, 0, 0, 1, 0, 2)
    }
    w.controller.shutdown()


def test_a_record_with_some_bad_rows_keeps_the_others_and_says_so(qtbot, tmp_path):
    from nardy_desktop.ui.window.main_window import MainWindow

    folder = tmp_path / "data"
    folder.mkdir()
    good = {
        "variant": "long",
        "player": "Anna",
        "opponent": "Computer",
        "level": "expert",
        "tally": Tally(0, 0, 0, 1, 0, 2).to_json(),
    }
    content = json.dumps({"version": 1, "rows": [good, {**good, "variant": ["long"]}]}).encode()
    (folder / RESULTS_NAME).write_bytes(content)
    w = MainWindow()
    qtbot.addWidget(w)
    keeper = w.keep_files(folder).results
    qtbot.waitUntil(lambda: keeper.box is not None, timeout=5000)
    assert "Some rows" in keeper.box.text() and "the others are kept" in keeper.box.text()
    assert keeper.record.kept is not None and keeper.record.kept.read_bytes() == content
    keeper.box.done(0)
    w.controller.new_match(Variant.LONG, 3, ANNA_V_EXPERT)
    resign_games(w, qtbot, 1)
    assert rows_on_disk(folder) == {
        Pairing("long", "Anna", "Computer", "expert"): Tally(0, 0, 0, 2, 0, 4)
    }
    w.controller.shutdown()


def test_any_failure_to_write_the_record_is_said_not_swallowed(window, qtbot, monkeypatch):
    """A write that fails for a reason other than the disk's (the record
    could not be encoded, as a lone surrogate in a name once made it) is
    said to the player, once, and play goes on."""
    keeper = window.files.results
    shown: list[str] = []
    keeper.messageShown.connect(shown.append)

    def cannot_encode(self):
        raise UnicodeEncodeError("utf-8", "\ud800", 0, 1, "surrogates not allowed")

    monkeypatch.setattr(ResultsRecord, "save", cannot_encode)
    c = window.controller
    c.new_match(Variant.LONG, 5, ANNA_V_EXPERT)
    resign_games(window, qtbot, 2)
    assert tuple(c.match.score) == (0, 4)
    assert len(shown) == 1 and "results.json" in shown[0]
    assert "could not be saved" in keeper.box.text() and "Play goes on" in keeper.box.text()
    assert "surrogates not allowed" in keeper.box.detailedText()
