"""Save and Export suggest a file name (the players, the game, the date), and
every file dialog opens in the folder last used, also after a restart."""

from __future__ import annotations

from datetime import date
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from PySide6.QtWidgets import QFileDialog

from nardy_desktop.controller import PlayerSpec
from nardy_desktop.engine import SeededDice, Variant
from nardy_desktop.engine.names import refused_character
from nardy_desktop.storage.file_names import MAX_STEM, safe_file_name
from nardy_desktop.ui.files import match_files
from nardy_desktop.ui.files.match_files import LAST_FOLDER_KEY
from nardy_desktop.ui.window.main_window import MainWindow

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")

TODAY = "2026-03-14"


class _OneDay(date):
    """The clock of these tests: the same day from collection to the last
    assertion, even when a run goes past midnight."""

    @classmethod
    def today(cls) -> _OneDay:
        return cls.fromisoformat(TODAY)


@pytest.fixture(autouse=True)
def _same_day(monkeypatch) -> None:
    monkeypatch.setattr(match_files, "date", _OneDay)


def two_people(window, names=("Anna", "Boris"), variant=Variant.LONG):
    window.start_match(variant, 3, (PlayerSpec(names[0]), PlayerSpec(names[1])), SeededDice(4))


def play_a_turn(window, qtbot) -> None:
    c = window.controller
    qtbot.waitUntil(lambda: c.can_roll or c.can_move, timeout=5000)
    if c.can_roll:
        c.roll()
    qtbot.waitUntil(lambda: c.can_move or c.can_roll, timeout=5000)
    for s in c.game.legal_turns()[0].steps:
        assert c.try_move(s.frm, s.to)
    assert c.finish_turn()


def test_save_as_suggests_the_players_the_game_and_the_date(window):
    two_people(window)
    files = window.files
    assert files.suggested_name(".nardy") == f"Anna – Boris, Long nardy, {TODAY}.nardy"
    dlg = files.ask_save_as()
    assert Path(dlg.selectedFiles()[0]).name == f"Anna – Boris, Long nardy, {TODAY}.nardy"
    dlg.reject()


def test_export_suggests_the_same_with_the_game_for_one_game(window, qtbot):
    two_people(window, variant=Variant.BACKGAMMON)
    play_a_turn(window, qtbot)
    export = window.mat_export
    dlg = export.ask_export(whole_match=True)
    assert Path(dlg.selectedFiles()[0]).name == f"Anna – Boris, Backgammon, {TODAY}.mat"
    dlg.reject()
    dlg = export.ask_export(whole_match=False)
    assert Path(dlg.selectedFiles()[0]).name == f"Anna – Boris, Backgammon, game 1, {TODAY}.mat"
    dlg.reject()


def test_names_that_no_file_name_may_hold_are_made_safe(window):
    two_people(window, names=("AC/DC", 'Ж "Боря" <3?'))
    name = window.files.suggested_name(".nardy")
    assert name == f"AC-DC – Ж -Боря- -3-, Long nardy, {TODAY}.nardy"


def test_the_suggestion_is_in_the_language_of_the_window(window):
    from PySide6.QtCore import QCoreApplication

    two_people(window)
    # Without the catalogues merged, a stand-in translator says it in "French".
    from PySide6.QtCore import QTranslator

    class French(QTranslator):
        def translate(self, context, source, disambiguation=None, n=-1):
            return {"Long nardy": "Nardy longues", "%1 – %2, %3, %4": "%1 contre %2, %3, %4"}.get(
                source, ""
            )

    t = French()
    QCoreApplication.installTranslator(t)
    try:
        assert window.files.suggested_name(".nardy") == (
            f"Anna contre Boris, Nardy longues, {TODAY}.nardy"
        )
    finally:
        QCoreApplication.removeTranslator(t)


def test_dialogs_open_in_the_folder_last_used_after_a_restart(window, qtbot, tmp_path):
    two_people(window)
    play_a_turn(window, qtbot)
    files = window.files
    kept = tmp_path / "matches" / "2024"
    kept.mkdir(parents=True)
    assert files.save_to(kept / "one.nardy")
    for dialog in (files.ask_open(), window.mat_export.ask_export()):
        assert Path(dialog.directory().absolutePath()) == kept
        dialog.reject()
    other = tmp_path / "exports"
    other.mkdir()
    assert window.mat_export.export_to(other / "one.mat")
    # A new window with the same settings (the program started again).
    again = MainWindow()
    qtbot.addWidget(again)
    files2 = again.keep_files()
    assert files2.start_folder() == other
    dlg = files2.ask_open()
    assert Path(dlg.directory().absolutePath()) == other
    dlg.reject()
    again.controller.shutdown()


def test_a_folder_last_used_that_is_gone_is_not_offered(window, tmp_path):
    window.settings.setValue(LAST_FOLDER_KEY, str(tmp_path / "gone"))
    start = window.files.start_folder()
    assert start != tmp_path / "gone" and start.is_dir()
    dlg = window.files.ask_open()
    assert isinstance(dlg, QFileDialog) and Path(dlg.directory().absolutePath()) == start
    dlg.reject()


@settings(max_examples=200)
@given(
    stem=st.text(max_size=300) | st.text("漢字 かな", max_size=300),
    suffix=st.sampled_from(["", ".nardy", ".mat"]),
)
def test_any_text_makes_a_file_name_every_system_takes(tmp_path_factory, stem, suffix):
    name = safe_file_name(stem, suffix)
    base = name[: len(name) - len(suffix)] if suffix else name
    assert base and len(base) <= MAX_STEM and len(name.encode("utf-8")) <= 255
    assert not any(ch in '<>:"/\\|?*' or refused_character(ch) for ch in name)
    assert base == base.strip(" .")
    folder = tmp_path_factory.mktemp("names")
    (folder / name).write_bytes(b"")  # the file system takes it, in this folder
    assert [p.name for p in folder.iterdir()] == [name]
