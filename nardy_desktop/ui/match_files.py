"""The Game menu's file side: open and save matches, export .mat, recent
files, dice statistics, real dice, browsing a finished game, and the
autosave with resuming at start-up.

Everything hooks into the window from outside, through its public pieces
(`add_game_actions`, the controller's signals, the move list's clicks), so
the window itself knows nothing of files.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable
from datetime import date
from pathlib import Path
from typing import Any

from PySide6.QtCore import QEvent, QObject, QStandardPaths, Signal
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QFileDialog, QMenu, QMessageBox, QWidget

from nardy_desktop.controller import Phase, PlayerSpec, Worker
from nardy_desktop.engine import Match
from nardy_desktop.storage.autosaver import Autosaver
from nardy_desktop.storage.dice_stats import DiceCounts, match_counts
from nardy_desktop.storage.file_names import safe_file_name
from nardy_desktop.storage.files import (
    EXTENSION,
    Autosave,
    StorageError,
    StorageProblem,
    atomic_write,
    data_dir,
    load_match,
    save_match,
)
from nardy_desktop.storage.mat import SetUpGameError, match_text
from nardy_desktop.storage.mat_import import MatError, MatImport, load_mat
from nardy_desktop.storage.messages import detail_text, kept_text, problem_text
from nardy_desktop.storage.record import DiceMode, LoadedMatch, RecordError, match_to_dict

from . import texts
from .dice_stats_dialog import DiceStatsDialog, all_games_entries
from .game_browser import GameBrowserDialog, play_from_position
from .manual_dice_dialog import ManualDiceDialog
from .mat_messages import fill_in, mat_error_text, mat_notes
from .results_view import ResultsKeeper
from .settings import read_bool

log = logging.getLogger(__name__)

RECENT_KEY = "files/recent"
LAST_FOLDER_KEY = "files/last_folder"  # the folder of the file last opened, saved or exported
MAT_SUFFIX = ".mat"
REAL_DICE_KEY = "play/real_dice"
MAX_RECENT = 8


class MatchFiles(QObject):
    """Owns the file actions of one main window and its autosave."""

    messageShown = Signal(str)  # for tests and the status bar
    opened = Signal(bool)  # a file asked for is read: whether it could be

    def __init__(self, window: Any, folder: Path | str | None = None) -> None:
        super().__init__(window)
        self.window = window
        self.controller = window.controller
        self.settings = window.settings
        self.folder = Path(folder) if folder is not None else data_dir()
        self.autosave = Autosave(self.folder)
        self.autosaver = Autosaver(self.controller, self.autosave, parent=self)
        self.autosaver.failed.connect(self._on_autosave_failed)
        self.autosaver.recovered.connect(self._on_autosave_recovered)
        self.autosaver.statsFailed.connect(self._on_stats_failed)
        self.results = ResultsKeeper(window, self.folder)  # games and matches won and lost
        self.current_path: Path | None = None  # where Save writes the match
        # The file the match was read from when Save cannot write there (a .mat).
        self.source_path: Path | None = None
        self._shown_name = ""  # the file named in the window's title
        self.last_dialog: QWidget | None = None
        # Files are read on a thread of their own, not behind the computer's search.
        self._loader = Worker(self)
        self._opening: threading.Event | None = None  # cancels the file being read
        # What an open file dialog or dice dialog shows, rebuilt on a language change.
        self._file_texts: tuple[QFileDialog, Callable[[], tuple[str, str]]] | None = None
        self._dice_player = ""
        self._warnings: dict[QMessageBox, Callable[[], tuple[str, str]]] = {}
        # The games of the match as last saved or opened (None: not in a file).
        self._kept: list[Any] | None = None
        self.save_question: QMessageBox | None = None
        window.before_replacing = self.before_replacing

        w = window
        self.open_action = QAction(w)
        self.open_action.setShortcut(QKeySequence.StandardKey.Open)
        self.open_action.triggered.connect(self.ask_open)
        self.save_action = QAction(w)
        self.save_action.setShortcut(QKeySequence.StandardKey.Save)
        self.save_action.triggered.connect(self.save)
        self.save_as_action = QAction(w)
        self.save_as_action.setShortcut(QKeySequence.StandardKey.SaveAs)
        self.save_as_action.triggered.connect(self.ask_save_as)
        self.export_match_action = QAction(w)
        self.export_match_action.triggered.connect(lambda: self.ask_export(whole_match=True))
        self.export_game_action = QAction(w)
        self.export_game_action.triggered.connect(lambda: self.ask_export(whole_match=False))
        self.recent_menu = QMenu(w)
        self.recent_menu.aboutToShow.connect(self._fill_recent)
        self.browse_action = QAction(w)
        self.browse_action.triggered.connect(lambda: self.browse(0))
        self.stats_action = QAction(w)
        self.stats_action.triggered.connect(self.show_dice_stats)
        self.enter_dice_action = QAction(w)
        self.enter_dice_action.setShortcut("Ctrl+D")
        self.enter_dice_action.triggered.connect(self.ask_dice)
        self.real_dice_action = QAction(w)
        self.real_dice_action.setCheckable(True)
        self.real_dice_action.setChecked(read_bool(self.settings, REAL_DICE_KEY))
        self.real_dice_action.toggled.connect(self._on_real_dice)
        self.controller.real_dice = self.real_dice_action.isChecked()
        self._asked_for: tuple[int, int, int] | None = None
        self._dice_dialog: ManualDiceDialog | None = None
        for a in (self.open_action, self.save_action, self.save_as_action, self.enter_dice_action):
            w.addAction(a)  # shortcuts work with the menu bar hidden
        w.add_game_actions(
            [
                self.open_action,
                self.recent_menu.menuAction(),
                self.save_action,
                self.save_as_action,
                self.export_match_action,
                self.export_game_action,
                self.browse_action,
            ]
        )
        w.add_game_actions([self.enter_dice_action, self.real_dice_action, self.stats_action])

        self.controller.stateChanged.connect(self._update_actions)
        self.controller.stateChanged.connect(self._maybe_ask_dice)
        self.controller.diceWanted.connect(self.ask_dice)
        self.controller.matchStarted.connect(self._on_match_started)
        self.controller.stateChanged.connect(self._update_title)
        w.move_list.cellClicked.connect(self._on_move_clicked)
        w.installEventFilter(self)
        self.retranslate_ui()
        self._update_actions()

    # ----- language -----------------------------------------------------------
    def eventFilter(self, obj: QObject, event: QEvent) -> bool:
        if obj is self.window and event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        return False

    def retranslate_ui(self) -> None:
        self.open_action.setText(self.tr("&Open Match…"))
        self.recent_menu.setTitle(self.tr("Open Re&cent"))
        self.save_action.setText(self.tr("&Save Match"))
        self.save_as_action.setText(self.tr("Save Match &As…"))
        self.export_match_action.setText(self.tr("E&xport Match as .mat…"))
        self.export_game_action.setText(self.tr("Export Ga&me as .mat…"))
        self.enter_dice_action.setText(self.tr("&Enter Dice…"))
        self.real_dice_action.setText(self.tr("Play with Rea&l Dice"))
        self.stats_action.setText(self.tr("Stat&istics…"))
        self.browse_action.setText(self.tr("&Browse Moves…"))
        if self._file_texts is not None:
            dlg, texts = self._file_texts
            title, name_filter = texts()
            dlg.setWindowTitle(title)
            dlg.setNameFilter(name_filter)
        if self._dice_dialog is not None and self._dice_dialog.roll_off is None:
            self._dice_dialog.intro.setText(self._dice_intro())
        for box in list(self._warnings):
            self._warning_texts(box)
        if self.save_question is not None:
            self._save_question_texts(self.save_question)

    def _update_actions(self) -> None:
        has_match = self.controller.match is not None and bool(self.controller.match.games)
        for a in (
            self.save_action,
            self.save_as_action,
            self.export_match_action,
            self.export_game_action,
            self.browse_action,
        ):
            a.setEnabled(has_match)
        self.open_action.setEnabled(self._opening is None)
        self.recent_menu.setEnabled(self._opening is None)
        c = self.controller
        self.enter_dice_action.setEnabled(c.can_roll or c.can_enter_roll_off)

    def _on_match_started(self) -> None:
        self._cancel_open()
        self.current_path = None
        self.source_path = None
        self._kept = None
        self._update_title()
        if self._dice_dialog is not None:  # it asked for the dice of the match left
            self._dice_dialog.reject()

    # ----- messages -------------------------------------------------------------
    def _warn(
        self,
        text: str | Callable[[], str],
        detail: str = "",
        headline: str | Callable[[], str] = "",
    ) -> QMessageBox:
        """A warning that does not block play: `headline` (what happens now)
        above `text` (what was wrong), the technical `detail` folded away. The
        texts may be functions that build them, so they follow a language change."""
        box = QMessageBox(self.window)
        box.setIcon(QMessageBox.Icon.Warning)

        def texts() -> tuple[str, str]:
            return (
                text() if callable(text) else text,
                headline() if callable(headline) else headline,
            )

        self._warnings[box] = texts
        self._warning_texts(box)
        if detail:
            box.setDetailedText(detail)
        box.finished.connect(box.deleteLater)
        box.finished.connect(lambda: self._warnings.pop(box, None))
        box.open()
        self.last_dialog = box
        self.messageShown.emit(texts()[0])
        return box

    def _warning_texts(self, box: QMessageBox) -> None:
        text, headline = self._warnings[box]()
        box.setWindowTitle(self.tr("Nardy Desktop"))
        if headline:
            box.setText(headline)
            box.setInformativeText(text)
        else:
            box.setText(text)

    def _on_autosave_failed(self, text: str, detail: str) -> None:
        def headline() -> str:
            return self.tr("The match cannot be saved automatically. Play goes on.")

        self.window.show_status(headline)
        self._warn(text, detail, headline)

    def _on_autosave_recovered(self) -> None:
        self.window.show_status(lambda: self.tr("Autosave works again."), 8000)

    def _on_stats_failed(self, text: str, detail: str) -> None:
        def headline() -> str:
            return self.tr("The dice statistics could not be saved. Play goes on.")

        self.window.show_status(headline)
        self._warn(text, detail, headline)

    # ----- resume at start-up ------------------------------------------------------
    def resume_autosave(self) -> bool:
        """Resume the autosaved match if it is unfinished. True if one was resumed.
        A file that cannot be used is kept aside (see `Autosave.keep_unreadable`)
        before anything is written, and the message says where it is."""
        self.autosaver.flush()  # no write of ours is under way meanwhile
        got = self.autosave.load()
        for path, error in got.errors:
            log.warning("cannot use %s: %s", path, error)
        self.autosave.keep_unreadable(got)

        def text() -> str:
            return "\n\n".join(
                " ".join(filter(None, (problem_text(e, p), kept_text(got.kept.get(p), p))))
                for p, e in got.errors
            )

        detail = "\n".join(detail_text(error) for _path, error in got.errors)
        if got.loaded is None:
            if got.errors:
                self._warn(
                    text, detail, lambda: self.tr("The match in progress could not be restored.")
                )
            return False
        if got.errors:
            self._warn(
                text,
                detail,
                lambda: self.tr(
                    "The last autosave was damaged; the match resumes from the one before."
                ),
            )
        if got.loaded.finished:
            return False
        self._adopt(got.loaded)
        self.window.show_status(self.tr("The match in progress was resumed."), 8000)
        return True

    def _adopt(self, loaded: LoadedMatch) -> None:
        players = tuple(PlayerSpec(p.name, p.computer, p.level or "expert") for p in loaded.players)
        self.controller.resume_match(loaded.match, players)  # type: ignore[arg-type]
        self.autosaver.dice_mode = self._dice_mode(typed=loaded.dice_mode is DiceMode.MANUAL)
        self.autosaver.mark_counted()
        self.autosaver.save()

    # ----- open and save ---------------------------------------------------------
    def _file_dialog(
        self,
        save: bool,
        texts: Callable[[], tuple[str, str]],
        suffix: str,
        name: str = "",
        folder: Path | None = None,
    ) -> QFileDialog:
        """`texts` gives the title and the file filters (";;" between them), again
        if the language changes; a Save dialog suggests `name`. The dialog opens
        in `folder`, else in the folder last used (see `start_folder`)."""
        title, name_filter = texts()
        dlg = QFileDialog(self.window, title)
        dlg.setNameFilter(name_filter)
        dlg.setDefaultSuffix(suffix)
        if save:
            dlg.setAcceptMode(QFileDialog.AcceptMode.AcceptSave)
        else:
            dlg.setFileMode(QFileDialog.FileMode.ExistingFile)
        dlg.setDirectory(str(folder if folder is not None else self.start_folder()))
        if save and name:
            dlg.selectFile(name)
        dlg.finished.connect(dlg.deleteLater)
        dlg.finished.connect(self._forget_file_dialog)
        self._file_texts = (dlg, texts)
        self.last_dialog = dlg
        return dlg

    def _forget_file_dialog(self) -> None:
        self._file_texts = None

    def start_folder(self) -> Path:
        """Where a file dialog opens: the folder last used (kept in the settings,
        if it is still there), else the match's file's, else the documents
        folder, else the home folder."""
        last = self.settings.value(LAST_FOLDER_KEY, "")
        if isinstance(last, str) and last and Path(last).is_dir():
            return Path(last)
        if self.current_path is not None and self.current_path.parent.is_dir():
            return self.current_path.parent
        docs = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
        if docs and Path(docs).is_dir():
            return Path(docs)
        return Path.home()

    def _remember_folder(self, path: Path) -> None:
        self.settings.setValue(LAST_FOLDER_KEY, str(path.resolve().parent))

    def suggested_name(self, suffix: str, game: int | None = None) -> str:
        """A name for a new file of the match on the board: its players, its
        game (and the game's number, for one game alone) and today's date, in
        the interface language, made safe for every file system."""
        match = self.controller.match
        if match is None:
            return safe_file_name("", suffix)
        if game is None:
            stem = self.tr("%1 – %2, %3, %4", "a file name: the players, the game, the date")
        else:
            stem = self.tr(
                "%1 – %2, %3, game %5, %4", "a file name: the players, the game, the date"
            )
        stem = fill_in(
            stem,
            texts.shown_name(match.players[0]),
            texts.shown_name(match.players[1]),
            texts.variant_name(match.variant),
            date.today().isoformat(),
            str(game),
        )
        return safe_file_name(stem, suffix)

    def _update_title(self) -> None:
        """The window's title names the match's file, marked while it has turns
        that are not in the file."""
        shown = self.current_path or self.source_path
        name = shown.name if shown is not None else ""
        if name != self._shown_name:
            self._shown_name = name
            self.window.set_file_name(name)
        if shown is not None:
            self.window.setWindowModified(self._games_record() != self._kept)

    def ask_open(self) -> QFileDialog:
        def texts() -> tuple[str, str]:
            filters = (
                self.tr("Matches (*.nardy *.mat)"),
                self.tr("Nardy matches (*.nardy)"),
                self.tr("Jellyfish match files (*.mat)"),
            )
            return self.tr("Open Match"), ";;".join(filters)

        dlg = self._file_dialog(False, texts, EXTENSION[1:])
        dlg.fileSelected.connect(self.open_path)
        dlg.open()
        return dlg

    def open_path(self, path: str | Path) -> bool:
        """Open a saved match and go on with it. The file is read and replayed
        on a worker thread, so that a long match never freezes the window; the
        status bar says so meanwhile, and another Open is ignored (False) until
        it is done. Then, on any trouble, say so and leave both the file and the
        match on the board untouched; otherwise replace the match on the board
        at once, or once the person has answered whether to save it first
        (`opened` tells when the file is read, with whether it could be)."""
        if self._opening is not None:
            return False
        path = Path(path)

        def status() -> str:
            return self.tr("Opening “%1”…").replace("%1", path.name)

        self.window.show_status(status)
        read = load_mat if path.suffix.lower() == MAT_SUFFIX else load_match
        self._opening = self._loader.start(
            lambda: read(path), lambda result: self._on_read(path, result)
        )
        self._update_actions()
        return True

    def _on_read(self, path: Path, result: object) -> None:
        self._opening = None
        self._update_actions()
        self.window.show_status("")
        if isinstance(result, LoadedMatch):
            self.before_replacing(lambda: self._open_loaded(result, path))
            self.opened.emit(True)
            return
        if isinstance(result, MatImport):
            self.before_replacing(lambda: self._open_imported(result, path))
            self.opened.emit(True)
            return
        error = result if isinstance(result, Exception) else RuntimeError(repr(result))
        if isinstance(error, MatError):
            log.warning("cannot open %s: %s", path, error)
            self._warn(lambda: mat_error_text(error, path), detail_text(error))
            self.opened.emit(False)
            return
        if not isinstance(error, (RecordError, StorageError)):
            log.error("cannot open %s", path, exc_info=error)
        self._warn(lambda: problem_text(error, path), detail_text(error))
        if isinstance(error, StorageError) and error.problem is StorageProblem.NOT_FOUND:
            self._forget_recent(path)
        self.opened.emit(False)

    def _cancel_open(self) -> None:
        """A new match was started while a file was read: it is not opened."""
        if self._opening is not None:
            self._opening.set()
            self._opening = None
            self.window.show_status("")
            self._update_actions()
            self.opened.emit(False)

    def _open_loaded(self, loaded: LoadedMatch, path: Path) -> None:
        self._adopt(loaded)
        self.current_path = path
        self._kept = self._games_record()
        self._remember_recent(path)
        self._remember_folder(path)
        self._update_title()
        self.window.show_status(self.tr("Opened “%1”.").replace("%1", path.name), 8000)
        self.window.analysis.adopt(loaded, path)  # its analysis shown at once

    def _open_imported(self, result: MatImport, path: Path) -> None:
        """A match from a .mat file: Save asks where to keep it (as .nardy), and
        a note says how the match differs from the file, if it does."""
        self._open_loaded(result.loaded, path)
        self.current_path = None
        self.source_path = path
        self._update_title()
        notes = mat_notes(result)
        if notes:
            box = QMessageBox(self.window)
            box.setIcon(QMessageBox.Icon.Information)

            def box_texts() -> tuple[str, str]:
                return "\n\n".join(mat_notes(result)), self.tr(
                    "The match in “%1” is opened as Nardy Desktop plays it."
                ).replace("%1", path.name)

            self._warnings[box] = box_texts
            self._warning_texts(box)
            box.finished.connect(box.deleteLater)
            box.finished.connect(lambda: self._warnings.pop(box, None))
            box.open()
            self.last_dialog = box
            self.messageShown.emit(box_texts()[0])

    def save(self) -> bool:
        if self.current_path is None:
            self.ask_save_as()
            return False
        return self.save_to(self.current_path)

    def ask_save_as(self) -> QFileDialog:
        folder: Path | None = None
        if self.current_path is not None:
            name, folder = self.current_path.name, self.current_path.parent
        elif self.source_path is not None:  # a .mat opened: kept beside it, as .nardy
            name, folder = self.source_path.stem + EXTENSION, self.source_path.parent
        else:
            name = self.suggested_name(EXTENSION)
        dlg = self._file_dialog(
            True,
            lambda: (self.tr("Save Match"), self.tr("Nardy matches (*.nardy)")),
            EXTENSION[1:],
            name,
            folder if folder is not None and folder.is_dir() else None,
        )
        dlg.fileSelected.connect(self.save_to)
        dlg.open()
        return dlg

    def save_to(self, path: str | Path) -> bool:
        path = Path(path)
        match = self.controller.match
        if match is None:
            return False
        try:
            kept = save_match(
                path,
                match,
                self.controller.players,
                self.autosaver.dice_mode,
                self.window.analysis.for_saving(match),  # kept in the file with the match
            )
        except (StorageError, RecordError) as e:
            self._warn(lambda e=e: problem_text(e, path), detail_text(e))
            return False
        self.current_path = path
        self.source_path = None
        self._kept = self._games_record()
        self._remember_recent(path)
        self._remember_folder(path)
        self._update_title()
        self.window.show_status(self.tr("Saved “%1”.").replace("%1", path.name), 8000)
        self.window.analysis.saved(path, kept)  # says so if the analysis was left out
        return True

    # ----- before the match on the board is replaced --------------------------------
    def _games_record(self) -> list[Any] | None:
        match = self.controller.match
        if match is None:
            return None
        return match_to_dict(match, self.controller.players, cache=self.autosaver.turn_cache)[
            "games"
        ]

    def would_lose_play(self) -> bool:
        """Whether replacing the match now would lose play a person cares
        about: an unfinished match with a person in it and turns played,
        not saved to a file as it stands. (The autosave keeps only the match
        on the board, so it does not count.)"""
        c = self.controller
        match = c.match
        if match is None or match.is_over or all(p.computer for p in c.players):
            return False
        if not any(game.history for game in match.games):
            return False
        return self._games_record() != self._kept

    def before_replacing(self, go: Callable[[], None]) -> QMessageBox | None:
        """Call `go` (which replaces the match on the board) at once, or,
        when that would lose play, after asking whether to save it first:
        Save saves it (asking for a file name if it has none) and then goes
        on, Discard goes on, Cancel keeps the match."""
        if not self.would_lose_play():
            go()
            return None
        box = QMessageBox(self.window)
        box.setIcon(QMessageBox.Icon.Question)
        Button = QMessageBox.StandardButton
        box.setStandardButtons(Button.Save | Button.Discard | Button.Cancel)
        box.setDefaultButton(Button.Save)
        self._save_question_texts(box)

        def answered() -> None:
            self.save_question = None
            clicked = box.clickedButton()  # None when closed otherwise: keep the match
            button = box.standardButton(clicked) if clicked is not None else Button.Cancel
            if button == Button.Discard:
                go()
            elif button == Button.Save:
                self._save_then(go)

        box.finished.connect(answered)
        box.finished.connect(box.deleteLater)
        self.save_question = box
        self.last_dialog = box
        box.open()
        return box

    def _save_question_texts(self, box: QMessageBox) -> None:
        box.setWindowTitle(self.tr("Nardy Desktop"))
        box.setText(self.tr("Save the match in progress first?"))
        if self.current_path is None:
            box.setInformativeText(self.tr("If you do not save it, it is lost."))
        else:
            box.setInformativeText(
                self.tr("If you do not save it, the turns played since it was last saved are lost.")
            )

    def _save_then(self, go: Callable[[], None]) -> None:
        if self.current_path is not None:
            if self.save_to(self.current_path):
                go()
            return
        dlg = self.ask_save_as()
        # After save_to (connected first): go on only if the match is now kept.
        dlg.fileSelected.connect(lambda _path: None if self.would_lose_play() else go())

    # ----- export ------------------------------------------------------------------
    def ask_export(self, whole_match: bool = True) -> QFileDialog:
        def texts() -> tuple[str, str]:
            title = self.tr("Export Match") if whole_match else self.tr("Export Game")
            return title, self.tr("Jellyfish match files (*.mat)")

        match = self.controller.match
        game = None if whole_match or match is None else len(match.games)
        dlg = self._file_dialog(True, texts, MAT_SUFFIX[1:], self.suggested_name(MAT_SUFFIX, game))
        dlg.fileSelected.connect(lambda p: self.export_to(p, whole_match))
        dlg.open()
        return dlg

    def export_to(self, path: str | Path, whole_match: bool = True) -> bool:
        path = Path(path)
        match = self.controller.match
        if match is None or not match.games:
            return False
        try:
            text = match_text(match, None if whole_match else len(match.games) - 1)
        except SetUpGameError:
            self._warn(
                lambda: self.tr(
                    "A game begun from a position set up cannot be exported: a .mat file"
                    " holds only games from the usual start. Save the match instead."
                )
            )
            return False
        try:
            atomic_write(path, text.encode("utf-8"))
        except StorageError as e:
            self._warn(lambda e=e: problem_text(e, path), detail_text(e))
            return False
        self._remember_folder(path)
        if whole_match and match.start is not None:
            done = self.tr(
                "Exported “%1” without the first game, which began from a position set up."
            )
        else:
            done = self.tr("Exported “%1”.")
        self.window.show_status(done.replace("%1", path.name), 8000)
        return True

    # ----- recent files -------------------------------------------------------------
    def recent_files(self) -> list[str]:
        """The list from the settings, ignoring anything of the wrong type."""
        value = self.settings.value(RECENT_KEY, [])
        if isinstance(value, str):
            value = [value]
        if not isinstance(value, list):
            return []
        return [v for v in value if isinstance(v, str) and v][:MAX_RECENT]

    def _remember_recent(self, path: Path) -> None:
        p = str(path.resolve())
        files = [p] + [f for f in self.recent_files() if f != p]
        self.settings.setValue(RECENT_KEY, files[:MAX_RECENT])

    def _forget_recent(self, path: Path) -> None:
        p = str(path.resolve())
        self.settings.setValue(RECENT_KEY, [f for f in self.recent_files() if f != p])

    def _fill_recent(self) -> None:
        self.recent_menu.clear()
        files = self.recent_files()
        for i, f in enumerate(files, 1):
            a = self.recent_menu.addAction(f"&{i} {Path(f).name}")
            a.setToolTip(f)
            a.setData(f)
            a.triggered.connect(lambda _=False, f=f: self.open_path(f))
        if not files:
            a = self.recent_menu.addAction(self.tr("No recent matches"))
            a.setEnabled(False)

    # ----- dice ---------------------------------------------------------------------
    def show_dice_stats(self) -> DiceStatsDialog:
        match = self.controller.match
        names = match.players if match is not None else ("", "")
        counts = match_counts(match) if match is not None else (DiceCounts(), DiceCounts())
        here = [(n, counts[i]) for i, n in enumerate(names)]
        everyone = all_games_entries(self.autosaver.history.players, names)
        dlg = DiceStatsDialog(here, everyone, self.window, results=self.results.record)
        dlg.finished.connect(dlg.deleteLater)
        dlg.show()  # not modal: the board and its menus (Language) stay in reach
        self.last_dialog = dlg
        return dlg

    def ask_dice(self) -> ManualDiceDialog | None:
        game = self.controller.game
        match = self.controller.match
        roll_off = self.controller.can_enter_roll_off
        if not (self.controller.can_roll or roll_off) or game is None or match is None:
            return None
        if self._dice_dialog is not None:
            return self._dice_dialog
        if roll_off:
            dlg = ManualDiceDialog(self.window, roll_off=match.players)
            dlg.diceEntered.connect(self._on_roll_off_entered)
        else:
            dlg = ManualDiceDialog(self.window, no_double=game.is_opening)
            self._dice_player = match.players[match.player_of(game.side_to_move)]
            dlg.intro.setText(self._dice_intro())
            dlg.diceEntered.connect(self._on_dice_entered)
        dlg.finished.connect(self._on_dice_dialog_closed)
        self._dice_dialog = dlg
        dlg.open()
        self.last_dialog = dlg
        return dlg

    def _dice_intro(self) -> str:
        return self.tr("Enter the dice %1 rolled.").replace("%1", self._dice_player)

    def _on_dice_entered(self, d1: int, d2: int) -> None:
        if self.controller.enter_dice(d1, d2):
            self.autosaver.dice_mode = DiceMode.MANUAL

    def _on_roll_off_entered(self, die0: int, die1: int) -> None:
        if self.controller.enter_roll_off(die0, die1):
            self.autosaver.dice_mode = DiceMode.MANUAL

    def _on_dice_dialog_closed(self) -> None:
        if self._dice_dialog is not None:
            self._dice_dialog.deleteLater()
        self._dice_dialog = None

    def _on_real_dice(self, on: bool) -> None:
        self.controller.use_real_dice(on)
        self.settings.setValue(REAL_DICE_KEY, on)
        self.autosaver.dice_mode = self._dice_mode(self.autosaver.dice_mode is DiceMode.MANUAL)
        self._asked_for = None
        if on:
            self._maybe_ask_dice()
        elif self._dice_dialog is not None:  # the program rolls again
            self._dice_dialog.reject()
        self._update_actions()

    def _dice_mode(self, typed: bool) -> DiceMode:
        """The dice mode the autosave records: "manual" while the dice come from
        the table, and once any roll of the match was typed in (`typed`); the
        match's dice source itself always follows the setting (see
        `MatchController.use_real_dice`)."""
        return DiceMode.MANUAL if typed or self.controller.real_dice else DiceMode.SYSTEM

    def _maybe_ask_dice(self) -> None:
        """With real dice, ask for them as soon as a roll is due (once per turn:
        after Cancel, Enter Dice… asks again)."""
        c = self.controller
        game = c.game
        due = c.can_roll or c.can_enter_roll_off
        if not c.real_dice or not due or game is None or c.match is None:
            return
        turn = (id(c.match), c.match.game_number, len(game.history))
        if turn == self._asked_for:
            return
        self._asked_for = turn
        self.ask_dice()

    # ----- browsing a finished game -----------------------------------------------------
    def _on_move_clicked(self, row: int, column: int) -> None:
        if self.window.analysis.shows_turn(2 * row + column + 1):
            return  # the analysis shows it on the board
        game = self.controller.game
        if game is None or not (game.is_over or self.controller.phase is Phase.GAME_OVER):
            return
        self.browse(2 * row + column)

    def browse(self, turn: int = 0, game_index: int | None = None) -> GameBrowserDialog | None:
        match: Match | None = self.controller.match
        if match is None or not match.games:
            return None
        gi = len(match.games) - 1 if game_index is None else game_index
        dlg = GameBrowserDialog(
            match,
            gi,
            self.window,
            play=lambda pos, dice: play_from_position(self.window, pos, dice),
            turn_to_mover=self.window.view.follow_mover,
        )
        dlg.show_turn(max(0, min(turn, len(match.games[gi].history) - 1)))
        dlg.finished.connect(dlg.deleteLater)
        dlg.show()  # not modal: the board and its menus (Language) stay in reach
        self.last_dialog = dlg
        return dlg


__all__ = ["MatchFiles"]
