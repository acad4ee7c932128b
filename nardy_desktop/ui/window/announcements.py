"""What the window says about play: the status bar's messages and the board's
banners for a game that starts, a roll that cannot be played, a hint, a move
refused, the computer failing, and the sentences that tell how a game or a
match was won (also read by the end-of-game dialog).

The texts keep the context they have in the catalogues, the main window's.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject

from nardy_desktop.controller import Hint, MatchController
from nardy_desktop.engine import GameResult, Match, Reason
from nardy_desktop.placeholders import fill
from nardy_desktop.ui.board.board_view import BoardView
from nardy_desktop.ui.common import numbers, texts
from nardy_desktop.ui.common.scope import Scope
from nardy_desktop.ui.window.status import StatusLine


class PlayMessages(QObject):
    """Says what happens in play, in the status line and across the board."""

    def __init__(self, controller: MatchController, status: StatusLine, view: BoardView) -> None:
        super().__init__(status)  # goes with the window
        self.controller = controller
        self.status = status
        self.view = view
        c = controller
        c.stepPlayed.connect(self._on_step_played)
        c.illegalMove.connect(self._on_illegal)
        c.gameStarted.connect(self._on_game_started)
        c.noMove.connect(self._on_no_move)
        c.computerFailed.connect(self._on_computer_failed)
        c.hinting.connect(self._on_hinting)
        c.hintReady.connect(self._on_hint)
        c.hintFailed.connect(self._on_hint_failed)
        view.turnNotFinished.connect(self._on_turn_not_finished)

    def _on_hinting(self, on: bool) -> None:
        if on:
            self.status.show(
                lambda: QCoreApplication.translate("MainWindow", "Looking for the best move\u2026"),
                scope=Scope.HINT,
            )
        elif self.status.text == QCoreApplication.translate(
            "MainWindow", "Looking for the best move\u2026"
        ):
            self.status.end(Scope.HINT)

    def _on_hint(self, hint: Hint) -> None:
        percent = numbers.decimal(100 * hint.win, 0)  # the language's digits
        partial = len(hint.steps) < len(hint.turn)

        def message() -> str:
            if partial:
                text = QCoreApplication.translate(
                    "MainWindow", "Best way to finish the turn: %1. Chance of winning the game: %2%"
                )
            else:
                text = QCoreApplication.translate(
                    "MainWindow", "Best move: %1. Chance of winning the game: %2%"
                )
            return fill(text, texts.moves_text(hint.steps), percent)

        self.status.show(message, scope=Scope.HINT)

    def _on_hint_failed(self, detail: str) -> None:
        self.status.show(
            lambda: fill(
                QCoreApplication.translate("MainWindow", "No hint could be found (%1)."), detail
            ),
            8000,
            Scope.HINT,
        )

    def _on_computer_failed(self, detail: str) -> None:
        self.status.show(
            lambda: fill(
                QCoreApplication.translate(
                    "MainWindow",
                    "The computer player failed (%1); it played the first legal move instead.",
                ),
                detail,
            ),
            scope=Scope.GAME,  # a fault, not a moment: it stays for the game
        )

    def _on_illegal(self, reason: Reason) -> None:
        self.status.show(lambda: texts.reason_text(reason), 8000, Scope.HINT)

    def _on_step_played(self) -> None:
        """All dice played: the turn waits for the person to end it, and says how."""
        c = self.controller
        game = c.game
        if c.auto_finish or not c.is_human_turn or game is None or not game.turn_complete:
            return
        self.status.show(
            lambda: QCoreApplication.translate(
                "MainWindow",
                "All dice are played: click the dice, press Enter or Done to end the turn, "
                "or take a step back (Ctrl+Z).",
            ),
            scope=Scope.HINT,
        )

    def _on_turn_not_finished(self) -> None:
        self.status.show(
            lambda: QCoreApplication.translate(
                "MainWindow", "Play the dice that are left before ending the turn."
            ),
            8000,
            Scope.HINT,
        )

    def _on_game_started(self, number: int) -> None:
        match = self.controller.match
        if match is None:
            return
        if match.is_over:  # a finished match opened: the board says so, no game begins
            winner = match.winner
            if winner is not None and match.results:
                self.status.show(
                    lambda: " ".join(self.match_result_texts(match, winner)), scope=Scope.GAME
                )
            return
        roll_off = match.roll_off_dice
        wanted = self.controller.roll_off_wanted

        def message() -> str:
            # Names looked up when shown: the program's own follow the language.
            players = match.players
            white = players[match.white_player]
            if number == 1 and wanted:
                return QCoreApplication.translate(
                    "MainWindow",
                    "Game 1. Roll one die each on the table and enter them: "
                    "the higher plays White.",
                )
            if number == 1 and roll_off is not None:
                a, b = roll_off
                return fill(
                    QCoreApplication.translate(
                        "MainWindow",
                        "Game 1. Opening roll: %1 rolls %2, %3 rolls %4: %5 plays White.",
                    ),
                    players[0],
                    a,
                    players[1],
                    b,
                    white,
                )
            if number == 1 and match.start is not None:
                return fill(
                    QCoreApplication.translate(
                        "MainWindow", "Game 1, from the position set up: %1 plays White."
                    ),
                    white,
                )
            return fill(
                QCoreApplication.translate(
                    "MainWindow", "Game %1. Colours change: %2 now plays White."
                ),
                number,
                white,
            )

        self.status.show(message, scope=Scope.TURN)
        if wanted:  # who plays White is not known before the roll-off
            return
        self.view.show_banner(
            lambda: fill(
                QCoreApplication.translate("MainWindow", "Game %1: %2 plays White"),
                number,
                match.players[match.white_player],
            )
        )

    def _on_no_move(self, dice: tuple[int, int]) -> None:
        game = self.controller.game
        if game is None:
            return
        d1, d2 = dice
        side = game.side_to_move
        self.status.show(
            lambda: fill(
                QCoreApplication.translate(
                    "MainWindow", "%1 rolled %2-%3 and cannot move: the turn passes."
                ),
                texts.side_name(side),
                d1,
                d2,
            ),
            scope=Scope.ROLL,
        )
        self.view.show_banner(
            lambda: QCoreApplication.translate("MainWindow", "No legal move: the turn passes")
        )

    def result_texts(self, match: Match, result: GameResult) -> tuple[str, str, str]:
        """The sentences of `result`, a game of `match`: the match is named, not looked
        up, because a text is rebuilt in a new language after the next match began."""
        winner = match.players[match.player_of(result.winner)]
        headline = fill(QCoreApplication.translate("MainWindow", "%1 wins the game."), winner)
        detail = texts.win_text(result)
        score = texts.score_text(match.players, match.score, match.length)
        return headline, detail, score

    def match_result_texts(self, match: Match, winner: int) -> tuple[str, str, str]:
        _, detail, score = self.result_texts(match, match.results[-1])
        headline = fill(
            QCoreApplication.translate("MainWindow", "%1 wins the match!"), match.players[winner]
        )
        return headline, detail, score


__all__ = ["PlayMessages"]
