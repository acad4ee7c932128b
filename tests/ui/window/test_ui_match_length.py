"""The length of a new match: the New match dialog starts at the default, and a
length kept in the settings is held to those a match may have (the engine's)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSettings

from nardy_desktop.engine import MAX_LENGTH, Variant
from nardy_desktop.settings_store import read as read_setting
from nardy_desktop.ui.common.settings import DEFAULT_LENGTH, LENGTH
from nardy_desktop.ui.window.dialogs import NewMatchDialog

pytestmark = [
    pytest.mark.qt_log_ignore("does not support propagateSizeHints"),
    pytest.mark.usefixtures("isolated_settings"),
]


@pytest.mark.parametrize(
    "stored, read",
    [
        (7, 7),
        ("12", 12),
        (MAX_LENGTH, MAX_LENGTH),
        (MAX_LENGTH + 1, MAX_LENGTH),
        (10**9, MAX_LENGTH),
        (0, 1),
        (-3, 1),
        ("seven", DEFAULT_LENGTH),
        ("", DEFAULT_LENGTH),
        ("7.5", DEFAULT_LENGTH),
    ],
)
def test_a_kept_length_is_one_a_match_may_have(isolated_settings, stored, read):
    s = QSettings(str(isolated_settings), QSettings.Format.IniFormat)
    s.setValue("match/length", stored)
    assert read_setting(s, LENGTH) == read


def test_no_kept_length_gives_the_default(isolated_settings):
    s = QSettings(str(isolated_settings), QSettings.Format.IniFormat)
    assert read_setting(s, LENGTH) == DEFAULT_LENGTH == 7  # long nardy's official length


def test_the_dialog_starts_at_the_default_within_the_engines_lengths(qtbot):
    dialog = NewMatchDialog()
    qtbot.addWidget(dialog)
    assert dialog.length.value() == DEFAULT_LENGTH
    assert (dialog.length.minimum(), dialog.length.maximum()) == (1, MAX_LENGTH)


def test_the_dialogs_length_follows_the_game_until_the_person_chooses_one(qtbot):
    dialog = NewMatchDialog()
    qtbot.addWidget(dialog)
    assert dialog.variant.currentIndex() == 0 and dialog.length.value() == 7
    dialog.variant.setCurrentIndex(1)  # backgammon
    assert dialog.length.value() == 5
    dialog.variant.setCurrentIndex(0)
    assert dialog.length.value() == 7
    dialog.length.setValue(11)
    dialog.variant.setCurrentIndex(1)
    assert dialog.length.value() == 11
    dialog.set_choice(Variant.BACKGAMMON, 3, dialog.chosen()[2])
    assert dialog.chosen()[:2] == (Variant.BACKGAMMON, 3)


@pytest.mark.parametrize("variant, length", [("long", 7), ("backgammon", 5)])
def test_a_first_match_has_its_games_default_length(window, variant, length):
    window.settings.setValue("match/variant", variant)
    window.settings.remove("match/length")
    assert window._saved_choice()[:2] == (Variant(variant), length)
