"""Game > Export Match as .mat… and Export Game as .mat…: the match on the
board, or its last game, as a Jellyfish match file that other backgammon
programs read (storage.mat writes it).

The file dialog, its folder, the suggested name and the warnings are the
file side's (MatchFiles), so that an export opens where the last file was
kept and is named as a saved match is.
"""

from __future__ import annotations

from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QFileDialog

from nardy_desktop.placeholders import fill
from nardy_desktop.storage.files import StorageError, atomic_write
from nardy_desktop.storage.mat import SetUpGameError, match_text
from nardy_desktop.storage.messages import detail_text, problem_text

from . import retranslate

if TYPE_CHECKING:
    from .main_window import MainWindow
    from .match_files import MatchFiles

MAT_SUFFIX = ".mat"


class MatExport(QObject):
    """The two export actions of a window."""

    def __init__(self, window: MainWindow, files: MatchFiles) -> None:
        super().__init__(window)
        self.window = window
        self.controller = window.controller
        self.files = files
        self.match_action = QAction(window)
        self.match_action.triggered.connect(lambda: self.ask_export(whole_match=True))
        self.game_action = QAction(window)
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
        self.window.show_status(fill(done, path.name), 8000)
        return True


__all__ = ["MAT_SUFFIX", "MatExport"]
