"""How the dice fell: observed counts beside the counts fair dice would give."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QRectF, QSize, Qt
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

from nardy_desktop.storage.dice_stats import DiceCounts, chi_square_sf

from . import texts

OBSERVED = QColor("#c0873f")
EXPECTED = QColor("#3d6e8f")


class DiceChart(QWidget):
    """Seven bars (the numbers 1-6 and doubles), each with a line where fair
    dice would put it."""

    def __init__(self, counts: DiceCounts, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.counts = counts
        self.setMinimumSize(320, 180)

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
        top = max([1.0, *(max(o, e) for _, o, e in bars)]) * 1.15
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
    """One tab for this match and one for every game on this computer, each
    with a chart per player and a line saying whether the dice look fair."""

    def __init__(
        self,
        match_counts: list[tuple[str, DiceCounts]],
        all_counts: list[tuple[str, DiceCounts]],
        parent: QWidget | None = None,
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
        self.summaries: list[tuple[QLabel, DiceCounts]] = []
        self.name_labels: list[tuple[QLabel, str]] = []
        self.empty_labels: list[QLabel] = []
        self.pages = [self._page(match_counts), self._page(all_counts)]
        for page in self.pages:
            self.tabs.addTab(page, "")
        self.retranslate_ui()
        self.resize(820, 420)

    def _page(self, entries: list[tuple[str, DiceCounts]]) -> QWidget:
        page = QWidget()
        row = QHBoxLayout(page)
        if not any(c.rolls for _, c in entries):
            empty = QLabel()
            empty.setAlignment(Qt.AlignmentFlag.AlignCenter)
            self.empty_labels.append(empty)
            row.addWidget(empty)
            return page
        for name, counts in entries:
            col = QVBoxLayout()
            title = QLabel()
            title.setTextFormat(Qt.TextFormat.PlainText)
            title.setStyleSheet("font-weight: bold;")
            self.name_labels.append((title, name))
            col.addWidget(title)
            chart = DiceChart(counts)
            self.charts.append(chart)
            col.addWidget(chart, 1)
            summary = QLabel()
            summary.setWordWrap(True)
            self.summaries.append((summary, counts))
            col.addWidget(summary)
            row.addLayout(col)
        return page

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("Dice Statistics"))
        self.tabs.setTabText(0, self.tr("This match"))
        self.tabs.setTabText(1, self.tr("All games on this computer"))
        self.legend.setText(
            self.tr(
                "Bars: how often each number and doubles came up. Blue lines: what fair dice "
                "give on average. Opening rolls are not counted."
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
        rolls = self.tr("%n roll(s)", "", c.rolls)
        if c.rolls == 0:
            return rolls
        p = chi_square_sf(c.chi_square(), 5)
        if p < 0.001:
            verdict = self.tr("Very unusual for fair dice (p = %1).")
        elif p < 0.05:
            verdict = self.tr("A little unusual, which happens by chance (p = %1).")
        else:
            verdict = self.tr("What fair dice look like (p = %1).")
        doubles = (
            self.tr("Doubles: %1 (expected %2).")
            .replace("%1", str(c.doubles))
            .replace("%2", f"{c.expected_doubles:.1f}")
        )
        return "\n".join([rolls, doubles, verdict.replace("%1", f"{p:.3g}")])


__all__ = ["DiceChart", "DiceStatsDialog"]
