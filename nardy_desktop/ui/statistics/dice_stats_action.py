"""Game > Statistics…: the dice of the match on the board and of every game
played on this computer, and the record of results, in one dialog.

The dice history and the record of results are the data folder's; the file
side (MatchFiles) keeps them and hands them here.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtGui import QAction

from nardy_desktop.storage.dice_stats import DiceCounts, DiceHistory, match_counts
from nardy_desktop.ui.common import retranslate
from nardy_desktop.ui.common.host import WindowHost
from nardy_desktop.ui.statistics.dice_stats_dialog import DiceStatsDialog, all_games_entries
from nardy_desktop.ui.statistics.results_view import ResultsKeeper


class DiceStatsAction(QObject):
    """The Statistics action of a window and the dialog it opens."""

    def __init__(self, host: WindowHost, history: DiceHistory, results: ResultsKeeper) -> None:
        super().__init__(host.widget)
        self.window = host.widget  # the parent of the dialog
        self.controller = host.controller
        self.history = history  # every game on this computer
        self.results = results
        self.action = QAction(host.widget)
        self.action.triggered.connect(self.show)
        self.last_dialog: DiceStatsDialog | None = None
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
        dlg.finished.connect(dlg.deleteLater)
        dlg.show()  # not modal: the board and its menus (Language) stay in reach
        self.last_dialog = dlg
        return dlg


__all__ = ["DiceStatsAction"]
