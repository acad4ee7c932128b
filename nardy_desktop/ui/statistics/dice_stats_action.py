"""Game > Statistics…: the dice of the match on the board and of every game
played on this computer, and the record of results, in one dialog.

The dice history and the record of results are the data folder's; the file
side (MatchFiles) keeps them and hands them here. The Progress tab reads the
practice store of the data folder `folder`, when one is given.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QObject, Signal
from PySide6.QtGui import QAction

from nardy_desktop.storage.dice_stats import DiceCounts, DiceHistory, match_counts
from nardy_desktop.storage.practice.safe_open import open_in
from nardy_desktop.ui.common import retranslate
from nardy_desktop.ui.common.host import WindowHost
from nardy_desktop.ui.statistics.dice_stats_dialog import DiceStatsDialog, all_games_entries
from nardy_desktop.ui.statistics.progress_view import ProgressView, tab_title
from nardy_desktop.ui.statistics.results_view import ResultsKeeper


class DiceStatsAction(QObject):
    """The Statistics action of a window and the dialog it opens."""

    keptMatchesRequested = Signal()  # the Progress tab's Kept matches… (practice shows them)

    def __init__(
        self,
        host: WindowHost,
        history: DiceHistory,
        results: ResultsKeeper,
        folder: Path | None = None,
    ) -> None:
        super().__init__(host.widget)
        self.window = host.widget  # the parent of the dialog
        self.controller = host.controller
        self.history = history  # every game on this computer
        self.results = results
        self.folder = folder  # the data folder whose practice store gives the progress
        self.action = QAction(host.widget)
        self.action.triggered.connect(self.show)
        self.last_dialog: DiceStatsDialog | None = None
        self.last_progress: ProgressView | None = None
        self._open_progress: ProgressView | None = None  # on screen, its store open
        retranslate.register(self, self.retranslate_ui)

    def retranslate_ui(self) -> None:
        # The text keeps the context it has in the catalogues, the file side's.
        self.action.setText(QCoreApplication.translate("MatchFiles", "Stat&istics…"))

    def show(self) -> DiceStatsDialog:
        match = self.controller.match
        names = match.players if match is not None else ("", "")
        counts = match_counts(match) if match is not None else (DiceCounts(), DiceCounts())
        here = [(n, counts[i]) for i, n in enumerate(names)]
        everyone = all_games_entries(self.history.players, names)
        dlg = DiceStatsDialog(here, everyone, self.window, results=self.results.record)
        self._add_progress(dlg)
        dlg.finished.connect(dlg.deleteLater)
        dlg.show()  # not modal: the board and its menus (Language) stay in reach
        self.last_dialog = dlg
        return dlg

    def _add_progress(self, dlg: DiceStatsDialog) -> None:
        """The Progress tab, for the person of the match on the board first."""
        if self.folder is None:
            return
        store = open_in(self.folder, check=False).store
        if store is None:
            return  # practice says why when it is opened
        match = self.controller.match
        person = self.controller.only_person()
        name = match.players[person] if match is not None and person is not None else None
        view = ProgressView(store, name)
        view.keptRequested.connect(self.keptMatchesRequested)
        self.last_progress = self._open_progress = view
        tabs = dlg.tabs
        tabs.addTab(view, tab_title())
        dlg.finished.connect(self._progress_closed)
        dlg.finished.connect(store.close)
        retranslate.register(view, lambda: tabs.setTabText(tabs.indexOf(view), tab_title()))
        # The dice's legend speaks of the dice charts: not shown beside the progress.
        tabs.currentChanged.connect(
            lambda i: dlg.legend.setVisible(tabs.widget(i) not in (view, dlg.results))
        )

    def _progress_closed(self) -> None:
        self._open_progress = None

    def refresh_progress(self) -> None:
        """The practice store changed: the Progress tab open reads it again."""
        if self._open_progress is not None:
            self._open_progress.reload()


__all__ = ["DiceStatsAction"]
