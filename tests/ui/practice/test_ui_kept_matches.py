"""Kept matches, from the practice panel and from the Progress tab: the store's
matches in a table, one deleted after a question (its cards with it, the counts
and the progress read again), the whole store exported as JSON, and a folder
that refuses the file said clearly with nothing lost."""

from __future__ import annotations

import json
from dataclasses import replace

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox

from nardy_desktop.controller import PlayerSpec
from nardy_desktop.engine import SeededDice, Variant
from nardy_desktop.storage.practice import CardFilter, match_key
from nardy_desktop.storage.practice.export import EXPORT_FORMAT
from nardy_desktop.ui.practice.kept_matches import KeptMatchesDialog

from tests.helpers import playing_window
from tests.storage.practice.support import PERSON, analysed, store_at
from tests.storage_faults import read_only_folder

HUMANS = (PlayerSpec("Ann"), PlayerSpec("Bob"))
ODD = "<b>Zed</b> <a href='x'>y</a>"  # a name from a file, to be shown as written

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")


@pytest.fixture
def kept(qtbot, tmp_path, monkeypatch):
    """A window whose data folder's store holds two analysed matches, Anna's
    and another person's whose name looks like markup."""
    data = tmp_path / "data"
    store = store_at(data / "practice.sqlite3")
    match, analysis = analysed(Variant.LONG, 3)
    store.add_match(analysis, (True, False), match_key(match))
    other, second = analysed(Variant.LONG, 4)
    second = replace(second, names=(ODD, second.names[1]))
    store.add_match(second, (True, False), "odd-" + match_key(other))
    store.close()
    monkeypatch.setenv("NARDY_DESKTOP_SETTINGS", str(tmp_path / "settings.ini"))
    w = playing_window(qtbot, data)
    w.start_match(Variant.LONG, 3, HUMANS, SeededDice(4))
    yield w
    for box in w.findChildren(QMessageBox):
        box.done(0)
    w.controller.shutdown()


def row_of(dlg: KeptMatchesDialog, text: str) -> int:
    t = dlg.table
    return next(r for r in range(t.rowCount()) if text in t.item(r, 3).text())


def delete_row(qtbot, dlg: KeptMatchesDialog, row: int) -> QMessageBox:
    """Select the row, click Delete…, and answer Yes."""
    dlg.table.selectRow(row)
    assert dlg.delete_button.isEnabled()
    qtbot.mouseClick(dlg.delete_button, Qt.MouseButton.LeftButton)
    box = dlg.last_box
    assert box is not None and box.isVisible()
    with qtbot.waitSignal(dlg.changed, timeout=5000):
        box.button(QMessageBox.StandardButton.Yes).click()
    return box


def test_the_practice_panels_kept_matches_delete_one_and_the_counts_follow(kept, qtbot):
    w = kept
    w.practice.open()
    panel = w.practice.panel
    qtbot.mouseClick(panel.kept_button, Qt.MouseButton.LeftButton)
    dlg = w.practice.kept_dialog
    assert isinstance(dlg, KeptMatchesDialog) and dlg.isVisible()
    store = w.practice.store
    infos = {m.key: m for m in store.matches()}
    assert dlg.table.rowCount() == 2
    # Every column says what the store holds, the names as written.
    odd_row = row_of(dlg, ODD)
    odd = next(m for m in infos.values() if m.names[0] == ODD)
    cells = [dlg.table.item(odd_row, c).text() for c in range(7)]
    assert cells[1] == "Long nardy" and cells[2] == "1"
    assert cells[3].startswith(ODD)
    assert cells[5] == str(odd.decisions) and cells[6] == str(odd.marked)
    summary = store.progress(ODD)[0].summary
    assert cells[4].startswith(f"{summary.error_rate:.1f} mpt")
    assert not dlg.delete_button.isEnabled()  # nothing selected yet
    everyone = CardFilter(doubtful=True, problems=False)
    before = store.counts(everyone)
    assert ODD in [panel.person.itemText(i) for i in range(panel.person.count())]

    # Cancel keeps the match.
    dlg.table.selectRow(odd_row)
    qtbot.mouseClick(dlg.delete_button, Qt.MouseButton.LeftButton)
    box = dlg.last_box
    assert box.textFormat() is Qt.TextFormat.PlainText and ODD in box.text()
    box.button(QMessageBox.StandardButton.Cancel).click()
    assert len(store.matches()) == 2

    delete_row(qtbot, dlg, row_of(dlg, ODD))
    assert [m.key for m in store.matches()] == [m.key for m in infos.values() if m is not odd]
    assert dlg.table.rowCount() == 1 and PERSON in dlg.table.item(0, 3).text()
    after = store.counts(everyone)
    assert after.total == before.total - odd.marked  # its cards went with it
    assert store.counts(w.practice.selection()) == panel._counts  # the panel's counts again
    assert ODD not in [panel.person.itemText(i) for i in range(panel.person.count())]


def test_the_progress_tabs_kept_matches_and_the_charts_follow(kept, qtbot):
    w = kept
    w.dice_stats.show()
    view = w.dice_stats.last_progress
    view.person.setCurrentIndex(view.people.index(ODD))
    assert len(view.rows) == 1
    qtbot.mouseClick(view.kept_button, Qt.MouseButton.LeftButton)
    dlg = w.practice.kept_dialog
    assert dlg is not None and dlg.isVisible()
    delete_row(qtbot, dlg, row_of(dlg, ODD))
    assert ODD not in view.people
    assert view.person.currentData() == PERSON and len(view.rows) == 1
    assert view.rows[0].summary.name == PERSON


def test_export_writes_the_store_and_a_refusing_folder_loses_nothing(kept, qtbot, tmp_path):
    w = kept
    dlg = w.practice.show_kept_matches()
    qtbot.mouseClick(dlg.export_button, Qt.MouseButton.LeftButton)
    chooser = dlg.last_file_dialog
    assert chooser is not None and chooser.isVisible()
    target = tmp_path / "out" / "practice.json"
    target.parent.mkdir()
    chooser.fileSelected.emit(str(target))  # the person picks a name
    doc = json.loads(target.read_text(encoding="utf-8"))
    assert doc["format"] == EXPORT_FORMAT and len(doc["matches"]) == 2
    assert dlg.message.text().startswith("2 match") and str(target) in dlg.message.text()

    target.write_text("kept before", encoding="utf-8")
    with read_only_folder(target.parent):
        assert not dlg.export_to(target)
    assert target.read_text(encoding="utf-8") == "kept before"  # nothing lost
    said = dlg.message.text()
    assert "could not be exported" in said and "practice.json" in said
    box = dlg.last_box
    assert box.icon() is QMessageBox.Icon.Warning and "Nothing was changed" in box.text()
    assert [p.name for p in target.parent.iterdir()] == ["practice.json"]  # no stray file
