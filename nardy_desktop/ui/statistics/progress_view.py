"""Game ▸ Statistics ▸ Progress: a person's error rate over every analysed
match, the same in each phase of the game, and the luck alongside.

The figures are the analysis summary's own, as the practice store keeps them
for each match (`PracticeStore.progress`): milli-points lost a decision, the
rating band it falls in, the luck of the person's rolls in points. The charts
are the program's own line charts (ui/common/line_chart.py) in the board's
theme, every figure written for the language.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from nardy_desktop.ai.analysis.results import RATING_BANDS, PlayerSummary, rating_for
from nardy_desktop.engine import Variant
from nardy_desktop.placeholders import fill
from nardy_desktop.ui.board.chart_colours import chart_colours
from nardy_desktop.ui.common import numbers, retranslate, texts
from nardy_desktop.ui.common.line_chart import LineChart, Series, nice_ticks
from nardy_desktop.ui.common.practice_words import PHASE_ORDER, phase_name, rating_text, short_date

if TYPE_CHECKING:  # loaded with the store: SQLite may be missing (see safe_open)
    from nardy_desktop.storage.practice.store import PracticeStore, ProgressRow

RIGHT = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter


def error_points(rows: Sequence[ProgressRow], phase: str = "") -> list[tuple[float, float]]:
    """(match number from 1, milli-points lost a decision) of each match whose
    person met decisions (in `phase` only, when given)."""
    out = []
    for i, row in enumerate(rows, 1):
        s = row.phases.get(phase) if phase else row.summary
        if s is not None and s.error_rate is not None:
            out.append((float(i), s.error_rate))
    return out


def luck_points(rows: Sequence[ProgressRow]) -> list[tuple[float, float]]:
    """(match number from 1, the luck of the person's own rolls in points)."""
    return [(float(i), row.summary.luck) for i, row in enumerate(rows, 1)]


def phase_totals(rows: Sequence[ProgressRow]) -> dict[str, tuple[int, float]]:
    """Each phase's decisions and points lost over every match."""
    out: dict[str, tuple[int, float]] = {}
    for row in rows:
        for phase, s in row.phases.items():
            n, lost = out.get(phase, (0, 0.0))
            out[phase] = (n + s.decisions, lost + s.error)
    return out


def mpt_text(value: float | None) -> str:
    return numbers.decimal(value, 1) if value is not None else "—"


class ProgressView(QWidget):
    """The Progress tab: a person and a game to choose, the error chart (all
    decisions and one phase), the luck chart, and each phase's figures."""

    keptRequested = Signal()  # the kept matches: to see, delete, export (practice's)

    def __init__(
        self, store: PracticeStore, person: str | None = None, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.store = store
        layout = QVBoxLayout(self)
        top = QHBoxLayout()
        self.person_label, self.game_label, self.phase_label = QLabel(), QLabel(), QLabel()
        self.person = QComboBox()
        self.game = QComboBox()
        self.phase = QComboBox()
        for label, combo in (
            (self.person_label, self.person),
            (self.game_label, self.game),
            (self.phase_label, self.phase),
        ):
            top.addWidget(label)
            top.addWidget(combo)
        top.addStretch(1)
        self.kept_button = QPushButton()
        self.kept_button.clicked.connect(self.keptRequested)
        top.addWidget(self.kept_button)
        layout.addLayout(top)
        self.summary = QLabel()
        self.summary.setWordWrap(True)
        self.summary.setTextFormat(Qt.TextFormat.PlainText)
        layout.addWidget(self.summary)
        charts = QHBoxLayout()
        self.error_chart = LineChart(colours=chart_colours)
        self.luck_chart = LineChart(colours=chart_colours)
        charts.addWidget(self.error_chart, 3)
        charts.addWidget(self.luck_chart, 2)
        layout.addLayout(charts, 1)
        self.caption = QLabel()
        self.caption.setWordWrap(True)
        layout.addWidget(self.caption)
        self.table = QTableWidget(0, 4)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().setVisible(False)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        layout.addWidget(self.table)

        self.people: list[str] = []
        self._set_people(person)
        self.rows: list[ProgressRow] = []
        self._filling = False
        self._phase_chosen = False  # until then the phase shown is where most is lost
        self.phase.currentIndexChanged.connect(self._on_phase)
        for combo in (self.person, self.game, self.phase):
            combo.currentIndexChanged.connect(self.refresh)
        retranslate.register(self, self.retranslate_ui)

    def _set_people(self, person: str | None) -> None:
        self.people = self.store.people()
        self.person.clear()
        for name in self.people:
            self.person.addItem(texts.shown_name(name), name)
        if person in self.people:
            self.person.setCurrentIndex(self.people.index(person))

    def reload(self) -> None:
        """The store changed (a kept match deleted): its people and figures again,
        the person chosen kept while they have a match left."""
        self._filling = True
        self._set_people(self.person.currentData())
        self._filling = False
        self.refresh()

    # ----- the figures ----------------------------------------------------------------
    def refresh(self) -> None:
        if self._filling:
            return
        name = self.person.currentData()
        variant = self.game.currentData()
        self.rows = self.store.progress(name, Variant(variant) if variant else None) if name else []
        if not self._phase_chosen:
            self._show_worst_phase()
        phase = str(self.phase.currentData() or "")
        self._error_chart(phase)
        self._luck_chart()
        self._table()
        self._summary()

    def _show_worst_phase(self) -> None:
        totals = phase_totals(self.rows)
        worst = max(totals, key=lambda p: totals[p][1] / max(1, totals[p][0]), default="")
        self._filling = True
        self.phase.setCurrentIndex(max(0, self.phase.findData(worst)))
        self._filling = False

    def _on_phase(self) -> None:
        if not self._filling:
            self._phase_chosen = True

    def _tip(self, i: int, s: PlayerSummary | None, head: str = "") -> str:
        row = self.rows[i - 1]
        lines = [
            fill(
                self.tr("Match %1, %2, against %3"),
                i,
                short_date(row.played),
                texts.shown_name(row.opponent),
            )
        ]
        if head:
            lines.append(head)
        if s is not None and s.error_rate is not None:
            lines.append(
                fill(
                    self.tr("%1 mpt a decision (%2), %3 decisions"),
                    mpt_text(s.error_rate),
                    rating_text(s.rating),
                    s.decisions,
                )
            )
        lines.append(fill(self.tr("Luck: %1 points"), numbers.signed(row.summary.luck, 2)))
        return "\n".join(lines)

    def _error_chart(self, phase: str) -> None:
        chart = self.error_chart
        overall = error_points(self.rows)
        series = [
            Series(
                self.tr("Every decision"),
                tuple(overall),
                tuple(self._tip(int(x), self.rows[int(x) - 1].summary) for x, _ in overall),
            )
        ]
        if phase:
            name = phase_name(phase)
            points = error_points(self.rows, phase)
            series.append(
                Series(
                    name,
                    tuple(points),
                    tuple(
                        self._tip(
                            int(x), self.rows[int(x) - 1].phases.get(phase), phase_name(phase)
                        )
                        for x, _ in points
                    ),
                    dashed=True,
                )
            )
        chart.set_title(self.tr("Error rate (mpt a decision)"))
        top = max([y for s in series for _, y in s.points], default=0.0)
        guides = [limit for limit, _ in RATING_BANDS if limit <= max(top * 1.1, RATING_BANDS[0][0])]
        chart.set_y_axis(self.tr("mpt a decision"), low=0.0, guides=guides)
        self._x_axis(chart)
        chart.set_empty_text(self.tr("No analysed match of this player yet."))
        chart.set_series(series)

    def _luck_chart(self) -> None:
        chart = self.luck_chart
        points = luck_points(self.rows)
        chart.set_title(self.tr("Luck (points a match)"))
        chart.set_y_axis(self.tr("points"), guides=[0.0])
        self._x_axis(chart)
        chart.set_empty_text(self.tr("No analysed match of this player yet."))
        chart.set_series(
            [
                Series(
                    self.tr("Luck"),
                    tuple(points),
                    tuple(self._tip(int(x), None) for x, _ in points),
                    colour=chart_colours().series[1],
                )
            ]
        )

    def _x_axis(self, chart: LineChart) -> None:
        n = len(self.rows)
        # Whole matches only: round values between them would be written "1 1 1".
        ticks = [
            t for t in nice_ticks(1.0, float(max(1, n)), min(10, max(1, n - 1))) if t == int(t)
        ]
        chart.set_x_axis(
            self.tr("Analysed matches, the oldest first"),
            low=0.5 if n else None,
            high=n + 0.5 if n else None,
            ticks=(ticks or [1.0]) if n else None,
            label=lambda x: numbers.decimal(x, 0),
        )

    def _table(self) -> None:
        totals = phase_totals(self.rows)
        phases = [p for p in PHASE_ORDER if p in totals]
        self.table.setRowCount(len(phases))
        worst = max(phases, key=lambda p: totals[p][1] / max(1, totals[p][0]), default=None)
        for r, phase in enumerate(phases):
            n, lost = totals[phase]
            rate = 1000.0 * lost / n if n else None
            cells = [phase_name(phase), str(n), mpt_text(rate), rating_text(rating_for(rate))]
            for col, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if col in (1, 2):
                    item.setTextAlignment(RIGHT)
                if phase == worst and len(phases) > 1:
                    font = item.font()
                    font.setBold(True)
                    item.setFont(font)
                    item.setToolTip(self.tr("Where the most is lost a decision"))
                self.table.setItem(r, col, item)
        rows_height = sum(self.table.rowHeight(r) for r in range(len(phases)))
        header = self.table.horizontalHeader().height()
        self.table.setFixedHeight(header + rows_height + 2 * self.table.frameWidth() + 2)

    def _summary(self) -> None:
        rows = self.rows
        if not rows:
            self.summary.setText(self.tr("No analysed match of this player yet."))
            return
        last = rows[-1].summary
        decisions = sum(r.summary.decisions for r in rows)
        lost = sum(r.summary.error for r in rows)
        rate = 1000.0 * lost / decisions if decisions else None
        self.summary.setText(
            " ".join(
                [
                    self.tr("%n analysed match(es).", "", len(rows)),
                    fill(
                        self.tr("Last match: %1 mpt a decision (%2)."),
                        mpt_text(last.error_rate),
                        rating_text(last.rating),
                    ),
                    fill(
                        self.tr("In all: %1 mpt a decision (%2)."),
                        mpt_text(rate),
                        rating_text(rating_for(rate)),
                    ),
                ]
            )
        )

    # ----- texts ----------------------------------------------------------------------
    def retranslate_ui(self) -> None:
        self._filling = True
        self.person_label.setText(self.tr("Player:"))
        self.game_label.setText(self.tr("Game:"))
        self.phase_label.setText(self.tr("Compare a phase:"))
        self.kept_button.setText(QCoreApplication.translate("PracticePanel", "Kept matches…"))
        self.kept_button.setToolTip(
            QCoreApplication.translate(
                "PracticePanel",
                "The analysed matches practice uses: see them, delete one, export them",
            )
        )
        limits = ", ".join(numbers.decimal(limit, 0) for limit, _ in RATING_BANDS)
        self.caption.setText(
            fill(
                self.tr(
                    "The dashed lines are the limits of the rating bands, from Supernatural "
                    "to Awful: %1 mpt a decision. Luck: what the person's own rolls were "
                    "worth, in points."
                ),
                limits,
            )
        )
        for combo, items in (
            (
                self.game,
                [("", self.tr("Both games"))]
                + [(v.value, texts.variant_name(v)) for v in (Variant.LONG, Variant.BACKGAMMON)],
            ),
            (self.phase, [("", self.tr("None"))] + [(p, phase_name(p)) for p in PHASE_ORDER]),
        ):
            index = combo.currentIndex()
            combo.clear()
            for data, text in items:
                combo.addItem(text, data)
            combo.setCurrentIndex(max(0, index))
        for i, name in enumerate(self.people):
            self.person.setItemText(i, texts.shown_name(name))
        self.table.setHorizontalHeaderLabels(
            [self.tr("Phase"), self.tr("Decisions"), self.tr("mpt a decision"), self.tr("Rating")]
        )
        self._filling = False
        self.refresh()


def tab_title() -> str:
    return QCoreApplication.translate("ProgressView", "Progress")


__all__ = [
    "ProgressView",
    "error_points",
    "luck_points",
    "mpt_text",
    "phase_totals",
    "tab_title",
]
