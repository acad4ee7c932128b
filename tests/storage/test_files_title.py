"""The window's title names the match's file and marks it while turns are
played that the file does not hold (Qt's windowModified and [*])."""

from __future__ import annotations

import pytest

from nardy_desktop.storage.files import save_match

from tests.storage.test_files_names import play_a_turn, two_people
from tests.storage.test_storage_support import PLAYERS, play_match

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")


def shown_title(window) -> str:
    """The title as Qt hands it to the window manager ("*" for [*] when modified)."""
    window.winId()  # the native window exists
    return window.windowHandle().title()


def test_without_a_file_the_title_is_the_programs_name(window, qtbot):
    two_people(window)
    play_a_turn(window, qtbot)
    assert shown_title(window) == "Nardy Desktop"


def test_the_title_names_the_file_and_marks_unsaved_turns(window, qtbot, tmp_path):
    two_people(window)
    files = window.files
    assert files.save_to(tmp_path / "Anna and Boris.nardy")
    assert shown_title(window) == "Anna and Boris.nardy — Nardy Desktop"
    play_a_turn(window, qtbot)
    assert shown_title(window) == "Anna and Boris.nardy* — Nardy Desktop"
    assert files.save()
    assert shown_title(window) == "Anna and Boris.nardy — Nardy Desktop"
    # A roll, even before a step, is not in the file yet.
    c = window.controller
    qtbot.waitUntil(lambda: c.can_roll or c.can_move, timeout=5000)
    if c.can_roll:
        c.roll()
        assert window.isWindowModified()
    # A new match has no file.
    two_people(window)
    assert shown_title(window) == "Nardy Desktop"


def test_an_opened_file_is_named_until_play_goes_on(window, qtbot, tmp_path):
    m = play_match("backgammon", 5, seed=2, max_turns=20)
    save_match(tmp_path / "kept.nardy", m, (PLAYERS[0], PLAYERS[0]._replace(name="Boris")))
    with qtbot.waitSignal(window.files.opened, timeout=20000):
        window.files.open_path(tmp_path / "kept.nardy")
    assert shown_title(window) == "kept.nardy — Nardy Desktop"
    play_a_turn(window, qtbot)
    assert shown_title(window) == "kept.nardy* — Nardy Desktop"


def test_the_title_follows_a_language_change(window, tmp_path):
    from PySide6.QtCore import QCoreApplication, QTranslator

    class Unchanged(QTranslator):  # a catalogue that changes no text: the rebuild is seen
        def isEmpty(self) -> bool:  # Qt announces no change for an empty catalogue
            return False

    two_people(window)
    window.files.save_to(tmp_path / "x[*]y.nardy")
    window.setWindowTitle("")
    catalogue = Unchanged()
    QCoreApplication.installTranslator(catalogue)
    try:
        QCoreApplication.sendPostedEvents()  # the change reaches the windows
        assert shown_title(window) == "x[*]y.nardy — Nardy Desktop"  # shown as it is named
    finally:
        QCoreApplication.removeTranslator(catalogue)
        QCoreApplication.sendPostedEvents()
