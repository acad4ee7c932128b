"""The analysis panel: one decision looked back at, with the best turns the search found.

GNU Backgammon's hint list for a past decision: the turn played and what it
cost, and the best five turns (and the turn played, when it is not among
them) with their equity, their loss against the best, the chance of winning
and of the larger wins and losses. Picking a row shows that turn beside the
one played on the board.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from nardy_desktop.ai.analysis import DecisionAnalysis, Mark, MatchAnalysis
from nardy_desktop.engine import Side
from nardy_desktop.ui.analysis import analysis_texts as at
from nardy_desktop.ui.analysis.candidate_table import CandidatesView
from nardy_desktop.ui.analysis.game_graph import GameGraph
from nardy_desktop.ui.board.arrows import ArrowKind, html_colour
from nardy_desktop.ui.common import retranslate


class AnalysisPanel(QWidget):
    """The decision shown on the board (`show_decision`), its candidates in a
    table, and beside them the graph of its game (`graph`). The panel shows the
    decision on the board or none (`clear`): never one the board has left."""

    previousMark = Signal()
    nextMark = Signal()
    backToGame = Signal()
    candidateChosen = Signal(int)  # index among the decision's candidates

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("analysisPanel")
        self.analysis: MatchAnalysis | None = None
        self.decision: DecisionAnalysis | None = None
        self.compared = 0  # the candidate drawn beside the turn played (0: the best)
        self.numbering: Side | None = None  # whose numbering the moves are written in
        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 6, 8, 6)
        top = QHBoxLayout()
        self.title = QLabel()
        self.title.setObjectName("analysisTitle")
        font = QFont(self.title.font())
        font.setBold(True)
        self.title.setFont(font)
        self.title.setTextFormat(Qt.TextFormat.PlainText)
        top.addWidget(self.title, 1)
        self.mark_badge = QLabel()
        self.mark_badge.setObjectName("markBadge")
        top.addWidget(self.mark_badge)
        self.previous_button = QPushButton()
        self.next_button = QPushButton()
        self.back_button = QPushButton()
        for b in (self.previous_button, self.next_button, self.back_button):
            b.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            top.addWidget(b)
        layout.addLayout(top)
        self.verdict = QLabel()
        self.verdict.setWordWrap(True)
        self.verdict.setTextFormat(Qt.TextFormat.PlainText)
        layout.addWidget(self.verdict)
        self.legend = QLabel()
        self.legend.setTextFormat(Qt.TextFormat.RichText)
        self.legend.setWordWrap(True)
        layout.addWidget(self.legend)
        # The candidates, their rollouts, All Turns and Roll Out (candidate_table.py).
        self.candidates = CandidatesView()
        self.table = self.candidates.table
        self.allTurnsToggled = self.candidates.allTurnsToggled
        self.rolloutWanted = self.candidates.rolloutWanted
        self.graph = GameGraph()
        self.split = QSplitter(Qt.Orientation.Horizontal)
        self.split.setChildrenCollapsible(False)
        self.split.addWidget(self.candidates)
        self.split.addWidget(self.graph)
        self.split.setStretchFactor(0, 3)
        self.split.setStretchFactor(1, 2)
        layout.addWidget(self.split, 1)
        self.previous_button.clicked.connect(self.previousMark)
        self.next_button.clicked.connect(self.nextMark)
        self.back_button.clicked.connect(self.backToGame)
        self.table.cellClicked.connect(self._on_row)
        retranslate.register(self, self.retranslate_ui)

    def retranslate_ui(self) -> None:
        self.previous_button.setText(self.tr("\u25c0 Previous mark"))
        self.previous_button.setToolTip(self.tr("The previous doubtful move, mistake or blunder"))
        self.next_button.setText(self.tr("Next mark \u25b6"))
        self.next_button.setToolTip(self.tr("The next doubtful move, mistake or blunder"))
        self.back_button.setText(self.tr("Back to the game"))
        self.back_button.setToolTip(self.tr("Show the game in play on the board again (Escape)"))
        self._fill()

    # ----- contents -----------------------------------------------------------------
    def show_decision(
        self,
        analysis: MatchAnalysis,
        decision: DecisionAnalysis,
        compared: int = 0,
        numbering: Side | None = None,
    ) -> None:
        """Show `decision`, its moves in `numbering`'s count (None: the mover's)."""
        self.analysis = analysis
        self.decision = decision
        self.compared = compared
        self.numbering = numbering
        self._fill()
        self.graph.show_game(analysis, decision.game)
        self.graph.select(decision.turn)

    def clear(self, analysis: MatchAnalysis | None = None, game: int | None = None) -> None:
        """No decision shown; the graph of game `game` of `analysis` (the game on
        the board, when analysed) or none."""
        self.analysis = None
        self.decision = None
        self._fill()
        self.graph.show_game(analysis, game)
        self.graph.select(None)

    def set_mark_steps(self, previous: bool, following: bool) -> None:
        """Whether there is a marked decision before and after the one shown."""
        self.previous_button.setEnabled(previous)
        self.next_button.setEnabled(following)

    def _fill(self) -> None:
        a, d = self.analysis, self.decision
        if a is None or d is None:
            self.title.setText(self.tr("No decision shown"))
            self.verdict.setText(
                self.tr("Click a marked turn in the move list, or open the analysis summary.")
            )
            self.legend.setText("")
            self.mark_badge.setText("")
            self.mark_badge.setStyleSheet("")
            self.candidates.clear()
            self.back_button.setEnabled(False)
            return
        self.back_button.setEnabled(True)
        self.title.setText(at.decision_title(a, d))
        self.verdict.setText(at.verdict(d, self.numbering))
        mark = d.mark
        if mark is Mark.NONE:
            self.mark_badge.setText("")
            self.mark_badge.setStyleSheet("")
        else:
            self.mark_badge.setText(at.mark_label(mark))
            self.mark_badge.setStyleSheet(
                f"background: {at.MARK_COLOURS[mark].name()}; color: #1d140e;"
                " padding: 1px 6px; border-radius: 4px; font-weight: bold;"
            )
        played, best = (html_colour(k) for k in (ArrowKind.PLAYED, ArrowKind.BEST))
        other = self.tr("best turn") if self.compared == 0 else self.tr("turn looked at")
        self.legend.setText(
            f"<span style='color:{played}'>\u2501\u2501\u25b6</span> "
            + self.tr("turn played")
            + f" &nbsp; <span style='color:{best}'>\u2505\u2505\u25b7</span> "
            + other
            + " &nbsp; \u00b7 "
            + at.units_text(a.score)
        )
        self.candidates.show_decision(
            d, a.variant, self.compared, self.tr("%1 (played)"), at.numbering_of(d, self.numbering)
        )

    def _on_row(self, row: int, _column: int) -> None:
        d = self.decision
        at_row = self.candidates.candidate_at(row)
        if d is None or at_row is None or not 0 <= at_row < len(d.candidates):
            return
        row = at_row
        # The turn played against itself shows nothing new: the best stands in for it.
        self.compared = 0 if row == d.played_index else row
        self._fill()
        self.candidateChosen.emit(self.compared)

    def rows(self) -> list[list[str]]:
        """The table as text, row by row (what a person reads)."""
        rows = []
        for r in range(self.table.rowCount()):
            cells = (self.table.item(r, c) for c in range(self.table.columnCount()))
            rows.append([cell.text() if cell is not None else "" for cell in cells])
        return rows


__all__ = ["AnalysisPanel"]
