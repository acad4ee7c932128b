"""Game > Export Match as .mat… and Export Game as .mat…: the match on the
board, or its last game, as a Jellyfish match file that other backgammon
programs read (storage.mat writes it).

The file dialog, its folder, the suggested name and the warnings are the
file side's (MatchFiles), so that an export opens where the last file was
kept and is named as a saved match is.

A long nardy match is written in the same layout, and GNU Backgammon 1.07
opens such a file without complaint and shows backgammon boards that make no
sense: the dialog says so, in a note under its fields. A native dialog has no
room for one, so that dialog is Qt's own.
"""

from __future__ import annotations

from functools import partial
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QObject, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QFileDialog, QGridLayout, QLabel

from nardy_desktop.engine import Variant
from nardy_desktop.placeholders import fill
from nardy_desktop.storage.files import StorageError, atomic_write
from nardy_desktop.storage.mat import SetUpGameError, match_text
from nardy_desktop.storage.messages import detail_text, problem_text
from nardy_desktop.ui.common import retranslate
from nardy_desktop.ui.common.host import WindowHost
from nardy_desktop.ui.files.match_files import MAT_SUFFIX, MatchFiles

LONG_NARDY_NOTE = "longNardyNote"  # the object name of the note (for tests)


class MatExport(QObject):
    """The two export actions of a window."""

    def __init__(self, host: WindowHost, files: MatchFiles) -> None:
        super().__init__(host.widget)
        self.host = host
        self.controller = host.controller
        self.files = files
        self.match_action = QAction(host.widget)
        self.match_action.triggered.connect(lambda: self.ask_export(whole_match=True))
        self.game_action = QAction(host.widget)
        self.game_action.triggered.connect(lambda: self.ask_export(whole_match=False))
        self.controller.stateChanged.connect(self._update_actions)
        retranslate.register(self, self.retranslate_ui)
        self._update_actions()

    def retranslate_ui(self) -> None:
        # The texts keep the context they have in the catalogues, the file side's.
        self.match_action.setText(
            QCoreApplication.translate("MatchFiles", "E&xport Match as .mat…")
        )
        self.game_action.setText(QCoreApplication.translate("MatchFiles", "Export Ga&me as .mat…"))

    def _update_actions(self) -> None:
        match = self.controller.match
        has_match = match is not None and bool(match.games)
        self.match_action.setEnabled(has_match)
        self.game_action.setEnabled(has_match)

    def ask_export(self, whole_match: bool = True) -> QFileDialog:
        def texts() -> tuple[str, str]:
            if whole_match:
                title = QCoreApplication.translate("MatchFiles", "Export Match")
            else:
                title = QCoreApplication.translate("MatchFiles", "Export Game")
            return title, QCoreApplication.translate("MatchFiles", "Jellyfish match files (*.mat)")

        match = self.controller.match
        game = None if whole_match or match is None else len(match.games)
        name = self.files.suggested_name(MAT_SUFFIX, game)
        dlg = self.files.file_dialog(True, texts, MAT_SUFFIX[1:], name)
        if match is not None and match.variant is Variant.LONG:
            _add_long_nardy_note(dlg)
        dlg.fileSelected.connect(lambda p: self.export_to(p, whole_match))
        dlg.open()
        return dlg

    def export_to(self, path: str | Path, whole_match: bool = True) -> bool:
        """Write the match (or its last game) to `path`; on trouble, say so and
        write nothing."""
        path = Path(path)
        match = self.controller.match
        if match is None or not match.games:
            return False
        try:
            text = match_text(match, None if whole_match else len(match.games) - 1)
        except SetUpGameError:
            self.files.warn(
                lambda: QCoreApplication.translate(
                    "MatchFiles",
                    "A game begun from a position set up cannot be exported: a .mat file"
                    " holds only games from the usual start. Save the match instead.",
                )
            )
            return False
        try:
            atomic_write(path, text.encode("utf-8"))
        except StorageError as e:
            self.files.warn(partial(problem_text, e, path), detail_text(e))
            return False
        self.files.remember_folder(path)
        if whole_match and match.start is not None:
            done = QCoreApplication.translate(
                "MatchFiles",
                "Exported “%1” without the first game, which began from a position set up.",
            )
        else:
            done = QCoreApplication.translate("MatchFiles", "Exported “%1”.")
        self.host.show_status(fill(done, path.name), 8000)
        return True


def _add_long_nardy_note(dlg: QFileDialog) -> None:
    """Below the fields of `dlg`: only this program reads the file as long nardy."""
    dlg.setOption(QFileDialog.Option.DontUseNativeDialog)
    layout = dlg.layout()
    if not isinstance(layout, QGridLayout):  # no room in this dialog: nothing to add to
        return
    note = QLabel(dlg)
    note.setObjectName(LONG_NARDY_NOTE)
    note.setTextFormat(Qt.TextFormat.PlainText)
    note.setWordWrap(True)
    layout.addWidget(note, layout.rowCount(), 0, 1, layout.columnCount())

    def text() -> None:
        note.setText(
            QCoreApplication.translate(
                "MatchFiles",
                "Only Nardy Desktop reads this file as long nardy. GNU Backgammon and other"
                " backgammon programs open it without complaint, but as backgammon: the"
                " positions they show make no sense.",
            )
        )

    retranslate.register(note, text)


__all__ = ["LONG_NARDY_NOTE", "MAT_SUFFIX", "MatExport"]
