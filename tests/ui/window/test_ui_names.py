"""Player names where a person types them (the New match dialog) and where the
program keeps them (the settings): the same rule as in saved matches."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from PySide6.QtCore import QSettings

from nardy_desktop.ai.base import RandomPlayer
from nardy_desktop.ai.levels import Level
from nardy_desktop.engine.names import MAX_NAME, is_normalised
from nardy_desktop.settings_store import read as read_setting
from nardy_desktop.ui.common.settings import PLAYER_LEVEL, PLAYER_NAME
from nardy_desktop.ui.window.dialogs import NewMatchDialog
from nardy_desktop.ui.window.main_window import MainWindow

pytestmark = [
    pytest.mark.qt_log_ignore("does not support propagateSizeHints"),
    pytest.mark.usefixtures("isolated_settings"),
]


@pytest.fixture
def dialog(qtbot):
    dlg = NewMatchDialog()
    qtbot.addWidget(dlg)
    return dlg


def test_the_name_field_holds_what_a_file_may_hold(dialog):
    for box in dialog.players:
        assert box.name.maxLength() == MAX_NAME


def test_control_characters_typed_or_pasted_are_dropped(dialog, qtbot):
    field = dialog.players[0].name
    field.setFocus()
    field.insert("An\tna\n")
    assert field.text() == "Anna"
    field.clear()
    field.insert("\U0001f600\x07b")
    assert field.text() == "\U0001f600b"
    assert field.cursorPosition() == 3  # after the emoji (two UTF-16 units) and "b"
    field.clear()
    qtbot.keyClicks(field, "Bo\x1bb")
    assert field.text() == "Bob"


def test_the_chosen_names_are_trimmed_or_the_seat_name(dialog):
    dialog.players[0].name.setText("  Zoe \t")
    dialog.players[1].name.setText("   ")
    _, _, players = dialog.chosen()
    assert players[0].name == "Zoe"
    assert players[1].name == "Player 2"


@settings(max_examples=60, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(text=st.text(max_size=60))
def test_the_dialog_only_ever_gives_normalised_names(dialog, text):
    dialog.players[0].name.setText(text)
    name = dialog.chosen()[2][0].name
    assert is_normalised(name)
    if is_normalised(text) and len(text) <= MAX_NAME and text.isprintable():
        assert name == text


@pytest.mark.parametrize(
    "stored, read",
    [
        ("  Anna ", "Anna"),
        ("Борис", "Борис"),
        ("x" * 66_000, "Default"),
        ("x" * (MAX_NAME + 1), "Default"),
        ("", "Default"),
        ("bad\x1bname", "Default"),
        ("\u202eanna", "Default"),
        (["Anna", "Boris"], "Default"),
        (7, "Default"),
    ],
)
def test_names_read_back_from_the_settings(isolated_settings, stored, read):
    s = QSettings(str(isolated_settings), QSettings.Format.IniFormat)
    s.setValue("match/player0/name", stored)
    s.sync()
    again = QSettings(str(isolated_settings), QSettings.Format.IniFormat)
    assert read_setting(again, PLAYER_NAME[0], "Default") == read


def test_a_missing_name_gives_the_default(isolated_settings):
    s = QSettings(str(isolated_settings), QSettings.Format.IniFormat)
    assert read_setting(s, PLAYER_NAME[0], "Default") == "Default"


@pytest.mark.parametrize(
    "stored, read", [("champion", "champion"), ("grandmaster", "expert"), (3, "expert")]
)
def test_levels_read_back_from_the_settings(isolated_settings, stored, read):
    s = QSettings(str(isolated_settings), QSettings.Format.IniFormat)
    s.setValue("match/player1/level", stored)
    assert read_setting(s, PLAYER_LEVEL[1], Level.EXPERT) == read


def test_a_damaged_choice_in_the_settings_starts_a_match_with_usable_names(
    qtbot, isolated_settings
):
    s = QSettings(str(isolated_settings), QSettings.Format.IniFormat)
    s.setValue("match/player0/name", " " * 70 + "x" * 66_000)
    s.setValue("match/player1/name", "  Max  ")
    s.setValue("match/player1/computer", True)
    s.setValue("match/player1/level", "grandmaster")
    s.sync()
    w = MainWindow()
    qtbot.addWidget(w)
    w.set_speed("off")
    w.controller.player_factory = lambda level: RandomPlayer(seed=1)
    try:
        w.start_default_match()
        c = w.controller
        assert [p.name for p in c.players] == ["Player", "Max"]
        assert c.match.players == ("Player", "Max")
        assert c.players[1].level == "expert"
    finally:
        w.controller.shutdown()
