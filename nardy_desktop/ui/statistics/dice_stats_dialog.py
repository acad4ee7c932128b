"""How the dice fell, observed counts beside the counts fair dice would give,
and the record of results on this computer, in one dialog."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from nardy_desktop.placeholders import fill
from nardy_desktop.storage.dice_stats import DiceCounts, chi_square_sf
from nardy_desktop.storage.results import ResultsRecord
from nardy_desktop.ui.common import numbers, retranslate, texts
from nardy_desktop.ui.statistics.results_view import ResultsTable

OBSERVED = QColor("#c0873f")
EXPECTED = QColor("#5b9bd5")  # light enough to read on the dark palette too
MIN_ROLLS = 15  # below this fair dice give fewer than 5 of a number: too few to judge
MOST_CHARTS = 3  # charts on the tab of all games


def chart_top(counts: Sequence[DiceCounts]) -> float:
    """The height of the scale the charts of one tab share: a little above the
    tallest bar or line of any of them, so that they compare at a glance."""
    top = 1.0
    for c in counts:
        top = max(top, *c.faces, c.doubles, c.expected_face, c.expected_doubles)
    return top * 1.15


def all_games_entries(
    players: Mapping[str, DiceCounts], first: Sequence[str], most: int = MOST_CHARTS
) -> list[tuple[str, DiceCounts]]:
    """Who the tab of all games shows: the players of the match in its order
    (the order of the tab of this match), then those who rolled most, up to
    `most`. Names that read the same in the interface language (the program's
    "Computer" saved in French and in English) are one player."""
    merged: dict[str, DiceCounts] = {}
    for name, counts in players.items():
        merged.setdefault(texts.shown_name(name), DiceCounts()).merge(counts)
    shown_first = [texts.shown_name(n) for n in first if n]
    order = [n for i, n in enumerate(shown_first) if n in merged and n not in shown_first[:i]]
    rest = sorted((n for n in merged if n not in order), key=lambda n: -merged[n].rolls)
    return [(n, merged[n]) for n in (order + rest)[: max(most, len(order))]]


class DiceChart(QWidget):
    """Seven bars (the numbers 1-6 and doubles), each with a line where fair
    dice would put it."""

    def __init__(
        self, counts: DiceCounts, top: float | None = None, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.counts = counts
        # The value at the top of the scale: shared by the charts of a tab.
        self.top = top if top is not None else chart_top([counts])
        self.setMinimumSize(260, 160)

    def sizeHint(self) -> QSize:
        return QSize(380, 200)

    def bars(self) -> list[tuple[str, int, float]]:
        """(label, observed, expected) for each bar."""
        c = self.counts
        out = [(str(i + 1), c.faces[i], c.expected_face) for i in range(6)]
        out.append((self.tr("Doubles"), c.doubles, c.expected_doubles))
        return out

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        bars = self.bars()
        top = self.top
        w, h = self.width(), self.height()
        left, bottom, label_h = 8, 22, 16
        plot_h = h - bottom - label_h
        slot = (w - 2 * left) / len(bars)
        font = QFont(self.font())
        font.setPointSizeF(max(7.0, font.pointSizeF() * 0.85))
        p.setFont(font)
        text_pen = self.palette().windowText().color()
        for i, (label, observed, expected) in enumerate(bars):
            x = left + i * slot
            bw = slot * 0.55
            bx = x + (slot - bw) / 2
            bh = plot_h * observed / top
            p.fillRect(QRectF(bx, label_h + plot_h - bh, bw, bh), OBSERVED)
            ey = label_h + plot_h - plot_h * expected / top
            p.setPen(QPen(EXPECTED, 2.5))
            p.drawLine(int(x + slot * 0.1), int(ey), int(x + slot * 0.9), int(ey))
            p.setPen(text_pen)
            p.drawText(
                QRectF(x, label_h + plot_h - bh - label_h, slot, label_h),
                Qt.AlignmentFlag.AlignCenter,
                str(observed),
            )
            p.drawText(QRectF(x, h - bottom, slot, bottom), Qt.AlignmentFlag.AlignCenter, label)
        p.setPen(QPen(text_pen, 1))
        p.drawLine(left, int(label_h + plot_h), w - left, int(label_h + plot_h))
        p.end()


class DiceStatsDialog(QDialog):
    """A tab for this match and one for every game on this computer, each with
    a chart per player (the same players in the same order on both, drawn to
    one scale) and a sentence on whether the dice look fair; with `results`,
    a third tab with the record of results on this computer."""

    def __init__(
        self,
        match_counts: list[tuple[str, DiceCounts]],
        all_counts: list[tuple[str, DiceCounts]],
        parent: QWidget | None = None,
        results: ResultsRecord | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("diceStatsDialog")
        self.match_counts = match_counts
        self.all_counts = all_counts
        layout = QVBoxLayout(self)
        self.tabs = QTabWidget()
        layout.addWidget(self.tabs)
        self.legend = QLabel()
        self.legend.setWordWrap(True)
        layout.addWidget(self.legend)
        box = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        box.rejected.connect(self.reject)
        layout.addWidget(box)
        self.charts: list[DiceChart] = []
        self.page_charts: list[list[DiceChart]] = []
        self.summaries: list[tuple[QLabel, DiceCounts]] = []
        self.name_labels: list[tuple[QLabel, str]] = []
        self.empty_labels: list[QLabel] = []
        self.pages = [self._page(match_counts), self._page(all_counts)]
        for page in self.pages:
            self.tabs.addTab(page, "")
        self.results: ResultsTable | None = None
        if results is not None:
            self.results = ResultsTable(results)
            self.tabs.addTab(self.results, "")
        self.tabs.currentChanged.connect(self._on_tab)
        retranslate.register(self, self.retranslate_ui)
        self._on_tab(self.tabs.currentIndex())
        self.resize(820, 440)

    def _page(self, entries: list[tuple[str, DiceCounts]]) -> QWidget:
        page = QWidget()
        row = QHBoxLayout(page)
        charts: list[DiceChart] = []
        self.page_charts.append(charts)
        if not any(c.rolls for _, c in entries):
            empty = QLabel()
            empty.setAlignment(Qt.AlignmentFlag.AlignCenter)
            self.empty_labels.append(empty)
            row.addWidget(empty)
            return page
        top = chart_top([c for _, c in entries])
        for name, counts in entries:
            col = QVBoxLayout()
            title = QLabel()
            title.setTextFormat(Qt.TextFormat.PlainText)
            bold = QFont(title.font())
            bold.setBold(True)
            title.setFont(bold)
            self.name_labels.append((title, name))
            col.addWidget(title)
            chart = DiceChart(counts, top)
            self.charts.append(chart)
            charts.append(chart)
            col.addWidget(chart, 1)
            summary = QLabel()
            summary.setWordWrap(True)
            self.summaries.append((summary, counts))
            col.addWidget(summary)
            row.addLayout(col)
        return page

    def _on_tab(self, index: int) -> None:
        """The legend speaks of the charts: not shown beside the results."""
        self.legend.setVisible(self.tabs.widget(index) is not self.results)

    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("Statistics"))
        self.tabs.setTabText(0, self.tr("Dice in this match"))
        self.tabs.setTabText(1, self.tr("Dice in all games on this computer"))
        if self.results is not None:
            self.tabs.setTabText(2, self.tr("Results on this computer"))
        self.legend.setText(
            self.tr(
                "Bars: how often each number and doubles came up, drawn to one scale for both "
                "players. Blue lines: what fair dice give on average. Opening rolls are not "
                "counted."
            )
        )
        for label in self.empty_labels:
            label.setText(self.tr("No dice rolled yet."))
        for label, name in self.name_labels:
            label.setText(texts.shown_name(name))  # the program's own names follow
        for summary, counts in self.summaries:
            summary.setText(self.summary_text(counts))
        for chart in self.charts:
            chart.update()

    def summary_text(self, c: DiceCounts) -> str:
        """The rolls, the doubles, and in a sentence how likely fair dice are to
        spread the numbers at least as unevenly (the chi-square test's p-value,
        said as a number of times in 100)."""
        rolls = self.tr("%n roll(s)", "", c.rolls)
        if c.rolls == 0:
            return rolls
        doubles = fill(
            self.tr("Doubles: %1 (expected %2)."), c.doubles, numbers.decimal(c.expected_doubles, 1)
        )
        if c.rolls < MIN_ROLLS:
            return "\n".join([rolls, doubles, self.tr("Too few rolls yet to judge the dice.")])
        return "\n".join([rolls, doubles, self.fairness_text(chi_square_sf(c.chi_square(), 5))])

    def fairness_text(self, p: float) -> str:
        if p < 0.001:
            verdict = self.tr("Very unusual for fair dice.")
        elif p < 0.05:
            verdict = self.tr("A little unusual: fair dice do this now and then.")
        else:
            verdict = self.tr("As fair dice fall.")
        if round(p * 100) >= 1:
            chance = self.tr(
                "With fair dice, a spread of the numbers at least this uneven happens "
                "%n time(s) in 100.",
                "",
                round(p * 100),
            )
        elif round(p * 10000) >= 1:
            chance = self.tr(
                "With fair dice, a spread of the numbers at least this uneven happens "
                "%n time(s) in 10,000.",
                "",
                round(p * 10000),
            )
        else:
            chance = self.tr(
                "With fair dice, a spread of the numbers at least this uneven happens "
                "less than once in 10,000."
            )
        return f"{verdict} {chance}"


__all__ = ["DiceChart", "DiceStatsDialog", "all_games_entries", "chart_top"]
