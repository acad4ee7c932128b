"""Game > Browse Moves…, and a click on a turn of a finished game in the move
list: the games of the match on the board, turn by turn, in a dialog of
their own (ui.game_browser), from which Play From Here asks for a match from
the position (`playFromHere`, which the window gives to the position editor).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject, Signal
from PySide6.QtGui import QAction

from nardy_desktop.controller import Phase
from nardy_desktop.engine import Position
from nardy_desktop.ui.analysis.analysis_manager import AnalysisManager
from nardy_desktop.ui.analysis.game_browser import GameBrowserDialog
from nardy_desktop.ui.common import retranslate
from nardy_desktop.ui.common.host import WindowHost


class BrowseMoves(QObject):
    """The Browse Moves action of a window, and the move list's clicks (those
    on a turn that `analysis` shows on the board are its own)."""

    playFromHere = Signal(Position, object)  # a position looked back at, its dice or None

    def __init__(self, host: WindowHost, analysis: AnalysisManager) -> None:
        super().__init__(host.widget)
        self.host = host
        self.analysis = analysis
        self.controller = host.controller
        self.action = QAction(host.widget)
        self.action.triggered.connect(lambda: self.browse(0))
        self.last_dialog: GameBrowserDialog | None = None
        self.controller.stateChanged.connect(self._update_actions)
        host.move_list.cellClicked.connect(self._on_move_clicked)
        retranslate.register(self, self.retranslate_ui)
        self._update_actions()

    def retranslate_ui(self) -> None:
        # The text keeps the context it has in the catalogues, the file side's.
        self.action.setText(QCoreApplication.translate("MatchFiles", "&Browse Moves…"))

    def _update_actions(self) -> None:
        match = self.controller.match
        self.action.setEnabled(match is not None and bool(match.games))

    def _on_move_clicked(self, row: int, column: int) -> None:
        if self.analysis.shows_turn(2 * row + column + 1):
            return  # the analysis shows it on the board
        game = self.controller.game
        if game is None or not (game.is_over or self.controller.phase is Phase.GAME_OVER):
            return
        self.browse(2 * row + column)

    def browse(self, turn: int = 0, game_index: int | None = None) -> GameBrowserDialog | None:
        """The browser at `turn` of the game `game_index` (the last one if None)."""
        match = self.controller.match
        if match is None or not match.games:
            return None
        gi = len(match.games) - 1 if game_index is None else game_index
        dlg = GameBrowserDialog(
            match,
            gi,
            self.host.widget,
            play=self._play_from,
            turn_to_mover=self.host.view.follow_mover,
        )
        dlg.show_turn(max(0, min(turn, len(match.games[gi].history) - 1)))
        dlg.finished.connect(dlg.deleteLater)
        dlg.show()  # not modal: the board and its menus (Language) stay in reach
        self.last_dialog = dlg
        return dlg

    def _play_from(self, position: Position, dice: tuple[int, int] | None) -> None:
        self.playFromHere.emit(position, dice)


__all__ = ["BrowseMoves"]
