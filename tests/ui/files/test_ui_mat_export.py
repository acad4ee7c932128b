"""Export Match as .mat… and Export Game as .mat…: the file dialog of a long
nardy match says that only this program reads the file as long nardy (GNU
Backgammon 1.07 opens it without complaint and shows backgammon boards that
make no sense), in each language; a backgammon match's dialog says nothing of
the kind."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFileDialog, QLabel

from nardy_desktop.controller import PlayerSpec
from nardy_desktop.engine import SeededDice, Variant
from nardy_desktop.ui.files.mat_export import LONG_NARDY_NOTE

from tests.ui.window.test_i18n_window import languages, settle  # noqa: F401  (languages: a fixture)

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")


def start(window, variant: Variant) -> None:
    window.start_match(variant, 3, (PlayerSpec("Anna"), PlayerSpec("Boris")), SeededDice(4))


def note_of(dlg: QFileDialog) -> QLabel | None:
    return dlg.findChild(QLabel, LONG_NARDY_NOTE)


@pytest.mark.parametrize("whole_match", [True, False])
def test_the_long_nardy_export_dialog_says_other_programs_misread_the_file(
    window, qtbot, whole_match
):
    start(window, Variant.LONG)
    dlg = window.mat_export.ask_export(whole_match=whole_match)
    note = note_of(dlg)
    assert note is not None
    qtbot.waitUntil(note.isVisible, timeout=5000)
    assert note.textFormat() is Qt.TextFormat.PlainText and note.wordWrap()
    assert note.text().startswith("Only Nardy Desktop reads this file as long nardy.")
    assert "GNU Backgammon" in note.text()
    assert note.geometry().bottom() <= dlg.rect().bottom()  # inside the dialog, not cut off
    dlg.reject()


def test_the_backgammon_export_dialog_has_no_such_note(window):
    start(window, Variant.BACKGAMMON)
    for whole_match in (True, False):
        dlg = window.mat_export.ask_export(whole_match=whole_match)
        assert note_of(dlg) is None
        dlg.reject()


def test_the_note_follows_the_language(languages, window, qtbot):  # noqa: F811
    start(window, Variant.LONG)
    dlg = window.mat_export.ask_export()
    note = note_of(dlg)
    seen = {}
    for language in ("fr", "ru", "en"):
        languages.set_language(language)
        settle(qtbot)
        seen[language] = note.text()
    assert seen["fr"].startswith("Seul Nardy Desktop lit ce fichier comme des nardy longues.")
    assert seen["ru"].startswith("Только Nardy Desktop читает этот файл как длинные нарды.")
    assert seen["en"].startswith("Only Nardy Desktop reads this file as long nardy.")
    dlg.reject()
