"""The record of results on this computer, kept up to date and shown.

`ResultsKeeper` counts every game and match that ends on the board into the
data folder's record (`storage.results`), as controller.persistence tells
of each game once, and says so once when it cannot be written or when the
record on disk had to be refused. `ResultsTable` shows
it, as a tab of the statistics dialog.

Names the program gives ("Player", "Computer") are written as they were
given, in whatever language was on; they are shown, and rows with the same
shown name are added together, in the language of the moment.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QObject, Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QLabel,
    QMessageBox,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from nardy_desktop.ai.levels import Level
from nardy_desktop.controller import call_later
from nardy_desktop.controller.persistence import GameRecorded
from nardy_desktop.engine import Variant
from nardy_desktop.placeholders import fill
from nardy_desktop.storage.files import StorageError
from nardy_desktop.storage.messages import detail_text, kept_text, problem_text
from nardy_desktop.storage.results import (
    Pairing,
    ResultsError,
    ResultsProblem,
    ResultsRecord,
    Seat,
    Tally,
)
from nardy_desktop.ui.common import retranslate, texts
from nardy_desktop.ui.common.host import WindowHost
from nardy_desktop.ui.common.plain_text import message_box, plain

log = logging.getLogger(__name__)


def refusal_text(error: Exception, path: Path) -> str:
    """Why the record on disk was not used, in the player's language."""
    if isinstance(error, ResultsError):
        if error.problem is ResultsProblem.NEWER_VERSION:
            text = QCoreApplication.translate(
                "Results",
                "The record of results “%1” was written by a newer version of Nardy Desktop.",
            )
        elif error.problem is ResultsProblem.TOO_LARGE:
            text = QCoreApplication.translate(
                "Results", "The file “%1” is too large to be a record of results."
            )
        else:
            text = QCoreApplication.translate("Results", "The record of results “%1” is damaged.")
        return fill(text, path.name)
    return problem_text(error, path)


class ResultsKeeper(QObject):
    """Counts the games and matches that end on the host window's board into the
    record of `folder`, each as `count` is told of it (once, when it ends)."""

    messageShown = Signal(str)  # a warning shown (for tests and the status bar)

    def __init__(self, host: WindowHost, folder: Path | str) -> None:
        super().__init__(host.widget)
        self.host = host
        self.record = ResultsRecord(folder).load()
        self.last_error: Exception | None = None
        self.box: QMessageBox | None = None
        if self.record.error is not None:
            call_later(self, 0, self._say_refused)  # once the window is up

    def count(self, game: GameRecorded) -> None:
        """A game ended (and with it, perhaps, its match): into the record."""
        variant = game.match.variant
        seats = [Seat(p.name, p.level if p.computer else None) for p in game.seats]
        winner = game.match.player_of(game.result.winner)
        self._write(lambda: self.record.add_game(variant, seats, winner, game.result.points))
        match_winner = game.match_winner
        if match_winner is not None:
            self._write(lambda: self.record.add_match(variant, seats, match_winner))

    def _write(self, add: Callable[[], None]) -> None:
        """Count and write; a write that fails for any reason is said (once
        for the same trouble), never left to stop the counting unseen."""
        try:
            add()
        except Exception as e:
            if isinstance(e, StorageError):
                log.warning("record of results not written: %s", e)
            else:  # a fault of the program: said like the others
                log.exception("record of results not written")
            same = type(e) is type(self.last_error) and getattr(e, "problem", None) == getattr(
                self.last_error, "problem", None
            )
            self.last_error = e
            if not same:
                self._warn_unsaved(e)
        else:
            self.last_error = None

    def _warn_unsaved(self, error: Exception) -> None:
        path = self.record.path
        self._warn(
            lambda: self.tr("The record of results could not be saved. Play goes on."),
            lambda: problem_text(error, path),
            detail_text(error),
        )

    def _say_refused(self) -> None:
        error, path, kept = self.record.error, self.record.path, self.record.kept
        if error is None:
            return
        partial = bool(self.record.rows)  # only some rows were left out

        def headline() -> str:
            if partial:
                return self.tr(
                    "Some rows of the record of results could not be read and are left out; "
                    "the others are kept."
                )
            return self.tr("The record of results could not be used; a new one is started.")

        self._warn(
            headline,
            lambda: " ".join(filter(None, (refusal_text(error, path), kept_text(kept, path)))),
            detail_text(error),
        )

    def _warn(self, headline: Callable[[], str], text: Callable[[], str], detail: str) -> None:
        """A warning that does not block play (its texts follow the language)."""
        if self.box is not None:
            self.box.done(0)
        # Plain text: it quotes paths and system messages.
        box = message_box(self.host.widget, QMessageBox.Icon.Warning)
        box.setDetailedText(detail)
        self.box = box

        def texts_in_the_language_shown() -> None:
            box.setWindowTitle(QCoreApplication.translate("MainWindow", "Nardy Desktop"))
            box.setText(headline())
            box.setInformativeText(text())

        retranslate.register(box, texts_in_the_language_shown)
        box.finished.connect(box.deleteLater)
        box.finished.connect(self._forget_box)
        box.open()
        self.host.show_status(headline, 8000)
        self.messageShown.emit(text())

    def _forget_box(self) -> None:
        self.box = None


def shown_rows(record: ResultsRecord) -> list[tuple[Pairing, Tally]]:
    """The record's rows with the names as the interface language shows them,
    those that then read the same added together, in the order shown: by
    player, game, the computer's levels before people, then opponent."""
    merged: dict[Pairing, Tally] = {}
    for p, t in record.rows.items():
        key = Pairing(p.variant, texts.shown_name(p.player), texts.shown_name(p.opponent), p.level)
        merged.setdefault(key, Tally()).merge(t)
    levels: dict[str, int] = {level: i for i, level in enumerate(Level)}
    levels[""] = len(levels)  # a person
    return sorted(
        merged.items(),
        key=lambda kv: (
            kv[0].player.casefold(),
            kv[0].variant,
            levels.get(kv[0].level, len(levels)),
            kv[0].opponent.casefold(),
        ),
    )


class ResultsTable(QWidget):
    """The record as a table: one row per player, game and opponent."""

    COLUMNS = 6

    def __init__(self, record: ResultsRecord, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("resultsTable")
        self.record = record
        layout = QVBoxLayout(self)
        self.note = QLabel()
        self.note.setWordWrap(True)
        plain(self.note)  # the file's path and the system's message
        layout.addWidget(self.note)
        self.table = QTableWidget(0, self.COLUMNS)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.table.setAlternatingRowColors(True)
        self.table.setWordWrap(False)
        self.table.verticalHeader().setVisible(False)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)
        layout.addWidget(self.table, 1)
        self.empty = QLabel()
        self.empty.setAlignment(Qt.AlignmentFlag.AlignCenter)
        layout.addWidget(self.empty, 1)
        retranslate.register(self, self.retranslate_ui)

    def retranslate_ui(self) -> None:
        self.table.setHorizontalHeaderLabels(
            [
                self.tr("Player"),
                self.tr("Game"),
                self.tr("Opponent"),
                self.tr("Matches won–lost"),
                self.tr("Games won–lost"),
                self.tr("Points won–lost"),
            ]
        )
        record = self.record
        notes = []
        if record.error is not None:
            notes.append(refusal_text(record.error, record.path))
            notes.append(kept_text(record.kept, record.path))
        self.note.setText(" ".join(filter(None, notes)))
        self.note.setVisible(bool(notes))
        self.empty.setText(self.tr("No game has been finished on this computer yet."))
        rows = shown_rows(record)
        self.table.setVisible(bool(rows))
        self.empty.setVisible(not rows)
        self.table.setRowCount(len(rows))
        for r, (p, t) in enumerate(rows):
            cells = (
                p.player,
                texts.variant_name(Variant(p.variant)),
                self.opponent_text(p),
                self.pair_text(t.matches_won, t.matches_lost),
                self.pair_text(t.games_won, t.games_lost),
                self.pair_text(t.points_won, t.points_lost),
            )
            for c, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if c >= 3:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                self.table.setItem(r, c, item)

    def opponent_text(self, p: Pairing) -> str:
        if not p.level:
            return p.opponent
        return fill(
            self.tr("%1 (%2)", "an opponent: the computer's name, its level"),
            p.opponent,
            texts.level_name(p.level),
        )

    @staticmethod
    def pair_text(won: int, lost: int) -> str:
        return f"{won}\u2009\u2013\u2009{lost}"

    def lines(self) -> list[tuple[str, ...]]:
        """The table as shown, row by row (for tests and a quick look)."""
        t = self.table

        def text(r: int, c: int) -> str:
            item = t.item(r, c)
            return item.text() if item is not None else ""

        return [tuple(text(r, c) for c in range(self.COLUMNS)) for r in range(t.rowCount())]


__all__ = ["ResultsKeeper", "ResultsTable", "refusal_text", "shown_rows"]
