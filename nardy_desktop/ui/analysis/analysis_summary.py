"""The analysis summary: each player's figures for the match and for each game
analysed, and the list of marked decisions, any of which can be shown on the board."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from nardy_desktop.ai.analysis import DecisionAnalysis, Mark, MatchAnalysis
from nardy_desktop.placeholders import fill
from nardy_desktop.ui.analysis import analysis_texts as at
from nardy_desktop.ui.common import retranslate, texts
from nardy_desktop.ui.common.plain_text import tooltip


class AnalysisSummaryDialog(QDialog):
    """Not modal: the board and its menus stay in reach while it is open."""

    decisionChosen = Signal(int, int)  # game number, turn
    exportWanted = Signal()

    def __init__(self, analysis: MatchAnalysis, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("analysisSummaryDialog")
        self.analysis = analysis
        self._marked: list[DecisionAnalysis] = []
        layout = QVBoxLayout(self)
        self.intro = QLabel()
        self.intro.setWordWrap(True)
        self.intro.setTextFormat(Qt.TextFormat.PlainText)
        layout.addWidget(self.intro)
        self.scope = QComboBox()
        layout.addWidget(self.scope)
        self.table = QTableWidget(0, 2)
        self.table.setObjectName("analysisSummary")
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.table.verticalHeader().setDefaultSectionSize(22)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        layout.addWidget(self.table)
        self.marks_label = QLabel()
        layout.addWidget(self.marks_label)
        self.marks = QTableWidget(0, 7)
        self.marks.setObjectName("markedDecisions")
        self.marks.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.marks.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.marks.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.marks.verticalHeader().setVisible(False)
        self.marks.verticalHeader().setDefaultSectionSize(22)
        layout.addWidget(self.marks, 1)
        box = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.export_button = QPushButton()
        box.addButton(self.export_button, QDialogButtonBox.ButtonRole.ActionRole)
        box.rejected.connect(self.reject)
        self.export_button.clicked.connect(self.exportWanted)
        layout.addWidget(box)
        self.scope.currentIndexChanged.connect(self._fill_table)
        self.marks.cellClicked.connect(self._on_mark)
        retranslate.register(self, self.retranslate_ui)
        self.resize(720, 640)

    def set_analysis(self, analysis: MatchAnalysis) -> None:
        """Show a new analysis of the match (more games, or another depth)."""
        self.analysis = analysis
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        a = self.analysis
        self.setWindowTitle(self.tr("Analysis of the Match"))
        self.export_button.setText(self.tr("Export\u2026"))
        self.export_button.setToolTip(self.tr("Write the analysis as a web page"))
        self.intro.setText(
            fill(
                self.tr("%1, match to %n point(s). Depth: %3. %4.", "", a.length),
                texts.variant_name(a.variant),
                "",  # no %2: the length is %n
                at.depth_name(a.depth),
                at.units_text(a.score),
            )
        )
        row = self.scope.currentIndex()
        blocked = self.scope.blockSignals(True)
        self.scope.clear()
        if len(a.games) != 1:  # one game: its table is the match's, shown once
            self.scope.addItem(self.tr("Whole match (games analysed)"))
        for g in a.games:
            self.scope.addItem(at.game_name(g))
        self.scope.setCurrentIndex(max(0, min(row, self.scope.count() - 1)))
        self.scope.setEnabled(self.scope.count() > 1)
        self.scope.blockSignals(blocked)
        self._fill_table()
        self._fill_marks()

    def _fill_table(self) -> None:
        a = self.analysis
        i = self.scope.currentIndex()
        if len(a.games) == 1:
            summaries = a.games[0].summaries
        else:
            summaries = a.summaries if i <= 0 else a.games[i - 1].summaries
        rows = at.summary_rows(summaries)
        tips = at.summary_tooltips()
        self.table.setRowCount(len(rows))
        self.table.setHorizontalHeaderLabels([at.player_name(a, 0), at.player_name(a, 1)])
        right = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
        for r, (label, v0, v1) in enumerate(rows):
            head = QTableWidgetItem(label)
            head.setToolTip(tips[r])
            self.table.setVerticalHeaderItem(r, head)
            for c, value in enumerate((v0, v1)):
                item = QTableWidgetItem(value)
                item.setTextAlignment(right)
                item.setToolTip(tips[r])
                self.table.setItem(r, c, item)
        # Every figure in sight at once; the marked decisions take the rest.
        t = self.table
        height = (
            t.horizontalHeader().sizeHint().height()
            + t.verticalHeader().length()
            + 2 * t.frameWidth()
            + 2
        )
        t.setFixedHeight(height)

    def _fill_marks(self) -> None:
        a = self.analysis
        self._marked = [d for g in a.games for d in g.decisions if d.mark is not Mark.NONE]
        self.marks_label.setText(
            self.tr("Doubtful moves, mistakes and blunders (click one to see it on the board):")
            if self._marked
            else self.tr("No doubtful move, mistake or blunder.")
        )
        self.marks.setHorizontalHeaderLabels(
            [
                self.tr("Game"),
                self.tr("Move"),
                self.tr("Player"),
                self.tr("Dice"),
                self.tr("Played"),
                self.tr("Best"),
                self.tr("Mark"),
            ]
        )
        self.marks.setRowCount(len(self._marked))
        for r, d in enumerate(self._marked):
            values = [
                str(d.game),
                str(at.move_number(d.turn, d.side)),
                at.player_name(a, d.player),
                f"{d.dice[0]}-{d.dice[1]}",
                at.move_text(d.played),
                at.move_text(d.best),
                f"{at.mark_label(d.mark)} {at.loss(d.equity_lost)}",
            ]
            for c, value in enumerate(values):
                item = QTableWidgetItem(value)
                if c == 6:
                    item.setBackground(QColor(at.MARK_COLOURS[d.mark]))
                    item.setForeground(QColor("#1d140e"))
                item.setToolTip(tooltip(at.verdict(d)))  # moves from a saved analysis
                self.marks.setItem(r, c, item)
        header = self.marks.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(4, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(5, QHeaderView.ResizeMode.Stretch)

    def _on_mark(self, row: int, _column: int) -> None:
        if 0 <= row < len(self._marked):
            d = self._marked[row]
            self.decisionChosen.emit(d.game, d.turn)

    def marked_rows(self) -> list[tuple[int, int]]:
        """(game, turn) of each marked decision listed, in order."""
        return [(d.game, d.turn) for d in self._marked]


__all__ = ["AnalysisSummaryDialog"]
