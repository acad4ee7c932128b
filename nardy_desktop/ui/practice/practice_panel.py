"""The practice panel beside the board: which positions to practise (the
filters), how practice stands (the counts), what the card on the board is,
and after the turn the verdict: the candidates, the equity lost, when the
card comes back.

It only shows and asks; `practice_mode.Practice` does the work.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtGui import QColor, QFont
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from nardy_desktop.ai.analysis.results import Mark
from nardy_desktop.ai.practice import Grade, ScoredTurn, Verdict
from nardy_desktop.engine import Side, Variant
from nardy_desktop.placeholders import fill
from nardy_desktop.ui.common import numbers, retranslate, texts
from nardy_desktop.ui.common.practice_words import PHASE_ORDER, phase_name, short_date

if TYPE_CHECKING:  # loaded with the store: SQLite may be missing (see safe_open)
    from nardy_desktop.storage.practice.cards import CardFilter, CardView, Counts

AGES: tuple[float | None, ...] = (None, 7.0, 30.0, 90.0, 365.0)  # days; None: any age
BEST = QColor(90, 175, 255, 70)  # the best turn's row: the best turn's arrow colour
PLAYED = QColor(240, 140, 50, 70)  # the turn played's row: its arrow's
RIGHT = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter


def mpt(points: float) -> str:
    """Points as milli-points, as the analysis writes a loss."""
    return numbers.decimal(points * 1000.0, 0)


class PracticePanel(QWidget):
    """Filters, counts, the card and its verdict."""

    startRequested = Signal()
    stopRequested = Signal()
    nextRequested = Signal()
    filterChanged = Signal()
    keptRequested = Signal()  # the kept matches: to see, delete, export

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("practicePanel")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 6, 6, 6)

        self.filters = QGroupBox()
        form = QFormLayout(self.filters)
        self.person = QComboBox()
        self.game = QComboBox()
        self.phase = QComboBox()
        self.age = QComboBox()
        self.doubtful = QCheckBox()
        self.problems = QCheckBox()
        self.problems.setChecked(True)
        self.person_label, self.game_label = QLabel(), QLabel()
        self.phase_label, self.age_label = QLabel(), QLabel()
        form.addRow(self.person_label, self.person)
        form.addRow(self.game_label, self.game)
        form.addRow(self.phase_label, self.phase)
        form.addRow(self.age_label, self.age)
        form.addRow(self.doubtful)
        form.addRow(self.problems)
        layout.addWidget(self.filters)
        self._people: list[str] = []
        for combo in (self.person, self.game, self.phase, self.age):
            combo.currentIndexChanged.connect(self.filterChanged)
        for box in (self.doubtful, self.problems):
            box.toggled.connect(self.filterChanged)

        self.counts = QLabel()
        self.counts.setObjectName("practiceCounts")
        self.counts.setWordWrap(True)
        layout.addWidget(self.counts)

        buttons = QHBoxLayout()
        self.start_button = QPushButton()
        self.stop_button = QPushButton()
        self.next_button = QPushButton()
        for b in (self.start_button, self.next_button, self.stop_button):
            b.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the board keeps the keys
            b.setMinimumHeight(30)
            buttons.addWidget(b)
        self.start_button.clicked.connect(self.startRequested)
        self.stop_button.clicked.connect(self.stopRequested)
        self.next_button.clicked.connect(self.nextRequested)
        layout.addLayout(buttons)
        self.kept_button = QPushButton()
        self.kept_button.setObjectName("keptMatchesButton")
        self.kept_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.kept_button.clicked.connect(self.keptRequested)
        layout.addWidget(self.kept_button)

        self.card_label = QLabel()
        self.card_label.setObjectName("practiceCard")
        self.card_label.setWordWrap(True)
        self.card_label.setTextFormat(Qt.TextFormat.PlainText)  # names from outside
        layout.addWidget(self.card_label)

        self.verdict_label = QLabel()
        self.verdict_label.setObjectName("practiceVerdict")
        self.verdict_label.setWordWrap(True)
        self.verdict_label.setTextFormat(Qt.TextFormat.PlainText)
        bold = QFont(self.verdict_label.font())
        bold.setBold(True)
        self.verdict_label.setFont(bold)
        layout.addWidget(self.verdict_label)

        self.table = QTableWidget(0, 3)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.table.verticalHeader().setVisible(False)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        for col in (1, 2):
            header.setSectionResizeMode(col, QHeaderView.ResizeMode.ResizeToContents)
        layout.addWidget(self.table, 1)

        self.rollout_label = QLabel()
        self.rollout_label.setWordWrap(True)
        layout.addWidget(self.rollout_label)
        self.due_label = QLabel()
        self.due_label.setWordWrap(True)
        layout.addWidget(self.due_label)
        self.message = QLabel()
        self.message.setWordWrap(True)
        self.message.setTextFormat(Qt.TextFormat.PlainText)
        layout.addWidget(self.message)
        layout.addStretch(0)  # the room the candidates leave before the verdict

        self._counts: Counts | None = None
        self._card: CardView | None = None
        self._verdict: tuple[Verdict, str, datetime] | None = None
        self.running = False
        retranslate.register(self, self.retranslate_ui)
        self.set_running(False)

    # ----- the filters --------------------------------------------------------------
    def set_people(self, people: Sequence[str], chosen: str | None) -> None:
        """The people with decisions kept; `chosen` selected (None: everyone)."""
        self.person.blockSignals(True)
        self._people = list(people)
        self.person.clear()
        self.person.addItem("")
        for name in self._people:
            self.person.addItem(texts.shown_name(name))
        index = self._people.index(chosen) + 1 if chosen in self._people else 0
        self.person.setCurrentIndex(index)
        self.person.blockSignals(False)
        self._retranslate_filters()

    def selection(self) -> CardFilter:
        """The cards the filters pick."""
        from nardy_desktop.storage.practice.cards import CardFilter

        i = self.person.currentIndex()
        name = self._people[i - 1] if 0 < i <= len(self._people) else None
        variant = self.game.currentData()
        phase = self.phase.currentData()
        age = AGES[max(0, self.age.currentIndex())]
        return CardFilter(
            variant=Variant(variant) if variant else None,
            phases=frozenset({phase}) if phase else None,
            max_age_days=age,
            doubtful=self.doubtful.isChecked(),
            name=name,
            problems=self.problems.isChecked(),
        )

    def set_selection(self, selection: CardFilter) -> None:
        """Show `selection` in the filters (as kept from the last time)."""
        for combo, value in (
            (self.game, selection.variant.value if selection.variant else ""),
            (self.phase, next(iter(selection.phases)) if selection.phases else ""),
        ):
            index = combo.findData(value)
            combo.setCurrentIndex(max(0, index))
        age = selection.max_age_days
        self.age.setCurrentIndex(AGES.index(age) if age in AGES else 0)
        self.doubtful.setChecked(selection.doubtful)
        self.problems.setChecked(selection.problems)
        if selection.name in self._people:
            self.person.setCurrentIndex(self._people.index(selection.name) + 1)

    # ----- what is shown ------------------------------------------------------------
    def set_running(self, running: bool) -> None:
        self.running = running
        self.start_button.setEnabled(not running)
        self.stop_button.setEnabled(running)
        self.next_button.setEnabled(running and self._verdict is not None)

    def set_counts(self, counts: Counts | None) -> None:
        self._counts = counts
        self._counts_text()

    def show_card(self, card: CardView | None) -> None:
        """The card on the board (None: none is due), its verdict still to come."""
        self._card = card
        self._verdict = None
        self.table.setRowCount(0)
        self.table.hide()  # the candidates come with the verdict
        self.verdict_label.clear()
        self.rollout_label.clear()
        self.due_label.clear()
        self.next_button.setEnabled(False)
        self._card_text()

    def show_verdict(self, verdict: Verdict, played: str, due: datetime) -> None:
        """The turn played (`played`, as the moves read) judged against the
        card's candidates; the card comes back at `due`."""
        self._verdict = (verdict, played, due)
        self.table.show()
        self.next_button.setEnabled(self.running)
        self._verdict_texts()

    def set_message(self, text: str) -> None:
        self.message.setText(text)
        self.message.setVisible(bool(text))

    # ----- texts --------------------------------------------------------------------
    def retranslate_ui(self) -> None:
        self.filters.setTitle(self.tr("Positions"))
        self.person_label.setText(self.tr("Player:"))
        self.game_label.setText(self.tr("Game:"))
        self.phase_label.setText(self.tr("Phase:"))
        self.age_label.setText(self.tr("How old:"))
        self.doubtful.setText(self.tr("Include doubtful moves (?!)"))
        self.problems.setText(self.tr("Include the built-in problems"))
        self.start_button.setText(self.tr("Start"))
        self.stop_button.setText(self.tr("Stop"))
        self.next_button.setText(self.tr("Next"))
        self.start_button.setToolTip(self.tr("Practise the positions the filters choose"))
        self.stop_button.setToolTip(self.tr("Stop practising: the match comes back on the board"))
        self.next_button.setToolTip(self.tr("The next position"))
        self.kept_button.setText(self.tr("Kept matches…"))
        self.kept_button.setToolTip(
            self.tr("The analysed matches practice uses: see them, delete one, export them")
        )
        self.table.setHorizontalHeaderLabels(
            [self.tr("Turn"), self.tr("Equity"), self.tr("Lost (mpt)")]
        )
        self._retranslate_filters()
        self._counts_text()
        self._card_text()
        self._verdict_texts()

    def _retranslate_filters(self) -> None:
        for combo, items in (
            (
                self.game,
                [("", self.tr("Both games"))]
                + [(v.value, texts.variant_name(v)) for v in (Variant.LONG, Variant.BACKGAMMON)],
            ),
            (self.phase, [("", self.tr("All phases"))] + [(p, phase_name(p)) for p in PHASE_ORDER]),
            (
                self.age,
                [(a, self.tr("%n day(s)", "", int(a)) if a else self.tr("Any age")) for a in AGES],
            ),
        ):
            index = combo.currentIndex()
            combo.blockSignals(True)
            combo.clear()
            for data, text in items:
                combo.addItem(text, data)
            combo.setCurrentIndex(max(0, index))
            combo.blockSignals(False)
        if self.person.count():
            self.person.setItemText(0, self.tr("Everyone"))

    def _counts_text(self) -> None:
        c = self._counts
        if c is None:
            self.counts.setText("")
            return
        accuracy = numbers.percent(c.accuracy, 0) if c.accuracy is not None else "—"
        self.counts.setText(
            "\n".join(
                [
                    fill(self.tr("Due today: %1 (new: %2)"), c.due, c.new),
                    fill(self.tr("Solved: %1 of %2"), c.solved, c.total),
                    fill(self.tr("Accuracy: %1 (%n answer(s))", "", c.reviews), accuracy),
                ]
            )
        )

    def _card_text(self) -> None:
        card = self._card
        if card is None:
            self.card_label.setText(
                self.tr("Nothing to practise now: every position chosen is answered for today.")
                if self.running
                else ""
            )
            return
        side = Side.WHITE if card.position.endswith("/w") else Side.BLACK
        roll = f"{card.dice[0]}-{card.dice[1]}"
        what = fill(self.tr("%1 to play %2."), texts.side_name(side), roll)
        if card.source == "problem":
            head = fill(
                self.tr("A problem: %1, %2 (%3)."),
                texts.variant_name(card.variant),
                phase_name(card.phase),
                difficulty_name(card.difficulty.value if card.difficulty else ""),
            )
        else:
            d = card.decision
            when = short_date(d.played) if d is not None else ""
            head = fill(
                self.tr("Your turn of %1 (%2), marked %3: %4, %5."),
                when,
                texts.shown_name(d.name) if d is not None else "",
                mark_symbol(card.mark),
                texts.variant_name(card.variant),
                phase_name(card.phase),
            )
        self.card_label.setText(f"{head}\n{what}")

    def _verdict_texts(self) -> None:
        card, v = self._card, self._verdict
        if card is None or v is None:
            return
        verdict, played, due = v
        self.verdict_label.setText(verdict_text(verdict, played))
        self._fill_table(card.candidates, verdict)
        trials = card.problem.trials if card.problem is not None else 0
        self.rollout_label.setText(
            self.tr("Scored by rollouts: %n game(s) from each turn.", "", trials) if trials else ""
        )
        self.rollout_label.setVisible(bool(trials))
        self.due_label.setText(self.due_text(due))

    def due_text(self, due: datetime, now: datetime | None = None) -> str:
        """When the card comes back, from now: in minutes, hours or days."""
        now = now if now is not None else datetime.now(due.tzinfo)
        seconds = max(0.0, (due - now).total_seconds())
        if seconds < 3600:
            n = max(1, round(seconds / 60))
            return self.tr("This position comes back in %n minute(s).", "", n)
        if seconds < 86400:
            return self.tr("This position comes back in %n hour(s).", "", round(seconds / 3600))
        return self.tr("This position comes back in %n day(s).", "", round(seconds / 86400))

    def _fill_table(self, candidates: Sequence[ScoredTurn], verdict: Verdict) -> None:
        ranked = sorted(range(len(candidates)), key=lambda i: -candidates[i].equity)
        best = candidates[ranked[0]].equity if ranked else 0.0
        rollout = any(getattr(c, "se", 0.0) for c in candidates)
        self.table.setRowCount(len(ranked))
        for row, i in enumerate(ranked):
            c = candidates[i]
            move = texts.notation_words(str(getattr(c, "move", "")))
            equity = numbers.signed(c.equity, 3)
            se = float(getattr(c, "se", 0.0))
            if rollout and se:
                equity = f"{equity} ± {numbers.decimal(se, 3)}"
            cells = [move, equity, mpt(best - c.equity) if row else ""]
            for col, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if col:
                    item.setTextAlignment(RIGHT)
                if i == verdict.index:
                    item.setBackground(PLAYED)
                    item.setToolTip(self.tr("The turn you played"))
                elif row == 0:
                    item.setBackground(BEST)
                    item.setToolTip(self.tr("The best turn"))
                self.table.setItem(row, col, item)


def verdict_text(verdict: Verdict, played: str) -> str:
    """What the turn played was worth, in a sentence."""
    if verdict.grade >= Grade.GOOD:
        return fill(QCoreApplication.translate("PracticePanel", "Best turn: %1. Solved."), played)
    if verdict.lost is None:
        return fill(
            QCoreApplication.translate(
                "PracticePanel",
                "%1 is not among the turns the analysis kept: at least %2 mpt lost. Missed.",
            ),
            played,
            mpt(verdict.lost_at_least),
        )
    if verdict.grade is Grade.HARD:
        return fill(
            QCoreApplication.translate(
                "PracticePanel", "%1: %2 mpt lost, close to the best. Nearly solved."
            ),
            played,
            mpt(verdict.lost),
        )
    return fill(
        QCoreApplication.translate("PracticePanel", "%1: %2 mpt lost. Missed."),
        played,
        mpt(verdict.lost),
    )


def mark_symbol(mark: Mark) -> str:
    return {Mark.DOUBTFUL: "?!", Mark.MISTAKE: "?", Mark.BLUNDER: "??"}.get(Mark(mark), "")


def difficulty_name(difficulty: str) -> str:
    names = {
        "easy": QCoreApplication.translate("PracticePanel", "easy"),
        "medium": QCoreApplication.translate("PracticePanel", "medium"),
        "hard": QCoreApplication.translate("PracticePanel", "hard"),
    }
    return names.get(difficulty, difficulty)


__all__ = ["AGES", "PracticePanel", "difficulty_name", "mark_symbol", "mpt", "verdict_text"]
