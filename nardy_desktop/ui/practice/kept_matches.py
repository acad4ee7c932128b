"""Kept matches: what the practice store holds, for the person to see, to
take a match out of, and to take away as one JSON file.

Every analysed match whose decisions the store keeps is a row: when it was
played, the game and length, the players (as written in the files they came
from: plain text), the person's figures (milli-points a decision and the
rating band, the analysis's own), its decisions kept and how many of them
are marked. Deleting a match takes its decisions and their practice with it
(the store's tables cascade); the saved match file is never touched. Export
writes the whole store with `storage.practice.export.export_json`, all at
once, so a folder that refuses the file leaves everything as it was.
"""

from __future__ import annotations

import logging
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QStandardPaths, Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMessageBox,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from nardy_desktop.ai.analysis.results import rating_for
from nardy_desktop.placeholders import fill
from nardy_desktop.storage.files import StorageError
from nardy_desktop.storage.messages import detail_text, problem_text
from nardy_desktop.ui.common import numbers, retranslate, texts
from nardy_desktop.ui.common.plain_text import message_box, plain, tooltip
from nardy_desktop.ui.common.practice_words import rating_text, short_date

if TYPE_CHECKING:  # loaded with the store: SQLite may be missing (see safe_open)
    from nardy_desktop.storage.practice.store import MatchInfo, PracticeStore

log = logging.getLogger(__name__)

RIGHT = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
COLUMNS = 7  # date, game, length, players, the person's figures, decisions, marked
KEY_ROLE = Qt.ItemDataRole.UserRole


def players_text(info: MatchInfo) -> str:
    """Both players, as their names were written (the program's own names in
    the language)."""
    return " \u2013 ".join(texts.shown_name(name) for name in info.names)


class KeptMatchesDialog(QDialog):
    """The store's matches in a table, with Delete and Export…"""

    # A match was deleted: what counts the store's cards (practice's counts,
    # the progress charts) is to be read again.
    changed = Signal()

    def __init__(self, store: PracticeStore, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("keptMatches")
        self.store = store
        self.matches: list[MatchInfo] = []
        self.last_box: QMessageBox | None = None
        self.last_file_dialog: QFileDialog | None = None
        self.folder: Path | None = None  # where the last export went
        layout = QVBoxLayout(self)
        self.intro = QLabel()
        self.intro.setWordWrap(True)
        layout.addWidget(self.intro)
        self.table = QTableWidget(0, COLUMNS)
        self.table.setObjectName("keptMatchesTable")
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.verticalHeader().setVisible(False)
        self.table.setWordWrap(False)
        header = self.table.horizontalHeader()
        for col in range(COLUMNS):
            header.setSectionResizeMode(col, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(3, QHeaderView.ResizeMode.Stretch)
        self.table.itemSelectionChanged.connect(self._enable)
        layout.addWidget(self.table, 1)
        self.message = QLabel()
        self.message.setWordWrap(True)
        plain(self.message)  # file names and the system's words
        layout.addWidget(self.message)
        row = QHBoxLayout()
        self.delete_button = QPushButton()
        self.export_button = QPushButton()
        self.delete_button.clicked.connect(self.ask_delete)
        self.export_button.clicked.connect(self.ask_export)
        row.addWidget(self.delete_button)
        row.addWidget(self.export_button)
        row.addStretch(1)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.buttons.rejected.connect(self.reject)
        row.addWidget(self.buttons)
        layout.addLayout(row)
        self.resize(820, 420)
        retranslate.register(self, self.retranslate_ui)

    # ----- the table ----------------------------------------------------------------
    def refresh(self) -> None:
        """The matches as the store holds them now, the one selected kept."""
        key = self.selected_key()
        self.matches = self.store.matches()
        figures = self._figures()
        t = self.table
        t.setSortingEnabled(False)
        t.setRowCount(len(self.matches))
        for r, m in enumerate(self.matches):
            cells = [
                short_date(m.played),
                texts.variant_name(m.variant),
                numbers.decimal(m.length, 0),
                players_text(m),
                figures.get(m.key, "\u2014"),
                numbers.decimal(m.decisions, 0),
                numbers.decimal(m.marked, 0),
            ]
            for col, text in enumerate(cells):
                item = QTableWidgetItem(text)  # plain text, whatever a name holds
                item.setData(KEY_ROLE, m.key)
                if col in (2, 5, 6):
                    item.setTextAlignment(RIGHT)
                if col == 3:
                    item.setToolTip(tooltip(text))
                t.setItem(r, col, item)
            if m.key == key:
                t.selectRow(r)
        self._enable()
        self._intro_text()

    def _figures(self) -> dict[str, str]:
        """Each match's figures of its people: "12.3 mpt (Expert)", one a person."""
        out: dict[str, list[str]] = {}
        for name in self.store.people():
            for row in self.store.progress(name):
                s = row.summary
                if s.error_rate is None:
                    continue
                out.setdefault(row.key, []).append(
                    fill(
                        self.tr("%1 mpt (%2)"),
                        numbers.decimal(s.error_rate, 1),
                        rating_text(rating_for(s.error_rate)),
                    )
                )
        return {key: "; ".join(parts) for key, parts in out.items()}

    def selected_key(self) -> str | None:
        items = self.table.selectedItems()
        return str(items[0].data(KEY_ROLE)) if items else None

    def selected(self) -> MatchInfo | None:
        key = self.selected_key()
        return next((m for m in self.matches if m.key == key), None)

    def _enable(self) -> None:
        self.delete_button.setEnabled(self.selected() is not None)
        self.export_button.setEnabled(bool(self.matches))

    # ----- delete ---------------------------------------------------------------------
    def ask_delete(self) -> QMessageBox | None:
        """Ask before the match selected is taken out of the store (None:
        nothing selected). Yes deletes it."""
        info = self.selected()
        if info is None:
            return None
        box = message_box(self, QMessageBox.Icon.Question)  # names as written
        Button = QMessageBox.StandardButton
        box.setStandardButtons(Button.Yes | Button.Cancel)
        box.setDefaultButton(Button.Cancel)

        def box_texts() -> None:
            box.setWindowTitle(self.tr("Delete a kept match"))
            box.setText(
                fill(
                    self.tr("Delete the match %1 of %2 from the practice store?"),
                    players_text(info),
                    short_date(info.played),
                )
            )
            box.setInformativeText(
                self.tr(
                    "Its %n marked position(s) and their practice go with it. "
                    "The saved match file is not touched.",
                    "",
                    info.marked,
                )
            )

        def answered() -> None:
            clicked = box.clickedButton()
            if clicked is not None and box.standardButton(clicked) == Button.Yes:
                self.delete(info.key)

        retranslate.register(box, box_texts)
        box.finished.connect(answered)
        box.finished.connect(box.deleteLater)
        self.last_box = box
        box.open()
        return box

    def delete(self, key: str) -> bool:
        """Take the match `key` out of the store, its decisions and their
        practice with it; False (and said) when the store cannot be written."""
        import sqlite3  # the store is open: SQLite is there

        try:
            deleted = self.store.delete_match(key)
        except sqlite3.Error as e:
            log.warning("the match was not deleted: %s", e)
            self.message.setText(
                fill(self.tr("The match could not be deleted: the store refused (%1)."), str(e))
            )
            return False
        self.message.setText("")
        self.refresh()
        if deleted:
            self.changed.emit()
        return deleted

    # ----- export ---------------------------------------------------------------------
    def ask_export(self) -> QFileDialog:
        """The file dialog for the JSON file; the file chosen is written."""
        dlg = QFileDialog(self)
        dlg.setAcceptMode(QFileDialog.AcceptMode.AcceptSave)
        dlg.setDefaultSuffix("json")
        dlg.setDirectory(str(self._start_folder()))
        dlg.selectFile(self.tr("practice") + ".json")

        def dialog_texts() -> None:
            dlg.setWindowTitle(self.tr("Export the practice store"))
            dlg.setNameFilter(self.tr("JSON files (*.json)"))

        retranslate.register(dlg, dialog_texts)
        dlg.fileSelected.connect(lambda name: self.export_to(Path(name)))
        dlg.finished.connect(dlg.deleteLater)
        self.last_file_dialog = dlg
        dlg.open()
        return dlg

    def _start_folder(self) -> Path:
        if self.folder is not None and self.folder.is_dir():
            return self.folder
        docs = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
        return Path(docs) if docs and Path(docs).is_dir() else Path.home()

    def export_to(self, path: Path) -> bool:
        """Write the store to `path` as JSON; a file that cannot be written is
        said (a message box and the line under the table), and whatever was at
        `path` stays as it was."""
        from nardy_desktop.storage.practice.export import export_json

        try:
            count = export_json(self.store, path)
        except StorageError as e:
            log.warning("practice store not exported: %s", e)
            self._export_failed(e, path)
            return False
        self.folder = path.parent
        self.message.setText(fill(self.tr("%n match(es) written to “%1”.", "", count), str(path)))
        return True

    def _export_failed(self, error: StorageError, path: Path) -> None:
        headline = self.tr("The practice store could not be exported. Nothing was changed.")
        reason = problem_text(error, path)
        self.message.setText(f"{headline} {reason}")
        box = message_box(self, QMessageBox.Icon.Warning)  # quotes the file's name
        box.setWindowTitle(self.tr("Export the practice store"))
        box.setText(headline)
        box.setInformativeText(reason)
        box.setDetailedText(detail_text(error))
        box.finished.connect(box.deleteLater)
        self.last_box = box
        box.open()

    # ----- texts ----------------------------------------------------------------------
    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("Kept matches"))
        self.delete_button.setText(self.tr("Delete…"))
        self.delete_button.setToolTip(
            self.tr("Take the match selected out of the practice store, with its practice")
        )
        self.export_button.setText(self.tr("Export…"))
        self.export_button.setToolTip(self.tr("Write the whole practice store to a JSON file"))
        self.table.setHorizontalHeaderLabels(
            [
                self.tr("Played"),
                self.tr("Game"),
                self.tr("Points"),
                self.tr("Players"),
                self.tr("Error rate"),
                self.tr("Decisions"),
                self.tr("Marked"),
            ]
        )
        header = self.table.horizontalHeaderItem(4)
        if header is not None:
            header.setToolTip(self.tr("Each person's milli-points lost a decision, and the rating"))
        self.refresh()

    def _intro_text(self) -> None:
        if self.matches:
            self.intro.setText(
                self.tr(
                    "The analysed matches whose decisions practice and progress use: %n match(es).",
                    "",
                    len(self.matches),
                )
            )
        else:
            self.intro.setText(
                self.tr(
                    "No match is kept yet: analyse a match (Game ▸ Analysis ▸ Analyse "
                    "Match) and its decisions are kept here for practice and progress."
                )
            )


__all__ = ["KeptMatchesDialog", "players_text"]
