"""The computer's levels as the rest of the program holds them: `Level` values
(ai.levels), read from their text where the text comes in (settings, saved
matches), and listed in the table's order wherever the levels are shown."""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import QSettings, Qt

from nardy_desktop.ai.levels import DEFAULT_LEVEL, LEVELS, Level
from nardy_desktop.controller import PlayerSpec
from nardy_desktop.settings_store import read as read_setting
from nardy_desktop.storage.results import RESULTS_NAME, ResultsRecord, Tally
from nardy_desktop.ui.common import texts
from nardy_desktop.ui.common.settings import PLAYER_LEVEL
from nardy_desktop.ui.statistics.results_view import shown_rows
from nardy_desktop.ui.window.dialogs import NewMatchDialog

pytestmark = [
    pytest.mark.qt_log_ignore("does not support propagateSizeHints"),
    pytest.mark.usefixtures("isolated_settings"),
]


@pytest.mark.parametrize("level", list(Level))
def test_a_seat_given_a_levels_text_holds_the_level(level):
    spec = PlayerSpec("Ann", True, level.value)
    assert spec.level is level
    assert PlayerSpec("Ann", True, level).level is level


def test_a_seat_without_a_level_plays_the_default_one():
    assert PlayerSpec("Ann").level is DEFAULT_LEVEL is Level.EXPERT


def test_a_seat_of_an_unknown_level_is_refused():
    with pytest.raises(ValueError, match="unknown level 'grandmaster'"):
        PlayerSpec("Ann", True, "grandmaster")


@pytest.mark.parametrize("stored", [*LEVELS, "grandmaster", "Expert", 3, ""])
def test_the_settings_give_back_a_level(isolated_settings, stored):
    s = QSettings(str(isolated_settings), QSettings.Format.IniFormat)
    s.setValue("match/player1/level", stored)
    read = read_setting(s, PLAYER_LEVEL[1], Level.BEGINNER)
    assert type(read) is Level
    assert read is (Level(stored) if stored in LEVELS else Level.BEGINNER)


def test_a_level_is_kept_in_the_settings_as_its_text(isolated_settings):
    s = QSettings(str(isolated_settings), QSettings.Format.IniFormat)
    s.setValue("match/player1/level", Level.CHAMPION)
    s.sync()
    assert "level=champion" in isolated_settings.read_text()


def test_the_new_match_dialog_offers_every_level_in_order(qtbot):
    dialog = NewMatchDialog()
    qtbot.addWidget(dialog)
    for box in dialog.players:
        shown = [box.level.itemText(i) for i in range(box.level.count())]
        assert shown == [texts.level_name(level) for level in Level]
        assert shown == ["Beginner", "Intermediate", "Expert", "Champion"]
        for level in Level:
            box.set_spec(PlayerSpec("Ann", True, level))
            assert box.spec() == PlayerSpec("Ann", True, level)
            assert box.spec().level is level


def test_the_chosen_level_says_how_it_plays_and_only_for_the_computer(qtbot):
    dialog = NewMatchDialog()
    qtbot.addWidget(dialog)
    dialog.show()
    box = dialog.players[1]
    described = set()
    for level in Level:
        box.set_spec(PlayerSpec("Deep", True, level))
        about = box.level_about.text()
        assert about == texts.level_description(level) and about
        assert box.level_about.isVisible()
        i = list(Level).index(level)
        assert box.level.itemData(i, Qt.ItemDataRole.ToolTipRole) == about
        described.add(about)
    assert len(described) == len(Level)
    box.set_spec(PlayerSpec("Ann", False, Level.EXPERT))
    assert not box.level_about.isVisible() and not box.level.isEnabled()


def test_results_list_the_levels_in_order_then_people(tmp_path):
    opponents = [("Bob", ""), *((f"Computer {lv}", lv) for lv in reversed(LEVELS))]
    rows = [
        {"variant": "long", "player": "Ann", "opponent": name, "level": level}
        | {"tally": Tally(games_won=1).to_json()}
        for name, level in opponents
    ]
    (tmp_path / RESULTS_NAME).write_text(json.dumps({"version": 1, "rows": rows}))
    record = ResultsRecord(tmp_path).load()
    assert record.error is None
    assert [p.level for p, _ in shown_rows(record)] == [*LEVELS, ""]
