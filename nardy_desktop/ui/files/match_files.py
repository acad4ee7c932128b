"""The match's files: Open, Save and Save As, the file named in the window's
title, the folder a file dialog opens in, the autosave with resuming at
start-up, and the question asked before a match that is not saved is
replaced (`before_replacing`, which opening a file, a new match and the
position editor's Play From Here all go through).

The window makes it with the rest of its file side (`MainWindow.keep_files`),
gives it the analysis it keeps with the match, and places its actions. What
the other pieces need from it they get through its signals (`kept`,
`missing`, `reading`: Open Recent) or an explicit reference (the file dialog,
name and warnings of Export; the dice history and results for Statistics).
What is kept as the match goes on (the autosave, the games counted) is
controller.persistence's; this side warns when it fails, and hands it what
the window keeps with the match.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable
from datetime import date
from functools import partial
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, QStandardPaths, Signal
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QFileDialog, QMessageBox, QWidget

from nardy_desktop.controller import Done, Outcome, Worker
from nardy_desktop.controller.persistence import Persistence
from nardy_desktop.engine import Match
from nardy_desktop.placeholders import fill
from nardy_desktop.settings_store import Setting, read, text
from nardy_desktop.storage.file_names import safe_file_name
from nardy_desktop.storage.files import (
    EXTENSION,
    Autosave,
    StorageError,
    StorageProblem,
    data_dir,
    load_match,
    save_match,
)
from nardy_desktop.storage.mat_import import MatError, MatImport, load_mat
from nardy_desktop.storage.messages import detail_text, kept_text, problem_text
from nardy_desktop.storage.record import LoadedMatch, RecordError, match_to_dict
from nardy_desktop.storage.session import FileLink, games_digest, link_fields
from nardy_desktop.storage.temp_files import remove_temps_of
from nardy_desktop.ui.analysis.analysis_manager import AnalysisManager
from nardy_desktop.ui.common import retranslate, texts
from nardy_desktop.ui.common.host import WindowHost
from nardy_desktop.ui.common.plain_text import message_box
from nardy_desktop.ui.files.mat_messages import mat_error_text, mat_notes
from nardy_desktop.ui.statistics.results_view import ResultsKeeper

log = logging.getLogger(__name__)

LAST_FOLDER_KEY = "files/last_folder"  # the folder of the file last opened, saved or exported
LAST_FOLDER = Setting(LAST_FOLDER_KEY, "", text)
MAT_SUFFIX = ".mat"  # Jellyfish match files: opened here, written by Export (mat_export)

TwoTexts = Callable[[], tuple[str, str]]
"""Builds a box's or dialog's two texts again, so that they follow a change of language."""


class MatchFiles(QObject):
    """The file actions of one main window, its autosave, and the question
    before its match is replaced."""

    messageShown = Signal(str)  # a warning's text (for tests and the status bar)
    opened = Signal(bool)  # a file asked for is read: whether it could be
    kept = Signal(Path)  # the match was opened from or saved to this file
    missing = Signal(Path)  # this file, asked for, is not there
    reading = Signal(bool)  # a file is being read (Open waits meanwhile), or no longer

    def __init__(
        self, host: WindowHost, analysis: AnalysisManager, folder: Path | str | None = None
    ) -> None:
        super().__init__(host.widget)
        self.host = host
        self.analysis = analysis  # kept in the files and the autosave with the match
        self.controller = host.controller
        self.settings = host.settings
        self.folder = Path(folder) if folder is not None else data_dir()
        self.autosave = Autosave(self.folder)
        self.persistence = Persistence(self.controller, self.autosave, parent=self)
        self.persistence.failed.connect(self._on_autosave_failed)
        self.persistence.recovered.connect(self._on_autosave_recovered)
        self.persistence.statsFailed.connect(self._on_stats_failed)
        # The autosave keeps the analysis and the file of the match too, so that
        # a restart finds them (see storage.session).
        self.persistence.add_fields(analysis.autosave_fields)
        self.persistence.add_fields(self._link_fields)
        for signal in (analysis.analysisChanged, analysis.started, analysis.finished):
            signal.connect(self.persistence.save)
        # Export Analysis names its page after the match and opens where Save does.
        analysis.export_name = self.suggested_name
        analysis.export_folder = self.start_folder
        self.results = ResultsKeeper(host, self.folder)  # games and matches won and lost
        analysis.practice_folder = self.folder  # its analyses go to this folder's practice store
        self.persistence.gameRecorded.connect(self.results.count)
        self.current_path: Path | None = None  # where Save writes the match
        # The file the match was read from when Save cannot write there (a .mat).
        self.source_path: Path | None = None
        self._shown_name = ""  # the file named in the window's title
        self.last_dialog: QWidget | None = None
        # Files are read on a thread of their own, not behind the computer's search.
        self._loader = Worker(self)
        self._opening: threading.Event | None = None  # cancels the file being read
        # The digest of the games of the match as last saved or opened (None: not in a
        # file), and the match the file belongs to.
        self._kept: str | None = None
        self._linked: Match | None = None
        self.save_question: QMessageBox | None = None

        w = host.widget
        self.open_action = QAction(w)
        self.open_action.setShortcut(QKeySequence.StandardKey.Open)
        self.open_action.triggered.connect(self.ask_open)
        self.save_action = QAction(w)
        self.save_action.setShortcut(QKeySequence.StandardKey.Save)
        self.save_action.triggered.connect(self.save)
        self.save_as_action = QAction(w)
        self.save_as_action.setShortcut(QKeySequence.StandardKey.SaveAs)
        self.save_as_action.triggered.connect(self.ask_save_as)
        for a in (self.open_action, self.save_action, self.save_as_action):
            w.addAction(a)  # shortcuts work with the menu bar hidden

        self.controller.stateChanged.connect(self._update_actions)
        self.controller.matchStarted.connect(self._on_match_started)
        self.controller.stateChanged.connect(self._update_title)
        retranslate.register(self, self.retranslate_ui)
        self._update_actions()

    # ----- language -----------------------------------------------------------
    def retranslate_ui(self) -> None:
        self.open_action.setText(self.tr("&Open Match…"))
        self.save_action.setText(self.tr("&Save Match"))
        self.save_as_action.setText(self.tr("Save Match &As…"))

    def _update_actions(self) -> None:
        has_match = self.controller.match is not None and bool(self.controller.match.games)
        self.save_action.setEnabled(has_match)
        self.save_as_action.setEnabled(has_match)
        self.open_action.setEnabled(self._opening is None)

    def _on_match_started(self) -> None:
        self._cancel_open()
        self._link(None)

    def _link(self, link: FileLink | None) -> None:
        """The match on the board belongs to `link`'s file (None: to none)."""
        self.current_path = link.path if link is not None and link.saved else None
        self.source_path = link.path if link is not None and not link.saved else None
        self._kept = link.digest if link is not None else None
        self._linked = self.controller.match if link is not None else None
        self._update_title()

    def _link_fields(self, match: Match) -> dict[str, Any]:
        """The autosave's record of the file `match` belongs to, so that a restart
        names it in the title and Save writes to it again."""
        if match is not self._linked:
            return {}
        path = self.current_path or self.source_path
        if path is None:
            return {}
        return link_fields(FileLink(path, self.current_path is not None, self._kept or ""))

    # ----- messages -------------------------------------------------------------
    def warn(
        self,
        text: str | Callable[[], str],
        detail: str = "",
        headline: str | Callable[[], str] = "",
    ) -> QMessageBox:
        """A warning that does not block play: `headline` (what happens now)
        above `text` (what was wrong), the technical `detail` folded away. The
        texts may be functions that build them, so they follow a language change."""

        def texts() -> tuple[str, str]:
            return (
                text() if callable(text) else text,
                headline() if callable(headline) else headline,
            )

        return self._show_box(QMessageBox.Icon.Warning, texts, detail)

    def _show_box(self, icon: QMessageBox.Icon, texts: TwoTexts, detail: str = "") -> QMessageBox:
        """A message that does not block play, its texts (text, headline) from
        `texts`, again after a change of language."""
        box = message_box(self.host.widget, icon)  # quotes file names, contents, system messages
        retranslate.register(box, partial(self._box_texts, box, texts))
        if detail:
            box.setDetailedText(detail)
        box.finished.connect(box.deleteLater)
        box.open()
        self.last_dialog = box
        self.messageShown.emit(texts()[0])
        return box

    def _box_texts(self, box: QMessageBox, texts: TwoTexts) -> None:
        text, headline = texts()
        box.setWindowTitle(self.tr("Nardy Desktop"))
        if headline:
            box.setText(headline)
            box.setInformativeText(text)
        else:
            box.setText(text)

    def _on_autosave_failed(self, text: str, detail: str) -> None:
        def headline() -> str:
            return self.tr("The match cannot be saved automatically. Play goes on.")

        self.host.show_status(headline)
        self.warn(text, detail, headline)

    def _on_autosave_recovered(self) -> None:
        self.host.show_status(lambda: self.tr("Autosave works again."), 8000)

    def _on_stats_failed(self, text: str, detail: str) -> None:
        def headline() -> str:
            return self.tr("The dice statistics could not be saved. Play goes on.")

        self.host.show_status(headline)
        self.warn(text, detail, headline)

    # ----- resume at start-up ------------------------------------------------------
    def resume_autosave(self) -> bool:
        """Resume the autosaved match if it is unfinished. True if one was resumed.
        A file that cannot be used is kept aside (see `Autosave.keep_unreadable`)
        before anything is written, and the message says where it is."""
        self.persistence.flush()  # no write of ours is under way meanwhile
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
                self.warn(
                    text, detail, lambda: self.tr("The match in progress could not be restored.")
                )
            return False
        if got.errors:
            self.warn(
                text,
                detail,
                lambda: self.tr(
                    "The last autosave was damaged; the match resumes from the one before."
                ),
            )
        loaded = got.loaded
        # A finished match is not resumed, unless it holds analysis work.
        if loaded.finished and loaded.analysis is None and loaded.pending is None:
            return False
        self.host.show_status(self.tr("The match in progress was resumed."), 8000)
        self._adopt(loaded, loaded.link, resume=True)
        return True

    def _adopt(self, loaded: LoadedMatch, link: FileLink | None, resume: bool = False) -> None:
        """Put `loaded` on the board, belonging to `link`'s file, with its
        analysis (and, when `resume`, an analysis cut short going on), and
        autosave it all at once."""
        self.persistence.resume(loaded)
        if link is not None and not link.digest:  # a file just read: as it is now
            link = FileLink(link.path, link.saved, self._games_digest() or "")
        self._link(link)
        self.analysis.take(loaded, resume)
        self.persistence.save()

    # ----- file dialogs and names ----------------------------------------------------
    def file_dialog(
        self,
        save: bool,
        texts: TwoTexts,
        suffix: str,
        name: str = "",
        folder: Path | None = None,
    ) -> QFileDialog:
        """A file dialog, not yet open: `texts` gives the title and the file
        filters (";;" between them), again if the language changes; a Save
        dialog suggests `name`. It opens in `folder`, else in the folder last
        used (see `start_folder`)."""
        dlg = QFileDialog(self.host.widget)
        retranslate.register(dlg, partial(self._file_dialog_texts, dlg, texts))
        dlg.setDefaultSuffix(suffix)
        if save:
            dlg.setAcceptMode(QFileDialog.AcceptMode.AcceptSave)
        else:
            dlg.setFileMode(QFileDialog.FileMode.ExistingFile)
        dlg.setDirectory(str(folder if folder is not None else self.start_folder()))
        if save and name:
            dlg.selectFile(name)
        dlg.finished.connect(dlg.deleteLater)
        self.last_dialog = dlg
        return dlg

    @staticmethod
    def _file_dialog_texts(dlg: QFileDialog, texts: TwoTexts) -> None:
        title, name_filter = texts()
        dlg.setWindowTitle(title)
        dlg.setNameFilter(name_filter)

    def start_folder(self) -> Path:
        """Where a file dialog opens: the folder last used (kept in the settings,
        if it is still there), else the match's file's, else the documents
        folder, else the home folder."""
        last = read(self.settings, LAST_FOLDER)
        if last and Path(last).is_dir():
            return Path(last)
        if self.current_path is not None and self.current_path.parent.is_dir():
            return self.current_path.parent
        docs = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
        if docs and Path(docs).is_dir():
            return Path(docs)
        return Path.home()

    def remember_folder(self, path: Path) -> None:
        """A file was opened, saved or exported at `path`: the next dialog opens there."""
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
        stem = fill(
            stem,
            texts.shown_name(match.players[0]),
            texts.shown_name(match.players[1]),
            texts.variant_name(match.variant),
            date.today().isoformat(),
            game,
        )
        return safe_file_name(stem, suffix)

    def _update_title(self) -> None:
        """The window's title names the match's file, marked while it has turns
        that are not in the file."""
        shown = self.current_path or self.source_path
        name = shown.name if shown is not None else ""
        if name != self._shown_name:
            self._shown_name = name
            self.host.set_file_name(name)
        if shown is not None:
            self.host.widget.setWindowModified(self._games_digest() != self._kept)

    # ----- open ---------------------------------------------------------------------
    def ask_open(self) -> QFileDialog:
        def texts() -> tuple[str, str]:
            filters = (
                self.tr("Matches (*.nardy *.mat)"),
                self.tr("Nardy matches (*.nardy)"),
                self.tr("Jellyfish match files (*.mat)"),
            )
            return self.tr("Open Match"), ";;".join(filters)

        dlg = self.file_dialog(False, texts, EXTENSION[1:])
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
            return fill(self.tr("Opening “%1”…"), path.name)

        self.host.show_status(status)
        read: Callable[[Path], LoadedMatch | MatImport] = (
            load_mat if path.suffix.lower() == MAT_SUFFIX else load_match
        )
        self._opening = self._loader.start(
            partial(_read_tidying, read, path), lambda result: self._on_read(path, result)
        )
        self._set_reading()
        return True

    def _set_reading(self) -> None:
        self._update_actions()
        self.reading.emit(self._opening is not None)

    def _on_read(self, path: Path, outcome: Outcome[LoadedMatch | MatImport]) -> None:
        self._opening = None
        self._set_reading()
        self.host.show_status("")
        if isinstance(outcome, Done):
            result = outcome.value
            if isinstance(result, LoadedMatch):
                self.before_replacing(lambda: self._open_loaded(result, path))
            else:
                self.before_replacing(lambda: self._open_imported(result, path))
            self.opened.emit(True)
            return
        error = outcome.error
        if isinstance(error, MatError):
            log.warning("cannot open %s: %s", path, error)
            self.warn(lambda: mat_error_text(error, path), detail_text(error))
            self.opened.emit(False)
            return
        if not isinstance(error, (RecordError, StorageError)):
            log.error("cannot open %s", path, exc_info=error)
        self.warn(lambda: problem_text(error, path), detail_text(error))
        if isinstance(error, StorageError) and error.problem is StorageProblem.NOT_FOUND:
            self.missing.emit(path)
        self.opened.emit(False)

    def _cancel_open(self) -> None:
        """A new match was started while a file was read: it is not opened."""
        if self._opening is not None:
            self._opening.set()
            self._opening = None
            self.host.show_status("")
            self._set_reading()
            self.opened.emit(False)

    def _open_loaded(self, loaded: LoadedMatch, path: Path, saved: bool = True) -> None:
        """Go on with the match read from `path`: a .nardy file Save writes to
        again, or (not `saved`) a file of another format."""
        self._adopt(loaded, FileLink(path, saved))
        self.kept.emit(path)
        self.remember_folder(path)
        self.host.show_status(fill(self.tr("Opened “%1”."), path.name), 8000)
        self.analysis.adopt(loaded, path)  # says whether its analysis came too

    def _open_imported(self, result: MatImport, path: Path) -> None:
        """A match from a .mat file: Save asks where to keep it (as .nardy), and
        a note says how the match differs from the file, if it does."""
        self._open_loaded(result.loaded, path, saved=False)
        if not mat_notes(result):
            return

        def box_texts() -> tuple[str, str]:
            return "\n\n".join(mat_notes(result)), fill(
                self.tr("The match in “%1” is opened as Nardy Desktop plays it."), path.name
            )

        self._show_box(QMessageBox.Icon.Information, box_texts)

    # ----- save ---------------------------------------------------------------------
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
        dlg = self.file_dialog(
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
                self.persistence.dice_mode,
                self.analysis.for_saving(match),  # kept in the file with the match
            )
        except (StorageError, RecordError) as e:
            self.warn(partial(problem_text, e, path), detail_text(e))
            return False
        self._link(FileLink(path, True, self._games_digest() or ""))
        self.persistence.save()  # a restart names the file again
        self.kept.emit(path)
        self.remember_folder(path)
        self.host.show_status(fill(self.tr("Saved “%1”."), path.name), 8000)
        self.analysis.saved(path, kept)  # says so if the analysis was left out
        return True

    # ----- before the match on the board is replaced --------------------------------
    def _games_record(self) -> list[Any] | None:
        match = self.controller.match
        if match is None:
            return None
        record = match_to_dict(match, self.controller.players, cache=self.persistence.turn_cache)
        games: list[Any] = record["games"]
        return games

    def _games_digest(self) -> str | None:
        """The digest of the games on the board (None: no match), to tell
        whether they are as last saved or opened."""
        games = self._games_record()
        return None if games is None else games_digest(games)

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
        return self._games_digest() != self._kept

    def before_replacing(self, go: Callable[[], None]) -> QMessageBox | None:
        """Call `go` (which replaces the match on the board) at once, or,
        when that would lose play, after asking whether to save it first:
        Save saves it (asking for a file name if it has none) and then goes
        on, Discard goes on, Cancel keeps the match. Every way of replacing
        the match comes here: opening a file, New Match, Play From Here."""
        if not self.would_lose_play():
            go()
            return None
        box = message_box(self.host.widget, QMessageBox.Icon.Question)
        Button = QMessageBox.StandardButton
        box.setStandardButtons(Button.Save | Button.Discard | Button.Cancel)
        box.setDefaultButton(Button.Save)
        retranslate.register(box, partial(self._save_question_texts, box))

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


__all__ = ["LAST_FOLDER_KEY", "MAT_SUFFIX", "MatchFiles"]


def _read_tidying(
    read: Callable[[Path], LoadedMatch | MatImport], path: Path
) -> LoadedMatch | MatImport:
    """Read `path` (on the loader's thread); and remove the temporary files
    that killed saves of it left beside it, which only this program makes."""
    try:
        return read(path)
    finally:
        remove_temps_of([path])
