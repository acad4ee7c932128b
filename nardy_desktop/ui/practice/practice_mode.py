"""Game ▸ Practise: the person's own marked decisions, and the problems that
come with the program, played again on the real board when they are due.

The practice store (storage.practice) holds everything that lasts: the cards,
their schedule, every answer. The settings keep only the filters and the card
on the board, so that a restart in the middle of a card puts the same card
back. The match in progress is never touched (see practice_board).
"""

from __future__ import annotations

import logging
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, Signal
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QDockWidget

from nardy_desktop.controller import call_later
from nardy_desktop.engine import Position, PositionError, TurnRecord, Variant
from nardy_desktop.placeholders import fill
from nardy_desktop.settings_store import Setting, boolean, choice, read, text, whole
from nardy_desktop.storage.practice.messages import store_text
from nardy_desktop.storage.practice.safe_open import NoStore, open_in, store_path
from nardy_desktop.ui.board.board_view import BoardView
from nardy_desktop.ui.common import retranslate, texts
from nardy_desktop.ui.common.host import WindowHost
from nardy_desktop.ui.common.practice_words import PHASE_ORDER
from nardy_desktop.ui.practice.kept_matches import KeptMatchesDialog
from nardy_desktop.ui.practice.practice_board import PracticeBoard
from nardy_desktop.ui.practice.practice_panel import PracticePanel

if TYPE_CHECKING:  # loaded with the store: SQLite may be missing (see safe_open)
    from nardy_desktop.storage.practice.cards import CardFilter, CardView
    from nardy_desktop.storage.practice.store import PracticeStore, StoreOpened

log = logging.getLogger(__name__)

SYNC_LATER_MS = 1500
# The card on the board, not yet answered (0: none), and the filters chosen.
CARD = Setting("practice/card", 0, whole(0, 2**62))
VARIANT = Setting("practice/filter/variant", "", choice(("", *(v.value for v in Variant))))
PHASE = Setting("practice/filter/phase", "", choice(("", *PHASE_ORDER)))
AGE = Setting("practice/filter/age", 0, whole(0, 100000))
DOUBTFUL = Setting("practice/filter/doubtful", False, boolean)
PROBLEMS = Setting("practice/filter/problems", True, boolean)
NAME = Setting("practice/filter/name", "", text)


class Practice(QObject):
    """The Practise action, its panel (a dock beside the board) and the
    practice played on `view`, with the store of the data folder `folder`."""

    cardShown = Signal(object)  # the CardView put on the board, or None
    answered = Signal(object)  # the store's ReviewResult
    storeChanged = Signal()  # a kept match was deleted: what counts on the store is stale
    said = Signal(object)  # what practice says about the board now: a function giving the text

    def __init__(self, host: WindowHost, view: BoardView, folder: Path) -> None:
        super().__init__(host.widget)
        self.host = host
        self.settings = host.settings
        self.folder = Path(folder)
        self.path = store_path(folder)
        self.board = PracticeBoard(view, host.controller, self)
        self.board.turnPlayed.connect(self._on_turn, Qt.ConnectionType.QueuedConnection)
        self.store: PracticeStore | None = None
        self.opened: StoreOpened | NoStore | None = None
        self.card: CardView | None = None
        self._synced = False  # the built-in problems' cards made in this run
        self.kept_dialog: KeptMatchesDialog | None = None

        self.action = QAction(host.widget)
        self.action.triggered.connect(self.open)
        host.add_game_actions([self.action])

        window = host.widget
        self.panel = PracticePanel()
        self.panel.setMinimumWidth(330)  # room for the moves in the candidates' table
        self.dock = QDockWidget(window)
        self.dock.setObjectName("practiceDock")
        self.dock.setWidget(self.panel)
        self.dock.setFeatures(
            QDockWidget.DockWidgetFeature.DockWidgetMovable
            | QDockWidget.DockWidgetFeature.DockWidgetClosable
        )
        window.addDockWidget(Qt.DockWidgetArea.LeftDockWidgetArea, self.dock)
        self.dock.hide()
        self.dock.installEventFilter(self)  # closing the panel stops practice
        self.panel.startRequested.connect(self.start)
        self.panel.stopRequested.connect(self.stop)
        self.panel.nextRequested.connect(self.next_card)
        self.panel.filterChanged.connect(self._on_filter)
        self.panel.keptRequested.connect(self.show_kept_matches)
        # A match put on the board (a new one, one opened) ends practice: it shows at once.
        host.controller.matchStarted.connect(self._on_match_started)
        host.controller.shuttingDown.connect(self.close_store)
        retranslate.register(self, self.retranslate_ui)

    # ----- the store ----------------------------------------------------------------
    def _open_store(self) -> PracticeStore | None:
        if self.store is not None:
            return self.store
        self.opened = open_in(self.folder)
        self.store = self.opened.store
        message = store_text(self.opened)
        self.panel.set_message(message)
        if message:
            self.host.show_status(message, 10000)
        if self.store is not None:
            # The built-in problems come after the person's own mistakes: their
            # cards are made once the first card shows (nothing to do when the
            # store has them for this program's problems file), or at once when
            # there is no other card to show.
            call_later(self, SYNC_LATER_MS, self._sync_problems)
            self.panel.set_people(self.store.people(), self._saved_filter().name)
            self.panel.set_selection(self._saved_filter())
        return self.store

    def _sync_problems(self) -> None:
        """Make the cards of the built-in problems that have none yet (see
        storage.practice.problems: a start with the same problems reads none)."""
        store = self.store
        if store is None or self._synced:
            return
        self._synced = True
        import sqlite3  # the store is open: SQLite is there

        try:
            if store.sync_problems():
                self._refresh_counts()
        except sqlite3.Error as e:  # practice goes on with the cards there are
            log.warning("the built-in problems were not added: %s", e)

    def show_kept_matches(self) -> KeptMatchesDialog | None:
        """The kept matches (the practice panel's button, and the Progress
        tab's): None when the store cannot be opened, which is said."""
        if self.kept_dialog is not None:
            self.kept_dialog.show()
            self.kept_dialog.raise_()
            self.kept_dialog.activateWindow()
            return self.kept_dialog
        store = self._open_store()
        if store is None:
            self.host.show_status(self.panel.message.text(), 10000)
            return None
        dlg = KeptMatchesDialog(store, self.host.widget)
        dlg.changed.connect(self._on_store_changed)
        dlg.finished.connect(self._kept_closed)
        self.kept_dialog = dlg
        dlg.show()  # not modal: the board and practice stay in reach
        return dlg

    def _kept_closed(self) -> None:
        dlg, self.kept_dialog = self.kept_dialog, None
        if dlg is not None:
            dlg.deleteLater()

    def _on_store_changed(self) -> None:
        """A match was deleted: the people and counts again, and a card of it
        on the board, not yet answered, gives way to the next one."""
        store = self.store
        if store is None:
            return
        self.panel.set_people(store.people(), self.selection().name)
        self._save_filter(self.selection())  # a person with no match left: everyone
        card = self.card
        if card is not None and store.card(card.id) is None and self.board.waiting:
            self.next_card()
        self._refresh_counts()
        self.storeChanged.emit()

    def close_store(self) -> None:
        if self.kept_dialog is not None:
            self.kept_dialog.done(0)
        if self.store is not None:
            self.store.close()
            self.store = None

    # ----- practice -------------------------------------------------------------------
    @property
    def active(self) -> bool:
        """Whether practice has the board."""
        return self.board.active

    def open(self) -> None:
        """Game ▸ Practise: the panel, and practice starts."""
        self.dock.show()
        self.dock.raise_()
        self.start()

    def start(self) -> None:
        """Practise: the card left on the board last time, or the next one due."""
        store = self._open_store()
        if store is None:
            self.panel.set_running(False)
            return
        self.panel.set_running(True)
        card = None
        kept = read(self.settings, CARD)
        if kept:
            card = store.card(kept)
        if card is not None:
            self._show(card)
        else:
            self.next_card()

    def next_card(self) -> None:
        store = self.store
        if store is None or not self.panel.running:
            return
        card = store.next_card(self.selection())
        if card is None and not self._synced:  # the problems may not all have cards yet
            self._sync_problems()
            card = store.next_card(self.selection())
        self._show(card)

    def stop(self) -> None:
        """Stop practising: the match has the board again, as it stands."""
        self.board.leave()
        self.panel.set_running(False)
        self.panel.show_card(None)
        self.card = None
        self.settings.setValue(CARD.key, 0)
        self._refresh_counts()
        self.host.show_status(_stopped_text, 5000)

    def selection(self) -> CardFilter:
        return self.panel.selection()

    def _show(self, card: CardView | None) -> None:
        self.card = None
        if card is not None:
            try:
                position = Position.from_text(card.position)
                self.board.show(position, card.dice, self._names(card))
                self.card = card
            except (PositionError, ValueError) as e:  # a card the rules refuse now
                log.warning("practice card %s cannot be played: %s", card.id, e)
        if self.card is None:
            self.board.leave()
        self.settings.setValue(CARD.key, self.card.id if self.card is not None else 0)
        self.panel.show_card(self.card)
        self._refresh_counts()
        if self.card is not None:
            self.host.show_status(_playing_text)
        self.said.emit(_playing_text if self.card is not None else None)
        self.cardShown.emit(self.card)

    def _names(self, card: CardView) -> tuple[str, str]:
        d = card.decision
        you = d.name if d is not None else QCoreApplication.translate("Practice", "You")
        return (you, QCoreApplication.translate("Practice", "Opponent"))

    def _on_turn(self, record: TurnRecord) -> None:
        """The turn played on the card: graded by the store, the verdict shown."""
        card, store = self.card, self.store
        if card is None or store is None or not self.board.active:
            return
        played = record.after.to_text()
        import sqlite3  # the store is open: SQLite is there

        try:
            result = store.review(card.id, played)
        except (sqlite3.Error, KeyError) as e:
            log.warning("the answer was not kept: %s", e)
            text = QCoreApplication.translate("Practice", "The answer could not be kept (%1).")
            self.panel.set_message(fill(text, str(e)))
            return
        self.settings.setValue(CARD.key, 0)  # answered: a restart brings the next one
        best = max(card.candidates, key=lambda c: c.equity).position
        self.board.show_verdict(best)
        index = result.verdict.index
        played_text = (
            texts.notation_words(str(getattr(card.candidates[index], "move", "")))
            if index is not None
            else ""
        ) or texts.moves_text(record.steps)  # as the candidates' table writes it
        self.panel.show_verdict(result.verdict, played_text, result.due)
        self.host.show_status(_answered_text)
        self.said.emit(_answered_text)
        self._refresh_counts()
        self.answered.emit(result)

    def _refresh_counts(self) -> None:
        store = self.store
        self.panel.set_counts(store.counts(self.selection()) if store is not None else None)

    def _on_filter(self) -> None:
        if self.store is None:
            return
        self._save_filter(self.selection())
        self._refresh_counts()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.dock and event.type() == QEvent.Type.Close and self.panel.running:
            self.stop()
        return False

    def _on_match_started(self) -> None:
        if self.active:
            self.stop()

    # ----- the filters kept ------------------------------------------------------------
    def _saved_filter(self) -> CardFilter:
        from nardy_desktop.storage.practice.cards import CardFilter

        s = self.settings
        variant = read(s, VARIANT)
        phase = read(s, PHASE)
        days = read(s, AGE)
        return CardFilter(
            variant=Variant(variant) if variant else None,
            phases=frozenset({phase}) if phase else None,
            max_age_days=float(days) if days else None,
            doubtful=read(s, DOUBTFUL),
            name=read(s, NAME) or None,
            problems=read(s, PROBLEMS),
        )

    def _save_filter(self, f: CardFilter) -> None:
        s = self.settings
        s.setValue(VARIANT.key, f.variant.value if f.variant else "")
        s.setValue(PHASE.key, next(iter(f.phases)) if f.phases else "")
        s.setValue(AGE.key, int(f.max_age_days or 0))
        s.setValue(DOUBTFUL.key, f.doubtful)
        s.setValue(PROBLEMS.key, f.problems)
        s.setValue(NAME.key, f.name or "")

    def retranslate_ui(self) -> None:
        self.action.setText(QCoreApplication.translate("Practice", "Practise…"))
        self.action.setToolTip(
            QCoreApplication.translate(
                "Practice", "Play again the positions you got wrong, when they are due"
            )
        )
        self.dock.setWindowTitle(QCoreApplication.translate("Practice", "Practice"))


def _playing_text() -> str:
    return QCoreApplication.translate(
        "Practice", "Practice: play the turn on the board, then Done, Enter or a click on the dice."
    )


def _answered_text() -> str:
    return QCoreApplication.translate(
        "Practice", "Practice: the turn played and the best turn are on the board; Next goes on."
    )


def _stopped_text() -> str:
    return QCoreApplication.translate(
        "Practice", "Practice stopped: the match is back on the board."
    )


__all__ = ["CARD", "Practice"]
